-- driving_school: blind test database (invented data)
BEGIN TRANSACTION;

CREATE TABLE instructors (
  instructor_id INTEGER PRIMARY KEY,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  hourly_rate REAL NOT NULL,
  gearbox TEXT NOT NULL CHECK (gearbox IN ('manual','automatic')),
  hired_on TEXT NOT NULL,
  left_on TEXT, -- NULL = still works for the school
  is_examiner_trained INTEGER NOT NULL CHECK (is_examiner_trained IN (0,1))
);

CREATE TABLE lessons_leeds (
  lesson_id INTEGER PRIMARY KEY,
  instructor_id INTEGER NOT NULL,
  pupil_name TEXT NOT NULL,
  district TEXT NOT NULL,
  booked_on TEXT NOT NULL,
  lesson_date TEXT NOT NULL,
  duration_min INTEGER NOT NULL,
  list_fee REAL NOT NULL,
  fee_charged REAL NOT NULL,
  paid_on TEXT, -- NULL = pupil has not paid for this lesson yet
  pupil_rating INTEGER CHECK (pupil_rating BETWEEN 1 AND 5), -- NULL = pupil left no star rating
  progress_score INTEGER NOT NULL CHECK (progress_score BETWEEN 1 AND 10),
  is_motorway INTEGER NOT NULL CHECK (is_motorway IN (0,1)),
  is_mock_test INTEGER NOT NULL CHECK (is_mock_test IN (0,1)),
  FOREIGN KEY (instructor_id) REFERENCES instructors(instructor_id)
);

CREATE TABLE lessons_york (
  lesson_id INTEGER PRIMARY KEY,
  instructor_id INTEGER NOT NULL,
  pupil_name TEXT NOT NULL,
  district TEXT NOT NULL,
  booked_on TEXT NOT NULL,
  lesson_date TEXT NOT NULL,
  duration_min INTEGER NOT NULL,
  list_fee REAL NOT NULL,
  fee_charged REAL NOT NULL,
  paid_on TEXT, -- NULL = pupil has not paid for this lesson yet
  pupil_rating INTEGER CHECK (pupil_rating BETWEEN 1 AND 5), -- NULL = pupil left no star rating
  progress_score INTEGER NOT NULL CHECK (progress_score BETWEEN 1 AND 10),
  is_motorway INTEGER NOT NULL CHECK (is_motorway IN (0,1)),
  is_mock_test INTEGER NOT NULL CHECK (is_mock_test IN (0,1)),
  FOREIGN KEY (instructor_id) REFERENCES instructors(instructor_id)
);

CREATE TABLE lessons_hull (
  lesson_id INTEGER PRIMARY KEY,
  instructor_id INTEGER NOT NULL,
  pupil_name TEXT NOT NULL,
  district TEXT NOT NULL,
  booked_on TEXT NOT NULL,
  lesson_date TEXT NOT NULL,
  duration_min INTEGER NOT NULL,
  list_fee REAL NOT NULL,
  fee_charged REAL NOT NULL,
  paid_on TEXT, -- NULL = pupil has not paid for this lesson yet
  pupil_rating INTEGER CHECK (pupil_rating BETWEEN 1 AND 5), -- NULL = pupil left no star rating
  progress_score INTEGER NOT NULL CHECK (progress_score BETWEEN 1 AND 10),
  is_motorway INTEGER NOT NULL CHECK (is_motorway IN (0,1)),
  is_mock_test INTEGER NOT NULL CHECK (is_mock_test IN (0,1)),
  FOREIGN KEY (instructor_id) REFERENCES instructors(instructor_id)
);

