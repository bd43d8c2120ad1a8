-- balloon_flights: invented hot-air balloon ride operator (pilots, balloons, flights, passengers, vouchers, bookings)
BEGIN TRANSACTION;
CREATE TABLE pilots (
    pilot_id INTEGER PRIMARY KEY,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    licence_number TEXT NOT NULL,
    date_licensed TEXT NOT NULL,
    hourly_rate REAL NOT NULL,
    is_instructor INTEGER NOT NULL CHECK (is_instructor IN (0,1)),
    left_date TEXT -- NULL = still flying for the company (has not left)
);
CREATE TABLE balloons (
    balloon_id INTEGER PRIMARY KEY,
    registration TEXT NOT NULL,
    model_name TEXT NOT NULL,
    envelope_volume_m3 INTEGER NOT NULL,
    passenger_capacity INTEGER NOT NULL,
    purchase_date TEXT NOT NULL,
    purchase_price REAL NOT NULL,
    last_inspection_date TEXT NOT NULL,
    is_special_shape INTEGER NOT NULL CHECK (is_special_shape IN (0,1)),
    retired_date TEXT -- NULL = still in service (not retired)
);
CREATE TABLE flights (
    flight_id INTEGER PRIMARY KEY,
    flight_date TEXT NOT NULL,
    is_sunrise INTEGER NOT NULL CHECK (is_sunrise IN (0,1)),
    launch_site TEXT NOT NULL,
    landing_site TEXT, -- NULL = the flight was cancelled before take-off, so it never landed anywhere
    pilot_id INTEGER NOT NULL REFERENCES pilots(pilot_id),
    balloon_id INTEGER NOT NULL REFERENCES balloons(balloon_id),
    duration_minutes INTEGER, -- NULL = the flight was cancelled before take-off (no time in the air)
    fuel_cost REAL NOT NULL,
    cancellation_reason TEXT -- NULL = the flight went ahead (was not cancelled)
);
CREATE TABLE passengers (
    passenger_id INTEGER PRIMARY KEY,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    town TEXT NOT NULL,
    date_of_birth TEXT NOT NULL,
    weight_kg REAL NOT NULL,
    email TEXT -- NULL = the passenger gave no email address
);
CREATE TABLE vouchers (
    voucher_id INTEGER PRIMARY KEY,
    voucher_code TEXT NOT NULL,
    purchaser_name TEXT NOT NULL,
    issue_date TEXT NOT NULL,
    expiry_date TEXT NOT NULL,
    face_value REAL NOT NULL,
    is_extended INTEGER NOT NULL CHECK (is_extended IN (0,1))
);
CREATE TABLE bookings (
    booking_id INTEGER PRIMARY KEY,
    passenger_id INTEGER NOT NULL REFERENCES passengers(passenger_id),
    flight_id INTEGER REFERENCES flights(flight_id), -- NULL = not yet put on a flight (booked but no flight assigned)
    booking_date TEXT NOT NULL,
    ticket_type TEXT NOT NULL,
    price_paid REAL NOT NULL,
    deposit_paid REAL NOT NULL,
    voucher_id INTEGER REFERENCES vouchers(voucher_id), -- NULL = paid directly, no gift voucher used
    is_no_show INTEGER NOT NULL CHECK (is_no_show IN (0,1))
);
INSERT INTO pilots (pilot_id, first_name, last_name, licence_number, date_licensed, hourly_rate, is_instructor, left_date) VALUES (1, 'Owen', 'Price', 'UK-BPL-4137', '2006-06-08', 48.00, 1, NULL);
INSERT INTO pilots (pilot_id, first_name, last_name, licence_number, date_licensed, hourly_rate, is_instructor, left_date) VALUES (2, 'Megan', 'Lloyd', 'UK-BPL-4174', '2014-11-15', 38.50, 0, NULL);
INSERT INTO pilots (pilot_id, first_name, last_name, licence_number, date_licensed, hourly_rate, is_instructor, left_date) VALUES (3, 'Gareth', 'Shaw', 'UK-BPL-4211', '2012-04-22', 40.00, 0, NULL);
INSERT INTO pilots (pilot_id, first_name, last_name, licence_number, date_licensed, hourly_rate, is_instructor, left_date) VALUES (4, 'Helen', 'Brook', 'UK-BPL-4248', '2009-09-02', 45.00, 1, NULL);
INSERT INTO pilots (pilot_id, first_name, last_name, licence_number, date_licensed, hourly_rate, is_instructor, left_date) VALUES (5, 'Ian', 'Fletcher', 'UK-BPL-4285', '2017-02-09', 36.00, 0, NULL);
INSERT INTO pilots (pilot_id, first_name, last_name, licence_number, date_licensed, hourly_rate, is_instructor, left_date) VALUES (6, 'Rachel', 'Tate', 'UK-BPL-4322', '2011-07-16', 41.50, 0, NULL);
INSERT INTO pilots (pilot_id, first_name, last_name, licence_number, date_licensed, hourly_rate, is_instructor, left_date) VALUES (7, 'Colin', 'Ward', 'UK-BPL-4359', '2003-12-23', 52.00, 1, NULL);
INSERT INTO pilots (pilot_id, first_name, last_name, licence_number, date_licensed, hourly_rate, is_instructor, left_date) VALUES (8, 'Sian', 'Evans', 'UK-BPL-4396', '2015-05-03', 39.00, 0, NULL);
INSERT INTO pilots (pilot_id, first_name, last_name, licence_number, date_licensed, hourly_rate, is_instructor, left_date) VALUES (9, 'Martin', 'Hale', 'UK-BPL-4433', '2010-10-10', 44.00, 1, '2025-06-30');
INSERT INTO pilots (pilot_id, first_name, last_name, licence_number, date_licensed, hourly_rate, is_instructor, left_date) VALUES (10, 'Amy', 'Rhodes', 'UK-BPL-4470', '2019-03-17', 35.00, 0, NULL);
INSERT INTO pilots (pilot_id, first_name, last_name, licence_number, date_licensed, hourly_rate, is_instructor, left_date) VALUES (11, 'Dylan', 'Reeve', 'UK-BPL-4507', '2018-08-24', 37.50, 0, NULL);
INSERT INTO pilots (pilot_id, first_name, last_name, licence_number, date_licensed, hourly_rate, is_instructor, left_date) VALUES (12, 'Karen', 'Wolfe', 'UK-BPL-4544', '2008-01-04', 43.00, 0, '2023-10-15');
INSERT INTO pilots (pilot_id, first_name, last_name, licence_number, date_licensed, hourly_rate, is_instructor, left_date) VALUES (13, 'Stuart', 'Pollard', 'UK-BPL-4581', '2007-06-11', 46.50, 1, NULL);
INSERT INTO pilots (pilot_id, first_name, last_name, licence_number, date_licensed, hourly_rate, is_instructor, left_date) VALUES (14, 'Fiona', 'Marsh', 'UK-BPL-4618', '2020-11-18', 34.00, 0, NULL);
INSERT INTO pilots (pilot_id, first_name, last_name, licence_number, date_licensed, hourly_rate, is_instructor, left_date) VALUES (15, 'Neil', 'Ashby', 'UK-BPL-4655', '2013-04-25', 42.00, 0, '2024-03-31');
INSERT INTO balloons (balloon_id, registration, model_name, envelope_volume_m3, passenger_capacity, purchase_date, purchase_price, last_inspection_date, is_special_shape, retired_date) VALUES (1, 'G-PKAA', 'Skylark 90', 2550, 3, '2012-04-02', 28500.00, '2025-03-14', 0, '2023-11-30');
INSERT INTO balloons (balloon_id, registration, model_name, envelope_volume_m3, passenger_capacity, purchase_date, purchase_price, last_inspection_date, is_special_shape, retired_date) VALUES (2, 'G-PKAB', 'Skylark 90 Plus', 2550, 4, '2016-03-18', 33750.00, '2025-02-27', 0, NULL);
INSERT INTO balloons (balloon_id, registration, model_name, envelope_volume_m3, passenger_capacity, purchase_date, purchase_price, last_inspection_date, is_special_shape, retired_date) VALUES (3, 'G-PKAC', 'Skylark 120', 3400, 5, '2014-05-09', 39900.00, '2025-04-03', 0, NULL);
INSERT INTO balloons (balloon_id, registration, model_name, envelope_volume_m3, passenger_capacity, purchase_date, purchase_price, last_inspection_date, is_special_shape, retired_date) VALUES (4, 'G-PKAD', 'Skylark 120 Plus', 3400, 6, '2019-02-21', 46200.00, '2025-01-30', 0, NULL);
INSERT INTO balloons (balloon_id, registration, model_name, envelope_volume_m3, passenger_capacity, purchase_date, purchase_price, last_inspection_date, is_special_shape, retired_date) VALUES (5, 'G-PKAE', 'Ember 77', 2180, 2, '2010-06-11', 21400.00, '2024-05-08', 0, '2024-09-01');
INSERT INTO balloons (balloon_id, registration, model_name, envelope_volume_m3, passenger_capacity, purchase_date, purchase_price, last_inspection_date, is_special_shape, retired_date) VALUES (6, 'G-PKAF', 'Ember 105', 2970, 4, '2015-07-01', 35100.00, '2025-03-02', 0, NULL);
INSERT INTO balloons (balloon_id, registration, model_name, envelope_volume_m3, passenger_capacity, purchase_date, purchase_price, last_inspection_date, is_special_shape, retired_date) VALUES (7, 'G-PKAG', 'Ember 140', 3960, 7, '2017-04-14', 52800.00, '2025-02-11', 0, NULL);
INSERT INTO balloons (balloon_id, registration, model_name, envelope_volume_m3, passenger_capacity, purchase_date, purchase_price, last_inspection_date, is_special_shape, retired_date) VALUES (8, 'G-PKAH', 'Thermal King 210', 5950, 10, '2018-03-05', 74500.00, '2025-03-20', 0, NULL);
INSERT INTO balloons (balloon_id, registration, model_name, envelope_volume_m3, passenger_capacity, purchase_date, purchase_price, last_inspection_date, is_special_shape, retired_date) VALUES (9, 'G-PKAI', 'Thermal King 260', 7360, 16, '2021-02-26', 98000.00, '2025-04-09', 0, NULL);
INSERT INTO balloons (balloon_id, registration, model_name, envelope_volume_m3, passenger_capacity, purchase_date, purchase_price, last_inspection_date, is_special_shape, retired_date) VALUES (10, 'G-PKAJ', 'Thermal King 210 Plus', 5950, 12, '2022-03-03', 81250.00, '2025-01-16', 0, NULL);
INSERT INTO balloons (balloon_id, registration, model_name, envelope_volume_m3, passenger_capacity, purchase_date, purchase_price, last_inspection_date, is_special_shape, retired_date) VALUES (11, 'G-PKAK', 'Cloudhopper Teapot', 8900, 4, '2020-05-29', 112000.00, '2025-04-22', 1, NULL);
INSERT INTO balloons (balloon_id, registration, model_name, envelope_volume_m3, passenger_capacity, purchase_date, purchase_price, last_inspection_date, is_special_shape, retired_date) VALUES (12, 'G-PKAL', 'Cloudhopper Sheep', 6200, 2, '2023-04-17', 87500.00, '2025-04-25', 1, NULL);
INSERT INTO balloons (balloon_id, registration, model_name, envelope_volume_m3, passenger_capacity, purchase_date, purchase_price, last_inspection_date, is_special_shape, retired_date) VALUES (13, 'G-PKAM', 'Skylark 105', 2970, 4, '2013-08-08', 30200.00, '2024-03-12', 0, '2025-02-28');
INSERT INTO balloons (balloon_id, registration, model_name, envelope_volume_m3, passenger_capacity, purchase_date, purchase_price, last_inspection_date, is_special_shape, retired_date) VALUES (14, 'G-PKAN', 'Ember 140', 3960, 7, '2023-01-19', 57400.00, '2025-02-05', 0, NULL);
INSERT INTO balloons (balloon_id, registration, model_name, envelope_volume_m3, passenger_capacity, purchase_date, purchase_price, last_inspection_date, is_special_shape, retired_date) VALUES (15, 'G-PKAO', 'Ember 105', 2970, 4, '2024-02-08', 38900.00, '2025-03-28', 0, NULL);
INSERT INTO flights (flight_id, flight_date, is_sunrise, launch_site, landing_site, pilot_id, balloon_id, duration_minutes, fuel_cost, cancellation_reason) VALUES (1, '2023-04-15', 1, 'Hartington', 'Longnor', 1, 3, 62, 148.00, NULL);
INSERT INTO flights (flight_id, flight_date, is_sunrise, launch_site, landing_site, pilot_id, balloon_id, duration_minutes, fuel_cost, cancellation_reason) VALUES (2, '2023-05-06', 0, 'Ashford Park', 'Winster', 4, 7, 71, 176.50, NULL);
INSERT INTO flights (flight_id, flight_date, is_sunrise, launch_site, landing_site, pilot_id, balloon_id, duration_minutes, fuel_cost, cancellation_reason) VALUES (3, '2023-05-20', 1, 'Hartington Moor', 'Hartington', 2, 2, 55, 131.00, NULL);
INSERT INTO flights (flight_id, flight_date, is_sunrise, launch_site, landing_site, pilot_id, balloon_id, duration_minutes, fuel_cost, cancellation_reason) VALUES (4, '2023-06-03', 1, 'Tissington Hall', 'Parwich', 7, 8, 68, 212.00, NULL);
INSERT INTO flights (flight_id, flight_date, is_sunrise, launch_site, landing_site, pilot_id, balloon_id, duration_minutes, fuel_cost, cancellation_reason) VALUES (5, '2023-06-17', 0, 'Bakewell Showground', NULL, 3, 6, NULL, 0.00, 'High winds');
INSERT INTO flights (flight_id, flight_date, is_sunrise, launch_site, landing_site, pilot_id, balloon_id, duration_minutes, fuel_cost, cancellation_reason) VALUES (6, '2023-07-01', 1, 'Monyash Fields', 'Youlgreave', 12, 5, 49, 96.00, NULL);
INSERT INTO flights (flight_id, flight_date, is_sunrise, launch_site, landing_site, pilot_id, balloon_id, duration_minutes, fuel_cost, cancellation_reason) VALUES (7, '2023-07-22', 0, 'Hartington', 'Sheen', 1, 9, 74, 265.00, NULL);
INSERT INTO flights (flight_id, flight_date, is_sunrise, launch_site, landing_site, pilot_id, balloon_id, duration_minutes, fuel_cost, cancellation_reason) VALUES (8, '2023-08-12', 1, 'Ashford Park', 'Elton Common', 9, 4, 66, 158.50, NULL);
INSERT INTO flights (flight_id, flight_date, is_sunrise, launch_site, landing_site, pilot_id, balloon_id, duration_minutes, fuel_cost, cancellation_reason) VALUES (9, '2023-08-26', 0, 'Hartington Moor', NULL, 6, 3, NULL, 0.00, 'Low cloud');
INSERT INTO flights (flight_id, flight_date, is_sunrise, launch_site, landing_site, pilot_id, balloon_id, duration_minutes, fuel_cost, cancellation_reason) VALUES (10, '2023-09-09', 1, 'Tissington Hall', 'Alstonefield', 15, 10, 59, 221.00, NULL);
INSERT INTO flights (flight_id, flight_date, is_sunrise, launch_site, landing_site, pilot_id, balloon_id, duration_minutes, fuel_cost, cancellation_reason) VALUES (11, '2023-09-23', 0, 'Hartington', 'Biggin Dale', 13, 11, 52, 198.00, NULL);
INSERT INTO flights (flight_id, flight_date, is_sunrise, launch_site, landing_site, pilot_id, balloon_id, duration_minutes, fuel_cost, cancellation_reason) VALUES (12, '2023-10-07', 1, 'Bakewell Showground', 'Winster', 4, 7, 63, 169.00, NULL);
INSERT INTO flights (flight_id, flight_date, is_sunrise, launch_site, landing_site, pilot_id, balloon_id, duration_minutes, fuel_cost, cancellation_reason) VALUES (13, '2023-10-14', 1, 'Monyash Fields', 'Ashford Park', 8, 6, 47, 121.50, NULL);
INSERT INTO flights (flight_id, flight_date, is_sunrise, launch_site, landing_site, pilot_id, balloon_id, duration_minutes, fuel_cost, cancellation_reason) VALUES (14, '2024-04-13', 1, 'Hartington', 'Hartington Moor', 1, 4, 58, 151.00, NULL);
INSERT INTO flights (flight_id, flight_date, is_sunrise, launch_site, landing_site, pilot_id, balloon_id, duration_minutes, fuel_cost, cancellation_reason) VALUES (15, '2024-04-27', 0, 'Ashford Park', 'Youlgreave', 2, 2, 64, 139.50, NULL);
INSERT INTO flights (flight_id, flight_date, is_sunrise, launch_site, landing_site, pilot_id, balloon_id, duration_minutes, fuel_cost, cancellation_reason) VALUES (16, '2024-05-11', 1, 'Tissington Hall', NULL, 7, 9, NULL, 0.00, 'High winds');
INSERT INTO flights (flight_id, flight_date, is_sunrise, launch_site, landing_site, pilot_id, balloon_id, duration_minutes, fuel_cost, cancellation_reason) VALUES (17, '2024-05-25', 1, 'Hartington Moor', 'Longnor', 10, 3, 61, 142.00, NULL);
INSERT INTO flights (flight_id, flight_date, is_sunrise, launch_site, landing_site, pilot_id, balloon_id, duration_minutes, fuel_cost, cancellation_reason) VALUES (18, '2024-06-08', 0, 'Hartington', 'Parwich', 1, 8, 77, 236.00, NULL);
INSERT INTO flights (flight_id, flight_date, is_sunrise, launch_site, landing_site, pilot_id, balloon_id, duration_minutes, fuel_cost, cancellation_reason) VALUES (19, '2024-06-22', 1, 'Bakewell Showground', 'Elton Common', 3, 6, 56, 133.00, NULL);
INSERT INTO flights (flight_id, flight_date, is_sunrise, launch_site, landing_site, pilot_id, balloon_id, duration_minutes, fuel_cost, cancellation_reason) VALUES (20, '2024-07-06', 1, 'Monyash Fields', 'Sheen', 11, 15, 69, 160.50, NULL);
INSERT INTO flights (flight_id, flight_date, is_sunrise, launch_site, landing_site, pilot_id, balloon_id, duration_minutes, fuel_cost, cancellation_reason) VALUES (21, '2024-07-20', 0, 'Ashford Park', 'Winster', 4, 14, 72, 181.00, NULL);
INSERT INTO flights (flight_id, flight_date, is_sunrise, launch_site, landing_site, pilot_id, balloon_id, duration_minutes, fuel_cost, cancellation_reason) VALUES (22, '2024-08-03', 1, 'Hartington', 'Alstonefield', 13, 11, 54, 205.50, NULL);
INSERT INTO flights (flight_id, flight_date, is_sunrise, launch_site, landing_site, pilot_id, balloon_id, duration_minutes, fuel_cost, cancellation_reason) VALUES (23, '2024-08-17', 0, 'Tissington Hall', 'Hartington', 6, 10, 66, 228.00, NULL);
INSERT INTO flights (flight_id, flight_date, is_sunrise, launch_site, landing_site, pilot_id, balloon_id, duration_minutes, fuel_cost, cancellation_reason) VALUES (24, '2024-08-31', 1, 'Hartington Moor', NULL, 2, 4, NULL, 0.00, 'Thunderstorms forecast');
INSERT INTO flights (flight_id, flight_date, is_sunrise, launch_site, landing_site, pilot_id, balloon_id, duration_minutes, fuel_cost, cancellation_reason) VALUES (25, '2024-09-14', 1, 'Hartington', 'Biggin Dale', 1, 9, 81, 281.00, NULL);
INSERT INTO flights (flight_id, flight_date, is_sunrise, launch_site, landing_site, pilot_id, balloon_id, duration_minutes, fuel_cost, cancellation_reason) VALUES (26, '2024-09-28', 0, 'Bakewell Showground', 'Youlgreave', 8, 7, 60, 174.00, NULL);
INSERT INTO flights (flight_id, flight_date, is_sunrise, launch_site, landing_site, pilot_id, balloon_id, duration_minutes, fuel_cost, cancellation_reason) VALUES (27, '2024-10-12', 1, 'Monyash Fields', 'Elton Common', 10, 12, 45, 189.00, NULL);
INSERT INTO flights (flight_id, flight_date, is_sunrise, launch_site, landing_site, pilot_id, balloon_id, duration_minutes, fuel_cost, cancellation_reason) VALUES (28, '2024-10-26', 0, 'Ashford Park', 'Parwich', 5, 15, 58, 137.50, NULL);
INSERT INTO flights (flight_id, flight_date, is_sunrise, launch_site, landing_site, pilot_id, balloon_id, duration_minutes, fuel_cost, cancellation_reason) VALUES (29, '2025-04-05', 1, 'Hartington', 'Longnor', 1, 4, 63, 158.00, NULL);
INSERT INTO flights (flight_id, flight_date, is_sunrise, launch_site, landing_site, pilot_id, balloon_id, duration_minutes, fuel_cost, cancellation_reason) VALUES (30, '2025-04-19', 0, 'Tissington Hall', 'Winster', 4, 8, 70, 244.00, NULL);
INSERT INTO flights (flight_id, flight_date, is_sunrise, launch_site, landing_site, pilot_id, balloon_id, duration_minutes, fuel_cost, cancellation_reason) VALUES (31, '2025-05-03', 1, 'Hartington Moor', 'Sheen', 2, 2, 57, 136.00, NULL);
INSERT INTO flights (flight_id, flight_date, is_sunrise, launch_site, landing_site, pilot_id, balloon_id, duration_minutes, fuel_cost, cancellation_reason) VALUES (32, '2025-05-17', 1, 'Ashford Park', NULL, 9, 7, NULL, 0.00, 'High winds');
INSERT INTO flights (flight_id, flight_date, is_sunrise, launch_site, landing_site, pilot_id, balloon_id, duration_minutes, fuel_cost, cancellation_reason) VALUES (33, '2025-05-31', 0, 'Hartington', 'Alstonefield', 7, 10, 75, 262.50, NULL);
INSERT INTO flights (flight_id, flight_date, is_sunrise, launch_site, landing_site, pilot_id, balloon_id, duration_minutes, fuel_cost, cancellation_reason) VALUES (34, '2025-06-14', 1, 'Bakewell Showground', 'Biggin Dale', 3, 6, 62, 147.00, NULL);
INSERT INTO flights (flight_id, flight_date, is_sunrise, launch_site, landing_site, pilot_id, balloon_id, duration_minutes, fuel_cost, cancellation_reason) VALUES (35, '2025-06-28', 1, 'Monyash Fields', 'Hartington', 11, 14, 67, 172.00, NULL);
INSERT INTO flights (flight_id, flight_date, is_sunrise, launch_site, landing_site, pilot_id, balloon_id, duration_minutes, fuel_cost, cancellation_reason) VALUES (36, '2025-07-12', 0, 'Hartington', 'Parwich', 13, 11, 50, 211.00, NULL);
INSERT INTO flights (flight_id, flight_date, is_sunrise, launch_site, landing_site, pilot_id, balloon_id, duration_minutes, fuel_cost, cancellation_reason) VALUES (37, '2025-07-26', 1, 'Tissington Hall', 'Elton Common', 6, 9, 79, 290.50, NULL);
INSERT INTO flights (flight_id, flight_date, is_sunrise, launch_site, landing_site, pilot_id, balloon_id, duration_minutes, fuel_cost, cancellation_reason) VALUES (38, '2025-08-09', 0, 'Ashford Park', 'Youlgreave', 10, 15, 61, 141.00, NULL);
INSERT INTO flights (flight_id, flight_date, is_sunrise, launch_site, landing_site, pilot_id, balloon_id, duration_minutes, fuel_cost, cancellation_reason) VALUES (39, '2025-08-23', 1, 'Hartington Moor', 'Longnor', 1, 3, 66, 150.50, NULL);
INSERT INTO flights (flight_id, flight_date, is_sunrise, launch_site, landing_site, pilot_id, balloon_id, duration_minutes, fuel_cost, cancellation_reason) VALUES (40, '2025-09-06', 1, 'Hartington', NULL, 4, 8, NULL, 0.00, 'Low cloud');
INSERT INTO flights (flight_id, flight_date, is_sunrise, launch_site, landing_site, pilot_id, balloon_id, duration_minutes, fuel_cost, cancellation_reason) VALUES (41, '2025-09-20', 0, 'Bakewell Showground', 'Winster', 8, 12, 48, 183.00, NULL);
INSERT INTO flights (flight_id, flight_date, is_sunrise, launch_site, landing_site, pilot_id, balloon_id, duration_minutes, fuel_cost, cancellation_reason) VALUES (42, '2025-10-04', 1, 'Monyash Fields', 'Ashford Park', 14, 14, 58, 166.00, NULL);
INSERT INTO flights (flight_id, flight_date, is_sunrise, launch_site, landing_site, pilot_id, balloon_id, duration_minutes, fuel_cost, cancellation_reason) VALUES (43, '2025-10-18', 1, 'Hartington', 'Hartington Moor', 2, 4, 56, 149.00, NULL);
INSERT INTO flights (flight_id, flight_date, is_sunrise, launch_site, landing_site, pilot_id, balloon_id, duration_minutes, fuel_cost, cancellation_reason) VALUES (44, '2025-06-07', 0, 'Tissington Hall', 'Alstonefield', 5, 7, 65, 171.50, NULL);
INSERT INTO flights (flight_id, flight_date, is_sunrise, launch_site, landing_site, pilot_id, balloon_id, duration_minutes, fuel_cost, cancellation_reason) VALUES (45, '2024-09-07', 1, 'Ashford Park', 'Sheen', 14, 6, 53, 128.00, NULL);
INSERT INTO passengers (passenger_id, first_name, last_name, town, date_of_birth, weight_kg, email) VALUES (1, 'Owen', 'Davies', 'Buxton', '1961-08-12', 69.30, 'owen.davies1@example.co.uk');
INSERT INTO passengers (passenger_id, first_name, last_name, town, date_of_birth, weight_kg, email) VALUES (2, 'Sarah', 'Hughes', 'Leek', '1974-03-23', 86.60, 'sarah.hughes2@example.co.uk');
INSERT INTO passengers (passenger_id, first_name, last_name, town, date_of_birth, weight_kg, email) VALUES (3, 'Sarah', 'Hughes', 'Matlock', '1987-10-06', 55.90, 'sarah.hughes3@example.co.uk');
INSERT INTO passengers (passenger_id, first_name, last_name, town, date_of_birth, weight_kg, email) VALUES (4, 'Helen', 'Carr', 'Ashbourne', '2000-05-17', 72.20, NULL);
INSERT INTO passengers (passenger_id, first_name, last_name, town, date_of_birth, weight_kg, email) VALUES (5, 'James', 'Whitfield', 'Derby', '1958-12-28', 89.50, 'james.whitfield5@example.co.uk');
INSERT INTO passengers (passenger_id, first_name, last_name, town, date_of_birth, weight_kg, email) VALUES (6, 'Priya', 'Nair', 'Sheffield', '1971-07-11', 58.80, 'priya.nair6@example.co.uk');
INSERT INTO passengers (passenger_id, first_name, last_name, town, date_of_birth, weight_kg, email) VALUES (7, 'Tom', 'Gilbert', 'Bakewell', '1984-02-22', 75.10, 'tom.gilbert7@example.co.uk');
INSERT INTO passengers (passenger_id, first_name, last_name, town, date_of_birth, weight_kg, email) VALUES (8, 'Lucy', 'Barlow', 'Buxton', '1997-09-05', 92.40, 'lucy.barlow8@example.co.uk');
INSERT INTO passengers (passenger_id, first_name, last_name, town, date_of_birth, weight_kg, email) VALUES (9, 'Mark', 'Ellison', 'Chesterfield', '1955-04-16', 61.70, NULL);
INSERT INTO passengers (passenger_id, first_name, last_name, town, date_of_birth, weight_kg, email) VALUES (10, 'Anna', 'Kowalski', 'Macclesfield', '1968-11-27', 78.00, 'anna.kowalski10@example.co.uk');
INSERT INTO passengers (passenger_id, first_name, last_name, town, date_of_birth, weight_kg, email) VALUES (11, 'David', 'Osei', 'Derby', '1981-06-10', 95.30, 'david.osei11@example.co.uk');
INSERT INTO passengers (passenger_id, first_name, last_name, town, date_of_birth, weight_kg, email) VALUES (12, 'Claire', 'Pennington', 'Leek', '1994-01-21', 64.60, 'claire.pennington12@example.co.uk');
INSERT INTO passengers (passenger_id, first_name, last_name, town, date_of_birth, weight_kg, email) VALUES (13, 'Robert', 'Haigh', 'Matlock', '1952-08-04', 81.90, NULL);
INSERT INTO passengers (passenger_id, first_name, last_name, town, date_of_birth, weight_kg, email) VALUES (14, 'Emma', 'Stubbs', 'Ashbourne', '1965-03-15', 98.20, 'emma.stubbs14@example.co.uk');
INSERT INTO passengers (passenger_id, first_name, last_name, town, date_of_birth, weight_kg, email) VALUES (15, 'Gareth', 'Moss', 'Stoke-on-Trent', '1978-10-26', 67.50, 'gareth.moss15@example.co.uk');
INSERT INTO passengers (passenger_id, first_name, last_name, town, date_of_birth, weight_kg, email) VALUES (16, 'Joan', 'Allsop', 'Bakewell', '1991-05-09', 84.80, NULL);
INSERT INTO passengers (passenger_id, first_name, last_name, town, date_of_birth, weight_kg, email) VALUES (17, 'Peter', 'Lund', 'Sheffield', '1949-12-20', 53.10, 'peter.lund17@example.co.uk');
INSERT INTO passengers (passenger_id, first_name, last_name, town, date_of_birth, weight_kg, email) VALUES (18, 'Fatima', 'Rahman', 'Derby', '1962-07-03', 70.40, 'fatima.rahman18@example.co.uk');
INSERT INTO passengers (passenger_id, first_name, last_name, town, date_of_birth, weight_kg, email) VALUES (19, 'Chris', 'Doyle', 'Buxton', '1975-02-14', 87.70, 'chris.doyle19@example.co.uk');
INSERT INTO passengers (passenger_id, first_name, last_name, town, date_of_birth, weight_kg, email) VALUES (20, 'Megan', 'Fairclough', 'Chesterfield', '1988-09-25', 56.00, 'megan.fairclough20@example.co.uk');
INSERT INTO passengers (passenger_id, first_name, last_name, town, date_of_birth, weight_kg, email) VALUES (21, 'Alan', 'Birch', 'Macclesfield', '2001-04-08', 73.30, 'alan.birch21@example.co.uk');
INSERT INTO passengers (passenger_id, first_name, last_name, town, date_of_birth, weight_kg, email) VALUES (22, 'Nicola', 'Heath', 'Hartington', '1959-11-19', 90.60, 'nicola.heath22@example.co.uk');
INSERT INTO passengers (passenger_id, first_name, last_name, town, date_of_birth, weight_kg, email) VALUES (23, 'Simon', 'Platt', 'Leek', '1972-06-02', 59.90, 'simon.platt23@example.co.uk');
INSERT INTO passengers (passenger_id, first_name, last_name, town, date_of_birth, weight_kg, email) VALUES (24, 'Beth', 'Arkwright', 'Matlock', '1985-01-13', 76.20, 'beth.arkwright24@example.co.uk');
INSERT INTO passengers (passenger_id, first_name, last_name, town, date_of_birth, weight_kg, email) VALUES (25, 'George', 'Nuttall', 'Ashbourne', '1998-08-24', 93.50, NULL);
INSERT INTO passengers (passenger_id, first_name, last_name, town, date_of_birth, weight_kg, email) VALUES (26, 'Zoe', 'Whitworth', 'Sheffield', '1956-03-07', 62.80, 'zoe.whitworth26@example.co.uk');
INSERT INTO passengers (passenger_id, first_name, last_name, town, date_of_birth, weight_kg, email) VALUES (27, 'Kevin', 'Slater', 'Derby', '1969-10-18', 79.10, 'kevin.slater27@example.co.uk');
INSERT INTO passengers (passenger_id, first_name, last_name, town, date_of_birth, weight_kg, email) VALUES (28, 'Rosie', 'Mellor', 'Bakewell', '1982-05-01', 96.40, 'rosie.mellor28@example.co.uk');
INSERT INTO passengers (passenger_id, first_name, last_name, town, date_of_birth, weight_kg, email) VALUES (29, 'Hannah', 'Cope', 'Buxton', '1995-12-12', 65.70, 'hannah.cope29@example.co.uk');
INSERT INTO passengers (passenger_id, first_name, last_name, town, date_of_birth, weight_kg, email) VALUES (30, 'Ian', 'Redfern', 'Stoke-on-Trent', '1953-07-23', 82.00, 'ian.redfern30@example.co.uk');
INSERT INTO passengers (passenger_id, first_name, last_name, town, date_of_birth, weight_kg, email) VALUES (31, 'Vera', 'Holmes', 'Chesterfield', '1966-02-06', 99.30, NULL);
INSERT INTO passengers (passenger_id, first_name, last_name, town, date_of_birth, weight_kg, email) VALUES (32, 'Paul', 'Gregory', 'Macclesfield', '1979-09-17', 68.60, 'paul.gregory32@example.co.uk');
INSERT INTO passengers (passenger_id, first_name, last_name, town, date_of_birth, weight_kg, email) VALUES (33, 'Lily', 'Brough', 'Leek', '1992-04-28', 85.90, 'lily.brough33@example.co.uk');
INSERT INTO passengers (passenger_id, first_name, last_name, town, date_of_birth, weight_kg, email) VALUES (34, 'Samir', 'Haddad', 'Sheffield', '1950-11-11', 54.20, 'samir.haddad34@example.co.uk');
INSERT INTO passengers (passenger_id, first_name, last_name, town, date_of_birth, weight_kg, email) VALUES (35, 'Kate', 'Unwin', 'Ashbourne', '1963-06-22', 71.50, 'kate.unwin35@example.co.uk');
INSERT INTO passengers (passenger_id, first_name, last_name, town, date_of_birth, weight_kg, email) VALUES (36, 'Owen', 'Bradbury', 'Matlock', '1976-01-05', 88.80, 'owen.bradbury36@example.co.uk');
INSERT INTO passengers (passenger_id, first_name, last_name, town, date_of_birth, weight_kg, email) VALUES (37, 'Dawn', 'Frost', 'Derby', '1989-08-16', 57.10, 'dawn.frost37@example.co.uk');
INSERT INTO passengers (passenger_id, first_name, last_name, town, date_of_birth, weight_kg, email) VALUES (38, 'Harry', 'Bagshaw', 'Bakewell', '2002-03-27', 74.40, NULL);
INSERT INTO passengers (passenger_id, first_name, last_name, town, date_of_birth, weight_kg, email) VALUES (39, 'Ruth', 'Eyre', 'Buxton', '1960-10-10', 91.70, 'ruth.eyre39@example.co.uk');
INSERT INTO passengers (passenger_id, first_name, last_name, town, date_of_birth, weight_kg, email) VALUES (40, 'Neil', 'Sutton', 'Hartington', '1973-05-21', 60.00, 'neil.sutton40@example.co.uk');
INSERT INTO vouchers (voucher_id, voucher_code, purchaser_name, issue_date, expiry_date, face_value, is_extended) VALUES (1, 'HB2022-107', 'Margaret Davies', '2022-12-10', '2023-12-10', 190.00, 0);
INSERT INTO vouchers (voucher_id, voucher_code, purchaser_name, issue_date, expiry_date, face_value, is_extended) VALUES (2, 'HB2022-114', 'Tony Hughes', '2022-12-18', '2023-12-18', 205.00, 0);
INSERT INTO vouchers (voucher_id, voucher_code, purchaser_name, issue_date, expiry_date, face_value, is_extended) VALUES (3, 'HB2023-121', 'Owen Davies', '2023-02-14', '2024-02-14', 380.00, 0);
INSERT INTO vouchers (voucher_id, voucher_code, purchaser_name, issue_date, expiry_date, face_value, is_extended) VALUES (4, 'HB2023-128', 'Carol Whitfield', '2023-02-20', '2024-08-21', 190.00, 1);
INSERT INTO vouchers (voucher_id, voucher_code, purchaser_name, issue_date, expiry_date, face_value, is_extended) VALUES (5, 'HB2023-135', 'Ben Nair', '2023-06-18', '2024-06-18', 245.00, 0);
INSERT INTO vouchers (voucher_id, voucher_code, purchaser_name, issue_date, expiry_date, face_value, is_extended) VALUES (6, 'HB2023-142', 'Lucy Barlow', '2023-11-25', '2024-11-25', 190.00, 0);
INSERT INTO vouchers (voucher_id, voucher_code, purchaser_name, issue_date, expiry_date, face_value, is_extended) VALUES (7, 'HB2023-149', 'Pat Ellison', '2023-12-12', '2025-06-13', 275.00, 1);
INSERT INTO vouchers (voucher_id, voucher_code, purchaser_name, issue_date, expiry_date, face_value, is_extended) VALUES (8, 'HB2023-156', 'Jo Kowalski', '2023-12-20', '2024-12-20', 205.00, 0);
INSERT INTO vouchers (voucher_id, voucher_code, purchaser_name, issue_date, expiry_date, face_value, is_extended) VALUES (9, 'HB2024-163', 'Helen Carr', '2024-01-06', '2025-01-06', 190.00, 0);
INSERT INTO vouchers (voucher_id, voucher_code, purchaser_name, issue_date, expiry_date, face_value, is_extended) VALUES (10, 'HB2024-170', 'Sam Stubbs', '2024-02-14', '2025-02-14', 420.00, 0);
INSERT INTO vouchers (voucher_id, voucher_code, purchaser_name, issue_date, expiry_date, face_value, is_extended) VALUES (11, 'HB2024-177', 'Derek Allsop', '2024-03-10', '2025-03-10', 205.00, 0);
INSERT INTO vouchers (voucher_id, voucher_code, purchaser_name, issue_date, expiry_date, face_value, is_extended) VALUES (12, 'HB2024-184', 'Anne Lund', '2024-05-12', '2025-11-11', 190.00, 1);
INSERT INTO vouchers (voucher_id, voucher_code, purchaser_name, issue_date, expiry_date, face_value, is_extended) VALUES (13, 'HB2024-191', 'Owen Price', '2024-06-16', '2025-06-16', 245.00, 0);
INSERT INTO vouchers (voucher_id, voucher_code, purchaser_name, issue_date, expiry_date, face_value, is_extended) VALUES (14, 'HB2024-198', 'Mo Rahman', '2024-11-29', '2025-11-28', 205.00, 0);
INSERT INTO vouchers (voucher_id, voucher_code, purchaser_name, issue_date, expiry_date, face_value, is_extended) VALUES (15, 'HB2024-205', 'Jill Doyle', '2024-12-15', '2025-12-15', 190.00, 0);
INSERT INTO vouchers (voucher_id, voucher_code, purchaser_name, issue_date, expiry_date, face_value, is_extended) VALUES (16, 'HB2024-212', 'Ray Birch', '2024-12-21', '2025-12-21', 275.00, 0);
INSERT INTO vouchers (voucher_id, voucher_code, purchaser_name, issue_date, expiry_date, face_value, is_extended) VALUES (17, 'HB2025-219', 'Nicola Heath', '2025-01-20', '2026-01-20', 190.00, 0);
INSERT INTO vouchers (voucher_id, voucher_code, purchaser_name, issue_date, expiry_date, face_value, is_extended) VALUES (18, 'HB2025-226', 'Gwen Platt', '2025-02-14', '2026-02-14', 380.00, 0);
INSERT INTO vouchers (voucher_id, voucher_code, purchaser_name, issue_date, expiry_date, face_value, is_extended) VALUES (19, 'HB2025-233', 'Ted Nuttall', '2025-03-30', '2026-09-27', 205.00, 1);
INSERT INTO vouchers (voucher_id, voucher_code, purchaser_name, issue_date, expiry_date, face_value, is_extended) VALUES (20, 'HB2025-240', 'Kim Cope', '2025-05-11', '2026-05-11', 245.00, 0);
INSERT INTO bookings (booking_id, passenger_id, flight_id, booking_date, ticket_type, price_paid, deposit_paid, voucher_id, is_no_show) VALUES (1, 1, 1, '2023-03-17', 'Standard', 195.00, 0.00, 3, 0);
INSERT INTO bookings (booking_id, passenger_id, flight_id, booking_date, ticket_type, price_paid, deposit_paid, voucher_id, is_no_show) VALUES (2, 2, 1, '2023-03-08', 'Standard Plus', 235.00, 0.00, 2, 0);
INSERT INTO bookings (booking_id, passenger_id, flight_id, booking_date, ticket_type, price_paid, deposit_paid, voucher_id, is_no_show) VALUES (3, 4, 2, '2023-03-20', 'Standard', 195.00, 50.00, NULL, 0);
INSERT INTO bookings (booking_id, passenger_id, flight_id, booking_date, ticket_type, price_paid, deposit_paid, voucher_id, is_no_show) VALUES (4, 5, 2, '2023-03-11', 'Standard', 195.00, 0.00, 4, 0);
INSERT INTO bookings (booking_id, passenger_id, flight_id, booking_date, ticket_type, price_paid, deposit_paid, voucher_id, is_no_show) VALUES (5, 6, 3, '2023-03-16', 'Exclusive', 420.00, 100.00, NULL, 0);
INSERT INTO bookings (booking_id, passenger_id, flight_id, booking_date, ticket_type, price_paid, deposit_paid, voucher_id, is_no_show) VALUES (6, 7, 4, '2023-03-21', 'Standard', 195.00, 50.00, NULL, 0);
INSERT INTO bookings (booking_id, passenger_id, flight_id, booking_date, ticket_type, price_paid, deposit_paid, voucher_id, is_no_show) VALUES (7, 8, 4, '2023-03-12', 'Standard Plus', 220.00, 50.00, NULL, 1);
INSERT INTO bookings (booking_id, passenger_id, flight_id, booking_date, ticket_type, price_paid, deposit_paid, voucher_id, is_no_show) VALUES (8, 9, 6, '2023-06-09', 'Standard', 195.00, 50.00, NULL, 0);
INSERT INTO bookings (booking_id, passenger_id, flight_id, booking_date, ticket_type, price_paid, deposit_paid, voucher_id, is_no_show) VALUES (9, 10, 7, '2023-06-21', 'Standard', 195.00, 50.00, NULL, 0);
INSERT INTO bookings (booking_id, passenger_id, flight_id, booking_date, ticket_type, price_paid, deposit_paid, voucher_id, is_no_show) VALUES (10, 11, 7, '2023-06-12', 'Standard Plus', 235.00, 50.00, NULL, 0);
INSERT INTO bookings (booking_id, passenger_id, flight_id, booking_date, ticket_type, price_paid, deposit_paid, voucher_id, is_no_show) VALUES (11, 12, 8, '2023-06-24', 'Standard', 195.00, 50.00, NULL, 0);
INSERT INTO bookings (booking_id, passenger_id, flight_id, booking_date, ticket_type, price_paid, deposit_paid, voucher_id, is_no_show) VALUES (12, 3, 10, '2023-07-13', 'Standard', 195.00, 0.00, 5, 0);
INSERT INTO bookings (booking_id, passenger_id, flight_id, booking_date, ticket_type, price_paid, deposit_paid, voucher_id, is_no_show) VALUES (13, 13, 10, '2023-07-04', 'Exclusive', 420.00, 100.00, NULL, 0);
INSERT INTO bookings (booking_id, passenger_id, flight_id, booking_date, ticket_type, price_paid, deposit_paid, voucher_id, is_no_show) VALUES (14, 14, 11, '2023-07-09', 'Standard Plus', 220.00, 50.00, NULL, 0);
INSERT INTO bookings (booking_id, passenger_id, flight_id, booking_date, ticket_type, price_paid, deposit_paid, voucher_id, is_no_show) VALUES (15, 15, 12, '2023-07-14', 'Standard', 195.00, 50.00, NULL, 0);
INSERT INTO bookings (booking_id, passenger_id, flight_id, booking_date, ticket_type, price_paid, deposit_paid, voucher_id, is_no_show) VALUES (16, 16, 13, '2023-09-20', 'Standard', 195.00, 50.00, NULL, 1);
INSERT INTO bookings (booking_id, passenger_id, flight_id, booking_date, ticket_type, price_paid, deposit_paid, voucher_id, is_no_show) VALUES (17, 1, 14, '2024-03-11', 'Standard Plus', 245.00, 50.00, NULL, 0);
INSERT INTO bookings (booking_id, passenger_id, flight_id, booking_date, ticket_type, price_paid, deposit_paid, voucher_id, is_no_show) VALUES (18, 17, 14, '2024-03-02', 'Standard', 205.00, 50.00, NULL, 0);
INSERT INTO bookings (booking_id, passenger_id, flight_id, booking_date, ticket_type, price_paid, deposit_paid, voucher_id, is_no_show) VALUES (19, 18, 15, '2024-03-07', 'Standard', 205.00, 50.00, NULL, 0);
INSERT INTO bookings (booking_id, passenger_id, flight_id, booking_date, ticket_type, price_paid, deposit_paid, voucher_id, is_no_show) VALUES (20, 19, 17, '2024-03-26', 'Standard Plus', 245.00, 50.00, NULL, 0);
INSERT INTO bookings (booking_id, passenger_id, flight_id, booking_date, ticket_type, price_paid, deposit_paid, voucher_id, is_no_show) VALUES (21, 20, 18, '2024-03-31', 'Standard', 190.00, 0.00, 7, 0);
INSERT INTO bookings (booking_id, passenger_id, flight_id, booking_date, ticket_type, price_paid, deposit_paid, voucher_id, is_no_show) VALUES (22, 21, 18, '2024-03-22', 'Standard', 205.00, 0.00, 8, 0);
INSERT INTO bookings (booking_id, passenger_id, flight_id, booking_date, ticket_type, price_paid, deposit_paid, voucher_id, is_no_show) VALUES (23, 2, 19, '2024-03-27', 'Standard', 205.00, 50.00, NULL, 0);
INSERT INTO bookings (booking_id, passenger_id, flight_id, booking_date, ticket_type, price_paid, deposit_paid, voucher_id, is_no_show) VALUES (24, 22, 20, '2024-06-10', 'Standard Plus', 245.00, 50.00, NULL, 0);
INSERT INTO bookings (booking_id, passenger_id, flight_id, booking_date, ticket_type, price_paid, deposit_paid, voucher_id, is_no_show) VALUES (25, 23, 21, '2024-06-15', 'Standard', 205.00, 0.00, 9, 0);
INSERT INTO bookings (booking_id, passenger_id, flight_id, booking_date, ticket_type, price_paid, deposit_paid, voucher_id, is_no_show) VALUES (26, 24, 22, '2024-06-20', 'Exclusive', 430.00, 0.00, 10, 0);
INSERT INTO bookings (booking_id, passenger_id, flight_id, booking_date, ticket_type, price_paid, deposit_paid, voucher_id, is_no_show) VALUES (27, 25, 23, '2024-06-25', 'Standard', 205.00, 50.00, NULL, 0);
INSERT INTO bookings (booking_id, passenger_id, flight_id, booking_date, ticket_type, price_paid, deposit_paid, voucher_id, is_no_show) VALUES (28, 26, 25, '2024-07-14', 'Standard Plus', 230.00, 50.00, NULL, 0);
INSERT INTO bookings (booking_id, passenger_id, flight_id, booking_date, ticket_type, price_paid, deposit_paid, voucher_id, is_no_show) VALUES (29, 27, 25, '2024-07-05', 'Standard', 205.00, 50.00, NULL, 1);
INSERT INTO bookings (booking_id, passenger_id, flight_id, booking_date, ticket_type, price_paid, deposit_paid, voucher_id, is_no_show) VALUES (30, 28, 26, '2024-07-10', 'Standard', 205.00, 0.00, 11, 0);
INSERT INTO bookings (booking_id, passenger_id, flight_id, booking_date, ticket_type, price_paid, deposit_paid, voucher_id, is_no_show) VALUES (31, 29, 27, '2024-07-15', 'Standard', 205.00, 50.00, NULL, 0);
INSERT INTO bookings (booking_id, passenger_id, flight_id, booking_date, ticket_type, price_paid, deposit_paid, voucher_id, is_no_show) VALUES (32, 30, 28, '2024-09-28', 'Standard Plus', 245.00, 50.00, NULL, 0);
INSERT INTO bookings (booking_id, passenger_id, flight_id, booking_date, ticket_type, price_paid, deposit_paid, voucher_id, is_no_show) VALUES (33, 31, 45, '2024-08-01', 'Standard', 205.00, 50.00, NULL, 0);
INSERT INTO bookings (booking_id, passenger_id, flight_id, booking_date, ticket_type, price_paid, deposit_paid, voucher_id, is_no_show) VALUES (34, 32, 29, '2025-02-18', 'Standard', 215.00, 0.00, 12, 0);
INSERT INTO bookings (booking_id, passenger_id, flight_id, booking_date, ticket_type, price_paid, deposit_paid, voucher_id, is_no_show) VALUES (35, 33, 29, '2025-02-09', 'Standard Plus', 240.00, 50.00, NULL, 0);
INSERT INTO bookings (booking_id, passenger_id, flight_id, booking_date, ticket_type, price_paid, deposit_paid, voucher_id, is_no_show) VALUES (36, 3, 30, '2025-02-14', 'Standard Plus', 255.00, 50.00, NULL, 0);
INSERT INTO bookings (booking_id, passenger_id, flight_id, booking_date, ticket_type, price_paid, deposit_paid, voucher_id, is_no_show) VALUES (37, 34, 31, '2025-02-19', 'Standard', 215.00, 0.00, 14, 0);
INSERT INTO bookings (booking_id, passenger_id, flight_id, booking_date, ticket_type, price_paid, deposit_paid, voucher_id, is_no_show) VALUES (38, 35, 33, '2025-03-10', 'Exclusive', 440.00, 100.00, NULL, 0);
INSERT INTO bookings (booking_id, passenger_id, flight_id, booking_date, ticket_type, price_paid, deposit_paid, voucher_id, is_no_show) VALUES (39, 36, 33, '2025-05-10', 'Standard', 215.00, 50.00, NULL, 0);
INSERT INTO bookings (booking_id, passenger_id, flight_id, booking_date, ticket_type, price_paid, deposit_paid, voucher_id, is_no_show) VALUES (40, 37, 34, '2025-05-15', 'Standard', 215.00, 0.00, 15, 0);
INSERT INTO bookings (booking_id, passenger_id, flight_id, booking_date, ticket_type, price_paid, deposit_paid, voucher_id, is_no_show) VALUES (41, 38, 35, '2025-05-20', 'Standard Plus', 255.00, 50.00, NULL, 1);
INSERT INTO bookings (booking_id, passenger_id, flight_id, booking_date, ticket_type, price_paid, deposit_paid, voucher_id, is_no_show) VALUES (42, 39, 36, '2025-05-25', 'Standard', 200.00, 0.00, 16, 0);
INSERT INTO bookings (booking_id, passenger_id, flight_id, booking_date, ticket_type, price_paid, deposit_paid, voucher_id, is_no_show) VALUES (43, 40, 37, '2025-05-30', 'Standard', 215.00, 0.00, 17, 0);
INSERT INTO bookings (booking_id, passenger_id, flight_id, booking_date, ticket_type, price_paid, deposit_paid, voucher_id, is_no_show) VALUES (44, 1, 37, '2025-05-21', 'Standard Plus', 255.00, 50.00, NULL, 0);
INSERT INTO bookings (booking_id, passenger_id, flight_id, booking_date, ticket_type, price_paid, deposit_paid, voucher_id, is_no_show) VALUES (45, 5, 38, '2025-05-26', 'Standard', 215.00, 50.00, NULL, 0);
INSERT INTO bookings (booking_id, passenger_id, flight_id, booking_date, ticket_type, price_paid, deposit_paid, voucher_id, is_no_show) VALUES (46, 6, 39, '2025-05-31', 'Standard', 215.00, 50.00, NULL, 0);
INSERT INTO bookings (booking_id, passenger_id, flight_id, booking_date, ticket_type, price_paid, deposit_paid, voucher_id, is_no_show) VALUES (47, 9, 41, '2025-08-28', 'Standard Plus', 255.00, 50.00, NULL, 0);
INSERT INTO bookings (booking_id, passenger_id, flight_id, booking_date, ticket_type, price_paid, deposit_paid, voucher_id, is_no_show) VALUES (48, 11, 42, '2025-09-02', 'Standard', 215.00, 0.00, 19, 0);
INSERT INTO bookings (booking_id, passenger_id, flight_id, booking_date, ticket_type, price_paid, deposit_paid, voucher_id, is_no_show) VALUES (49, 14, 43, '2025-09-07', 'Standard', 200.00, 50.00, NULL, 0);
INSERT INTO bookings (booking_id, passenger_id, flight_id, booking_date, ticket_type, price_paid, deposit_paid, voucher_id, is_no_show) VALUES (50, 20, 44, '2025-04-18', 'Standard', 215.00, 50.00, NULL, 0);
INSERT INTO bookings (booking_id, passenger_id, flight_id, booking_date, ticket_type, price_paid, deposit_paid, voucher_id, is_no_show) VALUES (51, 7, NULL, '2025-09-16', 'Standard', 215.00, 50.00, NULL, 0);
INSERT INTO bookings (booking_id, passenger_id, flight_id, booking_date, ticket_type, price_paid, deposit_paid, voucher_id, is_no_show) VALUES (52, 24, NULL, '2025-09-21', 'Exclusive', 440.00, 0.00, 18, 0);
INSERT INTO bookings (booking_id, passenger_id, flight_id, booking_date, ticket_type, price_paid, deposit_paid, voucher_id, is_no_show) VALUES (53, 29, NULL, '2025-09-26', 'Standard Plus', 255.00, 0.00, 20, 0);
INSERT INTO bookings (booking_id, passenger_id, flight_id, booking_date, ticket_type, price_paid, deposit_paid, voucher_id, is_no_show) VALUES (54, 33, NULL, '2025-10-01', 'Standard', 215.00, 50.00, NULL, 0);
INSERT INTO bookings (booking_id, passenger_id, flight_id, booking_date, ticket_type, price_paid, deposit_paid, voucher_id, is_no_show) VALUES (55, 36, NULL, '2025-10-06', 'Standard', 215.00, 50.00, NULL, 0);
COMMIT;
