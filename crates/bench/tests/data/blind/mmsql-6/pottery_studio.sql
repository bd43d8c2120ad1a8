-- pottery_studio: a members' pottery studio with courses and kiln firings (snapshot date 2024-06-15)
PRAGMA foreign_keys = ON;

CREATE TABLE members (
  member_id INTEGER PRIMARY KEY,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  town TEXT NOT NULL,                 -- town the member lives in
  membership_level TEXT NOT NULL,     -- basic / plus / studio (studio = own shelf + 10% off courses)
  joined_on TEXT NOT NULL,
  left_on TEXT                        -- NULL = still a member (as of 2024-06-15)
);

CREATE TABLE courses (
  course_id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  technique TEXT NOT NULL,            -- wheel throwing / hand building / glazing / raku / sculpture
  teacher_name TEXT NOT NULL,
  start_date TEXT NOT NULL,
  end_date TEXT NOT NULL,
  sessions INTEGER NOT NULL,
  fee REAL NOT NULL,                  -- GBP course (tuition) fee
  material_fee REAL NOT NULL,         -- GBP extra for clay, glazes and course firings
  capacity INTEGER NOT NULL
);

CREATE TABLE enrollments (
  enrollment_id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(member_id),
  course_id INTEGER NOT NULL REFERENCES courses(course_id),
  enrolled_on TEXT NOT NULL,
  amount_paid REAL NOT NULL,          -- GBP actually paid (fee + material_fee, studio members get 10% off)
  completed INTEGER NOT NULL,         -- 1 = finished the course; 0 = dropped out or course not finished yet
  feedback_score INTEGER              -- 1-5 given by the member after the course; NULL = no feedback given
);

CREATE TABLE firings (
  firing_id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(member_id),
  course_id INTEGER REFERENCES courses(course_id),  -- NULL = personal work, not part of a course
  kiln TEXT NOT NULL,                 -- big electric / small electric / raku kiln
  fired_on TEXT NOT NULL,
  pieces INTEGER NOT NULL,            -- pieces put in the kiln
  cracked_pieces INTEGER NOT NULL,    -- pieces that came out cracked or broken
  kiln_fee REAL NOT NULL              -- GBP charged for the firing (0 for course firings, covered by material_fee)
);

INSERT INTO members (member_id, first_name, last_name, town, membership_level, joined_on, left_on) VALUES (1, 'Eleanor', 'Milton', 'Ashford', 'plus', '2021-05-10', NULL);
INSERT INTO members (member_id, first_name, last_name, town, membership_level, joined_on, left_on) VALUES (2, 'Sam', 'Patel', 'Milton', 'studio', '2020-09-01', NULL);
INSERT INTO members (member_id, first_name, last_name, town, membership_level, joined_on, left_on) VALUES (3, 'Joanna', 'Reyes', 'Milton', 'basic', '2022-01-15', NULL);
INSERT INTO members (member_id, first_name, last_name, town, membership_level, joined_on, left_on) VALUES (4, 'Kwame', 'Mensah', 'Milton', 'studio', '2021-11-03', NULL);
INSERT INTO members (member_id, first_name, last_name, town, membership_level, joined_on, left_on) VALUES (5, 'Alice', 'Porter', 'Kingsbridge', 'plus', '2019-04-20', NULL);
INSERT INTO members (member_id, first_name, last_name, town, membership_level, joined_on, left_on) VALUES (6, 'Harold', 'Finch', 'Elmstead', 'basic', '2018-06-01', '2023-08-31');
INSERT INTO members (member_id, first_name, last_name, town, membership_level, joined_on, left_on) VALUES (7, 'Mia', 'Johansson', 'Ashford', 'basic', '2023-02-11', NULL);
INSERT INTO members (member_id, first_name, last_name, town, membership_level, joined_on, left_on) VALUES (8, 'Leo', 'Brandt', 'Kingsbridge', 'plus', '2022-06-30', NULL);
INSERT INTO members (member_id, first_name, last_name, town, membership_level, joined_on, left_on) VALUES (9, 'Nora', 'Quinlan', 'Milton', 'plus', '2023-09-05', NULL);
INSERT INTO members (member_id, first_name, last_name, town, membership_level, joined_on, left_on) VALUES (10, 'Ravi', 'Iyer', 'Elmstead', 'studio', '2020-02-14', NULL);
INSERT INTO members (member_id, first_name, last_name, town, membership_level, joined_on, left_on) VALUES (11, 'Tess', 'Holloway', 'Ashford', 'basic', '2023-10-01', '2024-03-31');
INSERT INTO members (member_id, first_name, last_name, town, membership_level, joined_on, left_on) VALUES (12, 'Ibrahim', 'Saleh', 'Kingsbridge', 'basic', '2024-01-08', NULL);
INSERT INTO members (member_id, first_name, last_name, town, membership_level, joined_on, left_on) VALUES (13, 'Clara', 'Dubois', 'Elmstead', 'plus', '2021-03-22', NULL);
INSERT INTO members (member_id, first_name, last_name, town, membership_level, joined_on, left_on) VALUES (14, 'Felix', 'Wagner', 'Ashford', 'studio', '2022-10-10', NULL);
INSERT INTO members (member_id, first_name, last_name, town, membership_level, joined_on, left_on) VALUES (15, 'Hana', 'Sato', 'Milton', 'basic', '2024-02-19', NULL);
INSERT INTO members (member_id, first_name, last_name, town, membership_level, joined_on, left_on) VALUES (16, 'Owen', 'Price', 'Kingsbridge', 'plus', '2023-04-04', NULL);
INSERT INTO members (member_id, first_name, last_name, town, membership_level, joined_on, left_on) VALUES (17, 'Beth', 'Lowry', 'Elmstead', 'basic', '2022-08-08', '2024-01-31');
INSERT INTO members (member_id, first_name, last_name, town, membership_level, joined_on, left_on) VALUES (18, 'Yusuf', 'Demir', 'Ashford', 'plus', '2023-11-20', NULL);
INSERT INTO members (member_id, first_name, last_name, town, membership_level, joined_on, left_on) VALUES (19, 'Lena', 'Novak', 'Kingsbridge', 'studio', '2021-07-07', NULL);
INSERT INTO members (member_id, first_name, last_name, town, membership_level, joined_on, left_on) VALUES (20, 'Marco', 'Rossi', 'Milton', 'basic', '2024-04-02', NULL);

