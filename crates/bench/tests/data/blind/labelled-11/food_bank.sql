-- food_bank: a community food bank with volunteers, donors and referred households.
BEGIN TRANSACTION;
CREATE TABLE volunteers (
  volunteer_id INTEGER PRIMARY KEY,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  phone TEXT NOT NULL,
  joined_date TEXT NOT NULL,
  dbs_checked_date TEXT, -- NULL = no DBS (criminal record) check done yet
  is_driver INTEGER NOT NULL CHECK (is_driver IN (0,1))
);
CREATE TABLE shifts (
  shift_id INTEGER PRIMARY KEY,
  volunteer_id INTEGER NOT NULL,
  shift_date TEXT NOT NULL,
  shift_type TEXT NOT NULL,
  hours REAL NOT NULL,
  FOREIGN KEY (volunteer_id) REFERENCES volunteers(volunteer_id)
);
CREATE TABLE donors (
  donor_id INTEGER PRIMARY KEY,
  donor_name TEXT NOT NULL,
  donor_type TEXT NOT NULL,
  contact_first_name TEXT, -- NULL = no named contact person
  postcode TEXT NOT NULL
);
CREATE TABLE donations (
  donation_id INTEGER PRIMARY KEY,
  donor_id INTEGER NOT NULL,
  received_date TEXT NOT NULL,
  weight_kg REAL, -- NULL = cash only, no food in this donation
  cash_amount REAL, -- NULL = food only, no money given
  estimated_value REAL, -- NULL = food not valued yet (or cash only)
  received_by_volunteer_id INTEGER, -- NULL = left in the drop-off bin, no volunteer took it in
  FOREIGN KEY (donor_id) REFERENCES donors(donor_id),
  FOREIGN KEY (received_by_volunteer_id) REFERENCES volunteers(volunteer_id)
);
CREATE TABLE households (
  household_id INTEGER PRIMARY KEY,
  lead_first_name TEXT NOT NULL,
  lead_last_name TEXT NOT NULL,
  phone TEXT, -- NULL = no phone number given
  postcode TEXT NOT NULL,
  adults INTEGER NOT NULL,
  children INTEGER NOT NULL,
  referral_agency TEXT NOT NULL,
  referred_date TEXT NOT NULL
);
CREATE TABLE parcels (
  parcel_id INTEGER PRIMARY KEY,
  household_id INTEGER NOT NULL,
  packed_by_volunteer_id INTEGER NOT NULL,
  issued_date TEXT NOT NULL,
  parcel_size TEXT NOT NULL,
  collected_date TEXT, -- NULL = not collected or delivered yet
  is_home_delivery INTEGER NOT NULL CHECK (is_home_delivery IN (0,1)),
  energy_voucher_value REAL, -- NULL = no fuel/energy voucher given with this parcel
  FOREIGN KEY (household_id) REFERENCES households(household_id),
  FOREIGN KEY (packed_by_volunteer_id) REFERENCES volunteers(volunteer_id)
);
INSERT INTO volunteers (volunteer_id, first_name, last_name, phone, joined_date, dbs_checked_date, is_driver) VALUES (1, 'Grace', 'Mensah', '07700 910001', '2021-03-14', '2021-04-02', 1);
INSERT INTO volunteers (volunteer_id, first_name, last_name, phone, joined_date, dbs_checked_date, is_driver) VALUES (2, 'Simon', 'Hale', '07700 910002', '2020-09-01', '2020-10-12', 1);
INSERT INTO volunteers (volunteer_id, first_name, last_name, phone, joined_date, dbs_checked_date, is_driver) VALUES (3, 'Aoife', 'Byrne', '07700 910003', '2022-01-20', '2022-02-15', 0);
INSERT INTO volunteers (volunteer_id, first_name, last_name, phone, joined_date, dbs_checked_date, is_driver) VALUES (4, 'Raj', 'Patel', '07700 910004', '2023-06-05', NULL, 0);
INSERT INTO volunteers (volunteer_id, first_name, last_name, phone, joined_date, dbs_checked_date, is_driver) VALUES (5, 'Margaret', 'Lowe', '07700 910005', '2019-11-11', '2019-12-03', 0);
INSERT INTO volunteers (volunteer_id, first_name, last_name, phone, joined_date, dbs_checked_date, is_driver) VALUES (6, 'Peter', 'Osei', '07700 910006', '2022-08-30', '2022-09-21', 1);
INSERT INTO volunteers (volunteer_id, first_name, last_name, phone, joined_date, dbs_checked_date, is_driver) VALUES (7, 'Hannah', 'Kerr', '07700 910007', '2024-02-12', NULL, 0);
INSERT INTO volunteers (volunteer_id, first_name, last_name, phone, joined_date, dbs_checked_date, is_driver) VALUES (8, 'David', 'Chen', '07700 910008', '2021-07-07', '2021-08-01', 1);
INSERT INTO volunteers (volunteer_id, first_name, last_name, phone, joined_date, dbs_checked_date, is_driver) VALUES (9, 'Ruth', 'Adeyemi', '07700 910009', '2023-03-18', '2023-04-20', 0);
INSERT INTO volunteers (volunteer_id, first_name, last_name, phone, joined_date, dbs_checked_date, is_driver) VALUES (10, 'Tom', 'Fairbairn', '07700 910010', '2024-05-02', '2024-06-10', 0);
INSERT INTO volunteers (volunteer_id, first_name, last_name, phone, joined_date, dbs_checked_date, is_driver) VALUES (11, 'Lucy', 'Evans', '07700 910011', '2024-09-09', NULL, 0);
INSERT INTO volunteers (volunteer_id, first_name, last_name, phone, joined_date, dbs_checked_date, is_driver) VALUES (12, 'Imran', 'Shah', '07700 910012', '2020-04-25', '2020-05-30', 1);
INSERT INTO volunteers (volunteer_id, first_name, last_name, phone, joined_date, dbs_checked_date, is_driver) VALUES (13, 'Bev', 'Thornton', '07700 910013', '2018-10-01', '2018-11-05', 0);
INSERT INTO volunteers (volunteer_id, first_name, last_name, phone, joined_date, dbs_checked_date, is_driver) VALUES (14, 'Kate', 'Ross', '07700 910014', '2024-11-04', NULL, 0);
INSERT INTO volunteers (volunteer_id, first_name, last_name, phone, joined_date, dbs_checked_date, is_driver) VALUES (15, 'Joe', 'Murphy', '07700 910015', '2023-09-27', '2023-10-30', 1);
INSERT INTO volunteers (volunteer_id, first_name, last_name, phone, joined_date, dbs_checked_date, is_driver) VALUES (16, 'Sadia', 'Akhtar', '07700 910016', '2022-05-16', '2022-06-08', 0);
INSERT INTO volunteers (volunteer_id, first_name, last_name, phone, joined_date, dbs_checked_date, is_driver) VALUES (17, 'Colin', 'Barker', '07700 910017', '2019-02-03', '2019-03-01', 0);
INSERT INTO volunteers (volunteer_id, first_name, last_name, phone, joined_date, dbs_checked_date, is_driver) VALUES (18, 'Mia', 'Kowalczyk', '07700 910018', '2025-01-13', NULL, 0);
INSERT INTO shifts (shift_id, volunteer_id, shift_date, shift_type, hours) VALUES (1, 1, '2024-11-02', 'sorting', 3.0);
INSERT INTO shifts (shift_id, volunteer_id, shift_date, shift_type, hours) VALUES (2, 12, '2024-11-09', 'collection', 5.0);
INSERT INTO shifts (shift_id, volunteer_id, shift_date, shift_type, hours) VALUES (3, 6, '2024-11-12', 'collection', 4.5);
INSERT INTO shifts (shift_id, volunteer_id, shift_date, shift_type, hours) VALUES (4, 13, '2024-11-16', 'sorting', 3.0);
INSERT INTO shifts (shift_id, volunteer_id, shift_date, shift_type, hours) VALUES (5, 9, '2024-11-23', 'packing', 3.5);
INSERT INTO shifts (shift_id, volunteer_id, shift_date, shift_type, hours) VALUES (6, 15, '2024-11-23', 'packing', 3.0);
INSERT INTO shifts (shift_id, volunteer_id, shift_date, shift_type, hours) VALUES (7, 17, '2024-11-23', 'distribution', 4.0);
INSERT INTO shifts (shift_id, volunteer_id, shift_date, shift_type, hours) VALUES (8, 5, '2024-11-26', 'distribution', 3.5);
INSERT INTO shifts (shift_id, volunteer_id, shift_date, shift_type, hours) VALUES (9, 11, '2024-11-26', 'distribution', 3.5);
INSERT INTO shifts (shift_id, volunteer_id, shift_date, shift_type, hours) VALUES (10, 14, '2024-11-30', 'sorting', 4.5);
INSERT INTO shifts (shift_id, volunteer_id, shift_date, shift_type, hours) VALUES (11, 15, '2024-12-03', 'collection', 3.5);
INSERT INTO shifts (shift_id, volunteer_id, shift_date, shift_type, hours) VALUES (12, 1, '2024-12-07', 'collection', 4.0);
INSERT INTO shifts (shift_id, volunteer_id, shift_date, shift_type, hours) VALUES (13, 12, '2024-12-14', 'distribution', 4.0);
INSERT INTO shifts (shift_id, volunteer_id, shift_date, shift_type, hours) VALUES (14, 14, '2024-12-14', 'sorting', 3.0);
INSERT INTO shifts (shift_id, volunteer_id, shift_date, shift_type, hours) VALUES (15, 15, '2024-12-14', 'distribution', 3.0);
INSERT INTO shifts (shift_id, volunteer_id, shift_date, shift_type, hours) VALUES (16, 4, '2024-12-17', 'packing', 3.5);
INSERT INTO shifts (shift_id, volunteer_id, shift_date, shift_type, hours) VALUES (17, 15, '2024-12-17', 'distribution', 4.0);
INSERT INTO shifts (shift_id, volunteer_id, shift_date, shift_type, hours) VALUES (18, 11, '2024-12-21', 'distribution', 2.5);
INSERT INTO shifts (shift_id, volunteer_id, shift_date, shift_type, hours) VALUES (19, 13, '2024-12-21', 'packing', 3.0);
INSERT INTO shifts (shift_id, volunteer_id, shift_date, shift_type, hours) VALUES (20, 5, '2024-12-28', 'distribution', 3.0);
INSERT INTO shifts (shift_id, volunteer_id, shift_date, shift_type, hours) VALUES (21, 5, '2024-12-31', 'sorting', 4.0);
INSERT INTO shifts (shift_id, volunteer_id, shift_date, shift_type, hours) VALUES (22, 10, '2024-12-31', 'packing', 3.5);
INSERT INTO shifts (shift_id, volunteer_id, shift_date, shift_type, hours) VALUES (23, 11, '2024-12-31', 'distribution', 3.0);
INSERT INTO shifts (shift_id, volunteer_id, shift_date, shift_type, hours) VALUES (24, 7, '2025-01-04', 'sorting', 3.0);
INSERT INTO shifts (shift_id, volunteer_id, shift_date, shift_type, hours) VALUES (25, 4, '2025-01-11', 'packing', 4.0);
INSERT INTO shifts (shift_id, volunteer_id, shift_date, shift_type, hours) VALUES (26, 1, '2025-01-18', 'packing', 3.5);
INSERT INTO shifts (shift_id, volunteer_id, shift_date, shift_type, hours) VALUES (27, 3, '2025-01-18', 'packing', 3.5);
INSERT INTO shifts (shift_id, volunteer_id, shift_date, shift_type, hours) VALUES (28, 11, '2025-01-18', 'sorting', 4.0);
INSERT INTO shifts (shift_id, volunteer_id, shift_date, shift_type, hours) VALUES (29, 14, '2025-01-18', 'distribution', 2.5);
INSERT INTO shifts (shift_id, volunteer_id, shift_date, shift_type, hours) VALUES (30, 3, '2025-01-21', 'distribution', 2.5);
INSERT INTO shifts (shift_id, volunteer_id, shift_date, shift_type, hours) VALUES (31, 8, '2025-01-25', 'packing', 2.5);
INSERT INTO shifts (shift_id, volunteer_id, shift_date, shift_type, hours) VALUES (32, 16, '2025-01-25', 'sorting', 3.0);
INSERT INTO shifts (shift_id, volunteer_id, shift_date, shift_type, hours) VALUES (33, 12, '2025-02-01', 'packing', 3.0);
INSERT INTO shifts (shift_id, volunteer_id, shift_date, shift_type, hours) VALUES (34, 6, '2025-02-11', 'collection', 3.5);
INSERT INTO shifts (shift_id, volunteer_id, shift_date, shift_type, hours) VALUES (35, 14, '2025-02-11', 'sorting', 3.0);
INSERT INTO shifts (shift_id, volunteer_id, shift_date, shift_type, hours) VALUES (36, 1, '2025-02-15', 'distribution', 4.0);
INSERT INTO shifts (shift_id, volunteer_id, shift_date, shift_type, hours) VALUES (37, 6, '2025-02-15', 'packing', 4.0);
INSERT INTO shifts (shift_id, volunteer_id, shift_date, shift_type, hours) VALUES (38, 8, '2025-02-18', 'collection', 4.5);
INSERT INTO shifts (shift_id, volunteer_id, shift_date, shift_type, hours) VALUES (39, 8, '2025-02-22', 'sorting', 3.0);
INSERT INTO shifts (shift_id, volunteer_id, shift_date, shift_type, hours) VALUES (40, 12, '2025-02-22', 'sorting', 3.0);
INSERT INTO shifts (shift_id, volunteer_id, shift_date, shift_type, hours) VALUES (41, 14, '2025-02-22', 'distribution', 3.0);
INSERT INTO shifts (shift_id, volunteer_id, shift_date, shift_type, hours) VALUES (42, 8, '2025-02-25', 'collection', 4.5);
INSERT INTO shifts (shift_id, volunteer_id, shift_date, shift_type, hours) VALUES (43, 9, '2025-03-01', 'distribution', 4.0);
INSERT INTO shifts (shift_id, volunteer_id, shift_date, shift_type, hours) VALUES (44, 1, '2025-03-08', 'collection', 4.5);
INSERT INTO shifts (shift_id, volunteer_id, shift_date, shift_type, hours) VALUES (45, 3, '2025-03-08', 'sorting', 3.0);
INSERT INTO shifts (shift_id, volunteer_id, shift_date, shift_type, hours) VALUES (46, 12, '2025-03-15', 'collection', 5.0);
INSERT INTO donors (donor_id, donor_name, donor_type, contact_first_name, postcode) VALUES (1, 'Morrisons Harehills', 'supermarket', 'Simon', 'LS8 5BD');
INSERT INTO donors (donor_id, donor_name, donor_type, contact_first_name, postcode) VALUES (2, 'Tesco Extra Seacroft', 'supermarket', 'Karen', 'LS14 6HP');
INSERT INTO donors (donor_id, donor_name, donor_type, contact_first_name, postcode) VALUES (3, 'Aldi Roundhay Road', 'supermarket', NULL, 'LS8 4DJ');
INSERT INTO donors (donor_id, donor_name, donor_type, contact_first_name, postcode) VALUES (4, 'St Aidan''s Church', 'faith group', 'Rev. Paul', 'LS8 5QD');
INSERT INTO donors (donor_id, donor_name, donor_type, contact_first_name, postcode) VALUES (5, 'Roundhay Methodist Church', 'faith group', 'Maureen', 'LS8 2JT');
INSERT INTO donors (donor_id, donor_name, donor_type, contact_first_name, postcode) VALUES (6, 'Makkah Masjid', 'faith group', NULL, 'LS6 1HS');
INSERT INTO donors (donor_id, donor_name, donor_type, contact_first_name, postcode) VALUES (7, 'Gledhow Primary School', 'school', 'Mrs Clarke', 'LS8 1NE');
INSERT INTO donors (donor_id, donor_name, donor_type, contact_first_name, postcode) VALUES (8, 'Allerton Grange School', 'school', 'Hannah', 'LS17 6SF');
INSERT INTO donors (donor_id, donor_name, donor_type, contact_first_name, postcode) VALUES (9, 'Bankside Primary School', 'school', NULL, 'LS8 5AW');
INSERT INTO donors (donor_id, donor_name, donor_type, contact_first_name, postcode) VALUES (10, 'Leeds Building Society Staff Fund', 'business', 'Grace', 'LS1 5AS');
INSERT INTO donors (donor_id, donor_name, donor_type, contact_first_name, postcode) VALUES (11, 'Kirkgate Bakery', 'business', 'Tony', 'LS2 7HY');
INSERT INTO donors (donor_id, donor_name, donor_type, contact_first_name, postcode) VALUES (12, 'Chapel Allerton Rotary', 'community group', 'Peter', 'LS7 3PD');
INSERT INTO donors (donor_id, donor_name, donor_type, contact_first_name, postcode) VALUES (13, 'Mrs J Holloway', 'individual', NULL, 'LS8 2PN');
INSERT INTO donors (donor_id, donor_name, donor_type, contact_first_name, postcode) VALUES (14, 'Anonymous (bin)', 'individual', NULL, 'LS8 5BD');
INSERT INTO donors (donor_id, donor_name, donor_type, contact_first_name, postcode) VALUES (15, 'Harehills Allotment Society', 'community group', 'Ruth', 'LS9 6NP');
INSERT INTO donors (donor_id, donor_name, donor_type, contact_first_name, postcode) VALUES (16, 'Oakwood Co-op', 'supermarket', 'David', 'LS8 2JX');
INSERT INTO donations (donation_id, donor_id, received_date, weight_kg, cash_amount, estimated_value, received_by_volunteer_id) VALUES (1, 2, '2024-09-14', 180.0, NULL, 410.0, 12);
INSERT INTO donations (donation_id, donor_id, received_date, weight_kg, cash_amount, estimated_value, received_by_volunteer_id) VALUES (2, 1, '2024-09-21', 120.0, NULL, 330.0, 3);
INSERT INTO donations (donation_id, donor_id, received_date, weight_kg, cash_amount, estimated_value, received_by_volunteer_id) VALUES (3, 10, '2024-09-30', NULL, 500.0, NULL, 5);
INSERT INTO donations (donation_id, donor_id, received_date, weight_kg, cash_amount, estimated_value, received_by_volunteer_id) VALUES (4, 7, '2024-10-04', 35.0, NULL, 60.0, 5);
INSERT INTO donations (donation_id, donor_id, received_date, weight_kg, cash_amount, estimated_value, received_by_volunteer_id) VALUES (5, 4, '2024-10-06', 22.0, 40.0, 45.0, 1);
INSERT INTO donations (donation_id, donor_id, received_date, weight_kg, cash_amount, estimated_value, received_by_volunteer_id) VALUES (6, 13, '2024-10-11', 6.5, NULL, NULL, 5);
INSERT INTO donations (donation_id, donor_id, received_date, weight_kg, cash_amount, estimated_value, received_by_volunteer_id) VALUES (7, 3, '2024-10-19', 45.0, NULL, 120.0, 3);
INSERT INTO donations (donation_id, donor_id, received_date, weight_kg, cash_amount, estimated_value, received_by_volunteer_id) VALUES (8, 8, '2024-10-25', 62.0, NULL, 140.0, 2);
INSERT INTO donations (donation_id, donor_id, received_date, weight_kg, cash_amount, estimated_value, received_by_volunteer_id) VALUES (9, 11, '2024-10-31', 15.0, NULL, 55.0, 12);
INSERT INTO donations (donation_id, donor_id, received_date, weight_kg, cash_amount, estimated_value, received_by_volunteer_id) VALUES (10, 2, '2024-11-09', 210.0, NULL, 395.0, NULL);
INSERT INTO donations (donation_id, donor_id, received_date, weight_kg, cash_amount, estimated_value, received_by_volunteer_id) VALUES (11, 1, '2024-11-16', 160.0, NULL, 520.0, 16);
INSERT INTO donations (donation_id, donor_id, received_date, weight_kg, cash_amount, estimated_value, received_by_volunteer_id) VALUES (12, 12, '2024-11-20', NULL, 250.0, NULL, 2);
INSERT INTO donations (donation_id, donor_id, received_date, weight_kg, cash_amount, estimated_value, received_by_volunteer_id) VALUES (13, 5, '2024-11-24', 28.0, 75.0, 70.0, NULL);
INSERT INTO donations (donation_id, donor_id, received_date, weight_kg, cash_amount, estimated_value, received_by_volunteer_id) VALUES (14, 14, '2024-11-29', 4.0, NULL, NULL, NULL);
INSERT INTO donations (donation_id, donor_id, received_date, weight_kg, cash_amount, estimated_value, received_by_volunteer_id) VALUES (15, 9, '2024-12-02', 48.0, NULL, 95.0, 12);
INSERT INTO donations (donation_id, donor_id, received_date, weight_kg, cash_amount, estimated_value, received_by_volunteer_id) VALUES (16, 16, '2024-12-06', 38.0, NULL, 85.0, 9);
INSERT INTO donations (donation_id, donor_id, received_date, weight_kg, cash_amount, estimated_value, received_by_volunteer_id) VALUES (17, 1, '2024-12-14', 240.0, NULL, 690.0, 3);
INSERT INTO donations (donation_id, donor_id, received_date, weight_kg, cash_amount, estimated_value, received_by_volunteer_id) VALUES (18, 2, '2024-12-18', 150.0, NULL, 300.0, 16);
INSERT INTO donations (donation_id, donor_id, received_date, weight_kg, cash_amount, estimated_value, received_by_volunteer_id) VALUES (19, 10, '2024-12-20', NULL, 750.0, NULL, NULL);
INSERT INTO donations (donation_id, donor_id, received_date, weight_kg, cash_amount, estimated_value, received_by_volunteer_id) VALUES (20, 7, '2024-12-22', 71.0, NULL, 150.0, 5);
INSERT INTO donations (donation_id, donor_id, received_date, weight_kg, cash_amount, estimated_value, received_by_volunteer_id) VALUES (21, 6, '2024-12-23', 55.0, 120.0, NULL, NULL);
INSERT INTO donations (donation_id, donor_id, received_date, weight_kg, cash_amount, estimated_value, received_by_volunteer_id) VALUES (22, 8, '2024-12-24', 44.0, NULL, 90.0, 5);
INSERT INTO donations (donation_id, donor_id, received_date, weight_kg, cash_amount, estimated_value, received_by_volunteer_id) VALUES (23, 15, '2025-01-11', 30.0, NULL, 40.0, NULL);
INSERT INTO donations (donation_id, donor_id, received_date, weight_kg, cash_amount, estimated_value, received_by_volunteer_id) VALUES (24, 3, '2025-01-18', 90.0, NULL, 210.0, 12);
INSERT INTO donations (donation_id, donor_id, received_date, weight_kg, cash_amount, estimated_value, received_by_volunteer_id) VALUES (25, 13, '2025-01-25', 5.0, 20.0, NULL, 6);
INSERT INTO donations (donation_id, donor_id, received_date, weight_kg, cash_amount, estimated_value, received_by_volunteer_id) VALUES (26, 2, '2025-02-01', 130.0, NULL, 280.0, 5);
INSERT INTO donations (donation_id, donor_id, received_date, weight_kg, cash_amount, estimated_value, received_by_volunteer_id) VALUES (27, 11, '2025-02-08', 12.0, NULL, 48.0, NULL);
INSERT INTO donations (donation_id, donor_id, received_date, weight_kg, cash_amount, estimated_value, received_by_volunteer_id) VALUES (28, 4, '2025-02-15', 19.0, 35.0, 40.0, 2);
INSERT INTO donations (donation_id, donor_id, received_date, weight_kg, cash_amount, estimated_value, received_by_volunteer_id) VALUES (29, 1, '2025-02-22', 110.0, NULL, 300.0, 3);
INSERT INTO donations (donation_id, donor_id, received_date, weight_kg, cash_amount, estimated_value, received_by_volunteer_id) VALUES (30, 9, '2025-03-01', 58.0, NULL, 115.0, 5);
INSERT INTO donations (donation_id, donor_id, received_date, weight_kg, cash_amount, estimated_value, received_by_volunteer_id) VALUES (31, 14, '2025-03-04', 3.5, NULL, NULL, NULL);
INSERT INTO donations (donation_id, donor_id, received_date, weight_kg, cash_amount, estimated_value, received_by_volunteer_id) VALUES (32, 12, '2025-03-08', NULL, 180.0, NULL, 12);
INSERT INTO donations (donation_id, donor_id, received_date, weight_kg, cash_amount, estimated_value, received_by_volunteer_id) VALUES (33, 16, '2025-03-12', 26.0, NULL, NULL, 2);
INSERT INTO donations (donation_id, donor_id, received_date, weight_kg, cash_amount, estimated_value, received_by_volunteer_id) VALUES (34, 5, '2025-03-15', NULL, 60.0, NULL, NULL);
INSERT INTO donations (donation_id, donor_id, received_date, weight_kg, cash_amount, estimated_value, received_by_volunteer_id) VALUES (35, 7, '2025-03-19', 40.0, NULL, 75.0, 5);
INSERT INTO donations (donation_id, donor_id, received_date, weight_kg, cash_amount, estimated_value, received_by_volunteer_id) VALUES (36, 2, '2025-03-22', 160.0, NULL, NULL, 6);
INSERT INTO donations (donation_id, donor_id, received_date, weight_kg, cash_amount, estimated_value, received_by_volunteer_id) VALUES (37, 10, '2025-03-26', NULL, 300.0, NULL, 3);
INSERT INTO donations (donation_id, donor_id, received_date, weight_kg, cash_amount, estimated_value, received_by_volunteer_id) VALUES (38, 6, '2025-03-28', 47.0, 90.0, 110.0, 5);
INSERT INTO donations (donation_id, donor_id, received_date, weight_kg, cash_amount, estimated_value, received_by_volunteer_id) VALUES (39, 3, '2025-03-29', 52.0, NULL, 130.0, 1);
INSERT INTO donations (donation_id, donor_id, received_date, weight_kg, cash_amount, estimated_value, received_by_volunteer_id) VALUES (40, 8, '2025-03-31', 66.0, NULL, NULL, 8);
INSERT INTO households (household_id, lead_first_name, lead_last_name, phone, postcode, adults, children, referral_agency, referred_date) VALUES (1, 'Grace', 'Holt', '07700 920001', 'LS9 7BT', 1, 2, 'Citizens Advice', '2024-10-02');
INSERT INTO households (household_id, lead_first_name, lead_last_name, phone, postcode, adults, children, referral_agency, referred_date) VALUES (2, 'Peter', 'Walsh', NULL, 'LS8 3QR', 1, 0, 'GP surgery', '2024-10-09');
INSERT INTO households (household_id, lead_first_name, lead_last_name, phone, postcode, adults, children, referral_agency, referred_date) VALUES (3, 'Amina', 'Yusuf', '07700 920003', 'LS8 5DA', 2, 4, 'Children''s centre', '2024-10-16');
INSERT INTO households (household_id, lead_first_name, lead_last_name, phone, postcode, adults, children, referral_agency, referred_date) VALUES (4, 'Darren', 'Pickles', '07700 920004', 'LS9 6LN', 1, 1, 'Jobcentre Plus', '2024-10-21');
INSERT INTO households (household_id, lead_first_name, lead_last_name, phone, postcode, adults, children, referral_agency, referred_date) VALUES (5, 'Hannah', 'Moore', '07700 920005', 'LS8 4HL', 2, 3, 'Children''s centre', '2024-11-01');
INSERT INTO households (household_id, lead_first_name, lead_last_name, phone, postcode, adults, children, referral_agency, referred_date) VALUES (6, 'Stefan', 'Marin', NULL, 'LS9 7QE', 2, 0, 'Citizens Advice', '2024-11-06');
INSERT INTO households (household_id, lead_first_name, lead_last_name, phone, postcode, adults, children, referral_agency, referred_date) VALUES (7, 'Kate', 'Doyle', '07700 920007', 'LS7 4BN', 1, 3, 'Housing office', '2024-11-14');
INSERT INTO households (household_id, lead_first_name, lead_last_name, phone, postcode, adults, children, referral_agency, referred_date) VALUES (8, 'Mohammed', 'Ali', '07700 920008', 'LS8 5PT', 2, 2, 'Citizens Advice', '2024-11-20');
INSERT INTO households (household_id, lead_first_name, lead_last_name, phone, postcode, adults, children, referral_agency, referred_date) VALUES (9, 'Joan', 'Birch', '07700 920009', 'LS8 2AA', 1, 0, 'GP surgery', '2024-11-28');
INSERT INTO households (household_id, lead_first_name, lead_last_name, phone, postcode, adults, children, referral_agency, referred_date) VALUES (10, 'Tyrone', 'Grant', NULL, 'LS9 8EE', 1, 1, 'Jobcentre Plus', '2024-12-04');
INSERT INTO households (household_id, lead_first_name, lead_last_name, phone, postcode, adults, children, referral_agency, referred_date) VALUES (11, 'Lena', 'Kovacs', '07700 920011', 'LS8 3LE', 2, 1, 'Housing office', '2024-12-11');
INSERT INTO households (household_id, lead_first_name, lead_last_name, phone, postcode, adults, children, referral_agency, referred_date) VALUES (12, 'Sharon', 'Firth', '07700 920012', 'LS14 2NT', 1, 2, 'Citizens Advice', '2024-12-18');
INSERT INTO households (household_id, lead_first_name, lead_last_name, phone, postcode, adults, children, referral_agency, referred_date) VALUES (13, 'Bilal', 'Hussain', '07700 920013', 'LS8 5HX', 2, 5, 'Children''s centre', '2025-01-08');
INSERT INTO households (household_id, lead_first_name, lead_last_name, phone, postcode, adults, children, referral_agency, referred_date) VALUES (14, 'Maria', 'Santos', NULL, 'LS9 7JU', 1, 0, 'GP surgery', '2025-01-15');
INSERT INTO households (household_id, lead_first_name, lead_last_name, phone, postcode, adults, children, referral_agency, referred_date) VALUES (15, 'Wayne', 'Hirst', '07700 920015', 'LS9 6PF', 1, 0, 'Jobcentre Plus', '2025-01-22');
INSERT INTO households (household_id, lead_first_name, lead_last_name, phone, postcode, adults, children, referral_agency, referred_date) VALUES (16, 'Chantelle', 'Reid', '07700 920016', 'LS8 4QW', 1, 2, 'Housing office', '2025-01-29');
INSERT INTO households (household_id, lead_first_name, lead_last_name, phone, postcode, adults, children, referral_agency, referred_date) VALUES (17, 'Ewa', 'Nowicka', '07700 920017', 'LS7 2EX', 2, 2, 'Citizens Advice', '2025-02-05');
INSERT INTO households (household_id, lead_first_name, lead_last_name, phone, postcode, adults, children, referral_agency, referred_date) VALUES (18, 'Ian', 'Crowther', NULL, 'LS8 1RG', 1, 0, 'GP surgery', '2025-02-12');
INSERT INTO households (household_id, lead_first_name, lead_last_name, phone, postcode, adults, children, referral_agency, referred_date) VALUES (19, 'Fatou', 'Diallo', '07700 920019', 'LS9 9BQ', 2, 3, 'Children''s centre', '2025-02-19');
INSERT INTO households (household_id, lead_first_name, lead_last_name, phone, postcode, adults, children, referral_agency, referred_date) VALUES (20, 'Paul', 'Lister', '07700 920020', 'LS8 2NU', 1, 1, 'Jobcentre Plus', '2025-03-04');
INSERT INTO parcels (parcel_id, household_id, packed_by_volunteer_id, issued_date, parcel_size, collected_date, is_home_delivery, energy_voucher_value) VALUES (1, 1, 11, '2024-10-05', 'small family', '2024-10-06', 0, NULL);
INSERT INTO parcels (parcel_id, household_id, packed_by_volunteer_id, issued_date, parcel_size, collected_date, is_home_delivery, energy_voucher_value) VALUES (2, 1, 10, '2024-10-18', 'small family', '2024-10-18', 1, 28.0);
INSERT INTO parcels (parcel_id, household_id, packed_by_volunteer_id, issued_date, parcel_size, collected_date, is_home_delivery, energy_voucher_value) VALUES (3, 1, 7, '2024-11-02', 'small family', '2024-11-04', 0, 28.0);
INSERT INTO parcels (parcel_id, household_id, packed_by_volunteer_id, issued_date, parcel_size, collected_date, is_home_delivery, energy_voucher_value) VALUES (4, 2, 5, '2024-10-11', 'single', '2024-10-12', 0, NULL);
INSERT INTO parcels (parcel_id, household_id, packed_by_volunteer_id, issued_date, parcel_size, collected_date, is_home_delivery, energy_voucher_value) VALUES (5, 2, 16, '2024-10-26', 'single', '2024-10-26', 0, NULL);
INSERT INTO parcels (parcel_id, household_id, packed_by_volunteer_id, issued_date, parcel_size, collected_date, is_home_delivery, energy_voucher_value) VALUES (6, 3, 5, '2024-10-20', 'large family', '2024-10-20', 0, 49.0);
INSERT INTO parcels (parcel_id, household_id, packed_by_volunteer_id, issued_date, parcel_size, collected_date, is_home_delivery, energy_voucher_value) VALUES (7, 3, 11, '2024-11-03', 'large family', '2024-11-05', 0, 49.0);
INSERT INTO parcels (parcel_id, household_id, packed_by_volunteer_id, issued_date, parcel_size, collected_date, is_home_delivery, energy_voucher_value) VALUES (8, 3, 10, '2024-11-17', 'large family', '2024-11-17', 0, NULL);
INSERT INTO parcels (parcel_id, household_id, packed_by_volunteer_id, issued_date, parcel_size, collected_date, is_home_delivery, energy_voucher_value) VALUES (9, 4, 12, '2024-10-24', 'small family', '2024-10-24', 0, NULL);
INSERT INTO parcels (parcel_id, household_id, packed_by_volunteer_id, issued_date, parcel_size, collected_date, is_home_delivery, energy_voucher_value) VALUES (10, 5, 12, '2024-11-05', 'large family', '2024-11-06', 0, 49.0);
INSERT INTO parcels (parcel_id, household_id, packed_by_volunteer_id, issued_date, parcel_size, collected_date, is_home_delivery, energy_voucher_value) VALUES (11, 6, 5, '2024-11-08', 'small family', '2024-11-09', 0, NULL);
INSERT INTO parcels (parcel_id, household_id, packed_by_volunteer_id, issued_date, parcel_size, collected_date, is_home_delivery, energy_voucher_value) VALUES (12, 6, 10, '2024-11-24', 'small family', NULL, 0, NULL);
INSERT INTO parcels (parcel_id, household_id, packed_by_volunteer_id, issued_date, parcel_size, collected_date, is_home_delivery, energy_voucher_value) VALUES (13, 6, 5, '2024-12-06', 'small family', '2024-12-08', 0, NULL);
INSERT INTO parcels (parcel_id, household_id, packed_by_volunteer_id, issued_date, parcel_size, collected_date, is_home_delivery, energy_voucher_value) VALUES (14, 7, 10, '2024-11-17', 'large family', '2024-11-17', 0, 28.0);
INSERT INTO parcels (parcel_id, household_id, packed_by_volunteer_id, issued_date, parcel_size, collected_date, is_home_delivery, energy_voucher_value) VALUES (15, 7, 9, '2024-11-30', 'large family', '2024-12-01', 0, 49.0);
INSERT INTO parcels (parcel_id, household_id, packed_by_volunteer_id, issued_date, parcel_size, collected_date, is_home_delivery, energy_voucher_value) VALUES (16, 7, 9, '2024-12-16', 'large family', '2024-12-17', 1, 49.0);
INSERT INTO parcels (parcel_id, household_id, packed_by_volunteer_id, issued_date, parcel_size, collected_date, is_home_delivery, energy_voucher_value) VALUES (17, 8, 3, '2024-11-23', 'large family', '2024-11-23', 0, NULL);
INSERT INTO parcels (parcel_id, household_id, packed_by_volunteer_id, issued_date, parcel_size, collected_date, is_home_delivery, energy_voucher_value) VALUES (18, 8, 11, '2024-12-08', 'large family', '2024-12-08', 0, NULL);
INSERT INTO parcels (parcel_id, household_id, packed_by_volunteer_id, issued_date, parcel_size, collected_date, is_home_delivery, energy_voucher_value) VALUES (19, 8, 7, '2024-12-21', 'large family', '2024-12-22', 0, 49.0);
INSERT INTO parcels (parcel_id, household_id, packed_by_volunteer_id, issued_date, parcel_size, collected_date, is_home_delivery, energy_voucher_value) VALUES (20, 9, 1, '2024-12-02', 'single', '2024-12-03', 0, NULL);
INSERT INTO parcels (parcel_id, household_id, packed_by_volunteer_id, issued_date, parcel_size, collected_date, is_home_delivery, energy_voucher_value) VALUES (21, 9, 12, '2024-12-14', 'single', '2024-12-14', 0, NULL);
INSERT INTO parcels (parcel_id, household_id, packed_by_volunteer_id, issued_date, parcel_size, collected_date, is_home_delivery, energy_voucher_value) VALUES (22, 9, 9, '2024-12-28', 'single', '2024-12-29', 0, NULL);
INSERT INTO parcels (parcel_id, household_id, packed_by_volunteer_id, issued_date, parcel_size, collected_date, is_home_delivery, energy_voucher_value) VALUES (23, 10, 12, '2024-12-08', 'small family', '2024-12-10', 0, 49.0);
INSERT INTO parcels (parcel_id, household_id, packed_by_volunteer_id, issued_date, parcel_size, collected_date, is_home_delivery, energy_voucher_value) VALUES (24, 10, 7, '2024-12-22', 'small family', '2024-12-24', 0, NULL);
INSERT INTO parcels (parcel_id, household_id, packed_by_volunteer_id, issued_date, parcel_size, collected_date, is_home_delivery, energy_voucher_value) VALUES (25, 10, 3, '2025-01-04', 'small family', '2025-01-05', 0, NULL);
INSERT INTO parcels (parcel_id, household_id, packed_by_volunteer_id, issued_date, parcel_size, collected_date, is_home_delivery, energy_voucher_value) VALUES (26, 11, 3, '2024-12-15', 'small family', '2024-12-15', 0, NULL);
INSERT INTO parcels (parcel_id, household_id, packed_by_volunteer_id, issued_date, parcel_size, collected_date, is_home_delivery, energy_voucher_value) VALUES (27, 11, 13, '2024-12-29', 'small family', '2024-12-29', 0, NULL);
INSERT INTO parcels (parcel_id, household_id, packed_by_volunteer_id, issued_date, parcel_size, collected_date, is_home_delivery, energy_voucher_value) VALUES (28, 12, 9, '2024-12-21', 'small family', '2024-12-21', 0, NULL);
INSERT INTO parcels (parcel_id, household_id, packed_by_volunteer_id, issued_date, parcel_size, collected_date, is_home_delivery, energy_voucher_value) VALUES (29, 12, 9, '2025-01-03', 'small family', '2025-01-04', 0, NULL);
INSERT INTO parcels (parcel_id, household_id, packed_by_volunteer_id, issued_date, parcel_size, collected_date, is_home_delivery, energy_voucher_value) VALUES (30, 13, 7, '2025-01-12', 'large family', '2025-01-12', 0, 28.0);
INSERT INTO parcels (parcel_id, household_id, packed_by_volunteer_id, issued_date, parcel_size, collected_date, is_home_delivery, energy_voucher_value) VALUES (31, 13, 3, '2025-01-26', 'large family', '2025-01-28', 0, 49.0);
INSERT INTO parcels (parcel_id, household_id, packed_by_volunteer_id, issued_date, parcel_size, collected_date, is_home_delivery, energy_voucher_value) VALUES (32, 13, 3, '2025-02-07', 'large family', '2025-02-07', 0, NULL);
INSERT INTO parcels (parcel_id, household_id, packed_by_volunteer_id, issued_date, parcel_size, collected_date, is_home_delivery, energy_voucher_value) VALUES (33, 14, 3, '2025-01-18', 'single', '2025-01-18', 0, NULL);
INSERT INTO parcels (parcel_id, household_id, packed_by_volunteer_id, issued_date, parcel_size, collected_date, is_home_delivery, energy_voucher_value) VALUES (34, 14, 5, '2025-02-01', 'single', '2025-02-01', 0, NULL);
INSERT INTO parcels (parcel_id, household_id, packed_by_volunteer_id, issued_date, parcel_size, collected_date, is_home_delivery, energy_voucher_value) VALUES (35, 15, 9, '2025-01-26', 'single', '2025-01-26', 0, NULL);
INSERT INTO parcels (parcel_id, household_id, packed_by_volunteer_id, issued_date, parcel_size, collected_date, is_home_delivery, energy_voucher_value) VALUES (36, 16, 3, '2025-02-02', 'small family', '2025-02-02', 0, NULL);
INSERT INTO parcels (parcel_id, household_id, packed_by_volunteer_id, issued_date, parcel_size, collected_date, is_home_delivery, energy_voucher_value) VALUES (37, 16, 3, '2025-02-14', 'small family', '2025-02-15', 0, 28.0);
INSERT INTO parcels (parcel_id, household_id, packed_by_volunteer_id, issued_date, parcel_size, collected_date, is_home_delivery, energy_voucher_value) VALUES (38, 16, 1, '2025-03-01', 'small family', '2025-03-03', 1, NULL);
INSERT INTO parcels (parcel_id, household_id, packed_by_volunteer_id, issued_date, parcel_size, collected_date, is_home_delivery, energy_voucher_value) VALUES (39, 17, 10, '2025-02-08', 'large family', '2025-02-08', 0, NULL);
INSERT INTO parcels (parcel_id, household_id, packed_by_volunteer_id, issued_date, parcel_size, collected_date, is_home_delivery, energy_voucher_value) VALUES (40, 17, 7, '2025-02-21', 'large family', '2025-02-23', 0, 49.0);
INSERT INTO parcels (parcel_id, household_id, packed_by_volunteer_id, issued_date, parcel_size, collected_date, is_home_delivery, energy_voucher_value) VALUES (41, 18, 1, '2025-02-14', 'single', '2025-02-16', 0, NULL);
INSERT INTO parcels (parcel_id, household_id, packed_by_volunteer_id, issued_date, parcel_size, collected_date, is_home_delivery, energy_voucher_value) VALUES (42, 19, 9, '2025-02-22', 'large family', '2025-02-24', 0, NULL);
INSERT INTO parcels (parcel_id, household_id, packed_by_volunteer_id, issued_date, parcel_size, collected_date, is_home_delivery, energy_voucher_value) VALUES (43, 19, 3, '2025-03-08', 'large family', '2025-03-08', 0, NULL);
INSERT INTO parcels (parcel_id, household_id, packed_by_volunteer_id, issued_date, parcel_size, collected_date, is_home_delivery, energy_voucher_value) VALUES (44, 19, 7, '2025-03-22', 'large family', '2025-03-23', 1, NULL);
INSERT INTO parcels (parcel_id, household_id, packed_by_volunteer_id, issued_date, parcel_size, collected_date, is_home_delivery, energy_voucher_value) VALUES (45, 20, 7, '2025-03-06', 'small family', '2025-03-06', 0, 28.0);
INSERT INTO parcels (parcel_id, household_id, packed_by_volunteer_id, issued_date, parcel_size, collected_date, is_home_delivery, energy_voucher_value) VALUES (46, 20, 1, '2025-03-22', 'small family', NULL, 0, NULL);
COMMIT;
