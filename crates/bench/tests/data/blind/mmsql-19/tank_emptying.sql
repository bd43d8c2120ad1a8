-- tank_emptying: invented septic-tank and cesspit emptying firm in the Lincolnshire fens (customers, tanks, drivers, jobs, invoices)
BEGIN TRANSACTION;
CREATE TABLE customers (
    customer_id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    contact_first_name TEXT NOT NULL,
    contact_surname TEXT NOT NULL,
    village TEXT NOT NULL,
    phone TEXT, -- NULL = no phone number on file
    is_business INTEGER NOT NULL CHECK (is_business IN (0,1)),
    account_opened TEXT NOT NULL
);
CREATE TABLE drivers (
    driver_id INTEGER PRIMARY KEY,
    first_name TEXT NOT NULL,
    surname TEXT NOT NULL,
    home_village TEXT NOT NULL,
    hourly_rate REAL NOT NULL,
    start_date TEXT NOT NULL,
    leave_date TEXT -- NULL = still works for the firm
);
CREATE TABLE tanks (
    tank_id INTEGER PRIMARY KEY,
    customer_id INTEGER NOT NULL REFERENCES customers(customer_id),
    site_village TEXT NOT NULL,
    tank_type TEXT NOT NULL,
    capacity_litres INTEGER NOT NULL,
    install_year INTEGER, -- NULL = installation year unknown
    access_notes TEXT -- NULL = no access notes
);
CREATE TABLE jobs (
    job_id INTEGER PRIMARY KEY,
    tank_id INTEGER NOT NULL REFERENCES tanks(tank_id),
    driver_id INTEGER REFERENCES drivers(driver_id), -- NULL = no driver assigned yet
    service_type TEXT NOT NULL,
    requested_date TEXT NOT NULL,
    scheduled_date TEXT NOT NULL,
    completed_date TEXT, -- NULL = not carried out (still pending or cancelled)
    is_emergency INTEGER NOT NULL CHECK (is_emergency IN (0,1)),
    is_cancelled INTEGER NOT NULL CHECK (is_cancelled IN (0,1)),
    volume_removed_litres INTEGER, -- NULL = nothing pumped out (job not done or inspection only)
    quoted_price REAL NOT NULL,
    disposal_fee REAL -- NULL = no disposal charge (nothing tipped)
);
CREATE TABLE invoices (
    invoice_id INTEGER PRIMARY KEY,
    job_id INTEGER NOT NULL REFERENCES jobs(job_id),
    issued_date TEXT NOT NULL,
    net_amount REAL NOT NULL,
    vat_amount REAL NOT NULL,
    paid_date TEXT, -- NULL = not paid yet
    payment_method TEXT -- NULL = not paid yet
);
INSERT INTO customers VALUES (1, 'Hollybush Caravan Park', 'Diane', 'Cotton', 'Friskney', '01754 820311', 1, '2019-04-02');
INSERT INTO customers VALUES (2, 'Westhorpe Grange Farm', 'Ruth', 'Ellis', 'Swineshead', '01205 820547', 1, '2018-09-14');
INSERT INTO customers VALUES (3, 'Pinchbeck Poultry Ltd', 'Gary', 'Pinchbeck', 'Wigtoft', '01205 460982', 1, '2020-01-20');
INSERT INTO customers VALUES (4, 'Mr & Mrs Dobney', 'Alan', 'Dobney', 'Sibsey', NULL, 0, '2017-06-05');
INSERT INTO customers VALUES (5, 'Fen View Cottage', 'Sue', 'Marris', 'Stickney', '01205 480215', 0, '2021-03-11');
INSERT INTO customers VALUES (6, 'The Old Rectory', 'Hugh', 'Ashworth', 'Wrangle', '01205 870664', 0, '2016-11-30');
INSERT INTO customers VALUES (7, 'Marsh Lane Kennels', 'Tracey', 'Bland', 'Old Leake', '01205 871190', 1, '2019-08-08');
INSERT INTO customers VALUES (8, 'Mrs J. Ogden', 'Joan', 'Ogden', 'Frampton', NULL, 0, '2015-05-19');
INSERT INTO customers VALUES (9, 'Langrick Lakes Fishery', 'Dean', 'Kettle', 'Langrick', '01205 280733', 1, '2020-06-22');
INSERT INTO customers VALUES (10, 'Church Farm B&B', 'Helen', 'Rowett', 'Benington', '01205 760145', 1, '2018-02-27');
INSERT INTO customers VALUES (11, 'Mr P. Sharman', 'Peter', 'Sharman', 'Kirton Holme', '07700 900412', 0, '2022-04-04');
INSERT INTO customers VALUES (12, 'Fosdyke Bridge Garage', 'Martin', 'Leaning', 'Fosdyke', '01205 260381', 1, '2017-10-16');
INSERT INTO customers VALUES (13, 'Ivy House', 'Carol', 'Wass', 'Friskney', NULL, 0, '2021-09-01');
INSERT INTO customers VALUES (14, 'Swineshead Primary School', 'Linda', 'Grundy', 'Swineshead', '01205 820900', 1, '2014-09-03');
INSERT INTO customers VALUES (15, 'Mr & Mrs Tunnard', 'Keith', 'Tunnard', 'Sibsey', '01205 750228', 0, '2019-12-12');
INSERT INTO customers VALUES (16, 'Bank End Farm', 'Robert', 'Cragg', 'Wrangle', NULL, 1, '2016-03-15');
INSERT INTO customers VALUES (17, 'The Plough Inn', 'Nicola', 'Fairbairn', 'Old Leake', '01205 870302', 1, '2018-07-01');
INSERT INTO customers VALUES (18, 'Mrs E. Stennett', 'Edna', 'Stennett', 'Stickney', '01205 480776', 0, '2013-02-08');
INSERT INTO customers VALUES (19, 'Wigtoft Chapel', 'Brian', 'Cheer', 'Wigtoft', NULL, 1, '2020-10-05');
INSERT INTO customers VALUES (20, 'Mr D. Hewson', 'Darren', 'Hewson', 'Benington', '07700 900871', 0, '2023-01-16');
INSERT INTO customers VALUES (21, 'Frampton Marsh Holiday Lets', 'Sarah', 'Pask', 'Frampton', '01205 722654', 1, '2021-05-24');
INSERT INTO customers VALUES (22, 'Mr & Mrs Lenton', 'Graham', 'Lenton', 'Langrick', '01205 280119', 0, '2017-08-29');
INSERT INTO customers VALUES (23, 'Kirton Holme Nurseries', 'Steve', 'Bettison', 'Kirton Holme', '01205 290448', 1, '2019-03-18');
INSERT INTO customers VALUES (24, 'Miss R. Codd', 'Rachel', 'Codd', 'Fosdyke', NULL, 0, '2022-11-07');
INSERT INTO customers VALUES (25, 'Stickney Scout Hut', 'Paul', 'Ingamells', 'Stickney', '01205 480090', 1, '2018-04-23');
INSERT INTO customers VALUES (26, 'Mr T. Wrisdale', 'Terry', 'Wrisdale', 'Wrangle', '07700 900556', 0, '2020-02-10');
INSERT INTO customers VALUES (27, 'Old Leake Cricket Club', 'Ian', 'Frecknall', 'Old Leake', '01205 871455', 1, '2016-06-06');
INSERT INTO customers VALUES (28, 'Mrs M. Burchnall', 'Margaret', 'Burchnall', 'Sibsey', '01205 750903', 0, '2015-01-26');
INSERT INTO customers VALUES (29, 'Benington Sea End Farm', 'Dean', 'Plowright', 'Benington', '01205 760588', 1, '2017-12-04');
INSERT INTO customers VALUES (30, 'Mr K. Epton', 'Kevin', 'Epton', 'Swineshead', '07700 900223', 0, '2023-06-19');
INSERT INTO drivers VALUES (1, 'Gary', 'Holt', 'Sibsey', 17.5, '2016-04-11', NULL);
INSERT INTO drivers VALUES (2, 'Sue', 'Barratt', 'Stickney', 16.75, '2018-09-03', NULL);
INSERT INTO drivers VALUES (3, 'Dean', 'Whitworth', 'Old Leake', 18.25, '2014-02-17', NULL);
INSERT INTO drivers VALUES (4, 'Mick', 'Fenwick', 'Wrangle', 19.0, '2012-07-30', NULL);
INSERT INTO drivers VALUES (5, 'Karen', 'Toft', 'Frampton', 16.5, '2020-05-18', NULL);
INSERT INTO drivers VALUES (6, 'Lee', 'Brackenbury', 'Kirton Holme', 17.0, '2019-01-07', '2023-11-30');
INSERT INTO drivers VALUES (7, 'Tony', 'Skelton', 'Swineshead', 18.5, '2015-10-12', NULL);
INSERT INTO drivers VALUES (8, 'Paul', 'Mawer', 'Friskney', 16.0, '2022-03-21', NULL);
INSERT INTO drivers VALUES (9, 'Jason', 'Odling', 'Langrick', 17.25, '2017-06-26', '2024-05-31');
INSERT INTO drivers VALUES (10, 'Craig', 'Tebbutt', 'Benington', 15.75, '2023-08-14', NULL);
INSERT INTO drivers VALUES (11, 'Wayne', 'Dring', 'Sibsey', 18.0, '2013-11-04', NULL);
INSERT INTO drivers VALUES (12, 'Steve', 'Cammack', 'Wigtoft', 16.25, '2021-02-01', '2023-04-28');
INSERT INTO drivers VALUES (13, 'Nigel', 'Burton', 'Fosdyke', 19.5, '2011-05-09', NULL);
INSERT INTO drivers VALUES (14, 'Dawn', 'Leggett', 'Stickney', 16.5, '2022-10-10', NULL);
INSERT INTO drivers VALUES (15, 'Ryan', 'Hides', 'Old Leake', 15.5, '2024-01-15', NULL);
INSERT INTO tanks VALUES (1, 1, 'Friskney', 'Treatment plant', 4000, 2019, NULL);
INSERT INTO tanks VALUES (2, 1, 'Friskney', 'Septic tank', 3800, 2015, NULL);
INSERT INTO tanks VALUES (3, 1, 'Friskney', 'Cesspit', 22000, 2016, 'Gate code 4471');
INSERT INTO tanks VALUES (4, 2, 'Swineshead', 'Septic tank', 4500, 2015, NULL);
INSERT INTO tanks VALUES (5, 2, 'Kirton Holme', 'Cesspit', 22000, NULL, NULL);
INSERT INTO tanks VALUES (6, 3, 'Wigtoft', 'Treatment plant', 4000, 2012, 'Soft verge in winter');
INSERT INTO tanks VALUES (7, 3, 'Wigtoft', 'Septic tank', 4500, 1978, NULL);
INSERT INTO tanks VALUES (8, 4, 'Sibsey', 'Septic tank', 3800, 2019, NULL);
INSERT INTO tanks VALUES (9, 5, 'Stickney', 'Cesspit', 27000, 1987, 'Soft verge in winter');
INSERT INTO tanks VALUES (10, 6, 'Wrangle', 'Septic tank', 2700, 1978, NULL);
INSERT INTO tanks VALUES (11, 7, 'Old Leake', 'Septic tank', 2700, 2007, 'Ring before arriving');
INSERT INTO tanks VALUES (12, 8, 'Frampton', 'Septic tank', 3800, 2015, 'Dog on site');
INSERT INTO tanks VALUES (13, 9, 'Langrick', 'Treatment plant', 6000, NULL, 'Narrow drive, 3.5t only');
INSERT INTO tanks VALUES (14, 10, 'Benington', 'Septic tank', 2700, 2015, NULL);
INSERT INTO tanks VALUES (15, 11, 'Kirton Holme', 'Septic tank', 3800, 2011, 'Soft verge in winter');
INSERT INTO tanks VALUES (16, 12, 'Fosdyke', 'Septic tank', 4500, 2015, NULL);
INSERT INTO tanks VALUES (17, 13, 'Friskney', 'Cesspit', 18000, 2019, NULL);
INSERT INTO tanks VALUES (18, 14, 'Swineshead', 'Treatment plant', 6000, 2009, NULL);
INSERT INTO tanks VALUES (19, 15, 'Sibsey', 'Septic tank', 2700, 2019, 'Dog on site');
INSERT INTO tanks VALUES (20, 16, 'Wrangle', 'Septic tank', 3800, 2019, NULL);
INSERT INTO tanks VALUES (21, 16, 'Friskney', 'Septic tank', 3800, 1985, NULL);
INSERT INTO tanks VALUES (22, 17, 'Old Leake', 'Septic tank', 3800, 1998, NULL);
INSERT INTO tanks VALUES (23, 18, 'Stickney', 'Septic tank', 4500, 2011, 'Dog on site');
INSERT INTO tanks VALUES (24, 19, 'Wigtoft', 'Cesspit', 27000, 1969, NULL);
INSERT INTO tanks VALUES (25, 20, 'Benington', 'Septic tank', 3800, 2007, NULL);
INSERT INTO tanks VALUES (26, 21, 'Frampton', 'Treatment plant', 6000, 2003, NULL);
INSERT INTO tanks VALUES (27, 21, 'Frampton', 'Septic tank', 2700, 2007, NULL);
INSERT INTO tanks VALUES (28, 22, 'Langrick', 'Septic tank', 4500, 2011, NULL);
INSERT INTO tanks VALUES (29, 23, 'Kirton Holme', 'Septic tank', 4500, 2011, NULL);
INSERT INTO tanks VALUES (30, 24, 'Fosdyke', 'Septic tank', 4500, 1978, NULL);
INSERT INTO tanks VALUES (31, 25, 'Stickney', 'Septic tank', 2700, 1978, NULL);
INSERT INTO tanks VALUES (32, 26, 'Wrangle', 'Cesspit', 27000, 2001, 'Soft verge in winter');
INSERT INTO tanks VALUES (33, 27, 'Old Leake', 'Septic tank', 3800, 2019, NULL);
INSERT INTO tanks VALUES (34, 28, 'Sibsey', 'Septic tank', 4500, 2019, NULL);
INSERT INTO tanks VALUES (35, 29, 'Benington', 'Septic tank', 4500, 1978, NULL);
INSERT INTO tanks VALUES (36, 30, 'Swineshead', 'Treatment plant', 6000, 2007, NULL);
INSERT INTO jobs VALUES (1, 8, 4, 'Desludge', '2023-01-08', '2023-01-16', '2023-01-16', 0, 0, 2900, 245.0, 27.55);
INSERT INTO jobs VALUES (2, 16, 14, 'Desludge Plus', '2023-01-20', '2023-01-27', '2023-01-28', 0, 0, 3000, 310.0, 28.5);
INSERT INTO jobs VALUES (3, 23, 7, 'Desludge', '2023-02-02', '2023-02-06', '2023-02-06', 0, 0, 4100, 200.0, 38.95);
INSERT INTO jobs VALUES (4, 31, 6, 'Desludge Plus', '2023-02-09', '2023-02-26', '2023-02-26', 0, 0, 1800, 290.0, 17.1);
INSERT INTO jobs VALUES (5, 2, 8, 'Desludge', '2023-02-22', '2023-03-12', '2023-03-13', 0, 0, 3600, 200.0, 34.2);
INSERT INTO jobs VALUES (6, 10, 14, 'Soakaway jetting', '2023-03-09', '2023-03-25', '2023-03-25', 0, 0, 1600, 195.0, 15.2);
INSERT INTO jobs VALUES (7, 17, 12, 'Desludge', '2023-03-22', '2023-03-26', '2023-03-27', 0, 0, 12400, 200.0, 117.8);
INSERT INTO jobs VALUES (8, 25, 6, 'Soakaway jetting', '2023-04-03', '2023-04-13', '2023-04-14', 0, 0, 3500, 175.0, 33.25);
INSERT INTO jobs VALUES (9, 32, 2, 'Desludge', '2023-04-15', '2023-04-24', '2023-04-25', 0, 0, 16400, 210.0, 155.8);
INSERT INTO jobs VALUES (10, 3, 4, 'Desludge', '2023-04-27', '2023-05-12', '2023-05-12', 0, 0, 18900, 235.0, 179.55);
INSERT INTO jobs VALUES (11, 11, 13, 'Desludge Plus', '2023-05-05', '2023-05-06', '2023-05-06', 1, 0, 1600, 350.0, 15.2);
INSERT INTO jobs VALUES (12, 18, 11, 'Inspection', '2023-05-18', '2023-05-23', '2023-05-23', 0, 0, NULL, 80.0, NULL);
INSERT INTO jobs VALUES (13, 26, 4, 'Soakaway jetting', '2023-05-31', '2023-06-08', '2023-06-08', 0, 0, 3400, 190.0, 32.3);
INSERT INTO jobs VALUES (14, 33, 4, 'Desludge Plus', '2023-06-14', '2023-06-28', '2023-06-30', 0, 0, 2200, 320.0, 20.9);
INSERT INTO jobs VALUES (15, 4, 14, 'Desludge', '2023-06-23', '2023-07-04', '2023-07-04', 0, 0, 2800, 230.0, 26.6);
INSERT INTO jobs VALUES (16, 12, 4, 'Desludge Plus', '2023-07-06', '2023-07-18', '2023-07-18', 0, 0, 2200, 330.0, 20.9);
INSERT INTO jobs VALUES (17, 19, 14, 'Desludge Plus', '2023-07-16', '2023-08-01', '2023-08-01', 0, 0, 2400, 335.0, 22.8);
INSERT INTO jobs VALUES (18, 27, 14, 'Desludge Plus', '2023-08-02', '2023-08-14', '2023-08-14', 0, 0, 2100, 315.0, 19.95);
INSERT INTO jobs VALUES (19, 34, 1, 'Desludge', '2023-08-11', '2023-08-18', '2023-08-18', 0, 0, 3400, 205.0, 32.3);
INSERT INTO jobs VALUES (20, 5, 4, 'Desludge Plus', '2023-08-26', '2023-09-11', '2023-09-12', 0, 0, 16000, 300.0, 152.0);
INSERT INTO jobs VALUES (21, 13, 4, 'Desludge', '2023-09-04', '2023-09-12', '2023-09-12', 0, 0, 5500, 255.0, 52.25);
INSERT INTO jobs VALUES (22, 20, 6, 'Soakaway jetting', '2023-09-19', '2023-10-05', '2023-10-05', 0, 0, 2600, 155.0, 24.7);
INSERT INTO jobs VALUES (23, 28, 1, 'Desludge Plus', '2023-10-01', '2023-10-02', '2023-10-02', 1, 0, 2700, 395.0, 25.65);
INSERT INTO jobs VALUES (24, 35, 14, 'Desludge', '2023-10-11', '2023-10-21', '2023-10-23', 0, 0, 2800, 210.0, 26.6);
INSERT INTO jobs VALUES (25, 6, 4, 'Desludge', '2023-10-24', '2023-10-30', '2023-10-30', 0, 0, 3400, 205.0, 32.3);
INSERT INTO jobs VALUES (26, 14, 5, 'Desludge Plus', '2023-11-02', '2023-11-03', '2023-11-03', 1, 0, 2300, 385.0, 21.85);
INSERT INTO jobs VALUES (27, 21, 8, 'Desludge', '2023-11-14', '2023-11-27', '2023-11-27', 0, 0, 2600, 250.0, 24.7);
INSERT INTO jobs VALUES (28, 29, 5, 'Soakaway jetting', '2023-11-27', '2023-11-28', '2023-11-28', 1, 0, 4000, 220.0, 38.0);
INSERT INTO jobs VALUES (29, 36, 13, 'Inspection', '2023-12-10', '2023-12-17', '2023-12-18', 0, 0, NULL, 80.0, NULL);
INSERT INTO jobs VALUES (30, 7, 2, 'Desludge Plus', '2023-12-24', '2024-01-04', '2024-01-04', 0, 0, 2800, 280.0, 26.6);
INSERT INTO jobs VALUES (31, 15, 13, 'Soakaway jetting', '2024-01-05', '2024-01-10', '2024-01-10', 0, 0, 2200, 205.0, 20.9);
INSERT INTO jobs VALUES (32, 22, 14, 'Desludge', '2024-01-16', '2024-01-17', '2024-01-17', 1, 0, 2100, 280.0, 19.95);
INSERT INTO jobs VALUES (33, 30, 2, 'Desludge', '2024-01-30', '2024-02-07', '2024-02-07', 0, 0, 4100, 225.0, 38.95);
INSERT INTO jobs VALUES (34, 1, 15, 'Desludge Plus', '2024-02-12', '2024-02-17', '2024-02-17', 0, 0, 3800, 295.0, 36.1);
INSERT INTO jobs VALUES (35, 8, 13, 'Desludge Plus', '2024-02-23', '2024-03-03', '2024-03-05', 0, 0, 2300, 280.0, 21.85);
INSERT INTO jobs VALUES (36, 16, 11, 'Desludge', '2024-03-07', '2024-03-16', '2024-03-16', 0, 0, 2500, 225.0, 23.75);
INSERT INTO jobs VALUES (37, 23, 4, 'Desludge', '2024-03-18', '2024-03-19', '2024-03-20', 1, 0, 3800, 275.0, 36.1);
INSERT INTO jobs VALUES (38, 31, 5, 'Desludge', '2024-03-27', '2024-03-31', '2024-04-02', 0, 0, 1600, 215.0, 15.2);
INSERT INTO jobs VALUES (39, 2, 2, 'Desludge Plus', '2024-04-07', '2024-04-25', '2024-04-25', 0, 0, 3200, 330.0, 30.4);
INSERT INTO jobs VALUES (40, 10, 13, 'Desludge', '2024-04-19', '2024-04-19', NULL, 1, 1, NULL, 285.0, NULL);
INSERT INTO jobs VALUES (41, 17, 14, 'Desludge Plus', '2024-05-05', '2024-05-14', '2024-05-16', 0, 0, 12400, 325.0, 117.8);
INSERT INTO jobs VALUES (42, 25, 1, 'Desludge Plus', '2024-05-14', '2024-05-20', '2024-05-21', 0, 0, 3200, 325.0, 30.4);
INSERT INTO jobs VALUES (43, 32, 8, 'Desludge Plus', '2024-05-29', '2024-05-30', NULL, 1, 1, NULL, 370.0, NULL);
INSERT INTO jobs VALUES (44, 3, 5, 'Desludge', '2024-06-10', '2024-06-11', '2024-06-13', 1, 0, 20000, 255.0, 190.0);
INSERT INTO jobs VALUES (45, 11, 13, 'Desludge Plus', '2024-06-20', '2024-06-24', '2024-06-24', 0, 0, 2300, 270.0, 21.85);
INSERT INTO jobs VALUES (46, 18, 4, 'Desludge Plus', '2024-07-02', '2024-07-03', '2024-07-05', 1, 0, 4800, 325.0, 45.6);
INSERT INTO jobs VALUES (47, 26, 1, 'Desludge', '2024-07-15', '2024-07-26', '2024-07-28', 0, 0, 3600, 250.0, 34.2);
INSERT INTO jobs VALUES (48, 33, 11, 'Desludge Plus', '2024-07-25', '2024-08-01', '2024-08-02', 0, 0, 2200, 270.0, 20.9);
INSERT INTO jobs VALUES (49, 4, 1, 'Desludge Plus', '2024-08-07', '2024-08-07', '2024-08-07', 1, 0, 3600, 330.0, 34.2);
INSERT INTO jobs VALUES (50, 12, 10, 'Inspection', '2024-08-23', '2024-08-27', '2024-08-27', 0, 0, NULL, 90.0, NULL);
INSERT INTO jobs VALUES (51, 19, 10, 'Desludge', '2024-09-04', '2024-09-19', NULL, 0, 1, NULL, 210.0, NULL);
INSERT INTO jobs VALUES (52, 27, 1, 'Desludge Plus', '2024-09-14', '2024-09-14', '2024-09-15', 1, 0, 1700, 380.0, 16.15);
INSERT INTO jobs VALUES (53, 34, 1, 'Desludge', '2024-09-28', '2024-10-05', '2024-10-07', 0, 0, 2500, 255.0, 23.75);
INSERT INTO jobs VALUES (54, 5, 5, 'Desludge', '2024-10-07', '2024-10-13', '2024-10-15', 0, 0, 13400, 200.0, 127.3);
INSERT INTO jobs VALUES (55, 13, 3, 'Desludge', '2024-10-18', '2024-10-19', '2024-10-19', 1, 0, 3900, 265.0, 37.05);
INSERT INTO jobs VALUES (56, 20, 11, 'Desludge', '2024-10-30', '2024-11-14', '2024-11-15', 0, 0, 3400, 215.0, 32.3);
INSERT INTO jobs VALUES (57, 28, 10, 'Desludge', '2024-11-13', '2024-11-14', '2024-11-14', 1, 0, 4100, 250.0, 38.95);
INSERT INTO jobs VALUES (58, 35, 14, 'Desludge Plus', '2024-11-28', '2024-11-28', '2024-11-28', 1, 0, 3800, 380.0, 36.1);
INSERT INTO jobs VALUES (59, 6, 13, 'Desludge Plus', '2024-12-08', '2024-12-09', '2024-12-09', 1, 0, 2800, 375.0, 26.6);
INSERT INTO jobs VALUES (60, 14, NULL, 'Desludge', '2024-12-22', '2025-01-07', NULL, 0, 0, NULL, 210.0, NULL);
INSERT INTO invoices VALUES (1, 1, '2023-01-21', 272.55, 54.51, '2023-02-26', 'Cash');
INSERT INTO invoices VALUES (2, 2, '2023-01-30', 338.5, 67.7, '2023-02-05', 'Cash');
INSERT INTO invoices VALUES (3, 3, '2023-02-06', 238.95, 47.79, '2023-03-30', 'BACS');
INSERT INTO invoices VALUES (4, 4, '2023-02-27', 307.1, 61.42, '2023-03-06', 'Cheque');
INSERT INTO invoices VALUES (5, 5, '2023-03-17', 234.2, 46.84, '2023-04-19', 'Cheque');
INSERT INTO invoices VALUES (6, 6, '2023-03-28', 210.2, 42.04, '2023-04-19', 'Cash');
INSERT INTO invoices VALUES (7, 7, '2023-03-28', 317.8, 63.56, '2023-04-29', 'Cash');
INSERT INTO invoices VALUES (8, 8, '2023-04-14', 208.25, 41.65, '2023-04-18', 'Card');
INSERT INTO invoices VALUES (9, 9, '2023-04-25', 365.8, 73.16, NULL, NULL);
INSERT INTO invoices VALUES (10, 10, '2023-05-15', 414.55, 82.91, NULL, NULL);
INSERT INTO invoices VALUES (11, 11, '2023-05-08', 365.2, 73.04, '2023-06-23', 'Cash');
INSERT INTO invoices VALUES (12, 12, '2023-05-27', 80.0, 16.0, '2023-06-14', 'Cheque');
INSERT INTO invoices VALUES (13, 13, '2023-06-14', 222.3, 44.46, '2023-07-03', 'Cash');
INSERT INTO invoices VALUES (14, 14, '2023-07-04', 340.9, 68.18, '2023-08-09', 'Cash');
INSERT INTO invoices VALUES (15, 15, '2023-07-04', 256.6, 51.32, '2023-07-26', 'BACS');
INSERT INTO invoices VALUES (16, 16, '2023-07-18', 350.9, 70.18, '2023-09-08', 'Cash');
INSERT INTO invoices VALUES (17, 18, '2023-08-17', 334.95, 66.99, '2023-08-26', 'Cheque');
INSERT INTO invoices VALUES (18, 19, '2023-08-19', 237.3, 47.46, '2023-09-07', 'Card');
INSERT INTO invoices VALUES (19, 20, '2023-09-18', 452.0, 90.4, NULL, NULL);
INSERT INTO invoices VALUES (20, 21, '2023-09-14', 307.25, 61.45, '2023-10-09', 'Cheque');
INSERT INTO invoices VALUES (21, 22, '2023-10-06', 179.7, 35.94, NULL, NULL);
INSERT INTO invoices VALUES (22, 23, '2023-10-06', 420.65, 84.13, '2023-10-11', 'BACS');
INSERT INTO invoices VALUES (23, 24, '2023-10-26', 236.6, 47.32, '2023-11-02', 'BACS');
INSERT INTO invoices VALUES (24, 25, '2023-11-02', 237.3, 47.46, '2023-12-25', 'BACS');
INSERT INTO invoices VALUES (25, 26, '2023-11-03', 406.85, 81.37, '2023-12-05', 'BACS');
INSERT INTO invoices VALUES (26, 27, '2023-11-29', 274.7, 54.94, NULL, NULL);
INSERT INTO invoices VALUES (27, 28, '2023-12-03', 258.0, 51.6, '2024-01-27', 'BACS');
INSERT INTO invoices VALUES (28, 29, '2023-12-19', 80.0, 16.0, '2024-02-03', 'BACS');
INSERT INTO invoices VALUES (29, 30, '2024-01-05', 306.6, 61.32, '2024-02-02', 'Card');
INSERT INTO invoices VALUES (30, 31, '2024-01-14', 225.9, 45.18, '2024-03-05', 'Cheque');
INSERT INTO invoices VALUES (31, 32, '2024-01-20', 299.95, 59.99, '2024-02-28', 'Cash');
INSERT INTO invoices VALUES (32, 33, '2024-02-08', 263.95, 52.79, '2024-02-13', 'BACS');
INSERT INTO invoices VALUES (33, 34, '2024-02-22', 331.1, 66.22, '2024-04-01', 'Card');
INSERT INTO invoices VALUES (34, 35, '2024-03-07', 301.85, 60.37, '2024-04-06', 'Cash');
INSERT INTO invoices VALUES (35, 36, '2024-03-21', 248.75, 49.75, '2024-04-05', 'BACS');
INSERT INTO invoices VALUES (36, 37, '2024-03-23', 311.1, 62.22, '2024-04-12', 'Cheque');
INSERT INTO invoices VALUES (37, 38, '2024-04-04', 230.2, 46.04, '2024-04-19', 'Cash');
INSERT INTO invoices VALUES (38, 39, '2024-04-28', 360.4, 72.08, NULL, NULL);
INSERT INTO invoices VALUES (39, 41, '2024-05-18', 442.8, 88.56, NULL, NULL);
INSERT INTO invoices VALUES (40, 42, '2024-05-22', 355.4, 71.08, '2024-06-09', 'Cash');
INSERT INTO invoices VALUES (41, 44, '2024-06-14', 445.0, 89.0, '2024-07-10', 'BACS');
INSERT INTO invoices VALUES (42, 45, '2024-06-30', 291.85, 58.37, NULL, NULL);
INSERT INTO invoices VALUES (43, 46, '2024-07-06', 370.6, 74.12, '2024-08-05', 'Cash');
INSERT INTO invoices VALUES (44, 47, '2024-08-02', 284.2, 56.84, NULL, NULL);
INSERT INTO invoices VALUES (45, 48, '2024-08-08', 290.9, 58.18, '2024-08-26', 'BACS');
INSERT INTO invoices VALUES (46, 49, '2024-08-09', 364.2, 72.84, '2024-08-24', 'Cheque');
INSERT INTO invoices VALUES (47, 50, '2024-08-28', 90.0, 18.0, '2024-09-25', 'Cash');
INSERT INTO invoices VALUES (48, 52, '2024-09-16', 396.15, 79.23, NULL, NULL);
INSERT INTO invoices VALUES (49, 53, '2024-10-08', 278.75, 55.75, '2024-11-11', 'BACS');
INSERT INTO invoices VALUES (50, 54, '2024-10-19', 327.3, 65.46, '2024-11-18', 'Cash');
INSERT INTO invoices VALUES (51, 55, '2024-10-22', 302.05, 60.41, '2024-11-27', 'Cash');
INSERT INTO invoices VALUES (52, 56, '2024-11-15', 247.3, 49.46, '2025-01-05', 'Cash');
INSERT INTO invoices VALUES (53, 57, '2024-11-20', 288.95, 57.79, NULL, NULL);
INSERT INTO invoices VALUES (54, 58, '2024-12-01', 416.1, 83.22, NULL, NULL);
INSERT INTO invoices VALUES (55, 59, '2024-12-13', 401.6, 80.32, NULL, NULL);
COMMIT;