INSERT INTO courses (course_id, title, technique, teacher_name, start_date, end_date, sessions, fee, material_fee, capacity) VALUES (1, 'Wheel Throwing for Beginners', 'wheel throwing', 'Tom Ashworth', '2024-01-09', '2024-02-27', 8, 180.00, 45.00, 8);
INSERT INTO courses (course_id, title, technique, teacher_name, start_date, end_date, sessions, fee, material_fee, capacity) VALUES (2, 'Wheel Throwing: Bowls and Cylinders', 'wheel throwing', 'Tom Ashworth', '2024-03-05', '2024-04-23', 8, 210.00, 50.00, 8);
INSERT INTO courses (course_id, title, technique, teacher_name, start_date, end_date, sessions, fee, material_fee, capacity) VALUES (3, 'Hand Building Basics', 'hand building', 'Priya Nair', '2023-09-12', '2023-10-31', 8, 150.00, 35.00, 10);
INSERT INTO courses (course_id, title, technique, teacher_name, start_date, end_date, sessions, fee, material_fee, capacity) VALUES (4, 'Coil and Slab Vessels', 'hand building', 'Priya Nair', '2024-02-06', '2024-03-26', 8, 165.00, 40.00, 10);
INSERT INTO courses (course_id, title, technique, teacher_name, start_date, end_date, sessions, fee, material_fee, capacity) VALUES (5, 'Glaze Chemistry Workshop', 'glazing', 'Ingrid Svensson', '2023-11-04', '2023-11-25', 4, 120.00, 60.00, 8);
INSERT INTO courses (course_id, title, technique, teacher_name, start_date, end_date, sessions, fee, material_fee, capacity) VALUES (6, 'Layered Glazes', 'glazing', 'Priya Nair', '2024-04-10', '2024-05-15', 6, 140.00, 55.00, 8);
INSERT INTO courses (course_id, title, technique, teacher_name, start_date, end_date, sessions, fee, material_fee, capacity) VALUES (7, 'Raku Weekend', 'raku', 'Daniel Okafor', '2023-10-14', '2023-10-15', 2, 130.00, 70.00, 6);
INSERT INTO courses (course_id, title, technique, teacher_name, start_date, end_date, sessions, fee, material_fee, capacity) VALUES (8, 'Raku Weekend (Spring)', 'raku', 'Daniel Okafor', '2024-05-18', '2024-05-19', 2, 135.00, 70.00, 6);
INSERT INTO courses (course_id, title, technique, teacher_name, start_date, end_date, sessions, fee, material_fee, capacity) VALUES (9, 'Sculpting Animals', 'sculpture', 'Ingrid Svensson', '2024-01-20', '2024-03-09', 8, 190.00, 50.00, 8);
INSERT INTO courses (course_id, title, technique, teacher_name, start_date, end_date, sessions, fee, material_fee, capacity) VALUES (10, 'Wheel Throwing: Lidded Pots', 'wheel throwing', 'Tom Ashworth', '2024-06-04', '2024-07-23', 8, 220.00, 55.00, 8);
INSERT INTO courses (course_id, title, technique, teacher_name, start_date, end_date, sessions, fee, material_fee, capacity) VALUES (11, 'Summer Glaze Lab', 'glazing', 'Priya Nair', '2024-07-06', '2024-07-27', 4, 110.00, 50.00, 8);
INSERT INTO courses (course_id, title, technique, teacher_name, start_date, end_date, sessions, fee, material_fee, capacity) VALUES (12, 'Porcelain Throwing', 'wheel throwing', 'Tom Ashworth', '2024-09-03', '2024-10-22', 8, 240.00, 70.00, 6);
INSERT INTO courses (course_id, title, technique, teacher_name, start_date, end_date, sessions, fee, material_fee, capacity) VALUES (13, 'Hand Building for Kids and Parents', 'hand building', 'Priya Nair', '2024-08-10', '2024-08-31', 4, 95.00, 25.00, 12);
INSERT INTO courses (course_id, title, technique, teacher_name, start_date, end_date, sessions, fee, material_fee, capacity) VALUES (14, 'Surface Decoration', 'glazing', 'Ingrid Svensson', '2024-02-03', '2024-03-02', 5, 125.00, 45.00, 8);
INSERT INTO courses (course_id, title, technique, teacher_name, start_date, end_date, sessions, fee, material_fee, capacity) VALUES (15, 'Figurative Sculpture', 'sculpture', 'Daniel Okafor', '2024-09-14', '2024-11-02', 8, 200.00, 60.00, 8);

