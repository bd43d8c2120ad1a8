PRAGMA foreign_keys = ON;
CREATE TABLE branches (
  branch_id INTEGER PRIMARY KEY,
  branch_name TEXT NOT NULL,
  town TEXT NOT NULL,
  opened_on DATE NOT NULL,
  manager_name TEXT NOT NULL,
  seats INTEGER            -- NULL = takeaway only, no seating
);
CREATE TABLE products (
  product_id INTEGER PRIMARY KEY,
  product_name TEXT NOT NULL,
  category TEXT NOT NULL,
  unit_cost REAL NOT NULL,     -- what it costs the bakery to make
  retail_price REAL NOT NULL,  -- what the customer pays
  launched_on DATE NOT NULL,
  discontinued_on DATE         -- NULL = still on sale
);
CREATE TABLE customers (
  customer_id INTEGER PRIMARY KEY,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  home_town TEXT NOT NULL,
  joined_on DATE NOT NULL,
  favourite_branch_id INTEGER REFERENCES branches(branch_id)  -- NULL = none given
);
CREATE TABLE orders (
  order_id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers(customer_id),
  branch_id INTEGER NOT NULL REFERENCES branches(branch_id),
  product_id INTEGER NOT NULL REFERENCES products(product_id),
  quantity INTEGER NOT NULL,
  order_date DATE NOT NULL,
  pickup_date DATE,            -- NULL = not collected yet
  rating INTEGER               -- 1..5, NULL = not rated
);

