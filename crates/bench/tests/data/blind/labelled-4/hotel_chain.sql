-- hotel_chain: a European hotel chain. bookings is the many-to-many link
-- between guests and rooms.
PRAGMA foreign_keys = ON;

CREATE TABLE hotels (
    hotel_id     INTEGER PRIMARY KEY,
    name         TEXT NOT NULL UNIQUE,
    city         TEXT NOT NULL,
    country      TEXT NOT NULL,
    star_rating  INTEGER NOT NULL,   -- official classification, 1..5 stars
    guest_rating REAL NOT NULL,      -- average guest review score, 0..10
    opened_on    TEXT NOT NULL,
    has_spa      INTEGER NOT NULL DEFAULT 0   -- 0/1
);

CREATE TABLE rooms (
    room_id       INTEGER PRIMARY KEY,
    hotel_id      INTEGER NOT NULL REFERENCES hotels(hotel_id),
    room_number   TEXT NOT NULL,
    room_type     TEXT NOT NULL,    -- Standard / Deluxe / Family / Junior Suite / Executive Suite
    nightly_rate  REAL NOT NULL,    -- weekday rate per night, EUR
    weekend_rate  REAL NOT NULL,    -- Friday/Saturday rate per night, EUR
    max_occupancy INTEGER NOT NULL,
    has_sea_view  INTEGER NOT NULL DEFAULT 0,  -- 0/1 (river/sea/fjord view)
    UNIQUE (hotel_id, room_number)
);

CREATE TABLE guests (
    guest_id     INTEGER PRIMARY KEY,
    first_name   TEXT NOT NULL,
    last_name    TEXT NOT NULL,
    home_city    TEXT NOT NULL,
    loyalty_tier TEXT NOT NULL,     -- None / Silver / Gold
    joined_on    TEXT NOT NULL
);

CREATE TABLE bookings (
    booking_id         INTEGER PRIMARY KEY,
    guest_id           INTEGER NOT NULL REFERENCES guests(guest_id),
    room_id            INTEGER NOT NULL REFERENCES rooms(room_id),
    booked_on          TEXT NOT NULL,
    check_in           TEXT NOT NULL,
    check_out          TEXT NOT NULL,
    total_price        REAL NOT NULL,  -- EUR, incl. breakfast if taken
    cancelled_on       TEXT,           -- NULL = not cancelled
    review_score       INTEGER,        -- 1..10, NULL = no review (yet)
    breakfast_included INTEGER NOT NULL DEFAULT 0  -- 0/1
);


INSERT INTO hotels (hotel_id, name, city, country, star_rating, guest_rating, opened_on, has_spa) VALUES (1, 'Grand Danube Hotel', 'Vienna', 'Austria', 5, 8.9, '1998-05-01', 1);
INSERT INTO hotels (hotel_id, name, city, country, star_rating, guest_rating, opened_on, has_spa) VALUES (2, 'Ringstrasse Boutique', 'Vienna', 'Austria', 4, 9.3, '2012-03-15', 0);
INSERT INTO hotels (hotel_id, name, city, country, star_rating, guest_rating, opened_on, has_spa) VALUES (3, 'Alfama Riverside', 'Lisbon', 'Portugal', 4, 9.1, '2009-06-01', 0);
INSERT INTO hotels (hotel_id, name, city, country, star_rating, guest_rating, opened_on, has_spa) VALUES (4, 'Belem Palace Hotel', 'Lisbon', 'Portugal', 5, 8.6, '2001-09-10', 1);
INSERT INTO hotels (hotel_id, name, city, country, star_rating, guest_rating, opened_on, has_spa) VALUES (5, 'Harbour Lights Bergen', 'Bergen', 'Norway', 4, 8.8, '2015-05-20', 1);
INSERT INTO hotels (hotel_id, name, city, country, star_rating, guest_rating, opened_on, has_spa) VALUES (6, 'Fjordview Lodge', 'Bergen', 'Norway', 3, 9.3, '2018-07-01', 0);
INSERT INTO hotels (hotel_id, name, city, country, star_rating, guest_rating, opened_on, has_spa) VALUES (7, 'Canal House Ghent', 'Ghent', 'Belgium', 3, 8.7, '2016-04-04', 0);
INSERT INTO hotels (hotel_id, name, city, country, star_rating, guest_rating, opened_on, has_spa) VALUES (8, 'Old Port Marseille', 'Marseille', 'France', 4, 8.2, '2004-02-02', 1);
INSERT INTO hotels (hotel_id, name, city, country, star_rating, guest_rating, opened_on, has_spa) VALUES (9, 'Calanques Retreat', 'Marseille', 'France', 5, 9.0, '2019-06-15', 1);
INSERT INTO hotels (hotel_id, name, city, country, star_rating, guest_rating, opened_on, has_spa) VALUES (10, 'Wawel Gate Hotel', 'Krakow', 'Poland', 4, 8.5, '2011-10-01', 0);
INSERT INTO hotels (hotel_id, name, city, country, star_rating, guest_rating, opened_on, has_spa) VALUES (11, 'Kazimierz Loft', 'Krakow', 'Poland', 3, 8.9, '2020-01-20', 0);
INSERT INTO hotels (hotel_id, name, city, country, star_rating, guest_rating, opened_on, has_spa) VALUES (12, 'Seville Orange Court', 'Seville', 'Spain', 4, 9.2, '2013-03-03', 1);
INSERT INTO hotels (hotel_id, name, city, country, star_rating, guest_rating, opened_on, has_spa) VALUES (13, 'Triana Bridge Inn', 'Seville', 'Spain', 2, 7.8, '1995-08-08', 0);
INSERT INTO hotels (hotel_id, name, city, country, star_rating, guest_rating, opened_on, has_spa) VALUES (14, 'Nordic Pearl Tallinn', 'Tallinn', 'Estonia', 5, 8.4, '2017-11-11', 1);
INSERT INTO hotels (hotel_id, name, city, country, star_rating, guest_rating, opened_on, has_spa) VALUES (15, 'Old Town Tallinn Rooms', 'Tallinn', 'Estonia', 2, 8.1, '2008-05-05', 0);

