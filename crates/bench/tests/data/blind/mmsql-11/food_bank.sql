-- food_bank: a town food bank -- volunteers, donors, donations, registered households and food parcels (Jan-Apr 2024)
BEGIN TRANSACTION;
CREATE TABLE volunteers (
  volunteer_id INTEGER PRIMARY KEY,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  phone TEXT, -- NULL = volunteer gave no phone number
  joined_on TEXT NOT NULL,
  is_driver INTEGER NOT NULL CHECK (is_driver IN (0,1))
);
CREATE TABLE donors (
  donor_id INTEGER PRIMARY KEY,
  donor_name TEXT NOT NULL,
  donor_type TEXT NOT NULL,
  contact_name TEXT, -- NULL = no named contact person (private donor or anonymous group)
  town TEXT NOT NULL
);
CREATE TABLE donations (
  donation_id INTEGER PRIMARY KEY,
  donor_id INTEGER NOT NULL REFERENCES donors(donor_id),
  received_by INTEGER REFERENCES volunteers(volunteer_id), -- NULL = left in the drop-off bin, nobody signed for it
  received_on TEXT NOT NULL,
  category TEXT NOT NULL,
  weight_kg REAL, -- NULL = cash-only donation, no goods
  estimated_value REAL, -- NULL = not valued (goods never valued, or a cash-only donation)
  cash_amount REAL, -- NULL = no cash included
  best_before TEXT -- NULL = no best-before date (non-food, cash, or long-life goods)
);
CREATE TABLE households (
  household_id INTEGER PRIMARY KEY,
  surname TEXT NOT NULL,
  town TEXT NOT NULL,
  members INTEGER NOT NULL,
  registered_on TEXT NOT NULL,
  referral_agency TEXT -- NULL = self-referred, came without a referral
);
CREATE TABLE parcels (
  parcel_id INTEGER PRIMARY KEY,
  household_id INTEGER NOT NULL REFERENCES households(household_id),
  packed_by INTEGER NOT NULL REFERENCES volunteers(volunteer_id),
  delivered_by INTEGER REFERENCES volunteers(volunteer_id), -- NULL = collected at the hall, not delivered
  handed_out_on TEXT NOT NULL,
  weight_kg REAL NOT NULL,
  is_emergency INTEGER NOT NULL CHECK (is_emergency IN (0,1))
);
INSERT INTO volunteers (volunteer_id, first_name, last_name, phone, joined_on, is_driver) VALUES (1, 'Sam', 'Patel', '07700 900201', '2021-03-01', 1);
INSERT INTO volunteers (volunteer_id, first_name, last_name, phone, joined_on, is_driver) VALUES (2, 'Sam', 'Whitfield', NULL, '2023-05-14', 0);
INSERT INTO volunteers (volunteer_id, first_name, last_name, phone, joined_on, is_driver) VALUES (3, 'Grace', 'Okafor', '07700 900203', '2020-09-20', 0);
INSERT INTO volunteers (volunteer_id, first_name, last_name, phone, joined_on, is_driver) VALUES (4, 'Helen', 'Marsh', '07700 900204', '2019-11-11', 1);
INSERT INTO volunteers (volunteer_id, first_name, last_name, phone, joined_on, is_driver) VALUES (5, 'Tom', 'Becker', '07700 900205', '2022-01-08', 0);
INSERT INTO volunteers (volunteer_id, first_name, last_name, phone, joined_on, is_driver) VALUES (6, 'Aisha', 'Malik', NULL, '2023-09-02', 0);
INSERT INTO volunteers (volunteer_id, first_name, last_name, phone, joined_on, is_driver) VALUES (7, 'Peter', 'Lowe', '07700 900207', '2018-06-30', 1);
INSERT INTO volunteers (volunteer_id, first_name, last_name, phone, joined_on, is_driver) VALUES (8, 'Joy', 'Adams', '07700 900208', '2021-12-12', 0);
INSERT INTO volunteers (volunteer_id, first_name, last_name, phone, joined_on, is_driver) VALUES (9, 'Rob', 'Kerr', '07700 900209', '2022-07-04', 1);
INSERT INTO volunteers (volunteer_id, first_name, last_name, phone, joined_on, is_driver) VALUES (10, 'Linda', 'Fox', NULL, '2020-02-17', 0);
INSERT INTO volunteers (volunteer_id, first_name, last_name, phone, joined_on, is_driver) VALUES (11, 'Mo', 'Hassan', '07700 900211', '2023-02-25', 0);
INSERT INTO volunteers (volunteer_id, first_name, last_name, phone, joined_on, is_driver) VALUES (12, 'Beth', 'Young', '07700 900212', '2024-01-06', 0);
INSERT INTO volunteers (volunteer_id, first_name, last_name, phone, joined_on, is_driver) VALUES (13, 'Karen', 'Doyle', '07700 900213', '2019-04-04', 0);
INSERT INTO volunteers (volunteer_id, first_name, last_name, phone, joined_on, is_driver) VALUES (14, 'Nick', 'Ferris', '07700 900214', '2021-08-16', 1);
INSERT INTO volunteers (volunteer_id, first_name, last_name, phone, joined_on, is_driver) VALUES (15, 'Olu', 'Bankole', '07700 900215', '2022-10-30', 0);
INSERT INTO volunteers (volunteer_id, first_name, last_name, phone, joined_on, is_driver) VALUES (16, 'Sam', 'Reid', '07700 900216', '2024-02-10', 0);
INSERT INTO volunteers (volunteer_id, first_name, last_name, phone, joined_on, is_driver) VALUES (17, 'Ruth', 'Carey', NULL, '2020-05-05', 0);
INSERT INTO volunteers (volunteer_id, first_name, last_name, phone, joined_on, is_driver) VALUES (18, 'Ian', 'Moss', '07700 900218', '2023-11-19', 1);
INSERT INTO donors (donor_id, donor_name, donor_type, contact_name, town) VALUES (1, 'FreshMart Superstore', 'supermarket', 'Dave Collins', 'Millbridge');
INSERT INTO donors (donor_id, donor_name, donor_type, contact_name, town) VALUES (2, 'Greenways Farm Shop', 'farm', 'Ellen Greenway', 'Carrow');
INSERT INTO donors (donor_id, donor_name, donor_type, contact_name, town) VALUES (3, 'St Mary''s Church', 'church', 'Rev. Anne Hollis', 'Millbridge');
INSERT INTO donors (donor_id, donor_name, donor_type, contact_name, town) VALUES (4, 'Hillside Primary School', 'school', 'Mr J. Pratt', 'Eastfield');
INSERT INTO donors (donor_id, donor_name, donor_type, contact_name, town) VALUES (5, 'Riverside Bakery', 'business', 'Marta Nowak', 'Millbridge');
INSERT INTO donors (donor_id, donor_name, donor_type, contact_name, town) VALUES (6, 'Millbridge Rotary Club', 'community group', 'Geoff Lang', 'Millbridge');
INSERT INTO donors (donor_id, donor_name, donor_type, contact_name, town) VALUES (7, 'Helen Carter', 'individual', NULL, 'Denton');
INSERT INTO donors (donor_id, donor_name, donor_type, contact_name, town) VALUES (8, 'Quickshop Express', 'supermarket', 'Priya Das', 'Eastfield');
INSERT INTO donors (donor_id, donor_name, donor_type, contact_name, town) VALUES (9, 'Denton Allotment Society', 'community group', NULL, 'Denton');
INSERT INTO donors (donor_id, donor_name, donor_type, contact_name, town) VALUES (10, 'Okafor & Sons Builders', 'business', 'Grace Okafor', 'Carrow');
INSERT INTO donors (donor_id, donor_name, donor_type, contact_name, town) VALUES (11, 'Anonymous', 'individual', NULL, 'Millbridge');
INSERT INTO donors (donor_id, donor_name, donor_type, contact_name, town) VALUES (12, 'Hollybank Mosque', 'faith group', 'Imran Qureshi', 'Hollybank');
INSERT INTO donors (donor_id, donor_name, donor_type, contact_name, town) VALUES (13, 'ValueCo Foods', 'supermarket', 'Sam Whitfield', 'Hollybank');
INSERT INTO donors (donor_id, donor_name, donor_type, contact_name, town) VALUES (14, 'Eastfield Scouts', 'community group', 'Leah Burns', 'Eastfield');
INSERT INTO donors (donor_id, donor_name, donor_type, contact_name, town) VALUES (15, 'Martin Price', 'individual', NULL, 'Carrow');
INSERT INTO donors (donor_id, donor_name, donor_type, contact_name, town) VALUES (16, 'Carrow Cricket Club', 'community group', 'Ray Singh', 'Carrow');
INSERT INTO donations (donation_id, donor_id, received_by, received_on, category, weight_kg, estimated_value, cash_amount, best_before) VALUES (1, 1, 5, '2024-01-04', 'baby items', 23.9, 66.72, NULL, '2024-06-24');
INSERT INTO donations (donation_id, donor_id, received_by, received_on, category, weight_kg, estimated_value, cash_amount, best_before) VALUES (2, 8, NULL, '2024-01-06', 'bread', 48.6, NULL, NULL, '2024-01-08');
INSERT INTO donations (donation_id, donor_id, received_by, received_on, category, weight_kg, estimated_value, cash_amount, best_before) VALUES (3, 7, 15, '2024-01-07', 'cash', NULL, NULL, 50.0, NULL);
INSERT INTO donations (donation_id, donor_id, received_by, received_on, category, weight_kg, estimated_value, cash_amount, best_before) VALUES (4, 1, NULL, '2024-01-09', 'bread', 23.4, 84.68, 20.0, '2024-01-18');
INSERT INTO donations (donation_id, donor_id, received_by, received_on, category, weight_kg, estimated_value, cash_amount, best_before) VALUES (5, 7, 5, '2024-01-13', 'cash', NULL, NULL, 100.0, NULL);
INSERT INTO donations (donation_id, donor_id, received_by, received_on, category, weight_kg, estimated_value, cash_amount, best_before) VALUES (6, 8, 5, '2024-01-13', 'fresh produce', 30.2, 105.33, 50.0, '2024-01-21');
INSERT INTO donations (donation_id, donor_id, received_by, received_on, category, weight_kg, estimated_value, cash_amount, best_before) VALUES (7, 2, 18, '2024-01-15', 'fresh produce', 26.0, 102.89, NULL, '2024-01-20');
INSERT INTO donations (donation_id, donor_id, received_by, received_on, category, weight_kg, estimated_value, cash_amount, best_before) VALUES (8, 13, 2, '2024-01-17', 'baby items', 22.3, 48.12, NULL, NULL);
INSERT INTO donations (donation_id, donor_id, received_by, received_on, category, weight_kg, estimated_value, cash_amount, best_before) VALUES (9, 11, 6, '2024-01-17', 'cash', NULL, NULL, 25.0, NULL);
INSERT INTO donations (donation_id, donor_id, received_by, received_on, category, weight_kg, estimated_value, cash_amount, best_before) VALUES (10, 16, 9, '2024-01-20', 'cash', NULL, NULL, 50.0, NULL);
INSERT INTO donations (donation_id, donor_id, received_by, received_on, category, weight_kg, estimated_value, cash_amount, best_before) VALUES (11, 8, 7, '2024-01-24', 'toiletries', 42.8, 172.15, NULL, NULL);
INSERT INTO donations (donation_id, donor_id, received_by, received_on, category, weight_kg, estimated_value, cash_amount, best_before) VALUES (12, 3, 1, '2024-01-31', 'bread', 45.3, 170.32, NULL, '2024-02-05');
INSERT INTO donations (donation_id, donor_id, received_by, received_on, category, weight_kg, estimated_value, cash_amount, best_before) VALUES (13, 11, 12, '2024-01-31', 'tinned food', 16.5, 45.98, NULL, NULL);
INSERT INTO donations (donation_id, donor_id, received_by, received_on, category, weight_kg, estimated_value, cash_amount, best_before) VALUES (14, 5, 17, '2024-01-31', 'bread', 4.2, 17.0, NULL, '2024-02-03');
INSERT INTO donations (donation_id, donor_id, received_by, received_on, category, weight_kg, estimated_value, cash_amount, best_before) VALUES (15, 9, NULL, '2024-01-31', 'baby items', 8.3, NULL, NULL, '2024-08-22');
INSERT INTO donations (donation_id, donor_id, received_by, received_on, category, weight_kg, estimated_value, cash_amount, best_before) VALUES (16, 6, 7, '2024-02-01', 'bread', 58.9, NULL, NULL, '2024-02-09');
INSERT INTO donations (donation_id, donor_id, received_by, received_on, category, weight_kg, estimated_value, cash_amount, best_before) VALUES (17, 5, 7, '2024-02-02', 'bread', 6.7, 14.4, NULL, '2024-02-07');
INSERT INTO donations (donation_id, donor_id, received_by, received_on, category, weight_kg, estimated_value, cash_amount, best_before) VALUES (18, 8, 5, '2024-02-03', 'baby items', 43.5, 124.06, NULL, '2024-08-29');
INSERT INTO donations (donation_id, donor_id, received_by, received_on, category, weight_kg, estimated_value, cash_amount, best_before) VALUES (19, 3, 17, '2024-02-03', 'tinned food', 8.9, 39.28, 100.0, NULL);
INSERT INTO donations (donation_id, donor_id, received_by, received_on, category, weight_kg, estimated_value, cash_amount, best_before) VALUES (20, 8, 18, '2024-02-04', 'tinned food', 7.3, NULL, 100.0, '2024-09-24');
INSERT INTO donations (donation_id, donor_id, received_by, received_on, category, weight_kg, estimated_value, cash_amount, best_before) VALUES (21, 3, 14, '2024-02-05', 'bread', 46.5, 164.31, NULL, '2024-02-08');
INSERT INTO donations (donation_id, donor_id, received_by, received_on, category, weight_kg, estimated_value, cash_amount, best_before) VALUES (22, 12, 2, '2024-02-06', 'baby items', 57.1, 237.82, NULL, '2024-09-27');
INSERT INTO donations (donation_id, donor_id, received_by, received_on, category, weight_kg, estimated_value, cash_amount, best_before) VALUES (23, 16, 6, '2024-02-08', 'fresh produce', 14.0, 33.98, NULL, '2024-02-10');
INSERT INTO donations (donation_id, donor_id, received_by, received_on, category, weight_kg, estimated_value, cash_amount, best_before) VALUES (24, 6, 10, '2024-02-09', 'cash', NULL, NULL, 250.0, NULL);
INSERT INTO donations (donation_id, donor_id, received_by, received_on, category, weight_kg, estimated_value, cash_amount, best_before) VALUES (25, 2, NULL, '2024-02-10', 'fresh produce', 56.5, NULL, NULL, '2024-02-15');
INSERT INTO donations (donation_id, donor_id, received_by, received_on, category, weight_kg, estimated_value, cash_amount, best_before) VALUES (26, 6, 7, '2024-02-10', 'cash', NULL, NULL, 150.0, NULL);
INSERT INTO donations (donation_id, donor_id, received_by, received_on, category, weight_kg, estimated_value, cash_amount, best_before) VALUES (27, 4, 3, '2024-02-12', 'baby items', 33.1, NULL, NULL, '2024-11-24');
INSERT INTO donations (donation_id, donor_id, received_by, received_on, category, weight_kg, estimated_value, cash_amount, best_before) VALUES (28, 5, 16, '2024-02-15', 'bread', 52.4, 189.72, NULL, '2024-02-18');
INSERT INTO donations (donation_id, donor_id, received_by, received_on, category, weight_kg, estimated_value, cash_amount, best_before) VALUES (29, 5, 4, '2024-02-19', 'bread', 43.8, 195.1, NULL, '2024-02-26');
INSERT INTO donations (donation_id, donor_id, received_by, received_on, category, weight_kg, estimated_value, cash_amount, best_before) VALUES (30, 1, 16, '2024-02-20', 'toiletries', 5.5, 13.33, 100.0, NULL);
INSERT INTO donations (donation_id, donor_id, received_by, received_on, category, weight_kg, estimated_value, cash_amount, best_before) VALUES (31, 13, 16, '2024-02-26', 'dry goods', 8.4, NULL, 100.0, '2024-11-28');
INSERT INTO donations (donation_id, donor_id, received_by, received_on, category, weight_kg, estimated_value, cash_amount, best_before) VALUES (32, 14, 17, '2024-02-27', 'toiletries', 33.7, 135.66, NULL, NULL);
INSERT INTO donations (donation_id, donor_id, received_by, received_on, category, weight_kg, estimated_value, cash_amount, best_before) VALUES (33, 11, 14, '2024-02-27', 'cash', NULL, NULL, 250.0, NULL);
INSERT INTO donations (donation_id, donor_id, received_by, received_on, category, weight_kg, estimated_value, cash_amount, best_before) VALUES (34, 16, NULL, '2024-03-04', 'cash', NULL, NULL, 25.0, NULL);
INSERT INTO donations (donation_id, donor_id, received_by, received_on, category, weight_kg, estimated_value, cash_amount, best_before) VALUES (35, 8, 15, '2024-03-05', 'tinned food', 7.9, 35.13, NULL, NULL);
INSERT INTO donations (donation_id, donor_id, received_by, received_on, category, weight_kg, estimated_value, cash_amount, best_before) VALUES (36, 1, NULL, '2024-03-06', 'toiletries', 11.3, 38.7, 20.0, NULL);
INSERT INTO donations (donation_id, donor_id, received_by, received_on, category, weight_kg, estimated_value, cash_amount, best_before) VALUES (37, 9, 17, '2024-03-07', 'toiletries', 19.5, 64.53, NULL, NULL);
INSERT INTO donations (donation_id, donor_id, received_by, received_on, category, weight_kg, estimated_value, cash_amount, best_before) VALUES (38, 9, 9, '2024-03-15', 'fresh produce', 54.1, 190.49, NULL, '2024-03-22');
INSERT INTO donations (donation_id, donor_id, received_by, received_on, category, weight_kg, estimated_value, cash_amount, best_before) VALUES (39, 4, 6, '2024-03-22', 'dry goods', 43.3, 167.21, NULL, '2024-08-13');
INSERT INTO donations (donation_id, donor_id, received_by, received_on, category, weight_kg, estimated_value, cash_amount, best_before) VALUES (40, 3, NULL, '2024-03-22', 'toiletries', 30.2, 104.2, NULL, NULL);
INSERT INTO donations (donation_id, donor_id, received_by, received_on, category, weight_kg, estimated_value, cash_amount, best_before) VALUES (41, 1, 15, '2024-03-26', 'tinned food', 31.0, 115.55, 20.0, '2025-03-14');
INSERT INTO donations (donation_id, donor_id, received_by, received_on, category, weight_kg, estimated_value, cash_amount, best_before) VALUES (42, 13, 2, '2024-03-26', 'toiletries', 13.5, 42.51, NULL, NULL);
INSERT INTO donations (donation_id, donor_id, received_by, received_on, category, weight_kg, estimated_value, cash_amount, best_before) VALUES (43, 2, 4, '2024-03-27', 'fresh produce', 58.5, 237.08, NULL, '2024-03-30');
INSERT INTO donations (donation_id, donor_id, received_by, received_on, category, weight_kg, estimated_value, cash_amount, best_before) VALUES (44, 2, NULL, '2024-03-28', 'fresh produce', 30.8, 131.58, NULL, '2024-03-30');
INSERT INTO donations (donation_id, donor_id, received_by, received_on, category, weight_kg, estimated_value, cash_amount, best_before) VALUES (45, 9, 16, '2024-04-07', 'dry goods', 18.3, 38.36, NULL, '2024-08-30');
INSERT INTO donations (donation_id, donor_id, received_by, received_on, category, weight_kg, estimated_value, cash_amount, best_before) VALUES (46, 8, 6, '2024-04-07', 'toiletries', 56.8, 162.18, 20.0, NULL);
INSERT INTO donations (donation_id, donor_id, received_by, received_on, category, weight_kg, estimated_value, cash_amount, best_before) VALUES (47, 14, 13, '2024-04-09', 'baby items', 20.9, 77.87, NULL, NULL);
INSERT INTO donations (donation_id, donor_id, received_by, received_on, category, weight_kg, estimated_value, cash_amount, best_before) VALUES (48, 14, 11, '2024-04-15', 'fresh produce', 15.4, 58.06, NULL, '2024-04-21');
INSERT INTO donations (donation_id, donor_id, received_by, received_on, category, weight_kg, estimated_value, cash_amount, best_before) VALUES (49, 1, 18, '2024-04-24', 'baby items', 15.9, 43.96, NULL, '2024-10-10');
INSERT INTO donations (donation_id, donor_id, received_by, received_on, category, weight_kg, estimated_value, cash_amount, best_before) VALUES (50, 1, 2, '2024-04-27', 'dry goods', 47.6, 98.95, NULL, '2025-05-06');
INSERT INTO households (household_id, surname, town, members, registered_on, referral_agency) VALUES (1, 'Okafor', 'Carrow', 6, '2023-10-09', 'Social services');
INSERT INTO households (household_id, surname, town, members, registered_on, referral_agency) VALUES (2, 'Patel', 'Eastfield', 5, '2022-12-30', 'Citizens Advice');
INSERT INTO households (household_id, surname, town, members, registered_on, referral_agency) VALUES (3, 'Nowak', 'Carrow', 6, '2022-08-18', 'Citizens Advice');
INSERT INTO households (household_id, surname, town, members, registered_on, referral_agency) VALUES (4, 'Hughes', 'Denton', 1, '2022-10-21', NULL);
INSERT INTO households (household_id, surname, town, members, registered_on, referral_agency) VALUES (5, 'Begum', 'Hollybank', 4, '2022-09-02', 'Housing association');
INSERT INTO households (household_id, surname, town, members, registered_on, referral_agency) VALUES (6, 'Murphy', 'Millbridge', 6, '2023-10-18', 'GP surgery');
INSERT INTO households (household_id, surname, town, members, registered_on, referral_agency) VALUES (7, 'Clarke', 'Eastfield', 6, '2023-01-17', NULL);
INSERT INTO households (household_id, surname, town, members, registered_on, referral_agency) VALUES (8, 'Ahmed', 'Millbridge', 1, '2022-08-10', NULL);
INSERT INTO households (household_id, surname, town, members, registered_on, referral_agency) VALUES (9, 'Kowalczyk', 'Denton', 4, '2023-06-24', 'School');
INSERT INTO households (household_id, surname, town, members, registered_on, referral_agency) VALUES (10, 'Evans', 'Hollybank', 5, '2022-07-25', 'School');
INSERT INTO households (household_id, surname, town, members, registered_on, referral_agency) VALUES (11, 'Smith', 'Millbridge', 2, '2024-02-08', 'School');
INSERT INTO households (household_id, surname, town, members, registered_on, referral_agency) VALUES (12, 'Jones', 'Eastfield', 1, '2023-05-21', 'Housing association');
INSERT INTO households (household_id, surname, town, members, registered_on, referral_agency) VALUES (13, 'Ali', 'Carrow', 4, '2023-07-22', 'Housing association');
INSERT INTO households (household_id, surname, town, members, registered_on, referral_agency) VALUES (14, 'Taylor', 'Denton', 1, '2023-03-13', 'Social services');
INSERT INTO households (household_id, surname, town, members, registered_on, referral_agency) VALUES (15, 'Brown', 'Eastfield', 2, '2022-09-05', 'Citizens Advice');
INSERT INTO households (household_id, surname, town, members, registered_on, referral_agency) VALUES (16, 'Wilson', 'Millbridge', 3, '2023-07-13', 'Citizens Advice');
INSERT INTO households (household_id, surname, town, members, registered_on, referral_agency) VALUES (17, 'Khan', 'Eastfield', 2, '2023-12-23', 'Citizens Advice');
INSERT INTO households (household_id, surname, town, members, registered_on, referral_agency) VALUES (18, 'Davies', 'Carrow', 6, '2022-06-30', 'Housing association');
INSERT INTO households (household_id, surname, town, members, registered_on, referral_agency) VALUES (19, 'Lewis', 'Denton', 7, '2023-10-03', NULL);
INSERT INTO households (household_id, surname, town, members, registered_on, referral_agency) VALUES (20, 'Walker', 'Hollybank', 2, '2023-09-02', 'GP surgery');
INSERT INTO households (household_id, surname, town, members, registered_on, referral_agency) VALUES (21, 'Roberts', 'Millbridge', 2, '2023-08-07', 'Housing association');
INSERT INTO households (household_id, surname, town, members, registered_on, referral_agency) VALUES (22, 'Green', 'Eastfield', 4, '2023-07-28', 'School');
INSERT INTO households (household_id, surname, town, members, registered_on, referral_agency) VALUES (23, 'Hall', 'Carrow', 1, '2023-07-21', 'GP surgery');
INSERT INTO households (household_id, surname, town, members, registered_on, referral_agency) VALUES (24, 'Wood', 'Denton', 4, '2023-11-04', 'Social services');
INSERT INTO households (household_id, surname, town, members, registered_on, referral_agency) VALUES (25, 'Jackson', 'Hollybank', 7, '2023-06-14', 'GP surgery');
INSERT INTO households (household_id, surname, town, members, registered_on, referral_agency) VALUES (26, 'Mensah', 'Millbridge', 1, '2023-12-03', 'Citizens Advice');
INSERT INTO households (household_id, surname, town, members, registered_on, referral_agency) VALUES (27, 'Thompson', 'Eastfield', 3, '2023-01-19', NULL);
INSERT INTO households (household_id, surname, town, members, registered_on, referral_agency) VALUES (28, 'White', 'Carrow', 5, '2023-02-20', 'School');
INSERT INTO households (household_id, surname, town, members, registered_on, referral_agency) VALUES (29, 'Martin', 'Hollybank', 2, '2023-06-01', 'Housing association');
INSERT INTO households (household_id, surname, town, members, registered_on, referral_agency) VALUES (30, 'Baker', 'Hollybank', 4, '2022-07-31', 'GP surgery');
INSERT INTO parcels (parcel_id, household_id, packed_by, delivered_by, handed_out_on, weight_kg, is_emergency) VALUES (1, 5, 3, NULL, '2024-01-08', 16.9, 0);
INSERT INTO parcels (parcel_id, household_id, packed_by, delivered_by, handed_out_on, weight_kg, is_emergency) VALUES (2, 17, 9, NULL, '2024-01-10', 10.5, 1);
INSERT INTO parcels (parcel_id, household_id, packed_by, delivered_by, handed_out_on, weight_kg, is_emergency) VALUES (3, 24, 11, NULL, '2024-01-11', 15.8, 1);
INSERT INTO parcels (parcel_id, household_id, packed_by, delivered_by, handed_out_on, weight_kg, is_emergency) VALUES (4, 2, 3, 7, '2024-01-14', 16.1, 0);
INSERT INTO parcels (parcel_id, household_id, packed_by, delivered_by, handed_out_on, weight_kg, is_emergency) VALUES (5, 12, 1, 9, '2024-01-16', 8.6, 0);
INSERT INTO parcels (parcel_id, household_id, packed_by, delivered_by, handed_out_on, weight_kg, is_emergency) VALUES (6, 8, 1, NULL, '2024-01-16', 9.5, 0);
INSERT INTO parcels (parcel_id, household_id, packed_by, delivered_by, handed_out_on, weight_kg, is_emergency) VALUES (7, 17, 3, 4, '2024-01-16', 9.6, 0);
INSERT INTO parcels (parcel_id, household_id, packed_by, delivered_by, handed_out_on, weight_kg, is_emergency) VALUES (8, 30, 3, NULL, '2024-01-19', 14.2, 0);
INSERT INTO parcels (parcel_id, household_id, packed_by, delivered_by, handed_out_on, weight_kg, is_emergency) VALUES (9, 7, 1, NULL, '2024-01-20', 17.9, 1);
INSERT INTO parcels (parcel_id, household_id, packed_by, delivered_by, handed_out_on, weight_kg, is_emergency) VALUES (10, 3, 3, NULL, '2024-01-21', 17.4, 1);
INSERT INTO parcels (parcel_id, household_id, packed_by, delivered_by, handed_out_on, weight_kg, is_emergency) VALUES (11, 7, 3, NULL, '2024-01-21', 22.0, 0);
INSERT INTO parcels (parcel_id, household_id, packed_by, delivered_by, handed_out_on, weight_kg, is_emergency) VALUES (12, 30, 2, NULL, '2024-01-26', 17.6, 0);
INSERT INTO parcels (parcel_id, household_id, packed_by, delivered_by, handed_out_on, weight_kg, is_emergency) VALUES (13, 28, 8, NULL, '2024-01-27', 18.4, 0);
INSERT INTO parcels (parcel_id, household_id, packed_by, delivered_by, handed_out_on, weight_kg, is_emergency) VALUES (14, 22, 3, NULL, '2024-01-28', 15.6, 0);
INSERT INTO parcels (parcel_id, household_id, packed_by, delivered_by, handed_out_on, weight_kg, is_emergency) VALUES (15, 8, 18, NULL, '2024-01-30', 10.8, 0);
INSERT INTO parcels (parcel_id, household_id, packed_by, delivered_by, handed_out_on, weight_kg, is_emergency) VALUES (16, 5, 6, NULL, '2024-01-31', 14.1, 0);
INSERT INTO parcels (parcel_id, household_id, packed_by, delivered_by, handed_out_on, weight_kg, is_emergency) VALUES (17, 2, 1, 14, '2024-02-07', 17.9, 0);
INSERT INTO parcels (parcel_id, household_id, packed_by, delivered_by, handed_out_on, weight_kg, is_emergency) VALUES (18, 16, 3, 14, '2024-02-08', 12.4, 0);
INSERT INTO parcels (parcel_id, household_id, packed_by, delivered_by, handed_out_on, weight_kg, is_emergency) VALUES (19, 1, 1, NULL, '2024-02-10', 20.0, 1);
INSERT INTO parcels (parcel_id, household_id, packed_by, delivered_by, handed_out_on, weight_kg, is_emergency) VALUES (20, 12, 3, 9, '2024-02-12', 8.4, 0);
INSERT INTO parcels (parcel_id, household_id, packed_by, delivered_by, handed_out_on, weight_kg, is_emergency) VALUES (21, 26, 3, NULL, '2024-02-12', 9.0, 0);
INSERT INTO parcels (parcel_id, household_id, packed_by, delivered_by, handed_out_on, weight_kg, is_emergency) VALUES (22, 12, 3, 9, '2024-02-15', 8.6, 1);
INSERT INTO parcels (parcel_id, household_id, packed_by, delivered_by, handed_out_on, weight_kg, is_emergency) VALUES (23, 5, 1, 1, '2024-02-16', 13.2, 0);
INSERT INTO parcels (parcel_id, household_id, packed_by, delivered_by, handed_out_on, weight_kg, is_emergency) VALUES (24, 22, 15, 7, '2024-02-16', 17.2, 0);
INSERT INTO parcels (parcel_id, household_id, packed_by, delivered_by, handed_out_on, weight_kg, is_emergency) VALUES (25, 2, 6, 14, '2024-02-17', 18.7, 1);
INSERT INTO parcels (parcel_id, household_id, packed_by, delivered_by, handed_out_on, weight_kg, is_emergency) VALUES (26, 6, 2, 7, '2024-02-26', 20.8, 0);
INSERT INTO parcels (parcel_id, household_id, packed_by, delivered_by, handed_out_on, weight_kg, is_emergency) VALUES (27, 12, 12, 18, '2024-02-29', 6.6, 0);
INSERT INTO parcels (parcel_id, household_id, packed_by, delivered_by, handed_out_on, weight_kg, is_emergency) VALUES (28, 19, 2, NULL, '2024-02-29', 19.7, 0);
INSERT INTO parcels (parcel_id, household_id, packed_by, delivered_by, handed_out_on, weight_kg, is_emergency) VALUES (29, 24, 3, 7, '2024-03-03', 14.9, 1);
INSERT INTO parcels (parcel_id, household_id, packed_by, delivered_by, handed_out_on, weight_kg, is_emergency) VALUES (30, 10, 8, NULL, '2024-03-03', 19.4, 0);
INSERT INTO parcels (parcel_id, household_id, packed_by, delivered_by, handed_out_on, weight_kg, is_emergency) VALUES (31, 18, 5, NULL, '2024-03-04', 21.1, 0);
INSERT INTO parcels (parcel_id, household_id, packed_by, delivered_by, handed_out_on, weight_kg, is_emergency) VALUES (32, 16, 9, 14, '2024-03-04', 15.5, 0);
INSERT INTO parcels (parcel_id, household_id, packed_by, delivered_by, handed_out_on, weight_kg, is_emergency) VALUES (33, 1, 10, NULL, '2024-03-06', 21.5, 0);
INSERT INTO parcels (parcel_id, household_id, packed_by, delivered_by, handed_out_on, weight_kg, is_emergency) VALUES (34, 6, 3, 4, '2024-03-09', 17.7, 0);
INSERT INTO parcels (parcel_id, household_id, packed_by, delivered_by, handed_out_on, weight_kg, is_emergency) VALUES (35, 1, 1, 14, '2024-03-12', 21.8, 0);
INSERT INTO parcels (parcel_id, household_id, packed_by, delivered_by, handed_out_on, weight_kg, is_emergency) VALUES (36, 26, 17, NULL, '2024-03-18', 10.0, 1);
INSERT INTO parcels (parcel_id, household_id, packed_by, delivered_by, handed_out_on, weight_kg, is_emergency) VALUES (37, 20, 2, NULL, '2024-03-22', 12.2, 0);
INSERT INTO parcels (parcel_id, household_id, packed_by, delivered_by, handed_out_on, weight_kg, is_emergency) VALUES (38, 6, 2, 7, '2024-03-23', 20.5, 1);
INSERT INTO parcels (parcel_id, household_id, packed_by, delivered_by, handed_out_on, weight_kg, is_emergency) VALUES (39, 22, 2, NULL, '2024-03-23', 15.0, 0);
INSERT INTO parcels (parcel_id, household_id, packed_by, delivered_by, handed_out_on, weight_kg, is_emergency) VALUES (40, 12, 7, 7, '2024-03-23', 9.7, 0);
INSERT INTO parcels (parcel_id, household_id, packed_by, delivered_by, handed_out_on, weight_kg, is_emergency) VALUES (41, 21, 3, NULL, '2024-03-30', 12.1, 0);
INSERT INTO parcels (parcel_id, household_id, packed_by, delivered_by, handed_out_on, weight_kg, is_emergency) VALUES (42, 1, 17, NULL, '2024-04-02', 18.3, 0);
INSERT INTO parcels (parcel_id, household_id, packed_by, delivered_by, handed_out_on, weight_kg, is_emergency) VALUES (43, 1, 10, NULL, '2024-04-04', 18.1, 0);
INSERT INTO parcels (parcel_id, household_id, packed_by, delivered_by, handed_out_on, weight_kg, is_emergency) VALUES (44, 25, 2, 7, '2024-04-05', 22.5, 0);
INSERT INTO parcels (parcel_id, household_id, packed_by, delivered_by, handed_out_on, weight_kg, is_emergency) VALUES (45, 20, 2, NULL, '2024-04-06', 9.0, 0);
INSERT INTO parcels (parcel_id, household_id, packed_by, delivered_by, handed_out_on, weight_kg, is_emergency) VALUES (46, 1, 16, NULL, '2024-04-07', 18.9, 0);
INSERT INTO parcels (parcel_id, household_id, packed_by, delivered_by, handed_out_on, weight_kg, is_emergency) VALUES (47, 6, 3, NULL, '2024-04-08', 18.5, 0);
INSERT INTO parcels (parcel_id, household_id, packed_by, delivered_by, handed_out_on, weight_kg, is_emergency) VALUES (48, 6, 4, NULL, '2024-04-09', 17.5, 0);
INSERT INTO parcels (parcel_id, household_id, packed_by, delivered_by, handed_out_on, weight_kg, is_emergency) VALUES (49, 22, 1, 9, '2024-04-10', 13.0, 0);
INSERT INTO parcels (parcel_id, household_id, packed_by, delivered_by, handed_out_on, weight_kg, is_emergency) VALUES (50, 22, 4, NULL, '2024-04-10', 13.5, 0);
INSERT INTO parcels (parcel_id, household_id, packed_by, delivered_by, handed_out_on, weight_kg, is_emergency) VALUES (51, 6, 2, NULL, '2024-04-13', 21.6, 0);
INSERT INTO parcels (parcel_id, household_id, packed_by, delivered_by, handed_out_on, weight_kg, is_emergency) VALUES (52, 16, 2, NULL, '2024-04-14', 12.3, 0);
INSERT INTO parcels (parcel_id, household_id, packed_by, delivered_by, handed_out_on, weight_kg, is_emergency) VALUES (53, 22, 1, NULL, '2024-04-14', 15.5, 0);
INSERT INTO parcels (parcel_id, household_id, packed_by, delivered_by, handed_out_on, weight_kg, is_emergency) VALUES (54, 1, 11, NULL, '2024-04-15', 19.8, 0);
INSERT INTO parcels (parcel_id, household_id, packed_by, delivered_by, handed_out_on, weight_kg, is_emergency) VALUES (55, 24, 15, NULL, '2024-04-16', 16.5, 1);
INSERT INTO parcels (parcel_id, household_id, packed_by, delivered_by, handed_out_on, weight_kg, is_emergency) VALUES (56, 28, 6, 1, '2024-04-17', 19.9, 1);
INSERT INTO parcels (parcel_id, household_id, packed_by, delivered_by, handed_out_on, weight_kg, is_emergency) VALUES (57, 28, 3, NULL, '2024-04-18', 15.3, 0);
INSERT INTO parcels (parcel_id, household_id, packed_by, delivered_by, handed_out_on, weight_kg, is_emergency) VALUES (58, 2, 14, 7, '2024-04-20', 17.5, 1);
INSERT INTO parcels (parcel_id, household_id, packed_by, delivered_by, handed_out_on, weight_kg, is_emergency) VALUES (59, 28, 9, NULL, '2024-04-21', 17.3, 0);
INSERT INTO parcels (parcel_id, household_id, packed_by, delivered_by, handed_out_on, weight_kg, is_emergency) VALUES (60, 14, 12, NULL, '2024-04-27', 7.7, 0);
COMMIT;
