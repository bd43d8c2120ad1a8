-- taxi_company: a local minicab firm (drivers, vehicles, business accounts, trips, shift log, complaints)
BEGIN TRANSACTION;
CREATE TABLE drivers (
  driver_id INTEGER PRIMARY KEY,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  licence_no TEXT NOT NULL,
  hired_date TEXT NOT NULL,
  left_date TEXT, -- NULL = still drives for the firm
  phone TEXT -- NULL = no phone number on file
);
CREATE TABLE vehicles (
  vehicle_id INTEGER PRIMARY KEY,
  plate TEXT NOT NULL,
  make TEXT NOT NULL,
  model TEXT NOT NULL,
  year_built INTEGER NOT NULL,
  seats INTEGER NOT NULL,
  fuel_type TEXT NOT NULL,
  is_wheelchair_accessible INTEGER NOT NULL CHECK (is_wheelchair_accessible IN (0,1)),
  last_service_date TEXT, -- NULL = no service recorded since the firm bought it
  driver_id INTEGER REFERENCES drivers(driver_id) -- NULL = pool car with no regular driver
);
CREATE TABLE accounts (
  account_id INTEGER PRIMARY KEY,
  company_name TEXT NOT NULL,
  contact_first_name TEXT NOT NULL,
  contact_last_name TEXT NOT NULL,
  credit_limit REAL NOT NULL,
  opened_date TEXT NOT NULL,
  closed_date TEXT, -- NULL = account still open
  discount_pct REAL -- NULL = no agreed discount
);
CREATE TABLE trips (
  trip_id INTEGER PRIMARY KEY,
  booked_date TEXT NOT NULL,
  trip_date TEXT NOT NULL,
  driver_id INTEGER NOT NULL REFERENCES drivers(driver_id),
  vehicle_id INTEGER NOT NULL REFERENCES vehicles(vehicle_id),
  account_id INTEGER REFERENCES accounts(account_id), -- NULL = passenger paid directly, not on a business account
  pickup_area TEXT NOT NULL,
  dropoff_area TEXT NOT NULL,
  distance_km REAL NOT NULL,
  fare REAL NOT NULL,
  tip REAL, -- NULL = no tip given
  passengers INTEGER NOT NULL,
  is_airport INTEGER NOT NULL CHECK (is_airport IN (0,1)),
  customer_rating INTEGER, -- NULL = passenger did not rate the trip
  paid_date TEXT -- NULL = fare not paid yet (account trip awaiting invoice payment)
);
CREATE TABLE shifts (
  shift_id INTEGER PRIMARY KEY,
  driver_id INTEGER NOT NULL REFERENCES drivers(driver_id),
  vehicle_id INTEGER NOT NULL REFERENCES vehicles(vehicle_id),
  shift_date TEXT NOT NULL,
  hours_worked REAL NOT NULL,
  fuel_cost REAL -- NULL = no fuel bought during the shift
);
CREATE TABLE complaints (
  complaint_id INTEGER PRIMARY KEY,
  trip_id INTEGER NOT NULL REFERENCES trips(trip_id),
  received_date TEXT NOT NULL,
  category TEXT NOT NULL,
  refund_amount REAL, -- NULL = no refund given
  resolved_date TEXT -- NULL = complaint still open
);
INSERT INTO drivers VALUES (1, 'Sam', 'Okoro', 'PH-4401', '2015-04-01', NULL, '07700 910001');
INSERT INTO drivers VALUES (2, 'Alex', 'Brennan', 'PH-4402', '2016-09-12', NULL, '07700 910002');
INSERT INTO drivers VALUES (3, 'Jo', 'Whitaker', 'PH-4403', '2017-02-20', '2024-03-31', NULL);
INSERT INTO drivers VALUES (4, 'Marek', 'Nowak', 'PH-4404', '2018-06-04', NULL, '07700 910004');
INSERT INTO drivers VALUES (5, 'Fatima', 'Idris', 'PH-4405', '2019-01-14', NULL, '07700 910005');
INSERT INTO drivers VALUES (6, 'Dave', 'Collins', 'PH-4406', '2019-08-19', NULL, '07700 910006');
INSERT INTO drivers VALUES (7, 'Sam', 'Hughes', 'PH-4407', '2020-03-02', NULL, NULL);
INSERT INTO drivers VALUES (8, 'Yiannis', 'Pappas', 'PH-4408', '2020-11-23', NULL, '07700 910008');
INSERT INTO drivers VALUES (9, 'Kerry', 'Doyle', 'PH-4409', '2021-05-10', NULL, '07700 910009');
INSERT INTO drivers VALUES (10, 'Ahmed', 'Rahman', 'PH-4410', '2021-07-07', NULL, '07700 910010');
INSERT INTO drivers VALUES (11, 'Lena', 'Vogel', 'PH-4411', '2022-02-01', NULL, '07700 910011');
INSERT INTO drivers VALUES (12, 'Tariq', 'Aziz', 'PH-4412', '2022-09-15', NULL, NULL);
INSERT INTO drivers VALUES (13, 'Beth', 'Lowry', 'PH-4413', '2023-01-09', NULL, '07700 910013');
INSERT INTO drivers VALUES (14, 'Chris', 'Adebayo', 'PH-4414', '2023-06-26', NULL, '07700 910014');
INSERT INTO drivers VALUES (15, 'Nina', 'Sorensen', 'PH-4415', '2024-02-12', NULL, '07700 910015');
INSERT INTO drivers VALUES (16, 'Dave', 'Mercer', 'PH-4416', '2024-05-20', '2024-10-31', NULL);
INSERT INTO vehicles VALUES (1, 'KX19 ABC', 'Toyota', 'Prius', 2019, 4, 'hybrid', 0, '2024-09-10', 1);
INSERT INTO vehicles VALUES (2, 'KX20 DEF', 'Toyota', 'Prius Plus', 2020, 6, 'hybrid', 0, '2024-10-02', 2);
INSERT INTO vehicles VALUES (3, 'KX18 GHJ', 'Toyota', 'Prius', 2018, 4, 'hybrid', 0, '2024-06-15', 4);
INSERT INTO vehicles VALUES (4, 'LM21 KLM', 'Skoda', 'Octavia', 2021, 4, 'diesel', 0, '2024-08-01', 5);
INSERT INTO vehicles VALUES (5, 'LM21 NOP', 'Skoda', 'Octavia Estate', 2021, 4, 'diesel', 0, NULL, 6);
INSERT INTO vehicles VALUES (6, 'LM22 RST', 'Nissan', 'e-NV200', 2022, 6, 'electric', 1, '2024-11-20', NULL);
INSERT INTO vehicles VALUES (7, 'LM22 UVW', 'Nissan', 'e-NV200', 2022, 6, 'electric', 1, '2024-07-08', 8);
INSERT INTO vehicles VALUES (8, 'PN23 XYA', 'Tesla', 'Model 3', 2023, 4, 'electric', 0, '2024-12-01', 9);
INSERT INTO vehicles VALUES (9, 'PN23 XYB', 'Tesla', 'Model Y', 2023, 4, 'electric', 0, NULL, 10);
INSERT INTO vehicles VALUES (10, 'PN20 CDE', 'Toyota', 'Prius', 2020, 4, 'hybrid', 0, '2024-05-30', 11);
INSERT INTO vehicles VALUES (11, 'RT19 FGH', 'Ford', 'Tourneo Custom', 2019, 8, 'diesel', 1, '2024-04-11', 12);
INSERT INTO vehicles VALUES (12, 'RT21 JKL', 'Ford', 'Tourneo Custom', 2021, 8, 'diesel', 1, '2024-10-15', NULL);
INSERT INTO vehicles VALUES (13, 'SV22 MNP', 'Kia', 'Niro', 2022, 4, 'hybrid', 0, '2024-09-25', 13);
INSERT INTO vehicles VALUES (14, 'SV23 QRS', 'Kia', 'e-Niro', 2023, 4, 'electric', 0, '2024-11-02', 14);
INSERT INTO vehicles VALUES (15, 'SV24 TUV', 'Toyota', 'Corolla', 2024, 4, 'hybrid', 0, NULL, 15);
INSERT INTO vehicles VALUES (16, 'WX17 WXY', 'Skoda', 'Octavia', 2017, 4, 'diesel', 0, '2023-12-12', NULL);
INSERT INTO vehicles VALUES (17, 'WX18 ZAB', 'Toyota', 'Prius Plus', 2018, 6, 'hybrid', 0, '2024-02-28', 7);
INSERT INTO vehicles VALUES (18, 'YT24 CDF', 'Kia', 'Niro', 2024, 4, 'hybrid', 0, '2024-12-10', NULL);
INSERT INTO accounts VALUES (1, 'Harbour Dental Practice', 'Sam', 'Kirby', 500.00, '2018-03-01', NULL, 5.00);
INSERT INTO accounts VALUES (2, 'Castle Solicitors', 'Alex', 'Moreno', 1500.00, '2017-06-15', NULL, 10.00);
INSERT INTO accounts VALUES (3, 'Northfield Primary School', 'Jo', 'Patel', 800.00, '2019-09-01', NULL, NULL);
INSERT INTO accounts VALUES (4, 'Greyhound Hotel', 'Dave', 'Ashton', 2000.00, '2016-01-10', NULL, 12.50);
INSERT INTO accounts VALUES (5, 'St Anne''s Care Home', 'Fatima', 'Khan', 1200.00, '2018-11-05', NULL, 8.00);
INSERT INTO accounts VALUES (6, 'Bright Lights Events', 'Kerry', 'Walsh', 600.00, '2020-04-20', '2023-12-31', NULL);
INSERT INTO accounts VALUES (7, 'Meridian Software', 'Lena', 'Hart', 2500.00, '2021-02-14', NULL, 10.00);
INSERT INTO accounts VALUES (8, 'County Hospital Trust', 'Tariq', 'Malik', 5000.00, '2015-05-01', NULL, 15.00);
INSERT INTO accounts VALUES (9, 'Riverside Golf Club', 'Chris', 'Dunmore', 700.00, '2022-07-01', NULL, NULL);
INSERT INTO accounts VALUES (10, 'Apex Recruitment', 'Nina', 'Foster', 400.00, '2023-03-13', '2024-06-30', 5.00);
INSERT INTO accounts VALUES (11, 'Oakwood Estate Agents', 'Beth', 'Carroll', 900.00, '2021-10-10', NULL, NULL);
INSERT INTO accounts VALUES (12, 'Pinewood Catering', 'Marek', 'Zielinski', 300.00, '2022-12-01', NULL, 5.00);
INSERT INTO accounts VALUES (13, 'Harbour Dental Lab', 'Sam', 'Reyes', 350.00, '2023-08-08', NULL, NULL);
INSERT INTO accounts VALUES (14, 'City Council Transport', 'Ahmed', 'Siddiqui', 3000.00, '2019-04-04', NULL, 7.50);
INSERT INTO accounts VALUES (15, 'Lakeside Conference Centre', 'Yiannis', 'Georgiou', 1800.00, '2020-09-09', NULL, 10.00);
INSERT INTO trips VALUES (1, '2023-07-02', '2023-07-02', 2, 2, NULL, 'Northfield', 'University', 5.20, 12.86, 1.00, 1, 0, 5, '2023-07-02');
INSERT INTO trips VALUES (2, '2023-06-30', '2023-07-05', 3, 6, 11, 'Hospital', 'Town Centre', 10.20, 21.86, NULL, 2, 0, NULL, '2023-07-25');
INSERT INTO trips VALUES (3, '2023-07-07', '2023-07-07', 3, 6, NULL, 'Station', 'Harbour', 5.50, 13.40, 5.00, 2, 0, NULL, '2023-07-07');
INSERT INTO trips VALUES (4, '2023-07-02', '2023-07-11', 3, 6, 5, 'Town Centre', 'Lakeside', 11.50, 24.20, NULL, 1, 0, 4, '2023-07-31');
INSERT INTO trips VALUES (5, '2023-07-14', '2023-07-14', 9, 8, NULL, 'Riverside', 'Castle Hill', 5.50, 13.40, 5.00, 4, 0, NULL, '2023-07-14');
INSERT INTO trips VALUES (6, '2023-07-29', '2023-07-29', 1, 1, NULL, 'Castle Hill', 'Harbour', 3.00, 8.90, 2.00, 1, 0, NULL, '2023-07-29');
INSERT INTO trips VALUES (7, '2023-09-19', '2023-09-20', 10, 9, NULL, 'Airport', 'Harbour', 24.00, 51.70, 2.00, 2, 1, 5, '2023-09-20');
INSERT INTO trips VALUES (8, '2023-09-12', '2023-09-26', 1, 1, 14, 'Riverside', 'Station', 4.50, 11.60, NULL, 4, 0, 5, '2023-10-16');
INSERT INTO trips VALUES (9, '2023-09-30', '2023-09-30', 11, 10, NULL, 'Hospital', 'University', 3.50, 9.80, 2.00, 3, 0, NULL, '2023-09-30');
INSERT INTO trips VALUES (10, '2023-10-09', '2023-10-09', 9, 8, NULL, 'Town Centre', 'Riverside', 8.20, 18.26, 1.00, 2, 0, 2, '2023-10-09');
INSERT INTO trips VALUES (11, '2023-10-26', '2023-10-28', 3, 12, 1, 'University', 'Town Centre', 6.50, 15.20, NULL, 2, 0, 5, '2023-11-25');
INSERT INTO trips VALUES (12, '2023-10-07', '2023-11-06', 4, 3, 1, 'University', 'Riverside', 4.20, 11.06, NULL, 1, 0, 2, '2023-12-04');
INSERT INTO trips VALUES (13, '2023-11-02', '2023-12-02', 13, 16, 1, 'Station', 'Lakeside', 9.50, 20.60, NULL, 2, 0, NULL, '2023-12-30');
INSERT INTO trips VALUES (14, '2023-12-11', '2023-12-16', 10, 9, 14, 'Station', 'Riverside', 7.20, 16.46, NULL, 4, 0, 5, '2024-01-20');
INSERT INTO trips VALUES (15, '2023-12-20', '2023-12-21', 13, 6, NULL, 'Hospital', 'Riverside', 5.00, 12.50, NULL, 2, 0, 4, '2023-12-21');
INSERT INTO trips VALUES (16, '2024-02-09', '2024-02-09', 6, 12, NULL, 'Station', 'Hospital', 10.10, 21.68, NULL, 3, 0, 5, '2024-02-09');
INSERT INTO trips VALUES (17, '2024-01-26', '2024-02-09', 3, 6, 3, 'Town Centre', 'Northfield', 8.50, 18.80, NULL, 1, 0, NULL, '2024-03-05');
INSERT INTO trips VALUES (18, '2024-02-14', '2024-02-15', 14, 14, NULL, 'Hospital', 'Station', 7.50, 17.00, 2.50, 2, 0, NULL, '2024-02-15');
INSERT INTO trips VALUES (19, '2024-03-05', '2024-03-07', 12, 11, 9, 'Airport', 'Lakeside', 17.50, 40.00, NULL, 3, 1, 4, '2024-04-04');
INSERT INTO trips VALUES (20, '2024-03-10', '2024-03-10', 2, 2, NULL, 'Hospital', 'Lakeside', 4.50, 11.60, 2.00, 4, 0, 2, '2024-03-10');
INSERT INTO trips VALUES (21, '2024-03-08', '2024-03-13', 2, 2, 9, 'Station', 'Northfield', 5.50, 13.40, NULL, 1, 0, NULL, '2024-04-10');
INSERT INTO trips VALUES (22, '2024-03-31', '2024-04-01', 5, 4, NULL, 'Airport', 'Town Centre', 28.20, 59.26, 2.00, 1, 1, 2, '2024-04-01');
INSERT INTO trips VALUES (23, '2024-04-06', '2024-04-15', 1, 1, 1, 'Airport', 'Lakeside', 20.10, 44.68, NULL, 1, 1, 2, '2024-05-13');
INSERT INTO trips VALUES (24, '2024-04-28', '2024-04-28', 1, 1, NULL, 'Lakeside', 'Station', 9.50, 20.60, NULL, 1, 0, 4, '2024-04-28');
INSERT INTO trips VALUES (25, '2024-05-05', '2024-05-05', 4, 3, NULL, 'Station', 'Castle Hill', 4.50, 11.60, NULL, 2, 0, 5, '2024-05-05');
INSERT INTO trips VALUES (26, '2024-05-11', '2024-05-13', 8, 12, 8, 'Airport', 'Hospital', 22.20, 48.46, NULL, 1, 1, 5, '2024-06-17');
INSERT INTO trips VALUES (27, '2024-05-13', '2024-05-13', 12, 11, NULL, 'Station', 'Town Centre', 4.50, 11.60, NULL, 2, 0, 4, '2024-05-13');
INSERT INTO trips VALUES (28, '2024-05-14', '2024-05-14', 14, 14, NULL, 'Riverside', 'Harbour', 4.50, 11.60, 2.50, 1, 0, NULL, '2024-05-14');
INSERT INTO trips VALUES (29, '2024-05-15', '2024-05-15', 6, 5, NULL, 'Town Centre', 'Airport', 28.20, 59.26, 5.00, 1, 1, NULL, '2024-05-15');
INSERT INTO trips VALUES (30, '2024-05-18', '2024-05-20', 9, 6, 4, 'Station', 'University', 4.50, 11.60, NULL, 1, 0, 5, '2024-06-24');
INSERT INTO trips VALUES (31, '2024-05-23', '2024-05-23', 15, 6, NULL, 'Station', 'Hospital', 6.50, 15.20, NULL, 1, 0, 5, '2024-05-23');
INSERT INTO trips VALUES (32, '2024-05-11', '2024-06-01', 16, 12, 8, 'Town Centre', 'Northfield', 10.10, 21.68, NULL, 4, 0, 4, '2024-06-29');
INSERT INTO trips VALUES (33, '2024-06-13', '2024-06-14', 6, 5, NULL, 'University', 'Riverside', 2.00, 7.10, 5.00, 2, 0, 4, '2024-06-14');
INSERT INTO trips VALUES (34, '2024-06-18', '2024-06-20', 5, 4, NULL, 'Station', 'Hospital', 7.00, 16.10, NULL, 4, 0, 4, '2024-06-20');
INSERT INTO trips VALUES (35, '2024-06-25', '2024-07-16', 13, 13, 2, 'Riverside', 'Harbour', 5.20, 12.86, NULL, 1, 0, 4, '2024-08-13');
INSERT INTO trips VALUES (36, '2024-07-11', '2024-07-16', 1, 1, 12, 'Station', 'Hospital', 6.50, 15.20, NULL, 1, 0, 4, '2024-08-20');
INSERT INTO trips VALUES (37, '2024-07-20', '2024-07-20', 16, 16, NULL, 'Town Centre', 'Northfield', 7.00, 16.10, NULL, 3, 0, NULL, '2024-07-20');
INSERT INTO trips VALUES (38, '2024-07-28', '2024-07-28', 14, 14, NULL, 'Airport', 'University', 22.00, 48.10, NULL, 4, 1, NULL, '2024-07-28');
INSERT INTO trips VALUES (39, '2024-08-11', '2024-08-13', 1, 1, NULL, 'Castle Hill', 'Northfield', 4.50, 11.60, 1.00, 4, 0, 4, '2024-08-13');
INSERT INTO trips VALUES (40, '2024-08-12', '2024-08-17', 7, 17, 11, 'Station', 'Harbour', 5.00, 12.50, NULL, 2, 0, 2, '2024-09-06');
INSERT INTO trips VALUES (41, '2024-08-23', '2024-08-23', 7, 17, NULL, 'Town Centre', 'Hospital', 8.00, 17.90, NULL, 1, 0, 4, '2024-08-23');
INSERT INTO trips VALUES (42, '2024-08-30', '2024-08-30', 14, 14, NULL, 'Hospital', 'University', 4.00, 10.70, NULL, 1, 0, 5, '2024-08-30');
INSERT INTO trips VALUES (43, '2024-09-02', '2024-09-07', 8, 7, 4, 'Town Centre', 'Harbour', 5.50, 13.40, NULL, 2, 0, 2, '2024-10-12');
INSERT INTO trips VALUES (44, '2024-09-23', '2024-09-23', 16, 18, NULL, 'Station', 'Airport', 25.50, 54.40, NULL, 4, 1, 3, '2024-09-23');
INSERT INTO trips VALUES (45, '2024-09-10', '2024-09-23', 8, 7, 7, 'Town Centre', 'Station', 6.10, 14.48, NULL, 1, 0, 5, '2024-10-15');
INSERT INTO trips VALUES (46, '2024-10-03', '2024-10-03', 14, 16, NULL, 'Airport', 'Hospital', 22.20, 48.46, 5.00, 1, 1, 3, '2024-10-03');
INSERT INTO trips VALUES (47, '2024-10-02', '2024-10-04', 16, 12, NULL, 'Harbour', 'Northfield', 4.50, 11.60, 1.00, 2, 0, 3, '2024-10-04');
INSERT INTO trips VALUES (48, '2024-10-04', '2024-10-06', 6, 5, NULL, 'Lakeside', 'Riverside', 10.10, 21.68, 1.00, 2, 0, NULL, '2024-10-06');
INSERT INTO trips VALUES (49, '2024-10-07', '2024-10-07', 8, 7, NULL, 'Station', 'Riverside', 8.10, 18.08, 5.00, 3, 0, NULL, '2024-10-07');
INSERT INTO trips VALUES (50, '2024-10-12', '2024-10-13', 1, 6, NULL, 'Airport', 'Riverside', 24.20, 52.06, 2.00, 4, 1, 5, '2024-10-13');
INSERT INTO trips VALUES (51, '2024-10-19', '2024-10-21', 11, 10, NULL, 'Station', 'Riverside', 6.50, 15.20, 2.00, 1, 0, 4, '2024-10-21');
INSERT INTO trips VALUES (52, '2024-11-02', '2024-11-07', 2, 2, 8, 'Hospital', 'Lakeside', 5.50, 13.40, NULL, 4, 0, 4, '2024-12-05');
INSERT INTO trips VALUES (53, '2024-10-30', '2024-11-08', 5, 4, 5, 'Castle Hill', 'Northfield', 5.00, 12.50, NULL, 1, 0, NULL, '2024-11-28');
INSERT INTO trips VALUES (54, '2024-11-14', '2024-11-14', 11, 18, NULL, 'Hospital', 'Lakeside', 5.00, 12.50, 5.00, 2, 0, 2, '2024-11-14');
INSERT INTO trips VALUES (55, '2024-11-17', '2024-11-17', 14, 14, NULL, 'Station', 'Castle Hill', 6.10, 14.48, 2.50, 1, 0, NULL, '2024-11-17');
INSERT INTO trips VALUES (56, '2024-11-23', '2024-11-24', 2, 2, NULL, 'Riverside', 'Airport', 23.00, 49.90, NULL, 4, 1, 4, '2024-11-24');
INSERT INTO trips VALUES (57, '2024-11-19', '2024-11-24', 5, 4, 15, 'Town Centre', 'Riverside', 7.00, 16.10, NULL, 1, 0, 4, NULL);
INSERT INTO trips VALUES (58, '2024-11-26', '2024-11-26', 13, 13, NULL, 'Hospital', 'Town Centre', 8.50, 18.80, 1.00, 2, 0, NULL, '2024-11-26');
INSERT INTO trips VALUES (59, '2024-12-01', '2024-12-01', 8, 7, NULL, 'Town Centre', 'Station', 3.50, 9.80, 5.00, 2, 0, NULL, '2024-12-01');
INSERT INTO trips VALUES (60, '2024-12-15', '2024-12-15', 2, 2, NULL, 'Airport', 'University', 21.50, 47.20, 1.00, 3, 1, 5, '2024-12-15');
INSERT INTO shifts VALUES (1, 2, 2, '2023-07-02', 10.00, 42.10);
INSERT INTO shifts VALUES (2, 3, 6, '2023-07-07', 6.50, NULL);
INSERT INTO shifts VALUES (3, 9, 8, '2023-07-14', 9.00, NULL);
INSERT INTO shifts VALUES (4, 10, 9, '2023-09-20', 11.00, NULL);
INSERT INTO shifts VALUES (5, 11, 10, '2023-09-30', 7.50, NULL);
INSERT INTO shifts VALUES (6, 9, 8, '2023-10-09', 8.50, NULL);
INSERT INTO shifts VALUES (7, 10, 9, '2023-12-16', 12.00, NULL);
INSERT INTO shifts VALUES (8, 6, 12, '2024-02-09', 5.00, 38.75);
INSERT INTO shifts VALUES (9, 12, 11, '2024-03-07', 9.50, 55.00);
INSERT INTO shifts VALUES (10, 5, 4, '2024-04-01', 8.00, 31.20);
INSERT INTO shifts VALUES (11, 1, 1, '2024-04-28', 10.00, NULL);
INSERT INTO shifts VALUES (12, 8, 12, '2024-05-13', 6.50, 47.90);
INSERT INTO shifts VALUES (13, 6, 5, '2024-05-15', 9.00, 42.10);
INSERT INTO shifts VALUES (14, 15, 6, '2024-05-23', 11.00, NULL);
INSERT INTO shifts VALUES (15, 5, 4, '2024-06-20', 7.50, NULL);
INSERT INTO shifts VALUES (16, 16, 16, '2024-07-20', 8.50, 38.75);
INSERT INTO shifts VALUES (17, 14, 14, '2024-07-28', 12.00, NULL);
INSERT INTO shifts VALUES (18, 7, 17, '2024-08-23', 5.00, 55.00);
INSERT INTO shifts VALUES (19, 16, 18, '2024-09-23', 9.50, 31.20);
INSERT INTO shifts VALUES (20, 14, 16, '2024-10-03', 8.00, NULL);
INSERT INTO shifts VALUES (21, 6, 5, '2024-10-06', 10.00, 47.90);
INSERT INTO shifts VALUES (22, 1, 6, '2024-10-13', 6.50, NULL);
INSERT INTO shifts VALUES (23, 11, 10, '2024-10-21', 9.00, 42.10);
INSERT INTO shifts VALUES (24, 11, 18, '2024-11-14', 11.00, NULL);
INSERT INTO shifts VALUES (25, 14, 14, '2024-11-17', 7.50, NULL);
INSERT INTO shifts VALUES (26, 2, 2, '2024-11-24', 8.50, 38.75);
INSERT INTO shifts VALUES (27, 13, 13, '2024-11-26', 12.00, 55.00);
INSERT INTO shifts VALUES (28, 11, 6, '2024-12-07', 5.00, NULL);
INSERT INTO shifts VALUES (29, 7, 17, '2024-12-10', 9.50, 31.20);
INSERT INTO shifts VALUES (30, 2, 2, '2024-12-15', 8.00, NULL);
INSERT INTO complaints VALUES (1, 10, '2023-10-10', 'driver rude', NULL, '2023-10-20');
INSERT INTO complaints VALUES (2, 12, '2023-11-07', 'late pickup', 5.00, '2023-11-15');
INSERT INTO complaints VALUES (3, 20, '2024-03-11', 'overcharged', 4.00, '2024-03-18');
INSERT INTO complaints VALUES (4, 22, '2024-04-02', 'overcharged', 10.00, '2024-04-09');
INSERT INTO complaints VALUES (5, 23, '2024-04-16', 'late pickup', NULL, '2024-04-25');
INSERT INTO complaints VALUES (6, 43, '2024-09-09', 'dirty vehicle', NULL, '2024-09-12');
INSERT INTO complaints VALUES (7, 40, '2024-08-19', 'wrong route', 3.00, '2024-08-30');
INSERT INTO complaints VALUES (8, 46, '2024-10-04', 'late pickup', NULL, '2024-10-10');
INSERT INTO complaints VALUES (9, 47, '2024-10-05', 'driver rude', NULL, '2024-10-21');
INSERT INTO complaints VALUES (10, 53, '2024-11-09', 'late pickup', NULL, NULL);
INSERT INTO complaints VALUES (11, 54, '2024-11-15', 'overcharged', 6.50, '2024-11-22');
INSERT INTO complaints VALUES (12, 44, '2024-09-24', 'late pickup', 10.00, '2024-10-01');
INSERT INTO complaints VALUES (13, 57, '2024-11-25', 'wrong route', NULL, NULL);
INSERT INTO complaints VALUES (14, 58, '2024-11-27', 'dirty vehicle', NULL, '2024-12-02');
INSERT INTO complaints VALUES (15, 60, '2024-12-16', 'driver rude', NULL, NULL);
COMMIT;
