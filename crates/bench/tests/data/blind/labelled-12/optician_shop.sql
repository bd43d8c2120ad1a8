-- optician_shop: a two-branch high-street optician (staff, customers, frames, eye tests, glasses orders, appointments)
BEGIN TRANSACTION;
CREATE TABLE staff (
  staff_id INTEGER PRIMARY KEY,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  role TEXT NOT NULL,
  branch TEXT NOT NULL,
  hourly_rate REAL NOT NULL,
  hired_date TEXT NOT NULL,
  left_date TEXT -- NULL = still works here
);
CREATE TABLE customers (
  customer_id INTEGER PRIMARY KEY,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  birth_date TEXT, -- NULL = customer did not give a date of birth
  phone TEXT, -- NULL = no phone number on file
  email TEXT, -- NULL = no email address on file
  joined_date TEXT NOT NULL,
  is_reminder_opt_in INTEGER NOT NULL CHECK (is_reminder_opt_in IN (0,1)),
  referred_by_id INTEGER REFERENCES customers(customer_id) -- NULL = not referred by another customer
);
CREATE TABLE frames (
  frame_id INTEGER PRIMARY KEY,
  brand TEXT NOT NULL,
  model TEXT NOT NULL,
  colour TEXT NOT NULL,
  material TEXT NOT NULL,
  retail_price REAL NOT NULL,
  cost_price REAL NOT NULL,
  stock_qty INTEGER NOT NULL,
  discontinued_date TEXT -- NULL = still in the range
);
CREATE TABLE eye_tests (
  test_id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers(customer_id),
  staff_id INTEGER NOT NULL REFERENCES staff(staff_id),
  test_date TEXT NOT NULL,
  fee REAL NOT NULL,
  right_sphere REAL NOT NULL,
  left_sphere REAL NOT NULL,
  next_due_date TEXT, -- NULL = no recall date set
  is_hospital_referral INTEGER NOT NULL CHECK (is_hospital_referral IN (0,1)),
  notes TEXT -- NULL = the optometrist wrote no notes
);
CREATE TABLE orders (
  order_id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers(customer_id),
  test_id INTEGER REFERENCES eye_tests(test_id), -- NULL = prescription brought in from another optician
  frame_id INTEGER REFERENCES frames(frame_id), -- NULL = lenses fitted into the customer's own frame
  staff_id INTEGER NOT NULL REFERENCES staff(staff_id),
  order_date TEXT NOT NULL,
  ready_date TEXT, -- NULL = lenses not back from the lab yet
  collected_date TEXT, -- NULL = customer has not collected the glasses yet
  lens_type TEXT NOT NULL,
  frame_price REAL, -- NULL = no frame sold on this order (own frame)
  lens_price REAL NOT NULL,
  deposit_paid REAL NOT NULL
);
CREATE TABLE appointments (
  appointment_id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers(customer_id),
  staff_id INTEGER NOT NULL REFERENCES staff(staff_id),
  appt_date TEXT NOT NULL,
  purpose TEXT NOT NULL,
  is_no_show INTEGER NOT NULL CHECK (is_no_show IN (0,1)),
  cancelled_date TEXT -- NULL = appointment was not cancelled
);
INSERT INTO staff VALUES (1, 'Priya', 'Shah', 'optometrist', 'High Street', 38.50, '2016-03-01', NULL);
INSERT INTO staff VALUES (2, 'Tom', 'Becker', 'optometrist', 'Retail Park', 36.00, '2019-09-16', NULL);
INSERT INTO staff VALUES (3, 'Hannah', 'Okafor', 'optometrist', 'High Street', 35.00, '2021-02-01', '2024-06-30');
INSERT INTO staff VALUES (4, 'Leo', 'Marsh', 'dispensing optician', 'High Street', 22.00, '2018-05-14', NULL);
INSERT INTO staff VALUES (5, 'Grace', 'Lim', 'dispensing optician', 'Retail Park', 21.50, '2020-01-06', NULL);
INSERT INTO staff VALUES (6, 'Sam', 'Patel', 'dispensing optician', 'High Street', 20.00, '2022-08-01', NULL);
INSERT INTO staff VALUES (7, 'Ruth', 'Adeyemi', 'receptionist', 'High Street', 13.50, '2017-11-20', NULL);
INSERT INTO staff VALUES (8, 'Chloe', 'Murray', 'receptionist', 'Retail Park', 13.00, '2023-03-13', NULL);
INSERT INTO staff VALUES (9, 'Daniel', 'Novak', 'optical assistant', 'Retail Park', 12.50, '2024-01-08', NULL);
INSERT INTO staff VALUES (10, 'Amira', 'Haddad', 'optometrist', 'Retail Park', 37.00, '2023-05-02', NULL);
INSERT INTO staff VALUES (11, 'Megan', 'Price', 'optical assistant', 'High Street', 12.50, '2022-04-11', '2024-02-29');
INSERT INTO staff VALUES (12, 'Oliver', 'Grant', 'practice manager', 'High Street', 27.00, '2015-06-01', NULL);
INSERT INTO staff VALUES (13, 'Tom', 'Fairley', 'optical assistant', 'High Street', 12.00, '2024-07-15', NULL);
INSERT INTO staff VALUES (14, 'Isla', 'Ferreira', 'dispensing optician', 'Retail Park', 22.00, '2021-10-04', '2023-12-31');
INSERT INTO staff VALUES (15, 'Ben', 'Walsh', 'receptionist', 'High Street', 13.00, '2024-09-02', NULL);
INSERT INTO customers VALUES (1, 'Grace', 'Howell', '1958-04-12', '07700 900101', 'grace.h@mail.example', '2018-02-10', 1, NULL);
INSERT INTO customers VALUES (2, 'Tom', 'Reilly', '1990-07-03', NULL, 'tom.reilly@mail.example', '2019-05-22', 0, NULL);
INSERT INTO customers VALUES (3, 'Aisha', 'Begum', '1985-11-30', '07700 900103', NULL, '2019-06-01', 1, 1);
INSERT INTO customers VALUES (4, 'Peter', 'Dunn', NULL, '07700 900104', NULL, '2020-01-15', 0, NULL);
INSERT INTO customers VALUES (5, 'Sam', 'Ortiz', '2001-02-19', '07700 900105', 'sam.o@mail.example', '2020-03-03', 1, NULL);
INSERT INTO customers VALUES (6, 'Margaret', 'Cole', '1944-09-08', '07700 900106', NULL, '2018-07-19', 1, NULL);
INSERT INTO customers VALUES (7, 'Lucy', 'Fernandes', '1979-12-25', NULL, 'lucy.f@mail.example', '2021-04-04', 1, 3);
INSERT INTO customers VALUES (8, 'Priya', 'Nair', '1995-05-05', '07700 900108', 'priya.n@mail.example', '2021-08-17', 0, NULL);
INSERT INTO customers VALUES (9, 'George', 'Baxter', '1962-03-14', '07700 900109', NULL, '2018-11-02', 1, 6);
INSERT INTO customers VALUES (10, 'Ines', 'Duarte', NULL, NULL, 'ines.d@mail.example', '2022-01-20', 0, NULL);
INSERT INTO customers VALUES (11, 'Kwame', 'Mensah', '1988-08-08', '07700 900111', 'kwame.m@mail.example', '2022-02-14', 1, NULL);
INSERT INTO customers VALUES (12, 'Leo', 'Brandt', '1972-06-21', '07700 900112', NULL, '2019-09-09', 1, NULL);
INSERT INTO customers VALUES (13, 'Fatima', 'Zahra', '1999-10-10', '07700 900113', 'fatima.z@mail.example', '2022-06-30', 0, 11);
INSERT INTO customers VALUES (14, 'Harold', 'Jenkins', '1939-01-27', '07700 900114', NULL, '2017-05-05', 1, NULL);
INSERT INTO customers VALUES (15, 'Emily', 'Clarke', '2008-04-02', NULL, NULL, '2023-01-09', 0, 7);
INSERT INTO customers VALUES (16, 'Noah', 'Clarke', '2011-09-15', NULL, NULL, '2023-01-09', 0, 7);
INSERT INTO customers VALUES (17, 'Rosa', 'Whitfield', '1983-02-28', '07700 900117', 'rosa.w@mail.example', '2023-02-11', 1, NULL);
INSERT INTO customers VALUES (18, 'Daniel', 'Kerr', '1967-07-07', '07700 900118', 'daniel.k@mail.example', '2023-03-21', 1, NULL);
INSERT INTO customers VALUES (19, 'Olga', 'Petrova', '1953-12-12', '07700 900119', NULL, '2023-04-02', 1, NULL);
INSERT INTO customers VALUES (20, 'Marcus', 'Hill', NULL, '07700 900120', 'marcus.h@mail.example', '2023-05-15', 0, NULL);
INSERT INTO customers VALUES (21, 'Chen', 'Wei', '1980-03-03', '07700 900121', 'chen.w@mail.example', '2023-06-06', 1, NULL);
INSERT INTO customers VALUES (22, 'Yusuf', 'Demir', '1976-10-01', NULL, 'yusuf.d@mail.example', '2023-07-27', 0, 21);
INSERT INTO customers VALUES (23, 'Bethany', 'Moss', '1992-01-11', '07700 900123', NULL, '2023-08-08', 1, NULL);
INSERT INTO customers VALUES (24, 'Arthur', 'Pike', '1948-05-30', '07700 900124', NULL, '2023-09-19', 1, 14);
INSERT INTO customers VALUES (25, 'Sofia', 'Romano', '1986-02-14', '07700 900125', 'sofia.r@mail.example', '2023-10-10', 1, NULL);
INSERT INTO customers VALUES (26, 'Jack', 'Turner', '1970-11-11', NULL, NULL, '2023-11-01', 0, NULL);
INSERT INTO customers VALUES (27, 'Nadia', 'Karim', '1997-06-18', '07700 900127', 'nadia.k@mail.example', '2024-01-05', 1, 8);
INSERT INTO customers VALUES (28, 'Owen', 'Price', '1959-08-22', '07700 900128', NULL, '2024-01-22', 1, NULL);
INSERT INTO customers VALUES (29, 'Hana', 'Sato', '2003-03-09', NULL, 'hana.s@mail.example', '2024-02-17', 0, NULL);
INSERT INTO customers VALUES (30, 'Victor', 'Alves', '1965-04-04', '07700 900130', NULL, '2024-03-08', 1, NULL);
INSERT INTO customers VALUES (31, 'Elsie', 'Morgan', '1941-07-14', '07700 900131', NULL, '2024-03-30', 1, 24);
INSERT INTO customers VALUES (32, 'Ravi', 'Kumar', '1984-09-27', '07700 900132', 'ravi.k@mail.example', '2024-04-12', 0, NULL);
INSERT INTO customers VALUES (33, 'Tom', 'Okafor', '1993-12-01', '07700 900133', NULL, '2024-05-03', 1, NULL);
INSERT INTO customers VALUES (34, 'Julia', 'Novak', '1977-02-02', NULL, 'julia.n@mail.example', '2024-05-28', 1, NULL);
INSERT INTO customers VALUES (35, 'Ahmed', 'Farouk', '1969-06-06', '07700 900135', NULL, '2024-06-19', 0, NULL);
INSERT INTO customers VALUES (36, 'Clara', 'Schmidt', '1990-10-20', '07700 900136', 'clara.s@mail.example', '2024-07-07', 1, 25);
INSERT INTO customers VALUES (37, 'Patrick', 'Doyle', NULL, '07700 900137', NULL, '2024-08-14', 0, NULL);
INSERT INTO customers VALUES (38, 'Mei', 'Lin', '2000-08-30', '07700 900138', 'mei.l@mail.example', '2024-09-09', 1, NULL);
INSERT INTO customers VALUES (39, 'Walter', 'Greene', '1946-11-19', '07700 900139', NULL, '2024-10-21', 1, NULL);
INSERT INTO customers VALUES (40, 'Zoe', 'Barker', '2012-05-05', NULL, NULL, '2024-11-11', 0, NULL);
INSERT INTO frames VALUES (1, 'Lumen', 'Aria 52', 'Black', 'acetate', 129.00, 41.00, 6, NULL);
INSERT INTO frames VALUES (2, 'Lumen', 'Aria 52 Slim', 'Black', 'acetate', 149.00, 48.00, 3, NULL);
INSERT INTO frames VALUES (3, 'Lumen', 'Aria 52', 'Tortoiseshell', 'acetate', 129.00, 41.00, 4, NULL);
INSERT INTO frames VALUES (4, 'Lumen', 'Nova 50', 'Navy', 'metal', 99.00, 30.00, 8, NULL);
INSERT INTO frames VALUES (5, 'Lumen', 'Nova 50', 'Gold', 'metal', 99.00, 30.00, 0, '2024-08-31');
INSERT INTO frames VALUES (6, 'Vista', 'Vista 12', 'Gunmetal', 'metal', 89.00, 25.00, 10, NULL);
INSERT INTO frames VALUES (7, 'Vista', 'Vista 12 Pro', 'Gunmetal', 'titanium', 189.00, 70.00, 2, NULL);
INSERT INTO frames VALUES (8, 'Vista', 'Vista 12', 'Red', 'metal', 89.00, 25.00, 5, NULL);
INSERT INTO frames VALUES (9, 'Vista', 'Vista 14', 'Black', 'acetate', 79.00, 22.00, 7, NULL);
INSERT INTO frames VALUES (10, 'Harbour & Co', 'Quay', 'Dark Tortoiseshell', 'acetate', 165.00, 58.00, 3, NULL);
INSERT INTO frames VALUES (11, 'Harbour & Co', 'Quay', 'Crystal', 'acetate', 165.00, 58.00, 1, NULL);
INSERT INTO frames VALUES (12, 'Harbour & Co', 'Pier Round', 'Tortoiseshell', 'acetate', 175.00, 62.00, 2, NULL);
INSERT INTO frames VALUES (13, 'Harbour & Co', 'Pier Round', 'Black', 'acetate', 175.00, 62.00, 0, '2023-12-31');
INSERT INTO frames VALUES (14, 'Kinder', 'Kinder Flex 44', 'Blue', 'TR90', 59.00, 14.00, 9, NULL);
INSERT INTO frames VALUES (15, 'Kinder', 'Kinder Flex 44', 'Pink', 'TR90', 59.00, 14.00, 6, NULL);
INSERT INTO frames VALUES (16, 'Kinder', 'Kinder Flex 46', 'Green', 'TR90', 65.00, 16.00, 4, NULL);
INSERT INTO frames VALUES (17, 'Orla', 'Orla Cat-Eye', 'Burgundy', 'acetate', 145.00, 50.00, 2, NULL);
INSERT INTO frames VALUES (18, 'Orla', 'Orla Cat-Eye', 'Black', 'acetate', 145.00, 50.00, 5, NULL);
INSERT INTO frames VALUES (19, 'Orla', 'Orla Rimless', 'Silver', 'titanium', 229.00, 85.00, 1, NULL);
INSERT INTO frames VALUES (20, 'Budget Line', 'BL-01', 'Black', 'metal', 35.00, 8.00, 20, NULL);
INSERT INTO frames VALUES (21, 'Budget Line', 'BL-02', 'Brown', 'acetate', 35.00, 8.00, 15, NULL);
INSERT INTO frames VALUES (22, 'Budget Line', 'BL-03', 'Silver', 'metal', 35.00, 8.00, 0, '2024-03-31');
INSERT INTO frames VALUES (23, 'Titan Air', 'Air 7', 'Silver', 'titanium', 199.00, 80.00, 3, NULL);
INSERT INTO frames VALUES (24, 'Titan Air', 'Air 7', 'Gunmetal', 'titanium', 199.00, 80.00, 2, NULL);
INSERT INTO frames VALUES (25, 'Titan Air', 'Air 9', 'Black', 'titanium', 229.00, 92.00, 1, NULL);
INSERT INTO eye_tests VALUES (1, 1, 1, '2022-03-04', 0.00, -1.25, -1.50, '2024-03-04', 0, NULL);
INSERT INTO eye_tests VALUES (2, 6, 1, '2022-05-11', 0.00, 2.00, 2.25, '2023-05-11', 0, 'early cataract, watch');
INSERT INTO eye_tests VALUES (3, 9, 3, '2022-06-20', 0.00, 1.50, 1.75, '2024-06-20', 0, NULL);
INSERT INTO eye_tests VALUES (4, 14, 1, '2022-09-02', 0.00, 3.00, 2.75, '2023-09-02', 1, 'referred - raised eye pressure');
INSERT INTO eye_tests VALUES (5, 3, 2, '2022-10-14', 25.00, -2.00, -2.25, '2024-10-14', 0, NULL);
INSERT INTO eye_tests VALUES (6, 12, 2, '2022-11-30', 25.00, -0.50, -0.75, '2024-11-30', 0, NULL);
INSERT INTO eye_tests VALUES (7, 2, 3, '2023-01-17', 25.00, -3.25, -3.00, '2025-01-17', 0, NULL);
INSERT INTO eye_tests VALUES (8, 15, 3, '2023-01-24', 0.00, -1.00, -1.25, '2024-01-24', 0, 'child - annual recall');
INSERT INTO eye_tests VALUES (9, 16, 3, '2023-01-24', 0.00, 0.75, 0.50, '2024-01-24', 0, 'child - annual recall');
INSERT INTO eye_tests VALUES (10, 17, 1, '2023-02-20', 25.00, -1.75, -1.50, '2025-02-20', 0, NULL);
INSERT INTO eye_tests VALUES (11, 18, 2, '2023-03-28', 25.00, 1.00, 1.25, '2025-03-28', 0, NULL);
INSERT INTO eye_tests VALUES (12, 19, 1, '2023-04-05', 0.00, 2.50, 2.50, '2024-04-05', 0, NULL);
INSERT INTO eye_tests VALUES (13, 20, 2, '2023-05-19', 25.00, -4.50, -4.75, NULL, 0, NULL);
INSERT INTO eye_tests VALUES (14, 21, 10, '2023-06-09', 25.00, -2.75, -2.50, '2025-06-09', 0, NULL);
INSERT INTO eye_tests VALUES (15, 22, 10, '2023-08-01', 45.00, -6.00, -5.75, '2024-08-01', 1, 'retinal scan - refer');
INSERT INTO eye_tests VALUES (16, 23, 3, '2023-08-15', 25.00, -1.25, -1.00, '2025-08-15', 0, NULL);
INSERT INTO eye_tests VALUES (17, 24, 1, '2023-09-22', 0.00, 1.75, 2.00, '2024-09-22', 0, NULL);
INSERT INTO eye_tests VALUES (18, 5, 2, '2023-10-02', 25.00, -0.25, -0.50, '2025-10-02', 0, NULL);
INSERT INTO eye_tests VALUES (19, 25, 10, '2023-10-12', 45.00, -3.00, -3.25, '2025-10-12', 0, 'OCT scan');
INSERT INTO eye_tests VALUES (20, 1, 1, '2024-03-06', 0.00, -1.50, -1.75, '2026-03-06', 0, NULL);
INSERT INTO eye_tests VALUES (21, 26, 3, '2023-11-03', 25.00, 0.50, 0.25, NULL, 0, NULL);
INSERT INTO eye_tests VALUES (22, 27, 10, '2024-01-09', 30.00, -2.25, -2.00, '2026-01-09', 0, NULL);
INSERT INTO eye_tests VALUES (23, 28, 2, '2024-01-25', 0.00, 2.25, 2.00, '2026-01-25', 0, NULL);
INSERT INTO eye_tests VALUES (24, 15, 3, '2024-01-26', 0.00, -1.50, -1.75, '2025-01-26', 0, 'child - annual recall');
INSERT INTO eye_tests VALUES (25, 29, 10, '2024-02-20', 30.00, -5.25, -5.00, '2026-02-20', 0, NULL);
INSERT INTO eye_tests VALUES (26, 30, 2, '2024-03-11', 30.00, 1.25, 1.50, '2026-03-11', 0, NULL);
INSERT INTO eye_tests VALUES (27, 31, 1, '2024-04-02', 0.00, 3.25, 3.50, '2025-04-02', 1, 'macular changes - refer');
INSERT INTO eye_tests VALUES (28, 6, 1, '2024-04-16', 0.00, 2.50, 2.75, '2025-04-16', 0, 'cataract progressing');
INSERT INTO eye_tests VALUES (29, 32, 10, '2024-04-15', 45.00, -3.75, -3.50, '2026-04-15', 0, 'OCT scan');
INSERT INTO eye_tests VALUES (30, 33, 2, '2024-05-06', 30.00, -1.00, -1.00, '2026-05-06', 0, NULL);
INSERT INTO eye_tests VALUES (31, 34, 3, '2024-05-30', 30.00, 0.25, 0.50, NULL, 0, NULL);
INSERT INTO eye_tests VALUES (32, 35, 2, '2024-06-21', 30.00, -2.50, -2.75, '2026-06-21', 0, NULL);
INSERT INTO eye_tests VALUES (33, 36, 10, '2024-07-09', 30.00, -0.75, -1.00, '2026-07-09', 0, NULL);
INSERT INTO eye_tests VALUES (34, 7, 1, '2024-07-23', 30.00, -2.00, -2.00, '2026-07-23', 0, NULL);
INSERT INTO eye_tests VALUES (35, 37, 2, '2024-08-15', 30.00, 1.00, 0.75, NULL, 0, NULL);
INSERT INTO eye_tests VALUES (36, 38, 10, '2024-09-10', 45.00, -7.25, -7.50, '2025-09-10', 1, 'high myopia - refer');
INSERT INTO eye_tests VALUES (37, 39, 1, '2024-10-22', 0.00, 2.75, 3.00, '2025-10-22', 0, NULL);
INSERT INTO eye_tests VALUES (38, 40, 10, '2024-11-12', 0.00, 1.50, 1.25, '2025-11-12', 0, 'child - first test');
INSERT INTO eye_tests VALUES (39, 14, 1, '2024-11-19', 0.00, 3.25, 3.00, '2025-11-19', 0, NULL);
INSERT INTO eye_tests VALUES (40, 11, 2, '2024-12-03', 30.00, -1.25, -1.50, '2026-12-03', 0, NULL);
INSERT INTO orders VALUES (1, 1, 1, 3, 4, '2022-03-04', '2022-03-15', '2022-03-19', 'varifocal', 129.00, 180.00, 100.00);
INSERT INTO orders VALUES (2, 6, 2, 12, 4, '2022-05-11', '2022-05-20', '2022-05-27', 'varifocal', 175.00, 210.00, 150.00);
INSERT INTO orders VALUES (3, 9, 3, NULL, 5, '2022-06-20', '2022-06-29', '2022-07-02', 'varifocal', NULL, 195.00, 50.00);
INSERT INTO orders VALUES (4, 3, 5, 6, 5, '2022-10-14', '2022-10-24', '2022-10-25', 'single vision', 89.00, 60.00, 50.00);
INSERT INTO orders VALUES (5, 12, 6, 9, 4, '2022-11-30', '2022-12-09', '2022-12-20', 'single vision', 79.00, 45.00, 0.00);
INSERT INTO orders VALUES (6, 2, 7, 7, 14, '2023-01-17', '2023-01-27', '2023-02-01', 'single vision', 189.00, 85.00, 100.00);
INSERT INTO orders VALUES (7, 15, 8, 14, 14, '2023-01-24', '2023-02-02', '2023-02-04', 'single vision', 59.00, 0.00, 0.00);
INSERT INTO orders VALUES (8, 16, 9, 16, 14, '2023-01-24', '2023-02-02', '2023-02-04', 'single vision', 65.00, 0.00, 0.00);
INSERT INTO orders VALUES (9, 17, 10, 18, 5, '2023-02-20', '2023-03-02', '2023-03-10', 'single vision', 145.00, 70.00, 80.00);
INSERT INTO orders VALUES (10, 19, 12, 4, 4, '2023-04-05', '2023-04-14', '2023-04-18', 'bifocal', 99.00, 120.00, 60.00);
INSERT INTO orders VALUES (11, 20, 13, 23, 6, '2023-05-19', '2023-05-30', '2023-06-02', 'single vision', 199.00, 140.00, 150.00);
INSERT INTO orders VALUES (12, 21, 14, 1, 5, '2023-06-09', '2023-06-19', '2023-06-24', 'single vision', 129.00, 65.00, 50.00);
INSERT INTO orders VALUES (13, 23, 16, 17, 6, '2023-08-15', '2023-08-25', '2023-09-01', 'single vision', 145.00, 60.00, 50.00);
INSERT INTO orders VALUES (14, 24, 17, 20, 4, '2023-09-22', '2023-10-02', '2023-10-05', 'reading', 35.00, 30.00, 0.00);
INSERT INTO orders VALUES (15, 5, 18, 2, 6, '2023-10-02', '2023-10-12', '2023-10-14', 'single vision', 149.00, 55.00, 60.00);
INSERT INTO orders VALUES (16, 25, 19, 10, 5, '2023-10-12', '2023-10-23', '2023-10-30', 'varifocal', 165.00, 240.00, 150.00);
INSERT INTO orders VALUES (17, 1, 20, 1, 5, '2024-03-06', '2024-03-15', '2024-03-21', 'varifocal', 129.00, 195.00, 100.00);
INSERT INTO orders VALUES (18, 27, 22, 18, 6, '2024-01-09', '2024-01-19', '2024-01-22', 'single vision', 145.00, 55.00, 30.00);
INSERT INTO orders VALUES (19, 28, 23, 4, 4, '2024-01-25', '2024-02-05', '2024-02-09', 'varifocal', 99.00, 185.00, 100.00);
INSERT INTO orders VALUES (20, 15, 24, 15, 5, '2024-01-26', '2024-02-06', '2024-02-10', 'single vision', 59.00, 0.00, 0.00);
INSERT INTO orders VALUES (21, 29, 25, 24, 6, '2024-02-20', '2024-03-01', '2024-03-12', 'single vision', 199.00, 150.00, 100.00);
INSERT INTO orders VALUES (22, 30, 26, NULL, 4, '2024-03-11', '2024-03-20', '2024-03-22', 'single vision', NULL, 60.00, 60.00);
INSERT INTO orders VALUES (23, 31, 27, 21, 9, '2024-04-02', '2024-04-12', '2024-04-20', 'reading', 35.00, 30.00, 0.00);
INSERT INTO orders VALUES (24, 32, 29, 25, 5, '2024-04-15', '2024-04-25', '2024-05-03', 'single vision', 229.00, 120.00, 150.00);
INSERT INTO orders VALUES (25, 33, 30, 8, 6, '2024-05-06', '2024-05-16', '2024-05-18', 'single vision', 89.00, 55.00, 40.00);
INSERT INTO orders VALUES (26, 35, 32, 6, 4, '2024-06-21', '2024-07-01', '2024-07-06', 'single vision', 89.00, 65.00, 50.00);
INSERT INTO orders VALUES (27, 36, 33, 11, 5, '2024-07-09', '2024-07-19', NULL, 'single vision', 165.00, 70.00, 100.00);
INSERT INTO orders VALUES (28, 7, 34, 12, 6, '2024-07-23', '2024-08-02', '2024-08-09', 'varifocal', 175.00, 230.00, 150.00);
INSERT INTO orders VALUES (29, 4, NULL, 9, 13, '2024-08-05', '2024-08-14', '2024-08-20', 'single vision', 79.00, 50.00, 40.00);
INSERT INTO orders VALUES (30, 8, NULL, 19, 5, '2024-08-19', '2024-08-30', '2024-09-03', 'single vision', 229.00, 95.00, 100.00);
INSERT INTO orders VALUES (31, 38, 36, 7, 6, '2024-09-10', '2024-09-24', NULL, 'single vision', 189.00, 180.00, 100.00);
INSERT INTO orders VALUES (32, 37, 35, 17, 4, '2024-08-15', '2024-08-26', '2024-08-31', 'single vision', 145.00, 60.00, 50.00);
INSERT INTO orders VALUES (33, 39, 37, 3, 5, '2024-10-22', '2024-11-01', '2024-11-08', 'varifocal', 129.00, 210.00, 100.00);
INSERT INTO orders VALUES (34, 40, 38, 14, 13, '2024-11-12', '2024-11-22', '2024-11-30', 'single vision', 59.00, 0.00, 0.00);
INSERT INTO orders VALUES (35, 14, 39, 10, 4, '2024-11-19', '2024-11-29', NULL, 'varifocal', 165.00, 250.00, 150.00);
INSERT INTO orders VALUES (36, 11, 40, 24, 5, '2024-12-03', NULL, NULL, 'single vision', 199.00, 85.00, 100.00);
INSERT INTO orders VALUES (37, 10, NULL, NULL, 6, '2024-12-05', NULL, NULL, 'reading', NULL, 35.00, 35.00);
INSERT INTO orders VALUES (38, 13, NULL, 20, 9, '2024-12-09', NULL, NULL, 'single vision', 35.00, 45.00, 20.00);
INSERT INTO orders VALUES (39, 6, 28, 12, 4, '2024-04-16', '2024-04-26', '2024-05-02', 'varifocal', 175.00, 215.00, 150.00);
INSERT INTO orders VALUES (40, 22, 15, 2, 5, '2023-08-02', '2023-08-14', '2023-08-16', 'single vision', 149.00, 110.00, 80.00);
INSERT INTO appointments VALUES (1, 35, 2, '2024-06-21', 'eye test', 0, NULL);
INSERT INTO appointments VALUES (2, 12, 4, '2024-06-25', 'adjustment', 0, NULL);
INSERT INTO appointments VALUES (3, 36, 10, '2024-07-09', 'eye test', 0, NULL);
INSERT INTO appointments VALUES (4, 26, 2, '2024-07-11', 'eye test', 1, NULL);
INSERT INTO appointments VALUES (5, 7, 1, '2024-07-23', 'eye test', 0, NULL);
INSERT INTO appointments VALUES (6, 35, 4, '2024-07-06', 'collection', 0, NULL);
INSERT INTO appointments VALUES (7, 3, 10, '2024-07-30', 'contact lens check', 0, NULL);
INSERT INTO appointments VALUES (8, 20, 2, '2024-08-02', 'eye test', 0, '2024-07-29');
INSERT INTO appointments VALUES (9, 37, 4, '2024-08-31', 'collection', 0, NULL);
INSERT INTO appointments VALUES (10, 4, 13, '2024-08-20', 'collection', 0, NULL);
INSERT INTO appointments VALUES (11, 7, 6, '2024-08-09', 'collection', 0, NULL);
INSERT INTO appointments VALUES (12, 38, 10, '2024-09-10', 'eye test', 0, NULL);
INSERT INTO appointments VALUES (13, 21, 5, '2024-09-12', 'adjustment', 0, NULL);
INSERT INTO appointments VALUES (14, 2, 1, '2024-09-17', 'contact lens check', 1, NULL);
INSERT INTO appointments VALUES (15, 18, 2, '2024-09-26', 'eye test', 0, '2024-09-20');
INSERT INTO appointments VALUES (16, 39, 1, '2024-10-22', 'eye test', 0, NULL);
INSERT INTO appointments VALUES (17, 29, 10, '2024-10-03', 'contact lens check', 0, NULL);
INSERT INTO appointments VALUES (18, 9, 1, '2024-10-08', 'eye test', 1, NULL);
INSERT INTO appointments VALUES (19, 39, 5, '2024-11-08', 'collection', 0, NULL);
INSERT INTO appointments VALUES (20, 40, 10, '2024-11-12', 'eye test', 0, NULL);
INSERT INTO appointments VALUES (21, 14, 1, '2024-11-19', 'eye test', 0, NULL);
INSERT INTO appointments VALUES (22, 24, 4, '2024-11-21', 'adjustment', 0, NULL);
INSERT INTO appointments VALUES (23, 11, 2, '2024-12-03', 'eye test', 0, NULL);
INSERT INTO appointments VALUES (24, 10, 6, '2024-12-05', 'adjustment', 0, NULL);
INSERT INTO appointments VALUES (25, 30, 2, '2024-12-10', 'eye test', 0, '2024-12-06');
INSERT INTO appointments VALUES (26, 36, 5, '2024-12-12', 'collection', 1, NULL);
INSERT INTO appointments VALUES (27, 19, 1, '2024-12-16', 'eye test', 1, NULL);
INSERT INTO appointments VALUES (28, 33, 9, '2024-12-18', 'adjustment', 0, NULL);
INSERT INTO appointments VALUES (29, 15, 10, '2025-01-27', 'eye test', 0, NULL);
INSERT INTO appointments VALUES (30, 5, 2, '2024-12-20', 'contact lens check', 0, '2024-12-19');
COMMIT;
