-- florist: a town flower shop with its own delivery drivers -- customers, staff, catalogue, orders and order lines (Jan-Jun 2024)
BEGIN TRANSACTION;
CREATE TABLE customers (
  customer_id INTEGER PRIMARY KEY,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  company_name TEXT, -- NULL = private customer, not ordering for a business
  phone TEXT, -- NULL = no phone number on file
  city TEXT NOT NULL,
  joined_on TEXT NOT NULL,
  is_newsletter INTEGER NOT NULL CHECK (is_newsletter IN (0,1))
);
CREATE TABLE staff (
  staff_id INTEGER PRIMARY KEY,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  role TEXT NOT NULL,
  hired_on TEXT NOT NULL,
  left_on TEXT, -- NULL = still works at the shop
  hourly_rate REAL NOT NULL
);
CREATE TABLE products (
  product_id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  category TEXT NOT NULL,
  list_price REAL NOT NULL,
  cost_price REAL NOT NULL,
  is_seasonal INTEGER NOT NULL CHECK (is_seasonal IN (0,1))
);
CREATE TABLE orders (
  order_id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers(customer_id),
  staff_id INTEGER REFERENCES staff(staff_id), -- NULL = not yet assigned to a florist
  driver_id INTEGER REFERENCES staff(staff_id), -- NULL = no driver: collected from the shop, cancelled, or still pending
  order_date TEXT NOT NULL,
  delivery_date TEXT, -- NULL = no delivery: collected from the shop or cancelled (pending deliveries hold the planned date)
  delivery_city TEXT, -- NULL = no delivery: collected from the shop or cancelled
  recipient_name TEXT, -- NULL = flowers are for the customer themself
  occasion TEXT, -- NULL = customer gave no occasion
  delivery_fee REAL, -- NULL = no delivery (collected or cancelled), so no fee
  total_amount REAL NOT NULL,
  status TEXT NOT NULL,
  is_paid INTEGER NOT NULL CHECK (is_paid IN (0,1))
);
CREATE TABLE order_items (
  item_id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders(order_id),
  product_id INTEGER NOT NULL REFERENCES products(product_id),
  quantity INTEGER NOT NULL,
  unit_price REAL NOT NULL
);
INSERT INTO customers (customer_id, first_name, last_name, company_name, phone, city, joined_on, is_newsletter) VALUES (1, 'Daniel', 'Okoro', NULL, '07700 900101', 'Ashford', '2021-04-12', 1);
INSERT INTO customers (customer_id, first_name, last_name, company_name, phone, city, joined_on, is_newsletter) VALUES (2, 'Maya', 'Brooks', NULL, '07700 900102', 'Brookfield', '2022-01-30', 1);
INSERT INTO customers (customer_id, first_name, last_name, company_name, phone, city, joined_on, is_newsletter) VALUES (3, 'Priya', 'Shah', NULL, NULL, 'Ashford', '2021-11-05', 0);
INSERT INTO customers (customer_id, first_name, last_name, company_name, phone, city, joined_on, is_newsletter) VALUES (4, 'Tom', 'Hughes', NULL, '07700 900104', 'Kingsley', '2023-02-14', 0);
INSERT INTO customers (customer_id, first_name, last_name, company_name, phone, city, joined_on, is_newsletter) VALUES (5, 'Daniel', 'Reyes', NULL, '07700 900105', 'Westbury', '2022-06-18', 1);
INSERT INTO customers (customer_id, first_name, last_name, company_name, phone, city, joined_on, is_newsletter) VALUES (6, 'Sophie', 'Turner', NULL, '07700 900106', 'Northam', '2020-09-09', 1);
INSERT INTO customers (customer_id, first_name, last_name, company_name, phone, city, joined_on, is_newsletter) VALUES (7, 'Aaron', 'Blake', NULL, NULL, 'Ashford', '2023-07-21', 0);
INSERT INTO customers (customer_id, first_name, last_name, company_name, phone, city, joined_on, is_newsletter) VALUES (8, 'Chloe', 'Dubois', NULL, '07700 900108', 'Kingsley', '2021-03-03', 1);
INSERT INTO customers (customer_id, first_name, last_name, company_name, phone, city, joined_on, is_newsletter) VALUES (9, 'Fatima', 'Haddad', NULL, '07700 900109', 'Brookfield', '2022-10-10', 0);
INSERT INTO customers (customer_id, first_name, last_name, company_name, phone, city, joined_on, is_newsletter) VALUES (10, 'George', 'Lane', NULL, '07700 900110', 'Northam', '2019-12-01', 1);
INSERT INTO customers (customer_id, first_name, last_name, company_name, phone, city, joined_on, is_newsletter) VALUES (11, 'Helen', 'Ward', NULL, '07700 900111', 'Westbury', '2020-05-25', 0);
INSERT INTO customers (customer_id, first_name, last_name, company_name, phone, city, joined_on, is_newsletter) VALUES (12, 'Isaac', 'Moreno', NULL, NULL, 'Ashford', '2023-11-30', 0);
INSERT INTO customers (customer_id, first_name, last_name, company_name, phone, city, joined_on, is_newsletter) VALUES (13, 'Julia', 'Weiss', NULL, '07700 900113', 'Kingsley', '2022-02-02', 1);
INSERT INTO customers (customer_id, first_name, last_name, company_name, phone, city, joined_on, is_newsletter) VALUES (14, 'Karim', 'Saleh', NULL, '07700 900114', 'Brookfield', '2021-08-19', 0);
INSERT INTO customers (customer_id, first_name, last_name, company_name, phone, city, joined_on, is_newsletter) VALUES (15, 'Laura', 'Jensen', NULL, '07700 900115', 'Northam', '2023-04-04', 1);
INSERT INTO customers (customer_id, first_name, last_name, company_name, phone, city, joined_on, is_newsletter) VALUES (16, 'Grace', 'Ellis', NULL, '07700 900116', 'Westbury', '2020-02-29', 1);
INSERT INTO customers (customer_id, first_name, last_name, company_name, phone, city, joined_on, is_newsletter) VALUES (17, 'Nathan', 'Cole', NULL, NULL, 'Ashford', '2024-01-15', 0);
INSERT INTO customers (customer_id, first_name, last_name, company_name, phone, city, joined_on, is_newsletter) VALUES (18, 'Olivia', 'Grant', NULL, '07700 900118', 'Kingsley', '2022-12-12', 1);
INSERT INTO customers (customer_id, first_name, last_name, company_name, phone, city, joined_on, is_newsletter) VALUES (19, 'Peter', 'Novak', NULL, '07700 900119', 'Brookfield', '2021-06-06', 0);
INSERT INTO customers (customer_id, first_name, last_name, company_name, phone, city, joined_on, is_newsletter) VALUES (20, 'Rosa', 'Lindgren', NULL, '07700 900120', 'Northam', '2023-09-17', 1);
INSERT INTO customers (customer_id, first_name, last_name, company_name, phone, city, joined_on, is_newsletter) VALUES (21, 'Samuel', 'Adeyemi', NULL, '07700 900121', 'Westbury', '2022-03-28', 0);
INSERT INTO customers (customer_id, first_name, last_name, company_name, phone, city, joined_on, is_newsletter) VALUES (22, 'Tara', 'Quinn', NULL, '07700 900122', 'Ashford', '2020-10-31', 1);
INSERT INTO customers (customer_id, first_name, last_name, company_name, phone, city, joined_on, is_newsletter) VALUES (23, 'Umar', 'Farooq', NULL, NULL, 'Kingsley', '2024-02-03', 0);
INSERT INTO customers (customer_id, first_name, last_name, company_name, phone, city, joined_on, is_newsletter) VALUES (24, 'Vera', 'Kowalski', NULL, '07700 900124', 'Brookfield', '2019-07-07', 1);
INSERT INTO customers (customer_id, first_name, last_name, company_name, phone, city, joined_on, is_newsletter) VALUES (25, 'Will', 'Harper', NULL, '07700 900125', 'Northam', '2023-05-05', 0);
INSERT INTO customers (customer_id, first_name, last_name, company_name, phone, city, joined_on, is_newsletter) VALUES (26, 'Lucy', 'Fenwick', 'Fenwick Events', '01632 960126', 'Ashford', '2020-01-20', 1);
INSERT INTO customers (customer_id, first_name, last_name, company_name, phone, city, joined_on, is_newsletter) VALUES (27, 'Marcus', 'Bell', 'Bell & Co Solicitors', '01632 960127', 'Kingsley', '2021-01-11', 0);
INSERT INTO customers (customer_id, first_name, last_name, company_name, phone, city, joined_on, is_newsletter) VALUES (28, 'Ana', 'Costa', 'Harbour Hotel', '01632 960128', 'Westbury', '2019-03-15', 1);
INSERT INTO customers (customer_id, first_name, last_name, company_name, phone, city, joined_on, is_newsletter) VALUES (29, 'Ben', 'Foster', NULL, '07700 900129', 'Northam', '2023-08-08', 0);
INSERT INTO customers (customer_id, first_name, last_name, company_name, phone, city, joined_on, is_newsletter) VALUES (30, 'Ruth', 'Abbott', 'Abbott Funeral Care', '01632 960130', 'Brookfield', '2018-11-02', 1);
INSERT INTO staff (staff_id, first_name, last_name, role, hired_on, left_on, hourly_rate) VALUES (1, 'Maya', 'Lindqvist', 'manager', '2018-03-01', NULL, 21.5);
INSERT INTO staff (staff_id, first_name, last_name, role, hired_on, left_on, hourly_rate) VALUES (2, 'Tom', 'Fairley', 'florist', '2019-06-15', NULL, 15.8);
INSERT INTO staff (staff_id, first_name, last_name, role, hired_on, left_on, hourly_rate) VALUES (3, 'Ines', 'Duarte', 'florist', '2020-02-01', NULL, 15.2);
INSERT INTO staff (staff_id, first_name, last_name, role, hired_on, left_on, hourly_rate) VALUES (4, 'Ollie', 'Grant', 'driver', '2021-05-10', NULL, 13.4);
INSERT INTO staff (staff_id, first_name, last_name, role, hired_on, left_on, hourly_rate) VALUES (5, 'Rachel', 'Kim', 'florist', '2021-09-01', '2024-04-30', 15.0);
INSERT INTO staff (staff_id, first_name, last_name, role, hired_on, left_on, hourly_rate) VALUES (6, 'Sven', 'Aalto', 'driver', '2022-01-17', NULL, 13.4);
INSERT INTO staff (staff_id, first_name, last_name, role, hired_on, left_on, hourly_rate) VALUES (7, 'Kofi', 'Mensah', 'florist', '2022-03-01', NULL, 14.9);
INSERT INTO staff (staff_id, first_name, last_name, role, hired_on, left_on, hourly_rate) VALUES (8, 'Hannah', 'Pike', 'apprentice', '2023-09-04', NULL, 9.8);
INSERT INTO staff (staff_id, first_name, last_name, role, hired_on, left_on, hourly_rate) VALUES (9, 'Leo', 'Marsh', 'driver', '2022-11-01', '2024-03-15', 13.1);
INSERT INTO staff (staff_id, first_name, last_name, role, hired_on, left_on, hourly_rate) VALUES (10, 'Grace', 'Tan', 'florist', '2019-01-07', NULL, 16.1);
INSERT INTO staff (staff_id, first_name, last_name, role, hired_on, left_on, hourly_rate) VALUES (11, 'Priya', 'Nair', 'florist', '2023-02-13', NULL, 14.5);
INSERT INTO staff (staff_id, first_name, last_name, role, hired_on, left_on, hourly_rate) VALUES (12, 'Ben', 'Ode', 'driver', '2023-06-01', NULL, 12.9);
INSERT INTO staff (staff_id, first_name, last_name, role, hired_on, left_on, hourly_rate) VALUES (13, 'Zoe', 'Carter', 'apprentice', '2024-01-08', NULL, 9.5);
INSERT INTO staff (staff_id, first_name, last_name, role, hired_on, left_on, hourly_rate) VALUES (14, 'Marco', 'Bellini', 'florist', '2020-08-20', '2023-12-22', 15.6);
INSERT INTO staff (staff_id, first_name, last_name, role, hired_on, left_on, hourly_rate) VALUES (15, 'Elena', 'Popova', 'florist', '2024-02-19', NULL, 14.2);
INSERT INTO products (product_id, name, category, list_price, cost_price, is_seasonal) VALUES (1, 'Red Rose Bouquet', 'bouquet', 45.0, 18.0, 0);
INSERT INTO products (product_id, name, category, list_price, cost_price, is_seasonal) VALUES (2, 'Dozen Long-stem Roses', 'bouquet', 65.0, 27.5, 0);
INSERT INTO products (product_id, name, category, list_price, cost_price, is_seasonal) VALUES (3, 'Spring Tulip Bouquet', 'bouquet', 32.0, 12.0, 1);
INSERT INTO products (product_id, name, category, list_price, cost_price, is_seasonal) VALUES (4, 'Sunflower Bunch', 'bouquet', 28.0, 10.5, 1);
INSERT INTO products (product_id, name, category, list_price, cost_price, is_seasonal) VALUES (5, 'Peony Posy', 'bouquet', 38.0, 16.0, 1);
INSERT INTO products (product_id, name, category, list_price, cost_price, is_seasonal) VALUES (6, 'Hand-tied Seasonal Bouquet', 'bouquet', 40.0, 15.0, 0);
INSERT INTO products (product_id, name, category, list_price, cost_price, is_seasonal) VALUES (7, 'Wedding Bouquet', 'bouquet', 120.0, 48.0, 0);
INSERT INTO products (product_id, name, category, list_price, cost_price, is_seasonal) VALUES (8, 'Buttonhole', 'bouquet', 9.5, 3.0, 0);
INSERT INTO products (product_id, name, category, list_price, cost_price, is_seasonal) VALUES (9, 'Lily Arrangement', 'arrangement', 55.0, 22.0, 0);
INSERT INTO products (product_id, name, category, list_price, cost_price, is_seasonal) VALUES (10, 'Table Centrepiece', 'arrangement', 48.0, 19.0, 0);
INSERT INTO products (product_id, name, category, list_price, cost_price, is_seasonal) VALUES (11, 'Get Well Basket', 'arrangement', 42.0, 17.5, 0);
INSERT INTO products (product_id, name, category, list_price, cost_price, is_seasonal) VALUES (12, 'Hydrangea Box', 'arrangement', 50.0, 21.0, 1);
INSERT INTO products (product_id, name, category, list_price, cost_price, is_seasonal) VALUES (13, 'Orchid in Pot', 'plant', 35.0, 14.0, 0);
INSERT INTO products (product_id, name, category, list_price, cost_price, is_seasonal) VALUES (14, 'Peace Lily', 'plant', 24.0, 9.0, 0);
INSERT INTO products (product_id, name, category, list_price, cost_price, is_seasonal) VALUES (15, 'Succulent Trio', 'plant', 19.5, 7.0, 0);
INSERT INTO products (product_id, name, category, list_price, cost_price, is_seasonal) VALUES (16, 'Olive Tree (small)', 'plant', 60.0, 30.0, 0);
INSERT INTO products (product_id, name, category, list_price, cost_price, is_seasonal) VALUES (17, 'Funeral Wreath', 'wreath', 85.0, 34.0, 0);
INSERT INTO products (product_id, name, category, list_price, cost_price, is_seasonal) VALUES (18, 'Christmas Wreath', 'wreath', 55.0, 20.0, 1);
INSERT INTO products (product_id, name, category, list_price, cost_price, is_seasonal) VALUES (19, 'Sympathy Spray', 'wreath', 95.0, 40.0, 0);
INSERT INTO products (product_id, name, category, list_price, cost_price, is_seasonal) VALUES (20, 'Lavender Bundle', 'bouquet', 15.0, 5.0, 1);
INSERT INTO orders (order_id, customer_id, staff_id, driver_id, order_date, delivery_date, delivery_city, recipient_name, occasion, delivery_fee, total_amount, status, is_paid) VALUES (1, 1, 5, 12, '2024-01-03', '2024-01-04', 'Kingsley', NULL, 'Sympathy', 8.5, 103.5, 'delivered', 1);
INSERT INTO orders (order_id, customer_id, staff_id, driver_id, order_date, delivery_date, delivery_city, recipient_name, occasion, delivery_fee, total_amount, status, is_paid) VALUES (2, 6, 1, 6, '2024-01-09', '2024-01-12', 'Brookfield', NULL, 'Thank You', 8.5, 72.5, 'delivered', 1);
INSERT INTO orders (order_id, customer_id, staff_id, driver_id, order_date, delivery_date, delivery_city, recipient_name, occasion, delivery_fee, total_amount, status, is_paid) VALUES (3, 26, 7, 6, '2024-01-15', '2024-01-17', 'Kingsley', 'Anne Okoro', 'Corporate event', 8.5, 169.6, 'delivered', 1);
INSERT INTO orders (order_id, customer_id, staff_id, driver_id, order_date, delivery_date, delivery_city, recipient_name, occasion, delivery_fee, total_amount, status, is_paid) VALUES (4, 5, 11, 9, '2024-01-22', '2024-01-24', 'Westbury', NULL, NULL, 5.0, 33.0, 'delivered', 1);
INSERT INTO orders (order_id, customer_id, staff_id, driver_id, order_date, delivery_date, delivery_city, recipient_name, occasion, delivery_fee, total_amount, status, is_paid) VALUES (5, 30, 8, 12, '2024-01-29', '2024-01-30', 'Brookfield', NULL, 'Sympathy', 5.0, 90.5, 'delivered', 1);
INSERT INTO orders (order_id, customer_id, staff_id, driver_id, order_date, delivery_date, delivery_city, recipient_name, occasion, delivery_fee, total_amount, status, is_paid) VALUES (6, 10, 3, NULL, '2024-01-31', NULL, NULL, NULL, 'Thank You', NULL, 45.0, 'collected', 1);
INSERT INTO orders (order_id, customer_id, staff_id, driver_id, order_date, delivery_date, delivery_city, recipient_name, occasion, delivery_fee, total_amount, status, is_paid) VALUES (7, 1, 5, 12, '2024-02-05', '2024-02-14', 'Northam', 'Sam Lane', 'Valentine''s Day', 8.5, 38.5, 'delivered', 1);
INSERT INTO orders (order_id, customer_id, staff_id, driver_id, order_date, delivery_date, delivery_city, recipient_name, occasion, delivery_fee, total_amount, status, is_paid) VALUES (8, 2, 11, 9, '2024-02-08', '2024-02-14', 'Ashford', 'Maya Brooks', 'Valentine''s Day', 8.5, 181.5, 'delivered', 1);
INSERT INTO orders (order_id, customer_id, staff_id, driver_id, order_date, delivery_date, delivery_city, recipient_name, occasion, delivery_fee, total_amount, status, is_paid) VALUES (9, 13, 8, NULL, '2024-02-10', NULL, NULL, NULL, 'Valentine''s Day', NULL, 45.0, 'collected', 1);
INSERT INTO orders (order_id, customer_id, staff_id, driver_id, order_date, delivery_date, delivery_city, recipient_name, occasion, delivery_fee, total_amount, status, is_paid) VALUES (10, 5, 1, 9, '2024-02-12', '2024-02-14', 'Westbury', 'Clara Weiss', 'Valentine''s Day', 5.0, 50.0, 'delivered', 1);
INSERT INTO orders (order_id, customer_id, staff_id, driver_id, order_date, delivery_date, delivery_city, recipient_name, occasion, delivery_fee, total_amount, status, is_paid) VALUES (11, 18, 2, NULL, '2024-02-12', NULL, NULL, NULL, 'Valentine''s Day', NULL, 30.0, 'collected', 1);
INSERT INTO orders (order_id, customer_id, staff_id, driver_id, order_date, delivery_date, delivery_city, recipient_name, occasion, delivery_fee, total_amount, status, is_paid) VALUES (12, 4, 13, NULL, '2024-02-13', NULL, NULL, NULL, 'Valentine''s Day', NULL, 45.0, 'collected', 1);
INSERT INTO orders (order_id, customer_id, staff_id, driver_id, order_date, delivery_date, delivery_city, recipient_name, occasion, delivery_fee, total_amount, status, is_paid) VALUES (13, 28, 10, 4, '2024-02-20', '2024-02-24', 'Westbury', NULL, 'Wedding', 5.0, 164.3, 'delivered', 1);
INSERT INTO orders (order_id, customer_id, staff_id, driver_id, order_date, delivery_date, delivery_city, recipient_name, occasion, delivery_fee, total_amount, status, is_paid) VALUES (14, 1, 10, 6, '2024-02-26', '2024-03-09', 'Kingsley', 'Nora Quinn', 'Mother''s Day', 8.5, 88.5, 'delivered', 1);
INSERT INTO orders (order_id, customer_id, staff_id, driver_id, order_date, delivery_date, delivery_city, recipient_name, occasion, delivery_fee, total_amount, status, is_paid) VALUES (15, 22, 3, 6, '2024-02-28', '2024-03-09', 'Ashford', 'Eleanor Blake', 'Mother''s Day', 5.0, 40.0, 'delivered', 1);
INSERT INTO orders (order_id, customer_id, staff_id, driver_id, order_date, delivery_date, delivery_city, recipient_name, occasion, delivery_fee, total_amount, status, is_paid) VALUES (16, 9, 11, 6, '2024-02-29', '2024-03-09', 'Brookfield', 'Sam Lane', 'Mother''s Day', 5.0, 38.0, 'delivered', 1);
INSERT INTO orders (order_id, customer_id, staff_id, driver_id, order_date, delivery_date, delivery_city, recipient_name, occasion, delivery_fee, total_amount, status, is_paid) VALUES (17, 5, 10, 12, '2024-03-04', '2024-03-09', 'Westbury', 'Sam Lane', 'Mother''s Day', 5.0, 100.0, 'delivered', 1);
INSERT INTO orders (order_id, customer_id, staff_id, driver_id, order_date, delivery_date, delivery_city, recipient_name, occasion, delivery_fee, total_amount, status, is_paid) VALUES (18, 24, 1, 6, '2024-03-06', '2024-03-09', 'Brookfield', NULL, 'Mother''s Day', 5.0, 33.0, 'delivered', 1);
INSERT INTO orders (order_id, customer_id, staff_id, driver_id, order_date, delivery_date, delivery_city, recipient_name, occasion, delivery_fee, total_amount, status, is_paid) VALUES (19, 16, 8, NULL, '2024-03-07', NULL, NULL, 'Rose Dubois', 'Mother''s Day', NULL, 110.0, 'cancelled', 0);
INSERT INTO orders (order_id, customer_id, staff_id, driver_id, order_date, delivery_date, delivery_city, recipient_name, occasion, delivery_fee, total_amount, status, is_paid) VALUES (20, 3, 1, 9, '2024-03-08', '2024-03-10', 'Kingsley', NULL, 'Mother''s Day', 8.5, 128.5, 'delivered', 1);
INSERT INTO orders (order_id, customer_id, staff_id, driver_id, order_date, delivery_date, delivery_city, recipient_name, occasion, delivery_fee, total_amount, status, is_paid) VALUES (21, 27, 1, NULL, '2024-03-15', NULL, NULL, NULL, 'Sympathy', NULL, 162.0, 'collected', 1);
INSERT INTO orders (order_id, customer_id, staff_id, driver_id, order_date, delivery_date, delivery_city, recipient_name, occasion, delivery_fee, total_amount, status, is_paid) VALUES (22, 14, 1, 4, '2024-03-21', '2024-03-21', 'Brookfield', NULL, NULL, 5.0, 50.0, 'delivered', 1);
INSERT INTO orders (order_id, customer_id, staff_id, driver_id, order_date, delivery_date, delivery_city, recipient_name, occasion, delivery_fee, total_amount, status, is_paid) VALUES (23, 2, 7, NULL, '2024-03-28', NULL, NULL, NULL, 'Sympathy', NULL, 72.0, 'collected', 1);
INSERT INTO orders (order_id, customer_id, staff_id, driver_id, order_date, delivery_date, delivery_city, recipient_name, occasion, delivery_fee, total_amount, status, is_paid) VALUES (24, 20, 5, 12, '2024-03-30', '2024-04-03', 'Northam', 'Nora Quinn', 'Birthday', 5.0, 53.0, 'delivered', 1);
INSERT INTO orders (order_id, customer_id, staff_id, driver_id, order_date, delivery_date, delivery_city, recipient_name, occasion, delivery_fee, total_amount, status, is_paid) VALUES (25, 1, 15, 6, '2024-04-02', '2024-04-03', 'Ashford', 'Tom Hughes', 'Anniversary', 5.0, 48.5, 'delivered', 1);
INSERT INTO orders (order_id, customer_id, staff_id, driver_id, order_date, delivery_date, delivery_city, recipient_name, occasion, delivery_fee, total_amount, status, is_paid) VALUES (26, 11, 13, NULL, '2024-04-09', NULL, NULL, NULL, 'Birthday', NULL, 30.0, 'collected', 1);
INSERT INTO orders (order_id, customer_id, staff_id, driver_id, order_date, delivery_date, delivery_city, recipient_name, occasion, delivery_fee, total_amount, status, is_paid) VALUES (27, 26, 5, 12, '2024-04-11', '2024-04-12', 'Kingsley', 'Rose Dubois', 'Corporate event', 8.5, 105.7, 'delivered', 1);
INSERT INTO orders (order_id, customer_id, staff_id, driver_id, order_date, delivery_date, delivery_city, recipient_name, occasion, delivery_fee, total_amount, status, is_paid) VALUES (28, 8, 8, 12, '2024-04-17', '2024-04-21', 'Kingsley', 'Tom Hughes', 'Birthday', 5.0, 60.0, 'delivered', 1);
INSERT INTO orders (order_id, customer_id, staff_id, driver_id, order_date, delivery_date, delivery_city, recipient_name, occasion, delivery_fee, total_amount, status, is_paid) VALUES (29, 15, 2, 4, '2024-04-23', '2024-04-24', 'Northam', 'Nora Quinn', 'Get Well', 5.0, 24.5, 'delivered', 1);
INSERT INTO orders (order_id, customer_id, staff_id, driver_id, order_date, delivery_date, delivery_city, recipient_name, occasion, delivery_fee, total_amount, status, is_paid) VALUES (30, 5, 7, 6, '2024-04-29', '2024-04-29', 'Westbury', NULL, NULL, 5.0, 28.0, 'delivered', 1);
INSERT INTO orders (order_id, customer_id, staff_id, driver_id, order_date, delivery_date, delivery_city, recipient_name, occasion, delivery_fee, total_amount, status, is_paid) VALUES (31, 12, 13, NULL, '2024-04-30', NULL, NULL, NULL, 'Birthday', NULL, 64.0, 'collected', 1);
INSERT INTO orders (order_id, customer_id, staff_id, driver_id, order_date, delivery_date, delivery_city, recipient_name, occasion, delivery_fee, total_amount, status, is_paid) VALUES (32, 19, 8, NULL, '2024-05-03', NULL, NULL, NULL, NULL, NULL, 70.0, 'collected', 1);
INSERT INTO orders (order_id, customer_id, staff_id, driver_id, order_date, delivery_date, delivery_city, recipient_name, occasion, delivery_fee, total_amount, status, is_paid) VALUES (33, 28, 7, 4, '2024-05-08', '2024-05-12', 'Kingsley', NULL, 'Wedding', 8.5, 202.9, 'delivered', 1);
INSERT INTO orders (order_id, customer_id, staff_id, driver_id, order_date, delivery_date, delivery_city, recipient_name, occasion, delivery_fee, total_amount, status, is_paid) VALUES (34, 21, 3, NULL, '2024-05-13', NULL, NULL, NULL, NULL, NULL, 40.0, 'cancelled', 0);
INSERT INTO orders (order_id, customer_id, staff_id, driver_id, order_date, delivery_date, delivery_city, recipient_name, occasion, delivery_fee, total_amount, status, is_paid) VALUES (35, 7, 8, NULL, '2024-05-17', NULL, NULL, NULL, 'Get Well', NULL, 57.0, 'collected', 1);
INSERT INTO orders (order_id, customer_id, staff_id, driver_id, order_date, delivery_date, delivery_city, recipient_name, occasion, delivery_fee, total_amount, status, is_paid) VALUES (36, 1, 1, 12, '2024-05-22', '2024-05-22', 'Ashford', NULL, NULL, 5.0, 43.0, 'delivered', 1);
INSERT INTO orders (order_id, customer_id, staff_id, driver_id, order_date, delivery_date, delivery_city, recipient_name, occasion, delivery_fee, total_amount, status, is_paid) VALUES (37, 25, 13, 6, '2024-05-28', '2024-06-01', 'Northam', NULL, NULL, 5.0, 24.5, 'delivered', 1);
INSERT INTO orders (order_id, customer_id, staff_id, driver_id, order_date, delivery_date, delivery_city, recipient_name, occasion, delivery_fee, total_amount, status, is_paid) VALUES (38, 17, 15, 12, '2024-05-31', '2024-06-03', 'Westbury', NULL, NULL, 8.5, 23.5, 'delivered', 1);
INSERT INTO orders (order_id, customer_id, staff_id, driver_id, order_date, delivery_date, delivery_city, recipient_name, occasion, delivery_fee, total_amount, status, is_paid) VALUES (39, 2, 13, 6, '2024-06-04', '2024-06-07', 'Brookfield', 'Lydia Reyes', 'Sympathy', 5.0, 185.0, 'delivered', 1);
INSERT INTO orders (order_id, customer_id, staff_id, driver_id, order_date, delivery_date, delivery_city, recipient_name, occasion, delivery_fee, total_amount, status, is_paid) VALUES (40, 30, 1, 12, '2024-06-07', '2024-06-11', 'Brookfield', 'Joan Hughes', 'Sympathy', 5.0, 90.5, 'delivered', 1);
INSERT INTO orders (order_id, customer_id, staff_id, driver_id, order_date, delivery_date, delivery_city, recipient_name, occasion, delivery_fee, total_amount, status, is_paid) VALUES (41, 23, 7, 4, '2024-06-11', '2024-06-15', 'Kingsley', NULL, NULL, 5.0, 40.0, 'delivered', 1);
INSERT INTO orders (order_id, customer_id, staff_id, driver_id, order_date, delivery_date, delivery_city, recipient_name, occasion, delivery_fee, total_amount, status, is_paid) VALUES (42, 6, 1, 12, '2024-06-14', '2024-06-18', 'Westbury', 'Clara Weiss', 'Thank You', 8.5, 68.5, 'delivered', 1);
INSERT INTO orders (order_id, customer_id, staff_id, driver_id, order_date, delivery_date, delivery_city, recipient_name, occasion, delivery_fee, total_amount, status, is_paid) VALUES (43, 29, 10, 12, '2024-06-18', '2024-06-18', 'Northam', NULL, 'Thank You', 5.0, 69.0, 'delivered', 1);
INSERT INTO orders (order_id, customer_id, staff_id, driver_id, order_date, delivery_date, delivery_city, recipient_name, occasion, delivery_fee, total_amount, status, is_paid) VALUES (44, 5, 13, NULL, '2024-06-20', NULL, NULL, NULL, 'Birthday', NULL, 24.0, 'collected', 1);
INSERT INTO orders (order_id, customer_id, staff_id, driver_id, order_date, delivery_date, delivery_city, recipient_name, occasion, delivery_fee, total_amount, status, is_paid) VALUES (45, 26, 15, 6, '2024-06-21', '2024-06-25', 'Ashford', NULL, NULL, 5.0, 90.5, 'delivered', 1);
INSERT INTO orders (order_id, customer_id, staff_id, driver_id, order_date, delivery_date, delivery_city, recipient_name, occasion, delivery_fee, total_amount, status, is_paid) VALUES (46, 13, NULL, NULL, '2024-06-24', '2024-06-27', 'Westbury', 'Nora Quinn', 'Get Well', 8.5, 50.5, 'pending', 0);
INSERT INTO orders (order_id, customer_id, staff_id, driver_id, order_date, delivery_date, delivery_city, recipient_name, occasion, delivery_fee, total_amount, status, is_paid) VALUES (47, 1, NULL, NULL, '2024-06-25', NULL, NULL, NULL, 'Sympathy', NULL, 50.0, 'pending', 0);
INSERT INTO orders (order_id, customer_id, staff_id, driver_id, order_date, delivery_date, delivery_city, recipient_name, occasion, delivery_fee, total_amount, status, is_paid) VALUES (48, 10, NULL, NULL, '2024-06-26', NULL, NULL, NULL, NULL, NULL, 110.0, 'pending', 1);
INSERT INTO orders (order_id, customer_id, staff_id, driver_id, order_date, delivery_date, delivery_city, recipient_name, occasion, delivery_fee, total_amount, status, is_paid) VALUES (49, 22, NULL, NULL, '2024-06-27', '2024-06-30', 'Kingsley', NULL, NULL, 8.5, 38.5, 'pending', 0);
INSERT INTO orders (order_id, customer_id, staff_id, driver_id, order_date, delivery_date, delivery_city, recipient_name, occasion, delivery_fee, total_amount, status, is_paid) VALUES (50, 28, NULL, NULL, '2024-06-28', '2024-07-01', 'Northam', NULL, 'Corporate event', 8.5, 148.9, 'pending', 0);
INSERT INTO order_items (item_id, order_id, product_id, quantity, unit_price) VALUES (1, 1, 19, 1, 95.0);
INSERT INTO order_items (item_id, order_id, product_id, quantity, unit_price) VALUES (2, 2, 3, 2, 32.0);
INSERT INTO order_items (item_id, order_id, product_id, quantity, unit_price) VALUES (3, 3, 10, 3, 43.2);
INSERT INTO order_items (item_id, order_id, product_id, quantity, unit_price) VALUES (4, 3, 13, 1, 31.5);
INSERT INTO order_items (item_id, order_id, product_id, quantity, unit_price) VALUES (5, 4, 4, 1, 28.0);
INSERT INTO order_items (item_id, order_id, product_id, quantity, unit_price) VALUES (6, 5, 19, 1, 85.5);
INSERT INTO order_items (item_id, order_id, product_id, quantity, unit_price) VALUES (7, 6, 20, 3, 15.0);
INSERT INTO order_items (item_id, order_id, product_id, quantity, unit_price) VALUES (8, 7, 20, 2, 15.0);
INSERT INTO order_items (item_id, order_id, product_id, quantity, unit_price) VALUES (9, 8, 5, 1, 38.0);
INSERT INTO order_items (item_id, order_id, product_id, quantity, unit_price) VALUES (10, 8, 1, 3, 45.0);
INSERT INTO order_items (item_id, order_id, product_id, quantity, unit_price) VALUES (11, 9, 20, 3, 15.0);
INSERT INTO order_items (item_id, order_id, product_id, quantity, unit_price) VALUES (12, 10, 1, 1, 45.0);
INSERT INTO order_items (item_id, order_id, product_id, quantity, unit_price) VALUES (13, 11, 20, 2, 15.0);
INSERT INTO order_items (item_id, order_id, product_id, quantity, unit_price) VALUES (14, 12, 20, 3, 15.0);
INSERT INTO order_items (item_id, order_id, product_id, quantity, unit_price) VALUES (15, 13, 8, 6, 8.55);
INSERT INTO order_items (item_id, order_id, product_id, quantity, unit_price) VALUES (16, 13, 7, 1, 108.0);
INSERT INTO order_items (item_id, order_id, product_id, quantity, unit_price) VALUES (17, 14, 6, 2, 40.0);
INSERT INTO order_items (item_id, order_id, product_id, quantity, unit_price) VALUES (18, 15, 13, 1, 35.0);
INSERT INTO order_items (item_id, order_id, product_id, quantity, unit_price) VALUES (19, 16, 5, 1, 33.0);
INSERT INTO order_items (item_id, order_id, product_id, quantity, unit_price) VALUES (20, 17, 6, 1, 40.0);
INSERT INTO order_items (item_id, order_id, product_id, quantity, unit_price) VALUES (21, 17, 9, 1, 55.0);
INSERT INTO order_items (item_id, order_id, product_id, quantity, unit_price) VALUES (22, 18, 4, 1, 28.0);
INSERT INTO order_items (item_id, order_id, product_id, quantity, unit_price) VALUES (23, 19, 9, 2, 55.0);
INSERT INTO order_items (item_id, order_id, product_id, quantity, unit_price) VALUES (24, 20, 6, 3, 40.0);
INSERT INTO order_items (item_id, order_id, product_id, quantity, unit_price) VALUES (25, 21, 17, 1, 76.5);
INSERT INTO order_items (item_id, order_id, product_id, quantity, unit_price) VALUES (26, 21, 19, 1, 85.5);
INSERT INTO order_items (item_id, order_id, product_id, quantity, unit_price) VALUES (27, 22, 12, 1, 45.0);
INSERT INTO order_items (item_id, order_id, product_id, quantity, unit_price) VALUES (28, 23, 14, 3, 24.0);
INSERT INTO order_items (item_id, order_id, product_id, quantity, unit_price) VALUES (29, 24, 14, 2, 24.0);
INSERT INTO order_items (item_id, order_id, product_id, quantity, unit_price) VALUES (30, 25, 15, 3, 14.5);
INSERT INTO order_items (item_id, order_id, product_id, quantity, unit_price) VALUES (31, 26, 20, 2, 15.0);
INSERT INTO order_items (item_id, order_id, product_id, quantity, unit_price) VALUES (32, 27, 10, 1, 43.2);
INSERT INTO order_items (item_id, order_id, product_id, quantity, unit_price) VALUES (33, 27, 16, 1, 54.0);
INSERT INTO order_items (item_id, order_id, product_id, quantity, unit_price) VALUES (34, 28, 16, 1, 55.0);
INSERT INTO order_items (item_id, order_id, product_id, quantity, unit_price) VALUES (35, 29, 15, 1, 19.5);
INSERT INTO order_items (item_id, order_id, product_id, quantity, unit_price) VALUES (36, 30, 4, 1, 23.0);
INSERT INTO order_items (item_id, order_id, product_id, quantity, unit_price) VALUES (37, 31, 3, 2, 32.0);
INSERT INTO order_items (item_id, order_id, product_id, quantity, unit_price) VALUES (38, 32, 13, 2, 35.0);
INSERT INTO order_items (item_id, order_id, product_id, quantity, unit_price) VALUES (39, 33, 7, 1, 108.0);
INSERT INTO order_items (item_id, order_id, product_id, quantity, unit_price) VALUES (40, 33, 10, 2, 43.2);
INSERT INTO order_items (item_id, order_id, product_id, quantity, unit_price) VALUES (41, 34, 6, 1, 40.0);
INSERT INTO order_items (item_id, order_id, product_id, quantity, unit_price) VALUES (42, 35, 14, 3, 19.0);
INSERT INTO order_items (item_id, order_id, product_id, quantity, unit_price) VALUES (43, 36, 14, 2, 19.0);
INSERT INTO order_items (item_id, order_id, product_id, quantity, unit_price) VALUES (44, 37, 15, 1, 19.5);
INSERT INTO order_items (item_id, order_id, product_id, quantity, unit_price) VALUES (45, 38, 20, 1, 15.0);
INSERT INTO order_items (item_id, order_id, product_id, quantity, unit_price) VALUES (46, 39, 19, 1, 95.0);
INSERT INTO order_items (item_id, order_id, product_id, quantity, unit_price) VALUES (47, 39, 17, 1, 85.0);
INSERT INTO order_items (item_id, order_id, product_id, quantity, unit_price) VALUES (48, 40, 19, 1, 85.5);
INSERT INTO order_items (item_id, order_id, product_id, quantity, unit_price) VALUES (49, 41, 6, 1, 35.0);
INSERT INTO order_items (item_id, order_id, product_id, quantity, unit_price) VALUES (50, 42, 16, 1, 60.0);
INSERT INTO order_items (item_id, order_id, product_id, quantity, unit_price) VALUES (51, 43, 3, 2, 32.0);
INSERT INTO order_items (item_id, order_id, product_id, quantity, unit_price) VALUES (52, 44, 14, 1, 24.0);
INSERT INTO order_items (item_id, order_id, product_id, quantity, unit_price) VALUES (53, 45, 6, 1, 36.0);
INSERT INTO order_items (item_id, order_id, product_id, quantity, unit_price) VALUES (54, 45, 9, 1, 49.5);
INSERT INTO order_items (item_id, order_id, product_id, quantity, unit_price) VALUES (55, 46, 11, 1, 42.0);
INSERT INTO order_items (item_id, order_id, product_id, quantity, unit_price) VALUES (56, 47, 9, 1, 50.0);
INSERT INTO order_items (item_id, order_id, product_id, quantity, unit_price) VALUES (57, 48, 9, 2, 55.0);
INSERT INTO order_items (item_id, order_id, product_id, quantity, unit_price) VALUES (58, 49, 20, 2, 15.0);
INSERT INTO order_items (item_id, order_id, product_id, quantity, unit_price) VALUES (59, 50, 16, 1, 54.0);
INSERT INTO order_items (item_id, order_id, product_id, quantity, unit_price) VALUES (60, 50, 10, 2, 43.2);
COMMIT;
