-- garage: blind test database (invented data)
BEGIN TRANSACTION;

CREATE TABLE customers (
  customer_id INTEGER PRIMARY KEY,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  phone TEXT NOT NULL,
  joined_on TEXT NOT NULL,
  is_fleet_account INTEGER NOT NULL CHECK (is_fleet_account IN (0,1)),
  email TEXT -- NULL = no email address on file
);

CREATE TABLE vehicles (
  vehicle_id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL,
  registration TEXT NOT NULL UNIQUE,
  make TEXT NOT NULL,
  model TEXT NOT NULL,
  year_made INTEGER NOT NULL,
  mileage INTEGER NOT NULL,
  fuel_type TEXT NOT NULL,
  FOREIGN KEY (customer_id) REFERENCES customers(customer_id)
);

CREATE TABLE mechanics (
  mechanic_id INTEGER PRIMARY KEY,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  hourly_rate REAL NOT NULL,
  started_on TEXT NOT NULL,
  speciality TEXT, -- NULL = general mechanic with no speciality
  is_apprentice INTEGER NOT NULL CHECK (is_apprentice IN (0,1))
);

CREATE TABLE jobs (
  job_id INTEGER PRIMARY KEY,
  vehicle_id INTEGER NOT NULL,
  job_type TEXT NOT NULL,
  booked_on TEXT NOT NULL,
  completed_date TEXT, -- NULL = car is still in the workshop
  quoted_price REAL NOT NULL,
  final_price REAL, -- NULL = not invoiced yet
  customer_rating INTEGER CHECK (customer_rating BETWEEN 1 AND 5), -- NULL = customer has not rated the job
  is_warranty INTEGER NOT NULL CHECK (is_warranty IN (0,1)),
  FOREIGN KEY (vehicle_id) REFERENCES vehicles(vehicle_id)
);

CREATE TABLE job_mechanics (
  job_id INTEGER NOT NULL,
  mechanic_id INTEGER NOT NULL,
  hours_worked REAL NOT NULL,
  PRIMARY KEY (job_id, mechanic_id),
  FOREIGN KEY (job_id) REFERENCES jobs(job_id),
  FOREIGN KEY (mechanic_id) REFERENCES mechanics(mechanic_id)
);

INSERT INTO customers (customer_id, first_name, last_name, phone, joined_on, is_fleet_account, email) VALUES (1, 'Dev', 'Shah', '07700 900101', '2018-04-12', 0, 'dev.shah@example.com');
INSERT INTO customers (customer_id, first_name, last_name, phone, joined_on, is_fleet_account, email) VALUES (2, 'Meera', 'Shah', '07700 900102', '2021-05-03', 0, NULL);
INSERT INTO customers (customer_id, first_name, last_name, phone, joined_on, is_fleet_account, email) VALUES (3, 'Colin', 'Ashworth', '07700 900103', '2016-09-20', 1, 'fleet@ashworthplumbing.example');
INSERT INTO customers (customer_id, first_name, last_name, phone, joined_on, is_fleet_account, email) VALUES (4, 'Bridget', 'Kelly', '07700 900104', '2019-01-28', 0, 'bkelly@example.com');
INSERT INTO customers (customer_id, first_name, last_name, phone, joined_on, is_fleet_account, email) VALUES (5, 'Patrick', 'Kelly', '07700 900105', '2021-11-15', 0, NULL);
INSERT INTO customers (customer_id, first_name, last_name, phone, joined_on, is_fleet_account, email) VALUES (6, 'Joanne', 'Pearce', '07700 900106', '2020-03-09', 0, 'jo.pearce@example.com');
INSERT INTO customers (customer_id, first_name, last_name, phone, joined_on, is_fleet_account, email) VALUES (7, 'Victor', 'Adeyemi', '07700 900107', '2017-07-01', 1, 'ops@adeyemicabs.example');
INSERT INTO customers (customer_id, first_name, last_name, phone, joined_on, is_fleet_account, email) VALUES (8, 'Sarah', 'Lindgren', '07700 900108', '2022-02-14', 0, 'sarah.l@example.com');
INSERT INTO customers (customer_id, first_name, last_name, phone, joined_on, is_fleet_account, email) VALUES (9, 'Malcolm', 'Reid', '07700 900109', '2021-08-30', 0, NULL);
INSERT INTO customers (customer_id, first_name, last_name, phone, joined_on, is_fleet_account, email) VALUES (10, 'Tanya', 'Ellison', '07700 900110', '2023-04-18', 0, 'tanya.e@example.com');
INSERT INTO customers (customer_id, first_name, last_name, phone, joined_on, is_fleet_account, email) VALUES (11, 'George', 'Whitfield', '07700 900111', '2015-12-07', 0, 'gwhitfield@example.com');
INSERT INTO customers (customer_id, first_name, last_name, phone, joined_on, is_fleet_account, email) VALUES (12, 'Nadia', 'Haddad', '07700 900112', '2024-01-10', 0, 'nadia.h@example.com');
INSERT INTO customers (customer_id, first_name, last_name, phone, joined_on, is_fleet_account, email) VALUES (13, 'Ian', 'Crowther', '07700 900113', '2019-06-25', 1, 'accounts@crowtherbuild.example');
INSERT INTO customers (customer_id, first_name, last_name, phone, joined_on, is_fleet_account, email) VALUES (14, 'Lauren', 'Moss', '07700 900114', '2022-10-05', 0, NULL);
INSERT INTO customers (customer_id, first_name, last_name, phone, joined_on, is_fleet_account, email) VALUES (15, 'Arjun', 'Mehta', '07700 900115', '2020-08-19', 0, 'arjun.m@example.com');
INSERT INTO customers (customer_id, first_name, last_name, phone, joined_on, is_fleet_account, email) VALUES (16, 'Eileen', 'Fogarty', '07700 900116', '2021-02-22', 0, 'eileen.f@example.com');

