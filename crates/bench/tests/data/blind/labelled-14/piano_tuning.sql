-- piano_tuning: a piano tuning and repair service in east Kent (technicians, clients, pianos, services, appointments, parts)
BEGIN TRANSACTION;
CREATE TABLE technicians (
    technician_id INTEGER PRIMARY KEY,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    home_town TEXT NOT NULL,
    mobile TEXT, -- NULL = no work mobile on file
    hired_on TEXT NOT NULL,
    left_on TEXT, -- NULL = still working for the company
    hourly_rate REAL NOT NULL,
    call_out_fee REAL NOT NULL,
    is_certified INTEGER NOT NULL CHECK (is_certified IN (0,1))
);
CREATE TABLE clients (
    client_id INTEGER PRIMARY KEY,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    town TEXT NOT NULL,
    client_kind TEXT NOT NULL,
    email TEXT, -- NULL = client gave no email address
    joined_on TEXT NOT NULL,
    referred_by_client_id INTEGER REFERENCES clients(client_id) -- NULL = not referred by another client
);
CREATE TABLE pianos (
    piano_id INTEGER PRIMARY KEY,
    client_id INTEGER NOT NULL REFERENCES clients(client_id),
    make TEXT NOT NULL,
    model TEXT, -- NULL = model not known
    piano_type TEXT NOT NULL,
    finish TEXT NOT NULL,
    year_made INTEGER, -- NULL = year of manufacture unknown
    is_player_piano INTEGER NOT NULL CHECK (is_player_piano IN (0,1))
);
CREATE TABLE services (
    service_id INTEGER PRIMARY KEY,
    service_name TEXT NOT NULL,
    list_price REAL NOT NULL,
    typical_minutes INTEGER NOT NULL,
    is_workshop_job INTEGER NOT NULL CHECK (is_workshop_job IN (0,1))
);
CREATE TABLE appointments (
    appointment_id INTEGER PRIMARY KEY,
    piano_id INTEGER NOT NULL REFERENCES pianos(piano_id),
    technician_id INTEGER REFERENCES technicians(technician_id), -- NULL = no technician assigned yet
    service_id INTEGER NOT NULL REFERENCES services(service_id),
    booked_on TEXT NOT NULL,
    visit_on TEXT NOT NULL,
    done_on TEXT, -- NULL = work not carried out (cancelled or still to come)
    quoted_price REAL NOT NULL,
    invoiced_amount REAL, -- NULL = not invoiced yet
    paid_on TEXT, -- NULL = invoice not paid yet (or nothing invoiced)
    tip REAL, -- NULL = no tip given
    is_cancelled INTEGER NOT NULL CHECK (is_cancelled IN (0,1))
);
CREATE TABLE parts_used (
    part_use_id INTEGER PRIMARY KEY,
    appointment_id INTEGER NOT NULL REFERENCES appointments(appointment_id),
    part_name TEXT NOT NULL,
    quantity INTEGER NOT NULL,
    unit_cost REAL NOT NULL,
    supplier TEXT -- NULL = taken from our own stock
);
INSERT INTO technicians (technician_id, first_name, last_name, home_town, mobile, hired_on, left_on, hourly_rate, call_out_fee, is_certified) VALUES (1, 'Maria', 'Kowalczyk', 'Ashford', '07700 900101', '2015-03-02', NULL, 38.0, 25.0, 1);
INSERT INTO technicians (technician_id, first_name, last_name, home_town, mobile, hired_on, left_on, hourly_rate, call_out_fee, is_certified) VALUES (2, 'Tom', 'Hadley', 'Faversham', '07700 900102', '2016-09-12', NULL, 34.0, 20.0, 1);
INSERT INTO technicians (technician_id, first_name, last_name, home_town, mobile, hired_on, left_on, hourly_rate, call_out_fee, is_certified) VALUES (3, 'Priya', 'Raman', 'Canterbury', '07700 900103', '2018-01-15', NULL, 36.0, 20.0, 1);
INSERT INTO technicians (technician_id, first_name, last_name, home_town, mobile, hired_on, left_on, hourly_rate, call_out_fee, is_certified) VALUES (4, 'Daniel', 'Okafor', 'Hythe', NULL, '2017-05-22', '2023-08-31', 30.0, 15.0, 0);
INSERT INTO technicians (technician_id, first_name, last_name, home_town, mobile, hired_on, left_on, hourly_rate, call_out_fee, is_certified) VALUES (5, 'Ewa', 'Nowak', 'Ashford', '07700 900105', '2019-04-01', NULL, 33.0, 20.0, 1);
INSERT INTO technicians (technician_id, first_name, last_name, home_town, mobile, hired_on, left_on, hourly_rate, call_out_fee, is_certified) VALUES (6, 'Marek', 'Zielinski', 'Tenterden', '07700 900106', '2012-11-05', NULL, 42.0, 30.0, 1);
INSERT INTO technicians (technician_id, first_name, last_name, home_town, mobile, hired_on, left_on, hourly_rate, call_out_fee, is_certified) VALUES (7, 'Sam', 'Pritchard', 'Faversham', '07700 900107', '2020-02-17', NULL, 28.0, 15.0, 0);
INSERT INTO technicians (technician_id, first_name, last_name, home_town, mobile, hired_on, left_on, hourly_rate, call_out_fee, is_certified) VALUES (8, 'Grace', 'Llewellyn', 'Wye', '07700 900108', '2014-06-30', '2024-03-29', 37.0, 25.0, 1);
INSERT INTO technicians (technician_id, first_name, last_name, home_town, mobile, hired_on, left_on, hourly_rate, call_out_fee, is_certified) VALUES (9, 'Oliver', 'Bain', 'Hythe', '07700 900109', '2021-07-19', NULL, 27.0, 15.0, 0);
INSERT INTO technicians (technician_id, first_name, last_name, home_town, mobile, hired_on, left_on, hourly_rate, call_out_fee, is_certified) VALUES (10, 'Hannah', 'Cole', 'Canterbury', '07700 900110', '2013-10-01', NULL, 40.0, 25.0, 1);
INSERT INTO technicians (technician_id, first_name, last_name, home_town, mobile, hired_on, left_on, hourly_rate, call_out_fee, is_certified) VALUES (11, 'Kofi', 'Mensah', 'Ashford', NULL, '2022-01-10', NULL, 26.0, 10.0, 0);
INSERT INTO technicians (technician_id, first_name, last_name, home_town, mobile, hired_on, left_on, hourly_rate, call_out_fee, is_certified) VALUES (12, 'Lena', 'Fischer', 'Charing', '07700 900112', '2016-03-14', NULL, 35.0, 20.0, 1);
INSERT INTO technicians (technician_id, first_name, last_name, home_town, mobile, hired_on, left_on, hourly_rate, call_out_fee, is_certified) VALUES (13, 'Rhys', 'Morgan', 'Folkestone', '07700 900113', '2019-09-09', '2022-12-16', 31.0, 20.0, 0);
INSERT INTO technicians (technician_id, first_name, last_name, home_town, mobile, hired_on, left_on, hourly_rate, call_out_fee, is_certified) VALUES (14, 'Aisha', 'Qureshi', 'Tenterden', '07700 900114', '2023-02-06', NULL, 29.0, 15.0, 1);
INSERT INTO technicians (technician_id, first_name, last_name, home_town, mobile, hired_on, left_on, hourly_rate, call_out_fee, is_certified) VALUES (15, 'Jonah', 'Whitfield', 'Wye', '07700 900115', '2023-09-04', NULL, 25.0, 10.0, 0);
INSERT INTO clients (client_id, first_name, last_name, town, client_kind, email, joined_on, referred_by_client_id) VALUES (1, 'Maria', 'Ashdown', 'Canterbury', 'household', 'm.ashdown@example.org', '2016-02-11', NULL);
INSERT INTO clients (client_id, first_name, last_name, town, client_kind, email, joined_on, referred_by_client_id) VALUES (2, 'Tom', 'Brennan', 'Ashford', 'household', NULL, '2017-04-03', NULL);
INSERT INTO clients (client_id, first_name, last_name, town, client_kind, email, joined_on, referred_by_client_id) VALUES (3, 'St Mildred''s', 'Primary School', 'Tenterden', 'school', 'office@stmildreds.example.org', '2015-09-01', NULL);
INSERT INTO clients (client_id, first_name, last_name, town, client_kind, email, joined_on, referred_by_client_id) VALUES (4, 'Grace', 'Okonjo', 'Faversham', 'household', 'grace.ok@example.com', '2018-06-19', 1);
INSERT INTO clients (client_id, first_name, last_name, town, client_kind, email, joined_on, referred_by_client_id) VALUES (5, 'Canterbury', 'Organ & Choral Society', 'Canterbury', 'church', 'choral@example.org', '2014-01-20', NULL);
INSERT INTO clients (client_id, first_name, last_name, town, client_kind, email, joined_on, referred_by_client_id) VALUES (6, 'Sam', 'Whitaker', 'Hythe', 'household', 'sam.w@example.net', '2019-03-08', 2);
INSERT INTO clients (client_id, first_name, last_name, town, client_kind, email, joined_on, referred_by_client_id) VALUES (7, 'Daniel', 'Foster', 'Ashford', 'household', NULL, '2020-10-14', NULL);
INSERT INTO clients (client_id, first_name, last_name, town, client_kind, email, joined_on, referred_by_client_id) VALUES (8, 'Harbour', 'Arts Centre', 'Folkestone', 'venue', 'bookings@harbourarts.example.org', '2016-11-30', NULL);
INSERT INTO clients (client_id, first_name, last_name, town, client_kind, email, joined_on, referred_by_client_id) VALUES (9, 'Eleanor', 'Pike', 'Wye', 'household', 'epike@example.com', '2017-07-22', 1);
INSERT INTO clients (client_id, first_name, last_name, town, client_kind, email, joined_on, referred_by_client_id) VALUES (10, 'St Mary''s', 'Church', 'Charing', 'church', NULL, '2015-05-05', NULL);
INSERT INTO clients (client_id, first_name, last_name, town, client_kind, email, joined_on, referred_by_client_id) VALUES (11, 'Beatrice', 'Lam', 'Ashford', 'household', 'bea.lam@example.com', '2021-01-09', 7);
INSERT INTO clients (client_id, first_name, last_name, town, client_kind, email, joined_on, referred_by_client_id) VALUES (12, 'Kent Youth', 'Orchestra', 'Canterbury', 'venue', 'kyo@example.org', '2018-02-28', NULL);
INSERT INTO clients (client_id, first_name, last_name, town, client_kind, email, joined_on, referred_by_client_id) VALUES (13, 'George', 'Albright', 'Tenterden', 'household', 'galbright@example.co.uk', '2019-12-02', NULL);
INSERT INTO clients (client_id, first_name, last_name, town, client_kind, email, joined_on, referred_by_client_id) VALUES (14, 'Wye', 'College Chapel', 'Wye', 'church', 'chapel@example.ac.uk', '2013-08-15', NULL);
INSERT INTO clients (client_id, first_name, last_name, town, client_kind, email, joined_on, referred_by_client_id) VALUES (15, 'Maria', 'Santos', 'Hythe', 'household', 'maria.santos@example.com', '2022-04-21', 6);
INSERT INTO clients (client_id, first_name, last_name, town, client_kind, email, joined_on, referred_by_client_id) VALUES (16, 'Ashford', 'Grammar School', 'Ashford', 'school', 'music@agsch.example.org', '2016-09-06', NULL);
INSERT INTO clients (client_id, first_name, last_name, town, client_kind, email, joined_on, referred_by_client_id) VALUES (17, 'Felix', 'Hart', 'Faversham', 'household', NULL, '2021-06-17', 4);
INSERT INTO clients (client_id, first_name, last_name, town, client_kind, email, joined_on, referred_by_client_id) VALUES (18, 'Ruth', 'Devlin', 'Canterbury', 'household', 'ruthdevlin@example.net', '2020-03-25', NULL);
INSERT INTO clients (client_id, first_name, last_name, town, client_kind, email, joined_on, referred_by_client_id) VALUES (19, 'Marlowe', 'Theatre Bar', 'Canterbury', 'venue', 'bar@marlowebar.example.com', '2019-05-10', NULL);
INSERT INTO clients (client_id, first_name, last_name, town, client_kind, email, joined_on, referred_by_client_id) VALUES (20, 'Tom', 'Iredale', 'Charing', 'household', 'tom.iredale@example.com', '2023-01-30', 2);
INSERT INTO clients (client_id, first_name, last_name, town, client_kind, email, joined_on, referred_by_client_id) VALUES (21, 'Nina', 'Castell', 'Folkestone', 'household', 'nina.c@example.org', '2022-09-13', NULL);
INSERT INTO clients (client_id, first_name, last_name, town, client_kind, email, joined_on, referred_by_client_id) VALUES (22, 'Faversham', 'Community School', 'Faversham', 'school', 'admin@favcs.example.org', '2017-11-01', NULL);
INSERT INTO clients (client_id, first_name, last_name, town, client_kind, email, joined_on, referred_by_client_id) VALUES (23, 'Owen', 'Griffiths', 'Hythe', 'household', NULL, '2023-05-02', 15);
INSERT INTO clients (client_id, first_name, last_name, town, client_kind, email, joined_on, referred_by_client_id) VALUES (24, 'Ivy', 'Marsh', 'Wye', 'household', 'ivy.marsh@example.com', '2018-10-11', 9);
INSERT INTO clients (client_id, first_name, last_name, town, client_kind, email, joined_on, referred_by_client_id) VALUES (25, 'Holy Trinity', 'Church', 'Folkestone', 'church', 'office@holytrinity.example.org', '2016-04-04', NULL);
INSERT INTO clients (client_id, first_name, last_name, town, client_kind, email, joined_on, referred_by_client_id) VALUES (26, 'Grace', 'Tennant', 'Ashford', 'household', 'gtennant@example.com', '2024-01-15', NULL);
INSERT INTO clients (client_id, first_name, last_name, town, client_kind, email, joined_on, referred_by_client_id) VALUES (27, 'Arjun', 'Mehta', 'Canterbury', 'household', 'arjun.m@example.com', '2021-11-20', 18);
INSERT INTO clients (client_id, first_name, last_name, town, client_kind, email, joined_on, referred_by_client_id) VALUES (28, 'Lucy', 'Barrow', 'Tenterden', 'household', NULL, '2022-02-14', 13);
INSERT INTO clients (client_id, first_name, last_name, town, client_kind, email, joined_on, referred_by_client_id) VALUES (29, 'Tenterden', 'Jazz Club', 'Tenterden', 'venue', 'hello@tjazz.example.com', '2020-07-07', NULL);
INSERT INTO clients (client_id, first_name, last_name, town, client_kind, email, joined_on, referred_by_client_id) VALUES (30, 'Peter', 'Quigley', 'Folkestone', 'household', 'pq@example.net', '2024-02-26', NULL);
INSERT INTO pianos (piano_id, client_id, make, model, piano_type, finish, year_made, is_player_piano) VALUES (1, 1, 'Yamaha', 'U1', 'upright', 'black', 1994, 0);
INSERT INTO pianos (piano_id, client_id, make, model, piano_type, finish, year_made, is_player_piano) VALUES (2, 2, 'Kawai', 'K-300', 'upright', 'black', 2012, 0);
INSERT INTO pianos (piano_id, client_id, make, model, piano_type, finish, year_made, is_player_piano) VALUES (3, 3, 'Yamaha', 'U3', 'upright', 'walnut', 1988, 0);
INSERT INTO pianos (piano_id, client_id, make, model, piano_type, finish, year_made, is_player_piano) VALUES (4, 3, 'Knight', 'K10', 'upright', 'mahogany', 1976, 0);
INSERT INTO pianos (piano_id, client_id, make, model, piano_type, finish, year_made, is_player_piano) VALUES (5, 4, 'Broadwood', NULL, 'upright', 'rosewood', 1908, 0);
INSERT INTO pianos (piano_id, client_id, make, model, piano_type, finish, year_made, is_player_piano) VALUES (6, 5, 'Steinway', 'Model B', 'grand', 'black', 1965, 0);
INSERT INTO pianos (piano_id, client_id, make, model, piano_type, finish, year_made, is_player_piano) VALUES (7, 5, 'Bechstein', 'Classic 118', 'upright', 'black', 2005, 0);
INSERT INTO pianos (piano_id, client_id, make, model, piano_type, finish, year_made, is_player_piano) VALUES (8, 6, 'Chappell', NULL, 'upright', 'walnut', NULL, 0);
INSERT INTO pianos (piano_id, client_id, make, model, piano_type, finish, year_made, is_player_piano) VALUES (9, 7, 'Yamaha', 'C3', 'grand', 'black', 2001, 0);
INSERT INTO pianos (piano_id, client_id, make, model, piano_type, finish, year_made, is_player_piano) VALUES (10, 8, 'Steinway', 'Model D', 'grand', 'black', 1982, 0);
INSERT INTO pianos (piano_id, client_id, make, model, piano_type, finish, year_made, is_player_piano) VALUES (11, 8, 'Kawai', 'GL-10', 'baby grand', 'black', 2016, 0);
INSERT INTO pianos (piano_id, client_id, make, model, piano_type, finish, year_made, is_player_piano) VALUES (12, 9, 'Bluthner', 'Model 6', 'baby grand', 'mahogany', 1931, 0);
INSERT INTO pianos (piano_id, client_id, make, model, piano_type, finish, year_made, is_player_piano) VALUES (13, 10, 'Broadwood', NULL, 'upright', 'oak', 1899, 0);
INSERT INTO pianos (piano_id, client_id, make, model, piano_type, finish, year_made, is_player_piano) VALUES (14, 11, 'Kawai', 'K-200', 'upright', 'white', 2019, 0);
INSERT INTO pianos (piano_id, client_id, make, model, piano_type, finish, year_made, is_player_piano) VALUES (15, 12, 'Yamaha', 'C7', 'grand', 'black', 1998, 0);
INSERT INTO pianos (piano_id, client_id, make, model, piano_type, finish, year_made, is_player_piano) VALUES (16, 12, 'Yamaha', 'U1', 'upright', 'black', 2008, 0);
INSERT INTO pianos (piano_id, client_id, make, model, piano_type, finish, year_made, is_player_piano) VALUES (17, 13, 'Challen', NULL, 'baby grand', 'walnut', 1937, 0);
INSERT INTO pianos (piano_id, client_id, make, model, piano_type, finish, year_made, is_player_piano) VALUES (18, 14, 'Broadwood', 'Model 4', 'grand', 'rosewood', 1921, 0);
INSERT INTO pianos (piano_id, client_id, make, model, piano_type, finish, year_made, is_player_piano) VALUES (19, 15, 'Petrof', 'P 118', 'upright', 'white', 2010, 0);
INSERT INTO pianos (piano_id, client_id, make, model, piano_type, finish, year_made, is_player_piano) VALUES (20, 16, 'Yamaha', 'U3', 'upright', 'black', 1999, 0);
INSERT INTO pianos (piano_id, client_id, make, model, piano_type, finish, year_made, is_player_piano) VALUES (21, 16, 'Kawai', 'GX-2', 'baby grand', 'black', 2018, 0);
INSERT INTO pianos (piano_id, client_id, make, model, piano_type, finish, year_made, is_player_piano) VALUES (22, 17, 'Chappell', NULL, 'upright', 'mahogany', NULL, 1);
INSERT INTO pianos (piano_id, client_id, make, model, piano_type, finish, year_made, is_player_piano) VALUES (23, 18, 'Bechstein', 'Model A', 'baby grand', 'black', 1912, 0);
INSERT INTO pianos (piano_id, client_id, make, model, piano_type, finish, year_made, is_player_piano) VALUES (24, 19, 'Knight', 'K10', 'upright', 'black', 1985, 0);
INSERT INTO pianos (piano_id, client_id, make, model, piano_type, finish, year_made, is_player_piano) VALUES (25, 20, 'Kemble', 'Classic', 'upright', 'walnut', 1996, 0);
INSERT INTO pianos (piano_id, client_id, make, model, piano_type, finish, year_made, is_player_piano) VALUES (26, 21, 'Yamaha', 'GB1', 'baby grand', 'white', 2014, 0);
INSERT INTO pianos (piano_id, client_id, make, model, piano_type, finish, year_made, is_player_piano) VALUES (27, 22, 'Kawai', 'K-300', 'upright', 'black', 2015, 0);
INSERT INTO pianos (piano_id, client_id, make, model, piano_type, finish, year_made, is_player_piano) VALUES (28, 22, 'Yamaha', 'U1', 'upright', 'black', NULL, 0);
INSERT INTO pianos (piano_id, client_id, make, model, piano_type, finish, year_made, is_player_piano) VALUES (29, 23, 'Steinway', 'Model O', 'baby grand', 'black', 1926, 0);
INSERT INTO pianos (piano_id, client_id, make, model, piano_type, finish, year_made, is_player_piano) VALUES (30, 24, 'Challen', NULL, 'upright', 'oak', 1949, 1);
INSERT INTO pianos (piano_id, client_id, make, model, piano_type, finish, year_made, is_player_piano) VALUES (31, 25, 'Broadwood', NULL, 'grand', 'rosewood', NULL, 0);
INSERT INTO pianos (piano_id, client_id, make, model, piano_type, finish, year_made, is_player_piano) VALUES (32, 26, 'Petrof', 'P 125', 'upright', 'black', 2020, 0);
INSERT INTO pianos (piano_id, client_id, make, model, piano_type, finish, year_made, is_player_piano) VALUES (33, 27, 'Bluthner', 'Model 11', 'grand', 'black', 1990, 0);
INSERT INTO pianos (piano_id, client_id, make, model, piano_type, finish, year_made, is_player_piano) VALUES (34, 28, 'Kemble', NULL, 'upright', 'white', 1979, 0);
INSERT INTO pianos (piano_id, client_id, make, model, piano_type, finish, year_made, is_player_piano) VALUES (35, 29, 'Yamaha', 'C3', 'grand', 'black', 1992, 0);
INSERT INTO pianos (piano_id, client_id, make, model, piano_type, finish, year_made, is_player_piano) VALUES (36, 29, 'Knight', 'K10', 'upright', 'black', 1981, 0);
INSERT INTO pianos (piano_id, client_id, make, model, piano_type, finish, year_made, is_player_piano) VALUES (37, 30, 'Bechstein', NULL, 'upright', 'walnut', 1903, 1);
INSERT INTO pianos (piano_id, client_id, make, model, piano_type, finish, year_made, is_player_piano) VALUES (38, 1, 'Steinway', 'Model S', 'baby grand', 'mahogany', 1948, 0);
INSERT INTO pianos (piano_id, client_id, make, model, piano_type, finish, year_made, is_player_piano) VALUES (39, 14, 'Challen', NULL, 'upright', 'oak', 1955, 0);
INSERT INTO pianos (piano_id, client_id, make, model, piano_type, finish, year_made, is_player_piano) VALUES (40, 25, 'Kawai', 'K-500', 'upright', 'black', 2021, 0);
INSERT INTO services (service_id, service_name, list_price, typical_minutes, is_workshop_job) VALUES (1, 'Standard Tuning', 95.0, 60, 0);
INSERT INTO services (service_id, service_name, list_price, typical_minutes, is_workshop_job) VALUES (2, 'Standard Tuning Plus', 120.0, 90, 0);
INSERT INTO services (service_id, service_name, list_price, typical_minutes, is_workshop_job) VALUES (3, 'Concert Tuning', 160.0, 90, 0);
INSERT INTO services (service_id, service_name, list_price, typical_minutes, is_workshop_job) VALUES (4, 'Pitch Raise', 140.0, 120, 0);
INSERT INTO services (service_id, service_name, list_price, typical_minutes, is_workshop_job) VALUES (5, 'Pitch Raise Plus', 175.0, 150, 0);
INSERT INTO services (service_id, service_name, list_price, typical_minutes, is_workshop_job) VALUES (6, 'Regulation', 220.0, 240, 0);
INSERT INTO services (service_id, service_name, list_price, typical_minutes, is_workshop_job) VALUES (7, 'Voicing', 130.0, 120, 0);
INSERT INTO services (service_id, service_name, list_price, typical_minutes, is_workshop_job) VALUES (8, 'Hammer Reshaping', 260.0, 300, 1);
INSERT INTO services (service_id, service_name, list_price, typical_minutes, is_workshop_job) VALUES (9, 'String Replacement', 85.0, 60, 0);
INSERT INTO services (service_id, service_name, list_price, typical_minutes, is_workshop_job) VALUES (10, 'Pedal Repair', 70.0, 45, 0);
INSERT INTO services (service_id, service_name, list_price, typical_minutes, is_workshop_job) VALUES (11, 'Key Repair', 65.0, 45, 0);
INSERT INTO services (service_id, service_name, list_price, typical_minutes, is_workshop_job) VALUES (12, 'Damp Control Fitting', 190.0, 90, 0);
INSERT INTO services (service_id, service_name, list_price, typical_minutes, is_workshop_job) VALUES (13, 'Valuation', 80.0, 45, 0);
INSERT INTO services (service_id, service_name, list_price, typical_minutes, is_workshop_job) VALUES (14, 'Action Overhaul', 950.0, 1200, 1);
INSERT INTO services (service_id, service_name, list_price, typical_minutes, is_workshop_job) VALUES (15, 'Cleaning', 60.0, 60, 0);
INSERT INTO services (service_id, service_name, list_price, typical_minutes, is_workshop_job) VALUES (16, 'Pre-Move Check', 55.0, 30, 0);
INSERT INTO appointments (appointment_id, piano_id, technician_id, service_id, booked_on, visit_on, done_on, quoted_price, invoiced_amount, paid_on, tip, is_cancelled) VALUES (1, 28, 7, 1, '2022-12-29', '2023-01-14', NULL, 105.0, NULL, NULL, NULL, 1);
INSERT INTO appointments (appointment_id, piano_id, technician_id, service_id, booked_on, visit_on, done_on, quoted_price, invoiced_amount, paid_on, tip, is_cancelled) VALUES (2, 7, 5, 4, '2022-12-24', '2023-01-16', '2023-01-16', 140.0, 180.0, '2023-01-24', NULL, 0);
INSERT INTO appointments (appointment_id, piano_id, technician_id, service_id, booked_on, visit_on, done_on, quoted_price, invoiced_amount, paid_on, tip, is_cancelled) VALUES (3, 3, 8, 7, '2023-01-20', '2023-02-02', '2023-02-02', 130.0, 170.0, '2023-02-10', NULL, 0);
INSERT INTO appointments (appointment_id, piano_id, technician_id, service_id, booked_on, visit_on, done_on, quoted_price, invoiced_amount, paid_on, tip, is_cancelled) VALUES (4, 10, 6, 12, '2023-01-17', '2023-02-08', '2023-02-11', 190.0, 230.0, '2023-02-27', 10.0, 0);
INSERT INTO appointments (appointment_id, piano_id, technician_id, service_id, booked_on, visit_on, done_on, quoted_price, invoiced_amount, paid_on, tip, is_cancelled) VALUES (5, 14, 14, 4, '2022-12-30', '2023-02-11', '2023-02-15', 140.0, 140.0, '2023-03-16', NULL, 0);
INSERT INTO appointments (appointment_id, piano_id, technician_id, service_id, booked_on, visit_on, done_on, quoted_price, invoiced_amount, paid_on, tip, is_cancelled) VALUES (6, 38, 8, 10, '2023-03-05', '2023-04-10', NULL, 80.0, NULL, NULL, NULL, 1);
INSERT INTO appointments (appointment_id, piano_id, technician_id, service_id, booked_on, visit_on, done_on, quoted_price, invoiced_amount, paid_on, tip, is_cancelled) VALUES (7, 6, 4, 7, '2023-03-11', '2023-04-19', NULL, 140.0, NULL, NULL, NULL, 1);
INSERT INTO appointments (appointment_id, piano_id, technician_id, service_id, booked_on, visit_on, done_on, quoted_price, invoiced_amount, paid_on, tip, is_cancelled) VALUES (8, 8, 6, 7, '2023-03-12', '2023-04-20', '2023-04-20', 130.0, 142.5, '2023-05-28', NULL, 0);
INSERT INTO appointments (appointment_id, piano_id, technician_id, service_id, booked_on, visit_on, done_on, quoted_price, invoiced_amount, paid_on, tip, is_cancelled) VALUES (9, 16, 2, 4, '2023-03-23', '2023-04-20', '2023-04-20', 150.0, 150.0, '2023-05-02', 5.0, 0);
INSERT INTO appointments (appointment_id, piano_id, technician_id, service_id, booked_on, visit_on, done_on, quoted_price, invoiced_amount, paid_on, tip, is_cancelled) VALUES (10, 13, 7, 9, '2023-03-13', '2023-04-27', '2023-04-27', 85.0, 125.0, '2023-05-17', NULL, 0);
INSERT INTO appointments (appointment_id, piano_id, technician_id, service_id, booked_on, visit_on, done_on, quoted_price, invoiced_amount, paid_on, tip, is_cancelled) VALUES (11, 8, 3, 3, '2023-04-16', '2023-05-22', '2023-05-22', 170.0, 170.0, '2023-06-16', NULL, 0);
INSERT INTO appointments (appointment_id, piano_id, technician_id, service_id, booked_on, visit_on, done_on, quoted_price, invoiced_amount, paid_on, tip, is_cancelled) VALUES (12, 32, 10, 15, '2023-05-16', '2023-05-31', NULL, 70.0, NULL, NULL, NULL, 1);
INSERT INTO appointments (appointment_id, piano_id, technician_id, service_id, booked_on, visit_on, done_on, quoted_price, invoiced_amount, paid_on, tip, is_cancelled) VALUES (13, 27, 11, 1, '2023-05-19', '2023-06-03', '2023-06-03', 90.0, 90.0, '2023-06-25', NULL, 0);
INSERT INTO appointments (appointment_id, piano_id, technician_id, service_id, booked_on, visit_on, done_on, quoted_price, invoiced_amount, paid_on, tip, is_cancelled) VALUES (14, 28, 14, 1, '2023-05-27', '2023-07-08', '2023-07-08', 105.0, 117.5, '2023-08-12', 20.0, 0);
INSERT INTO appointments (appointment_id, piano_id, technician_id, service_id, booked_on, visit_on, done_on, quoted_price, invoiced_amount, paid_on, tip, is_cancelled) VALUES (15, 14, 3, 7, '2023-06-01', '2023-07-12', '2023-07-12', 130.0, 130.0, '2023-08-10', NULL, 0);
INSERT INTO appointments (appointment_id, piano_id, technician_id, service_id, booked_on, visit_on, done_on, quoted_price, invoiced_amount, paid_on, tip, is_cancelled) VALUES (16, 23, 14, 1, '2023-07-07', '2023-07-13', '2023-07-15', 90.0, 102.5, '2023-07-29', 10.0, 0);
INSERT INTO appointments (appointment_id, piano_id, technician_id, service_id, booked_on, visit_on, done_on, quoted_price, invoiced_amount, paid_on, tip, is_cancelled) VALUES (17, 3, 12, 2, '2023-06-13', '2023-07-16', '2023-07-16', 130.0, 170.0, '2023-08-25', NULL, 0);
INSERT INTO appointments (appointment_id, piano_id, technician_id, service_id, booked_on, visit_on, done_on, quoted_price, invoiced_amount, paid_on, tip, is_cancelled) VALUES (18, 6, 3, 3, '2023-06-20', '2023-08-04', '2023-08-04', 175.0, 215.0, '2023-09-09', 20.0, 0);
INSERT INTO appointments (appointment_id, piano_id, technician_id, service_id, booked_on, visit_on, done_on, quoted_price, invoiced_amount, paid_on, tip, is_cancelled) VALUES (19, 3, 5, 13, '2023-07-11', '2023-08-08', '2023-08-08', 80.0, 80.0, '2023-08-11', 5.0, 0);
INSERT INTO appointments (appointment_id, piano_id, technician_id, service_id, booked_on, visit_on, done_on, quoted_price, invoiced_amount, paid_on, tip, is_cancelled) VALUES (20, 27, 7, 13, '2023-08-01', '2023-09-07', '2023-09-07', 80.0, 80.0, '2023-09-15', 20.0, 0);
INSERT INTO appointments (appointment_id, piano_id, technician_id, service_id, booked_on, visit_on, done_on, quoted_price, invoiced_amount, paid_on, tip, is_cancelled) VALUES (21, 25, 8, 1, '2023-09-12', '2023-09-16', '2023-09-16', 95.0, 95.0, '2023-09-21', NULL, 0);
INSERT INTO appointments (appointment_id, piano_id, technician_id, service_id, booked_on, visit_on, done_on, quoted_price, invoiced_amount, paid_on, tip, is_cancelled) VALUES (22, 24, 10, 1, '2023-08-17', '2023-09-18', '2023-09-18', 95.0, 120.0, '2023-10-21', NULL, 0);
INSERT INTO appointments (appointment_id, piano_id, technician_id, service_id, booked_on, visit_on, done_on, quoted_price, invoiced_amount, paid_on, tip, is_cancelled) VALUES (23, 9, 12, 1, '2023-09-07', '2023-09-28', '2023-09-28', 95.0, 85.0, '2023-10-17', NULL, 0);
INSERT INTO appointments (appointment_id, piano_id, technician_id, service_id, booked_on, visit_on, done_on, quoted_price, invoiced_amount, paid_on, tip, is_cancelled) VALUES (24, 20, 14, 3, '2023-10-13', '2023-10-24', '2023-10-24', 160.0, 160.0, '2023-12-02', NULL, 0);
INSERT INTO appointments (appointment_id, piano_id, technician_id, service_id, booked_on, visit_on, done_on, quoted_price, invoiced_amount, paid_on, tip, is_cancelled) VALUES (25, 33, 1, 1, '2023-10-15', '2023-11-18', '2023-11-18', 95.0, 120.0, NULL, 5.0, 0);
INSERT INTO appointments (appointment_id, piano_id, technician_id, service_id, booked_on, visit_on, done_on, quoted_price, invoiced_amount, paid_on, tip, is_cancelled) VALUES (26, 16, 12, 4, '2023-11-08', '2023-12-04', '2023-12-04', 150.0, 175.0, '2024-01-01', 10.0, 0);
INSERT INTO appointments (appointment_id, piano_id, technician_id, service_id, booked_on, visit_on, done_on, quoted_price, invoiced_amount, paid_on, tip, is_cancelled) VALUES (27, 35, 8, 1, '2023-11-22', '2023-12-05', '2023-12-05', 95.0, 120.0, '2024-01-11', NULL, 0);
INSERT INTO appointments (appointment_id, piano_id, technician_id, service_id, booked_on, visit_on, done_on, quoted_price, invoiced_amount, paid_on, tip, is_cancelled) VALUES (28, 32, 9, 13, '2023-11-03', '2023-12-15', '2023-12-15', 95.0, 107.5, '2024-01-07', 20.0, 0);
INSERT INTO appointments (appointment_id, piano_id, technician_id, service_id, booked_on, visit_on, done_on, quoted_price, invoiced_amount, paid_on, tip, is_cancelled) VALUES (29, 32, 14, 1, '2023-11-05', '2023-12-18', '2023-12-18', 110.0, 135.0, '2023-12-29', NULL, 0);
INSERT INTO appointments (appointment_id, piano_id, technician_id, service_id, booked_on, visit_on, done_on, quoted_price, invoiced_amount, paid_on, tip, is_cancelled) VALUES (30, 31, 7, 1, '2023-11-20', '2023-12-21', '2023-12-21', 105.0, 105.0, '2023-12-29', NULL, 0);
INSERT INTO appointments (appointment_id, piano_id, technician_id, service_id, booked_on, visit_on, done_on, quoted_price, invoiced_amount, paid_on, tip, is_cancelled) VALUES (31, 21, 14, 3, '2023-12-13', '2023-12-23', '2023-12-24', 160.0, 160.0, '2023-12-26', NULL, 0);
INSERT INTO appointments (appointment_id, piano_id, technician_id, service_id, booked_on, visit_on, done_on, quoted_price, invoiced_amount, paid_on, tip, is_cancelled) VALUES (32, 25, 8, 4, '2023-11-17', '2023-12-24', '2023-12-24', 140.0, 152.5, '2024-01-22', NULL, 0);
INSERT INTO appointments (appointment_id, piano_id, technician_id, service_id, booked_on, visit_on, done_on, quoted_price, invoiced_amount, paid_on, tip, is_cancelled) VALUES (33, 21, 10, 2, '2023-11-16', '2023-12-25', '2023-12-25', 135.0, 125.0, '2024-01-17', 5.0, 0);
INSERT INTO appointments (appointment_id, piano_id, technician_id, service_id, booked_on, visit_on, done_on, quoted_price, invoiced_amount, paid_on, tip, is_cancelled) VALUES (34, 7, 1, 3, '2023-12-17', '2024-01-04', '2024-01-04', 160.0, 160.0, '2024-01-20', NULL, 0);
INSERT INTO appointments (appointment_id, piano_id, technician_id, service_id, booked_on, visit_on, done_on, quoted_price, invoiced_amount, paid_on, tip, is_cancelled) VALUES (35, 4, 11, 7, '2023-12-30', '2024-01-08', '2024-01-08', 125.0, 137.5, '2024-02-03', NULL, 0);
INSERT INTO appointments (appointment_id, piano_id, technician_id, service_id, booked_on, visit_on, done_on, quoted_price, invoiced_amount, paid_on, tip, is_cancelled) VALUES (36, 14, 14, 6, '2023-12-09', '2024-01-16', '2024-01-16', 220.0, 260.0, NULL, NULL, 0);
INSERT INTO appointments (appointment_id, piano_id, technician_id, service_id, booked_on, visit_on, done_on, quoted_price, invoiced_amount, paid_on, tip, is_cancelled) VALUES (37, 15, 12, 16, '2024-01-02', '2024-01-20', '2024-01-20', 55.0, 95.0, '2024-01-26', NULL, 0);
INSERT INTO appointments (appointment_id, piano_id, technician_id, service_id, booked_on, visit_on, done_on, quoted_price, invoiced_amount, paid_on, tip, is_cancelled) VALUES (38, 19, 12, 5, '2024-01-18', '2024-01-21', '2024-01-21', 175.0, 165.0, '2024-01-30', 20.0, 0);
INSERT INTO appointments (appointment_id, piano_id, technician_id, service_id, booked_on, visit_on, done_on, quoted_price, invoiced_amount, paid_on, tip, is_cancelled) VALUES (39, 32, 3, 1, '2024-01-13', '2024-02-06', '2024-02-13', 95.0, 135.0, '2024-03-18', 10.0, 0);
INSERT INTO appointments (appointment_id, piano_id, technician_id, service_id, booked_on, visit_on, done_on, quoted_price, invoiced_amount, paid_on, tip, is_cancelled) VALUES (40, 34, 11, 1, '2024-01-11', '2024-02-06', '2024-02-06', 95.0, 120.0, '2024-02-21', NULL, 0);
INSERT INTO appointments (appointment_id, piano_id, technician_id, service_id, booked_on, visit_on, done_on, quoted_price, invoiced_amount, paid_on, tip, is_cancelled) VALUES (41, 21, 6, 1, '2024-01-23', '2024-02-13', '2024-02-13', 95.0, 95.0, '2024-03-20', 5.0, 0);
INSERT INTO appointments (appointment_id, piano_id, technician_id, service_id, booked_on, visit_on, done_on, quoted_price, invoiced_amount, paid_on, tip, is_cancelled) VALUES (42, 30, 14, 1, '2024-02-22', '2024-03-18', '2024-03-18', 95.0, 95.0, '2024-03-21', 20.0, 0);
INSERT INTO appointments (appointment_id, piano_id, technician_id, service_id, booked_on, visit_on, done_on, quoted_price, invoiced_amount, paid_on, tip, is_cancelled) VALUES (43, 23, 12, 1, '2024-02-23', '2024-03-24', '2024-03-24', 90.0, 80.0, '2024-03-28', NULL, 0);
INSERT INTO appointments (appointment_id, piano_id, technician_id, service_id, booked_on, visit_on, done_on, quoted_price, invoiced_amount, paid_on, tip, is_cancelled) VALUES (44, 9, 12, 1, '2024-04-03', '2024-04-17', '2024-04-17', 90.0, 90.0, NULL, NULL, 0);
INSERT INTO appointments (appointment_id, piano_id, technician_id, service_id, booked_on, visit_on, done_on, quoted_price, invoiced_amount, paid_on, tip, is_cancelled) VALUES (45, 10, 6, 1, '2024-04-01', '2024-05-12', '2024-05-12', 95.0, 95.0, '2024-06-07', 20.0, 0);
INSERT INTO appointments (appointment_id, piano_id, technician_id, service_id, booked_on, visit_on, done_on, quoted_price, invoiced_amount, paid_on, tip, is_cancelled) VALUES (46, 25, 14, 6, '2024-05-05', '2024-05-16', '2024-05-18', 220.0, 220.0, '2024-05-18', 5.0, 0);
INSERT INTO appointments (appointment_id, piano_id, technician_id, service_id, booked_on, visit_on, done_on, quoted_price, invoiced_amount, paid_on, tip, is_cancelled) VALUES (47, 33, 15, 6, '2024-04-09', '2024-05-18', '2024-05-18', 235.0, NULL, NULL, NULL, 0);
INSERT INTO appointments (appointment_id, piano_id, technician_id, service_id, booked_on, visit_on, done_on, quoted_price, invoiced_amount, paid_on, tip, is_cancelled) VALUES (48, 2, 11, 5, '2024-05-09', '2024-05-29', '2024-05-29', 175.0, 200.0, '2024-07-05', NULL, 0);
INSERT INTO appointments (appointment_id, piano_id, technician_id, service_id, booked_on, visit_on, done_on, quoted_price, invoiced_amount, paid_on, tip, is_cancelled) VALUES (49, 20, 11, 1, '2024-05-12', '2024-06-14', '2024-06-14', 110.0, 110.0, NULL, 5.0, 0);
INSERT INTO appointments (appointment_id, piano_id, technician_id, service_id, booked_on, visit_on, done_on, quoted_price, invoiced_amount, paid_on, tip, is_cancelled) VALUES (50, 19, 6, 9, '2024-07-03', '2024-07-14', '2024-07-14', 100.0, NULL, NULL, 5.0, 0);
INSERT INTO appointments (appointment_id, piano_id, technician_id, service_id, booked_on, visit_on, done_on, quoted_price, invoiced_amount, paid_on, tip, is_cancelled) VALUES (51, 13, 1, 6, '2024-07-25', '2024-08-08', NULL, 220.0, NULL, NULL, NULL, 0);
INSERT INTO appointments (appointment_id, piano_id, technician_id, service_id, booked_on, visit_on, done_on, quoted_price, invoiced_amount, paid_on, tip, is_cancelled) VALUES (52, 3, 5, 5, '2024-07-23', '2024-08-09', NULL, 175.0, NULL, NULL, NULL, 0);
INSERT INTO appointments (appointment_id, piano_id, technician_id, service_id, booked_on, visit_on, done_on, quoted_price, invoiced_amount, paid_on, tip, is_cancelled) VALUES (53, 5, NULL, 1, '2024-08-01', '2024-08-12', NULL, 95.0, NULL, NULL, NULL, 0);
INSERT INTO appointments (appointment_id, piano_id, technician_id, service_id, booked_on, visit_on, done_on, quoted_price, invoiced_amount, paid_on, tip, is_cancelled) VALUES (54, 13, 15, 6, '2024-07-17', '2024-08-15', NULL, 215.0, NULL, NULL, NULL, 0);
INSERT INTO appointments (appointment_id, piano_id, technician_id, service_id, booked_on, visit_on, done_on, quoted_price, invoiced_amount, paid_on, tip, is_cancelled) VALUES (55, 28, NULL, 1, '2024-07-14', '2024-08-16', NULL, 90.0, NULL, NULL, NULL, 0);
INSERT INTO parts_used (part_use_id, appointment_id, part_name, quantity, unit_cost, supplier) VALUES (1, 2, 'treble string (steel)', 3, 4.5, 'Hartley Piano Supplies');
INSERT INTO parts_used (part_use_id, appointment_id, part_name, quantity, unit_cost, supplier) VALUES (2, 2, 'tuning pin', 3, 2.0, 'Hartley Piano Supplies');
INSERT INTO parts_used (part_use_id, appointment_id, part_name, quantity, unit_cost, supplier) VALUES (3, 3, 'hammer felt', 3, 9.0, 'Fenwick & Sons');
INSERT INTO parts_used (part_use_id, appointment_id, part_name, quantity, unit_cost, supplier) VALUES (4, 4, 'damp chaser heater', 2, 95.0, NULL);
INSERT INTO parts_used (part_use_id, appointment_id, part_name, quantity, unit_cost, supplier) VALUES (5, 5, 'treble string (steel)', 6, 4.5, 'Hartley Piano Supplies');
INSERT INTO parts_used (part_use_id, appointment_id, part_name, quantity, unit_cost, supplier) VALUES (6, 5, 'tuning pin', 3, 2.0, 'Fenwick & Sons');
INSERT INTO parts_used (part_use_id, appointment_id, part_name, quantity, unit_cost, supplier) VALUES (7, 8, 'hammer felt', 1, 9.0, 'Fenwick & Sons');
INSERT INTO parts_used (part_use_id, appointment_id, part_name, quantity, unit_cost, supplier) VALUES (8, 9, 'treble string (steel)', 5, 4.5, 'Fenwick & Sons');
INSERT INTO parts_used (part_use_id, appointment_id, part_name, quantity, unit_cost, supplier) VALUES (9, 9, 'tuning pin', 3, 2.0, 'Hartley Piano Supplies');
INSERT INTO parts_used (part_use_id, appointment_id, part_name, quantity, unit_cost, supplier) VALUES (10, 10, 'bass string', 2, 18.0, NULL);
INSERT INTO parts_used (part_use_id, appointment_id, part_name, quantity, unit_cost, supplier) VALUES (11, 10, 'treble string (steel)', 5, 4.5, NULL);
INSERT INTO parts_used (part_use_id, appointment_id, part_name, quantity, unit_cost, supplier) VALUES (12, 15, 'hammer felt', 4, 9.0, 'Fenwick & Sons');
INSERT INTO parts_used (part_use_id, appointment_id, part_name, quantity, unit_cost, supplier) VALUES (13, 26, 'treble string (steel)', 3, 4.5, 'Ashford Music Trade');
INSERT INTO parts_used (part_use_id, appointment_id, part_name, quantity, unit_cost, supplier) VALUES (14, 26, 'tuning pin', 2, 2.0, NULL);
INSERT INTO parts_used (part_use_id, appointment_id, part_name, quantity, unit_cost, supplier) VALUES (15, 32, 'treble string (steel)', 6, 4.5, 'Ashford Music Trade');
INSERT INTO parts_used (part_use_id, appointment_id, part_name, quantity, unit_cost, supplier) VALUES (16, 32, 'tuning pin', 3, 2.0, NULL);
INSERT INTO parts_used (part_use_id, appointment_id, part_name, quantity, unit_cost, supplier) VALUES (17, 35, 'hammer felt', 3, 9.0, 'Ashford Music Trade');
INSERT INTO parts_used (part_use_id, appointment_id, part_name, quantity, unit_cost, supplier) VALUES (18, 36, 'key bushing cloth', 1, 2.5, 'Fenwick & Sons');
INSERT INTO parts_used (part_use_id, appointment_id, part_name, quantity, unit_cost, supplier) VALUES (19, 36, 'bridle strap', 5, 1.2, 'Ashford Music Trade');
INSERT INTO parts_used (part_use_id, appointment_id, part_name, quantity, unit_cost, supplier) VALUES (20, 38, 'treble string (steel)', 2, 4.5, 'Fenwick & Sons');
INSERT INTO parts_used (part_use_id, appointment_id, part_name, quantity, unit_cost, supplier) VALUES (21, 38, 'tuning pin', 2, 2.0, NULL);
INSERT INTO parts_used (part_use_id, appointment_id, part_name, quantity, unit_cost, supplier) VALUES (22, 46, 'key bushing cloth', 3, 2.5, NULL);
INSERT INTO parts_used (part_use_id, appointment_id, part_name, quantity, unit_cost, supplier) VALUES (23, 46, 'bridle strap', 6, 1.2, 'Fenwick & Sons');
INSERT INTO parts_used (part_use_id, appointment_id, part_name, quantity, unit_cost, supplier) VALUES (24, 47, 'key bushing cloth', 1, 2.5, 'Fenwick & Sons');
INSERT INTO parts_used (part_use_id, appointment_id, part_name, quantity, unit_cost, supplier) VALUES (25, 47, 'bridle strap', 4, 1.2, 'Fenwick & Sons');
INSERT INTO parts_used (part_use_id, appointment_id, part_name, quantity, unit_cost, supplier) VALUES (26, 48, 'treble string (steel)', 6, 4.5, NULL);
INSERT INTO parts_used (part_use_id, appointment_id, part_name, quantity, unit_cost, supplier) VALUES (27, 48, 'tuning pin', 1, 2.0, 'Fenwick & Sons');
INSERT INTO parts_used (part_use_id, appointment_id, part_name, quantity, unit_cost, supplier) VALUES (28, 50, 'bass string', 1, 18.0, 'Hartley Piano Supplies');
INSERT INTO parts_used (part_use_id, appointment_id, part_name, quantity, unit_cost, supplier) VALUES (29, 50, 'treble string (steel)', 3, 4.5, 'Ashford Music Trade');
INSERT INTO parts_used (part_use_id, appointment_id, part_name, quantity, unit_cost, supplier) VALUES (30, 25, 'treble string (steel)', 1, 4.5, NULL);
COMMIT;
