-- tattoo_studio: a tattoo studio in Bristol with resident and guest artists (artists, clients, designs, sessions, touch-ups)
BEGIN TRANSACTION;
CREATE TABLE artists (
    artist_id INTEGER PRIMARY KEY,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    speciality TEXT NOT NULL,
    hourly_rate REAL NOT NULL,
    minimum_charge REAL NOT NULL,
    home_city TEXT, -- NULL = resident artist based at the studio, not a guest
    started_on TEXT NOT NULL,
    left_on TEXT, -- NULL = still working at the studio
    is_taking_bookings INTEGER NOT NULL CHECK (is_taking_bookings IN (0,1))
);
CREATE TABLE clients (
    client_id INTEGER PRIMARY KEY,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    city TEXT, -- NULL = city not given
    phone TEXT, -- NULL = no phone number given
    birth_year INTEGER NOT NULL,
    first_visit_on TEXT NOT NULL,
    is_newsletter_subscriber INTEGER NOT NULL CHECK (is_newsletter_subscriber IN (0,1))
);
CREATE TABLE designs (
    design_id INTEGER PRIMARY KEY,
    title TEXT NOT NULL,
    style TEXT NOT NULL,
    artist_id INTEGER REFERENCES artists(artist_id), -- NULL = studio flash design not drawn by any one artist
    size_cm REAL NOT NULL,
    is_flash INTEGER NOT NULL CHECK (is_flash IN (0,1))
);
CREATE TABLE appointments (
    appointment_id INTEGER PRIMARY KEY,
    client_id INTEGER NOT NULL REFERENCES clients(client_id),
    artist_id INTEGER NOT NULL REFERENCES artists(artist_id),
    design_id INTEGER REFERENCES designs(design_id), -- NULL = consultation only, no design tattooed
    booked_on TEXT NOT NULL,
    session_date TEXT NOT NULL,
    placement TEXT NOT NULL,
    status TEXT NOT NULL,
    deposit REAL NOT NULL,
    final_price REAL, -- NULL = nothing charged (session not held, cancelled or no-show)
    hours REAL -- NULL = session has not taken place
);
CREATE TABLE touch_ups (
    touch_up_id INTEGER PRIMARY KEY,
    appointment_id INTEGER NOT NULL REFERENCES appointments(appointment_id),
    requested_on TEXT NOT NULL,
    done_on TEXT, -- NULL = touch-up not done yet
    charge REAL NOT NULL,
    reason TEXT -- NULL = no reason recorded
);
INSERT INTO artists (artist_id, first_name, last_name, speciality, hourly_rate, minimum_charge, home_city, started_on, left_on, is_taking_bookings) VALUES (1, 'Sam', 'Okafor', 'Blackwork', 95.0, 80.0, NULL, '2018-04-01', NULL, 1);
INSERT INTO artists (artist_id, first_name, last_name, speciality, hourly_rate, minimum_charge, home_city, started_on, left_on, is_taking_bookings) VALUES (2, 'Lena', 'Fischer', 'Fine Line', 110.0, 100.0, 'Berlin', '2023-05-01', '2023-06-15', 0);
INSERT INTO artists (artist_id, first_name, last_name, speciality, hourly_rate, minimum_charge, home_city, started_on, left_on, is_taking_bookings) VALUES (3, 'Jamie', 'Rowe', 'Traditional', 90.0, 70.0, NULL, '2017-09-01', NULL, 1);
INSERT INTO artists (artist_id, first_name, last_name, speciality, hourly_rate, minimum_charge, home_city, started_on, left_on, is_taking_bookings) VALUES (4, 'Priya', 'Nair', 'Realism', 130.0, 150.0, NULL, '2019-02-11', NULL, 1);
INSERT INTO artists (artist_id, first_name, last_name, speciality, hourly_rate, minimum_charge, home_city, started_on, left_on, is_taking_bookings) VALUES (5, 'Alex', 'Moreno', 'Neo Traditional', 100.0, 80.0, NULL, '2020-01-06', NULL, 1);
INSERT INTO artists (artist_id, first_name, last_name, speciality, hourly_rate, minimum_charge, home_city, started_on, left_on, is_taking_bookings) VALUES (6, 'Chloe', 'Baxter', 'Watercolour', 105.0, 90.0, 'Bath', '2022-03-01', NULL, 1);
INSERT INTO artists (artist_id, first_name, last_name, speciality, hourly_rate, minimum_charge, home_city, started_on, left_on, is_taking_bookings) VALUES (7, 'Kenji', 'Sato', 'Japanese', 140.0, 150.0, 'London', '2022-10-10', '2023-01-20', 0);
INSERT INTO artists (artist_id, first_name, last_name, speciality, hourly_rate, minimum_charge, home_city, started_on, left_on, is_taking_bookings) VALUES (8, 'Rhys', 'Evans', 'Lettering', 85.0, 60.0, 'Cardiff', '2021-07-01', NULL, 1);
INSERT INTO artists (artist_id, first_name, last_name, speciality, hourly_rate, minimum_charge, home_city, started_on, left_on, is_taking_bookings) VALUES (9, 'Mia', 'Holt', 'Fine Line', 95.0, 70.0, NULL, '2021-03-15', NULL, 1);
INSERT INTO artists (artist_id, first_name, last_name, speciality, hourly_rate, minimum_charge, home_city, started_on, left_on, is_taking_bookings) VALUES (10, 'Dan', 'Whitlock', 'Traditional', 80.0, 60.0, NULL, '2016-06-01', '2022-08-31', 0);
INSERT INTO artists (artist_id, first_name, last_name, speciality, hourly_rate, minimum_charge, home_city, started_on, left_on, is_taking_bookings) VALUES (11, 'Sofia', 'Russo', 'Dotwork', 100.0, 90.0, NULL, '2022-09-01', NULL, 0);
INSERT INTO artists (artist_id, first_name, last_name, speciality, hourly_rate, minimum_charge, home_city, started_on, left_on, is_taking_bookings) VALUES (12, 'Tomasz', 'Nowak', 'Realism', 135.0, 120.0, 'Manchester', '2023-02-01', NULL, 1);
INSERT INTO artists (artist_id, first_name, last_name, speciality, hourly_rate, minimum_charge, home_city, started_on, left_on, is_taking_bookings) VALUES (13, 'Grace', 'Kim', 'Fine Line', 100.0, 80.0, NULL, '2023-01-09', NULL, 1);
INSERT INTO artists (artist_id, first_name, last_name, speciality, hourly_rate, minimum_charge, home_city, started_on, left_on, is_taking_bookings) VALUES (14, 'Ollie', 'Grant', 'Blackwork', 90.0, 70.0, NULL, '2019-11-01', '2021-12-31', 0);
INSERT INTO artists (artist_id, first_name, last_name, speciality, hourly_rate, minimum_charge, home_city, started_on, left_on, is_taking_bookings) VALUES (15, 'Nadia', 'Haddad', 'Neo Traditional', 115.0, 100.0, 'Bath', '2023-04-01', NULL, 1);
INSERT INTO artists (artist_id, first_name, last_name, speciality, hourly_rate, minimum_charge, home_city, started_on, left_on, is_taking_bookings) VALUES (16, 'Sam', 'Turner', 'Japanese', 125.0, 120.0, NULL, '2020-08-01', NULL, 1);
INSERT INTO clients (client_id, first_name, last_name, city, phone, birth_year, first_visit_on, is_newsletter_subscriber) VALUES (1, 'Sam', 'Price', 'Bristol', '07700 900101', 1995, '2021-05-14', 1);
INSERT INTO clients (client_id, first_name, last_name, city, phone, birth_year, first_visit_on, is_newsletter_subscriber) VALUES (2, 'Alex', 'Green', 'Bath', '07700 900102', 1990, '2022-02-03', 0);
INSERT INTO clients (client_id, first_name, last_name, city, phone, birth_year, first_visit_on, is_newsletter_subscriber) VALUES (3, 'Grace', 'Lee', 'Bristol', NULL, 1998, '2022-07-21', 1);
INSERT INTO clients (client_id, first_name, last_name, city, phone, birth_year, first_visit_on, is_newsletter_subscriber) VALUES (4, 'Holly', 'Watts', 'Cardiff', '07700 900104', 2001, '2023-01-12', 1);
INSERT INTO clients (client_id, first_name, last_name, city, phone, birth_year, first_visit_on, is_newsletter_subscriber) VALUES (5, 'Marcus', 'Bell', 'Bristol', '07700 900105', 1987, '2020-11-02', 0);
INSERT INTO clients (client_id, first_name, last_name, city, phone, birth_year, first_visit_on, is_newsletter_subscriber) VALUES (6, 'Zoe', 'Carter', 'Weston-super-Mare', '07700 900106', 1999, '2022-09-30', 1);
INSERT INTO clients (client_id, first_name, last_name, city, phone, birth_year, first_visit_on, is_newsletter_subscriber) VALUES (7, 'Ethan', 'Price', 'Bath', NULL, 1993, '2021-08-08', 0);
INSERT INTO clients (client_id, first_name, last_name, city, phone, birth_year, first_visit_on, is_newsletter_subscriber) VALUES (8, 'Freya', 'Lund', NULL, '07700 900108', 2000, '2023-03-18', 1);
INSERT INTO clients (client_id, first_name, last_name, city, phone, birth_year, first_visit_on, is_newsletter_subscriber) VALUES (9, 'Jordan', 'Mills', 'Bristol', '07700 900109', 1996, '2021-12-11', 0);
INSERT INTO clients (client_id, first_name, last_name, city, phone, birth_year, first_visit_on, is_newsletter_subscriber) VALUES (10, 'Mia', 'Rossi', 'Gloucester', '07700 900110', 1992, '2022-04-04', 1);
INSERT INTO clients (client_id, first_name, last_name, city, phone, birth_year, first_visit_on, is_newsletter_subscriber) VALUES (11, 'Kwame', 'Asante', 'Bristol', '07700 900111', 1985, '2020-06-20', 0);
INSERT INTO clients (client_id, first_name, last_name, city, phone, birth_year, first_visit_on, is_newsletter_subscriber) VALUES (12, 'Lily', 'Chambers', 'Swindon', NULL, 2002, '2023-05-27', 1);
INSERT INTO clients (client_id, first_name, last_name, city, phone, birth_year, first_visit_on, is_newsletter_subscriber) VALUES (13, 'Owen', 'Pritchard', 'Cardiff', '07700 900113', 1989, '2021-10-16', 0);
INSERT INTO clients (client_id, first_name, last_name, city, phone, birth_year, first_visit_on, is_newsletter_subscriber) VALUES (14, 'Ruby', 'Shah', 'Bristol', '07700 900114', 1997, '2022-01-29', 1);
INSERT INTO clients (client_id, first_name, last_name, city, phone, birth_year, first_visit_on, is_newsletter_subscriber) VALUES (15, 'Connor', 'Doyle', 'Bath', '07700 900115', 1994, '2022-11-05', 1);
INSERT INTO clients (client_id, first_name, last_name, city, phone, birth_year, first_visit_on, is_newsletter_subscriber) VALUES (16, 'Isla', 'Morgan', 'Exeter', '07700 900116', 2003, '2023-06-10', 1);
INSERT INTO clients (client_id, first_name, last_name, city, phone, birth_year, first_visit_on, is_newsletter_subscriber) VALUES (17, 'Tariq', 'Hussain', 'Bristol', NULL, 1991, '2021-03-03', 0);
INSERT INTO clients (client_id, first_name, last_name, city, phone, birth_year, first_visit_on, is_newsletter_subscriber) VALUES (18, 'Amber', 'Fox', 'Bristol', '07700 900118', 1999, '2022-08-19', 1);
INSERT INTO clients (client_id, first_name, last_name, city, phone, birth_year, first_visit_on, is_newsletter_subscriber) VALUES (19, 'Leo', 'Hart', NULL, NULL, 2004, '2023-07-02', 0);
INSERT INTO clients (client_id, first_name, last_name, city, phone, birth_year, first_visit_on, is_newsletter_subscriber) VALUES (20, 'Sam', 'Whitfield', 'Cardiff', '07700 900120', 1988, '2022-05-25', 0);
INSERT INTO clients (client_id, first_name, last_name, city, phone, birth_year, first_visit_on, is_newsletter_subscriber) VALUES (21, 'Nina', 'Kowalski', 'Bristol', '07700 900121', 1995, '2023-02-14', 1);
INSERT INTO clients (client_id, first_name, last_name, city, phone, birth_year, first_visit_on, is_newsletter_subscriber) VALUES (22, 'Dylan', 'Reeves', 'Bath', '07700 900122', 2000, '2022-10-01', 0);
INSERT INTO clients (client_id, first_name, last_name, city, phone, birth_year, first_visit_on, is_newsletter_subscriber) VALUES (23, 'Hana', 'Suzuki', 'London', '07700 900123', 1996, '2023-04-22', 1);
INSERT INTO clients (client_id, first_name, last_name, city, phone, birth_year, first_visit_on, is_newsletter_subscriber) VALUES (24, 'Callum', 'Ward', 'Bristol', '07700 900124', 1986, '2021-06-30', 0);
INSERT INTO clients (client_id, first_name, last_name, city, phone, birth_year, first_visit_on, is_newsletter_subscriber) VALUES (25, 'Poppy', 'Nash', 'Gloucester', NULL, 2001, '2023-08-09', 1);
INSERT INTO clients (client_id, first_name, last_name, city, phone, birth_year, first_visit_on, is_newsletter_subscriber) VALUES (26, 'Grace', 'Adeyemi', 'Bath', '07700 900126', 1994, '2022-12-03', 0);
INSERT INTO designs (design_id, title, style, artist_id, size_cm, is_flash) VALUES (1, 'Swallow', 'Traditional', 3, 8.0, 1);
INSERT INTO designs (design_id, title, style, artist_id, size_cm, is_flash) VALUES (2, 'Swallow Pair', 'Traditional', 3, 14.0, 1);
INSERT INTO designs (design_id, title, style, artist_id, size_cm, is_flash) VALUES (3, 'Koi', 'Japanese', 16, 15.0, 0);
INSERT INTO designs (design_id, title, style, artist_id, size_cm, is_flash) VALUES (4, 'Koi Half Sleeve', 'Japanese', 16, 40.0, 0);
INSERT INTO designs (design_id, title, style, artist_id, size_cm, is_flash) VALUES (5, 'Peony', 'Fine Line', 9, 10.0, 0);
INSERT INTO designs (design_id, title, style, artist_id, size_cm, is_flash) VALUES (6, 'Peony Bouquet', 'Fine Line', 13, 18.0, 0);
INSERT INTO designs (design_id, title, style, artist_id, size_cm, is_flash) VALUES (7, 'Geometric Wolf', 'Blackwork', 1, 20.0, 0);
INSERT INTO designs (design_id, title, style, artist_id, size_cm, is_flash) VALUES (8, 'Mandala', 'Dotwork', 11, 16.0, 0);
INSERT INTO designs (design_id, title, style, artist_id, size_cm, is_flash) VALUES (9, 'Rose and Dagger', 'Traditional', NULL, 12.0, 1);
INSERT INTO designs (design_id, title, style, artist_id, size_cm, is_flash) VALUES (10, 'Pet Portrait', 'Realism', 4, 12.0, 0);
INSERT INTO designs (design_id, title, style, artist_id, size_cm, is_flash) VALUES (11, 'Script Quote', 'Lettering', 8, 15.0, 0);
INSERT INTO designs (design_id, title, style, artist_id, size_cm, is_flash) VALUES (12, 'Watercolour Hummingbird', 'Watercolour', 6, 11.0, 0);
INSERT INTO designs (design_id, title, style, artist_id, size_cm, is_flash) VALUES (13, 'Tiny Heart', 'Fine Line', NULL, 2.5, 1);
INSERT INTO designs (design_id, title, style, artist_id, size_cm, is_flash) VALUES (14, 'Panther Head', 'Traditional', 10, 13.0, 1);
INSERT INTO designs (design_id, title, style, artist_id, size_cm, is_flash) VALUES (15, 'Fox Portrait', 'Neo Traditional', 5, 14.0, 0);
INSERT INTO designs (design_id, title, style, artist_id, size_cm, is_flash) VALUES (16, 'Moth', 'Blackwork', NULL, 9.0, 1);
INSERT INTO designs (design_id, title, style, artist_id, size_cm, is_flash) VALUES (17, 'Botanical Band', 'Blackwork', 1, 25.0, 0);
INSERT INTO designs (design_id, title, style, artist_id, size_cm, is_flash) VALUES (18, 'Lion Portrait', 'Realism', 12, 22.0, 0);
INSERT INTO designs (design_id, title, style, artist_id, size_cm, is_flash) VALUES (19, 'Crane', 'Japanese', 7, 18.0, 0);
INSERT INTO designs (design_id, title, style, artist_id, size_cm, is_flash) VALUES (20, 'Date Numerals', 'Lettering', NULL, 6.0, 1);
INSERT INTO designs (design_id, title, style, artist_id, size_cm, is_flash) VALUES (21, 'Owl', 'Neo Traditional', 15, 15.0, 0);
INSERT INTO designs (design_id, title, style, artist_id, size_cm, is_flash) VALUES (22, 'Constellation', 'Fine Line', 2, 7.0, 0);
INSERT INTO appointments (appointment_id, client_id, artist_id, design_id, booked_on, session_date, placement, status, deposit, final_price, hours) VALUES (1, 5, 3, 1, '2022-12-02', '2023-01-07', 'forearm', 'completed', 50.0, 180.0, 2.0);
INSERT INTO appointments (appointment_id, client_id, artist_id, design_id, booked_on, session_date, placement, status, deposit, final_price, hours) VALUES (2, 11, 7, 19, '2022-11-20', '2023-01-10', 'back', 'completed', 100.0, 560.0, 4.0);
INSERT INTO appointments (appointment_id, client_id, artist_id, design_id, booked_on, session_date, placement, status, deposit, final_price, hours) VALUES (3, 1, 1, 7, '2022-12-15', '2023-01-14', 'calf', 'completed', 80.0, 380.0, 4.0);
INSERT INTO appointments (appointment_id, client_id, artist_id, design_id, booked_on, session_date, placement, status, deposit, final_price, hours) VALUES (4, 14, 9, 5, '2023-01-05', '2023-01-21', 'wrist', 'completed', 50.0, 120.0, 1.5);
INSERT INTO appointments (appointment_id, client_id, artist_id, design_id, booked_on, session_date, placement, status, deposit, final_price, hours) VALUES (5, 9, 5, 15, '2023-01-10', '2023-02-04', 'thigh', 'completed', 80.0, 350.0, 3.5);
INSERT INTO appointments (appointment_id, client_id, artist_id, design_id, booked_on, session_date, placement, status, deposit, final_price, hours) VALUES (6, 3, 13, 13, '2023-01-20', '2023-02-11', 'ankle', 'completed', 30.0, 80.0, 0.5);
INSERT INTO appointments (appointment_id, client_id, artist_id, design_id, booked_on, session_date, placement, status, deposit, final_price, hours) VALUES (7, 24, 16, 4, '2022-12-28', '2023-02-18', 'upper arm', 'completed', 150.0, 875.0, 7.0);
INSERT INTO appointments (appointment_id, client_id, artist_id, design_id, booked_on, session_date, placement, status, deposit, final_price, hours) VALUES (8, 2, 6, 12, '2023-02-01', '2023-02-25', 'shoulder', 'completed', 60.0, 230.0, 2.0);
INSERT INTO appointments (appointment_id, client_id, artist_id, design_id, booked_on, session_date, placement, status, deposit, final_price, hours) VALUES (9, 17, 4, 10, '2023-01-15', '2023-03-04', 'forearm', 'completed', 150.0, 520.0, 4.0);
INSERT INTO appointments (appointment_id, client_id, artist_id, design_id, booked_on, session_date, placement, status, deposit, final_price, hours) VALUES (10, 7, 8, 11, '2023-02-10', '2023-03-11', 'ribs', 'completed', 50.0, 170.0, 2.0);
INSERT INTO appointments (appointment_id, client_id, artist_id, design_id, booked_on, session_date, placement, status, deposit, final_price, hours) VALUES (11, 13, 8, 20, '2023-02-20', '2023-03-18', 'wrist', 'completed', 40.0, 60.0, 0.5);
INSERT INTO appointments (appointment_id, client_id, artist_id, design_id, booked_on, session_date, placement, status, deposit, final_price, hours) VALUES (12, 4, 1, 16, '2023-03-01', '2023-03-25', 'sternum', 'no-show', 80.0, NULL, NULL);
INSERT INTO appointments (appointment_id, client_id, artist_id, design_id, booked_on, session_date, placement, status, deposit, final_price, hours) VALUES (13, 18, 13, 6, '2023-03-05', '2023-04-01', 'forearm', 'completed', 60.0, 210.0, 2.0);
INSERT INTO appointments (appointment_id, client_id, artist_id, design_id, booked_on, session_date, placement, status, deposit, final_price, hours) VALUES (14, 10, 9, 22, '2023-03-12', '2023-04-08', 'collarbone', 'completed', 50.0, 110.0, 1.0);
INSERT INTO appointments (appointment_id, client_id, artist_id, design_id, booked_on, session_date, placement, status, deposit, final_price, hours) VALUES (15, 21, 12, 18, '2023-03-01', '2023-04-15', 'thigh', 'completed', 120.0, 610.0, 5.0);
INSERT INTO appointments (appointment_id, client_id, artist_id, design_id, booked_on, session_date, placement, status, deposit, final_price, hours) VALUES (16, 5, 3, 14, '2023-03-20', '2023-04-22', 'upper arm', 'completed', 50.0, 190.0, 2.0);
INSERT INTO appointments (appointment_id, client_id, artist_id, design_id, booked_on, session_date, placement, status, deposit, final_price, hours) VALUES (17, 20, 11, 8, '2023-04-01', '2023-04-29', 'back', 'cancelled', 90.0, NULL, NULL);
INSERT INTO appointments (appointment_id, client_id, artist_id, design_id, booked_on, session_date, placement, status, deposit, final_price, hours) VALUES (18, 6, 5, 21, '2023-04-05', '2023-05-06', 'calf', 'completed', 80.0, 320.0, 3.0);
INSERT INTO appointments (appointment_id, client_id, artist_id, design_id, booked_on, session_date, placement, status, deposit, final_price, hours) VALUES (19, 15, 15, 15, '2023-04-10', '2023-05-13', 'forearm', 'completed', 100.0, 340.0, 3.0);
INSERT INTO appointments (appointment_id, client_id, artist_id, design_id, booked_on, session_date, placement, status, deposit, final_price, hours) VALUES (20, 8, 2, 22, '2023-04-28', '2023-05-20', 'wrist', 'completed', 100.0, 140.0, 1.0);
INSERT INTO appointments (appointment_id, client_id, artist_id, design_id, booked_on, session_date, placement, status, deposit, final_price, hours) VALUES (21, 12, 13, 13, '2023-05-02', '2023-05-27', 'finger', 'completed', 30.0, 80.0, 0.5);
INSERT INTO appointments (appointment_id, client_id, artist_id, design_id, booked_on, session_date, placement, status, deposit, final_price, hours) VALUES (22, 23, 2, NULL, '2023-05-10', '2023-06-03', 'back', 'completed', 0.0, 0.0, 0.5);
INSERT INTO appointments (appointment_id, client_id, artist_id, design_id, booked_on, session_date, placement, status, deposit, final_price, hours) VALUES (23, 1, 1, 17, '2023-05-15', '2023-06-10', 'forearm', 'completed', 80.0, 400.0, 4.5);
INSERT INTO appointments (appointment_id, client_id, artist_id, design_id, booked_on, session_date, placement, status, deposit, final_price, hours) VALUES (24, 26, 6, 12, '2023-05-20', '2023-06-17', 'hip', 'cancelled', 60.0, NULL, NULL);
INSERT INTO appointments (appointment_id, client_id, artist_id, design_id, booked_on, session_date, placement, status, deposit, final_price, hours) VALUES (25, 9, 4, NULL, '2023-06-01', '2023-06-24', 'chest', 'completed', 0.0, 0.0, 0.5);
INSERT INTO appointments (appointment_id, client_id, artist_id, design_id, booked_on, session_date, placement, status, deposit, final_price, hours) VALUES (26, 22, 3, 9, '2023-06-05', '2023-07-01', 'shin', 'completed', 50.0, 200.0, 2.5);
INSERT INTO appointments (appointment_id, client_id, artist_id, design_id, booked_on, session_date, placement, status, deposit, final_price, hours) VALUES (27, 16, 13, 6, '2023-06-20', '2023-07-08', 'forearm', 'completed', 60.0, 220.0, 2.0);
INSERT INTO appointments (appointment_id, client_id, artist_id, design_id, booked_on, session_date, placement, status, deposit, final_price, hours) VALUES (28, 19, 8, 11, '2023-07-02', '2023-07-15', 'ribs', 'no-show', 50.0, NULL, NULL);
INSERT INTO appointments (appointment_id, client_id, artist_id, design_id, booked_on, session_date, placement, status, deposit, final_price, hours) VALUES (29, 11, 16, 3, '2023-06-15', '2023-07-22', 'calf', 'completed', 120.0, 450.0, 3.5);
INSERT INTO appointments (appointment_id, client_id, artist_id, design_id, booked_on, session_date, placement, status, deposit, final_price, hours) VALUES (30, 14, 9, 5, '2023-07-01', '2023-07-29', 'shoulder', 'completed', 50.0, 125.0, 1.5);
INSERT INTO appointments (appointment_id, client_id, artist_id, design_id, booked_on, session_date, placement, status, deposit, final_price, hours) VALUES (31, 2, 15, 21, '2023-07-10', '2023-08-05', 'upper arm', 'completed', 100.0, 360.0, 3.0);
INSERT INTO appointments (appointment_id, client_id, artist_id, design_id, booked_on, session_date, placement, status, deposit, final_price, hours) VALUES (32, 25, 13, 13, '2023-08-09', '2023-08-12', 'wrist', 'completed', 30.0, 80.0, 0.5);
INSERT INTO appointments (appointment_id, client_id, artist_id, design_id, booked_on, session_date, placement, status, deposit, final_price, hours) VALUES (33, 17, 12, 18, '2023-07-20', '2023-08-19', 'back', 'completed', 120.0, 700.0, 6.0);
INSERT INTO appointments (appointment_id, client_id, artist_id, design_id, booked_on, session_date, placement, status, deposit, final_price, hours) VALUES (34, 3, 5, 15, '2023-08-01', '2023-08-26', 'thigh', 'cancelled', 80.0, NULL, NULL);
INSERT INTO appointments (appointment_id, client_id, artist_id, design_id, booked_on, session_date, placement, status, deposit, final_price, hours) VALUES (35, 24, 16, 4, '2023-08-05', '2023-09-02', 'upper arm', 'completed', 150.0, 750.0, 6.0);
INSERT INTO appointments (appointment_id, client_id, artist_id, design_id, booked_on, session_date, placement, status, deposit, final_price, hours) VALUES (36, 4, 6, 12, '2023-08-15', '2023-09-09', 'ankle', 'completed', 60.0, 240.0, 2.0);
INSERT INTO appointments (appointment_id, client_id, artist_id, design_id, booked_on, session_date, placement, status, deposit, final_price, hours) VALUES (37, 10, 1, 16, '2023-08-20', '2023-09-16', 'hand', 'completed', 80.0, 150.0, 1.5);
INSERT INTO appointments (appointment_id, client_id, artist_id, design_id, booked_on, session_date, placement, status, deposit, final_price, hours) VALUES (38, 13, 3, 2, '2023-08-25', '2023-09-23', 'chest', 'completed', 50.0, 260.0, 3.0);
INSERT INTO appointments (appointment_id, client_id, artist_id, design_id, booked_on, session_date, placement, status, deposit, final_price, hours) VALUES (39, 21, 4, 10, '2023-09-01', '2023-09-30', 'calf', 'completed', 150.0, 480.0, 3.5);
INSERT INTO appointments (appointment_id, client_id, artist_id, design_id, booked_on, session_date, placement, status, deposit, final_price, hours) VALUES (40, 20, 16, 3, '2023-09-05', '2023-10-07', 'forearm', 'completed', 120.0, 430.0, 3.0);
INSERT INTO appointments (appointment_id, client_id, artist_id, design_id, booked_on, session_date, placement, status, deposit, final_price, hours) VALUES (41, 6, 11, 8, '2023-09-10', '2023-10-14', 'sternum', 'completed', 90.0, 330.0, 3.0);
INSERT INTO appointments (appointment_id, client_id, artist_id, design_id, booked_on, session_date, placement, status, deposit, final_price, hours) VALUES (42, 18, 9, 5, '2023-09-20', '2023-10-21', 'ankle', 'completed', 50.0, 115.0, 1.0);
INSERT INTO appointments (appointment_id, client_id, artist_id, design_id, booked_on, session_date, placement, status, deposit, final_price, hours) VALUES (43, 15, 5, 15, '2023-10-01', '2023-10-28', 'shoulder', 'no-show', 80.0, NULL, NULL);
INSERT INTO appointments (appointment_id, client_id, artist_id, design_id, booked_on, session_date, placement, status, deposit, final_price, hours) VALUES (44, 1, 15, 21, '2023-10-05', '2023-11-04', 'thigh', 'completed', 100.0, 380.0, 3.5);
INSERT INTO appointments (appointment_id, client_id, artist_id, design_id, booked_on, session_date, placement, status, deposit, final_price, hours) VALUES (45, 9, 1, 7, '2023-10-20', '2023-11-11', 'upper arm', 'completed', 80.0, 360.0, 3.5);
INSERT INTO appointments (appointment_id, client_id, artist_id, design_id, booked_on, session_date, placement, status, deposit, final_price, hours) VALUES (46, 14, 13, 6, '2023-11-01', '2023-11-18', 'forearm', 'completed', 60.0, 230.0, 2.0);
INSERT INTO appointments (appointment_id, client_id, artist_id, design_id, booked_on, session_date, placement, status, deposit, final_price, hours) VALUES (47, 22, 12, 18, '2023-11-05', '2023-12-02', 'chest', 'booked', 120.0, NULL, NULL);
INSERT INTO appointments (appointment_id, client_id, artist_id, design_id, booked_on, session_date, placement, status, deposit, final_price, hours) VALUES (48, 12, 9, 22, '2023-11-10', '2023-12-09', 'wrist', 'booked', 50.0, NULL, NULL);
INSERT INTO appointments (appointment_id, client_id, artist_id, design_id, booked_on, session_date, placement, status, deposit, final_price, hours) VALUES (49, 5, 3, 9, '2023-11-12', '2023-12-16', 'forearm', 'booked', 50.0, NULL, NULL);
INSERT INTO appointments (appointment_id, client_id, artist_id, design_id, booked_on, session_date, placement, status, deposit, final_price, hours) VALUES (50, 26, 5, NULL, '2023-11-20', '2023-12-16', 'back', 'booked', 0.0, NULL, NULL);
INSERT INTO touch_ups (touch_up_id, appointment_id, requested_on, done_on, charge, reason) VALUES (1, 1, '2023-02-10', '2023-02-20', 0.0, 'patchy shading');
INSERT INTO touch_ups (touch_up_id, appointment_id, requested_on, done_on, charge, reason) VALUES (2, 3, '2023-02-25', '2023-03-08', 0.0, 'line blowout');
INSERT INTO touch_ups (touch_up_id, appointment_id, requested_on, done_on, charge, reason) VALUES (3, 4, '2023-02-15', '2023-02-28', 0.0, NULL);
INSERT INTO touch_ups (touch_up_id, appointment_id, requested_on, done_on, charge, reason) VALUES (4, 6, '2023-03-20', '2023-04-03', 0.0, 'fading');
INSERT INTO touch_ups (touch_up_id, appointment_id, requested_on, done_on, charge, reason) VALUES (5, 8, '2023-04-02', '2023-04-20', 25.0, 'colour faded');
INSERT INTO touch_ups (touch_up_id, appointment_id, requested_on, done_on, charge, reason) VALUES (6, 10, '2023-04-15', '2023-05-01', 0.0, 'letter spacing');
INSERT INTO touch_ups (touch_up_id, appointment_id, requested_on, done_on, charge, reason) VALUES (7, 13, '2023-05-05', '2023-05-19', 0.0, NULL);
INSERT INTO touch_ups (touch_up_id, appointment_id, requested_on, done_on, charge, reason) VALUES (8, 14, '2023-05-10', '2023-05-24', 0.0, 'fading');
INSERT INTO touch_ups (touch_up_id, appointment_id, requested_on, done_on, charge, reason) VALUES (9, 16, '2023-05-28', '2023-06-14', 30.0, 'patchy shading');
INSERT INTO touch_ups (touch_up_id, appointment_id, requested_on, done_on, charge, reason) VALUES (10, 20, '2023-06-20', NULL, 0.0, 'line blowout');
INSERT INTO touch_ups (touch_up_id, appointment_id, requested_on, done_on, charge, reason) VALUES (11, 21, '2023-06-30', '2023-07-12', 0.0, 'fading');
INSERT INTO touch_ups (touch_up_id, appointment_id, requested_on, done_on, charge, reason) VALUES (12, 27, '2023-08-10', '2023-08-25', 0.0, NULL);
INSERT INTO touch_ups (touch_up_id, appointment_id, requested_on, done_on, charge, reason) VALUES (13, 30, '2023-09-01', '2023-09-15', 20.0, 'fading');
INSERT INTO touch_ups (touch_up_id, appointment_id, requested_on, done_on, charge, reason) VALUES (14, 32, '2023-09-15', NULL, 0.0, 'fading');
INSERT INTO touch_ups (touch_up_id, appointment_id, requested_on, done_on, charge, reason) VALUES (15, 36, '2023-10-12', '2023-10-30', 0.0, 'colour faded');
INSERT INTO touch_ups (touch_up_id, appointment_id, requested_on, done_on, charge, reason) VALUES (16, 38, '2023-10-25', NULL, 40.0, 'patchy shading');
INSERT INTO touch_ups (touch_up_id, appointment_id, requested_on, done_on, charge, reason) VALUES (17, 42, '2023-11-20', NULL, 0.0, NULL);
COMMIT;
