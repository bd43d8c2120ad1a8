-- plumbing_heating: a small plumbing and heating firm - engineers, customers, their properties, call-out jobs, parts and invoices.
BEGIN TRANSACTION;
CREATE TABLE technicians (
  technician_id INTEGER PRIMARY KEY,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  mobile TEXT NOT NULL,
  hourly_rate REAL NOT NULL,
  gas_safe_number TEXT, -- NULL = not Gas Safe registered, may not work on gas appliances
  hired_on TEXT NOT NULL,
  left_on TEXT, -- NULL = still works for the firm
  is_apprentice INTEGER NOT NULL CHECK (is_apprentice IN (0,1))
);
CREATE TABLE customers (
  customer_id INTEGER PRIMARY KEY,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  phone TEXT, -- NULL = no phone number given
  email TEXT, -- NULL = no email address given
  town TEXT NOT NULL, -- town of the customer's own (billing) address
  is_landlord INTEGER NOT NULL CHECK (is_landlord IN (0,1)),
  registered_on TEXT NOT NULL
);
CREATE TABLE properties (
  property_id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers(customer_id),
  street_address TEXT NOT NULL,
  town TEXT NOT NULL, -- town where the property (the place we work at) is
  postcode TEXT NOT NULL,
  property_type TEXT NOT NULL, -- house, flat, bungalow, shop
  boiler_make TEXT, -- NULL = no boiler on record at this property
  boiler_fitted_year INTEGER -- NULL = year the boiler was fitted is unknown (or no boiler)
);
CREATE TABLE jobs (
  job_id INTEGER PRIMARY KEY,
  property_id INTEGER NOT NULL REFERENCES properties(property_id),
  technician_id INTEGER REFERENCES technicians(technician_id), -- NULL = not assigned to an engineer yet
  job_type TEXT NOT NULL, -- boiler service, boiler repair, gas safety check, leak repair, blocked drain, radiator fitting, bathroom install
  status TEXT NOT NULL, -- booked, in progress, awaiting parts, completed, cancelled
  reported_on TEXT NOT NULL, -- day the customer called it in
  scheduled_on TEXT NOT NULL, -- day the visit was booked for
  completed_on TEXT, -- NULL = work not finished (or cancelled)
  quoted_price REAL, -- NULL = no quote given in advance
  labour_hours REAL, -- NULL = no hours logged yet
  is_emergency INTEGER NOT NULL CHECK (is_emergency IN (0,1))
);
CREATE TABLE parts (
  part_id INTEGER PRIMARY KEY,
  part_name TEXT NOT NULL,
  brand TEXT, -- NULL = generic, unbranded part
  unit_cost REAL NOT NULL, -- what the firm pays the merchant for one
  sale_price REAL NOT NULL, -- what the firm charges the customer for one
  stock_qty INTEGER NOT NULL,
  reorder_level INTEGER NOT NULL
);
CREATE TABLE job_parts (
  job_part_id INTEGER PRIMARY KEY,
  job_id INTEGER NOT NULL REFERENCES jobs(job_id),
  part_id INTEGER NOT NULL REFERENCES parts(part_id),
  quantity INTEGER NOT NULL
);
CREATE TABLE invoices (
  invoice_id INTEGER PRIMARY KEY,
  job_id INTEGER NOT NULL REFERENCES jobs(job_id),
  issued_on TEXT NOT NULL,
  due_on TEXT NOT NULL,
  total_amount REAL NOT NULL, -- including VAT
  vat_amount REAL NOT NULL,
  paid_on TEXT, -- NULL = not paid yet
  payment_method TEXT -- NULL = not paid yet; otherwise card, bank transfer, cash, cheque
);
INSERT INTO technicians (technician_id, first_name, last_name, mobile, hourly_rate, gas_safe_number, hired_on, left_on, is_apprentice) VALUES (1, 'Dave', 'Holt', '07700 900101', 48.0, 'GS-511203', '2016-03-01', NULL, 0);
INSERT INTO technicians (technician_id, first_name, last_name, mobile, hourly_rate, gas_safe_number, hired_on, left_on, is_apprentice) VALUES (2, 'Dave', 'Kerr', '07700 900102', 45.0, 'GS-604418', '2019-06-10', NULL, 0);
INSERT INTO technicians (technician_id, first_name, last_name, mobile, hourly_rate, gas_safe_number, hired_on, left_on, is_apprentice) VALUES (3, 'Sam', 'Okafor', '07700 900103', 44.0, 'GS-622907', '2020-01-13', NULL, 0);
INSERT INTO technicians (technician_id, first_name, last_name, mobile, hourly_rate, gas_safe_number, hired_on, left_on, is_apprentice) VALUES (4, 'Priya', 'Nair', '07700 900104', 50.0, 'GS-498112', '2015-09-07', NULL, 0);
INSERT INTO technicians (technician_id, first_name, last_name, mobile, hourly_rate, gas_safe_number, hired_on, left_on, is_apprentice) VALUES (5, 'Tom', 'Blake', '07700 900105', 42.0, NULL, '2021-04-19', NULL, 0);
INSERT INTO technicians (technician_id, first_name, last_name, mobile, hourly_rate, gas_safe_number, hired_on, left_on, is_apprentice) VALUES (6, 'Lewis', 'Grant', '07700 900106', 22.0, NULL, '2023-09-04', NULL, 1);
INSERT INTO technicians (technician_id, first_name, last_name, mobile, hourly_rate, gas_safe_number, hired_on, left_on, is_apprentice) VALUES (7, 'Megan', 'Shaw', '07700 900107', 46.0, 'GS-633051', '2018-02-12', '2024-11-29', 0);
INSERT INTO technicians (technician_id, first_name, last_name, mobile, hourly_rate, gas_safe_number, hired_on, left_on, is_apprentice) VALUES (8, 'Aaron', 'Fisk', '07700 900108', 21.0, NULL, '2024-09-02', NULL, 1);
INSERT INTO technicians (technician_id, first_name, last_name, mobile, hourly_rate, gas_safe_number, hired_on, left_on, is_apprentice) VALUES (9, 'Jordan', 'Webb', '07700 900109', 43.0, 'GS-640877', '2017-05-22', NULL, 0);
INSERT INTO technicians (technician_id, first_name, last_name, mobile, hourly_rate, gas_safe_number, hired_on, left_on, is_apprentice) VALUES (10, 'Kieran', 'Doyle', '07700 900110', 40.0, NULL, '2022-03-14', '2025-02-28', 0);
INSERT INTO technicians (technician_id, first_name, last_name, mobile, hourly_rate, gas_safe_number, hired_on, left_on, is_apprentice) VALUES (11, 'Sam', 'Price', '07700 900111', 23.0, NULL, '2024-01-08', NULL, 1);
INSERT INTO technicians (technician_id, first_name, last_name, mobile, hourly_rate, gas_safe_number, hired_on, left_on, is_apprentice) VALUES (12, 'Rachel', 'Stone', '07700 900112', 47.0, 'GS-587260', '2016-11-01', NULL, 0);
INSERT INTO technicians (technician_id, first_name, last_name, mobile, hourly_rate, gas_safe_number, hired_on, left_on, is_apprentice) VALUES (13, 'Gareth', 'Lloyd', '07700 900113', 49.0, 'GS-455019', '2014-07-15', '2024-06-30', 0);
INSERT INTO technicians (technician_id, first_name, last_name, mobile, hourly_rate, gas_safe_number, hired_on, left_on, is_apprentice) VALUES (14, 'Connor', 'Reid', '07700 900114', 20.0, NULL, '2025-01-06', NULL, 1);
INSERT INTO technicians (technician_id, first_name, last_name, mobile, hourly_rate, gas_safe_number, hired_on, left_on, is_apprentice) VALUES (15, 'Ollie', 'Marsh', '07700 900115', 41.0, 'GS-651193', '2021-10-11', NULL, 0);
INSERT INTO customers (customer_id, first_name, last_name, phone, email, town, is_landlord, registered_on) VALUES (1, 'Helen', 'Carter', '01905 611204', 'helen.carter@mailbox.uk', 'Worcester', 0, '2021-03-14');
INSERT INTO customers (customer_id, first_name, last_name, phone, email, town, is_landlord, registered_on) VALUES (2, 'Dave', 'Pearson', '01684 570331', NULL, 'Malvern', 0, '2020-11-02');
INSERT INTO customers (customer_id, first_name, last_name, phone, email, town, is_landlord, registered_on) VALUES (3, 'Priya', 'Shah', NULL, 'priya.shah@fastmail.uk', 'Worcester', 1, '2019-05-20');
INSERT INTO customers (customer_id, first_name, last_name, phone, email, town, is_landlord, registered_on) VALUES (4, 'Martin', 'Bell', '01905 774018', 'm.bell@homenet.uk', 'Droitwich', 0, '2022-01-09');
INSERT INTO customers (customer_id, first_name, last_name, phone, email, town, is_landlord, registered_on) VALUES (5, 'Susan', 'Reeve', '01386 440219', NULL, 'Evesham', 0, '2021-08-30');
INSERT INTO customers (customer_id, first_name, last_name, phone, email, town, is_landlord, registered_on) VALUES (6, 'Kwame', 'Mensah', '07700 900412', 'kwame.m@mailbox.uk', 'Worcester', 0, '2023-02-17');
INSERT INTO customers (customer_id, first_name, last_name, phone, email, town, is_landlord, registered_on) VALUES (7, 'Linda', 'Haworth', '01684 561902', 'linda.h@homenet.uk', 'Malvern', 1, '2018-10-05');
INSERT INTO customers (customer_id, first_name, last_name, phone, email, town, is_landlord, registered_on) VALUES (8, 'Gary', 'Tolley', NULL, NULL, 'Pershore', 0, '2022-06-21');
INSERT INTO customers (customer_id, first_name, last_name, phone, email, town, is_landlord, registered_on) VALUES (9, 'Anita', 'Kaur', '07700 900655', 'anita.kaur@mailbox.uk', 'Kidderminster', 0, '2023-09-12');
INSERT INTO customers (customer_id, first_name, last_name, phone, email, town, is_landlord, registered_on) VALUES (10, 'Robert', 'Finch', '01905 620087', NULL, 'Worcester', 0, '2020-04-28');
INSERT INTO customers (customer_id, first_name, last_name, phone, email, town, is_landlord, registered_on) VALUES (11, 'Claire', 'Dunn', '01386 552871', 'claire.dunn@fastmail.uk', 'Evesham', 0, '2024-01-15');
INSERT INTO customers (customer_id, first_name, last_name, phone, email, town, is_landlord, registered_on) VALUES (12, 'Sam', 'Whitfield', '07700 900781', 'sam.w@homenet.uk', 'Droitwich', 1, '2019-12-03');
INSERT INTO customers (customer_id, first_name, last_name, phone, email, town, is_landlord, registered_on) VALUES (13, 'Joan', 'Pritchard', '01684 592240', NULL, 'Malvern', 0, '2021-05-11');
INSERT INTO customers (customer_id, first_name, last_name, phone, email, town, is_landlord, registered_on) VALUES (14, 'Imran', 'Qureshi', '07700 900118', 'imran.q@mailbox.uk', 'Kidderminster', 1, '2020-08-19');
INSERT INTO customers (customer_id, first_name, last_name, phone, email, town, is_landlord, registered_on) VALUES (15, 'Beth', 'Morgan', NULL, 'beth.morgan@fastmail.uk', 'Pershore', 0, '2024-03-02');
INSERT INTO customers (customer_id, first_name, last_name, phone, email, town, is_landlord, registered_on) VALUES (16, 'Nigel', 'Ashby', '01905 633491', 'n.ashby@homenet.uk', 'Worcester', 0, '2022-10-27');
INSERT INTO customers (customer_id, first_name, last_name, phone, email, town, is_landlord, registered_on) VALUES (17, 'Fiona', 'Grey', '01386 471150', NULL, 'Evesham', 0, '2023-05-08');
INSERT INTO customers (customer_id, first_name, last_name, phone, email, town, is_landlord, registered_on) VALUES (18, 'Paul', 'Denton', '01562 744302', 'paul.denton@mailbox.uk', 'Kidderminster', 0, '2024-07-19');
INSERT INTO customers (customer_id, first_name, last_name, phone, email, town, is_landlord, registered_on) VALUES (19, 'Rosa', 'Lima', '07700 900236', 'rosa.lima@fastmail.uk', 'Malvern', 0, '2025-01-22');
INSERT INTO customers (customer_id, first_name, last_name, phone, email, town, is_landlord, registered_on) VALUES (20, 'Keith', 'Rowe', '01905 655810', NULL, 'Droitwich', 0, '2023-04-03');
INSERT INTO properties (property_id, customer_id, street_address, town, postcode, property_type, boiler_make, boiler_fitted_year) VALUES (1, 1, '14 Lark Hill Road', 'Worcester', 'WR5 2EA', 'house', 'Worcester', 2016);
INSERT INTO properties (property_id, customer_id, street_address, town, postcode, property_type, boiler_make, boiler_fitted_year) VALUES (2, 2, '3 Wells Road', 'Malvern', 'WR14 4HD', 'house', 'Vaillant', 2019);
INSERT INTO properties (property_id, customer_id, street_address, town, postcode, property_type, boiler_make, boiler_fitted_year) VALUES (3, 4, '22 Ombersley Way', 'Droitwich', 'WR9 8QT', 'house', 'Baxi', 2012);
INSERT INTO properties (property_id, customer_id, street_address, town, postcode, property_type, boiler_make, boiler_fitted_year) VALUES (4, 5, '9 Port Street', 'Evesham', 'WR11 3LD', 'bungalow', 'Worcester', 2020);
INSERT INTO properties (property_id, customer_id, street_address, town, postcode, property_type, boiler_make, boiler_fitted_year) VALUES (5, 6, 'Flat 2, 40 Foregate Street', 'Worcester', 'WR1 1EE', 'flat', 'Ideal', 2018);
INSERT INTO properties (property_id, customer_id, street_address, town, postcode, property_type, boiler_make, boiler_fitted_year) VALUES (6, 8, '17 Bridge Street', 'Pershore', 'WR10 1AJ', 'house', NULL, NULL);
INSERT INTO properties (property_id, customer_id, street_address, town, postcode, property_type, boiler_make, boiler_fitted_year) VALUES (7, 9, '5 Comberton Road', 'Kidderminster', 'DY10 1UA', 'house', 'Vaillant', 2021);
INSERT INTO properties (property_id, customer_id, street_address, town, postcode, property_type, boiler_make, boiler_fitted_year) VALUES (8, 10, '61 Bath Road', 'Worcester', 'WR5 3AB', 'house', 'Baxi', 2009);
INSERT INTO properties (property_id, customer_id, street_address, town, postcode, property_type, boiler_make, boiler_fitted_year) VALUES (9, 11, '2 Greenhill', 'Evesham', 'WR11 4NF', 'house', 'Viessmann', 2023);
INSERT INTO properties (property_id, customer_id, street_address, town, postcode, property_type, boiler_make, boiler_fitted_year) VALUES (10, 13, '28 Pickersleigh Road', 'Malvern', 'WR14 2RP', 'bungalow', 'Worcester', 2014);
INSERT INTO properties (property_id, customer_id, street_address, town, postcode, property_type, boiler_make, boiler_fitted_year) VALUES (11, 15, '11 High Street', 'Pershore', 'WR10 1BG', 'shop', NULL, NULL);
INSERT INTO properties (property_id, customer_id, street_address, town, postcode, property_type, boiler_make, boiler_fitted_year) VALUES (12, 16, '7 Diglis Lane', 'Worcester', 'WR5 3BW', 'flat', 'Ideal', NULL);
INSERT INTO properties (property_id, customer_id, street_address, town, postcode, property_type, boiler_make, boiler_fitted_year) VALUES (13, 17, '40 Cheltenham Road', 'Evesham', 'WR11 2LW', 'house', 'Worcester', 2022);
INSERT INTO properties (property_id, customer_id, street_address, town, postcode, property_type, boiler_make, boiler_fitted_year) VALUES (14, 18, '19 Franche Road', 'Kidderminster', 'DY11 5AP', 'house', 'Baxi', 2017);
INSERT INTO properties (property_id, customer_id, street_address, town, postcode, property_type, boiler_make, boiler_fitted_year) VALUES (15, 19, '6 Graham Road', 'Malvern', 'WR14 2HN', 'house', 'Vaillant', 2024);
INSERT INTO properties (property_id, customer_id, street_address, town, postcode, property_type, boiler_make, boiler_fitted_year) VALUES (16, 20, '33 Vines Lane', 'Droitwich', 'WR9 8LT', 'bungalow', 'Worcester', 2011);
INSERT INTO properties (property_id, customer_id, street_address, town, postcode, property_type, boiler_make, boiler_fitted_year) VALUES (17, 3, 'Flat 1, 12 Sansome Walk', 'Worcester', 'WR1 1LH', 'flat', 'Ideal', 2015);
INSERT INTO properties (property_id, customer_id, street_address, town, postcode, property_type, boiler_make, boiler_fitted_year) VALUES (18, 3, 'Flat 3, 12 Sansome Walk', 'Worcester', 'WR1 1LH', 'flat', 'Ideal', 2015);
INSERT INTO properties (property_id, customer_id, street_address, town, postcode, property_type, boiler_make, boiler_fitted_year) VALUES (19, 3, '45 Barnards Green Road', 'Malvern', 'WR14 3LW', 'house', 'Worcester', 2018);
INSERT INTO properties (property_id, customer_id, street_address, town, postcode, property_type, boiler_make, boiler_fitted_year) VALUES (20, 3, '8 Friar Street', 'Droitwich', 'WR9 8ED', 'house', 'Vaillant', NULL);
INSERT INTO properties (property_id, customer_id, street_address, town, postcode, property_type, boiler_make, boiler_fitted_year) VALUES (21, 7, '12 Court Road', 'Malvern', 'WR14 3BU', 'house', 'Baxi', 2013);
INSERT INTO properties (property_id, customer_id, street_address, town, postcode, property_type, boiler_make, boiler_fitted_year) VALUES (22, 7, '12a Court Road', 'Malvern', 'WR14 3BU', 'flat', 'Baxi', 2013);
INSERT INTO properties (property_id, customer_id, street_address, town, postcode, property_type, boiler_make, boiler_fitted_year) VALUES (23, 7, '90 London Road', 'Worcester', 'WR5 2DY', 'house', 'Worcester', 2019);
INSERT INTO properties (property_id, customer_id, street_address, town, postcode, property_type, boiler_make, boiler_fitted_year) VALUES (24, 12, '4 Hanbury Road', 'Droitwich', 'WR9 7DU', 'house', 'Ideal', 2016);
INSERT INTO properties (property_id, customer_id, street_address, town, postcode, property_type, boiler_make, boiler_fitted_year) VALUES (25, 12, '15 Bewdley Street', 'Evesham', 'WR11 4AD', 'house', 'Worcester', 2021);
INSERT INTO properties (property_id, customer_id, street_address, town, postcode, property_type, boiler_make, boiler_fitted_year) VALUES (26, 12, 'Flat 6, Tything Court', 'Worcester', 'WR1 1JL', 'flat', 'Vaillant', 2020);
INSERT INTO properties (property_id, customer_id, street_address, town, postcode, property_type, boiler_make, boiler_fitted_year) VALUES (27, 14, '23 Mill Street', 'Kidderminster', 'DY11 6XG', 'shop', 'Viessmann', 2022);
INSERT INTO properties (property_id, customer_id, street_address, town, postcode, property_type, boiler_make, boiler_fitted_year) VALUES (28, 14, '10 Hoo Road', 'Kidderminster', 'DY10 1LP', 'house', 'Worcester', 2010);
INSERT INTO jobs (job_id, property_id, technician_id, job_type, status, reported_on, scheduled_on, completed_on, quoted_price, labour_hours, is_emergency) VALUES (1, 8, 13, 'boiler service', 'completed', '2024-03-04', '2024-03-12', '2024-03-12', 85.0, 1.0, 0);
INSERT INTO jobs (job_id, property_id, technician_id, job_type, status, reported_on, scheduled_on, completed_on, quoted_price, labour_hours, is_emergency) VALUES (2, 21, 13, 'boiler repair', 'completed', '2024-04-15', '2024-04-16', '2024-04-18', 260.0, 3.5, 1);
INSERT INTO jobs (job_id, property_id, technician_id, job_type, status, reported_on, scheduled_on, completed_on, quoted_price, labour_hours, is_emergency) VALUES (3, 3, 1, 'leak repair', 'completed', '2024-05-02', '2024-05-02', '2024-05-02', NULL, 1.5, 1);
INSERT INTO jobs (job_id, property_id, technician_id, job_type, status, reported_on, scheduled_on, completed_on, quoted_price, labour_hours, is_emergency) VALUES (4, 17, 4, 'gas safety check', 'completed', '2024-06-10', '2024-06-20', '2024-06-20', 70.0, 0.75, 0);
INSERT INTO jobs (job_id, property_id, technician_id, job_type, status, reported_on, scheduled_on, completed_on, quoted_price, labour_hours, is_emergency) VALUES (5, 18, 4, 'gas safety check', 'completed', '2024-06-10', '2024-06-20', '2024-06-20', 70.0, 0.75, 0);
INSERT INTO jobs (job_id, property_id, technician_id, job_type, status, reported_on, scheduled_on, completed_on, quoted_price, labour_hours, is_emergency) VALUES (6, 5, 7, 'boiler repair', 'completed', '2024-09-03', '2024-09-05', '2024-09-09', 310.0, 4.0, 0);
INSERT INTO jobs (job_id, property_id, technician_id, job_type, status, reported_on, scheduled_on, completed_on, quoted_price, labour_hours, is_emergency) VALUES (7, 10, 2, 'boiler service', 'completed', '2024-09-18', '2024-10-01', '2024-10-01', 85.0, 1.0, 0);
INSERT INTO jobs (job_id, property_id, technician_id, job_type, status, reported_on, scheduled_on, completed_on, quoted_price, labour_hours, is_emergency) VALUES (8, 14, 9, 'radiator fitting', 'completed', '2024-10-07', '2024-10-21', '2024-10-22', 420.0, 7.5, 0);
INSERT INTO jobs (job_id, property_id, technician_id, job_type, status, reported_on, scheduled_on, completed_on, quoted_price, labour_hours, is_emergency) VALUES (9, 6, 5, 'blocked drain', 'completed', '2024-10-14', '2024-10-14', '2024-10-14', NULL, 1.25, 1);
INSERT INTO jobs (job_id, property_id, technician_id, job_type, status, reported_on, scheduled_on, completed_on, quoted_price, labour_hours, is_emergency) VALUES (10, 23, 7, 'boiler repair', 'completed', '2024-11-04', '2024-11-05', '2024-11-05', 180.0, 2.0, 1);
INSERT INTO jobs (job_id, property_id, technician_id, job_type, status, reported_on, scheduled_on, completed_on, quoted_price, labour_hours, is_emergency) VALUES (11, 2, 1, 'boiler service', 'completed', '2024-11-11', '2024-11-25', '2024-11-25', 85.0, 1.0, 0);
INSERT INTO jobs (job_id, property_id, technician_id, job_type, status, reported_on, scheduled_on, completed_on, quoted_price, labour_hours, is_emergency) VALUES (12, 27, 12, 'boiler repair', 'completed', '2024-11-20', '2024-11-21', '2024-11-27', 540.0, 5.5, 0);
INSERT INTO jobs (job_id, property_id, technician_id, job_type, status, reported_on, scheduled_on, completed_on, quoted_price, labour_hours, is_emergency) VALUES (13, 9, 3, 'boiler service', 'cancelled', '2024-12-02', '2024-12-09', NULL, 85.0, NULL, 0);
INSERT INTO jobs (job_id, property_id, technician_id, job_type, status, reported_on, scheduled_on, completed_on, quoted_price, labour_hours, is_emergency) VALUES (14, 12, 1, 'leak repair', 'completed', '2024-12-16', '2024-12-16', '2024-12-16', NULL, 2.0, 1);
INSERT INTO jobs (job_id, property_id, technician_id, job_type, status, reported_on, scheduled_on, completed_on, quoted_price, labour_hours, is_emergency) VALUES (15, 19, 2, 'boiler repair', 'completed', '2024-12-28', '2024-12-30', '2025-01-03', 295.0, 3.0, 1);
INSERT INTO jobs (job_id, property_id, technician_id, job_type, status, reported_on, scheduled_on, completed_on, quoted_price, labour_hours, is_emergency) VALUES (16, 1, 4, 'boiler service', 'completed', '2025-01-08', '2025-01-20', '2025-01-20', 85.0, 1.0, 0);
INSERT INTO jobs (job_id, property_id, technician_id, job_type, status, reported_on, scheduled_on, completed_on, quoted_price, labour_hours, is_emergency) VALUES (17, 11, 14, 'leak repair', 'completed', '2025-01-13', '2025-01-14', '2025-01-14', 120.0, 1.5, 0);
INSERT INTO jobs (job_id, property_id, technician_id, job_type, status, reported_on, scheduled_on, completed_on, quoted_price, labour_hours, is_emergency) VALUES (18, 24, 10, 'bathroom install', 'completed', '2025-01-06', '2025-02-03', '2025-02-14', 3850.0, 62.0, 0);
INSERT INTO jobs (job_id, property_id, technician_id, job_type, status, reported_on, scheduled_on, completed_on, quoted_price, labour_hours, is_emergency) VALUES (19, 7, 9, 'boiler repair', 'completed', '2025-02-03', '2025-02-04', '2025-02-04', 150.0, 1.5, 1);
INSERT INTO jobs (job_id, property_id, technician_id, job_type, status, reported_on, scheduled_on, completed_on, quoted_price, labour_hours, is_emergency) VALUES (20, 16, 3, 'boiler repair', 'completed', '2025-02-10', '2025-02-12', '2025-02-19', 380.0, 4.5, 0);
INSERT INTO jobs (job_id, property_id, technician_id, job_type, status, reported_on, scheduled_on, completed_on, quoted_price, labour_hours, is_emergency) VALUES (21, 25, 12, 'gas safety check', 'completed', '2025-02-17', '2025-03-03', '2025-03-03', 70.0, 0.75, 0);
INSERT INTO jobs (job_id, property_id, technician_id, job_type, status, reported_on, scheduled_on, completed_on, quoted_price, labour_hours, is_emergency) VALUES (22, 26, 12, 'gas safety check', 'completed', '2025-02-17', '2025-03-03', '2025-03-03', 70.0, 0.75, 0);
INSERT INTO jobs (job_id, property_id, technician_id, job_type, status, reported_on, scheduled_on, completed_on, quoted_price, labour_hours, is_emergency) VALUES (23, 4, 15, 'boiler service', 'completed', '2025-02-24', '2025-03-10', '2025-03-10', 85.0, 1.0, 0);
INSERT INTO jobs (job_id, property_id, technician_id, job_type, status, reported_on, scheduled_on, completed_on, quoted_price, labour_hours, is_emergency) VALUES (24, 13, 1, 'boiler repair', 'completed', '2025-03-03', '2025-03-04', '2025-03-06', 220.0, 2.5, 0);
INSERT INTO jobs (job_id, property_id, technician_id, job_type, status, reported_on, scheduled_on, completed_on, quoted_price, labour_hours, is_emergency) VALUES (25, 28, 2, 'boiler repair', 'awaiting parts', '2025-03-12', '2025-03-13', NULL, 330.0, 2.0, 0);
INSERT INTO jobs (job_id, property_id, technician_id, job_type, status, reported_on, scheduled_on, completed_on, quoted_price, labour_hours, is_emergency) VALUES (26, 20, 3, 'radiator fitting', 'completed', '2025-03-17', '2025-04-02', '2025-04-02', 260.0, 4.0, 0);
INSERT INTO jobs (job_id, property_id, technician_id, job_type, status, reported_on, scheduled_on, completed_on, quoted_price, labour_hours, is_emergency) VALUES (27, 15, 15, 'boiler service', 'completed', '2025-03-20', '2025-03-31', '2025-03-31', 85.0, 1.0, 0);
INSERT INTO jobs (job_id, property_id, technician_id, job_type, status, reported_on, scheduled_on, completed_on, quoted_price, labour_hours, is_emergency) VALUES (28, 8, 5, 'blocked drain', 'cancelled', '2025-03-25', '2025-03-26', NULL, NULL, NULL, 1);
INSERT INTO jobs (job_id, property_id, technician_id, job_type, status, reported_on, scheduled_on, completed_on, quoted_price, labour_hours, is_emergency) VALUES (29, 22, 9, 'leak repair', 'completed', '2025-03-28', '2025-03-28', '2025-03-28', NULL, 1.0, 1);
INSERT INTO jobs (job_id, property_id, technician_id, job_type, status, reported_on, scheduled_on, completed_on, quoted_price, labour_hours, is_emergency) VALUES (30, 3, 4, 'boiler repair', 'completed', '2025-04-07', '2025-04-08', '2025-04-08', 175.0, 2.0, 0);
INSERT INTO jobs (job_id, property_id, technician_id, job_type, status, reported_on, scheduled_on, completed_on, quoted_price, labour_hours, is_emergency) VALUES (31, 18, 6, 'leak repair', 'completed', '2025-04-14', '2025-04-15', '2025-04-15', 95.0, 1.0, 0);
INSERT INTO jobs (job_id, property_id, technician_id, job_type, status, reported_on, scheduled_on, completed_on, quoted_price, labour_hours, is_emergency) VALUES (32, 10, 1, 'boiler repair', 'awaiting parts', '2025-04-22', '2025-04-23', NULL, 410.0, 3.0, 1);
INSERT INTO jobs (job_id, property_id, technician_id, job_type, status, reported_on, scheduled_on, completed_on, quoted_price, labour_hours, is_emergency) VALUES (33, 9, 4, 'boiler repair', 'in progress', '2025-05-06', '2025-05-07', NULL, 265.0, 2.0, 0);
INSERT INTO jobs (job_id, property_id, technician_id, job_type, status, reported_on, scheduled_on, completed_on, quoted_price, labour_hours, is_emergency) VALUES (34, 21, 12, 'boiler service', 'completed', '2025-05-12', '2025-05-19', '2025-05-19', 85.0, 1.0, 0);
INSERT INTO jobs (job_id, property_id, technician_id, job_type, status, reported_on, scheduled_on, completed_on, quoted_price, labour_hours, is_emergency) VALUES (35, 5, 11, 'blocked drain', 'completed', '2025-05-13', '2025-05-14', '2025-05-14', 90.0, 1.5, 0);
INSERT INTO jobs (job_id, property_id, technician_id, job_type, status, reported_on, scheduled_on, completed_on, quoted_price, labour_hours, is_emergency) VALUES (36, 19, 15, 'radiator fitting', 'awaiting parts', '2025-05-20', '2025-06-02', NULL, 350.0, NULL, 0);
INSERT INTO jobs (job_id, property_id, technician_id, job_type, status, reported_on, scheduled_on, completed_on, quoted_price, labour_hours, is_emergency) VALUES (37, 1, 2, 'leak repair', 'in progress', '2025-05-27', '2025-05-28', NULL, NULL, 1.0, 1);
INSERT INTO jobs (job_id, property_id, technician_id, job_type, status, reported_on, scheduled_on, completed_on, quoted_price, labour_hours, is_emergency) VALUES (38, 14, 9, 'boiler service', 'cancelled', '2025-06-02', '2025-06-16', NULL, 85.0, NULL, 0);
INSERT INTO jobs (job_id, property_id, technician_id, job_type, status, reported_on, scheduled_on, completed_on, quoted_price, labour_hours, is_emergency) VALUES (39, 24, 3, 'boiler repair', 'awaiting parts', '2025-06-03', '2025-06-04', NULL, 480.0, 2.5, 0);
INSERT INTO jobs (job_id, property_id, technician_id, job_type, status, reported_on, scheduled_on, completed_on, quoted_price, labour_hours, is_emergency) VALUES (40, 6, NULL, 'bathroom install', 'booked', '2025-06-05', '2025-07-14', NULL, 4200.0, NULL, 0);
INSERT INTO jobs (job_id, property_id, technician_id, job_type, status, reported_on, scheduled_on, completed_on, quoted_price, labour_hours, is_emergency) VALUES (41, 26, 15, 'boiler repair', 'in progress', '2025-06-09', '2025-06-10', NULL, 240.0, 1.5, 1);
INSERT INTO jobs (job_id, property_id, technician_id, job_type, status, reported_on, scheduled_on, completed_on, quoted_price, labour_hours, is_emergency) VALUES (42, 2, NULL, 'boiler service', 'booked', '2025-06-11', '2025-06-30', NULL, 85.0, NULL, 0);
INSERT INTO jobs (job_id, property_id, technician_id, job_type, status, reported_on, scheduled_on, completed_on, quoted_price, labour_hours, is_emergency) VALUES (43, 27, 1, 'gas safety check', 'booked', '2025-06-12', '2025-06-25', NULL, 70.0, NULL, 0);
INSERT INTO jobs (job_id, property_id, technician_id, job_type, status, reported_on, scheduled_on, completed_on, quoted_price, labour_hours, is_emergency) VALUES (44, 7, 8, 'leak repair', 'cancelled', '2025-06-13', '2025-06-14', NULL, NULL, NULL, 0);
INSERT INTO jobs (job_id, property_id, technician_id, job_type, status, reported_on, scheduled_on, completed_on, quoted_price, labour_hours, is_emergency) VALUES (45, 20, NULL, 'radiator fitting', 'booked', '2025-06-16', '2025-07-01', NULL, NULL, NULL, 0);
INSERT INTO parts (part_id, part_name, brand, unit_cost, sale_price, stock_qty, reorder_level) VALUES (1, 'Diverter valve', 'Worcester', 38.5, 69.0, 3, 2);
INSERT INTO parts (part_id, part_name, brand, unit_cost, sale_price, stock_qty, reorder_level) VALUES (2, 'Diverter valve', 'Vaillant', 42.0, 74.0, 1, 2);
INSERT INTO parts (part_id, part_name, brand, unit_cost, sale_price, stock_qty, reorder_level) VALUES (3, 'PCB control board', 'Worcester', 145.0, 239.0, 1, 1);
INSERT INTO parts (part_id, part_name, brand, unit_cost, sale_price, stock_qty, reorder_level) VALUES (4, 'Fan assembly', 'Baxi', 88.0, 149.0, 0, 1);
INSERT INTO parts (part_id, part_name, brand, unit_cost, sale_price, stock_qty, reorder_level) VALUES (5, 'Expansion vessel 8L', NULL, 24.0, 45.0, 4, 2);
INSERT INTO parts (part_id, part_name, brand, unit_cost, sale_price, stock_qty, reorder_level) VALUES (6, 'Pressure relief valve', NULL, 9.8, 22.0, 6, 4);
INSERT INTO parts (part_id, part_name, brand, unit_cost, sale_price, stock_qty, reorder_level) VALUES (7, 'Thermostatic radiator valve', 'Drayton', 11.5, 24.0, 14, 10);
INSERT INTO parts (part_id, part_name, brand, unit_cost, sale_price, stock_qty, reorder_level) VALUES (8, 'Compression elbow 15mm', NULL, 0.95, 2.5, 60, 40);
INSERT INTO parts (part_id, part_name, brand, unit_cost, sale_price, stock_qty, reorder_level) VALUES (9, 'Copper pipe 15mm (3m)', NULL, 8.4, 15.0, 25, 20);
INSERT INTO parts (part_id, part_name, brand, unit_cost, sale_price, stock_qty, reorder_level) VALUES (10, 'Radiator 600x1000 double', 'Stelrad', 62.0, 118.0, 3, 4);
INSERT INTO parts (part_id, part_name, brand, unit_cost, sale_price, stock_qty, reorder_level) VALUES (11, 'Circulating pump', 'Grundfos', 96.0, 165.0, 2, 2);
INSERT INTO parts (part_id, part_name, brand, unit_cost, sale_price, stock_qty, reorder_level) VALUES (12, 'Flue analyser filter', NULL, 3.2, 7.5, 8, 10);
INSERT INTO parts (part_id, part_name, brand, unit_cost, sale_price, stock_qty, reorder_level) VALUES (13, 'Ignition electrode', 'Ideal', 12.0, 28.0, 5, 3);
INSERT INTO parts (part_id, part_name, brand, unit_cost, sale_price, stock_qty, reorder_level) VALUES (14, 'Gas valve', 'Vaillant', 118.0, 199.0, 1, 1);
INSERT INTO parts (part_id, part_name, brand, unit_cost, sale_price, stock_qty, reorder_level) VALUES (15, 'Toilet fill valve', 'Fluidmaster', 7.9, 18.0, 12, 6);
INSERT INTO parts (part_id, part_name, brand, unit_cost, sale_price, stock_qty, reorder_level) VALUES (16, 'Basin waste', NULL, 4.5, 12.0, 9, 6);
INSERT INTO parts (part_id, part_name, brand, unit_cost, sale_price, stock_qty, reorder_level) VALUES (17, 'Drain unblocker 1L', NULL, 5.2, 12.0, 3, 5);
INSERT INTO parts (part_id, part_name, brand, unit_cost, sale_price, stock_qty, reorder_level) VALUES (18, 'Heat exchanger', 'Worcester', 210.0, 340.0, 0, 1);
INSERT INTO parts (part_id, part_name, brand, unit_cost, sale_price, stock_qty, reorder_level) VALUES (19, 'Filling loop', NULL, 6.4, 15.0, 7, 5);
INSERT INTO parts (part_id, part_name, brand, unit_cost, sale_price, stock_qty, reorder_level) VALUES (20, 'Programmable thermostat', 'Drayton', 48.0, 89.0, 4, 3);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (1, 1, 12, 1);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (2, 2, 4, 1);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (3, 2, 6, 1);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (4, 3, 8, 4);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (5, 3, 9, 1);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (6, 4, 12, 1);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (7, 5, 12, 1);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (8, 6, 13, 1);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (9, 7, 12, 1);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (10, 8, 10, 2);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (11, 8, 7, 4);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (12, 8, 8, 6);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (13, 9, 17, 2);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (14, 10, 1, 1);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (15, 11, 12, 1);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (16, 12, 11, 1);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (17, 12, 5, 1);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (18, 14, 8, 2);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (19, 15, 3, 1);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (20, 16, 12, 1);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (21, 17, 8, 3);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (22, 18, 15, 1);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (23, 18, 16, 2);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (24, 18, 9, 3);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (25, 18, 8, 10);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (26, 19, 2, 1);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (27, 20, 18, 1);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (28, 21, 12, 1);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (29, 22, 12, 1);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (30, 23, 12, 1);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (31, 24, 1, 1);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (32, 24, 6, 1);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (33, 26, 10, 1);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (34, 26, 7, 2);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (35, 29, 8, 2);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (36, 30, 6, 1);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (37, 30, 19, 1);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (38, 33, 5, 1);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (39, 35, 17, 1);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (40, 41, 14, 1);
INSERT INTO invoices (invoice_id, job_id, issued_on, due_on, total_amount, vat_amount, paid_on, payment_method) VALUES (1, 1, '2024-03-12', '2024-04-11', 85.0, 14.17, '2024-03-15', 'card');
INSERT INTO invoices (invoice_id, job_id, issued_on, due_on, total_amount, vat_amount, paid_on, payment_method) VALUES (2, 2, '2024-04-19', '2024-05-19', 284.4, 47.4, '2024-05-02', 'bank transfer');
INSERT INTO invoices (invoice_id, job_id, issued_on, due_on, total_amount, vat_amount, paid_on, payment_method) VALUES (3, 3, '2024-05-03', '2024-06-02', 118.2, 19.7, '2024-05-03', 'card');
INSERT INTO invoices (invoice_id, job_id, issued_on, due_on, total_amount, vat_amount, paid_on, payment_method) VALUES (4, 4, '2024-06-21', '2024-07-21', 79.0, 13.17, '2024-07-30', 'bank transfer');
INSERT INTO invoices (invoice_id, job_id, issued_on, due_on, total_amount, vat_amount, paid_on, payment_method) VALUES (5, 5, '2024-06-21', '2024-07-21', 79.0, 13.17, '2024-07-30', 'bank transfer');
INSERT INTO invoices (invoice_id, job_id, issued_on, due_on, total_amount, vat_amount, paid_on, payment_method) VALUES (6, 6, '2024-09-10', '2024-10-10', 336.0, 56.0, '2024-09-24', 'card');
INSERT INTO invoices (invoice_id, job_id, issued_on, due_on, total_amount, vat_amount, paid_on, payment_method) VALUES (7, 7, '2024-10-02', '2024-11-01', 94.0, 15.67, '2024-10-02', 'cash');
INSERT INTO invoices (invoice_id, job_id, issued_on, due_on, total_amount, vat_amount, paid_on, payment_method) VALUES (8, 8, '2024-10-23', '2024-11-22', 471.0, 78.5, '2024-11-20', 'bank transfer');
INSERT INTO invoices (invoice_id, job_id, issued_on, due_on, total_amount, vat_amount, paid_on, payment_method) VALUES (9, 9, '2024-10-15', '2024-11-14', 129.0, 21.5, '2024-12-03', 'cheque');
INSERT INTO invoices (invoice_id, job_id, issued_on, due_on, total_amount, vat_amount, paid_on, payment_method) VALUES (10, 10, '2024-11-06', '2024-12-06', 198.0, 33.0, '2024-11-06', 'card');
INSERT INTO invoices (invoice_id, job_id, issued_on, due_on, total_amount, vat_amount, paid_on, payment_method) VALUES (11, 11, '2024-11-26', '2024-12-26', 94.0, 15.67, '2024-12-01', 'card');
INSERT INTO invoices (invoice_id, job_id, issued_on, due_on, total_amount, vat_amount, paid_on, payment_method) VALUES (12, 12, '2024-11-28', '2024-12-28', 611.5, 101.92, '2025-01-17', 'bank transfer');
INSERT INTO invoices (invoice_id, job_id, issued_on, due_on, total_amount, vat_amount, paid_on, payment_method) VALUES (13, 14, '2024-12-17', '2025-01-16', 156.0, 26.0, '2024-12-17', 'card');
INSERT INTO invoices (invoice_id, job_id, issued_on, due_on, total_amount, vat_amount, paid_on, payment_method) VALUES (14, 15, '2025-01-04', '2025-02-03', 295.0, 49.17, '2025-01-29', 'bank transfer');
INSERT INTO invoices (invoice_id, job_id, issued_on, due_on, total_amount, vat_amount, paid_on, payment_method) VALUES (15, 16, '2025-01-21', '2025-02-20', 94.0, 15.67, '2025-01-21', 'card');
INSERT INTO invoices (invoice_id, job_id, issued_on, due_on, total_amount, vat_amount, paid_on, payment_method) VALUES (16, 17, '2025-01-15', '2025-02-14', 120.0, 20.0, NULL, NULL);
INSERT INTO invoices (invoice_id, job_id, issued_on, due_on, total_amount, vat_amount, paid_on, payment_method) VALUES (17, 18, '2025-01-10', '2025-01-24', 1000.0, 166.67, '2025-01-12', 'bank transfer');
INSERT INTO invoices (invoice_id, job_id, issued_on, due_on, total_amount, vat_amount, paid_on, payment_method) VALUES (18, 18, '2025-02-15', '2025-03-17', 2987.5, 497.92, '2025-03-28', 'bank transfer');
INSERT INTO invoices (invoice_id, job_id, issued_on, due_on, total_amount, vat_amount, paid_on, payment_method) VALUES (19, 19, '2025-02-05', '2025-03-07', 171.6, 28.6, '2025-02-05', 'card');
INSERT INTO invoices (invoice_id, job_id, issued_on, due_on, total_amount, vat_amount, paid_on, payment_method) VALUES (20, 20, '2025-02-20', '2025-03-22', 402.0, 67.0, '2025-03-05', 'card');
INSERT INTO invoices (invoice_id, job_id, issued_on, due_on, total_amount, vat_amount, paid_on, payment_method) VALUES (21, 21, '2025-03-04', '2025-04-03', 79.0, 13.17, NULL, NULL);
INSERT INTO invoices (invoice_id, job_id, issued_on, due_on, total_amount, vat_amount, paid_on, payment_method) VALUES (22, 22, '2025-03-04', '2025-04-03', 79.0, 13.17, NULL, NULL);
INSERT INTO invoices (invoice_id, job_id, issued_on, due_on, total_amount, vat_amount, paid_on, payment_method) VALUES (23, 23, '2025-03-11', '2025-04-10', 94.0, 15.67, '2025-03-11', 'cash');
INSERT INTO invoices (invoice_id, job_id, issued_on, due_on, total_amount, vat_amount, paid_on, payment_method) VALUES (24, 24, '2025-03-07', '2025-04-06', 238.8, 39.8, '2025-04-02', 'cheque');
INSERT INTO invoices (invoice_id, job_id, issued_on, due_on, total_amount, vat_amount, paid_on, payment_method) VALUES (25, 26, '2025-04-03', '2025-05-03', 291.0, 48.5, '2025-04-10', 'card');
INSERT INTO invoices (invoice_id, job_id, issued_on, due_on, total_amount, vat_amount, paid_on, payment_method) VALUES (26, 27, '2025-04-01', '2025-05-01', 94.0, 15.67, '2025-04-01', 'card');
INSERT INTO invoices (invoice_id, job_id, issued_on, due_on, total_amount, vat_amount, paid_on, payment_method) VALUES (27, 29, '2025-03-29', '2025-04-28', 96.0, 16.0, '2025-04-02', 'card');
INSERT INTO invoices (invoice_id, job_id, issued_on, due_on, total_amount, vat_amount, paid_on, payment_method) VALUES (28, 30, '2025-04-09', '2025-05-09', 175.0, 29.17, NULL, NULL);
INSERT INTO invoices (invoice_id, job_id, issued_on, due_on, total_amount, vat_amount, paid_on, payment_method) VALUES (29, 31, '2025-04-16', '2025-05-16', 95.0, 15.83, '2025-04-16', 'cash');
INSERT INTO invoices (invoice_id, job_id, issued_on, due_on, total_amount, vat_amount, paid_on, payment_method) VALUES (30, 34, '2025-05-20', '2025-06-19', 94.0, 15.67, NULL, NULL);
INSERT INTO invoices (invoice_id, job_id, issued_on, due_on, total_amount, vat_amount, paid_on, payment_method) VALUES (31, 35, '2025-05-15', '2025-06-14', 90.0, 15.0, '2025-05-15', 'card');
INSERT INTO invoices (invoice_id, job_id, issued_on, due_on, total_amount, vat_amount, paid_on, payment_method) VALUES (32, 40, '2025-06-06', '2025-06-20', 1000.0, 166.67, NULL, NULL);
COMMIT;
