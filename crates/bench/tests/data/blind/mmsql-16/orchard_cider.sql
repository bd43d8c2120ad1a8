-- orchard_cider: cider press buying fruit from partner orchards in Herefordshire and Somerset, seasons 2023-2024
BEGIN TRANSACTION;
CREATE TABLE orchards (
  orchard_id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  village TEXT NOT NULL,
  owner_first_name TEXT NOT NULL,
  owner_last_name TEXT NOT NULL,
  hectares REAL NOT NULL,
  planted_year INTEGER, -- NULL = planting year unknown (old standard trees)
  price_per_tonne REAL NOT NULL,
  is_organic INTEGER NOT NULL CHECK (is_organic IN (0,1))
);
CREATE TABLE varieties (
  variety_id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  style TEXT NOT NULL,
  harvest_month INTEGER NOT NULL,
  typical_sugar_brix REAL, -- NULL = not measured for this variety
  is_dessert_apple INTEGER NOT NULL CHECK (is_dessert_apple IN (0,1))
);
CREATE TABLE pickers (
  picker_id INTEGER PRIMARY KEY,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  home_village TEXT NOT NULL,
  hourly_wage REAL NOT NULL,
  start_date TEXT NOT NULL,
  end_date TEXT, -- NULL = still on the picking crew
  is_supervisor INTEGER NOT NULL CHECK (is_supervisor IN (0,1))
);
CREATE TABLE products (
  product_id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  style TEXT NOT NULL,
  label_abv REAL NOT NULL,
  bottle_ml INTEGER NOT NULL,
  retail_price REAL NOT NULL,
  trade_price REAL NOT NULL,
  launch_date TEXT NOT NULL,
  discontinued_date TEXT -- NULL = still on sale
);
CREATE TABLE batches (
  batch_id INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES products(product_id),
  tank_no INTEGER NOT NULL,
  press_date TEXT NOT NULL,
  bottled_date TEXT, -- NULL = still maturing in tank, not bottled yet
  litres_pressed REAL NOT NULL,
  bottles_filled INTEGER, -- NULL = not bottled yet
  measured_abv REAL -- NULL = not tested yet
);
CREATE TABLE harvests (
  harvest_id INTEGER PRIMARY KEY,
  orchard_id INTEGER NOT NULL REFERENCES orchards(orchard_id),
  variety_id INTEGER NOT NULL REFERENCES varieties(variety_id),
  picker_id INTEGER REFERENCES pickers(picker_id), -- NULL = machine-harvested, no hand picker
  batch_id INTEGER REFERENCES batches(batch_id), -- NULL = fruit not pressed (sold on or still in store)
  picked_date TEXT NOT NULL,
  weight_kg REAL NOT NULL,
  fruit_cost REAL NOT NULL,
  is_windfall INTEGER NOT NULL CHECK (is_windfall IN (0,1))
);
INSERT INTO orchards (orchard_id, name, village, owner_first_name, owner_last_name, hectares, planted_year, price_per_tonne, is_organic) VALUES (1, 'Home Orchard', 'Much Marcle', 'Edith', 'Pember', 6.5, 1998, 0.0, 1);
INSERT INTO orchards (orchard_id, name, village, owner_first_name, owner_last_name, hectares, planted_year, price_per_tonne, is_organic) VALUES (2, 'Lower Withy', 'Much Marcle', 'Rob', 'Haynes', 3.2, NULL, 165.0, 0);
INSERT INTO orchards (orchard_id, name, village, owner_first_name, owner_last_name, hectares, planted_year, price_per_tonne, is_organic) VALUES (3, 'Crab Tree Piece', 'Kingston St Mary', 'Alun', 'Jeffries', 4.8, 2006, 180.0, 1);
INSERT INTO orchards (orchard_id, name, village, owner_first_name, owner_last_name, hectares, planted_year, price_per_tonne, is_organic) VALUES (4, 'Burrow Hill Ground', 'Martock', 'Sue', 'Lacey', 2.1, NULL, 170.0, 0);
INSERT INTO orchards (orchard_id, name, village, owner_first_name, owner_last_name, hectares, planted_year, price_per_tonne, is_organic) VALUES (5, 'Old Parsonage', 'Dymock', 'Ned', 'Garland', 5.4, 1985, 160.0, 0);
INSERT INTO orchards (orchard_id, name, village, owner_first_name, owner_last_name, hectares, planted_year, price_per_tonne, is_organic) VALUES (6, 'Ridgeway', 'Much Marcle', 'Lizzie', 'Pound', 1.9, 2012, 175.0, 1);
INSERT INTO orchards (orchard_id, name, village, owner_first_name, owner_last_name, hectares, planted_year, price_per_tonne, is_organic) VALUES (7, 'Sheepcote', 'Weobley', 'Bryn', 'Madoc', 7.3, 2001, 155.0, 0);
INSERT INTO orchards (orchard_id, name, village, owner_first_name, owner_last_name, hectares, planted_year, price_per_tonne, is_organic) VALUES (8, 'Kennel Field', 'Kingston St Mary', 'Jan', 'Rowsell', 2.7, NULL, 185.0, 0);
INSERT INTO orchards (orchard_id, name, village, owner_first_name, owner_last_name, hectares, planted_year, price_per_tonne, is_organic) VALUES (9, 'Sandpits', 'Dymock', 'Harry', 'Tovey', 3.9, 2015, 165.0, 1);
INSERT INTO orchards (orchard_id, name, village, owner_first_name, owner_last_name, hectares, planted_year, price_per_tonne, is_organic) VALUES (10, 'Hill Barn', 'Weobley', 'Edith', 'Morgan', 4.4, 1992, 160.0, 0);
INSERT INTO orchards (orchard_id, name, village, owner_first_name, owner_last_name, hectares, planted_year, price_per_tonne, is_organic) VALUES (11, 'Long Meadow', 'Martock', 'Tess', 'Hurd', 2.5, 2019, 190.0, 1);
INSERT INTO orchards (orchard_id, name, village, owner_first_name, owner_last_name, hectares, planted_year, price_per_tonne, is_organic) VALUES (12, 'Mill Leat', 'Ledbury', 'Frank', 'Bevan', 3.6, NULL, 150.0, 0);
INSERT INTO orchards (orchard_id, name, village, owner_first_name, owner_last_name, hectares, planted_year, price_per_tonne, is_organic) VALUES (13, 'Pound Close', 'Ledbury', 'Mina', 'Kaur', 1.4, 2020, 195.0, 1);
INSERT INTO orchards (orchard_id, name, village, owner_first_name, owner_last_name, hectares, planted_year, price_per_tonne, is_organic) VALUES (14, 'Churchyard Orchard', 'Weobley', 'Rob', 'Aldridge', 0.9, NULL, 140.0, 0);
INSERT INTO orchards (orchard_id, name, village, owner_first_name, owner_last_name, hectares, planted_year, price_per_tonne, is_organic) VALUES (15, 'Top Piece', 'Much Marcle', 'Gwen', 'Lacey', 2.2, 2010, 170.0, 0);
INSERT INTO varieties (variety_id, name, style, harvest_month, typical_sugar_brix, is_dessert_apple) VALUES (1, 'Dabinett', 'bittersweet', 11, 13.5, 0);
INSERT INTO varieties (variety_id, name, style, harvest_month, typical_sugar_brix, is_dessert_apple) VALUES (2, 'Kingston Black', 'bittersharp', 10, 14.0, 0);
INSERT INTO varieties (variety_id, name, style, harvest_month, typical_sugar_brix, is_dessert_apple) VALUES (3, 'Yarlington Mill', 'bittersweet', 10, 13.0, 0);
INSERT INTO varieties (variety_id, name, style, harvest_month, typical_sugar_brix, is_dessert_apple) VALUES (4, 'Foxwhelp', 'bittersharp', 9, 12.0, 0);
INSERT INTO varieties (variety_id, name, style, harvest_month, typical_sugar_brix, is_dessert_apple) VALUES (5, 'Improved Foxwhelp', 'bittersharp', 9, 12.5, 0);
INSERT INTO varieties (variety_id, name, style, harvest_month, typical_sugar_brix, is_dessert_apple) VALUES (6, 'Harry Masters Jersey', 'bittersweet', 10, 14.5, 0);
INSERT INTO varieties (variety_id, name, style, harvest_month, typical_sugar_brix, is_dessert_apple) VALUES (7, 'Brown Snout', 'bittersweet', 11, NULL, 0);
INSERT INTO varieties (variety_id, name, style, harvest_month, typical_sugar_brix, is_dessert_apple) VALUES (8, 'Michelin', 'bittersweet', 10, 12.8, 0);
INSERT INTO varieties (variety_id, name, style, harvest_month, typical_sugar_brix, is_dessert_apple) VALUES (9, 'Tremlett''s Bitter', 'bittersweet', 9, 13.2, 0);
INSERT INTO varieties (variety_id, name, style, harvest_month, typical_sugar_brix, is_dessert_apple) VALUES (10, 'Browns', 'sharp', 9, 11.5, 0);
INSERT INTO varieties (variety_id, name, style, harvest_month, typical_sugar_brix, is_dessert_apple) VALUES (11, 'Ellis Bitter', 'bittersweet', 9, NULL, 0);
INSERT INTO varieties (variety_id, name, style, harvest_month, typical_sugar_brix, is_dessert_apple) VALUES (12, 'Redstreak', 'bittersharp', 10, 12.2, 0);
INSERT INTO varieties (variety_id, name, style, harvest_month, typical_sugar_brix, is_dessert_apple) VALUES (13, 'Somerset Redstreak', 'bittersweet', 9, 12.9, 0);
INSERT INTO varieties (variety_id, name, style, harvest_month, typical_sugar_brix, is_dessert_apple) VALUES (14, 'Bramley', 'sharp', 10, 10.5, 1);
INSERT INTO varieties (variety_id, name, style, harvest_month, typical_sugar_brix, is_dessert_apple) VALUES (15, 'Egremont Russet', 'sweet', 9, 14.8, 1);
INSERT INTO varieties (variety_id, name, style, harvest_month, typical_sugar_brix, is_dessert_apple) VALUES (16, 'Sweet Coppin', 'sweet', 10, 13.6, 0);
INSERT INTO pickers (picker_id, first_name, last_name, home_village, hourly_wage, start_date, end_date, is_supervisor) VALUES (1, 'Edith', 'Carne', 'Ledbury', 12.6, '2019-09-02', NULL, 1);
INSERT INTO pickers (picker_id, first_name, last_name, home_village, hourly_wage, start_date, end_date, is_supervisor) VALUES (2, 'Rob', 'Jenkins', 'Dymock', 11.44, '2021-09-06', NULL, 0);
INSERT INTO pickers (picker_id, first_name, last_name, home_village, hourly_wage, start_date, end_date, is_supervisor) VALUES (3, 'Marta', 'Nowak', 'Ledbury', 11.44, '2022-09-05', '2023-11-24', 0);
INSERT INTO pickers (picker_id, first_name, last_name, home_village, hourly_wage, start_date, end_date, is_supervisor) VALUES (4, 'Kofi', 'Asante', 'Much Marcle', 11.44, '2023-09-04', NULL, 0);
INSERT INTO pickers (picker_id, first_name, last_name, home_village, hourly_wage, start_date, end_date, is_supervisor) VALUES (5, 'Bryn', 'Hale', 'Weobley', 12.0, '2020-09-07', NULL, 0);
INSERT INTO pickers (picker_id, first_name, last_name, home_village, hourly_wage, start_date, end_date, is_supervisor) VALUES (6, 'Ioana', 'Popescu', 'Martock', 11.44, '2022-09-12', NULL, 0);
INSERT INTO pickers (picker_id, first_name, last_name, home_village, hourly_wage, start_date, end_date, is_supervisor) VALUES (7, 'Gwen', 'Tranter', 'Much Marcle', 13.1, '2016-09-05', NULL, 1);
INSERT INTO pickers (picker_id, first_name, last_name, home_village, hourly_wage, start_date, end_date, is_supervisor) VALUES (8, 'Luke', 'Fairley', 'Kingston St Mary', 11.44, '2023-09-11', '2023-11-10', 0);
INSERT INTO pickers (picker_id, first_name, last_name, home_village, hourly_wage, start_date, end_date, is_supervisor) VALUES (9, 'Petra', 'Kral', 'Ledbury', 11.44, '2024-09-02', NULL, 0);
INSERT INTO pickers (picker_id, first_name, last_name, home_village, hourly_wage, start_date, end_date, is_supervisor) VALUES (10, 'Sid', 'Moss', 'Weobley', 12.0, '2018-09-03', NULL, 0);
INSERT INTO pickers (picker_id, first_name, last_name, home_village, hourly_wage, start_date, end_date, is_supervisor) VALUES (11, 'Tess', 'Varley', 'Martock', 11.44, '2024-09-09', NULL, 0);
INSERT INTO pickers (picker_id, first_name, last_name, home_village, hourly_wage, start_date, end_date, is_supervisor) VALUES (12, 'Jake', 'Orme', 'Dymock', 11.9, '2021-09-06', '2024-10-18', 0);
INSERT INTO pickers (picker_id, first_name, last_name, home_village, hourly_wage, start_date, end_date, is_supervisor) VALUES (13, 'Alun', 'Price', 'Weobley', 12.8, '2017-09-04', NULL, 1);
INSERT INTO pickers (picker_id, first_name, last_name, home_village, hourly_wage, start_date, end_date, is_supervisor) VALUES (14, 'Hana', 'Sato', 'Ledbury', 11.44, '2023-09-04', NULL, 0);
INSERT INTO pickers (picker_id, first_name, last_name, home_village, hourly_wage, start_date, end_date, is_supervisor) VALUES (15, 'Ned', 'Curry', 'Kingston St Mary', 11.44, '2024-09-09', NULL, 0);
INSERT INTO pickers (picker_id, first_name, last_name, home_village, hourly_wage, start_date, end_date, is_supervisor) VALUES (16, 'Chidi', 'Eze', 'Much Marcle', 11.44, '2022-09-05', NULL, 0);
INSERT INTO pickers (picker_id, first_name, last_name, home_village, hourly_wage, start_date, end_date, is_supervisor) VALUES (17, 'Wren', 'Baxter', 'Dymock', 12.2, '2020-09-07', NULL, 0);
INSERT INTO products (product_id, name, style, label_abv, bottle_ml, retail_price, trade_price, launch_date, discontinued_date) VALUES (1, 'Marcle Dry', 'dry', 6.0, 500, 3.8, 2.3, '2015-05-01', NULL);
INSERT INTO products (product_id, name, style, label_abv, bottle_ml, retail_price, trade_price, launch_date, discontinued_date) VALUES (2, 'Marcle Medium', 'medium', 5.5, 500, 3.8, 2.3, '2015-05-01', NULL);
INSERT INTO products (product_id, name, style, label_abv, bottle_ml, retail_price, trade_price, launch_date, discontinued_date) VALUES (3, 'Marcle Medium Plus', 'medium', 6.8, 500, 4.4, 2.75, '2021-04-15', NULL);
INSERT INTO products (product_id, name, style, label_abv, bottle_ml, retail_price, trade_price, launch_date, discontinued_date) VALUES (4, 'Kingston Black Single Variety', 'dry', 7.2, 750, 9.5, 6.1, '2017-10-02', NULL);
INSERT INTO products (product_id, name, style, label_abv, bottle_ml, retail_price, trade_price, launch_date, discontinued_date) VALUES (5, 'Foxwhelp Keeved', 'sweet', 4.5, 750, 11.0, 7.2, '2019-11-20', NULL);
INSERT INTO products (product_id, name, style, label_abv, bottle_ml, retail_price, trade_price, launch_date, discontinued_date) VALUES (6, 'Perry-ish', 'medium', 5.0, 500, 3.6, 2.1, '2016-06-01', '2022-03-31');
INSERT INTO products (product_id, name, style, label_abv, bottle_ml, retail_price, trade_price, launch_date, discontinued_date) VALUES (7, 'Orchard Gold', 'sweet', 4.0, 500, 3.5, 2.0, '2018-05-14', NULL);
INSERT INTO products (product_id, name, style, label_abv, bottle_ml, retail_price, trade_price, launch_date, discontinued_date) VALUES (8, 'Orchard Gold Plus', 'sweet', 5.2, 500, 4.1, 2.55, '2022-05-16', NULL);
INSERT INTO products (product_id, name, style, label_abv, bottle_ml, retail_price, trade_price, launch_date, discontinued_date) VALUES (9, 'Scrumpy Bag-in-Box 5L', 'dry', 6.5, 5000, 24.0, 15.0, '2016-07-01', NULL);
INSERT INTO products (product_id, name, style, label_abv, bottle_ml, retail_price, trade_price, launch_date, discontinued_date) VALUES (10, 'Bottle-Conditioned Brut', 'dry', 8.0, 750, 14.5, 9.2, '2020-12-01', NULL);
INSERT INTO products (product_id, name, style, label_abv, bottle_ml, retail_price, trade_price, launch_date, discontinued_date) VALUES (11, 'Ice Cider', 'sweet', 10.5, 375, 18.0, 11.5, '2021-12-01', NULL);
INSERT INTO products (product_id, name, style, label_abv, bottle_ml, retail_price, trade_price, launch_date, discontinued_date) VALUES (12, 'Harvest Festival Special', 'medium', 5.8, 500, 4.0, 2.4, '2019-09-20', '2023-12-31');
INSERT INTO products (product_id, name, style, label_abv, bottle_ml, retail_price, trade_price, launch_date, discontinued_date) VALUES (13, 'Dabinett Single Variety', 'medium', 6.9, 750, 9.0, 5.8, '2018-10-05', NULL);
INSERT INTO products (product_id, name, style, label_abv, bottle_ml, retail_price, trade_price, launch_date, discontinued_date) VALUES (14, 'Pommeau', 'sweet', 17.0, 500, 21.0, 13.5, '2022-11-11', NULL);
INSERT INTO products (product_id, name, style, label_abv, bottle_ml, retail_price, trade_price, launch_date, discontinued_date) VALUES (15, 'Low-Alc Lighter', 'medium', 2.8, 330, 2.6, 1.5, '2023-06-01', NULL);
INSERT INTO batches (batch_id, product_id, tank_no, press_date, bottled_date, litres_pressed, bottles_filled, measured_abv) VALUES (1, 1, 12, '2023-09-22', '2023-12-21', 1200.0, 2319, 6.2);
INSERT INTO batches (batch_id, product_id, tank_no, press_date, bottled_date, litres_pressed, bottles_filled, measured_abv) VALUES (2, 2, 10, '2023-10-26', '2024-04-30', 800.0, 1563, 5.4);
INSERT INTO batches (batch_id, product_id, tank_no, press_date, bottled_date, litres_pressed, bottles_filled, measured_abv) VALUES (3, 3, 12, '2023-10-02', '2024-02-23', 1000.0, 1926, 6.6);
INSERT INTO batches (batch_id, product_id, tank_no, press_date, bottled_date, litres_pressed, bottles_filled, measured_abv) VALUES (4, 4, 7, '2023-10-25', '2024-04-22', 800.0, 1023, 7.3);
INSERT INTO batches (batch_id, product_id, tank_no, press_date, bottled_date, litres_pressed, bottles_filled, measured_abv) VALUES (5, 5, 11, '2023-09-12', '2024-02-10', 2000.0, 2570, 4.7);
INSERT INTO batches (batch_id, product_id, tank_no, press_date, bottled_date, litres_pressed, bottles_filled, measured_abv) VALUES (6, 7, 11, '2023-11-26', '2024-04-11', 1000.0, 1911, 4.3);
INSERT INTO batches (batch_id, product_id, tank_no, press_date, bottled_date, litres_pressed, bottles_filled, measured_abv) VALUES (7, 8, 6, '2023-10-03', '2024-04-05', 2400.0, 4488, 4.8);
INSERT INTO batches (batch_id, product_id, tank_no, press_date, bottled_date, litres_pressed, bottles_filled, measured_abv) VALUES (8, 9, 4, '2023-11-13', '2024-04-03', 600.0, 114, 6.6);
INSERT INTO batches (batch_id, product_id, tank_no, press_date, bottled_date, litres_pressed, bottles_filled, measured_abv) VALUES (9, 10, 3, '2023-10-13', '2024-03-26', 1200.0, 1515, 7.8);
INSERT INTO batches (batch_id, product_id, tank_no, press_date, bottled_date, litres_pressed, bottles_filled, measured_abv) VALUES (10, 13, 10, '2023-11-22', '2024-05-14', 2000.0, 2493, 6.7);
INSERT INTO batches (batch_id, product_id, tank_no, press_date, bottled_date, litres_pressed, bottles_filled, measured_abv) VALUES (11, 1, 7, '2023-11-05', '2024-05-16', 1000.0, 1932, 5.6);
INSERT INTO batches (batch_id, product_id, tank_no, press_date, bottled_date, litres_pressed, bottles_filled, measured_abv) VALUES (12, 2, 1, '2024-10-04', '2024-11-28', 2400.0, 4571, 5.3);
INSERT INTO batches (batch_id, product_id, tank_no, press_date, bottled_date, litres_pressed, bottles_filled, measured_abv) VALUES (13, 3, 4, '2024-09-11', NULL, 1200.0, NULL, 6.4);
INSERT INTO batches (batch_id, product_id, tank_no, press_date, bottled_date, litres_pressed, bottles_filled, measured_abv) VALUES (14, 11, 7, '2024-09-02', NULL, 2000.0, NULL, NULL);
INSERT INTO batches (batch_id, product_id, tank_no, press_date, bottled_date, litres_pressed, bottles_filled, measured_abv) VALUES (15, 14, 2, '2024-11-22', '2025-02-04', 2000.0, 3751, 16.8);
INSERT INTO batches (batch_id, product_id, tank_no, press_date, bottled_date, litres_pressed, bottles_filled, measured_abv) VALUES (16, 15, 10, '2024-10-28', NULL, 1000.0, NULL, NULL);
INSERT INTO batches (batch_id, product_id, tank_no, press_date, bottled_date, litres_pressed, bottles_filled, measured_abv) VALUES (17, 1, 5, '2024-10-22', NULL, 1500.0, NULL, 5.6);
INSERT INTO batches (batch_id, product_id, tank_no, press_date, bottled_date, litres_pressed, bottles_filled, measured_abv) VALUES (18, 8, 1, '2024-09-10', '2024-10-24', 2000.0, 3867, 4.9);
INSERT INTO batches (batch_id, product_id, tank_no, press_date, bottled_date, litres_pressed, bottles_filled, measured_abv) VALUES (19, 9, 9, '2024-10-15', NULL, 2000.0, NULL, 6.2);
INSERT INTO batches (batch_id, product_id, tank_no, press_date, bottled_date, litres_pressed, bottles_filled, measured_abv) VALUES (20, 2, 3, '2024-10-25', NULL, 2400.0, NULL, NULL);
INSERT INTO batches (batch_id, product_id, tank_no, press_date, bottled_date, litres_pressed, bottles_filled, measured_abv) VALUES (21, 4, 1, '2024-10-11', '2024-12-17', 600.0, 759, 7.0);
INSERT INTO batches (batch_id, product_id, tank_no, press_date, bottled_date, litres_pressed, bottles_filled, measured_abv) VALUES (22, 12, 9, '2023-10-03', '2024-01-18', 600.0, 1148, 6.1);
INSERT INTO harvests (harvest_id, orchard_id, variety_id, picker_id, batch_id, picked_date, weight_kg, fruit_cost, is_windfall) VALUES (1, 11, 2, 6, 4, '2023-10-01', 2280.0, 433.2, 0);
INSERT INTO harvests (harvest_id, orchard_id, variety_id, picker_id, batch_id, picked_date, weight_kg, fruit_cost, is_windfall) VALUES (2, 9, 6, 16, NULL, '2024-11-26', 380.0, 62.7, 0);
INSERT INTO harvests (harvest_id, orchard_id, variety_id, picker_id, batch_id, picked_date, weight_kg, fruit_cost, is_windfall) VALUES (3, 8, 2, NULL, 12, '2024-10-04', 2770.0, 512.45, 0);
INSERT INTO harvests (harvest_id, orchard_id, variety_id, picker_id, batch_id, picked_date, weight_kg, fruit_cost, is_windfall) VALUES (4, 14, 12, 1, 15, '2024-11-13', 3420.0, 478.8, 0);
INSERT INTO harvests (harvest_id, orchard_id, variety_id, picker_id, batch_id, picked_date, weight_kg, fruit_cost, is_windfall) VALUES (5, 9, 6, NULL, NULL, '2024-10-20', 2990.0, 493.35, 1);
INSERT INTO harvests (harvest_id, orchard_id, variety_id, picker_id, batch_id, picked_date, weight_kg, fruit_cost, is_windfall) VALUES (6, 6, 1, NULL, NULL, '2024-11-26', 2770.0, 484.75, 0);
INSERT INTO harvests (harvest_id, orchard_id, variety_id, picker_id, batch_id, picked_date, weight_kg, fruit_cost, is_windfall) VALUES (7, 15, 8, 17, 15, '2024-11-20', 3950.0, 671.5, 0);
INSERT INTO harvests (harvest_id, orchard_id, variety_id, picker_id, batch_id, picked_date, weight_kg, fruit_cost, is_windfall) VALUES (8, 14, 7, 2, 15, '2024-11-08', 810.0, 113.4, 1);
INSERT INTO harvests (harvest_id, orchard_id, variety_id, picker_id, batch_id, picked_date, weight_kg, fruit_cost, is_windfall) VALUES (9, 7, 3, 13, 15, '2024-11-19', 1140.0, 176.7, 0);
INSERT INTO harvests (harvest_id, orchard_id, variety_id, picker_id, batch_id, picked_date, weight_kg, fruit_cost, is_windfall) VALUES (10, 10, 7, 2, 10, '2023-11-22', 3200.0, 512.0, 0);
INSERT INTO harvests (harvest_id, orchard_id, variety_id, picker_id, batch_id, picked_date, weight_kg, fruit_cost, is_windfall) VALUES (11, 12, 10, NULL, 20, '2024-09-23', 4030.0, 604.5, 0);
INSERT INTO harvests (harvest_id, orchard_id, variety_id, picker_id, batch_id, picked_date, weight_kg, fruit_cost, is_windfall) VALUES (12, 4, 6, 6, 9, '2023-10-11', 1590.0, 270.3, 0);
INSERT INTO harvests (harvest_id, orchard_id, variety_id, picker_id, batch_id, picked_date, weight_kg, fruit_cost, is_windfall) VALUES (13, 15, 6, 14, 15, '2024-11-06', 3510.0, 596.7, 1);
INSERT INTO harvests (harvest_id, orchard_id, variety_id, picker_id, batch_id, picked_date, weight_kg, fruit_cost, is_windfall) VALUES (14, 11, 16, 13, 10, '2023-10-19', 2170.0, 412.3, 1);
INSERT INTO harvests (harvest_id, orchard_id, variety_id, picker_id, batch_id, picked_date, weight_kg, fruit_cost, is_windfall) VALUES (15, 15, 1, 7, 15, '2024-11-11', 2780.0, 472.6, 0);
INSERT INTO harvests (harvest_id, orchard_id, variety_id, picker_id, batch_id, picked_date, weight_kg, fruit_cost, is_windfall) VALUES (16, 8, 9, 7, NULL, '2023-09-04', 3720.0, 688.2, 0);
INSERT INTO harvests (harvest_id, orchard_id, variety_id, picker_id, batch_id, picked_date, weight_kg, fruit_cost, is_windfall) VALUES (17, 4, 11, 14, 5, '2023-09-10', 800.0, 136.0, 0);
INSERT INTO harvests (harvest_id, orchard_id, variety_id, picker_id, batch_id, picked_date, weight_kg, fruit_cost, is_windfall) VALUES (18, 7, 3, 6, NULL, '2024-11-27', 2190.0, 339.45, 0);
INSERT INTO harvests (harvest_id, orchard_id, variety_id, picker_id, batch_id, picked_date, weight_kg, fruit_cost, is_windfall) VALUES (19, 5, 10, NULL, NULL, '2023-09-08', 4030.0, 644.8, 1);
INSERT INTO harvests (harvest_id, orchard_id, variety_id, picker_id, batch_id, picked_date, weight_kg, fruit_cost, is_windfall) VALUES (20, 9, 6, 5, 4, '2023-10-09', 2530.0, 417.45, 0);
INSERT INTO harvests (harvest_id, orchard_id, variety_id, picker_id, batch_id, picked_date, weight_kg, fruit_cost, is_windfall) VALUES (21, 10, 7, 6, 8, '2023-11-03', 3770.0, 603.2, 0);
INSERT INTO harvests (harvest_id, orchard_id, variety_id, picker_id, batch_id, picked_date, weight_kg, fruit_cost, is_windfall) VALUES (22, 10, 7, NULL, 8, '2023-11-08', 1730.0, 276.8, 1);
INSERT INTO harvests (harvest_id, orchard_id, variety_id, picker_id, batch_id, picked_date, weight_kg, fruit_cost, is_windfall) VALUES (23, 3, 2, 17, NULL, '2024-10-16', 2700.0, 486.0, 0);
INSERT INTO harvests (harvest_id, orchard_id, variety_id, picker_id, batch_id, picked_date, weight_kg, fruit_cost, is_windfall) VALUES (24, 5, 10, 4, 21, '2024-09-08', 3060.0, 489.6, 0);
INSERT INTO harvests (harvest_id, orchard_id, variety_id, picker_id, batch_id, picked_date, weight_kg, fruit_cost, is_windfall) VALUES (25, 4, 6, NULL, NULL, '2023-11-27', 3280.0, 557.6, 0);
INSERT INTO harvests (harvest_id, orchard_id, variety_id, picker_id, batch_id, picked_date, weight_kg, fruit_cost, is_windfall) VALUES (26, 7, 12, 13, 19, '2024-10-13', 3580.0, 554.9, 0);
INSERT INTO harvests (harvest_id, orchard_id, variety_id, picker_id, batch_id, picked_date, weight_kg, fruit_cost, is_windfall) VALUES (27, 1, 14, NULL, NULL, '2023-10-08', 2000.0, 0.0, 0);
INSERT INTO harvests (harvest_id, orchard_id, variety_id, picker_id, batch_id, picked_date, weight_kg, fruit_cost, is_windfall) VALUES (28, 15, 1, 5, 15, '2024-11-01', 2750.0, 467.5, 0);
INSERT INTO harvests (harvest_id, orchard_id, variety_id, picker_id, batch_id, picked_date, weight_kg, fruit_cost, is_windfall) VALUES (29, 7, 8, 4, 6, '2023-10-10', 3340.0, 517.7, 0);
INSERT INTO harvests (harvest_id, orchard_id, variety_id, picker_id, batch_id, picked_date, weight_kg, fruit_cost, is_windfall) VALUES (30, 5, 5, 3, 2, '2023-10-22', 1420.0, 227.2, 1);
INSERT INTO harvests (harvest_id, orchard_id, variety_id, picker_id, batch_id, picked_date, weight_kg, fruit_cost, is_windfall) VALUES (31, 13, 15, NULL, NULL, '2023-09-23', 1880.0, 366.6, 0);
INSERT INTO harvests (harvest_id, orchard_id, variety_id, picker_id, batch_id, picked_date, weight_kg, fruit_cost, is_windfall) VALUES (32, 14, 12, 10, 9, '2023-10-06', 2710.0, 379.4, 0);
INSERT INTO harvests (harvest_id, orchard_id, variety_id, picker_id, batch_id, picked_date, weight_kg, fruit_cost, is_windfall) VALUES (33, 9, 6, 13, 11, '2023-10-14', 770.0, 127.05, 0);
INSERT INTO harvests (harvest_id, orchard_id, variety_id, picker_id, batch_id, picked_date, weight_kg, fruit_cost, is_windfall) VALUES (34, 14, 12, 2, 15, '2024-11-01', 2240.0, 313.6, 0);
INSERT INTO harvests (harvest_id, orchard_id, variety_id, picker_id, batch_id, picked_date, weight_kg, fruit_cost, is_windfall) VALUES (35, 11, 16, 13, 21, '2024-10-11', 2390.0, 454.1, 0);
INSERT INTO harvests (harvest_id, orchard_id, variety_id, picker_id, batch_id, picked_date, weight_kg, fruit_cost, is_windfall) VALUES (36, 15, 8, NULL, 9, '2023-10-10', 2750.0, 467.5, 0);
INSERT INTO harvests (harvest_id, orchard_id, variety_id, picker_id, batch_id, picked_date, weight_kg, fruit_cost, is_windfall) VALUES (37, 8, 9, 1, 12, '2024-09-23', 1990.0, 368.15, 0);
INSERT INTO harvests (harvest_id, orchard_id, variety_id, picker_id, batch_id, picked_date, weight_kg, fruit_cost, is_windfall) VALUES (38, 3, 13, NULL, 15, '2024-10-20', 1640.0, 295.2, 0);
INSERT INTO harvests (harvest_id, orchard_id, variety_id, picker_id, batch_id, picked_date, weight_kg, fruit_cost, is_windfall) VALUES (39, 15, 8, 11, 16, '2024-10-26', 980.0, 166.6, 0);
INSERT INTO harvests (harvest_id, orchard_id, variety_id, picker_id, batch_id, picked_date, weight_kg, fruit_cost, is_windfall) VALUES (40, 9, 1, 7, NULL, '2023-11-26', 2550.0, 420.75, 0);
INSERT INTO harvests (harvest_id, orchard_id, variety_id, picker_id, batch_id, picked_date, weight_kg, fruit_cost, is_windfall) VALUES (41, 12, 10, 7, 5, '2023-09-04', 480.0, 72.0, 0);
INSERT INTO harvests (harvest_id, orchard_id, variety_id, picker_id, batch_id, picked_date, weight_kg, fruit_cost, is_windfall) VALUES (42, 15, 1, 4, 15, '2024-11-05', 3610.0, 613.7, 0);
INSERT INTO harvests (harvest_id, orchard_id, variety_id, picker_id, batch_id, picked_date, weight_kg, fruit_cost, is_windfall) VALUES (43, 15, 1, 2, 11, '2023-11-02', 2430.0, 413.1, 0);
INSERT INTO harvests (harvest_id, orchard_id, variety_id, picker_id, batch_id, picked_date, weight_kg, fruit_cost, is_windfall) VALUES (44, 15, 8, NULL, 21, '2024-10-02', 2270.0, 385.9, 1);
INSERT INTO harvests (harvest_id, orchard_id, variety_id, picker_id, batch_id, picked_date, weight_kg, fruit_cost, is_windfall) VALUES (45, 4, 11, 2, 9, '2023-10-10', 3920.0, 666.4, 1);
INSERT INTO harvests (harvest_id, orchard_id, variety_id, picker_id, batch_id, picked_date, weight_kg, fruit_cost, is_windfall) VALUES (46, 9, 5, 2, 3, '2023-09-22', 970.0, 160.05, 0);
INSERT INTO harvests (harvest_id, orchard_id, variety_id, picker_id, batch_id, picked_date, weight_kg, fruit_cost, is_windfall) VALUES (47, 1, 2, 12, NULL, '2023-10-06', 4070.0, 0.0, 0);
INSERT INTO harvests (harvest_id, orchard_id, variety_id, picker_id, batch_id, picked_date, weight_kg, fruit_cost, is_windfall) VALUES (48, 13, 15, 17, 5, '2023-09-09', 1810.0, 352.95, 1);
INSERT INTO harvests (harvest_id, orchard_id, variety_id, picker_id, batch_id, picked_date, weight_kg, fruit_cost, is_windfall) VALUES (49, 9, 6, 1, NULL, '2023-11-13', 4040.0, 666.6, 0);
INSERT INTO harvests (harvest_id, orchard_id, variety_id, picker_id, batch_id, picked_date, weight_kg, fruit_cost, is_windfall) VALUES (50, 14, 12, 13, 10, '2023-11-09', 2720.0, 380.8, 0);
INSERT INTO harvests (harvest_id, orchard_id, variety_id, picker_id, batch_id, picked_date, weight_kg, fruit_cost, is_windfall) VALUES (51, 6, 15, NULL, 16, '2024-09-13', 2720.0, 476.0, 0);
INSERT INTO harvests (harvest_id, orchard_id, variety_id, picker_id, batch_id, picked_date, weight_kg, fruit_cost, is_windfall) VALUES (52, 13, 15, NULL, NULL, '2024-09-12', 3830.0, 746.85, 0);
INSERT INTO harvests (harvest_id, orchard_id, variety_id, picker_id, batch_id, picked_date, weight_kg, fruit_cost, is_windfall) VALUES (53, 10, 7, 17, 11, '2023-11-04', 2020.0, 323.2, 0);
INSERT INTO harvests (harvest_id, orchard_id, variety_id, picker_id, batch_id, picked_date, weight_kg, fruit_cost, is_windfall) VALUES (54, 6, 16, 10, 8, '2023-11-03', 1530.0, 267.75, 0);
INSERT INTO harvests (harvest_id, orchard_id, variety_id, picker_id, batch_id, picked_date, weight_kg, fruit_cost, is_windfall) VALUES (55, 10, 7, 12, NULL, '2023-11-15', 3400.0, 544.0, 0);
INSERT INTO harvests (harvest_id, orchard_id, variety_id, picker_id, batch_id, picked_date, weight_kg, fruit_cost, is_windfall) VALUES (56, 6, 15, 17, 1, '2023-09-16', 2280.0, 399.0, 0);
INSERT INTO harvests (harvest_id, orchard_id, variety_id, picker_id, batch_id, picked_date, weight_kg, fruit_cost, is_windfall) VALUES (57, 9, 5, 7, 19, '2024-09-23', 2130.0, 351.45, 1);
INSERT INTO harvests (harvest_id, orchard_id, variety_id, picker_id, batch_id, picked_date, weight_kg, fruit_cost, is_windfall) VALUES (58, 2, 1, 16, 6, '2023-11-15', 2890.0, 476.85, 1);
COMMIT;
