-- dish_dash: a food-delivery platform. Orders are partitioned by city into
-- orders_rotterdam, orders_utrecht and orders_eindhoven (identical columns).
-- delivery_zones lists the scope values (city, district).
PRAGMA foreign_keys = ON;

CREATE TABLE delivery_zones (
    zone_id           INTEGER PRIMARY KEY,
    city              TEXT NOT NULL,
    district          TEXT NOT NULL,
    base_delivery_fee REAL NOT NULL,
    UNIQUE (city, district)
);

CREATE TABLE restaurants (
    restaurant_id      INTEGER PRIMARY KEY,
    name               TEXT NOT NULL,
    cuisine            TEXT NOT NULL,
    zone_id            INTEGER NOT NULL REFERENCES delivery_zones(zone_id),
    price_level        INTEGER NOT NULL,          -- 1 (cheap) .. 4 (expensive)
    avg_rating         REAL,                      -- listing rating shown on the platform, 1..5
    is_vegan_friendly  INTEGER NOT NULL DEFAULT 0, -- 0/1
    joined_platform_on TEXT NOT NULL,
    left_platform_on   TEXT                       -- NULL = still on the platform
);

CREATE TABLE orders_rotterdam (
    order_id         INTEGER PRIMARY KEY,
    restaurant_id    INTEGER NOT NULL REFERENCES restaurants(restaurant_id),
    customer_name    TEXT NOT NULL,
    customer_zone_id INTEGER NOT NULL REFERENCES delivery_zones(zone_id),
    ordered_on       TEXT NOT NULL,
    subtotal         REAL NOT NULL,     -- food value in EUR
    delivery_fee     REAL NOT NULL,     -- fee actually charged in EUR
    tip              REAL NOT NULL DEFAULT 0,
    food_rating      INTEGER,           -- 1..5, NULL = not rated
    courier_rating   INTEGER,           -- 1..5, NULL = not rated
    is_cancelled     INTEGER NOT NULL DEFAULT 0,  -- 0/1
    refunded_on      TEXT,              -- NULL = no refund
    payment_method   TEXT NOT NULL      -- card / ideal / cash
);

CREATE TABLE orders_utrecht (
    order_id         INTEGER PRIMARY KEY,
    restaurant_id    INTEGER NOT NULL REFERENCES restaurants(restaurant_id),
    customer_name    TEXT NOT NULL,
    customer_zone_id INTEGER NOT NULL REFERENCES delivery_zones(zone_id),
    ordered_on       TEXT NOT NULL,
    subtotal         REAL NOT NULL,     -- food value in EUR
    delivery_fee     REAL NOT NULL,     -- fee actually charged in EUR
    tip              REAL NOT NULL DEFAULT 0,
    food_rating      INTEGER,           -- 1..5, NULL = not rated
    courier_rating   INTEGER,           -- 1..5, NULL = not rated
    is_cancelled     INTEGER NOT NULL DEFAULT 0,  -- 0/1
    refunded_on      TEXT,              -- NULL = no refund
    payment_method   TEXT NOT NULL      -- card / ideal / cash
);

CREATE TABLE orders_eindhoven (
    order_id         INTEGER PRIMARY KEY,
    restaurant_id    INTEGER NOT NULL REFERENCES restaurants(restaurant_id),
    customer_name    TEXT NOT NULL,
    customer_zone_id INTEGER NOT NULL REFERENCES delivery_zones(zone_id),
    ordered_on       TEXT NOT NULL,
    subtotal         REAL NOT NULL,     -- food value in EUR
    delivery_fee     REAL NOT NULL,     -- fee actually charged in EUR
    tip              REAL NOT NULL DEFAULT 0,
    food_rating      INTEGER,           -- 1..5, NULL = not rated
    courier_rating   INTEGER,           -- 1..5, NULL = not rated
    is_cancelled     INTEGER NOT NULL DEFAULT 0,  -- 0/1
    refunded_on      TEXT,              -- NULL = no refund
    payment_method   TEXT NOT NULL      -- card / ideal / cash
);


