-- Dalesway Removals: customers, crew members, vans, moves, the crew rota per move and damage claims.
BEGIN TRANSACTION;
CREATE TABLE customers (
  customer_id INTEGER PRIMARY KEY,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  town TEXT NOT NULL,
  phone TEXT NOT NULL,
  company_name TEXT, -- NULL = private customer, not a business
  email TEXT -- NULL = no email address given
);
CREATE TABLE crew_members (
  crew_id INTEGER PRIMARY KEY,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  role TEXT NOT NULL CHECK (role IN ('foreman', 'driver', 'porter', 'packer')),
  home_town TEXT NOT NULL,
  phone TEXT NOT NULL,
  hourly_wage REAL NOT NULL,
  started_date TEXT NOT NULL,
  hgv_licence_expiry TEXT -- NULL = holds no HGV licence
);
CREATE TABLE vans (
  van_id INTEGER PRIMARY KEY,
  registration TEXT NOT NULL UNIQUE,
  model TEXT NOT NULL,
  capacity_m3 INTEGER NOT NULL,
  purchase_date TEXT NOT NULL,
  mot_due_date TEXT NOT NULL,
  is_electric INTEGER NOT NULL CHECK (is_electric IN (0, 1)),
  sold_date TEXT -- NULL = still in the fleet
);
CREATE TABLE moves (
  move_id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers (customer_id),
  van_id INTEGER REFERENCES vans (van_id), -- NULL = no van allocated yet
  origin_town TEXT NOT NULL,
  destination_town TEXT NOT NULL,
  distance_km INTEGER NOT NULL,
  booked_date TEXT NOT NULL,
  move_date TEXT NOT NULL,
  quoted_price REAL NOT NULL,
  final_price REAL, -- NULL = not invoiced yet
  deposit_paid REAL NOT NULL,
  is_packing_service INTEGER NOT NULL CHECK (is_packing_service IN (0, 1))
);
CREATE TABLE move_crew (
  assignment_id INTEGER PRIMARY KEY,
  move_id INTEGER NOT NULL REFERENCES moves (move_id),
  crew_id INTEGER NOT NULL REFERENCES crew_members (crew_id),
  hours_worked REAL -- NULL = timesheet not handed in yet
);
CREATE TABLE damage_claims (
  claim_id INTEGER PRIMARY KEY,
  move_id INTEGER NOT NULL REFERENCES moves (move_id),
  item_description TEXT NOT NULL,
  claimed_amount REAL NOT NULL,
  reported_date TEXT NOT NULL,
  settled_amount REAL, -- NULL = claim still open
  settled_date TEXT -- NULL = claim still open
);
INSERT INTO customers (customer_id, first_name, last_name, town, phone, company_name, email) VALUES (1, 'Liam', 'Carter', 'York', '01904 552301', NULL, 'liam.carter@mailbox.co.uk');
INSERT INTO customers (customer_id, first_name, last_name, town, phone, company_name, email) VALUES (2, 'Priya', 'Shah', 'Leeds', '0113 496 0112', NULL, NULL);
INSERT INTO customers (customer_id, first_name, last_name, town, phone, company_name, email) VALUES (3, 'Helen', 'Okafor', 'Harrogate', '01423 771020', NULL, 'h.okafor@fastmail.com');
INSERT INTO customers (customer_id, first_name, last_name, town, phone, company_name, email) VALUES (4, 'David', 'Brightwell', 'Leeds', '0113 496 0455', 'Brightwell Ltd', 'accounts@brightwell.co.uk');
INSERT INTO customers (customer_id, first_name, last_name, town, phone, company_name, email) VALUES (5, 'Sarah', 'Patel', 'York', '01904 880142', NULL, 'sarah.patel@gmail.com');
INSERT INTO customers (customer_id, first_name, last_name, town, phone, company_name, email) VALUES (6, 'Mark', 'Henshaw', 'Selby', '01757 210993', NULL, NULL);
INSERT INTO customers (customer_id, first_name, last_name, town, phone, company_name, email) VALUES (7, 'Joanna', 'Wood', 'Harrogate', '01423 500871', NULL, 'jo.wood@outlook.com');
INSERT INTO customers (customer_id, first_name, last_name, town, phone, company_name, email) VALUES (8, 'Tom', 'Fairley', 'Ripon', '01765 601238', NULL, 'tfairley@btinternet.com');
INSERT INTO customers (customer_id, first_name, last_name, town, phone, company_name, email) VALUES (9, 'Aisha', 'Rahman', 'Bradford', '01274 330921', NULL, NULL);
INSERT INTO customers (customer_id, first_name, last_name, town, phone, company_name, email) VALUES (10, 'Gary', 'Lister', 'Wakefield', '01924 662017', 'Lister & Daughters', 'office@listeranddaughters.co.uk');
INSERT INTO customers (customer_id, first_name, last_name, town, phone, company_name, email) VALUES (11, 'Emma', 'Steel', 'York', '01904 113348', NULL, 'emma.steel@gmail.com');
INSERT INTO customers (customer_id, first_name, last_name, town, phone, company_name, email) VALUES (12, 'Robert', 'Haigh', 'Leeds', '0113 496 0988', NULL, NULL);
INSERT INTO customers (customer_id, first_name, last_name, town, phone, company_name, email) VALUES (13, 'Chloe', 'Dunn', 'Knaresborough', '01423 862204', NULL, 'chloe.dunn@icloud.com');
INSERT INTO customers (customer_id, first_name, last_name, town, phone, company_name, email) VALUES (14, 'Paul', 'Maddox', 'Doncaster', '01302 445190', 'Maddox Dental', 'practice@maddoxdental.co.uk');
INSERT INTO customers (customer_id, first_name, last_name, town, phone, company_name, email) VALUES (15, 'Fatima', 'Begum', 'Bradford', '01274 118836', NULL, 'f.begum@yahoo.co.uk');
INSERT INTO customers (customer_id, first_name, last_name, town, phone, company_name, email) VALUES (16, 'Steven', 'Roe', 'Malton', '01653 692231', NULL, NULL);
INSERT INTO customers (customer_id, first_name, last_name, town, phone, company_name, email) VALUES (17, 'Claire', 'Gibson', 'Harrogate', '01423 330456', NULL, 'claire.gibson@gmail.com');
INSERT INTO customers (customer_id, first_name, last_name, town, phone, company_name, email) VALUES (18, 'Oliver', 'Nunn', 'Thirsk', '01845 520119', NULL, 'olinunn@proton.me');
INSERT INTO customers (customer_id, first_name, last_name, town, phone, company_name, email) VALUES (19, 'Grace', 'Whitby', 'Scarborough', '01723 370448', NULL, 'grace.whitby@gmail.com');
INSERT INTO customers (customer_id, first_name, last_name, town, phone, company_name, email) VALUES (20, 'Daniel', 'Kerr', 'Leeds', '0113 496 0761', 'Kerr Architects', 'studio@kerrarchitects.co.uk');
INSERT INTO customers (customer_id, first_name, last_name, town, phone, company_name, email) VALUES (21, 'Megan', 'Lowe', 'York', '01904 667712', NULL, NULL);
INSERT INTO customers (customer_id, first_name, last_name, town, phone, company_name, email) VALUES (22, 'Imran', 'Hussain', 'Huddersfield', '01484 223390', NULL, 'imran.h@gmail.com');
INSERT INTO customers (customer_id, first_name, last_name, town, phone, company_name, email) VALUES (23, 'Ruth', 'Allen', 'Tadcaster', '01937 830021', NULL, 'ruth.allen@btinternet.com');
INSERT INTO customers (customer_id, first_name, last_name, town, phone, company_name, email) VALUES (24, 'James', 'Ogden', 'Harrogate', '01423 118870', NULL, NULL);
INSERT INTO customers (customer_id, first_name, last_name, town, phone, company_name, email) VALUES (25, 'Nina', 'Petrova', 'York', '01904 441209', NULL, 'nina.petrova@mailbox.co.uk');
INSERT INTO crew_members (crew_id, first_name, last_name, role, home_town, phone, hourly_wage, started_date, hgv_licence_expiry) VALUES (1, 'Liam', 'Doyle', 'foreman', 'York', '07700 100201', 16.5, '2015-04-13', '2027-06-30');
INSERT INTO crew_members (crew_id, first_name, last_name, role, home_town, phone, hourly_wage, started_date, hgv_licence_expiry) VALUES (2, 'Priya', 'Kaur', 'packer', 'Leeds', '07700 100202', 12.8, '2021-09-06', NULL);
INSERT INTO crew_members (crew_id, first_name, last_name, role, home_town, phone, hourly_wage, started_date, hgv_licence_expiry) VALUES (3, 'Dean', 'Marsh', 'driver', 'Selby', '07700 100203', 14.2, '2018-01-22', '2025-11-30');
INSERT INTO crew_members (crew_id, first_name, last_name, role, home_town, phone, hourly_wage, started_date, hgv_licence_expiry) VALUES (4, 'Kyle', 'Bentley', 'porter', 'Harrogate', '07700 100204', 12.2, '2023-03-20', NULL);
INSERT INTO crew_members (crew_id, first_name, last_name, role, home_town, phone, hourly_wage, started_date, hgv_licence_expiry) VALUES (5, 'Sam', 'Oduya', 'driver', 'Leeds', '07700 100205', 14.5, '2017-07-03', '2026-02-28');
INSERT INTO crew_members (crew_id, first_name, last_name, role, home_town, phone, hourly_wage, started_date, hgv_licence_expiry) VALUES (6, 'Wojtek', 'Zielinski', 'foreman', 'Wakefield', '07700 100206', 16.0, '2016-10-10', '2025-08-31');
INSERT INTO crew_members (crew_id, first_name, last_name, role, home_town, phone, hourly_wage, started_date, hgv_licence_expiry) VALUES (7, 'Becky', 'Hale', 'packer', 'York', '07700 100207', 12.6, '2022-05-09', NULL);
INSERT INTO crew_members (crew_id, first_name, last_name, role, home_town, phone, hourly_wage, started_date, hgv_licence_expiry) VALUES (8, 'Connor', 'Walsh', 'porter', 'Harrogate', '07700 100208', 12.0, '2024-02-12', NULL);
INSERT INTO crew_members (crew_id, first_name, last_name, role, home_town, phone, hourly_wage, started_date, hgv_licence_expiry) VALUES (9, 'Ade', 'Bello', 'driver', 'Bradford', '07700 100209', 14.0, '2019-06-17', '2026-09-30');
INSERT INTO crew_members (crew_id, first_name, last_name, role, home_town, phone, hourly_wage, started_date, hgv_licence_expiry) VALUES (10, 'Hollie', 'Price', 'packer', 'Knaresborough', '07700 100210', 12.4, '2020-11-02', NULL);
INSERT INTO crew_members (crew_id, first_name, last_name, role, home_town, phone, hourly_wage, started_date, hgv_licence_expiry) VALUES (11, 'Mick', 'Rudd', 'foreman', 'Leeds', '07700 100211', 17.2, '2010-03-01', '2025-04-30');
INSERT INTO crew_members (crew_id, first_name, last_name, role, home_town, phone, hourly_wage, started_date, hgv_licence_expiry) VALUES (12, 'Jordan', 'Fell', 'porter', 'York', '07700 100212', 12.1, '2023-08-28', NULL);
INSERT INTO crew_members (crew_id, first_name, last_name, role, home_town, phone, hourly_wage, started_date, hgv_licence_expiry) VALUES (13, 'Tariq', 'Malik', 'driver', 'Huddersfield', '07700 100213', 14.3, '2020-02-24', '2027-01-31');
INSERT INTO crew_members (crew_id, first_name, last_name, role, home_town, phone, hourly_wage, started_date, hgv_licence_expiry) VALUES (14, 'Ewan', 'Scott', 'porter', 'Tadcaster', '07700 100214', 12.3, '2022-10-17', '2026-05-31');
INSERT INTO crew_members (crew_id, first_name, last_name, role, home_town, phone, hourly_wage, started_date, hgv_licence_expiry) VALUES (15, 'Lucy', 'Marr', 'packer', 'Harrogate', '07700 100215', 12.9, '2019-04-08', NULL);
INSERT INTO vans (van_id, registration, model, capacity_m3, purchase_date, mot_due_date, is_electric, sold_date) VALUES (1, 'YX19 KLM', 'Luton 3.5t', 20, '2019-05-02', '2025-05-01', 0, NULL);
INSERT INTO vans (van_id, registration, model, capacity_m3, purchase_date, mot_due_date, is_electric, sold_date) VALUES (2, 'YX20 BRT', 'Luton 3.5t', 20, '2020-03-16', '2025-03-15', 0, NULL);
INSERT INTO vans (van_id, registration, model, capacity_m3, purchase_date, mot_due_date, is_electric, sold_date) VALUES (3, 'YK68 HPE', '7.5t box', 38, '2018-11-20', '2024-11-19', 0, '2024-12-06');
INSERT INTO vans (van_id, registration, model, capacity_m3, purchase_date, mot_due_date, is_electric, sold_date) VALUES (4, 'YJ21 WVA', '7.5t box', 38, '2021-06-07', '2025-06-06', 0, NULL);
INSERT INTO vans (van_id, registration, model, capacity_m3, purchase_date, mot_due_date, is_electric, sold_date) VALUES (5, 'YD22 MOV', 'Transit Custom', 8, '2022-02-14', '2025-02-13', 0, NULL);
INSERT INTO vans (van_id, registration, model, capacity_m3, purchase_date, mot_due_date, is_electric, sold_date) VALUES (6, 'YE23 EVL', 'e-Transit', 15, '2023-07-03', '2026-07-02', 1, NULL);
INSERT INTO vans (van_id, registration, model, capacity_m3, purchase_date, mot_due_date, is_electric, sold_date) VALUES (7, 'YF17 RNZ', 'Luton 3.5t', 20, '2017-09-29', '2024-09-28', 0, '2024-10-15');
INSERT INTO vans (van_id, registration, model, capacity_m3, purchase_date, mot_due_date, is_electric, sold_date) VALUES (8, 'YG21 PKD', 'Luton 3.5t', 20, '2021-04-22', '2025-04-21', 0, NULL);
INSERT INTO vans (van_id, registration, model, capacity_m3, purchase_date, mot_due_date, is_electric, sold_date) VALUES (9, 'YH24 EVM', 'e-Transit', 15, '2024-03-11', '2027-03-10', 1, NULL);
INSERT INTO vans (van_id, registration, model, capacity_m3, purchase_date, mot_due_date, is_electric, sold_date) VALUES (10, 'YA70 LGR', '7.5t box', 38, '2020-12-01', '2024-11-30', 0, NULL);
INSERT INTO vans (van_id, registration, model, capacity_m3, purchase_date, mot_due_date, is_electric, sold_date) VALUES (11, 'YB16 OLD', 'Transit Custom', 8, '2016-08-15', '2024-08-14', 0, '2024-06-20');
INSERT INTO vans (van_id, registration, model, capacity_m3, purchase_date, mot_due_date, is_electric, sold_date) VALUES (12, 'YC22 TRN', 'Transit Custom', 8, '2022-09-05', '2025-09-04', 0, NULL);
INSERT INTO vans (van_id, registration, model, capacity_m3, purchase_date, mot_due_date, is_electric, sold_date) VALUES (13, 'YL23 BIG', '18t rigid', 55, '2023-01-30', '2025-01-29', 0, NULL);
INSERT INTO vans (van_id, registration, model, capacity_m3, purchase_date, mot_due_date, is_electric, sold_date) VALUES (14, 'YM18 SML', 'Luton 3.5t', 20, '2018-06-11', '2024-06-10', 0, '2024-07-01');
INSERT INTO vans (van_id, registration, model, capacity_m3, purchase_date, mot_due_date, is_electric, sold_date) VALUES (15, 'YN24 LTN', 'Luton 3.5t', 20, '2024-05-20', '2027-05-19', 0, NULL);
INSERT INTO moves (move_id, customer_id, van_id, origin_town, destination_town, distance_km, booked_date, move_date, quoted_price, final_price, deposit_paid, is_packing_service) VALUES (1, 5, 1, 'York', 'Leeds', 40, '2023-12-04', '2024-01-13', 480.0, 480.0, 95.0, 0);
INSERT INTO moves (move_id, customer_id, van_id, origin_town, destination_town, distance_km, booked_date, move_date, quoted_price, final_price, deposit_paid, is_packing_service) VALUES (2, 17, 11, 'Harrogate', 'Leeds', 26, '2023-12-10', '2024-01-27', 420.0, 420.0, 85.0, 0);
INSERT INTO moves (move_id, customer_id, van_id, origin_town, destination_town, distance_km, booked_date, move_date, quoted_price, final_price, deposit_paid, is_packing_service) VALUES (3, 19, 3, 'Scarborough', 'Leeds', 110, '2024-01-05', '2024-02-16', 1045.0, 1128.6, 210.0, 1);
INSERT INTO moves (move_id, customer_id, van_id, origin_town, destination_town, distance_km, booked_date, move_date, quoted_price, final_price, deposit_paid, is_packing_service) VALUES (4, 20, 13, 'York', 'Edinburgh', 320, '2024-01-18', '2024-03-02', 2100.0, 2310.0, 420.0, 1);
INSERT INTO moves (move_id, customer_id, van_id, origin_town, destination_town, distance_km, booked_date, move_date, quoted_price, final_price, deposit_paid, is_packing_service) VALUES (5, 4, 3, 'Leeds', 'Harrogate', 26, '2024-02-02', '2024-03-09', 1250.0, 1250.0, 250.0, 1);
INSERT INTO moves (move_id, customer_id, van_id, origin_town, destination_town, distance_km, booked_date, move_date, quoted_price, final_price, deposit_paid, is_packing_service) VALUES (6, 9, 7, 'Bradford', 'Leeds', 15, '2024-01-30', '2024-03-16', 390.0, 409.5, 80.0, 0);
INSERT INTO moves (move_id, customer_id, van_id, origin_town, destination_town, distance_km, booked_date, move_date, quoted_price, final_price, deposit_paid, is_packing_service) VALUES (7, 13, 14, 'Knaresborough', 'Harrogate', 5, '2024-02-21', '2024-03-23', 330.0, 330.0, 65.0, 0);
INSERT INTO moves (move_id, customer_id, van_id, origin_town, destination_town, distance_km, booked_date, move_date, quoted_price, final_price, deposit_paid, is_packing_service) VALUES (8, 18, 10, 'Thirsk', 'Harrogate', 35, '2024-03-01', '2024-04-05', 560.0, 560.0, 110.0, 0);
INSERT INTO moves (move_id, customer_id, van_id, origin_town, destination_town, distance_km, booked_date, move_date, quoted_price, final_price, deposit_paid, is_packing_service) VALUES (9, 11, 1, 'York', 'Leeds', 40, '2024-02-09', '2024-04-10', 720.0, 792.0, 145.0, 1);
INSERT INTO moves (move_id, customer_id, van_id, origin_town, destination_town, distance_km, booked_date, move_date, quoted_price, final_price, deposit_paid, is_packing_service) VALUES (10, 16, 13, 'Leeds', 'London', 315, '2024-02-25', '2024-04-27', 2400.0, 2280.0, 480.0, 1);
INSERT INTO moves (move_id, customer_id, van_id, origin_town, destination_town, distance_km, booked_date, move_date, quoted_price, final_price, deposit_paid, is_packing_service) VALUES (11, 25, 4, 'York', 'Harrogate', 34, '2024-03-12', '2024-05-03', 455.0, 455.0, 90.0, 0);
INSERT INTO moves (move_id, customer_id, van_id, origin_town, destination_town, distance_km, booked_date, move_date, quoted_price, final_price, deposit_paid, is_packing_service) VALUES (12, 5, 12, 'Leeds', 'York', 40, '2024-03-19', '2024-05-18', 480.0, 528.0, 95.0, 0);
INSERT INTO moves (move_id, customer_id, van_id, origin_town, destination_town, distance_km, booked_date, move_date, quoted_price, final_price, deposit_paid, is_packing_service) VALUES (13, 4, 4, 'Leeds', 'York', 40, '2024-04-22', '2024-06-08', 1380.0, 1449.0, 275.0, 1);
INSERT INTO moves (move_id, customer_id, van_id, origin_town, destination_town, distance_km, booked_date, move_date, quoted_price, final_price, deposit_paid, is_packing_service) VALUES (14, 12, 2, 'Doncaster', 'Harrogate', 80, '2024-05-09', '2024-06-29', 760.0, 874.0, 150.0, 0);
INSERT INTO moves (move_id, customer_id, van_id, origin_town, destination_town, distance_km, booked_date, move_date, quoted_price, final_price, deposit_paid, is_packing_service) VALUES (15, 1, 9, 'York', 'Tadcaster', 16, '2024-06-04', '2024-07-20', 370.0, 370.0, 75.0, 0);
INSERT INTO moves (move_id, customer_id, van_id, origin_town, destination_town, distance_km, booked_date, move_date, quoted_price, final_price, deposit_paid, is_packing_service) VALUES (16, 7, 12, 'Harrogate', 'York', 34, '2024-06-10', '2024-07-24', 455.0, 455.0, 90.0, 0);
INSERT INTO moves (move_id, customer_id, van_id, origin_town, destination_town, distance_km, booked_date, move_date, quoted_price, final_price, deposit_paid, is_packing_service) VALUES (17, 3, 15, 'Harrogate', 'Ripon', 18, '2024-07-01', '2024-08-17', 630.0, 693.0, 125.0, 1);
INSERT INTO moves (move_id, customer_id, van_id, origin_town, destination_town, distance_km, booked_date, move_date, quoted_price, final_price, deposit_paid, is_packing_service) VALUES (18, 22, 8, 'Huddersfield', 'Manchester', 42, '2024-07-10', '2024-08-31', 490.0, 490.0, 100.0, 0);
INSERT INTO moves (move_id, customer_id, van_id, origin_town, destination_town, distance_km, booked_date, move_date, quoted_price, final_price, deposit_paid, is_packing_service) VALUES (19, 6, 2, 'Selby', 'York', 24, '2024-08-02', '2024-09-14', 410.0, 451.0, 80.0, 0);
INSERT INTO moves (move_id, customer_id, van_id, origin_town, destination_town, distance_km, booked_date, move_date, quoted_price, final_price, deposit_paid, is_packing_service) VALUES (20, 2, 9, 'Leeds', 'Harrogate', 26, '2024-07-25', '2024-09-28', 670.0, 670.0, 135.0, 1);
INSERT INTO moves (move_id, customer_id, van_id, origin_town, destination_town, distance_km, booked_date, move_date, quoted_price, final_price, deposit_paid, is_packing_service) VALUES (21, 15, 1, 'Bradford', 'Harrogate', 30, '2024-08-24', '2024-10-12', 435.0, 500.25, 85.0, 0);
INSERT INTO moves (move_id, customer_id, van_id, origin_town, destination_town, distance_km, booked_date, move_date, quoted_price, final_price, deposit_paid, is_packing_service) VALUES (22, 10, 13, 'Wakefield', 'Leeds', 16, '2024-09-27', '2024-10-26', 990.0, 990.0, 200.0, 1);
INSERT INTO moves (move_id, customer_id, van_id, origin_town, destination_town, distance_km, booked_date, move_date, quoted_price, final_price, deposit_paid, is_packing_service) VALUES (23, 4, 4, 'Harrogate', 'Leeds', 26, '2024-09-20', '2024-11-09', 1190.0, 1309.0, 240.0, 1);
INSERT INTO moves (move_id, customer_id, van_id, origin_town, destination_town, distance_km, booked_date, move_date, quoted_price, final_price, deposit_paid, is_packing_service) VALUES (24, 21, 8, 'York', 'Ripon', 40, '2024-10-23', '2024-11-23', 480.0, 528.0, 95.0, 0);
INSERT INTO moves (move_id, customer_id, van_id, origin_town, destination_town, distance_km, booked_date, move_date, quoted_price, final_price, deposit_paid, is_packing_service) VALUES (25, 14, 10, 'Doncaster', 'Leeds', 48, '2024-10-01', '2024-11-30', 1100.0, 1045.0, 220.0, 1);
INSERT INTO moves (move_id, customer_id, van_id, origin_town, destination_town, distance_km, booked_date, move_date, quoted_price, final_price, deposit_paid, is_packing_service) VALUES (26, 23, 3, 'Tadcaster', 'York', 16, '2024-10-19', '2024-11-30', 340.0, 340.0, 70.0, 0);
INSERT INTO moves (move_id, customer_id, van_id, origin_town, destination_town, distance_km, booked_date, move_date, quoted_price, final_price, deposit_paid, is_packing_service) VALUES (27, 24, 15, 'Harrogate', 'Newcastle', 135, '2024-10-28', '2024-12-14', 1240.0, 1364.0, 250.0, 1);
INSERT INTO moves (move_id, customer_id, van_id, origin_town, destination_town, distance_km, booked_date, move_date, quoted_price, final_price, deposit_paid, is_packing_service) VALUES (28, 8, 5, 'Ripon', 'Harrogate', 18, '2024-11-15', '2025-01-11', 350.0, 350.0, 70.0, 0);
INSERT INTO moves (move_id, customer_id, van_id, origin_town, destination_town, distance_km, booked_date, move_date, quoted_price, final_price, deposit_paid, is_packing_service) VALUES (29, 1, 9, 'Tadcaster', 'Leeds', 23, '2024-12-02', '2025-01-25', 395.0, 434.5, 80.0, 0);
INSERT INTO moves (move_id, customer_id, van_id, origin_town, destination_town, distance_km, booked_date, move_date, quoted_price, final_price, deposit_paid, is_packing_service) VALUES (30, 13, 6, 'Harrogate', 'York', 34, '2024-12-20', '2025-02-08', 455.0, 455.0, 90.0, 0);
INSERT INTO moves (move_id, customer_id, van_id, origin_town, destination_town, distance_km, booked_date, move_date, quoted_price, final_price, deposit_paid, is_packing_service) VALUES (31, 11, 13, 'Leeds', 'Edinburgh', 330, '2025-01-20', '2025-03-01', 2650.0, 2650.0, 530.0, 1);
INSERT INTO moves (move_id, customer_id, van_id, origin_town, destination_town, distance_km, booked_date, move_date, quoted_price, final_price, deposit_paid, is_packing_service) VALUES (32, 19, 6, 'Scarborough', 'York', 66, '2025-01-30', '2025-03-15', 620.0, NULL, 125.0, 0);
INSERT INTO moves (move_id, customer_id, van_id, origin_town, destination_town, distance_km, booked_date, move_date, quoted_price, final_price, deposit_paid, is_packing_service) VALUES (33, 9, NULL, 'Bradford', 'Huddersfield', 25, '2025-03-01', '2025-04-12', 420.0, NULL, 85.0, 0);
INSERT INTO moves (move_id, customer_id, van_id, origin_town, destination_town, distance_km, booked_date, move_date, quoted_price, final_price, deposit_paid, is_packing_service) VALUES (34, 25, 2, 'Harrogate', 'Knaresborough', 5, '2025-03-02', '2025-04-19', 340.0, NULL, 70.0, 0);
INSERT INTO moves (move_id, customer_id, van_id, origin_town, destination_town, distance_km, booked_date, move_date, quoted_price, final_price, deposit_paid, is_packing_service) VALUES (35, 17, NULL, 'Leeds', 'Bristol', 300, '2025-03-10', '2025-05-03', 2150.0, NULL, 430.0, 1);
INSERT INTO moves (move_id, customer_id, van_id, origin_town, destination_town, distance_km, booked_date, move_date, quoted_price, final_price, deposit_paid, is_packing_service) VALUES (36, 7, NULL, 'York', 'Whitley Bay', 140, '2025-03-18', '2025-05-17', 1180.0, NULL, 235.0, 1);
INSERT INTO move_crew (assignment_id, move_id, crew_id, hours_worked) VALUES (1, 1, 1, 6.4);
INSERT INTO move_crew (assignment_id, move_id, crew_id, hours_worked) VALUES (2, 1, 12, 6.9);
INSERT INTO move_crew (assignment_id, move_id, crew_id, hours_worked) VALUES (3, 2, 11, 5.6);
INSERT INTO move_crew (assignment_id, move_id, crew_id, hours_worked) VALUES (4, 3, 1, 8.9);
INSERT INTO move_crew (assignment_id, move_id, crew_id, hours_worked) VALUES (5, 3, 7, 10.9);
INSERT INTO move_crew (assignment_id, move_id, crew_id, hours_worked) VALUES (6, 4, 6, 15.6);
INSERT INTO move_crew (assignment_id, move_id, crew_id, hours_worked) VALUES (7, 4, 3, 13.6);
INSERT INTO move_crew (assignment_id, move_id, crew_id, hours_worked) VALUES (8, 5, 11, 7.1);
INSERT INTO move_crew (assignment_id, move_id, crew_id, hours_worked) VALUES (9, 5, 4, 7.1);
INSERT INTO move_crew (assignment_id, move_id, crew_id, hours_worked) VALUES (10, 5, 2, 7.1);
INSERT INTO move_crew (assignment_id, move_id, crew_id, hours_worked) VALUES (11, 6, 6, 6.3);
INSERT INTO move_crew (assignment_id, move_id, crew_id, hours_worked) VALUES (12, 7, 1, 6.1);
INSERT INTO move_crew (assignment_id, move_id, crew_id, hours_worked) VALUES (13, 7, 8, 4.6);
INSERT INTO move_crew (assignment_id, move_id, crew_id, hours_worked) VALUES (14, 8, 11, 5.3);
INSERT INTO move_crew (assignment_id, move_id, crew_id, hours_worked) VALUES (15, 9, 1, 8.9);
INSERT INTO move_crew (assignment_id, move_id, crew_id, hours_worked) VALUES (16, 9, 10, 7.4);
INSERT INTO move_crew (assignment_id, move_id, crew_id, hours_worked) VALUES (17, 10, 6, 14.0);
INSERT INTO move_crew (assignment_id, move_id, crew_id, hours_worked) VALUES (18, 10, 13, 13.5);
INSERT INTO move_crew (assignment_id, move_id, crew_id, hours_worked) VALUES (19, 11, 1, 5.8);
INSERT INTO move_crew (assignment_id, move_id, crew_id, hours_worked) VALUES (20, 11, 12, 6.3);
INSERT INTO move_crew (assignment_id, move_id, crew_id, hours_worked) VALUES (21, 12, 6, 6.4);
INSERT INTO move_crew (assignment_id, move_id, crew_id, hours_worked) VALUES (22, 13, 11, 8.9);
INSERT INTO move_crew (assignment_id, move_id, crew_id, hours_worked) VALUES (23, 13, 2, 9.4);
INSERT INTO move_crew (assignment_id, move_id, crew_id, hours_worked) VALUES (24, 14, 1, 7.3);
INSERT INTO move_crew (assignment_id, move_id, crew_id, hours_worked) VALUES (25, 14, 3, 7.3);
INSERT INTO move_crew (assignment_id, move_id, crew_id, hours_worked) VALUES (26, 15, 6, 6.4);
INSERT INTO move_crew (assignment_id, move_id, crew_id, hours_worked) VALUES (27, 15, 9, 6.4);
INSERT INTO move_crew (assignment_id, move_id, crew_id, hours_worked) VALUES (28, 16, 11, 5.8);
INSERT INTO move_crew (assignment_id, move_id, crew_id, hours_worked) VALUES (29, 17, 1, 6.9);
INSERT INTO move_crew (assignment_id, move_id, crew_id, hours_worked) VALUES (30, 17, 15, 6.9);
INSERT INTO move_crew (assignment_id, move_id, crew_id, hours_worked) VALUES (31, 18, 6, 6.9);
INSERT INTO move_crew (assignment_id, move_id, crew_id, hours_worked) VALUES (32, 19, 11, NULL);
INSERT INTO move_crew (assignment_id, move_id, crew_id, hours_worked) VALUES (33, 19, 3, 6.5);
INSERT INTO move_crew (assignment_id, move_id, crew_id, hours_worked) VALUES (34, 20, 1, 8.1);
INSERT INTO move_crew (assignment_id, move_id, crew_id, hours_worked) VALUES (35, 20, 10, 7.6);
INSERT INTO move_crew (assignment_id, move_id, crew_id, hours_worked) VALUES (36, 21, 6, 6.2);
INSERT INTO move_crew (assignment_id, move_id, crew_id, hours_worked) VALUES (37, 21, 9, 6.2);
INSERT INTO move_crew (assignment_id, move_id, crew_id, hours_worked) VALUES (38, 22, 11, 8.4);
INSERT INTO move_crew (assignment_id, move_id, crew_id, hours_worked) VALUES (39, 22, 5, 7.9);
INSERT INTO move_crew (assignment_id, move_id, crew_id, hours_worked) VALUES (40, 23, 6, 9.1);
INSERT INTO move_crew (assignment_id, move_id, crew_id, hours_worked) VALUES (41, 23, 2, 9.1);
INSERT INTO move_crew (assignment_id, move_id, crew_id, hours_worked) VALUES (42, 24, 1, 4.9);
INSERT INTO move_crew (assignment_id, move_id, crew_id, hours_worked) VALUES (43, 25, 11, 7.6);
INSERT INTO move_crew (assignment_id, move_id, crew_id, hours_worked) VALUES (44, 25, 15, 8.6);
INSERT INTO move_crew (assignment_id, move_id, crew_id, hours_worked) VALUES (45, 26, 6, 6.4);
INSERT INTO move_crew (assignment_id, move_id, crew_id, hours_worked) VALUES (46, 27, 1, 11.5);
INSERT INTO move_crew (assignment_id, move_id, crew_id, hours_worked) VALUES (47, 27, 3, 10.0);
INSERT INTO move_crew (assignment_id, move_id, crew_id, hours_worked) VALUES (48, 28, 11, 5.9);
INSERT INTO move_crew (assignment_id, move_id, crew_id, hours_worked) VALUES (49, 29, 6, 6.0);
INSERT INTO move_crew (assignment_id, move_id, crew_id, hours_worked) VALUES (50, 29, 8, NULL);
INSERT INTO move_crew (assignment_id, move_id, crew_id, hours_worked) VALUES (51, 30, 1, 5.8);
INSERT INTO move_crew (assignment_id, move_id, crew_id, hours_worked) VALUES (52, 30, 14, 6.3);
INSERT INTO move_crew (assignment_id, move_id, crew_id, hours_worked) VALUES (53, 31, 11, 14.8);
INSERT INTO move_crew (assignment_id, move_id, crew_id, hours_worked) VALUES (54, 31, 10, 14.8);
INSERT INTO move_crew (assignment_id, move_id, crew_id, hours_worked) VALUES (55, 32, 6, 7.0);
INSERT INTO move_crew (assignment_id, move_id, crew_id, hours_worked) VALUES (56, 32, 12, NULL);
INSERT INTO move_crew (assignment_id, move_id, crew_id, hours_worked) VALUES (57, 33, 1, NULL);
INSERT INTO move_crew (assignment_id, move_id, crew_id, hours_worked) VALUES (58, 34, 11, NULL);
INSERT INTO move_crew (assignment_id, move_id, crew_id, hours_worked) VALUES (59, 35, 6, NULL);
INSERT INTO move_crew (assignment_id, move_id, crew_id, hours_worked) VALUES (60, 36, 1, NULL);
INSERT INTO damage_claims (claim_id, move_id, item_description, claimed_amount, reported_date, settled_amount, settled_date) VALUES (1, 2, 'oak wardrobe', 180.0, '2024-01-30', 180.0, '2024-02-20');
INSERT INTO damage_claims (claim_id, move_id, item_description, claimed_amount, reported_date, settled_amount, settled_date) VALUES (2, 3, 'upright piano', 850.0, '2024-02-19', 600.0, '2024-03-22');
INSERT INTO damage_claims (claim_id, move_id, item_description, claimed_amount, reported_date, settled_amount, settled_date) VALUES (3, 4, 'flat-screen TV', 450.0, '2024-03-05', 450.0, '2024-04-02');
INSERT INTO damage_claims (claim_id, move_id, item_description, claimed_amount, reported_date, settled_amount, settled_date) VALUES (4, 5, 'office swivel chairs (x3)', 240.0, '2024-03-12', 240.0, '2024-04-05');
INSERT INTO damage_claims (claim_id, move_id, item_description, claimed_amount, reported_date, settled_amount, settled_date) VALUES (5, 10, 'glass coffee table', 120.0, '2024-04-30', 90.0, '2024-05-24');
INSERT INTO damage_claims (claim_id, move_id, item_description, claimed_amount, reported_date, settled_amount, settled_date) VALUES (6, 12, 'hallway mirror', 85.0, '2024-05-20', 85.0, '2024-06-11');
INSERT INTO damage_claims (claim_id, move_id, item_description, claimed_amount, reported_date, settled_amount, settled_date) VALUES (7, 14, 'dining chair', 60.0, '2024-07-02', 45.0, '2024-07-19');
INSERT INTO damage_claims (claim_id, move_id, item_description, claimed_amount, reported_date, settled_amount, settled_date) VALUES (8, 17, 'fridge-freezer', 400.0, '2024-08-21', 300.0, '2024-09-30');
INSERT INTO damage_claims (claim_id, move_id, item_description, claimed_amount, reported_date, settled_amount, settled_date) VALUES (9, 22, 'filing cabinet', 150.0, '2024-10-29', 150.0, '2024-11-18');
INSERT INTO damage_claims (claim_id, move_id, item_description, claimed_amount, reported_date, settled_amount, settled_date) VALUES (10, 23, 'meeting-room table', 600.0, '2024-11-12', NULL, NULL);
INSERT INTO damage_claims (claim_id, move_id, item_description, claimed_amount, reported_date, settled_amount, settled_date) VALUES (11, 25, 'dental chair headrest', 320.0, '2024-12-04', 320.0, '2025-01-09');
INSERT INTO damage_claims (claim_id, move_id, item_description, claimed_amount, reported_date, settled_amount, settled_date) VALUES (12, 27, 'grandfather clock', 950.0, '2024-12-16', NULL, NULL);
INSERT INTO damage_claims (claim_id, move_id, item_description, claimed_amount, reported_date, settled_amount, settled_date) VALUES (13, 29, 'bookcase', 110.0, '2025-01-28', 80.0, '2025-02-21');
INSERT INTO damage_claims (claim_id, move_id, item_description, claimed_amount, reported_date, settled_amount, settled_date) VALUES (14, 31, 'framed painting', 700.0, '2025-03-04', NULL, NULL);
INSERT INTO damage_claims (claim_id, move_id, item_description, claimed_amount, reported_date, settled_amount, settled_date) VALUES (15, 30, 'washing machine', 260.0, '2025-02-10', NULL, NULL);
COMMIT;
