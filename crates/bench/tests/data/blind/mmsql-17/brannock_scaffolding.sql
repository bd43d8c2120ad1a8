-- brannock_scaffolding: a scaffolding hire firm around Bristol (customers, sites, erectors, hires, inspections)
BEGIN TRANSACTION;
CREATE TABLE customers (
    customer_id INTEGER PRIMARY KEY,
    company_name TEXT NOT NULL,
    contact_first_name TEXT NOT NULL,
    contact_last_name TEXT NOT NULL,
    customer_type TEXT NOT NULL,
    town TEXT NOT NULL,
    credit_limit REAL, -- NULL = no credit account, pays up front
    account_opened TEXT NOT NULL
);
CREATE TABLE sites (
    site_id INTEGER PRIMARY KEY,
    customer_id INTEGER NOT NULL REFERENCES customers(customer_id),
    street_address TEXT NOT NULL,
    town TEXT NOT NULL,
    is_listed_building INTEGER NOT NULL CHECK (is_listed_building IN (0,1)),
    is_pavement_licence_needed INTEGER NOT NULL CHECK (is_pavement_licence_needed IN (0,1))
);
CREATE TABLE erectors (
    erector_id INTEGER PRIMARY KEY,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    grade TEXT NOT NULL,
    base_town TEXT NOT NULL,
    day_rate REAL NOT NULL,
    card_expiry_date TEXT, -- NULL = no CISRS card on file (trainee or labourer)
    start_date TEXT NOT NULL
);
CREATE TABLE hires (
    hire_id INTEGER PRIMARY KEY,
    site_id INTEGER NOT NULL REFERENCES sites(site_id),
    lead_erector_id INTEGER NOT NULL REFERENCES erectors(erector_id),
    structure_type TEXT NOT NULL,
    erect_date TEXT NOT NULL,
    planned_strike_date TEXT NOT NULL,
    struck_date TEXT, -- NULL = scaffold still standing
    lifts INTEGER NOT NULL,
    weekly_hire_rate REAL NOT NULL,
    erection_fee REAL NOT NULL,
    deposit REAL -- NULL = no deposit taken
);
CREATE TABLE inspections (
    inspection_id INTEGER PRIMARY KEY,
    hire_id INTEGER NOT NULL REFERENCES hires(hire_id),
    inspector_id INTEGER NOT NULL REFERENCES erectors(erector_id),
    inspection_date TEXT NOT NULL,
    result TEXT NOT NULL,
    defect_notes TEXT -- NULL = nothing noted
);
INSERT INTO customers (customer_id, company_name, contact_first_name, contact_last_name, customer_type, town, credit_limit, account_opened) VALUES (1, 'Hale Roofing', 'Dean', 'Hale', 'Roofer', 'Bristol', 5000.0, '2016-04-01');
INSERT INTO customers (customer_id, company_name, contact_first_name, contact_last_name, customer_type, town, credit_limit, account_opened) VALUES (2, 'Hale Roofing & Sons', 'Gareth', 'Hale', 'Roofer', 'Keynsham', 8000.0, '2019-09-12');
INSERT INTO customers (customer_id, company_name, contact_first_name, contact_last_name, customer_type, town, credit_limit, account_opened) VALUES (3, 'Avonside Builders', 'Kelly', 'Marsh', 'Builder', 'Bristol', 15000.0, '2015-02-20');
INSERT INTO customers (customer_id, company_name, contact_first_name, contact_last_name, customer_type, town, credit_limit, account_opened) VALUES (4, 'Mendip Homes', 'Craig', 'Pollard', 'Builder', 'Bath', 20000.0, '2017-06-30');
INSERT INTO customers (customer_id, company_name, contact_first_name, contact_last_name, customer_type, town, credit_limit, account_opened) VALUES (5, 'Severn Renovations', 'Lisa', 'Tranter', 'Builder', 'Portishead', 7500.0, '2020-01-14');
INSERT INTO customers (customer_id, company_name, contact_first_name, contact_last_name, customer_type, town, credit_limit, account_opened) VALUES (6, 'Bath & North East Somerset Council', 'Anita', 'Sharma', 'Council', 'Bath', 50000.0, '2014-11-03');
INSERT INTO customers (customer_id, company_name, contact_first_name, contact_last_name, customer_type, town, credit_limit, account_opened) VALUES (7, 'Mr P. Oakes', 'Peter', 'Oakes', 'Homeowner', 'Clevedon', NULL, '2023-03-02');
INSERT INTO customers (customer_id, company_name, contact_first_name, contact_last_name, customer_type, town, credit_limit, account_opened) VALUES (8, 'Clifton Lofts', 'Gareth', 'Price', 'Builder', 'Bristol', 10000.0, '2018-08-08');
INSERT INTO customers (customer_id, company_name, contact_first_name, contact_last_name, customer_type, town, credit_limit, account_opened) VALUES (9, 'North Somerset Council', 'Mandy', 'Cole', 'Council', 'Weston-super-Mare', 40000.0, '2015-05-19');
INSERT INTO customers (customer_id, company_name, contact_first_name, contact_last_name, customer_type, town, credit_limit, account_opened) VALUES (10, 'Mrs J. Fairweather', 'Joan', 'Fairweather', 'Homeowner', 'Bath', NULL, '2023-07-21');
INSERT INTO customers (customer_id, company_name, contact_first_name, contact_last_name, customer_type, town, credit_limit, account_opened) VALUES (11, 'Redcliffe Chimneys', 'Dean', 'Okoro', 'Roofer', 'Bristol', 3000.0, '2021-10-10');
INSERT INTO customers (customer_id, company_name, contact_first_name, contact_last_name, customer_type, town, credit_limit, account_opened) VALUES (12, 'Westbury Painters', 'Kelly', 'Dunn', 'Painter', 'Bristol', 2500.0, '2022-02-02');
INSERT INTO customers (customer_id, company_name, contact_first_name, contact_last_name, customer_type, town, credit_limit, account_opened) VALUES (13, 'Keynsham Brickwork', 'Stuart', 'Ives', 'Builder', 'Keynsham', 6000.0, '2019-03-15');
INSERT INTO customers (customer_id, company_name, contact_first_name, contact_last_name, customer_type, town, credit_limit, account_opened) VALUES (14, 'Ms R. Achebe', 'Ruth', 'Achebe', 'Homeowner', 'Portishead', NULL, '2024-01-09');
INSERT INTO customers (customer_id, company_name, contact_first_name, contact_last_name, customer_type, town, credit_limit, account_opened) VALUES (15, 'Seafront Properties', 'Craig', 'Lamb', 'Builder', 'Weston-super-Mare', 12000.0, '2018-12-01');
INSERT INTO customers (customer_id, company_name, contact_first_name, contact_last_name, customer_type, town, credit_limit, account_opened) VALUES (16, 'Totterdown Painters', 'Siobhan', 'Reilly', 'Painter', 'Bristol', 2000.0, '2021-06-17');
INSERT INTO customers (customer_id, company_name, contact_first_name, contact_last_name, customer_type, town, credit_limit, account_opened) VALUES (17, 'Mr & Mrs Whitaker', 'Colin', 'Whitaker', 'Homeowner', 'Keynsham', NULL, '2024-04-22');
INSERT INTO customers (customer_id, company_name, contact_first_name, contact_last_name, customer_type, town, credit_limit, account_opened) VALUES (18, 'Clevedon Pier Trust', 'Martin', 'Greer', 'Charity', 'Clevedon', 4000.0, '2020-09-09');
INSERT INTO sites (site_id, customer_id, street_address, town, is_listed_building, is_pavement_licence_needed) VALUES (1, 1, '74 Gloucester Road', 'Bristol', 1, 1);
INSERT INTO sites (site_id, customer_id, street_address, town, is_listed_building, is_pavement_licence_needed) VALUES (2, 2, '6 Cheltenham Road', 'Keynsham', 0, 0);
INSERT INTO sites (site_id, customer_id, street_address, town, is_listed_building, is_pavement_licence_needed) VALUES (3, 3, '33 Whiteladies Road', 'Keynsham', 0, 0);
INSERT INTO sites (site_id, customer_id, street_address, town, is_listed_building, is_pavement_licence_needed) VALUES (4, 4, '39 Wells Road', 'Bath', 0, 0);
INSERT INTO sites (site_id, customer_id, street_address, town, is_listed_building, is_pavement_licence_needed) VALUES (5, 5, '3 Bath Road', 'Bristol', 0, 1);
INSERT INTO sites (site_id, customer_id, street_address, town, is_listed_building, is_pavement_licence_needed) VALUES (6, 6, '14 Queen Square', 'Bath', 1, 1);
INSERT INTO sites (site_id, customer_id, street_address, town, is_listed_building, is_pavement_licence_needed) VALUES (7, 7, '109 Church Lane', 'Clevedon', 1, 1);
INSERT INTO sites (site_id, customer_id, street_address, town, is_listed_building, is_pavement_licence_needed) VALUES (8, 8, '3 Station Road', 'Bristol', 0, 0);
INSERT INTO sites (site_id, customer_id, street_address, town, is_listed_building, is_pavement_licence_needed) VALUES (9, 9, '37 Victoria Street', 'Weston-super-Mare', 0, 1);
INSERT INTO sites (site_id, customer_id, street_address, town, is_listed_building, is_pavement_licence_needed) VALUES (10, 10, '70 Marine Parade', 'Bath', 0, 1);
INSERT INTO sites (site_id, customer_id, street_address, town, is_listed_building, is_pavement_licence_needed) VALUES (11, 11, '149 Hill Road', 'Bristol', 0, 0);
INSERT INTO sites (site_id, customer_id, street_address, town, is_listed_building, is_pavement_licence_needed) VALUES (12, 12, '105 Queen Square', 'Bristol', 0, 0);
INSERT INTO sites (site_id, customer_id, street_address, town, is_listed_building, is_pavement_licence_needed) VALUES (13, 13, '12 Pulteney Road', 'Keynsham', 0, 0);
INSERT INTO sites (site_id, customer_id, street_address, town, is_listed_building, is_pavement_licence_needed) VALUES (14, 14, '60 London Road', 'Portishead', 1, 1);
INSERT INTO sites (site_id, customer_id, street_address, town, is_listed_building, is_pavement_licence_needed) VALUES (15, 15, '167 Old Market Street', 'Weston-super-Mare', 0, 0);
INSERT INTO sites (site_id, customer_id, street_address, town, is_listed_building, is_pavement_licence_needed) VALUES (16, 16, '105 Temple Street', 'Bristol', 0, 0);
INSERT INTO sites (site_id, customer_id, street_address, town, is_listed_building, is_pavement_licence_needed) VALUES (17, 17, '82 Redland Grove', 'Keynsham', 0, 0);
INSERT INTO sites (site_id, customer_id, street_address, town, is_listed_building, is_pavement_licence_needed) VALUES (18, 18, '168 Milsom Street', 'Clevedon', 0, 0);
INSERT INTO sites (site_id, customer_id, street_address, town, is_listed_building, is_pavement_licence_needed) VALUES (19, 5, '113 Walcot Street', 'Portishead', 0, 0);
INSERT INTO sites (site_id, customer_id, street_address, town, is_listed_building, is_pavement_licence_needed) VALUES (20, 1, '105 The Strand', 'Bristol', 0, 0);
INSERT INTO sites (site_id, customer_id, street_address, town, is_listed_building, is_pavement_licence_needed) VALUES (21, 1, '26 Beach Road', 'Bristol', 0, 0);
INSERT INTO sites (site_id, customer_id, street_address, town, is_listed_building, is_pavement_licence_needed) VALUES (22, 8, '28 Elton Road', 'Bristol', 0, 0);
INSERT INTO sites (site_id, customer_id, street_address, town, is_listed_building, is_pavement_licence_needed) VALUES (23, 3, '118 Bristol Road', 'Keynsham', 0, 0);
INSERT INTO sites (site_id, customer_id, street_address, town, is_listed_building, is_pavement_licence_needed) VALUES (24, 8, '161 Temple Way', 'Weston-super-Mare', 0, 0);
INSERT INTO sites (site_id, customer_id, street_address, town, is_listed_building, is_pavement_licence_needed) VALUES (25, 5, '168 Coronation Road', 'Portishead', 0, 0);
INSERT INTO sites (site_id, customer_id, street_address, town, is_listed_building, is_pavement_licence_needed) VALUES (26, 6, '55 Alexandra Road', 'Bath', 0, 0);
INSERT INTO sites (site_id, customer_id, street_address, town, is_listed_building, is_pavement_licence_needed) VALUES (27, 2, '85 Park Street', 'Keynsham', 0, 0);
INSERT INTO sites (site_id, customer_id, street_address, town, is_listed_building, is_pavement_licence_needed) VALUES (28, 13, '163 Oldfield Road', 'Clevedon', 0, 0);
INSERT INTO sites (site_id, customer_id, street_address, town, is_listed_building, is_pavement_licence_needed) VALUES (29, 5, '168 Grove Road', 'Bath', 0, 0);
INSERT INTO sites (site_id, customer_id, street_address, town, is_listed_building, is_pavement_licence_needed) VALUES (30, 3, '30 Sandy Lane', 'Bristol', 0, 1);
INSERT INTO erectors (erector_id, first_name, last_name, grade, base_town, day_rate, card_expiry_date, start_date) VALUES (1, 'Dean', 'Cartwright', 'Supervisor', 'Bristol', 245.0, '2026-05-31', '2010-03-01');
INSERT INTO erectors (erector_id, first_name, last_name, grade, base_town, day_rate, card_expiry_date, start_date) VALUES (2, 'Gareth', 'Wynne', 'Advanced Scaffolder', 'Bristol', 215.0, '2025-11-30', '2013-07-15');
INSERT INTO erectors (erector_id, first_name, last_name, grade, base_town, day_rate, card_expiry_date, start_date) VALUES (3, 'Kelly', 'Bright', 'Scaffolder', 'Keynsham', 185.0, '2025-02-28', '2018-04-09');
INSERT INTO erectors (erector_id, first_name, last_name, grade, base_town, day_rate, card_expiry_date, start_date) VALUES (4, 'Craig', 'Tovey', 'Advanced Scaffolder', 'Bath', 215.0, '2024-08-31', '2012-01-23');
INSERT INTO erectors (erector_id, first_name, last_name, grade, base_town, day_rate, card_expiry_date, start_date) VALUES (5, 'Jordan', 'Mills', 'Trainee', 'Bristol', 120.0, NULL, '2023-09-04');
INSERT INTO erectors (erector_id, first_name, last_name, grade, base_town, day_rate, card_expiry_date, start_date) VALUES (6, 'Aaron', 'Patel', 'Scaffolder', 'Weston-super-Mare', 180.0, '2026-01-31', '2019-05-20');
INSERT INTO erectors (erector_id, first_name, last_name, grade, base_town, day_rate, card_expiry_date, start_date) VALUES (7, 'Liam', 'Hooper', 'Scaffolder', 'Portishead', 185.0, '2024-03-31', '2017-10-02');
INSERT INTO erectors (erector_id, first_name, last_name, grade, base_town, day_rate, card_expiry_date, start_date) VALUES (8, 'Nathan', 'Doyle', 'Trainee', 'Bath', 115.0, NULL, '2024-02-12');
INSERT INTO erectors (erector_id, first_name, last_name, grade, base_town, day_rate, card_expiry_date, start_date) VALUES (9, 'Sean', 'McBride', 'Supervisor', 'Bath', 250.0, '2025-07-31', '2008-06-16');
INSERT INTO erectors (erector_id, first_name, last_name, grade, base_town, day_rate, card_expiry_date, start_date) VALUES (10, 'Ryan', 'Ellery', 'Scaffolder', 'Clevedon', 180.0, '2025-09-30', '2020-03-30');
INSERT INTO erectors (erector_id, first_name, last_name, grade, base_town, day_rate, card_expiry_date, start_date) VALUES (11, 'Marcus', 'Finch', 'Advanced Scaffolder', 'Keynsham', 220.0, '2026-03-31', '2014-11-11');
INSERT INTO erectors (erector_id, first_name, last_name, grade, base_town, day_rate, card_expiry_date, start_date) VALUES (12, 'Tyler', 'Booth', 'Trainee', 'Weston-super-Mare', 115.0, NULL, '2024-05-07');
INSERT INTO erectors (erector_id, first_name, last_name, grade, base_town, day_rate, card_expiry_date, start_date) VALUES (13, 'Connor', 'Webb', 'Scaffolder', 'Bristol', 180.0, '2024-12-31', '2021-08-16');
INSERT INTO erectors (erector_id, first_name, last_name, grade, base_town, day_rate, card_expiry_date, start_date) VALUES (14, 'Josh', 'Kemp', 'Scaffolder', 'Bath', 185.0, '2025-04-30', '2019-01-14');
INSERT INTO erectors (erector_id, first_name, last_name, grade, base_town, day_rate, card_expiry_date, start_date) VALUES (15, 'Dale', 'Harvey', 'Supervisor', 'Weston-super-Mare', 240.0, '2027-01-31', '2011-02-28');
INSERT INTO erectors (erector_id, first_name, last_name, grade, base_town, day_rate, card_expiry_date, start_date) VALUES (16, 'Kyle', 'Rowe', 'Labourer', 'Bristol', 105.0, NULL, '2022-06-06');
INSERT INTO hires (hire_id, site_id, lead_erector_id, structure_type, erect_date, planned_strike_date, struck_date, lifts, weekly_hire_rate, erection_fee, deposit) VALUES (1, 13, 13, 'Loading Bay', '2023-01-12', '2023-03-23', '2023-04-21', 2, 100.0, 480.0, 250.0);
INSERT INTO hires (hire_id, site_id, lead_erector_id, structure_type, erect_date, planned_strike_date, struck_date, lifts, weekly_hire_rate, erection_fee, deposit) VALUES (2, 20, 3, 'Chimney Stack', '2023-01-13', '2023-03-17', '2023-03-10', 5, 95.0, 380.0, 500.0);
INSERT INTO hires (hire_id, site_id, lead_erector_id, structure_type, erect_date, planned_strike_date, struck_date, lifts, weekly_hire_rate, erection_fee, deposit) VALUES (3, 4, 11, 'Chimney Stack', '2023-01-15', '2023-01-29', '2023-02-21', 5, 90.0, 290.0, 250.0);
INSERT INTO hires (hire_id, site_id, lead_erector_id, structure_type, erect_date, planned_strike_date, struck_date, lifts, weekly_hire_rate, erection_fee, deposit) VALUES (4, 17, 11, 'Chimney Stack', '2023-01-23', '2023-02-13', '2023-03-01', 2, 90.0, 350.0, 100.0);
INSERT INTO hires (hire_id, site_id, lead_erector_id, structure_type, erect_date, planned_strike_date, struck_date, lifts, weekly_hire_rate, erection_fee, deposit) VALUES (5, 30, 2, 'Temporary Roof', '2023-03-07', '2023-03-28', '2023-04-11', 1, 410.0, 2520.0, 500.0);
INSERT INTO hires (hire_id, site_id, lead_erector_id, structure_type, erect_date, planned_strike_date, struck_date, lifts, weekly_hire_rate, erection_fee, deposit) VALUES (6, 10, 4, 'Chimney Stack', '2023-03-08', '2023-06-14', '2023-07-11', 5, 80.0, 450.0, 500.0);
INSERT INTO hires (hire_id, site_id, lead_erector_id, structure_type, erect_date, planned_strike_date, struck_date, lifts, weekly_hire_rate, erection_fee, deposit) VALUES (7, 3, 4, 'Independent', '2023-04-16', '2023-06-04', '2023-06-27', 5, 225.0, 1190.0, NULL);
INSERT INTO hires (hire_id, site_id, lead_erector_id, structure_type, erect_date, planned_strike_date, struck_date, lifts, weekly_hire_rate, erection_fee, deposit) VALUES (8, 6, 7, 'Chimney Stack', '2023-04-29', '2023-08-05', '2023-09-02', 2, 90.0, 280.0, 100.0);
INSERT INTO hires (hire_id, site_id, lead_erector_id, structure_type, erect_date, planned_strike_date, struck_date, lifts, weekly_hire_rate, erection_fee, deposit) VALUES (9, 23, 9, 'Loading Bay', '2023-05-17', '2023-06-28', '2023-06-29', 6, 95.0, 340.0, NULL);
INSERT INTO hires (hire_id, site_id, lead_erector_id, structure_type, erect_date, planned_strike_date, struck_date, lifts, weekly_hire_rate, erection_fee, deposit) VALUES (10, 13, 6, 'Mobile Tower', '2023-05-24', '2023-07-05', '2023-07-19', 1, 90.0, 10.0, 500.0);
INSERT INTO hires (hire_id, site_id, lead_erector_id, structure_type, erect_date, planned_strike_date, struck_date, lifts, weekly_hire_rate, erection_fee, deposit) VALUES (11, 16, 13, 'Mobile Tower', '2023-05-28', '2023-07-16', '2023-07-23', 1, 70.0, 30.0, NULL);
INSERT INTO hires (hire_id, site_id, lead_erector_id, structure_type, erect_date, planned_strike_date, struck_date, lifts, weekly_hire_rate, erection_fee, deposit) VALUES (12, 2, 15, 'Chimney Stack', '2023-06-13', '2023-07-25', '2023-08-07', 3, 95.0, 370.0, NULL);
INSERT INTO hires (hire_id, site_id, lead_erector_id, structure_type, erect_date, planned_strike_date, struck_date, lifts, weekly_hire_rate, erection_fee, deposit) VALUES (13, 1, 1, 'Chimney Stack', '2023-06-21', '2023-08-09', '2023-08-01', 5, 105.0, 340.0, 100.0);
INSERT INTO hires (hire_id, site_id, lead_erector_id, structure_type, erect_date, planned_strike_date, struck_date, lifts, weekly_hire_rate, erection_fee, deposit) VALUES (14, 5, 2, 'Independent', '2023-08-02', '2023-11-08', '2023-12-06', 6, 240.0, 630.0, NULL);
INSERT INTO hires (hire_id, site_id, lead_erector_id, structure_type, erect_date, planned_strike_date, struck_date, lifts, weekly_hire_rate, erection_fee, deposit) VALUES (15, 26, 13, 'Loading Bay', '2023-08-04', '2023-09-01', '2023-08-26', 6, 105.0, 510.0, 100.0);
INSERT INTO hires (hire_id, site_id, lead_erector_id, structure_type, erect_date, planned_strike_date, struck_date, lifts, weekly_hire_rate, erection_fee, deposit) VALUES (16, 26, 15, 'Temporary Roof', '2023-08-04', '2023-10-27', '2023-11-11', 1, 410.0, 2430.0, NULL);
INSERT INTO hires (hire_id, site_id, lead_erector_id, structure_type, erect_date, planned_strike_date, struck_date, lifts, weekly_hire_rate, erection_fee, deposit) VALUES (17, 4, 14, 'Loading Bay', '2023-08-05', '2023-11-11', '2023-11-12', 4, 90.0, 380.0, 500.0);
INSERT INTO hires (hire_id, site_id, lead_erector_id, structure_type, erect_date, planned_strike_date, struck_date, lifts, weekly_hire_rate, erection_fee, deposit) VALUES (18, 6, 15, 'Mobile Tower', '2023-08-06', '2023-11-19', '2023-11-26', 1, 65.0, 0.0, 250.0);
INSERT INTO hires (hire_id, site_id, lead_erector_id, structure_type, erect_date, planned_strike_date, struck_date, lifts, weekly_hire_rate, erection_fee, deposit) VALUES (19, 10, 15, 'Independent', '2023-08-18', '2023-09-29', '2023-10-25', 2, 175.0, 1380.0, 250.0);
INSERT INTO hires (hire_id, site_id, lead_erector_id, structure_type, erect_date, planned_strike_date, struck_date, lifts, weekly_hire_rate, erection_fee, deposit) VALUES (20, 10, 1, 'Independent', '2023-08-18', '2023-09-22', '2023-10-17', 5, 210.0, 950.0, NULL);
INSERT INTO hires (hire_id, site_id, lead_erector_id, structure_type, erect_date, planned_strike_date, struck_date, lifts, weekly_hire_rate, erection_fee, deposit) VALUES (21, 23, 11, 'Loading Bay', '2023-08-29', '2023-09-12', '2023-09-30', 6, 140.0, 470.0, NULL);
INSERT INTO hires (hire_id, site_id, lead_erector_id, structure_type, erect_date, planned_strike_date, struck_date, lifts, weekly_hire_rate, erection_fee, deposit) VALUES (22, 28, 15, 'Chimney Stack', '2023-08-30', '2023-09-27', '2023-10-11', 4, 120.0, 270.0, 100.0);
INSERT INTO hires (hire_id, site_id, lead_erector_id, structure_type, erect_date, planned_strike_date, struck_date, lifts, weekly_hire_rate, erection_fee, deposit) VALUES (23, 11, 6, 'Putlog', '2023-09-10', '2023-09-24', '2023-10-18', 4, 155.0, 530.0, NULL);
INSERT INTO hires (hire_id, site_id, lead_erector_id, structure_type, erect_date, planned_strike_date, struck_date, lifts, weekly_hire_rate, erection_fee, deposit) VALUES (24, 20, 4, 'Chimney Stack', '2023-09-12', '2023-10-31', '2023-11-06', 5, 80.0, 450.0, 100.0);
INSERT INTO hires (hire_id, site_id, lead_erector_id, structure_type, erect_date, planned_strike_date, struck_date, lifts, weekly_hire_rate, erection_fee, deposit) VALUES (25, 8, 7, 'Independent', '2023-09-16', '2023-10-21', '2023-10-11', 1, 210.0, 1250.0, 500.0);
INSERT INTO hires (hire_id, site_id, lead_erector_id, structure_type, erect_date, planned_strike_date, struck_date, lifts, weekly_hire_rate, erection_fee, deposit) VALUES (26, 4, 14, 'Loading Bay', '2023-09-20', '2023-12-13', '2023-12-14', 3, 130.0, 540.0, 100.0);
INSERT INTO hires (hire_id, site_id, lead_erector_id, structure_type, erect_date, planned_strike_date, struck_date, lifts, weekly_hire_rate, erection_fee, deposit) VALUES (27, 2, 3, 'Chimney Stack', '2023-09-23', '2023-11-04', '2023-10-28', 5, 85.0, 450.0, NULL);
INSERT INTO hires (hire_id, site_id, lead_erector_id, structure_type, erect_date, planned_strike_date, struck_date, lifts, weekly_hire_rate, erection_fee, deposit) VALUES (28, 28, 4, 'Temporary Roof', '2023-10-05', '2023-10-19', '2023-10-22', 2, 365.0, 2920.0, 500.0);
INSERT INTO hires (hire_id, site_id, lead_erector_id, structure_type, erect_date, planned_strike_date, struck_date, lifts, weekly_hire_rate, erection_fee, deposit) VALUES (29, 5, 15, 'Independent', '2023-10-14', '2023-11-11', '2023-11-07', 3, 195.0, 940.0, 250.0);
INSERT INTO hires (hire_id, site_id, lead_erector_id, structure_type, erect_date, planned_strike_date, struck_date, lifts, weekly_hire_rate, erection_fee, deposit) VALUES (30, 29, 10, 'Mobile Tower', '2023-11-18', '2024-01-06', '2024-01-04', 1, 75.0, 40.0, 250.0);
INSERT INTO hires (hire_id, site_id, lead_erector_id, structure_type, erect_date, planned_strike_date, struck_date, lifts, weekly_hire_rate, erection_fee, deposit) VALUES (31, 26, 14, 'Mobile Tower', '2023-12-09', '2024-02-10', '2024-03-01', 1, 85.0, 80.0, 500.0);
INSERT INTO hires (hire_id, site_id, lead_erector_id, structure_type, erect_date, planned_strike_date, struck_date, lifts, weekly_hire_rate, erection_fee, deposit) VALUES (32, 6, 10, 'Temporary Roof', '2023-12-12', '2024-01-09', '2024-02-04', 6, 300.0, 2300.0, NULL);
INSERT INTO hires (hire_id, site_id, lead_erector_id, structure_type, erect_date, planned_strike_date, struck_date, lifts, weekly_hire_rate, erection_fee, deposit) VALUES (33, 15, 14, 'Putlog', '2023-12-14', '2024-03-07', '2024-03-25', 6, 160.0, 730.0, 200.0);
INSERT INTO hires (hire_id, site_id, lead_erector_id, structure_type, erect_date, planned_strike_date, struck_date, lifts, weekly_hire_rate, erection_fee, deposit) VALUES (34, 25, 9, 'Chimney Stack', '2023-12-22', '2024-02-09', '2024-02-10', 4, 80.0, 330.0, 250.0);
INSERT INTO hires (hire_id, site_id, lead_erector_id, structure_type, erect_date, planned_strike_date, struck_date, lifts, weekly_hire_rate, erection_fee, deposit) VALUES (35, 3, 10, 'Putlog', '2024-01-05', '2024-03-29', '2024-04-02', 5, 135.0, 720.0, 100.0);
INSERT INTO hires (hire_id, site_id, lead_erector_id, structure_type, erect_date, planned_strike_date, struck_date, lifts, weekly_hire_rate, erection_fee, deposit) VALUES (36, 14, 7, 'Loading Bay', '2024-02-21', '2024-03-13', '2024-03-09', 3, 140.0, 340.0, 250.0);
INSERT INTO hires (hire_id, site_id, lead_erector_id, structure_type, erect_date, planned_strike_date, struck_date, lifts, weekly_hire_rate, erection_fee, deposit) VALUES (37, 30, 9, 'Loading Bay', '2024-05-04', '2024-06-29', '2024-07-08', 5, 120.0, 430.0, 250.0);
INSERT INTO hires (hire_id, site_id, lead_erector_id, structure_type, erect_date, planned_strike_date, struck_date, lifts, weekly_hire_rate, erection_fee, deposit) VALUES (38, 23, 14, 'Loading Bay', '2024-06-09', '2024-07-07', NULL, 3, 90.0, 340.0, 500.0);
INSERT INTO hires (hire_id, site_id, lead_erector_id, structure_type, erect_date, planned_strike_date, struck_date, lifts, weekly_hire_rate, erection_fee, deposit) VALUES (39, 5, 2, 'Putlog', '2024-06-11', '2024-08-27', NULL, 2, 160.0, 450.0, 100.0);
INSERT INTO hires (hire_id, site_id, lead_erector_id, structure_type, erect_date, planned_strike_date, struck_date, lifts, weekly_hire_rate, erection_fee, deposit) VALUES (40, 13, 10, 'Loading Bay', '2024-06-14', '2024-08-09', NULL, 2, 140.0, 520.0, 250.0);
INSERT INTO hires (hire_id, site_id, lead_erector_id, structure_type, erect_date, planned_strike_date, struck_date, lifts, weekly_hire_rate, erection_fee, deposit) VALUES (41, 26, 2, 'Temporary Roof', '2024-07-13', '2024-10-26', NULL, 5, 320.0, 1870.0, 200.0);
INSERT INTO hires (hire_id, site_id, lead_erector_id, structure_type, erect_date, planned_strike_date, struck_date, lifts, weekly_hire_rate, erection_fee, deposit) VALUES (42, 19, 3, 'Temporary Roof', '2024-07-14', '2024-10-20', '2024-10-12', 3, 305.0, 2870.0, NULL);
INSERT INTO inspections (inspection_id, hire_id, inspector_id, inspection_date, result, defect_notes) VALUES (1, 1, 2, '2023-01-12', 'Fail', 'loose ledger brace');
INSERT INTO inspections (inspection_id, hire_id, inspector_id, inspection_date, result, defect_notes) VALUES (2, 2, 15, '2023-01-13', 'Fail', 'guard rail missing on top lift');
INSERT INTO inspections (inspection_id, hire_id, inspector_id, inspection_date, result, defect_notes) VALUES (3, 3, 4, '2023-01-15', 'Pass', NULL);
INSERT INTO inspections (inspection_id, hire_id, inspector_id, inspection_date, result, defect_notes) VALUES (4, 4, 2, '2023-01-23', 'Pass', 'housekeeping - tidy boards');
INSERT INTO inspections (inspection_id, hire_id, inspector_id, inspection_date, result, defect_notes) VALUES (5, 1, 2, '2023-01-26', 'Pass', 'housekeeping - tidy boards');
INSERT INTO inspections (inspection_id, hire_id, inspector_id, inspection_date, result, defect_notes) VALUES (6, 2, 2, '2023-02-03', 'Pass with advisories', 'debris netting torn');
INSERT INTO inspections (inspection_id, hire_id, inspector_id, inspection_date, result, defect_notes) VALUES (7, 5, 4, '2023-03-07', 'Pass', NULL);
INSERT INTO inspections (inspection_id, hire_id, inspector_id, inspection_date, result, defect_notes) VALUES (8, 6, 15, '2023-03-08', 'Pass with advisories', 'guard rail missing on top lift');
INSERT INTO inspections (inspection_id, hire_id, inspector_id, inspection_date, result, defect_notes) VALUES (9, 5, 9, '2023-03-21', 'Pass', NULL);
INSERT INTO inspections (inspection_id, hire_id, inspector_id, inspection_date, result, defect_notes) VALUES (10, 6, 2, '2023-03-22', 'Pass with advisories', 'base plate on soft ground');
INSERT INTO inspections (inspection_id, hire_id, inspector_id, inspection_date, result, defect_notes) VALUES (11, 7, 15, '2023-04-16', 'Pass with advisories', 'ladder not secured');
INSERT INTO inspections (inspection_id, hire_id, inspector_id, inspection_date, result, defect_notes) VALUES (12, 8, 15, '2023-04-29', 'Pass', NULL);
INSERT INTO inspections (inspection_id, hire_id, inspector_id, inspection_date, result, defect_notes) VALUES (13, 9, 4, '2023-05-17', 'Pass', NULL);
INSERT INTO inspections (inspection_id, hire_id, inspector_id, inspection_date, result, defect_notes) VALUES (14, 10, 2, '2023-05-24', 'Fail', 'guard rail missing on top lift');
INSERT INTO inspections (inspection_id, hire_id, inspector_id, inspection_date, result, defect_notes) VALUES (15, 11, 1, '2023-05-28', 'Pass', NULL);
INSERT INTO inspections (inspection_id, hire_id, inspector_id, inspection_date, result, defect_notes) VALUES (16, 12, 11, '2023-06-13', 'Pass with advisories', 'guard rail missing on top lift');
INSERT INTO inspections (inspection_id, hire_id, inspector_id, inspection_date, result, defect_notes) VALUES (17, 13, 11, '2023-06-21', 'Pass', 'housekeeping - tidy boards');
INSERT INTO inspections (inspection_id, hire_id, inspector_id, inspection_date, result, defect_notes) VALUES (18, 12, 1, '2023-07-11', 'Pass', NULL);
INSERT INTO inspections (inspection_id, hire_id, inspector_id, inspection_date, result, defect_notes) VALUES (19, 8, 9, '2023-07-15', 'Pass with advisories', 'debris netting torn');
INSERT INTO inspections (inspection_id, hire_id, inspector_id, inspection_date, result, defect_notes) VALUES (20, 14, 9, '2023-08-02', 'Pass with advisories', 'debris netting torn');
INSERT INTO inspections (inspection_id, hire_id, inspector_id, inspection_date, result, defect_notes) VALUES (21, 15, 1, '2023-08-04', 'Pass', NULL);
INSERT INTO inspections (inspection_id, hire_id, inspector_id, inspection_date, result, defect_notes) VALUES (22, 16, 11, '2023-08-04', 'Pass', NULL);
INSERT INTO inspections (inspection_id, hire_id, inspector_id, inspection_date, result, defect_notes) VALUES (23, 17, 1, '2023-08-05', 'Pass', NULL);
INSERT INTO inspections (inspection_id, hire_id, inspector_id, inspection_date, result, defect_notes) VALUES (24, 18, 15, '2023-08-06', 'Pass', NULL);
INSERT INTO inspections (inspection_id, hire_id, inspector_id, inspection_date, result, defect_notes) VALUES (25, 14, 11, '2023-08-16', 'Pass', 'housekeeping - tidy boards');
INSERT INTO inspections (inspection_id, hire_id, inspector_id, inspection_date, result, defect_notes) VALUES (26, 19, 15, '2023-08-18', 'Pass', NULL);
INSERT INTO inspections (inspection_id, hire_id, inspector_id, inspection_date, result, defect_notes) VALUES (27, 20, 11, '2023-08-18', 'Pass', NULL);
INSERT INTO inspections (inspection_id, hire_id, inspector_id, inspection_date, result, defect_notes) VALUES (28, 21, 2, '2023-08-29', 'Pass', NULL);
INSERT INTO inspections (inspection_id, hire_id, inspector_id, inspection_date, result, defect_notes) VALUES (29, 22, 11, '2023-08-30', 'Fail', 'debris netting torn');
INSERT INTO inspections (inspection_id, hire_id, inspector_id, inspection_date, result, defect_notes) VALUES (30, 19, 4, '2023-09-01', 'Pass with advisories', 'missing toe board');
INSERT INTO inspections (inspection_id, hire_id, inspector_id, inspection_date, result, defect_notes) VALUES (31, 23, 2, '2023-09-10', 'Pass', NULL);
INSERT INTO inspections (inspection_id, hire_id, inspector_id, inspection_date, result, defect_notes) VALUES (32, 24, 1, '2023-09-12', 'Pass', 'housekeeping - tidy boards');
INSERT INTO inspections (inspection_id, hire_id, inspector_id, inspection_date, result, defect_notes) VALUES (33, 22, 2, '2023-09-13', 'Pass', NULL);
INSERT INTO inspections (inspection_id, hire_id, inspector_id, inspection_date, result, defect_notes) VALUES (34, 25, 9, '2023-09-16', 'Pass with advisories', 'missing toe board');
INSERT INTO inspections (inspection_id, hire_id, inspector_id, inspection_date, result, defect_notes) VALUES (35, 23, 2, '2023-09-17', 'Pass', NULL);
INSERT INTO inspections (inspection_id, hire_id, inspector_id, inspection_date, result, defect_notes) VALUES (36, 21, 1, '2023-09-19', 'Pass with advisories', 'ladder not secured');
INSERT INTO inspections (inspection_id, hire_id, inspector_id, inspection_date, result, defect_notes) VALUES (37, 26, 9, '2023-09-20', 'Pass', NULL);
INSERT INTO inspections (inspection_id, hire_id, inspector_id, inspection_date, result, defect_notes) VALUES (38, 27, 1, '2023-09-23', 'Pass', NULL);
INSERT INTO inspections (inspection_id, hire_id, inspector_id, inspection_date, result, defect_notes) VALUES (39, 28, 4, '2023-10-05', 'Pass with advisories', 'debris netting torn');
INSERT INTO inspections (inspection_id, hire_id, inspector_id, inspection_date, result, defect_notes) VALUES (40, 29, 9, '2023-10-14', 'Fail', 'debris netting torn');
INSERT INTO inspections (inspection_id, hire_id, inspector_id, inspection_date, result, defect_notes) VALUES (41, 27, 9, '2023-10-21', 'Pass', 'housekeeping - tidy boards');
INSERT INTO inspections (inspection_id, hire_id, inspector_id, inspection_date, result, defect_notes) VALUES (42, 30, 1, '2023-11-18', 'Pass', 'housekeeping - tidy boards');
INSERT INTO inspections (inspection_id, hire_id, inspector_id, inspection_date, result, defect_notes) VALUES (43, 31, 4, '2023-12-09', 'Pass', NULL);
INSERT INTO inspections (inspection_id, hire_id, inspector_id, inspection_date, result, defect_notes) VALUES (44, 32, 4, '2023-12-12', 'Fail', 'missing toe board');
INSERT INTO inspections (inspection_id, hire_id, inspector_id, inspection_date, result, defect_notes) VALUES (45, 33, 9, '2023-12-14', 'Pass', NULL);
INSERT INTO inspections (inspection_id, hire_id, inspector_id, inspection_date, result, defect_notes) VALUES (46, 34, 11, '2023-12-22', 'Pass', NULL);
INSERT INTO inspections (inspection_id, hire_id, inspector_id, inspection_date, result, defect_notes) VALUES (47, 31, 1, '2023-12-23', 'Pass', NULL);
INSERT INTO inspections (inspection_id, hire_id, inspector_id, inspection_date, result, defect_notes) VALUES (48, 35, 15, '2024-01-05', 'Pass', NULL);
INSERT INTO inspections (inspection_id, hire_id, inspector_id, inspection_date, result, defect_notes) VALUES (49, 36, 4, '2024-02-21', 'Pass', NULL);
INSERT INTO inspections (inspection_id, hire_id, inspector_id, inspection_date, result, defect_notes) VALUES (50, 37, 4, '2024-05-04', 'Pass', NULL);
INSERT INTO inspections (inspection_id, hire_id, inspector_id, inspection_date, result, defect_notes) VALUES (51, 37, 1, '2024-06-01', 'Fail', 'debris netting torn');
INSERT INTO inspections (inspection_id, hire_id, inspector_id, inspection_date, result, defect_notes) VALUES (52, 38, 15, '2024-06-09', 'Pass with advisories', 'base plate on soft ground');
INSERT INTO inspections (inspection_id, hire_id, inspector_id, inspection_date, result, defect_notes) VALUES (53, 39, 2, '2024-06-11', 'Pass', 'housekeeping - tidy boards');
INSERT INTO inspections (inspection_id, hire_id, inspector_id, inspection_date, result, defect_notes) VALUES (54, 40, 2, '2024-06-14', 'Pass', NULL);
INSERT INTO inspections (inspection_id, hire_id, inspector_id, inspection_date, result, defect_notes) VALUES (55, 41, 11, '2024-07-13', 'Pass', 'housekeeping - tidy boards');
INSERT INTO inspections (inspection_id, hire_id, inspector_id, inspection_date, result, defect_notes) VALUES (56, 42, 1, '2024-07-14', 'Pass', NULL);
INSERT INTO inspections (inspection_id, hire_id, inspector_id, inspection_date, result, defect_notes) VALUES (57, 40, 1, '2024-08-02', 'Pass with advisories', 'ties need checking');
INSERT INTO inspections (inspection_id, hire_id, inspector_id, inspection_date, result, defect_notes) VALUES (58, 41, 2, '2024-08-10', 'Pass', NULL);
COMMIT;