INSERT INTO enrollments (enrollment_id, member_id, course_id, enrolled_on, amount_paid, completed, feedback_score) VALUES (1, 17, 3, '2023-08-24', 185.00, 1, NULL);
INSERT INTO enrollments (enrollment_id, member_id, course_id, enrolled_on, amount_paid, completed, feedback_score) VALUES (2, 13, 3, '2023-08-27', 185.00, 1, 3);
INSERT INTO enrollments (enrollment_id, member_id, course_id, enrolled_on, amount_paid, completed, feedback_score) VALUES (3, 10, 3, '2023-08-30', 166.50, 1, 4);
INSERT INTO enrollments (enrollment_id, member_id, course_id, enrolled_on, amount_paid, completed, feedback_score) VALUES (4, 5, 3, '2023-09-02', 185.00, 1, 5);
INSERT INTO enrollments (enrollment_id, member_id, course_id, enrolled_on, amount_paid, completed, feedback_score) VALUES (5, 4, 3, '2023-09-05', 166.50, 1, 4);
INSERT INTO enrollments (enrollment_id, member_id, course_id, enrolled_on, amount_paid, completed, feedback_score) VALUES (6, 9, 3, '2023-09-05', 185.00, 1, 4);
INSERT INTO enrollments (enrollment_id, member_id, course_id, enrolled_on, amount_paid, completed, feedback_score) VALUES (7, 2, 7, '2023-09-28', 180.00, 1, 5);
INSERT INTO enrollments (enrollment_id, member_id, course_id, enrolled_on, amount_paid, completed, feedback_score) VALUES (8, 14, 7, '2023-10-01', 180.00, 1, 5);
INSERT INTO enrollments (enrollment_id, member_id, course_id, enrolled_on, amount_paid, completed, feedback_score) VALUES (9, 17, 7, '2023-10-04', 200.00, 1, 5);
INSERT INTO enrollments (enrollment_id, member_id, course_id, enrolled_on, amount_paid, completed, feedback_score) VALUES (10, 10, 7, '2023-10-07', 180.00, 1, 5);
INSERT INTO enrollments (enrollment_id, member_id, course_id, enrolled_on, amount_paid, completed, feedback_score) VALUES (11, 4, 5, '2023-10-19', 162.00, 1, 4);
INSERT INTO enrollments (enrollment_id, member_id, course_id, enrolled_on, amount_paid, completed, feedback_score) VALUES (12, 19, 5, '2023-10-22', 162.00, 1, 5);
INSERT INTO enrollments (enrollment_id, member_id, course_id, enrolled_on, amount_paid, completed, feedback_score) VALUES (13, 11, 5, '2023-10-25', 180.00, 1, 3);
INSERT INTO enrollments (enrollment_id, member_id, course_id, enrolled_on, amount_paid, completed, feedback_score) VALUES (14, 10, 5, '2023-10-28', 162.00, 1, 4);
INSERT INTO enrollments (enrollment_id, member_id, course_id, enrolled_on, amount_paid, completed, feedback_score) VALUES (15, 1, 1, '2023-12-12', 225.00, 1, 4);
INSERT INTO enrollments (enrollment_id, member_id, course_id, enrolled_on, amount_paid, completed, feedback_score) VALUES (16, 18, 1, '2023-12-15', 225.00, 1, 5);
INSERT INTO enrollments (enrollment_id, member_id, course_id, enrolled_on, amount_paid, completed, feedback_score) VALUES (17, 16, 1, '2023-12-18', 225.00, 0, NULL);
INSERT INTO enrollments (enrollment_id, member_id, course_id, enrolled_on, amount_paid, completed, feedback_score) VALUES (18, 14, 1, '2023-12-21', 202.50, 1, 4);
INSERT INTO enrollments (enrollment_id, member_id, course_id, enrolled_on, amount_paid, completed, feedback_score) VALUES (19, 7, 1, '2023-12-27', 225.00, 1, 4);
INSERT INTO enrollments (enrollment_id, member_id, course_id, enrolled_on, amount_paid, completed, feedback_score) VALUES (20, 3, 1, '2023-12-30', 225.00, 1, 5);
INSERT INTO enrollments (enrollment_id, member_id, course_id, enrolled_on, amount_paid, completed, feedback_score) VALUES (21, 2, 1, '2024-01-02', 202.50, 1, 4);
INSERT INTO enrollments (enrollment_id, member_id, course_id, enrolled_on, amount_paid, completed, feedback_score) VALUES (22, 3, 9, '2024-01-04', 240.00, 1, 3);
INSERT INTO enrollments (enrollment_id, member_id, course_id, enrolled_on, amount_paid, completed, feedback_score) VALUES (23, 8, 9, '2024-01-07', 240.00, 1, 5);
INSERT INTO enrollments (enrollment_id, member_id, course_id, enrolled_on, amount_paid, completed, feedback_score) VALUES (24, 12, 1, '2024-01-08', 225.00, 1, 3);
INSERT INTO enrollments (enrollment_id, member_id, course_id, enrolled_on, amount_paid, completed, feedback_score) VALUES (25, 11, 9, '2024-01-10', 240.00, 0, NULL);
INSERT INTO enrollments (enrollment_id, member_id, course_id, enrolled_on, amount_paid, completed, feedback_score) VALUES (26, 13, 9, '2024-01-13', 240.00, 1, 4);
INSERT INTO enrollments (enrollment_id, member_id, course_id, enrolled_on, amount_paid, completed, feedback_score) VALUES (27, 18, 4, '2024-01-18', 205.00, 1, 3);
INSERT INTO enrollments (enrollment_id, member_id, course_id, enrolled_on, amount_paid, completed, feedback_score) VALUES (28, 13, 4, '2024-01-21', 205.00, 0, NULL);
INSERT INTO enrollments (enrollment_id, member_id, course_id, enrolled_on, amount_paid, completed, feedback_score) VALUES (29, 19, 4, '2024-01-24', 184.50, 1, 4);
INSERT INTO enrollments (enrollment_id, member_id, course_id, enrolled_on, amount_paid, completed, feedback_score) VALUES (30, 10, 14, '2024-01-24', 153.00, 1, 3);
INSERT INTO enrollments (enrollment_id, member_id, course_id, enrolled_on, amount_paid, completed, feedback_score) VALUES (31, 5, 4, '2024-01-27', 205.00, 1, 4);
INSERT INTO enrollments (enrollment_id, member_id, course_id, enrolled_on, amount_paid, completed, feedback_score) VALUES (32, 7, 14, '2024-01-27', 170.00, 1, 4);
INSERT INTO enrollments (enrollment_id, member_id, course_id, enrolled_on, amount_paid, completed, feedback_score) VALUES (33, 1, 4, '2024-01-30', 205.00, 1, 5);
INSERT INTO enrollments (enrollment_id, member_id, course_id, enrolled_on, amount_paid, completed, feedback_score) VALUES (34, 14, 2, '2024-02-18', 234.00, 1, 4);
INSERT INTO enrollments (enrollment_id, member_id, course_id, enrolled_on, amount_paid, completed, feedback_score) VALUES (35, 15, 2, '2024-02-19', 260.00, 0, NULL);
INSERT INTO enrollments (enrollment_id, member_id, course_id, enrolled_on, amount_paid, completed, feedback_score) VALUES (36, 8, 2, '2024-02-21', 260.00, 1, 4);
INSERT INTO enrollments (enrollment_id, member_id, course_id, enrolled_on, amount_paid, completed, feedback_score) VALUES (37, 7, 2, '2024-02-24', 260.00, 1, 3);
INSERT INTO enrollments (enrollment_id, member_id, course_id, enrolled_on, amount_paid, completed, feedback_score) VALUES (38, 2, 2, '2024-02-27', 234.00, 1, 5);
INSERT INTO enrollments (enrollment_id, member_id, course_id, enrolled_on, amount_paid, completed, feedback_score) VALUES (39, 16, 6, '2024-03-22', 195.00, 1, NULL);
INSERT INTO enrollments (enrollment_id, member_id, course_id, enrolled_on, amount_paid, completed, feedback_score) VALUES (40, 9, 6, '2024-03-25', 195.00, 1, 4);
INSERT INTO enrollments (enrollment_id, member_id, course_id, enrolled_on, amount_paid, completed, feedback_score) VALUES (41, 8, 6, '2024-03-28', 195.00, 1, 3);
INSERT INTO enrollments (enrollment_id, member_id, course_id, enrolled_on, amount_paid, completed, feedback_score) VALUES (42, 5, 6, '2024-03-31', 195.00, 1, 5);
INSERT INTO enrollments (enrollment_id, member_id, course_id, enrolled_on, amount_paid, completed, feedback_score) VALUES (43, 1, 6, '2024-04-03', 195.00, 1, 4);
INSERT INTO enrollments (enrollment_id, member_id, course_id, enrolled_on, amount_paid, completed, feedback_score) VALUES (44, 20, 8, '2024-05-05', 205.00, 1, 4);
INSERT INTO enrollments (enrollment_id, member_id, course_id, enrolled_on, amount_paid, completed, feedback_score) VALUES (45, 19, 8, '2024-05-08', 184.50, 1, 5);
INSERT INTO enrollments (enrollment_id, member_id, course_id, enrolled_on, amount_paid, completed, feedback_score) VALUES (46, 4, 8, '2024-05-11', 184.50, 1, 4);
INSERT INTO enrollments (enrollment_id, member_id, course_id, enrolled_on, amount_paid, completed, feedback_score) VALUES (47, 12, 10, '2024-05-22', 275.00, 0, NULL);
INSERT INTO enrollments (enrollment_id, member_id, course_id, enrolled_on, amount_paid, completed, feedback_score) VALUES (48, 15, 10, '2024-05-25', 275.00, 0, NULL);
INSERT INTO enrollments (enrollment_id, member_id, course_id, enrolled_on, amount_paid, completed, feedback_score) VALUES (49, 2, 10, '2024-05-28', 247.50, 0, NULL);
INSERT INTO enrollments (enrollment_id, member_id, course_id, enrolled_on, amount_paid, completed, feedback_score) VALUES (50, 18, 11, '2024-06-29', 160.00, 0, NULL);

