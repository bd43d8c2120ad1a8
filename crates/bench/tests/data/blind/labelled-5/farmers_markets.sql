-- farmers_markets: a regional network of weekly farmers' markets; one stalls_<city> table per city (Lyon, Nantes, Lille)
PRAGMA foreign_keys = ON;
BEGIN TRANSACTION;
CREATE TABLE vendors (
  vendor_id INTEGER PRIMARY KEY,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  farm_name TEXT NOT NULL,
  home_village TEXT NOT NULL,
  joined_on TEXT NOT NULL,
  is_cooperative_member INTEGER NOT NULL CHECK (is_cooperative_member IN (0,1))
);
CREATE TABLE stalls_lyon (
  stall_id INTEGER PRIMARY KEY,
  pitch_code TEXT NOT NULL,
  vendor_id INTEGER NOT NULL REFERENCES vendors(vendor_id),
  district TEXT NOT NULL,
  product_category TEXT NOT NULL,
  weekday_pitch_fee REAL NOT NULL,
  saturday_pitch_fee REAL NOT NULL,
  opened_on TEXT NOT NULL,
  closed_on TEXT,               -- NULL = still trading
  organic_certified INTEGER NOT NULL CHECK (organic_certified IN (0,1)),
  has_cold_storage INTEGER NOT NULL CHECK (has_cold_storage IN (0,1))
);
CREATE TABLE stalls_nantes (
  stall_id INTEGER PRIMARY KEY,
  pitch_code TEXT NOT NULL,
  vendor_id INTEGER NOT NULL REFERENCES vendors(vendor_id),
  district TEXT NOT NULL,
  product_category TEXT NOT NULL,
  weekday_pitch_fee REAL NOT NULL,
  saturday_pitch_fee REAL NOT NULL,
  opened_on TEXT NOT NULL,
  closed_on TEXT,               -- NULL = still trading
  organic_certified INTEGER NOT NULL CHECK (organic_certified IN (0,1)),
  has_cold_storage INTEGER NOT NULL CHECK (has_cold_storage IN (0,1))
);
CREATE TABLE stalls_lille (
  stall_id INTEGER PRIMARY KEY,
  pitch_code TEXT NOT NULL,
  vendor_id INTEGER NOT NULL REFERENCES vendors(vendor_id),
  district TEXT NOT NULL,
  product_category TEXT NOT NULL,
  weekday_pitch_fee REAL NOT NULL,
  saturday_pitch_fee REAL NOT NULL,
  opened_on TEXT NOT NULL,
  closed_on TEXT,               -- NULL = still trading
  organic_certified INTEGER NOT NULL CHECK (organic_certified IN (0,1)),
  has_cold_storage INTEGER NOT NULL CHECK (has_cold_storage IN (0,1))
);
INSERT INTO vendors (vendor_id, first_name, last_name, farm_name, home_village, joined_on, is_cooperative_member) VALUES (1, 'Paul', 'Girard', 'Ferme des Tilleuls', 'Ecully', '2015-03-14', 1);
INSERT INTO vendors (vendor_id, first_name, last_name, farm_name, home_village, joined_on, is_cooperative_member) VALUES (2, 'Sophie', 'Girard', 'Les Ruches de Sophie', 'Marcy', '2018-06-02', 0);
INSERT INTO vendors (vendor_id, first_name, last_name, farm_name, home_village, joined_on, is_cooperative_member) VALUES (3, 'Antoine', 'Roux', 'Fromagerie Roux', 'Saint-Genis', '2012-04-20', 1);
INSERT INTO vendors (vendor_id, first_name, last_name, farm_name, home_village, joined_on, is_cooperative_member) VALUES (4, 'Claire', 'Morel', 'Jardin Morel', 'Vertou', '2016-09-09', 1);
INSERT INTO vendors (vendor_id, first_name, last_name, farm_name, home_village, joined_on, is_cooperative_member) VALUES (5, 'Hugo', 'Lefevre', 'Boulangerie du Pont', 'Reze', '2019-01-15', 0);
INSERT INTO vendors (vendor_id, first_name, last_name, farm_name, home_village, joined_on, is_cooperative_member) VALUES (6, 'Ines', 'Bernard', 'Vergers Bernard', 'Orvault', '2014-05-30', 1);
INSERT INTO vendors (vendor_id, first_name, last_name, farm_name, home_village, joined_on, is_cooperative_member) VALUES (7, 'Lucas', 'Petit', 'Petit Potager', 'Carquefou', '2020-03-03', 0);
INSERT INTO vendors (vendor_id, first_name, last_name, farm_name, home_village, joined_on, is_cooperative_member) VALUES (8, 'Emma', 'Fontaine', 'Fleurs Fontaine', 'Lomme', '2017-07-21', 1);
INSERT INTO vendors (vendor_id, first_name, last_name, farm_name, home_village, joined_on, is_cooperative_member) VALUES (9, 'Nathan', 'Dubois', 'Elevage Dubois', 'Seclin', '2013-10-08', 1);
INSERT INTO vendors (vendor_id, first_name, last_name, farm_name, home_village, joined_on, is_cooperative_member) VALUES (10, 'Camille', 'Faure', 'Chevres de Camille', 'Lambersart', '2021-04-17', 0);
INSERT INTO vendors (vendor_id, first_name, last_name, farm_name, home_village, joined_on, is_cooperative_member) VALUES (11, 'Lea', 'Mercier', 'Mercier Maraichage', 'Villeneuve', '2015-11-25', 1);
INSERT INTO vendors (vendor_id, first_name, last_name, farm_name, home_village, joined_on, is_cooperative_member) VALUES (12, 'Jules', 'Blanc', 'Pecheries Blanc', 'Marcq', '2016-02-12', 0);
INSERT INTO vendors (vendor_id, first_name, last_name, farm_name, home_village, joined_on, is_cooperative_member) VALUES (13, 'Chloe', 'Garnier', 'Miellerie Garnier', 'Craponne', '2019-08-05', 1);
INSERT INTO vendors (vendor_id, first_name, last_name, farm_name, home_village, joined_on, is_cooperative_member) VALUES (14, 'Theo', 'Chevalier', 'Ferme Chevalier', 'Brignais', '2011-06-18', 1);
INSERT INTO vendors (vendor_id, first_name, last_name, farm_name, home_village, joined_on, is_cooperative_member) VALUES (15, 'Manon', 'Robin', 'Robin des Champs', 'Sainte-Luce', '2022-02-28', 0);
INSERT INTO vendors (vendor_id, first_name, last_name, farm_name, home_village, joined_on, is_cooperative_member) VALUES (16, 'Louis', 'Gauthier', 'Fromages Gauthier', 'Basse-Goulaine', '2017-05-05', 1);
INSERT INTO vendors (vendor_id, first_name, last_name, farm_name, home_village, joined_on, is_cooperative_member) VALUES (17, 'Julie', 'Perrin', 'Perrin Oeufs', 'Haubourdin', '2018-09-14', 0);
INSERT INTO vendors (vendor_id, first_name, last_name, farm_name, home_village, joined_on, is_cooperative_member) VALUES (18, 'Maxime', 'Clement', 'Boulangerie Clement', 'Wattignies', '2020-11-30', 1);
INSERT INTO vendors (vendor_id, first_name, last_name, farm_name, home_village, joined_on, is_cooperative_member) VALUES (19, 'Sarah', 'Lambert', 'Lambert Fruits', 'Givors', '2014-07-07', 1);
INSERT INTO vendors (vendor_id, first_name, last_name, farm_name, home_village, joined_on, is_cooperative_member) VALUES (20, 'Victor', 'Rousseau', 'Rousseau Volailles', 'Bouguenais', '2021-08-19', 0);
INSERT INTO vendors (vendor_id, first_name, last_name, farm_name, home_village, joined_on, is_cooperative_member) VALUES (21, 'Alice', 'Vincent', 'Vincent Bio', 'Loos', '2016-12-01', 1);
INSERT INTO vendors (vendor_id, first_name, last_name, farm_name, home_village, joined_on, is_cooperative_member) VALUES (22, 'Romain', 'Fournier', 'Fournier Legumes', 'Tassin', '2013-03-25', 0);
INSERT INTO vendors (vendor_id, first_name, last_name, farm_name, home_village, joined_on, is_cooperative_member) VALUES (23, 'Zoe', 'Martin', 'Martin Fleurs', 'Coueron', '2022-05-16', 0);
INSERT INTO vendors (vendor_id, first_name, last_name, farm_name, home_village, joined_on, is_cooperative_member) VALUES (24, 'Ethan', 'Leroy', 'Leroy Poissons', 'Ronchin', '2019-04-04', 1);
INSERT INTO stalls_lyon (stall_id, pitch_code, vendor_id, district, product_category, weekday_pitch_fee, saturday_pitch_fee, opened_on, closed_on, organic_certified, has_cold_storage) VALUES (1, 'A1', 1, 'Croix-Rousse', 'vegetables', 18.0, 26.0, '2016-04-02', NULL, 1, 0);
INSERT INTO stalls_lyon (stall_id, pitch_code, vendor_id, district, product_category, weekday_pitch_fee, saturday_pitch_fee, opened_on, closed_on, organic_certified, has_cold_storage) VALUES (2, 'A2', 2, 'Croix-Rousse', 'honey', 12.0, 17.0, '2018-07-07', NULL, 1, 0);
INSERT INTO stalls_lyon (stall_id, pitch_code, vendor_id, district, product_category, weekday_pitch_fee, saturday_pitch_fee, opened_on, closed_on, organic_certified, has_cold_storage) VALUES (3, 'A3', 3, 'Croix-Rousse', 'cheese', 20.0, 29.0, '2012-05-05', NULL, 0, 1);
INSERT INTO stalls_lyon (stall_id, pitch_code, vendor_id, district, product_category, weekday_pitch_fee, saturday_pitch_fee, opened_on, closed_on, organic_certified, has_cold_storage) VALUES (4, 'B1', 13, 'Part-Dieu', 'honey', 11.0, 16.0, '2019-09-01', NULL, 1, 0);
INSERT INTO stalls_lyon (stall_id, pitch_code, vendor_id, district, product_category, weekday_pitch_fee, saturday_pitch_fee, opened_on, closed_on, organic_certified, has_cold_storage) VALUES (5, 'B2', 14, 'Part-Dieu', 'meat', 24.0, 34.0, '2011-07-02', NULL, 0, 1);
INSERT INTO stalls_lyon (stall_id, pitch_code, vendor_id, district, product_category, weekday_pitch_fee, saturday_pitch_fee, opened_on, closed_on, organic_certified, has_cold_storage) VALUES (6, 'B3', 19, 'Part-Dieu', 'fruit', 16.0, 23.0, '2014-08-09', '2021-12-18', 0, 0);
INSERT INTO stalls_lyon (stall_id, pitch_code, vendor_id, district, product_category, weekday_pitch_fee, saturday_pitch_fee, opened_on, closed_on, organic_certified, has_cold_storage) VALUES (7, 'B4', 22, 'Part-Dieu', 'vegetables', 17.0, 24.0, '2013-04-06', NULL, 0, 0);
INSERT INTO stalls_lyon (stall_id, pitch_code, vendor_id, district, product_category, weekday_pitch_fee, saturday_pitch_fee, opened_on, closed_on, organic_certified, has_cold_storage) VALUES (8, 'C1', 1, 'Vaise', 'vegetables', 15.0, 21.0, '2020-03-07', NULL, 1, 0);
INSERT INTO stalls_lyon (stall_id, pitch_code, vendor_id, district, product_category, weekday_pitch_fee, saturday_pitch_fee, opened_on, closed_on, organic_certified, has_cold_storage) VALUES (9, 'C2', 3, 'Vaise', 'cheese', 19.0, 27.0, '2017-02-04', NULL, 0, 1);
INSERT INTO stalls_lyon (stall_id, pitch_code, vendor_id, district, product_category, weekday_pitch_fee, saturday_pitch_fee, opened_on, closed_on, organic_certified, has_cold_storage) VALUES (10, 'C3', 19, 'Vaise', 'fruit', 14.0, 20.0, '2022-05-14', NULL, 1, 0);
INSERT INTO stalls_lyon (stall_id, pitch_code, vendor_id, district, product_category, weekday_pitch_fee, saturday_pitch_fee, opened_on, closed_on, organic_certified, has_cold_storage) VALUES (11, 'C4', 2, 'Vaise', 'eggs', 9.0, 13.0, '2021-03-06', '2023-10-28', 0, 0);
INSERT INTO stalls_lyon (stall_id, pitch_code, vendor_id, district, product_category, weekday_pitch_fee, saturday_pitch_fee, opened_on, closed_on, organic_certified, has_cold_storage) VALUES (12, 'D1', 22, 'Confluence', 'vegetables', 21.0, 31.0, '2019-06-01', NULL, 1, 1);
INSERT INTO stalls_lyon (stall_id, pitch_code, vendor_id, district, product_category, weekday_pitch_fee, saturday_pitch_fee, opened_on, closed_on, organic_certified, has_cold_storage) VALUES (13, 'D2', 13, 'Confluence', 'honey', 13.0, 19.0, '2022-04-02', NULL, 1, 0);
INSERT INTO stalls_lyon (stall_id, pitch_code, vendor_id, district, product_category, weekday_pitch_fee, saturday_pitch_fee, opened_on, closed_on, organic_certified, has_cold_storage) VALUES (14, 'D3', 14, 'Confluence', 'poultry', 22.0, 33.0, '2016-10-01', NULL, 0, 1);
INSERT INTO stalls_lyon (stall_id, pitch_code, vendor_id, district, product_category, weekday_pitch_fee, saturday_pitch_fee, opened_on, closed_on, organic_certified, has_cold_storage) VALUES (15, 'D4', 3, 'Confluence', 'cheese', 23.0, 30.0, '2023-03-04', NULL, 1, 1);
INSERT INTO stalls_lyon (stall_id, pitch_code, vendor_id, district, product_category, weekday_pitch_fee, saturday_pitch_fee, opened_on, closed_on, organic_certified, has_cold_storage) VALUES (16, 'E1', 1, 'Guillotiere', 'flowers', 12.0, 18.0, '2018-04-07', '2020-09-26', 0, 0);
INSERT INTO stalls_lyon (stall_id, pitch_code, vendor_id, district, product_category, weekday_pitch_fee, saturday_pitch_fee, opened_on, closed_on, organic_certified, has_cold_storage) VALUES (17, 'E2', 19, 'Guillotiere', 'fruit', 15.0, 22.0, '2015-06-06', NULL, 0, 0);
INSERT INTO stalls_lyon (stall_id, pitch_code, vendor_id, district, product_category, weekday_pitch_fee, saturday_pitch_fee, opened_on, closed_on, organic_certified, has_cold_storage) VALUES (18, 'E3', 22, 'Guillotiere', 'vegetables', 16.0, 25.0, '2024-02-03', NULL, 0, 0);
INSERT INTO stalls_lyon (stall_id, pitch_code, vendor_id, district, product_category, weekday_pitch_fee, saturday_pitch_fee, opened_on, closed_on, organic_certified, has_cold_storage) VALUES (19, 'E4', 2, 'Guillotiere', 'honey', 10.0, 15.0, '2023-05-06', NULL, 1, 0);
INSERT INTO stalls_lyon (stall_id, pitch_code, vendor_id, district, product_category, weekday_pitch_fee, saturday_pitch_fee, opened_on, closed_on, organic_certified, has_cold_storage) VALUES (20, 'E5', 14, 'Guillotiere', 'eggs', 8.0, 12.0, '2020-06-06', NULL, 1, 0);
INSERT INTO stalls_nantes (stall_id, pitch_code, vendor_id, district, product_category, weekday_pitch_fee, saturday_pitch_fee, opened_on, closed_on, organic_certified, has_cold_storage) VALUES (1, 'N01', 4, 'Bouffay', 'vegetables', 14.0, 20.0, '2016-10-01', NULL, 1, 0);
INSERT INTO stalls_nantes (stall_id, pitch_code, vendor_id, district, product_category, weekday_pitch_fee, saturday_pitch_fee, opened_on, closed_on, organic_certified, has_cold_storage) VALUES (2, 'N02', 5, 'Bouffay', 'bread', 13.0, 19.0, '2019-02-02', NULL, 0, 0);
INSERT INTO stalls_nantes (stall_id, pitch_code, vendor_id, district, product_category, weekday_pitch_fee, saturday_pitch_fee, opened_on, closed_on, organic_certified, has_cold_storage) VALUES (3, 'N03', 6, 'Bouffay', 'fruit', 15.0, 22.0, '2014-06-07', NULL, 1, 0);
INSERT INTO stalls_nantes (stall_id, pitch_code, vendor_id, district, product_category, weekday_pitch_fee, saturday_pitch_fee, opened_on, closed_on, organic_certified, has_cold_storage) VALUES (4, 'N04', 16, 'Bouffay', 'cheese', 19.0, 28.0, '2017-06-03', NULL, 0, 1);
INSERT INTO stalls_nantes (stall_id, pitch_code, vendor_id, district, product_category, weekday_pitch_fee, saturday_pitch_fee, opened_on, closed_on, organic_certified, has_cold_storage) VALUES (5, 'N05', 7, 'Chantenay', 'vegetables', 12.0, 18.0, '2020-04-04', '2022-11-26', 1, 0);
INSERT INTO stalls_nantes (stall_id, pitch_code, vendor_id, district, product_category, weekday_pitch_fee, saturday_pitch_fee, opened_on, closed_on, organic_certified, has_cold_storage) VALUES (6, 'N06', 15, 'Chantenay', 'eggs', 8.0, 11.0, '2022-03-05', NULL, 1, 0);
INSERT INTO stalls_nantes (stall_id, pitch_code, vendor_id, district, product_category, weekday_pitch_fee, saturday_pitch_fee, opened_on, closed_on, organic_certified, has_cold_storage) VALUES (7, 'N07', 20, 'Chantenay', 'poultry', 20.0, 30.0, '2021-09-04', NULL, 0, 1);
INSERT INTO stalls_nantes (stall_id, pitch_code, vendor_id, district, product_category, weekday_pitch_fee, saturday_pitch_fee, opened_on, closed_on, organic_certified, has_cold_storage) VALUES (8, 'N08', 23, 'Chantenay', 'flowers', 11.0, 16.0, '2022-06-04', NULL, 0, 0);
INSERT INTO stalls_nantes (stall_id, pitch_code, vendor_id, district, product_category, weekday_pitch_fee, saturday_pitch_fee, opened_on, closed_on, organic_certified, has_cold_storage) VALUES (9, 'N09', 4, 'Ile de Nantes', 'vegetables', 16.0, 23.0, '2018-05-05', NULL, 1, 0);
INSERT INTO stalls_nantes (stall_id, pitch_code, vendor_id, district, product_category, weekday_pitch_fee, saturday_pitch_fee, opened_on, closed_on, organic_certified, has_cold_storage) VALUES (10, 'N10', 6, 'Ile de Nantes', 'fruit', 14.0, 21.0, '2022-09-03', NULL, 1, 0);
INSERT INTO stalls_nantes (stall_id, pitch_code, vendor_id, district, product_category, weekday_pitch_fee, saturday_pitch_fee, opened_on, closed_on, organic_certified, has_cold_storage) VALUES (11, 'N11', 16, 'Ile de Nantes', 'cheese', 21.0, 27.0, '2020-01-11', NULL, 0, 1);
INSERT INTO stalls_nantes (stall_id, pitch_code, vendor_id, district, product_category, weekday_pitch_fee, saturday_pitch_fee, opened_on, closed_on, organic_certified, has_cold_storage) VALUES (12, 'N12', 5, 'Doulon', 'bread', 10.0, 15.0, '2021-05-01', '2024-01-27', 0, 0);
INSERT INTO stalls_nantes (stall_id, pitch_code, vendor_id, district, product_category, weekday_pitch_fee, saturday_pitch_fee, opened_on, closed_on, organic_certified, has_cold_storage) VALUES (13, 'N13', 20, 'Doulon', 'meat', 22.0, 32.0, '2022-11-05', NULL, 0, 1);
INSERT INTO stalls_nantes (stall_id, pitch_code, vendor_id, district, product_category, weekday_pitch_fee, saturday_pitch_fee, opened_on, closed_on, organic_certified, has_cold_storage) VALUES (14, 'N14', 7, 'Doulon', 'vegetables', 11.0, 17.0, '2023-04-01', NULL, 1, 0);
INSERT INTO stalls_nantes (stall_id, pitch_code, vendor_id, district, product_category, weekday_pitch_fee, saturday_pitch_fee, opened_on, closed_on, organic_certified, has_cold_storage) VALUES (15, 'N15', 15, 'Talensac', 'vegetables', 13.0, 19.0, '2022-02-05', NULL, 1, 0);
INSERT INTO stalls_nantes (stall_id, pitch_code, vendor_id, district, product_category, weekday_pitch_fee, saturday_pitch_fee, opened_on, closed_on, organic_certified, has_cold_storage) VALUES (16, 'N16', 23, 'Talensac', 'flowers', 12.0, 18.0, '2023-09-02', NULL, 0, 0);
INSERT INTO stalls_nantes (stall_id, pitch_code, vendor_id, district, product_category, weekday_pitch_fee, saturday_pitch_fee, opened_on, closed_on, organic_certified, has_cold_storage) VALUES (17, 'N17', 4, 'Talensac', 'eggs', 9.0, 13.0, '2017-03-04', '2019-12-21', 1, 0);
INSERT INTO stalls_nantes (stall_id, pitch_code, vendor_id, district, product_category, weekday_pitch_fee, saturday_pitch_fee, opened_on, closed_on, organic_certified, has_cold_storage) VALUES (18, 'N18', 2, 'Talensac', 'honey', 12.0, 18.0, '2024-04-06', NULL, 1, 0);
INSERT INTO stalls_lille (stall_id, pitch_code, vendor_id, district, product_category, weekday_pitch_fee, saturday_pitch_fee, opened_on, closed_on, organic_certified, has_cold_storage) VALUES (1, 'W01', 8, 'Wazemmes', 'flowers', 12.0, 19.0, '2017-08-05', NULL, 0, 0);
INSERT INTO stalls_lille (stall_id, pitch_code, vendor_id, district, product_category, weekday_pitch_fee, saturday_pitch_fee, opened_on, closed_on, organic_certified, has_cold_storage) VALUES (2, 'W02', 9, 'Wazemmes', 'meat', 23.0, 35.0, '2013-11-02', NULL, 0, 1);
INSERT INTO stalls_lille (stall_id, pitch_code, vendor_id, district, product_category, weekday_pitch_fee, saturday_pitch_fee, opened_on, closed_on, organic_certified, has_cold_storage) VALUES (3, 'W03', 10, 'Wazemmes', 'cheese', 18.0, 26.0, '2021-05-01', NULL, 1, 1);
INSERT INTO stalls_lille (stall_id, pitch_code, vendor_id, district, product_category, weekday_pitch_fee, saturday_pitch_fee, opened_on, closed_on, organic_certified, has_cold_storage) VALUES (4, 'W04', 11, 'Wazemmes', 'vegetables', 15.0, 22.0, '2015-12-05', NULL, 1, 0);
INSERT INTO stalls_lille (stall_id, pitch_code, vendor_id, district, product_category, weekday_pitch_fee, saturday_pitch_fee, opened_on, closed_on, organic_certified, has_cold_storage) VALUES (5, 'W05', 12, 'Wazemmes', 'fish', 25.0, 38.0, '2016-03-05', NULL, 0, 1);
INSERT INTO stalls_lille (stall_id, pitch_code, vendor_id, district, product_category, weekday_pitch_fee, saturday_pitch_fee, opened_on, closed_on, organic_certified, has_cold_storage) VALUES (6, 'V01', 17, 'Vieux-Lille', 'eggs', 9.0, 14.0, '2018-10-06', NULL, 1, 0);
INSERT INTO stalls_lille (stall_id, pitch_code, vendor_id, district, product_category, weekday_pitch_fee, saturday_pitch_fee, opened_on, closed_on, organic_certified, has_cold_storage) VALUES (7, 'V02', 18, 'Vieux-Lille', 'bread', 14.0, 21.0, '2020-12-05', NULL, 0, 0);
INSERT INTO stalls_lille (stall_id, pitch_code, vendor_id, district, product_category, weekday_pitch_fee, saturday_pitch_fee, opened_on, closed_on, organic_certified, has_cold_storage) VALUES (8, 'V03', 21, 'Vieux-Lille', 'vegetables', 16.0, 24.0, '2017-01-07', NULL, 1, 0);
INSERT INTO stalls_lille (stall_id, pitch_code, vendor_id, district, product_category, weekday_pitch_fee, saturday_pitch_fee, opened_on, closed_on, organic_certified, has_cold_storage) VALUES (9, 'V04', 10, 'Vieux-Lille', 'cheese', 20.0, 29.0, '2022-04-02', NULL, 1, 0);
INSERT INTO stalls_lille (stall_id, pitch_code, vendor_id, district, product_category, weekday_pitch_fee, saturday_pitch_fee, opened_on, closed_on, organic_certified, has_cold_storage) VALUES (10, 'F01', 24, 'Fives', 'fish', 24.0, 36.0, '2019-05-04', NULL, 0, 1);
INSERT INTO stalls_lille (stall_id, pitch_code, vendor_id, district, product_category, weekday_pitch_fee, saturday_pitch_fee, opened_on, closed_on, organic_certified, has_cold_storage) VALUES (11, 'F02', 11, 'Fives', 'vegetables', 13.0, 19.0, '2019-03-02', '2023-06-24', 1, 0);
INSERT INTO stalls_lille (stall_id, pitch_code, vendor_id, district, product_category, weekday_pitch_fee, saturday_pitch_fee, opened_on, closed_on, organic_certified, has_cold_storage) VALUES (12, 'F03', 21, 'Fives', 'fruit', 14.0, 20.0, '2018-07-07', NULL, 1, 1);
INSERT INTO stalls_lille (stall_id, pitch_code, vendor_id, district, product_category, weekday_pitch_fee, saturday_pitch_fee, opened_on, closed_on, organic_certified, has_cold_storage) VALUES (13, 'F04', 9, 'Fives', 'poultry', 21.0, 31.0, '2014-02-01', NULL, 0, 1);
INSERT INTO stalls_lille (stall_id, pitch_code, vendor_id, district, product_category, weekday_pitch_fee, saturday_pitch_fee, opened_on, closed_on, organic_certified, has_cold_storage) VALUES (14, 'M01', 8, 'Moulins', 'flowers', 11.0, 17.0, '2020-04-04', NULL, 0, 0);
INSERT INTO stalls_lille (stall_id, pitch_code, vendor_id, district, product_category, weekday_pitch_fee, saturday_pitch_fee, opened_on, closed_on, organic_certified, has_cold_storage) VALUES (15, 'M02', 17, 'Moulins', 'eggs', 8.0, 12.0, '2021-02-06', NULL, 1, 0);
INSERT INTO stalls_lille (stall_id, pitch_code, vendor_id, district, product_category, weekday_pitch_fee, saturday_pitch_fee, opened_on, closed_on, organic_certified, has_cold_storage) VALUES (16, 'M03', 18, 'Moulins', 'bread', 12.0, 18.0, '2023-01-07', NULL, 0, 0);
INSERT INTO stalls_lille (stall_id, pitch_code, vendor_id, district, product_category, weekday_pitch_fee, saturday_pitch_fee, opened_on, closed_on, organic_certified, has_cold_storage) VALUES (17, 'M04', 24, 'Moulins', 'fish', 22.0, 39.0, '2024-03-02', NULL, 0, 1);
COMMIT;
