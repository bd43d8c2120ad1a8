PRAGMA foreign_keys = ON;

CREATE TABLE teachers (
  teacher_id INTEGER PRIMARY KEY,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  instrument TEXT NOT NULL,              -- main instrument taught
  hourly_rate REAL NOT NULL,             -- teacher pay per hour
  hire_date TEXT NOT NULL,
  email TEXT
);
CREATE TABLE students (
  student_id INTEGER PRIMARY KEY,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  birth_date TEXT NOT NULL,
  instrument TEXT NOT NULL,              -- instrument the student plays
  grade_level INTEGER NOT NULL,          -- exam grade 1-8
  joined_date TEXT NOT NULL,
  guardian_name TEXT                     -- NULL for adult students
);
CREATE TABLE courses (
  course_id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  teacher_id INTEGER NOT NULL REFERENCES teachers(teacher_id),
  room TEXT NOT NULL,
  start_date TEXT NOT NULL,
  end_date TEXT NOT NULL,
  capacity INTEGER NOT NULL,             -- maximum number of students
  term_fee REAL NOT NULL                 -- list price of the course
);
CREATE TABLE enrolments (
  enrolment_id INTEGER PRIMARY KEY,
  student_id INTEGER NOT NULL REFERENCES students(student_id),
  course_id INTEGER NOT NULL REFERENCES courses(course_id),
  enrolled_date TEXT NOT NULL,
  amount_paid REAL NOT NULL,             -- what the student actually paid (after discounts)
  final_mark INTEGER                     -- 0-100, NULL until the course ends
);

INSERT INTO teachers (teacher_id, first_name, last_name, instrument, hourly_rate, hire_date, email) VALUES (1, 'Anna', 'Kowalski', 'piano', 38.0, '2012-09-01', 'a.kowalski@harbourmusic.org');
INSERT INTO teachers (teacher_id, first_name, last_name, instrument, hourly_rate, hire_date, email) VALUES (2, 'Siobhan', 'Byrne', 'violin', 36.0, '2015-01-12', 's.byrne@harbourmusic.org');
INSERT INTO teachers (teacher_id, first_name, last_name, instrument, hourly_rate, hire_date, email) VALUES (3, 'Declan', 'Byrne', 'guitar', 32.0, '2019-09-02', NULL);
INSERT INTO teachers (teacher_id, first_name, last_name, instrument, hourly_rate, hire_date, email) VALUES (4, 'Marcus', 'Adeyemi', 'saxophone', 35.0, '2017-04-18', 'm.adeyemi@harbourmusic.org');
INSERT INTO teachers (teacher_id, first_name, last_name, instrument, hourly_rate, hire_date, email) VALUES (5, 'Helena', 'Varga', 'cello', 40.0, '2010-09-06', 'h.varga@harbourmusic.org');
INSERT INTO teachers (teacher_id, first_name, last_name, instrument, hourly_rate, hire_date, email) VALUES (6, 'Tobias', 'Frei', 'drums', 30.0, '2021-01-11', NULL);
INSERT INTO teachers (teacher_id, first_name, last_name, instrument, hourly_rate, hire_date, email) VALUES (7, 'Mei', 'Tanaka', 'piano', 42.0, '2008-09-01', 'm.tanaka@harbourmusic.org');
INSERT INTO teachers (teacher_id, first_name, last_name, instrument, hourly_rate, hire_date, email) VALUES (8, 'Rachel', 'Goldstein', 'voice', 37.0, '2016-09-05', 'r.goldstein@harbourmusic.org');
INSERT INTO teachers (teacher_id, first_name, last_name, instrument, hourly_rate, hire_date, email) VALUES (9, 'Owen', 'Price', 'trumpet', 33.0, '2018-09-03', 'o.price@harbourmusic.org');
INSERT INTO teachers (teacher_id, first_name, last_name, instrument, hourly_rate, hire_date, email) VALUES (10, 'Lucia', 'Mendes', 'flute', 34.0, '2020-02-24', NULL);
INSERT INTO teachers (teacher_id, first_name, last_name, instrument, hourly_rate, hire_date, email) VALUES (11, 'Ivan', 'Petrov', 'violin', 39.0, '2013-09-02', 'i.petrov@harbourmusic.org');
INSERT INTO teachers (teacher_id, first_name, last_name, instrument, hourly_rate, hire_date, email) VALUES (12, 'Grace', 'Achterberg', 'clarinet', 31.0, '2022-09-05', 'g.achterberg@harbourmusic.org');
INSERT INTO teachers (teacher_id, first_name, last_name, instrument, hourly_rate, hire_date, email) VALUES (13, 'Samir', 'Haddad', 'oud', 36.0, '2023-01-09', NULL);
INSERT INTO teachers (teacher_id, first_name, last_name, instrument, hourly_rate, hire_date, email) VALUES (14, 'Eleanor', 'Hale', 'music theory', 29.0, '2014-09-01', 'e.hale@harbourmusic.org');
INSERT INTO teachers (teacher_id, first_name, last_name, instrument, hourly_rate, hire_date, email) VALUES (15, 'Kwame', 'Boateng', 'bass guitar', 31.0, '2021-09-06', 'k.boateng@harbourmusic.org');

