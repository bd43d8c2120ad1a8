-- dry_cleaning: a high-street dry cleaner (cleaning, laundry, alterations, repairs) - invented data for a blind test
BEGIN TRANSACTION;
CREATE TABLE staff (
    staff_id INTEGER PRIMARY KEY,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    role TEXT NOT NULL CHECK (role IN ('counter', 'presser', 'tailor', 'driver', 'manager')),
    hired_on TEXT NOT NULL,
    left_on TEXT, -- NULL = still works here
    hourly_rate REAL NOT NULL
);
CREATE TABLE customers (
    customer_id INTEGER PRIMARY KEY,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    phone TEXT NOT NULL,
    email TEXT, -- NULL = customer gave no email address
    joined_on TEXT NOT NULL,
    is_business INTEGER NOT NULL CHECK (is_business IN (0, 1))
);
CREATE TABLE services (
    service_id INTEGER PRIMARY KEY,
    service_name TEXT NOT NULL,
    category TEXT NOT NULL CHECK (category IN ('dry clean', 'laundry', 'alteration', 'repair', 'specialist')),
    standard_price REAL NOT NULL,
    express_price REAL, -- NULL = no express (next-day) option for this service
    turnaround_days INTEGER NOT NULL
);
CREATE TABLE orders (
    order_id INTEGER PRIMARY KEY,
    customer_id INTEGER NOT NULL,
    taken_by INTEGER NOT NULL,
    dropped_off TEXT NOT NULL,
    ready_by TEXT NOT NULL,
    collected_on TEXT, -- NULL = not collected by the customer yet
    is_express INTEGER NOT NULL CHECK (is_express IN (0, 1)),
    total_price REAL NOT NULL,
    deposit_paid REAL, -- NULL = no deposit taken at drop-off
    FOREIGN KEY (customer_id) REFERENCES customers (customer_id),
    FOREIGN KEY (taken_by) REFERENCES staff (staff_id)
);
CREATE TABLE order_items (
    item_id INTEGER PRIMARY KEY,
    order_id INTEGER NOT NULL,
    service_id INTEGER NOT NULL,
    quantity INTEGER NOT NULL,
    colour TEXT, -- NULL = colour not noted on the ticket
    line_price REAL NOT NULL,
    tailor_id INTEGER, -- NULL = no tailoring work on this item
    FOREIGN KEY (order_id) REFERENCES orders (order_id),
    FOREIGN KEY (service_id) REFERENCES services (service_id),
    FOREIGN KEY (tailor_id) REFERENCES staff (staff_id)
);
INSERT INTO staff (staff_id, first_name, last_name, role, hired_on, left_on, hourly_rate) VALUES (1, 'Tom', 'Walsh', 'counter', '2019-03-04', NULL, 11.5);
INSERT INTO staff (staff_id, first_name, last_name, role, hired_on, left_on, hourly_rate) VALUES (2, 'Tom', 'Okafor', 'presser', '2021-06-14', NULL, 12.0);
INSERT INTO staff (staff_id, first_name, last_name, role, hired_on, left_on, hourly_rate) VALUES (3, 'Maria', 'Rossi', 'tailor', '2018-09-01', NULL, 14.75);
INSERT INTO staff (staff_id, first_name, last_name, role, hired_on, left_on, hourly_rate) VALUES (4, 'Agnieszka', 'Nowak', 'presser', '2020-02-10', '2023-08-31', 11.2);
INSERT INTO staff (staff_id, first_name, last_name, role, hired_on, left_on, hourly_rate) VALUES (5, 'Darren', 'Price', 'driver', '2022-01-17', NULL, 11.8);
INSERT INTO staff (staff_id, first_name, last_name, role, hired_on, left_on, hourly_rate) VALUES (6, 'Leanne', 'Booth', 'counter', '2023-04-03', NULL, 11.44);
INSERT INTO staff (staff_id, first_name, last_name, role, hired_on, left_on, hourly_rate) VALUES (7, 'Samir', 'Haddad', 'tailor', '2023-09-11', NULL, 14.0);
INSERT INTO staff (staff_id, first_name, last_name, role, hired_on, left_on, hourly_rate) VALUES (8, 'Joanne', 'Pike', 'manager', '2016-05-23', NULL, 17.5);
INSERT INTO staff (staff_id, first_name, last_name, role, hired_on, left_on, hourly_rate) VALUES (9, 'Kevin', 'Ashworth', 'presser', '2017-11-06', '2022-03-18', 10.5);
INSERT INTO staff (staff_id, first_name, last_name, role, hired_on, left_on, hourly_rate) VALUES (10, 'Chloe', 'Barker', 'counter', '2022-10-03', '2024-01-12', 11.0);
INSERT INTO staff (staff_id, first_name, last_name, role, hired_on, left_on, hourly_rate) VALUES (11, 'Ravi', 'Mistry', 'presser', '2023-02-20', NULL, 11.6);
INSERT INTO staff (staff_id, first_name, last_name, role, hired_on, left_on, hourly_rate) VALUES (12, 'Bethany', 'Cole', 'counter', '2024-03-11', NULL, 11.44);
INSERT INTO staff (staff_id, first_name, last_name, role, hired_on, left_on, hourly_rate) VALUES (13, 'Gareth', 'Lloyd', 'driver', '2019-07-29', '2023-05-26', 10.9);
INSERT INTO staff (staff_id, first_name, last_name, role, hired_on, left_on, hourly_rate) VALUES (14, 'Irina', 'Popescu', 'tailor', '2021-01-25', '2024-06-28', 13.8);
INSERT INTO staff (staff_id, first_name, last_name, role, hired_on, left_on, hourly_rate) VALUES (15, 'Nadia', 'Ferreira', 'counter', '2023-11-20', NULL, 11.44);
INSERT INTO customers (customer_id, first_name, last_name, phone, email, joined_on, is_business) VALUES (1, 'Helen', 'Carter', '07700 999886', 'helen.carter@gmail.com', '2019-04-12', 0);
INSERT INTO customers (customer_id, first_name, last_name, phone, email, joined_on, is_business) VALUES (2, 'Helen', 'Moss', '07700 944470', NULL, '2021-10-02', 0);
INSERT INTO customers (customer_id, first_name, last_name, phone, email, joined_on, is_business) VALUES (3, 'Maria', 'Lopez', '07700 995484', 'maria.lopez@hotmail.co.uk', '2023-02-18', 0);
INSERT INTO customers (customer_id, first_name, last_name, phone, email, joined_on, is_business) VALUES (4, 'James', 'Whitfield', '07700 919453', 'james@whitfield-ltd.co.uk', '2018-06-30', 1);
INSERT INTO customers (customer_id, first_name, last_name, phone, email, joined_on, is_business) VALUES (5, 'Oliver', 'Grant', '07700 921369', 'oliver.grant@outlook.com', '2020-01-09', 0);
INSERT INTO customers (customer_id, first_name, last_name, phone, email, joined_on, is_business) VALUES (6, 'Fatima', 'Begum', '07700 963676', NULL, '2022-07-21', 0);
INSERT INTO customers (customer_id, first_name, last_name, phone, email, joined_on, is_business) VALUES (7, 'Peter', 'Lawson', '07700 958508', 'peter@lawson-ltd.co.uk', '2017-11-15', 1);
INSERT INTO customers (customer_id, first_name, last_name, phone, email, joined_on, is_business) VALUES (8, 'Grace', 'Adeyemi', '07700 906113', 'grace.adeyemi@outlook.com', '2023-05-06', 0);
INSERT INTO customers (customer_id, first_name, last_name, phone, email, joined_on, is_business) VALUES (9, 'Daniel', 'Kerr', '07700 989195', NULL, '2024-02-14', 0);
INSERT INTO customers (customer_id, first_name, last_name, phone, email, joined_on, is_business) VALUES (10, 'Sophie', 'Turner', '07700 920357', 'sophie.turner@gmail.com', '2020-08-27', 0);
INSERT INTO customers (customer_id, first_name, last_name, phone, email, joined_on, is_business) VALUES (11, 'Rachel', 'Ingram', '07700 940958', 'rachel@ingram-ltd.co.uk', '2019-12-03', 1);
INSERT INTO customers (customer_id, first_name, last_name, phone, email, joined_on, is_business) VALUES (12, 'Mohammed', 'Rahman', '07700 928509', 'mohammed.rahman@hotmail.co.uk', '2023-09-19', 0);
INSERT INTO customers (customer_id, first_name, last_name, phone, email, joined_on, is_business) VALUES (13, 'Emily', 'Shaw', '07700 900589', NULL, '2021-03-11', 0);
INSERT INTO customers (customer_id, first_name, last_name, phone, email, joined_on, is_business) VALUES (14, 'Lewis', 'Dunn', '07700 921632', 'lewis.dunn@outlook.com', '2024-06-01', 0);
INSERT INTO customers (customer_id, first_name, last_name, phone, email, joined_on, is_business) VALUES (15, 'Catherine', 'Blake', '07700 979413', 'catherine@blake-ltd.co.uk', '2016-10-20', 1);
INSERT INTO customers (customer_id, first_name, last_name, phone, email, joined_on, is_business) VALUES (16, 'Anthony', 'Reid', '07700 900387', NULL, '2022-04-04', 0);
INSERT INTO customers (customer_id, first_name, last_name, phone, email, joined_on, is_business) VALUES (17, 'Zoe', 'Fletcher', '07700 970604', 'zoe.fletcher@outlook.com', '2023-11-28', 0);
INSERT INTO customers (customer_id, first_name, last_name, phone, email, joined_on, is_business) VALUES (18, 'Harry', 'Nolan', '07700 941981', 'harry.nolan@hotmail.co.uk', '2018-02-08', 0);
INSERT INTO customers (customer_id, first_name, last_name, phone, email, joined_on, is_business) VALUES (19, 'Lucy', 'Harper', '07700 977780', NULL, '2024-09-13', 0);
INSERT INTO customers (customer_id, first_name, last_name, phone, email, joined_on, is_business) VALUES (20, 'Andrew', 'McKenzie', '07700 992482', 'andrew@mckenzie-ltd.co.uk', '2020-05-16', 1);
INSERT INTO customers (customer_id, first_name, last_name, phone, email, joined_on, is_business) VALUES (21, 'Chloe', 'Dixon', '07700 987399', 'chloe.dixon@hotmail.co.uk', '2022-12-01', 0);
INSERT INTO customers (customer_id, first_name, last_name, phone, email, joined_on, is_business) VALUES (22, 'Samuel', 'Owusu', '07700 962527', NULL, '2021-07-07', 0);
INSERT INTO customers (customer_id, first_name, last_name, phone, email, joined_on, is_business) VALUES (23, 'Natalie', 'Webb', '07700 996957', 'natalie.webb@outlook.com', '2023-03-25', 0);
INSERT INTO customers (customer_id, first_name, last_name, phone, email, joined_on, is_business) VALUES (24, 'George', 'Hamilton', '07700 918061', 'george.hamilton@hotmail.co.uk', '2019-09-09', 0);
INSERT INTO customers (customer_id, first_name, last_name, phone, email, joined_on, is_business) VALUES (25, 'Isabel', 'Cruz', '07700 952272', NULL, '2024-11-22', 0);
INSERT INTO customers (customer_id, first_name, last_name, phone, email, joined_on, is_business) VALUES (26, 'Ryan', 'Foster', '07700 951247', 'ryan.foster@outlook.com', '2022-01-30', 0);
INSERT INTO customers (customer_id, first_name, last_name, phone, email, joined_on, is_business) VALUES (27, 'Megan', 'Lowe', '07700 970743', 'megan.lowe@hotmail.co.uk', '2020-10-10', 0);
INSERT INTO customers (customer_id, first_name, last_name, phone, email, joined_on, is_business) VALUES (28, 'Patrick', 'Doyle', '07700 955787', NULL, '2023-07-14', 0);
INSERT INTO customers (customer_id, first_name, last_name, phone, email, joined_on, is_business) VALUES (29, 'Aisha', 'Mahmood', '07700 909185', 'aisha.mahmood@outlook.com', '2021-05-19', 0);
INSERT INTO customers (customer_id, first_name, last_name, phone, email, joined_on, is_business) VALUES (30, 'Victor', 'Stanek', '07700 960061', 'victor.stanek@hotmail.co.uk', '2025-01-08', 0);
INSERT INTO services (service_id, service_name, category, standard_price, express_price, turnaround_days) VALUES (1, 'Shirt', 'laundry', 3.2, 4.5, 1);
INSERT INTO services (service_id, service_name, category, standard_price, express_price, turnaround_days) VALUES (2, 'Two-piece suit', 'dry clean', 14.5, 19.5, 3);
INSERT INTO services (service_id, service_name, category, standard_price, express_price, turnaround_days) VALUES (3, 'Trousers', 'dry clean', 7.0, 9.5, 2);
INSERT INTO services (service_id, service_name, category, standard_price, express_price, turnaround_days) VALUES (4, 'Dress', 'dry clean', 12.0, 16.0, 3);
INSERT INTO services (service_id, service_name, category, standard_price, express_price, turnaround_days) VALUES (5, 'Coat', 'dry clean', 16.5, 22.0, 3);
INSERT INTO services (service_id, service_name, category, standard_price, express_price, turnaround_days) VALUES (6, 'Jumper', 'dry clean', 6.0, 8.0, 2);
INSERT INTO services (service_id, service_name, category, standard_price, express_price, turnaround_days) VALUES (7, 'Tie', 'dry clean', 5.0, 7.0, 2);
INSERT INTO services (service_id, service_name, category, standard_price, express_price, turnaround_days) VALUES (8, 'Skirt', 'dry clean', 6.5, 9.0, 2);
INSERT INTO services (service_id, service_name, category, standard_price, express_price, turnaround_days) VALUES (9, 'Duvet (double)', 'laundry', 18.0, NULL, 2);
INSERT INTO services (service_id, service_name, category, standard_price, express_price, turnaround_days) VALUES (10, 'Curtains (per panel)', 'laundry', 15.0, NULL, 4);
INSERT INTO services (service_id, service_name, category, standard_price, express_price, turnaround_days) VALUES (11, 'Wedding dress', 'specialist', 120.0, NULL, 10);
INSERT INTO services (service_id, service_name, category, standard_price, express_price, turnaround_days) VALUES (12, 'Suede jacket', 'specialist', 45.0, NULL, 7);
INSERT INTO services (service_id, service_name, category, standard_price, express_price, turnaround_days) VALUES (13, 'Trouser hem', 'alteration', 9.0, 12.0, 4);
INSERT INTO services (service_id, service_name, category, standard_price, express_price, turnaround_days) VALUES (14, 'Take in waist', 'alteration', 14.0, NULL, 5);
INSERT INTO services (service_id, service_name, category, standard_price, express_price, turnaround_days) VALUES (15, 'Sleeve shortening', 'alteration', 16.0, NULL, 5);
INSERT INTO services (service_id, service_name, category, standard_price, express_price, turnaround_days) VALUES (16, 'Dress hem', 'alteration', 13.0, 17.0, 4);
INSERT INTO services (service_id, service_name, category, standard_price, express_price, turnaround_days) VALUES (17, 'Zip replacement', 'repair', 14.0, 18.0, 3);
INSERT INTO services (service_id, service_name, category, standard_price, express_price, turnaround_days) VALUES (18, 'Button replacement', 'repair', 3.0, NULL, 1);
INSERT INTO services (service_id, service_name, category, standard_price, express_price, turnaround_days) VALUES (19, 'Patch repair', 'repair', 8.5, NULL, 4);
INSERT INTO services (service_id, service_name, category, standard_price, express_price, turnaround_days) VALUES (20, 'Lining repair', 'repair', 22.0, NULL, 6);
INSERT INTO orders (order_id, customer_id, taken_by, dropped_off, ready_by, collected_on, is_express, total_price, deposit_paid) VALUES (1001, 17, 2, '2024-01-07', '2024-01-12', '2024-01-17', 0, 16.0, NULL);
INSERT INTO orders (order_id, customer_id, taken_by, dropped_off, ready_by, collected_on, is_express, total_price, deposit_paid) VALUES (1002, 9, 2, '2024-02-21', '2024-03-02', '2024-03-09', 0, 133.0, NULL);
INSERT INTO orders (order_id, customer_id, taken_by, dropped_off, ready_by, collected_on, is_express, total_price, deposit_paid) VALUES (1003, 12, 1, '2024-02-29', '2024-03-01', '2024-03-05', 1, 8.0, 8.0);
INSERT INTO orders (order_id, customer_id, taken_by, dropped_off, ready_by, collected_on, is_express, total_price, deposit_paid) VALUES (1004, 28, 1, '2024-03-02', '2024-03-05', '2024-03-10', 0, 12.0, NULL);
INSERT INTO orders (order_id, customer_id, taken_by, dropped_off, ready_by, collected_on, is_express, total_price, deposit_paid) VALUES (1005, 4, 1, '2024-03-06', '2024-03-08', NULL, 0, 42.8, NULL);
INSERT INTO orders (order_id, customer_id, taken_by, dropped_off, ready_by, collected_on, is_express, total_price, deposit_paid) VALUES (1006, 20, 1, '2024-03-15', '2024-03-16', '2024-03-18', 0, 12.8, NULL);
INSERT INTO orders (order_id, customer_id, taken_by, dropped_off, ready_by, collected_on, is_express, total_price, deposit_paid) VALUES (1007, 5, 6, '2024-03-19', '2024-03-20', '2024-03-24', 1, 9.0, NULL);
INSERT INTO orders (order_id, customer_id, taken_by, dropped_off, ready_by, collected_on, is_express, total_price, deposit_paid) VALUES (1008, 8, 8, '2024-03-30', '2024-04-03', '2024-04-13', 0, 27.0, NULL);
INSERT INTO orders (order_id, customer_id, taken_by, dropped_off, ready_by, collected_on, is_express, total_price, deposit_paid) VALUES (1009, 6, 8, '2024-03-31', '2024-04-02', '2024-04-02', 0, 15.0, 15.0);
INSERT INTO orders (order_id, customer_id, taken_by, dropped_off, ready_by, collected_on, is_express, total_price, deposit_paid) VALUES (1010, 23, 15, '2024-04-09', '2024-04-11', '2024-04-22', 0, 18.0, NULL);
INSERT INTO orders (order_id, customer_id, taken_by, dropped_off, ready_by, collected_on, is_express, total_price, deposit_paid) VALUES (1011, 3, 12, '2024-04-17', '2024-04-21', NULL, 0, 9.0, 9.0);
INSERT INTO orders (order_id, customer_id, taken_by, dropped_off, ready_by, collected_on, is_express, total_price, deposit_paid) VALUES (1012, 15, 1, '2024-04-23', '2024-04-24', '2024-05-06', 0, 19.2, 19.2);
INSERT INTO orders (order_id, customer_id, taken_by, dropped_off, ready_by, collected_on, is_express, total_price, deposit_paid) VALUES (1013, 1, 12, '2024-05-03', '2024-05-05', '2024-05-12', 0, 13.0, 13.0);
INSERT INTO orders (order_id, customer_id, taken_by, dropped_off, ready_by, collected_on, is_express, total_price, deposit_paid) VALUES (1014, 3, 15, '2024-05-15', '2024-05-19', '2024-05-19', 0, 9.0, NULL);
INSERT INTO orders (order_id, customer_id, taken_by, dropped_off, ready_by, collected_on, is_express, total_price, deposit_paid) VALUES (1015, 14, 15, '2024-07-22', '2024-07-25', '2024-07-31', 0, 14.0, 14.0);
INSERT INTO orders (order_id, customer_id, taken_by, dropped_off, ready_by, collected_on, is_express, total_price, deposit_paid) VALUES (1016, 26, 2, '2024-07-25', '2024-07-28', '2024-08-01', 0, 16.5, 16.5);
INSERT INTO orders (order_id, customer_id, taken_by, dropped_off, ready_by, collected_on, is_express, total_price, deposit_paid) VALUES (1017, 21, 6, '2024-08-03', '2024-08-06', NULL, 0, 16.5, 16.5);
INSERT INTO orders (order_id, customer_id, taken_by, dropped_off, ready_by, collected_on, is_express, total_price, deposit_paid) VALUES (1018, 16, 8, '2024-08-06', '2024-08-10', '2024-08-22', 0, 13.0, NULL);
INSERT INTO orders (order_id, customer_id, taken_by, dropped_off, ready_by, collected_on, is_express, total_price, deposit_paid) VALUES (1019, 24, 6, '2024-08-18', '2024-08-23', NULL, 0, 19.0, NULL);
INSERT INTO orders (order_id, customer_id, taken_by, dropped_off, ready_by, collected_on, is_express, total_price, deposit_paid) VALUES (1020, 19, 8, '2024-09-17', '2024-09-22', '2024-10-03', 0, 14.0, NULL);
INSERT INTO orders (order_id, customer_id, taken_by, dropped_off, ready_by, collected_on, is_express, total_price, deposit_paid) VALUES (1021, 2, 2, '2024-10-05', '2024-10-10', NULL, 0, 17.0, NULL);
INSERT INTO orders (order_id, customer_id, taken_by, dropped_off, ready_by, collected_on, is_express, total_price, deposit_paid) VALUES (1022, 2, 6, '2024-10-23', '2024-10-28', '2024-10-30', 0, 16.0, 16.0);
INSERT INTO orders (order_id, customer_id, taken_by, dropped_off, ready_by, collected_on, is_express, total_price, deposit_paid) VALUES (1023, 18, 1, '2024-11-04', '2024-11-09', '2024-11-17', 0, 16.0, 16.0);
INSERT INTO orders (order_id, customer_id, taken_by, dropped_off, ready_by, collected_on, is_express, total_price, deposit_paid) VALUES (1024, 22, 15, '2024-11-17', '2024-11-18', '2024-11-18', 1, 28.5, 14.25);
INSERT INTO orders (order_id, customer_id, taken_by, dropped_off, ready_by, collected_on, is_express, total_price, deposit_paid) VALUES (1025, 25, 8, '2024-12-08', '2024-12-10', '2024-12-12', 0, 7.0, 7.0);
INSERT INTO orders (order_id, customer_id, taken_by, dropped_off, ready_by, collected_on, is_express, total_price, deposit_paid) VALUES (1026, 7, 12, '2025-01-03', '2025-01-04', '2025-01-06', 1, 40.5, 20.25);
INSERT INTO orders (order_id, customer_id, taken_by, dropped_off, ready_by, collected_on, is_express, total_price, deposit_paid) VALUES (1027, 30, 12, '2025-01-10', '2025-01-12', '2025-01-13', 0, 15.0, NULL);
INSERT INTO orders (order_id, customer_id, taken_by, dropped_off, ready_by, collected_on, is_express, total_price, deposit_paid) VALUES (1028, 4, 2, '2025-01-24', '2025-01-25', '2025-02-04', 1, 32.0, NULL);
INSERT INTO orders (order_id, customer_id, taken_by, dropped_off, ready_by, collected_on, is_express, total_price, deposit_paid) VALUES (1029, 1, 1, '2025-02-06', '2025-02-08', '2025-02-11', 0, 20.0, NULL);
INSERT INTO orders (order_id, customer_id, taken_by, dropped_off, ready_by, collected_on, is_express, total_price, deposit_paid) VALUES (1030, 5, 15, '2025-02-24', '2025-03-02', '2025-03-06', 0, 29.0, 14.5);
INSERT INTO orders (order_id, customer_id, taken_by, dropped_off, ready_by, collected_on, is_express, total_price, deposit_paid) VALUES (1031, 29, 15, '2025-03-01', '2025-03-06', '2025-03-13', 0, 14.0, 14.0);
INSERT INTO orders (order_id, customer_id, taken_by, dropped_off, ready_by, collected_on, is_express, total_price, deposit_paid) VALUES (1032, 13, 15, '2025-03-03', '2025-03-06', '2025-03-12', 0, 20.5, NULL);
INSERT INTO orders (order_id, customer_id, taken_by, dropped_off, ready_by, collected_on, is_express, total_price, deposit_paid) VALUES (1033, 27, 1, '2025-03-21', '2025-03-27', '2025-04-04', 0, 25.0, NULL);
INSERT INTO orders (order_id, customer_id, taken_by, dropped_off, ready_by, collected_on, is_express, total_price, deposit_paid) VALUES (1034, 10, 8, '2025-04-07', '2025-04-08', '2025-04-15', 1, 24.0, 12.0);
INSERT INTO orders (order_id, customer_id, taken_by, dropped_off, ready_by, collected_on, is_express, total_price, deposit_paid) VALUES (1035, 7, 2, '2025-04-07', '2025-04-09', '2025-04-17', 0, 26.2, NULL);
INSERT INTO orders (order_id, customer_id, taken_by, dropped_off, ready_by, collected_on, is_express, total_price, deposit_paid) VALUES (1036, 10, 2, '2025-04-10', '2025-04-20', '2025-04-28', 0, 138.0, 69.0);
INSERT INTO orders (order_id, customer_id, taken_by, dropped_off, ready_by, collected_on, is_express, total_price, deposit_paid) VALUES (1037, 20, 15, '2025-04-21', '2025-04-24', '2025-04-25', 0, 48.2, 24.1);
INSERT INTO orders (order_id, customer_id, taken_by, dropped_off, ready_by, collected_on, is_express, total_price, deposit_paid) VALUES (1038, 15, 12, '2025-04-22', '2025-04-23', '2025-04-26', 0, 22.4, 11.2);
INSERT INTO orders (order_id, customer_id, taken_by, dropped_off, ready_by, collected_on, is_express, total_price, deposit_paid) VALUES (1039, 11, 2, '2025-04-27', '2025-04-28', '2025-05-03', 0, 12.8, NULL);
INSERT INTO orders (order_id, customer_id, taken_by, dropped_off, ready_by, collected_on, is_express, total_price, deposit_paid) VALUES (1040, 11, 2, '2025-05-05', '2025-05-08', '2025-05-11', 0, 41.8, NULL);
INSERT INTO order_items (item_id, order_id, service_id, quantity, colour, line_price, tailor_id) VALUES (1, 1001, 15, 1, 'burgundy', 16.0, 14);
INSERT INTO order_items (item_id, order_id, service_id, quantity, colour, line_price, tailor_id) VALUES (2, 1002, 11, 1, NULL, 120.0, NULL);
INSERT INTO order_items (item_id, order_id, service_id, quantity, colour, line_price, tailor_id) VALUES (3, 1002, 16, 1, 'burgundy', 13.0, 3);
INSERT INTO order_items (item_id, order_id, service_id, quantity, colour, line_price, tailor_id) VALUES (4, 1003, 6, 1, 'navy', 8.0, NULL);
INSERT INTO order_items (item_id, order_id, service_id, quantity, colour, line_price, tailor_id) VALUES (5, 1004, 4, 1, NULL, 12.0, NULL);
INSERT INTO order_items (item_id, order_id, service_id, quantity, colour, line_price, tailor_id) VALUES (6, 1005, 1, 9, 'navy', 28.8, NULL);
INSERT INTO order_items (item_id, order_id, service_id, quantity, colour, line_price, tailor_id) VALUES (7, 1005, 3, 2, 'burgundy', 14.0, NULL);
INSERT INTO order_items (item_id, order_id, service_id, quantity, colour, line_price, tailor_id) VALUES (8, 1006, 1, 4, 'charcoal', 12.8, NULL);
INSERT INTO order_items (item_id, order_id, service_id, quantity, colour, line_price, tailor_id) VALUES (9, 1007, 8, 1, 'beige', 9.0, NULL);
INSERT INTO order_items (item_id, order_id, service_id, quantity, colour, line_price, tailor_id) VALUES (10, 1008, 13, 1, NULL, 9.0, 7);
INSERT INTO order_items (item_id, order_id, service_id, quantity, colour, line_price, tailor_id) VALUES (11, 1008, 9, 1, 'green', 18.0, NULL);
INSERT INTO order_items (item_id, order_id, service_id, quantity, colour, line_price, tailor_id) VALUES (12, 1009, 7, 3, 'black', 15.0, NULL);
INSERT INTO order_items (item_id, order_id, service_id, quantity, colour, line_price, tailor_id) VALUES (13, 1010, 9, 1, 'white', 18.0, NULL);
INSERT INTO order_items (item_id, order_id, service_id, quantity, colour, line_price, tailor_id) VALUES (14, 1011, 13, 1, 'red', 9.0, 7);
INSERT INTO order_items (item_id, order_id, service_id, quantity, colour, line_price, tailor_id) VALUES (15, 1012, 1, 6, 'red', 19.2, NULL);
INSERT INTO order_items (item_id, order_id, service_id, quantity, colour, line_price, tailor_id) VALUES (16, 1013, 18, 1, NULL, 3.0, 14);
INSERT INTO order_items (item_id, order_id, service_id, quantity, colour, line_price, tailor_id) VALUES (17, 1013, 7, 2, 'charcoal', 10.0, NULL);
INSERT INTO order_items (item_id, order_id, service_id, quantity, colour, line_price, tailor_id) VALUES (18, 1014, 13, 1, NULL, 9.0, 14);
INSERT INTO order_items (item_id, order_id, service_id, quantity, colour, line_price, tailor_id) VALUES (19, 1015, 17, 1, 'cream', 14.0, 7);
INSERT INTO order_items (item_id, order_id, service_id, quantity, colour, line_price, tailor_id) VALUES (20, 1016, 5, 1, NULL, 16.5, NULL);
INSERT INTO order_items (item_id, order_id, service_id, quantity, colour, line_price, tailor_id) VALUES (21, 1017, 5, 1, NULL, 16.5, NULL);
INSERT INTO order_items (item_id, order_id, service_id, quantity, colour, line_price, tailor_id) VALUES (22, 1018, 16, 1, 'black', 13.0, 7);
INSERT INTO order_items (item_id, order_id, service_id, quantity, colour, line_price, tailor_id) VALUES (23, 1019, 15, 1, 'white', 16.0, 3);
INSERT INTO order_items (item_id, order_id, service_id, quantity, colour, line_price, tailor_id) VALUES (24, 1019, 18, 1, 'green', 3.0, 3);
INSERT INTO order_items (item_id, order_id, service_id, quantity, colour, line_price, tailor_id) VALUES (25, 1020, 14, 1, 'grey', 14.0, 3);
INSERT INTO order_items (item_id, order_id, service_id, quantity, colour, line_price, tailor_id) VALUES (26, 1021, 14, 1, 'burgundy', 14.0, 7);
INSERT INTO order_items (item_id, order_id, service_id, quantity, colour, line_price, tailor_id) VALUES (27, 1021, 18, 1, 'green', 3.0, 7);
INSERT INTO order_items (item_id, order_id, service_id, quantity, colour, line_price, tailor_id) VALUES (28, 1022, 15, 1, NULL, 16.0, 7);
INSERT INTO order_items (item_id, order_id, service_id, quantity, colour, line_price, tailor_id) VALUES (29, 1023, 15, 1, 'charcoal', 16.0, 3);
INSERT INTO order_items (item_id, order_id, service_id, quantity, colour, line_price, tailor_id) VALUES (30, 1024, 3, 3, 'cream', 28.5, NULL);
INSERT INTO order_items (item_id, order_id, service_id, quantity, colour, line_price, tailor_id) VALUES (31, 1025, 3, 1, 'charcoal', 7.0, NULL);
INSERT INTO order_items (item_id, order_id, service_id, quantity, colour, line_price, tailor_id) VALUES (32, 1026, 1, 9, NULL, 40.5, NULL);
INSERT INTO order_items (item_id, order_id, service_id, quantity, colour, line_price, tailor_id) VALUES (33, 1027, 6, 2, NULL, 12.0, NULL);
INSERT INTO order_items (item_id, order_id, service_id, quantity, colour, line_price, tailor_id) VALUES (34, 1027, 18, 1, 'burgundy', 3.0, 7);
INSERT INTO order_items (item_id, order_id, service_id, quantity, colour, line_price, tailor_id) VALUES (35, 1028, 1, 4, 'black', 18.0, NULL);
INSERT INTO order_items (item_id, order_id, service_id, quantity, colour, line_price, tailor_id) VALUES (36, 1028, 7, 2, 'burgundy', 14.0, NULL);
INSERT INTO order_items (item_id, order_id, service_id, quantity, colour, line_price, tailor_id) VALUES (37, 1029, 6, 1, NULL, 6.0, NULL);
INSERT INTO order_items (item_id, order_id, service_id, quantity, colour, line_price, tailor_id) VALUES (38, 1029, 3, 2, 'charcoal', 14.0, NULL);
INSERT INTO order_items (item_id, order_id, service_id, quantity, colour, line_price, tailor_id) VALUES (39, 1030, 20, 1, NULL, 22.0, 7);
INSERT INTO order_items (item_id, order_id, service_id, quantity, colour, line_price, tailor_id) VALUES (40, 1030, 3, 1, NULL, 7.0, NULL);
INSERT INTO order_items (item_id, order_id, service_id, quantity, colour, line_price, tailor_id) VALUES (41, 1031, 14, 1, 'red', 14.0, 3);
INSERT INTO order_items (item_id, order_id, service_id, quantity, colour, line_price, tailor_id) VALUES (42, 1032, 17, 1, NULL, 14.0, 3);
INSERT INTO order_items (item_id, order_id, service_id, quantity, colour, line_price, tailor_id) VALUES (43, 1032, 8, 1, 'navy', 6.5, NULL);
INSERT INTO order_items (item_id, order_id, service_id, quantity, colour, line_price, tailor_id) VALUES (44, 1033, 18, 1, 'blue', 3.0, 7);
INSERT INTO order_items (item_id, order_id, service_id, quantity, colour, line_price, tailor_id) VALUES (45, 1033, 20, 1, NULL, 22.0, 7);
INSERT INTO order_items (item_id, order_id, service_id, quantity, colour, line_price, tailor_id) VALUES (46, 1034, 6, 3, 'cream', 24.0, NULL);
INSERT INTO order_items (item_id, order_id, service_id, quantity, colour, line_price, tailor_id) VALUES (47, 1035, 1, 6, 'navy', 19.2, NULL);
INSERT INTO order_items (item_id, order_id, service_id, quantity, colour, line_price, tailor_id) VALUES (48, 1035, 3, 1, 'charcoal', 7.0, NULL);
INSERT INTO order_items (item_id, order_id, service_id, quantity, colour, line_price, tailor_id) VALUES (49, 1036, 9, 1, 'blue', 18.0, NULL);
INSERT INTO order_items (item_id, order_id, service_id, quantity, colour, line_price, tailor_id) VALUES (50, 1036, 11, 1, 'cream', 120.0, NULL);
INSERT INTO order_items (item_id, order_id, service_id, quantity, colour, line_price, tailor_id) VALUES (51, 1037, 1, 6, 'green', 19.2, NULL);
INSERT INTO order_items (item_id, order_id, service_id, quantity, colour, line_price, tailor_id) VALUES (52, 1037, 2, 2, NULL, 29.0, NULL);
INSERT INTO order_items (item_id, order_id, service_id, quantity, colour, line_price, tailor_id) VALUES (53, 1038, 1, 7, 'green', 22.4, NULL);
INSERT INTO order_items (item_id, order_id, service_id, quantity, colour, line_price, tailor_id) VALUES (54, 1039, 1, 4, 'blue', 12.8, NULL);
INSERT INTO order_items (item_id, order_id, service_id, quantity, colour, line_price, tailor_id) VALUES (55, 1040, 1, 4, 'green', 12.8, NULL);
INSERT INTO order_items (item_id, order_id, service_id, quantity, colour, line_price, tailor_id) VALUES (56, 1040, 2, 2, NULL, 29.0, NULL);
COMMIT;
