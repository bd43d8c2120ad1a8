-- chimney_sweep: North Pennine Sweeps, one chimney-sweeping firm with offices in Cumbria, Durham and Northumberland; jobs are kept per office (invented data)
BEGIN TRANSACTION;
CREATE TABLE sweeps (
    sweep_id INTEGER PRIMARY KEY,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    is_hetas_registered INTEGER NOT NULL CHECK (is_hetas_registered IN (0,1)),
    day_rate REAL NOT NULL,
    started_on TEXT NOT NULL,
    left_on TEXT -- NULL = still sweeping for the firm
);
CREATE TABLE appliance_types (
    appliance_type_id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    base_price REAL NOT NULL,
    typical_minutes INTEGER NOT NULL,
    is_solid_fuel INTEGER NOT NULL CHECK (is_solid_fuel IN (0,1))
);
CREATE TABLE jobs_cumbria (
    job_id INTEGER PRIMARY KEY,
    sweep_id INTEGER NOT NULL REFERENCES sweeps(sweep_id),
    appliance_type_id INTEGER NOT NULL REFERENCES appliance_types(appliance_type_id),
    customer_name TEXT NOT NULL,
    town TEXT NOT NULL,
    booked_on TEXT NOT NULL,
    job_date TEXT NOT NULL,
    quoted_price REAL NOT NULL,
    amount_charged REAL NOT NULL,
    paid_on TEXT, -- NULL = not paid yet
    certificate_issued_on TEXT, -- NULL = no sweep certificate issued
    soot_bags INTEGER NOT NULL,
    is_bird_nest_removed INTEGER NOT NULL CHECK (is_bird_nest_removed IN (0,1)),
    is_cctv_survey INTEGER NOT NULL CHECK (is_cctv_survey IN (0,1)),
    notes TEXT -- NULL = no notes
);
CREATE TABLE jobs_durham (
    job_id INTEGER PRIMARY KEY,
    sweep_id INTEGER NOT NULL REFERENCES sweeps(sweep_id),
    appliance_type_id INTEGER NOT NULL REFERENCES appliance_types(appliance_type_id),
    customer_name TEXT NOT NULL,
    town TEXT NOT NULL,
    booked_on TEXT NOT NULL,
    job_date TEXT NOT NULL,
    quoted_price REAL NOT NULL,
    amount_charged REAL NOT NULL,
    paid_on TEXT, -- NULL = not paid yet
    certificate_issued_on TEXT, -- NULL = no sweep certificate issued
    soot_bags INTEGER NOT NULL,
    is_bird_nest_removed INTEGER NOT NULL CHECK (is_bird_nest_removed IN (0,1)),
    is_cctv_survey INTEGER NOT NULL CHECK (is_cctv_survey IN (0,1)),
    notes TEXT -- NULL = no notes
);
CREATE TABLE jobs_northumberland (
    job_id INTEGER PRIMARY KEY,
    sweep_id INTEGER NOT NULL REFERENCES sweeps(sweep_id),
    appliance_type_id INTEGER NOT NULL REFERENCES appliance_types(appliance_type_id),
    customer_name TEXT NOT NULL,
    town TEXT NOT NULL,
    booked_on TEXT NOT NULL,
    job_date TEXT NOT NULL,
    quoted_price REAL NOT NULL,
    amount_charged REAL NOT NULL,
    paid_on TEXT, -- NULL = not paid yet
    certificate_issued_on TEXT, -- NULL = no sweep certificate issued
    soot_bags INTEGER NOT NULL,
    is_bird_nest_removed INTEGER NOT NULL CHECK (is_bird_nest_removed IN (0,1)),
    is_cctv_survey INTEGER NOT NULL CHECK (is_cctv_survey IN (0,1)),
    notes TEXT -- NULL = no notes
);
INSERT INTO sweeps (sweep_id, first_name, last_name, is_hetas_registered, day_rate, started_on, left_on) VALUES (1, 'Gareth', 'Mills', 1, 185.0, '2012-09-03', NULL);
INSERT INTO sweeps (sweep_id, first_name, last_name, is_hetas_registered, day_rate, started_on, left_on) VALUES (2, 'Kieran', 'Hollins', 1, 170.0, '2016-08-15', NULL);
INSERT INTO sweeps (sweep_id, first_name, last_name, is_hetas_registered, day_rate, started_on, left_on) VALUES (3, 'Dave', 'Armstrong', 0, 140.0, '2021-10-04', NULL);
INSERT INTO sweeps (sweep_id, first_name, last_name, is_hetas_registered, day_rate, started_on, left_on) VALUES (4, 'Moira', 'Kerr', 1, 190.0, '2010-09-06', NULL);
INSERT INTO sweeps (sweep_id, first_name, last_name, is_hetas_registered, day_rate, started_on, left_on) VALUES (5, 'Liam', 'Teasdale', 1, 160.0, '2018-09-10', NULL);
INSERT INTO sweeps (sweep_id, first_name, last_name, is_hetas_registered, day_rate, started_on, left_on) VALUES (6, 'Jonty', 'Bell', 0, 135.0, '2023-09-04', NULL);
INSERT INTO sweeps (sweep_id, first_name, last_name, is_hetas_registered, day_rate, started_on, left_on) VALUES (7, 'Shaun', 'Robson', 1, 175.0, '2014-10-13', NULL);
INSERT INTO sweeps (sweep_id, first_name, last_name, is_hetas_registered, day_rate, started_on, left_on) VALUES (8, 'Ellie', 'Forster', 1, 165.0, '2019-08-27', NULL);
INSERT INTO sweeps (sweep_id, first_name, last_name, is_hetas_registered, day_rate, started_on, left_on) VALUES (9, 'Craig', 'Milburn', 0, 130.0, '2024-09-02', NULL);
INSERT INTO sweeps (sweep_id, first_name, last_name, is_hetas_registered, day_rate, started_on, left_on) VALUES (10, 'Niall', 'Charlton', 1, 180.0, '2011-09-05', '2025-01-31');
INSERT INTO sweeps (sweep_id, first_name, last_name, is_hetas_registered, day_rate, started_on, left_on) VALUES (11, 'Becky', 'Dodd', 1, 158.0, '2020-09-14', NULL);
INSERT INTO sweeps (sweep_id, first_name, last_name, is_hetas_registered, day_rate, started_on, left_on) VALUES (12, 'Wilf', 'Tweddle', 0, 128.0, '2024-10-07', NULL);
INSERT INTO sweeps (sweep_id, first_name, last_name, is_hetas_registered, day_rate, started_on, left_on) VALUES (13, 'Stuart', 'Nixon', 1, 172.0, '2015-09-07', NULL);
INSERT INTO sweeps (sweep_id, first_name, last_name, is_hetas_registered, day_rate, started_on, left_on) VALUES (14, 'Hannah', 'Lowes', 1, 168.0, '2017-10-02', NULL);
INSERT INTO sweeps (sweep_id, first_name, last_name, is_hetas_registered, day_rate, started_on, left_on) VALUES (15, 'Pete', 'Heslop', 0, 145.0, '2022-09-05', '2024-12-20');
INSERT INTO appliance_types (appliance_type_id, name, base_price, typical_minutes, is_solid_fuel) VALUES (1, 'Open fire', 65.0, 45, 1);
INSERT INTO appliance_types (appliance_type_id, name, base_price, typical_minutes, is_solid_fuel) VALUES (2, 'Inglenook fireplace', 95.0, 75, 1);
INSERT INTO appliance_types (appliance_type_id, name, base_price, typical_minutes, is_solid_fuel) VALUES (3, 'Wood burner', 70.0, 50, 1);
INSERT INTO appliance_types (appliance_type_id, name, base_price, typical_minutes, is_solid_fuel) VALUES (4, 'Wood burner with back boiler', 85.0, 65, 1);
INSERT INTO appliance_types (appliance_type_id, name, base_price, typical_minutes, is_solid_fuel) VALUES (5, 'Multi-fuel stove', 72.0, 50, 1);
INSERT INTO appliance_types (appliance_type_id, name, base_price, typical_minutes, is_solid_fuel) VALUES (6, 'Range cooker', 80.0, 60, 1);
INSERT INTO appliance_types (appliance_type_id, name, base_price, typical_minutes, is_solid_fuel) VALUES (7, 'Aga cooker', 90.0, 70, 1);
INSERT INTO appliance_types (appliance_type_id, name, base_price, typical_minutes, is_solid_fuel) VALUES (8, 'Pellet stove', 75.0, 55, 1);
INSERT INTO appliance_types (appliance_type_id, name, base_price, typical_minutes, is_solid_fuel) VALUES (9, 'Biomass boiler', 110.0, 90, 1);
INSERT INTO appliance_types (appliance_type_id, name, base_price, typical_minutes, is_solid_fuel) VALUES (10, 'Oil boiler flue', 60.0, 40, 0);
INSERT INTO appliance_types (appliance_type_id, name, base_price, typical_minutes, is_solid_fuel) VALUES (11, 'Gas fire flue', 55.0, 35, 0);
INSERT INTO appliance_types (appliance_type_id, name, base_price, typical_minutes, is_solid_fuel) VALUES (12, 'Bread oven', 85.0, 80, 1);
INSERT INTO appliance_types (appliance_type_id, name, base_price, typical_minutes, is_solid_fuel) VALUES (13, 'Log burner insert', 68.0, 45, 1);
INSERT INTO appliance_types (appliance_type_id, name, base_price, typical_minutes, is_solid_fuel) VALUES (14, 'Coal stove', 70.0, 50, 1);
INSERT INTO appliance_types (appliance_type_id, name, base_price, typical_minutes, is_solid_fuel) VALUES (15, 'Oil-fired range', 78.0, 55, 0);
INSERT INTO jobs_cumbria (job_id, sweep_id, appliance_type_id, customer_name, town, booked_on, job_date, quoted_price, amount_charged, paid_on, certificate_issued_on, soot_bags, is_bird_nest_removed, is_cctv_survey, notes) VALUES (1001, 4, 1, 'Neil Armstrong', 'Keswick', '2024-08-28', '2024-09-12', 105.0, 140.0, '2024-10-03', '2024-09-13', 0, 1, 1, NULL);
INSERT INTO jobs_cumbria (job_id, sweep_id, appliance_type_id, customer_name, town, booked_on, job_date, quoted_price, amount_charged, paid_on, certificate_issued_on, soot_bags, is_bird_nest_removed, is_cctv_survey, notes) VALUES (1002, 4, 10, 'Alison Tyson', 'Cockermouth', '2024-09-05', '2024-09-18', 85.0, 85.0, '2024-09-25', NULL, 4, 0, 1, NULL);
INSERT INTO jobs_cumbria (job_id, sweep_id, appliance_type_id, customer_name, town, booked_on, job_date, quoted_price, amount_charged, paid_on, certificate_issued_on, soot_bags, is_bird_nest_removed, is_cctv_survey, notes) VALUES (1003, 4, 6, 'Margaret Fell', 'Bolton', '2024-09-19', '2024-09-27', 80.0, 100.0, '2024-10-02', '2024-09-29', 4, 0, 0, NULL);
INSERT INTO jobs_cumbria (job_id, sweep_id, appliance_type_id, customer_name, town, booked_on, job_date, quoted_price, amount_charged, paid_on, certificate_issued_on, soot_bags, is_bird_nest_removed, is_cctv_survey, notes) VALUES (1004, 2, 7, 'Ian Graham', 'Penrith', '2024-09-12', '2024-10-10', 90.0, 125.0, '2024-10-25', '2024-10-11', 2, 0, 0, 'Cowl fitted');
INSERT INTO jobs_cumbria (job_id, sweep_id, appliance_type_id, customer_name, town, booked_on, job_date, quoted_price, amount_charged, paid_on, certificate_issued_on, soot_bags, is_bird_nest_removed, is_cctv_survey, notes) VALUES (1005, 15, 2, 'Barbara Wilson', 'Penrith', '2024-09-27', '2024-10-15', 135.0, 170.0, '2024-10-22', '2024-10-18', 3, 1, 1, NULL);
INSERT INTO jobs_cumbria (job_id, sweep_id, appliance_type_id, customer_name, town, booked_on, job_date, quoted_price, amount_charged, paid_on, certificate_issued_on, soot_bags, is_bird_nest_removed, is_cctv_survey, notes) VALUES (1006, 3, 2, 'John Routledge', 'Newton', '2024-09-28', '2024-10-26', 135.0, 130.0, '2024-11-13', '2024-10-29', 0, 1, 1, 'Dog in garden');
INSERT INTO jobs_cumbria (job_id, sweep_id, appliance_type_id, customer_name, town, booked_on, job_date, quoted_price, amount_charged, paid_on, certificate_issued_on, soot_bags, is_bird_nest_removed, is_cctv_survey, notes) VALUES (1007, 2, 5, 'Barbara Wilson', 'Bolton', '2024-10-27', '2024-11-06', 97.0, 92.0, '2024-11-21', '2024-11-09', 4, 0, 1, NULL);
INSERT INTO jobs_cumbria (job_id, sweep_id, appliance_type_id, customer_name, town, booked_on, job_date, quoted_price, amount_charged, paid_on, certificate_issued_on, soot_bags, is_bird_nest_removed, is_cctv_survey, notes) VALUES (1008, 4, 14, 'Colin Nicholson', 'Newton', '2024-11-10', '2024-11-16', 70.0, 70.0, '2024-11-21', NULL, 0, 0, 0, 'Smoke test failed, advised liner');
INSERT INTO jobs_cumbria (job_id, sweep_id, appliance_type_id, customer_name, town, booked_on, job_date, quoted_price, amount_charged, paid_on, certificate_issued_on, soot_bags, is_bird_nest_removed, is_cctv_survey, notes) VALUES (1009, 4, 5, 'Colin Nicholson', 'Bolton', '2024-10-25', '2024-11-22', 97.0, 97.0, '2024-11-30', '2024-11-22', 1, 0, 1, 'Dog in garden');
INSERT INTO jobs_cumbria (job_id, sweep_id, appliance_type_id, customer_name, town, booked_on, job_date, quoted_price, amount_charged, paid_on, certificate_issued_on, soot_bags, is_bird_nest_removed, is_cctv_survey, notes) VALUES (1010, 10, 3, 'Sheila Irving', 'Cockermouth', '2024-11-23', '2024-11-30', 95.0, 115.0, '2024-12-05', NULL, 0, 0, 1, 'Access via back lane');
INSERT INTO jobs_cumbria (job_id, sweep_id, appliance_type_id, customer_name, town, booked_on, job_date, quoted_price, amount_charged, paid_on, certificate_issued_on, soot_bags, is_bird_nest_removed, is_cctv_survey, notes) VALUES (1011, 10, 3, 'Gareth Bewley', 'Penrith', '2024-11-29', '2024-12-14', 85.0, 85.0, '2024-12-15', '2024-12-16', 1, 1, 0, NULL);
INSERT INTO jobs_cumbria (job_id, sweep_id, appliance_type_id, customer_name, town, booked_on, job_date, quoted_price, amount_charged, paid_on, certificate_issued_on, soot_bags, is_bird_nest_removed, is_cctv_survey, notes) VALUES (1012, 3, 2, 'Alison Tyson', 'Newton', '2024-11-26', '2024-12-23', 110.0, 145.0, '2024-12-28', '2024-12-26', 0, 1, 0, NULL);
INSERT INTO jobs_cumbria (job_id, sweep_id, appliance_type_id, customer_name, town, booked_on, job_date, quoted_price, amount_charged, paid_on, certificate_issued_on, soot_bags, is_bird_nest_removed, is_cctv_survey, notes) VALUES (1013, 4, 2, 'Sheila Irving', 'Kendal', '2024-12-06', '2024-12-30', 110.0, 120.0, '2025-01-05', '2024-12-31', 4, 1, 0, NULL);
INSERT INTO jobs_cumbria (job_id, sweep_id, appliance_type_id, customer_name, town, booked_on, job_date, quoted_price, amount_charged, paid_on, certificate_issued_on, soot_bags, is_bird_nest_removed, is_cctv_survey, notes) VALUES (1014, 1, 3, 'Ian Graham', 'Penrith', '2024-12-22', '2025-01-08', 95.0, 115.0, '2025-01-15', '2025-01-09', 0, 0, 1, 'Jackdaw nest, second visit needed');
INSERT INTO jobs_cumbria (job_id, sweep_id, appliance_type_id, customer_name, town, booked_on, job_date, quoted_price, amount_charged, paid_on, certificate_issued_on, soot_bags, is_bird_nest_removed, is_cctv_survey, notes) VALUES (1015, 4, 13, 'Neil Armstrong', 'Penrith', '2025-01-12', '2025-01-15', 68.0, 68.0, '2025-02-02', '2025-01-17', 4, 0, 0, NULL);
INSERT INTO jobs_cumbria (job_id, sweep_id, appliance_type_id, customer_name, town, booked_on, job_date, quoted_price, amount_charged, paid_on, certificate_issued_on, soot_bags, is_bird_nest_removed, is_cctv_survey, notes) VALUES (1016, 2, 3, 'Margaret Fell', 'Cockermouth', '2025-01-12', '2025-01-29', 85.0, 95.0, '2025-01-29', '2025-02-01', 1, 1, 0, 'Smoke test failed, advised liner');
INSERT INTO jobs_cumbria (job_id, sweep_id, appliance_type_id, customer_name, town, booked_on, job_date, quoted_price, amount_charged, paid_on, certificate_issued_on, soot_bags, is_bird_nest_removed, is_cctv_survey, notes) VALUES (1017, 3, 14, 'Sheila Irving', 'Penrith', '2025-01-31', '2025-02-03', 70.0, 80.0, '2025-02-13', '2025-02-06', 2, 0, 0, NULL);
INSERT INTO jobs_cumbria (job_id, sweep_id, appliance_type_id, customer_name, town, booked_on, job_date, quoted_price, amount_charged, paid_on, certificate_issued_on, soot_bags, is_bird_nest_removed, is_cctv_survey, notes) VALUES (1018, 4, 3, 'Alison Tyson', 'Penrith', '2025-01-23', '2025-02-15', 70.0, 80.0, '2025-02-23', NULL, 3, 0, 0, NULL);
INSERT INTO jobs_cumbria (job_id, sweep_id, appliance_type_id, customer_name, town, booked_on, job_date, quoted_price, amount_charged, paid_on, certificate_issued_on, soot_bags, is_bird_nest_removed, is_cctv_survey, notes) VALUES (1019, 1, 3, 'Ruth Dixon', 'Cockermouth', '2025-02-03', '2025-02-24', 95.0, 95.0, '2025-02-26', '2025-02-26', 1, 0, 1, NULL);
INSERT INTO jobs_cumbria (job_id, sweep_id, appliance_type_id, customer_name, town, booked_on, job_date, quoted_price, amount_charged, paid_on, certificate_issued_on, soot_bags, is_bird_nest_removed, is_cctv_survey, notes) VALUES (1020, 2, 3, 'Tom Hodgson', 'Keswick', '2025-02-23', '2025-03-05', 110.0, 145.0, NULL, '2025-03-05', 2, 1, 1, NULL);
INSERT INTO jobs_durham (job_id, sweep_id, appliance_type_id, customer_name, town, booked_on, job_date, quoted_price, amount_charged, paid_on, certificate_issued_on, soot_bags, is_bird_nest_removed, is_cctv_survey, notes) VALUES (2001, 7, 9, 'Derek Elliott', 'Consett', '2024-08-27', '2024-09-10', 135.0, 135.0, '2024-09-25', '2024-09-11', 0, 0, 1, NULL);
INSERT INTO jobs_durham (job_id, sweep_id, appliance_type_id, customer_name, town, booked_on, job_date, quoted_price, amount_charged, paid_on, certificate_issued_on, soot_bags, is_bird_nest_removed, is_cctv_survey, notes) VALUES (2002, 13, 11, 'Lynn Pattinson', 'Crook', '2024-09-10', '2024-09-20', 55.0, 90.0, '2024-09-20', NULL, 0, 0, 0, NULL);
INSERT INTO jobs_durham (job_id, sweep_id, appliance_type_id, customer_name, town, booked_on, job_date, quoted_price, amount_charged, paid_on, certificate_issued_on, soot_bags, is_bird_nest_removed, is_cctv_survey, notes) VALUES (2003, 9, 6, 'Gareth Tulip', 'Newton', '2024-09-20', '2024-09-30', 80.0, 100.0, '2024-10-14', '2024-10-03', 2, 0, 0, NULL);
INSERT INTO jobs_durham (job_id, sweep_id, appliance_type_id, customer_name, town, booked_on, job_date, quoted_price, amount_charged, paid_on, certificate_issued_on, soot_bags, is_bird_nest_removed, is_cctv_survey, notes) VALUES (2004, 13, 3, 'Mick Walton', 'Newton', '2024-09-19', '2024-10-07', 70.0, 65.0, '2024-10-09', NULL, 3, 0, 0, NULL);
INSERT INTO jobs_durham (job_id, sweep_id, appliance_type_id, customer_name, town, booked_on, job_date, quoted_price, amount_charged, paid_on, certificate_issued_on, soot_bags, is_bird_nest_removed, is_cctv_survey, notes) VALUES (2005, 3, 14, 'Anne Raine', 'Consett', '2024-09-20', '2024-10-16', 70.0, 80.0, '2024-10-20', '2024-10-18', 4, 0, 0, NULL);
INSERT INTO jobs_durham (job_id, sweep_id, appliance_type_id, customer_name, town, booked_on, job_date, quoted_price, amount_charged, paid_on, certificate_issued_on, soot_bags, is_bird_nest_removed, is_cctv_survey, notes) VALUES (2006, 10, 9, 'Brian Coulson', 'Newton', '2024-10-17', '2024-10-28', 110.0, 145.0, '2024-11-05', '2024-10-28', 0, 0, 0, 'Jackdaw nest, second visit needed');
INSERT INTO jobs_durham (job_id, sweep_id, appliance_type_id, customer_name, town, booked_on, job_date, quoted_price, amount_charged, paid_on, certificate_issued_on, soot_bags, is_bird_nest_removed, is_cctv_survey, notes) VALUES (2007, 7, 5, 'Mick Walton', 'Stanhope', '2024-10-18', '2024-11-06', 72.0, 72.0, '2024-11-07', '2024-11-06', 4, 0, 0, NULL);
INSERT INTO jobs_durham (job_id, sweep_id, appliance_type_id, customer_name, town, booked_on, job_date, quoted_price, amount_charged, paid_on, certificate_issued_on, soot_bags, is_bird_nest_removed, is_cctv_survey, notes) VALUES (2008, 1, 8, 'Gareth Tulip', 'Newton', '2024-10-18', '2024-11-12', 100.0, 120.0, '2024-11-14', '2024-11-15', 1, 0, 1, 'Cowl fitted');
INSERT INTO jobs_durham (job_id, sweep_id, appliance_type_id, customer_name, town, booked_on, job_date, quoted_price, amount_charged, paid_on, certificate_issued_on, soot_bags, is_bird_nest_removed, is_cctv_survey, notes) VALUES (2009, 9, 10, 'Mick Walton', 'Middleton', '2024-11-09', '2024-11-22', 60.0, 60.0, '2024-12-08', NULL, 2, 0, 0, NULL);
INSERT INTO jobs_durham (job_id, sweep_id, appliance_type_id, customer_name, town, booked_on, job_date, quoted_price, amount_charged, paid_on, certificate_issued_on, soot_bags, is_bird_nest_removed, is_cctv_survey, notes) VALUES (2010, 9, 8, 'Susan Bainbridge', 'Stanhope', '2024-11-19', '2024-11-30', 75.0, 75.0, '2024-12-05', '2024-12-02', 0, 0, 0, NULL);
INSERT INTO jobs_durham (job_id, sweep_id, appliance_type_id, customer_name, town, booked_on, job_date, quoted_price, amount_charged, paid_on, certificate_issued_on, soot_bags, is_bird_nest_removed, is_cctv_survey, notes) VALUES (2011, 1, 10, 'Janice Hedley', 'Consett', '2024-11-12', '2024-12-10', 85.0, 120.0, NULL, NULL, 2, 0, 1, NULL);
INSERT INTO jobs_durham (job_id, sweep_id, appliance_type_id, customer_name, town, booked_on, job_date, quoted_price, amount_charged, paid_on, certificate_issued_on, soot_bags, is_bird_nest_removed, is_cctv_survey, notes) VALUES (2012, 9, 8, 'Lynn Pattinson', 'Crook', '2024-11-26', '2024-12-19', 75.0, 75.0, '2025-01-08', '2024-12-22', 4, 0, 0, NULL);
INSERT INTO jobs_durham (job_id, sweep_id, appliance_type_id, customer_name, town, booked_on, job_date, quoted_price, amount_charged, paid_on, certificate_issued_on, soot_bags, is_bird_nest_removed, is_cctv_survey, notes) VALUES (2013, 7, 6, 'Susan Bainbridge', 'Stanhope', '2024-12-22', '2024-12-28', 80.0, 80.0, '2024-12-29', '2024-12-31', 2, 0, 0, NULL);
INSERT INTO jobs_durham (job_id, sweep_id, appliance_type_id, customer_name, town, booked_on, job_date, quoted_price, amount_charged, paid_on, certificate_issued_on, soot_bags, is_bird_nest_removed, is_cctv_survey, notes) VALUES (2014, 1, 6, 'Gareth Tulip', 'Middleton', '2025-01-02', '2025-01-08', 105.0, 105.0, '2025-01-15', '2025-01-10', 0, 0, 1, 'Smoke test failed, advised liner');
INSERT INTO jobs_durham (job_id, sweep_id, appliance_type_id, customer_name, town, booked_on, job_date, quoted_price, amount_charged, paid_on, certificate_issued_on, soot_bags, is_bird_nest_removed, is_cctv_survey, notes) VALUES (2015, 9, 3, 'Keith Lumley', 'Consett', '2024-12-18', '2025-01-16', 70.0, 70.0, NULL, '2025-01-18', 4, 0, 0, 'Access via back lane');
INSERT INTO jobs_durham (job_id, sweep_id, appliance_type_id, customer_name, town, booked_on, job_date, quoted_price, amount_charged, paid_on, certificate_issued_on, soot_bags, is_bird_nest_removed, is_cctv_survey, notes) VALUES (2016, 1, 11, 'Keith Lumley', 'Crook', '2024-12-31', '2025-01-29', 55.0, 55.0, NULL, NULL, 1, 0, 0, NULL);
INSERT INTO jobs_durham (job_id, sweep_id, appliance_type_id, customer_name, town, booked_on, job_date, quoted_price, amount_charged, paid_on, certificate_issued_on, soot_bags, is_bird_nest_removed, is_cctv_survey, notes) VALUES (2017, 1, 1, 'Derek Elliott', 'Stanhope', '2025-01-23', '2025-02-03', 80.0, 90.0, '2025-02-04', NULL, 0, 1, 0, NULL);
INSERT INTO jobs_durham (job_id, sweep_id, appliance_type_id, customer_name, town, booked_on, job_date, quoted_price, amount_charged, paid_on, certificate_issued_on, soot_bags, is_bird_nest_removed, is_cctv_survey, notes) VALUES (2018, 9, 14, 'Mick Walton', 'Consett', '2025-02-07', '2025-02-13', 70.0, 70.0, '2025-02-21', '2025-02-16', 2, 0, 0, NULL);
INSERT INTO jobs_durham (job_id, sweep_id, appliance_type_id, customer_name, town, booked_on, job_date, quoted_price, amount_charged, paid_on, certificate_issued_on, soot_bags, is_bird_nest_removed, is_cctv_survey, notes) VALUES (2019, 3, 6, 'Anne Raine', 'Newton', '2025-02-21', '2025-02-24', 80.0, 115.0, NULL, NULL, 4, 0, 0, NULL);
INSERT INTO jobs_northumberland (job_id, sweep_id, appliance_type_id, customer_name, town, booked_on, job_date, quoted_price, amount_charged, paid_on, certificate_issued_on, soot_bags, is_bird_nest_removed, is_cctv_survey, notes) VALUES (3001, 11, 5, 'Alan Oliver', 'Morpeth', '2024-09-09', '2024-09-13', 97.0, 97.0, NULL, '2024-09-15', 0, 0, 1, NULL);
INSERT INTO jobs_northumberland (job_id, sweep_id, appliance_type_id, customer_name, town, booked_on, job_date, quoted_price, amount_charged, paid_on, certificate_issued_on, soot_bags, is_bird_nest_removed, is_cctv_survey, notes) VALUES (3002, 14, 5, 'Jean Lauder', 'Alnwick', '2024-08-22', '2024-09-19', 72.0, 72.0, '2024-09-28', NULL, 2, 0, 0, NULL);
INSERT INTO jobs_northumberland (job_id, sweep_id, appliance_type_id, customer_name, town, booked_on, job_date, quoted_price, amount_charged, paid_on, certificate_issued_on, soot_bags, is_bird_nest_removed, is_cctv_survey, notes) VALUES (3003, 8, 12, 'Hannah Charlton', 'Alnwick', '2024-09-13', '2024-09-28', 85.0, 105.0, '2024-10-07', '2024-09-30', 1, 0, 0, NULL);
INSERT INTO jobs_northumberland (job_id, sweep_id, appliance_type_id, customer_name, town, booked_on, job_date, quoted_price, amount_charged, paid_on, certificate_issued_on, soot_bags, is_bird_nest_removed, is_cctv_survey, notes) VALUES (3004, 15, 11, 'Robert Blake', 'Bolton', '2024-09-18', '2024-10-10', 55.0, 50.0, '2024-10-22', NULL, 4, 0, 0, NULL);
INSERT INTO jobs_northumberland (job_id, sweep_id, appliance_type_id, customer_name, town, booked_on, job_date, quoted_price, amount_charged, paid_on, certificate_issued_on, soot_bags, is_bird_nest_removed, is_cctv_survey, notes) VALUES (3005, 8, 15, 'Robert Blake', 'Hexham', '2024-09-25', '2024-10-17', 103.0, 103.0, NULL, NULL, 4, 0, 1, NULL);
INSERT INTO jobs_northumberland (job_id, sweep_id, appliance_type_id, customer_name, town, booked_on, job_date, quoted_price, amount_charged, paid_on, certificate_issued_on, soot_bags, is_bird_nest_removed, is_cctv_survey, notes) VALUES (3006, 1, 4, 'Hannah Charlton', 'Rothbury', '2024-10-22', '2024-10-25', 85.0, 85.0, '2024-10-31', '2024-10-25', 2, 0, 0, 'Dog in garden');
INSERT INTO jobs_northumberland (job_id, sweep_id, appliance_type_id, customer_name, town, booked_on, job_date, quoted_price, amount_charged, paid_on, certificate_issued_on, soot_bags, is_bird_nest_removed, is_cctv_survey, notes) VALUES (3007, 15, 12, 'Moira Stafford', 'Morpeth', '2024-10-19', '2024-11-06', 85.0, 85.0, NULL, '2024-11-08', 0, 0, 0, NULL);
INSERT INTO jobs_northumberland (job_id, sweep_id, appliance_type_id, customer_name, town, booked_on, job_date, quoted_price, amount_charged, paid_on, certificate_issued_on, soot_bags, is_bird_nest_removed, is_cctv_survey, notes) VALUES (3008, 11, 4, 'Hannah Charlton', 'Alnwick', '2024-10-26', '2024-11-16', 100.0, 100.0, '2024-12-02', '2024-11-16', 1, 1, 0, NULL);
INSERT INTO jobs_northumberland (job_id, sweep_id, appliance_type_id, customer_name, town, booked_on, job_date, quoted_price, amount_charged, paid_on, certificate_issued_on, soot_bags, is_bird_nest_removed, is_cctv_survey, notes) VALUES (3009, 8, 12, 'Alan Oliver', 'Newton', '2024-11-13', '2024-11-23', 110.0, 110.0, NULL, '2024-11-26', 4, 0, 1, NULL);
INSERT INTO jobs_northumberland (job_id, sweep_id, appliance_type_id, customer_name, town, booked_on, job_date, quoted_price, amount_charged, paid_on, certificate_issued_on, soot_bags, is_bird_nest_removed, is_cctv_survey, notes) VALUES (3010, 11, 5, 'Hannah Charlton', 'Hexham', '2024-11-22', '2024-11-30', 72.0, 92.0, '2024-12-01', NULL, 0, 0, 0, NULL);
INSERT INTO jobs_northumberland (job_id, sweep_id, appliance_type_id, customer_name, town, booked_on, job_date, quoted_price, amount_charged, paid_on, certificate_issued_on, soot_bags, is_bird_nest_removed, is_cctv_survey, notes) VALUES (3011, 1, 1, 'Geoff Purvis', 'Hexham', '2024-11-23', '2024-12-12', 80.0, 80.0, '2024-12-24', '2024-12-13', 4, 1, 0, NULL);
INSERT INTO jobs_northumberland (job_id, sweep_id, appliance_type_id, customer_name, town, booked_on, job_date, quoted_price, amount_charged, paid_on, certificate_issued_on, soot_bags, is_bird_nest_removed, is_cctv_survey, notes) VALUES (3012, 11, 5, 'Moira Stafford', 'Rothbury', '2024-12-09', '2024-12-21', 72.0, 82.0, '2024-12-30', '2024-12-23', 1, 0, 0, 'Customer asked for Saturday slot');
INSERT INTO jobs_northumberland (job_id, sweep_id, appliance_type_id, customer_name, town, booked_on, job_date, quoted_price, amount_charged, paid_on, certificate_issued_on, soot_bags, is_bird_nest_removed, is_cctv_survey, notes) VALUES (3013, 12, 1, 'Fiona Straughan', 'Alnwick', '2024-12-26', '2024-12-31', 65.0, 60.0, NULL, '2025-01-03', 4, 0, 0, NULL);
INSERT INTO jobs_northumberland (job_id, sweep_id, appliance_type_id, customer_name, town, booked_on, job_date, quoted_price, amount_charged, paid_on, certificate_issued_on, soot_bags, is_bird_nest_removed, is_cctv_survey, notes) VALUES (3014, 1, 13, 'Elspeth Swan', 'Rothbury', '2024-12-31', '2025-01-07', 93.0, 93.0, '2025-01-15', '2025-01-08', 0, 0, 1, NULL);
INSERT INTO jobs_northumberland (job_id, sweep_id, appliance_type_id, customer_name, town, booked_on, job_date, quoted_price, amount_charged, paid_on, certificate_issued_on, soot_bags, is_bird_nest_removed, is_cctv_survey, notes) VALUES (3015, 5, 11, 'Robert Blake', 'Hexham', '2024-12-28', '2025-01-15', 55.0, 65.0, '2025-01-31', NULL, 2, 0, 0, 'Cowl fitted');
INSERT INTO jobs_northumberland (job_id, sweep_id, appliance_type_id, customer_name, town, booked_on, job_date, quoted_price, amount_charged, paid_on, certificate_issued_on, soot_bags, is_bird_nest_removed, is_cctv_survey, notes) VALUES (3016, 5, 11, 'Ian Pringle', 'Rothbury', '2025-01-14', '2025-01-27', 55.0, 55.0, '2025-02-14', NULL, 1, 0, 0, 'Access via back lane');
INSERT INTO jobs_northumberland (job_id, sweep_id, appliance_type_id, customer_name, town, booked_on, job_date, quoted_price, amount_charged, paid_on, certificate_issued_on, soot_bags, is_bird_nest_removed, is_cctv_survey, notes) VALUES (3017, 14, 5, 'Geoff Purvis', 'Morpeth', '2025-02-02', '2025-02-05', 97.0, 107.0, '2025-02-15', '2025-02-06', 2, 0, 1, NULL);
INSERT INTO jobs_northumberland (job_id, sweep_id, appliance_type_id, customer_name, town, booked_on, job_date, quoted_price, amount_charged, paid_on, certificate_issued_on, soot_bags, is_bird_nest_removed, is_cctv_survey, notes) VALUES (3018, 11, 3, 'Alan Oliver', 'Morpeth', '2025-02-06', '2025-02-17', 70.0, 105.0, '2025-03-05', '2025-02-20', 3, 0, 0, NULL);
INSERT INTO jobs_northumberland (job_id, sweep_id, appliance_type_id, customer_name, town, booked_on, job_date, quoted_price, amount_charged, paid_on, certificate_issued_on, soot_bags, is_bird_nest_removed, is_cctv_survey, notes) VALUES (3019, 14, 13, 'Ian Pringle', 'Rothbury', '2025-01-27', '2025-02-21', 68.0, 78.0, '2025-02-24', '2025-02-23', 4, 0, 0, NULL);
INSERT INTO jobs_northumberland (job_id, sweep_id, appliance_type_id, customer_name, town, booked_on, job_date, quoted_price, amount_charged, paid_on, certificate_issued_on, soot_bags, is_bird_nest_removed, is_cctv_survey, notes) VALUES (3020, 14, 3, 'Alan Oliver', 'Rothbury', '2025-02-25', '2025-03-04', 110.0, 110.0, '2025-03-06', '2025-03-04', 2, 1, 1, NULL);
INSERT INTO jobs_northumberland (job_id, sweep_id, appliance_type_id, customer_name, town, booked_on, job_date, quoted_price, amount_charged, paid_on, certificate_issued_on, soot_bags, is_bird_nest_removed, is_cctv_survey, notes) VALUES (3021, 8, 5, 'Dorothy Hume', 'Alnwick', '2025-02-15', '2025-03-14', 72.0, 72.0, '2025-03-21', NULL, 4, 0, 0, NULL);
COMMIT;
