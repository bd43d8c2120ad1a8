-- piano_care: a Kent piano tuning and repair firm (technicians, customers, pianos, visits, invoices)
BEGIN TRANSACTION;
CREATE TABLE technicians (
    technician_id INTEGER PRIMARY KEY,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    base_town TEXT NOT NULL,
    hourly_rate REAL NOT NULL,
    call_out_fee REAL NOT NULL,
    hired_date TEXT NOT NULL,
    left_date TEXT, -- NULL = still works for the firm
    is_certified INTEGER NOT NULL CHECK (is_certified IN (0,1)),
    mobile TEXT -- NULL = no work mobile on file
);
CREATE TABLE customers (
    customer_id INTEGER PRIMARY KEY,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    organisation TEXT, -- NULL = private household, not an organisation
    town TEXT NOT NULL,
    email TEXT, -- NULL = no email address given
    joined_date TEXT NOT NULL,
    is_account_customer INTEGER NOT NULL CHECK (is_account_customer IN (0,1))
);
CREATE TABLE pianos (
    piano_id INTEGER PRIMARY KEY,
    customer_id INTEGER NOT NULL REFERENCES customers(customer_id),
    maker TEXT NOT NULL,
    model TEXT, -- NULL = model not known
    piano_type TEXT NOT NULL,
    year_built INTEGER, -- NULL = year of manufacture unknown
    insured_value REAL, -- NULL = not yet valued
    room TEXT -- NULL = room not noted
);
CREATE TABLE visits (
    visit_id INTEGER PRIMARY KEY,
    piano_id INTEGER NOT NULL REFERENCES pianos(piano_id),
    technician_id INTEGER NOT NULL REFERENCES technicians(technician_id),
    requested_date TEXT NOT NULL,
    visit_date TEXT NOT NULL,
    service_type TEXT NOT NULL,
    duration_minutes INTEGER, -- NULL = no duration logged (visit cancelled)
    is_cancelled INTEGER NOT NULL CHECK (is_cancelled IN (0,1)),
    notes TEXT -- NULL = no notes written
);
CREATE TABLE invoices (
    invoice_id INTEGER PRIMARY KEY,
    visit_id INTEGER NOT NULL REFERENCES visits(visit_id),
    issued_date TEXT NOT NULL,
    due_date TEXT NOT NULL,
    paid_date TEXT, -- NULL = not paid yet
    labour_amount REAL NOT NULL,
    parts_amount REAL, -- NULL = no parts used
    travel_amount REAL NOT NULL,
    payment_method TEXT -- NULL = not paid yet
);
INSERT INTO technicians (technician_id, first_name, last_name, base_town, hourly_rate, call_out_fee, hired_date, left_date, is_certified, mobile) VALUES (1, 'Maria', 'Costa', 'Ashford', 42.0, 25.0, '2015-03-02', NULL, 1, '07700 900101');
INSERT INTO technicians (technician_id, first_name, last_name, base_town, hourly_rate, call_out_fee, hired_date, left_date, is_certified, mobile) VALUES (2, 'Tom', 'Barker', 'Canterbury', 38.0, 20.0, '2018-06-11', NULL, 0, '07700 900102');
INSERT INTO technicians (technician_id, first_name, last_name, base_town, hourly_rate, call_out_fee, hired_date, left_date, is_certified, mobile) VALUES (3, 'Priya', 'Nair', 'Maidstone', 45.0, 30.0, '2012-09-17', NULL, 1, '07700 900103');
INSERT INTO technicians (technician_id, first_name, last_name, base_town, hourly_rate, call_out_fee, hired_date, left_date, is_certified, mobile) VALUES (4, 'James', 'Whitfield', 'Dover', 38.0, 25.0, '2016-01-04', '2023-08-31', 1, '07700 900104');
INSERT INTO technicians (technician_id, first_name, last_name, base_town, hourly_rate, call_out_fee, hired_date, left_date, is_certified, mobile) VALUES (5, 'Anna', 'Kowalski', 'Folkestone', 36.0, 18.0, '2020-02-10', NULL, 0, NULL);
INSERT INTO technicians (technician_id, first_name, last_name, base_town, hourly_rate, call_out_fee, hired_date, left_date, is_certified, mobile) VALUES (6, 'David', 'Okafor', 'Dover', 44.0, 28.0, '2014-05-19', NULL, 1, '07700 900106');
INSERT INTO technicians (technician_id, first_name, last_name, base_town, hourly_rate, call_out_fee, hired_date, left_date, is_certified, mobile) VALUES (7, 'Helen', 'Marsh', 'Canterbury', 39.0, 22.0, '2019-10-01', NULL, 1, '07700 900107');
INSERT INTO technicians (technician_id, first_name, last_name, base_town, hourly_rate, call_out_fee, hired_date, left_date, is_certified, mobile) VALUES (8, 'Liam', 'Byrne', 'Maidstone', 35.0, 20.0, '2021-04-12', NULL, 0, '07700 900108');
INSERT INTO technicians (technician_id, first_name, last_name, base_town, hourly_rate, call_out_fee, hired_date, left_date, is_certified, mobile) VALUES (9, 'Sofia', 'Rossi', 'Tonbridge', 41.0, 24.0, '2017-07-24', NULL, 1, '07700 900109');
INSERT INTO technicians (technician_id, first_name, last_name, base_town, hourly_rate, call_out_fee, hired_date, left_date, is_certified, mobile) VALUES (10, 'George', 'Hale', 'Faversham', 37.0, 20.0, '2022-01-17', NULL, 0, NULL);
INSERT INTO technicians (technician_id, first_name, last_name, base_town, hourly_rate, call_out_fee, hired_date, left_date, is_certified, mobile) VALUES (11, 'Ruth', 'Ellison', 'Whitstable', 37.0, 26.0, '2013-11-05', '2021-12-31', 1, '07700 900111');
INSERT INTO technicians (technician_id, first_name, last_name, base_town, hourly_rate, call_out_fee, hired_date, left_date, is_certified, mobile) VALUES (12, 'Sam', 'Patel', 'Ashford', 38.5, 22.0, '2020-08-03', NULL, 1, '07700 900112');
INSERT INTO technicians (technician_id, first_name, last_name, base_town, hourly_rate, call_out_fee, hired_date, left_date, is_certified, mobile) VALUES (13, 'Chloe', 'Dunn', 'Deal', 36.0, 19.0, '2023-02-20', NULL, 0, '07700 900113');
INSERT INTO technicians (technician_id, first_name, last_name, base_town, hourly_rate, call_out_fee, hired_date, left_date, is_certified, mobile) VALUES (14, 'Owen', 'Price', 'Tonbridge', 46.0, 32.0, '2010-04-26', NULL, 1, '07700 900114');
INSERT INTO technicians (technician_id, first_name, last_name, base_town, hourly_rate, call_out_fee, hired_date, left_date, is_certified, mobile) VALUES (15, 'Martin', 'Gray', 'Sevenoaks', 39.0, 25.0, '2019-03-11', NULL, 0, NULL);
INSERT INTO customers (customer_id, first_name, last_name, organisation, town, email, joined_date, is_account_customer) VALUES (1, 'Maria', 'Lopez', NULL, 'Canterbury', 'maria.lopez@example.com', '2019-04-02', 0);
INSERT INTO customers (customer_id, first_name, last_name, organisation, town, email, joined_date, is_account_customer) VALUES (2, 'Edward', 'Finch', 'St Mary''s Primary School', 'Ashford', 'office@stmarys-ashford.example.org', '2016-09-12', 1);
INSERT INTO customers (customer_id, first_name, last_name, organisation, town, email, joined_date, is_account_customer) VALUES (3, 'Tom', 'Hughes', NULL, 'Whitstable', NULL, '2021-01-20', 0);
INSERT INTO customers (customer_id, first_name, last_name, organisation, town, email, joined_date, is_account_customer) VALUES (4, 'Grace', 'Lee', 'Canterbury Cathedral Choir', 'Canterbury', 'grace.lee@example.org', '2015-06-30', 1);
INSERT INTO customers (customer_id, first_name, last_name, organisation, town, email, joined_date, is_account_customer) VALUES (5, 'Helen', 'Ward', NULL, 'Maidstone', 'hward@example.com', '2020-11-03', 0);
INSERT INTO customers (customer_id, first_name, last_name, organisation, town, email, joined_date, is_account_customer) VALUES (6, 'Rajesh', 'Mehta', 'Dover Grammar School', 'Dover', 'music@dovergrammar.example.org', '2017-02-14', 1);
INSERT INTO customers (customer_id, first_name, last_name, organisation, town, email, joined_date, is_account_customer) VALUES (7, 'Anna', 'Fischer', NULL, 'Ashford', 'anna.f@example.com', '2022-05-09', 0);
INSERT INTO customers (customer_id, first_name, last_name, organisation, town, email, joined_date, is_account_customer) VALUES (8, 'Peter', 'Quinn', NULL, 'Sevenoaks', NULL, '2018-10-22', 0);
INSERT INTO customers (customer_id, first_name, last_name, organisation, town, email, joined_date, is_account_customer) VALUES (9, 'Sam', 'O''Neill', 'Tonbridge Baptist Church', 'Tonbridge', 'sam.oneill@example.org', '2019-01-15', 1);
INSERT INTO customers (customer_id, first_name, last_name, organisation, town, email, joined_date, is_account_customer) VALUES (10, 'Lucy', 'Harper', NULL, 'Folkestone', 'lucy.harper@example.com', '2021-07-01', 0);
INSERT INTO customers (customer_id, first_name, last_name, organisation, town, email, joined_date, is_account_customer) VALUES (11, 'Frank', 'Adeyemi', NULL, 'Ashford', 'frank.a@example.com', '2023-03-18', 0);
INSERT INTO customers (customer_id, first_name, last_name, organisation, town, email, joined_date, is_account_customer) VALUES (12, 'Joan', 'Baxter', 'Faversham Town Hall', 'Faversham', 'events@faversham.example.gov', '2014-11-11', 1);
INSERT INTO customers (customer_id, first_name, last_name, organisation, town, email, joined_date, is_account_customer) VALUES (13, 'Oliver', 'Grant', NULL, 'Deal', NULL, '2020-06-25', 0);
INSERT INTO customers (customer_id, first_name, last_name, organisation, town, email, joined_date, is_account_customer) VALUES (14, 'Nadia', 'Rahman', NULL, 'Canterbury', 'nadia.r@example.com', '2022-09-30', 0);
INSERT INTO customers (customer_id, first_name, last_name, organisation, town, email, joined_date, is_account_customer) VALUES (15, 'Victor', 'Stone', 'The Marlowe Rooms', 'Canterbury', 'bookings@marlowerooms.example.com', '2016-04-04', 1);
INSERT INTO customers (customer_id, first_name, last_name, organisation, town, email, joined_date, is_account_customer) VALUES (16, 'Irene', 'Clarke', NULL, 'Maidstone', 'irene.clarke@example.com', '2018-02-27', 0);
INSERT INTO customers (customer_id, first_name, last_name, organisation, town, email, joined_date, is_account_customer) VALUES (17, 'Mark', 'Doyle', NULL, 'Whitstable', 'mdoyle@example.com', '2023-08-08', 0);
INSERT INTO customers (customer_id, first_name, last_name, organisation, town, email, joined_date, is_account_customer) VALUES (18, 'Ben', 'Achebe', 'Ashford Community Centre', 'Ashford', NULL, '2021-11-19', 1);
INSERT INTO customers (customer_id, first_name, last_name, organisation, town, email, joined_date, is_account_customer) VALUES (19, 'Eleanor', 'Vance', NULL, 'Tonbridge', 'e.vance@example.com', '2015-12-01', 0);
INSERT INTO customers (customer_id, first_name, last_name, organisation, town, email, joined_date, is_account_customer) VALUES (20, 'Colin', 'Reed', NULL, 'Dover', 'colin.reed@example.com', '2019-08-16', 0);
INSERT INTO customers (customer_id, first_name, last_name, organisation, town, email, joined_date, is_account_customer) VALUES (21, 'Harriet', 'Moss', 'Sevenoaks School', 'Sevenoaks', 'music@sevenoaks.example.org', '2013-05-05', 1);
INSERT INTO customers (customer_id, first_name, last_name, organisation, town, email, joined_date, is_account_customer) VALUES (22, 'Yusuf', 'Kaya', NULL, 'Folkestone', NULL, '2024-01-10', 0);
INSERT INTO customers (customer_id, first_name, last_name, organisation, town, email, joined_date, is_account_customer) VALUES (23, 'Wendy', 'Park', NULL, 'Deal', 'wendy.park@example.com', '2017-09-09', 0);
INSERT INTO customers (customer_id, first_name, last_name, organisation, town, email, joined_date, is_account_customer) VALUES (24, 'Alan', 'Brooks', NULL, 'Faversham', 'alan.brooks@example.com', '2020-02-02', 0);
INSERT INTO customers (customer_id, first_name, last_name, organisation, town, email, joined_date, is_account_customer) VALUES (25, 'Maria', 'Evans', NULL, 'Maidstone', 'maria.evans@example.com', '2024-02-21', 0);
INSERT INTO pianos (piano_id, customer_id, maker, model, piano_type, year_built, insured_value, room) VALUES (1, 1, 'Yamaha', 'U1', 'upright', 1998, 3200.0, 'front room');
INSERT INTO pianos (piano_id, customer_id, maker, model, piano_type, year_built, insured_value, room) VALUES (2, 2, 'Kawai', 'K-300', 'upright', 2012, 4100.0, 'hall');
INSERT INTO pianos (piano_id, customer_id, maker, model, piano_type, year_built, insured_value, room) VALUES (3, 2, 'Yamaha', 'C3', 'grand', 1989, 14500.0, 'main hall');
INSERT INTO pianos (piano_id, customer_id, maker, model, piano_type, year_built, insured_value, room) VALUES (4, 3, 'Knight', 'K10', 'upright', 1975, 1500.0, NULL);
INSERT INTO pianos (piano_id, customer_id, maker, model, piano_type, year_built, insured_value, room) VALUES (5, 4, 'Steinway', 'Model B', 'grand', 1962, 68000.0, 'nave');
INSERT INTO pianos (piano_id, customer_id, maker, model, piano_type, year_built, insured_value, room) VALUES (6, 4, 'Broadwood', NULL, 'upright', 1910, NULL, 'song school');
INSERT INTO pianos (piano_id, customer_id, maker, model, piano_type, year_built, insured_value, room) VALUES (7, 5, 'Bechstein', 'A 160', 'baby grand', 2005, 21000.0, 'lounge');
INSERT INTO pianos (piano_id, customer_id, maker, model, piano_type, year_built, insured_value, room) VALUES (8, 6, 'Yamaha', 'U3', 'upright', 2001, 3900.0, 'music room 1');
INSERT INTO pianos (piano_id, customer_id, maker, model, piano_type, year_built, insured_value, room) VALUES (9, 6, 'Yamaha', 'U3', 'upright', 2003, 3800.0, 'music room 2');
INSERT INTO pianos (piano_id, customer_id, maker, model, piano_type, year_built, insured_value, room) VALUES (10, 6, 'Kawai', 'GX-2', 'baby grand', 2016, 17500.0, 'hall');
INSERT INTO pianos (piano_id, customer_id, maker, model, piano_type, year_built, insured_value, room) VALUES (11, 7, 'Challen', NULL, 'upright', 1955, 900.0, NULL);
INSERT INTO pianos (piano_id, customer_id, maker, model, piano_type, year_built, insured_value, room) VALUES (12, 8, 'Steinway', 'Model S', 'baby grand', 1938, 31000.0, 'drawing room');
INSERT INTO pianos (piano_id, customer_id, maker, model, piano_type, year_built, insured_value, room) VALUES (13, 9, 'Chappell', NULL, 'upright', 1930, NULL, 'church hall');
INSERT INTO pianos (piano_id, customer_id, maker, model, piano_type, year_built, insured_value, room) VALUES (14, 9, 'Yamaha', 'GB1', 'baby grand', 2010, 9500.0, 'sanctuary');
INSERT INTO pianos (piano_id, customer_id, maker, model, piano_type, year_built, insured_value, room) VALUES (15, 10, 'Kawai', 'K-200', 'upright', 2019, 3600.0, 'study');
INSERT INTO pianos (piano_id, customer_id, maker, model, piano_type, year_built, insured_value, room) VALUES (16, 11, 'Bluthner', 'Model 6', 'grand', 1927, 26000.0, 'living room');
INSERT INTO pianos (piano_id, customer_id, maker, model, piano_type, year_built, insured_value, room) VALUES (17, 12, 'Steinway', 'Model D', 'grand', 1978, 95000.0, 'assembly room');
INSERT INTO pianos (piano_id, customer_id, maker, model, piano_type, year_built, insured_value, room) VALUES (18, 12, 'Broadwood', 'Barless', 'grand', 1899, 12000.0, 'council chamber');
INSERT INTO pianos (piano_id, customer_id, maker, model, piano_type, year_built, insured_value, room) VALUES (19, 13, 'Yamaha', 'b1', 'upright', 2015, 2900.0, NULL);
INSERT INTO pianos (piano_id, customer_id, maker, model, piano_type, year_built, insured_value, room) VALUES (20, 14, 'Knight', 'K10', 'upright', 1984, 1700.0, 'front room');
INSERT INTO pianos (piano_id, customer_id, maker, model, piano_type, year_built, insured_value, room) VALUES (21, 15, 'Steinway', 'Model B', 'grand', 1995, 72000.0, 'ballroom');
INSERT INTO pianos (piano_id, customer_id, maker, model, piano_type, year_built, insured_value, room) VALUES (22, 15, 'Yamaha', 'U1', 'upright', 1993, 2800.0, 'bar');
INSERT INTO pianos (piano_id, customer_id, maker, model, piano_type, year_built, insured_value, room) VALUES (23, 16, 'Chappell', NULL, 'upright', NULL, NULL, 'dining room');
INSERT INTO pianos (piano_id, customer_id, maker, model, piano_type, year_built, insured_value, room) VALUES (24, 17, 'Kawai', 'K-300', 'upright', 2021, 4600.0, 'living room');
INSERT INTO pianos (piano_id, customer_id, maker, model, piano_type, year_built, insured_value, room) VALUES (25, 18, 'Yamaha', 'U1', 'upright', 1990, 2500.0, 'main hall');
INSERT INTO pianos (piano_id, customer_id, maker, model, piano_type, year_built, insured_value, room) VALUES (26, 19, 'Bechstein', 'Concert 8', 'upright', 2008, 11000.0, 'music room');
INSERT INTO pianos (piano_id, customer_id, maker, model, piano_type, year_built, insured_value, room) VALUES (27, 20, 'Challen', 'Studio', 'upright', 1968, 1100.0, NULL);
INSERT INTO pianos (piano_id, customer_id, maker, model, piano_type, year_built, insured_value, room) VALUES (28, 21, 'Steinway', 'Model O', 'grand', 1924, 48000.0, 'recital hall');
INSERT INTO pianos (piano_id, customer_id, maker, model, piano_type, year_built, insured_value, room) VALUES (29, 21, 'Yamaha', 'C7', 'grand', 2011, 39000.0, 'concert hall');
INSERT INTO pianos (piano_id, customer_id, maker, model, piano_type, year_built, insured_value, room) VALUES (30, 22, 'Kawai', 'K-15', 'upright', NULL, NULL, 'bedroom');
INSERT INTO pianos (piano_id, customer_id, maker, model, piano_type, year_built, insured_value, room) VALUES (31, 23, 'Yamaha', 'GB1', 'baby grand', 2007, 8800.0, 'conservatory');
INSERT INTO pianos (piano_id, customer_id, maker, model, piano_type, year_built, insured_value, room) VALUES (32, 24, 'Knight', 'K10', 'upright', 1979, 1600.0, 'front room');
INSERT INTO pianos (piano_id, customer_id, maker, model, piano_type, year_built, insured_value, room) VALUES (33, 25, 'Kawai', 'GL-10', 'baby grand', 2018, 12500.0, 'lounge');
INSERT INTO visits (visit_id, piano_id, technician_id, requested_date, visit_date, service_type, duration_minutes, is_cancelled, notes) VALUES (1, 29, 1, '2023-08-17', '2023-09-05', 'Tuning Plus', 120, 0, NULL);
INSERT INTO visits (visit_id, piano_id, technician_id, requested_date, visit_date, service_type, duration_minutes, is_cancelled, notes) VALUES (2, 32, 9, '2023-08-14', '2023-09-11', 'Tuning', NULL, 1, 'pedal squeak fixed');
INSERT INTO visits (visit_id, piano_id, technician_id, requested_date, visit_date, service_type, duration_minutes, is_cancelled, notes) VALUES (3, 30, 3, '2023-09-02', '2023-09-17', 'Repair', 105, 0, NULL);
INSERT INTO visits (visit_id, piano_id, technician_id, requested_date, visit_date, service_type, duration_minutes, is_cancelled, notes) VALUES (4, 28, 8, '2023-08-26', '2023-09-22', 'Repair', 150, 0, NULL);
INSERT INTO visits (visit_id, piano_id, technician_id, requested_date, visit_date, service_type, duration_minutes, is_cancelled, notes) VALUES (5, 28, 9, '2023-09-21', '2023-09-26', 'Repair', 105, 0, 'customer wants quote for restringing');
INSERT INTO visits (visit_id, piano_id, technician_id, requested_date, visit_date, service_type, duration_minutes, is_cancelled, notes) VALUES (6, 29, 13, '2023-09-26', '2023-10-05', 'Tuning', 60, 0, NULL);
INSERT INTO visits (visit_id, piano_id, technician_id, requested_date, visit_date, service_type, duration_minutes, is_cancelled, notes) VALUES (7, 4, 5, '2023-09-18', '2023-10-07', 'Repair', 135, 0, NULL);
INSERT INTO visits (visit_id, piano_id, technician_id, requested_date, visit_date, service_type, duration_minutes, is_cancelled, notes) VALUES (8, 8, 8, '2023-09-18', '2023-10-14', 'Repair', 105, 0, NULL);
INSERT INTO visits (visit_id, piano_id, technician_id, requested_date, visit_date, service_type, duration_minutes, is_cancelled, notes) VALUES (9, 7, 7, '2023-09-21', '2023-10-19', 'Repair', 120, 0, 'pedal squeak fixed');
INSERT INTO visits (visit_id, piano_id, technician_id, requested_date, visit_date, service_type, duration_minutes, is_cancelled, notes) VALUES (10, 9, 7, '2023-09-27', '2023-10-24', 'Repair', NULL, 1, 'hammers worn');
INSERT INTO visits (visit_id, piano_id, technician_id, requested_date, visit_date, service_type, duration_minutes, is_cancelled, notes) VALUES (11, 5, 15, '2023-10-19', '2023-11-01', 'Tuning', NULL, 1, NULL);
INSERT INTO visits (visit_id, piano_id, technician_id, requested_date, visit_date, service_type, duration_minutes, is_cancelled, notes) VALUES (12, 15, 3, '2023-10-28', '2023-11-06', 'Tuning', NULL, 1, NULL);
INSERT INTO visits (visit_id, piano_id, technician_id, requested_date, visit_date, service_type, duration_minutes, is_cancelled, notes) VALUES (13, 16, 7, '2023-11-02', '2023-11-10', 'Appraisal', 45, 0, NULL);
INSERT INTO visits (visit_id, piano_id, technician_id, requested_date, visit_date, service_type, duration_minutes, is_cancelled, notes) VALUES (14, 12, 3, '2023-10-26', '2023-11-18', 'Tuning', 60, 0, NULL);
INSERT INTO visits (visit_id, piano_id, technician_id, requested_date, visit_date, service_type, duration_minutes, is_cancelled, notes) VALUES (15, 18, 7, '2023-11-09', '2023-11-22', 'Tuning Plus', 75, 0, NULL);
INSERT INTO visits (visit_id, piano_id, technician_id, requested_date, visit_date, service_type, duration_minutes, is_cancelled, notes) VALUES (16, 11, 1, '2023-11-18', '2023-11-29', 'Tuning Plus', NULL, 1, NULL);
INSERT INTO visits (visit_id, piano_id, technician_id, requested_date, visit_date, service_type, duration_minutes, is_cancelled, notes) VALUES (17, 23, 15, '2023-11-20', '2023-12-05', 'Tuning', 90, 0, NULL);
INSERT INTO visits (visit_id, piano_id, technician_id, requested_date, visit_date, service_type, duration_minutes, is_cancelled, notes) VALUES (18, 3, 7, '2023-11-13', '2023-12-11', 'Tuning Plus', 120, 0, NULL);
INSERT INTO visits (visit_id, piano_id, technician_id, requested_date, visit_date, service_type, duration_minutes, is_cancelled, notes) VALUES (19, 10, 5, '2023-11-25', '2023-12-13', 'Tuning Plus', NULL, 1, NULL);
INSERT INTO visits (visit_id, piano_id, technician_id, requested_date, visit_date, service_type, duration_minutes, is_cancelled, notes) VALUES (20, 4, 1, '2023-11-27', '2023-12-21', 'Tuning', 90, 0, 'sticking key E4');
INSERT INTO visits (visit_id, piano_id, technician_id, requested_date, visit_date, service_type, duration_minutes, is_cancelled, notes) VALUES (21, 21, 2, '2023-12-08', '2023-12-25', 'Appraisal', 75, 0, NULL);
INSERT INTO visits (visit_id, piano_id, technician_id, requested_date, visit_date, service_type, duration_minutes, is_cancelled, notes) VALUES (22, 7, 9, '2023-12-26', '2024-01-01', 'Tuning', 60, 0, 'replaced two bass strings');
INSERT INTO visits (visit_id, piano_id, technician_id, requested_date, visit_date, service_type, duration_minutes, is_cancelled, notes) VALUES (23, 7, 14, '2024-01-01', '2024-01-08', 'Repair', 120, 0, 'customer wants quote for restringing');
INSERT INTO visits (visit_id, piano_id, technician_id, requested_date, visit_date, service_type, duration_minutes, is_cancelled, notes) VALUES (24, 15, 10, '2024-01-05', '2024-01-10', 'Repair', 120, 0, 'pitch raise needed');
INSERT INTO visits (visit_id, piano_id, technician_id, requested_date, visit_date, service_type, duration_minutes, is_cancelled, notes) VALUES (25, 26, 5, '2024-01-07', '2024-01-17', 'Tuning Plus', 105, 0, NULL);
INSERT INTO visits (visit_id, piano_id, technician_id, requested_date, visit_date, service_type, duration_minutes, is_cancelled, notes) VALUES (26, 31, 1, '2023-12-27', '2024-01-23', 'Tuning', 60, 0, NULL);
INSERT INTO visits (visit_id, piano_id, technician_id, requested_date, visit_date, service_type, duration_minutes, is_cancelled, notes) VALUES (27, 9, 1, '2024-01-14', '2024-01-29', 'Tuning Plus', 105, 0, NULL);
INSERT INTO visits (visit_id, piano_id, technician_id, requested_date, visit_date, service_type, duration_minutes, is_cancelled, notes) VALUES (28, 16, 9, '2024-01-20', '2024-02-03', 'Regulation', 195, 0, NULL);
INSERT INTO visits (visit_id, piano_id, technician_id, requested_date, visit_date, service_type, duration_minutes, is_cancelled, notes) VALUES (29, 18, 9, '2024-01-14', '2024-02-09', 'Tuning', 90, 0, NULL);
INSERT INTO visits (visit_id, piano_id, technician_id, requested_date, visit_date, service_type, duration_minutes, is_cancelled, notes) VALUES (30, 1, 13, '2024-02-12', '2024-02-16', 'Tuning Plus', 90, 0, NULL);
INSERT INTO visits (visit_id, piano_id, technician_id, requested_date, visit_date, service_type, duration_minutes, is_cancelled, notes) VALUES (31, 15, 10, '2024-01-29', '2024-02-19', 'Tuning', NULL, 1, 'replaced two bass strings');
INSERT INTO visits (visit_id, piano_id, technician_id, requested_date, visit_date, service_type, duration_minutes, is_cancelled, notes) VALUES (32, 33, 3, '2024-02-15', '2024-02-25', 'Regulation', 165, 0, NULL);
INSERT INTO visits (visit_id, piano_id, technician_id, requested_date, visit_date, service_type, duration_minutes, is_cancelled, notes) VALUES (33, 30, 5, '2024-02-04', '2024-03-03', 'Regulation', 180, 0, NULL);
INSERT INTO visits (visit_id, piano_id, technician_id, requested_date, visit_date, service_type, duration_minutes, is_cancelled, notes) VALUES (34, 9, 2, '2024-02-29', '2024-03-07', 'Tuning Plus', 120, 0, NULL);
INSERT INTO visits (visit_id, piano_id, technician_id, requested_date, visit_date, service_type, duration_minutes, is_cancelled, notes) VALUES (35, 26, 12, '2024-02-24', '2024-03-15', 'Tuning', 45, 0, NULL);
INSERT INTO visits (visit_id, piano_id, technician_id, requested_date, visit_date, service_type, duration_minutes, is_cancelled, notes) VALUES (36, 10, 8, '2024-03-12', '2024-03-21', 'Repair', NULL, 1, NULL);
INSERT INTO visits (visit_id, piano_id, technician_id, requested_date, visit_date, service_type, duration_minutes, is_cancelled, notes) VALUES (37, 20, 2, '2024-03-02', '2024-03-25', 'Tuning Plus', NULL, 1, NULL);
INSERT INTO visits (visit_id, piano_id, technician_id, requested_date, visit_date, service_type, duration_minutes, is_cancelled, notes) VALUES (38, 1, 7, '2024-03-18', '2024-03-31', 'Repair', 135, 0, 'sticking key E4');
INSERT INTO visits (visit_id, piano_id, technician_id, requested_date, visit_date, service_type, duration_minutes, is_cancelled, notes) VALUES (39, 13, 15, '2024-03-23', '2024-04-03', 'Tuning', 60, 0, NULL);
INSERT INTO visits (visit_id, piano_id, technician_id, requested_date, visit_date, service_type, duration_minutes, is_cancelled, notes) VALUES (40, 21, 2, '2024-04-05', '2024-04-11', 'Tuning', 60, 0, 'customer wants quote for restringing');
INSERT INTO visits (visit_id, piano_id, technician_id, requested_date, visit_date, service_type, duration_minutes, is_cancelled, notes) VALUES (41, 26, 8, '2024-03-19', '2024-04-15', 'Regulation', 195, 0, 'customer wants quote for restringing');
INSERT INTO visits (visit_id, piano_id, technician_id, requested_date, visit_date, service_type, duration_minutes, is_cancelled, notes) VALUES (42, 31, 13, '2024-04-14', '2024-04-23', 'Tuning Plus', 75, 0, 'customer wants quote for restringing');
INSERT INTO visits (visit_id, piano_id, technician_id, requested_date, visit_date, service_type, duration_minutes, is_cancelled, notes) VALUES (43, 19, 9, '2024-04-18', '2024-04-29', 'Tuning', 90, 0, NULL);
INSERT INTO visits (visit_id, piano_id, technician_id, requested_date, visit_date, service_type, duration_minutes, is_cancelled, notes) VALUES (44, 10, 10, '2024-04-04', '2024-05-02', 'Repair', 105, 0, NULL);
INSERT INTO visits (visit_id, piano_id, technician_id, requested_date, visit_date, service_type, duration_minutes, is_cancelled, notes) VALUES (45, 33, 13, '2024-05-02', '2024-05-09', 'Tuning', NULL, 1, NULL);
INSERT INTO visits (visit_id, piano_id, technician_id, requested_date, visit_date, service_type, duration_minutes, is_cancelled, notes) VALUES (46, 8, 7, '2024-05-01', '2024-05-12', 'Tuning', 75, 0, 'customer wants quote for restringing');
INSERT INTO visits (visit_id, piano_id, technician_id, requested_date, visit_date, service_type, duration_minutes, is_cancelled, notes) VALUES (47, 18, 8, '2024-04-29', '2024-05-18', 'Repair', 120, 0, NULL);
INSERT INTO visits (visit_id, piano_id, technician_id, requested_date, visit_date, service_type, duration_minutes, is_cancelled, notes) VALUES (48, 3, 15, '2024-05-23', '2024-05-27', 'Tuning Plus', 90, 0, 'pitch raise needed');
INSERT INTO visits (visit_id, piano_id, technician_id, requested_date, visit_date, service_type, duration_minutes, is_cancelled, notes) VALUES (49, 21, 12, '2024-05-15', '2024-06-01', 'Tuning', 90, 0, NULL);
INSERT INTO visits (visit_id, piano_id, technician_id, requested_date, visit_date, service_type, duration_minutes, is_cancelled, notes) VALUES (50, 13, 6, '2024-05-17', '2024-06-05', 'Regulation', 195, 0, 'humid room, advised dehumidifier');
INSERT INTO visits (visit_id, piano_id, technician_id, requested_date, visit_date, service_type, duration_minutes, is_cancelled, notes) VALUES (51, 16, 12, '2024-06-05', '2024-06-13', 'Tuning', 75, 0, 'pedal squeak fixed');
INSERT INTO visits (visit_id, piano_id, technician_id, requested_date, visit_date, service_type, duration_minutes, is_cancelled, notes) VALUES (52, 26, 1, '2024-06-03', '2024-06-16', 'Tuning Plus', 75, 0, NULL);
INSERT INTO invoices (invoice_id, visit_id, issued_date, due_date, paid_date, labour_amount, parts_amount, travel_amount, payment_method) VALUES (1, 1, '2023-09-07', '2023-10-07', '2023-09-24', 84.0, NULL, 25.0, 'bank transfer');
INSERT INTO invoices (invoice_id, visit_id, issued_date, due_date, paid_date, labour_amount, parts_amount, travel_amount, payment_method) VALUES (2, 3, '2023-09-17', '2023-10-01', '2023-10-04', 78.75, 42.5, 30.0, 'bank transfer');
INSERT INTO invoices (invoice_id, visit_id, issued_date, due_date, paid_date, labour_amount, parts_amount, travel_amount, payment_method) VALUES (3, 4, '2023-09-23', '2023-10-23', '2023-10-27', 87.5, 85.0, 20.0, 'bank transfer');
INSERT INTO invoices (invoice_id, visit_id, issued_date, due_date, paid_date, labour_amount, parts_amount, travel_amount, payment_method) VALUES (4, 5, '2023-09-28', '2023-10-28', '2023-10-31', 71.75, 18.0, 24.0, 'bank transfer');
INSERT INTO invoices (invoice_id, visit_id, issued_date, due_date, paid_date, labour_amount, parts_amount, travel_amount, payment_method) VALUES (5, 6, '2023-10-06', '2023-11-05', '2023-11-09', 36.0, NULL, 19.0, 'cheque');
INSERT INTO invoices (invoice_id, visit_id, issued_date, due_date, paid_date, labour_amount, parts_amount, travel_amount, payment_method) VALUES (6, 7, '2023-10-08', '2023-10-22', '2023-10-20', 81.0, 42.5, 18.0, 'bank transfer');
INSERT INTO invoices (invoice_id, visit_id, issued_date, due_date, paid_date, labour_amount, parts_amount, travel_amount, payment_method) VALUES (7, 8, '2023-10-14', '2023-11-13', '2023-11-01', 61.25, 85.0, 20.0, 'cheque');
INSERT INTO invoices (invoice_id, visit_id, issued_date, due_date, paid_date, labour_amount, parts_amount, travel_amount, payment_method) VALUES (8, 9, '2023-10-20', '2023-11-03', '2023-10-28', 78.0, 35.0, 22.0, 'bank transfer');
INSERT INTO invoices (invoice_id, visit_id, issued_date, due_date, paid_date, labour_amount, parts_amount, travel_amount, payment_method) VALUES (9, 13, '2023-11-10', '2023-11-24', '2023-11-18', 29.25, NULL, 22.0, 'cheque');
INSERT INTO invoices (invoice_id, visit_id, issued_date, due_date, paid_date, labour_amount, parts_amount, travel_amount, payment_method) VALUES (10, 14, '2023-11-18', '2023-12-02', '2023-11-23', 45.0, NULL, 30.0, 'bank transfer');
INSERT INTO invoices (invoice_id, visit_id, issued_date, due_date, paid_date, labour_amount, parts_amount, travel_amount, payment_method) VALUES (11, 15, '2023-11-24', '2023-12-24', '2023-12-02', 48.75, NULL, 22.0, 'cheque');
INSERT INTO invoices (invoice_id, visit_id, issued_date, due_date, paid_date, labour_amount, parts_amount, travel_amount, payment_method) VALUES (12, 17, '2023-12-05', '2023-12-19', '2023-12-24', 58.5, NULL, 25.0, 'bank transfer');
INSERT INTO invoices (invoice_id, visit_id, issued_date, due_date, paid_date, labour_amount, parts_amount, travel_amount, payment_method) VALUES (13, 18, '2023-12-13', '2024-01-12', '2024-01-19', 78.0, NULL, 22.0, 'bank transfer');
INSERT INTO invoices (invoice_id, visit_id, issued_date, due_date, paid_date, labour_amount, parts_amount, travel_amount, payment_method) VALUES (14, 20, '2023-12-23', '2024-01-06', '2024-01-10', 63.0, NULL, 25.0, 'bank transfer');
INSERT INTO invoices (invoice_id, visit_id, issued_date, due_date, paid_date, labour_amount, parts_amount, travel_amount, payment_method) VALUES (15, 21, '2023-12-28', '2024-01-27', '2024-02-05', 47.5, NULL, 20.0, 'bank transfer');
INSERT INTO invoices (invoice_id, visit_id, issued_date, due_date, paid_date, labour_amount, parts_amount, travel_amount, payment_method) VALUES (16, 22, '2024-01-02', '2024-01-16', '2024-01-22', 41.0, NULL, 24.0, 'cheque');
INSERT INTO invoices (invoice_id, visit_id, issued_date, due_date, paid_date, labour_amount, parts_amount, travel_amount, payment_method) VALUES (17, 23, '2024-01-11', '2024-01-25', NULL, 92.0, 120.0, 32.0, NULL);
INSERT INTO invoices (invoice_id, visit_id, issued_date, due_date, paid_date, labour_amount, parts_amount, travel_amount, payment_method) VALUES (18, 24, '2024-01-11', '2024-01-25', '2024-01-13', 74.0, 60.0, 20.0, 'bank transfer');
INSERT INTO invoices (invoice_id, visit_id, issued_date, due_date, paid_date, labour_amount, parts_amount, travel_amount, payment_method) VALUES (19, 25, '2024-01-17', '2024-01-31', '2024-01-20', 63.0, NULL, 18.0, 'card');
INSERT INTO invoices (invoice_id, visit_id, issued_date, due_date, paid_date, labour_amount, parts_amount, travel_amount, payment_method) VALUES (20, 26, '2024-01-26', '2024-02-09', '2024-01-31', 42.0, NULL, 25.0, 'card');
INSERT INTO invoices (invoice_id, visit_id, issued_date, due_date, paid_date, labour_amount, parts_amount, travel_amount, payment_method) VALUES (21, 27, '2024-02-01', '2024-03-02', '2024-03-04', 73.5, 12.0, 25.0, 'bank transfer');
INSERT INTO invoices (invoice_id, visit_id, issued_date, due_date, paid_date, labour_amount, parts_amount, travel_amount, payment_method) VALUES (22, 28, '2024-02-04', '2024-02-18', '2024-02-15', 133.25, NULL, 24.0, 'bank transfer');
INSERT INTO invoices (invoice_id, visit_id, issued_date, due_date, paid_date, labour_amount, parts_amount, travel_amount, payment_method) VALUES (23, 29, '2024-02-09', '2024-03-10', '2024-03-13', 61.5, NULL, 24.0, 'card');
INSERT INTO invoices (invoice_id, visit_id, issued_date, due_date, paid_date, labour_amount, parts_amount, travel_amount, payment_method) VALUES (24, 30, '2024-02-19', '2024-03-04', '2024-02-22', 54.0, NULL, 19.0, 'cheque');
INSERT INTO invoices (invoice_id, visit_id, issued_date, due_date, paid_date, labour_amount, parts_amount, travel_amount, payment_method) VALUES (25, 32, '2024-02-26', '2024-03-11', '2024-02-28', 123.75, NULL, 30.0, 'bank transfer');
INSERT INTO invoices (invoice_id, visit_id, issued_date, due_date, paid_date, labour_amount, parts_amount, travel_amount, payment_method) VALUES (26, 33, '2024-03-04', '2024-03-18', '2024-03-08', 108.0, NULL, 18.0, 'cheque');
INSERT INTO invoices (invoice_id, visit_id, issued_date, due_date, paid_date, labour_amount, parts_amount, travel_amount, payment_method) VALUES (27, 34, '2024-03-07', '2024-04-06', '2024-04-08', 76.0, NULL, 20.0, 'bank transfer');
INSERT INTO invoices (invoice_id, visit_id, issued_date, due_date, paid_date, labour_amount, parts_amount, travel_amount, payment_method) VALUES (28, 35, '2024-03-16', '2024-03-30', '2024-03-25', 28.88, NULL, 22.0, 'card');
INSERT INTO invoices (invoice_id, visit_id, issued_date, due_date, paid_date, labour_amount, parts_amount, travel_amount, payment_method) VALUES (29, 38, '2024-04-01', '2024-04-15', '2024-04-08', 87.75, 18.0, 22.0, 'bank transfer');
INSERT INTO invoices (invoice_id, visit_id, issued_date, due_date, paid_date, labour_amount, parts_amount, travel_amount, payment_method) VALUES (30, 39, '2024-04-04', '2024-05-04', '2024-04-07', 39.0, NULL, 25.0, 'bank transfer');
INSERT INTO invoices (invoice_id, visit_id, issued_date, due_date, paid_date, labour_amount, parts_amount, travel_amount, payment_method) VALUES (31, 40, '2024-04-12', '2024-05-12', '2024-05-16', 38.0, NULL, 20.0, 'cheque');
INSERT INTO invoices (invoice_id, visit_id, issued_date, due_date, paid_date, labour_amount, parts_amount, travel_amount, payment_method) VALUES (32, 41, '2024-04-18', '2024-05-02', NULL, 113.75, NULL, 20.0, NULL);
INSERT INTO invoices (invoice_id, visit_id, issued_date, due_date, paid_date, labour_amount, parts_amount, travel_amount, payment_method) VALUES (33, 42, '2024-04-26', '2024-05-10', '2024-05-17', 45.0, NULL, 19.0, 'bank transfer');
INSERT INTO invoices (invoice_id, visit_id, issued_date, due_date, paid_date, labour_amount, parts_amount, travel_amount, payment_method) VALUES (34, 43, '2024-05-02', '2024-05-16', '2024-05-23', 61.5, NULL, 24.0, 'cheque');
INSERT INTO invoices (invoice_id, visit_id, issued_date, due_date, paid_date, labour_amount, parts_amount, travel_amount, payment_method) VALUES (35, 44, '2024-05-04', '2024-06-03', NULL, 64.75, 85.0, 20.0, NULL);
INSERT INTO invoices (invoice_id, visit_id, issued_date, due_date, paid_date, labour_amount, parts_amount, travel_amount, payment_method) VALUES (36, 46, '2024-05-14', '2024-06-13', '2024-06-03', 48.75, NULL, 22.0, 'cheque');
INSERT INTO invoices (invoice_id, visit_id, issued_date, due_date, paid_date, labour_amount, parts_amount, travel_amount, payment_method) VALUES (37, 47, '2024-05-19', '2024-06-18', '2024-06-27', 70.0, 18.0, 20.0, 'cheque');
INSERT INTO invoices (invoice_id, visit_id, issued_date, due_date, paid_date, labour_amount, parts_amount, travel_amount, payment_method) VALUES (38, 48, '2024-05-27', '2024-06-26', '2024-06-07', 58.5, 12.0, 25.0, 'bank transfer');
INSERT INTO invoices (invoice_id, visit_id, issued_date, due_date, paid_date, labour_amount, parts_amount, travel_amount, payment_method) VALUES (39, 49, '2024-06-01', '2024-07-01', NULL, 57.75, NULL, 22.0, NULL);
COMMIT;