INSERT INTO vehicles (vehicle_id, customer_id, registration, make, model, year_made, mileage, fuel_type) VALUES (101, 1, 'KX19 LMD', 'Ford', 'Focus', 2019, 48210, 'petrol');
INSERT INTO vehicles (vehicle_id, customer_id, registration, make, model, year_made, mileage, fuel_type) VALUES (102, 2, 'YH21 PQA', 'Toyota', 'Yaris', 2021, 22105, 'hybrid');
INSERT INTO vehicles (vehicle_id, customer_id, registration, make, model, year_made, mileage, fuel_type) VALUES (103, 3, 'FL17 VNT', 'Ford', 'Transit', 2017, 131450, 'diesel');
INSERT INTO vehicles (vehicle_id, customer_id, registration, make, model, year_made, mileage, fuel_type) VALUES (104, 3, 'FL20 VNU', 'Ford', 'Transit', 2020, 88730, 'diesel');
INSERT INTO vehicles (vehicle_id, customer_id, registration, make, model, year_made, mileage, fuel_type) VALUES (105, 4, 'BD16 RRE', 'Vauxhall', 'Corsa', 2016, 67400, 'petrol');
INSERT INTO vehicles (vehicle_id, customer_id, registration, make, model, year_made, mileage, fuel_type) VALUES (106, 5, 'SN22 TXK', 'Kia', 'Niro', 2022, 19880, 'electric');
INSERT INTO vehicles (vehicle_id, customer_id, registration, make, model, year_made, mileage, fuel_type) VALUES (107, 6, 'MA18 HGF', 'Volkswagen', 'Golf', 2018, 72315, 'diesel');
INSERT INTO vehicles (vehicle_id, customer_id, registration, make, model, year_made, mileage, fuel_type) VALUES (108, 7, 'LC20 CAB', 'Toyota', 'Corolla', 2020, 154020, 'hybrid');
INSERT INTO vehicles (vehicle_id, customer_id, registration, make, model, year_made, mileage, fuel_type) VALUES (109, 7, 'LC21 CAB', 'Toyota', 'Corolla', 2021, 121900, 'hybrid');
INSERT INTO vehicles (vehicle_id, customer_id, registration, make, model, year_made, mileage, fuel_type) VALUES (110, 7, 'LC22 CAB', 'Skoda', 'Octavia', 2022, 98410, 'diesel');
INSERT INTO vehicles (vehicle_id, customer_id, registration, make, model, year_made, mileage, fuel_type) VALUES (111, 8, 'WP15 OLD', 'Volvo', 'V70', 2015, 143600, 'diesel');
INSERT INTO vehicles (vehicle_id, customer_id, registration, make, model, year_made, mileage, fuel_type) VALUES (112, 9, 'GN19 ZXC', 'Ford', 'Fiesta', 2019, 41200, 'petrol');
INSERT INTO vehicles (vehicle_id, customer_id, registration, make, model, year_made, mileage, fuel_type) VALUES (113, 10, 'RT23 BNM', 'Nissan', 'Leaf', 2023, 12050, 'electric');
INSERT INTO vehicles (vehicle_id, customer_id, registration, make, model, year_made, mileage, fuel_type) VALUES (114, 11, 'HW12 KJH', 'Honda', 'Jazz', 2012, 98770, 'petrol');
INSERT INTO vehicles (vehicle_id, customer_id, registration, make, model, year_made, mileage, fuel_type) VALUES (115, 12, 'NA24 DHD', 'Kia', 'Sportage', 2024, 6400, 'hybrid');
INSERT INTO vehicles (vehicle_id, customer_id, registration, make, model, year_made, mileage, fuel_type) VALUES (116, 13, 'CB18 TPR', 'Ford', 'Ranger', 2018, 102300, 'diesel');
INSERT INTO vehicles (vehicle_id, customer_id, registration, make, model, year_made, mileage, fuel_type) VALUES (117, 13, 'CB19 TPS', 'Ford', 'Transit', 2019, 97650, 'diesel');
INSERT INTO vehicles (vehicle_id, customer_id, registration, make, model, year_made, mileage, fuel_type) VALUES (118, 14, 'LM17 MOS', 'Vauxhall', 'Corsa', 2017, 58800, 'petrol');
INSERT INTO vehicles (vehicle_id, customer_id, registration, make, model, year_made, mileage, fuel_type) VALUES (119, 15, 'AM20 HTA', 'Volkswagen', 'Polo', 2020, 35100, 'petrol');
INSERT INTO vehicles (vehicle_id, customer_id, registration, make, model, year_made, mileage, fuel_type) VALUES (120, 16, 'EF14 GOG', 'Toyota', 'Yaris', 2014, 88450, 'petrol');
INSERT INTO vehicles (vehicle_id, customer_id, registration, make, model, year_made, mileage, fuel_type) VALUES (121, 1, 'KX23 SHA', 'Toyota', 'Yaris', 2023, 9100, 'hybrid');