INSERT INTO students (student_id, first_name, last_name, birth_date, instrument, grade_level, joined_date, guardian_name) VALUES (1, 'Jan', 'Kowalski', '2009-10-22', 'cello', 6, '2022-09-04', 'Ewa Kowalski');
INSERT INTO students (student_id, first_name, last_name, birth_date, instrument, grade_level, joined_date, guardian_name) VALUES (2, 'Ella', 'Shaw', '2012-07-24', 'clarinet', 8, '2020-01-03', 'Linh Shaw');
INSERT INTO students (student_id, first_name, last_name, birth_date, instrument, grade_level, joined_date, guardian_name) VALUES (3, 'Noah', 'Okoro', '1984-06-21', 'clarinet', 6, '2023-11-20', NULL);
INSERT INTO students (student_id, first_name, last_name, birth_date, instrument, grade_level, joined_date, guardian_name) VALUES (4, 'Maya', 'Lindberg', '2016-10-07', 'clarinet', 2, '2019-01-17', 'Kofi Lindberg');
INSERT INTO students (student_id, first_name, last_name, birth_date, instrument, grade_level, joined_date, guardian_name) VALUES (5, 'Arjun', 'Mehta', '1993-04-01', 'voice', 6, '2023-01-01', NULL);
INSERT INTO students (student_id, first_name, last_name, birth_date, instrument, grade_level, joined_date, guardian_name) VALUES (6, 'Freya', 'Doyle', '2011-12-24', 'cello', 4, '2023-09-10', 'Claire Doyle');
INSERT INTO students (student_id, first_name, last_name, birth_date, instrument, grade_level, joined_date, guardian_name) VALUES (7, 'Leo', 'Carter', '1983-12-07', 'bass guitar', 3, '2020-04-20', NULL);
INSERT INTO students (student_id, first_name, last_name, birth_date, instrument, grade_level, joined_date, guardian_name) VALUES (8, 'Zara', 'Ahmed', '2015-08-04', 'piano', 5, '2024-01-03', 'Mark Ahmed');
INSERT INTO students (student_id, first_name, last_name, birth_date, instrument, grade_level, joined_date, guardian_name) VALUES (9, 'Oscar', 'Quinn', '2013-06-01', 'violin', 3, '2019-09-06', 'Fatima Quinn');
INSERT INTO students (student_id, first_name, last_name, birth_date, instrument, grade_level, joined_date, guardian_name) VALUES (10, 'Amelie', 'Laurent', '2016-05-16', 'cello', 6, '2023-04-05', 'Paul Laurent');
INSERT INTO students (student_id, first_name, last_name, birth_date, instrument, grade_level, joined_date, guardian_name) VALUES (11, 'Ruby', 'Hughes', '1980-07-19', 'piano', 6, '2021-01-19', NULL);
INSERT INTO students (student_id, first_name, last_name, birth_date, instrument, grade_level, joined_date, guardian_name) VALUES (12, 'Finn', 'O''Brien', '2011-03-13', 'oud', 6, '2019-01-03', 'Joanna O''Brien');
INSERT INTO students (student_id, first_name, last_name, birth_date, instrument, grade_level, joined_date, guardian_name) VALUES (13, 'Ava', 'Nguyen', '1982-12-15', 'bass guitar', 6, '2023-04-20', NULL);
INSERT INTO students (student_id, first_name, last_name, birth_date, instrument, grade_level, joined_date, guardian_name) VALUES (14, 'Kai', 'Walsh', '1992-11-26', 'guitar', 5, '2023-12-03', NULL);
INSERT INTO students (student_id, first_name, last_name, birth_date, instrument, grade_level, joined_date, guardian_name) VALUES (15, 'Isla', 'Fraser', '2008-05-19', 'oud', 4, '2021-09-12', 'Paul Fraser');
INSERT INTO students (student_id, first_name, last_name, birth_date, instrument, grade_level, joined_date, guardian_name) VALUES (16, 'Theo', 'Bennett', '2013-02-28', 'flute', 8, '2019-04-20', 'Claire Bennett');
INSERT INTO students (student_id, first_name, last_name, birth_date, instrument, grade_level, joined_date, guardian_name) VALUES (17, 'Nia', 'Osei', '2010-11-26', 'piano', 5, '2024-03-11', 'Mark Osei');
INSERT INTO students (student_id, first_name, last_name, birth_date, instrument, grade_level, joined_date, guardian_name) VALUES (18, 'Ezra', 'Cohen', '1976-12-24', 'voice', 8, '2023-07-20', NULL);
INSERT INTO students (student_id, first_name, last_name, birth_date, instrument, grade_level, joined_date, guardian_name) VALUES (19, 'Lily', 'Patel', '2010-03-23', 'flute', 4, '2020-01-08', 'Kofi Patel');
INSERT INTO students (student_id, first_name, last_name, birth_date, instrument, grade_level, joined_date, guardian_name) VALUES (20, 'Sami', 'Haddad', '2010-10-26', 'violin', 5, '2022-01-04', 'Sarah Haddad');
INSERT INTO students (student_id, first_name, last_name, birth_date, instrument, grade_level, joined_date, guardian_name) VALUES (21, 'Hazel', 'Moore', '2013-09-01', 'cello', 6, '2023-12-16', 'David Moore');
INSERT INTO students (student_id, first_name, last_name, birth_date, instrument, grade_level, joined_date, guardian_name) VALUES (22, 'Omar', 'Farouk', '2009-05-08', 'trumpet', 4, '2023-09-19', 'Sarah Farouk');
INSERT INTO students (student_id, first_name, last_name, birth_date, instrument, grade_level, joined_date, guardian_name) VALUES (23, 'Iris', 'Sato', '2015-05-06', 'piano', 8, '2023-09-07', 'David Sato');
INSERT INTO students (student_id, first_name, last_name, birth_date, instrument, grade_level, joined_date, guardian_name) VALUES (24, 'Felix', 'Brooks', '1990-08-15', 'flute', 4, '2020-01-05', NULL);
INSERT INTO students (student_id, first_name, last_name, birth_date, instrument, grade_level, joined_date, guardian_name) VALUES (25, 'Chloe', 'Martin', '2008-05-23', 'bass guitar', 6, '2020-09-05', 'Nadia Martin');
INSERT INTO students (student_id, first_name, last_name, birth_date, instrument, grade_level, joined_date, guardian_name) VALUES (26, 'Ben', 'Evans', '2015-01-03', 'piano', 3, '2019-09-08', 'Claire Evans');
INSERT INTO students (student_id, first_name, last_name, birth_date, instrument, grade_level, joined_date, guardian_name) VALUES (27, 'Priya', 'Singh', '2012-09-26', 'guitar', 4, '2022-04-12', 'Linh Singh');
INSERT INTO students (student_id, first_name, last_name, birth_date, instrument, grade_level, joined_date, guardian_name) VALUES (28, 'Tom', 'Reid', '2015-11-13', 'piano', 4, '2021-04-12', 'Fatima Reid');
INSERT INTO students (student_id, first_name, last_name, birth_date, instrument, grade_level, joined_date, guardian_name) VALUES (29, 'Esme', 'Clarke', '1988-02-06', 'bass guitar', 7, '2023-11-25', NULL);
INSERT INTO students (student_id, first_name, last_name, birth_date, instrument, grade_level, joined_date, guardian_name) VALUES (30, 'Luca', 'Rossi', '2015-04-23', 'guitar', 7, '2023-10-28', 'Joanna Rossi');
INSERT INTO students (student_id, first_name, last_name, birth_date, instrument, grade_level, joined_date, guardian_name) VALUES (31, 'Martha', 'Hale', '1991-12-02', 'guitar', 2, '2019-04-02', NULL);
INSERT INTO students (student_id, first_name, last_name, birth_date, instrument, grade_level, joined_date, guardian_name) VALUES (32, 'Dev', 'Kaur', '1983-04-27', 'piano', 8, '2021-04-12', NULL);
INSERT INTO students (student_id, first_name, last_name, birth_date, instrument, grade_level, joined_date, guardian_name) VALUES (33, 'Rosa', 'Silva', '1992-11-25', 'violin', 2, '2022-01-11', NULL);
INSERT INTO students (student_id, first_name, last_name, birth_date, instrument, grade_level, joined_date, guardian_name) VALUES (34, 'Alfie', 'Turner', '2013-08-12', 'saxophone', 4, '2023-04-14', 'Kofi Turner');
INSERT INTO students (student_id, first_name, last_name, birth_date, instrument, grade_level, joined_date, guardian_name) VALUES (35, 'Yara', 'Yilmaz', '2016-11-12', 'piano', 3, '2022-09-17', 'Mark Yilmaz');
INSERT INTO students (student_id, first_name, last_name, birth_date, instrument, grade_level, joined_date, guardian_name) VALUES (36, 'George', 'Wright', '2016-02-06', 'piano', 3, '2023-09-06', 'Sarah Wright');
INSERT INTO students (student_id, first_name, last_name, birth_date, instrument, grade_level, joined_date, guardian_name) VALUES (37, 'Wren', 'Hart', '2011-08-18', 'piano', 5, '2020-04-16', 'Nadia Hart');
INSERT INTO students (student_id, first_name, last_name, birth_date, instrument, grade_level, joined_date, guardian_name) VALUES (38, 'Idris', 'Adeyemi', '1980-08-22', 'voice', 8, '2021-01-04', NULL);
INSERT INTO students (student_id, first_name, last_name, birth_date, instrument, grade_level, joined_date, guardian_name) VALUES (39, 'Poppy', 'Price', '2016-03-18', 'trumpet', 8, '2023-09-05', 'Linh Price');
INSERT INTO students (student_id, first_name, last_name, birth_date, instrument, grade_level, joined_date, guardian_name) VALUES (40, 'Max', 'Novak', '2009-04-08', 'piano', 2, '2021-09-11', 'Claire Novak');

