-- print_shop: a high-street print shop (snapshot date 2024-06-15)
PRAGMA foreign_keys = ON;

CREATE TABLE customers (
  customer_id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,                 -- person or organisation name
  customer_type TEXT NOT NULL,        -- business / private / school / charity
  city TEXT NOT NULL,                 -- city of the customer's address
  account_opened TEXT NOT NULL
);

CREATE TABLE products (
  product_id INTEGER PRIMARY KEY,
  product_name TEXT NOT NULL,
  category TEXT NOT NULL,             -- flyers / posters / business cards / banners / booklets / stickers / stationery
  paper_stock TEXT NOT NULL,
  unit_price REAL NOT NULL,           -- GBP per printed unit
  setup_fee REAL NOT NULL             -- GBP one-off setup charge per order line
);

CREATE TABLE orders (
  order_id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers(customer_id),
  order_date TEXT NOT NULL,           -- date the order was placed
  due_date TEXT NOT NULL,             -- date promised to the customer
  delivered_on TEXT,                  -- NULL = not delivered yet (as of 2024-06-15)
  rush INTEGER NOT NULL               -- 1 = rush (express) job
);

CREATE TABLE order_items (
  item_id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders(order_id),
  product_id INTEGER NOT NULL REFERENCES products(product_id),
  quantity INTEGER NOT NULL,
  line_total REAL NOT NULL            -- GBP = quantity * unit_price + setup_fee
);

INSERT INTO customers (customer_id, name, customer_type, city, account_opened) VALUES (1, 'Lincoln Primary School', 'school', 'Grantham', '2022-08-30');
INSERT INTO customers (customer_id, name, customer_type, city, account_opened) VALUES (2, 'Ruth Mills', 'private', 'Lincoln', '2023-03-14');
INSERT INTO customers (customer_id, name, customer_type, city, account_opened) VALUES (3, 'Daniel Mills', 'private', 'Newark', '2022-11-02');
INSERT INTO customers (customer_id, name, customer_type, city, account_opened) VALUES (4, 'Fenwick Estate Agents', 'business', 'Lincoln', '2021-05-19');
INSERT INTO customers (customer_id, name, customer_type, city, account_opened) VALUES (5, 'Harbour Street Cafe', 'business', 'Grantham', '2022-02-07');
INSERT INTO customers (customer_id, name, customer_type, city, account_opened) VALUES (6, 'Westgate Academy', 'school', 'Lincoln', '2021-09-01');
INSERT INTO customers (customer_id, name, customer_type, city, account_opened) VALUES (7, 'Brightside Yoga', 'business', 'Newark', '2023-01-23');
INSERT INTO customers (customer_id, name, customer_type, city, account_opened) VALUES (8, 'Sleaford Rotary Club', 'charity', 'Sleaford', '2022-04-11');
INSERT INTO customers (customer_id, name, customer_type, city, account_opened) VALUES (9, 'Priory Dental Care', 'business', 'Lincoln', '2020-10-05');
INSERT INTO customers (customer_id, name, customer_type, city, account_opened) VALUES (10, 'Kestrel Climbing Wall', 'business', 'Grantham', '2023-06-18');
INSERT INTO customers (customer_id, name, customer_type, city, account_opened) VALUES (11, 'Ollie Grant', 'private', 'Grantham', '2023-09-09');
INSERT INTO customers (customer_id, name, customer_type, city, account_opened) VALUES (12, 'Little Acorns Preschool', 'school', 'Newark', '2022-01-10');
INSERT INTO customers (customer_id, name, customer_type, city, account_opened) VALUES (13, 'Newark Food Bank', 'charity', 'Newark', '2021-11-30');
INSERT INTO customers (customer_id, name, customer_type, city, account_opened) VALUES (14, 'Hollis & Sons Plumbing', 'business', 'Sleaford', '2020-03-03');
INSERT INTO customers (customer_id, name, customer_type, city, account_opened) VALUES (15, 'Amira Nasser', 'private', 'Lincoln', '2024-01-12');
INSERT INTO customers (customer_id, name, customer_type, city, account_opened) VALUES (16, 'Castle Hill Running Club', 'charity', 'Lincoln', '2022-07-21');
INSERT INTO customers (customer_id, name, customer_type, city, account_opened) VALUES (17, 'Greenfield Garage', 'business', 'Newark', '2021-02-15');
INSERT INTO customers (customer_id, name, customer_type, city, account_opened) VALUES (18, 'Jonas Eriksen', 'private', 'Sleaford', '2023-12-01');

