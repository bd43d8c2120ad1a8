-- dive_centre: a scuba dive centre on Malta and Gozo (instructors, divers, dive sites, trips, bookings)
BEGIN TRANSACTION;
CREATE TABLE instructors (
    instructor_id INTEGER PRIMARY KEY,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    pro_level TEXT NOT NULL,
    hire_date TEXT NOT NULL,
    day_rate REAL NOT NULL,
    left_date TEXT -- NULL = still on the team
);
CREATE TABLE divers (
    diver_id INTEGER PRIMARY KEY,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    country TEXT NOT NULL,
    cert_level TEXT NOT NULL,
    cert_agency TEXT NOT NULL,
    logged_dives INTEGER NOT NULL,
    is_nitrox INTEGER NOT NULL CHECK (is_nitrox IN (0, 1)),
    medical_expiry_date TEXT -- NULL = no medical statement on file
);
CREATE TABLE dive_sites (
    site_id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    island TEXT NOT NULL,
    site_type TEXT NOT NULL,
    max_depth_m REAL NOT NULL,
    boat_ride_min INTEGER, -- NULL = shore entry, no boat needed
    min_cert_level TEXT -- NULL = open to all certified divers
);
CREATE TABLE trips (
    trip_id INTEGER PRIMARY KEY,
    site_id INTEGER NOT NULL REFERENCES dive_sites (site_id),
    instructor_id INTEGER NOT NULL REFERENCES instructors (instructor_id),
    trip_date TEXT NOT NULL,
    start_time TEXT NOT NULL,
    boat_name TEXT, -- NULL = shore dive, no boat used
    max_divers INTEGER NOT NULL,
    trip_fee REAL NOT NULL,
    is_night_dive INTEGER NOT NULL CHECK (is_night_dive IN (0, 1))
);
CREATE TABLE bookings (
    booking_id INTEGER PRIMARY KEY,
    trip_id INTEGER NOT NULL REFERENCES trips (trip_id),
    diver_id INTEGER NOT NULL REFERENCES divers (diver_id),
    booked_date TEXT NOT NULL,
    amount_paid REAL NOT NULL,
    rental_fee REAL, -- NULL = diver brought own gear, nothing rented
    depth_reached_m REAL, -- NULL = no dive logged (cancelled or not yet dived)
    is_cancelled INTEGER NOT NULL CHECK (is_cancelled IN (0, 1))
);
INSERT INTO instructors (instructor_id, first_name, last_name, pro_level, hire_date, day_rate, left_date) VALUES (1, 'Marco', 'Vella', 'Master Instructor', '2014-04-01', 180.0, NULL);
INSERT INTO instructors (instructor_id, first_name, last_name, pro_level, hire_date, day_rate, left_date) VALUES (2, 'Luca', 'Bianchi', 'Instructor', '2019-05-15', 140.0, NULL);
INSERT INTO instructors (instructor_id, first_name, last_name, pro_level, hire_date, day_rate, left_date) VALUES (3, 'Sarah', 'Camilleri', 'Course Director', '2011-03-01', 220.0, NULL);
INSERT INTO instructors (instructor_id, first_name, last_name, pro_level, hire_date, day_rate, left_date) VALUES (4, 'Jonas', 'Berg', 'Divemaster', '2022-06-01', 95.0, '2024-10-31');
INSERT INTO instructors (instructor_id, first_name, last_name, pro_level, hire_date, day_rate, left_date) VALUES (5, 'Aisha', 'Rahman', 'Instructor', '2020-04-20', 140.0, NULL);
INSERT INTO instructors (instructor_id, first_name, last_name, pro_level, hire_date, day_rate, left_date) VALUES (6, 'Kirsty', 'Farrugia', 'Master Instructor', '2016-09-10', 175.0, NULL);
INSERT INTO instructors (instructor_id, first_name, last_name, pro_level, hire_date, day_rate, left_date) VALUES (7, 'Daniel', 'Grech', 'Divemaster', '2023-03-27', 90.0, NULL);
INSERT INTO instructors (instructor_id, first_name, last_name, pro_level, hire_date, day_rate, left_date) VALUES (8, 'Elena', 'Petrova', 'Instructor', '2021-05-03', 135.0, NULL);
INSERT INTO instructors (instructor_id, first_name, last_name, pro_level, hire_date, day_rate, left_date) VALUES (9, 'Matthew', 'Borg', 'Divemaster', '2024-04-08', 90.0, NULL);
INSERT INTO instructors (instructor_id, first_name, last_name, pro_level, hire_date, day_rate, left_date) VALUES (10, 'Nadia', 'Zammit', 'Instructor', '2018-02-12', 150.0, '2025-01-31');
INSERT INTO instructors (instructor_id, first_name, last_name, pro_level, hire_date, day_rate, left_date) VALUES (11, 'Pieter', 'de Vries', 'Master Instructor', '2015-05-05', 185.0, NULL);
INSERT INTO instructors (instructor_id, first_name, last_name, pro_level, hire_date, day_rate, left_date) VALUES (12, 'Sofia', 'Mifsud', 'Divemaster', '2024-05-20', 95.0, NULL);
INSERT INTO instructors (instructor_id, first_name, last_name, pro_level, hire_date, day_rate, left_date) VALUES (13, 'Ryan', 'Attard', 'Instructor', '2017-04-03', 145.0, NULL);
INSERT INTO instructors (instructor_id, first_name, last_name, pro_level, hire_date, day_rate, left_date) VALUES (14, 'Claire', 'Dupont', 'Instructor', '2023-04-17', 135.0, '2024-09-30');
INSERT INTO instructors (instructor_id, first_name, last_name, pro_level, hire_date, day_rate, left_date) VALUES (15, 'Tomasz', 'Nowak', 'Divemaster', '2021-06-14', 92.0, NULL);
INSERT INTO divers (diver_id, first_name, last_name, country, cert_level, cert_agency, logged_dives, is_nitrox, medical_expiry_date) VALUES (1, 'Marco', 'Rossi', 'Italy', 'Advanced Open Water', 'PADI', 64, 1, '2026-04-27');
INSERT INTO divers (diver_id, first_name, last_name, country, cert_level, cert_agency, logged_dives, is_nitrox, medical_expiry_date) VALUES (2, 'Sarah', 'Jenkins', 'United Kingdom', 'Open Water', 'PADI', 12, 0, '2025-07-06');
INSERT INTO divers (diver_id, first_name, last_name, country, cert_level, cert_agency, logged_dives, is_nitrox, medical_expiry_date) VALUES (3, 'Hannah', 'Schmidt', 'Germany', 'Rescue Diver', 'SSI', 140, 1, '2026-08-16');
INSERT INTO divers (diver_id, first_name, last_name, country, cert_level, cert_agency, logged_dives, is_nitrox, medical_expiry_date) VALUES (4, 'Pieter', 'Jansen', 'Netherlands', 'Advanced Open Water', 'PADI', 48, 1, '2025-11-08');
INSERT INTO divers (diver_id, first_name, last_name, country, cert_level, cert_agency, logged_dives, is_nitrox, medical_expiry_date) VALUES (5, 'Emma', 'Larsson', 'Sweden', 'Open Water', 'SSI', 9, 0, '2025-07-25');
INSERT INTO divers (diver_id, first_name, last_name, country, cert_level, cert_agency, logged_dives, is_nitrox, medical_expiry_date) VALUES (6, 'Oliver', 'Hughes', 'United Kingdom', 'Divemaster', 'BSAC', 310, 1, NULL);
INSERT INTO divers (diver_id, first_name, last_name, country, cert_level, cert_agency, logged_dives, is_nitrox, medical_expiry_date) VALUES (7, 'Chloe', 'Martin', 'France', 'Advanced Open Water', 'PADI', 35, 0, '2026-02-24');
INSERT INTO divers (diver_id, first_name, last_name, country, cert_level, cert_agency, logged_dives, is_nitrox, medical_expiry_date) VALUES (8, 'Jakub', 'Kowalczyk', 'Poland', 'Rescue Diver', 'PADI', 95, 1, '2025-09-29');
INSERT INTO divers (diver_id, first_name, last_name, country, cert_level, cert_agency, logged_dives, is_nitrox, medical_expiry_date) VALUES (9, 'Liam', 'O''Brien', 'Ireland', 'Open Water', 'PADI', 6, 0, NULL);
INSERT INTO divers (diver_id, first_name, last_name, country, cert_level, cert_agency, logged_dives, is_nitrox, medical_expiry_date) VALUES (10, 'Giulia', 'Ferrari', 'Italy', 'Divemaster', 'SSI', 220, 1, '2026-06-30');
INSERT INTO divers (diver_id, first_name, last_name, country, cert_level, cert_agency, logged_dives, is_nitrox, medical_expiry_date) VALUES (11, 'Noah', 'Becker', 'Germany', 'Advanced Open Water', 'PADI', 41, 0, '2025-09-09');
INSERT INTO divers (diver_id, first_name, last_name, country, cert_level, cert_agency, logged_dives, is_nitrox, medical_expiry_date) VALUES (12, 'Ava', 'Thompson', 'United States', 'Open Water', 'PADI', 15, 0, NULL);
INSERT INTO divers (diver_id, first_name, last_name, country, cert_level, cert_agency, logged_dives, is_nitrox, medical_expiry_date) VALUES (13, 'Lucas', 'Dubois', 'France', 'Rescue Diver', 'SSI', 88, 1, '2026-10-14');
INSERT INTO divers (diver_id, first_name, last_name, country, cert_level, cert_agency, logged_dives, is_nitrox, medical_expiry_date) VALUES (14, 'Mia', 'Caruana', 'Malta', 'Advanced Open Water', 'PADI', 57, 1, '2026-05-26');
INSERT INTO divers (diver_id, first_name, last_name, country, cert_level, cert_agency, logged_dives, is_nitrox, medical_expiry_date) VALUES (15, 'James', 'Walker', 'United Kingdom', 'Rescue Diver', 'BSAC', 132, 1, '2025-12-29');
INSERT INTO divers (diver_id, first_name, last_name, country, cert_level, cert_agency, logged_dives, is_nitrox, medical_expiry_date) VALUES (16, 'Freya', 'Nielsen', 'Denmark', 'Open Water', 'PADI', 4, 0, '2026-03-02');
INSERT INTO divers (diver_id, first_name, last_name, country, cert_level, cert_agency, logged_dives, is_nitrox, medical_expiry_date) VALUES (17, 'Matteo', 'Conti', 'Italy', 'Advanced Open Water', 'SSI', 70, 0, '2026-06-24');
INSERT INTO divers (diver_id, first_name, last_name, country, cert_level, cert_agency, logged_dives, is_nitrox, medical_expiry_date) VALUES (18, 'Zofia', 'Wisniewska', 'Poland', 'Open Water', 'PADI', 11, 0, NULL);
INSERT INTO divers (diver_id, first_name, last_name, country, cert_level, cert_agency, logged_dives, is_nitrox, medical_expiry_date) VALUES (19, 'Ethan', 'Murphy', 'Ireland', 'Advanced Open Water', 'PADI', 29, 1, '2026-09-23');
INSERT INTO divers (diver_id, first_name, last_name, country, cert_level, cert_agency, logged_dives, is_nitrox, medical_expiry_date) VALUES (20, 'Lena', 'Hoffmann', 'Germany', 'Divemaster', 'PADI', 260, 1, '2025-08-12');
INSERT INTO divers (diver_id, first_name, last_name, country, cert_level, cert_agency, logged_dives, is_nitrox, medical_expiry_date) VALUES (21, 'Sarah', 'Okoye', 'United Kingdom', 'Advanced Open Water', 'PADI', 52, 1, '2025-11-13');
INSERT INTO divers (diver_id, first_name, last_name, country, cert_level, cert_agency, logged_dives, is_nitrox, medical_expiry_date) VALUES (22, 'Daniel', 'Svensson', 'Sweden', 'Rescue Diver', 'SSI', 115, 1, '2026-07-11');
INSERT INTO divers (diver_id, first_name, last_name, country, cert_level, cert_agency, logged_dives, is_nitrox, medical_expiry_date) VALUES (23, 'Isabel', 'Garcia', 'Spain', 'Open Water', 'SSI', 8, 0, NULL);
INSERT INTO divers (diver_id, first_name, last_name, country, cert_level, cert_agency, logged_dives, is_nitrox, medical_expiry_date) VALUES (24, 'Tom', 'Bakker', 'Netherlands', 'Advanced Open Water', 'PADI', 44, 0, NULL);
INSERT INTO divers (diver_id, first_name, last_name, country, cert_level, cert_agency, logged_dives, is_nitrox, medical_expiry_date) VALUES (25, 'Nina', 'Fischer', 'Germany', 'Open Water', 'PADI', 18, 0, '2025-12-05');
INSERT INTO divers (diver_id, first_name, last_name, country, cert_level, cert_agency, logged_dives, is_nitrox, medical_expiry_date) VALUES (26, 'Owen', 'Price', 'United Kingdom', 'Advanced Open Water', 'BSAC', 76, 1, '2026-06-16');
INSERT INTO divers (diver_id, first_name, last_name, country, cert_level, cert_agency, logged_dives, is_nitrox, medical_expiry_date) VALUES (27, 'Elise', 'Laurent', 'France', 'Open Water', 'PADI', 7, 0, '2025-03-18');
INSERT INTO divers (diver_id, first_name, last_name, country, cert_level, cert_agency, logged_dives, is_nitrox, medical_expiry_date) VALUES (28, 'Kevin', 'Azzopardi', 'Malta', 'Rescue Diver', 'PADI', 160, 1, '2025-07-31');
INSERT INTO divers (diver_id, first_name, last_name, country, cert_level, cert_agency, logged_dives, is_nitrox, medical_expiry_date) VALUES (29, 'Grace', 'Kelly', 'United States', 'Advanced Open Water', 'PADI', 38, 0, '2026-04-25');
INSERT INTO divers (diver_id, first_name, last_name, country, cert_level, cert_agency, logged_dives, is_nitrox, medical_expiry_date) VALUES (30, 'Anders', 'Holm', 'Denmark', 'Divemaster', 'SSI', 400, 1, NULL);
INSERT INTO dive_sites (site_id, name, island, site_type, max_depth_m, boat_ride_min, min_cert_level) VALUES (1, 'Blue Hole', 'Gozo', 'Wall', 30.0, NULL, NULL);
INSERT INTO dive_sites (site_id, name, island, site_type, max_depth_m, boat_ride_min, min_cert_level) VALUES (2, 'Inland Sea', 'Gozo', 'Cave', 25.0, NULL, NULL);
INSERT INTO dive_sites (site_id, name, island, site_type, max_depth_m, boat_ride_min, min_cert_level) VALUES (3, 'Cirkewwa Arch', 'Malta', 'Reef', 18.0, NULL, NULL);
INSERT INTO dive_sites (site_id, name, island, site_type, max_depth_m, boat_ride_min, min_cert_level) VALUES (4, 'P29 Patrol Boat', 'Malta', 'Wreck', 36.0, NULL, 'Advanced Open Water');
INSERT INTO dive_sites (site_id, name, island, site_type, max_depth_m, boat_ride_min, min_cert_level) VALUES (5, 'Um El Faroud', 'Malta', 'Wreck', 36.0, 20, 'Advanced Open Water');
INSERT INTO dive_sites (site_id, name, island, site_type, max_depth_m, boat_ride_min, min_cert_level) VALUES (6, 'MV Karwela', 'Gozo', 'Wreck', 42.0, 15, 'Advanced Open Water');
INSERT INTO dive_sites (site_id, name, island, site_type, max_depth_m, boat_ride_min, min_cert_level) VALUES (7, 'Coral Cave', 'Gozo', 'Cave', 30.0, 25, NULL);
INSERT INTO dive_sites (site_id, name, island, site_type, max_depth_m, boat_ride_min, min_cert_level) VALUES (8, 'Reqqa Point', 'Gozo', 'Wall', 45.0, 30, 'Advanced Open Water');
INSERT INTO dive_sites (site_id, name, island, site_type, max_depth_m, boat_ride_min, min_cert_level) VALUES (9, 'Santa Maria Caves', 'Comino', 'Cave', 12.0, 20, NULL);
INSERT INTO dive_sites (site_id, name, island, site_type, max_depth_m, boat_ride_min, min_cert_level) VALUES (10, 'HMS Maori', 'Malta', 'Wreck', 17.0, NULL, NULL);
INSERT INTO dive_sites (site_id, name, island, site_type, max_depth_m, boat_ride_min, min_cert_level) VALUES (11, 'Ghar Lapsi', 'Malta', 'Reef', 20.0, NULL, NULL);
INSERT INTO dive_sites (site_id, name, island, site_type, max_depth_m, boat_ride_min, min_cert_level) VALUES (12, 'Fungus Rock', 'Gozo', 'Wall', 50.0, 35, 'Rescue Diver');
INSERT INTO dive_sites (site_id, name, island, site_type, max_depth_m, boat_ride_min, min_cert_level) VALUES (13, 'Crocodile Rock', 'Gozo', 'Reef', 40.0, 30, 'Advanced Open Water');
INSERT INTO dive_sites (site_id, name, island, site_type, max_depth_m, boat_ride_min, min_cert_level) VALUES (14, 'Xlendi Tunnel', 'Gozo', 'Cave', 10.0, NULL, NULL);
INSERT INTO dive_sites (site_id, name, island, site_type, max_depth_m, boat_ride_min, min_cert_level) VALUES (15, 'Blue Lagoon Reef', 'Comino', 'Reef', 14.0, 20, NULL);
INSERT INTO trips (trip_id, site_id, instructor_id, trip_date, start_time, boat_name, max_divers, trip_fee, is_night_dive) VALUES (1, 14, 15, '2024-05-13', '14:00', NULL, 8, 45.0, 0);
INSERT INTO trips (trip_id, site_id, instructor_id, trip_date, start_time, boat_name, max_divers, trip_fee, is_night_dive) VALUES (2, 1, 14, '2024-05-19', '13:30', NULL, 12, 45.0, 0);
INSERT INTO trips (trip_id, site_id, instructor_id, trip_date, start_time, boat_name, max_divers, trip_fee, is_night_dive) VALUES (3, 12, 12, '2024-05-22', '19:30', 'Dentici', 10, 90.0, 1);
INSERT INTO trips (trip_id, site_id, instructor_id, trip_date, start_time, boat_name, max_divers, trip_fee, is_night_dive) VALUES (4, 13, 4, '2024-05-27', '13:30', 'Dentici', 8, 85.0, 0);
INSERT INTO trips (trip_id, site_id, instructor_id, trip_date, start_time, boat_name, max_divers, trip_fee, is_night_dive) VALUES (5, 4, 4, '2024-06-02', '19:30', NULL, 8, 60.0, 1);
INSERT INTO trips (trip_id, site_id, instructor_id, trip_date, start_time, boat_name, max_divers, trip_fee, is_night_dive) VALUES (6, 14, 5, '2024-06-05', '10:30', NULL, 12, 45.0, 0);
INSERT INTO trips (trip_id, site_id, instructor_id, trip_date, start_time, boat_name, max_divers, trip_fee, is_night_dive) VALUES (7, 2, 6, '2024-06-12', '14:00', NULL, 8, 45.0, 0);
INSERT INTO trips (trip_id, site_id, instructor_id, trip_date, start_time, boat_name, max_divers, trip_fee, is_night_dive) VALUES (8, 8, 6, '2024-06-16', '19:30', 'Dentici', 8, 90.0, 1);
INSERT INTO trips (trip_id, site_id, instructor_id, trip_date, start_time, boat_name, max_divers, trip_fee, is_night_dive) VALUES (9, 7, 10, '2024-06-21', '13:30', 'Lampuka', 10, 65.0, 0);
INSERT INTO trips (trip_id, site_id, instructor_id, trip_date, start_time, boat_name, max_divers, trip_fee, is_night_dive) VALUES (10, 10, 11, '2024-06-25', '19:30', NULL, 8, 60.0, 1);
INSERT INTO trips (trip_id, site_id, instructor_id, trip_date, start_time, boat_name, max_divers, trip_fee, is_night_dive) VALUES (11, 15, 3, '2024-06-28', '09:00', 'Dentici', 6, 65.0, 0);
INSERT INTO trips (trip_id, site_id, instructor_id, trip_date, start_time, boat_name, max_divers, trip_fee, is_night_dive) VALUES (12, 13, 5, '2024-07-02', '13:30', 'Sea Breeze', 12, 70.0, 0);
INSERT INTO trips (trip_id, site_id, instructor_id, trip_date, start_time, boat_name, max_divers, trip_fee, is_night_dive) VALUES (13, 15, 7, '2024-07-09', '13:30', 'Lampuka', 10, 60.0, 0);
INSERT INTO trips (trip_id, site_id, instructor_id, trip_date, start_time, boat_name, max_divers, trip_fee, is_night_dive) VALUES (14, 5, 3, '2024-07-14', '10:30', 'Sea Breeze', 12, 60.0, 0);
INSERT INTO trips (trip_id, site_id, instructor_id, trip_date, start_time, boat_name, max_divers, trip_fee, is_night_dive) VALUES (15, 15, 4, '2024-07-18', '09:00', 'Sea Breeze', 10, 65.0, 0);
INSERT INTO trips (trip_id, site_id, instructor_id, trip_date, start_time, boat_name, max_divers, trip_fee, is_night_dive) VALUES (16, 13, 12, '2024-07-23', '08:30', 'Sea Breeze', 12, 85.0, 0);
INSERT INTO trips (trip_id, site_id, instructor_id, trip_date, start_time, boat_name, max_divers, trip_fee, is_night_dive) VALUES (17, 12, 13, '2025-04-12', '19:30', 'Lampuka', 8, 75.0, 1);
INSERT INTO trips (trip_id, site_id, instructor_id, trip_date, start_time, boat_name, max_divers, trip_fee, is_night_dive) VALUES (18, 15, 13, '2025-04-16', '08:30', 'Sea Breeze', 8, 65.0, 0);
INSERT INTO trips (trip_id, site_id, instructor_id, trip_date, start_time, boat_name, max_divers, trip_fee, is_night_dive) VALUES (19, 10, 15, '2025-04-22', '08:30', NULL, 8, 45.0, 0);
INSERT INTO trips (trip_id, site_id, instructor_id, trip_date, start_time, boat_name, max_divers, trip_fee, is_night_dive) VALUES (20, 2, 12, '2025-04-29', '14:00', NULL, 6, 45.0, 0);
INSERT INTO trips (trip_id, site_id, instructor_id, trip_date, start_time, boat_name, max_divers, trip_fee, is_night_dive) VALUES (21, 2, 11, '2025-05-06', '10:30', NULL, 6, 45.0, 0);
INSERT INTO trips (trip_id, site_id, instructor_id, trip_date, start_time, boat_name, max_divers, trip_fee, is_night_dive) VALUES (22, 5, 1, '2025-05-09', '08:30', 'Sea Breeze', 8, 85.0, 0);
INSERT INTO trips (trip_id, site_id, instructor_id, trip_date, start_time, boat_name, max_divers, trip_fee, is_night_dive) VALUES (23, 4, 13, '2025-05-16', '09:00', NULL, 12, 45.0, 0);
INSERT INTO trips (trip_id, site_id, instructor_id, trip_date, start_time, boat_name, max_divers, trip_fee, is_night_dive) VALUES (24, 5, 15, '2025-05-21', '13:30', 'Sea Breeze', 12, 65.0, 0);
INSERT INTO trips (trip_id, site_id, instructor_id, trip_date, start_time, boat_name, max_divers, trip_fee, is_night_dive) VALUES (25, 14, 9, '2025-05-28', '14:00', NULL, 8, 45.0, 0);
INSERT INTO trips (trip_id, site_id, instructor_id, trip_date, start_time, boat_name, max_divers, trip_fee, is_night_dive) VALUES (26, 3, 6, '2025-06-01', '09:00', NULL, 10, 45.0, 0);
INSERT INTO trips (trip_id, site_id, instructor_id, trip_date, start_time, boat_name, max_divers, trip_fee, is_night_dive) VALUES (27, 11, 1, '2025-06-07', '19:30', NULL, 6, 60.0, 1);
INSERT INTO trips (trip_id, site_id, instructor_id, trip_date, start_time, boat_name, max_divers, trip_fee, is_night_dive) VALUES (28, 13, 11, '2025-06-11', '08:30', 'Lampuka', 12, 85.0, 0);
INSERT INTO trips (trip_id, site_id, instructor_id, trip_date, start_time, boat_name, max_divers, trip_fee, is_night_dive) VALUES (29, 8, 11, '2025-06-18', '13:30', 'Dentici', 10, 60.0, 0);
INSERT INTO trips (trip_id, site_id, instructor_id, trip_date, start_time, boat_name, max_divers, trip_fee, is_night_dive) VALUES (30, 15, 6, '2025-06-25', '09:00', 'Lampuka', 6, 85.0, 0);
INSERT INTO trips (trip_id, site_id, instructor_id, trip_date, start_time, boat_name, max_divers, trip_fee, is_night_dive) VALUES (31, 2, 3, '2025-07-01', '10:30', NULL, 10, 45.0, 0);
INSERT INTO trips (trip_id, site_id, instructor_id, trip_date, start_time, boat_name, max_divers, trip_fee, is_night_dive) VALUES (32, 8, 3, '2025-07-06', '13:30', 'Dentici', 10, 75.0, 0);
INSERT INTO bookings (booking_id, trip_id, diver_id, booked_date, amount_paid, rental_fee, depth_reached_m, is_cancelled) VALUES (1, 11, 2, '2024-06-20', 65.0, NULL, 9.8, 0);
INSERT INTO bookings (booking_id, trip_id, diver_id, booked_date, amount_paid, rental_fee, depth_reached_m, is_cancelled) VALUES (2, 7, 2, '2024-05-15', 40.5, 25.0, 15.2, 0);
INSERT INTO bookings (booking_id, trip_id, diver_id, booked_date, amount_paid, rental_fee, depth_reached_m, is_cancelled) VALUES (3, 9, 7, '2024-05-15', 65.0, NULL, 24.1, 0);
INSERT INTO bookings (booking_id, trip_id, diver_id, booked_date, amount_paid, rental_fee, depth_reached_m, is_cancelled) VALUES (4, 18, 14, '2025-03-11', 65.0, NULL, NULL, 1);
INSERT INTO bookings (booking_id, trip_id, diver_id, booked_date, amount_paid, rental_fee, depth_reached_m, is_cancelled) VALUES (5, 8, 7, '2024-05-22', 90.0, NULL, 24.1, 0);
INSERT INTO bookings (booking_id, trip_id, diver_id, booked_date, amount_paid, rental_fee, depth_reached_m, is_cancelled) VALUES (6, 16, 18, '2024-07-04', 76.5, NULL, 30.7, 0);
INSERT INTO bookings (booking_id, trip_id, diver_id, booked_date, amount_paid, rental_fee, depth_reached_m, is_cancelled) VALUES (7, 26, 13, '2025-05-13', 45.0, 20.0, 15.3, 0);
INSERT INTO bookings (booking_id, trip_id, diver_id, booked_date, amount_paid, rental_fee, depth_reached_m, is_cancelled) VALUES (8, 15, 14, '2024-06-18', 65.0, NULL, 12.8, 0);
INSERT INTO bookings (booking_id, trip_id, diver_id, booked_date, amount_paid, rental_fee, depth_reached_m, is_cancelled) VALUES (9, 30, 21, '2025-05-21', 85.0, NULL, NULL, 0);
INSERT INTO bookings (booking_id, trip_id, diver_id, booked_date, amount_paid, rental_fee, depth_reached_m, is_cancelled) VALUES (10, 17, 14, '2025-03-09', 75.0, NULL, 42.6, 0);
INSERT INTO bookings (booking_id, trip_id, diver_id, booked_date, amount_paid, rental_fee, depth_reached_m, is_cancelled) VALUES (11, 9, 25, '2024-06-15', 65.0, 25.0, 23.2, 0);
INSERT INTO bookings (booking_id, trip_id, diver_id, booked_date, amount_paid, rental_fee, depth_reached_m, is_cancelled) VALUES (12, 25, 24, '2025-05-09', 40.5, 30.0, 9.3, 0);
INSERT INTO bookings (booking_id, trip_id, diver_id, booked_date, amount_paid, rental_fee, depth_reached_m, is_cancelled) VALUES (13, 25, 23, '2025-05-23', 40.5, 15.0, 6.1, 0);
INSERT INTO bookings (booking_id, trip_id, diver_id, booked_date, amount_paid, rental_fee, depth_reached_m, is_cancelled) VALUES (14, 5, 25, '2024-04-25', 60.0, 25.0, 25.6, 0);
INSERT INTO bookings (booking_id, trip_id, diver_id, booked_date, amount_paid, rental_fee, depth_reached_m, is_cancelled) VALUES (15, 28, 6, '2025-05-29', 85.0, 15.0, 20.0, 0);
INSERT INTO bookings (booking_id, trip_id, diver_id, booked_date, amount_paid, rental_fee, depth_reached_m, is_cancelled) VALUES (16, 18, 5, '2025-03-22', 58.5, 15.0, 10.4, 0);
INSERT INTO bookings (booking_id, trip_id, diver_id, booked_date, amount_paid, rental_fee, depth_reached_m, is_cancelled) VALUES (17, 11, 10, '2024-06-19', 58.5, 30.0, 13.1, 0);
INSERT INTO bookings (booking_id, trip_id, diver_id, booked_date, amount_paid, rental_fee, depth_reached_m, is_cancelled) VALUES (18, 22, 14, '2025-04-17', 85.0, NULL, 20.4, 0);
INSERT INTO bookings (booking_id, trip_id, diver_id, booked_date, amount_paid, rental_fee, depth_reached_m, is_cancelled) VALUES (19, 18, 13, '2025-04-07', 65.0, NULL, 8.1, 0);
INSERT INTO bookings (booking_id, trip_id, diver_id, booked_date, amount_paid, rental_fee, depth_reached_m, is_cancelled) VALUES (20, 9, 23, '2024-05-24', 65.0, NULL, 23.6, 0);
INSERT INTO bookings (booking_id, trip_id, diver_id, booked_date, amount_paid, rental_fee, depth_reached_m, is_cancelled) VALUES (21, 15, 9, '2024-07-16', 65.0, 30.0, 6.5, 0);
INSERT INTO bookings (booking_id, trip_id, diver_id, booked_date, amount_paid, rental_fee, depth_reached_m, is_cancelled) VALUES (22, 10, 9, '2024-06-01', 60.0, NULL, 12.6, 0);
INSERT INTO bookings (booking_id, trip_id, diver_id, booked_date, amount_paid, rental_fee, depth_reached_m, is_cancelled) VALUES (23, 3, 22, '2024-05-03', 90.0, 30.0, 35.1, 0);
INSERT INTO bookings (booking_id, trip_id, diver_id, booked_date, amount_paid, rental_fee, depth_reached_m, is_cancelled) VALUES (24, 24, 6, '2025-05-16', 65.0, 25.0, 24.1, 0);
INSERT INTO bookings (booking_id, trip_id, diver_id, booked_date, amount_paid, rental_fee, depth_reached_m, is_cancelled) VALUES (25, 21, 20, '2025-05-05', 45.0, NULL, NULL, 1);
INSERT INTO bookings (booking_id, trip_id, diver_id, booked_date, amount_paid, rental_fee, depth_reached_m, is_cancelled) VALUES (26, 6, 23, '2024-05-30', 45.0, 20.0, 7.9, 0);
INSERT INTO bookings (booking_id, trip_id, diver_id, booked_date, amount_paid, rental_fee, depth_reached_m, is_cancelled) VALUES (27, 15, 22, '2024-06-27', 65.0, 30.0, 6.7, 0);
INSERT INTO bookings (booking_id, trip_id, diver_id, booked_date, amount_paid, rental_fee, depth_reached_m, is_cancelled) VALUES (28, 14, 22, '2024-06-09', 60.0, NULL, 21.8, 0);
INSERT INTO bookings (booking_id, trip_id, diver_id, booked_date, amount_paid, rental_fee, depth_reached_m, is_cancelled) VALUES (29, 22, 2, '2025-04-30', 85.0, 25.0, 18.9, 0);
INSERT INTO bookings (booking_id, trip_id, diver_id, booked_date, amount_paid, rental_fee, depth_reached_m, is_cancelled) VALUES (30, 23, 1, '2025-04-06', 45.0, NULL, 21.3, 0);
INSERT INTO bookings (booking_id, trip_id, diver_id, booked_date, amount_paid, rental_fee, depth_reached_m, is_cancelled) VALUES (31, 30, 17, '2025-06-21', 76.5, NULL, NULL, 0);
INSERT INTO bookings (booking_id, trip_id, diver_id, booked_date, amount_paid, rental_fee, depth_reached_m, is_cancelled) VALUES (32, 17, 13, '2025-04-08', 75.0, 20.0, 33.8, 0);
INSERT INTO bookings (booking_id, trip_id, diver_id, booked_date, amount_paid, rental_fee, depth_reached_m, is_cancelled) VALUES (33, 27, 29, '2025-05-22', 60.0, 30.0, 16.4, 0);
INSERT INTO bookings (booking_id, trip_id, diver_id, booked_date, amount_paid, rental_fee, depth_reached_m, is_cancelled) VALUES (34, 27, 23, '2025-05-09', 60.0, 30.0, 13.0, 0);
INSERT INTO bookings (booking_id, trip_id, diver_id, booked_date, amount_paid, rental_fee, depth_reached_m, is_cancelled) VALUES (35, 29, 24, '2025-06-03', 54.0, 30.0, NULL, 0);
INSERT INTO bookings (booking_id, trip_id, diver_id, booked_date, amount_paid, rental_fee, depth_reached_m, is_cancelled) VALUES (36, 5, 9, '2024-05-25', 60.0, 25.0, NULL, 1);
INSERT INTO bookings (booking_id, trip_id, diver_id, booked_date, amount_paid, rental_fee, depth_reached_m, is_cancelled) VALUES (37, 31, 16, '2025-05-24', 45.0, 25.0, NULL, 0);
INSERT INTO bookings (booking_id, trip_id, diver_id, booked_date, amount_paid, rental_fee, depth_reached_m, is_cancelled) VALUES (38, 25, 17, '2025-05-11', 40.5, NULL, 9.0, 0);
INSERT INTO bookings (booking_id, trip_id, diver_id, booked_date, amount_paid, rental_fee, depth_reached_m, is_cancelled) VALUES (39, 10, 7, '2024-06-24', 54.0, NULL, NULL, 1);
INSERT INTO bookings (booking_id, trip_id, diver_id, booked_date, amount_paid, rental_fee, depth_reached_m, is_cancelled) VALUES (40, 11, 8, '2024-06-12', 58.5, NULL, NULL, 1);
INSERT INTO bookings (booking_id, trip_id, diver_id, booked_date, amount_paid, rental_fee, depth_reached_m, is_cancelled) VALUES (41, 3, 9, '2024-04-29', 90.0, NULL, 31.5, 0);
INSERT INTO bookings (booking_id, trip_id, diver_id, booked_date, amount_paid, rental_fee, depth_reached_m, is_cancelled) VALUES (42, 1, 26, '2024-04-06', 45.0, 30.0, 5.7, 0);
INSERT INTO bookings (booking_id, trip_id, diver_id, booked_date, amount_paid, rental_fee, depth_reached_m, is_cancelled) VALUES (43, 10, 25, '2024-06-02', 60.0, NULL, 9.7, 0);
INSERT INTO bookings (booking_id, trip_id, diver_id, booked_date, amount_paid, rental_fee, depth_reached_m, is_cancelled) VALUES (44, 29, 2, '2025-06-08', 60.0, NULL, NULL, 0);
INSERT INTO bookings (booking_id, trip_id, diver_id, booked_date, amount_paid, rental_fee, depth_reached_m, is_cancelled) VALUES (45, 30, 3, '2025-06-19', 85.0, 20.0, NULL, 0);
INSERT INTO bookings (booking_id, trip_id, diver_id, booked_date, amount_paid, rental_fee, depth_reached_m, is_cancelled) VALUES (46, 14, 29, '2024-07-01', 60.0, 15.0, 23.7, 0);
INSERT INTO bookings (booking_id, trip_id, diver_id, booked_date, amount_paid, rental_fee, depth_reached_m, is_cancelled) VALUES (47, 16, 12, '2024-07-10', 85.0, NULL, 32.5, 0);
INSERT INTO bookings (booking_id, trip_id, diver_id, booked_date, amount_paid, rental_fee, depth_reached_m, is_cancelled) VALUES (48, 27, 22, '2025-05-22', 60.0, NULL, 12.9, 0);
INSERT INTO bookings (booking_id, trip_id, diver_id, booked_date, amount_paid, rental_fee, depth_reached_m, is_cancelled) VALUES (49, 29, 30, '2025-05-12', 60.0, 25.0, NULL, 0);
INSERT INTO bookings (booking_id, trip_id, diver_id, booked_date, amount_paid, rental_fee, depth_reached_m, is_cancelled) VALUES (50, 21, 4, '2025-04-12', 45.0, 20.0, 13.0, 0);
INSERT INTO bookings (booking_id, trip_id, diver_id, booked_date, amount_paid, rental_fee, depth_reached_m, is_cancelled) VALUES (51, 7, 20, '2024-05-04', 45.0, 30.0, 23.4, 0);
INSERT INTO bookings (booking_id, trip_id, diver_id, booked_date, amount_paid, rental_fee, depth_reached_m, is_cancelled) VALUES (52, 32, 11, '2025-05-30', 75.0, 20.0, NULL, 0);
INSERT INTO bookings (booking_id, trip_id, diver_id, booked_date, amount_paid, rental_fee, depth_reached_m, is_cancelled) VALUES (53, 2, 17, '2024-04-19', 45.0, NULL, 28.2, 0);
INSERT INTO bookings (booking_id, trip_id, diver_id, booked_date, amount_paid, rental_fee, depth_reached_m, is_cancelled) VALUES (54, 28, 21, '2025-05-12', 85.0, 15.0, 28.4, 0);
INSERT INTO bookings (booking_id, trip_id, diver_id, booked_date, amount_paid, rental_fee, depth_reached_m, is_cancelled) VALUES (55, 20, 11, '2025-04-27', 40.5, NULL, 13.8, 0);
INSERT INTO bookings (booking_id, trip_id, diver_id, booked_date, amount_paid, rental_fee, depth_reached_m, is_cancelled) VALUES (56, 19, 15, '2025-03-25', 45.0, NULL, 12.4, 0);
INSERT INTO bookings (booking_id, trip_id, diver_id, booked_date, amount_paid, rental_fee, depth_reached_m, is_cancelled) VALUES (57, 20, 9, '2025-03-27', 45.0, 20.0, 18.0, 0);
INSERT INTO bookings (booking_id, trip_id, diver_id, booked_date, amount_paid, rental_fee, depth_reached_m, is_cancelled) VALUES (58, 3, 19, '2024-04-20', 90.0, 20.0, 28.9, 0);
INSERT INTO bookings (booking_id, trip_id, diver_id, booked_date, amount_paid, rental_fee, depth_reached_m, is_cancelled) VALUES (59, 21, 10, '2025-04-15', 45.0, NULL, 16.8, 0);
INSERT INTO bookings (booking_id, trip_id, diver_id, booked_date, amount_paid, rental_fee, depth_reached_m, is_cancelled) VALUES (60, 6, 17, '2024-06-02', 45.0, NULL, 8.7, 0);
COMMIT;