INSERT INTO firings (firing_id, member_id, course_id, kiln, fired_on, pieces, cracked_pieces, kiln_fee) VALUES (1, 6, NULL, 'big electric', '2023-07-15', 5, 0, 15.00);
INSERT INTO firings (firing_id, member_id, course_id, kiln, fired_on, pieces, cracked_pieces, kiln_fee) VALUES (2, 2, 7, 'raku kiln', '2023-10-15', 2, 0, 0.00);
INSERT INTO firings (firing_id, member_id, course_id, kiln, fired_on, pieces, cracked_pieces, kiln_fee) VALUES (3, 10, 7, 'raku kiln', '2023-10-15', 3, 1, 0.00);
INSERT INTO firings (firing_id, member_id, course_id, kiln, fired_on, pieces, cracked_pieces, kiln_fee) VALUES (4, 14, 7, 'raku kiln', '2023-10-15', 3, 2, 0.00);
INSERT INTO firings (firing_id, member_id, course_id, kiln, fired_on, pieces, cracked_pieces, kiln_fee) VALUES (5, 17, 7, 'raku kiln', '2023-10-15', 2, 0, 0.00);
INSERT INTO firings (firing_id, member_id, course_id, kiln, fired_on, pieces, cracked_pieces, kiln_fee) VALUES (6, 5, 3, 'big electric', '2023-10-24', 4, 0, 0.00);
INSERT INTO firings (firing_id, member_id, course_id, kiln, fired_on, pieces, cracked_pieces, kiln_fee) VALUES (7, 13, 3, 'big electric', '2023-10-24', 3, 1, 0.00);
INSERT INTO firings (firing_id, member_id, course_id, kiln, fired_on, pieces, cracked_pieces, kiln_fee) VALUES (8, 11, 5, 'small electric', '2023-11-25', 4, 1, 0.00);
INSERT INTO firings (firing_id, member_id, course_id, kiln, fired_on, pieces, cracked_pieces, kiln_fee) VALUES (9, 19, 5, 'small electric', '2023-11-25', 5, 0, 0.00);
INSERT INTO firings (firing_id, member_id, course_id, kiln, fired_on, pieces, cracked_pieces, kiln_fee) VALUES (10, 10, NULL, 'big electric', '2023-12-02', 6, 0, 18.00);
INSERT INTO firings (firing_id, member_id, course_id, kiln, fired_on, pieces, cracked_pieces, kiln_fee) VALUES (11, 1, NULL, 'small electric', '2023-12-09', 2, 0, 5.00);
INSERT INTO firings (firing_id, member_id, course_id, kiln, fired_on, pieces, cracked_pieces, kiln_fee) VALUES (12, 9, NULL, 'big electric', '2023-12-16', 3, 0, 9.00);
INSERT INTO firings (firing_id, member_id, course_id, kiln, fired_on, pieces, cracked_pieces, kiln_fee) VALUES (13, 18, NULL, 'small electric', '2024-01-13', 2, 0, 5.00);
INSERT INTO firings (firing_id, member_id, course_id, kiln, fired_on, pieces, cracked_pieces, kiln_fee) VALUES (14, 3, NULL, 'small electric', '2024-01-27', 4, 0, 10.00);
INSERT INTO firings (firing_id, member_id, course_id, kiln, fired_on, pieces, cracked_pieces, kiln_fee) VALUES (15, 7, 1, 'big electric', '2024-02-20', 5, 1, 0.00);
INSERT INTO firings (firing_id, member_id, course_id, kiln, fired_on, pieces, cracked_pieces, kiln_fee) VALUES (16, 12, 1, 'big electric', '2024-02-20', 3, 1, 0.00);
INSERT INTO firings (firing_id, member_id, course_id, kiln, fired_on, pieces, cracked_pieces, kiln_fee) VALUES (17, 16, 1, 'big electric', '2024-02-20', 4, 0, 0.00);
INSERT INTO firings (firing_id, member_id, course_id, kiln, fired_on, pieces, cracked_pieces, kiln_fee) VALUES (18, 10, 14, 'small electric', '2024-02-24', 6, 0, 0.00);
INSERT INTO firings (firing_id, member_id, course_id, kiln, fired_on, pieces, cracked_pieces, kiln_fee) VALUES (19, 8, 9, 'big electric', '2024-03-02', 2, 1, 0.00);
INSERT INTO firings (firing_id, member_id, course_id, kiln, fired_on, pieces, cracked_pieces, kiln_fee) VALUES (20, 13, 9, 'big electric', '2024-03-02', 2, 0, 0.00);
INSERT INTO firings (firing_id, member_id, course_id, kiln, fired_on, pieces, cracked_pieces, kiln_fee) VALUES (21, 5, 4, 'small electric', '2024-03-19', 4, 0, 0.00);
INSERT INTO firings (firing_id, member_id, course_id, kiln, fired_on, pieces, cracked_pieces, kiln_fee) VALUES (22, 18, 4, 'small electric', '2024-03-19', 3, 0, 0.00);
INSERT INTO firings (firing_id, member_id, course_id, kiln, fired_on, pieces, cracked_pieces, kiln_fee) VALUES (23, 4, NULL, 'raku kiln', '2024-03-23', 4, 2, 20.00);
INSERT INTO firings (firing_id, member_id, course_id, kiln, fired_on, pieces, cracked_pieces, kiln_fee) VALUES (24, 19, NULL, 'big electric', '2024-04-06', 8, 0, 24.00);
INSERT INTO firings (firing_id, member_id, course_id, kiln, fired_on, pieces, cracked_pieces, kiln_fee) VALUES (25, 14, 2, 'big electric', '2024-04-16', 6, 0, 0.00);
INSERT INTO firings (firing_id, member_id, course_id, kiln, fired_on, pieces, cracked_pieces, kiln_fee) VALUES (26, 15, 2, 'big electric', '2024-04-16', 3, 1, 0.00);
INSERT INTO firings (firing_id, member_id, course_id, kiln, fired_on, pieces, cracked_pieces, kiln_fee) VALUES (27, 1, 6, 'small electric', '2024-05-08', 3, 0, 0.00);
INSERT INTO firings (firing_id, member_id, course_id, kiln, fired_on, pieces, cracked_pieces, kiln_fee) VALUES (28, 9, 6, 'small electric', '2024-05-08', 4, 1, 0.00);
INSERT INTO firings (firing_id, member_id, course_id, kiln, fired_on, pieces, cracked_pieces, kiln_fee) VALUES (29, 16, 6, 'small electric', '2024-05-08', 2, 0, 0.00);
INSERT INTO firings (firing_id, member_id, course_id, kiln, fired_on, pieces, cracked_pieces, kiln_fee) VALUES (30, 10, NULL, 'big electric', '2024-05-11', 7, 0, 21.00);
INSERT INTO firings (firing_id, member_id, course_id, kiln, fired_on, pieces, cracked_pieces, kiln_fee) VALUES (31, 4, 8, 'raku kiln', '2024-05-19', 3, 1, 0.00);
INSERT INTO firings (firing_id, member_id, course_id, kiln, fired_on, pieces, cracked_pieces, kiln_fee) VALUES (32, 19, 8, 'raku kiln', '2024-05-19', 2, 0, 0.00);
INSERT INTO firings (firing_id, member_id, course_id, kiln, fired_on, pieces, cracked_pieces, kiln_fee) VALUES (33, 20, 8, 'raku kiln', '2024-05-19', 2, 2, 0.00);
INSERT INTO firings (firing_id, member_id, course_id, kiln, fired_on, pieces, cracked_pieces, kiln_fee) VALUES (34, 14, NULL, 'big electric', '2024-05-25', 5, 1, 15.00);
INSERT INTO firings (firing_id, member_id, course_id, kiln, fired_on, pieces, cracked_pieces, kiln_fee) VALUES (35, 2, NULL, 'small electric', '2024-05-30', 3, 0, 7.50);
INSERT INTO firings (firing_id, member_id, course_id, kiln, fired_on, pieces, cracked_pieces, kiln_fee) VALUES (36, 8, NULL, 'big electric', '2024-06-01', 4, 0, 12.00);
INSERT INTO firings (firing_id, member_id, course_id, kiln, fired_on, pieces, cracked_pieces, kiln_fee) VALUES (37, 5, NULL, 'raku kiln', '2024-06-08', 3, 1, 15.00);
INSERT INTO firings (firing_id, member_id, course_id, kiln, fired_on, pieces, cracked_pieces, kiln_fee) VALUES (38, 2, 10, 'big electric', '2024-06-11', 3, 0, 0.00);
INSERT INTO firings (firing_id, member_id, course_id, kiln, fired_on, pieces, cracked_pieces, kiln_fee) VALUES (39, 12, 10, 'big electric', '2024-06-11', 2, 1, 0.00);
INSERT INTO firings (firing_id, member_id, course_id, kiln, fired_on, pieces, cracked_pieces, kiln_fee) VALUES (40, 15, 10, 'big electric', '2024-06-11', 2, 0, 0.00);
