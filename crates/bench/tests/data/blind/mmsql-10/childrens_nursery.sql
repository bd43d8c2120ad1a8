-- childrens_nursery: a children's day nursery (staff, guardians, children, invoices, extra sessions, incidents)
BEGIN TRANSACTION;
CREATE TABLE staff (
  staff_id INTEGER PRIMARY KEY,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  role TEXT NOT NULL,
  room TEXT, -- NULL = not tied to one room (floats or works outside the rooms)
  start_date TEXT NOT NULL,
  end_date TEXT, -- NULL = still employed
  hourly_wage REAL NOT NULL,
  is_first_aider INTEGER NOT NULL CHECK (is_first_aider IN (0,1))
);
CREATE TABLE guardians (
  guardian_id INTEGER PRIMARY KEY,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  relationship TEXT NOT NULL,
  phone TEXT NOT NULL,
  email TEXT, -- NULL = no email address given
  town TEXT NOT NULL
);
CREATE TABLE children (
  child_id INTEGER PRIMARY KEY,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  birth_date TEXT NOT NULL,
  guardian_id INTEGER NOT NULL REFERENCES guardians(guardian_id),
  key_worker_id INTEGER REFERENCES staff(staff_id), -- NULL = no key worker assigned yet
  room TEXT NOT NULL,
  start_date TEXT NOT NULL,
  leave_date TEXT, -- NULL = still attending
  allergy TEXT, -- NULL = no known allergy
  is_funded_hours INTEGER NOT NULL CHECK (is_funded_hours IN (0,1))
);
CREATE TABLE invoices (
  invoice_id INTEGER PRIMARY KEY,
  child_id INTEGER NOT NULL REFERENCES children(child_id),
  issued_date TEXT NOT NULL,
  due_date TEXT NOT NULL,
  amount_billed REAL NOT NULL,
  amount_paid REAL, -- NULL = nothing paid yet
  paid_date TEXT -- NULL = no payment received yet
);
CREATE TABLE extra_sessions (
  session_id INTEGER PRIMARY KEY,
  child_id INTEGER NOT NULL REFERENCES children(child_id),
  session_date TEXT NOT NULL,
  hours REAL NOT NULL,
  fee REAL NOT NULL,
  is_cancelled INTEGER NOT NULL CHECK (is_cancelled IN (0,1))
);
CREATE TABLE incidents (
  incident_id INTEGER PRIMARY KEY,
  child_id INTEGER NOT NULL REFERENCES children(child_id),
  staff_id INTEGER NOT NULL REFERENCES staff(staff_id),
  incident_date TEXT NOT NULL,
  kind TEXT NOT NULL,
  parent_informed_date TEXT, -- NULL = parent not yet informed
  is_first_aid_given INTEGER NOT NULL CHECK (is_first_aid_given IN (0,1))
);
INSERT INTO staff (staff_id, first_name, last_name, role, room, start_date, end_date, hourly_wage, is_first_aider) VALUES (1, 'Karen', 'Doyle', 'Manager', NULL, '2015-09-01', NULL, 18.5, 1);
INSERT INTO staff (staff_id, first_name, last_name, role, room, start_date, end_date, hourly_wage, is_first_aider) VALUES (2, 'Ella', 'Fisher', 'Room Leader', 'Babies', '2018-01-08', NULL, 14.2, 1);
INSERT INTO staff (staff_id, first_name, last_name, role, room, start_date, end_date, hourly_wage, is_first_aider) VALUES (3, 'Sam', 'Okafor', 'Room Leader', 'Toddlers', '2019-04-15', NULL, 14.2, 1);
INSERT INTO staff (staff_id, first_name, last_name, role, room, start_date, end_date, hourly_wage, is_first_aider) VALUES (4, 'Jade', 'Walker', 'Room Leader', 'Pre-school', '2017-06-05', NULL, 14.6, 1);
INSERT INTO staff (staff_id, first_name, last_name, role, room, start_date, end_date, hourly_wage, is_first_aider) VALUES (5, 'Amy', 'Lund', 'Nursery Practitioner', 'Babies', '2021-09-06', NULL, 12.1, 1);
INSERT INTO staff (staff_id, first_name, last_name, role, room, start_date, end_date, hourly_wage, is_first_aider) VALUES (6, 'Hollie', 'Price', 'Nursery Practitioner', 'Toddlers', '2022-01-10', NULL, 11.9, 0);
INSERT INTO staff (staff_id, first_name, last_name, role, room, start_date, end_date, hourly_wage, is_first_aider) VALUES (7, 'Nina', 'Kowalski', 'Nursery Practitioner', 'Pre-school', '2020-03-02', NULL, 12.4, 1);
INSERT INTO staff (staff_id, first_name, last_name, role, room, start_date, end_date, hourly_wage, is_first_aider) VALUES (8, 'Ben', 'Ashby', 'Nursery Practitioner', 'Toddlers', '2023-02-20', NULL, 11.6, 0);
INSERT INTO staff (staff_id, first_name, last_name, role, room, start_date, end_date, hourly_wage, is_first_aider) VALUES (9, 'Ruby', 'Chen', 'Apprentice', 'Babies', '2023-09-04', NULL, 7.55, 0);
INSERT INTO staff (staff_id, first_name, last_name, role, room, start_date, end_date, hourly_wage, is_first_aider) VALUES (10, 'Leah', 'Morris', 'Apprentice', 'Pre-school', '2023-09-04', '2024-02-23', 7.55, 0);
INSERT INTO staff (staff_id, first_name, last_name, role, room, start_date, end_date, hourly_wage, is_first_aider) VALUES (11, 'Pete', 'Sandford', 'Cook', NULL, '2016-11-14', NULL, 11.8, 1);
INSERT INTO staff (staff_id, first_name, last_name, role, room, start_date, end_date, hourly_wage, is_first_aider) VALUES (12, 'Fatima', 'Begum', 'Nursery Practitioner', NULL, '2022-07-18', NULL, 12.0, 1);
INSERT INTO staff (staff_id, first_name, last_name, role, room, start_date, end_date, hourly_wage, is_first_aider) VALUES (13, 'Ella', 'Graham', 'Nursery Practitioner', 'Pre-school', '2024-01-08', NULL, 11.8, 0);
INSERT INTO staff (staff_id, first_name, last_name, role, room, start_date, end_date, hourly_wage, is_first_aider) VALUES (14, 'Chloe', 'Dixon', 'Nursery Practitioner', 'Babies', '2019-10-01', '2024-03-28', 12.3, 1);
INSERT INTO staff (staff_id, first_name, last_name, role, room, start_date, end_date, hourly_wage, is_first_aider) VALUES (15, 'Tariq', 'Hussain', 'Deputy Manager', NULL, '2018-05-14', NULL, 16.4, 1);
INSERT INTO staff (staff_id, first_name, last_name, role, room, start_date, end_date, hourly_wage, is_first_aider) VALUES (16, 'Megan', 'Ross', 'Apprentice', 'Toddlers', '2024-02-26', NULL, 7.55, 0);
INSERT INTO guardians (guardian_id, first_name, last_name, relationship, phone, email, town) VALUES (1, 'Sarah', 'Whitaker', 'Mother', '07900 862829', 'sarah.whitaker@example.com', 'Linwood');
INSERT INTO guardians (guardian_id, first_name, last_name, relationship, phone, email, town) VALUES (2, 'James', 'Grant', 'Father', '07900 100433', 'james.grant@example.com', 'Abbotsfield');
INSERT INTO guardians (guardian_id, first_name, last_name, relationship, phone, email, town) VALUES (3, 'Sam', 'Morris', 'Mother', '07900 624585', 'sam.morris@example.com', 'Marston Green');
INSERT INTO guardians (guardian_id, first_name, last_name, relationship, phone, email, town) VALUES (4, 'Laura', 'Bell', 'Mother', '07900 439301', 'laura.bell@example.com', 'Linwood');
INSERT INTO guardians (guardian_id, first_name, last_name, relationship, phone, email, town) VALUES (5, 'Mohammed', 'Ali', 'Father', '07900 915271', NULL, 'Abbotsfield');
INSERT INTO guardians (guardian_id, first_name, last_name, relationship, phone, email, town) VALUES (6, 'Emma', 'Turner', 'Mother', '07900 772018', 'emma.turner@example.com', 'Linwood');
INSERT INTO guardians (guardian_id, first_name, last_name, relationship, phone, email, town) VALUES (7, 'Chris', 'Cooper', 'Father', '07900 691456', NULL, 'Linwood');
INSERT INTO guardians (guardian_id, first_name, last_name, relationship, phone, email, town) VALUES (8, 'Rachel', 'Hughes', 'Mother', '07900 218859', 'rachel.hughes@example.com', 'Abbotsfield');
INSERT INTO guardians (guardian_id, first_name, last_name, relationship, phone, email, town) VALUES (9, 'Daniel', 'Ward', 'Father', '07900 363274', 'daniel.ward@example.com', 'Marston Green');
INSERT INTO guardians (guardian_id, first_name, last_name, relationship, phone, email, town) VALUES (10, 'Aisha', 'Khan', 'Mother', '07900 409262', NULL, 'Linwood');
INSERT INTO guardians (guardian_id, first_name, last_name, relationship, phone, email, town) VALUES (11, 'Tom', 'Price', 'Father', '07900 727432', 'tom.price@example.com', 'Abbotsfield');
INSERT INTO guardians (guardian_id, first_name, last_name, relationship, phone, email, town) VALUES (12, 'Katie', 'Lloyd', 'Mother', '07900 888846', 'katie.lloyd@example.com', 'Linwood');
INSERT INTO guardians (guardian_id, first_name, last_name, relationship, phone, email, town) VALUES (13, 'Lee', 'Baker', 'Father', '07900 101766', 'lee.baker@example.com', 'Linwood');
INSERT INTO guardians (guardian_id, first_name, last_name, relationship, phone, email, town) VALUES (14, 'Gemma', 'Harris', 'Mother', '07900 217966', 'gemma.harris@example.com', 'Abbotsfield');
INSERT INTO guardians (guardian_id, first_name, last_name, relationship, phone, email, town) VALUES (15, 'Paul', 'Young', 'Father', '07900 380202', NULL, 'Marston Green');
INSERT INTO guardians (guardian_id, first_name, last_name, relationship, phone, email, town) VALUES (16, 'Priya', 'Patel', 'Mother', '07900 637444', 'priya.patel@example.com', 'Linwood');
INSERT INTO guardians (guardian_id, first_name, last_name, relationship, phone, email, town) VALUES (17, 'Mark', 'Evans', 'Father', '07900 423122', 'mark.evans@example.com', 'Abbotsfield');
INSERT INTO guardians (guardian_id, first_name, last_name, relationship, phone, email, town) VALUES (18, 'Zoe', 'Scott', 'Mother', '07900 179569', 'zoe.scott@example.com', 'Linwood');
INSERT INTO guardians (guardian_id, first_name, last_name, relationship, phone, email, town) VALUES (19, 'Adam', 'Wood', 'Father', '07900 154931', 'adam.wood@example.com', 'Linwood');
INSERT INTO guardians (guardian_id, first_name, last_name, relationship, phone, email, town) VALUES (20, 'Hannah', 'Green', 'Mother', '07900 457702', NULL, 'Abbotsfield');
INSERT INTO guardians (guardian_id, first_name, last_name, relationship, phone, email, town) VALUES (21, 'Rob', 'Hall', 'Father', '07900 911053', 'rob.hall@example.com', 'Marston Green');
INSERT INTO guardians (guardian_id, first_name, last_name, relationship, phone, email, town) VALUES (22, 'Jess', 'Clarke', 'Mother', '07900 480612', 'jess.clarke@example.com', 'Linwood');
INSERT INTO guardians (guardian_id, first_name, last_name, relationship, phone, email, town) VALUES (23, 'Kwame', 'Mensah', 'Father', '07900 472964', 'kwame.mensah@example.com', 'Abbotsfield');
INSERT INTO guardians (guardian_id, first_name, last_name, relationship, phone, email, town) VALUES (24, 'Nicola', 'Wright', 'Mother', '07900 127984', 'nicola.wright@example.com', 'Linwood');
INSERT INTO guardians (guardian_id, first_name, last_name, relationship, phone, email, town) VALUES (25, 'Steve', 'Walsh', 'Father', '07900 594353', NULL, 'Linwood');
INSERT INTO guardians (guardian_id, first_name, last_name, relationship, phone, email, town) VALUES (26, 'Olivia', 'Harper', 'Grandmother', '07900 116008', 'olivia.harper@example.com', 'Abbotsfield');
INSERT INTO guardians (guardian_id, first_name, last_name, relationship, phone, email, town) VALUES (27, 'Gary', 'King', 'Father', '07900 283380', 'gary.king@example.com', 'Marston Green');
INSERT INTO guardians (guardian_id, first_name, last_name, relationship, phone, email, town) VALUES (28, 'Lucy', 'Bennett', 'Mother', '07900 726549', 'lucy.bennett@example.com', 'Linwood');
INSERT INTO guardians (guardian_id, first_name, last_name, relationship, phone, email, town) VALUES (29, 'Imran', 'Shah', 'Father', '07900 516079', 'imran.shah@example.com', 'Abbotsfield');
INSERT INTO guardians (guardian_id, first_name, last_name, relationship, phone, email, town) VALUES (30, 'Beth', 'Roberts', 'Mother', '07900 917464', NULL, 'Linwood');
INSERT INTO children (child_id, first_name, last_name, birth_date, guardian_id, key_worker_id, room, start_date, leave_date, allergy, is_funded_hours) VALUES (1, 'Oliver', 'Whitaker', '2021-09-24', 1, 16, 'Toddlers', '2022-07-02', NULL, NULL, 0);
INSERT INTO children (child_id, first_name, last_name, birth_date, guardian_id, key_worker_id, room, start_date, leave_date, allergy, is_funded_hours) VALUES (2, 'Mia', 'Grant', '2021-04-24', 2, 4, 'Pre-school', '2022-02-05', NULL, 'peanuts', 1);
INSERT INTO children (child_id, first_name, last_name, birth_date, guardian_id, key_worker_id, room, start_date, leave_date, allergy, is_funded_hours) VALUES (3, 'Noah', 'Morris', '2022-05-08', 3, 16, 'Toddlers', '2023-01-02', NULL, NULL, 0);
INSERT INTO children (child_id, first_name, last_name, birth_date, guardian_id, key_worker_id, room, start_date, leave_date, allergy, is_funded_hours) VALUES (4, 'Ella', 'Bell', '2020-07-10', 4, 13, 'Pre-school', '2021-02-28', NULL, NULL, 1);
INSERT INTO children (child_id, first_name, last_name, birth_date, guardian_id, key_worker_id, room, start_date, leave_date, allergy, is_funded_hours) VALUES (5, 'Leo', 'Ali', '2021-08-17', 5, 16, 'Toddlers', '2022-04-15', NULL, NULL, 0);
INSERT INTO children (child_id, first_name, last_name, birth_date, guardian_id, key_worker_id, room, start_date, leave_date, allergy, is_funded_hours) VALUES (6, 'Isla', 'Turner', '2023-02-20', 6, 14, 'Babies', '2023-10-02', '2024-03-28', NULL, 0);
INSERT INTO children (child_id, first_name, last_name, birth_date, guardian_id, key_worker_id, room, start_date, leave_date, allergy, is_funded_hours) VALUES (7, 'Arlo', 'Cooper', '2021-05-05', 7, 6, 'Toddlers', '2021-10-23', NULL, NULL, 1);
INSERT INTO children (child_id, first_name, last_name, birth_date, guardian_id, key_worker_id, room, start_date, leave_date, allergy, is_funded_hours) VALUES (8, 'Freya', 'Hughes', '2020-10-08', 8, 13, 'Pre-school', '2021-03-19', NULL, NULL, 1);
INSERT INTO children (child_id, first_name, last_name, birth_date, guardian_id, key_worker_id, room, start_date, leave_date, allergy, is_funded_hours) VALUES (9, 'Oliver', 'Ward', '2022-12-18', 9, 5, 'Babies', '2023-07-02', NULL, 'dairy', 0);
INSERT INTO children (child_id, first_name, last_name, birth_date, guardian_id, key_worker_id, room, start_date, leave_date, allergy, is_funded_hours) VALUES (10, 'Ava', 'Khan', '2020-03-19', 10, 13, 'Pre-school', '2020-11-10', NULL, NULL, 1);
INSERT INTO children (child_id, first_name, last_name, birth_date, guardian_id, key_worker_id, room, start_date, leave_date, allergy, is_funded_hours) VALUES (11, 'Theo', 'Price', '2023-08-24', 11, 2, 'Babies', '2024-03-04', NULL, NULL, 1);
INSERT INTO children (child_id, first_name, last_name, birth_date, guardian_id, key_worker_id, room, start_date, leave_date, allergy, is_funded_hours) VALUES (12, 'Lily', 'Lloyd', '2020-12-02', 12, NULL, 'Pre-school', '2021-07-20', NULL, NULL, 1);
INSERT INTO children (child_id, first_name, last_name, birth_date, guardian_id, key_worker_id, room, start_date, leave_date, allergy, is_funded_hours) VALUES (13, 'Finley', 'Baker', '2021-11-12', 13, 16, 'Toddlers', '2022-07-02', NULL, NULL, 1);
INSERT INTO children (child_id, first_name, last_name, birth_date, guardian_id, key_worker_id, room, start_date, leave_date, allergy, is_funded_hours) VALUES (14, 'Poppy', 'Harris', '2020-04-12', 14, 4, 'Pre-school', '2020-10-17', NULL, NULL, 1);
INSERT INTO children (child_id, first_name, last_name, birth_date, guardian_id, key_worker_id, room, start_date, leave_date, allergy, is_funded_hours) VALUES (15, 'Jacob', 'Young', '2023-10-05', 15, 2, 'Babies', '2024-03-04', NULL, 'eggs', 0);
INSERT INTO children (child_id, first_name, last_name, birth_date, guardian_id, key_worker_id, room, start_date, leave_date, allergy, is_funded_hours) VALUES (16, 'Rosie', 'Patel', '2021-11-19', 16, 16, 'Toddlers', '2022-08-23', NULL, NULL, 0);
INSERT INTO children (child_id, first_name, last_name, birth_date, guardian_id, key_worker_id, room, start_date, leave_date, allergy, is_funded_hours) VALUES (17, 'Alfie', 'Evans', '2021-08-11', 17, 8, 'Toddlers', '2022-03-20', '2024-03-28', NULL, 1);
INSERT INTO children (child_id, first_name, last_name, birth_date, guardian_id, key_worker_id, room, start_date, leave_date, allergy, is_funded_hours) VALUES (18, 'Evie', 'Scott', '2023-02-02', 18, 5, 'Babies', '2023-09-14', NULL, NULL, 0);
INSERT INTO children (child_id, first_name, last_name, birth_date, guardian_id, key_worker_id, room, start_date, leave_date, allergy, is_funded_hours) VALUES (19, 'Zayn', 'Wood', '2021-09-16', 19, 8, 'Toddlers', '2022-05-15', NULL, NULL, 1);
INSERT INTO children (child_id, first_name, last_name, birth_date, guardian_id, key_worker_id, room, start_date, leave_date, allergy, is_funded_hours) VALUES (20, 'Grace', 'Green', '2022-07-22', 20, 8, 'Toddlers', '2023-01-16', NULL, NULL, 0);
INSERT INTO children (child_id, first_name, last_name, birth_date, guardian_id, key_worker_id, room, start_date, leave_date, allergy, is_funded_hours) VALUES (21, 'Oscar', 'Hall', '2021-06-19', 21, 6, 'Toddlers', '2022-01-17', NULL, 'peanuts', 0);
INSERT INTO children (child_id, first_name, last_name, birth_date, guardian_id, key_worker_id, room, start_date, leave_date, allergy, is_funded_hours) VALUES (22, 'Millie', 'Clarke', '2021-07-31', 22, 16, 'Toddlers', '2022-02-28', NULL, NULL, 0);
INSERT INTO children (child_id, first_name, last_name, birth_date, guardian_id, key_worker_id, room, start_date, leave_date, allergy, is_funded_hours) VALUES (23, 'Harry', 'Mensah', '2020-08-14', 23, 13, 'Pre-school', '2021-05-08', NULL, NULL, 1);
INSERT INTO children (child_id, first_name, last_name, birth_date, guardian_id, key_worker_id, room, start_date, leave_date, allergy, is_funded_hours) VALUES (24, 'Ivy', 'Wright', '2020-03-03', 24, 13, 'Pre-school', '2020-09-08', NULL, NULL, 1);
INSERT INTO children (child_id, first_name, last_name, birth_date, guardian_id, key_worker_id, room, start_date, leave_date, allergy, is_funded_hours) VALUES (25, 'Reuben', 'Walsh', '2021-12-27', 25, 3, 'Toddlers', '2022-07-24', NULL, NULL, 1);
INSERT INTO children (child_id, first_name, last_name, birth_date, guardian_id, key_worker_id, room, start_date, leave_date, allergy, is_funded_hours) VALUES (26, 'Sofia', 'Harper', '2022-10-29', 26, NULL, 'Babies', '2023-06-24', NULL, NULL, 0);
INSERT INTO children (child_id, first_name, last_name, birth_date, guardian_id, key_worker_id, room, start_date, leave_date, allergy, is_funded_hours) VALUES (27, 'Max', 'King', '2021-10-23', 27, 16, 'Toddlers', '2022-06-29', NULL, NULL, 0);
INSERT INTO children (child_id, first_name, last_name, birth_date, guardian_id, key_worker_id, room, start_date, leave_date, allergy, is_funded_hours) VALUES (28, 'Daisy', 'Bennett', '2022-10-25', 28, 14, 'Babies', '2023-06-24', '2024-03-28', NULL, 0);
INSERT INTO children (child_id, first_name, last_name, birth_date, guardian_id, key_worker_id, room, start_date, leave_date, allergy, is_funded_hours) VALUES (29, 'Kai', 'Shah', '2020-01-19', 29, 4, 'Pre-school', '2020-09-01', NULL, NULL, 1);
INSERT INTO children (child_id, first_name, last_name, birth_date, guardian_id, key_worker_id, room, start_date, leave_date, allergy, is_funded_hours) VALUES (30, 'Nell', 'Roberts', '2021-01-16', 30, 7, 'Pre-school', '2021-09-05', NULL, NULL, 1);
INSERT INTO children (child_id, first_name, last_name, birth_date, guardian_id, key_worker_id, room, start_date, leave_date, allergy, is_funded_hours) VALUES (31, 'Ezra', 'Grant', '2021-03-24', 2, 12, 'Pre-school', '2021-08-27', NULL, NULL, 1);
INSERT INTO children (child_id, first_name, last_name, birth_date, guardian_id, key_worker_id, room, start_date, leave_date, allergy, is_funded_hours) VALUES (32, 'Maya', 'Morris', '2020-07-05', 3, 4, 'Pre-school', '2021-02-08', NULL, NULL, 1);
INSERT INTO children (child_id, first_name, last_name, birth_date, guardian_id, key_worker_id, room, start_date, leave_date, allergy, is_funded_hours) VALUES (33, 'Louis', 'Bell', '2022-12-24', 4, 9, 'Babies', '2023-08-07', NULL, 'sesame', 1);
INSERT INTO children (child_id, first_name, last_name, birth_date, guardian_id, key_worker_id, room, start_date, leave_date, allergy, is_funded_hours) VALUES (34, 'Hallie', 'Ali', '2022-01-11', 5, 8, 'Toddlers', '2022-08-03', NULL, NULL, 0);
INSERT INTO children (child_id, first_name, last_name, birth_date, guardian_id, key_worker_id, room, start_date, leave_date, allergy, is_funded_hours) VALUES (35, 'Ted', 'Turner', '2019-11-26', 6, 13, 'Pre-school', '2020-09-09', '2024-02-16', NULL, 1);
INSERT INTO children (child_id, first_name, last_name, birth_date, guardian_id, key_worker_id, room, start_date, leave_date, allergy, is_funded_hours) VALUES (36, 'Amara', 'Cooper', '2023-07-24', 7, 14, 'Babies', '2024-03-04', NULL, NULL, 1);
INSERT INTO children (child_id, first_name, last_name, birth_date, guardian_id, key_worker_id, room, start_date, leave_date, allergy, is_funded_hours) VALUES (37, 'Jude', 'Hughes', '2023-05-10', 8, 2, 'Babies', '2024-01-22', NULL, NULL, 0);
INSERT INTO children (child_id, first_name, last_name, birth_date, guardian_id, key_worker_id, room, start_date, leave_date, allergy, is_funded_hours) VALUES (38, 'Willow', 'Ward', '2023-08-17', 9, 2, 'Babies', '2024-02-27', NULL, NULL, 1);
INSERT INTO children (child_id, first_name, last_name, birth_date, guardian_id, key_worker_id, room, start_date, leave_date, allergy, is_funded_hours) VALUES (39, 'Sami', 'Khan', '2021-11-01', 10, NULL, 'Toddlers', '2022-04-23', NULL, NULL, 0);
INSERT INTO children (child_id, first_name, last_name, birth_date, guardian_id, key_worker_id, room, start_date, leave_date, allergy, is_funded_hours) VALUES (40, 'Esme', 'Price', '2022-11-26', 11, 9, 'Babies', '2023-05-28', NULL, NULL, 1);
INSERT INTO invoices (invoice_id, child_id, issued_date, due_date, amount_billed, amount_paid, paid_date) VALUES (1, 1, '2024-01-31', '2024-02-14', 1139.0, 1139.0, '2024-02-18');
INSERT INTO invoices (invoice_id, child_id, issued_date, due_date, amount_billed, amount_paid, paid_date) VALUES (2, 2, '2024-01-31', '2024-02-14', 674.5, 337.25, '2024-02-16');
INSERT INTO invoices (invoice_id, child_id, issued_date, due_date, amount_billed, amount_paid, paid_date) VALUES (3, 3, '2024-01-31', '2024-02-14', 1114.5, 1114.5, '2024-02-23');
INSERT INTO invoices (invoice_id, child_id, issued_date, due_date, amount_billed, amount_paid, paid_date) VALUES (4, 4, '2024-01-31', '2024-02-14', 650.0, 650.0, '2024-02-06');
INSERT INTO invoices (invoice_id, child_id, issued_date, due_date, amount_billed, amount_paid, paid_date) VALUES (5, 5, '2024-01-31', '2024-02-14', 1090.0, 1090.0, '2024-02-09');
INSERT INTO invoices (invoice_id, child_id, issued_date, due_date, amount_billed, amount_paid, paid_date) VALUES (6, 6, '2024-01-31', '2024-02-14', 1180.0, 1180.0, '2024-02-05');
INSERT INTO invoices (invoice_id, child_id, issued_date, due_date, amount_billed, amount_paid, paid_date) VALUES (7, 7, '2024-01-31', '2024-02-14', 829.0, NULL, NULL);
INSERT INTO invoices (invoice_id, child_id, issued_date, due_date, amount_billed, amount_paid, paid_date) VALUES (8, 8, '2024-01-31', '2024-02-14', 674.5, 674.5, '2024-02-18');
INSERT INTO invoices (invoice_id, child_id, issued_date, due_date, amount_billed, amount_paid, paid_date) VALUES (9, 9, '2024-01-31', '2024-02-14', 1180.0, 1180.0, '2024-02-02');
INSERT INTO invoices (invoice_id, child_id, issued_date, due_date, amount_billed, amount_paid, paid_date) VALUES (10, 10, '2024-01-31', '2024-02-14', 650.0, 650.0, '2024-02-13');
INSERT INTO invoices (invoice_id, child_id, issued_date, due_date, amount_billed, amount_paid, paid_date) VALUES (11, 11, '2024-01-31', '2024-02-14', 870.0, 870.0, '2024-02-22');
INSERT INTO invoices (invoice_id, child_id, issued_date, due_date, amount_billed, amount_paid, paid_date) VALUES (12, 12, '2024-01-31', '2024-02-14', 650.0, 325.0, '2024-02-13');
INSERT INTO invoices (invoice_id, child_id, issued_date, due_date, amount_billed, amount_paid, paid_date) VALUES (13, 13, '2024-01-31', '2024-02-14', 780.0, 780.0, '2024-02-22');
INSERT INTO invoices (invoice_id, child_id, issued_date, due_date, amount_billed, amount_paid, paid_date) VALUES (14, 14, '2024-01-31', '2024-02-14', 650.0, 650.0, '2024-02-14');
INSERT INTO invoices (invoice_id, child_id, issued_date, due_date, amount_billed, amount_paid, paid_date) VALUES (15, 15, '2024-01-31', '2024-02-14', 1229.0, 1229.0, '2024-02-07');
INSERT INTO invoices (invoice_id, child_id, issued_date, due_date, amount_billed, amount_paid, paid_date) VALUES (16, 16, '2024-01-31', '2024-02-14', 1030.0, 515.0, '2024-02-10');
INSERT INTO invoices (invoice_id, child_id, issued_date, due_date, amount_billed, amount_paid, paid_date) VALUES (17, 17, '2024-01-31', '2024-02-14', 829.0, 829.0, '2024-02-15');
INSERT INTO invoices (invoice_id, child_id, issued_date, due_date, amount_billed, amount_paid, paid_date) VALUES (18, 1, '2024-02-29', '2024-03-14', 1090.0, 1090.0, '2024-03-16');
INSERT INTO invoices (invoice_id, child_id, issued_date, due_date, amount_billed, amount_paid, paid_date) VALUES (19, 2, '2024-02-29', '2024-03-14', 699.0, 699.0, '2024-03-20');
INSERT INTO invoices (invoice_id, child_id, issued_date, due_date, amount_billed, amount_paid, paid_date) VALUES (20, 3, '2024-02-29', '2024-03-14', 1114.5, 1114.5, '2024-03-17');
INSERT INTO invoices (invoice_id, child_id, issued_date, due_date, amount_billed, amount_paid, paid_date) VALUES (21, 4, '2024-02-29', '2024-03-14', 650.0, 325.0, '2024-03-19');
INSERT INTO invoices (invoice_id, child_id, issued_date, due_date, amount_billed, amount_paid, paid_date) VALUES (22, 5, '2024-02-29', '2024-03-14', 1090.0, 1090.0, '2024-03-03');
INSERT INTO invoices (invoice_id, child_id, issued_date, due_date, amount_billed, amount_paid, paid_date) VALUES (23, 6, '2024-02-29', '2024-03-14', 1180.0, NULL, NULL);
INSERT INTO invoices (invoice_id, child_id, issued_date, due_date, amount_billed, amount_paid, paid_date) VALUES (24, 7, '2024-02-29', '2024-03-14', 804.5, 402.25, '2024-03-16');
INSERT INTO invoices (invoice_id, child_id, issued_date, due_date, amount_billed, amount_paid, paid_date) VALUES (25, 8, '2024-02-29', '2024-03-14', 650.0, 650.0, '2024-03-07');
INSERT INTO invoices (invoice_id, child_id, issued_date, due_date, amount_billed, amount_paid, paid_date) VALUES (26, 9, '2024-02-29', '2024-03-14', 1120.0, 1120.0, '2024-03-16');
INSERT INTO invoices (invoice_id, child_id, issued_date, due_date, amount_billed, amount_paid, paid_date) VALUES (27, 10, '2024-02-29', '2024-03-14', 674.5, 674.5, '2024-03-05');
INSERT INTO invoices (invoice_id, child_id, issued_date, due_date, amount_billed, amount_paid, paid_date) VALUES (28, 11, '2024-02-29', '2024-03-14', 919.0, 919.0, '2024-03-18');
INSERT INTO invoices (invoice_id, child_id, issued_date, due_date, amount_billed, amount_paid, paid_date) VALUES (29, 12, '2024-02-29', '2024-03-14', 650.0, 650.0, '2024-03-03');
INSERT INTO invoices (invoice_id, child_id, issued_date, due_date, amount_billed, amount_paid, paid_date) VALUES (30, 13, '2024-02-29', '2024-03-14', 829.0, 829.0, '2024-03-16');
INSERT INTO invoices (invoice_id, child_id, issued_date, due_date, amount_billed, amount_paid, paid_date) VALUES (31, 14, '2024-02-29', '2024-03-14', 699.0, 699.0, '2024-03-12');
INSERT INTO invoices (invoice_id, child_id, issued_date, due_date, amount_billed, amount_paid, paid_date) VALUES (32, 15, '2024-02-29', '2024-03-14', 1204.5, 1204.5, '2024-03-05');
INSERT INTO invoices (invoice_id, child_id, issued_date, due_date, amount_billed, amount_paid, paid_date) VALUES (33, 16, '2024-02-29', '2024-03-14', 1090.0, 1090.0, '2024-03-03');
INSERT INTO invoices (invoice_id, child_id, issued_date, due_date, amount_billed, amount_paid, paid_date) VALUES (34, 17, '2024-02-29', '2024-03-14', 780.0, 780.0, '2024-03-16');
INSERT INTO invoices (invoice_id, child_id, issued_date, due_date, amount_billed, amount_paid, paid_date) VALUES (35, 1, '2024-03-31', '2024-04-14', 1114.5, 1114.5, '2024-04-14');
INSERT INTO invoices (invoice_id, child_id, issued_date, due_date, amount_billed, amount_paid, paid_date) VALUES (36, 2, '2024-03-31', '2024-04-14', 674.5, 674.5, '2024-04-09');
INSERT INTO invoices (invoice_id, child_id, issued_date, due_date, amount_billed, amount_paid, paid_date) VALUES (37, 3, '2024-03-31', '2024-04-14', 1139.0, 569.5, '2024-04-18');
INSERT INTO invoices (invoice_id, child_id, issued_date, due_date, amount_billed, amount_paid, paid_date) VALUES (38, 4, '2024-03-31', '2024-04-14', 650.0, 325.0, '2024-04-23');
INSERT INTO invoices (invoice_id, child_id, issued_date, due_date, amount_billed, amount_paid, paid_date) VALUES (39, 5, '2024-03-31', '2024-04-14', 1090.0, 1090.0, '2024-04-18');
INSERT INTO invoices (invoice_id, child_id, issued_date, due_date, amount_billed, amount_paid, paid_date) VALUES (40, 7, '2024-03-31', '2024-04-14', 720.0, 720.0, '2024-04-06');
INSERT INTO invoices (invoice_id, child_id, issued_date, due_date, amount_billed, amount_paid, paid_date) VALUES (41, 8, '2024-03-31', '2024-04-14', 674.5, 674.5, '2024-04-02');
INSERT INTO invoices (invoice_id, child_id, issued_date, due_date, amount_billed, amount_paid, paid_date) VALUES (42, 9, '2024-03-31', '2024-04-14', 1180.0, 1180.0, '2024-04-10');
INSERT INTO invoices (invoice_id, child_id, issued_date, due_date, amount_billed, amount_paid, paid_date) VALUES (43, 10, '2024-03-31', '2024-04-14', 699.0, 699.0, '2024-04-16');
INSERT INTO invoices (invoice_id, child_id, issued_date, due_date, amount_billed, amount_paid, paid_date) VALUES (44, 11, '2024-03-31', '2024-04-14', 919.0, 919.0, '2024-04-18');
INSERT INTO invoices (invoice_id, child_id, issued_date, due_date, amount_billed, amount_paid, paid_date) VALUES (45, 12, '2024-03-31', '2024-04-14', 674.5, 674.5, '2024-04-17');
INSERT INTO invoices (invoice_id, child_id, issued_date, due_date, amount_billed, amount_paid, paid_date) VALUES (46, 13, '2024-03-31', '2024-04-14', 780.0, 390.0, '2024-04-17');
INSERT INTO invoices (invoice_id, child_id, issued_date, due_date, amount_billed, amount_paid, paid_date) VALUES (47, 14, '2024-03-31', '2024-04-14', 674.5, 674.5, '2024-04-10');
INSERT INTO invoices (invoice_id, child_id, issued_date, due_date, amount_billed, amount_paid, paid_date) VALUES (48, 15, '2024-03-31', '2024-04-14', 1229.0, 1229.0, '2024-04-20');
INSERT INTO invoices (invoice_id, child_id, issued_date, due_date, amount_billed, amount_paid, paid_date) VALUES (49, 16, '2024-03-31', '2024-04-14', 1139.0, 1139.0, '2024-04-22');
INSERT INTO invoices (invoice_id, child_id, issued_date, due_date, amount_billed, amount_paid, paid_date) VALUES (50, 1, '2024-04-30', '2024-05-14', 1114.5, 1114.5, '2024-05-08');
INSERT INTO invoices (invoice_id, child_id, issued_date, due_date, amount_billed, amount_paid, paid_date) VALUES (51, 2, '2024-04-30', '2024-05-14', 699.0, 699.0, '2024-05-12');
INSERT INTO invoices (invoice_id, child_id, issued_date, due_date, amount_billed, amount_paid, paid_date) VALUES (52, 3, '2024-04-30', '2024-05-14', 1030.0, 1030.0, '2024-05-10');
INSERT INTO invoices (invoice_id, child_id, issued_date, due_date, amount_billed, amount_paid, paid_date) VALUES (53, 4, '2024-04-30', '2024-05-14', 650.0, NULL, NULL);
INSERT INTO invoices (invoice_id, child_id, issued_date, due_date, amount_billed, amount_paid, paid_date) VALUES (54, 5, '2024-04-30', '2024-05-14', 1030.0, 1030.0, '2024-05-20');
INSERT INTO invoices (invoice_id, child_id, issued_date, due_date, amount_billed, amount_paid, paid_date) VALUES (55, 7, '2024-04-30', '2024-05-14', 829.0, 829.0, '2024-05-12');
INSERT INTO invoices (invoice_id, child_id, issued_date, due_date, amount_billed, amount_paid, paid_date) VALUES (56, 8, '2024-04-30', '2024-05-14', 590.0, 590.0, '2024-05-18');
INSERT INTO invoices (invoice_id, child_id, issued_date, due_date, amount_billed, amount_paid, paid_date) VALUES (57, 9, '2024-04-30', '2024-05-14', 1229.0, NULL, NULL);
INSERT INTO invoices (invoice_id, child_id, issued_date, due_date, amount_billed, amount_paid, paid_date) VALUES (58, 10, '2024-04-30', '2024-05-14', 674.5, 674.5, '2024-05-20');
INSERT INTO invoices (invoice_id, child_id, issued_date, due_date, amount_billed, amount_paid, paid_date) VALUES (59, 11, '2024-04-30', '2024-05-14', 894.5, NULL, NULL);
INSERT INTO invoices (invoice_id, child_id, issued_date, due_date, amount_billed, amount_paid, paid_date) VALUES (60, 12, '2024-04-30', '2024-05-14', 590.0, NULL, NULL);
INSERT INTO extra_sessions (session_id, child_id, session_date, hours, fee, is_cancelled) VALUES (1, 24, '2024-01-08', 1.0, 7.5, 0);
INSERT INTO extra_sessions (session_id, child_id, session_date, hours, fee, is_cancelled) VALUES (2, 25, '2024-01-11', 2.0, 15.0, 0);
INSERT INTO extra_sessions (session_id, child_id, session_date, hours, fee, is_cancelled) VALUES (3, 26, '2024-01-12', 4.0, 30.0, 0);
INSERT INTO extra_sessions (session_id, child_id, session_date, hours, fee, is_cancelled) VALUES (4, 7, '2024-01-15', 4.0, 30.0, 0);
INSERT INTO extra_sessions (session_id, child_id, session_date, hours, fee, is_cancelled) VALUES (5, 11, '2024-01-16', 4.0, 30.0, 0);
INSERT INTO extra_sessions (session_id, child_id, session_date, hours, fee, is_cancelled) VALUES (6, 15, '2024-01-26', 2.0, 15.0, 0);
INSERT INTO extra_sessions (session_id, child_id, session_date, hours, fee, is_cancelled) VALUES (7, 9, '2024-01-29', 2.0, 15.0, 0);
INSERT INTO extra_sessions (session_id, child_id, session_date, hours, fee, is_cancelled) VALUES (8, 4, '2024-01-30', 1.0, 7.5, 1);
INSERT INTO extra_sessions (session_id, child_id, session_date, hours, fee, is_cancelled) VALUES (9, 18, '2024-02-01', 2.0, 15.0, 0);
INSERT INTO extra_sessions (session_id, child_id, session_date, hours, fee, is_cancelled) VALUES (10, 40, '2024-02-02', 1.0, 7.5, 0);
INSERT INTO extra_sessions (session_id, child_id, session_date, hours, fee, is_cancelled) VALUES (11, 8, '2024-02-07', 2.0, 15.0, 0);
INSERT INTO extra_sessions (session_id, child_id, session_date, hours, fee, is_cancelled) VALUES (12, 29, '2024-02-07', 3.0, 22.5, 0);
INSERT INTO extra_sessions (session_id, child_id, session_date, hours, fee, is_cancelled) VALUES (13, 2, '2024-02-13', 2.0, 15.0, 0);
INSERT INTO extra_sessions (session_id, child_id, session_date, hours, fee, is_cancelled) VALUES (14, 3, '2024-02-15', 2.0, 15.0, 0);
INSERT INTO extra_sessions (session_id, child_id, session_date, hours, fee, is_cancelled) VALUES (15, 19, '2024-02-26', 2.0, 15.0, 0);
INSERT INTO extra_sessions (session_id, child_id, session_date, hours, fee, is_cancelled) VALUES (16, 33, '2024-02-28', 3.0, 22.5, 0);
INSERT INTO extra_sessions (session_id, child_id, session_date, hours, fee, is_cancelled) VALUES (17, 14, '2024-02-28', 3.0, 22.5, 0);
INSERT INTO extra_sessions (session_id, child_id, session_date, hours, fee, is_cancelled) VALUES (18, 36, '2024-02-29', 2.0, 15.0, 1);
INSERT INTO extra_sessions (session_id, child_id, session_date, hours, fee, is_cancelled) VALUES (19, 22, '2024-03-04', 3.0, 22.5, 0);
INSERT INTO extra_sessions (session_id, child_id, session_date, hours, fee, is_cancelled) VALUES (20, 31, '2024-03-06', 2.0, 15.0, 0);
INSERT INTO extra_sessions (session_id, child_id, session_date, hours, fee, is_cancelled) VALUES (21, 38, '2024-03-07', 3.0, 22.5, 0);
INSERT INTO extra_sessions (session_id, child_id, session_date, hours, fee, is_cancelled) VALUES (22, 12, '2024-03-08', 4.0, 30.0, 1);
INSERT INTO extra_sessions (session_id, child_id, session_date, hours, fee, is_cancelled) VALUES (23, 21, '2024-03-28', 4.0, 30.0, 0);
INSERT INTO extra_sessions (session_id, child_id, session_date, hours, fee, is_cancelled) VALUES (24, 10, '2024-03-29', 2.0, 15.0, 0);
INSERT INTO extra_sessions (session_id, child_id, session_date, hours, fee, is_cancelled) VALUES (25, 37, '2024-04-02', 1.0, 7.5, 0);
INSERT INTO extra_sessions (session_id, child_id, session_date, hours, fee, is_cancelled) VALUES (26, 23, '2024-04-08', 2.0, 15.0, 0);
INSERT INTO extra_sessions (session_id, child_id, session_date, hours, fee, is_cancelled) VALUES (27, 5, '2024-04-19', 2.0, 15.0, 0);
INSERT INTO extra_sessions (session_id, child_id, session_date, hours, fee, is_cancelled) VALUES (28, 29, '2024-04-19', 3.0, 22.5, 1);
INSERT INTO extra_sessions (session_id, child_id, session_date, hours, fee, is_cancelled) VALUES (29, 36, '2024-04-22', 4.0, 30.0, 0);
INSERT INTO extra_sessions (session_id, child_id, session_date, hours, fee, is_cancelled) VALUES (30, 16, '2024-04-22', 1.5, 11.25, 0);
INSERT INTO extra_sessions (session_id, child_id, session_date, hours, fee, is_cancelled) VALUES (31, 18, '2024-04-24', 4.0, 30.0, 0);
INSERT INTO extra_sessions (session_id, child_id, session_date, hours, fee, is_cancelled) VALUES (32, 30, '2024-04-26', 3.0, 22.5, 0);
INSERT INTO incidents (incident_id, child_id, staff_id, incident_date, kind, parent_informed_date, is_first_aid_given) VALUES (1, 31, 13, '2024-01-08', 'scratch', '2024-01-08', 0);
INSERT INTO incidents (incident_id, child_id, staff_id, incident_date, kind, parent_informed_date, is_first_aid_given) VALUES (2, 21, 8, '2024-01-12', 'nosebleed', '2024-01-12', 1);
INSERT INTO incidents (incident_id, child_id, staff_id, incident_date, kind, parent_informed_date, is_first_aid_given) VALUES (3, 34, 6, '2024-01-19', 'scratch', '2024-01-19', 0);
INSERT INTO incidents (incident_id, child_id, staff_id, incident_date, kind, parent_informed_date, is_first_aid_given) VALUES (4, 24, 13, '2024-01-26', 'nosebleed', NULL, 1);
INSERT INTO incidents (incident_id, child_id, staff_id, incident_date, kind, parent_informed_date, is_first_aid_given) VALUES (5, 17, 8, '2024-01-29', 'bitten by another child', '2024-01-29', 0);
INSERT INTO incidents (incident_id, child_id, staff_id, incident_date, kind, parent_informed_date, is_first_aid_given) VALUES (6, 35, 10, '2024-02-05', 'bump to head', '2024-02-05', 1);
INSERT INTO incidents (incident_id, child_id, staff_id, incident_date, kind, parent_informed_date, is_first_aid_given) VALUES (7, 13, 8, '2024-02-23', 'scratch', '2024-02-23', 0);
INSERT INTO incidents (incident_id, child_id, staff_id, incident_date, kind, parent_informed_date, is_first_aid_given) VALUES (8, 6, 2, '2024-03-01', 'fall', '2024-03-01', 1);
INSERT INTO incidents (incident_id, child_id, staff_id, incident_date, kind, parent_informed_date, is_first_aid_given) VALUES (9, 27, 6, '2024-03-04', 'nosebleed', '2024-03-05', 1);
INSERT INTO incidents (incident_id, child_id, staff_id, incident_date, kind, parent_informed_date, is_first_aid_given) VALUES (10, 12, 13, '2024-03-08', 'fall', '2024-03-09', 1);
INSERT INTO incidents (incident_id, child_id, staff_id, incident_date, kind, parent_informed_date, is_first_aid_given) VALUES (11, 20, 3, '2024-03-08', 'bitten by another child', '2024-03-08', 0);
INSERT INTO incidents (incident_id, child_id, staff_id, incident_date, kind, parent_informed_date, is_first_aid_given) VALUES (12, 5, 16, '2024-03-14', 'trapped finger', NULL, 1);
INSERT INTO incidents (incident_id, child_id, staff_id, incident_date, kind, parent_informed_date, is_first_aid_given) VALUES (13, 38, 5, '2024-03-15', 'bump to head', '2024-03-15', 1);
INSERT INTO incidents (incident_id, child_id, staff_id, incident_date, kind, parent_informed_date, is_first_aid_given) VALUES (14, 28, 2, '2024-03-22', 'scratch', '2024-03-23', 0);
INSERT INTO incidents (incident_id, child_id, staff_id, incident_date, kind, parent_informed_date, is_first_aid_given) VALUES (15, 23, 13, '2024-03-27', 'bitten by another child', '2024-03-27', 0);
INSERT INTO incidents (incident_id, child_id, staff_id, incident_date, kind, parent_informed_date, is_first_aid_given) VALUES (16, 9, 9, '2024-03-28', 'fall', '2024-03-28', 1);
INSERT INTO incidents (incident_id, child_id, staff_id, incident_date, kind, parent_informed_date, is_first_aid_given) VALUES (17, 16, 3, '2024-03-29', 'scratch', '2024-03-29', 0);
INSERT INTO incidents (incident_id, child_id, staff_id, incident_date, kind, parent_informed_date, is_first_aid_given) VALUES (18, 2, 13, '2024-03-29', 'trapped finger', '2024-03-29', 1);
INSERT INTO incidents (incident_id, child_id, staff_id, incident_date, kind, parent_informed_date, is_first_aid_given) VALUES (19, 10, 7, '2024-04-17', 'scratch', NULL, 0);
INSERT INTO incidents (incident_id, child_id, staff_id, incident_date, kind, parent_informed_date, is_first_aid_given) VALUES (20, 39, 6, '2024-04-19', 'trapped finger', '2024-04-19', 1);
COMMIT;