INSERT INTO courses (course_id, title, teacher_id, room, start_date, end_date, capacity, term_fee) VALUES (1, 'Piano Foundations', 1, 'Room 1', '2023-09-11', '2023-12-15', 8, 240.0);
INSERT INTO courses (course_id, title, teacher_id, room, start_date, end_date, capacity, term_fee) VALUES (2, 'Advanced Piano Repertoire', 7, 'Recital Hall', '2024-01-08', '2024-03-29', 6, 320.0);
INSERT INTO courses (course_id, title, teacher_id, room, start_date, end_date, capacity, term_fee) VALUES (3, 'Chamber Strings', 2, 'Room 4', '2024-01-08', '2024-03-22', 10, 210.0);
INSERT INTO courses (course_id, title, teacher_id, room, start_date, end_date, capacity, term_fee) VALUES (4, 'Beginner Guitar', 3, 'Room 2', '2023-09-18', '2023-12-08', 12, 180.0);
INSERT INTO courses (course_id, title, teacher_id, room, start_date, end_date, capacity, term_fee) VALUES (5, 'Jazz Saxophone Workshop', 4, 'Room 3', '2024-02-26', '2024-05-17', 8, 260.0);
INSERT INTO courses (course_id, title, teacher_id, room, start_date, end_date, capacity, term_fee) VALUES (6, 'Cello Ensemble', 5, 'Room 4', '2023-09-11', '2024-03-22', 8, 360.0);
INSERT INTO courses (course_id, title, teacher_id, room, start_date, end_date, capacity, term_fee) VALUES (7, 'Rock Drumming', 6, 'Studio B', '2024-03-04', '2024-05-24', 6, 230.0);
INSERT INTO courses (course_id, title, teacher_id, room, start_date, end_date, capacity, term_fee) VALUES (8, 'Choir and Vocal Technique', 8, 'Recital Hall', '2023-10-02', '2024-03-18', 20, 150.0);
INSERT INTO courses (course_id, title, teacher_id, room, start_date, end_date, capacity, term_fee) VALUES (9, 'Brass Basics', 9, 'Room 3', '2024-04-15', '2024-07-05', 8, 190.0);
INSERT INTO courses (course_id, title, teacher_id, room, start_date, end_date, capacity, term_fee) VALUES (10, 'Flute for Beginners', 10, 'Room 1', '2024-03-11', '2024-06-07', 8, 175.0);
INSERT INTO courses (course_id, title, teacher_id, room, start_date, end_date, capacity, term_fee) VALUES (11, 'Violin Grade Prep', 11, 'Room 4', '2024-04-08', '2024-06-28', 6, 280.0);
INSERT INTO courses (course_id, title, teacher_id, room, start_date, end_date, capacity, term_fee) VALUES (12, 'Clarinet Club', 12, 'Room 2', '2023-11-06', '2024-02-09', 8, 160.0);
INSERT INTO courses (course_id, title, teacher_id, room, start_date, end_date, capacity, term_fee) VALUES (13, 'Introduction to Oud', 13, 'Studio B', '2024-03-18', '2024-06-14', 6, 220.0);
INSERT INTO courses (course_id, title, teacher_id, room, start_date, end_date, capacity, term_fee) VALUES (14, 'Music Theory Grade 5', 14, 'Room 5', '2024-01-15', '2024-03-27', 24, 140.0);
INSERT INTO courses (course_id, title, teacher_id, room, start_date, end_date, capacity, term_fee) VALUES (15, 'Bass Grooves', 15, 'Studio B', '2023-09-25', '2023-12-15', 6, 200.0);
INSERT INTO courses (course_id, title, teacher_id, room, start_date, end_date, capacity, term_fee) VALUES (16, 'Piano Duets', 1, 'Room 1', '2024-04-22', '2024-07-12', 8, 250.0);
INSERT INTO courses (course_id, title, teacher_id, room, start_date, end_date, capacity, term_fee) VALUES (17, 'Fingerstyle Guitar', 3, 'Room 2', '2024-01-15', '2024-04-05', 10, 210.0);
INSERT INTO courses (course_id, title, teacher_id, room, start_date, end_date, capacity, term_fee) VALUES (18, 'Summer Strings Camp', 2, 'Recital Hall', '2024-07-22', '2024-08-02', 25, 295.0);

