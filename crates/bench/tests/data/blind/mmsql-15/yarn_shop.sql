-- yarn_shop: an independent yarn and knitting-supplies shop in North Yorkshire (suppliers, stock, customers, orders)
BEGIN TRANSACTION;
CREATE TABLE suppliers (
    supplier_id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    country TEXT NOT NULL,
    town TEXT, -- NULL = town not recorded
    contact_first_name TEXT, -- NULL = no named contact person
    contact_last_name TEXT, -- NULL = no named contact person
    is_active INTEGER NOT NULL CHECK (is_active IN (0,1))
);
CREATE TABLE products (
    product_id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    category TEXT NOT NULL,
    fibre TEXT, -- NULL = no fibre content (tools, notions, patterns)
    yarn_weight TEXT, -- NULL = not a yarn or kit, so no yarn weight
    supplier_id INTEGER REFERENCES suppliers(supplier_id), -- NULL = own-brand item made in the shop
    cost_price REAL NOT NULL,
    retail_price REAL NOT NULL,
    stock_qty INTEGER NOT NULL,
    added_on TEXT NOT NULL,
    discontinued_on TEXT -- NULL = still on sale
);
CREATE TABLE customers (
    customer_id INTEGER PRIMARY KEY,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    town TEXT, -- NULL = no address given
    email TEXT, -- NULL = no email address on file
    joined_on TEXT NOT NULL,
    is_loyalty_member INTEGER NOT NULL CHECK (is_loyalty_member IN (0,1))
);
CREATE TABLE orders (
    order_id INTEGER PRIMARY KEY,
    customer_id INTEGER REFERENCES customers(customer_id), -- NULL = anonymous walk-in sale, no customer record
    order_date TEXT NOT NULL,
    channel TEXT NOT NULL,
    paid_on TEXT, -- NULL = not paid yet
    fulfilled_on TEXT, -- NULL = not yet handed over or posted out
    delivery_fee REAL NOT NULL,
    discount REAL NOT NULL
);
CREATE TABLE order_items (
    order_item_id INTEGER PRIMARY KEY,
    order_id INTEGER NOT NULL REFERENCES orders(order_id),
    product_id INTEGER NOT NULL REFERENCES products(product_id),
    quantity INTEGER NOT NULL,
    unit_price REAL NOT NULL
);
INSERT INTO suppliers (supplier_id, name, country, town, contact_first_name, contact_last_name, is_active) VALUES (1, 'Dales Wool Mill', 'United Kingdom', 'Skipton', 'Maria', 'Hartley', 1);
INSERT INTO suppliers (supplier_id, name, country, town, contact_first_name, contact_last_name, is_active) VALUES (2, 'Baa Ram Yarns', 'United Kingdom', 'Halifax', 'Tom', 'Pickles', 1);
INSERT INTO suppliers (supplier_id, name, country, town, contact_first_name, contact_last_name, is_active) VALUES (3, 'Nordic Garn AS', 'Norway', 'Bergen', 'Ingrid', 'Solberg', 1);
INSERT INTO suppliers (supplier_id, name, country, town, contact_first_name, contact_last_name, is_active) VALUES (4, 'Andes Fibre Co', 'Peru', 'Arequipa', NULL, NULL, 1);
INSERT INTO suppliers (supplier_id, name, country, town, contact_first_name, contact_last_name, is_active) VALUES (5, 'Clover Notions', 'Japan', 'Osaka', 'Kenji', 'Mori', 1);
INSERT INTO suppliers (supplier_id, name, country, town, contact_first_name, contact_last_name, is_active) VALUES (6, 'KnitPro Trading', 'India', 'Jaipur', 'Anil', 'Mehta', 1);
INSERT INTO suppliers (supplier_id, name, country, town, contact_first_name, contact_last_name, is_active) VALUES (7, 'Shetland Spinners', 'United Kingdom', 'Lerwick', 'Fiona', 'Irvine', 1);
INSERT INTO suppliers (supplier_id, name, country, town, contact_first_name, contact_last_name, is_active) VALUES (8, 'Herdwick Hues', 'United Kingdom', 'Kendal', 'Sarah', 'Dixon', 1);
INSERT INTO suppliers (supplier_id, name, country, town, contact_first_name, contact_last_name, is_active) VALUES (9, 'Ewe and Me Patterns', 'United Kingdom', 'York', 'Hannah', 'Brook', 1);
INSERT INTO suppliers (supplier_id, name, country, town, contact_first_name, contact_last_name, is_active) VALUES (10, 'Lanas del Sur', 'Uruguay', NULL, 'Lucia', 'Pereira', 0);
INSERT INTO suppliers (supplier_id, name, country, town, contact_first_name, contact_last_name, is_active) VALUES (11, 'Hook Line Crafts', 'United Kingdom', 'Leeds', NULL, NULL, 1);
INSERT INTO suppliers (supplier_id, name, country, town, contact_first_name, contact_last_name, is_active) VALUES (12, 'Mohair Mountain', 'South Africa', 'Graaff-Reinet', 'Pieter', 'Botha', 0);
INSERT INTO suppliers (supplier_id, name, country, town, contact_first_name, contact_last_name, is_active) VALUES (13, 'Silk Road Fibres', 'China', 'Hangzhou', 'Mei', 'Lin', 1);
INSERT INTO suppliers (supplier_id, name, country, town, contact_first_name, contact_last_name, is_active) VALUES (14, 'Pennine Buttons', 'United Kingdom', 'Harrogate', 'David', 'Shaw', 1);
INSERT INTO suppliers (supplier_id, name, country, town, contact_first_name, contact_last_name, is_active) VALUES (15, 'Cotton Cloud', 'Turkey', 'Izmir', 'Emre', 'Kaya', 1);
INSERT INTO suppliers (supplier_id, name, country, town, contact_first_name, contact_last_name, is_active) VALUES (16, 'Wharfedale Woollens', 'United Kingdom', 'Otley', 'Maria', 'Jones', 0);
INSERT INTO products (product_id, name, category, fibre, yarn_weight, supplier_id, cost_price, retail_price, stock_qty, added_on, discontinued_on) VALUES (1, 'Merino DK', 'yarn', 'merino wool', 'DK', 1, 3.2, 6.5, 48, '2021-03-01', NULL);
INSERT INTO products (product_id, name, category, fibre, yarn_weight, supplier_id, cost_price, retail_price, stock_qty, added_on, discontinued_on) VALUES (2, 'Merino DK Plus', 'yarn', 'merino and silk', 'DK', 1, 4.8, 8.95, 22, '2022-09-15', NULL);
INSERT INTO products (product_id, name, category, fibre, yarn_weight, supplier_id, cost_price, retail_price, stock_qty, added_on, discontinued_on) VALUES (3, 'Chunky Alpaca', 'yarn', 'alpaca', 'Chunky', 4, 5.1, 9.99, 15, '2021-10-04', NULL);
INSERT INTO products (product_id, name, category, fibre, yarn_weight, supplier_id, cost_price, retail_price, stock_qty, added_on, discontinued_on) VALUES (4, 'Chunky Alpaca Plus', 'yarn', 'alpaca and wool', 'Super Chunky', 4, 7.8, 12.5, 9, '2023-01-10', NULL);
INSERT INTO products (product_id, name, category, fibre, yarn_weight, supplier_id, cost_price, retail_price, stock_qty, added_on, discontinued_on) VALUES (5, 'Shetland Heritage 4ply', 'yarn', 'Shetland wool', '4ply', 7, 2.9, 5.75, 60, '2020-05-20', NULL);
INSERT INTO products (product_id, name, category, fibre, yarn_weight, supplier_id, cost_price, retail_price, stock_qty, added_on, discontinued_on) VALUES (6, 'Kendal Tweed Aran', 'yarn', 'wool', 'Aran', 8, 3.6, 7.25, 34, '2021-08-11', NULL);
INSERT INTO products (product_id, name, category, fibre, yarn_weight, supplier_id, cost_price, retail_price, stock_qty, added_on, discontinued_on) VALUES (7, 'Herdwick Natural Aran', 'yarn', 'Herdwick wool', 'Aran', 8, 3.4, 6.95, 0, '2020-11-02', '2023-06-30');
INSERT INTO products (product_id, name, category, fibre, yarn_weight, supplier_id, cost_price, retail_price, stock_qty, added_on, discontinued_on) VALUES (8, 'Fjord Sock Yarn', 'yarn', 'wool and nylon', '4ply', 3, 4.2, 8.5, 27, '2022-02-14', NULL);
INSERT INTO products (product_id, name, category, fibre, yarn_weight, supplier_id, cost_price, retail_price, stock_qty, added_on, discontinued_on) VALUES (9, 'Baa Ram Pure DK', 'yarn', 'wool', 'DK', 2, 3.95, 7.8, 31, '2021-04-09', NULL);
INSERT INTO products (product_id, name, category, fibre, yarn_weight, supplier_id, cost_price, retail_price, stock_qty, added_on, discontinued_on) VALUES (10, 'Silk Lace 2ply', 'yarn', 'silk', 'Lace', 13, 7.5, 14.95, 12, '2022-06-01', NULL);
INSERT INTO products (product_id, name, category, fibre, yarn_weight, supplier_id, cost_price, retail_price, stock_qty, added_on, discontinued_on) VALUES (11, 'Cotton Cloud 4ply', 'yarn', 'cotton', '4ply', 15, 1.8, 3.95, 80, '2021-05-17', NULL);
INSERT INTO products (product_id, name, category, fibre, yarn_weight, supplier_id, cost_price, retail_price, stock_qty, added_on, discontinued_on) VALUES (12, 'Cotton Cloud DK', 'yarn', 'cotton', 'DK', 15, 2.1, 4.5, 55, '2021-05-17', NULL);
INSERT INTO products (product_id, name, category, fibre, yarn_weight, supplier_id, cost_price, retail_price, stock_qty, added_on, discontinued_on) VALUES (13, 'Mohair Haze', 'yarn', 'mohair and silk', 'Lace', 12, 6.2, 11.5, 4, '2020-09-09', '2022-12-31');
INSERT INTO products (product_id, name, category, fibre, yarn_weight, supplier_id, cost_price, retail_price, stock_qty, added_on, discontinued_on) VALUES (14, 'Pampas Llama DK', 'yarn', 'llama', 'DK', 10, 4.4, 8.25, 0, '2020-07-01', '2021-12-31');
INSERT INTO products (product_id, name, category, fibre, yarn_weight, supplier_id, cost_price, retail_price, stock_qty, added_on, discontinued_on) VALUES (15, 'Bamboo Needles 4mm', 'needles', NULL, NULL, 6, 2.1, 4.99, 25, '2020-03-01', NULL);
INSERT INTO products (product_id, name, category, fibre, yarn_weight, supplier_id, cost_price, retail_price, stock_qty, added_on, discontinued_on) VALUES (16, 'Bamboo Needles 6mm', 'needles', NULL, NULL, 6, 2.3, 5.49, 18, '2020-03-01', NULL);
INSERT INTO products (product_id, name, category, fibre, yarn_weight, supplier_id, cost_price, retail_price, stock_qty, added_on, discontinued_on) VALUES (17, 'Circular Needles 80cm 3.5mm', 'needles', NULL, NULL, 6, 3.8, 7.99, 14, '2021-01-12', NULL);
INSERT INTO products (product_id, name, category, fibre, yarn_weight, supplier_id, cost_price, retail_price, stock_qty, added_on, discontinued_on) VALUES (18, 'Interchangeable Needle Set', 'needles', NULL, NULL, 6, 38.0, 74.99, 5, '2021-11-20', NULL);
INSERT INTO products (product_id, name, category, fibre, yarn_weight, supplier_id, cost_price, retail_price, stock_qty, added_on, discontinued_on) VALUES (19, 'Ergonomic Crochet Hook 4mm', 'hooks', NULL, NULL, 5, 3.1, 6.49, 30, '2020-04-04', NULL);
INSERT INTO products (product_id, name, category, fibre, yarn_weight, supplier_id, cost_price, retail_price, stock_qty, added_on, discontinued_on) VALUES (20, 'Ergonomic Crochet Hook Set', 'hooks', NULL, NULL, 5, 19.5, 39.0, 6, '2022-10-10', NULL);
INSERT INTO products (product_id, name, category, fibre, yarn_weight, supplier_id, cost_price, retail_price, stock_qty, added_on, discontinued_on) VALUES (21, 'Wooden Crochet Hook 5mm', 'hooks', NULL, NULL, 11, 1.6, 3.75, 0, '2020-04-04', '2022-04-30');
INSERT INTO products (product_id, name, category, fibre, yarn_weight, supplier_id, cost_price, retail_price, stock_qty, added_on, discontinued_on) VALUES (22, 'Stitch Markers (pack of 20)', 'notions', NULL, NULL, 5, 0.9, 2.5, 70, '2020-03-01', NULL);
INSERT INTO products (product_id, name, category, fibre, yarn_weight, supplier_id, cost_price, retail_price, stock_qty, added_on, discontinued_on) VALUES (23, 'Row Counter', 'notions', NULL, NULL, 11, 1.2, 3.25, 40, '2020-03-01', NULL);
INSERT INTO products (product_id, name, category, fibre, yarn_weight, supplier_id, cost_price, retail_price, stock_qty, added_on, discontinued_on) VALUES (24, 'Horn Buttons (set of 6)', 'notions', NULL, NULL, 14, 2.4, 5.95, 26, '2021-02-02', NULL);
INSERT INTO products (product_id, name, category, fibre, yarn_weight, supplier_id, cost_price, retail_price, stock_qty, added_on, discontinued_on) VALUES (25, 'Pewter Shawl Pin', 'notions', NULL, NULL, 14, 4.5, 11.0, 8, '2022-03-03', NULL);
INSERT INTO products (product_id, name, category, fibre, yarn_weight, supplier_id, cost_price, retail_price, stock_qty, added_on, discontinued_on) VALUES (26, 'Project Bag', 'notions', NULL, NULL, NULL, 3.0, 12.0, 16, '2021-09-09', NULL);
INSERT INTO products (product_id, name, category, fibre, yarn_weight, supplier_id, cost_price, retail_price, stock_qty, added_on, discontinued_on) VALUES (27, 'Yarn Swift', 'notions', NULL, NULL, 11, 18.0, 34.5, 3, '2022-01-15', NULL);
INSERT INTO products (product_id, name, category, fibre, yarn_weight, supplier_id, cost_price, retail_price, stock_qty, added_on, discontinued_on) VALUES (28, 'Beginner Hat Pattern', 'patterns', NULL, NULL, 9, 0.8, 3.5, 100, '2020-06-06', NULL);
INSERT INTO products (product_id, name, category, fibre, yarn_weight, supplier_id, cost_price, retail_price, stock_qty, added_on, discontinued_on) VALUES (29, 'Fair Isle Yoke Pattern', 'patterns', NULL, NULL, 9, 1.2, 5.0, 45, '2021-10-10', NULL);
INSERT INTO products (product_id, name, category, fibre, yarn_weight, supplier_id, cost_price, retail_price, stock_qty, added_on, discontinued_on) VALUES (30, 'Lace Shawl Pattern', 'patterns', NULL, NULL, NULL, 0.0, 4.5, 60, '2022-05-05', NULL);
INSERT INTO products (product_id, name, category, fibre, yarn_weight, supplier_id, cost_price, retail_price, stock_qty, added_on, discontinued_on) VALUES (31, 'Cabled Cardigan Pattern', 'patterns', NULL, NULL, 9, 1.5, 6.0, 35, '2023-02-01', NULL);
INSERT INTO products (product_id, name, category, fibre, yarn_weight, supplier_id, cost_price, retail_price, stock_qty, added_on, discontinued_on) VALUES (32, 'Beginner Scarf Kit', 'kits', 'wool', 'Chunky', NULL, 9.5, 22.0, 10, '2021-09-30', NULL);
INSERT INTO products (product_id, name, category, fibre, yarn_weight, supplier_id, cost_price, retail_price, stock_qty, added_on, discontinued_on) VALUES (33, 'Fair Isle Hat Kit', 'kits', 'Shetland wool', '4ply', 7, 14.0, 29.5, 7, '2022-08-08', NULL);
INSERT INTO products (product_id, name, category, fibre, yarn_weight, supplier_id, cost_price, retail_price, stock_qty, added_on, discontinued_on) VALUES (34, 'Amigurumi Bear Kit', 'kits', 'cotton', 'DK', 15, 8.2, 18.0, 12, '2022-11-11', NULL);
INSERT INTO products (product_id, name, category, fibre, yarn_weight, supplier_id, cost_price, retail_price, stock_qty, added_on, discontinued_on) VALUES (35, 'Sock Knitting Kit', 'kits', 'wool and nylon', '4ply', 3, 12.0, 26.0, 0, '2021-03-03', '2023-03-31');
INSERT INTO products (product_id, name, category, fibre, yarn_weight, supplier_id, cost_price, retail_price, stock_qty, added_on, discontinued_on) VALUES (36, 'Shop Blend Aran', 'yarn', 'wool', 'Aran', NULL, 2.8, 6.0, 40, '2022-04-01', NULL);
INSERT INTO customers (customer_id, first_name, last_name, town, email, joined_on, is_loyalty_member) VALUES (1, 'Maria', 'Ellis', 'Harrogate', 'maria.ellis@example.com', '2020-04-11', 1);
INSERT INTO customers (customer_id, first_name, last_name, town, email, joined_on, is_loyalty_member) VALUES (2, 'Emma', 'Clarke', 'York', 'emma.c@example.com', '2020-06-02', 1);
INSERT INTO customers (customer_id, first_name, last_name, town, email, joined_on, is_loyalty_member) VALUES (3, 'Emma', 'Shaw', 'Ripon', NULL, '2021-01-19', 0);
INSERT INTO customers (customer_id, first_name, last_name, town, email, joined_on, is_loyalty_member) VALUES (4, 'Tom', 'Bradley', 'Leeds', 'tbradley@example.com', '2020-09-30', 0);
INSERT INTO customers (customer_id, first_name, last_name, town, email, joined_on, is_loyalty_member) VALUES (5, 'Hannah', 'Lee', 'Harrogate', 'hannah.lee@example.com', '2021-03-08', 1);
INSERT INTO customers (customer_id, first_name, last_name, town, email, joined_on, is_loyalty_member) VALUES (6, 'Priya', 'Sharma', 'Knaresborough', 'priya.s@example.com', '2021-05-22', 1);
INSERT INTO customers (customer_id, first_name, last_name, town, email, joined_on, is_loyalty_member) VALUES (7, 'Margaret', 'Hughes', 'Harrogate', NULL, '2020-03-14', 1);
INSERT INTO customers (customer_id, first_name, last_name, town, email, joined_on, is_loyalty_member) VALUES (8, 'Joan', 'Whitaker', 'Skipton', NULL, '2020-05-05', 1);
INSERT INTO customers (customer_id, first_name, last_name, town, email, joined_on, is_loyalty_member) VALUES (9, 'David', 'Nolan', 'York', 'd.nolan@example.com', '2022-02-01', 0);
INSERT INTO customers (customer_id, first_name, last_name, town, email, joined_on, is_loyalty_member) VALUES (10, 'Sophie', 'Turner', 'Ilkley', 'sophie.t@example.com', '2021-11-13', 1);
INSERT INTO customers (customer_id, first_name, last_name, town, email, joined_on, is_loyalty_member) VALUES (11, 'Aisha', 'Khan', 'Leeds', 'aisha.khan@example.com', '2022-06-18', 0);
INSERT INTO customers (customer_id, first_name, last_name, town, email, joined_on, is_loyalty_member) VALUES (12, 'Ruth', 'Atkinson', 'Otley', NULL, '2020-08-21', 1);
INSERT INTO customers (customer_id, first_name, last_name, town, email, joined_on, is_loyalty_member) VALUES (13, 'Chloe', 'Martin', NULL, 'chloe.m@example.com', '2023-01-07', 0);
INSERT INTO customers (customer_id, first_name, last_name, town, email, joined_on, is_loyalty_member) VALUES (14, 'Sarah', 'Wood', 'Kendal', 'sarahwood@example.com', '2021-09-09', 1);
INSERT INTO customers (customer_id, first_name, last_name, town, email, joined_on, is_loyalty_member) VALUES (15, 'Linda', 'Foster', 'Ripon', NULL, '2020-12-01', 0);
INSERT INTO customers (customer_id, first_name, last_name, town, email, joined_on, is_loyalty_member) VALUES (16, 'Grace', 'Okoye', 'Harrogate', 'grace.o@example.com', '2022-04-26', 1);
INSERT INTO customers (customer_id, first_name, last_name, town, email, joined_on, is_loyalty_member) VALUES (17, 'Ben', 'Marshall', 'Knaresborough', 'ben.marshall@example.com', '2022-10-03', 0);
INSERT INTO customers (customer_id, first_name, last_name, town, email, joined_on, is_loyalty_member) VALUES (18, 'Helen', 'Parker', 'York', 'helen.parker@example.com', '2021-07-15', 1);
INSERT INTO customers (customer_id, first_name, last_name, town, email, joined_on, is_loyalty_member) VALUES (19, 'Wei', 'Zhang', 'Leeds', 'wei.zhang@example.com', '2023-03-12', 0);
INSERT INTO customers (customer_id, first_name, last_name, town, email, joined_on, is_loyalty_member) VALUES (20, 'Jean', 'Robson', 'Skipton', NULL, '2020-02-28', 1);
INSERT INTO customers (customer_id, first_name, last_name, town, email, joined_on, is_loyalty_member) VALUES (21, 'Fiona', 'Reid', 'Harrogate', 'fiona.reid@example.com', '2022-08-30', 0);
INSERT INTO customers (customer_id, first_name, last_name, town, email, joined_on, is_loyalty_member) VALUES (22, 'Kate', 'Morris', NULL, NULL, '2023-05-19', 0);
INSERT INTO customers (customer_id, first_name, last_name, town, email, joined_on, is_loyalty_member) VALUES (23, 'Olivia', 'Bennett', 'Ilkley', 'liv.bennett@example.com', '2021-12-04', 1);
INSERT INTO customers (customer_id, first_name, last_name, town, email, joined_on, is_loyalty_member) VALUES (24, 'Pat', 'Greenwood', 'Otley', NULL, '2020-07-07', 0);
INSERT INTO customers (customer_id, first_name, last_name, town, email, joined_on, is_loyalty_member) VALUES (25, 'Lucy', 'Hall', 'York', 'lucy.hall@example.com', '2022-11-21', 1);
INSERT INTO customers (customer_id, first_name, last_name, town, email, joined_on, is_loyalty_member) VALUES (26, 'Anne', 'Dixon', 'Kendal', NULL, '2021-02-17', 0);
INSERT INTO customers (customer_id, first_name, last_name, town, email, joined_on, is_loyalty_member) VALUES (27, 'Mei', 'Chen', 'Harrogate', 'mei.chen@example.com', '2023-02-09', 1);
INSERT INTO customers (customer_id, first_name, last_name, town, email, joined_on, is_loyalty_member) VALUES (28, 'Rachel', 'Barker', 'Ripon', 'r.barker@example.com', '2022-01-25', 0);
INSERT INTO orders (order_id, customer_id, order_date, channel, paid_on, fulfilled_on, delivery_fee, discount) VALUES (1, 1, '2023-01-06', 'shop', '2023-01-06', '2023-01-06', 0.0, 0.0);
INSERT INTO orders (order_id, customer_id, order_date, channel, paid_on, fulfilled_on, delivery_fee, discount) VALUES (2, 2, '2023-01-09', 'online', '2023-01-09', '2023-01-11', 3.5, 0.0);
INSERT INTO orders (order_id, customer_id, order_date, channel, paid_on, fulfilled_on, delivery_fee, discount) VALUES (3, NULL, '2023-01-14', 'shop', '2023-01-14', '2023-01-14', 0.0, 0.0);
INSERT INTO orders (order_id, customer_id, order_date, channel, paid_on, fulfilled_on, delivery_fee, discount) VALUES (4, 5, '2023-01-20', 'online', '2023-01-20', '2023-01-23', 3.5, 2.0);
INSERT INTO orders (order_id, customer_id, order_date, channel, paid_on, fulfilled_on, delivery_fee, discount) VALUES (5, 7, '2023-02-02', 'shop', '2023-02-02', '2023-02-02', 0.0, 1.5);
INSERT INTO orders (order_id, customer_id, order_date, channel, paid_on, fulfilled_on, delivery_fee, discount) VALUES (6, 4, '2023-02-10', 'online', '2023-02-12', '2023-02-14', 4.95, 0.0);
INSERT INTO orders (order_id, customer_id, order_date, channel, paid_on, fulfilled_on, delivery_fee, discount) VALUES (7, 10, '2023-02-18', 'online', '2023-02-18', '2023-02-20', 3.5, 0.0);
INSERT INTO orders (order_id, customer_id, order_date, channel, paid_on, fulfilled_on, delivery_fee, discount) VALUES (8, NULL, '2023-02-25', 'craft fair', '2023-02-25', '2023-02-25', 0.0, 0.0);
INSERT INTO orders (order_id, customer_id, order_date, channel, paid_on, fulfilled_on, delivery_fee, discount) VALUES (9, 1, '2023-03-03', 'shop', '2023-03-03', '2023-03-03', 0.0, 3.0);
INSERT INTO orders (order_id, customer_id, order_date, channel, paid_on, fulfilled_on, delivery_fee, discount) VALUES (10, 14, '2023-03-11', 'online', '2023-03-11', '2023-03-15', 4.95, 0.0);
INSERT INTO orders (order_id, customer_id, order_date, channel, paid_on, fulfilled_on, delivery_fee, discount) VALUES (11, 6, '2023-03-19', 'shop', '2023-03-19', '2023-03-19', 0.0, 0.0);
INSERT INTO orders (order_id, customer_id, order_date, channel, paid_on, fulfilled_on, delivery_fee, discount) VALUES (12, 12, '2023-03-27', 'online', '2023-04-02', '2023-04-03', 3.5, 1.0);
INSERT INTO orders (order_id, customer_id, order_date, channel, paid_on, fulfilled_on, delivery_fee, discount) VALUES (13, NULL, '2023-04-01', 'craft fair', '2023-04-01', '2023-04-01', 0.0, 0.0);
INSERT INTO orders (order_id, customer_id, order_date, channel, paid_on, fulfilled_on, delivery_fee, discount) VALUES (14, 16, '2023-04-08', 'shop', '2023-04-08', '2023-04-08', 0.0, 0.0);
INSERT INTO orders (order_id, customer_id, order_date, channel, paid_on, fulfilled_on, delivery_fee, discount) VALUES (15, 2, '2023-04-15', 'online', '2023-04-15', '2023-04-18', 3.5, 0.0);
INSERT INTO orders (order_id, customer_id, order_date, channel, paid_on, fulfilled_on, delivery_fee, discount) VALUES (16, 18, '2023-04-22', 'online', '2023-04-24', '2023-04-26', 4.95, 2.5);
INSERT INTO orders (order_id, customer_id, order_date, channel, paid_on, fulfilled_on, delivery_fee, discount) VALUES (17, 9, '2023-05-02', 'shop', '2023-05-02', '2023-05-02', 0.0, 0.0);
INSERT INTO orders (order_id, customer_id, order_date, channel, paid_on, fulfilled_on, delivery_fee, discount) VALUES (18, 15, '2023-05-06', 'online', '2023-05-06', '2023-05-09', 3.5, 0.0);
INSERT INTO orders (order_id, customer_id, order_date, channel, paid_on, fulfilled_on, delivery_fee, discount) VALUES (19, NULL, '2023-05-13', 'shop', '2023-05-13', '2023-05-13', 0.0, 0.0);
INSERT INTO orders (order_id, customer_id, order_date, channel, paid_on, fulfilled_on, delivery_fee, discount) VALUES (20, 20, '2023-05-20', 'shop', '2023-05-20', '2023-05-20', 0.0, 1.0);
INSERT INTO orders (order_id, customer_id, order_date, channel, paid_on, fulfilled_on, delivery_fee, discount) VALUES (21, 11, '2023-05-27', 'online', '2023-05-27', '2023-05-30', 4.95, 0.0);
INSERT INTO orders (order_id, customer_id, order_date, channel, paid_on, fulfilled_on, delivery_fee, discount) VALUES (22, 5, '2023-06-03', 'craft fair', '2023-06-03', '2023-06-03', 0.0, 0.0);
INSERT INTO orders (order_id, customer_id, order_date, channel, paid_on, fulfilled_on, delivery_fee, discount) VALUES (23, 25, '2023-06-10', 'online', '2023-06-10', '2023-06-13', 3.5, 0.0);
INSERT INTO orders (order_id, customer_id, order_date, channel, paid_on, fulfilled_on, delivery_fee, discount) VALUES (24, 1, '2023-06-17', 'shop', '2023-06-17', '2023-06-17', 0.0, 2.0);
INSERT INTO orders (order_id, customer_id, order_date, channel, paid_on, fulfilled_on, delivery_fee, discount) VALUES (25, 21, '2023-06-24', 'online', NULL, NULL, 3.5, 0.0);
INSERT INTO orders (order_id, customer_id, order_date, channel, paid_on, fulfilled_on, delivery_fee, discount) VALUES (26, 19, '2023-07-01', 'online', '2023-07-01', '2023-07-04', 4.95, 0.0);
INSERT INTO orders (order_id, customer_id, order_date, channel, paid_on, fulfilled_on, delivery_fee, discount) VALUES (27, 27, '2023-07-08', 'shop', '2023-07-08', '2023-07-08', 0.0, 0.0);
INSERT INTO orders (order_id, customer_id, order_date, channel, paid_on, fulfilled_on, delivery_fee, discount) VALUES (28, 10, '2023-07-15', 'online', '2023-07-15', '2023-07-19', 3.5, 1.5);
INSERT INTO orders (order_id, customer_id, order_date, channel, paid_on, fulfilled_on, delivery_fee, discount) VALUES (29, NULL, '2023-07-22', 'craft fair', '2023-07-22', '2023-07-22', 0.0, 0.0);
INSERT INTO orders (order_id, customer_id, order_date, channel, paid_on, fulfilled_on, delivery_fee, discount) VALUES (30, 13, '2023-07-29', 'online', '2023-07-29', NULL, 3.5, 0.0);
INSERT INTO orders (order_id, customer_id, order_date, channel, paid_on, fulfilled_on, delivery_fee, discount) VALUES (31, 16, '2023-08-05', 'shop', '2023-08-05', '2023-08-05', 0.0, 0.0);
INSERT INTO orders (order_id, customer_id, order_date, channel, paid_on, fulfilled_on, delivery_fee, discount) VALUES (32, 3, '2023-08-12', 'shop', NULL, '2023-08-12', 0.0, 0.0);
INSERT INTO orders (order_id, customer_id, order_date, channel, paid_on, fulfilled_on, delivery_fee, discount) VALUES (33, 26, '2023-08-19', 'online', '2023-08-19', '2023-08-22', 4.95, 0.0);
INSERT INTO orders (order_id, customer_id, order_date, channel, paid_on, fulfilled_on, delivery_fee, discount) VALUES (34, 7, '2023-08-26', 'shop', '2023-08-26', '2023-08-26', 0.0, 2.0);
INSERT INTO orders (order_id, customer_id, order_date, channel, paid_on, fulfilled_on, delivery_fee, discount) VALUES (35, 22, '2023-09-02', 'online', NULL, NULL, 3.5, 0.0);
INSERT INTO orders (order_id, customer_id, order_date, channel, paid_on, fulfilled_on, delivery_fee, discount) VALUES (36, 14, '2023-09-09', 'online', '2023-09-09', '2023-09-12', 4.95, 0.0);
INSERT INTO orders (order_id, customer_id, order_date, channel, paid_on, fulfilled_on, delivery_fee, discount) VALUES (37, 6, '2023-09-16', 'craft fair', '2023-09-16', '2023-09-16', 0.0, 0.0);
INSERT INTO orders (order_id, customer_id, order_date, channel, paid_on, fulfilled_on, delivery_fee, discount) VALUES (38, 18, '2023-09-23', 'online', '2023-09-23', NULL, 3.5, 0.0);
INSERT INTO orders (order_id, customer_id, order_date, channel, paid_on, fulfilled_on, delivery_fee, discount) VALUES (39, 1, '2023-09-30', 'shop', '2023-09-30', '2023-09-30', 0.0, 0.0);
INSERT INTO orders (order_id, customer_id, order_date, channel, paid_on, fulfilled_on, delivery_fee, discount) VALUES (40, 28, '2023-10-07', 'online', '2023-10-09', '2023-10-10', 3.5, 0.0);
INSERT INTO orders (order_id, customer_id, order_date, channel, paid_on, fulfilled_on, delivery_fee, discount) VALUES (41, 2, '2023-10-14', 'shop', '2023-10-14', '2023-10-14', 0.0, 0.0);
INSERT INTO orders (order_id, customer_id, order_date, channel, paid_on, fulfilled_on, delivery_fee, discount) VALUES (42, 24, '2023-10-21', 'shop', '2023-10-21', '2023-10-21', 0.0, 0.0);
INSERT INTO orders (order_id, customer_id, order_date, channel, paid_on, fulfilled_on, delivery_fee, discount) VALUES (43, 17, '2023-10-28', 'online', NULL, NULL, 4.95, 0.0);
INSERT INTO order_items (order_item_id, order_id, product_id, quantity, unit_price) VALUES (1, 1, 1, 5, 6.5);
INSERT INTO order_items (order_item_id, order_id, product_id, quantity, unit_price) VALUES (2, 1, 22, 1, 2.5);
INSERT INTO order_items (order_item_id, order_id, product_id, quantity, unit_price) VALUES (3, 2, 8, 2, 8.5);
INSERT INTO order_items (order_item_id, order_id, product_id, quantity, unit_price) VALUES (4, 3, 28, 1, 3.5);
INSERT INTO order_items (order_item_id, order_id, product_id, quantity, unit_price) VALUES (5, 4, 2, 4, 8.95);
INSERT INTO order_items (order_item_id, order_id, product_id, quantity, unit_price) VALUES (6, 4, 25, 1, 11.0);
INSERT INTO order_items (order_item_id, order_id, product_id, quantity, unit_price) VALUES (7, 5, 5, 6, 5.75);
INSERT INTO order_items (order_item_id, order_id, product_id, quantity, unit_price) VALUES (8, 6, 18, 1, 74.99);
INSERT INTO order_items (order_item_id, order_id, product_id, quantity, unit_price) VALUES (9, 7, 32, 1, 22.0);
INSERT INTO order_items (order_item_id, order_id, product_id, quantity, unit_price) VALUES (10, 8, 11, 3, 3.95);
INSERT INTO order_items (order_item_id, order_id, product_id, quantity, unit_price) VALUES (11, 8, 34, 1, 18.0);
INSERT INTO order_items (order_item_id, order_id, product_id, quantity, unit_price) VALUES (12, 9, 3, 4, 9.99);
INSERT INTO order_items (order_item_id, order_id, product_id, quantity, unit_price) VALUES (13, 9, 16, 1, 5.49);
INSERT INTO order_items (order_item_id, order_id, product_id, quantity, unit_price) VALUES (14, 10, 6, 8, 7.25);
INSERT INTO order_items (order_item_id, order_id, product_id, quantity, unit_price) VALUES (15, 11, 10, 2, 14.95);
INSERT INTO order_items (order_item_id, order_id, product_id, quantity, unit_price) VALUES (16, 12, 1, 6, 6.5);
INSERT INTO order_items (order_item_id, order_id, product_id, quantity, unit_price) VALUES (17, 12, 29, 1, 5.0);
INSERT INTO order_items (order_item_id, order_id, product_id, quantity, unit_price) VALUES (18, 13, 12, 4, 4.5);
INSERT INTO order_items (order_item_id, order_id, product_id, quantity, unit_price) VALUES (19, 13, 23, 2, 3.25);
INSERT INTO order_items (order_item_id, order_id, product_id, quantity, unit_price) VALUES (20, 14, 4, 3, 12.5);
INSERT INTO order_items (order_item_id, order_id, product_id, quantity, unit_price) VALUES (21, 15, 33, 1, 29.5);
INSERT INTO order_items (order_item_id, order_id, product_id, quantity, unit_price) VALUES (22, 16, 9, 5, 7.8);
INSERT INTO order_items (order_item_id, order_id, product_id, quantity, unit_price) VALUES (23, 16, 31, 1, 6.0);
INSERT INTO order_items (order_item_id, order_id, product_id, quantity, unit_price) VALUES (24, 17, 20, 1, 39.0);
INSERT INTO order_items (order_item_id, order_id, product_id, quantity, unit_price) VALUES (25, 18, 2, 3, 8.95);
INSERT INTO order_items (order_item_id, order_id, product_id, quantity, unit_price) VALUES (26, 19, 36, 5, 6.0);
INSERT INTO order_items (order_item_id, order_id, product_id, quantity, unit_price) VALUES (27, 20, 5, 10, 5.75);
INSERT INTO order_items (order_item_id, order_id, product_id, quantity, unit_price) VALUES (28, 21, 19, 1, 6.49);
INSERT INTO order_items (order_item_id, order_id, product_id, quantity, unit_price) VALUES (29, 21, 11, 6, 3.95);
INSERT INTO order_items (order_item_id, order_id, product_id, quantity, unit_price) VALUES (30, 22, 26, 1, 12.0);
INSERT INTO order_items (order_item_id, order_id, product_id, quantity, unit_price) VALUES (31, 23, 1, 4, 6.5);
INSERT INTO order_items (order_item_id, order_id, product_id, quantity, unit_price) VALUES (32, 24, 2, 2, 8.95);
INSERT INTO order_items (order_item_id, order_id, product_id, quantity, unit_price) VALUES (33, 24, 24, 2, 5.95);
INSERT INTO order_items (order_item_id, order_id, product_id, quantity, unit_price) VALUES (34, 25, 27, 1, 34.5);
INSERT INTO order_items (order_item_id, order_id, product_id, quantity, unit_price) VALUES (35, 26, 34, 2, 18.0);
INSERT INTO order_items (order_item_id, order_id, product_id, quantity, unit_price) VALUES (36, 27, 10, 1, 14.95);
INSERT INTO order_items (order_item_id, order_id, product_id, quantity, unit_price) VALUES (37, 28, 6, 5, 7.25);
INSERT INTO order_items (order_item_id, order_id, product_id, quantity, unit_price) VALUES (38, 29, 30, 3, 4.5);
INSERT INTO order_items (order_item_id, order_id, product_id, quantity, unit_price) VALUES (39, 29, 22, 2, 2.5);
INSERT INTO order_items (order_item_id, order_id, product_id, quantity, unit_price) VALUES (40, 30, 3, 2, 9.99);
INSERT INTO order_items (order_item_id, order_id, product_id, quantity, unit_price) VALUES (41, 31, 1, 3, 6.5);
INSERT INTO order_items (order_item_id, order_id, product_id, quantity, unit_price) VALUES (42, 31, 17, 1, 7.99);
INSERT INTO order_items (order_item_id, order_id, product_id, quantity, unit_price) VALUES (43, 32, 36, 4, 6.0);
INSERT INTO order_items (order_item_id, order_id, product_id, quantity, unit_price) VALUES (44, 33, 6, 6, 7.25);
INSERT INTO order_items (order_item_id, order_id, product_id, quantity, unit_price) VALUES (45, 34, 5, 5, 5.75);
INSERT INTO order_items (order_item_id, order_id, product_id, quantity, unit_price) VALUES (46, 35, 4, 2, 12.5);
INSERT INTO order_items (order_item_id, order_id, product_id, quantity, unit_price) VALUES (47, 36, 8, 3, 7.65);
INSERT INTO order_items (order_item_id, order_id, product_id, quantity, unit_price) VALUES (48, 37, 11, 5, 3.95);
INSERT INTO order_items (order_item_id, order_id, product_id, quantity, unit_price) VALUES (49, 38, 20, 1, 39.0);
INSERT INTO order_items (order_item_id, order_id, product_id, quantity, unit_price) VALUES (50, 39, 2, 3, 8.95);
INSERT INTO order_items (order_item_id, order_id, product_id, quantity, unit_price) VALUES (51, 40, 12, 6, 4.5);
INSERT INTO order_items (order_item_id, order_id, product_id, quantity, unit_price) VALUES (52, 41, 9, 4, 7.8);
INSERT INTO order_items (order_item_id, order_id, product_id, quantity, unit_price) VALUES (53, 42, 28, 2, 3.5);
INSERT INTO order_items (order_item_id, order_id, product_id, quantity, unit_price) VALUES (54, 43, 18, 1, 74.99);
INSERT INTO order_items (order_item_id, order_id, product_id, quantity, unit_price) VALUES (55, 43, 23, 1, 3.25);
INSERT INTO order_items (order_item_id, order_id, product_id, quantity, unit_price) VALUES (56, 6, 15, 1, 4.99);
INSERT INTO order_items (order_item_id, order_id, product_id, quantity, unit_price) VALUES (57, 20, 29, 1, 5.0);
INSERT INTO order_items (order_item_id, order_id, product_id, quantity, unit_price) VALUES (58, 36, 22, 1, 2.5);
COMMIT;
