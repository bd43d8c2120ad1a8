-- grain_coop: a farmers' grain marketing co-operative with three grain stores (Harrow End, Millbrook, Saltings Quay); intakes are kept in one table per store.
BEGIN TRANSACTION;
CREATE TABLE growers (
  grower_id INTEGER PRIMARY KEY,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  farm_name TEXT NOT NULL,
  parish TEXT NOT NULL,
  phone TEXT, -- NULL = no phone number on file
  joined_on TEXT NOT NULL,
  left_on TEXT, -- NULL = still a member of the co-op
  is_organic INTEGER NOT NULL CHECK (is_organic IN (0,1))
);
CREATE TABLE crops (
  crop_id INTEGER PRIMARY KEY,
  crop_name TEXT NOT NULL,
  variety TEXT, -- NULL = mixed or unnamed variety
  end_use TEXT NOT NULL,
  base_price_per_tonne REAL NOT NULL,
  max_moisture_pct REAL NOT NULL
);
CREATE TABLE hauliers (
  haulier_id INTEGER PRIMARY KEY,
  company_name TEXT NOT NULL,
  contact_first_name TEXT NOT NULL,
  base_town TEXT NOT NULL,
  rate_per_tonne REAL NOT NULL,
  phone TEXT -- NULL = no phone number on file
);
CREATE TABLE intakes_harrow_end (
  intake_id INTEGER PRIMARY KEY,
  grower_id INTEGER NOT NULL REFERENCES growers(grower_id),
  crop_id INTEGER NOT NULL REFERENCES crops(crop_id),
  haulier_id INTEGER REFERENCES hauliers(haulier_id), -- NULL = grower brought the load on their own trailer
  bin_code TEXT NOT NULL,
  delivered_on TEXT NOT NULL,
  graded_on TEXT, -- NULL = sample not graded yet
  paid_on TEXT, -- NULL = grower not paid for this load (yet, or load rejected)
  gross_tonnes REAL NOT NULL,
  moisture_pct REAL, -- NULL = moisture not tested yet
  price_per_tonne REAL, -- NULL = price not agreed yet (or load rejected)
  drying_charge REAL, -- NULL = no drying needed (or not assessed yet)
  is_rejected INTEGER NOT NULL CHECK (is_rejected IN (0,1))
);
CREATE TABLE intakes_millbrook (
  intake_id INTEGER PRIMARY KEY,
  grower_id INTEGER NOT NULL REFERENCES growers(grower_id),
  crop_id INTEGER NOT NULL REFERENCES crops(crop_id),
  haulier_id INTEGER REFERENCES hauliers(haulier_id), -- NULL = grower brought the load on their own trailer
  bin_code TEXT NOT NULL,
  delivered_on TEXT NOT NULL,
  graded_on TEXT, -- NULL = sample not graded yet
  paid_on TEXT, -- NULL = grower not paid for this load (yet, or load rejected)
  gross_tonnes REAL NOT NULL,
  moisture_pct REAL, -- NULL = moisture not tested yet
  price_per_tonne REAL, -- NULL = price not agreed yet (or load rejected)
  drying_charge REAL, -- NULL = no drying needed (or not assessed yet)
  is_rejected INTEGER NOT NULL CHECK (is_rejected IN (0,1))
);
CREATE TABLE intakes_saltings_quay (
  intake_id INTEGER PRIMARY KEY,
  grower_id INTEGER NOT NULL REFERENCES growers(grower_id),
  crop_id INTEGER NOT NULL REFERENCES crops(crop_id),
  haulier_id INTEGER REFERENCES hauliers(haulier_id), -- NULL = grower brought the load on their own trailer
  bin_code TEXT NOT NULL,
  delivered_on TEXT NOT NULL,
  graded_on TEXT, -- NULL = sample not graded yet
  paid_on TEXT, -- NULL = grower not paid for this load (yet, or load rejected)
  gross_tonnes REAL NOT NULL,
  moisture_pct REAL, -- NULL = moisture not tested yet
  price_per_tonne REAL, -- NULL = price not agreed yet (or load rejected)
  drying_charge REAL, -- NULL = no drying needed (or not assessed yet)
  is_rejected INTEGER NOT NULL CHECK (is_rejected IN (0,1))
);
INSERT INTO growers (grower_id, first_name, last_name, farm_name, parish, phone, joined_on, left_on, is_organic) VALUES (1, 'Owen', 'Tregarth', 'Higher Tregarth Farm', 'Coldridge', '01632 915346', '2023-06-13', NULL, 0);
INSERT INTO growers (grower_id, first_name, last_name, farm_name, parish, phone, joined_on, left_on, is_organic) VALUES (2, 'Dilys', 'Pryce', 'Pentre Farm', 'Millbrook', '01632 959500', '2019-08-16', NULL, 0);
INSERT INTO growers (grower_id, first_name, last_name, farm_name, parish, phone, joined_on, left_on, is_organic) VALUES (3, 'Hannah', 'Voss', 'Thornbury Hall Farm', 'Harrow End', '01632 981969', '2011-10-31', NULL, 1);
INSERT INTO growers (grower_id, first_name, last_name, farm_name, parish, phone, joined_on, left_on, is_organic) VALUES (4, 'Gareth', 'Lyle', 'Fenside Farm', 'Ashby Fen', NULL, '2016-12-30', NULL, 0);
INSERT INTO growers (grower_id, first_name, last_name, farm_name, parish, phone, joined_on, left_on, is_organic) VALUES (5, 'Ruth', 'Abberley', 'Marsh End Farm', 'Saltings', '01632 941416', '2013-11-18', NULL, 0);
INSERT INTO growers (grower_id, first_name, last_name, farm_name, parish, phone, joined_on, left_on, is_organic) VALUES (6, 'Tom', 'Askew', 'Wenlow Grange', 'Wenlow', '01632 914983', '2019-03-17', NULL, 0);
INSERT INTO growers (grower_id, first_name, last_name, farm_name, parish, phone, joined_on, left_on, is_organic) VALUES (7, 'Ivor', 'Bellamy', 'Bellamy Hall Farm', 'Tolley', '01632 995491', '2013-04-16', '2024-03-31', 0);
INSERT INTO growers (grower_id, first_name, last_name, farm_name, parish, phone, joined_on, left_on, is_organic) VALUES (8, 'Megan', 'Scarrow', 'Scarrow Farm', 'Millbrook', '01632 946443', '2023-07-22', NULL, 1);
INSERT INTO growers (grower_id, first_name, last_name, farm_name, parish, phone, joined_on, left_on, is_organic) VALUES (9, 'Peter', 'Hale', 'Hale Barns', 'Coldridge', '01632 932064', '2008-08-26', NULL, 0);
INSERT INTO growers (grower_id, first_name, last_name, farm_name, parish, phone, joined_on, left_on, is_organic) VALUES (10, 'Sian', 'Whitlow', 'Whitlow Farm', 'Harrow End', '01632 968702', '2023-10-22', NULL, 0);
INSERT INTO growers (grower_id, first_name, last_name, farm_name, parish, phone, joined_on, left_on, is_organic) VALUES (11, 'Colin', 'Dunmore', 'Dunmore Fields', 'Wenlow', NULL, '2022-03-12', NULL, 0);
INSERT INTO growers (grower_id, first_name, last_name, farm_name, parish, phone, joined_on, left_on, is_organic) VALUES (12, 'Joan', 'Petch', 'Petch''s Farm', 'Ashby Fen', '01632 968929', '2019-09-10', NULL, 0);
INSERT INTO growers (grower_id, first_name, last_name, farm_name, parish, phone, joined_on, left_on, is_organic) VALUES (13, 'Alun', 'Varley', 'Varley Court', 'Saltings', '01632 971276', '2010-02-09', NULL, 0);
INSERT INTO growers (grower_id, first_name, last_name, farm_name, parish, phone, joined_on, left_on, is_organic) VALUES (14, 'Hannah', 'Griggs', 'Griggs Farm', 'Tolley', '01632 993511', '2020-01-31', NULL, 0);
INSERT INTO growers (grower_id, first_name, last_name, farm_name, parish, phone, joined_on, left_on, is_organic) VALUES (15, 'Edwin', 'Marsh', 'Brook Farm', 'Millbrook', '01632 925200', '2015-11-15', NULL, 0);
INSERT INTO growers (grower_id, first_name, last_name, farm_name, parish, phone, joined_on, left_on, is_organic) VALUES (16, 'Nia', 'Colley', 'Colley Farm', 'Coldridge', '01632 978234', '2008-07-02', NULL, 1);
INSERT INTO growers (grower_id, first_name, last_name, farm_name, parish, phone, joined_on, left_on, is_organic) VALUES (17, 'Frank', 'Oddie', 'Oddie Hall', 'Wenlow', '01632 929069', '2014-10-19', NULL, 0);
INSERT INTO growers (grower_id, first_name, last_name, farm_name, parish, phone, joined_on, left_on, is_organic) VALUES (18, 'Beth', 'Rundle', 'Rundle Farm', 'Harrow End', '01632 942954', '2013-05-30', NULL, 0);
INSERT INTO growers (grower_id, first_name, last_name, farm_name, parish, phone, joined_on, left_on, is_organic) VALUES (19, 'Stan', 'Pocock', 'Pocock Farm', 'Saltings', NULL, '2011-01-14', NULL, 0);
INSERT INTO growers (grower_id, first_name, last_name, farm_name, parish, phone, joined_on, left_on, is_organic) VALUES (20, 'Lucy', 'Ferrand', 'Ferrand Farm', 'Tolley', '01632 938327', '2019-05-14', '2023-10-31', 0);
INSERT INTO growers (grower_id, first_name, last_name, farm_name, parish, phone, joined_on, left_on, is_organic) VALUES (21, 'Martin', 'Gale', 'Galeside', 'Ashby Fen', '01632 965054', '2019-08-31', NULL, 0);
INSERT INTO growers (grower_id, first_name, last_name, farm_name, parish, phone, joined_on, left_on, is_organic) VALUES (22, 'Rose', 'Tilley', 'Tilley Farm', 'Millbrook', '01632 949075', '2012-06-12', NULL, 1);
INSERT INTO growers (grower_id, first_name, last_name, farm_name, parish, phone, joined_on, left_on, is_organic) VALUES (23, 'Keith', 'Bram', 'Brook Farm Plus', 'Coldridge', '01632 950630', '2012-06-29', NULL, 0);
INSERT INTO growers (grower_id, first_name, last_name, farm_name, parish, phone, joined_on, left_on, is_organic) VALUES (24, 'Ada', 'Winstone', 'Winstone Farm', 'Wenlow', '01632 991933', '2010-02-12', NULL, 0);
INSERT INTO crops (crop_id, crop_name, variety, end_use, base_price_per_tonne, max_moisture_pct) VALUES (1, 'Milling Wheat', 'Skyfall', 'Bread milling', 228.0, 15.0);
INSERT INTO crops (crop_id, crop_name, variety, end_use, base_price_per_tonne, max_moisture_pct) VALUES (2, 'Milling Wheat', 'Crusoe', 'Bread milling', 226.0, 15.0);
INSERT INTO crops (crop_id, crop_name, variety, end_use, base_price_per_tonne, max_moisture_pct) VALUES (3, 'Feed Wheat', 'Graham', 'Animal feed', 192.0, 15.0);
INSERT INTO crops (crop_id, crop_name, variety, end_use, base_price_per_tonne, max_moisture_pct) VALUES (4, 'Feed Wheat', 'Gleam', 'Animal feed', 191.0, 15.0);
INSERT INTO crops (crop_id, crop_name, variety, end_use, base_price_per_tonne, max_moisture_pct) VALUES (5, 'Feed Wheat', NULL, 'Animal feed', 185.0, 15.0);
INSERT INTO crops (crop_id, crop_name, variety, end_use, base_price_per_tonne, max_moisture_pct) VALUES (6, 'Malting Barley', 'Laureate', 'Malting', 214.0, 14.5);
INSERT INTO crops (crop_id, crop_name, variety, end_use, base_price_per_tonne, max_moisture_pct) VALUES (7, 'Malting Barley', 'Planet', 'Malting', 212.0, 14.5);
INSERT INTO crops (crop_id, crop_name, variety, end_use, base_price_per_tonne, max_moisture_pct) VALUES (8, 'Malting Barley Plus', 'Laureate', 'Malting (premium grade)', 231.0, 14.0);
INSERT INTO crops (crop_id, crop_name, variety, end_use, base_price_per_tonne, max_moisture_pct) VALUES (9, 'Feed Barley', 'Bazooka', 'Animal feed', 171.0, 15.0);
INSERT INTO crops (crop_id, crop_name, variety, end_use, base_price_per_tonne, max_moisture_pct) VALUES (10, 'Feed Barley', 'Valerie', 'Animal feed', 169.0, 15.0);
INSERT INTO crops (crop_id, crop_name, variety, end_use, base_price_per_tonne, max_moisture_pct) VALUES (11, 'Oilseed Rape', 'Aurelia', 'Crushing', 392.0, 9.0);
INSERT INTO crops (crop_id, crop_name, variety, end_use, base_price_per_tonne, max_moisture_pct) VALUES (12, 'Oilseed Rape', 'Campus', 'Crushing', 388.0, 9.0);
INSERT INTO crops (crop_id, crop_name, variety, end_use, base_price_per_tonne, max_moisture_pct) VALUES (13, 'Field Beans', 'Tundra', 'Export / feed', 244.0, 14.0);
INSERT INTO crops (crop_id, crop_name, variety, end_use, base_price_per_tonne, max_moisture_pct) VALUES (14, 'Oats', 'Mascani', 'Milling', 178.0, 14.5);
INSERT INTO crops (crop_id, crop_name, variety, end_use, base_price_per_tonne, max_moisture_pct) VALUES (15, 'Oats', 'Merlin', 'Milling', 176.0, 14.5);
INSERT INTO crops (crop_id, crop_name, variety, end_use, base_price_per_tonne, max_moisture_pct) VALUES (16, 'Naked Oats', 'Kamaro', 'Health food', 262.0, 14.0);
INSERT INTO hauliers (haulier_id, company_name, contact_first_name, base_town, rate_per_tonne, phone) VALUES (1, 'Fenland Haulage Ltd', 'Owen', 'Ashby Fen', 6.5, '01632 814850');
INSERT INTO hauliers (haulier_id, company_name, contact_first_name, base_town, rate_per_tonne, phone) VALUES (2, 'Millbrook Transport', 'Hannah', 'Millbrook', 7.2, '01632 841157');
INSERT INTO hauliers (haulier_id, company_name, contact_first_name, base_town, rate_per_tonne, phone) VALUES (3, 'Harrow End Carriers', 'Dave', 'Harrow End', 6.8, '01632 898217');
INSERT INTO hauliers (haulier_id, company_name, contact_first_name, base_town, rate_per_tonne, phone) VALUES (4, 'Quayside Bulk', 'Gary', 'Saltings', 5.9, '01632 817641');
INSERT INTO hauliers (haulier_id, company_name, contact_first_name, base_town, rate_per_tonne, phone) VALUES (5, 'Wenlow Grain Movers', 'Sue', 'Wenlow', 7.0, '01632 858717');
INSERT INTO hauliers (haulier_id, company_name, contact_first_name, base_town, rate_per_tonne, phone) VALUES (6, 'J & M Tipping', 'Jim', 'Tolley', 6.2, NULL);
INSERT INTO hauliers (haulier_id, company_name, contact_first_name, base_town, rate_per_tonne, phone) VALUES (7, 'Coldridge Agri Haulage', 'Paul', 'Coldridge', 6.9, '01632 883446');
INSERT INTO hauliers (haulier_id, company_name, contact_first_name, base_town, rate_per_tonne, phone) VALUES (8, 'Eastfield Logistics', 'Megan', 'Eastfield', 8.1, '01632 862507');
INSERT INTO hauliers (haulier_id, company_name, contact_first_name, base_town, rate_per_tonne, phone) VALUES (9, 'Tolley Bulk Haulage', 'Rob', 'Tolley', 6.4, '01632 871945');
INSERT INTO hauliers (haulier_id, company_name, contact_first_name, base_town, rate_per_tonne, phone) VALUES (10, 'Northway Bulk', 'Tina', 'Norbury', 7.6, '01632 880939');
INSERT INTO hauliers (haulier_id, company_name, contact_first_name, base_town, rate_per_tonne, phone) VALUES (11, 'Greenlane Tippers', 'Alan', 'Wenlow', 6.7, '01632 870207');
INSERT INTO hauliers (haulier_id, company_name, contact_first_name, base_town, rate_per_tonne, phone) VALUES (12, 'Marsh Road Haulage', 'Kev', 'Saltings', 6.1, NULL);
INSERT INTO hauliers (haulier_id, company_name, contact_first_name, base_town, rate_per_tonne, phone) VALUES (13, 'Three Counties Grain', 'Liz', 'Harrow End', 7.4, '01632 833743');
INSERT INTO hauliers (haulier_id, company_name, contact_first_name, base_town, rate_per_tonne, phone) VALUES (14, 'Varley Transport', 'Neil', 'Saltings', 6.0, '01632 814121');
INSERT INTO hauliers (haulier_id, company_name, contact_first_name, base_town, rate_per_tonne, phone) VALUES (15, 'Pike Bros', 'Mick', 'Millbrook', 6.6, '01632 876671');
INSERT INTO intakes_harrow_end (intake_id, grower_id, crop_id, haulier_id, bin_code, delivered_on, graded_on, paid_on, gross_tonnes, moisture_pct, price_per_tonne, drying_charge, is_rejected) VALUES (1, 1, 2, 7, 'HE2', '2024-10-16', '2024-10-18', '2024-11-22', 14.5, 12.7, 214.22, NULL, 0);
INSERT INTO intakes_harrow_end (intake_id, grower_id, crop_id, haulier_id, bin_code, delivered_on, graded_on, paid_on, gross_tonnes, moisture_pct, price_per_tonne, drying_charge, is_rejected) VALUES (2, 1, 5, NULL, 'HE5', '2024-09-05', '2024-09-05', '2024-09-21', 19.7, 12.7, 184.45, NULL, 0);
INSERT INTO intakes_harrow_end (intake_id, grower_id, crop_id, haulier_id, bin_code, delivered_on, graded_on, paid_on, gross_tonnes, moisture_pct, price_per_tonne, drying_charge, is_rejected) VALUES (3, 9, 2, 1, 'HE4', '2024-09-04', '2024-09-05', '2024-10-17', 12.4, 17.3, 221.95, 38.5, 0);
INSERT INTO intakes_harrow_end (intake_id, grower_id, crop_id, haulier_id, bin_code, delivered_on, graded_on, paid_on, gross_tonnes, moisture_pct, price_per_tonne, drying_charge, is_rejected) VALUES (4, 12, 10, 1, 'HE3', '2024-10-13', '2024-10-16', NULL, 25.5, 17.1, NULL, 72.29, 0);
INSERT INTO intakes_harrow_end (intake_id, grower_id, crop_id, haulier_id, bin_code, delivered_on, graded_on, paid_on, gross_tonnes, moisture_pct, price_per_tonne, drying_charge, is_rejected) VALUES (5, 1, 5, 1, 'HE2', '2024-08-22', '2024-08-24', '2024-09-13', 13.0, 17.5, 190.41, 43.88, 0);
INSERT INTO intakes_harrow_end (intake_id, grower_id, crop_id, haulier_id, bin_code, delivered_on, graded_on, paid_on, gross_tonnes, moisture_pct, price_per_tonne, drying_charge, is_rejected) VALUES (6, 2, 13, 6, 'HE6', '2024-10-03', '2024-10-06', NULL, 9.2, 16.8, 252.86, 34.78, 0);
INSERT INTO intakes_harrow_end (intake_id, grower_id, crop_id, haulier_id, bin_code, delivered_on, graded_on, paid_on, gross_tonnes, moisture_pct, price_per_tonne, drying_charge, is_rejected) VALUES (7, 6, 14, 3, 'HE2', '2024-10-11', '2024-10-13', NULL, 24.8, 18.1, NULL, NULL, 1);
INSERT INTO intakes_harrow_end (intake_id, grower_id, crop_id, haulier_id, bin_code, delivered_on, graded_on, paid_on, gross_tonnes, moisture_pct, price_per_tonne, drying_charge, is_rejected) VALUES (8, 12, 11, 3, 'HE6', '2024-09-27', '2024-09-29', '2024-11-01', 23.1, 12.4, 395.86, 106.03, 0);
INSERT INTO intakes_harrow_end (intake_id, grower_id, crop_id, haulier_id, bin_code, delivered_on, graded_on, paid_on, gross_tonnes, moisture_pct, price_per_tonne, drying_charge, is_rejected) VALUES (9, 18, 14, NULL, 'HE3', '2024-10-19', '2024-10-21', '2024-11-10', 13.7, 14.9, 170.26, 7.4, 0);
INSERT INTO intakes_harrow_end (intake_id, grower_id, crop_id, haulier_id, bin_code, delivered_on, graded_on, paid_on, gross_tonnes, moisture_pct, price_per_tonne, drying_charge, is_rejected) VALUES (10, 9, 5, NULL, 'HE4', '2024-09-16', '2024-09-16', '2024-10-28', 27.8, 13.2, 180.54, NULL, 0);
INSERT INTO intakes_harrow_end (intake_id, grower_id, crop_id, haulier_id, bin_code, delivered_on, graded_on, paid_on, gross_tonnes, moisture_pct, price_per_tonne, drying_charge, is_rejected) VALUES (11, 6, 4, NULL, 'HE5', '2024-08-05', '2024-08-08', '2024-09-07', 16.7, 18.5, 184.6, 78.91, 0);
INSERT INTO intakes_harrow_end (intake_id, grower_id, crop_id, haulier_id, bin_code, delivered_on, graded_on, paid_on, gross_tonnes, moisture_pct, price_per_tonne, drying_charge, is_rejected) VALUES (12, 21, 5, 13, 'HE2', '2024-09-30', '2024-09-30', '2024-10-27', 11.1, 13.0, 185.14, NULL, 0);
INSERT INTO intakes_harrow_end (intake_id, grower_id, crop_id, haulier_id, bin_code, delivered_on, graded_on, paid_on, gross_tonnes, moisture_pct, price_per_tonne, drying_charge, is_rejected) VALUES (13, 21, 9, 7, 'HE3', '2024-08-04', '2024-08-07', '2024-09-01', 16.8, 13.5, 159.5, NULL, 0);
INSERT INTO intakes_harrow_end (intake_id, grower_id, crop_id, haulier_id, bin_code, delivered_on, graded_on, paid_on, gross_tonnes, moisture_pct, price_per_tonne, drying_charge, is_rejected) VALUES (14, 2, 5, 1, 'HE6', '2024-10-24', '2024-10-24', '2024-11-17', 15.2, 15.8, 176.23, 16.42, 0);
INSERT INTO intakes_harrow_end (intake_id, grower_id, crop_id, haulier_id, bin_code, delivered_on, graded_on, paid_on, gross_tonnes, moisture_pct, price_per_tonne, drying_charge, is_rejected) VALUES (15, 18, 9, NULL, 'HE4', '2024-08-19', '2024-08-20', NULL, 14.0, 17.0, NULL, 37.8, 0);
INSERT INTO intakes_harrow_end (intake_id, grower_id, crop_id, haulier_id, bin_code, delivered_on, graded_on, paid_on, gross_tonnes, moisture_pct, price_per_tonne, drying_charge, is_rejected) VALUES (16, 14, 14, 1, 'HE4', '2024-07-28', '2024-07-28', '2024-09-03', 17.0, 16.1, 166.67, 36.72, 0);
INSERT INTO intakes_harrow_end (intake_id, grower_id, crop_id, haulier_id, bin_code, delivered_on, graded_on, paid_on, gross_tonnes, moisture_pct, price_per_tonne, drying_charge, is_rejected) VALUES (17, 14, 11, 1, 'HE5', '2024-09-28', '2024-09-29', '2024-10-31', 12.5, 10.8, 394.06, 30.38, 0);
INSERT INTO intakes_harrow_end (intake_id, grower_id, crop_id, haulier_id, bin_code, delivered_on, graded_on, paid_on, gross_tonnes, moisture_pct, price_per_tonne, drying_charge, is_rejected) VALUES (18, 18, 5, 1, 'HE5', '2024-09-25', '2024-09-25', NULL, 24.1, 13.6, 183.17, NULL, 0);
INSERT INTO intakes_harrow_end (intake_id, grower_id, crop_id, haulier_id, bin_code, delivered_on, graded_on, paid_on, gross_tonnes, moisture_pct, price_per_tonne, drying_charge, is_rejected) VALUES (19, 23, 11, 7, 'HE1', '2024-10-05', '2024-10-08', NULL, 19.5, 9.8, NULL, NULL, 1);
INSERT INTO intakes_harrow_end (intake_id, grower_id, crop_id, haulier_id, bin_code, delivered_on, graded_on, paid_on, gross_tonnes, moisture_pct, price_per_tonne, drying_charge, is_rejected) VALUES (20, 3, 5, NULL, 'HE5', '2024-09-15', '2024-09-17', '2024-10-16', 13.2, 15.2, 181.87, 3.56, 0);
INSERT INTO intakes_harrow_end (intake_id, grower_id, crop_id, haulier_id, bin_code, delivered_on, graded_on, paid_on, gross_tonnes, moisture_pct, price_per_tonne, drying_charge, is_rejected) VALUES (21, 21, 6, 6, 'HE4', '2024-10-22', NULL, NULL, 12.5, NULL, NULL, NULL, 0);
INSERT INTO intakes_harrow_end (intake_id, grower_id, crop_id, haulier_id, bin_code, delivered_on, graded_on, paid_on, gross_tonnes, moisture_pct, price_per_tonne, drying_charge, is_rejected) VALUES (22, 1, 1, NULL, 'HE2', '2024-09-10', '2024-09-11', '2024-10-07', 24.2, 15.3, 230.99, 9.8, 0);
INSERT INTO intakes_harrow_end (intake_id, grower_id, crop_id, haulier_id, bin_code, delivered_on, graded_on, paid_on, gross_tonnes, moisture_pct, price_per_tonne, drying_charge, is_rejected) VALUES (23, 18, 2, NULL, 'HE5', '2024-09-05', '2024-09-08', '2024-10-20', 13.0, 17.2, 234.37, 38.61, 0);
INSERT INTO intakes_harrow_end (intake_id, grower_id, crop_id, haulier_id, bin_code, delivered_on, graded_on, paid_on, gross_tonnes, moisture_pct, price_per_tonne, drying_charge, is_rejected) VALUES (24, 1, 11, 1, 'HE2', '2024-08-08', '2024-08-09', NULL, 13.5, 10.8, NULL, 32.81, 0);
INSERT INTO intakes_harrow_end (intake_id, grower_id, crop_id, haulier_id, bin_code, delivered_on, graded_on, paid_on, gross_tonnes, moisture_pct, price_per_tonne, drying_charge, is_rejected) VALUES (25, 23, 9, 6, 'HE3', '2024-10-20', NULL, NULL, 15.9, NULL, NULL, NULL, 0);
INSERT INTO intakes_harrow_end (intake_id, grower_id, crop_id, haulier_id, bin_code, delivered_on, graded_on, paid_on, gross_tonnes, moisture_pct, price_per_tonne, drying_charge, is_rejected) VALUES (26, 3, 6, 3, 'HE6', '2024-10-11', '2024-10-14', NULL, 20.6, 18.1, NULL, 100.12, 0);
INSERT INTO intakes_harrow_end (intake_id, grower_id, crop_id, haulier_id, bin_code, delivered_on, graded_on, paid_on, gross_tonnes, moisture_pct, price_per_tonne, drying_charge, is_rejected) VALUES (27, 16, 9, NULL, 'HE1', '2024-07-22', '2024-07-22', '2024-08-12', 22.9, 14.9, 180.64, NULL, 0);
INSERT INTO intakes_harrow_end (intake_id, grower_id, crop_id, haulier_id, bin_code, delivered_on, graded_on, paid_on, gross_tonnes, moisture_pct, price_per_tonne, drying_charge, is_rejected) VALUES (28, 12, 5, 1, 'HE2', '2024-09-09', '2024-09-09', '2024-10-07', 27.6, 16.2, 179.47, 44.71, 0);
INSERT INTO intakes_harrow_end (intake_id, grower_id, crop_id, haulier_id, bin_code, delivered_on, graded_on, paid_on, gross_tonnes, moisture_pct, price_per_tonne, drying_charge, is_rejected) VALUES (29, 3, 4, 9, 'HE2', '2024-08-26', '2024-08-29', NULL, 18.3, 17.6, 180.18, 64.23, 0);
INSERT INTO intakes_harrow_end (intake_id, grower_id, crop_id, haulier_id, bin_code, delivered_on, graded_on, paid_on, gross_tonnes, moisture_pct, price_per_tonne, drying_charge, is_rejected) VALUES (30, 23, 11, 13, 'HE1', '2024-08-27', '2024-08-27', '2024-10-06', 19.3, 7.4, 393.66, NULL, 0);
INSERT INTO intakes_millbrook (intake_id, grower_id, crop_id, haulier_id, bin_code, delivered_on, graded_on, paid_on, gross_tonnes, moisture_pct, price_per_tonne, drying_charge, is_rejected) VALUES (1, 19, 15, 10, 'MB1', '2024-08-02', '2024-08-04', '2024-09-07', 9.2, 12.9, 166.61, NULL, 0);
INSERT INTO intakes_millbrook (intake_id, grower_id, crop_id, haulier_id, bin_code, delivered_on, graded_on, paid_on, gross_tonnes, moisture_pct, price_per_tonne, drying_charge, is_rejected) VALUES (2, 1, 7, 15, 'MB5', '2024-09-05', '2024-09-06', '2024-09-30', 26.5, 15.6, 208.33, 39.35, 0);
INSERT INTO intakes_millbrook (intake_id, grower_id, crop_id, haulier_id, bin_code, delivered_on, graded_on, paid_on, gross_tonnes, moisture_pct, price_per_tonne, drying_charge, is_rejected) VALUES (3, 1, 15, NULL, 'MB3', '2024-07-31', '2024-08-03', NULL, 25.6, 13.5, NULL, NULL, 0);
INSERT INTO intakes_millbrook (intake_id, grower_id, crop_id, haulier_id, bin_code, delivered_on, graded_on, paid_on, gross_tonnes, moisture_pct, price_per_tonne, drying_charge, is_rejected) VALUES (4, 15, 10, 2, 'MB5', '2024-07-24', '2024-07-25', NULL, 28.6, 15.1, NULL, NULL, 1);
INSERT INTO intakes_millbrook (intake_id, grower_id, crop_id, haulier_id, bin_code, delivered_on, graded_on, paid_on, gross_tonnes, moisture_pct, price_per_tonne, drying_charge, is_rejected) VALUES (5, 4, 1, 8, 'MB5', '2024-08-19', '2024-08-21', NULL, 24.6, 16.2, 237.39, 39.85, 0);
INSERT INTO intakes_millbrook (intake_id, grower_id, crop_id, haulier_id, bin_code, delivered_on, graded_on, paid_on, gross_tonnes, moisture_pct, price_per_tonne, drying_charge, is_rejected) VALUES (6, 2, 2, 8, 'MB1', '2024-10-22', '2024-10-22', '2024-11-22', 25.1, 15.9, 227.67, 30.5, 0);
INSERT INTO intakes_millbrook (intake_id, grower_id, crop_id, haulier_id, bin_code, delivered_on, graded_on, paid_on, gross_tonnes, moisture_pct, price_per_tonne, drying_charge, is_rejected) VALUES (7, 5, 4, 7, 'MB5', '2024-09-20', '2024-09-22', '2024-10-07', 22.7, 18.5, 184.5, 107.26, 0);
INSERT INTO intakes_millbrook (intake_id, grower_id, crop_id, haulier_id, bin_code, delivered_on, graded_on, paid_on, gross_tonnes, moisture_pct, price_per_tonne, drying_charge, is_rejected) VALUES (8, 11, 9, 2, 'MB3', '2024-08-12', '2024-08-12', '2024-09-05', 9.1, 15.9, 180.63, 11.06, 0);
INSERT INTO intakes_millbrook (intake_id, grower_id, crop_id, haulier_id, bin_code, delivered_on, graded_on, paid_on, gross_tonnes, moisture_pct, price_per_tonne, drying_charge, is_rejected) VALUES (9, 15, 7, 11, 'MB3', '2024-10-01', '2024-10-03', NULL, 8.6, 13.2, NULL, NULL, 0);
INSERT INTO intakes_millbrook (intake_id, grower_id, crop_id, haulier_id, bin_code, delivered_on, graded_on, paid_on, gross_tonnes, moisture_pct, price_per_tonne, drying_charge, is_rejected) VALUES (10, 15, 1, 2, 'MB4', '2024-10-26', NULL, NULL, 26.3, NULL, NULL, NULL, 0);
INSERT INTO intakes_millbrook (intake_id, grower_id, crop_id, haulier_id, bin_code, delivered_on, graded_on, paid_on, gross_tonnes, moisture_pct, price_per_tonne, drying_charge, is_rejected) VALUES (11, 22, 12, 11, 'MB6', '2024-07-27', '2024-07-28', NULL, 15.7, 7.9, 382.64, NULL, 0);
INSERT INTO intakes_millbrook (intake_id, grower_id, crop_id, haulier_id, bin_code, delivered_on, graded_on, paid_on, gross_tonnes, moisture_pct, price_per_tonne, drying_charge, is_rejected) VALUES (12, 1, 14, 2, 'MB5', '2024-10-22', NULL, NULL, 8.8, NULL, NULL, NULL, 1);
INSERT INTO intakes_millbrook (intake_id, grower_id, crop_id, haulier_id, bin_code, delivered_on, graded_on, paid_on, gross_tonnes, moisture_pct, price_per_tonne, drying_charge, is_rejected) VALUES (13, 15, 1, 5, 'MB2', '2024-08-27', '2024-08-27', '2024-09-30', 12.9, 16.1, 229.92, 19.16, 0);
INSERT INTO intakes_millbrook (intake_id, grower_id, crop_id, haulier_id, bin_code, delivered_on, graded_on, paid_on, gross_tonnes, moisture_pct, price_per_tonne, drying_charge, is_rejected) VALUES (14, 19, 6, 10, 'MB4', '2024-10-24', NULL, NULL, 19.0, NULL, NULL, NULL, 0);
INSERT INTO intakes_millbrook (intake_id, grower_id, crop_id, haulier_id, bin_code, delivered_on, graded_on, paid_on, gross_tonnes, moisture_pct, price_per_tonne, drying_charge, is_rejected) VALUES (15, 11, 16, NULL, 'MB2', '2024-08-24', '2024-08-27', NULL, 21.3, 13.8, NULL, NULL, 0);
INSERT INTO intakes_millbrook (intake_id, grower_id, crop_id, haulier_id, bin_code, delivered_on, graded_on, paid_on, gross_tonnes, moisture_pct, price_per_tonne, drying_charge, is_rejected) VALUES (16, 19, 10, 10, 'MB5', '2024-08-24', '2024-08-24', '2024-09-08', 17.3, 15.3, 167.12, 7.01, 0);
INSERT INTO intakes_millbrook (intake_id, grower_id, crop_id, haulier_id, bin_code, delivered_on, graded_on, paid_on, gross_tonnes, moisture_pct, price_per_tonne, drying_charge, is_rejected) VALUES (17, 19, 6, NULL, 'MB3', '2024-09-24', '2024-09-26', '2024-10-20', 8.1, 17.8, 211.92, 36.09, 0);
INSERT INTO intakes_millbrook (intake_id, grower_id, crop_id, haulier_id, bin_code, delivered_on, graded_on, paid_on, gross_tonnes, moisture_pct, price_per_tonne, drying_charge, is_rejected) VALUES (18, 19, 1, NULL, 'MB6', '2024-07-30', '2024-07-30', '2024-09-07', 12.4, 13.3, 222.46, NULL, 0);
INSERT INTO intakes_millbrook (intake_id, grower_id, crop_id, haulier_id, bin_code, delivered_on, graded_on, paid_on, gross_tonnes, moisture_pct, price_per_tonne, drying_charge, is_rejected) VALUES (19, 6, 4, NULL, 'MB4', '2024-07-27', '2024-07-28', NULL, 16.7, 15.1, 182.79, 2.25, 0);
INSERT INTO intakes_millbrook (intake_id, grower_id, crop_id, haulier_id, bin_code, delivered_on, graded_on, paid_on, gross_tonnes, moisture_pct, price_per_tonne, drying_charge, is_rejected) VALUES (20, 6, 15, 8, 'MB4', '2024-08-06', '2024-08-08', '2024-09-11', 8.6, 15.8, 177.15, 15.09, 0);
INSERT INTO intakes_millbrook (intake_id, grower_id, crop_id, haulier_id, bin_code, delivered_on, graded_on, paid_on, gross_tonnes, moisture_pct, price_per_tonne, drying_charge, is_rejected) VALUES (21, 19, 12, 2, 'MB4', '2024-08-14', '2024-08-17', NULL, 10.6, 7.0, NULL, NULL, 1);
INSERT INTO intakes_millbrook (intake_id, grower_id, crop_id, haulier_id, bin_code, delivered_on, graded_on, paid_on, gross_tonnes, moisture_pct, price_per_tonne, drying_charge, is_rejected) VALUES (22, 19, 9, 7, 'MB4', '2024-09-29', '2024-09-29', '2024-10-17', 14.1, 16.5, 161.53, 28.55, 0);
INSERT INTO intakes_millbrook (intake_id, grower_id, crop_id, haulier_id, bin_code, delivered_on, graded_on, paid_on, gross_tonnes, moisture_pct, price_per_tonne, drying_charge, is_rejected) VALUES (23, 6, 2, 2, 'MB2', '2024-08-28', '2024-08-31', NULL, 26.3, 17.4, 219.71, 85.21, 0);
INSERT INTO intakes_millbrook (intake_id, grower_id, crop_id, haulier_id, bin_code, delivered_on, graded_on, paid_on, gross_tonnes, moisture_pct, price_per_tonne, drying_charge, is_rejected) VALUES (24, 5, 9, NULL, 'MB2', '2024-10-19', '2024-10-19', '2024-11-09', 20.9, 16.2, 171.97, 33.86, 0);
INSERT INTO intakes_millbrook (intake_id, grower_id, crop_id, haulier_id, bin_code, delivered_on, graded_on, paid_on, gross_tonnes, moisture_pct, price_per_tonne, drying_charge, is_rejected) VALUES (25, 13, 1, 15, 'MB1', '2024-09-10', '2024-09-13', NULL, 21.1, 13.2, 217.49, NULL, 0);
INSERT INTO intakes_millbrook (intake_id, grower_id, crop_id, haulier_id, bin_code, delivered_on, graded_on, paid_on, gross_tonnes, moisture_pct, price_per_tonne, drying_charge, is_rejected) VALUES (26, 19, 1, 10, 'MB5', '2024-09-03', '2024-09-05', NULL, 16.1, 15.3, 234.89, 6.52, 0);
INSERT INTO intakes_millbrook (intake_id, grower_id, crop_id, haulier_id, bin_code, delivered_on, graded_on, paid_on, gross_tonnes, moisture_pct, price_per_tonne, drying_charge, is_rejected) VALUES (27, 19, 9, NULL, 'MB1', '2024-08-19', '2024-08-22', NULL, 14.8, 13.2, 177.3, NULL, 0);
INSERT INTO intakes_millbrook (intake_id, grower_id, crop_id, haulier_id, bin_code, delivered_on, graded_on, paid_on, gross_tonnes, moisture_pct, price_per_tonne, drying_charge, is_rejected) VALUES (28, 19, 14, 15, 'MB4', '2024-10-20', '2024-10-21', NULL, 22.2, 12.6, NULL, NULL, 1);
INSERT INTO intakes_millbrook (intake_id, grower_id, crop_id, haulier_id, bin_code, delivered_on, graded_on, paid_on, gross_tonnes, moisture_pct, price_per_tonne, drying_charge, is_rejected) VALUES (29, 13, 7, NULL, 'MB1', '2024-10-20', '2024-10-22', NULL, 14.6, 17.5, NULL, 59.13, 0);
INSERT INTO intakes_millbrook (intake_id, grower_id, crop_id, haulier_id, bin_code, delivered_on, graded_on, paid_on, gross_tonnes, moisture_pct, price_per_tonne, drying_charge, is_rejected) VALUES (30, 1, 4, 11, 'MB1', '2024-09-09', '2024-09-09', NULL, 8.4, 16.0, 189.45, 11.34, 0);
INSERT INTO intakes_millbrook (intake_id, grower_id, crop_id, haulier_id, bin_code, delivered_on, graded_on, paid_on, gross_tonnes, moisture_pct, price_per_tonne, drying_charge, is_rejected) VALUES (31, 15, 10, 7, 'MB2', '2024-08-02', '2024-08-03', '2024-09-05', 28.1, 16.9, 166.04, 72.08, 0);
INSERT INTO intakes_millbrook (intake_id, grower_id, crop_id, haulier_id, bin_code, delivered_on, graded_on, paid_on, gross_tonnes, moisture_pct, price_per_tonne, drying_charge, is_rejected) VALUES (32, 22, 1, 2, 'MB4', '2024-08-30', '2024-09-02', '2024-10-01', 16.9, 18.4, 233.61, 77.57, 0);
INSERT INTO intakes_millbrook (intake_id, grower_id, crop_id, haulier_id, bin_code, delivered_on, graded_on, paid_on, gross_tonnes, moisture_pct, price_per_tonne, drying_charge, is_rejected) VALUES (33, 5, 7, 5, 'MB3', '2024-07-31', '2024-08-02', '2024-08-21', 15.2, 13.6, 215.28, NULL, 0);
INSERT INTO intakes_millbrook (intake_id, grower_id, crop_id, haulier_id, bin_code, delivered_on, graded_on, paid_on, gross_tonnes, moisture_pct, price_per_tonne, drying_charge, is_rejected) VALUES (34, 2, 4, 2, 'MB5', '2024-09-09', '2024-09-11', NULL, 19.8, 13.7, NULL, NULL, 0);
INSERT INTO intakes_saltings_quay (intake_id, grower_id, crop_id, haulier_id, bin_code, delivered_on, graded_on, paid_on, gross_tonnes, moisture_pct, price_per_tonne, drying_charge, is_rejected) VALUES (1, 4, 1, 10, 'SQ5', '2024-08-03', '2024-08-03', '2024-08-17', 13.8, 16.9, 236.36, 35.4, 0);
INSERT INTO intakes_saltings_quay (intake_id, grower_id, crop_id, haulier_id, bin_code, delivered_on, graded_on, paid_on, gross_tonnes, moisture_pct, price_per_tonne, drying_charge, is_rejected) VALUES (2, 11, 13, 10, 'SQ4', '2024-10-14', '2024-10-15', '2024-10-29', 16.1, 12.9, 247.97, NULL, 0);
INSERT INTO intakes_saltings_quay (intake_id, grower_id, crop_id, haulier_id, bin_code, delivered_on, graded_on, paid_on, gross_tonnes, moisture_pct, price_per_tonne, drying_charge, is_rejected) VALUES (3, 4, 11, NULL, 'SQ1', '2024-09-08', '2024-09-08', '2024-10-05', 14.3, 11.6, 390.5, 50.19, 0);
INSERT INTO intakes_saltings_quay (intake_id, grower_id, crop_id, haulier_id, bin_code, delivered_on, graded_on, paid_on, gross_tonnes, moisture_pct, price_per_tonne, drying_charge, is_rejected) VALUES (4, 3, 12, NULL, 'SQ3', '2024-09-20', '2024-09-21', '2024-10-21', 11.4, 8.2, 379.59, NULL, 0);
INSERT INTO intakes_saltings_quay (intake_id, grower_id, crop_id, haulier_id, bin_code, delivered_on, graded_on, paid_on, gross_tonnes, moisture_pct, price_per_tonne, drying_charge, is_rejected) VALUES (5, 17, 11, 14, 'SQ5', '2024-07-27', '2024-07-27', '2024-09-08', 28.7, 7.5, 381.94, NULL, 0);
INSERT INTO intakes_saltings_quay (intake_id, grower_id, crop_id, haulier_id, bin_code, delivered_on, graded_on, paid_on, gross_tonnes, moisture_pct, price_per_tonne, drying_charge, is_rejected) VALUES (6, 3, 11, NULL, 'SQ4', '2024-10-14', '2024-10-15', NULL, 14.0, 11.8, 388.84, 52.92, 0);
INSERT INTO intakes_saltings_quay (intake_id, grower_id, crop_id, haulier_id, bin_code, delivered_on, graded_on, paid_on, gross_tonnes, moisture_pct, price_per_tonne, drying_charge, is_rejected) VALUES (7, 4, 12, 1, 'SQ1', '2024-08-06', '2024-08-09', '2024-08-28', 11.6, 9.2, 387.25, 3.13, 0);
INSERT INTO intakes_saltings_quay (intake_id, grower_id, crop_id, haulier_id, bin_code, delivered_on, graded_on, paid_on, gross_tonnes, moisture_pct, price_per_tonne, drying_charge, is_rejected) VALUES (8, 24, 8, 14, 'SQ2', '2024-09-16', '2024-09-18', '2024-10-19', 13.7, 17.1, 237.25, 57.33, 0);
INSERT INTO intakes_saltings_quay (intake_id, grower_id, crop_id, haulier_id, bin_code, delivered_on, graded_on, paid_on, gross_tonnes, moisture_pct, price_per_tonne, drying_charge, is_rejected) VALUES (9, 17, 8, 4, 'SQ3', '2024-07-22', '2024-07-24', '2024-09-02', 20.5, 17.1, 228.5, 85.79, 0);
INSERT INTO intakes_saltings_quay (intake_id, grower_id, crop_id, haulier_id, bin_code, delivered_on, graded_on, paid_on, gross_tonnes, moisture_pct, price_per_tonne, drying_charge, is_rejected) VALUES (10, 19, 6, 12, 'SQ3', '2024-08-05', '2024-08-05', NULL, 16.2, 16.7, NULL, 48.11, 0);
INSERT INTO intakes_saltings_quay (intake_id, grower_id, crop_id, haulier_id, bin_code, delivered_on, graded_on, paid_on, gross_tonnes, moisture_pct, price_per_tonne, drying_charge, is_rejected) VALUES (11, 21, 7, NULL, 'SQ4', '2024-08-02', '2024-08-04', '2024-08-18', 25.6, 13.4, 219.25, NULL, 0);
INSERT INTO intakes_saltings_quay (intake_id, grower_id, crop_id, haulier_id, bin_code, delivered_on, graded_on, paid_on, gross_tonnes, moisture_pct, price_per_tonne, drying_charge, is_rejected) VALUES (12, 17, 1, 14, 'SQ3', '2024-08-18', '2024-08-20', NULL, 27.3, 12.8, 219.53, NULL, 0);
INSERT INTO intakes_saltings_quay (intake_id, grower_id, crop_id, haulier_id, bin_code, delivered_on, graded_on, paid_on, gross_tonnes, moisture_pct, price_per_tonne, drying_charge, is_rejected) VALUES (13, 17, 8, NULL, 'SQ1', '2024-08-20', '2024-08-21', '2024-09-18', 9.6, 18.1, 219.82, 53.14, 0);
INSERT INTO intakes_saltings_quay (intake_id, grower_id, crop_id, haulier_id, bin_code, delivered_on, graded_on, paid_on, gross_tonnes, moisture_pct, price_per_tonne, drying_charge, is_rejected) VALUES (14, 24, 11, NULL, 'SQ2', '2024-09-09', '2024-09-10', NULL, 21.2, 7.5, 400.12, NULL, 0);
INSERT INTO intakes_saltings_quay (intake_id, grower_id, crop_id, haulier_id, bin_code, delivered_on, graded_on, paid_on, gross_tonnes, moisture_pct, price_per_tonne, drying_charge, is_rejected) VALUES (15, 24, 11, NULL, 'SQ1', '2024-08-23', '2024-08-25', NULL, 17.1, 7.8, NULL, NULL, 1);
INSERT INTO intakes_saltings_quay (intake_id, grower_id, crop_id, haulier_id, bin_code, delivered_on, graded_on, paid_on, gross_tonnes, moisture_pct, price_per_tonne, drying_charge, is_rejected) VALUES (16, 5, 12, 14, 'SQ3', '2024-08-27', '2024-08-27', '2024-10-08', 11.8, 7.6, 382.29, NULL, 0);
INSERT INTO intakes_saltings_quay (intake_id, grower_id, crop_id, haulier_id, bin_code, delivered_on, graded_on, paid_on, gross_tonnes, moisture_pct, price_per_tonne, drying_charge, is_rejected) VALUES (17, 11, 8, 12, 'SQ4', '2024-07-31', '2024-08-02', '2024-08-19', 13.6, 13.7, 228.58, NULL, 0);
INSERT INTO intakes_saltings_quay (intake_id, grower_id, crop_id, haulier_id, bin_code, delivered_on, graded_on, paid_on, gross_tonnes, moisture_pct, price_per_tonne, drying_charge, is_rejected) VALUES (18, 24, 3, NULL, 'SQ4', '2024-09-10', '2024-09-11', '2024-10-01', 18.0, 15.4, 193.53, 9.72, 0);
INSERT INTO intakes_saltings_quay (intake_id, grower_id, crop_id, haulier_id, bin_code, delivered_on, graded_on, paid_on, gross_tonnes, moisture_pct, price_per_tonne, drying_charge, is_rejected) VALUES (19, 3, 12, 4, 'SQ5', '2024-10-19', '2024-10-19', NULL, 27.7, 8.2, NULL, NULL, 0);
INSERT INTO intakes_saltings_quay (intake_id, grower_id, crop_id, haulier_id, bin_code, delivered_on, graded_on, paid_on, gross_tonnes, moisture_pct, price_per_tonne, drying_charge, is_rejected) VALUES (20, 19, 1, NULL, 'SQ5', '2024-07-26', '2024-07-27', '2024-08-19', 19.8, 14.3, 226.56, NULL, 0);
INSERT INTO intakes_saltings_quay (intake_id, grower_id, crop_id, haulier_id, bin_code, delivered_on, graded_on, paid_on, gross_tonnes, moisture_pct, price_per_tonne, drying_charge, is_rejected) VALUES (21, 21, 3, NULL, 'SQ3', '2024-09-18', '2024-09-21', NULL, 10.9, 18.2, NULL, 47.09, 0);
INSERT INTO intakes_saltings_quay (intake_id, grower_id, crop_id, haulier_id, bin_code, delivered_on, graded_on, paid_on, gross_tonnes, moisture_pct, price_per_tonne, drying_charge, is_rejected) VALUES (22, 4, 7, 4, 'SQ3', '2024-09-01', '2024-09-02', NULL, 27.9, 17.5, NULL, 112.99, 0);
INSERT INTO intakes_saltings_quay (intake_id, grower_id, crop_id, haulier_id, bin_code, delivered_on, graded_on, paid_on, gross_tonnes, moisture_pct, price_per_tonne, drying_charge, is_rejected) VALUES (23, 19, 3, 4, 'SQ4', '2024-10-06', '2024-10-07', NULL, 17.1, 15.8, 188.02, 18.47, 0);
INSERT INTO intakes_saltings_quay (intake_id, grower_id, crop_id, haulier_id, bin_code, delivered_on, graded_on, paid_on, gross_tonnes, moisture_pct, price_per_tonne, drying_charge, is_rejected) VALUES (24, 21, 7, 4, 'SQ3', '2024-10-28', NULL, NULL, 22.7, NULL, NULL, NULL, 0);
INSERT INTO intakes_saltings_quay (intake_id, grower_id, crop_id, haulier_id, bin_code, delivered_on, graded_on, paid_on, gross_tonnes, moisture_pct, price_per_tonne, drying_charge, is_rejected) VALUES (25, 19, 3, NULL, 'SQ5', '2024-07-21', '2024-07-23', '2024-09-06', 14.7, 13.2, 186.32, NULL, 0);
INSERT INTO intakes_saltings_quay (intake_id, grower_id, crop_id, haulier_id, bin_code, delivered_on, graded_on, paid_on, gross_tonnes, moisture_pct, price_per_tonne, drying_charge, is_rejected) VALUES (26, 17, 6, 4, 'SQ4', '2024-10-16', '2024-10-16', NULL, 26.9, 14.8, NULL, 10.89, 0);
COMMIT;
