-- framing_shop: Gilt Edge Framing, a picture-framing business with branches in Lewes, Brighton and Seaford (invented data)
BEGIN TRANSACTION;
CREATE TABLE staff (
    staff_id INTEGER PRIMARY KEY,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    branch TEXT NOT NULL,
    role TEXT NOT NULL,
    hourly_rate REAL NOT NULL,
    started_on TEXT NOT NULL,
    left_on TEXT -- NULL = still employed
);
CREATE TABLE customers (
    customer_id INTEGER PRIMARY KEY,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    town TEXT NOT NULL,
    email TEXT, -- NULL = no email address given
    business_name TEXT, -- NULL = private customer, not a business
    is_trade INTEGER NOT NULL CHECK (is_trade IN (0,1)),
    joined_on TEXT NOT NULL
);
CREATE TABLE mouldings (
    moulding_id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    material TEXT NOT NULL,
    width_mm INTEGER NOT NULL,
    price_per_metre REAL NOT NULL,
    supplier TEXT NOT NULL,
    is_discontinued INTEGER NOT NULL CHECK (is_discontinued IN (0,1))
);
CREATE TABLE orders (
    order_id INTEGER PRIMARY KEY,
    customer_id INTEGER NOT NULL REFERENCES customers(customer_id),
    staff_id INTEGER REFERENCES staff(staff_id), -- NULL = not yet assigned to a framer
    moulding_id INTEGER NOT NULL REFERENCES mouldings(moulding_id),
    artwork_type TEXT NOT NULL,
    glazing TEXT NOT NULL,
    width_cm INTEGER NOT NULL,
    height_cm INTEGER NOT NULL,
    ordered_on TEXT NOT NULL,
    promised_on TEXT NOT NULL,
    completed_on TEXT, -- NULL = framing not finished yet
    collected_on TEXT, -- NULL = not collected by the customer yet
    quoted_price REAL NOT NULL,
    final_price REAL, -- NULL = not yet invoiced (work unfinished)
    deposit REAL NOT NULL,
    is_rush INTEGER NOT NULL CHECK (is_rush IN (0,1))
);
CREATE TABLE payments (
    payment_id INTEGER PRIMARY KEY,
    order_id INTEGER NOT NULL REFERENCES orders(order_id),
    paid_on TEXT NOT NULL,
    amount REAL NOT NULL,
    method TEXT NOT NULL,
    reference TEXT -- NULL = no reference recorded (cash)
);
INSERT INTO staff (staff_id, first_name, last_name, branch, role, hourly_rate, started_on, left_on) VALUES (1, 'Alice', 'Brennan', 'Lewes', 'Senior framer', 16.5, '2015-03-02', NULL);
INSERT INTO staff (staff_id, first_name, last_name, branch, role, hourly_rate, started_on, left_on) VALUES (2, 'Tom', 'Okafor', 'Brighton', 'Framer', 13.2, '2019-06-17', NULL);
INSERT INTO staff (staff_id, first_name, last_name, branch, role, hourly_rate, started_on, left_on) VALUES (3, 'Priya', 'Shah', 'Brighton', 'Senior framer', 15.8, '2016-09-05', NULL);
INSERT INTO staff (staff_id, first_name, last_name, branch, role, hourly_rate, started_on, left_on) VALUES (4, 'Gareth', 'Lloyd', 'Seaford', 'Framer', 12.9, '2021-01-11', NULL);
INSERT INTO staff (staff_id, first_name, last_name, branch, role, hourly_rate, started_on, left_on) VALUES (5, 'Hannah', 'Wilde', 'Lewes', 'Shop assistant', 11.44, '2022-04-04', NULL);
INSERT INTO staff (staff_id, first_name, last_name, branch, role, hourly_rate, started_on, left_on) VALUES (6, 'Ben', 'Carter', 'Seaford', 'Apprentice framer', 9.1, '2023-09-04', NULL);
INSERT INTO staff (staff_id, first_name, last_name, branch, role, hourly_rate, started_on, left_on) VALUES (7, 'Martha', 'Cole', 'Lewes', 'Framer', 13.5, '2018-02-19', '2024-08-30');
INSERT INTO staff (staff_id, first_name, last_name, branch, role, hourly_rate, started_on, left_on) VALUES (8, 'Dylan', 'Frost', 'Brighton', 'Shop assistant', 11.44, '2023-05-15', NULL);
INSERT INTO staff (staff_id, first_name, last_name, branch, role, hourly_rate, started_on, left_on) VALUES (9, 'Rosie', 'Tate', 'Seaford', 'Senior framer', 16.0, '2014-11-03', NULL);
INSERT INTO staff (staff_id, first_name, last_name, branch, role, hourly_rate, started_on, left_on) VALUES (10, 'Imran', 'Qureshi', 'Brighton', 'Framer', 13.0, '2020-07-27', NULL);
INSERT INTO staff (staff_id, first_name, last_name, branch, role, hourly_rate, started_on, left_on) VALUES (11, 'Chloe', 'Dunn', 'Lewes', 'Apprentice framer', 8.6, '2024-01-08', NULL);
INSERT INTO staff (staff_id, first_name, last_name, branch, role, hourly_rate, started_on, left_on) VALUES (12, 'Sam', 'Whitlock', 'Seaford', 'Shop assistant', 11.6, '2021-10-04', '2024-03-29');
INSERT INTO staff (staff_id, first_name, last_name, branch, role, hourly_rate, started_on, left_on) VALUES (13, 'Joe', 'Pennington', 'Lewes', 'Framer', 14.1, '2017-05-22', NULL);
INSERT INTO staff (staff_id, first_name, last_name, branch, role, hourly_rate, started_on, left_on) VALUES (14, 'Lucy', 'Marr', 'Brighton', 'Framer', 13.4, '2022-02-14', NULL);
INSERT INTO staff (staff_id, first_name, last_name, branch, role, hourly_rate, started_on, left_on) VALUES (15, 'Ed', 'Fairweather', 'Seaford', 'Framer', 12.75, '2023-03-06', NULL);
INSERT INTO customers (customer_id, first_name, last_name, town, email, business_name, is_trade, joined_on) VALUES (1, 'Alice', 'Marsh', 'Hove', 'alice.marsh@example.co.uk', NULL, 0, '2021-05-12');
INSERT INTO customers (customer_id, first_name, last_name, town, email, business_name, is_trade, joined_on) VALUES (2, 'Tom', 'Reid', 'Lewes', NULL, NULL, 0, '2020-11-03');
INSERT INTO customers (customer_id, first_name, last_name, town, email, business_name, is_trade, joined_on) VALUES (3, 'Geraldine', 'Pratt', 'Brighton', 'gpratt@example.co.uk', NULL, 0, '2022-02-18');
INSERT INTO customers (customer_id, first_name, last_name, town, email, business_name, is_trade, joined_on) VALUES (4, 'Nadia', 'Hussain', 'Lewes', 'nadia@ousevalleygallery.example', 'Ouse Valley Gallery', 1, '2019-04-01');
INSERT INTO customers (customer_id, first_name, last_name, town, email, business_name, is_trade, joined_on) VALUES (5, 'Peter', 'Langley', 'Seaford', NULL, NULL, 0, '2023-07-22');
INSERT INTO customers (customer_id, first_name, last_name, town, email, business_name, is_trade, joined_on) VALUES (6, 'Fiona', 'McBride', 'Newhaven', 'fiona.mcb@example.com', NULL, 0, '2022-10-09');
INSERT INTO customers (customer_id, first_name, last_name, town, email, business_name, is_trade, joined_on) VALUES (7, 'Callum', 'Dart', 'Brighton', 'callum@dartinteriors.example', 'Dart Interiors', 1, '2020-01-15');
INSERT INTO customers (customer_id, first_name, last_name, town, email, business_name, is_trade, joined_on) VALUES (8, 'Rosie', 'Nightingale', 'Ringmer', 'rosie.n@example.co.uk', NULL, 0, '2023-03-30');
INSERT INTO customers (customer_id, first_name, last_name, town, email, business_name, is_trade, joined_on) VALUES (9, 'Harold', 'Finch', 'Lewes', NULL, NULL, 0, '2018-06-06');
INSERT INTO customers (customer_id, first_name, last_name, town, email, business_name, is_trade, joined_on) VALUES (10, 'Yasmin', 'Okoro', 'Hove', 'yasmin.okoro@example.com', NULL, 0, '2024-01-20');
INSERT INTO customers (customer_id, first_name, last_name, town, email, business_name, is_trade, joined_on) VALUES (11, 'Gareth', 'Pugh', 'Peacehaven', 'gpugh@example.co.uk', NULL, 0, '2021-09-14');
INSERT INTO customers (customer_id, first_name, last_name, town, email, business_name, is_trade, joined_on) VALUES (12, 'Beatrice', 'Lowe', 'Brighton', 'bea@kempgallery.example', 'Kemp Town Gallery', 1, '2017-02-27');
INSERT INTO customers (customer_id, first_name, last_name, town, email, business_name, is_trade, joined_on) VALUES (13, 'Owen', 'Sutherland', 'Seaford', 'owen.s@example.com', NULL, 0, '2022-05-05');
INSERT INTO customers (customer_id, first_name, last_name, town, email, business_name, is_trade, joined_on) VALUES (14, 'Marjorie', 'Kent', 'Lewes', NULL, NULL, 0, '2024-02-11');
INSERT INTO customers (customer_id, first_name, last_name, town, email, business_name, is_trade, joined_on) VALUES (15, 'Ravi', 'Patel', 'Hove', 'ravi.patel@example.co.uk', NULL, 0, '2020-08-08');
INSERT INTO customers (customer_id, first_name, last_name, town, email, business_name, is_trade, joined_on) VALUES (16, 'Eleanor', 'Voss', 'Ringmer', 'e.voss@example.com', NULL, 0, '2023-11-02');
INSERT INTO customers (customer_id, first_name, last_name, town, email, business_name, is_trade, joined_on) VALUES (17, 'Jack', 'Ashdown', 'Newhaven', NULL, NULL, 0, '2024-03-03');
INSERT INTO customers (customer_id, first_name, last_name, town, email, business_name, is_trade, joined_on) VALUES (18, 'Sophie', 'Grant', 'Brighton', 'sophie@seafrontframes.example', 'Seafront Hotel Group', 1, '2021-12-01');
INSERT INTO customers (customer_id, first_name, last_name, town, email, business_name, is_trade, joined_on) VALUES (19, 'Dennis', 'Hale', 'Seaford', 'dhale@example.co.uk', NULL, 0, '2019-10-17');
INSERT INTO customers (customer_id, first_name, last_name, town, email, business_name, is_trade, joined_on) VALUES (20, 'Priya', 'Bose', 'Lewes', 'priya.bose@example.com', NULL, 0, '2022-07-19');
INSERT INTO customers (customer_id, first_name, last_name, town, email, business_name, is_trade, joined_on) VALUES (21, 'Martin', 'Greaves', 'Peacehaven', NULL, NULL, 0, '2024-04-25');
INSERT INTO customers (customer_id, first_name, last_name, town, email, business_name, is_trade, joined_on) VALUES (22, 'Lily', 'Chambers', 'Hove', 'lily.c@example.co.uk', NULL, 0, '2023-06-12');
INSERT INTO customers (customer_id, first_name, last_name, town, email, business_name, is_trade, joined_on) VALUES (23, 'Clive', 'Barrow', 'Lewes', 'clive@southdownsarts.example', 'South Downs Arts Trust', 1, '2018-09-09');
INSERT INTO customers (customer_id, first_name, last_name, town, email, business_name, is_trade, joined_on) VALUES (24, 'Wendy', 'Ibbotson', 'Seaford', NULL, NULL, 0, '2024-05-30');
INSERT INTO customers (customer_id, first_name, last_name, town, email, business_name, is_trade, joined_on) VALUES (25, 'Tom', 'Hargreaves', 'Brighton', 'tomh@example.com', NULL, 0, '2023-01-28');
INSERT INTO mouldings (moulding_id, name, material, width_mm, price_per_metre, supplier, is_discontinued) VALUES (1, 'Oak Flat', 'Oak', 20, 14.5, 'Arqadia', 0);
INSERT INTO mouldings (moulding_id, name, material, width_mm, price_per_metre, supplier, is_discontinued) VALUES (2, 'Oak Flat Plus', 'Oak', 35, 21.0, 'Arqadia', 0);
INSERT INTO mouldings (moulding_id, name, material, width_mm, price_per_metre, supplier, is_discontinued) VALUES (3, 'Ash Scoop', 'Ash', 28, 16.2, 'Larson-Juhl', 0);
INSERT INTO mouldings (moulding_id, name, material, width_mm, price_per_metre, supplier, is_discontinued) VALUES (4, 'Black Box', 'Polymer', 25, 9.8, 'Arqadia', 0);
INSERT INTO mouldings (moulding_id, name, material, width_mm, price_per_metre, supplier, is_discontinued) VALUES (5, 'Black Box Plus', 'Polymer', 40, 13.6, 'Arqadia', 0);
INSERT INTO mouldings (moulding_id, name, material, width_mm, price_per_metre, supplier, is_discontinued) VALUES (6, 'White Gesso', 'Pine', 30, 12.4, 'Larson-Juhl', 0);
INSERT INTO mouldings (moulding_id, name, material, width_mm, price_per_metre, supplier, is_discontinued) VALUES (7, 'Gilt Swept', 'Composite', 55, 32.0, 'Wessex Mouldings', 0);
INSERT INTO mouldings (moulding_id, name, material, width_mm, price_per_metre, supplier, is_discontinued) VALUES (8, 'Silver Bead', 'Composite', 12, 8.9, 'Wessex Mouldings', 0);
INSERT INTO mouldings (moulding_id, name, material, width_mm, price_per_metre, supplier, is_discontinued) VALUES (9, 'Walnut Bevel', 'Walnut', 32, 24.5, 'Larson-Juhl', 0);
INSERT INTO mouldings (moulding_id, name, material, width_mm, price_per_metre, supplier, is_discontinued) VALUES (10, 'Pine Natural', 'Pine', 22, 6.75, 'Wessex Mouldings', 1);
INSERT INTO mouldings (moulding_id, name, material, width_mm, price_per_metre, supplier, is_discontinued) VALUES (11, 'Brushed Aluminium', 'Aluminium', 15, 11.3, 'Nielsen', 0);
INSERT INTO mouldings (moulding_id, name, material, width_mm, price_per_metre, supplier, is_discontinued) VALUES (12, 'Aluminium Slim', 'Aluminium', 10, 9.95, 'Nielsen', 0);
INSERT INTO mouldings (moulding_id, name, material, width_mm, price_per_metre, supplier, is_discontinued) VALUES (13, 'Ebony Float', 'Ayous', 38, 19.8, 'Arqadia', 0);
INSERT INTO mouldings (moulding_id, name, material, width_mm, price_per_metre, supplier, is_discontinued) VALUES (14, 'Cream Antique', 'Composite', 45, 17.25, 'Wessex Mouldings', 1);
INSERT INTO mouldings (moulding_id, name, material, width_mm, price_per_metre, supplier, is_discontinued) VALUES (15, 'Graphite Ridge', 'Composite', 27, 10.6, 'Larson-Juhl', 0);
INSERT INTO mouldings (moulding_id, name, material, width_mm, price_per_metre, supplier, is_discontinued) VALUES (16, 'Limed Oak', 'Oak', 25, 15.9, 'Arqadia', 0);
INSERT INTO orders (order_id, customer_id, staff_id, moulding_id, artwork_type, glazing, width_cm, height_cm, ordered_on, promised_on, completed_on, collected_on, quoted_price, final_price, deposit, is_rush) VALUES (1, 7, 2, 5, 'Watercolour', 'Anti-reflective glass', 40, 30, '2024-01-06', '2024-01-27', '2024-01-28', '2024-02-04', 83.42, 72.92, 20.0, 0);
INSERT INTO orders (order_id, customer_id, staff_id, moulding_id, artwork_type, glazing, width_cm, height_cm, ordered_on, promised_on, completed_on, collected_on, quoted_price, final_price, deposit, is_rush) VALUES (2, 15, 11, 7, 'Photograph', 'Float glass', 80, 75, '2024-01-11', '2024-01-18', '2024-01-16', '2024-01-17', 310.44, 310.44, 50.0, 1);
INSERT INTO orders (order_id, customer_id, staff_id, moulding_id, artwork_type, glazing, width_cm, height_cm, ordered_on, promised_on, completed_on, collected_on, quoted_price, final_price, deposit, is_rush) VALUES (3, 1, 1, 2, 'Photograph', 'Float glass', 30, 30, '2024-01-14', '2024-01-28', '2024-01-26', '2024-01-31', 92.16, 92.16, 25.0, 0);
INSERT INTO orders (order_id, customer_id, staff_id, moulding_id, artwork_type, glazing, width_cm, height_cm, ordered_on, promised_on, completed_on, collected_on, quoted_price, final_price, deposit, is_rush) VALUES (4, 6, 1, 6, 'Print', 'Float glass', 45, 50, '2024-01-16', '2024-01-23', '2024-01-23', '2024-01-27', 104.5, 116.5, 20.0, 1);
INSERT INTO orders (order_id, customer_id, staff_id, moulding_id, artwork_type, glazing, width_cm, height_cm, ordered_on, promised_on, completed_on, collected_on, quoted_price, final_price, deposit, is_rush) VALUES (5, 4, 15, 7, 'Certificate', 'UV Museum glass', 40, 40, '2024-01-23', '2024-02-06', '2024-02-10', '2024-02-12', 186.64, 186.64, 50.0, 0);
INSERT INTO orders (order_id, customer_id, staff_id, moulding_id, artwork_type, glazing, width_cm, height_cm, ordered_on, promised_on, completed_on, collected_on, quoted_price, final_price, deposit, is_rush) VALUES (6, 4, 15, 11, 'Print', 'UV Museum glass', 30, 40, '2024-01-25', '2024-02-15', '2024-02-16', '2024-02-23', 84.19, 91.69, 0.0, 0);
INSERT INTO orders (order_id, customer_id, staff_id, moulding_id, artwork_type, glazing, width_cm, height_cm, ordered_on, promised_on, completed_on, collected_on, quoted_price, final_price, deposit, is_rush) VALUES (7, 8, 10, 9, 'Photograph', 'Float glass', 30, 50, '2024-01-31', '2024-02-21', '2024-02-22', '2024-03-01', 129.84, 129.84, 25.0, 0);
INSERT INTO orders (order_id, customer_id, staff_id, moulding_id, artwork_type, glazing, width_cm, height_cm, ordered_on, promised_on, completed_on, collected_on, quoted_price, final_price, deposit, is_rush) VALUES (8, 12, 4, 15, 'Print', 'UV Museum glass', 70, 60, '2024-02-04', '2024-02-18', '2024-02-18', '2024-02-23', 169.03, 169.03, 50.0, 0);
INSERT INTO orders (order_id, customer_id, staff_id, moulding_id, artwork_type, glazing, width_cm, height_cm, ordered_on, promised_on, completed_on, collected_on, quoted_price, final_price, deposit, is_rush) VALUES (9, 12, 15, 14, 'Watercolour', 'Acrylic', 50, 50, '2024-02-07', '2024-02-28', '2024-02-25', NULL, 126.58, 138.58, 50.0, 0);
INSERT INTO orders (order_id, customer_id, staff_id, moulding_id, artwork_type, glazing, width_cm, height_cm, ordered_on, promised_on, completed_on, collected_on, quoted_price, final_price, deposit, is_rush) VALUES (10, 15, 10, 15, 'Sports shirt', 'Anti-reflective glass', 30, 50, '2024-02-11', '2024-03-03', '2024-03-03', '2024-03-10', 80.29, 80.29, 0.0, 0);
INSERT INTO orders (order_id, customer_id, staff_id, moulding_id, artwork_type, glazing, width_cm, height_cm, ordered_on, promised_on, completed_on, collected_on, quoted_price, final_price, deposit, is_rush) VALUES (11, 19, 2, 15, 'Watercolour', 'UV Museum glass', 20, 40, '2024-02-16', '2024-03-08', '2024-03-07', '2024-03-09', 68.82, 68.82, 0.0, 0);
INSERT INTO orders (order_id, customer_id, staff_id, moulding_id, artwork_type, glazing, width_cm, height_cm, ordered_on, promised_on, completed_on, collected_on, quoted_price, final_price, deposit, is_rush) VALUES (12, 1, 13, 16, 'Watercolour', 'Acrylic', 30, 40, '2024-02-23', '2024-03-15', '2024-03-16', '2024-03-19', 87.46, 87.46, 50.0, 0);
INSERT INTO orders (order_id, customer_id, staff_id, moulding_id, artwork_type, glazing, width_cm, height_cm, ordered_on, promised_on, completed_on, collected_on, quoted_price, final_price, deposit, is_rush) VALUES (13, 2, 6, 15, 'Photograph', 'Anti-reflective glass', 20, 50, '2024-02-26', '2024-03-11', '2024-03-10', '2024-03-17', 69.7, 69.7, 50.0, 0);
INSERT INTO orders (order_id, customer_id, staff_id, moulding_id, artwork_type, glazing, width_cm, height_cm, ordered_on, promised_on, completed_on, collected_on, quoted_price, final_price, deposit, is_rush) VALUES (14, 25, 9, 2, 'Photograph', 'UV Museum glass', 70, 40, '2024-02-29', '2024-03-07', '2024-03-09', '2024-03-21', 207.16, 207.16, 50.0, 1);
INSERT INTO orders (order_id, customer_id, staff_id, moulding_id, artwork_type, glazing, width_cm, height_cm, ordered_on, promised_on, completed_on, collected_on, quoted_price, final_price, deposit, is_rush) VALUES (15, 25, 4, 6, 'Watercolour', 'Acrylic', 60, 25, '2024-03-07', '2024-03-28', '2024-03-29', '2024-04-01', 85.04, 85.04, 20.0, 0);
INSERT INTO orders (order_id, customer_id, staff_id, moulding_id, artwork_type, glazing, width_cm, height_cm, ordered_on, promised_on, completed_on, collected_on, quoted_price, final_price, deposit, is_rush) VALUES (16, 10, 7, 16, 'Oil painting', 'No glazing', 20, 75, '2024-03-11', '2024-03-18', '2024-03-20', '2024-03-21', 113.14, 108.14, 50.0, 1);
INSERT INTO orders (order_id, customer_id, staff_id, moulding_id, artwork_type, glazing, width_cm, height_cm, ordered_on, promised_on, completed_on, collected_on, quoted_price, final_price, deposit, is_rush) VALUES (17, 1, 6, 7, 'Print', 'Anti-reflective glass', 40, 60, '2024-03-13', '2024-03-27', '2024-03-24', '2024-03-27', 213.36, 202.86, 50.0, 0);
INSERT INTO orders (order_id, customer_id, staff_id, moulding_id, artwork_type, glazing, width_cm, height_cm, ordered_on, promised_on, completed_on, collected_on, quoted_price, final_price, deposit, is_rush) VALUES (18, 7, 1, 16, 'Photograph', 'Acrylic', 80, 50, '2024-03-17', '2024-03-31', '2024-03-29', '2024-03-30', 152.85, 152.85, 50.0, 0);
INSERT INTO orders (order_id, customer_id, staff_id, moulding_id, artwork_type, glazing, width_cm, height_cm, ordered_on, promised_on, completed_on, collected_on, quoted_price, final_price, deposit, is_rush) VALUES (19, 3, 11, 8, 'Photograph', 'Anti-reflective glass', 45, 75, '2024-03-24', '2024-04-14', '2024-04-16', '2024-04-17', 110.66, 110.66, 20.0, 0);
INSERT INTO orders (order_id, customer_id, staff_id, moulding_id, artwork_type, glazing, width_cm, height_cm, ordered_on, promised_on, completed_on, collected_on, quoted_price, final_price, deposit, is_rush) VALUES (20, 18, 14, 4, 'Photograph', 'Float glass', 30, 25, '2024-03-28', '2024-04-11', '2024-04-08', '2024-04-09', 51.58, 46.58, 20.0, 0);
INSERT INTO orders (order_id, customer_id, staff_id, moulding_id, artwork_type, glazing, width_cm, height_cm, ordered_on, promised_on, completed_on, collected_on, quoted_price, final_price, deposit, is_rush) VALUES (21, 18, 14, 15, 'Watercolour', 'Acrylic', 45, 50, '2024-03-31', '2024-04-21', '2024-04-20', '2024-04-26', 87.17, 82.17, 0.0, 0);
INSERT INTO orders (order_id, customer_id, staff_id, moulding_id, artwork_type, glazing, width_cm, height_cm, ordered_on, promised_on, completed_on, collected_on, quoted_price, final_price, deposit, is_rush) VALUES (22, 1, 3, 2, 'Needlework', 'Anti-reflective glass', 45, 50, '2024-04-06', '2024-04-20', '2024-04-22', NULL, 148.59, 160.59, 30.0, 0);
INSERT INTO orders (order_id, customer_id, staff_id, moulding_id, artwork_type, glazing, width_cm, height_cm, ordered_on, promised_on, completed_on, collected_on, quoted_price, final_price, deposit, is_rush) VALUES (23, 1, 2, 4, 'Print', 'UV Museum glass', 60, 25, '2024-04-09', '2024-04-16', '2024-04-13', '2024-04-21', 106.19, 106.19, 0.0, 1);
INSERT INTO orders (order_id, customer_id, staff_id, moulding_id, artwork_type, glazing, width_cm, height_cm, ordered_on, promised_on, completed_on, collected_on, quoted_price, final_price, deposit, is_rush) VALUES (24, 12, 10, 13, 'Sports shirt', 'Acrylic', 70, 25, '2024-04-12', '2024-05-03', '2024-05-03', '2024-05-12', 130.04, 119.54, 0.0, 0);
INSERT INTO orders (order_id, customer_id, staff_id, moulding_id, artwork_type, glazing, width_cm, height_cm, ordered_on, promised_on, completed_on, collected_on, quoted_price, final_price, deposit, is_rush) VALUES (25, 1, 1, 15, 'Certificate', 'Acrylic', 80, 90, '2024-04-17', '2024-05-08', '2024-05-05', '2024-05-07', 159.98, 159.98, 50.0, 0);
INSERT INTO orders (order_id, customer_id, staff_id, moulding_id, artwork_type, glazing, width_cm, height_cm, ordered_on, promised_on, completed_on, collected_on, quoted_price, final_price, deposit, is_rush) VALUES (26, 4, 15, 7, 'Oil painting', 'No glazing', 60, 90, '2024-04-22', '2024-05-13', '2024-05-17', '2024-05-26', 263.76, 275.76, 50.0, 0);
INSERT INTO orders (order_id, customer_id, staff_id, moulding_id, artwork_type, glazing, width_cm, height_cm, ordered_on, promised_on, completed_on, collected_on, quoted_price, final_price, deposit, is_rush) VALUES (27, 17, 6, 13, 'Print', 'Acrylic', 40, 30, '2024-04-24', '2024-05-08', '2024-05-07', '2024-05-17', 102.43, 109.93, 20.0, 0);
INSERT INTO orders (order_id, customer_id, staff_id, moulding_id, artwork_type, glazing, width_cm, height_cm, ordered_on, promised_on, completed_on, collected_on, quoted_price, final_price, deposit, is_rush) VALUES (28, 12, 4, 4, 'Watercolour', 'Acrylic', 60, 30, '2024-04-30', '2024-05-14', '2024-05-14', '2024-05-24', 77.64, 89.64, 20.0, 0);
INSERT INTO orders (order_id, customer_id, staff_id, moulding_id, artwork_type, glazing, width_cm, height_cm, ordered_on, promised_on, completed_on, collected_on, quoted_price, final_price, deposit, is_rush) VALUES (29, 16, 15, 8, 'Print', 'Anti-reflective glass', 80, 40, '2024-05-03', '2024-05-24', '2024-05-23', NULL, 108.74, 103.74, 50.0, 0);
INSERT INTO orders (order_id, customer_id, staff_id, moulding_id, artwork_type, glazing, width_cm, height_cm, ordered_on, promised_on, completed_on, collected_on, quoted_price, final_price, deposit, is_rush) VALUES (30, 10, 1, 4, 'Photograph', 'Float glass', 45, 50, '2024-05-08', '2024-05-29', '2024-05-27', '2024-06-04', 76.39, 65.89, 0.0, 0);
INSERT INTO orders (order_id, customer_id, staff_id, moulding_id, artwork_type, glazing, width_cm, height_cm, ordered_on, promised_on, completed_on, collected_on, quoted_price, final_price, deposit, is_rush) VALUES (31, 4, 13, 6, 'Print', 'Anti-reflective glass', 20, 40, '2024-05-14', '2024-05-28', '2024-05-28', NULL, 68.46, 57.96, 0.0, 0);
INSERT INTO orders (order_id, customer_id, staff_id, moulding_id, artwork_type, glazing, width_cm, height_cm, ordered_on, promised_on, completed_on, collected_on, quoted_price, final_price, deposit, is_rush) VALUES (32, 4, 11, 4, 'Watercolour', 'UV Museum glass', 45, 60, '2024-05-16', '2024-05-23', '2024-05-24', '2024-05-28', 138.4, 127.9, 30.0, 1);
INSERT INTO orders (order_id, customer_id, staff_id, moulding_id, artwork_type, glazing, width_cm, height_cm, ordered_on, promised_on, completed_on, collected_on, quoted_price, final_price, deposit, is_rush) VALUES (33, 2, 7, 13, 'Oil painting', 'No glazing', 50, 30, '2024-05-21', '2024-06-04', '2024-06-05', NULL, 103.54, 103.54, 50.0, 0);
INSERT INTO orders (order_id, customer_id, staff_id, moulding_id, artwork_type, glazing, width_cm, height_cm, ordered_on, promised_on, completed_on, collected_on, quoted_price, final_price, deposit, is_rush) VALUES (34, 7, 10, 4, 'Oil painting', 'No glazing', 45, 30, '2024-05-24', '2024-05-31', '2024-05-31', NULL, 72.98, 72.98, 30.0, 1);
INSERT INTO orders (order_id, customer_id, staff_id, moulding_id, artwork_type, glazing, width_cm, height_cm, ordered_on, promised_on, completed_on, collected_on, quoted_price, final_price, deposit, is_rush) VALUES (35, 20, 9, 16, 'Mirror', 'No glazing', 60, 75, '2024-06-01', '2024-06-15', '2024-06-15', '2024-06-19', 128.66, 136.16, 30.0, 0);
INSERT INTO orders (order_id, customer_id, staff_id, moulding_id, artwork_type, glazing, width_cm, height_cm, ordered_on, promised_on, completed_on, collected_on, quoted_price, final_price, deposit, is_rush) VALUES (36, 22, 6, 1, 'Sports shirt', 'UV Museum glass', 80, 25, '2024-06-03', '2024-06-17', NULL, NULL, 136.04, NULL, 25.0, 0);
INSERT INTO orders (order_id, customer_id, staff_id, moulding_id, artwork_type, glazing, width_cm, height_cm, ordered_on, promised_on, completed_on, collected_on, quoted_price, final_price, deposit, is_rush) VALUES (37, 13, 11, 8, 'Watercolour', 'UV Museum glass', 70, 60, '2024-06-06', '2024-06-27', NULL, NULL, 157.61, NULL, 50.0, 0);
INSERT INTO orders (order_id, customer_id, staff_id, moulding_id, artwork_type, glazing, width_cm, height_cm, ordered_on, promised_on, completed_on, collected_on, quoted_price, final_price, deposit, is_rush) VALUES (38, 7, NULL, 16, 'Oil painting', 'No glazing', 25, 40, '2024-06-14', '2024-06-21', NULL, NULL, 90.24, NULL, 0.0, 1);
INSERT INTO orders (order_id, customer_id, staff_id, moulding_id, artwork_type, glazing, width_cm, height_cm, ordered_on, promised_on, completed_on, collected_on, quoted_price, final_price, deposit, is_rush) VALUES (39, 1, NULL, 4, 'Sports shirt', 'Float glass', 60, 40, '2024-06-17', '2024-07-01', NULL, NULL, 79.34, NULL, 30.0, 0);
INSERT INTO orders (order_id, customer_id, staff_id, moulding_id, artwork_type, glazing, width_cm, height_cm, ordered_on, promised_on, completed_on, collected_on, quoted_price, final_price, deposit, is_rush) VALUES (40, 7, NULL, 13, 'Watercolour', 'Acrylic', 40, 60, '2024-06-21', '2024-06-28', NULL, NULL, 154.34, NULL, 50.0, 1);
INSERT INTO payments (payment_id, order_id, paid_on, amount, method, reference) VALUES (1, 1, '2024-01-06', 20.0, 'Card', 'SQ4001');
INSERT INTO payments (payment_id, order_id, paid_on, amount, method, reference) VALUES (2, 1, '2024-02-04', 52.92, 'Voucher', 'GV701');
INSERT INTO payments (payment_id, order_id, paid_on, amount, method, reference) VALUES (3, 2, '2024-01-11', 50.0, 'Card', 'SQ4003');
INSERT INTO payments (payment_id, order_id, paid_on, amount, method, reference) VALUES (4, 2, '2024-01-17', 260.44, 'Card', 'SQ4004');
INSERT INTO payments (payment_id, order_id, paid_on, amount, method, reference) VALUES (5, 3, '2024-01-14', 25.0, 'Cash', NULL);
INSERT INTO payments (payment_id, order_id, paid_on, amount, method, reference) VALUES (6, 3, '2024-01-31', 67.16, 'Card', 'SQ4006');
INSERT INTO payments (payment_id, order_id, paid_on, amount, method, reference) VALUES (7, 4, '2024-01-16', 20.0, 'Card', 'SQ4007');
INSERT INTO payments (payment_id, order_id, paid_on, amount, method, reference) VALUES (8, 4, '2024-01-27', 96.5, 'Voucher', 'GV704');
INSERT INTO payments (payment_id, order_id, paid_on, amount, method, reference) VALUES (9, 5, '2024-01-23', 50.0, 'Card', 'SQ4009');
INSERT INTO payments (payment_id, order_id, paid_on, amount, method, reference) VALUES (10, 5, '2024-02-12', 136.64, 'Cash', NULL);
INSERT INTO payments (payment_id, order_id, paid_on, amount, method, reference) VALUES (11, 6, '2024-02-23', 91.69, 'Cash', NULL);
INSERT INTO payments (payment_id, order_id, paid_on, amount, method, reference) VALUES (12, 7, '2024-01-31', 25.0, 'Card', 'SQ4012');
INSERT INTO payments (payment_id, order_id, paid_on, amount, method, reference) VALUES (13, 7, '2024-03-01', 104.84, 'Voucher', 'GV707');
INSERT INTO payments (payment_id, order_id, paid_on, amount, method, reference) VALUES (14, 8, '2024-02-04', 50.0, 'Card', 'SQ4014');
INSERT INTO payments (payment_id, order_id, paid_on, amount, method, reference) VALUES (15, 8, '2024-02-23', 119.03, 'Voucher', 'GV708');
INSERT INTO payments (payment_id, order_id, paid_on, amount, method, reference) VALUES (16, 9, '2024-02-07', 50.0, 'Card', 'SQ4016');
INSERT INTO payments (payment_id, order_id, paid_on, amount, method, reference) VALUES (17, 10, '2024-03-10', 80.29, 'Cash', NULL);
INSERT INTO payments (payment_id, order_id, paid_on, amount, method, reference) VALUES (18, 11, '2024-03-09', 68.82, 'Voucher', 'GV711');
INSERT INTO payments (payment_id, order_id, paid_on, amount, method, reference) VALUES (19, 12, '2024-02-23', 50.0, 'Card', 'SQ4019');
INSERT INTO payments (payment_id, order_id, paid_on, amount, method, reference) VALUES (20, 12, '2024-03-19', 37.46, 'Card', 'SQ4020');
INSERT INTO payments (payment_id, order_id, paid_on, amount, method, reference) VALUES (21, 13, '2024-02-26', 50.0, 'Card', 'SQ4021');
INSERT INTO payments (payment_id, order_id, paid_on, amount, method, reference) VALUES (22, 13, '2024-03-17', 19.7, 'Card', 'SQ4022');
INSERT INTO payments (payment_id, order_id, paid_on, amount, method, reference) VALUES (23, 14, '2024-02-29', 50.0, 'Cash', NULL);
INSERT INTO payments (payment_id, order_id, paid_on, amount, method, reference) VALUES (24, 14, '2024-03-21', 157.16, 'Card', 'SQ4024');
INSERT INTO payments (payment_id, order_id, paid_on, amount, method, reference) VALUES (25, 15, '2024-03-07', 20.0, 'Cash', NULL);
INSERT INTO payments (payment_id, order_id, paid_on, amount, method, reference) VALUES (26, 15, '2024-04-01', 65.04, 'Card', 'SQ4026');
INSERT INTO payments (payment_id, order_id, paid_on, amount, method, reference) VALUES (27, 16, '2024-03-11', 50.0, 'Cash', NULL);
INSERT INTO payments (payment_id, order_id, paid_on, amount, method, reference) VALUES (28, 16, '2024-03-21', 58.14, 'Card', 'SQ4028');
INSERT INTO payments (payment_id, order_id, paid_on, amount, method, reference) VALUES (29, 17, '2024-03-13', 50.0, 'Cash', NULL);
INSERT INTO payments (payment_id, order_id, paid_on, amount, method, reference) VALUES (30, 17, '2024-03-27', 152.86, 'Cash', NULL);
INSERT INTO payments (payment_id, order_id, paid_on, amount, method, reference) VALUES (31, 18, '2024-03-17', 50.0, 'Card', 'SQ4031');
INSERT INTO payments (payment_id, order_id, paid_on, amount, method, reference) VALUES (32, 18, '2024-03-30', 102.85, 'Card', 'SQ4032');
INSERT INTO payments (payment_id, order_id, paid_on, amount, method, reference) VALUES (33, 19, '2024-03-24', 20.0, 'Cash', NULL);
INSERT INTO payments (payment_id, order_id, paid_on, amount, method, reference) VALUES (34, 19, '2024-04-17', 90.66, 'Cash', NULL);
INSERT INTO payments (payment_id, order_id, paid_on, amount, method, reference) VALUES (35, 20, '2024-03-28', 20.0, 'Cash', NULL);
INSERT INTO payments (payment_id, order_id, paid_on, amount, method, reference) VALUES (36, 20, '2024-04-09', 26.58, 'Card', 'SQ4036');
INSERT INTO payments (payment_id, order_id, paid_on, amount, method, reference) VALUES (37, 21, '2024-04-26', 82.17, 'Card', 'SQ4037');
INSERT INTO payments (payment_id, order_id, paid_on, amount, method, reference) VALUES (38, 22, '2024-04-06', 30.0, 'Card', 'SQ4038');
INSERT INTO payments (payment_id, order_id, paid_on, amount, method, reference) VALUES (39, 23, '2024-04-21', 106.19, 'Voucher', 'GV723');
INSERT INTO payments (payment_id, order_id, paid_on, amount, method, reference) VALUES (40, 24, '2024-05-12', 119.54, 'Bank transfer', 'BT-024');
INSERT INTO payments (payment_id, order_id, paid_on, amount, method, reference) VALUES (41, 25, '2024-04-17', 50.0, 'Cash', NULL);
INSERT INTO payments (payment_id, order_id, paid_on, amount, method, reference) VALUES (42, 25, '2024-05-07', 109.98, 'Voucher', 'GV725');
INSERT INTO payments (payment_id, order_id, paid_on, amount, method, reference) VALUES (43, 26, '2024-04-22', 50.0, 'Cash', NULL);
INSERT INTO payments (payment_id, order_id, paid_on, amount, method, reference) VALUES (44, 26, '2024-05-26', 225.76, 'Cash', NULL);
INSERT INTO payments (payment_id, order_id, paid_on, amount, method, reference) VALUES (45, 27, '2024-04-24', 20.0, 'Cash', NULL);
INSERT INTO payments (payment_id, order_id, paid_on, amount, method, reference) VALUES (46, 27, '2024-05-17', 89.93, 'Voucher', 'GV727');
INSERT INTO payments (payment_id, order_id, paid_on, amount, method, reference) VALUES (47, 28, '2024-04-30', 20.0, 'Card', 'SQ4047');
INSERT INTO payments (payment_id, order_id, paid_on, amount, method, reference) VALUES (48, 28, '2024-05-24', 69.64, 'Bank transfer', 'BT-028');
INSERT INTO payments (payment_id, order_id, paid_on, amount, method, reference) VALUES (49, 29, '2024-05-03', 50.0, 'Card', 'SQ4049');
INSERT INTO payments (payment_id, order_id, paid_on, amount, method, reference) VALUES (50, 30, '2024-06-04', 65.89, 'Voucher', 'GV730');
INSERT INTO payments (payment_id, order_id, paid_on, amount, method, reference) VALUES (51, 32, '2024-05-16', 30.0, 'Cash', NULL);
INSERT INTO payments (payment_id, order_id, paid_on, amount, method, reference) VALUES (52, 32, '2024-05-28', 97.9, 'Cash', NULL);
INSERT INTO payments (payment_id, order_id, paid_on, amount, method, reference) VALUES (53, 33, '2024-05-21', 50.0, 'Card', 'SQ4053');
INSERT INTO payments (payment_id, order_id, paid_on, amount, method, reference) VALUES (54, 34, '2024-05-24', 30.0, 'Cash', NULL);
INSERT INTO payments (payment_id, order_id, paid_on, amount, method, reference) VALUES (55, 35, '2024-06-01', 30.0, 'Card', 'SQ4055');
INSERT INTO payments (payment_id, order_id, paid_on, amount, method, reference) VALUES (56, 35, '2024-06-19', 106.16, 'Card', 'SQ4056');
INSERT INTO payments (payment_id, order_id, paid_on, amount, method, reference) VALUES (57, 36, '2024-06-03', 25.0, 'Card', 'SQ4057');
INSERT INTO payments (payment_id, order_id, paid_on, amount, method, reference) VALUES (58, 37, '2024-06-06', 50.0, 'Card', 'SQ4058');
INSERT INTO payments (payment_id, order_id, paid_on, amount, method, reference) VALUES (59, 39, '2024-06-17', 30.0, 'Card', 'SQ4059');
INSERT INTO payments (payment_id, order_id, paid_on, amount, method, reference) VALUES (60, 40, '2024-06-21', 50.0, 'Card', 'SQ4060');
COMMIT;
