-- fitness_chain: invented data for a blind multi-turn NL-to-SQL test set
PRAGMA foreign_keys = ON;

CREATE TABLE trainers (
    trainer_id      INTEGER PRIMARY KEY,
    first_name      TEXT NOT NULL,
    last_name       TEXT NOT NULL,
    specialty       TEXT NOT NULL,
    hire_date       TEXT NOT NULL,
    hourly_rate     REAL NOT NULL,
    certified_until TEXT            -- NULL = no current first-aid/instructor certificate on file
);
CREATE TABLE members (
    member_id       INTEGER PRIMARY KEY,
    first_name      TEXT NOT NULL,
    last_name       TEXT NOT NULL,
    city            TEXT NOT NULL,  -- where the member lives
    home_branch     TEXT NOT NULL,  -- branch the membership is registered at
    join_date       TEXT NOT NULL,
    birth_date      TEXT NOT NULL,
    membership_type TEXT NOT NULL,
    monthly_fee     REAL NOT NULL,
    cancelled_on    TEXT            -- NULL = membership still active
);
CREATE TABLE classes (
    class_id        INTEGER PRIMARY KEY,
    title           TEXT NOT NULL,
    trainer_id      INTEGER NOT NULL,
    branch          TEXT NOT NULL,
    class_date      TEXT NOT NULL,
    start_time      TEXT NOT NULL,
    duration_min    INTEGER NOT NULL,
    capacity        INTEGER NOT NULL,  -- maximum places
    drop_in_price   REAL NOT NULL,
    FOREIGN KEY (trainer_id) REFERENCES trainers(trainer_id)
);
CREATE TABLE bookings (
    booking_id      INTEGER PRIMARY KEY,
    member_id       INTEGER NOT NULL,
    class_id        INTEGER NOT NULL,
    booked_on       TEXT NOT NULL,
    attended        INTEGER,           -- 1 = came, 0 = no-show, NULL = not recorded
    amount_paid     REAL NOT NULL,
    FOREIGN KEY (member_id) REFERENCES members(member_id),
    FOREIGN KEY (class_id) REFERENCES classes(class_id)
);

INSERT INTO trainers (trainer_id, first_name, last_name, specialty, hire_date, hourly_rate, certified_until) VALUES (1, 'Priya', 'Shah', 'yoga', '2019-03-11', 32.0, '2026-05-31');
INSERT INTO trainers (trainer_id, first_name, last_name, specialty, hire_date, hourly_rate, certified_until) VALUES (2, 'Ravi', 'Shah', 'strength', '2021-07-01', 28.5, NULL);
INSERT INTO trainers (trainer_id, first_name, last_name, specialty, hire_date, hourly_rate, certified_until) VALUES (3, 'Tom', 'Becker', 'spin', '2018-01-15', 30.0, '2025-11-30');
INSERT INTO trainers (trainer_id, first_name, last_name, specialty, hire_date, hourly_rate, certified_until) VALUES (4, 'Grace', 'Holloway', 'pilates', '2020-09-07', 31.0, '2025-08-31');
INSERT INTO trainers (trainer_id, first_name, last_name, specialty, hire_date, hourly_rate, certified_until) VALUES (5, 'Marco', 'Rossi', 'boxing', '2022-02-14', 27.0, NULL);
INSERT INTO trainers (trainer_id, first_name, last_name, specialty, hire_date, hourly_rate, certified_until) VALUES (6, 'Hannah', 'Fitzgerald', 'hiit', '2019-11-04', 29.5, '2026-01-31');
INSERT INTO trainers (trainer_id, first_name, last_name, specialty, hire_date, hourly_rate, certified_until) VALUES (7, 'Jonas', 'Eriksen', 'spin', '2023-04-03', 26.0, '2026-03-31');
INSERT INTO trainers (trainer_id, first_name, last_name, specialty, hire_date, hourly_rate, certified_until) VALUES (8, 'Leila', 'Haddad', 'yoga', '2017-06-19', 34.0, '2025-06-30');
INSERT INTO trainers (trainer_id, first_name, last_name, specialty, hire_date, hourly_rate, certified_until) VALUES (9, 'Owen', 'Barnes', 'strength', '2020-01-20', 30.5, '2025-12-31');
INSERT INTO trainers (trainer_id, first_name, last_name, specialty, hire_date, hourly_rate, certified_until) VALUES (10, 'Sofia', 'Navarro', 'zumba', '2022-08-29', 25.0, NULL);
INSERT INTO trainers (trainer_id, first_name, last_name, specialty, hire_date, hourly_rate, certified_until) VALUES (11, 'Kwame', 'Mensah', 'hiit', '2021-03-15', 29.0, '2026-09-30');
INSERT INTO trainers (trainer_id, first_name, last_name, specialty, hire_date, hourly_rate, certified_until) VALUES (12, 'Chloe', 'Dubois', 'pilates', '2023-10-02', 27.5, NULL);
INSERT INTO trainers (trainer_id, first_name, last_name, specialty, hire_date, hourly_rate, certified_until) VALUES (13, 'Ben', 'Carter', 'boxing', '2018-05-21', 31.5, '2025-04-30');
INSERT INTO trainers (trainer_id, first_name, last_name, specialty, hire_date, hourly_rate, certified_until) VALUES (14, 'Nadia', 'Petrova', 'yoga', '2024-01-08', 26.5, '2027-01-31');
INSERT INTO trainers (trainer_id, first_name, last_name, specialty, hire_date, hourly_rate, certified_until) VALUES (15, 'Sam', 'Whitaker', 'spin', '2016-09-12', 35.0, '2025-10-31');
INSERT INTO trainers (trainer_id, first_name, last_name, specialty, hire_date, hourly_rate, certified_until) VALUES (16, 'Ivy', 'Chen', 'zumba', '2021-11-22', 26.0, '2026-02-28');

