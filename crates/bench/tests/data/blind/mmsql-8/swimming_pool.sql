-- Municipal swimming pool: members, instructors, swimming courses, course enrolments and pool visits.
BEGIN TRANSACTION;
CREATE TABLE members (
    member_id INTEGER PRIMARY KEY,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    birth_date TEXT NOT NULL,
    membership_type TEXT NOT NULL,
    joined_on TEXT NOT NULL,
    is_active INTEGER NOT NULL CHECK (is_active IN (0,1)),
    email TEXT -- NULL = no email on file
);
CREATE TABLE instructors (
    instructor_id INTEGER PRIMARY KEY,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    hired_on TEXT NOT NULL,
    hourly_rate REAL NOT NULL,
    is_lifeguard INTEGER NOT NULL CHECK (is_lifeguard IN (0,1)),
    lifeguard_cert_expires_on TEXT -- NULL = holds no lifeguard certificate
);
CREATE TABLE courses (
    course_id INTEGER PRIMARY KEY,
    title TEXT NOT NULL,
    level TEXT NOT NULL,
    age_group TEXT NOT NULL,
    instructor_id INTEGER NOT NULL REFERENCES instructors(instructor_id),
    pool_area TEXT NOT NULL,
    weekday TEXT NOT NULL,
    start_time TEXT NOT NULL,
    starts_on TEXT NOT NULL,
    ends_on TEXT NOT NULL,
    capacity INTEGER NOT NULL,
    member_fee REAL NOT NULL,
    non_member_fee REAL NOT NULL
);
CREATE TABLE enrolments (
    enrolment_id INTEGER PRIMARY KEY,
    course_id INTEGER NOT NULL REFERENCES courses(course_id),
    member_id INTEGER NOT NULL REFERENCES members(member_id),
    enrolled_on TEXT NOT NULL,
    amount_paid REAL NOT NULL,
    cancelled_on TEXT -- NULL = enrolment not cancelled
);
CREATE TABLE swim_visits (
    visit_id INTEGER PRIMARY KEY,
    member_id INTEGER NOT NULL REFERENCES members(member_id),
    visit_date TEXT NOT NULL,
    arrival_time TEXT NOT NULL,
    pool_area TEXT NOT NULL,
    minutes_in_pool INTEGER NOT NULL,
    lengths_swum INTEGER -- NULL = lengths not logged
);
INSERT INTO members (member_id, first_name, last_name, birth_date, membership_type, joined_on, is_active, email) VALUES (1, 'Emma', 'Thompson', '1996-08-03', 'adult', '2019-09-26', 1, 'emma.thompson@mailbox.net');
INSERT INTO members (member_id, first_name, last_name, birth_date, membership_type, joined_on, is_active, email) VALUES (2, 'Oliver', 'Clarke', '1978-04-06', 'adult', '2020-09-30', 1, NULL);
INSERT INTO members (member_id, first_name, last_name, birth_date, membership_type, joined_on, is_active, email) VALUES (3, 'Sarah', 'Bennett', '1968-07-05', 'adult', '2020-12-29', 1, 'sarah.bennett@mailbox.net');
INSERT INTO members (member_id, first_name, last_name, birth_date, membership_type, joined_on, is_active, email) VALUES (4, 'Jack', 'Murphy', '2017-11-23', 'junior', '2024-01-26', 1, 'jack.murphy@mailbox.net');
INSERT INTO members (member_id, first_name, last_name, birth_date, membership_type, joined_on, is_active, email) VALUES (5, 'Amira', 'Hassan', '1967-01-01', 'adult', '2023-04-06', 0, 'amira.hassan@inbox.com');
INSERT INTO members (member_id, first_name, last_name, birth_date, membership_type, joined_on, is_active, email) VALUES (6, 'Noah', 'Evans', '2012-09-28', 'junior', '2020-10-17', 1, 'noah.evans@webpost.org');
INSERT INTO members (member_id, first_name, last_name, birth_date, membership_type, joined_on, is_active, email) VALUES (7, 'Grace', 'Kowalczyk', '1985-08-08', 'adult', '2019-10-12', 1, 'grace.kowalczyk@webpost.org');
INSERT INTO members (member_id, first_name, last_name, birth_date, membership_type, joined_on, is_active, email) VALUES (8, 'Liam', 'Robinson', '1991-11-17', 'adult', '2022-02-15', 1, NULL);
INSERT INTO members (member_id, first_name, last_name, birth_date, membership_type, joined_on, is_active, email) VALUES (9, 'Zofia', 'Nowicka', '2001-03-01', 'adult', '2021-01-31', 1, 'zofia.nowicka@mailbox.net');
INSERT INTO members (member_id, first_name, last_name, birth_date, membership_type, joined_on, is_active, email) VALUES (10, 'Ethan', 'Wright', '2017-10-02', 'junior', '2022-09-13', 1, NULL);
INSERT INTO members (member_id, first_name, last_name, birth_date, membership_type, joined_on, is_active, email) VALUES (11, 'Mia', 'Patel', '2016-03-07', 'junior', '2020-07-17', 1, NULL);
INSERT INTO members (member_id, first_name, last_name, birth_date, membership_type, joined_on, is_active, email) VALUES (12, 'Harry', 'Green', '1946-03-04', 'senior', '2022-06-20', 0, 'harry.green@webpost.org');
INSERT INTO members (member_id, first_name, last_name, birth_date, membership_type, joined_on, is_active, email) VALUES (13, 'Sarah', 'Lewis', '1969-03-09', 'adult', '2023-07-13', 1, 'sarah.lewis@inbox.com');
INSERT INTO members (member_id, first_name, last_name, birth_date, membership_type, joined_on, is_active, email) VALUES (14, 'Kwame', 'Mensah', '1985-11-22', 'adult', '2021-05-01', 1, 'kwame.mensah@webpost.org');
INSERT INTO members (member_id, first_name, last_name, birth_date, membership_type, joined_on, is_active, email) VALUES (15, 'Isla', 'Campbell', '2015-11-19', 'junior', '2020-05-30', 1, 'isla.campbell@webpost.org');
INSERT INTO members (member_id, first_name, last_name, birth_date, membership_type, joined_on, is_active, email) VALUES (16, 'George', 'Ward', '1957-01-17', 'senior', '2021-06-15', 1, 'george.ward@inbox.com');
INSERT INTO members (member_id, first_name, last_name, birth_date, membership_type, joined_on, is_active, email) VALUES (17, 'Chen', 'Li', '1971-01-28', 'adult', '2021-07-25', 1, NULL);
INSERT INTO members (member_id, first_name, last_name, birth_date, membership_type, joined_on, is_active, email) VALUES (18, 'Ruby', 'Hughes', '2017-03-02', 'junior', '2021-09-15', 1, 'ruby.hughes@webpost.org');
INSERT INTO members (member_id, first_name, last_name, birth_date, membership_type, joined_on, is_active, email) VALUES (19, 'Arthur', 'Bell', '1951-11-02', 'senior', '2021-06-14', 1, 'arthur.bell@webpost.org');
INSERT INTO members (member_id, first_name, last_name, birth_date, membership_type, joined_on, is_active, email) VALUES (20, 'Freya', 'Morris', '1993-07-03', 'adult', '2020-08-25', 0, 'freya.morris@inbox.com');
INSERT INTO members (member_id, first_name, last_name, birth_date, membership_type, joined_on, is_active, email) VALUES (21, 'Jack', 'Davies', '1989-03-08', 'family', '2023-09-14', 1, 'jack.davies@mailbox.net');
INSERT INTO members (member_id, first_name, last_name, birth_date, membership_type, joined_on, is_active, email) VALUES (22, 'Leah', 'Fischer', '1971-09-21', 'family', '2023-01-19', 1, 'leah.fischer@webpost.org');
INSERT INTO members (member_id, first_name, last_name, birth_date, membership_type, joined_on, is_active, email) VALUES (23, 'Dylan', 'Roberts', '2010-05-02', 'junior', '2021-10-08', 1, 'dylan.roberts@mailbox.net');
INSERT INTO members (member_id, first_name, last_name, birth_date, membership_type, joined_on, is_active, email) VALUES (24, 'Ivy', 'Cooper', '2013-10-14', 'junior', '2023-09-24', 1, 'ivy.cooper@mailbox.net');
INSERT INTO members (member_id, first_name, last_name, birth_date, membership_type, joined_on, is_active, email) VALUES (25, 'Sean', 'O''Neill', '1969-09-10', 'adult', '2024-02-20', 1, 'sean.oneill@inbox.com');
INSERT INTO members (member_id, first_name, last_name, birth_date, membership_type, joined_on, is_active, email) VALUES (26, 'Olga', 'Ivanova', '1995-04-17', 'adult', '2019-11-17', 1, NULL);
INSERT INTO members (member_id, first_name, last_name, birth_date, membership_type, joined_on, is_active, email) VALUES (27, 'Theo', 'Parker', '2017-07-18', 'junior', '2020-04-02', 0, NULL);
INSERT INTO members (member_id, first_name, last_name, birth_date, membership_type, joined_on, is_active, email) VALUES (28, 'Poppy', 'Walker', '2013-06-28', 'junior', '2022-11-13', 1, 'poppy.walker@webpost.org');
INSERT INTO members (member_id, first_name, last_name, birth_date, membership_type, joined_on, is_active, email) VALUES (29, 'Mohammed', 'Ali', '1988-01-23', 'adult', '2019-11-26', 1, 'mohammed.ali@webpost.org');
INSERT INTO members (member_id, first_name, last_name, birth_date, membership_type, joined_on, is_active, email) VALUES (30, 'Edith', 'Hartley', '1955-06-19', 'senior', '2022-12-30', 1, 'edith.hartley@inbox.com');
INSERT INTO instructors (instructor_id, first_name, last_name, hired_on, hourly_rate, is_lifeguard, lifeguard_cert_expires_on) VALUES (1, 'Sarah', 'Lindgren', '2015-04-13', 19.50, 1, '2025-04-30');
INSERT INTO instructors (instructor_id, first_name, last_name, hired_on, hourly_rate, is_lifeguard, lifeguard_cert_expires_on) VALUES (2, 'Marcus', 'Bailey', '2016-09-05', 18.75, 1, '2024-10-31');
INSERT INTO instructors (instructor_id, first_name, last_name, hired_on, hourly_rate, is_lifeguard, lifeguard_cert_expires_on) VALUES (3, 'Yvonne', 'Achterberg', '2017-01-16', 17.90, 0, NULL);
INSERT INTO instructors (instructor_id, first_name, last_name, hired_on, hourly_rate, is_lifeguard, lifeguard_cert_expires_on) VALUES (4, 'Tom', 'Pritchard', '2018-05-21', 18.20, 1, '2025-09-30');
INSERT INTO instructors (instructor_id, first_name, last_name, hired_on, hourly_rate, is_lifeguard, lifeguard_cert_expires_on) VALUES (5, 'Deepa', 'Nair', '2018-11-12', 17.50, 0, NULL);
INSERT INTO instructors (instructor_id, first_name, last_name, hired_on, hourly_rate, is_lifeguard, lifeguard_cert_expires_on) VALUES (6, 'Callum', 'Fraser', '2019-06-03', 16.80, 1, '2024-08-31');
INSERT INTO instructors (instructor_id, first_name, last_name, hired_on, hourly_rate, is_lifeguard, lifeguard_cert_expires_on) VALUES (7, 'Agata', 'Wojcik', '2020-02-10', 17.20, 1, '2026-02-28');
INSERT INTO instructors (instructor_id, first_name, last_name, hired_on, hourly_rate, is_lifeguard, lifeguard_cert_expires_on) VALUES (8, 'Jack', 'Rowe', '2020-08-24', 16.50, 1, '2025-01-31');
INSERT INTO instructors (instructor_id, first_name, last_name, hired_on, hourly_rate, is_lifeguard, lifeguard_cert_expires_on) VALUES (9, 'Bridget', 'Flynn', '2021-03-15', 16.90, 0, NULL);
INSERT INTO instructors (instructor_id, first_name, last_name, hired_on, hourly_rate, is_lifeguard, lifeguard_cert_expires_on) VALUES (10, 'Samuel', 'Osei', '2021-10-04', 16.20, 1, '2025-11-30');
INSERT INTO instructors (instructor_id, first_name, last_name, hired_on, hourly_rate, is_lifeguard, lifeguard_cert_expires_on) VALUES (11, 'Hiro', 'Tanaka', '2022-04-25', 16.00, 0, NULL);
INSERT INTO instructors (instructor_id, first_name, last_name, hired_on, hourly_rate, is_lifeguard, lifeguard_cert_expires_on) VALUES (12, 'Lauren', 'Pike', '2022-09-12', 15.80, 1, '2026-09-30');
INSERT INTO instructors (instructor_id, first_name, last_name, hired_on, hourly_rate, is_lifeguard, lifeguard_cert_expires_on) VALUES (13, 'Ewan', 'Stewart', '2023-01-09', 15.80, 1, '2026-01-31');
INSERT INTO instructors (instructor_id, first_name, last_name, hired_on, hourly_rate, is_lifeguard, lifeguard_cert_expires_on) VALUES (14, 'Nadia', 'Haddad', '2023-06-19', 15.50, 0, NULL);
INSERT INTO instructors (instructor_id, first_name, last_name, hired_on, hourly_rate, is_lifeguard, lifeguard_cert_expires_on) VALUES (15, 'Felix', 'Brandt', '2024-01-15', 15.50, 1, '2027-01-31');
INSERT INTO courses (course_id, title, level, age_group, instructor_id, pool_area, weekday, start_time, starts_on, ends_on, capacity, member_fee, non_member_fee) VALUES (1, 'Stage 1 Splashers', 'beginner', 'kids', 3, 'teaching pool', 'Saturday', '09:00', '2023-09-09', '2023-12-16', 8, 60.00, 78.00);
INSERT INTO courses (course_id, title, level, age_group, instructor_id, pool_area, weekday, start_time, starts_on, ends_on, capacity, member_fee, non_member_fee) VALUES (2, 'Stage 2 Floaters', 'beginner', 'kids', 5, 'teaching pool', 'Saturday', '09:45', '2023-09-09', '2023-12-16', 8, 60.00, 78.00);
INSERT INTO courses (course_id, title, level, age_group, instructor_id, pool_area, weekday, start_time, starts_on, ends_on, capacity, member_fee, non_member_fee) VALUES (3, 'Stage 3 Paddlers', 'improver', 'kids', 9, 'teaching pool', 'Wednesday', '16:30', '2023-09-06', '2023-12-13', 10, 64.00, 82.00);
INSERT INTO courses (course_id, title, level, age_group, instructor_id, pool_area, weekday, start_time, starts_on, ends_on, capacity, member_fee, non_member_fee) VALUES (4, 'Junior Squad', 'advanced', 'teens', 2, 'main pool', 'Tuesday', '17:30', '2023-09-05', '2023-12-12', 16, 95.00, 120.00);
INSERT INTO courses (course_id, title, level, age_group, instructor_id, pool_area, weekday, start_time, starts_on, ends_on, capacity, member_fee, non_member_fee) VALUES (5, 'Adult Learn to Swim', 'beginner', 'adults', 1, 'teaching pool', 'Monday', '19:30', '2023-09-04', '2023-12-11', 10, 72.00, 96.00);
INSERT INTO courses (course_id, title, level, age_group, instructor_id, pool_area, weekday, start_time, starts_on, ends_on, capacity, member_fee, non_member_fee) VALUES (6, 'Masters Training', 'advanced', 'adults', 6, 'main pool', 'Friday', '06:30', '2023-09-08', '2023-12-15', 20, 85.00, 110.00);
INSERT INTO courses (course_id, title, level, age_group, instructor_id, pool_area, weekday, start_time, starts_on, ends_on, capacity, member_fee, non_member_fee) VALUES (7, 'Stage 1 Splashers', 'beginner', 'kids', 3, 'teaching pool', 'Saturday', '09:00', '2024-01-13', '2024-03-30', 8, 63.00, 81.90);
INSERT INTO courses (course_id, title, level, age_group, instructor_id, pool_area, weekday, start_time, starts_on, ends_on, capacity, member_fee, non_member_fee) VALUES (8, 'Stage 2 Floaters', 'beginner', 'kids', 7, 'teaching pool', 'Saturday', '09:45', '2024-01-13', '2024-03-30', 8, 63.00, 81.90);
INSERT INTO courses (course_id, title, level, age_group, instructor_id, pool_area, weekday, start_time, starts_on, ends_on, capacity, member_fee, non_member_fee) VALUES (9, 'Stage 3 Paddlers', 'improver', 'kids', 9, 'teaching pool', 'Wednesday', '16:30', '2024-01-10', '2024-03-27', 10, 67.20, 86.10);
INSERT INTO courses (course_id, title, level, age_group, instructor_id, pool_area, weekday, start_time, starts_on, ends_on, capacity, member_fee, non_member_fee) VALUES (10, 'Junior Squad', 'advanced', 'teens', 2, 'main pool', 'Tuesday', '17:30', '2024-01-09', '2024-03-26', 16, 99.75, 126.00);
INSERT INTO courses (course_id, title, level, age_group, instructor_id, pool_area, weekday, start_time, starts_on, ends_on, capacity, member_fee, non_member_fee) VALUES (11, 'Adult Learn to Swim', 'beginner', 'adults', 1, 'teaching pool', 'Monday', '19:30', '2024-01-08', '2024-03-25', 10, 75.60, 100.80);
INSERT INTO courses (course_id, title, level, age_group, instructor_id, pool_area, weekday, start_time, starts_on, ends_on, capacity, member_fee, non_member_fee) VALUES (12, 'Adult Stroke Improver', 'improver', 'adults', 4, 'main pool', 'Thursday', '20:00', '2024-01-11', '2024-03-28', 12, 75.60, 100.80);
INSERT INTO courses (course_id, title, level, age_group, instructor_id, pool_area, weekday, start_time, starts_on, ends_on, capacity, member_fee, non_member_fee) VALUES (13, 'Masters Training', 'advanced', 'adults', 6, 'main pool', 'Friday', '06:30', '2024-01-12', '2024-03-29', 20, 89.25, 115.50);
INSERT INTO courses (course_id, title, level, age_group, instructor_id, pool_area, weekday, start_time, starts_on, ends_on, capacity, member_fee, non_member_fee) VALUES (14, 'Aqua Fit', 'beginner', 'adults', 14, 'teaching pool', 'Wednesday', '10:00', '2024-01-10', '2024-03-27', 15, 50.40, 69.30);
INSERT INTO courses (course_id, title, level, age_group, instructor_id, pool_area, weekday, start_time, starts_on, ends_on, capacity, member_fee, non_member_fee) VALUES (15, 'Senior Splash', 'beginner', 'seniors', 11, 'teaching pool', 'Tuesday', '11:00', '2024-01-09', '2024-03-26', 12, 37.80, 56.70);
INSERT INTO courses (course_id, title, level, age_group, instructor_id, pool_area, weekday, start_time, starts_on, ends_on, capacity, member_fee, non_member_fee) VALUES (16, 'Stage 1 Splashers', 'beginner', 'kids', 3, 'teaching pool', 'Saturday', '09:00', '2024-04-20', '2024-07-13', 8, 63.00, 81.90);
INSERT INTO courses (course_id, title, level, age_group, instructor_id, pool_area, weekday, start_time, starts_on, ends_on, capacity, member_fee, non_member_fee) VALUES (17, 'Stage 2 Floaters', 'beginner', 'kids', 5, 'teaching pool', 'Saturday', '09:45', '2024-04-20', '2024-07-13', 8, 63.00, 81.90);
INSERT INTO courses (course_id, title, level, age_group, instructor_id, pool_area, weekday, start_time, starts_on, ends_on, capacity, member_fee, non_member_fee) VALUES (18, 'Stage 3 Paddlers', 'improver', 'kids', 9, 'teaching pool', 'Wednesday', '16:30', '2024-04-17', '2024-07-10', 10, 67.20, 86.10);
INSERT INTO courses (course_id, title, level, age_group, instructor_id, pool_area, weekday, start_time, starts_on, ends_on, capacity, member_fee, non_member_fee) VALUES (19, 'Adult Learn to Swim', 'beginner', 'adults', 15, 'teaching pool', 'Monday', '19:30', '2024-04-15', '2024-07-08', 10, 75.60, 100.80);
INSERT INTO courses (course_id, title, level, age_group, instructor_id, pool_area, weekday, start_time, starts_on, ends_on, capacity, member_fee, non_member_fee) VALUES (20, 'Adult Stroke Improver', 'improver', 'adults', 4, 'main pool', 'Thursday', '20:00', '2024-04-18', '2024-07-11', 12, 75.60, 100.80);
INSERT INTO courses (course_id, title, level, age_group, instructor_id, pool_area, weekday, start_time, starts_on, ends_on, capacity, member_fee, non_member_fee) VALUES (21, 'Aqua Fit', 'beginner', 'adults', 14, 'teaching pool', 'Wednesday', '10:00', '2024-04-17', '2024-07-10', 15, 50.40, 69.30);
INSERT INTO courses (course_id, title, level, age_group, instructor_id, pool_area, weekday, start_time, starts_on, ends_on, capacity, member_fee, non_member_fee) VALUES (22, 'Senior Splash', 'beginner', 'seniors', 11, 'teaching pool', 'Tuesday', '11:00', '2024-04-16', '2024-07-09', 12, 37.80, 56.70);
INSERT INTO courses (course_id, title, level, age_group, instructor_id, pool_area, weekday, start_time, starts_on, ends_on, capacity, member_fee, non_member_fee) VALUES (23, 'Triathlon Swim Skills', 'improver', 'adults', 10, 'main pool', 'Sunday', '08:00', '2024-04-21', '2024-07-14', 14, 84.00, 110.25);
INSERT INTO enrolments (enrolment_id, course_id, member_id, enrolled_on, amount_paid, cancelled_on) VALUES (1, 5, 3, '2023-08-03', 72.00, NULL);
INSERT INTO enrolments (enrolment_id, course_id, member_id, enrolled_on, amount_paid, cancelled_on) VALUES (2, 3, 28, '2023-08-03', 64.00, NULL);
INSERT INTO enrolments (enrolment_id, course_id, member_id, enrolled_on, amount_paid, cancelled_on) VALUES (3, 1, 15, '2023-08-06', 60.00, NULL);
INSERT INTO enrolments (enrolment_id, course_id, member_id, enrolled_on, amount_paid, cancelled_on) VALUES (4, 6, 13, '2023-08-08', 42.50, NULL);
INSERT INTO enrolments (enrolment_id, course_id, member_id, enrolled_on, amount_paid, cancelled_on) VALUES (5, 3, 22, '2023-08-14', 64.00, NULL);
INSERT INTO enrolments (enrolment_id, course_id, member_id, enrolled_on, amount_paid, cancelled_on) VALUES (6, 2, 6, '2023-08-20', 60.00, NULL);
INSERT INTO enrolments (enrolment_id, course_id, member_id, enrolled_on, amount_paid, cancelled_on) VALUES (7, 2, 28, '2023-08-20', 60.00, NULL);
INSERT INTO enrolments (enrolment_id, course_id, member_id, enrolled_on, amount_paid, cancelled_on) VALUES (8, 6, 9, '2023-08-23', 42.50, NULL);
INSERT INTO enrolments (enrolment_id, course_id, member_id, enrolled_on, amount_paid, cancelled_on) VALUES (9, 2, 10, '2023-08-24', 60.00, NULL);
INSERT INTO enrolments (enrolment_id, course_id, member_id, enrolled_on, amount_paid, cancelled_on) VALUES (10, 6, 7, '2023-08-24', 85.00, NULL);
INSERT INTO enrolments (enrolment_id, course_id, member_id, enrolled_on, amount_paid, cancelled_on) VALUES (11, 3, 15, '2023-08-25', 64.00, NULL);
INSERT INTO enrolments (enrolment_id, course_id, member_id, enrolled_on, amount_paid, cancelled_on) VALUES (12, 4, 23, '2023-08-27', 95.00, NULL);
INSERT INTO enrolments (enrolment_id, course_id, member_id, enrolled_on, amount_paid, cancelled_on) VALUES (13, 4, 6, '2023-08-29', 95.00, NULL);
INSERT INTO enrolments (enrolment_id, course_id, member_id, enrolled_on, amount_paid, cancelled_on) VALUES (14, 6, 14, '2023-09-04', 85.00, NULL);
INSERT INTO enrolments (enrolment_id, course_id, member_id, enrolled_on, amount_paid, cancelled_on) VALUES (15, 1, 11, '2023-09-06', 60.00, NULL);
INSERT INTO enrolments (enrolment_id, course_id, member_id, enrolled_on, amount_paid, cancelled_on) VALUES (16, 9, 27, '2023-12-01', 67.20, '2023-12-12');
INSERT INTO enrolments (enrolment_id, course_id, member_id, enrolled_on, amount_paid, cancelled_on) VALUES (17, 13, 29, '2023-12-03', 89.25, NULL);
INSERT INTO enrolments (enrolment_id, course_id, member_id, enrolled_on, amount_paid, cancelled_on) VALUES (18, 9, 6, '2023-12-06', 67.20, NULL);
INSERT INTO enrolments (enrolment_id, course_id, member_id, enrolled_on, amount_paid, cancelled_on) VALUES (19, 12, 7, '2023-12-09', 75.60, NULL);
INSERT INTO enrolments (enrolment_id, course_id, member_id, enrolled_on, amount_paid, cancelled_on) VALUES (20, 10, 18, '2023-12-16', 99.75, '2023-12-30');
INSERT INTO enrolments (enrolment_id, course_id, member_id, enrolled_on, amount_paid, cancelled_on) VALUES (21, 13, 9, '2023-12-18', 89.25, NULL);
INSERT INTO enrolments (enrolment_id, course_id, member_id, enrolled_on, amount_paid, cancelled_on) VALUES (22, 12, 21, '2023-12-20', 75.60, NULL);
INSERT INTO enrolments (enrolment_id, course_id, member_id, enrolled_on, amount_paid, cancelled_on) VALUES (23, 7, 18, '2023-12-20', 63.00, '2024-01-13');
INSERT INTO enrolments (enrolment_id, course_id, member_id, enrolled_on, amount_paid, cancelled_on) VALUES (24, 10, 24, '2023-12-23', 99.75, NULL);
INSERT INTO enrolments (enrolment_id, course_id, member_id, enrolled_on, amount_paid, cancelled_on) VALUES (25, 7, 11, '2023-12-23', 63.00, NULL);
INSERT INTO enrolments (enrolment_id, course_id, member_id, enrolled_on, amount_paid, cancelled_on) VALUES (26, 10, 23, '2023-12-29', 99.75, NULL);
INSERT INTO enrolments (enrolment_id, course_id, member_id, enrolled_on, amount_paid, cancelled_on) VALUES (27, 11, 29, '2023-12-29', 75.60, NULL);
INSERT INTO enrolments (enrolment_id, course_id, member_id, enrolled_on, amount_paid, cancelled_on) VALUES (28, 11, 26, '2024-01-02', 75.60, NULL);
INSERT INTO enrolments (enrolment_id, course_id, member_id, enrolled_on, amount_paid, cancelled_on) VALUES (29, 9, 10, '2024-01-03', 67.20, NULL);
INSERT INTO enrolments (enrolment_id, course_id, member_id, enrolled_on, amount_paid, cancelled_on) VALUES (30, 7, 24, '2024-01-03', 63.00, NULL);
INSERT INTO enrolments (enrolment_id, course_id, member_id, enrolled_on, amount_paid, cancelled_on) VALUES (31, 15, 16, '2024-01-04', 37.80, NULL);
INSERT INTO enrolments (enrolment_id, course_id, member_id, enrolled_on, amount_paid, cancelled_on) VALUES (32, 20, 14, '2024-03-10', 75.60, NULL);
INSERT INTO enrolments (enrolment_id, course_id, member_id, enrolled_on, amount_paid, cancelled_on) VALUES (33, 22, 30, '2024-03-10', 37.80, NULL);
INSERT INTO enrolments (enrolment_id, course_id, member_id, enrolled_on, amount_paid, cancelled_on) VALUES (34, 19, 22, '2024-03-11', 37.80, NULL);
INSERT INTO enrolments (enrolment_id, course_id, member_id, enrolled_on, amount_paid, cancelled_on) VALUES (35, 22, 16, '2024-03-12', 37.80, NULL);
INSERT INTO enrolments (enrolment_id, course_id, member_id, enrolled_on, amount_paid, cancelled_on) VALUES (36, 17, 15, '2024-03-13', 63.00, NULL);
INSERT INTO enrolments (enrolment_id, course_id, member_id, enrolled_on, amount_paid, cancelled_on) VALUES (37, 19, 13, '2024-03-13', 37.80, NULL);
INSERT INTO enrolments (enrolment_id, course_id, member_id, enrolled_on, amount_paid, cancelled_on) VALUES (38, 18, 27, '2024-03-15', 67.20, NULL);
INSERT INTO enrolments (enrolment_id, course_id, member_id, enrolled_on, amount_paid, cancelled_on) VALUES (39, 17, 6, '2024-03-16', 63.00, NULL);
INSERT INTO enrolments (enrolment_id, course_id, member_id, enrolled_on, amount_paid, cancelled_on) VALUES (40, 20, 13, '2024-03-18', 75.60, '2024-04-08');
INSERT INTO enrolments (enrolment_id, course_id, member_id, enrolled_on, amount_paid, cancelled_on) VALUES (41, 20, 17, '2024-03-26', 75.60, NULL);
INSERT INTO enrolments (enrolment_id, course_id, member_id, enrolled_on, amount_paid, cancelled_on) VALUES (42, 21, 22, '2024-03-27', 50.40, NULL);
INSERT INTO enrolments (enrolment_id, course_id, member_id, enrolled_on, amount_paid, cancelled_on) VALUES (43, 19, 8, '2024-03-29', 75.60, '2024-04-07');
INSERT INTO enrolments (enrolment_id, course_id, member_id, enrolled_on, amount_paid, cancelled_on) VALUES (44, 23, 29, '2024-04-01', 42.00, NULL);
INSERT INTO enrolments (enrolment_id, course_id, member_id, enrolled_on, amount_paid, cancelled_on) VALUES (45, 18, 4, '2024-04-03', 33.60, NULL);
INSERT INTO enrolments (enrolment_id, course_id, member_id, enrolled_on, amount_paid, cancelled_on) VALUES (46, 23, 1, '2024-04-03', 84.00, NULL);
INSERT INTO enrolments (enrolment_id, course_id, member_id, enrolled_on, amount_paid, cancelled_on) VALUES (47, 17, 28, '2024-04-04', 63.00, NULL);
INSERT INTO enrolments (enrolment_id, course_id, member_id, enrolled_on, amount_paid, cancelled_on) VALUES (48, 23, 8, '2024-04-06', 84.00, NULL);
INSERT INTO enrolments (enrolment_id, course_id, member_id, enrolled_on, amount_paid, cancelled_on) VALUES (49, 17, 23, '2024-04-12', 63.00, NULL);
INSERT INTO enrolments (enrolment_id, course_id, member_id, enrolled_on, amount_paid, cancelled_on) VALUES (50, 18, 23, '2024-04-13', 33.60, '2024-04-21');
INSERT INTO enrolments (enrolment_id, course_id, member_id, enrolled_on, amount_paid, cancelled_on) VALUES (51, 16, 21, '2024-04-16', 63.00, NULL);
INSERT INTO enrolments (enrolment_id, course_id, member_id, enrolled_on, amount_paid, cancelled_on) VALUES (52, 17, 11, '2024-04-17', 63.00, NULL);
INSERT INTO swim_visits (visit_id, member_id, visit_date, arrival_time, pool_area, minutes_in_pool, lengths_swum) VALUES (1, 8, '2024-03-04', '18:30', 'main pool', 30, 42);
INSERT INTO swim_visits (visit_id, member_id, visit_date, arrival_time, pool_area, minutes_in_pool, lengths_swum) VALUES (2, 25, '2024-03-05', '18:15', 'main pool', 60, 84);
INSERT INTO swim_visits (visit_id, member_id, visit_date, arrival_time, pool_area, minutes_in_pool, lengths_swum) VALUES (3, 29, '2024-03-25', '12:05', 'main pool', 45, NULL);
INSERT INTO swim_visits (visit_id, member_id, visit_date, arrival_time, pool_area, minutes_in_pool, lengths_swum) VALUES (4, 6, '2024-03-26', '17:05', 'teaching pool', 90, 6);
INSERT INTO swim_visits (visit_id, member_id, visit_date, arrival_time, pool_area, minutes_in_pool, lengths_swum) VALUES (5, 22, '2024-03-29', '17:40', 'main pool', 75, 83);
INSERT INTO swim_visits (visit_id, member_id, visit_date, arrival_time, pool_area, minutes_in_pool, lengths_swum) VALUES (6, 16, '2024-03-29', '19:05', 'main pool', 30, 47);
INSERT INTO swim_visits (visit_id, member_id, visit_date, arrival_time, pool_area, minutes_in_pool, lengths_swum) VALUES (7, 26, '2024-03-29', '19:45', 'main pool', 30, 32);
INSERT INTO swim_visits (visit_id, member_id, visit_date, arrival_time, pool_area, minutes_in_pool, lengths_swum) VALUES (8, 17, '2024-03-31', '17:45', 'main pool', 45, 48);
INSERT INTO swim_visits (visit_id, member_id, visit_date, arrival_time, pool_area, minutes_in_pool, lengths_swum) VALUES (9, 18, '2024-04-03', '10:00', 'teaching pool', 75, 18);
INSERT INTO swim_visits (visit_id, member_id, visit_date, arrival_time, pool_area, minutes_in_pool, lengths_swum) VALUES (10, 15, '2024-04-06', '16:40', 'teaching pool', 25, NULL);
INSERT INTO swim_visits (visit_id, member_id, visit_date, arrival_time, pool_area, minutes_in_pool, lengths_swum) VALUES (11, 28, '2024-04-07', '17:15', 'main pool', 35, 51);
INSERT INTO swim_visits (visit_id, member_id, visit_date, arrival_time, pool_area, minutes_in_pool, lengths_swum) VALUES (12, 25, '2024-04-07', '18:10', 'main pool', 45, 40);
INSERT INTO swim_visits (visit_id, member_id, visit_date, arrival_time, pool_area, minutes_in_pool, lengths_swum) VALUES (13, 29, '2024-04-09', '13:20', 'main pool', 75, NULL);
INSERT INTO swim_visits (visit_id, member_id, visit_date, arrival_time, pool_area, minutes_in_pool, lengths_swum) VALUES (14, 8, '2024-04-09', '19:05', 'main pool', 40, 61);
INSERT INTO swim_visits (visit_id, member_id, visit_date, arrival_time, pool_area, minutes_in_pool, lengths_swum) VALUES (15, 8, '2024-04-10', '12:30', 'main pool', 60, 61);
INSERT INTO swim_visits (visit_id, member_id, visit_date, arrival_time, pool_area, minutes_in_pool, lengths_swum) VALUES (16, 17, '2024-04-10', '17:40', 'main pool', 90, 108);
INSERT INTO swim_visits (visit_id, member_id, visit_date, arrival_time, pool_area, minutes_in_pool, lengths_swum) VALUES (17, 29, '2024-04-19', '18:05', 'main pool', 75, NULL);
INSERT INTO swim_visits (visit_id, member_id, visit_date, arrival_time, pool_area, minutes_in_pool, lengths_swum) VALUES (18, 17, '2024-04-22', '07:30', 'main pool', 40, 56);
INSERT INTO swim_visits (visit_id, member_id, visit_date, arrival_time, pool_area, minutes_in_pool, lengths_swum) VALUES (19, 17, '2024-04-24', '13:10', 'main pool', 75, 71);
INSERT INTO swim_visits (visit_id, member_id, visit_date, arrival_time, pool_area, minutes_in_pool, lengths_swum) VALUES (20, 8, '2024-04-24', '18:00', 'main pool', 90, 91);
INSERT INTO swim_visits (visit_id, member_id, visit_date, arrival_time, pool_area, minutes_in_pool, lengths_swum) VALUES (21, 30, '2024-04-25', '07:45', 'main pool', 45, 65);
INSERT INTO swim_visits (visit_id, member_id, visit_date, arrival_time, pool_area, minutes_in_pool, lengths_swum) VALUES (22, 15, '2024-04-25', '17:30', 'teaching pool', 90, 16);
INSERT INTO swim_visits (visit_id, member_id, visit_date, arrival_time, pool_area, minutes_in_pool, lengths_swum) VALUES (23, 19, '2024-05-01', '07:45', 'main pool', 40, NULL);
INSERT INTO swim_visits (visit_id, member_id, visit_date, arrival_time, pool_area, minutes_in_pool, lengths_swum) VALUES (24, 7, '2024-05-02', '17:10', 'main pool', 30, 26);
INSERT INTO swim_visits (visit_id, member_id, visit_date, arrival_time, pool_area, minutes_in_pool, lengths_swum) VALUES (25, 2, '2024-05-08', '12:20', 'main pool', 75, 117);
INSERT INTO swim_visits (visit_id, member_id, visit_date, arrival_time, pool_area, minutes_in_pool, lengths_swum) VALUES (26, 17, '2024-05-10', '06:40', 'main pool', 75, NULL);
INSERT INTO swim_visits (visit_id, member_id, visit_date, arrival_time, pool_area, minutes_in_pool, lengths_swum) VALUES (27, 18, '2024-05-10', '17:20', 'teaching pool', 60, 15);
INSERT INTO swim_visits (visit_id, member_id, visit_date, arrival_time, pool_area, minutes_in_pool, lengths_swum) VALUES (28, 13, '2024-05-10', '18:30', 'main pool', 45, 55);
INSERT INTO swim_visits (visit_id, member_id, visit_date, arrival_time, pool_area, minutes_in_pool, lengths_swum) VALUES (29, 13, '2024-05-14', '19:15', 'main pool', 90, 104);
INSERT INTO swim_visits (visit_id, member_id, visit_date, arrival_time, pool_area, minutes_in_pool, lengths_swum) VALUES (30, 7, '2024-05-15', '07:50', 'main pool', 30, 47);
INSERT INTO swim_visits (visit_id, member_id, visit_date, arrival_time, pool_area, minutes_in_pool, lengths_swum) VALUES (31, 13, '2024-05-21', '07:50', 'main pool', 35, 40);
INSERT INTO swim_visits (visit_id, member_id, visit_date, arrival_time, pool_area, minutes_in_pool, lengths_swum) VALUES (32, 11, '2024-05-21', '11:05', 'main pool', 90, NULL);
INSERT INTO swim_visits (visit_id, member_id, visit_date, arrival_time, pool_area, minutes_in_pool, lengths_swum) VALUES (33, 17, '2024-05-24', '18:15', 'main pool', 50, NULL);
INSERT INTO swim_visits (visit_id, member_id, visit_date, arrival_time, pool_area, minutes_in_pool, lengths_swum) VALUES (34, 2, '2024-05-28', '18:30', 'main pool', 50, NULL);
INSERT INTO swim_visits (visit_id, member_id, visit_date, arrival_time, pool_area, minutes_in_pool, lengths_swum) VALUES (35, 13, '2024-05-29', '06:00', 'main pool', 90, 76);
INSERT INTO swim_visits (visit_id, member_id, visit_date, arrival_time, pool_area, minutes_in_pool, lengths_swum) VALUES (36, 22, '2024-05-30', '13:15', 'main pool', 30, 37);
INSERT INTO swim_visits (visit_id, member_id, visit_date, arrival_time, pool_area, minutes_in_pool, lengths_swum) VALUES (37, 17, '2024-05-30', '18:10', 'main pool', 90, 126);
INSERT INTO swim_visits (visit_id, member_id, visit_date, arrival_time, pool_area, minutes_in_pool, lengths_swum) VALUES (38, 30, '2024-05-31', '07:30', 'main pool', 40, 32);
INSERT INTO swim_visits (visit_id, member_id, visit_date, arrival_time, pool_area, minutes_in_pool, lengths_swum) VALUES (39, 21, '2024-05-31', '12:00', 'main pool', 35, 52);
INSERT INTO swim_visits (visit_id, member_id, visit_date, arrival_time, pool_area, minutes_in_pool, lengths_swum) VALUES (40, 25, '2024-06-01', '09:30', 'main pool', 30, 24);
INSERT INTO swim_visits (visit_id, member_id, visit_date, arrival_time, pool_area, minutes_in_pool, lengths_swum) VALUES (41, 7, '2024-06-01', '18:05', 'main pool', 75, 89);
INSERT INTO swim_visits (visit_id, member_id, visit_date, arrival_time, pool_area, minutes_in_pool, lengths_swum) VALUES (42, 28, '2024-06-02', '10:00', 'teaching pool', 50, NULL);
INSERT INTO swim_visits (visit_id, member_id, visit_date, arrival_time, pool_area, minutes_in_pool, lengths_swum) VALUES (43, 2, '2024-06-02', '18:45', 'main pool', 90, 131);
INSERT INTO swim_visits (visit_id, member_id, visit_date, arrival_time, pool_area, minutes_in_pool, lengths_swum) VALUES (44, 2, '2024-06-05', '12:15', 'main pool', 75, 71);
INSERT INTO swim_visits (visit_id, member_id, visit_date, arrival_time, pool_area, minutes_in_pool, lengths_swum) VALUES (45, 25, '2024-06-07', '06:20', 'main pool', 45, 71);
INSERT INTO swim_visits (visit_id, member_id, visit_date, arrival_time, pool_area, minutes_in_pool, lengths_swum) VALUES (46, 7, '2024-06-07', '12:40', 'main pool', 60, NULL);
INSERT INTO swim_visits (visit_id, member_id, visit_date, arrival_time, pool_area, minutes_in_pool, lengths_swum) VALUES (47, 21, '2024-06-08', '17:45', 'main pool', 40, 46);
INSERT INTO swim_visits (visit_id, member_id, visit_date, arrival_time, pool_area, minutes_in_pool, lengths_swum) VALUES (48, 13, '2024-06-08', '19:45', 'main pool', 40, NULL);
INSERT INTO swim_visits (visit_id, member_id, visit_date, arrival_time, pool_area, minutes_in_pool, lengths_swum) VALUES (49, 2, '2024-06-09', '09:40', 'main pool', 50, 60);
INSERT INTO swim_visits (visit_id, member_id, visit_date, arrival_time, pool_area, minutes_in_pool, lengths_swum) VALUES (50, 16, '2024-06-09', '17:40', 'main pool', 25, 33);
INSERT INTO swim_visits (visit_id, member_id, visit_date, arrival_time, pool_area, minutes_in_pool, lengths_swum) VALUES (51, 6, '2024-06-11', '17:15', 'teaching pool', 35, 14);
INSERT INTO swim_visits (visit_id, member_id, visit_date, arrival_time, pool_area, minutes_in_pool, lengths_swum) VALUES (52, 11, '2024-06-12', '10:20', 'main pool', 50, NULL);
INSERT INTO swim_visits (visit_id, member_id, visit_date, arrival_time, pool_area, minutes_in_pool, lengths_swum) VALUES (53, 2, '2024-06-13', '07:30', 'main pool', 60, 55);
INSERT INTO swim_visits (visit_id, member_id, visit_date, arrival_time, pool_area, minutes_in_pool, lengths_swum) VALUES (54, 22, '2024-06-16', '18:45', 'main pool', 25, 34);
INSERT INTO swim_visits (visit_id, member_id, visit_date, arrival_time, pool_area, minutes_in_pool, lengths_swum) VALUES (55, 1, '2024-06-17', '17:15', 'main pool', 60, 58);
INSERT INTO swim_visits (visit_id, member_id, visit_date, arrival_time, pool_area, minutes_in_pool, lengths_swum) VALUES (56, 17, '2024-06-18', '07:40', 'main pool', 50, 58);
INSERT INTO swim_visits (visit_id, member_id, visit_date, arrival_time, pool_area, minutes_in_pool, lengths_swum) VALUES (57, 2, '2024-06-19', '06:10', 'main pool', 30, 26);
INSERT INTO swim_visits (visit_id, member_id, visit_date, arrival_time, pool_area, minutes_in_pool, lengths_swum) VALUES (58, 30, '2024-06-19', '06:30', 'main pool', 90, 76);
INSERT INTO swim_visits (visit_id, member_id, visit_date, arrival_time, pool_area, minutes_in_pool, lengths_swum) VALUES (59, 2, '2024-06-22', '19:20', 'main pool', 45, 52);
INSERT INTO swim_visits (visit_id, member_id, visit_date, arrival_time, pool_area, minutes_in_pool, lengths_swum) VALUES (60, 26, '2024-06-27', '07:15', 'main pool', 25, 31);
COMMIT;
