-- register_office: a county register office: registrars, ceremony venues, marriages and civil partnership ceremonies, birth registrations and certificate orders.
BEGIN TRANSACTION;
CREATE TABLE registrars (
  registrar_id INTEGER PRIMARY KEY,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  grade TEXT NOT NULL,
  started_on TEXT NOT NULL,
  left_on TEXT, -- NULL = still in post
  is_welsh_speaker INTEGER NOT NULL CHECK (is_welsh_speaker IN (0,1))
);
CREATE TABLE venues (
  venue_id INTEGER PRIMARY KEY,
  venue_name TEXT NOT NULL,
  town TEXT NOT NULL,
  venue_type TEXT NOT NULL,
  capacity INTEGER NOT NULL,
  room_fee REAL, -- NULL = room hire is arranged directly with the venue; we charge no room fee
  approved_until TEXT -- NULL = our own register office room, no approval licence needed
);
CREATE TABLE ceremonies (
  ceremony_id INTEGER PRIMARY KEY,
  venue_id INTEGER NOT NULL REFERENCES venues(venue_id),
  registrar_id INTEGER REFERENCES registrars(registrar_id), -- NULL = registrar not allocated yet
  ceremony_type TEXT NOT NULL,
  partner_one_name TEXT NOT NULL,
  partner_two_name TEXT, -- NULL = second partner's details not supplied yet
  booked_on TEXT NOT NULL,
  notice_given_on TEXT, -- NULL = no notice given (not yet, or not needed for a renewal of vows)
  ceremony_date TEXT NOT NULL,
  fee_quoted REAL NOT NULL,
  fee_paid REAL, -- NULL = nothing paid yet
  guest_count INTEGER, -- NULL = guest numbers not confirmed
  is_cancelled INTEGER NOT NULL CHECK (is_cancelled IN (0,1))
);
CREATE TABLE births (
  birth_id INTEGER PRIMARY KEY,
  child_first_name TEXT NOT NULL,
  child_last_name TEXT NOT NULL,
  born_on TEXT NOT NULL,
  registered_on TEXT NOT NULL,
  place_of_birth TEXT NOT NULL,
  registrar_id INTEGER NOT NULL REFERENCES registrars(registrar_id),
  parent_one_name TEXT NOT NULL,
  parent_two_name TEXT -- NULL = sole registration, no second parent named
);
CREATE TABLE certificate_orders (
  order_id INTEGER PRIMARY KEY,
  ceremony_id INTEGER REFERENCES ceremonies(ceremony_id), -- NULL = order is for a birth certificate
  birth_id INTEGER REFERENCES births(birth_id), -- NULL = order is for a marriage or civil partnership certificate
  ordered_on TEXT NOT NULL,
  dispatched_on TEXT, -- NULL = not dispatched yet
  copies INTEGER NOT NULL,
  service TEXT NOT NULL,
  fee REAL NOT NULL
);
INSERT INTO registrars (registrar_id, first_name, last_name, grade, started_on, left_on, is_welsh_speaker) VALUES (1, 'Rhian', 'Pugh', 'Superintendent Registrar', '2009-04-01', NULL, 1);
INSERT INTO registrars (registrar_id, first_name, last_name, grade, started_on, left_on, is_welsh_speaker) VALUES (2, 'Gethin', 'Lloyd', 'Registrar', '2014-09-15', NULL, 1);
INSERT INTO registrars (registrar_id, first_name, last_name, grade, started_on, left_on, is_welsh_speaker) VALUES (3, 'Carys', 'Bevan', 'Registrar', '2017-01-09', NULL, 1);
INSERT INTO registrars (registrar_id, first_name, last_name, grade, started_on, left_on, is_welsh_speaker) VALUES (4, 'Alan', 'Whitby', 'Deputy Registrar', '2020-06-01', NULL, 0);
INSERT INTO registrars (registrar_id, first_name, last_name, grade, started_on, left_on, is_welsh_speaker) VALUES (5, 'Helen', 'Marsh', 'Registrar', '2012-02-20', NULL, 0);
INSERT INTO registrars (registrar_id, first_name, last_name, grade, started_on, left_on, is_welsh_speaker) VALUES (6, 'Dafydd', 'Rees', 'Registrar', '2018-10-01', NULL, 1);
INSERT INTO registrars (registrar_id, first_name, last_name, grade, started_on, left_on, is_welsh_speaker) VALUES (7, 'Sarah', 'Cole', 'Deputy Registrar', '2019-03-04', '2024-03-31', 0);
INSERT INTO registrars (registrar_id, first_name, last_name, grade, started_on, left_on, is_welsh_speaker) VALUES (8, 'Owain', 'Price', 'Registrar', '2016-05-16', NULL, 1);
INSERT INTO registrars (registrar_id, first_name, last_name, grade, started_on, left_on, is_welsh_speaker) VALUES (9, 'Megan', 'Hughes', 'Registrar', '2021-08-02', NULL, 1);
INSERT INTO registrars (registrar_id, first_name, last_name, grade, started_on, left_on, is_welsh_speaker) VALUES (10, 'Tom', 'Ellis', 'Deputy Registrar', '2022-01-10', NULL, 0);
INSERT INTO registrars (registrar_id, first_name, last_name, grade, started_on, left_on, is_welsh_speaker) VALUES (11, 'Bethan', 'Jones', 'Registrar', '2015-11-23', NULL, 1);
INSERT INTO registrars (registrar_id, first_name, last_name, grade, started_on, left_on, is_welsh_speaker) VALUES (12, 'Ian', 'Probert', 'Superintendent Registrar', '2008-07-07', NULL, 0);
INSERT INTO registrars (registrar_id, first_name, last_name, grade, started_on, left_on, is_welsh_speaker) VALUES (13, 'Nerys', 'Vaughan', 'Registrar', '2019-09-09', NULL, 1);
INSERT INTO registrars (registrar_id, first_name, last_name, grade, started_on, left_on, is_welsh_speaker) VALUES (14, 'Mark', 'Dyer', 'Deputy Registrar', '2020-02-03', '2023-12-31', 0);
INSERT INTO registrars (registrar_id, first_name, last_name, grade, started_on, left_on, is_welsh_speaker) VALUES (15, 'Ffion', 'Harries', 'Registrar', '2023-05-02', NULL, 1);
INSERT INTO venues (venue_id, venue_name, town, venue_type, capacity, room_fee, approved_until) VALUES (1, 'Llanfor Register Office Ceremony Room', 'Llanfor', 'Register office', 30, 75.0, NULL);
INSERT INTO venues (venue_id, venue_name, town, venue_type, capacity, room_fee, approved_until) VALUES (2, 'Llanfor Register Office Small Room', 'Llanfor', 'Register office', 8, 0.0, NULL);
INSERT INTO venues (venue_id, venue_name, town, venue_type, capacity, room_fee, approved_until) VALUES (3, 'Caerwen Register Office', 'Caerwen', 'Register office', 40, 75.0, NULL);
INSERT INTO venues (venue_id, venue_name, town, venue_type, capacity, room_fee, approved_until) VALUES (4, 'Plas Gwyn Manor', 'Llanfor', 'Approved premises', 120, NULL, '2026-05-31');
INSERT INTO venues (venue_id, venue_name, town, venue_type, capacity, room_fee, approved_until) VALUES (5, 'The Old Rectory', 'Caerwen', 'Approved premises', 80, NULL, '2025-11-30');
INSERT INTO venues (venue_id, venue_name, town, venue_type, capacity, room_fee, approved_until) VALUES (6, 'The Old Rectory Barn', 'Caerwen', 'Approved premises', 150, NULL, '2027-02-28');
INSERT INTO venues (venue_id, venue_name, town, venue_type, capacity, room_fee, approved_until) VALUES (7, 'Aberllyn Castle', 'Aberllyn', 'Approved premises', 200, NULL, '2026-09-30');
INSERT INTO venues (venue_id, venue_name, town, venue_type, capacity, room_fee, approved_until) VALUES (8, 'Glasfryn Golf Club', 'Glasfryn', 'Approved premises', 100, NULL, '2025-08-31');
INSERT INTO venues (venue_id, venue_name, town, venue_type, capacity, room_fee, approved_until) VALUES (9, 'Pontrhyd Mill', 'Pontrhyd', 'Approved premises', 60, NULL, '2026-03-31');
INSERT INTO venues (venue_id, venue_name, town, venue_type, capacity, room_fee, approved_until) VALUES (10, 'The Black Lion', 'Llanfor', 'Approved premises', 90, 40.0, '2025-12-31');
INSERT INTO venues (venue_id, venue_name, town, venue_type, capacity, room_fee, approved_until) VALUES (11, 'Caerwen Town Hall', 'Caerwen', 'Approved premises', 70, 60.0, '2027-06-30');
INSERT INTO venues (venue_id, venue_name, town, venue_type, capacity, room_fee, approved_until) VALUES (12, 'Harbour View Rooms', 'Aberllyn', 'Approved premises', 50, NULL, '2026-01-31');
INSERT INTO venues (venue_id, venue_name, town, venue_type, capacity, room_fee, approved_until) VALUES (13, 'Glasfryn Country House', 'Glasfryn', 'Approved premises', 110, NULL, '2026-07-31');
INSERT INTO venues (venue_id, venue_name, town, venue_type, capacity, room_fee, approved_until) VALUES (14, 'Pontrhyd Chapel Hall', 'Pontrhyd', 'Approved premises', 60, 35.0, '2025-10-31');
INSERT INTO venues (venue_id, venue_name, town, venue_type, capacity, room_fee, approved_until) VALUES (15, 'Pontrhyd Community Centre', 'Pontrhyd', 'Approved premises', 45, 30.0, '2026-04-30');
INSERT INTO ceremonies (ceremony_id, venue_id, registrar_id, ceremony_type, partner_one_name, partner_two_name, booked_on, notice_given_on, ceremony_date, fee_quoted, fee_paid, guest_count, is_cancelled) VALUES (1, 7, 1, 'Marriage', 'Kieran Hughes', 'Jac Howells', '2023-10-12', '2023-10-20', '2024-03-03', 595.0, 595.0, 78, 0);
INSERT INTO ceremonies (ceremony_id, venue_id, registrar_id, ceremony_type, partner_one_name, partner_two_name, booked_on, notice_given_on, ceremony_date, fee_quoted, fee_paid, guest_count, is_cancelled) VALUES (2, 5, 12, 'Marriage', 'Daniel Hughes', 'James Griffiths', '2024-03-30', '2024-03-30', '2024-06-09', 595.0, 595.0, 74, 0);
INSERT INTO ceremonies (ceremony_id, venue_id, registrar_id, ceremony_type, partner_one_name, partner_two_name, booked_on, notice_given_on, ceremony_date, fee_quoted, fee_paid, guest_count, is_cancelled) VALUES (3, 9, 2, 'Marriage', 'Megan Hughes', 'Tomos Davies', '2023-11-02', '2024-02-20', '2024-05-18', 545.0, 545.0, 19, 0);
INSERT INTO ceremonies (ceremony_id, venue_id, registrar_id, ceremony_type, partner_one_name, partner_two_name, booked_on, notice_given_on, ceremony_date, fee_quoted, fee_paid, guest_count, is_cancelled) VALUES (4, 5, 13, 'Marriage', 'Liam Llewellyn', 'Seren Davies', '2022-05-14', '2022-11-21', '2023-05-07', 650.0, 650.0, 52, 0);
INSERT INTO ceremonies (ceremony_id, venue_id, registrar_id, ceremony_type, partner_one_name, partner_two_name, booked_on, notice_given_on, ceremony_date, fee_quoted, fee_paid, guest_count, is_cancelled) VALUES (5, 2, 3, 'Renewal of vows', 'Rhian Morgan', 'Emily Howells', '2023-12-13', NULL, '2024-10-31', 57.0, 57.0, 6, 0);
INSERT INTO ceremonies (ceremony_id, venue_id, registrar_id, ceremony_type, partner_one_name, partner_two_name, booked_on, notice_given_on, ceremony_date, fee_quoted, fee_paid, guest_count, is_cancelled) VALUES (6, 2, 11, 'Marriage', 'Sophie Howells', 'Ryan Meredith', '2024-06-05', '2024-06-24', '2024-10-04', 57.0, 57.0, 6, 1);
INSERT INTO ceremonies (ceremony_id, venue_id, registrar_id, ceremony_type, partner_one_name, partner_two_name, booked_on, notice_given_on, ceremony_date, fee_quoted, fee_paid, guest_count, is_cancelled) VALUES (7, 7, 15, 'Marriage', 'Huw Hughes', 'Jac Morgan', '2023-10-09', '2024-03-04', '2024-07-08', 545.0, 545.0, 143, 0);
INSERT INTO ceremonies (ceremony_id, venue_id, registrar_id, ceremony_type, partner_one_name, partner_two_name, booked_on, notice_given_on, ceremony_date, fee_quoted, fee_paid, guest_count, is_cancelled) VALUES (8, 14, 2, 'Civil partnership', 'Megan Howells', 'Rhys Jenkins', '2024-01-15', '2024-05-01', '2024-08-10', 545.0, 545.0, 26, 0);
INSERT INTO ceremonies (ceremony_id, venue_id, registrar_id, ceremony_type, partner_one_name, partner_two_name, booked_on, notice_given_on, ceremony_date, fee_quoted, fee_paid, guest_count, is_cancelled) VALUES (9, 11, 8, 'Civil partnership', 'Steffan Pritchard', 'Iwan Howells', '2024-01-22', '2024-03-08', '2024-06-21', 545.0, 545.0, 57, 0);
INSERT INTO ceremonies (ceremony_id, venue_id, registrar_id, ceremony_type, partner_one_name, partner_two_name, booked_on, notice_given_on, ceremony_date, fee_quoted, fee_paid, guest_count, is_cancelled) VALUES (10, 6, NULL, 'Civil partnership', 'Iwan Roberts', 'Cerys Morgan', '2024-10-09', NULL, '2025-08-25', 495.0, 495.0, NULL, 0);
INSERT INTO ceremonies (ceremony_id, venue_id, registrar_id, ceremony_type, partner_one_name, partner_two_name, booked_on, notice_given_on, ceremony_date, fee_quoted, fee_paid, guest_count, is_cancelled) VALUES (11, 14, 1, 'Marriage', 'Emily Jenkins', 'Megan Evans', '2025-01-29', '2025-02-05', '2025-07-21', 650.0, 650.0, 52, 0);
INSERT INTO ceremonies (ceremony_id, venue_id, registrar_id, ceremony_type, partner_one_name, partner_two_name, booked_on, notice_given_on, ceremony_date, fee_quoted, fee_paid, guest_count, is_cancelled) VALUES (12, 10, 1, 'Marriage', 'Hannah Griffiths', 'Steffan Parry', '2024-08-14', '2024-12-10', '2025-03-21', 495.0, 495.0, 55, 0);
INSERT INTO ceremonies (ceremony_id, venue_id, registrar_id, ceremony_type, partner_one_name, partner_two_name, booked_on, notice_given_on, ceremony_date, fee_quoted, fee_paid, guest_count, is_cancelled) VALUES (13, 10, 12, 'Marriage', 'Nia Griffiths', 'Jac Hughes', '2023-12-06', '2023-12-21', '2024-04-22', 495.0, 495.0, 90, 0);
INSERT INTO ceremonies (ceremony_id, venue_id, registrar_id, ceremony_type, partner_one_name, partner_two_name, booked_on, notice_given_on, ceremony_date, fee_quoted, fee_paid, guest_count, is_cancelled) VALUES (14, 10, 11, 'Marriage', 'Sioned Davies', 'Huw Evans', '2023-12-05', '2023-12-26', '2024-02-23', 595.0, 595.0, 62, 0);
INSERT INTO ceremonies (ceremony_id, venue_id, registrar_id, ceremony_type, partner_one_name, partner_two_name, booked_on, notice_given_on, ceremony_date, fee_quoted, fee_paid, guest_count, is_cancelled) VALUES (15, 15, 2, 'Marriage', 'Megan Roberts', 'Huw Jenkins', '2023-02-11', '2023-06-30', '2023-09-23', 650.0, 650.0, 99, 0);
INSERT INTO ceremonies (ceremony_id, venue_id, registrar_id, ceremony_type, partner_one_name, partner_two_name, booked_on, notice_given_on, ceremony_date, fee_quoted, fee_paid, guest_count, is_cancelled) VALUES (16, 6, 2, 'Marriage', 'Hannah Parry', 'Rhys Pritchard', '2022-11-23', '2023-02-09', '2023-04-10', 495.0, 495.0, 113, 0);
INSERT INTO ceremonies (ceremony_id, venue_id, registrar_id, ceremony_type, partner_one_name, partner_two_name, booked_on, notice_given_on, ceremony_date, fee_quoted, fee_paid, guest_count, is_cancelled) VALUES (17, 13, 8, 'Marriage', 'Sophie Meredith', 'Sophie Owen', '2024-08-27', '2024-09-06', '2024-12-07', 595.0, 595.0, 69, 0);
INSERT INTO ceremonies (ceremony_id, venue_id, registrar_id, ceremony_type, partner_one_name, partner_two_name, booked_on, notice_given_on, ceremony_date, fee_quoted, fee_paid, guest_count, is_cancelled) VALUES (18, 15, 7, 'Marriage', 'Jac Bowen', 'Hannah Meredith', '2023-08-11', '2023-08-26', '2023-11-30', 650.0, 650.0, 26, 0);
INSERT INTO ceremonies (ceremony_id, venue_id, registrar_id, ceremony_type, partner_one_name, partner_two_name, booked_on, notice_given_on, ceremony_date, fee_quoted, fee_paid, guest_count, is_cancelled) VALUES (19, 4, 15, 'Marriage', 'Sioned Hughes', 'Aled Bowen', '2022-12-15', '2023-02-20', '2023-06-22', 495.0, 495.0, 66, 0);
INSERT INTO ceremonies (ceremony_id, venue_id, registrar_id, ceremony_type, partner_one_name, partner_two_name, booked_on, notice_given_on, ceremony_date, fee_quoted, fee_paid, guest_count, is_cancelled) VALUES (20, 2, 1, 'Marriage', 'Steffan Evans', 'Daniel Walters', '2024-04-30', '2024-05-07', '2024-11-23', 57.0, 57.0, 3, 0);
INSERT INTO ceremonies (ceremony_id, venue_id, registrar_id, ceremony_type, partner_one_name, partner_two_name, booked_on, notice_given_on, ceremony_date, fee_quoted, fee_paid, guest_count, is_cancelled) VALUES (21, 9, 9, 'Marriage', 'Liam Morgan', 'Chloe Hughes', '2024-02-01', '2024-06-12', '2024-09-14', 650.0, 650.0, 73, 0);
INSERT INTO ceremonies (ceremony_id, venue_id, registrar_id, ceremony_type, partner_one_name, partner_two_name, booked_on, notice_given_on, ceremony_date, fee_quoted, fee_paid, guest_count, is_cancelled) VALUES (22, 3, 13, 'Marriage', 'Lowri Griffiths', 'Cerys Bowen', '2024-10-02', '2024-10-17', '2025-01-23', 120.0, 120.0, 26, 0);
INSERT INTO ceremonies (ceremony_id, venue_id, registrar_id, ceremony_type, partner_one_name, partner_two_name, booked_on, notice_given_on, ceremony_date, fee_quoted, fee_paid, guest_count, is_cancelled) VALUES (23, 3, 13, 'Marriage', 'Tomos Lewis', 'Huw Thomas', '2024-09-14', '2024-09-15', '2024-12-31', 120.0, 120.0, 19, 0);
INSERT INTO ceremonies (ceremony_id, venue_id, registrar_id, ceremony_type, partner_one_name, partner_two_name, booked_on, notice_given_on, ceremony_date, fee_quoted, fee_paid, guest_count, is_cancelled) VALUES (24, 1, 8, 'Civil partnership', 'Jac Lewis', 'Hannah Walters', '2024-09-05', NULL, '2025-07-08', 120.0, 60.0, NULL, 0);
INSERT INTO ceremonies (ceremony_id, venue_id, registrar_id, ceremony_type, partner_one_name, partner_two_name, booked_on, notice_given_on, ceremony_date, fee_quoted, fee_paid, guest_count, is_cancelled) VALUES (25, 6, 3, 'Civil partnership', 'Seren Davies', 'Emily Davies', '2024-08-07', '2024-08-23', '2024-12-22', 545.0, 545.0, 83, 0);
INSERT INTO ceremonies (ceremony_id, venue_id, registrar_id, ceremony_type, partner_one_name, partner_two_name, booked_on, notice_given_on, ceremony_date, fee_quoted, fee_paid, guest_count, is_cancelled) VALUES (26, 5, 5, 'Marriage', 'Catrin Morgan', 'Seren Hughes', '2022-05-24', '2023-02-15', '2023-05-04', 495.0, 495.0, 13, 0);
INSERT INTO ceremonies (ceremony_id, venue_id, registrar_id, ceremony_type, partner_one_name, partner_two_name, booked_on, notice_given_on, ceremony_date, fee_quoted, fee_paid, guest_count, is_cancelled) VALUES (27, 14, 6, 'Civil partnership', 'Gareth Bowen', 'Emily Pritchard', '2023-10-20', '2024-01-10', '2024-04-06', 495.0, 495.0, 46, 0);
INSERT INTO ceremonies (ceremony_id, venue_id, registrar_id, ceremony_type, partner_one_name, partner_two_name, booked_on, notice_given_on, ceremony_date, fee_quoted, fee_paid, guest_count, is_cancelled) VALUES (28, 14, 7, 'Marriage', 'Sophie Evans', 'Mared Roberts', '2023-04-05', '2023-05-01', '2023-11-06', 650.0, 650.0, 33, 0);
INSERT INTO ceremonies (ceremony_id, venue_id, registrar_id, ceremony_type, partner_one_name, partner_two_name, booked_on, notice_given_on, ceremony_date, fee_quoted, fee_paid, guest_count, is_cancelled) VALUES (29, 7, 8, 'Marriage', 'Ffion Walters', 'Jac Davies', '2024-06-23', '2024-08-10', '2024-12-04', 595.0, 297.5, 83, 0);
INSERT INTO ceremonies (ceremony_id, venue_id, registrar_id, ceremony_type, partner_one_name, partner_two_name, booked_on, notice_given_on, ceremony_date, fee_quoted, fee_paid, guest_count, is_cancelled) VALUES (30, 14, 9, 'Marriage', 'Steffan Walters', 'Catrin Roberts', '2024-03-25', '2024-03-26', '2024-07-01', 650.0, 650.0, 37, 0);
INSERT INTO ceremonies (ceremony_id, venue_id, registrar_id, ceremony_type, partner_one_name, partner_two_name, booked_on, notice_given_on, ceremony_date, fee_quoted, fee_paid, guest_count, is_cancelled) VALUES (31, 13, NULL, 'Renewal of vows', 'Liam Evans', 'Emily Bowen', '2024-11-16', NULL, '2025-08-04', 545.0, NULL, NULL, 1);
INSERT INTO ceremonies (ceremony_id, venue_id, registrar_id, ceremony_type, partner_one_name, partner_two_name, booked_on, notice_given_on, ceremony_date, fee_quoted, fee_paid, guest_count, is_cancelled) VALUES (32, 5, 14, 'Marriage', 'Cerys Thomas', 'Nia Evans', '2022-11-14', '2023-03-22', '2023-06-16', 545.0, 545.0, 74, 1);
INSERT INTO ceremonies (ceremony_id, venue_id, registrar_id, ceremony_type, partner_one_name, partner_two_name, booked_on, notice_given_on, ceremony_date, fee_quoted, fee_paid, guest_count, is_cancelled) VALUES (33, 9, 5, 'Renewal of vows', 'Elin Powell', 'Rhian Bowen', '2024-12-21', NULL, '2025-07-30', 595.0, NULL, 56, 0);
INSERT INTO ceremonies (ceremony_id, venue_id, registrar_id, ceremony_type, partner_one_name, partner_two_name, booked_on, notice_given_on, ceremony_date, fee_quoted, fee_paid, guest_count, is_cancelled) VALUES (34, 1, 5, 'Marriage', 'Nia Howells', 'Daniel Davies', '2022-09-25', '2022-10-05', '2023-04-11', 120.0, 120.0, 25, 0);
INSERT INTO ceremonies (ceremony_id, venue_id, registrar_id, ceremony_type, partner_one_name, partner_two_name, booked_on, notice_given_on, ceremony_date, fee_quoted, fee_paid, guest_count, is_cancelled) VALUES (35, 7, NULL, 'Marriage', 'Mared Powell', NULL, '2025-05-19', '2025-05-30', '2025-08-09', 495.0, NULL, NULL, 0);
INSERT INTO ceremonies (ceremony_id, venue_id, registrar_id, ceremony_type, partner_one_name, partner_two_name, booked_on, notice_given_on, ceremony_date, fee_quoted, fee_paid, guest_count, is_cancelled) VALUES (36, 14, 1, 'Civil partnership', 'Emily Parry', 'Rhys Powell', '2022-10-10', '2022-12-29', '2023-05-27', 650.0, 650.0, 16, 0);
INSERT INTO ceremonies (ceremony_id, venue_id, registrar_id, ceremony_type, partner_one_name, partner_two_name, booked_on, notice_given_on, ceremony_date, fee_quoted, fee_paid, guest_count, is_cancelled) VALUES (37, 7, 3, 'Marriage', 'Dylan Powell', 'Iwan Morgan', '2022-03-30', '2022-10-19', '2023-05-24', 545.0, 545.0, 142, 1);
INSERT INTO ceremonies (ceremony_id, venue_id, registrar_id, ceremony_type, partner_one_name, partner_two_name, booked_on, notice_given_on, ceremony_date, fee_quoted, fee_paid, guest_count, is_cancelled) VALUES (38, 4, 1, 'Renewal of vows', 'Osian Meredith', 'Emily Lewis', '2023-05-17', NULL, '2023-08-21', 495.0, 495.0, 63, 0);
INSERT INTO ceremonies (ceremony_id, venue_id, registrar_id, ceremony_type, partner_one_name, partner_two_name, booked_on, notice_given_on, ceremony_date, fee_quoted, fee_paid, guest_count, is_cancelled) VALUES (39, 7, NULL, 'Renewal of vows', 'Osian Meredith', 'Emily Pritchard', '2025-01-17', NULL, '2025-07-11', 495.0, NULL, NULL, 0);
INSERT INTO ceremonies (ceremony_id, venue_id, registrar_id, ceremony_type, partner_one_name, partner_two_name, booked_on, notice_given_on, ceremony_date, fee_quoted, fee_paid, guest_count, is_cancelled) VALUES (40, 3, 1, 'Marriage', 'James Lewis', 'Dylan Davies', '2024-06-11', '2024-06-22', '2024-12-08', 120.0, 120.0, 13, 0);
INSERT INTO ceremonies (ceremony_id, venue_id, registrar_id, ceremony_type, partner_one_name, partner_two_name, booked_on, notice_given_on, ceremony_date, fee_quoted, fee_paid, guest_count, is_cancelled) VALUES (41, 9, 3, 'Marriage', 'Cerys Pritchard', 'James Bowen', '2022-07-15', '2022-12-20', '2023-06-02', 495.0, 495.0, 20, 0);
INSERT INTO ceremonies (ceremony_id, venue_id, registrar_id, ceremony_type, partner_one_name, partner_two_name, booked_on, notice_given_on, ceremony_date, fee_quoted, fee_paid, guest_count, is_cancelled) VALUES (42, 9, 12, 'Marriage', 'Iwan Lewis', 'Liam Bowen', '2023-09-05', '2024-02-15', '2024-07-22', 650.0, 650.0, 26, 1);
INSERT INTO ceremonies (ceremony_id, venue_id, registrar_id, ceremony_type, partner_one_name, partner_two_name, booked_on, notice_given_on, ceremony_date, fee_quoted, fee_paid, guest_count, is_cancelled) VALUES (43, 13, 15, 'Marriage', 'Nia Hughes', 'Jac Griffiths', '2024-07-10', NULL, '2025-08-21', 650.0, NULL, 107, 0);
INSERT INTO ceremonies (ceremony_id, venue_id, registrar_id, ceremony_type, partner_one_name, partner_two_name, booked_on, notice_given_on, ceremony_date, fee_quoted, fee_paid, guest_count, is_cancelled) VALUES (44, 5, 15, 'Marriage', 'Dylan Howells', 'Aled Griffiths', '2022-10-11', '2023-05-17', '2023-08-27', 595.0, 595.0, 59, 0);
INSERT INTO ceremonies (ceremony_id, venue_id, registrar_id, ceremony_type, partner_one_name, partner_two_name, booked_on, notice_given_on, ceremony_date, fee_quoted, fee_paid, guest_count, is_cancelled) VALUES (45, 3, 10, 'Marriage', 'Iwan Davies', 'Ffion Walters', '2022-11-28', '2023-01-31', '2023-05-23', 120.0, 120.0, 20, 0);
INSERT INTO ceremonies (ceremony_id, venue_id, registrar_id, ceremony_type, partner_one_name, partner_two_name, booked_on, notice_given_on, ceremony_date, fee_quoted, fee_paid, guest_count, is_cancelled) VALUES (46, 7, 1, 'Marriage', 'Steffan Powell', 'Dylan Jenkins', '2024-08-19', '2024-09-17', '2024-11-17', 545.0, 272.5, 162, 0);
INSERT INTO ceremonies (ceremony_id, venue_id, registrar_id, ceremony_type, partner_one_name, partner_two_name, booked_on, notice_given_on, ceremony_date, fee_quoted, fee_paid, guest_count, is_cancelled) VALUES (47, 6, 1, 'Marriage', 'Chloe Thomas', 'Huw Llewellyn', '2024-09-09', '2024-09-24', '2025-06-18', 650.0, 650.0, 78, 0);
INSERT INTO ceremonies (ceremony_id, venue_id, registrar_id, ceremony_type, partner_one_name, partner_two_name, booked_on, notice_given_on, ceremony_date, fee_quoted, fee_paid, guest_count, is_cancelled) VALUES (48, 2, 6, 'Marriage', 'Mared Parry', 'Daniel Davies', '2024-09-09', '2025-04-05', '2025-05-24', 57.0, 57.0, 2, 0);
INSERT INTO ceremonies (ceremony_id, venue_id, registrar_id, ceremony_type, partner_one_name, partner_two_name, booked_on, notice_given_on, ceremony_date, fee_quoted, fee_paid, guest_count, is_cancelled) VALUES (49, 5, 7, 'Marriage', 'Nia Owen', 'Ffion Llewellyn', '2023-06-30', '2023-07-02', '2023-09-08', 650.0, 650.0, 42, 0);
INSERT INTO ceremonies (ceremony_id, venue_id, registrar_id, ceremony_type, partner_one_name, partner_two_name, booked_on, notice_given_on, ceremony_date, fee_quoted, fee_paid, guest_count, is_cancelled) VALUES (50, 1, 6, 'Civil partnership', 'Chloe Walters', 'Elin Lewis', '2023-03-03', '2023-09-21', '2024-03-31', 120.0, 120.0, 25, 0);
INSERT INTO ceremonies (ceremony_id, venue_id, registrar_id, ceremony_type, partner_one_name, partner_two_name, booked_on, notice_given_on, ceremony_date, fee_quoted, fee_paid, guest_count, is_cancelled) VALUES (51, 15, 6, 'Marriage', 'Seren Jenkins', 'Steffan Roberts', '2024-02-15', '2024-02-18', '2024-05-24', 595.0, 595.0, 18, 0);
INSERT INTO ceremonies (ceremony_id, venue_id, registrar_id, ceremony_type, partner_one_name, partner_two_name, booked_on, notice_given_on, ceremony_date, fee_quoted, fee_paid, guest_count, is_cancelled) VALUES (52, 4, 13, 'Marriage', 'Kieran Howells', 'Sioned Howells', '2023-01-17', '2023-02-04', '2023-05-19', 495.0, 495.0, 67, 0);
INSERT INTO births (birth_id, child_first_name, child_last_name, born_on, registered_on, place_of_birth, registrar_id, parent_one_name, parent_two_name) VALUES (1, 'Osian', 'Griffiths', '2024-09-15', '2024-09-29', 'Ysbyty Glan Llyn, Caerwen', 5, 'Mared Griffiths', 'Osian Davies');
INSERT INTO births (birth_id, child_first_name, child_last_name, born_on, registered_on, place_of_birth, registrar_id, parent_one_name, parent_two_name) VALUES (2, 'Rhian', 'Evans', '2023-08-12', '2023-09-10', 'Caerwen', 12, 'Sioned Evans', NULL);
INSERT INTO births (birth_id, child_first_name, child_last_name, born_on, registered_on, place_of_birth, registrar_id, parent_one_name, parent_two_name) VALUES (3, 'Osian', 'Howells', '2023-10-08', '2023-11-13', 'Caerwen', 8, 'James Howells', 'Llyr Powell');
INSERT INTO births (birth_id, child_first_name, child_last_name, born_on, registered_on, place_of_birth, registrar_id, parent_one_name, parent_two_name) VALUES (4, 'Erin', 'Owen', '2025-04-09', '2025-05-09', 'Llanfor', 11, 'Jac Owen', 'Gwenllian Thomas');
INSERT INTO births (birth_id, child_first_name, child_last_name, born_on, registered_on, place_of_birth, registrar_id, parent_one_name, parent_two_name) VALUES (5, 'Gethin', 'Davies', '2023-08-09', '2023-09-01', 'Glasfryn', 11, 'Osian Davies', 'Dylan Thomas');
INSERT INTO births (birth_id, child_first_name, child_last_name, born_on, registered_on, place_of_birth, registrar_id, parent_one_name, parent_two_name) VALUES (6, 'Ava', 'Llewellyn', '2025-03-26', '2025-05-03', 'Caerwen', 4, 'Catrin Llewellyn', 'Emily Llewellyn');
INSERT INTO births (birth_id, child_first_name, child_last_name, born_on, registered_on, place_of_birth, registrar_id, parent_one_name, parent_two_name) VALUES (7, 'Lili', 'Owen', '2023-06-02', '2023-07-07', 'Caerwen', 5, 'Ffion Owen', 'Nia Davies');
INSERT INTO births (birth_id, child_first_name, child_last_name, born_on, registered_on, place_of_birth, registrar_id, parent_one_name, parent_two_name) VALUES (8, 'Jac', 'Morgan', '2023-12-12', '2023-12-17', 'Caerwen', 10, 'Elin Morgan', NULL);
INSERT INTO births (birth_id, child_first_name, child_last_name, born_on, registered_on, place_of_birth, registrar_id, parent_one_name, parent_two_name) VALUES (9, 'Erin', 'Parry', '2023-08-10', '2023-08-20', 'Llanfor', 14, 'Sioned Parry', 'Chloe Walters');
INSERT INTO births (birth_id, child_first_name, child_last_name, born_on, registered_on, place_of_birth, registrar_id, parent_one_name, parent_two_name) VALUES (10, 'Lili', 'Evans', '2023-10-30', '2023-11-05', 'Caerwen', 2, 'Huw Evans', 'Seren Roberts');
INSERT INTO births (birth_id, child_first_name, child_last_name, born_on, registered_on, place_of_birth, registrar_id, parent_one_name, parent_two_name) VALUES (11, 'Deio', 'Pritchard', '2024-08-18', '2024-08-21', 'Llanfor', 2, 'Mared Pritchard', 'Cerys Thomas');
INSERT INTO births (birth_id, child_first_name, child_last_name, born_on, registered_on, place_of_birth, registrar_id, parent_one_name, parent_two_name) VALUES (12, 'Tomos', 'Jenkins', '2024-12-08', '2024-12-21', 'Caerwen', 10, 'Cerys Jenkins', 'Llyr Griffiths');
INSERT INTO births (birth_id, child_first_name, child_last_name, born_on, registered_on, place_of_birth, registrar_id, parent_one_name, parent_two_name) VALUES (13, 'Mabli', 'Powell', '2025-03-30', '2025-04-16', 'Aberllyn', 13, 'Chloe Powell', 'Iwan Davies');
INSERT INTO births (birth_id, child_first_name, child_last_name, born_on, registered_on, place_of_birth, registrar_id, parent_one_name, parent_two_name) VALUES (14, 'Jac', 'Morgan', '2023-08-15', '2023-09-20', 'Caerwen', 6, 'Steffan Morgan', 'Daniel Hughes');
INSERT INTO births (birth_id, child_first_name, child_last_name, born_on, registered_on, place_of_birth, registrar_id, parent_one_name, parent_two_name) VALUES (15, 'Lili', 'Owen', '2023-10-05', '2023-11-03', 'Caerwen', 10, 'Sioned Owen', 'Tomos Lewis');
INSERT INTO births (birth_id, child_first_name, child_last_name, born_on, registered_on, place_of_birth, registrar_id, parent_one_name, parent_two_name) VALUES (16, 'Jac', 'Walters', '2024-02-21', '2024-02-26', 'Ysbyty Glan Llyn, Caerwen', 5, 'Jac Walters', 'Steffan Morgan');
INSERT INTO births (birth_id, child_first_name, child_last_name, born_on, registered_on, place_of_birth, registrar_id, parent_one_name, parent_two_name) VALUES (17, 'Rhian', 'Lewis', '2024-10-12', '2024-10-20', 'Glasfryn', 11, 'Ryan Lewis', 'Sophie Owen');
INSERT INTO births (birth_id, child_first_name, child_last_name, born_on, registered_on, place_of_birth, registrar_id, parent_one_name, parent_two_name) VALUES (18, 'Lili', 'Powell', '2024-06-03', '2024-08-08', 'Pontrhyd', 5, 'Kieran Powell', 'Huw Roberts');
INSERT INTO births (birth_id, child_first_name, child_last_name, born_on, registered_on, place_of_birth, registrar_id, parent_one_name, parent_two_name) VALUES (19, 'Ifan', 'Powell', '2023-10-20', '2023-10-28', 'Caerwen', 8, 'Chloe Powell', 'Hannah Bowen');
INSERT INTO births (birth_id, child_first_name, child_last_name, born_on, registered_on, place_of_birth, registrar_id, parent_one_name, parent_two_name) VALUES (20, 'Harri', 'Roberts', '2025-01-13', '2025-02-22', 'Ysbyty Glan Llyn, Caerwen', 5, 'Catrin Roberts', 'Sioned Powell');
INSERT INTO births (birth_id, child_first_name, child_last_name, born_on, registered_on, place_of_birth, registrar_id, parent_one_name, parent_two_name) VALUES (21, 'Carys', 'Roberts', '2024-02-24', '2024-03-18', 'Ysbyty Glan Llyn, Caerwen', 6, 'Iwan Roberts', 'Cerys Owen');
INSERT INTO births (birth_id, child_first_name, child_last_name, born_on, registered_on, place_of_birth, registrar_id, parent_one_name, parent_two_name) VALUES (22, 'Deio', 'Griffiths', '2023-09-30', '2023-12-03', 'Pontrhyd', 2, 'Steffan Griffiths', 'Huw Lewis');
INSERT INTO births (birth_id, child_first_name, child_last_name, born_on, registered_on, place_of_birth, registrar_id, parent_one_name, parent_two_name) VALUES (23, 'Lili', 'Evans', '2023-10-12', '2023-10-31', 'Caerwen', 13, 'Tomos Evans', 'Lowri Evans');
INSERT INTO births (birth_id, child_first_name, child_last_name, born_on, registered_on, place_of_birth, registrar_id, parent_one_name, parent_two_name) VALUES (24, 'Rhian', 'Meredith', '2023-06-29', '2023-08-08', 'Glasfryn', 12, 'Catrin Meredith', 'Daniel Parry');
INSERT INTO births (birth_id, child_first_name, child_last_name, born_on, registered_on, place_of_birth, registrar_id, parent_one_name, parent_two_name) VALUES (25, 'Carys', 'Owen', '2024-06-18', '2024-07-02', 'Pontrhyd', 15, 'Daniel Owen', 'Mared Bowen');
INSERT INTO births (birth_id, child_first_name, child_last_name, born_on, registered_on, place_of_birth, registrar_id, parent_one_name, parent_two_name) VALUES (26, 'Lili', 'Griffiths', '2024-10-30', '2024-12-07', 'Glasfryn', 1, 'Elin Griffiths', 'Rhys Pritchard');
INSERT INTO births (birth_id, child_first_name, child_last_name, born_on, registered_on, place_of_birth, registrar_id, parent_one_name, parent_two_name) VALUES (27, 'Carys', 'Meredith', '2023-09-10', '2023-10-05', 'Pontrhyd', 12, 'Megan Meredith', NULL);
INSERT INTO births (birth_id, child_first_name, child_last_name, born_on, registered_on, place_of_birth, registrar_id, parent_one_name, parent_two_name) VALUES (28, 'Osian', 'Roberts', '2024-02-23', '2024-03-29', 'Caerwen', 12, 'Ryan Roberts', 'Ryan Meredith');
INSERT INTO births (birth_id, child_first_name, child_last_name, born_on, registered_on, place_of_birth, registrar_id, parent_one_name, parent_two_name) VALUES (29, 'Gethin', 'Pritchard', '2023-06-28', '2023-07-25', 'Caerwen', 9, 'Llyr Pritchard', NULL);
INSERT INTO births (birth_id, child_first_name, child_last_name, born_on, registered_on, place_of_birth, registrar_id, parent_one_name, parent_two_name) VALUES (30, 'Jac', 'Morgan', '2024-08-25', '2024-11-07', 'Ysbyty Glan Llyn, Caerwen', 12, 'Aled Morgan', 'Daniel Meredith');
INSERT INTO births (birth_id, child_first_name, child_last_name, born_on, registered_on, place_of_birth, registrar_id, parent_one_name, parent_two_name) VALUES (31, 'Megan', 'Howells', '2025-01-16', '2025-02-19', 'Pontrhyd', 12, 'Iwan Howells', 'Ryan Parry');
INSERT INTO births (birth_id, child_first_name, child_last_name, born_on, registered_on, place_of_birth, registrar_id, parent_one_name, parent_two_name) VALUES (32, 'Ava', 'Hughes', '2023-11-15', '2023-11-22', 'Llanfor', 3, 'Chloe Hughes', 'Jac Lewis');
INSERT INTO births (birth_id, child_first_name, child_last_name, born_on, registered_on, place_of_birth, registrar_id, parent_one_name, parent_two_name) VALUES (33, 'Ava', 'Meredith', '2024-09-10', '2024-09-21', 'Llanfor', 2, 'Daniel Meredith', 'Cerys Jenkins');
INSERT INTO births (birth_id, child_first_name, child_last_name, born_on, registered_on, place_of_birth, registrar_id, parent_one_name, parent_two_name) VALUES (34, 'Megan', 'Jenkins', '2023-06-09', '2023-06-13', 'Pontrhyd', 11, 'Kieran Jenkins', 'Daniel Owen');
INSERT INTO births (birth_id, child_first_name, child_last_name, born_on, registered_on, place_of_birth, registrar_id, parent_one_name, parent_two_name) VALUES (35, 'Osian', 'Howells', '2025-02-17', '2025-02-26', 'Glasfryn', 12, 'Seren Howells', 'Hannah Bowen');
INSERT INTO births (birth_id, child_first_name, child_last_name, born_on, registered_on, place_of_birth, registrar_id, parent_one_name, parent_two_name) VALUES (36, 'Ifan', 'Lewis', '2025-01-24', '2025-02-23', 'Caerwen', 9, 'Iwan Lewis', 'Daniel Pritchard');
INSERT INTO births (birth_id, child_first_name, child_last_name, born_on, registered_on, place_of_birth, registrar_id, parent_one_name, parent_two_name) VALUES (37, 'Deio', 'Powell', '2023-06-11', '2023-08-08', 'Glasfryn', 14, 'Osian Powell', 'Rhys Hughes');
INSERT INTO births (birth_id, child_first_name, child_last_name, born_on, registered_on, place_of_birth, registrar_id, parent_one_name, parent_two_name) VALUES (38, 'Tomos', 'Thomas', '2024-06-22', '2024-07-21', 'Llanfor', 8, 'Daniel Thomas', 'Ryan Lewis');
INSERT INTO births (birth_id, child_first_name, child_last_name, born_on, registered_on, place_of_birth, registrar_id, parent_one_name, parent_two_name) VALUES (39, 'Gethin', 'Llewellyn', '2024-01-21', '2024-03-14', 'Pontrhyd', 10, 'James Llewellyn', 'Cerys Roberts');
INSERT INTO births (birth_id, child_first_name, child_last_name, born_on, registered_on, place_of_birth, registrar_id, parent_one_name, parent_two_name) VALUES (40, 'Alys', 'Morgan', '2023-09-30', '2023-10-20', 'Pontrhyd', 5, 'Gwenllian Morgan', NULL);
INSERT INTO certificate_orders (order_id, ceremony_id, birth_id, ordered_on, dispatched_on, copies, service, fee) VALUES (1, NULL, 5, '2023-12-18', '2023-12-19', 2, 'Priority', 51.0);
INSERT INTO certificate_orders (order_id, ceremony_id, birth_id, ordered_on, dispatched_on, copies, service, fee) VALUES (2, NULL, 7, '2024-01-14', '2024-01-14', 4, 'Priority Plus', 92.5);
INSERT INTO certificate_orders (order_id, ceremony_id, birth_id, ordered_on, dispatched_on, copies, service, fee) VALUES (3, NULL, 16, '2024-03-17', '2024-03-31', 1, 'Standard', 12.5);
INSERT INTO certificate_orders (order_id, ceremony_id, birth_id, ordered_on, dispatched_on, copies, service, fee) VALUES (4, 36, NULL, '2023-07-28', '2023-08-11', 3, 'Standard', 37.5);
INSERT INTO certificate_orders (order_id, ceremony_id, birth_id, ordered_on, dispatched_on, copies, service, fee) VALUES (5, NULL, 34, '2023-07-02', '2023-07-04', 3, 'Priority', 63.5);
INSERT INTO certificate_orders (order_id, ceremony_id, birth_id, ordered_on, dispatched_on, copies, service, fee) VALUES (6, NULL, 33, '2025-02-05', '2025-02-16', 1, 'Standard', 12.5);
INSERT INTO certificate_orders (order_id, ceremony_id, birth_id, ordered_on, dispatched_on, copies, service, fee) VALUES (7, NULL, 11, '2025-02-27', NULL, 1, 'Standard', 12.5);
INSERT INTO certificate_orders (order_id, ceremony_id, birth_id, ordered_on, dispatched_on, copies, service, fee) VALUES (8, NULL, 19, '2023-11-17', '2023-11-26', 2, 'Standard', 25.0);
INSERT INTO certificate_orders (order_id, ceremony_id, birth_id, ordered_on, dispatched_on, copies, service, fee) VALUES (9, NULL, 40, '2023-12-17', '2023-12-23', 4, 'Standard', 50.0);
INSERT INTO certificate_orders (order_id, ceremony_id, birth_id, ordered_on, dispatched_on, copies, service, fee) VALUES (10, NULL, 30, '2025-01-12', '2025-01-26', 2, 'Standard', 25.0);
INSERT INTO certificate_orders (order_id, ceremony_id, birth_id, ordered_on, dispatched_on, copies, service, fee) VALUES (11, NULL, 38, '2024-10-04', '2024-10-05', 1, 'Priority', 38.5);
INSERT INTO certificate_orders (order_id, ceremony_id, birth_id, ordered_on, dispatched_on, copies, service, fee) VALUES (12, NULL, 22, '2024-03-05', '2024-03-29', 1, 'Standard', 12.5);
INSERT INTO certificate_orders (order_id, ceremony_id, birth_id, ordered_on, dispatched_on, copies, service, fee) VALUES (13, NULL, 16, '2024-03-19', '2024-03-29', 3, 'Standard', 37.5);
INSERT INTO certificate_orders (order_id, ceremony_id, birth_id, ordered_on, dispatched_on, copies, service, fee) VALUES (14, NULL, 2, '2024-03-27', '2024-03-29', 1, 'Standard', 12.5);
INSERT INTO certificate_orders (order_id, ceremony_id, birth_id, ordered_on, dispatched_on, copies, service, fee) VALUES (15, 9, NULL, '2024-06-26', '2024-06-28', 1, 'Priority', 38.5);
INSERT INTO certificate_orders (order_id, ceremony_id, birth_id, ordered_on, dispatched_on, copies, service, fee) VALUES (16, NULL, 9, '2024-02-20', '2024-02-28', 1, 'Standard', 12.5);
INSERT INTO certificate_orders (order_id, ceremony_id, birth_id, ordered_on, dispatched_on, copies, service, fee) VALUES (17, 25, NULL, '2025-01-25', '2025-01-26', 1, 'Priority', 38.5);
INSERT INTO certificate_orders (order_id, ceremony_id, birth_id, ordered_on, dispatched_on, copies, service, fee) VALUES (18, 34, NULL, '2023-08-24', '2023-08-24', 3, 'Priority Plus', 80.0);
INSERT INTO certificate_orders (order_id, ceremony_id, birth_id, ordered_on, dispatched_on, copies, service, fee) VALUES (19, 2, NULL, '2024-11-13', '2024-11-19', 3, 'Standard', 37.5);
INSERT INTO certificate_orders (order_id, ceremony_id, birth_id, ordered_on, dispatched_on, copies, service, fee) VALUES (20, NULL, 20, '2025-06-25', NULL, 3, 'Standard', 37.5);
INSERT INTO certificate_orders (order_id, ceremony_id, birth_id, ordered_on, dispatched_on, copies, service, fee) VALUES (21, 49, NULL, '2023-10-10', '2023-10-19', 2, 'Standard', 25.0);
INSERT INTO certificate_orders (order_id, ceremony_id, birth_id, ordered_on, dispatched_on, copies, service, fee) VALUES (22, NULL, 2, '2024-01-21', '2024-02-04', 1, 'Standard', 12.5);
INSERT INTO certificate_orders (order_id, ceremony_id, birth_id, ordered_on, dispatched_on, copies, service, fee) VALUES (23, NULL, 40, '2023-11-07', NULL, 3, 'Standard', 37.5);
INSERT INTO certificate_orders (order_id, ceremony_id, birth_id, ordered_on, dispatched_on, copies, service, fee) VALUES (24, 20, NULL, '2025-03-12', '2025-03-12', 4, 'Priority Plus', 92.5);
INSERT INTO certificate_orders (order_id, ceremony_id, birth_id, ordered_on, dispatched_on, copies, service, fee) VALUES (25, 12, NULL, '2025-06-18', NULL, 2, 'Priority', 51.0);
INSERT INTO certificate_orders (order_id, ceremony_id, birth_id, ordered_on, dispatched_on, copies, service, fee) VALUES (26, NULL, 8, '2024-05-07', '2024-05-08', 1, 'Priority', 38.5);
INSERT INTO certificate_orders (order_id, ceremony_id, birth_id, ordered_on, dispatched_on, copies, service, fee) VALUES (27, NULL, 11, '2025-01-06', '2025-01-16', 4, 'Standard', 50.0);
INSERT INTO certificate_orders (order_id, ceremony_id, birth_id, ordered_on, dispatched_on, copies, service, fee) VALUES (28, 21, NULL, '2025-03-14', '2025-03-16', 2, 'Priority', 51.0);
INSERT INTO certificate_orders (order_id, ceremony_id, birth_id, ordered_on, dispatched_on, copies, service, fee) VALUES (29, NULL, 4, '2025-06-10', '2025-06-11', 1, 'Priority', 38.5);
INSERT INTO certificate_orders (order_id, ceremony_id, birth_id, ordered_on, dispatched_on, copies, service, fee) VALUES (30, NULL, 30, '2025-04-27', '2025-05-04', 2, 'Standard', 25.0);
INSERT INTO certificate_orders (order_id, ceremony_id, birth_id, ordered_on, dispatched_on, copies, service, fee) VALUES (31, NULL, 25, '2024-11-30', NULL, 1, 'Standard', 12.5);
INSERT INTO certificate_orders (order_id, ceremony_id, birth_id, ordered_on, dispatched_on, copies, service, fee) VALUES (32, NULL, 35, '2025-04-19', '2025-04-30', 3, 'Standard', 37.5);
INSERT INTO certificate_orders (order_id, ceremony_id, birth_id, ordered_on, dispatched_on, copies, service, fee) VALUES (33, 49, NULL, '2023-11-12', '2023-11-13', 1, 'Priority', 38.5);
INSERT INTO certificate_orders (order_id, ceremony_id, birth_id, ordered_on, dispatched_on, copies, service, fee) VALUES (34, NULL, 16, '2024-03-08', '2024-03-13', 2, 'Standard', 25.0);
INSERT INTO certificate_orders (order_id, ceremony_id, birth_id, ordered_on, dispatched_on, copies, service, fee) VALUES (35, NULL, 11, '2024-10-31', '2024-11-11', 4, 'Standard', 50.0);
INSERT INTO certificate_orders (order_id, ceremony_id, birth_id, ordered_on, dispatched_on, copies, service, fee) VALUES (36, 16, NULL, '2023-08-29', '2023-09-09', 2, 'Standard', 25.0);
INSERT INTO certificate_orders (order_id, ceremony_id, birth_id, ordered_on, dispatched_on, copies, service, fee) VALUES (37, 22, NULL, '2025-06-27', NULL, 1, 'Standard', 12.5);
INSERT INTO certificate_orders (order_id, ceremony_id, birth_id, ordered_on, dispatched_on, copies, service, fee) VALUES (38, NULL, 36, '2025-05-03', '2025-05-13', 1, 'Standard', 12.5);
INSERT INTO certificate_orders (order_id, ceremony_id, birth_id, ordered_on, dispatched_on, copies, service, fee) VALUES (39, NULL, 34, '2023-12-06', '2023-12-20', 4, 'Standard', 50.0);
INSERT INTO certificate_orders (order_id, ceremony_id, birth_id, ordered_on, dispatched_on, copies, service, fee) VALUES (40, NULL, 27, '2024-04-05', '2024-04-07', 3, 'Priority', 63.5);
INSERT INTO certificate_orders (order_id, ceremony_id, birth_id, ordered_on, dispatched_on, copies, service, fee) VALUES (41, NULL, 26, '2025-06-03', '2025-06-03', 1, 'Priority Plus', 55.0);
INSERT INTO certificate_orders (order_id, ceremony_id, birth_id, ordered_on, dispatched_on, copies, service, fee) VALUES (42, NULL, 31, '2025-04-13', '2025-04-20', 1, 'Standard', 12.5);
INSERT INTO certificate_orders (order_id, ceremony_id, birth_id, ordered_on, dispatched_on, copies, service, fee) VALUES (43, NULL, 21, '2024-03-21', '2024-04-04', 4, 'Standard', 50.0);
INSERT INTO certificate_orders (order_id, ceremony_id, birth_id, ordered_on, dispatched_on, copies, service, fee) VALUES (44, 16, NULL, '2023-10-07', '2023-10-08', 4, 'Priority', 76.0);
INSERT INTO certificate_orders (order_id, ceremony_id, birth_id, ordered_on, dispatched_on, copies, service, fee) VALUES (45, 2, NULL, '2024-07-14', '2024-07-25', 3, 'Standard', 37.5);
INSERT INTO certificate_orders (order_id, ceremony_id, birth_id, ordered_on, dispatched_on, copies, service, fee) VALUES (46, 21, NULL, '2025-01-19', '2025-01-27', 1, 'Standard', 12.5);
INSERT INTO certificate_orders (order_id, ceremony_id, birth_id, ordered_on, dispatched_on, copies, service, fee) VALUES (47, 48, NULL, '2025-06-24', NULL, 4, 'Priority', 76.0);
INSERT INTO certificate_orders (order_id, ceremony_id, birth_id, ordered_on, dispatched_on, copies, service, fee) VALUES (48, NULL, 10, '2024-01-11', '2024-01-11', 2, 'Priority Plus', 67.5);
INSERT INTO certificate_orders (order_id, ceremony_id, birth_id, ordered_on, dispatched_on, copies, service, fee) VALUES (49, NULL, 28, '2024-05-22', '2024-05-22', 1, 'Priority Plus', 55.0);
INSERT INTO certificate_orders (order_id, ceremony_id, birth_id, ordered_on, dispatched_on, copies, service, fee) VALUES (50, 36, NULL, '2023-10-05', '2023-10-16', 2, 'Standard', 25.0);
COMMIT;
