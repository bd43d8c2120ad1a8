-- catering: an events catering company (clients, events, menus, quotes, invoices) - invented data for a blind test
BEGIN TRANSACTION;
CREATE TABLE clients (
    client_id INTEGER PRIMARY KEY,
    client_name TEXT NOT NULL,
    contact_first_name TEXT NOT NULL,
    contact_last_name TEXT NOT NULL,
    phone TEXT NOT NULL,
    email TEXT, -- NULL = no email address on file
    is_corporate INTEGER NOT NULL CHECK (is_corporate IN (0, 1))
);
CREATE TABLE events (
    event_id INTEGER PRIMARY KEY,
    client_id INTEGER NOT NULL,
    event_type TEXT NOT NULL CHECK (event_type IN ('wedding', 'corporate lunch', 'birthday party', 'funeral reception', 'christening', 'conference')),
    event_date TEXT NOT NULL,
    booked_on TEXT NOT NULL,
    venue TEXT NOT NULL,
    guests_expected INTEGER NOT NULL,
    guests_attended INTEGER, -- NULL = not counted (event not held yet, or cancelled)
    is_cancelled INTEGER NOT NULL CHECK (is_cancelled IN (0, 1)),
    FOREIGN KEY (client_id) REFERENCES clients (client_id)
);
CREATE TABLE dishes (
    dish_id INTEGER PRIMARY KEY,
    dish_name TEXT NOT NULL,
    course TEXT NOT NULL CHECK (course IN ('canape', 'starter', 'main', 'dessert')),
    price_per_head REAL NOT NULL,
    cost_per_head REAL NOT NULL,
    is_vegetarian INTEGER NOT NULL CHECK (is_vegetarian IN (0, 1)),
    is_vegan INTEGER NOT NULL CHECK (is_vegan IN (0, 1))
);
CREATE TABLE event_menu (
    event_id INTEGER NOT NULL,
    dish_id INTEGER NOT NULL,
    portions INTEGER NOT NULL,
    PRIMARY KEY (event_id, dish_id),
    FOREIGN KEY (event_id) REFERENCES events (event_id),
    FOREIGN KEY (dish_id) REFERENCES dishes (dish_id)
);
CREATE TABLE quotes (
    quote_id INTEGER PRIMARY KEY,
    event_id INTEGER NOT NULL,
    issued_on TEXT NOT NULL,
    amount REAL NOT NULL,
    is_accepted INTEGER NOT NULL CHECK (is_accepted IN (0, 1)),
    FOREIGN KEY (event_id) REFERENCES events (event_id)
);
CREATE TABLE invoices (
    invoice_id INTEGER PRIMARY KEY,
    event_id INTEGER NOT NULL,
    issued_on TEXT NOT NULL,
    due_on TEXT NOT NULL,
    amount REAL NOT NULL,
    paid_on TEXT, -- NULL = not paid yet
    FOREIGN KEY (event_id) REFERENCES events (event_id)
);
INSERT INTO clients (client_id, client_name, contact_first_name, contact_last_name, phone, email, is_corporate) VALUES (1, 'Hughes family', 'Sarah', 'Hughes', '0117 4986 425', 'sarahhughes50@gmail.com', 0);
INSERT INTO clients (client_id, client_name, contact_first_name, contact_last_name, phone, email, is_corporate) VALUES (2, 'Brightwater Solicitors', 'Sarah', 'Okoye', '0117 4470 027', 'sarah.okoye@brightwater.co.uk', 1);
INSERT INTO clients (client_id, client_name, contact_first_name, contact_last_name, phone, email, is_corporate) VALUES (3, 'Patel family', 'Anil', 'Patel', '0117 4452 916', 'anilpatel27@gmail.com', 0);
INSERT INTO clients (client_id, client_name, contact_first_name, contact_last_name, phone, email, is_corporate) VALUES (4, 'Fairburn family', 'Graham', 'Fairburn', '0117 4432 497', NULL, 0);
INSERT INTO clients (client_id, client_name, contact_first_name, contact_last_name, phone, email, is_corporate) VALUES (5, 'Northgate Academy', 'Julie', 'Marsh', '0117 4822 445', 'julie.marsh@northgate.co.uk', 1);
INSERT INTO clients (client_id, client_name, contact_first_name, contact_last_name, phone, email, is_corporate) VALUES (6, 'Kowalski family', 'Ewa', 'Kowalski', '0117 4715 890', 'ewakowalski82@gmail.com', 0);
INSERT INTO clients (client_id, client_name, contact_first_name, contact_last_name, phone, email, is_corporate) VALUES (7, 'Redfern Engineering', 'Mark', 'Redfern', '0117 4688 586', 'mark.redfern@redfern.co.uk', 1);
INSERT INTO clients (client_id, client_name, contact_first_name, contact_last_name, phone, email, is_corporate) VALUES (8, 'Nolan family', 'Siobhan', 'Nolan', '0117 4355 710', NULL, 0);
INSERT INTO clients (client_id, client_name, contact_first_name, contact_last_name, phone, email, is_corporate) VALUES (9, 'Chester & Lane Estate Agents', 'Paul', 'Lane', '0117 4877 100', 'paul.lane@chester.co.uk', 1);
INSERT INTO clients (client_id, client_name, contact_first_name, contact_last_name, phone, email, is_corporate) VALUES (10, 'Baker family', 'Lucy', 'Baker', '0117 4337 713', NULL, 0);
INSERT INTO clients (client_id, client_name, contact_first_name, contact_last_name, phone, email, is_corporate) VALUES (11, 'Riverside Hospice', 'Tom', 'Ellis', '0117 4859 092', 'tom.ellis@riverside.co.uk', 1);
INSERT INTO clients (client_id, client_name, contact_first_name, contact_last_name, phone, email, is_corporate) VALUES (12, 'Ahmed family', 'Yusuf', 'Ahmed', '0117 4427 992', 'yusufahmed45@gmail.com', 0);
INSERT INTO clients (client_id, client_name, contact_first_name, contact_last_name, phone, email, is_corporate) VALUES (13, 'Greenway Parish Council', 'Margaret', 'Doyle', '0117 4707 955', NULL, 1);
INSERT INTO clients (client_id, client_name, contact_first_name, contact_last_name, phone, email, is_corporate) VALUES (14, 'Thompson family', 'Mark', 'Thompson', '0117 4444 870', 'markthompson43@gmail.com', 0);
INSERT INTO clients (client_id, client_name, contact_first_name, contact_last_name, phone, email, is_corporate) VALUES (15, 'Lakeside Golf Club', 'Ian', 'Fraser', '0117 4236 212', 'ian.fraser@lakeside.co.uk', 1);
INSERT INTO clients (client_id, client_name, contact_first_name, contact_last_name, phone, email, is_corporate) VALUES (16, 'Davies family', 'Rhian', 'Davies', '0117 4699 340', NULL, 0);
INSERT INTO clients (client_id, client_name, contact_first_name, contact_last_name, phone, email, is_corporate) VALUES (17, 'Novatech Ltd', 'Priya', 'Shah', '0117 4241 438', 'priya.shah@novatech.co.uk', 1);
INSERT INTO clients (client_id, client_name, contact_first_name, contact_last_name, phone, email, is_corporate) VALUES (18, 'Morgan family', 'Chris', 'Morgan', '0117 4648 266', 'chrismorgan81@gmail.com', 0);
INSERT INTO clients (client_id, client_name, contact_first_name, contact_last_name, phone, email, is_corporate) VALUES (19, 'Wood family', 'Emma', 'Wood', '0117 4685 335', NULL, 0);
INSERT INTO clients (client_id, client_name, contact_first_name, contact_last_name, phone, email, is_corporate) VALUES (20, 'Castle Dental Group', 'Hannah', 'Price', '0117 4748 173', 'hannah.price@castle.co.uk', 1);
INSERT INTO events (event_id, client_id, event_type, event_date, booked_on, venue, guests_expected, guests_attended, is_cancelled) VALUES (1, 1, 'wedding', '2024-06-15', '2023-09-02', 'Oakley Barn', 120, 112, 0);
INSERT INTO events (event_id, client_id, event_type, event_date, booked_on, venue, guests_expected, guests_attended, is_cancelled) VALUES (2, 2, 'corporate lunch', '2024-03-21', '2024-02-05', 'Brightwater offices', 40, 38, 0);
INSERT INTO events (event_id, client_id, event_type, event_date, booked_on, venue, guests_expected, guests_attended, is_cancelled) VALUES (3, 3, 'christening', '2024-04-14', '2024-01-20', 'Holy Trinity Hall', 60, 64, 0);
INSERT INTO events (event_id, client_id, event_type, event_date, booked_on, venue, guests_expected, guests_attended, is_cancelled) VALUES (4, 4, 'wedding', '2024-08-24', '2023-11-11', 'Chester Hall', 150, 141, 0);
INSERT INTO events (event_id, client_id, event_type, event_date, booked_on, venue, guests_expected, guests_attended, is_cancelled) VALUES (5, 5, 'conference', '2024-10-09', '2024-07-01', 'Northgate Academy', 200, 176, 0);
INSERT INTO events (event_id, client_id, event_type, event_date, booked_on, venue, guests_expected, guests_attended, is_cancelled) VALUES (6, 6, 'birthday party', '2024-05-11', '2024-03-30', 'The Boathouse', 50, 47, 0);
INSERT INTO events (event_id, client_id, event_type, event_date, booked_on, venue, guests_expected, guests_attended, is_cancelled) VALUES (7, 7, 'corporate lunch', '2024-11-28', '2024-10-15', 'Redfern Engineering canteen', 80, 85, 0);
INSERT INTO events (event_id, client_id, event_type, event_date, booked_on, venue, guests_expected, guests_attended, is_cancelled) VALUES (8, 2, 'conference', '2025-02-12', '2024-11-20', 'Harbour Conference Centre', 120, 109, 0);
INSERT INTO events (event_id, client_id, event_type, event_date, booked_on, venue, guests_expected, guests_attended, is_cancelled) VALUES (9, 12, 'wedding', '2024-09-07', '2023-12-03', 'Oakley Barn', 180, 172, 0);
INSERT INTO events (event_id, client_id, event_type, event_date, booked_on, venue, guests_expected, guests_attended, is_cancelled) VALUES (10, 10, 'funeral reception', '2024-02-02', '2024-01-26', 'Holy Trinity Hall', 70, 58, 0);
INSERT INTO events (event_id, client_id, event_type, event_date, booked_on, venue, guests_expected, guests_attended, is_cancelled) VALUES (11, 11, 'corporate lunch', '2024-12-12', '2024-11-01', 'Riverside Hospice', 45, 45, 0);
INSERT INTO events (event_id, client_id, event_type, event_date, booked_on, venue, guests_expected, guests_attended, is_cancelled) VALUES (12, 13, 'conference', '2025-03-15', '2024-12-09', 'Greenway Village Hall', 90, 81, 0);
INSERT INTO events (event_id, client_id, event_type, event_date, booked_on, venue, guests_expected, guests_attended, is_cancelled) VALUES (13, 14, 'wedding', '2025-05-17', '2024-06-22', 'Chester Hall', 130, 126, 0);
INSERT INTO events (event_id, client_id, event_type, event_date, booked_on, venue, guests_expected, guests_attended, is_cancelled) VALUES (14, 15, 'corporate lunch', '2025-04-04', '2025-02-18', 'Lakeside Golf Club', 60, 57, 0);
INSERT INTO events (event_id, client_id, event_type, event_date, booked_on, venue, guests_expected, guests_attended, is_cancelled) VALUES (15, 16, 'birthday party', '2023-11-18', '2023-09-25', 'The Boathouse', 40, 44, 0);
INSERT INTO events (event_id, client_id, event_type, event_date, booked_on, venue, guests_expected, guests_attended, is_cancelled) VALUES (16, 1, 'birthday party', '2025-07-19', '2025-04-02', 'The Boathouse', 60, NULL, 0);
INSERT INTO events (event_id, client_id, event_type, event_date, booked_on, venue, guests_expected, guests_attended, is_cancelled) VALUES (17, 17, 'conference', '2025-09-23', '2025-03-27', 'Harbour Conference Centre', 150, NULL, 0);
INSERT INTO events (event_id, client_id, event_type, event_date, booked_on, venue, guests_expected, guests_attended, is_cancelled) VALUES (18, 18, 'wedding', '2025-08-30', '2024-10-05', 'Oakley Barn', 140, NULL, 0);
INSERT INTO events (event_id, client_id, event_type, event_date, booked_on, venue, guests_expected, guests_attended, is_cancelled) VALUES (19, 19, 'christening', '2025-06-29', '2025-04-28', 'Holy Trinity Hall', 50, NULL, 0);
INSERT INTO events (event_id, client_id, event_type, event_date, booked_on, venue, guests_expected, guests_attended, is_cancelled) VALUES (20, 20, 'corporate lunch', '2024-07-10', '2024-05-14', 'Castle Dental head office', 35, NULL, 1);
INSERT INTO events (event_id, client_id, event_type, event_date, booked_on, venue, guests_expected, guests_attended, is_cancelled) VALUES (21, 9, 'corporate lunch', '2023-12-14', '2023-11-02', 'Chester & Lane office', 30, 29, 0);
INSERT INTO events (event_id, client_id, event_type, event_date, booked_on, venue, guests_expected, guests_attended, is_cancelled) VALUES (22, 8, 'funeral reception', '2025-01-24', '2025-01-17', 'Holy Trinity Hall', 80, 92, 0);
INSERT INTO events (event_id, client_id, event_type, event_date, booked_on, venue, guests_expected, guests_attended, is_cancelled) VALUES (23, 3, 'birthday party', '2025-03-08', '2025-01-11', 'The Boathouse', 35, 33, 0);
INSERT INTO events (event_id, client_id, event_type, event_date, booked_on, venue, guests_expected, guests_attended, is_cancelled) VALUES (24, 6, 'wedding', '2025-09-06', '2024-08-19', 'Chester Hall', 110, NULL, 1);
INSERT INTO dishes (dish_id, dish_name, course, price_per_head, cost_per_head, is_vegetarian, is_vegan) VALUES (1, 'Smoked salmon blini', 'canape', 6.5, 2.6, 0, 0);
INSERT INTO dishes (dish_id, dish_name, course, price_per_head, cost_per_head, is_vegetarian, is_vegan) VALUES (2, 'Mini beef wellington', 'canape', 7.0, 3.1, 0, 0);
INSERT INTO dishes (dish_id, dish_name, course, price_per_head, cost_per_head, is_vegetarian, is_vegan) VALUES (3, 'Goats cheese tartlet', 'canape', 5.5, 1.9, 1, 0);
INSERT INTO dishes (dish_id, dish_name, course, price_per_head, cost_per_head, is_vegetarian, is_vegan) VALUES (4, 'Falafel bite', 'canape', 4.5, 1.2, 1, 1);
INSERT INTO dishes (dish_id, dish_name, course, price_per_head, cost_per_head, is_vegetarian, is_vegan) VALUES (5, 'Leek and potato soup', 'starter', 5.0, 1.1, 1, 0);
INSERT INTO dishes (dish_id, dish_name, course, price_per_head, cost_per_head, is_vegetarian, is_vegan) VALUES (6, 'Prawn cocktail', 'starter', 7.5, 3.2, 0, 0);
INSERT INTO dishes (dish_id, dish_name, course, price_per_head, cost_per_head, is_vegetarian, is_vegan) VALUES (7, 'Beetroot carpaccio', 'starter', 6.0, 1.6, 1, 1);
INSERT INTO dishes (dish_id, dish_name, course, price_per_head, cost_per_head, is_vegetarian, is_vegan) VALUES (8, 'Chicken liver pate', 'starter', 6.5, 1.8, 0, 0);
INSERT INTO dishes (dish_id, dish_name, course, price_per_head, cost_per_head, is_vegetarian, is_vegan) VALUES (9, 'Roast sirloin of beef', 'main', 24.0, 11.5, 0, 0);
INSERT INTO dishes (dish_id, dish_name, course, price_per_head, cost_per_head, is_vegetarian, is_vegan) VALUES (10, 'Chicken supreme', 'main', 18.5, 7.2, 0, 0);
INSERT INTO dishes (dish_id, dish_name, course, price_per_head, cost_per_head, is_vegetarian, is_vegan) VALUES (11, 'Baked salmon fillet', 'main', 21.0, 9.4, 0, 0);
INSERT INTO dishes (dish_id, dish_name, course, price_per_head, cost_per_head, is_vegetarian, is_vegan) VALUES (12, 'Wild mushroom risotto', 'main', 15.0, 4.1, 1, 0);
INSERT INTO dishes (dish_id, dish_name, course, price_per_head, cost_per_head, is_vegetarian, is_vegan) VALUES (13, 'Chickpea and spinach curry', 'main', 13.5, 3.0, 1, 1);
INSERT INTO dishes (dish_id, dish_name, course, price_per_head, cost_per_head, is_vegetarian, is_vegan) VALUES (14, 'Lamb shank', 'main', 22.5, 10.2, 0, 0);
INSERT INTO dishes (dish_id, dish_name, course, price_per_head, cost_per_head, is_vegetarian, is_vegan) VALUES (15, 'Stuffed peppers', 'main', 14.0, 3.5, 1, 1);
INSERT INTO dishes (dish_id, dish_name, course, price_per_head, cost_per_head, is_vegetarian, is_vegan) VALUES (16, 'Lemon posset', 'dessert', 6.0, 1.4, 1, 0);
INSERT INTO dishes (dish_id, dish_name, course, price_per_head, cost_per_head, is_vegetarian, is_vegan) VALUES (17, 'Sticky toffee pudding', 'dessert', 6.5, 1.6, 1, 0);
INSERT INTO dishes (dish_id, dish_name, course, price_per_head, cost_per_head, is_vegetarian, is_vegan) VALUES (18, 'Chocolate torte', 'dessert', 7.0, 2.2, 1, 0);
INSERT INTO dishes (dish_id, dish_name, course, price_per_head, cost_per_head, is_vegetarian, is_vegan) VALUES (19, 'Fruit salad', 'dessert', 5.0, 1.8, 1, 1);
INSERT INTO dishes (dish_id, dish_name, course, price_per_head, cost_per_head, is_vegetarian, is_vegan) VALUES (20, 'Cheese board', 'dessert', 8.5, 4.0, 1, 0);
INSERT INTO event_menu (event_id, dish_id, portions) VALUES (1, 2, 336);
INSERT INTO event_menu (event_id, dish_id, portions) VALUES (1, 6, 112);
INSERT INTO event_menu (event_id, dish_id, portions) VALUES (1, 9, 90);
INSERT INTO event_menu (event_id, dish_id, portions) VALUES (1, 16, 112);
INSERT INTO event_menu (event_id, dish_id, portions) VALUES (1, 13, 22);
INSERT INTO event_menu (event_id, dish_id, portions) VALUES (2, 3, 114);
INSERT INTO event_menu (event_id, dish_id, portions) VALUES (2, 10, 38);
INSERT INTO event_menu (event_id, dish_id, portions) VALUES (2, 19, 38);
INSERT INTO event_menu (event_id, dish_id, portions) VALUES (3, 5, 64);
INSERT INTO event_menu (event_id, dish_id, portions) VALUES (3, 10, 64);
INSERT INTO event_menu (event_id, dish_id, portions) VALUES (3, 17, 64);
INSERT INTO event_menu (event_id, dish_id, portions) VALUES (4, 1, 423);
INSERT INTO event_menu (event_id, dish_id, portions) VALUES (4, 8, 141);
INSERT INTO event_menu (event_id, dish_id, portions) VALUES (4, 11, 113);
INSERT INTO event_menu (event_id, dish_id, portions) VALUES (4, 16, 141);
INSERT INTO event_menu (event_id, dish_id, portions) VALUES (4, 12, 28);
INSERT INTO event_menu (event_id, dish_id, portions) VALUES (5, 5, 176);
INSERT INTO event_menu (event_id, dish_id, portions) VALUES (5, 10, 176);
INSERT INTO event_menu (event_id, dish_id, portions) VALUES (5, 18, 176);
INSERT INTO event_menu (event_id, dish_id, portions) VALUES (6, 1, 141);
INSERT INTO event_menu (event_id, dish_id, portions) VALUES (6, 3, 141);
INSERT INTO event_menu (event_id, dish_id, portions) VALUES (6, 18, 47);
INSERT INTO event_menu (event_id, dish_id, portions) VALUES (7, 6, 85);
INSERT INTO event_menu (event_id, dish_id, portions) VALUES (7, 9, 85);
INSERT INTO event_menu (event_id, dish_id, portions) VALUES (7, 17, 85);
INSERT INTO event_menu (event_id, dish_id, portions) VALUES (8, 7, 109);
INSERT INTO event_menu (event_id, dish_id, portions) VALUES (8, 11, 109);
INSERT INTO event_menu (event_id, dish_id, portions) VALUES (8, 20, 109);
INSERT INTO event_menu (event_id, dish_id, portions) VALUES (9, 2, 516);
INSERT INTO event_menu (event_id, dish_id, portions) VALUES (9, 6, 172);
INSERT INTO event_menu (event_id, dish_id, portions) VALUES (9, 9, 138);
INSERT INTO event_menu (event_id, dish_id, portions) VALUES (9, 16, 172);
INSERT INTO event_menu (event_id, dish_id, portions) VALUES (9, 15, 34);
INSERT INTO event_menu (event_id, dish_id, portions) VALUES (10, 5, 58);
INSERT INTO event_menu (event_id, dish_id, portions) VALUES (10, 10, 58);
INSERT INTO event_menu (event_id, dish_id, portions) VALUES (10, 17, 58);
INSERT INTO event_menu (event_id, dish_id, portions) VALUES (11, 3, 135);
INSERT INTO event_menu (event_id, dish_id, portions) VALUES (11, 12, 45);
INSERT INTO event_menu (event_id, dish_id, portions) VALUES (11, 19, 45);
INSERT INTO event_menu (event_id, dish_id, portions) VALUES (12, 8, 81);
INSERT INTO event_menu (event_id, dish_id, portions) VALUES (12, 10, 81);
INSERT INTO event_menu (event_id, dish_id, portions) VALUES (12, 18, 81);
INSERT INTO event_menu (event_id, dish_id, portions) VALUES (13, 1, 378);
INSERT INTO event_menu (event_id, dish_id, portions) VALUES (13, 7, 126);
INSERT INTO event_menu (event_id, dish_id, portions) VALUES (13, 11, 126);
INSERT INTO event_menu (event_id, dish_id, portions) VALUES (13, 16, 126);
INSERT INTO event_menu (event_id, dish_id, portions) VALUES (14, 6, 57);
INSERT INTO event_menu (event_id, dish_id, portions) VALUES (14, 10, 57);
INSERT INTO event_menu (event_id, dish_id, portions) VALUES (14, 17, 57);
INSERT INTO event_menu (event_id, dish_id, portions) VALUES (15, 3, 132);
INSERT INTO event_menu (event_id, dish_id, portions) VALUES (15, 1, 132);
INSERT INTO event_menu (event_id, dish_id, portions) VALUES (21, 2, 87);
INSERT INTO event_menu (event_id, dish_id, portions) VALUES (21, 3, 87);
INSERT INTO event_menu (event_id, dish_id, portions) VALUES (22, 5, 92);
INSERT INTO event_menu (event_id, dish_id, portions) VALUES (22, 10, 92);
INSERT INTO event_menu (event_id, dish_id, portions) VALUES (22, 17, 92);
INSERT INTO event_menu (event_id, dish_id, portions) VALUES (23, 1, 99);
INSERT INTO event_menu (event_id, dish_id, portions) VALUES (23, 12, 33);
INSERT INTO event_menu (event_id, dish_id, portions) VALUES (23, 18, 33);
INSERT INTO quotes (quote_id, event_id, issued_on, amount, is_accepted) VALUES (501, 1, '2023-07-25', 8675.42, 0);
INSERT INTO quotes (quote_id, event_id, issued_on, amount, is_accepted) VALUES (502, 1, '2023-08-24', 8032.8, 1);
INSERT INTO quotes (quote_id, event_id, issued_on, amount, is_accepted) VALUES (503, 15, '2023-09-16', 1800.0, 1);
INSERT INTO quotes (quote_id, event_id, issued_on, amount, is_accepted) VALUES (504, 4, '2023-10-11', 10287.0, 0);
INSERT INTO quotes (quote_id, event_id, issued_on, amount, is_accepted) VALUES (505, 21, '2023-10-22', 1395.0, 1);
INSERT INTO quotes (quote_id, event_id, issued_on, amount, is_accepted) VALUES (506, 9, '2023-10-31', 11378.7, 0);
INSERT INTO quotes (quote_id, event_id, issued_on, amount, is_accepted) VALUES (507, 4, '2023-11-01', 9525.0, 1);
INSERT INTO quotes (quote_id, event_id, issued_on, amount, is_accepted) VALUES (508, 9, '2023-11-26', 12105.0, 1);
INSERT INTO quotes (quote_id, event_id, issued_on, amount, is_accepted) VALUES (509, 3, '2024-01-10', 2340.0, 1);
INSERT INTO quotes (quote_id, event_id, issued_on, amount, is_accepted) VALUES (510, 10, '2024-01-16', 2730.0, 1);
INSERT INTO quotes (quote_id, event_id, issued_on, amount, is_accepted) VALUES (511, 2, '2024-01-25', 1960.0, 1);
INSERT INTO quotes (quote_id, event_id, issued_on, amount, is_accepted) VALUES (512, 6, '2024-03-25', 2600.0, 1);
INSERT INTO quotes (quote_id, event_id, issued_on, amount, is_accepted) VALUES (513, 20, '2024-05-08', 1645.7, 1);
INSERT INTO quotes (quote_id, event_id, issued_on, amount, is_accepted) VALUES (514, 13, '2024-05-26', 8634.6, 0);
INSERT INTO quotes (quote_id, event_id, issued_on, amount, is_accepted) VALUES (515, 5, '2024-06-02', 7426.0, 0);
INSERT INTO quotes (quote_id, event_id, issued_on, amount, is_accepted) VALUES (516, 13, '2024-06-17', 7995.0, 1);
INSERT INTO quotes (quote_id, event_id, issued_on, amount, is_accepted) VALUES (517, 5, '2024-06-19', 7900.0, 1);
INSERT INTO quotes (quote_id, event_id, issued_on, amount, is_accepted) VALUES (518, 24, '2024-08-16', 4808.1, 1);
INSERT INTO quotes (quote_id, event_id, issued_on, amount, is_accepted) VALUES (519, 18, '2024-09-29', 6246.8, 1);
INSERT INTO quotes (quote_id, event_id, issued_on, amount, is_accepted) VALUES (520, 7, '2024-10-09', 3760.0, 1);
INSERT INTO quotes (quote_id, event_id, issued_on, amount, is_accepted) VALUES (521, 11, '2024-10-26', 2047.5, 1);
INSERT INTO quotes (quote_id, event_id, issued_on, amount, is_accepted) VALUES (522, 8, '2024-11-16', 5340.0, 1);
INSERT INTO quotes (quote_id, event_id, issued_on, amount, is_accepted) VALUES (523, 12, '2024-12-06', 3690.0, 1);
INSERT INTO quotes (quote_id, event_id, issued_on, amount, is_accepted) VALUES (524, 23, '2025-01-01', 1767.5, 1);
INSERT INTO quotes (quote_id, event_id, issued_on, amount, is_accepted) VALUES (525, 22, '2025-01-08', 3120.0, 1);
INSERT INTO quotes (quote_id, event_id, issued_on, amount, is_accepted) VALUES (526, 14, '2025-02-15', 2490.0, 1);
INSERT INTO quotes (quote_id, event_id, issued_on, amount, is_accepted) VALUES (527, 17, '2025-02-20', 6748.56, 0);
INSERT INTO quotes (quote_id, event_id, issued_on, amount, is_accepted) VALUES (528, 17, '2025-03-19', 6025.5, 1);
INSERT INTO quotes (quote_id, event_id, issued_on, amount, is_accepted) VALUES (529, 16, '2025-03-29', 2985.0, 1);
INSERT INTO quotes (quote_id, event_id, issued_on, amount, is_accepted) VALUES (530, 19, '2025-04-19', 2474.5, 1);
INSERT INTO invoices (invoice_id, event_id, issued_on, due_on, amount, paid_on) VALUES (9001, 15, '2023-11-22', '2023-12-22', 1980.0, '2023-12-11');
INSERT INTO invoices (invoice_id, event_id, issued_on, due_on, amount, paid_on) VALUES (9002, 21, '2023-12-15', '2024-01-14', 1348.5, '2024-01-06');
INSERT INTO invoices (invoice_id, event_id, issued_on, due_on, amount, paid_on) VALUES (9003, 10, '2024-02-05', '2024-03-06', 2262.0, '2024-03-04');
INSERT INTO invoices (invoice_id, event_id, issued_on, due_on, amount, paid_on) VALUES (9004, 2, '2024-03-23', '2024-04-22', 1862.0, '2024-04-23');
INSERT INTO invoices (invoice_id, event_id, issued_on, due_on, amount, paid_on) VALUES (9005, 3, '2024-04-18', '2024-05-18', 2496.0, '2024-05-23');
INSERT INTO invoices (invoice_id, event_id, issued_on, due_on, amount, paid_on) VALUES (9006, 6, '2024-05-12', '2024-06-11', 2444.0, '2024-06-21');
INSERT INTO invoices (invoice_id, event_id, issued_on, due_on, amount, paid_on) VALUES (9007, 1, '2024-06-18', '2024-07-18', 7497.28, '2024-06-28');
INSERT INTO invoices (invoice_id, event_id, issued_on, due_on, amount, paid_on) VALUES (9008, 4, '2024-08-25', '2024-09-24', 8953.5, '2024-09-28');
INSERT INTO invoices (invoice_id, event_id, issued_on, due_on, amount, paid_on) VALUES (9009, 9, '2024-09-09', '2024-10-09', 11567.0, '2024-09-27');
INSERT INTO invoices (invoice_id, event_id, issued_on, due_on, amount, paid_on) VALUES (9010, 5, '2024-10-14', '2024-11-13', 6952.0, '2024-11-04');
INSERT INTO invoices (invoice_id, event_id, issued_on, due_on, amount, paid_on) VALUES (9011, 7, '2024-12-01', '2024-12-31', 3995.0, NULL);
INSERT INTO invoices (invoice_id, event_id, issued_on, due_on, amount, paid_on) VALUES (9012, 11, '2024-12-14', '2025-01-13', 2047.5, '2025-01-16');
INSERT INTO invoices (invoice_id, event_id, issued_on, due_on, amount, paid_on) VALUES (9013, 22, '2025-01-25', '2025-02-24', 3588.0, '2025-02-03');
INSERT INTO invoices (invoice_id, event_id, issued_on, due_on, amount, paid_on) VALUES (9014, 8, '2025-02-16', '2025-03-18', 4850.5, '2025-03-09');
INSERT INTO invoices (invoice_id, event_id, issued_on, due_on, amount, paid_on) VALUES (9015, 23, '2025-03-10', '2025-04-09', 1666.5, '2025-03-25');
INSERT INTO invoices (invoice_id, event_id, issued_on, due_on, amount, paid_on) VALUES (9016, 12, '2025-03-20', '2025-04-19', 3321.0, '2025-03-25');
INSERT INTO invoices (invoice_id, event_id, issued_on, due_on, amount, paid_on) VALUES (9017, 14, '2025-04-09', '2025-05-09', 2365.5, NULL);
INSERT INTO invoices (invoice_id, event_id, issued_on, due_on, amount, paid_on) VALUES (9018, 13, '2025-05-20', '2025-06-19', 7749.0, NULL);
INSERT INTO invoices (invoice_id, event_id, issued_on, due_on, amount, paid_on) VALUES (9019, 18, '2024-10-12', '2024-11-11', 1500.0, '2024-10-30');
INSERT INTO invoices (invoice_id, event_id, issued_on, due_on, amount, paid_on) VALUES (9020, 17, '2025-04-03', '2025-05-03', 2000.0, NULL);
COMMIT;