INSERT INTO mechanics (mechanic_id, first_name, last_name, hourly_rate, started_on, speciality, is_apprentice) VALUES (1, 'Sam', 'Ford', 42.0, '2012-03-05', 'transmissions', 0);
INSERT INTO mechanics (mechanic_id, first_name, last_name, hourly_rate, started_on, speciality, is_apprentice) VALUES (2, 'Anita', 'Shah', 40.0, '2016-06-13', 'electrics', 0);
INSERT INTO mechanics (mechanic_id, first_name, last_name, hourly_rate, started_on, speciality, is_apprentice) VALUES (3, 'Dylan', 'Price', 38.0, '2019-09-02', NULL, 0);
INSERT INTO mechanics (mechanic_id, first_name, last_name, hourly_rate, started_on, speciality, is_apprentice) VALUES (4, 'Kasia', 'Wojcik', 41.0, '2015-01-19', 'brakes', 0);
INSERT INTO mechanics (mechanic_id, first_name, last_name, hourly_rate, started_on, speciality, is_apprentice) VALUES (5, 'Marcus', 'Bell', 36.0, '2021-04-12', NULL, 0);
INSERT INTO mechanics (mechanic_id, first_name, last_name, hourly_rate, started_on, speciality, is_apprentice) VALUES (6, 'Ryan', 'O''Neill', 24.0, '2023-09-04', NULL, 1);
INSERT INTO mechanics (mechanic_id, first_name, last_name, hourly_rate, started_on, speciality, is_apprentice) VALUES (7, 'Helen', 'Chapman', 44.0, '2010-11-08', 'diagnostics', 0);
INSERT INTO mechanics (mechanic_id, first_name, last_name, hourly_rate, started_on, speciality, is_apprentice) VALUES (8, 'Tariq', 'Aziz', 39.0, '2018-02-26', 'bodywork', 0);
INSERT INTO mechanics (mechanic_id, first_name, last_name, hourly_rate, started_on, speciality, is_apprentice) VALUES (9, 'Jess', 'Morton', 23.0, '2024-01-08', NULL, 1);
INSERT INTO mechanics (mechanic_id, first_name, last_name, hourly_rate, started_on, speciality, is_apprentice) VALUES (10, 'Connor', 'Blake', 37.5, '2021-08-16', 'exhaust', 0);
INSERT INTO mechanics (mechanic_id, first_name, last_name, hourly_rate, started_on, speciality, is_apprentice) VALUES (11, 'Liam', 'Kelly', 38.5, '2017-05-22', NULL, 0);
INSERT INTO mechanics (mechanic_id, first_name, last_name, hourly_rate, started_on, speciality, is_apprentice) VALUES (12, 'Zoe', 'Harding', 40.5, '2014-07-14', 'electrics', 0);
INSERT INTO mechanics (mechanic_id, first_name, last_name, hourly_rate, started_on, speciality, is_apprentice) VALUES (13, 'Femi', 'Okoro', 37.0, '2020-10-05', 'tyres', 0);
INSERT INTO mechanics (mechanic_id, first_name, last_name, hourly_rate, started_on, speciality, is_apprentice) VALUES (14, 'Gemma', 'Rhodes', 25.0, '2024-02-19', NULL, 1);
INSERT INTO mechanics (mechanic_id, first_name, last_name, hourly_rate, started_on, speciality, is_apprentice) VALUES (15, 'Owen', 'Lloyd', 39.5, '2021-01-11', NULL, 0);

