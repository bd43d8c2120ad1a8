-- park_tennis: council-run public tennis courts in city parks - players, coaches, courts and court bookings, one bookings table per year.
BEGIN TRANSACTION;
CREATE TABLE players (
  player_id INTEGER PRIMARY KEY,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  membership_type TEXT NOT NULL, -- adult, junior, senior, concession
  registered_on TEXT NOT NULL,
  email TEXT, -- NULL = no email address given
  phone TEXT, -- NULL = no phone number given
  is_resident INTEGER NOT NULL CHECK (is_resident IN (0,1)), -- 1 = lives in the borough
  lapsed_on TEXT -- NULL = registration still active
);
CREATE TABLE coaches (
  coach_id INTEGER PRIMARY KEY,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  hourly_rate REAL NOT NULL,
  lta_level INTEGER NOT NULL, -- coaching qualification level 1 (assistant) to 5 (master)
  phone TEXT, -- NULL = no phone number on file
  is_dbs_checked INTEGER NOT NULL CHECK (is_dbs_checked IN (0,1)),
  started_on TEXT NOT NULL
);
CREATE TABLE courts (
  court_id INTEGER PRIMARY KEY,
  park_name TEXT NOT NULL,
  court_number INTEGER NOT NULL,
  surface TEXT NOT NULL, -- hard, clay, grass, artificial grass
  is_floodlit INTEGER NOT NULL CHECK (is_floodlit IN (0,1)),
  opened_on TEXT NOT NULL,
  closed_on TEXT, -- NULL = court still open
  peak_fee REAL NOT NULL, -- hire fee per hour, evenings from 17:00
  off_peak_fee REAL NOT NULL -- hire fee per hour before 17:00
);
CREATE TABLE court_bookings_2023 (
  booking_id INTEGER PRIMARY KEY,
  court_id INTEGER NOT NULL REFERENCES courts(court_id),
  player_id INTEGER NOT NULL REFERENCES players(player_id),
  coach_id INTEGER REFERENCES coaches(coach_id), -- NULL = no coach, the player just hired the court
  month INTEGER NOT NULL CHECK (month BETWEEN 1 AND 12),
  day_of_month INTEGER NOT NULL,
  start_hour INTEGER NOT NULL,
  duration_minutes INTEGER NOT NULL,
  fee_paid REAL NOT NULL, -- court hire fee actually paid (0 when cancelled or rained off)
  coaching_fee REAL, -- NULL = no coach booked; 0 = coach booked but session not held
  status TEXT NOT NULL, -- played, cancelled, no-show, rained off
  is_online INTEGER NOT NULL CHECK (is_online IN (0,1)) -- 1 = booked on the website, 0 = by phone
);
CREATE TABLE court_bookings_2024 (
  booking_id INTEGER PRIMARY KEY,
  court_id INTEGER NOT NULL REFERENCES courts(court_id),
  player_id INTEGER NOT NULL REFERENCES players(player_id),
  coach_id INTEGER REFERENCES coaches(coach_id), -- NULL = no coach, the player just hired the court
  month INTEGER NOT NULL CHECK (month BETWEEN 1 AND 12),
  day_of_month INTEGER NOT NULL,
  start_hour INTEGER NOT NULL,
  duration_minutes INTEGER NOT NULL,
  fee_paid REAL NOT NULL, -- court hire fee actually paid (0 when cancelled or rained off)
  coaching_fee REAL, -- NULL = no coach booked; 0 = coach booked but session not held
  status TEXT NOT NULL, -- played, cancelled, no-show, rained off
  is_online INTEGER NOT NULL CHECK (is_online IN (0,1)) -- 1 = booked on the website, 0 = by phone
);
CREATE TABLE court_bookings_2025 (
  booking_id INTEGER PRIMARY KEY,
  court_id INTEGER NOT NULL REFERENCES courts(court_id),
  player_id INTEGER NOT NULL REFERENCES players(player_id),
  coach_id INTEGER REFERENCES coaches(coach_id), -- NULL = no coach, the player just hired the court
  month INTEGER NOT NULL CHECK (month BETWEEN 1 AND 12),
  day_of_month INTEGER NOT NULL,
  start_hour INTEGER NOT NULL,
  duration_minutes INTEGER NOT NULL,
  fee_paid REAL NOT NULL, -- court hire fee actually paid (0 when cancelled or rained off)
  coaching_fee REAL, -- NULL = no coach booked; 0 = coach booked but session not held
  status TEXT NOT NULL, -- played, cancelled, no-show, rained off
  is_online INTEGER NOT NULL CHECK (is_online IN (0,1)) -- 1 = booked on the website, 0 = by phone
);
INSERT INTO players (player_id, first_name, last_name, membership_type, registered_on, email, phone, is_resident, lapsed_on) VALUES (1, 'Aisha', 'Begum', 'adult', '2021-04-03', 'aisha.begum@post.uk', '07700 910001', 1, NULL);
INSERT INTO players (player_id, first_name, last_name, membership_type, registered_on, email, phone, is_resident, lapsed_on) VALUES (2, 'Aisha', 'Patel', 'junior', '2022-05-14', NULL, '07700 910002', 1, NULL);
INSERT INTO players (player_id, first_name, last_name, membership_type, registered_on, email, phone, is_resident, lapsed_on) VALUES (3, 'James', 'Cole', 'adult', '2020-06-01', 'jcole@inbox.uk', NULL, 0, NULL);
INSERT INTO players (player_id, first_name, last_name, membership_type, registered_on, email, phone, is_resident, lapsed_on) VALUES (4, 'James', 'Ward', 'senior', '2019-09-12', 'james.ward@post.uk', '01632 960104', 1, '2024-10-01');
INSERT INTO players (player_id, first_name, last_name, membership_type, registered_on, email, phone, is_resident, lapsed_on) VALUES (5, 'Noah', 'Fisher', 'junior', '2022-03-20', NULL, '07700 910005', 1, NULL);
INSERT INTO players (player_id, first_name, last_name, membership_type, registered_on, email, phone, is_resident, lapsed_on) VALUES (6, 'Olivia', 'Grant', 'adult', '2021-07-07', 'liv.grant@inbox.uk', '07700 910006', 0, NULL);
INSERT INTO players (player_id, first_name, last_name, membership_type, registered_on, email, phone, is_resident, lapsed_on) VALUES (7, 'Harriet', 'Lowe', 'senior', '2018-05-02', NULL, '01632 960107', 1, NULL);
INSERT INTO players (player_id, first_name, last_name, membership_type, registered_on, email, phone, is_resident, lapsed_on) VALUES (8, 'Ravi', 'Menon', 'adult', '2022-08-15', 'ravi.menon@post.uk', '07700 910008', 1, NULL);
INSERT INTO players (player_id, first_name, last_name, membership_type, registered_on, email, phone, is_resident, lapsed_on) VALUES (9, 'Chloe', 'Dixon', 'concession', '2023-02-01', 'chloe.d@inbox.uk', NULL, 1, NULL);
INSERT INTO players (player_id, first_name, last_name, membership_type, registered_on, email, phone, is_resident, lapsed_on) VALUES (10, 'Ethan', 'Moss', 'adult', '2020-04-18', 'ethan.moss@post.uk', '07700 910010', 0, '2023-12-31');
INSERT INTO players (player_id, first_name, last_name, membership_type, registered_on, email, phone, is_resident, lapsed_on) VALUES (11, 'Lily', 'Shaw', 'junior', '2023-04-09', NULL, '07700 910011', 1, NULL);
INSERT INTO players (player_id, first_name, last_name, membership_type, registered_on, email, phone, is_resident, lapsed_on) VALUES (12, 'Peter', 'Quinn', 'senior', '2019-06-30', 'pquinn@inbox.uk', '01632 960112', 1, NULL);
INSERT INTO players (player_id, first_name, last_name, membership_type, registered_on, email, phone, is_resident, lapsed_on) VALUES (13, 'Sophie', 'Hart', 'adult', '2023-05-21', 'sophie.hart@post.uk', '07700 910013', 0, NULL);
INSERT INTO players (player_id, first_name, last_name, membership_type, registered_on, email, phone, is_resident, lapsed_on) VALUES (14, 'Daniel', 'Kim', 'adult', '2024-03-11', 'dkim@inbox.uk', '07700 910014', 1, NULL);
INSERT INTO players (player_id, first_name, last_name, membership_type, registered_on, email, phone, is_resident, lapsed_on) VALUES (15, 'Grace', 'Obi', 'concession', '2024-04-02', NULL, NULL, 1, NULL);
INSERT INTO players (player_id, first_name, last_name, membership_type, registered_on, email, phone, is_resident, lapsed_on) VALUES (16, 'Marek', 'Nowak', 'adult', '2024-06-17', 'marek.n@post.uk', '07700 910016', 0, NULL);
INSERT INTO players (player_id, first_name, last_name, membership_type, registered_on, email, phone, is_resident, lapsed_on) VALUES (17, 'Zoe', 'Marsh', 'junior', '2025-03-01', NULL, '07700 910017', 1, NULL);
INSERT INTO players (player_id, first_name, last_name, membership_type, registered_on, email, phone, is_resident, lapsed_on) VALUES (18, 'Callum', 'Reid', 'adult', '2025-04-12', 'callum.reid@inbox.uk', '07700 910018', 1, NULL);
INSERT INTO players (player_id, first_name, last_name, membership_type, registered_on, email, phone, is_resident, lapsed_on) VALUES (19, 'Fatima', 'Ali', 'adult', '2021-09-09', 'fatima.ali@post.uk', '07700 910019', 1, '2025-01-31');
INSERT INTO players (player_id, first_name, last_name, membership_type, registered_on, email, phone, is_resident, lapsed_on) VALUES (20, 'Henry', 'Bates', 'senior', '2018-03-15', NULL, '01632 960120', 0, NULL);
INSERT INTO players (player_id, first_name, last_name, membership_type, registered_on, email, phone, is_resident, lapsed_on) VALUES (21, 'Isla', 'Murray', 'junior', '2022-07-01', 'isla.m@inbox.uk', '07700 910021', 1, NULL);
INSERT INTO players (player_id, first_name, last_name, membership_type, registered_on, email, phone, is_resident, lapsed_on) VALUES (22, 'Owen', 'Price', 'adult', '2023-08-08', 'owen.price@post.uk', NULL, 1, NULL);
INSERT INTO players (player_id, first_name, last_name, membership_type, registered_on, email, phone, is_resident, lapsed_on) VALUES (23, 'Megan', 'Rhys', 'concession', '2024-09-01', 'megan.rhys@inbox.uk', '07700 910023', 1, NULL);
INSERT INTO players (player_id, first_name, last_name, membership_type, registered_on, email, phone, is_resident, lapsed_on) VALUES (24, 'Tariq', 'Aziz', 'adult', '2022-01-20', NULL, '07700 910024', 0, NULL);
INSERT INTO coaches (coach_id, first_name, last_name, hourly_rate, lta_level, phone, is_dbs_checked, started_on) VALUES (1, 'James', 'Hollis', 38.0, 4, '07700 920001', 1, '2015-04-01');
INSERT INTO coaches (coach_id, first_name, last_name, hourly_rate, lta_level, phone, is_dbs_checked, started_on) VALUES (2, 'Karen', 'Doyle', 32.0, 3, '07700 920002', 1, '2018-09-01');
INSERT INTO coaches (coach_id, first_name, last_name, hourly_rate, lta_level, phone, is_dbs_checked, started_on) VALUES (3, 'Luis', 'Romero', 45.0, 5, '07700 920003', 1, '2016-02-15');
INSERT INTO coaches (coach_id, first_name, last_name, hourly_rate, lta_level, phone, is_dbs_checked, started_on) VALUES (4, 'Amy', 'Chen', 28.0, 2, '07700 920004', 1, '2021-05-10');
INSERT INTO coaches (coach_id, first_name, last_name, hourly_rate, lta_level, phone, is_dbs_checked, started_on) VALUES (5, 'Ben', 'Foster', 30.0, 3, NULL, 0, '2023-03-01');
INSERT INTO coaches (coach_id, first_name, last_name, hourly_rate, lta_level, phone, is_dbs_checked, started_on) VALUES (6, 'Rosa', 'Klein', 35.0, 4, '07700 920006', 1, '2019-06-20');
INSERT INTO coaches (coach_id, first_name, last_name, hourly_rate, lta_level, phone, is_dbs_checked, started_on) VALUES (7, 'Tom', 'Wright', 26.0, 1, '07700 920007', 0, '2024-04-08');
INSERT INTO coaches (coach_id, first_name, last_name, hourly_rate, lta_level, phone, is_dbs_checked, started_on) VALUES (8, 'Nina', 'Shah', 33.0, 3, '07700 920008', 1, '2020-01-13');
INSERT INTO coaches (coach_id, first_name, last_name, hourly_rate, lta_level, phone, is_dbs_checked, started_on) VALUES (9, 'Paul', 'Evans', 40.0, 4, NULL, 1, '2017-10-02');
INSERT INTO coaches (coach_id, first_name, last_name, hourly_rate, lta_level, phone, is_dbs_checked, started_on) VALUES (10, 'Sara', 'Lund', 29.0, 2, '07700 920010', 1, '2022-09-05');
INSERT INTO coaches (coach_id, first_name, last_name, hourly_rate, lta_level, phone, is_dbs_checked, started_on) VALUES (11, 'Dev', 'Patel', 31.0, 3, '07700 920011', 1, '2021-03-29');
INSERT INTO coaches (coach_id, first_name, last_name, hourly_rate, lta_level, phone, is_dbs_checked, started_on) VALUES (12, 'Helen', 'Ford', 36.0, 4, '07700 920012', 1, '2018-04-23');
INSERT INTO coaches (coach_id, first_name, last_name, hourly_rate, lta_level, phone, is_dbs_checked, started_on) VALUES (13, 'Mike', 'Adams', 27.0, 2, '07700 920013', 0, '2025-02-10');
INSERT INTO coaches (coach_id, first_name, last_name, hourly_rate, lta_level, phone, is_dbs_checked, started_on) VALUES (14, 'Jo', 'Turner', 34.0, 3, NULL, 1, '2019-11-11');
INSERT INTO coaches (coach_id, first_name, last_name, hourly_rate, lta_level, phone, is_dbs_checked, started_on) VALUES (15, 'Ian', 'Boyd', 42.0, 5, '07700 920015', 1, '2016-07-18');
INSERT INTO courts (court_id, park_name, court_number, surface, is_floodlit, opened_on, closed_on, peak_fee, off_peak_fee) VALUES (1, 'Victoria Park', 1, 'hard', 1, '2012-05-01', NULL, 9.0, 6.0);
INSERT INTO courts (court_id, park_name, court_number, surface, is_floodlit, opened_on, closed_on, peak_fee, off_peak_fee) VALUES (2, 'Victoria Park', 2, 'hard', 1, '2012-05-01', NULL, 9.0, 6.0);
INSERT INTO courts (court_id, park_name, court_number, surface, is_floodlit, opened_on, closed_on, peak_fee, off_peak_fee) VALUES (3, 'Victoria Park', 3, 'hard', 0, '2012-05-01', NULL, 9.0, 6.0);
INSERT INTO courts (court_id, park_name, court_number, surface, is_floodlit, opened_on, closed_on, peak_fee, off_peak_fee) VALUES (4, 'Victoria Park', 4, 'hard', 0, '2012-05-01', NULL, 9.0, 6.0);
INSERT INTO courts (court_id, park_name, court_number, surface, is_floodlit, opened_on, closed_on, peak_fee, off_peak_fee) VALUES (5, 'Queens Park', 1, 'artificial grass', 1, '2015-04-18', NULL, 10.0, 6.5);
INSERT INTO courts (court_id, park_name, court_number, surface, is_floodlit, opened_on, closed_on, peak_fee, off_peak_fee) VALUES (6, 'Queens Park', 2, 'artificial grass', 1, '2015-04-18', NULL, 10.0, 6.5);
INSERT INTO courts (court_id, park_name, court_number, surface, is_floodlit, opened_on, closed_on, peak_fee, off_peak_fee) VALUES (7, 'Queens Park', 3, 'clay', 0, '2015-04-18', NULL, 14.0, 7.0);
INSERT INTO courts (court_id, park_name, court_number, surface, is_floodlit, opened_on, closed_on, peak_fee, off_peak_fee) VALUES (8, 'Brookfield Rec', 1, 'hard', 0, '2010-06-01', NULL, 6.0, 4.0);
INSERT INTO courts (court_id, park_name, court_number, surface, is_floodlit, opened_on, closed_on, peak_fee, off_peak_fee) VALUES (9, 'Brookfield Rec', 2, 'hard', 1, '2010-06-01', '2024-08-31', 6.0, 4.0);
INSERT INTO courts (court_id, park_name, court_number, surface, is_floodlit, opened_on, closed_on, peak_fee, off_peak_fee) VALUES (10, 'Hillside Park', 1, 'clay', 0, '2018-05-12', NULL, 13.0, 8.5);
INSERT INTO courts (court_id, park_name, court_number, surface, is_floodlit, opened_on, closed_on, peak_fee, off_peak_fee) VALUES (11, 'Hillside Park', 2, 'clay', 0, '2018-05-12', NULL, 13.0, 8.5);
INSERT INTO courts (court_id, park_name, court_number, surface, is_floodlit, opened_on, closed_on, peak_fee, off_peak_fee) VALUES (12, 'Hillside Park', 3, 'hard', 1, '2018-05-12', NULL, 8.0, 5.5);
INSERT INTO courts (court_id, park_name, court_number, surface, is_floodlit, opened_on, closed_on, peak_fee, off_peak_fee) VALUES (13, 'Meadow Lane', 1, 'hard', 1, '2025-04-05', NULL, 11.0, 7.0);
INSERT INTO courts (court_id, park_name, court_number, surface, is_floodlit, opened_on, closed_on, peak_fee, off_peak_fee) VALUES (14, 'Meadow Lane', 2, 'hard', 1, '2025-04-05', NULL, 11.0, 7.0);
INSERT INTO courts (court_id, park_name, court_number, surface, is_floodlit, opened_on, closed_on, peak_fee, off_peak_fee) VALUES (15, 'Abbey Gardens', 1, 'grass', 0, '2009-05-01', NULL, 12.0, 9.0);
INSERT INTO courts (court_id, park_name, court_number, surface, is_floodlit, opened_on, closed_on, peak_fee, off_peak_fee) VALUES (16, 'Abbey Gardens', 2, 'grass', 0, '2009-05-01', NULL, 12.0, 8.5);
INSERT INTO court_bookings_2023 (booking_id, court_id, player_id, coach_id, month, day_of_month, start_hour, duration_minutes, fee_paid, coaching_fee, status, is_online) VALUES (1, 2, 12, 10, 1, 11, 13, 120, 12.0, 58.0, 'played', 1);
INSERT INTO court_bookings_2023 (booking_id, court_id, player_id, coach_id, month, day_of_month, start_hour, duration_minutes, fee_paid, coaching_fee, status, is_online) VALUES (2, 2, 7, 4, 2, 8, 11, 60, 6.0, 28.0, 'played', 1);
INSERT INTO court_bookings_2023 (booking_id, court_id, player_id, coach_id, month, day_of_month, start_hour, duration_minutes, fee_paid, coaching_fee, status, is_online) VALUES (3, 10, 2, NULL, 2, 21, 9, 90, 6.38, NULL, 'played', 1);
INSERT INTO court_bookings_2023 (booking_id, court_id, player_id, coach_id, month, day_of_month, start_hour, duration_minutes, fee_paid, coaching_fee, status, is_online) VALUES (4, 10, 3, 4, 2, 21, 10, 90, 12.75, 42.0, 'no-show', 0);
INSERT INTO court_bookings_2023 (booking_id, court_id, player_id, coach_id, month, day_of_month, start_hour, duration_minutes, fee_paid, coaching_fee, status, is_online) VALUES (5, 3, 5, NULL, 4, 6, 14, 120, 6.0, NULL, 'no-show', 1);
INSERT INTO court_bookings_2023 (booking_id, court_id, player_id, coach_id, month, day_of_month, start_hour, duration_minutes, fee_paid, coaching_fee, status, is_online) VALUES (6, 4, 11, NULL, 4, 13, 12, 120, 6.0, NULL, 'played', 1);
INSERT INTO court_bookings_2023 (booking_id, court_id, player_id, coach_id, month, day_of_month, start_hour, duration_minutes, fee_paid, coaching_fee, status, is_online) VALUES (7, 7, 21, 12, 5, 2, 17, 60, 0.0, 0.0, 'rained off', 0);
INSERT INTO court_bookings_2023 (booking_id, court_id, player_id, coach_id, month, day_of_month, start_hour, duration_minutes, fee_paid, coaching_fee, status, is_online) VALUES (8, 1, 1, NULL, 5, 17, 17, 120, 18.0, NULL, 'played', 1);
INSERT INTO court_bookings_2023 (booking_id, court_id, player_id, coach_id, month, day_of_month, start_hour, duration_minutes, fee_paid, coaching_fee, status, is_online) VALUES (9, 10, 5, 12, 5, 20, 10, 60, 4.25, 36.0, 'played', 0);
INSERT INTO court_bookings_2023 (booking_id, court_id, player_id, coach_id, month, day_of_month, start_hour, duration_minutes, fee_paid, coaching_fee, status, is_online) VALUES (10, 6, 1, 2, 5, 24, 12, 60, 6.5, 32.0, 'played', 1);
INSERT INTO court_bookings_2023 (booking_id, court_id, player_id, coach_id, month, day_of_month, start_hour, duration_minutes, fee_paid, coaching_fee, status, is_online) VALUES (11, 15, 1, NULL, 5, 25, 14, 90, 13.5, NULL, 'played', 0);
INSERT INTO court_bookings_2023 (booking_id, court_id, player_id, coach_id, month, day_of_month, start_hour, duration_minutes, fee_paid, coaching_fee, status, is_online) VALUES (12, 1, 3, NULL, 6, 3, 18, 60, 9.0, NULL, 'played', 1);
INSERT INTO court_bookings_2023 (booking_id, court_id, player_id, coach_id, month, day_of_month, start_hour, duration_minutes, fee_paid, coaching_fee, status, is_online) VALUES (13, 9, 11, 11, 6, 14, 19, 60, 3.0, 31.0, 'played', 0);
INSERT INTO court_bookings_2023 (booking_id, court_id, player_id, coach_id, month, day_of_month, start_hour, duration_minutes, fee_paid, coaching_fee, status, is_online) VALUES (14, 6, 2, NULL, 6, 15, 10, 90, 4.88, NULL, 'played', 0);
INSERT INTO court_bookings_2023 (booking_id, court_id, player_id, coach_id, month, day_of_month, start_hour, duration_minutes, fee_paid, coaching_fee, status, is_online) VALUES (15, 11, 11, NULL, 6, 17, 9, 60, 4.25, NULL, 'played', 1);
INSERT INTO court_bookings_2023 (booking_id, court_id, player_id, coach_id, month, day_of_month, start_hour, duration_minutes, fee_paid, coaching_fee, status, is_online) VALUES (16, 1, 1, NULL, 6, 23, 12, 90, 9.0, NULL, 'played', 0);
INSERT INTO court_bookings_2023 (booking_id, court_id, player_id, coach_id, month, day_of_month, start_hour, duration_minutes, fee_paid, coaching_fee, status, is_online) VALUES (17, 1, 1, NULL, 6, 26, 13, 60, 6.0, NULL, 'played', 1);
INSERT INTO court_bookings_2023 (booking_id, court_id, player_id, coach_id, month, day_of_month, start_hour, duration_minutes, fee_paid, coaching_fee, status, is_online) VALUES (18, 5, 24, 6, 7, 1, 15, 60, 6.5, 35.0, 'no-show', 1);
INSERT INTO court_bookings_2023 (booking_id, court_id, player_id, coach_id, month, day_of_month, start_hour, duration_minutes, fee_paid, coaching_fee, status, is_online) VALUES (19, 4, 24, NULL, 7, 5, 8, 90, 9.0, NULL, 'played', 1);
INSERT INTO court_bookings_2023 (booking_id, court_id, player_id, coach_id, month, day_of_month, start_hour, duration_minutes, fee_paid, coaching_fee, status, is_online) VALUES (20, 15, 5, 12, 7, 7, 7, 60, 4.5, 36.0, 'no-show', 0);
INSERT INTO court_bookings_2023 (booking_id, court_id, player_id, coach_id, month, day_of_month, start_hour, duration_minutes, fee_paid, coaching_fee, status, is_online) VALUES (21, 2, 3, NULL, 7, 8, 18, 60, 9.0, NULL, 'played', 0);
INSERT INTO court_bookings_2023 (booking_id, court_id, player_id, coach_id, month, day_of_month, start_hour, duration_minutes, fee_paid, coaching_fee, status, is_online) VALUES (22, 11, 9, 5, 7, 10, 11, 60, 4.25, 30.0, 'played', 0);
INSERT INTO court_bookings_2023 (booking_id, court_id, player_id, coach_id, month, day_of_month, start_hour, duration_minutes, fee_paid, coaching_fee, status, is_online) VALUES (23, 11, 21, NULL, 7, 20, 7, 90, 6.38, NULL, 'played', 0);
INSERT INTO court_bookings_2023 (booking_id, court_id, player_id, coach_id, month, day_of_month, start_hour, duration_minutes, fee_paid, coaching_fee, status, is_online) VALUES (24, 11, 21, 12, 7, 22, 16, 60, 4.25, 36.0, 'played', 1);
INSERT INTO court_bookings_2023 (booking_id, court_id, player_id, coach_id, month, day_of_month, start_hour, duration_minutes, fee_paid, coaching_fee, status, is_online) VALUES (25, 12, 2, NULL, 7, 23, 19, 90, 6.0, NULL, 'played', 1);
INSERT INTO court_bookings_2023 (booking_id, court_id, player_id, coach_id, month, day_of_month, start_hour, duration_minutes, fee_paid, coaching_fee, status, is_online) VALUES (26, 10, 5, NULL, 8, 8, 16, 60, 4.25, NULL, 'no-show', 0);
INSERT INTO court_bookings_2023 (booking_id, court_id, player_id, coach_id, month, day_of_month, start_hour, duration_minutes, fee_paid, coaching_fee, status, is_online) VALUES (27, 3, 8, 10, 8, 9, 11, 60, 6.0, 29.0, 'played', 0);
INSERT INTO court_bookings_2023 (booking_id, court_id, player_id, coach_id, month, day_of_month, start_hour, duration_minutes, fee_paid, coaching_fee, status, is_online) VALUES (28, 8, 8, NULL, 8, 10, 10, 120, 8.0, NULL, 'played', 0);
INSERT INTO court_bookings_2023 (booking_id, court_id, player_id, coach_id, month, day_of_month, start_hour, duration_minutes, fee_paid, coaching_fee, status, is_online) VALUES (29, 3, 3, 1, 8, 12, 10, 60, 6.0, 38.0, 'played', 0);
INSERT INTO court_bookings_2023 (booking_id, court_id, player_id, coach_id, month, day_of_month, start_hour, duration_minutes, fee_paid, coaching_fee, status, is_online) VALUES (30, 16, 13, NULL, 8, 13, 9, 60, 8.5, NULL, 'played', 1);
INSERT INTO court_bookings_2023 (booking_id, court_id, player_id, coach_id, month, day_of_month, start_hour, duration_minutes, fee_paid, coaching_fee, status, is_online) VALUES (31, 1, 24, 4, 8, 23, 7, 60, 6.0, 28.0, 'played', 1);
INSERT INTO court_bookings_2023 (booking_id, court_id, player_id, coach_id, month, day_of_month, start_hour, duration_minutes, fee_paid, coaching_fee, status, is_online) VALUES (32, 8, 7, NULL, 8, 25, 17, 60, 0.0, NULL, 'cancelled', 1);
INSERT INTO court_bookings_2023 (booking_id, court_id, player_id, coach_id, month, day_of_month, start_hour, duration_minutes, fee_paid, coaching_fee, status, is_online) VALUES (33, 12, 1, 12, 9, 2, 19, 60, 8.0, 36.0, 'played', 1);
INSERT INTO court_bookings_2023 (booking_id, court_id, player_id, coach_id, month, day_of_month, start_hour, duration_minutes, fee_paid, coaching_fee, status, is_online) VALUES (34, 10, 21, 5, 9, 10, 13, 120, 8.5, 60.0, 'played', 1);
INSERT INTO court_bookings_2023 (booking_id, court_id, player_id, coach_id, month, day_of_month, start_hour, duration_minutes, fee_paid, coaching_fee, status, is_online) VALUES (35, 11, 2, 9, 9, 23, 15, 60, 4.25, 40.0, 'played', 1);
INSERT INTO court_bookings_2023 (booking_id, court_id, player_id, coach_id, month, day_of_month, start_hour, duration_minutes, fee_paid, coaching_fee, status, is_online) VALUES (36, 12, 4, 4, 10, 15, 14, 90, 0.0, 0.0, 'rained off', 1);
INSERT INTO court_bookings_2024 (booking_id, court_id, player_id, coach_id, month, day_of_month, start_hour, duration_minutes, fee_paid, coaching_fee, status, is_online) VALUES (1, 8, 13, NULL, 1, 7, 13, 90, 6.0, NULL, 'no-show', 0);
INSERT INTO court_bookings_2024 (booking_id, court_id, player_id, coach_id, month, day_of_month, start_hour, duration_minutes, fee_paid, coaching_fee, status, is_online) VALUES (2, 4, 9, NULL, 2, 23, 8, 90, 4.5, NULL, 'played', 1);
INSERT INTO court_bookings_2024 (booking_id, court_id, player_id, coach_id, month, day_of_month, start_hour, duration_minutes, fee_paid, coaching_fee, status, is_online) VALUES (3, 8, 9, NULL, 2, 24, 12, 90, 3.0, NULL, 'played', 1);
INSERT INTO court_bookings_2024 (booking_id, court_id, player_id, coach_id, month, day_of_month, start_hour, duration_minutes, fee_paid, coaching_fee, status, is_online) VALUES (4, 4, 13, 14, 3, 17, 8, 60, 6.0, 34.0, 'played', 0);
INSERT INTO court_bookings_2024 (booking_id, court_id, player_id, coach_id, month, day_of_month, start_hour, duration_minutes, fee_paid, coaching_fee, status, is_online) VALUES (5, 4, 22, 1, 3, 27, 12, 90, 9.0, 57.0, 'played', 1);
INSERT INTO court_bookings_2024 (booking_id, court_id, player_id, coach_id, month, day_of_month, start_hour, duration_minutes, fee_paid, coaching_fee, status, is_online) VALUES (6, 12, 22, 15, 4, 5, 17, 60, 8.0, 42.0, 'played', 1);
INSERT INTO court_bookings_2024 (booking_id, court_id, player_id, coach_id, month, day_of_month, start_hour, duration_minutes, fee_paid, coaching_fee, status, is_online) VALUES (7, 1, 8, 3, 4, 6, 10, 60, 6.0, 45.0, 'played', 0);
INSERT INTO court_bookings_2024 (booking_id, court_id, player_id, coach_id, month, day_of_month, start_hour, duration_minutes, fee_paid, coaching_fee, status, is_online) VALUES (8, 4, 14, NULL, 4, 8, 13, 90, 9.0, NULL, 'played', 0);
INSERT INTO court_bookings_2024 (booking_id, court_id, player_id, coach_id, month, day_of_month, start_hour, duration_minutes, fee_paid, coaching_fee, status, is_online) VALUES (9, 6, 9, 1, 5, 5, 20, 90, 7.5, 57.0, 'played', 0);
INSERT INTO court_bookings_2024 (booking_id, court_id, player_id, coach_id, month, day_of_month, start_hour, duration_minutes, fee_paid, coaching_fee, status, is_online) VALUES (10, 6, 5, NULL, 5, 8, 18, 60, 0.0, NULL, 'rained off', 0);
INSERT INTO court_bookings_2024 (booking_id, court_id, player_id, coach_id, month, day_of_month, start_hour, duration_minutes, fee_paid, coaching_fee, status, is_online) VALUES (11, 5, 14, 3, 5, 11, 11, 60, 6.5, 45.0, 'played', 0);
INSERT INTO court_bookings_2024 (booking_id, court_id, player_id, coach_id, month, day_of_month, start_hour, duration_minutes, fee_paid, coaching_fee, status, is_online) VALUES (12, 10, 4, NULL, 5, 12, 14, 60, 8.5, NULL, 'no-show', 1);
INSERT INTO court_bookings_2024 (booking_id, court_id, player_id, coach_id, month, day_of_month, start_hour, duration_minutes, fee_paid, coaching_fee, status, is_online) VALUES (13, 1, 3, 5, 5, 18, 12, 90, 9.0, 45.0, 'played', 0);
INSERT INTO court_bookings_2024 (booking_id, court_id, player_id, coach_id, month, day_of_month, start_hour, duration_minutes, fee_paid, coaching_fee, status, is_online) VALUES (14, 6, 6, 1, 5, 27, 19, 120, 20.0, 76.0, 'played', 0);
INSERT INTO court_bookings_2024 (booking_id, court_id, player_id, coach_id, month, day_of_month, start_hour, duration_minutes, fee_paid, coaching_fee, status, is_online) VALUES (15, 6, 24, NULL, 5, 28, 13, 120, 13.0, NULL, 'played', 0);
INSERT INTO court_bookings_2024 (booking_id, court_id, player_id, coach_id, month, day_of_month, start_hour, duration_minutes, fee_paid, coaching_fee, status, is_online) VALUES (16, 5, 1, NULL, 6, 10, 18, 120, 20.0, NULL, 'played', 1);
INSERT INTO court_bookings_2024 (booking_id, court_id, player_id, coach_id, month, day_of_month, start_hour, duration_minutes, fee_paid, coaching_fee, status, is_online) VALUES (17, 1, 11, NULL, 6, 14, 13, 120, 6.0, NULL, 'played', 0);
INSERT INTO court_bookings_2024 (booking_id, court_id, player_id, coach_id, month, day_of_month, start_hour, duration_minutes, fee_paid, coaching_fee, status, is_online) VALUES (18, 8, 6, 3, 6, 15, 9, 60, 4.0, 45.0, 'played', 0);
INSERT INTO court_bookings_2024 (booking_id, court_id, player_id, coach_id, month, day_of_month, start_hour, duration_minutes, fee_paid, coaching_fee, status, is_online) VALUES (19, 10, 20, 2, 6, 18, 14, 120, 17.0, 64.0, 'played', 1);
INSERT INTO court_bookings_2024 (booking_id, court_id, player_id, coach_id, month, day_of_month, start_hour, duration_minutes, fee_paid, coaching_fee, status, is_online) VALUES (20, 10, 1, 6, 6, 19, 10, 60, 0.0, 0.0, 'rained off', 1);
INSERT INTO court_bookings_2024 (booking_id, court_id, player_id, coach_id, month, day_of_month, start_hour, duration_minutes, fee_paid, coaching_fee, status, is_online) VALUES (21, 12, 6, NULL, 6, 21, 15, 120, 0.0, NULL, 'rained off', 1);
INSERT INTO court_bookings_2024 (booking_id, court_id, player_id, coach_id, month, day_of_month, start_hour, duration_minutes, fee_paid, coaching_fee, status, is_online) VALUES (22, 7, 24, NULL, 6, 22, 13, 60, 7.0, NULL, 'played', 0);
INSERT INTO court_bookings_2024 (booking_id, court_id, player_id, coach_id, month, day_of_month, start_hour, duration_minutes, fee_paid, coaching_fee, status, is_online) VALUES (23, 12, 16, NULL, 6, 26, 9, 90, 8.25, NULL, 'played', 1);
INSERT INTO court_bookings_2024 (booking_id, court_id, player_id, coach_id, month, day_of_month, start_hour, duration_minutes, fee_paid, coaching_fee, status, is_online) VALUES (24, 16, 2, NULL, 7, 2, 16, 60, 4.25, NULL, 'played', 0);
INSERT INTO court_bookings_2024 (booking_id, court_id, player_id, coach_id, month, day_of_month, start_hour, duration_minutes, fee_paid, coaching_fee, status, is_online) VALUES (25, 9, 5, NULL, 7, 4, 10, 120, 4.0, NULL, 'played', 0);
INSERT INTO court_bookings_2024 (booking_id, court_id, player_id, coach_id, month, day_of_month, start_hour, duration_minutes, fee_paid, coaching_fee, status, is_online) VALUES (26, 8, 1, NULL, 7, 5, 12, 60, 0.0, NULL, 'rained off', 1);
INSERT INTO court_bookings_2024 (booking_id, court_id, player_id, coach_id, month, day_of_month, start_hour, duration_minutes, fee_paid, coaching_fee, status, is_online) VALUES (27, 4, 1, 5, 7, 5, 17, 60, 9.0, 30.0, 'played', 1);
INSERT INTO court_bookings_2024 (booking_id, court_id, player_id, coach_id, month, day_of_month, start_hour, duration_minutes, fee_paid, coaching_fee, status, is_online) VALUES (28, 5, 9, NULL, 7, 11, 20, 60, 5.0, NULL, 'played', 1);
INSERT INTO court_bookings_2024 (booking_id, court_id, player_id, coach_id, month, day_of_month, start_hour, duration_minutes, fee_paid, coaching_fee, status, is_online) VALUES (29, 10, 1, 3, 7, 20, 10, 90, 12.75, 67.5, 'played', 0);
INSERT INTO court_bookings_2024 (booking_id, court_id, player_id, coach_id, month, day_of_month, start_hour, duration_minutes, fee_paid, coaching_fee, status, is_online) VALUES (30, 4, 16, NULL, 7, 23, 7, 90, 9.0, NULL, 'played', 0);
INSERT INTO court_bookings_2024 (booking_id, court_id, player_id, coach_id, month, day_of_month, start_hour, duration_minutes, fee_paid, coaching_fee, status, is_online) VALUES (31, 11, 19, 10, 7, 28, 8, 60, 8.5, 29.0, 'played', 0);
INSERT INTO court_bookings_2024 (booking_id, court_id, player_id, coach_id, month, day_of_month, start_hour, duration_minutes, fee_paid, coaching_fee, status, is_online) VALUES (32, 15, 12, 3, 8, 3, 14, 60, 9.0, 45.0, 'played', 1);
INSERT INTO court_bookings_2024 (booking_id, court_id, player_id, coach_id, month, day_of_month, start_hour, duration_minutes, fee_paid, coaching_fee, status, is_online) VALUES (33, 8, 4, NULL, 8, 10, 16, 90, 0.0, NULL, 'rained off', 0);
INSERT INTO court_bookings_2024 (booking_id, court_id, player_id, coach_id, month, day_of_month, start_hour, duration_minutes, fee_paid, coaching_fee, status, is_online) VALUES (34, 5, 5, NULL, 8, 12, 19, 120, 10.0, NULL, 'played', 1);
INSERT INTO court_bookings_2024 (booking_id, court_id, player_id, coach_id, month, day_of_month, start_hour, duration_minutes, fee_paid, coaching_fee, status, is_online) VALUES (35, 9, 14, NULL, 8, 24, 9, 60, 4.0, NULL, 'played', 1);
INSERT INTO court_bookings_2024 (booking_id, court_id, player_id, coach_id, month, day_of_month, start_hour, duration_minutes, fee_paid, coaching_fee, status, is_online) VALUES (36, 7, 14, NULL, 8, 24, 11, 60, 7.0, NULL, 'played', 0);
INSERT INTO court_bookings_2024 (booking_id, court_id, player_id, coach_id, month, day_of_month, start_hour, duration_minutes, fee_paid, coaching_fee, status, is_online) VALUES (37, 4, 23, 15, 9, 2, 16, 90, 4.5, 63.0, 'played', 1);
INSERT INTO court_bookings_2024 (booking_id, court_id, player_id, coach_id, month, day_of_month, start_hour, duration_minutes, fee_paid, coaching_fee, status, is_online) VALUES (38, 11, 6, NULL, 9, 15, 13, 120, 17.0, NULL, 'played', 0);
INSERT INTO court_bookings_2024 (booking_id, court_id, player_id, coach_id, month, day_of_month, start_hour, duration_minutes, fee_paid, coaching_fee, status, is_online) VALUES (39, 16, 21, NULL, 9, 16, 16, 90, 6.38, NULL, 'played', 0);
INSERT INTO court_bookings_2024 (booking_id, court_id, player_id, coach_id, month, day_of_month, start_hour, duration_minutes, fee_paid, coaching_fee, status, is_online) VALUES (40, 10, 20, NULL, 9, 21, 9, 60, 8.5, NULL, 'played', 1);
INSERT INTO court_bookings_2024 (booking_id, court_id, player_id, coach_id, month, day_of_month, start_hour, duration_minutes, fee_paid, coaching_fee, status, is_online) VALUES (41, 16, 16, 2, 9, 22, 12, 60, 8.5, 32.0, 'played', 1);
INSERT INTO court_bookings_2024 (booking_id, court_id, player_id, coach_id, month, day_of_month, start_hour, duration_minutes, fee_paid, coaching_fee, status, is_online) VALUES (42, 1, 5, NULL, 9, 27, 10, 60, 3.0, NULL, 'played', 1);
INSERT INTO court_bookings_2024 (booking_id, court_id, player_id, coach_id, month, day_of_month, start_hour, duration_minutes, fee_paid, coaching_fee, status, is_online) VALUES (43, 3, 6, NULL, 10, 13, 14, 120, 12.0, NULL, 'played', 1);
INSERT INTO court_bookings_2024 (booking_id, court_id, player_id, coach_id, month, day_of_month, start_hour, duration_minutes, fee_paid, coaching_fee, status, is_online) VALUES (44, 8, 13, 10, 10, 22, 8, 90, 6.0, 43.5, 'played', 1);
INSERT INTO court_bookings_2024 (booking_id, court_id, player_id, coach_id, month, day_of_month, start_hour, duration_minutes, fee_paid, coaching_fee, status, is_online) VALUES (45, 3, 12, NULL, 11, 3, 9, 120, 12.0, NULL, 'played', 1);
INSERT INTO court_bookings_2024 (booking_id, court_id, player_id, coach_id, month, day_of_month, start_hour, duration_minutes, fee_paid, coaching_fee, status, is_online) VALUES (46, 11, 6, NULL, 11, 19, 10, 120, 17.0, NULL, 'no-show', 1);
INSERT INTO court_bookings_2025 (booking_id, court_id, player_id, coach_id, month, day_of_month, start_hour, duration_minutes, fee_paid, coaching_fee, status, is_online) VALUES (1, 5, 8, NULL, 1, 17, 18, 90, 15.0, NULL, 'played', 1);
INSERT INTO court_bookings_2025 (booking_id, court_id, player_id, coach_id, month, day_of_month, start_hour, duration_minutes, fee_paid, coaching_fee, status, is_online) VALUES (2, 2, 14, 6, 1, 25, 20, 90, 13.5, 52.5, 'played', 1);
INSERT INTO court_bookings_2025 (booking_id, court_id, player_id, coach_id, month, day_of_month, start_hour, duration_minutes, fee_paid, coaching_fee, status, is_online) VALUES (3, 12, 8, 15, 4, 7, 19, 90, 12.0, 63.0, 'played', 1);
INSERT INTO court_bookings_2025 (booking_id, court_id, player_id, coach_id, month, day_of_month, start_hour, duration_minutes, fee_paid, coaching_fee, status, is_online) VALUES (4, 1, 21, 7, 4, 15, 7, 120, 6.0, 52.0, 'played', 0);
INSERT INTO court_bookings_2025 (booking_id, court_id, player_id, coach_id, month, day_of_month, start_hour, duration_minutes, fee_paid, coaching_fee, status, is_online) VALUES (5, 8, 3, NULL, 4, 18, 10, 90, 6.0, NULL, 'played', 0);
INSERT INTO court_bookings_2025 (booking_id, court_id, player_id, coach_id, month, day_of_month, start_hour, duration_minutes, fee_paid, coaching_fee, status, is_online) VALUES (6, 3, 14, 6, 4, 19, 16, 60, 6.0, 35.0, 'played', 1);
INSERT INTO court_bookings_2025 (booking_id, court_id, player_id, coach_id, month, day_of_month, start_hour, duration_minutes, fee_paid, coaching_fee, status, is_online) VALUES (7, 3, 20, 4, 5, 1, 9, 90, 9.0, 42.0, 'played', 0);
INSERT INTO court_bookings_2025 (booking_id, court_id, player_id, coach_id, month, day_of_month, start_hour, duration_minutes, fee_paid, coaching_fee, status, is_online) VALUES (8, 3, 22, 2, 5, 1, 11, 60, 6.0, 32.0, 'played', 1);
INSERT INTO court_bookings_2025 (booking_id, court_id, player_id, coach_id, month, day_of_month, start_hour, duration_minutes, fee_paid, coaching_fee, status, is_online) VALUES (9, 4, 9, NULL, 5, 4, 12, 120, 6.0, NULL, 'played', 1);
INSERT INTO court_bookings_2025 (booking_id, court_id, player_id, coach_id, month, day_of_month, start_hour, duration_minutes, fee_paid, coaching_fee, status, is_online) VALUES (10, 7, 24, NULL, 5, 11, 11, 90, 0.0, NULL, 'cancelled', 1);
INSERT INTO court_bookings_2025 (booking_id, court_id, player_id, coach_id, month, day_of_month, start_hour, duration_minutes, fee_paid, coaching_fee, status, is_online) VALUES (11, 13, 17, 14, 5, 17, 18, 60, 5.5, 34.0, 'played', 1);
INSERT INTO court_bookings_2025 (booking_id, court_id, player_id, coach_id, month, day_of_month, start_hour, duration_minutes, fee_paid, coaching_fee, status, is_online) VALUES (12, 2, 1, NULL, 5, 18, 15, 60, 6.0, NULL, 'no-show', 1);
INSERT INTO court_bookings_2025 (booking_id, court_id, player_id, coach_id, month, day_of_month, start_hour, duration_minutes, fee_paid, coaching_fee, status, is_online) VALUES (13, 5, 16, NULL, 5, 18, 17, 60, 10.0, NULL, 'played', 0);
INSERT INTO court_bookings_2025 (booking_id, court_id, player_id, coach_id, month, day_of_month, start_hour, duration_minutes, fee_paid, coaching_fee, status, is_online) VALUES (14, 1, 12, NULL, 5, 21, 9, 120, 12.0, NULL, 'no-show', 1);
INSERT INTO court_bookings_2025 (booking_id, court_id, player_id, coach_id, month, day_of_month, start_hour, duration_minutes, fee_paid, coaching_fee, status, is_online) VALUES (15, 4, 7, 7, 5, 24, 16, 120, 12.0, 52.0, 'played', 1);
INSERT INTO court_bookings_2025 (booking_id, court_id, player_id, coach_id, month, day_of_month, start_hour, duration_minutes, fee_paid, coaching_fee, status, is_online) VALUES (16, 13, 3, 2, 5, 26, 18, 60, 11.0, 32.0, 'played', 1);
INSERT INTO court_bookings_2025 (booking_id, court_id, player_id, coach_id, month, day_of_month, start_hour, duration_minutes, fee_paid, coaching_fee, status, is_online) VALUES (17, 14, 5, NULL, 6, 1, 11, 60, 3.5, NULL, 'played', 1);
INSERT INTO court_bookings_2025 (booking_id, court_id, player_id, coach_id, month, day_of_month, start_hour, duration_minutes, fee_paid, coaching_fee, status, is_online) VALUES (18, 14, 1, 14, 6, 6, 9, 60, 0.0, 0.0, 'cancelled', 0);
INSERT INTO court_bookings_2025 (booking_id, court_id, player_id, coach_id, month, day_of_month, start_hour, duration_minutes, fee_paid, coaching_fee, status, is_online) VALUES (19, 3, 9, NULL, 6, 6, 14, 60, 3.0, NULL, 'played', 1);
INSERT INTO court_bookings_2025 (booking_id, court_id, player_id, coach_id, month, day_of_month, start_hour, duration_minutes, fee_paid, coaching_fee, status, is_online) VALUES (20, 1, 13, NULL, 6, 8, 12, 60, 6.0, NULL, 'played', 0);
INSERT INTO court_bookings_2025 (booking_id, court_id, player_id, coach_id, month, day_of_month, start_hour, duration_minutes, fee_paid, coaching_fee, status, is_online) VALUES (21, 11, 6, NULL, 6, 9, 16, 120, 17.0, NULL, 'played', 1);
INSERT INTO court_bookings_2025 (booking_id, court_id, player_id, coach_id, month, day_of_month, start_hour, duration_minutes, fee_paid, coaching_fee, status, is_online) VALUES (22, 12, 22, 14, 6, 9, 19, 60, 8.0, 34.0, 'played', 0);
INSERT INTO court_bookings_2025 (booking_id, court_id, player_id, coach_id, month, day_of_month, start_hour, duration_minutes, fee_paid, coaching_fee, status, is_online) VALUES (23, 13, 11, 5, 6, 13, 16, 60, 0.0, 0.0, 'cancelled', 1);
INSERT INTO court_bookings_2025 (booking_id, court_id, player_id, coach_id, month, day_of_month, start_hour, duration_minutes, fee_paid, coaching_fee, status, is_online) VALUES (24, 4, 9, NULL, 6, 15, 9, 90, 4.5, NULL, 'played', 1);
INSERT INTO court_bookings_2025 (booking_id, court_id, player_id, coach_id, month, day_of_month, start_hour, duration_minutes, fee_paid, coaching_fee, status, is_online) VALUES (25, 5, 7, NULL, 6, 16, 18, 90, 0.0, NULL, 'rained off', 1);
INSERT INTO court_bookings_2025 (booking_id, court_id, player_id, coach_id, month, day_of_month, start_hour, duration_minutes, fee_paid, coaching_fee, status, is_online) VALUES (26, 15, 21, 14, 6, 19, 15, 90, 6.75, 51.0, 'played', 0);
INSERT INTO court_bookings_2025 (booking_id, court_id, player_id, coach_id, month, day_of_month, start_hour, duration_minutes, fee_paid, coaching_fee, status, is_online) VALUES (27, 7, 16, 4, 6, 20, 12, 90, 10.5, 42.0, 'no-show', 1);
INSERT INTO court_bookings_2025 (booking_id, court_id, player_id, coach_id, month, day_of_month, start_hour, duration_minutes, fee_paid, coaching_fee, status, is_online) VALUES (28, 4, 15, 12, 6, 20, 14, 60, 3.0, 36.0, 'played', 1);
INSERT INTO court_bookings_2025 (booking_id, court_id, player_id, coach_id, month, day_of_month, start_hour, duration_minutes, fee_paid, coaching_fee, status, is_online) VALUES (29, 2, 15, 4, 7, 5, 7, 120, 6.0, 56.0, 'played', 0);
INSERT INTO court_bookings_2025 (booking_id, court_id, player_id, coach_id, month, day_of_month, start_hour, duration_minutes, fee_paid, coaching_fee, status, is_online) VALUES (30, 2, 21, NULL, 7, 5, 13, 120, 0.0, NULL, 'cancelled', 1);
INSERT INTO court_bookings_2025 (booking_id, court_id, player_id, coach_id, month, day_of_month, start_hour, duration_minutes, fee_paid, coaching_fee, status, is_online) VALUES (31, 16, 11, NULL, 7, 7, 8, 60, 4.25, NULL, 'played', 1);
INSERT INTO court_bookings_2025 (booking_id, court_id, player_id, coach_id, month, day_of_month, start_hour, duration_minutes, fee_paid, coaching_fee, status, is_online) VALUES (32, 7, 13, NULL, 7, 25, 15, 120, 14.0, NULL, 'played', 1);
INSERT INTO court_bookings_2025 (booking_id, court_id, player_id, coach_id, month, day_of_month, start_hour, duration_minutes, fee_paid, coaching_fee, status, is_online) VALUES (33, 14, 16, NULL, 8, 3, 18, 90, 16.5, NULL, 'played', 1);
INSERT INTO court_bookings_2025 (booking_id, court_id, player_id, coach_id, month, day_of_month, start_hour, duration_minutes, fee_paid, coaching_fee, status, is_online) VALUES (34, 1, 12, NULL, 8, 5, 9, 90, 9.0, NULL, 'played', 1);
INSERT INTO court_bookings_2025 (booking_id, court_id, player_id, coach_id, month, day_of_month, start_hour, duration_minutes, fee_paid, coaching_fee, status, is_online) VALUES (35, 15, 20, 14, 8, 6, 11, 90, 13.5, 51.0, 'played', 1);
INSERT INTO court_bookings_2025 (booking_id, court_id, player_id, coach_id, month, day_of_month, start_hour, duration_minutes, fee_paid, coaching_fee, status, is_online) VALUES (36, 5, 16, NULL, 8, 19, 20, 60, 10.0, NULL, 'played', 1);
INSERT INTO court_bookings_2025 (booking_id, court_id, player_id, coach_id, month, day_of_month, start_hour, duration_minutes, fee_paid, coaching_fee, status, is_online) VALUES (37, 7, 7, NULL, 8, 26, 11, 90, 10.5, NULL, 'played', 1);
INSERT INTO court_bookings_2025 (booking_id, court_id, player_id, coach_id, month, day_of_month, start_hour, duration_minutes, fee_paid, coaching_fee, status, is_online) VALUES (38, 13, 21, NULL, 8, 27, 18, 90, 8.25, NULL, 'no-show', 1);
INSERT INTO court_bookings_2025 (booking_id, court_id, player_id, coach_id, month, day_of_month, start_hour, duration_minutes, fee_paid, coaching_fee, status, is_online) VALUES (39, 13, 1, NULL, 9, 1, 10, 90, 10.5, NULL, 'no-show', 1);
INSERT INTO court_bookings_2025 (booking_id, court_id, player_id, coach_id, month, day_of_month, start_hour, duration_minutes, fee_paid, coaching_fee, status, is_online) VALUES (40, 1, 14, NULL, 9, 3, 8, 60, 6.0, NULL, 'played', 1);
INSERT INTO court_bookings_2025 (booking_id, court_id, player_id, coach_id, month, day_of_month, start_hour, duration_minutes, fee_paid, coaching_fee, status, is_online) VALUES (41, 1, 18, 1, 9, 4, 9, 90, 9.0, 57.0, 'played', 1);
INSERT INTO court_bookings_2025 (booking_id, court_id, player_id, coach_id, month, day_of_month, start_hour, duration_minutes, fee_paid, coaching_fee, status, is_online) VALUES (42, 5, 20, 10, 9, 9, 13, 60, 6.5, 29.0, 'played', 1);
INSERT INTO court_bookings_2025 (booking_id, court_id, player_id, coach_id, month, day_of_month, start_hour, duration_minutes, fee_paid, coaching_fee, status, is_online) VALUES (43, 14, 14, NULL, 9, 18, 17, 60, 11.0, NULL, 'no-show', 1);
INSERT INTO court_bookings_2025 (booking_id, court_id, player_id, coach_id, month, day_of_month, start_hour, duration_minutes, fee_paid, coaching_fee, status, is_online) VALUES (44, 7, 23, NULL, 9, 20, 16, 60, 3.5, NULL, 'no-show', 1);
INSERT INTO court_bookings_2025 (booking_id, court_id, player_id, coach_id, month, day_of_month, start_hour, duration_minutes, fee_paid, coaching_fee, status, is_online) VALUES (45, 6, 16, 9, 9, 22, 14, 60, 6.5, 40.0, 'played', 0);
INSERT INTO court_bookings_2025 (booking_id, court_id, player_id, coach_id, month, day_of_month, start_hour, duration_minutes, fee_paid, coaching_fee, status, is_online) VALUES (46, 3, 14, 13, 9, 27, 10, 60, 6.0, 27.0, 'played', 1);
INSERT INTO court_bookings_2025 (booking_id, court_id, player_id, coach_id, month, day_of_month, start_hour, duration_minutes, fee_paid, coaching_fee, status, is_online) VALUES (47, 13, 8, NULL, 10, 16, 8, 60, 7.0, NULL, 'played', 1);
INSERT INTO court_bookings_2025 (booking_id, court_id, player_id, coach_id, month, day_of_month, start_hour, duration_minutes, fee_paid, coaching_fee, status, is_online) VALUES (48, 13, 1, 2, 10, 16, 9, 120, 14.0, 64.0, 'played', 0);
INSERT INTO court_bookings_2025 (booking_id, court_id, player_id, coach_id, month, day_of_month, start_hour, duration_minutes, fee_paid, coaching_fee, status, is_online) VALUES (49, 6, 12, 4, 11, 10, 12, 60, 6.5, 28.0, 'played', 1);
INSERT INTO court_bookings_2025 (booking_id, court_id, player_id, coach_id, month, day_of_month, start_hour, duration_minutes, fee_paid, coaching_fee, status, is_online) VALUES (50, 3, 17, 14, 11, 14, 16, 60, 3.0, 34.0, 'played', 0);
INSERT INTO court_bookings_2025 (booking_id, court_id, player_id, coach_id, month, day_of_month, start_hour, duration_minutes, fee_paid, coaching_fee, status, is_online) VALUES (51, 3, 16, NULL, 12, 1, 17, 60, 9.0, NULL, 'no-show', 1);
INSERT INTO court_bookings_2025 (booking_id, court_id, player_id, coach_id, month, day_of_month, start_hour, duration_minutes, fee_paid, coaching_fee, status, is_online) VALUES (52, 1, 3, 13, 12, 25, 17, 60, 9.0, 27.0, 'played', 1);
COMMIT;
