-- window_cleaning: a small window-cleaning round (cleaners, customers, jobs, payments, complaints)
BEGIN TRANSACTION;
CREATE TABLE cleaners (
  cleaner_id INTEGER PRIMARY KEY,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  phone TEXT, -- NULL = no mobile number on file
  hired_date TEXT NOT NULL,
  left_date TEXT, -- NULL = still works on the round
  hourly_rate REAL NOT NULL,
  is_ladder_certified INTEGER NOT NULL CHECK (is_ladder_certified IN (0,1))
);
CREATE TABLE customers (
  customer_id INTEGER PRIMARY KEY,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  business_name TEXT, -- NULL = domestic (household) customer, not a business
  street TEXT NOT NULL,
  town TEXT NOT NULL,
  phone TEXT, -- NULL = customer gave no phone number
  signup_date TEXT NOT NULL,
  visit_interval_weeks INTEGER NOT NULL,
  is_commercial INTEGER NOT NULL CHECK (is_commercial IN (0,1))
);
CREATE TABLE jobs (
  job_id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers(customer_id),
  cleaner_id INTEGER REFERENCES cleaners(cleaner_id), -- NULL = not yet assigned to a cleaner
  scheduled_date TEXT NOT NULL,
  completed_date TEXT, -- NULL = job not done (yet)
  quoted_price REAL NOT NULL,
  windows_cleaned INTEGER, -- NULL = job not done, so no windows counted
  is_inside_included INTEGER NOT NULL CHECK (is_inside_included IN (0,1))
);
CREATE TABLE payments (
  payment_id INTEGER PRIMARY KEY,
  job_id INTEGER NOT NULL REFERENCES jobs(job_id),
  paid_date TEXT NOT NULL,
  amount_paid REAL NOT NULL,
  method TEXT NOT NULL,
  tip REAL -- NULL = no tip recorded
);
CREATE TABLE complaints (
  complaint_id INTEGER PRIMARY KEY,
  job_id INTEGER NOT NULL REFERENCES jobs(job_id),
  raised_date TEXT NOT NULL,
  category TEXT NOT NULL,
  resolved_date TEXT, -- NULL = complaint still open
  refund_amount REAL -- NULL = no refund given
);
INSERT INTO cleaners (cleaner_id, first_name, last_name, phone, hired_date, left_date, hourly_rate, is_ladder_certified) VALUES (1, 'Dave', 'Mercer', '07700 900101', '2019-03-04', NULL, 14.5, 1);
INSERT INTO cleaners (cleaner_id, first_name, last_name, phone, hired_date, left_date, hourly_rate, is_ladder_certified) VALUES (2, 'Sam', 'Patel', '07700 900102', '2020-06-15', NULL, 13.0, 1);
INSERT INTO cleaners (cleaner_id, first_name, last_name, phone, hired_date, left_date, hourly_rate, is_ladder_certified) VALUES (3, 'Sam', 'O''Neill', NULL, '2022-02-01', '2024-03-29', 12.5, 0);
INSERT INTO cleaners (cleaner_id, first_name, last_name, phone, hired_date, left_date, hourly_rate, is_ladder_certified) VALUES (4, 'Priya', 'Shah', '07700 900104', '2021-09-13', NULL, 13.75, 1);
INSERT INTO cleaners (cleaner_id, first_name, last_name, phone, hired_date, left_date, hourly_rate, is_ladder_certified) VALUES (5, 'Tom', 'Briggs', '07700 900105', '2018-05-21', NULL, 15.0, 1);
INSERT INTO cleaners (cleaner_id, first_name, last_name, phone, hired_date, left_date, hourly_rate, is_ladder_certified) VALUES (6, 'Lucy', 'Hart', NULL, '2023-04-03', NULL, 12.0, 0);
INSERT INTO cleaners (cleaner_id, first_name, last_name, phone, hired_date, left_date, hourly_rate, is_ladder_certified) VALUES (7, 'Gareth', 'Jones', '07700 900107', '2017-08-28', '2024-01-31', 15.5, 1);
INSERT INTO cleaners (cleaner_id, first_name, last_name, phone, hired_date, left_date, hourly_rate, is_ladder_certified) VALUES (8, 'Megan', 'Lowe', '07700 900108', '2022-10-10', NULL, 12.75, 0);
INSERT INTO cleaners (cleaner_id, first_name, last_name, phone, hired_date, left_date, hourly_rate, is_ladder_certified) VALUES (9, 'Kieran', 'Doyle', '07700 900109', '2023-01-16', NULL, 12.25, 1);
INSERT INTO cleaners (cleaner_id, first_name, last_name, phone, hired_date, left_date, hourly_rate, is_ladder_certified) VALUES (10, 'Jo', 'Whitfield', NULL, '2021-03-01', '2023-11-30', 13.25, 1);
INSERT INTO cleaners (cleaner_id, first_name, last_name, phone, hired_date, left_date, hourly_rate, is_ladder_certified) VALUES (11, 'Ahmed', 'Rahman', '07700 900111', '2020-11-02', NULL, 14.0, 1);
INSERT INTO cleaners (cleaner_id, first_name, last_name, phone, hired_date, left_date, hourly_rate, is_ladder_certified) VALUES (12, 'Chloe', 'Barnes', '07700 900112', '2023-09-04', NULL, 12.0, 0);
INSERT INTO cleaners (cleaner_id, first_name, last_name, phone, hired_date, left_date, hourly_rate, is_ladder_certified) VALUES (13, 'Ryan', 'Cole', '07700 900113', '2024-02-05', NULL, 11.75, 0);
INSERT INTO cleaners (cleaner_id, first_name, last_name, phone, hired_date, left_date, hourly_rate, is_ladder_certified) VALUES (14, 'Beth', 'Turner', NULL, '2019-07-08', NULL, 14.25, 1);
INSERT INTO cleaners (cleaner_id, first_name, last_name, phone, hired_date, left_date, hourly_rate, is_ladder_certified) VALUES (15, 'Marek', 'Nowak', '07700 900115', '2022-05-23', NULL, 13.5, 1);
INSERT INTO customers (customer_id, first_name, last_name, business_name, street, town, phone, signup_date, visit_interval_weeks, is_commercial) VALUES (1, 'Dave', 'Ashworth', NULL, '26 Hill View', 'Cobham Vale', '01632 195707', '2024-02-12', 8, 0);
INSERT INTO customers (customer_id, first_name, last_name, business_name, street, town, phone, signup_date, visit_interval_weeks, is_commercial) VALUES (2, 'Lucy', 'Brennan', NULL, '53 Park Avenue', 'Hatherley', '01632 857050', '2023-02-06', 8, 0);
INSERT INTO customers (customer_id, first_name, last_name, business_name, street, town, phone, signup_date, visit_interval_weeks, is_commercial) VALUES (3, 'Margaret', 'Clarke', NULL, '74 Bramley Close', 'Elmford', '01632 308751', '2021-04-14', 4, 0);
INSERT INTO customers (customer_id, first_name, last_name, business_name, street, town, phone, signup_date, visit_interval_weeks, is_commercial) VALUES (4, 'Ian', 'Dunn', NULL, '84 Church Lane', 'Elmford', NULL, '2022-01-20', 8, 0);
INSERT INTO customers (customer_id, first_name, last_name, business_name, street, town, phone, signup_date, visit_interval_weeks, is_commercial) VALUES (5, 'Helen', 'Ellis', 'Elmford Dental Practice', '79 Forge Lane', 'Cobham Vale', '01632 255867', '2021-02-08', 4, 1);
INSERT INTO customers (customer_id, first_name, last_name, business_name, street, town, phone, signup_date, visit_interval_weeks, is_commercial) VALUES (6, 'Raj', 'Farooq', NULL, '13 Brook Rise', 'Hatherley', NULL, '2023-04-13', 4, 0);
INSERT INTO customers (customer_id, first_name, last_name, business_name, street, town, phone, signup_date, visit_interval_weeks, is_commercial) VALUES (7, 'Sophie', 'Gibbs', NULL, '33 Mill Lane', 'Bramley', '01632 555667', '2021-06-04', 8, 0);
INSERT INTO customers (customer_id, first_name, last_name, business_name, street, town, phone, signup_date, visit_interval_weeks, is_commercial) VALUES (8, 'Graham', 'Hughes', NULL, '51 High Street', 'Elmford', '01632 193604', '2022-09-20', 6, 0);
INSERT INTO customers (customer_id, first_name, last_name, business_name, street, town, phone, signup_date, visit_interval_weeks, is_commercial) VALUES (9, 'Fiona', 'Irwin', NULL, '52 Hill View', 'Cobham Vale', '01632 137205', '2021-11-02', 4, 0);
INSERT INTO customers (customer_id, first_name, last_name, business_name, street, town, phone, signup_date, visit_interval_weeks, is_commercial) VALUES (10, 'Peter', 'Jenkins', NULL, '28 Brook Rise', 'Hatherley', '01632 105937', '2023-06-06', 8, 0);
INSERT INTO customers (customer_id, first_name, last_name, business_name, street, town, phone, signup_date, visit_interval_weeks, is_commercial) VALUES (11, 'Anita', 'Kaur', 'The Crown Inn', '26 The Green', 'Bramley', '01632 985064', '2021-10-10', 4, 1);
INSERT INTO customers (customer_id, first_name, last_name, business_name, street, town, phone, signup_date, visit_interval_weeks, is_commercial) VALUES (12, 'Colin', 'Lam', NULL, '57 High Street', 'Elmford', NULL, '2024-03-21', 4, 0);
INSERT INTO customers (customer_id, first_name, last_name, business_name, street, town, phone, signup_date, visit_interval_weeks, is_commercial) VALUES (13, 'Joanne', 'Moss', NULL, '48 Hill View', 'Cobham Vale', '01632 554893', '2022-01-09', 4, 0);
INSERT INTO customers (customer_id, first_name, last_name, business_name, street, town, phone, signup_date, visit_interval_weeks, is_commercial) VALUES (14, 'Martin', 'Norris', NULL, '46 Brook Rise', 'Hatherley', '01632 653518', '2022-03-22', 4, 0);
INSERT INTO customers (customer_id, first_name, last_name, business_name, street, town, phone, signup_date, visit_interval_weeks, is_commercial) VALUES (15, 'Sue', 'Osborne', NULL, '30 Mill Lane', 'Bramley', NULL, '2023-01-07', 8, 0);
INSERT INTO customers (customer_id, first_name, last_name, business_name, street, town, phone, signup_date, visit_interval_weeks, is_commercial) VALUES (16, 'Owen', 'Pryce', NULL, '86 Bramley Close', 'Elmford', '01632 889840', '2023-07-15', 4, 0);
INSERT INTO customers (customer_id, first_name, last_name, business_name, street, town, phone, signup_date, visit_interval_weeks, is_commercial) VALUES (17, 'Nadia', 'Quinn', 'Hatherley Library', '17 Forge Lane', 'Cobham Vale', '01632 254550', '2021-09-06', 4, 1);
INSERT INTO customers (customer_id, first_name, last_name, business_name, street, town, phone, signup_date, visit_interval_weeks, is_commercial) VALUES (18, 'Trevor', 'Reid', NULL, '61 Brook Rise', 'Hatherley', '01632 781725', '2022-06-27', 6, 0);
INSERT INTO customers (customer_id, first_name, last_name, business_name, street, town, phone, signup_date, visit_interval_weeks, is_commercial) VALUES (19, 'Wendy', 'Stone', NULL, '4 Bramley Close', 'Elmford', '01632 335096', '2021-08-26', 8, 0);
INSERT INTO customers (customer_id, first_name, last_name, business_name, street, town, phone, signup_date, visit_interval_weeks, is_commercial) VALUES (20, 'Keith', 'Tait', NULL, '72 Station Road', 'Elmford', '01632 645092', '2023-02-01', 4, 0);
INSERT INTO customers (customer_id, first_name, last_name, business_name, street, town, phone, signup_date, visit_interval_weeks, is_commercial) VALUES (21, 'Margaret', 'Underwood', NULL, '79 Hill View', 'Cobham Vale', '01632 444085', '2023-12-19', 6, 0);
INSERT INTO customers (customer_id, first_name, last_name, business_name, street, town, phone, signup_date, visit_interval_weeks, is_commercial) VALUES (22, 'Brian', 'Vance', NULL, '4 Chapel Street', 'Hatherley', '01632 922782', '2023-08-14', 6, 0);
INSERT INTO customers (customer_id, first_name, last_name, business_name, street, town, phone, signup_date, visit_interval_weeks, is_commercial) VALUES (23, 'Claire', 'Walsh', 'Greenway Motors', '63 The Green', 'Bramley', '01632 509687', '2022-09-11', 4, 1);
INSERT INTO customers (customer_id, first_name, last_name, business_name, street, town, phone, signup_date, visit_interval_weeks, is_commercial) VALUES (24, 'Derek', 'Yates', NULL, '70 High Street', 'Elmford', NULL, '2022-03-22', 4, 0);
INSERT INTO customers (customer_id, first_name, last_name, business_name, street, town, phone, signup_date, visit_interval_weeks, is_commercial) VALUES (25, 'Hannah', 'Bramley', NULL, '17 Meadow Drive', 'Cobham Vale', '01632 627772', '2022-01-12', 4, 0);
INSERT INTO customers (customer_id, first_name, last_name, business_name, street, town, phone, signup_date, visit_interval_weeks, is_commercial) VALUES (26, 'Neil', 'Cross', NULL, '33 Park Avenue', 'Hatherley', NULL, '2022-09-16', 4, 0);
INSERT INTO customers (customer_id, first_name, last_name, business_name, street, town, phone, signup_date, visit_interval_weeks, is_commercial) VALUES (27, 'Paula', 'Doherty', NULL, '15 Bramley Close', 'Elmford', '01632 200009', '2021-06-23', 4, 0);
INSERT INTO customers (customer_id, first_name, last_name, business_name, street, town, phone, signup_date, visit_interval_weeks, is_commercial) VALUES (28, 'Stuart', 'Evans', NULL, '26 Bramley Close', 'Elmford', '01632 637486', '2023-08-15', 8, 0);
INSERT INTO customers (customer_id, first_name, last_name, business_name, street, town, phone, signup_date, visit_interval_weeks, is_commercial) VALUES (29, 'Tanya', 'Fry', 'Bramley Bakery', '74 Forge Lane', 'Cobham Vale', '01632 228285', '2023-08-02', 4, 1);
INSERT INTO customers (customer_id, first_name, last_name, business_name, street, town, phone, signup_date, visit_interval_weeks, is_commercial) VALUES (30, 'Victor', 'Grant', NULL, '27 Park Avenue', 'Hatherley', '01632 449019', '2023-12-19', 8, 0);
INSERT INTO customers (customer_id, first_name, last_name, business_name, street, town, phone, signup_date, visit_interval_weeks, is_commercial) VALUES (31, 'Yvonne', 'Holt', NULL, '85 Mill Lane', 'Bramley', NULL, '2021-05-13', 4, 0);
INSERT INTO customers (customer_id, first_name, last_name, business_name, street, town, phone, signup_date, visit_interval_weeks, is_commercial) VALUES (32, 'Alan', 'Ince', NULL, '31 Church Lane', 'Elmford', '01632 312681', '2023-06-27', 4, 0);
INSERT INTO customers (customer_id, first_name, last_name, business_name, street, town, phone, signup_date, visit_interval_weeks, is_commercial) VALUES (33, 'Sam', 'Jarvis', NULL, '77 Hill View', 'Cobham Vale', '01632 165853', '2022-11-12', 6, 0);
INSERT INTO customers (customer_id, first_name, last_name, business_name, street, town, phone, signup_date, visit_interval_weeks, is_commercial) VALUES (34, 'Carl', 'Knight', 'Cobham Vale Surgery', '79 Brook Rise', 'Hatherley', '01632 414905', '2023-07-07', 4, 1);
INSERT INTO customers (customer_id, first_name, last_name, business_name, street, town, phone, signup_date, visit_interval_weeks, is_commercial) VALUES (35, 'Denise', 'Lister', NULL, '62 Mill Lane', 'Bramley', '01632 223000', '2022-06-11', 6, 0);
INSERT INTO customers (customer_id, first_name, last_name, business_name, street, town, phone, signup_date, visit_interval_weeks, is_commercial) VALUES (36, 'Eric', 'Mills', NULL, '60 Church Lane', 'Elmford', NULL, '2021-12-12', 8, 0);
INSERT INTO customers (customer_id, first_name, last_name, business_name, street, town, phone, signup_date, visit_interval_weeks, is_commercial) VALUES (37, 'Gemma', 'Nash', NULL, '61 Hill View', 'Cobham Vale', '01632 649861', '2022-07-05', 4, 0);
INSERT INTO customers (customer_id, first_name, last_name, business_name, street, town, phone, signup_date, visit_interval_weeks, is_commercial) VALUES (38, 'Howard', 'Oakes', 'Station Road Vets', '83 Park Avenue', 'Hatherley', '01632 640224', '2023-01-21', 4, 1);
INSERT INTO customers (customer_id, first_name, last_name, business_name, street, town, phone, signup_date, visit_interval_weeks, is_commercial) VALUES (39, 'Irene', 'Page', NULL, '61 Elm Grove', 'Bramley', '01632 275279', '2023-11-19', 4, 0);
INSERT INTO customers (customer_id, first_name, last_name, business_name, street, town, phone, signup_date, visit_interval_weeks, is_commercial) VALUES (40, 'Jack', 'Rowe', NULL, '70 Station Road', 'Elmford', '01632 258688', '2022-07-27', 4, 0);
INSERT INTO jobs (job_id, customer_id, cleaner_id, scheduled_date, completed_date, quoted_price, windows_cleaned, is_inside_included) VALUES (1, 14, 1, '2024-01-09', '2024-01-09', 30.0, 15, 0);
INSERT INTO jobs (job_id, customer_id, cleaner_id, scheduled_date, completed_date, quoted_price, windows_cleaned, is_inside_included) VALUES (2, 27, 11, '2024-01-12', '2024-01-12', 40.0, 11, 0);
INSERT INTO jobs (job_id, customer_id, cleaner_id, scheduled_date, completed_date, quoted_price, windows_cleaned, is_inside_included) VALUES (3, 40, 5, '2024-01-15', '2024-01-17', 60.0, 13, 1);
INSERT INTO jobs (job_id, customer_id, cleaner_id, scheduled_date, completed_date, quoted_price, windows_cleaned, is_inside_included) VALUES (4, 13, 3, '2024-01-16', '2024-01-16', 45.0, 6, 1);
INSERT INTO jobs (job_id, customer_id, cleaner_id, scheduled_date, completed_date, quoted_price, windows_cleaned, is_inside_included) VALUES (5, 26, 14, '2024-01-22', '2024-01-23', 22.0, 11, 0);
INSERT INTO jobs (job_id, customer_id, cleaner_id, scheduled_date, completed_date, quoted_price, windows_cleaned, is_inside_included) VALUES (6, 39, 11, '2024-01-23', '2024-01-24', 15.0, 9, 0);
INSERT INTO jobs (job_id, customer_id, cleaner_id, scheduled_date, completed_date, quoted_price, windows_cleaned, is_inside_included) VALUES (7, 12, 8, '2024-01-26', '2024-01-26', 20.0, 15, 0);
INSERT INTO jobs (job_id, customer_id, cleaner_id, scheduled_date, completed_date, quoted_price, windows_cleaned, is_inside_included) VALUES (8, 25, 14, '2024-01-30', '2024-02-01', 20.0, 13, 0);
INSERT INTO jobs (job_id, customer_id, cleaner_id, scheduled_date, completed_date, quoted_price, windows_cleaned, is_inside_included) VALUES (9, 38, 2, '2024-01-31', NULL, 65.0, NULL, 0);
INSERT INTO jobs (job_id, customer_id, cleaner_id, scheduled_date, completed_date, quoted_price, windows_cleaned, is_inside_included) VALUES (10, 11, 1, '2024-02-05', '2024-02-05', 65.0, 25, 0);
INSERT INTO jobs (job_id, customer_id, cleaner_id, scheduled_date, completed_date, quoted_price, windows_cleaned, is_inside_included) VALUES (11, 24, 6, '2024-02-06', '2024-02-06', 40.0, 15, 0);
INSERT INTO jobs (job_id, customer_id, cleaner_id, scheduled_date, completed_date, quoted_price, windows_cleaned, is_inside_included) VALUES (12, 37, 12, '2024-02-08', '2024-02-08', 40.0, 6, 0);
INSERT INTO jobs (job_id, customer_id, cleaner_id, scheduled_date, completed_date, quoted_price, windows_cleaned, is_inside_included) VALUES (13, 10, 2, '2024-02-13', '2024-02-14', 27.0, 11, 1);
INSERT INTO jobs (job_id, customer_id, cleaner_id, scheduled_date, completed_date, quoted_price, windows_cleaned, is_inside_included) VALUES (14, 23, 12, '2024-02-14', '2024-02-14', 175.0, 29, 0);
INSERT INTO jobs (job_id, customer_id, cleaner_id, scheduled_date, completed_date, quoted_price, windows_cleaned, is_inside_included) VALUES (15, 36, 12, '2024-02-19', '2024-02-20', 40.0, 12, 0);
INSERT INTO jobs (job_id, customer_id, cleaner_id, scheduled_date, completed_date, quoted_price, windows_cleaned, is_inside_included) VALUES (16, 9, 3, '2024-02-21', '2024-02-22', 20.0, 8, 0);
INSERT INTO jobs (job_id, customer_id, cleaner_id, scheduled_date, completed_date, quoted_price, windows_cleaned, is_inside_included) VALUES (17, 22, 2, '2024-02-26', '2024-02-26', 15.0, 14, 0);
INSERT INTO jobs (job_id, customer_id, cleaner_id, scheduled_date, completed_date, quoted_price, windows_cleaned, is_inside_included) VALUES (18, 35, 4, '2024-02-28', '2024-02-28', 35.0, 16, 0);
INSERT INTO jobs (job_id, customer_id, cleaner_id, scheduled_date, completed_date, quoted_price, windows_cleaned, is_inside_included) VALUES (19, 8, 15, '2024-03-04', '2024-03-04', 60.0, 9, 1);
INSERT INTO jobs (job_id, customer_id, cleaner_id, scheduled_date, completed_date, quoted_price, windows_cleaned, is_inside_included) VALUES (20, 21, 12, '2024-03-05', '2024-03-07', 35.0, 6, 0);
INSERT INTO jobs (job_id, customer_id, cleaner_id, scheduled_date, completed_date, quoted_price, windows_cleaned, is_inside_included) VALUES (21, 34, 13, '2024-03-07', '2024-03-08', 150.0, 14, 0);
INSERT INTO jobs (job_id, customer_id, cleaner_id, scheduled_date, completed_date, quoted_price, windows_cleaned, is_inside_included) VALUES (22, 7, 15, '2024-03-08', NULL, 40.0, NULL, 0);
INSERT INTO jobs (job_id, customer_id, cleaner_id, scheduled_date, completed_date, quoted_price, windows_cleaned, is_inside_included) VALUES (23, 20, 9, '2024-03-11', '2024-03-11', 20.0, 14, 0);
INSERT INTO jobs (job_id, customer_id, cleaner_id, scheduled_date, completed_date, quoted_price, windows_cleaned, is_inside_included) VALUES (24, 33, 11, '2024-03-15', '2024-03-15', 35.0, 8, 0);
INSERT INTO jobs (job_id, customer_id, cleaner_id, scheduled_date, completed_date, quoted_price, windows_cleaned, is_inside_included) VALUES (25, 6, 11, '2024-03-18', '2024-03-20', 30.0, 10, 0);
INSERT INTO jobs (job_id, customer_id, cleaner_id, scheduled_date, completed_date, quoted_price, windows_cleaned, is_inside_included) VALUES (26, 19, 5, '2024-03-22', '2024-03-22', 18.0, 8, 0);
INSERT INTO jobs (job_id, customer_id, cleaner_id, scheduled_date, completed_date, quoted_price, windows_cleaned, is_inside_included) VALUES (27, 32, 2, '2024-03-25', '2024-03-26', 35.0, 7, 0);
INSERT INTO jobs (job_id, customer_id, cleaner_id, scheduled_date, completed_date, quoted_price, windows_cleaned, is_inside_included) VALUES (28, 5, 9, '2024-03-26', '2024-03-26', 150.0, 17, 0);
INSERT INTO jobs (job_id, customer_id, cleaner_id, scheduled_date, completed_date, quoted_price, windows_cleaned, is_inside_included) VALUES (29, 18, 13, '2024-03-29', '2024-03-31', 12.0, 16, 0);
INSERT INTO jobs (job_id, customer_id, cleaner_id, scheduled_date, completed_date, quoted_price, windows_cleaned, is_inside_included) VALUES (30, 31, 5, '2024-04-02', '2024-04-03', 30.0, 12, 0);
INSERT INTO jobs (job_id, customer_id, cleaner_id, scheduled_date, completed_date, quoted_price, windows_cleaned, is_inside_included) VALUES (31, 4, 9, '2024-04-08', '2024-04-09', 12.0, 13, 0);
INSERT INTO jobs (job_id, customer_id, cleaner_id, scheduled_date, completed_date, quoted_price, windows_cleaned, is_inside_included) VALUES (32, 17, 5, '2024-04-08', '2024-04-09', 150.0, 31, 0);
INSERT INTO jobs (job_id, customer_id, cleaner_id, scheduled_date, completed_date, quoted_price, windows_cleaned, is_inside_included) VALUES (33, 30, 11, '2024-04-09', '2024-04-10', 40.0, 15, 0);
INSERT INTO jobs (job_id, customer_id, cleaner_id, scheduled_date, completed_date, quoted_price, windows_cleaned, is_inside_included) VALUES (34, 3, 13, '2024-04-15', '2024-04-15', 22.0, 9, 0);
INSERT INTO jobs (job_id, customer_id, cleaner_id, scheduled_date, completed_date, quoted_price, windows_cleaned, is_inside_included) VALUES (35, 16, 6, '2024-04-15', '2024-04-15', 27.0, 13, 1);
INSERT INTO jobs (job_id, customer_id, cleaner_id, scheduled_date, completed_date, quoted_price, windows_cleaned, is_inside_included) VALUES (36, 29, 11, '2024-04-22', '2024-04-24', 262.5, 24, 1);
INSERT INTO jobs (job_id, customer_id, cleaner_id, scheduled_date, completed_date, quoted_price, windows_cleaned, is_inside_included) VALUES (37, 2, 8, '2024-04-22', NULL, 18.0, NULL, 0);
INSERT INTO jobs (job_id, customer_id, cleaner_id, scheduled_date, completed_date, quoted_price, windows_cleaned, is_inside_included) VALUES (38, 15, 2, '2024-04-26', '2024-04-26', 40.0, 8, 0);
INSERT INTO jobs (job_id, customer_id, cleaner_id, scheduled_date, completed_date, quoted_price, windows_cleaned, is_inside_included) VALUES (39, 28, 5, '2024-04-29', '2024-04-29', 22.0, 11, 0);
INSERT INTO jobs (job_id, customer_id, cleaner_id, scheduled_date, completed_date, quoted_price, windows_cleaned, is_inside_included) VALUES (40, 1, 4, '2024-05-02', '2024-05-02', 22.0, 10, 0);
INSERT INTO jobs (job_id, customer_id, cleaner_id, scheduled_date, completed_date, quoted_price, windows_cleaned, is_inside_included) VALUES (41, 14, 11, '2024-05-06', '2024-05-06', 12.0, 15, 0);
INSERT INTO jobs (job_id, customer_id, cleaner_id, scheduled_date, completed_date, quoted_price, windows_cleaned, is_inside_included) VALUES (42, 27, 11, '2024-05-06', '2024-05-06', 35.0, 13, 0);
INSERT INTO jobs (job_id, customer_id, cleaner_id, scheduled_date, completed_date, quoted_price, windows_cleaned, is_inside_included) VALUES (43, 40, 4, '2024-05-09', '2024-05-11', 35.0, 9, 0);
INSERT INTO jobs (job_id, customer_id, cleaner_id, scheduled_date, completed_date, quoted_price, windows_cleaned, is_inside_included) VALUES (44, 13, 6, '2024-05-13', '2024-05-14', 30.0, 7, 1);
INSERT INTO jobs (job_id, customer_id, cleaner_id, scheduled_date, completed_date, quoted_price, windows_cleaned, is_inside_included) VALUES (45, 26, 8, '2024-05-14', '2024-05-14', 30.0, 9, 1);
INSERT INTO jobs (job_id, customer_id, cleaner_id, scheduled_date, completed_date, quoted_price, windows_cleaned, is_inside_included) VALUES (46, 39, 12, '2024-05-20', '2024-05-20', 15.0, 16, 0);
INSERT INTO jobs (job_id, customer_id, cleaner_id, scheduled_date, completed_date, quoted_price, windows_cleaned, is_inside_included) VALUES (47, 12, 15, '2024-05-21', '2024-05-22', 18.0, 11, 0);
INSERT INTO jobs (job_id, customer_id, cleaner_id, scheduled_date, completed_date, quoted_price, windows_cleaned, is_inside_included) VALUES (48, 25, 11, '2024-05-27', '2024-05-29', 60.0, 8, 1);
INSERT INTO jobs (job_id, customer_id, cleaner_id, scheduled_date, completed_date, quoted_price, windows_cleaned, is_inside_included) VALUES (49, 38, 15, '2024-05-28', '2024-05-29', 65.0, 28, 0);
INSERT INTO jobs (job_id, customer_id, cleaner_id, scheduled_date, completed_date, quoted_price, windows_cleaned, is_inside_included) VALUES (50, 11, 9, '2024-05-31', '2024-06-02', 120.0, 27, 0);
INSERT INTO jobs (job_id, customer_id, cleaner_id, scheduled_date, completed_date, quoted_price, windows_cleaned, is_inside_included) VALUES (51, 24, 9, '2024-06-03', '2024-06-03', 12.0, 14, 0);
INSERT INTO jobs (job_id, customer_id, cleaner_id, scheduled_date, completed_date, quoted_price, windows_cleaned, is_inside_included) VALUES (52, 37, 14, '2024-06-03', '2024-06-03', 15.0, 14, 0);
INSERT INTO jobs (job_id, customer_id, cleaner_id, scheduled_date, completed_date, quoted_price, windows_cleaned, is_inside_included) VALUES (53, 10, 8, '2024-06-10', '2024-06-11', 18.0, 16, 0);
INSERT INTO jobs (job_id, customer_id, cleaner_id, scheduled_date, completed_date, quoted_price, windows_cleaned, is_inside_included) VALUES (54, 23, 14, '2024-06-10', '2024-06-10', 262.5, 17, 1);
INSERT INTO jobs (job_id, customer_id, cleaner_id, scheduled_date, completed_date, quoted_price, windows_cleaned, is_inside_included) VALUES (55, 36, 5, '2024-06-12', '2024-06-12', 20.0, 11, 0);
INSERT INTO jobs (job_id, customer_id, cleaner_id, scheduled_date, completed_date, quoted_price, windows_cleaned, is_inside_included) VALUES (56, 9, NULL, '2024-06-17', NULL, 15.0, NULL, 0);
INSERT INTO jobs (job_id, customer_id, cleaner_id, scheduled_date, completed_date, quoted_price, windows_cleaned, is_inside_included) VALUES (57, 22, 11, '2024-06-18', NULL, 18.0, NULL, 1);
INSERT INTO jobs (job_id, customer_id, cleaner_id, scheduled_date, completed_date, quoted_price, windows_cleaned, is_inside_included) VALUES (58, 35, NULL, '2024-06-24', NULL, 35.0, NULL, 0);
INSERT INTO jobs (job_id, customer_id, cleaner_id, scheduled_date, completed_date, quoted_price, windows_cleaned, is_inside_included) VALUES (59, 8, 11, '2024-06-24', NULL, 52.5, NULL, 1);
INSERT INTO jobs (job_id, customer_id, cleaner_id, scheduled_date, completed_date, quoted_price, windows_cleaned, is_inside_included) VALUES (60, 21, NULL, '2024-06-27', NULL, 25.0, NULL, 0);
INSERT INTO payments (payment_id, job_id, paid_date, amount_paid, method, tip) VALUES (1, 1, '2024-01-09', 30.0, 'bank transfer', NULL);
INSERT INTO payments (payment_id, job_id, paid_date, amount_paid, method, tip) VALUES (2, 2, '2024-02-02', 40.0, 'card', NULL);
INSERT INTO payments (payment_id, job_id, paid_date, amount_paid, method, tip) VALUES (3, 4, '2024-01-30', 45.0, 'bank transfer', NULL);
INSERT INTO payments (payment_id, job_id, paid_date, amount_paid, method, tip) VALUES (4, 5, '2024-02-13', 11.0, 'cash', NULL);
INSERT INTO payments (payment_id, job_id, paid_date, amount_paid, method, tip) VALUES (5, 5, '2024-02-27', 11.0, 'bank transfer', NULL);
INSERT INTO payments (payment_id, job_id, paid_date, amount_paid, method, tip) VALUES (6, 6, '2024-02-14', 15.0, 'cash', NULL);
INSERT INTO payments (payment_id, job_id, paid_date, amount_paid, method, tip) VALUES (7, 7, '2024-01-29', 20.0, 'cash', 3.0);
INSERT INTO payments (payment_id, job_id, paid_date, amount_paid, method, tip) VALUES (8, 8, '2024-02-15', 20.0, 'card', NULL);
INSERT INTO payments (payment_id, job_id, paid_date, amount_paid, method, tip) VALUES (9, 11, '2024-02-06', 40.0, 'bank transfer', NULL);
INSERT INTO payments (payment_id, job_id, paid_date, amount_paid, method, tip) VALUES (10, 12, '2024-02-11', 40.0, 'bank transfer', NULL);
INSERT INTO payments (payment_id, job_id, paid_date, amount_paid, method, tip) VALUES (11, 13, '2024-02-28', 27.0, 'card', NULL);
INSERT INTO payments (payment_id, job_id, paid_date, amount_paid, method, tip) VALUES (12, 14, '2024-03-06', 175.0, 'bank transfer', 5.0);
INSERT INTO payments (payment_id, job_id, paid_date, amount_paid, method, tip) VALUES (13, 15, '2024-02-20', 40.0, 'card', NULL);
INSERT INTO payments (payment_id, job_id, paid_date, amount_paid, method, tip) VALUES (14, 16, '2024-02-22', 10.0, 'cash', NULL);
INSERT INTO payments (payment_id, job_id, paid_date, amount_paid, method, tip) VALUES (15, 16, '2024-03-07', 10.0, 'bank transfer', NULL);
INSERT INTO payments (payment_id, job_id, paid_date, amount_paid, method, tip) VALUES (16, 18, '2024-02-28', 31.5, 'card', NULL);
INSERT INTO payments (payment_id, job_id, paid_date, amount_paid, method, tip) VALUES (17, 19, '2024-03-25', 60.0, 'bank transfer', NULL);
INSERT INTO payments (payment_id, job_id, paid_date, amount_paid, method, tip) VALUES (18, 20, '2024-03-21', 35.0, 'bank transfer', NULL);
INSERT INTO payments (payment_id, job_id, paid_date, amount_paid, method, tip) VALUES (19, 21, '2024-03-11', 150.0, 'cash', NULL);
INSERT INTO payments (payment_id, job_id, paid_date, amount_paid, method, tip) VALUES (20, 23, '2024-03-12', 20.0, 'cash', NULL);
INSERT INTO payments (payment_id, job_id, paid_date, amount_paid, method, tip) VALUES (21, 25, '2024-04-10', 30.0, 'bank transfer', NULL);
INSERT INTO payments (payment_id, job_id, paid_date, amount_paid, method, tip) VALUES (22, 26, '2024-03-22', 18.0, 'bank transfer', NULL);
INSERT INTO payments (payment_id, job_id, paid_date, amount_paid, method, tip) VALUES (23, 27, '2024-03-26', 15.75, 'cash', NULL);
INSERT INTO payments (payment_id, job_id, paid_date, amount_paid, method, tip) VALUES (24, 27, '2024-04-09', 15.75, 'bank transfer', NULL);
INSERT INTO payments (payment_id, job_id, paid_date, amount_paid, method, tip) VALUES (25, 28, '2024-04-09', 150.0, 'bank transfer', NULL);
INSERT INTO payments (payment_id, job_id, paid_date, amount_paid, method, tip) VALUES (26, 29, '2024-03-31', 12.0, 'card', NULL);
INSERT INTO payments (payment_id, job_id, paid_date, amount_paid, method, tip) VALUES (27, 30, '2024-04-24', 30.0, 'cash', 5.0);
INSERT INTO payments (payment_id, job_id, paid_date, amount_paid, method, tip) VALUES (28, 32, '2024-04-12', 150.0, 'bank transfer', NULL);
INSERT INTO payments (payment_id, job_id, paid_date, amount_paid, method, tip) VALUES (29, 33, '2024-04-17', 40.0, 'bank transfer', NULL);
INSERT INTO payments (payment_id, job_id, paid_date, amount_paid, method, tip) VALUES (30, 34, '2024-04-15', 22.0, 'card', NULL);
INSERT INTO payments (payment_id, job_id, paid_date, amount_paid, method, tip) VALUES (31, 35, '2024-04-22', 27.0, 'cash', 3.0);
INSERT INTO payments (payment_id, job_id, paid_date, amount_paid, method, tip) VALUES (32, 36, '2024-05-01', 236.25, 'cash', NULL);
INSERT INTO payments (payment_id, job_id, paid_date, amount_paid, method, tip) VALUES (33, 39, '2024-05-02', 22.0, 'bank transfer', NULL);
INSERT INTO payments (payment_id, job_id, paid_date, amount_paid, method, tip) VALUES (34, 40, '2024-05-03', 22.0, 'bank transfer', 5.0);
INSERT INTO payments (payment_id, job_id, paid_date, amount_paid, method, tip) VALUES (35, 41, '2024-05-06', 12.0, 'bank transfer', NULL);
INSERT INTO payments (payment_id, job_id, paid_date, amount_paid, method, tip) VALUES (36, 42, '2024-05-06', 35.0, 'card', NULL);
INSERT INTO payments (payment_id, job_id, paid_date, amount_paid, method, tip) VALUES (37, 43, '2024-05-12', 35.0, 'card', NULL);
INSERT INTO payments (payment_id, job_id, paid_date, amount_paid, method, tip) VALUES (38, 44, '2024-05-17', 30.0, 'card', NULL);
INSERT INTO payments (payment_id, job_id, paid_date, amount_paid, method, tip) VALUES (39, 46, '2024-06-10', 15.0, 'bank transfer', NULL);
INSERT INTO payments (payment_id, job_id, paid_date, amount_paid, method, tip) VALUES (40, 47, '2024-06-12', 18.0, 'bank transfer', NULL);
INSERT INTO payments (payment_id, job_id, paid_date, amount_paid, method, tip) VALUES (41, 48, '2024-06-01', 60.0, 'card', NULL);
INSERT INTO payments (payment_id, job_id, paid_date, amount_paid, method, tip) VALUES (42, 49, '2024-06-12', 32.5, 'cash', NULL);
INSERT INTO payments (payment_id, job_id, paid_date, amount_paid, method, tip) VALUES (43, 49, '2024-06-26', 32.5, 'bank transfer', NULL);
INSERT INTO payments (payment_id, job_id, paid_date, amount_paid, method, tip) VALUES (44, 50, '2024-06-05', 120.0, 'bank transfer', NULL);
INSERT INTO payments (payment_id, job_id, paid_date, amount_paid, method, tip) VALUES (45, 51, '2024-06-17', 12.0, 'card', NULL);
INSERT INTO payments (payment_id, job_id, paid_date, amount_paid, method, tip) VALUES (46, 53, '2024-06-11', 18.0, 'card', NULL);
INSERT INTO payments (payment_id, job_id, paid_date, amount_paid, method, tip) VALUES (47, 54, '2024-07-01', 236.25, 'bank transfer', NULL);
INSERT INTO payments (payment_id, job_id, paid_date, amount_paid, method, tip) VALUES (48, 55, '2024-06-12', 20.0, 'bank transfer', NULL);
INSERT INTO complaints (complaint_id, job_id, raised_date, category, resolved_date, refund_amount) VALUES (1, 4, '2024-01-19', 'rude to customer', '2024-01-28', 15.0);
INSERT INTO complaints (complaint_id, job_id, raised_date, category, resolved_date, refund_amount) VALUES (2, 7, '2024-01-27', 'gate left open', '2024-01-31', 5.0);
INSERT INTO complaints (complaint_id, job_id, raised_date, category, resolved_date, refund_amount) VALUES (3, 16, '2024-02-22', 'ladder marks on wall', '2024-02-25', NULL);
INSERT INTO complaints (complaint_id, job_id, raised_date, category, resolved_date, refund_amount) VALUES (4, 18, '2024-03-03', 'turned up late', NULL, NULL);
INSERT INTO complaints (complaint_id, job_id, raised_date, category, resolved_date, refund_amount) VALUES (5, 20, '2024-03-08', 'missed windows', '2024-03-12', 5.0);
INSERT INTO complaints (complaint_id, job_id, raised_date, category, resolved_date, refund_amount) VALUES (6, 25, '2024-03-20', 'smears left', '2024-03-29', NULL);
INSERT INTO complaints (complaint_id, job_id, raised_date, category, resolved_date, refund_amount) VALUES (7, 29, '2024-03-31', 'rude to customer', '2024-04-08', 12.0);
INSERT INTO complaints (complaint_id, job_id, raised_date, category, resolved_date, refund_amount) VALUES (8, 32, '2024-04-12', 'gate left open', NULL, NULL);
INSERT INTO complaints (complaint_id, job_id, raised_date, category, resolved_date, refund_amount) VALUES (9, 35, '2024-04-17', 'ladder marks on wall', '2024-04-19', NULL);
INSERT INTO complaints (complaint_id, job_id, raised_date, category, resolved_date, refund_amount) VALUES (10, 34, '2024-04-19', 'turned up late', '2024-04-30', 15.0);
INSERT INTO complaints (complaint_id, job_id, raised_date, category, resolved_date, refund_amount) VALUES (11, 36, '2024-04-27', 'missed windows', '2024-05-01', 15.0);
INSERT INTO complaints (complaint_id, job_id, raised_date, category, resolved_date, refund_amount) VALUES (12, 40, '2024-05-07', 'smears left', NULL, NULL);
INSERT INTO complaints (complaint_id, job_id, raised_date, category, resolved_date, refund_amount) VALUES (13, 44, '2024-05-14', 'rude to customer', '2024-05-15', 15.0);
INSERT INTO complaints (complaint_id, job_id, raised_date, category, resolved_date, refund_amount) VALUES (14, 46, '2024-05-22', 'gate left open', '2024-06-02', 5.0);
INSERT INTO complaints (complaint_id, job_id, raised_date, category, resolved_date, refund_amount) VALUES (15, 47, '2024-05-22', 'ladder marks on wall', '2024-05-27', NULL);
INSERT INTO complaints (complaint_id, job_id, raised_date, category, resolved_date, refund_amount) VALUES (16, 54, '2024-06-14', 'turned up late', NULL, NULL);
INSERT INTO complaints (complaint_id, job_id, raised_date, category, resolved_date, refund_amount) VALUES (17, 55, '2024-06-12', 'missed windows', '2024-06-13', 10.0);
COMMIT;