INSERT INTO members (member_id, first_name, last_name, city, home_branch, join_date, birth_date, membership_type, monthly_fee, cancelled_on) VALUES (1, 'Fiona', 'Moss', 'York', 'York', '2021-04-12', '1988-07-02', 'premium', 59.99, NULL);
INSERT INTO members (member_id, first_name, last_name, city, home_branch, join_date, birth_date, membership_type, monthly_fee, cancelled_on) VALUES (2, 'Callum', 'Moss', 'York', 'Harrogate', '2022-09-30', '1991-02-17', 'standard', 39.99, NULL);
INSERT INTO members (member_id, first_name, last_name, city, home_branch, join_date, birth_date, membership_type, monthly_fee, cancelled_on) VALUES (3, 'Amelia', 'Grant', 'Harrogate', 'York', '2022-07-21', '1982-03-16', 'standard', 39.99, NULL);
INSERT INTO members (member_id, first_name, last_name, city, home_branch, join_date, birth_date, membership_type, monthly_fee, cancelled_on) VALUES (4, 'Harry', 'Walsh', 'Leeds', 'Leeds Central', '2022-05-26', '1994-09-05', 'standard', 39.99, NULL);
INSERT INTO members (member_id, first_name, last_name, city, home_branch, join_date, birth_date, membership_type, monthly_fee, cancelled_on) VALUES (5, 'Zara', 'Iqbal', 'Selby', 'Wakefield', '2021-11-14', '1971-09-21', 'premium', 59.99, NULL);
INSERT INTO members (member_id, first_name, last_name, city, home_branch, join_date, birth_date, membership_type, monthly_fee, cancelled_on) VALUES (6, 'Lewis', 'Hartley', 'Wakefield', 'Wakefield', '2022-06-12', '1994-05-14', 'standard', 39.99, '2023-08-04');
INSERT INTO members (member_id, first_name, last_name, city, home_branch, join_date, birth_date, membership_type, monthly_fee, cancelled_on) VALUES (7, 'Megan', 'Doyle', 'Leeds', 'Leeds Central', '2021-09-03', '2000-03-08', 'student', 24.99, NULL);
INSERT INTO members (member_id, first_name, last_name, city, home_branch, join_date, birth_date, membership_type, monthly_fee, cancelled_on) VALUES (8, 'Oliver', 'Kaur', 'Harrogate', 'Harrogate', '2023-06-05', '2003-11-21', 'premium', 59.99, NULL);
INSERT INTO members (member_id, first_name, last_name, city, home_branch, join_date, birth_date, membership_type, monthly_fee, cancelled_on) VALUES (9, 'Isla', 'Thornton', 'Wakefield', 'Leeds Central', '2022-03-19', '1968-04-06', 'premium', 59.99, NULL);
INSERT INTO members (member_id, first_name, last_name, city, home_branch, join_date, birth_date, membership_type, monthly_fee, cancelled_on) VALUES (10, 'Ethan', 'Pike', 'Selby', 'Wakefield', '2021-09-14', '1989-11-28', 'standard', 39.99, NULL);
INSERT INTO members (member_id, first_name, last_name, city, home_branch, join_date, birth_date, membership_type, monthly_fee, cancelled_on) VALUES (11, 'Ruby', 'Sutcliffe', 'Otley', 'Headingley', '2021-07-22', '2005-12-19', 'standard', 39.99, NULL);
INSERT INTO members (member_id, first_name, last_name, city, home_branch, join_date, birth_date, membership_type, monthly_fee, cancelled_on) VALUES (12, 'Noah', 'Greenwood', 'York', 'Harrogate', '2021-12-31', '1967-05-28', 'premium', 59.99, '2022-10-09');
INSERT INTO members (member_id, first_name, last_name, city, home_branch, join_date, birth_date, membership_type, monthly_fee, cancelled_on) VALUES (13, 'Freya', 'Ashworth', 'Leeds', 'Leeds Central', '2024-06-23', '1966-03-04', 'standard', 39.99, NULL);
INSERT INTO members (member_id, first_name, last_name, city, home_branch, join_date, birth_date, membership_type, monthly_fee, cancelled_on) VALUES (14, 'Jacob', 'Lister', 'Harrogate', 'York', '2022-01-08', '1984-07-05', 'standard', 39.99, NULL);
INSERT INTO members (member_id, first_name, last_name, city, home_branch, join_date, birth_date, membership_type, monthly_fee, cancelled_on) VALUES (15, 'Poppy', 'Bramley', 'Wakefield', 'Wakefield', '2023-03-30', '1971-07-19', 'standard', 39.99, NULL);
INSERT INTO members (member_id, first_name, last_name, city, home_branch, join_date, birth_date, membership_type, monthly_fee, cancelled_on) VALUES (16, 'Alfie', 'Okoro', 'Selby', 'York', '2023-04-14', '1965-12-19', 'off-peak', 29.99, NULL);
INSERT INTO members (member_id, first_name, last_name, city, home_branch, join_date, birth_date, membership_type, monthly_fee, cancelled_on) VALUES (17, 'Hollie', 'Rowntree', 'Otley', 'Harrogate', '2022-04-17', '1965-12-21', 'standard', 39.99, NULL);
INSERT INTO members (member_id, first_name, last_name, city, home_branch, join_date, birth_date, membership_type, monthly_fee, cancelled_on) VALUES (18, 'Dylan', 'Hussain', 'York', 'York', '2021-06-09', '1985-07-25', 'off-peak', 29.99, '2022-05-12');
INSERT INTO members (member_id, first_name, last_name, city, home_branch, join_date, birth_date, membership_type, monthly_fee, cancelled_on) VALUES (19, 'Evie', 'Clegg', 'Leeds', 'Leeds Central', '2022-07-27', '1989-03-19', 'standard', 39.99, NULL);
INSERT INTO members (member_id, first_name, last_name, city, home_branch, join_date, birth_date, membership_type, monthly_fee, cancelled_on) VALUES (20, 'Max', 'Fenwick', 'Harrogate', 'Harrogate', '2023-08-08', '1979-06-10', 'standard', 39.99, NULL);
INSERT INTO members (member_id, first_name, last_name, city, home_branch, join_date, birth_date, membership_type, monthly_fee, cancelled_on) VALUES (21, 'Layla', 'Akhtar', 'Wakefield', 'Wakefield', '2021-05-15', '1997-02-16', 'standard', 39.99, NULL);
INSERT INTO members (member_id, first_name, last_name, city, home_branch, join_date, birth_date, membership_type, monthly_fee, cancelled_on) VALUES (22, 'Reuben', 'Sykes', 'Selby', 'York', '2021-09-19', '2005-02-20', 'off-peak', 29.99, NULL);
INSERT INTO members (member_id, first_name, last_name, city, home_branch, join_date, birth_date, membership_type, monthly_fee, cancelled_on) VALUES (23, 'Tilly', 'Marsden', 'Otley', 'Headingley', '2024-06-01', '1988-09-23', 'off-peak', 29.99, NULL);
INSERT INTO members (member_id, first_name, last_name, city, home_branch, join_date, birth_date, membership_type, monthly_fee, cancelled_on) VALUES (24, 'Kieran', 'Beaumont', 'York', 'Harrogate', '2021-07-23', '1975-11-05', 'standard', 39.99, '2022-07-01');
INSERT INTO members (member_id, first_name, last_name, city, home_branch, join_date, birth_date, membership_type, monthly_fee, cancelled_on) VALUES (25, 'Aisha', 'Rahman', 'Leeds', 'Headingley', '2023-07-31', '1995-07-03', 'off-peak', 29.99, NULL);
INSERT INTO members (member_id, first_name, last_name, city, home_branch, join_date, birth_date, membership_type, monthly_fee, cancelled_on) VALUES (26, 'George', 'Whitley', 'Harrogate', 'Harrogate', '2021-06-19', '1994-12-28', 'premium', 59.99, NULL);
INSERT INTO members (member_id, first_name, last_name, city, home_branch, join_date, birth_date, membership_type, monthly_fee, cancelled_on) VALUES (27, 'Sienna', 'Booth', 'Wakefield', 'Leeds Central', '2022-03-10', '1995-10-12', 'standard', 39.99, NULL);
INSERT INTO members (member_id, first_name, last_name, city, home_branch, join_date, birth_date, membership_type, monthly_fee, cancelled_on) VALUES (28, 'Joel', 'Armitage', 'Selby', 'Wakefield', '2023-02-12', '2005-04-04', 'premium', 59.99, NULL);
INSERT INTO members (member_id, first_name, last_name, city, home_branch, join_date, birth_date, membership_type, monthly_fee, cancelled_on) VALUES (29, 'Maisie', 'Crowther', 'Otley', 'Harrogate', '2022-08-27', '1998-09-11', 'off-peak', 29.99, NULL);
INSERT INTO members (member_id, first_name, last_name, city, home_branch, join_date, birth_date, membership_type, monthly_fee, cancelled_on) VALUES (30, 'Toby', 'Firth', 'York', 'Harrogate', '2021-06-15', '1974-08-13', 'standard', 39.99, '2022-01-05');
INSERT INTO members (member_id, first_name, last_name, city, home_branch, join_date, birth_date, membership_type, monthly_fee, cancelled_on) VALUES (31, 'Leah', 'Dawson', 'Leeds', 'Leeds Central', '2021-03-05', '1975-02-13', 'standard', 39.99, NULL);
INSERT INTO members (member_id, first_name, last_name, city, home_branch, join_date, birth_date, membership_type, monthly_fee, cancelled_on) VALUES (32, 'Samir', 'Malik', 'Harrogate', 'Harrogate', '2022-05-09', '1967-11-21', 'standard', 39.99, NULL);
INSERT INTO members (member_id, first_name, last_name, city, home_branch, join_date, birth_date, membership_type, monthly_fee, cancelled_on) VALUES (33, 'Hope', 'Pickles', 'Wakefield', 'Leeds Central', '2024-03-07', '1992-12-07', 'standard', 39.99, NULL);
INSERT INTO members (member_id, first_name, last_name, city, home_branch, join_date, birth_date, membership_type, monthly_fee, cancelled_on) VALUES (34, 'Arlo', 'Tennant', 'Selby', 'Wakefield', '2022-11-05', '1970-06-22', 'standard', 39.99, NULL);
INSERT INTO members (member_id, first_name, last_name, city, home_branch, join_date, birth_date, membership_type, monthly_fee, cancelled_on) VALUES (35, 'Nina', 'Varga', 'Otley', 'Harrogate', '2021-08-31', '2001-11-25', 'off-peak', 29.99, NULL);
INSERT INTO members (member_id, first_name, last_name, city, home_branch, join_date, birth_date, membership_type, monthly_fee, cancelled_on) VALUES (36, 'Rhys', 'Hollins', 'York', 'Harrogate', '2022-01-31', '1989-10-15', 'off-peak', 29.99, '2022-12-18');