INSERT INTO delivery_zones (zone_id, city, district, base_delivery_fee) VALUES (1, 'Rotterdam', 'Kralingen', 2.49);
INSERT INTO delivery_zones (zone_id, city, district, base_delivery_fee) VALUES (2, 'Rotterdam', 'Delfshaven', 2.29);
INSERT INTO delivery_zones (zone_id, city, district, base_delivery_fee) VALUES (3, 'Rotterdam', 'Noord', 2.49);
INSERT INTO delivery_zones (zone_id, city, district, base_delivery_fee) VALUES (4, 'Rotterdam', 'Feijenoord', 2.19);
INSERT INTO delivery_zones (zone_id, city, district, base_delivery_fee) VALUES (5, 'Rotterdam', 'Centrum', 2.99);
INSERT INTO delivery_zones (zone_id, city, district, base_delivery_fee) VALUES (6, 'Utrecht', 'Lombok', 1.99);
INSERT INTO delivery_zones (zone_id, city, district, base_delivery_fee) VALUES (7, 'Utrecht', 'Wittevrouwen', 2.19);
INSERT INTO delivery_zones (zone_id, city, district, base_delivery_fee) VALUES (8, 'Utrecht', 'Leidsche Rijn', 2.79);
INSERT INTO delivery_zones (zone_id, city, district, base_delivery_fee) VALUES (9, 'Utrecht', 'Overvecht', 1.89);
INSERT INTO delivery_zones (zone_id, city, district, base_delivery_fee) VALUES (10, 'Utrecht', 'Binnenstad', 2.59);
INSERT INTO delivery_zones (zone_id, city, district, base_delivery_fee) VALUES (11, 'Eindhoven', 'Strijp', 1.79);
INSERT INTO delivery_zones (zone_id, city, district, base_delivery_fee) VALUES (12, 'Eindhoven', 'Woensel', 1.99);
INSERT INTO delivery_zones (zone_id, city, district, base_delivery_fee) VALUES (13, 'Eindhoven', 'Gestel', 2.19);
INSERT INTO delivery_zones (zone_id, city, district, base_delivery_fee) VALUES (14, 'Eindhoven', 'Stratum', 1.89);
INSERT INTO delivery_zones (zone_id, city, district, base_delivery_fee) VALUES (15, 'Eindhoven', 'Centrum', 2.39);

