-- Tenpin bowling alley: lanes, customers, lane bookings, game scores and the snack bar.
BEGIN TRANSACTION;
CREATE TABLE lanes (
    lane_id INTEGER PRIMARY KEY,
    lane_number INTEGER NOT NULL UNIQUE,
    lane_type TEXT NOT NULL CHECK (lane_type IN ('standard', 'bumper', 'vip')),
    weekday_price_per_game REAL NOT NULL,
    weekend_price_per_game REAL NOT NULL,
    is_out_of_order INTEGER NOT NULL CHECK (is_out_of_order IN (0, 1)),
    last_resurfaced TEXT -- NULL = never resurfaced since the alley opened
);
CREATE TABLE customers (
    customer_id INTEGER PRIMARY KEY,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    phone TEXT, -- NULL = no phone number given
    email TEXT, -- NULL = no email address given
    date_of_birth TEXT, -- NULL = customer did not give a birth date
    joined_on TEXT NOT NULL,
    is_member INTEGER NOT NULL CHECK (is_member IN (0, 1))
);
CREATE TABLE bookings (
    booking_id INTEGER PRIMARY KEY,
    customer_id INTEGER NOT NULL REFERENCES customers(customer_id),
    lane_id INTEGER NOT NULL REFERENCES lanes(lane_id),
    booked_on TEXT NOT NULL,
    play_date TEXT NOT NULL,
    start_time TEXT NOT NULL,
    games INTEGER NOT NULL,
    party_size INTEGER NOT NULL,
    event_type TEXT NOT NULL CHECK (event_type IN ('casual', 'birthday', 'corporate', 'league')),
    status TEXT NOT NULL CHECK (status IN ('confirmed', 'completed', 'cancelled', 'no-show')),
    quoted_price REAL NOT NULL,
    amount_paid REAL -- NULL = nothing has been paid yet
);
CREATE TABLE scores (
    score_id INTEGER PRIMARY KEY,
    booking_id INTEGER NOT NULL REFERENCES bookings(booking_id),
    customer_id INTEGER REFERENCES customers(customer_id), -- NULL = guest bowler who is not on the customer list
    player_name TEXT NOT NULL,
    game_number INTEGER NOT NULL,
    total_score INTEGER NOT NULL,
    strikes INTEGER NOT NULL,
    spares INTEGER NOT NULL
);
CREATE TABLE menu_items (
    menu_item_id INTEGER PRIMARY KEY,
    item_name TEXT NOT NULL,
    category TEXT NOT NULL CHECK (category IN ('food', 'drink', 'dessert', 'party pack')),
    sale_price REAL NOT NULL,
    cost_price REAL NOT NULL,
    allergens TEXT, -- NULL = no allergens listed for the item
    is_available INTEGER NOT NULL CHECK (is_available IN (0, 1))
);
CREATE TABLE snack_orders (
    order_id INTEGER PRIMARY KEY,
    booking_id INTEGER NOT NULL REFERENCES bookings(booking_id),
    menu_item_id INTEGER NOT NULL REFERENCES menu_items(menu_item_id),
    quantity INTEGER NOT NULL,
    ordered_at TEXT NOT NULL,
    discount_pct REAL -- NULL = no discount applied
);
INSERT INTO lanes (lane_id, lane_number, lane_type, weekday_price_per_game, weekend_price_per_game, is_out_of_order, last_resurfaced) VALUES (1, 1, 'bumper', 4.5, 5.5, 0, NULL);
INSERT INTO lanes (lane_id, lane_number, lane_type, weekday_price_per_game, weekend_price_per_game, is_out_of_order, last_resurfaced) VALUES (2, 2, 'bumper', 4.5, 5.5, 0, '2023-09-12');
INSERT INTO lanes (lane_id, lane_number, lane_type, weekday_price_per_game, weekend_price_per_game, is_out_of_order, last_resurfaced) VALUES (3, 3, 'standard', 5.5, 7.0, 0, '2023-09-12');
INSERT INTO lanes (lane_id, lane_number, lane_type, weekday_price_per_game, weekend_price_per_game, is_out_of_order, last_resurfaced) VALUES (4, 4, 'standard', 5.5, 7.0, 0, '2023-11-03');
INSERT INTO lanes (lane_id, lane_number, lane_type, weekday_price_per_game, weekend_price_per_game, is_out_of_order, last_resurfaced) VALUES (5, 5, 'standard', 5.5, 7.0, 0, '2023-11-03');
INSERT INTO lanes (lane_id, lane_number, lane_type, weekday_price_per_game, weekend_price_per_game, is_out_of_order, last_resurfaced) VALUES (6, 6, 'standard', 5.5, 7.0, 0, NULL);
INSERT INTO lanes (lane_id, lane_number, lane_type, weekday_price_per_game, weekend_price_per_game, is_out_of_order, last_resurfaced) VALUES (7, 7, 'standard', 5.5, 7.0, 1, '2022-05-20');
INSERT INTO lanes (lane_id, lane_number, lane_type, weekday_price_per_game, weekend_price_per_game, is_out_of_order, last_resurfaced) VALUES (8, 8, 'standard', 5.5, 7.0, 0, '2024-01-15');
INSERT INTO lanes (lane_id, lane_number, lane_type, weekday_price_per_game, weekend_price_per_game, is_out_of_order, last_resurfaced) VALUES (9, 9, 'standard', 5.5, 7.0, 0, '2024-01-15');
INSERT INTO lanes (lane_id, lane_number, lane_type, weekday_price_per_game, weekend_price_per_game, is_out_of_order, last_resurfaced) VALUES (10, 10, 'standard', 5.5, 7.0, 0, NULL);
INSERT INTO lanes (lane_id, lane_number, lane_type, weekday_price_per_game, weekend_price_per_game, is_out_of_order, last_resurfaced) VALUES (11, 11, 'standard', 5.5, 7.0, 0, '2023-06-30');
INSERT INTO lanes (lane_id, lane_number, lane_type, weekday_price_per_game, weekend_price_per_game, is_out_of_order, last_resurfaced) VALUES (12, 12, 'standard', 5.5, 7.0, 0, '2023-06-30');
INSERT INTO lanes (lane_id, lane_number, lane_type, weekday_price_per_game, weekend_price_per_game, is_out_of_order, last_resurfaced) VALUES (13, 13, 'vip', 8.0, 10.5, 0, '2024-02-08');
INSERT INTO lanes (lane_id, lane_number, lane_type, weekday_price_per_game, weekend_price_per_game, is_out_of_order, last_resurfaced) VALUES (14, 14, 'vip', 8.0, 10.5, 1, NULL);
INSERT INTO lanes (lane_id, lane_number, lane_type, weekday_price_per_game, weekend_price_per_game, is_out_of_order, last_resurfaced) VALUES (15, 15, 'vip', 8.0, 10.5, 0, '2024-02-08');
INSERT INTO lanes (lane_id, lane_number, lane_type, weekday_price_per_game, weekend_price_per_game, is_out_of_order, last_resurfaced) VALUES (16, 16, 'vip', 8.0, 10.5, 0, '2024-02-09');
INSERT INTO customers (customer_id, first_name, last_name, phone, email, date_of_birth, joined_on, is_member) VALUES (1, 'Jordan', 'Hayes', '07701 977307', 'jordan.hayes@example.com', '1989-01-12', '2023-12-16', 1);
INSERT INTO customers (customer_id, first_name, last_name, phone, email, date_of_birth, joined_on, is_member) VALUES (2, 'Megan', 'Jordan', '07702 964229', 'megan.jordan@example.com', NULL, '2022-12-18', 1);
INSERT INTO customers (customer_id, first_name, last_name, phone, email, date_of_birth, joined_on, is_member) VALUES (3, 'Priya', 'Shah', '07703 877512', NULL, '1975-07-03', '2021-04-05', 1);
INSERT INTO customers (customer_id, first_name, last_name, phone, email, date_of_birth, joined_on, is_member) VALUES (4, 'Tom', 'Bradley', NULL, 'tom.bradley@example.com', '1981-08-09', '2023-11-24', 0);
INSERT INTO customers (customer_id, first_name, last_name, phone, email, date_of_birth, joined_on, is_member) VALUES (5, 'Aisha', 'Khan', '07705 225107', 'aisha.khan@example.com', '1991-02-21', '2023-01-10', 1);
INSERT INTO customers (customer_id, first_name, last_name, phone, email, date_of_birth, joined_on, is_member) VALUES (6, 'Liam', 'O''Connor', '07706 984425', 'liam.oconnor@example.com', NULL, '2021-07-03', 0);
INSERT INTO customers (customer_id, first_name, last_name, phone, email, date_of_birth, joined_on, is_member) VALUES (7, 'Chloe', 'Evans', '07707 675218', 'chloe.evans@example.com', '1995-05-12', '2022-04-10', 1);
INSERT INTO customers (customer_id, first_name, last_name, phone, email, date_of_birth, joined_on, is_member) VALUES (8, 'Dan', 'Whitaker', '07708 543176', NULL, '1981-10-22', '2023-09-01', 0);
INSERT INTO customers (customer_id, first_name, last_name, phone, email, date_of_birth, joined_on, is_member) VALUES (9, 'Sophie', 'Turner', NULL, 'sophie.turner@example.com', '1989-07-20', '2021-04-24', 0);
INSERT INTO customers (customer_id, first_name, last_name, phone, email, date_of_birth, joined_on, is_member) VALUES (10, 'Kyle', 'Morris', '07710 641545', 'kyle.morris@example.com', '1972-03-08', '2023-11-12', 1);
INSERT INTO customers (customer_id, first_name, last_name, phone, email, date_of_birth, joined_on, is_member) VALUES (11, 'Grace', 'Lee', '07711 690420', 'grace.lee@example.com', NULL, '2022-12-23', 1);
INSERT INTO customers (customer_id, first_name, last_name, phone, email, date_of_birth, joined_on, is_member) VALUES (12, 'Ben', 'Carter', '07712 717208', NULL, '1978-06-16', '2022-11-04', 0);
INSERT INTO customers (customer_id, first_name, last_name, phone, email, date_of_birth, joined_on, is_member) VALUES (13, 'Hannah', 'Price', '07713 536682', 'hannah.price@example.com', '1978-06-12', '2022-08-09', 1);
INSERT INTO customers (customer_id, first_name, last_name, phone, email, date_of_birth, joined_on, is_member) VALUES (14, 'Ollie', 'Grant', '07714 307852', 'ollie.grant@example.com', '1990-01-01', '2022-06-21', 0);
INSERT INTO customers (customer_id, first_name, last_name, phone, email, date_of_birth, joined_on, is_member) VALUES (15, 'Ruby', 'Walsh', '07715 974733', 'ruby.walsh@example.com', NULL, '2023-06-02', 0);
INSERT INTO customers (customer_id, first_name, last_name, phone, email, date_of_birth, joined_on, is_member) VALUES (16, 'Marcus', 'Bell', '07716 144244', 'marcus.bell@example.com', '1986-07-29', '2023-02-07', 1);
INSERT INTO customers (customer_id, first_name, last_name, phone, email, date_of_birth, joined_on, is_member) VALUES (17, 'Ella', 'Fox', NULL, 'ella.fox@example.com', '1974-04-05', '2023-11-06', 0);
INSERT INTO customers (customer_id, first_name, last_name, phone, email, date_of_birth, joined_on, is_member) VALUES (18, 'Sam', 'Taylor', '07718 618967', 'sam.taylor@example.com', '1991-08-29', '2021-10-11', 1);
INSERT INTO customers (customer_id, first_name, last_name, phone, email, date_of_birth, joined_on, is_member) VALUES (19, 'Taylor', 'Reid', '07719 535812', NULL, '1979-08-05', '2023-03-18', 0);
INSERT INTO customers (customer_id, first_name, last_name, phone, email, date_of_birth, joined_on, is_member) VALUES (20, 'Zoe', 'Clarke', '07720 277986', 'zoe.clarke@example.com', NULL, '2022-09-01', 0);
INSERT INTO customers (customer_id, first_name, last_name, phone, email, date_of_birth, joined_on, is_member) VALUES (21, 'Nathan', 'Doyle', '07721 126605', NULL, '1983-01-22', '2023-08-17', 0);
INSERT INTO customers (customer_id, first_name, last_name, phone, email, date_of_birth, joined_on, is_member) VALUES (22, 'Amira', 'Haddad', '07722 907069', 'amira.haddad@example.com', '1973-08-29', '2021-06-13', 1);
INSERT INTO customers (customer_id, first_name, last_name, phone, email, date_of_birth, joined_on, is_member) VALUES (23, 'Callum', 'Rees', NULL, 'callum.rees@example.com', '1982-02-11', '2023-09-06', 0);
INSERT INTO customers (customer_id, first_name, last_name, phone, email, date_of_birth, joined_on, is_member) VALUES (24, 'Jess', 'Moore', '07724 884297', 'jess.moore@example.com', NULL, '2023-11-24', 0);
INSERT INTO customers (customer_id, first_name, last_name, phone, email, date_of_birth, joined_on, is_member) VALUES (25, 'Ryan', 'Patel', '07725 537796', 'ryan.patel@example.com', '2006-03-06', '2022-09-09', 1);
INSERT INTO customers (customer_id, first_name, last_name, phone, email, date_of_birth, joined_on, is_member) VALUES (26, 'Lucy', 'Hughes', '07726 851625', NULL, '1997-08-31', '2022-11-23', 0);
INSERT INTO customers (customer_id, first_name, last_name, phone, email, date_of_birth, joined_on, is_member) VALUES (27, 'Owen', 'Price', '07727 367747', 'owen.price@example.com', NULL, '2023-01-11', 0);
INSERT INTO customers (customer_id, first_name, last_name, phone, email, date_of_birth, joined_on, is_member) VALUES (28, 'Mia', 'Roberts', NULL, 'mia.roberts@example.com', '1987-10-04', '2021-07-17', 0);
INSERT INTO customers (customer_id, first_name, last_name, phone, email, date_of_birth, joined_on, is_member) VALUES (29, 'Josh', 'Kemp', '07729 187181', NULL, '1970-07-22', '2021-05-17', 0);
INSERT INTO customers (customer_id, first_name, last_name, phone, email, date_of_birth, joined_on, is_member) VALUES (30, 'Freya', 'Nolan', '07730 750892', 'freya.nolan@example.com', '1970-07-07', '2022-06-22', 1);
INSERT INTO bookings (booking_id, customer_id, lane_id, booked_on, play_date, start_time, games, party_size, event_type, status, quoted_price, amount_paid) VALUES (1, 29, 16, '2024-04-29', '2024-05-06', '20:30', 3, 6, 'casual', 'cancelled', 144.0, NULL);
INSERT INTO bookings (booking_id, customer_id, lane_id, booked_on, play_date, start_time, games, party_size, event_type, status, quoted_price, amount_paid) VALUES (2, 20, 1, '2024-03-15', '2024-03-22', '19:30', 2, 2, 'casual', 'completed', 18.0, 18.0);
INSERT INTO bookings (booking_id, customer_id, lane_id, booked_on, play_date, start_time, games, party_size, event_type, status, quoted_price, amount_paid) VALUES (3, 3, 15, '2024-03-29', '2024-03-31', '20:00', 1, 5, 'casual', 'completed', 52.5, 57.75);
INSERT INTO bookings (booking_id, customer_id, lane_id, booked_on, play_date, start_time, games, party_size, event_type, status, quoted_price, amount_paid) VALUES (4, 12, 1, '2024-03-11', '2024-03-12', '14:00', 2, 6, 'birthday', 'completed', 54.0, 54.0);
INSERT INTO bookings (booking_id, customer_id, lane_id, booked_on, play_date, start_time, games, party_size, event_type, status, quoted_price, amount_paid) VALUES (5, 24, 4, '2024-04-25', '2024-04-28', '14:00', 3, 5, 'casual', 'completed', 105.0, 105.0);
INSERT INTO bookings (booking_id, customer_id, lane_id, booked_on, play_date, start_time, games, party_size, event_type, status, quoted_price, amount_paid) VALUES (6, 13, 16, '2024-04-23', '2024-05-04', '16:30', 2, 2, 'casual', 'completed', 42.0, 42.0);
INSERT INTO bookings (booking_id, customer_id, lane_id, booked_on, play_date, start_time, games, party_size, event_type, status, quoted_price, amount_paid) VALUES (7, 16, 2, '2024-03-26', '2024-04-02', '20:30', 1, 9, 'birthday', 'completed', 40.5, 40.5);
INSERT INTO bookings (booking_id, customer_id, lane_id, booked_on, play_date, start_time, games, party_size, event_type, status, quoted_price, amount_paid) VALUES (8, 3, 13, '2024-06-02', '2024-06-05', '14:30', 1, 4, 'casual', 'confirmed', 32.0, NULL);
INSERT INTO bookings (booking_id, customer_id, lane_id, booked_on, play_date, start_time, games, party_size, event_type, status, quoted_price, amount_paid) VALUES (9, 25, 16, '2024-03-11', '2024-03-27', '11:30', 3, 3, 'casual', 'no-show', 72.0, NULL);
INSERT INTO bookings (booking_id, customer_id, lane_id, booked_on, play_date, start_time, games, party_size, event_type, status, quoted_price, amount_paid) VALUES (10, 12, 1, '2024-04-10', '2024-04-21', '17:00', 1, 6, 'casual', 'completed', 33.0, 33.0);
INSERT INTO bookings (booking_id, customer_id, lane_id, booked_on, play_date, start_time, games, party_size, event_type, status, quoted_price, amount_paid) VALUES (11, 3, 8, '2024-05-13', '2024-06-03', '15:00', 3, 7, 'corporate', 'confirmed', 115.5, NULL);
INSERT INTO bookings (booking_id, customer_id, lane_id, booked_on, play_date, start_time, games, party_size, event_type, status, quoted_price, amount_paid) VALUES (12, 17, 10, '2024-03-23', '2024-03-25', '17:30', 3, 4, 'casual', 'completed', 66.0, 66.0);
INSERT INTO bookings (booking_id, customer_id, lane_id, booked_on, play_date, start_time, games, party_size, event_type, status, quoted_price, amount_paid) VALUES (13, 30, 10, '2024-04-20', '2024-05-07', '11:30', 3, 3, 'casual', 'completed', 49.5, 49.5);
INSERT INTO bookings (booking_id, customer_id, lane_id, booked_on, play_date, start_time, games, party_size, event_type, status, quoted_price, amount_paid) VALUES (14, 6, 11, '2024-03-22', '2024-04-09', '10:00', 3, 2, 'casual', 'completed', 33.0, 33.0);
INSERT INTO bookings (booking_id, customer_id, lane_id, booked_on, play_date, start_time, games, party_size, event_type, status, quoted_price, amount_paid) VALUES (15, 16, 16, '2024-06-04', '2024-06-18', '14:30', 3, 2, 'casual', 'confirmed', 48.0, NULL);
INSERT INTO bookings (booking_id, customer_id, lane_id, booked_on, play_date, start_time, games, party_size, event_type, status, quoted_price, amount_paid) VALUES (16, 14, 15, '2024-04-19', '2024-04-21', '12:30', 3, 6, 'casual', 'cancelled', 189.0, NULL);
INSERT INTO bookings (booking_id, customer_id, lane_id, booked_on, play_date, start_time, games, party_size, event_type, status, quoted_price, amount_paid) VALUES (17, 4, 10, '2024-04-02', '2024-04-15', '16:30', 3, 4, 'casual', 'completed', 66.0, 66.0);
INSERT INTO bookings (booking_id, customer_id, lane_id, booked_on, play_date, start_time, games, party_size, event_type, status, quoted_price, amount_paid) VALUES (18, 21, 15, '2024-04-10', '2024-04-14', '15:00', 3, 5, 'casual', 'cancelled', 157.5, 0.0);
INSERT INTO bookings (booking_id, customer_id, lane_id, booked_on, play_date, start_time, games, party_size, event_type, status, quoted_price, amount_paid) VALUES (19, 12, 5, '2024-05-13', '2024-06-03', '21:00', 4, 5, 'casual', 'confirmed', 110.0, 27.5);
INSERT INTO bookings (booking_id, customer_id, lane_id, booked_on, play_date, start_time, games, party_size, event_type, status, quoted_price, amount_paid) VALUES (20, 7, 12, '2024-04-16', '2024-04-16', '17:00', 2, 8, 'corporate', 'completed', 88.0, 88.0);
INSERT INTO bookings (booking_id, customer_id, lane_id, booked_on, play_date, start_time, games, party_size, event_type, status, quoted_price, amount_paid) VALUES (21, 13, 4, '2024-02-29', '2024-03-18', '18:00', 3, 4, 'casual', 'completed', 66.0, 66.0);
INSERT INTO bookings (booking_id, customer_id, lane_id, booked_on, play_date, start_time, games, party_size, event_type, status, quoted_price, amount_paid) VALUES (22, 20, 1, '2024-05-07', '2024-05-24', '21:00', 1, 10, 'birthday', 'cancelled', 45.0, NULL);
INSERT INTO bookings (booking_id, customer_id, lane_id, booked_on, play_date, start_time, games, party_size, event_type, status, quoted_price, amount_paid) VALUES (23, 27, 4, '2024-06-07', '2024-06-19', '14:00', 4, 9, 'corporate', 'confirmed', 198.0, 49.5);
INSERT INTO bookings (booking_id, customer_id, lane_id, booked_on, play_date, start_time, games, party_size, event_type, status, quoted_price, amount_paid) VALUES (24, 26, 1, '2024-04-16', '2024-05-09', '10:30', 3, 7, 'birthday', 'completed', 94.5, 85.05);
INSERT INTO bookings (booking_id, customer_id, lane_id, booked_on, play_date, start_time, games, party_size, event_type, status, quoted_price, amount_paid) VALUES (25, 17, 1, '2024-03-18', '2024-03-22', '14:30', 3, 9, 'birthday', 'completed', 121.5, 121.5);
INSERT INTO bookings (booking_id, customer_id, lane_id, booked_on, play_date, start_time, games, party_size, event_type, status, quoted_price, amount_paid) VALUES (26, 26, 5, '2024-06-22', '2024-06-25', '14:30', 1, 8, 'birthday', 'confirmed', 44.0, 11.0);
INSERT INTO bookings (booking_id, customer_id, lane_id, booked_on, play_date, start_time, games, party_size, event_type, status, quoted_price, amount_paid) VALUES (27, 14, 8, '2024-03-07', '2024-03-13', '17:30', 3, 4, 'casual', 'no-show', 66.0, NULL);
INSERT INTO bookings (booking_id, customer_id, lane_id, booked_on, play_date, start_time, games, party_size, event_type, status, quoted_price, amount_paid) VALUES (28, 26, 9, '2024-06-02', '2024-06-09', '21:00', 2, 7, 'corporate', 'confirmed', 98.0, NULL);
INSERT INTO bookings (booking_id, customer_id, lane_id, booked_on, play_date, start_time, games, party_size, event_type, status, quoted_price, amount_paid) VALUES (29, 28, 13, '2024-04-17', '2024-04-24', '18:30', 4, 3, 'casual', 'completed', 96.0, 96.0);
INSERT INTO bookings (booking_id, customer_id, lane_id, booked_on, play_date, start_time, games, party_size, event_type, status, quoted_price, amount_paid) VALUES (30, 8, 16, '2024-03-01', '2024-03-17', '18:00', 4, 5, 'casual', 'no-show', 210.0, 52.5);
INSERT INTO bookings (booking_id, customer_id, lane_id, booked_on, play_date, start_time, games, party_size, event_type, status, quoted_price, amount_paid) VALUES (31, 19, 8, '2024-03-20', '2024-04-08', '21:00', 2, 5, 'casual', 'cancelled', 55.0, NULL);
INSERT INTO bookings (booking_id, customer_id, lane_id, booked_on, play_date, start_time, games, party_size, event_type, status, quoted_price, amount_paid) VALUES (32, 1, 6, '2024-05-29', '2024-05-31', '15:30', 2, 4, 'casual', 'completed', 44.0, 39.6);
INSERT INTO bookings (booking_id, customer_id, lane_id, booked_on, play_date, start_time, games, party_size, event_type, status, quoted_price, amount_paid) VALUES (33, 14, 13, '2024-03-16', '2024-03-24', '12:00', 2, 5, 'casual', 'cancelled', 105.0, 0.0);
INSERT INTO bookings (booking_id, customer_id, lane_id, booked_on, play_date, start_time, games, party_size, event_type, status, quoted_price, amount_paid) VALUES (34, 11, 8, '2024-03-15', '2024-03-29', '17:30', 2, 2, 'casual', 'cancelled', 22.0, NULL);
INSERT INTO bookings (booking_id, customer_id, lane_id, booked_on, play_date, start_time, games, party_size, event_type, status, quoted_price, amount_paid) VALUES (35, 15, 2, '2024-04-12', '2024-05-06', '21:30', 1, 7, 'birthday', 'completed', 31.5, 31.5);
INSERT INTO bookings (booking_id, customer_id, lane_id, booked_on, play_date, start_time, games, party_size, event_type, status, quoted_price, amount_paid) VALUES (36, 26, 10, '2024-05-16', '2024-05-25', '21:30', 1, 4, 'casual', 'completed', 28.0, 14.0);
INSERT INTO bookings (booking_id, customer_id, lane_id, booked_on, play_date, start_time, games, party_size, event_type, status, quoted_price, amount_paid) VALUES (37, 20, 3, '2024-04-05', '2024-04-11', '18:30', 3, 5, 'casual', 'completed', 82.5, NULL);
INSERT INTO bookings (booking_id, customer_id, lane_id, booked_on, play_date, start_time, games, party_size, event_type, status, quoted_price, amount_paid) VALUES (38, 17, 2, '2024-03-05', '2024-03-25', '11:30', 2, 2, 'casual', 'no-show', 18.0, NULL);
INSERT INTO bookings (booking_id, customer_id, lane_id, booked_on, play_date, start_time, games, party_size, event_type, status, quoted_price, amount_paid) VALUES (39, 14, 12, '2024-03-12', '2024-03-17', '20:30', 3, 2, 'casual', 'completed', 42.0, 42.0);
INSERT INTO bookings (booking_id, customer_id, lane_id, booked_on, play_date, start_time, games, party_size, event_type, status, quoted_price, amount_paid) VALUES (40, 15, 2, '2024-03-11', '2024-03-23', '16:00', 1, 4, 'league', 'completed', 17.6, 17.6);
INSERT INTO bookings (booking_id, customer_id, lane_id, booked_on, play_date, start_time, games, party_size, event_type, status, quoted_price, amount_paid) VALUES (41, 7, 1, '2024-03-28', '2024-04-21', '16:00', 4, 2, 'casual', 'completed', 44.0, 44.0);
INSERT INTO bookings (booking_id, customer_id, lane_id, booked_on, play_date, start_time, games, party_size, event_type, status, quoted_price, amount_paid) VALUES (42, 12, 1, '2024-05-30', '2024-06-06', '18:00', 1, 9, 'birthday', 'confirmed', 40.5, NULL);
INSERT INTO bookings (booking_id, customer_id, lane_id, booked_on, play_date, start_time, games, party_size, event_type, status, quoted_price, amount_paid) VALUES (43, 4, 12, '2024-05-09', '2024-05-26', '17:00', 1, 5, 'casual', 'completed', 35.0, 31.5);
INSERT INTO bookings (booking_id, customer_id, lane_id, booked_on, play_date, start_time, games, party_size, event_type, status, quoted_price, amount_paid) VALUES (44, 17, 1, '2024-06-18', '2024-06-21', '10:30', 2, 5, 'birthday', 'confirmed', 45.0, 11.25);
INSERT INTO bookings (booking_id, customer_id, lane_id, booked_on, play_date, start_time, games, party_size, event_type, status, quoted_price, amount_paid) VALUES (45, 4, 10, '2024-05-17', '2024-05-17', '13:00', 2, 3, 'casual', 'completed', 33.0, 33.0);
INSERT INTO bookings (booking_id, customer_id, lane_id, booked_on, play_date, start_time, games, party_size, event_type, status, quoted_price, amount_paid) VALUES (46, 26, 5, '2024-05-03', '2024-05-06', '13:00', 4, 9, 'corporate', 'completed', 198.0, 198.0);
INSERT INTO bookings (booking_id, customer_id, lane_id, booked_on, play_date, start_time, games, party_size, event_type, status, quoted_price, amount_paid) VALUES (47, 13, 5, '2024-02-24', '2024-03-18', '12:00', 3, 3, 'casual', 'completed', 49.5, 49.5);
INSERT INTO bookings (booking_id, customer_id, lane_id, booked_on, play_date, start_time, games, party_size, event_type, status, quoted_price, amount_paid) VALUES (48, 16, 9, '2024-05-13', '2024-05-23', '18:00', 1, 6, 'league', 'completed', 26.4, 26.4);
INSERT INTO bookings (booking_id, customer_id, lane_id, booked_on, play_date, start_time, games, party_size, event_type, status, quoted_price, amount_paid) VALUES (49, 15, 16, '2024-04-11', '2024-04-24', '14:00', 2, 3, 'casual', 'completed', 48.0, 48.0);
INSERT INTO bookings (booking_id, customer_id, lane_id, booked_on, play_date, start_time, games, party_size, event_type, status, quoted_price, amount_paid) VALUES (50, 18, 16, '2024-03-26', '2024-04-13', '14:30', 1, 6, 'casual', 'completed', 63.0, 63.0);
INSERT INTO scores (score_id, booking_id, customer_id, player_name, game_number, total_score, strikes, spares) VALUES (1, 2, 20, 'Zoe', 1, 123, 3, 4);
INSERT INTO scores (score_id, booking_id, customer_id, player_name, game_number, total_score, strikes, spares) VALUES (2, 2, 20, 'Zoe', 2, 119, 3, 1);
INSERT INTO scores (score_id, booking_id, customer_id, player_name, game_number, total_score, strikes, spares) VALUES (3, 3, 3, 'Priya', 1, 212, 9, 1);
INSERT INTO scores (score_id, booking_id, customer_id, player_name, game_number, total_score, strikes, spares) VALUES (4, 3, NULL, 'Auntie Pam', 1, 198, 8, 1);
INSERT INTO scores (score_id, booking_id, customer_id, player_name, game_number, total_score, strikes, spares) VALUES (5, 4, 12, 'Ben', 1, 217, 8, 1);
INSERT INTO scores (score_id, booking_id, customer_id, player_name, game_number, total_score, strikes, spares) VALUES (6, 4, NULL, 'Dev', 1, 181, 5, 1);
INSERT INTO scores (score_id, booking_id, customer_id, player_name, game_number, total_score, strikes, spares) VALUES (7, 4, NULL, 'Big Steve', 1, 119, 4, 3);
INSERT INTO scores (score_id, booking_id, customer_id, player_name, game_number, total_score, strikes, spares) VALUES (8, 4, 12, 'Ben', 2, 139, 4, 4);
INSERT INTO scores (score_id, booking_id, customer_id, player_name, game_number, total_score, strikes, spares) VALUES (9, 4, NULL, 'Jordan', 2, 83, 1, 5);
INSERT INTO scores (score_id, booking_id, customer_id, player_name, game_number, total_score, strikes, spares) VALUES (10, 4, NULL, 'Big Steve', 2, 136, 4, 1);
INSERT INTO scores (score_id, booking_id, customer_id, player_name, game_number, total_score, strikes, spares) VALUES (11, 5, 24, 'Jess', 1, 68, 0, 2);
INSERT INTO scores (score_id, booking_id, customer_id, player_name, game_number, total_score, strikes, spares) VALUES (12, 5, NULL, 'Gaz', 1, 109, 2, 5);
INSERT INTO scores (score_id, booking_id, customer_id, player_name, game_number, total_score, strikes, spares) VALUES (13, 5, NULL, 'Big Steve', 1, 168, 5, 1);
INSERT INTO scores (score_id, booking_id, customer_id, player_name, game_number, total_score, strikes, spares) VALUES (14, 5, 24, 'Jess', 2, 109, 1, 5);
INSERT INTO scores (score_id, booking_id, customer_id, player_name, game_number, total_score, strikes, spares) VALUES (15, 5, NULL, 'Tilly', 2, 134, 5, 3);
INSERT INTO scores (score_id, booking_id, customer_id, player_name, game_number, total_score, strikes, spares) VALUES (16, 5, NULL, 'Kez', 2, 94, 1, 6);
INSERT INTO scores (score_id, booking_id, customer_id, player_name, game_number, total_score, strikes, spares) VALUES (17, 6, 13, 'Hannah', 1, 218, 8, 1);
INSERT INTO scores (score_id, booking_id, customer_id, player_name, game_number, total_score, strikes, spares) VALUES (18, 6, NULL, 'Mo', 1, 105, 2, 4);
INSERT INTO scores (score_id, booking_id, customer_id, player_name, game_number, total_score, strikes, spares) VALUES (19, 6, 13, 'Hannah', 2, 115, 3, 3);
INSERT INTO scores (score_id, booking_id, customer_id, player_name, game_number, total_score, strikes, spares) VALUES (20, 6, NULL, 'Fitzy', 2, 89, 1, 6);
INSERT INTO scores (score_id, booking_id, customer_id, player_name, game_number, total_score, strikes, spares) VALUES (21, 7, 16, 'Marcus', 1, 279, 11, 0);
INSERT INTO scores (score_id, booking_id, customer_id, player_name, game_number, total_score, strikes, spares) VALUES (22, 7, NULL, 'Kez', 1, 191, 7, 3);
INSERT INTO scores (score_id, booking_id, customer_id, player_name, game_number, total_score, strikes, spares) VALUES (23, 7, NULL, 'Nan', 1, 194, 8, 2);
INSERT INTO scores (score_id, booking_id, customer_id, player_name, game_number, total_score, strikes, spares) VALUES (24, 10, 12, 'Ben', 1, 167, 6, 4);
INSERT INTO scores (score_id, booking_id, customer_id, player_name, game_number, total_score, strikes, spares) VALUES (25, 10, NULL, 'Big Steve', 1, 119, 2, 2);
INSERT INTO scores (score_id, booking_id, customer_id, player_name, game_number, total_score, strikes, spares) VALUES (26, 12, 17, 'Ella', 1, 215, 9, 1);
INSERT INTO scores (score_id, booking_id, customer_id, player_name, game_number, total_score, strikes, spares) VALUES (27, 12, 17, 'Ella', 2, 188, 7, 3);
INSERT INTO scores (score_id, booking_id, customer_id, player_name, game_number, total_score, strikes, spares) VALUES (28, 13, 30, 'Freya', 1, 163, 4, 5);
INSERT INTO scores (score_id, booking_id, customer_id, player_name, game_number, total_score, strikes, spares) VALUES (29, 13, NULL, 'Auntie Pam', 1, 76, 0, 1);
INSERT INTO scores (score_id, booking_id, customer_id, player_name, game_number, total_score, strikes, spares) VALUES (30, 13, 30, 'Freya', 2, 233, 8, 1);
INSERT INTO scores (score_id, booking_id, customer_id, player_name, game_number, total_score, strikes, spares) VALUES (31, 13, NULL, 'Mo', 2, 226, 10, 0);
INSERT INTO scores (score_id, booking_id, customer_id, player_name, game_number, total_score, strikes, spares) VALUES (32, 14, 6, 'Liam', 1, 215, 9, 1);
INSERT INTO scores (score_id, booking_id, customer_id, player_name, game_number, total_score, strikes, spares) VALUES (33, 14, NULL, 'Fitzy', 1, 204, 9, 1);
INSERT INTO scores (score_id, booking_id, customer_id, player_name, game_number, total_score, strikes, spares) VALUES (34, 14, 6, 'Liam', 2, 235, 8, 2);
INSERT INTO scores (score_id, booking_id, customer_id, player_name, game_number, total_score, strikes, spares) VALUES (35, 14, NULL, 'Dev', 2, 108, 2, 3);
INSERT INTO scores (score_id, booking_id, customer_id, player_name, game_number, total_score, strikes, spares) VALUES (36, 17, 4, 'Tom', 1, 138, 5, 2);
INSERT INTO scores (score_id, booking_id, customer_id, player_name, game_number, total_score, strikes, spares) VALUES (37, 17, NULL, 'Fitzy', 1, 87, 1, 6);
INSERT INTO scores (score_id, booking_id, customer_id, player_name, game_number, total_score, strikes, spares) VALUES (38, 17, 4, 'Tom', 2, 170, 6, 2);
INSERT INTO scores (score_id, booking_id, customer_id, player_name, game_number, total_score, strikes, spares) VALUES (39, 17, NULL, 'Auntie Pam', 2, 79, 2, 1);
INSERT INTO scores (score_id, booking_id, customer_id, player_name, game_number, total_score, strikes, spares) VALUES (40, 20, 7, 'Chloe', 1, 74, 0, 3);
INSERT INTO scores (score_id, booking_id, customer_id, player_name, game_number, total_score, strikes, spares) VALUES (41, 20, 7, 'Chloe', 2, 226, 10, 0);
INSERT INTO scores (score_id, booking_id, customer_id, player_name, game_number, total_score, strikes, spares) VALUES (42, 21, 13, 'Hannah', 1, 65, 1, 1);
INSERT INTO scores (score_id, booking_id, customer_id, player_name, game_number, total_score, strikes, spares) VALUES (43, 21, 13, 'Hannah', 2, 147, 4, 2);
INSERT INTO scores (score_id, booking_id, customer_id, player_name, game_number, total_score, strikes, spares) VALUES (44, 24, 26, 'Lucy', 1, 150, 5, 4);
INSERT INTO scores (score_id, booking_id, customer_id, player_name, game_number, total_score, strikes, spares) VALUES (45, 24, 26, 'Lucy', 2, 90, 2, 1);
INSERT INTO scores (score_id, booking_id, customer_id, player_name, game_number, total_score, strikes, spares) VALUES (46, 25, 17, 'Ella', 1, 230, 10, 0);
INSERT INTO scores (score_id, booking_id, customer_id, player_name, game_number, total_score, strikes, spares) VALUES (47, 25, NULL, 'Gaz', 1, 102, 3, 4);
INSERT INTO scores (score_id, booking_id, customer_id, player_name, game_number, total_score, strikes, spares) VALUES (48, 25, 17, 'Ella', 2, 186, 8, 2);
INSERT INTO scores (score_id, booking_id, customer_id, player_name, game_number, total_score, strikes, spares) VALUES (49, 25, NULL, 'Mo', 2, 200, 8, 1);
INSERT INTO scores (score_id, booking_id, customer_id, player_name, game_number, total_score, strikes, spares) VALUES (50, 29, 28, 'Mia', 1, 223, 9, 1);
INSERT INTO scores (score_id, booking_id, customer_id, player_name, game_number, total_score, strikes, spares) VALUES (51, 29, NULL, 'Nan', 1, 152, 4, 6);
INSERT INTO scores (score_id, booking_id, customer_id, player_name, game_number, total_score, strikes, spares) VALUES (52, 29, NULL, 'Big Steve', 1, 68, 0, 4);
INSERT INTO scores (score_id, booking_id, customer_id, player_name, game_number, total_score, strikes, spares) VALUES (53, 29, 28, 'Mia', 2, 213, 7, 1);
INSERT INTO scores (score_id, booking_id, customer_id, player_name, game_number, total_score, strikes, spares) VALUES (54, 29, NULL, 'Tilly', 2, 84, 1, 1);
INSERT INTO scores (score_id, booking_id, customer_id, player_name, game_number, total_score, strikes, spares) VALUES (55, 29, NULL, 'Fitzy', 2, 225, 10, 0);
INSERT INTO scores (score_id, booking_id, customer_id, player_name, game_number, total_score, strikes, spares) VALUES (56, 32, 1, 'Jordan', 1, 225, 8, 2);
INSERT INTO scores (score_id, booking_id, customer_id, player_name, game_number, total_score, strikes, spares) VALUES (57, 32, NULL, 'Tilly', 1, 85, 2, 6);
INSERT INTO scores (score_id, booking_id, customer_id, player_name, game_number, total_score, strikes, spares) VALUES (58, 32, NULL, 'Auntie Pam', 1, 197, 6, 4);
INSERT INTO scores (score_id, booking_id, customer_id, player_name, game_number, total_score, strikes, spares) VALUES (59, 32, 1, 'Jordan', 2, 234, 10, 0);
INSERT INTO scores (score_id, booking_id, customer_id, player_name, game_number, total_score, strikes, spares) VALUES (60, 32, NULL, 'Jordan', 2, 210, 9, 1);
INSERT INTO menu_items (menu_item_id, item_name, category, sale_price, cost_price, allergens, is_available) VALUES (1, 'Cheeseburger', 'food', 7.5, 2.8, 'gluten, dairy', 1);
INSERT INTO menu_items (menu_item_id, item_name, category, sale_price, cost_price, allergens, is_available) VALUES (2, 'Veggie Burger', 'food', 7.0, 2.4, 'gluten, soy', 1);
INSERT INTO menu_items (menu_item_id, item_name, category, sale_price, cost_price, allergens, is_available) VALUES (3, 'Loaded Nachos', 'food', 6.5, 1.9, 'dairy', 1);
INSERT INTO menu_items (menu_item_id, item_name, category, sale_price, cost_price, allergens, is_available) VALUES (4, 'Hot Dog', 'food', 5.0, 1.6, 'gluten', 1);
INSERT INTO menu_items (menu_item_id, item_name, category, sale_price, cost_price, allergens, is_available) VALUES (5, 'Chicken Tenders', 'food', 6.0, 2.1, 'gluten, egg', 1);
INSERT INTO menu_items (menu_item_id, item_name, category, sale_price, cost_price, allergens, is_available) VALUES (6, 'Fries', 'food', 3.0, 0.6, NULL, 1);
INSERT INTO menu_items (menu_item_id, item_name, category, sale_price, cost_price, allergens, is_available) VALUES (7, 'Margherita Pizza', 'food', 9.5, 3.1, 'gluten, dairy', 0);
INSERT INTO menu_items (menu_item_id, item_name, category, sale_price, cost_price, allergens, is_available) VALUES (8, 'Cola', 'drink', 2.5, 0.5, NULL, 1);
INSERT INTO menu_items (menu_item_id, item_name, category, sale_price, cost_price, allergens, is_available) VALUES (9, 'Lemonade', 'drink', 2.5, 0.45, NULL, 1);
INSERT INTO menu_items (menu_item_id, item_name, category, sale_price, cost_price, allergens, is_available) VALUES (10, 'Draught Lager (pint)', 'drink', 5.2, 1.7, 'gluten', 1);
INSERT INTO menu_items (menu_item_id, item_name, category, sale_price, cost_price, allergens, is_available) VALUES (11, 'Slush', 'drink', 3.0, 0.4, NULL, 1);
INSERT INTO menu_items (menu_item_id, item_name, category, sale_price, cost_price, allergens, is_available) VALUES (12, 'Coffee', 'drink', 2.8, 0.35, 'dairy', 1);
INSERT INTO menu_items (menu_item_id, item_name, category, sale_price, cost_price, allergens, is_available) VALUES (13, 'Choc Brownie', 'dessert', 4.0, 1.1, 'gluten, dairy, egg', 1);
INSERT INTO menu_items (menu_item_id, item_name, category, sale_price, cost_price, allergens, is_available) VALUES (14, 'Ice Cream Tub', 'dessert', 3.5, 0.9, 'dairy', 1);
INSERT INTO menu_items (menu_item_id, item_name, category, sale_price, cost_price, allergens, is_available) VALUES (15, 'Doughnut Stack', 'dessert', 4.5, 1.2, 'gluten, dairy, egg', 0);
INSERT INTO menu_items (menu_item_id, item_name, category, sale_price, cost_price, allergens, is_available) VALUES (16, 'Kids Party Pack', 'party pack', 9.0, 3.5, 'gluten, dairy', 1);
INSERT INTO menu_items (menu_item_id, item_name, category, sale_price, cost_price, allergens, is_available) VALUES (17, 'Grown-up Party Pack', 'party pack', 14.0, 5.8, 'gluten, dairy', 1);
INSERT INTO menu_items (menu_item_id, item_name, category, sale_price, cost_price, allergens, is_available) VALUES (18, 'Strike Sharing Platter', 'party pack', 22.0, 8.5, 'gluten, dairy, egg', 1);
INSERT INTO snack_orders (order_id, booking_id, menu_item_id, quantity, ordered_at, discount_pct) VALUES (1, 2, 6, 1, '19:15', 20.0);
INSERT INTO snack_orders (order_id, booking_id, menu_item_id, quantity, ordered_at, discount_pct) VALUES (2, 3, 14, 3, '20:25', 10.0);
INSERT INTO snack_orders (order_id, booking_id, menu_item_id, quantity, ordered_at, discount_pct) VALUES (3, 3, 18, 2, '20:15', NULL);
INSERT INTO snack_orders (order_id, booking_id, menu_item_id, quantity, ordered_at, discount_pct) VALUES (4, 4, 16, 2, '14:15', NULL);
INSERT INTO snack_orders (order_id, booking_id, menu_item_id, quantity, ordered_at, discount_pct) VALUES (5, 4, 2, 2, '15:15', NULL);
INSERT INTO snack_orders (order_id, booking_id, menu_item_id, quantity, ordered_at, discount_pct) VALUES (6, 5, 6, 2, '15:50', NULL);
INSERT INTO snack_orders (order_id, booking_id, menu_item_id, quantity, ordered_at, discount_pct) VALUES (7, 5, 7, 2, '15:50', NULL);
INSERT INTO snack_orders (order_id, booking_id, menu_item_id, quantity, ordered_at, discount_pct) VALUES (8, 7, 16, 8, '20:25', NULL);
INSERT INTO snack_orders (order_id, booking_id, menu_item_id, quantity, ordered_at, discount_pct) VALUES (9, 7, 17, 6, '20:15', NULL);
INSERT INTO snack_orders (order_id, booking_id, menu_item_id, quantity, ordered_at, discount_pct) VALUES (10, 10, 13, 2, '17:15', 10.0);
INSERT INTO snack_orders (order_id, booking_id, menu_item_id, quantity, ordered_at, discount_pct) VALUES (11, 10, 12, 2, '18:40', NULL);
INSERT INTO snack_orders (order_id, booking_id, menu_item_id, quantity, ordered_at, discount_pct) VALUES (12, 12, 16, 2, '17:50', NULL);
INSERT INTO snack_orders (order_id, booking_id, menu_item_id, quantity, ordered_at, discount_pct) VALUES (13, 13, 9, 3, '11:50', 15.0);
INSERT INTO snack_orders (order_id, booking_id, menu_item_id, quantity, ordered_at, discount_pct) VALUES (14, 14, 18, 2, '11:50', NULL);
INSERT INTO snack_orders (order_id, booking_id, menu_item_id, quantity, ordered_at, discount_pct) VALUES (15, 14, 8, 1, '10:40', NULL);
INSERT INTO snack_orders (order_id, booking_id, menu_item_id, quantity, ordered_at, discount_pct) VALUES (16, 14, 9, 1, '11:40', NULL);
INSERT INTO snack_orders (order_id, booking_id, menu_item_id, quantity, ordered_at, discount_pct) VALUES (17, 17, 9, 4, '17:05', NULL);
INSERT INTO snack_orders (order_id, booking_id, menu_item_id, quantity, ordered_at, discount_pct) VALUES (18, 17, 14, 1, '17:50', NULL);
INSERT INTO snack_orders (order_id, booking_id, menu_item_id, quantity, ordered_at, discount_pct) VALUES (19, 17, 13, 1, '17:15', NULL);
INSERT INTO snack_orders (order_id, booking_id, menu_item_id, quantity, ordered_at, discount_pct) VALUES (20, 20, 6, 2, '18:25', 10.0);
INSERT INTO snack_orders (order_id, booking_id, menu_item_id, quantity, ordered_at, discount_pct) VALUES (21, 24, 16, 4, '10:15', NULL);
INSERT INTO snack_orders (order_id, booking_id, menu_item_id, quantity, ordered_at, discount_pct) VALUES (22, 25, 16, 7, '15:15', NULL);
INSERT INTO snack_orders (order_id, booking_id, menu_item_id, quantity, ordered_at, discount_pct) VALUES (23, 25, 3, 5, '15:05', NULL);
INSERT INTO snack_orders (order_id, booking_id, menu_item_id, quantity, ordered_at, discount_pct) VALUES (24, 29, 15, 1, '19:50', 20.0);
INSERT INTO snack_orders (order_id, booking_id, menu_item_id, quantity, ordered_at, discount_pct) VALUES (25, 29, 6, 3, '18:40', NULL);
INSERT INTO snack_orders (order_id, booking_id, menu_item_id, quantity, ordered_at, discount_pct) VALUES (26, 35, 16, 7, '21:25', 10.0);
INSERT INTO snack_orders (order_id, booking_id, menu_item_id, quantity, ordered_at, discount_pct) VALUES (27, 35, 18, 4, '22:05', NULL);
INSERT INTO snack_orders (order_id, booking_id, menu_item_id, quantity, ordered_at, discount_pct) VALUES (28, 36, 8, 1, '21:15', NULL);
INSERT INTO snack_orders (order_id, booking_id, menu_item_id, quantity, ordered_at, discount_pct) VALUES (29, 37, 14, 5, '18:15', NULL);
INSERT INTO snack_orders (order_id, booking_id, menu_item_id, quantity, ordered_at, discount_pct) VALUES (30, 37, 10, 3, '18:05', NULL);
INSERT INTO snack_orders (order_id, booking_id, menu_item_id, quantity, ordered_at, discount_pct) VALUES (31, 37, 18, 5, '18:40', 20.0);
INSERT INTO snack_orders (order_id, booking_id, menu_item_id, quantity, ordered_at, discount_pct) VALUES (32, 39, 14, 2, '20:15', NULL);
INSERT INTO snack_orders (order_id, booking_id, menu_item_id, quantity, ordered_at, discount_pct) VALUES (33, 40, 3, 1, '17:40', NULL);
INSERT INTO snack_orders (order_id, booking_id, menu_item_id, quantity, ordered_at, discount_pct) VALUES (34, 40, 15, 4, '17:40', NULL);
INSERT INTO snack_orders (order_id, booking_id, menu_item_id, quantity, ordered_at, discount_pct) VALUES (35, 41, 18, 2, '17:25', 15.0);
INSERT INTO snack_orders (order_id, booking_id, menu_item_id, quantity, ordered_at, discount_pct) VALUES (36, 43, 11, 1, '17:25', 15.0);
INSERT INTO snack_orders (order_id, booking_id, menu_item_id, quantity, ordered_at, discount_pct) VALUES (37, 43, 7, 1, '18:05', NULL);
INSERT INTO snack_orders (order_id, booking_id, menu_item_id, quantity, ordered_at, discount_pct) VALUES (38, 43, 12, 3, '18:40', NULL);
INSERT INTO snack_orders (order_id, booking_id, menu_item_id, quantity, ordered_at, discount_pct) VALUES (39, 45, 2, 1, '13:50', NULL);
INSERT INTO snack_orders (order_id, booking_id, menu_item_id, quantity, ordered_at, discount_pct) VALUES (40, 45, 17, 1, '14:05', NULL);
INSERT INTO snack_orders (order_id, booking_id, menu_item_id, quantity, ordered_at, discount_pct) VALUES (41, 46, 4, 5, '14:15', NULL);
INSERT INTO snack_orders (order_id, booking_id, menu_item_id, quantity, ordered_at, discount_pct) VALUES (42, 46, 17, 6, '13:05', NULL);
INSERT INTO snack_orders (order_id, booking_id, menu_item_id, quantity, ordered_at, discount_pct) VALUES (43, 47, 11, 2, '13:15', NULL);
INSERT INTO snack_orders (order_id, booking_id, menu_item_id, quantity, ordered_at, discount_pct) VALUES (44, 47, 5, 3, '13:15', NULL);
INSERT INTO snack_orders (order_id, booking_id, menu_item_id, quantity, ordered_at, discount_pct) VALUES (45, 47, 4, 3, '12:50', 20.0);
INSERT INTO snack_orders (order_id, booking_id, menu_item_id, quantity, ordered_at, discount_pct) VALUES (46, 48, 8, 5, '19:05', NULL);
INSERT INTO snack_orders (order_id, booking_id, menu_item_id, quantity, ordered_at, discount_pct) VALUES (47, 48, 18, 6, '18:25', NULL);
INSERT INTO snack_orders (order_id, booking_id, menu_item_id, quantity, ordered_at, discount_pct) VALUES (48, 49, 10, 3, '15:40', NULL);
COMMIT;
