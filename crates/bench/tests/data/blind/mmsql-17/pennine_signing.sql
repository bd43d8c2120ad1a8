-- pennine_signing: a BSL / sign-language interpreting agency in West Yorkshire (interpreters, clients, deaf customers, bookings, feedback)
BEGIN TRANSACTION;
CREATE TABLE interpreters (
    interpreter_id INTEGER PRIMARY KEY,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    status TEXT NOT NULL,
    home_city TEXT NOT NULL,
    hourly_rate REAL NOT NULL,
    mileage_rate REAL NOT NULL,
    is_deafblind_trained INTEGER NOT NULL CHECK (is_deafblind_trained IN (0,1)),
    registered_date TEXT -- NULL = not yet registered (still a trainee)
);
CREATE TABLE clients (
    client_id INTEGER PRIMARY KEY,
    organisation_name TEXT NOT NULL,
    sector TEXT NOT NULL,
    city TEXT NOT NULL,
    account_opened TEXT NOT NULL,
    payment_terms_days INTEGER -- NULL = no credit terms, pays when booking
);
CREATE TABLE deaf_customers (
    customer_id INTEGER PRIMARY KEY,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    city TEXT NOT NULL,
    preferred_language TEXT NOT NULL,
    registered_date TEXT NOT NULL
);
CREATE TABLE bookings (
    booking_id INTEGER PRIMARY KEY,
    client_id INTEGER NOT NULL REFERENCES clients(client_id),
    customer_id INTEGER NOT NULL REFERENCES deaf_customers(customer_id),
    interpreter_id INTEGER REFERENCES interpreters(interpreter_id), -- NULL = no interpreter assigned yet
    request_date TEXT NOT NULL,
    session_date TEXT NOT NULL,
    city TEXT NOT NULL,
    hours_booked REAL NOT NULL,
    hours_worked REAL, -- NULL = session not held (cancelled or still to come)
    status TEXT NOT NULL,
    fee_charged REAL, -- NULL = not invoiced yet
    travel_cost REAL NOT NULL
);
CREATE TABLE feedback (
    feedback_id INTEGER PRIMARY KEY,
    booking_id INTEGER NOT NULL REFERENCES bookings(booking_id),
    given_by TEXT NOT NULL,
    rating INTEGER NOT NULL,
    comment TEXT, -- NULL = no written comment
    submitted_date TEXT NOT NULL
);
INSERT INTO interpreters (interpreter_id, first_name, last_name, status, home_city, hourly_rate, mileage_rate, is_deafblind_trained, registered_date) VALUES (1, 'Aisha', 'Rahman', 'Registered', 'Leeds', 42.0, 0.45, 1, '2016-05-01');
INSERT INTO interpreters (interpreter_id, first_name, last_name, status, home_city, hourly_rate, mileage_rate, is_deafblind_trained, registered_date) VALUES (2, 'Ben', 'Harrop', 'Registered', 'Bradford', 40.0, 0.45, 0, '2018-09-14');
INSERT INTO interpreters (interpreter_id, first_name, last_name, status, home_city, hourly_rate, mileage_rate, is_deafblind_trained, registered_date) VALUES (3, 'Carys', 'Lloyd', 'Registered', 'York', 44.0, 0.45, 1, '2014-02-03');
INSERT INTO interpreters (interpreter_id, first_name, last_name, status, home_city, hourly_rate, mileage_rate, is_deafblind_trained, registered_date) VALUES (4, 'Daniel', 'Shaw', 'Trainee', 'Leeds', 28.0, 0.4, 0, NULL);
INSERT INTO interpreters (interpreter_id, first_name, last_name, status, home_city, hourly_rate, mileage_rate, is_deafblind_trained, registered_date) VALUES (5, 'Ellen', 'Marsden', 'Registered', 'Wakefield', 41.0, 0.45, 0, '2019-11-20');
INSERT INTO interpreters (interpreter_id, first_name, last_name, status, home_city, hourly_rate, mileage_rate, is_deafblind_trained, registered_date) VALUES (6, 'Faye', 'Booth', 'Registered', 'Huddersfield', 39.0, 0.45, 0, '2020-06-08');
INSERT INTO interpreters (interpreter_id, first_name, last_name, status, home_city, hourly_rate, mileage_rate, is_deafblind_trained, registered_date) VALUES (7, 'Grace', 'Ibbotson', 'Trainee', 'Halifax', 27.5, 0.4, 0, NULL);
INSERT INTO interpreters (interpreter_id, first_name, last_name, status, home_city, hourly_rate, mileage_rate, is_deafblind_trained, registered_date) VALUES (8, 'Hassan', 'Qureshi', 'Registered', 'Bradford', 43.0, 0.45, 1, '2015-03-30');
INSERT INTO interpreters (interpreter_id, first_name, last_name, status, home_city, hourly_rate, mileage_rate, is_deafblind_trained, registered_date) VALUES (9, 'Imogen', 'Priestley', 'Registered', 'Leeds', 45.0, 0.45, 0, '2012-10-12');
INSERT INTO interpreters (interpreter_id, first_name, last_name, status, home_city, hourly_rate, mileage_rate, is_deafblind_trained, registered_date) VALUES (10, 'Jamie', 'Townend', 'Trainee', 'Wakefield', 26.0, 0.4, 0, NULL);
INSERT INTO interpreters (interpreter_id, first_name, last_name, status, home_city, hourly_rate, mileage_rate, is_deafblind_trained, registered_date) VALUES (11, 'Kirsty', 'Ogden', 'Registered', 'Halifax', 40.0, 0.45, 0, '2021-01-18');
INSERT INTO interpreters (interpreter_id, first_name, last_name, status, home_city, hourly_rate, mileage_rate, is_deafblind_trained, registered_date) VALUES (12, 'Laura', 'Sykes', 'Registered', 'York', 42.0, 0.45, 0, '2017-07-07');
INSERT INTO interpreters (interpreter_id, first_name, last_name, status, home_city, hourly_rate, mileage_rate, is_deafblind_trained, registered_date) VALUES (13, 'Martin', 'Fielding', 'Registered', 'Huddersfield', 41.5, 0.45, 1, '2013-04-22');
INSERT INTO interpreters (interpreter_id, first_name, last_name, status, home_city, hourly_rate, mileage_rate, is_deafblind_trained, registered_date) VALUES (14, 'Naomi', 'Clegg', 'Trainee', 'Leeds', 28.0, 0.4, 0, NULL);
INSERT INTO interpreters (interpreter_id, first_name, last_name, status, home_city, hourly_rate, mileage_rate, is_deafblind_trained, registered_date) VALUES (15, 'Owen', 'Pickles', 'Registered', 'Bradford', 40.0, 0.45, 0, '2022-03-15');
INSERT INTO interpreters (interpreter_id, first_name, last_name, status, home_city, hourly_rate, mileage_rate, is_deafblind_trained, registered_date) VALUES (16, 'Ruth', 'Hanson', 'Registered', 'Leeds', 44.0, 0.45, 0, '2011-08-29');
INSERT INTO clients (client_id, organisation_name, sector, city, account_opened, payment_terms_days) VALUES (1, 'Leeds Teaching Hospitals', 'NHS', 'Leeds', '2015-01-05', 30);
INSERT INTO clients (client_id, organisation_name, sector, city, account_opened, payment_terms_days) VALUES (2, 'Bradford Royal Infirmary', 'NHS', 'Bradford', '2016-03-11', 30);
INSERT INTO clients (client_id, organisation_name, sector, city, account_opened, payment_terms_days) VALUES (3, 'Calder Valley College', 'Education', 'Halifax', '2018-09-01', 30);
INSERT INTO clients (client_id, organisation_name, sector, city, account_opened, payment_terms_days) VALUES (4, 'Calder Valley College Sixth Form', 'Education', 'Halifax', '2021-09-01', 30);
INSERT INTO clients (client_id, organisation_name, sector, city, account_opened, payment_terms_days) VALUES (5, 'Whitcliffe & Dunn Solicitors', 'Legal', 'Leeds', '2017-05-23', 14);
INSERT INTO clients (client_id, organisation_name, sector, city, account_opened, payment_terms_days) VALUES (6, 'West Riding Magistrates Court', 'Legal', 'Wakefield', '2016-11-30', 30);
INSERT INTO clients (client_id, organisation_name, sector, city, account_opened, payment_terms_days) VALUES (7, 'Kirklees Council', 'Local Council', 'Huddersfield', '2015-06-15', 30);
INSERT INTO clients (client_id, organisation_name, sector, city, account_opened, payment_terms_days) VALUES (8, 'City of York Council', 'Local Council', 'York', '2019-02-18', 30);
INSERT INTO clients (client_id, organisation_name, sector, city, account_opened, payment_terms_days) VALUES (9, 'Northern Rail Depot', 'Employer', 'Leeds', '2020-10-01', 14);
INSERT INTO clients (client_id, organisation_name, sector, city, account_opened, payment_terms_days) VALUES (10, 'Pennine Job Centre', 'Employer', 'Bradford', '2018-04-04', 30);
INSERT INTO clients (client_id, organisation_name, sector, city, account_opened, payment_terms_days) VALUES (11, 'Mr S. Akhtar', 'Private', 'Bradford', '2023-05-09', NULL);
INSERT INTO clients (client_id, organisation_name, sector, city, account_opened, payment_terms_days) VALUES (12, 'Ms T. Wainwright', 'Private', 'Wakefield', '2023-11-21', NULL);
INSERT INTO clients (client_id, organisation_name, sector, city, account_opened, payment_terms_days) VALUES (13, 'University of Huddersfield', 'Education', 'Huddersfield', '2014-09-22', 30);
INSERT INTO clients (client_id, organisation_name, sector, city, account_opened, payment_terms_days) VALUES (14, 'Harrogate Road Surgery', 'NHS', 'Leeds', '2019-07-01', 30);
INSERT INTO clients (client_id, organisation_name, sector, city, account_opened, payment_terms_days) VALUES (15, 'Harrogate Road Surgery Annexe', 'NHS', 'Leeds', '2022-01-10', 30);
INSERT INTO clients (client_id, organisation_name, sector, city, account_opened, payment_terms_days) VALUES (16, 'St Wilfrid Housing Association', 'Charity', 'York', '2021-04-12', NULL);
INSERT INTO deaf_customers (customer_id, first_name, last_name, city, preferred_language, registered_date) VALUES (1, 'Aisha', 'Khan', 'Bradford', 'BSL', '2016-02-10');
INSERT INTO deaf_customers (customer_id, first_name, last_name, city, preferred_language, registered_date) VALUES (2, 'Ben', 'Whiteley', 'Leeds', 'BSL', '2017-06-19');
INSERT INTO deaf_customers (customer_id, first_name, last_name, city, preferred_language, registered_date) VALUES (3, 'Carol', 'Stead', 'Halifax', 'BSL Hands-on', '2015-03-03');
INSERT INTO deaf_customers (customer_id, first_name, last_name, city, preferred_language, registered_date) VALUES (4, 'Dev', 'Mistry', 'Leeds', 'BSL', '2018-01-29');
INSERT INTO deaf_customers (customer_id, first_name, last_name, city, preferred_language, registered_date) VALUES (5, 'Ellen', 'Hirst', 'Wakefield', 'SSE', '2019-10-02');
INSERT INTO deaf_customers (customer_id, first_name, last_name, city, preferred_language, registered_date) VALUES (6, 'Frank', 'Oldroyd', 'Huddersfield', 'BSL', '2014-12-15');
INSERT INTO deaf_customers (customer_id, first_name, last_name, city, preferred_language, registered_date) VALUES (7, 'Gillian', 'Moorhouse', 'York', 'BSL Hands-on', '2020-05-05');
INSERT INTO deaf_customers (customer_id, first_name, last_name, city, preferred_language, registered_date) VALUES (8, 'Harry', 'Nuttall', 'Leeds', 'BSL', '2021-08-17');
INSERT INTO deaf_customers (customer_id, first_name, last_name, city, preferred_language, registered_date) VALUES (9, 'Irene', 'Crossley', 'Bradford', 'ISL', '2022-02-21');
INSERT INTO deaf_customers (customer_id, first_name, last_name, city, preferred_language, registered_date) VALUES (10, 'Joe', 'Pollitt', 'Halifax', 'BSL', '2016-07-08');
INSERT INTO deaf_customers (customer_id, first_name, last_name, city, preferred_language, registered_date) VALUES (11, 'Kamal', 'Hussain', 'Bradford', 'BSL', '2019-03-26');
INSERT INTO deaf_customers (customer_id, first_name, last_name, city, preferred_language, registered_date) VALUES (12, 'Lily', 'Armitage', 'Leeds', 'SSE', '2023-01-16');
INSERT INTO deaf_customers (customer_id, first_name, last_name, city, preferred_language, registered_date) VALUES (13, 'Mo', 'Farooq', 'Huddersfield', 'BSL', '2017-11-11');
INSERT INTO deaf_customers (customer_id, first_name, last_name, city, preferred_language, registered_date) VALUES (14, 'Nora', 'Dyson', 'York', 'BSL', '2018-06-06');
INSERT INTO deaf_customers (customer_id, first_name, last_name, city, preferred_language, registered_date) VALUES (15, 'Oliver', 'Greenwood', 'Wakefield', 'BSL', '2020-09-30');
INSERT INTO deaf_customers (customer_id, first_name, last_name, city, preferred_language, registered_date) VALUES (16, 'Paula', 'Sugden', 'Leeds', 'BSL', '2015-04-14');
INSERT INTO deaf_customers (customer_id, first_name, last_name, city, preferred_language, registered_date) VALUES (17, 'Ruth', 'Barraclough', 'Halifax', 'BSL', '2021-12-01');
INSERT INTO deaf_customers (customer_id, first_name, last_name, city, preferred_language, registered_date) VALUES (18, 'Sam', 'Ackroyd', 'Leeds', 'ISL', '2022-10-24');
INSERT INTO bookings (booking_id, client_id, customer_id, interpreter_id, request_date, session_date, city, hours_booked, hours_worked, status, fee_charged, travel_cost) VALUES (1, 4, 10, 4, '2022-12-14', '2023-01-11', 'Halifax', 2.0, 2.5, 'Completed', 115.0, 18.9);
INSERT INTO bookings (booking_id, client_id, customer_id, interpreter_id, request_date, session_date, city, hours_booked, hours_worked, status, fee_charged, travel_cost) VALUES (2, 16, 9, 12, '2023-02-01', '2023-02-06', 'York', 3.5, NULL, 'Cancelled', 0.0, 16.2);
INSERT INTO bookings (booking_id, client_id, customer_id, interpreter_id, request_date, session_date, city, hours_booked, hours_worked, status, fee_charged, travel_cost) VALUES (3, 10, 11, 4, '2023-01-24', '2023-02-09', 'Bradford', 3.5, 3.5, 'Completed', 161.0, 10.35);
INSERT INTO bookings (booking_id, client_id, customer_id, interpreter_id, request_date, session_date, city, hours_booked, hours_worked, status, fee_charged, travel_cost) VALUES (4, 8, 14, 1, '2023-02-25', '2023-03-05', 'York', 2.0, 1.5, 'Completed', 120.0, 5.4);
INSERT INTO bookings (booking_id, client_id, customer_id, interpreter_id, request_date, session_date, city, hours_booked, hours_worked, status, fee_charged, travel_cost) VALUES (5, 10, 1, 10, '2023-03-08', '2023-03-12', 'Bradford', 7.0, 7.0, 'Completed', 308.0, 9.45);
INSERT INTO bookings (booking_id, client_id, customer_id, interpreter_id, request_date, session_date, city, hours_booked, hours_worked, status, fee_charged, travel_cost) VALUES (6, 16, 15, 2, '2023-03-29', '2023-04-12', 'York', 1.5, 2.0, 'Completed', 116.0, 9.0);
INSERT INTO bookings (booking_id, client_id, customer_id, interpreter_id, request_date, session_date, city, hours_booked, hours_worked, status, fee_charged, travel_cost) VALUES (7, 4, 1, 12, '2023-04-16', '2023-05-03', 'Halifax', 1.5, 1.0, 'Completed', 120.0, 19.35);
INSERT INTO bookings (booking_id, client_id, customer_id, interpreter_id, request_date, session_date, city, hours_booked, hours_worked, status, fee_charged, travel_cost) VALUES (8, 2, 11, 15, '2023-05-28', '2023-05-30', 'Bradford', 3.5, 3.5, 'Completed', 203.0, 8.1);
INSERT INTO bookings (booking_id, client_id, customer_id, interpreter_id, request_date, session_date, city, hours_booked, hours_worked, status, fee_charged, travel_cost) VALUES (9, 10, 10, 11, '2023-05-06', '2023-06-04', 'Bradford', 1.0, NULL, 'Cancelled Late', 58.0, 13.05);
INSERT INTO bookings (booking_id, client_id, customer_id, interpreter_id, request_date, session_date, city, hours_booked, hours_worked, status, fee_charged, travel_cost) VALUES (10, 8, 9, 8, '2023-06-04', '2023-06-06', 'York', 3.5, 4.0, 'Completed', 244.0, 2.7);
INSERT INTO bookings (booking_id, client_id, customer_id, interpreter_id, request_date, session_date, city, hours_booked, hours_worked, status, fee_charged, travel_cost) VALUES (11, 3, 14, 16, '2023-05-24', '2023-06-08', 'Halifax', 7.0, 7.5, 'Completed', NULL, 15.75);
INSERT INTO bookings (booking_id, client_id, customer_id, interpreter_id, request_date, session_date, city, hours_booked, hours_worked, status, fee_charged, travel_cost) VALUES (12, 16, 17, 2, '2023-05-29', '2023-06-16', 'York', 2.0, 1.5, 'Completed', 116.0, 14.4);
INSERT INTO bookings (booking_id, client_id, customer_id, interpreter_id, request_date, session_date, city, hours_booked, hours_worked, status, fee_charged, travel_cost) VALUES (13, 2, 10, 16, '2023-06-19', '2023-06-20', 'Bradford', 1.0, 1.0, 'Completed', 124.0, 1.8);
INSERT INTO bookings (booking_id, client_id, customer_id, interpreter_id, request_date, session_date, city, hours_booked, hours_worked, status, fee_charged, travel_cost) VALUES (14, 16, 7, 3, '2023-05-20', '2023-06-24', 'York', 3.5, 3.0, 'Completed', 186.0, 15.75);
INSERT INTO bookings (booking_id, client_id, customer_id, interpreter_id, request_date, session_date, city, hours_booked, hours_worked, status, fee_charged, travel_cost) VALUES (15, 14, 7, 3, '2023-06-30', '2023-07-23', 'Leeds', 2.0, 1.5, 'Completed', 124.0, 9.45);
INSERT INTO bookings (booking_id, client_id, customer_id, interpreter_id, request_date, session_date, city, hours_booked, hours_worked, status, fee_charged, travel_cost) VALUES (16, 13, 13, 8, '2023-07-16', '2023-07-31', 'Huddersfield', 1.0, 1.0, 'Completed', NULL, 15.3);
INSERT INTO bookings (booking_id, client_id, customer_id, interpreter_id, request_date, session_date, city, hours_booked, hours_worked, status, fee_charged, travel_cost) VALUES (17, 7, 4, 12, '2023-07-15', '2023-08-08', 'Huddersfield', 1.5, NULL, 'Cancelled Late', 90.0, 5.85);
INSERT INTO bookings (booking_id, client_id, customer_id, interpreter_id, request_date, session_date, city, hours_booked, hours_worked, status, fee_charged, travel_cost) VALUES (18, 6, 18, 16, '2023-07-09', '2023-08-15', 'Wakefield', 3.5, 3.5, 'Completed', 217.0, 1.8);
INSERT INTO bookings (booking_id, client_id, customer_id, interpreter_id, request_date, session_date, city, hours_booked, hours_worked, status, fee_charged, travel_cost) VALUES (19, 16, 16, 2, '2023-07-19', '2023-08-23', 'York', 2.0, 2.0, 'Completed', 116.0, 11.7);
INSERT INTO bookings (booking_id, client_id, customer_id, interpreter_id, request_date, session_date, city, hours_booked, hours_worked, status, fee_charged, travel_cost) VALUES (20, 6, 8, 12, '2023-08-31', '2023-09-03', 'Wakefield', 2.0, 2.0, 'Completed', 120.0, 13.05);
INSERT INTO bookings (booking_id, client_id, customer_id, interpreter_id, request_date, session_date, city, hours_booked, hours_worked, status, fee_charged, travel_cost) VALUES (21, 16, 13, 1, '2023-09-03', '2023-09-04', 'York', 7.0, 7.0, 'Completed', 420.0, 10.8);
INSERT INTO bookings (booking_id, client_id, customer_id, interpreter_id, request_date, session_date, city, hours_booked, hours_worked, status, fee_charged, travel_cost) VALUES (22, 6, 13, 11, '2023-08-17', '2023-09-21', 'Wakefield', 1.0, 1.0, 'Completed', 116.0, 7.65);
INSERT INTO bookings (booking_id, client_id, customer_id, interpreter_id, request_date, session_date, city, hours_booked, hours_worked, status, fee_charged, travel_cost) VALUES (23, 12, 9, 16, '2023-08-31', '2023-09-25', 'Wakefield', 2.0, 1.5, 'Completed', 124.0, 5.85);
INSERT INTO bookings (booking_id, client_id, customer_id, interpreter_id, request_date, session_date, city, hours_booked, hours_worked, status, fee_charged, travel_cost) VALUES (24, 14, 12, 6, '2023-09-16', '2023-09-28', 'Leeds', 3.5, NULL, 'Cancelled', 0.0, 6.3);
INSERT INTO bookings (booking_id, client_id, customer_id, interpreter_id, request_date, session_date, city, hours_booked, hours_worked, status, fee_charged, travel_cost) VALUES (25, 7, 8, 12, '2023-10-05', '2023-10-27', 'Huddersfield', 1.5, NULL, 'Cancelled Late', 90.0, 8.55);
INSERT INTO bookings (booking_id, client_id, customer_id, interpreter_id, request_date, session_date, city, hours_booked, hours_worked, status, fee_charged, travel_cost) VALUES (26, 4, 7, 8, '2023-10-05', '2023-11-04', 'Wakefield', 3.0, NULL, 'Cancelled', 0.0, 2.7);
INSERT INTO bookings (booking_id, client_id, customer_id, interpreter_id, request_date, session_date, city, hours_booked, hours_worked, status, fee_charged, travel_cost) VALUES (27, 13, 7, 3, '2023-10-04', '2023-11-06', 'Huddersfield', 2.0, 2.0, 'Completed', 124.0, 9.45);
INSERT INTO bookings (booking_id, client_id, customer_id, interpreter_id, request_date, session_date, city, hours_booked, hours_worked, status, fee_charged, travel_cost) VALUES (28, 3, 16, 15, '2023-11-11', '2023-11-13', 'Halifax', 2.0, 2.0, 'Completed', 116.0, 13.05);
INSERT INTO bookings (booking_id, client_id, customer_id, interpreter_id, request_date, session_date, city, hours_booked, hours_worked, status, fee_charged, travel_cost) VALUES (29, 11, 13, 14, '2023-11-20', '2023-12-02', 'Bradford', 3.5, NULL, 'Cancelled Late', 161.0, 13.05);
INSERT INTO bookings (booking_id, client_id, customer_id, interpreter_id, request_date, session_date, city, hours_booked, hours_worked, status, fee_charged, travel_cost) VALUES (30, 16, 12, 7, '2023-11-19', '2023-12-05', 'Halifax', 7.0, 7.5, 'Completed', NULL, 3.6);
INSERT INTO bookings (booking_id, client_id, customer_id, interpreter_id, request_date, session_date, city, hours_booked, hours_worked, status, fee_charged, travel_cost) VALUES (31, 5, 13, 5, '2023-11-05', '2023-12-08', 'Leeds', 1.5, 2.5, 'Completed', NULL, 12.6);
INSERT INTO bookings (booking_id, client_id, customer_id, interpreter_id, request_date, session_date, city, hours_booked, hours_worked, status, fee_charged, travel_cost) VALUES (32, 15, 16, 6, '2023-11-09', '2023-12-09', 'Leeds', 2.0, NULL, 'Cancelled', 0.0, 10.35);
INSERT INTO bookings (booking_id, client_id, customer_id, interpreter_id, request_date, session_date, city, hours_booked, hours_worked, status, fee_charged, travel_cost) VALUES (33, 10, 10, 7, '2023-12-04', '2023-12-11', 'Bradford', 7.0, 7.0, 'Completed', 318.5, 3.15);
INSERT INTO bookings (booking_id, client_id, customer_id, interpreter_id, request_date, session_date, city, hours_booked, hours_worked, status, fee_charged, travel_cost) VALUES (34, 10, 15, 15, '2023-12-24', '2023-12-27', 'Bradford', 2.0, 2.0, 'Completed', 116.0, 15.3);
INSERT INTO bookings (booking_id, client_id, customer_id, interpreter_id, request_date, session_date, city, hours_booked, hours_worked, status, fee_charged, travel_cost) VALUES (35, 6, 9, 8, '2023-12-20', '2024-01-04', 'Wakefield', 3.0, 3.0, 'Completed', NULL, 15.3);
INSERT INTO bookings (booking_id, client_id, customer_id, interpreter_id, request_date, session_date, city, hours_booked, hours_worked, status, fee_charged, travel_cost) VALUES (36, 12, 4, 2, '2023-12-31', '2024-01-05', 'Wakefield', 1.5, NULL, 'Cancelled', 0.0, 5.4);
INSERT INTO bookings (booking_id, client_id, customer_id, interpreter_id, request_date, session_date, city, hours_booked, hours_worked, status, fee_charged, travel_cost) VALUES (37, 6, 1, 13, '2023-12-06', '2024-01-05', 'Bradford', 1.5, 1.5, 'Completed', 119.0, 4.5);
INSERT INTO bookings (booking_id, client_id, customer_id, interpreter_id, request_date, session_date, city, hours_booked, hours_worked, status, fee_charged, travel_cost) VALUES (38, 16, 11, 11, '2023-12-31', '2024-01-14', 'York', 1.5, NULL, 'Cancelled', 0.0, 16.2);
INSERT INTO bookings (booking_id, client_id, customer_id, interpreter_id, request_date, session_date, city, hours_booked, hours_worked, status, fee_charged, travel_cost) VALUES (39, 12, 9, 12, '2024-02-05', '2024-02-15', 'Wakefield', 3.0, 2.5, 'Completed', NULL, 3.6);
INSERT INTO bookings (booking_id, client_id, customer_id, interpreter_id, request_date, session_date, city, hours_booked, hours_worked, status, fee_charged, travel_cost) VALUES (40, 11, 4, 10, '2024-02-23', '2024-03-08', 'Bradford', 2.0, 2.0, 'Completed', 88.0, 1.35);
INSERT INTO bookings (booking_id, client_id, customer_id, interpreter_id, request_date, session_date, city, hours_booked, hours_worked, status, fee_charged, travel_cost) VALUES (41, 15, 18, 8, '2024-03-17', '2024-03-20', 'Leeds', 3.5, 3.0, 'Completed', 183.0, 5.85);
INSERT INTO bookings (booking_id, client_id, customer_id, interpreter_id, request_date, session_date, city, hours_booked, hours_worked, status, fee_charged, travel_cost) VALUES (42, 9, 18, 12, '2024-03-07', '2024-03-23', 'Leeds', 2.0, NULL, 'Cancelled Late', 120.0, 7.65);
INSERT INTO bookings (booking_id, client_id, customer_id, interpreter_id, request_date, session_date, city, hours_booked, hours_worked, status, fee_charged, travel_cost) VALUES (43, 3, 9, 12, '2024-02-22', '2024-03-31', 'Halifax', 3.0, 3.5, 'Completed', NULL, 0.9);
INSERT INTO bookings (booking_id, client_id, customer_id, interpreter_id, request_date, session_date, city, hours_booked, hours_worked, status, fee_charged, travel_cost) VALUES (44, 13, 5, 6, '2024-03-17', '2024-04-13', 'Huddersfield', 2.0, 2.5, 'Completed', NULL, 17.55);
INSERT INTO bookings (booking_id, client_id, customer_id, interpreter_id, request_date, session_date, city, hours_booked, hours_worked, status, fee_charged, travel_cost) VALUES (45, 10, 3, 3, '2024-03-16', '2024-04-17', 'Bradford', 7.0, 7.0, 'Completed', 434.0, 12.15);
INSERT INTO bookings (booking_id, client_id, customer_id, interpreter_id, request_date, session_date, city, hours_booked, hours_worked, status, fee_charged, travel_cost) VALUES (46, 5, 1, 7, '2024-03-10', '2024-04-17', 'Leeds', 7.0, 8.0, 'Completed', 364.0, 4.5);
INSERT INTO bookings (booking_id, client_id, customer_id, interpreter_id, request_date, session_date, city, hours_booked, hours_worked, status, fee_charged, travel_cost) VALUES (47, 14, 13, 12, '2024-04-19', '2024-04-24', 'Leeds', 3.5, 4.5, 'Completed', 270.0, 1.35);
INSERT INTO bookings (booking_id, client_id, customer_id, interpreter_id, request_date, session_date, city, hours_booked, hours_worked, status, fee_charged, travel_cost) VALUES (48, 3, 7, 8, '2024-06-06', '2024-06-17', 'Halifax', 2.0, 2.0, 'Completed', 122.0, 8.55);
INSERT INTO bookings (booking_id, client_id, customer_id, interpreter_id, request_date, session_date, city, hours_booked, hours_worked, status, fee_charged, travel_cost) VALUES (49, 3, 14, 7, '2024-06-22', '2024-07-03', 'Halifax', 1.0, 2.0, 'Completed', 91.0, 3.6);
INSERT INTO bookings (booking_id, client_id, customer_id, interpreter_id, request_date, session_date, city, hours_booked, hours_worked, status, fee_charged, travel_cost) VALUES (50, 11, 13, 9, '2024-06-20', '2024-07-04', 'Bradford', 2.0, 2.5, 'Completed', 157.5, 9.9);
INSERT INTO bookings (booking_id, client_id, customer_id, interpreter_id, request_date, session_date, city, hours_booked, hours_worked, status, fee_charged, travel_cost) VALUES (51, 15, 9, 12, '2024-06-22', '2024-07-06', 'Leeds', 3.0, 3.0, 'Completed', 180.0, 3.15);
INSERT INTO bookings (booking_id, client_id, customer_id, interpreter_id, request_date, session_date, city, hours_booked, hours_worked, status, fee_charged, travel_cost) VALUES (52, 3, 3, 13, '2024-06-07', '2024-07-11', 'Wakefield', 3.5, NULL, 'Cancelled Late', 208.25, 3.6);
INSERT INTO bookings (booking_id, client_id, customer_id, interpreter_id, request_date, session_date, city, hours_booked, hours_worked, status, fee_charged, travel_cost) VALUES (53, 15, 11, 11, '2024-06-24', '2024-07-12', 'Leeds', 1.0, NULL, 'Cancelled Late', 58.0, 13.05);
INSERT INTO bookings (booking_id, client_id, customer_id, interpreter_id, request_date, session_date, city, hours_booked, hours_worked, status, fee_charged, travel_cost) VALUES (54, 10, 6, 14, '2024-07-14', '2024-07-16', 'Bradford', 2.0, NULL, 'Confirmed', NULL, 11.25);
INSERT INTO bookings (booking_id, client_id, customer_id, interpreter_id, request_date, session_date, city, hours_booked, hours_worked, status, fee_charged, travel_cost) VALUES (55, 11, 15, 10, '2024-06-23', '2024-08-01', 'Bradford', 3.0, NULL, 'Confirmed', NULL, 5.4);
INSERT INTO bookings (booking_id, client_id, customer_id, interpreter_id, request_date, session_date, city, hours_booked, hours_worked, status, fee_charged, travel_cost) VALUES (56, 4, 9, NULL, '2024-08-13', '2024-08-28', 'Halifax', 2.0, NULL, 'Confirmed', NULL, 0.0);
INSERT INTO feedback (feedback_id, booking_id, given_by, rating, comment, submitted_date) VALUES (1, 6, 'Deaf customer', 4, 'lovely manner', '2023-04-13');
INSERT INTO feedback (feedback_id, booking_id, given_by, rating, comment, submitted_date) VALUES (2, 7, 'Client', 5, 'would book again', '2023-05-06');
INSERT INTO feedback (feedback_id, booking_id, given_by, rating, comment, submitted_date) VALUES (3, 10, 'Deaf customer', 5, NULL, '2023-06-08');
INSERT INTO feedback (feedback_id, booking_id, given_by, rating, comment, submitted_date) VALUES (4, 11, 'Deaf customer', 5, 'great, really patient', '2023-06-13');
INSERT INTO feedback (feedback_id, booking_id, given_by, rating, comment, submitted_date) VALUES (5, 12, 'Client', 5, 'interpreter arrived late', '2023-06-20');
INSERT INTO feedback (feedback_id, booking_id, given_by, rating, comment, submitted_date) VALUES (6, 16, 'Client', 3, 'would book again', '2023-08-06');
INSERT INTO feedback (feedback_id, booking_id, given_by, rating, comment, submitted_date) VALUES (7, 18, 'Client', 4, NULL, '2023-08-22');
INSERT INTO feedback (feedback_id, booking_id, given_by, rating, comment, submitted_date) VALUES (8, 19, 'Client', 4, 'excellent with medical terms', '2023-08-29');
INSERT INTO feedback (feedback_id, booking_id, given_by, rating, comment, submitted_date) VALUES (9, 20, 'Deaf customer', 5, 'lovely manner', '2023-09-08');
INSERT INTO feedback (feedback_id, booking_id, given_by, rating, comment, submitted_date) VALUES (10, 21, 'Client', 2, NULL, '2023-09-08');
INSERT INTO feedback (feedback_id, booking_id, given_by, rating, comment, submitted_date) VALUES (11, 22, 'Deaf customer', 1, 'struggled with the legal vocabulary', '2023-09-23');
INSERT INTO feedback (feedback_id, booking_id, given_by, rating, comment, submitted_date) VALUES (12, 33, 'Deaf customer', 2, NULL, '2023-12-17');
INSERT INTO feedback (feedback_id, booking_id, given_by, rating, comment, submitted_date) VALUES (13, 34, 'Client', 3, NULL, '2023-12-29');
INSERT INTO feedback (feedback_id, booking_id, given_by, rating, comment, submitted_date) VALUES (14, 39, 'Client', 4, NULL, '2024-02-20');
INSERT INTO feedback (feedback_id, booking_id, given_by, rating, comment, submitted_date) VALUES (15, 40, 'Deaf customer', 4, 'excellent with medical terms', '2024-03-10');
INSERT INTO feedback (feedback_id, booking_id, given_by, rating, comment, submitted_date) VALUES (16, 41, 'Client', 4, NULL, '2024-03-26');
INSERT INTO feedback (feedback_id, booking_id, given_by, rating, comment, submitted_date) VALUES (17, 43, 'Deaf customer', 1, NULL, '2024-04-04');
INSERT INTO feedback (feedback_id, booking_id, given_by, rating, comment, submitted_date) VALUES (18, 44, 'Deaf customer', 3, 'would book again', '2024-04-15');
INSERT INTO feedback (feedback_id, booking_id, given_by, rating, comment, submitted_date) VALUES (19, 49, 'Deaf customer', 3, 'interpreter arrived late', '2024-07-05');
INSERT INTO feedback (feedback_id, booking_id, given_by, rating, comment, submitted_date) VALUES (20, 50, 'Client', 4, 'struggled with the legal vocabulary', '2024-07-12');
COMMIT;
