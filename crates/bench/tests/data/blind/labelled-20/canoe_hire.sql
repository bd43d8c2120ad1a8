-- canoe_hire: invented river canoe and kayak hire centre on the River Wend (prices in GBP)
BEGIN TRANSACTION;
CREATE TABLE staff (
    staff_id INTEGER PRIMARY KEY,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    role TEXT NOT NULL,
    hourly_wage REAL NOT NULL,
    start_date TEXT NOT NULL,
    leaving_date TEXT, -- NULL = still employed
    base_location TEXT NOT NULL
);
CREATE TABLE customers (
    customer_id INTEGER PRIMARY KEY,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    email TEXT, -- NULL = no email address given
    home_town TEXT NOT NULL,
    joined_date TEXT NOT NULL,
    membership_tier TEXT, -- NULL = not a club member
    is_certified_paddler INTEGER NOT NULL CHECK (is_certified_paddler IN (0,1))
);
CREATE TABLE boats (
    boat_id INTEGER PRIMARY KEY,
    boat_name TEXT NOT NULL,
    boat_type TEXT NOT NULL,
    seats INTEGER NOT NULL,
    hourly_rate REAL NOT NULL,
    day_rate REAL NOT NULL,
    purchase_price REAL NOT NULL,
    purchase_date TEXT NOT NULL,
    last_service_date TEXT, -- NULL = never serviced since purchase
    is_retired INTEGER NOT NULL CHECK (is_retired IN (0,1))
);
CREATE TABLE hires (
    hire_id INTEGER PRIMARY KEY,
    boat_id INTEGER NOT NULL REFERENCES boats(boat_id),
    customer_id INTEGER NOT NULL REFERENCES customers(customer_id),
    staff_id INTEGER NOT NULL REFERENCES staff(staff_id),
    hire_date TEXT NOT NULL,
    return_date TEXT, -- NULL = return not yet logged at the desk
    start_point TEXT NOT NULL,
    end_point TEXT NOT NULL,
    hours REAL NOT NULL,
    hire_fee REAL NOT NULL,
    deposit REAL NOT NULL,
    damage_charge REAL -- NULL = boat not yet inspected after return
);
CREATE TABLE guided_trips (
    trip_id INTEGER PRIMARY KEY,
    trip_name TEXT NOT NULL,
    guide_id INTEGER NOT NULL REFERENCES staff(staff_id),
    trip_date TEXT NOT NULL,
    start_point TEXT NOT NULL,
    end_point TEXT NOT NULL,
    distance_km REAL NOT NULL,
    price_per_person REAL NOT NULL,
    max_places INTEGER NOT NULL,
    is_cancelled INTEGER NOT NULL CHECK (is_cancelled IN (0,1))
);
CREATE TABLE trip_bookings (
    booking_id INTEGER PRIMARY KEY,
    trip_id INTEGER NOT NULL REFERENCES guided_trips(trip_id),
    customer_id INTEGER NOT NULL REFERENCES customers(customer_id),
    booking_date TEXT NOT NULL,
    places INTEGER NOT NULL,
    amount_paid REAL NOT NULL,
    refund_amount REAL -- NULL = no refund issued
);
INSERT INTO staff (staff_id, first_name, last_name, role, hourly_wage, start_date, leaving_date, base_location) VALUES (1, 'Rhona', 'Gillespie', 'Manager', 20.50, '2020-03-07', NULL, 'Ashcombe Weir');
INSERT INTO staff (staff_id, first_name, last_name, role, hourly_wage, start_date, leaving_date, base_location) VALUES (2, 'Tom', 'Hale', 'Guide', 14.25, '2020-03-27', NULL, 'Hollins Quay');
INSERT INTO staff (staff_id, first_name, last_name, role, hourly_wage, start_date, leaving_date, base_location) VALUES (3, 'Megan', 'Fairweather', 'Instructor', 15.25, '2018-02-18', NULL, 'Millbrook Landing');
INSERT INTO staff (staff_id, first_name, last_name, role, hourly_wage, start_date, leaving_date, base_location) VALUES (4, 'Dev', 'Anand', 'Guide', 14.25, '2017-10-12', NULL, 'Ashcombe Weir');
INSERT INTO staff (staff_id, first_name, last_name, role, hourly_wage, start_date, leaving_date, base_location) VALUES (5, 'Carys', 'Lloyd', 'Desk Assistant', 12.50, '2022-11-14', NULL, 'Hollins Quay');
INSERT INTO staff (staff_id, first_name, last_name, role, hourly_wage, start_date, leaving_date, base_location) VALUES (6, 'Alfie', 'Brook', 'Desk Assistant', 11.75, '2017-11-06', '2024-06-30', 'Millbrook Landing');
INSERT INTO staff (staff_id, first_name, last_name, role, hourly_wage, start_date, leaving_date, base_location) VALUES (7, 'Nadia', 'Okafor', 'Instructor', 15.00, '2019-06-26', NULL, 'Ashcombe Weir');
INSERT INTO staff (staff_id, first_name, last_name, role, hourly_wage, start_date, leaving_date, base_location) VALUES (8, 'Euan', 'McPhail', 'Guide', 14.50, '2020-07-25', NULL, 'Hollins Quay');
INSERT INTO staff (staff_id, first_name, last_name, role, hourly_wage, start_date, leaving_date, base_location) VALUES (9, 'Holly', 'Tranter', 'Desk Assistant', 11.75, '2023-02-25', NULL, 'Millbrook Landing');
INSERT INTO staff (staff_id, first_name, last_name, role, hourly_wage, start_date, leaving_date, base_location) VALUES (10, 'Jonah', 'Reeve', 'Instructor', 15.50, '2018-05-09', NULL, 'Ashcombe Weir');
INSERT INTO staff (staff_id, first_name, last_name, role, hourly_wage, start_date, leaving_date, base_location) VALUES (11, 'Priti', 'Desai', 'Guide', 14.50, '2016-10-13', NULL, 'Hollins Quay');
INSERT INTO staff (staff_id, first_name, last_name, role, hourly_wage, start_date, leaving_date, base_location) VALUES (12, 'Will', 'Asquith', 'Desk Assistant', 12.00, '2016-11-11', '2024-09-14', 'Millbrook Landing');
INSERT INTO staff (staff_id, first_name, last_name, role, hourly_wage, start_date, leaving_date, base_location) VALUES (13, 'Fern', 'Coleby', 'Guide', 14.00, '2022-12-05', NULL, 'Ashcombe Weir');
INSERT INTO staff (staff_id, first_name, last_name, role, hourly_wage, start_date, leaving_date, base_location) VALUES (14, 'Gareth', 'Price', 'Instructor', 16.00, '2023-04-30', NULL, 'Hollins Quay');
INSERT INTO staff (staff_id, first_name, last_name, role, hourly_wage, start_date, leaving_date, base_location) VALUES (15, 'Imogen', 'Sale', 'Desk Assistant', 11.75, '2018-06-11', NULL, 'Millbrook Landing');
INSERT INTO staff (staff_id, first_name, last_name, role, hourly_wage, start_date, leaving_date, base_location) VALUES (16, 'Kit', 'Marsh', 'Desk Assistant', 11.50, '2017-02-28', '2024-08-31', 'Ashcombe Weir');
INSERT INTO customers (customer_id, first_name, last_name, email, home_town, joined_date, membership_tier, is_certified_paddler) VALUES (1, 'Tom', 'Royle', 'tom.royle1@mailbox.example', 'Castlemere', '2024-05-10', 'Paddler', 0);
INSERT INTO customers (customer_id, first_name, last_name, email, home_town, joined_date, membership_tier, is_certified_paddler) VALUES (2, 'Megan', 'Kirby', 'megan.kirby2@mailbox.example', 'Upper Hollin', '2020-08-03', 'Paddler Plus', 0);
INSERT INTO customers (customer_id, first_name, last_name, email, home_town, joined_date, membership_tier, is_certified_paddler) VALUES (3, 'Aisha', 'Whitlow', NULL, 'Brackenford', '2019-08-05', NULL, 0);
INSERT INTO customers (customer_id, first_name, last_name, email, home_town, joined_date, membership_tier, is_certified_paddler) VALUES (4, 'Ben', 'Quinnell', 'ben.quinnell4@mailbox.example', 'Millbrook', '2024-03-27', 'Paddler', 0);
INSERT INTO customers (customer_id, first_name, last_name, email, home_town, joined_date, membership_tier, is_certified_paddler) VALUES (5, 'Chloe', 'Varley', 'chloe.varley5@mailbox.example', 'Millbrook', '2022-12-31', NULL, 1);
INSERT INTO customers (customer_id, first_name, last_name, email, home_town, joined_date, membership_tier, is_certified_paddler) VALUES (6, 'Daniel', 'Caddick', 'daniel.caddick6@mailbox.example', 'Pennerley', '2021-08-05', 'Paddler', 1);
INSERT INTO customers (customer_id, first_name, last_name, email, home_town, joined_date, membership_tier, is_certified_paddler) VALUES (7, 'Ellie', 'Penhale', 'ellie.penhale7@mailbox.example', 'Brackenford', '2019-04-18', 'Paddler Plus', 1);
INSERT INTO customers (customer_id, first_name, last_name, email, home_town, joined_date, membership_tier, is_certified_paddler) VALUES (8, 'Finlay', 'Begum', 'finlay.begum8@mailbox.example', 'Upper Hollin', '2020-09-19', NULL, 0);
INSERT INTO customers (customer_id, first_name, last_name, email, home_town, joined_date, membership_tier, is_certified_paddler) VALUES (9, 'Grace', 'Bellamy', 'grace.bellamy9@mailbox.example', 'Aldwick Cross', '2023-02-06', 'Paddler', 0);
INSERT INTO customers (customer_id, first_name, last_name, email, home_town, joined_date, membership_tier, is_certified_paddler) VALUES (10, 'Harvey', 'Tate', NULL, 'Aldwick Cross', '2023-10-26', NULL, 1);
INSERT INTO customers (customer_id, first_name, last_name, email, home_town, joined_date, membership_tier, is_certified_paddler) VALUES (11, 'Isla', 'Fenn', 'isla.fenn11@mailbox.example', 'Pennerley', '2024-04-21', 'Paddler', 0);
INSERT INTO customers (customer_id, first_name, last_name, email, home_town, joined_date, membership_tier, is_certified_paddler) VALUES (12, 'Jack', 'Ashworth', 'jack.ashworth12@mailbox.example', 'Pennerley', '2022-09-24', 'Paddler Plus', 0);
INSERT INTO customers (customer_id, first_name, last_name, email, home_town, joined_date, membership_tier, is_certified_paddler) VALUES (13, 'Keira', 'Harding', 'keira.harding13@mailbox.example', 'Aldwick Cross', '2021-04-28', NULL, 1);
INSERT INTO customers (customer_id, first_name, last_name, email, home_town, joined_date, membership_tier, is_certified_paddler) VALUES (14, 'Liam', 'Stroud', 'liam.stroud14@mailbox.example', 'Sedgebury', '2020-10-11', 'Paddler', 0);
INSERT INTO customers (customer_id, first_name, last_name, email, home_town, joined_date, membership_tier, is_certified_paddler) VALUES (15, 'Maisie', 'Lomax', 'maisie.lomax15@mailbox.example', 'Millbrook', '2021-02-12', NULL, 0);
INSERT INTO customers (customer_id, first_name, last_name, email, home_town, joined_date, membership_tier, is_certified_paddler) VALUES (16, 'Noah', 'Marsden', 'noah.marsden16@mailbox.example', 'Millbrook', '2022-07-02', 'Paddler', 1);
INSERT INTO customers (customer_id, first_name, last_name, email, home_town, joined_date, membership_tier, is_certified_paddler) VALUES (17, 'Olivia', 'Dorrington', NULL, 'Pennerley', '2023-12-13', 'Paddler Plus', 1);
INSERT INTO customers (customer_id, first_name, last_name, email, home_town, joined_date, membership_tier, is_certified_paddler) VALUES (18, 'Pete', 'Pryce', 'pete.pryce18@mailbox.example', 'Aldwick Cross', '2022-07-02', NULL, 0);
INSERT INTO customers (customer_id, first_name, last_name, email, home_town, joined_date, membership_tier, is_certified_paddler) VALUES (19, 'Rosie', 'Royle', 'rosie.royle19@mailbox.example', 'Pennerley', '2020-02-02', 'Paddler', 1);
INSERT INTO customers (customer_id, first_name, last_name, email, home_town, joined_date, membership_tier, is_certified_paddler) VALUES (20, 'Sam', 'Kirby', 'sam.kirby20@mailbox.example', 'Castlemere', '2020-07-03', NULL, 0);
INSERT INTO customers (customer_id, first_name, last_name, email, home_town, joined_date, membership_tier, is_certified_paddler) VALUES (21, 'Tilly', 'Whitlow', 'tilly.whitlow21@mailbox.example', 'Castlemere', '2021-10-08', 'Paddler', 0);
INSERT INTO customers (customer_id, first_name, last_name, email, home_town, joined_date, membership_tier, is_certified_paddler) VALUES (22, 'Umar', 'Quinnell', 'umar.quinnell22@mailbox.example', 'Pennerley', '2022-04-14', 'Paddler Plus', 0);
INSERT INTO customers (customer_id, first_name, last_name, email, home_town, joined_date, membership_tier, is_certified_paddler) VALUES (23, 'Vicky', 'Varley', 'vicky.varley23@mailbox.example', 'Sedgebury', '2021-02-02', NULL, 1);
INSERT INTO customers (customer_id, first_name, last_name, email, home_town, joined_date, membership_tier, is_certified_paddler) VALUES (24, 'Wes', 'Caddick', NULL, 'Castlemere', '2023-11-26', 'Paddler', 1);
INSERT INTO customers (customer_id, first_name, last_name, email, home_town, joined_date, membership_tier, is_certified_paddler) VALUES (25, 'Yasmin', 'Penhale', 'yasmin.penhale25@mailbox.example', 'Upper Hollin', '2019-11-14', NULL, 1);
INSERT INTO customers (customer_id, first_name, last_name, email, home_town, joined_date, membership_tier, is_certified_paddler) VALUES (26, 'Zac', 'Begum', 'zac.begum26@mailbox.example', 'Castlemere', '2022-12-26', 'Paddler', 0);
INSERT INTO customers (customer_id, first_name, last_name, email, home_town, joined_date, membership_tier, is_certified_paddler) VALUES (27, 'Amber', 'Bellamy', 'amber.bellamy27@mailbox.example', 'Upper Hollin', '2022-06-14', 'Paddler Plus', 0);
INSERT INTO customers (customer_id, first_name, last_name, email, home_town, joined_date, membership_tier, is_certified_paddler) VALUES (28, 'Callum', 'Tate', 'callum.tate28@mailbox.example', 'Aldwick Cross', '2021-09-01', NULL, 0);
INSERT INTO customers (customer_id, first_name, last_name, email, home_town, joined_date, membership_tier, is_certified_paddler) VALUES (29, 'Dina', 'Fenn', 'dina.fenn29@mailbox.example', 'Castlemere', '2023-09-06', 'Paddler', 0);
INSERT INTO customers (customer_id, first_name, last_name, email, home_town, joined_date, membership_tier, is_certified_paddler) VALUES (30, 'Ethan', 'Ashworth', 'ethan.ashworth30@mailbox.example', 'Pennerley', '2021-04-11', NULL, 0);
INSERT INTO customers (customer_id, first_name, last_name, email, home_town, joined_date, membership_tier, is_certified_paddler) VALUES (31, 'Freya', 'Harding', NULL, 'Sedgebury', '2020-08-11', 'Paddler', 1);
INSERT INTO customers (customer_id, first_name, last_name, email, home_town, joined_date, membership_tier, is_certified_paddler) VALUES (32, 'George', 'Stroud', 'george.stroud32@mailbox.example', 'Upper Hollin', '2022-01-15', 'Paddler Plus', 0);
INSERT INTO customers (customer_id, first_name, last_name, email, home_town, joined_date, membership_tier, is_certified_paddler) VALUES (33, 'Hannah', 'Lomax', 'hannah.lomax33@mailbox.example', 'Sedgebury', '2021-10-12', NULL, 0);
INSERT INTO customers (customer_id, first_name, last_name, email, home_town, joined_date, membership_tier, is_certified_paddler) VALUES (34, 'Ivan', 'Marsden', 'ivan.marsden34@mailbox.example', 'Sedgebury', '2022-08-06', 'Paddler', 0);
INSERT INTO customers (customer_id, first_name, last_name, email, home_town, joined_date, membership_tier, is_certified_paddler) VALUES (35, 'Jodie', 'Dorrington', 'jodie.dorrington35@mailbox.example', 'Sedgebury', '2023-11-21', NULL, 0);
INSERT INTO customers (customer_id, first_name, last_name, email, home_town, joined_date, membership_tier, is_certified_paddler) VALUES (36, 'Kieran', 'Pryce', 'kieran.pryce36@mailbox.example', 'Millbrook', '2023-12-01', 'Paddler', 1);
INSERT INTO customers (customer_id, first_name, last_name, email, home_town, joined_date, membership_tier, is_certified_paddler) VALUES (37, 'Lucy', 'Royle', 'lucy.royle37@mailbox.example', 'Sedgebury', '2019-07-17', 'Paddler Plus', 1);
INSERT INTO customers (customer_id, first_name, last_name, email, home_town, joined_date, membership_tier, is_certified_paddler) VALUES (38, 'Mo', 'Kirby', NULL, 'Millbrook', '2021-04-16', NULL, 1);
INSERT INTO customers (customer_id, first_name, last_name, email, home_town, joined_date, membership_tier, is_certified_paddler) VALUES (39, 'Nell', 'Whitlow', 'nell.whitlow39@mailbox.example', 'Sedgebury', '2024-02-25', 'Paddler', 0);
INSERT INTO customers (customer_id, first_name, last_name, email, home_town, joined_date, membership_tier, is_certified_paddler) VALUES (40, 'Oscar', 'Quinnell', 'oscar.quinnell40@mailbox.example', 'Millbrook', '2019-04-04', NULL, 0);
INSERT INTO boats (boat_id, boat_name, boat_type, seats, hourly_rate, day_rate, purchase_price, purchase_date, last_service_date, is_retired) VALUES (1, 'Grey Heron', 'Open Canoe', 2, 22.00, 50.00, 890.00, '2017-04-15', '2023-05-01', 0);
INSERT INTO boats (boat_id, boat_name, boat_type, seats, hourly_rate, day_rate, purchase_price, purchase_date, last_service_date, is_retired) VALUES (2, 'Kingfisher', 'Single Kayak', 1, 11.00, 35.00, 560.00, '2018-05-18', '2024-02-18', 0);
INSERT INTO boats (boat_id, boat_name, boat_type, seats, hourly_rate, day_rate, purchase_price, purchase_date, last_service_date, is_retired) VALUES (3, 'Otter', 'Tandem Kayak', 2, 16.00, 53.00, 1480.00, '2019-09-29', '2023-01-22', 0);
INSERT INTO boats (boat_id, boat_name, boat_type, seats, hourly_rate, day_rate, purchase_price, purchase_date, last_service_date, is_retired) VALUES (4, 'Dipper II', 'Sit-on-top Kayak', 1, 11.00, 30.00, 370.00, '2021-06-04', '2023-03-24', 0);
INSERT INTO boats (boat_id, boat_name, boat_type, seats, hourly_rate, day_rate, purchase_price, purchase_date, last_service_date, is_retired) VALUES (5, 'Mallard', 'Stand-up Paddleboard', 1, 13.00, 38.00, 610.00, '2018-11-28', NULL, 0);
INSERT INTO boats (boat_id, boat_name, boat_type, seats, hourly_rate, day_rate, purchase_price, purchase_date, last_service_date, is_retired) VALUES (6, 'Coot', 'Open Canoe', 3, 16.00, 40.00, 950.00, '2023-03-18', '2024-02-24', 0);
INSERT INTO boats (boat_id, boat_name, boat_type, seats, hourly_rate, day_rate, purchase_price, purchase_date, last_service_date, is_retired) VALUES (7, 'Moorhen', 'Single Kayak', 1, 12.00, 30.00, 640.00, '2019-03-07', '2023-07-16', 0);
INSERT INTO boats (boat_id, boat_name, boat_type, seats, hourly_rate, day_rate, purchase_price, purchase_date, last_service_date, is_retired) VALUES (8, 'Swift', 'Tandem Kayak', 2, 15.00, 48.00, 820.00, '2023-03-30', '2023-12-30', 0);
INSERT INTO boats (boat_id, boat_name, boat_type, seats, hourly_rate, day_rate, purchase_price, purchase_date, last_service_date, is_retired) VALUES (9, 'Sandpiper', 'Sit-on-top Kayak', 1, 9.00, 25.00, 550.00, '2018-05-09', '2023-10-09', 1);
INSERT INTO boats (boat_id, boat_name, boat_type, seats, hourly_rate, day_rate, purchase_price, purchase_date, last_service_date, is_retired) VALUES (10, 'Wagtail', 'Stand-up Paddleboard', 1, 14.00, 38.00, 695.00, '2021-07-12', '2024-02-16', 0);
INSERT INTO boats (boat_id, boat_name, boat_type, seats, hourly_rate, day_rate, purchase_price, purchase_date, last_service_date, is_retired) VALUES (11, 'Teal', 'Open Canoe', 2, 18.00, 72.00, 890.00, '2019-01-21', '2024-01-21', 0);
INSERT INTO boats (boat_id, boat_name, boat_type, seats, hourly_rate, day_rate, purchase_price, purchase_date, last_service_date, is_retired) VALUES (12, 'Grebe', 'Single Kayak', 1, 10.00, 35.00, 640.00, '2021-12-23', '2024-03-08', 0);
INSERT INTO boats (boat_id, boat_name, boat_type, seats, hourly_rate, day_rate, purchase_price, purchase_date, last_service_date, is_retired) VALUES (13, 'Curlew', 'Tandem Kayak', 2, 15.00, 48.00, 720.00, '2017-05-09', '2023-08-06', 0);
INSERT INTO boats (boat_id, boat_name, boat_type, seats, hourly_rate, day_rate, purchase_price, purchase_date, last_service_date, is_retired) VALUES (14, 'Plover', 'Sit-on-top Kayak', 1, 9.00, 25.00, 470.00, '2022-01-16', '2023-07-08', 0);
INSERT INTO boats (boat_id, boat_name, boat_type, seats, hourly_rate, day_rate, purchase_price, purchase_date, last_service_date, is_retired) VALUES (15, 'Lapwing', 'Stand-up Paddleboard', 1, 14.00, 38.00, 550.00, '2023-06-28', '2024-01-12', 0);
INSERT INTO boats (boat_id, boat_name, boat_type, seats, hourly_rate, day_rate, purchase_price, purchase_date, last_service_date, is_retired) VALUES (16, 'Osprey', 'Open Canoe', 3, 16.00, 60.00, 950.00, '2020-09-30', '2023-05-13', 0);
INSERT INTO boats (boat_id, boat_name, boat_type, seats, hourly_rate, day_rate, purchase_price, purchase_date, last_service_date, is_retired) VALUES (17, 'Merlin', 'Single Kayak', 1, 10.00, 35.00, 460.00, '2021-12-01', NULL, 0);
INSERT INTO boats (boat_id, boat_name, boat_type, seats, hourly_rate, day_rate, purchase_price, purchase_date, last_service_date, is_retired) VALUES (18, 'Redshank', 'Tandem Kayak', 2, 14.00, 48.00, 780.00, '2017-11-05', '2023-01-21', 0);
INSERT INTO boats (boat_id, boat_name, boat_type, seats, hourly_rate, day_rate, purchase_price, purchase_date, last_service_date, is_retired) VALUES (19, 'Snipe', 'Sit-on-top Kayak', 1, 9.00, 25.00, 430.00, '2017-08-28', '2023-07-01', 0);
INSERT INTO boats (boat_id, boat_name, boat_type, seats, hourly_rate, day_rate, purchase_price, purchase_date, last_service_date, is_retired) VALUES (20, 'Widgeon', 'Stand-up Paddleboard', 1, 12.00, 38.00, 610.00, '2020-02-26', '2023-02-27', 0);
INSERT INTO boats (boat_id, boat_name, boat_type, seats, hourly_rate, day_rate, purchase_price, purchase_date, last_service_date, is_retired) VALUES (21, 'Pintail', 'Open Canoe', 2, 18.00, 38.00, 950.00, '2021-07-29', '2023-12-27', 0);
INSERT INTO boats (boat_id, boat_name, boat_type, seats, hourly_rate, day_rate, purchase_price, purchase_date, last_service_date, is_retired) VALUES (22, 'Goldeneye', 'Single Kayak', 1, 10.00, 35.00, 560.00, '2018-11-30', '2023-11-08', 1);
INSERT INTO boats (boat_id, boat_name, boat_type, seats, hourly_rate, day_rate, purchase_price, purchase_date, last_service_date, is_retired) VALUES (23, 'Shoveler', 'Tandem Kayak', 2, 14.00, 48.00, 865.00, '2021-03-14', '2024-02-29', 0);
INSERT INTO boats (boat_id, boat_name, boat_type, seats, hourly_rate, day_rate, purchase_price, purchase_date, last_service_date, is_retired) VALUES (24, 'Gadwall', 'Sit-on-top Kayak', 1, 11.00, 30.00, 550.00, '2018-01-21', '2024-01-11', 0);
INSERT INTO boats (boat_id, boat_name, boat_type, seats, hourly_rate, day_rate, purchase_price, purchase_date, last_service_date, is_retired) VALUES (25, 'Bittern', 'Stand-up Paddleboard', 1, 14.00, 38.00, 550.00, '2022-11-19', '2023-09-11', 0);
INSERT INTO boats (boat_id, boat_name, boat_type, seats, hourly_rate, day_rate, purchase_price, purchase_date, last_service_date, is_retired) VALUES (26, 'Egret', 'Open Canoe', 3, 16.00, 55.00, 950.00, '2020-04-28', NULL, 0);
INSERT INTO boats (boat_id, boat_name, boat_type, seats, hourly_rate, day_rate, purchase_price, purchase_date, last_service_date, is_retired) VALUES (27, 'Avocet', 'Single Kayak', 1, 11.00, 35.00, 560.00, '2023-02-25', '2023-07-08', 0);
INSERT INTO boats (boat_id, boat_name, boat_type, seats, hourly_rate, day_rate, purchase_price, purchase_date, last_service_date, is_retired) VALUES (28, 'Tern', 'Tandem Kayak', 2, 15.00, 43.00, 820.00, '2018-01-01', '2023-12-15', 0);
INSERT INTO boats (boat_id, boat_name, boat_type, seats, hourly_rate, day_rate, purchase_price, purchase_date, last_service_date, is_retired) VALUES (29, 'Puffin', 'Sit-on-top Kayak', 1, 9.00, 30.00, 550.00, '2017-09-17', NULL, 0);
INSERT INTO boats (boat_id, boat_name, boat_type, seats, hourly_rate, day_rate, purchase_price, purchase_date, last_service_date, is_retired) VALUES (30, 'Dunlin', 'Stand-up Paddleboard', 1, 12.00, 43.00, 730.00, '2019-10-20', '2023-07-21', 0);
INSERT INTO hires (hire_id, boat_id, customer_id, staff_id, hire_date, return_date, start_point, end_point, hours, hire_fee, deposit, damage_charge) VALUES (1, 21, 32, 12, '2024-04-01', '2024-04-01', 'Sedgebury Lock', 'Sedgebury Lock', 4.00, 38.00, 50.00, 0.00);
INSERT INTO hires (hire_id, boat_id, customer_id, staff_id, hire_date, return_date, start_point, end_point, hours, hire_fee, deposit, damage_charge) VALUES (2, 30, 28, 16, '2024-04-02', '2024-04-02', 'Hollins Quay', 'Hollins Quay', 4.00, 43.00, 25.00, 0.00);
INSERT INTO hires (hire_id, boat_id, customer_id, staff_id, hire_date, return_date, start_point, end_point, hours, hire_fee, deposit, damage_charge) VALUES (3, 25, 36, 9, '2024-04-07', '2024-04-07', 'Millbrook Landing', 'Sedgebury Lock', 2.00, 28.00, 25.00, 0.00);
INSERT INTO hires (hire_id, boat_id, customer_id, staff_id, hire_date, return_date, start_point, end_point, hours, hire_fee, deposit, damage_charge) VALUES (4, 10, 32, 9, '2024-04-17', '2024-04-17', 'Ashcombe Weir', 'Millbrook Landing', 4.00, 38.00, 25.00, 0.00);
INSERT INTO hires (hire_id, boat_id, customer_id, staff_id, hire_date, return_date, start_point, end_point, hours, hire_fee, deposit, damage_charge) VALUES (5, 7, 30, 5, '2024-04-18', '2024-04-20', 'Millbrook Landing', 'Hollins Quay', 24.00, 90.00, 25.00, 0.00);
INSERT INTO hires (hire_id, boat_id, customer_id, staff_id, hire_date, return_date, start_point, end_point, hours, hire_fee, deposit, damage_charge) VALUES (6, 3, 8, 5, '2024-04-19', '2024-04-19', 'Millbrook Landing', 'Hollins Quay', 2.00, 32.00, 50.00, 0.00);
INSERT INTO hires (hire_id, boat_id, customer_id, staff_id, hire_date, return_date, start_point, end_point, hours, hire_fee, deposit, damage_charge) VALUES (7, 13, 29, 3, '2024-04-23', '2024-04-24', 'Sedgebury Lock', 'Hollins Quay', 16.00, 96.00, 50.00, 40.00);
INSERT INTO hires (hire_id, boat_id, customer_id, staff_id, hire_date, return_date, start_point, end_point, hours, hire_fee, deposit, damage_charge) VALUES (8, 28, 32, 2, '2024-04-23', '2024-04-23', 'Hollins Quay', 'Sedgebury Lock', 2.00, 30.00, 50.00, 0.00);
INSERT INTO hires (hire_id, boat_id, customer_id, staff_id, hire_date, return_date, start_point, end_point, hours, hire_fee, deposit, damage_charge) VALUES (9, 2, 2, 6, '2024-04-25', '2024-04-25', 'Hollins Quay', 'Hollins Quay', 2.00, 22.00, 25.00, 0.00);
INSERT INTO hires (hire_id, boat_id, customer_id, staff_id, hire_date, return_date, start_point, end_point, hours, hire_fee, deposit, damage_charge) VALUES (10, 4, 16, 16, '2024-04-26', '2024-04-26', 'Millbrook Landing', 'Millbrook Landing', 6.00, 30.00, 25.00, 0.00);
INSERT INTO hires (hire_id, boat_id, customer_id, staff_id, hire_date, return_date, start_point, end_point, hours, hire_fee, deposit, damage_charge) VALUES (11, 28, 34, 15, '2024-04-29', '2024-04-30', 'Hollins Quay', 'Hollins Quay', 16.00, 86.00, 50.00, 15.00);
INSERT INTO hires (hire_id, boat_id, customer_id, staff_id, hire_date, return_date, start_point, end_point, hours, hire_fee, deposit, damage_charge) VALUES (12, 16, 2, 12, '2024-05-06', '2024-05-06', 'Millbrook Landing', 'Millbrook Landing', 4.00, 60.00, 50.00, 0.00);
INSERT INTO hires (hire_id, boat_id, customer_id, staff_id, hire_date, return_date, start_point, end_point, hours, hire_fee, deposit, damage_charge) VALUES (13, 7, 2, 15, '2024-05-07', '2024-05-07', 'Millbrook Landing', 'Millbrook Landing', 2.00, 24.00, 25.00, 0.00);
INSERT INTO hires (hire_id, boat_id, customer_id, staff_id, hire_date, return_date, start_point, end_point, hours, hire_fee, deposit, damage_charge) VALUES (14, 13, 36, 9, '2024-05-09', '2024-05-09', 'Sedgebury Lock', 'Ashcombe Weir', 2.00, 30.00, 50.00, 0.00);
INSERT INTO hires (hire_id, boat_id, customer_id, staff_id, hire_date, return_date, start_point, end_point, hours, hire_fee, deposit, damage_charge) VALUES (15, 5, 5, 1, '2024-05-15', '2024-05-15', 'Millbrook Landing', 'Ashcombe Weir', 3.00, 38.00, 25.00, 0.00);
INSERT INTO hires (hire_id, boat_id, customer_id, staff_id, hire_date, return_date, start_point, end_point, hours, hire_fee, deposit, damage_charge) VALUES (16, 4, 25, 15, '2024-05-27', '2024-05-29', 'Millbrook Landing', 'Millbrook Landing', 24.00, 90.00, 25.00, 0.00);
INSERT INTO hires (hire_id, boat_id, customer_id, staff_id, hire_date, return_date, start_point, end_point, hours, hire_fee, deposit, damage_charge) VALUES (17, 6, 36, 6, '2024-05-29', '2024-05-29', 'Hollins Quay', 'Hollins Quay', 4.00, 40.00, 50.00, 0.00);
INSERT INTO hires (hire_id, boat_id, customer_id, staff_id, hire_date, return_date, start_point, end_point, hours, hire_fee, deposit, damage_charge) VALUES (18, 21, 30, 12, '2024-05-29', '2024-05-30', 'Millbrook Landing', 'Sedgebury Lock', 16.00, 76.00, 50.00, 0.00);
INSERT INTO hires (hire_id, boat_id, customer_id, staff_id, hire_date, return_date, start_point, end_point, hours, hire_fee, deposit, damage_charge) VALUES (19, 25, 35, 9, '2024-05-31', '2024-05-31', 'Millbrook Landing', 'Sedgebury Lock', 6.00, 38.00, 25.00, 40.00);
INSERT INTO hires (hire_id, boat_id, customer_id, staff_id, hire_date, return_date, start_point, end_point, hours, hire_fee, deposit, damage_charge) VALUES (20, 15, 40, 16, '2024-06-04', '2024-06-04', 'Millbrook Landing', 'Millbrook Landing', 4.00, 38.00, 25.00, 0.00);
INSERT INTO hires (hire_id, boat_id, customer_id, staff_id, hire_date, return_date, start_point, end_point, hours, hire_fee, deposit, damage_charge) VALUES (21, 14, 38, 3, '2024-06-13', '2024-06-13', 'Millbrook Landing', 'Ashcombe Weir', 2.00, 18.00, 25.00, 0.00);
INSERT INTO hires (hire_id, boat_id, customer_id, staff_id, hire_date, return_date, start_point, end_point, hours, hire_fee, deposit, damage_charge) VALUES (22, 24, 17, 16, '2024-06-16', '2024-06-16', 'Millbrook Landing', 'Millbrook Landing', 2.00, 22.00, 25.00, 0.00);
INSERT INTO hires (hire_id, boat_id, customer_id, staff_id, hire_date, return_date, start_point, end_point, hours, hire_fee, deposit, damage_charge) VALUES (23, 27, 32, 1, '2024-06-18', '2024-06-18', 'Millbrook Landing', 'Millbrook Landing', 2.00, 22.00, 25.00, 0.00);
INSERT INTO hires (hire_id, boat_id, customer_id, staff_id, hire_date, return_date, start_point, end_point, hours, hire_fee, deposit, damage_charge) VALUES (24, 1, 14, 12, '2024-06-21', '2024-06-21', 'Millbrook Landing', 'Millbrook Landing', 3.00, 50.00, 50.00, 0.00);
INSERT INTO hires (hire_id, boat_id, customer_id, staff_id, hire_date, return_date, start_point, end_point, hours, hire_fee, deposit, damage_charge) VALUES (25, 6, 40, 5, '2024-06-25', '2024-06-27', 'Millbrook Landing', 'Millbrook Landing', 24.00, 120.00, 50.00, 0.00);
INSERT INTO hires (hire_id, boat_id, customer_id, staff_id, hire_date, return_date, start_point, end_point, hours, hire_fee, deposit, damage_charge) VALUES (26, 6, 26, 3, '2024-07-04', '2024-07-06', 'Hollins Quay', 'Hollins Quay', 24.00, 120.00, 50.00, 0.00);
INSERT INTO hires (hire_id, boat_id, customer_id, staff_id, hire_date, return_date, start_point, end_point, hours, hire_fee, deposit, damage_charge) VALUES (27, 14, 18, 1, '2024-07-06', '2024-07-06', 'Sedgebury Lock', 'Sedgebury Lock', 4.00, 25.00, 25.00, 0.00);
INSERT INTO hires (hire_id, boat_id, customer_id, staff_id, hire_date, return_date, start_point, end_point, hours, hire_fee, deposit, damage_charge) VALUES (28, 20, 10, 15, '2024-07-06', '2024-07-06', 'Ashcombe Weir', 'Ashcombe Weir', 3.00, 36.00, 25.00, 0.00);
INSERT INTO hires (hire_id, boat_id, customer_id, staff_id, hire_date, return_date, start_point, end_point, hours, hire_fee, deposit, damage_charge) VALUES (29, 7, 2, 5, '2024-07-12', '2024-07-12', 'Sedgebury Lock', 'Sedgebury Lock', 4.00, 30.00, 25.00, 0.00);
INSERT INTO hires (hire_id, boat_id, customer_id, staff_id, hire_date, return_date, start_point, end_point, hours, hire_fee, deposit, damage_charge) VALUES (30, 12, 13, 16, '2024-07-15', '2024-07-15', 'Ashcombe Weir', 'Ashcombe Weir', 1.00, 10.00, 25.00, 0.00);
INSERT INTO hires (hire_id, boat_id, customer_id, staff_id, hire_date, return_date, start_point, end_point, hours, hire_fee, deposit, damage_charge) VALUES (31, 20, 1, 9, '2024-07-21', '2024-07-21', 'Sedgebury Lock', 'Sedgebury Lock', 2.00, 24.00, 25.00, 0.00);
INSERT INTO hires (hire_id, boat_id, customer_id, staff_id, hire_date, return_date, start_point, end_point, hours, hire_fee, deposit, damage_charge) VALUES (32, 25, 32, 16, '2024-08-02', '2024-08-02', 'Millbrook Landing', 'Millbrook Landing', 4.00, 38.00, 25.00, 0.00);
INSERT INTO hires (hire_id, boat_id, customer_id, staff_id, hire_date, return_date, start_point, end_point, hours, hire_fee, deposit, damage_charge) VALUES (33, 28, 19, 3, '2024-08-03', '2024-08-03', 'Hollins Quay', 'Hollins Quay', 4.00, 43.00, 50.00, 0.00);
INSERT INTO hires (hire_id, boat_id, customer_id, staff_id, hire_date, return_date, start_point, end_point, hours, hire_fee, deposit, damage_charge) VALUES (34, 28, 25, 1, '2024-08-03', '2024-08-03', 'Millbrook Landing', 'Millbrook Landing', 4.00, 43.00, 50.00, 0.00);
INSERT INTO hires (hire_id, boat_id, customer_id, staff_id, hire_date, return_date, start_point, end_point, hours, hire_fee, deposit, damage_charge) VALUES (35, 24, 37, 15, '2024-08-03', '2024-08-03', 'Ashcombe Weir', 'Ashcombe Weir', 4.00, 30.00, 25.00, 0.00);
INSERT INTO hires (hire_id, boat_id, customer_id, staff_id, hire_date, return_date, start_point, end_point, hours, hire_fee, deposit, damage_charge) VALUES (36, 12, 8, 15, '2024-08-07', '2024-08-07', 'Millbrook Landing', 'Millbrook Landing', 4.00, 35.00, 25.00, 0.00);
INSERT INTO hires (hire_id, boat_id, customer_id, staff_id, hire_date, return_date, start_point, end_point, hours, hire_fee, deposit, damage_charge) VALUES (37, 15, 28, 12, '2024-08-13', '2024-08-15', 'Hollins Quay', 'Hollins Quay', 24.00, 114.00, 25.00, 0.00);
INSERT INTO hires (hire_id, boat_id, customer_id, staff_id, hire_date, return_date, start_point, end_point, hours, hire_fee, deposit, damage_charge) VALUES (38, 25, 36, 2, '2024-08-17', '2024-08-19', 'Ashcombe Weir', 'Ashcombe Weir', 24.00, 114.00, 25.00, 0.00);
INSERT INTO hires (hire_id, boat_id, customer_id, staff_id, hire_date, return_date, start_point, end_point, hours, hire_fee, deposit, damage_charge) VALUES (39, 15, 16, 1, '2024-08-18', '2024-08-18', 'Millbrook Landing', 'Millbrook Landing', 4.00, 38.00, 25.00, 15.00);
INSERT INTO hires (hire_id, boat_id, customer_id, staff_id, hire_date, return_date, start_point, end_point, hours, hire_fee, deposit, damage_charge) VALUES (40, 1, 40, 9, '2024-08-18', '2024-08-18', 'Millbrook Landing', 'Millbrook Landing', 2.00, 44.00, 50.00, 75.00);
INSERT INTO hires (hire_id, boat_id, customer_id, staff_id, hire_date, return_date, start_point, end_point, hours, hire_fee, deposit, damage_charge) VALUES (41, 27, 38, 3, '2024-09-07', '2024-09-09', 'Ashcombe Weir', 'Millbrook Landing', 24.00, 105.00, 25.00, NULL);
INSERT INTO hires (hire_id, boat_id, customer_id, staff_id, hire_date, return_date, start_point, end_point, hours, hire_fee, deposit, damage_charge) VALUES (42, 15, 7, 15, '2024-09-10', '2024-09-10', 'Hollins Quay', 'Hollins Quay', 4.00, 38.00, 25.00, 0.00);
INSERT INTO hires (hire_id, boat_id, customer_id, staff_id, hire_date, return_date, start_point, end_point, hours, hire_fee, deposit, damage_charge) VALUES (43, 17, 17, 15, '2024-09-14', '2024-09-14', 'Millbrook Landing', 'Ashcombe Weir', 4.00, 35.00, 25.00, 0.00);
INSERT INTO hires (hire_id, boat_id, customer_id, staff_id, hire_date, return_date, start_point, end_point, hours, hire_fee, deposit, damage_charge) VALUES (44, 15, 39, 5, '2024-09-21', '2024-09-21', 'Millbrook Landing', 'Millbrook Landing', 6.00, 38.00, 25.00, 0.00);
INSERT INTO hires (hire_id, boat_id, customer_id, staff_id, hire_date, return_date, start_point, end_point, hours, hire_fee, deposit, damage_charge) VALUES (45, 30, 26, 2, '2024-09-21', '2024-09-21', 'Millbrook Landing', 'Millbrook Landing', 2.00, 24.00, 25.00, 75.00);
INSERT INTO hires (hire_id, boat_id, customer_id, staff_id, hire_date, return_date, start_point, end_point, hours, hire_fee, deposit, damage_charge) VALUES (46, 26, 1, 9, '2024-09-23', '2024-09-23', 'Sedgebury Lock', 'Sedgebury Lock', 4.00, 55.00, 50.00, 0.00);
INSERT INTO hires (hire_id, boat_id, customer_id, staff_id, hire_date, return_date, start_point, end_point, hours, hire_fee, deposit, damage_charge) VALUES (47, 13, 27, 5, '2024-09-29', '2024-09-30', 'Millbrook Landing', 'Millbrook Landing', 16.00, 96.00, 50.00, 0.00);
INSERT INTO hires (hire_id, boat_id, customer_id, staff_id, hire_date, return_date, start_point, end_point, hours, hire_fee, deposit, damage_charge) VALUES (48, 11, 29, 1, '2024-10-01', '2024-10-02', 'Hollins Quay', 'Hollins Quay', 16.00, 144.00, 50.00, 0.00);
INSERT INTO hires (hire_id, boat_id, customer_id, staff_id, hire_date, return_date, start_point, end_point, hours, hire_fee, deposit, damage_charge) VALUES (49, 4, 28, 15, '2024-10-03', '2024-10-03', 'Ashcombe Weir', 'Ashcombe Weir', 2.00, 22.00, 25.00, 40.00);
INSERT INTO hires (hire_id, boat_id, customer_id, staff_id, hire_date, return_date, start_point, end_point, hours, hire_fee, deposit, damage_charge) VALUES (50, 27, 6, 3, '2024-10-03', '2024-10-03', 'Ashcombe Weir', 'Ashcombe Weir', 3.00, 33.00, 25.00, 0.00);
INSERT INTO hires (hire_id, boat_id, customer_id, staff_id, hire_date, return_date, start_point, end_point, hours, hire_fee, deposit, damage_charge) VALUES (51, 4, 21, 3, '2024-10-10', '2024-10-11', 'Millbrook Landing', 'Hollins Quay', 16.00, 60.00, 25.00, 0.00);
INSERT INTO hires (hire_id, boat_id, customer_id, staff_id, hire_date, return_date, start_point, end_point, hours, hire_fee, deposit, damage_charge) VALUES (52, 20, 32, 5, '2024-10-12', '2024-10-13', 'Ashcombe Weir', 'Ashcombe Weir', 16.00, 76.00, 25.00, 0.00);
INSERT INTO hires (hire_id, boat_id, customer_id, staff_id, hire_date, return_date, start_point, end_point, hours, hire_fee, deposit, damage_charge) VALUES (53, 30, 14, 9, '2024-10-14', '2024-10-14', 'Millbrook Landing', 'Millbrook Landing', 4.00, 43.00, 25.00, 25.00);
INSERT INTO hires (hire_id, boat_id, customer_id, staff_id, hire_date, return_date, start_point, end_point, hours, hire_fee, deposit, damage_charge) VALUES (54, 26, 14, 9, '2024-10-16', '2024-10-16', 'Millbrook Landing', 'Millbrook Landing', 1.00, 16.00, 50.00, 0.00);
INSERT INTO hires (hire_id, boat_id, customer_id, staff_id, hire_date, return_date, start_point, end_point, hours, hire_fee, deposit, damage_charge) VALUES (55, 23, 14, 2, '2024-10-16', '2024-10-16', 'Millbrook Landing', 'Millbrook Landing', 1.00, 14.00, 50.00, 0.00);
INSERT INTO hires (hire_id, boat_id, customer_id, staff_id, hire_date, return_date, start_point, end_point, hours, hire_fee, deposit, damage_charge) VALUES (56, 27, 31, 3, '2024-10-18', '2024-10-20', 'Hollins Quay', 'Hollins Quay', 24.00, 105.00, 25.00, 40.00);
INSERT INTO hires (hire_id, boat_id, customer_id, staff_id, hire_date, return_date, start_point, end_point, hours, hire_fee, deposit, damage_charge) VALUES (57, 11, 31, 1, '2024-10-18', '2024-10-20', 'Millbrook Landing', 'Millbrook Landing', 24.00, 216.00, 50.00, 15.00);
INSERT INTO hires (hire_id, boat_id, customer_id, staff_id, hire_date, return_date, start_point, end_point, hours, hire_fee, deposit, damage_charge) VALUES (58, 1, 13, 9, '2024-10-22', NULL, 'Ashcombe Weir', 'Hollins Quay', 4.00, 50.00, 50.00, NULL);
INSERT INTO hires (hire_id, boat_id, customer_id, staff_id, hire_date, return_date, start_point, end_point, hours, hire_fee, deposit, damage_charge) VALUES (59, 26, 19, 15, '2024-10-28', NULL, 'Millbrook Landing', 'Sedgebury Lock', 6.00, 55.00, 50.00, NULL);
INSERT INTO hires (hire_id, boat_id, customer_id, staff_id, hire_date, return_date, start_point, end_point, hours, hire_fee, deposit, damage_charge) VALUES (60, 27, 1, 5, '2024-10-31', NULL, 'Ashcombe Weir', 'Ashcombe Weir', 16.00, 70.00, 25.00, NULL);
INSERT INTO guided_trips (trip_id, trip_name, guide_id, trip_date, start_point, end_point, distance_km, price_per_person, max_places, is_cancelled) VALUES (1, 'Bat Watch Evening', 7, '2024-05-09', 'Hollins Quay', 'Hollins Quay', 5.00, 28.00, 12, 0);
INSERT INTO guided_trips (trip_id, trip_name, guide_id, trip_date, start_point, end_point, distance_km, price_per_person, max_places, is_cancelled) VALUES (2, 'Family Float', 3, '2024-05-15', 'Hollins Quay', 'Hollins Quay', 4.00, 22.00, 12, 0);
INSERT INTO guided_trips (trip_id, trip_name, guide_id, trip_date, start_point, end_point, distance_km, price_per_person, max_places, is_cancelled) VALUES (3, 'Weir to Quay Explorer', 13, '2024-05-22', 'Ashcombe Weir', 'Hollins Quay', 14.00, 55.00, 8, 0);
INSERT INTO guided_trips (trip_id, trip_name, guide_id, trip_date, start_point, end_point, distance_km, price_per_person, max_places, is_cancelled) VALUES (4, 'Dawn Wildlife Trip', 2, '2024-06-11', 'Sedgebury Lock', 'Sedgebury Lock', 7.00, 38.00, 8, 0);
INSERT INTO guided_trips (trip_id, trip_name, guide_id, trip_date, start_point, end_point, distance_km, price_per_person, max_places, is_cancelled) VALUES (5, 'Sunset Paddle Plus', 4, '2024-06-12', 'Ashcombe Weir', 'Ashcombe Weir', 9.00, 45.00, 10, 0);
INSERT INTO guided_trips (trip_id, trip_name, guide_id, trip_date, start_point, end_point, distance_km, price_per_person, max_places, is_cancelled) VALUES (6, 'Sunset Paddle', 2, '2024-06-20', 'Millbrook Landing', 'Millbrook Landing', 6.50, 32.00, 12, 1);
INSERT INTO guided_trips (trip_id, trip_name, guide_id, trip_date, start_point, end_point, distance_km, price_per_person, max_places, is_cancelled) VALUES (7, 'Bat Watch Evening', 4, '2024-06-22', 'Ashcombe Weir', 'Ashcombe Weir', 5.00, 28.00, 12, 0);
INSERT INTO guided_trips (trip_id, trip_name, guide_id, trip_date, start_point, end_point, distance_km, price_per_person, max_places, is_cancelled) VALUES (8, 'Family Float', 11, '2024-06-22', 'Hollins Quay', 'Hollins Quay', 4.00, 22.00, 8, 0);
INSERT INTO guided_trips (trip_id, trip_name, guide_id, trip_date, start_point, end_point, distance_km, price_per_person, max_places, is_cancelled) VALUES (9, 'Weir to Quay Explorer', 11, '2024-06-24', 'Ashcombe Weir', 'Hollins Quay', 14.00, 55.00, 8, 0);
INSERT INTO guided_trips (trip_id, trip_name, guide_id, trip_date, start_point, end_point, distance_km, price_per_person, max_places, is_cancelled) VALUES (10, 'Dawn Wildlife Trip', 4, '2024-07-03', 'Millbrook Landing', 'Millbrook Landing', 7.00, 38.00, 10, 0);
INSERT INTO guided_trips (trip_id, trip_name, guide_id, trip_date, start_point, end_point, distance_km, price_per_person, max_places, is_cancelled) VALUES (11, 'Sunset Paddle Plus', 3, '2024-07-12', 'Ashcombe Weir', 'Ashcombe Weir', 9.00, 45.00, 10, 0);
INSERT INTO guided_trips (trip_id, trip_name, guide_id, trip_date, start_point, end_point, distance_km, price_per_person, max_places, is_cancelled) VALUES (12, 'Sunset Paddle', 11, '2024-07-18', 'Millbrook Landing', 'Millbrook Landing', 6.50, 32.00, 8, 0);
INSERT INTO guided_trips (trip_id, trip_name, guide_id, trip_date, start_point, end_point, distance_km, price_per_person, max_places, is_cancelled) VALUES (13, 'Bat Watch Evening', 11, '2024-07-19', 'Ashcombe Weir', 'Ashcombe Weir', 5.00, 28.00, 8, 0);
INSERT INTO guided_trips (trip_id, trip_name, guide_id, trip_date, start_point, end_point, distance_km, price_per_person, max_places, is_cancelled) VALUES (14, 'Family Float', 3, '2024-08-10', 'Ashcombe Weir', 'Ashcombe Weir', 4.00, 22.00, 12, 1);
INSERT INTO guided_trips (trip_id, trip_name, guide_id, trip_date, start_point, end_point, distance_km, price_per_person, max_places, is_cancelled) VALUES (15, 'Weir to Quay Explorer', 2, '2024-08-13', 'Ashcombe Weir', 'Hollins Quay', 14.00, 55.00, 8, 0);
INSERT INTO guided_trips (trip_id, trip_name, guide_id, trip_date, start_point, end_point, distance_km, price_per_person, max_places, is_cancelled) VALUES (16, 'Dawn Wildlife Trip', 2, '2024-08-14', 'Sedgebury Lock', 'Sedgebury Lock', 7.00, 38.00, 10, 0);
INSERT INTO guided_trips (trip_id, trip_name, guide_id, trip_date, start_point, end_point, distance_km, price_per_person, max_places, is_cancelled) VALUES (17, 'Sunset Paddle Plus', 8, '2024-08-18', 'Millbrook Landing', 'Millbrook Landing', 9.00, 45.00, 10, 0);
INSERT INTO guided_trips (trip_id, trip_name, guide_id, trip_date, start_point, end_point, distance_km, price_per_person, max_places, is_cancelled) VALUES (18, 'Sunset Paddle', 2, '2024-09-05', 'Sedgebury Lock', 'Sedgebury Lock', 6.50, 32.00, 8, 0);
INSERT INTO guided_trips (trip_id, trip_name, guide_id, trip_date, start_point, end_point, distance_km, price_per_person, max_places, is_cancelled) VALUES (19, 'Bat Watch Evening', 11, '2024-09-14', 'Hollins Quay', 'Hollins Quay', 5.00, 28.00, 10, 0);
INSERT INTO guided_trips (trip_id, trip_name, guide_id, trip_date, start_point, end_point, distance_km, price_per_person, max_places, is_cancelled) VALUES (20, 'Family Float', 11, '2024-09-16', 'Millbrook Landing', 'Millbrook Landing', 4.00, 22.00, 8, 0);
INSERT INTO trip_bookings (booking_id, trip_id, customer_id, booking_date, places, amount_paid, refund_amount) VALUES (1, 3, 32, '2024-04-14', 1, 55.00, NULL);
INSERT INTO trip_bookings (booking_id, trip_id, customer_id, booking_date, places, amount_paid, refund_amount) VALUES (2, 3, 12, '2024-04-19', 2, 110.00, NULL);
INSERT INTO trip_bookings (booking_id, trip_id, customer_id, booking_date, places, amount_paid, refund_amount) VALUES (3, 1, 6, '2024-04-27', 1, 28.00, NULL);
INSERT INTO trip_bookings (booking_id, trip_id, customer_id, booking_date, places, amount_paid, refund_amount) VALUES (4, 1, 9, '2024-05-02', 1, 28.00, NULL);
INSERT INTO trip_bookings (booking_id, trip_id, customer_id, booking_date, places, amount_paid, refund_amount) VALUES (5, 1, 9, '2024-05-03', 1, 28.00, NULL);
INSERT INTO trip_bookings (booking_id, trip_id, customer_id, booking_date, places, amount_paid, refund_amount) VALUES (6, 5, 40, '2024-05-04', 3, 135.00, NULL);
INSERT INTO trip_bookings (booking_id, trip_id, customer_id, booking_date, places, amount_paid, refund_amount) VALUES (7, 2, 6, '2024-05-06', 4, 79.20, NULL);
INSERT INTO trip_bookings (booking_id, trip_id, customer_id, booking_date, places, amount_paid, refund_amount) VALUES (8, 4, 6, '2024-05-06', 2, 76.00, NULL);
INSERT INTO trip_bookings (booking_id, trip_id, customer_id, booking_date, places, amount_paid, refund_amount) VALUES (9, 8, 29, '2024-05-14', 3, 66.00, NULL);
INSERT INTO trip_bookings (booking_id, trip_id, customer_id, booking_date, places, amount_paid, refund_amount) VALUES (10, 3, 20, '2024-05-15', 1, 55.00, NULL);
INSERT INTO trip_bookings (booking_id, trip_id, customer_id, booking_date, places, amount_paid, refund_amount) VALUES (11, 5, 8, '2024-05-15', 4, 180.00, NULL);
INSERT INTO trip_bookings (booking_id, trip_id, customer_id, booking_date, places, amount_paid, refund_amount) VALUES (12, 7, 6, '2024-05-19', 2, 56.00, NULL);
INSERT INTO trip_bookings (booking_id, trip_id, customer_id, booking_date, places, amount_paid, refund_amount) VALUES (13, 9, 1, '2024-05-19', 2, 110.00, NULL);
INSERT INTO trip_bookings (booking_id, trip_id, customer_id, booking_date, places, amount_paid, refund_amount) VALUES (14, 9, 5, '2024-05-19', 1, 55.00, NULL);
INSERT INTO trip_bookings (booking_id, trip_id, customer_id, booking_date, places, amount_paid, refund_amount) VALUES (15, 4, 32, '2024-05-20', 4, 152.00, NULL);
INSERT INTO trip_bookings (booking_id, trip_id, customer_id, booking_date, places, amount_paid, refund_amount) VALUES (16, 9, 9, '2024-05-27', 2, 110.00, NULL);
INSERT INTO trip_bookings (booking_id, trip_id, customer_id, booking_date, places, amount_paid, refund_amount) VALUES (17, 4, 3, '2024-06-03', 3, 114.00, NULL);
INSERT INTO trip_bookings (booking_id, trip_id, customer_id, booking_date, places, amount_paid, refund_amount) VALUES (18, 5, 26, '2024-06-03', 1, 45.00, NULL);
INSERT INTO trip_bookings (booking_id, trip_id, customer_id, booking_date, places, amount_paid, refund_amount) VALUES (19, 4, 20, '2024-06-04', 3, 114.00, NULL);
INSERT INTO trip_bookings (booking_id, trip_id, customer_id, booking_date, places, amount_paid, refund_amount) VALUES (20, 5, 16, '2024-06-07', 1, 45.00, NULL);
INSERT INTO trip_bookings (booking_id, trip_id, customer_id, booking_date, places, amount_paid, refund_amount) VALUES (21, 13, 23, '2024-06-09', 2, 56.00, NULL);
INSERT INTO trip_bookings (booking_id, trip_id, customer_id, booking_date, places, amount_paid, refund_amount) VALUES (22, 11, 33, '2024-06-10', 3, 135.00, NULL);
INSERT INTO trip_bookings (booking_id, trip_id, customer_id, booking_date, places, amount_paid, refund_amount) VALUES (23, 7, 20, '2024-06-16', 2, 56.00, NULL);
INSERT INTO trip_bookings (booking_id, trip_id, customer_id, booking_date, places, amount_paid, refund_amount) VALUES (24, 13, 21, '2024-06-18', 4, 100.80, NULL);
INSERT INTO trip_bookings (booking_id, trip_id, customer_id, booking_date, places, amount_paid, refund_amount) VALUES (25, 12, 31, '2024-06-27', 3, 96.00, NULL);
INSERT INTO trip_bookings (booking_id, trip_id, customer_id, booking_date, places, amount_paid, refund_amount) VALUES (26, 13, 31, '2024-06-28', 1, 28.00, NULL);
INSERT INTO trip_bookings (booking_id, trip_id, customer_id, booking_date, places, amount_paid, refund_amount) VALUES (27, 10, 12, '2024-06-29', 1, 38.00, NULL);
INSERT INTO trip_bookings (booking_id, trip_id, customer_id, booking_date, places, amount_paid, refund_amount) VALUES (28, 12, 22, '2024-06-29', 1, 32.00, NULL);
INSERT INTO trip_bookings (booking_id, trip_id, customer_id, booking_date, places, amount_paid, refund_amount) VALUES (29, 12, 29, '2024-06-30', 4, 128.00, NULL);
INSERT INTO trip_bookings (booking_id, trip_id, customer_id, booking_date, places, amount_paid, refund_amount) VALUES (30, 13, 39, '2024-06-30', 1, 28.00, NULL);
INSERT INTO trip_bookings (booking_id, trip_id, customer_id, booking_date, places, amount_paid, refund_amount) VALUES (31, 10, 22, '2024-07-01', 3, 114.00, NULL);
INSERT INTO trip_bookings (booking_id, trip_id, customer_id, booking_date, places, amount_paid, refund_amount) VALUES (32, 14, 16, '2024-07-07', 2, 44.00, 44.00);
INSERT INTO trip_bookings (booking_id, trip_id, customer_id, booking_date, places, amount_paid, refund_amount) VALUES (33, 15, 3, '2024-07-07', 1, 55.00, NULL);
INSERT INTO trip_bookings (booking_id, trip_id, customer_id, booking_date, places, amount_paid, refund_amount) VALUES (34, 15, 25, '2024-07-09', 4, 220.00, NULL);
INSERT INTO trip_bookings (booking_id, trip_id, customer_id, booking_date, places, amount_paid, refund_amount) VALUES (35, 12, 32, '2024-07-10', 2, 64.00, NULL);
INSERT INTO trip_bookings (booking_id, trip_id, customer_id, booking_date, places, amount_paid, refund_amount) VALUES (36, 15, 19, '2024-07-16', 3, 165.00, NULL);
INSERT INTO trip_bookings (booking_id, trip_id, customer_id, booking_date, places, amount_paid, refund_amount) VALUES (37, 16, 2, '2024-07-22', 1, 38.00, NULL);
INSERT INTO trip_bookings (booking_id, trip_id, customer_id, booking_date, places, amount_paid, refund_amount) VALUES (38, 16, 6, '2024-07-23', 3, 102.60, NULL);
INSERT INTO trip_bookings (booking_id, trip_id, customer_id, booking_date, places, amount_paid, refund_amount) VALUES (39, 17, 14, '2024-07-23', 4, 180.00, NULL);
INSERT INTO trip_bookings (booking_id, trip_id, customer_id, booking_date, places, amount_paid, refund_amount) VALUES (40, 15, 21, '2024-07-25', 2, 110.00, NULL);
INSERT INTO trip_bookings (booking_id, trip_id, customer_id, booking_date, places, amount_paid, refund_amount) VALUES (41, 16, 13, '2024-07-28', 1, 38.00, NULL);
INSERT INTO trip_bookings (booking_id, trip_id, customer_id, booking_date, places, amount_paid, refund_amount) VALUES (42, 15, 18, '2024-08-04', 2, 110.00, NULL);
INSERT INTO trip_bookings (booking_id, trip_id, customer_id, booking_date, places, amount_paid, refund_amount) VALUES (43, 19, 14, '2024-08-11', 3, 84.00, NULL);
INSERT INTO trip_bookings (booking_id, trip_id, customer_id, booking_date, places, amount_paid, refund_amount) VALUES (44, 18, 6, '2024-08-24', 1, 32.00, NULL);
INSERT INTO trip_bookings (booking_id, trip_id, customer_id, booking_date, places, amount_paid, refund_amount) VALUES (45, 19, 13, '2024-08-24', 1, 25.20, NULL);
INSERT INTO trip_bookings (booking_id, trip_id, customer_id, booking_date, places, amount_paid, refund_amount) VALUES (46, 19, 21, '2024-08-31', 2, 56.00, NULL);
INSERT INTO trip_bookings (booking_id, trip_id, customer_id, booking_date, places, amount_paid, refund_amount) VALUES (47, 18, 10, '2024-09-03', 1, 32.00, NULL);
INSERT INTO trip_bookings (booking_id, trip_id, customer_id, booking_date, places, amount_paid, refund_amount) VALUES (48, 19, 28, '2024-09-05', 3, 84.00, NULL);
INSERT INTO trip_bookings (booking_id, trip_id, customer_id, booking_date, places, amount_paid, refund_amount) VALUES (49, 19, 12, '2024-09-07', 4, 112.00, NULL);
INSERT INTO trip_bookings (booking_id, trip_id, customer_id, booking_date, places, amount_paid, refund_amount) VALUES (50, 19, 4, '2024-09-10', 2, 56.00, NULL);
COMMIT;
