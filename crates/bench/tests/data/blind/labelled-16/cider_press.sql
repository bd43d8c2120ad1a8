-- Combe Orchard Press: a Somerset cider press buying apples from local growers, pressing them into batches and selling the bottled cider
BEGIN TRANSACTION;
CREATE TABLE growers (
    grower_id INTEGER PRIMARY KEY,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    farm_name TEXT, -- NULL = private orchard with no farm name
    village TEXT NOT NULL,
    is_organic INTEGER NOT NULL CHECK (is_organic IN (0,1)),
    joined_on TEXT NOT NULL
);
CREATE TABLE varieties (
    variety_id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    kind TEXT NOT NULL,
    price_per_tonne REAL NOT NULL,
    organic_price_per_tonne REAL -- NULL = no organic premium rate for this variety
);
CREATE TABLE staff (
    staff_id INTEGER PRIMARY KEY,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    role TEXT NOT NULL,
    hourly_wage REAL NOT NULL,
    started_on TEXT NOT NULL,
    left_on TEXT -- NULL = still employed
);
CREATE TABLE batches (
    batch_id INTEGER PRIMARY KEY,
    batch_code TEXT NOT NULL,
    pressed_on TEXT NOT NULL,
    pressed_by INTEGER NOT NULL REFERENCES staff(staff_id),
    juice_litres REAL NOT NULL,
    style TEXT NOT NULL,
    abv REAL, -- NULL = not yet tested
    bottled_on TEXT -- NULL = still in the tank, not bottled yet
);
CREATE TABLE deliveries (
    delivery_id INTEGER PRIMARY KEY,
    grower_id INTEGER NOT NULL REFERENCES growers(grower_id),
    variety_id INTEGER NOT NULL REFERENCES varieties(variety_id),
    delivered_on TEXT NOT NULL,
    weight_kg REAL NOT NULL,
    price_paid REAL NOT NULL,
    paid_on TEXT, -- NULL = grower not paid yet
    batch_id INTEGER REFERENCES batches(batch_id) -- NULL = not pressed yet
);
CREATE TABLE sales (
    sale_id INTEGER PRIMARY KEY,
    batch_id INTEGER NOT NULL REFERENCES batches(batch_id),
    sold_on TEXT NOT NULL,
    customer TEXT NOT NULL,
    customer_type TEXT NOT NULL,
    town TEXT NOT NULL,
    bottles INTEGER NOT NULL,
    unit_price REAL NOT NULL,
    delivery_charge REAL NOT NULL,
    invoice_paid_on TEXT -- NULL = invoice not paid yet
);
INSERT INTO growers VALUES (1, 'Tom', 'Hembury', 'Hembury Farm', 'Stoke St Gregory', 1, '2015-09-01');
INSERT INTO growers VALUES (2, 'Linda', 'Hale', 'Ashcombe Farm', 'North Curry', 0, '2012-10-03');
INSERT INTO growers VALUES (3, 'Megan', 'Coles', NULL, 'Burrow Bridge', 1, '2019-09-20');
INSERT INTO growers VALUES (4, 'Peter', 'Yeo', 'Yeo''s Orchard', 'Martock', 0, '2010-09-15');
INSERT INTO growers VALUES (5, 'Sarah', 'Bright', 'Lower Moor Farm', 'Kingsbury Episcopi', 1, '2016-10-12');
INSERT INTO growers VALUES (6, 'Dave', 'Pinney', NULL, 'Langport', 0, '2021-09-08');
INSERT INTO growers VALUES (7, 'Ruth', 'Cottle', 'Cottle''s Fruit', 'Wedmore', 0, '2014-09-25');
INSERT INTO growers VALUES (8, 'George', 'Ash', 'Higher Week Farm', 'Bishops Lydeard', 1, '2018-10-01');
INSERT INTO growers VALUES (9, 'Kate', 'Sully', NULL, 'North Curry', 0, '2022-09-14');
INSERT INTO growers VALUES (10, 'Mike', 'Derrick', 'Derrick and Sons', 'Martock', 0, '2011-09-30');
INSERT INTO growers VALUES (11, 'Jen', 'Mowbray', 'Mowbray Orchards', 'Wedmore', 1, '2017-09-05');
INSERT INTO growers VALUES (12, 'Alan', 'Vowles', NULL, 'Stoke St Gregory', 0, '2023-09-18');
INSERT INTO growers VALUES (13, 'Helen', 'Parsons', 'Parsons Barton', 'Langport', 1, '2013-10-07');
INSERT INTO growers VALUES (14, 'Chris', 'Dyer', 'Dyer''s Acre', 'Kingsbury Episcopi', 0, '2020-09-22');
INSERT INTO growers VALUES (15, 'Nick', 'Greed', 'Greed Farm', 'Bishops Lydeard', 0, '2019-10-10');
INSERT INTO growers VALUES (16, 'Josie', 'Lock', NULL, 'Burrow Bridge', 1, '2024-09-02');
INSERT INTO varieties VALUES (1, 'Dabinett', 'Bittersweet', 180.00, 215.00);
INSERT INTO varieties VALUES (2, 'Kingston Black', 'Bittersharp', 240.00, 285.00);
INSERT INTO varieties VALUES (3, 'Yarlington Mill', 'Bittersweet', 175.00, 210.00);
INSERT INTO varieties VALUES (4, 'Harry Masters Jersey', 'Bittersweet', 185.00, NULL);
INSERT INTO varieties VALUES (5, 'Somerset Redstreak', 'Bittersweet', 170.00, 205.00);
INSERT INTO varieties VALUES (6, 'Tremlett''s Bitter', 'Bittersweet', 165.00, NULL);
INSERT INTO varieties VALUES (7, 'Brown''s Apple', 'Sharp', 150.00, 180.00);
INSERT INTO varieties VALUES (8, 'Foxwhelp', 'Bittersharp', 210.00, 250.00);
INSERT INTO varieties VALUES (9, 'Ellis Bitter', 'Bittersweet', 160.00, NULL);
INSERT INTO varieties VALUES (10, 'Michelin', 'Bittersweet', 155.00, 185.00);
INSERT INTO varieties VALUES (11, 'Bramley', 'Sharp', 120.00, 145.00);
INSERT INTO varieties VALUES (12, 'Sweet Coppin', 'Sweet', 150.00, NULL);
INSERT INTO varieties VALUES (13, 'Porter''s Perfection', 'Bittersharp', 220.00, 260.00);
INSERT INTO varieties VALUES (14, 'Chisel Jersey', 'Bittersweet', 190.00, 225.00);
INSERT INTO varieties VALUES (15, 'Court Royal', 'Sweet', 140.00, NULL);
INSERT INTO staff VALUES (1, 'Tom', 'Rowe', 'Cellar Manager', 17.50, '2014-08-01', NULL);
INSERT INTO staff VALUES (2, 'Megan', 'Fry', 'Senior Press Hand', 14.20, '2017-09-01', NULL);
INSERT INTO staff VALUES (3, 'Kate', 'Hollis', 'Press Hand', 12.40, '2021-09-06', NULL);
INSERT INTO staff VALUES (4, 'Ian', 'Bessant', 'Press Hand', 12.50, '2019-09-02', '2023-11-30');
INSERT INTO staff VALUES (5, 'Lou', 'Chant', 'Shop', 11.80, '2020-04-01', NULL);
INSERT INTO staff VALUES (6, 'Sam', 'Tucker', 'Press Hand', 12.60, '2022-09-05', NULL);
INSERT INTO staff VALUES (7, 'Bev', 'Hurley', 'Shop', 11.90, '2018-05-14', NULL);
INSERT INTO staff VALUES (8, 'Joe', 'Penny', 'Senior Press Hand', 14.00, '2016-09-12', '2024-01-31');
INSERT INTO staff VALUES (9, 'Dan', 'Wyatt', 'Press Hand', 12.40, '2023-09-04', NULL);
INSERT INTO staff VALUES (10, 'Ali', 'Rees', 'Delivery Driver', 13.00, '2021-03-01', NULL);
INSERT INTO staff VALUES (11, 'Nina', 'Cole', 'Press Hand', 12.50, '2024-09-02', NULL);
INSERT INTO staff VALUES (12, 'Fran', 'Gully', 'Shop', 11.50, '2023-06-01', '2024-08-31');
INSERT INTO staff VALUES (13, 'Rob', 'Marsh', 'Delivery Driver', 13.20, '2019-02-11', NULL);
INSERT INTO staff VALUES (14, 'Emma', 'Venn', 'Bookkeeper', 16.00, '2015-01-05', NULL);
INSERT INTO staff VALUES (15, 'Will', 'Sparks', 'Press Hand', 12.60, '2022-09-05', '2023-12-15');
INSERT INTO batches VALUES (1, 'CP23-01', '2023-09-28', 2, 1270.00, 'Dry', 6.80, '2024-03-12');
INSERT INTO batches VALUES (2, 'CP23-02', '2023-10-05', 4, 1640.00, 'Medium Dry', 6.20, '2024-03-19');
INSERT INTO batches VALUES (3, 'CP23-03', '2023-10-12', 2, 1120.00, 'Medium', 5.50, '2024-04-02');
INSERT INTO batches VALUES (4, 'CP23-04', '2023-10-19', 8, 1510.00, 'Dry', 7.10, '2024-04-16');
INSERT INTO batches VALUES (5, 'CP23-05', '2023-10-26', 15, 1090.00, 'Sweet', 4.80, '2024-05-07');
INSERT INTO batches VALUES (6, 'CP23-06', '2023-11-02', 4, 1260.00, 'Medium', 5.40, '2024-05-21');
INSERT INTO batches VALUES (7, 'CP23-07', '2023-11-09', 2, 890.00, 'Medium Dry', 6.00, '2024-06-04');
INSERT INTO batches VALUES (8, 'CP24-01', '2024-09-26', 3, 1340.00, 'Dry', 6.90, '2025-03-11');
INSERT INTO batches VALUES (9, 'CP24-02', '2024-10-03', 2, 1530.00, 'Medium', 5.60, '2025-03-25');
INSERT INTO batches VALUES (10, 'CP24-03', '2024-10-10', 6, 1090.00, 'Medium Dry', 6.30, '2025-04-08');
INSERT INTO batches VALUES (11, 'CP24-04', '2024-10-17', 9, 1850.00, 'Dry', 7.00, NULL);
INSERT INTO batches VALUES (12, 'CP24-05', '2024-10-24', 2, 1030.00, 'Sweet', 4.90, NULL);
INSERT INTO batches VALUES (13, 'CP24-06', '2024-10-31', 11, 1310.00, 'Medium', NULL, NULL);
INSERT INTO batches VALUES (14, 'CP24-07', '2024-11-07', 6, 1080.00, 'Medium Dry', NULL, NULL);
INSERT INTO batches VALUES (15, 'CP24-08', '2024-11-14', 3, 930.00, 'Dry', 7.20, NULL);
INSERT INTO deliveries VALUES (1, 1, 1, '2023-09-26', 820.00, 176.30, '2023-10-10', 1);
INSERT INTO deliveries VALUES (2, 4, 3, '2023-09-27', 960.00, 168.00, '2023-10-10', 1);
INSERT INTO deliveries VALUES (3, 2, 2, '2023-10-03', 540.00, 129.60, '2023-10-17', 2);
INSERT INTO deliveries VALUES (4, 10, 4, '2023-10-04', 1100.00, 203.50, '2023-10-17', 2);
INSERT INTO deliveries VALUES (5, 7, 1, '2023-10-04', 700.00, 126.00, '2023-10-17', 2);
INSERT INTO deliveries VALUES (6, 5, 5, '2023-10-10', 880.00, 180.40, '2023-10-24', 3);
INSERT INTO deliveries VALUES (7, 13, 12, '2023-10-11', 650.00, 97.50, '2023-10-24', 3);
INSERT INTO deliveries VALUES (8, 4, 1, '2023-10-17', 1240.00, 223.20, '2023-10-31', 4);
INSERT INTO deliveries VALUES (9, 8, 14, '2023-10-18', 900.00, 202.50, '2023-10-31', 4);
INSERT INTO deliveries VALUES (10, 11, 15, '2023-10-24', 780.00, 109.20, '2023-11-07', 5);
INSERT INTO deliveries VALUES (11, 3, 12, '2023-10-25', 430.00, 64.50, '2023-11-07', 5);
INSERT INTO deliveries VALUES (12, 6, 11, '2023-10-25', 300.00, 36.00, '2023-11-07', 5);
INSERT INTO deliveries VALUES (13, 14, 10, '2023-10-31', 1020.00, 158.10, '2023-11-14', 6);
INSERT INTO deliveries VALUES (14, 15, 6, '2023-11-01', 760.00, 125.40, '2023-11-14', 6);
INSERT INTO deliveries VALUES (15, 2, 2, '2023-11-07', 1300.00, 312.00, '2023-11-21', 7);
INSERT INTO deliveries VALUES (16, 1, 1, '2024-09-24', 900.00, 193.50, '2024-10-08', 8);
INSERT INTO deliveries VALUES (17, 8, 8, '2024-09-25', 620.00, 155.00, '2024-10-08', 8);
INSERT INTO deliveries VALUES (18, 9, 7, '2024-09-25', 350.00, 52.50, '2024-10-08', 8);
INSERT INTO deliveries VALUES (19, 4, 3, '2024-10-01', 1150.00, 201.25, '2024-10-15', 9);
INSERT INTO deliveries VALUES (20, 10, 1, '2024-10-02', 980.00, 176.40, '2024-10-15', 9);
INSERT INTO deliveries VALUES (21, 2, 2, '2024-10-08', 720.00, 172.80, '2024-10-22', 10);
INSERT INTO deliveries VALUES (22, 5, 5, '2024-10-09', 830.00, 170.15, '2024-10-22', 10);
INSERT INTO deliveries VALUES (23, 4, 1, '2024-10-15', 1320.00, 237.60, '2024-10-29', 11);
INSERT INTO deliveries VALUES (24, 10, 4, '2024-10-16', 880.00, 162.80, '2024-10-29', 11);
INSERT INTO deliveries VALUES (25, 12, 9, '2024-10-16', 410.00, 65.60, '2024-10-29', 11);
INSERT INTO deliveries VALUES (26, 3, 12, '2024-10-22', 690.00, 103.50, '2024-11-05', 12);
INSERT INTO deliveries VALUES (27, 11, 15, '2024-10-23', 720.00, 100.80, '2024-11-05', 12);
INSERT INTO deliveries VALUES (28, 14, 10, '2024-10-29', 960.00, 148.80, NULL, 13);
INSERT INTO deliveries VALUES (29, 16, 1, '2024-10-30', 380.00, 81.70, '2024-11-12', 13);
INSERT INTO deliveries VALUES (30, 15, 13, '2024-10-30', 540.00, 118.80, '2024-11-12', 13);
INSERT INTO deliveries VALUES (31, 3, 7, '2024-11-05', 460.00, 82.80, NULL, 14);
INSERT INTO deliveries VALUES (32, 10, 14, '2024-11-06', 1050.00, 199.50, '2024-11-19', 14);
INSERT INTO deliveries VALUES (33, 2, 2, '2024-11-12', 610.00, 146.40, NULL, 15);
INSERT INTO deliveries VALUES (34, 8, 14, '2024-11-13', 700.00, 157.50, NULL, 15);
INSERT INTO deliveries VALUES (35, 4, 6, '2024-11-20', 640.00, 105.60, NULL, NULL);
INSERT INTO deliveries VALUES (36, 6, 11, '2024-11-21', 280.00, 33.60, NULL, NULL);
INSERT INTO deliveries VALUES (37, 9, 10, '2024-11-21', 390.00, 60.45, NULL, NULL);
INSERT INTO sales VALUES (1, 1, '2024-03-20', 'The Plough Inn', 'Pub', 'North Curry', 120, 2.80, 10.00, '2024-04-15');
INSERT INTO sales VALUES (2, 1, '2024-03-22', 'The Cider Barn', 'Shop', 'Taunton', 240, 2.60, 15.00, '2024-04-20');
INSERT INTO sales VALUES (3, 2, '2024-03-28', 'Kings Arms', 'Pub', 'Taunton', 96, 2.90, 10.00, '2024-04-25');
INSERT INTO sales VALUES (4, 2, '2024-04-05', 'Levels Deli', 'Shop', 'Langport', 60, 3.40, 0.00, '2024-04-30');
INSERT INTO sales VALUES (5, 3, '2024-04-10', 'Cellar door', 'Cellar door', 'Stoke St Gregory', 48, 4.50, 0.00, '2024-04-10');
INSERT INTO sales VALUES (6, 1, '2024-04-12', 'The Plough Inn', 'Pub', 'North Curry', 96, 2.80, 10.00, '2024-05-10');
INSERT INTO sales VALUES (7, 4, '2024-04-24', 'The Rose and Crown', 'Pub', 'Langport', 144, 2.75, 12.00, '2024-05-20');
INSERT INTO sales VALUES (8, 4, '2024-05-02', 'The Plough Inn', 'Pub', 'North Curry', 72, 2.85, 10.00, '2024-06-01');
INSERT INTO sales VALUES (9, 3, '2024-05-08', 'Martock Village Stores', 'Shop', 'Martock', 48, 3.20, 8.00, '2024-06-05');
INSERT INTO sales VALUES (10, 5, '2024-05-15', 'The Cider Barn', 'Shop', 'Taunton', 120, 2.70, 15.00, '2024-06-12');
INSERT INTO sales VALUES (11, 5, '2024-05-25', 'Somerset Food Fair', 'Festival', 'Shepton Mallet', 300, 2.20, 25.00, '2024-06-20');
INSERT INTO sales VALUES (12, 6, '2024-05-29', 'The Swan', 'Pub', 'Wedmore', 96, 2.90, 12.00, '2024-06-28');
INSERT INTO sales VALUES (13, 6, '2024-06-08', 'Levels Folk Festival', 'Festival', 'Langport', 360, 2.10, 20.00, '2024-07-05');
INSERT INTO sales VALUES (14, 7, '2024-06-12', 'Quantock Wine and Cider', 'Shop', 'Bishops Lydeard', 72, 3.60, 10.00, '2024-07-10');
INSERT INTO sales VALUES (15, 7, '2024-06-14', 'Cellar door', 'Cellar door', 'Stoke St Gregory', 36, 5.00, 0.00, '2024-06-14');
INSERT INTO sales VALUES (16, 4, '2024-06-20', 'Kings Arms', 'Pub', 'Taunton', 120, 2.75, 10.00, '2024-07-18');
INSERT INTO sales VALUES (17, 2, '2024-07-03', 'The Halfway House', 'Pub', 'Taunton', 84, 2.90, 10.00, '2024-08-01');
INSERT INTO sales VALUES (18, 6, '2024-07-10', 'Martock Village Stores', 'Shop', 'Martock', 60, 3.20, 8.00, '2024-08-07');
INSERT INTO sales VALUES (19, 7, '2024-08-02', 'The Cider Barn', 'Shop', 'Taunton', 48, 3.50, 15.00, '2024-09-01');
INSERT INTO sales VALUES (20, 8, '2025-03-20', 'The Plough Inn', 'Pub', 'North Curry', 120, 2.95, 10.00, '2025-04-18');
INSERT INTO sales VALUES (21, 8, '2025-03-27', 'Levels Deli', 'Shop', 'Langport', 72, 3.50, 0.00, NULL);
INSERT INTO sales VALUES (22, 9, '2025-04-02', 'Kings Arms', 'Pub', 'Taunton', 96, 3.00, 10.00, '2025-04-30');
INSERT INTO sales VALUES (23, 9, '2025-04-09', 'The Cider Barn', 'Shop', 'Taunton', 180, 2.75, 15.00, NULL);
INSERT INTO sales VALUES (24, 10, '2025-04-16', 'The Rose and Crown', 'Pub', 'Langport', 120, 2.90, 12.00, NULL);
INSERT INTO sales VALUES (25, 10, '2025-04-23', 'Cellar door', 'Cellar door', 'Stoke St Gregory', 60, 4.75, 0.00, '2025-04-23');
INSERT INTO sales VALUES (26, 8, '2025-05-01', 'The Swan', 'Pub', 'Wedmore', 84, 3.00, 12.00, '2025-05-29');
COMMIT;