INSERT INTO instructors (instructor_id, first_name, last_name, hourly_rate, gearbox, hired_on, left_on, is_examiner_trained) VALUES (1, 'Rhys', 'Morgan', 38.0, 'manual', '2016-04-11', NULL, 1);
INSERT INTO instructors (instructor_id, first_name, last_name, hourly_rate, gearbox, hired_on, left_on, is_examiner_trained) VALUES (2, 'Chidi', 'Okafor', 36.5, 'manual', '2018-09-03', NULL, 0);
INSERT INTO instructors (instructor_id, first_name, last_name, hourly_rate, gearbox, hired_on, left_on, is_examiner_trained) VALUES (3, 'Grace', 'Okafor', 40.0, 'automatic', '2019-01-14', NULL, 1);
INSERT INTO instructors (instructor_id, first_name, last_name, hourly_rate, gearbox, hired_on, left_on, is_examiner_trained) VALUES (4, 'Helen', 'Barker', 35.0, 'manual', '2015-06-01', '2023-12-31', 0);
INSERT INTO instructors (instructor_id, first_name, last_name, hourly_rate, gearbox, hired_on, left_on, is_examiner_trained) VALUES (5, 'Tomasz', 'Nowak', 37.0, 'automatic', '2020-02-17', NULL, 0);
INSERT INTO instructors (instructor_id, first_name, last_name, hourly_rate, gearbox, hired_on, left_on, is_examiner_trained) VALUES (6, 'Aisha', 'Rahman', 39.0, 'manual', '2017-03-20', NULL, 1);
INSERT INTO instructors (instructor_id, first_name, last_name, hourly_rate, gearbox, hired_on, left_on, is_examiner_trained) VALUES (7, 'Gareth', 'Pryce', 34.0, 'manual', '2021-07-05', '2024-05-31', 0);
INSERT INTO instructors (instructor_id, first_name, last_name, hourly_rate, gearbox, hired_on, left_on, is_examiner_trained) VALUES (8, 'Mei', 'Chow', 41.0, 'automatic', '2014-10-13', NULL, 1);
INSERT INTO instructors (instructor_id, first_name, last_name, hourly_rate, gearbox, hired_on, left_on, is_examiner_trained) VALUES (9, 'Declan', 'Murphy', 36.0, 'manual', '2019-11-25', NULL, 0);
INSERT INTO instructors (instructor_id, first_name, last_name, hourly_rate, gearbox, hired_on, left_on, is_examiner_trained) VALUES (10, 'Sofia', 'Marques', 38.5, 'automatic', '2022-01-10', NULL, 0);
INSERT INTO instructors (instructor_id, first_name, last_name, hourly_rate, gearbox, hired_on, left_on, is_examiner_trained) VALUES (11, 'Owen', 'Hughes', 35.5, 'manual', '2018-05-14', '2024-08-30', 0);
INSERT INTO instructors (instructor_id, first_name, last_name, hourly_rate, gearbox, hired_on, left_on, is_examiner_trained) VALUES (12, 'Fatima', 'Haddad', 37.5, 'manual', '2020-09-07', NULL, 1);
INSERT INTO instructors (instructor_id, first_name, last_name, hourly_rate, gearbox, hired_on, left_on, is_examiner_trained) VALUES (13, 'Ben', 'Whitaker', 33.0, 'manual', '2023-02-06', NULL, 0);
INSERT INTO instructors (instructor_id, first_name, last_name, hourly_rate, gearbox, hired_on, left_on, is_examiner_trained) VALUES (14, 'Lucy', 'Brennan', 36.0, 'automatic', '2016-08-22', NULL, 0);
INSERT INTO instructors (instructor_id, first_name, last_name, hourly_rate, gearbox, hired_on, left_on, is_examiner_trained) VALUES (15, 'Kwame', 'Asante', 39.5, 'manual', '2017-12-04', NULL, 1);
INSERT INTO instructors (instructor_id, first_name, last_name, hourly_rate, gearbox, hired_on, left_on, is_examiner_trained) VALUES (16, 'Nina', 'Kowalczyk', 34.5, 'automatic', '2023-06-19', NULL, 0);
INSERT INTO instructors (instructor_id, first_name, last_name, hourly_rate, gearbox, hired_on, left_on, is_examiner_trained) VALUES (17, 'Paul', 'Dunne', 35.0, 'manual', '2021-03-01', NULL, 0);

