-- school_meals: a county council school-meals catering service in Wiltshire, autumn term 2024 (invented data)
BEGIN TRANSACTION;
CREATE TABLE schools (
    school_id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    town TEXT NOT NULL,
    phase TEXT NOT NULL,
    pupils_on_roll INTEGER NOT NULL,
    is_academy INTEGER NOT NULL CHECK (is_academy IN (0,1)),
    kitchen_type TEXT NOT NULL,
    head_teacher TEXT NOT NULL,
    kitchen_refurbished_on TEXT -- NULL = kitchen never refurbished
);
CREATE TABLE cooks (
    cook_id INTEGER PRIMARY KEY,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    school_id INTEGER REFERENCES schools(school_id), -- NULL = relief cook with no base school
    role TEXT NOT NULL,
    hourly_rate REAL NOT NULL,
    hygiene_level INTEGER NOT NULL,
    started_on TEXT NOT NULL,
    home_town TEXT NOT NULL
);
CREATE TABLE dishes (
    dish_id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    course TEXT NOT NULL,
    is_vegetarian INTEGER NOT NULL CHECK (is_vegetarian IN (0,1)),
    is_gluten_free INTEGER NOT NULL CHECK (is_gluten_free IN (0,1)),
    cost_per_portion REAL NOT NULL,
    price_per_portion REAL NOT NULL,
    calories INTEGER -- NULL = not yet analysed
);
CREATE TABLE meal_orders (
    meal_order_id INTEGER PRIMARY KEY,
    school_id INTEGER NOT NULL REFERENCES schools(school_id),
    dish_id INTEGER NOT NULL REFERENCES dishes(dish_id),
    service_date TEXT NOT NULL,
    portions_ordered INTEGER NOT NULL,
    portions_served INTEGER, -- NULL = served count not yet returned by the kitchen
    free_meal_portions INTEGER NOT NULL
);
CREATE TABLE invoices (
    invoice_id INTEGER PRIMARY KEY,
    school_id INTEGER NOT NULL REFERENCES schools(school_id),
    period_start TEXT NOT NULL,
    period_end TEXT NOT NULL,
    issued_on TEXT NOT NULL,
    due_on TEXT NOT NULL,
    paid_on TEXT, -- NULL = not paid yet
    net_amount REAL NOT NULL,
    credit_amount REAL NOT NULL,
    total_amount REAL NOT NULL
);
INSERT INTO schools (school_id, name, town, phase, pupils_on_roll, is_academy, kitchen_type, head_teacher, kitchen_refurbished_on) VALUES (1, 'Hillcrest Primary', 'Devizes', 'Primary', 212, 0, 'Full kitchen', 'Sarah Kingsley', '2019-08-12');
INSERT INTO schools (school_id, name, town, phase, pupils_on_roll, is_academy, kitchen_type, head_teacher, kitchen_refurbished_on) VALUES (2, 'Kingsley Road Primary', 'Melksham', 'Primary', 318, 1, 'Full kitchen', 'Mark Dobson', NULL);
INSERT INTO schools (school_id, name, town, phase, pupils_on_roll, is_academy, kitchen_type, head_teacher, kitchen_refurbished_on) VALUES (3, 'St Anne''s CE Primary', 'Calne', 'Primary', 145, 0, 'Regeneration kitchen', 'Helen Barker', '2021-07-26');
INSERT INTO schools (school_id, name, town, phase, pupils_on_roll, is_academy, kitchen_type, head_teacher, kitchen_refurbished_on) VALUES (4, 'Brookside Academy', 'Trowbridge', 'Secondary', 1040, 1, 'Full kitchen', 'Anthony Reeve', '2020-08-03');
INSERT INTO schools (school_id, name, town, phase, pupils_on_roll, is_academy, kitchen_type, head_teacher, kitchen_refurbished_on) VALUES (5, 'Oakfield Primary', 'Chippenham', 'Primary', 402, 1, 'Full kitchen', 'Joanne Pike', NULL);
INSERT INTO schools (school_id, name, town, phase, pupils_on_roll, is_academy, kitchen_type, head_teacher, kitchen_refurbished_on) VALUES (6, 'Westbury Leigh Primary', 'Westbury', 'Primary', 188, 0, 'Regeneration kitchen', 'Colin Ashby', NULL);
INSERT INTO schools (school_id, name, town, phase, pupils_on_roll, is_academy, kitchen_type, head_teacher, kitchen_refurbished_on) VALUES (7, 'Marlborough Vale School', 'Marlborough', 'Special', 96, 0, 'Full kitchen', 'Priya Nair', '2022-08-08');
INSERT INTO schools (school_id, name, town, phase, pupils_on_roll, is_academy, kitchen_type, head_teacher, kitchen_refurbished_on) VALUES (8, 'Corsham Park School', 'Corsham', 'Secondary', 870, 1, 'Full kitchen', 'David Oyelaran', '2018-07-30');
INSERT INTO schools (school_id, name, town, phase, pupils_on_roll, is_academy, kitchen_type, head_teacher, kitchen_refurbished_on) VALUES (9, 'Pewsey Vale Primary', 'Pewsey', 'Primary', 131, 0, 'Regeneration kitchen', 'Fiona Marsh', NULL);
INSERT INTO schools (school_id, name, town, phase, pupils_on_roll, is_academy, kitchen_type, head_teacher, kitchen_refurbished_on) VALUES (10, 'Calne Bridge Primary', 'Calne', 'Primary', 256, 1, 'Full kitchen', 'Tariq Hussain', '2023-08-14');
INSERT INTO schools (school_id, name, town, phase, pupils_on_roll, is_academy, kitchen_type, head_teacher, kitchen_refurbished_on) VALUES (11, 'Melksham Oak Community School', 'Melksham', 'Secondary', 1210, 1, 'Full kitchen', 'Rebecca Lyle', NULL);
INSERT INTO schools (school_id, name, town, phase, pupils_on_roll, is_academy, kitchen_type, head_teacher, kitchen_refurbished_on) VALUES (12, 'Devizes Green Primary', 'Devizes', 'Primary', 301, 0, 'Full kitchen', 'Gareth Evans', '2017-08-21');
INSERT INTO schools (school_id, name, town, phase, pupils_on_roll, is_academy, kitchen_type, head_teacher, kitchen_refurbished_on) VALUES (13, 'Trowbridge Fields Primary', 'Trowbridge', 'Primary', 227, 1, 'Regeneration kitchen', 'Lorna McKay', NULL);
INSERT INTO schools (school_id, name, town, phase, pupils_on_roll, is_academy, kitchen_type, head_teacher, kitchen_refurbished_on) VALUES (14, 'Riverside Special School', 'Chippenham', 'Special', 74, 0, 'Regeneration kitchen', 'Ian Cartwright', '2021-08-09');
INSERT INTO schools (school_id, name, town, phase, pupils_on_roll, is_academy, kitchen_type, head_teacher, kitchen_refurbished_on) VALUES (15, 'Bradford Hill Primary', 'Bradford on Avon', 'Primary', 198, 0, 'Full kitchen', 'Sarah Whitely', NULL);
INSERT INTO schools (school_id, name, town, phase, pupils_on_roll, is_academy, kitchen_type, head_teacher, kitchen_refurbished_on) VALUES (16, 'Chippenham Meadows Primary', 'Chippenham', 'Primary', 344, 1, 'Full kitchen', 'Neil Foster', '2024-08-05');
INSERT INTO cooks (cook_id, first_name, last_name, school_id, role, hourly_rate, hygiene_level, started_on, home_town) VALUES (1, 'Sarah', 'Patel', 1, 'Cook in charge', 13.1, 3, '2012-04-16', 'Devizes');
INSERT INTO cooks (cook_id, first_name, last_name, school_id, role, hourly_rate, hygiene_level, started_on, home_town) VALUES (2, 'Debbie', 'Moss', 1, 'Kitchen assistant', 11.44, 2, '2021-09-01', 'Devizes');
INSERT INTO cooks (cook_id, first_name, last_name, school_id, role, hourly_rate, hygiene_level, started_on, home_town) VALUES (3, 'Karen', 'Hughes', 2, 'Cook in charge', 12.9, 3, '2015-01-05', 'Melksham');
INSERT INTO cooks (cook_id, first_name, last_name, school_id, role, hourly_rate, hygiene_level, started_on, home_town) VALUES (4, 'Mark', 'Fenton', 4, 'Cook in charge', 14.25, 3, '2010-06-14', 'Trowbridge');
INSERT INTO cooks (cook_id, first_name, last_name, school_id, role, hourly_rate, hygiene_level, started_on, home_town) VALUES (5, 'Joanne', 'Reilly', 4, 'Assistant cook', 12.1, 2, '2019-02-25', 'Westbury');
INSERT INTO cooks (cook_id, first_name, last_name, school_id, role, hourly_rate, hygiene_level, started_on, home_town) VALUES (6, 'Linda', 'Shaw', 5, 'Cook in charge', 13.4, 3, '2014-09-08', 'Chippenham');
INSERT INTO cooks (cook_id, first_name, last_name, school_id, role, hourly_rate, hygiene_level, started_on, home_town) VALUES (7, 'Amir', 'Haddad', 5, 'Kitchen assistant', 11.44, 2, '2023-10-02', 'Chippenham');
INSERT INTO cooks (cook_id, first_name, last_name, school_id, role, hourly_rate, hygiene_level, started_on, home_town) VALUES (8, 'Pauline', 'Grey', 8, 'Cook in charge', 13.95, 3, '2011-03-21', 'Corsham');
INSERT INTO cooks (cook_id, first_name, last_name, school_id, role, hourly_rate, hygiene_level, started_on, home_town) VALUES (9, 'Sue', 'Bellamy', NULL, 'Assistant cook', 12.6, 3, '2016-05-09', 'Calne');
INSERT INTO cooks (cook_id, first_name, last_name, school_id, role, hourly_rate, hygiene_level, started_on, home_town) VALUES (10, 'Gareth', 'Price', NULL, 'Cook in charge', 13.8, 3, '2013-11-11', 'Devizes');
INSERT INTO cooks (cook_id, first_name, last_name, school_id, role, hourly_rate, hygiene_level, started_on, home_town) VALUES (11, 'Tina', 'Wallace', 11, 'Cook in charge', 14.0, 3, '2017-07-03', 'Melksham');
INSERT INTO cooks (cook_id, first_name, last_name, school_id, role, hourly_rate, hygiene_level, started_on, home_town) VALUES (12, 'Jean', 'Porter', 12, 'Cook in charge', 12.75, 2, '2009-01-12', 'Devizes');
INSERT INTO cooks (cook_id, first_name, last_name, school_id, role, hourly_rate, hygiene_level, started_on, home_town) VALUES (13, 'Rhys', 'Morgan', 10, 'Assistant cook', 12.05, 2, '2022-04-19', 'Calne');
INSERT INTO cooks (cook_id, first_name, last_name, school_id, role, hourly_rate, hygiene_level, started_on, home_town) VALUES (14, 'Beverley', 'Stone', 7, 'Cook in charge', 13.2, 3, '2018-08-28', 'Marlborough');
INSERT INTO cooks (cook_id, first_name, last_name, school_id, role, hourly_rate, hygiene_level, started_on, home_town) VALUES (15, 'Olu', 'Adeyemi', 16, 'Cook in charge', 13.6, 3, '2024-08-19', 'Chippenham');
INSERT INTO cooks (cook_id, first_name, last_name, school_id, role, hourly_rate, hygiene_level, started_on, home_town) VALUES (16, 'Claire', 'Dunmore', NULL, 'Kitchen assistant', 11.6, 2, '2024-01-15', 'Trowbridge');
INSERT INTO cooks (cook_id, first_name, last_name, school_id, role, hourly_rate, hygiene_level, started_on, home_town) VALUES (17, 'Helen', 'Voake', 15, 'Cook in charge', 12.95, 2, '2020-10-05', 'Bradford on Avon');
INSERT INTO cooks (cook_id, first_name, last_name, school_id, role, hourly_rate, hygiene_level, started_on, home_town) VALUES (18, 'Nadia', 'Rahman', 8, 'Kitchen assistant', 11.44, 2, '2022-09-12', 'Corsham');
INSERT INTO dishes (dish_id, name, course, is_vegetarian, is_gluten_free, cost_per_portion, price_per_portion, calories) VALUES (1, 'Cottage Pie', 'Main', 0, 1, 0.92, 2.45, 410);
INSERT INTO dishes (dish_id, name, course, is_vegetarian, is_gluten_free, cost_per_portion, price_per_portion, calories) VALUES (2, 'Roast Chicken Dinner', 'Main', 0, 0, 1.18, 2.75, 520);
INSERT INTO dishes (dish_id, name, course, is_vegetarian, is_gluten_free, cost_per_portion, price_per_portion, calories) VALUES (3, 'Fish Fingers and Chips', 'Main', 0, 0, 0.85, 2.45, 480);
INSERT INTO dishes (dish_id, name, course, is_vegetarian, is_gluten_free, cost_per_portion, price_per_portion, calories) VALUES (4, 'Chickpea and Veg Curry', 'Main', 1, 1, 0.64, 2.45, 390);
INSERT INTO dishes (dish_id, name, course, is_vegetarian, is_gluten_free, cost_per_portion, price_per_portion, calories) VALUES (5, 'Macaroni Cheese', 'Main', 1, 0, 0.58, 2.45, 450);
INSERT INTO dishes (dish_id, name, course, is_vegetarian, is_gluten_free, cost_per_portion, price_per_portion, calories) VALUES (6, 'Jacket Potato', 'Main', 1, 1, 0.48, 2.2, 330);
INSERT INTO dishes (dish_id, name, course, is_vegetarian, is_gluten_free, cost_per_portion, price_per_portion, calories) VALUES (7, 'Jacket Potato Plus', 'Main', 1, 1, 0.79, 2.45, 470);
INSERT INTO dishes (dish_id, name, course, is_vegetarian, is_gluten_free, cost_per_portion, price_per_portion, calories) VALUES (8, 'Beef Lasagne', 'Main', 0, 0, 1.05, 2.6, 505);
INSERT INTO dishes (dish_id, name, course, is_vegetarian, is_gluten_free, cost_per_portion, price_per_portion, calories) VALUES (9, 'Quorn Sausage and Mash', 'Main', 1, 0, 0.88, 2.45, NULL);
INSERT INTO dishes (dish_id, name, course, is_vegetarian, is_gluten_free, cost_per_portion, price_per_portion, calories) VALUES (10, 'Salmon Fishcakes', 'Main', 0, 0, 1.32, 2.55, 430);
INSERT INTO dishes (dish_id, name, course, is_vegetarian, is_gluten_free, cost_per_portion, price_per_portion, calories) VALUES (11, 'Tomato Pasta Bake', 'Main', 1, 0, 0.52, 2.2, 400);
INSERT INTO dishes (dish_id, name, course, is_vegetarian, is_gluten_free, cost_per_portion, price_per_portion, calories) VALUES (12, 'Bean Chilli and Rice', 'Main', 1, 1, 0.61, 2.3, NULL);
INSERT INTO dishes (dish_id, name, course, is_vegetarian, is_gluten_free, cost_per_portion, price_per_portion, calories) VALUES (13, 'Sponge and Custard', 'Pudding', 1, 0, 0.31, 0.9, 290);
INSERT INTO dishes (dish_id, name, course, is_vegetarian, is_gluten_free, cost_per_portion, price_per_portion, calories) VALUES (14, 'Fruit Salad', 'Pudding', 1, 1, 0.44, 0.85, 95);
INSERT INTO dishes (dish_id, name, course, is_vegetarian, is_gluten_free, cost_per_portion, price_per_portion, calories) VALUES (15, 'Flapjack', 'Pudding', 1, 0, 0.22, 0.75, 260);
INSERT INTO dishes (dish_id, name, course, is_vegetarian, is_gluten_free, cost_per_portion, price_per_portion, calories) VALUES (16, 'Rice Pudding', 'Pudding', 1, 1, 0.27, 0.8, NULL);
INSERT INTO dishes (dish_id, name, course, is_vegetarian, is_gluten_free, cost_per_portion, price_per_portion, calories) VALUES (17, 'Apple Crumble', 'Pudding', 1, 0, 0.36, 0.95, 310);
INSERT INTO dishes (dish_id, name, course, is_vegetarian, is_gluten_free, cost_per_portion, price_per_portion, calories) VALUES (18, 'Garden Peas', 'Side', 1, 1, 0.09, 0.3, 60);
INSERT INTO dishes (dish_id, name, course, is_vegetarian, is_gluten_free, cost_per_portion, price_per_portion, calories) VALUES (19, 'Garlic Bread', 'Side', 1, 0, 0.14, 0.4, 180);
INSERT INTO dishes (dish_id, name, course, is_vegetarian, is_gluten_free, cost_per_portion, price_per_portion, calories) VALUES (20, 'Coleslaw', 'Side', 1, 1, 0.12, 0.35, NULL);
INSERT INTO meal_orders (meal_order_id, school_id, dish_id, service_date, portions_ordered, portions_served, free_meal_portions) VALUES (1, 16, 8, '2024-09-04', 93, 93, 32);
INSERT INTO meal_orders (meal_order_id, school_id, dish_id, service_date, portions_ordered, portions_served, free_meal_portions) VALUES (2, 4, 18, '2024-09-05', 101, 96, 32);
INSERT INTO meal_orders (meal_order_id, school_id, dish_id, service_date, portions_ordered, portions_served, free_meal_portions) VALUES (3, 11, 1, '2024-09-05', 398, 391, 96);
INSERT INTO meal_orders (meal_order_id, school_id, dish_id, service_date, portions_ordered, portions_served, free_meal_portions) VALUES (4, 10, 5, '2024-09-09', 83, 80, 17);
INSERT INTO meal_orders (meal_order_id, school_id, dish_id, service_date, portions_ordered, portions_served, free_meal_portions) VALUES (5, 7, 17, '2024-09-10', 10, 10, 1);
INSERT INTO meal_orders (meal_order_id, school_id, dish_id, service_date, portions_ordered, portions_served, free_meal_portions) VALUES (6, 2, 6, '2024-09-12', 101, 101, 23);
INSERT INTO meal_orders (meal_order_id, school_id, dish_id, service_date, portions_ordered, portions_served, free_meal_portions) VALUES (7, 5, 13, '2024-09-12', 37, 35, 9);
INSERT INTO meal_orders (meal_order_id, school_id, dish_id, service_date, portions_ordered, portions_served, free_meal_portions) VALUES (8, 11, 3, '2024-09-16', 290, 263, 73);
INSERT INTO meal_orders (meal_order_id, school_id, dish_id, service_date, portions_ordered, portions_served, free_meal_portions) VALUES (9, 5, 13, '2024-09-17', 49, 48, 15);
INSERT INTO meal_orders (meal_order_id, school_id, dish_id, service_date, portions_ordered, portions_served, free_meal_portions) VALUES (10, 1, 11, '2024-09-18', 33, 32, 10);
INSERT INTO meal_orders (meal_order_id, school_id, dish_id, service_date, portions_ordered, portions_served, free_meal_portions) VALUES (11, 10, 7, '2024-09-19', 61, 55, 19);
INSERT INTO meal_orders (meal_order_id, school_id, dish_id, service_date, portions_ordered, portions_served, free_meal_portions) VALUES (12, 6, 2, '2024-09-23', 61, 58, 15);
INSERT INTO meal_orders (meal_order_id, school_id, dish_id, service_date, portions_ordered, portions_served, free_meal_portions) VALUES (13, 9, 8, '2024-09-23', 35, 33, 12);
INSERT INTO meal_orders (meal_order_id, school_id, dish_id, service_date, portions_ordered, portions_served, free_meal_portions) VALUES (14, 12, 8, '2024-09-23', 58, 54, 17);
INSERT INTO meal_orders (meal_order_id, school_id, dish_id, service_date, portions_ordered, portions_served, free_meal_portions) VALUES (15, 16, 9, '2024-09-23', 74, 70, 25);
INSERT INTO meal_orders (meal_order_id, school_id, dish_id, service_date, portions_ordered, portions_served, free_meal_portions) VALUES (16, 4, 6, '2024-09-24', 183, 177, 66);
INSERT INTO meal_orders (meal_order_id, school_id, dish_id, service_date, portions_ordered, portions_served, free_meal_portions) VALUES (17, 1, 2, '2024-09-25', 43, NULL, 8);
INSERT INTO meal_orders (meal_order_id, school_id, dish_id, service_date, portions_ordered, portions_served, free_meal_portions) VALUES (18, 5, 5, '2024-09-25', 93, 93, 16);
INSERT INTO meal_orders (meal_order_id, school_id, dish_id, service_date, portions_ordered, portions_served, free_meal_portions) VALUES (19, 10, 11, '2024-09-26', 44, 42, 12);
INSERT INTO meal_orders (meal_order_id, school_id, dish_id, service_date, portions_ordered, portions_served, free_meal_portions) VALUES (20, 11, 7, '2024-09-26', 358, 353, 99);
INSERT INTO meal_orders (meal_order_id, school_id, dish_id, service_date, portions_ordered, portions_served, free_meal_portions) VALUES (21, 7, 6, '2024-10-01', 28, 28, 9);
INSERT INTO meal_orders (meal_order_id, school_id, dish_id, service_date, portions_ordered, portions_served, free_meal_portions) VALUES (22, 16, 5, '2024-10-01', 77, 74, 18);
INSERT INTO meal_orders (meal_order_id, school_id, dish_id, service_date, portions_ordered, portions_served, free_meal_portions) VALUES (23, 5, 1, '2024-10-02', 122, 112, 47);
INSERT INTO meal_orders (meal_order_id, school_id, dish_id, service_date, portions_ordered, portions_served, free_meal_portions) VALUES (24, 5, 5, '2024-10-02', 106, 96, 20);
INSERT INTO meal_orders (meal_order_id, school_id, dish_id, service_date, portions_ordered, portions_served, free_meal_portions) VALUES (25, 1, 1, '2024-10-03', 51, 49, 17);
INSERT INTO meal_orders (meal_order_id, school_id, dish_id, service_date, portions_ordered, portions_served, free_meal_portions) VALUES (26, 1, 17, '2024-10-03', 43, 39, 10);
INSERT INTO meal_orders (meal_order_id, school_id, dish_id, service_date, portions_ordered, portions_served, free_meal_portions) VALUES (27, 12, 4, '2024-10-03', 94, 93, 14);
INSERT INTO meal_orders (meal_order_id, school_id, dish_id, service_date, portions_ordered, portions_served, free_meal_portions) VALUES (28, 5, 5, '2024-10-09', 122, 119, 31);
INSERT INTO meal_orders (meal_order_id, school_id, dish_id, service_date, portions_ordered, portions_served, free_meal_portions) VALUES (29, 5, 13, '2024-10-09', 63, 62, 23);
INSERT INTO meal_orders (meal_order_id, school_id, dish_id, service_date, portions_ordered, portions_served, free_meal_portions) VALUES (30, 1, 6, '2024-10-10', 38, 36, 10);
INSERT INTO meal_orders (meal_order_id, school_id, dish_id, service_date, portions_ordered, portions_served, free_meal_portions) VALUES (31, 6, 13, '2024-10-10', 36, 34, 8);
INSERT INTO meal_orders (meal_order_id, school_id, dish_id, service_date, portions_ordered, portions_served, free_meal_portions) VALUES (32, 11, 11, '2024-10-11', 308, 298, 55);
INSERT INTO meal_orders (meal_order_id, school_id, dish_id, service_date, portions_ordered, portions_served, free_meal_portions) VALUES (33, 7, 1, '2024-10-14', 26, 24, 5);
INSERT INTO meal_orders (meal_order_id, school_id, dish_id, service_date, portions_ordered, portions_served, free_meal_portions) VALUES (34, 8, 1, '2024-10-14', 145, NULL, 29);
INSERT INTO meal_orders (meal_order_id, school_id, dish_id, service_date, portions_ordered, portions_served, free_meal_portions) VALUES (35, 10, 3, '2024-10-14', 71, 71, 15);
INSERT INTO meal_orders (meal_order_id, school_id, dish_id, service_date, portions_ordered, portions_served, free_meal_portions) VALUES (36, 10, 7, '2024-10-14', 84, 83, 31);
INSERT INTO meal_orders (meal_order_id, school_id, dish_id, service_date, portions_ordered, portions_served, free_meal_portions) VALUES (37, 5, 1, '2024-10-16', 132, 132, 36);
INSERT INTO meal_orders (meal_order_id, school_id, dish_id, service_date, portions_ordered, portions_served, free_meal_portions) VALUES (38, 4, 2, '2024-10-17', 342, 338, 82);
INSERT INTO meal_orders (meal_order_id, school_id, dish_id, service_date, portions_ordered, portions_served, free_meal_portions) VALUES (39, 6, 15, '2024-10-21', 32, 30, 11);
INSERT INTO meal_orders (meal_order_id, school_id, dish_id, service_date, portions_ordered, portions_served, free_meal_portions) VALUES (40, 12, 1, '2024-10-21', 80, 75, 29);
INSERT INTO meal_orders (meal_order_id, school_id, dish_id, service_date, portions_ordered, portions_served, free_meal_portions) VALUES (41, 9, 1, '2024-10-25', 21, 19, 3);
INSERT INTO meal_orders (meal_order_id, school_id, dish_id, service_date, portions_ordered, portions_served, free_meal_portions) VALUES (42, 9, 12, '2024-10-28', 35, 34, 13);
INSERT INTO meal_orders (meal_order_id, school_id, dish_id, service_date, portions_ordered, portions_served, free_meal_portions) VALUES (43, 9, 13, '2024-11-01', 27, 25, 5);
INSERT INTO meal_orders (meal_order_id, school_id, dish_id, service_date, portions_ordered, portions_served, free_meal_portions) VALUES (44, 11, 3, '2024-11-04', 186, 169, 67);
INSERT INTO meal_orders (meal_order_id, school_id, dish_id, service_date, portions_ordered, portions_served, free_meal_portions) VALUES (45, 8, 1, '2024-11-05', 192, 192, 61);
INSERT INTO meal_orders (meal_order_id, school_id, dish_id, service_date, portions_ordered, portions_served, free_meal_portions) VALUES (46, 11, 9, '2024-11-05', 207, 195, 31);
INSERT INTO meal_orders (meal_order_id, school_id, dish_id, service_date, portions_ordered, portions_served, free_meal_portions) VALUES (47, 5, 13, '2024-11-11', 52, 51, 17);
INSERT INTO meal_orders (meal_order_id, school_id, dish_id, service_date, portions_ordered, portions_served, free_meal_portions) VALUES (48, 7, 13, '2024-11-11', 16, 15, 5);
INSERT INTO meal_orders (meal_order_id, school_id, dish_id, service_date, portions_ordered, portions_served, free_meal_portions) VALUES (49, 2, 8, '2024-11-18', 55, 55, 20);
INSERT INTO meal_orders (meal_order_id, school_id, dish_id, service_date, portions_ordered, portions_served, free_meal_portions) VALUES (50, 2, 16, '2024-11-18', 54, 49, 13);
INSERT INTO meal_orders (meal_order_id, school_id, dish_id, service_date, portions_ordered, portions_served, free_meal_portions) VALUES (51, 10, 5, '2024-11-18', 64, NULL, 14);
INSERT INTO meal_orders (meal_order_id, school_id, dish_id, service_date, portions_ordered, portions_served, free_meal_portions) VALUES (52, 11, 7, '2024-11-18', 338, 306, 126);
INSERT INTO meal_orders (meal_order_id, school_id, dish_id, service_date, portions_ordered, portions_served, free_meal_portions) VALUES (53, 7, 6, '2024-11-25', 13, NULL, 2);
INSERT INTO meal_orders (meal_order_id, school_id, dish_id, service_date, portions_ordered, portions_served, free_meal_portions) VALUES (54, 8, 11, '2024-11-25', 262, NULL, 98);
INSERT INTO meal_orders (meal_order_id, school_id, dish_id, service_date, portions_ordered, portions_served, free_meal_portions) VALUES (55, 10, 13, '2024-11-27', 32, NULL, 8);
INSERT INTO meal_orders (meal_order_id, school_id, dish_id, service_date, portions_ordered, portions_served, free_meal_portions) VALUES (56, 13, 9, '2024-11-28', 36, NULL, 9);
INSERT INTO invoices (invoice_id, school_id, period_start, period_end, issued_on, due_on, paid_on, net_amount, credit_amount, total_amount) VALUES (1, 1, '2024-09-01', '2024-09-30', '2024-10-04', '2024-11-03', '2024-10-14', 190.85, 5.0, 185.85);
INSERT INTO invoices (invoice_id, school_id, period_start, period_end, issued_on, due_on, paid_on, net_amount, credit_amount, total_amount) VALUES (2, 2, '2024-09-01', '2024-09-30', '2024-10-04', '2024-11-03', '2024-11-01', 222.2, 0.0, 222.2);
INSERT INTO invoices (invoice_id, school_id, period_start, period_end, issued_on, due_on, paid_on, net_amount, credit_amount, total_amount) VALUES (3, 4, '2024-09-01', '2024-09-30', '2024-10-04', '2024-11-03', '2024-11-05', 432.9, 0.0, 432.9);
INSERT INTO invoices (invoice_id, school_id, period_start, period_end, issued_on, due_on, paid_on, net_amount, credit_amount, total_amount) VALUES (4, 5, '2024-09-01', '2024-09-30', '2024-10-04', '2024-11-03', '2024-10-18', 305.25, 12.5, 292.75);
INSERT INTO invoices (invoice_id, school_id, period_start, period_end, issued_on, due_on, paid_on, net_amount, credit_amount, total_amount) VALUES (5, 6, '2024-09-01', '2024-09-30', '2024-10-04', '2024-11-03', '2024-10-25', 167.75, 0.0, 167.75);
INSERT INTO invoices (invoice_id, school_id, period_start, period_end, issued_on, due_on, paid_on, net_amount, credit_amount, total_amount) VALUES (6, 7, '2024-09-01', '2024-09-30', '2024-10-04', '2024-11-03', '2024-10-12', 9.5, 0.0, 9.5);
INSERT INTO invoices (invoice_id, school_id, period_start, period_end, issued_on, due_on, paid_on, net_amount, credit_amount, total_amount) VALUES (7, 9, '2024-09-01', '2024-09-30', '2024-10-04', '2024-11-03', NULL, 91.0, 20.0, 71.0);
INSERT INTO invoices (invoice_id, school_id, period_start, period_end, issued_on, due_on, paid_on, net_amount, credit_amount, total_amount) VALUES (8, 10, '2024-09-01', '2024-09-30', '2024-10-04', '2024-11-03', '2024-11-01', 449.6, 0.0, 449.6);
INSERT INTO invoices (invoice_id, school_id, period_start, period_end, issued_on, due_on, paid_on, net_amount, credit_amount, total_amount) VALUES (9, 11, '2024-09-01', '2024-09-30', '2024-10-04', '2024-11-03', '2024-10-13', 2562.7, 0.0, 2562.7);
INSERT INTO invoices (invoice_id, school_id, period_start, period_end, issued_on, due_on, paid_on, net_amount, credit_amount, total_amount) VALUES (10, 12, '2024-09-01', '2024-09-30', '2024-10-04', '2024-11-03', '2024-10-15', 150.8, 5.0, 145.8);
INSERT INTO invoices (invoice_id, school_id, period_start, period_end, issued_on, due_on, paid_on, net_amount, credit_amount, total_amount) VALUES (11, 16, '2024-09-01', '2024-09-30', '2024-10-04', '2024-11-03', '2024-10-31', 423.1, 0.0, 423.1);
INSERT INTO invoices (invoice_id, school_id, period_start, period_end, issued_on, due_on, paid_on, net_amount, credit_amount, total_amount) VALUES (12, 1, '2024-10-01', '2024-10-31', '2024-11-05', '2024-12-05', '2024-12-15', 249.4, 0.0, 249.4);
INSERT INTO invoices (invoice_id, school_id, period_start, period_end, issued_on, due_on, paid_on, net_amount, credit_amount, total_amount) VALUES (13, 4, '2024-10-01', '2024-10-31', '2024-11-05', '2024-12-05', NULL, 940.5, 0.0, 940.5);
INSERT INTO invoices (invoice_id, school_id, period_start, period_end, issued_on, due_on, paid_on, net_amount, credit_amount, total_amount) VALUES (14, 5, '2024-10-01', '2024-10-31', '2024-11-05', '2024-12-05', '2024-12-15', 1237.6, 0.0, 1237.6);
INSERT INTO invoices (invoice_id, school_id, period_start, period_end, issued_on, due_on, paid_on, net_amount, credit_amount, total_amount) VALUES (15, 6, '2024-10-01', '2024-10-31', '2024-11-05', '2024-12-05', '2024-12-10', 56.4, 0.0, 56.4);
INSERT INTO invoices (invoice_id, school_id, period_start, period_end, issued_on, due_on, paid_on, net_amount, credit_amount, total_amount) VALUES (16, 7, '2024-10-01', '2024-10-31', '2024-11-05', '2024-12-05', '2024-11-30', 125.3, 0.0, 125.3);
INSERT INTO invoices (invoice_id, school_id, period_start, period_end, issued_on, due_on, paid_on, net_amount, credit_amount, total_amount) VALUES (17, 8, '2024-10-01', '2024-10-31', '2024-11-05', '2024-12-05', '2024-12-14', 355.25, 0.0, 355.25);
INSERT INTO invoices (invoice_id, school_id, period_start, period_end, issued_on, due_on, paid_on, net_amount, credit_amount, total_amount) VALUES (18, 9, '2024-10-01', '2024-10-31', '2024-11-05', '2024-12-05', '2024-12-04', 131.95, 5.0, 126.95);
INSERT INTO invoices (invoice_id, school_id, period_start, period_end, issued_on, due_on, paid_on, net_amount, credit_amount, total_amount) VALUES (19, 10, '2024-10-01', '2024-10-31', '2024-11-05', '2024-12-05', '2024-11-18', 379.75, 0.0, 379.75);
INSERT INTO invoices (invoice_id, school_id, period_start, period_end, issued_on, due_on, paid_on, net_amount, credit_amount, total_amount) VALUES (20, 11, '2024-10-01', '2024-10-31', '2024-11-05', '2024-12-05', '2024-12-07', 677.6, 20.0, 657.6);
INSERT INTO invoices (invoice_id, school_id, period_start, period_end, issued_on, due_on, paid_on, net_amount, credit_amount, total_amount) VALUES (21, 12, '2024-10-01', '2024-10-31', '2024-11-05', '2024-12-05', '2024-11-15', 426.3, 5.0, 421.3);
INSERT INTO invoices (invoice_id, school_id, period_start, period_end, issued_on, due_on, paid_on, net_amount, credit_amount, total_amount) VALUES (22, 16, '2024-10-01', '2024-10-31', '2024-11-05', '2024-12-05', '2024-11-20', 188.65, 0.0, 188.65);
INSERT INTO invoices (invoice_id, school_id, period_start, period_end, issued_on, due_on, paid_on, net_amount, credit_amount, total_amount) VALUES (23, 2, '2024-11-01', '2024-11-30', '2024-12-04', '2025-01-03', NULL, 186.2, 5.0, 181.2);
INSERT INTO invoices (invoice_id, school_id, period_start, period_end, issued_on, due_on, paid_on, net_amount, credit_amount, total_amount) VALUES (24, 5, '2024-11-01', '2024-11-30', '2024-12-04', '2025-01-03', NULL, 46.8, 5.0, 41.8);
INSERT INTO invoices (invoice_id, school_id, period_start, period_end, issued_on, due_on, paid_on, net_amount, credit_amount, total_amount) VALUES (25, 7, '2024-11-01', '2024-11-30', '2024-12-04', '2025-01-03', NULL, 43.0, 12.5, 30.5);
INSERT INTO invoices (invoice_id, school_id, period_start, period_end, issued_on, due_on, paid_on, net_amount, credit_amount, total_amount) VALUES (26, 8, '2024-11-01', '2024-11-30', '2024-12-04', '2025-01-03', NULL, 1046.8, 5.0, 1041.8);
INSERT INTO invoices (invoice_id, school_id, period_start, period_end, issued_on, due_on, paid_on, net_amount, credit_amount, total_amount) VALUES (27, 9, '2024-11-01', '2024-11-30', '2024-12-04', '2025-01-03', '2025-01-09', 24.3, 0.0, 24.3);
INSERT INTO invoices (invoice_id, school_id, period_start, period_end, issued_on, due_on, paid_on, net_amount, credit_amount, total_amount) VALUES (28, 10, '2024-11-01', '2024-11-30', '2024-12-04', '2025-01-03', NULL, 185.6, 0.0, 185.6);
INSERT INTO invoices (invoice_id, school_id, period_start, period_end, issued_on, due_on, paid_on, net_amount, credit_amount, total_amount) VALUES (29, 11, '2024-11-01', '2024-11-30', '2024-12-04', '2025-01-03', NULL, 1790.95, 0.0, 1790.95);
INSERT INTO invoices (invoice_id, school_id, period_start, period_end, issued_on, due_on, paid_on, net_amount, credit_amount, total_amount) VALUES (30, 13, '2024-11-01', '2024-11-30', '2024-12-04', '2025-01-03', NULL, 88.2, 20.0, 68.2);
COMMIT;
