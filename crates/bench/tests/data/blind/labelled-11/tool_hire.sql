-- tool_hire: a four-branch tool and plant hire firm; one hires table per branch.
BEGIN TRANSACTION;
CREATE TABLE staff (
  staff_id INTEGER PRIMARY KEY,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  branch TEXT NOT NULL,
  role TEXT NOT NULL,
  start_date TEXT NOT NULL,
  hourly_wage REAL NOT NULL,
  leave_date TEXT -- NULL = still works for the company
);
CREATE TABLE tools (
  tool_id INTEGER PRIMARY KEY,
  tool_name TEXT NOT NULL,
  category TEXT NOT NULL,
  branch TEXT NOT NULL,
  daily_rate REAL NOT NULL,
  weekly_rate REAL, -- NULL = no weekly rate offered, only the daily rate
  replacement_value REAL NOT NULL,
  purchase_date TEXT NOT NULL,
  last_service_date TEXT, -- NULL = never serviced since it was bought
  is_retired INTEGER NOT NULL CHECK (is_retired IN (0,1))
);
CREATE TABLE hires_north_quay (
  hire_id INTEGER PRIMARY KEY,
  tool_id INTEGER NOT NULL,
  staff_id INTEGER NOT NULL,
  customer_name TEXT NOT NULL,
  customer_type TEXT NOT NULL,
  start_date TEXT NOT NULL,
  due_date TEXT NOT NULL,
  returned_date TEXT, -- NULL = still out on hire, not brought back yet
  hire_charge REAL NOT NULL,
  deposit REAL NOT NULL,
  damage_charge REAL, -- NULL = no damage charged (or not assessed yet)
  is_delivered INTEGER NOT NULL CHECK (is_delivered IN (0,1)),
  FOREIGN KEY (tool_id) REFERENCES tools(tool_id),
  FOREIGN KEY (staff_id) REFERENCES staff(staff_id)
);
CREATE TABLE hires_elm_park (
  hire_id INTEGER PRIMARY KEY,
  tool_id INTEGER NOT NULL,
  staff_id INTEGER NOT NULL,
  customer_name TEXT NOT NULL,
  customer_type TEXT NOT NULL,
  start_date TEXT NOT NULL,
  due_date TEXT NOT NULL,
  returned_date TEXT, -- NULL = still out on hire, not brought back yet
  hire_charge REAL NOT NULL,
  deposit REAL NOT NULL,
  damage_charge REAL, -- NULL = no damage charged (or not assessed yet)
  is_delivered INTEGER NOT NULL CHECK (is_delivered IN (0,1)),
  FOREIGN KEY (tool_id) REFERENCES tools(tool_id),
  FOREIGN KEY (staff_id) REFERENCES staff(staff_id)
);
CREATE TABLE hires_castlegate (
  hire_id INTEGER PRIMARY KEY,
  tool_id INTEGER NOT NULL,
  staff_id INTEGER NOT NULL,
  customer_name TEXT NOT NULL,
  customer_type TEXT NOT NULL,
  start_date TEXT NOT NULL,
  due_date TEXT NOT NULL,
  returned_date TEXT, -- NULL = still out on hire, not brought back yet
  hire_charge REAL NOT NULL,
  deposit REAL NOT NULL,
  damage_charge REAL, -- NULL = no damage charged (or not assessed yet)
  is_delivered INTEGER NOT NULL CHECK (is_delivered IN (0,1)),
  FOREIGN KEY (tool_id) REFERENCES tools(tool_id),
  FOREIGN KEY (staff_id) REFERENCES staff(staff_id)
);
CREATE TABLE hires_bramley (
  hire_id INTEGER PRIMARY KEY,
  tool_id INTEGER NOT NULL,
  staff_id INTEGER NOT NULL,
  customer_name TEXT NOT NULL,
  customer_type TEXT NOT NULL,
  start_date TEXT NOT NULL,
  due_date TEXT NOT NULL,
  returned_date TEXT, -- NULL = still out on hire, not brought back yet
  hire_charge REAL NOT NULL,
  deposit REAL NOT NULL,
  damage_charge REAL, -- NULL = no damage charged (or not assessed yet)
  is_delivered INTEGER NOT NULL CHECK (is_delivered IN (0,1)),
  FOREIGN KEY (tool_id) REFERENCES tools(tool_id),
  FOREIGN KEY (staff_id) REFERENCES staff(staff_id)
);
INSERT INTO staff (staff_id, first_name, last_name, branch, role, start_date, hourly_wage, leave_date) VALUES (1, 'Priya', 'Shah', 'Castlegate', 'manager', '2016-03-01', 16.5, NULL);
INSERT INTO staff (staff_id, first_name, last_name, branch, role, start_date, hourly_wage, leave_date) VALUES (2, 'Dan', 'Okafor', 'North Quay', 'counter', '2019-06-10', 12.4, NULL);
INSERT INTO staff (staff_id, first_name, last_name, branch, role, start_date, hourly_wage, leave_date) VALUES (3, 'Sam', 'Patel', 'North Quay', 'driver', '2020-02-03', 12.9, NULL);
INSERT INTO staff (staff_id, first_name, last_name, branch, role, start_date, hourly_wage, leave_date) VALUES (4, 'Sam', 'Reid', 'Bramley', 'counter', '2021-09-13', 12.1, NULL);
INSERT INTO staff (staff_id, first_name, last_name, branch, role, start_date, hourly_wage, leave_date) VALUES (5, 'Helen', 'Marsh', 'North Quay', 'manager', '2014-11-17', 17.2, NULL);
INSERT INTO staff (staff_id, first_name, last_name, branch, role, start_date, hourly_wage, leave_date) VALUES (6, 'Tom', 'Briggs', 'Elm Park', 'mechanic', '2018-04-23', 14.8, NULL);
INSERT INTO staff (staff_id, first_name, last_name, branch, role, start_date, hourly_wage, leave_date) VALUES (7, 'Aisha', 'Khan', 'Elm Park', 'manager', '2017-01-09', 16.9, NULL);
INSERT INTO staff (staff_id, first_name, last_name, branch, role, start_date, hourly_wage, leave_date) VALUES (8, 'Gary', 'Doyle', 'Elm Park', 'counter', '2022-05-16', 11.9, '2024-08-30');
INSERT INTO staff (staff_id, first_name, last_name, branch, role, start_date, hourly_wage, leave_date) VALUES (9, 'Leanne', 'Frost', 'Bramley', 'manager', '2015-07-06', 17.0, NULL);
INSERT INTO staff (staff_id, first_name, last_name, branch, role, start_date, hourly_wage, leave_date) VALUES (10, 'Marek', 'Nowak', 'Bramley', 'mechanic', '2019-10-21', 14.5, NULL);
INSERT INTO staff (staff_id, first_name, last_name, branch, role, start_date, hourly_wage, leave_date) VALUES (11, 'Jo', 'Clarke', 'Castlegate', 'counter', '2023-03-27', 11.7, NULL);
INSERT INTO staff (staff_id, first_name, last_name, branch, role, start_date, hourly_wage, leave_date) VALUES (12, 'Chris', 'Wade', 'Castlegate', 'driver', '2020-08-17', 12.6, '2024-11-15');
INSERT INTO staff (staff_id, first_name, last_name, branch, role, start_date, hourly_wage, leave_date) VALUES (13, 'Ruth', 'Ellis', 'North Quay', 'counter', '2024-02-12', 11.6, NULL);
INSERT INTO staff (staff_id, first_name, last_name, branch, role, start_date, hourly_wage, leave_date) VALUES (14, 'Kev', 'Simmons', 'Castlegate', 'mechanic', '2018-12-03', 14.2, NULL);
INSERT INTO staff (staff_id, first_name, last_name, branch, role, start_date, hourly_wage, leave_date) VALUES (15, 'Nina', 'Baptiste', 'Elm Park', 'driver', '2023-07-31', 12.3, NULL);
INSERT INTO staff (staff_id, first_name, last_name, branch, role, start_date, hourly_wage, leave_date) VALUES (16, 'Owen', 'Price', 'Bramley', 'driver', '2024-06-03', 12.2, NULL);
INSERT INTO tools (tool_id, tool_name, category, branch, daily_rate, weekly_rate, replacement_value, purchase_date, last_service_date, is_retired) VALUES (1, 'Cement mixer 110L', 'concrete', 'North Quay', 18.0, 54.0, 420.0, '2019-03-12', '2024-09-02', 0);
INSERT INTO tools (tool_id, tool_name, category, branch, daily_rate, weekly_rate, replacement_value, purchase_date, last_service_date, is_retired) VALUES (2, 'Cement mixer 110L', 'concrete', 'Elm Park', 18.0, 54.0, 420.0, '2020-05-04', '2024-06-18', 0);
INSERT INTO tools (tool_id, tool_name, category, branch, daily_rate, weekly_rate, replacement_value, purchase_date, last_service_date, is_retired) VALUES (3, 'Cement mixer 110L', 'concrete', 'Bramley', 18.0, 54.0, 420.0, '2021-02-15', NULL, 0);
INSERT INTO tools (tool_id, tool_name, category, branch, daily_rate, weekly_rate, replacement_value, purchase_date, last_service_date, is_retired) VALUES (4, 'Mini digger 1.5t', 'earthmoving', 'North Quay', 95.0, 285.0, 18500.0, '2018-09-10', '2024-10-01', 0);
INSERT INTO tools (tool_id, tool_name, category, branch, daily_rate, weekly_rate, replacement_value, purchase_date, last_service_date, is_retired) VALUES (5, 'Mini digger 1.5t', 'earthmoving', 'Castlegate', 95.0, 285.0, 18500.0, '2022-04-20', '2024-07-15', 0);
INSERT INTO tools (tool_id, tool_name, category, branch, daily_rate, weekly_rate, replacement_value, purchase_date, last_service_date, is_retired) VALUES (6, 'Floor sander', 'flooring', 'North Quay', 32.0, 96.0, 1150.0, '2020-11-02', '2024-03-08', 0);
INSERT INTO tools (tool_id, tool_name, category, branch, daily_rate, weekly_rate, replacement_value, purchase_date, last_service_date, is_retired) VALUES (7, 'Floor sander', 'flooring', 'Castlegate', 32.0, 96.0, 1150.0, '2023-01-16', NULL, 0);
INSERT INTO tools (tool_id, tool_name, category, branch, daily_rate, weekly_rate, replacement_value, purchase_date, last_service_date, is_retired) VALUES (8, 'Floor sander', 'flooring', 'Elm Park', 32.0, 96.0, 1150.0, '2017-06-30', '2023-05-11', 1);
INSERT INTO tools (tool_id, tool_name, category, branch, daily_rate, weekly_rate, replacement_value, purchase_date, last_service_date, is_retired) VALUES (9, 'Carpet cleaner', 'cleaning', 'Elm Park', 25.0, NULL, 640.0, '2021-08-09', '2024-08-20', 0);
INSERT INTO tools (tool_id, tool_name, category, branch, daily_rate, weekly_rate, replacement_value, purchase_date, last_service_date, is_retired) VALUES (10, 'Carpet cleaner', 'cleaning', 'Bramley', 25.0, NULL, 640.0, '2022-10-03', NULL, 0);
INSERT INTO tools (tool_id, tool_name, category, branch, daily_rate, weekly_rate, replacement_value, purchase_date, last_service_date, is_retired) VALUES (11, 'Scaffold tower 5m', 'access', 'North Quay', 40.0, 120.0, 1600.0, '2019-07-22', '2024-05-30', 0);
INSERT INTO tools (tool_id, tool_name, category, branch, daily_rate, weekly_rate, replacement_value, purchase_date, last_service_date, is_retired) VALUES (12, 'Scaffold tower 5m', 'access', 'Bramley', 40.0, 120.0, 1600.0, '2020-03-09', '2024-02-14', 0);
INSERT INTO tools (tool_id, tool_name, category, branch, daily_rate, weekly_rate, replacement_value, purchase_date, last_service_date, is_retired) VALUES (13, 'Pressure washer', 'cleaning', 'Castlegate', 22.0, 66.0, 480.0, '2022-06-13', '2024-09-25', 0);
INSERT INTO tools (tool_id, tool_name, category, branch, daily_rate, weekly_rate, replacement_value, purchase_date, last_service_date, is_retired) VALUES (14, 'Pressure washer', 'cleaning', 'North Quay', 22.0, 66.0, 480.0, '2016-05-02', '2022-12-01', 1);
INSERT INTO tools (tool_id, tool_name, category, branch, daily_rate, weekly_rate, replacement_value, purchase_date, last_service_date, is_retired) VALUES (15, 'Hedge trimmer', 'garden', 'Bramley', 15.0, 45.0, 260.0, '2023-04-03', NULL, 0);
INSERT INTO tools (tool_id, tool_name, category, branch, daily_rate, weekly_rate, replacement_value, purchase_date, last_service_date, is_retired) VALUES (16, 'Hedge trimmer', 'garden', 'Elm Park', 15.0, 45.0, 260.0, '2021-03-29', '2024-04-12', 0);
INSERT INTO tools (tool_id, tool_name, category, branch, daily_rate, weekly_rate, replacement_value, purchase_date, last_service_date, is_retired) VALUES (17, 'Turf cutter', 'garden', 'Elm Park', 55.0, 165.0, 2300.0, '2020-04-14', '2024-03-19', 0);
INSERT INTO tools (tool_id, tool_name, category, branch, daily_rate, weekly_rate, replacement_value, purchase_date, last_service_date, is_retired) VALUES (18, 'Disc cutter 300mm', 'cutting', 'Castlegate', 28.0, 84.0, 550.0, '2021-11-08', '2024-10-10', 0);
INSERT INTO tools (tool_id, tool_name, category, branch, daily_rate, weekly_rate, replacement_value, purchase_date, last_service_date, is_retired) VALUES (19, 'Disc cutter 300mm', 'cutting', 'North Quay', 28.0, 84.0, 550.0, '2023-02-06', NULL, 0);
INSERT INTO tools (tool_id, tool_name, category, branch, daily_rate, weekly_rate, replacement_value, purchase_date, last_service_date, is_retired) VALUES (20, 'Tile cutter', 'cutting', 'Bramley', 20.0, NULL, 310.0, '2022-01-24', '2024-01-30', 0);
INSERT INTO tools (tool_id, tool_name, category, branch, daily_rate, weekly_rate, replacement_value, purchase_date, last_service_date, is_retired) VALUES (21, 'Dehumidifier', 'drying', 'Castlegate', 19.0, 57.0, 390.0, '2023-09-11', NULL, 0);
INSERT INTO tools (tool_id, tool_name, category, branch, daily_rate, weekly_rate, replacement_value, purchase_date, last_service_date, is_retired) VALUES (22, 'Dehumidifier', 'drying', 'Elm Park', 19.0, 57.0, 390.0, '2019-12-02', '2024-07-01', 0);
INSERT INTO tools (tool_id, tool_name, category, branch, daily_rate, weekly_rate, replacement_value, purchase_date, last_service_date, is_retired) VALUES (23, 'Breaker 1500W', 'power', 'North Quay', 35.0, 105.0, 720.0, '2018-02-19', '2024-06-05', 0);
INSERT INTO tools (tool_id, tool_name, category, branch, daily_rate, weekly_rate, replacement_value, purchase_date, last_service_date, is_retired) VALUES (24, 'Breaker 1500W', 'power', 'Bramley', 35.0, NULL, 720.0, '2020-07-13', '2023-11-20', 0);
INSERT INTO tools (tool_id, tool_name, category, branch, daily_rate, weekly_rate, replacement_value, purchase_date, last_service_date, is_retired) VALUES (25, 'Wallpaper stripper', 'decorating', 'Castlegate', 12.0, NULL, 150.0, '2024-02-26', NULL, 0);
INSERT INTO tools (tool_id, tool_name, category, branch, daily_rate, weekly_rate, replacement_value, purchase_date, last_service_date, is_retired) VALUES (26, 'Wallpaper stripper', 'decorating', 'Elm Park', 12.0, 36.0, 150.0, '2018-08-06', '2022-09-14', 1);
INSERT INTO hires_north_quay (hire_id, tool_id, staff_id, customer_name, customer_type, start_date, due_date, returned_date, hire_charge, deposit, damage_charge, is_delivered) VALUES (1, 1, 5, 'Dan Whitfield', 'private', '2024-07-09', '2024-07-14', '2024-07-16', 90.0, 50.0, NULL, 1);
INSERT INTO hires_north_quay (hire_id, tool_id, staff_id, customer_name, customer_type, start_date, due_date, returned_date, hire_charge, deposit, damage_charge, is_delivered) VALUES (2, 6, 2, 'Leanne Cooper', 'private', '2024-07-11', '2024-07-12', '2024-07-12', 32.0, 100.0, NULL, 0);
INSERT INTO hires_north_quay (hire_id, tool_id, staff_id, customer_name, customer_type, start_date, due_date, returned_date, hire_charge, deposit, damage_charge, is_delivered) VALUES (3, 23, 3, 'Dan Whitfield', 'private', '2024-07-13', '2024-07-18', '2024-07-20', 175.0, 100.0, NULL, 1);
INSERT INTO hires_north_quay (hire_id, tool_id, staff_id, customer_name, customer_type, start_date, due_date, returned_date, hire_charge, deposit, damage_charge, is_delivered) VALUES (4, 1, 3, 'Greenway Landscapes', 'trade', '2024-07-17', '2024-07-20', '2024-07-20', 54.0, 50.0, NULL, 0);
INSERT INTO hires_north_quay (hire_id, tool_id, staff_id, customer_name, customer_type, start_date, due_date, returned_date, hire_charge, deposit, damage_charge, is_delivered) VALUES (5, 19, 5, 'Aisha Begum', 'private', '2024-07-28', '2024-08-04', '2024-08-04', 84.0, 100.0, 120.0, 0);
INSERT INTO hires_north_quay (hire_id, tool_id, staff_id, customer_name, customer_type, start_date, due_date, returned_date, hire_charge, deposit, damage_charge, is_delivered) VALUES (6, 4, 13, 'Marcus Bell', 'private', '2024-09-02', '2024-09-03', '2024-09-03', 95.0, 500.0, NULL, 0);
INSERT INTO hires_north_quay (hire_id, tool_id, staff_id, customer_name, customer_type, start_date, due_date, returned_date, hire_charge, deposit, damage_charge, is_delivered) VALUES (7, 6, 5, 'Marcus Bell', 'private', '2024-09-03', '2024-09-10', '2024-09-12', 96.0, 100.0, NULL, 1);
INSERT INTO hires_north_quay (hire_id, tool_id, staff_id, customer_name, customer_type, start_date, due_date, returned_date, hire_charge, deposit, damage_charge, is_delivered) VALUES (8, 11, 13, 'Greenway Landscapes', 'trade', '2024-09-15', '2024-09-22', '2024-09-21', 120.0, 100.0, 60.0, 0);
INSERT INTO hires_north_quay (hire_id, tool_id, staff_id, customer_name, customer_type, start_date, due_date, returned_date, hire_charge, deposit, damage_charge, is_delivered) VALUES (9, 6, 3, 'Tom Ashworth', 'private', '2024-10-24', '2024-10-31', '2024-10-31', 96.0, 100.0, NULL, 0);
INSERT INTO hires_north_quay (hire_id, tool_id, staff_id, customer_name, customer_type, start_date, due_date, returned_date, hire_charge, deposit, damage_charge, is_delivered) VALUES (10, 1, 13, 'Dan Whitfield', 'private', '2024-11-03', '2024-11-07', '2024-11-06', 72.0, 50.0, NULL, 1);
INSERT INTO hires_north_quay (hire_id, tool_id, staff_id, customer_name, customer_type, start_date, due_date, returned_date, hire_charge, deposit, damage_charge, is_delivered) VALUES (11, 1, 2, 'Owen Lloyd', 'private', '2024-11-11', '2024-11-14', '2024-11-14', 54.0, 50.0, NULL, 0);
INSERT INTO hires_north_quay (hire_id, tool_id, staff_id, customer_name, customer_type, start_date, due_date, returned_date, hire_charge, deposit, damage_charge, is_delivered) VALUES (12, 11, 2, 'Kestrel Roofing', 'trade', '2024-12-05', '2024-12-09', '2024-12-09', 160.0, 100.0, NULL, 0);
INSERT INTO hires_north_quay (hire_id, tool_id, staff_id, customer_name, customer_type, start_date, due_date, returned_date, hire_charge, deposit, damage_charge, is_delivered) VALUES (13, 11, 2, 'Kestrel Roofing', 'trade', '2024-12-11', '2024-12-13', '2024-12-13', 80.0, 100.0, NULL, 0);
INSERT INTO hires_north_quay (hire_id, tool_id, staff_id, customer_name, customer_type, start_date, due_date, returned_date, hire_charge, deposit, damage_charge, is_delivered) VALUES (14, 19, 13, 'Brookside Builders Ltd', 'trade', '2024-12-29', '2025-01-05', '2025-01-05', 84.0, 100.0, NULL, 0);
INSERT INTO hires_north_quay (hire_id, tool_id, staff_id, customer_name, customer_type, start_date, due_date, returned_date, hire_charge, deposit, damage_charge, is_delivered) VALUES (15, 11, 5, 'Marcus Bell', 'private', '2025-01-31', '2025-02-05', '2025-02-05', 200.0, 100.0, NULL, 1);
INSERT INTO hires_north_quay (hire_id, tool_id, staff_id, customer_name, customer_type, start_date, due_date, returned_date, hire_charge, deposit, damage_charge, is_delivered) VALUES (16, 23, 13, 'Kestrel Roofing', 'trade', '2025-02-03', '2025-02-10', '2025-02-09', 105.0, 100.0, NULL, 0);
INSERT INTO hires_north_quay (hire_id, tool_id, staff_id, customer_name, customer_type, start_date, due_date, returned_date, hire_charge, deposit, damage_charge, is_delivered) VALUES (17, 1, 3, 'Rita Fernandes', 'private', '2025-02-19', '2025-02-22', NULL, 54.0, 50.0, NULL, 1);
INSERT INTO hires_north_quay (hire_id, tool_id, staff_id, customer_name, customer_type, start_date, due_date, returned_date, hire_charge, deposit, damage_charge, is_delivered) VALUES (18, 23, 2, 'Rita Fernandes', 'private', '2025-02-23', '2025-02-24', NULL, 35.0, 100.0, NULL, 0);
INSERT INTO hires_elm_park (hire_id, tool_id, staff_id, customer_name, customer_type, start_date, due_date, returned_date, hire_charge, deposit, damage_charge, is_delivered) VALUES (1, 9, 7, 'Aisha Begum', 'private', '2024-06-07', '2024-06-08', '2024-06-08', 25.0, 100.0, NULL, 0);
INSERT INTO hires_elm_park (hire_id, tool_id, staff_id, customer_name, customer_type, start_date, due_date, returned_date, hire_charge, deposit, damage_charge, is_delivered) VALUES (2, 9, 6, 'Northern Flooring Co', 'trade', '2024-07-02', '2024-07-06', '2024-07-06', 100.0, 100.0, NULL, 0);
INSERT INTO hires_elm_park (hire_id, tool_id, staff_id, customer_name, customer_type, start_date, due_date, returned_date, hire_charge, deposit, damage_charge, is_delivered) VALUES (3, 9, 15, 'Rita Fernandes', 'private', '2024-07-21', '2024-07-25', '2024-07-25', 100.0, 100.0, NULL, 0);
INSERT INTO hires_elm_park (hire_id, tool_id, staff_id, customer_name, customer_type, start_date, due_date, returned_date, hire_charge, deposit, damage_charge, is_delivered) VALUES (4, 9, 8, 'Greenway Landscapes', 'trade', '2024-08-02', '2024-08-07', '2024-08-08', 125.0, 100.0, NULL, 1);
INSERT INTO hires_elm_park (hire_id, tool_id, staff_id, customer_name, customer_type, start_date, due_date, returned_date, hire_charge, deposit, damage_charge, is_delivered) VALUES (5, 22, 6, 'Rita Fernandes', 'private', '2024-08-03', '2024-08-05', '2024-08-05', 38.0, 50.0, NULL, 1);
INSERT INTO hires_elm_park (hire_id, tool_id, staff_id, customer_name, customer_type, start_date, due_date, returned_date, hire_charge, deposit, damage_charge, is_delivered) VALUES (6, 16, 15, 'Dan Whitfield', 'private', '2024-08-18', '2024-08-23', '2024-08-25', 75.0, 50.0, 120.0, 0);
INSERT INTO hires_elm_park (hire_id, tool_id, staff_id, customer_name, customer_type, start_date, due_date, returned_date, hire_charge, deposit, damage_charge, is_delivered) VALUES (7, 9, 15, 'Rita Fernandes', 'private', '2024-09-22', '2024-09-23', '2024-09-23', 25.0, 100.0, NULL, 0);
INSERT INTO hires_elm_park (hire_id, tool_id, staff_id, customer_name, customer_type, start_date, due_date, returned_date, hire_charge, deposit, damage_charge, is_delivered) VALUES (8, 9, 7, 'Brookside Builders Ltd', 'trade', '2024-09-28', '2024-10-03', '2024-10-03', 125.0, 100.0, NULL, 0);
INSERT INTO hires_elm_park (hire_id, tool_id, staff_id, customer_name, customer_type, start_date, due_date, returned_date, hire_charge, deposit, damage_charge, is_delivered) VALUES (9, 17, 15, 'Greenway Landscapes', 'trade', '2024-11-10', '2024-11-14', '2024-11-14', 220.0, 500.0, NULL, 0);
INSERT INTO hires_elm_park (hire_id, tool_id, staff_id, customer_name, customer_type, start_date, due_date, returned_date, hire_charge, deposit, damage_charge, is_delivered) VALUES (10, 17, 15, 'Kestrel Roofing', 'trade', '2024-11-17', '2024-11-19', '2024-11-19', 110.0, 500.0, NULL, 1);
INSERT INTO hires_elm_park (hire_id, tool_id, staff_id, customer_name, customer_type, start_date, due_date, returned_date, hire_charge, deposit, damage_charge, is_delivered) VALUES (11, 9, 7, 'A. Malik Plastering', 'trade', '2024-11-25', '2024-11-26', '2024-11-26', 25.0, 100.0, NULL, 1);
INSERT INTO hires_elm_park (hire_id, tool_id, staff_id, customer_name, customer_type, start_date, due_date, returned_date, hire_charge, deposit, damage_charge, is_delivered) VALUES (12, 2, 7, 'Greenway Landscapes', 'trade', '2025-01-20', '2025-01-21', '2025-01-21', 18.0, 50.0, NULL, 1);
INSERT INTO hires_elm_park (hire_id, tool_id, staff_id, customer_name, customer_type, start_date, due_date, returned_date, hire_charge, deposit, damage_charge, is_delivered) VALUES (13, 9, 6, 'Aisha Begum', 'private', '2025-01-20', '2025-01-22', '2025-01-22', 50.0, 100.0, 60.0, 0);
INSERT INTO hires_elm_park (hire_id, tool_id, staff_id, customer_name, customer_type, start_date, due_date, returned_date, hire_charge, deposit, damage_charge, is_delivered) VALUES (14, 2, 6, 'Northern Flooring Co', 'trade', '2025-01-25', '2025-01-30', '2025-01-31', 90.0, 50.0, NULL, 0);
INSERT INTO hires_elm_park (hire_id, tool_id, staff_id, customer_name, customer_type, start_date, due_date, returned_date, hire_charge, deposit, damage_charge, is_delivered) VALUES (15, 9, 15, 'Greenway Landscapes', 'trade', '2025-02-11', '2025-02-13', '2025-02-12', 50.0, 100.0, NULL, 0);
INSERT INTO hires_elm_park (hire_id, tool_id, staff_id, customer_name, customer_type, start_date, due_date, returned_date, hire_charge, deposit, damage_charge, is_delivered) VALUES (16, 2, 7, 'Rita Fernandes', 'private', '2025-02-21', '2025-02-25', NULL, 72.0, 50.0, NULL, 1);
INSERT INTO hires_elm_park (hire_id, tool_id, staff_id, customer_name, customer_type, start_date, due_date, returned_date, hire_charge, deposit, damage_charge, is_delivered) VALUES (17, 22, 15, 'Rita Fernandes', 'private', '2025-02-23', '2025-02-24', NULL, 19.0, 50.0, NULL, 0);
INSERT INTO hires_castlegate (hire_id, tool_id, staff_id, customer_name, customer_type, start_date, due_date, returned_date, hire_charge, deposit, damage_charge, is_delivered) VALUES (1, 13, 11, 'A. Malik Plastering', 'trade', '2024-06-12', '2024-06-15', '2024-06-15', 66.0, 50.0, NULL, 0);
INSERT INTO hires_castlegate (hire_id, tool_id, staff_id, customer_name, customer_type, start_date, due_date, returned_date, hire_charge, deposit, damage_charge, is_delivered) VALUES (2, 5, 1, 'Helen Ng', 'private', '2024-06-19', '2024-06-20', '2024-06-20', 95.0, 500.0, NULL, 0);
INSERT INTO hires_castlegate (hire_id, tool_id, staff_id, customer_name, customer_type, start_date, due_date, returned_date, hire_charge, deposit, damage_charge, is_delivered) VALUES (3, 21, 12, 'Leanne Cooper', 'private', '2024-06-27', '2024-06-29', '2024-06-29', 38.0, 50.0, NULL, 1);
INSERT INTO hires_castlegate (hire_id, tool_id, staff_id, customer_name, customer_type, start_date, due_date, returned_date, hire_charge, deposit, damage_charge, is_delivered) VALUES (4, 5, 1, 'Aisha Begum', 'private', '2024-08-08', '2024-08-13', '2024-08-15', 475.0, 500.0, NULL, 1);
INSERT INTO hires_castlegate (hire_id, tool_id, staff_id, customer_name, customer_type, start_date, due_date, returned_date, hire_charge, deposit, damage_charge, is_delivered) VALUES (5, 13, 14, 'A. Malik Plastering', 'trade', '2024-08-15', '2024-08-16', '2024-08-16', 22.0, 50.0, NULL, 0);
INSERT INTO hires_castlegate (hire_id, tool_id, staff_id, customer_name, customer_type, start_date, due_date, returned_date, hire_charge, deposit, damage_charge, is_delivered) VALUES (6, 18, 1, 'Tom Ashworth', 'private', '2024-09-28', '2024-10-01', '2024-10-01', 84.0, 100.0, NULL, 0);
INSERT INTO hires_castlegate (hire_id, tool_id, staff_id, customer_name, customer_type, start_date, due_date, returned_date, hire_charge, deposit, damage_charge, is_delivered) VALUES (7, 21, 14, 'Brookside Builders Ltd', 'trade', '2024-10-07', '2024-10-14', '2024-10-14', 57.0, 50.0, NULL, 1);
INSERT INTO hires_castlegate (hire_id, tool_id, staff_id, customer_name, customer_type, start_date, due_date, returned_date, hire_charge, deposit, damage_charge, is_delivered) VALUES (8, 7, 14, 'Tom Ashworth', 'private', '2024-10-13', '2024-10-14', '2024-10-14', 32.0, 100.0, NULL, 1);
INSERT INTO hires_castlegate (hire_id, tool_id, staff_id, customer_name, customer_type, start_date, due_date, returned_date, hire_charge, deposit, damage_charge, is_delivered) VALUES (9, 21, 12, 'A. Malik Plastering', 'trade', '2024-11-07', '2024-11-14', '2024-11-15', 57.0, 50.0, 120.0, 0);
INSERT INTO hires_castlegate (hire_id, tool_id, staff_id, customer_name, customer_type, start_date, due_date, returned_date, hire_charge, deposit, damage_charge, is_delivered) VALUES (10, 7, 11, 'Leanne Cooper', 'private', '2024-11-16', '2024-11-21', '2024-11-21', 160.0, 100.0, NULL, 1);
INSERT INTO hires_castlegate (hire_id, tool_id, staff_id, customer_name, customer_type, start_date, due_date, returned_date, hire_charge, deposit, damage_charge, is_delivered) VALUES (11, 7, 1, 'Dan Whitfield', 'private', '2025-01-01', '2025-01-03', '2025-01-02', 64.0, 100.0, NULL, 0);
INSERT INTO hires_castlegate (hire_id, tool_id, staff_id, customer_name, customer_type, start_date, due_date, returned_date, hire_charge, deposit, damage_charge, is_delivered) VALUES (12, 13, 14, 'Sam Archer', 'private', '2025-01-08', '2025-01-09', '2025-01-09', 22.0, 50.0, NULL, 0);
INSERT INTO hires_castlegate (hire_id, tool_id, staff_id, customer_name, customer_type, start_date, due_date, returned_date, hire_charge, deposit, damage_charge, is_delivered) VALUES (13, 21, 11, 'A. Malik Plastering', 'trade', '2025-01-23', '2025-01-30', '2025-01-30', 57.0, 50.0, NULL, 1);
INSERT INTO hires_castlegate (hire_id, tool_id, staff_id, customer_name, customer_type, start_date, due_date, returned_date, hire_charge, deposit, damage_charge, is_delivered) VALUES (14, 5, 14, 'Holt & Sons Joinery', 'trade', '2025-02-05', '2025-02-10', '2025-02-09', 475.0, 500.0, 25.0, 0);
INSERT INTO hires_castlegate (hire_id, tool_id, staff_id, customer_name, customer_type, start_date, due_date, returned_date, hire_charge, deposit, damage_charge, is_delivered) VALUES (15, 18, 14, 'Brookside Builders Ltd', 'trade', '2025-02-18', '2025-02-23', NULL, 140.0, 100.0, NULL, 0);
INSERT INTO hires_castlegate (hire_id, tool_id, staff_id, customer_name, customer_type, start_date, due_date, returned_date, hire_charge, deposit, damage_charge, is_delivered) VALUES (16, 7, 14, 'Tom Ashworth', 'private', '2025-02-20', '2025-02-24', NULL, 128.0, 100.0, NULL, 0);
INSERT INTO hires_bramley (hire_id, tool_id, staff_id, customer_name, customer_type, start_date, due_date, returned_date, hire_charge, deposit, damage_charge, is_delivered) VALUES (1, 3, 16, 'Owen Lloyd', 'private', '2024-07-03', '2024-07-05', '2024-07-05', 36.0, 50.0, NULL, 1);
INSERT INTO hires_bramley (hire_id, tool_id, staff_id, customer_name, customer_type, start_date, due_date, returned_date, hire_charge, deposit, damage_charge, is_delivered) VALUES (2, 24, 16, 'Marcus Bell', 'private', '2024-07-24', '2024-07-28', '2024-07-29', 140.0, 100.0, 85.0, 0);
INSERT INTO hires_bramley (hire_id, tool_id, staff_id, customer_name, customer_type, start_date, due_date, returned_date, hire_charge, deposit, damage_charge, is_delivered) VALUES (3, 24, 10, 'Holt & Sons Joinery', 'trade', '2024-08-30', '2024-09-06', '2024-09-06', 245.0, 100.0, NULL, 1);
INSERT INTO hires_bramley (hire_id, tool_id, staff_id, customer_name, customer_type, start_date, due_date, returned_date, hire_charge, deposit, damage_charge, is_delivered) VALUES (4, 10, 16, 'Brookside Builders Ltd', 'trade', '2024-09-18', '2024-09-19', '2024-09-20', 25.0, 100.0, NULL, 0);
INSERT INTO hires_bramley (hire_id, tool_id, staff_id, customer_name, customer_type, start_date, due_date, returned_date, hire_charge, deposit, damage_charge, is_delivered) VALUES (5, 10, 4, 'Holt & Sons Joinery', 'trade', '2024-10-22', '2024-10-25', '2024-10-26', 75.0, 100.0, NULL, 0);
INSERT INTO hires_bramley (hire_id, tool_id, staff_id, customer_name, customer_type, start_date, due_date, returned_date, hire_charge, deposit, damage_charge, is_delivered) VALUES (6, 20, 16, 'Greenway Landscapes', 'trade', '2024-10-27', '2024-10-30', '2024-10-30', 60.0, 50.0, NULL, 0);
INSERT INTO hires_bramley (hire_id, tool_id, staff_id, customer_name, customer_type, start_date, due_date, returned_date, hire_charge, deposit, damage_charge, is_delivered) VALUES (7, 3, 16, 'Kestrel Roofing', 'trade', '2024-11-09', '2024-11-12', '2024-11-12', 54.0, 50.0, NULL, 1);
INSERT INTO hires_bramley (hire_id, tool_id, staff_id, customer_name, customer_type, start_date, due_date, returned_date, hire_charge, deposit, damage_charge, is_delivered) VALUES (8, 15, 9, 'Tom Ashworth', 'private', '2024-11-12', '2024-11-16', '2024-11-16', 60.0, 50.0, 120.0, 1);
INSERT INTO hires_bramley (hire_id, tool_id, staff_id, customer_name, customer_type, start_date, due_date, returned_date, hire_charge, deposit, damage_charge, is_delivered) VALUES (9, 12, 10, 'Joanne Tate', 'private', '2024-11-23', '2024-11-30', '2024-12-01', 120.0, 100.0, NULL, 1);
INSERT INTO hires_bramley (hire_id, tool_id, staff_id, customer_name, customer_type, start_date, due_date, returned_date, hire_charge, deposit, damage_charge, is_delivered) VALUES (10, 20, 10, 'Helen Ng', 'private', '2024-12-02', '2024-12-04', '2024-12-06', 40.0, 50.0, NULL, 0);
INSERT INTO hires_bramley (hire_id, tool_id, staff_id, customer_name, customer_type, start_date, due_date, returned_date, hire_charge, deposit, damage_charge, is_delivered) VALUES (11, 10, 10, 'Joanne Tate', 'private', '2025-01-06', '2025-01-09', '2025-01-09', 75.0, 100.0, NULL, 0);
INSERT INTO hires_bramley (hire_id, tool_id, staff_id, customer_name, customer_type, start_date, due_date, returned_date, hire_charge, deposit, damage_charge, is_delivered) VALUES (12, 12, 16, 'Kestrel Roofing', 'trade', '2025-01-17', '2025-01-24', '2025-01-26', 120.0, 100.0, NULL, 0);
INSERT INTO hires_bramley (hire_id, tool_id, staff_id, customer_name, customer_type, start_date, due_date, returned_date, hire_charge, deposit, damage_charge, is_delivered) VALUES (13, 3, 4, 'Dan Whitfield', 'private', '2025-01-27', '2025-01-30', '2025-01-30', 54.0, 50.0, NULL, 0);
INSERT INTO hires_bramley (hire_id, tool_id, staff_id, customer_name, customer_type, start_date, due_date, returned_date, hire_charge, deposit, damage_charge, is_delivered) VALUES (14, 15, 16, 'Aisha Begum', 'private', '2025-02-24', '2025-02-28', NULL, 60.0, 50.0, NULL, 0);
INSERT INTO hires_bramley (hire_id, tool_id, staff_id, customer_name, customer_type, start_date, due_date, returned_date, hire_charge, deposit, damage_charge, is_delivered) VALUES (15, 15, 10, 'Helen Ng', 'private', '2025-02-25', '2025-03-04', NULL, 45.0, 50.0, NULL, 1);
COMMIT;