INSERT INTO lessons_leeds (lesson_id, instructor_id, pupil_name, district, booked_on, lesson_date, duration_min, list_fee, fee_charged, paid_on, pupil_rating, progress_score, is_motorway, is_mock_test) VALUES (1001, 1, 'Jade Simmons', 'Chapel Allerton', '2024-04-09', '2024-04-27', 120, 72.0, 64.8, '2024-04-28', NULL, 4, 1, 1);
INSERT INTO lessons_leeds (lesson_id, instructor_id, pupil_name, district, booked_on, lesson_date, duration_min, list_fee, fee_charged, paid_on, pupil_rating, progress_score, is_motorway, is_mock_test) VALUES (1002, 2, 'Imran Siddiqui', 'Roundhay', '2023-11-28', '2023-12-16', 60, 38.0, 34.2, '2023-12-22', 3, 3, 0, 1);
INSERT INTO lessons_leeds (lesson_id, instructor_id, pupil_name, district, booked_on, lesson_date, duration_min, list_fee, fee_charged, paid_on, pupil_rating, progress_score, is_motorway, is_mock_test) VALUES (1003, 3, 'Morgan Price', 'Roundhay', '2025-03-05', '2025-03-25', 60, 38.0, 34.2, '2025-03-31', 2, 5, 1, 0);
INSERT INTO lessons_leeds (lesson_id, instructor_id, pupil_name, district, booked_on, lesson_date, duration_min, list_fee, fee_charged, paid_on, pupil_rating, progress_score, is_motorway, is_mock_test) VALUES (1004, 8, 'Morgan Ellis', 'Roundhay', '2024-10-24', '2024-11-06', 90, 55.0, 55.0, '2024-11-07', 2, 4, 0, 0);
INSERT INTO lessons_leeds (lesson_id, instructor_id, pupil_name, district, booked_on, lesson_date, duration_min, list_fee, fee_charged, paid_on, pupil_rating, progress_score, is_motorway, is_mock_test) VALUES (1005, 13, 'Jade Simmons', 'Horsforth', '2024-09-28', '2024-10-18', 120, 72.0, 64.8, '2024-10-18', 3, 10, 0, 0);
INSERT INTO lessons_leeds (lesson_id, instructor_id, pupil_name, district, booked_on, lesson_date, duration_min, list_fee, fee_charged, paid_on, pupil_rating, progress_score, is_motorway, is_mock_test) VALUES (1006, 4, 'Morgan Price', 'Chapel Allerton', '2023-06-15', '2023-06-25', 60, 38.0, 38.0, '2023-06-28', 4, 5, 0, 0);
INSERT INTO lessons_leeds (lesson_id, instructor_id, pupil_name, district, booked_on, lesson_date, duration_min, list_fee, fee_charged, paid_on, pupil_rating, progress_score, is_motorway, is_mock_test) VALUES (1007, 17, 'Lily Carter', 'Chapel Allerton', '2024-09-12', '2024-09-21', 60, 38.0, 34.2, '2024-09-26', 5, 7, 0, 0);
INSERT INTO lessons_leeds (lesson_id, instructor_id, pupil_name, district, booked_on, lesson_date, duration_min, list_fee, fee_charged, paid_on, pupil_rating, progress_score, is_motorway, is_mock_test) VALUES (1008, 13, 'Morgan Price', 'Headingley', '2024-09-21', '2024-10-10', 90, 55.0, 55.0, '2024-10-11', 4, 9, 0, 0);
INSERT INTO lessons_leeds (lesson_id, instructor_id, pupil_name, district, booked_on, lesson_date, duration_min, list_fee, fee_charged, paid_on, pupil_rating, progress_score, is_motorway, is_mock_test) VALUES (1009, 3, 'Hannah Foster', 'Armley', '2025-01-27', '2025-02-02', 90, 55.0, 49.5, '2025-02-04', 2, 4, 0, 0);
INSERT INTO lessons_leeds (lesson_id, instructor_id, pupil_name, district, booked_on, lesson_date, duration_min, list_fee, fee_charged, paid_on, pupil_rating, progress_score, is_motorway, is_mock_test) VALUES (1010, 3, 'Lily Carter', 'Chapel Allerton', '2024-03-22', '2024-04-10', 120, 72.0, 64.8, '2024-04-15', 4, 9, 0, 0);
INSERT INTO lessons_leeds (lesson_id, instructor_id, pupil_name, district, booked_on, lesson_date, duration_min, list_fee, fee_charged, paid_on, pupil_rating, progress_score, is_motorway, is_mock_test) VALUES (1011, 13, 'Ethan Lowe', 'Armley', '2023-08-27', '2023-09-16', 90, 55.0, 55.0, '2023-09-18', 5, 9, 1, 0);
INSERT INTO lessons_leeds (lesson_id, instructor_id, pupil_name, district, booked_on, lesson_date, duration_min, list_fee, fee_charged, paid_on, pupil_rating, progress_score, is_motorway, is_mock_test) VALUES (1012, 8, 'Morgan Ellis', 'Roundhay', '2023-10-03', '2023-10-09', 60, 38.0, 38.0, '2023-10-14', 3, 10, 0, 0);
INSERT INTO lessons_leeds (lesson_id, instructor_id, pupil_name, district, booked_on, lesson_date, duration_min, list_fee, fee_charged, paid_on, pupil_rating, progress_score, is_motorway, is_mock_test) VALUES (1013, 1, 'Zara Ahmed', 'Headingley', '2024-09-30', '2024-10-06', 60, 38.0, 34.2, '2024-10-12', 5, 3, 1, 0);
INSERT INTO lessons_leeds (lesson_id, instructor_id, pupil_name, district, booked_on, lesson_date, duration_min, list_fee, fee_charged, paid_on, pupil_rating, progress_score, is_motorway, is_mock_test) VALUES (1014, 1, 'Imran Siddiqui', 'Chapel Allerton', '2025-02-24', '2025-03-06', 90, 55.0, 55.0, '2025-03-12', 4, 6, 0, 0);
INSERT INTO lessons_leeds (lesson_id, instructor_id, pupil_name, district, booked_on, lesson_date, duration_min, list_fee, fee_charged, paid_on, pupil_rating, progress_score, is_motorway, is_mock_test) VALUES (1015, 3, 'Ethan Lowe', 'Headingley', '2025-02-18', '2025-03-09', 90, 55.0, 55.0, '2025-03-15', 4, 7, 0, 0);
INSERT INTO lessons_leeds (lesson_id, instructor_id, pupil_name, district, booked_on, lesson_date, duration_min, list_fee, fee_charged, paid_on, pupil_rating, progress_score, is_motorway, is_mock_test) VALUES (1016, 3, 'Callum Reid', 'Horsforth', '2024-08-04', '2024-08-16', 90, 55.0, 55.0, '2024-08-19', 4, 10, 0, 0);
INSERT INTO lessons_leeds (lesson_id, instructor_id, pupil_name, district, booked_on, lesson_date, duration_min, list_fee, fee_charged, paid_on, pupil_rating, progress_score, is_motorway, is_mock_test) VALUES (1017, 8, 'Ethan Lowe', 'Horsforth', '2024-12-04', '2024-12-16', 60, 38.0, 38.0, NULL, NULL, 7, 0, 0);
INSERT INTO lessons_leeds (lesson_id, instructor_id, pupil_name, district, booked_on, lesson_date, duration_min, list_fee, fee_charged, paid_on, pupil_rating, progress_score, is_motorway, is_mock_test) VALUES (1018, 3, 'Morgan Price', 'Roundhay', '2024-08-02', '2024-08-12', 90, 55.0, 55.0, '2024-08-14', 2, 4, 0, 0);
INSERT INTO lessons_leeds (lesson_id, instructor_id, pupil_name, district, booked_on, lesson_date, duration_min, list_fee, fee_charged, paid_on, pupil_rating, progress_score, is_motorway, is_mock_test) VALUES (1019, 17, 'Callum Reid', 'Armley', '2023-08-27', '2023-09-02', 60, 38.0, 38.0, '2023-09-07', 2, 8, 1, 0);
INSERT INTO lessons_leeds (lesson_id, instructor_id, pupil_name, district, booked_on, lesson_date, duration_min, list_fee, fee_charged, paid_on, pupil_rating, progress_score, is_motorway, is_mock_test) VALUES (1020, 1, 'Callum Reid', 'Roundhay', '2024-12-21', '2024-12-28', 90, 55.0, 49.5, '2024-12-31', 4, 10, 0, 0);
INSERT INTO lessons_leeds (lesson_id, instructor_id, pupil_name, district, booked_on, lesson_date, duration_min, list_fee, fee_charged, paid_on, pupil_rating, progress_score, is_motorway, is_mock_test) VALUES (1021, 3, 'Hannah Foster', 'Roundhay', '2023-09-01', '2023-09-09', 90, 55.0, 49.5, '2023-09-10', 3, 8, 0, 0);
INSERT INTO lessons_leeds (lesson_id, instructor_id, pupil_name, district, booked_on, lesson_date, duration_min, list_fee, fee_charged, paid_on, pupil_rating, progress_score, is_motorway, is_mock_test) VALUES (1022, 3, 'Jade Simmons', 'Chapel Allerton', '2025-02-28', '2025-03-18', 120, 72.0, 72.0, NULL, NULL, 8, 0, 0);
INSERT INTO lessons_leeds (lesson_id, instructor_id, pupil_name, district, booked_on, lesson_date, duration_min, list_fee, fee_charged, paid_on, pupil_rating, progress_score, is_motorway, is_mock_test) VALUES (1023, 13, 'Morgan Price', 'Chapel Allerton', '2024-03-25', '2024-04-01', 90, 55.0, 49.5, NULL, 4, 7, 0, 0);
INSERT INTO lessons_leeds (lesson_id, instructor_id, pupil_name, district, booked_on, lesson_date, duration_min, list_fee, fee_charged, paid_on, pupil_rating, progress_score, is_motorway, is_mock_test) VALUES (1024, 3, 'Morgan Price', 'Chapel Allerton', '2024-11-23', '2024-12-09', 60, 38.0, 38.0, NULL, NULL, 6, 0, 1);
INSERT INTO lessons_leeds (lesson_id, instructor_id, pupil_name, district, booked_on, lesson_date, duration_min, list_fee, fee_charged, paid_on, pupil_rating, progress_score, is_motorway, is_mock_test) VALUES (1025, 13, 'Callum Reid', 'Headingley', '2024-08-14', '2024-08-31', 120, 72.0, 72.0, '2024-09-03', NULL, 10, 0, 0);
INSERT INTO lessons_leeds (lesson_id, instructor_id, pupil_name, district, booked_on, lesson_date, duration_min, list_fee, fee_charged, paid_on, pupil_rating, progress_score, is_motorway, is_mock_test) VALUES (1026, 17, 'Callum Reid', 'Chapel Allerton', '2023-06-21', '2023-07-03', 60, 38.0, 34.2, '2023-07-03', 2, 9, 0, 1);

