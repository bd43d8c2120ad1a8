-- upholstery_workshop: a furniture upholstery workshop in North Yorkshire (customers, upholsterers, fabrics, jobs, payments)
BEGIN TRANSACTION;
CREATE TABLE customers (
    customer_id INTEGER PRIMARY KEY,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    town TEXT NOT NULL,
    phone TEXT NOT NULL,
    email TEXT, -- NULL = no email address given
    is_trade INTEGER NOT NULL CHECK (is_trade IN (0,1)),
    first_order_on TEXT NOT NULL
);
CREATE TABLE upholsterers (
    upholsterer_id INTEGER PRIMARY KEY,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    started_on TEXT NOT NULL,
    left_on TEXT, -- NULL = still works in the workshop
    day_rate REAL NOT NULL,
    speciality TEXT -- NULL = general work, no speciality
);
CREATE TABLE fabrics (
    fabric_id INTEGER PRIMARY KEY,
    fabric_name TEXT NOT NULL,
    colour TEXT NOT NULL,
    price_per_metre REAL NOT NULL,
    mill_town TEXT NOT NULL,
    is_fire_retardant INTEGER NOT NULL CHECK (is_fire_retardant IN (0,1)),
    discontinued_on TEXT -- NULL = still stocked
);
CREATE TABLE jobs (
    job_id INTEGER PRIMARY KEY,
    customer_id INTEGER NOT NULL REFERENCES customers(customer_id),
    upholsterer_id INTEGER REFERENCES upholsterers(upholsterer_id), -- NULL = not yet given to an upholsterer
    fabric_id INTEGER REFERENCES fabrics(fabric_id), -- NULL = customer supplied their own fabric
    item TEXT NOT NULL,
    service_level TEXT NOT NULL,
    received_on TEXT NOT NULL,
    promised_on TEXT NOT NULL,
    finished_on TEXT, -- NULL = work not finished yet
    collected_on TEXT, -- NULL = not collected by the customer yet
    quoted_price REAL NOT NULL,
    final_price REAL, -- NULL = not invoiced yet
    metres_used REAL -- NULL = no fabric cut yet (or none used)
);
CREATE TABLE payments (
    payment_id INTEGER PRIMARY KEY,
    job_id INTEGER NOT NULL REFERENCES jobs(job_id),
    paid_on TEXT NOT NULL,
    amount REAL NOT NULL,
    method TEXT NOT NULL,
    is_deposit INTEGER NOT NULL CHECK (is_deposit IN (0,1)),
    reference TEXT -- NULL = no payment reference noted
);
INSERT INTO customers (customer_id, first_name, last_name, town, phone, email, is_trade, first_order_on) VALUES (1, 'Nadia', 'Rahman', 'Harrogate', '01423 550101', 'nadia.r@example.com', 0, '2021-03-04');
INSERT INTO customers (customer_id, first_name, last_name, town, phone, email, is_trade, first_order_on) VALUES (2, 'Philip', 'Oakes', 'Ripon', '01765 550102', NULL, 0, '2020-11-19');
INSERT INTO customers (customer_id, first_name, last_name, town, phone, email, is_trade, first_order_on) VALUES (3, 'Claire', 'Beaumont', 'Harrogate', '01423 550103', 'claire@beaumontinteriors.example.com', 1, '2019-05-27');
INSERT INTO customers (customer_id, first_name, last_name, town, phone, email, is_trade, first_order_on) VALUES (4, 'Ben', 'Aldridge', 'Knaresborough', '01423 550104', 'ben.aldridge@example.net', 0, '2022-01-08');
INSERT INTO customers (customer_id, first_name, last_name, town, phone, email, is_trade, first_order_on) VALUES (5, 'Margaret', 'Heald', 'Otley', '01943 550105', NULL, 0, '2018-09-30');
INSERT INTO customers (customer_id, first_name, last_name, town, phone, email, is_trade, first_order_on) VALUES (6, 'Dev', 'Malhotra', 'Ilkley', '01943 550106', 'dev@northdesign.example.co.uk', 1, '2020-02-12');
INSERT INTO customers (customer_id, first_name, last_name, town, phone, email, is_trade, first_order_on) VALUES (7, 'Sophie', 'Kerr', 'Skipton', '01756 550107', 'sophiekerr@example.com', 0, '2023-04-16');
INSERT INTO customers (customer_id, first_name, last_name, town, phone, email, is_trade, first_order_on) VALUES (8, 'Alan', 'Grice', 'Harrogate', '01423 550108', 'alan.grice@example.org', 0, '2017-06-05');
INSERT INTO customers (customer_id, first_name, last_name, town, phone, email, is_trade, first_order_on) VALUES (9, 'Joy', 'Ferris', 'Ripon', '01765 550109', 'joy.ferris@example.com', 0, '2022-08-22');
INSERT INTO customers (customer_id, first_name, last_name, town, phone, email, is_trade, first_order_on) VALUES (10, 'Nadia', 'Lowe', 'Halifax', '01422 550110', NULL, 0, '2023-10-02');
INSERT INTO customers (customer_id, first_name, last_name, town, phone, email, is_trade, first_order_on) VALUES (11, 'Kirsty', 'Ng', 'Harrogate', '01423 550111', 'kirsty@ngstudio.example.com', 1, '2019-01-15');
INSERT INTO customers (customer_id, first_name, last_name, town, phone, email, is_trade, first_order_on) VALUES (12, 'Graham', 'Pell', 'Otley', '01943 550112', 'gpell@example.net', 0, '2021-12-01');
INSERT INTO customers (customer_id, first_name, last_name, town, phone, email, is_trade, first_order_on) VALUES (13, 'Rosa', 'Bianchi', 'Ilkley', '01943 550113', 'rosa.b@example.com', 0, '2020-07-07');
INSERT INTO customers (customer_id, first_name, last_name, town, phone, email, is_trade, first_order_on) VALUES (14, 'Ian', 'Sutcliffe', 'Skipton', '01756 550114', NULL, 0, '2016-03-21');
INSERT INTO customers (customer_id, first_name, last_name, town, phone, email, is_trade, first_order_on) VALUES (15, 'Fiona', 'McAllister', 'Knaresborough', '01423 550115', 'fiona.mca@example.com', 0, '2022-05-30');
INSERT INTO customers (customer_id, first_name, last_name, town, phone, email, is_trade, first_order_on) VALUES (16, 'Leon', 'Carver', 'Halifax', '01422 550116', 'leon@carverhome.example.com', 1, '2021-09-09');
INSERT INTO customers (customer_id, first_name, last_name, town, phone, email, is_trade, first_order_on) VALUES (17, 'Hazel', 'Dunn', 'Harrogate', '01423 550117', 'hazel.dunn@example.org', 0, '2018-12-12');
INSERT INTO customers (customer_id, first_name, last_name, town, phone, email, is_trade, first_order_on) VALUES (18, 'Omar', 'Siddiqui', 'Ripon', '01765 550118', 'omar.s@example.com', 0, '2023-02-03');
INSERT INTO customers (customer_id, first_name, last_name, town, phone, email, is_trade, first_order_on) VALUES (19, 'Wendy', 'Stott', 'Otley', '01943 550119', NULL, 0, '2017-10-25');
INSERT INTO customers (customer_id, first_name, last_name, town, phone, email, is_trade, first_order_on) VALUES (20, 'Tariq', 'Hussain', 'Halifax', '01422 550120', 'tariq.h@example.net', 0, '2024-01-19');
INSERT INTO customers (customer_id, first_name, last_name, town, phone, email, is_trade, first_order_on) VALUES (21, 'Bryony', 'Ashworth', 'Harrogate', '01423 550121', 'bryony@ashworthliving.example.com', 1, '2020-04-14');
INSERT INTO customers (customer_id, first_name, last_name, town, phone, email, is_trade, first_order_on) VALUES (22, 'Colin', 'Rudd', 'Skipton', '01756 550122', 'colin.rudd@example.com', 0, '2019-08-08');
INSERT INTO customers (customer_id, first_name, last_name, town, phone, email, is_trade, first_order_on) VALUES (23, 'Eve', 'Thornton', 'Ilkley', '01943 550123', 'evethornton@example.org', 0, '2022-11-11');
INSERT INTO customers (customer_id, first_name, last_name, town, phone, email, is_trade, first_order_on) VALUES (24, 'Martin', 'Blake', 'Knaresborough', '01423 550124', NULL, 0, '2023-06-26');
INSERT INTO customers (customer_id, first_name, last_name, town, phone, email, is_trade, first_order_on) VALUES (25, 'Jess', 'Holroyd', 'Halifax', '01422 550125', 'jess.holroyd@example.com', 0, '2021-05-17');
INSERT INTO upholsterers (upholsterer_id, first_name, last_name, started_on, left_on, day_rate, speciality) VALUES (1, 'Nadia', 'Kaur', '2012-04-02', NULL, 185.0, 'buttoning');
INSERT INTO upholsterers (upholsterer_id, first_name, last_name, started_on, left_on, day_rate, speciality) VALUES (2, 'Frank', 'Iveson', '2005-09-05', NULL, 210.0, 'antique frames');
INSERT INTO upholsterers (upholsterer_id, first_name, last_name, started_on, left_on, day_rate, speciality) VALUES (3, 'Lily', 'Chambers', '2018-01-08', NULL, 150.0, NULL);
INSERT INTO upholsterers (upholsterer_id, first_name, last_name, started_on, left_on, day_rate, speciality) VALUES (4, 'Ben', 'Marsden', '2016-06-13', NULL, 165.0, 'cushions');
INSERT INTO upholsterers (upholsterer_id, first_name, last_name, started_on, left_on, day_rate, speciality) VALUES (5, 'Agnieszka', 'Wolska', '2014-03-17', NULL, 175.0, 'deep buttoning');
INSERT INTO upholsterers (upholsterer_id, first_name, last_name, started_on, left_on, day_rate, speciality) VALUES (6, 'Ray', 'Cudworth', '2001-10-01', '2023-07-28', 195.0, 'antique frames');
INSERT INTO upholsterers (upholsterer_id, first_name, last_name, started_on, left_on, day_rate, speciality) VALUES (7, 'Chloe', 'Baxter', '2020-02-24', NULL, 140.0, NULL);
INSERT INTO upholsterers (upholsterer_id, first_name, last_name, started_on, left_on, day_rate, speciality) VALUES (8, 'Sunil', 'Patel', '2017-11-06', NULL, 160.0, 'leather');
INSERT INTO upholsterers (upholsterer_id, first_name, last_name, started_on, left_on, day_rate, speciality) VALUES (9, 'Hannah', 'Firth', '2021-09-13', NULL, 135.0, 'cushions');
INSERT INTO upholsterers (upholsterer_id, first_name, last_name, started_on, left_on, day_rate, speciality) VALUES (10, 'Kieran', 'Doyle', '2019-05-20', '2024-02-09', 150.0, NULL);
INSERT INTO upholsterers (upholsterer_id, first_name, last_name, started_on, left_on, day_rate, speciality) VALUES (11, 'Margaret', 'Yeadon', '2009-08-03', NULL, 200.0, 'curtains');
INSERT INTO upholsterers (upholsterer_id, first_name, last_name, started_on, left_on, day_rate, speciality) VALUES (12, 'Josh', 'Ellery', '2022-10-17', NULL, 130.0, NULL);
INSERT INTO upholsterers (upholsterer_id, first_name, last_name, started_on, left_on, day_rate, speciality) VALUES (13, 'Tess', 'Holmes', '2015-01-12', NULL, 170.0, 'leather');
INSERT INTO upholsterers (upholsterer_id, first_name, last_name, started_on, left_on, day_rate, speciality) VALUES (14, 'Callum', 'Reid', '2023-03-06', NULL, 125.0, NULL);
INSERT INTO upholsterers (upholsterer_id, first_name, last_name, started_on, left_on, day_rate, speciality) VALUES (15, 'Iris', 'Moorhouse', '2011-07-11', NULL, 190.0, 'deep buttoning');
INSERT INTO fabrics (fabric_id, fabric_name, colour, price_per_metre, mill_town, is_fire_retardant, discontinued_on) VALUES (1, 'Linen Weave', 'natural', 28.0, 'Halifax', 1, NULL);
INSERT INTO fabrics (fabric_id, fabric_name, colour, price_per_metre, mill_town, is_fire_retardant, discontinued_on) VALUES (2, 'Linen Weave Plus', 'natural', 36.0, 'Halifax', 1, NULL);
INSERT INTO fabrics (fabric_id, fabric_name, colour, price_per_metre, mill_town, is_fire_retardant, discontinued_on) VALUES (3, 'Harris Tweed', 'heather', 62.0, 'Stornoway', 0, NULL);
INSERT INTO fabrics (fabric_id, fabric_name, colour, price_per_metre, mill_town, is_fire_retardant, discontinued_on) VALUES (4, 'Velvet Classic', 'emerald', 45.0, 'Skipton', 1, NULL);
INSERT INTO fabrics (fabric_id, fabric_name, colour, price_per_metre, mill_town, is_fire_retardant, discontinued_on) VALUES (5, 'Velvet Classic', 'navy', 45.0, 'Skipton', 1, NULL);
INSERT INTO fabrics (fabric_id, fabric_name, colour, price_per_metre, mill_town, is_fire_retardant, discontinued_on) VALUES (6, 'Crushed Velvet', 'grey', 39.0, 'Skipton', 1, '2023-09-30');
INSERT INTO fabrics (fabric_id, fabric_name, colour, price_per_metre, mill_town, is_fire_retardant, discontinued_on) VALUES (7, 'Boucle', 'cream', 52.0, 'Otley', 1, NULL);
INSERT INTO fabrics (fabric_id, fabric_name, colour, price_per_metre, mill_town, is_fire_retardant, discontinued_on) VALUES (8, 'Chenille', 'sage', 33.0, 'Halifax', 1, NULL);
INSERT INTO fabrics (fabric_id, fabric_name, colour, price_per_metre, mill_town, is_fire_retardant, discontinued_on) VALUES (9, 'Wool Plaid', 'red', 48.0, 'Otley', 0, NULL);
INSERT INTO fabrics (fabric_id, fabric_name, colour, price_per_metre, mill_town, is_fire_retardant, discontinued_on) VALUES (10, 'Cotton Ticking', 'blue stripe', 19.0, 'Bradford', 1, NULL);
INSERT INTO fabrics (fabric_id, fabric_name, colour, price_per_metre, mill_town, is_fire_retardant, discontinued_on) VALUES (11, 'Faux Leather', 'tan', 31.0, 'Leicester', 1, NULL);
INSERT INTO fabrics (fabric_id, fabric_name, colour, price_per_metre, mill_town, is_fire_retardant, discontinued_on) VALUES (12, 'Damask', 'gold', 41.0, 'Macclesfield', 0, '2022-12-31');
INSERT INTO fabrics (fabric_id, fabric_name, colour, price_per_metre, mill_town, is_fire_retardant, discontinued_on) VALUES (13, 'Herringbone', 'charcoal', 44.0, 'Otley', 1, NULL);
INSERT INTO fabrics (fabric_id, fabric_name, colour, price_per_metre, mill_town, is_fire_retardant, discontinued_on) VALUES (14, 'Corduroy', 'mustard', 29.0, 'Bradford', 1, NULL);
INSERT INTO fabrics (fabric_id, fabric_name, colour, price_per_metre, mill_town, is_fire_retardant, discontinued_on) VALUES (15, 'Mohair Velvet', 'ochre', 88.0, 'Halifax', 0, NULL);
INSERT INTO fabrics (fabric_id, fabric_name, colour, price_per_metre, mill_town, is_fire_retardant, discontinued_on) VALUES (16, 'Jacquard Rose', 'pink', 47.0, 'Macclesfield', 1, '2024-03-31');
INSERT INTO fabrics (fabric_id, fabric_name, colour, price_per_metre, mill_town, is_fire_retardant, discontinued_on) VALUES (17, 'Canvas Heavy', 'olive', 17.5, 'Bradford', 1, NULL);
INSERT INTO fabrics (fabric_id, fabric_name, colour, price_per_metre, mill_town, is_fire_retardant, discontinued_on) VALUES (18, 'Chintz', 'floral', 26.0, 'Skipton', 0, NULL);
INSERT INTO fabrics (fabric_id, fabric_name, colour, price_per_metre, mill_town, is_fire_retardant, discontinued_on) VALUES (19, 'Boucle', 'charcoal', 52.0, 'Otley', 1, NULL);
INSERT INTO fabrics (fabric_id, fabric_name, colour, price_per_metre, mill_town, is_fire_retardant, discontinued_on) VALUES (20, 'Faux Suede', 'dove grey', 34.0, 'Leicester', 1, NULL);
INSERT INTO jobs (job_id, customer_id, upholsterer_id, fabric_id, item, service_level, received_on, promised_on, finished_on, collected_on, quoted_price, final_price, metres_used) VALUES (1, 18, 12, 8, 'headboard', 'Re-cover', '2023-01-22', '2023-03-05', '2023-03-10', '2023-03-11', 270.0, 270.0, 2.7);
INSERT INTO jobs (job_id, customer_id, upholsterer_id, fabric_id, item, service_level, received_on, promised_on, finished_on, collected_on, quoted_price, final_price, metres_used) VALUES (2, 1, 1, 9, 'armchair', 'Re-cover', '2023-01-31', '2023-03-14', '2023-03-08', '2023-03-09', 580.0, 620.0, 6.0);
INSERT INTO jobs (job_id, customer_id, upholsterer_id, fabric_id, item, service_level, received_on, promised_on, finished_on, collected_on, quoted_price, final_price, metres_used) VALUES (3, 18, 8, NULL, 'dining chair', 'Repair Only', '2023-02-02', '2023-03-02', '2023-03-02', '2023-03-10', 30.0, 30.0, NULL);
INSERT INTO jobs (job_id, customer_id, upholsterer_id, fabric_id, item, service_level, received_on, promised_on, finished_on, collected_on, quoted_price, final_price, metres_used) VALUES (4, 25, 13, 14, 'footstool', 'Reupholster', '2023-02-26', '2023-04-02', '2023-03-30', '2023-04-02', 200.0, 200.0, 1.7);
INSERT INTO jobs (job_id, customer_id, upholsterer_id, fabric_id, item, service_level, received_on, promised_on, finished_on, collected_on, quoted_price, final_price, metres_used) VALUES (5, 10, 15, NULL, 'headboard', 'Re-cover', '2023-02-28', '2023-04-11', '2023-04-11', '2023-04-13', 180.0, 160.0, 3.0);
INSERT INTO jobs (job_id, customer_id, upholsterer_id, fabric_id, item, service_level, received_on, promised_on, finished_on, collected_on, quoted_price, final_price, metres_used) VALUES (6, 1, 2, 20, 'footstool', 'Reupholster', '2023-04-14', '2023-05-19', '2023-05-21', '2023-06-20', 210.0, 270.0, 1.8);
INSERT INTO jobs (job_id, customer_id, upholsterer_id, fabric_id, item, service_level, received_on, promised_on, finished_on, collected_on, quoted_price, final_price, metres_used) VALUES (7, 24, 6, 15, 'sofa', 'Reupholster Plus', '2023-04-15', '2023-04-29', '2023-04-29', '2023-05-04', 2510.0, 2510.0, 14.0);
INSERT INTO jobs (job_id, customer_id, upholsterer_id, fabric_id, item, service_level, received_on, promised_on, finished_on, collected_on, quoted_price, final_price, metres_used) VALUES (8, 5, 4, NULL, 'sofa', 'Reupholster Plus', '2023-04-16', '2023-05-07', '2023-05-09', '2023-05-10', 1280.0, 1260.0, 15.4);
INSERT INTO jobs (job_id, customer_id, upholsterer_id, fabric_id, item, service_level, received_on, promised_on, finished_on, collected_on, quoted_price, final_price, metres_used) VALUES (9, 21, 1, 7, 'headboard', 'Re-cover', '2023-04-19', '2023-05-03', '2023-05-12', '2023-05-25', 350.0, 375.0, 3.3);
INSERT INTO jobs (job_id, customer_id, upholsterer_id, fabric_id, item, service_level, received_on, promised_on, finished_on, collected_on, quoted_price, final_price, metres_used) VALUES (10, 6, 3, 3, 'armchair', 'Reupholster Plus', '2023-04-27', '2023-06-01', '2023-06-01', '2023-06-04', 940.0, 920.0, 6.0);
INSERT INTO jobs (job_id, customer_id, upholsterer_id, fabric_id, item, service_level, received_on, promised_on, finished_on, collected_on, quoted_price, final_price, metres_used) VALUES (11, 15, 7, 10, 'headboard', 'Reupholster', '2023-06-01', '2023-07-13', '2023-07-13', '2023-07-15', 310.0, 310.0, 2.7);
INSERT INTO jobs (job_id, customer_id, upholsterer_id, fabric_id, item, service_level, received_on, promised_on, finished_on, collected_on, quoted_price, final_price, metres_used) VALUES (12, 25, 5, 20, 'footstool', 'Reupholster Plus', '2023-06-14', '2023-07-05', '2023-07-02', '2023-07-07', 260.0, 300.0, 1.8);
INSERT INTO jobs (job_id, customer_id, upholsterer_id, fabric_id, item, service_level, received_on, promised_on, finished_on, collected_on, quoted_price, final_price, metres_used) VALUES (13, 9, 11, NULL, 'armchair', 'Repair Only', '2023-06-29', '2023-07-13', '2023-07-07', '2023-07-08', 170.0, 230.0, NULL);
INSERT INTO jobs (job_id, customer_id, upholsterer_id, fabric_id, item, service_level, received_on, promised_on, finished_on, collected_on, quoted_price, final_price, metres_used) VALUES (14, 8, 13, 2, 'sofa', 'Reupholster Plus', '2023-07-02', '2023-07-30', '2023-08-08', '2023-08-10', 1790.0, 1790.0, 14.0);
INSERT INTO jobs (job_id, customer_id, upholsterer_id, fabric_id, item, service_level, received_on, promised_on, finished_on, collected_on, quoted_price, final_price, metres_used) VALUES (15, 4, 8, 10, 'armchair', 'Reupholster Plus', '2023-07-03', '2023-07-31', '2023-07-25', '2023-07-26', 680.0, 660.0, 6.0);
INSERT INTO jobs (job_id, customer_id, upholsterer_id, fabric_id, item, service_level, received_on, promised_on, finished_on, collected_on, quoted_price, final_price, metres_used) VALUES (16, 16, 15, NULL, 'armchair', 'Repair Only', '2023-08-20', '2023-09-10', '2023-09-04', '2023-09-12', 170.0, 195.0, NULL);
INSERT INTO jobs (job_id, customer_id, upholsterer_id, fabric_id, item, service_level, received_on, promised_on, finished_on, collected_on, quoted_price, final_price, metres_used) VALUES (17, 17, 12, 15, 'footstool', 'Re-cover', '2023-08-21', '2023-10-02', '2023-09-26', '2023-09-29', 240.0, 300.0, 1.5);
INSERT INTO jobs (job_id, customer_id, upholsterer_id, fabric_id, item, service_level, received_on, promised_on, finished_on, collected_on, quoted_price, final_price, metres_used) VALUES (18, 15, 11, 3, 'window seat cushion', 'Reupholster Plus', '2023-09-05', '2023-09-26', '2023-09-20', '2023-10-20', 290.0, 290.0, 2.0);
INSERT INTO jobs (job_id, customer_id, upholsterer_id, fabric_id, item, service_level, received_on, promised_on, finished_on, collected_on, quoted_price, final_price, metres_used) VALUES (19, 17, 11, NULL, 'dining chair', 'Repair Only', '2023-10-15', '2023-11-19', '2023-11-19', '2023-12-19', 30.0, 10.0, NULL);
INSERT INTO jobs (job_id, customer_id, upholsterer_id, fabric_id, item, service_level, received_on, promised_on, finished_on, collected_on, quoted_price, final_price, metres_used) VALUES (20, 9, 3, 14, 'headboard', 'Reupholster', '2023-10-18', '2023-11-01', '2023-10-29', '2023-11-11', 350.0, 350.0, 3.0);
INSERT INTO jobs (job_id, customer_id, upholsterer_id, fabric_id, item, service_level, received_on, promised_on, finished_on, collected_on, quoted_price, final_price, metres_used) VALUES (21, 10, 4, 5, 'dining chair', 'Reupholster', '2023-10-27', '2023-11-17', '2023-11-17', '2023-11-20', 130.0, 130.0, 1.1);
INSERT INTO jobs (job_id, customer_id, upholsterer_id, fabric_id, item, service_level, received_on, promised_on, finished_on, collected_on, quoted_price, final_price, metres_used) VALUES (22, 18, 15, 7, 'sofa', 'Reupholster', '2023-11-18', '2023-12-16', '2023-12-13', '2024-01-12', 1610.0, 1610.0, 12.6);
INSERT INTO jobs (job_id, customer_id, upholsterer_id, fabric_id, item, service_level, received_on, promised_on, finished_on, collected_on, quoted_price, final_price, metres_used) VALUES (23, 20, 5, 4, 'armchair', 'Reupholster', '2023-12-02', '2023-12-23', '2023-12-17', '2023-12-20', 690.0, 690.0, 6.0);
INSERT INTO jobs (job_id, customer_id, upholsterer_id, fabric_id, item, service_level, received_on, promised_on, finished_on, collected_on, quoted_price, final_price, metres_used) VALUES (24, 2, 11, 19, 'sofa', 'Reupholster Plus', '2023-12-04', '2023-12-25', '2024-01-09', '2024-01-12', 2160.0, 2160.0, 16.8);
INSERT INTO jobs (job_id, customer_id, upholsterer_id, fabric_id, item, service_level, received_on, promised_on, finished_on, collected_on, quoted_price, final_price, metres_used) VALUES (25, 12, 13, 2, 'armchair', 'Reupholster Plus', '2023-12-12', '2024-01-02', '2024-01-02', '2024-01-05', 780.0, 805.0, 6.0);
INSERT INTO jobs (job_id, customer_id, upholsterer_id, fabric_id, item, service_level, received_on, promised_on, finished_on, collected_on, quoted_price, final_price, metres_used) VALUES (26, 21, 7, NULL, 'dining chair', 'Reupholster', '2023-12-24', '2024-02-04', '2024-02-06', '2024-02-19', 80.0, 80.0, 1.1);
INSERT INTO jobs (job_id, customer_id, upholsterer_id, fabric_id, item, service_level, received_on, promised_on, finished_on, collected_on, quoted_price, final_price, metres_used) VALUES (27, 18, 8, 1, 'armchair', 'Reupholster Plus', '2024-01-09', '2024-02-06', '2024-02-11', '2024-02-16', 750.0, 730.0, 6.6);
INSERT INTO jobs (job_id, customer_id, upholsterer_id, fabric_id, item, service_level, received_on, promised_on, finished_on, collected_on, quoted_price, final_price, metres_used) VALUES (28, 18, 3, 20, 'armchair', 'Reupholster', '2024-01-14', '2024-02-18', '2024-02-20', '2024-02-28', 620.0, 620.0, 6.0);
INSERT INTO jobs (job_id, customer_id, upholsterer_id, fabric_id, item, service_level, received_on, promised_on, finished_on, collected_on, quoted_price, final_price, metres_used) VALUES (29, 19, 13, 3, 'dining chair', 'Re-cover', '2024-01-28', '2024-02-25', '2024-02-27', '2024-03-03', 120.0, 120.0, 0.9);
INSERT INTO jobs (job_id, customer_id, upholsterer_id, fabric_id, item, service_level, received_on, promised_on, finished_on, collected_on, quoted_price, final_price, metres_used) VALUES (30, 21, 7, 2, 'armchair', 'Reupholster Plus', '2024-02-07', '2024-03-20', '2024-03-17', '2024-03-18', 800.0, 825.0, 6.6);
INSERT INTO jobs (job_id, customer_id, upholsterer_id, fabric_id, item, service_level, received_on, promised_on, finished_on, collected_on, quoted_price, final_price, metres_used) VALUES (31, 9, 7, 9, 'armchair', 'Re-cover', '2024-02-07', '2024-03-06', '2024-03-15', '2024-03-20', 580.0, 580.0, 6.0);
INSERT INTO jobs (job_id, customer_id, upholsterer_id, fabric_id, item, service_level, received_on, promised_on, finished_on, collected_on, quoted_price, final_price, metres_used) VALUES (32, 10, 8, 3, 'window seat cushion', 'Re-cover', '2024-03-08', '2024-04-19', '2024-04-24', '2024-04-26', 210.0, NULL, 2.0);
INSERT INTO jobs (job_id, customer_id, upholsterer_id, fabric_id, item, service_level, received_on, promised_on, finished_on, collected_on, quoted_price, final_price, metres_used) VALUES (33, 24, 5, 5, 'window seat cushion', 'Re-cover', '2024-03-20', '2024-04-10', '2024-04-15', '2024-04-16', 160.0, 160.0, 1.8);
INSERT INTO jobs (job_id, customer_id, upholsterer_id, fabric_id, item, service_level, received_on, promised_on, finished_on, collected_on, quoted_price, final_price, metres_used) VALUES (34, 8, 2, 11, 'armchair', 'Reupholster Plus', '2024-04-11', '2024-05-16', '2024-05-21', '2024-06-20', 730.0, 730.0, 5.4);
INSERT INTO jobs (job_id, customer_id, upholsterer_id, fabric_id, item, service_level, received_on, promised_on, finished_on, collected_on, quoted_price, final_price, metres_used) VALUES (35, 13, 12, 5, 'headboard', 'Reupholster', '2024-04-27', '2024-05-11', '2024-05-13', NULL, 420.0, 480.0, 3.6);
INSERT INTO jobs (job_id, customer_id, upholsterer_id, fabric_id, item, service_level, received_on, promised_on, finished_on, collected_on, quoted_price, final_price, metres_used) VALUES (36, 25, 9, 7, 'headboard', 'Reupholster Plus', '2024-05-02', '2024-05-16', '2024-05-13', '2024-05-18', 540.0, 540.0, 3.6);
INSERT INTO jobs (job_id, customer_id, upholsterer_id, fabric_id, item, service_level, received_on, promised_on, finished_on, collected_on, quoted_price, final_price, metres_used) VALUES (37, 2, 5, NULL, 'sofa', 'Repair Only', '2024-05-10', '2024-06-21', '2024-06-15', '2024-06-23', 380.0, 440.0, NULL);
INSERT INTO jobs (job_id, customer_id, upholsterer_id, fabric_id, item, service_level, received_on, promised_on, finished_on, collected_on, quoted_price, final_price, metres_used) VALUES (38, 19, 2, NULL, 'armchair', 'Repair Only', '2024-05-16', '2024-06-06', '2024-05-31', NULL, 170.0, 195.0, NULL);
INSERT INTO jobs (job_id, customer_id, upholsterer_id, fabric_id, item, service_level, received_on, promised_on, finished_on, collected_on, quoted_price, final_price, metres_used) VALUES (39, 7, 4, 14, 'armchair', 'Re-cover', '2024-05-18', '2024-06-15', '2024-06-12', '2024-06-20', 450.0, 450.0, 5.4);
INSERT INTO jobs (job_id, customer_id, upholsterer_id, fabric_id, item, service_level, received_on, promised_on, finished_on, collected_on, quoted_price, final_price, metres_used) VALUES (40, 1, 9, NULL, 'chaise longue', 'Reupholster Plus', '2024-05-20', '2024-06-24', '2024-06-24', NULL, 1050.0, 1110.0, 10.8);
INSERT INTO jobs (job_id, customer_id, upholsterer_id, fabric_id, item, service_level, received_on, promised_on, finished_on, collected_on, quoted_price, final_price, metres_used) VALUES (41, 8, 7, NULL, 'chaise longue', 'Reupholster Plus', '2024-05-29', '2024-06-26', NULL, NULL, 1050.0, NULL, 8.1);
INSERT INTO jobs (job_id, customer_id, upholsterer_id, fabric_id, item, service_level, received_on, promised_on, finished_on, collected_on, quoted_price, final_price, metres_used) VALUES (42, 16, 9, NULL, 'armchair', 'Repair Only', '2024-06-02', '2024-06-30', NULL, NULL, 170.0, NULL, NULL);
INSERT INTO jobs (job_id, customer_id, upholsterer_id, fabric_id, item, service_level, received_on, promised_on, finished_on, collected_on, quoted_price, final_price, metres_used) VALUES (43, 11, 12, 17, 'chaise longue', 'Reupholster', '2024-06-03', '2024-07-15', NULL, NULL, 920.0, NULL, 8.1);
INSERT INTO jobs (job_id, customer_id, upholsterer_id, fabric_id, item, service_level, received_on, promised_on, finished_on, collected_on, quoted_price, final_price, metres_used) VALUES (44, 14, NULL, 8, 'window seat cushion', 'Re-cover', '2024-07-15', '2024-08-12', NULL, NULL, 140.0, NULL, NULL);
INSERT INTO jobs (job_id, customer_id, upholsterer_id, fabric_id, item, service_level, received_on, promised_on, finished_on, collected_on, quoted_price, final_price, metres_used) VALUES (45, 21, NULL, 3, 'armchair', 'Re-cover', '2024-07-22', '2024-08-19', NULL, NULL, 670.0, NULL, NULL);
INSERT INTO payments (payment_id, job_id, paid_on, amount, method, is_deposit, reference) VALUES (1, 1, '2023-03-11', 270.0, 'bank transfer', 0, 'INV-001');
INSERT INTO payments (payment_id, job_id, paid_on, amount, method, is_deposit, reference) VALUES (2, 2, '2023-03-09', 620.0, 'card', 0, 'INV-002');
INSERT INTO payments (payment_id, job_id, paid_on, amount, method, is_deposit, reference) VALUES (3, 3, '2023-03-10', 30.0, 'card', 0, 'INV-003');
INSERT INTO payments (payment_id, job_id, paid_on, amount, method, is_deposit, reference) VALUES (4, 5, '2023-04-13', 160.0, 'cash', 0, NULL);
INSERT INTO payments (payment_id, job_id, paid_on, amount, method, is_deposit, reference) VALUES (5, 6, '2023-06-20', 270.0, 'card', 0, 'INV-006');
INSERT INTO payments (payment_id, job_id, paid_on, amount, method, is_deposit, reference) VALUES (6, 7, '2023-04-15', 630.0, 'card', 1, NULL);
INSERT INTO payments (payment_id, job_id, paid_on, amount, method, is_deposit, reference) VALUES (7, 7, '2023-05-04', 1880.0, 'card', 0, 'INV-007');
INSERT INTO payments (payment_id, job_id, paid_on, amount, method, is_deposit, reference) VALUES (8, 8, '2023-04-16', 320.0, 'bank transfer', 1, 'DEP-008');
INSERT INTO payments (payment_id, job_id, paid_on, amount, method, is_deposit, reference) VALUES (9, 8, '2023-05-10', 940.0, 'bank transfer', 0, 'INV-008');
INSERT INTO payments (payment_id, job_id, paid_on, amount, method, is_deposit, reference) VALUES (10, 9, '2023-05-25', 375.0, 'cash', 0, NULL);
INSERT INTO payments (payment_id, job_id, paid_on, amount, method, is_deposit, reference) VALUES (11, 10, '2023-04-27', 240.0, 'bank transfer', 1, 'DEP-010');
INSERT INTO payments (payment_id, job_id, paid_on, amount, method, is_deposit, reference) VALUES (12, 10, '2023-06-04', 680.0, 'card', 0, 'INV-010');
INSERT INTO payments (payment_id, job_id, paid_on, amount, method, is_deposit, reference) VALUES (13, 11, '2023-07-15', 310.0, 'bank transfer', 0, 'INV-011');
INSERT INTO payments (payment_id, job_id, paid_on, amount, method, is_deposit, reference) VALUES (14, 12, '2023-07-07', 300.0, 'card', 0, 'INV-012');
INSERT INTO payments (payment_id, job_id, paid_on, amount, method, is_deposit, reference) VALUES (15, 14, '2023-07-02', 450.0, 'bank transfer', 1, 'DEP-014');
INSERT INTO payments (payment_id, job_id, paid_on, amount, method, is_deposit, reference) VALUES (16, 14, '2023-08-10', 1340.0, 'cash', 0, NULL);
INSERT INTO payments (payment_id, job_id, paid_on, amount, method, is_deposit, reference) VALUES (17, 15, '2023-07-03', 170.0, 'card', 1, NULL);
INSERT INTO payments (payment_id, job_id, paid_on, amount, method, is_deposit, reference) VALUES (18, 15, '2023-07-26', 490.0, 'card', 0, 'INV-015');
INSERT INTO payments (payment_id, job_id, paid_on, amount, method, is_deposit, reference) VALUES (19, 16, '2023-09-12', 195.0, 'card', 0, 'INV-016');
INSERT INTO payments (payment_id, job_id, paid_on, amount, method, is_deposit, reference) VALUES (20, 17, '2023-09-29', 300.0, 'bank transfer', 0, 'INV-017');
INSERT INTO payments (payment_id, job_id, paid_on, amount, method, is_deposit, reference) VALUES (21, 18, '2023-10-20', 290.0, 'cash', 0, NULL);
INSERT INTO payments (payment_id, job_id, paid_on, amount, method, is_deposit, reference) VALUES (22, 19, '2023-12-19', 10.0, 'card', 0, 'INV-019');
INSERT INTO payments (payment_id, job_id, paid_on, amount, method, is_deposit, reference) VALUES (23, 20, '2023-11-11', 350.0, 'card', 0, 'INV-020');
INSERT INTO payments (payment_id, job_id, paid_on, amount, method, is_deposit, reference) VALUES (24, 21, '2023-11-20', 130.0, 'card', 0, 'INV-021');
INSERT INTO payments (payment_id, job_id, paid_on, amount, method, is_deposit, reference) VALUES (25, 22, '2023-11-18', 400.0, 'card', 1, NULL);
INSERT INTO payments (payment_id, job_id, paid_on, amount, method, is_deposit, reference) VALUES (26, 23, '2023-12-20', 690.0, 'card', 0, 'INV-023');
INSERT INTO payments (payment_id, job_id, paid_on, amount, method, is_deposit, reference) VALUES (27, 24, '2023-12-04', 540.0, 'bank transfer', 1, 'DEP-024');
INSERT INTO payments (payment_id, job_id, paid_on, amount, method, is_deposit, reference) VALUES (28, 24, '2024-01-12', 1620.0, 'cash', 0, NULL);
INSERT INTO payments (payment_id, job_id, paid_on, amount, method, is_deposit, reference) VALUES (29, 25, '2023-12-12', 200.0, 'card', 1, NULL);
INSERT INTO payments (payment_id, job_id, paid_on, amount, method, is_deposit, reference) VALUES (30, 25, '2024-01-05', 605.0, 'card', 0, 'INV-025');
INSERT INTO payments (payment_id, job_id, paid_on, amount, method, is_deposit, reference) VALUES (31, 26, '2024-02-19', 80.0, 'card', 0, 'INV-026');
INSERT INTO payments (payment_id, job_id, paid_on, amount, method, is_deposit, reference) VALUES (32, 27, '2024-01-09', 190.0, 'bank transfer', 1, 'DEP-027');
INSERT INTO payments (payment_id, job_id, paid_on, amount, method, is_deposit, reference) VALUES (33, 27, '2024-02-16', 540.0, 'card', 0, 'INV-027');
INSERT INTO payments (payment_id, job_id, paid_on, amount, method, is_deposit, reference) VALUES (34, 28, '2024-01-14', 160.0, 'bank transfer', 1, 'DEP-028');
INSERT INTO payments (payment_id, job_id, paid_on, amount, method, is_deposit, reference) VALUES (35, 28, '2024-02-28', 460.0, 'bank transfer', 0, 'INV-028');
INSERT INTO payments (payment_id, job_id, paid_on, amount, method, is_deposit, reference) VALUES (36, 29, '2024-03-03', 120.0, 'card', 0, 'INV-029');
INSERT INTO payments (payment_id, job_id, paid_on, amount, method, is_deposit, reference) VALUES (37, 30, '2024-02-07', 200.0, 'card', 1, NULL);
INSERT INTO payments (payment_id, job_id, paid_on, amount, method, is_deposit, reference) VALUES (38, 30, '2024-03-18', 625.0, 'card', 0, 'INV-030');
INSERT INTO payments (payment_id, job_id, paid_on, amount, method, is_deposit, reference) VALUES (39, 31, '2024-02-07', 140.0, 'card', 1, NULL);
INSERT INTO payments (payment_id, job_id, paid_on, amount, method, is_deposit, reference) VALUES (40, 33, '2024-04-16', 160.0, 'card', 0, 'INV-033');
INSERT INTO payments (payment_id, job_id, paid_on, amount, method, is_deposit, reference) VALUES (41, 34, '2024-04-11', 180.0, 'card', 1, NULL);
INSERT INTO payments (payment_id, job_id, paid_on, amount, method, is_deposit, reference) VALUES (42, 34, '2024-06-20', 550.0, 'card', 0, 'INV-034');
INSERT INTO payments (payment_id, job_id, paid_on, amount, method, is_deposit, reference) VALUES (43, 36, '2024-05-18', 540.0, 'cash', 0, NULL);
INSERT INTO payments (payment_id, job_id, paid_on, amount, method, is_deposit, reference) VALUES (44, 37, '2024-06-23', 440.0, 'bank transfer', 0, 'INV-037');
INSERT INTO payments (payment_id, job_id, paid_on, amount, method, is_deposit, reference) VALUES (45, 39, '2024-06-20', 450.0, 'cash', 0, NULL);
INSERT INTO payments (payment_id, job_id, paid_on, amount, method, is_deposit, reference) VALUES (46, 40, '2024-05-20', 260.0, 'card', 1, NULL);
INSERT INTO payments (payment_id, job_id, paid_on, amount, method, is_deposit, reference) VALUES (47, 41, '2024-05-29', 260.0, 'card', 1, NULL);
INSERT INTO payments (payment_id, job_id, paid_on, amount, method, is_deposit, reference) VALUES (48, 45, '2024-07-22', 170.0, 'bank transfer', 1, 'DEP-045');
COMMIT;
