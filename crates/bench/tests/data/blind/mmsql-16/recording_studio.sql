-- recording_studio: three-site recording and rehearsal studio business (Bristol, Manchester, Leeds), 2023-2024
BEGIN TRANSACTION;
CREATE TABLE rooms (
  room_id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  site_town TEXT NOT NULL,
  room_type TEXT NOT NULL,
  capacity INTEGER NOT NULL,
  hourly_rate REAL NOT NULL,
  day_rate REAL, -- NULL = day rate not offered, hourly booking only
  is_piano_fitted INTEGER NOT NULL CHECK (is_piano_fitted IN (0,1)),
  refurbished_date TEXT -- NULL = never refurbished since the site opened
);
CREATE TABLE engineers (
  engineer_id INTEGER PRIMARY KEY,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  specialism TEXT NOT NULL,
  home_site TEXT NOT NULL,
  day_rate REAL NOT NULL,
  start_date TEXT NOT NULL,
  mobile TEXT -- NULL = no mobile number on file
);
CREATE TABLE artists (
  artist_id INTEGER PRIMARY KEY,
  act_name TEXT NOT NULL,
  contact_first_name TEXT NOT NULL,
  contact_last_name TEXT NOT NULL,
  genre TEXT NOT NULL,
  home_town TEXT NOT NULL,
  label TEXT, -- NULL = unsigned, no record label
  first_booked_date TEXT NOT NULL
);
CREATE TABLE sessions (
  session_id INTEGER PRIMARY KEY,
  room_id INTEGER NOT NULL REFERENCES rooms(room_id),
  artist_id INTEGER NOT NULL REFERENCES artists(artist_id),
  engineer_id INTEGER REFERENCES engineers(engineer_id), -- NULL = self-engineered, no studio engineer booked
  booked_on TEXT NOT NULL,
  session_date TEXT NOT NULL,
  hours REAL NOT NULL,
  room_charge REAL NOT NULL,
  engineer_fee REAL, -- NULL = no engineer booked, so no fee
  is_cancelled INTEGER NOT NULL CHECK (is_cancelled IN (0,1))
);
CREATE TABLE invoices (
  invoice_id INTEGER PRIMARY KEY,
  artist_id INTEGER NOT NULL REFERENCES artists(artist_id),
  issued_date TEXT NOT NULL,
  due_date TEXT NOT NULL,
  paid_date TEXT, -- NULL = not paid yet
  net_amount REAL NOT NULL,
  vat_amount REAL NOT NULL,
  is_disputed INTEGER NOT NULL CHECK (is_disputed IN (0,1))
);
CREATE TABLE tracks (
  track_id INTEGER PRIMARY KEY,
  artist_id INTEGER NOT NULL REFERENCES artists(artist_id),
  session_id INTEGER REFERENCES sessions(session_id), -- NULL = recorded elsewhere, brought in for mixing or mastering only
  title TEXT NOT NULL,
  duration_seconds INTEGER NOT NULL,
  bpm INTEGER, -- NULL = tempo not logged
  mastered_date TEXT, -- NULL = not mastered yet
  is_single INTEGER NOT NULL CHECK (is_single IN (0,1))
);
INSERT INTO rooms (room_id, name, site_town, room_type, capacity, hourly_rate, day_rate, is_piano_fitted, refurbished_date) VALUES (1, 'Studio One', 'Bristol', 'live room', 12, 65.0, 480.0, 1, '2021-02-15');
INSERT INTO rooms (room_id, name, site_town, room_type, capacity, hourly_rate, day_rate, is_piano_fitted, refurbished_date) VALUES (2, 'Studio One Plus', 'Bristol', 'live room', 20, 90.0, 680.0, 1, '2023-01-09');
INSERT INTO rooms (room_id, name, site_town, room_type, capacity, hourly_rate, day_rate, is_piano_fitted, refurbished_date) VALUES (3, 'The Booth', 'Bristol', 'vocal booth', 2, 30.0, NULL, 0, NULL);
INSERT INTO rooms (room_id, name, site_town, room_type, capacity, hourly_rate, day_rate, is_piano_fitted, refurbished_date) VALUES (4, 'Control B', 'Bristol', 'mix room', 4, 55.0, 400.0, 0, '2022-06-20');
INSERT INTO rooms (room_id, name, site_town, room_type, capacity, hourly_rate, day_rate, is_piano_fitted, refurbished_date) VALUES (5, 'Mastering Suite', 'Bristol', 'mastering suite', 3, 70.0, 520.0, 0, '2020-11-02');
INSERT INTO rooms (room_id, name, site_town, room_type, capacity, hourly_rate, day_rate, is_piano_fitted, refurbished_date) VALUES (6, 'Mill Room', 'Manchester', 'live room', 15, 70.0, 520.0, 1, '2019-08-12');
INSERT INTO rooms (room_id, name, site_town, room_type, capacity, hourly_rate, day_rate, is_piano_fitted, refurbished_date) VALUES (7, 'Mill Room Plus', 'Manchester', 'live room', 25, 95.0, 720.0, 1, NULL);
INSERT INTO rooms (room_id, name, site_town, room_type, capacity, hourly_rate, day_rate, is_piano_fitted, refurbished_date) VALUES (8, 'Weaver''s Booth', 'Manchester', 'vocal booth', 2, 28.0, NULL, 0, '2022-03-01');
INSERT INTO rooms (room_id, name, site_town, room_type, capacity, hourly_rate, day_rate, is_piano_fitted, refurbished_date) VALUES (9, 'Loom Mix', 'Manchester', 'mix room', 4, 50.0, 380.0, 0, NULL);
INSERT INTO rooms (room_id, name, site_town, room_type, capacity, hourly_rate, day_rate, is_piano_fitted, refurbished_date) VALUES (10, 'Rehearsal 1', 'Manchester', 'rehearsal room', 8, 18.0, NULL, 0, '2018-05-14');
INSERT INTO rooms (room_id, name, site_town, room_type, capacity, hourly_rate, day_rate, is_piano_fitted, refurbished_date) VALUES (11, 'Headingley Hall', 'Leeds', 'live room', 18, 75.0, 560.0, 1, '2024-01-22');
INSERT INTO rooms (room_id, name, site_town, room_type, capacity, hourly_rate, day_rate, is_piano_fitted, refurbished_date) VALUES (12, 'Kirkstall Booth', 'Leeds', 'vocal booth', 2, 30.0, NULL, 0, NULL);
INSERT INTO rooms (room_id, name, site_town, room_type, capacity, hourly_rate, day_rate, is_piano_fitted, refurbished_date) VALUES (13, 'Aire Mix', 'Leeds', 'mix room', 5, 55.0, 410.0, 0, '2021-09-27');
INSERT INTO rooms (room_id, name, site_town, room_type, capacity, hourly_rate, day_rate, is_piano_fitted, refurbished_date) VALUES (14, 'Rehearsal 2', 'Leeds', 'rehearsal room', 8, 16.0, NULL, 0, NULL);
INSERT INTO rooms (room_id, name, site_town, room_type, capacity, hourly_rate, day_rate, is_piano_fitted, refurbished_date) VALUES (15, 'Rehearsal 3', 'Bristol', 'rehearsal room', 10, 20.0, NULL, 1, '2023-07-03');
INSERT INTO engineers (engineer_id, first_name, last_name, specialism, home_site, day_rate, start_date, mobile) VALUES (1, 'Jess', 'Marlow', 'tracking', 'Bristol', 320.0, '2016-09-05', '07700 900111');
INSERT INTO engineers (engineer_id, first_name, last_name, specialism, home_site, day_rate, start_date, mobile) VALUES (2, 'Dan', 'Whitfield', 'mixing', 'Bristol', 360.0, '2014-04-22', '07700 900112');
INSERT INTO engineers (engineer_id, first_name, last_name, specialism, home_site, day_rate, start_date, mobile) VALUES (3, 'Ifeoma', 'Obi', 'mastering', 'Bristol', 400.0, '2018-01-08', NULL);
INSERT INTO engineers (engineer_id, first_name, last_name, specialism, home_site, day_rate, start_date, mobile) VALUES (4, 'Callum', 'Reid', 'tracking', 'Manchester', 300.0, '2019-06-17', '07700 900114');
INSERT INTO engineers (engineer_id, first_name, last_name, specialism, home_site, day_rate, start_date, mobile) VALUES (5, 'Rosa', 'Delgado', 'mixing', 'Manchester', 340.0, '2017-02-13', '07700 900115');
INSERT INTO engineers (engineer_id, first_name, last_name, specialism, home_site, day_rate, start_date, mobile) VALUES (6, 'Marcus', 'Fenn', 'live sound', 'Manchester', 260.0, '2020-10-01', '07700 900116');
INSERT INTO engineers (engineer_id, first_name, last_name, specialism, home_site, day_rate, start_date, mobile) VALUES (7, 'Leah', 'Sutton', 'tracking', 'Leeds', 310.0, '2021-03-29', NULL);
INSERT INTO engineers (engineer_id, first_name, last_name, specialism, home_site, day_rate, start_date, mobile) VALUES (8, 'Dan', 'Okoro', 'mixing', 'Leeds', 350.0, '2015-11-09', '07700 900118');
INSERT INTO engineers (engineer_id, first_name, last_name, specialism, home_site, day_rate, start_date, mobile) VALUES (9, 'Harriet', 'Coe', 'mastering', 'Manchester', 390.0, '2016-05-30', '07700 900119');
INSERT INTO engineers (engineer_id, first_name, last_name, specialism, home_site, day_rate, start_date, mobile) VALUES (10, 'Sunil', 'Varma', 'tracking', 'Bristol', 300.0, '2022-08-15', '07700 900120');
INSERT INTO engineers (engineer_id, first_name, last_name, specialism, home_site, day_rate, start_date, mobile) VALUES (11, 'Tash', 'Brennan', 'live sound', 'Leeds', 250.0, '2023-01-16', '07700 900121');
INSERT INTO engineers (engineer_id, first_name, last_name, specialism, home_site, day_rate, start_date, mobile) VALUES (12, 'Owen', 'Pryce', 'mixing', 'Bristol', 330.0, '2019-09-02', NULL);
INSERT INTO engineers (engineer_id, first_name, last_name, specialism, home_site, day_rate, start_date, mobile) VALUES (13, 'Kate', 'Lindqvist', 'tracking', 'Manchester', 290.0, '2023-06-05', '07700 900123');
INSERT INTO engineers (engineer_id, first_name, last_name, specialism, home_site, day_rate, start_date, mobile) VALUES (14, 'Femi', 'Adeyemi', 'mastering', 'Leeds', 380.0, '2020-02-24', '07700 900124');
INSERT INTO engineers (engineer_id, first_name, last_name, specialism, home_site, day_rate, start_date, mobile) VALUES (15, 'Nell', 'Garside', 'tracking', 'Leeds', 280.0, '2024-02-12', '07700 900125');
INSERT INTO artists (artist_id, act_name, contact_first_name, contact_last_name, genre, home_town, label, first_booked_date) VALUES (1, 'The Gull Choir', 'Jess', 'Okafor', 'folk', 'Bristol', NULL, '2020-07-04');
INSERT INTO artists (artist_id, act_name, contact_first_name, contact_last_name, genre, home_town, label, first_booked_date) VALUES (2, 'Velvet Tram', 'Sam', 'Hollis', 'indie', 'Manchester', 'Northern Wire Records', '2020-09-24');
INSERT INTO artists (artist_id, act_name, contact_first_name, contact_last_name, genre, home_town, label, first_booked_date) VALUES (3, 'Mossbank', 'Eilidh', 'Fraser', 'folk rock', 'Leeds', NULL, '2021-09-04');
INSERT INTO artists (artist_id, act_name, contact_first_name, contact_last_name, genre, home_town, label, first_booked_date) VALUES (4, 'Concrete Orchard', 'Dan', 'Feeney', 'post-punk', 'Bristol', 'Harbourside Sounds', '2022-09-01');
INSERT INTO artists (artist_id, act_name, contact_first_name, contact_last_name, genre, home_town, label, first_booked_date) VALUES (5, 'Lantern Seven', 'Grace', 'Amadi', 'soul', 'London', 'Brightline Music', '2020-05-04');
INSERT INTO artists (artist_id, act_name, contact_first_name, contact_last_name, genre, home_town, label, first_booked_date) VALUES (6, 'Pylon Hearts', 'Rob', 'Tate', 'indie', 'Leeds', NULL, '2019-04-09');
INSERT INTO artists (artist_id, act_name, contact_first_name, contact_last_name, genre, home_town, label, first_booked_date) VALUES (7, 'Marigold Static', 'Anya', 'Petrova', 'electronic', 'Manchester', 'Northern Wire Records', '2021-03-15');
INSERT INTO artists (artist_id, act_name, contact_first_name, contact_last_name, genre, home_town, label, first_booked_date) VALUES (8, 'Ten Foot Heron', 'Will', 'Dacre', 'folk', 'Hebden Bridge', NULL, '2021-04-16');
INSERT INTO artists (artist_id, act_name, contact_first_name, contact_last_name, genre, home_town, label, first_booked_date) VALUES (9, 'Saltmarsh', 'Kate', 'Moyles', 'folk rock', 'Bristol', 'Harbourside Sounds', '2022-05-30');
INSERT INTO artists (artist_id, act_name, contact_first_name, contact_last_name, genre, home_town, label, first_booked_date) VALUES (10, 'Basement Tapes Collective', 'Marcus', 'Lowe', 'jazz', 'Manchester', NULL, '2022-06-12');
INSERT INTO artists (artist_id, act_name, contact_first_name, contact_last_name, genre, home_town, label, first_booked_date) VALUES (11, 'Ruby Ferns', 'Ruby', 'Fernandes', 'singer-songwriter', 'Cardiff', NULL, '2020-11-22');
INSERT INTO artists (artist_id, act_name, contact_first_name, contact_last_name, genre, home_town, label, first_booked_date) VALUES (12, 'Iron Kettle', 'Joe', 'Barlow', 'metal', 'Sheffield', 'Steelyard Records', '2021-11-27');
INSERT INTO artists (artist_id, act_name, contact_first_name, contact_last_name, genre, home_town, label, first_booked_date) VALUES (13, 'Holloway Brass', 'Priti', 'Desai', 'brass band', 'Leeds', NULL, '2021-12-16');
INSERT INTO artists (artist_id, act_name, contact_first_name, contact_last_name, genre, home_town, label, first_booked_date) VALUES (14, 'Sundial Club', 'Leah', 'Grant', 'indie', 'Bristol', 'Brightline Music', '2020-10-12');
INSERT INTO artists (artist_id, act_name, contact_first_name, contact_last_name, genre, home_town, label, first_booked_date) VALUES (15, 'The Quiet Cartographers', 'Tom', 'Ellery', 'post-rock', 'York', NULL, '2020-03-08');
INSERT INTO artists (artist_id, act_name, contact_first_name, contact_last_name, genre, home_town, label, first_booked_date) VALUES (16, 'Kiln', 'Oona', 'Walsh', 'electronic', 'Bristol', NULL, '2022-02-10');
INSERT INTO artists (artist_id, act_name, contact_first_name, contact_last_name, genre, home_town, label, first_booked_date) VALUES (17, 'Northern Sparrows', 'Callum', 'Price', 'folk', 'Manchester', 'Northern Wire Records', '2020-12-09');
INSERT INTO artists (artist_id, act_name, contact_first_name, contact_last_name, genre, home_town, label, first_booked_date) VALUES (18, 'Dusk Parade', 'Yusuf', 'Hamid', 'hip hop', 'Leeds', 'Steelyard Records', '2020-07-02');
INSERT INTO artists (artist_id, act_name, contact_first_name, contact_last_name, genre, home_town, label, first_booked_date) VALUES (19, 'Glass Allotment', 'Bea', 'Thornton', 'indie', 'Leeds', NULL, '2021-03-17');
INSERT INTO artists (artist_id, act_name, contact_first_name, contact_last_name, genre, home_town, label, first_booked_date) VALUES (20, 'Wild Garlic', 'Fran', 'Odell', 'folk', 'Bath', NULL, '2020-10-08');
INSERT INTO artists (artist_id, act_name, contact_first_name, contact_last_name, genre, home_town, label, first_booked_date) VALUES (21, 'Static Lilies', 'Mo', 'Chaudhry', 'electronic', 'Manchester', NULL, '2020-11-12');
INSERT INTO artists (artist_id, act_name, contact_first_name, contact_last_name, genre, home_town, label, first_booked_date) VALUES (22, 'Amber Viaduct', 'Nell', 'Rowe', 'soul', 'Manchester', 'Brightline Music', '2021-07-17');
INSERT INTO artists (artist_id, act_name, contact_first_name, contact_last_name, genre, home_town, label, first_booked_date) VALUES (23, 'Cold Harbour', 'Owen', 'Blake', 'post-punk', 'Bristol', NULL, '2020-07-28');
INSERT INTO artists (artist_id, act_name, contact_first_name, contact_last_name, genre, home_town, label, first_booked_date) VALUES (24, 'Paper Lanterns', 'Isla', 'Moore', 'singer-songwriter', 'Leeds', NULL, '2019-10-06');
INSERT INTO artists (artist_id, act_name, contact_first_name, contact_last_name, genre, home_town, label, first_booked_date) VALUES (25, 'The Hollow Oaks', 'Ben', 'Carver', 'folk rock', 'Bristol', 'Harbourside Sounds', '2021-08-23');
INSERT INTO artists (artist_id, act_name, contact_first_name, contact_last_name, genre, home_town, label, first_booked_date) VALUES (26, 'Tidewater', 'Rosa', 'Lind', 'jazz', 'Bristol', NULL, '2020-09-18');
INSERT INTO sessions (session_id, room_id, artist_id, engineer_id, booked_on, session_date, hours, room_charge, engineer_fee, is_cancelled) VALUES (1, 1, 4, 10, '2023-12-29', '2024-03-07', 6.0, 390.0, 225.0, 0);
INSERT INTO sessions (session_id, room_id, artist_id, engineer_id, booked_on, session_date, hours, room_charge, engineer_fee, is_cancelled) VALUES (2, 11, 13, 11, '2024-11-17', '2024-11-27', 4.0, 300.0, 125.0, 0);
INSERT INTO sessions (session_id, room_id, artist_id, engineer_id, booked_on, session_date, hours, room_charge, engineer_fee, is_cancelled) VALUES (3, 8, 21, 4, '2023-06-08', '2023-06-10', 6.0, 168.0, 225.0, 0);
INSERT INTO sessions (session_id, room_id, artist_id, engineer_id, booked_on, session_date, hours, room_charge, engineer_fee, is_cancelled) VALUES (4, 12, 6, 15, '2024-08-27', '2024-09-23', 8.0, 240.0, 280.0, 0);
INSERT INTO sessions (session_id, room_id, artist_id, engineer_id, booked_on, session_date, hours, room_charge, engineer_fee, is_cancelled) VALUES (5, 2, 16, 1, '2024-09-14', '2024-11-17', 8.0, 680.0, 320.0, 0);
INSERT INTO sessions (session_id, room_id, artist_id, engineer_id, booked_on, session_date, hours, room_charge, engineer_fee, is_cancelled) VALUES (6, 1, 14, 1, '2024-06-01', '2024-08-27', 10.0, 480.0, 320.0, 0);
INSERT INTO sessions (session_id, room_id, artist_id, engineer_id, booked_on, session_date, hours, room_charge, engineer_fee, is_cancelled) VALUES (7, 10, 22, NULL, '2023-10-25', '2023-12-21', 8.0, 144.0, NULL, 0);
INSERT INTO sessions (session_id, room_id, artist_id, engineer_id, booked_on, session_date, hours, room_charge, engineer_fee, is_cancelled) VALUES (8, 3, 9, NULL, '2023-09-27', '2023-12-22', 10.0, 300.0, NULL, 0);
INSERT INTO sessions (session_id, room_id, artist_id, engineer_id, booked_on, session_date, hours, room_charge, engineer_fee, is_cancelled) VALUES (9, 4, 23, 1, '2023-09-17', '2023-10-12', 4.0, 220.0, 160.0, 0);
INSERT INTO sessions (session_id, room_id, artist_id, engineer_id, booked_on, session_date, hours, room_charge, engineer_fee, is_cancelled) VALUES (10, 1, 9, NULL, '2023-12-28', '2024-03-18', 3.0, 195.0, NULL, 0);
INSERT INTO sessions (session_id, room_id, artist_id, engineer_id, booked_on, session_date, hours, room_charge, engineer_fee, is_cancelled) VALUES (11, 15, 20, NULL, '2023-08-07', '2023-08-25', 3.0, 60.0, NULL, 0);
INSERT INTO sessions (session_id, room_id, artist_id, engineer_id, booked_on, session_date, hours, room_charge, engineer_fee, is_cancelled) VALUES (12, 11, 12, 7, '2024-05-16', '2024-06-17', 6.0, 450.0, 232.5, 1);
INSERT INTO sessions (session_id, room_id, artist_id, engineer_id, booked_on, session_date, hours, room_charge, engineer_fee, is_cancelled) VALUES (13, 12, 13, 15, '2024-09-01', '2024-11-09', 4.0, 120.0, 140.0, 0);
INSERT INTO sessions (session_id, room_id, artist_id, engineer_id, booked_on, session_date, hours, room_charge, engineer_fee, is_cancelled) VALUES (14, 5, 14, 3, '2022-11-16', '2023-01-04', 8.0, 520.0, 400.0, 1);
INSERT INTO sessions (session_id, room_id, artist_id, engineer_id, booked_on, session_date, hours, room_charge, engineer_fee, is_cancelled) VALUES (15, 12, 12, NULL, '2023-05-27', '2023-07-15', 8.0, 240.0, NULL, 0);
INSERT INTO sessions (session_id, room_id, artist_id, engineer_id, booked_on, session_date, hours, room_charge, engineer_fee, is_cancelled) VALUES (16, 8, 10, 4, '2024-09-08', '2024-09-14', 8.0, 224.0, 300.0, 0);
INSERT INTO sessions (session_id, room_id, artist_id, engineer_id, booked_on, session_date, hours, room_charge, engineer_fee, is_cancelled) VALUES (17, 9, 2, 6, '2024-07-17', '2024-09-08', 6.0, 300.0, 195.0, 0);
INSERT INTO sessions (session_id, room_id, artist_id, engineer_id, booked_on, session_date, hours, room_charge, engineer_fee, is_cancelled) VALUES (18, 7, 8, 6, '2023-07-11', '2023-08-17', 6.0, 570.0, 195.0, 0);
INSERT INTO sessions (session_id, room_id, artist_id, engineer_id, booked_on, session_date, hours, room_charge, engineer_fee, is_cancelled) VALUES (19, 1, 4, 12, '2023-04-11', '2023-06-13', 8.0, 480.0, 330.0, 0);
INSERT INTO sessions (session_id, room_id, artist_id, engineer_id, booked_on, session_date, hours, room_charge, engineer_fee, is_cancelled) VALUES (20, 6, 7, 4, '2024-07-11', '2024-09-18', 6.0, 420.0, 225.0, 0);
INSERT INTO sessions (session_id, room_id, artist_id, engineer_id, booked_on, session_date, hours, room_charge, engineer_fee, is_cancelled) VALUES (21, 13, 6, 8, '2023-02-12', '2023-04-06', 8.0, 410.0, 350.0, 0);
INSERT INTO sessions (session_id, room_id, artist_id, engineer_id, booked_on, session_date, hours, room_charge, engineer_fee, is_cancelled) VALUES (22, 3, 14, 10, '2024-02-28', '2024-05-16', 3.0, 90.0, 112.5, 0);
INSERT INTO sessions (session_id, room_id, artist_id, engineer_id, booked_on, session_date, hours, room_charge, engineer_fee, is_cancelled) VALUES (23, 15, 26, NULL, '2024-06-28', '2024-08-17', 10.0, 200.0, NULL, 0);
INSERT INTO sessions (session_id, room_id, artist_id, engineer_id, booked_on, session_date, hours, room_charge, engineer_fee, is_cancelled) VALUES (24, 2, 15, 1, '2024-06-11', '2024-08-12', 8.0, 680.0, 320.0, 0);
INSERT INTO sessions (session_id, room_id, artist_id, engineer_id, booked_on, session_date, hours, room_charge, engineer_fee, is_cancelled) VALUES (25, 4, 15, 12, '2024-08-07', '2024-09-02', 4.0, 220.0, 165.0, 0);
INSERT INTO sessions (session_id, room_id, artist_id, engineer_id, booked_on, session_date, hours, room_charge, engineer_fee, is_cancelled) VALUES (26, 15, 25, NULL, '2022-10-20', '2023-01-01', 4.0, 80.0, NULL, 0);
INSERT INTO sessions (session_id, room_id, artist_id, engineer_id, booked_on, session_date, hours, room_charge, engineer_fee, is_cancelled) VALUES (27, 7, 22, 13, '2023-08-11', '2023-08-15', 6.0, 570.0, 217.5, 0);
INSERT INTO sessions (session_id, room_id, artist_id, engineer_id, booked_on, session_date, hours, room_charge, engineer_fee, is_cancelled) VALUES (28, 2, 15, 1, '2022-10-17', '2023-01-05', 6.0, 540.0, 240.0, 0);
INSERT INTO sessions (session_id, room_id, artist_id, engineer_id, booked_on, session_date, hours, room_charge, engineer_fee, is_cancelled) VALUES (29, 13, 13, 8, '2024-04-15', '2024-04-21', 4.0, 220.0, 175.0, 0);
INSERT INTO sessions (session_id, room_id, artist_id, engineer_id, booked_on, session_date, hours, room_charge, engineer_fee, is_cancelled) VALUES (30, 12, 19, 7, '2023-11-21', '2023-12-02', 3.0, 90.0, 116.25, 0);
INSERT INTO sessions (session_id, room_id, artist_id, engineer_id, booked_on, session_date, hours, room_charge, engineer_fee, is_cancelled) VALUES (31, 4, 16, NULL, '2024-01-09', '2024-03-14', 3.0, 165.0, NULL, 0);
INSERT INTO sessions (session_id, room_id, artist_id, engineer_id, booked_on, session_date, hours, room_charge, engineer_fee, is_cancelled) VALUES (32, 7, 21, 13, '2023-07-18', '2023-08-07', 6.0, 570.0, 217.5, 0);
INSERT INTO sessions (session_id, room_id, artist_id, engineer_id, booked_on, session_date, hours, room_charge, engineer_fee, is_cancelled) VALUES (33, 8, 21, NULL, '2023-09-26', '2023-12-08', 10.0, 280.0, NULL, 0);
INSERT INTO sessions (session_id, room_id, artist_id, engineer_id, booked_on, session_date, hours, room_charge, engineer_fee, is_cancelled) VALUES (34, 4, 16, 1, '2024-03-07', '2024-05-23', 4.0, 220.0, 160.0, 1);
INSERT INTO sessions (session_id, room_id, artist_id, engineer_id, booked_on, session_date, hours, room_charge, engineer_fee, is_cancelled) VALUES (35, 7, 2, 6, '2023-02-08', '2023-03-25', 8.0, 720.0, 260.0, 0);
INSERT INTO sessions (session_id, room_id, artist_id, engineer_id, booked_on, session_date, hours, room_charge, engineer_fee, is_cancelled) VALUES (36, 14, 18, NULL, '2023-05-12', '2023-07-07', 8.0, 128.0, NULL, 0);
INSERT INTO sessions (session_id, room_id, artist_id, engineer_id, booked_on, session_date, hours, room_charge, engineer_fee, is_cancelled) VALUES (37, 15, 20, NULL, '2024-08-14', '2024-09-06', 10.0, 200.0, NULL, 0);
INSERT INTO sessions (session_id, room_id, artist_id, engineer_id, booked_on, session_date, hours, room_charge, engineer_fee, is_cancelled) VALUES (38, 7, 12, 6, '2024-06-16', '2024-07-02', 8.0, 720.0, 260.0, 0);
INSERT INTO sessions (session_id, room_id, artist_id, engineer_id, booked_on, session_date, hours, room_charge, engineer_fee, is_cancelled) VALUES (39, 7, 15, 4, '2024-05-07', '2024-06-16', 4.0, 380.0, 150.0, 0);
INSERT INTO sessions (session_id, room_id, artist_id, engineer_id, booked_on, session_date, hours, room_charge, engineer_fee, is_cancelled) VALUES (40, 10, 7, NULL, '2024-09-12', '2024-11-18', 3.0, 54.0, NULL, 0);
INSERT INTO sessions (session_id, room_id, artist_id, engineer_id, booked_on, session_date, hours, room_charge, engineer_fee, is_cancelled) VALUES (41, 8, 17, 6, '2023-04-23', '2023-06-22', 6.0, 168.0, 195.0, 0);
INSERT INTO sessions (session_id, room_id, artist_id, engineer_id, booked_on, session_date, hours, room_charge, engineer_fee, is_cancelled) VALUES (42, 13, 12, 7, '2024-08-05', '2024-10-13', 10.0, 410.0, 310.0, 1);
INSERT INTO sessions (session_id, room_id, artist_id, engineer_id, booked_on, session_date, hours, room_charge, engineer_fee, is_cancelled) VALUES (43, 3, 1, 12, '2023-12-17', '2023-12-21', 8.0, 240.0, 330.0, 0);
INSERT INTO sessions (session_id, room_id, artist_id, engineer_id, booked_on, session_date, hours, room_charge, engineer_fee, is_cancelled) VALUES (44, 13, 6, NULL, '2024-07-06', '2024-09-22', 8.0, 410.0, NULL, 0);
INSERT INTO sessions (session_id, room_id, artist_id, engineer_id, booked_on, session_date, hours, room_charge, engineer_fee, is_cancelled) VALUES (45, 15, 14, NULL, '2023-04-25', '2023-06-25', 3.0, 60.0, NULL, 0);
INSERT INTO sessions (session_id, room_id, artist_id, engineer_id, booked_on, session_date, hours, room_charge, engineer_fee, is_cancelled) VALUES (46, 7, 2, NULL, '2022-10-06', '2023-01-01', 6.0, 570.0, NULL, 0);
INSERT INTO sessions (session_id, room_id, artist_id, engineer_id, booked_on, session_date, hours, room_charge, engineer_fee, is_cancelled) VALUES (47, 5, 1, 3, '2024-09-07', '2024-10-17', 3.0, 210.0, 150.0, 0);
INSERT INTO sessions (session_id, room_id, artist_id, engineer_id, booked_on, session_date, hours, room_charge, engineer_fee, is_cancelled) VALUES (48, 2, 1, 10, '2024-07-21', '2024-09-24', 8.0, 680.0, 300.0, 0);
INSERT INTO sessions (session_id, room_id, artist_id, engineer_id, booked_on, session_date, hours, room_charge, engineer_fee, is_cancelled) VALUES (49, 13, 6, 8, '2024-04-18', '2024-04-28', 3.0, 165.0, 131.25, 0);
INSERT INTO sessions (session_id, room_id, artist_id, engineer_id, booked_on, session_date, hours, room_charge, engineer_fee, is_cancelled) VALUES (50, 12, 18, 11, '2023-12-03', '2024-02-19', 8.0, 240.0, 250.0, 0);
INSERT INTO sessions (session_id, room_id, artist_id, engineer_id, booked_on, session_date, hours, room_charge, engineer_fee, is_cancelled) VALUES (51, 10, 7, NULL, '2024-01-28', '2024-04-26', 6.0, 108.0, NULL, 1);
INSERT INTO sessions (session_id, room_id, artist_id, engineer_id, booked_on, session_date, hours, room_charge, engineer_fee, is_cancelled) VALUES (52, 14, 11, NULL, '2024-08-22', '2024-09-14', 8.0, 128.0, NULL, 0);
INSERT INTO sessions (session_id, room_id, artist_id, engineer_id, booked_on, session_date, hours, room_charge, engineer_fee, is_cancelled) VALUES (53, 2, 26, 12, '2023-10-02', '2023-10-25', 4.0, 360.0, 165.0, 0);
INSERT INTO sessions (session_id, room_id, artist_id, engineer_id, booked_on, session_date, hours, room_charge, engineer_fee, is_cancelled) VALUES (54, 13, 24, NULL, '2024-03-23', '2024-05-26', 8.0, 410.0, NULL, 0);
INSERT INTO sessions (session_id, room_id, artist_id, engineer_id, booked_on, session_date, hours, room_charge, engineer_fee, is_cancelled) VALUES (55, 11, 13, 7, '2023-12-04', '2023-12-24', 8.0, 560.0, 310.0, 1);
INSERT INTO sessions (session_id, room_id, artist_id, engineer_id, booked_on, session_date, hours, room_charge, engineer_fee, is_cancelled) VALUES (56, 13, 15, 7, '2024-01-05', '2024-04-02', 10.0, 410.0, 310.0, 0);
INSERT INTO sessions (session_id, room_id, artist_id, engineer_id, booked_on, session_date, hours, room_charge, engineer_fee, is_cancelled) VALUES (57, 12, 19, 7, '2023-07-08', '2023-07-11', 8.0, 240.0, 310.0, 0);
INSERT INTO sessions (session_id, room_id, artist_id, engineer_id, booked_on, session_date, hours, room_charge, engineer_fee, is_cancelled) VALUES (58, 11, 19, 8, '2023-07-24', '2023-08-05', 8.0, 560.0, 350.0, 0);
INSERT INTO invoices (invoice_id, artist_id, issued_date, due_date, paid_date, net_amount, vat_amount, is_disputed) VALUES (1, 2, '2023-01-04', '2023-02-03', '2023-01-08', 570.0, 114.0, 0);
INSERT INTO invoices (invoice_id, artist_id, issued_date, due_date, paid_date, net_amount, vat_amount, is_disputed) VALUES (2, 15, '2023-01-07', '2023-02-06', '2023-01-16', 780.0, 156.0, 0);
INSERT INTO invoices (invoice_id, artist_id, issued_date, due_date, paid_date, net_amount, vat_amount, is_disputed) VALUES (3, 25, '2023-01-06', '2023-02-05', '2023-01-17', 80.0, 16.0, 0);
INSERT INTO invoices (invoice_id, artist_id, issued_date, due_date, paid_date, net_amount, vat_amount, is_disputed) VALUES (4, 2, '2023-03-27', '2023-04-26', '2023-04-10', 980.0, 196.0, 0);
INSERT INTO invoices (invoice_id, artist_id, issued_date, due_date, paid_date, net_amount, vat_amount, is_disputed) VALUES (5, 6, '2023-04-10', '2023-05-10', '2023-04-30', 760.0, 152.0, 0);
INSERT INTO invoices (invoice_id, artist_id, issued_date, due_date, paid_date, net_amount, vat_amount, is_disputed) VALUES (6, 4, '2023-06-16', '2023-07-16', '2023-07-13', 810.0, 162.0, 0);
INSERT INTO invoices (invoice_id, artist_id, issued_date, due_date, paid_date, net_amount, vat_amount, is_disputed) VALUES (7, 14, '2023-06-26', '2023-07-26', NULL, 60.0, 12.0, 0);
INSERT INTO invoices (invoice_id, artist_id, issued_date, due_date, paid_date, net_amount, vat_amount, is_disputed) VALUES (8, 17, '2023-06-28', '2023-07-28', '2023-07-20', 363.0, 72.6, 0);
INSERT INTO invoices (invoice_id, artist_id, issued_date, due_date, paid_date, net_amount, vat_amount, is_disputed) VALUES (9, 21, '2023-06-15', '2023-07-15', '2023-06-21', 393.0, 78.6, 0);
INSERT INTO invoices (invoice_id, artist_id, issued_date, due_date, paid_date, net_amount, vat_amount, is_disputed) VALUES (10, 12, '2023-07-21', '2023-08-20', NULL, 240.0, 48.0, 0);
INSERT INTO invoices (invoice_id, artist_id, issued_date, due_date, paid_date, net_amount, vat_amount, is_disputed) VALUES (11, 18, '2023-07-08', '2023-08-07', '2023-07-26', 128.0, 25.6, 0);
INSERT INTO invoices (invoice_id, artist_id, issued_date, due_date, paid_date, net_amount, vat_amount, is_disputed) VALUES (12, 19, '2023-07-17', '2023-08-16', '2023-09-18', 550.0, 110.0, 0);
INSERT INTO invoices (invoice_id, artist_id, issued_date, due_date, paid_date, net_amount, vat_amount, is_disputed) VALUES (13, 8, '2023-08-22', '2023-09-21', '2023-08-27', 765.0, 153.0, 0);
INSERT INTO invoices (invoice_id, artist_id, issued_date, due_date, paid_date, net_amount, vat_amount, is_disputed) VALUES (14, 19, '2023-08-07', '2023-09-06', '2023-09-23', 910.0, 182.0, 0);
INSERT INTO invoices (invoice_id, artist_id, issued_date, due_date, paid_date, net_amount, vat_amount, is_disputed) VALUES (15, 20, '2023-08-27', '2023-09-26', '2023-09-22', 60.0, 12.0, 0);
INSERT INTO invoices (invoice_id, artist_id, issued_date, due_date, paid_date, net_amount, vat_amount, is_disputed) VALUES (16, 21, '2023-08-08', '2023-09-07', '2023-08-21', 787.5, 157.5, 0);
INSERT INTO invoices (invoice_id, artist_id, issued_date, due_date, paid_date, net_amount, vat_amount, is_disputed) VALUES (17, 22, '2023-08-19', '2023-09-18', NULL, 787.5, 157.5, 0);
INSERT INTO invoices (invoice_id, artist_id, issued_date, due_date, paid_date, net_amount, vat_amount, is_disputed) VALUES (18, 23, '2023-10-14', '2023-11-13', '2023-12-16', 380.0, 76.0, 0);
INSERT INTO invoices (invoice_id, artist_id, issued_date, due_date, paid_date, net_amount, vat_amount, is_disputed) VALUES (19, 26, '2023-10-28', '2023-11-27', '2023-11-19', 525.0, 105.0, 0);
INSERT INTO invoices (invoice_id, artist_id, issued_date, due_date, paid_date, net_amount, vat_amount, is_disputed) VALUES (20, 1, '2023-12-26', '2024-01-25', '2024-01-11', 570.0, 114.0, 0);
INSERT INTO invoices (invoice_id, artist_id, issued_date, due_date, paid_date, net_amount, vat_amount, is_disputed) VALUES (21, 9, '2023-12-23', '2024-01-22', '2024-01-18', 300.0, 60.0, 0);
INSERT INTO invoices (invoice_id, artist_id, issued_date, due_date, paid_date, net_amount, vat_amount, is_disputed) VALUES (22, 19, '2023-12-08', '2024-01-07', NULL, 206.25, 41.25, 0);
INSERT INTO invoices (invoice_id, artist_id, issued_date, due_date, paid_date, net_amount, vat_amount, is_disputed) VALUES (23, 21, '2023-12-13', '2024-01-12', '2023-12-24', 280.0, 56.0, 0);
INSERT INTO invoices (invoice_id, artist_id, issued_date, due_date, paid_date, net_amount, vat_amount, is_disputed) VALUES (24, 22, '2023-12-26', '2024-01-25', NULL, 144.0, 28.8, 0);
INSERT INTO invoices (invoice_id, artist_id, issued_date, due_date, paid_date, net_amount, vat_amount, is_disputed) VALUES (25, 18, '2024-02-20', '2024-03-21', '2024-03-09', 490.0, 98.0, 0);
INSERT INTO invoices (invoice_id, artist_id, issued_date, due_date, paid_date, net_amount, vat_amount, is_disputed) VALUES (26, 4, '2024-03-10', '2024-04-09', '2024-03-19', 615.0, 123.0, 1);
INSERT INTO invoices (invoice_id, artist_id, issued_date, due_date, paid_date, net_amount, vat_amount, is_disputed) VALUES (27, 9, '2024-03-19', '2024-04-18', '2024-03-29', 195.0, 39.0, 0);
INSERT INTO invoices (invoice_id, artist_id, issued_date, due_date, paid_date, net_amount, vat_amount, is_disputed) VALUES (28, 16, '2024-03-18', '2024-04-17', '2024-05-04', 165.0, 33.0, 0);
INSERT INTO invoices (invoice_id, artist_id, issued_date, due_date, paid_date, net_amount, vat_amount, is_disputed) VALUES (29, 6, '2024-04-29', '2024-05-29', '2024-06-28', 296.25, 59.25, 1);
INSERT INTO invoices (invoice_id, artist_id, issued_date, due_date, paid_date, net_amount, vat_amount, is_disputed) VALUES (30, 13, '2024-04-23', '2024-05-23', '2024-04-29', 395.0, 79.0, 0);
INSERT INTO invoices (invoice_id, artist_id, issued_date, due_date, paid_date, net_amount, vat_amount, is_disputed) VALUES (31, 15, '2024-04-08', '2024-05-08', '2024-05-06', 720.0, 144.0, 0);
INSERT INTO invoices (invoice_id, artist_id, issued_date, due_date, paid_date, net_amount, vat_amount, is_disputed) VALUES (32, 14, '2024-05-17', '2024-06-16', '2024-05-19', 202.5, 40.5, 0);
INSERT INTO invoices (invoice_id, artist_id, issued_date, due_date, paid_date, net_amount, vat_amount, is_disputed) VALUES (33, 24, '2024-05-29', '2024-06-28', '2024-07-10', 410.0, 82.0, 0);
INSERT INTO invoices (invoice_id, artist_id, issued_date, due_date, paid_date, net_amount, vat_amount, is_disputed) VALUES (34, 15, '2024-06-19', '2024-07-19', '2024-07-31', 530.0, 106.0, 0);
INSERT INTO invoices (invoice_id, artist_id, issued_date, due_date, paid_date, net_amount, vat_amount, is_disputed) VALUES (35, 12, '2024-07-04', '2024-08-03', '2024-07-29', 980.0, 196.0, 0);
INSERT INTO invoices (invoice_id, artist_id, issued_date, due_date, paid_date, net_amount, vat_amount, is_disputed) VALUES (36, 14, '2024-08-31', '2024-09-30', '2024-10-09', 800.0, 160.0, 1);
INSERT INTO invoices (invoice_id, artist_id, issued_date, due_date, paid_date, net_amount, vat_amount, is_disputed) VALUES (37, 15, '2024-08-18', '2024-09-17', NULL, 1000.0, 200.0, 0);
INSERT INTO invoices (invoice_id, artist_id, issued_date, due_date, paid_date, net_amount, vat_amount, is_disputed) VALUES (38, 26, '2024-08-21', '2024-09-20', '2024-08-23', 200.0, 40.0, 0);
INSERT INTO invoices (invoice_id, artist_id, issued_date, due_date, paid_date, net_amount, vat_amount, is_disputed) VALUES (39, 1, '2024-09-27', '2024-10-27', '2024-12-05', 980.0, 196.0, 0);
INSERT INTO invoices (invoice_id, artist_id, issued_date, due_date, paid_date, net_amount, vat_amount, is_disputed) VALUES (40, 2, '2024-09-14', '2024-10-14', '2024-11-17', 495.0, 99.0, 0);
INSERT INTO invoices (invoice_id, artist_id, issued_date, due_date, paid_date, net_amount, vat_amount, is_disputed) VALUES (41, 6, '2024-09-27', '2024-10-27', '2024-10-26', 930.0, 186.0, 0);
INSERT INTO invoices (invoice_id, artist_id, issued_date, due_date, paid_date, net_amount, vat_amount, is_disputed) VALUES (42, 7, '2024-09-24', '2024-10-24', '2024-11-02', 645.0, 129.0, 0);
INSERT INTO invoices (invoice_id, artist_id, issued_date, due_date, paid_date, net_amount, vat_amount, is_disputed) VALUES (43, 10, '2024-09-20', '2024-10-20', '2024-11-07', 524.0, 104.8, 0);
INSERT INTO invoices (invoice_id, artist_id, issued_date, due_date, paid_date, net_amount, vat_amount, is_disputed) VALUES (44, 11, '2024-09-15', '2024-10-15', '2024-11-06', 128.0, 25.6, 0);
INSERT INTO invoices (invoice_id, artist_id, issued_date, due_date, paid_date, net_amount, vat_amount, is_disputed) VALUES (45, 15, '2024-09-03', '2024-10-03', NULL, 385.0, 77.0, 0);
INSERT INTO invoices (invoice_id, artist_id, issued_date, due_date, paid_date, net_amount, vat_amount, is_disputed) VALUES (46, 20, '2024-09-10', '2024-10-10', NULL, 200.0, 40.0, 0);
INSERT INTO invoices (invoice_id, artist_id, issued_date, due_date, paid_date, net_amount, vat_amount, is_disputed) VALUES (47, 1, '2024-10-19', '2024-11-18', '2024-11-24', 360.0, 72.0, 0);
INSERT INTO invoices (invoice_id, artist_id, issued_date, due_date, paid_date, net_amount, vat_amount, is_disputed) VALUES (48, 7, '2024-11-22', '2024-12-22', NULL, 54.0, 10.8, 0);
INSERT INTO invoices (invoice_id, artist_id, issued_date, due_date, paid_date, net_amount, vat_amount, is_disputed) VALUES (49, 13, '2024-11-30', '2024-12-30', '2024-12-21', 685.0, 137.0, 0);
INSERT INTO invoices (invoice_id, artist_id, issued_date, due_date, paid_date, net_amount, vat_amount, is_disputed) VALUES (50, 16, '2024-11-22', '2024-12-22', '2024-12-09', 1000.0, 200.0, 0);
INSERT INTO tracks (track_id, artist_id, session_id, title, duration_seconds, bpm, mastered_date, is_single) VALUES (1, 22, 27, 'Low Tide', 346, 90, '2023-09-13', 1);
INSERT INTO tracks (track_id, artist_id, session_id, title, duration_seconds, bpm, mastered_date, is_single) VALUES (2, 19, 57, 'Copper Wire', 243, 154, '2023-09-26', 1);
INSERT INTO tracks (track_id, artist_id, session_id, title, duration_seconds, bpm, mastered_date, is_single) VALUES (3, 13, 2, 'Ferry Lights', 414, 142, NULL, 1);
INSERT INTO tracks (track_id, artist_id, session_id, title, duration_seconds, bpm, mastered_date, is_single) VALUES (4, 13, 13, 'Slow Thaw', 287, 154, '2024-12-16', 0);
INSERT INTO tracks (track_id, artist_id, session_id, title, duration_seconds, bpm, mastered_date, is_single) VALUES (5, 14, 6, 'Ribbon Road', 334, 117, '2024-10-01', 1);
INSERT INTO tracks (track_id, artist_id, session_id, title, duration_seconds, bpm, mastered_date, is_single) VALUES (6, 21, 33, 'Harbour Wall', 293, 95, '2024-01-24', 1);
INSERT INTO tracks (track_id, artist_id, session_id, title, duration_seconds, bpm, mastered_date, is_single) VALUES (7, 17, NULL, 'Night Bus', 275, 168, NULL, 0);
INSERT INTO tracks (track_id, artist_id, session_id, title, duration_seconds, bpm, mastered_date, is_single) VALUES (8, 10, 16, 'Paper Crowns', 235, 164, '2024-11-03', 0);
INSERT INTO tracks (track_id, artist_id, session_id, title, duration_seconds, bpm, mastered_date, is_single) VALUES (9, 4, 19, 'Ghost Signs', 231, NULL, '2023-08-23', 0);
INSERT INTO tracks (track_id, artist_id, session_id, title, duration_seconds, bpm, mastered_date, is_single) VALUES (10, 12, 38, 'Blackberry Lane', 345, NULL, '2024-09-07', 0);
INSERT INTO tracks (track_id, artist_id, session_id, title, duration_seconds, bpm, mastered_date, is_single) VALUES (11, 10, 16, 'Static', 253, 135, NULL, 0);
INSERT INTO tracks (track_id, artist_id, session_id, title, duration_seconds, bpm, mastered_date, is_single) VALUES (12, 18, 50, 'Weathervane', 362, NULL, '2024-03-15', 0);
INSERT INTO tracks (track_id, artist_id, session_id, title, duration_seconds, bpm, mastered_date, is_single) VALUES (13, 1, 43, 'Second Hand Sun', 210, 73, '2024-01-03', 1);
INSERT INTO tracks (track_id, artist_id, session_id, title, duration_seconds, bpm, mastered_date, is_single) VALUES (14, 17, NULL, 'Canal Street', 346, 115, '2024-06-03', 0);
INSERT INTO tracks (track_id, artist_id, session_id, title, duration_seconds, bpm, mastered_date, is_single) VALUES (15, 9, 10, 'Late Frost', 243, 159, NULL, 0);
INSERT INTO tracks (track_id, artist_id, session_id, title, duration_seconds, bpm, mastered_date, is_single) VALUES (16, 16, 5, 'Salt and Vinegar', 402, 79, NULL, 0);
INSERT INTO tracks (track_id, artist_id, session_id, title, duration_seconds, bpm, mastered_date, is_single) VALUES (17, 13, 13, 'Hollow Hill', 275, 163, '2024-11-27', 0);
INSERT INTO tracks (track_id, artist_id, session_id, title, duration_seconds, bpm, mastered_date, is_single) VALUES (18, 7, 20, 'Ninety Steps', 299, 163, '2024-10-20', 0);
INSERT INTO tracks (track_id, artist_id, session_id, title, duration_seconds, bpm, mastered_date, is_single) VALUES (19, 17, 41, 'Red Kite', 268, 88, '2023-07-17', 0);
INSERT INTO tracks (track_id, artist_id, session_id, title, duration_seconds, bpm, mastered_date, is_single) VALUES (20, 19, 30, 'Cold Tea', 381, 127, '2024-01-22', 0);
INSERT INTO tracks (track_id, artist_id, session_id, title, duration_seconds, bpm, mastered_date, is_single) VALUES (21, 11, NULL, 'Lighthouse Keeper', 383, 91, NULL, 0);
INSERT INTO tracks (track_id, artist_id, session_id, title, duration_seconds, bpm, mastered_date, is_single) VALUES (22, 9, 8, 'Orbit', 378, 148, NULL, 0);
INSERT INTO tracks (track_id, artist_id, session_id, title, duration_seconds, bpm, mastered_date, is_single) VALUES (23, 21, 32, 'Millstone', 267, 163, NULL, 0);
INSERT INTO tracks (track_id, artist_id, session_id, title, duration_seconds, bpm, mastered_date, is_single) VALUES (24, 4, 19, 'Quiet Carriage', 248, 97, NULL, 0);
INSERT INTO tracks (track_id, artist_id, session_id, title, duration_seconds, bpm, mastered_date, is_single) VALUES (25, 9, 10, 'Driftwood', 157, 140, NULL, 0);
INSERT INTO tracks (track_id, artist_id, session_id, title, duration_seconds, bpm, mastered_date, is_single) VALUES (26, 19, 30, 'Pilot Light', 237, NULL, '2024-02-16', 0);
INSERT INTO tracks (track_id, artist_id, session_id, title, duration_seconds, bpm, mastered_date, is_single) VALUES (27, 6, 4, 'Terrace Song', 193, NULL, '2024-11-18', 1);
INSERT INTO tracks (track_id, artist_id, session_id, title, duration_seconds, bpm, mastered_date, is_single) VALUES (28, 4, NULL, 'Undertow', 197, NULL, '2024-10-29', 0);
INSERT INTO tracks (track_id, artist_id, session_id, title, duration_seconds, bpm, mastered_date, is_single) VALUES (29, 13, 13, 'Signal Box', 205, 98, NULL, 0);
INSERT INTO tracks (track_id, artist_id, session_id, title, duration_seconds, bpm, mastered_date, is_single) VALUES (30, 6, 4, 'Ash Grove', 301, 133, NULL, 0);
INSERT INTO tracks (track_id, artist_id, session_id, title, duration_seconds, bpm, mastered_date, is_single) VALUES (31, 1, 43, 'Cobbles', 381, 83, NULL, 0);
INSERT INTO tracks (track_id, artist_id, session_id, title, duration_seconds, bpm, mastered_date, is_single) VALUES (32, 21, 33, 'Moth Season', 219, 150, '2024-01-31', 0);
INSERT INTO tracks (track_id, artist_id, session_id, title, duration_seconds, bpm, mastered_date, is_single) VALUES (33, 17, 41, 'Tin Roof', 211, 126, '2023-07-13', 1);
INSERT INTO tracks (track_id, artist_id, session_id, title, duration_seconds, bpm, mastered_date, is_single) VALUES (34, 14, 22, 'Brass Neck', 202, 145, NULL, 0);
INSERT INTO tracks (track_id, artist_id, session_id, title, duration_seconds, bpm, mastered_date, is_single) VALUES (35, 9, NULL, 'Rain on the Viaduct', 344, 87, '2024-10-22', 1);
INSERT INTO tracks (track_id, artist_id, session_id, title, duration_seconds, bpm, mastered_date, is_single) VALUES (36, 14, 22, 'Vapour Trail', 227, NULL, '2024-08-01', 0);
INSERT INTO tracks (track_id, artist_id, session_id, title, duration_seconds, bpm, mastered_date, is_single) VALUES (37, 19, 57, 'Gorse', 340, 143, '2023-09-18', 0);
INSERT INTO tracks (track_id, artist_id, session_id, title, duration_seconds, bpm, mastered_date, is_single) VALUES (38, 1, 48, 'Sodium Light', 353, 79, '2024-11-22', 0);
INSERT INTO tracks (track_id, artist_id, session_id, title, duration_seconds, bpm, mastered_date, is_single) VALUES (39, 19, 58, 'Long Division', 248, 122, '2023-10-09', 0);
INSERT INTO tracks (track_id, artist_id, session_id, title, duration_seconds, bpm, mastered_date, is_single) VALUES (40, 2, 46, 'Small Hours', 366, 86, NULL, 1);
INSERT INTO tracks (track_id, artist_id, session_id, title, duration_seconds, bpm, mastered_date, is_single) VALUES (41, 19, 57, 'Whitewash', 194, 103, '2023-09-27', 0);
INSERT INTO tracks (track_id, artist_id, session_id, title, duration_seconds, bpm, mastered_date, is_single) VALUES (42, 19, NULL, 'Fireweed', 167, 99, NULL, 0);
COMMIT;