INSERT INTO enrolments (enrolment_id, student_id, course_id, enrolled_date, amount_paid, final_mark) VALUES (1, 1, 6, '2023-08-31', 360.0, 72);
INSERT INTO enrolments (enrolment_id, student_id, course_id, enrolled_date, amount_paid, final_mark) VALUES (2, 2, 14, '2023-12-21', 140.0, 88);
INSERT INTO enrolments (enrolment_id, student_id, course_id, enrolled_date, amount_paid, final_mark) VALUES (3, 3, 14, '2024-01-05', 140.0, 55);
INSERT INTO enrolments (enrolment_id, student_id, course_id, enrolled_date, amount_paid, final_mark) VALUES (4, 4, 14, '2023-12-23', 140.0, 54);
INSERT INTO enrolments (enrolment_id, student_id, course_id, enrolled_date, amount_paid, final_mark) VALUES (5, 5, 14, '2023-12-12', 140.0, 85);
INSERT INTO enrolments (enrolment_id, student_id, course_id, enrolled_date, amount_paid, final_mark) VALUES (6, 6, 14, '2023-12-13', 140.0, 69);
INSERT INTO enrolments (enrolment_id, student_id, course_id, enrolled_date, amount_paid, final_mark) VALUES (7, 7, 14, '2023-12-31', 70.0, 81);
INSERT INTO enrolments (enrolment_id, student_id, course_id, enrolled_date, amount_paid, final_mark) VALUES (8, 7, 15, '2023-08-23', 200.0, 70);
INSERT INTO enrolments (enrolment_id, student_id, course_id, enrolled_date, amount_paid, final_mark) VALUES (9, 8, 16, '2024-04-10', 225.0, NULL);
INSERT INTO enrolments (enrolment_id, student_id, course_id, enrolled_date, amount_paid, final_mark) VALUES (10, 9, 3, '2023-12-14', 210.0, 76);
INSERT INTO enrolments (enrolment_id, student_id, course_id, enrolled_date, amount_paid, final_mark) VALUES (11, 10, 18, '2024-07-17', 295.0, NULL);
INSERT INTO enrolments (enrolment_id, student_id, course_id, enrolled_date, amount_paid, final_mark) VALUES (12, 11, 14, '2023-12-13', 126.0, 91);
INSERT INTO enrolments (enrolment_id, student_id, course_id, enrolled_date, amount_paid, final_mark) VALUES (13, 11, 1, '2023-08-11', 240.0, 85);
INSERT INTO enrolments (enrolment_id, student_id, course_id, enrolled_date, amount_paid, final_mark) VALUES (14, 12, 14, '2023-12-16', 140.0, 61);
INSERT INTO enrolments (enrolment_id, student_id, course_id, enrolled_date, amount_paid, final_mark) VALUES (15, 12, 13, '2024-02-16', 110.0, NULL);
INSERT INTO enrolments (enrolment_id, student_id, course_id, enrolled_date, amount_paid, final_mark) VALUES (16, 13, 15, '2023-08-30', 200.0, 72);
INSERT INTO enrolments (enrolment_id, student_id, course_id, enrolled_date, amount_paid, final_mark) VALUES (17, 14, 17, '2024-01-08', 105.0, NULL);
INSERT INTO enrolments (enrolment_id, student_id, course_id, enrolled_date, amount_paid, final_mark) VALUES (18, 14, 14, '2024-01-03', 140.0, 84);
INSERT INTO enrolments (enrolment_id, student_id, course_id, enrolled_date, amount_paid, final_mark) VALUES (19, 15, 13, '2024-03-05', 220.0, NULL);
INSERT INTO enrolments (enrolment_id, student_id, course_id, enrolled_date, amount_paid, final_mark) VALUES (20, 15, 14, '2023-12-16', 126.0, 94);
INSERT INTO enrolments (enrolment_id, student_id, course_id, enrolled_date, amount_paid, final_mark) VALUES (21, 16, 10, '2024-02-08', 175.0, NULL);
INSERT INTO enrolments (enrolment_id, student_id, course_id, enrolled_date, amount_paid, final_mark) VALUES (22, 17, 16, '2024-03-22', 250.0, NULL);
INSERT INTO enrolments (enrolment_id, student_id, course_id, enrolled_date, amount_paid, final_mark) VALUES (23, 18, 8, '2023-08-23', 150.0, 93);
INSERT INTO enrolments (enrolment_id, student_id, course_id, enrolled_date, amount_paid, final_mark) VALUES (24, 19, 10, '2024-02-12', 175.0, NULL);
INSERT INTO enrolments (enrolment_id, student_id, course_id, enrolled_date, amount_paid, final_mark) VALUES (25, 20, 11, '2024-03-11', 280.0, NULL);
INSERT INTO enrolments (enrolment_id, student_id, course_id, enrolled_date, amount_paid, final_mark) VALUES (26, 21, 14, '2023-12-23', 140.0, 80);
INSERT INTO enrolments (enrolment_id, student_id, course_id, enrolled_date, amount_paid, final_mark) VALUES (27, 22, 9, '2024-03-21', 190.0, NULL);
INSERT INTO enrolments (enrolment_id, student_id, course_id, enrolled_date, amount_paid, final_mark) VALUES (28, 22, 14, '2023-12-21', 70.0, 70);
INSERT INTO enrolments (enrolment_id, student_id, course_id, enrolled_date, amount_paid, final_mark) VALUES (29, 23, 14, '2024-01-01', 112.0, 55);
INSERT INTO enrolments (enrolment_id, student_id, course_id, enrolled_date, amount_paid, final_mark) VALUES (30, 24, 14, '2023-12-08', 140.0, 63);
INSERT INTO enrolments (enrolment_id, student_id, course_id, enrolled_date, amount_paid, final_mark) VALUES (31, 25, 14, '2024-01-03', 112.0, 68);
INSERT INTO enrolments (enrolment_id, student_id, course_id, enrolled_date, amount_paid, final_mark) VALUES (32, 25, 15, '2023-08-19', 100.0, 52);
INSERT INTO enrolments (enrolment_id, student_id, course_id, enrolled_date, amount_paid, final_mark) VALUES (33, 26, 14, '2023-12-10', 140.0, 88);
INSERT INTO enrolments (enrolment_id, student_id, course_id, enrolled_date, amount_paid, final_mark) VALUES (34, 27, 14, '2023-12-23', 70.0, 75);
INSERT INTO enrolments (enrolment_id, student_id, course_id, enrolled_date, amount_paid, final_mark) VALUES (35, 27, 17, '2024-01-08', 210.0, NULL);
INSERT INTO enrolments (enrolment_id, student_id, course_id, enrolled_date, amount_paid, final_mark) VALUES (36, 28, 1, '2023-08-03', 120.0, 76);
INSERT INTO enrolments (enrolment_id, student_id, course_id, enrolled_date, amount_paid, final_mark) VALUES (37, 29, 14, '2023-12-11', 140.0, 76);
INSERT INTO enrolments (enrolment_id, student_id, course_id, enrolled_date, amount_paid, final_mark) VALUES (38, 30, 17, '2023-12-20', 210.0, NULL);
INSERT INTO enrolments (enrolment_id, student_id, course_id, enrolled_date, amount_paid, final_mark) VALUES (39, 30, 14, '2023-12-17', 126.0, 79);
INSERT INTO enrolments (enrolment_id, student_id, course_id, enrolled_date, amount_paid, final_mark) VALUES (40, 31, 4, '2023-09-12', 180.0, 73);
INSERT INTO enrolments (enrolment_id, student_id, course_id, enrolled_date, amount_paid, final_mark) VALUES (41, 32, 1, '2023-09-04', 240.0, 90);
INSERT INTO enrolments (enrolment_id, student_id, course_id, enrolled_date, amount_paid, final_mark) VALUES (42, 33, 14, '2023-12-13', 140.0, 89);
INSERT INTO enrolments (enrolment_id, student_id, course_id, enrolled_date, amount_paid, final_mark) VALUES (43, 34, 5, '2024-02-17', 130.0, NULL);
INSERT INTO enrolments (enrolment_id, student_id, course_id, enrolled_date, amount_paid, final_mark) VALUES (44, 35, 16, '2024-03-15', 250.0, NULL);
INSERT INTO enrolments (enrolment_id, student_id, course_id, enrolled_date, amount_paid, final_mark) VALUES (45, 36, 16, '2024-04-05', 250.0, NULL);
INSERT INTO enrolments (enrolment_id, student_id, course_id, enrolled_date, amount_paid, final_mark) VALUES (46, 36, 2, '2023-12-17', 256.0, 84);
INSERT INTO enrolments (enrolment_id, student_id, course_id, enrolled_date, amount_paid, final_mark) VALUES (47, 37, 16, '2024-04-07', 125.0, NULL);
INSERT INTO enrolments (enrolment_id, student_id, course_id, enrolled_date, amount_paid, final_mark) VALUES (48, 38, 8, '2023-08-24', 150.0, 67);
INSERT INTO enrolments (enrolment_id, student_id, course_id, enrolled_date, amount_paid, final_mark) VALUES (49, 39, 9, '2024-03-21', 95.0, NULL);
INSERT INTO enrolments (enrolment_id, student_id, course_id, enrolled_date, amount_paid, final_mark) VALUES (50, 40, 2, '2023-12-23', 320.0, 89);
