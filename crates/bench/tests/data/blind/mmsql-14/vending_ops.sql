-- vending_ops: a vending machine operator (sites, staff, machines, products, restocks)
BEGIN TRANSACTION;
CREATE TABLE sites (
    site_id INTEGER PRIMARY KEY,
    site_name TEXT NOT NULL,
    town TEXT NOT NULL,
    site_type TEXT NOT NULL,
    contact_first_name TEXT, -- NULL = no named contact at the site
    contact_phone TEXT, -- NULL = no phone number for the site contact
    contract_start_date TEXT NOT NULL,
    monthly_fee REAL NOT NULL
);
CREATE TABLE staff (
    staff_id INTEGER PRIMARY KEY,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    role TEXT NOT NULL,
    home_town TEXT NOT NULL,
    hired_date TEXT NOT NULL,
    hourly_wage REAL NOT NULL,
    mobile TEXT, -- NULL = no work mobile issued
    van_reg TEXT -- NULL = no company van assigned
);
CREATE TABLE machines (
    machine_id INTEGER PRIMARY KEY,
    site_id INTEGER NOT NULL REFERENCES sites(site_id),
    model TEXT NOT NULL,
    machine_type TEXT NOT NULL,
    installed_date TEXT NOT NULL,
    last_serviced_date TEXT, -- NULL = never serviced since installation
    is_cashless INTEGER NOT NULL CHECK (is_cashless IN (0,1)),
    purchase_cost REAL NOT NULL,
    location_note TEXT -- NULL = no note on where in the building it stands
);
CREATE TABLE products (
    product_id INTEGER PRIMARY KEY,
    product_name TEXT NOT NULL,
    category TEXT NOT NULL,
    supplier TEXT, -- NULL = bought at the cash-and-carry, no regular supplier
    cost_price REAL NOT NULL,
    sale_price REAL NOT NULL,
    is_vegan INTEGER NOT NULL CHECK (is_vegan IN (0,1)),
    discontinued_date TEXT -- NULL = still on sale
);
CREATE TABLE restocks (
    restock_id INTEGER PRIMARY KEY,
    machine_id INTEGER NOT NULL REFERENCES machines(machine_id),
    product_id INTEGER NOT NULL REFERENCES products(product_id),
    staff_id INTEGER NOT NULL REFERENCES staff(staff_id),
    scheduled_date TEXT NOT NULL,
    visit_date TEXT, -- NULL = restock missed, nobody went
    units_added INTEGER NOT NULL,
    units_expired_removed INTEGER, -- NULL = expired stock not counted
    takings REAL -- NULL = takings not recorded on this visit
);
INSERT INTO sites (site_id, site_name, town, site_type, contact_first_name, contact_phone, contract_start_date, monthly_fee) VALUES (1, 'Millbrook College', 'Millbrook', 'college', 'Priya', '01632 960101', '2019-09-01', 120.0);
INSERT INTO sites (site_id, site_name, town, site_type, contact_first_name, contact_phone, contract_start_date, monthly_fee) VALUES (2, 'Millbrook Leisure Centre', 'Millbrook', 'leisure centre', 'Gareth', '01632 960102', '2020-03-15', 150.0);
INSERT INTO sites (site_id, site_name, town, site_type, contact_first_name, contact_phone, contract_start_date, monthly_fee) VALUES (3, 'Millbrook Civic Offices', 'Millbrook', 'council building', NULL, NULL, '2021-06-01', 80.0);
INSERT INTO sites (site_id, site_name, town, site_type, contact_first_name, contact_phone, contract_start_date, monthly_fee) VALUES (4, 'Oakfield Business Park', 'Oakfield', 'office', 'Dawn', '01632 960104', '2018-01-10', 200.0);
INSERT INTO sites (site_id, site_name, town, site_type, contact_first_name, contact_phone, contract_start_date, monthly_fee) VALUES (5, 'Oakfield Station', 'Oakfield', 'station', 'Kevin', '01632 960105', '2022-04-01', 310.0);
INSERT INTO sites (site_id, site_name, town, site_type, contact_first_name, contact_phone, contract_start_date, monthly_fee) VALUES (6, 'Stanton Packaging Ltd', 'Stanton', 'factory', 'Aisha', NULL, '2019-11-20', 90.0);
INSERT INTO sites (site_id, site_name, town, site_type, contact_first_name, contact_phone, contract_start_date, monthly_fee) VALUES (7, 'Stanton Library Hub', 'Stanton', 'council building', 'Neil', '01632 960107', '2023-02-01', 60.0);
INSERT INTO sites (site_id, site_name, town, site_type, contact_first_name, contact_phone, contract_start_date, monthly_fee) VALUES (8, 'Hurst Green Community College', 'Hurst Green', 'college', 'Rosa', '01632 960108', '2020-09-01', 110.0);
INSERT INTO sites (site_id, site_name, town, site_type, contact_first_name, contact_phone, contract_start_date, monthly_fee) VALUES (9, 'Hurst Green Depot', 'Hurst Green', 'factory', NULL, NULL, '2021-01-05', 75.0);
INSERT INTO sites (site_id, site_name, town, site_type, contact_first_name, contact_phone, contract_start_date, monthly_fee) VALUES (10, 'Kingsley House', 'Kingsley', 'office', 'Priya', '01632 960110', '2022-10-10', 140.0);
INSERT INTO sites (site_id, site_name, town, site_type, contact_first_name, contact_phone, contract_start_date, monthly_fee) VALUES (11, 'Kingsley Retail Park', 'Kingsley', 'retail', 'Tom', '01632 960111', '2023-05-20', 260.0);
INSERT INTO sites (site_id, site_name, town, site_type, contact_first_name, contact_phone, contract_start_date, monthly_fee) VALUES (12, 'Ashcombe Bus Station', 'Ashcombe', 'station', 'Leon', '01632 960112', '2018-07-01', 280.0);
INSERT INTO sites (site_id, site_name, town, site_type, contact_first_name, contact_phone, contract_start_date, monthly_fee) VALUES (13, 'Ashcombe Sixth Form', 'Ashcombe', 'college', 'Mei', '01632 960113', '2021-09-01', 95.0);
INSERT INTO sites (site_id, site_name, town, site_type, contact_first_name, contact_phone, contract_start_date, monthly_fee) VALUES (14, 'Riverside Works', 'Millbrook', 'factory', 'Gareth', '01632 960114', '2024-01-08', 85.0);
INSERT INTO sites (site_id, site_name, town, site_type, contact_first_name, contact_phone, contract_start_date, monthly_fee) VALUES (15, 'Fenwick Council Offices', 'Fenwick', 'council building', 'Joy', NULL, '2017-04-01', 70.0);
INSERT INTO sites (site_id, site_name, town, site_type, contact_first_name, contact_phone, contract_start_date, monthly_fee) VALUES (16, 'Fenwick Swim & Fitness', 'Fenwick', 'leisure centre', 'Callum', '01632 960116', '2023-09-01', 165.0);
INSERT INTO staff (staff_id, first_name, last_name, role, home_town, hired_date, hourly_wage, mobile, van_reg) VALUES (1, 'Priya', 'Shah', 'driver', 'Oakfield', '2019-02-04', 12.9, '07700 910001', 'VN19 ABC');
INSERT INTO staff (staff_id, first_name, last_name, role, home_town, hired_date, hourly_wage, mobile, van_reg) VALUES (2, 'Gareth', 'Lloyd', 'supervisor', 'Millbrook', '2016-05-16', 16.5, '07700 910002', NULL);
INSERT INTO staff (staff_id, first_name, last_name, role, home_town, hired_date, hourly_wage, mobile, van_reg) VALUES (3, 'Dan', 'Whelan', 'driver', 'Stanton', '2020-08-10', 12.5, '07700 910003', 'VN20 DEF');
INSERT INTO staff (staff_id, first_name, last_name, role, home_town, hired_date, hourly_wage, mobile, van_reg) VALUES (4, 'Sophie', 'Turner', 'driver', 'Millbrook', '2021-03-01', 12.5, '07700 910004', 'VN21 GHI');
INSERT INTO staff (staff_id, first_name, last_name, role, home_town, hired_date, hourly_wage, mobile, van_reg) VALUES (5, 'Marek', 'Nowak', 'technician', 'Kingsley', '2018-10-22', 15.2, '07700 910005', 'VN18 JKL');
INSERT INTO staff (staff_id, first_name, last_name, role, home_town, hired_date, hourly_wage, mobile, van_reg) VALUES (6, 'Ellie', 'Brown', 'driver', 'Hurst Green', '2022-06-06', 12.2, NULL, 'VN22 MNO');
INSERT INTO staff (staff_id, first_name, last_name, role, home_town, hired_date, hourly_wage, mobile, van_reg) VALUES (7, 'Tom', 'Fielding', 'driver', 'Ashcombe', '2019-12-02', 12.9, '07700 910007', 'VN19 PQR');
INSERT INTO staff (staff_id, first_name, last_name, role, home_town, hired_date, hourly_wage, mobile, van_reg) VALUES (8, 'Hassan', 'Ali', 'technician', 'Oakfield', '2020-01-13', 15.0, '07700 910008', 'VN20 STU');
INSERT INTO staff (staff_id, first_name, last_name, role, home_town, hired_date, hourly_wage, mobile, van_reg) VALUES (9, 'Kerry', 'Walsh', 'office', 'Millbrook', '2017-07-03', 13.8, '07700 910009', NULL);
INSERT INTO staff (staff_id, first_name, last_name, role, home_town, hired_date, hourly_wage, mobile, van_reg) VALUES (10, 'Leon', 'Marsh', 'driver', 'Fenwick', '2023-01-09', 12.0, NULL, 'VN23 VWX');
INSERT INTO staff (staff_id, first_name, last_name, role, home_town, hired_date, hourly_wage, mobile, van_reg) VALUES (11, 'Rosa', 'Martins', 'driver', 'Kingsley', '2021-09-20', 12.4, '07700 910011', 'VN21 YZA');
INSERT INTO staff (staff_id, first_name, last_name, role, home_town, hired_date, hourly_wage, mobile, van_reg) VALUES (12, 'Ian', 'Cole', 'driver', 'Stanton', '2023-04-17', 12.0, '07700 910012', NULL);
INSERT INTO staff (staff_id, first_name, last_name, role, home_town, hired_date, hourly_wage, mobile, van_reg) VALUES (13, 'Beth', 'Harding', 'technician', 'Ashcombe', '2022-11-28', 14.6, '07700 910013', 'VN22 BCD');
INSERT INTO staff (staff_id, first_name, last_name, role, home_town, hired_date, hourly_wage, mobile, van_reg) VALUES (14, 'Joy', 'Okoro', 'supervisor', 'Fenwick', '2015-03-30', 17.0, '07700 910014', NULL);
INSERT INTO staff (staff_id, first_name, last_name, role, home_town, hired_date, hourly_wage, mobile, van_reg) VALUES (15, 'Carl', 'Jensen', 'driver', 'Bramley', '2024-02-05', 12.0, NULL, 'VN24 EFG');
INSERT INTO machines (machine_id, site_id, model, machine_type, installed_date, last_serviced_date, is_cashless, purchase_cost, location_note) VALUES (1, 1, 'SnackMaster 500', 'snack', '2019-09-01', '2024-01-15', 0, 3200.0, 'canteen');
INSERT INTO machines (machine_id, site_id, model, machine_type, installed_date, last_serviced_date, is_cashless, purchase_cost, location_note) VALUES (2, 1, 'ChillBox 40', 'drink', '2019-09-01', '2023-11-02', 0, 2800.0, 'canteen');
INSERT INTO machines (machine_id, site_id, model, machine_type, installed_date, last_serviced_date, is_cashless, purchase_cost, location_note) VALUES (3, 1, 'BrewPoint Plus', 'coffee', '2022-01-10', NULL, 1, 5400.0, 'library foyer');
INSERT INTO machines (machine_id, site_id, model, machine_type, installed_date, last_serviced_date, is_cashless, purchase_cost, location_note) VALUES (4, 2, 'SnackMaster 500 Plus', 'snack', '2020-03-15', '2024-02-20', 1, 3900.0, 'reception');
INSERT INTO machines (machine_id, site_id, model, machine_type, installed_date, last_serviced_date, is_cashless, purchase_cost, location_note) VALUES (5, 2, 'ChillBox 40', 'drink', '2020-03-15', NULL, 1, 2800.0, 'poolside');
INSERT INTO machines (machine_id, site_id, model, machine_type, installed_date, last_serviced_date, is_cashless, purchase_cost, location_note) VALUES (6, 3, 'BrewPoint', 'coffee', '2021-06-01', '2023-12-05', 0, 4600.0, NULL);
INSERT INTO machines (machine_id, site_id, model, machine_type, installed_date, last_serviced_date, is_cashless, purchase_cost, location_note) VALUES (7, 4, 'SnackMaster 500', 'snack', '2018-01-10', '2023-10-18', 0, 3100.0, 'block A');
INSERT INTO machines (machine_id, site_id, model, machine_type, installed_date, last_serviced_date, is_cashless, purchase_cost, location_note) VALUES (8, 4, 'BrewPoint Plus', 'coffee', '2018-01-10', '2024-03-01', 1, 5200.0, 'block B');
INSERT INTO machines (machine_id, site_id, model, machine_type, installed_date, last_serviced_date, is_cashless, purchase_cost, location_note) VALUES (9, 4, 'ChillBox 60', 'drink', '2021-05-04', '2024-01-09', 1, 3300.0, 'block A');
INSERT INTO machines (machine_id, site_id, model, machine_type, installed_date, last_serviced_date, is_cashless, purchase_cost, location_note) VALUES (10, 5, 'SnackMaster 500 Plus', 'snack', '2022-04-01', '2024-02-02', 1, 3950.0, 'platform 1');
INSERT INTO machines (machine_id, site_id, model, machine_type, installed_date, last_serviced_date, is_cashless, purchase_cost, location_note) VALUES (11, 5, 'ChillBox 60', 'drink', '2022-04-01', '2023-09-14', 1, 3350.0, 'platform 2');
INSERT INTO machines (machine_id, site_id, model, machine_type, installed_date, last_serviced_date, is_cashless, purchase_cost, location_note) VALUES (12, 6, 'ComboVend 2', 'combo', '2019-11-20', '2023-06-30', 0, 4200.0, 'staff room');
INSERT INTO machines (machine_id, site_id, model, machine_type, installed_date, last_serviced_date, is_cashless, purchase_cost, location_note) VALUES (13, 7, 'BrewPoint', 'coffee', '2023-02-01', NULL, 1, 4700.0, 'ground floor');
INSERT INTO machines (machine_id, site_id, model, machine_type, installed_date, last_serviced_date, is_cashless, purchase_cost, location_note) VALUES (14, 8, 'SnackMaster 500', 'snack', '2020-09-01', '2024-04-11', 0, 3150.0, 'sports hall');
INSERT INTO machines (machine_id, site_id, model, machine_type, installed_date, last_serviced_date, is_cashless, purchase_cost, location_note) VALUES (15, 8, 'ChillBox 40', 'drink', '2020-09-01', '2023-08-21', 0, 2750.0, NULL);
INSERT INTO machines (machine_id, site_id, model, machine_type, installed_date, last_serviced_date, is_cashless, purchase_cost, location_note) VALUES (16, 9, 'ComboVend 2', 'combo', '2021-01-05', '2024-01-30', 0, 4150.0, 'yard office');
INSERT INTO machines (machine_id, site_id, model, machine_type, installed_date, last_serviced_date, is_cashless, purchase_cost, location_note) VALUES (17, 10, 'BrewPoint Plus', 'coffee', '2022-10-10', '2024-02-14', 1, 5300.0, '3rd floor');
INSERT INTO machines (machine_id, site_id, model, machine_type, installed_date, last_serviced_date, is_cashless, purchase_cost, location_note) VALUES (18, 11, 'SnackMaster 500 Plus', 'snack', '2023-05-20', '2024-03-22', 1, 4000.0, 'food court');
INSERT INTO machines (machine_id, site_id, model, machine_type, installed_date, last_serviced_date, is_cashless, purchase_cost, location_note) VALUES (19, 11, 'ChillBox 60', 'drink', '2023-05-20', NULL, 1, 3400.0, 'food court');
INSERT INTO machines (machine_id, site_id, model, machine_type, installed_date, last_serviced_date, is_cashless, purchase_cost, location_note) VALUES (20, 12, 'SnackMaster 500', 'snack', '2018-07-01', '2023-12-12', 0, 3050.0, 'waiting room');
INSERT INTO machines (machine_id, site_id, model, machine_type, installed_date, last_serviced_date, is_cashless, purchase_cost, location_note) VALUES (21, 12, 'BrewPoint', 'coffee', '2019-03-03', '2024-01-22', 1, 4500.0, 'waiting room');
INSERT INTO machines (machine_id, site_id, model, machine_type, installed_date, last_serviced_date, is_cashless, purchase_cost, location_note) VALUES (22, 13, 'ComboVend 2', 'combo', '2021-09-01', '2023-10-05', 1, 4250.0, 'common room');
INSERT INTO machines (machine_id, site_id, model, machine_type, installed_date, last_serviced_date, is_cashless, purchase_cost, location_note) VALUES (23, 14, 'SnackMaster 500', 'snack', '2024-01-08', NULL, 1, 3300.0, 'gatehouse');
INSERT INTO machines (machine_id, site_id, model, machine_type, installed_date, last_serviced_date, is_cashless, purchase_cost, location_note) VALUES (24, 15, 'ChillBox 40', 'drink', '2017-04-01', '2023-07-07', 0, 2600.0, 'lobby');
INSERT INTO machines (machine_id, site_id, model, machine_type, installed_date, last_serviced_date, is_cashless, purchase_cost, location_note) VALUES (25, 16, 'SnackMaster 500 Plus', 'snack', '2023-09-01', '2024-04-02', 1, 4050.0, 'gym floor');
INSERT INTO products (product_id, product_name, category, supplier, cost_price, sale_price, is_vegan, discontinued_date) VALUES (1, 'Cola', 'drink', 'Fizzco', 0.42, 1.2, 1, NULL);
INSERT INTO products (product_id, product_name, category, supplier, cost_price, sale_price, is_vegan, discontinued_date) VALUES (2, 'Cola Zero', 'drink', 'Fizzco', 0.4, 1.2, 1, NULL);
INSERT INTO products (product_id, product_name, category, supplier, cost_price, sale_price, is_vegan, discontinued_date) VALUES (3, 'Orange Fizz', 'drink', 'Fizzco', 0.38, 1.1, 1, NULL);
INSERT INTO products (product_id, product_name, category, supplier, cost_price, sale_price, is_vegan, discontinued_date) VALUES (4, 'Still Water', 'drink', 'Clearspring', 0.18, 0.9, 1, NULL);
INSERT INTO products (product_id, product_name, category, supplier, cost_price, sale_price, is_vegan, discontinued_date) VALUES (5, 'Sparkling Water', 'drink', 'Clearspring', 0.22, 1.0, 1, NULL);
INSERT INTO products (product_id, product_name, category, supplier, cost_price, sale_price, is_vegan, discontinued_date) VALUES (6, 'Energy Blast', 'drink', 'Voltz', 0.65, 1.8, 1, NULL);
INSERT INTO products (product_id, product_name, category, supplier, cost_price, sale_price, is_vegan, discontinued_date) VALUES (7, 'Energy Blast Plus', 'drink', 'Voltz', 0.8, 2.2, 1, NULL);
INSERT INTO products (product_id, product_name, category, supplier, cost_price, sale_price, is_vegan, discontinued_date) VALUES (8, 'Iced Tea Lemon', 'drink', NULL, 0.55, 1.4, 1, '2024-02-28');
INSERT INTO products (product_id, product_name, category, supplier, cost_price, sale_price, is_vegan, discontinued_date) VALUES (9, 'Salted Crisps', 'snack', 'Crunchy Co', 0.25, 0.8, 1, NULL);
INSERT INTO products (product_id, product_name, category, supplier, cost_price, sale_price, is_vegan, discontinued_date) VALUES (10, 'Cheese & Onion Crisps', 'snack', 'Crunchy Co', 0.25, 0.8, 0, NULL);
INSERT INTO products (product_id, product_name, category, supplier, cost_price, sale_price, is_vegan, discontinued_date) VALUES (11, 'Choc Bar', 'snack', 'Sweetline', 0.35, 1.0, 0, NULL);
INSERT INTO products (product_id, product_name, category, supplier, cost_price, sale_price, is_vegan, discontinued_date) VALUES (12, 'Choc Bar Plus', 'snack', 'Sweetline', 0.48, 1.3, 0, NULL);
INSERT INTO products (product_id, product_name, category, supplier, cost_price, sale_price, is_vegan, discontinued_date) VALUES (13, 'Protein Bar', 'snack', 'FitFuel', 0.9, 2.1, 0, NULL);
INSERT INTO products (product_id, product_name, category, supplier, cost_price, sale_price, is_vegan, discontinued_date) VALUES (14, 'Flapjack', 'snack', NULL, 0.4, 1.25, 1, NULL);
INSERT INTO products (product_id, product_name, category, supplier, cost_price, sale_price, is_vegan, discontinued_date) VALUES (15, 'Trail Mix', 'snack', 'Nutwise', 0.6, 1.5, 1, NULL);
INSERT INTO products (product_id, product_name, category, supplier, cost_price, sale_price, is_vegan, discontinued_date) VALUES (16, 'Fruit Pot', 'snack', NULL, 0.7, 1.6, 1, '2023-12-31');
INSERT INTO products (product_id, product_name, category, supplier, cost_price, sale_price, is_vegan, discontinued_date) VALUES (17, 'Flat White', 'hot drink', 'BeanCraft', 0.32, 2.4, 0, NULL);
INSERT INTO products (product_id, product_name, category, supplier, cost_price, sale_price, is_vegan, discontinued_date) VALUES (18, 'Latte', 'hot drink', 'BeanCraft', 0.34, 2.4, 0, NULL);
INSERT INTO products (product_id, product_name, category, supplier, cost_price, sale_price, is_vegan, discontinued_date) VALUES (19, 'Oat Latte', 'hot drink', 'BeanCraft', 0.46, 2.7, 1, NULL);
INSERT INTO products (product_id, product_name, category, supplier, cost_price, sale_price, is_vegan, discontinued_date) VALUES (20, 'Hot Chocolate', 'hot drink', 'BeanCraft', 0.3, 2.0, 0, NULL);
INSERT INTO products (product_id, product_name, category, supplier, cost_price, sale_price, is_vegan, discontinued_date) VALUES (21, 'Tea', 'hot drink', NULL, 0.08, 1.2, 1, NULL);
INSERT INTO products (product_id, product_name, category, supplier, cost_price, sale_price, is_vegan, discontinued_date) VALUES (22, 'Cookie', 'snack', 'Sweetline', 0.3, 0.95, 0, NULL);
INSERT INTO products (product_id, product_name, category, supplier, cost_price, sale_price, is_vegan, discontinued_date) VALUES (23, 'Rice Cakes', 'snack', 'FitFuel', 0.45, 1.1, 1, NULL);
INSERT INTO products (product_id, product_name, category, supplier, cost_price, sale_price, is_vegan, discontinued_date) VALUES (24, 'Mint Gum', 'snack', NULL, 0.2, 0.6, 1, NULL);
INSERT INTO products (product_id, product_name, category, supplier, cost_price, sale_price, is_vegan, discontinued_date) VALUES (25, 'Vanilla Shake', 'drink', 'Dairyvale', 0.85, 1.9, 0, '2024-03-31');
INSERT INTO restocks (restock_id, machine_id, product_id, staff_id, scheduled_date, visit_date, units_added, units_expired_removed, takings) VALUES (1, 22, 1, 7, '2024-02-01', '2024-02-01', 24, 1, 41.78);
INSERT INTO restocks (restock_id, machine_id, product_id, staff_id, scheduled_date, visit_date, units_added, units_expired_removed, takings) VALUES (2, 19, 2, 7, '2024-02-02', '2024-02-02', 48, NULL, 93.86);
INSERT INTO restocks (restock_id, machine_id, product_id, staff_id, scheduled_date, visit_date, units_added, units_expired_removed, takings) VALUES (3, 16, 12, 11, '2024-02-04', '2024-02-05', 24, 5, 70.87);
INSERT INTO restocks (restock_id, machine_id, product_id, staff_id, scheduled_date, visit_date, units_added, units_expired_removed, takings) VALUES (4, 2, 6, 10, '2024-02-05', '2024-02-05', 24, 0, NULL);
INSERT INTO restocks (restock_id, machine_id, product_id, staff_id, scheduled_date, visit_date, units_added, units_expired_removed, takings) VALUES (5, 23, 13, 10, '2024-02-07', '2024-02-08', 30, 5, 85.31);
INSERT INTO restocks (restock_id, machine_id, product_id, staff_id, scheduled_date, visit_date, units_added, units_expired_removed, takings) VALUES (6, 6, 20, 3, '2024-02-09', '2024-02-09', 24, 0, 76.34);
INSERT INTO restocks (restock_id, machine_id, product_id, staff_id, scheduled_date, visit_date, units_added, units_expired_removed, takings) VALUES (7, 8, 19, 6, '2024-02-10', '2024-02-12', 18, 5, 18.11);
INSERT INTO restocks (restock_id, machine_id, product_id, staff_id, scheduled_date, visit_date, units_added, units_expired_removed, takings) VALUES (8, 13, 21, 10, '2024-02-12', '2024-02-12', 18, NULL, 44.64);
INSERT INTO restocks (restock_id, machine_id, product_id, staff_id, scheduled_date, visit_date, units_added, units_expired_removed, takings) VALUES (9, 15, 4, 1, '2024-02-13', '2024-02-13', 24, 0, 63.52);
INSERT INTO restocks (restock_id, machine_id, product_id, staff_id, scheduled_date, visit_date, units_added, units_expired_removed, takings) VALUES (10, 8, 19, 10, '2024-02-15', '2024-02-16', 24, 0, 55.66);
INSERT INTO restocks (restock_id, machine_id, product_id, staff_id, scheduled_date, visit_date, units_added, units_expired_removed, takings) VALUES (11, 2, 7, 11, '2024-02-17', '2024-02-17', 24, 0, 70.05);
INSERT INTO restocks (restock_id, machine_id, product_id, staff_id, scheduled_date, visit_date, units_added, units_expired_removed, takings) VALUES (12, 10, 9, 15, '2024-02-18', '2024-02-18', 24, 3, 32.42);
INSERT INTO restocks (restock_id, machine_id, product_id, staff_id, scheduled_date, visit_date, units_added, units_expired_removed, takings) VALUES (13, 11, 4, 6, '2024-02-20', '2024-02-20', 24, 5, 56.11);
INSERT INTO restocks (restock_id, machine_id, product_id, staff_id, scheduled_date, visit_date, units_added, units_expired_removed, takings) VALUES (14, 25, 11, 6, '2024-02-21', '2024-02-21', 12, 1, 30.18);
INSERT INTO restocks (restock_id, machine_id, product_id, staff_id, scheduled_date, visit_date, units_added, units_expired_removed, takings) VALUES (15, 7, 14, 6, '2024-02-23', '2024-02-24', 12, 0, 51.72);
INSERT INTO restocks (restock_id, machine_id, product_id, staff_id, scheduled_date, visit_date, units_added, units_expired_removed, takings) VALUES (16, 10, 10, 11, '2024-02-25', '2024-02-25', 24, 3, 26.32);
INSERT INTO restocks (restock_id, machine_id, product_id, staff_id, scheduled_date, visit_date, units_added, units_expired_removed, takings) VALUES (17, 25, 23, 10, '2024-02-26', '2024-02-26', 48, NULL, 79.36);
INSERT INTO restocks (restock_id, machine_id, product_id, staff_id, scheduled_date, visit_date, units_added, units_expired_removed, takings) VALUES (18, 25, 14, 12, '2024-02-28', NULL, 0, NULL, NULL);
INSERT INTO restocks (restock_id, machine_id, product_id, staff_id, scheduled_date, visit_date, units_added, units_expired_removed, takings) VALUES (19, 17, 17, 10, '2024-02-29', '2024-03-01', 12, 2, 64.63);
INSERT INTO restocks (restock_id, machine_id, product_id, staff_id, scheduled_date, visit_date, units_added, units_expired_removed, takings) VALUES (20, 19, 25, 10, '2024-03-02', '2024-03-02', 30, NULL, 55.91);
INSERT INTO restocks (restock_id, machine_id, product_id, staff_id, scheduled_date, visit_date, units_added, units_expired_removed, takings) VALUES (21, 13, 21, 1, '2024-03-04', '2024-03-04', 24, NULL, 59.0);
INSERT INTO restocks (restock_id, machine_id, product_id, staff_id, scheduled_date, visit_date, units_added, units_expired_removed, takings) VALUES (22, 10, 9, 12, '2024-03-05', '2024-03-07', 48, NULL, 19.29);
INSERT INTO restocks (restock_id, machine_id, product_id, staff_id, scheduled_date, visit_date, units_added, units_expired_removed, takings) VALUES (23, 16, 9, 11, '2024-03-07', '2024-03-07', 30, 0, 31.63);
INSERT INTO restocks (restock_id, machine_id, product_id, staff_id, scheduled_date, visit_date, units_added, units_expired_removed, takings) VALUES (24, 24, 2, 1, '2024-03-08', '2024-03-09', 24, 0, 45.69);
INSERT INTO restocks (restock_id, machine_id, product_id, staff_id, scheduled_date, visit_date, units_added, units_expired_removed, takings) VALUES (25, 22, 2, 12, '2024-03-10', '2024-03-10', 36, 3, 83.97);
INSERT INTO restocks (restock_id, machine_id, product_id, staff_id, scheduled_date, visit_date, units_added, units_expired_removed, takings) VALUES (26, 25, 22, 7, '2024-03-12', '2024-03-12', 18, 0, 80.39);
INSERT INTO restocks (restock_id, machine_id, product_id, staff_id, scheduled_date, visit_date, units_added, units_expired_removed, takings) VALUES (27, 11, 4, 6, '2024-03-13', NULL, 0, NULL, NULL);
INSERT INTO restocks (restock_id, machine_id, product_id, staff_id, scheduled_date, visit_date, units_added, units_expired_removed, takings) VALUES (28, 19, 25, 10, '2024-03-15', '2024-03-15', 24, 3, 41.76);
INSERT INTO restocks (restock_id, machine_id, product_id, staff_id, scheduled_date, visit_date, units_added, units_expired_removed, takings) VALUES (29, 13, 18, 7, '2024-03-16', NULL, 0, NULL, NULL);
INSERT INTO restocks (restock_id, machine_id, product_id, staff_id, scheduled_date, visit_date, units_added, units_expired_removed, takings) VALUES (30, 17, 19, 11, '2024-03-18', '2024-03-20', 12, NULL, 34.41);
INSERT INTO restocks (restock_id, machine_id, product_id, staff_id, scheduled_date, visit_date, units_added, units_expired_removed, takings) VALUES (31, 22, 4, 7, '2024-03-20', '2024-03-20', 24, 5, 62.61);
INSERT INTO restocks (restock_id, machine_id, product_id, staff_id, scheduled_date, visit_date, units_added, units_expired_removed, takings) VALUES (32, 15, 2, 10, '2024-03-21', NULL, 0, NULL, NULL);
INSERT INTO restocks (restock_id, machine_id, product_id, staff_id, scheduled_date, visit_date, units_added, units_expired_removed, takings) VALUES (33, 20, 11, 6, '2024-03-23', '2024-03-25', 36, NULL, 57.35);
INSERT INTO restocks (restock_id, machine_id, product_id, staff_id, scheduled_date, visit_date, units_added, units_expired_removed, takings) VALUES (34, 3, 20, 12, '2024-03-24', '2024-03-24', 24, 1, NULL);
INSERT INTO restocks (restock_id, machine_id, product_id, staff_id, scheduled_date, visit_date, units_added, units_expired_removed, takings) VALUES (35, 24, 25, 3, '2024-03-26', NULL, 0, NULL, NULL);
INSERT INTO restocks (restock_id, machine_id, product_id, staff_id, scheduled_date, visit_date, units_added, units_expired_removed, takings) VALUES (36, 4, 23, 4, '2024-03-28', '2024-03-28', 30, 2, NULL);
INSERT INTO restocks (restock_id, machine_id, product_id, staff_id, scheduled_date, visit_date, units_added, units_expired_removed, takings) VALUES (37, 9, 7, 12, '2024-03-29', '2024-03-30', 30, 0, 94.06);
INSERT INTO restocks (restock_id, machine_id, product_id, staff_id, scheduled_date, visit_date, units_added, units_expired_removed, takings) VALUES (38, 4, 22, 11, '2024-03-31', '2024-03-31', 12, 5, 68.31);
INSERT INTO restocks (restock_id, machine_id, product_id, staff_id, scheduled_date, visit_date, units_added, units_expired_removed, takings) VALUES (39, 16, 1, 11, '2024-04-01', '2024-04-01', 18, 0, 63.89);
INSERT INTO restocks (restock_id, machine_id, product_id, staff_id, scheduled_date, visit_date, units_added, units_expired_removed, takings) VALUES (40, 19, 2, 12, '2024-04-03', '2024-04-03', 12, 2, 41.24);
INSERT INTO restocks (restock_id, machine_id, product_id, staff_id, scheduled_date, visit_date, units_added, units_expired_removed, takings) VALUES (41, 4, 15, 6, '2024-04-05', '2024-04-06', 48, 0, 91.86);
INSERT INTO restocks (restock_id, machine_id, product_id, staff_id, scheduled_date, visit_date, units_added, units_expired_removed, takings) VALUES (42, 12, 2, 10, '2024-04-06', '2024-04-06', 24, NULL, 37.06);
INSERT INTO restocks (restock_id, machine_id, product_id, staff_id, scheduled_date, visit_date, units_added, units_expired_removed, takings) VALUES (43, 16, 14, 7, '2024-04-08', '2024-04-08', 18, 3, NULL);
INSERT INTO restocks (restock_id, machine_id, product_id, staff_id, scheduled_date, visit_date, units_added, units_expired_removed, takings) VALUES (44, 9, 7, 7, '2024-04-09', '2024-04-10', 24, 0, 47.63);
INSERT INTO restocks (restock_id, machine_id, product_id, staff_id, scheduled_date, visit_date, units_added, units_expired_removed, takings) VALUES (45, 15, 5, 15, '2024-04-11', '2024-04-11', 48, NULL, 62.55);
INSERT INTO restocks (restock_id, machine_id, product_id, staff_id, scheduled_date, visit_date, units_added, units_expired_removed, takings) VALUES (46, 5, 3, 1, '2024-04-13', '2024-04-13', 48, 0, 39.39);
INSERT INTO restocks (restock_id, machine_id, product_id, staff_id, scheduled_date, visit_date, units_added, units_expired_removed, takings) VALUES (47, 1, 12, 7, '2024-04-14', '2024-04-14', 24, 3, 23.91);
INSERT INTO restocks (restock_id, machine_id, product_id, staff_id, scheduled_date, visit_date, units_added, units_expired_removed, takings) VALUES (48, 14, 23, 3, '2024-04-16', '2024-04-16', 18, 0, 16.82);
INSERT INTO restocks (restock_id, machine_id, product_id, staff_id, scheduled_date, visit_date, units_added, units_expired_removed, takings) VALUES (49, 19, 5, 7, '2024-04-17', '2024-04-19', 18, 2, 84.87);
INSERT INTO restocks (restock_id, machine_id, product_id, staff_id, scheduled_date, visit_date, units_added, units_expired_removed, takings) VALUES (50, 18, 13, 10, '2024-04-19', NULL, 0, NULL, NULL);
INSERT INTO restocks (restock_id, machine_id, product_id, staff_id, scheduled_date, visit_date, units_added, units_expired_removed, takings) VALUES (51, 7, 14, 10, '2024-04-21', '2024-04-22', 48, NULL, NULL);
INSERT INTO restocks (restock_id, machine_id, product_id, staff_id, scheduled_date, visit_date, units_added, units_expired_removed, takings) VALUES (52, 25, 9, 12, '2024-04-22', '2024-04-22', 18, 1, NULL);
INSERT INTO restocks (restock_id, machine_id, product_id, staff_id, scheduled_date, visit_date, units_added, units_expired_removed, takings) VALUES (53, 18, 14, 10, '2024-04-24', '2024-04-26', 24, 5, 15.03);
INSERT INTO restocks (restock_id, machine_id, product_id, staff_id, scheduled_date, visit_date, units_added, units_expired_removed, takings) VALUES (54, 21, 21, 11, '2024-04-25', '2024-04-26', 48, 0, 85.15);
INSERT INTO restocks (restock_id, machine_id, product_id, staff_id, scheduled_date, visit_date, units_added, units_expired_removed, takings) VALUES (55, 8, 18, 6, '2024-04-27', '2024-04-27', 24, 3, 66.55);
INSERT INTO restocks (restock_id, machine_id, product_id, staff_id, scheduled_date, visit_date, units_added, units_expired_removed, takings) VALUES (56, 1, 9, 11, '2024-04-29', '2024-05-01', 18, 1, 61.56);
INSERT INTO restocks (restock_id, machine_id, product_id, staff_id, scheduled_date, visit_date, units_added, units_expired_removed, takings) VALUES (57, 1, 14, 4, '2024-04-30', '2024-05-01', 18, 1, 35.35);
INSERT INTO restocks (restock_id, machine_id, product_id, staff_id, scheduled_date, visit_date, units_added, units_expired_removed, takings) VALUES (58, 22, 11, 7, '2024-05-02', '2024-05-02', 24, 0, 34.0);
COMMIT;
