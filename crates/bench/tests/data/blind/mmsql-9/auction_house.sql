-- auction_house: a regional fine-art auction house (sales, lots, consignors, bidders, specialists)
BEGIN TRANSACTION;
CREATE TABLE specialists (
    specialist_id INTEGER PRIMARY KEY,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    department TEXT NOT NULL,
    joined_date TEXT NOT NULL,
    left_date TEXT -- NULL = still works at the house
);
CREATE TABLE consignors (
    consignor_id INTEGER PRIMARY KEY,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    city TEXT NOT NULL,
    first_consigned_date TEXT NOT NULL,
    commission_rate REAL NOT NULL,
    phone TEXT -- NULL = no phone number on file
);
CREATE TABLE bidders (
    bidder_id INTEGER PRIMARY KEY,
    paddle_number INTEGER NOT NULL UNIQUE,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    city TEXT NOT NULL,
    registered_date TEXT NOT NULL,
    is_online INTEGER NOT NULL CHECK (is_online IN (0, 1)),
    credit_limit REAL -- NULL = no credit limit agreed (must pay before collection)
);
CREATE TABLE sales (
    sale_id INTEGER PRIMARY KEY,
    title TEXT NOT NULL,
    sale_date TEXT NOT NULL,
    city TEXT NOT NULL,
    auctioneer_id INTEGER NOT NULL REFERENCES specialists (specialist_id),
    buyers_premium_rate REAL NOT NULL,
    viewing_start_date TEXT -- NULL = no public viewing days held
);
CREATE TABLE lots (
    lot_id INTEGER PRIMARY KEY,
    sale_id INTEGER NOT NULL REFERENCES sales (sale_id),
    lot_number INTEGER NOT NULL,
    title TEXT NOT NULL,
    category TEXT NOT NULL,
    consignor_id INTEGER NOT NULL REFERENCES consignors (consignor_id),
    specialist_id INTEGER NOT NULL REFERENCES specialists (specialist_id),
    low_estimate REAL NOT NULL,
    high_estimate REAL NOT NULL,
    reserve_price REAL, -- NULL = offered without reserve
    is_withdrawn INTEGER NOT NULL CHECK (is_withdrawn IN (0, 1)),
    hammer_price REAL, -- NULL = not sold (bought in or withdrawn)
    buyer_id INTEGER REFERENCES bidders (bidder_id), -- NULL = not sold, so no buyer
    paid_date TEXT -- NULL = buyer has not paid yet, or lot not sold
);
INSERT INTO specialists (specialist_id, first_name, last_name, department, joined_date, left_date) VALUES (1, 'Tom', 'Baxter', 'Jewellery', '2012-03-05', NULL);
INSERT INTO specialists (specialist_id, first_name, last_name, department, joined_date, left_date) VALUES (2, 'Eleanor', 'Whitfield', 'Paintings', '2009-09-14', NULL);
INSERT INTO specialists (specialist_id, first_name, last_name, department, joined_date, left_date) VALUES (3, 'Rajesh', 'Nair', 'Ceramics', '2015-01-19', NULL);
INSERT INTO specialists (specialist_id, first_name, last_name, department, joined_date, left_date) VALUES (4, 'Fiona', 'McLeod', 'Silver', '2011-06-01', NULL);
INSERT INTO specialists (specialist_id, first_name, last_name, department, joined_date, left_date) VALUES (5, 'Oliver', 'Grant', 'Furniture', '2018-04-23', NULL);
INSERT INTO specialists (specialist_id, first_name, last_name, department, joined_date, left_date) VALUES (6, 'Priya', 'Chandra', 'Books & Maps', '2019-10-07', NULL);
INSERT INTO specialists (specialist_id, first_name, last_name, department, joined_date, left_date) VALUES (7, 'Hugh', 'Devereux', 'Clocks & Watches', '2007-02-12', '2024-06-28');
INSERT INTO specialists (specialist_id, first_name, last_name, department, joined_date, left_date) VALUES (8, 'Sophie', 'Marchant', 'Paintings', '2020-02-03', NULL);
INSERT INTO specialists (specialist_id, first_name, last_name, department, joined_date, left_date) VALUES (9, 'James', 'Okafor', 'Furniture', '2016-08-15', '2024-03-29');
INSERT INTO specialists (specialist_id, first_name, last_name, department, joined_date, left_date) VALUES (10, 'Catherine', 'Bell', 'Jewellery', '2021-05-10', NULL);
INSERT INTO specialists (specialist_id, first_name, last_name, department, joined_date, left_date) VALUES (11, 'Daniel', 'Frost', 'Silver', '2014-11-03', '2024-11-29');
INSERT INTO specialists (specialist_id, first_name, last_name, department, joined_date, left_date) VALUES (12, 'Margaret', 'Holloway', 'Ceramics', '2008-01-07', NULL);
INSERT INTO specialists (specialist_id, first_name, last_name, department, joined_date, left_date) VALUES (13, 'Ben', 'Ashworth', 'Books & Maps', '2022-09-12', NULL);
INSERT INTO specialists (specialist_id, first_name, last_name, department, joined_date, left_date) VALUES (14, 'Anna', 'Kowalski', 'Clocks & Watches', '2017-03-27', NULL);
INSERT INTO specialists (specialist_id, first_name, last_name, department, joined_date, left_date) VALUES (15, 'Harriet', 'Lyle', 'Paintings', '2023-01-16', NULL);
INSERT INTO consignors (consignor_id, first_name, last_name, city, first_consigned_date, commission_rate, phone) VALUES (1, 'Harriet', 'Cole', 'Harrogate', '2019-05-02', 0.15, '01423 566102');
INSERT INTO consignors (consignor_id, first_name, last_name, city, first_consigned_date, commission_rate, phone) VALUES (2, 'Margaret', 'Sutton', 'York', '2016-11-21', 0.12, '01904 612844');
INSERT INTO consignors (consignor_id, first_name, last_name, city, first_consigned_date, commission_rate, phone) VALUES (3, 'Edward', 'Pike', 'Ripon', '2021-02-08', 0.15, NULL);
INSERT INTO consignors (consignor_id, first_name, last_name, city, first_consigned_date, commission_rate, phone) VALUES (4, 'Lord Anthony', 'Fairbairn', 'Edinburgh', '2014-06-30', 0.1, '0131 225 4410');
INSERT INTO consignors (consignor_id, first_name, last_name, city, first_consigned_date, commission_rate, phone) VALUES (5, 'Susan', 'Moorhouse', 'Leeds', '2022-08-17', 0.15, '0113 245 9031');
INSERT INTO consignors (consignor_id, first_name, last_name, city, first_consigned_date, commission_rate, phone) VALUES (6, 'Charles', 'Wetherby', 'York', '2018-03-12', 0.12, NULL);
INSERT INTO consignors (consignor_id, first_name, last_name, city, first_consigned_date, commission_rate, phone) VALUES (7, 'Patricia', 'Nolan', 'Durham', '2020-10-05', 0.15, '0191 384 2270');
INSERT INTO consignors (consignor_id, first_name, last_name, city, first_consigned_date, commission_rate, phone) VALUES (8, 'Ian', 'Rutherford', 'Edinburgh', '2017-01-23', 0.12, '0131 556 7789');
INSERT INTO consignors (consignor_id, first_name, last_name, city, first_consigned_date, commission_rate, phone) VALUES (9, 'Gwen', 'Haworth', 'Whitby', '2023-04-11', 0.18, NULL);
INSERT INTO consignors (consignor_id, first_name, last_name, city, first_consigned_date, commission_rate, phone) VALUES (10, 'Robert', 'Ellison', 'Harrogate', '2015-09-28', 0.1, '01423 500377');
INSERT INTO consignors (consignor_id, first_name, last_name, city, first_consigned_date, commission_rate, phone) VALUES (11, 'Diana', 'Ferris', 'London', '2019-12-02', 0.12, '020 7946 0321');
INSERT INTO consignors (consignor_id, first_name, last_name, city, first_consigned_date, commission_rate, phone) VALUES (12, 'Alan', 'Brightwell', 'Manchester', '2021-07-19', 0.15, '0161 832 6650');
INSERT INTO consignors (consignor_id, first_name, last_name, city, first_consigned_date, commission_rate, phone) VALUES (13, 'Joan', 'Lister', 'Bath', '2022-01-31', 0.18, NULL);
INSERT INTO consignors (consignor_id, first_name, last_name, city, first_consigned_date, commission_rate, phone) VALUES (14, 'Peter', 'Carrow', 'York', '2013-05-14', 0.1, '01904 655120');
INSERT INTO consignors (consignor_id, first_name, last_name, city, first_consigned_date, commission_rate, phone) VALUES (15, 'Rosemary', 'Dalton', 'Leeds', '2020-03-03', 0.15, '0113 278 4402');
INSERT INTO consignors (consignor_id, first_name, last_name, city, first_consigned_date, commission_rate, phone) VALUES (16, 'Kenneth', 'Oduya', 'London', '2023-09-25', 0.12, '020 7946 0874');
INSERT INTO consignors (consignor_id, first_name, last_name, city, first_consigned_date, commission_rate, phone) VALUES (17, 'Fiona', 'Grieve', 'Edinburgh', '2018-08-08', 0.12, NULL);
INSERT INTO consignors (consignor_id, first_name, last_name, city, first_consigned_date, commission_rate, phone) VALUES (18, 'Walter', 'Simms', 'Ripon', '2024-02-14', 0.18, '01765 602913');
INSERT INTO consignors (consignor_id, first_name, last_name, city, first_consigned_date, commission_rate, phone) VALUES (19, 'Judith', 'Kaye', 'Harrogate', '2016-04-04', 0.12, '01423 521776');
INSERT INTO consignors (consignor_id, first_name, last_name, city, first_consigned_date, commission_rate, phone) VALUES (20, 'Nigel', 'Armitage', 'Durham', '2024-05-20', 0.15, '0191 386 1148');
INSERT INTO bidders (bidder_id, paddle_number, first_name, last_name, city, registered_date, is_online, credit_limit) VALUES (1, 107, 'Tom', 'Reeve', 'York', '2019-07-12', 1, 25000.0);
INSERT INTO bidders (bidder_id, paddle_number, first_name, last_name, city, registered_date, is_online, credit_limit) VALUES (2, 114, 'Margaret', 'Dunn', 'Harrogate', '2024-03-04', 1, 10000.0);
INSERT INTO bidders (bidder_id, paddle_number, first_name, last_name, city, registered_date, is_online, credit_limit) VALUES (3, 121, 'Edward', 'Pike', 'Ripon', '2021-11-08', 0, NULL);
INSERT INTO bidders (bidder_id, paddle_number, first_name, last_name, city, registered_date, is_online, credit_limit) VALUES (4, 128, 'Sarah', 'Lindqvist', 'London', '2018-07-18', 1, 25000.0);
INSERT INTO bidders (bidder_id, paddle_number, first_name, last_name, city, registered_date, is_online, credit_limit) VALUES (5, 135, 'Michael', 'Chen', 'Manchester', '2021-05-04', 0, 10000.0);
INSERT INTO bidders (bidder_id, paddle_number, first_name, last_name, city, registered_date, is_online, credit_limit) VALUES (6, 142, 'Helen', 'Barraclough', 'Leeds', '2024-01-16', 1, 2500.0);
INSERT INTO bidders (bidder_id, paddle_number, first_name, last_name, city, registered_date, is_online, credit_limit) VALUES (7, 149, 'Andrew', 'Kerr', 'Edinburgh', '2019-10-05', 1, NULL);
INSERT INTO bidders (bidder_id, paddle_number, first_name, last_name, city, registered_date, is_online, credit_limit) VALUES (8, 156, 'Lucy', 'Fanshawe', 'London', '2023-09-01', 1, 25000.0);
INSERT INTO bidders (bidder_id, paddle_number, first_name, last_name, city, registered_date, is_online, credit_limit) VALUES (9, 163, 'David', 'Stirling', 'Glasgow', '2019-02-24', 1, NULL);
INSERT INTO bidders (bidder_id, paddle_number, first_name, last_name, city, registered_date, is_online, credit_limit) VALUES (10, 170, 'Olivia', 'Marsh', 'York', '2018-03-07', 0, 5000.0);
INSERT INTO bidders (bidder_id, paddle_number, first_name, last_name, city, registered_date, is_online, credit_limit) VALUES (11, 177, 'Rupert', 'Haddon', 'London', '2019-02-05', 0, NULL);
INSERT INTO bidders (bidder_id, paddle_number, first_name, last_name, city, registered_date, is_online, credit_limit) VALUES (12, 184, 'Claire', 'Beaumont', 'Harrogate', '2020-09-22', 1, 25000.0);
INSERT INTO bidders (bidder_id, paddle_number, first_name, last_name, city, registered_date, is_online, credit_limit) VALUES (13, 191, 'Samuel', 'Idowu', 'Leeds', '2019-05-11', 1, 25000.0);
INSERT INTO bidders (bidder_id, paddle_number, first_name, last_name, city, registered_date, is_online, credit_limit) VALUES (14, 198, 'Ingrid', 'Solberg', 'Edinburgh', '2022-09-26', 0, 50000.0);
INSERT INTO bidders (bidder_id, paddle_number, first_name, last_name, city, registered_date, is_online, credit_limit) VALUES (15, 205, 'Graham', 'Pollard', 'Durham', '2019-05-19', 0, NULL);
INSERT INTO bidders (bidder_id, paddle_number, first_name, last_name, city, registered_date, is_online, credit_limit) VALUES (16, 212, 'Victoria', 'Ashby', 'Bath', '2019-06-15', 1, 10000.0);
INSERT INTO bidders (bidder_id, paddle_number, first_name, last_name, city, registered_date, is_online, credit_limit) VALUES (17, 219, 'Hamish', 'Duncan', 'Edinburgh', '2019-02-14', 1, 50000.0);
INSERT INTO bidders (bidder_id, paddle_number, first_name, last_name, city, registered_date, is_online, credit_limit) VALUES (18, 226, 'Nadia', 'Rahman', 'Manchester', '2021-08-30', 1, NULL);
INSERT INTO bidders (bidder_id, paddle_number, first_name, last_name, city, registered_date, is_online, credit_limit) VALUES (19, 233, 'Jonathan', 'Price', 'York', '2022-02-05', 1, 2500.0);
INSERT INTO bidders (bidder_id, paddle_number, first_name, last_name, city, registered_date, is_online, credit_limit) VALUES (20, 240, 'Alice', 'Thornton', 'Ripon', '2021-11-13', 0, 10000.0);
INSERT INTO bidders (bidder_id, paddle_number, first_name, last_name, city, registered_date, is_online, credit_limit) VALUES (21, 247, 'Felix', 'Wagner', 'London', '2023-08-27', 0, 50000.0);
INSERT INTO bidders (bidder_id, paddle_number, first_name, last_name, city, registered_date, is_online, credit_limit) VALUES (22, 254, 'Beatrice', 'Long', 'Whitby', '2021-05-26', 0, 25000.0);
INSERT INTO bidders (bidder_id, paddle_number, first_name, last_name, city, registered_date, is_online, credit_limit) VALUES (23, 261, 'Harold', 'Kemp', 'Harrogate', '2018-10-29', 0, 25000.0);
INSERT INTO bidders (bidder_id, paddle_number, first_name, last_name, city, registered_date, is_online, credit_limit) VALUES (24, 268, 'Mei', 'Tanaka', 'London', '2020-10-15', 0, NULL);
INSERT INTO bidders (bidder_id, paddle_number, first_name, last_name, city, registered_date, is_online, credit_limit) VALUES (25, 275, 'Fiona', 'McLeod', 'Edinburgh', '2021-02-20', 0, 10000.0);
INSERT INTO sales (sale_id, title, sale_date, city, auctioneer_id, buyers_premium_rate, viewing_start_date) VALUES (1, 'Fine Jewellery & Watches', '2023-03-14', 'York', 1, 0.25, '2023-03-10');
INSERT INTO sales (sale_id, title, sale_date, city, auctioneer_id, buyers_premium_rate, viewing_start_date) VALUES (2, 'Spring Paintings', '2023-04-20', 'Harrogate', 2, 0.25, '2023-04-15');
INSERT INTO sales (sale_id, title, sale_date, city, auctioneer_id, buyers_premium_rate, viewing_start_date) VALUES (3, 'Country House Furniture', '2023-06-08', 'York', 5, 0.22, NULL);
INSERT INTO sales (sale_id, title, sale_date, city, auctioneer_id, buyers_premium_rate, viewing_start_date) VALUES (4, 'Silver & Objets de Vertu', '2023-07-19', 'Edinburgh', 4, 0.24, '2023-07-15');
INSERT INTO sales (sale_id, title, sale_date, city, auctioneer_id, buyers_premium_rate, viewing_start_date) VALUES (5, 'Ceramics & Glass', '2023-09-12', 'York', 12, 0.22, '2023-09-08');
INSERT INTO sales (sale_id, title, sale_date, city, auctioneer_id, buyers_premium_rate, viewing_start_date) VALUES (6, 'Books, Maps & Manuscripts', '2023-10-25', 'London', 6, 0.25, NULL);
INSERT INTO sales (sale_id, title, sale_date, city, auctioneer_id, buyers_premium_rate, viewing_start_date) VALUES (7, 'Autumn Paintings', '2023-11-16', 'Harrogate', 2, 0.25, '2023-11-11');
INSERT INTO sales (sale_id, title, sale_date, city, auctioneer_id, buyers_premium_rate, viewing_start_date) VALUES (8, 'Clocks & Scientific Instruments', '2024-01-23', 'York', 14, 0.22, '2024-01-19');
INSERT INTO sales (sale_id, title, sale_date, city, auctioneer_id, buyers_premium_rate, viewing_start_date) VALUES (9, 'Fine Jewellery', '2024-03-12', 'Edinburgh', 10, 0.25, '2024-03-08');
INSERT INTO sales (sale_id, title, sale_date, city, auctioneer_id, buyers_premium_rate, viewing_start_date) VALUES (10, 'Spring Paintings', '2024-04-18', 'Harrogate', 8, 0.25, '2024-04-13');
INSERT INTO sales (sale_id, title, sale_date, city, auctioneer_id, buyers_premium_rate, viewing_start_date) VALUES (11, 'Furniture & Interiors', '2024-06-06', 'York', 5, 0.22, NULL);
INSERT INTO sales (sale_id, title, sale_date, city, auctioneer_id, buyers_premium_rate, viewing_start_date) VALUES (12, 'Silver', '2024-09-10', 'Edinburgh', 4, 0.24, '2024-09-06');
INSERT INTO sales (sale_id, title, sale_date, city, auctioneer_id, buyers_premium_rate, viewing_start_date) VALUES (13, 'Ceramics', '2024-10-15', 'York', 3, 0.22, '2024-10-11');
INSERT INTO sales (sale_id, title, sale_date, city, auctioneer_id, buyers_premium_rate, viewing_start_date) VALUES (14, 'Christmas Jewellery', '2024-12-03', 'York', 1, 0.25, '2024-11-29');
INSERT INTO sales (sale_id, title, sale_date, city, auctioneer_id, buyers_premium_rate, viewing_start_date) VALUES (15, 'Spring Paintings', '2025-04-17', 'Harrogate', 15, 0.25, '2025-04-12');
INSERT INTO lots (lot_id, sale_id, lot_number, title, category, consignor_id, specialist_id, low_estimate, high_estimate, reserve_price, is_withdrawn, hammer_price, buyer_id, paid_date) VALUES (1, 1, 1, 'Art Deco sapphire bracelet', 'Jewellery', 1, 10, 8000.0, 12000.0, 5600.0, 0, 6460.0, 22, '2023-03-21');
INSERT INTO lots (lot_id, sale_id, lot_number, title, category, consignor_id, specialist_id, low_estimate, high_estimate, reserve_price, is_withdrawn, hammer_price, buyer_id, paid_date) VALUES (2, 1, 2, 'Whitby jet bracelet', 'Jewellery', 19, 1, 1000.0, 1500.0, NULL, 0, 1770.0, 9, '2023-04-06');
INSERT INTO lots (lot_id, sale_id, lot_number, title, category, consignor_id, specialist_id, low_estimate, high_estimate, reserve_price, is_withdrawn, hammer_price, buyer_id, paid_date) VALUES (3, 1, 3, 'Opal and gold pendant', 'Jewellery', 10, 10, 1500.0, 2500.0, 1200.0, 0, 1250.0, 22, '2023-03-28');
INSERT INTO lots (lot_id, sale_id, lot_number, title, category, consignor_id, specialist_id, low_estimate, high_estimate, reserve_price, is_withdrawn, hammer_price, buyer_id, paid_date) VALUES (4, 1, 4, 'Ruby and diamond drop earrings', 'Jewellery', 4, 1, 2000.0, 3000.0, 1800.0, 0, 3350.0, 10, '2023-04-04');
INSERT INTO lots (lot_id, sale_id, lot_number, title, category, consignor_id, specialist_id, low_estimate, high_estimate, reserve_price, is_withdrawn, hammer_price, buyer_id, paid_date) VALUES (5, 2, 1, 'Portrait of a lady, circle of Romney', 'Paintings', 3, 15, 1500.0, 2500.0, 1350.0, 0, 1570.0, 4, '2023-05-20');
INSERT INTO lots (lot_id, sale_id, lot_number, title, category, consignor_id, specialist_id, low_estimate, high_estimate, reserve_price, is_withdrawn, hammer_price, buyer_id, paid_date) VALUES (6, 2, 2, 'Abstract composition in blue', 'Paintings', 3, 8, 1000.0, 1500.0, NULL, 0, 1700.0, 11, '2023-05-12');
INSERT INTO lots (lot_id, sale_id, lot_number, title, category, consignor_id, specialist_id, low_estimate, high_estimate, reserve_price, is_withdrawn, hammer_price, buyer_id, paid_date) VALUES (7, 2, 3, 'Scarborough sands, watercolour', 'Paintings', 11, 8, 300.0, 500.0, 240.0, 0, NULL, NULL, NULL);
INSERT INTO lots (lot_id, sale_id, lot_number, title, category, consignor_id, specialist_id, low_estimate, high_estimate, reserve_price, is_withdrawn, hammer_price, buyer_id, paid_date) VALUES (8, 2, 4, 'Study of a hunter, oil', 'Paintings', 6, 15, 500.0, 700.0, 350.0, 0, 950.0, 19, '2023-05-14');
INSERT INTO lots (lot_id, sale_id, lot_number, title, category, consignor_id, specialist_id, low_estimate, high_estimate, reserve_price, is_withdrawn, hammer_price, buyer_id, paid_date) VALUES (9, 3, 1, 'George III mahogany bureau', 'Furniture', 3, 5, 1200.0, 1800.0, 1080.0, 0, NULL, NULL, NULL);
INSERT INTO lots (lot_id, sale_id, lot_number, title, category, consignor_id, specialist_id, low_estimate, high_estimate, reserve_price, is_withdrawn, hammer_price, buyer_id, paid_date) VALUES (10, 3, 2, 'Victorian walnut davenport', 'Furniture', 13, 5, 1000.0, 1500.0, 800.0, 0, 1730.0, 15, NULL);
INSERT INTO lots (lot_id, sale_id, lot_number, title, category, consignor_id, specialist_id, low_estimate, high_estimate, reserve_price, is_withdrawn, hammer_price, buyer_id, paid_date) VALUES (11, 3, 3, 'Oak refectory table', 'Furniture', 14, 9, 400.0, 600.0, 320.0, 0, 620.0, 4, '2023-06-22');
INSERT INTO lots (lot_id, sale_id, lot_number, title, category, consignor_id, specialist_id, low_estimate, high_estimate, reserve_price, is_withdrawn, hammer_price, buyer_id, paid_date) VALUES (12, 3, 4, 'Pair of Hepplewhite chairs', 'Furniture', 15, 5, 5000.0, 7000.0, 4500.0, 0, 8290.0, 10, '2023-06-20');
INSERT INTO lots (lot_id, sale_id, lot_number, title, category, consignor_id, specialist_id, low_estimate, high_estimate, reserve_price, is_withdrawn, hammer_price, buyer_id, paid_date) VALUES (13, 4, 1, 'Victorian silver tea service', 'Silver', 10, 4, 4000.0, 6000.0, 3600.0, 0, 3620.0, 16, NULL);
INSERT INTO lots (lot_id, sale_id, lot_number, title, category, consignor_id, specialist_id, low_estimate, high_estimate, reserve_price, is_withdrawn, hammer_price, buyer_id, paid_date) VALUES (14, 4, 2, 'Edinburgh silver quaich', 'Silver', 3, 11, 1000.0, 1500.0, NULL, 0, 1010.0, 20, '2023-08-05');
INSERT INTO lots (lot_id, sale_id, lot_number, title, category, consignor_id, specialist_id, low_estimate, high_estimate, reserve_price, is_withdrawn, hammer_price, buyer_id, paid_date) VALUES (15, 4, 3, 'Georgian silver cream jug', 'Silver', 3, 11, 400.0, 600.0, 320.0, 1, NULL, NULL, NULL);
INSERT INTO lots (lot_id, sale_id, lot_number, title, category, consignor_id, specialist_id, low_estimate, high_estimate, reserve_price, is_withdrawn, hammer_price, buyer_id, paid_date) VALUES (16, 4, 4, 'Art Nouveau silver mirror', 'Silver', 7, 4, 1200.0, 1800.0, 1080.0, 1, NULL, NULL, NULL);
INSERT INTO lots (lot_id, sale_id, lot_number, title, category, consignor_id, specialist_id, low_estimate, high_estimate, reserve_price, is_withdrawn, hammer_price, buyer_id, paid_date) VALUES (17, 5, 1, 'Moorcroft Pomegranate vase', 'Ceramics', 14, 3, 600.0, 900.0, 480.0, 0, 740.0, 20, '2023-09-25');
INSERT INTO lots (lot_id, sale_id, lot_number, title, category, consignor_id, specialist_id, low_estimate, high_estimate, reserve_price, is_withdrawn, hammer_price, buyer_id, paid_date) VALUES (18, 5, 2, 'Bernard Leach stoneware bowl', 'Ceramics', 13, 3, 2500.0, 3500.0, 2000.0, 0, NULL, NULL, NULL);
INSERT INTO lots (lot_id, sale_id, lot_number, title, category, consignor_id, specialist_id, low_estimate, high_estimate, reserve_price, is_withdrawn, hammer_price, buyer_id, paid_date) VALUES (19, 5, 3, 'Royal Worcester painted plate', 'Ceramics', 8, 3, 5000.0, 7000.0, 4000.0, 0, 4660.0, 3, '2023-09-29');
INSERT INTO lots (lot_id, sale_id, lot_number, title, category, consignor_id, specialist_id, low_estimate, high_estimate, reserve_price, is_withdrawn, hammer_price, buyer_id, paid_date) VALUES (20, 5, 4, 'Pair of Staffordshire spaniels', 'Ceramics', 17, 3, 1500.0, 2500.0, 1200.0, 0, 2220.0, 7, '2023-09-21');
INSERT INTO lots (lot_id, sale_id, lot_number, title, category, consignor_id, specialist_id, low_estimate, high_estimate, reserve_price, is_withdrawn, hammer_price, buyer_id, paid_date) VALUES (21, 6, 1, 'Saxton map of Yorkshire, 1577', 'Books & Maps', 15, 13, 2000.0, 3000.0, 1800.0, 0, 2310.0, 7, '2023-11-17');
INSERT INTO lots (lot_id, sale_id, lot_number, title, category, consignor_id, specialist_id, low_estimate, high_estimate, reserve_price, is_withdrawn, hammer_price, buyer_id, paid_date) VALUES (22, 6, 2, 'Speed''s map of the North Riding', 'Books & Maps', 11, 13, 4000.0, 6000.0, 3600.0, 0, 6640.0, 4, '2023-11-12');
INSERT INTO lots (lot_id, sale_id, lot_number, title, category, consignor_id, specialist_id, low_estimate, high_estimate, reserve_price, is_withdrawn, hammer_price, buyer_id, paid_date) VALUES (23, 6, 3, 'First edition Wuthering Heights facsimile set', 'Books & Maps', 3, 13, 3000.0, 5000.0, 2100.0, 0, 4680.0, 23, '2023-11-04');
INSERT INTO lots (lot_id, sale_id, lot_number, title, category, consignor_id, specialist_id, low_estimate, high_estimate, reserve_price, is_withdrawn, hammer_price, buyer_id, paid_date) VALUES (24, 6, 4, 'Illuminated book of hours leaf', 'Books & Maps', 12, 6, 800.0, 1200.0, 560.0, 0, 1500.0, 23, '2023-11-07');
INSERT INTO lots (lot_id, sale_id, lot_number, title, category, consignor_id, specialist_id, low_estimate, high_estimate, reserve_price, is_withdrawn, hammer_price, buyer_id, paid_date) VALUES (25, 7, 1, 'Abstract composition in blue', 'Paintings', 12, 2, 3000.0, 5000.0, 2400.0, 0, NULL, NULL, NULL);
INSERT INTO lots (lot_id, sale_id, lot_number, title, category, consignor_id, specialist_id, low_estimate, high_estimate, reserve_price, is_withdrawn, hammer_price, buyer_id, paid_date) VALUES (26, 7, 2, 'Study of a hunter, oil', 'Paintings', 11, 2, 3000.0, 5000.0, 2400.0, 0, 5730.0, 4, '2023-11-27');
INSERT INTO lots (lot_id, sale_id, lot_number, title, category, consignor_id, specialist_id, low_estimate, high_estimate, reserve_price, is_withdrawn, hammer_price, buyer_id, paid_date) VALUES (27, 7, 3, 'Yorkshire Dales landscape, oil on canvas', 'Paintings', 17, 15, 300.0, 500.0, 240.0, 0, 310.0, 8, '2023-11-21');
INSERT INTO lots (lot_id, sale_id, lot_number, title, category, consignor_id, specialist_id, low_estimate, high_estimate, reserve_price, is_withdrawn, hammer_price, buyer_id, paid_date) VALUES (28, 7, 4, 'Whitby harbour at dusk, watercolour', 'Paintings', 16, 8, 1200.0, 1800.0, 1080.0, 0, 1130.0, 8, '2023-12-13');
INSERT INTO lots (lot_id, sale_id, lot_number, title, category, consignor_id, specialist_id, low_estimate, high_estimate, reserve_price, is_withdrawn, hammer_price, buyer_id, paid_date) VALUES (29, 8, 1, 'Rolex Oyster Perpetual wristwatch', 'Clocks & Watches', 8, 7, 2500.0, 3500.0, 2000.0, 0, NULL, NULL, NULL);
INSERT INTO lots (lot_id, sale_id, lot_number, title, category, consignor_id, specialist_id, low_estimate, high_estimate, reserve_price, is_withdrawn, hammer_price, buyer_id, paid_date) VALUES (30, 8, 2, 'French ormolu mantel clock', 'Clocks & Watches', 4, 7, 2500.0, 3500.0, 2000.0, 0, 4740.0, 6, NULL);
INSERT INTO lots (lot_id, sale_id, lot_number, title, category, consignor_id, specialist_id, low_estimate, high_estimate, reserve_price, is_withdrawn, hammer_price, buyer_id, paid_date) VALUES (31, 8, 3, 'Gold pocket watch, Dent London', 'Clocks & Watches', 13, 7, 300.0, 500.0, NULL, 0, 350.0, 8, '2024-02-04');
INSERT INTO lots (lot_id, sale_id, lot_number, title, category, consignor_id, specialist_id, low_estimate, high_estimate, reserve_price, is_withdrawn, hammer_price, buyer_id, paid_date) VALUES (32, 8, 4, 'Longcase clock by Thomas Lister of Halifax', 'Clocks & Watches', 11, 7, 2500.0, 3500.0, 1750.0, 0, 4570.0, 12, '2024-02-04');
INSERT INTO lots (lot_id, sale_id, lot_number, title, category, consignor_id, specialist_id, low_estimate, high_estimate, reserve_price, is_withdrawn, hammer_price, buyer_id, paid_date) VALUES (33, 9, 1, 'Georgian mourning brooch', 'Jewellery', 19, 10, 400.0, 600.0, 360.0, 0, 650.0, 6, '2024-03-14');
INSERT INTO lots (lot_id, sale_id, lot_number, title, category, consignor_id, specialist_id, low_estimate, high_estimate, reserve_price, is_withdrawn, hammer_price, buyer_id, paid_date) VALUES (34, 9, 2, 'Art Deco sapphire bracelet', 'Jewellery', 13, 1, 8000.0, 12000.0, 6400.0, 0, NULL, NULL, NULL);
INSERT INTO lots (lot_id, sale_id, lot_number, title, category, consignor_id, specialist_id, low_estimate, high_estimate, reserve_price, is_withdrawn, hammer_price, buyer_id, paid_date) VALUES (35, 9, 3, 'Ruby and diamond drop earrings', 'Jewellery', 14, 1, 800.0, 1200.0, 640.0, 0, 950.0, 17, '2024-04-07');
INSERT INTO lots (lot_id, sale_id, lot_number, title, category, consignor_id, specialist_id, low_estimate, high_estimate, reserve_price, is_withdrawn, hammer_price, buyer_id, paid_date) VALUES (36, 9, 4, 'Victorian diamond cluster ring', 'Jewellery', 6, 10, 500.0, 700.0, NULL, 0, 820.0, 5, '2024-03-31');
INSERT INTO lots (lot_id, sale_id, lot_number, title, category, consignor_id, specialist_id, low_estimate, high_estimate, reserve_price, is_withdrawn, hammer_price, buyer_id, paid_date) VALUES (37, 10, 1, 'River Ure at Ripon, oil', 'Paintings', 15, 8, 1000.0, 1500.0, 800.0, 0, 2100.0, 5, '2024-05-08');
INSERT INTO lots (lot_id, sale_id, lot_number, title, category, consignor_id, specialist_id, low_estimate, high_estimate, reserve_price, is_withdrawn, hammer_price, buyer_id, paid_date) VALUES (38, 10, 2, 'Scarborough sands, watercolour', 'Paintings', 1, 2, 500.0, 700.0, 400.0, 1, NULL, NULL, NULL);
INSERT INTO lots (lot_id, sale_id, lot_number, title, category, consignor_id, specialist_id, low_estimate, high_estimate, reserve_price, is_withdrawn, hammer_price, buyer_id, paid_date) VALUES (39, 10, 3, 'Study of a hunter, oil', 'Paintings', 3, 15, 400.0, 600.0, 280.0, 0, 660.0, 16, '2024-05-01');
INSERT INTO lots (lot_id, sale_id, lot_number, title, category, consignor_id, specialist_id, low_estimate, high_estimate, reserve_price, is_withdrawn, hammer_price, buyer_id, paid_date) VALUES (40, 10, 4, 'Moorland sheep, oil on board', 'Paintings', 12, 15, 5000.0, 7000.0, 4000.0, 0, 7550.0, 9, '2024-04-25');
INSERT INTO lots (lot_id, sale_id, lot_number, title, category, consignor_id, specialist_id, low_estimate, high_estimate, reserve_price, is_withdrawn, hammer_price, buyer_id, paid_date) VALUES (41, 11, 1, 'Regency rosewood card table', 'Furniture', 10, 5, 1000.0, 1500.0, 800.0, 0, 1370.0, 19, '2024-06-10');
INSERT INTO lots (lot_id, sale_id, lot_number, title, category, consignor_id, specialist_id, low_estimate, high_estimate, reserve_price, is_withdrawn, hammer_price, buyer_id, paid_date) VALUES (42, 11, 2, 'George III mahogany bureau', 'Furniture', 2, 5, 5000.0, 7000.0, 4000.0, 0, 6890.0, 15, '2024-07-05');
INSERT INTO lots (lot_id, sale_id, lot_number, title, category, consignor_id, specialist_id, low_estimate, high_estimate, reserve_price, is_withdrawn, hammer_price, buyer_id, paid_date) VALUES (43, 11, 3, 'Oak refectory table', 'Furniture', 13, 5, 1500.0, 2500.0, 1200.0, 0, 2200.0, 4, '2024-06-25');
INSERT INTO lots (lot_id, sale_id, lot_number, title, category, consignor_id, specialist_id, low_estimate, high_estimate, reserve_price, is_withdrawn, hammer_price, buyer_id, paid_date) VALUES (44, 11, 4, 'Robert Thompson ''Mouseman'' oak stool', 'Furniture', 3, 5, 1200.0, 1800.0, 960.0, 0, 1920.0, 5, '2024-06-11');
INSERT INTO lots (lot_id, sale_id, lot_number, title, category, consignor_id, specialist_id, low_estimate, high_estimate, reserve_price, is_withdrawn, hammer_price, buyer_id, paid_date) VALUES (45, 12, 1, 'Silver vinaigrette, Birmingham 1820', 'Silver', 3, 4, 3000.0, 5000.0, 2700.0, 0, NULL, NULL, NULL);
INSERT INTO lots (lot_id, sale_id, lot_number, title, category, consignor_id, specialist_id, low_estimate, high_estimate, reserve_price, is_withdrawn, hammer_price, buyer_id, paid_date) VALUES (46, 12, 2, 'Pair of Sheffield plate candlesticks', 'Silver', 16, 11, 2000.0, 3000.0, 1600.0, 0, 2110.0, 15, '2024-10-04');
INSERT INTO lots (lot_id, sale_id, lot_number, title, category, consignor_id, specialist_id, low_estimate, high_estimate, reserve_price, is_withdrawn, hammer_price, buyer_id, paid_date) VALUES (47, 12, 3, 'George II silver sauceboat', 'Silver', 8, 11, 1200.0, 1800.0, NULL, 0, 2100.0, 19, '2024-10-01');
INSERT INTO lots (lot_id, sale_id, lot_number, title, category, consignor_id, specialist_id, low_estimate, high_estimate, reserve_price, is_withdrawn, hammer_price, buyer_id, paid_date) VALUES (48, 12, 4, 'Edinburgh silver quaich', 'Silver', 19, 4, 800.0, 1200.0, 640.0, 1, NULL, NULL, NULL);
INSERT INTO lots (lot_id, sale_id, lot_number, title, category, consignor_id, specialist_id, low_estimate, high_estimate, reserve_price, is_withdrawn, hammer_price, buyer_id, paid_date) VALUES (49, 13, 1, 'Royal Worcester painted plate', 'Ceramics', 12, 12, 2000.0, 3000.0, 1600.0, 0, 3570.0, 12, '2024-10-31');
INSERT INTO lots (lot_id, sale_id, lot_number, title, category, consignor_id, specialist_id, low_estimate, high_estimate, reserve_price, is_withdrawn, hammer_price, buyer_id, paid_date) VALUES (50, 13, 2, 'Moorcroft Pomegranate vase', 'Ceramics', 15, 3, 300.0, 500.0, 210.0, 0, 600.0, 16, '2024-10-21');
INSERT INTO lots (lot_id, sale_id, lot_number, title, category, consignor_id, specialist_id, low_estimate, high_estimate, reserve_price, is_withdrawn, hammer_price, buyer_id, paid_date) VALUES (51, 13, 3, 'Bernard Leach stoneware bowl', 'Ceramics', 9, 12, 1500.0, 2500.0, NULL, 0, 2840.0, 4, '2024-10-27');
INSERT INTO lots (lot_id, sale_id, lot_number, title, category, consignor_id, specialist_id, low_estimate, high_estimate, reserve_price, is_withdrawn, hammer_price, buyer_id, paid_date) VALUES (52, 13, 4, 'Lalique glass bowl', 'Ceramics', 20, 3, 5000.0, 7000.0, 4500.0, 0, 8630.0, 1, '2024-10-18');
INSERT INTO lots (lot_id, sale_id, lot_number, title, category, consignor_id, specialist_id, low_estimate, high_estimate, reserve_price, is_withdrawn, hammer_price, buyer_id, paid_date) VALUES (53, 14, 1, 'Whitby jet bracelet', 'Jewellery', 12, 1, 8000.0, 12000.0, 7200.0, 0, 7250.0, 13, '2024-12-19');
INSERT INTO lots (lot_id, sale_id, lot_number, title, category, consignor_id, specialist_id, low_estimate, high_estimate, reserve_price, is_withdrawn, hammer_price, buyer_id, paid_date) VALUES (54, 14, 2, 'Victorian diamond cluster ring', 'Jewellery', 12, 10, 1200.0, 1800.0, 960.0, 0, 1840.0, 13, '2024-12-21');
INSERT INTO lots (lot_id, sale_id, lot_number, title, category, consignor_id, specialist_id, low_estimate, high_estimate, reserve_price, is_withdrawn, hammer_price, buyer_id, paid_date) VALUES (55, 14, 3, 'Opal and gold pendant', 'Jewellery', 13, 1, 4000.0, 6000.0, 3200.0, 0, 5960.0, 24, NULL);
INSERT INTO lots (lot_id, sale_id, lot_number, title, category, consignor_id, specialist_id, low_estimate, high_estimate, reserve_price, is_withdrawn, hammer_price, buyer_id, paid_date) VALUES (56, 14, 4, 'Cartier gold cufflinks', 'Jewellery', 20, 10, 5000.0, 7000.0, 3500.0, 0, NULL, NULL, NULL);
INSERT INTO lots (lot_id, sale_id, lot_number, title, category, consignor_id, specialist_id, low_estimate, high_estimate, reserve_price, is_withdrawn, hammer_price, buyer_id, paid_date) VALUES (57, 15, 1, 'Abstract composition in blue', 'Paintings', 14, 8, 5000.0, 7000.0, NULL, 1, NULL, NULL, NULL);
INSERT INTO lots (lot_id, sale_id, lot_number, title, category, consignor_id, specialist_id, low_estimate, high_estimate, reserve_price, is_withdrawn, hammer_price, buyer_id, paid_date) VALUES (58, 15, 2, 'Moorland sheep, oil on board', 'Paintings', 14, 8, 1200.0, 1800.0, 960.0, 0, 2250.0, 16, '2025-05-09');
INSERT INTO lots (lot_id, sale_id, lot_number, title, category, consignor_id, specialist_id, low_estimate, high_estimate, reserve_price, is_withdrawn, hammer_price, buyer_id, paid_date) VALUES (59, 15, 3, 'Still life with lemons, oil', 'Paintings', 10, 2, 2000.0, 3000.0, 1600.0, 0, 1830.0, 25, '2025-05-04');
INSERT INTO lots (lot_id, sale_id, lot_number, title, category, consignor_id, specialist_id, low_estimate, high_estimate, reserve_price, is_withdrawn, hammer_price, buyer_id, paid_date) VALUES (60, 15, 4, 'Yorkshire Dales landscape, oil on canvas', 'Paintings', 19, 15, 8000.0, 12000.0, NULL, 0, NULL, NULL, NULL);
COMMIT;