INSERT INTO jobs (job_id, vehicle_id, job_type, booked_on, completed_date, quoted_price, final_price, customer_rating, is_warranty) VALUES (7001, 114, 'Exhaust', '2023-03-01', '2023-03-06', 273.31, 301.01, 4, 0);
INSERT INTO jobs (job_id, vehicle_id, job_type, booked_on, completed_date, quoted_price, final_price, customer_rating, is_warranty) VALUES (7002, 118, 'Clutch', '2023-03-28', '2023-03-28', 586.43, 595.16, 2, 0);
INSERT INTO jobs (job_id, vehicle_id, job_type, booked_on, completed_date, quoted_price, final_price, customer_rating, is_warranty) VALUES (7003, 111, 'Bodywork', '2023-04-03', '2023-04-08', 428.36, 448.11, 5, 0);
INSERT INTO jobs (job_id, vehicle_id, job_type, booked_on, completed_date, quoted_price, final_price, customer_rating, is_warranty) VALUES (7004, 107, 'Brakes', '2023-05-02', '2023-05-04', 258.11, 254.27, 4, 0);
INSERT INTO jobs (job_id, vehicle_id, job_type, booked_on, completed_date, quoted_price, final_price, customer_rating, is_warranty) VALUES (7005, 117, 'Diagnostics', '2023-05-25', '2023-05-27', 98.58, 118.03, NULL, 0);
INSERT INTO jobs (job_id, vehicle_id, job_type, booked_on, completed_date, quoted_price, final_price, customer_rating, is_warranty) VALUES (7006, 113, 'Clutch', '2023-05-29', '2023-05-31', 574.65, 643.6, 5, 0);
INSERT INTO jobs (job_id, vehicle_id, job_type, booked_on, completed_date, quoted_price, final_price, customer_rating, is_warranty) VALUES (7007, 121, 'Exhaust', '2023-06-24', '2023-06-29', 281.09, 276.6, NULL, 1);
INSERT INTO jobs (job_id, vehicle_id, job_type, booked_on, completed_date, quoted_price, final_price, customer_rating, is_warranty) VALUES (7008, 118, 'MOT', '2023-07-05', '2023-07-07', 54.85, 54.85, 5, 0);
INSERT INTO jobs (job_id, vehicle_id, job_type, booked_on, completed_date, quoted_price, final_price, customer_rating, is_warranty) VALUES (7009, 121, 'MOT', '2023-09-12', '2023-09-13', 54.85, 54.85, 5, 0);
INSERT INTO jobs (job_id, vehicle_id, job_type, booked_on, completed_date, quoted_price, final_price, customer_rating, is_warranty) VALUES (7010, 101, 'Brakes', '2023-09-27', '2023-10-01', 264.54, 260.18, NULL, 0);
INSERT INTO jobs (job_id, vehicle_id, job_type, booked_on, completed_date, quoted_price, final_price, customer_rating, is_warranty) VALUES (7011, 116, 'Diagnostics', '2023-10-10', '2023-10-15', 102.63, 97.17, 4, 0);
INSERT INTO jobs (job_id, vehicle_id, job_type, booked_on, completed_date, quoted_price, final_price, customer_rating, is_warranty) VALUES (7012, 103, 'Exhaust', '2023-10-23', '2023-10-26', 279.87, 252.13, 4, 0);
INSERT INTO jobs (job_id, vehicle_id, job_type, booked_on, completed_date, quoted_price, final_price, customer_rating, is_warranty) VALUES (7013, 118, 'Exhaust', '2023-11-03', '2023-11-05', 295.17, 286.61, 5, 0);
INSERT INTO jobs (job_id, vehicle_id, job_type, booked_on, completed_date, quoted_price, final_price, customer_rating, is_warranty) VALUES (7014, 111, 'Bodywork', '2023-11-18', '2023-11-23', 408.93, 391.72, NULL, 0);
INSERT INTO jobs (job_id, vehicle_id, job_type, booked_on, completed_date, quoted_price, final_price, customer_rating, is_warranty) VALUES (7015, 105, 'Service', '2023-11-19', '2023-11-21', 192.71, 190.18, 3, 1);
INSERT INTO jobs (job_id, vehicle_id, job_type, booked_on, completed_date, quoted_price, final_price, customer_rating, is_warranty) VALUES (7016, 109, 'Clutch', '2023-12-06', '2023-12-12', 565.46, 677.96, 5, 1);
INSERT INTO jobs (job_id, vehicle_id, job_type, booked_on, completed_date, quoted_price, final_price, customer_rating, is_warranty) VALUES (7017, 119, 'Service', '2024-01-17', '2024-01-23', 142.89, 143.02, NULL, 0);
INSERT INTO jobs (job_id, vehicle_id, job_type, booked_on, completed_date, quoted_price, final_price, customer_rating, is_warranty) VALUES (7018, 116, 'Tyres', '2024-02-18', '2024-02-21', 251.19, 267.46, 5, 0);
INSERT INTO jobs (job_id, vehicle_id, job_type, booked_on, completed_date, quoted_price, final_price, customer_rating, is_warranty) VALUES (7019, 121, 'Exhaust', '2024-03-03', '2024-03-03', 270.13, 277.79, NULL, 0);
INSERT INTO jobs (job_id, vehicle_id, job_type, booked_on, completed_date, quoted_price, final_price, customer_rating, is_warranty) VALUES (7020, 103, 'Service', '2024-03-05', '2024-03-07', 179.34, 210.32, 3, 0);
INSERT INTO jobs (job_id, vehicle_id, job_type, booked_on, completed_date, quoted_price, final_price, customer_rating, is_warranty) VALUES (7021, 110, 'Diagnostics', '2024-03-11', '2024-03-13', 88.99, 108.3, 4, 0);
INSERT INTO jobs (job_id, vehicle_id, job_type, booked_on, completed_date, quoted_price, final_price, customer_rating, is_warranty) VALUES (7022, 105, 'Bodywork', '2024-03-27', '2024-03-27', 489.53, 459.4, 5, 0);
INSERT INTO jobs (job_id, vehicle_id, job_type, booked_on, completed_date, quoted_price, final_price, customer_rating, is_warranty) VALUES (7023, 110, 'Battery', '2024-03-30', '2024-04-04', 149.88, 156.27, 2, 1);
INSERT INTO jobs (job_id, vehicle_id, job_type, booked_on, completed_date, quoted_price, final_price, customer_rating, is_warranty) VALUES (7024, 106, 'Service', '2024-03-30', '2024-03-30', 239.41, 267.18, 4, 0);
INSERT INTO jobs (job_id, vehicle_id, job_type, booked_on, completed_date, quoted_price, final_price, customer_rating, is_warranty) VALUES (7025, 107, 'Service', '2024-04-09', '2024-04-14', 183.44, 203.96, 2, 1);
INSERT INTO jobs (job_id, vehicle_id, job_type, booked_on, completed_date, quoted_price, final_price, customer_rating, is_warranty) VALUES (7026, 114, 'Clutch', '2024-05-17', '2024-05-21', 476.48, 446.34, 4, 0);
INSERT INTO jobs (job_id, vehicle_id, job_type, booked_on, completed_date, quoted_price, final_price, customer_rating, is_warranty) VALUES (7027, 103, 'Exhaust', '2024-05-29', '2024-05-31', 307.3, 287.41, NULL, 0);
INSERT INTO jobs (job_id, vehicle_id, job_type, booked_on, completed_date, quoted_price, final_price, customer_rating, is_warranty) VALUES (7028, 107, 'Battery', '2024-06-04', '2024-06-06', 141.73, 147.97, NULL, 0);
INSERT INTO jobs (job_id, vehicle_id, job_type, booked_on, completed_date, quoted_price, final_price, customer_rating, is_warranty) VALUES (7029, 103, 'Clutch', '2024-06-18', '2024-06-20', 566.82, 685.59, NULL, 0);
INSERT INTO jobs (job_id, vehicle_id, job_type, booked_on, completed_date, quoted_price, final_price, customer_rating, is_warranty) VALUES (7030, 118, 'Tyres', '2024-06-21', '2024-06-21', 264.09, 296.93, 3, 1);
INSERT INTO jobs (job_id, vehicle_id, job_type, booked_on, completed_date, quoted_price, final_price, customer_rating, is_warranty) VALUES (7031, 117, 'Service', '2024-06-25', '2024-06-30', 187.82, 216.86, 3, 0);
INSERT INTO jobs (job_id, vehicle_id, job_type, booked_on, completed_date, quoted_price, final_price, customer_rating, is_warranty) VALUES (7032, 105, 'Clutch', '2024-07-22', '2024-07-24', 523.22, 506.7, 2, 1);
INSERT INTO jobs (job_id, vehicle_id, job_type, booked_on, completed_date, quoted_price, final_price, customer_rating, is_warranty) VALUES (7033, 114, 'Battery', '2024-07-23', '2024-07-26', 153.68, 148.01, 4, 0);
INSERT INTO jobs (job_id, vehicle_id, job_type, booked_on, completed_date, quoted_price, final_price, customer_rating, is_warranty) VALUES (7034, 104, 'Tyres', '2024-07-27', '2024-07-28', 261.98, 278.05, 5, 0);
INSERT INTO jobs (job_id, vehicle_id, job_type, booked_on, completed_date, quoted_price, final_price, customer_rating, is_warranty) VALUES (7035, 116, 'Tyres', '2024-08-05', '2024-08-07', 271.14, 253.51, 4, 0);
INSERT INTO jobs (job_id, vehicle_id, job_type, booked_on, completed_date, quoted_price, final_price, customer_rating, is_warranty) VALUES (7036, 112, 'Clutch', '2024-08-10', '2024-08-14', 571.85, 692.48, 4, 0);
INSERT INTO jobs (job_id, vehicle_id, job_type, booked_on, completed_date, quoted_price, final_price, customer_rating, is_warranty) VALUES (7037, 106, 'Brakes', '2024-08-11', '2024-08-12', 223.38, 271.3, 5, 0);
INSERT INTO jobs (job_id, vehicle_id, job_type, booked_on, completed_date, quoted_price, final_price, customer_rating, is_warranty) VALUES (7038, 116, 'Clutch', '2024-10-07', '2024-10-09', 550.59, 575.02, 3, 0);
INSERT INTO jobs (job_id, vehicle_id, job_type, booked_on, completed_date, quoted_price, final_price, customer_rating, is_warranty) VALUES (7039, 112, 'Service', '2024-11-08', '2024-11-11', 147.47, 144.33, 5, 1);
INSERT INTO jobs (job_id, vehicle_id, job_type, booked_on, completed_date, quoted_price, final_price, customer_rating, is_warranty) VALUES (7040, 109, 'Diagnostics', '2024-11-13', '2024-11-17', 100.67, 111.51, 4, 0);
INSERT INTO jobs (job_id, vehicle_id, job_type, booked_on, completed_date, quoted_price, final_price, customer_rating, is_warranty) VALUES (7041, 120, 'Brakes', '2024-12-16', '2024-12-19', 263.85, 282.63, 4, 0);
INSERT INTO jobs (job_id, vehicle_id, job_type, booked_on, completed_date, quoted_price, final_price, customer_rating, is_warranty) VALUES (7042, 121, 'Clutch', '2024-12-24', '2024-12-30', 524.66, 597.74, 3, 0);
INSERT INTO jobs (job_id, vehicle_id, job_type, booked_on, completed_date, quoted_price, final_price, customer_rating, is_warranty) VALUES (7043, 111, 'Brakes', '2025-01-30', '2025-02-05', 268.1, 291.3, 2, 0);
INSERT INTO jobs (job_id, vehicle_id, job_type, booked_on, completed_date, quoted_price, final_price, customer_rating, is_warranty) VALUES (7044, 107, 'Battery', '2025-02-06', '2025-02-12', 150.14, NULL, 2, 0);
INSERT INTO jobs (job_id, vehicle_id, job_type, booked_on, completed_date, quoted_price, final_price, customer_rating, is_warranty) VALUES (7045, 107, 'Tyres', '2025-02-09', '2025-02-10', 276.07, 288.59, 5, 0);
INSERT INTO jobs (job_id, vehicle_id, job_type, booked_on, completed_date, quoted_price, final_price, customer_rating, is_warranty) VALUES (7046, 109, 'Clutch', '2025-02-13', NULL, 460.06, NULL, NULL, 0);
INSERT INTO jobs (job_id, vehicle_id, job_type, booked_on, completed_date, quoted_price, final_price, customer_rating, is_warranty) VALUES (7047, 107, 'Brakes', '2025-02-20', NULL, 253.96, NULL, NULL, 0);
INSERT INTO jobs (job_id, vehicle_id, job_type, booked_on, completed_date, quoted_price, final_price, customer_rating, is_warranty) VALUES (7048, 121, 'Battery', '2025-03-01', NULL, 140.56, NULL, NULL, 0);