INSERT INTO products (product_id, product_name, category, paper_stock, unit_price, setup_fee) VALUES (1, 'A5 Flyers', 'flyers', '130gsm silk', 0.12, 15.00);
INSERT INTO products (product_id, product_name, category, paper_stock, unit_price, setup_fee) VALUES (2, 'A4 Flyers', 'flyers', '130gsm silk', 0.18, 15.00);
INSERT INTO products (product_id, product_name, category, paper_stock, unit_price, setup_fee) VALUES (3, 'DL Leaflets (folded)', 'flyers', '170gsm gloss', 0.22, 20.00);
INSERT INTO products (product_id, product_name, category, paper_stock, unit_price, setup_fee) VALUES (4, 'A3 Poster', 'posters', '170gsm gloss', 2.50, 10.00);
INSERT INTO products (product_id, product_name, category, paper_stock, unit_price, setup_fee) VALUES (5, 'A2 Poster', 'posters', '200gsm satin', 6.00, 10.00);
INSERT INTO products (product_id, product_name, category, paper_stock, unit_price, setup_fee) VALUES (6, 'A1 Poster', 'posters', '200gsm satin', 11.00, 12.00);
INSERT INTO products (product_id, product_name, category, paper_stock, unit_price, setup_fee) VALUES (7, 'Standard Business Cards', 'business cards', '400gsm matt', 0.08, 12.00);
INSERT INTO products (product_id, product_name, category, paper_stock, unit_price, setup_fee) VALUES (8, 'Premium Business Cards', 'business cards', '450gsm soft-touch', 0.15, 18.00);
INSERT INTO products (product_id, product_name, category, paper_stock, unit_price, setup_fee) VALUES (9, 'PVC Banner 2m', 'banners', '440gsm PVC', 45.00, 20.00);
INSERT INTO products (product_id, product_name, category, paper_stock, unit_price, setup_fee) VALUES (10, 'Roller Banner', 'banners', '220gsm polyester', 85.00, 25.00);
INSERT INTO products (product_id, product_name, category, paper_stock, unit_price, setup_fee) VALUES (11, 'A5 Booklet 8pp', 'booklets', '150gsm silk', 1.40, 30.00);
INSERT INTO products (product_id, product_name, category, paper_stock, unit_price, setup_fee) VALUES (12, 'A4 Booklet 16pp', 'booklets', '150gsm silk', 3.20, 40.00);
INSERT INTO products (product_id, product_name, category, paper_stock, unit_price, setup_fee) VALUES (13, 'Round Stickers 50mm', 'stickers', 'vinyl', 0.09, 10.00);
INSERT INTO products (product_id, product_name, category, paper_stock, unit_price, setup_fee) VALUES (14, 'Sheet Labels', 'stickers', 'paper label', 0.05, 8.00);
INSERT INTO products (product_id, product_name, category, paper_stock, unit_price, setup_fee) VALUES (15, 'Certificates A4', 'stationery', '300gsm board', 0.60, 10.00);
INSERT INTO products (product_id, product_name, category, paper_stock, unit_price, setup_fee) VALUES (16, 'Letterheads A4', 'stationery', '120gsm bond', 0.10, 15.00);

