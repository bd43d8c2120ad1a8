-- self_storage: a regional self-storage business (sites, units, customers, rentals, payments, staff)
BEGIN TRANSACTION;
CREATE TABLE sites (
  site_id INTEGER PRIMARY KEY,
  site_name TEXT NOT NULL,
  town TEXT NOT NULL,
  opened_on TEXT NOT NULL,
  closed_on TEXT,  -- NULL = site still open
  is_24h_access INTEGER NOT NULL CHECK (is_24h_access IN (0, 1)),
  phone TEXT NOT NULL
);
CREATE TABLE units (
  unit_id INTEGER PRIMARY KEY,
  site_id INTEGER NOT NULL REFERENCES sites(site_id),
  unit_code TEXT NOT NULL,
  size_sq_ft INTEGER NOT NULL,
  floor_level INTEGER NOT NULL,
  monthly_rate REAL NOT NULL,
  deposit REAL NOT NULL,
  is_climate_controlled INTEGER NOT NULL CHECK (is_climate_controlled IN (0, 1)),
  is_drive_up INTEGER NOT NULL CHECK (is_drive_up IN (0, 1)),
  out_of_service_on TEXT  -- NULL = unit is in service
);
CREATE TABLE customers (
  customer_id INTEGER PRIMARY KEY,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  company_name TEXT,  -- NULL = private customer, not a business
  email TEXT,  -- NULL = no email address on file
  phone TEXT NOT NULL,
  town TEXT NOT NULL,
  joined_on TEXT NOT NULL
);
CREATE TABLE rentals (
  rental_id INTEGER PRIMARY KEY,
  unit_id INTEGER NOT NULL REFERENCES units(unit_id),
  customer_id INTEGER NOT NULL REFERENCES customers(customer_id),
  start_date TEXT NOT NULL,
  end_date TEXT,  -- NULL = still renting
  agreed_rate REAL NOT NULL,
  deposit_paid REAL NOT NULL,
  deposit_returned_on TEXT,  -- NULL = deposit not returned yet (still held)
  is_insured INTEGER NOT NULL CHECK (is_insured IN (0, 1))
);
CREATE TABLE payments (
  payment_id INTEGER PRIMARY KEY,
  rental_id INTEGER NOT NULL REFERENCES rentals(rental_id),
  paid_on TEXT NOT NULL,
  months_covered INTEGER NOT NULL,
  amount REAL NOT NULL,
  late_fee REAL,  -- NULL = paid on time, no late fee charged
  method TEXT NOT NULL
);
CREATE TABLE staff (
  staff_id INTEGER PRIMARY KEY,
  site_id INTEGER NOT NULL REFERENCES sites(site_id),
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  role TEXT NOT NULL,
  hired_on TEXT NOT NULL,
  left_on TEXT,  -- NULL = still works here
  hourly_wage REAL NOT NULL
);
INSERT INTO sites VALUES (1, 'Kingsway Storage', 'Derby', '2012-04-02', NULL, 1, '01332 460112');
INSERT INTO sites VALUES (2, 'Ashford Road Storage', 'Canterbury', '2014-06-16', NULL, 0, '01227 781930');
INSERT INTO sites VALUES (3, 'Orbital Park Storage', 'Ashford', '2016-03-01', NULL, 1, '01233 502274');
INSERT INTO sites VALUES (4, 'Riverside Store-It', 'Nottingham', '2010-09-20', NULL, 1, '0115 924 8810');
INSERT INTO sites VALUES (5, 'Mill Lane Self Storage', 'Leicester', '2015-11-09', NULL, 0, '0116 253 0947');
INSERT INTO sites VALUES (6, 'Canal Wharf Storage', 'Loughborough', '2018-02-12', NULL, 0, '01509 216604');
INSERT INTO sites VALUES (7, 'Station Yard Storage', 'Ashford', '2019-07-01', '2024-03-31', 0, '01233 640018');
INSERT INTO sites VALUES (8, 'Hilltop Storage', 'Matlock', '2011-05-23', NULL, 0, '01629 583371');
INSERT INTO sites VALUES (9, 'Beeston Lock Storage', 'Beeston', '2017-08-14', NULL, 1, '0115 967 2205');
INSERT INTO sites VALUES (10, 'Parkway Storage', 'Burton upon Trent', '2013-10-07', NULL, 1, '01283 517740');
INSERT INTO sites VALUES (11, 'Forge Lane Storage', 'Maidstone', '2020-01-20', NULL, 0, '01622 688152');
INSERT INTO sites VALUES (12, 'Northgate Storage', 'Chesterfield', '2016-09-05', '2023-11-30', 0, '01246 279903');
INSERT INTO sites VALUES (13, 'Harbour Street Storage', 'Folkestone', '2021-04-12', NULL, 1, '01303 245560');
INSERT INTO sites VALUES (14, 'Abbey Fields Storage', 'Kenilworth', '2022-06-01', NULL, 0, '01926 851407');
INSERT INTO sites VALUES (15, 'Meadow View Storage', 'Tamworth', '2023-02-13', NULL, 1, '01827 303318');
INSERT INTO units VALUES (1, 1, 'A004', 200, 0, 236.99, 150.00, 0, 1, NULL);
INSERT INTO units VALUES (2, 1, 'C232', 35, 2, 62.99, 50.00, 1, 0, NULL);
INSERT INTO units VALUES (3, 1, 'B106', 200, 1, 237.00, 100.00, 0, 0, NULL);
INSERT INTO units VALUES (4, 1, 'A014', 100, 0, 130.99, 100.00, 0, 1, NULL);
INSERT INTO units VALUES (5, 1, 'A023', 75, 0, 103.99, 50.00, 0, 0, NULL);
INSERT INTO units VALUES (6, 2, 'B104', 35, 1, 58.00, 75.00, 0, 0, '2024-02-02');
INSERT INTO units VALUES (7, 2, 'B119', 25, 1, 48.99, 50.00, 1, 0, NULL);
INSERT INTO units VALUES (8, 2, 'A001', 200, 0, 214.99, 100.00, 0, 1, NULL);
INSERT INTO units VALUES (9, 2, 'A012', 150, 0, 185.99, 100.00, 0, 1, NULL);
INSERT INTO units VALUES (10, 3, 'A001', 150, 0, 168.99, 150.00, 0, 0, NULL);
INSERT INTO units VALUES (11, 3, 'B115', 25, 1, 46.99, 100.00, 0, 0, NULL);
INSERT INTO units VALUES (12, 3, 'A009', 50, 0, 85.99, 75.00, 1, 0, NULL);
INSERT INTO units VALUES (13, 3, 'C216', 25, 2, 56.99, 50.00, 1, 0, NULL);
INSERT INTO units VALUES (14, 4, 'C237', 75, 2, 99.00, 100.00, 0, 0, NULL);
INSERT INTO units VALUES (15, 4, 'A032', 35, 0, 54.99, 50.00, 0, 0, NULL);
INSERT INTO units VALUES (16, 4, 'A029', 150, 0, 169.00, 150.00, 0, 1, NULL);
INSERT INTO units VALUES (17, 4, 'B119', 25, 1, 49.00, 50.00, 1, 0, NULL);
INSERT INTO units VALUES (18, 4, 'A021', 150, 0, 168.99, 150.00, 0, 1, '2024-03-27');
INSERT INTO units VALUES (19, 5, 'A028', 100, 0, 131.00, 150.00, 0, 1, NULL);
INSERT INTO units VALUES (20, 5, 'A029', 100, 0, 131.00, 100.00, 0, 1, NULL);
INSERT INTO units VALUES (21, 5, 'B132', 25, 1, 49.99, 50.00, 0, 0, NULL);
INSERT INTO units VALUES (22, 6, 'C234', 200, 2, 237.00, 100.00, 0, 0, NULL);
INSERT INTO units VALUES (23, 6, 'A029', 200, 0, 237.00, 150.00, 0, 0, NULL);
INSERT INTO units VALUES (24, 6, 'C233', 35, 2, 60.00, 75.00, 1, 0, NULL);
INSERT INTO units VALUES (25, 7, 'B133', 50, 1, 91.00, 75.00, 1, 0, NULL);
INSERT INTO units VALUES (26, 7, 'B110', 35, 1, 51.99, 50.00, 0, 0, NULL);
INSERT INTO units VALUES (27, 8, 'B128', 150, 1, 168.99, 100.00, 0, 0, NULL);
INSERT INTO units VALUES (28, 8, 'C228', 35, 2, 61.00, 50.00, 0, 0, NULL);
INSERT INTO units VALUES (29, 8, 'A008', 100, 0, 124.99, 150.00, 0, 0, NULL);
INSERT INTO units VALUES (30, 9, 'A015', 100, 0, 119.00, 50.00, 0, 1, NULL);
INSERT INTO units VALUES (31, 9, 'A040', 150, 0, 169.00, 100.00, 0, 0, '2024-01-16');
INSERT INTO units VALUES (32, 9, 'B133', 150, 1, 185.99, 150.00, 0, 0, NULL);
INSERT INTO units VALUES (33, 10, 'A006', 50, 0, 81.99, 50.00, 1, 0, NULL);
INSERT INTO units VALUES (34, 10, 'A015', 100, 0, 124.99, 150.00, 0, 0, NULL);
INSERT INTO units VALUES (35, 10, 'B105', 35, 1, 58.00, 50.00, 0, 0, '2025-06-12');
INSERT INTO units VALUES (36, 10, 'A002', 200, 0, 236.99, 150.00, 0, 1, NULL);
INSERT INTO units VALUES (37, 11, 'A034', 100, 0, 130.99, 100.00, 0, 1, NULL);
INSERT INTO units VALUES (38, 11, 'A026', 100, 0, 131.00, 150.00, 0, 1, NULL);
INSERT INTO units VALUES (39, 11, 'B133', 100, 1, 125.00, 150.00, 0, 0, NULL);
INSERT INTO units VALUES (40, 12, 'B112', 75, 1, 108.00, 75.00, 1, 0, NULL);
INSERT INTO units VALUES (41, 12, 'B138', 35, 1, 55.00, 75.00, 0, 0, NULL);
INSERT INTO units VALUES (42, 13, 'B138', 35, 1, 70.00, 75.00, 1, 0, NULL);
INSERT INTO units VALUES (43, 13, 'C204', 50, 2, 95.00, 50.00, 1, 0, NULL);
INSERT INTO units VALUES (44, 13, 'A038', 200, 0, 203.99, 150.00, 0, 1, NULL);
INSERT INTO units VALUES (45, 14, 'C203', 25, 2, 45.00, 50.00, 0, 0, NULL);
INSERT INTO units VALUES (46, 14, 'A001', 75, 0, 113.99, 75.00, 1, 0, NULL);
INSERT INTO units VALUES (47, 14, 'B101', 50, 1, 82.00, 50.00, 1, 0, NULL);
INSERT INTO units VALUES (48, 15, 'A016', 100, 0, 131.00, 150.00, 0, 1, NULL);
INSERT INTO units VALUES (49, 15, 'A030', 75, 0, 98.99, 50.00, 0, 0, NULL);
INSERT INTO units VALUES (50, 15, 'B140', 200, 1, 215.00, 100.00, 0, 0, NULL);
INSERT INTO customers VALUES (1, 'Tom', 'Hughes', 'Kerr Catering Supplies', 'tom@kerr.co.uk', '07713 490079', 'Canterbury', '2024-01-13');
INSERT INTO customers VALUES (2, 'Tom', 'Bradley', NULL, 'tom.bradley@btinternet.com', '07121 186127', 'Kenilworth', '2023-12-09');
INSERT INTO customers VALUES (3, 'Megan', 'Ashworth', NULL, 'megan.ashworth@btinternet.com', '07844 274208', 'Hythe', '2024-10-04');
INSERT INTO customers VALUES (4, 'Daniel', 'Fletcher', NULL, 'daniel.fletcher@yahoo.co.uk', '07434 311124', 'Hythe', '2024-04-04');
INSERT INTO customers VALUES (5, 'Stuart', 'Jennings', 'The Vintage Rail', NULL, '07813 062832', 'Whitstable', '2024-10-26');
INSERT INTO customers VALUES (6, 'Zainab', 'Varga', NULL, 'zainab.varga@yahoo.co.uk', '07308 914475', 'Kenilworth', '2023-12-26');
INSERT INTO customers VALUES (7, 'Katie', 'Sandhu', NULL, 'katie.sandhu@gmail.com', '07784 525572', 'Lichfield', '2023-05-13');
INSERT INTO customers VALUES (8, 'Liam', 'Lloyd', NULL, 'liam.lloyd@gmail.com', '07257 400839', 'Long Eaton', '2022-09-23');
INSERT INTO customers VALUES (9, 'Fiona', 'Iqbal', 'Ashford Antiques Ltd', 'fiona@ashford.co.uk', '07272 129701', 'Leicester', '2023-10-04');
INSERT INTO customers VALUES (10, 'Hamid', 'Kerr', NULL, 'hamid.kerr@yahoo.co.uk', '07961 639375', 'Loughborough', '2024-03-09');
INSERT INTO customers VALUES (11, 'Neil', 'Norris', NULL, 'neil.norris@yahoo.co.uk', '07440 766364', 'Belper', '2023-06-05');
INSERT INTO customers VALUES (12, 'Jordan', 'Pearce', 'Greenwood Joinery', 'jordan@greenwood.co.uk', '07118 395455', 'Canterbury', '2023-08-04');
INSERT INTO customers VALUES (13, 'Owen', 'Kowalski', NULL, 'owen.kowalski@gmail.com', '07172 810787', 'Hythe', '2023-08-27');
INSERT INTO customers VALUES (14, 'Rosa', 'Doherty', NULL, 'rosa.doherty@btinternet.com', '07524 885634', 'Chesterfield', '2025-05-20');
INSERT INTO customers VALUES (15, 'Sophie', 'Osei', NULL, 'sophie.osei@yahoo.co.uk', '07656 215609', 'Hythe', '2024-02-20');
INSERT INTO customers VALUES (16, 'Rhys', 'Mensah', NULL, 'rhys.mensah@btinternet.com', '07111 032980', 'Lichfield', '2022-09-17');
INSERT INTO customers VALUES (17, 'Leanne', 'Quinn', NULL, 'leanne.quinn@outlook.com', '07349 070563', 'Belper', '2023-09-30');
INSERT INTO customers VALUES (18, 'Ian', 'Bennett', 'Holt Events', NULL, '07799 204248', 'Hythe', '2024-05-21');
INSERT INTO customers VALUES (19, 'Joanne', 'Nolan', NULL, 'joanne.nolan@btinternet.com', '07670 757346', 'Burton upon Trent', '2025-01-08');
INSERT INTO customers VALUES (20, 'Lorraine', 'Sutton', 'Bright Spark Electrical', 'lorraine@bright.co.uk', '07954 014571', 'Whitstable', '2024-07-24');
INSERT INTO customers VALUES (21, 'Graham', 'Walsh', NULL, 'graham.walsh@outlook.com', '07893 052112', 'Whitstable', '2022-06-06');
INSERT INTO customers VALUES (22, 'Marcus', 'Greenwood', NULL, NULL, '07282 355272', 'Lichfield', '2023-05-04');
INSERT INTO customers VALUES (23, 'Aisha', 'Rahman', NULL, NULL, '07833 026062', 'Derby', '2025-01-13');
INSERT INTO customers VALUES (24, 'Gemma', 'Young', NULL, 'gemma.young@outlook.com', '07601 991083', 'Beeston', '2024-09-10');
INSERT INTO customers VALUES (25, 'Helen', 'Lomax', NULL, NULL, '07668 269366', 'Lichfield', '2024-08-26');
INSERT INTO customers VALUES (26, 'Claire', 'Hart', NULL, NULL, '07582 231495', 'Tamworth', '2025-02-06');
INSERT INTO customers VALUES (27, 'Harriet', 'Moyo', 'Nolan Building Services', NULL, '07868 036975', 'Loughborough', '2022-01-05');
INSERT INTO customers VALUES (28, 'Callum', 'Holt', NULL, 'callum.holt@outlook.com', '07152 005292', 'Maidstone', '2022-05-01');
INSERT INTO customers VALUES (29, 'Natalie', 'Farrow', 'Sandhu Wholesale', 'natalie@sandhu.co.uk', '07649 379874', 'Chesterfield', '2024-09-26');
INSERT INTO customers VALUES (30, 'Kwame', 'Patel', 'Marsh & Co Removals', 'kwame@marsh.co.uk', '07213 090746', 'Matlock', '2022-10-07');
INSERT INTO customers VALUES (31, 'James', 'Gill', NULL, 'james.gill@outlook.com', '07475 566938', 'Lichfield', '2024-03-03');
INSERT INTO customers VALUES (32, 'Bethan', 'Whitaker', NULL, 'bethan.whitaker@outlook.com', '07121 034875', 'Beeston', '2024-08-22');
INSERT INTO customers VALUES (33, 'Dev', 'Cooper', NULL, 'dev.cooper@btinternet.com', '07274 652178', 'Kenilworth', '2024-09-19');
INSERT INTO customers VALUES (34, 'Patrick', 'Marsh', NULL, 'patrick.marsh@btinternet.com', '07568 719403', 'Chesterfield', '2023-07-04');
INSERT INTO customers VALUES (35, 'Ravi', 'Atkinson', NULL, 'ravi.atkinson@btinternet.com', '07123 433469', 'Lichfield', '2023-01-12');
INSERT INTO customers VALUES (36, 'Priya', 'Barker', NULL, 'priya.barker@gmail.com', '07205 643487', 'Whitstable', '2023-03-25');
INSERT INTO customers VALUES (37, 'Stuart', 'Brennan', 'Pearce Property Lettings', 'stuart@pearce.co.uk', '07944 819297', 'Ilkeston', '2022-09-28');
INSERT INTO customers VALUES (38, 'Zainab', 'Clarke', NULL, 'zainab.clarke@outlook.com', '07760 092223', 'Tamworth', '2024-01-14');
INSERT INTO customers VALUES (39, 'Katie', 'Ellis', NULL, 'katie.ellis@yahoo.co.uk', '07542 314507', 'Hythe', '2024-03-25');
INSERT INTO customers VALUES (40, 'Liam', 'Dunne', NULL, 'liam.dunne@gmail.com', '07233 034162', 'Leicester', '2023-03-24');
INSERT INTO rentals VALUES (1, 2, 27, '2022-01-10', '2022-05-01', 62.99, 50.00, '2022-05-03', 1);
INSERT INTO rentals VALUES (2, 24, 28, '2022-05-17', '2022-11-17', 60.00, 75.00, '2022-11-27', 1);
INSERT INTO rentals VALUES (3, 2, 21, '2022-06-24', NULL, 62.99, 50.00, NULL, 1);
INSERT INTO rentals VALUES (4, 27, 37, '2022-09-29', NULL, 168.99, 100.00, NULL, 1);
INSERT INTO rentals VALUES (5, 3, 16, '2022-09-30', NULL, 118.50, 100.00, NULL, 0);
INSERT INTO rentals VALUES (6, 22, 8, '2022-10-03', NULL, 213.30, 100.00, NULL, 1);
INSERT INTO rentals VALUES (7, 40, 30, '2022-10-26', '2023-10-26', 54.00, 75.00, NULL, 0);
INSERT INTO rentals VALUES (8, 30, 35, '2023-01-22', '2023-04-22', 119.00, 50.00, '2023-04-26', 1);
INSERT INTO rentals VALUES (9, 24, 37, '2023-02-24', NULL, 60.00, 75.00, NULL, 1);
INSERT INTO rentals VALUES (10, 23, 36, '2023-03-28', '2024-03-31', 237.00, 150.00, '2024-04-06', 0);
INSERT INTO rentals VALUES (11, 28, 40, '2023-04-03', NULL, 30.50, 50.00, NULL, 1);
INSERT INTO rentals VALUES (12, 41, 30, '2023-05-18', '2023-11-18', 55.00, 75.00, '2023-12-06', 1);
INSERT INTO rentals VALUES (13, 30, 22, '2023-05-21', NULL, 119.00, 50.00, NULL, 0);
INSERT INTO rentals VALUES (14, 25, 7, '2023-06-02', '2024-03-02', 91.00, 75.00, '2024-03-23', 1);
INSERT INTO rentals VALUES (15, 26, 11, '2023-06-14', '2024-03-14', 46.79, 50.00, '2024-04-03', 0);
INSERT INTO rentals VALUES (16, 39, 34, '2023-07-15', '2025-01-15', 112.50, 150.00, NULL, 1);
INSERT INTO rentals VALUES (17, 13, 13, '2023-08-27', '2024-02-27', 56.99, 50.00, '2024-02-29', 1);
INSERT INTO rentals VALUES (18, 29, 17, '2023-10-07', '2024-01-07', 124.99, 150.00, '2024-01-10', 0);
INSERT INTO rentals VALUES (19, 42, 9, '2023-10-09', NULL, 59.50, 75.00, NULL, 1);
INSERT INTO rentals VALUES (20, 1, 6, '2024-01-08', '2024-07-08', 236.99, 150.00, '2024-07-17', 0);
INSERT INTO rentals VALUES (21, 37, 1, '2024-01-18', '2024-04-18', 130.99, 100.00, '2024-04-30', 0);
INSERT INTO rentals VALUES (22, 45, 1, '2024-02-16', '2024-11-16', 22.50, 50.00, '2024-11-29', 0);
INSERT INTO rentals VALUES (23, 4, 15, '2024-02-26', '2024-08-26', 130.99, 100.00, '2024-09-09', 1);
INSERT INTO rentals VALUES (24, 29, 39, '2024-04-06', '2025-04-06', 62.49, 150.00, '2025-04-21', 0);
INSERT INTO rentals VALUES (25, 13, 4, '2024-04-23', NULL, 56.99, 50.00, NULL, 1);
INSERT INTO rentals VALUES (26, 37, 18, '2024-06-04', '2024-10-04', 130.99, 100.00, '2024-10-10', 1);
INSERT INTO rentals VALUES (27, 44, 27, '2024-07-09', NULL, 183.59, 150.00, NULL, 1);
INSERT INTO rentals VALUES (28, 32, 18, '2024-07-10', '2025-04-10', 185.99, 150.00, '2025-04-17', 1);
INSERT INTO rentals VALUES (29, 9, 32, '2024-08-28', '2025-05-29', 158.09, 100.00, '2025-06-07', 1);
INSERT INTO rentals VALUES (30, 11, 25, '2024-08-29', NULL, 46.99, 100.00, NULL, 0);
INSERT INTO rentals VALUES (31, 35, 33, '2024-09-21', '2024-12-21', 58.00, 50.00, '2025-01-07', 1);
INSERT INTO rentals VALUES (32, 46, 24, '2024-09-27', NULL, 113.99, 75.00, NULL, 1);
INSERT INTO rentals VALUES (33, 8, 29, '2024-10-08', '2025-01-08', 182.74, 100.00, '2025-01-11', 1);
INSERT INTO rentals VALUES (34, 4, 3, '2024-10-23', NULL, 130.99, 100.00, NULL, 1);
INSERT INTO rentals VALUES (35, 20, 9, '2024-11-29', NULL, 117.90, 100.00, NULL, 0);
INSERT INTO rentals VALUES (36, 15, 23, '2025-01-14', NULL, 27.50, 50.00, NULL, 0);
INSERT INTO rentals VALUES (37, 48, 19, '2025-01-14', NULL, 117.90, 150.00, NULL, 0);
INSERT INTO rentals VALUES (38, 35, 26, '2025-02-15', '2025-06-15', 29.00, 50.00, NULL, 0);
INSERT INTO payments VALUES (1, 1, '2022-01-10', 4, 251.96, NULL, 'bank transfer');
INSERT INTO payments VALUES (2, 2, '2022-05-15', 6, 360.00, NULL, 'bank transfer');
INSERT INTO payments VALUES (3, 3, '2022-06-23', 12, 718.09, NULL, 'direct debit');
INSERT INTO payments VALUES (4, 4, '2022-09-25', 12, 1926.49, NULL, 'card');
INSERT INTO payments VALUES (5, 5, '2022-09-27', 12, 1350.90, NULL, 'card');
INSERT INTO payments VALUES (6, 6, '2022-09-29', 6, 1279.80, NULL, 'cash');
INSERT INTO payments VALUES (7, 7, '2022-10-22', 12, 615.60, NULL, 'bank transfer');
INSERT INTO payments VALUES (8, 8, '2023-01-22', 3, 357.00, NULL, 'cash');
INSERT INTO payments VALUES (9, 9, '2023-02-22', 12, 684.00, NULL, 'card');
INSERT INTO payments VALUES (10, 10, '2023-03-24', 12, 2701.80, NULL, 'bank transfer');
INSERT INTO payments VALUES (11, 6, '2023-04-02', 6, 1279.80, NULL, 'direct debit');
INSERT INTO payments VALUES (12, 11, '2023-04-01', 12, 347.70, NULL, 'card');
INSERT INTO payments VALUES (13, 12, '2023-05-15', 6, 330.00, NULL, 'direct debit');
INSERT INTO payments VALUES (14, 13, '2023-05-16', 12, 1356.60, NULL, 'direct debit');
INSERT INTO payments VALUES (15, 14, '2023-06-01', 6, 546.00, NULL, 'direct debit');
INSERT INTO payments VALUES (16, 15, '2023-06-13', 6, 280.74, NULL, 'card');
INSERT INTO payments VALUES (17, 3, '2023-07-07', 12, 718.09, 15.00, 'card');
INSERT INTO payments VALUES (18, 16, '2023-07-13', 12, 1282.50, NULL, 'bank transfer');
INSERT INTO payments VALUES (19, 17, '2023-08-22', 6, 341.94, NULL, 'bank transfer');
INSERT INTO payments VALUES (20, 4, '2023-10-15', 12, 1926.49, 15.00, 'card');
INSERT INTO payments VALUES (21, 5, '2023-09-26', 12, 1350.90, NULL, 'bank transfer');
INSERT INTO payments VALUES (22, 6, '2023-10-02', 6, 1279.80, NULL, 'direct debit');
INSERT INTO payments VALUES (23, 18, '2023-11-03', 3, 374.97, 15.00, 'direct debit');
INSERT INTO payments VALUES (24, 19, '2023-10-09', 12, 678.30, NULL, 'direct debit');
INSERT INTO payments VALUES (25, 14, '2023-11-28', 3, 273.00, NULL, 'bank transfer');
INSERT INTO payments VALUES (26, 15, '2023-12-13', 3, 140.37, NULL, 'direct debit');
INSERT INTO payments VALUES (27, 20, '2024-01-04', 6, 1421.94, NULL, 'card');
INSERT INTO payments VALUES (28, 21, '2024-01-15', 3, 392.97, NULL, 'card');
INSERT INTO payments VALUES (29, 22, '2024-02-12', 9, 202.50, NULL, 'direct debit');
INSERT INTO payments VALUES (30, 9, '2024-02-22', 12, 684.00, NULL, 'card');
INSERT INTO payments VALUES (31, 23, '2024-02-22', 6, 785.94, NULL, 'cash');
INSERT INTO payments VALUES (32, 10, '2024-03-23', 1, 237.00, NULL, 'card');
INSERT INTO payments VALUES (33, 6, '2024-04-01', 6, 1279.80, NULL, 'direct debit');
INSERT INTO payments VALUES (34, 11, '2024-03-29', 12, 347.70, NULL, 'cash');
INSERT INTO payments VALUES (35, 24, '2024-04-06', 12, 712.39, NULL, 'bank transfer');
INSERT INTO payments VALUES (36, 25, '2024-04-18', 12, 649.69, NULL, 'card');
INSERT INTO payments VALUES (37, 13, '2024-05-16', 12, 1356.60, NULL, 'card');
INSERT INTO payments VALUES (38, 26, '2024-05-31', 4, 523.96, NULL, 'card');
INSERT INTO payments VALUES (39, 3, '2024-07-18', 12, 718.09, 15.00, 'bank transfer');
INSERT INTO payments VALUES (40, 27, '2024-07-09', 12, 2092.93, NULL, 'bank transfer');
INSERT INTO payments VALUES (41, 28, '2024-07-05', 9, 1673.91, NULL, 'direct debit');
INSERT INTO payments VALUES (42, 16, '2024-07-12', 6, 675.00, NULL, 'bank transfer');
INSERT INTO payments VALUES (43, 29, '2024-08-28', 6, 948.54, NULL, 'bank transfer');
INSERT INTO payments VALUES (44, 30, '2024-08-27', 12, 535.69, NULL, 'direct debit');
INSERT INTO payments VALUES (45, 31, '2024-10-16', 3, 174.00, 15.00, 'card');
INSERT INTO payments VALUES (46, 4, '2024-09-24', 12, 1926.49, NULL, 'bank transfer');
INSERT INTO payments VALUES (47, 6, '2024-09-30', 6, 1279.80, NULL, 'direct debit');
INSERT INTO payments VALUES (48, 33, '2024-10-06', 3, 548.22, NULL, 'direct debit');
INSERT INTO payments VALUES (49, 19, '2024-10-08', 12, 678.30, NULL, 'bank transfer');
INSERT INTO payments VALUES (50, 35, '2024-12-22', 12, 1344.06, 15.00, 'card');
INSERT INTO payments VALUES (51, 37, '2025-01-14', 12, 1344.06, NULL, 'card');
INSERT INTO payments VALUES (52, 38, '2025-02-13', 4, 116.00, NULL, 'bank transfer');
INSERT INTO payments VALUES (53, 9, '2025-02-21', 12, 684.00, NULL, 'direct debit');
INSERT INTO payments VALUES (54, 29, '2025-03-19', 3, 474.27, 15.00, 'direct debit');
INSERT INTO payments VALUES (55, 6, '2025-04-22', 6, 1279.80, 15.00, 'card');
INSERT INTO payments VALUES (56, 25, '2025-04-19', 12, 649.69, NULL, 'direct debit');
INSERT INTO payments VALUES (57, 13, '2025-05-18', 12, 1356.60, NULL, 'cash');
INSERT INTO payments VALUES (58, 29, '2025-06-20', 1, 158.09, 15.00, 'card');
INSERT INTO payments VALUES (59, 3, '2025-06-24', 12, 718.09, NULL, 'direct debit');
INSERT INTO staff VALUES (1, 1, 'Megan', 'Doyle', 'Site manager', '2016-05-09', NULL, 14.20);
INSERT INTO staff VALUES (2, 1, 'Aaron', 'Whitlock', 'Customer service', '2021-09-13', NULL, 12.10);
INSERT INTO staff VALUES (3, 2, 'Sandra', 'Kemp', 'Site manager', '2014-06-02', NULL, 14.50);
INSERT INTO staff VALUES (4, 3, 'Daniel', 'Okoro', 'Site manager', '2016-02-15', NULL, 14.20);
INSERT INTO staff VALUES (5, 4, 'Lucy', 'Fairbanks', 'Site manager', '2012-03-19', NULL, 15.10);
INSERT INTO staff VALUES (6, 4, 'Imran', 'Qureshi', 'Maintenance', '2019-11-04', NULL, 12.75);
INSERT INTO staff VALUES (7, 5, 'Chloe', 'Barnard', 'Customer service', '2022-04-25', '2024-08-30', 11.90);
INSERT INTO staff VALUES (8, 7, 'Pete', 'Lawson', 'Site manager', '2019-06-17', '2024-03-31', 13.80);
INSERT INTO staff VALUES (9, 9, 'Nadia', 'Hussain', 'Site manager', '2017-08-07', NULL, 14.00);
INSERT INTO staff VALUES (10, 10, 'Gary', 'Spencer', 'Maintenance', '2013-10-01', NULL, 13.25);
INSERT INTO staff VALUES (11, 10, 'Beth', 'Collier', 'Customer service', '2023-07-03', NULL, 11.44);
INSERT INTO staff VALUES (12, 12, 'Alan', 'Marriott', 'Site manager', '2016-08-22', '2023-11-30', 13.60);
INSERT INTO staff VALUES (13, 13, 'Joanne', 'Tait', 'Relief cover', '2021-05-10', NULL, 12.40);
INSERT INTO staff VALUES (14, 15, 'Kieran', 'Moss', 'Site manager', '2023-01-30', NULL, 13.95);
INSERT INTO staff VALUES (15, 14, 'Megan', 'Rowley', 'Relief cover', '2024-02-12', NULL, 12.00);
COMMIT;