INSERT INTO job_mechanics (job_id, mechanic_id, hours_worked) VALUES (7001, 10, 1.0);
INSERT INTO job_mechanics (job_id, mechanic_id, hours_worked) VALUES (7002, 1, 2.5);
INSERT INTO job_mechanics (job_id, mechanic_id, hours_worked) VALUES (7003, 8, 4.0);
INSERT INTO job_mechanics (job_id, mechanic_id, hours_worked) VALUES (7004, 4, 2.0);
INSERT INTO job_mechanics (job_id, mechanic_id, hours_worked) VALUES (7005, 7, 0.5);
INSERT INTO job_mechanics (job_id, mechanic_id, hours_worked) VALUES (7006, 1, 2.0);
INSERT INTO job_mechanics (job_id, mechanic_id, hours_worked) VALUES (7007, 12, 4.0);
INSERT INTO job_mechanics (job_id, mechanic_id, hours_worked) VALUES (7008, 11, 4.0);
INSERT INTO job_mechanics (job_id, mechanic_id, hours_worked) VALUES (7009, 3, 2.5);
INSERT INTO job_mechanics (job_id, mechanic_id, hours_worked) VALUES (7010, 4, 4.0);
INSERT INTO job_mechanics (job_id, mechanic_id, hours_worked) VALUES (7011, 7, 0.5);
INSERT INTO job_mechanics (job_id, mechanic_id, hours_worked) VALUES (7012, 10, 1.0);
INSERT INTO job_mechanics (job_id, mechanic_id, hours_worked) VALUES (7012, 6, 0.5);
INSERT INTO job_mechanics (job_id, mechanic_id, hours_worked) VALUES (7013, 10, 2.0);
INSERT INTO job_mechanics (job_id, mechanic_id, hours_worked) VALUES (7014, 8, 1.0);
INSERT INTO job_mechanics (job_id, mechanic_id, hours_worked) VALUES (7015, 5, 1.0);
INSERT INTO job_mechanics (job_id, mechanic_id, hours_worked) VALUES (7015, 3, 2.5);
INSERT INTO job_mechanics (job_id, mechanic_id, hours_worked) VALUES (7016, 1, 2.0);
INSERT INTO job_mechanics (job_id, mechanic_id, hours_worked) VALUES (7017, 15, 3.0);
INSERT INTO job_mechanics (job_id, mechanic_id, hours_worked) VALUES (7018, 15, 1.5);
INSERT INTO job_mechanics (job_id, mechanic_id, hours_worked) VALUES (7018, 9, 3.0);
INSERT INTO job_mechanics (job_id, mechanic_id, hours_worked) VALUES (7019, 10, 1.0);
INSERT INTO job_mechanics (job_id, mechanic_id, hours_worked) VALUES (7020, 14, 2.5);
INSERT INTO job_mechanics (job_id, mechanic_id, hours_worked) VALUES (7020, 3, 4.0);
INSERT INTO job_mechanics (job_id, mechanic_id, hours_worked) VALUES (7021, 7, 2.5);
INSERT INTO job_mechanics (job_id, mechanic_id, hours_worked) VALUES (7022, 8, 2.0);
INSERT INTO job_mechanics (job_id, mechanic_id, hours_worked) VALUES (7023, 5, 1.5);
INSERT INTO job_mechanics (job_id, mechanic_id, hours_worked) VALUES (7024, 5, 1.0);
INSERT INTO job_mechanics (job_id, mechanic_id, hours_worked) VALUES (7025, 15, 4.0);
INSERT INTO job_mechanics (job_id, mechanic_id, hours_worked) VALUES (7026, 1, 2.0);
INSERT INTO job_mechanics (job_id, mechanic_id, hours_worked) VALUES (7027, 10, 0.5);
INSERT INTO job_mechanics (job_id, mechanic_id, hours_worked) VALUES (7028, 2, 3.0);
INSERT INTO job_mechanics (job_id, mechanic_id, hours_worked) VALUES (7029, 1, 1.5);
INSERT INTO job_mechanics (job_id, mechanic_id, hours_worked) VALUES (7030, 13, 4.0);
INSERT INTO job_mechanics (job_id, mechanic_id, hours_worked) VALUES (7031, 6, 4.0);
INSERT INTO job_mechanics (job_id, mechanic_id, hours_worked) VALUES (7031, 9, 2.0);
INSERT INTO job_mechanics (job_id, mechanic_id, hours_worked) VALUES (7032, 1, 1.5);
INSERT INTO job_mechanics (job_id, mechanic_id, hours_worked) VALUES (7032, 14, 1.5);
INSERT INTO job_mechanics (job_id, mechanic_id, hours_worked) VALUES (7033, 2, 4.0);
INSERT INTO job_mechanics (job_id, mechanic_id, hours_worked) VALUES (7034, 13, 4.0);
INSERT INTO job_mechanics (job_id, mechanic_id, hours_worked) VALUES (7035, 13, 2.5);
INSERT INTO job_mechanics (job_id, mechanic_id, hours_worked) VALUES (7036, 1, 3.0);
INSERT INTO job_mechanics (job_id, mechanic_id, hours_worked) VALUES (7037, 12, 3.0);
INSERT INTO job_mechanics (job_id, mechanic_id, hours_worked) VALUES (7038, 1, 3.0);
INSERT INTO job_mechanics (job_id, mechanic_id, hours_worked) VALUES (7038, 6, 1.5);
INSERT INTO job_mechanics (job_id, mechanic_id, hours_worked) VALUES (7039, 6, 3.0);
INSERT INTO job_mechanics (job_id, mechanic_id, hours_worked) VALUES (7039, 12, 1.0);
INSERT INTO job_mechanics (job_id, mechanic_id, hours_worked) VALUES (7040, 7, 4.0);
INSERT INTO job_mechanics (job_id, mechanic_id, hours_worked) VALUES (7041, 14, 2.0);
INSERT INTO job_mechanics (job_id, mechanic_id, hours_worked) VALUES (7042, 1, 0.5);
INSERT INTO job_mechanics (job_id, mechanic_id, hours_worked) VALUES (7043, 4, 1.5);
INSERT INTO job_mechanics (job_id, mechanic_id, hours_worked) VALUES (7043, 11, 0.5);
INSERT INTO job_mechanics (job_id, mechanic_id, hours_worked) VALUES (7044, 2, 1.0);
INSERT INTO job_mechanics (job_id, mechanic_id, hours_worked) VALUES (7044, 5, 1.0);
INSERT INTO job_mechanics (job_id, mechanic_id, hours_worked) VALUES (7045, 5, 1.5);
INSERT INTO job_mechanics (job_id, mechanic_id, hours_worked) VALUES (7046, 1, 3.0);
INSERT INTO job_mechanics (job_id, mechanic_id, hours_worked) VALUES (7047, 15, 3.0);
INSERT INTO job_mechanics (job_id, mechanic_id, hours_worked) VALUES (7048, 2, 2.5);

COMMIT;
