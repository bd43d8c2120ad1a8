-- kitchen_fitting: invented kitchen design and fitting firm (customers, fitters, quotes, jobs, appliance orders, payments)
BEGIN TRANSACTION;
CREATE TABLE customers (
    customer_id INTEGER PRIMARY KEY,
    full_name TEXT NOT NULL,
    town TEXT NOT NULL, -- town where the customer lives and the kitchen is fitted
    postcode TEXT NOT NULL,
    phone TEXT NOT NULL,
    heard_about_us TEXT, -- NULL = customer did not say how they heard about us
    first_contact_date TEXT NOT NULL
);
CREATE TABLE fitters (
    fitter_id INTEGER PRIMARY KEY,
    full_name TEXT NOT NULL,
    trade TEXT NOT NULL,
    base_town TEXT NOT NULL, -- town the fitter works out of
    day_rate REAL NOT NULL, -- pounds per day
    is_self_employed INTEGER NOT NULL CHECK (is_self_employed IN (0,1)),
    joined_date TEXT NOT NULL
);
CREATE TABLE quotes (
    quote_id INTEGER PRIMARY KEY,
    customer_id INTEGER NOT NULL REFERENCES customers(customer_id),
    survey_date TEXT NOT NULL, -- date the designer measured up
    quote_date TEXT NOT NULL, -- date the quote was sent
    kitchen_range TEXT NOT NULL,
    worktop TEXT NOT NULL,
    cabinet_cost REAL NOT NULL,
    worktop_cost REAL NOT NULL,
    labour_estimate REAL NOT NULL,
    total_quoted REAL NOT NULL, -- cabinets + worktop + labour
    is_accepted INTEGER NOT NULL CHECK (is_accepted IN (0,1))
);
CREATE TABLE jobs (
    job_id INTEGER PRIMARY KEY,
    quote_id INTEGER NOT NULL REFERENCES quotes(quote_id),
    lead_fitter_id INTEGER NOT NULL REFERENCES fitters(fitter_id),
    start_date TEXT NOT NULL,
    finish_date TEXT, -- NULL = job still in progress
    final_price REAL NOT NULL, -- price charged to the customer including extras
    snag_count INTEGER NOT NULL, -- number of snags raised at handover
    is_signed_off INTEGER NOT NULL CHECK (is_signed_off IN (0,1))
);
CREATE TABLE appliance_orders (
    order_id INTEGER PRIMARY KEY,
    job_id INTEGER NOT NULL REFERENCES jobs(job_id),
    appliance TEXT NOT NULL,
    brand TEXT NOT NULL,
    supplier TEXT NOT NULL,
    order_date TEXT NOT NULL,
    delivered_date TEXT, -- NULL = not delivered yet
    trade_price REAL NOT NULL, -- what the firm pays the supplier
    retail_price REAL NOT NULL, -- price shown to the customer
    is_integrated INTEGER NOT NULL CHECK (is_integrated IN (0,1))
);
CREATE TABLE payments (
    payment_id INTEGER PRIMARY KEY,
    job_id INTEGER NOT NULL REFERENCES jobs(job_id),
    payment_date TEXT NOT NULL,
    amount REAL NOT NULL,
    stage TEXT NOT NULL,
    method TEXT NOT NULL,
    payment_reference TEXT -- NULL = no reference given (cash payments)
);
INSERT INTO customers VALUES (1, 'Gareth Pimm', 'Coldwick', 'CW6 3BL', '07700 900107', 'Showroom visit', '2022-03-05');
INSERT INTO customers VALUES (2, 'Sarah Whitcombe', 'Marrowgate', 'MG3 3YG', '07700 900114', 'Facebook', '2022-02-23');
INSERT INTO customers VALUES (3, 'Helen Ackroyd', 'Coldwick', 'CW1 9HD', '07700 900121', 'Website', '2022-04-19');
INSERT INTO customers VALUES (4, 'Robert Stainthorpe', 'Stennet Bridge', 'SB8 3GD', '07700 900128', 'Leaflet', '2022-06-09');
INSERT INTO customers VALUES (5, 'Amira Saleem', 'Bramwell', 'BW4 6YN', '07700 900135', 'Recommendation', '2022-07-16');
INSERT INTO customers VALUES (6, 'Philip Dunwell', 'Thrushleigh', 'TL3 9TT', '07700 900142', NULL, '2022-08-08');
INSERT INTO customers VALUES (7, 'Joanne Crabtree', 'Hollinsby', 'HB5 5WG', '07700 900149', 'Facebook', '2022-07-22');
INSERT INTO customers VALUES (8, 'Sarah Whitcombe', 'Hollinsby', 'HB7 5LF', '07700 900156', 'Website', '2022-09-19');
INSERT INTO customers VALUES (9, 'Michael Oyston', 'Upper Wyke', 'UW9 6NU', '07700 900163', 'Leaflet', '2022-09-15');
INSERT INTO customers VALUES (10, 'Lindsay Barraclough', 'Coldwick', 'CW3 8RA', '07700 900170', 'Recommendation', '2022-11-18');
INSERT INTO customers VALUES (11, 'Daniel Fenby', 'Stennet Bridge', 'SB5 3WS', '07700 900177', 'Showroom visit', '2023-01-17');
INSERT INTO customers VALUES (12, 'Rachel Hinchliffe', 'Bramwell', 'BW2 9WP', '07700 900184', NULL, '2023-02-02');
INSERT INTO customers VALUES (13, 'Graham Tudbury', 'Thrushleigh', 'TL1 2XT', '07700 900191', 'Website', '2023-02-21');
INSERT INTO customers VALUES (14, 'Fiona McAvoy', 'Hollinsby', 'HB4 3UA', '07700 900198', 'Leaflet', '2023-04-03');
INSERT INTO customers VALUES (15, 'Andrew Sowden', 'Marrowgate', 'MG7 9QS', '07700 900205', 'Recommendation', '2023-05-20');
INSERT INTO customers VALUES (16, 'Nadia Kowalczyk', 'Upper Wyke', 'UW4 5BG', '07700 900212', 'Showroom visit', '2023-05-10');
INSERT INTO customers VALUES (17, 'Peter Illingworth', 'Coldwick', 'CW7 7FY', '07700 900219', 'Facebook', '2023-05-16');
INSERT INTO customers VALUES (18, 'Karen Ogundipe', 'Stennet Bridge', 'SB4 3QP', '07700 900226', NULL, '2023-05-29');
INSERT INTO customers VALUES (19, 'Stephen Rawnsley', 'Bramwell', 'BW5 9BS', '07700 900233', 'Leaflet', '2023-06-07');
INSERT INTO customers VALUES (20, 'Louise Pettinger', 'Thrushleigh', 'TL1 9QH', '07700 900240', 'Recommendation', '2023-06-16');
INSERT INTO customers VALUES (21, 'Christopher Marsden', 'Hollinsby', 'HB5 1GH', '07700 900247', 'Showroom visit', '2023-09-24');
INSERT INTO customers VALUES (22, 'Emma Threlfall', 'Marrowgate', 'MG3 6FD', '07700 900254', 'Facebook', '2023-09-24');
INSERT INTO customers VALUES (23, 'Jonathan Beever', 'Upper Wyke', 'UW7 8JW', '07700 900261', 'Website', '2023-10-13');
INSERT INTO customers VALUES (24, 'Alison Wragg', 'Coldwick', 'CW8 5GE', '07700 900268', NULL, '2023-09-23');
INSERT INTO customers VALUES (25, 'Samuel Keighley', 'Stennet Bridge', 'SB7 3XA', '07700 900275', 'Recommendation', '2023-11-09');
INSERT INTO customers VALUES (26, 'Deborah Nuttall', 'Bramwell', 'BW4 8TD', '07700 900282', 'Showroom visit', '2024-01-10');
INSERT INTO customers VALUES (27, 'Ian Holdsworth', 'Thrushleigh', 'TL5 7NY', '07700 900289', 'Facebook', '2024-01-25');
INSERT INTO customers VALUES (28, 'Victoria Ambler', 'Hollinsby', 'HB4 6DA', '07700 900296', 'Website', '2024-01-07');
INSERT INTO customers VALUES (29, 'Matthew Lumb', 'Marrowgate', 'MG6 4YD', '07700 900303', 'Leaflet', '2024-02-11');
INSERT INTO customers VALUES (30, 'Claire Dobson', 'Upper Wyke', 'UW1 5LQ', '07700 900310', NULL, '2024-03-01');
INSERT INTO customers VALUES (31, 'Harriet Pogson', 'Coldwick', 'CW9 5NJ', '07700 900317', 'Showroom visit', '2024-02-09');
INSERT INTO customers VALUES (32, 'Rajesh Mistry', 'Stennet Bridge', 'SB4 1WT', '07700 900324', 'Facebook', '2024-02-18');
INSERT INTO customers VALUES (33, 'Elaine Cawood', 'Bramwell', 'BW9 7QJ', '07700 900331', 'Website', '2024-03-08');
INSERT INTO customers VALUES (34, 'Simon Gledhill', 'Thrushleigh', 'TL1 5HS', '07700 900338', 'Leaflet', '2024-04-01');
INSERT INTO customers VALUES (35, 'Margaret Tolson', 'Hollinsby', 'HB9 5FX', '07700 900345', 'Recommendation', '2024-05-07');
INSERT INTO customers VALUES (36, 'Owen Parfitt', 'Marrowgate', 'MG6 2UH', '07700 900352', NULL, '2024-05-18');
INSERT INTO customers VALUES (37, 'Yvonne Stead', 'Upper Wyke', 'UW9 8WS', '07700 900359', 'Facebook', '2024-08-06');
INSERT INTO customers VALUES (38, 'Keith Armitage', 'Coldwick', 'CW9 8AS', '07700 900366', 'Website', '2024-08-24');
INSERT INTO customers VALUES (39, 'Zoe Ingleby', 'Stennet Bridge', 'SB3 5YN', '07700 900373', 'Leaflet', '2024-08-29');
INSERT INTO customers VALUES (40, 'Brian Halstead', 'Bramwell', 'BW3 9PX', '07700 900380', 'Recommendation', '2024-09-07');
INSERT INTO fitters VALUES (1, 'Gareth Lowe', 'Joiner', 'Hollinsby', 210.0, 1, '2015-04-13');
INSERT INTO fitters VALUES (2, 'Dean Ashcroft', 'Joiner', 'Bramwell', 205.0, 1, '2016-09-05');
INSERT INTO fitters VALUES (3, 'Kieran Moss', 'Joiner', 'Coldwick', 195.0, 0, '2019-01-21');
INSERT INTO fitters VALUES (4, 'Priya Lal', 'Joiner', 'Marrowgate', 200.0, 0, '2020-06-01');
INSERT INTO fitters VALUES (5, 'Callum Reddy', 'Joiner', 'Thrushleigh', 190.0, 1, '2021-03-15');
INSERT INTO fitters VALUES (6, 'Owen Brierley', 'Electrician', 'Hollinsby', 240.0, 1, '2014-11-03');
INSERT INTO fitters VALUES (7, 'Martin Sykes', 'Electrician', 'Stennet Bridge', 250.0, 1, '2017-02-27');
INSERT INTO fitters VALUES (8, 'Jade Whitlam', 'Electrician', 'Bramwell', 235.0, 0, '2022-05-09');
INSERT INTO fitters VALUES (9, 'Lee Fothergill', 'Plumber', 'Upper Wyke', 230.0, 1, '2018-08-20');
INSERT INTO fitters VALUES (10, 'Stuart Kaye', 'Plumber', 'Coldwick', 225.0, 0, '2019-10-14');
INSERT INTO fitters VALUES (11, 'Imran Qureshi', 'Plumber', 'Marrowgate', 228.0, 1, '2021-07-12');
INSERT INTO fitters VALUES (12, 'Becky Thwaite', 'Tiler', 'Thrushleigh', 185.0, 1, '2016-04-04');
INSERT INTO fitters VALUES (13, 'Nathan Oddie', 'Tiler', 'Hollinsby', 180.0, 0, '2023-01-09');
INSERT INTO fitters VALUES (14, 'Wayne Pickles', 'Plasterer', 'Bramwell', 175.0, 1, '2015-06-22');
INSERT INTO fitters VALUES (15, 'Tomasz Nowak', 'Plasterer', 'Upper Wyke', 172.0, 1, '2020-02-17');
INSERT INTO quotes VALUES (1, 1, '2022-03-19', '2022-03-27', 'Harlow Plus', 'Laminate', 7440.0, 440.0, 2520.0, 10400.0, 1);
INSERT INTO quotes VALUES (2, 2, '2022-03-29', '2022-04-04', 'Harlow', 'Quartz', 4635.0, 1950.0, 3900.0, 10485.0, 1);
INSERT INTO quotes VALUES (3, 3, '2022-04-30', '2022-05-04', 'Brindle Gloss', 'Composite Stone', 7795.0, 2115.0, 4270.0, 14180.0, 0);
INSERT INTO quotes VALUES (4, 3, '2022-06-18', '2022-06-26', 'Tarn Shaker', 'Quartz', 6905.0, 4280.0, 2690.0, 13875.0, 1);
INSERT INTO quotes VALUES (5, 4, '2022-07-05', '2022-07-11', 'Tarn Shaker', 'Laminate', 6220.0, 630.0, 4810.0, 11660.0, 1);
INSERT INTO quotes VALUES (6, 5, '2022-07-25', '2022-07-30', 'Harlow', 'Oak', 5135.0, 1480.0, 3690.0, 10305.0, 0);
INSERT INTO quotes VALUES (7, 6, '2022-08-25', '2022-08-31', 'Tarn Shaker', 'Oak Effect Laminate', 5720.0, 630.0, 2890.0, 9240.0, 1);
INSERT INTO quotes VALUES (8, 7, '2022-08-26', '2022-08-31', 'Harlow Plus', 'Oak', 7375.0, 2450.0, 2600.0, 12425.0, 1);
INSERT INTO quotes VALUES (9, 8, '2022-09-30', '2022-10-07', 'Harlow Plus', 'Quartz', 7460.0, 2755.0, 4060.0, 14275.0, 1);
INSERT INTO quotes VALUES (10, 9, '2022-10-14', '2022-10-27', 'Tarn Shaker', 'Oak Effect Laminate', 5595.0, 695.0, 3720.0, 10010.0, 0);
INSERT INTO quotes VALUES (11, 9, '2022-11-02', '2022-11-10', 'Harlow Plus', 'Composite Stone', 7000.0, 2775.0, 2770.0, 12545.0, 1);
INSERT INTO quotes VALUES (12, 10, '2022-12-02', '2022-12-07', 'Harlow Plus', 'Quartz', 6880.0, 4055.0, 4780.0, 15715.0, 1);
INSERT INTO quotes VALUES (13, 11, '2023-01-28', '2023-02-09', 'Brindle Gloss', 'Laminate', 7355.0, 570.0, 3300.0, 11225.0, 0);
INSERT INTO quotes VALUES (14, 12, '2023-02-27', '2023-03-11', 'Edgemoor', 'Quartz', 6775.0, 2750.0, 4260.0, 13785.0, 1);
INSERT INTO quotes VALUES (15, 13, '2023-03-11', '2023-03-18', 'Tarn Shaker', 'Laminate', 5950.0, 540.0, 3130.0, 9620.0, 1);
INSERT INTO quotes VALUES (16, 14, '2023-04-21', '2023-05-02', 'Harlow', 'Laminate', 4530.0, 525.0, 4790.0, 9845.0, 0);
INSERT INTO quotes VALUES (17, 14, '2023-05-05', '2023-05-14', 'Brindle Gloss', 'Laminate', 7370.0, 685.0, 4390.0, 12445.0, 1);
INSERT INTO quotes VALUES (18, 15, '2023-05-28', '2023-06-09', 'Tarn Shaker', 'Quartz', 6245.0, 2420.0, 4120.0, 12785.0, 1);
INSERT INTO quotes VALUES (19, 16, '2023-06-01', '2023-06-15', 'Tarn Shaker', 'Oak Effect Laminate', 5990.0, 610.0, 3260.0, 9860.0, 1);
INSERT INTO quotes VALUES (20, 17, '2023-06-08', '2023-06-13', 'Brindle Gloss', 'Laminate', 7580.0, 360.0, 4200.0, 12140.0, 0);
INSERT INTO quotes VALUES (21, 18, '2023-06-17', '2023-06-23', 'Tarn Shaker', 'Oak Effect Laminate', 6515.0, 850.0, 4360.0, 11725.0, 1);
INSERT INTO quotes VALUES (22, 19, '2023-07-09', '2023-07-15', 'Harlow Plus', 'Laminate', 6170.0, 545.0, 2720.0, 9435.0, 1);
INSERT INTO quotes VALUES (23, 20, '2023-07-20', '2023-07-28', 'Harlow Plus', 'Oak', 7085.0, 1250.0, 4420.0, 12755.0, 0);
INSERT INTO quotes VALUES (24, 20, '2023-09-11', '2023-09-18', 'Harlow', 'Composite Stone', 5545.0, 2855.0, 4220.0, 12620.0, 1);
INSERT INTO quotes VALUES (25, 21, '2023-10-01', '2023-10-13', 'Tarn Shaker', 'Oak', 6025.0, 1160.0, 4960.0, 12145.0, 1);
INSERT INTO quotes VALUES (26, 22, '2023-10-06', '2023-10-13', 'Harlow Plus', 'Laminate', 6540.0, 550.0, 4140.0, 11230.0, 1);
INSERT INTO quotes VALUES (27, 23, '2023-10-19', '2023-10-24', 'Tarn Shaker', 'Oak Effect Laminate', 6560.0, 825.0, 2690.0, 10075.0, 0);
INSERT INTO quotes VALUES (28, 24, '2023-10-24', '2023-11-01', 'Brindle Gloss', 'Laminate', 5520.0, 690.0, 2590.0, 8800.0, 1);
INSERT INTO quotes VALUES (29, 25, '2023-11-22', '2023-11-30', 'Tarn Shaker', 'Composite Stone', 6075.0, 2425.0, 3890.0, 12390.0, 1);
INSERT INTO quotes VALUES (30, 26, '2024-01-17', '2024-01-25', 'Edgemoor', 'Laminate', 7190.0, 445.0, 3610.0, 11245.0, 0);
INSERT INTO quotes VALUES (31, 26, '2024-01-30', '2024-02-10', 'Brindle Gloss', 'Laminate', 6230.0, 600.0, 3710.0, 10540.0, 1);
INSERT INTO quotes VALUES (32, 27, '2024-02-07', '2024-02-18', 'Edgemoor', 'Oak', 7435.0, 2295.0, 2590.0, 12320.0, 1);
INSERT INTO quotes VALUES (33, 28, '2024-02-11', '2024-02-19', 'Harlow', 'Oak Effect Laminate', 4040.0, 760.0, 3070.0, 7870.0, 1);
INSERT INTO quotes VALUES (34, 29, '2024-02-21', '2024-02-25', 'Harlow Plus', 'Composite Stone', 6050.0, 2040.0, 3490.0, 11580.0, 0);
INSERT INTO quotes VALUES (35, 30, '2024-03-05', '2024-03-19', 'Tarn Shaker', 'Quartz', 4540.0, 3465.0, 4970.0, 12975.0, 1);
INSERT INTO quotes VALUES (36, 31, '2024-03-09', '2024-03-23', 'Brindle Gloss', 'Composite Stone', 7110.0, 3180.0, 2950.0, 13240.0, 0);
INSERT INTO quotes VALUES (37, 32, '2024-03-18', '2024-03-29', 'Brindle Gloss', 'Laminate', 7580.0, 610.0, 2820.0, 11010.0, 1);
INSERT INTO quotes VALUES (38, 33, '2024-04-05', '2024-04-10', 'Harlow Plus', 'Oak', 7220.0, 1735.0, 3160.0, 12115.0, 1);
INSERT INTO quotes VALUES (39, 34, '2024-04-10', '2024-04-14', 'Brindle Gloss', 'Oak', 6540.0, 1315.0, 4430.0, 12285.0, 1);
INSERT INTO quotes VALUES (40, 35, '2024-05-20', '2024-06-02', 'Harlow Plus', 'Oak', 6560.0, 1390.0, 4520.0, 12470.0, 0);
INSERT INTO quotes VALUES (41, 36, '2024-06-04', '2024-06-13', 'Harlow', 'Oak Effect Laminate', 4275.0, 660.0, 3750.0, 8685.0, 1);
INSERT INTO quotes VALUES (42, 37, '2024-08-21', '2024-08-29', 'Harlow Plus', 'Oak', 7895.0, 2530.0, 3210.0, 13635.0, 1);
INSERT INTO quotes VALUES (43, 38, '2024-09-02', '2024-09-10', 'Harlow Plus', 'Composite Stone', 7885.0, 2545.0, 2950.0, 13380.0, 0);
INSERT INTO quotes VALUES (44, 39, '2024-09-28', '2024-10-08', 'Tarn Shaker', 'Quartz', 4620.0, 2340.0, 4650.0, 11610.0, 0);
INSERT INTO quotes VALUES (45, 40, '2024-10-03', '2024-10-17', 'Harlow Plus', 'Oak', 7945.0, 1260.0, 2990.0, 12195.0, 0);
INSERT INTO jobs VALUES (1, 2, 2, '2022-04-27', '2022-05-12', 10420.0, 1, 1);
INSERT INTO jobs VALUES (2, 1, 3, '2022-05-19', '2022-06-07', 10795.0, 4, 1);
INSERT INTO jobs VALUES (3, 4, 4, '2022-07-18', '2022-08-08', 14170.0, 3, 1);
INSERT INTO jobs VALUES (4, 5, 5, '2022-08-25', '2022-09-05', 12590.0, 2, 1);
INSERT INTO jobs VALUES (5, 7, 1, '2022-09-25', '2022-10-09', 9090.0, 5, 1);
INSERT INTO jobs VALUES (6, 8, 2, '2022-10-14', '2022-11-16', 12275.0, 2, 1);
INSERT INTO jobs VALUES (7, 9, 3, '2022-11-11', '2022-12-02', 15855.0, 3, 1);
INSERT INTO jobs VALUES (8, 11, 1, '2022-12-31', '2023-01-24', 12360.0, 6, 1);
INSERT INTO jobs VALUES (9, 12, 4, '2023-01-19', '2023-02-05', 16045.0, 2, 0);
INSERT INTO jobs VALUES (10, 14, 5, '2023-04-26', '2023-05-19', 14315.0, 4, 1);
INSERT INTO jobs VALUES (11, 15, 2, '2023-05-10', '2023-05-19', 9755.0, 1, 1);
INSERT INTO jobs VALUES (12, 17, 1, '2023-06-11', '2023-07-05', 13685.0, 1, 1);
INSERT INTO jobs VALUES (13, 18, 3, '2023-07-05', '2023-07-29', 13935.0, 4, 1);
INSERT INTO jobs VALUES (14, 21, 1, '2023-07-19', '2023-08-03', 11495.0, 6, 1);
INSERT INTO jobs VALUES (15, 19, 2, '2023-07-23', '2023-08-15', 10460.0, 0, 1);
INSERT INTO jobs VALUES (16, 22, 3, '2023-09-08', '2023-09-26', 9985.0, 0, 1);
INSERT INTO jobs VALUES (17, 24, 4, '2023-10-27', '2023-11-11', 12915.0, 6, 1);
INSERT INTO jobs VALUES (18, 26, 5, '2023-12-06', '2023-12-14', 11435.0, 0, 0);
INSERT INTO jobs VALUES (19, 25, 1, '2023-12-11', '2023-12-24', 13140.0, 1, 1);
INSERT INTO jobs VALUES (20, 28, 2, '2023-12-26', '2024-01-12', 9465.0, 2, 1);
INSERT INTO jobs VALUES (21, 29, 3, '2024-01-04', '2024-01-22', 13505.0, 0, 1);
INSERT INTO jobs VALUES (22, 31, 1, '2024-03-30', '2024-04-07', 11285.0, 4, 1);
INSERT INTO jobs VALUES (23, 33, 4, '2024-04-08', '2024-04-20', 7960.0, 5, 1);
INSERT INTO jobs VALUES (24, 32, 5, '2024-04-10', '2024-04-21', 12315.0, 4, 1);
INSERT INTO jobs VALUES (25, 35, 2, '2024-04-19', '2024-05-02', 13655.0, 3, 1);
INSERT INTO jobs VALUES (26, 37, 1, '2024-05-17', '2024-06-05', 11160.0, 2, 1);
INSERT INTO jobs VALUES (27, 38, 3, '2024-06-06', '2024-06-18', 12820.0, 3, 0);
INSERT INTO jobs VALUES (28, 39, 1, '2024-06-13', '2024-07-05', 13665.0, 1, 1);
INSERT INTO jobs VALUES (29, 41, 2, '2024-07-04', NULL, 8565.0, 0, 0);
INSERT INTO jobs VALUES (30, 42, 3, '2024-10-20', NULL, 13495.0, 4, 0);
INSERT INTO appliance_orders VALUES (1, 1, 'Induction Hob', 'AEG', 'Aire Valley Appliances', '2022-04-11', '2022-04-17', 526.0, 704.99, 0);
INSERT INTO appliance_orders VALUES (2, 1, 'Oven', 'Zanussi', 'Bretton Supplies', '2022-04-10', '2022-04-19', 460.0, 634.99, 1);
INSERT INTO appliance_orders VALUES (3, 2, 'Fridge Freezer', 'Smeg', 'Northern Trade Direct', '2022-05-03', '2022-05-13', 784.0, 1119.99, 0);
INSERT INTO appliance_orders VALUES (4, 3, 'Double Oven', 'Bosch', 'Bretton Supplies', '2022-07-06', '2022-07-14', 653.0, 879.99, 0);
INSERT INTO appliance_orders VALUES (5, 3, 'Fridge Freezer', 'Bosch', 'Northern Trade Direct', '2022-07-05', '2022-07-12', 919.0, 1264.99, 0);
INSERT INTO appliance_orders VALUES (6, 4, 'Extractor', 'Neff', 'Aire Valley Appliances', '2022-08-06', '2022-08-09', 436.0, 599.99, 0);
INSERT INTO appliance_orders VALUES (7, 4, 'Double Oven', 'Zanussi', 'Bretton Supplies', '2022-08-06', '2022-08-15', 578.0, 799.99, 1);
INSERT INTO appliance_orders VALUES (8, 5, 'Microwave', 'Neff', 'Northern Trade Direct', '2022-09-06', '2022-09-13', 377.0, 489.99, 1);
INSERT INTO appliance_orders VALUES (9, 5, 'Extractor', 'Elica', 'Aire Valley Appliances', '2022-09-12', '2022-09-15', 316.0, 434.99, 0);
INSERT INTO appliance_orders VALUES (10, 5, 'Double Oven', 'AEG', 'Bretton Supplies', '2022-09-09', '2022-09-17', 949.0, 1219.99, 1);
INSERT INTO appliance_orders VALUES (11, 6, 'Hob', 'Zanussi', 'Bretton Supplies', '2022-09-28', '2022-10-05', 230.0, 304.99, 0);
INSERT INTO appliance_orders VALUES (12, 7, 'Dishwasher', 'Hotpoint', 'Aire Valley Appliances', '2022-10-25', '2022-10-30', 283.0, 384.99, 1);
INSERT INTO appliance_orders VALUES (13, 7, 'Hob', 'Bosch', 'Bretton Supplies', '2022-10-29', '2022-11-05', 203.0, 279.99, 0);
INSERT INTO appliance_orders VALUES (14, 8, 'Oven', 'Zanussi', 'Northern Trade Direct', '2022-12-19', '2022-12-23', 363.0, 469.99, 1);
INSERT INTO appliance_orders VALUES (15, 8, 'Dishwasher', 'Bosch', 'Aire Valley Appliances', '2022-12-10', '2022-12-14', 510.0, 659.99, 0);
INSERT INTO appliance_orders VALUES (16, 9, 'Induction Hob', 'Neff', 'Bretton Supplies', '2022-12-30', '2023-01-04', 381.0, 534.99, 0);
INSERT INTO appliance_orders VALUES (17, 10, 'Fridge Freezer', 'Bosch', 'Aire Valley Appliances', '2023-04-05', '2023-04-11', 495.0, 699.99, 0);
INSERT INTO appliance_orders VALUES (18, 10, 'Induction Hob', 'Bosch', 'Bretton Supplies', '2023-04-12', '2023-04-15', 588.0, 834.99, 0);
INSERT INTO appliance_orders VALUES (19, 11, 'Double Oven', 'Zanussi', 'Northern Trade Direct', '2023-04-23', '2023-04-29', 611.0, 854.99, 1);
INSERT INTO appliance_orders VALUES (20, 11, 'Fridge Freezer', 'Hotpoint', 'Aire Valley Appliances', '2023-04-22', '2023-04-27', 1045.0, 1439.99, 0);
INSERT INTO appliance_orders VALUES (21, 12, 'Extractor', 'Elica', 'Bretton Supplies', '2023-05-31', '2023-06-10', 403.0, 579.99, 0);
INSERT INTO appliance_orders VALUES (22, 12, 'Double Oven', 'AEG', 'Northern Trade Direct', '2023-05-28', '2023-06-02', 625.0, 804.99, 1);
INSERT INTO appliance_orders VALUES (23, 12, 'Fridge Freezer', 'Smeg', 'Aire Valley Appliances', '2023-05-21', '2023-05-28', 870.0, 1209.99, 0);
INSERT INTO appliance_orders VALUES (24, 12, 'Induction Hob', 'Neff', 'Bretton Supplies', '2023-05-21', '2023-05-27', 447.0, 629.99, 0);
INSERT INTO appliance_orders VALUES (25, 13, 'Microwave', 'Neff', 'Aire Valley Appliances', '2023-06-14', '2023-06-17', 166.0, 224.99, 1);
INSERT INTO appliance_orders VALUES (26, 13, 'Extractor', 'Hotpoint', 'Bretton Supplies', '2023-06-15', '2023-06-23', 385.0, 534.99, 0);
INSERT INTO appliance_orders VALUES (27, 14, 'Hob', 'Bosch', 'Northern Trade Direct', '2023-06-28', '2023-07-01', 252.0, 324.99, 0);
INSERT INTO appliance_orders VALUES (28, 15, 'Dishwasher', 'Bosch', 'Bretton Supplies', '2023-07-10', '2023-07-17', 288.0, 409.99, 0);
INSERT INTO appliance_orders VALUES (29, 15, 'Hob', 'Hotpoint', 'Northern Trade Direct', '2023-07-03', '2023-07-12', 192.0, 264.99, 0);
INSERT INTO appliance_orders VALUES (30, 16, 'Oven', 'Neff', 'Aire Valley Appliances', '2023-08-20', '2023-08-29', 632.0, 824.99, 1);
INSERT INTO appliance_orders VALUES (31, 16, 'Dishwasher', 'AEG', 'Bretton Supplies', '2023-08-29', '2023-09-03', 520.0, 714.99, 1);
INSERT INTO appliance_orders VALUES (32, 17, 'Induction Hob', 'Bosch', 'Northern Trade Direct', '2023-10-09', '2023-10-16', 735.0, 1039.99, 0);
INSERT INTO appliance_orders VALUES (33, 17, 'Oven', 'Bosch', 'Aire Valley Appliances', '2023-10-15', '2023-10-22', 631.0, 889.99, 0);
INSERT INTO appliance_orders VALUES (34, 18, 'Fridge Freezer', 'Hotpoint', 'Bretton Supplies', '2023-11-22', '2023-11-28', 739.0, 994.99, 0);
INSERT INTO appliance_orders VALUES (35, 19, 'Double Oven', 'AEG', 'Aire Valley Appliances', '2023-11-22', '2023-11-29', 931.0, 1344.99, 1);
INSERT INTO appliance_orders VALUES (36, 19, 'Fridge Freezer', 'Smeg', 'Bretton Supplies', '2023-12-01', '2023-12-11', 467.0, 659.99, 0);
INSERT INTO appliance_orders VALUES (37, 19, 'Induction Hob', 'Neff', 'Northern Trade Direct', '2023-11-26', '2023-11-30', 524.0, 759.99, 0);
INSERT INTO appliance_orders VALUES (38, 20, 'Extractor', 'Hotpoint', 'Northern Trade Direct', '2023-12-13', '2023-12-21', 207.0, 299.99, 0);
INSERT INTO appliance_orders VALUES (39, 20, 'Double Oven', 'Bosch', 'Aire Valley Appliances', '2023-12-09', '2023-12-12', 769.0, 1094.99, 0);
INSERT INTO appliance_orders VALUES (40, 21, 'Microwave', 'Neff', 'Bretton Supplies', '2023-12-16', '2023-12-25', 271.0, 374.99, 0);
INSERT INTO appliance_orders VALUES (41, 21, 'Extractor', 'Neff', 'Northern Trade Direct', '2023-12-15', '2023-12-18', 275.0, 399.99, 0);
INSERT INTO appliance_orders VALUES (42, 22, 'Hob', 'Hotpoint', 'Aire Valley Appliances', '2024-03-17', '2024-03-24', 294.0, 384.99, 0);
INSERT INTO appliance_orders VALUES (43, 22, 'Microwave', 'Neff', 'Bretton Supplies', '2024-03-20', '2024-03-23', 162.0, 234.99, 1);
INSERT INTO appliance_orders VALUES (44, 23, 'Dishwasher', 'AEG', 'Northern Trade Direct', '2024-03-20', '2024-03-30', 268.0, 384.99, 1);
INSERT INTO appliance_orders VALUES (45, 24, 'Oven', 'Bosch', 'Bretton Supplies', '2024-03-27', '2024-04-01', 561.0, 759.99, 0);
INSERT INTO appliance_orders VALUES (46, 24, 'Dishwasher', 'Hotpoint', 'Northern Trade Direct', '2024-03-31', '2024-04-04', 340.0, 489.99, 1);
INSERT INTO appliance_orders VALUES (47, 25, 'Induction Hob', 'AEG', 'Aire Valley Appliances', '2024-04-06', '2024-04-12', 686.0, 979.99, 0);
INSERT INTO appliance_orders VALUES (48, 25, 'Oven', 'Zanussi', 'Bretton Supplies', '2024-04-07', '2024-04-15', 634.0, 884.99, 1);
INSERT INTO appliance_orders VALUES (49, 26, 'Fridge Freezer', 'Smeg', 'Northern Trade Direct', '2024-05-06', '2024-05-15', 1030.0, 1464.99, 0);
INSERT INTO appliance_orders VALUES (50, 26, 'Induction Hob', 'Neff', 'Aire Valley Appliances', '2024-05-06', '2024-05-11', 532.0, 699.99, 0);
INSERT INTO appliance_orders VALUES (51, 27, 'Double Oven', 'Bosch', 'Bretton Supplies', '2024-05-22', '2024-06-01', 914.0, 1194.99, 0);
INSERT INTO appliance_orders VALUES (52, 27, 'Fridge Freezer', 'Bosch', 'Northern Trade Direct', '2024-05-19', '2024-05-26', 521.0, 709.99, 0);
INSERT INTO appliance_orders VALUES (53, 28, 'Extractor', 'Neff', 'Aire Valley Appliances', '2024-06-01', '2024-06-10', 355.0, 459.99, 0);
INSERT INTO appliance_orders VALUES (54, 28, 'Double Oven', 'Zanussi', 'Bretton Supplies', '2024-05-30', '2024-06-04', 902.0, 1194.99, 1);
INSERT INTO appliance_orders VALUES (55, 29, 'Microwave', 'Neff', 'Northern Trade Direct', '2024-06-15', NULL, 279.0, 394.99, 1);
INSERT INTO appliance_orders VALUES (56, 29, 'Extractor', 'Elica', 'Aire Valley Appliances', '2024-06-23', '2024-06-28', 264.0, 359.99, 0);
INSERT INTO appliance_orders VALUES (57, 30, 'Hob', 'Zanussi', 'Bretton Supplies', '2024-10-02', NULL, 221.0, 304.99, 0);
INSERT INTO payments VALUES (1, 1, '2022-04-13', 2621.25, 'Deposit', 'Card', 'KF-01013');
INSERT INTO payments VALUES (2, 1, '2022-05-18', 7798.75, 'Final Balance', 'Cash', NULL);
INSERT INTO payments VALUES (3, 2, '2022-04-04', 2600.0, 'Deposit', 'Bank Transfer', 'KF-01039');
INSERT INTO payments VALUES (4, 2, '2022-06-17', 8195.0, 'Final Balance', 'Finance', 'KF-01052');
INSERT INTO payments VALUES (5, 3, '2022-07-02', 3468.75, 'Deposit', 'Cash', NULL);
INSERT INTO payments VALUES (6, 3, '2022-08-21', 10701.25, 'Final Balance', 'Card', 'KF-01078');
INSERT INTO payments VALUES (7, 4, '2022-07-22', 2915.0, 'Deposit', 'Finance', 'KF-01091');
INSERT INTO payments VALUES (8, 4, '2022-09-18', 9675.0, 'Final Balance', 'Bank Transfer', 'KF-01104');
INSERT INTO payments VALUES (9, 5, '2022-09-04', 2310.0, 'Deposit', 'Card', 'KF-01117');
INSERT INTO payments VALUES (10, 5, '2022-10-23', 6780.0, 'Final Balance', 'Card', 'KF-01130');
INSERT INTO payments VALUES (11, 6, '2022-09-03', 3106.25, 'Deposit', 'Bank Transfer', 'KF-01143');
INSERT INTO payments VALUES (12, 6, '2022-10-19', 4970.0, 'Stage Payment', 'Card', 'KF-01156');
INSERT INTO payments VALUES (13, 6, '2022-11-18', 4198.75, 'Final Balance', 'Bank Transfer', 'KF-01169');
INSERT INTO payments VALUES (14, 7, '2022-10-13', 3568.75, 'Deposit', 'Card', 'KF-01182');
INSERT INTO payments VALUES (15, 7, '2022-12-05', 12286.25, 'Final Balance', 'Cash', NULL);
INSERT INTO payments VALUES (16, 8, '2022-11-22', 3136.25, 'Deposit', 'Bank Transfer', 'KF-01208');
INSERT INTO payments VALUES (17, 8, '2023-01-26', 9223.75, 'Final Balance', 'Finance', 'KF-01221');
INSERT INTO payments VALUES (18, 9, '2022-12-16', 3928.75, 'Deposit', 'Cash', NULL);
INSERT INTO payments VALUES (19, 10, '2023-03-21', 3446.25, 'Deposit', 'Finance', 'KF-01247');
INSERT INTO payments VALUES (20, 10, '2023-06-01', 10868.75, 'Final Balance', 'Bank Transfer', 'KF-01260');
INSERT INTO payments VALUES (21, 11, '2023-03-25', 2405.0, 'Deposit', 'Card', 'KF-01273');
INSERT INTO payments VALUES (22, 11, '2023-05-27', 7350.0, 'Final Balance', 'Card', 'KF-01286');
INSERT INTO payments VALUES (23, 12, '2023-05-16', 3111.25, 'Deposit', 'Bank Transfer', 'KF-01299');
INSERT INTO payments VALUES (24, 12, '2023-06-16', 4978.0, 'Stage Payment', 'Card', 'KF-01312');
INSERT INTO payments VALUES (25, 12, '2023-07-18', 5595.75, 'Final Balance', 'Bank Transfer', 'KF-01325');
INSERT INTO payments VALUES (26, 13, '2023-06-17', 3196.25, 'Deposit', 'Card', 'KF-01338');
INSERT INTO payments VALUES (27, 13, '2023-08-02', 10738.75, 'Final Balance', 'Cash', NULL);
INSERT INTO payments VALUES (28, 14, '2023-06-30', 2931.25, 'Deposit', 'Bank Transfer', 'KF-01364');
INSERT INTO payments VALUES (29, 14, '2023-08-04', 8563.75, 'Final Balance', 'Finance', 'KF-01377');
INSERT INTO payments VALUES (30, 15, '2023-06-22', 2465.0, 'Deposit', 'Cash', NULL);
INSERT INTO payments VALUES (31, 15, '2023-08-27', 7995.0, 'Final Balance', 'Card', 'KF-01403');
INSERT INTO payments VALUES (32, 16, '2023-07-23', 2358.75, 'Deposit', 'Finance', 'KF-01416');
INSERT INTO payments VALUES (33, 16, '2023-10-07', 7626.25, 'Final Balance', 'Bank Transfer', 'KF-01429');
INSERT INTO payments VALUES (34, 17, '2023-09-21', 3155.0, 'Deposit', 'Card', 'KF-01442');
INSERT INTO payments VALUES (35, 17, '2023-11-25', 9760.0, 'Final Balance', 'Card', 'KF-01455');
INSERT INTO payments VALUES (36, 18, '2023-10-19', 2807.5, 'Deposit', 'Bank Transfer', 'KF-01468');
INSERT INTO payments VALUES (37, 18, '2023-12-11', 4492.0, 'Stage Payment', 'Card', 'KF-01481');
INSERT INTO payments VALUES (38, 19, '2023-10-24', 3036.25, 'Deposit', 'Card', 'KF-01494');
INSERT INTO payments VALUES (39, 19, '2024-01-01', 10103.75, 'Final Balance', 'Cash', NULL);
INSERT INTO payments VALUES (40, 20, '2023-11-12', 2200.0, 'Deposit', 'Bank Transfer', 'KF-01520');
INSERT INTO payments VALUES (41, 20, '2024-01-14', 7265.0, 'Final Balance', 'Finance', 'KF-01533');
INSERT INTO payments VALUES (42, 21, '2023-12-07', 3097.5, 'Deposit', 'Cash', NULL);
INSERT INTO payments VALUES (43, 21, '2024-01-25', 10407.5, 'Final Balance', 'Card', 'KF-01559');
INSERT INTO payments VALUES (44, 22, '2024-02-14', 2635.0, 'Deposit', 'Finance', 'KF-01572');
INSERT INTO payments VALUES (45, 22, '2024-04-09', 8650.0, 'Final Balance', 'Bank Transfer', 'KF-01585');
INSERT INTO payments VALUES (46, 23, '2024-02-21', 1967.5, 'Deposit', 'Card', 'KF-01598');
INSERT INTO payments VALUES (47, 23, '2024-04-22', 5992.5, 'Final Balance', 'Card', 'KF-01611');
INSERT INTO payments VALUES (48, 24, '2024-02-22', 3080.0, 'Deposit', 'Bank Transfer', 'KF-01624');
INSERT INTO payments VALUES (49, 24, '2024-04-15', 4928.0, 'Stage Payment', 'Card', 'KF-01637');
INSERT INTO payments VALUES (50, 24, '2024-04-23', 4307.0, 'Final Balance', 'Bank Transfer', 'KF-01650');
INSERT INTO payments VALUES (51, 25, '2024-03-28', 3243.75, 'Deposit', 'Card', 'KF-01663');
INSERT INTO payments VALUES (52, 25, '2024-05-08', 10411.25, 'Final Balance', 'Cash', NULL);
INSERT INTO payments VALUES (53, 26, '2024-04-10', 2752.5, 'Deposit', 'Bank Transfer', 'KF-01689');
INSERT INTO payments VALUES (54, 26, '2024-06-18', 8407.5, 'Final Balance', 'Finance', 'KF-01702');
INSERT INTO payments VALUES (55, 27, '2024-04-21', 3028.75, 'Deposit', 'Cash', NULL);
INSERT INTO payments VALUES (56, 28, '2024-04-25', 3071.25, 'Deposit', 'Finance', 'KF-01728');
INSERT INTO payments VALUES (57, 28, '2024-07-08', 10593.75, 'Final Balance', 'Bank Transfer', 'KF-01741');
INSERT INTO payments VALUES (58, 29, '2024-06-23', 2171.25, 'Deposit', 'Card', 'KF-01754');
INSERT INTO payments VALUES (59, 30, '2024-09-07', 3408.75, 'Deposit', 'Bank Transfer', 'KF-01767');
INSERT INTO payments VALUES (60, 30, '2024-10-25', 5454.0, 'Stage Payment', 'Card', 'KF-01780');
COMMIT;