INSERT INTO classes (class_id, title, trainer_id, branch, class_date, start_time, duration_min, capacity, drop_in_price) VALUES (1, 'Yin Yoga', 8, 'Leeds Central', '2023-10-09', '12:15', 30, 15, 10.0);
INSERT INTO classes (class_id, title, trainer_id, branch, class_date, start_time, duration_min, capacity, drop_in_price) VALUES (2, 'Spin Express', 15, 'Harrogate', '2024-10-19', '07:15', 45, 20, 6.5);
INSERT INTO classes (class_id, title, trainer_id, branch, class_date, start_time, duration_min, capacity, drop_in_price) VALUES (3, 'HIIT 30', 6, 'Wakefield', '2024-11-17', '18:30', 45, 15, 9.5);
INSERT INTO classes (class_id, title, trainer_id, branch, class_date, start_time, duration_min, capacity, drop_in_price) VALUES (4, 'Boxfit', 13, 'Wakefield', '2023-10-22', '07:15', 45, 20, 10.0);
INSERT INTO classes (class_id, title, trainer_id, branch, class_date, start_time, duration_min, capacity, drop_in_price) VALUES (5, 'Pilates Core', 4, 'York', '2023-05-10', '19:45', 45, 25, 10.0);
INSERT INTO classes (class_id, title, trainer_id, branch, class_date, start_time, duration_min, capacity, drop_in_price) VALUES (6, 'HIIT 30', 11, 'Harrogate', '2024-02-21', '17:30', 45, 12, 10.0);
INSERT INTO classes (class_id, title, trainer_id, branch, class_date, start_time, duration_min, capacity, drop_in_price) VALUES (7, 'Power Lift', 2, 'Harrogate', '2024-09-04', '17:30', 45, 20, 8.0);
INSERT INTO classes (class_id, title, trainer_id, branch, class_date, start_time, duration_min, capacity, drop_in_price) VALUES (8, 'Power Lift', 9, 'Headingley', '2023-10-30', '06:30', 45, 20, 9.5);
INSERT INTO classes (class_id, title, trainer_id, branch, class_date, start_time, duration_min, capacity, drop_in_price) VALUES (9, 'Zumba Party', 16, 'York', '2024-09-21', '19:45', 30, 15, 9.5);
INSERT INTO classes (class_id, title, trainer_id, branch, class_date, start_time, duration_min, capacity, drop_in_price) VALUES (10, 'Hill Climb Spin', 7, 'York', '2024-02-27', '12:15', 45, 20, 6.5);
INSERT INTO classes (class_id, title, trainer_id, branch, class_date, start_time, duration_min, capacity, drop_in_price) VALUES (11, 'Morning Yoga', 14, 'Leeds Central', '2024-04-01', '18:30', 60, 15, 6.5);
INSERT INTO classes (class_id, title, trainer_id, branch, class_date, start_time, duration_min, capacity, drop_in_price) VALUES (12, 'Boxfit', 5, 'York', '2023-09-01', '12:15', 30, 25, 10.0);
INSERT INTO classes (class_id, title, trainer_id, branch, class_date, start_time, duration_min, capacity, drop_in_price) VALUES (13, 'Pilates Core', 12, 'Headingley', '2024-04-16', '19:45', 45, 12, 10.0);
INSERT INTO classes (class_id, title, trainer_id, branch, class_date, start_time, duration_min, capacity, drop_in_price) VALUES (14, 'Hill Climb Spin', 3, 'Wakefield', '2024-08-27', '18:30', 45, 20, 6.5);
INSERT INTO classes (class_id, title, trainer_id, branch, class_date, start_time, duration_min, capacity, drop_in_price) VALUES (15, 'Zumba Party', 10, 'Leeds Central', '2024-01-18', '07:15', 45, 20, 6.5);
INSERT INTO classes (class_id, title, trainer_id, branch, class_date, start_time, duration_min, capacity, drop_in_price) VALUES (16, 'Yin Yoga', 1, 'Leeds Central', '2023-01-22', '19:45', 45, 12, 8.0);
INSERT INTO classes (class_id, title, trainer_id, branch, class_date, start_time, duration_min, capacity, drop_in_price) VALUES (17, 'Yin Yoga', 8, 'Harrogate', '2023-03-14', '18:30', 45, 20, 8.0);
INSERT INTO classes (class_id, title, trainer_id, branch, class_date, start_time, duration_min, capacity, drop_in_price) VALUES (18, 'Spin Express', 15, 'York', '2023-03-19', '12:15', 60, 20, 8.0);
INSERT INTO classes (class_id, title, trainer_id, branch, class_date, start_time, duration_min, capacity, drop_in_price) VALUES (19, 'HIIT 30', 6, 'Wakefield', '2023-07-01', '12:15', 45, 12, 6.5);
INSERT INTO classes (class_id, title, trainer_id, branch, class_date, start_time, duration_min, capacity, drop_in_price) VALUES (20, 'Boxfit', 13, 'York', '2023-11-23', '12:15', 45, 20, 6.5);
INSERT INTO classes (class_id, title, trainer_id, branch, class_date, start_time, duration_min, capacity, drop_in_price) VALUES (21, 'Pilates Core', 4, 'York', '2024-03-13', '19:45', 30, 12, 8.0);
INSERT INTO classes (class_id, title, trainer_id, branch, class_date, start_time, duration_min, capacity, drop_in_price) VALUES (22, 'HIIT 30', 11, 'Harrogate', '2024-06-26', '12:15', 45, 15, 9.5);
INSERT INTO classes (class_id, title, trainer_id, branch, class_date, start_time, duration_min, capacity, drop_in_price) VALUES (23, 'Power Lift', 2, 'Headingley', '2024-05-14', '19:45', 45, 25, 10.0);
INSERT INTO classes (class_id, title, trainer_id, branch, class_date, start_time, duration_min, capacity, drop_in_price) VALUES (24, 'Power Lift', 9, 'Wakefield', '2024-12-13', '07:15', 45, 12, 8.0);
INSERT INTO classes (class_id, title, trainer_id, branch, class_date, start_time, duration_min, capacity, drop_in_price) VALUES (25, 'Zumba Party', 16, 'York', '2023-07-21', '19:45', 45, 20, 8.0);
INSERT INTO classes (class_id, title, trainer_id, branch, class_date, start_time, duration_min, capacity, drop_in_price) VALUES (26, 'Hill Climb Spin', 7, 'Leeds Central', '2024-01-27', '12:15', 45, 12, 6.5);
INSERT INTO classes (class_id, title, trainer_id, branch, class_date, start_time, duration_min, capacity, drop_in_price) VALUES (27, 'Yin Yoga', 14, 'Wakefield', '2024-06-12', '07:15', 60, 25, 10.0);
INSERT INTO classes (class_id, title, trainer_id, branch, class_date, start_time, duration_min, capacity, drop_in_price) VALUES (28, 'Boxfit', 5, 'Headingley', '2024-01-22', '19:45', 45, 20, 9.5);
INSERT INTO classes (class_id, title, trainer_id, branch, class_date, start_time, duration_min, capacity, drop_in_price) VALUES (29, 'Pilates Core', 12, 'Wakefield', '2024-05-03', '19:45', 45, 12, 8.0);
INSERT INTO classes (class_id, title, trainer_id, branch, class_date, start_time, duration_min, capacity, drop_in_price) VALUES (30, 'Spin Express', 3, 'Harrogate', '2024-09-21', '12:15', 30, 15, 9.5);
INSERT INTO classes (class_id, title, trainer_id, branch, class_date, start_time, duration_min, capacity, drop_in_price) VALUES (31, 'Zumba Party', 10, 'Leeds Central', '2024-12-11', '06:30', 60, 25, 6.5);
INSERT INTO classes (class_id, title, trainer_id, branch, class_date, start_time, duration_min, capacity, drop_in_price) VALUES (32, 'Morning Yoga', 1, 'Harrogate', '2024-10-15', '17:30', 60, 12, 10.0);
INSERT INTO classes (class_id, title, trainer_id, branch, class_date, start_time, duration_min, capacity, drop_in_price) VALUES (33, 'Morning Yoga', 8, 'York', '2023-04-03', '19:45', 45, 20, 9.5);
INSERT INTO classes (class_id, title, trainer_id, branch, class_date, start_time, duration_min, capacity, drop_in_price) VALUES (34, 'Hill Climb Spin', 15, 'Wakefield', '2023-10-08', '06:30', 45, 25, 10.0);
INSERT INTO classes (class_id, title, trainer_id, branch, class_date, start_time, duration_min, capacity, drop_in_price) VALUES (35, 'HIIT 30', 6, 'York', '2024-07-08', '17:30', 60, 20, 9.5);
INSERT INTO classes (class_id, title, trainer_id, branch, class_date, start_time, duration_min, capacity, drop_in_price) VALUES (36, 'Boxfit', 13, 'Harrogate', '2024-08-28', '06:30', 45, 20, 8.0);
INSERT INTO classes (class_id, title, trainer_id, branch, class_date, start_time, duration_min, capacity, drop_in_price) VALUES (37, 'Pilates Core', 4, 'Harrogate', '2024-10-17', '12:15', 45, 20, 9.5);
INSERT INTO classes (class_id, title, trainer_id, branch, class_date, start_time, duration_min, capacity, drop_in_price) VALUES (38, 'HIIT 30', 11, 'Headingley', '2023-09-12', '18:30', 45, 15, 6.5);
INSERT INTO classes (class_id, title, trainer_id, branch, class_date, start_time, duration_min, capacity, drop_in_price) VALUES (39, 'Power Lift', 2, 'York', '2023-10-07', '12:15', 45, 15, 8.0);
INSERT INTO classes (class_id, title, trainer_id, branch, class_date, start_time, duration_min, capacity, drop_in_price) VALUES (40, 'Power Lift', 9, 'York', '2023-06-05', '07:15', 45, 25, 6.5);

