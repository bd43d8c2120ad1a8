-- phone_repair: an independent phone, laptop and console repair shop.
BEGIN TRANSACTION;
CREATE TABLE customers (
  customer_id INTEGER PRIMARY KEY,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  phone TEXT NOT NULL,
  email TEXT, -- NULL = customer gave no email address
  postcode TEXT NOT NULL,
  first_visit_date TEXT NOT NULL
);
CREATE TABLE staff (
  staff_id INTEGER PRIMARY KEY,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  role TEXT NOT NULL,
  hourly_rate REAL NOT NULL,
  start_date TEXT NOT NULL,
  postcode TEXT NOT NULL,
  left_date TEXT, -- NULL = still works at the shop
  is_full_time INTEGER NOT NULL CHECK (is_full_time IN (0,1))
);
CREATE TABLE devices (
  device_id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL,
  device_type TEXT NOT NULL,
  brand TEXT NOT NULL,
  model TEXT NOT NULL,
  purchase_year INTEGER, -- NULL = customer did not know when it was bought
  FOREIGN KEY (customer_id) REFERENCES customers(customer_id)
);
CREATE TABLE repair_jobs (
  job_id INTEGER PRIMARY KEY,
  device_id INTEGER NOT NULL,
  technician_id INTEGER NOT NULL,
  booked_in_date TEXT NOT NULL,
  promised_date TEXT NOT NULL,
  completed_date TEXT, -- NULL = repair not finished yet
  collected_date TEXT, -- NULL = customer has not picked the device up yet
  repair_type TEXT NOT NULL,
  quoted_price REAL NOT NULL,
  final_price REAL, -- NULL = not invoiced yet (repair still open)
  is_warranty INTEGER NOT NULL CHECK (is_warranty IN (0,1)),
  FOREIGN KEY (device_id) REFERENCES devices(device_id),
  FOREIGN KEY (technician_id) REFERENCES staff(staff_id)
);
CREATE TABLE parts (
  part_id INTEGER PRIMARY KEY,
  part_name TEXT NOT NULL,
  supplier TEXT NOT NULL,
  unit_cost REAL NOT NULL,
  retail_price REAL NOT NULL,
  stock_qty INTEGER NOT NULL,
  last_ordered_date TEXT -- NULL = never re-ordered since the opening stock
);
CREATE TABLE job_parts (
  job_part_id INTEGER PRIMARY KEY,
  job_id INTEGER NOT NULL,
  part_id INTEGER NOT NULL,
  quantity INTEGER NOT NULL,
  FOREIGN KEY (job_id) REFERENCES repair_jobs(job_id),
  FOREIGN KEY (part_id) REFERENCES parts(part_id)
);
INSERT INTO customers (customer_id, first_name, last_name, phone, email, postcode, first_visit_date) VALUES (1, 'Jamie', 'Lowe', '07700 900101', 'jamie.lowe@example.com', 'LS6 1AB', '2023-02-11');
INSERT INTO customers (customer_id, first_name, last_name, phone, email, postcode, first_visit_date) VALUES (2, 'Fatima', 'Rahman', '07700 900102', NULL, 'LS7 3DE', '2023-05-20');
INSERT INTO customers (customer_id, first_name, last_name, phone, email, postcode, first_visit_date) VALUES (3, 'Oliver', 'Grant', '07700 900103', 'ogrant@example.com', 'LS6 4QT', '2023-07-02');
INSERT INTO customers (customer_id, first_name, last_name, phone, email, postcode, first_visit_date) VALUES (4, 'Chloe', 'Bennett', '07700 900104', 'chloe.b@example.com', 'LS4 2HS', '2023-08-15');
INSERT INTO customers (customer_id, first_name, last_name, phone, email, postcode, first_visit_date) VALUES (5, 'Chris', 'Doyle', '07700 900105', NULL, 'LS8 5JP', '2023-09-09');
INSERT INTO customers (customer_id, first_name, last_name, phone, email, postcode, first_visit_date) VALUES (6, 'Hannah', 'Price', '07700 900106', 'hprice@example.com', 'LS6 3EX', '2023-10-21');
INSERT INTO customers (customer_id, first_name, last_name, phone, email, postcode, first_visit_date) VALUES (7, 'Mohammed', 'Iqbal', '07700 900107', 'm.iqbal@example.com', 'LS9 7AA', '2023-11-30');
INSERT INTO customers (customer_id, first_name, last_name, phone, email, postcode, first_visit_date) VALUES (8, 'Sophie', 'Turner', '07700 900108', NULL, 'LS2 9JT', '2024-01-13');
INSERT INTO customers (customer_id, first_name, last_name, phone, email, postcode, first_visit_date) VALUES (9, 'Daniel', 'Hughes', '07700 900109', 'dan.hughes@example.com', 'LS11 6PE', '2024-02-25');
INSERT INTO customers (customer_id, first_name, last_name, phone, email, postcode, first_visit_date) VALUES (10, 'Grace', 'Liu', '07700 900110', 'grace.liu@example.com', 'LS6 2NW', '2024-03-08');
INSERT INTO customers (customer_id, first_name, last_name, phone, email, postcode, first_visit_date) VALUES (11, 'Ben', 'Carter', '07700 900111', NULL, 'LS12 1DN', '2024-04-19');
INSERT INTO customers (customer_id, first_name, last_name, phone, email, postcode, first_visit_date) VALUES (12, 'Aaliyah', 'Moore', '07700 900112', 'aaliyah.m@example.com', 'LS7 4LB', '2024-05-27');
INSERT INTO customers (customer_id, first_name, last_name, phone, email, postcode, first_visit_date) VALUES (13, 'Ryan', 'Walsh', '07700 900113', 'rwalsh@example.com', 'LS16 5QA', '2024-06-30');
INSERT INTO customers (customer_id, first_name, last_name, phone, email, postcode, first_visit_date) VALUES (14, 'Emily', 'Shaw', '07700 900114', NULL, 'LS4 3BR', '2024-08-04');
INSERT INTO customers (customer_id, first_name, last_name, phone, email, postcode, first_visit_date) VALUES (15, 'Tariq', 'Hussain', '07700 900115', 'tariq.h@example.com', 'LS8 2SJ', '2024-09-12');
INSERT INTO customers (customer_id, first_name, last_name, phone, email, postcode, first_visit_date) VALUES (16, 'Zoe', 'Adams', '07700 900116', 'zoe.adams@example.com', 'LS6 1HU', '2024-10-03');
INSERT INTO customers (customer_id, first_name, last_name, phone, email, postcode, first_visit_date) VALUES (17, 'Lewis', 'Mitchell', '07700 900117', NULL, 'LS10 4GT', '2024-11-15');
INSERT INTO customers (customer_id, first_name, last_name, phone, email, postcode, first_visit_date) VALUES (18, 'Priya', 'Nair', '07700 900118', 'priya.nair@example.com', 'LS17 6DW', '2024-12-02');
INSERT INTO customers (customer_id, first_name, last_name, phone, email, postcode, first_visit_date) VALUES (19, 'Nathan', 'Brooks', '07700 900119', 'nbrooks@example.com', 'LS5 3AE', '2025-01-18');
INSERT INTO customers (customer_id, first_name, last_name, phone, email, postcode, first_visit_date) VALUES (20, 'Ella', 'Ward', '07700 900120', NULL, 'LS6 4BB', '2025-02-21');
INSERT INTO staff (staff_id, first_name, last_name, role, hourly_rate, start_date, postcode, left_date, is_full_time) VALUES (1, 'Sanjay', 'Mehta', 'manager', 19.5, '2017-04-03', 'LS17 8AR', NULL, 1);
INSERT INTO staff (staff_id, first_name, last_name, role, hourly_rate, start_date, postcode, left_date, is_full_time) VALUES (2, 'Jamie', 'Fenwick', 'technician', 15.2, '2019-09-16', 'LS6 2JD', NULL, 1);
INSERT INTO staff (staff_id, first_name, last_name, role, hourly_rate, start_date, postcode, left_date, is_full_time) VALUES (3, 'Marta', 'Kowalski', 'technician', 15.8, '2018-06-11', 'LS8 1PL', NULL, 1);
INSERT INTO staff (staff_id, first_name, last_name, role, hourly_rate, start_date, postcode, left_date, is_full_time) VALUES (4, 'Chris', 'Yeung', 'technician', 14.9, '2021-01-25', 'LS6 3RG', NULL, 1);
INSERT INTO staff (staff_id, first_name, last_name, role, hourly_rate, start_date, postcode, left_date, is_full_time) VALUES (5, 'Ade', 'Okonkwo', 'technician', 15.0, '2020-03-02', 'LS9 6DB', NULL, 1);
INSERT INTO staff (staff_id, first_name, last_name, role, hourly_rate, start_date, postcode, left_date, is_full_time) VALUES (6, 'Lucy', 'Hart', 'front desk', 11.8, '2022-08-22', 'LS4 1QZ', NULL, 0);
INSERT INTO staff (staff_id, first_name, last_name, role, hourly_rate, start_date, postcode, left_date, is_full_time) VALUES (7, 'Ellie', 'Dunn', 'apprentice', 9.6, '2024-09-02', 'LS11 5AH', NULL, 1);
INSERT INTO staff (staff_id, first_name, last_name, role, hourly_rate, start_date, postcode, left_date, is_full_time) VALUES (8, 'Tom', 'Reyes', 'technician', 14.6, '2021-11-08', 'LS12 3TS', '2024-12-20', 1);
INSERT INTO staff (staff_id, first_name, last_name, role, hourly_rate, start_date, postcode, left_date, is_full_time) VALUES (9, 'Kasia', 'Nowak', 'technician', 15.4, '2019-02-18', 'LS7 2WF', NULL, 0);
INSERT INTO staff (staff_id, first_name, last_name, role, hourly_rate, start_date, postcode, left_date, is_full_time) VALUES (10, 'Ben', 'Firth', 'front desk', 11.6, '2023-05-15', 'LS6 4HE', NULL, 0);
INSERT INTO staff (staff_id, first_name, last_name, role, hourly_rate, start_date, postcode, left_date, is_full_time) VALUES (11, 'Rosa', 'Diaz', 'technician', 14.7, '2022-02-28', 'LS2 7DU', NULL, 1);
INSERT INTO staff (staff_id, first_name, last_name, role, hourly_rate, start_date, postcode, left_date, is_full_time) VALUES (12, 'Harvey', 'Cole', 'apprentice', 9.4, '2024-10-14', 'LS16 7NN', NULL, 1);
INSERT INTO staff (staff_id, first_name, last_name, role, hourly_rate, start_date, postcode, left_date, is_full_time) VALUES (13, 'Nadia', 'Karim', 'technician', 15.1, '2020-07-06', 'LS8 4EQ', NULL, 1);
INSERT INTO staff (staff_id, first_name, last_name, role, hourly_rate, start_date, postcode, left_date, is_full_time) VALUES (14, 'Liam', 'O''Brien', 'front desk', 11.7, '2024-01-08', 'LS5 2PX', '2025-01-31', 0);
INSERT INTO staff (staff_id, first_name, last_name, role, hourly_rate, start_date, postcode, left_date, is_full_time) VALUES (15, 'Yusuf', 'Ali', 'technician', 14.8, '2023-03-13', 'LS10 1BZ', NULL, 1);
INSERT INTO devices (device_id, customer_id, device_type, brand, model, purchase_year) VALUES (1, 1, 'phone', 'Apple', 'iPhone 13', 2022);
INSERT INTO devices (device_id, customer_id, device_type, brand, model, purchase_year) VALUES (2, 1, 'laptop', 'Apple', 'MacBook Air M1', 2021);
INSERT INTO devices (device_id, customer_id, device_type, brand, model, purchase_year) VALUES (3, 2, 'phone', 'Samsung', 'Galaxy S21', 2021);
INSERT INTO devices (device_id, customer_id, device_type, brand, model, purchase_year) VALUES (4, 3, 'phone', 'Apple', 'iPhone 12', NULL);
INSERT INTO devices (device_id, customer_id, device_type, brand, model, purchase_year) VALUES (5, 3, 'tablet', 'Apple', 'iPad 9th gen', 2022);
INSERT INTO devices (device_id, customer_id, device_type, brand, model, purchase_year) VALUES (6, 4, 'phone', 'Apple', 'iPhone 14 Pro', 2023);
INSERT INTO devices (device_id, customer_id, device_type, brand, model, purchase_year) VALUES (7, 5, 'console', 'Nintendo', 'Switch', NULL);
INSERT INTO devices (device_id, customer_id, device_type, brand, model, purchase_year) VALUES (8, 5, 'phone', 'Samsung', 'Galaxy S22 Ultra', 2022);
INSERT INTO devices (device_id, customer_id, device_type, brand, model, purchase_year) VALUES (9, 6, 'laptop', 'Dell', 'XPS 13', 2020);
INSERT INTO devices (device_id, customer_id, device_type, brand, model, purchase_year) VALUES (10, 6, 'phone', 'Apple', 'iPhone 13', 2023);
INSERT INTO devices (device_id, customer_id, device_type, brand, model, purchase_year) VALUES (11, 7, 'phone', 'Google', 'Pixel 7', 2023);
INSERT INTO devices (device_id, customer_id, device_type, brand, model, purchase_year) VALUES (12, 7, 'console', 'Sony', 'PS5', 2021);
INSERT INTO devices (device_id, customer_id, device_type, brand, model, purchase_year) VALUES (13, 8, 'phone', 'Apple', 'iPhone 12 Pro', NULL);
INSERT INTO devices (device_id, customer_id, device_type, brand, model, purchase_year) VALUES (14, 9, 'laptop', 'Lenovo', 'ThinkPad T14', 2022);
INSERT INTO devices (device_id, customer_id, device_type, brand, model, purchase_year) VALUES (15, 9, 'tablet', 'Samsung', 'Galaxy Tab S7', 2021);
INSERT INTO devices (device_id, customer_id, device_type, brand, model, purchase_year) VALUES (16, 10, 'phone', 'Apple', 'iPhone 11', 2020);
INSERT INTO devices (device_id, customer_id, device_type, brand, model, purchase_year) VALUES (17, 11, 'phone', 'Samsung', 'Galaxy S21 FE', 2022);
INSERT INTO devices (device_id, customer_id, device_type, brand, model, purchase_year) VALUES (18, 12, 'tablet', 'Apple', 'iPad Air', 2022);
INSERT INTO devices (device_id, customer_id, device_type, brand, model, purchase_year) VALUES (19, 12, 'phone', 'Apple', 'iPhone 14 Pro', 2023);
INSERT INTO devices (device_id, customer_id, device_type, brand, model, purchase_year) VALUES (20, 13, 'laptop', 'HP', 'Pavilion 15', NULL);
INSERT INTO devices (device_id, customer_id, device_type, brand, model, purchase_year) VALUES (21, 14, 'phone', 'Apple', 'iPhone 12', 2021);
INSERT INTO devices (device_id, customer_id, device_type, brand, model, purchase_year) VALUES (22, 15, 'laptop', 'Apple', 'MacBook Air M1', 2020);
INSERT INTO devices (device_id, customer_id, device_type, brand, model, purchase_year) VALUES (23, 15, 'phone', 'Samsung', 'Galaxy A52', 2021);
INSERT INTO devices (device_id, customer_id, device_type, brand, model, purchase_year) VALUES (24, 16, 'tablet', 'Apple', 'iPad 9th gen', NULL);
INSERT INTO devices (device_id, customer_id, device_type, brand, model, purchase_year) VALUES (25, 16, 'phone', 'Google', 'Pixel 7', 2022);
INSERT INTO devices (device_id, customer_id, device_type, brand, model, purchase_year) VALUES (26, 17, 'watch', 'Apple', 'Watch Series 6', 2021);
INSERT INTO devices (device_id, customer_id, device_type, brand, model, purchase_year) VALUES (27, 17, 'phone', 'Apple', 'iPhone 13', NULL);
INSERT INTO devices (device_id, customer_id, device_type, brand, model, purchase_year) VALUES (28, 18, 'laptop', 'Dell', 'XPS 13', 2021);
INSERT INTO devices (device_id, customer_id, device_type, brand, model, purchase_year) VALUES (29, 13, 'phone', 'Samsung', 'Galaxy S21', 2021);
INSERT INTO devices (device_id, customer_id, device_type, brand, model, purchase_year) VALUES (30, 4, 'laptop', 'HP', 'Pavilion 15', 2019);
INSERT INTO repair_jobs (job_id, device_id, technician_id, booked_in_date, promised_date, completed_date, collected_date, repair_type, quoted_price, final_price, is_warranty) VALUES (1, 1, 2, '2024-10-03', '2024-10-06', '2024-10-05', '2024-10-10', 'screen', 129.0, 149.0, 0);
INSERT INTO repair_jobs (job_id, device_id, technician_id, booked_in_date, promised_date, completed_date, collected_date, repair_type, quoted_price, final_price, is_warranty) VALUES (2, 3, 3, '2024-10-07', '2024-10-12', '2024-10-10', '2024-10-12', 'battery', 69.0, 69.0, 0);
INSERT INTO repair_jobs (job_id, device_id, technician_id, booked_in_date, promised_date, completed_date, collected_date, repair_type, quoted_price, final_price, is_warranty) VALUES (3, 9, 5, '2024-10-10', '2024-10-13', '2024-10-13', '2024-10-14', 'battery', 139.0, 139.0, 0);
INSERT INTO repair_jobs (job_id, device_id, technician_id, booked_in_date, promised_date, completed_date, collected_date, repair_type, quoted_price, final_price, is_warranty) VALUES (4, 12, 13, '2024-10-15', '2024-10-20', '2024-10-19', '2024-10-21', 'hdmi port', 89.0, 79.0, 0);
INSERT INTO repair_jobs (job_id, device_id, technician_id, booked_in_date, promised_date, completed_date, collected_date, repair_type, quoted_price, final_price, is_warranty) VALUES (5, 4, 8, '2024-10-22', '2024-10-25', '2024-10-25', '2024-10-25', 'screen', 129.0, 119.0, 0);
INSERT INTO repair_jobs (job_id, device_id, technician_id, booked_in_date, promised_date, completed_date, collected_date, repair_type, quoted_price, final_price, is_warranty) VALUES (6, 2, 3, '2024-10-29', '2024-11-01', '2024-11-04', '2024-11-04', 'keyboard', 169.0, 169.0, 0);
INSERT INTO repair_jobs (job_id, device_id, technician_id, booked_in_date, promised_date, completed_date, collected_date, repair_type, quoted_price, final_price, is_warranty) VALUES (7, 6, 2, '2024-11-04', '2024-11-09', '2024-11-10', '2024-11-11', 'screen', 299.0, 299.0, 0);
INSERT INTO repair_jobs (job_id, device_id, technician_id, booked_in_date, promised_date, completed_date, collected_date, repair_type, quoted_price, final_price, is_warranty) VALUES (8, 7, 13, '2024-11-08', '2024-11-10', '2024-11-09', '2024-11-09', 'joy-con drift', 39.0, 59.0, 0);
INSERT INTO repair_jobs (job_id, device_id, technician_id, booked_in_date, promised_date, completed_date, collected_date, repair_type, quoted_price, final_price, is_warranty) VALUES (9, 11, 4, '2024-11-12', '2024-11-17', '2024-11-16', '2024-11-17', 'screen', 149.0, 169.0, 0);
INSERT INTO repair_jobs (job_id, device_id, technician_id, booked_in_date, promised_date, completed_date, collected_date, repair_type, quoted_price, final_price, is_warranty) VALUES (10, 14, 5, '2024-11-18', '2024-11-21', '2024-11-20', '2024-11-25', 'software', 49.0, 59.0, 0);
INSERT INTO repair_jobs (job_id, device_id, technician_id, booked_in_date, promised_date, completed_date, collected_date, repair_type, quoted_price, final_price, is_warranty) VALUES (11, 5, 9, '2024-11-25', '2024-11-29', '2024-11-28', '2024-11-28', 'screen', 119.0, 129.0, 0);
INSERT INTO repair_jobs (job_id, device_id, technician_id, booked_in_date, promised_date, completed_date, collected_date, repair_type, quoted_price, final_price, is_warranty) VALUES (12, 10, 2, '2024-12-02', '2024-12-05', '2024-12-06', '2024-12-07', 'charging port', 49.0, 59.0, 0);
INSERT INTO repair_jobs (job_id, device_id, technician_id, booked_in_date, promised_date, completed_date, collected_date, repair_type, quoted_price, final_price, is_warranty) VALUES (13, 13, 11, '2024-12-05', '2024-12-09', '2024-12-06', '2024-12-06', 'screen', 149.0, 169.0, 0);
INSERT INTO repair_jobs (job_id, device_id, technician_id, booked_in_date, promised_date, completed_date, collected_date, repair_type, quoted_price, final_price, is_warranty) VALUES (14, 15, 8, '2024-12-09', '2024-12-14', '2024-12-11', '2024-12-11', 'water damage', 95.0, 105.0, 0);
INSERT INTO repair_jobs (job_id, device_id, technician_id, booked_in_date, promised_date, completed_date, collected_date, repair_type, quoted_price, final_price, is_warranty) VALUES (15, 16, 3, '2024-12-12', '2024-12-17', '2024-12-13', '2024-12-13', 'battery', 69.0, 59.0, 0);
INSERT INTO repair_jobs (job_id, device_id, technician_id, booked_in_date, promised_date, completed_date, collected_date, repair_type, quoted_price, final_price, is_warranty) VALUES (16, 1, 2, '2024-12-16', '2024-12-19', '2024-12-19', '2024-12-20', 'screen', 0.0, 0.0, 1);
INSERT INTO repair_jobs (job_id, device_id, technician_id, booked_in_date, promised_date, completed_date, collected_date, repair_type, quoted_price, final_price, is_warranty) VALUES (17, 17, 15, '2024-12-19', '2024-12-22', '2024-12-21', '2024-12-22', 'charging port', 49.0, 49.0, 0);
INSERT INTO repair_jobs (job_id, device_id, technician_id, booked_in_date, promised_date, completed_date, collected_date, repair_type, quoted_price, final_price, is_warranty) VALUES (18, 18, 9, '2025-01-06', '2025-01-10', '2025-01-12', '2025-01-13', 'battery', 89.0, 109.0, 0);
INSERT INTO repair_jobs (job_id, device_id, technician_id, booked_in_date, promised_date, completed_date, collected_date, repair_type, quoted_price, final_price, is_warranty) VALUES (19, 20, 5, '2025-01-08', '2025-01-13', '2025-01-09', '2025-01-10', 'keyboard', 119.0, 119.0, 0);
INSERT INTO repair_jobs (job_id, device_id, technician_id, booked_in_date, promised_date, completed_date, collected_date, repair_type, quoted_price, final_price, is_warranty) VALUES (20, 19, 2, '2025-01-10', '2025-01-15', '2025-01-14', '2025-01-15', 'screen', 299.0, 299.0, 0);
INSERT INTO repair_jobs (job_id, device_id, technician_id, booked_in_date, promised_date, completed_date, collected_date, repair_type, quoted_price, final_price, is_warranty) VALUES (21, 21, 4, '2025-01-14', '2025-01-17', '2025-01-16', '2025-01-17', 'screen', 129.0, 129.0, 0);
INSERT INTO repair_jobs (job_id, device_id, technician_id, booked_in_date, promised_date, completed_date, collected_date, repair_type, quoted_price, final_price, is_warranty) VALUES (22, 22, 3, '2025-01-17', '2025-01-20', '2025-01-19', '2025-01-20', 'logic board', 299.0, 299.0, 0);
INSERT INTO repair_jobs (job_id, device_id, technician_id, booked_in_date, promised_date, completed_date, collected_date, repair_type, quoted_price, final_price, is_warranty) VALUES (23, 23, 15, '2025-01-21', '2025-01-24', '2025-01-22', '2025-01-24', 'software', 39.0, 39.0, 0);
INSERT INTO repair_jobs (job_id, device_id, technician_id, booked_in_date, promised_date, completed_date, collected_date, repair_type, quoted_price, final_price, is_warranty) VALUES (24, 8, 13, '2025-01-23', '2025-01-26', '2025-01-26', '2025-01-28', 'screen', 269.0, 269.0, 0);
INSERT INTO repair_jobs (job_id, device_id, technician_id, booked_in_date, promised_date, completed_date, collected_date, repair_type, quoted_price, final_price, is_warranty) VALUES (25, 24, 11, '2025-01-27', '2025-01-29', '2025-02-02', '2025-02-03', 'screen', 119.0, 119.0, 0);
INSERT INTO repair_jobs (job_id, device_id, technician_id, booked_in_date, promised_date, completed_date, collected_date, repair_type, quoted_price, final_price, is_warranty) VALUES (26, 25, 4, '2025-01-30', '2025-02-03', '2025-02-02', '2025-02-03', 'charging port', 49.0, 49.0, 0);
INSERT INTO repair_jobs (job_id, device_id, technician_id, booked_in_date, promised_date, completed_date, collected_date, repair_type, quoted_price, final_price, is_warranty) VALUES (27, 26, 7, '2025-02-03', '2025-02-07', '2025-02-06', '2025-02-07', 'battery', 79.0, 79.0, 0);
INSERT INTO repair_jobs (job_id, device_id, technician_id, booked_in_date, promised_date, completed_date, collected_date, repair_type, quoted_price, final_price, is_warranty) VALUES (28, 27, 2, '2025-02-05', '2025-02-08', '2025-02-08', NULL, 'screen', 159.0, 169.0, 0);
INSERT INTO repair_jobs (job_id, device_id, technician_id, booked_in_date, promised_date, completed_date, collected_date, repair_type, quoted_price, final_price, is_warranty) VALUES (29, 28, 5, '2025-02-07', '2025-02-09', '2025-02-10', '2025-02-12', 'battery', 139.0, 139.0, 0);
INSERT INTO repair_jobs (job_id, device_id, technician_id, booked_in_date, promised_date, completed_date, collected_date, repair_type, quoted_price, final_price, is_warranty) VALUES (30, 29, 3, '2025-02-11', '2025-02-13', '2025-02-13', NULL, 'screen', 179.0, 189.0, 0);
INSERT INTO repair_jobs (job_id, device_id, technician_id, booked_in_date, promised_date, completed_date, collected_date, repair_type, quoted_price, final_price, is_warranty) VALUES (31, 3, 13, '2025-02-13', '2025-02-18', '2025-02-15', '2025-02-15', 'charging port', 49.0, 49.0, 0);
INSERT INTO repair_jobs (job_id, device_id, technician_id, booked_in_date, promised_date, completed_date, collected_date, repair_type, quoted_price, final_price, is_warranty) VALUES (32, 9, 12, '2025-02-17', '2025-02-22', '2025-02-18', NULL, 'software', 49.0, 59.0, 0);
INSERT INTO repair_jobs (job_id, device_id, technician_id, booked_in_date, promised_date, completed_date, collected_date, repair_type, quoted_price, final_price, is_warranty) VALUES (33, 30, 15, '2025-02-19', '2025-02-22', '2025-02-25', NULL, 'battery', 99.0, 99.0, 0);
INSERT INTO repair_jobs (job_id, device_id, technician_id, booked_in_date, promised_date, completed_date, collected_date, repair_type, quoted_price, final_price, is_warranty) VALUES (34, 10, 2, '2025-02-24', '2025-02-27', NULL, NULL, 'battery', 69.0, NULL, 0);
INSERT INTO repair_jobs (job_id, device_id, technician_id, booked_in_date, promised_date, completed_date, collected_date, repair_type, quoted_price, final_price, is_warranty) VALUES (35, 11, 7, '2025-02-26', '2025-02-28', '2025-03-04', NULL, 'battery', 69.0, 79.0, 0);
INSERT INTO repair_jobs (job_id, device_id, technician_id, booked_in_date, promised_date, completed_date, collected_date, repair_type, quoted_price, final_price, is_warranty) VALUES (36, 6, 4, '2025-03-03', '2025-03-06', NULL, NULL, 'charging port', 49.0, NULL, 1);
INSERT INTO repair_jobs (job_id, device_id, technician_id, booked_in_date, promised_date, completed_date, collected_date, repair_type, quoted_price, final_price, is_warranty) VALUES (37, 14, 3, '2025-03-05', '2025-03-08', NULL, NULL, 'keyboard', 129.0, NULL, 0);
INSERT INTO repair_jobs (job_id, device_id, technician_id, booked_in_date, promised_date, completed_date, collected_date, repair_type, quoted_price, final_price, is_warranty) VALUES (38, 16, 9, '2025-03-06', '2025-03-08', NULL, NULL, 'screen', 129.0, NULL, 0);
INSERT INTO repair_jobs (job_id, device_id, technician_id, booked_in_date, promised_date, completed_date, collected_date, repair_type, quoted_price, final_price, is_warranty) VALUES (39, 5, 11, '2025-03-10', '2025-03-13', NULL, NULL, 'charging port', 59.0, NULL, 0);
INSERT INTO repair_jobs (job_id, device_id, technician_id, booked_in_date, promised_date, completed_date, collected_date, repair_type, quoted_price, final_price, is_warranty) VALUES (40, 2, 5, '2025-03-11', '2025-03-15', NULL, NULL, 'battery', 129.0, NULL, 0);
INSERT INTO repair_jobs (job_id, device_id, technician_id, booked_in_date, promised_date, completed_date, collected_date, repair_type, quoted_price, final_price, is_warranty) VALUES (41, 12, 13, '2025-03-12', '2025-03-14', NULL, NULL, 'software', 39.0, NULL, 0);
INSERT INTO repair_jobs (job_id, device_id, technician_id, booked_in_date, promised_date, completed_date, collected_date, repair_type, quoted_price, final_price, is_warranty) VALUES (42, 13, 2, '2025-03-13', '2025-03-16', NULL, NULL, 'battery', 69.0, NULL, 0);
INSERT INTO parts (part_id, part_name, supplier, unit_cost, retail_price, stock_qty, last_ordered_date) VALUES (1, 'Screen - iPhone 12', 'PartsHub', 62.0, 119.0, 6, '2025-01-14');
INSERT INTO parts (part_id, part_name, supplier, unit_cost, retail_price, stock_qty, last_ordered_date) VALUES (2, 'Screen - iPhone 12 Pro', 'PartsHub', 78.0, 139.0, 3, '2024-11-02');
INSERT INTO parts (part_id, part_name, supplier, unit_cost, retail_price, stock_qty, last_ordered_date) VALUES (3, 'Screen - iPhone 13', 'PartsHub', 85.0, 149.0, 7, '2025-02-03');
INSERT INTO parts (part_id, part_name, supplier, unit_cost, retail_price, stock_qty, last_ordered_date) VALUES (4, 'Screen - iPhone 14 Pro', 'iFixSupply', 180.0, 289.0, 2, '2025-01-27');
INSERT INTO parts (part_id, part_name, supplier, unit_cost, retail_price, stock_qty, last_ordered_date) VALUES (5, 'Screen - Galaxy S21', 'MobileSpares UK', 95.0, 169.0, 4, '2024-12-09');
INSERT INTO parts (part_id, part_name, supplier, unit_cost, retail_price, stock_qty, last_ordered_date) VALUES (6, 'Screen - Galaxy S22 Ultra', 'MobileSpares UK', 165.0, 259.0, 1, '2024-10-18');
INSERT INTO parts (part_id, part_name, supplier, unit_cost, retail_price, stock_qty, last_ordered_date) VALUES (7, 'Battery - iPhone 11-13', 'PartsHub', 18.0, 59.0, 12, '2025-02-10');
INSERT INTO parts (part_id, part_name, supplier, unit_cost, retail_price, stock_qty, last_ordered_date) VALUES (8, 'Battery - Galaxy S21', 'MobileSpares UK', 20.0, 59.0, 5, NULL);
INSERT INTO parts (part_id, part_name, supplier, unit_cost, retail_price, stock_qty, last_ordered_date) VALUES (9, 'Adhesive seal kit', 'PartsHub', 1.5, 5.0, 40, '2025-02-10');
INSERT INTO parts (part_id, part_name, supplier, unit_cost, retail_price, stock_qty, last_ordered_date) VALUES (10, 'Charging port flex - USB-C', 'MobileSpares UK', 6.0, 29.0, 9, '2024-12-09');
INSERT INTO parts (part_id, part_name, supplier, unit_cost, retail_price, stock_qty, last_ordered_date) VALUES (11, 'Charging port flex - Lightning', 'PartsHub', 7.0, 29.0, 8, NULL);
INSERT INTO parts (part_id, part_name, supplier, unit_cost, retail_price, stock_qty, last_ordered_date) VALUES (12, 'Logic board - MacBook Air M1', 'iFixSupply', 210.0, 260.0, 1, '2024-09-30');
INSERT INTO parts (part_id, part_name, supplier, unit_cost, retail_price, stock_qty, last_ordered_date) VALUES (13, 'Keyboard - MacBook Air M1', 'iFixSupply', 45.0, 99.0, 2, '2024-11-21');
INSERT INTO parts (part_id, part_name, supplier, unit_cost, retail_price, stock_qty, last_ordered_date) VALUES (14, 'Laptop battery - Dell XPS 13', 'LaptopBits', 55.0, 109.0, 3, '2024-10-05');
INSERT INTO parts (part_id, part_name, supplier, unit_cost, retail_price, stock_qty, last_ordered_date) VALUES (15, 'HDMI port - PS5', 'ConsoleFix', 9.0, 39.0, 6, NULL);
INSERT INTO parts (part_id, part_name, supplier, unit_cost, retail_price, stock_qty, last_ordered_date) VALUES (16, 'Joy-Con stick module', 'ConsoleFix', 4.0, 19.0, 15, '2025-01-06');
INSERT INTO parts (part_id, part_name, supplier, unit_cost, retail_price, stock_qty, last_ordered_date) VALUES (17, 'Screen - iPad 9th gen', 'iFixSupply', 48.0, 109.0, 3, '2024-12-16');
INSERT INTO parts (part_id, part_name, supplier, unit_cost, retail_price, stock_qty, last_ordered_date) VALUES (18, 'Screen - Pixel 7', 'MobileSpares UK', 70.0, 139.0, 2, NULL);
INSERT INTO parts (part_id, part_name, supplier, unit_cost, retail_price, stock_qty, last_ordered_date) VALUES (19, 'Thermal paste', 'LaptopBits', 3.0, 10.0, 25, '2024-08-12');
INSERT INTO parts (part_id, part_name, supplier, unit_cost, retail_price, stock_qty, last_ordered_date) VALUES (20, 'SSD 512GB', 'LaptopBits', 38.0, 79.0, 5, '2025-01-20');
INSERT INTO parts (part_id, part_name, supplier, unit_cost, retail_price, stock_qty, last_ordered_date) VALUES (21, 'Screen - iPhone 11', 'PartsHub', 49.0, 99.0, 4, NULL);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (1, 1, 3, 1);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (2, 1, 9, 1);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (3, 2, 8, 1);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (4, 2, 9, 1);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (5, 3, 14, 1);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (6, 4, 15, 1);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (7, 4, 19, 1);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (8, 5, 1, 1);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (9, 5, 9, 1);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (10, 6, 13, 1);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (11, 7, 4, 1);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (12, 7, 9, 1);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (13, 8, 16, 2);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (14, 9, 18, 1);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (15, 9, 9, 1);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (16, 10, 20, 1);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (17, 11, 17, 1);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (18, 11, 9, 1);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (19, 12, 11, 1);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (20, 13, 2, 1);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (21, 13, 9, 1);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (22, 14, 9, 2);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (23, 15, 7, 1);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (24, 15, 9, 1);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (25, 16, 3, 1);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (26, 16, 9, 1);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (27, 17, 10, 1);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (28, 20, 4, 1);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (29, 20, 9, 1);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (30, 21, 1, 1);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (31, 21, 9, 1);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (32, 22, 12, 1);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (33, 22, 19, 1);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (34, 24, 6, 1);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (35, 24, 9, 1);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (36, 25, 17, 1);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (37, 25, 9, 1);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (38, 26, 10, 1);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (39, 28, 3, 1);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (40, 28, 9, 1);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (41, 29, 14, 1);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (42, 30, 5, 1);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (43, 30, 9, 1);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (44, 31, 10, 1);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (45, 34, 7, 1);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (46, 34, 9, 1);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (47, 36, 11, 1);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (48, 38, 21, 1);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (49, 38, 9, 1);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (50, 39, 11, 1);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (51, 42, 7, 1);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (52, 42, 9, 1);
COMMIT;