INSERT INTO restaurants (restaurant_id, name, cuisine, zone_id, price_level, avg_rating, is_vegan_friendly, joined_platform_on, left_platform_on) VALUES (1, 'Bella Napoli', 'Italian', 5, 2, 4.4, 0, '2021-03-14', NULL);
INSERT INTO restaurants (restaurant_id, name, cuisine, zone_id, price_level, avg_rating, is_vegan_friendly, joined_platform_on, left_platform_on) VALUES (2, 'Pho Saigon', 'Vietnamese', 2, 1, 4.6, 1, '2021-06-01', NULL);
INSERT INTO restaurants (restaurant_id, name, cuisine, zone_id, price_level, avg_rating, is_vegan_friendly, joined_platform_on, left_platform_on) VALUES (3, 'Burger Havn', 'Burgers', 3, 2, 3.9, 0, '2022-01-20', NULL);
INSERT INTO restaurants (restaurant_id, name, cuisine, zone_id, price_level, avg_rating, is_vegan_friendly, joined_platform_on, left_platform_on) VALUES (4, 'Green Bowl Kralingen', 'Salads', 1, 2, 4.2, 1, '2022-05-09', NULL);
INSERT INTO restaurants (restaurant_id, name, cuisine, zone_id, price_level, avg_rating, is_vegan_friendly, joined_platform_on, left_platform_on) VALUES (5, 'Sushi Maas', 'Japanese', 4, 3, 4.5, 0, '2021-11-30', NULL);
INSERT INTO restaurants (restaurant_id, name, cuisine, zone_id, price_level, avg_rating, is_vegan_friendly, joined_platform_on, left_platform_on) VALUES (6, 'Tandoor Noord', 'Indian', 3, 2, 4.1, 1, '2023-02-15', '2024-09-30');
INSERT INTO restaurants (restaurant_id, name, cuisine, zone_id, price_level, avg_rating, is_vegan_friendly, joined_platform_on, left_platform_on) VALUES (7, 'Lombok Spice', 'Indonesian', 6, 2, 4.3, 1, '2021-04-10', NULL);
INSERT INTO restaurants (restaurant_id, name, cuisine, zone_id, price_level, avg_rating, is_vegan_friendly, joined_platform_on, left_platform_on) VALUES (8, 'Canal Pizza', 'Italian', 10, 2, 4.0, 0, '2021-08-22', NULL);
INSERT INTO restaurants (restaurant_id, name, cuisine, zone_id, price_level, avg_rating, is_vegan_friendly, joined_platform_on, left_platform_on) VALUES (9, 'Dom Dumplings', 'Chinese', 10, 2, 4.7, 0, '2022-03-03', NULL);
INSERT INTO restaurants (restaurant_id, name, cuisine, zone_id, price_level, avg_rating, is_vegan_friendly, joined_platform_on, left_platform_on) VALUES (10, 'Rijn Grill', 'Grill', 8, 3, 3.8, 0, '2022-07-18', NULL);
INSERT INTO restaurants (restaurant_id, name, cuisine, zone_id, price_level, avg_rating, is_vegan_friendly, joined_platform_on, left_platform_on) VALUES (11, 'Vegan Vibes', 'Vegan', 7, 2, 4.5, 1, '2023-01-05', NULL);
INSERT INTO restaurants (restaurant_id, name, cuisine, zone_id, price_level, avg_rating, is_vegan_friendly, joined_platform_on, left_platform_on) VALUES (12, 'Overvecht Kebab', 'Turkish', 9, 1, 3.6, 0, '2022-10-12', '2024-06-30');
INSERT INTO restaurants (restaurant_id, name, cuisine, zone_id, price_level, avg_rating, is_vegan_friendly, joined_platform_on, left_platform_on) VALUES (13, 'Strijp Tacos', 'Mexican', 11, 2, 4.2, 1, '2021-09-09', NULL);
INSERT INTO restaurants (restaurant_id, name, cuisine, zone_id, price_level, avg_rating, is_vegan_friendly, joined_platform_on, left_platform_on) VALUES (14, 'Lichtstad Ramen', 'Japanese', 15, 3, 4.6, 0, '2022-02-14', NULL);
INSERT INTO restaurants (restaurant_id, name, cuisine, zone_id, price_level, avg_rating, is_vegan_friendly, joined_platform_on, left_platform_on) VALUES (15, 'Woensel Wok', 'Chinese', 12, 1, 3.7, 0, '2021-12-01', NULL);
INSERT INTO restaurants (restaurant_id, name, cuisine, zone_id, price_level, avg_rating, is_vegan_friendly, joined_platform_on, left_platform_on) VALUES (16, 'Pasta Gestel', 'Italian', 13, 2, 4.1, 0, '2023-04-20', NULL);
INSERT INTO restaurants (restaurant_id, name, cuisine, zone_id, price_level, avg_rating, is_vegan_friendly, joined_platform_on, left_platform_on) VALUES (17, 'Falafel Stratum', 'Middle Eastern', 14, 1, 4.4, 1, '2022-06-06', NULL);
INSERT INTO restaurants (restaurant_id, name, cuisine, zone_id, price_level, avg_rating, is_vegan_friendly, joined_platform_on, left_platform_on) VALUES (18, 'Brabant Bites', 'Dutch', 15, 2, 3.9, 0, '2023-08-01', NULL);