INSERT INTO lessons_york (lesson_id, instructor_id, pupil_name, district, booked_on, lesson_date, duration_min, list_fee, fee_charged, paid_on, pupil_rating, progress_score, is_motorway, is_mock_test) VALUES (2001, 5, 'Amira Khan', 'Heworth', '2024-01-26', '2024-02-08', 60, 38.0, 38.0, '2024-02-08', NULL, 7, 0, 0);
INSERT INTO lessons_york (lesson_id, instructor_id, pupil_name, district, booked_on, lesson_date, duration_min, list_fee, fee_charged, paid_on, pupil_rating, progress_score, is_motorway, is_mock_test) VALUES (2002, 6, 'Josh Barker', 'Heworth', '2023-08-03', '2023-08-07', 90, 55.0, 49.5, NULL, 2, 4, 0, 0);
INSERT INTO lessons_york (lesson_id, instructor_id, pupil_name, district, booked_on, lesson_date, duration_min, list_fee, fee_charged, paid_on, pupil_rating, progress_score, is_motorway, is_mock_test) VALUES (2003, 9, 'Amira Khan', 'Fulford', '2024-10-29', '2024-11-17', 60, 38.0, 38.0, NULL, 5, 10, 1, 0);
INSERT INTO lessons_york (lesson_id, instructor_id, pupil_name, district, booked_on, lesson_date, duration_min, list_fee, fee_charged, paid_on, pupil_rating, progress_score, is_motorway, is_mock_test) VALUES (2004, 10, 'Finn Gallagher', 'Fulford', '2023-07-15', '2023-07-24', 90, 55.0, 49.5, '2023-07-28', 3, 5, 0, 0);
INSERT INTO lessons_york (lesson_id, instructor_id, pupil_name, district, booked_on, lesson_date, duration_min, list_fee, fee_charged, paid_on, pupil_rating, progress_score, is_motorway, is_mock_test) VALUES (2005, 14, 'Sophie Lam', 'Heworth', '2024-02-13', '2024-02-27', 60, 38.0, 38.0, '2024-02-28', 5, 5, 0, 0);
INSERT INTO lessons_york (lesson_id, instructor_id, pupil_name, district, booked_on, lesson_date, duration_min, list_fee, fee_charged, paid_on, pupil_rating, progress_score, is_motorway, is_mock_test) VALUES (2006, 15, 'Noah Brooks', 'Clifton', '2024-11-09', '2024-11-16', 90, 55.0, 49.5, '2024-11-20', 4, 4, 1, 0);
INSERT INTO lessons_york (lesson_id, instructor_id, pupil_name, district, booked_on, lesson_date, duration_min, list_fee, fee_charged, paid_on, pupil_rating, progress_score, is_motorway, is_mock_test) VALUES (2007, 4, 'Sophie Lam', 'Heworth', '2023-08-12', '2023-08-22', 60, 38.0, 38.0, NULL, NULL, 4, 0, 1);
INSERT INTO lessons_york (lesson_id, instructor_id, pupil_name, district, booked_on, lesson_date, duration_min, list_fee, fee_charged, paid_on, pupil_rating, progress_score, is_motorway, is_mock_test) VALUES (2008, 6, 'Ruby Hale', 'Haxby', '2024-01-10', '2024-01-12', 90, 55.0, 55.0, '2024-01-15', NULL, 5, 0, 0);
INSERT INTO lessons_york (lesson_id, instructor_id, pupil_name, district, booked_on, lesson_date, duration_min, list_fee, fee_charged, paid_on, pupil_rating, progress_score, is_motorway, is_mock_test) VALUES (2009, 14, 'Sophie Lam', 'Fulford', '2023-07-24', '2023-08-09', 60, 38.0, 38.0, '2023-08-10', 5, 10, 0, 0);
INSERT INTO lessons_york (lesson_id, instructor_id, pupil_name, district, booked_on, lesson_date, duration_min, list_fee, fee_charged, paid_on, pupil_rating, progress_score, is_motorway, is_mock_test) VALUES (2010, 9, 'Finn Gallagher', 'Fulford', '2024-08-25', '2024-09-01', 90, 55.0, 49.5, '2024-09-02', NULL, 3, 0, 0);
INSERT INTO lessons_york (lesson_id, instructor_id, pupil_name, district, booked_on, lesson_date, duration_min, list_fee, fee_charged, paid_on, pupil_rating, progress_score, is_motorway, is_mock_test) VALUES (2011, 5, 'Ella Thompson', 'Clifton', '2023-09-08', '2023-09-27', 120, 72.0, 72.0, '2023-09-29', 5, 7, 0, 0);
INSERT INTO lessons_york (lesson_id, instructor_id, pupil_name, district, booked_on, lesson_date, duration_min, list_fee, fee_charged, paid_on, pupil_rating, progress_score, is_motorway, is_mock_test) VALUES (2012, 9, 'Finn Gallagher', 'Heworth', '2023-10-25', '2023-10-29', 60, 38.0, 34.2, '2023-11-04', 2, 9, 0, 0);
INSERT INTO lessons_york (lesson_id, instructor_id, pupil_name, district, booked_on, lesson_date, duration_min, list_fee, fee_charged, paid_on, pupil_rating, progress_score, is_motorway, is_mock_test) VALUES (2013, 4, 'Amira Khan', 'Heworth', '2023-08-05', '2023-08-25', 90, 55.0, 55.0, '2023-08-25', 3, 7, 0, 0);
INSERT INTO lessons_york (lesson_id, instructor_id, pupil_name, district, booked_on, lesson_date, duration_min, list_fee, fee_charged, paid_on, pupil_rating, progress_score, is_motorway, is_mock_test) VALUES (2014, 4, 'Sophie Lam', 'Clifton', '2023-09-16', '2023-09-20', 60, 38.0, 38.0, '2023-09-20', 4, 8, 1, 1);
INSERT INTO lessons_york (lesson_id, instructor_id, pupil_name, district, booked_on, lesson_date, duration_min, list_fee, fee_charged, paid_on, pupil_rating, progress_score, is_motorway, is_mock_test) VALUES (2015, 14, 'Ella Thompson', 'Heworth', '2025-01-04', '2025-01-18', 60, 38.0, 38.0, '2025-01-20', 4, 9, 0, 0);
INSERT INTO lessons_york (lesson_id, instructor_id, pupil_name, district, booked_on, lesson_date, duration_min, list_fee, fee_charged, paid_on, pupil_rating, progress_score, is_motorway, is_mock_test) VALUES (2016, 4, 'Josh Barker', 'Heworth', '2023-07-02', '2023-07-07', 60, 38.0, 34.2, '2023-07-13', 5, 3, 0, 0);
INSERT INTO lessons_york (lesson_id, instructor_id, pupil_name, district, booked_on, lesson_date, duration_min, list_fee, fee_charged, paid_on, pupil_rating, progress_score, is_motorway, is_mock_test) VALUES (2017, 15, 'Amira Khan', 'Clifton', '2024-03-02', '2024-03-08', 90, 55.0, 55.0, '2024-03-11', 2, 5, 0, 0);
INSERT INTO lessons_york (lesson_id, instructor_id, pupil_name, district, booked_on, lesson_date, duration_min, list_fee, fee_charged, paid_on, pupil_rating, progress_score, is_motorway, is_mock_test) VALUES (2018, 14, 'Ruby Hale', 'Haxby', '2023-10-19', '2023-11-06', 60, 38.0, 38.0, '2023-11-12', 4, 6, 0, 0);
INSERT INTO lessons_york (lesson_id, instructor_id, pupil_name, district, booked_on, lesson_date, duration_min, list_fee, fee_charged, paid_on, pupil_rating, progress_score, is_motorway, is_mock_test) VALUES (2019, 15, 'Poppy Walsh', 'Clifton', '2024-08-27', '2024-09-09', 90, 55.0, 55.0, NULL, 5, 6, 0, 0);
INSERT INTO lessons_york (lesson_id, instructor_id, pupil_name, district, booked_on, lesson_date, duration_min, list_fee, fee_charged, paid_on, pupil_rating, progress_score, is_motorway, is_mock_test) VALUES (2020, 9, 'Sophie Lam', 'Heworth', '2025-03-03', '2025-03-20', 60, 38.0, 38.0, '2025-03-21', 4, 3, 1, 0);
INSERT INTO lessons_york (lesson_id, instructor_id, pupil_name, district, booked_on, lesson_date, duration_min, list_fee, fee_charged, paid_on, pupil_rating, progress_score, is_motorway, is_mock_test) VALUES (2021, 10, 'Ella Thompson', 'Acomb', '2024-08-31', '2024-09-16', 90, 55.0, 55.0, '2024-09-17', 3, 4, 0, 1);
INSERT INTO lessons_york (lesson_id, instructor_id, pupil_name, district, booked_on, lesson_date, duration_min, list_fee, fee_charged, paid_on, pupil_rating, progress_score, is_motorway, is_mock_test) VALUES (2022, 5, 'Amira Khan', 'Acomb', '2023-10-04', '2023-10-16', 60, 38.0, 38.0, '2023-10-17', 4, 6, 1, 0);

