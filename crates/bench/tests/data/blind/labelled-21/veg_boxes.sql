-- veg_boxes: invented organic farm veg-box scheme, deliveries split into one table per delivery round
BEGIN TRANSACTION;
CREATE TABLE customers (
    customer_id INTEGER PRIMARY KEY,
    full_name TEXT NOT NULL,
    village TEXT NOT NULL, -- where the box is dropped off
    postcode TEXT NOT NULL,
    joined_date TEXT NOT NULL,
    dietary_note TEXT, -- NULL = no dietary requirements noted
    is_paused INTEGER NOT NULL CHECK (is_paused IN (0,1)) -- 1 = deliveries on hold
);
CREATE TABLE box_types (
    box_type_id INTEGER PRIMARY KEY,
    box_name TEXT NOT NULL,
    size TEXT NOT NULL,
    weekly_price REAL NOT NULL, -- list price per box
    is_seasonal INTEGER NOT NULL CHECK (is_seasonal IN (0,1)) -- 1 = only offered part of the year
);
CREATE TABLE staff (
    staff_id INTEGER PRIMARY KEY,
    full_name TEXT NOT NULL,
    job_role TEXT NOT NULL,
    home_village TEXT NOT NULL,
    hourly_rate REAL NOT NULL,
    is_volunteer INTEGER NOT NULL CHECK (is_volunteer IN (0,1)),
    start_date TEXT NOT NULL
);
CREATE TABLE deliveries_brackenholt (
    delivery_id INTEGER PRIMARY KEY,
    customer_id INTEGER NOT NULL REFERENCES customers(customer_id),
    box_type_id INTEGER NOT NULL REFERENCES box_types(box_type_id),
    driver_id INTEGER NOT NULL REFERENCES staff(staff_id), -- who drove the box out
    packer_id INTEGER NOT NULL REFERENCES staff(staff_id), -- who packed the box
    delivery_date TEXT NOT NULL,
    box_price REAL NOT NULL, -- price charged for this box (after any discount)
    delivery_charge REAL NOT NULL,
    paid_date TEXT, -- NULL = not paid yet
    missed_reason TEXT, -- NULL = delivered as planned
    is_left_with_neighbour INTEGER NOT NULL CHECK (is_left_with_neighbour IN (0,1))
);
CREATE TABLE deliveries_quillerton (
    delivery_id INTEGER PRIMARY KEY,
    customer_id INTEGER NOT NULL REFERENCES customers(customer_id),
    box_type_id INTEGER NOT NULL REFERENCES box_types(box_type_id),
    driver_id INTEGER NOT NULL REFERENCES staff(staff_id), -- who drove the box out
    packer_id INTEGER NOT NULL REFERENCES staff(staff_id), -- who packed the box
    delivery_date TEXT NOT NULL,
    box_price REAL NOT NULL, -- price charged for this box (after any discount)
    delivery_charge REAL NOT NULL,
    paid_date TEXT, -- NULL = not paid yet
    missed_reason TEXT, -- NULL = delivered as planned
    is_left_with_neighbour INTEGER NOT NULL CHECK (is_left_with_neighbour IN (0,1))
);
CREATE TABLE deliveries_sowerfield (
    delivery_id INTEGER PRIMARY KEY,
    customer_id INTEGER NOT NULL REFERENCES customers(customer_id),
    box_type_id INTEGER NOT NULL REFERENCES box_types(box_type_id),
    driver_id INTEGER NOT NULL REFERENCES staff(staff_id), -- who drove the box out
    packer_id INTEGER NOT NULL REFERENCES staff(staff_id), -- who packed the box
    delivery_date TEXT NOT NULL,
    box_price REAL NOT NULL, -- price charged for this box (after any discount)
    delivery_charge REAL NOT NULL,
    paid_date TEXT, -- NULL = not paid yet
    missed_reason TEXT, -- NULL = delivered as planned
    is_left_with_neighbour INTEGER NOT NULL CHECK (is_left_with_neighbour IN (0,1))
);
INSERT INTO customers VALUES (1, 'Ellie Rowntree', 'Thornby Magna', 'TM1 2WP', '2021-05-02', NULL, 0);
INSERT INTO customers VALUES (2, 'Graham Tweddle', 'Little Ashwell', 'LA2 7BL', '2023-05-11', NULL, 0);
INSERT INTO customers VALUES (3, 'Susan Okafor', 'Coldharbour End', 'CE3 7DU', '2022-07-20', 'Nut allergy', 0);
INSERT INTO customers VALUES (4, 'Marcus Pengelly', 'Thornby Magna', 'TM4 4FA', '2021-03-14', NULL, 0);
INSERT INTO customers VALUES (5, 'Jean Huxtable', 'Little Ashwell', 'LA1 2TU', '2023-06-01', NULL, 0);
INSERT INTO customers VALUES (6, 'Harry Culpepper', 'Coldharbour End', 'CE2 7NW', '2023-11-10', 'No onions', 0);
INSERT INTO customers VALUES (7, 'Anita Desai-Morgan', 'Thornby Magna', 'TM3 9FW', '2023-02-22', NULL, 0);
INSERT INTO customers VALUES (8, 'Robin Ashby', 'Little Ashwell', 'LA4 7RH', '2021-03-03', NULL, 0);
INSERT INTO customers VALUES (9, 'Fiona Blackmore', 'Coldharbour End', 'CE1 1SS', '2022-12-24', 'Vegan', 0);
INSERT INTO customers VALUES (10, 'Colin Treharne', 'Thornby Magna', 'TM2 5DX', '2023-04-11', NULL, 0);
INSERT INTO customers VALUES (11, 'Patricia Lomas', 'Little Ashwell', 'LA3 5WQ', '2022-06-26', NULL, 1);
INSERT INTO customers VALUES (12, 'Owain Griffiths', 'Coldharbour End', 'CE4 3BS', '2022-09-03', 'No mushrooms', 0);
INSERT INTO customers VALUES (13, 'Wendy Harcourt', 'Thornby Magna', 'TM1 3RP', '2023-03-22', NULL, 0);
INSERT INTO customers VALUES (14, 'Samir Haddad', 'Little Ashwell', 'LA2 2YA', '2021-06-17', NULL, 0);
INSERT INTO customers VALUES (15, 'Lorna McQuarrie', 'Coldharbour End', 'CE3 7SN', '2023-08-20', 'Vegetarian', 0);
INSERT INTO customers VALUES (16, 'Margaret Oduya', 'Fenwick Green', 'FG1 8DR', '2023-02-23', NULL, 0);
INSERT INTO customers VALUES (17, 'Tom Haskett', 'Upper Dunstall', 'UD2 5EN', '2022-02-21', NULL, 0);
INSERT INTO customers VALUES (18, 'Bernard Ollerenshaw', 'Hobley', 'HY3 4XG', '2023-02-25', 'Nut allergy', 0);
INSERT INTO customers VALUES (19, 'Kirsty Fenwick-Hale', 'Fenwick Green', 'FG4 7SN', '2023-11-12', NULL, 0);
INSERT INTO customers VALUES (20, 'Dilys Pryce', 'Upper Dunstall', 'UD1 7DN', '2022-02-26', NULL, 0);
INSERT INTO customers VALUES (21, 'Adrian Cheverton', 'Hobley', 'HY2 1UE', '2021-06-12', 'No onions', 0);
INSERT INTO customers VALUES (22, 'Bridget Nolan', 'Fenwick Green', 'FG3 7UY', '2021-07-26', NULL, 1);
INSERT INTO customers VALUES (23, 'Vikram Sethi', 'Upper Dunstall', 'UD4 4GB', '2021-03-30', NULL, 0);
INSERT INTO customers VALUES (24, 'Janice Whitlow', 'Hobley', 'HY1 2WB', '2022-04-04', 'Vegan', 0);
INSERT INTO customers VALUES (25, 'Hugh Pemberton', 'Fenwick Green', 'FG2 7WW', '2022-01-06', NULL, 0);
INSERT INTO customers VALUES (26, 'Carol Ingram', 'Upper Dunstall', 'UD3 5SU', '2023-02-08', NULL, 0);
INSERT INTO customers VALUES (27, 'Rhys Llewellyn', 'Hobley', 'HY4 1AR', '2021-08-31', 'No mushrooms', 0);
INSERT INTO customers VALUES (28, 'Agnes Mortimer', 'Fenwick Green', 'FG1 1SA', '2022-01-31', NULL, 0);
INSERT INTO customers VALUES (29, 'Jake Spurling', 'Upper Dunstall', 'UD2 6BY', '2022-04-12', NULL, 0);
INSERT INTO customers VALUES (30, 'Pauline Rudd', 'Hobley', 'HY3 1QX', '2023-09-15', 'Vegetarian', 0);
INSERT INTO customers VALUES (31, 'Ruth Penhaligon', 'Marsh Tey', 'MT1 6AX', '2021-03-31', NULL, 0);
INSERT INTO customers VALUES (32, 'Tom Haskett', 'Easton Parva', 'EP2 2BX', '2023-10-23', NULL, 0);
INSERT INTO customers VALUES (33, 'Nina Castellano', 'Wickham Lye', 'WL3 8JP', '2021-03-10', 'Nut allergy', 1);
INSERT INTO customers VALUES (34, 'Derek Fulbright', 'Marsh Tey', 'MT4 1WX', '2022-04-07', NULL, 0);
INSERT INTO customers VALUES (35, 'Heather Maddox', 'Easton Parva', 'EP1 5EY', '2023-06-11', NULL, 0);
INSERT INTO customers VALUES (36, 'Liam O''Rourke', 'Wickham Lye', 'WL2 6LL', '2021-05-07', 'No onions', 0);
INSERT INTO customers VALUES (37, 'Gwen Tippett', 'Marsh Tey', 'MT3 2XW', '2022-09-01', NULL, 0);
INSERT INTO customers VALUES (38, 'Stanley Booth', 'Easton Parva', 'EP4 3DB', '2022-04-14', NULL, 0);
INSERT INTO customers VALUES (39, 'Mei Lin Chow', 'Wickham Lye', 'WL1 1GT', '2022-01-04', 'Vegan', 0);
INSERT INTO customers VALUES (40, 'Frank Elsworth', 'Marsh Tey', 'MT2 9LL', '2021-07-30', NULL, 0);
INSERT INTO customers VALUES (41, 'Olive Garside', 'Easton Parva', 'EP3 6DX', '2021-05-15', NULL, 0);
INSERT INTO customers VALUES (42, 'Yusuf Demir', 'Wickham Lye', 'WL4 1BU', '2022-11-10', 'No mushrooms', 0);
INSERT INTO customers VALUES (43, 'Tessa Quarmby', 'Marsh Tey', 'MT1 3WE', '2022-01-23', NULL, 0);
INSERT INTO customers VALUES (44, 'Alfie Brennan', 'Easton Parva', 'EP2 5AX', '2022-10-21', NULL, 1);
INSERT INTO customers VALUES (45, 'June Armitage', 'Wickham Lye', 'WL3 4QS', '2021-08-04', 'Vegetarian', 0);
INSERT INTO customers VALUES (46, 'Priscilla Vosper', 'Hobley', 'HY2 6HW', '2024-09-16', NULL, 0);
INSERT INTO customers VALUES (47, 'Ned Carrow', 'Marsh Tey', 'MT2 1JX', '2024-09-17', NULL, 0);
INSERT INTO customers VALUES (48, 'Isla Dunmore', 'Little Ashwell', 'LA2 3HW', '2024-09-18', NULL, 0);
INSERT INTO box_types VALUES (1, 'Small Veg Box', 'Small', 11.5, 0);
INSERT INTO box_types VALUES (2, 'Medium Veg Box', 'Medium', 15.0, 0);
INSERT INTO box_types VALUES (3, 'Large Veg Box', 'Large', 19.5, 0);
INSERT INTO box_types VALUES (4, 'Family Box', 'Large', 22.0, 0);
INSERT INTO box_types VALUES (5, 'Family Box Plus', 'Large', 26.5, 0);
INSERT INTO box_types VALUES (6, 'Fruit Bag', 'Small', 8.0, 0);
INSERT INTO box_types VALUES (7, 'Fruit & Veg Box', 'Medium', 17.5, 0);
INSERT INTO box_types VALUES (8, 'Salad Bag', 'Small', 6.5, 1);
INSERT INTO box_types VALUES (9, 'Salad & Herb Bag', 'Small', 8.25, 1);
INSERT INTO box_types VALUES (10, 'Roots Box', 'Medium', 13.0, 1);
INSERT INTO box_types VALUES (11, 'Greens Box', 'Medium', 13.5, 0);
INSERT INTO box_types VALUES (12, 'Soup Box', 'Medium', 12.0, 1);
INSERT INTO box_types VALUES (13, 'Juicing Box', 'Medium', 16.0, 0);
INSERT INTO box_types VALUES (14, 'Egg Dozen', 'Small', 4.2, 0);
INSERT INTO box_types VALUES (15, 'Mushroom Punnet', 'Small', 3.8, 0);
INSERT INTO staff VALUES (1, 'Ellie Fairbairn', 'Driver', 'Thornby Magna', 12.6, 0, '2020-04-06');
INSERT INTO staff VALUES (2, 'Dominic Rusk', 'Driver', 'Hobley', 12.6, 0, '2019-05-13');
INSERT INTO staff VALUES (3, 'Kasia Nowicka', 'Driver', 'Easton Parva', 12.9, 0, '2021-02-01');
INSERT INTO staff VALUES (4, 'Reg Pollard', 'Driver', 'Wickham Lye', 0.0, 1, '2022-03-14');
INSERT INTO staff VALUES (5, 'Amber Sutcliffe', 'Driver', 'Fenwick Green', 12.4, 0, '2023-01-09');
INSERT INTO staff VALUES (6, 'Joe Maybury', 'Packer', 'Thornby Magna', 11.8, 0, '2018-06-04');
INSERT INTO staff VALUES (7, 'Lena Vogt', 'Packer', 'Upper Dunstall', 11.8, 0, '2020-09-07');
INSERT INTO staff VALUES (8, 'Pete Carver', 'Packer', 'Marsh Tey', 0.0, 1, '2021-05-17');
INSERT INTO staff VALUES (9, 'Sian Bevan', 'Packer', 'Little Ashwell', 11.9, 0, '2022-07-04');
INSERT INTO staff VALUES (10, 'Marek Dudek', 'Packer', 'Coldharbour End', 12.0, 0, '2023-04-03');
INSERT INTO staff VALUES (11, 'Hattie Bloom', 'Packer', 'Easton Parva', 0.0, 1, '2024-02-05');
INSERT INTO staff VALUES (12, 'Arthur Keble', 'Grower', 'Hobley', 14.5, 0, '2012-03-01');
INSERT INTO staff VALUES (13, 'Rosa Linnell', 'Grower', 'Marsh Tey', 14.0, 0, '2016-03-07');
INSERT INTO staff VALUES (14, 'Gus Thorne', 'Grower', 'Thornby Magna', 13.8, 0, '2019-02-18');
INSERT INTO staff VALUES (15, 'Ivy Chalcott', 'Packer', 'Fenwick Green', 0.0, 1, '2024-02-12');
INSERT INTO deliveries_brackenholt VALUES (1, 2, 6, 1, 6, '2024-03-05', 8.0, 1.5, '2024-03-08', NULL, 0);
INSERT INTO deliveries_brackenholt VALUES (2, 11, 8, 1, 6, '2024-03-05', 6.5, 2.0, '2024-03-13', 'Road closed', 0);
INSERT INTO deliveries_brackenholt VALUES (3, 2, 2, 2, 9, '2024-03-12', 15.0, 1.5, '2024-03-14', NULL, 0);
INSERT INTO deliveries_brackenholt VALUES (4, 15, 2, 1, 10, '2024-03-19', 15.0, 1.5, '2024-03-19', NULL, 0);
INSERT INTO deliveries_brackenholt VALUES (5, 13, 6, 2, 6, '2024-03-26', 8.0, 1.5, '2024-03-26', NULL, 0);
INSERT INTO deliveries_brackenholt VALUES (6, 12, 12, 1, 9, '2024-04-02', 12.0, 1.5, '2024-04-10', NULL, 1);
INSERT INTO deliveries_brackenholt VALUES (7, 11, 8, 2, 10, '2024-04-09', 6.5, 1.5, '2024-04-16', 'Van breakdown', 0);
INSERT INTO deliveries_brackenholt VALUES (8, 12, 3, 1, 6, '2024-04-23', 19.5, 1.5, '2024-04-25', NULL, 0);
INSERT INTO deliveries_brackenholt VALUES (9, 3, 12, 1, 6, '2024-04-23', 12.0, 2.0, '2024-04-24', 'Road closed', 0);
INSERT INTO deliveries_brackenholt VALUES (10, 10, 11, 2, 9, '2024-04-30', 13.5, 1.5, '2024-05-02', NULL, 1);
INSERT INTO deliveries_brackenholt VALUES (11, 4, 2, 4, 9, '2024-04-30', 15.0, 2.0, '2024-05-09', NULL, 0);
INSERT INTO deliveries_brackenholt VALUES (12, 8, 10, 1, 10, '2024-05-07', 13.0, 1.5, '2024-05-14', NULL, 0);
INSERT INTO deliveries_brackenholt VALUES (13, 1, 5, 1, 9, '2024-05-14', 26.5, 2.0, '2024-05-17', NULL, 0);
INSERT INTO deliveries_brackenholt VALUES (14, 3, 2, 1, 10, '2024-05-14', 15.0, 2.0, '2024-05-18', NULL, 0);
INSERT INTO deliveries_brackenholt VALUES (15, 8, 8, 2, 6, '2024-05-14', 6.5, 1.5, NULL, NULL, 0);
INSERT INTO deliveries_brackenholt VALUES (16, 15, 9, 4, 6, '2024-05-21', 8.25, 2.0, '2024-05-21', NULL, 1);
INSERT INTO deliveries_brackenholt VALUES (17, 8, 2, 1, 9, '2024-05-21', 15.0, 1.5, '2024-05-23', NULL, 0);
INSERT INTO deliveries_brackenholt VALUES (18, 15, 6, 1, 9, '2024-05-28', 8.0, 2.0, '2024-06-04', NULL, 0);
INSERT INTO deliveries_brackenholt VALUES (19, 6, 3, 2, 10, '2024-06-04', 19.5, 1.5, '2024-06-10', NULL, 0);
INSERT INTO deliveries_brackenholt VALUES (20, 15, 9, 4, 10, '2024-06-04', 8.25, 2.0, '2024-06-09', NULL, 1);
INSERT INTO deliveries_brackenholt VALUES (21, 1, 2, 4, 6, '2024-06-11', 15.0, 2.0, '2024-06-14', NULL, 0);
INSERT INTO deliveries_brackenholt VALUES (22, 4, 13, 1, 6, '2024-06-11', 16.0, 1.5, '2024-06-11', NULL, 0);
INSERT INTO deliveries_brackenholt VALUES (23, 11, 6, 1, 6, '2024-06-11', 8.0, 2.0, '2024-06-20', NULL, 0);
INSERT INTO deliveries_brackenholt VALUES (24, 1, 8, 4, 10, '2024-06-18', 6.5, 2.0, '2024-06-21', NULL, 0);
INSERT INTO deliveries_brackenholt VALUES (25, 6, 3, 2, 9, '2024-06-18', 19.5, 1.5, '2024-06-24', NULL, 0);
INSERT INTO deliveries_brackenholt VALUES (26, 13, 5, 4, 9, '2024-06-18', 26.5, 2.0, '2024-06-24', NULL, 0);
INSERT INTO deliveries_brackenholt VALUES (27, 2, 3, 1, 10, '2024-06-25', 19.5, 1.5, '2024-07-01', NULL, 1);
INSERT INTO deliveries_brackenholt VALUES (28, 1, 9, 4, 9, '2024-07-02', 8.25, 2.0, '2024-07-05', NULL, 0);
INSERT INTO deliveries_brackenholt VALUES (29, 11, 1, 1, 10, '2024-07-02', 11.5, 2.0, '2024-07-08', NULL, 0);
INSERT INTO deliveries_brackenholt VALUES (30, 1, 3, 2, 6, '2024-07-02', 19.5, 1.5, '2024-07-02', NULL, 0);
INSERT INTO deliveries_brackenholt VALUES (31, 9, 1, 4, 6, '2024-07-09', 11.5, 2.0, NULL, NULL, 0);
INSERT INTO deliveries_brackenholt VALUES (32, 3, 11, 1, 9, '2024-07-09', 13.5, 1.5, '2024-07-11', NULL, 0);
INSERT INTO deliveries_brackenholt VALUES (33, 2, 9, 1, 10, '2024-07-16', 8.25, 2.0, '2024-07-19', NULL, 0);
INSERT INTO deliveries_brackenholt VALUES (34, 9, 12, 1, 9, '2024-07-16', 12.0, 2.0, '2024-07-18', 'Road closed', 0);
INSERT INTO deliveries_brackenholt VALUES (35, 14, 11, 2, 10, '2024-07-23', 12.15, 1.5, '2024-07-30', NULL, 0);
INSERT INTO deliveries_brackenholt VALUES (36, 7, 11, 4, 10, '2024-07-23', 12.15, 2.0, '2024-07-30', 'Access blocked', 0);
INSERT INTO deliveries_brackenholt VALUES (37, 1, 11, 1, 6, '2024-07-30', 13.5, 1.5, '2024-08-03', NULL, 0);
INSERT INTO deliveries_brackenholt VALUES (38, 5, 2, 1, 6, '2024-07-30', 15.0, 2.0, '2024-08-05', NULL, 0);
INSERT INTO deliveries_brackenholt VALUES (39, 15, 2, 2, 9, '2024-08-06', 15.0, 1.5, '2024-08-10', 'Road closed', 0);
INSERT INTO deliveries_brackenholt VALUES (40, 5, 9, 4, 9, '2024-08-13', 8.25, 2.0, '2024-08-21', NULL, 0);
INSERT INTO deliveries_brackenholt VALUES (41, 11, 2, 1, 10, '2024-08-13', 15.0, 1.5, '2024-08-18', NULL, 0);
INSERT INTO deliveries_brackenholt VALUES (42, 4, 11, 1, 10, '2024-08-20', 13.5, 2.0, '2024-08-23', 'Access blocked', 0);
INSERT INTO deliveries_brackenholt VALUES (43, 11, 9, 2, 6, '2024-08-20', 8.25, 1.5, NULL, NULL, 0);
INSERT INTO deliveries_brackenholt VALUES (44, 4, 13, 4, 6, '2024-08-27', 16.0, 2.0, '2024-09-05', NULL, 0);
INSERT INTO deliveries_quillerton VALUES (1, 18, 9, 2, 7, '2024-03-06', 8.25, 2.0, '2024-03-09', NULL, 0);
INSERT INTO deliveries_quillerton VALUES (2, 24, 9, 5, 7, '2024-03-06', 8.25, 2.5, '2024-03-11', NULL, 0);
INSERT INTO deliveries_quillerton VALUES (3, 24, 10, 1, 15, '2024-03-13', 13.0, 2.5, '2024-03-13', 'Access blocked', 0);
INSERT INTO deliveries_quillerton VALUES (4, 24, 6, 5, 6, '2024-03-20', 8.0, 2.5, NULL, 'Road closed', 0);
INSERT INTO deliveries_quillerton VALUES (5, 22, 14, 1, 7, '2024-03-27', 4.2, 2.5, '2024-04-04', NULL, 0);
INSERT INTO deliveries_quillerton VALUES (6, 19, 14, 5, 15, '2024-04-03', 4.2, 2.5, '2024-04-05', NULL, 1);
INSERT INTO deliveries_quillerton VALUES (7, 26, 1, 5, 6, '2024-04-10', 11.5, 2.0, '2024-04-17', NULL, 0);
INSERT INTO deliveries_quillerton VALUES (8, 19, 5, 1, 6, '2024-04-10', 26.5, 2.5, '2024-04-15', NULL, 0);
INSERT INTO deliveries_quillerton VALUES (9, 27, 5, 2, 7, '2024-04-17', 26.5, 2.0, '2024-04-18', NULL, 0);
INSERT INTO deliveries_quillerton VALUES (10, 18, 9, 5, 7, '2024-04-24', 8.25, 2.5, '2024-04-30', NULL, 0);
INSERT INTO deliveries_quillerton VALUES (11, 25, 7, 5, 15, '2024-04-24', 17.5, 2.0, '2024-05-03', NULL, 0);
INSERT INTO deliveries_quillerton VALUES (12, 16, 2, 1, 15, '2024-05-01', 15.0, 2.5, '2024-05-09', NULL, 1);
INSERT INTO deliveries_quillerton VALUES (13, 26, 13, 2, 6, '2024-05-01', 16.0, 2.0, '2024-05-01', NULL, 0);
INSERT INTO deliveries_quillerton VALUES (14, 18, 2, 5, 6, '2024-05-08', 15.0, 2.5, '2024-05-15', NULL, 0);
INSERT INTO deliveries_quillerton VALUES (15, 24, 2, 5, 7, '2024-05-08', 15.0, 2.0, NULL, 'Road closed', 0);
INSERT INTO deliveries_quillerton VALUES (16, 29, 12, 1, 7, '2024-05-15', 12.0, 2.5, '2024-05-18', NULL, 0);
INSERT INTO deliveries_quillerton VALUES (17, 23, 2, 2, 15, '2024-05-15', 15.0, 2.0, '2024-05-22', NULL, 0);
INSERT INTO deliveries_quillerton VALUES (18, 29, 4, 5, 15, '2024-05-22', 22.0, 2.5, '2024-05-31', NULL, 0);
INSERT INTO deliveries_quillerton VALUES (19, 23, 10, 5, 6, '2024-05-22', 13.0, 2.0, '2024-05-28', NULL, 0);
INSERT INTO deliveries_quillerton VALUES (20, 30, 2, 1, 6, '2024-05-29', 15.0, 2.5, '2024-06-02', NULL, 0);
INSERT INTO deliveries_quillerton VALUES (21, 16, 2, 2, 6, '2024-06-05', 15.0, 2.0, '2024-06-08', NULL, 0);
INSERT INTO deliveries_quillerton VALUES (22, 19, 9, 2, 7, '2024-06-05', 8.25, 2.0, '2024-06-14', NULL, 0);
INSERT INTO deliveries_quillerton VALUES (23, 28, 8, 5, 7, '2024-06-05', 5.85, 2.5, '2024-06-11', 'Nobody in', 0);
INSERT INTO deliveries_quillerton VALUES (24, 21, 3, 5, 15, '2024-06-12', 17.55, 2.0, '2024-06-12', NULL, 0);
INSERT INTO deliveries_quillerton VALUES (25, 26, 2, 1, 15, '2024-06-12', 15.0, 2.5, '2024-06-16', NULL, 0);
INSERT INTO deliveries_quillerton VALUES (26, 16, 3, 5, 7, '2024-06-19', 19.5, 2.0, '2024-06-22', NULL, 1);
INSERT INTO deliveries_quillerton VALUES (27, 20, 8, 2, 6, '2024-06-19', 6.5, 2.0, '2024-06-25', NULL, 0);
INSERT INTO deliveries_quillerton VALUES (28, 26, 2, 5, 6, '2024-06-19', 15.0, 2.5, '2024-06-27', NULL, 0);
INSERT INTO deliveries_quillerton VALUES (29, 19, 3, 5, 7, '2024-06-26', 19.5, 2.0, '2024-07-03', NULL, 0);
INSERT INTO deliveries_quillerton VALUES (30, 23, 8, 1, 7, '2024-06-26', 6.5, 2.5, NULL, NULL, 1);
INSERT INTO deliveries_quillerton VALUES (31, 30, 6, 2, 15, '2024-07-03', 8.0, 2.0, '2024-07-05', NULL, 0);
INSERT INTO deliveries_quillerton VALUES (32, 25, 11, 5, 15, '2024-07-03', 13.5, 2.5, '2024-07-08', NULL, 0);
INSERT INTO deliveries_quillerton VALUES (33, 16, 9, 5, 15, '2024-07-10', 8.25, 2.0, '2024-07-13', NULL, 1);
INSERT INTO deliveries_quillerton VALUES (34, 16, 14, 5, 6, '2024-07-10', 4.2, 2.0, '2024-07-11', NULL, 0);
INSERT INTO deliveries_quillerton VALUES (35, 24, 11, 1, 6, '2024-07-10', 13.5, 2.5, '2024-07-16', NULL, 0);
INSERT INTO deliveries_quillerton VALUES (36, 16, 14, 2, 7, '2024-07-17', 4.2, 2.0, '2024-07-20', NULL, 0);
INSERT INTO deliveries_quillerton VALUES (37, 21, 9, 2, 15, '2024-07-24', 7.42, 2.0, '2024-07-27', NULL, 1);
INSERT INTO deliveries_quillerton VALUES (38, 22, 15, 5, 7, '2024-07-24', 3.8, 2.5, '2024-07-27', NULL, 0);
INSERT INTO deliveries_quillerton VALUES (39, 27, 10, 5, 15, '2024-07-24', 13.0, 2.0, '2024-07-29', NULL, 0);
INSERT INTO deliveries_quillerton VALUES (40, 19, 15, 1, 15, '2024-07-31', 3.8, 2.5, '2024-08-06', NULL, 0);
INSERT INTO deliveries_quillerton VALUES (41, 26, 4, 2, 6, '2024-07-31', 22.0, 2.0, '2024-08-06', NULL, 1);
INSERT INTO deliveries_quillerton VALUES (42, 20, 14, 5, 6, '2024-08-07', 4.2, 2.5, '2024-08-09', NULL, 1);
INSERT INTO deliveries_quillerton VALUES (43, 25, 4, 5, 7, '2024-08-07', 22.0, 2.0, '2024-08-12', NULL, 1);
INSERT INTO deliveries_quillerton VALUES (44, 20, 6, 1, 7, '2024-08-14', 8.0, 2.5, '2024-08-14', NULL, 0);
INSERT INTO deliveries_quillerton VALUES (45, 25, 10, 2, 15, '2024-08-14', 13.0, 2.0, NULL, NULL, 1);
INSERT INTO deliveries_quillerton VALUES (46, 16, 14, 5, 15, '2024-08-21', 4.2, 2.5, '2024-08-28', NULL, 0);
INSERT INTO deliveries_quillerton VALUES (47, 24, 9, 5, 6, '2024-08-21', 8.25, 2.0, NULL, 'Access blocked', 0);
INSERT INTO deliveries_quillerton VALUES (48, 16, 14, 1, 6, '2024-08-28', 4.2, 2.5, '2024-09-05', NULL, 0);
INSERT INTO deliveries_sowerfield VALUES (1, 32, 5, 3, 8, '2024-03-01', 26.5, 1.75, '2024-03-07', NULL, 0);
INSERT INTO deliveries_sowerfield VALUES (2, 45, 4, 3, 11, '2024-03-08', 22.0, 1.75, '2024-03-12', NULL, 0);
INSERT INTO deliveries_sowerfield VALUES (3, 44, 5, 4, 9, '2024-03-15', 26.5, 1.75, '2024-03-18', NULL, 0);
INSERT INTO deliveries_sowerfield VALUES (4, 43, 14, 3, 8, '2024-03-29', 4.2, 1.75, '2024-04-06', NULL, 0);
INSERT INTO deliveries_sowerfield VALUES (5, 36, 7, 4, 8, '2024-03-29', 17.5, 2.25, '2024-04-01', NULL, 0);
INSERT INTO deliveries_sowerfield VALUES (6, 44, 5, 3, 11, '2024-04-05', 26.5, 1.75, '2024-04-11', NULL, 0);
INSERT INTO deliveries_sowerfield VALUES (7, 35, 1, 3, 11, '2024-04-12', 10.35, 2.25, '2024-04-12', NULL, 0);
INSERT INTO deliveries_sowerfield VALUES (8, 44, 5, 4, 9, '2024-04-12', 26.5, 1.75, '2024-04-12', NULL, 0);
INSERT INTO deliveries_sowerfield VALUES (9, 35, 5, 3, 9, '2024-04-19', 23.85, 2.25, '2024-04-21', NULL, 0);
INSERT INTO deliveries_sowerfield VALUES (10, 42, 7, 3, 8, '2024-04-26', 15.75, 1.75, '2024-04-26', NULL, 0);
INSERT INTO deliveries_sowerfield VALUES (11, 33, 5, 4, 8, '2024-04-26', 26.5, 2.25, '2024-04-29', NULL, 0);
INSERT INTO deliveries_sowerfield VALUES (12, 41, 2, 3, 11, '2024-05-03', 15.0, 1.75, '2024-05-06', NULL, 0);
INSERT INTO deliveries_sowerfield VALUES (13, 32, 8, 3, 11, '2024-05-10', 6.5, 2.25, '2024-05-16', NULL, 0);
INSERT INTO deliveries_sowerfield VALUES (14, 38, 11, 4, 9, '2024-05-10', 13.5, 1.75, '2024-05-13', NULL, 1);
INSERT INTO deliveries_sowerfield VALUES (15, 33, 1, 3, 9, '2024-05-17', 11.5, 2.25, '2024-05-20', NULL, 0);
INSERT INTO deliveries_sowerfield VALUES (16, 39, 1, 3, 8, '2024-05-24', 11.5, 1.75, NULL, NULL, 0);
INSERT INTO deliveries_sowerfield VALUES (17, 44, 5, 4, 8, '2024-05-24', 26.5, 2.25, '2024-05-28', NULL, 0);
INSERT INTO deliveries_sowerfield VALUES (18, 39, 9, 3, 11, '2024-05-31', 8.25, 1.75, '2024-06-04', NULL, 0);
INSERT INTO deliveries_sowerfield VALUES (19, 31, 5, 3, 11, '2024-06-07', 26.5, 2.25, '2024-06-07', NULL, 0);
INSERT INTO deliveries_sowerfield VALUES (20, 38, 10, 4, 9, '2024-06-07', 13.0, 1.75, '2024-06-09', NULL, 0);
INSERT INTO deliveries_sowerfield VALUES (21, 31, 1, 3, 9, '2024-06-14', 11.5, 2.25, NULL, NULL, 0);
INSERT INTO deliveries_sowerfield VALUES (22, 45, 4, 3, 9, '2024-06-14', 22.0, 2.25, '2024-06-21', NULL, 0);
INSERT INTO deliveries_sowerfield VALUES (23, 34, 4, 3, 8, '2024-06-21', 22.0, 1.75, '2024-06-21', NULL, 0);
INSERT INTO deliveries_sowerfield VALUES (24, 44, 5, 4, 8, '2024-06-21', 26.5, 2.25, '2024-06-23', NULL, 0);
INSERT INTO deliveries_sowerfield VALUES (25, 34, 8, 3, 11, '2024-06-28', 6.5, 1.75, '2024-07-02', NULL, 0);
INSERT INTO deliveries_sowerfield VALUES (26, 31, 9, 4, 8, '2024-07-05', 8.25, 2.25, '2024-07-08', NULL, 0);
INSERT INTO deliveries_sowerfield VALUES (27, 42, 8, 3, 11, '2024-07-05', 5.85, 2.25, '2024-07-06', NULL, 0);
INSERT INTO deliveries_sowerfield VALUES (28, 32, 12, 4, 9, '2024-07-05', 12.0, 1.75, '2024-07-14', NULL, 0);
INSERT INTO deliveries_sowerfield VALUES (29, 40, 2, 3, 9, '2024-07-12', 15.0, 2.25, '2024-07-12', NULL, 0);
INSERT INTO deliveries_sowerfield VALUES (30, 35, 9, 3, 11, '2024-07-19', 7.42, 2.25, '2024-07-22', NULL, 0);
INSERT INTO deliveries_sowerfield VALUES (31, 32, 13, 3, 8, '2024-07-19', 16.0, 1.75, '2024-07-19', NULL, 0);
INSERT INTO deliveries_sowerfield VALUES (32, 41, 3, 4, 8, '2024-07-19', 19.5, 2.25, NULL, NULL, 0);
INSERT INTO deliveries_sowerfield VALUES (33, 33, 14, 3, 11, '2024-07-26', 4.2, 1.75, '2024-08-01', NULL, 0);
INSERT INTO deliveries_sowerfield VALUES (34, 39, 12, 3, 11, '2024-08-02', 12.0, 2.25, '2024-08-10', NULL, 0);
INSERT INTO deliveries_sowerfield VALUES (35, 32, 6, 4, 9, '2024-08-02', 8.0, 1.75, '2024-08-03', 'Road closed', 0);
INSERT INTO deliveries_sowerfield VALUES (36, 36, 2, 3, 9, '2024-08-09', 15.0, 2.25, '2024-08-18', NULL, 1);
INSERT INTO deliveries_sowerfield VALUES (37, 45, 14, 3, 8, '2024-08-16', 4.2, 1.75, NULL, NULL, 0);
INSERT INTO deliveries_sowerfield VALUES (38, 38, 9, 4, 8, '2024-08-16', 8.25, 2.25, '2024-08-17', NULL, 0);
INSERT INTO deliveries_sowerfield VALUES (39, 45, 2, 3, 11, '2024-08-23', 15.0, 1.75, NULL, NULL, 0);
INSERT INTO deliveries_sowerfield VALUES (40, 36, 2, 3, 11, '2024-08-30', 15.0, 2.25, '2024-09-07', 'Van breakdown', 0);
COMMIT;