INSERT INTO orders_rotterdam (order_id, restaurant_id, customer_name, customer_zone_id, ordered_on, subtotal, delivery_fee, tip, food_rating, courier_rating, is_cancelled, refunded_on, payment_method) VALUES (1001, 3, 'Emma Jansen', 2, '2023-01-10', 25.29, 2.29, 0.5, NULL, NULL, 0, NULL, 'ideal');
INSERT INTO orders_rotterdam (order_id, restaurant_id, customer_name, customer_zone_id, ordered_on, subtotal, delivery_fee, tip, food_rating, courier_rating, is_cancelled, refunded_on, payment_method) VALUES (1002, 1, 'Sanne de Vries', 1, '2023-03-01', 28.3, 2.49, 0.5, 5, 2, 0, NULL, 'card');
INSERT INTO orders_rotterdam (order_id, restaurant_id, customer_name, customer_zone_id, ordered_on, subtotal, delivery_fee, tip, food_rating, courier_rating, is_cancelled, refunded_on, payment_method) VALUES (1003, 1, 'Emma Jansen', 2, '2023-04-06', 12.21, 2.29, 3.0, 4, 5, 0, NULL, 'card');
INSERT INTO orders_rotterdam (order_id, restaurant_id, customer_name, customer_zone_id, ordered_on, subtotal, delivery_fee, tip, food_rating, courier_rating, is_cancelled, refunded_on, payment_method) VALUES (1004, 4, 'Tess Mulder', 3, '2023-04-23', 22.9, 2.49, 1.5, 5, 2, 0, NULL, 'ideal');
INSERT INTO orders_rotterdam (order_id, restaurant_id, customer_name, customer_zone_id, ordered_on, subtotal, delivery_fee, tip, food_rating, courier_rating, is_cancelled, refunded_on, payment_method) VALUES (1005, 2, 'Emma Jansen', 2, '2023-06-14', 13.4, 3.29, 0.0, 4, 4, 0, NULL, 'card');
INSERT INTO orders_rotterdam (order_id, restaurant_id, customer_name, customer_zone_id, ordered_on, subtotal, delivery_fee, tip, food_rating, courier_rating, is_cancelled, refunded_on, payment_method) VALUES (1006, 6, 'Sanne de Vries', 1, '2023-07-10', 15.24, 2.49, 3.0, 5, 4, 0, NULL, 'card');
INSERT INTO orders_rotterdam (order_id, restaurant_id, customer_name, customer_zone_id, ordered_on, subtotal, delivery_fee, tip, food_rating, courier_rating, is_cancelled, refunded_on, payment_method) VALUES (1007, 3, 'Emma Jansen', 2, '2023-09-02', 23.11, 2.29, 6.0, 5, 2, 0, NULL, 'card');
INSERT INTO orders_rotterdam (order_id, restaurant_id, customer_name, customer_zone_id, ordered_on, subtotal, delivery_fee, tip, food_rating, courier_rating, is_cancelled, refunded_on, payment_method) VALUES (1008, 1, 'Daan de Vries', 3, '2023-09-14', 12.71, 2.49, 0.5, 4, 4, 0, NULL, 'cash');
INSERT INTO orders_rotterdam (order_id, restaurant_id, customer_name, customer_zone_id, ordered_on, subtotal, delivery_fee, tip, food_rating, courier_rating, is_cancelled, refunded_on, payment_method) VALUES (1009, 1, 'Noah Bakker', 5, '2023-11-02', 22.58, 3.99, 2.5, 3, 4, 0, NULL, 'cash');
INSERT INTO orders_rotterdam (order_id, restaurant_id, customer_name, customer_zone_id, ordered_on, subtotal, delivery_fee, tip, food_rating, courier_rating, is_cancelled, refunded_on, payment_method) VALUES (1010, 2, 'Sanne de Vries', 1, '2023-12-01', 12.01, 2.49, 0.0, NULL, NULL, 0, NULL, 'card');
INSERT INTO orders_rotterdam (order_id, restaurant_id, customer_name, customer_zone_id, ordered_on, subtotal, delivery_fee, tip, food_rating, courier_rating, is_cancelled, refunded_on, payment_method) VALUES (1011, 1, 'Lucas Visser', 4, '2023-12-31', 24.76, 2.19, 1.5, 3, 2, 0, NULL, 'card');
INSERT INTO orders_rotterdam (order_id, restaurant_id, customer_name, customer_zone_id, ordered_on, subtotal, delivery_fee, tip, food_rating, courier_rating, is_cancelled, refunded_on, payment_method) VALUES (1012, 3, 'Emma Jansen', 2, '2024-02-05', 21.86, 2.29, 3.0, NULL, NULL, 0, NULL, 'cash');
INSERT INTO orders_rotterdam (order_id, restaurant_id, customer_name, customer_zone_id, ordered_on, subtotal, delivery_fee, tip, food_rating, courier_rating, is_cancelled, refunded_on, payment_method) VALUES (1013, 3, 'Noah Bakker', 5, '2024-04-08', 18.23, 2.99, 1.5, 5, 3, 0, NULL, 'card');
INSERT INTO orders_rotterdam (order_id, restaurant_id, customer_name, customer_zone_id, ordered_on, subtotal, delivery_fee, tip, food_rating, courier_rating, is_cancelled, refunded_on, payment_method) VALUES (1014, 1, 'Emma Jansen', 2, '2024-05-08', 27.76, 2.29, 0.0, 3, 2, 0, NULL, 'card');
INSERT INTO orders_rotterdam (order_id, restaurant_id, customer_name, customer_zone_id, ordered_on, subtotal, delivery_fee, tip, food_rating, courier_rating, is_cancelled, refunded_on, payment_method) VALUES (1015, 3, 'Lucas Visser', 4, '2024-05-30', 24.2, 2.19, 0.0, NULL, NULL, 1, '2024-06-03', 'ideal');
INSERT INTO orders_rotterdam (order_id, restaurant_id, customer_name, customer_zone_id, ordered_on, subtotal, delivery_fee, tip, food_rating, courier_rating, is_cancelled, refunded_on, payment_method) VALUES (1016, 3, 'Daan de Vries', 3, '2024-07-02', 15.56, 2.49, 0.0, 4, 2, 0, NULL, 'card');
INSERT INTO orders_rotterdam (order_id, restaurant_id, customer_name, customer_zone_id, ordered_on, subtotal, delivery_fee, tip, food_rating, courier_rating, is_cancelled, refunded_on, payment_method) VALUES (1017, 2, 'Tess Mulder', 3, '2024-08-10', 10.28, 3.49, 2.0, 4, 2, 0, NULL, 'ideal');
INSERT INTO orders_rotterdam (order_id, restaurant_id, customer_name, customer_zone_id, ordered_on, subtotal, delivery_fee, tip, food_rating, courier_rating, is_cancelled, refunded_on, payment_method) VALUES (1018, 1, 'Tess Mulder', 3, '2024-09-18', 22.8, 2.49, 0.0, NULL, NULL, 1, '2024-09-20', 'cash');
INSERT INTO orders_rotterdam (order_id, restaurant_id, customer_name, customer_zone_id, ordered_on, subtotal, delivery_fee, tip, food_rating, courier_rating, is_cancelled, refunded_on, payment_method) VALUES (1019, 1, 'Sanne de Vries', 1, '2024-10-29', 27.08, 2.49, 0.0, NULL, NULL, 1, NULL, 'card');
INSERT INTO orders_rotterdam (order_id, restaurant_id, customer_name, customer_zone_id, ordered_on, subtotal, delivery_fee, tip, food_rating, courier_rating, is_cancelled, refunded_on, payment_method) VALUES (1020, 3, 'Daan de Vries', 3, '2024-12-04', 12.84, 2.49, 0.0, NULL, NULL, 1, '2024-12-05', 'card');