INSERT INTO orders (order_id, customer_id, order_date, due_date, delivered_on, rush) VALUES (1, 4, '2023-01-16', '2023-01-23', '2023-01-22', 0);
INSERT INTO orders (order_id, customer_id, order_date, due_date, delivered_on, rush) VALUES (2, 9, '2023-02-06', '2023-02-13', '2023-02-13', 0);
INSERT INTO orders (order_id, customer_id, order_date, due_date, delivered_on, rush) VALUES (3, 1, '2023-03-01', '2023-03-10', '2023-03-09', 0);
INSERT INTO orders (order_id, customer_id, order_date, due_date, delivered_on, rush) VALUES (4, 5, '2023-03-20', '2023-03-24', '2023-03-24', 1);
INSERT INTO orders (order_id, customer_id, order_date, due_date, delivered_on, rush) VALUES (5, 4, '2023-04-11', '2023-04-18', '2023-04-17', 0);
INSERT INTO orders (order_id, customer_id, order_date, due_date, delivered_on, rush) VALUES (6, 8, '2023-05-02', '2023-05-12', '2023-05-11', 0);
INSERT INTO orders (order_id, customer_id, order_date, due_date, delivered_on, rush) VALUES (7, 3, '2023-05-15', '2023-05-22', '2023-05-22', 0);
INSERT INTO orders (order_id, customer_id, order_date, due_date, delivered_on, rush) VALUES (8, 13, '2023-06-05', '2023-06-16', '2023-06-15', 0);
INSERT INTO orders (order_id, customer_id, order_date, due_date, delivered_on, rush) VALUES (9, 10, '2023-06-20', '2023-07-04', '2023-07-03', 0);
INSERT INTO orders (order_id, customer_id, order_date, due_date, delivered_on, rush) VALUES (10, 6, '2023-07-03', '2023-07-14', '2023-07-13', 0);
INSERT INTO orders (order_id, customer_id, order_date, due_date, delivered_on, rush) VALUES (11, 4, '2023-07-24', '2023-07-31', '2023-07-31', 0);
INSERT INTO orders (order_id, customer_id, order_date, due_date, delivered_on, rush) VALUES (12, 16, '2023-08-08', '2023-08-15', '2023-08-16', 1);
INSERT INTO orders (order_id, customer_id, order_date, due_date, delivered_on, rush) VALUES (13, 2, '2023-08-21', '2023-08-28', '2023-08-25', 0);
INSERT INTO orders (order_id, customer_id, order_date, due_date, delivered_on, rush) VALUES (14, 7, '2023-09-04', '2023-09-11', '2023-09-11', 0);
INSERT INTO orders (order_id, customer_id, order_date, due_date, delivered_on, rush) VALUES (15, 1, '2023-09-12', '2023-09-22', '2023-09-21', 0);
INSERT INTO orders (order_id, customer_id, order_date, due_date, delivered_on, rush) VALUES (16, 11, '2023-10-02', '2023-10-09', '2023-10-06', 0);
INSERT INTO orders (order_id, customer_id, order_date, due_date, delivered_on, rush) VALUES (17, 14, '2023-10-16', '2023-10-23', '2023-10-23', 0);
INSERT INTO orders (order_id, customer_id, order_date, due_date, delivered_on, rush) VALUES (18, 4, '2023-11-06', '2023-11-13', '2023-11-10', 0);
INSERT INTO orders (order_id, customer_id, order_date, due_date, delivered_on, rush) VALUES (19, 10, '2023-11-20', '2023-12-01', '2023-11-30', 0);
INSERT INTO orders (order_id, customer_id, order_date, due_date, delivered_on, rush) VALUES (20, 17, '2023-12-04', '2023-12-08', '2023-12-08', 1);
INSERT INTO orders (order_id, customer_id, order_date, due_date, delivered_on, rush) VALUES (21, 12, '2023-12-11', '2023-12-18', '2023-12-15', 0);
INSERT INTO orders (order_id, customer_id, order_date, due_date, delivered_on, rush) VALUES (22, 18, '2024-01-08', '2024-01-15', '2024-01-12', 0);
INSERT INTO orders (order_id, customer_id, order_date, due_date, delivered_on, rush) VALUES (23, 1, '2024-01-22', '2024-02-02', '2024-02-01', 0);
INSERT INTO orders (order_id, customer_id, order_date, due_date, delivered_on, rush) VALUES (24, 4, '2024-02-05', '2024-02-09', '2024-02-12', 1);
INSERT INTO orders (order_id, customer_id, order_date, due_date, delivered_on, rush) VALUES (25, 15, '2024-02-19', '2024-02-26', '2024-02-23', 0);
INSERT INTO orders (order_id, customer_id, order_date, due_date, delivered_on, rush) VALUES (26, 9, '2024-03-04', '2024-03-08', '2024-03-08', 1);
INSERT INTO orders (order_id, customer_id, order_date, due_date, delivered_on, rush) VALUES (27, 6, '2024-03-18', '2024-03-28', '2024-03-27', 0);
INSERT INTO orders (order_id, customer_id, order_date, due_date, delivered_on, rush) VALUES (28, 10, '2024-04-02', '2024-04-12', '2024-04-11', 0);
INSERT INTO orders (order_id, customer_id, order_date, due_date, delivered_on, rush) VALUES (29, 2, '2024-04-15', '2024-04-22', '2024-04-19', 0);
INSERT INTO orders (order_id, customer_id, order_date, due_date, delivered_on, rush) VALUES (30, 16, '2024-04-29', '2024-05-03', '2024-05-06', 1);
INSERT INTO orders (order_id, customer_id, order_date, due_date, delivered_on, rush) VALUES (31, 1, '2024-05-07', '2024-05-17', '2024-05-16', 0);
INSERT INTO orders (order_id, customer_id, order_date, due_date, delivered_on, rush) VALUES (32, 4, '2024-05-13', '2024-05-20', '2024-05-20', 0);
INSERT INTO orders (order_id, customer_id, order_date, due_date, delivered_on, rush) VALUES (33, 13, '2024-05-20', '2024-05-24', '2024-05-24', 1);
INSERT INTO orders (order_id, customer_id, order_date, due_date, delivered_on, rush) VALUES (34, 5, '2024-05-28', '2024-06-18', NULL, 0);
INSERT INTO orders (order_id, customer_id, order_date, due_date, delivered_on, rush) VALUES (35, 8, '2024-06-03', '2024-06-20', NULL, 0);
INSERT INTO orders (order_id, customer_id, order_date, due_date, delivered_on, rush) VALUES (36, 7, '2024-06-05', '2024-06-07', '2024-06-07', 1);
INSERT INTO orders (order_id, customer_id, order_date, due_date, delivered_on, rush) VALUES (37, 3, '2024-06-10', '2024-06-24', NULL, 0);
INSERT INTO orders (order_id, customer_id, order_date, due_date, delivered_on, rush) VALUES (38, 6, '2024-06-12', '2024-07-05', NULL, 0);
INSERT INTO orders (order_id, customer_id, order_date, due_date, delivered_on, rush) VALUES (39, 15, '2024-06-13', '2024-06-17', NULL, 1);
INSERT INTO orders (order_id, customer_id, order_date, due_date, delivered_on, rush) VALUES (40, 10, '2024-06-14', '2024-07-01', NULL, 0);

