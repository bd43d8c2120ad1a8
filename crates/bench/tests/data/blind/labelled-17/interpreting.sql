-- Handshape Interpreting: BSL interpreters, client organisations, bookings, invoices and client feedback
BEGIN TRANSACTION;
CREATE TABLE interpreters (
    interpreter_id INTEGER PRIMARY KEY,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    registration TEXT NOT NULL,
    base_town TEXT NOT NULL,
    hourly_rate REAL NOT NULL,
    day_rate REAL NOT NULL,
    registered_on TEXT NOT NULL,
    dbs_checked_on TEXT, -- NULL = no DBS check on file
    is_deafblind_trained INTEGER NOT NULL CHECK (is_deafblind_trained IN (0,1))
);
CREATE TABLE clients (
    client_id INTEGER PRIMARY KEY,
    organisation TEXT NOT NULL,
    sector TEXT NOT NULL,
    town TEXT NOT NULL,
    contact_first_name TEXT NOT NULL,
    contact_last_name TEXT NOT NULL,
    phone TEXT, -- NULL = no phone number on file
    is_framework_client INTEGER NOT NULL CHECK (is_framework_client IN (0,1)),
    payment_terms_days INTEGER NOT NULL
);
CREATE TABLE bookings (
    booking_id INTEGER PRIMARY KEY,
    client_id INTEGER NOT NULL REFERENCES clients(client_id),
    interpreter_id INTEGER NOT NULL REFERENCES interpreters(interpreter_id),
    second_interpreter_id INTEGER REFERENCES interpreters(interpreter_id), -- NULL = solo booking, no co-worker
    requested_on TEXT NOT NULL,
    assignment_date TEXT NOT NULL,
    start_time TEXT NOT NULL,
    duration_hours REAL NOT NULL,
    venue_town TEXT NOT NULL,
    setting TEXT NOT NULL,
    status TEXT NOT NULL,
    fee REAL NOT NULL,
    travel_expenses REAL -- NULL = no travel claimed
);
CREATE TABLE invoices (
    invoice_id INTEGER PRIMARY KEY,
    booking_id INTEGER NOT NULL REFERENCES bookings(booking_id),
    issued_on TEXT NOT NULL,
    due_on TEXT NOT NULL,
    paid_on TEXT, -- NULL = not paid yet
    amount REAL NOT NULL,
    vat REAL NOT NULL
);
CREATE TABLE feedback (
    feedback_id INTEGER PRIMARY KEY,
    booking_id INTEGER NOT NULL REFERENCES bookings(booking_id),
    rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
    comment TEXT, -- NULL = client left a score but no comment
    received_on TEXT NOT NULL
);
INSERT INTO interpreters (interpreter_id, first_name, last_name, registration, base_town, hourly_rate, day_rate, registered_on, dbs_checked_on, is_deafblind_trained) VALUES (1, 'Helen', 'Ward', 'RSLI', 'Maidstone', 45.0, 340.0, '2008-09-01', '2023-04-12', 1);
INSERT INTO interpreters (interpreter_id, first_name, last_name, registration, base_town, hourly_rate, day_rate, registered_on, dbs_checked_on, is_deafblind_trained) VALUES (2, 'Daniel', 'Price', 'RSLI', 'Canterbury', 48.0, 310.0, '2011-03-15', '2022-11-30', 0);
INSERT INTO interpreters (interpreter_id, first_name, last_name, registration, base_town, hourly_rate, day_rate, registered_on, dbs_checked_on, is_deafblind_trained) VALUES (3, 'Priya', 'Nair', 'RSLI', 'Chatham', 44.0, 320.0, '2013-06-20', '2024-01-09', 0);
INSERT INTO interpreters (interpreter_id, first_name, last_name, registration, base_town, hourly_rate, day_rate, registered_on, dbs_checked_on, is_deafblind_trained) VALUES (4, 'Tom', 'Okafor', 'RSLI', 'Maidstone', 42.0, 300.0, '2015-01-12', '2023-09-18', 1);
INSERT INTO interpreters (interpreter_id, first_name, last_name, registration, base_town, hourly_rate, day_rate, registered_on, dbs_checked_on, is_deafblind_trained) VALUES (5, 'Gemma', 'Lloyd', 'TSLI', 'Ashford', 32.0, 220.0, '2021-09-06', NULL, 0);
INSERT INTO interpreters (interpreter_id, first_name, last_name, registration, base_town, hourly_rate, day_rate, registered_on, dbs_checked_on, is_deafblind_trained) VALUES (6, 'Martin', 'Blake', 'RSLI', 'Tunbridge Wells', 46.0, 330.0, '2009-11-02', '2022-06-01', 0);
INSERT INTO interpreters (interpreter_id, first_name, last_name, registration, base_town, hourly_rate, day_rate, registered_on, dbs_checked_on, is_deafblind_trained) VALUES (7, 'Sarah', 'Hollis', 'RSLI', 'Folkestone', 40.0, 290.0, '2016-04-25', '2024-03-03', 1);
INSERT INTO interpreters (interpreter_id, first_name, last_name, registration, base_town, hourly_rate, day_rate, registered_on, dbs_checked_on, is_deafblind_trained) VALUES (8, 'Aled', 'Morgan', 'TSLI', 'Gillingham', 30.0, 210.0, '2022-02-14', '2023-12-01', 0);
INSERT INTO interpreters (interpreter_id, first_name, last_name, registration, base_town, hourly_rate, day_rate, registered_on, dbs_checked_on, is_deafblind_trained) VALUES (9, 'Rosa', 'Martins', 'RSLI', 'Canterbury', 43.0, 315.0, '2014-08-11', NULL, 0);
INSERT INTO interpreters (interpreter_id, first_name, last_name, registration, base_town, hourly_rate, day_rate, registered_on, dbs_checked_on, is_deafblind_trained) VALUES (10, 'Kerry', 'Dunne', 'RSLI', 'Maidstone', 41.0, 295.0, '2017-10-30', '2023-07-07', 0);
INSERT INTO interpreters (interpreter_id, first_name, last_name, registration, base_town, hourly_rate, day_rate, registered_on, dbs_checked_on, is_deafblind_trained) VALUES (11, 'Imran', 'Qureshi', 'TSLI', 'Chatham', 31.0, 215.0, '2023-01-16', '2024-05-20', 0);
INSERT INTO interpreters (interpreter_id, first_name, last_name, registration, base_town, hourly_rate, day_rate, registered_on, dbs_checked_on, is_deafblind_trained) VALUES (12, 'Lucy', 'Fenn', 'RSLI', 'Sevenoaks', 44.5, 325.0, '2012-05-08', '2022-09-14', 1);
INSERT INTO interpreters (interpreter_id, first_name, last_name, registration, base_town, hourly_rate, day_rate, registered_on, dbs_checked_on, is_deafblind_trained) VALUES (13, 'Joe', 'Hartley', 'RSLI', 'Dover', 39.0, 280.0, '2018-07-02', '2024-02-26', 0);
INSERT INTO interpreters (interpreter_id, first_name, last_name, registration, base_town, hourly_rate, day_rate, registered_on, dbs_checked_on, is_deafblind_trained) VALUES (14, 'Beth', 'Carr', 'TSLI', 'Maidstone', 33.0, 225.0, '2022-09-19', NULL, 0);
INSERT INTO interpreters (interpreter_id, first_name, last_name, registration, base_town, hourly_rate, day_rate, registered_on, dbs_checked_on, is_deafblind_trained) VALUES (15, 'Nadia', 'Osei', 'RSLI', 'Ashford', 42.5, 305.0, '2016-01-11', '2023-10-05', 0);
INSERT INTO interpreters (interpreter_id, first_name, last_name, registration, base_town, hourly_rate, day_rate, registered_on, dbs_checked_on, is_deafblind_trained) VALUES (16, 'Chris', 'Wren', 'RSLI', 'Tonbridge', 40.5, 300.0, '2019-03-18', '2024-06-12', 0);
INSERT INTO clients (client_id, organisation, sector, town, contact_first_name, contact_last_name, phone, is_framework_client, payment_terms_days) VALUES (1, 'Medway Community Health', 'NHS', 'Chatham', 'Priya', 'Shah', '01634 830412', 1, 30);
INSERT INTO clients (client_id, organisation, sector, town, contact_first_name, contact_last_name, phone, is_framework_client, payment_terms_days) VALUES (2, 'Maidstone Crown Court', 'Legal', 'Maidstone', 'Alan', 'Brooks', '01622 202115', 1, 30);
INSERT INTO clients (client_id, organisation, sector, town, contact_first_name, contact_last_name, phone, is_framework_client, payment_terms_days) VALUES (3, 'Northgate College', 'Education', 'Canterbury', 'Fiona', 'Reid', '01227 811340', 1, 45);
INSERT INTO clients (client_id, organisation, sector, town, contact_first_name, contact_last_name, phone, is_framework_client, payment_terms_days) VALUES (4, 'Access Works Ltd', 'Employment', 'Maidstone', 'Dan', 'Kelly', '01622 590237', 0, 14);
INSERT INTO clients (client_id, organisation, sector, town, contact_first_name, contact_last_name, phone, is_framework_client, payment_terms_days) VALUES (5, 'Access Works Plus Ltd', 'Employment', 'Ashford', 'Helen', 'Marsh', '01233 661904', 0, 14);
INSERT INTO clients (client_id, organisation, sector, town, contact_first_name, contact_last_name, phone, is_framework_client, payment_terms_days) VALUES (6, 'KCC Adult Social Care', 'Local authority', 'Maidstone', 'Gareth', 'Lewis', '03000 416161', 1, 30);
INSERT INTO clients (client_id, organisation, sector, town, contact_first_name, contact_last_name, phone, is_framework_client, payment_terms_days) VALUES (7, 'East Kent Hospitals', 'NHS', 'Canterbury', 'Sue', 'Patel', '01227 766877', 1, 30);
INSERT INTO clients (client_id, organisation, sector, town, contact_first_name, contact_last_name, phone, is_framework_client, payment_terms_days) VALUES (8, 'Kent Police', 'Police', 'Maidstone', 'Mark', 'Doherty', '01622 690690', 1, 30);
INSERT INTO clients (client_id, organisation, sector, town, contact_first_name, contact_last_name, phone, is_framework_client, payment_terms_days) VALUES (9, 'St Anne''s Primary School', 'Education', 'Gillingham', 'Tom', 'Barker', '01634 852264', 0, 30);
INSERT INTO clients (client_id, organisation, sector, town, contact_first_name, contact_last_name, phone, is_framework_client, payment_terms_days) VALUES (10, 'Folkestone Jobcentre', 'Employment', 'Folkestone', 'Jo', 'Stannard', '01303 223578', 1, 30);
INSERT INTO clients (client_id, organisation, sector, town, contact_first_name, contact_last_name, phone, is_framework_client, payment_terms_days) VALUES (11, 'Deaf Connect Kent', 'Charity', 'Canterbury', 'Rachel', 'Ng', '01227 459901', 0, 30);
INSERT INTO clients (client_id, organisation, sector, town, contact_first_name, contact_last_name, phone, is_framework_client, payment_terms_days) VALUES (12, 'Tunbridge Wells Hospital', 'NHS', 'Tunbridge Wells', 'Kamal', 'Singh', '01892 823535', 1, 30);
INSERT INTO clients (client_id, organisation, sector, town, contact_first_name, contact_last_name, phone, is_framework_client, payment_terms_days) VALUES (13, 'Dover Harbour Board', 'Private sector', 'Dover', 'Neil', 'Forbes', NULL, 0, 30);
INSERT INTO clients (client_id, organisation, sector, town, contact_first_name, contact_last_name, phone, is_framework_client, payment_terms_days) VALUES (14, 'Medway Council', 'Local authority', 'Gillingham', 'Claire', 'Dunn', '01634 306000', 1, 30);
INSERT INTO clients (client_id, organisation, sector, town, contact_first_name, contact_last_name, phone, is_framework_client, payment_terms_days) VALUES (15, 'Brightwater Solicitors', 'Legal', 'Tonbridge', 'Owen', 'Hale', '01732 357781', 0, 21);
INSERT INTO clients (client_id, organisation, sector, town, contact_first_name, contact_last_name, phone, is_framework_client, payment_terms_days) VALUES (16, 'Kent Uni Disability Service', 'Education', 'Canterbury', 'Sam', 'Ahmed', '01227 823158', 1, 45);
INSERT INTO clients (client_id, organisation, sector, town, contact_first_name, contact_last_name, phone, is_framework_client, payment_terms_days) VALUES (17, 'Ashford Leisure Trust', 'Charity', 'Ashford', 'Lee', 'Grant', NULL, 0, 30);
INSERT INTO clients (client_id, organisation, sector, town, contact_first_name, contact_last_name, phone, is_framework_client, payment_terms_days) VALUES (18, 'Sevenoaks Dental Practice', 'Private sector', 'Sevenoaks', 'Wendy', 'Cho', '01732 450098', 0, 14);
INSERT INTO bookings (booking_id, client_id, interpreter_id, second_interpreter_id, requested_on, assignment_date, start_time, duration_hours, venue_town, setting, status, fee, travel_expenses) VALUES (1, 1, 3, NULL, '2023-12-27', '2024-01-10', '09:30', 1.5, 'Chatham', 'Medical appointment', 'Completed', 88.0, NULL);
INSERT INTO bookings (booking_id, client_id, interpreter_id, second_interpreter_id, requested_on, assignment_date, start_time, duration_hours, venue_town, setting, status, fee, travel_expenses) VALUES (2, 2, 6, 10, '2023-12-23', '2024-01-22', '10:00', 6.5, 'Maidstone', 'Court', 'Completed', 625.0, 15.89);
INSERT INTO bookings (booking_id, client_id, interpreter_id, second_interpreter_id, requested_on, assignment_date, start_time, duration_hours, venue_town, setting, status, fee, travel_expenses) VALUES (3, 3, 9, NULL, '2024-01-15', '2024-02-05', '13:00', 2.0, 'Canterbury', 'Lecture', 'Completed', 86.0, NULL);
INSERT INTO bookings (booking_id, client_id, interpreter_id, second_interpreter_id, requested_on, assignment_date, start_time, duration_hours, venue_town, setting, status, fee, travel_expenses) VALUES (4, 8, 4, NULL, '2024-02-12', '2024-02-13', '19:30', 3.0, 'Maidstone', 'Police interview', 'Completed', 126.0, NULL);
INSERT INTO bookings (booking_id, client_id, interpreter_id, second_interpreter_id, requested_on, assignment_date, start_time, duration_hours, venue_town, setting, status, fee, travel_expenses) VALUES (5, 4, 14, NULL, '2024-02-10', '2024-02-20', '11:00', 1.0, 'Maidstone', 'Job interview', 'Completed', 66.0, NULL);
INSERT INTO bookings (booking_id, client_id, interpreter_id, second_interpreter_id, requested_on, assignment_date, start_time, duration_hours, venue_town, setting, status, fee, travel_expenses) VALUES (6, 7, 2, NULL, '2024-02-26', '2024-03-04', '14:15', 1.5, 'Canterbury', 'Medical appointment', 'Completed', 96.0, NULL);
INSERT INTO bookings (booking_id, client_id, interpreter_id, second_interpreter_id, requested_on, assignment_date, start_time, duration_hours, venue_town, setting, status, fee, travel_expenses) VALUES (7, 1, 11, NULL, '2024-02-29', '2024-03-12', '10:30', 2.0, 'Gillingham', 'Medical appointment', 'Cancelled', 0.0, NULL);
INSERT INTO bookings (booking_id, client_id, interpreter_id, second_interpreter_id, requested_on, assignment_date, start_time, duration_hours, venue_town, setting, status, fee, travel_expenses) VALUES (8, 9, 8, NULL, '2024-03-01', '2024-03-21', '16:00', 2.0, 'Gillingham', 'Parents evening', 'Completed', 60.0, NULL);
INSERT INTO bookings (booking_id, client_id, interpreter_id, second_interpreter_id, requested_on, assignment_date, start_time, duration_hours, venue_town, setting, status, fee, travel_expenses) VALUES (9, 15, 16, NULL, '2024-03-25', '2024-04-03', '09:45', 2.5, 'Tonbridge', 'Solicitor meeting', 'Completed', 101.25, NULL);
INSERT INTO bookings (booking_id, client_id, interpreter_id, second_interpreter_id, requested_on, assignment_date, start_time, duration_hours, venue_town, setting, status, fee, travel_expenses) VALUES (10, 2, 3, 1, '2024-03-01', '2024-04-15', '10:00', 7.0, 'Maidstone', 'Court', 'Completed', 660.0, 7.27);
INSERT INTO bookings (booking_id, client_id, interpreter_id, second_interpreter_id, requested_on, assignment_date, start_time, duration_hours, venue_town, setting, status, fee, travel_expenses) VALUES (11, 6, 10, NULL, '2024-04-10', '2024-04-24', '11:30', 2.0, 'Maidstone', 'Social care assessment', 'Completed', 82.0, NULL);
INSERT INTO bookings (booking_id, client_id, interpreter_id, second_interpreter_id, requested_on, assignment_date, start_time, duration_hours, venue_town, setting, status, fee, travel_expenses) VALUES (12, 11, 7, 5, '2024-03-12', '2024-05-11', '09:00', 6.0, 'Canterbury', 'Conference', 'Completed', 510.0, 31.73);
INSERT INTO bookings (booking_id, client_id, interpreter_id, second_interpreter_id, requested_on, assignment_date, start_time, duration_hours, venue_town, setting, status, fee, travel_expenses) VALUES (13, 12, 6, NULL, '2024-05-15', '2024-05-20', '15:00', 1.0, 'Tunbridge Wells', 'Medical appointment', 'Completed', 92.0, NULL);
INSERT INTO bookings (booking_id, client_id, interpreter_id, second_interpreter_id, requested_on, assignment_date, start_time, duration_hours, venue_town, setting, status, fee, travel_expenses) VALUES (14, 5, 15, NULL, '2024-05-24', '2024-06-03', '09:30', 3.5, 'Ashford', 'Training course', 'Completed', 148.75, NULL);
INSERT INTO bookings (booking_id, client_id, interpreter_id, second_interpreter_id, requested_on, assignment_date, start_time, duration_hours, venue_town, setting, status, fee, travel_expenses) VALUES (15, 1, 3, NULL, '2024-06-03', '2024-06-11', '13:30', 4.5, 'Chatham', 'Medical appointment', 'Completed', 198.0, NULL);
INSERT INTO bookings (booking_id, client_id, interpreter_id, second_interpreter_id, requested_on, assignment_date, start_time, duration_hours, venue_town, setting, status, fee, travel_expenses) VALUES (16, 13, 13, NULL, '2024-06-04', '2024-06-19', '08:30', 2.0, 'Dover', 'Team meeting', 'Completed', 78.0, NULL);
INSERT INTO bookings (booking_id, client_id, interpreter_id, second_interpreter_id, requested_on, assignment_date, start_time, duration_hours, venue_town, setting, status, fee, travel_expenses) VALUES (17, 16, 2, NULL, '2024-06-02', '2024-07-02', '10:00', 3.0, 'Canterbury', 'Lecture', 'Cancelled late', 144.0, NULL);
INSERT INTO bookings (booking_id, client_id, interpreter_id, second_interpreter_id, requested_on, assignment_date, start_time, duration_hours, venue_town, setting, status, fee, travel_expenses) VALUES (18, 10, 7, NULL, '2024-06-27', '2024-07-09', '14:00', 1.0, 'Folkestone', 'Job interview', 'Completed', 80.0, NULL);
INSERT INTO bookings (booking_id, client_id, interpreter_id, second_interpreter_id, requested_on, assignment_date, start_time, duration_hours, venue_town, setting, status, fee, travel_expenses) VALUES (19, 2, 12, 16, '2024-06-06', '2024-07-16', '10:00', 6.5, 'Maidstone', 'Court', 'Completed', 625.0, 27.53);
INSERT INTO bookings (booking_id, client_id, interpreter_id, second_interpreter_id, requested_on, assignment_date, start_time, duration_hours, venue_town, setting, status, fee, travel_expenses) VALUES (20, 14, 8, NULL, '2024-07-07', '2024-07-25', '18:30', 2.0, 'Gillingham', 'Team meeting', 'Completed', 60.0, NULL);
INSERT INTO bookings (booking_id, client_id, interpreter_id, second_interpreter_id, requested_on, assignment_date, start_time, duration_hours, venue_town, setting, status, fee, travel_expenses) VALUES (21, 1, 11, NULL, '2024-07-16', '2024-08-06', '09:00', 2.5, 'Chatham', 'Medical appointment', 'Completed', 77.5, NULL);
INSERT INTO bookings (booking_id, client_id, interpreter_id, second_interpreter_id, requested_on, assignment_date, start_time, duration_hours, venue_town, setting, status, fee, travel_expenses) VALUES (22, 17, 5, NULL, '2024-07-26', '2024-08-20', '19:00', 2.0, 'Ashford', 'Conference', 'Completed', 64.0, NULL);
INSERT INTO bookings (booking_id, client_id, interpreter_id, second_interpreter_id, requested_on, assignment_date, start_time, duration_hours, venue_town, setting, status, fee, travel_expenses) VALUES (23, 8, 1, NULL, '2024-09-02', '2024-09-02', '22:15', 2.5, 'Maidstone', 'Police interview', 'Completed', 112.5, NULL);
INSERT INTO bookings (booking_id, client_id, interpreter_id, second_interpreter_id, requested_on, assignment_date, start_time, duration_hours, venue_town, setting, status, fee, travel_expenses) VALUES (24, 3, 9, NULL, '2024-09-03', '2024-09-17', '13:00', 2.0, 'Canterbury', 'Lecture', 'Completed', 86.0, NULL);
INSERT INTO bookings (booking_id, client_id, interpreter_id, second_interpreter_id, requested_on, assignment_date, start_time, duration_hours, venue_town, setting, status, fee, travel_expenses) VALUES (25, 18, 12, NULL, '2024-09-20', '2024-09-26', '11:00', 1.0, 'Sevenoaks', 'Medical appointment', 'Completed', 89.0, NULL);
INSERT INTO bookings (booking_id, client_id, interpreter_id, second_interpreter_id, requested_on, assignment_date, start_time, duration_hours, venue_town, setting, status, fee, travel_expenses) VALUES (26, 2, 4, 10, '2024-09-02', '2024-10-07', '10:00', 2.5, 'Maidstone', 'Court', 'Completed', 207.5, NULL);
INSERT INTO bookings (booking_id, client_id, interpreter_id, second_interpreter_id, requested_on, assignment_date, start_time, duration_hours, venue_town, setting, status, fee, travel_expenses) VALUES (27, 4, 14, NULL, '2024-10-08', '2024-10-15', '10:30', 1.5, 'Maidstone', 'Job interview', 'Cancelled', 0.0, NULL);
INSERT INTO bookings (booking_id, client_id, interpreter_id, second_interpreter_id, requested_on, assignment_date, start_time, duration_hours, venue_town, setting, status, fee, travel_expenses) VALUES (28, 7, 9, NULL, '2024-10-13', '2024-10-22', '09:15', 1.5, 'Margate', 'Medical appointment', 'Completed', 86.0, 13.46);
INSERT INTO bookings (booking_id, client_id, interpreter_id, second_interpreter_id, requested_on, assignment_date, start_time, duration_hours, venue_town, setting, status, fee, travel_expenses) VALUES (29, 1, 3, NULL, '2024-10-25', '2024-11-05', '14:00', 1.0, 'Gillingham', 'Medical appointment', 'Completed', 88.0, 1.77);
INSERT INTO bookings (booking_id, client_id, interpreter_id, second_interpreter_id, requested_on, assignment_date, start_time, duration_hours, venue_town, setting, status, fee, travel_expenses) VALUES (30, 6, 4, NULL, '2024-10-28', '2024-11-13', '10:00', 3.0, 'Sittingbourne', 'Social care assessment', 'Completed', 126.0, 9.62);
INSERT INTO bookings (booking_id, client_id, interpreter_id, second_interpreter_id, requested_on, assignment_date, start_time, duration_hours, venue_town, setting, status, fee, travel_expenses) VALUES (31, 15, 3, NULL, '2024-11-11', '2024-11-21', '15:30', 2.0, 'Tonbridge', 'Solicitor meeting', 'Completed', 88.0, 16.9);
INSERT INTO bookings (booking_id, client_id, interpreter_id, second_interpreter_id, requested_on, assignment_date, start_time, duration_hours, venue_town, setting, status, fee, travel_expenses) VALUES (32, 5, 15, NULL, '2024-11-28', '2024-12-03', '09:00', 6.0, 'Ashford', 'Training course', 'Completed', 305.0, NULL);
INSERT INTO bookings (booking_id, client_id, interpreter_id, second_interpreter_id, requested_on, assignment_date, start_time, duration_hours, venue_town, setting, status, fee, travel_expenses) VALUES (33, 9, 8, NULL, '2024-11-18', '2024-12-10', '16:30', 1.5, 'Gillingham', 'Parents evening', 'Cancelled late', 60.0, NULL);
INSERT INTO bookings (booking_id, client_id, interpreter_id, second_interpreter_id, requested_on, assignment_date, start_time, duration_hours, venue_town, setting, status, fee, travel_expenses) VALUES (34, 2, 6, 12, '2024-11-24', '2025-01-13', '10:00', 7.0, 'Maidstone', 'Court', 'Completed', 655.0, 31.79);
INSERT INTO bookings (booking_id, client_id, interpreter_id, second_interpreter_id, requested_on, assignment_date, start_time, duration_hours, venue_town, setting, status, fee, travel_expenses) VALUES (35, 1, 11, NULL, '2025-01-12', '2025-01-21', '10:15', 1.5, 'Chatham', 'Medical appointment', 'Completed', 62.0, NULL);
INSERT INTO bookings (booking_id, client_id, interpreter_id, second_interpreter_id, requested_on, assignment_date, start_time, duration_hours, venue_town, setting, status, fee, travel_expenses) VALUES (36, 12, 16, NULL, '2025-01-21', '2025-01-29', '14:30', 1.5, 'Tunbridge Wells', 'Medical appointment', 'Completed', 81.0, 5.62);
INSERT INTO bookings (booking_id, client_id, interpreter_id, second_interpreter_id, requested_on, assignment_date, start_time, duration_hours, venue_town, setting, status, fee, travel_expenses) VALUES (37, 3, 2, NULL, '2025-01-15', '2025-02-04', '11:00', 2.0, 'Canterbury', 'Lecture', 'Completed', 96.0, NULL);
INSERT INTO bookings (booking_id, client_id, interpreter_id, second_interpreter_id, requested_on, assignment_date, start_time, duration_hours, venue_town, setting, status, fee, travel_expenses) VALUES (38, 10, 13, NULL, '2025-02-05', '2025-02-11', '13:00', 1.0, 'Folkestone', 'Job interview', 'Completed', 78.0, 7.9);
INSERT INTO bookings (booking_id, client_id, interpreter_id, second_interpreter_id, requested_on, assignment_date, start_time, duration_hours, venue_town, setting, status, fee, travel_expenses) VALUES (39, 4, 10, NULL, '2025-02-06', '2025-02-18', '09:30', 2.5, 'Maidstone', 'Team meeting', 'Completed', 102.5, NULL);
INSERT INTO bookings (booking_id, client_id, interpreter_id, second_interpreter_id, requested_on, assignment_date, start_time, duration_hours, venue_town, setting, status, fee, travel_expenses) VALUES (40, 8, 4, NULL, '2025-02-24', '2025-02-24', '03:00', 2.0, 'Maidstone', 'Police interview', 'Completed', 84.0, NULL);
INSERT INTO bookings (booking_id, client_id, interpreter_id, second_interpreter_id, requested_on, assignment_date, start_time, duration_hours, venue_town, setting, status, fee, travel_expenses) VALUES (41, 2, 1, 4, '2025-01-27', '2025-02-26', '10:00', 3.0, 'Maidstone', 'Court', 'Cancelled', 0.0, NULL);
INSERT INTO bookings (booking_id, client_id, interpreter_id, second_interpreter_id, requested_on, assignment_date, start_time, duration_hours, venue_town, setting, status, fee, travel_expenses) VALUES (42, 1, 3, NULL, '2025-02-18', '2025-03-04', '11:00', 1.5, 'Chatham', 'Medical appointment', 'Completed', 88.0, NULL);
INSERT INTO bookings (booking_id, client_id, interpreter_id, second_interpreter_id, requested_on, assignment_date, start_time, duration_hours, venue_town, setting, status, fee, travel_expenses) VALUES (43, 11, 7, 13, '2025-01-29', '2025-03-15', '09:30', 6.5, 'Canterbury', 'Conference', 'Completed', 570.0, 30.18);
INSERT INTO bookings (booking_id, client_id, interpreter_id, second_interpreter_id, requested_on, assignment_date, start_time, duration_hours, venue_town, setting, status, fee, travel_expenses) VALUES (44, 16, 9, NULL, '2025-02-26', '2025-03-19', '10:00', 3.0, 'Canterbury', 'Lecture', 'Completed', 129.0, NULL);
INSERT INTO bookings (booking_id, client_id, interpreter_id, second_interpreter_id, requested_on, assignment_date, start_time, duration_hours, venue_town, setting, status, fee, travel_expenses) VALUES (45, 14, 8, NULL, '2025-03-12', '2025-03-26', '18:00', 2.0, 'Gillingham', 'Team meeting', 'Completed', 60.0, NULL);
INSERT INTO bookings (booking_id, client_id, interpreter_id, second_interpreter_id, requested_on, assignment_date, start_time, duration_hours, venue_town, setting, status, fee, travel_expenses) VALUES (46, 6, 10, NULL, '2025-03-23', '2025-04-02', '11:00', 2.0, 'Maidstone', 'Social care assessment', 'Completed', 82.0, NULL);
INSERT INTO bookings (booking_id, client_id, interpreter_id, second_interpreter_id, requested_on, assignment_date, start_time, duration_hours, venue_town, setting, status, fee, travel_expenses) VALUES (47, 7, 2, NULL, '2025-04-03', '2025-04-08', '08:45', 5.0, 'Canterbury', 'Medical appointment', 'Completed', 240.0, NULL);
INSERT INTO bookings (booking_id, client_id, interpreter_id, second_interpreter_id, requested_on, assignment_date, start_time, duration_hours, venue_town, setting, status, fee, travel_expenses) VALUES (48, 5, 5, NULL, '2025-04-03', '2025-04-15', '10:00', 1.5, 'Ashford', 'Job interview', 'Completed', 64.0, NULL);
INSERT INTO bookings (booking_id, client_id, interpreter_id, second_interpreter_id, requested_on, assignment_date, start_time, duration_hours, venue_town, setting, status, fee, travel_expenses) VALUES (49, 2, 16, 3, '2025-03-13', '2025-04-22', '10:00', 6.5, 'Maidstone', 'Court', 'Completed', 620.0, 18.9);
INSERT INTO bookings (booking_id, client_id, interpreter_id, second_interpreter_id, requested_on, assignment_date, start_time, duration_hours, venue_town, setting, status, fee, travel_expenses) VALUES (50, 13, 13, NULL, '2025-04-19', '2025-04-29', '09:00', 2.0, 'Dover', 'Team meeting', 'Completed', 78.0, NULL);
INSERT INTO bookings (booking_id, client_id, interpreter_id, second_interpreter_id, requested_on, assignment_date, start_time, duration_hours, venue_town, setting, status, fee, travel_expenses) VALUES (51, 15, 10, NULL, '2024-05-15', '2024-05-29', '10:30', 1.5, 'Tonbridge', 'Solicitor meeting', 'Completed', 82.0, 11.63);
INSERT INTO bookings (booking_id, client_id, interpreter_id, second_interpreter_id, requested_on, assignment_date, start_time, duration_hours, venue_town, setting, status, fee, travel_expenses) VALUES (52, 1, 15, NULL, '2024-09-03', '2024-09-10', '13:45', 1.0, 'Chatham', 'Medical appointment', 'Cancelled', 0.0, NULL);
INSERT INTO invoices (invoice_id, booking_id, issued_on, due_on, paid_on, amount, vat) VALUES (501, 1, '2024-01-13', '2024-02-12', '2024-01-25', 88.0, 17.6);
INSERT INTO invoices (invoice_id, booking_id, issued_on, due_on, paid_on, amount, vat) VALUES (502, 2, '2024-01-25', '2024-02-24', '2024-02-19', 640.89, 128.18);
INSERT INTO invoices (invoice_id, booking_id, issued_on, due_on, paid_on, amount, vat) VALUES (503, 3, '2024-02-08', '2024-03-24', '2024-02-16', 86.0, 17.2);
INSERT INTO invoices (invoice_id, booking_id, issued_on, due_on, paid_on, amount, vat) VALUES (504, 4, '2024-02-16', '2024-03-17', '2024-03-18', 126.0, 25.2);
INSERT INTO invoices (invoice_id, booking_id, issued_on, due_on, paid_on, amount, vat) VALUES (505, 5, '2024-02-23', '2024-03-08', '2024-03-13', 66.0, 13.2);
INSERT INTO invoices (invoice_id, booking_id, issued_on, due_on, paid_on, amount, vat) VALUES (506, 6, '2024-03-07', '2024-04-06', '2024-04-16', 96.0, 19.2);
INSERT INTO invoices (invoice_id, booking_id, issued_on, due_on, paid_on, amount, vat) VALUES (507, 8, '2024-03-24', '2024-04-23', '2024-04-20', 60.0, 12.0);
INSERT INTO invoices (invoice_id, booking_id, issued_on, due_on, paid_on, amount, vat) VALUES (508, 9, '2024-04-06', '2024-04-27', '2024-04-28', 101.25, 20.25);
INSERT INTO invoices (invoice_id, booking_id, issued_on, due_on, paid_on, amount, vat) VALUES (509, 10, '2024-04-18', '2024-05-18', '2024-04-27', 667.27, 133.45);
INSERT INTO invoices (invoice_id, booking_id, issued_on, due_on, paid_on, amount, vat) VALUES (510, 11, '2024-04-27', '2024-05-27', '2024-06-01', 82.0, 16.4);
INSERT INTO invoices (invoice_id, booking_id, issued_on, due_on, paid_on, amount, vat) VALUES (511, 12, '2024-05-14', '2024-06-13', '2024-05-31', 541.73, 108.35);
INSERT INTO invoices (invoice_id, booking_id, issued_on, due_on, paid_on, amount, vat) VALUES (512, 13, '2024-05-23', '2024-06-22', '2024-06-04', 92.0, 18.4);
INSERT INTO invoices (invoice_id, booking_id, issued_on, due_on, paid_on, amount, vat) VALUES (513, 14, '2024-06-06', '2024-06-20', '2024-07-01', 148.75, 29.75);
INSERT INTO invoices (invoice_id, booking_id, issued_on, due_on, paid_on, amount, vat) VALUES (514, 15, '2024-06-14', '2024-07-14', '2024-06-22', 198.0, 39.6);
INSERT INTO invoices (invoice_id, booking_id, issued_on, due_on, paid_on, amount, vat) VALUES (515, 16, '2024-06-22', '2024-07-22', NULL, 78.0, 15.6);
INSERT INTO invoices (invoice_id, booking_id, issued_on, due_on, paid_on, amount, vat) VALUES (516, 17, '2024-07-05', '2024-08-19', '2024-07-24', 144.0, 28.8);
INSERT INTO invoices (invoice_id, booking_id, issued_on, due_on, paid_on, amount, vat) VALUES (517, 18, '2024-07-12', '2024-08-11', '2024-08-21', 80.0, 16.0);
INSERT INTO invoices (invoice_id, booking_id, issued_on, due_on, paid_on, amount, vat) VALUES (518, 19, '2024-07-19', '2024-08-18', '2024-08-02', 652.53, 130.51);
INSERT INTO invoices (invoice_id, booking_id, issued_on, due_on, paid_on, amount, vat) VALUES (519, 20, '2024-07-28', '2024-08-27', '2024-08-24', 60.0, 12.0);
INSERT INTO invoices (invoice_id, booking_id, issued_on, due_on, paid_on, amount, vat) VALUES (520, 21, '2024-08-09', '2024-09-08', '2024-08-31', 77.5, 15.5);
INSERT INTO invoices (invoice_id, booking_id, issued_on, due_on, paid_on, amount, vat) VALUES (521, 22, '2024-08-23', '2024-09-22', '2024-09-01', 64.0, 12.8);
INSERT INTO invoices (invoice_id, booking_id, issued_on, due_on, paid_on, amount, vat) VALUES (522, 23, '2024-09-05', '2024-10-05', '2024-10-10', 112.5, 22.5);
INSERT INTO invoices (invoice_id, booking_id, issued_on, due_on, paid_on, amount, vat) VALUES (523, 24, '2024-09-20', '2024-11-04', '2024-10-07', 86.0, 17.2);
INSERT INTO invoices (invoice_id, booking_id, issued_on, due_on, paid_on, amount, vat) VALUES (524, 25, '2024-09-29', '2024-10-13', '2024-10-11', 89.0, 17.8);
INSERT INTO invoices (invoice_id, booking_id, issued_on, due_on, paid_on, amount, vat) VALUES (525, 26, '2024-10-10', '2024-11-09', '2024-11-04', 207.5, 41.5);
INSERT INTO invoices (invoice_id, booking_id, issued_on, due_on, paid_on, amount, vat) VALUES (526, 28, '2024-10-25', '2024-11-24', '2024-11-25', 99.46, 19.89);
INSERT INTO invoices (invoice_id, booking_id, issued_on, due_on, paid_on, amount, vat) VALUES (527, 29, '2024-11-08', '2024-12-08', '2024-11-27', 89.77, 17.95);
INSERT INTO invoices (invoice_id, booking_id, issued_on, due_on, paid_on, amount, vat) VALUES (528, 30, '2024-11-16', '2024-12-16', '2024-12-26', 135.62, 27.12);
INSERT INTO invoices (invoice_id, booking_id, issued_on, due_on, paid_on, amount, vat) VALUES (529, 31, '2024-11-24', '2024-12-15', '2024-12-08', 104.9, 20.98);
INSERT INTO invoices (invoice_id, booking_id, issued_on, due_on, paid_on, amount, vat) VALUES (530, 32, '2024-12-06', '2024-12-20', '2025-01-02', 305.0, 61.0);
INSERT INTO invoices (invoice_id, booking_id, issued_on, due_on, paid_on, amount, vat) VALUES (531, 33, '2024-12-13', '2025-01-12', NULL, 60.0, 12.0);
INSERT INTO invoices (invoice_id, booking_id, issued_on, due_on, paid_on, amount, vat) VALUES (532, 34, '2025-01-16', '2025-02-15', '2025-01-25', 686.79, 137.36);
INSERT INTO invoices (invoice_id, booking_id, issued_on, due_on, paid_on, amount, vat) VALUES (533, 35, '2025-01-24', '2025-02-23', '2025-02-28', 62.0, 12.4);
INSERT INTO invoices (invoice_id, booking_id, issued_on, due_on, paid_on, amount, vat) VALUES (534, 36, '2025-02-01', '2025-03-03', '2025-02-18', 86.62, 17.32);
INSERT INTO invoices (invoice_id, booking_id, issued_on, due_on, paid_on, amount, vat) VALUES (535, 37, '2025-02-07', '2025-03-24', '2025-02-19', 96.0, 19.2);
INSERT INTO invoices (invoice_id, booking_id, issued_on, due_on, paid_on, amount, vat) VALUES (536, 38, '2025-02-14', '2025-03-16', '2025-03-11', 85.9, 17.18);
INSERT INTO invoices (invoice_id, booking_id, issued_on, due_on, paid_on, amount, vat) VALUES (537, 39, '2025-02-21', '2025-03-07', '2025-03-01', 102.5, 20.5);
INSERT INTO invoices (invoice_id, booking_id, issued_on, due_on, paid_on, amount, vat) VALUES (538, 40, '2025-02-27', '2025-03-29', '2025-03-30', 84.0, 16.8);
INSERT INTO invoices (invoice_id, booking_id, issued_on, due_on, paid_on, amount, vat) VALUES (539, 42, '2025-03-07', '2025-04-06', '2025-04-16', 88.0, 17.6);
INSERT INTO invoices (invoice_id, booking_id, issued_on, due_on, paid_on, amount, vat) VALUES (540, 43, '2025-03-18', '2025-04-17', '2025-04-01', 600.18, 120.04);
INSERT INTO invoices (invoice_id, booking_id, issued_on, due_on, paid_on, amount, vat) VALUES (541, 44, '2025-03-22', '2025-05-06', '2025-04-18', 129.0, 25.8);
INSERT INTO invoices (invoice_id, booking_id, issued_on, due_on, paid_on, amount, vat) VALUES (542, 45, '2025-03-29', '2025-04-28', '2025-04-20', 60.0, 12.0);
INSERT INTO invoices (invoice_id, booking_id, issued_on, due_on, paid_on, amount, vat) VALUES (543, 46, '2025-04-05', '2025-05-05', NULL, 82.0, 16.4);
INSERT INTO invoices (invoice_id, booking_id, issued_on, due_on, paid_on, amount, vat) VALUES (544, 47, '2025-04-11', '2025-05-11', '2025-05-16', 240.0, 48.0);
INSERT INTO invoices (invoice_id, booking_id, issued_on, due_on, paid_on, amount, vat) VALUES (545, 48, '2025-04-18', '2025-05-02', NULL, 64.0, 12.8);
INSERT INTO invoices (invoice_id, booking_id, issued_on, due_on, paid_on, amount, vat) VALUES (546, 49, '2025-04-25', '2025-05-25', NULL, 638.9, 127.78);
INSERT INTO invoices (invoice_id, booking_id, issued_on, due_on, paid_on, amount, vat) VALUES (547, 50, '2025-05-02', '2025-06-01', NULL, 78.0, 15.6);
INSERT INTO invoices (invoice_id, booking_id, issued_on, due_on, paid_on, amount, vat) VALUES (548, 51, '2024-06-01', '2024-06-22', '2024-06-09', 93.63, 18.73);
INSERT INTO feedback (feedback_id, booking_id, rating, comment, received_on) VALUES (1, 1, 5, 'Priya was brilliant, really calm', '2024-01-12');
INSERT INTO feedback (feedback_id, booking_id, rating, comment, received_on) VALUES (2, 2, 4, NULL, '2024-01-27');
INSERT INTO feedback (feedback_id, booking_id, rating, comment, received_on) VALUES (3, 3, 4, 'Good but arrived just on time', '2024-02-08');
INSERT INTO feedback (feedback_id, booking_id, rating, comment, received_on) VALUES (4, 4, 5, 'Tom came out at short notice, thank you', '2024-02-14');
INSERT INTO feedback (feedback_id, booking_id, rating, comment, received_on) VALUES (5, 5, 3, NULL, '2024-02-26');
INSERT INTO feedback (feedback_id, booking_id, rating, comment, received_on) VALUES (6, 6, 4, NULL, '2024-03-06');
INSERT INTO feedback (feedback_id, booking_id, rating, comment, received_on) VALUES (7, 8, 5, 'Parents really appreciated it', '2024-03-25');
INSERT INTO feedback (feedback_id, booking_id, rating, comment, received_on) VALUES (8, 10, 5, 'Excellent team on a long trial day', '2024-04-22');
INSERT INTO feedback (feedback_id, booking_id, rating, comment, received_on) VALUES (9, 11, 4, NULL, '2024-04-27');
INSERT INTO feedback (feedback_id, booking_id, rating, comment, received_on) VALUES (10, 12, 5, 'Great pair for the conference', '2024-05-20');
INSERT INTO feedback (feedback_id, booking_id, rating, comment, received_on) VALUES (11, 13, 2, 'Interpreter left early', '2024-05-22');
INSERT INTO feedback (feedback_id, booking_id, rating, comment, received_on) VALUES (12, 14, 4, NULL, '2024-06-08');
INSERT INTO feedback (feedback_id, booking_id, rating, comment, received_on) VALUES (13, 15, 5, NULL, '2024-06-13');
INSERT INTO feedback (feedback_id, booking_id, rating, comment, received_on) VALUES (14, 18, 3, 'Bit rushed', '2024-07-10');
INSERT INTO feedback (feedback_id, booking_id, rating, comment, received_on) VALUES (15, 19, 4, NULL, '2024-07-22');
INSERT INTO feedback (feedback_id, booking_id, rating, comment, received_on) VALUES (16, 22, 5, 'Lovely evening, well signed', '2024-08-23');
INSERT INTO feedback (feedback_id, booking_id, rating, comment, received_on) VALUES (17, 23, 4, NULL, '2024-09-03');
INSERT INTO feedback (feedback_id, booking_id, rating, comment, received_on) VALUES (18, 26, 4, 'Solid in a tricky hearing', '2024-10-11');
INSERT INTO feedback (feedback_id, booking_id, rating, comment, received_on) VALUES (19, 28, 3, NULL, '2024-10-30');
INSERT INTO feedback (feedback_id, booking_id, rating, comment, received_on) VALUES (20, 29, 5, NULL, '2024-11-07');
INSERT INTO feedback (feedback_id, booking_id, rating, comment, received_on) VALUES (21, 30, 5, 'Tom put the family at ease', '2024-11-18');
INSERT INTO feedback (feedback_id, booking_id, rating, comment, received_on) VALUES (22, 31, 4, NULL, '2024-11-24');
INSERT INTO feedback (feedback_id, booking_id, rating, comment, received_on) VALUES (23, 34, 5, 'Faultless', '2025-01-23');
INSERT INTO feedback (feedback_id, booking_id, rating, comment, received_on) VALUES (24, 37, 4, NULL, '2025-02-06');
INSERT INTO feedback (feedback_id, booking_id, rating, comment, received_on) VALUES (25, 40, 3, 'Fine, very late call-out', '2025-02-25');
INSERT INTO feedback (feedback_id, booking_id, rating, comment, received_on) VALUES (26, 42, 5, NULL, '2025-03-07');
INSERT INTO feedback (feedback_id, booking_id, rating, comment, received_on) VALUES (27, 43, 4, 'Good, some fingerspelling missed', '2025-03-21');
INSERT INTO feedback (feedback_id, booking_id, rating, comment, received_on) VALUES (28, 45, 2, NULL, '2025-03-30');
COMMIT;