INSERT INTO orders_utrecht (order_id, restaurant_id, customer_name, customer_zone_id, ordered_on, subtotal, delivery_fee, tip, food_rating, courier_rating, is_cancelled, refunded_on, payment_method) VALUES (2001, 9, 'Jesse Dekker', 6, '2023-01-17', 20.66, 2.99, 0.0, NULL, NULL, 1, '2023-01-21', 'card');
INSERT INTO orders_utrecht (order_id, restaurant_id, customer_name, customer_zone_id, ordered_on, subtotal, delivery_fee, tip, food_rating, courier_rating, is_cancelled, refunded_on, payment_method) VALUES (2002, 8, 'Fleur Brouwer', 8, '2023-03-10', 12.12, 3.79, 3.0, 5, 4, 0, NULL, 'ideal');
INSERT INTO orders_utrecht (order_id, restaurant_id, customer_name, customer_zone_id, ordered_on, subtotal, delivery_fee, tip, food_rating, courier_rating, is_cancelled, refunded_on, payment_method) VALUES (2003, 11, 'Zoë Peters', 8, '2023-04-12', 12.3, 2.79, 0.0, NULL, NULL, 1, '2023-04-14', 'ideal');
INSERT INTO orders_utrecht (order_id, restaurant_id, customer_name, customer_zone_id, ordered_on, subtotal, delivery_fee, tip, food_rating, courier_rating, is_cancelled, refunded_on, payment_method) VALUES (2004, 9, 'Sara van Dijk', 9, '2023-05-23', 21.37, 1.89, 2.0, 5, 3, 0, NULL, 'ideal');
INSERT INTO orders_utrecht (order_id, restaurant_id, customer_name, customer_zone_id, ordered_on, subtotal, delivery_fee, tip, food_rating, courier_rating, is_cancelled, refunded_on, payment_method) VALUES (2005, 10, 'Fleur Brouwer', 8, '2023-06-19', 22.56, 2.79, 0.5, 5, 3, 0, NULL, 'cash');
INSERT INTO orders_utrecht (order_id, restaurant_id, customer_name, customer_zone_id, ordered_on, subtotal, delivery_fee, tip, food_rating, courier_rating, is_cancelled, refunded_on, payment_method) VALUES (2006, 7, 'Lotte Bos', 6, '2023-07-17', 12.36, 1.99, 1.5, 4, 2, 0, NULL, 'ideal');
INSERT INTO orders_utrecht (order_id, restaurant_id, customer_name, customer_zone_id, ordered_on, subtotal, delivery_fee, tip, food_rating, courier_rating, is_cancelled, refunded_on, payment_method) VALUES (2007, 12, 'Levi Hendriks', 10, '2023-09-06', 20.06, 2.59, 1.5, NULL, NULL, 0, NULL, 'cash');
INSERT INTO orders_utrecht (order_id, restaurant_id, customer_name, customer_zone_id, ordered_on, subtotal, delivery_fee, tip, food_rating, courier_rating, is_cancelled, refunded_on, payment_method) VALUES (2008, 11, 'Fleur Brouwer', 8, '2023-09-21', 17.25, 3.79, 0.0, 4, 4, 0, NULL, 'card');
INSERT INTO orders_utrecht (order_id, restaurant_id, customer_name, customer_zone_id, ordered_on, subtotal, delivery_fee, tip, food_rating, courier_rating, is_cancelled, refunded_on, payment_method) VALUES (2009, 7, 'Jesse Dekker', 6, '2023-11-01', 12.09, 1.99, 0.0, 3, 5, 0, NULL, 'ideal');
INSERT INTO orders_utrecht (order_id, restaurant_id, customer_name, customer_zone_id, ordered_on, subtotal, delivery_fee, tip, food_rating, courier_rating, is_cancelled, refunded_on, payment_method) VALUES (2010, 10, 'Levi Hendriks', 10, '2023-11-25', 33.58, 2.59, 0.0, NULL, NULL, 1, '2023-11-26', 'ideal');
INSERT INTO orders_utrecht (order_id, restaurant_id, customer_name, customer_zone_id, ordered_on, subtotal, delivery_fee, tip, food_rating, courier_rating, is_cancelled, refunded_on, payment_method) VALUES (2011, 9, 'Zoë Peters', 8, '2024-01-24', 27.48, 2.79, 1.0, NULL, NULL, 0, NULL, 'cash');
INSERT INTO orders_utrecht (order_id, restaurant_id, customer_name, customer_zone_id, ordered_on, subtotal, delivery_fee, tip, food_rating, courier_rating, is_cancelled, refunded_on, payment_method) VALUES (2012, 9, 'Finn Vos', 7, '2024-02-27', 20.89, 2.19, 1.5, NULL, NULL, 0, NULL, 'card');
INSERT INTO orders_utrecht (order_id, restaurant_id, customer_name, customer_zone_id, ordered_on, subtotal, delivery_fee, tip, food_rating, courier_rating, is_cancelled, refunded_on, payment_method) VALUES (2013, 9, 'Sem de Boer', 8, '2024-04-05', 14.13, 2.79, 0.5, 5, 2, 0, NULL, 'card');
INSERT INTO orders_utrecht (order_id, restaurant_id, customer_name, customer_zone_id, ordered_on, subtotal, delivery_fee, tip, food_rating, courier_rating, is_cancelled, refunded_on, payment_method) VALUES (2014, 9, 'Jesse Dekker', 6, '2024-04-30', 16.75, 1.99, 0.0, 3, 2, 0, NULL, 'card');
INSERT INTO orders_utrecht (order_id, restaurant_id, customer_name, customer_zone_id, ordered_on, subtotal, delivery_fee, tip, food_rating, courier_rating, is_cancelled, refunded_on, payment_method) VALUES (2015, 9, 'Jesse Dekker', 6, '2024-05-30', 14.49, 1.99, 2.0, 5, 2, 0, NULL, 'card');
INSERT INTO orders_utrecht (order_id, restaurant_id, customer_name, customer_zone_id, ordered_on, subtotal, delivery_fee, tip, food_rating, courier_rating, is_cancelled, refunded_on, payment_method) VALUES (2016, 11, 'Fleur Brouwer', 8, '2024-07-23', 19.3, 2.79, 0.0, 3, 3, 0, NULL, 'ideal');
INSERT INTO orders_utrecht (order_id, restaurant_id, customer_name, customer_zone_id, ordered_on, subtotal, delivery_fee, tip, food_rating, courier_rating, is_cancelled, refunded_on, payment_method) VALUES (2017, 8, 'Sem de Boer', 8, '2024-08-08', 22.76, 2.79, 0.0, 4, 4, 0, NULL, 'cash');
INSERT INTO orders_utrecht (order_id, restaurant_id, customer_name, customer_zone_id, ordered_on, subtotal, delivery_fee, tip, food_rating, courier_rating, is_cancelled, refunded_on, payment_method) VALUES (2018, 10, 'Finn Vos', 7, '2024-09-24', 24.68, 2.19, 0.0, 3, 4, 0, NULL, 'ideal');
INSERT INTO orders_utrecht (order_id, restaurant_id, customer_name, customer_zone_id, ordered_on, subtotal, delivery_fee, tip, food_rating, courier_rating, is_cancelled, refunded_on, payment_method) VALUES (2019, 11, 'Fleur Brouwer', 8, '2024-11-02', 18.66, 2.79, 2.5, 4, 4, 0, NULL, 'ideal');
INSERT INTO orders_utrecht (order_id, restaurant_id, customer_name, customer_zone_id, ordered_on, subtotal, delivery_fee, tip, food_rating, courier_rating, is_cancelled, refunded_on, payment_method) VALUES (2020, 8, 'Sem de Boer', 8, '2024-12-02', 26.69, 2.79, 1.5, 3, 4, 0, NULL, 'card');

