-- Reefline Divers: instructors, dive sites, divers, boat trips, trip bookings and training courses.
BEGIN TRANSACTION;
CREATE TABLE instructors (
  instructor_id INTEGER PRIMARY KEY,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  grade TEXT NOT NULL CHECK (grade IN ('Divemaster', 'Instructor', 'Course Director')),
  hired_date TEXT NOT NULL,
  day_rate REAL NOT NULL,
  is_freelance INTEGER NOT NULL CHECK (is_freelance IN (0, 1)),
  left_date TEXT -- NULL = still on the team
);
CREATE TABLE dive_sites (
  site_id INTEGER PRIMARY KEY,
  site_name TEXT NOT NULL,
  area TEXT NOT NULL,
  max_depth_m REAL NOT NULL,
  difficulty TEXT NOT NULL CHECK (difficulty IN ('beginner', 'intermediate', 'advanced')),
  current_strength TEXT NOT NULL CHECK (current_strength IN ('weak', 'moderate', 'strong')),
  is_wreck INTEGER NOT NULL CHECK (is_wreck IN (0, 1)),
  last_survey_date TEXT -- NULL = never surveyed by the centre
);
CREATE TABLE divers (
  diver_id INTEGER PRIMARY KEY,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  country TEXT NOT NULL,
  registered_date TEXT NOT NULL,
  logbook_dives INTEGER NOT NULL,
  is_nitrox_certified INTEGER NOT NULL CHECK (is_nitrox_certified IN (0, 1)),
  emergency_phone TEXT -- NULL = no emergency contact given
);
CREATE TABLE trips (
  trip_id INTEGER PRIMARY KEY,
  site_id INTEGER NOT NULL REFERENCES dive_sites (site_id),
  lead_instructor_id INTEGER NOT NULL REFERENCES instructors (instructor_id),
  boat_name TEXT NOT NULL,
  trip_date TEXT NOT NULL,
  departure_time TEXT NOT NULL,
  is_night_dive INTEGER NOT NULL CHECK (is_night_dive IN (0, 1)),
  price_per_diver REAL NOT NULL,
  cancelled_reason TEXT -- NULL = trip went ahead
);
CREATE TABLE trip_bookings (
  booking_id INTEGER PRIMARY KEY,
  trip_id INTEGER NOT NULL REFERENCES trips (trip_id),
  diver_id INTEGER NOT NULL REFERENCES divers (diver_id),
  booked_date TEXT NOT NULL,
  amount_paid REAL NOT NULL,
  rental_fee REAL, -- NULL = brought own gear, nothing rented
  depth_reached_m REAL -- NULL = did not dive or depth not logged
);
CREATE TABLE course_enrolments (
  enrolment_id INTEGER PRIMARY KEY,
  diver_id INTEGER NOT NULL REFERENCES divers (diver_id),
  instructor_id INTEGER NOT NULL REFERENCES instructors (instructor_id),
  course_name TEXT NOT NULL,
  start_date TEXT NOT NULL,
  certified_date TEXT, -- NULL = not certified yet
  fee REAL NOT NULL
);
INSERT INTO instructors (instructor_id, first_name, last_name, grade, hired_date, day_rate, is_freelance, left_date) VALUES (1, 'Nadia', 'Okafor', 'Course Director', '2015-03-01', 210.0, 0, NULL);
INSERT INTO instructors (instructor_id, first_name, last_name, grade, hired_date, day_rate, is_freelance, left_date) VALUES (2, 'Kai', 'Tanaka', 'Instructor', '2018-05-14', 165.0, 0, NULL);
INSERT INTO instructors (instructor_id, first_name, last_name, grade, hired_date, day_rate, is_freelance, left_date) VALUES (3, 'Marco', 'Rossi', 'Instructor', '2017-04-02', 170.0, 0, NULL);
INSERT INTO instructors (instructor_id, first_name, last_name, grade, hired_date, day_rate, is_freelance, left_date) VALUES (4, 'Sam', 'Whitlock', 'Divemaster', '2021-06-10', 120.0, 1, '2024-10-31');
INSERT INTO instructors (instructor_id, first_name, last_name, grade, hired_date, day_rate, is_freelance, left_date) VALUES (5, 'Ana', 'Costa', 'Instructor', '2019-02-18', 160.0, 0, NULL);
INSERT INTO instructors (instructor_id, first_name, last_name, grade, hired_date, day_rate, is_freelance, left_date) VALUES (6, 'Jonas', 'Berg', 'Divemaster', '2022-03-07', 115.0, 1, NULL);
INSERT INTO instructors (instructor_id, first_name, last_name, grade, hired_date, day_rate, is_freelance, left_date) VALUES (7, 'Mia', 'Laurent', 'Instructor', '2020-09-21', 158.0, 1, NULL);
INSERT INTO instructors (instructor_id, first_name, last_name, grade, hired_date, day_rate, is_freelance, left_date) VALUES (8, 'Tariq', 'Aziz', 'Course Director', '2013-11-04', 220.0, 0, NULL);
INSERT INTO instructors (instructor_id, first_name, last_name, grade, hired_date, day_rate, is_freelance, left_date) VALUES (9, 'Chloe', 'Dubois', 'Divemaster', '2023-04-17', 110.0, 1, '2024-09-30');
INSERT INTO instructors (instructor_id, first_name, last_name, grade, hired_date, day_rate, is_freelance, left_date) VALUES (10, 'Rui', 'Santos', 'Instructor', '2016-07-25', 172.0, 0, NULL);
INSERT INTO instructors (instructor_id, first_name, last_name, grade, hired_date, day_rate, is_freelance, left_date) VALUES (11, 'Ellie', 'Marsh', 'Divemaster', '2022-12-05', 118.0, 0, NULL);
INSERT INTO instructors (instructor_id, first_name, last_name, grade, hired_date, day_rate, is_freelance, left_date) VALUES (12, 'Pedro', 'Alves', 'Instructor', '2019-10-01', 162.0, 1, '2025-01-31');
INSERT INTO instructors (instructor_id, first_name, last_name, grade, hired_date, day_rate, is_freelance, left_date) VALUES (13, 'Hannah', 'Kerr', 'Instructor', '2021-01-11', 155.0, 0, NULL);
INSERT INTO instructors (instructor_id, first_name, last_name, grade, hired_date, day_rate, is_freelance, left_date) VALUES (14, 'Yusuf', 'Demir', 'Divemaster', '2024-02-26', 112.0, 1, NULL);
INSERT INTO instructors (instructor_id, first_name, last_name, grade, hired_date, day_rate, is_freelance, left_date) VALUES (15, 'Lucia', 'Moreno', 'Instructor', '2020-03-30', 160.0, 0, NULL);
INSERT INTO dive_sites (site_id, site_name, area, max_depth_m, difficulty, current_strength, is_wreck, last_survey_date) VALUES (1, 'Coral Garden', 'North Bay', 14.0, 'beginner', 'weak', 0, '2024-05-02');
INSERT INTO dive_sites (site_id, site_name, area, max_depth_m, difficulty, current_strength, is_wreck, last_survey_date) VALUES (2, 'Manta Ridge', 'Outer Reef', 32.0, 'intermediate', 'strong', 0, '2023-11-18');
INSERT INTO dive_sites (site_id, site_name, area, max_depth_m, difficulty, current_strength, is_wreck, last_survey_date) VALUES (3, 'Blue Hole', 'South Point', 45.0, 'advanced', 'moderate', 0, '2024-08-09');
INSERT INTO dive_sites (site_id, site_name, area, max_depth_m, difficulty, current_strength, is_wreck, last_survey_date) VALUES (4, 'Turtle Cove', 'North Bay', 12.0, 'beginner', 'weak', 0, NULL);
INSERT INTO dive_sites (site_id, site_name, area, max_depth_m, difficulty, current_strength, is_wreck, last_survey_date) VALUES (5, 'The Pinnacle', 'Outer Reef', 38.0, 'advanced', 'strong', 0, '2022-06-30');
INSERT INTO dive_sites (site_id, site_name, area, max_depth_m, difficulty, current_strength, is_wreck, last_survey_date) VALUES (6, 'Santa Rosa Wreck', 'Harbour Mouth', 27.0, 'intermediate', 'moderate', 1, '2024-03-14');
INSERT INTO dive_sites (site_id, site_name, area, max_depth_m, difficulty, current_strength, is_wreck, last_survey_date) VALUES (7, 'Eel Canyon', 'South Point', 22.0, 'intermediate', 'weak', 0, NULL);
INSERT INTO dive_sites (site_id, site_name, area, max_depth_m, difficulty, current_strength, is_wreck, last_survey_date) VALUES (8, 'Lighthouse Reef', 'Harbour Mouth', 18.0, 'beginner', 'moderate', 0, '2023-07-21');
INSERT INTO dive_sites (site_id, site_name, area, max_depth_m, difficulty, current_strength, is_wreck, last_survey_date) VALUES (9, 'Anchor Bay', 'North Bay', 9.0, 'beginner', 'weak', 0, '2024-01-10');
INSERT INTO dive_sites (site_id, site_name, area, max_depth_m, difficulty, current_strength, is_wreck, last_survey_date) VALUES (10, 'Shark Point', 'Outer Reef', 35.0, 'advanced', 'strong', 0, NULL);
INSERT INTO dive_sites (site_id, site_name, area, max_depth_m, difficulty, current_strength, is_wreck, last_survey_date) VALUES (11, 'Cathedral Caves', 'South Point', 29.0, 'advanced', 'weak', 0, '2023-04-04');
INSERT INTO dive_sites (site_id, site_name, area, max_depth_m, difficulty, current_strength, is_wreck, last_survey_date) VALUES (12, 'Seagrass Flats', 'North Bay', 7.0, 'beginner', 'weak', 0, NULL);
INSERT INTO dive_sites (site_id, site_name, area, max_depth_m, difficulty, current_strength, is_wreck, last_survey_date) VALUES (13, 'Dragon''s Tooth', 'Outer Reef', 41.0, 'advanced', 'strong', 0, '2024-09-27');
INSERT INTO dive_sites (site_id, site_name, area, max_depth_m, difficulty, current_strength, is_wreck, last_survey_date) VALUES (14, 'Hidden Arch', 'South Point', 24.0, 'intermediate', 'moderate', 0, '2022-10-12');
INSERT INTO dive_sites (site_id, site_name, area, max_depth_m, difficulty, current_strength, is_wreck, last_survey_date) VALUES (15, 'MV Karin Wreck', 'Harbour Mouth', 33.0, 'advanced', 'moderate', 1, NULL);
INSERT INTO divers (diver_id, first_name, last_name, country, registered_date, logbook_dives, is_nitrox_certified, emergency_phone) VALUES (1, 'Lena', 'Hoffmann', 'Germany', '2023-03-12', 45, 1, '+49 151 2234 8812');
INSERT INTO divers (diver_id, first_name, last_name, country, registered_date, logbook_dives, is_nitrox_certified, emergency_phone) VALUES (2, 'Felix', 'Wagner', 'Germany', '2023-06-02', 120, 1, '+49 160 7781 2290');
INSERT INTO divers (diver_id, first_name, last_name, country, registered_date, logbook_dives, is_nitrox_certified, emergency_phone) VALUES (3, 'Greta', 'Schulz', 'Germany', '2024-01-19', 18, 1, NULL);
INSERT INTO divers (diver_id, first_name, last_name, country, registered_date, logbook_dives, is_nitrox_certified, emergency_phone) VALUES (4, 'Jonas', 'Keller', 'Germany', '2024-02-07', 64, 1, '+49 171 4410 9021');
INSERT INTO divers (diver_id, first_name, last_name, country, registered_date, logbook_dives, is_nitrox_certified, emergency_phone) VALUES (5, 'Lucia', 'Fernandez', 'Spain', '2023-05-22', 12, 0, '+34 612 448 201');
INSERT INTO divers (diver_id, first_name, last_name, country, registered_date, logbook_dives, is_nitrox_certified, emergency_phone) VALUES (6, 'Javier', 'Ruiz', 'Spain', '2023-09-30', 80, 1, NULL);
INSERT INTO divers (diver_id, first_name, last_name, country, registered_date, logbook_dives, is_nitrox_certified, emergency_phone) VALUES (7, 'Carmen', 'Lopez', 'Spain', '2024-02-11', 35, 0, '+34 655 102 774');
INSERT INTO divers (diver_id, first_name, last_name, country, registered_date, logbook_dives, is_nitrox_certified, emergency_phone) VALUES (8, 'Diego', 'Navarro', 'Spain', '2024-03-14', 140, 1, '+34 699 310 552');
INSERT INTO divers (diver_id, first_name, last_name, country, registered_date, logbook_dives, is_nitrox_certified, emergency_phone) VALUES (9, 'Giulia', 'Bianchi', 'Italy', '2023-04-03', 60, 1, '+39 347 221 9087');
INSERT INTO divers (diver_id, first_name, last_name, country, registered_date, logbook_dives, is_nitrox_certified, emergency_phone) VALUES (10, 'Matteo', 'Ricci', 'Italy', '2023-08-15', 22, 0, NULL);
INSERT INTO divers (diver_id, first_name, last_name, country, registered_date, logbook_dives, is_nitrox_certified, emergency_phone) VALUES (11, 'Sofia', 'Romano', 'Italy', '2024-03-09', 95, 1, '+39 333 874 1120');
INSERT INTO divers (diver_id, first_name, last_name, country, registered_date, logbook_dives, is_nitrox_certified, emergency_phone) VALUES (12, 'Luca', 'Greco', 'Italy', '2024-07-27', 8, 0, '+39 320 556 7741');
INSERT INTO divers (diver_id, first_name, last_name, country, registered_date, logbook_dives, is_nitrox_certified, emergency_phone) VALUES (13, 'Nadia', 'Berg', 'Sweden', '2023-07-01', 150, 1, '+46 70 441 2290');
INSERT INTO divers (diver_id, first_name, last_name, country, registered_date, logbook_dives, is_nitrox_certified, emergency_phone) VALUES (14, 'Erik', 'Lindqvist', 'Sweden', '2024-02-25', 30, 0, NULL);
INSERT INTO divers (diver_id, first_name, last_name, country, registered_date, logbook_dives, is_nitrox_certified, emergency_phone) VALUES (15, 'Oliver', 'Bennett', 'United Kingdom', '2023-02-28', 210, 1, '+44 7700 900311');
INSERT INTO divers (diver_id, first_name, last_name, country, registered_date, logbook_dives, is_nitrox_certified, emergency_phone) VALUES (16, 'Amelia', 'Hughes', 'United Kingdom', '2023-10-14', 5, 0, '+44 7700 900412');
INSERT INTO divers (diver_id, first_name, last_name, country, registered_date, logbook_dives, is_nitrox_certified, emergency_phone) VALUES (17, 'Harry', 'Clarke', 'United Kingdom', '2024-02-15', 48, 0, NULL);
INSERT INTO divers (diver_id, first_name, last_name, country, registered_date, logbook_dives, is_nitrox_certified, emergency_phone) VALUES (18, 'Sanne', 'de Vries', 'Netherlands', '2023-05-05', 75, 1, '+31 6 1234 5678');
INSERT INTO divers (diver_id, first_name, last_name, country, registered_date, logbook_dives, is_nitrox_certified, emergency_phone) VALUES (19, 'Daan', 'Jansen', 'Netherlands', '2024-03-30', 16, 0, '+31 6 8765 4321');
INSERT INTO divers (diver_id, first_name, last_name, country, registered_date, logbook_dives, is_nitrox_certified, emergency_phone) VALUES (20, 'Camille', 'Martin', 'France', '2023-08-08', 33, 0, '+33 6 12 34 56 78');
INSERT INTO divers (diver_id, first_name, last_name, country, registered_date, logbook_dives, is_nitrox_certified, emergency_phone) VALUES (21, 'Hugo', 'Bernard', 'France', '2024-04-18', 102, 1, NULL);
INSERT INTO divers (diver_id, first_name, last_name, country, registered_date, logbook_dives, is_nitrox_certified, emergency_phone) VALUES (22, 'Emily', 'Carter', 'United States', '2023-12-01', 27, 0, '+1 415 555 0182');
INSERT INTO divers (diver_id, first_name, last_name, country, registered_date, logbook_dives, is_nitrox_certified, emergency_phone) VALUES (23, 'Noah', 'Miller', 'United States', '2024-02-14', 66, 1, '+1 303 555 0147');
INSERT INTO divers (diver_id, first_name, last_name, country, registered_date, logbook_dives, is_nitrox_certified, emergency_phone) VALUES (24, 'Aiko', 'Sato', 'Japan', '2024-04-25', 40, 0, '+81 90 1234 5678');
INSERT INTO divers (diver_id, first_name, last_name, country, registered_date, logbook_dives, is_nitrox_certified, emergency_phone) VALUES (25, 'Kenji', 'Mori', 'Japan', '2023-11-11', 130, 1, NULL);
INSERT INTO divers (diver_id, first_name, last_name, country, registered_date, logbook_dives, is_nitrox_certified, emergency_phone) VALUES (26, 'Olivia', 'Brown', 'Australia', '2024-01-03', 88, 1, '+61 412 345 678');
INSERT INTO divers (diver_id, first_name, last_name, country, registered_date, logbook_dives, is_nitrox_certified, emergency_phone) VALUES (27, 'Liam', 'Walsh', 'Ireland', '2024-07-03', 4, 0, '+353 87 123 4567');
INSERT INTO divers (diver_id, first_name, last_name, country, registered_date, logbook_dives, is_nitrox_certified, emergency_phone) VALUES (28, 'Sara', 'Nilsson', 'Sweden', '2024-02-28', 58, 1, '+46 73 998 1201');
INSERT INTO divers (diver_id, first_name, last_name, country, registered_date, logbook_dives, is_nitrox_certified, emergency_phone) VALUES (29, 'Pablo', 'Ortega', 'Mexico', '2023-09-09', 20, 0, NULL);
INSERT INTO divers (diver_id, first_name, last_name, country, registered_date, logbook_dives, is_nitrox_certified, emergency_phone) VALUES (30, 'Ines', 'Carvalho', 'Portugal', '2024-07-14', 11, 0, '+351 912 345 678');
INSERT INTO trips (trip_id, site_id, lead_instructor_id, boat_name, trip_date, departure_time, is_night_dive, price_per_diver, cancelled_reason) VALUES (1, 6, 14, 'Blue Fin', '2024-03-03', '08:30', 0, 70.0, NULL);
INSERT INTO trips (trip_id, site_id, lead_instructor_id, boat_name, trip_date, departure_time, is_night_dive, price_per_diver, cancelled_reason) VALUES (2, 13, 3, 'Kittiwake', '2024-03-13', '13:30', 0, 85.0, NULL);
INSERT INTO trips (trip_id, site_id, lead_instructor_id, boat_name, trip_date, departure_time, is_night_dive, price_per_diver, cancelled_reason) VALUES (3, 2, 4, 'Sea Breeze', '2024-03-14', '08:30', 0, 70.0, NULL);
INSERT INTO trips (trip_id, site_id, lead_instructor_id, boat_name, trip_date, departure_time, is_night_dive, price_per_diver, cancelled_reason) VALUES (4, 15, 6, 'Kittiwake', '2024-03-15', '08:00', 0, 85.0, NULL);
INSERT INTO trips (trip_id, site_id, lead_instructor_id, boat_name, trip_date, departure_time, is_night_dive, price_per_diver, cancelled_reason) VALUES (5, 14, 8, 'Kittiwake', '2024-04-01', '08:30', 0, 70.0, NULL);
INSERT INTO trips (trip_id, site_id, lead_instructor_id, boat_name, trip_date, departure_time, is_night_dive, price_per_diver, cancelled_reason) VALUES (6, 1, 2, 'Manta Ray', '2024-05-04', '08:00', 0, 55.0, NULL);
INSERT INTO trips (trip_id, site_id, lead_instructor_id, boat_name, trip_date, departure_time, is_night_dive, price_per_diver, cancelled_reason) VALUES (7, 6, 3, 'Manta Ray', '2024-05-11', '08:30', 0, 70.0, NULL);
INSERT INTO trips (trip_id, site_id, lead_instructor_id, boat_name, trip_date, departure_time, is_night_dive, price_per_diver, cancelled_reason) VALUES (8, 2, 8, 'Sea Breeze', '2024-05-12', '08:00', 0, 70.0, NULL);
INSERT INTO trips (trip_id, site_id, lead_instructor_id, boat_name, trip_date, departure_time, is_night_dive, price_per_diver, cancelled_reason) VALUES (9, 9, 1, 'Manta Ray', '2024-05-18', '13:30', 0, 55.0, NULL);
INSERT INTO trips (trip_id, site_id, lead_instructor_id, boat_name, trip_date, departure_time, is_night_dive, price_per_diver, cancelled_reason) VALUES (10, 3, 8, 'Sea Breeze', '2024-05-25', '08:00', 0, 85.0, NULL);
INSERT INTO trips (trip_id, site_id, lead_instructor_id, boat_name, trip_date, departure_time, is_night_dive, price_per_diver, cancelled_reason) VALUES (11, 8, 5, 'Blue Fin', '2024-05-26', '18:45', 1, 70.0, NULL);
INSERT INTO trips (trip_id, site_id, lead_instructor_id, boat_name, trip_date, departure_time, is_night_dive, price_per_diver, cancelled_reason) VALUES (12, 14, 1, 'Sea Breeze', '2024-06-01', '18:45', 1, 85.0, NULL);
INSERT INTO trips (trip_id, site_id, lead_instructor_id, boat_name, trip_date, departure_time, is_night_dive, price_per_diver, cancelled_reason) VALUES (13, 1, 11, 'Blue Fin', '2024-06-03', '08:00', 0, 55.0, NULL);
INSERT INTO trips (trip_id, site_id, lead_instructor_id, boat_name, trip_date, departure_time, is_night_dive, price_per_diver, cancelled_reason) VALUES (14, 13, 3, 'Manta Ray', '2024-06-28', '08:00', 0, 85.0, NULL);
INSERT INTO trips (trip_id, site_id, lead_instructor_id, boat_name, trip_date, departure_time, is_night_dive, price_per_diver, cancelled_reason) VALUES (15, 15, 6, 'Blue Fin', '2024-06-30', '08:00', 0, 85.0, NULL);
INSERT INTO trips (trip_id, site_id, lead_instructor_id, boat_name, trip_date, departure_time, is_night_dive, price_per_diver, cancelled_reason) VALUES (16, 2, 9, 'Sea Breeze', '2024-07-19', '13:30', 0, 70.0, NULL);
INSERT INTO trips (trip_id, site_id, lead_instructor_id, boat_name, trip_date, departure_time, is_night_dive, price_per_diver, cancelled_reason) VALUES (17, 3, 14, 'Manta Ray', '2024-07-19', '18:45', 1, 100.0, 'too few bookings');
INSERT INTO trips (trip_id, site_id, lead_instructor_id, boat_name, trip_date, departure_time, is_night_dive, price_per_diver, cancelled_reason) VALUES (18, 1, 15, 'Sea Breeze', '2024-08-11', '08:00', 0, 55.0, NULL);
INSERT INTO trips (trip_id, site_id, lead_instructor_id, boat_name, trip_date, departure_time, is_night_dive, price_per_diver, cancelled_reason) VALUES (19, 12, 11, 'Kittiwake', '2024-08-12', '08:00', 0, 55.0, NULL);
INSERT INTO trips (trip_id, site_id, lead_instructor_id, boat_name, trip_date, departure_time, is_night_dive, price_per_diver, cancelled_reason) VALUES (20, 7, 3, 'Sea Breeze', '2024-08-20', '08:00', 0, 70.0, NULL);
INSERT INTO trips (trip_id, site_id, lead_instructor_id, boat_name, trip_date, departure_time, is_night_dive, price_per_diver, cancelled_reason) VALUES (21, 15, 12, 'Manta Ray', '2024-08-20', '08:30', 0, 85.0, NULL);
INSERT INTO trips (trip_id, site_id, lead_instructor_id, boat_name, trip_date, departure_time, is_night_dive, price_per_diver, cancelled_reason) VALUES (22, 13, 6, 'Kittiwake', '2024-09-11', '13:30', 0, 85.0, NULL);
INSERT INTO trips (trip_id, site_id, lead_instructor_id, boat_name, trip_date, departure_time, is_night_dive, price_per_diver, cancelled_reason) VALUES (23, 3, 9, 'Manta Ray', '2024-09-16', '08:30', 0, 85.0, NULL);
INSERT INTO trips (trip_id, site_id, lead_instructor_id, boat_name, trip_date, departure_time, is_night_dive, price_per_diver, cancelled_reason) VALUES (24, 13, 12, 'Kittiwake', '2024-09-29', '08:00', 0, 85.0, NULL);
INSERT INTO trips (trip_id, site_id, lead_instructor_id, boat_name, trip_date, departure_time, is_night_dive, price_per_diver, cancelled_reason) VALUES (25, 9, 8, 'Sea Breeze', '2024-10-15', '18:45', 1, 70.0, NULL);
INSERT INTO trips (trip_id, site_id, lead_instructor_id, boat_name, trip_date, departure_time, is_night_dive, price_per_diver, cancelled_reason) VALUES (26, 6, 12, 'Sea Breeze', '2024-10-27', '13:30', 0, 70.0, NULL);
INSERT INTO trips (trip_id, site_id, lead_instructor_id, boat_name, trip_date, departure_time, is_night_dive, price_per_diver, cancelled_reason) VALUES (27, 6, 10, 'Sea Breeze', '2024-10-30', '18:45', 1, 85.0, NULL);
INSERT INTO trips (trip_id, site_id, lead_instructor_id, boat_name, trip_date, departure_time, is_night_dive, price_per_diver, cancelled_reason) VALUES (28, 13, 12, 'Manta Ray', '2024-11-08', '08:30', 0, 85.0, NULL);
INSERT INTO trips (trip_id, site_id, lead_instructor_id, boat_name, trip_date, departure_time, is_night_dive, price_per_diver, cancelled_reason) VALUES (29, 12, 3, 'Sea Breeze', '2024-11-14', '08:00', 0, 55.0, NULL);
INSERT INTO trips (trip_id, site_id, lead_instructor_id, boat_name, trip_date, departure_time, is_night_dive, price_per_diver, cancelled_reason) VALUES (30, 12, 7, 'Manta Ray', '2024-11-19', '18:45', 1, 70.0, 'rough sea');
INSERT INTO trips (trip_id, site_id, lead_instructor_id, boat_name, trip_date, departure_time, is_night_dive, price_per_diver, cancelled_reason) VALUES (31, 4, 5, 'Blue Fin', '2024-11-20', '18:45', 1, 70.0, NULL);
INSERT INTO trip_bookings (booking_id, trip_id, diver_id, booked_date, amount_paid, rental_fee, depth_reached_m) VALUES (1, 1, 1, '2024-02-22', 70.0, 25.0, 15.7);
INSERT INTO trip_bookings (booking_id, trip_id, diver_id, booked_date, amount_paid, rental_fee, depth_reached_m) VALUES (2, 1, 14, '2024-02-28', 70.0, 25.0, 13.3);
INSERT INTO trip_bookings (booking_id, trip_id, diver_id, booked_date, amount_paid, rental_fee, depth_reached_m) VALUES (3, 1, 13, '2024-02-22', 70.0, 15.0, 15.8);
INSERT INTO trip_bookings (booking_id, trip_id, diver_id, booked_date, amount_paid, rental_fee, depth_reached_m) VALUES (4, 2, 14, '2024-03-12', 85.0, 25.0, 30.3);
INSERT INTO trip_bookings (booking_id, trip_id, diver_id, booked_date, amount_paid, rental_fee, depth_reached_m) VALUES (5, 2, 10, '2024-02-13', 85.0, NULL, 24.0);
INSERT INTO trip_bookings (booking_id, trip_id, diver_id, booked_date, amount_paid, rental_fee, depth_reached_m) VALUES (6, 2, 17, '2024-02-18', 85.0, NULL, 26.1);
INSERT INTO trip_bookings (booking_id, trip_id, diver_id, booked_date, amount_paid, rental_fee, depth_reached_m) VALUES (7, 3, 28, '2024-03-02', 63.0, 15.0, 19.2);
INSERT INTO trip_bookings (booking_id, trip_id, diver_id, booked_date, amount_paid, rental_fee, depth_reached_m) VALUES (8, 3, 5, '2024-03-12', 63.0, 15.0, 27.4);
INSERT INTO trip_bookings (booking_id, trip_id, diver_id, booked_date, amount_paid, rental_fee, depth_reached_m) VALUES (9, 4, 4, '2024-02-10', 85.0, NULL, NULL);
INSERT INTO trip_bookings (booking_id, trip_id, diver_id, booked_date, amount_paid, rental_fee, depth_reached_m) VALUES (10, 4, 6, '2024-03-07', 85.0, 25.0, 14.9);
INSERT INTO trip_bookings (booking_id, trip_id, diver_id, booked_date, amount_paid, rental_fee, depth_reached_m) VALUES (11, 4, 9, '2024-03-09', 85.0, 25.0, 16.6);
INSERT INTO trip_bookings (booking_id, trip_id, diver_id, booked_date, amount_paid, rental_fee, depth_reached_m) VALUES (12, 5, 8, '2024-03-17', 70.0, 25.0, 20.9);
INSERT INTO trip_bookings (booking_id, trip_id, diver_id, booked_date, amount_paid, rental_fee, depth_reached_m) VALUES (13, 6, 10, '2024-03-31', 55.0, NULL, 8.0);
INSERT INTO trip_bookings (booking_id, trip_id, diver_id, booked_date, amount_paid, rental_fee, depth_reached_m) VALUES (14, 6, 21, '2024-04-21', 55.0, 15.0, 8.7);
INSERT INTO trip_bookings (booking_id, trip_id, diver_id, booked_date, amount_paid, rental_fee, depth_reached_m) VALUES (15, 6, 3, '2024-05-03', 55.0, NULL, 9.7);
INSERT INTO trip_bookings (booking_id, trip_id, diver_id, booked_date, amount_paid, rental_fee, depth_reached_m) VALUES (16, 7, 11, '2024-04-03', 63.0, NULL, 18.2);
INSERT INTO trip_bookings (booking_id, trip_id, diver_id, booked_date, amount_paid, rental_fee, depth_reached_m) VALUES (17, 7, 29, '2024-04-12', 70.0, NULL, 17.9);
INSERT INTO trip_bookings (booking_id, trip_id, diver_id, booked_date, amount_paid, rental_fee, depth_reached_m) VALUES (18, 8, 15, '2024-04-27', 70.0, 15.0, 28.5);
INSERT INTO trip_bookings (booking_id, trip_id, diver_id, booked_date, amount_paid, rental_fee, depth_reached_m) VALUES (19, 9, 26, '2024-05-10', 55.0, NULL, 6.2);
INSERT INTO trip_bookings (booking_id, trip_id, diver_id, booked_date, amount_paid, rental_fee, depth_reached_m) VALUES (20, 9, 8, '2024-04-27', 55.0, 25.0, 7.4);
INSERT INTO trip_bookings (booking_id, trip_id, diver_id, booked_date, amount_paid, rental_fee, depth_reached_m) VALUES (21, 9, 15, '2024-05-12', 49.5, 25.0, 8.2);
INSERT INTO trip_bookings (booking_id, trip_id, diver_id, booked_date, amount_paid, rental_fee, depth_reached_m) VALUES (22, 10, 19, '2024-05-21', 85.0, NULL, 28.5);
INSERT INTO trip_bookings (booking_id, trip_id, diver_id, booked_date, amount_paid, rental_fee, depth_reached_m) VALUES (23, 10, 26, '2024-04-23', 72.25, 15.0, 31.4);
INSERT INTO trip_bookings (booking_id, trip_id, diver_id, booked_date, amount_paid, rental_fee, depth_reached_m) VALUES (24, 11, 22, '2024-05-09', 70.0, 25.0, 11.9);
INSERT INTO trip_bookings (booking_id, trip_id, diver_id, booked_date, amount_paid, rental_fee, depth_reached_m) VALUES (25, 12, 23, '2024-05-12', 85.0, 25.0, 13.2);
INSERT INTO trip_bookings (booking_id, trip_id, diver_id, booked_date, amount_paid, rental_fee, depth_reached_m) VALUES (26, 12, 21, '2024-04-27', 85.0, NULL, 11.4);
INSERT INTO trip_bookings (booking_id, trip_id, diver_id, booked_date, amount_paid, rental_fee, depth_reached_m) VALUES (27, 13, 3, '2024-04-25', 55.0, NULL, 7.9);
INSERT INTO trip_bookings (booking_id, trip_id, diver_id, booked_date, amount_paid, rental_fee, depth_reached_m) VALUES (28, 14, 25, '2024-06-25', 85.0, 25.0, 29.3);
INSERT INTO trip_bookings (booking_id, trip_id, diver_id, booked_date, amount_paid, rental_fee, depth_reached_m) VALUES (29, 14, 3, '2024-05-26', 85.0, 25.0, 27.0);
INSERT INTO trip_bookings (booking_id, trip_id, diver_id, booked_date, amount_paid, rental_fee, depth_reached_m) VALUES (30, 14, 8, '2024-06-21', 85.0, 15.0, 24.0);
INSERT INTO trip_bookings (booking_id, trip_id, diver_id, booked_date, amount_paid, rental_fee, depth_reached_m) VALUES (31, 15, 2, '2024-06-06', 85.0, 15.0, 17.5);
INSERT INTO trip_bookings (booking_id, trip_id, diver_id, booked_date, amount_paid, rental_fee, depth_reached_m) VALUES (32, 16, 4, '2024-06-22', 63.0, 25.0, 21.9);
INSERT INTO trip_bookings (booking_id, trip_id, diver_id, booked_date, amount_paid, rental_fee, depth_reached_m) VALUES (33, 18, 29, '2024-08-01', 49.5, 25.0, 11.7);
INSERT INTO trip_bookings (booking_id, trip_id, diver_id, booked_date, amount_paid, rental_fee, depth_reached_m) VALUES (34, 19, 27, '2024-07-06', 55.0, 25.0, 6.2);
INSERT INTO trip_bookings (booking_id, trip_id, diver_id, booked_date, amount_paid, rental_fee, depth_reached_m) VALUES (35, 20, 4, '2024-08-18', 59.5, 15.0, 16.4);
INSERT INTO trip_bookings (booking_id, trip_id, diver_id, booked_date, amount_paid, rental_fee, depth_reached_m) VALUES (36, 20, 28, '2024-08-01', 70.0, 25.0, 18.2);
INSERT INTO trip_bookings (booking_id, trip_id, diver_id, booked_date, amount_paid, rental_fee, depth_reached_m) VALUES (37, 20, 21, '2024-07-21', 70.0, 25.0, 9.9);
INSERT INTO trip_bookings (booking_id, trip_id, diver_id, booked_date, amount_paid, rental_fee, depth_reached_m) VALUES (38, 21, 4, '2024-08-19', 85.0, 15.0, NULL);
INSERT INTO trip_bookings (booking_id, trip_id, diver_id, booked_date, amount_paid, rental_fee, depth_reached_m) VALUES (39, 22, 4, '2024-08-12', 85.0, NULL, 38.8);
INSERT INTO trip_bookings (booking_id, trip_id, diver_id, booked_date, amount_paid, rental_fee, depth_reached_m) VALUES (40, 22, 14, '2024-08-17', 85.0, NULL, 22.4);
INSERT INTO trip_bookings (booking_id, trip_id, diver_id, booked_date, amount_paid, rental_fee, depth_reached_m) VALUES (41, 23, 28, '2024-08-28', 85.0, 25.0, 28.0);
INSERT INTO trip_bookings (booking_id, trip_id, diver_id, booked_date, amount_paid, rental_fee, depth_reached_m) VALUES (42, 24, 26, '2024-09-07', 85.0, NULL, NULL);
INSERT INTO trip_bookings (booking_id, trip_id, diver_id, booked_date, amount_paid, rental_fee, depth_reached_m) VALUES (43, 24, 27, '2024-08-20', 85.0, NULL, NULL);
INSERT INTO trip_bookings (booking_id, trip_id, diver_id, booked_date, amount_paid, rental_fee, depth_reached_m) VALUES (44, 24, 17, '2024-09-11', 85.0, 25.0, 24.4);
INSERT INTO trip_bookings (booking_id, trip_id, diver_id, booked_date, amount_paid, rental_fee, depth_reached_m) VALUES (45, 25, 5, '2024-09-13', 63.0, NULL, 7.6);
INSERT INTO trip_bookings (booking_id, trip_id, diver_id, booked_date, amount_paid, rental_fee, depth_reached_m) VALUES (46, 26, 23, '2024-10-03', 59.5, 25.0, 21.0);
INSERT INTO trip_bookings (booking_id, trip_id, diver_id, booked_date, amount_paid, rental_fee, depth_reached_m) VALUES (47, 26, 4, '2024-10-09', 59.5, 25.0, 12.4);
INSERT INTO trip_bookings (booking_id, trip_id, diver_id, booked_date, amount_paid, rental_fee, depth_reached_m) VALUES (48, 27, 25, '2024-09-29', 76.5, NULL, NULL);
INSERT INTO trip_bookings (booking_id, trip_id, diver_id, booked_date, amount_paid, rental_fee, depth_reached_m) VALUES (49, 28, 12, '2024-10-02', 85.0, NULL, NULL);
INSERT INTO trip_bookings (booking_id, trip_id, diver_id, booked_date, amount_paid, rental_fee, depth_reached_m) VALUES (50, 29, 6, '2024-10-14', 55.0, NULL, 6.4);
INSERT INTO trip_bookings (booking_id, trip_id, diver_id, booked_date, amount_paid, rental_fee, depth_reached_m) VALUES (51, 31, 11, '2024-10-24', 63.0, 15.0, NULL);
INSERT INTO trip_bookings (booking_id, trip_id, diver_id, booked_date, amount_paid, rental_fee, depth_reached_m) VALUES (52, 31, 12, '2024-10-30', 70.0, NULL, 8.8);
INSERT INTO course_enrolments (enrolment_id, diver_id, instructor_id, course_name, start_date, certified_date, fee) VALUES (1, 1, 8, 'Nitrox', '2023-04-10', '2023-04-12', 180.0);
INSERT INTO course_enrolments (enrolment_id, diver_id, instructor_id, course_name, start_date, certified_date, fee) VALUES (2, 1, 8, 'Rescue Diver', '2023-05-31', '2023-06-12', 380.0);
INSERT INTO course_enrolments (enrolment_id, diver_id, instructor_id, course_name, start_date, certified_date, fee) VALUES (3, 2, 15, 'Advanced Open Water', '2023-07-10', '2023-07-17', 340.0);
INSERT INTO course_enrolments (enrolment_id, diver_id, instructor_id, course_name, start_date, certified_date, fee) VALUES (4, 2, 8, 'Nitrox', '2023-07-20', '2023-07-22', 180.0);
INSERT INTO course_enrolments (enrolment_id, diver_id, instructor_id, course_name, start_date, certified_date, fee) VALUES (5, 3, 2, 'Open Water', '2024-01-22', '2024-01-29', 420.0);
INSERT INTO course_enrolments (enrolment_id, diver_id, instructor_id, course_name, start_date, certified_date, fee) VALUES (6, 3, 8, 'Nitrox', '2024-09-30', '2024-10-02', 180.0);
INSERT INTO course_enrolments (enrolment_id, diver_id, instructor_id, course_name, start_date, certified_date, fee) VALUES (7, 4, 8, 'Nitrox', '2024-04-10', '2024-04-12', 180.0);
INSERT INTO course_enrolments (enrolment_id, diver_id, instructor_id, course_name, start_date, certified_date, fee) VALUES (8, 4, 10, 'Deep Diver', '2024-11-10', NULL, 260.0);
INSERT INTO course_enrolments (enrolment_id, diver_id, instructor_id, course_name, start_date, certified_date, fee) VALUES (9, 5, 12, 'Open Water', '2023-05-25', '2023-06-01', 420.0);
INSERT INTO course_enrolments (enrolment_id, diver_id, instructor_id, course_name, start_date, certified_date, fee) VALUES (10, 7, 1, 'Advanced Open Water', '2024-02-15', '2024-02-22', 340.0);
INSERT INTO course_enrolments (enrolment_id, diver_id, instructor_id, course_name, start_date, certified_date, fee) VALUES (11, 8, 8, 'Deep Diver', '2024-07-02', '2024-07-06', 260.0);
INSERT INTO course_enrolments (enrolment_id, diver_id, instructor_id, course_name, start_date, certified_date, fee) VALUES (12, 10, 3, 'Advanced Open Water', '2023-09-04', NULL, 340.0);
INSERT INTO course_enrolments (enrolment_id, diver_id, instructor_id, course_name, start_date, certified_date, fee) VALUES (13, 12, 5, 'Open Water', '2024-07-29', '2024-08-05', 420.0);
INSERT INTO course_enrolments (enrolment_id, diver_id, instructor_id, course_name, start_date, certified_date, fee) VALUES (14, 13, 7, 'Rescue Diver', '2023-10-11', NULL, 380.0);
INSERT INTO course_enrolments (enrolment_id, diver_id, instructor_id, course_name, start_date, certified_date, fee) VALUES (15, 15, 8, 'Deep Diver', '2023-12-08', '2023-12-11', 260.0);
INSERT INTO course_enrolments (enrolment_id, diver_id, instructor_id, course_name, start_date, certified_date, fee) VALUES (16, 16, 13, 'Open Water', '2023-10-16', '2023-10-24', 420.0);
INSERT INTO course_enrolments (enrolment_id, diver_id, instructor_id, course_name, start_date, certified_date, fee) VALUES (17, 19, 2, 'Open Water', '2024-04-01', '2024-04-08', 420.0);
INSERT INTO course_enrolments (enrolment_id, diver_id, instructor_id, course_name, start_date, certified_date, fee) VALUES (18, 21, 3, 'Rescue Diver', '2024-09-14', NULL, 380.0);
INSERT INTO course_enrolments (enrolment_id, diver_id, instructor_id, course_name, start_date, certified_date, fee) VALUES (19, 22, 5, 'Advanced Open Water', '2023-12-04', '2023-12-11', 340.0);
INSERT INTO course_enrolments (enrolment_id, diver_id, instructor_id, course_name, start_date, certified_date, fee) VALUES (20, 24, 12, 'Advanced Open Water', '2024-05-02', '2024-05-09', 340.0);
INSERT INTO course_enrolments (enrolment_id, diver_id, instructor_id, course_name, start_date, certified_date, fee) VALUES (21, 25, 1, 'Nitrox', '2023-11-14', '2023-11-15', 180.0);
INSERT INTO course_enrolments (enrolment_id, diver_id, instructor_id, course_name, start_date, certified_date, fee) VALUES (22, 27, 13, 'Open Water', '2024-10-07', NULL, 420.0);
INSERT INTO course_enrolments (enrolment_id, diver_id, instructor_id, course_name, start_date, certified_date, fee) VALUES (23, 28, 15, 'Nitrox', '2024-06-08', '2024-06-10', 180.0);
INSERT INTO course_enrolments (enrolment_id, diver_id, instructor_id, course_name, start_date, certified_date, fee) VALUES (24, 30, 7, 'Open Water', '2024-07-16', '2024-07-25', 420.0);
INSERT INTO course_enrolments (enrolment_id, diver_id, instructor_id, course_name, start_date, certified_date, fee) VALUES (25, 26, 8, 'Rescue Diver', '2025-02-10', NULL, 380.0);
COMMIT;