INSERT INTO lessons_hull (lesson_id, instructor_id, pupil_name, district, booked_on, lesson_date, duration_min, list_fee, fee_charged, paid_on, pupil_rating, progress_score, is_motorway, is_mock_test) VALUES (3001, 7, 'Oscar Penn', 'Newington', '2024-02-16', '2024-03-04', 120, 72.0, 72.0, '2024-03-06', NULL, 9, 1, 0);
INSERT INTO lessons_hull (lesson_id, instructor_id, pupil_name, district, booked_on, lesson_date, duration_min, list_fee, fee_charged, paid_on, pupil_rating, progress_score, is_motorway, is_mock_test) VALUES (3002, 11, 'Maisie Dodd', 'Orchard Park', '2024-02-10', '2024-02-15', 120, 72.0, 72.0, '2024-02-19', 4, 10, 0, 0);
INSERT INTO lessons_hull (lesson_id, instructor_id, pupil_name, district, booked_on, lesson_date, duration_min, list_fee, fee_charged, paid_on, pupil_rating, progress_score, is_motorway, is_mock_test) VALUES (3003, 12, 'Grace Fenwick', 'Orchard Park', '2023-10-05', '2023-10-13', 60, 38.0, 38.0, '2023-10-14', 5, 6, 1, 0);
INSERT INTO lessons_hull (lesson_id, instructor_id, pupil_name, district, booked_on, lesson_date, duration_min, list_fee, fee_charged, paid_on, pupil_rating, progress_score, is_motorway, is_mock_test) VALUES (3004, 16, 'Oscar Penn', 'Newington', '2023-12-15', '2023-12-25', 90, 55.0, 55.0, '2023-12-29', NULL, 4, 0, 0);
INSERT INTO lessons_hull (lesson_id, instructor_id, pupil_name, district, booked_on, lesson_date, duration_min, list_fee, fee_charged, paid_on, pupil_rating, progress_score, is_motorway, is_mock_test) VALUES (3005, 3, 'Isla Moss', 'Newington', '2024-09-15', '2024-09-19', 60, 38.0, 38.0, '2024-09-21', 3, 3, 0, 0);
INSERT INTO lessons_hull (lesson_id, instructor_id, pupil_name, district, booked_on, lesson_date, duration_min, list_fee, fee_charged, paid_on, pupil_rating, progress_score, is_motorway, is_mock_test) VALUES (3006, 3, 'Reece Tate', 'Bransholme', '2024-04-21', '2024-05-03', 60, 38.0, 38.0, NULL, 3, 4, 0, 1);
INSERT INTO lessons_hull (lesson_id, instructor_id, pupil_name, district, booked_on, lesson_date, duration_min, list_fee, fee_charged, paid_on, pupil_rating, progress_score, is_motorway, is_mock_test) VALUES (3007, 11, 'Isla Moss', 'Orchard Park', '2024-04-04', '2024-04-22', 120, 72.0, 72.0, NULL, 4, 10, 0, 1);
INSERT INTO lessons_hull (lesson_id, instructor_id, pupil_name, district, booked_on, lesson_date, duration_min, list_fee, fee_charged, paid_on, pupil_rating, progress_score, is_motorway, is_mock_test) VALUES (3008, 7, 'Freya Holt', 'Newington', '2023-06-23', '2023-07-11', 90, 55.0, 49.5, '2023-07-11', 4, 10, 0, 0);
INSERT INTO lessons_hull (lesson_id, instructor_id, pupil_name, district, booked_on, lesson_date, duration_min, list_fee, fee_charged, paid_on, pupil_rating, progress_score, is_motorway, is_mock_test) VALUES (3009, 3, 'Maisie Dodd', 'Drypool', '2023-12-20', '2024-01-05', 60, 38.0, 38.0, '2024-01-09', 4, 8, 0, 1);
INSERT INTO lessons_hull (lesson_id, instructor_id, pupil_name, district, booked_on, lesson_date, duration_min, list_fee, fee_charged, paid_on, pupil_rating, progress_score, is_motorway, is_mock_test) VALUES (3010, 7, 'Isla Moss', 'Newington', '2024-02-14', '2024-02-18', 120, 72.0, 64.8, '2024-02-23', 5, 3, 1, 0);
INSERT INTO lessons_hull (lesson_id, instructor_id, pupil_name, district, booked_on, lesson_date, duration_min, list_fee, fee_charged, paid_on, pupil_rating, progress_score, is_motorway, is_mock_test) VALUES (3011, 3, 'Reece Tate', 'Drypool', '2024-02-27', '2024-03-09', 90, 55.0, 55.0, '2024-03-09', 4, 8, 0, 0);
INSERT INTO lessons_hull (lesson_id, instructor_id, pupil_name, district, booked_on, lesson_date, duration_min, list_fee, fee_charged, paid_on, pupil_rating, progress_score, is_motorway, is_mock_test) VALUES (3012, 16, 'Liam Carr', 'Marfleet', '2023-12-04', '2023-12-10', 60, 38.0, 34.2, '2023-12-14', 5, 5, 0, 0);
INSERT INTO lessons_hull (lesson_id, instructor_id, pupil_name, district, booked_on, lesson_date, duration_min, list_fee, fee_charged, paid_on, pupil_rating, progress_score, is_motorway, is_mock_test) VALUES (3013, 16, 'Grace Fenwick', 'Drypool', '2025-02-28', '2025-03-05', 120, 72.0, 64.8, '2025-03-10', 5, 8, 1, 0);
INSERT INTO lessons_hull (lesson_id, instructor_id, pupil_name, district, booked_on, lesson_date, duration_min, list_fee, fee_charged, paid_on, pupil_rating, progress_score, is_motorway, is_mock_test) VALUES (3014, 16, 'Liam Carr', 'Newington', '2024-11-16', '2024-11-21', 120, 72.0, 64.8, NULL, 3, 5, 0, 0);
INSERT INTO lessons_hull (lesson_id, instructor_id, pupil_name, district, booked_on, lesson_date, duration_min, list_fee, fee_charged, paid_on, pupil_rating, progress_score, is_motorway, is_mock_test) VALUES (3015, 11, 'Isla Moss', 'Drypool', '2024-03-20', '2024-03-24', 90, 55.0, 55.0, '2024-03-29', 5, 6, 1, 1);
INSERT INTO lessons_hull (lesson_id, instructor_id, pupil_name, district, booked_on, lesson_date, duration_min, list_fee, fee_charged, paid_on, pupil_rating, progress_score, is_motorway, is_mock_test) VALUES (3016, 3, 'Freya Holt', 'Marfleet', '2023-09-06', '2023-09-12', 90, 55.0, 49.5, '2023-09-14', 5, 5, 0, 1);
INSERT INTO lessons_hull (lesson_id, instructor_id, pupil_name, district, booked_on, lesson_date, duration_min, list_fee, fee_charged, paid_on, pupil_rating, progress_score, is_motorway, is_mock_test) VALUES (3017, 16, 'Liam Carr', 'Marfleet', '2025-01-09', '2025-01-18', 60, 38.0, 38.0, '2025-01-20', 5, 7, 0, 0);
INSERT INTO lessons_hull (lesson_id, instructor_id, pupil_name, district, booked_on, lesson_date, duration_min, list_fee, fee_charged, paid_on, pupil_rating, progress_score, is_motorway, is_mock_test) VALUES (3018, 16, 'Freya Holt', 'Newington', '2023-12-21', '2024-01-08', 90, 55.0, 49.5, '2024-01-13', NULL, 5, 0, 0);
INSERT INTO lessons_hull (lesson_id, instructor_id, pupil_name, district, booked_on, lesson_date, duration_min, list_fee, fee_charged, paid_on, pupil_rating, progress_score, is_motorway, is_mock_test) VALUES (3019, 16, 'Isla Moss', 'Marfleet', '2023-11-01', '2023-11-10', 60, 38.0, 38.0, '2023-11-13', 5, 10, 0, 0);
INSERT INTO lessons_hull (lesson_id, instructor_id, pupil_name, district, booked_on, lesson_date, duration_min, list_fee, fee_charged, paid_on, pupil_rating, progress_score, is_motorway, is_mock_test) VALUES (3020, 16, 'Grace Fenwick', 'Bransholme', '2024-08-26', '2024-08-28', 60, 38.0, 38.0, NULL, 5, 9, 0, 0);

COMMIT;