INSERT INTO orders_eindhoven (order_id, restaurant_id, customer_name, customer_zone_id, ordered_on, subtotal, delivery_fee, tip, food_rating, courier_rating, is_cancelled, refunded_on, payment_method) VALUES (3001, 18, 'Bram van Leeuwen', 11, '2023-01-25', 28.33, 1.79, 0.0, 5, 5, 0, NULL, 'ideal');
INSERT INTO orders_eindhoven (order_id, restaurant_id, customer_name, customer_zone_id, ordered_on, subtotal, delivery_fee, tip, food_rating, courier_rating, is_cancelled, refunded_on, payment_method) VALUES (3002, 18, 'Stijn Claes', 12, '2023-02-24', 14.14, 1.99, 0.0, NULL, NULL, 0, NULL, 'card');
INSERT INTO orders_eindhoven (order_id, restaurant_id, customer_name, customer_zone_id, ordered_on, subtotal, delivery_fee, tip, food_rating, courier_rating, is_cancelled, refunded_on, payment_method) VALUES (3003, 16, 'Roos Maas', 11, '2023-04-07', 23.61, 1.79, 0.0, NULL, NULL, 1, '2023-04-08', 'cash');
INSERT INTO orders_eindhoven (order_id, restaurant_id, customer_name, customer_zone_id, ordered_on, subtotal, delivery_fee, tip, food_rating, courier_rating, is_cancelled, refunded_on, payment_method) VALUES (3004, 16, 'Stijn Claes', 12, '2023-04-25', 11.85, 1.99, 4.5, NULL, NULL, 0, NULL, 'cash');
INSERT INTO orders_eindhoven (order_id, restaurant_id, customer_name, customer_zone_id, ordered_on, subtotal, delivery_fee, tip, food_rating, courier_rating, is_cancelled, refunded_on, payment_method) VALUES (3005, 14, 'Roos Maas', 11, '2023-06-09', 24.58, 1.79, 0.0, 4, 4, 0, NULL, 'card');
INSERT INTO orders_eindhoven (order_id, restaurant_id, customer_name, customer_zone_id, ordered_on, subtotal, delivery_fee, tip, food_rating, courier_rating, is_cancelled, refunded_on, payment_method) VALUES (3006, 16, 'Ruben Willems', 14, '2023-07-23', 12.41, 1.89, 1.0, 4, 4, 0, NULL, 'cash');
INSERT INTO orders_eindhoven (order_id, restaurant_id, customer_name, customer_zone_id, ordered_on, subtotal, delivery_fee, tip, food_rating, courier_rating, is_cancelled, refunded_on, payment_method) VALUES (3007, 16, 'Evi Martens', 15, '2023-08-23', 13.47, 2.39, 1.5, 3, 4, 0, NULL, 'card');
INSERT INTO orders_eindhoven (order_id, restaurant_id, customer_name, customer_zone_id, ordered_on, subtotal, delivery_fee, tip, food_rating, courier_rating, is_cancelled, refunded_on, payment_method) VALUES (3008, 14, 'Bram van Leeuwen', 11, '2023-09-17', 34.09, 2.79, 0.5, 4, 5, 0, '2023-09-18', 'ideal');
INSERT INTO orders_eindhoven (order_id, restaurant_id, customer_name, customer_zone_id, ordered_on, subtotal, delivery_fee, tip, food_rating, courier_rating, is_cancelled, refunded_on, payment_method) VALUES (3009, 15, 'Thijs Kok', 13, '2023-11-06', 21.44, 3.19, 0.0, 5, 5, 0, NULL, 'cash');
INSERT INTO orders_eindhoven (order_id, restaurant_id, customer_name, customer_zone_id, ordered_on, subtotal, delivery_fee, tip, food_rating, courier_rating, is_cancelled, refunded_on, payment_method) VALUES (3010, 16, 'Bram van Leeuwen', 11, '2023-12-06', 16.39, 1.79, 0.0, 4, 4, 0, NULL, 'ideal');
INSERT INTO orders_eindhoven (order_id, restaurant_id, customer_name, customer_zone_id, ordered_on, subtotal, delivery_fee, tip, food_rating, courier_rating, is_cancelled, refunded_on, payment_method) VALUES (3011, 14, 'Iris Jacobs', 15, '2024-01-02', 33.43, 3.39, 1.0, 5, 4, 0, NULL, 'ideal');
INSERT INTO orders_eindhoven (order_id, restaurant_id, customer_name, customer_zone_id, ordered_on, subtotal, delivery_fee, tip, food_rating, courier_rating, is_cancelled, refunded_on, payment_method) VALUES (3012, 17, 'Ruben Willems', 14, '2024-03-05', 17.62, 1.89, 1.0, 4, 2, 0, NULL, 'ideal');
INSERT INTO orders_eindhoven (order_id, restaurant_id, customer_name, customer_zone_id, ordered_on, subtotal, delivery_fee, tip, food_rating, courier_rating, is_cancelled, refunded_on, payment_method) VALUES (3013, 16, 'Bram van Leeuwen', 11, '2024-03-20', 21.7, 1.79, 2.0, 5, 4, 0, NULL, 'card');
INSERT INTO orders_eindhoven (order_id, restaurant_id, customer_name, customer_zone_id, ordered_on, subtotal, delivery_fee, tip, food_rating, courier_rating, is_cancelled, refunded_on, payment_method) VALUES (3014, 18, 'Roos Maas', 11, '2024-05-16', 13.62, 1.79, 0.0, 5, 5, 0, NULL, 'cash');
INSERT INTO orders_eindhoven (order_id, restaurant_id, customer_name, customer_zone_id, ordered_on, subtotal, delivery_fee, tip, food_rating, courier_rating, is_cancelled, refunded_on, payment_method) VALUES (3015, 18, 'Anouk de Graaf', 12, '2024-06-01', 22.69, 2.99, 0.5, 4, 4, 0, NULL, 'cash');
INSERT INTO orders_eindhoven (order_id, restaurant_id, customer_name, customer_zone_id, ordered_on, subtotal, delivery_fee, tip, food_rating, courier_rating, is_cancelled, refunded_on, payment_method) VALUES (3016, 16, 'Evi Martens', 15, '2024-07-21', 27.56, 3.39, 2.0, 4, 3, 0, NULL, 'card');
INSERT INTO orders_eindhoven (order_id, restaurant_id, customer_name, customer_zone_id, ordered_on, subtotal, delivery_fee, tip, food_rating, courier_rating, is_cancelled, refunded_on, payment_method) VALUES (3017, 14, 'Roos Maas', 11, '2024-08-29', 15.49, 1.79, 0.0, 4, 2, 0, NULL, 'card');
INSERT INTO orders_eindhoven (order_id, restaurant_id, customer_name, customer_zone_id, ordered_on, subtotal, delivery_fee, tip, food_rating, courier_rating, is_cancelled, refunded_on, payment_method) VALUES (3018, 18, 'Roos Maas', 11, '2024-09-25', 11.74, 1.79, 2.0, 5, 5, 0, NULL, 'card');
INSERT INTO orders_eindhoven (order_id, restaurant_id, customer_name, customer_zone_id, ordered_on, subtotal, delivery_fee, tip, food_rating, courier_rating, is_cancelled, refunded_on, payment_method) VALUES (3019, 17, 'Anouk de Graaf', 12, '2024-11-13', 13.48, 1.99, 0.0, 5, 4, 0, NULL, 'card');
INSERT INTO orders_eindhoven (order_id, restaurant_id, customer_name, customer_zone_id, ordered_on, subtotal, delivery_fee, tip, food_rating, courier_rating, is_cancelled, refunded_on, payment_method) VALUES (3020, 17, 'Bram van Leeuwen', 11, '2024-12-03', 20.6, 1.79, 0.0, NULL, NULL, 1, '2024-12-04', 'card');
