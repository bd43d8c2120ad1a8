-- parking_permits: a council residents' parking scheme (zones, residents, wardens, permits, penalty notices)
BEGIN TRANSACTION;
CREATE TABLE zones (
  zone_id INTEGER PRIMARY KEY NOT NULL,
  zone_code TEXT NOT NULL,
  zone_name TEXT NOT NULL,
  annual_permit_fee REAL NOT NULL,
  visitor_day_rate REAL NOT NULL,
  max_permits INTEGER NOT NULL,
  hours_note TEXT, -- NULL = restrictions apply 24 hours a day
  is_controlled_sunday INTEGER NOT NULL CHECK (is_controlled_sunday IN (0,1))
);
CREATE TABLE residents (
  resident_id INTEGER PRIMARY KEY NOT NULL,
  zone_id INTEGER NOT NULL REFERENCES zones(zone_id),
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  street TEXT NOT NULL,
  moved_in_date TEXT NOT NULL,
  phone TEXT, -- NULL = no phone number on file
  is_blue_badge INTEGER NOT NULL CHECK (is_blue_badge IN (0,1))
);
CREATE TABLE wardens (
  warden_id INTEGER PRIMARY KEY NOT NULL,
  patrol_zone_id INTEGER NOT NULL REFERENCES zones(zone_id),
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  badge_number TEXT NOT NULL,
  start_date TEXT NOT NULL,
  leave_date TEXT, -- NULL = still employed
  is_supervisor INTEGER NOT NULL CHECK (is_supervisor IN (0,1))
);
CREATE TABLE permits (
  permit_id INTEGER PRIMARY KEY NOT NULL,
  resident_id INTEGER NOT NULL REFERENCES residents(resident_id),
  zone_id INTEGER NOT NULL REFERENCES zones(zone_id),
  permit_type TEXT NOT NULL,
  vehicle_reg TEXT NOT NULL,
  vehicle_make TEXT NOT NULL,
  issue_date TEXT NOT NULL,
  expiry_date TEXT NOT NULL,
  price_paid REAL NOT NULL,
  refund_amount REAL, -- NULL = no refund given
  is_electric INTEGER NOT NULL CHECK (is_electric IN (0,1))
);
CREATE TABLE penalty_notices (
  notice_id INTEGER PRIMARY KEY NOT NULL,
  warden_id INTEGER NOT NULL REFERENCES wardens(warden_id),
  zone_id INTEGER NOT NULL REFERENCES zones(zone_id),
  vehicle_reg TEXT NOT NULL,
  street TEXT NOT NULL,
  issued_date TEXT NOT NULL,
  fine_amount REAL NOT NULL,
  amount_paid REAL, -- NULL = nothing paid yet
  paid_date TEXT, -- NULL = not paid yet
  is_appealed INTEGER NOT NULL CHECK (is_appealed IN (0,1))
);
INSERT INTO zones (zone_id, zone_code, zone_name, annual_permit_fee, visitor_day_rate, max_permits, hours_note, is_controlled_sunday) VALUES (1, 'A', 'Castle Hill', 120.00, 3.50, 60, 'Mon-Sat 8am-6pm', 0);
INSERT INTO zones (zone_id, zone_code, zone_name, annual_permit_fee, visitor_day_rate, max_permits, hours_note, is_controlled_sunday) VALUES (2, 'B', 'Harbourside', 150.00, 4.00, 50, NULL, 1);
INSERT INTO zones (zone_id, zone_code, zone_name, annual_permit_fee, visitor_day_rate, max_permits, hours_note, is_controlled_sunday) VALUES (3, 'C', 'Mill Quarter', 95.00, 3.00, 70, 'Mon-Fri 9am-5pm', 0);
INSERT INTO zones (zone_id, zone_code, zone_name, annual_permit_fee, visitor_day_rate, max_permits, hours_note, is_controlled_sunday) VALUES (4, 'D', 'Station Road', 140.00, 4.50, 45, NULL, 1);
INSERT INTO zones (zone_id, zone_code, zone_name, annual_permit_fee, visitor_day_rate, max_permits, hours_note, is_controlled_sunday) VALUES (5, 'E', 'Abbey Fields', 80.00, 2.50, 80, 'Mon-Fri 10am-11am', 0);
INSERT INTO zones (zone_id, zone_code, zone_name, annual_permit_fee, visitor_day_rate, max_permits, hours_note, is_controlled_sunday) VALUES (6, 'F', 'Queens Park', 110.00, 3.50, 55, 'Mon-Sat 8am-8pm', 0);
INSERT INTO zones (zone_id, zone_code, zone_name, annual_permit_fee, visitor_day_rate, max_permits, hours_note, is_controlled_sunday) VALUES (7, 'G', 'Market Square', 160.00, 5.00, 40, NULL, 1);
INSERT INTO zones (zone_id, zone_code, zone_name, annual_permit_fee, visitor_day_rate, max_permits, hours_note, is_controlled_sunday) VALUES (8, 'H', 'Hospital North', 130.00, 4.00, 50, 'Mon-Sun 7am-9pm', 1);
INSERT INTO zones (zone_id, zone_code, zone_name, annual_permit_fee, visitor_day_rate, max_permits, hours_note, is_controlled_sunday) VALUES (9, 'J', 'Westgate', 100.00, 3.00, 65, 'Mon-Sat 9am-6pm', 0);
INSERT INTO zones (zone_id, zone_code, zone_name, annual_permit_fee, visitor_day_rate, max_permits, hours_note, is_controlled_sunday) VALUES (10, 'K', 'Canal Side', 90.00, 2.75, 60, 'Mon-Fri 8am-6pm', 0);
INSERT INTO zones (zone_id, zone_code, zone_name, annual_permit_fee, visitor_day_rate, max_permits, hours_note, is_controlled_sunday) VALUES (11, 'L', 'University', 125.00, 4.00, 70, 'Mon-Fri 8am-8pm', 0);
INSERT INTO zones (zone_id, zone_code, zone_name, annual_permit_fee, visitor_day_rate, max_permits, hours_note, is_controlled_sunday) VALUES (12, 'M', 'Riverside', 105.00, 3.25, 50, NULL, 0);
INSERT INTO zones (zone_id, zone_code, zone_name, annual_permit_fee, visitor_day_rate, max_permits, hours_note, is_controlled_sunday) VALUES (13, 'N', 'Old Brewery', 85.00, 2.50, 45, 'Mon-Sat 10am-4pm', 0);
INSERT INTO zones (zone_id, zone_code, zone_name, annual_permit_fee, visitor_day_rate, max_permits, hours_note, is_controlled_sunday) VALUES (14, 'P', 'Grange Estate', 70.00, 2.00, 90, 'Mon-Fri 11am-12pm', 0);
INSERT INTO zones (zone_id, zone_code, zone_name, annual_permit_fee, visitor_day_rate, max_permits, hours_note, is_controlled_sunday) VALUES (15, 'R', 'Cathedral Close', 175.00, 6.00, 30, NULL, 1);
INSERT INTO residents (resident_id, zone_id, first_name, last_name, street, moved_in_date, phone, is_blue_badge) VALUES (1, 1, 'Chris', 'Hollis', 'Castle Street', '2024-04-12', NULL, 0);
INSERT INTO residents (resident_id, zone_id, first_name, last_name, street, moved_in_date, phone, is_blue_badge) VALUES (2, 2, 'Amelia', 'Ward', 'Mill Lane', '2013-09-23', '07911 120137', 0);
INSERT INTO residents (resident_id, zone_id, first_name, last_name, street, moved_in_date, phone, is_blue_badge) VALUES (3, 3, 'Tariq', 'Siddiqui', 'Mill Lane', '2004-08-18', '07911 120274', 0);
INSERT INTO residents (resident_id, zone_id, first_name, last_name, street, moved_in_date, phone, is_blue_badge) VALUES (4, 2, 'Joan', 'Fletcher', 'Mill Lane', '2010-04-16', NULL, 0);
INSERT INTO residents (resident_id, zone_id, first_name, last_name, street, moved_in_date, phone, is_blue_badge) VALUES (5, 4, 'Declan', 'Byrne', 'Station Road', '2021-03-04', '07911 120548', 0);
INSERT INTO residents (resident_id, zone_id, first_name, last_name, street, moved_in_date, phone, is_blue_badge) VALUES (6, 5, 'Priya', 'Menon', 'Cloister Way', '2005-08-01', '07911 120685', 0);
INSERT INTO residents (resident_id, zone_id, first_name, last_name, street, moved_in_date, phone, is_blue_badge) VALUES (7, 6, 'Harriet', 'Cole', 'Park Avenue', '2009-10-17', '07911 120822', 0);
INSERT INTO residents (resident_id, zone_id, first_name, last_name, street, moved_in_date, phone, is_blue_badge) VALUES (8, 7, 'Sean', 'Murphy', 'Corn Market', '2024-07-10', '07911 120959', 0);
INSERT INTO residents (resident_id, zone_id, first_name, last_name, street, moved_in_date, phone, is_blue_badge) VALUES (9, 8, 'Mei', 'Chen', 'Infirmary Road', '2002-06-26', NULL, 0);
INSERT INTO residents (resident_id, zone_id, first_name, last_name, street, moved_in_date, phone, is_blue_badge) VALUES (10, 3, 'George', 'Abbott', 'Weaver Street', '2023-11-10', '07911 121233', 0);
INSERT INTO residents (resident_id, zone_id, first_name, last_name, street, moved_in_date, phone, is_blue_badge) VALUES (11, 9, 'Bella', 'Russo', 'Westgate', '2021-08-14', '07911 121370', 0);
INSERT INTO residents (resident_id, zone_id, first_name, last_name, street, moved_in_date, phone, is_blue_badge) VALUES (12, 10, 'Omar', 'Farouk', 'Lock Street', '2010-04-02', '07911 121507', 0);
INSERT INTO residents (resident_id, zone_id, first_name, last_name, street, moved_in_date, phone, is_blue_badge) VALUES (13, 11, 'Wendy', 'Hayes', 'College Road', '2011-11-23', NULL, 0);
INSERT INTO residents (resident_id, zone_id, first_name, last_name, street, moved_in_date, phone, is_blue_badge) VALUES (14, 12, 'Patrick', 'Dunne', 'Ferry Lane', '2022-03-09', '07911 121781', 0);
INSERT INTO residents (resident_id, zone_id, first_name, last_name, street, moved_in_date, phone, is_blue_badge) VALUES (15, 13, 'Ngozi', 'Eze', 'Malt Street', '2012-04-03', '07911 121918', 0);
INSERT INTO residents (resident_id, zone_id, first_name, last_name, street, moved_in_date, phone, is_blue_badge) VALUES (16, 14, 'Stuart', 'Baxter', 'Orchard Close', '2021-03-15', '07911 122055', 0);
INSERT INTO residents (resident_id, zone_id, first_name, last_name, street, moved_in_date, phone, is_blue_badge) VALUES (17, 15, 'Lydia', 'Pearce', 'Deanery Lane', '1999-07-24', '07911 122192', 0);
INSERT INTO residents (resident_id, zone_id, first_name, last_name, street, moved_in_date, phone, is_blue_badge) VALUES (18, 1, 'Hamza', 'Ali', 'Keep Lane', '2008-09-07', '07911 122329', 0);
INSERT INTO residents (resident_id, zone_id, first_name, last_name, street, moved_in_date, phone, is_blue_badge) VALUES (19, 2, 'Fiona', 'Grant', 'Quay Road', '2005-04-18', '07911 122466', 1);
INSERT INTO residents (resident_id, zone_id, first_name, last_name, street, moved_in_date, phone, is_blue_badge) VALUES (20, 3, 'Graham', 'Lowe', 'Weaver Street', '2013-09-23', NULL, 0);
INSERT INTO residents (resident_id, zone_id, first_name, last_name, street, moved_in_date, phone, is_blue_badge) VALUES (21, 6, 'Chris', 'Berry', 'Park Avenue', '2021-03-17', '07911 122740', 0);
INSERT INTO residents (resident_id, zone_id, first_name, last_name, street, moved_in_date, phone, is_blue_badge) VALUES (22, 7, 'Agnes', 'Novak', 'Corn Market', '2016-11-13', NULL, 0);
INSERT INTO residents (resident_id, zone_id, first_name, last_name, street, moved_in_date, phone, is_blue_badge) VALUES (23, 3, 'Ravi', 'Patel', 'Mill Lane', '2006-01-17', '07911 123014', 0);
INSERT INTO residents (resident_id, zone_id, first_name, last_name, street, moved_in_date, phone, is_blue_badge) VALUES (24, 2, 'Tess', 'Wilde', 'Mill Lane', '2006-10-21', '07911 123151', 0);
INSERT INTO residents (resident_id, zone_id, first_name, last_name, street, moved_in_date, phone, is_blue_badge) VALUES (25, 9, 'Callum', 'Fraser', 'Westgate', '2017-12-25', '07911 123288', 1);
INSERT INTO residents (resident_id, zone_id, first_name, last_name, street, moved_in_date, phone, is_blue_badge) VALUES (26, 10, 'Yvonne', 'Booth', 'Lock Street', '2016-08-16', '07911 123425', 0);
INSERT INTO residents (resident_id, zone_id, first_name, last_name, street, moved_in_date, phone, is_blue_badge) VALUES (27, 1, 'Bilal', 'Rashid', 'Castle Street', '2008-08-20', '07911 123562', 0);
INSERT INTO residents (resident_id, zone_id, first_name, last_name, street, moved_in_date, phone, is_blue_badge) VALUES (28, 4, 'Martha', 'Kerr', 'Platform Walk', '2014-10-09', '07911 123699', 0);
INSERT INTO residents (resident_id, zone_id, first_name, last_name, street, moved_in_date, phone, is_blue_badge) VALUES (29, 5, 'Keith', 'Oakley', 'Abbey Road', '2011-10-18', '07911 123836', 0);
INSERT INTO residents (resident_id, zone_id, first_name, last_name, street, moved_in_date, phone, is_blue_badge) VALUES (30, 12, 'Sophie', 'Lambert', 'Ferry Lane', '2017-11-19', NULL, 0);
INSERT INTO residents (resident_id, zone_id, first_name, last_name, street, moved_in_date, phone, is_blue_badge) VALUES (31, 2, 'Leon', 'Stone', 'Quay Road', '2000-02-21', '07911 124110', 0);
INSERT INTO residents (resident_id, zone_id, first_name, last_name, street, moved_in_date, phone, is_blue_badge) VALUES (32, 3, 'Dorothy', 'Heath', 'Weaver Street', '2023-11-18', NULL, 0);
INSERT INTO residents (resident_id, zone_id, first_name, last_name, street, moved_in_date, phone, is_blue_badge) VALUES (33, 6, 'Aaron', 'Price', 'Park Avenue', '2015-02-21', '07911 124384', 0);
INSERT INTO residents (resident_id, zone_id, first_name, last_name, street, moved_in_date, phone, is_blue_badge) VALUES (34, 8, 'Jas', 'Kaur', 'Nightingale Close', '2010-12-04', '07911 124521', 0);
INSERT INTO residents (resident_id, zone_id, first_name, last_name, street, moved_in_date, phone, is_blue_badge) VALUES (35, 11, 'Moira', 'Doyle', 'College Road', '1999-02-15', '07911 124658', 0);
INSERT INTO residents (resident_id, zone_id, first_name, last_name, street, moved_in_date, phone, is_blue_badge) VALUES (36, 13, 'Eddie', 'Marsh', 'Hop Yard', '2013-10-13', '07911 124795', 0);
INSERT INTO residents (resident_id, zone_id, first_name, last_name, street, moved_in_date, phone, is_blue_badge) VALUES (37, 7, 'Linh', 'Tran', 'High Street', '2013-12-08', '07911 124932', 0);
INSERT INTO residents (resident_id, zone_id, first_name, last_name, street, moved_in_date, phone, is_blue_badge) VALUES (38, 14, 'Rhys', 'Evans', 'Orchard Close', '2019-04-09', '07911 125069', 0);
INSERT INTO residents (resident_id, zone_id, first_name, last_name, street, moved_in_date, phone, is_blue_badge) VALUES (39, 15, 'Olga', 'Ivanova', 'Deanery Lane', '1999-04-01', NULL, 0);
INSERT INTO residents (resident_id, zone_id, first_name, last_name, street, moved_in_date, phone, is_blue_badge) VALUES (40, 9, 'Nathan', 'Shaw', 'Gate Lane', '2024-02-10', '07911 125343', 0);
INSERT INTO wardens (warden_id, patrol_zone_id, first_name, last_name, badge_number, start_date, leave_date, is_supervisor) VALUES (1, 1, 'Chris', 'Okoro', 'W101', '2016-02-01', NULL, 1);
INSERT INTO wardens (warden_id, patrol_zone_id, first_name, last_name, badge_number, start_date, leave_date, is_supervisor) VALUES (2, 2, 'Dana', 'Hughes', 'W102', '2019-07-15', NULL, 0);
INSERT INTO wardens (warden_id, patrol_zone_id, first_name, last_name, badge_number, start_date, leave_date, is_supervisor) VALUES (3, 3, 'Ibrahim', 'Sesay', 'W103', '2020-03-09', NULL, 0);
INSERT INTO wardens (warden_id, patrol_zone_id, first_name, last_name, badge_number, start_date, leave_date, is_supervisor) VALUES (4, 4, 'Kelly', 'Rourke', 'W104', '2017-10-02', '2025-03-31', 0);
INSERT INTO wardens (warden_id, patrol_zone_id, first_name, last_name, badge_number, start_date, leave_date, is_supervisor) VALUES (5, 5, 'Sean', 'Maddox', 'W105', '2021-05-24', NULL, 0);
INSERT INTO wardens (warden_id, patrol_zone_id, first_name, last_name, badge_number, start_date, leave_date, is_supervisor) VALUES (6, 6, 'Paula', 'Nunes', 'W106', '2018-01-08', NULL, 1);
INSERT INTO wardens (warden_id, patrol_zone_id, first_name, last_name, badge_number, start_date, leave_date, is_supervisor) VALUES (7, 7, 'Vikram', 'Joshi', 'W107', '2022-09-12', NULL, 0);
INSERT INTO wardens (warden_id, patrol_zone_id, first_name, last_name, badge_number, start_date, leave_date, is_supervisor) VALUES (8, 8, 'Gemma', 'Ford', 'W108', '2015-06-29', NULL, 1);
INSERT INTO wardens (warden_id, patrol_zone_id, first_name, last_name, badge_number, start_date, leave_date, is_supervisor) VALUES (9, 9, 'Lee', 'Chapman', 'W109', '2023-02-06', NULL, 0);
INSERT INTO wardens (warden_id, patrol_zone_id, first_name, last_name, badge_number, start_date, leave_date, is_supervisor) VALUES (10, 10, 'Anton', 'Petrov', 'W110', '2019-11-18', '2025-05-16', 0);
INSERT INTO wardens (warden_id, patrol_zone_id, first_name, last_name, badge_number, start_date, leave_date, is_supervisor) VALUES (11, 11, 'Rachel', 'Moyo', 'W111', '2020-08-03', NULL, 0);
INSERT INTO wardens (warden_id, patrol_zone_id, first_name, last_name, badge_number, start_date, leave_date, is_supervisor) VALUES (12, 12, 'Owen', 'Tilley', 'W112', '2024-01-22', NULL, 0);
INSERT INTO wardens (warden_id, patrol_zone_id, first_name, last_name, badge_number, start_date, leave_date, is_supervisor) VALUES (13, 2, 'Fatima', 'Begum', 'W113', '2021-03-15', NULL, 0);
INSERT INTO wardens (warden_id, patrol_zone_id, first_name, last_name, badge_number, start_date, leave_date, is_supervisor) VALUES (14, 7, 'Marcus', 'Webb', 'W114', '2018-05-14', NULL, 1);
INSERT INTO wardens (warden_id, patrol_zone_id, first_name, last_name, badge_number, start_date, leave_date, is_supervisor) VALUES (15, 4, 'Nora', 'Kelly', 'W115', '2025-04-07', NULL, 0);
INSERT INTO permits (permit_id, resident_id, zone_id, permit_type, vehicle_reg, vehicle_make, issue_date, expiry_date, price_paid, refund_amount, is_electric) VALUES (1, 1, 1, 'resident', 'GC24 TSH', 'Honda', '2024-07-04', '2025-07-04', 120.00, NULL, 0);
INSERT INTO permits (permit_id, resident_id, zone_id, permit_type, vehicle_reg, vehicle_make, issue_date, expiry_date, price_paid, refund_amount, is_electric) VALUES (2, 1, 1, 'second vehicle', 'XA24 NTT', 'Vauxhall', '2024-12-18', '2025-12-18', 180.00, NULL, 0);
INSERT INTO permits (permit_id, resident_id, zone_id, permit_type, vehicle_reg, vehicle_make, issue_date, expiry_date, price_paid, refund_amount, is_electric) VALUES (3, 2, 2, 'resident', 'XE18 FRB', 'Nissan', '2024-08-22', '2025-08-22', 150.00, NULL, 0);
INSERT INTO permits (permit_id, resident_id, zone_id, permit_type, vehicle_reg, vehicle_make, issue_date, expiry_date, price_paid, refund_amount, is_electric) VALUES (4, 3, 3, 'resident', 'SB16 BBL', 'Vauxhall', '2024-09-06', '2025-09-06', 95.00, NULL, 0);
INSERT INTO permits (permit_id, resident_id, zone_id, permit_type, vehicle_reg, vehicle_make, issue_date, expiry_date, price_paid, refund_amount, is_electric) VALUES (5, 3, 3, 'second vehicle', 'JH15 PXK', 'Renault', '2025-05-16', '2026-05-16', 142.50, NULL, 0);
INSERT INTO permits (permit_id, resident_id, zone_id, permit_type, vehicle_reg, vehicle_make, issue_date, expiry_date, price_paid, refund_amount, is_electric) VALUES (6, 4, 2, 'resident', 'SG23 PDN', 'Kia', '2025-04-23', '2026-04-23', 150.00, NULL, 0);
INSERT INTO permits (permit_id, resident_id, zone_id, permit_type, vehicle_reg, vehicle_make, issue_date, expiry_date, price_paid, refund_amount, is_electric) VALUES (7, 5, 4, 'resident', 'KJ21 BER', 'Vauxhall', '2025-02-28', '2026-02-28', 140.00, NULL, 0);
INSERT INTO permits (permit_id, resident_id, zone_id, permit_type, vehicle_reg, vehicle_make, issue_date, expiry_date, price_paid, refund_amount, is_electric) VALUES (8, 6, 5, 'resident', 'KD24 TYT', 'Kia', '2024-12-01', '2025-12-01', 80.00, NULL, 0);
INSERT INTO permits (permit_id, resident_id, zone_id, permit_type, vehicle_reg, vehicle_make, issue_date, expiry_date, price_paid, refund_amount, is_electric) VALUES (9, 6, 5, 'second vehicle', 'XA16 FSW', 'Renault', '2025-02-02', '2026-02-02', 120.00, NULL, 0);
INSERT INTO permits (permit_id, resident_id, zone_id, permit_type, vehicle_reg, vehicle_make, issue_date, expiry_date, price_paid, refund_amount, is_electric) VALUES (10, 7, 6, 'resident', 'SX19 HVC', 'BMW', '2024-03-31', '2025-03-31', 110.00, NULL, 0);
INSERT INTO permits (permit_id, resident_id, zone_id, permit_type, vehicle_reg, vehicle_make, issue_date, expiry_date, price_paid, refund_amount, is_electric) VALUES (11, 8, 7, 'resident', 'JH19 MRM', 'Tesla', '2025-05-28', '2026-05-28', 80.00, NULL, 1);
INSERT INTO permits (permit_id, resident_id, zone_id, permit_type, vehicle_reg, vehicle_make, issue_date, expiry_date, price_paid, refund_amount, is_electric) VALUES (12, 9, 8, 'resident', 'CM21 GGP', 'Tesla', '2025-05-10', '2026-05-10', 65.00, NULL, 1);
INSERT INTO permits (permit_id, resident_id, zone_id, permit_type, vehicle_reg, vehicle_make, issue_date, expiry_date, price_paid, refund_amount, is_electric) VALUES (13, 10, 3, 'resident', 'NT18 MYX', 'Kia', '2024-12-03', '2025-12-03', 95.00, NULL, 0);
INSERT INTO permits (permit_id, resident_id, zone_id, permit_type, vehicle_reg, vehicle_make, issue_date, expiry_date, price_paid, refund_amount, is_electric) VALUES (14, 10, 3, 'second vehicle', 'RV23 PAD', 'Vauxhall', '2024-06-16', '2025-06-16', 142.50, 71.25, 0);
INSERT INTO permits (permit_id, resident_id, zone_id, permit_type, vehicle_reg, vehicle_make, issue_date, expiry_date, price_paid, refund_amount, is_electric) VALUES (15, 11, 9, 'resident', 'SX15 GVT', 'Renault', '2024-07-11', '2025-07-11', 100.00, NULL, 0);
INSERT INTO permits (permit_id, resident_id, zone_id, permit_type, vehicle_reg, vehicle_make, issue_date, expiry_date, price_paid, refund_amount, is_electric) VALUES (16, 12, 10, 'resident', 'VP19 WWJ', 'Tesla', '2024-12-31', '2025-12-31', 45.00, NULL, 1);
INSERT INTO permits (permit_id, resident_id, zone_id, permit_type, vehicle_reg, vehicle_make, issue_date, expiry_date, price_paid, refund_amount, is_electric) VALUES (17, 13, 11, 'resident', 'PL19 PWY', 'Volkswagen', '2025-05-22', '2026-05-22', 125.00, NULL, 0);
INSERT INTO permits (permit_id, resident_id, zone_id, permit_type, vehicle_reg, vehicle_make, issue_date, expiry_date, price_paid, refund_amount, is_electric) VALUES (18, 13, 11, 'second vehicle', 'AN23 AJV', 'Kia', '2024-06-24', '2025-06-24', 93.75, NULL, 1);
INSERT INTO permits (permit_id, resident_id, zone_id, permit_type, vehicle_reg, vehicle_make, issue_date, expiry_date, price_paid, refund_amount, is_electric) VALUES (19, 14, 12, 'resident', 'BK15 MDT', 'Ford', '2024-01-07', '2025-01-06', 105.00, NULL, 0);
INSERT INTO permits (permit_id, resident_id, zone_id, permit_type, vehicle_reg, vehicle_make, issue_date, expiry_date, price_paid, refund_amount, is_electric) VALUES (20, 15, 13, 'resident', 'KX24 VJT', 'Nissan', '2024-11-09', '2025-11-09', 42.50, NULL, 1);
INSERT INTO permits (permit_id, resident_id, zone_id, permit_type, vehicle_reg, vehicle_make, issue_date, expiry_date, price_paid, refund_amount, is_electric) VALUES (21, 16, 14, 'resident', 'YE15 EME', 'Volkswagen', '2024-03-26', '2025-03-26', 70.00, 35.00, 0);
INSERT INTO permits (permit_id, resident_id, zone_id, permit_type, vehicle_reg, vehicle_make, issue_date, expiry_date, price_paid, refund_amount, is_electric) VALUES (22, 17, 15, 'resident', 'AY23 TVH', 'Vauxhall', '2024-09-30', '2025-09-30', 175.00, 87.50, 0);
INSERT INTO permits (permit_id, resident_id, zone_id, permit_type, vehicle_reg, vehicle_make, issue_date, expiry_date, price_paid, refund_amount, is_electric) VALUES (23, 18, 1, 'resident', 'YL17 DRC', 'Honda', '2025-02-25', '2026-02-25', 120.00, NULL, 0);
INSERT INTO permits (permit_id, resident_id, zone_id, permit_type, vehicle_reg, vehicle_make, issue_date, expiry_date, price_paid, refund_amount, is_electric) VALUES (24, 19, 2, 'resident', 'VF15 PRH', 'Tesla', '2024-01-19', '2025-01-18', 75.00, NULL, 1);
INSERT INTO permits (permit_id, resident_id, zone_id, permit_type, vehicle_reg, vehicle_make, issue_date, expiry_date, price_paid, refund_amount, is_electric) VALUES (25, 20, 3, 'resident', 'JV20 ENG', 'Tesla', '2024-08-13', '2025-08-13', 47.50, NULL, 1);
INSERT INTO permits (permit_id, resident_id, zone_id, permit_type, vehicle_reg, vehicle_make, issue_date, expiry_date, price_paid, refund_amount, is_electric) VALUES (26, 21, 6, 'resident', 'WC16 PNY', 'Renault', '2024-10-25', '2025-10-25', 110.00, NULL, 0);
INSERT INTO permits (permit_id, resident_id, zone_id, permit_type, vehicle_reg, vehicle_make, issue_date, expiry_date, price_paid, refund_amount, is_electric) VALUES (27, 22, 7, 'resident', 'JK18 SPD', 'BMW', '2024-07-20', '2025-07-20', 160.00, NULL, 0);
INSERT INTO permits (permit_id, resident_id, zone_id, permit_type, vehicle_reg, vehicle_make, issue_date, expiry_date, price_paid, refund_amount, is_electric) VALUES (28, 23, 3, 'resident', 'BB15 VTX', 'Ford', '2024-12-11', '2025-12-11', 95.00, NULL, 0);
INSERT INTO permits (permit_id, resident_id, zone_id, permit_type, vehicle_reg, vehicle_make, issue_date, expiry_date, price_paid, refund_amount, is_electric) VALUES (29, 23, 3, 'visitor', 'VG16 VBS', 'Honda', '2024-07-24', '2024-10-22', 30.00, NULL, 0);
INSERT INTO permits (permit_id, resident_id, zone_id, permit_type, vehicle_reg, vehicle_make, issue_date, expiry_date, price_paid, refund_amount, is_electric) VALUES (30, 24, 2, 'resident', 'BC19 BWV', 'Honda', '2024-04-13', '2025-04-13', 150.00, NULL, 0);
INSERT INTO permits (permit_id, resident_id, zone_id, permit_type, vehicle_reg, vehicle_make, issue_date, expiry_date, price_paid, refund_amount, is_electric) VALUES (31, 25, 9, 'resident', 'EA22 JWL', 'Kia', '2024-02-25', '2025-02-24', 100.00, 50.00, 0);
INSERT INTO permits (permit_id, resident_id, zone_id, permit_type, vehicle_reg, vehicle_make, issue_date, expiry_date, price_paid, refund_amount, is_electric) VALUES (32, 26, 10, 'resident', 'YX18 EDE', 'Kia', '2024-01-30', '2025-01-29', 45.00, NULL, 1);
INSERT INTO permits (permit_id, resident_id, zone_id, permit_type, vehicle_reg, vehicle_make, issue_date, expiry_date, price_paid, refund_amount, is_electric) VALUES (33, 27, 1, 'resident', 'AV23 CFP', 'Nissan', '2024-02-09', '2025-02-08', 60.00, NULL, 1);
INSERT INTO permits (permit_id, resident_id, zone_id, permit_type, vehicle_reg, vehicle_make, issue_date, expiry_date, price_paid, refund_amount, is_electric) VALUES (34, 28, 4, 'resident', 'DL24 XAY', 'Vauxhall', '2025-05-20', '2026-05-20', 140.00, NULL, 0);
INSERT INTO permits (permit_id, resident_id, zone_id, permit_type, vehicle_reg, vehicle_make, issue_date, expiry_date, price_paid, refund_amount, is_electric) VALUES (35, 29, 5, 'resident', 'YJ20 KKK', 'Volkswagen', '2024-01-13', '2025-01-12', 80.00, NULL, 0);
INSERT INTO permits (permit_id, resident_id, zone_id, permit_type, vehicle_reg, vehicle_make, issue_date, expiry_date, price_paid, refund_amount, is_electric) VALUES (36, 30, 12, 'resident', 'BS21 XLK', 'Tesla', '2025-03-13', '2026-03-13', 52.50, NULL, 1);
INSERT INTO permits (permit_id, resident_id, zone_id, permit_type, vehicle_reg, vehicle_make, issue_date, expiry_date, price_paid, refund_amount, is_electric) VALUES (37, 30, 12, 'visitor', 'XG19 FPJ', 'Renault', '2024-08-12', '2024-11-10', 32.50, 8.12, 0);
INSERT INTO permits (permit_id, resident_id, zone_id, permit_type, vehicle_reg, vehicle_make, issue_date, expiry_date, price_paid, refund_amount, is_electric) VALUES (38, 31, 2, 'resident', 'SC17 KJY', 'Vauxhall', '2025-01-29', '2026-01-29', 150.00, NULL, 0);
INSERT INTO permits (permit_id, resident_id, zone_id, permit_type, vehicle_reg, vehicle_make, issue_date, expiry_date, price_paid, refund_amount, is_electric) VALUES (39, 32, 3, 'resident', 'VC16 PMC', 'BMW', '2025-03-02', '2026-03-02', 95.00, NULL, 0);
INSERT INTO permits (permit_id, resident_id, zone_id, permit_type, vehicle_reg, vehicle_make, issue_date, expiry_date, price_paid, refund_amount, is_electric) VALUES (40, 33, 6, 'resident', 'KW21 EKA', 'BMW', '2024-02-14', '2025-02-13', 110.00, NULL, 0);
INSERT INTO permits (permit_id, resident_id, zone_id, permit_type, vehicle_reg, vehicle_make, issue_date, expiry_date, price_paid, refund_amount, is_electric) VALUES (41, 34, 8, 'resident', 'JD15 WXG', 'Kia', '2025-03-12', '2026-03-12', 130.00, NULL, 0);
INSERT INTO permits (permit_id, resident_id, zone_id, permit_type, vehicle_reg, vehicle_make, issue_date, expiry_date, price_paid, refund_amount, is_electric) VALUES (42, 35, 11, 'resident', 'JV19 FKF', 'Ford', '2025-06-19', '2026-06-19', 125.00, NULL, 0);
INSERT INTO permits (permit_id, resident_id, zone_id, permit_type, vehicle_reg, vehicle_make, issue_date, expiry_date, price_paid, refund_amount, is_electric) VALUES (43, 36, 13, 'resident', 'PJ17 GVH', 'Ford', '2024-07-04', '2025-07-04', 85.00, NULL, 0);
INSERT INTO permits (permit_id, resident_id, zone_id, permit_type, vehicle_reg, vehicle_make, issue_date, expiry_date, price_paid, refund_amount, is_electric) VALUES (44, 36, 13, 'visitor', 'DL22 YKX', 'Ford', '2024-11-14', '2025-02-12', 25.00, NULL, 0);
INSERT INTO permits (permit_id, resident_id, zone_id, permit_type, vehicle_reg, vehicle_make, issue_date, expiry_date, price_paid, refund_amount, is_electric) VALUES (45, 37, 7, 'resident', 'JM24 VKC', 'Nissan', '2024-08-27', '2025-08-27', 80.00, NULL, 1);
INSERT INTO permits (permit_id, resident_id, zone_id, permit_type, vehicle_reg, vehicle_make, issue_date, expiry_date, price_paid, refund_amount, is_electric) VALUES (46, 38, 14, 'resident', 'WB24 JPV', 'BMW', '2025-06-01', '2026-06-01', 70.00, NULL, 0);
INSERT INTO permits (permit_id, resident_id, zone_id, permit_type, vehicle_reg, vehicle_make, issue_date, expiry_date, price_paid, refund_amount, is_electric) VALUES (47, 39, 15, 'resident', 'AL24 JVT', 'Toyota', '2024-08-29', '2025-08-29', 175.00, NULL, 0);
INSERT INTO permits (permit_id, resident_id, zone_id, permit_type, vehicle_reg, vehicle_make, issue_date, expiry_date, price_paid, refund_amount, is_electric) VALUES (48, 40, 9, 'resident', 'FV20 PGH', 'Honda', '2024-03-27', '2025-03-27', 100.00, NULL, 0);
INSERT INTO penalty_notices (notice_id, warden_id, zone_id, vehicle_reg, street, issued_date, fine_amount, amount_paid, paid_date, is_appealed) VALUES (1, 2, 2, 'DV15 TVE', 'Mill Lane', '2025-01-02', 110.00, 110.00, '2025-02-03', 0);
INSERT INTO penalty_notices (notice_id, warden_id, zone_id, vehicle_reg, street, issued_date, fine_amount, amount_paid, paid_date, is_appealed) VALUES (2, 9, 9, 'MC14 FND', 'Westgate', '2025-01-04', 70.00, 35.00, '2025-01-09', 0);
INSERT INTO penalty_notices (notice_id, warden_id, zone_id, vehicle_reg, street, issued_date, fine_amount, amount_paid, paid_date, is_appealed) VALUES (3, 4, 4, 'VH19 FKW', 'Platform Walk', '2025-01-09', 70.00, 35.00, '2025-01-16', 0);
INSERT INTO penalty_notices (notice_id, warden_id, zone_id, vehicle_reg, street, issued_date, fine_amount, amount_paid, paid_date, is_appealed) VALUES (4, 12, 12, 'XG19 FPJ', 'River Walk', '2025-01-09', 50.00, NULL, NULL, 1);
INSERT INTO penalty_notices (notice_id, warden_id, zone_id, vehicle_reg, street, issued_date, fine_amount, amount_paid, paid_date, is_appealed) VALUES (5, 6, 13, 'DL22 YKX', 'Hop Yard', '2025-01-10', 70.00, 35.00, '2025-01-21', 0);
INSERT INTO penalty_notices (notice_id, warden_id, zone_id, vehicle_reg, street, issued_date, fine_amount, amount_paid, paid_date, is_appealed) VALUES (6, 11, 11, 'AN23 AJV', 'Library Walk', '2025-01-14', 70.00, 35.00, '2025-01-27', 0);
INSERT INTO penalty_notices (notice_id, warden_id, zone_id, vehicle_reg, street, issued_date, fine_amount, amount_paid, paid_date, is_appealed) VALUES (7, 8, 15, 'AY23 TVH', 'Close Street', '2025-01-16', 50.00, 25.00, '2025-01-22', 0);
INSERT INTO penalty_notices (notice_id, warden_id, zone_id, vehicle_reg, street, issued_date, fine_amount, amount_paid, paid_date, is_appealed) VALUES (8, 3, 3, 'DE18 LWS', 'Weaver Street', '2025-01-17', 50.00, 25.00, '2025-01-26', 0);
INSERT INTO penalty_notices (notice_id, warden_id, zone_id, vehicle_reg, street, issued_date, fine_amount, amount_paid, paid_date, is_appealed) VALUES (9, 1, 1, 'XR10 KCJ', 'Keep Lane', '2025-01-20', 70.00, 35.00, '2025-02-01', 0);
INSERT INTO penalty_notices (notice_id, warden_id, zone_id, vehicle_reg, street, issued_date, fine_amount, amount_paid, paid_date, is_appealed) VALUES (10, 4, 4, 'VN19 ATA', 'Platform Walk', '2025-01-22', 70.00, NULL, NULL, 0);
INSERT INTO penalty_notices (notice_id, warden_id, zone_id, vehicle_reg, street, issued_date, fine_amount, amount_paid, paid_date, is_appealed) VALUES (11, 8, 13, 'RX11 RRV', 'Hop Yard', '2025-01-24', 50.00, 25.00, '2025-01-30', 0);
INSERT INTO penalty_notices (notice_id, warden_id, zone_id, vehicle_reg, street, issued_date, fine_amount, amount_paid, paid_date, is_appealed) VALUES (12, 13, 2, 'SC17 KJY', 'Mill Lane', '2025-01-26', 50.00, 50.00, '2025-02-28', 0);
INSERT INTO penalty_notices (notice_id, warden_id, zone_id, vehicle_reg, street, issued_date, fine_amount, amount_paid, paid_date, is_appealed) VALUES (13, 2, 2, 'XX24 MKA', 'Mill Lane', '2025-02-16', 110.00, NULL, NULL, 0);
INSERT INTO penalty_notices (notice_id, warden_id, zone_id, vehicle_reg, street, issued_date, fine_amount, amount_paid, paid_date, is_appealed) VALUES (14, 1, 1, 'GC24 TSH', 'Castle Street', '2025-03-01', 50.00, 25.00, '2025-03-02', 0);
INSERT INTO penalty_notices (notice_id, warden_id, zone_id, vehicle_reg, street, issued_date, fine_amount, amount_paid, paid_date, is_appealed) VALUES (15, 1, 1, 'FP15 NCH', 'Keep Lane', '2025-03-02', 110.00, 55.00, '2025-03-15', 0);
INSERT INTO penalty_notices (notice_id, warden_id, zone_id, vehicle_reg, street, issued_date, fine_amount, amount_paid, paid_date, is_appealed) VALUES (16, 1, 1, 'MR19 MFM', 'Keep Lane', '2025-03-05', 110.00, 55.00, '2025-03-18', 0);
INSERT INTO penalty_notices (notice_id, warden_id, zone_id, vehicle_reg, street, issued_date, fine_amount, amount_paid, paid_date, is_appealed) VALUES (17, 12, 12, 'BS21 XLK', 'Ferry Lane', '2025-03-09', 110.00, 55.00, '2025-03-10', 0);
INSERT INTO penalty_notices (notice_id, warden_id, zone_id, vehicle_reg, street, issued_date, fine_amount, amount_paid, paid_date, is_appealed) VALUES (18, 2, 2, 'BC19 BWV', 'Mill Lane', '2025-03-11', 50.00, 50.00, '2025-04-03', 1);
INSERT INTO penalty_notices (notice_id, warden_id, zone_id, vehicle_reg, street, issued_date, fine_amount, amount_paid, paid_date, is_appealed) VALUES (19, 7, 7, 'XF11 NPV', 'Corn Market', '2025-03-15', 70.00, 35.00, '2025-03-26', 0);
INSERT INTO penalty_notices (notice_id, warden_id, zone_id, vehicle_reg, street, issued_date, fine_amount, amount_paid, paid_date, is_appealed) VALUES (20, 6, 13, 'RM15 PXP', 'Malt Street', '2025-03-17', 50.00, 25.00, '2025-03-20', 0);
INSERT INTO penalty_notices (notice_id, warden_id, zone_id, vehicle_reg, street, issued_date, fine_amount, amount_paid, paid_date, is_appealed) VALUES (21, 10, 10, 'TX23 RLD', 'Lock Street', '2025-03-20', 50.00, 50.00, '2025-04-20', 0);
INSERT INTO penalty_notices (notice_id, warden_id, zone_id, vehicle_reg, street, issued_date, fine_amount, amount_paid, paid_date, is_appealed) VALUES (22, 5, 5, 'KD24 TYT', 'Abbey Road', '2025-03-20', 110.00, 55.00, '2025-03-25', 0);
INSERT INTO penalty_notices (notice_id, warden_id, zone_id, vehicle_reg, street, issued_date, fine_amount, amount_paid, paid_date, is_appealed) VALUES (23, 12, 12, 'YP14 PFX', 'Ferry Lane', '2025-03-21', 70.00, 70.00, '2025-04-22', 0);
INSERT INTO penalty_notices (notice_id, warden_id, zone_id, vehicle_reg, street, issued_date, fine_amount, amount_paid, paid_date, is_appealed) VALUES (24, 6, 6, 'TL22 DCK', 'Park Avenue', '2025-03-25', 50.00, 25.00, '2025-04-07', 0);
INSERT INTO penalty_notices (notice_id, warden_id, zone_id, vehicle_reg, street, issued_date, fine_amount, amount_paid, paid_date, is_appealed) VALUES (25, 10, 10, 'DL21 KMD', 'Lock Street', '2025-03-30', 50.00, 25.00, '2025-04-08', 0);
INSERT INTO penalty_notices (notice_id, warden_id, zone_id, vehicle_reg, street, issued_date, fine_amount, amount_paid, paid_date, is_appealed) VALUES (26, 3, 3, 'HY12 NKJ', 'Weaver Street', '2025-03-31', 70.00, 35.00, '2025-04-13', 0);
INSERT INTO penalty_notices (notice_id, warden_id, zone_id, vehicle_reg, street, issued_date, fine_amount, amount_paid, paid_date, is_appealed) VALUES (27, 15, 4, 'CF16 GPB', 'Station Road', '2025-04-03', 50.00, 25.00, '2025-04-16', 0);
INSERT INTO penalty_notices (notice_id, warden_id, zone_id, vehicle_reg, street, issued_date, fine_amount, amount_paid, paid_date, is_appealed) VALUES (28, 14, 7, 'JT19 JHY', 'High Street', '2025-04-06', 50.00, NULL, NULL, 1);
INSERT INTO penalty_notices (notice_id, warden_id, zone_id, vehicle_reg, street, issued_date, fine_amount, amount_paid, paid_date, is_appealed) VALUES (29, 8, 8, 'VW15 NSW', 'Infirmary Road', '2025-04-07', 50.00, 25.00, '2025-04-18', 0);
INSERT INTO penalty_notices (notice_id, warden_id, zone_id, vehicle_reg, street, issued_date, fine_amount, amount_paid, paid_date, is_appealed) VALUES (30, 7, 7, 'HV14 GJD', 'Corn Market', '2025-04-09', 110.00, 55.00, '2025-04-17', 0);
INSERT INTO penalty_notices (notice_id, warden_id, zone_id, vehicle_reg, street, issued_date, fine_amount, amount_paid, paid_date, is_appealed) VALUES (31, 7, 7, 'JF20 PTR', 'High Street', '2025-04-10', 50.00, NULL, NULL, 0);
INSERT INTO penalty_notices (notice_id, warden_id, zone_id, vehicle_reg, street, issued_date, fine_amount, amount_paid, paid_date, is_appealed) VALUES (32, 6, 6, 'WC16 PNY', 'Park Avenue', '2025-04-10', 50.00, 25.00, '2025-04-19', 0);
INSERT INTO penalty_notices (notice_id, warden_id, zone_id, vehicle_reg, street, issued_date, fine_amount, amount_paid, paid_date, is_appealed) VALUES (33, 3, 3, 'TA16 PJV', 'Weaver Street', '2025-04-10', 70.00, NULL, NULL, 1);
INSERT INTO penalty_notices (notice_id, warden_id, zone_id, vehicle_reg, street, issued_date, fine_amount, amount_paid, paid_date, is_appealed) VALUES (34, 3, 3, 'GA21 LSA', 'Weaver Street', '2025-04-11', 50.00, NULL, NULL, 0);
INSERT INTO penalty_notices (notice_id, warden_id, zone_id, vehicle_reg, street, issued_date, fine_amount, amount_paid, paid_date, is_appealed) VALUES (35, 10, 10, 'XF19 PBB', 'Towpath Row', '2025-04-19', 70.00, NULL, NULL, 0);
INSERT INTO penalty_notices (notice_id, warden_id, zone_id, vehicle_reg, street, issued_date, fine_amount, amount_paid, paid_date, is_appealed) VALUES (36, 14, 7, 'DW12 VHN', 'High Street', '2025-04-22', 50.00, 50.00, '2025-05-23', 0);
INSERT INTO penalty_notices (notice_id, warden_id, zone_id, vehicle_reg, street, issued_date, fine_amount, amount_paid, paid_date, is_appealed) VALUES (37, 6, 6, 'XF21 MVB', 'Park Avenue', '2025-04-24', 70.00, NULL, NULL, 0);
INSERT INTO penalty_notices (notice_id, warden_id, zone_id, vehicle_reg, street, issued_date, fine_amount, amount_paid, paid_date, is_appealed) VALUES (38, 12, 12, 'YH21 XTN', 'River Walk', '2025-04-26', 70.00, 35.00, '2025-04-27', 0);
INSERT INTO penalty_notices (notice_id, warden_id, zone_id, vehicle_reg, street, issued_date, fine_amount, amount_paid, paid_date, is_appealed) VALUES (39, 2, 2, 'FT20 WGW', 'Quay Road', '2025-04-29', 110.00, NULL, NULL, 0);
INSERT INTO penalty_notices (notice_id, warden_id, zone_id, vehicle_reg, street, issued_date, fine_amount, amount_paid, paid_date, is_appealed) VALUES (40, 13, 2, 'SG23 PDN', 'Mill Lane', '2025-05-01', 110.00, 110.00, '2025-06-07', 1);
INSERT INTO penalty_notices (notice_id, warden_id, zone_id, vehicle_reg, street, issued_date, fine_amount, amount_paid, paid_date, is_appealed) VALUES (41, 7, 7, 'WL23 BWT', 'Corn Market', '2025-05-03', 70.00, NULL, NULL, 0);
INSERT INTO penalty_notices (notice_id, warden_id, zone_id, vehicle_reg, street, issued_date, fine_amount, amount_paid, paid_date, is_appealed) VALUES (42, 3, 3, 'TS21 JYJ', 'Weaver Street', '2025-05-05', 110.00, 110.00, '2025-06-08', 0);
INSERT INTO penalty_notices (notice_id, warden_id, zone_id, vehicle_reg, street, issued_date, fine_amount, amount_paid, paid_date, is_appealed) VALUES (43, 8, 14, 'WB24 JPV', 'Orchard Close', '2025-05-08', 50.00, NULL, NULL, 0);
INSERT INTO penalty_notices (notice_id, warden_id, zone_id, vehicle_reg, street, issued_date, fine_amount, amount_paid, paid_date, is_appealed) VALUES (44, 2, 2, 'PW14 MKK', 'Quay Road', '2025-05-10', 50.00, 25.00, '2025-05-12', 0);
INSERT INTO penalty_notices (notice_id, warden_id, zone_id, vehicle_reg, street, issued_date, fine_amount, amount_paid, paid_date, is_appealed) VALUES (45, 1, 13, 'RN13 BKK', 'Malt Street', '2025-05-11', 70.00, 35.00, '2025-05-17', 0);
INSERT INTO penalty_notices (notice_id, warden_id, zone_id, vehicle_reg, street, issued_date, fine_amount, amount_paid, paid_date, is_appealed) VALUES (46, 9, 9, 'YC11 YEE', 'Gate Lane', '2025-05-19', 50.00, 25.00, '2025-06-01', 0);
INSERT INTO penalty_notices (notice_id, warden_id, zone_id, vehicle_reg, street, issued_date, fine_amount, amount_paid, paid_date, is_appealed) VALUES (47, 3, 3, 'SB16 BBL', 'Mill Lane', '2025-05-19', 50.00, 25.00, '2025-06-01', 0);
INSERT INTO penalty_notices (notice_id, warden_id, zone_id, vehicle_reg, street, issued_date, fine_amount, amount_paid, paid_date, is_appealed) VALUES (48, 9, 9, 'XH17 GVJ', 'Westgate', '2025-05-19', 70.00, 70.00, '2025-06-06', 0);
INSERT INTO penalty_notices (notice_id, warden_id, zone_id, vehicle_reg, street, issued_date, fine_amount, amount_paid, paid_date, is_appealed) VALUES (49, 13, 2, 'RF15 VAJ', 'Quay Road', '2025-05-20', 50.00, NULL, NULL, 0);
INSERT INTO penalty_notices (notice_id, warden_id, zone_id, vehicle_reg, street, issued_date, fine_amount, amount_paid, paid_date, is_appealed) VALUES (50, 6, 6, 'WC16 PNY', 'Park Avenue', '2025-05-23', 50.00, 25.00, '2025-05-27', 0);
INSERT INTO penalty_notices (notice_id, warden_id, zone_id, vehicle_reg, street, issued_date, fine_amount, amount_paid, paid_date, is_appealed) VALUES (51, 1, 1, 'JK21 CDX', 'Keep Lane', '2025-05-25', 50.00, NULL, NULL, 1);
INSERT INTO penalty_notices (notice_id, warden_id, zone_id, vehicle_reg, street, issued_date, fine_amount, amount_paid, paid_date, is_appealed) VALUES (52, 1, 13, 'NC11 VYB', 'Malt Street', '2025-05-25', 70.00, 70.00, '2025-06-19', 1);
INSERT INTO penalty_notices (notice_id, warden_id, zone_id, vehicle_reg, street, issued_date, fine_amount, amount_paid, paid_date, is_appealed) VALUES (53, 8, 8, 'CM21 GGP', 'Nightingale Close', '2025-05-26', 70.00, 70.00, '2025-06-16', 0);
INSERT INTO penalty_notices (notice_id, warden_id, zone_id, vehicle_reg, street, issued_date, fine_amount, amount_paid, paid_date, is_appealed) VALUES (54, 13, 2, 'HB16 LAC', 'Mill Lane', '2025-06-05', 70.00, 70.00, '2025-07-04', 0);
INSERT INTO penalty_notices (notice_id, warden_id, zone_id, vehicle_reg, street, issued_date, fine_amount, amount_paid, paid_date, is_appealed) VALUES (55, 11, 11, 'JP11 VNP', 'Library Walk', '2025-06-10', 110.00, 55.00, '2025-06-21', 0);
INSERT INTO penalty_notices (notice_id, warden_id, zone_id, vehicle_reg, street, issued_date, fine_amount, amount_paid, paid_date, is_appealed) VALUES (56, 1, 1, 'AV23 CFP', 'Castle Street', '2025-06-11', 50.00, 25.00, '2025-06-20', 0);
INSERT INTO penalty_notices (notice_id, warden_id, zone_id, vehicle_reg, street, issued_date, fine_amount, amount_paid, paid_date, is_appealed) VALUES (57, 6, 6, 'SK19 LAK', 'Park Avenue', '2025-06-15', 70.00, 35.00, '2025-06-25', 0);
INSERT INTO penalty_notices (notice_id, warden_id, zone_id, vehicle_reg, street, issued_date, fine_amount, amount_paid, paid_date, is_appealed) VALUES (58, 6, 6, 'SX19 HVC', 'Park Avenue', '2025-06-17', 70.00, 35.00, '2025-06-30', 0);
INSERT INTO penalty_notices (notice_id, warden_id, zone_id, vehicle_reg, street, issued_date, fine_amount, amount_paid, paid_date, is_appealed) VALUES (59, 9, 9, 'SX15 GVT', 'Gate Lane', '2025-06-18', 50.00, 25.00, '2025-06-22', 0);
INSERT INTO penalty_notices (notice_id, warden_id, zone_id, vehicle_reg, street, issued_date, fine_amount, amount_paid, paid_date, is_appealed) VALUES (60, 15, 4, 'VC10 SLK', 'Platform Walk', '2025-06-21', 110.00, 110.00, '2025-07-27', 0);
COMMIT;
