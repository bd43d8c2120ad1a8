-- parking_enforcement: a town council's on-street parking team; penalty tickets are kept in one table per district
BEGIN TRANSACTION;
CREATE TABLE streets (
  street_id INTEGER PRIMARY KEY,
  street_name TEXT NOT NULL,
  district TEXT NOT NULL,
  zone_code TEXT NOT NULL,
  hourly_rate REAL, -- NULL = no pay-and-display on this street
  max_stay_hours INTEGER, -- NULL = no time limit
  is_resident_only INTEGER NOT NULL CHECK (is_resident_only IN (0,1))
);
CREATE TABLE wardens (
  warden_id INTEGER PRIMARY KEY,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  badge_no TEXT NOT NULL,
  start_date TEXT NOT NULL,
  supervisor_id INTEGER REFERENCES wardens(warden_id), -- NULL = team leader, reports to nobody here
  mobile TEXT -- NULL = no work mobile issued
);
CREATE TABLE permits (
  permit_id INTEGER PRIMARY KEY,
  plate TEXT NOT NULL,
  holder_first_name TEXT NOT NULL,
  holder_last_name TEXT NOT NULL,
  street_id INTEGER NOT NULL REFERENCES streets(street_id),
  permit_type TEXT NOT NULL,
  fee REAL NOT NULL,
  valid_from TEXT NOT NULL,
  valid_to TEXT NOT NULL,
  cancelled_date TEXT -- NULL = permit not cancelled
);
CREATE TABLE citations_northgate (
  citation_id INTEGER PRIMARY KEY,
  issued_date TEXT NOT NULL,
  street_id INTEGER NOT NULL REFERENCES streets(street_id),
  warden_id INTEGER NOT NULL REFERENCES wardens(warden_id),
  plate TEXT NOT NULL,
  vehicle_make TEXT, -- NULL = make of the vehicle not recorded
  offence TEXT NOT NULL,
  fine_amount REAL NOT NULL,
  due_date TEXT NOT NULL,
  paid_date TEXT, -- NULL = not paid
  amount_paid REAL, -- NULL = nothing paid yet
  is_appealed INTEGER NOT NULL CHECK (is_appealed IN (0,1)),
  appeal_outcome TEXT -- NULL = no appeal decision (not appealed, or appeal still pending)
);
CREATE TABLE citations_riverside (
  citation_id INTEGER PRIMARY KEY,
  issued_date TEXT NOT NULL,
  street_id INTEGER NOT NULL REFERENCES streets(street_id),
  warden_id INTEGER NOT NULL REFERENCES wardens(warden_id),
  plate TEXT NOT NULL,
  vehicle_make TEXT, -- NULL = make of the vehicle not recorded
  offence TEXT NOT NULL,
  fine_amount REAL NOT NULL,
  due_date TEXT NOT NULL,
  paid_date TEXT, -- NULL = not paid
  amount_paid REAL, -- NULL = nothing paid yet
  is_appealed INTEGER NOT NULL CHECK (is_appealed IN (0,1)),
  appeal_outcome TEXT -- NULL = no appeal decision (not appealed, or appeal still pending)
);
CREATE TABLE citations_old_town (
  citation_id INTEGER PRIMARY KEY,
  issued_date TEXT NOT NULL,
  street_id INTEGER NOT NULL REFERENCES streets(street_id),
  warden_id INTEGER NOT NULL REFERENCES wardens(warden_id),
  plate TEXT NOT NULL,
  vehicle_make TEXT, -- NULL = make of the vehicle not recorded
  offence TEXT NOT NULL,
  fine_amount REAL NOT NULL,
  due_date TEXT NOT NULL,
  paid_date TEXT, -- NULL = not paid
  amount_paid REAL, -- NULL = nothing paid yet
  is_appealed INTEGER NOT NULL CHECK (is_appealed IN (0,1)),
  appeal_outcome TEXT -- NULL = no appeal decision (not appealed, or appeal still pending)
);
INSERT INTO streets VALUES (1, 'Mill Road', 'Northgate', 'N1', 1.20, 2, 0);
INSERT INTO streets VALUES (2, 'Station Approach', 'Northgate', 'N1', 2.00, 3, 0);
INSERT INTO streets VALUES (3, 'Northgate High Street', 'Northgate', 'N1', 1.80, 2, 0);
INSERT INTO streets VALUES (4, 'Elm Grove', 'Northgate', 'N2', NULL, NULL, 1);
INSERT INTO streets VALUES (5, 'Victoria Road', 'Northgate', 'N2', 1.20, 4, 0);
INSERT INTO streets VALUES (6, 'Canal Street', 'Northgate', 'N2', 1.00, NULL, 0);
INSERT INTO streets VALUES (7, 'Park View', 'Northgate', 'N3', NULL, NULL, 1);
INSERT INTO streets VALUES (8, 'Church Walk', 'Northgate', 'N3', NULL, 1, 0);
INSERT INTO streets VALUES (9, 'Mill Lane', 'Riverside', 'R1', 1.50, 2, 0);
INSERT INTO streets VALUES (10, 'Quay Street', 'Riverside', 'R1', 2.20, 3, 0);
INSERT INTO streets VALUES (11, 'Bridge Street', 'Riverside', 'R1', 1.80, 2, 0);
INSERT INTO streets VALUES (12, 'Wharf Road', 'Riverside', 'R2', 1.00, NULL, 0);
INSERT INTO streets VALUES (13, 'Willow Close', 'Riverside', 'R2', NULL, NULL, 1);
INSERT INTO streets VALUES (14, 'Riverside Parade', 'Riverside', 'R2', 2.50, 2, 0);
INSERT INTO streets VALUES (15, 'Ferry Lane', 'Riverside', 'R3', NULL, 2, 0);
INSERT INTO streets VALUES (16, 'Victoria Terrace', 'Riverside', 'R3', NULL, NULL, 1);
INSERT INTO streets VALUES (17, 'Church Street', 'Old Town', 'OT1', 2.50, 2, 0);
INSERT INTO streets VALUES (18, 'Market Square', 'Old Town', 'OT1', 3.00, 1, 0);
INSERT INTO streets VALUES (19, 'Castle Street', 'Old Town', 'OT1', 2.50, 2, 0);
INSERT INTO streets VALUES (20, 'Abbey Lane', 'Old Town', 'OT2', 1.50, 3, 0);
INSERT INTO streets VALUES (21, 'Guildhall Yard', 'Old Town', 'OT2', 2.00, 2, 0);
INSERT INTO streets VALUES (22, 'Cobble Row', 'Old Town', 'OT2', NULL, NULL, 1);
INSERT INTO streets VALUES (23, 'St Mary''s Gate', 'Old Town', 'OT3', 1.50, 4, 0);
INSERT INTO streets VALUES (24, 'Tanners Lane', 'Old Town', 'OT3', NULL, NULL, 1);
INSERT INTO wardens VALUES (1, 'Janet', 'Rowe', 'W101', '2012-05-01', NULL, '07700 920101');
INSERT INTO wardens VALUES (2, 'Kofi', 'Asante', 'W102', '2014-09-15', 1, '07700 920102');
INSERT INTO wardens VALUES (3, 'Emma', 'Doyle', 'W103', '2016-03-07', 1, '07700 920103');
INSERT INTO wardens VALUES (4, 'Raj', 'Malhotra', 'W104', '2017-11-20', NULL, '07700 920104');
INSERT INTO wardens VALUES (5, 'Emma', 'Fischer', 'W105', '2018-06-11', 4, NULL);
INSERT INTO wardens VALUES (6, 'Liam', 'Byrne', 'W106', '2019-02-04', 1, '07700 920106');
INSERT INTO wardens VALUES (7, 'Sofia', 'Marquez', 'W107', '2019-10-14', 4, '07700 920107');
INSERT INTO wardens VALUES (8, 'Tom', 'Hadley', 'W108', '2020-05-18', 1, NULL);
INSERT INTO wardens VALUES (9, 'Grace', 'Obi', 'W109', '2021-01-11', 4, '07700 920109');
INSERT INTO wardens VALUES (10, 'Piotr', 'Zajac', 'W110', '2021-08-23', 1, '07700 920110');
INSERT INTO wardens VALUES (11, 'Hannah', 'Reid', 'W111', '2022-04-04', 4, NULL);
INSERT INTO wardens VALUES (12, 'Marcus', 'Lee', 'W112', '2022-11-07', 1, '07700 920112');
INSERT INTO wardens VALUES (13, 'Aoife', 'Kelly', 'W113', '2023-05-15', 4, '07700 920113');
INSERT INTO wardens VALUES (14, 'Dan', 'Cooper', 'W114', '2023-09-04', 1, NULL);
INSERT INTO wardens VALUES (15, 'Nadia', 'Hussain', 'W115', '2024-03-18', 4, '07700 920115');
INSERT INTO permits VALUES (1, 'CV17 JKL', 'Emma', 'Walsh', 4, 'resident', 60.00, '2023-06-01', '2024-05-31', NULL);
INSERT INTO permits VALUES (2, 'CV17 JKL', 'Emma', 'Walsh', 4, 'resident', 60.00, '2024-06-01', '2025-05-31', NULL);
INSERT INTO permits VALUES (3, 'PX61 ABA', 'Tom', 'Baines', 4, 'resident', 95.00, '2024-01-01', '2024-12-31', NULL);
INSERT INTO permits VALUES (4, 'QR62 BCB', 'Grace', 'Mwangi', 7, 'resident', 60.00, '2024-02-01', '2025-01-31', NULL);
INSERT INTO permits VALUES (5, 'RS63 CDC', 'Liam', 'Foster', 7, 'business', 350.00, '2024-01-01', '2024-12-31', NULL);
INSERT INTO permits VALUES (6, 'ST64 DED', 'Olivia', 'Grant', 13, 'resident', 60.00, '2023-09-01', '2024-08-31', NULL);
INSERT INTO permits VALUES (7, 'TU65 EFE', 'Mohammed', 'Ali', 13, 'resident', 95.00, '2023-09-01', '2024-08-31', '2024-03-15');
INSERT INTO permits VALUES (8, 'UV66 FGF', 'Sarah', 'Jones', 16, 'resident', 60.00, '2024-04-01', '2025-03-31', NULL);
INSERT INTO permits VALUES (9, 'DE23 QRT', 'Ben', 'Carter', 16, 'visitor', 15.00, '2024-04-17', '2024-04-18', NULL);
INSERT INTO permits VALUES (10, 'VW67 GHG', 'Emma', 'Stone', 22, 'resident', 60.00, '2024-01-01', '2024-12-31', NULL);
INSERT INTO permits VALUES (11, 'TU68 ABC', 'Hugh', 'Patterson', 22, 'resident', 60.00, '2023-12-01', '2024-11-30', NULL);
INSERT INTO permits VALUES (12, 'WX68 HJH', 'Tom', 'Ashby', 24, 'resident', 60.00, '2024-03-01', '2025-02-28', NULL);
INSERT INTO permits VALUES (13, 'XY69 JKJ', 'Priya', 'Desai', 24, 'business', 350.00, '2024-01-01', '2024-12-31', NULL);
INSERT INTO permits VALUES (14, 'YZ70 KLK', 'Grace', 'Hall', 18, 'business', 350.00, '2023-07-01', '2024-06-30', NULL);
INSERT INTO permits VALUES (15, 'AB71 LML', 'Daniel', 'Reed', 18, 'business', 350.00, '2024-07-01', '2025-06-30', NULL);
INSERT INTO permits VALUES (16, 'BC72 MNM', 'Fiona', 'Clark', 10, 'business', 350.00, '2024-01-01', '2024-12-31', '2024-09-30');
INSERT INTO permits VALUES (17, 'CD73 NPN', 'Aaron', 'Blake', 22, 'visitor', 15.00, '2024-05-10', '2024-05-11', NULL);
INSERT INTO permits VALUES (18, 'DE74 PQP', 'Chloe', 'Evans', 4, 'visitor', 15.00, '2024-06-22', '2024-06-23', NULL);
INSERT INTO permits VALUES (19, 'EF75 QRQ', 'Liam', 'Murphy', 13, 'resident', 60.00, '2024-09-01', '2025-08-31', NULL);
INSERT INTO permits VALUES (20, 'FG76 RSR', 'Zara', 'Khan', 16, 'resident', 95.00, '2024-04-01', '2025-03-31', NULL);
INSERT INTO permits VALUES (21, 'GH77 STS', 'Oscar', 'Hughes', 7, 'resident', 60.00, '2023-05-01', '2024-04-30', '2023-11-20');
INSERT INTO permits VALUES (22, 'HJ78 TUT', 'Nina', 'Brooks', 24, 'resident', 60.00, '2024-10-01', '2025-09-30', NULL);
INSERT INTO permits VALUES (23, 'JK79 UVU', 'Emma', 'Doyle', 4, 'resident', 60.00, '2024-02-01', '2025-01-31', NULL);
INSERT INTO permits VALUES (24, 'KL80 VWV', 'Martin', 'Lewis', 2, 'business', 350.00, '2024-03-01', '2025-02-28', NULL);
INSERT INTO permits VALUES (25, 'LM81 WXW', 'Ruth', 'Simmons', 22, 'visitor', 15.00, '2024-12-20', '2024-12-21', NULL);
INSERT INTO citations_northgate VALUES (1001, '2023-10-03', 2, 2, 'AB12 CDE', 'Ford', 'no valid ticket', 50.00, '2023-10-31', '2023-10-08', 25.00, 0, NULL);
INSERT INTO citations_northgate VALUES (1002, '2023-11-14', 1, 6, 'BK15 FGH', 'Vauxhall', 'overstayed', 50.00, '2023-12-12', '2023-12-04', 50.00, 0, NULL);
INSERT INTO citations_northgate VALUES (1003, '2023-12-01', 4, 8, 'CV17 JKL', NULL, 'no resident permit', 70.00, '2023-12-29', NULL, NULL, 1, 'cancelled');
INSERT INTO citations_northgate VALUES (1004, '2024-01-09', 3, 2, 'DL18 MNO', 'Toyota', 'double yellow lines', 70.00, '2024-02-06', '2024-01-12', 35.00, 0, NULL);
INSERT INTO citations_northgate VALUES (1005, '2024-01-22', 2, 10, 'EF19 PQR', 'BMW', 'no valid ticket', 50.00, '2024-02-19', '2024-02-03', 25.00, 0, NULL);
INSERT INTO citations_northgate VALUES (1006, '2024-02-15', 6, 12, 'FG20 STU', 'Kia', 'loading bay', 70.00, '2024-03-14', NULL, NULL, 0, NULL);
INSERT INTO citations_northgate VALUES (1007, '2024-03-04', 2, 2, 'GH21 VWX', 'Ford', 'overstayed', 50.00, '2024-04-01', '2024-04-03', 50.00, 0, NULL);
INSERT INTO citations_northgate VALUES (1008, '2024-03-19', 5, 6, 'AB12 CDE', 'Ford', 'overstayed', 50.00, '2024-04-16', '2024-03-29', 25.00, 0, NULL);
INSERT INTO citations_northgate VALUES (1009, '2024-04-08', 7, 14, 'HJ22 YZA', NULL, 'no resident permit', 70.00, '2024-05-06', '2024-05-03', 70.00, 1, 'upheld');
INSERT INTO citations_northgate VALUES (1010, '2024-05-02', 3, 8, 'JK23 BCD', 'Nissan', 'no valid ticket', 50.00, '2024-05-30', '2024-05-04', 25.00, 0, NULL);
INSERT INTO citations_northgate VALUES (1011, '2024-05-27', 2, 10, 'KL68 EFG', 'Audi', 'double yellow lines', 70.00, '2024-06-24', NULL, NULL, 1, NULL);
INSERT INTO citations_northgate VALUES (1012, '2024-06-11', 8, 12, 'LM69 HJK', 'Honda', 'overstayed', 50.00, '2024-07-09', '2024-06-18', 25.00, 0, NULL);
INSERT INTO citations_northgate VALUES (1013, '2024-07-01', 3, 14, 'MN70 LMN', 'Peugeot', 'no valid ticket', 50.00, '2024-07-29', NULL, NULL, 0, NULL);
INSERT INTO citations_northgate VALUES (1014, '2024-07-30', 1, 2, 'NP71 PQR', 'Skoda', 'no valid ticket', 50.00, '2024-08-27', '2024-08-12', 25.00, 0, NULL);
INSERT INTO citations_northgate VALUES (1015, '2024-08-21', 5, 3, 'OP14 STV', 'Mini', 'overstayed', 50.00, '2024-09-18', '2024-09-06', 50.00, 0, NULL);
INSERT INTO citations_northgate VALUES (1016, '2024-09-09', 3, 6, 'DL18 MNO', 'Toyota', 'loading bay', 70.00, '2024-10-07', '2024-09-18', 35.00, 0, NULL);
INSERT INTO citations_northgate VALUES (1017, '2024-10-14', 6, 10, 'PR16 WXY', NULL, 'no valid ticket', 50.00, '2024-11-11', '2024-11-03', 50.00, 0, NULL);
INSERT INTO citations_northgate VALUES (1018, '2024-11-05', 2, 8, 'RS65 ZAB', 'Volvo', 'double yellow lines', 70.00, '2024-12-03', NULL, NULL, 0, NULL);
INSERT INTO citations_northgate VALUES (1019, '2024-11-28', 4, 12, 'ST66 CDF', 'Fiat', 'no resident permit', 70.00, '2024-12-26', NULL, NULL, 1, NULL);
INSERT INTO citations_northgate VALUES (1020, '2024-12-12', 3, 14, 'TU67 GHJ', 'Ford', 'overstayed', 50.00, '2025-01-09', NULL, NULL, 0, NULL);
INSERT INTO citations_riverside VALUES (2001, '2023-09-18', 10, 5, 'UV13 KLM', 'Toyota', 'no valid ticket', 50.00, '2023-10-16', '2023-09-22', 25.00, 0, NULL);
INSERT INTO citations_riverside VALUES (2002, '2023-10-25', 9, 3, 'VW62 NPR', 'Ford', 'overstayed', 50.00, '2023-11-22', '2023-11-09', 50.00, 0, NULL);
INSERT INTO citations_riverside VALUES (2003, '2023-11-30', 13, 7, 'AB12 CDE', 'Ford', 'no resident permit', 70.00, '2023-12-28', NULL, NULL, 1, 'cancelled');
INSERT INTO citations_riverside VALUES (2004, '2024-01-15', 14, 5, 'CV17 JKL', NULL, 'no valid ticket', 50.00, '2024-02-12', '2024-01-21', 25.00, 0, NULL);
INSERT INTO citations_riverside VALUES (2005, '2024-02-02', 11, 9, 'WX64 RST', 'Hyundai', 'double yellow lines', 70.00, '2024-03-01', '2024-02-23', 70.00, 1, 'upheld');
INSERT INTO citations_riverside VALUES (2006, '2024-02-28', 12, 5, 'XY63 UVW', 'Renault', 'loading bay', 70.00, '2024-03-27', '2024-03-10', 35.00, 0, NULL);
INSERT INTO citations_riverside VALUES (2007, '2024-03-06', 10, 3, 'YZ19 ABD', 'Mercedes', 'no valid ticket', 50.00, '2024-04-03', '2024-03-14', 25.00, 0, NULL);
INSERT INTO citations_riverside VALUES (2008, '2024-03-12', 15, 11, 'ZA20 EFH', NULL, 'overstayed', 50.00, '2024-04-09', NULL, NULL, 0, NULL);
INSERT INTO citations_riverside VALUES (2009, '2024-03-21', 9, 5, 'BC21 GJK', 'Seat', 'no valid ticket', 50.00, '2024-04-18', '2024-03-22', 25.00, 0, NULL);
INSERT INTO citations_riverside VALUES (2010, '2024-03-28', 14, 7, 'CD22 LMP', 'Kia', 'overstayed', 50.00, '2024-04-25', '2024-04-23', 50.00, 0, NULL);
INSERT INTO citations_riverside VALUES (2011, '2024-04-17', 16, 9, 'DE23 QRT', 'Tesla', 'no resident permit', 70.00, '2024-05-15', NULL, NULL, 1, NULL);
INSERT INTO citations_riverside VALUES (2012, '2024-05-09', 10, 5, 'EF19 PQR', 'BMW', 'double yellow lines', 70.00, '2024-06-06', '2024-05-19', 35.00, 0, NULL);
INSERT INTO citations_riverside VALUES (2013, '2024-06-03', 11, 3, 'FG70 UVX', 'Citroen', 'no valid ticket', 50.00, '2024-07-01', '2024-06-17', 25.00, 0, NULL);
INSERT INTO citations_riverside VALUES (2014, '2024-06-24', 12, 11, 'GH71 YZB', 'Dacia', 'loading bay', 70.00, '2024-07-22', NULL, NULL, 1, NULL);
INSERT INTO citations_riverside VALUES (2015, '2024-07-15', 9, 5, 'HJ72 CDE', 'Vauxhall', 'overstayed', 50.00, '2024-08-12', '2024-07-20', 25.00, 0, NULL);
INSERT INTO citations_riverside VALUES (2016, '2024-08-08', 14, 9, 'AB12 CDE', 'Ford', 'no valid ticket', 50.00, '2024-09-05', NULL, NULL, 0, NULL);
INSERT INTO citations_riverside VALUES (2017, '2024-08-29', 13, 7, 'JK73 FGH', NULL, 'no resident permit', 70.00, '2024-09-26', '2024-09-17', 70.00, 1, 'upheld');
INSERT INTO citations_riverside VALUES (2018, '2024-09-16', 10, 2, 'KL74 JKL', 'Skoda', 'no valid ticket', 50.00, '2024-10-14', '2024-09-19', 25.00, 0, NULL);
INSERT INTO citations_riverside VALUES (2019, '2024-10-07', 15, 5, 'LM15 MNP', 'Nissan', 'double yellow lines', 70.00, '2024-11-04', NULL, NULL, 0, NULL);
INSERT INTO citations_riverside VALUES (2020, '2024-10-30', 11, 11, 'MN16 QRS', 'Ford', 'overstayed', 50.00, '2024-11-27', '2024-11-11', 25.00, 0, NULL);
INSERT INTO citations_riverside VALUES (2021, '2024-11-20', 9, 3, 'NP17 TUV', 'Honda', 'no valid ticket', 50.00, '2024-12-18', NULL, NULL, 0, NULL);
INSERT INTO citations_riverside VALUES (2022, '2024-12-09', 12, 7, 'PR18 WXZ', NULL, 'loading bay', 70.00, '2025-01-06', NULL, NULL, 0, NULL);
INSERT INTO citations_old_town VALUES (3001, '2023-09-07', 18, 4, 'RS65 ZAB', 'Volvo', 'double yellow lines', 70.00, '2023-10-05', '2023-09-16', 35.00, 0, NULL);
INSERT INTO citations_old_town VALUES (3002, '2023-10-12', 17, 13, 'ST67 XYZ', 'Audi', 'no valid ticket', 50.00, '2023-11-09', '2023-10-14', 25.00, 0, NULL);
INSERT INTO citations_old_town VALUES (3003, '2023-11-08', 22, 4, 'TU68 ABC', NULL, 'no resident permit', 70.00, '2023-12-06', '2023-12-08', 70.00, 0, NULL);
INSERT INTO citations_old_town VALUES (3004, '2023-12-19', 19, 13, 'UV69 DEF', 'Jaguar', 'double yellow lines', 70.00, '2024-01-16', '2023-12-31', 35.00, 0, NULL);
INSERT INTO citations_old_town VALUES (3005, '2024-01-30', 20, 1, 'VW70 GHI', 'Toyota', 'overstayed', 50.00, '2024-02-27', NULL, NULL, 1, 'cancelled');
INSERT INTO citations_old_town VALUES (3006, '2024-02-20', 17, 4, 'WX71 JKM', 'BMW', 'double yellow lines', 70.00, '2024-03-19', '2024-02-27', 35.00, 0, NULL);
INSERT INTO citations_old_town VALUES (3007, '2024-03-02', 18, 13, 'XY72 LNP', 'Land Rover', 'no valid ticket', 50.00, '2024-03-30', '2024-03-06', 25.00, 0, NULL);
INSERT INTO citations_old_town VALUES (3008, '2024-03-14', 21, 9, 'YZ73 QRS', NULL, 'double yellow lines', 70.00, '2024-04-11', '2024-04-01', 70.00, 1, 'upheld');
INSERT INTO citations_old_town VALUES (3009, '2024-03-26', 23, 4, 'AB12 CDE', 'Ford', 'overstayed', 50.00, '2024-04-23', NULL, NULL, 0, NULL);
INSERT INTO citations_old_town VALUES (3010, '2024-04-22', 24, 15, 'BC14 TUV', 'Mini', 'no resident permit', 70.00, '2024-05-20', '2024-05-05', 35.00, 0, NULL);
INSERT INTO citations_old_town VALUES (3011, '2024-05-15', 22, 15, 'CD15 WXY', 'Fiat', 'double yellow lines', 70.00, '2024-06-12', '2024-05-25', 35.00, 0, NULL);
INSERT INTO citations_old_town VALUES (3012, '2024-06-19', 18, 13, 'DE16 ZAB', 'Porsche', 'loading bay', 70.00, '2024-07-17', NULL, NULL, 1, NULL);
INSERT INTO citations_old_town VALUES (3013, '2024-07-08', 20, 4, 'EF17 CDF', 'Skoda', 'double yellow lines', 70.00, '2024-08-05', '2024-07-30', 70.00, 0, NULL);
INSERT INTO citations_old_town VALUES (3014, '2024-07-25', 19, 15, 'FG18 GHJ', 'Honda', 'no valid ticket', 50.00, '2024-08-22', '2024-07-31', 25.00, 0, NULL);
INSERT INTO citations_old_town VALUES (3015, '2024-08-13', 23, 1, 'GH19 KLM', 'Kia', 'double yellow lines', 70.00, '2024-09-10', NULL, NULL, 1, NULL);
INSERT INTO citations_old_town VALUES (3016, '2024-09-03', 24, 13, 'HJ20 NPR', NULL, 'double yellow lines', 70.00, '2024-10-01', '2024-09-18', 70.00, 0, NULL);
INSERT INTO citations_old_town VALUES (3017, '2024-09-27', 17, 15, 'JK21 STU', 'Tesla', 'overstayed', 50.00, '2024-10-25', '2024-10-08', 25.00, 0, NULL);
INSERT INTO citations_old_town VALUES (3018, '2024-10-16', 21, 4, 'KL22 VWX', 'Volkswagen', 'no valid ticket', 50.00, '2024-11-13', '2024-10-19', 25.00, 0, NULL);
INSERT INTO citations_old_town VALUES (3019, '2024-11-06', 18, 15, 'LM23 YZA', 'Mercedes', 'no valid ticket', 50.00, '2024-12-04', NULL, NULL, 0, NULL);
INSERT INTO citations_old_town VALUES (3020, '2024-11-25', 20, 13, 'MN24 BCD', 'Ford', 'loading bay', 70.00, '2024-12-23', '2024-12-03', 35.00, 0, NULL);
INSERT INTO citations_old_town VALUES (3021, '2024-12-17', 17, 4, 'DL18 MNO', 'Toyota', 'overstayed', 50.00, '2025-01-14', NULL, NULL, 0, NULL);
COMMIT;
