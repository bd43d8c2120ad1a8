-- canal_boat_hire: narrowboat hire firm with hire bases and drop-off points on several UK canals, seasons 2023-2024
BEGIN TRANSACTION;
CREATE TABLE bases (
  base_id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  canal TEXT NOT NULL,
  town TEXT NOT NULL,
  opened_date TEXT NOT NULL,
  moorings INTEGER NOT NULL,
  is_fuel_available INTEGER NOT NULL CHECK (is_fuel_available IN (0,1)),
  is_drop_off_only INTEGER NOT NULL CHECK (is_drop_off_only IN (0,1)),
  phone TEXT -- NULL = no public phone line at this base
);
CREATE TABLE staff (
  staff_id INTEGER PRIMARY KEY,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  role TEXT NOT NULL,
  base_id INTEGER NOT NULL REFERENCES bases(base_id),
  start_date TEXT NOT NULL,
  leave_date TEXT, -- NULL = still employed
  hourly_rate REAL NOT NULL
);
CREATE TABLE customers (
  customer_id INTEGER PRIMARY KEY,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  home_town TEXT NOT NULL,
  email TEXT, -- NULL = no email address given
  joined_date TEXT NOT NULL,
  is_newsletter INTEGER NOT NULL CHECK (is_newsletter IN (0,1))
);
CREATE TABLE boats (
  boat_id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  model TEXT NOT NULL,
  berths INTEGER NOT NULL,
  length_ft INTEGER NOT NULL,
  home_base_id INTEGER NOT NULL REFERENCES bases(base_id),
  built_year INTEGER NOT NULL,
  weekly_rate REAL NOT NULL,
  short_break_rate REAL, -- NULL = short breaks not offered on this boat
  security_deposit REAL NOT NULL,
  is_dog_friendly INTEGER NOT NULL CHECK (is_dog_friendly IN (0,1)),
  last_blacked_date TEXT -- NULL = hull not yet blacked since the boat joined the fleet
);
CREATE TABLE bookings (
  booking_id INTEGER PRIMARY KEY,
  boat_id INTEGER NOT NULL REFERENCES boats(boat_id),
  customer_id INTEGER NOT NULL REFERENCES customers(customer_id),
  handover_staff_id INTEGER REFERENCES staff(staff_id), -- NULL = no handover given (experienced returning crew, or booking cancelled)
  start_base_id INTEGER NOT NULL REFERENCES bases(base_id),
  end_base_id INTEGER NOT NULL REFERENCES bases(base_id),
  booked_date TEXT NOT NULL,
  start_date TEXT NOT NULL,
  end_date TEXT NOT NULL,
  party_size INTEGER NOT NULL,
  hire_price REAL NOT NULL,
  deposit_paid REAL NOT NULL,
  damage_charge REAL, -- NULL = boat not yet inspected after return (or booking cancelled)
  is_pets_aboard INTEGER NOT NULL CHECK (is_pets_aboard IN (0,1)),
  cancelled_date TEXT -- NULL = booking not cancelled
);
CREATE TABLE repairs (
  repair_id INTEGER PRIMARY KEY,
  boat_id INTEGER NOT NULL REFERENCES boats(boat_id),
  engineer_id INTEGER NOT NULL REFERENCES staff(staff_id),
  base_id INTEGER NOT NULL REFERENCES bases(base_id),
  reported_date TEXT NOT NULL,
  fixed_date TEXT, -- NULL = still open, not yet fixed
  fault TEXT NOT NULL,
  parts_cost REAL NOT NULL,
  labour_cost REAL, -- NULL = labour not yet billed
  is_under_warranty INTEGER NOT NULL CHECK (is_under_warranty IN (0,1))
);
INSERT INTO bases (base_id, name, canal, town, opened_date, moorings, is_fuel_available, is_drop_off_only, phone) VALUES (1, 'Braunston Wharf', 'Grand Union Canal', 'Braunston', '2009-03-14', 28, 1, 0, '01788 890112');
INSERT INTO bases (base_id, name, canal, town, opened_date, moorings, is_fuel_available, is_drop_off_only, phone) VALUES (2, 'Stoke Bruerne Basin', 'Grand Union Canal', 'Stoke Bruerne', '2012-04-01', 14, 1, 0, '01604 862300');
INSERT INTO bases (base_id, name, canal, town, opened_date, moorings, is_fuel_available, is_drop_off_only, phone) VALUES (3, 'Foxton Locks Yard', 'Grand Union Canal (Leicester Line)', 'Foxton', '2015-05-20', 10, 0, 0, '0116 279 4410');
INSERT INTO bases (base_id, name, canal, town, opened_date, moorings, is_fuel_available, is_drop_off_only, phone) VALUES (4, 'Market Harborough Basin', 'Grand Union Canal (Leicester Line)', 'Market Harborough', '2011-03-02', 18, 1, 0, '01858 463120');
INSERT INTO bases (base_id, name, canal, town, opened_date, moorings, is_fuel_available, is_drop_off_only, phone) VALUES (5, 'Llangollen Wharf', 'Llangollen Canal', 'Llangollen', '2010-03-27', 16, 1, 0, '01978 860702');
INSERT INTO bases (base_id, name, canal, town, opened_date, moorings, is_fuel_available, is_drop_off_only, phone) VALUES (6, 'Whitchurch Arm', 'Llangollen Canal', 'Whitchurch', '2018-04-06', 8, 0, 1, NULL);
INSERT INTO bases (base_id, name, canal, town, opened_date, moorings, is_fuel_available, is_drop_off_only, phone) VALUES (7, 'Skipton Wharf', 'Leeds and Liverpool Canal', 'Skipton', '2008-03-22', 22, 1, 0, '01756 795500');
INSERT INTO bases (base_id, name, canal, town, opened_date, moorings, is_fuel_available, is_drop_off_only, phone) VALUES (8, 'Gargrave Lock Yard', 'Leeds and Liverpool Canal', 'Gargrave', '2019-05-11', 6, 0, 1, NULL);
INSERT INTO bases (base_id, name, canal, town, opened_date, moorings, is_fuel_available, is_drop_off_only, phone) VALUES (9, 'Hebden Bridge Moorings', 'Rochdale Canal', 'Hebden Bridge', '2016-03-19', 12, 1, 0, '01422 845210');
INSERT INTO bases (base_id, name, canal, town, opened_date, moorings, is_fuel_available, is_drop_off_only, phone) VALUES (10, 'Devizes Wharf', 'Kennet and Avon Canal', 'Devizes', '2007-04-14', 20, 1, 0, '01380 721144');
INSERT INTO bases (base_id, name, canal, town, opened_date, moorings, is_fuel_available, is_drop_off_only, phone) VALUES (11, 'Bradford on Avon Wharf', 'Kennet and Avon Canal', 'Bradford on Avon', '2013-03-30', 15, 1, 0, '01225 868683');
INSERT INTO bases (base_id, name, canal, town, opened_date, moorings, is_fuel_available, is_drop_off_only, phone) VALUES (12, 'Hungerford Wharf', 'Kennet and Avon Canal', 'Hungerford', '2020-04-04', 7, 0, 1, NULL);
INSERT INTO bases (base_id, name, canal, town, opened_date, moorings, is_fuel_available, is_drop_off_only, phone) VALUES (13, 'Gailey Wharf', 'Staffordshire and Worcestershire Canal', 'Gailey', '2014-03-15', 11, 1, 0, '01902 790612');
INSERT INTO bases (base_id, name, canal, town, opened_date, moorings, is_fuel_available, is_drop_off_only, phone) VALUES (14, 'Stourport Basin', 'Staffordshire and Worcestershire Canal', 'Stourport-on-Severn', '2017-04-08', 13, 1, 0, '01299 877222');
INSERT INTO bases (base_id, name, canal, town, opened_date, moorings, is_fuel_available, is_drop_off_only, phone) VALUES (15, 'Brecon Basin', 'Monmouthshire and Brecon Canal', 'Brecon', '2012-03-24', 12, 1, 0, '01874 623004');
INSERT INTO bases (base_id, name, canal, town, opened_date, moorings, is_fuel_available, is_drop_off_only, phone) VALUES (16, 'Goytre Wharf', 'Monmouthshire and Brecon Canal', 'Goytre', '2021-05-01', 9, 0, 1, NULL);
INSERT INTO staff (staff_id, first_name, last_name, role, base_id, start_date, leave_date, hourly_rate) VALUES (1, 'Gareth', 'Hughes', 'engineer', 5, '2014-02-10', NULL, 19.5);
INSERT INTO staff (staff_id, first_name, last_name, role, base_id, start_date, leave_date, hourly_rate) VALUES (2, 'Priya', 'Nair', 'handover instructor', 1, '2017-03-01', NULL, 14.25);
INSERT INTO staff (staff_id, first_name, last_name, role, base_id, start_date, leave_date, hourly_rate) VALUES (3, 'Tom', 'Ashworth', 'engineer', 7, '2011-01-17', NULL, 20.0);
INSERT INTO staff (staff_id, first_name, last_name, role, base_id, start_date, leave_date, hourly_rate) VALUES (4, 'Sian', 'Pritchard', 'handover instructor', 15, '2019-03-11', NULL, 13.75);
INSERT INTO staff (staff_id, first_name, last_name, role, base_id, start_date, leave_date, hourly_rate) VALUES (5, 'Dave', 'Kettle', 'engineer', 10, '2008-06-02', NULL, 21.0);
INSERT INTO staff (staff_id, first_name, last_name, role, base_id, start_date, leave_date, hourly_rate) VALUES (6, 'Helen', 'Marsh', 'office', 1, '2013-09-09', NULL, 16.5);
INSERT INTO staff (staff_id, first_name, last_name, role, base_id, start_date, leave_date, hourly_rate) VALUES (7, 'Kieran', 'Doyle', 'handover instructor', 10, '2020-03-16', '2023-10-31', 13.5);
INSERT INTO staff (staff_id, first_name, last_name, role, base_id, start_date, leave_date, hourly_rate) VALUES (8, 'Megan', 'Lloyd', 'handover instructor', 5, '2018-03-05', NULL, 14.0);
INSERT INTO staff (staff_id, first_name, last_name, role, base_id, start_date, leave_date, hourly_rate) VALUES (9, 'Tom', 'Bristow', 'handover instructor', 4, '2021-03-22', NULL, 13.5);
INSERT INTO staff (staff_id, first_name, last_name, role, base_id, start_date, leave_date, hourly_rate) VALUES (10, 'Ruth', 'Ogden', 'engineer', 9, '2016-02-29', NULL, 19.0);
INSERT INTO staff (staff_id, first_name, last_name, role, base_id, start_date, leave_date, hourly_rate) VALUES (11, 'Ade', 'Olawale', 'handover instructor', 7, '2022-03-14', NULL, 13.25);
INSERT INTO staff (staff_id, first_name, last_name, role, base_id, start_date, leave_date, hourly_rate) VALUES (12, 'Jo', 'Fenwick', 'cleaner', 11, '2019-04-01', NULL, 11.75);
INSERT INTO staff (staff_id, first_name, last_name, role, base_id, start_date, leave_date, hourly_rate) VALUES (13, 'Mark', 'Pearce', 'engineer', 14, '2015-01-12', '2024-03-29', 19.75);
INSERT INTO staff (staff_id, first_name, last_name, role, base_id, start_date, leave_date, hourly_rate) VALUES (14, 'Lowri', 'Evans', 'handover instructor', 15, '2023-03-20', NULL, 13.25);
INSERT INTO staff (staff_id, first_name, last_name, role, base_id, start_date, leave_date, hourly_rate) VALUES (15, 'Sam', 'Whitaker', 'cleaner', 4, '2020-05-05', NULL, 11.5);
INSERT INTO staff (staff_id, first_name, last_name, role, base_id, start_date, leave_date, hourly_rate) VALUES (16, 'Nadia', 'Karim', 'office', 10, '2022-01-04', NULL, 16.0);
INSERT INTO staff (staff_id, first_name, last_name, role, base_id, start_date, leave_date, hourly_rate) VALUES (17, 'Colin', 'Yates', 'engineer', 2, '2010-04-19', NULL, 20.5);
INSERT INTO customers (customer_id, first_name, last_name, home_town, email, joined_date, is_newsletter) VALUES (1, 'Gareth', 'Powell', 'Cardiff', 'gareth.powell@example.co.uk', '2020-03-16', 1);
INSERT INTO customers (customer_id, first_name, last_name, home_town, email, joined_date, is_newsletter) VALUES (2, 'Priya', 'Shah', 'Leicester', 'priya.shah@example.co.uk', '2022-01-03', 0);
INSERT INTO customers (customer_id, first_name, last_name, home_town, email, joined_date, is_newsletter) VALUES (3, 'Tom', 'Jennings', 'Skipton', 'tom.jennings@example.co.uk', '2022-06-13', 1);
INSERT INTO customers (customer_id, first_name, last_name, home_town, email, joined_date, is_newsletter) VALUES (4, 'Alison', 'Crane', 'Bath', NULL, '2020-11-25', 0);
INSERT INTO customers (customer_id, first_name, last_name, home_town, email, joined_date, is_newsletter) VALUES (5, 'Bernard', 'Oyelaran', 'Birmingham', 'bernard.oyelaran@example.co.uk', '2023-05-23', 1);
INSERT INTO customers (customer_id, first_name, last_name, home_town, email, joined_date, is_newsletter) VALUES (6, 'Chloe', 'Fairbairn', 'Harrogate', 'chloe.fairbairn@example.co.uk', '2020-04-11', 0);
INSERT INTO customers (customer_id, first_name, last_name, home_town, email, joined_date, is_newsletter) VALUES (7, 'Derek', 'Mills', 'Devizes', 'derek.mills@example.co.uk', '2019-08-24', 1);
INSERT INTO customers (customer_id, first_name, last_name, home_town, email, joined_date, is_newsletter) VALUES (8, 'Eleanor', 'Voss', 'Oxford', 'eleanor.voss@example.co.uk', '2020-11-28', 1);
INSERT INTO customers (customer_id, first_name, last_name, home_town, email, joined_date, is_newsletter) VALUES (9, 'Fiona', 'McBride', 'Chester', 'fiona.mcbride@example.co.uk', '2021-06-23', 1);
INSERT INTO customers (customer_id, first_name, last_name, home_town, email, joined_date, is_newsletter) VALUES (10, 'Graham', 'Tull', 'Northampton', 'graham.tull@example.co.uk', '2018-12-23', 1);
INSERT INTO customers (customer_id, first_name, last_name, home_town, email, joined_date, is_newsletter) VALUES (11, 'Hannah', 'Kowalski', 'Manchester', NULL, '2019-08-30', 0);
INSERT INTO customers (customer_id, first_name, last_name, home_town, email, joined_date, is_newsletter) VALUES (12, 'Ian', 'Rees', 'Brecon', 'ian.rees@example.co.uk', '2020-10-11', 0);
INSERT INTO customers (customer_id, first_name, last_name, home_town, email, joined_date, is_newsletter) VALUES (13, 'Janet', 'Albright', 'Market Harborough', 'janet.albright@example.co.uk', '2019-12-14', 1);
INSERT INTO customers (customer_id, first_name, last_name, home_town, email, joined_date, is_newsletter) VALUES (14, 'Kwame', 'Mensah', 'London', 'kwame.mensah@example.co.uk', '2021-02-15', 1);
INSERT INTO customers (customer_id, first_name, last_name, home_town, email, joined_date, is_newsletter) VALUES (15, 'Linda', 'Hargreaves', 'Leeds', 'linda.hargreaves@example.co.uk', '2022-09-25', 0);
INSERT INTO customers (customer_id, first_name, last_name, home_town, email, joined_date, is_newsletter) VALUES (16, 'Martin', 'Quayle', 'Wolverhampton', 'martin.quayle@example.co.uk', '2019-09-21', 1);
INSERT INTO customers (customer_id, first_name, last_name, home_town, email, joined_date, is_newsletter) VALUES (17, 'Nia', 'Griffiths', 'Swansea', 'nia.griffiths@example.co.uk', '2019-08-01', 1);
INSERT INTO customers (customer_id, first_name, last_name, home_town, email, joined_date, is_newsletter) VALUES (18, 'Oliver', 'Stanton', 'Reading', 'oliver.stanton@example.co.uk', '2023-03-26', 1);
INSERT INTO customers (customer_id, first_name, last_name, home_town, email, joined_date, is_newsletter) VALUES (19, 'Pauline', 'Dunmore', 'Stourport-on-Severn', NULL, '2020-04-08', 0);
INSERT INTO customers (customer_id, first_name, last_name, home_town, email, joined_date, is_newsletter) VALUES (20, 'Rashid', 'Begum', 'Bradford', 'rashid.begum@example.co.uk', '2022-03-02', 1);
INSERT INTO customers (customer_id, first_name, last_name, home_town, email, joined_date, is_newsletter) VALUES (21, 'Sally', 'Ng', 'Cambridge', 'sally.ng@example.co.uk', '2020-03-17', 1);
INSERT INTO customers (customer_id, first_name, last_name, home_town, email, joined_date, is_newsletter) VALUES (22, 'Trevor', 'Bale', 'Llangollen', 'trevor.bale@example.co.uk', '2020-07-16', 0);
INSERT INTO customers (customer_id, first_name, last_name, home_town, email, joined_date, is_newsletter) VALUES (23, 'Ursula', 'Finch', 'Salisbury', 'ursula.finch@example.co.uk', '2020-06-11', 0);
INSERT INTO customers (customer_id, first_name, last_name, home_town, email, joined_date, is_newsletter) VALUES (24, 'Vikram', 'Patel', 'Coventry', 'vikram.patel@example.co.uk', '2020-06-16', 0);
INSERT INTO customers (customer_id, first_name, last_name, home_town, email, joined_date, is_newsletter) VALUES (25, 'Wendy', 'Holt', 'Hebden Bridge', 'wendy.holt@example.co.uk', '2018-11-14', 0);
INSERT INTO customers (customer_id, first_name, last_name, home_town, email, joined_date, is_newsletter) VALUES (26, 'Megan', 'Ashby', 'Shrewsbury', 'megan.ashby@example.co.uk', '2020-06-10', 0);
INSERT INTO customers (customer_id, first_name, last_name, home_town, email, joined_date, is_newsletter) VALUES (27, 'Colin', 'Dray', 'Nottingham', NULL, '2022-11-07', 0);
INSERT INTO customers (customer_id, first_name, last_name, home_town, email, joined_date, is_newsletter) VALUES (28, 'Yasmin', 'Farouk', 'Bristol', 'yasmin.farouk@example.co.uk', '2023-05-17', 1);
INSERT INTO customers (customer_id, first_name, last_name, home_town, email, joined_date, is_newsletter) VALUES (29, 'Zoe', 'Lambert', 'York', 'zoe.lambert@example.co.uk', '2021-08-11', 0);
INSERT INTO customers (customer_id, first_name, last_name, home_town, email, joined_date, is_newsletter) VALUES (30, 'Dave', 'Rudd', 'Sheffield', 'dave.rudd@example.co.uk', '2018-11-02', 1);
INSERT INTO customers (customer_id, first_name, last_name, home_town, email, joined_date, is_newsletter) VALUES (31, 'Helen', 'Cartwright', 'Worcester', 'helen.cartwright@example.co.uk', '2023-03-07', 1);
INSERT INTO customers (customer_id, first_name, last_name, home_town, email, joined_date, is_newsletter) VALUES (32, 'Neil', 'Barker', 'Derby', 'neil.barker@example.co.uk', '2020-11-26', 0);
INSERT INTO boats (boat_id, name, model, berths, length_ft, home_base_id, built_year, weekly_rate, short_break_rate, security_deposit, is_dog_friendly, last_blacked_date) VALUES (1, 'Lazy Daisy', 'Heron', 4, 57, 1, 2016, 1460.0, 880.0, 300.0, 1, '2023-06-02');
INSERT INTO boats (boat_id, name, model, berths, length_ft, home_base_id, built_year, weekly_rate, short_break_rate, security_deposit, is_dog_friendly, last_blacked_date) VALUES (2, 'Mistle Thrush', 'Wren', 2, 45, 1, 2019, 1120.0, 670.0, 250.0, 1, '2021-11-18');
INSERT INTO boats (boat_id, name, model, berths, length_ft, home_base_id, built_year, weekly_rate, short_break_rate, security_deposit, is_dog_friendly, last_blacked_date) VALUES (3, 'Water Vole', 'Otter', 6, 66, 1, 2014, 1910.0, NULL, 400.0, 1, '2022-03-05');
INSERT INTO boats (boat_id, name, model, berths, length_ft, home_base_id, built_year, weekly_rate, short_break_rate, security_deposit, is_dog_friendly, last_blacked_date) VALUES (4, 'Ellesmere Belle', 'Heron Plus', 6, 62, 5, 2018, 1780.0, 1070.0, 350.0, 0, '2023-06-07');
INSERT INTO boats (boat_id, name, model, berths, length_ft, home_base_id, built_year, weekly_rate, short_break_rate, security_deposit, is_dog_friendly, last_blacked_date) VALUES (5, 'Dinas Bran', 'Heron', 4, 57, 5, 2015, 1490.0, 890.0, 300.0, 1, '2021-10-20');
INSERT INTO boats (boat_id, name, model, berths, length_ft, home_base_id, built_year, weekly_rate, short_break_rate, security_deposit, is_dog_friendly, last_blacked_date) VALUES (6, 'Pontcysyllte', 'Otter Plus', 8, 70, 5, 2021, 2240.0, NULL, 450.0, 0, '2024-01-24');
INSERT INTO boats (boat_id, name, model, berths, length_ft, home_base_id, built_year, weekly_rate, short_break_rate, security_deposit, is_dog_friendly, last_blacked_date) VALUES (7, 'Pennine Rose', 'Heron Plus', 6, 62, 7, 2017, 1840.0, 1100.0, 350.0, 0, '2023-04-04');
INSERT INTO boats (boat_id, name, model, berths, length_ft, home_base_id, built_year, weekly_rate, short_break_rate, security_deposit, is_dog_friendly, last_blacked_date) VALUES (8, 'Aire Lass', 'Wren', 2, 45, 7, 2020, 1210.0, 730.0, 250.0, 0, '2023-02-11');
INSERT INTO boats (boat_id, name, model, berths, length_ft, home_base_id, built_year, weekly_rate, short_break_rate, security_deposit, is_dog_friendly, last_blacked_date) VALUES (9, 'Dales Rambler', 'Otter', 6, 66, 7, 2013, 1850.0, NULL, 400.0, 1, '2024-02-05');
INSERT INTO boats (boat_id, name, model, berths, length_ft, home_base_id, built_year, weekly_rate, short_break_rate, security_deposit, is_dog_friendly, last_blacked_date) VALUES (10, 'Kennet Star', 'Heron', 4, 57, 10, 2016, 1490.0, 890.0, 300.0, 1, '2023-01-01');
INSERT INTO boats (boat_id, name, model, berths, length_ft, home_base_id, built_year, weekly_rate, short_break_rate, security_deposit, is_dog_friendly, last_blacked_date) VALUES (11, 'Caen Hill', 'Otter Plus', 8, 70, 10, 2022, 2300.0, NULL, 450.0, 0, '2023-02-24');
INSERT INTO boats (boat_id, name, model, berths, length_ft, home_base_id, built_year, weekly_rate, short_break_rate, security_deposit, is_dog_friendly, last_blacked_date) VALUES (12, 'Silver Swan', 'Heron Plus', 6, 62, 10, 2019, 1780.0, 1070.0, 350.0, 1, '2022-01-15');
INSERT INTO boats (boat_id, name, model, berths, length_ft, home_base_id, built_year, weekly_rate, short_break_rate, security_deposit, is_dog_friendly, last_blacked_date) VALUES (13, 'Avon Dawn', 'Wren', 2, 45, 11, 2018, 1150.0, 690.0, 250.0, 1, '2023-03-21');
INSERT INTO boats (boat_id, name, model, berths, length_ft, home_base_id, built_year, weekly_rate, short_break_rate, security_deposit, is_dog_friendly, last_blacked_date) VALUES (14, 'Tithe Barn', 'Heron', 4, 57, 11, 2012, 1490.0, NULL, 300.0, 0, '2023-08-02');
INSERT INTO boats (boat_id, name, model, berths, length_ft, home_base_id, built_year, weekly_rate, short_break_rate, security_deposit, is_dog_friendly, last_blacked_date) VALUES (15, 'Harborough Lady', 'Heron Plus', 6, 62, 4, 2020, 1780.0, 1070.0, 350.0, 1, '2022-12-07');
INSERT INTO boats (boat_id, name, model, berths, length_ft, home_base_id, built_year, weekly_rate, short_break_rate, security_deposit, is_dog_friendly, last_blacked_date) VALUES (16, 'Foxglove', 'Wren', 2, 45, 3, 2021, 1210.0, 730.0, 250.0, 1, '2022-10-01');
INSERT INTO boats (boat_id, name, model, berths, length_ft, home_base_id, built_year, weekly_rate, short_break_rate, security_deposit, is_dog_friendly, last_blacked_date) VALUES (17, 'Tow Path Tess', 'Heron', 4, 57, 2, 2011, 1530.0, 920.0, 300.0, 1, '2022-10-25');
INSERT INTO boats (boat_id, name, model, berths, length_ft, home_base_id, built_year, weekly_rate, short_break_rate, security_deposit, is_dog_friendly, last_blacked_date) VALUES (18, 'Blisworth Tunnel', 'Otter', 6, 66, 2, 2016, 1890.0, NULL, 400.0, 1, '2022-09-28');
INSERT INTO boats (boat_id, name, model, berths, length_ft, home_base_id, built_year, weekly_rate, short_break_rate, security_deposit, is_dog_friendly, last_blacked_date) VALUES (19, 'Calder Kestrel', 'Heron', 4, 57, 9, 2017, 1530.0, 920.0, 300.0, 1, '2023-08-27');
INSERT INTO boats (boat_id, name, model, berths, length_ft, home_base_id, built_year, weekly_rate, short_break_rate, security_deposit, is_dog_friendly, last_blacked_date) VALUES (20, 'Severn Mist', 'Heron Plus', 6, 62, 14, 2019, 1780.0, 1070.0, 350.0, 0, '2023-10-13');
INSERT INTO boats (boat_id, name, model, berths, length_ft, home_base_id, built_year, weekly_rate, short_break_rate, security_deposit, is_dog_friendly, last_blacked_date) VALUES (21, 'Penk Valley', 'Wren', 2, 45, 13, 2015, 1150.0, 690.0, 250.0, 1, '2022-10-29');
INSERT INTO boats (boat_id, name, model, berths, length_ft, home_base_id, built_year, weekly_rate, short_break_rate, security_deposit, is_dog_friendly, last_blacked_date) VALUES (22, 'Usk Otter', 'Otter', 6, 66, 15, 2018, 1850.0, NULL, 400.0, 1, '2023-11-20');
INSERT INTO boats (boat_id, name, model, berths, length_ft, home_base_id, built_year, weekly_rate, short_break_rate, security_deposit, is_dog_friendly, last_blacked_date) VALUES (23, 'Brecon Beacon', 'Heron', 4, 57, 15, 2023, 1460.0, 880.0, 300.0, 1, NULL);
INSERT INTO boats (boat_id, name, model, berths, length_ft, home_base_id, built_year, weekly_rate, short_break_rate, security_deposit, is_dog_friendly, last_blacked_date) VALUES (24, 'Sugarloaf', 'Heron Plus', 6, 62, 15, 2020, 1780.0, 1070.0, 350.0, 0, '2022-08-29');
INSERT INTO boats (boat_id, name, model, berths, length_ft, home_base_id, built_year, weekly_rate, short_break_rate, security_deposit, is_dog_friendly, last_blacked_date) VALUES (25, 'Wharfedale', 'Otter Plus', 8, 70, 7, 2023, 2280.0, NULL, 450.0, 1, NULL);
INSERT INTO bookings (booking_id, boat_id, customer_id, handover_staff_id, start_base_id, end_base_id, booked_date, start_date, end_date, party_size, hire_price, deposit_paid, damage_charge, is_pets_aboard, cancelled_date) VALUES (1, 8, 21, 11, 7, 8, '2023-01-18', '2023-06-01', '2023-06-05', 1, 825.0, 250.0, 0.0, 0, NULL);
INSERT INTO bookings (booking_id, boat_id, customer_id, handover_staff_id, start_base_id, end_base_id, booked_date, start_date, end_date, party_size, hire_price, deposit_paid, damage_charge, is_pets_aboard, cancelled_date) VALUES (2, 13, 21, NULL, 11, 11, '2023-03-16', '2023-06-11', '2023-06-18', 2, 1150.0, 250.0, NULL, 1, NULL);
INSERT INTO bookings (booking_id, boat_id, customer_id, handover_staff_id, start_base_id, end_base_id, booked_date, start_date, end_date, party_size, hire_price, deposit_paid, damage_charge, is_pets_aboard, cancelled_date) VALUES (3, 20, 17, 2, 14, 14, '2022-11-21', '2023-03-28', '2023-03-31', 6, 1070.0, 350.0, 0.0, 0, NULL);
INSERT INTO bookings (booking_id, boat_id, customer_id, handover_staff_id, start_base_id, end_base_id, booked_date, start_date, end_date, party_size, hire_price, deposit_paid, damage_charge, is_pets_aboard, cancelled_date) VALUES (4, 12, 4, 7, 10, 10, '2022-11-25', '2023-06-17', '2023-06-24', 5, 1780.0, 350.0, 45.0, 1, NULL);
INSERT INTO bookings (booking_id, boat_id, customer_id, handover_staff_id, start_base_id, end_base_id, booked_date, start_date, end_date, party_size, hire_price, deposit_paid, damage_charge, is_pets_aboard, cancelled_date) VALUES (5, 4, 20, NULL, 5, 5, '2022-11-12', '2023-04-10', '2023-04-13', 6, 1070.0, 350.0, 0.0, 0, NULL);
INSERT INTO bookings (booking_id, boat_id, customer_id, handover_staff_id, start_base_id, end_base_id, booked_date, start_date, end_date, party_size, hire_price, deposit_paid, damage_charge, is_pets_aboard, cancelled_date) VALUES (6, 16, 17, NULL, 3, 3, '2023-02-27', '2023-06-25', '2023-07-02', 2, 1210.0, 250.0, 0.0, 1, NULL);
INSERT INTO bookings (booking_id, boat_id, customer_id, handover_staff_id, start_base_id, end_base_id, booked_date, start_date, end_date, party_size, hire_price, deposit_paid, damage_charge, is_pets_aboard, cancelled_date) VALUES (7, 14, 27, NULL, 11, 11, '2022-11-01', '2023-06-29', '2023-07-02', 4, 1043.0, 300.0, 0.0, 0, NULL);
INSERT INTO bookings (booking_id, boat_id, customer_id, handover_staff_id, start_base_id, end_base_id, booked_date, start_date, end_date, party_size, hire_price, deposit_paid, damage_charge, is_pets_aboard, cancelled_date) VALUES (8, 17, 10, 2, 2, 2, '2022-09-02', '2023-04-08', '2023-04-15', 2, 1530.0, 300.0, 45.0, 0, NULL);
INSERT INTO bookings (booking_id, boat_id, customer_id, handover_staff_id, start_base_id, end_base_id, booked_date, start_date, end_date, party_size, hire_price, deposit_paid, damage_charge, is_pets_aboard, cancelled_date) VALUES (9, 14, 14, NULL, 11, 11, '2023-03-10', '2023-05-01', '2023-05-04', 3, 1043.0, 300.0, 0.0, 0, NULL);
INSERT INTO bookings (booking_id, boat_id, customer_id, handover_staff_id, start_base_id, end_base_id, booked_date, start_date, end_date, party_size, hire_price, deposit_paid, damage_charge, is_pets_aboard, cancelled_date) VALUES (10, 5, 22, 8, 5, 6, '2023-02-15', '2023-07-11', '2023-07-25', 1, 3075.0, 300.0, 0.0, 0, NULL);
INSERT INTO bookings (booking_id, boat_id, customer_id, handover_staff_id, start_base_id, end_base_id, booked_date, start_date, end_date, party_size, hire_price, deposit_paid, damage_charge, is_pets_aboard, cancelled_date) VALUES (11, 8, 30, 11, 7, 8, '2022-11-12', '2023-04-28', '2023-05-02', 1, 825.0, 250.0, 60.0, 0, NULL);
INSERT INTO bookings (booking_id, boat_id, customer_id, handover_staff_id, start_base_id, end_base_id, booked_date, start_date, end_date, party_size, hire_price, deposit_paid, damage_charge, is_pets_aboard, cancelled_date) VALUES (12, 6, 31, 8, 5, 5, '2023-03-27', '2023-08-24', '2023-08-31', 5, 2240.0, 450.0, 0.0, 0, NULL);
INSERT INTO bookings (booking_id, boat_id, customer_id, handover_staff_id, start_base_id, end_base_id, booked_date, start_date, end_date, party_size, hire_price, deposit_paid, damage_charge, is_pets_aboard, cancelled_date) VALUES (13, 1, 4, NULL, 1, 1, '2023-02-20', '2023-04-11', '2023-04-25', 1, 2920.0, 300.0, NULL, 1, '2023-03-06');
INSERT INTO bookings (booking_id, boat_id, customer_id, handover_staff_id, start_base_id, end_base_id, booked_date, start_date, end_date, party_size, hire_price, deposit_paid, damage_charge, is_pets_aboard, cancelled_date) VALUES (14, 6, 16, 8, 5, 5, '2023-02-24', '2023-06-18', '2023-06-22', 8, 1568.0, 450.0, 0.0, 0, NULL);
INSERT INTO bookings (booking_id, boat_id, customer_id, handover_staff_id, start_base_id, end_base_id, booked_date, start_date, end_date, party_size, hire_price, deposit_paid, damage_charge, is_pets_aboard, cancelled_date) VALUES (15, 4, 31, 8, 5, 5, '2023-01-12', '2023-09-02', '2023-09-09', 6, 1780.0, 350.0, 85.0, 0, NULL);
INSERT INTO bookings (booking_id, boat_id, customer_id, handover_staff_id, start_base_id, end_base_id, booked_date, start_date, end_date, party_size, hire_price, deposit_paid, damage_charge, is_pets_aboard, cancelled_date) VALUES (16, 21, 16, NULL, 13, 13, '2022-08-12', '2023-03-31', '2023-04-14', 1, 2300.0, 250.0, 0.0, 1, NULL);
INSERT INTO bookings (booking_id, boat_id, customer_id, handover_staff_id, start_base_id, end_base_id, booked_date, start_date, end_date, party_size, hire_price, deposit_paid, damage_charge, is_pets_aboard, cancelled_date) VALUES (17, 2, 7, 2, 1, 1, '2023-02-14', '2023-08-15', '2023-08-18', 2, 670.0, 250.0, 0.0, 0, NULL);
INSERT INTO bookings (booking_id, boat_id, customer_id, handover_staff_id, start_base_id, end_base_id, booked_date, start_date, end_date, party_size, hire_price, deposit_paid, damage_charge, is_pets_aboard, cancelled_date) VALUES (18, 10, 6, NULL, 10, 12, '2022-12-12', '2023-08-08', '2023-08-11', 3, 985.0, 300.0, NULL, 0, '2022-12-15');
INSERT INTO bookings (booking_id, boat_id, customer_id, handover_staff_id, start_base_id, end_base_id, booked_date, start_date, end_date, party_size, hire_price, deposit_paid, damage_charge, is_pets_aboard, cancelled_date) VALUES (19, 17, 23, 2, 2, 2, '2023-06-14', '2023-08-31', '2023-09-14', 2, 3060.0, 300.0, 0.0, 0, NULL);
INSERT INTO bookings (booking_id, boat_id, customer_id, handover_staff_id, start_base_id, end_base_id, booked_date, start_date, end_date, party_size, hire_price, deposit_paid, damage_charge, is_pets_aboard, cancelled_date) VALUES (20, 25, 25, 11, 7, 7, '2023-01-22', '2023-07-09', '2023-07-16', 5, 2280.0, 450.0, 0.0, 0, NULL);
INSERT INTO bookings (booking_id, boat_id, customer_id, handover_staff_id, start_base_id, end_base_id, booked_date, start_date, end_date, party_size, hire_price, deposit_paid, damage_charge, is_pets_aboard, cancelled_date) VALUES (21, 2, 22, 2, 1, 1, '2023-02-02', '2023-07-23', '2023-07-30', 2, 1120.0, 250.0, 0.0, 0, NULL);
INSERT INTO bookings (booking_id, boat_id, customer_id, handover_staff_id, start_base_id, end_base_id, booked_date, start_date, end_date, party_size, hire_price, deposit_paid, damage_charge, is_pets_aboard, cancelled_date) VALUES (22, 22, 11, 14, 15, 15, '2023-01-20', '2023-06-04', '2023-06-08', 4, 1295.0, 400.0, NULL, 1, NULL);
INSERT INTO bookings (booking_id, boat_id, customer_id, handover_staff_id, start_base_id, end_base_id, booked_date, start_date, end_date, party_size, hire_price, deposit_paid, damage_charge, is_pets_aboard, cancelled_date) VALUES (23, 2, 2, NULL, 1, 1, '2023-04-17', '2023-08-22', '2023-08-29', 2, 1120.0, 250.0, NULL, 0, '2023-04-29');
INSERT INTO bookings (booking_id, boat_id, customer_id, handover_staff_id, start_base_id, end_base_id, booked_date, start_date, end_date, party_size, hire_price, deposit_paid, damage_charge, is_pets_aboard, cancelled_date) VALUES (24, 13, 22, NULL, 11, 11, '2023-02-22', '2023-07-01', '2023-07-05', 1, 690.0, 250.0, 0.0, 0, NULL);
INSERT INTO bookings (booking_id, boat_id, customer_id, handover_staff_id, start_base_id, end_base_id, booked_date, start_date, end_date, party_size, hire_price, deposit_paid, damage_charge, is_pets_aboard, cancelled_date) VALUES (25, 18, 24, 2, 2, 2, '2023-08-14', '2023-10-03', '2023-10-10', 4, 1890.0, 400.0, NULL, 1, NULL);
INSERT INTO bookings (booking_id, boat_id, customer_id, handover_staff_id, start_base_id, end_base_id, booked_date, start_date, end_date, party_size, hire_price, deposit_paid, damage_charge, is_pets_aboard, cancelled_date) VALUES (26, 22, 20, NULL, 15, 15, '2022-09-09', '2023-03-25', '2023-04-01', 4, 1850.0, 400.0, NULL, 1, '2022-09-17');
INSERT INTO bookings (booking_id, boat_id, customer_id, handover_staff_id, start_base_id, end_base_id, booked_date, start_date, end_date, party_size, hire_price, deposit_paid, damage_charge, is_pets_aboard, cancelled_date) VALUES (27, 12, 29, 7, 10, 12, '2022-11-22', '2023-07-14', '2023-07-21', 4, 1875.0, 350.0, 0.0, 0, NULL);
INSERT INTO bookings (booking_id, boat_id, customer_id, handover_staff_id, start_base_id, end_base_id, booked_date, start_date, end_date, party_size, hire_price, deposit_paid, damage_charge, is_pets_aboard, cancelled_date) VALUES (28, 2, 12, 2, 1, 1, '2022-09-16', '2023-05-11', '2023-05-15', 1, 670.0, 250.0, 0.0, 1, NULL);
INSERT INTO bookings (booking_id, boat_id, customer_id, handover_staff_id, start_base_id, end_base_id, booked_date, start_date, end_date, party_size, hire_price, deposit_paid, damage_charge, is_pets_aboard, cancelled_date) VALUES (29, 21, 27, 2, 13, 13, '2024-07-12', '2024-09-02', '2024-09-09', 1, 1150.0, 250.0, 60.0, 0, NULL);
INSERT INTO bookings (booking_id, boat_id, customer_id, handover_staff_id, start_base_id, end_base_id, booked_date, start_date, end_date, party_size, hire_price, deposit_paid, damage_charge, is_pets_aboard, cancelled_date) VALUES (30, 1, 10, 2, 1, 1, '2023-11-10', '2024-06-06', '2024-06-20', 3, 2920.0, 300.0, 0.0, 0, NULL);
INSERT INTO bookings (booking_id, boat_id, customer_id, handover_staff_id, start_base_id, end_base_id, booked_date, start_date, end_date, party_size, hire_price, deposit_paid, damage_charge, is_pets_aboard, cancelled_date) VALUES (31, 18, 32, 2, 2, 2, '2024-03-26', '2024-06-20', '2024-06-24', 5, 1323.0, 400.0, 60.0, 1, NULL);
INSERT INTO bookings (booking_id, boat_id, customer_id, handover_staff_id, start_base_id, end_base_id, booked_date, start_date, end_date, party_size, hire_price, deposit_paid, damage_charge, is_pets_aboard, cancelled_date) VALUES (32, 13, 8, 2, 11, 11, '2024-06-04', '2024-09-02', '2024-09-09', 2, 1150.0, 250.0, 0.0, 0, NULL);
INSERT INTO bookings (booking_id, boat_id, customer_id, handover_staff_id, start_base_id, end_base_id, booked_date, start_date, end_date, party_size, hire_price, deposit_paid, damage_charge, is_pets_aboard, cancelled_date) VALUES (33, 14, 6, NULL, 11, 11, '2023-09-08', '2024-04-01', '2024-04-08', 2, 1490.0, 300.0, NULL, 0, '2023-09-16');
INSERT INTO bookings (booking_id, boat_id, customer_id, handover_staff_id, start_base_id, end_base_id, booked_date, start_date, end_date, party_size, hire_price, deposit_paid, damage_charge, is_pets_aboard, cancelled_date) VALUES (34, 2, 24, NULL, 1, 1, '2024-05-13', '2024-08-08', '2024-08-15', 2, 1120.0, 250.0, NULL, 0, '2024-05-23');
INSERT INTO bookings (booking_id, boat_id, customer_id, handover_staff_id, start_base_id, end_base_id, booked_date, start_date, end_date, party_size, hire_price, deposit_paid, damage_charge, is_pets_aboard, cancelled_date) VALUES (35, 25, 3, 11, 7, 7, '2024-09-01', '2024-09-27', '2024-10-01', 7, 1596.0, 450.0, 0.0, 1, NULL);
INSERT INTO bookings (booking_id, boat_id, customer_id, handover_staff_id, start_base_id, end_base_id, booked_date, start_date, end_date, party_size, hire_price, deposit_paid, damage_charge, is_pets_aboard, cancelled_date) VALUES (36, 12, 22, 2, 10, 10, '2023-11-11', '2024-06-11', '2024-06-15', 3, 1070.0, 350.0, 0.0, 1, NULL);
INSERT INTO bookings (booking_id, boat_id, customer_id, handover_staff_id, start_base_id, end_base_id, booked_date, start_date, end_date, party_size, hire_price, deposit_paid, damage_charge, is_pets_aboard, cancelled_date) VALUES (37, 22, 14, 14, 15, 15, '2023-11-16', '2024-06-15', '2024-06-22', 4, 1850.0, 400.0, 0.0, 1, NULL);
INSERT INTO bookings (booking_id, boat_id, customer_id, handover_staff_id, start_base_id, end_base_id, booked_date, start_date, end_date, party_size, hire_price, deposit_paid, damage_charge, is_pets_aboard, cancelled_date) VALUES (38, 2, 11, 2, 1, 1, '2024-01-30', '2024-05-25', '2024-06-01', 2, 1120.0, 250.0, 0.0, 1, NULL);
INSERT INTO bookings (booking_id, boat_id, customer_id, handover_staff_id, start_base_id, end_base_id, booked_date, start_date, end_date, party_size, hire_price, deposit_paid, damage_charge, is_pets_aboard, cancelled_date) VALUES (39, 15, 18, 9, 4, 4, '2024-01-20', '2024-06-27', '2024-07-01', 4, 1070.0, 350.0, 0.0, 0, NULL);
INSERT INTO bookings (booking_id, boat_id, customer_id, handover_staff_id, start_base_id, end_base_id, booked_date, start_date, end_date, party_size, hire_price, deposit_paid, damage_charge, is_pets_aboard, cancelled_date) VALUES (40, 18, 28, NULL, 2, 2, '2023-09-10', '2024-05-01', '2024-05-04', 5, 1323.0, 400.0, 0.0, 0, NULL);
INSERT INTO bookings (booking_id, boat_id, customer_id, handover_staff_id, start_base_id, end_base_id, booked_date, start_date, end_date, party_size, hire_price, deposit_paid, damage_charge, is_pets_aboard, cancelled_date) VALUES (41, 9, 6, 11, 7, 7, '2024-08-01', '2024-10-11', '2024-10-18', 4, 1850.0, 400.0, 210.0, 0, NULL);
INSERT INTO bookings (booking_id, boat_id, customer_id, handover_staff_id, start_base_id, end_base_id, booked_date, start_date, end_date, party_size, hire_price, deposit_paid, damage_charge, is_pets_aboard, cancelled_date) VALUES (42, 8, 5, 11, 7, 8, '2023-10-30', '2024-05-13', '2024-05-27', 1, 2515.0, 250.0, 0.0, 0, NULL);
INSERT INTO bookings (booking_id, boat_id, customer_id, handover_staff_id, start_base_id, end_base_id, booked_date, start_date, end_date, party_size, hire_price, deposit_paid, damage_charge, is_pets_aboard, cancelled_date) VALUES (43, 2, 30, 2, 1, 1, '2024-07-09', '2024-08-16', '2024-08-20', 1, 670.0, 250.0, 210.0, 0, NULL);
INSERT INTO bookings (booking_id, boat_id, customer_id, handover_staff_id, start_base_id, end_base_id, booked_date, start_date, end_date, party_size, hire_price, deposit_paid, damage_charge, is_pets_aboard, cancelled_date) VALUES (44, 8, 23, NULL, 7, 8, '2024-02-02', '2024-04-02', '2024-04-06', 2, 825.0, 250.0, NULL, 0, '2024-02-07');
INSERT INTO bookings (booking_id, boat_id, customer_id, handover_staff_id, start_base_id, end_base_id, booked_date, start_date, end_date, party_size, hire_price, deposit_paid, damage_charge, is_pets_aboard, cancelled_date) VALUES (45, 15, 28, 9, 4, 3, '2024-08-05', '2024-09-13', '2024-09-17', 5, 1165.0, 350.0, 60.0, 0, NULL);
INSERT INTO bookings (booking_id, boat_id, customer_id, handover_staff_id, start_base_id, end_base_id, booked_date, start_date, end_date, party_size, hire_price, deposit_paid, damage_charge, is_pets_aboard, cancelled_date) VALUES (46, 16, 7, 2, 3, 3, '2023-11-14', '2024-04-21', '2024-04-24', 1, 730.0, 250.0, 85.0, 1, NULL);
INSERT INTO bookings (booking_id, boat_id, customer_id, handover_staff_id, start_base_id, end_base_id, booked_date, start_date, end_date, party_size, hire_price, deposit_paid, damage_charge, is_pets_aboard, cancelled_date) VALUES (47, 7, 19, 11, 7, 7, '2024-04-26', '2024-09-26', '2024-09-30', 5, 1100.0, 350.0, 0.0, 0, NULL);
INSERT INTO bookings (booking_id, boat_id, customer_id, handover_staff_id, start_base_id, end_base_id, booked_date, start_date, end_date, party_size, hire_price, deposit_paid, damage_charge, is_pets_aboard, cancelled_date) VALUES (48, 12, 21, NULL, 10, 12, '2023-10-03', '2024-04-16', '2024-04-23', 3, 1875.0, 350.0, NULL, 0, '2023-10-07');
INSERT INTO bookings (booking_id, boat_id, customer_id, handover_staff_id, start_base_id, end_base_id, booked_date, start_date, end_date, party_size, hire_price, deposit_paid, damage_charge, is_pets_aboard, cancelled_date) VALUES (49, 21, 9, 2, 13, 13, '2024-01-25', '2024-08-08', '2024-08-15', 1, 1150.0, 250.0, 60.0, 0, NULL);
INSERT INTO bookings (booking_id, boat_id, customer_id, handover_staff_id, start_base_id, end_base_id, booked_date, start_date, end_date, party_size, hire_price, deposit_paid, damage_charge, is_pets_aboard, cancelled_date) VALUES (50, 11, 22, 16, 10, 10, '2024-04-04', '2024-09-14', '2024-09-18', 5, 1610.0, 450.0, 0.0, 0, NULL);
INSERT INTO bookings (booking_id, boat_id, customer_id, handover_staff_id, start_base_id, end_base_id, booked_date, start_date, end_date, party_size, hire_price, deposit_paid, damage_charge, is_pets_aboard, cancelled_date) VALUES (51, 7, 32, 11, 7, 7, '2024-01-18', '2024-07-14', '2024-07-21', 4, 1840.0, 350.0, 150.0, 0, NULL);
INSERT INTO bookings (booking_id, boat_id, customer_id, handover_staff_id, start_base_id, end_base_id, booked_date, start_date, end_date, party_size, hire_price, deposit_paid, damage_charge, is_pets_aboard, cancelled_date) VALUES (52, 19, 10, NULL, 9, 9, '2024-02-28', '2024-08-08', '2024-08-15', 3, 1530.0, 300.0, 0.0, 0, NULL);
INSERT INTO bookings (booking_id, boat_id, customer_id, handover_staff_id, start_base_id, end_base_id, booked_date, start_date, end_date, party_size, hire_price, deposit_paid, damage_charge, is_pets_aboard, cancelled_date) VALUES (53, 24, 5, 14, 15, 15, '2023-12-21', '2024-06-25', '2024-06-29', 4, 1070.0, 350.0, 0.0, 0, NULL);
INSERT INTO bookings (booking_id, boat_id, customer_id, handover_staff_id, start_base_id, end_base_id, booked_date, start_date, end_date, party_size, hire_price, deposit_paid, damage_charge, is_pets_aboard, cancelled_date) VALUES (54, 16, 19, NULL, 3, 3, '2024-01-27', '2024-06-28', '2024-07-05', 1, 1210.0, 250.0, NULL, 0, '2024-02-03');
INSERT INTO bookings (booking_id, boat_id, customer_id, handover_staff_id, start_base_id, end_base_id, booked_date, start_date, end_date, party_size, hire_price, deposit_paid, damage_charge, is_pets_aboard, cancelled_date) VALUES (55, 24, 17, 2, 15, 15, '2024-05-09', '2024-07-03', '2024-07-10', 6, 1780.0, 350.0, 45.0, 0, NULL);
INSERT INTO repairs (repair_id, boat_id, engineer_id, base_id, reported_date, fixed_date, fault, parts_cost, labour_cost, is_under_warranty) VALUES (1, 6, 1, 5, '2023-07-22', '2023-08-10', 'central heating boiler', 12.5, 60.0, 0);
INSERT INTO repairs (repair_id, boat_id, engineer_id, base_id, reported_date, fixed_date, fault, parts_cost, labour_cost, is_under_warranty) VALUES (2, 11, 5, 10, '2023-08-05', '2023-08-19', 'bilge pump failure', 185.0, 120.0, 0);
INSERT INTO repairs (repair_id, boat_id, engineer_id, base_id, reported_date, fixed_date, fault, parts_cost, labour_cost, is_under_warranty) VALUES (3, 7, 3, 7, '2023-04-16', '2023-04-22', 'tiller pin worn', 420.0, 60.0, 0);
INSERT INTO repairs (repair_id, boat_id, engineer_id, base_id, reported_date, fixed_date, fault, parts_cost, labour_cost, is_under_warranty) VALUES (4, 25, 3, 7, '2024-10-02', '2024-10-18', 'engine overheating', 185.0, 240.0, 1);
INSERT INTO repairs (repair_id, boat_id, engineer_id, base_id, reported_date, fixed_date, fault, parts_cost, labour_cost, is_under_warranty) VALUES (5, 6, 1, 5, '2023-03-18', NULL, 'central heating boiler', 185.0, NULL, 1);
INSERT INTO repairs (repair_id, boat_id, engineer_id, base_id, reported_date, fixed_date, fault, parts_cost, labour_cost, is_under_warranty) VALUES (6, 11, 5, 10, '2024-04-02', '2024-04-20', 'toilet pump-out valve', 38.0, 240.0, 1);
INSERT INTO repairs (repair_id, boat_id, engineer_id, base_id, reported_date, fixed_date, fault, parts_cost, labour_cost, is_under_warranty) VALUES (7, 13, 5, 11, '2024-03-07', '2024-03-11', 'fender lost', 110.0, 160.0, 0);
INSERT INTO repairs (repair_id, boat_id, engineer_id, base_id, reported_date, fixed_date, fault, parts_cost, labour_cost, is_under_warranty) VALUES (8, 4, 1, 5, '2023-06-19', '2023-07-02', 'engine overheating', 38.0, 240.0, 0);
INSERT INTO repairs (repair_id, boat_id, engineer_id, base_id, reported_date, fixed_date, fault, parts_cost, labour_cost, is_under_warranty) VALUES (9, 19, 10, 9, '2024-04-02', '2024-04-09', 'gas locker corrosion', 0.0, 80.0, 0);
INSERT INTO repairs (repair_id, boat_id, engineer_id, base_id, reported_date, fixed_date, fault, parts_cost, labour_cost, is_under_warranty) VALUES (10, 11, 5, 10, '2023-10-28', '2023-10-28', 'gas locker corrosion', 12.5, NULL, 0);
INSERT INTO repairs (repair_id, boat_id, engineer_id, base_id, reported_date, fixed_date, fault, parts_cost, labour_cost, is_under_warranty) VALUES (11, 1, 1, 1, '2023-03-08', '2023-03-26', 'cracked window', 64.0, 60.0, 0);
INSERT INTO repairs (repair_id, boat_id, engineer_id, base_id, reported_date, fixed_date, fault, parts_cost, labour_cost, is_under_warranty) VALUES (12, 3, 1, 1, '2023-09-22', '2023-10-11', 'bilge pump failure', 12.5, 240.0, 0);
INSERT INTO repairs (repair_id, boat_id, engineer_id, base_id, reported_date, fixed_date, fault, parts_cost, labour_cost, is_under_warranty) VALUES (13, 6, 1, 5, '2024-05-15', '2024-05-21', 'bilge pump failure', 0.0, 80.0, 0);
INSERT INTO repairs (repair_id, boat_id, engineer_id, base_id, reported_date, fixed_date, fault, parts_cost, labour_cost, is_under_warranty) VALUES (14, 12, 5, 10, '2024-09-10', NULL, 'central heating boiler', 12.5, NULL, 0);
INSERT INTO repairs (repair_id, boat_id, engineer_id, base_id, reported_date, fixed_date, fault, parts_cost, labour_cost, is_under_warranty) VALUES (15, 7, 3, 7, '2024-08-04', '2024-08-11', 'chipped paintwork', 420.0, 40.0, 0);
INSERT INTO repairs (repair_id, boat_id, engineer_id, base_id, reported_date, fixed_date, fault, parts_cost, labour_cost, is_under_warranty) VALUES (16, 13, 5, 11, '2024-08-01', '2024-08-07', 'bilge pump failure', 38.0, 40.0, 0);
INSERT INTO repairs (repair_id, boat_id, engineer_id, base_id, reported_date, fixed_date, fault, parts_cost, labour_cost, is_under_warranty) VALUES (17, 4, 1, 5, '2023-04-15', '2023-05-02', 'cracked window', 0.0, 80.0, 0);
INSERT INTO repairs (repair_id, boat_id, engineer_id, base_id, reported_date, fixed_date, fault, parts_cost, labour_cost, is_under_warranty) VALUES (18, 3, 1, 1, '2023-08-04', '2023-08-24', 'central heating boiler', 110.0, 240.0, 0);
INSERT INTO repairs (repair_id, boat_id, engineer_id, base_id, reported_date, fixed_date, fault, parts_cost, labour_cost, is_under_warranty) VALUES (19, 22, 1, 15, '2024-08-27', '2024-09-17', 'central heating boiler', 420.0, 40.0, 0);
INSERT INTO repairs (repair_id, boat_id, engineer_id, base_id, reported_date, fixed_date, fault, parts_cost, labour_cost, is_under_warranty) VALUES (20, 16, 17, 3, '2023-07-08', '2023-07-29', 'stern gland leak', 240.0, 160.0, 1);
INSERT INTO repairs (repair_id, boat_id, engineer_id, base_id, reported_date, fixed_date, fault, parts_cost, labour_cost, is_under_warranty) VALUES (21, 10, 5, 10, '2023-09-26', NULL, 'alternator fault', 240.0, NULL, 0);
INSERT INTO repairs (repair_id, boat_id, engineer_id, base_id, reported_date, fixed_date, fault, parts_cost, labour_cost, is_under_warranty) VALUES (22, 21, 17, 13, '2024-06-06', '2024-06-25', 'gas locker corrosion', 12.5, 80.0, 0);
COMMIT;
