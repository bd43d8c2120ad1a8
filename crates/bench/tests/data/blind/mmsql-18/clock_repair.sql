-- clock_repair: a Yorkshire clock and watch repair workshop (customers, horologists, timepieces, repair jobs, parts)
BEGIN TRANSACTION;
CREATE TABLE customers (
  customer_id INTEGER PRIMARY KEY,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  town TEXT NOT NULL,
  phone TEXT, -- NULL = no phone number given
  email TEXT, -- NULL = no email address given
  joined_on TEXT NOT NULL,
  is_trade INTEGER NOT NULL CHECK (is_trade IN (0,1))
);
CREATE TABLE horologists (
  horologist_id INTEGER PRIMARY KEY,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  speciality TEXT NOT NULL,
  hourly_rate REAL NOT NULL,
  started_on TEXT NOT NULL,
  left_on TEXT, -- NULL = still works at the workshop
  base_town TEXT NOT NULL
);
CREATE TABLE timepieces (
  timepiece_id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers(customer_id),
  kind TEXT NOT NULL,
  maker TEXT NOT NULL,
  movement TEXT NOT NULL,
  year_made INTEGER, -- NULL = year of manufacture unknown
  insured_value REAL -- NULL = owner declared no value
);
CREATE TABLE repair_jobs (
  job_id INTEGER PRIMARY KEY,
  timepiece_id INTEGER NOT NULL REFERENCES timepieces(timepiece_id),
  horologist_id INTEGER REFERENCES horologists(horologist_id), -- NULL = not yet assigned to anyone
  service TEXT NOT NULL,
  received_on TEXT NOT NULL,
  promised_on TEXT NOT NULL,
  completed_on TEXT, -- NULL = work not finished yet
  collected_on TEXT, -- NULL = not collected by the customer yet
  quoted_price REAL NOT NULL,
  final_price REAL, -- NULL = not invoiced yet
  deposit_paid REAL, -- NULL = no deposit taken
  is_under_guarantee INTEGER NOT NULL CHECK (is_under_guarantee IN (0,1))
);
CREATE TABLE parts (
  part_id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  supplier TEXT NOT NULL,
  unit_cost REAL NOT NULL,
  retail_price REAL NOT NULL,
  stock_qty INTEGER NOT NULL
);
CREATE TABLE job_parts (
  job_part_id INTEGER PRIMARY KEY,
  job_id INTEGER NOT NULL REFERENCES repair_jobs(job_id),
  part_id INTEGER NOT NULL REFERENCES parts(part_id),
  quantity INTEGER NOT NULL
);
INSERT INTO customers (customer_id, first_name, last_name, town, phone, email, joined_on, is_trade) VALUES (1, 'Margaret', 'Hargreaves', 'Harrogate', '01423 561204', 'm.hargreaves@example.co.uk', '2021-03-14', 0);
INSERT INTO customers (customer_id, first_name, last_name, town, phone, email, joined_on, is_trade) VALUES (2, 'Graham', 'Pickersgill', 'Ripon', '01765 602311', 'graham@pickersgillantiques.example', '2019-07-02', 1);
INSERT INTO customers (customer_id, first_name, last_name, town, phone, email, joined_on, is_trade) VALUES (3, 'Owen', 'Sutcliffe', 'Skipton', NULL, NULL, '2022-01-19', 0);
INSERT INTO customers (customer_id, first_name, last_name, town, phone, email, joined_on, is_trade) VALUES (4, 'Priya', 'Raman', 'Harrogate', '07700 900412', 'priya.raman@example.com', '2022-05-08', 0);
INSERT INTO customers (customer_id, first_name, last_name, town, phone, email, joined_on, is_trade) VALUES (5, 'Dennis', 'Ackroyd', 'Otley', '01943 462870', NULL, '2020-11-23', 0);
INSERT INTO customers (customer_id, first_name, last_name, town, phone, email, joined_on, is_trade) VALUES (6, 'Hilary', 'Lumb', 'Ilkley', '01943 608155', 'hilary.lumb@example.org', '2018-09-30', 0);
INSERT INTO customers (customer_id, first_name, last_name, town, phone, email, joined_on, is_trade) VALUES (7, 'Colin', 'Holroyd', 'Knaresborough', NULL, 'colin.h@example.net', '2023-02-11', 0);
INSERT INTO customers (customer_id, first_name, last_name, town, phone, email, joined_on, is_trade) VALUES (8, 'Janet', 'Hargreaves', 'Wetherby', '01937 583009', NULL, '2021-10-05', 0);
INSERT INTO customers (customer_id, first_name, last_name, town, phone, email, joined_on, is_trade) VALUES (9, 'Stuart', 'Brear', 'Harrogate', '01423 880214', 'stuart@breartime.example', '2017-04-18', 1);
INSERT INTO customers (customer_id, first_name, last_name, town, phone, email, joined_on, is_trade) VALUES (10, 'Aisha', 'Begum', 'Otley', '07700 900633', 'aisha.begum@example.com', '2023-06-27', 0);
INSERT INTO customers (customer_id, first_name, last_name, town, phone, email, joined_on, is_trade) VALUES (11, 'Keith', 'Naylor', 'Ripon', '01765 690442', NULL, '2020-02-14', 0);
INSERT INTO customers (customer_id, first_name, last_name, town, phone, email, joined_on, is_trade) VALUES (12, 'Sandra', 'Illingworth', 'Ilkley', NULL, NULL, '2022-08-03', 0);
INSERT INTO customers (customer_id, first_name, last_name, town, phone, email, joined_on, is_trade) VALUES (13, 'Tom', 'Whiteley', 'Skipton', '01756 792118', 'tom.whiteley@example.co.uk', '2023-09-12', 0);
INSERT INTO customers (customer_id, first_name, last_name, town, phone, email, joined_on, is_trade) VALUES (14, 'Eileen', 'Crowther', 'Harrogate', '01423 503377', NULL, '2016-12-01', 0);
INSERT INTO customers (customer_id, first_name, last_name, town, phone, email, joined_on, is_trade) VALUES (15, 'Rajesh', 'Patel', 'Knaresborough', '01423 869921', 'rajesh@patelclocks.example', '2019-03-25', 1);
INSERT INTO customers (customer_id, first_name, last_name, town, phone, email, joined_on, is_trade) VALUES (16, 'Barbara', 'Thwaite', 'Wetherby', '01937 581126', 'b.thwaite@example.org', '2021-05-17', 0);
INSERT INTO customers (customer_id, first_name, last_name, town, phone, email, joined_on, is_trade) VALUES (17, 'Neil', 'Oddy', 'Harrogate', NULL, 'neil.oddy@example.com', '2024-01-09', 0);
INSERT INTO customers (customer_id, first_name, last_name, town, phone, email, joined_on, is_trade) VALUES (18, 'Gwen', 'Moorhouse', 'Ripon', '01765 604590', NULL, '2022-11-30', 0);
INSERT INTO customers (customer_id, first_name, last_name, town, phone, email, joined_on, is_trade) VALUES (19, 'Owen', 'Marsden', 'Otley', '07700 900871', 'owen.marsden@example.net', '2023-04-04', 0);
INSERT INTO customers (customer_id, first_name, last_name, town, phone, email, joined_on, is_trade) VALUES (20, 'Fiona', 'Dracup', 'Ilkley', '01943 816402', 'fiona.dracup@example.co.uk', '2020-06-21', 0);
INSERT INTO customers (customer_id, first_name, last_name, town, phone, email, joined_on, is_trade) VALUES (21, 'Peter', 'Kitching', 'Skipton', '01756 700935', 'peter@kitchingantiques.example', '2018-01-15', 1);
INSERT INTO customers (customer_id, first_name, last_name, town, phone, email, joined_on, is_trade) VALUES (22, 'Lesley', 'Firth', 'Harrogate', '01423 566718', NULL, '2024-03-02', 0);
INSERT INTO customers (customer_id, first_name, last_name, town, phone, email, joined_on, is_trade) VALUES (23, 'Mohammed', 'Iqbal', 'Knaresborough', '07700 900254', 'm.iqbal@example.com', '2022-07-19', 0);
INSERT INTO customers (customer_id, first_name, last_name, town, phone, email, joined_on, is_trade) VALUES (24, 'Ruth', 'Cawood', 'Wetherby', NULL, 'ruth.cawood@example.org', '2023-12-06', 0);
INSERT INTO horologists (horologist_id, first_name, last_name, speciality, hourly_rate, started_on, left_on, base_town) VALUES (1, 'Graham', 'Teal', 'Longcase', 48.0, '2009-05-01', NULL, 'Harrogate');
INSERT INTO horologists (horologist_id, first_name, last_name, speciality, hourly_rate, started_on, left_on, base_town) VALUES (2, 'Owen', 'Bramley', 'Wristwatch', 52.0, '2015-09-01', NULL, 'Ripon');
INSERT INTO horologists (horologist_id, first_name, last_name, speciality, hourly_rate, started_on, left_on, base_town) VALUES (3, 'Helen', 'Fawcett', 'Carriage', 45.0, '2012-02-13', NULL, 'Harrogate');
INSERT INTO horologists (horologist_id, first_name, last_name, speciality, hourly_rate, started_on, left_on, base_town) VALUES (4, 'Vikram', 'Shah', 'Wristwatch', 55.0, '2018-06-04', NULL, 'Knaresborough');
INSERT INTO horologists (horologist_id, first_name, last_name, speciality, hourly_rate, started_on, left_on, base_town) VALUES (5, 'Alan', 'Greenwood', 'Longcase', 42.0, '2005-01-10', '2023-08-31', 'Skipton');
INSERT INTO horologists (horologist_id, first_name, last_name, speciality, hourly_rate, started_on, left_on, base_town) VALUES (6, 'Joan', 'Ellis', 'Mantel', 40.0, '2019-03-18', NULL, 'Otley');
INSERT INTO horologists (horologist_id, first_name, last_name, speciality, hourly_rate, started_on, left_on, base_town) VALUES (7, 'Martin', 'Rhodes', 'Pocket watch', 50.0, '2011-11-01', NULL, 'Ilkley');
INSERT INTO horologists (horologist_id, first_name, last_name, speciality, hourly_rate, started_on, left_on, base_town) VALUES (8, 'Susan', 'Pratt', 'Mantel', 38.0, '2021-01-04', NULL, 'Wetherby');
INSERT INTO horologists (horologist_id, first_name, last_name, speciality, hourly_rate, started_on, left_on, base_town) VALUES (9, 'Daniel', 'Okafor', 'Wristwatch', 47.0, '2020-07-20', NULL, 'Harrogate');
INSERT INTO horologists (horologist_id, first_name, last_name, speciality, hourly_rate, started_on, left_on, base_town) VALUES (10, 'Catherine', 'Lowe', 'Carriage', 44.0, '2016-04-11', '2024-02-29', 'Ripon');
INSERT INTO horologists (horologist_id, first_name, last_name, speciality, hourly_rate, started_on, left_on, base_town) VALUES (11, 'Ian', 'Metcalfe', 'Longcase', 46.0, '2013-10-07', NULL, 'Knaresborough');
INSERT INTO horologists (horologist_id, first_name, last_name, speciality, hourly_rate, started_on, left_on, base_town) VALUES (12, 'Priya', 'Nair', 'Wristwatch', 49.0, '2022-05-03', NULL, 'Harrogate');
INSERT INTO horologists (horologist_id, first_name, last_name, speciality, hourly_rate, started_on, left_on, base_town) VALUES (13, 'George', 'Hebden', 'Wall clock', 41.0, '2017-08-14', NULL, 'Skipton');
INSERT INTO horologists (horologist_id, first_name, last_name, speciality, hourly_rate, started_on, left_on, base_town) VALUES (14, 'Lucy', 'Tennant', 'Pocket watch', 43.0, '2023-02-06', NULL, 'Otley');
INSERT INTO horologists (horologist_id, first_name, last_name, speciality, hourly_rate, started_on, left_on, base_town) VALUES (15, 'Margaret', 'Booth', 'Mantel', 39.0, '2010-09-20', '2022-12-23', 'Ilkley');
INSERT INTO timepieces (timepiece_id, customer_id, kind, maker, movement, year_made, insured_value) VALUES (1, 1, 'Longcase clock', 'Potts of Leeds', 'Mechanical', 1868, 6500.0);
INSERT INTO timepieces (timepiece_id, customer_id, kind, maker, movement, year_made, insured_value) VALUES (2, 1, 'Wristwatch', 'Omega', 'Mechanical', 1962, 2400.0);
INSERT INTO timepieces (timepiece_id, customer_id, kind, maker, movement, year_made, insured_value) VALUES (3, 2, 'Carriage clock', 'Drocourt', 'Mechanical', 1885, 3200.0);
INSERT INTO timepieces (timepiece_id, customer_id, kind, maker, movement, year_made, insured_value) VALUES (4, 2, 'Mantel clock', 'Smiths', 'Mechanical', 1948, NULL);
INSERT INTO timepieces (timepiece_id, customer_id, kind, maker, movement, year_made, insured_value) VALUES (5, 2, 'Pocket watch', 'Waltham', 'Mechanical', 1902, 450.0);
INSERT INTO timepieces (timepiece_id, customer_id, kind, maker, movement, year_made, insured_value) VALUES (6, 3, 'Wristwatch', 'Seiko', 'Quartz', 1988, NULL);
INSERT INTO timepieces (timepiece_id, customer_id, kind, maker, movement, year_made, insured_value) VALUES (7, 4, 'Wristwatch', 'Smiths Astral', 'Mechanical', 1964, 380.0);
INSERT INTO timepieces (timepiece_id, customer_id, kind, maker, movement, year_made, insured_value) VALUES (8, 4, 'Wall clock', 'Junghans', 'Mechanical', NULL, NULL);
INSERT INTO timepieces (timepiece_id, customer_id, kind, maker, movement, year_made, insured_value) VALUES (9, 5, 'Mantel clock', 'Hermle', 'Mechanical', 1979, 300.0);
INSERT INTO timepieces (timepiece_id, customer_id, kind, maker, movement, year_made, insured_value) VALUES (10, 6, 'Longcase clock', 'Thwaites & Reed', 'Mechanical', 1810, 9800.0);
INSERT INTO timepieces (timepiece_id, customer_id, kind, maker, movement, year_made, insured_value) VALUES (11, 7, 'Pocket watch', 'Elgin', 'Mechanical', 1915, 320.0);
INSERT INTO timepieces (timepiece_id, customer_id, kind, maker, movement, year_made, insured_value) VALUES (12, 8, 'Wristwatch', 'Rolex', 'Mechanical', 1971, 8200.0);
INSERT INTO timepieces (timepiece_id, customer_id, kind, maker, movement, year_made, insured_value) VALUES (13, 8, 'Carriage clock', 'Comitti', 'Mechanical', 1995, 650.0);
INSERT INTO timepieces (timepiece_id, customer_id, kind, maker, movement, year_made, insured_value) VALUES (14, 9, 'Longcase clock', 'Thomas Lister', 'Mechanical', 1795, 12000.0);
INSERT INTO timepieces (timepiece_id, customer_id, kind, maker, movement, year_made, insured_value) VALUES (15, 9, 'Wall clock', 'Gustav Becker', 'Mechanical', 1890, 1800.0);
INSERT INTO timepieces (timepiece_id, customer_id, kind, maker, movement, year_made, insured_value) VALUES (16, 10, 'Wristwatch', 'Sekonda', 'Quartz', 2005, NULL);
INSERT INTO timepieces (timepiece_id, customer_id, kind, maker, movement, year_made, insured_value) VALUES (17, 11, 'Mantel clock', 'Smiths', 'Mechanical', 1952, 180.0);
INSERT INTO timepieces (timepiece_id, customer_id, kind, maker, movement, year_made, insured_value) VALUES (18, 12, 'Wristwatch', 'Longines', 'Mechanical', 1958, 1900.0);
INSERT INTO timepieces (timepiece_id, customer_id, kind, maker, movement, year_made, insured_value) VALUES (19, 13, 'Pocket watch', 'Waltham', 'Mechanical', 1899, NULL);
INSERT INTO timepieces (timepiece_id, customer_id, kind, maker, movement, year_made, insured_value) VALUES (20, 14, 'Mantel clock', 'Kienzle', 'Mechanical', 1936, 220.0);
INSERT INTO timepieces (timepiece_id, customer_id, kind, maker, movement, year_made, insured_value) VALUES (21, 15, 'Carriage clock', 'Drocourt', 'Mechanical', 1878, 4100.0);
INSERT INTO timepieces (timepiece_id, customer_id, kind, maker, movement, year_made, insured_value) VALUES (22, 15, 'Longcase clock', 'Potts of Leeds', 'Mechanical', 1872, 7200.0);
INSERT INTO timepieces (timepiece_id, customer_id, kind, maker, movement, year_made, insured_value) VALUES (23, 16, 'Wristwatch', 'Omega', 'Mechanical', 1969, 2900.0);
INSERT INTO timepieces (timepiece_id, customer_id, kind, maker, movement, year_made, insured_value) VALUES (24, 17, 'Wall clock', 'Smiths', 'Quartz', 1982, NULL);
INSERT INTO timepieces (timepiece_id, customer_id, kind, maker, movement, year_made, insured_value) VALUES (25, 18, 'Wristwatch', 'Bulova', 'Quartz', 1978, 260.0);
INSERT INTO timepieces (timepiece_id, customer_id, kind, maker, movement, year_made, insured_value) VALUES (26, 19, 'Wristwatch', 'Smiths Astral', 'Mechanical', 1960, 420.0);
INSERT INTO timepieces (timepiece_id, customer_id, kind, maker, movement, year_made, insured_value) VALUES (27, 20, 'Mantel clock', 'Hermle', 'Mechanical', NULL, 350.0);
INSERT INTO timepieces (timepiece_id, customer_id, kind, maker, movement, year_made, insured_value) VALUES (28, 21, 'Pocket watch', 'Elgin', 'Mechanical', 1921, 280.0);
INSERT INTO timepieces (timepiece_id, customer_id, kind, maker, movement, year_made, insured_value) VALUES (29, 21, 'Carriage clock', 'Comitti', 'Mechanical', 2001, 700.0);
INSERT INTO timepieces (timepiece_id, customer_id, kind, maker, movement, year_made, insured_value) VALUES (30, 22, 'Longcase clock', 'Thwaites & Reed', 'Mechanical', 1825, 8800.0);
INSERT INTO timepieces (timepiece_id, customer_id, kind, maker, movement, year_made, insured_value) VALUES (31, 23, 'Wristwatch', 'Seiko', 'Mechanical', 1974, 340.0);
INSERT INTO timepieces (timepiece_id, customer_id, kind, maker, movement, year_made, insured_value) VALUES (32, 24, 'Mantel clock', 'Junghans', 'Mechanical', 1931, NULL);
INSERT INTO repair_jobs (job_id, timepiece_id, horologist_id, service, received_on, promised_on, completed_on, collected_on, quoted_price, final_price, deposit_paid, is_under_guarantee) VALUES (1, 1, 1, 'Full Service', '2023-01-13', '2023-02-10', '2023-02-13', '2023-02-16', 358.0, 383.0, 25.0, 0);
INSERT INTO repair_jobs (job_id, timepiece_id, horologist_id, service, received_on, promised_on, completed_on, collected_on, quoted_price, final_price, deposit_paid, is_under_guarantee) VALUES (2, 2, 4, 'Full Service Plus', '2023-01-28', '2023-02-11', '2023-02-14', '2023-02-21', 250.0, 262.5, 100.0, 0);
INSERT INTO repair_jobs (job_id, timepiece_id, horologist_id, service, received_on, promised_on, completed_on, collected_on, quoted_price, final_price, deposit_paid, is_under_guarantee) VALUES (3, 3, 3, 'Mainspring Replacement', '2023-02-18', '2023-04-01', '2023-04-12', '2023-05-07', 180.0, 180.0, 25.0, 0);
INSERT INTO repair_jobs (job_id, timepiece_id, horologist_id, service, received_on, promised_on, completed_on, collected_on, quoted_price, final_price, deposit_paid, is_under_guarantee) VALUES (4, 4, 6, 'Full Service Plus', '2023-03-03', '2023-03-17', '2023-03-10', '2023-03-18', 288.0, 288.0, 50.0, 0);
INSERT INTO repair_jobs (job_id, timepiece_id, horologist_id, service, received_on, promised_on, completed_on, collected_on, quoted_price, final_price, deposit_paid, is_under_guarantee) VALUES (5, 5, 7, 'Clean & Oil', '2023-03-16', '2023-04-20', '2023-03-29', '2023-04-19', 88.5, 78.5, 20.0, 0);
INSERT INTO repair_jobs (job_id, timepiece_id, horologist_id, service, received_on, promised_on, completed_on, collected_on, quoted_price, final_price, deposit_paid, is_under_guarantee) VALUES (6, 6, 12, 'Case Polish', '2023-03-29', '2023-04-19', '2023-04-07', '2023-04-12', 60.0, 85.0, 20.0, 0);
INSERT INTO repair_jobs (job_id, timepiece_id, horologist_id, service, received_on, promised_on, completed_on, collected_on, quoted_price, final_price, deposit_paid, is_under_guarantee) VALUES (7, 7, 12, 'Mainspring Replacement', '2023-04-15', '2023-04-29', '2023-05-05', '2023-05-10', 115.0, 115.0, 20.0, 0);
INSERT INTO repair_jobs (job_id, timepiece_id, horologist_id, service, received_on, promised_on, completed_on, collected_on, quoted_price, final_price, deposit_paid, is_under_guarantee) VALUES (8, 8, 13, 'Clean & Oil', '2023-05-01', '2023-06-12', '2023-05-25', '2023-05-29', 134.0, 146.5, 25.0, 0);
INSERT INTO repair_jobs (job_id, timepiece_id, horologist_id, service, received_on, promised_on, completed_on, collected_on, quoted_price, final_price, deposit_paid, is_under_guarantee) VALUES (9, 9, 6, 'Dial Restoration', '2023-05-15', '2023-05-29', '2023-06-07', NULL, 238.0, 263.0, NULL, 0);
INSERT INTO repair_jobs (job_id, timepiece_id, horologist_id, service, received_on, promised_on, completed_on, collected_on, quoted_price, final_price, deposit_paid, is_under_guarantee) VALUES (10, 10, 1, 'Dial Restoration', '2023-06-04', '2023-06-25', '2023-06-13', '2023-06-29', 423.0, 423.0, 50.0, 0);
INSERT INTO repair_jobs (job_id, timepiece_id, horologist_id, service, received_on, promised_on, completed_on, collected_on, quoted_price, final_price, deposit_paid, is_under_guarantee) VALUES (11, 11, 7, 'Full Service Plus', '2023-06-22', '2023-07-20', '2023-08-16', '2023-09-05', 269.0, 269.0, 100.0, 0);
INSERT INTO repair_jobs (job_id, timepiece_id, horologist_id, service, received_on, promised_on, completed_on, collected_on, quoted_price, final_price, deposit_paid, is_under_guarantee) VALUES (12, 12, 9, 'Clean & Oil', '2023-06-28', '2023-08-02', '2023-07-28', '2023-08-14', 80.0, 118.0, 20.0, 0);
INSERT INTO repair_jobs (job_id, timepiece_id, horologist_id, service, received_on, promised_on, completed_on, collected_on, quoted_price, final_price, deposit_paid, is_under_guarantee) VALUES (13, 13, 10, 'Full Service Plus', '2023-07-14', '2023-08-25', '2023-07-27', '2023-08-15', 375.0, 413.0, 100.0, 0);
INSERT INTO repair_jobs (job_id, timepiece_id, horologist_id, service, received_on, promised_on, completed_on, collected_on, quoted_price, final_price, deposit_paid, is_under_guarantee) VALUES (14, 14, 5, 'Clean & Oil', '2023-07-31', '2023-08-21', '2023-08-29', '2023-09-05', 192.0, 192.0, 25.0, 1);
INSERT INTO repair_jobs (job_id, timepiece_id, horologist_id, service, received_on, promised_on, completed_on, collected_on, quoted_price, final_price, deposit_paid, is_under_guarantee) VALUES (15, 15, 13, 'Full Service Plus', '2023-08-22', '2023-09-05', '2023-10-16', '2023-10-20', 331.0, 331.0, 100.0, 0);
INSERT INTO repair_jobs (job_id, timepiece_id, horologist_id, service, received_on, promised_on, completed_on, collected_on, quoted_price, final_price, deposit_paid, is_under_guarantee) VALUES (16, 16, 12, 'Case Polish', '2023-09-05', '2023-09-19', '2023-10-10', '2023-11-02', 65.0, 65.0, 25.0, 0);
INSERT INTO repair_jobs (job_id, timepiece_id, horologist_id, service, received_on, promised_on, completed_on, collected_on, quoted_price, final_price, deposit_paid, is_under_guarantee) VALUES (17, 17, 8, 'Full Service Plus', '2023-09-22', '2023-10-20', '2023-10-24', '2023-10-31', 298.0, 336.0, NULL, 0);
INSERT INTO repair_jobs (job_id, timepiece_id, horologist_id, service, received_on, promised_on, completed_on, collected_on, quoted_price, final_price, deposit_paid, is_under_guarantee) VALUES (18, 18, 2, 'Clean & Oil', '2023-10-06', '2023-11-17', '2023-11-17', '2023-12-04', 95.0, 85.0, 20.0, 0);
INSERT INTO repair_jobs (job_id, timepiece_id, horologist_id, service, received_on, promised_on, completed_on, collected_on, quoted_price, final_price, deposit_paid, is_under_guarantee) VALUES (19, 19, 7, 'Mainspring Replacement', '2023-10-21', '2023-11-11', '2023-11-12', '2023-11-25', 127.0, 165.0, NULL, 0);
INSERT INTO repair_jobs (job_id, timepiece_id, horologist_id, service, received_on, promised_on, completed_on, collected_on, quoted_price, final_price, deposit_paid, is_under_guarantee) VALUES (20, 20, 8, 'Dial Restoration', '2023-10-31', '2023-11-21', '2023-11-14', '2023-11-28', 238.0, 250.5, 20.0, 0);
INSERT INTO repair_jobs (job_id, timepiece_id, horologist_id, service, received_on, promised_on, completed_on, collected_on, quoted_price, final_price, deposit_paid, is_under_guarantee) VALUES (21, 21, 3, 'Mainspring Replacement', '2023-11-16', '2023-11-30', '2023-11-27', '2023-12-05', 185.0, 210.0, 25.0, 0);
INSERT INTO repair_jobs (job_id, timepiece_id, horologist_id, service, received_on, promised_on, completed_on, collected_on, quoted_price, final_price, deposit_paid, is_under_guarantee) VALUES (22, 22, 11, 'Full Service', '2023-12-06', '2024-01-03', '2023-12-31', '2024-01-04', 378.0, 403.0, 100.0, 0);
INSERT INTO repair_jobs (job_id, timepiece_id, horologist_id, service, received_on, promised_on, completed_on, collected_on, quoted_price, final_price, deposit_paid, is_under_guarantee) VALUES (23, 23, 9, 'Full Service Plus', '2023-12-16', '2023-12-30', '2024-02-05', NULL, 235.0, 260.0, 50.0, 0);
INSERT INTO repair_jobs (job_id, timepiece_id, horologist_id, service, received_on, promised_on, completed_on, collected_on, quoted_price, final_price, deposit_paid, is_under_guarantee) VALUES (24, 24, 13, 'Battery & Seal', '2024-01-08', '2024-01-22', '2024-01-20', '2024-01-28', 30.0, 42.5, NULL, 0);
INSERT INTO repair_jobs (job_id, timepiece_id, horologist_id, service, received_on, promised_on, completed_on, collected_on, quoted_price, final_price, deposit_paid, is_under_guarantee) VALUES (25, 25, 2, 'Battery & Seal', '2024-01-22', '2024-02-12', '2024-02-03', '2024-02-15', 30.0, 30.0, NULL, 0);
INSERT INTO repair_jobs (job_id, timepiece_id, horologist_id, service, received_on, promised_on, completed_on, collected_on, quoted_price, final_price, deposit_paid, is_under_guarantee) VALUES (26, 26, 12, 'Case Polish', '2024-01-31', '2024-03-13', '2024-03-24', '2024-03-26', 75.0, 75.0, 25.0, 0);
INSERT INTO repair_jobs (job_id, timepiece_id, horologist_id, service, received_on, promised_on, completed_on, collected_on, quoted_price, final_price, deposit_paid, is_under_guarantee) VALUES (27, 27, 6, 'Mainspring Replacement', '2024-02-25', '2024-03-10', '2024-04-19', '2024-05-10', 149.0, 139.0, 25.0, 1);
INSERT INTO repair_jobs (job_id, timepiece_id, horologist_id, service, received_on, promised_on, completed_on, collected_on, quoted_price, final_price, deposit_paid, is_under_guarantee) VALUES (28, 28, 14, 'Clean & Oil', '2024-03-08', '2024-04-12', '2024-04-18', '2024-05-13', 108.5, 98.5, 100.0, 0);
INSERT INTO repair_jobs (job_id, timepiece_id, horologist_id, service, received_on, promised_on, completed_on, collected_on, quoted_price, final_price, deposit_paid, is_under_guarantee) VALUES (29, 29, 3, 'Full Service Plus', '2024-03-19', '2024-04-23', '2024-04-09', '2024-05-02', 360.0, 360.0, NULL, 0);
INSERT INTO repair_jobs (job_id, timepiece_id, horologist_id, service, received_on, promised_on, completed_on, collected_on, quoted_price, final_price, deposit_paid, is_under_guarantee) VALUES (30, 30, 11, 'Full Service', '2024-04-05', '2024-05-03', '2024-05-05', '2024-05-06', 363.0, 363.0, 20.0, 0);
INSERT INTO repair_jobs (job_id, timepiece_id, horologist_id, service, received_on, promised_on, completed_on, collected_on, quoted_price, final_price, deposit_paid, is_under_guarantee) VALUES (31, 31, 4, 'Full Service', '2024-04-26', '2024-05-31', '2024-05-26', NULL, 170.0, 170.0, 100.0, 0);
INSERT INTO repair_jobs (job_id, timepiece_id, horologist_id, service, received_on, promised_on, completed_on, collected_on, quoted_price, final_price, deposit_paid, is_under_guarantee) VALUES (32, 32, 6, 'Dial Restoration', '2024-05-03', '2024-05-17', '2024-05-18', '2024-06-12', 233.0, 233.0, 100.0, 0);
INSERT INTO repair_jobs (job_id, timepiece_id, horologist_id, service, received_on, promised_on, completed_on, collected_on, quoted_price, final_price, deposit_paid, is_under_guarantee) VALUES (33, 8, 13, 'Dial Restoration', '2024-05-19', '2024-06-09', '2024-05-25', '2024-06-01', 281.0, 281.0, 100.0, 1);
INSERT INTO repair_jobs (job_id, timepiece_id, horologist_id, service, received_on, promised_on, completed_on, collected_on, quoted_price, final_price, deposit_paid, is_under_guarantee) VALUES (34, 15, 13, 'Dial Restoration', '2024-06-04', '2024-06-18', '2024-07-11', '2024-07-27', 276.0, 301.0, 20.0, 0);
INSERT INTO repair_jobs (job_id, timepiece_id, horologist_id, service, received_on, promised_on, completed_on, collected_on, quoted_price, final_price, deposit_paid, is_under_guarantee) VALUES (35, 22, 1, 'Full Service', '2024-06-28', '2024-08-02', '2024-07-16', NULL, 373.0, 373.0, 100.0, 0);
INSERT INTO repair_jobs (job_id, timepiece_id, horologist_id, service, received_on, promised_on, completed_on, collected_on, quoted_price, final_price, deposit_paid, is_under_guarantee) VALUES (36, 29, 3, 'Full Service', '2024-07-11', '2024-08-01', '2024-09-04', '2024-09-12', 262.5, 262.5, 20.0, 0);
INSERT INTO repair_jobs (job_id, timepiece_id, horologist_id, service, received_on, promised_on, completed_on, collected_on, quoted_price, final_price, deposit_paid, is_under_guarantee) VALUES (37, 4, 8, 'Clean & Oil', '2024-07-26', '2024-08-16', '2024-09-04', NULL, 117.0, 129.5, 25.0, 0);
INSERT INTO repair_jobs (job_id, timepiece_id, horologist_id, service, received_on, promised_on, completed_on, collected_on, quoted_price, final_price, deposit_paid, is_under_guarantee) VALUES (38, 11, 7, 'Clean & Oil', '2024-08-07', '2024-09-11', NULL, NULL, 98.5, NULL, 50.0, 0);
INSERT INTO repair_jobs (job_id, timepiece_id, horologist_id, service, received_on, promised_on, completed_on, collected_on, quoted_price, final_price, deposit_paid, is_under_guarantee) VALUES (39, 18, 9, 'Mainspring Replacement', '2024-08-23', '2024-10-04', NULL, NULL, 120.0, NULL, 20.0, 0);
INSERT INTO repair_jobs (job_id, timepiece_id, horologist_id, service, received_on, promised_on, completed_on, collected_on, quoted_price, final_price, deposit_paid, is_under_guarantee) VALUES (40, 25, 2, 'Battery & Seal', '2024-09-12', '2024-10-10', NULL, NULL, 30.0, NULL, NULL, 1);
INSERT INTO repair_jobs (job_id, timepiece_id, horologist_id, service, received_on, promised_on, completed_on, collected_on, quoted_price, final_price, deposit_paid, is_under_guarantee) VALUES (41, 32, NULL, 'Mainspring Replacement', '2024-09-29', '2024-10-20', NULL, NULL, 139.0, NULL, 100.0, 0);
INSERT INTO repair_jobs (job_id, timepiece_id, horologist_id, service, received_on, promised_on, completed_on, collected_on, quoted_price, final_price, deposit_paid, is_under_guarantee) VALUES (42, 7, 2, 'Full Service', '2024-10-08', '2024-11-19', NULL, NULL, 165.0, NULL, 20.0, 0);
INSERT INTO repair_jobs (job_id, timepiece_id, horologist_id, service, received_on, promised_on, completed_on, collected_on, quoted_price, final_price, deposit_paid, is_under_guarantee) VALUES (43, 14, 13, 'Dial Restoration', '2024-10-23', '2024-11-06', NULL, NULL, 428.0, NULL, NULL, 0);
INSERT INTO repair_jobs (job_id, timepiece_id, horologist_id, service, received_on, promised_on, completed_on, collected_on, quoted_price, final_price, deposit_paid, is_under_guarantee) VALUES (44, 21, NULL, 'Clean & Oil', '2024-11-05', '2024-12-10', NULL, NULL, 127.5, NULL, 50.0, 0);
INSERT INTO repair_jobs (job_id, timepiece_id, horologist_id, service, received_on, promised_on, completed_on, collected_on, quoted_price, final_price, deposit_paid, is_under_guarantee) VALUES (45, 28, NULL, 'Clean & Oil', '2024-11-22', '2024-12-20', NULL, NULL, 93.5, NULL, 20.0, 0);
INSERT INTO parts (part_id, name, supplier, unit_cost, retail_price, stock_qty) VALUES (1, 'Mainspring (clock)', 'Meadows & Passmore', 18.5, 34.0, 12);
INSERT INTO parts (part_id, name, supplier, unit_cost, retail_price, stock_qty) VALUES (2, 'Mainspring (watch)', 'Cousins UK', 7.2, 16.0, 30);
INSERT INTO parts (part_id, name, supplier, unit_cost, retail_price, stock_qty) VALUES (3, 'Crystal glass', 'Cousins UK', 3.1, 9.5, 60);
INSERT INTO parts (part_id, name, supplier, unit_cost, retail_price, stock_qty) VALUES (4, 'Crystal glass domed', 'Cousins UK', 4.4, 12.0, 25);
INSERT INTO parts (part_id, name, supplier, unit_cost, retail_price, stock_qty) VALUES (5, 'Silver oxide battery', 'Walsh Horological', 0.9, 4.5, 150);
INSERT INTO parts (part_id, name, supplier, unit_cost, retail_price, stock_qty) VALUES (6, 'Lithium battery', 'Walsh Horological', 1.4, 5.5, 80);
INSERT INTO parts (part_id, name, supplier, unit_cost, retail_price, stock_qty) VALUES (7, 'Gasket set', 'Cousins UK', 2.2, 6.0, 40);
INSERT INTO parts (part_id, name, supplier, unit_cost, retail_price, stock_qty) VALUES (8, 'Suspension spring', 'Meadows & Passmore', 3.8, 11.0, 18);
INSERT INTO parts (part_id, name, supplier, unit_cost, retail_price, stock_qty) VALUES (9, 'Click spring', 'Meadows & Passmore', 2.9, 8.5, 22);
INSERT INTO parts (part_id, name, supplier, unit_cost, retail_price, stock_qty) VALUES (10, 'Balance staff', 'Cousins UK', 11.0, 28.0, 6);
INSERT INTO parts (part_id, name, supplier, unit_cost, retail_price, stock_qty) VALUES (11, 'Pivot bushing', 'Meadows & Passmore', 1.6, 7.0, 90);
INSERT INTO parts (part_id, name, supplier, unit_cost, retail_price, stock_qty) VALUES (12, 'Gut line', 'Meadows & Passmore', 5.5, 14.0, 10);
INSERT INTO parts (part_id, name, supplier, unit_cost, retail_price, stock_qty) VALUES (13, 'Steel cable', 'Meadows & Passmore', 9.0, 21.0, 8);
INSERT INTO parts (part_id, name, supplier, unit_cost, retail_price, stock_qty) VALUES (14, 'Pendulum bob', 'Walsh Horological', 24.0, 55.0, 3);
INSERT INTO parts (part_id, name, supplier, unit_cost, retail_price, stock_qty) VALUES (15, 'Hands set', 'Walsh Horological', 6.5, 18.0, 14);
INSERT INTO parts (part_id, name, supplier, unit_cost, retail_price, stock_qty) VALUES (16, 'Crown & stem', 'Cousins UK', 8.0, 22.0, 0);
INSERT INTO parts (part_id, name, supplier, unit_cost, retail_price, stock_qty) VALUES (17, 'Leather strap', 'Walsh Horological', 7.5, 24.0, 20);
INSERT INTO parts (part_id, name, supplier, unit_cost, retail_price, stock_qty) VALUES (18, 'Dial paint kit', 'Walsh Horological', 12.0, 30.0, 5);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (1, 1, 11, 4);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (2, 1, 12, 1);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (3, 1, 8, 1);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (4, 2, 7, 1);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (5, 2, 4, 1);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (6, 2, 2, 1);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (7, 3, 1, 1);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (8, 4, 11, 3);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (9, 4, 1, 1);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (10, 6, 3, 1);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (11, 6, 17, 1);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (12, 7, 2, 1);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (13, 9, 18, 1);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (14, 9, 15, 1);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (15, 10, 18, 1);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (16, 10, 15, 1);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (17, 11, 4, 1);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (18, 11, 10, 1);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (19, 13, 11, 2);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (20, 13, 1, 1);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (21, 15, 11, 2);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (22, 15, 8, 1);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (23, 16, 3, 1);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (24, 16, 17, 1);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (25, 17, 11, 4);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (26, 17, 1, 1);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (27, 19, 2, 1);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (28, 20, 18, 1);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (29, 20, 15, 1);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (30, 21, 1, 1);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (31, 22, 11, 2);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (32, 22, 12, 1);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (33, 22, 8, 1);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (34, 23, 7, 1);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (35, 23, 4, 1);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (36, 23, 2, 1);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (37, 24, 6, 1);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (38, 25, 5, 1);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (39, 25, 7, 1);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (40, 26, 3, 1);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (41, 26, 17, 1);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (42, 27, 1, 1);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (43, 29, 11, 2);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (44, 29, 1, 1);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (45, 30, 11, 3);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (46, 30, 12, 1);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (47, 30, 8, 1);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (48, 31, 7, 1);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (49, 31, 3, 1);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (50, 32, 18, 1);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (51, 32, 15, 1);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (52, 33, 18, 1);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (53, 34, 18, 1);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (54, 35, 11, 4);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (55, 35, 12, 1);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (56, 35, 8, 1);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (57, 36, 11, 2);
INSERT INTO job_parts (job_part_id, job_id, part_id, quantity) VALUES (58, 36, 9, 1);
COMMIT;
