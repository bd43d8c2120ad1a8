PRAGMA foreign_keys = ON;
CREATE TABLE teachers (
  teacher_id INTEGER PRIMARY KEY,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  native_language TEXT NOT NULL,
  hired_on DATE NOT NULL,
  hourly_rate REAL NOT NULL     -- what the school pays the teacher per hour
);
CREATE TABLE courses (
  course_id INTEGER PRIMARY KEY,
  course_code TEXT NOT NULL UNIQUE,
  language TEXT NOT NULL,        -- language taught
  level TEXT NOT NULL,           -- CEFR A1..C1
  teacher_id INTEGER NOT NULL REFERENCES teachers(teacher_id),
  start_date DATE NOT NULL,
  end_date DATE NOT NULL,
  fee REAL NOT NULL,             -- what a student pays for the course
  max_students INTEGER NOT NULL,
  room TEXT                      -- NULL = taught online
);
CREATE TABLE students (
  student_id INTEGER PRIMARY KEY,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  native_language TEXT NOT NULL,
  city TEXT NOT NULL,
  registered_on DATE NOT NULL
);
CREATE TABLE enrolments (
  enrolment_id INTEGER PRIMARY KEY,
  student_id INTEGER NOT NULL REFERENCES students(student_id),
  course_id INTEGER NOT NULL REFERENCES courses(course_id),
  enrolled_on DATE NOT NULL,
  placement_score INTEGER NOT NULL,  -- entry test, 0..100
  final_score INTEGER,               -- exit exam, 0..100; NULL = not yet assessed
  dropped_on DATE                    -- NULL = did not drop out
);

