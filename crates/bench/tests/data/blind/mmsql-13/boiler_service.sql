-- Gas heating engineers: engineers, customers, their properties and appliances, service jobs and invoices.
BEGIN TRANSACTION;
CREATE TABLE engineers (
    engineer_id INTEGER PRIMARY KEY,
    full_name TEXT NOT NULL,
    gas_safe_number TEXT NOT NULL UNIQUE,
    grade TEXT NOT NULL CHECK (grade IN ('apprentice', 'engineer', 'senior')),
    hourly_rate REAL NOT NULL,
    callout_fee REAL NOT NULL,
    started_on TEXT NOT NULL,
    is_active INTEGER NOT NULL CHECK (is_active IN (0, 1))
);
CREATE TABLE customers (
    customer_id INTEGER PRIMARY KEY,
    full_name TEXT NOT NULL,
    phone TEXT NOT NULL,
    email TEXT, -- NULL = customer has no email on file
    is_landlord INTEGER NOT NULL CHECK (is_landlord IN (0, 1)),
    customer_since TEXT NOT NULL
);
CREATE TABLE properties (
    property_id INTEGER PRIMARY KEY,
    customer_id INTEGER NOT NULL REFERENCES customers(customer_id),
    address_line TEXT NOT NULL,
    town TEXT NOT NULL,
    postcode TEXT NOT NULL,
    property_type TEXT NOT NULL CHECK (property_type IN ('house', 'flat', 'bungalow', 'commercial')),
    tenant_name TEXT -- NULL = no tenant, the owner lives there or it is empty
);
CREATE TABLE appliances (
    appliance_id INTEGER PRIMARY KEY,
    property_id INTEGER NOT NULL REFERENCES properties(property_id),
    appliance_type TEXT NOT NULL CHECK (appliance_type IN ('combi boiler', 'system boiler', 'gas fire', 'water heater')),
    make TEXT NOT NULL,
    model TEXT NOT NULL,
    installed_on TEXT, -- NULL = installation date unknown
    warranty_expires TEXT -- NULL = no manufacturer warranty
);
CREATE TABLE jobs (
    job_id INTEGER PRIMARY KEY,
    appliance_id INTEGER NOT NULL REFERENCES appliances(appliance_id),
    engineer_id INTEGER REFERENCES engineers(engineer_id), -- NULL = no engineer assigned yet
    job_type TEXT NOT NULL CHECK (job_type IN ('annual service', 'repair', 'breakdown', 'installation', 'safety check')),
    requested_on TEXT NOT NULL,
    scheduled_for TEXT, -- NULL = visit not booked in yet
    completed_on TEXT, -- NULL = job not finished
    status TEXT NOT NULL CHECK (status IN ('requested', 'scheduled', 'awaiting parts', 'completed', 'cancelled')),
    quoted_price REAL, -- NULL = no quote was given
    labour_hours REAL -- NULL = no time booked to the job yet
);
CREATE TABLE invoices (
    invoice_id INTEGER PRIMARY KEY,
    job_id INTEGER NOT NULL REFERENCES jobs(job_id),
    issued_on TEXT NOT NULL,
    net_amount REAL NOT NULL,
    vat_amount REAL NOT NULL,
    paid_on TEXT, -- NULL = not paid yet
    payment_method TEXT CHECK (payment_method IN ('card', 'bank transfer', 'cash', 'cheque')) -- NULL = not paid yet
);
INSERT INTO engineers (engineer_id, full_name, gas_safe_number, grade, hourly_rate, callout_fee, started_on, is_active) VALUES (1, 'Gareth Pugh', '703521', 'senior', 50.0, 75.0, '2013-05-25', 1);
INSERT INTO engineers (engineer_id, full_name, gas_safe_number, grade, hourly_rate, callout_fee, started_on, is_active) VALUES (2, 'Sian Morgan', '591217', 'senior', 52.0, 75.0, '2017-01-14', 1);
INSERT INTO engineers (engineer_id, full_name, gas_safe_number, grade, hourly_rate, callout_fee, started_on, is_active) VALUES (3, 'Dave Kettle', '664044', 'engineer', 42.0, 60.0, '2022-01-12', 1);
INSERT INTO engineers (engineer_id, full_name, gas_safe_number, grade, hourly_rate, callout_fee, started_on, is_active) VALUES (4, 'Imran Qureshi', '897155', 'engineer', 38.0, 60.0, '2019-05-22', 1);
INSERT INTO engineers (engineer_id, full_name, gas_safe_number, grade, hourly_rate, callout_fee, started_on, is_active) VALUES (5, 'Beth Lowry', '929035', 'engineer', 38.0, 60.0, '2018-05-01', 1);
INSERT INTO engineers (engineer_id, full_name, gas_safe_number, grade, hourly_rate, callout_fee, started_on, is_active) VALUES (6, 'Carl Nash', '908881', 'senior', 50.0, 75.0, '2020-01-20', 0);
INSERT INTO engineers (engineer_id, full_name, gas_safe_number, grade, hourly_rate, callout_fee, started_on, is_active) VALUES (7, 'Tariq Aziz', '649394', 'engineer', 38.0, 60.0, '2020-11-17', 1);
INSERT INTO engineers (engineer_id, full_name, gas_safe_number, grade, hourly_rate, callout_fee, started_on, is_active) VALUES (8, 'Neil Worcester', '467533', 'engineer', 38.0, 60.0, '2020-03-27', 1);
INSERT INTO engineers (engineer_id, full_name, gas_safe_number, grade, hourly_rate, callout_fee, started_on, is_active) VALUES (9, 'Paula Henney', '249315', 'apprentice', 24.0, 35.0, '2023-03-26', 1);
INSERT INTO engineers (engineer_id, full_name, gas_safe_number, grade, hourly_rate, callout_fee, started_on, is_active) VALUES (10, 'Rob Tranter', '603278', 'engineer', 42.0, 60.0, '2012-04-06', 1);
INSERT INTO engineers (engineer_id, full_name, gas_safe_number, grade, hourly_rate, callout_fee, started_on, is_active) VALUES (11, 'Kirsty Bale', '360168', 'apprentice', 22.0, 35.0, '2023-02-14', 1);
INSERT INTO engineers (engineer_id, full_name, gas_safe_number, grade, hourly_rate, callout_fee, started_on, is_active) VALUES (12, 'Ade Okafor', '713300', 'engineer', 38.0, 60.0, '2020-11-29', 1);
INSERT INTO engineers (engineer_id, full_name, gas_safe_number, grade, hourly_rate, callout_fee, started_on, is_active) VALUES (13, 'Mick Doran', '714737', 'senior', 48.0, 75.0, '2019-08-25', 0);
INSERT INTO engineers (engineer_id, full_name, gas_safe_number, grade, hourly_rate, callout_fee, started_on, is_active) VALUES (14, 'Jade Fenton', '158751', 'apprentice', 24.0, 35.0, '2023-04-29', 1);
INSERT INTO engineers (engineer_id, full_name, gas_safe_number, grade, hourly_rate, callout_fee, started_on, is_active) VALUES (15, 'Stu Ingram', '731600', 'engineer', 38.0, 60.0, '2019-11-15', 1);
INSERT INTO customers (customer_id, full_name, phone, email, is_landlord, customer_since) VALUES (1, 'Margaret Ellis', '01386 862384', NULL, 0, '2017-03-05');
INSERT INTO customers (customer_id, full_name, phone, email, is_landlord, customer_since) VALUES (2, 'John Pershore', '01527 201500', 'john.pershore@mail.example', 1, '2017-04-18');
INSERT INTO customers (customer_id, full_name, phone, email, is_landlord, customer_since) VALUES (3, 'Helen Carver', '01684 863068', 'helen.carver@mail.example', 0, '2017-08-30');
INSERT INTO customers (customer_id, full_name, phone, email, is_landlord, customer_since) VALUES (4, 'Raj Malhotra', '01527 504627', 'raj.malhotra@mail.example', 0, '2019-02-19');
INSERT INTO customers (customer_id, full_name, phone, email, is_landlord, customer_since) VALUES (5, 'Susan Webb', '01684 581416', NULL, 0, '2017-09-18');
INSERT INTO customers (customer_id, full_name, phone, email, is_landlord, customer_since) VALUES (6, 'Peter Hale', '01386 958823', 'peter.hale@mail.example', 0, '2019-07-15');
INSERT INTO customers (customer_id, full_name, phone, email, is_landlord, customer_since) VALUES (7, 'Linda Baxter', '01527 628849', 'linda.baxter@mail.example', 0, '2020-01-28');
INSERT INTO customers (customer_id, full_name, phone, email, is_landlord, customer_since) VALUES (8, 'Oak Lettings Ltd', '01905 359045', 'oak.lettings.ltd@mail.example', 1, '2017-06-03');
INSERT INTO customers (customer_id, full_name, phone, email, is_landlord, customer_since) VALUES (9, 'Colin Drew', '01684 830831', NULL, 0, '2020-09-15');
INSERT INTO customers (customer_id, full_name, phone, email, is_landlord, customer_since) VALUES (10, 'Fiona Grant', '01386 362312', 'fiona.grant@mail.example', 0, '2021-10-15');
INSERT INTO customers (customer_id, full_name, phone, email, is_landlord, customer_since) VALUES (11, 'Mark Ideal', '01527 469429', 'mark.ideal@mail.example', 0, '2021-11-03');
INSERT INTO customers (customer_id, full_name, phone, email, is_landlord, customer_since) VALUES (12, 'Anne Vaillant', '01386 237573', 'anne.vaillant@mail.example', 0, '2017-04-10');
INSERT INTO customers (customer_id, full_name, phone, email, is_landlord, customer_since) VALUES (13, 'Hassan Ali', '01905 357326', 'hassan.ali@mail.example', 1, '2016-02-12');
INSERT INTO customers (customer_id, full_name, phone, email, is_landlord, customer_since) VALUES (14, 'Joyce Turner', '01386 989197', NULL, 0, '2022-09-18');
INSERT INTO customers (customer_id, full_name, phone, email, is_landlord, customer_since) VALUES (15, 'Trevor Bland', '01905 965525', 'trevor.bland@mail.example', 0, '2017-11-15');
INSERT INTO customers (customer_id, full_name, phone, email, is_landlord, customer_since) VALUES (16, 'Nina Kowalski', '01684 911501', 'nina.kowalski@mail.example', 0, '2017-08-26');
INSERT INTO customers (customer_id, full_name, phone, email, is_landlord, customer_since) VALUES (17, 'Greenway Homes', '01684 949111', 'greenway.homes@mail.example', 1, '2015-08-23');
INSERT INTO customers (customer_id, full_name, phone, email, is_landlord, customer_since) VALUES (18, 'Derek Shaw', '01527 437263', 'derek.shaw@mail.example', 0, '2017-04-30');
INSERT INTO customers (customer_id, full_name, phone, email, is_landlord, customer_since) VALUES (19, 'Emma Lyons', '01386 289370', 'emma.lyons@mail.example', 0, '2023-05-11');
INSERT INTO customers (customer_id, full_name, phone, email, is_landlord, customer_since) VALUES (20, 'Vale Student Lets', '01527 604628', 'vale.student.lets@mail.example', 1, '2016-06-16');
INSERT INTO customers (customer_id, full_name, phone, email, is_landlord, customer_since) VALUES (21, 'Barry Cope', '01527 566334', NULL, 0, '2016-12-22');
INSERT INTO customers (customer_id, full_name, phone, email, is_landlord, customer_since) VALUES (22, 'Wendy Fry', '01905 483040', 'wendy.fry@mail.example', 0, '2016-07-09');
INSERT INTO customers (customer_id, full_name, phone, email, is_landlord, customer_since) VALUES (23, 'Stephen Moss', '01684 149930', 'stephen.moss@mail.example', 0, '2018-12-26');
INSERT INTO customers (customer_id, full_name, phone, email, is_landlord, customer_since) VALUES (24, 'Alison Pike', '01386 382451', 'alison.pike@mail.example', 0, '2017-06-20');
INSERT INTO customers (customer_id, full_name, phone, email, is_landlord, customer_since) VALUES (25, 'Graham Soper', '01905 108347', 'graham.soper@mail.example', 1, '2022-09-04');
INSERT INTO customers (customer_id, full_name, phone, email, is_landlord, customer_since) VALUES (26, 'Lucy Bennett', '01684 456010', 'lucy.bennett@mail.example', 0, '2020-04-11');
INSERT INTO customers (customer_id, full_name, phone, email, is_landlord, customer_since) VALUES (27, 'Patrick Nye', '01527 688943', 'patrick.nye@mail.example', 0, '2022-09-29');
INSERT INTO customers (customer_id, full_name, phone, email, is_landlord, customer_since) VALUES (28, 'Sheila Rowe', '01684 827367', NULL, 0, '2022-05-10');
INSERT INTO customers (customer_id, full_name, phone, email, is_landlord, customer_since) VALUES (29, 'Tom Abbott', '01386 612419', 'tom.abbott@mail.example', 0, '2015-10-27');
INSERT INTO customers (customer_id, full_name, phone, email, is_landlord, customer_since) VALUES (30, 'Kath Mills', '01684 659083', 'kath.mills@mail.example', 0, '2019-09-16');
INSERT INTO properties (property_id, customer_id, address_line, town, postcode, property_type, tenant_name) VALUES (1, 1, '80 Elm Grove', 'Pershore', 'WR10 7RR', 'house', NULL);
INSERT INTO properties (property_id, customer_id, address_line, town, postcode, property_type, tenant_name) VALUES (2, 2, '32 London Rd', 'Malvern', 'WR14 3ND', 'house', 'Kim Howe');
INSERT INTO properties (property_id, customer_id, address_line, town, postcode, property_type, tenant_name) VALUES (3, 2, '10 Foregate St', 'Worcester', 'WR5 8GF', 'house', 'Luke Farrow');
INSERT INTO properties (property_id, customer_id, address_line, town, postcode, property_type, tenant_name) VALUES (4, 2, '5 Pump St', 'Worcester', 'WR1 4DW', 'flat', 'Dani Price');
INSERT INTO properties (property_id, customer_id, address_line, town, postcode, property_type, tenant_name) VALUES (5, 3, '127 Elm Grove', 'Malvern', 'WR14 4AU', 'house', NULL);
INSERT INTO properties (property_id, customer_id, address_line, town, postcode, property_type, tenant_name) VALUES (6, 4, '84 Orchard Close', 'Evesham', 'WR11 8PJ', 'house', NULL);
INSERT INTO properties (property_id, customer_id, address_line, town, postcode, property_type, tenant_name) VALUES (7, 5, '78 Foregate St', 'Evesham', 'WR11 1EQ', 'house', NULL);
INSERT INTO properties (property_id, customer_id, address_line, town, postcode, property_type, tenant_name) VALUES (8, 6, '53 Mill St', 'Droitwich', 'WR9 8DU', 'bungalow', NULL);
INSERT INTO properties (property_id, customer_id, address_line, town, postcode, property_type, tenant_name) VALUES (9, 7, '48 Wells Rd', 'Worcester', 'WR5 1QU', 'house', NULL);
INSERT INTO properties (property_id, customer_id, address_line, town, postcode, property_type, tenant_name) VALUES (10, 8, '6 Bath Rd', 'Worcester', 'WR1 3NA', 'commercial', NULL);
INSERT INTO properties (property_id, customer_id, address_line, town, postcode, property_type, tenant_name) VALUES (11, 8, '10 Victoria Ave', 'Evesham', 'WR11 7YU', 'house', 'Oscar Lane');
INSERT INTO properties (property_id, customer_id, address_line, town, postcode, property_type, tenant_name) VALUES (12, 8, '73 Orchard Close', 'Droitwich', 'WR9 7GE', 'flat', 'Mei Chen');
INSERT INTO properties (property_id, customer_id, address_line, town, postcode, property_type, tenant_name) VALUES (13, 9, '28 London Rd', 'Droitwich', 'WR9 7DQ', 'house', NULL);
INSERT INTO properties (property_id, customer_id, address_line, town, postcode, property_type, tenant_name) VALUES (14, 10, '23 Brook Way', 'Droitwich', 'WR9 6JG', 'house', NULL);
INSERT INTO properties (property_id, customer_id, address_line, town, postcode, property_type, tenant_name) VALUES (15, 11, '57 Station Rd', 'Malvern', 'WR14 7EQ', 'house', NULL);
INSERT INTO properties (property_id, customer_id, address_line, town, postcode, property_type, tenant_name) VALUES (16, 12, '53 Church Lane', 'Malvern', 'WR14 8WG', 'bungalow', NULL);
INSERT INTO properties (property_id, customer_id, address_line, town, postcode, property_type, tenant_name) VALUES (17, 13, '70 Foregate St', 'Evesham', 'WR11 6RA', 'house', 'Ravi Patel');
INSERT INTO properties (property_id, customer_id, address_line, town, postcode, property_type, tenant_name) VALUES (18, 13, '70 Pump St', 'Pershore', 'WR10 8FF', 'house', 'Sara Quinn');
INSERT INTO properties (property_id, customer_id, address_line, town, postcode, property_type, tenant_name) VALUES (19, 13, '105 Church Lane', 'Worcester', 'WR1 8ET', 'house', 'Jo Baxter');
INSERT INTO properties (property_id, customer_id, address_line, town, postcode, property_type, tenant_name) VALUES (20, 14, '13 Orchard Close', 'Pershore', 'WR10 3RE', 'bungalow', NULL);
INSERT INTO properties (property_id, customer_id, address_line, town, postcode, property_type, tenant_name) VALUES (21, 15, '68 Bath Rd', 'Droitwich', 'WR9 8PF', 'flat', NULL);
INSERT INTO properties (property_id, customer_id, address_line, town, postcode, property_type, tenant_name) VALUES (22, 16, '91 Church Lane', 'Worcester', 'WR1 5DW', 'house', NULL);
INSERT INTO properties (property_id, customer_id, address_line, town, postcode, property_type, tenant_name) VALUES (23, 17, '12 London Rd', 'Pershore', 'WR10 2XU', 'commercial', NULL);
INSERT INTO properties (property_id, customer_id, address_line, town, postcode, property_type, tenant_name) VALUES (24, 17, '121 Elm Grove', 'Malvern', 'WR14 5JT', 'bungalow', 'Will Pershore');
INSERT INTO properties (property_id, customer_id, address_line, town, postcode, property_type, tenant_name) VALUES (25, 18, '66 Orchard Close', 'Worcester', 'WR5 6RT', 'house', NULL);
INSERT INTO properties (property_id, customer_id, address_line, town, postcode, property_type, tenant_name) VALUES (26, 19, '102 High St', 'Pershore', 'WR10 4AP', 'flat', NULL);
INSERT INTO properties (property_id, customer_id, address_line, town, postcode, property_type, tenant_name) VALUES (27, 20, '50 Wells Rd', 'Evesham', 'WR11 7WL', 'bungalow', 'Tess Gray');
INSERT INTO properties (property_id, customer_id, address_line, town, postcode, property_type, tenant_name) VALUES (28, 20, '72 Pump St', 'Droitwich', 'WR9 2EY', 'flat', 'Hassan Ali');
INSERT INTO properties (property_id, customer_id, address_line, town, postcode, property_type, tenant_name) VALUES (29, 21, '5 High St', 'Droitwich', 'WR9 5LQ', 'flat', NULL);
INSERT INTO properties (property_id, customer_id, address_line, town, postcode, property_type, tenant_name) VALUES (30, 22, '16 Foregate St', 'Worcester', 'WR5 9YN', 'house', NULL);
INSERT INTO properties (property_id, customer_id, address_line, town, postcode, property_type, tenant_name) VALUES (31, 23, '130 Station Rd', 'Malvern', 'WR14 5LL', 'house', NULL);
INSERT INTO properties (property_id, customer_id, address_line, town, postcode, property_type, tenant_name) VALUES (32, 24, '53 High St', 'Worcester', 'WR1 2HG', 'house', NULL);
INSERT INTO properties (property_id, customer_id, address_line, town, postcode, property_type, tenant_name) VALUES (33, 25, '65 Victoria Ave', 'Worcester', 'WR5 1FY', 'flat', 'Arlo Finch');
INSERT INTO properties (property_id, customer_id, address_line, town, postcode, property_type, tenant_name) VALUES (34, 25, '34 Foregate St', 'Worcester', 'WR5 4EE', 'house', 'Beth Cole');
INSERT INTO properties (property_id, customer_id, address_line, town, postcode, property_type, tenant_name) VALUES (35, 25, '39 Mill St', 'Malvern', 'WR14 9PT', 'house', NULL);
INSERT INTO properties (property_id, customer_id, address_line, town, postcode, property_type, tenant_name) VALUES (36, 26, '120 Pump St', 'Droitwich', 'WR9 1HF', 'flat', NULL);
INSERT INTO properties (property_id, customer_id, address_line, town, postcode, property_type, tenant_name) VALUES (37, 27, '30 Orchard Close', 'Worcester', 'WR5 2LJ', 'house', NULL);
INSERT INTO properties (property_id, customer_id, address_line, town, postcode, property_type, tenant_name) VALUES (38, 28, '133 Bath Rd', 'Pershore', 'WR10 4RQ', 'flat', NULL);
INSERT INTO properties (property_id, customer_id, address_line, town, postcode, property_type, tenant_name) VALUES (39, 29, '92 Brook Way', 'Worcester', 'WR1 5PT', 'house', NULL);
INSERT INTO properties (property_id, customer_id, address_line, town, postcode, property_type, tenant_name) VALUES (40, 30, '69 Pump St', 'Worcester', 'WR5 2TR', 'bungalow', NULL);
INSERT INTO appliances (appliance_id, property_id, appliance_type, make, model, installed_on, warranty_expires) VALUES (1, 1, 'combi boiler', 'Ideal', 'Vogue Max C32', NULL, NULL);
INSERT INTO appliances (appliance_id, property_id, appliance_type, make, model, installed_on, warranty_expires) VALUES (2, 2, 'combi boiler', 'Baxi', '800 Combi 2', '2015-11-18', '2020-11-18');
INSERT INTO appliances (appliance_id, property_id, appliance_type, make, model, installed_on, warranty_expires) VALUES (3, 2, 'gas fire', 'Valor', 'Homeflame Dream', '2017-05-02', '2024-05-02');
INSERT INTO appliances (appliance_id, property_id, appliance_type, make, model, installed_on, warranty_expires) VALUES (4, 3, 'combi boiler', 'Ideal', 'Logic Max C30', '2020-05-16', '2022-05-16');
INSERT INTO appliances (appliance_id, property_id, appliance_type, make, model, installed_on, warranty_expires) VALUES (5, 4, 'combi boiler', 'Ideal', 'Vogue Max C32', '2018-02-24', '2025-02-24');
INSERT INTO appliances (appliance_id, property_id, appliance_type, make, model, installed_on, warranty_expires) VALUES (6, 4, 'gas fire', 'Valor', 'Homeflame Dream', '2018-09-03', '2025-09-03');
INSERT INTO appliances (appliance_id, property_id, appliance_type, make, model, installed_on, warranty_expires) VALUES (7, 5, 'combi boiler', 'Vaillant', 'ecoTEC plus 832', '2012-01-20', '2022-01-20');
INSERT INTO appliances (appliance_id, property_id, appliance_type, make, model, installed_on, warranty_expires) VALUES (8, 5, 'gas fire', 'Valor', 'Homeflame Dream', '2021-10-06', '2028-10-06');
INSERT INTO appliances (appliance_id, property_id, appliance_type, make, model, installed_on, warranty_expires) VALUES (9, 6, 'system boiler', 'Baxi', '600 System', '2020-10-16', '2030-10-16');
INSERT INTO appliances (appliance_id, property_id, appliance_type, make, model, installed_on, warranty_expires) VALUES (10, 6, 'water heater', 'Ariston', 'Andris 30', '2010-09-15', '2020-09-15');
INSERT INTO appliances (appliance_id, property_id, appliance_type, make, model, installed_on, warranty_expires) VALUES (11, 7, 'combi boiler', 'Worcester', 'Greenstar 8000', '2011-08-23', '2016-08-23');
INSERT INTO appliances (appliance_id, property_id, appliance_type, make, model, installed_on, warranty_expires) VALUES (12, 7, 'gas fire', 'Valor', 'Homeflame Dream', '2020-11-03', '2030-11-03');
INSERT INTO appliances (appliance_id, property_id, appliance_type, make, model, installed_on, warranty_expires) VALUES (13, 8, 'combi boiler', 'Baxi', '800 Combi 2', '2013-04-22', '2018-04-22');
INSERT INTO appliances (appliance_id, property_id, appliance_type, make, model, installed_on, warranty_expires) VALUES (14, 9, 'system boiler', 'Vaillant', 'ecoTEC plus 630', '2013-10-07', NULL);
INSERT INTO appliances (appliance_id, property_id, appliance_type, make, model, installed_on, warranty_expires) VALUES (15, 10, 'system boiler', 'Worcester', 'Greenstar 30i', '2011-10-14', NULL);
INSERT INTO appliances (appliance_id, property_id, appliance_type, make, model, installed_on, warranty_expires) VALUES (16, 11, 'system boiler', 'Vaillant', 'ecoTEC plus 630', '2017-10-12', NULL);
INSERT INTO appliances (appliance_id, property_id, appliance_type, make, model, installed_on, warranty_expires) VALUES (17, 12, 'system boiler', 'Worcester', 'Greenstar 30i', NULL, NULL);
INSERT INTO appliances (appliance_id, property_id, appliance_type, make, model, installed_on, warranty_expires) VALUES (18, 13, 'combi boiler', 'Baxi', '800 Combi 2', '2016-05-18', '2018-05-18');
INSERT INTO appliances (appliance_id, property_id, appliance_type, make, model, installed_on, warranty_expires) VALUES (19, 14, 'combi boiler', 'Vaillant', 'ecoTEC plus 832', NULL, NULL);
INSERT INTO appliances (appliance_id, property_id, appliance_type, make, model, installed_on, warranty_expires) VALUES (20, 15, 'combi boiler', 'Ideal', 'Vogue Max C32', NULL, NULL);
INSERT INTO appliances (appliance_id, property_id, appliance_type, make, model, installed_on, warranty_expires) VALUES (21, 16, 'system boiler', 'Worcester', 'Greenstar 30i', '2012-08-05', '2019-08-05');
INSERT INTO appliances (appliance_id, property_id, appliance_type, make, model, installed_on, warranty_expires) VALUES (22, 17, 'combi boiler', 'Ideal', 'Vogue Max C32', NULL, NULL);
INSERT INTO appliances (appliance_id, property_id, appliance_type, make, model, installed_on, warranty_expires) VALUES (23, 18, 'combi boiler', 'Vaillant', 'ecoTEC pro 28', '2018-07-28', '2023-07-28');
INSERT INTO appliances (appliance_id, property_id, appliance_type, make, model, installed_on, warranty_expires) VALUES (24, 19, 'combi boiler', 'Baxi', '800 Combi 2', NULL, NULL);
INSERT INTO appliances (appliance_id, property_id, appliance_type, make, model, installed_on, warranty_expires) VALUES (25, 20, 'combi boiler', 'Vaillant', 'ecoTEC pro 28', '2022-10-04', '2024-10-04');
INSERT INTO appliances (appliance_id, property_id, appliance_type, make, model, installed_on, warranty_expires) VALUES (26, 20, 'water heater', 'Ariston', 'Andris 30', '2011-10-05', '2013-10-05');
INSERT INTO appliances (appliance_id, property_id, appliance_type, make, model, installed_on, warranty_expires) VALUES (27, 21, 'combi boiler', 'Worcester', 'Greenstar 4000', NULL, NULL);
INSERT INTO appliances (appliance_id, property_id, appliance_type, make, model, installed_on, warranty_expires) VALUES (28, 21, 'water heater', 'Ariston', 'Andris 30', '2019-01-19', '2026-01-19');
INSERT INTO appliances (appliance_id, property_id, appliance_type, make, model, installed_on, warranty_expires) VALUES (29, 22, 'system boiler', 'Baxi', '600 System', '2012-09-15', NULL);
INSERT INTO appliances (appliance_id, property_id, appliance_type, make, model, installed_on, warranty_expires) VALUES (30, 23, 'system boiler', 'Worcester', 'Greenstar 30i', '2009-07-27', '2011-07-27');
INSERT INTO appliances (appliance_id, property_id, appliance_type, make, model, installed_on, warranty_expires) VALUES (31, 24, 'combi boiler', 'Vaillant', 'ecoTEC pro 28', '2010-06-25', '2020-06-25');
INSERT INTO appliances (appliance_id, property_id, appliance_type, make, model, installed_on, warranty_expires) VALUES (32, 25, 'system boiler', 'Vaillant', 'ecoTEC plus 630', '2010-01-11', '2012-01-11');
INSERT INTO appliances (appliance_id, property_id, appliance_type, make, model, installed_on, warranty_expires) VALUES (33, 26, 'system boiler', 'Ideal', 'Logic Max S15', '2019-06-11', '2026-06-11');
INSERT INTO appliances (appliance_id, property_id, appliance_type, make, model, installed_on, warranty_expires) VALUES (34, 27, 'combi boiler', 'Ideal', 'Logic Max C30', '2018-09-24', '2028-09-24');
INSERT INTO appliances (appliance_id, property_id, appliance_type, make, model, installed_on, warranty_expires) VALUES (35, 28, 'combi boiler', 'Vaillant', 'ecoTEC pro 28', '2013-08-22', '2020-08-22');
INSERT INTO appliances (appliance_id, property_id, appliance_type, make, model, installed_on, warranty_expires) VALUES (36, 29, 'combi boiler', 'Ideal', 'Vogue Max C32', '2015-08-20', '2025-08-20');
INSERT INTO appliances (appliance_id, property_id, appliance_type, make, model, installed_on, warranty_expires) VALUES (37, 30, 'combi boiler', 'Baxi', '800 Combi 2', '2018-01-10', '2028-01-10');
INSERT INTO appliances (appliance_id, property_id, appliance_type, make, model, installed_on, warranty_expires) VALUES (38, 31, 'combi boiler', 'Baxi', '800 Combi 2', '2019-12-07', '2021-12-07');
INSERT INTO appliances (appliance_id, property_id, appliance_type, make, model, installed_on, warranty_expires) VALUES (39, 32, 'combi boiler', 'Worcester', 'Greenstar 8000', '2022-06-12', '2027-06-12');
INSERT INTO appliances (appliance_id, property_id, appliance_type, make, model, installed_on, warranty_expires) VALUES (40, 33, 'combi boiler', 'Worcester', 'Greenstar 4000', '2015-03-03', NULL);
INSERT INTO appliances (appliance_id, property_id, appliance_type, make, model, installed_on, warranty_expires) VALUES (41, 33, 'water heater', 'Ariston', 'Andris 30', '2012-06-20', '2019-06-20');
INSERT INTO appliances (appliance_id, property_id, appliance_type, make, model, installed_on, warranty_expires) VALUES (42, 34, 'system boiler', 'Vaillant', 'ecoTEC plus 630', '2023-01-25', '2025-01-25');
INSERT INTO appliances (appliance_id, property_id, appliance_type, make, model, installed_on, warranty_expires) VALUES (43, 35, 'combi boiler', 'Vaillant', 'ecoTEC plus 832', '2022-06-29', '2029-06-29');
INSERT INTO appliances (appliance_id, property_id, appliance_type, make, model, installed_on, warranty_expires) VALUES (44, 36, 'system boiler', 'Ideal', 'Logic Max S15', NULL, NULL);
INSERT INTO appliances (appliance_id, property_id, appliance_type, make, model, installed_on, warranty_expires) VALUES (45, 36, 'gas fire', 'Valor', 'Homeflame Dream', '2019-01-29', '2024-01-29');
INSERT INTO appliances (appliance_id, property_id, appliance_type, make, model, installed_on, warranty_expires) VALUES (46, 37, 'combi boiler', 'Worcester', 'Greenstar 4000', NULL, NULL);
INSERT INTO appliances (appliance_id, property_id, appliance_type, make, model, installed_on, warranty_expires) VALUES (47, 38, 'combi boiler', 'Ideal', 'Vogue Max C32', '2015-06-22', '2022-06-22');
INSERT INTO appliances (appliance_id, property_id, appliance_type, make, model, installed_on, warranty_expires) VALUES (48, 38, 'water heater', 'Ariston', 'Andris 30', '2012-03-13', '2017-03-13');
INSERT INTO appliances (appliance_id, property_id, appliance_type, make, model, installed_on, warranty_expires) VALUES (49, 39, 'combi boiler', 'Vaillant', 'ecoTEC plus 832', '2023-04-08', '2025-04-08');
INSERT INTO appliances (appliance_id, property_id, appliance_type, make, model, installed_on, warranty_expires) VALUES (50, 40, 'combi boiler', 'Baxi', '800 Combi 2', '2011-03-21', '2021-03-21');
INSERT INTO appliances (appliance_id, property_id, appliance_type, make, model, installed_on, warranty_expires) VALUES (51, 40, 'gas fire', 'Valor', 'Homeflame Dream', '2009-01-20', '2014-01-20');
INSERT INTO jobs (job_id, appliance_id, engineer_id, job_type, requested_on, scheduled_for, completed_on, status, quoted_price, labour_hours) VALUES (1, 5, 6, 'annual service', '2024-04-30', '2024-05-09', '2024-05-09', 'completed', 125.0, 1.0);
INSERT INTO jobs (job_id, appliance_id, engineer_id, job_type, requested_on, scheduled_for, completed_on, status, quoted_price, labour_hours) VALUES (2, 37, 15, 'annual service', '2024-04-28', '2024-05-11', '2024-05-11', 'completed', 95.0, 4.0);
INSERT INTO jobs (job_id, appliance_id, engineer_id, job_type, requested_on, scheduled_for, completed_on, status, quoted_price, labour_hours) VALUES (3, 7, 11, 'repair', '2023-12-31', '2024-01-06', '2024-01-06', 'completed', NULL, 1.0);
INSERT INTO jobs (job_id, appliance_id, engineer_id, job_type, requested_on, scheduled_for, completed_on, status, quoted_price, labour_hours) VALUES (4, 20, 2, 'breakdown', '2024-02-18', '2024-03-03', NULL, 'cancelled', 160.0, NULL);
INSERT INTO jobs (job_id, appliance_id, engineer_id, job_type, requested_on, scheduled_for, completed_on, status, quoted_price, labour_hours) VALUES (5, 35, 11, 'breakdown', '2024-02-03', '2024-02-17', '2024-02-17', 'completed', NULL, 2.5);
INSERT INTO jobs (job_id, appliance_id, engineer_id, job_type, requested_on, scheduled_for, completed_on, status, quoted_price, labour_hours) VALUES (6, 24, 8, 'breakdown', '2024-02-06', '2024-02-07', NULL, 'awaiting parts', NULL, 1.0);
INSERT INTO jobs (job_id, appliance_id, engineer_id, job_type, requested_on, scheduled_for, completed_on, status, quoted_price, labour_hours) VALUES (7, 21, NULL, 'repair', '2023-12-24', NULL, NULL, 'requested', NULL, NULL);
INSERT INTO jobs (job_id, appliance_id, engineer_id, job_type, requested_on, scheduled_for, completed_on, status, quoted_price, labour_hours) VALUES (8, 20, 13, 'breakdown', '2024-02-22', '2024-03-04', '2024-03-04', 'completed', 145.0, 4.0);
INSERT INTO jobs (job_id, appliance_id, engineer_id, job_type, requested_on, scheduled_for, completed_on, status, quoted_price, labour_hours) VALUES (9, 48, 12, 'annual service', '2023-11-29', '2023-12-08', '2023-12-09', 'completed', 125.0, 1.5);
INSERT INTO jobs (job_id, appliance_id, engineer_id, job_type, requested_on, scheduled_for, completed_on, status, quoted_price, labour_hours) VALUES (10, 16, 10, 'annual service', '2024-05-23', '2024-06-01', '2024-06-02', 'completed', 110.0, 1.5);
INSERT INTO jobs (job_id, appliance_id, engineer_id, job_type, requested_on, scheduled_for, completed_on, status, quoted_price, labour_hours) VALUES (11, 30, 3, 'installation', '2023-12-26', '2024-01-07', '2024-01-14', 'completed', 2395.0, 12.0);
INSERT INTO jobs (job_id, appliance_id, engineer_id, job_type, requested_on, scheduled_for, completed_on, status, quoted_price, labour_hours) VALUES (12, 24, 10, 'safety check', '2023-12-25', '2024-01-04', '2024-01-04', 'completed', 80.0, 2.5);
INSERT INTO jobs (job_id, appliance_id, engineer_id, job_type, requested_on, scheduled_for, completed_on, status, quoted_price, labour_hours) VALUES (13, 25, 11, 'annual service', '2023-11-13', '2023-11-27', '2023-11-27', 'completed', 95.0, 2.0);
INSERT INTO jobs (job_id, appliance_id, engineer_id, job_type, requested_on, scheduled_for, completed_on, status, quoted_price, labour_hours) VALUES (14, 15, 5, 'annual service', '2024-01-08', '2024-01-16', '2024-01-16', 'completed', 85.0, 1.0);
INSERT INTO jobs (job_id, appliance_id, engineer_id, job_type, requested_on, scheduled_for, completed_on, status, quoted_price, labour_hours) VALUES (15, 42, 11, 'safety check', '2024-03-11', '2024-03-16', NULL, 'scheduled', 80.0, NULL);
INSERT INTO jobs (job_id, appliance_id, engineer_id, job_type, requested_on, scheduled_for, completed_on, status, quoted_price, labour_hours) VALUES (16, 1, NULL, 'annual service', '2024-05-28', NULL, NULL, 'cancelled', 85.0, NULL);
INSERT INTO jobs (job_id, appliance_id, engineer_id, job_type, requested_on, scheduled_for, completed_on, status, quoted_price, labour_hours) VALUES (17, 47, 1, 'repair', '2023-09-09', '2023-09-23', NULL, 'scheduled', 160.0, NULL);
INSERT INTO jobs (job_id, appliance_id, engineer_id, job_type, requested_on, scheduled_for, completed_on, status, quoted_price, labour_hours) VALUES (18, 15, 15, 'annual service', '2024-05-26', '2024-06-07', NULL, 'scheduled', 95.0, NULL);
INSERT INTO jobs (job_id, appliance_id, engineer_id, job_type, requested_on, scheduled_for, completed_on, status, quoted_price, labour_hours) VALUES (19, 33, 4, 'annual service', '2023-11-15', '2023-11-21', '2023-11-21', 'completed', 125.0, 1.0);
INSERT INTO jobs (job_id, appliance_id, engineer_id, job_type, requested_on, scheduled_for, completed_on, status, quoted_price, labour_hours) VALUES (20, 33, 8, 'annual service', '2023-11-27', '2023-12-04', '2023-12-04', 'completed', 125.0, 1.0);
INSERT INTO jobs (job_id, appliance_id, engineer_id, job_type, requested_on, scheduled_for, completed_on, status, quoted_price, labour_hours) VALUES (21, 43, 9, 'installation', '2023-12-07', '2023-12-08', NULL, 'scheduled', 2410.0, NULL);
INSERT INTO jobs (job_id, appliance_id, engineer_id, job_type, requested_on, scheduled_for, completed_on, status, quoted_price, labour_hours) VALUES (22, 17, 7, 'breakdown', '2023-12-08', '2023-12-10', '2023-12-10', 'completed', 130.0, 4.0);
INSERT INTO jobs (job_id, appliance_id, engineer_id, job_type, requested_on, scheduled_for, completed_on, status, quoted_price, labour_hours) VALUES (23, 24, 3, 'repair', '2023-11-17', '2023-11-23', '2023-11-23', 'completed', NULL, 3.0);
INSERT INTO jobs (job_id, appliance_id, engineer_id, job_type, requested_on, scheduled_for, completed_on, status, quoted_price, labour_hours) VALUES (24, 11, 12, 'annual service', '2024-05-18', '2024-06-01', NULL, 'scheduled', 85.0, NULL);
INSERT INTO jobs (job_id, appliance_id, engineer_id, job_type, requested_on, scheduled_for, completed_on, status, quoted_price, labour_hours) VALUES (25, 4, 11, 'repair', '2023-10-08', '2023-10-13', '2023-10-13', 'completed', 185.0, 2.0);
INSERT INTO jobs (job_id, appliance_id, engineer_id, job_type, requested_on, scheduled_for, completed_on, status, quoted_price, labour_hours) VALUES (26, 14, NULL, 'annual service', '2024-05-14', NULL, NULL, 'requested', 95.0, NULL);
INSERT INTO jobs (job_id, appliance_id, engineer_id, job_type, requested_on, scheduled_for, completed_on, status, quoted_price, labour_hours) VALUES (27, 37, NULL, 'annual service', '2023-09-06', NULL, NULL, 'cancelled', 95.0, NULL);
INSERT INTO jobs (job_id, appliance_id, engineer_id, job_type, requested_on, scheduled_for, completed_on, status, quoted_price, labour_hours) VALUES (28, 50, 1, 'annual service', '2023-11-14', '2023-11-16', '2023-11-16', 'completed', 125.0, 2.5);
INSERT INTO jobs (job_id, appliance_id, engineer_id, job_type, requested_on, scheduled_for, completed_on, status, quoted_price, labour_hours) VALUES (29, 8, 11, 'annual service', '2024-01-14', '2024-01-16', NULL, 'awaiting parts', 95.0, 1.0);
INSERT INTO jobs (job_id, appliance_id, engineer_id, job_type, requested_on, scheduled_for, completed_on, status, quoted_price, labour_hours) VALUES (30, 3, 15, 'breakdown', '2023-12-20', '2023-12-26', '2023-12-26', 'completed', 120.0, 1.0);
INSERT INTO jobs (job_id, appliance_id, engineer_id, job_type, requested_on, scheduled_for, completed_on, status, quoted_price, labour_hours) VALUES (31, 35, 2, 'annual service', '2024-04-29', '2024-05-04', '2024-05-11', 'completed', 80.0, 1.0);
INSERT INTO jobs (job_id, appliance_id, engineer_id, job_type, requested_on, scheduled_for, completed_on, status, quoted_price, labour_hours) VALUES (32, 38, 14, 'breakdown', '2023-09-19', '2023-10-03', NULL, 'awaiting parts', NULL, 1.0);
INSERT INTO jobs (job_id, appliance_id, engineer_id, job_type, requested_on, scheduled_for, completed_on, status, quoted_price, labour_hours) VALUES (33, 5, 13, 'breakdown', '2023-11-20', '2023-11-26', '2023-11-26', 'completed', 115.0, 1.0);
INSERT INTO jobs (job_id, appliance_id, engineer_id, job_type, requested_on, scheduled_for, completed_on, status, quoted_price, labour_hours) VALUES (34, 20, 11, 'repair', '2024-02-19', '2024-02-26', NULL, 'scheduled', 160.0, NULL);
INSERT INTO jobs (job_id, appliance_id, engineer_id, job_type, requested_on, scheduled_for, completed_on, status, quoted_price, labour_hours) VALUES (35, 2, 7, 'annual service', '2023-10-29', '2023-11-04', '2023-11-05', 'completed', 95.0, 2.5);
INSERT INTO jobs (job_id, appliance_id, engineer_id, job_type, requested_on, scheduled_for, completed_on, status, quoted_price, labour_hours) VALUES (36, 19, 1, 'annual service', '2024-05-19', '2024-05-30', '2024-05-31', 'completed', 125.0, 2.5);
INSERT INTO jobs (job_id, appliance_id, engineer_id, job_type, requested_on, scheduled_for, completed_on, status, quoted_price, labour_hours) VALUES (37, 32, 8, 'repair', '2024-04-10', '2024-04-16', '2024-04-16', 'completed', 170.0, 2.5);
INSERT INTO jobs (job_id, appliance_id, engineer_id, job_type, requested_on, scheduled_for, completed_on, status, quoted_price, labour_hours) VALUES (38, 18, 10, 'annual service', '2023-11-04', '2023-11-07', '2023-11-07', 'completed', 95.0, 2.5);
INSERT INTO jobs (job_id, appliance_id, engineer_id, job_type, requested_on, scheduled_for, completed_on, status, quoted_price, labour_hours) VALUES (39, 9, 15, 'annual service', '2024-01-29', '2024-01-31', '2024-01-31', 'completed', 80.0, 2.0);
INSERT INTO jobs (job_id, appliance_id, engineer_id, job_type, requested_on, scheduled_for, completed_on, status, quoted_price, labour_hours) VALUES (40, 24, NULL, 'annual service', '2023-09-12', NULL, NULL, 'requested', 125.0, NULL);
INSERT INTO jobs (job_id, appliance_id, engineer_id, job_type, requested_on, scheduled_for, completed_on, status, quoted_price, labour_hours) VALUES (41, 23, 3, 'breakdown', '2023-11-16', '2023-11-26', NULL, 'awaiting parts', 120.0, 1.0);
INSERT INTO jobs (job_id, appliance_id, engineer_id, job_type, requested_on, scheduled_for, completed_on, status, quoted_price, labour_hours) VALUES (42, 35, 2, 'annual service', '2024-04-18', '2024-05-01', NULL, 'scheduled', 110.0, NULL);
INSERT INTO jobs (job_id, appliance_id, engineer_id, job_type, requested_on, scheduled_for, completed_on, status, quoted_price, labour_hours) VALUES (43, 3, 14, 'annual service', '2023-10-29', '2023-11-12', '2023-11-12', 'completed', 110.0, 2.0);
INSERT INTO jobs (job_id, appliance_id, engineer_id, job_type, requested_on, scheduled_for, completed_on, status, quoted_price, labour_hours) VALUES (44, 38, 8, 'annual service', '2023-12-05', '2023-12-16', NULL, 'scheduled', 80.0, NULL);
INSERT INTO jobs (job_id, appliance_id, engineer_id, job_type, requested_on, scheduled_for, completed_on, status, quoted_price, labour_hours) VALUES (45, 11, 4, 'installation', '2024-04-25', '2024-05-03', '2024-05-03', 'completed', 2410.0, 16.0);
INSERT INTO jobs (job_id, appliance_id, engineer_id, job_type, requested_on, scheduled_for, completed_on, status, quoted_price, labour_hours) VALUES (46, 21, 1, 'repair', '2024-01-29', '2024-02-07', NULL, 'awaiting parts', NULL, 1.0);
INSERT INTO jobs (job_id, appliance_id, engineer_id, job_type, requested_on, scheduled_for, completed_on, status, quoted_price, labour_hours) VALUES (47, 14, 1, 'safety check', '2023-11-21', '2023-12-02', '2023-12-02', 'completed', 70.0, 2.0);
INSERT INTO jobs (job_id, appliance_id, engineer_id, job_type, requested_on, scheduled_for, completed_on, status, quoted_price, labour_hours) VALUES (48, 11, 3, 'breakdown', '2024-02-11', '2024-02-16', '2024-02-16', 'completed', NULL, 2.5);
INSERT INTO jobs (job_id, appliance_id, engineer_id, job_type, requested_on, scheduled_for, completed_on, status, quoted_price, labour_hours) VALUES (49, 1, 12, 'annual service', '2024-02-13', '2024-02-15', '2024-02-16', 'completed', 95.0, 2.5);
INSERT INTO jobs (job_id, appliance_id, engineer_id, job_type, requested_on, scheduled_for, completed_on, status, quoted_price, labour_hours) VALUES (50, 32, 6, 'breakdown', '2024-02-16', '2024-03-01', '2024-03-01', 'completed', NULL, 2.5);
INSERT INTO jobs (job_id, appliance_id, engineer_id, job_type, requested_on, scheduled_for, completed_on, status, quoted_price, labour_hours) VALUES (51, 1, 12, 'annual service', '2024-03-03', '2024-03-16', '2024-03-16', 'completed', 80.0, 1.0);
INSERT INTO jobs (job_id, appliance_id, engineer_id, job_type, requested_on, scheduled_for, completed_on, status, quoted_price, labour_hours) VALUES (52, 20, 13, 'repair', '2024-04-02', '2024-04-06', '2024-04-06', 'completed', 170.0, 2.5);
INSERT INTO jobs (job_id, appliance_id, engineer_id, job_type, requested_on, scheduled_for, completed_on, status, quoted_price, labour_hours) VALUES (53, 38, NULL, 'installation', '2024-04-21', NULL, NULL, 'requested', 2425.0, NULL);
INSERT INTO jobs (job_id, appliance_id, engineer_id, job_type, requested_on, scheduled_for, completed_on, status, quoted_price, labour_hours) VALUES (54, 39, NULL, 'annual service', '2024-02-25', NULL, NULL, 'cancelled', 110.0, NULL);
INSERT INTO jobs (job_id, appliance_id, engineer_id, job_type, requested_on, scheduled_for, completed_on, status, quoted_price, labour_hours) VALUES (55, 14, NULL, 'repair', '2024-01-05', NULL, NULL, 'requested', 160.0, NULL);
INSERT INTO jobs (job_id, appliance_id, engineer_id, job_type, requested_on, scheduled_for, completed_on, status, quoted_price, labour_hours) VALUES (56, 37, 7, 'annual service', '2023-09-25', '2023-09-26', '2023-09-26', 'completed', 85.0, 2.5);
INSERT INTO jobs (job_id, appliance_id, engineer_id, job_type, requested_on, scheduled_for, completed_on, status, quoted_price, labour_hours) VALUES (57, 17, 4, 'annual service', '2024-01-09', '2024-01-10', '2024-01-10', 'completed', 85.0, 2.0);
INSERT INTO jobs (job_id, appliance_id, engineer_id, job_type, requested_on, scheduled_for, completed_on, status, quoted_price, labour_hours) VALUES (58, 34, 12, 'safety check', '2023-09-22', '2023-09-30', '2023-09-30', 'completed', 80.0, 1.0);
INSERT INTO invoices (invoice_id, job_id, issued_on, net_amount, vat_amount, paid_on, payment_method) VALUES (1, 1, '2024-05-11', 125.0, 25.0, '2024-05-19', 'cash');
INSERT INTO invoices (invoice_id, job_id, issued_on, net_amount, vat_amount, paid_on, payment_method) VALUES (2, 2, '2024-05-13', 143.5, 28.7, '2024-05-29', 'card');
INSERT INTO invoices (invoice_id, job_id, issued_on, net_amount, vat_amount, paid_on, payment_method) VALUES (3, 3, '2024-01-11', 57.0, 11.4, '2024-01-26', 'bank transfer');
INSERT INTO invoices (invoice_id, job_id, issued_on, net_amount, vat_amount, paid_on, payment_method) VALUES (4, 5, '2024-02-18', 125.0, 25.0, NULL, NULL);
INSERT INTO invoices (invoice_id, job_id, issued_on, net_amount, vat_amount, paid_on, payment_method) VALUES (5, 8, '2024-03-04', 145.0, 29.0, '2024-04-06', 'cheque');
INSERT INTO invoices (invoice_id, job_id, issued_on, net_amount, vat_amount, paid_on, payment_method) VALUES (6, 9, '2023-12-10', 140.0, 28.0, NULL, NULL);
INSERT INTO invoices (invoice_id, job_id, issued_on, net_amount, vat_amount, paid_on, payment_method) VALUES (7, 10, '2024-06-07', 110.0, 22.0, NULL, NULL);
INSERT INTO invoices (invoice_id, job_id, issued_on, net_amount, vat_amount, paid_on, payment_method) VALUES (8, 11, '2024-01-14', 2395.0, 479.0, '2024-02-20', 'bank transfer');
INSERT INTO invoices (invoice_id, job_id, issued_on, net_amount, vat_amount, paid_on, payment_method) VALUES (9, 12, '2024-01-04', 80.0, 16.0, '2024-01-12', 'card');
INSERT INTO invoices (invoice_id, job_id, issued_on, net_amount, vat_amount, paid_on, payment_method) VALUES (10, 13, '2023-11-27', 95.0, 19.0, '2023-12-05', 'bank transfer');
INSERT INTO invoices (invoice_id, job_id, issued_on, net_amount, vat_amount, paid_on, payment_method) VALUES (11, 14, '2024-01-21', 120.0, 24.0, '2024-02-29', 'bank transfer');
INSERT INTO invoices (invoice_id, job_id, issued_on, net_amount, vat_amount, paid_on, payment_method) VALUES (12, 19, '2023-11-21', 125.0, 25.0, '2023-11-24', 'bank transfer');
INSERT INTO invoices (invoice_id, job_id, issued_on, net_amount, vat_amount, paid_on, payment_method) VALUES (13, 20, '2023-12-06', 160.0, 32.0, '2023-12-27', 'bank transfer');
INSERT INTO invoices (invoice_id, job_id, issued_on, net_amount, vat_amount, paid_on, payment_method) VALUES (14, 22, '2023-12-15', 130.0, 26.0, '2023-12-22', 'cheque');
INSERT INTO invoices (invoice_id, job_id, issued_on, net_amount, vat_amount, paid_on, payment_method) VALUES (15, 23, '2023-11-25', 234.5, 46.9, '2023-12-17', 'bank transfer');
INSERT INTO invoices (invoice_id, job_id, issued_on, net_amount, vat_amount, paid_on, payment_method) VALUES (16, 25, '2023-10-15', 185.0, 37.0, '2023-11-17', 'bank transfer');
INSERT INTO invoices (invoice_id, job_id, issued_on, net_amount, vat_amount, paid_on, payment_method) VALUES (17, 28, '2023-11-17', 125.0, 25.0, '2023-12-17', 'cheque');
INSERT INTO invoices (invoice_id, job_id, issued_on, net_amount, vat_amount, paid_on, payment_method) VALUES (18, 30, '2023-12-31', 120.0, 24.0, NULL, NULL);
INSERT INTO invoices (invoice_id, job_id, issued_on, net_amount, vat_amount, paid_on, payment_method) VALUES (19, 31, '2024-05-16', 80.0, 16.0, '2024-06-10', 'bank transfer');
INSERT INTO invoices (invoice_id, job_id, issued_on, net_amount, vat_amount, paid_on, payment_method) VALUES (20, 33, '2023-12-01', 130.0, 26.0, NULL, NULL);
INSERT INTO invoices (invoice_id, job_id, issued_on, net_amount, vat_amount, paid_on, payment_method) VALUES (21, 35, '2023-11-05', 95.0, 19.0, '2023-11-27', 'bank transfer');
INSERT INTO invoices (invoice_id, job_id, issued_on, net_amount, vat_amount, paid_on, payment_method) VALUES (22, 36, '2024-06-02', 160.0, 32.0, '2024-07-12', 'card');
INSERT INTO invoices (invoice_id, job_id, issued_on, net_amount, vat_amount, paid_on, payment_method) VALUES (23, 37, '2024-04-21', 205.0, 41.0, '2024-05-28', 'bank transfer');
INSERT INTO invoices (invoice_id, job_id, issued_on, net_amount, vat_amount, paid_on, payment_method) VALUES (24, 38, '2023-11-09', 95.0, 19.0, '2023-12-13', 'card');
INSERT INTO invoices (invoice_id, job_id, issued_on, net_amount, vat_amount, paid_on, payment_method) VALUES (25, 39, '2024-02-01', 128.5, 25.7, '2024-02-20', 'card');
INSERT INTO invoices (invoice_id, job_id, issued_on, net_amount, vat_amount, paid_on, payment_method) VALUES (26, 43, '2023-11-13', 110.0, 22.0, '2023-12-21', 'bank transfer');
INSERT INTO invoices (invoice_id, job_id, issued_on, net_amount, vat_amount, paid_on, payment_method) VALUES (27, 45, '2024-05-04', 2410.0, 482.0, '2024-05-28', 'cheque');
INSERT INTO invoices (invoice_id, job_id, issued_on, net_amount, vat_amount, paid_on, payment_method) VALUES (28, 47, '2023-12-02', 70.0, 14.0, '2024-01-11', 'bank transfer');
INSERT INTO invoices (invoice_id, job_id, issued_on, net_amount, vat_amount, paid_on, payment_method) VALUES (29, 48, '2024-02-21', 165.0, 33.0, '2024-02-25', 'card');
INSERT INTO invoices (invoice_id, job_id, issued_on, net_amount, vat_amount, paid_on, payment_method) VALUES (30, 49, '2024-02-17', 95.0, 19.0, NULL, NULL);
INSERT INTO invoices (invoice_id, job_id, issued_on, net_amount, vat_amount, paid_on, payment_method) VALUES (31, 50, '2024-03-01', 200.0, 40.0, '2024-03-20', 'cheque');
INSERT INTO invoices (invoice_id, job_id, issued_on, net_amount, vat_amount, paid_on, payment_method) VALUES (32, 51, '2024-03-18', 80.0, 16.0, NULL, NULL);
INSERT INTO invoices (invoice_id, job_id, issued_on, net_amount, vat_amount, paid_on, payment_method) VALUES (33, 52, '2024-04-06', 218.5, 43.7, '2024-05-14', 'cheque');
INSERT INTO invoices (invoice_id, job_id, issued_on, net_amount, vat_amount, paid_on, payment_method) VALUES (34, 56, '2023-10-01', 133.5, 26.7, '2023-10-30', 'card');
INSERT INTO invoices (invoice_id, job_id, issued_on, net_amount, vat_amount, paid_on, payment_method) VALUES (35, 57, '2024-01-11', 120.0, 24.0, NULL, NULL);
INSERT INTO invoices (invoice_id, job_id, issued_on, net_amount, vat_amount, paid_on, payment_method) VALUES (36, 58, '2023-09-30', 200.0, 40.0, '2023-10-23', 'cheque');
COMMIT;