INSERT INTO rooms (room_id, hotel_id, room_number, room_type, nightly_rate, weekend_rate, max_occupancy, has_sea_view) VALUES (1, 1, '101', 'Deluxe', 210.0, 260.0, 2, 0);
INSERT INTO rooms (room_id, hotel_id, room_number, room_type, nightly_rate, weekend_rate, max_occupancy, has_sea_view) VALUES (2, 1, '305', 'Executive Suite', 480.0, 560.0, 3, 0);
INSERT INTO rooms (room_id, hotel_id, room_number, room_type, nightly_rate, weekend_rate, max_occupancy, has_sea_view) VALUES (3, 1, '412', 'Family', 290.0, 330.0, 4, 0);
INSERT INTO rooms (room_id, hotel_id, room_number, room_type, nightly_rate, weekend_rate, max_occupancy, has_sea_view) VALUES (4, 2, '12', 'Standard', 150.0, 185.0, 2, 0);
INSERT INTO rooms (room_id, hotel_id, room_number, room_type, nightly_rate, weekend_rate, max_occupancy, has_sea_view) VALUES (5, 2, '21', 'Junior Suite', 240.0, 290.0, 2, 0);
INSERT INTO rooms (room_id, hotel_id, room_number, room_type, nightly_rate, weekend_rate, max_occupancy, has_sea_view) VALUES (6, 2, '33', 'Deluxe', 190.0, 220.0, 2, 0);
INSERT INTO rooms (room_id, hotel_id, room_number, room_type, nightly_rate, weekend_rate, max_occupancy, has_sea_view) VALUES (7, 3, '2A', 'Standard', 95.0, 140.0, 2, 0);
INSERT INTO rooms (room_id, hotel_id, room_number, room_type, nightly_rate, weekend_rate, max_occupancy, has_sea_view) VALUES (8, 3, '3B', 'Junior Suite', 175.0, 210.0, 2, 1);
INSERT INTO rooms (room_id, hotel_id, room_number, room_type, nightly_rate, weekend_rate, max_occupancy, has_sea_view) VALUES (9, 3, '4C', 'Family', 160.0, 195.0, 5, 1);
INSERT INTO rooms (room_id, hotel_id, room_number, room_type, nightly_rate, weekend_rate, max_occupancy, has_sea_view) VALUES (10, 4, '110', 'Standard', 110.0, 120.0, 2, 0);
INSERT INTO rooms (room_id, hotel_id, room_number, room_type, nightly_rate, weekend_rate, max_occupancy, has_sea_view) VALUES (11, 4, '220', 'Executive Suite', 420.0, 470.0, 3, 1);
INSERT INTO rooms (room_id, hotel_id, room_number, room_type, nightly_rate, weekend_rate, max_occupancy, has_sea_view) VALUES (12, 4, '330', 'Deluxe', 180.0, 205.0, 2, 1);
INSERT INTO rooms (room_id, hotel_id, room_number, room_type, nightly_rate, weekend_rate, max_occupancy, has_sea_view) VALUES (13, 5, '201', 'Standard', 130.0, 150.0, 2, 1);
INSERT INTO rooms (room_id, hotel_id, room_number, room_type, nightly_rate, weekend_rate, max_occupancy, has_sea_view) VALUES (14, 5, '301', 'Junior Suite', 220.0, 240.0, 2, 1);
INSERT INTO rooms (room_id, hotel_id, room_number, room_type, nightly_rate, weekend_rate, max_occupancy, has_sea_view) VALUES (15, 5, '401', 'Family', 240.0, 270.0, 4, 0);
INSERT INTO rooms (room_id, hotel_id, room_number, room_type, nightly_rate, weekend_rate, max_occupancy, has_sea_view) VALUES (16, 6, '1', 'Standard', 115.0, 135.0, 2, 1);
INSERT INTO rooms (room_id, hotel_id, room_number, room_type, nightly_rate, weekend_rate, max_occupancy, has_sea_view) VALUES (17, 6, '2', 'Family', 175.0, 200.0, 5, 1);
INSERT INTO rooms (room_id, hotel_id, room_number, room_type, nightly_rate, weekend_rate, max_occupancy, has_sea_view) VALUES (18, 6, '3', 'Deluxe', 150.0, 170.0, 2, 1);
INSERT INTO rooms (room_id, hotel_id, room_number, room_type, nightly_rate, weekend_rate, max_occupancy, has_sea_view) VALUES (19, 7, 'G1', 'Standard', 105.0, 125.0, 2, 0);
INSERT INTO rooms (room_id, hotel_id, room_number, room_type, nightly_rate, weekend_rate, max_occupancy, has_sea_view) VALUES (20, 7, 'G2', 'Junior Suite', 170.0, 195.0, 2, 0);
INSERT INTO rooms (room_id, hotel_id, room_number, room_type, nightly_rate, weekend_rate, max_occupancy, has_sea_view) VALUES (21, 7, 'G3', 'Family', 150.0, 165.0, 4, 0);
INSERT INTO rooms (room_id, hotel_id, room_number, room_type, nightly_rate, weekend_rate, max_occupancy, has_sea_view) VALUES (22, 8, '14', 'Standard', 120.0, 140.0, 2, 1);
INSERT INTO rooms (room_id, hotel_id, room_number, room_type, nightly_rate, weekend_rate, max_occupancy, has_sea_view) VALUES (23, 8, '27', 'Deluxe', 165.0, 190.0, 2, 1);
INSERT INTO rooms (room_id, hotel_id, room_number, room_type, nightly_rate, weekend_rate, max_occupancy, has_sea_view) VALUES (24, 8, '38', 'Family', 210.0, 240.0, 4, 0);
INSERT INTO rooms (room_id, hotel_id, room_number, room_type, nightly_rate, weekend_rate, max_occupancy, has_sea_view) VALUES (25, 9, 'V1', 'Junior Suite', 320.0, 380.0, 2, 1);
INSERT INTO rooms (room_id, hotel_id, room_number, room_type, nightly_rate, weekend_rate, max_occupancy, has_sea_view) VALUES (26, 9, 'V2', 'Executive Suite', 520.0, 610.0, 3, 1);
INSERT INTO rooms (room_id, hotel_id, room_number, room_type, nightly_rate, weekend_rate, max_occupancy, has_sea_view) VALUES (27, 9, 'V3', 'Deluxe', 260.0, 300.0, 2, 0);
INSERT INTO rooms (room_id, hotel_id, room_number, room_type, nightly_rate, weekend_rate, max_occupancy, has_sea_view) VALUES (28, 10, '105', 'Standard', 90.0, 105.0, 2, 0);
INSERT INTO rooms (room_id, hotel_id, room_number, room_type, nightly_rate, weekend_rate, max_occupancy, has_sea_view) VALUES (29, 10, '205', 'Deluxe', 130.0, 150.0, 2, 0);
INSERT INTO rooms (room_id, hotel_id, room_number, room_type, nightly_rate, weekend_rate, max_occupancy, has_sea_view) VALUES (30, 10, '305', 'Executive Suite', 260.0, 290.0, 3, 0);
INSERT INTO rooms (room_id, hotel_id, room_number, room_type, nightly_rate, weekend_rate, max_occupancy, has_sea_view) VALUES (31, 11, 'L1', 'Standard', 75.0, 95.0, 2, 0);
INSERT INTO rooms (room_id, hotel_id, room_number, room_type, nightly_rate, weekend_rate, max_occupancy, has_sea_view) VALUES (32, 11, 'L2', 'Family', 120.0, 140.0, 4, 0);
INSERT INTO rooms (room_id, hotel_id, room_number, room_type, nightly_rate, weekend_rate, max_occupancy, has_sea_view) VALUES (33, 11, 'L3', 'Junior Suite', 140.0, 165.0, 2, 0);
INSERT INTO rooms (room_id, hotel_id, room_number, room_type, nightly_rate, weekend_rate, max_occupancy, has_sea_view) VALUES (34, 12, '1A', 'Standard', 115.0, 150.0, 2, 0);
INSERT INTO rooms (room_id, hotel_id, room_number, room_type, nightly_rate, weekend_rate, max_occupancy, has_sea_view) VALUES (35, 12, '2A', 'Deluxe', 170.0, 210.0, 2, 0);
INSERT INTO rooms (room_id, hotel_id, room_number, room_type, nightly_rate, weekend_rate, max_occupancy, has_sea_view) VALUES (36, 12, '3A', 'Executive Suite', 350.0, 400.0, 3, 0);
INSERT INTO rooms (room_id, hotel_id, room_number, room_type, nightly_rate, weekend_rate, max_occupancy, has_sea_view) VALUES (37, 13, '7', 'Standard', 65.0, 80.0, 2, 0);
INSERT INTO rooms (room_id, hotel_id, room_number, room_type, nightly_rate, weekend_rate, max_occupancy, has_sea_view) VALUES (38, 13, '8', 'Family', 95.0, 110.0, 4, 0);
INSERT INTO rooms (room_id, hotel_id, room_number, room_type, nightly_rate, weekend_rate, max_occupancy, has_sea_view) VALUES (39, 13, '9', 'Standard', 60.0, 75.0, 2, 0);
INSERT INTO rooms (room_id, hotel_id, room_number, room_type, nightly_rate, weekend_rate, max_occupancy, has_sea_view) VALUES (40, 14, '501', 'Deluxe', 200.0, 230.0, 2, 1);
INSERT INTO rooms (room_id, hotel_id, room_number, room_type, nightly_rate, weekend_rate, max_occupancy, has_sea_view) VALUES (41, 14, '601', 'Executive Suite', 450.0, 500.0, 3, 1);
INSERT INTO rooms (room_id, hotel_id, room_number, room_type, nightly_rate, weekend_rate, max_occupancy, has_sea_view) VALUES (42, 14, '701', 'Junior Suite', 260.0, 300.0, 2, 1);
INSERT INTO rooms (room_id, hotel_id, room_number, room_type, nightly_rate, weekend_rate, max_occupancy, has_sea_view) VALUES (43, 15, 'A', 'Standard', 70.0, 85.0, 2, 0);
INSERT INTO rooms (room_id, hotel_id, room_number, room_type, nightly_rate, weekend_rate, max_occupancy, has_sea_view) VALUES (44, 15, 'B', 'Family', 100.0, 115.0, 4, 0);
INSERT INTO rooms (room_id, hotel_id, room_number, room_type, nightly_rate, weekend_rate, max_occupancy, has_sea_view) VALUES (45, 15, 'C', 'Standard', 72.0, 88.0, 2, 0);

