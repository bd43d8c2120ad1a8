-- corner_cafe: a small cafe business with three branches - staff, shifts, suppliers, menu, loyalty members, orders and order lines.
BEGIN TRANSACTION;
CREATE TABLE staff (
  staff_id INTEGER PRIMARY KEY,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  role TEXT NOT NULL, -- barista, server, kitchen, supervisor, manager
  branch TEXT NOT NULL, -- home branch on the contract: High Street, Station or Riverside
  hourly_wage REAL NOT NULL,
  started_on TEXT NOT NULL,
  left_on TEXT, -- NULL = still employed
  is_part_time INTEGER NOT NULL CHECK (is_part_time IN (0,1))
);
CREATE TABLE suppliers (
  supplier_id INTEGER PRIMARY KEY,
  supplier_name TEXT NOT NULL,
  contact_name TEXT, -- NULL = no named contact person
  phone TEXT NOT NULL,
  town TEXT NOT NULL,
  delivery_day TEXT, -- NULL = no fixed delivery day, ordered as needed
  is_organic INTEGER NOT NULL CHECK (is_organic IN (0,1))
);
CREATE TABLE menu_items (
  item_id INTEGER PRIMARY KEY,
  item_name TEXT NOT NULL,
  category TEXT NOT NULL, -- coffee, tea, cold drink, pastry, cake, sandwich
  price REAL NOT NULL, -- current selling price
  ingredient_cost REAL NOT NULL, -- what one portion costs us to make
  supplier_id INTEGER REFERENCES suppliers(supplier_id), -- NULL = made in-house, no supplier
  calories INTEGER, -- NULL = calories not measured
  is_vegan INTEGER NOT NULL CHECK (is_vegan IN (0,1)),
  is_on_menu INTEGER NOT NULL CHECK (is_on_menu IN (0,1)) -- 0 = withdrawn / seasonal, not sold now
);
CREATE TABLE loyalty_members (
  member_id INTEGER PRIMARY KEY,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  email TEXT, -- NULL = no email address given
  joined_on TEXT NOT NULL,
  points_balance INTEGER NOT NULL,
  birthday TEXT, -- NULL = birthday not given
  home_branch TEXT NOT NULL
);
CREATE TABLE orders (
  order_id INTEGER PRIMARY KEY,
  branch TEXT NOT NULL, -- branch where the order was placed
  member_id INTEGER REFERENCES loyalty_members(member_id), -- NULL = customer not in the loyalty scheme
  staff_id INTEGER NOT NULL REFERENCES staff(staff_id), -- who rang it up
  ordered_on TEXT NOT NULL,
  ordered_at TEXT NOT NULL, -- time of day HH:MM
  channel TEXT NOT NULL, -- counter, app, phone
  status TEXT NOT NULL, -- paid, refunded, voided
  tip REAL, -- NULL = no tip left
  is_takeaway INTEGER NOT NULL CHECK (is_takeaway IN (0,1))
);
CREATE TABLE order_items (
  order_item_id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders(order_id),
  item_id INTEGER NOT NULL REFERENCES menu_items(item_id),
  quantity INTEGER NOT NULL,
  unit_price REAL NOT NULL -- price actually charged for one at the time of sale
);
CREATE TABLE shifts (
  shift_id INTEGER PRIMARY KEY,
  staff_id INTEGER NOT NULL REFERENCES staff(staff_id),
  shift_date TEXT NOT NULL,
  branch TEXT NOT NULL, -- branch actually worked (may differ from the home branch)
  start_time TEXT NOT NULL,
  end_time TEXT NOT NULL,
  break_minutes INTEGER -- NULL = no break taken
);
INSERT INTO staff (staff_id, first_name, last_name, role, branch, hourly_wage, started_on, left_on, is_part_time) VALUES (1, 'Maya', 'Brooks', 'barista', 'High Street', 11.9, '2022-04-11', NULL, 0);
INSERT INTO staff (staff_id, first_name, last_name, role, branch, hourly_wage, started_on, left_on, is_part_time) VALUES (2, 'Maya', 'Chen', 'supervisor', 'Station', 13.2, '2021-08-02', NULL, 0);
INSERT INTO staff (staff_id, first_name, last_name, role, branch, hourly_wage, started_on, left_on, is_part_time) VALUES (3, 'Tom', 'Fielding', 'manager', 'High Street', 15.5, '2019-03-18', NULL, 0);
INSERT INTO staff (staff_id, first_name, last_name, role, branch, hourly_wage, started_on, left_on, is_part_time) VALUES (4, 'Leo', 'Marshall', 'barista', 'Riverside', 11.6, '2023-06-05', NULL, 1);
INSERT INTO staff (staff_id, first_name, last_name, role, branch, hourly_wage, started_on, left_on, is_part_time) VALUES (5, 'Hannah', 'Osei', 'server', 'Riverside', 11.44, '2024-02-12', NULL, 1);
INSERT INTO staff (staff_id, first_name, last_name, role, branch, hourly_wage, started_on, left_on, is_part_time) VALUES (6, 'Jamie', 'Doyle', 'kitchen', 'High Street', 12.1, '2022-11-07', '2025-02-14', 0);
INSERT INTO staff (staff_id, first_name, last_name, role, branch, hourly_wage, started_on, left_on, is_part_time) VALUES (7, 'Sofia', 'Russo', 'barista', 'Station', 11.8, '2023-01-16', NULL, 0);
INSERT INTO staff (staff_id, first_name, last_name, role, branch, hourly_wage, started_on, left_on, is_part_time) VALUES (8, 'Ben', 'Akers', 'server', 'Station', 11.44, '2024-05-20', '2024-12-20', 1);
INSERT INTO staff (staff_id, first_name, last_name, role, branch, hourly_wage, started_on, left_on, is_part_time) VALUES (9, 'Grace', 'Lin', 'manager', 'Riverside', 15.2, '2020-09-01', NULL, 0);
INSERT INTO staff (staff_id, first_name, last_name, role, branch, hourly_wage, started_on, left_on, is_part_time) VALUES (10, 'Oliver', 'Hart', 'kitchen', 'Riverside', 12.0, '2023-03-27', NULL, 0);
INSERT INTO staff (staff_id, first_name, last_name, role, branch, hourly_wage, started_on, left_on, is_part_time) VALUES (11, 'Ruby', 'Walsh', 'barista', 'High Street', 11.6, '2024-09-09', NULL, 1);
INSERT INTO staff (staff_id, first_name, last_name, role, branch, hourly_wage, started_on, left_on, is_part_time) VALUES (12, 'Tom', 'Ashdown', 'barista', 'Station', 11.7, '2023-10-02', NULL, 1);
INSERT INTO staff (staff_id, first_name, last_name, role, branch, hourly_wage, started_on, left_on, is_part_time) VALUES (13, 'Ella', 'Grant', 'server', 'High Street', 11.44, '2025-01-06', NULL, 1);
INSERT INTO staff (staff_id, first_name, last_name, role, branch, hourly_wage, started_on, left_on, is_part_time) VALUES (14, 'Marcus', 'Bell', 'supervisor', 'Riverside', 13.0, '2022-02-14', NULL, 0);
INSERT INTO staff (staff_id, first_name, last_name, role, branch, hourly_wage, started_on, left_on, is_part_time) VALUES (15, 'Nadia', 'Karim', 'kitchen', 'Station', 12.2, '2021-05-24', '2024-08-30', 0);
INSERT INTO staff (staff_id, first_name, last_name, role, branch, hourly_wage, started_on, left_on, is_part_time) VALUES (16, 'Josh', 'Reed', 'barista', 'Riverside', 11.5, '2025-02-03', NULL, 1);
INSERT INTO suppliers (supplier_id, supplier_name, contact_name, phone, town, delivery_day, is_organic) VALUES (1, 'Hillside Dairy', 'Pete Rowe', '01527 330112', 'Bromsgrove', 'Monday', 0);
INSERT INTO suppliers (supplier_id, supplier_name, contact_name, phone, town, delivery_day, is_organic) VALUES (2, 'Bean Origin Roasters', 'Alice Ford', '0121 496 0181', 'Birmingham', 'Tuesday', 1);
INSERT INTO suppliers (supplier_id, supplier_name, contact_name, phone, town, delivery_day, is_organic) VALUES (3, 'Old Mill Bakehouse', NULL, '01905 620554', 'Worcester', NULL, 0);
INSERT INTO suppliers (supplier_id, supplier_name, contact_name, phone, town, delivery_day, is_organic) VALUES (4, 'Leaf & Kettle Tea Co', 'Sara Webb', '01242 511873', 'Cheltenham', 'Thursday', 1);
INSERT INTO suppliers (supplier_id, supplier_name, contact_name, phone, town, delivery_day, is_organic) VALUES (5, 'Greenvale Farm', 'Tom Greaves', '01386 448120', 'Evesham', 'Friday', 1);
INSERT INTO suppliers (supplier_id, supplier_name, contact_name, phone, town, delivery_day, is_organic) VALUES (6, 'Oat Barn Drinks', NULL, '0117 496 0722', 'Bristol', NULL, 1);
INSERT INTO suppliers (supplier_id, supplier_name, contact_name, phone, town, delivery_day, is_organic) VALUES (7, 'Sweet Crumb Cakes', 'Jo Hale', '01684 577310', 'Malvern', 'Wednesday', 0);
INSERT INTO suppliers (supplier_id, supplier_name, contact_name, phone, town, delivery_day, is_organic) VALUES (8, 'Coldbrook Juices', 'Dan Cole', '01432 350991', 'Hereford', 'Tuesday', 0);
INSERT INTO suppliers (supplier_id, supplier_name, contact_name, phone, town, delivery_day, is_organic) VALUES (9, 'Bakewell Bros', NULL, '01562 820443', 'Kidderminster', 'Friday', 0);
INSERT INTO suppliers (supplier_id, supplier_name, contact_name, phone, town, delivery_day, is_organic) VALUES (10, 'Fine Sandwich Co', 'Megan Hill', '01905 774120', 'Worcester', 'Monday', 0);
INSERT INTO suppliers (supplier_id, supplier_name, contact_name, phone, town, delivery_day, is_organic) VALUES (11, 'ChocoCraft', 'Ines Duarte', '0121 496 0340', 'Birmingham', NULL, 1);
INSERT INTO suppliers (supplier_id, supplier_name, contact_name, phone, town, delivery_day, is_organic) VALUES (12, 'Pure Spring Water', NULL, '01684 560019', 'Malvern', 'Wednesday', 0);
INSERT INTO suppliers (supplier_id, supplier_name, contact_name, phone, town, delivery_day, is_organic) VALUES (13, 'Village Eggs', 'Ray Moss', '01386 552904', 'Pershore', 'Saturday', 1);
INSERT INTO suppliers (supplier_id, supplier_name, contact_name, phone, town, delivery_day, is_organic) VALUES (14, 'Syrup House', NULL, '0113 496 0555', 'Leeds', NULL, 0);
INSERT INTO suppliers (supplier_id, supplier_name, contact_name, phone, town, delivery_day, is_organic) VALUES (15, 'Green Cup Packaging', 'Lucy Tran', '01299 877210', 'Stourport', 'Thursday', 0);
INSERT INTO menu_items (item_id, item_name, category, price, ingredient_cost, supplier_id, calories, is_vegan, is_on_menu) VALUES (1, 'Flat White', 'coffee', 3.2, 0.62, 2, 120, 0, 1);
INSERT INTO menu_items (item_id, item_name, category, price, ingredient_cost, supplier_id, calories, is_vegan, is_on_menu) VALUES (2, 'Oat Flat White', 'coffee', 3.5, 0.78, 6, 130, 1, 1);
INSERT INTO menu_items (item_id, item_name, category, price, ingredient_cost, supplier_id, calories, is_vegan, is_on_menu) VALUES (3, 'Latte', 'coffee', 3.3, 0.65, 2, 190, 0, 1);
INSERT INTO menu_items (item_id, item_name, category, price, ingredient_cost, supplier_id, calories, is_vegan, is_on_menu) VALUES (4, 'Americano', 'coffee', 2.8, 0.35, 2, 10, 1, 1);
INSERT INTO menu_items (item_id, item_name, category, price, ingredient_cost, supplier_id, calories, is_vegan, is_on_menu) VALUES (5, 'Riverside Blend Filter', 'coffee', 2.6, 0.3, 2, 5, 1, 1);
INSERT INTO menu_items (item_id, item_name, category, price, ingredient_cost, supplier_id, calories, is_vegan, is_on_menu) VALUES (6, 'Mocha', 'coffee', 3.6, 0.85, 11, 290, 0, 1);
INSERT INTO menu_items (item_id, item_name, category, price, ingredient_cost, supplier_id, calories, is_vegan, is_on_menu) VALUES (7, 'English Breakfast Tea', 'tea', 2.2, 0.15, 4, 2, 1, 1);
INSERT INTO menu_items (item_id, item_name, category, price, ingredient_cost, supplier_id, calories, is_vegan, is_on_menu) VALUES (8, 'Earl Grey', 'tea', 2.3, 0.18, 4, 2, 1, 1);
INSERT INTO menu_items (item_id, item_name, category, price, ingredient_cost, supplier_id, calories, is_vegan, is_on_menu) VALUES (9, 'Chai Latte', 'tea', 3.4, 0.7, 4, 210, 0, 1);
INSERT INTO menu_items (item_id, item_name, category, price, ingredient_cost, supplier_id, calories, is_vegan, is_on_menu) VALUES (10, 'Fresh Orange Juice', 'cold drink', 2.9, 1.1, 8, 110, 1, 1);
INSERT INTO menu_items (item_id, item_name, category, price, ingredient_cost, supplier_id, calories, is_vegan, is_on_menu) VALUES (11, 'Sparkling Water', 'cold drink', 1.8, 0.4, 12, 0, 1, 1);
INSERT INTO menu_items (item_id, item_name, category, price, ingredient_cost, supplier_id, calories, is_vegan, is_on_menu) VALUES (12, 'Butter Croissant', 'pastry', 2.4, 0.55, 3, 270, 0, 1);
INSERT INTO menu_items (item_id, item_name, category, price, ingredient_cost, supplier_id, calories, is_vegan, is_on_menu) VALUES (13, 'Pain au Chocolat', 'pastry', 2.6, 0.7, 3, 300, 0, 1);
INSERT INTO menu_items (item_id, item_name, category, price, ingredient_cost, supplier_id, calories, is_vegan, is_on_menu) VALUES (14, 'Cinnamon Swirl', 'pastry', 3.2, 0.6, NULL, NULL, 0, 1);
INSERT INTO menu_items (item_id, item_name, category, price, ingredient_cost, supplier_id, calories, is_vegan, is_on_menu) VALUES (15, 'Vegan Banana Bread', 'cake', 3.1, 0.8, NULL, 310, 1, 1);
INSERT INTO menu_items (item_id, item_name, category, price, ingredient_cost, supplier_id, calories, is_vegan, is_on_menu) VALUES (16, 'Carrot Cake', 'cake', 3.6, 1.2, 7, 420, 0, 1);
INSERT INTO menu_items (item_id, item_name, category, price, ingredient_cost, supplier_id, calories, is_vegan, is_on_menu) VALUES (17, 'Lemon Drizzle', 'cake', 3.4, 0.9, NULL, 380, 0, 1);
INSERT INTO menu_items (item_id, item_name, category, price, ingredient_cost, supplier_id, calories, is_vegan, is_on_menu) VALUES (18, 'Chocolate Brownie', 'cake', 2.8, 1.05, 11, 350, 0, 1);
INSERT INTO menu_items (item_id, item_name, category, price, ingredient_cost, supplier_id, calories, is_vegan, is_on_menu) VALUES (19, 'Toasted Teacake', 'pastry', 2.5, 0.4, 9, 290, 0, 1);
INSERT INTO menu_items (item_id, item_name, category, price, ingredient_cost, supplier_id, calories, is_vegan, is_on_menu) VALUES (20, 'Ham & Cheese Toastie', 'sandwich', 5.4, 1.6, 10, 480, 0, 1);
INSERT INTO menu_items (item_id, item_name, category, price, ingredient_cost, supplier_id, calories, is_vegan, is_on_menu) VALUES (21, 'Hummus & Roast Veg Wrap', 'sandwich', 5.2, 1.9, 10, 410, 1, 1);
INSERT INTO menu_items (item_id, item_name, category, price, ingredient_cost, supplier_id, calories, is_vegan, is_on_menu) VALUES (22, 'BLT', 'sandwich', 5.9, 1.75, 10, 520, 0, 1);
INSERT INTO menu_items (item_id, item_name, category, price, ingredient_cost, supplier_id, calories, is_vegan, is_on_menu) VALUES (23, 'Smoked Salmon Bagel', 'sandwich', 5.8, 2.6, 10, 440, 0, 1);
INSERT INTO menu_items (item_id, item_name, category, price, ingredient_cost, supplier_id, calories, is_vegan, is_on_menu) VALUES (24, 'Pumpkin Spice Latte', 'coffee', 3.9, 0.95, 14, 330, 0, 0);
INSERT INTO menu_items (item_id, item_name, category, price, ingredient_cost, supplier_id, calories, is_vegan, is_on_menu) VALUES (25, 'Mince Pie', 'pastry', 1.8, 0.45, NULL, NULL, 0, 0);
INSERT INTO menu_items (item_id, item_name, category, price, ingredient_cost, supplier_id, calories, is_vegan, is_on_menu) VALUES (26, 'Flapjack', 'cake', 2.2, 0.5, NULL, 360, 1, 1);
INSERT INTO menu_items (item_id, item_name, category, price, ingredient_cost, supplier_id, calories, is_vegan, is_on_menu) VALUES (27, 'Egg Mayo Sandwich', 'sandwich', 4.6, 1.3, 13, 430, 0, 0);
INSERT INTO loyalty_members (member_id, first_name, last_name, email, joined_on, points_balance, birthday, home_branch) VALUES (1, 'Maya', 'Ellis', 'maya.ellis@post.uk', '2023-02-11', 140, '1990-06-14', 'Riverside');
INSERT INTO loyalty_members (member_id, first_name, last_name, email, joined_on, points_balance, birthday, home_branch) VALUES (2, 'Arjun', 'Mehta', 'arjun.m@post.uk', '2022-09-03', 320, NULL, 'Station');
INSERT INTO loyalty_members (member_id, first_name, last_name, email, joined_on, points_balance, birthday, home_branch) VALUES (3, 'Kate', 'Sommers', NULL, '2024-01-20', 60, '1985-11-02', 'High Street');
INSERT INTO loyalty_members (member_id, first_name, last_name, email, joined_on, points_balance, birthday, home_branch) VALUES (4, 'George', 'Platt', 'g.platt@inbox.uk', '2021-05-30', 510, '1958-03-27', 'High Street');
INSERT INTO loyalty_members (member_id, first_name, last_name, email, joined_on, points_balance, birthday, home_branch) VALUES (5, 'Lucy', 'Hammond', 'lucyh@inbox.uk', '2024-06-08', 90, NULL, 'Riverside');
INSERT INTO loyalty_members (member_id, first_name, last_name, email, joined_on, points_balance, birthday, home_branch) VALUES (6, 'Tom', 'Kerridge', 'tomk@post.uk', '2023-08-19', 210, '1979-09-09', 'Station');
INSERT INTO loyalty_members (member_id, first_name, last_name, email, joined_on, points_balance, birthday, home_branch) VALUES (7, 'Femi', 'Adeyemi', NULL, '2024-11-02', 30, NULL, 'Station');
INSERT INTO loyalty_members (member_id, first_name, last_name, email, joined_on, points_balance, birthday, home_branch) VALUES (8, 'Holly', 'Brennan', 'holly.b@inbox.uk', '2022-03-15', 410, '1996-01-30', 'High Street');
INSERT INTO loyalty_members (member_id, first_name, last_name, email, joined_on, points_balance, birthday, home_branch) VALUES (9, 'Wen', 'Zhao', 'wen.zhao@post.uk', '2023-10-07', 175, '2001-07-22', 'Riverside');
INSERT INTO loyalty_members (member_id, first_name, last_name, email, joined_on, points_balance, birthday, home_branch) VALUES (10, 'Paddy', 'Nolan', NULL, '2021-12-12', 600, NULL, 'Station');
INSERT INTO loyalty_members (member_id, first_name, last_name, email, joined_on, points_balance, birthday, home_branch) VALUES (11, 'Sian', 'Powell', 'sian.p@inbox.uk', '2024-03-28', 120, '1988-04-18', 'Riverside');
INSERT INTO loyalty_members (member_id, first_name, last_name, email, joined_on, points_balance, birthday, home_branch) VALUES (12, 'Dev', 'Rao', 'dev.rao@post.uk', '2025-01-09', 40, '1993-12-05', 'High Street');
INSERT INTO loyalty_members (member_id, first_name, last_name, email, joined_on, points_balance, birthday, home_branch) VALUES (13, 'Anna', 'Kowalska', 'anna.k@inbox.uk', '2022-07-21', 260, NULL, 'High Street');
INSERT INTO loyalty_members (member_id, first_name, last_name, email, joined_on, points_balance, birthday, home_branch) VALUES (14, 'Chris', 'Tate', NULL, '2024-09-14', 80, '1970-08-31', 'Station');
INSERT INTO loyalty_members (member_id, first_name, last_name, email, joined_on, points_balance, birthday, home_branch) VALUES (15, 'Rebecca', 'Lowe', 'bex.lowe@post.uk', '2023-04-04', 330, '1999-02-11', 'Riverside');
INSERT INTO loyalty_members (member_id, first_name, last_name, email, joined_on, points_balance, birthday, home_branch) VALUES (16, 'Sam', 'Oduya', 'sam.o@inbox.uk', '2025-01-04', 20, NULL, 'Riverside');
INSERT INTO loyalty_members (member_id, first_name, last_name, email, joined_on, points_balance, birthday, home_branch) VALUES (17, 'Ivy', 'Marsh', 'ivy.m@post.uk', '2021-10-10', 450, '1964-05-19', 'Station');
INSERT INTO loyalty_members (member_id, first_name, last_name, email, joined_on, points_balance, birthday, home_branch) VALUES (18, 'Omar', 'Haddad', NULL, '2024-12-01', 70, '1987-10-03', 'High Street');
INSERT INTO orders (order_id, branch, member_id, staff_id, ordered_on, ordered_at, channel, status, tip, is_takeaway) VALUES (1, 'Station', 12, 7, '2025-01-20', '15:35', 'counter', 'paid', 1.5, 1);
INSERT INTO orders (order_id, branch, member_id, staff_id, ordered_on, ordered_at, channel, status, tip, is_takeaway) VALUES (2, 'Riverside', 13, 9, '2025-01-22', '15:05', 'counter', 'paid', NULL, 0);
INSERT INTO orders (order_id, branch, member_id, staff_id, ordered_on, ordered_at, channel, status, tip, is_takeaway) VALUES (3, 'High Street', 16, 3, '2025-01-20', '16:20', 'app', 'paid', NULL, 0);
INSERT INTO orders (order_id, branch, member_id, staff_id, ordered_on, ordered_at, channel, status, tip, is_takeaway) VALUES (4, 'Station', 13, 2, '2025-01-11', '15:55', 'counter', 'refunded', NULL, 1);
INSERT INTO orders (order_id, branch, member_id, staff_id, ordered_on, ordered_at, channel, status, tip, is_takeaway) VALUES (5, 'Riverside', NULL, 5, '2025-01-08', '11:48', 'counter', 'paid', 1.0, 0);
INSERT INTO orders (order_id, branch, member_id, staff_id, ordered_on, ordered_at, channel, status, tip, is_takeaway) VALUES (6, 'High Street', NULL, 1, '2025-01-12', '10:55', 'counter', 'paid', 1.5, 0);
INSERT INTO orders (order_id, branch, member_id, staff_id, ordered_on, ordered_at, channel, status, tip, is_takeaway) VALUES (7, 'Station', 14, 12, '2025-01-11', '07:12', 'app', 'paid', 1.0, 0);
INSERT INTO orders (order_id, branch, member_id, staff_id, ordered_on, ordered_at, channel, status, tip, is_takeaway) VALUES (8, 'Riverside', 6, 14, '2025-01-12', '15:20', 'app', 'paid', NULL, 1);
INSERT INTO orders (order_id, branch, member_id, staff_id, ordered_on, ordered_at, channel, status, tip, is_takeaway) VALUES (9, 'High Street', NULL, 1, '2025-01-14', '07:12', 'counter', 'refunded', NULL, 1);
INSERT INTO orders (order_id, branch, member_id, staff_id, ordered_on, ordered_at, channel, status, tip, is_takeaway) VALUES (10, 'Station', 13, 12, '2025-01-26', '11:00', 'app', 'paid', 1.0, 1);
INSERT INTO orders (order_id, branch, member_id, staff_id, ordered_on, ordered_at, channel, status, tip, is_takeaway) VALUES (11, 'Riverside', NULL, 4, '2025-01-24', '10:20', 'phone', 'paid', NULL, 1);
INSERT INTO orders (order_id, branch, member_id, staff_id, ordered_on, ordered_at, channel, status, tip, is_takeaway) VALUES (12, 'High Street', 1, 13, '2025-01-11', '09:20', 'counter', 'voided', NULL, 0);
INSERT INTO orders (order_id, branch, member_id, staff_id, ordered_on, ordered_at, channel, status, tip, is_takeaway) VALUES (13, 'Station', NULL, 2, '2025-02-21', '13:20', 'phone', 'paid', 0.5, 0);
INSERT INTO orders (order_id, branch, member_id, staff_id, ordered_on, ordered_at, channel, status, tip, is_takeaway) VALUES (14, 'Riverside', NULL, 4, '2025-02-26', '10:48', 'counter', 'paid', NULL, 0);
INSERT INTO orders (order_id, branch, member_id, staff_id, ordered_on, ordered_at, channel, status, tip, is_takeaway) VALUES (15, 'High Street', NULL, 1, '2025-02-14', '13:35', 'phone', 'paid', NULL, 0);
INSERT INTO orders (order_id, branch, member_id, staff_id, ordered_on, ordered_at, channel, status, tip, is_takeaway) VALUES (16, 'Station', NULL, 2, '2025-02-23', '14:27', 'counter', 'paid', 0.5, 1);
INSERT INTO orders (order_id, branch, member_id, staff_id, ordered_on, ordered_at, channel, status, tip, is_takeaway) VALUES (17, 'Riverside', NULL, 16, '2025-02-13', '07:35', 'counter', 'paid', NULL, 0);
INSERT INTO orders (order_id, branch, member_id, staff_id, ordered_on, ordered_at, channel, status, tip, is_takeaway) VALUES (18, 'High Street', 8, 3, '2025-02-23', '07:41', 'counter', 'paid', 0.5, 0);
INSERT INTO orders (order_id, branch, member_id, staff_id, ordered_on, ordered_at, channel, status, tip, is_takeaway) VALUES (19, 'Station', 12, 2, '2025-02-19', '16:35', 'counter', 'paid', 1.0, 0);
INSERT INTO orders (order_id, branch, member_id, staff_id, ordered_on, ordered_at, channel, status, tip, is_takeaway) VALUES (20, 'Riverside', 9, 5, '2025-02-16', '13:41', 'counter', 'paid', 1.5, 1);
INSERT INTO orders (order_id, branch, member_id, staff_id, ordered_on, ordered_at, channel, status, tip, is_takeaway) VALUES (21, 'High Street', NULL, 3, '2025-02-05', '14:55', 'counter', 'paid', 2.0, 0);
INSERT INTO orders (order_id, branch, member_id, staff_id, ordered_on, ordered_at, channel, status, tip, is_takeaway) VALUES (22, 'Station', NULL, 7, '2025-02-02', '13:05', 'counter', 'paid', 2.0, 0);
INSERT INTO orders (order_id, branch, member_id, staff_id, ordered_on, ordered_at, channel, status, tip, is_takeaway) VALUES (23, 'Riverside', NULL, 9, '2025-02-06', '12:20', 'counter', 'paid', 1.0, 1);
INSERT INTO orders (order_id, branch, member_id, staff_id, ordered_on, ordered_at, channel, status, tip, is_takeaway) VALUES (24, 'High Street', 5, 11, '2025-03-19', '14:27', 'counter', 'paid', 2.0, 0);
INSERT INTO orders (order_id, branch, member_id, staff_id, ordered_on, ordered_at, channel, status, tip, is_takeaway) VALUES (25, 'Station', 1, 12, '2025-03-04', '10:55', 'counter', 'paid', NULL, 0);
INSERT INTO orders (order_id, branch, member_id, staff_id, ordered_on, ordered_at, channel, status, tip, is_takeaway) VALUES (26, 'Riverside', 2, 5, '2025-03-07', '07:05', 'phone', 'paid', NULL, 0);
INSERT INTO orders (order_id, branch, member_id, staff_id, ordered_on, ordered_at, channel, status, tip, is_takeaway) VALUES (27, 'High Street', 6, 3, '2025-03-04', '15:12', 'counter', 'paid', 1.5, 0);
INSERT INTO orders (order_id, branch, member_id, staff_id, ordered_on, ordered_at, channel, status, tip, is_takeaway) VALUES (28, 'Station', 5, 12, '2025-03-08', '10:05', 'counter', 'paid', NULL, 0);
INSERT INTO orders (order_id, branch, member_id, staff_id, ordered_on, ordered_at, channel, status, tip, is_takeaway) VALUES (29, 'Riverside', 5, 4, '2025-03-08', '15:20', 'counter', 'paid', 1.0, 1);
INSERT INTO orders (order_id, branch, member_id, staff_id, ordered_on, ordered_at, channel, status, tip, is_takeaway) VALUES (30, 'High Street', NULL, 1, '2025-03-17', '15:00', 'app', 'paid', 1.0, 1);
INSERT INTO orders (order_id, branch, member_id, staff_id, ordered_on, ordered_at, channel, status, tip, is_takeaway) VALUES (31, 'Station', 8, 12, '2025-03-23', '16:05', 'counter', 'paid', NULL, 1);
INSERT INTO orders (order_id, branch, member_id, staff_id, ordered_on, ordered_at, channel, status, tip, is_takeaway) VALUES (32, 'Riverside', 13, 5, '2025-03-18', '15:20', 'counter', 'paid', 1.5, 1);
INSERT INTO orders (order_id, branch, member_id, staff_id, ordered_on, ordered_at, channel, status, tip, is_takeaway) VALUES (33, 'High Street', NULL, 13, '2025-03-28', '13:00', 'counter', 'paid', NULL, 1);
INSERT INTO orders (order_id, branch, member_id, staff_id, ordered_on, ordered_at, channel, status, tip, is_takeaway) VALUES (34, 'Station', NULL, 12, '2025-03-05', '07:27', 'counter', 'paid', NULL, 1);
INSERT INTO order_items (order_item_id, order_id, item_id, quantity, unit_price) VALUES (1, 1, 3, 1, 3.3);
INSERT INTO order_items (order_item_id, order_id, item_id, quantity, unit_price) VALUES (2, 1, 19, 1, 2.5);
INSERT INTO order_items (order_item_id, order_id, item_id, quantity, unit_price) VALUES (3, 2, 4, 1, 2.8);
INSERT INTO order_items (order_item_id, order_id, item_id, quantity, unit_price) VALUES (4, 2, 19, 3, 2.5);
INSERT INTO order_items (order_item_id, order_id, item_id, quantity, unit_price) VALUES (5, 3, 10, 3, 2.9);
INSERT INTO order_items (order_item_id, order_id, item_id, quantity, unit_price) VALUES (6, 4, 1, 1, 3.0);
INSERT INTO order_items (order_item_id, order_id, item_id, quantity, unit_price) VALUES (7, 4, 22, 1, 5.9);
INSERT INTO order_items (order_item_id, order_id, item_id, quantity, unit_price) VALUES (8, 5, 9, 1, 3.4);
INSERT INTO order_items (order_item_id, order_id, item_id, quantity, unit_price) VALUES (9, 5, 18, 2, 2.8);
INSERT INTO order_items (order_item_id, order_id, item_id, quantity, unit_price) VALUES (10, 6, 5, 1, 2.6);
INSERT INTO order_items (order_item_id, order_id, item_id, quantity, unit_price) VALUES (11, 7, 1, 1, 3.0);
INSERT INTO order_items (order_item_id, order_id, item_id, quantity, unit_price) VALUES (12, 7, 12, 1, 2.4);
INSERT INTO order_items (order_item_id, order_id, item_id, quantity, unit_price) VALUES (13, 8, 3, 1, 3.3);
INSERT INTO order_items (order_item_id, order_id, item_id, quantity, unit_price) VALUES (14, 9, 4, 2, 2.8);
INSERT INTO order_items (order_item_id, order_id, item_id, quantity, unit_price) VALUES (15, 10, 6, 3, 3.6);
INSERT INTO order_items (order_item_id, order_id, item_id, quantity, unit_price) VALUES (16, 11, 5, 1, 2.6);
INSERT INTO order_items (order_item_id, order_id, item_id, quantity, unit_price) VALUES (17, 12, 2, 1, 3.5);
INSERT INTO order_items (order_item_id, order_id, item_id, quantity, unit_price) VALUES (18, 13, 1, 1, 3.2);
INSERT INTO order_items (order_item_id, order_id, item_id, quantity, unit_price) VALUES (19, 13, 17, 1, 3.4);
INSERT INTO order_items (order_item_id, order_id, item_id, quantity, unit_price) VALUES (20, 14, 10, 1, 2.9);
INSERT INTO order_items (order_item_id, order_id, item_id, quantity, unit_price) VALUES (21, 14, 12, 1, 2.4);
INSERT INTO order_items (order_item_id, order_id, item_id, quantity, unit_price) VALUES (22, 15, 2, 1, 3.5);
INSERT INTO order_items (order_item_id, order_id, item_id, quantity, unit_price) VALUES (23, 16, 8, 2, 2.3);
INSERT INTO order_items (order_item_id, order_id, item_id, quantity, unit_price) VALUES (24, 16, 21, 2, 5.2);
INSERT INTO order_items (order_item_id, order_id, item_id, quantity, unit_price) VALUES (25, 17, 10, 3, 2.9);
INSERT INTO order_items (order_item_id, order_id, item_id, quantity, unit_price) VALUES (26, 17, 19, 1, 2.5);
INSERT INTO order_items (order_item_id, order_id, item_id, quantity, unit_price) VALUES (27, 18, 9, 1, 3.4);
INSERT INTO order_items (order_item_id, order_id, item_id, quantity, unit_price) VALUES (28, 19, 1, 1, 3.2);
INSERT INTO order_items (order_item_id, order_id, item_id, quantity, unit_price) VALUES (29, 20, 11, 1, 1.8);
INSERT INTO order_items (order_item_id, order_id, item_id, quantity, unit_price) VALUES (30, 20, 16, 1, 3.6);
INSERT INTO order_items (order_item_id, order_id, item_id, quantity, unit_price) VALUES (31, 21, 11, 1, 1.8);
INSERT INTO order_items (order_item_id, order_id, item_id, quantity, unit_price) VALUES (32, 22, 9, 2, 3.4);
INSERT INTO order_items (order_item_id, order_id, item_id, quantity, unit_price) VALUES (33, 23, 9, 1, 3.4);
INSERT INTO order_items (order_item_id, order_id, item_id, quantity, unit_price) VALUES (34, 23, 12, 1, 2.4);
INSERT INTO order_items (order_item_id, order_id, item_id, quantity, unit_price) VALUES (35, 24, 5, 2, 2.6);
INSERT INTO order_items (order_item_id, order_id, item_id, quantity, unit_price) VALUES (36, 24, 13, 1, 2.6);
INSERT INTO order_items (order_item_id, order_id, item_id, quantity, unit_price) VALUES (37, 25, 10, 1, 2.9);
INSERT INTO order_items (order_item_id, order_id, item_id, quantity, unit_price) VALUES (38, 26, 8, 1, 2.3);
INSERT INTO order_items (order_item_id, order_id, item_id, quantity, unit_price) VALUES (39, 26, 21, 1, 5.2);
INSERT INTO order_items (order_item_id, order_id, item_id, quantity, unit_price) VALUES (40, 27, 11, 1, 1.8);
INSERT INTO order_items (order_item_id, order_id, item_id, quantity, unit_price) VALUES (41, 27, 21, 3, 5.2);
INSERT INTO order_items (order_item_id, order_id, item_id, quantity, unit_price) VALUES (42, 28, 5, 3, 2.6);
INSERT INTO order_items (order_item_id, order_id, item_id, quantity, unit_price) VALUES (43, 29, 8, 1, 2.3);
INSERT INTO order_items (order_item_id, order_id, item_id, quantity, unit_price) VALUES (44, 30, 8, 1, 2.3);
INSERT INTO order_items (order_item_id, order_id, item_id, quantity, unit_price) VALUES (45, 31, 6, 3, 3.6);
INSERT INTO order_items (order_item_id, order_id, item_id, quantity, unit_price) VALUES (46, 32, 6, 2, 3.6);
INSERT INTO order_items (order_item_id, order_id, item_id, quantity, unit_price) VALUES (47, 32, 18, 1, 2.8);
INSERT INTO order_items (order_item_id, order_id, item_id, quantity, unit_price) VALUES (48, 33, 6, 1, 3.6);
INSERT INTO order_items (order_item_id, order_id, item_id, quantity, unit_price) VALUES (49, 33, 13, 1, 2.6);
INSERT INTO order_items (order_item_id, order_id, item_id, quantity, unit_price) VALUES (50, 34, 6, 1, 3.6);
INSERT INTO order_items (order_item_id, order_id, item_id, quantity, unit_price) VALUES (51, 3, 15, 1, 3.1);
INSERT INTO order_items (order_item_id, order_id, item_id, quantity, unit_price) VALUES (52, 7, 16, 2, 3.6);
INSERT INTO order_items (order_item_id, order_id, item_id, quantity, unit_price) VALUES (53, 16, 5, 1, 2.6);
INSERT INTO order_items (order_item_id, order_id, item_id, quantity, unit_price) VALUES (54, 18, 16, 1, 3.6);
INSERT INTO order_items (order_item_id, order_id, item_id, quantity, unit_price) VALUES (55, 21, 17, 1, 3.4);
INSERT INTO order_items (order_item_id, order_id, item_id, quantity, unit_price) VALUES (56, 27, 15, 2, 3.1);
INSERT INTO order_items (order_item_id, order_id, item_id, quantity, unit_price) VALUES (57, 30, 18, 1, 2.8);
INSERT INTO order_items (order_item_id, order_id, item_id, quantity, unit_price) VALUES (58, 28, 16, 1, 3.6);
INSERT INTO order_items (order_item_id, order_id, item_id, quantity, unit_price) VALUES (59, 31, 15, 1, 3.1);
INSERT INTO order_items (order_item_id, order_id, item_id, quantity, unit_price) VALUES (60, 19, 5, 2, 2.6);
INSERT INTO shifts (shift_id, staff_id, shift_date, branch, start_time, end_time, break_minutes) VALUES (1, 6, '2025-02-04', 'High Street', '08:00', '16:00', 30);
INSERT INTO shifts (shift_id, staff_id, shift_date, branch, start_time, end_time, break_minutes) VALUES (2, 12, '2025-02-07', 'Riverside', '12:00', '18:00', NULL);
INSERT INTO shifts (shift_id, staff_id, shift_date, branch, start_time, end_time, break_minutes) VALUES (3, 2, '2025-02-10', 'Station', '07:00', '13:00', 15);
INSERT INTO shifts (shift_id, staff_id, shift_date, branch, start_time, end_time, break_minutes) VALUES (4, 7, '2025-02-13', 'Station', '12:00', '16:00', NULL);
INSERT INTO shifts (shift_id, staff_id, shift_date, branch, start_time, end_time, break_minutes) VALUES (5, 13, '2025-02-16', 'High Street', '12:00', '20:00', 20);
INSERT INTO shifts (shift_id, staff_id, shift_date, branch, start_time, end_time, break_minutes) VALUES (6, 3, '2025-02-19', 'High Street', '07:00', '15:00', 30);
INSERT INTO shifts (shift_id, staff_id, shift_date, branch, start_time, end_time, break_minutes) VALUES (7, 9, '2025-02-22', 'Riverside', '11:00', '19:00', 30);
INSERT INTO shifts (shift_id, staff_id, shift_date, branch, start_time, end_time, break_minutes) VALUES (8, 14, '2025-02-25', 'Riverside', '08:00', '14:00', 20);
INSERT INTO shifts (shift_id, staff_id, shift_date, branch, start_time, end_time, break_minutes) VALUES (9, 4, '2025-02-28', 'Riverside', '08:00', '16:00', 20);
INSERT INTO shifts (shift_id, staff_id, shift_date, branch, start_time, end_time, break_minutes) VALUES (10, 10, '2025-02-03', 'Riverside', '12:00', '16:00', NULL);
INSERT INTO shifts (shift_id, staff_id, shift_date, branch, start_time, end_time, break_minutes) VALUES (11, 16, '2025-02-06', 'Station', '12:00', '20:00', 20);
INSERT INTO shifts (shift_id, staff_id, shift_date, branch, start_time, end_time, break_minutes) VALUES (12, 5, '2025-02-09', 'Riverside', '07:00', '13:00', NULL);
INSERT INTO shifts (shift_id, staff_id, shift_date, branch, start_time, end_time, break_minutes) VALUES (13, 11, '2025-02-12', 'Station', '12:00', '20:00', 30);
INSERT INTO shifts (shift_id, staff_id, shift_date, branch, start_time, end_time, break_minutes) VALUES (14, 1, '2025-02-16', 'High Street', '07:00', '13:00', 20);
INSERT INTO shifts (shift_id, staff_id, shift_date, branch, start_time, end_time, break_minutes) VALUES (15, 6, '2025-02-07', 'High Street', '12:00', '20:00', NULL);
INSERT INTO shifts (shift_id, staff_id, shift_date, branch, start_time, end_time, break_minutes) VALUES (16, 12, '2025-02-22', 'Station', '08:00', '14:00', NULL);
INSERT INTO shifts (shift_id, staff_id, shift_date, branch, start_time, end_time, break_minutes) VALUES (17, 2, '2025-02-25', 'High Street', '08:00', '12:00', NULL);
INSERT INTO shifts (shift_id, staff_id, shift_date, branch, start_time, end_time, break_minutes) VALUES (18, 7, '2025-02-28', 'High Street', '06:30', '10:30', NULL);
INSERT INTO shifts (shift_id, staff_id, shift_date, branch, start_time, end_time, break_minutes) VALUES (19, 13, '2025-02-03', 'Station', '12:00', '18:00', 30);
INSERT INTO shifts (shift_id, staff_id, shift_date, branch, start_time, end_time, break_minutes) VALUES (20, 3, '2025-02-06', 'High Street', '06:30', '10:30', NULL);
INSERT INTO shifts (shift_id, staff_id, shift_date, branch, start_time, end_time, break_minutes) VALUES (21, 9, '2025-02-09', 'Riverside', '06:30', '14:30', 30);
INSERT INTO shifts (shift_id, staff_id, shift_date, branch, start_time, end_time, break_minutes) VALUES (22, 14, '2025-02-12', 'High Street', '06:30', '10:30', NULL);
INSERT INTO shifts (shift_id, staff_id, shift_date, branch, start_time, end_time, break_minutes) VALUES (23, 4, '2025-02-15', 'Station', '12:00', '16:00', NULL);
INSERT INTO shifts (shift_id, staff_id, shift_date, branch, start_time, end_time, break_minutes) VALUES (24, 10, '2025-02-18', 'Riverside', '07:00', '13:00', 15);
INSERT INTO shifts (shift_id, staff_id, shift_date, branch, start_time, end_time, break_minutes) VALUES (25, 16, '2025-02-21', 'Riverside', '07:00', '15:00', 15);
INSERT INTO shifts (shift_id, staff_id, shift_date, branch, start_time, end_time, break_minutes) VALUES (26, 5, '2025-02-24', 'Riverside', '11:00', '15:00', NULL);
INSERT INTO shifts (shift_id, staff_id, shift_date, branch, start_time, end_time, break_minutes) VALUES (27, 11, '2025-02-27', 'High Street', '08:00', '16:00', NULL);
INSERT INTO shifts (shift_id, staff_id, shift_date, branch, start_time, end_time, break_minutes) VALUES (28, 1, '2025-02-03', 'High Street', '12:00', '18:00', NULL);
INSERT INTO shifts (shift_id, staff_id, shift_date, branch, start_time, end_time, break_minutes) VALUES (29, 6, '2025-02-06', 'High Street', '12:00', '16:00', NULL);
INSERT INTO shifts (shift_id, staff_id, shift_date, branch, start_time, end_time, break_minutes) VALUES (30, 12, '2025-02-09', 'Station', '11:00', '15:00', NULL);
INSERT INTO shifts (shift_id, staff_id, shift_date, branch, start_time, end_time, break_minutes) VALUES (31, 2, '2025-02-12', 'Station', '12:00', '16:00', NULL);
INSERT INTO shifts (shift_id, staff_id, shift_date, branch, start_time, end_time, break_minutes) VALUES (32, 7, '2025-02-15', 'High Street', '07:00', '13:00', 15);
INSERT INTO shifts (shift_id, staff_id, shift_date, branch, start_time, end_time, break_minutes) VALUES (33, 13, '2025-02-18', 'High Street', '11:00', '19:00', 30);
INSERT INTO shifts (shift_id, staff_id, shift_date, branch, start_time, end_time, break_minutes) VALUES (34, 3, '2025-02-21', 'High Street', '12:00', '16:00', NULL);
INSERT INTO shifts (shift_id, staff_id, shift_date, branch, start_time, end_time, break_minutes) VALUES (35, 9, '2025-02-24', 'Riverside', '08:00', '12:00', NULL);
INSERT INTO shifts (shift_id, staff_id, shift_date, branch, start_time, end_time, break_minutes) VALUES (36, 14, '2025-02-27', 'Riverside', '06:30', '12:30', NULL);
INSERT INTO shifts (shift_id, staff_id, shift_date, branch, start_time, end_time, break_minutes) VALUES (37, 4, '2025-02-02', 'Riverside', '06:30', '14:30', 30);
INSERT INTO shifts (shift_id, staff_id, shift_date, branch, start_time, end_time, break_minutes) VALUES (38, 10, '2025-02-05', 'Riverside', '08:00', '14:00', 20);
INSERT INTO shifts (shift_id, staff_id, shift_date, branch, start_time, end_time, break_minutes) VALUES (39, 16, '2025-02-08', 'High Street', '11:00', '17:00', 30);
INSERT INTO shifts (shift_id, staff_id, shift_date, branch, start_time, end_time, break_minutes) VALUES (40, 5, '2025-02-11', 'Riverside', '08:00', '16:00', 30);
COMMIT;