INSERT INTO order_items (item_id, order_id, product_id, quantity, line_total) VALUES (1, 1, 7, 500, 52.00);
INSERT INTO order_items (item_id, order_id, product_id, quantity, line_total) VALUES (2, 1, 16, 500, 65.00);
INSERT INTO order_items (item_id, order_id, product_id, quantity, line_total) VALUES (3, 2, 14, 1000, 58.00);
INSERT INTO order_items (item_id, order_id, product_id, quantity, line_total) VALUES (4, 3, 15, 60, 46.00);
INSERT INTO order_items (item_id, order_id, product_id, quantity, line_total) VALUES (5, 3, 11, 100, 170.00);
INSERT INTO order_items (item_id, order_id, product_id, quantity, line_total) VALUES (6, 4, 1, 1000, 135.00);
INSERT INTO order_items (item_id, order_id, product_id, quantity, line_total) VALUES (7, 5, 3, 2000, 460.00);
INSERT INTO order_items (item_id, order_id, product_id, quantity, line_total) VALUES (8, 6, 4, 40, 110.00);
INSERT INTO order_items (item_id, order_id, product_id, quantity, line_total) VALUES (9, 7, 7, 250, 32.00);
INSERT INTO order_items (item_id, order_id, product_id, quantity, line_total) VALUES (10, 8, 2, 1500, 285.00);
INSERT INTO order_items (item_id, order_id, product_id, quantity, line_total) VALUES (11, 8, 4, 25, 72.50);
INSERT INTO order_items (item_id, order_id, product_id, quantity, line_total) VALUES (12, 9, 10, 6, 535.00);
INSERT INTO order_items (item_id, order_id, product_id, quantity, line_total) VALUES (13, 9, 9, 2, 110.00);
INSERT INTO order_items (item_id, order_id, product_id, quantity, line_total) VALUES (14, 10, 12, 200, 680.00);
INSERT INTO order_items (item_id, order_id, product_id, quantity, line_total) VALUES (15, 11, 8, 500, 93.00);
INSERT INTO order_items (item_id, order_id, product_id, quantity, line_total) VALUES (16, 12, 9, 2, 110.00);
INSERT INTO order_items (item_id, order_id, product_id, quantity, line_total) VALUES (17, 12, 13, 500, 55.00);
INSERT INTO order_items (item_id, order_id, product_id, quantity, line_total) VALUES (18, 13, 5, 5, 40.00);
INSERT INTO order_items (item_id, order_id, product_id, quantity, line_total) VALUES (19, 14, 1, 500, 75.00);
INSERT INTO order_items (item_id, order_id, product_id, quantity, line_total) VALUES (20, 14, 6, 2, 34.00);
INSERT INTO order_items (item_id, order_id, product_id, quantity, line_total) VALUES (21, 15, 15, 90, 64.00);
INSERT INTO order_items (item_id, order_id, product_id, quantity, line_total) VALUES (22, 16, 13, 200, 28.00);
INSERT INTO order_items (item_id, order_id, product_id, quantity, line_total) VALUES (23, 17, 8, 250, 55.50);
INSERT INTO order_items (item_id, order_id, product_id, quantity, line_total) VALUES (24, 17, 16, 1000, 115.00);
INSERT INTO order_items (item_id, order_id, product_id, quantity, line_total) VALUES (25, 18, 1, 2500, 315.00);
INSERT INTO order_items (item_id, order_id, product_id, quantity, line_total) VALUES (26, 18, 4, 20, 60.00);
INSERT INTO order_items (item_id, order_id, product_id, quantity, line_total) VALUES (27, 19, 10, 4, 365.00);
INSERT INTO order_items (item_id, order_id, product_id, quantity, line_total) VALUES (28, 20, 2, 1000, 195.00);
INSERT INTO order_items (item_id, order_id, product_id, quantity, line_total) VALUES (29, 20, 14, 2000, 108.00);
INSERT INTO order_items (item_id, order_id, product_id, quantity, line_total) VALUES (30, 21, 11, 150, 240.00);
INSERT INTO order_items (item_id, order_id, product_id, quantity, line_total) VALUES (31, 22, 7, 250, 32.00);
INSERT INTO order_items (item_id, order_id, product_id, quantity, line_total) VALUES (32, 23, 4, 30, 85.00);
INSERT INTO order_items (item_id, order_id, product_id, quantity, line_total) VALUES (33, 23, 12, 120, 424.00);
INSERT INTO order_items (item_id, order_id, product_id, quantity, line_total) VALUES (34, 24, 3, 1500, 350.00);
INSERT INTO order_items (item_id, order_id, product_id, quantity, line_total) VALUES (35, 24, 6, 3, 45.00);
INSERT INTO order_items (item_id, order_id, product_id, quantity, line_total) VALUES (36, 25, 5, 3, 28.00);
INSERT INTO order_items (item_id, order_id, product_id, quantity, line_total) VALUES (37, 26, 2, 800, 159.00);
INSERT INTO order_items (item_id, order_id, product_id, quantity, line_total) VALUES (38, 27, 15, 250, 160.00);
INSERT INTO order_items (item_id, order_id, product_id, quantity, line_total) VALUES (39, 27, 5, 10, 70.00);
INSERT INTO order_items (item_id, order_id, product_id, quantity, line_total) VALUES (40, 28, 10, 3, 280.00);
INSERT INTO order_items (item_id, order_id, product_id, quantity, line_total) VALUES (41, 28, 1, 1500, 195.00);
INSERT INTO order_items (item_id, order_id, product_id, quantity, line_total) VALUES (42, 29, 4, 12, 40.00);
INSERT INTO order_items (item_id, order_id, product_id, quantity, line_total) VALUES (43, 30, 1, 2000, 255.00);
INSERT INTO order_items (item_id, order_id, product_id, quantity, line_total) VALUES (44, 30, 13, 1000, 100.00);
INSERT INTO order_items (item_id, order_id, product_id, quantity, line_total) VALUES (45, 31, 11, 200, 310.00);
INSERT INTO order_items (item_id, order_id, product_id, quantity, line_total) VALUES (46, 31, 15, 60, 46.00);
INSERT INTO order_items (item_id, order_id, product_id, quantity, line_total) VALUES (47, 32, 8, 500, 93.00);
INSERT INTO order_items (item_id, order_id, product_id, quantity, line_total) VALUES (48, 33, 2, 2000, 375.00);
INSERT INTO order_items (item_id, order_id, product_id, quantity, line_total) VALUES (49, 34, 6, 4, 56.00);
INSERT INTO order_items (item_id, order_id, product_id, quantity, line_total) VALUES (50, 34, 14, 500, 33.00);
INSERT INTO order_items (item_id, order_id, product_id, quantity, line_total) VALUES (51, 35, 12, 100, 360.00);
INSERT INTO order_items (item_id, order_id, product_id, quantity, line_total) VALUES (52, 36, 1, 1000, 135.00);
INSERT INTO order_items (item_id, order_id, product_id, quantity, line_total) VALUES (53, 37, 16, 250, 40.00);
INSERT INTO order_items (item_id, order_id, product_id, quantity, line_total) VALUES (54, 38, 11, 300, 450.00);
INSERT INTO order_items (item_id, order_id, product_id, quantity, line_total) VALUES (55, 38, 4, 20, 60.00);
INSERT INTO order_items (item_id, order_id, product_id, quantity, line_total) VALUES (56, 39, 7, 500, 52.00);
INSERT INTO order_items (item_id, order_id, product_id, quantity, line_total) VALUES (57, 40, 9, 3, 155.00);
INSERT INTO order_items (item_id, order_id, product_id, quantity, line_total) VALUES (58, 40, 6, 2, 34.00);
