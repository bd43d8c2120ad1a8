-- Kerbside Skips Ltd: skip hire from three depots (Dartford, Erith, Sidcup); hires partitioned by depot
BEGIN TRANSACTION;
CREATE TABLE drivers (
    driver_id INTEGER PRIMARY KEY,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    home_town TEXT NOT NULL,
    licence_class TEXT NOT NULL,
    hourly_rate REAL NOT NULL,
    started_on TEXT NOT NULL,
    left_on TEXT -- NULL = still employed
);
CREATE TABLE customers (
    customer_id INTEGER PRIMARY KEY,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    business_name TEXT, -- NULL = private (domestic) customer, no business
    customer_type TEXT NOT NULL,
    town TEXT NOT NULL,
    phone TEXT, -- NULL = no phone number on file
    is_credit_account INTEGER NOT NULL CHECK (is_credit_account IN (0,1)),
    account_opened TEXT NOT NULL
);
CREATE TABLE skip_sizes (
    size_id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    capacity_yards REAL NOT NULL,
    max_load_tonnes REAL, -- NULL = no weight limit (roll-on skips are charged by the tonne)
    list_price REAL NOT NULL,
    is_lockable INTEGER NOT NULL CHECK (is_lockable IN (0,1))
);
CREATE TABLE hires_dartford (
    hire_id INTEGER PRIMARY KEY,
    customer_id INTEGER NOT NULL REFERENCES customers(customer_id),
    size_id INTEGER NOT NULL REFERENCES skip_sizes(size_id),
    waste_type TEXT NOT NULL,
    delivery_town TEXT NOT NULL,
    ordered_on TEXT NOT NULL,
    delivered_on TEXT NOT NULL,
    collected_on TEXT, -- NULL = skip still on site, not collected yet
    delivered_by_driver_id INTEGER NOT NULL REFERENCES drivers(driver_id),
    collected_by_driver_id INTEGER REFERENCES drivers(driver_id), -- NULL = not collected yet
    hire_price REAL NOT NULL,
    permit_fee REAL, -- NULL = skip placed on private land, no council road permit needed
    weight_tonnes REAL, -- NULL = not weighed yet
    excess_weight_charge REAL -- NULL = not weighed yet, so not known
);
CREATE TABLE hires_erith (
    hire_id INTEGER PRIMARY KEY,
    customer_id INTEGER NOT NULL REFERENCES customers(customer_id),
    size_id INTEGER NOT NULL REFERENCES skip_sizes(size_id),
    waste_type TEXT NOT NULL,
    delivery_town TEXT NOT NULL,
    ordered_on TEXT NOT NULL,
    delivered_on TEXT NOT NULL,
    collected_on TEXT, -- NULL = skip still on site, not collected yet
    delivered_by_driver_id INTEGER NOT NULL REFERENCES drivers(driver_id),
    collected_by_driver_id INTEGER REFERENCES drivers(driver_id), -- NULL = not collected yet
    hire_price REAL NOT NULL,
    permit_fee REAL, -- NULL = skip placed on private land, no council road permit needed
    weight_tonnes REAL, -- NULL = not weighed yet
    excess_weight_charge REAL -- NULL = not weighed yet, so not known
);
CREATE TABLE hires_sidcup (
    hire_id INTEGER PRIMARY KEY,
    customer_id INTEGER NOT NULL REFERENCES customers(customer_id),
    size_id INTEGER NOT NULL REFERENCES skip_sizes(size_id),
    waste_type TEXT NOT NULL,
    delivery_town TEXT NOT NULL,
    ordered_on TEXT NOT NULL,
    delivered_on TEXT NOT NULL,
    collected_on TEXT, -- NULL = skip still on site, not collected yet
    delivered_by_driver_id INTEGER NOT NULL REFERENCES drivers(driver_id),
    collected_by_driver_id INTEGER REFERENCES drivers(driver_id), -- NULL = not collected yet
    hire_price REAL NOT NULL,
    permit_fee REAL, -- NULL = skip placed on private land, no council road permit needed
    weight_tonnes REAL, -- NULL = not weighed yet
    excess_weight_charge REAL -- NULL = not weighed yet, so not known
);
INSERT INTO drivers (driver_id, first_name, last_name, home_town, licence_class, hourly_rate, started_on, left_on) VALUES (1, 'Dean', 'Foley', 'Erith', 'C', 15.5, '2018-03-12', NULL);
INSERT INTO drivers (driver_id, first_name, last_name, home_town, licence_class, hourly_rate, started_on, left_on) VALUES (2, 'Gary', 'Pike', 'Dartford', 'C+E', 17.25, '2015-06-01', NULL);
INSERT INTO drivers (driver_id, first_name, last_name, home_town, licence_class, hourly_rate, started_on, left_on) VALUES (3, 'Marek', 'Nowak', 'Welling', 'C', 16.0, '2020-01-20', NULL);
INSERT INTO drivers (driver_id, first_name, last_name, home_town, licence_class, hourly_rate, started_on, left_on) VALUES (4, 'Sandra', 'Okoye', 'Sidcup', 'C1', 14.2, '2021-09-06', NULL);
INSERT INTO drivers (driver_id, first_name, last_name, home_town, licence_class, hourly_rate, started_on, left_on) VALUES (5, 'Tony', 'Briggs', 'Swanley', 'C+E', 17.8, '2012-04-16', NULL);
INSERT INTO drivers (driver_id, first_name, last_name, home_town, licence_class, hourly_rate, started_on, left_on) VALUES (6, 'Kieran', 'Walsh', 'Crayford', 'C', 15.1, '2022-02-14', '2024-11-29');
INSERT INTO drivers (driver_id, first_name, last_name, home_town, licence_class, hourly_rate, started_on, left_on) VALUES (7, 'Lee', 'Chapman', 'Welling', 'C1', 13.9, '2023-05-02', NULL);
INSERT INTO drivers (driver_id, first_name, last_name, home_town, licence_class, hourly_rate, started_on, left_on) VALUES (8, 'Paul', 'Hennessy', 'Bexleyheath', 'C', 16.4, '2019-07-22', NULL);
INSERT INTO drivers (driver_id, first_name, last_name, home_town, licence_class, hourly_rate, started_on, left_on) VALUES (9, 'Ravi', 'Sandhu', 'Dartford', 'C+E', 18.1, '2016-10-03', NULL);
INSERT INTO drivers (driver_id, first_name, last_name, home_town, licence_class, hourly_rate, started_on, left_on) VALUES (10, 'Steve', 'Marsh', 'Greenhithe', 'C', 15.75, '2017-03-27', '2024-06-30');
INSERT INTO drivers (driver_id, first_name, last_name, home_town, licence_class, hourly_rate, started_on, left_on) VALUES (11, 'Jade', 'Collins', 'Erith', 'C1', 14.0, '2023-08-14', NULL);
INSERT INTO drivers (driver_id, first_name, last_name, home_town, licence_class, hourly_rate, started_on, left_on) VALUES (12, 'Wayne', 'Doyle', 'Sidcup', 'C', 15.9, '2019-11-11', NULL);
INSERT INTO drivers (driver_id, first_name, last_name, home_town, licence_class, hourly_rate, started_on, left_on) VALUES (13, 'Ollie', 'Grant', 'Crayford', 'C1', 13.6, '2024-01-08', NULL);
INSERT INTO drivers (driver_id, first_name, last_name, home_town, licence_class, hourly_rate, started_on, left_on) VALUES (14, 'Mick', 'Rowe', 'Swanley', 'C+E', 17.95, '2011-05-09', NULL);
INSERT INTO drivers (driver_id, first_name, last_name, home_town, licence_class, hourly_rate, started_on, left_on) VALUES (15, 'Chris', 'Ahmed', 'Bexleyheath', 'C', 16.2, '2020-06-15', NULL);
INSERT INTO customers (customer_id, first_name, last_name, business_name, customer_type, town, phone, is_credit_account, account_opened) VALUES (1, 'Neil', 'Harlow', 'Harlow Groundworks', 'Trade', 'Dartford', '01322 554102', 1, '2016-02-10');
INSERT INTO customers (customer_id, first_name, last_name, business_name, customer_type, town, phone, is_credit_account, account_opened) VALUES (2, 'Dean', 'Marsh', 'Marsh Drainage', 'Trade', 'Welling', '020 8303 7781', 1, '2019-05-14');
INSERT INTO customers (customer_id, first_name, last_name, business_name, customer_type, town, phone, is_credit_account, account_opened) VALUES (3, 'Anjali', 'Patel', NULL, 'Domestic', 'Sidcup', NULL, 0, '2024-01-08');
INSERT INTO customers (customer_id, first_name, last_name, business_name, customer_type, town, phone, is_credit_account, account_opened) VALUES (4, 'Tom', 'Reilly', 'Greenhithe Loft Conversions', 'Trade', 'Greenhithe', '01322 387640', 1, '2020-09-18');
INSERT INTO customers (customer_id, first_name, last_name, business_name, customer_type, town, phone, is_credit_account, account_opened) VALUES (5, 'Sam', 'Okafor', 'Welling Kitchen Fitters', 'Trade', 'Welling', '020 8298 1456', 0, '2021-04-07');
INSERT INTO customers (customer_id, first_name, last_name, business_name, customer_type, town, phone, is_credit_account, account_opened) VALUES (6, 'Margaret', 'Hale', NULL, 'Domestic', 'Bexleyheath', '020 8301 2290', 0, '2023-06-11');
INSERT INTO customers (customer_id, first_name, last_name, business_name, customer_type, town, phone, is_credit_account, account_opened) VALUES (7, 'Gary', 'Boateng', NULL, 'Domestic', 'Erith', NULL, 0, '2024-02-19');
INSERT INTO customers (customer_id, first_name, last_name, business_name, customer_type, town, phone, is_credit_account, account_opened) VALUES (8, 'Lisa', 'Dunn', 'Crayford Roof & Gutter', 'Trade', 'Crayford', '01322 529913', 1, '2018-01-29');
INSERT INTO customers (customer_id, first_name, last_name, business_name, customer_type, town, phone, is_credit_account, account_opened) VALUES (9, 'Sandra', 'Webb', 'Thameside Property Services', 'Trade', 'Erith', '01322 441870', 1, '2017-08-08');
INSERT INTO customers (customer_id, first_name, last_name, business_name, customer_type, town, phone, is_credit_account, account_opened) VALUES (10, 'Colin', 'Price', NULL, 'Domestic', 'Swanley', '01322 662018', 0, '2024-03-25');
INSERT INTO customers (customer_id, first_name, last_name, business_name, customer_type, town, phone, is_credit_account, account_opened) VALUES (11, 'Arjun', 'Mehta', 'Kestrel Renovations', 'Trade', 'Sidcup', '020 8300 6612', 1, '2019-03-15');
INSERT INTO customers (customer_id, first_name, last_name, business_name, customer_type, town, phone, is_credit_account, account_opened) VALUES (12, 'Helen', 'Frost', NULL, 'Domestic', 'Dartford', '01322 221907', 0, '2023-10-01');
INSERT INTO customers (customer_id, first_name, last_name, business_name, customer_type, town, phone, is_credit_account, account_opened) VALUES (13, 'Rob', 'Carter', 'Oakwood Landscapes', 'Trade', 'Swanley', '01322 668431', 0, '2022-05-30');
INSERT INTO customers (customer_id, first_name, last_name, business_name, customer_type, town, phone, is_credit_account, account_opened) VALUES (14, 'Ewa', 'Kowalska', NULL, 'Domestic', 'Erith', '01322 350772', 0, '2024-01-15');
INSERT INTO customers (customer_id, first_name, last_name, business_name, customer_type, town, phone, is_credit_account, account_opened) VALUES (15, 'Paula', 'Green', 'Brightside Lettings', 'Trade', 'Bexleyheath', '020 8304 5510', 1, '2020-11-12');
INSERT INTO customers (customer_id, first_name, last_name, business_name, customer_type, town, phone, is_credit_account, account_opened) VALUES (16, 'James', 'Okoro', NULL, 'Domestic', 'Welling', NULL, 0, '2024-05-06');
INSERT INTO customers (customer_id, first_name, last_name, business_name, customer_type, town, phone, is_credit_account, account_opened) VALUES (17, 'Mark', 'Tully', 'Riverside Demolition', 'Trade', 'Erith', '01322 447265', 1, '2015-09-01');
INSERT INTO customers (customer_id, first_name, last_name, business_name, customer_type, town, phone, is_credit_account, account_opened) VALUES (18, 'Fiona', 'Bright', NULL, 'Domestic', 'Sidcup', '020 8302 8844', 0, '2023-07-19');
INSERT INTO customers (customer_id, first_name, last_name, business_name, customer_type, town, phone, is_credit_account, account_opened) VALUES (19, 'Kev', 'Moss', 'Castle Scaffolding', 'Trade', 'Swanley', '01322 613377', 1, '2018-06-25');
INSERT INTO customers (customer_id, first_name, last_name, business_name, customer_type, town, phone, is_credit_account, account_opened) VALUES (20, 'Nadia', 'Hussain', NULL, 'Domestic', 'Crayford', '01322 520119', 0, '2024-06-03');
INSERT INTO customers (customer_id, first_name, last_name, business_name, customer_type, town, phone, is_credit_account, account_opened) VALUES (21, 'Peter', 'Lowe', NULL, 'Domestic', 'Welling', '020 8856 3027', 0, '2024-02-27');
INSERT INTO customers (customer_id, first_name, last_name, business_name, customer_type, town, phone, is_credit_account, account_opened) VALUES (22, 'Tariq', 'Aziz', 'Maple Homes', 'Trade', 'Dartford', '01322 280455', 1, '2021-12-01');
INSERT INTO customers (customer_id, first_name, last_name, business_name, customer_type, town, phone, is_credit_account, account_opened) VALUES (23, 'Brenda', 'Cole', NULL, 'Domestic', 'Greenhithe', NULL, 0, '2023-11-20');
INSERT INTO customers (customer_id, first_name, last_name, business_name, customer_type, town, phone, is_credit_account, account_opened) VALUES (24, 'Liam', 'Shaw', 'Northend Electrical', 'Trade', 'Erith', '01322 339108', 0, '2022-03-14');
INSERT INTO skip_sizes (size_id, name, capacity_yards, max_load_tonnes, list_price, is_lockable) VALUES (1, '2 yd Mini', 2.0, 1.0, 110.0, 0);
INSERT INTO skip_sizes (size_id, name, capacity_yards, max_load_tonnes, list_price, is_lockable) VALUES (2, '3 yd Mini', 3.0, 1.5, 130.0, 0);
INSERT INTO skip_sizes (size_id, name, capacity_yards, max_load_tonnes, list_price, is_lockable) VALUES (3, '4 yd Midi', 4.0, 2.0, 165.0, 0);
INSERT INTO skip_sizes (size_id, name, capacity_yards, max_load_tonnes, list_price, is_lockable) VALUES (4, '5 yd Midi', 5.0, 2.5, 185.0, 0);
INSERT INTO skip_sizes (size_id, name, capacity_yards, max_load_tonnes, list_price, is_lockable) VALUES (5, '6 yd Builders', 6.0, 3.0, 215.0, 0);
INSERT INTO skip_sizes (size_id, name, capacity_yards, max_load_tonnes, list_price, is_lockable) VALUES (6, '8 yd Builders', 8.0, 4.0, 245.0, 0);
INSERT INTO skip_sizes (size_id, name, capacity_yards, max_load_tonnes, list_price, is_lockable) VALUES (7, '8 yd Builders Plus', 8.0, 4.0, 270.0, 1);
INSERT INTO skip_sizes (size_id, name, capacity_yards, max_load_tonnes, list_price, is_lockable) VALUES (8, '10 yd Builders', 10.0, 4.5, 285.0, 0);
INSERT INTO skip_sizes (size_id, name, capacity_yards, max_load_tonnes, list_price, is_lockable) VALUES (9, '12 yd Maxi', 12.0, 5.0, 320.0, 0);
INSERT INTO skip_sizes (size_id, name, capacity_yards, max_load_tonnes, list_price, is_lockable) VALUES (10, '12 yd Maxi Plus', 12.0, 5.0, 345.0, 1);
INSERT INTO skip_sizes (size_id, name, capacity_yards, max_load_tonnes, list_price, is_lockable) VALUES (11, '14 yd Enclosed', 14.0, 4.0, 380.0, 1);
INSERT INTO skip_sizes (size_id, name, capacity_yards, max_load_tonnes, list_price, is_lockable) VALUES (12, '16 yd Roll-on', 16.0, NULL, 420.0, 0);
INSERT INTO skip_sizes (size_id, name, capacity_yards, max_load_tonnes, list_price, is_lockable) VALUES (13, '20 yd Roll-on', 20.0, NULL, 465.0, 0);
INSERT INTO skip_sizes (size_id, name, capacity_yards, max_load_tonnes, list_price, is_lockable) VALUES (14, '30 yd Roll-on', 30.0, NULL, 540.0, 0);
INSERT INTO skip_sizes (size_id, name, capacity_yards, max_load_tonnes, list_price, is_lockable) VALUES (15, '40 yd Roll-on', 40.0, NULL, 610.0, 0);
INSERT INTO hires_dartford (hire_id, customer_id, size_id, waste_type, delivery_town, ordered_on, delivered_on, collected_on, delivered_by_driver_id, collected_by_driver_id, hire_price, permit_fee, weight_tonnes, excess_weight_charge) VALUES (1001, 1, 6, 'Inert rubble', 'Dartford', '2023-10-03', '2023-10-04', '2023-10-14', 2, 9, 220.5, 40.0, 3.4, 0.0);
INSERT INTO hires_dartford (hire_id, customer_id, size_id, waste_type, delivery_town, ordered_on, delivered_on, collected_on, delivered_by_driver_id, collected_by_driver_id, hire_price, permit_fee, weight_tonnes, excess_weight_charge) VALUES (1002, 12, 3, 'General', 'Dartford', '2023-11-14', '2023-11-16', '2023-11-23', 9, 2, 165.0, NULL, 1.1, 0.0);
INSERT INTO hires_dartford (hire_id, customer_id, size_id, waste_type, delivery_town, ordered_on, delivered_on, collected_on, delivered_by_driver_id, collected_by_driver_id, hire_price, permit_fee, weight_tonnes, excess_weight_charge) VALUES (1003, 4, 8, 'Mixed Construction', 'Greenhithe', '2024-01-09', '2024-01-10', '2024-01-24', 10, 10, 256.5, 40.0, 4.1, 0.0);
INSERT INTO hires_dartford (hire_id, customer_id, size_id, waste_type, delivery_town, ordered_on, delivered_on, collected_on, delivered_by_driver_id, collected_by_driver_id, hire_price, permit_fee, weight_tonnes, excess_weight_charge) VALUES (1004, 1, 9, 'Soil', 'Swanley', '2024-02-05', '2024-02-06', '2024-02-11', 14, 2, 288.0, NULL, 5.6, 51.0);
INSERT INTO hires_dartford (hire_id, customer_id, size_id, waste_type, delivery_town, ordered_on, delivered_on, collected_on, delivered_by_driver_id, collected_by_driver_id, hire_price, permit_fee, weight_tonnes, excess_weight_charge) VALUES (1005, 22, 13, 'Mixed Construction', 'Dartford', '2024-02-20', '2024-02-23', '2024-03-15', 5, 14, 443.5, NULL, 6.2, 0.0);
INSERT INTO hires_dartford (hire_id, customer_id, size_id, waste_type, delivery_town, ordered_on, delivered_on, collected_on, delivered_by_driver_id, collected_by_driver_id, hire_price, permit_fee, weight_tonnes, excess_weight_charge) VALUES (1006, 23, 2, 'Green garden', 'Greenhithe', '2024-03-11', '2024-03-13', '2024-03-19', 2, 9, 130.0, NULL, 0.8, 0.0);
INSERT INTO hires_dartford (hire_id, customer_id, size_id, waste_type, delivery_town, ordered_on, delivered_on, collected_on, delivered_by_driver_id, collected_by_driver_id, hire_price, permit_fee, weight_tonnes, excess_weight_charge) VALUES (1007, 10, 5, 'General', 'Swanley', '2024-04-02', '2024-04-03', '2024-04-12', 10, 2, 215.0, 38.0, 2.7, 0.0);
INSERT INTO hires_dartford (hire_id, customer_id, size_id, waste_type, delivery_town, ordered_on, delivered_on, collected_on, delivered_by_driver_id, collected_by_driver_id, hire_price, permit_fee, weight_tonnes, excess_weight_charge) VALUES (1008, 1, 6, 'Inert rubble', 'Dartford', '2024-04-22', '2024-04-23', '2024-05-05', 9, 10, 220.5, 40.0, 3.3, 0.0);
INSERT INTO hires_dartford (hire_id, customer_id, size_id, waste_type, delivery_town, ordered_on, delivered_on, collected_on, delivered_by_driver_id, collected_by_driver_id, hire_price, permit_fee, weight_tonnes, excess_weight_charge) VALUES (1009, 4, 7, 'Plasterboard', 'Greenhithe', '2024-05-13', '2024-05-15', '2024-05-31', 2, 14, 268.0, 40.0, 2.2, 0.0);
INSERT INTO hires_dartford (hire_id, customer_id, size_id, waste_type, delivery_town, ordered_on, delivered_on, collected_on, delivered_by_driver_id, collected_by_driver_id, hire_price, permit_fee, weight_tonnes, excess_weight_charge) VALUES (1010, 13, 12, 'Green garden', 'Swanley', '2024-06-04', '2024-06-05', '2024-06-12', 14, 9, 420.0, NULL, 3.9, 0.0);
INSERT INTO hires_dartford (hire_id, customer_id, size_id, waste_type, delivery_town, ordered_on, delivered_on, collected_on, delivered_by_driver_id, collected_by_driver_id, hire_price, permit_fee, weight_tonnes, excess_weight_charge) VALUES (1011, 19, 8, 'Wood', 'Swanley', '2024-07-15', '2024-07-16', '2024-07-26', 5, 2, 256.5, NULL, 3.1, 0.0);
INSERT INTO hires_dartford (hire_id, customer_id, size_id, waste_type, delivery_town, ordered_on, delivered_on, collected_on, delivered_by_driver_id, collected_by_driver_id, hire_price, permit_fee, weight_tonnes, excess_weight_charge) VALUES (1012, 1, 9, 'Mixed Construction', 'Greenhithe', '2024-08-19', '2024-08-21', '2024-09-04', 2, 9, 288.0, 40.0, 5.3, 25.5);
INSERT INTO hires_dartford (hire_id, customer_id, size_id, waste_type, delivery_town, ordered_on, delivered_on, collected_on, delivered_by_driver_id, collected_by_driver_id, hire_price, permit_fee, weight_tonnes, excess_weight_charge) VALUES (1013, 12, 4, 'Mixed', 'Dartford', '2024-09-02', '2024-09-03', '2024-09-08', 9, 9, 185.0, 40.0, 1.9, 0.0);
INSERT INTO hires_dartford (hire_id, customer_id, size_id, waste_type, delivery_town, ordered_on, delivered_on, collected_on, delivered_by_driver_id, collected_by_driver_id, hire_price, permit_fee, weight_tonnes, excess_weight_charge) VALUES (1014, 22, 6, 'Inert rubble', 'Dartford', '2024-09-30', '2024-10-01', '2024-10-09', 14, 2, 220.5, NULL, 2.8, 0.0);
INSERT INTO hires_dartford (hire_id, customer_id, size_id, waste_type, delivery_town, ordered_on, delivered_on, collected_on, delivered_by_driver_id, collected_by_driver_id, hire_price, permit_fee, weight_tonnes, excess_weight_charge) VALUES (1015, 1, 5, 'General', 'Dartford', '2024-11-04', '2024-11-05', '2024-11-15', 2, 14, 193.5, 40.0, 2.4, 0.0);
INSERT INTO hires_dartford (hire_id, customer_id, size_id, waste_type, delivery_town, ordered_on, delivered_on, collected_on, delivered_by_driver_id, collected_by_driver_id, hire_price, permit_fee, weight_tonnes, excess_weight_charge) VALUES (1016, 4, 9, 'Mixed Construction', 'Greenhithe', '2024-11-25', '2024-11-26', '2024-12-16', 9, 5, 313.0, 40.0, 4.6, 0.0);
INSERT INTO hires_dartford (hire_id, customer_id, size_id, waste_type, delivery_town, ordered_on, delivered_on, collected_on, delivered_by_driver_id, collected_by_driver_id, hire_price, permit_fee, weight_tonnes, excess_weight_charge) VALUES (1017, 23, 3, 'General', 'Greenhithe', '2025-01-13', '2025-01-15', '2025-01-23', 14, 2, 165.0, NULL, NULL, NULL);
INSERT INTO hires_dartford (hire_id, customer_id, size_id, waste_type, delivery_town, ordered_on, delivered_on, collected_on, delivered_by_driver_id, collected_by_driver_id, hire_price, permit_fee, weight_tonnes, excess_weight_charge) VALUES (1018, 12, 6, 'Soil', 'Dartford', '2025-02-10', '2025-02-11', NULL, 2, NULL, 245.0, 40.0, NULL, NULL);
INSERT INTO hires_dartford (hire_id, customer_id, size_id, waste_type, delivery_town, ordered_on, delivered_on, collected_on, delivered_by_driver_id, collected_by_driver_id, hire_price, permit_fee, weight_tonnes, excess_weight_charge) VALUES (1019, 22, 13, 'Mixed', 'Dartford', '2025-03-03', '2025-03-05', NULL, 5, NULL, 418.5, NULL, NULL, NULL);
INSERT INTO hires_dartford (hire_id, customer_id, size_id, waste_type, delivery_town, ordered_on, delivered_on, collected_on, delivered_by_driver_id, collected_by_driver_id, hire_price, permit_fee, weight_tonnes, excess_weight_charge) VALUES (1020, 7, 4, 'General', 'Erith', '2024-05-28', '2024-05-29', '2024-06-05', 9, 14, 185.0, 52.0, 1.5, 0.0);
INSERT INTO hires_erith (hire_id, customer_id, size_id, waste_type, delivery_town, ordered_on, delivered_on, collected_on, delivered_by_driver_id, collected_by_driver_id, hire_price, permit_fee, weight_tonnes, excess_weight_charge) VALUES (2001, 17, 15, 'Mixed Construction', 'Erith', '2023-09-18', '2023-09-20', '2023-10-04', 1, 11, 549.0, NULL, 9.8, 0.0);
INSERT INTO hires_erith (hire_id, customer_id, size_id, waste_type, delivery_town, ordered_on, delivered_on, collected_on, delivered_by_driver_id, collected_by_driver_id, hire_price, permit_fee, weight_tonnes, excess_weight_charge) VALUES (2002, 9, 6, 'General', 'Erith', '2023-11-06', '2023-11-07', '2023-11-14', 8, 11, 220.5, 52.0, 3.2, 0.0);
INSERT INTO hires_erith (hire_id, customer_id, size_id, waste_type, delivery_town, ordered_on, delivered_on, collected_on, delivered_by_driver_id, collected_by_driver_id, hire_price, permit_fee, weight_tonnes, excess_weight_charge) VALUES (2003, 14, 3, 'Green garden', 'Erith', '2024-01-22', '2024-01-23', '2024-01-28', 1, 15, 165.0, NULL, 1.2, 0.0);
INSERT INTO hires_erith (hire_id, customer_id, size_id, waste_type, delivery_town, ordered_on, delivered_on, collected_on, delivered_by_driver_id, collected_by_driver_id, hire_price, permit_fee, weight_tonnes, excess_weight_charge) VALUES (2004, 24, 5, 'Mixed', 'Erith', '2024-02-26', '2024-02-28', '2024-03-09', 1, 11, 215.0, 52.0, 2.3, 0.0);
INSERT INTO hires_erith (hire_id, customer_id, size_id, waste_type, delivery_town, ordered_on, delivered_on, collected_on, delivered_by_driver_id, collected_by_driver_id, hire_price, permit_fee, weight_tonnes, excess_weight_charge) VALUES (2005, 1, 9, 'Inert rubble', 'Crayford', '2024-03-04', '2024-03-05', '2024-03-17', 6, 11, 288.0, 52.0, 5.4, 34.0);
INSERT INTO hires_erith (hire_id, customer_id, size_id, waste_type, delivery_town, ordered_on, delivered_on, collected_on, delivered_by_driver_id, collected_by_driver_id, hire_price, permit_fee, weight_tonnes, excess_weight_charge) VALUES (2006, 7, 2, 'General', 'Erith', '2024-03-18', '2024-03-19', '2024-03-25', 1, 8, 130.0, NULL, 0.7, 0.0);
INSERT INTO hires_erith (hire_id, customer_id, size_id, waste_type, delivery_town, ordered_on, delivered_on, collected_on, delivered_by_driver_id, collected_by_driver_id, hire_price, permit_fee, weight_tonnes, excess_weight_charge) VALUES (2007, 17, 14, 'Mixed Construction', 'Bexleyheath', '2024-03-25', '2024-03-27', '2024-04-05', 15, 6, 486.0, NULL, 8.1, 0.0);
INSERT INTO hires_erith (hire_id, customer_id, size_id, waste_type, delivery_town, ordered_on, delivered_on, collected_on, delivered_by_driver_id, collected_by_driver_id, hire_price, permit_fee, weight_tonnes, excess_weight_charge) VALUES (2008, 5, 8, 'Wood', 'Welling', '2024-04-15', '2024-04-16', '2024-04-24', 1, 11, 285.0, 52.0, 3.7, 0.0);
INSERT INTO hires_erith (hire_id, customer_id, size_id, waste_type, delivery_town, ordered_on, delivered_on, collected_on, delivered_by_driver_id, collected_by_driver_id, hire_price, permit_fee, weight_tonnes, excess_weight_charge) VALUES (2009, 8, 7, 'Mixed Construction', 'Crayford', '2024-05-20', '2024-05-21', '2024-06-01', 6, 1, 243.0, 52.0, 3.0, 0.0);
INSERT INTO hires_erith (hire_id, customer_id, size_id, waste_type, delivery_town, ordered_on, delivered_on, collected_on, delivered_by_driver_id, collected_by_driver_id, hire_price, permit_fee, weight_tonnes, excess_weight_charge) VALUES (2010, 9, 6, 'Plasterboard', 'Erith', '2024-06-03', '2024-06-04', '2024-06-11', 1, 11, 220.5, 52.0, 2.6, 0.0);
INSERT INTO hires_erith (hire_id, customer_id, size_id, waste_type, delivery_town, ordered_on, delivered_on, collected_on, delivered_by_driver_id, collected_by_driver_id, hire_price, permit_fee, weight_tonnes, excess_weight_charge) VALUES (2011, 20, 4, 'General', 'Crayford', '2024-06-17', '2024-06-19', '2024-06-24', 8, 15, 185.0, NULL, 1.6, 0.0);
INSERT INTO hires_erith (hire_id, customer_id, size_id, waste_type, delivery_town, ordered_on, delivered_on, collected_on, delivered_by_driver_id, collected_by_driver_id, hire_price, permit_fee, weight_tonnes, excess_weight_charge) VALUES (2012, 17, 15, 'Inert rubble', 'Erith', '2024-06-24', '2024-06-25', '2024-07-05', 15, 11, 549.0, NULL, 12.4, 0.0);
INSERT INTO hires_erith (hire_id, customer_id, size_id, waste_type, delivery_town, ordered_on, delivered_on, collected_on, delivered_by_driver_id, collected_by_driver_id, hire_price, permit_fee, weight_tonnes, excess_weight_charge) VALUES (2013, 1, 10, 'Mixed', 'Erith', '2024-08-05', '2024-08-06', '2024-08-20', 1, 6, 310.5, 52.0, 4.4, 0.0);
INSERT INTO hires_erith (hire_id, customer_id, size_id, waste_type, delivery_town, ordered_on, delivered_on, collected_on, delivered_by_driver_id, collected_by_driver_id, hire_price, permit_fee, weight_tonnes, excess_weight_charge) VALUES (2014, 24, 3, 'General', 'Erith', '2024-09-09', '2024-09-10', '2024-09-16', 11, 8, 165.0, 52.0, 1.4, 0.0);
INSERT INTO hires_erith (hire_id, customer_id, size_id, waste_type, delivery_town, ordered_on, delivered_on, collected_on, delivered_by_driver_id, collected_by_driver_id, hire_price, permit_fee, weight_tonnes, excess_weight_charge) VALUES (2015, 5, 8, 'Mixed Construction', 'Welling', '2024-10-14', '2024-10-15', '2024-10-24', 6, 11, 285.0, 52.0, 4.5, 0.0);
INSERT INTO hires_erith (hire_id, customer_id, size_id, waste_type, delivery_town, ordered_on, delivered_on, collected_on, delivered_by_driver_id, collected_by_driver_id, hire_price, permit_fee, weight_tonnes, excess_weight_charge) VALUES (2016, 14, 5, 'Green garden', 'Erith', '2024-11-18', '2024-11-20', '2024-11-27', 15, 1, 215.0, NULL, 2.0, 0.0);
INSERT INTO hires_erith (hire_id, customer_id, size_id, waste_type, delivery_town, ordered_on, delivered_on, collected_on, delivered_by_driver_id, collected_by_driver_id, hire_price, permit_fee, weight_tonnes, excess_weight_charge) VALUES (2017, 9, 9, 'Soil', 'Erith', '2025-01-06', '2025-01-07', '2025-01-17', 1, 11, 288.0, 52.0, NULL, NULL);
INSERT INTO hires_erith (hire_id, customer_id, size_id, waste_type, delivery_town, ordered_on, delivered_on, collected_on, delivered_by_driver_id, collected_by_driver_id, hire_price, permit_fee, weight_tonnes, excess_weight_charge) VALUES (2018, 17, 13, 'Mixed Construction', 'Erith', '2025-02-17', '2025-02-18', NULL, 8, NULL, 418.5, NULL, NULL, NULL);
INSERT INTO hires_erith (hire_id, customer_id, size_id, waste_type, delivery_town, ordered_on, delivered_on, collected_on, delivered_by_driver_id, collected_by_driver_id, hire_price, permit_fee, weight_tonnes, excess_weight_charge) VALUES (2019, 7, 4, 'General', 'Erith', '2025-03-10', '2025-03-11', NULL, 1, NULL, 185.0, 52.0, NULL, NULL);
INSERT INTO hires_erith (hire_id, customer_id, size_id, waste_type, delivery_town, ordered_on, delivered_on, collected_on, delivered_by_driver_id, collected_by_driver_id, hire_price, permit_fee, weight_tonnes, excess_weight_charge) VALUES (2020, 12, 2, 'Green garden', 'Dartford', '2024-07-08', '2024-07-09', '2024-07-15', 11, 15, 130.0, NULL, 0.9, 0.0);
INSERT INTO hires_sidcup (hire_id, customer_id, size_id, waste_type, delivery_town, ordered_on, delivered_on, collected_on, delivered_by_driver_id, collected_by_driver_id, hire_price, permit_fee, weight_tonnes, excess_weight_charge) VALUES (3001, 11, 6, 'Mixed Construction', 'Sidcup', '2023-10-16', '2023-10-17', '2023-10-27', 4, 12, 220.5, 52.0, 3.1, 0.0);
INSERT INTO hires_sidcup (hire_id, customer_id, size_id, waste_type, delivery_town, ordered_on, delivered_on, collected_on, delivered_by_driver_id, collected_by_driver_id, hire_price, permit_fee, weight_tonnes, excess_weight_charge) VALUES (3002, 3, 2, 'Green garden', 'Sidcup', '2024-01-15', '2024-01-17', '2024-01-22', 12, 4, 130.0, NULL, 0.6, 0.0);
INSERT INTO hires_sidcup (hire_id, customer_id, size_id, waste_type, delivery_town, ordered_on, delivered_on, collected_on, delivered_by_driver_id, collected_by_driver_id, hire_price, permit_fee, weight_tonnes, excess_weight_charge) VALUES (3003, 2, 8, 'Soil', 'Welling', '2024-02-12', '2024-02-13', '2024-02-22', 1, 3, 256.5, 52.0, 4.3, 0.0);
INSERT INTO hires_sidcup (hire_id, customer_id, size_id, waste_type, delivery_town, ordered_on, delivered_on, collected_on, delivered_by_driver_id, collected_by_driver_id, hire_price, permit_fee, weight_tonnes, excess_weight_charge) VALUES (3004, 18, 4, 'General', 'Sidcup', '2024-03-04', '2024-03-05', '2024-03-12', 3, 12, 185.0, 52.0, 1.7, 0.0);
INSERT INTO hires_sidcup (hire_id, customer_id, size_id, waste_type, delivery_town, ordered_on, delivered_on, collected_on, delivered_by_driver_id, collected_by_driver_id, hire_price, permit_fee, weight_tonnes, excess_weight_charge) VALUES (3005, 15, 7, 'Mixed', 'Bexleyheath', '2024-04-08', '2024-04-09', '2024-04-21', 4, 7, 243.0, 52.0, 2.9, 0.0);
INSERT INTO hires_sidcup (hire_id, customer_id, size_id, waste_type, delivery_town, ordered_on, delivered_on, collected_on, delivered_by_driver_id, collected_by_driver_id, hire_price, permit_fee, weight_tonnes, excess_weight_charge) VALUES (3006, 1, 6, 'Inert rubble', 'Sidcup', '2024-04-29', '2024-04-30', '2024-05-08', 12, 4, 220.5, 52.0, 3.5, 0.0);
INSERT INTO hires_sidcup (hire_id, customer_id, size_id, waste_type, delivery_town, ordered_on, delivered_on, collected_on, delivered_by_driver_id, collected_by_driver_id, hire_price, permit_fee, weight_tonnes, excess_weight_charge) VALUES (3007, 6, 3, 'General', 'Bexleyheath', '2024-05-20', '2024-05-22', '2024-05-28', 7, 3, 165.0, NULL, 1.0, 0.0);
INSERT INTO hires_sidcup (hire_id, customer_id, size_id, waste_type, delivery_town, ordered_on, delivered_on, collected_on, delivered_by_driver_id, collected_by_driver_id, hire_price, permit_fee, weight_tonnes, excess_weight_charge) VALUES (3008, 2, 9, 'Mixed Construction', 'Welling', '2024-06-10', '2024-06-11', '2024-06-25', 3, 1, 288.0, 52.0, 5.2, 17.0);
INSERT INTO hires_sidcup (hire_id, customer_id, size_id, waste_type, delivery_town, ordered_on, delivered_on, collected_on, delivered_by_driver_id, collected_by_driver_id, hire_price, permit_fee, weight_tonnes, excess_weight_charge) VALUES (3009, 16, 5, 'General', 'Welling', '2024-07-01', '2024-07-02', '2024-07-09', 13, 12, 215.0, 52.0, 2.1, 0.0);
INSERT INTO hires_sidcup (hire_id, customer_id, size_id, waste_type, delivery_town, ordered_on, delivered_on, collected_on, delivered_by_driver_id, collected_by_driver_id, hire_price, permit_fee, weight_tonnes, excess_weight_charge) VALUES (3010, 11, 10, 'Plasterboard', 'Sidcup', '2024-07-22', '2024-07-23', '2024-08-07', 4, 13, 335.5, 52.0, 3.8, 0.0);
INSERT INTO hires_sidcup (hire_id, customer_id, size_id, waste_type, delivery_town, ordered_on, delivered_on, collected_on, delivered_by_driver_id, collected_by_driver_id, hire_price, permit_fee, weight_tonnes, excess_weight_charge) VALUES (3011, 21, 2, 'Green garden', 'Welling', '2024-08-12', '2024-08-13', '2024-08-18', 1, 7, 130.0, NULL, 0.5, 0.0);
INSERT INTO hires_sidcup (hire_id, customer_id, size_id, waste_type, delivery_town, ordered_on, delivered_on, collected_on, delivered_by_driver_id, collected_by_driver_id, hire_price, permit_fee, weight_tonnes, excess_weight_charge) VALUES (3012, 3, 4, 'Mixed', 'Sidcup', '2024-09-16', '2024-09-17', '2024-09-23', 12, 4, 185.0, 52.0, 2.2, 0.0);
INSERT INTO hires_sidcup (hire_id, customer_id, size_id, waste_type, delivery_town, ordered_on, delivered_on, collected_on, delivered_by_driver_id, collected_by_driver_id, hire_price, permit_fee, weight_tonnes, excess_weight_charge) VALUES (3013, 15, 11, 'General', 'Bexleyheath', '2024-10-07', '2024-10-09', '2024-10-30', 7, 12, 367.0, NULL, 3.6, 0.0);
INSERT INTO hires_sidcup (hire_id, customer_id, size_id, waste_type, delivery_town, ordered_on, delivered_on, collected_on, delivered_by_driver_id, collected_by_driver_id, hire_price, permit_fee, weight_tonnes, excess_weight_charge) VALUES (3014, 2, 6, 'Inert rubble', 'Welling', '2024-11-11', '2024-11-12', '2024-11-22', 4, 3, 220.5, 52.0, 3.2, 0.0);
INSERT INTO hires_sidcup (hire_id, customer_id, size_id, waste_type, delivery_town, ordered_on, delivered_on, collected_on, delivered_by_driver_id, collected_by_driver_id, hire_price, permit_fee, weight_tonnes, excess_weight_charge) VALUES (3015, 18, 3, 'Green garden', 'Sidcup', '2024-12-02', '2024-12-03', '2024-12-08', 13, 4, 165.0, NULL, 1.3, 0.0);
INSERT INTO hires_sidcup (hire_id, customer_id, size_id, waste_type, delivery_town, ordered_on, delivered_on, collected_on, delivered_by_driver_id, collected_by_driver_id, hire_price, permit_fee, weight_tonnes, excess_weight_charge) VALUES (3016, 11, 8, 'Mixed Construction', 'Sidcup', '2025-01-20', '2025-01-21', '2025-02-02', 12, 13, 256.5, 52.0, NULL, NULL);
INSERT INTO hires_sidcup (hire_id, customer_id, size_id, waste_type, delivery_town, ordered_on, delivered_on, collected_on, delivered_by_driver_id, collected_by_driver_id, hire_price, permit_fee, weight_tonnes, excess_weight_charge) VALUES (3017, 16, 5, 'Mixed', 'Welling', '2025-02-24', '2025-02-25', NULL, 1, NULL, 215.0, 52.0, NULL, NULL);
INSERT INTO hires_sidcup (hire_id, customer_id, size_id, waste_type, delivery_town, ordered_on, delivered_on, collected_on, delivered_by_driver_id, collected_by_driver_id, hire_price, permit_fee, weight_tonnes, excess_weight_charge) VALUES (3018, 2, 12, 'Soil', 'Welling', '2025-03-10', '2025-03-11', NULL, 3, NULL, 378.0, NULL, NULL, NULL);
INSERT INTO hires_sidcup (hire_id, customer_id, size_id, waste_type, delivery_town, ordered_on, delivered_on, collected_on, delivered_by_driver_id, collected_by_driver_id, hire_price, permit_fee, weight_tonnes, excess_weight_charge) VALUES (3019, 6, 2, 'General', 'Bexleyheath', '2025-03-17', '2025-03-18', NULL, 7, NULL, 130.0, NULL, NULL, NULL);
INSERT INTO hires_sidcup (hire_id, customer_id, size_id, waste_type, delivery_town, ordered_on, delivered_on, collected_on, delivered_by_driver_id, collected_by_driver_id, hire_price, permit_fee, weight_tonnes, excess_weight_charge) VALUES (3020, 9, 6, 'General', 'Erith', '2024-02-19', '2024-02-20', '2024-02-27', 12, 3, 220.5, 52.0, 2.9, 0.0);
COMMIT;