INSERT INTO guests (guest_id, first_name, last_name, home_city, loyalty_tier, joined_on) VALUES (1, 'Claire', 'Moreau', 'Lyon', 'Gold', '2016-03-12');
INSERT INTO guests (guest_id, first_name, last_name, home_city, loyalty_tier, joined_on) VALUES (2, 'Julien', 'Moreau', 'Vienna', 'Silver', '2019-07-08');
INSERT INTO guests (guest_id, first_name, last_name, home_city, loyalty_tier, joined_on) VALUES (3, 'Katharina', 'Huber', 'Vienna', 'Gold', '2014-11-02');
INSERT INTO guests (guest_id, first_name, last_name, home_city, loyalty_tier, joined_on) VALUES (4, 'João', 'Almeida', 'Lisbon', 'None', '2022-05-19');
INSERT INTO guests (guest_id, first_name, last_name, home_city, loyalty_tier, joined_on) VALUES (5, 'Ingrid', 'Nilsen', 'Bergen', 'Silver', '2018-01-25');
INSERT INTO guests (guest_id, first_name, last_name, home_city, loyalty_tier, joined_on) VALUES (6, 'Pieter', 'Claes', 'Ghent', 'None', '2023-02-14');
INSERT INTO guests (guest_id, first_name, last_name, home_city, loyalty_tier, joined_on) VALUES (7, 'Marta', 'Kowalska', 'Krakow', 'Gold', '2015-09-30');
INSERT INTO guests (guest_id, first_name, last_name, home_city, loyalty_tier, joined_on) VALUES (8, 'Lucía', 'Navarro', 'Seville', 'Silver', '2020-06-06');
INSERT INTO guests (guest_id, first_name, last_name, home_city, loyalty_tier, joined_on) VALUES (9, 'Kristjan', 'Tamm', 'Tallinn', 'None', '2021-12-01');
INSERT INTO guests (guest_id, first_name, last_name, home_city, loyalty_tier, joined_on) VALUES (10, 'Sophie', 'Laurent', 'Marseille', 'Gold', '2017-04-17');
INSERT INTO guests (guest_id, first_name, last_name, home_city, loyalty_tier, joined_on) VALUES (11, 'Tom', 'Hughes', 'Manchester', 'None', '2023-08-22');
INSERT INTO guests (guest_id, first_name, last_name, home_city, loyalty_tier, joined_on) VALUES (12, 'Emily', 'Carter', 'Boston', 'Silver', '2019-10-10');
INSERT INTO guests (guest_id, first_name, last_name, home_city, loyalty_tier, joined_on) VALUES (13, 'Hannah', 'Schmidt', 'Munich', 'None', '2024-01-03');
INSERT INTO guests (guest_id, first_name, last_name, home_city, loyalty_tier, joined_on) VALUES (14, 'Ravi', 'Kapoor', 'London', 'Gold', '2013-05-05');
INSERT INTO guests (guest_id, first_name, last_name, home_city, loyalty_tier, joined_on) VALUES (15, 'Ana', 'Costa', 'Lisbon', 'Silver', '2021-03-03');
INSERT INTO guests (guest_id, first_name, last_name, home_city, loyalty_tier, joined_on) VALUES (16, 'Lars', 'Berg', 'Oslo', 'None', '2024-06-11');
INSERT INTO guests (guest_id, first_name, last_name, home_city, loyalty_tier, joined_on) VALUES (17, 'Elena', 'Rossi', 'Milan', 'Silver', '2022-09-09');
INSERT INTO guests (guest_id, first_name, last_name, home_city, loyalty_tier, joined_on) VALUES (18, 'Mikko', 'Virtanen', 'Helsinki', 'None', '2024-10-02');
INSERT INTO guests (guest_id, first_name, last_name, home_city, loyalty_tier, joined_on) VALUES (19, 'Felix', 'Wagner', 'Vienna', 'None', '2023-04-28');
INSERT INTO guests (guest_id, first_name, last_name, home_city, loyalty_tier, joined_on) VALUES (20, 'Chloé', 'Dubois', 'Paris', 'Gold', '2018-12-12');