INSERT INTO teachers (teacher_id, first_name, last_name, native_language, hired_on, hourly_rate) VALUES (1, 'Camille', 'Moreau', 'French', '2016-09-01', 32.0);
INSERT INTO teachers (teacher_id, first_name, last_name, native_language, hired_on, hourly_rate) VALUES (2, 'Javier', 'Ruiz', 'Spanish', '2018-01-15', 30.0);
INSERT INTO teachers (teacher_id, first_name, last_name, native_language, hired_on, hourly_rate) VALUES (3, 'Lucia', 'Ferrari', 'Italian', '2019-03-04', 29.5);
INSERT INTO teachers (teacher_id, first_name, last_name, native_language, hired_on, hourly_rate) VALUES (4, 'Hans', 'Becker', 'German', '2015-08-20', 34.0);
INSERT INTO teachers (teacher_id, first_name, last_name, native_language, hired_on, hourly_rate) VALUES (5, 'Yuki', 'Tanaka', 'Japanese', '2020-10-01', 33.5);
INSERT INTO teachers (teacher_id, first_name, last_name, native_language, hired_on, hourly_rate) VALUES (6, 'Ana', 'Silva', 'Portuguese', '2021-02-01', 28.0);
INSERT INTO teachers (teacher_id, first_name, last_name, native_language, hired_on, hourly_rate) VALUES (7, 'Carmen', 'Ortega', 'Spanish', '2017-05-22', 31.0);
INSERT INTO teachers (teacher_id, first_name, last_name, native_language, hired_on, hourly_rate) VALUES (8, 'Wei', 'Zhang', 'Mandarin', '2019-11-11', 33.0);
INSERT INTO teachers (teacher_id, first_name, last_name, native_language, hired_on, hourly_rate) VALUES (9, 'Olivia', 'Grant', 'English', '2014-06-30', 35.0);
INSERT INTO teachers (teacher_id, first_name, last_name, native_language, hired_on, hourly_rate) VALUES (10, 'Pierre', 'Lambert', 'French', '2022-09-05', 27.5);
INSERT INTO teachers (teacher_id, first_name, last_name, native_language, hired_on, hourly_rate) VALUES (11, 'Greta', 'Schmidt', 'German', '2023-01-09', 27.0);
INSERT INTO teachers (teacher_id, first_name, last_name, native_language, hired_on, hourly_rate) VALUES (12, 'Sofia', 'Romano', 'Italian', '2016-04-18', 31.5);
INSERT INTO teachers (teacher_id, first_name, last_name, native_language, hired_on, hourly_rate) VALUES (13, 'Kenji', 'Mori', 'Japanese', '2024-02-12', 26.5);
INSERT INTO teachers (teacher_id, first_name, last_name, native_language, hired_on, hourly_rate) VALUES (14, 'Leila', 'Haddad', 'Arabic', '2018-07-07', 30.5);
INSERT INTO teachers (teacher_id, first_name, last_name, native_language, hired_on, hourly_rate) VALUES (15, 'Daniel', 'Okoro', 'English', '2021-08-16', 29.0);
INSERT INTO courses (course_id, course_code, language, level, teacher_id, start_date, end_date, fee, max_students, room) VALUES (1, 'FR-A1-24S', 'French', 'A1', 1, '2024-02-05', '2024-05-24', 420.0, 12, 'R1');
INSERT INTO courses (course_id, course_code, language, level, teacher_id, start_date, end_date, fee, max_students, room) VALUES (2, 'FR-B1-24S', 'French', 'B1', 10, '2024-02-05', '2024-06-14', 480.0, 10, 'R2');
INSERT INTO courses (course_id, course_code, language, level, teacher_id, start_date, end_date, fee, max_students, room) VALUES (3, 'ES-A1-24S', 'Spanish', 'A1', 2, '2024-01-22', '2024-04-26', 400.0, 14, 'R3');
INSERT INTO courses (course_id, course_code, language, level, teacher_id, start_date, end_date, fee, max_students, room) VALUES (4, 'ES-B2-24S', 'Spanish', 'B2', 7, '2024-02-12', '2024-06-28', 520.0, 10, NULL);
INSERT INTO courses (course_id, course_code, language, level, teacher_id, start_date, end_date, fee, max_students, room) VALUES (5, 'IT-A2-24S', 'Italian', 'A2', 3, '2024-03-04', '2024-06-21', 410.0, 12, 'R4');
INSERT INTO courses (course_id, course_code, language, level, teacher_id, start_date, end_date, fee, max_students, room) VALUES (6, 'DE-A1-24S', 'German', 'A1', 4, '2024-01-15', '2024-04-19', 430.0, 12, 'R1');
INSERT INTO courses (course_id, course_code, language, level, teacher_id, start_date, end_date, fee, max_students, room) VALUES (7, 'DE-C1-24S', 'German', 'C1', 4, '2024-02-19', '2024-07-12', 610.0, 8, 'R2');
INSERT INTO courses (course_id, course_code, language, level, teacher_id, start_date, end_date, fee, max_students, room) VALUES (8, 'JA-A1-24S', 'Japanese', 'A1', 5, '2024-01-29', '2024-05-31', 560.0, 10, NULL);
INSERT INTO courses (course_id, course_code, language, level, teacher_id, start_date, end_date, fee, max_students, room) VALUES (9, 'PT-A1-24S', 'Portuguese', 'A1', 6, '2024-03-11', '2024-06-07', 390.0, 12, 'R3');
INSERT INTO courses (course_id, course_code, language, level, teacher_id, start_date, end_date, fee, max_students, room) VALUES (10, 'ZH-A1-24S', 'Mandarin', 'A1', 8, '2024-02-26', '2024-06-14', 580.0, 10, 'R4');
INSERT INTO courses (course_id, course_code, language, level, teacher_id, start_date, end_date, fee, max_students, room) VALUES (11, 'EN-B2-24S', 'English', 'B2', 9, '2024-01-08', '2024-05-03', 450.0, 16, 'R5');
INSERT INTO courses (course_id, course_code, language, level, teacher_id, start_date, end_date, fee, max_students, room) VALUES (12, 'EN-C1-24S', 'English', 'C1', 15, '2024-02-05', '2024-06-28', 540.0, 12, NULL);
INSERT INTO courses (course_id, course_code, language, level, teacher_id, start_date, end_date, fee, max_students, room) VALUES (13, 'FR-A2-24A', 'French', 'A2', 1, '2024-09-09', '2024-12-13', 440.0, 12, 'R2');
INSERT INTO courses (course_id, course_code, language, level, teacher_id, start_date, end_date, fee, max_students, room) VALUES (14, 'ES-A2-24A', 'Spanish', 'A2', 7, '2024-09-16', '2024-12-20', 420.0, 14, 'R3');
INSERT INTO courses (course_id, course_code, language, level, teacher_id, start_date, end_date, fee, max_students, room) VALUES (15, 'IT-B1-24A', 'Italian', 'B1', 12, '2024-09-23', '2025-01-31', 495.0, 10, NULL);
INSERT INTO courses (course_id, course_code, language, level, teacher_id, start_date, end_date, fee, max_students, room) VALUES (16, 'DE-A2-24A', 'German', 'A2', 11, '2024-09-09', '2024-12-13', 445.0, 12, 'R1');
INSERT INTO courses (course_id, course_code, language, level, teacher_id, start_date, end_date, fee, max_students, room) VALUES (17, 'JA-A2-24A', 'Japanese', 'A2', 13, '2024-10-07', '2025-02-14', 590.0, 10, 'R4');
INSERT INTO courses (course_id, course_code, language, level, teacher_id, start_date, end_date, fee, max_students, room) VALUES (18, 'AR-A1-24A', 'Arabic', 'A1', 14, '2024-09-30', '2025-01-24', 470.0, 10, 'R5');
INSERT INTO courses (course_id, course_code, language, level, teacher_id, start_date, end_date, fee, max_students, room) VALUES (19, 'EN-B1-24A', 'English', 'B1', 9, '2024-09-02', '2024-12-06', 430.0, 16, 'R5');
INSERT INTO courses (course_id, course_code, language, level, teacher_id, start_date, end_date, fee, max_students, room) VALUES (20, 'ES-C1-24A', 'Spanish', 'C1', 2, '2024-10-14', '2025-03-07', 600.0, 8, NULL);
INSERT INTO students (student_id, first_name, last_name, native_language, city, registered_on) VALUES (1, 'Marta', 'Silva', 'Portuguese', 'Bristol', '2023-12-10');
INSERT INTO students (student_id, first_name, last_name, native_language, city, registered_on) VALUES (2, 'João', 'Silva', 'Portuguese', 'Bath', '2024-08-20');
INSERT INTO students (student_id, first_name, last_name, native_language, city, registered_on) VALUES (3, 'Élodie', 'Moreau', 'French', 'Bristol', '2024-01-05');
INSERT INTO students (student_id, first_name, last_name, native_language, city, registered_on) VALUES (4, 'Tom', 'Hughes', 'English', 'Cardiff', '2023-11-28');
INSERT INTO students (student_id, first_name, last_name, native_language, city, registered_on) VALUES (5, 'Aoife', 'Byrne', 'English', 'Bristol', '2024-01-02');
INSERT INTO students (student_id, first_name, last_name, native_language, city, registered_on) VALUES (6, 'Diego', 'Fernandez', 'Spanish', 'Bath', '2024-01-20');
INSERT INTO students (student_id, first_name, last_name, native_language, city, registered_on) VALUES (7, 'Priya', 'Shah', 'Gujarati', 'Bristol', '2024-02-01');
INSERT INTO students (student_id, first_name, last_name, native_language, city, registered_on) VALUES (8, 'Lukas', 'Weber', 'German', 'Swindon', '2024-08-30');
INSERT INTO students (student_id, first_name, last_name, native_language, city, registered_on) VALUES (9, 'Sara', 'Conti', 'Italian', 'Bristol', '2024-01-12');
INSERT INTO students (student_id, first_name, last_name, native_language, city, registered_on) VALUES (10, 'Ahmed', 'Saleh', 'Arabic', 'Cardiff', '2023-12-15');
INSERT INTO students (student_id, first_name, last_name, native_language, city, registered_on) VALUES (11, 'Emily', 'Carter', 'English', 'Bath', '2024-01-09');
INSERT INTO students (student_id, first_name, last_name, native_language, city, registered_on) VALUES (12, 'Hiro', 'Sato', 'Japanese', 'Bristol', '2024-08-25');
INSERT INTO students (student_id, first_name, last_name, native_language, city, registered_on) VALUES (13, 'Nina', 'Kowalski', 'Polish', 'Swindon', '2024-02-10');
INSERT INTO students (student_id, first_name, last_name, native_language, city, registered_on) VALUES (14, 'Oscar', 'Lindqvist', 'Swedish', 'Bristol', '2024-01-18');
INSERT INTO students (student_id, first_name, last_name, native_language, city, registered_on) VALUES (15, 'Chen', 'Li', 'Mandarin', 'Bath', '2024-01-03');
INSERT INTO students (student_id, first_name, last_name, native_language, city, registered_on) VALUES (16, 'Rosa', 'Martinez', 'Spanish', 'Bristol', '2024-09-01');
INSERT INTO students (student_id, first_name, last_name, native_language, city, registered_on) VALUES (17, 'James', 'Carter', 'English', 'Cardiff', '2024-02-02');
INSERT INTO students (student_id, first_name, last_name, native_language, city, registered_on) VALUES (18, 'Ines', 'Dubois', 'French', 'Bath', '2024-08-28');
INSERT INTO students (student_id, first_name, last_name, native_language, city, registered_on) VALUES (19, 'Kwame', 'Asante', 'English', 'Bristol', '2024-01-25');
INSERT INTO students (student_id, first_name, last_name, native_language, city, registered_on) VALUES (20, 'Lena', 'Novak', 'Czech', 'Swindon', '2024-09-05');
INSERT INTO students (student_id, first_name, last_name, native_language, city, registered_on) VALUES (21, 'Mohammed', 'Haddad', 'Arabic', 'Bristol', '2024-09-10');
INSERT INTO students (student_id, first_name, last_name, native_language, city, registered_on) VALUES (22, 'Freya', 'Olsen', 'Danish', 'Bath', '2024-02-15');
INSERT INTO students (student_id, first_name, last_name, native_language, city, registered_on) VALUES (23, 'Luca', 'Romano', 'Italian', 'Cardiff', '2024-01-11');
INSERT INTO students (student_id, first_name, last_name, native_language, city, registered_on) VALUES (24, 'Grace', 'Hughes', 'English', 'Bristol', '2024-08-18');
INSERT INTO students (student_id, first_name, last_name, native_language, city, registered_on) VALUES (25, 'Pablo', 'Vega', 'Spanish', 'Swindon', '2023-12-20');
INSERT INTO students (student_id, first_name, last_name, native_language, city, registered_on) VALUES (26, 'Hannah', 'Fischer', 'German', 'Bath', '2024-01-14');
INSERT INTO students (student_id, first_name, last_name, native_language, city, registered_on) VALUES (27, 'Amara', 'Obi', 'Igbo', 'Cardiff', '2024-09-03');
INSERT INTO students (student_id, first_name, last_name, native_language, city, registered_on) VALUES (28, 'Yusuf', 'Aydin', 'Turkish', 'Bristol', '2024-02-20');
INSERT INTO students (student_id, first_name, last_name, native_language, city, registered_on) VALUES (29, 'Clara', 'Jensen', 'Danish', 'Bath', '2024-08-22');
INSERT INTO students (student_id, first_name, last_name, native_language, city, registered_on) VALUES (30, 'Mateo', 'Ruiz', 'Spanish', 'Bristol', '2024-09-08');
INSERT INTO enrolments (enrolment_id, student_id, course_id, enrolled_on, placement_score, final_score, dropped_on) VALUES (1, 6, 5, '2024-02-04', 42, 38, NULL);
INSERT INTO enrolments (enrolment_id, student_id, course_id, enrolled_on, placement_score, final_score, dropped_on) VALUES (2, 23, 4, '2024-01-11', 22, 37, NULL);
INSERT INTO enrolments (enrolment_id, student_id, course_id, enrolled_on, placement_score, final_score, dropped_on) VALUES (3, 29, 15, '2024-09-04', 22, NULL, NULL);
INSERT INTO enrolments (enrolment_id, student_id, course_id, enrolled_on, placement_score, final_score, dropped_on) VALUES (4, 25, 17, '2024-09-08', 77, NULL, NULL);
INSERT INTO enrolments (enrolment_id, student_id, course_id, enrolled_on, placement_score, final_score, dropped_on) VALUES (5, 23, 16, '2024-08-04', 51, NULL, NULL);
INSERT INTO enrolments (enrolment_id, student_id, course_id, enrolled_on, placement_score, final_score, dropped_on) VALUES (6, 8, 17, '2024-09-12', 36, NULL, '2024-10-15');
INSERT INTO enrolments (enrolment_id, student_id, course_id, enrolled_on, placement_score, final_score, dropped_on) VALUES (7, 5, 3, '2024-01-12', 42, 57, NULL);
INSERT INTO enrolments (enrolment_id, student_id, course_id, enrolled_on, placement_score, final_score, dropped_on) VALUES (8, 23, 10, '2024-02-03', 39, 32, NULL);
INSERT INTO enrolments (enrolment_id, student_id, course_id, enrolled_on, placement_score, final_score, dropped_on) VALUES (9, 19, 17, '2024-09-10', 45, NULL, NULL);
INSERT INTO enrolments (enrolment_id, student_id, course_id, enrolled_on, placement_score, final_score, dropped_on) VALUES (10, 23, 19, '2024-08-11', 39, NULL, NULL);
INSERT INTO enrolments (enrolment_id, student_id, course_id, enrolled_on, placement_score, final_score, dropped_on) VALUES (11, 10, 19, '2024-07-27', 37, NULL, NULL);
INSERT INTO enrolments (enrolment_id, student_id, course_id, enrolled_on, placement_score, final_score, dropped_on) VALUES (12, 10, 8, '2024-01-14', 34, 48, NULL);
INSERT INTO enrolments (enrolment_id, student_id, course_id, enrolled_on, placement_score, final_score, dropped_on) VALUES (13, 4, 9, '2024-02-03', 68, 80, NULL);
INSERT INTO enrolments (enrolment_id, student_id, course_id, enrolled_on, placement_score, final_score, dropped_on) VALUES (14, 2, 17, '2024-09-16', 42, NULL, NULL);
INSERT INTO enrolments (enrolment_id, student_id, course_id, enrolled_on, placement_score, final_score, dropped_on) VALUES (15, 10, 4, '2024-01-05', 53, 69, NULL);
INSERT INTO enrolments (enrolment_id, student_id, course_id, enrolled_on, placement_score, final_score, dropped_on) VALUES (16, 25, 9, '2024-02-12', 36, NULL, '2024-04-19');
INSERT INTO enrolments (enrolment_id, student_id, course_id, enrolled_on, placement_score, final_score, dropped_on) VALUES (17, 22, 16, '2024-08-13', 42, NULL, NULL);
INSERT INTO enrolments (enrolment_id, student_id, course_id, enrolled_on, placement_score, final_score, dropped_on) VALUES (18, 17, 13, '2024-08-22', 89, NULL, NULL);
INSERT INTO enrolments (enrolment_id, student_id, course_id, enrolled_on, placement_score, final_score, dropped_on) VALUES (19, 26, 4, '2024-01-20', 90, 100, NULL);
INSERT INTO enrolments (enrolment_id, student_id, course_id, enrolled_on, placement_score, final_score, dropped_on) VALUES (20, 10, 13, '2024-08-11', 69, NULL, NULL);
INSERT INTO enrolments (enrolment_id, student_id, course_id, enrolled_on, placement_score, final_score, dropped_on) VALUES (21, 11, 7, '2024-01-27', 33, NULL, '2024-03-04');
INSERT INTO enrolments (enrolment_id, student_id, course_id, enrolled_on, placement_score, final_score, dropped_on) VALUES (22, 11, 1, '2024-02-01', 33, 33, NULL);
INSERT INTO enrolments (enrolment_id, student_id, course_id, enrolled_on, placement_score, final_score, dropped_on) VALUES (23, 30, 15, '2024-09-12', 38, NULL, NULL);
INSERT INTO enrolments (enrolment_id, student_id, course_id, enrolled_on, placement_score, final_score, dropped_on) VALUES (24, 9, 17, '2024-08-29', 36, NULL, '2024-11-08');
INSERT INTO enrolments (enrolment_id, student_id, course_id, enrolled_on, placement_score, final_score, dropped_on) VALUES (25, 15, 1, '2024-01-17', 81, 84, NULL);
INSERT INTO enrolments (enrolment_id, student_id, course_id, enrolled_on, placement_score, final_score, dropped_on) VALUES (26, 10, 5, '2024-02-16', 55, 71, NULL);
INSERT INTO enrolments (enrolment_id, student_id, course_id, enrolled_on, placement_score, final_score, dropped_on) VALUES (27, 6, 17, '2024-09-03', 79, NULL, NULL);
INSERT INTO enrolments (enrolment_id, student_id, course_id, enrolled_on, placement_score, final_score, dropped_on) VALUES (28, 23, 13, '2024-08-02', 29, NULL, NULL);
INSERT INTO enrolments (enrolment_id, student_id, course_id, enrolled_on, placement_score, final_score, dropped_on) VALUES (29, 29, 18, '2024-09-01', 64, NULL, NULL);
INSERT INTO enrolments (enrolment_id, student_id, course_id, enrolled_on, placement_score, final_score, dropped_on) VALUES (30, 9, 1, '2024-02-01', 24, 24, NULL);
INSERT INTO enrolments (enrolment_id, student_id, course_id, enrolled_on, placement_score, final_score, dropped_on) VALUES (31, 10, 3, '2023-12-22', 37, 58, NULL);
INSERT INTO enrolments (enrolment_id, student_id, course_id, enrolled_on, placement_score, final_score, dropped_on) VALUES (32, 19, 16, '2024-08-09', 79, NULL, NULL);
INSERT INTO enrolments (enrolment_id, student_id, course_id, enrolled_on, placement_score, final_score, dropped_on) VALUES (33, 24, 16, '2024-08-18', 57, NULL, NULL);
INSERT INTO enrolments (enrolment_id, student_id, course_id, enrolled_on, placement_score, final_score, dropped_on) VALUES (34, 17, 7, '2024-02-13', 32, 29, NULL);
INSERT INTO enrolments (enrolment_id, student_id, course_id, enrolled_on, placement_score, final_score, dropped_on) VALUES (35, 15, 16, '2024-07-31', 21, NULL, NULL);
INSERT INTO enrolments (enrolment_id, student_id, course_id, enrolled_on, placement_score, final_score, dropped_on) VALUES (36, 9, 12, '2024-01-28', 45, 39, NULL);
INSERT INTO enrolments (enrolment_id, student_id, course_id, enrolled_on, placement_score, final_score, dropped_on) VALUES (37, 17, 20, '2024-09-15', 43, NULL, NULL);
INSERT INTO enrolments (enrolment_id, student_id, course_id, enrolled_on, placement_score, final_score, dropped_on) VALUES (38, 17, 5, '2024-02-26', 58, 62, NULL);
INSERT INTO enrolments (enrolment_id, student_id, course_id, enrolled_on, placement_score, final_score, dropped_on) VALUES (39, 7, 18, '2024-09-12', 71, NULL, NULL);
INSERT INTO enrolments (enrolment_id, student_id, course_id, enrolled_on, placement_score, final_score, dropped_on) VALUES (40, 22, 19, '2024-08-15', 18, NULL, '2024-09-22');
INSERT INTO enrolments (enrolment_id, student_id, course_id, enrolled_on, placement_score, final_score, dropped_on) VALUES (41, 1, 14, '2024-08-16', 38, NULL, NULL);
INSERT INTO enrolments (enrolment_id, student_id, course_id, enrolled_on, placement_score, final_score, dropped_on) VALUES (42, 10, 12, '2024-01-01', 54, 49, NULL);
INSERT INTO enrolments (enrolment_id, student_id, course_id, enrolled_on, placement_score, final_score, dropped_on) VALUES (43, 29, 20, '2024-09-25', 44, NULL, NULL);
INSERT INTO enrolments (enrolment_id, student_id, course_id, enrolled_on, placement_score, final_score, dropped_on) VALUES (44, 28, 9, '2024-02-26', 46, 57, NULL);
INSERT INTO enrolments (enrolment_id, student_id, course_id, enrolled_on, placement_score, final_score, dropped_on) VALUES (45, 11, 5, '2024-02-10', 72, 82, NULL);
INSERT INTO enrolments (enrolment_id, student_id, course_id, enrolled_on, placement_score, final_score, dropped_on) VALUES (46, 3, 17, '2024-09-05', 26, NULL, NULL);
INSERT INTO enrolments (enrolment_id, student_id, course_id, enrolled_on, placement_score, final_score, dropped_on) VALUES (47, 4, 17, '2024-09-04', 50, NULL, NULL);
INSERT INTO enrolments (enrolment_id, student_id, course_id, enrolled_on, placement_score, final_score, dropped_on) VALUES (48, 5, 4, '2024-01-10', 86, 94, NULL);
INSERT INTO enrolments (enrolment_id, student_id, course_id, enrolled_on, placement_score, final_score, dropped_on) VALUES (49, 13, 16, '2024-08-09', 85, NULL, NULL);
INSERT INTO enrolments (enrolment_id, student_id, course_id, enrolled_on, placement_score, final_score, dropped_on) VALUES (50, 19, 2, '2024-02-02', 85, 92, NULL);
INSERT INTO enrolments (enrolment_id, student_id, course_id, enrolled_on, placement_score, final_score, dropped_on) VALUES (51, 15, 13, '2024-08-12', 24, NULL, NULL);
INSERT INTO enrolments (enrolment_id, student_id, course_id, enrolled_on, placement_score, final_score, dropped_on) VALUES (52, 27, 18, '2024-09-25', 52, NULL, NULL);
INSERT INTO enrolments (enrolment_id, student_id, course_id, enrolled_on, placement_score, final_score, dropped_on) VALUES (53, 14, 2, '2024-02-01', 72, 78, NULL);
INSERT INTO enrolments (enrolment_id, student_id, course_id, enrolled_on, placement_score, final_score, dropped_on) VALUES (54, 10, 1, '2023-12-28', 74, 81, NULL);
INSERT INTO enrolments (enrolment_id, student_id, course_id, enrolled_on, placement_score, final_score, dropped_on) VALUES (55, 11, 2, '2024-01-18', 21, 20, NULL);