INSERT INTO branches (branch_id, branch_name, town, opened_on, manager_name, seats) VALUES (1, 'Millbrook High Street', 'Millbrook', '2015-03-14', 'Ruth Okafor', 24);
INSERT INTO branches (branch_id, branch_name, town, opened_on, manager_name, seats) VALUES (2, 'Millbrook Station', 'Millbrook', '2019-09-02', 'Tomasz Wren', NULL);
INSERT INTO branches (branch_id, branch_name, town, opened_on, manager_name, seats) VALUES (3, 'Ashby Green', 'Ashby', '2016-06-20', 'Helen Brennan', 18);
INSERT INTO branches (branch_id, branch_name, town, opened_on, manager_name, seats) VALUES (4, 'Carrow Quay', 'Carrow', '2017-11-05', 'Samir Haddad', 30);
INSERT INTO branches (branch_id, branch_name, town, opened_on, manager_name, seats) VALUES (5, 'Dunmere Market', 'Dunmere', '2018-04-11', 'Claire Fitch', 12);
INSERT INTO branches (branch_id, branch_name, town, opened_on, manager_name, seats) VALUES (6, 'Eastcliff Parade', 'Eastcliff', '2020-02-28', 'Owen Pryce', NULL);
INSERT INTO branches (branch_id, branch_name, town, opened_on, manager_name, seats) VALUES (7, 'Fenwick Corner', 'Fenwick', '2014-08-09', 'Maria Lopes', 16);
INSERT INTO branches (branch_id, branch_name, town, opened_on, manager_name, seats) VALUES (8, 'Glenholt Square', 'Glenholt', '2021-05-17', 'Priya Nair', 20);
INSERT INTO branches (branch_id, branch_name, town, opened_on, manager_name, seats) VALUES (9, 'Harwood Mill', 'Harwood', '2016-10-30', 'James Caddick', 28);
INSERT INTO branches (branch_id, branch_name, town, opened_on, manager_name, seats) VALUES (10, 'Kelby Road', 'Kelby', '2022-01-10', 'Aisha Bello', NULL);
INSERT INTO branches (branch_id, branch_name, town, opened_on, manager_name, seats) VALUES (11, 'Lowther Arcade', 'Lowther', '2019-03-23', 'Niall Brennan', 10);
INSERT INTO branches (branch_id, branch_name, town, opened_on, manager_name, seats) VALUES (12, 'Marsh End', 'Marsh End', '2023-07-01', 'Greta Holm', 14);
INSERT INTO branches (branch_id, branch_name, town, opened_on, manager_name, seats) VALUES (13, 'Northgate', 'Carrow', '2020-09-15', 'Ben Adeyemi', 22);
INSERT INTO branches (branch_id, branch_name, town, opened_on, manager_name, seats) VALUES (14, 'Penrose Lane', 'Penrose', '2024-02-05', 'Lucy Tamsin', NULL);
INSERT INTO branches (branch_id, branch_name, town, opened_on, manager_name, seats) VALUES (15, 'Quarry Hill', 'Ashby', '2018-12-01', 'Dev Sharma', 26);
INSERT INTO products (product_id, product_name, category, unit_cost, retail_price, launched_on, discontinued_on) VALUES (1, 'Sourdough Loaf', 'bread', 1.1, 4.2, '2015-03-14', NULL);
INSERT INTO products (product_id, product_name, category, unit_cost, retail_price, launched_on, discontinued_on) VALUES (2, 'Seeded Rye', 'bread', 1.25, 4.5, '2016-01-10', NULL);
INSERT INTO products (product_id, product_name, category, unit_cost, retail_price, launched_on, discontinued_on) VALUES (3, 'White Bloomer', 'bread', 0.7, 2.8, '2015-03-14', NULL);
INSERT INTO products (product_id, product_name, category, unit_cost, retail_price, launched_on, discontinued_on) VALUES (4, 'Butter Croissant', 'pastry', 0.45, 1.9, '2015-03-14', NULL);
INSERT INTO products (product_id, product_name, category, unit_cost, retail_price, launched_on, discontinued_on) VALUES (5, 'Pain au Chocolat', 'pastry', 0.55, 2.1, '2015-05-01', NULL);
INSERT INTO products (product_id, product_name, category, unit_cost, retail_price, launched_on, discontinued_on) VALUES (6, 'Almond Croissant', 'pastry', 0.8, 2.6, '2017-09-12', NULL);
INSERT INTO products (product_id, product_name, category, unit_cost, retail_price, launched_on, discontinued_on) VALUES (7, 'Cinnamon Knot', 'pastry', 0.6, 2.4, '2019-10-01', NULL);
INSERT INTO products (product_id, product_name, category, unit_cost, retail_price, launched_on, discontinued_on) VALUES (8, 'Cardamom Bun', 'pastry', 0.65, 2.5, '2021-02-15', '2024-06-30');
INSERT INTO products (product_id, product_name, category, unit_cost, retail_price, launched_on, discontinued_on) VALUES (9, 'Lemon Drizzle Slice', 'cake', 0.5, 2.3, '2016-04-04', NULL);
INSERT INTO products (product_id, product_name, category, unit_cost, retail_price, launched_on, discontinued_on) VALUES (10, 'Carrot Cake Slice', 'cake', 0.7, 2.95, '2016-04-04', NULL);
INSERT INTO products (product_id, product_name, category, unit_cost, retail_price, launched_on, discontinued_on) VALUES (11, 'Chocolate Fudge Cake', 'cake', 6.5, 22.0, '2017-02-14', NULL);
INSERT INTO products (product_id, product_name, category, unit_cost, retail_price, launched_on, discontinued_on) VALUES (12, 'Victoria Sponge', 'cake', 5.2, 18.5, '2015-06-01', NULL);
INSERT INTO products (product_id, product_name, category, unit_cost, retail_price, launched_on, discontinued_on) VALUES (13, 'Celebration Tier Cake', 'cake', 24.0, 65.0, '2020-03-01', NULL);
INSERT INTO products (product_id, product_name, category, unit_cost, retail_price, launched_on, discontinued_on) VALUES (14, 'Cheese Scone', 'savoury', 0.4, 1.8, '2015-03-14', NULL);
INSERT INTO products (product_id, product_name, category, unit_cost, retail_price, launched_on, discontinued_on) VALUES (15, 'Sausage Roll', 'savoury', 0.75, 2.7, '2015-03-14', NULL);
INSERT INTO products (product_id, product_name, category, unit_cost, retail_price, launched_on, discontinued_on) VALUES (16, 'Spinach Feta Pasty', 'savoury', 0.95, 3.4, '2018-08-20', '2023-12-31');
INSERT INTO products (product_id, product_name, category, unit_cost, retail_price, launched_on, discontinued_on) VALUES (17, 'Quiche Lorraine Slice', 'savoury', 1.05, 3.6, '2019-01-07', NULL);
INSERT INTO products (product_id, product_name, category, unit_cost, retail_price, launched_on, discontinued_on) VALUES (18, 'Flat White', 'drink', 0.35, 3.1, '2017-11-05', NULL);
INSERT INTO products (product_id, product_name, category, unit_cost, retail_price, launched_on, discontinued_on) VALUES (19, 'Hot Chocolate', 'drink', 0.4, 3.3, '2017-11-05', NULL);
INSERT INTO products (product_id, product_name, category, unit_cost, retail_price, launched_on, discontinued_on) VALUES (20, 'Pumpkin Spice Latte', 'drink', 0.55, 3.8, '2020-09-01', '2022-11-30');
INSERT INTO customers (customer_id, first_name, last_name, home_town, joined_on, favourite_branch_id) VALUES (1, 'Daniel', 'Okafor', 'Millbrook', '2019-02-11', 1);
INSERT INTO customers (customer_id, first_name, last_name, home_town, joined_on, favourite_branch_id) VALUES (2, 'Grace', 'Okafor', 'Carrow', '2020-07-19', 4);
INSERT INTO customers (customer_id, first_name, last_name, home_town, joined_on, favourite_branch_id) VALUES (3, 'Sean', 'Brennan', 'Ashby', '2018-05-03', 3);
INSERT INTO customers (customer_id, first_name, last_name, home_town, joined_on, favourite_branch_id) VALUES (4, 'Maeve', 'Brennan', 'Lowther', '2021-10-22', 11);
INSERT INTO customers (customer_id, first_name, last_name, home_town, joined_on, favourite_branch_id) VALUES (5, 'Ivy', 'Marsh', 'Dunmere', '2019-06-30', 5);
INSERT INTO customers (customer_id, first_name, last_name, home_town, joined_on, favourite_branch_id) VALUES (6, 'Felix', 'Ward', 'Millbrook', '2022-01-15', 2);
INSERT INTO customers (customer_id, first_name, last_name, home_town, joined_on, favourite_branch_id) VALUES (7, 'Nadia', 'Rahman', 'Harwood', '2017-12-01', 9);
INSERT INTO customers (customer_id, first_name, last_name, home_town, joined_on, favourite_branch_id) VALUES (8, 'Oliver', 'Penrose', 'Kelby', '2023-03-09', NULL);
INSERT INTO customers (customer_id, first_name, last_name, home_town, joined_on, favourite_branch_id) VALUES (9, 'Chloe', 'Dunn', 'Fenwick', '2016-09-14', 7);
INSERT INTO customers (customer_id, first_name, last_name, home_town, joined_on, favourite_branch_id) VALUES (10, 'Marcus', 'Lee', 'Glenholt', '2021-06-05', 8);
INSERT INTO customers (customer_id, first_name, last_name, home_town, joined_on, favourite_branch_id) VALUES (11, 'Hannah', 'Carrow', 'Eastcliff', '2020-11-28', 6);
INSERT INTO customers (customer_id, first_name, last_name, home_town, joined_on, favourite_branch_id) VALUES (12, 'Yusuf', 'Demir', 'Carrow', '2019-04-17', 13);
INSERT INTO customers (customer_id, first_name, last_name, home_town, joined_on, favourite_branch_id) VALUES (13, 'Ella', 'Whitcombe', 'Ashby', '2022-08-08', 15);
INSERT INTO customers (customer_id, first_name, last_name, home_town, joined_on, favourite_branch_id) VALUES (14, 'Ravi', 'Patel', 'Harwood', '2018-02-20', NULL);
INSERT INTO customers (customer_id, first_name, last_name, home_town, joined_on, favourite_branch_id) VALUES (15, 'Sophie', 'Kerr', 'Marsh End', '2023-07-04', 12);
INSERT INTO customers (customer_id, first_name, last_name, home_town, joined_on, favourite_branch_id) VALUES (16, 'Tom', 'Ashby', 'Penrose', '2024-02-10', 14);
INSERT INTO customers (customer_id, first_name, last_name, home_town, joined_on, favourite_branch_id) VALUES (17, 'Lena', 'Vogel', 'Millbrook', '2020-03-03', 1);
INSERT INTO customers (customer_id, first_name, last_name, home_town, joined_on, favourite_branch_id) VALUES (18, 'Kofi', 'Mensah', 'Kelby', '2022-02-14', 10);
INSERT INTO customers (customer_id, first_name, last_name, home_town, joined_on, favourite_branch_id) VALUES (19, 'Alice', 'Fenwick', 'Dunmere', '2017-07-07', NULL);
INSERT INTO customers (customer_id, first_name, last_name, home_town, joined_on, favourite_branch_id) VALUES (20, 'George', 'Hale', 'Glenholt', '2021-12-12', 8);
INSERT INTO customers (customer_id, first_name, last_name, home_town, joined_on, favourite_branch_id) VALUES (21, 'Isla', 'Moray', 'Lowther', '2019-09-09', 11);
INSERT INTO customers (customer_id, first_name, last_name, home_town, joined_on, favourite_branch_id) VALUES (22, 'Peter', 'Quinn', 'Eastcliff', '2023-01-21', 6);
INSERT INTO customers (customer_id, first_name, last_name, home_town, joined_on, favourite_branch_id) VALUES (23, 'Zara', 'Iqbal', 'Millbrook', '2018-10-10', 2);
INSERT INTO customers (customer_id, first_name, last_name, home_town, joined_on, favourite_branch_id) VALUES (24, 'Liam', 'Doyle', 'Fenwick', '2020-05-25', NULL);
INSERT INTO customers (customer_id, first_name, last_name, home_town, joined_on, favourite_branch_id) VALUES (25, 'Ruby', 'Stone', 'Carrow', '2024-04-02', 4);
INSERT INTO customers (customer_id, first_name, last_name, home_town, joined_on, favourite_branch_id) VALUES (26, 'Adam', 'Novak', 'Ashby', '2016-12-19', 3);
INSERT INTO customers (customer_id, first_name, last_name, home_town, joined_on, favourite_branch_id) VALUES (27, 'Mei', 'Chen', 'Harwood', '2021-03-30', 9);
INSERT INTO customers (customer_id, first_name, last_name, home_town, joined_on, favourite_branch_id) VALUES (28, 'Jonah', 'Bright', 'Westfield', '2022-06-16', NULL);
INSERT INTO customers (customer_id, first_name, last_name, home_town, joined_on, favourite_branch_id) VALUES (29, 'Tara', 'Okonjo', 'Dunmere', '2023-09-01', 5);
INSERT INTO customers (customer_id, first_name, last_name, home_town, joined_on, favourite_branch_id) VALUES (30, 'Will', 'Sutton', 'Kelby', '2019-01-05', 10);
INSERT INTO orders (order_id, customer_id, branch_id, product_id, quantity, order_date, pickup_date, rating) VALUES (1, 5, 5, 5, 6, '2023-04-13', '2023-04-16', 4);
INSERT INTO orders (order_id, customer_id, branch_id, product_id, quantity, order_date, pickup_date, rating) VALUES (2, 22, 6, 4, 1, '2023-05-06', '2023-05-06', 5);
INSERT INTO orders (order_id, customer_id, branch_id, product_id, quantity, order_date, pickup_date, rating) VALUES (3, 13, 15, 16, 3, '2023-05-07', '2023-05-09', 2);
INSERT INTO orders (order_id, customer_id, branch_id, product_id, quantity, order_date, pickup_date, rating) VALUES (4, 3, 3, 7, 12, '2023-05-12', '2023-05-17', 1);
INSERT INTO orders (order_id, customer_id, branch_id, product_id, quantity, order_date, pickup_date, rating) VALUES (5, 6, 2, 4, 12, '2023-05-21', '2023-05-26', NULL);
INSERT INTO orders (order_id, customer_id, branch_id, product_id, quantity, order_date, pickup_date, rating) VALUES (6, 13, 15, 7, 1, '2023-06-20', '2023-06-20', 2);
INSERT INTO orders (order_id, customer_id, branch_id, product_id, quantity, order_date, pickup_date, rating) VALUES (7, 1, 1, 9, 1, '2023-08-08', '2023-08-08', NULL);
INSERT INTO orders (order_id, customer_id, branch_id, product_id, quantity, order_date, pickup_date, rating) VALUES (8, 11, 6, 19, 3, '2023-08-19', '2023-08-22', NULL);
INSERT INTO orders (order_id, customer_id, branch_id, product_id, quantity, order_date, pickup_date, rating) VALUES (9, 3, 3, 15, 4, '2023-08-26', '2023-08-29', 3);
INSERT INTO orders (order_id, customer_id, branch_id, product_id, quantity, order_date, pickup_date, rating) VALUES (10, 2, 4, 4, 2, '2023-08-29', '2023-09-03', NULL);
INSERT INTO orders (order_id, customer_id, branch_id, product_id, quantity, order_date, pickup_date, rating) VALUES (11, 21, 11, 12, 1, '2023-09-04', '2023-09-07', 5);
INSERT INTO orders (order_id, customer_id, branch_id, product_id, quantity, order_date, pickup_date, rating) VALUES (12, 11, 6, 8, 1, '2023-09-07', '2023-09-08', 3);
INSERT INTO orders (order_id, customer_id, branch_id, product_id, quantity, order_date, pickup_date, rating) VALUES (13, 6, 8, 18, 12, '2023-09-08', '2023-09-08', 2);
INSERT INTO orders (order_id, customer_id, branch_id, product_id, quantity, order_date, pickup_date, rating) VALUES (14, 12, 13, 16, 2, '2023-09-15', '2023-09-18', 4);
INSERT INTO orders (order_id, customer_id, branch_id, product_id, quantity, order_date, pickup_date, rating) VALUES (15, 3, 3, 15, 2, '2023-09-17', '2023-09-20', NULL);
INSERT INTO orders (order_id, customer_id, branch_id, product_id, quantity, order_date, pickup_date, rating) VALUES (16, 14, 2, 17, 1, '2023-09-28', '2023-09-29', 4);
INSERT INTO orders (order_id, customer_id, branch_id, product_id, quantity, order_date, pickup_date, rating) VALUES (17, 22, 8, 14, 1, '2023-10-09', '2023-10-12', 3);
INSERT INTO orders (order_id, customer_id, branch_id, product_id, quantity, order_date, pickup_date, rating) VALUES (18, 7, 9, 9, 12, '2023-11-02', '2023-11-03', 5);
INSERT INTO orders (order_id, customer_id, branch_id, product_id, quantity, order_date, pickup_date, rating) VALUES (19, 29, 5, 7, 1, '2023-11-07', '2023-11-10', 5);
INSERT INTO orders (order_id, customer_id, branch_id, product_id, quantity, order_date, pickup_date, rating) VALUES (20, 13, 3, 11, 1, '2023-11-17', '2023-11-19', 5);
INSERT INTO orders (order_id, customer_id, branch_id, product_id, quantity, order_date, pickup_date, rating) VALUES (21, 23, 2, 16, 12, '2023-11-30', '2023-12-01', 1);
INSERT INTO orders (order_id, customer_id, branch_id, product_id, quantity, order_date, pickup_date, rating) VALUES (22, 11, 6, 6, 3, '2023-12-16', '2023-12-17', 2);
INSERT INTO orders (order_id, customer_id, branch_id, product_id, quantity, order_date, pickup_date, rating) VALUES (23, 13, 15, 13, 1, '2023-12-24', '2023-12-24', 4);
INSERT INTO orders (order_id, customer_id, branch_id, product_id, quantity, order_date, pickup_date, rating) VALUES (24, 7, 9, 16, 1, '2023-12-27', '2024-01-01', 4);
INSERT INTO orders (order_id, customer_id, branch_id, product_id, quantity, order_date, pickup_date, rating) VALUES (25, 1, 1, 1, 2, '2024-01-14', '2024-01-14', 2);
INSERT INTO orders (order_id, customer_id, branch_id, product_id, quantity, order_date, pickup_date, rating) VALUES (26, 7, 15, 11, 1, '2024-01-21', '2024-01-22', 3);
INSERT INTO orders (order_id, customer_id, branch_id, product_id, quantity, order_date, pickup_date, rating) VALUES (27, 19, 12, 11, 1, '2024-02-12', '2024-02-14', 2);
INSERT INTO orders (order_id, customer_id, branch_id, product_id, quantity, order_date, pickup_date, rating) VALUES (28, 10, 8, 19, 4, '2024-02-28', '2024-02-28', 5);
INSERT INTO orders (order_id, customer_id, branch_id, product_id, quantity, order_date, pickup_date, rating) VALUES (29, 10, 8, 13, 1, '2024-03-01', '2024-03-01', NULL);
INSERT INTO orders (order_id, customer_id, branch_id, product_id, quantity, order_date, pickup_date, rating) VALUES (30, 29, 2, 8, 12, '2024-03-13', '2024-03-16', 3);
INSERT INTO orders (order_id, customer_id, branch_id, product_id, quantity, order_date, pickup_date, rating) VALUES (31, 5, 2, 1, 12, '2024-03-25', '2024-03-30', 5);
INSERT INTO orders (order_id, customer_id, branch_id, product_id, quantity, order_date, pickup_date, rating) VALUES (32, 3, 10, 14, 1, '2024-04-10', '2024-04-15', 5);
INSERT INTO orders (order_id, customer_id, branch_id, product_id, quantity, order_date, pickup_date, rating) VALUES (33, 6, 11, 4, 3, '2024-04-13', '2024-04-16', 1);
INSERT INTO orders (order_id, customer_id, branch_id, product_id, quantity, order_date, pickup_date, rating) VALUES (34, 23, 2, 17, 1, '2024-04-18', '2024-04-19', 1);
INSERT INTO orders (order_id, customer_id, branch_id, product_id, quantity, order_date, pickup_date, rating) VALUES (35, 10, 15, 14, 6, '2024-05-03', '2024-05-08', 4);
INSERT INTO orders (order_id, customer_id, branch_id, product_id, quantity, order_date, pickup_date, rating) VALUES (36, 1, 1, 15, 1, '2024-05-06', '2024-05-11', 4);
INSERT INTO orders (order_id, customer_id, branch_id, product_id, quantity, order_date, pickup_date, rating) VALUES (37, 12, 13, 17, 1, '2024-05-12', '2024-05-12', 5);
INSERT INTO orders (order_id, customer_id, branch_id, product_id, quantity, order_date, pickup_date, rating) VALUES (38, 12, 13, 18, 4, '2024-05-19', '2024-05-21', 5);
INSERT INTO orders (order_id, customer_id, branch_id, product_id, quantity, order_date, pickup_date, rating) VALUES (39, 25, 1, 13, 1, '2024-05-22', '2024-05-25', NULL);
INSERT INTO orders (order_id, customer_id, branch_id, product_id, quantity, order_date, pickup_date, rating) VALUES (40, 25, 4, 5, 2, '2024-05-26', '2024-05-26', NULL);
INSERT INTO orders (order_id, customer_id, branch_id, product_id, quantity, order_date, pickup_date, rating) VALUES (41, 28, 6, 19, 1, '2024-05-28', '2024-05-30', 1);
INSERT INTO orders (order_id, customer_id, branch_id, product_id, quantity, order_date, pickup_date, rating) VALUES (42, 6, 2, 7, 2, '2024-06-06', '2024-06-11', 5);
INSERT INTO orders (order_id, customer_id, branch_id, product_id, quantity, order_date, pickup_date, rating) VALUES (43, 27, 1, 5, 1, '2024-06-14', '2024-06-14', 4);
INSERT INTO orders (order_id, customer_id, branch_id, product_id, quantity, order_date, pickup_date, rating) VALUES (44, 30, 5, 14, 1, '2024-07-05', '2024-07-05', NULL);
INSERT INTO orders (order_id, customer_id, branch_id, product_id, quantity, order_date, pickup_date, rating) VALUES (45, 16, 14, 15, 2, '2024-09-07', '2024-09-08', NULL);
INSERT INTO orders (order_id, customer_id, branch_id, product_id, quantity, order_date, pickup_date, rating) VALUES (46, 23, 4, 7, 3, '2024-09-16', '2024-09-21', NULL);
INSERT INTO orders (order_id, customer_id, branch_id, product_id, quantity, order_date, pickup_date, rating) VALUES (47, 14, 7, 3, 6, '2024-10-01', '2024-10-03', 5);
INSERT INTO orders (order_id, customer_id, branch_id, product_id, quantity, order_date, pickup_date, rating) VALUES (48, 25, 4, 10, 1, '2024-10-16', '2024-10-16', NULL);
INSERT INTO orders (order_id, customer_id, branch_id, product_id, quantity, order_date, pickup_date, rating) VALUES (49, 25, 4, 15, 2, '2024-10-16', '2024-10-21', 4);
INSERT INTO orders (order_id, customer_id, branch_id, product_id, quantity, order_date, pickup_date, rating) VALUES (50, 13, 5, 5, 4, '2024-10-20', '2024-10-21', 4);
INSERT INTO orders (order_id, customer_id, branch_id, product_id, quantity, order_date, pickup_date, rating) VALUES (51, 8, 1, 11, 1, '2024-11-08', NULL, NULL);
INSERT INTO orders (order_id, customer_id, branch_id, product_id, quantity, order_date, pickup_date, rating) VALUES (52, 26, 3, 12, 1, '2024-11-10', NULL, NULL);
INSERT INTO orders (order_id, customer_id, branch_id, product_id, quantity, order_date, pickup_date, rating) VALUES (53, 2, 4, 13, 1, '2024-11-12', NULL, NULL);
INSERT INTO orders (order_id, customer_id, branch_id, product_id, quantity, order_date, pickup_date, rating) VALUES (54, 17, 1, 1, 2, '2024-11-13', NULL, NULL);
INSERT INTO orders (order_id, customer_id, branch_id, product_id, quantity, order_date, pickup_date, rating) VALUES (55, 4, 11, 6, 3, '2024-11-14', NULL, NULL);
