-- Fenland Seed Post: seed varieties, suppliers, customers, packers, orders and order lines.
BEGIN TRANSACTION;
CREATE TABLE suppliers (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    town TEXT NOT NULL,
    country TEXT NOT NULL,
    contact_first_name TEXT,  -- NULL = no named contact
    is_organic_certified INTEGER NOT NULL CHECK (is_organic_certified IN (0,1))
);
CREATE TABLE varieties (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    crop TEXT NOT NULL,
    supplier_id INTEGER NOT NULL REFERENCES suppliers(id),
    packet_price REAL NOT NULL,  -- normal catalogue price per packet
    sale_price REAL,  -- NULL = not on offer this season
    seeds_per_packet INTEGER NOT NULL,
    sow_from_month INTEGER NOT NULL,  -- 1-12, earliest month to sow
    is_heirloom INTEGER NOT NULL CHECK (is_heirloom IN (0,1))
);
CREATE TABLE customers (
    id INTEGER PRIMARY KEY,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    town TEXT NOT NULL,
    county TEXT NOT NULL,
    joined_on TEXT NOT NULL,
    email TEXT,  -- NULL = orders by post or phone only
    is_newsletter INTEGER NOT NULL CHECK (is_newsletter IN (0,1))
);
CREATE TABLE packers (
    id INTEGER PRIMARY KEY,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    started_on TEXT NOT NULL,
    left_on TEXT,  -- NULL = still works here
    hourly_wage REAL NOT NULL,
    is_part_time INTEGER NOT NULL CHECK (is_part_time IN (0,1))
);
CREATE TABLE orders (
    id INTEGER PRIMARY KEY,
    customer_id INTEGER NOT NULL REFERENCES customers(id),
    packer_id INTEGER REFERENCES packers(id),  -- NULL = not packed yet
    ordered_on TEXT NOT NULL,
    dispatched_on TEXT,  -- NULL = not dispatched yet
    postage REAL NOT NULL,  -- postage charged to the customer
    discount_code TEXT,  -- NULL = no discount code used
    is_gift INTEGER NOT NULL CHECK (is_gift IN (0,1))
);
CREATE TABLE order_lines (
    id INTEGER PRIMARY KEY,
    order_id INTEGER NOT NULL REFERENCES orders(id),
    variety_id INTEGER NOT NULL REFERENCES varieties(id),
    quantity INTEGER NOT NULL,  -- number of packets
    unit_price REAL NOT NULL  -- price actually charged per packet on this order
);
INSERT INTO suppliers (id, name, town, country, contact_first_name, is_organic_certified) VALUES (1, 'Marsh Lane Growers', 'Wisbech', 'England', 'Sandra', 1);
INSERT INTO suppliers (id, name, town, country, contact_first_name, is_organic_certified) VALUES (2, 'Holbeach Seed Co', 'Holbeach', 'England', 'Owen', 0);
INSERT INTO suppliers (id, name, town, country, contact_first_name, is_organic_certified) VALUES (3, 'Kernow Heritage Seeds', 'Truro', 'England', NULL, 1);
INSERT INTO suppliers (id, name, town, country, contact_first_name, is_organic_certified) VALUES (4, 'Zaden Vermeer', 'Enkhuizen', 'Netherlands', 'Pieter', 0);
INSERT INTO suppliers (id, name, town, country, contact_first_name, is_organic_certified) VALUES (5, 'Graines du Val', 'Angers', 'France', 'Claire', 1);
INSERT INTO suppliers (id, name, town, country, contact_first_name, is_organic_certified) VALUES (6, 'Tay Valley Seeds', 'Perth', 'Scotland', 'Fraser', 0);
INSERT INTO suppliers (id, name, town, country, contact_first_name, is_organic_certified) VALUES (7, 'Wisbech Brassica Trials', 'Wisbech', 'England', NULL, 0);
INSERT INTO suppliers (id, name, town, country, contact_first_name, is_organic_certified) VALUES (8, 'Brecon Wildflower Co', 'Brecon', 'Wales', 'Owen', 1);
INSERT INTO suppliers (id, name, town, country, contact_first_name, is_organic_certified) VALUES (9, 'Semillas Sol', 'Almeria', 'Spain', 'Lucia', 0);
INSERT INTO suppliers (id, name, town, country, contact_first_name, is_organic_certified) VALUES (10, 'Spalding Bulb & Seed', 'Spalding', 'England', 'Dawn', 0);
INSERT INTO suppliers (id, name, town, country, contact_first_name, is_organic_certified) VALUES (11, 'Ferme Bio Lavande', 'Avignon', 'France', NULL, 1);
INSERT INTO suppliers (id, name, town, country, contact_first_name, is_organic_certified) VALUES (12, 'Antrim Oak Seeds', 'Ballymena', 'Northern Ireland', 'Ciaran', 0);
INSERT INTO suppliers (id, name, town, country, contact_first_name, is_organic_certified) VALUES (13, 'Saatgut Nord', 'Kiel', 'Germany', 'Jana', 1);
INSERT INTO suppliers (id, name, town, country, contact_first_name, is_organic_certified) VALUES (14, 'Boston Fen Growers', 'Boston', 'England', 'Sandra', 0);
INSERT INTO suppliers (id, name, town, country, contact_first_name, is_organic_certified) VALUES (15, 'Evesham Vale Seeds', 'Evesham', 'England', 'Mark', 0);
INSERT INTO varieties (id, name, crop, supplier_id, packet_price, sale_price, seeds_per_packet, sow_from_month, is_heirloom) VALUES (1, 'Crimson Crush', 'Tomato', 1, 3.49, NULL, 10, 2, 0);
INSERT INTO varieties (id, name, crop, supplier_id, packet_price, sale_price, seeds_per_packet, sow_from_month, is_heirloom) VALUES (2, 'Crimson Crush Plus', 'Tomato', 1, 4.29, 3.59, 8, 2, 0);
INSERT INTO varieties (id, name, crop, supplier_id, packet_price, sale_price, seeds_per_packet, sow_from_month, is_heirloom) VALUES (3, 'Brandywine Pink', 'Tomato', 3, 2.99, NULL, 15, 3, 1);
INSERT INTO varieties (id, name, crop, supplier_id, packet_price, sale_price, seeds_per_packet, sow_from_month, is_heirloom) VALUES (4, 'Golden Ball', 'Beetroot', 2, 1.89, 1.49, 200, 3, 1);
INSERT INTO varieties (id, name, crop, supplier_id, packet_price, sale_price, seeds_per_packet, sow_from_month, is_heirloom) VALUES (5, 'Boltless Red', 'Beetroot', 2, 1.99, NULL, 200, 3, 0);
INSERT INTO varieties (id, name, crop, supplier_id, packet_price, sale_price, seeds_per_packet, sow_from_month, is_heirloom) VALUES (6, 'Fenland Giant', 'Onion', 10, 2.29, NULL, 250, 2, 0);
INSERT INTO varieties (id, name, crop, supplier_id, packet_price, sale_price, seeds_per_packet, sow_from_month, is_heirloom) VALUES (7, 'Kelvedon Wonder', 'Pea', 15, 2.49, 1.99, 150, 3, 1);
INSERT INTO varieties (id, name, crop, supplier_id, packet_price, sale_price, seeds_per_packet, sow_from_month, is_heirloom) VALUES (8, 'Snowbird', 'Pea', 6, 2.59, NULL, 150, 3, 0);
INSERT INTO varieties (id, name, crop, supplier_id, packet_price, sale_price, seeds_per_packet, sow_from_month, is_heirloom) VALUES (9, 'Painted Lady', 'Runner bean', 14, 2.79, NULL, 40, 4, 1);
INSERT INTO varieties (id, name, crop, supplier_id, packet_price, sale_price, seeds_per_packet, sow_from_month, is_heirloom) VALUES (10, 'Painted Lady Plus', 'Runner bean', 14, 3.29, NULL, 35, 4, 0);
INSERT INTO varieties (id, name, crop, supplier_id, packet_price, sale_price, seeds_per_packet, sow_from_month, is_heirloom) VALUES (11, 'Cornflower Blue Boy', 'Flower', 8, 1.99, NULL, 300, 3, 0);
INSERT INTO varieties (id, name, crop, supplier_id, packet_price, sale_price, seeds_per_packet, sow_from_month, is_heirloom) VALUES (12, 'Meadow Mix Wales', 'Flower', 8, 4.99, 3.99, 1000, 3, 0);
INSERT INTO varieties (id, name, crop, supplier_id, packet_price, sale_price, seeds_per_packet, sow_from_month, is_heirloom) VALUES (13, 'Long Red Florence', 'Onion', 9, 2.19, NULL, 300, 2, 1);
INSERT INTO varieties (id, name, crop, supplier_id, packet_price, sale_price, seeds_per_packet, sow_from_month, is_heirloom) VALUES (14, 'Marmande', 'Tomato', 5, 2.49, 1.99, 25, 2, 1);
INSERT INTO varieties (id, name, crop, supplier_id, packet_price, sale_price, seeds_per_packet, sow_from_month, is_heirloom) VALUES (15, 'Cheltenham Greentop', 'Beetroot', 15, 1.79, NULL, 200, 4, 1);
INSERT INTO varieties (id, name, crop, supplier_id, packet_price, sale_price, seeds_per_packet, sow_from_month, is_heirloom) VALUES (16, 'Tigerella', 'Tomato', 3, 2.79, NULL, 15, 2, 1);
INSERT INTO varieties (id, name, crop, supplier_id, packet_price, sale_price, seeds_per_packet, sow_from_month, is_heirloom) VALUES (17, 'Romanesco Natalino', 'Cauliflower', 7, 3.19, NULL, 60, 4, 0);
INSERT INTO varieties (id, name, crop, supplier_id, packet_price, sale_price, seeds_per_packet, sow_from_month, is_heirloom) VALUES (18, 'Purple Sprouting Early', 'Broccoli', 7, 2.39, 1.89, 100, 4, 0);
INSERT INTO varieties (id, name, crop, supplier_id, packet_price, sale_price, seeds_per_packet, sow_from_month, is_heirloom) VALUES (19, 'Cavolo Nero', 'Kale', 9, 2.29, NULL, 100, 3, 1);
INSERT INTO varieties (id, name, crop, supplier_id, packet_price, sale_price, seeds_per_packet, sow_from_month, is_heirloom) VALUES (20, 'Amsterdam Forcing', 'Carrot', 4, 1.69, NULL, 1500, 2, 1);
INSERT INTO varieties (id, name, crop, supplier_id, packet_price, sale_price, seeds_per_packet, sow_from_month, is_heirloom) VALUES (21, 'Nantes Sweet', 'Carrot', 4, 1.79, 1.39, 1500, 3, 0);
INSERT INTO varieties (id, name, crop, supplier_id, packet_price, sale_price, seeds_per_packet, sow_from_month, is_heirloom) VALUES (22, 'Lavande Vraie', 'Herb', 11, 3.49, NULL, 100, 3, 0);
INSERT INTO varieties (id, name, crop, supplier_id, packet_price, sale_price, seeds_per_packet, sow_from_month, is_heirloom) VALUES (23, 'Genovese Basil', 'Herb', 9, 1.99, NULL, 250, 3, 1);
INSERT INTO varieties (id, name, crop, supplier_id, packet_price, sale_price, seeds_per_packet, sow_from_month, is_heirloom) VALUES (24, 'Uchiki Kuri', 'Squash', 13, 2.99, NULL, 10, 4, 1);
INSERT INTO varieties (id, name, crop, supplier_id, packet_price, sale_price, seeds_per_packet, sow_from_month, is_heirloom) VALUES (25, 'Crown Prince', 'Squash', 13, 3.29, 2.79, 8, 4, 0);
INSERT INTO varieties (id, name, crop, supplier_id, packet_price, sale_price, seeds_per_packet, sow_from_month, is_heirloom) VALUES (26, 'Sweet Pea Cupani', 'Flower', 12, 2.89, NULL, 30, 10, 1);
INSERT INTO varieties (id, name, crop, supplier_id, packet_price, sale_price, seeds_per_packet, sow_from_month, is_heirloom) VALUES (27, 'Lollo Rosso', 'Lettuce', 5, 1.59, NULL, 500, 3, 0);
INSERT INTO varieties (id, name, crop, supplier_id, packet_price, sale_price, seeds_per_packet, sow_from_month, is_heirloom) VALUES (28, 'Little Gem', 'Lettuce', 2, 1.49, NULL, 500, 3, 0);
INSERT INTO varieties (id, name, crop, supplier_id, packet_price, sale_price, seeds_per_packet, sow_from_month, is_heirloom) VALUES (29, 'Little Gem Pearl', 'Lettuce', 2, 1.89, NULL, 400, 3, 0);
INSERT INTO varieties (id, name, crop, supplier_id, packet_price, sale_price, seeds_per_packet, sow_from_month, is_heirloom) VALUES (30, 'Tay Champion Swede', 'Swede', 6, 1.69, NULL, 400, 5, 0);
INSERT INTO varieties (id, name, crop, supplier_id, packet_price, sale_price, seeds_per_packet, sow_from_month, is_heirloom) VALUES (31, 'Padron', 'Pepper', 9, 2.69, NULL, 20, 2, 0);
INSERT INTO varieties (id, name, crop, supplier_id, packet_price, sale_price, seeds_per_packet, sow_from_month, is_heirloom) VALUES (32, 'Sunflower Russian Giant', 'Flower', 10, 1.99, 1.49, 30, 4, 0);
INSERT INTO customers (id, first_name, last_name, town, county, joined_on, email, is_newsletter) VALUES (1, 'Sandra', 'Pickett', 'Wisbech', 'Cambridgeshire', '2022-11-17', 'spickett@example.co.uk', 0);
INSERT INTO customers (id, first_name, last_name, town, county, joined_on, email, is_newsletter) VALUES (2, 'Owen', 'Ludlow', 'Hereford', 'Herefordshire', '2023-12-04', 'oludlow@example.co.uk', 1);
INSERT INTO customers (id, first_name, last_name, town, county, joined_on, email, is_newsletter) VALUES (3, 'Beth', 'Carver', 'Norwich', 'Norfolk', '2023-11-18', NULL, 1);
INSERT INTO customers (id, first_name, last_name, town, county, joined_on, email, is_newsletter) VALUES (4, 'Malcolm', 'Trent', 'Boston', 'Lincolnshire', '2023-02-05', 'mtrent@example.co.uk', 1);
INSERT INTO customers (id, first_name, last_name, town, county, joined_on, email, is_newsletter) VALUES (5, 'Ruth', 'Abbott', 'Ely', 'Cambridgeshire', '2023-05-07', 'rabbott@example.co.uk', 0);
INSERT INTO customers (id, first_name, last_name, town, county, joined_on, email, is_newsletter) VALUES (6, 'Imran', 'Saleem', 'Leicester', 'Leicestershire', '2021-09-25', 'isaleem@example.co.uk', 0);
INSERT INTO customers (id, first_name, last_name, town, county, joined_on, email, is_newsletter) VALUES (7, 'Gwen', 'Powell', 'Brecon', 'Powys', '2021-06-21', 'gpowell@example.co.uk', 0);
INSERT INTO customers (id, first_name, last_name, town, county, joined_on, email, is_newsletter) VALUES (8, 'Harriet', 'Cole', 'Bath', 'Somerset', '2020-07-22', NULL, 1);
INSERT INTO customers (id, first_name, last_name, town, county, joined_on, email, is_newsletter) VALUES (9, 'Nigel', 'Bassett', 'King''s Lynn', 'Norfolk', '2021-01-19', 'nbassett@example.co.uk', 0);
INSERT INTO customers (id, first_name, last_name, town, county, joined_on, email, is_newsletter) VALUES (10, 'Fiona', 'McRae', 'Perth', 'Perth and Kinross', '2022-03-25', 'fmcrae@example.co.uk', 0);
INSERT INTO customers (id, first_name, last_name, town, county, joined_on, email, is_newsletter) VALUES (11, 'Tariq', 'Hussain', 'Bradford', 'West Yorkshire', '2022-01-26', 'thussain@example.co.uk', 1);
INSERT INTO customers (id, first_name, last_name, town, county, joined_on, email, is_newsletter) VALUES (12, 'Janet', 'Lowe', 'Spalding', 'Lincolnshire', '2020-01-23', 'jlowe@example.co.uk', 0);
INSERT INTO customers (id, first_name, last_name, town, county, joined_on, email, is_newsletter) VALUES (13, 'Owen', 'Pritchard', 'Aberystwyth', 'Ceredigion', '2021-03-16', NULL, 1);
INSERT INTO customers (id, first_name, last_name, town, county, joined_on, email, is_newsletter) VALUES (14, 'Chloe', 'Barnes', 'Cambridge', 'Cambridgeshire', '2019-03-11', 'cbarnes@example.co.uk', 0);
INSERT INTO customers (id, first_name, last_name, town, county, joined_on, email, is_newsletter) VALUES (15, 'Derek', 'Yates', 'Peterborough', 'Cambridgeshire', '2022-07-23', 'dyates@example.co.uk', 0);
INSERT INTO customers (id, first_name, last_name, town, county, joined_on, email, is_newsletter) VALUES (16, 'Aisha', 'Okafor', 'Luton', 'Bedfordshire', '2022-07-09', 'aokafor@example.co.uk', 1);
INSERT INTO customers (id, first_name, last_name, town, county, joined_on, email, is_newsletter) VALUES (17, 'Geoff', 'Hammond', 'Holbeach', 'Lincolnshire', '2023-10-03', 'ghammond@example.co.uk', 1);
INSERT INTO customers (id, first_name, last_name, town, county, joined_on, email, is_newsletter) VALUES (18, 'Pam', 'Whitlock', 'Truro', 'Cornwall', '2023-01-01', NULL, 0);
INSERT INTO customers (id, first_name, last_name, town, county, joined_on, email, is_newsletter) VALUES (19, 'Eleanor', 'Price', 'Evesham', 'Worcestershire', '2023-08-31', 'eprice@example.co.uk', 1);
INSERT INTO customers (id, first_name, last_name, town, county, joined_on, email, is_newsletter) VALUES (20, 'Rob', 'Jennings', 'Ipswich', 'Suffolk', '2020-06-29', 'rjennings@example.co.uk', 0);
INSERT INTO customers (id, first_name, last_name, town, county, joined_on, email, is_newsletter) VALUES (21, 'Megan', 'Lloyd', 'Swansea', 'Swansea', '2021-01-14', 'mlloyd@example.co.uk', 0);
INSERT INTO customers (id, first_name, last_name, town, county, joined_on, email, is_newsletter) VALUES (22, 'Stuart', 'Kerr', 'Dundee', 'Dundee', '2021-06-09', 'skerr@example.co.uk', 0);
INSERT INTO customers (id, first_name, last_name, town, county, joined_on, email, is_newsletter) VALUES (23, 'Linda', 'Fox', 'March', 'Cambridgeshire', '2022-10-15', NULL, 0);
INSERT INTO customers (id, first_name, last_name, town, county, joined_on, email, is_newsletter) VALUES (24, 'Sandra', 'Oakes', 'Lincoln', 'Lincolnshire', '2021-07-10', 'soakes@example.co.uk', 1);
INSERT INTO customers (id, first_name, last_name, town, county, joined_on, email, is_newsletter) VALUES (25, 'Victor', 'Nash', 'Boston', 'Lincolnshire', '2023-01-03', 'vnash@example.co.uk', 0);
INSERT INTO customers (id, first_name, last_name, town, county, joined_on, email, is_newsletter) VALUES (26, 'Hannah', 'Greig', 'Bury St Edmunds', 'Suffolk', '2020-03-14', 'hgreig@example.co.uk', 1);
INSERT INTO customers (id, first_name, last_name, town, county, joined_on, email, is_newsletter) VALUES (27, 'Colin', 'Drury', 'Wisbech', 'Cambridgeshire', '2021-05-15', 'cdrury@example.co.uk', 1);
INSERT INTO customers (id, first_name, last_name, town, county, joined_on, email, is_newsletter) VALUES (28, 'Yvonne', 'Platt', 'Grantham', 'Lincolnshire', '2021-09-26', NULL, 0);
INSERT INTO customers (id, first_name, last_name, town, county, joined_on, email, is_newsletter) VALUES (29, 'Patrick', 'Doyle', 'Ballymena', 'County Antrim', '2020-05-02', 'pdoyle@example.co.uk', 1);
INSERT INTO customers (id, first_name, last_name, town, county, joined_on, email, is_newsletter) VALUES (30, 'Kath', 'Ingram', 'York', 'North Yorkshire', '2019-06-05', 'kingram@example.co.uk', 0);
INSERT INTO customers (id, first_name, last_name, town, county, joined_on, email, is_newsletter) VALUES (31, 'Martin', 'Sykes', 'Huddersfield', 'West Yorkshire', '2022-10-30', 'msykes@example.co.uk', 0);
INSERT INTO customers (id, first_name, last_name, town, county, joined_on, email, is_newsletter) VALUES (32, 'Joy', 'Ellis', 'Stamford', 'Lincolnshire', '2023-09-03', 'jellis@example.co.uk', 0);
INSERT INTO packers (id, first_name, last_name, started_on, left_on, hourly_wage, is_part_time) VALUES (1, 'Sandra', 'Bell', '2016-02-01', NULL, 12.6, 0);
INSERT INTO packers (id, first_name, last_name, started_on, left_on, hourly_wage, is_part_time) VALUES (2, 'Owen', 'Fisher', '2019-03-11', NULL, 12.1, 1);
INSERT INTO packers (id, first_name, last_name, started_on, left_on, hourly_wage, is_part_time) VALUES (3, 'Kelly', 'Marshall', '2020-09-14', '2024-03-29', 11.8, 1);
INSERT INTO packers (id, first_name, last_name, started_on, left_on, hourly_wage, is_part_time) VALUES (4, 'Darren', 'Lee', '2018-01-08', NULL, 12.4, 0);
INSERT INTO packers (id, first_name, last_name, started_on, left_on, hourly_wage, is_part_time) VALUES (5, 'Agnieszka', 'Nowak', '2017-05-22', NULL, 12.9, 0);
INSERT INTO packers (id, first_name, last_name, started_on, left_on, hourly_wage, is_part_time) VALUES (6, 'Beth', 'Sutton', '2021-10-04', NULL, 11.6, 1);
INSERT INTO packers (id, first_name, last_name, started_on, left_on, hourly_wage, is_part_time) VALUES (7, 'Raj', 'Patel', '2022-02-14', '2024-08-30', 11.6, 1);
INSERT INTO packers (id, first_name, last_name, started_on, left_on, hourly_wage, is_part_time) VALUES (8, 'Leanne', 'Hobbs', '2015-04-20', NULL, 13.2, 0);
INSERT INTO packers (id, first_name, last_name, started_on, left_on, hourly_wage, is_part_time) VALUES (9, 'Tomasz', 'Zielinski', '2023-01-09', NULL, 11.5, 0);
INSERT INTO packers (id, first_name, last_name, started_on, left_on, hourly_wage, is_part_time) VALUES (10, 'Gail', 'Morris', '2014-06-02', '2024-01-31', 12.8, 0);
INSERT INTO packers (id, first_name, last_name, started_on, left_on, hourly_wage, is_part_time) VALUES (11, 'Ricky', 'Dunn', '2023-08-21', NULL, 11.44, 1);
INSERT INTO packers (id, first_name, last_name, started_on, left_on, hourly_wage, is_part_time) VALUES (12, 'Josie', 'Kemp', '2022-06-27', NULL, 11.7, 1);
INSERT INTO packers (id, first_name, last_name, started_on, left_on, hourly_wage, is_part_time) VALUES (13, 'Malcolm', 'Reeve', '2012-11-05', NULL, 13.5, 0);
INSERT INTO packers (id, first_name, last_name, started_on, left_on, hourly_wage, is_part_time) VALUES (14, 'Shona', 'Barr', '2024-02-12', NULL, 11.44, 1);
INSERT INTO packers (id, first_name, last_name, started_on, left_on, hourly_wage, is_part_time) VALUES (15, 'Ewan', 'Craig', '2020-04-06', '2023-12-22', 12.0, 0);
INSERT INTO orders (id, customer_id, packer_id, ordered_on, dispatched_on, postage, discount_code, is_gift) VALUES (1, 28, 4, '2024-09-20', '2024-09-22', 3.5, 'SPRING15', 1);
INSERT INTO orders (id, customer_id, packer_id, ordered_on, dispatched_on, postage, discount_code, is_gift) VALUES (2, 2, 5, '2024-11-16', '2024-11-17', 2.95, 'SPRING10', 0);
INSERT INTO orders (id, customer_id, packer_id, ordered_on, dispatched_on, postage, discount_code, is_gift) VALUES (3, 6, 12, '2024-05-28', '2024-06-01', 3.5, 'SPRING10', 0);
INSERT INTO orders (id, customer_id, packer_id, ordered_on, dispatched_on, postage, discount_code, is_gift) VALUES (4, 23, 5, '2024-07-05', '2024-07-08', 1.95, NULL, 0);
INSERT INTO orders (id, customer_id, packer_id, ordered_on, dispatched_on, postage, discount_code, is_gift) VALUES (5, 14, 13, '2024-07-11', '2024-07-14', 0.0, NULL, 0);
INSERT INTO orders (id, customer_id, packer_id, ordered_on, dispatched_on, postage, discount_code, is_gift) VALUES (6, 17, 2, '2024-10-04', '2024-10-07', 1.95, NULL, 0);
INSERT INTO orders (id, customer_id, packer_id, ordered_on, dispatched_on, postage, discount_code, is_gift) VALUES (7, 26, 1, '2024-10-04', '2024-10-09', 1.95, NULL, 0);
INSERT INTO orders (id, customer_id, packer_id, ordered_on, dispatched_on, postage, discount_code, is_gift) VALUES (8, 27, NULL, '2024-06-29', NULL, 2.95, NULL, 0);
INSERT INTO orders (id, customer_id, packer_id, ordered_on, dispatched_on, postage, discount_code, is_gift) VALUES (9, 9, 10, '2024-01-02', '2024-01-06', 2.95, NULL, 0);
INSERT INTO orders (id, customer_id, packer_id, ordered_on, dispatched_on, postage, discount_code, is_gift) VALUES (10, 31, 7, '2024-07-23', '2024-07-25', 0.0, 'SPRING15', 0);
INSERT INTO orders (id, customer_id, packer_id, ordered_on, dispatched_on, postage, discount_code, is_gift) VALUES (11, 3, 8, '2024-03-08', '2024-03-13', 0.0, 'SPRING15', 0);
INSERT INTO orders (id, customer_id, packer_id, ordered_on, dispatched_on, postage, discount_code, is_gift) VALUES (12, 19, 1, '2024-11-03', '2024-11-07', 2.95, NULL, 0);
INSERT INTO orders (id, customer_id, packer_id, ordered_on, dispatched_on, postage, discount_code, is_gift) VALUES (13, 15, 6, '2024-10-18', NULL, 0.0, 'SPRING10', 0);
INSERT INTO orders (id, customer_id, packer_id, ordered_on, dispatched_on, postage, discount_code, is_gift) VALUES (14, 19, 7, '2024-08-19', '2024-08-22', 3.5, NULL, 0);
INSERT INTO orders (id, customer_id, packer_id, ordered_on, dispatched_on, postage, discount_code, is_gift) VALUES (15, 17, 3, '2024-02-29', '2024-03-02', 0.0, NULL, 0);
INSERT INTO orders (id, customer_id, packer_id, ordered_on, dispatched_on, postage, discount_code, is_gift) VALUES (16, 26, 12, '2024-02-01', '2024-02-05', 2.95, NULL, 0);
INSERT INTO orders (id, customer_id, packer_id, ordered_on, dispatched_on, postage, discount_code, is_gift) VALUES (17, 12, 14, '2024-10-19', '2024-10-21', 2.95, NULL, 0);
INSERT INTO orders (id, customer_id, packer_id, ordered_on, dispatched_on, postage, discount_code, is_gift) VALUES (18, 3, 11, '2024-03-03', '2024-03-07', 2.95, NULL, 0);
INSERT INTO orders (id, customer_id, packer_id, ordered_on, dispatched_on, postage, discount_code, is_gift) VALUES (19, 29, 13, '2024-03-30', '2024-04-02', 3.5, 'SPRING10', 0);
INSERT INTO orders (id, customer_id, packer_id, ordered_on, dispatched_on, postage, discount_code, is_gift) VALUES (20, 6, NULL, '2024-03-20', NULL, 1.95, NULL, 0);
INSERT INTO orders (id, customer_id, packer_id, ordered_on, dispatched_on, postage, discount_code, is_gift) VALUES (21, 30, 13, '2024-01-08', '2024-01-11', 1.95, NULL, 0);
INSERT INTO orders (id, customer_id, packer_id, ordered_on, dispatched_on, postage, discount_code, is_gift) VALUES (22, 18, 12, '2024-09-07', '2024-09-10', 1.95, 'SPRING15', 0);
INSERT INTO orders (id, customer_id, packer_id, ordered_on, dispatched_on, postage, discount_code, is_gift) VALUES (23, 7, 7, '2024-03-11', '2024-03-13', 0.0, 'SPRING15', 1);
INSERT INTO orders (id, customer_id, packer_id, ordered_on, dispatched_on, postage, discount_code, is_gift) VALUES (24, 20, 2, '2024-04-09', '2024-04-13', 1.95, NULL, 0);
INSERT INTO orders (id, customer_id, packer_id, ordered_on, dispatched_on, postage, discount_code, is_gift) VALUES (25, 16, 11, '2024-02-10', '2024-02-13', 0.0, NULL, 0);
INSERT INTO orders (id, customer_id, packer_id, ordered_on, dispatched_on, postage, discount_code, is_gift) VALUES (26, 9, 2, '2024-03-05', '2024-03-09', 0.0, 'SPRING10', 0);
INSERT INTO orders (id, customer_id, packer_id, ordered_on, dispatched_on, postage, discount_code, is_gift) VALUES (27, 13, 14, '2024-06-09', '2024-06-11', 0.0, NULL, 0);
INSERT INTO orders (id, customer_id, packer_id, ordered_on, dispatched_on, postage, discount_code, is_gift) VALUES (28, 13, 8, '2024-07-28', '2024-07-31', 0.0, 'FREEPOST', 0);
INSERT INTO orders (id, customer_id, packer_id, ordered_on, dispatched_on, postage, discount_code, is_gift) VALUES (29, 29, 12, '2024-09-04', '2024-09-06', 2.95, NULL, 0);
INSERT INTO orders (id, customer_id, packer_id, ordered_on, dispatched_on, postage, discount_code, is_gift) VALUES (30, 32, 13, '2024-02-08', '2024-02-10', 1.95, NULL, 0);
INSERT INTO orders (id, customer_id, packer_id, ordered_on, dispatched_on, postage, discount_code, is_gift) VALUES (31, 17, 3, '2024-03-14', '2024-03-19', 3.5, NULL, 0);
INSERT INTO orders (id, customer_id, packer_id, ordered_on, dispatched_on, postage, discount_code, is_gift) VALUES (32, 25, 8, '2024-09-19', '2024-09-23', 1.95, 'SPRING10', 0);
INSERT INTO orders (id, customer_id, packer_id, ordered_on, dispatched_on, postage, discount_code, is_gift) VALUES (33, 11, 5, '2024-07-13', '2024-07-18', 2.95, 'SPRING15', 1);
INSERT INTO orders (id, customer_id, packer_id, ordered_on, dispatched_on, postage, discount_code, is_gift) VALUES (34, 1, NULL, '2024-05-28', NULL, 2.95, 'SPRING15', 0);
INSERT INTO orders (id, customer_id, packer_id, ordered_on, dispatched_on, postage, discount_code, is_gift) VALUES (35, 32, 13, '2024-06-13', '2024-06-14', 1.95, NULL, 0);
INSERT INTO orders (id, customer_id, packer_id, ordered_on, dispatched_on, postage, discount_code, is_gift) VALUES (36, 29, 14, '2024-06-19', '2024-06-21', 1.95, NULL, 1);
INSERT INTO orders (id, customer_id, packer_id, ordered_on, dispatched_on, postage, discount_code, is_gift) VALUES (37, 16, 4, '2024-10-25', '2024-10-27', 0.0, NULL, 0);
INSERT INTO orders (id, customer_id, packer_id, ordered_on, dispatched_on, postage, discount_code, is_gift) VALUES (38, 28, 4, '2024-05-09', '2024-05-14', 2.95, NULL, 0);
INSERT INTO orders (id, customer_id, packer_id, ordered_on, dispatched_on, postage, discount_code, is_gift) VALUES (39, 29, 4, '2024-07-28', '2024-07-29', 0.0, 'NEWGROWER', 0);
INSERT INTO orders (id, customer_id, packer_id, ordered_on, dispatched_on, postage, discount_code, is_gift) VALUES (40, 13, 9, '2024-02-04', '2024-02-05', 1.95, NULL, 1);
INSERT INTO orders (id, customer_id, packer_id, ordered_on, dispatched_on, postage, discount_code, is_gift) VALUES (41, 32, 6, '2024-05-02', '2024-05-04', 2.95, NULL, 0);
INSERT INTO orders (id, customer_id, packer_id, ordered_on, dispatched_on, postage, discount_code, is_gift) VALUES (42, 13, 2, '2024-10-19', NULL, 2.95, NULL, 0);
INSERT INTO orders (id, customer_id, packer_id, ordered_on, dispatched_on, postage, discount_code, is_gift) VALUES (43, 6, 3, '2024-02-11', '2024-02-15', 1.95, 'SPRING15', 1);
INSERT INTO orders (id, customer_id, packer_id, ordered_on, dispatched_on, postage, discount_code, is_gift) VALUES (44, 9, 13, '2024-07-21', '2024-07-24', 0.0, NULL, 0);
INSERT INTO orders (id, customer_id, packer_id, ordered_on, dispatched_on, postage, discount_code, is_gift) VALUES (45, 6, 4, '2024-04-06', '2024-04-07', 1.95, NULL, 0);
INSERT INTO orders (id, customer_id, packer_id, ordered_on, dispatched_on, postage, discount_code, is_gift) VALUES (46, 16, 4, '2024-05-05', '2024-05-10', 3.5, NULL, 0);
INSERT INTO orders (id, customer_id, packer_id, ordered_on, dispatched_on, postage, discount_code, is_gift) VALUES (47, 20, 11, '2024-06-11', '2024-06-15', 3.5, 'NEWGROWER', 0);
INSERT INTO orders (id, customer_id, packer_id, ordered_on, dispatched_on, postage, discount_code, is_gift) VALUES (48, 29, 1, '2024-07-21', '2024-07-24', 0.0, 'FREEPOST', 0);
INSERT INTO orders (id, customer_id, packer_id, ordered_on, dispatched_on, postage, discount_code, is_gift) VALUES (49, 5, NULL, '2024-08-02', NULL, 0.0, 'FREEPOST', 0);
INSERT INTO orders (id, customer_id, packer_id, ordered_on, dispatched_on, postage, discount_code, is_gift) VALUES (50, 28, 2, '2024-01-11', '2024-01-13', 1.95, 'SPRING15', 0);
INSERT INTO orders (id, customer_id, packer_id, ordered_on, dispatched_on, postage, discount_code, is_gift) VALUES (51, 3, 14, '2024-02-18', '2024-02-21', 1.95, NULL, 0);
INSERT INTO orders (id, customer_id, packer_id, ordered_on, dispatched_on, postage, discount_code, is_gift) VALUES (52, 9, 13, '2024-05-17', '2024-05-19', 0.0, NULL, 1);
INSERT INTO orders (id, customer_id, packer_id, ordered_on, dispatched_on, postage, discount_code, is_gift) VALUES (53, 7, 5, '2024-11-08', '2024-11-10', 2.95, 'SPRING10', 1);
INSERT INTO orders (id, customer_id, packer_id, ordered_on, dispatched_on, postage, discount_code, is_gift) VALUES (54, 10, NULL, '2024-05-22', NULL, 0.0, NULL, 0);
INSERT INTO orders (id, customer_id, packer_id, ordered_on, dispatched_on, postage, discount_code, is_gift) VALUES (55, 18, 12, '2024-05-10', '2024-05-11', 0.0, NULL, 0);
INSERT INTO order_lines (id, order_id, variety_id, quantity, unit_price) VALUES (1, 1, 27, 2, 1.59);
INSERT INTO order_lines (id, order_id, variety_id, quantity, unit_price) VALUES (2, 2, 13, 1, 2.19);
INSERT INTO order_lines (id, order_id, variety_id, quantity, unit_price) VALUES (3, 3, 2, 2, 4.29);
INSERT INTO order_lines (id, order_id, variety_id, quantity, unit_price) VALUES (4, 4, 8, 2, 2.59);
INSERT INTO order_lines (id, order_id, variety_id, quantity, unit_price) VALUES (5, 5, 31, 1, 2.69);
INSERT INTO order_lines (id, order_id, variety_id, quantity, unit_price) VALUES (6, 6, 18, 2, 2.39);
INSERT INTO order_lines (id, order_id, variety_id, quantity, unit_price) VALUES (7, 7, 1, 5, 3.49);
INSERT INTO order_lines (id, order_id, variety_id, quantity, unit_price) VALUES (8, 8, 30, 2, 1.69);
INSERT INTO order_lines (id, order_id, variety_id, quantity, unit_price) VALUES (9, 9, 21, 1, 1.39);
INSERT INTO order_lines (id, order_id, variety_id, quantity, unit_price) VALUES (10, 10, 7, 3, 1.99);
INSERT INTO order_lines (id, order_id, variety_id, quantity, unit_price) VALUES (11, 11, 5, 2, 1.99);
INSERT INTO order_lines (id, order_id, variety_id, quantity, unit_price) VALUES (12, 11, 19, 1, 2.29);
INSERT INTO order_lines (id, order_id, variety_id, quantity, unit_price) VALUES (13, 12, 23, 1, 1.99);
INSERT INTO order_lines (id, order_id, variety_id, quantity, unit_price) VALUES (14, 13, 27, 3, 1.59);
INSERT INTO order_lines (id, order_id, variety_id, quantity, unit_price) VALUES (15, 14, 31, 2, 2.69);
INSERT INTO order_lines (id, order_id, variety_id, quantity, unit_price) VALUES (16, 15, 26, 1, 2.89);
INSERT INTO order_lines (id, order_id, variety_id, quantity, unit_price) VALUES (17, 16, 16, 1, 2.79);
INSERT INTO order_lines (id, order_id, variety_id, quantity, unit_price) VALUES (18, 17, 25, 1, 3.29);
INSERT INTO order_lines (id, order_id, variety_id, quantity, unit_price) VALUES (19, 18, 5, 2, 1.99);
INSERT INTO order_lines (id, order_id, variety_id, quantity, unit_price) VALUES (20, 19, 8, 3, 2.59);
INSERT INTO order_lines (id, order_id, variety_id, quantity, unit_price) VALUES (21, 20, 30, 1, 1.69);
INSERT INTO order_lines (id, order_id, variety_id, quantity, unit_price) VALUES (22, 21, 11, 5, 1.99);
INSERT INTO order_lines (id, order_id, variety_id, quantity, unit_price) VALUES (23, 22, 24, 1, 2.99);
INSERT INTO order_lines (id, order_id, variety_id, quantity, unit_price) VALUES (24, 22, 7, 3, 1.99);
INSERT INTO order_lines (id, order_id, variety_id, quantity, unit_price) VALUES (25, 23, 4, 1, 1.49);
INSERT INTO order_lines (id, order_id, variety_id, quantity, unit_price) VALUES (26, 24, 7, 1, 1.99);
INSERT INTO order_lines (id, order_id, variety_id, quantity, unit_price) VALUES (27, 25, 3, 3, 2.99);
INSERT INTO order_lines (id, order_id, variety_id, quantity, unit_price) VALUES (28, 26, 8, 5, 2.59);
INSERT INTO order_lines (id, order_id, variety_id, quantity, unit_price) VALUES (29, 27, 11, 3, 1.99);
INSERT INTO order_lines (id, order_id, variety_id, quantity, unit_price) VALUES (30, 28, 5, 5, 1.99);
INSERT INTO order_lines (id, order_id, variety_id, quantity, unit_price) VALUES (31, 29, 6, 1, 2.29);
INSERT INTO order_lines (id, order_id, variety_id, quantity, unit_price) VALUES (32, 30, 5, 3, 1.99);
INSERT INTO order_lines (id, order_id, variety_id, quantity, unit_price) VALUES (33, 31, 24, 1, 2.99);
INSERT INTO order_lines (id, order_id, variety_id, quantity, unit_price) VALUES (34, 32, 1, 5, 3.49);
INSERT INTO order_lines (id, order_id, variety_id, quantity, unit_price) VALUES (35, 33, 24, 5, 2.99);
INSERT INTO order_lines (id, order_id, variety_id, quantity, unit_price) VALUES (36, 33, 13, 1, 2.19);
INSERT INTO order_lines (id, order_id, variety_id, quantity, unit_price) VALUES (37, 34, 26, 5, 2.89);
INSERT INTO order_lines (id, order_id, variety_id, quantity, unit_price) VALUES (38, 35, 27, 2, 1.59);
INSERT INTO order_lines (id, order_id, variety_id, quantity, unit_price) VALUES (39, 36, 20, 2, 1.69);
INSERT INTO order_lines (id, order_id, variety_id, quantity, unit_price) VALUES (40, 37, 30, 1, 1.69);
INSERT INTO order_lines (id, order_id, variety_id, quantity, unit_price) VALUES (41, 38, 2, 2, 3.59);
INSERT INTO order_lines (id, order_id, variety_id, quantity, unit_price) VALUES (42, 39, 3, 5, 2.99);
INSERT INTO order_lines (id, order_id, variety_id, quantity, unit_price) VALUES (43, 40, 31, 2, 2.69);
INSERT INTO order_lines (id, order_id, variety_id, quantity, unit_price) VALUES (44, 41, 5, 2, 1.99);
INSERT INTO order_lines (id, order_id, variety_id, quantity, unit_price) VALUES (45, 42, 11, 3, 1.99);
INSERT INTO order_lines (id, order_id, variety_id, quantity, unit_price) VALUES (46, 43, 23, 2, 1.99);
INSERT INTO order_lines (id, order_id, variety_id, quantity, unit_price) VALUES (47, 44, 30, 5, 1.69);
INSERT INTO order_lines (id, order_id, variety_id, quantity, unit_price) VALUES (48, 44, 26, 3, 2.89);
INSERT INTO order_lines (id, order_id, variety_id, quantity, unit_price) VALUES (49, 45, 4, 2, 1.89);
INSERT INTO order_lines (id, order_id, variety_id, quantity, unit_price) VALUES (50, 46, 2, 1, 3.59);
INSERT INTO order_lines (id, order_id, variety_id, quantity, unit_price) VALUES (51, 47, 23, 1, 1.99);
INSERT INTO order_lines (id, order_id, variety_id, quantity, unit_price) VALUES (52, 48, 8, 1, 2.59);
INSERT INTO order_lines (id, order_id, variety_id, quantity, unit_price) VALUES (53, 49, 24, 1, 2.99);
INSERT INTO order_lines (id, order_id, variety_id, quantity, unit_price) VALUES (54, 50, 2, 1, 3.59);
INSERT INTO order_lines (id, order_id, variety_id, quantity, unit_price) VALUES (55, 51, 30, 1, 1.69);
INSERT INTO order_lines (id, order_id, variety_id, quantity, unit_price) VALUES (56, 52, 31, 1, 2.69);
INSERT INTO order_lines (id, order_id, variety_id, quantity, unit_price) VALUES (57, 53, 9, 1, 2.79);
INSERT INTO order_lines (id, order_id, variety_id, quantity, unit_price) VALUES (58, 54, 32, 2, 1.99);
INSERT INTO order_lines (id, order_id, variety_id, quantity, unit_price) VALUES (59, 55, 4, 1, 1.49);
INSERT INTO order_lines (id, order_id, variety_id, quantity, unit_price) VALUES (60, 55, 11, 5, 1.99);
COMMIT;
