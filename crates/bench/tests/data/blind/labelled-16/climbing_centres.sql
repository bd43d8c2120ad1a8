-- Gritstone Climbing: three centres (Kelham, Abbeydale, Wharfside); course sessions are partitioned by centre into sessions_<centre> tables
BEGIN TRANSACTION;
CREATE TABLE instructors (
    instructor_id INTEGER PRIMARY KEY,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    qualification TEXT NOT NULL,
    hourly_rate REAL NOT NULL,
    started_on TEXT NOT NULL,
    left_on TEXT, -- NULL = still working for the company
    phone TEXT -- NULL = no phone number on file
);
CREATE TABLE courses (
    course_id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    level TEXT NOT NULL,
    list_price REAL NOT NULL,
    member_price REAL NOT NULL,
    min_age INTEGER, -- NULL = no minimum age
    duration_minutes INTEGER NOT NULL
);
CREATE TABLE members (
    member_id INTEGER PRIMARY KEY,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    membership TEXT NOT NULL,
    joined_on TEXT NOT NULL,
    monthly_fee REAL NOT NULL,
    joining_fee REAL NOT NULL,
    induction_instructor_id INTEGER REFERENCES instructors(instructor_id), -- NULL = member has not had an induction yet
    lapsed_on TEXT -- NULL = membership still active
);
CREATE TABLE sessions_kelham (
    session_id INTEGER PRIMARY KEY,
    course_id INTEGER NOT NULL REFERENCES courses(course_id),
    instructor_id INTEGER REFERENCES instructors(instructor_id), -- NULL = no instructor assigned to the session
    session_date TEXT NOT NULL,
    start_time TEXT NOT NULL,
    area TEXT NOT NULL,
    places INTEGER NOT NULL,
    booked INTEGER NOT NULL,
    price REAL NOT NULL,
    instructor_pay REAL NOT NULL,
    is_cancelled INTEGER NOT NULL CHECK (is_cancelled IN (0,1))
);
CREATE TABLE sessions_abbeydale (
    session_id INTEGER PRIMARY KEY,
    course_id INTEGER NOT NULL REFERENCES courses(course_id),
    instructor_id INTEGER REFERENCES instructors(instructor_id), -- NULL = no instructor assigned to the session
    session_date TEXT NOT NULL,
    start_time TEXT NOT NULL,
    area TEXT NOT NULL,
    places INTEGER NOT NULL,
    booked INTEGER NOT NULL,
    price REAL NOT NULL,
    instructor_pay REAL NOT NULL,
    is_cancelled INTEGER NOT NULL CHECK (is_cancelled IN (0,1))
);
CREATE TABLE sessions_wharfside (
    session_id INTEGER PRIMARY KEY,
    course_id INTEGER NOT NULL REFERENCES courses(course_id),
    instructor_id INTEGER REFERENCES instructors(instructor_id), -- NULL = no instructor assigned to the session
    session_date TEXT NOT NULL,
    start_time TEXT NOT NULL,
    area TEXT NOT NULL,
    places INTEGER NOT NULL,
    booked INTEGER NOT NULL,
    price REAL NOT NULL,
    instructor_pay REAL NOT NULL,
    is_cancelled INTEGER NOT NULL CHECK (is_cancelled IN (0,1))
);
INSERT INTO instructors VALUES (1, 'Jess', 'Armitage', 'CWDI', 19.50, '2019-03-04', NULL, '07700 900101');
INSERT INTO instructors VALUES (2, 'Tom', 'Okoye', 'CWI', 16.00, '2021-06-14', NULL, '07700 900102');
INSERT INTO instructors VALUES (3, 'Priya', 'Nair', 'RCI', 22.00, '2018-09-01', NULL, NULL);
INSERT INTO instructors VALUES (4, 'Dan', 'Whitlock', 'CWI', 15.50, '2022-01-10', '2024-08-31', '07700 900104');
INSERT INTO instructors VALUES (5, 'Megan', 'Price', 'CWI', 16.00, '2023-02-20', NULL, '07700 900105');
INSERT INTO instructors VALUES (6, 'Sam', 'Holt', 'CWDI', 18.75, '2020-04-06', NULL, '07700 900106');
INSERT INTO instructors VALUES (7, 'Leah', 'Brennan', 'CWI', 15.50, '2023-09-04', NULL, NULL);
INSERT INTO instructors VALUES (8, 'Callum', 'Reid', 'RCI', 23.50, '2017-05-15', '2023-12-22', '07700 900108');
INSERT INTO instructors VALUES (9, 'Aisha', 'Rahman', 'CWDI', 19.00, '2021-11-01', NULL, '07700 900109');
INSERT INTO instructors VALUES (10, 'Ollie', 'Grant', 'CWI', 15.00, '2024-03-11', NULL, '07700 900110');
INSERT INTO instructors VALUES (11, 'Hannah', 'Firth', 'CWI', 16.25, '2022-07-18', NULL, NULL);
INSERT INTO instructors VALUES (12, 'Marek', 'Nowak', 'RCI', 21.00, '2019-10-07', NULL, '07700 900112');
INSERT INTO instructors VALUES (13, 'Grace', 'Tully', 'CWI', 15.00, '2024-01-15', '2024-06-30', '07700 900113');
INSERT INTO instructors VALUES (14, 'Ben', 'Ashworth', 'CWDI', 18.50, '2020-08-24', NULL, '07700 900114');
INSERT INTO instructors VALUES (15, 'Ruth', 'Mensah', 'CWI', 15.75, '2023-04-03', NULL, '07700 900115');
INSERT INTO courses VALUES (1, 'Intro to Bouldering', 'Beginner', 25.00, 18.00, 14, 90);
INSERT INTO courses VALUES (2, 'Intro to Bouldering Plus', 'Beginner', 38.00, 30.00, 14, 150);
INSERT INTO courses VALUES (3, 'Learn to Lead', 'Improver', 95.00, 80.00, 16, 240);
INSERT INTO courses VALUES (4, 'Lead Refresher', 'Improver', 45.00, 38.00, 16, 120);
INSERT INTO courses VALUES (5, 'Kids Club', 'Beginner', 12.00, 10.00, 6, 60);
INSERT INTO courses VALUES (6, 'Belay Course', 'Beginner', 40.00, 32.00, 12, 120);
INSERT INTO courses VALUES (7, 'Rope Skills', 'Improver', 55.00, 45.00, 16, 180);
INSERT INTO courses VALUES (8, 'Technique Masterclass', 'Advanced', 60.00, 50.00, 18, 150);
INSERT INTO courses VALUES (9, 'Youth Squad', 'Improver', 20.00, 15.00, 10, 120);
INSERT INTO courses VALUES (10, 'Auto-belay Taster', 'Beginner', 15.00, 12.00, NULL, 60);
INSERT INTO courses VALUES (11, 'Outdoor Transition', 'Advanced', 120.00, 100.00, 18, 360);
INSERT INTO courses VALUES (12, 'Yoga for Climbers', 'Beginner', 14.00, 10.00, NULL, 60);
INSERT INTO courses VALUES (13, 'Crack Climbing Clinic', 'Advanced', 65.00, 55.00, 18, 180);
INSERT INTO courses VALUES (14, 'Parent and Child Taster', 'Beginner', 30.00, 24.00, NULL, 90);
INSERT INTO courses VALUES (15, 'Fingerboard Workshop', 'Advanced', 35.00, 28.00, 16, 90);
INSERT INTO members VALUES (1, 'Jess', 'Kaur', 'Standard', '2022-05-03', 42.00, 15.00, 1, NULL);
INSERT INTO members VALUES (2, 'Tom', 'Baxter', 'Standard Plus', '2023-01-12', 55.00, 15.00, 2, NULL);
INSERT INTO members VALUES (3, 'Sam', 'Carver', 'Off-Peak', '2021-09-20', 32.00, 0.00, 6, '2024-02-29');
INSERT INTO members VALUES (4, 'Lucy', 'Fenwick', 'Junior', '2023-06-01', 25.00, 10.00, 5, NULL);
INSERT INTO members VALUES (5, 'Raj', 'Patel', 'Standard', '2020-11-11', 42.00, 15.00, 3, NULL);
INSERT INTO members VALUES (6, 'Chloe', 'Dunn', 'Student', '2023-10-02', 35.00, 0.00, NULL, NULL);
INSERT INTO members VALUES (7, 'Gareth', 'Lloyd', 'Standard Plus', '2019-04-17', 55.00, 15.00, 8, NULL);
INSERT INTO members VALUES (8, 'Imogen', 'Shaw', 'Off-Peak', '2024-01-08', 32.00, 15.00, NULL, NULL);
INSERT INTO members VALUES (9, 'Kofi', 'Mensah', 'Standard', '2022-08-22', 42.00, 15.00, 1, '2023-11-30');
INSERT INTO members VALUES (10, 'Ellie', 'Marsh', 'Junior', '2024-03-02', 25.00, 10.00, 7, NULL);
INSERT INTO members VALUES (11, 'Dan', 'Pearson', 'Student', '2023-09-25', 35.00, 0.00, 9, NULL);
INSERT INTO members VALUES (12, 'Nadia', 'Iqbal', 'Standard', '2021-02-14', 42.00, 15.00, 6, NULL);
INSERT INTO members VALUES (13, 'Harry', 'Wood', 'Standard Plus', '2024-05-19', 55.00, 15.00, NULL, NULL);
INSERT INTO members VALUES (14, 'Freya', 'Lund', 'Off-Peak', '2023-03-30', 32.00, 15.00, 1, NULL);
INSERT INTO members VALUES (15, 'Megan', 'Hale', 'Standard', '2022-12-01', 42.00, 0.00, 2, '2024-06-30');
INSERT INTO members VALUES (16, 'Zain', 'Ali', 'Student', '2024-09-09', 35.00, 0.00, NULL, NULL);
INSERT INTO members VALUES (17, 'Rosie', 'Clarke', 'Standard', '2023-07-07', 42.00, 15.00, 9, NULL);
INSERT INTO members VALUES (18, 'Will', 'Foster', 'Junior', '2021-05-05', 25.00, 10.00, 6, NULL);
INSERT INTO members VALUES (19, 'Beth', 'Mills', 'Standard Plus', '2020-01-20', 55.00, 15.00, 3, '2022-12-31');
INSERT INTO members VALUES (20, 'Owen', 'Hughes', 'Standard', '2024-02-11', 42.00, 15.00, 1, NULL);
INSERT INTO sessions_kelham VALUES (101, 1, 1, '2024-03-02', '10:00', 'Bouldering Cave', 10, 9, 25.00, 29.25, 0);
INSERT INTO sessions_kelham VALUES (102, 5, 7, '2024-03-02', '14:00', 'Kids Zone', 12, 12, 12.00, 15.50, 0);
INSERT INTO sessions_kelham VALUES (103, 3, 2, '2024-03-09', '09:30', 'Lead Wall', 6, 5, 95.00, 64.00, 0);
INSERT INTO sessions_kelham VALUES (104, 6, 5, '2024-03-16', '18:00', 'Main Wall', 8, 6, 40.00, 32.00, 0);
INSERT INTO sessions_kelham VALUES (105, 1, 1, '2024-03-23', '10:00', 'Bouldering Cave', 10, 3, 25.00, 0.00, 1);
INSERT INTO sessions_kelham VALUES (106, 5, 7, '2024-03-30', '14:00', 'Kids Zone', 12, 10, 12.00, 15.50, 0);
INSERT INTO sessions_kelham VALUES (107, 2, 10, '2024-04-06', '10:00', 'Bouldering Cave', 8, 8, 38.00, 37.50, 0);
INSERT INTO sessions_kelham VALUES (108, 14, 5, '2024-04-13', '11:00', 'Kids Zone', 10, 7, 30.00, 24.00, 0);
INSERT INTO sessions_kelham VALUES (109, 3, 2, '2024-04-20', '09:30', 'Lead Wall', 6, 6, 95.00, 64.00, 0);
INSERT INTO sessions_kelham VALUES (110, 7, 4, '2024-04-27', '13:00', 'Main Wall', 6, 4, 55.00, 46.50, 0);
INSERT INTO sessions_kelham VALUES (111, 5, 7, '2024-05-04', '14:00', 'Kids Zone', 12, 11, 12.00, 15.50, 0);
INSERT INTO sessions_kelham VALUES (112, 10, 10, '2024-05-11', '17:00', 'Main Wall', 10, 5, 15.00, 15.00, 0);
INSERT INTO sessions_kelham VALUES (113, 1, 1, '2024-05-18', '10:00', 'Bouldering Cave', 10, 10, 25.00, 29.25, 0);
INSERT INTO sessions_kelham VALUES (114, 6, 5, '2024-05-25', '18:00', 'Main Wall', 8, 8, 40.00, 32.00, 0);
INSERT INTO sessions_kelham VALUES (115, 5, NULL, '2024-06-01', '14:00', 'Kids Zone', 12, 2, 12.00, 0.00, 1);
INSERT INTO sessions_kelham VALUES (116, 3, 2, '2024-06-08', '09:30', 'Lead Wall', 6, 4, 95.00, 64.00, 0);
INSERT INTO sessions_kelham VALUES (117, 2, 10, '2024-06-15', '10:00', 'Bouldering Cave', 8, 6, 38.00, 37.50, 0);
INSERT INTO sessions_kelham VALUES (118, 1, NULL, '2024-06-29', '10:00', 'Bouldering Cave', 10, 0, 25.00, 0.00, 0);
INSERT INTO sessions_abbeydale VALUES (201, 1, 6, '2024-03-03', '10:00', 'Bouldering Cave', 10, 8, 25.00, 28.00, 0);
INSERT INTO sessions_abbeydale VALUES (202, 9, 9, '2024-03-05', '17:30', 'Main Wall', 12, 11, 20.00, 38.00, 0);
INSERT INTO sessions_abbeydale VALUES (203, 3, 3, '2024-03-10', '09:00', 'Lead Wall', 6, 6, 95.00, 88.00, 0);
INSERT INTO sessions_abbeydale VALUES (204, 6, 11, '2024-03-13', '18:30', 'Main Wall', 8, 7, 40.00, 32.50, 0);
INSERT INTO sessions_abbeydale VALUES (205, 15, 12, '2024-03-20', '19:00', 'Training Room', 8, 5, 35.00, 31.50, 0);
INSERT INTO sessions_abbeydale VALUES (206, 9, 9, '2024-04-02', '17:30', 'Main Wall', 12, 9, 20.00, 38.00, 0);
INSERT INTO sessions_abbeydale VALUES (207, 2, 6, '2024-04-07', '10:00', 'Bouldering Cave', 8, 7, 38.00, 46.75, 0);
INSERT INTO sessions_abbeydale VALUES (208, 11, 3, '2024-04-14', '08:00', 'Lead Wall', 4, 4, 120.00, 132.00, 0);
INSERT INTO sessions_abbeydale VALUES (209, 4, 12, '2024-04-17', '19:00', 'Lead Wall', 6, 3, 45.00, 42.00, 0);
INSERT INTO sessions_abbeydale VALUES (210, 6, 11, '2024-04-24', '18:30', 'Main Wall', 8, 8, 40.00, 32.50, 0);
INSERT INTO sessions_abbeydale VALUES (211, 1, 6, '2024-05-05', '10:00', 'Bouldering Cave', 10, 10, 25.00, 28.00, 0);
INSERT INTO sessions_abbeydale VALUES (212, 3, 3, '2024-05-12', '09:00', 'Lead Wall', 6, 2, 95.00, 88.00, 0);
INSERT INTO sessions_abbeydale VALUES (213, 9, NULL, '2024-05-14', '17:30', 'Main Wall', 12, 0, 20.00, 0.00, 1);
INSERT INTO sessions_abbeydale VALUES (214, 6, 11, '2024-05-22', '18:30', 'Main Wall', 8, 5, 40.00, 32.50, 0);
INSERT INTO sessions_abbeydale VALUES (215, 15, 12, '2024-06-05', '19:00', 'Training Room', 8, 8, 35.00, 31.50, 0);
INSERT INTO sessions_abbeydale VALUES (216, 1, 9, '2024-06-09', '10:00', 'Bouldering Cave', 10, 6, 25.00, 28.50, 0);
INSERT INTO sessions_abbeydale VALUES (217, 3, 3, '2024-06-16', '09:00', 'Lead Wall', 6, 5, 95.00, 88.00, 0);
INSERT INTO sessions_wharfside VALUES (301, 1, 15, '2024-03-01', '18:00', 'Bouldering Cave', 10, 7, 25.00, 23.75, 0);
INSERT INTO sessions_wharfside VALUES (302, 12, 13, '2024-03-04', '07:30', 'Training Room', 14, 12, 14.00, 15.00, 0);
INSERT INTO sessions_wharfside VALUES (303, 8, 14, '2024-03-08', '19:00', 'Bouldering Cave', 8, 8, 60.00, 46.25, 0);
INSERT INTO sessions_wharfside VALUES (304, 3, 12, '2024-03-15', '09:00', 'Lead Wall', 6, 6, 95.00, 84.00, 0);
INSERT INTO sessions_wharfside VALUES (305, 1, 15, '2024-03-22', '18:00', 'Bouldering Cave', 10, 1, 25.00, 0.00, 1);
INSERT INTO sessions_wharfside VALUES (306, 6, 5, '2024-04-05', '18:00', 'Main Wall', 8, 6, 40.00, 32.00, 0);
INSERT INTO sessions_wharfside VALUES (307, 13, 14, '2024-04-12', '10:00', 'Lead Wall', 6, 5, 65.00, 55.50, 0);
INSERT INTO sessions_wharfside VALUES (308, 12, 13, '2024-04-15', '07:30', 'Training Room', 14, 9, 14.00, 15.00, 0);
INSERT INTO sessions_wharfside VALUES (309, 10, 15, '2024-04-19', '17:00', 'Main Wall', 10, 10, 15.00, 15.75, 0);
INSERT INTO sessions_wharfside VALUES (310, 4, 12, '2024-05-03', '19:00', 'Lead Wall', 6, 4, 45.00, 42.00, 0);
INSERT INTO sessions_wharfside VALUES (311, 1, NULL, '2024-05-10', '18:00', 'Bouldering Cave', 10, 2, 25.00, 0.00, 1);
INSERT INTO sessions_wharfside VALUES (312, 8, 14, '2024-05-17', '19:00', 'Bouldering Cave', 8, 7, 60.00, 46.25, 0);
INSERT INTO sessions_wharfside VALUES (313, 3, 12, '2024-05-24', '09:00', 'Lead Wall', 6, 3, 95.00, 84.00, 0);
INSERT INTO sessions_wharfside VALUES (314, 6, 5, '2024-05-31', '18:00', 'Main Wall', 8, 7, 40.00, 32.00, 0);
INSERT INTO sessions_wharfside VALUES (315, 12, 13, '2024-06-03', '07:30', 'Training Room', 14, 11, 14.00, 15.00, 0);
INSERT INTO sessions_wharfside VALUES (316, 1, 15, '2024-06-07', '18:00', 'Bouldering Cave', 10, 9, 25.00, 23.75, 0);
INSERT INTO sessions_wharfside VALUES (317, 3, 12, '2024-06-14', '09:00', 'Lead Wall', 6, 5, 95.00, 84.00, 0);
INSERT INTO sessions_wharfside VALUES (318, 6, 5, '2024-06-21', '18:00', 'Main Wall', 8, 0, 40.00, 0.00, 1);
COMMIT;
