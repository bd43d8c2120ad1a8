-- Dry cleaning shop: customers, staff, price list, orders and garments in each order.
BEGIN TRANSACTION;
CREATE TABLE customers (
    customer_id INTEGER PRIMARY KEY,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    phone TEXT NOT NULL,
    email TEXT, -- NULL = customer did not give an email address
    company_name TEXT, -- NULL = private customer, not a business account
    is_account_customer INTEGER NOT NULL CHECK (is_account_customer IN (0,1)),
    joined_on TEXT NOT NULL
);
CREATE TABLE staff (
    staff_id INTEGER PRIMARY KEY,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    role TEXT NOT NULL,
    hired_on TEXT NOT NULL,
    left_on TEXT, -- NULL = still working in the shop
    hourly_rate REAL NOT NULL,
    is_part_time INTEGER NOT NULL CHECK (is_part_time IN (0,1))
);
CREATE TABLE garment_types (
    garment_type_id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    category TEXT NOT NULL,
    standard_price REAL NOT NULL,
    express_price REAL NOT NULL,
    turnaround_days INTEGER NOT NULL
);
CREATE TABLE orders (
    order_id INTEGER PRIMARY KEY,
    customer_id INTEGER NOT NULL REFERENCES customers(customer_id),
    taken_by_staff_id INTEGER NOT NULL REFERENCES staff(staff_id),
    dropped_off_on TEXT NOT NULL,
    ready_by_on TEXT NOT NULL,
    collected_on TEXT, -- NULL = not collected yet
    is_express INTEGER NOT NULL CHECK (is_express IN (0,1)),
    quoted_amount REAL NOT NULL,
    paid_amount REAL, -- NULL = not paid yet
    payment_method TEXT -- NULL = not paid yet
);
CREATE TABLE order_items (
    item_id INTEGER PRIMARY KEY,
    order_id INTEGER NOT NULL REFERENCES orders(order_id),
    garment_type_id INTEGER NOT NULL REFERENCES garment_types(garment_type_id),
    quantity INTEGER NOT NULL,
    colour TEXT NOT NULL,
    stain_note TEXT, -- NULL = no stain reported at drop-off
    is_damaged INTEGER NOT NULL CHECK (is_damaged IN (0,1))
);
INSERT INTO customers (customer_id, first_name, last_name, phone, email, company_name, is_account_customer, joined_on) VALUES (1, 'Maria', 'Lopez', '0161 496 0201', 'maria.lopez@mailbox.net', NULL, 0, '2022-03-14');
INSERT INTO customers (customer_id, first_name, last_name, phone, email, company_name, is_account_customer, joined_on) VALUES (2, 'Tom', 'Hughes', '0161 496 0202', NULL, NULL, 0, '2022-05-02');
INSERT INTO customers (customer_id, first_name, last_name, phone, email, company_name, is_account_customer, joined_on) VALUES (3, 'Priya', 'Shah', '0161 496 0203', 'priya.shah@inbox.com', NULL, 0, '2022-06-19');
INSERT INTO customers (customer_id, first_name, last_name, phone, email, company_name, is_account_customer, joined_on) VALUES (4, 'Daniel', 'Okafor', '0161 496 0204', 'd.okafor@okaforlaw.co.uk', 'Okafor Law LLP', 1, '2022-07-01');
INSERT INTO customers (customer_id, first_name, last_name, phone, email, company_name, is_account_customer, joined_on) VALUES (5, 'Helen', 'Marsh', '0161 496 0205', NULL, NULL, 0, '2022-08-23');
INSERT INTO customers (customer_id, first_name, last_name, phone, email, company_name, is_account_customer, joined_on) VALUES (6, 'Maria', 'Novak', '0161 496 0206', 'mnovak@webpost.org', NULL, 0, '2022-10-10');
INSERT INTO customers (customer_id, first_name, last_name, phone, email, company_name, is_account_customer, joined_on) VALUES (7, 'Grace', 'Whitfield', '0161 496 0207', 'events@theroyalcrescent.co.uk', 'Royal Crescent Hotel', 1, '2022-11-04');
INSERT INTO customers (customer_id, first_name, last_name, phone, email, company_name, is_account_customer, joined_on) VALUES (8, 'Tom', 'Baxter', '0161 496 0208', 'tom.baxter@mailbox.net', NULL, 0, '2023-01-16');
INSERT INTO customers (customer_id, first_name, last_name, phone, email, company_name, is_account_customer, joined_on) VALUES (9, 'Aisha', 'Rahman', '0161 496 0209', NULL, NULL, 0, '2023-02-07');
INSERT INTO customers (customer_id, first_name, last_name, phone, email, company_name, is_account_customer, joined_on) VALUES (10, 'Peter', 'Kowalski', '0161 496 0210', 'peter.k@inbox.com', NULL, 0, '2023-03-28');
INSERT INTO customers (customer_id, first_name, last_name, phone, email, company_name, is_account_customer, joined_on) VALUES (11, 'Sophie', 'Brennan', '0161 496 0211', 'sophie@brennanbridal.com', 'Brennan Bridal', 1, '2023-04-12');
INSERT INTO customers (customer_id, first_name, last_name, phone, email, company_name, is_account_customer, joined_on) VALUES (12, 'James', 'Carter', '0161 496 0212', NULL, NULL, 0, '2023-05-30');
INSERT INTO customers (customer_id, first_name, last_name, phone, email, company_name, is_account_customer, joined_on) VALUES (13, 'Lucy', 'Fernandes', '0161 496 0213', 'lucyf@webpost.org', NULL, 0, '2023-06-15');
INSERT INTO customers (customer_id, first_name, last_name, phone, email, company_name, is_account_customer, joined_on) VALUES (14, 'Omar', 'Haddad', '0161 496 0214', 'omar.haddad@mailbox.net', NULL, 0, '2023-07-03');
INSERT INTO customers (customer_id, first_name, last_name, phone, email, company_name, is_account_customer, joined_on) VALUES (15, 'Eleanor', 'Price', '0161 496 0215', NULL, NULL, 0, '2023-08-21');
INSERT INTO customers (customer_id, first_name, last_name, phone, email, company_name, is_account_customer, joined_on) VALUES (16, 'Ravi', 'Patel', '0161 496 0216', 'bookings@bellavistarestaurant.co.uk', 'Bella Vista Restaurant', 1, '2023-09-05');
INSERT INTO customers (customer_id, first_name, last_name, phone, email, company_name, is_account_customer, joined_on) VALUES (17, 'Karen', 'Doyle', '0161 496 0217', 'karen.doyle@inbox.com', NULL, 0, '2023-10-11');
INSERT INTO customers (customer_id, first_name, last_name, phone, email, company_name, is_account_customer, joined_on) VALUES (18, 'Michael', 'Adeyemi', '0161 496 0218', NULL, NULL, 0, '2023-11-02');
INSERT INTO customers (customer_id, first_name, last_name, phone, email, company_name, is_account_customer, joined_on) VALUES (19, 'Chloe', 'Walsh', '0161 496 0219', 'chloe.walsh@mailbox.net', NULL, 0, '2023-12-09');
INSERT INTO customers (customer_id, first_name, last_name, phone, email, company_name, is_account_customer, joined_on) VALUES (20, 'Tom', 'Lindqvist', '0161 496 0220', 't.lindqvist@webpost.org', NULL, 0, '2024-01-08');
INSERT INTO customers (customer_id, first_name, last_name, phone, email, company_name, is_account_customer, joined_on) VALUES (21, 'Nadia', 'Petrova', '0161 496 0221', NULL, NULL, 0, '2024-01-25');
INSERT INTO customers (customer_id, first_name, last_name, phone, email, company_name, is_account_customer, joined_on) VALUES (22, 'George', 'Ellis', '0161 496 0222', 'office@ellisestateagents.co.uk', 'Ellis Estate Agents', 1, '2024-02-13');
INSERT INTO customers (customer_id, first_name, last_name, phone, email, company_name, is_account_customer, joined_on) VALUES (23, 'Hannah', 'Cole', '0161 496 0223', 'hannah.cole@inbox.com', NULL, 0, '2024-03-04');
INSERT INTO customers (customer_id, first_name, last_name, phone, email, company_name, is_account_customer, joined_on) VALUES (24, 'Yusuf', 'Demir', '0161 496 0224', NULL, NULL, 0, '2024-03-29');
INSERT INTO customers (customer_id, first_name, last_name, phone, email, company_name, is_account_customer, joined_on) VALUES (25, 'Fiona', 'McLeod', '0161 496 0225', 'fiona.mcleod@mailbox.net', NULL, 0, '2024-04-17');
INSERT INTO customers (customer_id, first_name, last_name, phone, email, company_name, is_account_customer, joined_on) VALUES (26, 'Ben', 'Archer', '0161 496 0226', 'ben.archer@webpost.org', NULL, 0, '2024-05-06');
INSERT INTO staff (staff_id, first_name, last_name, role, hired_on, left_on, hourly_rate, is_part_time) VALUES (1, 'Maria', 'Santos', 'manager', '2018-02-05', NULL, 16.50, 0);
INSERT INTO staff (staff_id, first_name, last_name, role, hired_on, left_on, hourly_rate, is_part_time) VALUES (2, 'Kevin', 'Doyle', 'presser', '2019-06-17', NULL, 12.40, 0);
INSERT INTO staff (staff_id, first_name, last_name, role, hired_on, left_on, hourly_rate, is_part_time) VALUES (3, 'Joanne', 'Price', 'counter', '2020-01-13', NULL, 11.90, 1);
INSERT INTO staff (staff_id, first_name, last_name, role, hired_on, left_on, hourly_rate, is_part_time) VALUES (4, 'Arjun', 'Mehta', 'cleaner', '2020-09-01', NULL, 12.80, 0);
INSERT INTO staff (staff_id, first_name, last_name, role, hired_on, left_on, hourly_rate, is_part_time) VALUES (5, 'Beth', 'Turner', 'counter', '2021-03-22', '2023-12-22', 11.60, 1);
INSERT INTO staff (staff_id, first_name, last_name, role, hired_on, left_on, hourly_rate, is_part_time) VALUES (6, 'Stan', 'Wozniak', 'driver', '2021-05-10', NULL, 12.20, 1);
INSERT INTO staff (staff_id, first_name, last_name, role, hired_on, left_on, hourly_rate, is_part_time) VALUES (7, 'Leila', 'Nasser', 'tailor', '2021-08-30', NULL, 14.75, 1);
INSERT INTO staff (staff_id, first_name, last_name, role, hired_on, left_on, hourly_rate, is_part_time) VALUES (8, 'Callum', 'Reid', 'presser', '2022-02-14', '2024-03-29', 11.80, 0);
INSERT INTO staff (staff_id, first_name, last_name, role, hired_on, left_on, hourly_rate, is_part_time) VALUES (9, 'Tom', 'Fletcher', 'counter', '2022-04-04', NULL, 11.70, 0);
INSERT INTO staff (staff_id, first_name, last_name, role, hired_on, left_on, hourly_rate, is_part_time) VALUES (10, 'Ines', 'Moreau', 'cleaner', '2022-07-18', NULL, 12.60, 0);
INSERT INTO staff (staff_id, first_name, last_name, role, hired_on, left_on, hourly_rate, is_part_time) VALUES (11, 'Dev', 'Kapoor', 'driver', '2022-11-07', '2024-01-31', 12.00, 1);
INSERT INTO staff (staff_id, first_name, last_name, role, hired_on, left_on, hourly_rate, is_part_time) VALUES (12, 'Rosa', 'Bianchi', 'tailor', '2023-01-09', NULL, 14.50, 0);
INSERT INTO staff (staff_id, first_name, last_name, role, hired_on, left_on, hourly_rate, is_part_time) VALUES (13, 'Sam', 'Okoro', 'counter', '2023-05-15', NULL, 11.50, 1);
INSERT INTO staff (staff_id, first_name, last_name, role, hired_on, left_on, hourly_rate, is_part_time) VALUES (14, 'Agnes', 'Hall', 'presser', '2023-09-04', NULL, 11.90, 1);
INSERT INTO staff (staff_id, first_name, last_name, role, hired_on, left_on, hourly_rate, is_part_time) VALUES (15, 'Lewis', 'Grant', 'counter', '2024-02-19', NULL, 11.50, 1);
INSERT INTO garment_types (garment_type_id, name, category, standard_price, express_price, turnaround_days) VALUES (1, 'shirt', 'shirts', 3.50, 5.00, 2);
INSERT INTO garment_types (garment_type_id, name, category, standard_price, express_price, turnaround_days) VALUES (2, 'blouse', 'shirts', 5.50, 7.50, 2);
INSERT INTO garment_types (garment_type_id, name, category, standard_price, express_price, turnaround_days) VALUES (3, 'two-piece suit', 'suits', 14.00, 19.50, 3);
INSERT INTO garment_types (garment_type_id, name, category, standard_price, express_price, turnaround_days) VALUES (4, 'three-piece suit', 'suits', 18.00, 25.00, 3);
INSERT INTO garment_types (garment_type_id, name, category, standard_price, express_price, turnaround_days) VALUES (5, 'trousers', 'suits', 7.00, 9.50, 2);
INSERT INTO garment_types (garment_type_id, name, category, standard_price, express_price, turnaround_days) VALUES (6, 'dress', 'dresses', 12.00, 16.50, 3);
INSERT INTO garment_types (garment_type_id, name, category, standard_price, express_price, turnaround_days) VALUES (7, 'evening gown', 'dresses', 28.00, 38.00, 5);
INSERT INTO garment_types (garment_type_id, name, category, standard_price, express_price, turnaround_days) VALUES (8, 'wedding dress', 'dresses', 120.00, 160.00, 10);
INSERT INTO garment_types (garment_type_id, name, category, standard_price, express_price, turnaround_days) VALUES (9, 'winter coat', 'outerwear', 17.50, 24.00, 4);
INSERT INTO garment_types (garment_type_id, name, category, standard_price, express_price, turnaround_days) VALUES (10, 'raincoat', 'outerwear', 13.00, 18.00, 3);
INSERT INTO garment_types (garment_type_id, name, category, standard_price, express_price, turnaround_days) VALUES (11, 'duvet (double)', 'household', 22.00, 30.00, 4);
INSERT INTO garment_types (garment_type_id, name, category, standard_price, express_price, turnaround_days) VALUES (12, 'curtains (per panel)', 'household', 15.00, 21.00, 5);
INSERT INTO garment_types (garment_type_id, name, category, standard_price, express_price, turnaround_days) VALUES (13, 'tablecloth', 'household', 8.50, 11.50, 3);
INSERT INTO garment_types (garment_type_id, name, category, standard_price, express_price, turnaround_days) VALUES (14, 'silk tie', 'delicates', 6.00, 8.50, 2);
INSERT INTO garment_types (garment_type_id, name, category, standard_price, express_price, turnaround_days) VALUES (15, 'cashmere jumper', 'delicates', 9.00, 12.50, 3);
INSERT INTO garment_types (garment_type_id, name, category, standard_price, express_price, turnaround_days) VALUES (16, 'leather jacket', 'outerwear', 45.00, 60.00, 7);
INSERT INTO orders (order_id, customer_id, taken_by_staff_id, dropped_off_on, ready_by_on, collected_on, is_express, quoted_amount, paid_amount, payment_method) VALUES (1, 16, 5, '2023-10-02', '2023-10-07', NULL, 0, 64.50, NULL, NULL);
INSERT INTO orders (order_id, customer_id, taken_by_staff_id, dropped_off_on, ready_by_on, collected_on, is_express, quoted_amount, paid_amount, payment_method) VALUES (2, 1, 3, '2023-10-10', '2023-10-12', '2023-10-18', 0, 11.50, 11.50, 'card');
INSERT INTO orders (order_id, customer_id, taken_by_staff_id, dropped_off_on, ready_by_on, collected_on, is_express, quoted_amount, paid_amount, payment_method) VALUES (3, 14, 5, '2023-10-11', '2023-10-15', '2023-10-16', 0, 32.50, 32.50, 'cash');
INSERT INTO orders (order_id, customer_id, taken_by_staff_id, dropped_off_on, ready_by_on, collected_on, is_express, quoted_amount, paid_amount, payment_method) VALUES (4, 7, 13, '2023-11-02', '2023-11-06', '2023-11-09', 0, 64.50, 58.05, 'account');
INSERT INTO orders (order_id, customer_id, taken_by_staff_id, dropped_off_on, ready_by_on, collected_on, is_express, quoted_amount, paid_amount, payment_method) VALUES (5, 15, 3, '2023-11-09', '2023-11-19', '2023-11-21', 0, 120.00, 120.00, 'card');
INSERT INTO orders (order_id, customer_id, taken_by_staff_id, dropped_off_on, ready_by_on, collected_on, is_express, quoted_amount, paid_amount, payment_method) VALUES (6, 4, 9, '2023-11-21', '2023-11-22', '2023-12-04', 1, 29.00, 26.10, 'account');
INSERT INTO orders (order_id, customer_id, taken_by_staff_id, dropped_off_on, ready_by_on, collected_on, is_express, quoted_amount, paid_amount, payment_method) VALUES (7, 17, 9, '2023-12-08', '2023-12-09', '2023-12-09', 1, 51.00, 51.00, 'card');
INSERT INTO orders (order_id, customer_id, taken_by_staff_id, dropped_off_on, ready_by_on, collected_on, is_express, quoted_amount, paid_amount, payment_method) VALUES (8, 18, 5, '2023-12-17', '2023-12-27', '2023-12-27', 0, 147.00, 147.00, 'card');
INSERT INTO orders (order_id, customer_id, taken_by_staff_id, dropped_off_on, ready_by_on, collected_on, is_express, quoted_amount, paid_amount, payment_method) VALUES (9, 14, 3, '2023-12-22', '2023-12-23', '2023-12-25', 1, 23.00, 23.00, 'card');
INSERT INTO orders (order_id, customer_id, taken_by_staff_id, dropped_off_on, ready_by_on, collected_on, is_express, quoted_amount, paid_amount, payment_method) VALUES (10, 13, 9, '2023-12-24', '2023-12-25', '2023-12-26', 1, 25.00, 25.00, 'cash');
INSERT INTO orders (order_id, customer_id, taken_by_staff_id, dropped_off_on, ready_by_on, collected_on, is_express, quoted_amount, paid_amount, payment_method) VALUES (11, 9, 13, '2024-01-02', '2024-01-03', NULL, 1, 11.50, NULL, NULL);
INSERT INTO orders (order_id, customer_id, taken_by_staff_id, dropped_off_on, ready_by_on, collected_on, is_express, quoted_amount, paid_amount, payment_method) VALUES (12, 17, 13, '2024-01-04', '2024-01-05', '2024-01-07', 1, 9.50, 9.50, 'card');
INSERT INTO orders (order_id, customer_id, taken_by_staff_id, dropped_off_on, ready_by_on, collected_on, is_express, quoted_amount, paid_amount, payment_method) VALUES (13, 4, 9, '2024-01-18', '2024-01-19', '2024-01-20', 1, 66.50, 59.85, 'account');
INSERT INTO orders (order_id, customer_id, taken_by_staff_id, dropped_off_on, ready_by_on, collected_on, is_express, quoted_amount, paid_amount, payment_method) VALUES (14, 18, 3, '2024-01-23', '2024-01-25', '2024-02-06', 0, 5.50, 5.50, 'card');
INSERT INTO orders (order_id, customer_id, taken_by_staff_id, dropped_off_on, ready_by_on, collected_on, is_express, quoted_amount, paid_amount, payment_method) VALUES (15, 16, 9, '2024-01-29', '2024-02-02', '2024-02-05', 0, 44.00, 39.60, 'account');
INSERT INTO orders (order_id, customer_id, taken_by_staff_id, dropped_off_on, ready_by_on, collected_on, is_express, quoted_amount, paid_amount, payment_method) VALUES (16, 11, 9, '2024-02-04', '2024-02-09', '2024-02-10', 0, 28.00, 25.20, 'account');
INSERT INTO orders (order_id, customer_id, taken_by_staff_id, dropped_off_on, ready_by_on, collected_on, is_express, quoted_amount, paid_amount, payment_method) VALUES (17, 18, 13, '2024-02-19', '2024-02-22', '2024-02-22', 0, 14.50, 14.50, 'card');
INSERT INTO orders (order_id, customer_id, taken_by_staff_id, dropped_off_on, ready_by_on, collected_on, is_express, quoted_amount, paid_amount, payment_method) VALUES (18, 20, 3, '2024-02-26', '2024-02-29', '2024-03-06', 0, 36.50, 36.50, 'card');
INSERT INTO orders (order_id, customer_id, taken_by_staff_id, dropped_off_on, ready_by_on, collected_on, is_express, quoted_amount, paid_amount, payment_method) VALUES (19, 7, 3, '2024-02-28', '2024-02-29', '2024-03-12', 1, 63.00, NULL, NULL);
INSERT INTO orders (order_id, customer_id, taken_by_staff_id, dropped_off_on, ready_by_on, collected_on, is_express, quoted_amount, paid_amount, payment_method) VALUES (20, 4, 9, '2024-03-02', '2024-03-04', '2024-03-07', 0, 21.00, 18.90, 'account');
INSERT INTO orders (order_id, customer_id, taken_by_staff_id, dropped_off_on, ready_by_on, collected_on, is_express, quoted_amount, paid_amount, payment_method) VALUES (21, 13, 9, '2024-03-06', '2024-03-07', '2024-03-08', 1, 22.50, 22.50, 'cash');
INSERT INTO orders (order_id, customer_id, taken_by_staff_id, dropped_off_on, ready_by_on, collected_on, is_express, quoted_amount, paid_amount, payment_method) VALUES (22, 7, 1, '2024-03-12', '2024-03-15', '2024-03-15', 0, 34.00, 30.60, 'account');
INSERT INTO orders (order_id, customer_id, taken_by_staff_id, dropped_off_on, ready_by_on, collected_on, is_express, quoted_amount, paid_amount, payment_method) VALUES (23, 21, 3, '2024-03-19', '2024-03-26', '2024-03-26', 0, 50.50, 45.45, 'card');
INSERT INTO orders (order_id, customer_id, taken_by_staff_id, dropped_off_on, ready_by_on, collected_on, is_express, quoted_amount, paid_amount, payment_method) VALUES (24, 8, 15, '2024-03-23', '2024-03-24', '2024-03-26', 1, 88.50, 88.50, 'card');
INSERT INTO orders (order_id, customer_id, taken_by_staff_id, dropped_off_on, ready_by_on, collected_on, is_express, quoted_amount, paid_amount, payment_method) VALUES (25, 22, 15, '2024-03-28', '2024-03-29', '2024-03-30', 1, 19.00, 17.10, 'account');
INSERT INTO orders (order_id, customer_id, taken_by_staff_id, dropped_off_on, ready_by_on, collected_on, is_express, quoted_amount, paid_amount, payment_method) VALUES (26, 4, 3, '2024-03-28', '2024-03-30', '2024-03-30', 0, 12.00, NULL, NULL);
INSERT INTO orders (order_id, customer_id, taken_by_staff_id, dropped_off_on, ready_by_on, collected_on, is_express, quoted_amount, paid_amount, payment_method) VALUES (27, 11, 3, '2024-03-28', '2024-03-29', '2024-04-04', 1, 16.50, 14.85, 'account');
INSERT INTO orders (order_id, customer_id, taken_by_staff_id, dropped_off_on, ready_by_on, collected_on, is_express, quoted_amount, paid_amount, payment_method) VALUES (28, 7, 13, '2024-04-02', '2024-04-04', '2024-04-10', 0, 14.00, 12.60, 'account');
INSERT INTO orders (order_id, customer_id, taken_by_staff_id, dropped_off_on, ready_by_on, collected_on, is_express, quoted_amount, paid_amount, payment_method) VALUES (29, 11, 9, '2024-04-15', '2024-04-25', NULL, 0, 120.00, NULL, NULL);
INSERT INTO orders (order_id, customer_id, taken_by_staff_id, dropped_off_on, ready_by_on, collected_on, is_express, quoted_amount, paid_amount, payment_method) VALUES (30, 16, 13, '2024-04-15', '2024-04-18', '2024-04-18', 0, 25.50, 22.95, 'account');
INSERT INTO orders (order_id, customer_id, taken_by_staff_id, dropped_off_on, ready_by_on, collected_on, is_express, quoted_amount, paid_amount, payment_method) VALUES (31, 16, 3, '2024-05-10', '2024-05-13', '2024-05-13', 0, 8.50, 7.65, 'account');
INSERT INTO orders (order_id, customer_id, taken_by_staff_id, dropped_off_on, ready_by_on, collected_on, is_express, quoted_amount, paid_amount, payment_method) VALUES (32, 11, 13, '2024-05-18', '2024-05-19', '2024-05-25', 1, 38.00, 34.20, 'account');
INSERT INTO orders (order_id, customer_id, taken_by_staff_id, dropped_off_on, ready_by_on, collected_on, is_express, quoted_amount, paid_amount, payment_method) VALUES (33, 11, 3, '2024-05-18', '2024-05-21', NULL, 0, 12.00, NULL, NULL);
INSERT INTO orders (order_id, customer_id, taken_by_staff_id, dropped_off_on, ready_by_on, collected_on, is_express, quoted_amount, paid_amount, payment_method) VALUES (34, 22, 3, '2024-05-19', '2024-05-21', '2024-05-27', 0, 3.50, 3.15, 'account');
INSERT INTO orders (order_id, customer_id, taken_by_staff_id, dropped_off_on, ready_by_on, collected_on, is_express, quoted_amount, paid_amount, payment_method) VALUES (35, 8, 1, '2024-05-21', '2024-05-23', '2024-05-24', 0, 6.00, 5.40, 'card');
INSERT INTO orders (order_id, customer_id, taken_by_staff_id, dropped_off_on, ready_by_on, collected_on, is_express, quoted_amount, paid_amount, payment_method) VALUES (36, 16, 3, '2024-06-03', '2024-06-04', '2024-06-05', 1, 34.50, NULL, NULL);
INSERT INTO orders (order_id, customer_id, taken_by_staff_id, dropped_off_on, ready_by_on, collected_on, is_express, quoted_amount, paid_amount, payment_method) VALUES (37, 16, 1, '2024-06-17', '2024-06-20', '2024-06-20', 0, 8.50, 7.65, 'account');
INSERT INTO orders (order_id, customer_id, taken_by_staff_id, dropped_off_on, ready_by_on, collected_on, is_express, quoted_amount, paid_amount, payment_method) VALUES (38, 4, 9, '2024-06-21', '2024-06-24', NULL, 0, 18.00, NULL, NULL);
INSERT INTO order_items (item_id, order_id, garment_type_id, quantity, colour, stain_note, is_damaged) VALUES (1, 1, 12, 1, 'green', 'ink', 0);
INSERT INTO order_items (item_id, order_id, garment_type_id, quantity, colour, stain_note, is_damaged) VALUES (2, 1, 1, 2, 'red', NULL, 1);
INSERT INTO order_items (item_id, order_id, garment_type_id, quantity, colour, stain_note, is_damaged) VALUES (3, 1, 13, 5, 'navy', 'blood', 0);
INSERT INTO order_items (item_id, order_id, garment_type_id, quantity, colour, stain_note, is_damaged) VALUES (4, 2, 14, 1, 'black', NULL, 0);
INSERT INTO order_items (item_id, order_id, garment_type_id, quantity, colour, stain_note, is_damaged) VALUES (5, 2, 2, 1, 'grey', 'candle wax', 0);
INSERT INTO order_items (item_id, order_id, garment_type_id, quantity, colour, stain_note, is_damaged) VALUES (6, 3, 1, 3, 'beige', NULL, 1);
INSERT INTO order_items (item_id, order_id, garment_type_id, quantity, colour, stain_note, is_damaged) VALUES (7, 3, 11, 1, 'cream', NULL, 0);
INSERT INTO order_items (item_id, order_id, garment_type_id, quantity, colour, stain_note, is_damaged) VALUES (8, 4, 11, 1, 'brown', 'make-up', 1);
INSERT INTO order_items (item_id, order_id, garment_type_id, quantity, colour, stain_note, is_damaged) VALUES (9, 4, 13, 5, 'grey', 'sweat marks', 0);
INSERT INTO order_items (item_id, order_id, garment_type_id, quantity, colour, stain_note, is_damaged) VALUES (10, 5, 8, 1, 'blue', NULL, 0);
INSERT INTO order_items (item_id, order_id, garment_type_id, quantity, colour, stain_note, is_damaged) VALUES (11, 6, 3, 1, 'grey', NULL, 0);
INSERT INTO order_items (item_id, order_id, garment_type_id, quantity, colour, stain_note, is_damaged) VALUES (12, 6, 5, 1, 'burgundy', NULL, 0);
INSERT INTO order_items (item_id, order_id, garment_type_id, quantity, colour, stain_note, is_damaged) VALUES (13, 7, 6, 1, 'brown', 'ink', 0);
INSERT INTO order_items (item_id, order_id, garment_type_id, quantity, colour, stain_note, is_damaged) VALUES (14, 7, 13, 3, 'red', NULL, 0);
INSERT INTO order_items (item_id, order_id, garment_type_id, quantity, colour, stain_note, is_damaged) VALUES (15, 8, 12, 1, 'blue', NULL, 0);
INSERT INTO order_items (item_id, order_id, garment_type_id, quantity, colour, stain_note, is_damaged) VALUES (16, 8, 6, 1, 'black', NULL, 0);
INSERT INTO order_items (item_id, order_id, garment_type_id, quantity, colour, stain_note, is_damaged) VALUES (17, 8, 8, 1, 'green', NULL, 0);
INSERT INTO order_items (item_id, order_id, garment_type_id, quantity, colour, stain_note, is_damaged) VALUES (18, 9, 13, 2, 'white', NULL, 0);
INSERT INTO order_items (item_id, order_id, garment_type_id, quantity, colour, stain_note, is_damaged) VALUES (19, 10, 4, 1, 'blue', 'grease', 0);
INSERT INTO order_items (item_id, order_id, garment_type_id, quantity, colour, stain_note, is_damaged) VALUES (20, 11, 13, 1, 'white', NULL, 0);
INSERT INTO order_items (item_id, order_id, garment_type_id, quantity, colour, stain_note, is_damaged) VALUES (21, 12, 5, 1, 'red', NULL, 0);
INSERT INTO order_items (item_id, order_id, garment_type_id, quantity, colour, stain_note, is_damaged) VALUES (22, 13, 5, 2, 'pink', NULL, 0);
INSERT INTO order_items (item_id, order_id, garment_type_id, quantity, colour, stain_note, is_damaged) VALUES (23, 13, 3, 2, 'white', NULL, 1);
INSERT INTO order_items (item_id, order_id, garment_type_id, quantity, colour, stain_note, is_damaged) VALUES (24, 13, 14, 1, 'blue', NULL, 0);
INSERT INTO order_items (item_id, order_id, garment_type_id, quantity, colour, stain_note, is_damaged) VALUES (25, 14, 2, 1, 'red', NULL, 0);
INSERT INTO order_items (item_id, order_id, garment_type_id, quantity, colour, stain_note, is_damaged) VALUES (26, 15, 11, 2, 'red', NULL, 0);
INSERT INTO order_items (item_id, order_id, garment_type_id, quantity, colour, stain_note, is_damaged) VALUES (27, 16, 7, 1, 'white', 'red wine', 0);
INSERT INTO order_items (item_id, order_id, garment_type_id, quantity, colour, stain_note, is_damaged) VALUES (28, 17, 15, 1, 'blue', NULL, 0);
INSERT INTO order_items (item_id, order_id, garment_type_id, quantity, colour, stain_note, is_damaged) VALUES (29, 17, 2, 1, 'red', NULL, 0);
INSERT INTO order_items (item_id, order_id, garment_type_id, quantity, colour, stain_note, is_damaged) VALUES (30, 18, 6, 2, 'grey', NULL, 1);
INSERT INTO order_items (item_id, order_id, garment_type_id, quantity, colour, stain_note, is_damaged) VALUES (31, 18, 1, 1, 'burgundy', 'make-up', 0);
INSERT INTO order_items (item_id, order_id, garment_type_id, quantity, colour, stain_note, is_damaged) VALUES (32, 18, 15, 1, 'navy', 'red wine', 0);
INSERT INTO order_items (item_id, order_id, garment_type_id, quantity, colour, stain_note, is_damaged) VALUES (33, 19, 12, 1, 'beige', 'coffee', 0);
INSERT INTO order_items (item_id, order_id, garment_type_id, quantity, colour, stain_note, is_damaged) VALUES (34, 19, 12, 2, 'brown', NULL, 0);
INSERT INTO order_items (item_id, order_id, garment_type_id, quantity, colour, stain_note, is_damaged) VALUES (35, 20, 1, 2, 'burgundy', NULL, 0);
INSERT INTO order_items (item_id, order_id, garment_type_id, quantity, colour, stain_note, is_damaged) VALUES (36, 20, 5, 2, 'cream', 'blood', 0);
INSERT INTO order_items (item_id, order_id, garment_type_id, quantity, colour, stain_note, is_damaged) VALUES (37, 21, 15, 1, 'red', NULL, 0);
INSERT INTO order_items (item_id, order_id, garment_type_id, quantity, colour, stain_note, is_damaged) VALUES (38, 21, 1, 2, 'red', 'grass', 0);
INSERT INTO order_items (item_id, order_id, garment_type_id, quantity, colour, stain_note, is_damaged) VALUES (39, 22, 13, 1, 'beige', NULL, 0);
INSERT INTO order_items (item_id, order_id, garment_type_id, quantity, colour, stain_note, is_damaged) VALUES (40, 22, 13, 3, 'white', NULL, 0);
INSERT INTO order_items (item_id, order_id, garment_type_id, quantity, colour, stain_note, is_damaged) VALUES (41, 23, 2, 1, 'blue', NULL, 0);
INSERT INTO order_items (item_id, order_id, garment_type_id, quantity, colour, stain_note, is_damaged) VALUES (42, 23, 16, 1, 'grey', NULL, 0);
INSERT INTO order_items (item_id, order_id, garment_type_id, quantity, colour, stain_note, is_damaged) VALUES (43, 24, 7, 1, 'navy', NULL, 0);
INSERT INTO order_items (item_id, order_id, garment_type_id, quantity, colour, stain_note, is_damaged) VALUES (44, 24, 7, 1, 'burgundy', NULL, 0);
INSERT INTO order_items (item_id, order_id, garment_type_id, quantity, colour, stain_note, is_damaged) VALUES (45, 24, 15, 1, 'burgundy', 'blood', 0);
INSERT INTO order_items (item_id, order_id, garment_type_id, quantity, colour, stain_note, is_damaged) VALUES (46, 25, 5, 2, 'pink', NULL, 0);
INSERT INTO order_items (item_id, order_id, garment_type_id, quantity, colour, stain_note, is_damaged) VALUES (47, 26, 14, 2, 'blue', NULL, 1);
INSERT INTO order_items (item_id, order_id, garment_type_id, quantity, colour, stain_note, is_damaged) VALUES (48, 27, 6, 1, 'cream', NULL, 0);
INSERT INTO order_items (item_id, order_id, garment_type_id, quantity, colour, stain_note, is_damaged) VALUES (49, 28, 1, 3, 'burgundy', NULL, 0);
INSERT INTO order_items (item_id, order_id, garment_type_id, quantity, colour, stain_note, is_damaged) VALUES (50, 28, 1, 1, 'brown', 'grease', 0);
INSERT INTO order_items (item_id, order_id, garment_type_id, quantity, colour, stain_note, is_damaged) VALUES (51, 29, 8, 1, 'blue', NULL, 1);
INSERT INTO order_items (item_id, order_id, garment_type_id, quantity, colour, stain_note, is_damaged) VALUES (52, 30, 13, 3, 'green', NULL, 1);
INSERT INTO order_items (item_id, order_id, garment_type_id, quantity, colour, stain_note, is_damaged) VALUES (53, 31, 13, 1, 'brown', 'sweat marks', 0);
INSERT INTO order_items (item_id, order_id, garment_type_id, quantity, colour, stain_note, is_damaged) VALUES (54, 32, 7, 1, 'pink', 'red wine', 0);
INSERT INTO order_items (item_id, order_id, garment_type_id, quantity, colour, stain_note, is_damaged) VALUES (55, 33, 6, 1, 'burgundy', NULL, 0);
INSERT INTO order_items (item_id, order_id, garment_type_id, quantity, colour, stain_note, is_damaged) VALUES (56, 34, 1, 1, 'beige', NULL, 0);
INSERT INTO order_items (item_id, order_id, garment_type_id, quantity, colour, stain_note, is_damaged) VALUES (57, 35, 14, 1, 'cream', NULL, 0);
INSERT INTO order_items (item_id, order_id, garment_type_id, quantity, colour, stain_note, is_damaged) VALUES (58, 36, 13, 3, 'black', 'sweat marks', 0);
INSERT INTO order_items (item_id, order_id, garment_type_id, quantity, colour, stain_note, is_damaged) VALUES (59, 37, 13, 1, 'pink', NULL, 0);
INSERT INTO order_items (item_id, order_id, garment_type_id, quantity, colour, stain_note, is_damaged) VALUES (60, 38, 4, 1, 'black', 'grease', 0);
COMMIT;
