-- escape_rooms: three escape-room venues -- rooms, game masters, customers, bookings and reviews (Jan-May 2024)
BEGIN TRANSACTION;
CREATE TABLE rooms (
  room_id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  venue TEXT NOT NULL,
  theme TEXT NOT NULL,
  difficulty INTEGER NOT NULL,
  max_players INTEGER NOT NULL,
  base_price REAL NOT NULL,
  opened_on TEXT NOT NULL,
  closed_on TEXT, -- NULL = room is still running
  is_kid_friendly INTEGER NOT NULL CHECK (is_kid_friendly IN (0,1))
);
CREATE TABLE game_masters (
  gm_id INTEGER PRIMARY KEY,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  venue TEXT NOT NULL,
  hired_on TEXT NOT NULL,
  left_on TEXT, -- NULL = still working as a game master
  hourly_wage REAL NOT NULL
);
CREATE TABLE customers (
  customer_id INTEGER PRIMARY KEY,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  email TEXT, -- NULL = customer gave no email address
  signed_up_on TEXT NOT NULL,
  is_newsletter INTEGER NOT NULL CHECK (is_newsletter IN (0,1))
);
CREATE TABLE bookings (
  booking_id INTEGER PRIMARY KEY,
  room_id INTEGER NOT NULL REFERENCES rooms(room_id),
  customer_id INTEGER NOT NULL REFERENCES customers(customer_id),
  gm_id INTEGER REFERENCES game_masters(gm_id), -- NULL = self-guided session run by the tablet, no game master
  booked_on TEXT NOT NULL,
  play_date TEXT NOT NULL,
  team_name TEXT, -- NULL = the group gave no team name
  num_players INTEGER NOT NULL,
  price_paid REAL NOT NULL,
  voucher_discount REAL, -- NULL = no voucher used
  is_escaped INTEGER NOT NULL CHECK (is_escaped IN (0,1)),
  finish_minutes INTEGER, -- NULL = the team did not get out within the time limit
  hints_used INTEGER NOT NULL
);
CREATE TABLE reviews (
  review_id INTEGER PRIMARY KEY,
  booking_id INTEGER NOT NULL REFERENCES bookings(booking_id),
  stars INTEGER NOT NULL,
  posted_on TEXT NOT NULL,
  comment TEXT -- NULL = star rating only, no written comment
);
INSERT INTO rooms (room_id, name, venue, theme, difficulty, max_players, base_price, opened_on, closed_on, is_kid_friendly) VALUES (1, 'The Sunken Ship', 'Riverside', 'adventure', 3, 6, 96.0, '2020-05-01', NULL, 1);
INSERT INTO rooms (room_id, name, venue, theme, difficulty, max_players, base_price, opened_on, closed_on, is_kid_friendly) VALUES (2, 'Pharaoh''s Tomb', 'Old Town', 'adventure', 4, 6, 104.0, '2019-03-15', NULL, 0);
INSERT INTO rooms (room_id, name, venue, theme, difficulty, max_players, base_price, opened_on, closed_on, is_kid_friendly) VALUES (3, 'Haunted Manor', 'Old Town', 'horror', 4, 5, 110.0, '2019-10-31', NULL, 0);
INSERT INTO rooms (room_id, name, venue, theme, difficulty, max_players, base_price, opened_on, closed_on, is_kid_friendly) VALUES (4, 'Bank Heist', 'Mall', 'crime', 3, 6, 98.0, '2021-02-01', NULL, 0);
INSERT INTO rooms (room_id, name, venue, theme, difficulty, max_players, base_price, opened_on, closed_on, is_kid_friendly) VALUES (5, 'Lab 47', 'Mall', 'sci-fi', 5, 5, 120.0, '2022-06-10', NULL, 0);
INSERT INTO rooms (room_id, name, venue, theme, difficulty, max_players, base_price, opened_on, closed_on, is_kid_friendly) VALUES (6, 'Prison Break', 'Riverside', 'crime', 4, 8, 130.0, '2019-07-01', NULL, 0);
INSERT INTO rooms (room_id, name, venue, theme, difficulty, max_players, base_price, opened_on, closed_on, is_kid_friendly) VALUES (7, 'The Wizard''s Study', 'Old Town', 'fantasy', 2, 6, 88.0, '2020-12-01', NULL, 1);
INSERT INTO rooms (room_id, name, venue, theme, difficulty, max_players, base_price, opened_on, closed_on, is_kid_friendly) VALUES (8, 'Space Station Omega', 'Mall', 'sci-fi', 4, 6, 112.0, '2023-03-03', NULL, 0);
INSERT INTO rooms (room_id, name, venue, theme, difficulty, max_players, base_price, opened_on, closed_on, is_kid_friendly) VALUES (9, 'The Attic', 'Old Town', 'horror', 3, 4, 80.0, '2018-11-11', '2024-03-31', 0);
INSERT INTO rooms (room_id, name, venue, theme, difficulty, max_players, base_price, opened_on, closed_on, is_kid_friendly) VALUES (10, 'Jungle Temple', 'Riverside', 'adventure', 2, 8, 118.0, '2021-08-14', NULL, 1);
INSERT INTO rooms (room_id, name, venue, theme, difficulty, max_players, base_price, opened_on, closed_on, is_kid_friendly) VALUES (11, 'Da Vinci''s Workshop', 'Old Town', 'puzzle', 5, 5, 115.0, '2022-01-20', NULL, 0);
INSERT INTO rooms (room_id, name, venue, theme, difficulty, max_players, base_price, opened_on, closed_on, is_kid_friendly) VALUES (12, 'Asylum Ward', 'Riverside', 'horror', 5, 6, 125.0, '2023-10-13', NULL, 0);
INSERT INTO rooms (room_id, name, venue, theme, difficulty, max_players, base_price, opened_on, closed_on, is_kid_friendly) VALUES (13, 'Train Robbery', 'Mall', 'crime', 3, 6, 100.0, '2020-02-20', '2024-02-29', 0);
INSERT INTO rooms (room_id, name, venue, theme, difficulty, max_players, base_price, opened_on, closed_on, is_kid_friendly) VALUES (14, 'Candy Factory', 'Mall', 'fantasy', 1, 6, 76.0, '2023-05-27', NULL, 1);
INSERT INTO rooms (room_id, name, venue, theme, difficulty, max_players, base_price, opened_on, closed_on, is_kid_friendly) VALUES (15, 'Clocktower', 'Riverside', 'puzzle', 4, 5, 108.0, '2024-01-12', NULL, 0);
INSERT INTO game_masters (gm_id, first_name, last_name, venue, hired_on, left_on, hourly_wage) VALUES (1, 'Jordan', 'Blake', 'Old Town', '2019-02-01', NULL, 13.5);
INSERT INTO game_masters (gm_id, first_name, last_name, venue, hired_on, left_on, hourly_wage) VALUES (2, 'Aisha', 'Rahman', 'Old Town', '2020-06-15', NULL, 12.8);
INSERT INTO game_masters (gm_id, first_name, last_name, venue, hired_on, left_on, hourly_wage) VALUES (3, 'Felix', 'Novak', 'Mall', '2021-01-10', NULL, 12.5);
INSERT INTO game_masters (gm_id, first_name, last_name, venue, hired_on, left_on, hourly_wage) VALUES (4, 'Chloe', 'Martin', 'Riverside', '2020-04-01', NULL, 13.0);
INSERT INTO game_masters (gm_id, first_name, last_name, venue, hired_on, left_on, hourly_wage) VALUES (5, 'Sam', 'O''Neill', 'Mall', '2022-09-05', '2024-04-12', 11.9);
INSERT INTO game_masters (gm_id, first_name, last_name, venue, hired_on, left_on, hourly_wage) VALUES (6, 'Ravi', 'Menon', 'Riverside', '2021-11-20', NULL, 12.6);
INSERT INTO game_masters (gm_id, first_name, last_name, venue, hired_on, left_on, hourly_wage) VALUES (7, 'Lena', 'Vogel', 'Old Town', '2023-01-09', NULL, 12.2);
INSERT INTO game_masters (gm_id, first_name, last_name, venue, hired_on, left_on, hourly_wage) VALUES (8, 'Marcus', 'Hale', 'Mall', '2019-05-05', NULL, 14.1);
INSERT INTO game_masters (gm_id, first_name, last_name, venue, hired_on, left_on, hourly_wage) VALUES (9, 'Nina', 'Petrova', 'Riverside', '2023-06-01', NULL, 12.0);
INSERT INTO game_masters (gm_id, first_name, last_name, venue, hired_on, left_on, hourly_wage) VALUES (10, 'Theo', 'Wright', 'Old Town', '2022-03-14', '2024-01-31', 12.4);
INSERT INTO game_masters (gm_id, first_name, last_name, venue, hired_on, left_on, hourly_wage) VALUES (11, 'Yuki', 'Sato', 'Mall', '2023-08-21', NULL, 12.0);
INSERT INTO game_masters (gm_id, first_name, last_name, venue, hired_on, left_on, hourly_wage) VALUES (12, 'Diego', 'Alvarez', 'Riverside', '2024-01-02', NULL, 11.8);
INSERT INTO game_masters (gm_id, first_name, last_name, venue, hired_on, left_on, hourly_wage) VALUES (13, 'Hannah', 'Cole', 'Old Town', '2021-07-19', NULL, 12.9);
INSERT INTO game_masters (gm_id, first_name, last_name, venue, hired_on, left_on, hourly_wage) VALUES (14, 'Ethan', 'Brooks', 'Mall', '2024-02-05', NULL, 11.5);
INSERT INTO game_masters (gm_id, first_name, last_name, venue, hired_on, left_on, hourly_wage) VALUES (15, 'Mia', 'Fischer', 'Riverside', '2022-05-30', NULL, 12.7);
INSERT INTO customers (customer_id, first_name, last_name, email, signed_up_on, is_newsletter) VALUES (1, 'Jordan', 'Blake', 'jordan.blake@example.com', '2021-02-04', 0);
INSERT INTO customers (customer_id, first_name, last_name, email, signed_up_on, is_newsletter) VALUES (2, 'Emily', 'Carter', 'emily.carter@example.com', '2023-12-06', 0);
INSERT INTO customers (customer_id, first_name, last_name, email, signed_up_on, is_newsletter) VALUES (3, 'Noah', 'Kim', 'noah.kim@example.com', '2021-09-23', 0);
INSERT INTO customers (customer_id, first_name, last_name, email, signed_up_on, is_newsletter) VALUES (4, 'Chloe', 'Adams', 'chloe.adams@example.com', '2021-09-18', 1);
INSERT INTO customers (customer_id, first_name, last_name, email, signed_up_on, is_newsletter) VALUES (5, 'Liam', 'Walsh', NULL, '2022-07-04', 1);
INSERT INTO customers (customer_id, first_name, last_name, email, signed_up_on, is_newsletter) VALUES (6, 'Sofia', 'Rossi', 'sofia.rossi@example.com', '2021-10-14', 0);
INSERT INTO customers (customer_id, first_name, last_name, email, signed_up_on, is_newsletter) VALUES (7, 'Oscar', 'Lund', 'oscar.lund@example.com', '2021-07-20', 1);
INSERT INTO customers (customer_id, first_name, last_name, email, signed_up_on, is_newsletter) VALUES (8, 'Ava', 'Patel', 'ava.patel@example.com', '2022-08-07', 1);
INSERT INTO customers (customer_id, first_name, last_name, email, signed_up_on, is_newsletter) VALUES (9, 'Lucas', 'Meyer', 'lucas.meyer@example.com', '2022-12-22', 1);
INSERT INTO customers (customer_id, first_name, last_name, email, signed_up_on, is_newsletter) VALUES (10, 'Isla', 'Grant', 'isla.grant@example.com', '2021-05-26', 1);
INSERT INTO customers (customer_id, first_name, last_name, email, signed_up_on, is_newsletter) VALUES (11, 'Mason', 'Reid', NULL, '2022-03-09', 1);
INSERT INTO customers (customer_id, first_name, last_name, email, signed_up_on, is_newsletter) VALUES (12, 'Zara', 'Hussain', 'zara.hussain@example.com', '2023-05-19', 1);
INSERT INTO customers (customer_id, first_name, last_name, email, signed_up_on, is_newsletter) VALUES (13, 'Leo', 'Fraser', 'leo.fraser@example.com', '2022-11-13', 1);
INSERT INTO customers (customer_id, first_name, last_name, email, signed_up_on, is_newsletter) VALUES (14, 'Ella', 'Moore', 'ella.moore@example.com', '2023-01-13', 0);
INSERT INTO customers (customer_id, first_name, last_name, email, signed_up_on, is_newsletter) VALUES (15, 'Jack', 'Doyle', 'jack.doyle@example.com', '2022-04-21', 1);
INSERT INTO customers (customer_id, first_name, last_name, email, signed_up_on, is_newsletter) VALUES (16, 'Freya', 'Olsen', 'freya.olsen@example.com', '2021-10-11', 1);
INSERT INTO customers (customer_id, first_name, last_name, email, signed_up_on, is_newsletter) VALUES (17, 'Harry', 'Shaw', NULL, '2021-04-14', 1);
INSERT INTO customers (customer_id, first_name, last_name, email, signed_up_on, is_newsletter) VALUES (18, 'Amira', 'Nasser', 'amira.nasser@example.com', '2021-12-18', 0);
INSERT INTO customers (customer_id, first_name, last_name, email, signed_up_on, is_newsletter) VALUES (19, 'Finn', 'Byrne', 'finn.byrne@example.com', '2021-03-12', 1);
INSERT INTO customers (customer_id, first_name, last_name, email, signed_up_on, is_newsletter) VALUES (20, 'Ruby', 'Clarke', 'ruby.clarke@example.com', '2022-03-12', 1);
INSERT INTO customers (customer_id, first_name, last_name, email, signed_up_on, is_newsletter) VALUES (21, 'Sam', 'Turner', 'sam.turner@example.com', '2022-10-30', 1);
INSERT INTO customers (customer_id, first_name, last_name, email, signed_up_on, is_newsletter) VALUES (22, 'Maya', 'Chen', 'maya.chen@example.com', '2021-12-20', 1);
INSERT INTO customers (customer_id, first_name, last_name, email, signed_up_on, is_newsletter) VALUES (23, 'Owen', 'Price', NULL, '2021-03-12', 0);
INSERT INTO customers (customer_id, first_name, last_name, email, signed_up_on, is_newsletter) VALUES (24, 'Nadia', 'Ivanova', 'nadia.ivanova@example.com', '2023-01-21', 0);
INSERT INTO customers (customer_id, first_name, last_name, email, signed_up_on, is_newsletter) VALUES (25, 'Ben', 'Hart', 'ben.hart@example.com', '2022-09-25', 0);
INSERT INTO customers (customer_id, first_name, last_name, email, signed_up_on, is_newsletter) VALUES (26, 'Lily', 'Evans', 'lily.evans@example.com', '2022-08-07', 1);
INSERT INTO customers (customer_id, first_name, last_name, email, signed_up_on, is_newsletter) VALUES (27, 'Kai', 'Tanaka', 'kai.tanaka@example.com', '2021-04-14', 0);
INSERT INTO customers (customer_id, first_name, last_name, email, signed_up_on, is_newsletter) VALUES (28, 'Grace', 'Lowe', 'grace.lowe@example.com', '2023-07-09', 1);
INSERT INTO customers (customer_id, first_name, last_name, email, signed_up_on, is_newsletter) VALUES (29, 'Adam', 'Kowal', NULL, '2022-10-15', 1);
INSERT INTO customers (customer_id, first_name, last_name, email, signed_up_on, is_newsletter) VALUES (30, 'Chloe', 'Bennett', 'chloe.bennett@example.com', '2023-11-13', 1);
INSERT INTO customers (customer_id, first_name, last_name, email, signed_up_on, is_newsletter) VALUES (31, 'Ryan', 'Gill', 'ryan.gill@example.com', '2023-07-21', 0);
INSERT INTO customers (customer_id, first_name, last_name, email, signed_up_on, is_newsletter) VALUES (32, 'Holly', 'Wood', 'holly.wood@example.com', '2021-12-06', 0);
INSERT INTO customers (customer_id, first_name, last_name, email, signed_up_on, is_newsletter) VALUES (33, 'Aaron', 'Jacobs', 'aaron.jacobs@example.com', '2023-04-12', 0);
INSERT INTO customers (customer_id, first_name, last_name, email, signed_up_on, is_newsletter) VALUES (34, 'Eva', 'Horvat', 'eva.horvat@example.com', '2023-01-25', 1);
INSERT INTO customers (customer_id, first_name, last_name, email, signed_up_on, is_newsletter) VALUES (35, 'Tariq', 'Aziz', NULL, '2023-06-25', 1);
INSERT INTO customers (customer_id, first_name, last_name, email, signed_up_on, is_newsletter) VALUES (36, 'Megan', 'Lloyd', 'megan.lloyd@example.com', '2021-09-30', 1);
INSERT INTO customers (customer_id, first_name, last_name, email, signed_up_on, is_newsletter) VALUES (37, 'Hugo', 'Marchand', 'hugo.marchand@example.com', '2021-12-09', 1);
INSERT INTO customers (customer_id, first_name, last_name, email, signed_up_on, is_newsletter) VALUES (38, 'Poppy', 'Ellis', 'poppy.ellis@example.com', '2021-03-22', 0);
INSERT INTO customers (customer_id, first_name, last_name, email, signed_up_on, is_newsletter) VALUES (39, 'Dev', 'Sharma', 'dev.sharma@example.com', '2023-11-19', 1);
INSERT INTO customers (customer_id, first_name, last_name, email, signed_up_on, is_newsletter) VALUES (40, 'Anna', 'Berg', 'anna.berg@example.com', '2021-04-23', 1);
INSERT INTO bookings (booking_id, room_id, customer_id, gm_id, booked_on, play_date, team_name, num_players, price_paid, voucher_discount, is_escaped, finish_minutes, hints_used) VALUES (1, 3, 8, NULL, '2023-12-31', '2024-01-05', 'Key Masters', 5, 112.0, 10.0, 1, 39, 1);
INSERT INTO bookings (booking_id, room_id, customer_id, gm_id, booked_on, play_date, team_name, num_players, price_paid, voucher_discount, is_escaped, finish_minutes, hints_used) VALUES (2, 7, 17, 1, '2024-01-08', '2024-01-10', 'Clueless', 5, 100.0, NULL, 0, NULL, 5);
INSERT INTO bookings (booking_id, room_id, customer_id, gm_id, booked_on, play_date, team_name, num_players, price_paid, voucher_discount, is_escaped, finish_minutes, hints_used) VALUES (3, 6, 24, 4, '2023-12-31', '2024-01-10', NULL, 2, 130.0, NULL, 0, NULL, 2);
INSERT INTO bookings (booking_id, room_id, customer_id, gm_id, booked_on, play_date, team_name, num_players, price_paid, voucher_discount, is_escaped, finish_minutes, hints_used) VALUES (4, 3, 1, 10, '2024-01-11', '2024-01-14', 'Puzzle Pals', 3, 110.0, NULL, 1, 45, 2);
INSERT INTO bookings (booking_id, room_id, customer_id, gm_id, booked_on, play_date, team_name, num_players, price_paid, voucher_discount, is_escaped, finish_minutes, hints_used) VALUES (5, 1, 2, 15, '2023-12-13', '2024-01-17', 'Exit Strategy', 4, 96.0, NULL, 1, 55, 0);
INSERT INTO bookings (booking_id, room_id, customer_id, gm_id, booked_on, play_date, team_name, num_players, price_paid, voucher_discount, is_escaped, finish_minutes, hints_used) VALUES (6, 6, 23, 12, '2024-01-07', '2024-01-21', 'Puzzle Pals', 4, 130.0, NULL, 1, 56, 0);
INSERT INTO bookings (booking_id, room_id, customer_id, gm_id, booked_on, play_date, team_name, num_players, price_paid, voucher_discount, is_escaped, finish_minutes, hints_used) VALUES (7, 9, 32, 10, '2023-12-29', '2024-01-26', NULL, 4, 70.0, 10.0, 1, 60, 2);
INSERT INTO bookings (booking_id, room_id, customer_id, gm_id, booked_on, play_date, team_name, num_players, price_paid, voucher_discount, is_escaped, finish_minutes, hints_used) VALUES (8, 12, 4, 15, '2024-01-19', '2024-01-26', NULL, 5, 137.0, NULL, 1, 40, 1);
INSERT INTO bookings (booking_id, room_id, customer_id, gm_id, booked_on, play_date, team_name, num_players, price_paid, voucher_discount, is_escaped, finish_minutes, hints_used) VALUES (9, 12, 31, NULL, '2024-01-22', '2024-01-27', NULL, 6, 149.0, NULL, 0, NULL, 3);
INSERT INTO bookings (booking_id, room_id, customer_id, gm_id, booked_on, play_date, team_name, num_players, price_paid, voucher_discount, is_escaped, finish_minutes, hints_used) VALUES (10, 13, 23, 5, '2024-01-14', '2024-01-28', 'Puzzle Pals', 4, 100.0, NULL, 1, 60, 1);
INSERT INTO bookings (booking_id, room_id, customer_id, gm_id, booked_on, play_date, team_name, num_players, price_paid, voucher_discount, is_escaped, finish_minutes, hints_used) VALUES (11, 15, 20, NULL, '2024-01-02', '2024-01-30', 'Exit Strategy', 5, 120.0, NULL, 1, 41, 2);
INSERT INTO bookings (booking_id, room_id, customer_id, gm_id, booked_on, play_date, team_name, num_players, price_paid, voucher_discount, is_escaped, finish_minutes, hints_used) VALUES (12, 3, 23, 1, '2024-01-29', '2024-01-30', 'Key Masters', 4, 100.0, 10.0, 0, NULL, 3);
INSERT INTO bookings (booking_id, room_id, customer_id, gm_id, booked_on, play_date, team_name, num_players, price_paid, voucher_discount, is_escaped, finish_minutes, hints_used) VALUES (13, 15, 17, 15, '2023-12-26', '2024-01-30', 'Puzzle Pals', 5, 120.0, NULL, 0, NULL, 4);
INSERT INTO bookings (booking_id, room_id, customer_id, gm_id, booked_on, play_date, team_name, num_players, price_paid, voucher_discount, is_escaped, finish_minutes, hints_used) VALUES (14, 9, 23, 2, '2024-01-23', '2024-02-02', 'Cipher Squad', 2, 80.0, NULL, 1, 41, 1);
INSERT INTO bookings (booking_id, room_id, customer_id, gm_id, booked_on, play_date, team_name, num_players, price_paid, voucher_discount, is_escaped, finish_minutes, hints_used) VALUES (15, 13, 4, 3, '2024-01-30', '2024-02-04', 'Brain Drain', 6, 124.0, NULL, 1, 48, 2);
INSERT INTO bookings (booking_id, room_id, customer_id, gm_id, booked_on, play_date, team_name, num_players, price_paid, voucher_discount, is_escaped, finish_minutes, hints_used) VALUES (16, 6, 28, 9, '2024-02-13', '2024-02-14', 'Cipher Squad', 5, 142.0, NULL, 1, 57, 2);
INSERT INTO bookings (booking_id, room_id, customer_id, gm_id, booked_on, play_date, team_name, num_players, price_paid, voucher_discount, is_escaped, finish_minutes, hints_used) VALUES (17, 11, 1, 13, '2024-02-07', '2024-02-21', 'Hint Dodgers', 4, 115.0, NULL, 0, NULL, 2);
INSERT INTO bookings (booking_id, room_id, customer_id, gm_id, booked_on, play_date, team_name, num_players, price_paid, voucher_discount, is_escaped, finish_minutes, hints_used) VALUES (18, 7, 5, 7, '2024-02-07', '2024-02-21', NULL, 4, 88.0, NULL, 1, 60, 0);
INSERT INTO bookings (booking_id, room_id, customer_id, gm_id, booked_on, play_date, team_name, num_players, price_paid, voucher_discount, is_escaped, finish_minutes, hints_used) VALUES (19, 6, 21, 9, '2024-02-20', '2024-02-25', 'Key Masters', 7, 151.0, 15.0, 1, 50, 2);
INSERT INTO bookings (booking_id, room_id, customer_id, gm_id, booked_on, play_date, team_name, num_players, price_paid, voucher_discount, is_escaped, finish_minutes, hints_used) VALUES (20, 14, 3, NULL, '2024-02-17', '2024-02-27', 'Team Sherlock', 3, 76.0, NULL, 1, 43, 0);
INSERT INTO bookings (booking_id, room_id, customer_id, gm_id, booked_on, play_date, team_name, num_players, price_paid, voucher_discount, is_escaped, finish_minutes, hints_used) VALUES (21, 14, 12, 14, '2024-02-07', '2024-02-28', 'Lock Ness Monsters', 4, 56.0, 20.0, 1, 38, 1);
INSERT INTO bookings (booking_id, room_id, customer_id, gm_id, booked_on, play_date, team_name, num_players, price_paid, voucher_discount, is_escaped, finish_minutes, hints_used) VALUES (22, 13, 14, 8, '2024-02-21', '2024-02-28', 'Room Raiders', 3, 100.0, NULL, 1, 58, 1);
INSERT INTO bookings (booking_id, room_id, customer_id, gm_id, booked_on, play_date, team_name, num_players, price_paid, voucher_discount, is_escaped, finish_minutes, hints_used) VALUES (23, 14, 27, 5, '2024-02-28', '2024-03-01', 'Lock Ness Monsters', 5, 78.0, 10.0, 1, 38, 1);
INSERT INTO bookings (booking_id, room_id, customer_id, gm_id, booked_on, play_date, team_name, num_players, price_paid, voucher_discount, is_escaped, finish_minutes, hints_used) VALUES (24, 15, 28, NULL, '2024-03-01', '2024-03-03', 'Room Raiders', 4, 108.0, NULL, 1, 51, 2);
INSERT INTO bookings (booking_id, room_id, customer_id, gm_id, booked_on, play_date, team_name, num_players, price_paid, voucher_discount, is_escaped, finish_minutes, hints_used) VALUES (25, 8, 36, 11, '2024-03-01', '2024-03-06', 'The Unlockables', 6, 136.0, NULL, 1, 58, 2);
INSERT INTO bookings (booking_id, room_id, customer_id, gm_id, booked_on, play_date, team_name, num_players, price_paid, voucher_discount, is_escaped, finish_minutes, hints_used) VALUES (26, 2, 2, 7, '2024-03-07', '2024-03-17', NULL, 3, 94.0, 10.0, 0, NULL, 5);
INSERT INTO bookings (booking_id, room_id, customer_id, gm_id, booked_on, play_date, team_name, num_players, price_paid, voucher_discount, is_escaped, finish_minutes, hints_used) VALUES (27, 11, 31, 1, '2024-02-26', '2024-03-18', 'Team Sherlock', 3, 105.0, 10.0, 0, NULL, 2);
INSERT INTO bookings (booking_id, room_id, customer_id, gm_id, booked_on, play_date, team_name, num_players, price_paid, voucher_discount, is_escaped, finish_minutes, hints_used) VALUES (28, 1, 24, NULL, '2024-02-12', '2024-03-18', 'The Escapists', 3, 96.0, NULL, 0, NULL, 5);
INSERT INTO bookings (booking_id, room_id, customer_id, gm_id, booked_on, play_date, team_name, num_players, price_paid, voucher_discount, is_escaped, finish_minutes, hints_used) VALUES (29, 6, 20, 15, '2024-03-12', '2024-03-22', 'Key Masters', 5, 142.0, NULL, 0, NULL, 3);
INSERT INTO bookings (booking_id, room_id, customer_id, gm_id, booked_on, play_date, team_name, num_players, price_paid, voucher_discount, is_escaped, finish_minutes, hints_used) VALUES (30, 7, 33, 2, '2024-03-25', '2024-03-26', NULL, 3, 78.0, 10.0, 0, NULL, 2);
INSERT INTO bookings (booking_id, room_id, customer_id, gm_id, booked_on, play_date, team_name, num_players, price_paid, voucher_discount, is_escaped, finish_minutes, hints_used) VALUES (31, 1, 37, NULL, '2024-03-20', '2024-03-30', NULL, 2, 96.0, NULL, 0, NULL, 2);
INSERT INTO bookings (booking_id, room_id, customer_id, gm_id, booked_on, play_date, team_name, num_players, price_paid, voucher_discount, is_escaped, finish_minutes, hints_used) VALUES (32, 3, 24, 13, '2024-03-15', '2024-04-05', 'Team Sherlock', 5, 122.0, NULL, 1, 52, 1);
INSERT INTO bookings (booking_id, room_id, customer_id, gm_id, booked_on, play_date, team_name, num_players, price_paid, voucher_discount, is_escaped, finish_minutes, hints_used) VALUES (33, 10, 1, NULL, '2024-03-19', '2024-04-09', 'Puzzle Pals', 4, 108.0, 10.0, 1, 49, 2);
INSERT INTO bookings (booking_id, room_id, customer_id, gm_id, booked_on, play_date, team_name, num_players, price_paid, voucher_discount, is_escaped, finish_minutes, hints_used) VALUES (34, 1, 25, 6, '2024-04-09', '2024-04-11', 'Brain Drain', 2, 96.0, NULL, 0, NULL, 3);
INSERT INTO bookings (booking_id, room_id, customer_id, gm_id, booked_on, play_date, team_name, num_players, price_paid, voucher_discount, is_escaped, finish_minutes, hints_used) VALUES (35, 6, 40, 6, '2024-04-05', '2024-04-12', 'Exit Strategy', 6, 134.0, 20.0, 1, 46, 0);
INSERT INTO bookings (booking_id, room_id, customer_id, gm_id, booked_on, play_date, team_name, num_players, price_paid, voucher_discount, is_escaped, finish_minutes, hints_used) VALUES (36, 1, 14, 4, '2024-04-09', '2024-04-16', 'Exit Strategy', 3, 96.0, NULL, 0, NULL, 4);
INSERT INTO bookings (booking_id, room_id, customer_id, gm_id, booked_on, play_date, team_name, num_players, price_paid, voucher_discount, is_escaped, finish_minutes, hints_used) VALUES (37, 14, 28, 8, '2024-04-08', '2024-04-18', 'Lock Ness Monsters', 5, 88.0, NULL, 1, 58, 2);
INSERT INTO bookings (booking_id, room_id, customer_id, gm_id, booked_on, play_date, team_name, num_players, price_paid, voucher_discount, is_escaped, finish_minutes, hints_used) VALUES (38, 6, 38, 6, '2024-04-14', '2024-04-19', 'Puzzle Pals', 3, 130.0, NULL, 1, 57, 1);
INSERT INTO bookings (booking_id, room_id, customer_id, gm_id, booked_on, play_date, team_name, num_players, price_paid, voucher_discount, is_escaped, finish_minutes, hints_used) VALUES (39, 3, 16, NULL, '2024-04-21', '2024-04-23', 'Team Sherlock', 2, 110.0, NULL, 0, NULL, 4);
INSERT INTO bookings (booking_id, room_id, customer_id, gm_id, booked_on, play_date, team_name, num_players, price_paid, voucher_discount, is_escaped, finish_minutes, hints_used) VALUES (40, 1, 6, 6, '2024-04-21', '2024-04-24', NULL, 3, 96.0, NULL, 1, 39, 0);
INSERT INTO bookings (booking_id, room_id, customer_id, gm_id, booked_on, play_date, team_name, num_players, price_paid, voucher_discount, is_escaped, finish_minutes, hints_used) VALUES (41, 4, 10, NULL, '2024-04-25', '2024-04-26', 'Brain Drain', 6, 122.0, NULL, 0, NULL, 4);
INSERT INTO bookings (booking_id, room_id, customer_id, gm_id, booked_on, play_date, team_name, num_players, price_paid, voucher_discount, is_escaped, finish_minutes, hints_used) VALUES (42, 10, 17, 15, '2024-04-18', '2024-04-28', 'The Escapists', 3, 108.0, 10.0, 1, 40, 0);
INSERT INTO bookings (booking_id, room_id, customer_id, gm_id, booked_on, play_date, team_name, num_players, price_paid, voucher_discount, is_escaped, finish_minutes, hints_used) VALUES (43, 14, 9, 11, '2024-04-19', '2024-04-29', 'Lock Ness Monsters', 4, 76.0, NULL, 1, 44, 0);
INSERT INTO bookings (booking_id, room_id, customer_id, gm_id, booked_on, play_date, team_name, num_players, price_paid, voucher_discount, is_escaped, finish_minutes, hints_used) VALUES (44, 1, 9, 15, '2024-04-04', '2024-05-02', NULL, 2, 96.0, NULL, 0, NULL, 3);
INSERT INTO bookings (booking_id, room_id, customer_id, gm_id, booked_on, play_date, team_name, num_players, price_paid, voucher_discount, is_escaped, finish_minutes, hints_used) VALUES (45, 1, 9, 12, '2024-04-12', '2024-05-03', 'Lock Ness Monsters', 3, 81.0, 15.0, 1, 49, 2);
INSERT INTO bookings (booking_id, room_id, customer_id, gm_id, booked_on, play_date, team_name, num_players, price_paid, voucher_discount, is_escaped, finish_minutes, hints_used) VALUES (46, 4, 39, 8, '2024-03-30', '2024-05-04', 'Hint Dodgers', 5, 110.0, NULL, 1, 59, 2);
INSERT INTO bookings (booking_id, room_id, customer_id, gm_id, booked_on, play_date, team_name, num_players, price_paid, voucher_discount, is_escaped, finish_minutes, hints_used) VALUES (47, 3, 18, 1, '2024-04-23', '2024-05-07', 'Exit Strategy', 5, 122.0, NULL, 0, NULL, 4);
INSERT INTO bookings (booking_id, room_id, customer_id, gm_id, booked_on, play_date, team_name, num_players, price_paid, voucher_discount, is_escaped, finish_minutes, hints_used) VALUES (48, 3, 22, 1, '2024-05-04', '2024-05-07', 'Puzzle Pals', 5, 122.0, NULL, 0, NULL, 5);
INSERT INTO bookings (booking_id, room_id, customer_id, gm_id, booked_on, play_date, team_name, num_players, price_paid, voucher_discount, is_escaped, finish_minutes, hints_used) VALUES (49, 6, 12, 12, '2024-04-17', '2024-05-08', NULL, 3, 130.0, NULL, 1, 49, 0);
INSERT INTO bookings (booking_id, room_id, customer_id, gm_id, booked_on, play_date, team_name, num_players, price_paid, voucher_discount, is_escaped, finish_minutes, hints_used) VALUES (50, 15, 14, 4, '2024-05-03', '2024-05-10', NULL, 3, 108.0, NULL, 1, 60, 0);
INSERT INTO bookings (booking_id, room_id, customer_id, gm_id, booked_on, play_date, team_name, num_players, price_paid, voucher_discount, is_escaped, finish_minutes, hints_used) VALUES (51, 12, 1, 6, '2024-04-18', '2024-05-16', 'Clueless', 6, 149.0, NULL, 0, NULL, 5);
INSERT INTO bookings (booking_id, room_id, customer_id, gm_id, booked_on, play_date, team_name, num_players, price_paid, voucher_discount, is_escaped, finish_minutes, hints_used) VALUES (52, 4, 15, 11, '2024-04-20', '2024-05-18', 'Exit Strategy', 2, 98.0, NULL, 1, 57, 2);
INSERT INTO bookings (booking_id, room_id, customer_id, gm_id, booked_on, play_date, team_name, num_players, price_paid, voucher_discount, is_escaped, finish_minutes, hints_used) VALUES (53, 3, 16, 1, '2024-05-04', '2024-05-18', 'Clueless', 3, 110.0, NULL, 0, NULL, 2);
INSERT INTO bookings (booking_id, room_id, customer_id, gm_id, booked_on, play_date, team_name, num_players, price_paid, voucher_discount, is_escaped, finish_minutes, hints_used) VALUES (54, 1, 10, 12, '2024-05-17', '2024-05-19', 'Cipher Squad', 4, 96.0, NULL, 1, 53, 1);
INSERT INTO bookings (booking_id, room_id, customer_id, gm_id, booked_on, play_date, team_name, num_players, price_paid, voucher_discount, is_escaped, finish_minutes, hints_used) VALUES (55, 1, 36, 6, '2024-05-18', '2024-05-20', NULL, 6, 105.0, 15.0, 1, 40, 2);
INSERT INTO bookings (booking_id, room_id, customer_id, gm_id, booked_on, play_date, team_name, num_players, price_paid, voucher_discount, is_escaped, finish_minutes, hints_used) VALUES (56, 10, 35, 4, '2024-05-22', '2024-05-23', 'Hint Dodgers', 3, 118.0, NULL, 1, 42, 2);
INSERT INTO bookings (booking_id, room_id, customer_id, gm_id, booked_on, play_date, team_name, num_players, price_paid, voucher_discount, is_escaped, finish_minutes, hints_used) VALUES (57, 6, 16, 6, '2024-05-18', '2024-05-23', NULL, 2, 130.0, NULL, 1, 53, 1);
INSERT INTO bookings (booking_id, room_id, customer_id, gm_id, booked_on, play_date, team_name, num_players, price_paid, voucher_discount, is_escaped, finish_minutes, hints_used) VALUES (58, 5, 12, 11, '2024-05-18', '2024-05-25', 'The Unlockables', 4, 120.0, NULL, 0, NULL, 3);
INSERT INTO bookings (booking_id, room_id, customer_id, gm_id, booked_on, play_date, team_name, num_players, price_paid, voucher_discount, is_escaped, finish_minutes, hints_used) VALUES (59, 1, 24, 15, '2024-04-29', '2024-05-27', 'Key Masters', 2, 96.0, NULL, 1, 54, 1);
INSERT INTO bookings (booking_id, room_id, customer_id, gm_id, booked_on, play_date, team_name, num_players, price_paid, voucher_discount, is_escaped, finish_minutes, hints_used) VALUES (60, 3, 3, 13, '2024-05-15', '2024-05-29', NULL, 2, 110.0, NULL, 1, 60, 0);
INSERT INTO reviews (review_id, booking_id, stars, posted_on, comment) VALUES (1, 2, 3, '2024-01-10', NULL);
INSERT INTO reviews (review_id, booking_id, stars, posted_on, comment) VALUES (2, 3, 2, '2024-01-12', NULL);
INSERT INTO reviews (review_id, booking_id, stars, posted_on, comment) VALUES (3, 4, 4, '2024-01-16', 'Game master was brilliant');
INSERT INTO reviews (review_id, booking_id, stars, posted_on, comment) VALUES (4, 9, 3, '2024-01-30', 'Hints came too late');
INSERT INTO reviews (review_id, booking_id, stars, posted_on, comment) VALUES (5, 10, 5, '2024-01-28', 'Too many padlocks');
INSERT INTO reviews (review_id, booking_id, stars, posted_on, comment) VALUES (6, 13, 2, '2024-02-01', 'Props a bit worn');
INSERT INTO reviews (review_id, booking_id, stars, posted_on, comment) VALUES (7, 15, 4, '2024-02-08', NULL);
INSERT INTO reviews (review_id, booking_id, stars, posted_on, comment) VALUES (8, 16, 4, '2024-02-18', 'Loved it, great puzzles!');
INSERT INTO reviews (review_id, booking_id, stars, posted_on, comment) VALUES (9, 17, 3, '2024-02-21', 'Loved it, great puzzles!');
INSERT INTO reviews (review_id, booking_id, stars, posted_on, comment) VALUES (10, 18, 3, '2024-02-24', 'Bit too hard for us');
INSERT INTO reviews (review_id, booking_id, stars, posted_on, comment) VALUES (11, 21, 4, '2024-03-05', 'Would come again');
INSERT INTO reviews (review_id, booking_id, stars, posted_on, comment) VALUES (12, 22, 4, '2024-02-28', 'Bit too hard for us');
INSERT INTO reviews (review_id, booking_id, stars, posted_on, comment) VALUES (13, 25, 4, '2024-03-10', 'Hints came too late');
INSERT INTO reviews (review_id, booking_id, stars, posted_on, comment) VALUES (14, 27, 3, '2024-03-19', NULL);
INSERT INTO reviews (review_id, booking_id, stars, posted_on, comment) VALUES (15, 29, 3, '2024-03-24', 'Hints came too late');
INSERT INTO reviews (review_id, booking_id, stars, posted_on, comment) VALUES (16, 32, 5, '2024-04-06', NULL);
INSERT INTO reviews (review_id, booking_id, stars, posted_on, comment) VALUES (17, 33, 4, '2024-04-12', 'Loved it, great puzzles!');
INSERT INTO reviews (review_id, booking_id, stars, posted_on, comment) VALUES (18, 38, 4, '2024-04-25', 'Would come again');
INSERT INTO reviews (review_id, booking_id, stars, posted_on, comment) VALUES (19, 40, 4, '2024-04-27', NULL);
INSERT INTO reviews (review_id, booking_id, stars, posted_on, comment) VALUES (20, 44, 3, '2024-05-02', NULL);
INSERT INTO reviews (review_id, booking_id, stars, posted_on, comment) VALUES (21, 45, 4, '2024-05-07', 'Too many padlocks');
INSERT INTO reviews (review_id, booking_id, stars, posted_on, comment) VALUES (22, 46, 4, '2024-05-05', NULL);
INSERT INTO reviews (review_id, booking_id, stars, posted_on, comment) VALUES (23, 47, 3, '2024-05-10', 'Bit too hard for us');
INSERT INTO reviews (review_id, booking_id, stars, posted_on, comment) VALUES (24, 48, 2, '2024-05-09', 'Props a bit worn');
INSERT INTO reviews (review_id, booking_id, stars, posted_on, comment) VALUES (25, 49, 3, '2024-05-14', NULL);
INSERT INTO reviews (review_id, booking_id, stars, posted_on, comment) VALUES (26, 52, 4, '2024-05-19', 'Game master was brilliant');
INSERT INTO reviews (review_id, booking_id, stars, posted_on, comment) VALUES (27, 53, 3, '2024-05-21', 'Would come again');
INSERT INTO reviews (review_id, booking_id, stars, posted_on, comment) VALUES (28, 55, 4, '2024-05-20', NULL);
INSERT INTO reviews (review_id, booking_id, stars, posted_on, comment) VALUES (29, 57, 4, '2024-05-23', 'Would come again');
INSERT INTO reviews (review_id, booking_id, stars, posted_on, comment) VALUES (30, 58, 3, '2024-05-29', 'Too many padlocks');
COMMIT;
