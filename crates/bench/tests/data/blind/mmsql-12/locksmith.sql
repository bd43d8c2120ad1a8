-- locksmith: a town locksmith firm (technicians, customers, call-out jobs, parts stock, parts used per job)
BEGIN TRANSACTION;
CREATE TABLE technicians (
  technician_id INTEGER PRIMARY KEY NOT NULL,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  base_area TEXT NOT NULL,
  start_date TEXT NOT NULL,
  hourly_rate REAL NOT NULL,
  van_reg TEXT, -- NULL = no company van assigned
  is_certified INTEGER NOT NULL CHECK (is_certified IN (0,1))
);
CREATE TABLE customers (
  customer_id INTEGER PRIMARY KEY NOT NULL,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  customer_type TEXT NOT NULL,
  company_name TEXT, -- NULL = private customer, not a business or letting agent
  area TEXT NOT NULL,
  phone TEXT NOT NULL,
  is_account INTEGER NOT NULL CHECK (is_account IN (0,1))
);
CREATE TABLE jobs (
  job_id INTEGER PRIMARY KEY NOT NULL,
  customer_id INTEGER NOT NULL REFERENCES customers(customer_id),
  technician_id INTEGER NOT NULL REFERENCES technicians(technician_id),
  job_type TEXT NOT NULL,
  area TEXT NOT NULL,
  requested_date TEXT NOT NULL,
  completed_date TEXT, -- NULL = job not completed yet
  paid_date TEXT, -- NULL = invoice not paid yet
  callout_fee REAL NOT NULL,
  labour_charge REAL NOT NULL,
  hours_worked REAL NOT NULL,
  is_emergency INTEGER NOT NULL CHECK (is_emergency IN (0,1))
);
CREATE TABLE parts (
  part_id INTEGER PRIMARY KEY NOT NULL,
  part_name TEXT NOT NULL,
  category TEXT NOT NULL,
  brand TEXT NOT NULL,
  unit_cost REAL NOT NULL,
  retail_price REAL NOT NULL,
  stock_qty INTEGER NOT NULL,
  reorder_level INTEGER, -- NULL = part is not restocked (special order only)
  is_security_rated INTEGER NOT NULL CHECK (is_security_rated IN (0,1))
);
CREATE TABLE job_parts (
  job_part_id INTEGER PRIMARY KEY NOT NULL,
  job_id INTEGER NOT NULL REFERENCES jobs(job_id),
  part_id INTEGER NOT NULL REFERENCES parts(part_id),
  quantity INTEGER NOT NULL,
  price_charged REAL NOT NULL
);
INSERT INTO technicians (technician_id, first_name, last_name, base_area, start_date, hourly_rate, van_reg, is_certified) VALUES (1, 'Dan', 'Whitaker', 'Eastfield', '2014-03-03', 28.00, 'LK14 DWT', 1);
INSERT INTO technicians (technician_id, first_name, last_name, base_area, start_date, hourly_rate, van_reg, is_certified) VALUES (2, 'Shauna', 'Mills', 'Northgate', '2018-09-17', 25.50, 'LK18 SMS', 1);
INSERT INTO technicians (technician_id, first_name, last_name, base_area, start_date, hourly_rate, van_reg, is_certified) VALUES (3, 'Kev', 'O''Brien', 'Riverside', '2020-01-06', 23.00, 'LK20 KOB', 0);
INSERT INTO technicians (technician_id, first_name, last_name, base_area, start_date, hourly_rate, van_reg, is_certified) VALUES (4, 'Aisha', 'Bello', 'Old Town', '2016-06-13', 27.00, 'LK16 ABL', 1);
INSERT INTO technicians (technician_id, first_name, last_name, base_area, start_date, hourly_rate, van_reg, is_certified) VALUES (5, 'Pete', 'Sandford', 'Kingsmead', '2021-11-01', 22.00, NULL, 0);
INSERT INTO technicians (technician_id, first_name, last_name, base_area, start_date, hourly_rate, van_reg, is_certified) VALUES (6, 'Marta', 'Zielinska', 'Hillcrest', '2019-04-29', 24.50, 'LK19 MZL', 1);
INSERT INTO technicians (technician_id, first_name, last_name, base_area, start_date, hourly_rate, van_reg, is_certified) VALUES (7, 'Gary', 'Flint', 'Eastfield', '2012-07-02', 30.00, 'LK12 GFT', 1);
INSERT INTO technicians (technician_id, first_name, last_name, base_area, start_date, hourly_rate, van_reg, is_certified) VALUES (8, 'Tariq', 'Hussain', 'Northgate', '2022-05-16', 21.50, NULL, 0);
INSERT INTO technicians (technician_id, first_name, last_name, base_area, start_date, hourly_rate, van_reg, is_certified) VALUES (9, 'Lou', 'Jennings', 'Riverside', '2017-02-20', 26.00, 'LK17 LJN', 1);
INSERT INTO technicians (technician_id, first_name, last_name, base_area, start_date, hourly_rate, van_reg, is_certified) VALUES (10, 'Ciaran', 'Doherty', 'Old Town', '2023-08-07', 20.00, NULL, 0);
INSERT INTO technicians (technician_id, first_name, last_name, base_area, start_date, hourly_rate, van_reg, is_certified) VALUES (11, 'Beth', 'Armitage', 'Kingsmead', '2015-10-12', 27.50, 'LK15 BAR', 1);
INSERT INTO technicians (technician_id, first_name, last_name, base_area, start_date, hourly_rate, van_reg, is_certified) VALUES (12, 'Yusuf', 'Kaya', 'Hillcrest', '2024-01-15', 19.50, NULL, 0);
INSERT INTO technicians (technician_id, first_name, last_name, base_area, start_date, hourly_rate, van_reg, is_certified) VALUES (13, 'Steph', 'Rowe', 'Eastfield', '2019-12-02', 24.00, 'LK19 SRW', 1);
INSERT INTO technicians (technician_id, first_name, last_name, base_area, start_date, hourly_rate, van_reg, is_certified) VALUES (14, 'Mo', 'Farah', 'Northgate', '2023-03-20', 20.50, NULL, 0);
INSERT INTO technicians (technician_id, first_name, last_name, base_area, start_date, hourly_rate, van_reg, is_certified) VALUES (15, 'Jill', 'Parry', 'Riverside', '2013-05-07', 29.00, 'LK13 JPY', 1);
INSERT INTO customers (customer_id, first_name, last_name, customer_type, company_name, area, phone, is_account) VALUES (1, 'Dan', 'Hartley', 'home', NULL, 'Eastfield', '01632 960001', 0);
INSERT INTO customers (customer_id, first_name, last_name, customer_type, company_name, area, phone, is_account) VALUES (2, 'Eleanor', 'Price', 'home', NULL, 'Northgate', '01632 960002', 0);
INSERT INTO customers (customer_id, first_name, last_name, customer_type, company_name, area, phone, is_account) VALUES (3, 'Raj', 'Mehta', 'landlord', 'Mehta Lettings', 'Riverside', '01632 960003', 1);
INSERT INTO customers (customer_id, first_name, last_name, customer_type, company_name, area, phone, is_account) VALUES (4, 'Bridget', 'Nolan', 'home', NULL, 'Old Town', '01632 960004', 0);
INSERT INTO customers (customer_id, first_name, last_name, customer_type, company_name, area, phone, is_account) VALUES (5, 'Hugh', 'Ashby', 'home', NULL, 'Kingsmead', '01632 960005', 0);
INSERT INTO customers (customer_id, first_name, last_name, customer_type, company_name, area, phone, is_account) VALUES (6, 'Lena', 'Vogel', 'home', NULL, 'Hillcrest', '01632 960006', 0);
INSERT INTO customers (customer_id, first_name, last_name, customer_type, company_name, area, phone, is_account) VALUES (7, 'Colin', 'Dunn', 'business', 'Dunn & Co Solicitors', 'Eastfield', '01632 960007', 1);
INSERT INTO customers (customer_id, first_name, last_name, customer_type, company_name, area, phone, is_account) VALUES (8, 'Marta', 'Lisowska', 'home', NULL, 'Northgate', '01632 960008', 0);
INSERT INTO customers (customer_id, first_name, last_name, customer_type, company_name, area, phone, is_account) VALUES (9, 'Viv', 'Greer', 'home', NULL, 'Riverside', '01632 960009', 0);
INSERT INTO customers (customer_id, first_name, last_name, customer_type, company_name, area, phone, is_account) VALUES (10, 'Oliver', 'Banks', 'landlord', 'Banks Property Management', 'Old Town', '01632 960010', 1);
INSERT INTO customers (customer_id, first_name, last_name, customer_type, company_name, area, phone, is_account) VALUES (11, 'Zoe', 'Carter', 'home', NULL, 'Kingsmead', '01632 960011', 0);
INSERT INTO customers (customer_id, first_name, last_name, customer_type, company_name, area, phone, is_account) VALUES (12, 'Frank', 'Holloway', 'home', NULL, 'Hillcrest', '01632 960012', 0);
INSERT INTO customers (customer_id, first_name, last_name, customer_type, company_name, area, phone, is_account) VALUES (13, 'Anita', 'Desai', 'home', NULL, 'Eastfield', '01632 960013', 0);
INSERT INTO customers (customer_id, first_name, last_name, customer_type, company_name, area, phone, is_account) VALUES (14, 'Greg', 'Marsh', 'business', 'Marsh Dental Practice', 'Northgate', '01632 960014', 1);
INSERT INTO customers (customer_id, first_name, last_name, customer_type, company_name, area, phone, is_account) VALUES (15, 'Ines', 'Ferreira', 'home', NULL, 'Riverside', '01632 960015', 0);
INSERT INTO customers (customer_id, first_name, last_name, customer_type, company_name, area, phone, is_account) VALUES (16, 'Paddy', 'Gallagher', 'home', NULL, 'Old Town', '01632 960016', 0);
INSERT INTO customers (customer_id, first_name, last_name, customer_type, company_name, area, phone, is_account) VALUES (17, 'Rosie', 'Tate', 'home', NULL, 'Kingsmead', '01632 960017', 0);
INSERT INTO customers (customer_id, first_name, last_name, customer_type, company_name, area, phone, is_account) VALUES (18, 'Wes', 'Kemp', 'landlord', 'Kemp Estates', 'Hillcrest', '01632 960018', 1);
INSERT INTO customers (customer_id, first_name, last_name, customer_type, company_name, area, phone, is_account) VALUES (19, 'Carla', 'Ruiz', 'home', NULL, 'Eastfield', '01632 960019', 0);
INSERT INTO customers (customer_id, first_name, last_name, customer_type, company_name, area, phone, is_account) VALUES (20, 'Imogen', 'Blake', 'home', NULL, 'Northgate', '01632 960020', 0);
INSERT INTO customers (customer_id, first_name, last_name, customer_type, company_name, area, phone, is_account) VALUES (21, 'Stan', 'Pollard', 'business', 'Pollard Hardware', 'Riverside', '01632 960021', 1);
INSERT INTO customers (customer_id, first_name, last_name, customer_type, company_name, area, phone, is_account) VALUES (22, 'Ola', 'Adeyemi', 'home', NULL, 'Old Town', '01632 960022', 0);
INSERT INTO customers (customer_id, first_name, last_name, customer_type, company_name, area, phone, is_account) VALUES (23, 'Terry', 'Sykes', 'home', NULL, 'Kingsmead', '01632 960023', 0);
INSERT INTO customers (customer_id, first_name, last_name, customer_type, company_name, area, phone, is_account) VALUES (24, 'June', 'Moss', 'home', NULL, 'Hillcrest', '01632 960024', 0);
INSERT INTO customers (customer_id, first_name, last_name, customer_type, company_name, area, phone, is_account) VALUES (25, 'Nikhil', 'Iyer', 'landlord', 'Iyer Lettings', 'Eastfield', '01632 960025', 1);
INSERT INTO customers (customer_id, first_name, last_name, customer_type, company_name, area, phone, is_account) VALUES (26, 'Bea', 'Lomax', 'home', NULL, 'Northgate', '01632 960026', 0);
INSERT INTO customers (customer_id, first_name, last_name, customer_type, company_name, area, phone, is_account) VALUES (27, 'Ross', 'Keane', 'business', 'Keane''s Cafe', 'Riverside', '01632 960027', 0);
INSERT INTO customers (customer_id, first_name, last_name, customer_type, company_name, area, phone, is_account) VALUES (28, 'Fay', 'Dixon', 'home', NULL, 'Old Town', '01632 960028', 0);
INSERT INTO customers (customer_id, first_name, last_name, customer_type, company_name, area, phone, is_account) VALUES (29, 'Jim', 'Crowe', 'home', NULL, 'Kingsmead', '01632 960029', 0);
INSERT INTO customers (customer_id, first_name, last_name, customer_type, company_name, area, phone, is_account) VALUES (30, 'Sadia', 'Begum', 'business', 'Begum Newsagents', 'Hillcrest', '01632 960030', 1);
INSERT INTO jobs (job_id, customer_id, technician_id, job_type, area, requested_date, completed_date, paid_date, callout_fee, labour_charge, hours_worked, is_emergency) VALUES (1, 25, 7, 'lock change', 'Eastfield', '2025-01-04', '2025-01-04', '2025-01-26', 45.00, 75.00, 1.50, 0);
INSERT INTO jobs (job_id, customer_id, technician_id, job_type, area, requested_date, completed_date, paid_date, callout_fee, labour_charge, hours_worked, is_emergency) VALUES (2, 15, 9, 'lock change', 'Riverside', '2025-01-05', '2025-01-06', '2025-01-15', 45.00, 69.00, 1.50, 0);
INSERT INTO jobs (job_id, customer_id, technician_id, job_type, area, requested_date, completed_date, paid_date, callout_fee, labour_charge, hours_worked, is_emergency) VALUES (3, 6, 4, 'lockout', 'Hillcrest', '2025-01-08', '2025-01-08', NULL, 100.00, 47.00, 1.00, 1);
INSERT INTO jobs (job_id, customer_id, technician_id, job_type, area, requested_date, completed_date, paid_date, callout_fee, labour_charge, hours_worked, is_emergency) VALUES (4, 5, 5, 'uPVC repair', 'Kingsmead', '2025-01-12', '2025-01-17', '2025-01-30', 45.00, 84.00, 2.00, 0);
INSERT INTO jobs (job_id, customer_id, technician_id, job_type, area, requested_date, completed_date, paid_date, callout_fee, labour_charge, hours_worked, is_emergency) VALUES (5, 26, 2, 'lockout', 'Northgate', '2025-01-15', '2025-01-15', '2025-01-25', 100.00, 68.25, 1.50, 1);
INSERT INTO jobs (job_id, customer_id, technician_id, job_type, area, requested_date, completed_date, paid_date, callout_fee, labour_charge, hours_worked, is_emergency) VALUES (6, 10, 3, 'key cutting', 'Riverside', '2025-01-17', '2025-01-23', '2025-02-14', 0.00, 43.00, 1.00, 0);
INSERT INTO jobs (job_id, customer_id, technician_id, job_type, area, requested_date, completed_date, paid_date, callout_fee, labour_charge, hours_worked, is_emergency) VALUES (7, 5, 5, 'lock change', 'Kingsmead', '2025-01-20', '2025-01-24', '2025-02-13', 45.00, 63.00, 1.50, 0);
INSERT INTO jobs (job_id, customer_id, technician_id, job_type, area, requested_date, completed_date, paid_date, callout_fee, labour_charge, hours_worked, is_emergency) VALUES (8, 26, 14, 'lockout', 'Northgate', '2025-01-25', '2025-01-25', '2025-02-10', 100.00, 60.75, 1.50, 1);
INSERT INTO jobs (job_id, customer_id, technician_id, job_type, area, requested_date, completed_date, paid_date, callout_fee, labour_charge, hours_worked, is_emergency) VALUES (9, 14, 14, 'lockout', 'Northgate', '2025-01-28', '2025-01-29', '2025-02-28', 65.00, 40.50, 1.00, 0);
INSERT INTO jobs (job_id, customer_id, technician_id, job_type, area, requested_date, completed_date, paid_date, callout_fee, labour_charge, hours_worked, is_emergency) VALUES (10, 22, 8, 'lockout', 'Old Town', '2025-01-29', '2025-02-03', '2025-02-19', 65.00, 41.50, 1.00, 0);
INSERT INTO jobs (job_id, customer_id, technician_id, job_type, area, requested_date, completed_date, paid_date, callout_fee, labour_charge, hours_worked, is_emergency) VALUES (11, 3, 8, 'key cutting', 'Northgate', '2025-02-02', '2025-02-03', '2025-02-22', 0.00, 41.50, 1.00, 0);
INSERT INTO jobs (job_id, customer_id, technician_id, job_type, area, requested_date, completed_date, paid_date, callout_fee, labour_charge, hours_worked, is_emergency) VALUES (12, 13, 1, 'lockout', 'Eastfield', '2025-02-05', '2025-02-05', '2025-02-08', 100.00, 96.00, 2.00, 1);
INSERT INTO jobs (job_id, customer_id, technician_id, job_type, area, requested_date, completed_date, paid_date, callout_fee, labour_charge, hours_worked, is_emergency) VALUES (13, 28, 6, 'lock change', 'Old Town', '2025-02-07', '2025-02-12', '2025-02-19', 45.00, 89.00, 2.00, 0);
INSERT INTO jobs (job_id, customer_id, technician_id, job_type, area, requested_date, completed_date, paid_date, callout_fee, labour_charge, hours_worked, is_emergency) VALUES (14, 10, 8, 'key cutting', 'Northgate', '2025-02-10', '2025-02-10', '2025-03-12', 0.00, 20.75, 0.50, 0);
INSERT INTO jobs (job_id, customer_id, technician_id, job_type, area, requested_date, completed_date, paid_date, callout_fee, labour_charge, hours_worked, is_emergency) VALUES (15, 1, 13, 'lockout', 'Eastfield', '2025-02-13', '2025-02-13', '2025-02-22', 100.00, 66.00, 1.50, 1);
INSERT INTO jobs (job_id, customer_id, technician_id, job_type, area, requested_date, completed_date, paid_date, callout_fee, labour_charge, hours_worked, is_emergency) VALUES (16, 25, 4, 'lockout', 'Old Town', '2025-02-17', '2025-02-17', NULL, 100.00, 70.50, 1.50, 1);
INSERT INTO jobs (job_id, customer_id, technician_id, job_type, area, requested_date, completed_date, paid_date, callout_fee, labour_charge, hours_worked, is_emergency) VALUES (17, 19, 7, 'uPVC repair', 'Eastfield', '2025-02-20', '2025-02-22', '2025-03-14', 45.00, 150.00, 3.00, 0);
INSERT INTO jobs (job_id, customer_id, technician_id, job_type, area, requested_date, completed_date, paid_date, callout_fee, labour_charge, hours_worked, is_emergency) VALUES (18, 18, 5, 'key cutting', 'Hillcrest', '2025-02-22', '2025-02-28', '2025-03-25', 0.00, 21.00, 0.50, 0);
INSERT INTO jobs (job_id, customer_id, technician_id, job_type, area, requested_date, completed_date, paid_date, callout_fee, labour_charge, hours_worked, is_emergency) VALUES (19, 6, 12, 'burglary repair', 'Hillcrest', '2025-02-26', '2025-02-26', '2025-03-19', 120.00, 138.25, 3.50, 1);
INSERT INTO jobs (job_id, customer_id, technician_id, job_type, area, requested_date, completed_date, paid_date, callout_fee, labour_charge, hours_worked, is_emergency) VALUES (20, 22, 4, 'burglary repair', 'Old Town', '2025-02-27', '2025-02-27', '2025-03-24', 120.00, 164.50, 3.50, 1);
INSERT INTO jobs (job_id, customer_id, technician_id, job_type, area, requested_date, completed_date, paid_date, callout_fee, labour_charge, hours_worked, is_emergency) VALUES (21, 25, 10, 'lock change', 'Old Town', '2025-03-02', '2025-03-06', '2025-03-17', 45.00, 60.00, 1.50, 0);
INSERT INTO jobs (job_id, customer_id, technician_id, job_type, area, requested_date, completed_date, paid_date, callout_fee, labour_charge, hours_worked, is_emergency) VALUES (22, 12, 6, 'uPVC repair', 'Hillcrest', '2025-03-04', '2025-03-10', '2025-03-23', 45.00, 133.50, 3.00, 0);
INSERT INTO jobs (job_id, customer_id, technician_id, job_type, area, requested_date, completed_date, paid_date, callout_fee, labour_charge, hours_worked, is_emergency) VALUES (23, 30, 12, 'uPVC repair', 'Hillcrest', '2025-03-07', '2025-03-10', '2025-03-25', 45.00, 98.75, 2.50, 0);
INSERT INTO jobs (job_id, customer_id, technician_id, job_type, area, requested_date, completed_date, paid_date, callout_fee, labour_charge, hours_worked, is_emergency) VALUES (24, 2, 2, 'uPVC repair', 'Northgate', '2025-03-12', '2025-03-15', '2025-03-22', 45.00, 136.50, 3.00, 0);
INSERT INTO jobs (job_id, customer_id, technician_id, job_type, area, requested_date, completed_date, paid_date, callout_fee, labour_charge, hours_worked, is_emergency) VALUES (25, 26, 14, 'burglary repair', 'Northgate', '2025-03-14', '2025-03-14', '2025-04-03', 120.00, 141.75, 3.50, 1);
INSERT INTO jobs (job_id, customer_id, technician_id, job_type, area, requested_date, completed_date, paid_date, callout_fee, labour_charge, hours_worked, is_emergency) VALUES (26, 10, 9, 'lockout', 'Riverside', '2025-03-17', '2025-03-17', '2025-03-23', 100.00, 92.00, 2.00, 1);
INSERT INTO jobs (job_id, customer_id, technician_id, job_type, area, requested_date, completed_date, paid_date, callout_fee, labour_charge, hours_worked, is_emergency) VALUES (27, 16, 10, 'key cutting', 'Old Town', '2025-03-21', '2025-03-27', '2025-04-06', 0.00, 60.00, 1.50, 0);
INSERT INTO jobs (job_id, customer_id, technician_id, job_type, area, requested_date, completed_date, paid_date, callout_fee, labour_charge, hours_worked, is_emergency) VALUES (28, 7, 13, 'lockout', 'Eastfield', '2025-03-22', '2025-03-22', '2025-04-20', 100.00, 44.00, 1.00, 1);
INSERT INTO jobs (job_id, customer_id, technician_id, job_type, area, requested_date, completed_date, paid_date, callout_fee, labour_charge, hours_worked, is_emergency) VALUES (29, 19, 7, 'lock change', 'Eastfield', '2025-03-26', '2025-03-27', '2025-03-31', 45.00, 75.00, 1.50, 0);
INSERT INTO jobs (job_id, customer_id, technician_id, job_type, area, requested_date, completed_date, paid_date, callout_fee, labour_charge, hours_worked, is_emergency) VALUES (30, 23, 6, 'lockout', 'Kingsmead', '2025-03-28', '2025-03-28', '2025-04-01', 100.00, 44.50, 1.00, 1);
INSERT INTO jobs (job_id, customer_id, technician_id, job_type, area, requested_date, completed_date, paid_date, callout_fee, labour_charge, hours_worked, is_emergency) VALUES (31, 10, 11, 'burglary repair', 'Kingsmead', '2025-04-02', '2025-04-02', '2025-04-10', 120.00, 166.25, 3.50, 1);
INSERT INTO jobs (job_id, customer_id, technician_id, job_type, area, requested_date, completed_date, paid_date, callout_fee, labour_charge, hours_worked, is_emergency) VALUES (32, 2, 11, 'safe opening', 'Northgate', '2025-04-03', '2025-04-04', '2025-04-14', 90.00, 190.00, 4.00, 0);
INSERT INTO jobs (job_id, customer_id, technician_id, job_type, area, requested_date, completed_date, paid_date, callout_fee, labour_charge, hours_worked, is_emergency) VALUES (33, 17, 10, 'uPVC repair', 'Kingsmead', '2025-04-07', '2025-04-16', '2025-04-17', 45.00, 120.00, 3.00, 0);
INSERT INTO jobs (job_id, customer_id, technician_id, job_type, area, requested_date, completed_date, paid_date, callout_fee, labour_charge, hours_worked, is_emergency) VALUES (34, 14, 2, 'key cutting', 'Northgate', '2025-04-08', '2025-04-13', '2025-05-12', 0.00, 68.25, 1.50, 0);
INSERT INTO jobs (job_id, customer_id, technician_id, job_type, area, requested_date, completed_date, paid_date, callout_fee, labour_charge, hours_worked, is_emergency) VALUES (35, 7, 13, 'lock change', 'Eastfield', '2025-04-13', '2025-04-17', '2025-05-11', 45.00, 110.00, 2.50, 0);
INSERT INTO jobs (job_id, customer_id, technician_id, job_type, area, requested_date, completed_date, paid_date, callout_fee, labour_charge, hours_worked, is_emergency) VALUES (36, 18, 3, 'lockout', 'Old Town', '2025-04-14', '2025-04-14', '2025-04-23', 100.00, 43.00, 1.00, 1);
INSERT INTO jobs (job_id, customer_id, technician_id, job_type, area, requested_date, completed_date, paid_date, callout_fee, labour_charge, hours_worked, is_emergency) VALUES (37, 8, 13, 'lockout', 'Northgate', '2025-04-17', '2025-04-23', '2025-04-26', 65.00, 44.00, 1.00, 0);
INSERT INTO jobs (job_id, customer_id, technician_id, job_type, area, requested_date, completed_date, paid_date, callout_fee, labour_charge, hours_worked, is_emergency) VALUES (38, 15, 9, 'burglary repair', 'Riverside', '2025-04-20', '2025-04-20', '2025-04-30', 120.00, 161.00, 3.50, 1);
INSERT INTO jobs (job_id, customer_id, technician_id, job_type, area, requested_date, completed_date, paid_date, callout_fee, labour_charge, hours_worked, is_emergency) VALUES (39, 6, 12, 'uPVC repair', 'Hillcrest', '2025-04-25', '2025-05-01', '2025-05-22', 45.00, 118.50, 3.00, 0);
INSERT INTO jobs (job_id, customer_id, technician_id, job_type, area, requested_date, completed_date, paid_date, callout_fee, labour_charge, hours_worked, is_emergency) VALUES (40, 5, 6, 'uPVC repair', 'Kingsmead', '2025-04-26', '2025-04-28', '2025-05-01', 45.00, 111.25, 2.50, 0);
INSERT INTO jobs (job_id, customer_id, technician_id, job_type, area, requested_date, completed_date, paid_date, callout_fee, labour_charge, hours_worked, is_emergency) VALUES (41, 10, 1, 'lock change', 'Eastfield', '2025-04-30', '2025-05-03', '2025-05-19', 45.00, 72.00, 1.50, 0);
INSERT INTO jobs (job_id, customer_id, technician_id, job_type, area, requested_date, completed_date, paid_date, callout_fee, labour_charge, hours_worked, is_emergency) VALUES (42, 11, 5, 'lock change', 'Kingsmead', '2025-05-01', '2025-05-05', '2025-05-06', 45.00, 84.00, 2.00, 0);
INSERT INTO jobs (job_id, customer_id, technician_id, job_type, area, requested_date, completed_date, paid_date, callout_fee, labour_charge, hours_worked, is_emergency) VALUES (43, 1, 8, 'key cutting', 'Eastfield', '2025-05-06', '2025-05-13', '2025-05-26', 0.00, 62.25, 1.50, 0);
INSERT INTO jobs (job_id, customer_id, technician_id, job_type, area, requested_date, completed_date, paid_date, callout_fee, labour_charge, hours_worked, is_emergency) VALUES (44, 13, 15, 'lockout', 'Eastfield', '2025-05-07', '2025-05-07', NULL, 100.00, 73.50, 1.50, 1);
INSERT INTO jobs (job_id, customer_id, technician_id, job_type, area, requested_date, completed_date, paid_date, callout_fee, labour_charge, hours_worked, is_emergency) VALUES (45, 7, 13, 'key cutting', 'Eastfield', '2025-05-10', '2025-05-17', '2025-06-16', 0.00, 66.00, 1.50, 0);
INSERT INTO jobs (job_id, customer_id, technician_id, job_type, area, requested_date, completed_date, paid_date, callout_fee, labour_charge, hours_worked, is_emergency) VALUES (46, 25, 11, 'lock change', 'Kingsmead', '2025-05-14', '2025-05-20', '2025-06-11', 45.00, 71.25, 1.50, 0);
INSERT INTO jobs (job_id, customer_id, technician_id, job_type, area, requested_date, completed_date, paid_date, callout_fee, labour_charge, hours_worked, is_emergency) VALUES (47, 17, 5, 'key cutting', 'Kingsmead', '2025-05-18', '2025-05-23', '2025-06-12', 0.00, 63.00, 1.50, 0);
INSERT INTO jobs (job_id, customer_id, technician_id, job_type, area, requested_date, completed_date, paid_date, callout_fee, labour_charge, hours_worked, is_emergency) VALUES (48, 11, 11, 'lock change', 'Kingsmead', '2025-05-20', '2025-05-26', '2025-06-13', 45.00, 71.25, 1.50, 0);
INSERT INTO jobs (job_id, customer_id, technician_id, job_type, area, requested_date, completed_date, paid_date, callout_fee, labour_charge, hours_worked, is_emergency) VALUES (49, 16, 10, 'burglary repair', 'Old Town', '2025-05-24', '2025-05-24', '2025-06-19', 120.00, 160.00, 4.00, 1);
INSERT INTO jobs (job_id, customer_id, technician_id, job_type, area, requested_date, completed_date, paid_date, callout_fee, labour_charge, hours_worked, is_emergency) VALUES (50, 14, 4, 'lock change', 'Northgate', '2025-05-25', '2025-06-03', '2025-06-17', 45.00, 117.50, 2.50, 0);
INSERT INTO jobs (job_id, customer_id, technician_id, job_type, area, requested_date, completed_date, paid_date, callout_fee, labour_charge, hours_worked, is_emergency) VALUES (51, 3, 2, 'lock change', 'Northgate', '2025-05-30', '2025-06-06', NULL, 45.00, 68.25, 1.50, 0);
INSERT INTO jobs (job_id, customer_id, technician_id, job_type, area, requested_date, completed_date, paid_date, callout_fee, labour_charge, hours_worked, is_emergency) VALUES (52, 23, 5, 'uPVC repair', 'Kingsmead', '2025-06-01', '2025-06-10', NULL, 45.00, 84.00, 2.00, 0);
INSERT INTO jobs (job_id, customer_id, technician_id, job_type, area, requested_date, completed_date, paid_date, callout_fee, labour_charge, hours_worked, is_emergency) VALUES (53, 8, 8, 'lockout', 'Northgate', '2025-06-02', NULL, NULL, 65.00, 41.50, 1.00, 0);
INSERT INTO jobs (job_id, customer_id, technician_id, job_type, area, requested_date, completed_date, paid_date, callout_fee, labour_charge, hours_worked, is_emergency) VALUES (54, 2, 8, 'lock change', 'Northgate', '2025-06-06', '2025-06-09', '2025-06-24', 45.00, 62.25, 1.50, 0);
INSERT INTO jobs (job_id, customer_id, technician_id, job_type, area, requested_date, completed_date, paid_date, callout_fee, labour_charge, hours_worked, is_emergency) VALUES (55, 29, 10, 'lock change', 'Kingsmead', '2025-06-08', NULL, NULL, 45.00, 60.00, 1.50, 0);
INSERT INTO jobs (job_id, customer_id, technician_id, job_type, area, requested_date, completed_date, paid_date, callout_fee, labour_charge, hours_worked, is_emergency) VALUES (56, 10, 9, 'lockout', 'Riverside', '2025-06-11', NULL, NULL, 100.00, 69.00, 1.50, 1);
INSERT INTO jobs (job_id, customer_id, technician_id, job_type, area, requested_date, completed_date, paid_date, callout_fee, labour_charge, hours_worked, is_emergency) VALUES (57, 5, 3, 'burglary repair', 'Kingsmead', '2025-06-15', '2025-06-15', NULL, 120.00, 172.00, 4.00, 1);
INSERT INTO jobs (job_id, customer_id, technician_id, job_type, area, requested_date, completed_date, paid_date, callout_fee, labour_charge, hours_worked, is_emergency) VALUES (58, 17, 11, 'lockout', 'Kingsmead', '2025-06-19', '2025-06-19', NULL, 100.00, 47.50, 1.00, 1);
INSERT INTO jobs (job_id, customer_id, technician_id, job_type, area, requested_date, completed_date, paid_date, callout_fee, labour_charge, hours_worked, is_emergency) VALUES (59, 17, 5, 'key cutting', 'Kingsmead', '2025-06-22', '2025-06-23', '2025-06-23', 0.00, 42.00, 1.00, 0);
INSERT INTO jobs (job_id, customer_id, technician_id, job_type, area, requested_date, completed_date, paid_date, callout_fee, labour_charge, hours_worked, is_emergency) VALUES (60, 4, 6, 'burglary repair', 'Old Town', '2025-06-24', NULL, NULL, 120.00, 178.00, 4.00, 1);
INSERT INTO parts (part_id, part_name, category, brand, unit_cost, retail_price, stock_qty, reorder_level, is_security_rated) VALUES (1, 'Euro cylinder 35/35', 'cylinder', 'Ultion', 28.00, 59.00, 14, 6, 1);
INSERT INTO parts (part_id, part_name, category, brand, unit_cost, retail_price, stock_qty, reorder_level, is_security_rated) VALUES (2, 'Euro cylinder 40/40', 'cylinder', 'Ultion', 30.00, 62.00, 9, 6, 1);
INSERT INTO parts (part_id, part_name, category, brand, unit_cost, retail_price, stock_qty, reorder_level, is_security_rated) VALUES (3, 'Euro cylinder 35/35', 'cylinder', 'Yale', 9.50, 24.00, 22, 10, 0);
INSERT INTO parts (part_id, part_name, category, brand, unit_cost, retail_price, stock_qty, reorder_level, is_security_rated) VALUES (4, 'Anti-snap cylinder 45/45', 'cylinder', 'ABS', 32.00, 68.00, 5, 4, 1);
INSERT INTO parts (part_id, part_name, category, brand, unit_cost, retail_price, stock_qty, reorder_level, is_security_rated) VALUES (5, '5-lever mortice deadlock', 'mortice lock', 'ERA', 24.00, 55.00, 8, 4, 1);
INSERT INTO parts (part_id, part_name, category, brand, unit_cost, retail_price, stock_qty, reorder_level, is_security_rated) VALUES (6, '3-lever mortice sashlock', 'mortice lock', 'Union', 12.00, 29.00, 11, 5, 0);
INSERT INTO parts (part_id, part_name, category, brand, unit_cost, retail_price, stock_qty, reorder_level, is_security_rated) VALUES (7, 'Nightlatch', 'rim lock', 'Yale', 22.00, 48.00, 7, 4, 0);
INSERT INTO parts (part_id, part_name, category, brand, unit_cost, retail_price, stock_qty, reorder_level, is_security_rated) VALUES (8, 'British Standard nightlatch', 'rim lock', 'ERA', 45.00, 95.00, 3, 2, 1);
INSERT INTO parts (part_id, part_name, category, brand, unit_cost, retail_price, stock_qty, reorder_level, is_security_rated) VALUES (9, 'uPVC gearbox 35mm', 'upvc part', 'Fullex', 18.00, 42.00, 6, 3, 0);
INSERT INTO parts (part_id, part_name, category, brand, unit_cost, retail_price, stock_qty, reorder_level, is_security_rated) VALUES (10, 'uPVC multipoint mechanism', 'upvc part', 'Winkhaus', 55.00, 120.00, 2, 2, 0);
INSERT INTO parts (part_id, part_name, category, brand, unit_cost, retail_price, stock_qty, reorder_level, is_security_rated) VALUES (11, 'Door handle set', 'hardware', 'Union', 8.00, 22.00, 15, 6, 0);
INSERT INTO parts (part_id, part_name, category, brand, unit_cost, retail_price, stock_qty, reorder_level, is_security_rated) VALUES (12, 'Letterbox guard', 'hardware', 'ERA', 11.00, 26.00, 10, 4, 0);
INSERT INTO parts (part_id, part_name, category, brand, unit_cost, retail_price, stock_qty, reorder_level, is_security_rated) VALUES (13, 'Key blank (cylinder)', 'key', 'Silca', 0.40, 4.50, 200, 50, 0);
INSERT INTO parts (part_id, part_name, category, brand, unit_cost, retail_price, stock_qty, reorder_level, is_security_rated) VALUES (14, 'Key blank (mortice)', 'key', 'Silca', 0.90, 7.50, 80, 30, 0);
INSERT INTO parts (part_id, part_name, category, brand, unit_cost, retail_price, stock_qty, reorder_level, is_security_rated) VALUES (15, 'Window lock', 'hardware', 'Yale', 6.00, 18.00, 20, 8, 0);
INSERT INTO parts (part_id, part_name, category, brand, unit_cost, retail_price, stock_qty, reorder_level, is_security_rated) VALUES (16, 'Door chain', 'hardware', 'Union', 4.50, 14.00, 12, 5, 0);
INSERT INTO parts (part_id, part_name, category, brand, unit_cost, retail_price, stock_qty, reorder_level, is_security_rated) VALUES (17, 'Safe lock (electronic)', 'safe part', 'La Gard', 120.00, 240.00, 1, NULL, 1);
INSERT INTO parts (part_id, part_name, category, brand, unit_cost, retail_price, stock_qty, reorder_level, is_security_rated) VALUES (18, 'Padlock 50mm', 'padlock', 'Squire', 15.00, 35.00, 9, 4, 1);
INSERT INTO parts (part_id, part_name, category, brand, unit_cost, retail_price, stock_qty, reorder_level, is_security_rated) VALUES (19, 'Smart lock', 'smart lock', 'Nuki', 160.00, 259.00, 2, NULL, 0);
INSERT INTO parts (part_id, part_name, category, brand, unit_cost, retail_price, stock_qty, reorder_level, is_security_rated) VALUES (20, 'Mortice door bolt', 'hardware', 'Union', 7.00, 19.00, 0, NULL, 0);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity, price_charged) VALUES (1, 1, 7, 2, 86.40);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity, price_charged) VALUES (2, 1, 8, 1, 85.50);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity, price_charged) VALUES (3, 2, 8, 2, 190.00);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity, price_charged) VALUES (4, 2, 7, 2, 96.00);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity, price_charged) VALUES (5, 3, 1, 1, 59.00);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity, price_charged) VALUES (6, 4, 15, 1, 18.00);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity, price_charged) VALUES (7, 5, 7, 1, 48.00);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity, price_charged) VALUES (8, 6, 14, 5, 33.75);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity, price_charged) VALUES (9, 7, 8, 1, 95.00);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity, price_charged) VALUES (10, 8, 1, 1, 59.00);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity, price_charged) VALUES (11, 10, 13, 3, 13.50);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity, price_charged) VALUES (12, 11, 13, 5, 20.25);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity, price_charged) VALUES (13, 13, 3, 1, 24.00);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity, price_charged) VALUES (14, 13, 8, 2, 190.00);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity, price_charged) VALUES (15, 14, 13, 3, 12.15);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity, price_charged) VALUES (16, 15, 13, 5, 22.50);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity, price_charged) VALUES (17, 17, 10, 1, 120.00);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity, price_charged) VALUES (18, 18, 13, 3, 12.15);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity, price_charged) VALUES (19, 19, 4, 2, 136.00);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity, price_charged) VALUES (20, 20, 8, 1, 95.00);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity, price_charged) VALUES (21, 21, 2, 1, 55.80);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity, price_charged) VALUES (22, 21, 4, 2, 122.40);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity, price_charged) VALUES (23, 22, 9, 1, 42.00);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity, price_charged) VALUES (24, 23, 10, 1, 108.00);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity, price_charged) VALUES (25, 24, 9, 1, 42.00);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity, price_charged) VALUES (26, 25, 11, 1, 22.00);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity, price_charged) VALUES (27, 26, 1, 2, 106.20);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity, price_charged) VALUES (28, 27, 14, 3, 22.50);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity, price_charged) VALUES (29, 28, 7, 2, 86.40);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity, price_charged) VALUES (30, 29, 8, 1, 95.00);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity, price_charged) VALUES (31, 30, 3, 1, 24.00);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity, price_charged) VALUES (32, 31, 8, 1, 85.50);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity, price_charged) VALUES (33, 31, 16, 1, 12.60);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity, price_charged) VALUES (34, 32, 17, 1, 240.00);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity, price_charged) VALUES (35, 33, 9, 2, 84.00);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity, price_charged) VALUES (36, 34, 13, 2, 8.10);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity, price_charged) VALUES (37, 35, 19, 1, 233.10);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity, price_charged) VALUES (38, 35, 8, 1, 85.50);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity, price_charged) VALUES (39, 36, 3, 1, 21.60);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity, price_charged) VALUES (40, 38, 5, 1, 55.00);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity, price_charged) VALUES (41, 39, 10, 1, 120.00);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity, price_charged) VALUES (42, 40, 9, 1, 42.00);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity, price_charged) VALUES (43, 41, 6, 1, 26.10);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity, price_charged) VALUES (44, 42, 3, 1, 24.00);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity, price_charged) VALUES (45, 42, 2, 1, 62.00);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity, price_charged) VALUES (46, 43, 14, 5, 37.50);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity, price_charged) VALUES (47, 44, 1, 1, 59.00);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity, price_charged) VALUES (48, 45, 14, 5, 33.75);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity, price_charged) VALUES (49, 46, 7, 2, 86.40);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity, price_charged) VALUES (50, 46, 4, 2, 122.40);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity, price_charged) VALUES (51, 47, 14, 4, 30.00);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity, price_charged) VALUES (52, 48, 4, 1, 68.00);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity, price_charged) VALUES (53, 48, 8, 1, 95.00);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity, price_charged) VALUES (54, 49, 16, 2, 28.00);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity, price_charged) VALUES (55, 49, 8, 1, 95.00);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity, price_charged) VALUES (56, 50, 7, 1, 43.20);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity, price_charged) VALUES (57, 50, 3, 1, 21.60);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity, price_charged) VALUES (58, 51, 19, 1, 233.10);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity, price_charged) VALUES (59, 52, 10, 1, 120.00);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity, price_charged) VALUES (60, 54, 5, 1, 55.00);
COMMIT;