INSERT INTO bookings (booking_id, member_id, class_id, booked_on, attended, amount_paid) VALUES (1, 32, 1, '2023-10-04', 1, 10.0);
INSERT INTO bookings (booking_id, member_id, class_id, booked_on, attended, amount_paid) VALUES (2, 13, 2, '2024-10-18', 1, 6.5);
INSERT INTO bookings (booking_id, member_id, class_id, booked_on, attended, amount_paid) VALUES (3, 16, 2, '2024-10-15', 1, 6.5);
INSERT INTO bookings (booking_id, member_id, class_id, booked_on, attended, amount_paid) VALUES (4, 11, 3, '2024-11-14', 1, 9.5);
INSERT INTO bookings (booking_id, member_id, class_id, booked_on, attended, amount_paid) VALUES (5, 31, 4, '2023-10-16', 0, 10.0);
INSERT INTO bookings (booking_id, member_id, class_id, booked_on, attended, amount_paid) VALUES (6, 14, 4, '2023-10-17', 0, 10.0);
INSERT INTO bookings (booking_id, member_id, class_id, booked_on, attended, amount_paid) VALUES (7, 19, 4, '2023-10-15', 1, 10.0);
INSERT INTO bookings (booking_id, member_id, class_id, booked_on, attended, amount_paid) VALUES (8, 10, 5, '2023-05-08', 1, 10.0);
INSERT INTO bookings (booking_id, member_id, class_id, booked_on, attended, amount_paid) VALUES (9, 28, 6, '2024-02-16', 1, 0.0);
INSERT INTO bookings (booking_id, member_id, class_id, booked_on, attended, amount_paid) VALUES (10, 31, 6, '2024-02-20', 1, 10.0);
INSERT INTO bookings (booking_id, member_id, class_id, booked_on, attended, amount_paid) VALUES (11, 16, 8, '2023-10-20', 0, 9.5);
INSERT INTO bookings (booking_id, member_id, class_id, booked_on, attended, amount_paid) VALUES (12, 22, 8, '2023-10-29', 0, 9.5);
INSERT INTO bookings (booking_id, member_id, class_id, booked_on, attended, amount_paid) VALUES (13, 15, 9, '2024-09-19', 1, 9.5);
INSERT INTO bookings (booking_id, member_id, class_id, booked_on, attended, amount_paid) VALUES (14, 22, 11, '2024-03-28', 0, 6.5);
INSERT INTO bookings (booking_id, member_id, class_id, booked_on, attended, amount_paid) VALUES (15, 3, 12, '2023-08-22', 1, 10.0);
INSERT INTO bookings (booking_id, member_id, class_id, booked_on, attended, amount_paid) VALUES (16, 28, 12, '2023-09-01', 1, 0.0);
INSERT INTO bookings (booking_id, member_id, class_id, booked_on, attended, amount_paid) VALUES (17, 26, 13, '2024-04-10', 1, 0.0);
INSERT INTO bookings (booking_id, member_id, class_id, booked_on, attended, amount_paid) VALUES (18, 11, 14, '2024-08-15', 1, 6.5);
INSERT INTO bookings (booking_id, member_id, class_id, booked_on, attended, amount_paid) VALUES (19, 35, 14, '2024-08-24', 0, 6.5);
INSERT INTO bookings (booking_id, member_id, class_id, booked_on, attended, amount_paid) VALUES (20, 29, 14, '2024-08-19', 1, 6.5);
INSERT INTO bookings (booking_id, member_id, class_id, booked_on, attended, amount_paid) VALUES (21, 10, 15, '2024-01-08', 1, 6.5);
INSERT INTO bookings (booking_id, member_id, class_id, booked_on, attended, amount_paid) VALUES (22, 34, 16, '2023-01-18', 1, 8.0);
INSERT INTO bookings (booking_id, member_id, class_id, booked_on, attended, amount_paid) VALUES (23, 3, 16, '2023-01-17', 1, 8.0);
INSERT INTO bookings (booking_id, member_id, class_id, booked_on, attended, amount_paid) VALUES (24, 26, 18, '2023-03-11', 1, 0.0);
INSERT INTO bookings (booking_id, member_id, class_id, booked_on, attended, amount_paid) VALUES (25, 1, 18, '2023-03-12', 0, 0.0);
INSERT INTO bookings (booking_id, member_id, class_id, booked_on, attended, amount_paid) VALUES (26, 4, 19, '2023-06-21', 1, 6.5);
INSERT INTO bookings (booking_id, member_id, class_id, booked_on, attended, amount_paid) VALUES (27, 4, 21, '2024-03-07', 1, 8.0);
INSERT INTO bookings (booking_id, member_id, class_id, booked_on, attended, amount_paid) VALUES (28, 5, 22, '2024-06-22', 0, 0.0);
INSERT INTO bookings (booking_id, member_id, class_id, booked_on, attended, amount_paid) VALUES (29, 17, 22, '2024-06-25', 0, 9.5);
INSERT INTO bookings (booking_id, member_id, class_id, booked_on, attended, amount_paid) VALUES (30, 29, 23, '2024-05-13', 1, 10.0);
INSERT INTO bookings (booking_id, member_id, class_id, booked_on, attended, amount_paid) VALUES (31, 28, 24, '2024-12-09', 1, 0.0);
INSERT INTO bookings (booking_id, member_id, class_id, booked_on, attended, amount_paid) VALUES (32, 31, 24, '2024-12-03', NULL, 8.0);
INSERT INTO bookings (booking_id, member_id, class_id, booked_on, attended, amount_paid) VALUES (33, 33, 24, '2024-12-09', 1, 8.0);
INSERT INTO bookings (booking_id, member_id, class_id, booked_on, attended, amount_paid) VALUES (34, 29, 25, '2023-07-11', 1, 8.0);
INSERT INTO bookings (booking_id, member_id, class_id, booked_on, attended, amount_paid) VALUES (35, 11, 26, '2024-01-26', 1, 6.5);
INSERT INTO bookings (booking_id, member_id, class_id, booked_on, attended, amount_paid) VALUES (36, 31, 26, '2024-01-23', 1, 6.5);
INSERT INTO bookings (booking_id, member_id, class_id, booked_on, attended, amount_paid) VALUES (37, 34, 28, '2024-01-12', 1, 9.5);
INSERT INTO bookings (booking_id, member_id, class_id, booked_on, attended, amount_paid) VALUES (38, 15, 28, '2024-01-13', 0, 9.5);
INSERT INTO bookings (booking_id, member_id, class_id, booked_on, attended, amount_paid) VALUES (39, 20, 29, '2024-04-30', 1, 8.0);
INSERT INTO bookings (booking_id, member_id, class_id, booked_on, attended, amount_paid) VALUES (40, 22, 31, '2024-12-06', 1, 6.5);
INSERT INTO bookings (booking_id, member_id, class_id, booked_on, attended, amount_paid) VALUES (41, 23, 32, '2024-10-06', 1, 10.0);
INSERT INTO bookings (booking_id, member_id, class_id, booked_on, attended, amount_paid) VALUES (42, 16, 32, '2024-10-09', 1, 10.0);
INSERT INTO bookings (booking_id, member_id, class_id, booked_on, attended, amount_paid) VALUES (43, 21, 33, '2023-03-22', 1, 9.5);
INSERT INTO bookings (booking_id, member_id, class_id, booked_on, attended, amount_paid) VALUES (44, 19, 34, '2023-10-02', 1, 10.0);
INSERT INTO bookings (booking_id, member_id, class_id, booked_on, attended, amount_paid) VALUES (45, 29, 34, '2023-09-26', 1, 10.0);
INSERT INTO bookings (booking_id, member_id, class_id, booked_on, attended, amount_paid) VALUES (46, 32, 34, '2023-09-30', 1, 10.0);
INSERT INTO bookings (booking_id, member_id, class_id, booked_on, attended, amount_paid) VALUES (47, 29, 35, '2024-07-02', 1, 9.5);
INSERT INTO bookings (booking_id, member_id, class_id, booked_on, attended, amount_paid) VALUES (48, 7, 36, '2024-08-25', 1, 4.0);
INSERT INTO bookings (booking_id, member_id, class_id, booked_on, attended, amount_paid) VALUES (49, 19, 36, '2024-08-25', 0, 8.0);
INSERT INTO bookings (booking_id, member_id, class_id, booked_on, attended, amount_paid) VALUES (50, 15, 38, '2023-09-07', 0, 6.5);
INSERT INTO bookings (booking_id, member_id, class_id, booked_on, attended, amount_paid) VALUES (51, 10, 38, '2023-09-09', 0, 6.5);
INSERT INTO bookings (booking_id, member_id, class_id, booked_on, attended, amount_paid) VALUES (52, 10, 39, '2023-09-26', 1, 8.0);
