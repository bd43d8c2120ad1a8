-- summer_camp: a children's holiday day-camp company (counselors, guardians, campers, sessions, enrollments)
BEGIN TRANSACTION;
CREATE TABLE counselors (
  counselor_id INTEGER PRIMARY KEY NOT NULL,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  home_town TEXT NOT NULL,
  hire_date TEXT NOT NULL,
  hourly_rate REAL NOT NULL,
  first_aid_expiry TEXT, -- NULL = no first-aid certificate on file
  is_senior INTEGER NOT NULL CHECK (is_senior IN (0,1))
);
CREATE TABLE guardians (
  guardian_id INTEGER PRIMARY KEY NOT NULL,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  town TEXT NOT NULL,
  phone TEXT NOT NULL,
  email TEXT, -- NULL = guardian gave no email address
  is_staff_family INTEGER NOT NULL CHECK (is_staff_family IN (0,1))
);
CREATE TABLE campers (
  camper_id INTEGER PRIMARY KEY NOT NULL,
  guardian_id INTEGER NOT NULL REFERENCES guardians(guardian_id),
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  birth_date TEXT NOT NULL,
  town TEXT NOT NULL,
  allergy_note TEXT, -- NULL = no known allergies
  is_returning INTEGER NOT NULL CHECK (is_returning IN (0,1))
);
CREATE TABLE sessions (
  session_id INTEGER PRIMARY KEY NOT NULL,
  title TEXT NOT NULL,
  theme TEXT NOT NULL,
  town TEXT NOT NULL,
  lead_counselor_id INTEGER NOT NULL REFERENCES counselors(counselor_id),
  start_date TEXT NOT NULL,
  end_date TEXT NOT NULL,
  weekly_fee REAL NOT NULL,
  materials_fee REAL NOT NULL,
  max_places INTEGER NOT NULL,
  min_age INTEGER NOT NULL,
  is_overnight INTEGER NOT NULL CHECK (is_overnight IN (0,1))
);
CREATE TABLE enrollments (
  enrollment_id INTEGER PRIMARY KEY NOT NULL,
  camper_id INTEGER NOT NULL REFERENCES campers(camper_id),
  session_id INTEGER NOT NULL REFERENCES sessions(session_id),
  booked_date TEXT NOT NULL,
  amount_paid REAL NOT NULL,
  sibling_discount REAL, -- NULL = no sibling discount applied
  cancelled_date TEXT, -- NULL = booking not cancelled
  is_early_bird INTEGER NOT NULL CHECK (is_early_bird IN (0,1))
);
INSERT INTO counselors (counselor_id, first_name, last_name, home_town, hire_date, hourly_rate, first_aid_expiry, is_senior) VALUES (1, 'Jordan', 'Pike', 'Ashford', '2019-05-20', 16.50, '2026-03-31', 1);
INSERT INTO counselors (counselor_id, first_name, last_name, home_town, hire_date, hourly_rate, first_aid_expiry, is_senior) VALUES (2, 'Priya', 'Shah', 'Brookley', '2021-06-01', 14.00, '2025-11-30', 0);
INSERT INTO counselors (counselor_id, first_name, last_name, home_town, hire_date, hourly_rate, first_aid_expiry, is_senior) VALUES (3, 'Tom', 'Hewitt', 'Eastbridge', '2018-04-15', 18.75, '2026-08-31', 1);
INSERT INTO counselors (counselor_id, first_name, last_name, home_town, hire_date, hourly_rate, first_aid_expiry, is_senior) VALUES (4, 'Ellie', 'Marsh', 'Ashford', '2023-06-12', 12.50, NULL, 0);
INSERT INTO counselors (counselor_id, first_name, last_name, home_town, hire_date, hourly_rate, first_aid_expiry, is_senior) VALUES (5, 'Marcus', 'Reid', 'Hollins Cross', '2020-05-04', 15.25, '2025-09-30', 1);
INSERT INTO counselors (counselor_id, first_name, last_name, home_town, hire_date, hourly_rate, first_aid_expiry, is_senior) VALUES (6, 'Nadia', 'Karim', 'Marlow Green', '2022-06-20', 13.40, '2026-01-31', 0);
INSERT INTO counselors (counselor_id, first_name, last_name, home_town, hire_date, hourly_rate, first_aid_expiry, is_senior) VALUES (7, 'Owen', 'Baird', 'Brookley', '2024-05-27', 12.00, NULL, 0);
INSERT INTO counselors (counselor_id, first_name, last_name, home_town, hire_date, hourly_rate, first_aid_expiry, is_senior) VALUES (8, 'Grace', 'Lowe', 'Eastbridge', '2017-04-03', 19.20, '2025-07-31', 1);
INSERT INTO counselors (counselor_id, first_name, last_name, home_town, hire_date, hourly_rate, first_aid_expiry, is_senior) VALUES (9, 'Leo', 'Fenton', 'Ashford', '2023-05-15', 12.80, '2026-05-31', 0);
INSERT INTO counselors (counselor_id, first_name, last_name, home_town, hire_date, hourly_rate, first_aid_expiry, is_senior) VALUES (10, 'Hannah', 'Quinn', 'Marlow Green', '2021-05-10', 14.60, '2026-02-28', 0);
INSERT INTO counselors (counselor_id, first_name, last_name, home_town, hire_date, hourly_rate, first_aid_expiry, is_senior) VALUES (11, 'Dev', 'Malhotra', 'Brookley', '2022-04-25', 13.90, NULL, 0);
INSERT INTO counselors (counselor_id, first_name, last_name, home_town, hire_date, hourly_rate, first_aid_expiry, is_senior) VALUES (12, 'Kate', 'Osei', 'Hollins Cross', '2019-06-03', 17.10, '2026-06-30', 1);
INSERT INTO counselors (counselor_id, first_name, last_name, home_town, hire_date, hourly_rate, first_aid_expiry, is_senior) VALUES (13, 'Ruth', 'Greaves', 'Eastbridge', '2024-06-10', 12.00, '2027-04-30', 0);
INSERT INTO counselors (counselor_id, first_name, last_name, home_town, hire_date, hourly_rate, first_aid_expiry, is_senior) VALUES (14, 'Ben', 'Carver', 'Ashford', '2020-04-20', 15.80, '2025-12-31', 1);
INSERT INTO counselors (counselor_id, first_name, last_name, home_town, hire_date, hourly_rate, first_aid_expiry, is_senior) VALUES (15, 'Sam', 'Ortiz', 'Brookley', '2025-05-12', 12.00, NULL, 0);
INSERT INTO counselors (counselor_id, first_name, last_name, home_town, hire_date, hourly_rate, first_aid_expiry, is_senior) VALUES (16, 'Alex', 'Nowak', 'Marlow Green', '2021-04-12', 14.90, '2026-09-30', 0);
INSERT INTO guardians (guardian_id, first_name, last_name, town, phone, email, is_staff_family) VALUES (1, 'Alex', 'Turner', 'Ashford', '07700 900101', 'a.turner@mailbox.test', 0);
INSERT INTO guardians (guardian_id, first_name, last_name, town, phone, email, is_staff_family) VALUES (2, 'Claire', 'Benson', 'Brookley', '07700 900102', NULL, 0);
INSERT INTO guardians (guardian_id, first_name, last_name, town, phone, email, is_staff_family) VALUES (3, 'Femi', 'Adeyemi', 'Eastbridge', '07700 900103', 'femi.a@post.test', 0);
INSERT INTO guardians (guardian_id, first_name, last_name, town, phone, email, is_staff_family) VALUES (4, 'Kate', 'Lindqvist', 'Marlow Green', '07700 900104', 'kate.l@mailbox.test', 0);
INSERT INTO guardians (guardian_id, first_name, last_name, town, phone, email, is_staff_family) VALUES (5, 'Rob', 'Pike', 'Ashford', '07700 900105', 'rob.pike@post.test', 1);
INSERT INTO guardians (guardian_id, first_name, last_name, town, phone, email, is_staff_family) VALUES (6, 'Sunita', 'Rao', 'Hollins Cross', '07700 900106', NULL, 0);
INSERT INTO guardians (guardian_id, first_name, last_name, town, phone, email, is_staff_family) VALUES (7, 'Mark', 'Doyle', 'Brookley', '07700 900107', 'mdoyle@mailbox.test', 0);
INSERT INTO guardians (guardian_id, first_name, last_name, town, phone, email, is_staff_family) VALUES (8, 'Joanna', 'Whitlock', 'Ashford', '07700 900108', 'jo.w@post.test', 0);
INSERT INTO guardians (guardian_id, first_name, last_name, town, phone, email, is_staff_family) VALUES (9, 'Tom', 'Barnes', 'Eastbridge', '07700 900109', NULL, 0);
INSERT INTO guardians (guardian_id, first_name, last_name, town, phone, email, is_staff_family) VALUES (10, 'Lucy', 'Hale', 'Marlow Green', '07700 900110', 'lucyhale@mailbox.test', 0);
INSERT INTO guardians (guardian_id, first_name, last_name, town, phone, email, is_staff_family) VALUES (11, 'Imran', 'Qureshi', 'Brookley', '07700 900111', 'iq@post.test', 0);
INSERT INTO guardians (guardian_id, first_name, last_name, town, phone, email, is_staff_family) VALUES (12, 'Sarah', 'Carver', 'Ashford', '07700 900112', 's.carver@mailbox.test', 1);
INSERT INTO guardians (guardian_id, first_name, last_name, town, phone, email, is_staff_family) VALUES (13, 'Paul', 'Mendes', 'Hollins Cross', '07700 900113', NULL, 0);
INSERT INTO guardians (guardian_id, first_name, last_name, town, phone, email, is_staff_family) VALUES (14, 'Nina', 'Kowalski', 'Eastbridge', '07700 900114', 'nina.k@post.test', 0);
INSERT INTO guardians (guardian_id, first_name, last_name, town, phone, email, is_staff_family) VALUES (15, 'Gareth', 'Price', 'Marlow Green', '07700 900115', 'gprice@mailbox.test', 0);
INSERT INTO guardians (guardian_id, first_name, last_name, town, phone, email, is_staff_family) VALUES (16, 'Alex', 'Moreau', 'Brookley', '07700 900116', NULL, 0);
INSERT INTO guardians (guardian_id, first_name, last_name, town, phone, email, is_staff_family) VALUES (17, 'Helen', 'Strand', 'Ashford', '07700 900117', 'helen.s@post.test', 0);
INSERT INTO guardians (guardian_id, first_name, last_name, town, phone, email, is_staff_family) VALUES (18, 'Dami', 'Okafor', 'Eastbridge', '07700 900118', 'dami.o@mailbox.test', 0);
INSERT INTO guardians (guardian_id, first_name, last_name, town, phone, email, is_staff_family) VALUES (19, 'Chris', 'Yates', 'Hollins Cross', '07700 900119', 'cyates@post.test', 0);
INSERT INTO guardians (guardian_id, first_name, last_name, town, phone, email, is_staff_family) VALUES (20, 'Meera', 'Nair', 'Brookley', '07700 900120', NULL, 1);
INSERT INTO campers (camper_id, guardian_id, first_name, last_name, birth_date, town, allergy_note, is_returning) VALUES (1, 10, 'Mia', 'Hale', '2019-10-11', 'Marlow Green', NULL, 1);
INSERT INTO campers (camper_id, guardian_id, first_name, last_name, birth_date, town, allergy_note, is_returning) VALUES (2, 1, 'Noah', 'Turner', '2012-11-14', 'Ashford', NULL, 1);
INSERT INTO campers (camper_id, guardian_id, first_name, last_name, birth_date, town, allergy_note, is_returning) VALUES (3, 16, 'Isla', 'Moreau', '2016-01-03', 'Brookley', NULL, 0);
INSERT INTO campers (camper_id, guardian_id, first_name, last_name, birth_date, town, allergy_note, is_returning) VALUES (4, 12, 'Leo', 'Carver', '2015-08-28', 'Ashford', NULL, 1);
INSERT INTO campers (camper_id, guardian_id, first_name, last_name, birth_date, town, allergy_note, is_returning) VALUES (5, 9, 'Ava', 'Barnes', '2014-02-22', 'Eastbridge', NULL, 1);
INSERT INTO campers (camper_id, guardian_id, first_name, last_name, birth_date, town, allergy_note, is_returning) VALUES (6, 5, 'Oscar', 'Pike', '2014-06-17', 'Ashford', 'bee stings', 0);
INSERT INTO campers (camper_id, guardian_id, first_name, last_name, birth_date, town, allergy_note, is_returning) VALUES (7, 2, 'Freya', 'Benson', '2019-07-23', 'Brookley', NULL, 0);
INSERT INTO campers (camper_id, guardian_id, first_name, last_name, birth_date, town, allergy_note, is_returning) VALUES (8, 15, 'Arlo', 'Price', '2014-12-21', 'Marlow Green', 'bee stings', 1);
INSERT INTO campers (camper_id, guardian_id, first_name, last_name, birth_date, town, allergy_note, is_returning) VALUES (9, 6, 'Zara', 'Rao', '2018-06-13', 'Hollins Cross', 'tree nuts', 0);
INSERT INTO campers (camper_id, guardian_id, first_name, last_name, birth_date, town, allergy_note, is_returning) VALUES (10, 18, 'Finn', 'Okafor', '2012-11-08', 'Eastbridge', 'dairy', 1);
INSERT INTO campers (camper_id, guardian_id, first_name, last_name, birth_date, town, allergy_note, is_returning) VALUES (11, 6, 'Ruby', 'Rao', '2015-04-24', 'Hollins Cross', NULL, 0);
INSERT INTO campers (camper_id, guardian_id, first_name, last_name, birth_date, town, allergy_note, is_returning) VALUES (12, 11, 'Jordan', 'Qureshi', '2016-10-25', 'Brookley', NULL, 1);
INSERT INTO campers (camper_id, guardian_id, first_name, last_name, birth_date, town, allergy_note, is_returning) VALUES (13, 7, 'Ivy', 'Doyle', '2016-06-24', 'Brookley', 'hay fever', 0);
INSERT INTO campers (camper_id, guardian_id, first_name, last_name, birth_date, town, allergy_note, is_returning) VALUES (14, 5, 'Theo', 'Pike', '2013-12-16', 'Ashford', NULL, 0);
INSERT INTO campers (camper_id, guardian_id, first_name, last_name, birth_date, town, allergy_note, is_returning) VALUES (15, 2, 'Lily', 'Benson', '2017-08-26', 'Brookley', 'peanuts', 0);
INSERT INTO campers (camper_id, guardian_id, first_name, last_name, birth_date, town, allergy_note, is_returning) VALUES (16, 5, 'Max', 'Pike', '2019-10-24', 'Ashford', NULL, 0);
INSERT INTO campers (camper_id, guardian_id, first_name, last_name, birth_date, town, allergy_note, is_returning) VALUES (17, 20, 'Sofia', 'Nair', '2013-10-27', 'Brookley', NULL, 0);
INSERT INTO campers (camper_id, guardian_id, first_name, last_name, birth_date, town, allergy_note, is_returning) VALUES (18, 4, 'Ezra', 'Lindqvist', '2019-02-21', 'Marlow Green', NULL, 1);
INSERT INTO campers (camper_id, guardian_id, first_name, last_name, birth_date, town, allergy_note, is_returning) VALUES (19, 9, 'Poppy', 'Barnes', '2019-10-25', 'Eastbridge', NULL, 0);
INSERT INTO campers (camper_id, guardian_id, first_name, last_name, birth_date, town, allergy_note, is_returning) VALUES (20, 7, 'Sam', 'Doyle', '2016-08-20', 'Brookley', 'bee stings', 1);
INSERT INTO campers (camper_id, guardian_id, first_name, last_name, birth_date, town, allergy_note, is_returning) VALUES (21, 10, 'Amara', 'Hale', '2016-03-04', 'Marlow Green', 'tree nuts', 0);
INSERT INTO campers (camper_id, guardian_id, first_name, last_name, birth_date, town, allergy_note, is_returning) VALUES (22, 14, 'Jack', 'Kowalski', '2014-03-25', 'Eastbridge', NULL, 0);
INSERT INTO campers (camper_id, guardian_id, first_name, last_name, birth_date, town, allergy_note, is_returning) VALUES (23, 14, 'Elsie', 'Kowalski', '2018-08-25', 'Eastbridge', NULL, 1);
INSERT INTO campers (camper_id, guardian_id, first_name, last_name, birth_date, town, allergy_note, is_returning) VALUES (24, 11, 'Kai', 'Qureshi', '2013-12-25', 'Brookley', NULL, 0);
INSERT INTO campers (camper_id, guardian_id, first_name, last_name, birth_date, town, allergy_note, is_returning) VALUES (25, 13, 'Maya', 'Mendes', '2014-11-18', 'Hollins Cross', NULL, 1);
INSERT INTO campers (camper_id, guardian_id, first_name, last_name, birth_date, town, allergy_note, is_returning) VALUES (26, 10, 'Rory', 'Hale', '2019-05-06', 'Marlow Green', NULL, 1);
INSERT INTO campers (camper_id, guardian_id, first_name, last_name, birth_date, town, allergy_note, is_returning) VALUES (27, 9, 'Nell', 'Barnes', '2017-12-06', 'Eastbridge', NULL, 1);
INSERT INTO campers (camper_id, guardian_id, first_name, last_name, birth_date, town, allergy_note, is_returning) VALUES (28, 7, 'Hugo', 'Doyle', '2018-03-13', 'Brookley', NULL, 1);
INSERT INTO campers (camper_id, guardian_id, first_name, last_name, birth_date, town, allergy_note, is_returning) VALUES (29, 8, 'Iris', 'Whitlock', '2019-02-22', 'Ashford', NULL, 0);
INSERT INTO campers (camper_id, guardian_id, first_name, last_name, birth_date, town, allergy_note, is_returning) VALUES (30, 12, 'Otis', 'Carver', '2018-04-16', 'Ashford', NULL, 1);
INSERT INTO campers (camper_id, guardian_id, first_name, last_name, birth_date, town, allergy_note, is_returning) VALUES (31, 19, 'Leah', 'Yates', '2014-11-11', 'Hollins Cross', 'eggs', 0);
INSERT INTO campers (camper_id, guardian_id, first_name, last_name, birth_date, town, allergy_note, is_returning) VALUES (32, 14, 'Felix', 'Kowalski', '2018-02-16', 'Eastbridge', NULL, 0);
INSERT INTO campers (camper_id, guardian_id, first_name, last_name, birth_date, town, allergy_note, is_returning) VALUES (33, 15, 'Esme', 'Price', '2016-10-17', 'Marlow Green', 'eggs', 0);
INSERT INTO campers (camper_id, guardian_id, first_name, last_name, birth_date, town, allergy_note, is_returning) VALUES (34, 3, 'Ali', 'Adeyemi', '2014-08-23', 'Eastbridge', 'tree nuts', 1);
INSERT INTO campers (camper_id, guardian_id, first_name, last_name, birth_date, town, allergy_note, is_returning) VALUES (35, 6, 'Daisy', 'Rao', '2018-04-09', 'Hollins Cross', NULL, 0);
INSERT INTO campers (camper_id, guardian_id, first_name, last_name, birth_date, town, allergy_note, is_returning) VALUES (36, 17, 'Jude', 'Strand', '2017-08-16', 'Ashford', NULL, 0);
INSERT INTO campers (camper_id, guardian_id, first_name, last_name, birth_date, town, allergy_note, is_returning) VALUES (37, 2, 'Hana', 'Benson', '2016-01-26', 'Brookley', NULL, 0);
INSERT INTO campers (camper_id, guardian_id, first_name, last_name, birth_date, town, allergy_note, is_returning) VALUES (38, 4, 'Toby', 'Lindqvist', '2018-03-18', 'Marlow Green', NULL, 1);
INSERT INTO campers (camper_id, guardian_id, first_name, last_name, birth_date, town, allergy_note, is_returning) VALUES (39, 13, 'Rosa', 'Mendes', '2016-03-18', 'Hollins Cross', NULL, 1);
INSERT INTO campers (camper_id, guardian_id, first_name, last_name, birth_date, town, allergy_note, is_returning) VALUES (40, 20, 'Ellis', 'Nair', '2018-11-03', 'Brookley', 'gluten', 0);
INSERT INTO sessions (session_id, title, theme, town, lead_counselor_id, start_date, end_date, weekly_fee, materials_fee, max_places, min_age, is_overnight) VALUES (1, 'Easter Bushcraft', 'outdoor', 'Ashford', 1, '2025-04-07', '2025-04-11', 145.00, 12.00, 16, 8, 0);
INSERT INTO sessions (session_id, title, theme, town, lead_counselor_id, start_date, end_date, weekly_fee, materials_fee, max_places, min_age, is_overnight) VALUES (2, 'Easter Art Attack', 'arts', 'Brookley', 6, '2025-04-14', '2025-04-17', 120.00, 25.00, 14, 6, 0);
INSERT INTO sessions (session_id, title, theme, town, lead_counselor_id, start_date, end_date, weekly_fee, materials_fee, max_places, min_age, is_overnight) VALUES (3, 'Mini Scientists', 'science', 'Eastbridge', 3, '2025-06-30', '2025-07-04', 160.00, 30.00, 12, 7, 0);
INSERT INTO sessions (session_id, title, theme, town, lead_counselor_id, start_date, end_date, weekly_fee, materials_fee, max_places, min_age, is_overnight) VALUES (4, 'Summer Football Week', 'sports', 'Ashford', 14, '2025-07-07', '2025-07-11', 135.00, 0.00, 20, 6, 0);
INSERT INTO sessions (session_id, title, theme, town, lead_counselor_id, start_date, end_date, weekly_fee, materials_fee, max_places, min_age, is_overnight) VALUES (5, 'Drama Days', 'drama', 'Brookley', 10, '2025-07-07', '2025-07-11', 150.00, 15.00, 14, 8, 0);
INSERT INTO sessions (session_id, title, theme, town, lead_counselor_id, start_date, end_date, weekly_fee, materials_fee, max_places, min_age, is_overnight) VALUES (6, 'Forest Camp Overnight', 'outdoor', 'Hollins Cross', 5, '2025-07-14', '2025-07-18', 240.00, 20.00, 10, 10, 1);
INSERT INTO sessions (session_id, title, theme, town, lead_counselor_id, start_date, end_date, weekly_fee, materials_fee, max_places, min_age, is_overnight) VALUES (7, 'Robot Builders', 'science', 'Eastbridge', 8, '2025-07-14', '2025-07-18', 175.00, 45.00, 12, 9, 0);
INSERT INTO sessions (session_id, title, theme, town, lead_counselor_id, start_date, end_date, weekly_fee, materials_fee, max_places, min_age, is_overnight) VALUES (8, 'Paint & Print', 'arts', 'Ashford', 6, '2025-07-21', '2025-07-25', 130.00, 35.00, 14, 6, 0);
INSERT INTO sessions (session_id, title, theme, town, lead_counselor_id, start_date, end_date, weekly_fee, materials_fee, max_places, min_age, is_overnight) VALUES (9, 'Multi-Sport Mania', 'sports', 'Brookley', 12, '2025-07-21', '2025-07-25', 140.00, 5.00, 20, 7, 0);
INSERT INTO sessions (session_id, title, theme, town, lead_counselor_id, start_date, end_date, weekly_fee, materials_fee, max_places, min_age, is_overnight) VALUES (10, 'Junior Explorers', 'outdoor', 'Ashford', 1, '2025-07-28', '2025-08-01', 150.00, 10.00, 16, 5, 0);
INSERT INTO sessions (session_id, title, theme, town, lead_counselor_id, start_date, end_date, weekly_fee, materials_fee, max_places, min_age, is_overnight) VALUES (11, 'Stage School', 'drama', 'Eastbridge', 10, '2025-07-28', '2025-08-01', 155.00, 20.00, 14, 9, 0);
INSERT INTO sessions (session_id, title, theme, town, lead_counselor_id, start_date, end_date, weekly_fee, materials_fee, max_places, min_age, is_overnight) VALUES (12, 'Kitchen Chemistry', 'science', 'Brookley', 3, '2025-08-04', '2025-08-08', 165.00, 40.00, 12, 8, 0);
INSERT INTO sessions (session_id, title, theme, town, lead_counselor_id, start_date, end_date, weekly_fee, materials_fee, max_places, min_age, is_overnight) VALUES (13, 'Clay & Collage', 'arts', 'Eastbridge', 16, '2025-08-11', '2025-08-15', 125.00, 30.00, 14, 5, 0);
INSERT INTO sessions (session_id, title, theme, town, lead_counselor_id, start_date, end_date, weekly_fee, materials_fee, max_places, min_age, is_overnight) VALUES (14, 'Riverside Adventure Overnight', 'outdoor', 'Marlow Green', 5, '2025-08-11', '2025-08-15', 255.00, 15.00, 10, 11, 1);
INSERT INTO sessions (session_id, title, theme, town, lead_counselor_id, start_date, end_date, weekly_fee, materials_fee, max_places, min_age, is_overnight) VALUES (15, 'Tennis & Swim', 'sports', 'Ashford', 14, '2025-08-18', '2025-08-22', 145.00, 10.00, 16, 7, 0);
INSERT INTO sessions (session_id, title, theme, town, lead_counselor_id, start_date, end_date, weekly_fee, materials_fee, max_places, min_age, is_overnight) VALUES (16, 'Film Makers', 'arts', 'Brookley', 2, '2025-08-25', '2025-08-29', 170.00, 25.00, 12, 10, 0);
INSERT INTO enrollments (enrollment_id, camper_id, session_id, booked_date, amount_paid, sibling_discount, cancelled_date, is_early_bird) VALUES (1, 38, 2, '2024-12-18', 120.00, 15.00, NULL, 1);
INSERT INTO enrollments (enrollment_id, camper_id, session_id, booked_date, amount_paid, sibling_discount, cancelled_date, is_early_bird) VALUES (2, 27, 2, '2024-12-24', 120.00, 15.00, NULL, 1);
INSERT INTO enrollments (enrollment_id, camper_id, session_id, booked_date, amount_paid, sibling_discount, cancelled_date, is_early_bird) VALUES (3, 18, 2, '2025-01-11', 135.00, NULL, NULL, 1);
INSERT INTO enrollments (enrollment_id, camper_id, session_id, booked_date, amount_paid, sibling_discount, cancelled_date, is_early_bird) VALUES (4, 36, 1, '2025-01-21', 147.00, NULL, NULL, 1);
INSERT INTO enrollments (enrollment_id, camper_id, session_id, booked_date, amount_paid, sibling_discount, cancelled_date, is_early_bird) VALUES (5, 20, 4, '2025-02-11', 110.00, 15.00, NULL, 1);
INSERT INTO enrollments (enrollment_id, camper_id, session_id, booked_date, amount_paid, sibling_discount, cancelled_date, is_early_bird) VALUES (6, 3, 2, '2025-02-15', 145.00, NULL, NULL, 0);
INSERT INTO enrollments (enrollment_id, camper_id, session_id, booked_date, amount_paid, sibling_discount, cancelled_date, is_early_bird) VALUES (7, 12, 5, '2025-03-02', 155.00, NULL, NULL, 1);
INSERT INTO enrollments (enrollment_id, camper_id, session_id, booked_date, amount_paid, sibling_discount, cancelled_date, is_early_bird) VALUES (8, 14, 2, '2025-03-02', 130.00, 15.00, NULL, 0);
INSERT INTO enrollments (enrollment_id, camper_id, session_id, booked_date, amount_paid, sibling_discount, cancelled_date, is_early_bird) VALUES (9, 35, 1, '2025-03-13', 142.00, 15.00, NULL, 0);
INSERT INTO enrollments (enrollment_id, camper_id, session_id, booked_date, amount_paid, sibling_discount, cancelled_date, is_early_bird) VALUES (10, 25, 4, '2025-03-15', 125.00, NULL, NULL, 1);
INSERT INTO enrollments (enrollment_id, camper_id, session_id, booked_date, amount_paid, sibling_discount, cancelled_date, is_early_bird) VALUES (11, 21, 7, '2025-03-23', 195.00, 15.00, NULL, 1);
INSERT INTO enrollments (enrollment_id, camper_id, session_id, booked_date, amount_paid, sibling_discount, cancelled_date, is_early_bird) VALUES (12, 23, 8, '2025-03-28', 140.00, 15.00, NULL, 1);
INSERT INTO enrollments (enrollment_id, camper_id, session_id, booked_date, amount_paid, sibling_discount, cancelled_date, is_early_bird) VALUES (13, 28, 7, '2025-04-01', 195.00, 15.00, NULL, 1);
INSERT INTO enrollments (enrollment_id, camper_id, session_id, booked_date, amount_paid, sibling_discount, cancelled_date, is_early_bird) VALUES (14, 26, 7, '2025-04-02', 195.00, 15.00, NULL, 1);
INSERT INTO enrollments (enrollment_id, camper_id, session_id, booked_date, amount_paid, sibling_discount, cancelled_date, is_early_bird) VALUES (15, 20, 7, '2025-04-03', 195.00, 15.00, NULL, 1);
INSERT INTO enrollments (enrollment_id, camper_id, session_id, booked_date, amount_paid, sibling_discount, cancelled_date, is_early_bird) VALUES (16, 30, 10, '2025-04-07', 67.50, 15.00, '2025-07-12', 1);
INSERT INTO enrollments (enrollment_id, camper_id, session_id, booked_date, amount_paid, sibling_discount, cancelled_date, is_early_bird) VALUES (17, 5, 9, '2025-04-14', 135.00, NULL, NULL, 1);
INSERT INTO enrollments (enrollment_id, camper_id, session_id, booked_date, amount_paid, sibling_discount, cancelled_date, is_early_bird) VALUES (18, 1, 4, '2025-04-19', 125.00, NULL, NULL, 1);
INSERT INTO enrollments (enrollment_id, camper_id, session_id, booked_date, amount_paid, sibling_discount, cancelled_date, is_early_bird) VALUES (19, 4, 12, '2025-04-23', 195.00, NULL, NULL, 1);
INSERT INTO enrollments (enrollment_id, camper_id, session_id, booked_date, amount_paid, sibling_discount, cancelled_date, is_early_bird) VALUES (20, 14, 11, '2025-04-24', 150.00, 15.00, NULL, 1);
INSERT INTO enrollments (enrollment_id, camper_id, session_id, booked_date, amount_paid, sibling_discount, cancelled_date, is_early_bird) VALUES (21, 21, 12, '2025-04-26', 90.00, 15.00, '2025-07-17', 1);
INSERT INTO enrollments (enrollment_id, camper_id, session_id, booked_date, amount_paid, sibling_discount, cancelled_date, is_early_bird) VALUES (22, 16, 7, '2025-04-26', 195.00, 15.00, NULL, 1);
INSERT INTO enrollments (enrollment_id, camper_id, session_id, booked_date, amount_paid, sibling_discount, cancelled_date, is_early_bird) VALUES (23, 35, 9, '2025-04-27', 120.00, 15.00, NULL, 1);
INSERT INTO enrollments (enrollment_id, camper_id, session_id, booked_date, amount_paid, sibling_discount, cancelled_date, is_early_bird) VALUES (24, 29, 4, '2025-04-28', 125.00, NULL, NULL, 1);
INSERT INTO enrollments (enrollment_id, camper_id, session_id, booked_date, amount_paid, sibling_discount, cancelled_date, is_early_bird) VALUES (25, 11, 4, '2025-05-04', 110.00, 15.00, NULL, 1);
INSERT INTO enrollments (enrollment_id, camper_id, session_id, booked_date, amount_paid, sibling_discount, cancelled_date, is_early_bird) VALUES (26, 4, 3, '2025-05-05', 190.00, NULL, NULL, 0);
INSERT INTO enrollments (enrollment_id, camper_id, session_id, booked_date, amount_paid, sibling_discount, cancelled_date, is_early_bird) VALUES (27, 22, 6, '2025-05-06', 250.00, NULL, NULL, 1);
INSERT INTO enrollments (enrollment_id, camper_id, session_id, booked_date, amount_paid, sibling_discount, cancelled_date, is_early_bird) VALUES (28, 2, 7, '2025-05-11', 210.00, NULL, NULL, 1);
INSERT INTO enrollments (enrollment_id, camper_id, session_id, booked_date, amount_paid, sibling_discount, cancelled_date, is_early_bird) VALUES (29, 22, 8, '2025-05-11', 155.00, NULL, NULL, 1);
INSERT INTO enrollments (enrollment_id, camper_id, session_id, booked_date, amount_paid, sibling_discount, cancelled_date, is_early_bird) VALUES (30, 23, 11, '2025-05-13', 150.00, 15.00, NULL, 1);
INSERT INTO enrollments (enrollment_id, camper_id, session_id, booked_date, amount_paid, sibling_discount, cancelled_date, is_early_bird) VALUES (31, 12, 9, '2025-05-19', 145.00, NULL, NULL, 0);
INSERT INTO enrollments (enrollment_id, camper_id, session_id, booked_date, amount_paid, sibling_discount, cancelled_date, is_early_bird) VALUES (32, 31, 7, '2025-05-25', 220.00, NULL, NULL, 0);
INSERT INTO enrollments (enrollment_id, camper_id, session_id, booked_date, amount_paid, sibling_discount, cancelled_date, is_early_bird) VALUES (33, 16, 16, '2025-05-27', 170.00, 15.00, NULL, 1);
INSERT INTO enrollments (enrollment_id, camper_id, session_id, booked_date, amount_paid, sibling_discount, cancelled_date, is_early_bird) VALUES (34, 16, 4, '2025-05-28', 120.00, 15.00, NULL, 0);
INSERT INTO enrollments (enrollment_id, camper_id, session_id, booked_date, amount_paid, sibling_discount, cancelled_date, is_early_bird) VALUES (35, 32, 6, '2025-06-02', 122.50, 15.00, '2025-06-18', 0);
INSERT INTO enrollments (enrollment_id, camper_id, session_id, booked_date, amount_paid, sibling_discount, cancelled_date, is_early_bird) VALUES (36, 12, 16, '2025-06-03', 195.00, NULL, NULL, 0);
INSERT INTO enrollments (enrollment_id, camper_id, session_id, booked_date, amount_paid, sibling_discount, cancelled_date, is_early_bird) VALUES (37, 15, 5, '2025-06-03', 150.00, 15.00, NULL, 0);
INSERT INTO enrollments (enrollment_id, camper_id, session_id, booked_date, amount_paid, sibling_discount, cancelled_date, is_early_bird) VALUES (38, 17, 16, '2025-06-04', 185.00, NULL, NULL, 1);
INSERT INTO enrollments (enrollment_id, camper_id, session_id, booked_date, amount_paid, sibling_discount, cancelled_date, is_early_bird) VALUES (39, 10, 7, '2025-06-04', 220.00, NULL, NULL, 0);
INSERT INTO enrollments (enrollment_id, camper_id, session_id, booked_date, amount_paid, sibling_discount, cancelled_date, is_early_bird) VALUES (40, 18, 8, '2025-06-04', 165.00, NULL, NULL, 0);
INSERT INTO enrollments (enrollment_id, camper_id, session_id, booked_date, amount_paid, sibling_discount, cancelled_date, is_early_bird) VALUES (41, 1, 10, '2025-06-05', 160.00, NULL, NULL, 0);
INSERT INTO enrollments (enrollment_id, camper_id, session_id, booked_date, amount_paid, sibling_discount, cancelled_date, is_early_bird) VALUES (42, 32, 15, '2025-06-05', 130.00, 15.00, NULL, 1);
INSERT INTO enrollments (enrollment_id, camper_id, session_id, booked_date, amount_paid, sibling_discount, cancelled_date, is_early_bird) VALUES (43, 20, 10, '2025-06-20', 72.50, 15.00, '2025-07-10', 0);
INSERT INTO enrollments (enrollment_id, camper_id, session_id, booked_date, amount_paid, sibling_discount, cancelled_date, is_early_bird) VALUES (44, 39, 7, '2025-06-20', 205.00, 15.00, NULL, 0);
INSERT INTO enrollments (enrollment_id, camper_id, session_id, booked_date, amount_paid, sibling_discount, cancelled_date, is_early_bird) VALUES (45, 28, 16, '2025-06-24', 170.00, 15.00, NULL, 1);
INSERT INTO enrollments (enrollment_id, camper_id, session_id, booked_date, amount_paid, sibling_discount, cancelled_date, is_early_bird) VALUES (46, 28, 6, '2025-06-25', 245.00, 15.00, NULL, 0);
INSERT INTO enrollments (enrollment_id, camper_id, session_id, booked_date, amount_paid, sibling_discount, cancelled_date, is_early_bird) VALUES (47, 39, 5, '2025-06-27', 150.00, 15.00, NULL, 0);
INSERT INTO enrollments (enrollment_id, camper_id, session_id, booked_date, amount_paid, sibling_discount, cancelled_date, is_early_bird) VALUES (48, 14, 4, '2025-06-29', 120.00, 15.00, NULL, 0);
INSERT INTO enrollments (enrollment_id, camper_id, session_id, booked_date, amount_paid, sibling_discount, cancelled_date, is_early_bird) VALUES (49, 28, 10, '2025-06-29', 145.00, 15.00, NULL, 0);
INSERT INTO enrollments (enrollment_id, camper_id, session_id, booked_date, amount_paid, sibling_discount, cancelled_date, is_early_bird) VALUES (50, 4, 16, '2025-06-29', 195.00, NULL, NULL, 0);
INSERT INTO enrollments (enrollment_id, camper_id, session_id, booked_date, amount_paid, sibling_discount, cancelled_date, is_early_bird) VALUES (51, 17, 5, '2025-06-30', 165.00, NULL, NULL, 0);
INSERT INTO enrollments (enrollment_id, camper_id, session_id, booked_date, amount_paid, sibling_discount, cancelled_date, is_early_bird) VALUES (52, 37, 15, '2025-06-30', 70.00, 15.00, '2025-07-17', 0);
INSERT INTO enrollments (enrollment_id, camper_id, session_id, booked_date, amount_paid, sibling_discount, cancelled_date, is_early_bird) VALUES (53, 13, 9, '2025-07-02', 72.50, NULL, '2025-07-13', 0);
INSERT INTO enrollments (enrollment_id, camper_id, session_id, booked_date, amount_paid, sibling_discount, cancelled_date, is_early_bird) VALUES (54, 30, 11, '2025-07-03', 160.00, 15.00, NULL, 0);
INSERT INTO enrollments (enrollment_id, camper_id, session_id, booked_date, amount_paid, sibling_discount, cancelled_date, is_early_bird) VALUES (55, 16, 10, '2025-07-03', 145.00, 15.00, NULL, 0);
INSERT INTO enrollments (enrollment_id, camper_id, session_id, booked_date, amount_paid, sibling_discount, cancelled_date, is_early_bird) VALUES (56, 6, 9, '2025-07-03', 145.00, NULL, NULL, 0);
INSERT INTO enrollments (enrollment_id, camper_id, session_id, booked_date, amount_paid, sibling_discount, cancelled_date, is_early_bird) VALUES (57, 13, 14, '2025-07-06', 270.00, NULL, NULL, 0);
INSERT INTO enrollments (enrollment_id, camper_id, session_id, booked_date, amount_paid, sibling_discount, cancelled_date, is_early_bird) VALUES (58, 24, 10, '2025-07-15', 145.00, 15.00, NULL, 0);
INSERT INTO enrollments (enrollment_id, camper_id, session_id, booked_date, amount_paid, sibling_discount, cancelled_date, is_early_bird) VALUES (59, 12, 13, '2025-08-05', 155.00, NULL, NULL, 0);
INSERT INTO enrollments (enrollment_id, camper_id, session_id, booked_date, amount_paid, sibling_discount, cancelled_date, is_early_bird) VALUES (60, 16, 15, '2025-08-12', 140.00, 15.00, NULL, 0);
COMMIT;
