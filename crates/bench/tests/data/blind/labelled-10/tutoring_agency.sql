-- tutoring_agency: a home and online tutoring agency; lessons are kept in one table per year (2023, 2024, 2025)
BEGIN TRANSACTION;
CREATE TABLE subjects (
  subject_id INTEGER PRIMARY KEY,
  subject_name TEXT NOT NULL,
  level TEXT NOT NULL,
  hourly_fee REAL NOT NULL,
  introduced_on TEXT NOT NULL,
  retired_on TEXT  -- NULL = still offered
);
CREATE TABLE tutors (
  tutor_id INTEGER PRIMARY KEY,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  home_town TEXT NOT NULL,
  started_on TEXT NOT NULL,
  left_on TEXT,  -- NULL = still tutoring for the agency
  hourly_pay REAL NOT NULL,
  is_dbs_checked INTEGER NOT NULL CHECK (is_dbs_checked IN (0, 1))
);
CREATE TABLE students (
  student_id INTEGER PRIMARY KEY,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  year_group INTEGER,  -- NULL = adult learner, not at school
  school TEXT,  -- NULL = not at a school (adult learner or home-educated)
  parent_phone TEXT,  -- NULL = adult learner, no parent contact
  enrolled_on TEXT NOT NULL
);
CREATE TABLE lessons_2023 (
  lesson_id INTEGER PRIMARY KEY,
  tutor_id INTEGER NOT NULL REFERENCES tutors(tutor_id),
  student_id INTEGER NOT NULL REFERENCES students(student_id),
  subject_id INTEGER NOT NULL REFERENCES subjects(subject_id),
  lesson_date TEXT NOT NULL,
  duration_min INTEGER NOT NULL,
  fee_charged REAL NOT NULL,
  tutor_pay REAL NOT NULL,
  paid_on TEXT,  -- NULL = family has not paid for this lesson yet
  is_online INTEGER NOT NULL CHECK (is_online IN (0, 1)),
  feedback_score INTEGER  -- NULL = no feedback given (1-5 otherwise)
);
CREATE TABLE lessons_2024 (
  lesson_id INTEGER PRIMARY KEY,
  tutor_id INTEGER NOT NULL REFERENCES tutors(tutor_id),
  student_id INTEGER NOT NULL REFERENCES students(student_id),
  subject_id INTEGER NOT NULL REFERENCES subjects(subject_id),
  lesson_date TEXT NOT NULL,
  duration_min INTEGER NOT NULL,
  fee_charged REAL NOT NULL,
  tutor_pay REAL NOT NULL,
  paid_on TEXT,  -- NULL = family has not paid for this lesson yet
  is_online INTEGER NOT NULL CHECK (is_online IN (0, 1)),
  feedback_score INTEGER  -- NULL = no feedback given (1-5 otherwise)
);
CREATE TABLE lessons_2025 (
  lesson_id INTEGER PRIMARY KEY,
  tutor_id INTEGER NOT NULL REFERENCES tutors(tutor_id),
  student_id INTEGER NOT NULL REFERENCES students(student_id),
  subject_id INTEGER NOT NULL REFERENCES subjects(subject_id),
  lesson_date TEXT NOT NULL,
  duration_min INTEGER NOT NULL,
  fee_charged REAL NOT NULL,
  tutor_pay REAL NOT NULL,
  paid_on TEXT,  -- NULL = family has not paid for this lesson yet
  is_online INTEGER NOT NULL CHECK (is_online IN (0, 1)),
  feedback_score INTEGER  -- NULL = no feedback given (1-5 otherwise)
);
INSERT INTO subjects VALUES (1, 'Maths', 'KS2', 32.00, '2016-09-01', NULL);
INSERT INTO subjects VALUES (2, 'English', 'KS2', 32.00, '2016-09-01', NULL);
INSERT INTO subjects VALUES (3, '11+ exam prep', 'KS2', 40.00, '2018-01-08', NULL);
INSERT INTO subjects VALUES (4, 'Maths', 'GCSE', 38.00, '2016-09-01', NULL);
INSERT INTO subjects VALUES (5, 'English Language', 'GCSE', 38.00, '2016-09-01', NULL);
INSERT INTO subjects VALUES (6, 'Physics', 'GCSE', 40.00, '2017-09-04', NULL);
INSERT INTO subjects VALUES (7, 'Chemistry', 'GCSE', 40.00, '2017-09-04', NULL);
INSERT INTO subjects VALUES (8, 'Biology', 'GCSE', 40.00, '2017-09-04', NULL);
INSERT INTO subjects VALUES (9, 'French', 'GCSE', 38.00, '2019-01-07', NULL);
INSERT INTO subjects VALUES (10, 'Spanish', 'GCSE', 38.00, '2021-09-06', NULL);
INSERT INTO subjects VALUES (11, 'Maths', 'A-level', 48.00, '2017-09-04', NULL);
INSERT INTO subjects VALUES (12, 'Physics', 'A-level', 50.00, '2019-09-02', NULL);
INSERT INTO subjects VALUES (13, 'Chemistry', 'A-level', 50.00, '2024-09-02', NULL);
INSERT INTO subjects VALUES (14, 'English Literature', 'A-level', 46.00, '2018-09-03', NULL);
INSERT INTO subjects VALUES (15, 'Computer Science', 'GCSE', 42.00, '2025-01-06', NULL);
INSERT INTO subjects VALUES (16, 'Adult numeracy', 'Adult', 30.00, '2019-04-01', '2024-07-31');
INSERT INTO subjects VALUES (17, 'German', 'GCSE', 38.00, '2018-09-03', '2023-07-21');
INSERT INTO tutors VALUES (1, 'Hannah', 'Price', 'Bristol', '2017-09-01', NULL, 26.00, 1);
INSERT INTO tutors VALUES (2, 'Gareth', 'Evans', 'Bath', '2018-01-15', '2023-12-15', 24.00, 1);
INSERT INTO tutors VALUES (3, 'Priya', 'Nair', 'Bristol', '2024-09-02', NULL, 28.00, 1);
INSERT INTO tutors VALUES (4, 'Tom', 'Ashdown', 'Keynsham', '2019-02-11', NULL, 22.00, 1);
INSERT INTO tutors VALUES (5, 'Ifeoma', 'Chukwu', 'Bristol', '2020-09-07', NULL, 25.00, 1);
INSERT INTO tutors VALUES (6, 'Lucia', 'Fernández', 'Bath', '2021-08-30', NULL, 23.00, 1);
INSERT INTO tutors VALUES (7, 'Martin', 'Hale', 'Portishead', '2016-09-05', NULL, 30.00, 1);
INSERT INTO tutors VALUES (8, 'Sophie', 'Tranter', 'Bristol', '2022-01-10', NULL, 21.00, 1);
INSERT INTO tutors VALUES (9, 'Callum', 'Reid', 'Clevedon', '2023-02-06', '2024-06-28', 21.00, 0);
INSERT INTO tutors VALUES (10, 'Anya', 'Kowalczyk', 'Bristol', '2019-09-09', NULL, 24.00, 1);
INSERT INTO tutors VALUES (11, 'Dominic', 'Byrne', 'Weston-super-Mare', '2018-09-03', NULL, 22.50, 1);
INSERT INTO tutors VALUES (12, 'Rachel', 'Osei', 'Bristol', '2023-09-04', NULL, 23.50, 1);
INSERT INTO tutors VALUES (13, 'Edward', 'Lam', 'Bath', '2024-01-08', NULL, 27.00, 1);
INSERT INTO tutors VALUES (14, 'Fatima', 'Zahra', 'Bristol', '2020-01-13', '2025-02-28', 22.00, 1);
INSERT INTO tutors VALUES (15, 'Joel', 'Mathers', 'Keynsham', '2025-01-06', NULL, 24.00, 0);
INSERT INTO tutors VALUES (16, 'Beatrice', 'Quinn', 'Bath', '2017-04-24', NULL, 26.50, 1);
INSERT INTO tutors VALUES (17, 'Nathan', 'Pryce', 'Bristol', '2021-05-04', '2023-08-31', 20.00, 1);
INSERT INTO tutors VALUES (18, 'Grace', 'Adebayo', 'Bristol', '2022-09-05', NULL, 25.00, 1);
INSERT INTO students VALUES (1, 'Oliver', 'Grant', 11, 'English Martyrs Catholic School', '07394 553903', '2024-03-03');
INSERT INTO students VALUES (2, 'Oliver', 'Shah', 9, 'Clifton College', '07774 182827', '2023-07-02');
INSERT INTO students VALUES (3, 'Hannah', 'Lowe', 11, 'English Martyrs Catholic School', '07321 482422', '2024-11-16');
INSERT INTO students VALUES (4, 'Amelia', 'Brooks', 13, 'Bristol Grammar School', '07497 542901', '2024-08-02');
INSERT INTO students VALUES (5, 'Yusuf', 'Ali', 11, 'Redland Green School', '07522 381435', '2023-07-14');
INSERT INTO students VALUES (6, 'Isla', 'McKenzie', 13, 'Broadoak Academy', '07837 415004', '2023-09-02');
INSERT INTO students VALUES (7, 'Harvey', 'Cole', 10, 'Clifton College', '07861 079859', '2024-04-26');
INSERT INTO students VALUES (8, 'Maya', 'Patel', 12, 'Chew Valley School', '07363 789426', '2023-03-18');
INSERT INTO students VALUES (9, 'Noah', 'Williams', 11, 'English Martyrs Catholic School', '07886 544952', '2023-02-22');
INSERT INTO students VALUES (10, 'Freya', 'Dunn', 6, 'Colston''s Primary', '07614 667137', '2024-09-04');
INSERT INTO students VALUES (11, 'Zain', 'Hussain', 13, 'Cotham School', '07425 073220', '2024-04-13');
INSERT INTO students VALUES (12, 'Poppy', 'Ellison', 6, 'Hartcliffe Primary', '07656 546881', '2022-12-26');
INSERT INTO students VALUES (13, 'Arjun', 'Mehta', 13, 'Clifton College', '07681 405233', '2024-05-26');
INSERT INTO students VALUES (14, 'Evie', 'Sharp', 5, 'Henbury Court Primary', '07748 275968', '2024-10-18');
INSERT INTO students VALUES (15, 'Leo', 'Fraser', 6, 'Hartcliffe Primary', '07990 070614', '2024-01-09');
INSERT INTO students VALUES (16, 'Chloe', 'Okafor', 5, 'Hartcliffe Primary', '07198 711667', '2024-01-31');
INSERT INTO students VALUES (17, 'Reuben', 'Stone', 6, 'Henbury Court Primary', '07288 680624', '2024-02-06');
INSERT INTO students VALUES (18, 'Ava', 'Nguyen', 13, 'Cotham School', '07576 537705', '2023-03-26');
INSERT INTO students VALUES (19, 'Jacob', 'Parry', 5, 'Bath Spa Primary', '07139 333538', '2024-08-29');
INSERT INTO students VALUES (20, 'Lily', 'Hargreaves', 10, NULL, '07760 164284', '2022-07-06');
INSERT INTO students VALUES (21, 'Mohammed', 'Iqbal', 11, 'Bristol Grammar School', '07814 643798', '2023-06-28');
INSERT INTO students VALUES (22, 'Ruby', 'Templeton', 11, 'Broadoak Academy', '07521 040396', '2023-05-08');
INSERT INTO students VALUES (23, 'Ethan', 'Morris', 6, 'Hartcliffe Primary', '07471 034970', '2022-08-15');
INSERT INTO students VALUES (24, 'Sofia', 'Romano', 6, 'Hartcliffe Primary', '07167 864199', '2022-12-13');
INSERT INTO students VALUES (25, 'Archie', 'Bell', 6, 'Bath Spa Primary', '07735 394096', '2023-02-06');
INSERT INTO students VALUES (26, 'Esme', 'Carver', 10, NULL, '07522 776351', '2023-06-28');
INSERT INTO students VALUES (27, 'Kai', 'Thompson', 10, 'Bristol Grammar School', '07543 690259', '2023-08-11');
INSERT INTO students VALUES (28, 'Imogen', 'Wright', 10, 'St Mary Redcliffe', '07431 331665', '2022-07-11');
INSERT INTO students VALUES (29, 'Daniel', 'Kaur', 10, 'St Mary Redcliffe', '07722 194594', '2023-10-24');
INSERT INTO students VALUES (30, 'Niamh', 'Gallagher', 13, 'Redland Green School', '07774 233902', '2023-01-26');
INSERT INTO students VALUES (31, 'Theo', 'Marsh', 10, NULL, '07450 705276', '2022-10-13');
INSERT INTO students VALUES (32, 'Aisha', 'Bello', 6, 'Hartcliffe Primary', '07616 227840', '2023-01-31');
INSERT INTO students VALUES (33, 'Finley', 'Cross', 6, 'Colston''s Primary', '07889 628167', '2023-11-27');
INSERT INTO students VALUES (34, 'Matilda', 'Hayes', 12, 'Broadoak Academy', '07984 283714', '2024-08-13');
INSERT INTO students VALUES (35, 'Samuel', 'Idowu', 10, 'Broadoak Academy', '07839 697962', '2024-12-17');
INSERT INTO students VALUES (36, 'Grace', 'Fenton', 11, 'Clifton College', '07958 560933', '2022-07-10');
INSERT INTO students VALUES (37, 'Patricia', 'Moody', NULL, NULL, NULL, '2022-07-15');
INSERT INTO students VALUES (38, 'Kevin', 'Ashby', NULL, NULL, NULL, '2024-06-04');
INSERT INTO students VALUES (39, 'Lin', 'Zhou', NULL, NULL, NULL, '2024-09-09');
INSERT INTO students VALUES (40, 'Rosalind', 'Pearce', NULL, NULL, NULL, '2023-02-27');
INSERT INTO lessons_2023 VALUES (230001, 2, 31, 6, '2023-01-04', 60, 40.00, 24.00, '2023-01-04', 0, 4);
INSERT INTO lessons_2023 VALUES (230002, 11, 31, 4, '2023-01-06', 90, 57.00, 33.75, '2023-01-20', 1, 4);
INSERT INTO lessons_2023 VALUES (230003, 5, 28, 6, '2023-01-16', 60, 40.00, 25.00, '2023-01-18', 1, NULL);
INSERT INTO lessons_2023 VALUES (230004, 18, 28, 8, '2023-01-17', 90, 54.00, 37.50, '2023-01-18', 1, NULL);
INSERT INTO lessons_2023 VALUES (230005, 11, 37, 4, '2023-01-30', 45, 28.50, 16.88, '2023-02-08', 0, NULL);
INSERT INTO lessons_2023 VALUES (230006, 18, 20, 8, '2023-02-06', 60, 40.00, 25.00, '2023-02-13', 0, 2);
INSERT INTO lessons_2023 VALUES (230007, 14, 20, 9, '2023-02-11', 60, 38.00, 22.00, '2023-02-15', 1, 2);
INSERT INTO lessons_2023 VALUES (230008, 17, 40, 17, '2023-03-04', 60, 38.00, 20.00, NULL, 0, NULL);
INSERT INTO lessons_2023 VALUES (230009, 6, 36, 9, '2023-03-13', 60, 38.00, 23.00, '2023-03-23', 0, 2);
INSERT INTO lessons_2023 VALUES (230010, 8, 31, 5, '2023-03-13', 60, 38.00, 21.00, '2023-03-25', 1, 2);
INSERT INTO lessons_2023 VALUES (230011, 8, 9, 5, '2023-03-16', 60, 38.00, 21.00, '2023-04-13', 0, 2);
INSERT INTO lessons_2023 VALUES (230012, 16, 40, 5, '2023-03-20', 45, 28.50, 19.88, '2023-04-06', 0, NULL);
INSERT INTO lessons_2023 VALUES (230013, 14, 9, 5, '2023-03-27', 45, 28.50, 16.50, '2023-04-06', 1, 3);
INSERT INTO lessons_2023 VALUES (230014, 1, 18, 11, '2023-04-17', 60, 48.00, 26.00, '2023-05-03', 1, NULL);
INSERT INTO lessons_2023 VALUES (230015, 17, 36, 17, '2023-04-19', 90, 57.00, 30.00, '2023-05-12', 0, NULL);
INSERT INTO lessons_2023 VALUES (230016, 1, 18, 12, '2023-04-20', 60, 50.00, 26.00, '2023-05-13', 0, 5);
INSERT INTO lessons_2023 VALUES (230017, 11, 25, 1, '2023-04-25', 45, 24.00, 16.88, '2023-05-09', 0, 3);
INSERT INTO lessons_2023 VALUES (230018, 7, 9, 4, '2023-05-02', 60, 38.00, 30.00, '2023-05-04', 0, NULL);
INSERT INTO lessons_2023 VALUES (230019, 18, 9, 8, '2023-05-04', 60, 40.00, 25.00, '2023-05-10', 0, 4);
INSERT INTO lessons_2023 VALUES (230020, 2, 28, 6, '2023-05-22', 60, 36.00, 24.00, '2023-06-07', 1, 3);
INSERT INTO lessons_2023 VALUES (230021, 9, 23, 1, '2023-05-22', 45, 24.00, 15.75, '2023-06-03', 1, 5);
INSERT INTO lessons_2023 VALUES (230022, 16, 18, 14, '2023-06-09', 60, 46.00, 26.50, '2023-06-11', 1, 5);
INSERT INTO lessons_2023 VALUES (230023, 16, 18, 14, '2023-06-12', 60, 46.00, 26.50, '2023-06-26', 1, 5);
INSERT INTO lessons_2023 VALUES (230024, 9, 32, 1, '2023-06-28', 60, 32.00, 21.00, '2023-07-04', 1, 2);
INSERT INTO lessons_2023 VALUES (230025, 14, 26, 9, '2023-07-01', 90, 57.00, 33.00, '2023-07-31', 0, 4);
INSERT INTO lessons_2023 VALUES (230026, 17, 2, 17, '2023-07-14', 90, 57.00, 30.00, NULL, 0, 3);
INSERT INTO lessons_2023 VALUES (230027, 18, 40, 6, '2023-08-17', 60, 40.00, 25.00, '2023-09-02', 0, NULL);
INSERT INTO lessons_2023 VALUES (230028, 16, 26, 5, '2023-09-07', 90, 57.00, 39.75, NULL, 0, 5);
INSERT INTO lessons_2023 VALUES (230029, 12, 23, 1, '2023-09-14', 60, 32.00, 23.50, NULL, 1, 4);
INSERT INTO lessons_2023 VALUES (230030, 7, 2, 4, '2023-09-15', 90, 57.00, 45.00, '2023-10-08', 1, NULL);
INSERT INTO lessons_2023 VALUES (230031, 14, 21, 5, '2023-09-28', 60, 38.00, 22.00, '2023-10-22', 1, 4);
INSERT INTO lessons_2023 VALUES (230032, 4, 32, 1, '2023-10-05', 60, 32.00, 22.00, '2023-10-21', 0, 5);
INSERT INTO lessons_2023 VALUES (230033, 11, 36, 4, '2023-10-12', 60, 38.00, 22.50, '2023-11-01', 0, 4);
INSERT INTO lessons_2023 VALUES (230034, 4, 23, 1, '2023-10-16', 90, 48.00, 33.00, '2023-10-16', 1, NULL);
INSERT INTO lessons_2023 VALUES (230035, 5, 5, 7, '2023-10-31', 45, 30.00, 18.75, '2023-11-16', 0, NULL);
INSERT INTO lessons_2023 VALUES (230036, 12, 32, 2, '2023-11-03', 60, 32.00, 23.50, '2023-11-11', 1, NULL);
INSERT INTO lessons_2023 VALUES (230037, 1, 31, 4, '2023-11-06', 60, 38.00, 26.00, '2023-12-06', 0, 3);
INSERT INTO lessons_2023 VALUES (230038, 6, 36, 9, '2023-11-07', 60, 34.20, 23.00, '2023-11-24', 0, 5);
INSERT INTO lessons_2023 VALUES (230039, 10, 12, 2, '2023-11-13', 60, 32.00, 24.00, '2023-11-27', 0, NULL);
INSERT INTO lessons_2023 VALUES (230040, 18, 31, 7, '2023-11-23', 45, 30.00, 18.75, '2023-12-04', 0, 4);
INSERT INTO lessons_2023 VALUES (230041, 10, 22, 5, '2023-11-24', 60, 38.00, 24.00, '2023-12-06', 0, NULL);
INSERT INTO lessons_2023 VALUES (230042, 8, 20, 5, '2023-11-25', 60, 38.00, 21.00, '2023-12-25', 0, 5);
INSERT INTO lessons_2023 VALUES (230043, 6, 37, 10, '2023-12-07', 90, 57.00, 34.50, '2023-12-10', 1, 4);
INSERT INTO lessons_2023 VALUES (230044, 6, 9, 9, '2023-12-09', 90, 51.30, 34.50, '2023-12-11', 1, 5);
INSERT INTO lessons_2023 VALUES (230045, 12, 32, 1, '2023-12-09', 45, 24.00, 17.62, '2023-12-29', 1, 4);
INSERT INTO lessons_2023 VALUES (230046, 18, 29, 8, '2023-12-09', 60, 40.00, 25.00, '2023-12-28', 0, NULL);
INSERT INTO lessons_2024 VALUES (240001, 1, 28, 4, '2024-01-08', 60, 38.00, 26.00, '2024-02-04', 1, 5);
INSERT INTO lessons_2024 VALUES (240002, 18, 21, 6, '2024-01-18', 60, 40.00, 25.00, '2024-02-12', 1, NULL);
INSERT INTO lessons_2024 VALUES (240003, 1, 30, 12, '2024-02-02', 60, 50.00, 26.00, '2024-03-02', 0, 4);
INSERT INTO lessons_2024 VALUES (240004, 11, 31, 4, '2024-02-05', 60, 38.00, 22.50, '2024-02-15', 0, 2);
INSERT INTO lessons_2024 VALUES (240005, 18, 40, 7, '2024-02-12', 60, 40.00, 25.00, NULL, 0, NULL);
INSERT INTO lessons_2024 VALUES (240006, 10, 28, 5, '2024-02-13', 45, 28.50, 18.00, '2024-02-24', 0, NULL);
INSERT INTO lessons_2024 VALUES (240007, 16, 2, 5, '2024-03-11', 60, 34.20, 26.50, '2024-04-03', 1, 5);
INSERT INTO lessons_2024 VALUES (240008, 14, 36, 5, '2024-03-13', 60, 38.00, 22.00, '2024-04-06', 1, NULL);
INSERT INTO lessons_2024 VALUES (240009, 14, 29, 9, '2024-03-16', 90, 51.30, 33.00, '2024-04-03', 0, 5);
INSERT INTO lessons_2024 VALUES (240010, 18, 37, 7, '2024-03-16', 60, 40.00, 25.00, '2024-04-09', 0, NULL);
INSERT INTO lessons_2024 VALUES (240011, 6, 26, 10, '2024-03-18', 90, 51.30, 34.50, '2024-04-17', 1, 2);
INSERT INTO lessons_2024 VALUES (240012, 18, 28, 7, '2024-03-20', 60, 40.00, 25.00, '2024-04-02', 0, NULL);
INSERT INTO lessons_2024 VALUES (240013, 12, 15, 3, '2024-03-21', 60, 40.00, 23.50, '2024-04-03', 0, 4);
INSERT INTO lessons_2024 VALUES (240014, 4, 25, 2, '2024-03-26', 60, 32.00, 22.00, '2024-03-28', 0, NULL);
INSERT INTO lessons_2024 VALUES (240015, 5, 2, 8, '2024-03-29', 45, 27.00, 18.75, '2024-04-27', 1, 4);
INSERT INTO lessons_2024 VALUES (240016, 12, 12, 3, '2024-04-01', 60, 36.00, 23.50, '2024-04-19', 1, 4);
INSERT INTO lessons_2024 VALUES (240017, 16, 29, 5, '2024-04-05', 60, 38.00, 26.50, NULL, 0, NULL);
INSERT INTO lessons_2024 VALUES (240018, 9, 28, 4, '2024-04-08', 45, 28.50, 15.75, '2024-04-22', 1, 4);
INSERT INTO lessons_2024 VALUES (240019, 6, 2, 10, '2024-04-12', 60, 38.00, 23.00, '2024-04-15', 0, 5);
INSERT INTO lessons_2024 VALUES (240020, 5, 36, 7, '2024-04-20', 60, 40.00, 25.00, '2024-05-06', 0, 4);
INSERT INTO lessons_2024 VALUES (240021, 16, 8, 14, '2024-04-29', 45, 34.50, 19.88, '2024-05-19', 0, 3);
INSERT INTO lessons_2024 VALUES (240022, 7, 36, 4, '2024-05-02', 60, 34.20, 30.00, '2024-05-06', 0, NULL);
INSERT INTO lessons_2024 VALUES (240023, 14, 9, 9, '2024-05-16', 60, 38.00, 22.00, '2024-06-08', 0, 5);
INSERT INTO lessons_2024 VALUES (240024, 10, 18, 14, '2024-05-22', 60, 46.00, 24.00, '2024-06-13', 1, 5);
INSERT INTO lessons_2024 VALUES (240025, 16, 29, 5, '2024-05-23', 60, 38.00, 26.50, '2024-06-21', 1, NULL);
INSERT INTO lessons_2024 VALUES (240026, 18, 27, 8, '2024-05-28', 60, 40.00, 25.00, '2024-05-30', 1, 5);
INSERT INTO lessons_2024 VALUES (240027, 5, 29, 7, '2024-05-30', 60, 40.00, 25.00, '2024-06-07', 0, 2);
INSERT INTO lessons_2024 VALUES (240028, 18, 7, 6, '2024-06-04', 90, 54.00, 37.50, '2024-07-02', 0, 2);
INSERT INTO lessons_2024 VALUES (240029, 14, 28, 9, '2024-06-05', 60, 38.00, 22.00, '2024-06-10', 0, NULL);
INSERT INTO lessons_2024 VALUES (240030, 18, 26, 7, '2024-06-11', 60, 40.00, 25.00, '2024-07-05', 0, 3);
INSERT INTO lessons_2024 VALUES (240031, 10, 11, 14, '2024-06-21', 60, 46.00, 24.00, '2024-07-09', 0, 5);
INSERT INTO lessons_2024 VALUES (240032, 14, 9, 5, '2024-07-03', 45, 28.50, 16.50, '2024-07-20', 0, 2);
INSERT INTO lessons_2024 VALUES (240033, 8, 11, 14, '2024-07-12', 90, 69.00, 31.50, '2024-07-19', 1, 4);
INSERT INTO lessons_2024 VALUES (240034, 8, 1, 5, '2024-08-03', 60, 34.20, 21.00, '2024-08-11', 0, NULL);
INSERT INTO lessons_2024 VALUES (240035, 14, 26, 9, '2024-08-03', 60, 38.00, 22.00, '2024-08-30', 0, NULL);
INSERT INTO lessons_2024 VALUES (240036, 6, 26, 9, '2024-08-15', 90, 57.00, 34.50, '2024-08-17', 0, NULL);
INSERT INTO lessons_2024 VALUES (240037, 14, 7, 9, '2024-08-15', 60, 38.00, 22.00, '2024-08-25', 0, 4);
INSERT INTO lessons_2024 VALUES (240038, 5, 22, 8, '2024-08-31', 90, 60.00, 37.50, '2024-09-21', 1, 5);
INSERT INTO lessons_2024 VALUES (240039, 16, 31, 5, '2024-09-05', 90, 57.00, 39.75, '2024-09-06', 1, 5);
INSERT INTO lessons_2024 VALUES (240040, 7, 4, 11, '2024-09-14', 60, 48.00, 30.00, '2024-09-26', 1, 3);
INSERT INTO lessons_2024 VALUES (240041, 18, 21, 7, '2024-09-21', 45, 30.00, 18.75, '2024-10-01', 0, NULL);
INSERT INTO lessons_2024 VALUES (240042, 14, 27, 9, '2024-09-24', 90, 57.00, 33.00, NULL, 1, 5);
INSERT INTO lessons_2024 VALUES (240043, 14, 22, 5, '2024-09-24', 45, 28.50, 16.50, '2024-10-21', 1, NULL);
INSERT INTO lessons_2024 VALUES (240044, 12, 19, 3, '2024-09-26', 90, 60.00, 35.25, '2024-10-10', 1, 4);
INSERT INTO lessons_2024 VALUES (240045, 3, 22, 8, '2024-10-04', 60, 40.00, 28.00, '2024-10-14', 1, 5);
INSERT INTO lessons_2024 VALUES (240046, 18, 20, 7, '2024-10-07', 90, 60.00, 37.50, '2024-10-09', 0, NULL);
INSERT INTO lessons_2024 VALUES (240047, 13, 36, 4, '2024-10-11', 60, 38.00, 27.00, '2024-11-10', 1, 5);
INSERT INTO lessons_2024 VALUES (240048, 8, 12, 2, '2024-10-28', 60, 32.00, 21.00, '2024-11-03', 0, NULL);
INSERT INTO lessons_2024 VALUES (240049, 8, 18, 14, '2024-11-11', 60, 46.00, 21.00, '2024-11-21', 0, 3);
INSERT INTO lessons_2024 VALUES (240050, 11, 17, 1, '2024-11-28', 60, 32.00, 22.50, '2024-12-16', 1, 2);
INSERT INTO lessons_2024 VALUES (240051, 12, 14, 3, '2024-11-28', 60, 40.00, 23.50, '2024-12-08', 1, NULL);
INSERT INTO lessons_2024 VALUES (240052, 18, 22, 8, '2024-11-28', 60, 40.00, 25.00, '2024-11-29', 1, NULL);
INSERT INTO lessons_2024 VALUES (240053, 8, 5, 5, '2024-12-03', 60, 38.00, 21.00, '2024-12-30', 1, 5);
INSERT INTO lessons_2024 VALUES (240054, 6, 28, 10, '2024-12-09', 90, 57.00, 34.50, '2024-12-15', 1, NULL);
INSERT INTO lessons_2024 VALUES (240055, 8, 14, 2, '2024-12-11', 60, 32.00, 21.00, '2024-12-17', 0, 4);
INSERT INTO lessons_2025 VALUES (250001, 13, 9, 4, '2025-01-04', 90, 57.00, 40.50, '2025-01-14', 1, 5);
INSERT INTO lessons_2025 VALUES (250002, 14, 31, 9, '2025-01-04', 60, 38.00, 22.00, '2025-01-24', 0, NULL);
INSERT INTO lessons_2025 VALUES (250003, 3, 35, 8, '2025-01-06', 90, 60.00, 42.00, '2025-01-14', 0, 2);
INSERT INTO lessons_2025 VALUES (250004, 14, 28, 9, '2025-01-08', 60, 38.00, 22.00, '2025-01-18', 0, 4);
INSERT INTO lessons_2025 VALUES (250005, 18, 21, 8, '2025-01-09', 60, 36.00, 25.00, '2025-02-03', 1, NULL);
INSERT INTO lessons_2025 VALUES (250006, 14, 39, 5, '2025-01-10', 60, 38.00, 22.00, '2025-01-28', 0, NULL);
INSERT INTO lessons_2025 VALUES (250007, 1, 30, 12, '2025-01-20', 90, 75.00, 39.00, '2025-01-27', 0, 4);
INSERT INTO lessons_2025 VALUES (250008, 8, 19, 2, '2025-01-21', 60, 32.00, 21.00, '2025-01-28', 0, NULL);
INSERT INTO lessons_2025 VALUES (250009, 14, 9, 9, '2025-01-22', 60, 38.00, 22.00, '2025-01-29', 0, 3);
INSERT INTO lessons_2025 VALUES (250010, 6, 22, 10, '2025-01-27', 90, 57.00, 34.50, '2025-01-31', 0, 4);
INSERT INTO lessons_2025 VALUES (250011, 11, 10, 1, '2025-01-28', 60, 32.00, 22.50, '2025-02-25', 0, 3);
INSERT INTO lessons_2025 VALUES (250012, 13, 20, 4, '2025-01-30', 90, 57.00, 40.50, '2025-01-31', 0, 4);
INSERT INTO lessons_2025 VALUES (250013, 5, 38, 7, '2025-02-10', 90, 60.00, 37.50, '2025-03-08', 0, 2);
INSERT INTO lessons_2025 VALUES (250014, 18, 36, 8, '2025-02-19', 45, 30.00, 18.75, '2025-02-22', 1, NULL);
INSERT INTO lessons_2025 VALUES (250015, 8, 35, 5, '2025-02-22', 90, 57.00, 31.50, '2025-02-24', 1, 5);
INSERT INTO lessons_2025 VALUES (250016, 14, 20, 9, '2025-02-24', 60, 38.00, 22.00, '2025-03-01', 0, 5);
INSERT INTO lessons_2025 VALUES (250017, 15, 20, 4, '2025-02-24', 60, 38.00, 24.00, '2025-02-25', 0, NULL);
INSERT INTO lessons_2025 VALUES (250018, 16, 26, 5, '2025-02-25', 45, 28.50, 19.88, NULL, 0, 5);
INSERT INTO lessons_2025 VALUES (250019, 10, 32, 2, '2025-03-04', 90, 48.00, 36.00, '2025-03-08', 0, 3);
INSERT INTO lessons_2025 VALUES (250020, 6, 22, 10, '2025-03-12', 60, 38.00, 23.00, '2025-03-13', 1, NULL);
INSERT INTO lessons_2025 VALUES (250021, 5, 31, 6, '2025-03-14', 60, 40.00, 25.00, '2025-03-14', 0, 2);
INSERT INTO lessons_2025 VALUES (250022, 15, 7, 4, '2025-03-15', 60, 38.00, 24.00, NULL, 1, 4);
INSERT INTO lessons_2025 VALUES (250023, 6, 7, 10, '2025-03-19', 60, 38.00, 23.00, '2025-03-19', 1, NULL);
INSERT INTO lessons_2025 VALUES (250024, 15, 40, 4, '2025-03-20', 45, 28.50, 18.00, '2025-03-25', 0, NULL);
INSERT INTO lessons_2025 VALUES (250025, 1, 38, 4, '2025-03-21', 60, 38.00, 26.00, '2025-03-30', 0, 2);
INSERT INTO lessons_2025 VALUES (250026, 12, 19, 2, '2025-04-02', 45, 21.60, 17.62, '2025-04-23', 1, NULL);
INSERT INTO lessons_2025 VALUES (250027, 13, 9, 4, '2025-04-11', 45, 28.50, 20.25, '2025-04-12', 0, 2);
INSERT INTO lessons_2025 VALUES (250028, 10, 20, 5, '2025-04-16', 60, 38.00, 24.00, '2025-05-05', 0, 5);
INSERT INTO lessons_2025 VALUES (250029, 13, 21, 4, '2025-04-22', 60, 38.00, 27.00, '2025-05-04', 0, 2);
INSERT INTO lessons_2025 VALUES (250030, 15, 26, 4, '2025-04-24', 60, 38.00, 24.00, '2025-05-12', 1, NULL);
INSERT INTO lessons_2025 VALUES (250031, 1, 21, 4, '2025-04-26', 60, 38.00, 26.00, '2025-04-28', 0, NULL);
INSERT INTO lessons_2025 VALUES (250032, 12, 24, 1, '2025-04-30', 45, 24.00, 17.62, '2025-05-28', 0, NULL);
INSERT INTO lessons_2025 VALUES (250033, 10, 16, 2, '2025-05-03', 90, 48.00, 36.00, '2025-05-30', 0, 2);
INSERT INTO lessons_2025 VALUES (250034, 6, 36, 9, '2025-05-08', 90, 57.00, 34.50, NULL, 1, 2);
INSERT INTO lessons_2025 VALUES (250035, 5, 40, 7, '2025-05-13', 60, 40.00, 25.00, '2025-05-24', 0, NULL);
INSERT INTO lessons_2025 VALUES (250036, 18, 27, 7, '2025-05-20', 60, 40.00, 25.00, '2025-05-27', 0, 5);
INSERT INTO lessons_2025 VALUES (250037, 1, 6, 12, '2025-05-27', 60, 50.00, 26.00, '2025-06-07', 0, 4);
INSERT INTO lessons_2025 VALUES (250038, 1, 6, 12, '2025-05-29', 60, 45.00, 26.00, '2025-06-08', 1, NULL);
INSERT INTO lessons_2025 VALUES (250039, 5, 20, 7, '2025-05-31', 90, 60.00, 37.50, '2025-06-14', 0, NULL);
INSERT INTO lessons_2025 VALUES (250040, 3, 26, 7, '2025-06-02', 60, 40.00, 28.00, NULL, 1, 2);
INSERT INTO lessons_2025 VALUES (250041, 6, 28, 10, '2025-06-04', 60, 38.00, 23.00, NULL, 0, 3);
INSERT INTO lessons_2025 VALUES (250042, 4, 33, 1, '2025-06-05', 60, 32.00, 22.00, NULL, 0, 4);
INSERT INTO lessons_2025 VALUES (250043, 8, 32, 2, '2025-06-10', 60, 32.00, 21.00, '2025-06-10', 1, 5);
INSERT INTO lessons_2025 VALUES (250044, 4, 33, 3, '2025-06-11', 45, 30.00, 16.50, NULL, 1, NULL);
INSERT INTO lessons_2025 VALUES (250045, 3, 22, 8, '2025-06-13', 60, 40.00, 28.00, '2025-06-20', 0, NULL);
INSERT INTO lessons_2025 VALUES (250046, 3, 40, 8, '2025-06-16', 45, 30.00, 21.00, NULL, 0, 2);
INSERT INTO lessons_2025 VALUES (250047, 3, 11, 13, '2025-06-17', 60, 50.00, 28.00, NULL, 0, 4);
INSERT INTO lessons_2025 VALUES (250048, 13, 40, 15, '2025-06-20', 90, 63.00, 40.50, NULL, 1, 2);
INSERT INTO lessons_2025 VALUES (250049, 18, 22, 6, '2025-06-23', 45, 30.00, 18.75, NULL, 1, 5);
INSERT INTO lessons_2025 VALUES (250050, 15, 27, 15, '2025-06-27', 60, 42.00, 24.00, NULL, 0, 4);
COMMIT;