INSERT INTO bookings (booking_id, guest_id, room_id, booked_on, check_in, check_out, total_price, cancelled_on, review_score, breakfast_included) VALUES (1001, 7, 30, '2022-11-09', '2023-03-05', '2023-03-08', 780.0, NULL, NULL, 0);
INSERT INTO bookings (booking_id, guest_id, room_id, booked_on, check_in, check_out, total_price, cancelled_on, review_score, breakfast_included) VALUES (1002, 8, 27, '2023-02-06', '2023-03-26', '2023-04-02', 1946.0, NULL, NULL, 1);
INSERT INTO bookings (booking_id, guest_id, room_id, booked_on, check_in, check_out, total_price, cancelled_on, review_score, breakfast_included) VALUES (1003, 4, 29, '2023-01-01', '2023-04-07', '2023-04-09', 260.0, NULL, 9, 0);
INSERT INTO bookings (booking_id, guest_id, room_id, booked_on, check_in, check_out, total_price, cancelled_on, review_score, breakfast_included) VALUES (1004, 7, 29, '2023-02-11', '2023-04-23', '2023-04-25', 296.0, NULL, 8, 1);
INSERT INTO bookings (booking_id, guest_id, room_id, booked_on, check_in, check_out, total_price, cancelled_on, review_score, breakfast_included) VALUES (1005, 10, 21, '2023-01-29', '2023-05-09', '2023-05-11', 336.0, NULL, NULL, 1);
INSERT INTO bookings (booking_id, guest_id, room_id, booked_on, check_in, check_out, total_price, cancelled_on, review_score, breakfast_included) VALUES (1006, 4, 18, '2023-01-23', '2023-05-21', '2023-05-24', 450.0, NULL, 7, 0);
INSERT INTO bookings (booking_id, guest_id, room_id, booked_on, check_in, check_out, total_price, cancelled_on, review_score, breakfast_included) VALUES (1007, 14, 44, '2023-02-19', '2023-05-31', '2023-06-04', 400.0, NULL, 6, 0);
INSERT INTO bookings (booking_id, guest_id, room_id, booked_on, check_in, check_out, total_price, cancelled_on, review_score, breakfast_included) VALUES (1008, 4, 27, '2023-05-20', '2023-06-22', '2023-06-25', 780.0, NULL, 8, 0);
INSERT INTO bookings (booking_id, guest_id, room_id, booked_on, check_in, check_out, total_price, cancelled_on, review_score, breakfast_included) VALUES (1009, 10, 26, '2023-04-08', '2023-06-29', '2023-07-04', 2690.0, NULL, NULL, 1);
INSERT INTO bookings (booking_id, guest_id, room_id, booked_on, check_in, check_out, total_price, cancelled_on, review_score, breakfast_included) VALUES (1010, 7, 4, '2023-06-05', '2023-07-20', '2023-07-22', 300.0, NULL, 10, 0);
INSERT INTO bookings (booking_id, guest_id, room_id, booked_on, check_in, check_out, total_price, cancelled_on, review_score, breakfast_included) VALUES (1011, 2, 40, '2023-06-14', '2023-07-31', '2023-08-03', 654.0, NULL, 9, 1);
INSERT INTO bookings (booking_id, guest_id, room_id, booked_on, check_in, check_out, total_price, cancelled_on, review_score, breakfast_included) VALUES (1012, 7, 10, '2023-05-20', '2023-08-15', '2023-08-20', 550.0, NULL, 8, 0);
INSERT INTO bookings (booking_id, guest_id, room_id, booked_on, check_in, check_out, total_price, cancelled_on, review_score, breakfast_included) VALUES (1013, 3, 25, '2023-06-24', '2023-09-02', '2023-09-05', 1014.0, NULL, 8, 1);
INSERT INTO bookings (booking_id, guest_id, room_id, booked_on, check_in, check_out, total_price, cancelled_on, review_score, breakfast_included) VALUES (1014, 2, 37, '2023-06-03', '2023-09-10', '2023-09-14', 260.0, NULL, 9, 0);
INSERT INTO bookings (booking_id, guest_id, room_id, booked_on, check_in, check_out, total_price, cancelled_on, review_score, breakfast_included) VALUES (1015, 8, 42, '2023-09-13', '2023-10-01', '2023-10-03', 556.0, NULL, NULL, 1);
INSERT INTO bookings (booking_id, guest_id, room_id, booked_on, check_in, check_out, total_price, cancelled_on, review_score, breakfast_included) VALUES (1016, 3, 27, '2023-09-02', '2023-10-05', '2023-10-07', 520.0, NULL, 6, 0);
INSERT INTO bookings (booking_id, guest_id, room_id, booked_on, check_in, check_out, total_price, cancelled_on, review_score, breakfast_included) VALUES (1017, 2, 2, '2023-08-10', '2023-10-28', '2023-10-29', 498.0, NULL, 6, 1);
INSERT INTO bookings (booking_id, guest_id, room_id, booked_on, check_in, check_out, total_price, cancelled_on, review_score, breakfast_included) VALUES (1018, 2, 1, '2023-08-10', '2023-11-02', '2023-11-04', 420.0, NULL, 9, 0);
INSERT INTO bookings (booking_id, guest_id, room_id, booked_on, check_in, check_out, total_price, cancelled_on, review_score, breakfast_included) VALUES (1019, 3, 5, '2023-10-07', '2023-11-19', '2023-11-26', 1806.0, NULL, 9, 1);
INSERT INTO bookings (booking_id, guest_id, room_id, booked_on, check_in, check_out, total_price, cancelled_on, review_score, breakfast_included) VALUES (1020, 1, 7, '2023-08-19', '2023-12-10', '2023-12-17', 791.0, NULL, NULL, 1);
INSERT INTO bookings (booking_id, guest_id, room_id, booked_on, check_in, check_out, total_price, cancelled_on, review_score, breakfast_included) VALUES (1021, 2, 17, '2023-11-10', '2023-12-28', '2023-12-30', 350.0, '2023-12-02', NULL, 0);
INSERT INTO bookings (booking_id, guest_id, room_id, booked_on, check_in, check_out, total_price, cancelled_on, review_score, breakfast_included) VALUES (1022, 11, 33, '2023-10-16', '2024-01-11', '2024-01-16', 700.0, NULL, 8, 0);
INSERT INTO bookings (booking_id, guest_id, room_id, booked_on, check_in, check_out, total_price, cancelled_on, review_score, breakfast_included) VALUES (1023, 8, 1, '2023-11-12', '2024-01-19', '2024-01-20', 228.0, NULL, NULL, 1);
INSERT INTO bookings (booking_id, guest_id, room_id, booked_on, check_in, check_out, total_price, cancelled_on, review_score, breakfast_included) VALUES (1024, 3, 30, '2023-10-15', '2024-01-31', '2024-02-02', 520.0, NULL, NULL, 0);
INSERT INTO bookings (booking_id, guest_id, room_id, booked_on, check_in, check_out, total_price, cancelled_on, review_score, breakfast_included) VALUES (1025, 2, 1, '2023-10-20', '2024-02-17', '2024-02-20', 684.0, NULL, NULL, 1);
INSERT INTO bookings (booking_id, guest_id, room_id, booked_on, check_in, check_out, total_price, cancelled_on, review_score, breakfast_included) VALUES (1026, 17, 42, '2024-02-12', '2024-03-06', '2024-03-10', 1112.0, '2024-02-24', NULL, 1);
INSERT INTO bookings (booking_id, guest_id, room_id, booked_on, check_in, check_out, total_price, cancelled_on, review_score, breakfast_included) VALUES (1027, 6, 43, '2024-03-11', '2024-03-20', '2024-03-22', 140.0, NULL, NULL, 0);
INSERT INTO bookings (booking_id, guest_id, room_id, booked_on, check_in, check_out, total_price, cancelled_on, review_score, breakfast_included) VALUES (1028, 16, 10, '2024-01-15', '2024-03-27', '2024-03-31', 440.0, '2024-01-29', NULL, 0);
INSERT INTO bookings (booking_id, guest_id, room_id, booked_on, check_in, check_out, total_price, cancelled_on, review_score, breakfast_included) VALUES (1029, 6, 42, '2024-02-23', '2024-04-21', '2024-04-24', 780.0, NULL, NULL, 0);
INSERT INTO bookings (booking_id, guest_id, room_id, booked_on, check_in, check_out, total_price, cancelled_on, review_score, breakfast_included) VALUES (1030, 8, 6, '2024-03-03', '2024-05-02', '2024-05-07', 950.0, NULL, 7, 0);
INSERT INTO bookings (booking_id, guest_id, room_id, booked_on, check_in, check_out, total_price, cancelled_on, review_score, breakfast_included) VALUES (1031, 8, 32, '2024-03-14', '2024-05-13', '2024-05-17', 480.0, NULL, NULL, 0);
INSERT INTO bookings (booking_id, guest_id, room_id, booked_on, check_in, check_out, total_price, cancelled_on, review_score, breakfast_included) VALUES (1032, 4, 24, '2024-04-24', '2024-05-26', '2024-05-30', 912.0, NULL, 9, 1);
INSERT INTO bookings (booking_id, guest_id, room_id, booked_on, check_in, check_out, total_price, cancelled_on, review_score, breakfast_included) VALUES (1033, 11, 6, '2024-05-13', '2024-06-17', '2024-06-18', 208.0, NULL, 9, 1);
INSERT INTO bookings (booking_id, guest_id, room_id, booked_on, check_in, check_out, total_price, cancelled_on, review_score, breakfast_included) VALUES (1034, 2, 13, '2024-03-24', '2024-07-02', '2024-07-04', 296.0, NULL, 8, 1);
INSERT INTO bookings (booking_id, guest_id, room_id, booked_on, check_in, check_out, total_price, cancelled_on, review_score, breakfast_included) VALUES (1035, 3, 24, '2024-06-21', '2024-07-17', '2024-07-20', 630.0, NULL, 8, 0);
INSERT INTO bookings (booking_id, guest_id, room_id, booked_on, check_in, check_out, total_price, cancelled_on, review_score, breakfast_included) VALUES (1036, 19, 26, '2024-04-18', '2024-07-26', '2024-07-28', 1040.0, '2024-06-12', NULL, 0);
INSERT INTO bookings (booking_id, guest_id, room_id, booked_on, check_in, check_out, total_price, cancelled_on, review_score, breakfast_included) VALUES (1037, 10, 5, '2024-05-08', '2024-08-16', '2024-08-18', 480.0, '2024-07-29', NULL, 0);
INSERT INTO bookings (booking_id, guest_id, room_id, booked_on, check_in, check_out, total_price, cancelled_on, review_score, breakfast_included) VALUES (1038, 14, 27, '2024-05-06', '2024-08-26', '2024-08-29', 780.0, NULL, 10, 0);
INSERT INTO bookings (booking_id, guest_id, room_id, booked_on, check_in, check_out, total_price, cancelled_on, review_score, breakfast_included) VALUES (1039, 3, 21, '2024-08-15', '2024-09-03', '2024-09-06', 450.0, NULL, 9, 0);
INSERT INTO bookings (booking_id, guest_id, room_id, booked_on, check_in, check_out, total_price, cancelled_on, review_score, breakfast_included) VALUES (1040, 2, 32, '2024-08-10', '2024-09-19', '2024-09-21', 240.0, '2024-09-04', NULL, 0);
INSERT INTO bookings (booking_id, guest_id, room_id, booked_on, check_in, check_out, total_price, cancelled_on, review_score, breakfast_included) VALUES (1041, 11, 44, '2024-08-22', '2024-10-06', '2024-10-11', 500.0, NULL, NULL, 0);
INSERT INTO bookings (booking_id, guest_id, room_id, booked_on, check_in, check_out, total_price, cancelled_on, review_score, breakfast_included) VALUES (1042, 3, 26, '2024-08-07', '2024-10-21', '2024-10-23', 1076.0, NULL, NULL, 1);
INSERT INTO bookings (booking_id, guest_id, room_id, booked_on, check_in, check_out, total_price, cancelled_on, review_score, breakfast_included) VALUES (1043, 3, 40, '2024-07-27', '2024-11-01', '2024-11-06', 1000.0, '2024-08-13', NULL, 0);
INSERT INTO bookings (booking_id, guest_id, room_id, booked_on, check_in, check_out, total_price, cancelled_on, review_score, breakfast_included) VALUES (1044, 11, 8, '2024-09-17', '2024-11-13', '2024-11-15', 350.0, '2024-09-27', NULL, 0);
INSERT INTO bookings (booking_id, guest_id, room_id, booked_on, check_in, check_out, total_price, cancelled_on, review_score, breakfast_included) VALUES (1045, 3, 15, '2024-09-30', '2024-12-03', '2024-12-06', 720.0, NULL, NULL, 0);
INSERT INTO bookings (booking_id, guest_id, room_id, booked_on, check_in, check_out, total_price, cancelled_on, review_score, breakfast_included) VALUES (1046, 10, 27, '2024-10-25', '2024-12-16', '2024-12-18', 520.0, NULL, 8, 0);
INSERT INTO bookings (booking_id, guest_id, room_id, booked_on, check_in, check_out, total_price, cancelled_on, review_score, breakfast_included) VALUES (1047, 5, 4, '2024-12-07', '2025-01-04', '2025-01-07', 504.0, NULL, 7, 1);
INSERT INTO bookings (booking_id, guest_id, room_id, booked_on, check_in, check_out, total_price, cancelled_on, review_score, breakfast_included) VALUES (1048, 1, 19, '2024-10-13', '2025-01-14', '2025-01-16', 210.0, NULL, NULL, 0);
INSERT INTO bookings (booking_id, guest_id, room_id, booked_on, check_in, check_out, total_price, cancelled_on, review_score, breakfast_included) VALUES (1049, 7, 6, '2024-11-06', '2025-02-02', '2025-02-05', 570.0, NULL, NULL, 0);
INSERT INTO bookings (booking_id, guest_id, room_id, booked_on, check_in, check_out, total_price, cancelled_on, review_score, breakfast_included) VALUES (1050, 8, 12, '2024-11-15', '2025-02-12', '2025-02-13', 198.0, NULL, NULL, 1);
