-- costume_hire: a fancy-dress costume hire shop (costumes, customers, hires, hire items, damage reports)
BEGIN TRANSACTION;
CREATE TABLE costumes (
  costume_id INTEGER PRIMARY KEY,
  costume_name TEXT NOT NULL,
  category TEXT NOT NULL,
  size TEXT NOT NULL,
  colour TEXT, -- NULL = multicoloured / colour not recorded
  daily_rate REAL NOT NULL,
  replacement_value REAL NOT NULL,
  added_date TEXT NOT NULL,
  is_retired INTEGER NOT NULL CHECK (is_retired IN (0,1))
);
CREATE TABLE customers (
  customer_id INTEGER PRIMARY KEY,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  email TEXT, -- NULL = no email address given
  town TEXT NOT NULL,
  is_trade INTEGER NOT NULL CHECK (is_trade IN (0,1))
);
CREATE TABLE hires (
  hire_id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers(customer_id),
  hire_date TEXT NOT NULL,
  due_back_date TEXT NOT NULL,
  returned_date TEXT, -- NULL = not returned yet
  occasion TEXT, -- NULL = customer did not say what it was for
  rental_fee REAL NOT NULL,
  deposit REAL NOT NULL,
  deposit_refunded REAL -- NULL = deposit not (yet) refunded
);
CREATE TABLE hire_items (
  hire_item_id INTEGER PRIMARY KEY,
  hire_id INTEGER NOT NULL REFERENCES hires(hire_id),
  costume_id INTEGER NOT NULL REFERENCES costumes(costume_id),
  quantity INTEGER NOT NULL
);
CREATE TABLE damage_reports (
  report_id INTEGER PRIMARY KEY,
  hire_id INTEGER NOT NULL REFERENCES hires(hire_id),
  costume_id INTEGER NOT NULL REFERENCES costumes(costume_id),
  reported_date TEXT NOT NULL,
  damage_type TEXT NOT NULL,
  repair_cost REAL, -- NULL = repair not costed yet
  is_charged_to_customer INTEGER NOT NULL CHECK (is_charged_to_customer IN (0,1))
);
INSERT INTO costumes (costume_id, costume_name, category, size, colour, daily_rate, replacement_value, added_date, is_retired) VALUES (1, 'Pirate Captain', 'Swashbucklers', 'Adult M', 'black', 25.0, 250.0, '2023-02-01', 0);
INSERT INTO costumes (costume_id, costume_name, category, size, colour, daily_rate, replacement_value, added_date, is_retired) VALUES (2, 'Pirate Captain', 'Swashbucklers', 'Adult L', 'black', 15.0, 120.0, '2022-03-12', 0);
INSERT INTO costumes (costume_id, costume_name, category, size, colour, daily_rate, replacement_value, added_date, is_retired) VALUES (3, 'Pirate Deckhand', 'Swashbucklers', 'Child M', 'red', 6.0, 36.0, '2020-12-16', 0);
INSERT INTO costumes (costume_id, costume_name, category, size, colour, daily_rate, replacement_value, added_date, is_retired) VALUES (4, 'Witch', 'Halloween', 'Adult S', 'black', 18.0, 108.0, '2019-04-19', 0);
INSERT INTO costumes (costume_id, costume_name, category, size, colour, daily_rate, replacement_value, added_date, is_retired) VALUES (5, 'Witch', 'Halloween', 'Child S', 'purple', 6.0, 42.0, '2019-01-20', 0);
INSERT INTO costumes (costume_id, costume_name, category, size, colour, daily_rate, replacement_value, added_date, is_retired) VALUES (6, 'Vampire Count', 'Halloween', 'Adult L', 'black', 12.0, 84.0, '2019-05-02', 0);
INSERT INTO costumes (costume_id, costume_name, category, size, colour, daily_rate, replacement_value, added_date, is_retired) VALUES (7, 'Skeleton', 'Halloween', 'Child M', NULL, 6.0, 36.0, '2021-01-02', 0);
INSERT INTO costumes (costume_id, costume_name, category, size, colour, daily_rate, replacement_value, added_date, is_retired) VALUES (8, 'Pumpkin', 'Halloween', 'Child S', 'orange', 10.0, 100.0, '2022-05-25', 0);
INSERT INTO costumes (costume_id, costume_name, category, size, colour, daily_rate, replacement_value, added_date, is_retired) VALUES (9, 'Zombie Bride', 'Halloween', 'Adult M', 'white', 25.0, 150.0, '2023-02-22', 0);
INSERT INTO costumes (costume_id, costume_name, category, size, colour, daily_rate, replacement_value, added_date, is_retired) VALUES (10, 'Victorian Gentleman', 'Historical', 'Adult L', 'grey', 30.0, 180.0, '2019-09-06', 0);
INSERT INTO costumes (costume_id, costume_name, category, size, colour, daily_rate, replacement_value, added_date, is_retired) VALUES (11, 'Tudor Queen', 'Historical', 'Adult M', 'red', 30.0, 300.0, '2022-01-16', 0);
INSERT INTO costumes (costume_id, costume_name, category, size, colour, daily_rate, replacement_value, added_date, is_retired) VALUES (12, 'Roman Centurion', 'Historical', 'Adult L', 'red', 25.0, 200.0, '2019-10-09', 0);
INSERT INTO costumes (costume_id, costume_name, category, size, colour, daily_rate, replacement_value, added_date, is_retired) VALUES (13, 'Viking Warrior', 'Historical', 'Adult M', NULL, 15.0, 105.0, '2021-06-19', 0);
INSERT INTO costumes (costume_id, costume_name, category, size, colour, daily_rate, replacement_value, added_date, is_retired) VALUES (14, 'Flapper Dress', 'Decades', 'Adult S', 'gold', 25.0, 175.0, '2019-02-21', 0);
INSERT INTO costumes (costume_id, costume_name, category, size, colour, daily_rate, replacement_value, added_date, is_retired) VALUES (15, '1970s Disco Suit', 'Decades', 'Adult M', 'white', 18.0, 144.0, '2019-09-20', 0);
INSERT INTO costumes (costume_id, costume_name, category, size, colour, daily_rate, replacement_value, added_date, is_retired) VALUES (16, '1980s Aerobics', 'Decades', 'Adult S', NULL, 25.0, 150.0, '2019-08-30', 1);
INSERT INTO costumes (costume_id, costume_name, category, size, colour, daily_rate, replacement_value, added_date, is_retired) VALUES (17, 'Caped Crusader', 'Superhero', 'Adult M', 'blue', 12.0, 72.0, '2022-07-18', 0);
INSERT INTO costumes (costume_id, costume_name, category, size, colour, daily_rate, replacement_value, added_date, is_retired) VALUES (18, 'Caped Crusader', 'Superhero', 'Child M', 'blue', 8.0, 80.0, '2020-11-19', 0);
INSERT INTO costumes (costume_id, costume_name, category, size, colour, daily_rate, replacement_value, added_date, is_retired) VALUES (19, 'Wonder Heroine', 'Superhero', 'Adult S', 'red', 12.0, 84.0, '2019-09-19', 0);
INSERT INTO costumes (costume_id, costume_name, category, size, colour, daily_rate, replacement_value, added_date, is_retired) VALUES (20, 'Dalmatian', 'Animal', 'Child S', NULL, 8.0, 48.0, '2020-10-20', 0);
INSERT INTO costumes (costume_id, costume_name, category, size, colour, daily_rate, replacement_value, added_date, is_retired) VALUES (21, 'Lion', 'Animal', 'Child M', 'yellow', 6.0, 48.0, '2023-04-15', 0);
INSERT INTO costumes (costume_id, costume_name, category, size, colour, daily_rate, replacement_value, added_date, is_retired) VALUES (22, 'Gorilla', 'Animal', 'Adult L', 'black', 30.0, 180.0, '2021-09-11', 1);
INSERT INTO costumes (costume_id, costume_name, category, size, colour, daily_rate, replacement_value, added_date, is_retired) VALUES (23, 'Cinderella Gown', 'Fairy tale', 'Child M', 'blue', 10.0, 100.0, '2019-09-28', 0);
INSERT INTO costumes (costume_id, costume_name, category, size, colour, daily_rate, replacement_value, added_date, is_retired) VALUES (24, 'Big Bad Wolf', 'Fairy tale', 'Adult L', 'grey', 25.0, 150.0, '2021-02-08', 0);
INSERT INTO costumes (costume_id, costume_name, category, size, colour, daily_rate, replacement_value, added_date, is_retired) VALUES (25, 'Red Riding Hood', 'Fairy tale', 'Child S', 'red', 10.0, 100.0, '2022-03-18', 0);
INSERT INTO costumes (costume_id, costume_name, category, size, colour, daily_rate, replacement_value, added_date, is_retired) VALUES (26, 'Santa Suit', 'Christmas', 'Adult L', 'red', 12.0, 84.0, '2019-03-13', 0);
INSERT INTO costumes (costume_id, costume_name, category, size, colour, daily_rate, replacement_value, added_date, is_retired) VALUES (27, 'Elf', 'Christmas', 'Child M', 'green', 10.0, 70.0, '2021-11-03', 0);
INSERT INTO costumes (costume_id, costume_name, category, size, colour, daily_rate, replacement_value, added_date, is_retired) VALUES (28, 'Gingerbread Man', 'Christmas', 'Child S', 'brown', 10.0, 70.0, '2021-01-24', 1);
INSERT INTO costumes (costume_id, costume_name, category, size, colour, daily_rate, replacement_value, added_date, is_retired) VALUES (29, 'Christmas Pudding', 'Christmas', 'Adult M', NULL, 20.0, 120.0, '2022-11-07', 0);
INSERT INTO costumes (costume_id, costume_name, category, size, colour, daily_rate, replacement_value, added_date, is_retired) VALUES (30, 'Astronaut', 'Space', 'Child M', 'white', 10.0, 100.0, '2020-09-17', 0);
INSERT INTO customers (customer_id, first_name, last_name, email, town, is_trade) VALUES (1, 'Alex', 'Turner', 'alex.turner@example.net', 'Westbury', 0);
INSERT INTO customers (customer_id, first_name, last_name, email, town, is_trade) VALUES (2, 'Jamie', 'Fox', 'jamie.fox@example.net', 'Halton', 0);
INSERT INTO customers (customer_id, first_name, last_name, email, town, is_trade) VALUES (3, 'Priya', 'Desai', 'priya.desai@example.net', 'Kingsmead', 0);
INSERT INTO customers (customer_id, first_name, last_name, email, town, is_trade) VALUES (4, 'Alex', 'Morgan', NULL, 'Westbury', 0);
INSERT INTO customers (customer_id, first_name, last_name, email, town, is_trade) VALUES (5, 'Grace', 'Lowe', 'grace.lowe@example.net', 'Westbury', 0);
INSERT INTO customers (customer_id, first_name, last_name, email, town, is_trade) VALUES (6, 'Tom', 'Baxter', 'tom.baxter@example.net', 'Westbury', 1);
INSERT INTO customers (customer_id, first_name, last_name, email, town, is_trade) VALUES (7, 'Hannah', 'Reeves', 'hannah.reeves@example.net', 'Halton', 0);
INSERT INTO customers (customer_id, first_name, last_name, email, town, is_trade) VALUES (8, 'Mo', 'Farah', NULL, 'Kingsmead', 0);
INSERT INTO customers (customer_id, first_name, last_name, email, town, is_trade) VALUES (9, 'Lauren', 'Kemp', 'lauren.kemp@example.net', 'Westbury', 0);
INSERT INTO customers (customer_id, first_name, last_name, email, town, is_trade) VALUES (10, 'Chris', 'Nolan', 'chris.nolan@example.net', 'Westbury', 0);
INSERT INTO customers (customer_id, first_name, last_name, email, town, is_trade) VALUES (11, 'Fern', 'Ogden', 'fern.ogden@example.net', 'Westbury', 1);
INSERT INTO customers (customer_id, first_name, last_name, email, town, is_trade) VALUES (12, 'Dylan', 'Price', NULL, 'Halton', 0);
INSERT INTO customers (customer_id, first_name, last_name, email, town, is_trade) VALUES (13, 'Becky', 'Shaw', NULL, 'Kingsmead', 0);
INSERT INTO customers (customer_id, first_name, last_name, email, town, is_trade) VALUES (14, 'Ollie', 'Tranter', 'ollie.tranter@example.net', 'Westbury', 0);
INSERT INTO customers (customer_id, first_name, last_name, email, town, is_trade) VALUES (15, 'Jas', 'Kaur', 'jas.kaur@example.net', 'Westbury', 0);
INSERT INTO customers (customer_id, first_name, last_name, email, town, is_trade) VALUES (16, 'Kirsty', 'McLeod', NULL, 'Westbury', 0);
INSERT INTO customers (customer_id, first_name, last_name, email, town, is_trade) VALUES (17, 'Nathan', 'Quayle', 'nathan.quayle@example.net', 'Halton', 1);
INSERT INTO customers (customer_id, first_name, last_name, email, town, is_trade) VALUES (18, 'Rhiannon', 'Evans', 'rhiannon.evans@example.net', 'Kingsmead', 0);
INSERT INTO customers (customer_id, first_name, last_name, email, town, is_trade) VALUES (19, 'Sean', 'Byrne', 'sean.byrne@example.net', 'Westbury', 0);
INSERT INTO customers (customer_id, first_name, last_name, email, town, is_trade) VALUES (20, 'Yasmin', 'Iqbal', NULL, 'Westbury', 0);
INSERT INTO customers (customer_id, first_name, last_name, email, town, is_trade) VALUES (21, 'Morgan', 'Lees', 'morgan.lees@example.net', 'Westbury', 0);
INSERT INTO customers (customer_id, first_name, last_name, email, town, is_trade) VALUES (22, 'Callum', 'Murray', 'callum.murray@example.net', 'Halton', 0);
INSERT INTO customers (customer_id, first_name, last_name, email, town, is_trade) VALUES (23, 'Heidi', 'Webb', 'heidi.webb@example.net', 'Kingsmead', 1);
INSERT INTO customers (customer_id, first_name, last_name, email, town, is_trade) VALUES (24, 'Ravi', 'Menon', NULL, 'Westbury', 0);
INSERT INTO customers (customer_id, first_name, last_name, email, town, is_trade) VALUES (25, 'Sophie', 'Hale', 'sophie.hale@example.net', 'Westbury', 0);
INSERT INTO hires (hire_id, customer_id, hire_date, due_back_date, returned_date, occasion, rental_fee, deposit, deposit_refunded) VALUES (1, 10, '2023-10-02', '2023-10-09', '2023-10-11', 'Halloween', 200.0, 100.0, 100.0);
INSERT INTO hires (hire_id, customer_id, hire_date, due_back_date, returned_date, occasion, rental_fee, deposit, deposit_refunded) VALUES (2, 19, '2023-10-08', '2023-10-11', '2023-10-12', 'Halloween', 54.0, 25.0, 25.0);
INSERT INTO hires (hire_id, customer_id, hire_date, due_back_date, returned_date, occasion, rental_fee, deposit, deposit_refunded) VALUES (3, 3, '2023-10-13', '2023-10-17', '2023-10-17', 'Birthday party', 296.0, 150.0, 150.0);
INSERT INTO hires (hire_id, customer_id, hire_date, due_back_date, returned_date, occasion, rental_fee, deposit, deposit_refunded) VALUES (4, 12, '2023-10-20', '2023-10-24', '2023-10-29', 'Birthday party', 100.0, 50.0, NULL);
INSERT INTO hires (hire_id, customer_id, hire_date, due_back_date, returned_date, occasion, rental_fee, deposit, deposit_refunded) VALUES (5, 21, '2023-10-24', '2023-10-27', '2023-10-27', NULL, 75.0, 40.0, 40.0);
INSERT INTO hires (hire_id, customer_id, hire_date, due_back_date, returned_date, occasion, rental_fee, deposit, deposit_refunded) VALUES (6, 5, '2023-10-31', '2023-11-07', '2023-11-07', 'Halloween', 152.0, 75.0, 75.0);
INSERT INTO hires (hire_id, customer_id, hire_date, due_back_date, returned_date, occasion, rental_fee, deposit, deposit_refunded) VALUES (7, 14, '2023-11-04', '2023-11-11', '2023-11-16', 'Wedding', 144.0, 70.0, 70.0);
INSERT INTO hires (hire_id, customer_id, hire_date, due_back_date, returned_date, occasion, rental_fee, deposit, deposit_refunded) VALUES (8, 23, '2023-11-12', '2023-11-15', '2023-11-16', 'School play', 244.8, 120.0, 120.0);
INSERT INTO hires (hire_id, customer_id, hire_date, due_back_date, returned_date, occasion, rental_fee, deposit, deposit_refunded) VALUES (9, 7, '2023-11-17', '2023-11-24', '2023-11-24', 'Birthday party', 100.0, 50.0, 50.0);
INSERT INTO hires (hire_id, customer_id, hire_date, due_back_date, returned_date, occasion, rental_fee, deposit, deposit_refunded) VALUES (10, 16, '2023-11-23', '2023-11-30', '2023-12-02', 'Birthday party', 24.0, 20.0, 5.0);
INSERT INTO hires (hire_id, customer_id, hire_date, due_back_date, returned_date, occasion, rental_fee, deposit, deposit_refunded) VALUES (11, 25, '2023-11-28', '2023-11-30', '2023-11-30', 'Work party', 64.0, 30.0, 30.0);
INSERT INTO hires (hire_id, customer_id, hire_date, due_back_date, returned_date, occasion, rental_fee, deposit, deposit_refunded) VALUES (12, 9, '2023-12-04', '2023-12-11', NULL, 'Work party', 300.0, 150.0, NULL);
INSERT INTO hires (hire_id, customer_id, hire_date, due_back_date, returned_date, occasion, rental_fee, deposit, deposit_refunded) VALUES (13, 18, '2023-12-08', '2023-12-12', '2023-12-11', 'Christmas', 40.0, 20.0, 20.0);
INSERT INTO hires (hire_id, customer_id, hire_date, due_back_date, returned_date, occasion, rental_fee, deposit, deposit_refunded) VALUES (14, 2, '2023-12-16', '2023-12-18', '2023-12-18', 'Work party', 50.0, 25.0, 25.0);
INSERT INTO hires (hire_id, customer_id, hire_date, due_back_date, returned_date, occasion, rental_fee, deposit, deposit_refunded) VALUES (15, 11, '2023-12-22', '2023-12-26', '2023-12-28', 'Christmas', 512.0, 255.0, 255.0);
INSERT INTO hires (hire_id, customer_id, hire_date, due_back_date, returned_date, occasion, rental_fee, deposit, deposit_refunded) VALUES (16, 20, '2023-12-25', '2024-01-01', '2024-01-01', 'Christmas', 40.0, 20.0, 20.0);
INSERT INTO hires (hire_id, customer_id, hire_date, due_back_date, returned_date, occasion, rental_fee, deposit, deposit_refunded) VALUES (17, 4, '2024-01-02', '2024-01-09', '2024-01-08', 'Work party', 148.0, 75.0, 75.0);
INSERT INTO hires (hire_id, customer_id, hire_date, due_back_date, returned_date, occasion, rental_fee, deposit, deposit_refunded) VALUES (18, 13, '2024-01-08', '2024-01-15', '2024-01-15', 'Stag do', 220.0, 110.0, NULL);
INSERT INTO hires (hire_id, customer_id, hire_date, due_back_date, returned_date, occasion, rental_fee, deposit, deposit_refunded) VALUES (19, 22, '2024-01-11', '2024-01-14', '2024-01-14', 'Work party', 126.0, 65.0, 65.0);
INSERT INTO hires (hire_id, customer_id, hire_date, due_back_date, returned_date, occasion, rental_fee, deposit, deposit_refunded) VALUES (20, 6, '2024-01-17', '2024-01-19', '2024-01-19', 'School play', 192.0, 95.0, 95.0);
INSERT INTO hires (hire_id, customer_id, hire_date, due_back_date, returned_date, occasion, rental_fee, deposit, deposit_refunded) VALUES (21, 15, '2024-01-24', '2024-01-28', '2024-01-28', NULL, 48.0, 25.0, 25.0);
INSERT INTO hires (hire_id, customer_id, hire_date, due_back_date, returned_date, occasion, rental_fee, deposit, deposit_refunded) VALUES (22, 24, '2024-01-29', '2024-02-05', '2024-02-10', 'Work party', 120.0, 60.0, 60.0);
INSERT INTO hires (hire_id, customer_id, hire_date, due_back_date, returned_date, occasion, rental_fee, deposit, deposit_refunded) VALUES (23, 8, '2024-02-02', '2024-02-04', '2024-02-04', 'World Book Day', 28.0, 20.0, 20.0);
INSERT INTO hires (hire_id, customer_id, hire_date, due_back_date, returned_date, occasion, rental_fee, deposit, deposit_refunded) VALUES (24, 17, '2024-02-10', '2024-02-13', '2024-02-12', 'School play', 386.4, 195.0, 180.0);
INSERT INTO hires (hire_id, customer_id, hire_date, due_back_date, returned_date, occasion, rental_fee, deposit, deposit_refunded) VALUES (25, 1, '2024-02-14', '2024-02-16', '2024-02-18', 'Birthday party', 12.0, 20.0, 20.0);
INSERT INTO hires (hire_id, customer_id, hire_date, due_back_date, returned_date, occasion, rental_fee, deposit, deposit_refunded) VALUES (26, 10, '2024-02-21', '2024-02-24', '2024-02-24', 'Birthday party', 90.0, 45.0, 45.0);
INSERT INTO hires (hire_id, customer_id, hire_date, due_back_date, returned_date, occasion, rental_fee, deposit, deposit_refunded) VALUES (27, 19, '2024-02-25', '2024-03-03', NULL, 'Hen do', 220.0, 110.0, NULL);
INSERT INTO hires (hire_id, customer_id, hire_date, due_back_date, returned_date, occasion, rental_fee, deposit, deposit_refunded) VALUES (28, 3, '2024-03-02', '2024-03-09', '2024-03-08', 'World Book Day', 40.0, 20.0, 20.0);
INSERT INTO hires (hire_id, customer_id, hire_date, due_back_date, returned_date, occasion, rental_fee, deposit, deposit_refunded) VALUES (29, 12, '2024-03-09', '2024-03-12', '2024-03-17', 'Birthday party', 150.0, 75.0, 75.0);
INSERT INTO hires (hire_id, customer_id, hire_date, due_back_date, returned_date, occasion, rental_fee, deposit, deposit_refunded) VALUES (30, 21, '2024-03-12', '2024-03-15', '2024-03-14', 'Wedding', 150.0, 75.0, NULL);
INSERT INTO hires (hire_id, customer_id, hire_date, due_back_date, returned_date, occasion, rental_fee, deposit, deposit_refunded) VALUES (31, 5, '2024-03-21', '2024-03-24', '2024-03-29', 'Wedding', 108.0, 55.0, 55.0);
INSERT INTO hires (hire_id, customer_id, hire_date, due_back_date, returned_date, occasion, rental_fee, deposit, deposit_refunded) VALUES (32, 14, '2024-03-23', '2024-03-26', '2024-03-28', 'Wedding', 36.0, 20.0, 20.0);
INSERT INTO hires (hire_id, customer_id, hire_date, due_back_date, returned_date, occasion, rental_fee, deposit, deposit_refunded) VALUES (33, 23, '2024-03-30', '2024-04-03', '2024-04-03', NULL, 262.4, 130.0, 130.0);
INSERT INTO hires (hire_id, customer_id, hire_date, due_back_date, returned_date, occasion, rental_fee, deposit, deposit_refunded) VALUES (34, 7, '2024-04-03', '2024-04-05', '2024-04-06', 'Stag do', 24.0, 20.0, 20.0);
INSERT INTO hires (hire_id, customer_id, hire_date, due_back_date, returned_date, occasion, rental_fee, deposit, deposit_refunded) VALUES (35, 16, '2024-04-09', '2024-04-16', '2024-04-15', 'Birthday party', 60.0, 30.0, 30.0);
INSERT INTO hires (hire_id, customer_id, hire_date, due_back_date, returned_date, occasion, rental_fee, deposit, deposit_refunded) VALUES (36, 25, '2024-04-18', '2024-04-21', '2024-04-20', 'Wedding', 36.0, 20.0, NULL);
INSERT INTO hires (hire_id, customer_id, hire_date, due_back_date, returned_date, occasion, rental_fee, deposit, deposit_refunded) VALUES (37, 9, '2024-04-22', '2024-04-24', '2024-04-29', 'Work party', 50.0, 25.0, 25.0);
INSERT INTO hires (hire_id, customer_id, hire_date, due_back_date, returned_date, occasion, rental_fee, deposit, deposit_refunded) VALUES (38, 18, '2024-04-27', '2024-05-04', '2024-05-03', 'Work party', 220.0, 110.0, 110.0);
INSERT INTO hire_items (hire_item_id, hire_id, costume_id, quantity) VALUES (1, 1, 9, 2);
INSERT INTO hire_items (hire_item_id, hire_id, costume_id, quantity) VALUES (2, 2, 7, 1);
INSERT INTO hire_items (hire_item_id, hire_id, costume_id, quantity) VALUES (3, 2, 6, 1);
INSERT INTO hire_items (hire_item_id, hire_id, costume_id, quantity) VALUES (4, 3, 24, 2);
INSERT INTO hire_items (hire_item_id, hire_id, costume_id, quantity) VALUES (5, 3, 6, 2);
INSERT INTO hire_items (hire_item_id, hire_id, costume_id, quantity) VALUES (6, 4, 14, 1);
INSERT INTO hire_items (hire_item_id, hire_id, costume_id, quantity) VALUES (7, 5, 14, 1);
INSERT INTO hire_items (hire_item_id, hire_id, costume_id, quantity) VALUES (8, 6, 4, 1);
INSERT INTO hire_items (hire_item_id, hire_id, costume_id, quantity) VALUES (9, 6, 23, 2);
INSERT INTO hire_items (hire_item_id, hire_id, costume_id, quantity) VALUES (10, 7, 15, 2);
INSERT INTO hire_items (hire_item_id, hire_id, costume_id, quantity) VALUES (11, 8, 30, 3);
INSERT INTO hire_items (hire_item_id, hire_id, costume_id, quantity) VALUES (12, 8, 19, 6);
INSERT INTO hire_items (hire_item_id, hire_id, costume_id, quantity) VALUES (13, 9, 12, 1);
INSERT INTO hire_items (hire_item_id, hire_id, costume_id, quantity) VALUES (14, 10, 7, 1);
INSERT INTO hire_items (hire_item_id, hire_id, costume_id, quantity) VALUES (15, 11, 29, 1);
INSERT INTO hire_items (hire_item_id, hire_id, costume_id, quantity) VALUES (16, 11, 6, 1);
INSERT INTO hire_items (hire_item_id, hire_id, costume_id, quantity) VALUES (17, 12, 9, 1);
INSERT INTO hire_items (hire_item_id, hire_id, costume_id, quantity) VALUES (18, 12, 16, 2);
INSERT INTO hire_items (hire_item_id, hire_id, costume_id, quantity) VALUES (19, 13, 27, 1);
INSERT INTO hire_items (hire_item_id, hire_id, costume_id, quantity) VALUES (20, 14, 14, 1);
INSERT INTO hire_items (hire_item_id, hire_id, costume_id, quantity) VALUES (21, 15, 27, 4);
INSERT INTO hire_items (hire_item_id, hire_id, costume_id, quantity) VALUES (22, 15, 29, 3);
INSERT INTO hire_items (hire_item_id, hire_id, costume_id, quantity) VALUES (23, 15, 26, 5);
INSERT INTO hire_items (hire_item_id, hire_id, costume_id, quantity) VALUES (24, 16, 28, 1);
INSERT INTO hire_items (hire_item_id, hire_id, costume_id, quantity) VALUES (25, 17, 6, 1);
INSERT INTO hire_items (hire_item_id, hire_id, costume_id, quantity) VALUES (26, 17, 24, 1);
INSERT INTO hire_items (hire_item_id, hire_id, costume_id, quantity) VALUES (27, 18, 11, 1);
INSERT INTO hire_items (hire_item_id, hire_id, costume_id, quantity) VALUES (28, 18, 16, 1);
INSERT INTO hire_items (hire_item_id, hire_id, costume_id, quantity) VALUES (29, 19, 26, 1);
INSERT INTO hire_items (hire_item_id, hire_id, costume_id, quantity) VALUES (30, 19, 22, 1);
INSERT INTO hire_items (hire_item_id, hire_id, costume_id, quantity) VALUES (31, 20, 4, 2);
INSERT INTO hire_items (hire_item_id, hire_id, costume_id, quantity) VALUES (32, 20, 6, 5);
INSERT INTO hire_items (hire_item_id, hire_id, costume_id, quantity) VALUES (33, 20, 20, 3);
INSERT INTO hire_items (hire_item_id, hire_id, costume_id, quantity) VALUES (34, 21, 6, 1);
INSERT INTO hire_items (hire_item_id, hire_id, costume_id, quantity) VALUES (35, 22, 13, 2);
INSERT INTO hire_items (hire_item_id, hire_id, costume_id, quantity) VALUES (36, 23, 3, 1);
INSERT INTO hire_items (hire_item_id, hire_id, costume_id, quantity) VALUES (37, 23, 20, 1);
INSERT INTO hire_items (hire_item_id, hire_id, costume_id, quantity) VALUES (38, 24, 16, 3);
INSERT INTO hire_items (hire_item_id, hire_id, costume_id, quantity) VALUES (39, 24, 4, 2);
INSERT INTO hire_items (hire_item_id, hire_id, costume_id, quantity) VALUES (40, 24, 25, 5);
INSERT INTO hire_items (hire_item_id, hire_id, costume_id, quantity) VALUES (41, 25, 5, 1);
INSERT INTO hire_items (hire_item_id, hire_id, costume_id, quantity) VALUES (42, 26, 7, 2);
INSERT INTO hire_items (hire_item_id, hire_id, costume_id, quantity) VALUES (43, 26, 4, 1);
INSERT INTO hire_items (hire_item_id, hire_id, costume_id, quantity) VALUES (44, 27, 2, 2);
INSERT INTO hire_items (hire_item_id, hire_id, costume_id, quantity) VALUES (45, 27, 24, 1);
INSERT INTO hire_items (hire_item_id, hire_id, costume_id, quantity) VALUES (46, 28, 23, 1);
INSERT INTO hire_items (hire_item_id, hire_id, costume_id, quantity) VALUES (47, 29, 29, 1);
INSERT INTO hire_items (hire_item_id, hire_id, costume_id, quantity) VALUES (48, 29, 22, 1);
INSERT INTO hire_items (hire_item_id, hire_id, costume_id, quantity) VALUES (49, 30, 24, 2);
INSERT INTO hire_items (hire_item_id, hire_id, costume_id, quantity) VALUES (50, 31, 15, 2);
INSERT INTO hire_items (hire_item_id, hire_id, costume_id, quantity) VALUES (51, 32, 26, 1);
INSERT INTO hire_items (hire_item_id, hire_id, costume_id, quantity) VALUES (52, 33, 3, 2);
INSERT INTO hire_items (hire_item_id, hire_id, costume_id, quantity) VALUES (53, 33, 8, 3);
INSERT INTO hire_items (hire_item_id, hire_id, costume_id, quantity) VALUES (54, 33, 27, 4);
INSERT INTO hire_items (hire_item_id, hire_id, costume_id, quantity) VALUES (55, 34, 17, 1);
INSERT INTO hire_items (hire_item_id, hire_id, costume_id, quantity) VALUES (56, 35, 2, 1);
INSERT INTO hire_items (hire_item_id, hire_id, costume_id, quantity) VALUES (57, 36, 26, 1);
INSERT INTO hire_items (hire_item_id, hire_id, costume_id, quantity) VALUES (58, 37, 12, 1);
INSERT INTO hire_items (hire_item_id, hire_id, costume_id, quantity) VALUES (59, 38, 11, 1);
INSERT INTO hire_items (hire_item_id, hire_id, costume_id, quantity) VALUES (60, 38, 24, 1);
INSERT INTO damage_reports (report_id, hire_id, costume_id, reported_date, damage_type, repair_cost, is_charged_to_customer) VALUES (1, 3, 24, '2023-10-19', 'missing button', 35.0, 0);
INSERT INTO damage_reports (report_id, hire_id, costume_id, reported_date, damage_type, repair_cost, is_charged_to_customer) VALUES (2, 4, 14, '2023-10-31', 'burn mark', 8.0, 0);
INSERT INTO damage_reports (report_id, hire_id, costume_id, reported_date, damage_type, repair_cost, is_charged_to_customer) VALUES (3, 6, 4, '2023-11-09', 'broken zip', NULL, 0);
INSERT INTO damage_reports (report_id, hire_id, costume_id, reported_date, damage_type, repair_cost, is_charged_to_customer) VALUES (4, 8, 30, '2023-11-16', 'missing accessory', 35.0, 1);
INSERT INTO damage_reports (report_id, hire_id, costume_id, reported_date, damage_type, repair_cost, is_charged_to_customer) VALUES (5, 11, 6, '2023-11-30', 'stain', 12.0, 0);
INSERT INTO damage_reports (report_id, hire_id, costume_id, reported_date, damage_type, repair_cost, is_charged_to_customer) VALUES (6, 19, 22, '2024-01-14', 'torn seam', 8.0, 0);
INSERT INTO damage_reports (report_id, hire_id, costume_id, reported_date, damage_type, repair_cost, is_charged_to_customer) VALUES (7, 19, 26, '2024-01-15', 'missing button', 12.0, 0);
INSERT INTO damage_reports (report_id, hire_id, costume_id, reported_date, damage_type, repair_cost, is_charged_to_customer) VALUES (8, 20, 4, '2024-01-19', 'burn mark', 12.0, 0);
INSERT INTO damage_reports (report_id, hire_id, costume_id, reported_date, damage_type, repair_cost, is_charged_to_customer) VALUES (9, 21, 6, '2024-01-30', 'broken zip', NULL, 0);
INSERT INTO damage_reports (report_id, hire_id, costume_id, reported_date, damage_type, repair_cost, is_charged_to_customer) VALUES (10, 22, 13, '2024-02-10', 'missing accessory', 45.0, 1);
INSERT INTO damage_reports (report_id, hire_id, costume_id, reported_date, damage_type, repair_cost, is_charged_to_customer) VALUES (11, 25, 5, '2024-02-18', 'stain', 12.0, 0);
INSERT INTO damage_reports (report_id, hire_id, costume_id, reported_date, damage_type, repair_cost, is_charged_to_customer) VALUES (12, 26, 4, '2024-02-24', 'torn seam', 12.0, 0);
INSERT INTO damage_reports (report_id, hire_id, costume_id, reported_date, damage_type, repair_cost, is_charged_to_customer) VALUES (13, 29, 22, '2024-03-17', 'missing button', 60.0, 0);
INSERT INTO damage_reports (report_id, hire_id, costume_id, reported_date, damage_type, repair_cost, is_charged_to_customer) VALUES (14, 32, 26, '2024-03-28', 'burn mark', NULL, 0);
INSERT INTO damage_reports (report_id, hire_id, costume_id, reported_date, damage_type, repair_cost, is_charged_to_customer) VALUES (15, 33, 8, '2024-04-05', 'broken zip', 8.0, 0);
INSERT INTO damage_reports (report_id, hire_id, costume_id, reported_date, damage_type, repair_cost, is_charged_to_customer) VALUES (16, 35, 2, '2024-04-17', 'missing accessory', 8.0, 0);
COMMIT;
