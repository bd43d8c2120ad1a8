-- Fernbridge council street-tree team: streets, arborists and one work-order table per district.
BEGIN TRANSACTION;
CREATE TABLE streets (
  street_id INTEGER PRIMARY KEY,
  street_name TEXT NOT NULL,
  district TEXT NOT NULL CHECK (district IN ('Harbourside', 'Millbrook', 'Old Town', 'Westhill')),
  street_type TEXT NOT NULL,
  is_conservation_area INTEGER NOT NULL CHECK (is_conservation_area IN (0, 1)),
  adopted_date TEXT -- NULL = private road, never adopted by the council
);
CREATE TABLE arborists (
  arborist_id INTEGER PRIMARY KEY,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  crew TEXT NOT NULL,
  hired_date TEXT NOT NULL,
  hourly_rate REAL NOT NULL,
  is_contractor INTEGER NOT NULL CHECK (is_contractor IN (0, 1)),
  chainsaw_cert_expiry TEXT -- NULL = holds no chainsaw certificate
);
CREATE TABLE tree_works_harbourside (
  work_id INTEGER PRIMARY KEY,
  tree_tag TEXT NOT NULL,
  species TEXT NOT NULL,
  street_id INTEGER NOT NULL REFERENCES streets (street_id),
  arborist_id INTEGER REFERENCES arborists (arborist_id), -- NULL = nobody assigned yet
  work_type TEXT NOT NULL CHECK (work_type IN ('inspection', 'pruning', 'felling', 'planting', 'stump grinding')),
  reported_date TEXT NOT NULL,
  completed_date TEXT, -- NULL = work not done yet
  quoted_cost REAL NOT NULL,
  invoiced_cost REAL, -- NULL = not invoiced yet
  trunk_girth_cm INTEGER, -- NULL = not measured (new plantings)
  is_emergency INTEGER NOT NULL CHECK (is_emergency IN (0, 1))
);
CREATE TABLE tree_works_millbrook (
  work_id INTEGER PRIMARY KEY,
  tree_tag TEXT NOT NULL,
  species TEXT NOT NULL,
  street_id INTEGER NOT NULL REFERENCES streets (street_id),
  arborist_id INTEGER REFERENCES arborists (arborist_id), -- NULL = nobody assigned yet
  work_type TEXT NOT NULL CHECK (work_type IN ('inspection', 'pruning', 'felling', 'planting', 'stump grinding')),
  reported_date TEXT NOT NULL,
  completed_date TEXT, -- NULL = work not done yet
  quoted_cost REAL NOT NULL,
  invoiced_cost REAL, -- NULL = not invoiced yet
  trunk_girth_cm INTEGER, -- NULL = not measured (new plantings)
  is_emergency INTEGER NOT NULL CHECK (is_emergency IN (0, 1))
);
CREATE TABLE tree_works_old_town (
  work_id INTEGER PRIMARY KEY,
  tree_tag TEXT NOT NULL,
  species TEXT NOT NULL,
  street_id INTEGER NOT NULL REFERENCES streets (street_id),
  arborist_id INTEGER REFERENCES arborists (arborist_id), -- NULL = nobody assigned yet
  work_type TEXT NOT NULL CHECK (work_type IN ('inspection', 'pruning', 'felling', 'planting', 'stump grinding')),
  reported_date TEXT NOT NULL,
  completed_date TEXT, -- NULL = work not done yet
  quoted_cost REAL NOT NULL,
  invoiced_cost REAL, -- NULL = not invoiced yet
  trunk_girth_cm INTEGER, -- NULL = not measured (new plantings)
  is_emergency INTEGER NOT NULL CHECK (is_emergency IN (0, 1))
);
CREATE TABLE tree_works_westhill (
  work_id INTEGER PRIMARY KEY,
  tree_tag TEXT NOT NULL,
  species TEXT NOT NULL,
  street_id INTEGER NOT NULL REFERENCES streets (street_id),
  arborist_id INTEGER REFERENCES arborists (arborist_id), -- NULL = nobody assigned yet
  work_type TEXT NOT NULL CHECK (work_type IN ('inspection', 'pruning', 'felling', 'planting', 'stump grinding')),
  reported_date TEXT NOT NULL,
  completed_date TEXT, -- NULL = work not done yet
  quoted_cost REAL NOT NULL,
  invoiced_cost REAL, -- NULL = not invoiced yet
  trunk_girth_cm INTEGER, -- NULL = not measured (new plantings)
  is_emergency INTEGER NOT NULL CHECK (is_emergency IN (0, 1))
);
INSERT INTO streets (street_id, street_name, district, street_type, is_conservation_area, adopted_date) VALUES (1, 'Quay Street', 'Harbourside', 'high street', 1, '1964-05-12');
INSERT INTO streets (street_id, street_name, district, street_type, is_conservation_area, adopted_date) VALUES (2, 'Station Road', 'Harbourside', 'arterial', 0, '1958-03-01');
INSERT INTO streets (street_id, street_name, district, street_type, is_conservation_area, adopted_date) VALUES (3, 'Anchor Lane', 'Harbourside', 'residential', 0, NULL);
INSERT INTO streets (street_id, street_name, district, street_type, is_conservation_area, adopted_date) VALUES (4, 'Ropewalk', 'Harbourside', 'residential', 1, '1971-09-20');
INSERT INTO streets (street_id, street_name, district, street_type, is_conservation_area, adopted_date) VALUES (5, 'Marine Parade', 'Harbourside', 'park edge', 0, '1966-06-15');
INSERT INTO streets (street_id, street_name, district, street_type, is_conservation_area, adopted_date) VALUES (6, 'Station Road', 'Millbrook', 'arterial', 0, '1962-11-30');
INSERT INTO streets (street_id, street_name, district, street_type, is_conservation_area, adopted_date) VALUES (7, 'Mill Lane', 'Millbrook', 'residential', 1, '1975-04-02');
INSERT INTO streets (street_id, street_name, district, street_type, is_conservation_area, adopted_date) VALUES (8, 'Weir Close', 'Millbrook', 'residential', 0, NULL);
INSERT INTO streets (street_id, street_name, district, street_type, is_conservation_area, adopted_date) VALUES (9, 'Lime Avenue', 'Millbrook', 'residential', 0, '1981-08-19');
INSERT INTO streets (street_id, street_name, district, street_type, is_conservation_area, adopted_date) VALUES (10, 'Foundry Row', 'Millbrook', 'high street', 0, '1969-02-27');
INSERT INTO streets (street_id, street_name, district, street_type, is_conservation_area, adopted_date) VALUES (11, 'Church Street', 'Old Town', 'high street', 1, '1952-07-07');
INSERT INTO streets (street_id, street_name, district, street_type, is_conservation_area, adopted_date) VALUES (12, 'Castle Hill', 'Old Town', 'arterial', 1, '1955-10-10');
INSERT INTO streets (street_id, street_name, district, street_type, is_conservation_area, adopted_date) VALUES (13, 'Market Place', 'Old Town', 'high street', 1, '1951-01-15');
INSERT INTO streets (street_id, street_name, district, street_type, is_conservation_area, adopted_date) VALUES (14, 'Abbey Walk', 'Old Town', 'park edge', 1, '1960-05-05');
INSERT INTO streets (street_id, street_name, district, street_type, is_conservation_area, adopted_date) VALUES (15, 'Tanners Yard', 'Old Town', 'residential', 0, NULL);
INSERT INTO streets (street_id, street_name, district, street_type, is_conservation_area, adopted_date) VALUES (16, 'Ash Grove', 'Westhill', 'residential', 0, '1988-03-22');
INSERT INTO streets (street_id, street_name, district, street_type, is_conservation_area, adopted_date) VALUES (17, 'Beacon Rise', 'Westhill', 'residential', 0, '1993-12-01');
INSERT INTO streets (street_id, street_name, district, street_type, is_conservation_area, adopted_date) VALUES (18, 'Orchard Way', 'Westhill', 'residential', 0, NULL);
INSERT INTO streets (street_id, street_name, district, street_type, is_conservation_area, adopted_date) VALUES (19, 'Ridgeway', 'Westhill', 'arterial', 0, '1979-06-30');
INSERT INTO streets (street_id, street_name, district, street_type, is_conservation_area, adopted_date) VALUES (20, 'Hawthorn Drive', 'Westhill', 'park edge', 0, '1990-09-09');
INSERT INTO arborists (arborist_id, first_name, last_name, crew, hired_date, hourly_rate, is_contractor, chainsaw_cert_expiry) VALUES (1, 'Rowan', 'Fletcher', 'West crew', '2016-04-11', 24.5, 0, '2026-03-31');
INSERT INTO arborists (arborist_id, first_name, last_name, crew, hired_date, hourly_rate, is_contractor, chainsaw_cert_expiry) VALUES (2, 'Ellis', 'Morgan', 'East crew', '2012-09-03', 27.0, 0, '2025-05-31');
INSERT INTO arborists (arborist_id, first_name, last_name, crew, hired_date, hourly_rate, is_contractor, chainsaw_cert_expiry) VALUES (3, 'Priya', 'Nair', 'East crew', '2019-01-14', 22.0, 0, '2025-11-30');
INSERT INTO arborists (arborist_id, first_name, last_name, crew, hired_date, hourly_rate, is_contractor, chainsaw_cert_expiry) VALUES (4, 'Tom', 'Whitaker', 'West crew', '2010-06-21', 28.5, 0, '2025-02-28');
INSERT INTO arborists (arborist_id, first_name, last_name, crew, hired_date, hourly_rate, is_contractor, chainsaw_cert_expiry) VALUES (5, 'Gareth', 'Lloyd', 'Contractor', '2021-03-08', 35.0, 1, '2026-08-31');
INSERT INTO arborists (arborist_id, first_name, last_name, crew, hired_date, hourly_rate, is_contractor, chainsaw_cert_expiry) VALUES (6, 'Sinead', 'Walsh', 'East crew', '2020-07-01', 22.5, 0, NULL);
INSERT INTO arborists (arborist_id, first_name, last_name, crew, hired_date, hourly_rate, is_contractor, chainsaw_cert_expiry) VALUES (7, 'Marek', 'Nowak', 'Contractor', '2022-05-16', 38.0, 1, '2025-04-30');
INSERT INTO arborists (arborist_id, first_name, last_name, crew, hired_date, hourly_rate, is_contractor, chainsaw_cert_expiry) VALUES (8, 'Joanne', 'Pike', 'West crew', '2014-02-10', 26.0, 0, '2026-01-31');
INSERT INTO arborists (arborist_id, first_name, last_name, crew, hired_date, hourly_rate, is_contractor, chainsaw_cert_expiry) VALUES (9, 'Callum', 'Reid', 'East crew', '2023-09-04', 20.5, 0, NULL);
INSERT INTO arborists (arborist_id, first_name, last_name, crew, hired_date, hourly_rate, is_contractor, chainsaw_cert_expiry) VALUES (10, 'Dev', 'Patel', 'Contractor', '2022-11-21', 36.5, 1, '2025-09-30');
INSERT INTO arborists (arborist_id, first_name, last_name, crew, hired_date, hourly_rate, is_contractor, chainsaw_cert_expiry) VALUES (11, 'Fiona', 'Grant', 'West crew', '2018-05-29', 23.5, 0, '2025-06-30');
INSERT INTO arborists (arborist_id, first_name, last_name, crew, hired_date, hourly_rate, is_contractor, chainsaw_cert_expiry) VALUES (12, 'Owen', 'Hughes', 'East crew', '2011-10-17', 28.0, 0, '2026-05-31');
INSERT INTO arborists (arborist_id, first_name, last_name, crew, hired_date, hourly_rate, is_contractor, chainsaw_cert_expiry) VALUES (13, 'Beth', 'Carver', 'West crew', '2024-01-08', 20.0, 0, NULL);
INSERT INTO arborists (arborist_id, first_name, last_name, crew, hired_date, hourly_rate, is_contractor, chainsaw_cert_expiry) VALUES (14, 'Niall', 'Brennan', 'Contractor', '2023-02-13', 34.0, 1, '2027-01-31');
INSERT INTO arborists (arborist_id, first_name, last_name, crew, hired_date, hourly_rate, is_contractor, chainsaw_cert_expiry) VALUES (15, 'Amira', 'Haddad', 'East crew', '2017-08-07', 25.0, 0, '2025-03-31');
INSERT INTO tree_works_harbourside (work_id, tree_tag, species, street_id, arborist_id, work_type, reported_date, completed_date, quoted_cost, invoiced_cost, trunk_girth_cm, is_emergency) VALUES (1001, 'HB-0033', 'Field Maple', 4, 2, 'felling', '2024-11-01', '2025-01-02', 1520.0, 1368.0, 260, 0);
INSERT INTO tree_works_harbourside (work_id, tree_tag, species, street_id, arborist_id, work_type, reported_date, completed_date, quoted_cost, invoiced_cost, trunk_girth_cm, is_emergency) VALUES (1002, 'HB-0602', 'Rowan', 1, 12, 'pruning', '2024-05-26', '2024-06-11', 545.0, 599.5, 275, 0);
INSERT INTO tree_works_harbourside (work_id, tree_tag, species, street_id, arborist_id, work_type, reported_date, completed_date, quoted_cost, invoiced_cost, trunk_girth_cm, is_emergency) VALUES (1003, 'HB-0893', 'Sycamore', 1, NULL, 'inspection', '2024-09-18', NULL, 80.0, NULL, 230, 0);
INSERT INTO tree_works_harbourside (work_id, tree_tag, species, street_id, arborist_id, work_type, reported_date, completed_date, quoted_cost, invoiced_cost, trunk_girth_cm, is_emergency) VALUES (1004, 'HB-0210', 'Ash', 4, 15, 'planting', '2024-08-13', '2024-08-16', 185.0, NULL, NULL, 1);
INSERT INTO tree_works_harbourside (work_id, tree_tag, species, street_id, arborist_id, work_type, reported_date, completed_date, quoted_cost, invoiced_cost, trunk_girth_cm, is_emergency) VALUES (1005, 'HB-0159', 'Oak', 4, 9, 'pruning', '2024-09-01', '2024-10-04', 295.0, 280.25, 110, 0);
INSERT INTO tree_works_harbourside (work_id, tree_tag, species, street_id, arborist_id, work_type, reported_date, completed_date, quoted_cost, invoiced_cost, trunk_girth_cm, is_emergency) VALUES (1006, 'HB-0036', 'Horse Chestnut', 4, NULL, 'pruning', '2023-06-11', NULL, 205.0, NULL, 295, 1);
INSERT INTO tree_works_harbourside (work_id, tree_tag, species, street_id, arborist_id, work_type, reported_date, completed_date, quoted_cost, invoiced_cost, trunk_girth_cm, is_emergency) VALUES (1007, 'HB-0335', 'Sycamore', 1, 6, 'pruning', '2023-02-23', '2023-05-01', 220.0, 198.0, 50, 0);
INSERT INTO tree_works_harbourside (work_id, tree_tag, species, street_id, arborist_id, work_type, reported_date, completed_date, quoted_cost, invoiced_cost, trunk_girth_cm, is_emergency) VALUES (1008, 'HB-0450', 'Horse Chestnut', 3, 15, 'inspection', '2024-01-24', '2024-01-27', 85.0, 93.5, 110, 1);
INSERT INTO tree_works_harbourside (work_id, tree_tag, species, street_id, arborist_id, work_type, reported_date, completed_date, quoted_cost, invoiced_cost, trunk_girth_cm, is_emergency) VALUES (1009, 'HB-0718', 'Cherry', 4, 3, 'pruning', '2024-07-10', '2024-08-30', 620.0, 558.0, 85, 0);
INSERT INTO tree_works_harbourside (work_id, tree_tag, species, street_id, arborist_id, work_type, reported_date, completed_date, quoted_cost, invoiced_cost, trunk_girth_cm, is_emergency) VALUES (1010, 'HB-0706', 'Horse Chestnut', 5, NULL, 'inspection', '2025-03-17', NULL, 105.0, NULL, 250, 0);
INSERT INTO tree_works_harbourside (work_id, tree_tag, species, street_id, arborist_id, work_type, reported_date, completed_date, quoted_cost, invoiced_cost, trunk_girth_cm, is_emergency) VALUES (1011, 'HB-0578', 'Oak', 4, 3, 'felling', '2024-07-05', '2024-08-28', 670.0, 603.0, 175, 0);
INSERT INTO tree_works_harbourside (work_id, tree_tag, species, street_id, arborist_id, work_type, reported_date, completed_date, quoted_cost, invoiced_cost, trunk_girth_cm, is_emergency) VALUES (1012, 'HB-0236', 'Silver Birch', 2, 2, 'pruning', '2023-03-29', '2023-04-26', 470.0, 587.5, 145, 0);
INSERT INTO tree_works_harbourside (work_id, tree_tag, species, street_id, arborist_id, work_type, reported_date, completed_date, quoted_cost, invoiced_cost, trunk_girth_cm, is_emergency) VALUES (1013, 'HB-0986', 'Horse Chestnut', 1, 5, 'pruning', '2024-04-28', '2024-06-24', 255.0, 229.5, 45, 0);
INSERT INTO tree_works_harbourside (work_id, tree_tag, species, street_id, arborist_id, work_type, reported_date, completed_date, quoted_cost, invoiced_cost, trunk_girth_cm, is_emergency) VALUES (1014, 'HB-0962', 'London Plane', 5, 7, 'stump grinding', '2023-10-26', '2023-11-07', 125.0, 137.5, 300, 0);
INSERT INTO tree_works_harbourside (work_id, tree_tag, species, street_id, arborist_id, work_type, reported_date, completed_date, quoted_cost, invoiced_cost, trunk_girth_cm, is_emergency) VALUES (1015, 'HB-0192', 'Oak', 4, 9, 'inspection', '2024-12-01', NULL, 95.0, NULL, 135, 1);
INSERT INTO tree_works_harbourside (work_id, tree_tag, species, street_id, arborist_id, work_type, reported_date, completed_date, quoted_cost, invoiced_cost, trunk_girth_cm, is_emergency) VALUES (1016, 'HB-0219', 'Sycamore', 1, 15, 'pruning', '2023-03-23', '2023-03-23', 255.0, 293.25, 60, 1);
INSERT INTO tree_works_harbourside (work_id, tree_tag, species, street_id, arborist_id, work_type, reported_date, completed_date, quoted_cost, invoiced_cost, trunk_girth_cm, is_emergency) VALUES (1017, 'HB-0831', 'Hornbeam', 5, 9, 'inspection', '2024-01-15', '2024-01-20', 90.0, 81.0, 290, 0);
INSERT INTO tree_works_harbourside (work_id, tree_tag, species, street_id, arborist_id, work_type, reported_date, completed_date, quoted_cost, invoiced_cost, trunk_girth_cm, is_emergency) VALUES (1018, 'HB-0030', 'Hornbeam', 1, 2, 'felling', '2023-12-02', '2024-01-31', 585.0, 672.75, 190, 0);
INSERT INTO tree_works_harbourside (work_id, tree_tag, species, street_id, arborist_id, work_type, reported_date, completed_date, quoted_cost, invoiced_cost, trunk_girth_cm, is_emergency) VALUES (1019, 'HB-0767', 'Rowan', 2, 5, 'pruning', '2024-04-10', '2024-06-07', 505.0, 580.75, 165, 0);
INSERT INTO tree_works_millbrook (work_id, tree_tag, species, street_id, arborist_id, work_type, reported_date, completed_date, quoted_cost, invoiced_cost, trunk_girth_cm, is_emergency) VALUES (2001, 'MB-0573', 'Silver Birch', 10, 6, 'pruning', '2024-10-18', '2024-11-26', 415.0, 373.5, 55, 0);
INSERT INTO tree_works_millbrook (work_id, tree_tag, species, street_id, arborist_id, work_type, reported_date, completed_date, quoted_cost, invoiced_cost, trunk_girth_cm, is_emergency) VALUES (2002, 'MB-0827', 'Horse Chestnut', 9, 10, 'pruning', '2023-03-09', '2023-04-16', 425.0, 382.5, 65, 0);
INSERT INTO tree_works_millbrook (work_id, tree_tag, species, street_id, arborist_id, work_type, reported_date, completed_date, quoted_cost, invoiced_cost, trunk_girth_cm, is_emergency) VALUES (2003, 'MB-0572', 'Horse Chestnut', 7, 6, 'stump grinding', '2024-06-11', '2024-06-20', 155.0, 139.5, 315, 0);
INSERT INTO tree_works_millbrook (work_id, tree_tag, species, street_id, arborist_id, work_type, reported_date, completed_date, quoted_cost, invoiced_cost, trunk_girth_cm, is_emergency) VALUES (2004, 'MB-0585', 'Silver Birch', 6, 12, 'pruning', '2024-03-04', '2024-03-23', 560.0, 644.0, 120, 0);
INSERT INTO tree_works_millbrook (work_id, tree_tag, species, street_id, arborist_id, work_type, reported_date, completed_date, quoted_cost, invoiced_cost, trunk_girth_cm, is_emergency) VALUES (2005, 'MB-0101', 'Lime', 7, 14, 'pruning', '2023-03-18', '2023-05-11', 255.0, 255.0, 250, 0);
INSERT INTO tree_works_millbrook (work_id, tree_tag, species, street_id, arborist_id, work_type, reported_date, completed_date, quoted_cost, invoiced_cost, trunk_girth_cm, is_emergency) VALUES (2006, 'MB-0721', 'Sycamore', 9, 3, 'inspection', '2023-12-12', '2024-01-31', 90.0, 85.5, 240, 0);
INSERT INTO tree_works_millbrook (work_id, tree_tag, species, street_id, arborist_id, work_type, reported_date, completed_date, quoted_cost, invoiced_cost, trunk_girth_cm, is_emergency) VALUES (2007, 'MB-0328', 'Lime', 9, 14, 'felling', '2024-09-06', '2024-09-12', 800.0, 720.0, 150, 0);
INSERT INTO tree_works_millbrook (work_id, tree_tag, species, street_id, arborist_id, work_type, reported_date, completed_date, quoted_cost, invoiced_cost, trunk_girth_cm, is_emergency) VALUES (2008, 'MB-0979', 'Silver Birch', 7, 3, 'planting', '2024-11-29', '2024-12-09', 250.0, NULL, NULL, 0);
INSERT INTO tree_works_millbrook (work_id, tree_tag, species, street_id, arborist_id, work_type, reported_date, completed_date, quoted_cost, invoiced_cost, trunk_girth_cm, is_emergency) VALUES (2009, 'MB-0819', 'Rowan', 8, 3, 'stump grinding', '2024-12-02', '2024-12-21', 150.0, 150.0, 305, 0);
INSERT INTO tree_works_millbrook (work_id, tree_tag, species, street_id, arborist_id, work_type, reported_date, completed_date, quoted_cost, invoiced_cost, trunk_girth_cm, is_emergency) VALUES (2010, 'MB-0018', 'London Plane', 9, 12, 'planting', '2025-02-28', '2025-03-01', 275.0, NULL, NULL, 1);
INSERT INTO tree_works_millbrook (work_id, tree_tag, species, street_id, arborist_id, work_type, reported_date, completed_date, quoted_cost, invoiced_cost, trunk_girth_cm, is_emergency) VALUES (2011, 'MB-0729', 'Lime', 7, 14, 'planting', '2025-01-24', '2025-01-25', 145.0, 130.5, NULL, 1);
INSERT INTO tree_works_millbrook (work_id, tree_tag, species, street_id, arborist_id, work_type, reported_date, completed_date, quoted_cost, invoiced_cost, trunk_girth_cm, is_emergency) VALUES (2012, 'MB-0540', 'Horse Chestnut', 6, 15, 'stump grinding', '2024-09-21', '2024-11-16', 100.0, 100.0, 280, 0);
INSERT INTO tree_works_millbrook (work_id, tree_tag, species, street_id, arborist_id, work_type, reported_date, completed_date, quoted_cost, invoiced_cost, trunk_girth_cm, is_emergency) VALUES (2013, 'MB-0781', 'Lime', 8, 14, 'felling', '2024-05-20', '2024-05-22', 1540.0, NULL, 270, 1);
INSERT INTO tree_works_millbrook (work_id, tree_tag, species, street_id, arborist_id, work_type, reported_date, completed_date, quoted_cost, invoiced_cost, trunk_girth_cm, is_emergency) VALUES (2014, 'MB-0873', 'Ash', 7, 10, 'pruning', '2024-10-22', '2024-11-09', 415.0, 415.0, 215, 0);
INSERT INTO tree_works_millbrook (work_id, tree_tag, species, street_id, arborist_id, work_type, reported_date, completed_date, quoted_cost, invoiced_cost, trunk_girth_cm, is_emergency) VALUES (2015, 'MB-0643', 'Cherry', 8, 3, 'felling', '2024-08-16', '2024-08-18', 945.0, 945.0, 170, 1);
INSERT INTO tree_works_millbrook (work_id, tree_tag, species, street_id, arborist_id, work_type, reported_date, completed_date, quoted_cost, invoiced_cost, trunk_girth_cm, is_emergency) VALUES (2016, 'MB-0899', 'London Plane', 7, 2, 'pruning', '2025-02-18', '2025-03-28', 260.0, 286.0, 300, 0);
INSERT INTO tree_works_millbrook (work_id, tree_tag, species, street_id, arborist_id, work_type, reported_date, completed_date, quoted_cost, invoiced_cost, trunk_girth_cm, is_emergency) VALUES (2017, 'MB-0104', 'Silver Birch', 9, 2, 'stump grinding', '2024-03-22', '2024-03-24', 100.0, 100.0, 270, 1);
INSERT INTO tree_works_millbrook (work_id, tree_tag, species, street_id, arborist_id, work_type, reported_date, completed_date, quoted_cost, invoiced_cost, trunk_girth_cm, is_emergency) VALUES (2018, 'MB-0544', 'Silver Birch', 7, NULL, 'pruning', '2025-03-15', NULL, 310.0, NULL, 40, 0);
INSERT INTO tree_works_millbrook (work_id, tree_tag, species, street_id, arborist_id, work_type, reported_date, completed_date, quoted_cost, invoiced_cost, trunk_girth_cm, is_emergency) VALUES (2019, 'MB-0600', 'Hornbeam', 6, 12, 'stump grinding', '2023-05-12', '2023-06-02', 220.0, 209.0, 270, 0);
INSERT INTO tree_works_millbrook (work_id, tree_tag, species, street_id, arborist_id, work_type, reported_date, completed_date, quoted_cost, invoiced_cost, trunk_girth_cm, is_emergency) VALUES (2020, 'MB-0115', 'Sycamore', 8, 14, 'felling', '2023-02-26', '2023-03-13', 570.0, 570.0, 305, 0);
INSERT INTO tree_works_millbrook (work_id, tree_tag, species, street_id, arborist_id, work_type, reported_date, completed_date, quoted_cost, invoiced_cost, trunk_girth_cm, is_emergency) VALUES (2021, 'MB-0878', 'Silver Birch', 7, 6, 'pruning', '2024-10-21', '2024-10-24', 430.0, 430.0, 85, 1);
INSERT INTO tree_works_old_town (work_id, tree_tag, species, street_id, arborist_id, work_type, reported_date, completed_date, quoted_cost, invoiced_cost, trunk_girth_cm, is_emergency) VALUES (3001, 'OT-0048', 'Silver Birch', 12, NULL, 'inspection', '2024-11-16', NULL, 85.0, NULL, 235, 0);
INSERT INTO tree_works_old_town (work_id, tree_tag, species, street_id, arborist_id, work_type, reported_date, completed_date, quoted_cost, invoiced_cost, trunk_girth_cm, is_emergency) VALUES (3002, 'OT-0512', 'Ash', 11, NULL, 'pruning', '2025-02-26', NULL, 190.0, NULL, 105, 0);
INSERT INTO tree_works_old_town (work_id, tree_tag, species, street_id, arborist_id, work_type, reported_date, completed_date, quoted_cost, invoiced_cost, trunk_girth_cm, is_emergency) VALUES (3003, 'OT-0060', 'Horse Chestnut', 13, 13, 'inspection', '2024-09-26', '2024-10-30', 90.0, 81.0, 100, 0);
INSERT INTO tree_works_old_town (work_id, tree_tag, species, street_id, arborist_id, work_type, reported_date, completed_date, quoted_cost, invoiced_cost, trunk_girth_cm, is_emergency) VALUES (3004, 'OT-0509', 'Sycamore', 14, 10, 'inspection', '2023-02-10', '2023-02-11', 115.0, NULL, 205, 1);
INSERT INTO tree_works_old_town (work_id, tree_tag, species, street_id, arborist_id, work_type, reported_date, completed_date, quoted_cost, invoiced_cost, trunk_girth_cm, is_emergency) VALUES (3005, 'OT-0033', 'Oak', 11, 4, 'pruning', '2024-02-04', '2024-02-22', 310.0, 310.0, 60, 0);
INSERT INTO tree_works_old_town (work_id, tree_tag, species, street_id, arborist_id, work_type, reported_date, completed_date, quoted_cost, invoiced_cost, trunk_girth_cm, is_emergency) VALUES (3006, 'OT-0139', 'Lime', 12, 11, 'inspection', '2024-12-27', '2025-02-13', 110.0, 104.5, 185, 0);
INSERT INTO tree_works_old_town (work_id, tree_tag, species, street_id, arborist_id, work_type, reported_date, completed_date, quoted_cost, invoiced_cost, trunk_girth_cm, is_emergency) VALUES (3007, 'OT-0181', 'Oak', 12, 13, 'planting', '2024-02-25', '2024-02-25', 130.0, 130.0, NULL, 1);
INSERT INTO tree_works_old_town (work_id, tree_tag, species, street_id, arborist_id, work_type, reported_date, completed_date, quoted_cost, invoiced_cost, trunk_girth_cm, is_emergency) VALUES (3008, 'OT-0300', 'Oak', 13, 10, 'pruning', '2023-11-16', '2023-12-02', 650.0, 812.5, 65, 0);
INSERT INTO tree_works_old_town (work_id, tree_tag, species, street_id, arborist_id, work_type, reported_date, completed_date, quoted_cost, invoiced_cost, trunk_girth_cm, is_emergency) VALUES (3009, 'OT-0473', 'London Plane', 15, 4, 'pruning', '2023-06-05', '2023-07-04', 505.0, 505.0, 40, 0);
INSERT INTO tree_works_old_town (work_id, tree_tag, species, street_id, arborist_id, work_type, reported_date, completed_date, quoted_cost, invoiced_cost, trunk_girth_cm, is_emergency) VALUES (3010, 'OT-0515', 'Oak', 14, 13, 'pruning', '2023-12-19', '2024-02-17', 530.0, 530.0, 120, 0);
INSERT INTO tree_works_old_town (work_id, tree_tag, species, street_id, arborist_id, work_type, reported_date, completed_date, quoted_cost, invoiced_cost, trunk_girth_cm, is_emergency) VALUES (3011, 'OT-0320', 'Rowan', 14, 4, 'pruning', '2025-01-03', '2025-01-05', 260.0, 299.0, 240, 1);
INSERT INTO tree_works_old_town (work_id, tree_tag, species, street_id, arborist_id, work_type, reported_date, completed_date, quoted_cost, invoiced_cost, trunk_girth_cm, is_emergency) VALUES (3012, 'OT-0653', 'Field Maple', 15, 11, 'stump grinding', '2023-09-19', '2023-10-24', 230.0, 264.5, 230, 0);
INSERT INTO tree_works_old_town (work_id, tree_tag, species, street_id, arborist_id, work_type, reported_date, completed_date, quoted_cost, invoiced_cost, trunk_girth_cm, is_emergency) VALUES (3013, 'OT-0044', 'Horse Chestnut', 13, NULL, 'stump grinding', '2025-02-07', NULL, 230.0, NULL, 310, 0);
INSERT INTO tree_works_old_town (work_id, tree_tag, species, street_id, arborist_id, work_type, reported_date, completed_date, quoted_cost, invoiced_cost, trunk_girth_cm, is_emergency) VALUES (3014, 'OT-0170', 'Field Maple', 14, 4, 'pruning', '2025-02-12', NULL, 605.0, NULL, 190, 0);
INSERT INTO tree_works_old_town (work_id, tree_tag, species, street_id, arborist_id, work_type, reported_date, completed_date, quoted_cost, invoiced_cost, trunk_girth_cm, is_emergency) VALUES (3015, 'OT-0803', 'Field Maple', 14, 5, 'felling', '2024-01-01', '2024-01-15', 585.0, 585.0, 195, 0);
INSERT INTO tree_works_old_town (work_id, tree_tag, species, street_id, arborist_id, work_type, reported_date, completed_date, quoted_cost, invoiced_cost, trunk_girth_cm, is_emergency) VALUES (3016, 'OT-0717', 'Lime', 15, 8, 'felling', '2023-05-09', '2023-06-10', 1330.0, 1330.0, 325, 0);
INSERT INTO tree_works_old_town (work_id, tree_tag, species, street_id, arborist_id, work_type, reported_date, completed_date, quoted_cost, invoiced_cost, trunk_girth_cm, is_emergency) VALUES (3017, 'OT-0334', 'Hornbeam', 13, 10, 'planting', '2025-01-29', NULL, 270.0, NULL, NULL, 0);
INSERT INTO tree_works_westhill (work_id, tree_tag, species, street_id, arborist_id, work_type, reported_date, completed_date, quoted_cost, invoiced_cost, trunk_girth_cm, is_emergency) VALUES (4001, 'WH-0849', 'Rowan', 18, 4, 'inspection', '2024-08-22', '2024-08-22', 80.0, 80.0, 185, 1);
INSERT INTO tree_works_westhill (work_id, tree_tag, species, street_id, arborist_id, work_type, reported_date, completed_date, quoted_cost, invoiced_cost, trunk_girth_cm, is_emergency) VALUES (4002, 'WH-0307', 'Ash', 16, 7, 'felling', '2024-02-12', '2024-03-04', 950.0, 1187.5, 50, 0);
INSERT INTO tree_works_westhill (work_id, tree_tag, species, street_id, arborist_id, work_type, reported_date, completed_date, quoted_cost, invoiced_cost, trunk_girth_cm, is_emergency) VALUES (4003, 'WH-0517', 'Ash', 16, 4, 'felling', '2024-10-01', '2024-10-22', 1400.0, 1260.0, 165, 0);
INSERT INTO tree_works_westhill (work_id, tree_tag, species, street_id, arborist_id, work_type, reported_date, completed_date, quoted_cost, invoiced_cost, trunk_girth_cm, is_emergency) VALUES (4004, 'WH-0696', 'Rowan', 19, 8, 'pruning', '2023-12-13', '2023-12-20', 430.0, 494.5, 285, 0);
INSERT INTO tree_works_westhill (work_id, tree_tag, species, street_id, arborist_id, work_type, reported_date, completed_date, quoted_cost, invoiced_cost, trunk_girth_cm, is_emergency) VALUES (4005, 'WH-0231', 'Ash', 16, 7, 'felling', '2025-02-03', '2025-02-27', 720.0, NULL, 235, 0);
INSERT INTO tree_works_westhill (work_id, tree_tag, species, street_id, arborist_id, work_type, reported_date, completed_date, quoted_cost, invoiced_cost, trunk_girth_cm, is_emergency) VALUES (4006, 'WH-0166', 'Ash', 17, 1, 'pruning', '2024-04-16', '2024-06-14', 625.0, 687.5, 290, 0);
INSERT INTO tree_works_westhill (work_id, tree_tag, species, street_id, arborist_id, work_type, reported_date, completed_date, quoted_cost, invoiced_cost, trunk_girth_cm, is_emergency) VALUES (4007, 'WH-0764', 'Horse Chestnut', 20, 13, 'planting', '2025-01-12', NULL, 265.0, NULL, NULL, 0);
INSERT INTO tree_works_westhill (work_id, tree_tag, species, street_id, arborist_id, work_type, reported_date, completed_date, quoted_cost, invoiced_cost, trunk_girth_cm, is_emergency) VALUES (4008, 'WH-0454', 'Silver Birch', 16, 1, 'felling', '2024-10-11', '2024-11-04', 1540.0, 1540.0, 285, 0);
INSERT INTO tree_works_westhill (work_id, tree_tag, species, street_id, arborist_id, work_type, reported_date, completed_date, quoted_cost, invoiced_cost, trunk_girth_cm, is_emergency) VALUES (4009, 'WH-0093', 'Ash', 19, 1, 'felling', '2024-04-03', '2024-06-11', 930.0, 1069.5, 310, 0);
INSERT INTO tree_works_westhill (work_id, tree_tag, species, street_id, arborist_id, work_type, reported_date, completed_date, quoted_cost, invoiced_cost, trunk_girth_cm, is_emergency) VALUES (4010, 'WH-0864', 'Rowan', 16, 1, 'felling', '2024-05-30', '2024-06-30', 1375.0, 1306.25, 265, 0);
INSERT INTO tree_works_westhill (work_id, tree_tag, species, street_id, arborist_id, work_type, reported_date, completed_date, quoted_cost, invoiced_cost, trunk_girth_cm, is_emergency) VALUES (4011, 'WH-0462', 'Lime', 20, 13, 'pruning', '2023-02-27', '2023-03-13', 250.0, 250.0, 50, 0);
INSERT INTO tree_works_westhill (work_id, tree_tag, species, street_id, arborist_id, work_type, reported_date, completed_date, quoted_cost, invoiced_cost, trunk_girth_cm, is_emergency) VALUES (4012, 'WH-0919', 'Horse Chestnut', 18, 11, 'stump grinding', '2024-01-22', '2024-02-22', 220.0, NULL, 325, 0);
INSERT INTO tree_works_westhill (work_id, tree_tag, species, street_id, arborist_id, work_type, reported_date, completed_date, quoted_cost, invoiced_cost, trunk_girth_cm, is_emergency) VALUES (4013, 'WH-0857', 'Oak', 19, 11, 'pruning', '2023-10-23', '2023-12-12', 390.0, 351.0, 275, 0);
INSERT INTO tree_works_westhill (work_id, tree_tag, species, street_id, arborist_id, work_type, reported_date, completed_date, quoted_cost, invoiced_cost, trunk_girth_cm, is_emergency) VALUES (4014, 'WH-0638', 'Sycamore', 19, NULL, 'inspection', '2024-01-24', NULL, 85.0, NULL, 50, 1);
INSERT INTO tree_works_westhill (work_id, tree_tag, species, street_id, arborist_id, work_type, reported_date, completed_date, quoted_cost, invoiced_cost, trunk_girth_cm, is_emergency) VALUES (4015, 'WH-0244', 'Rowan', 19, 1, 'inspection', '2024-08-22', '2024-10-23', 120.0, 108.0, 240, 0);
INSERT INTO tree_works_westhill (work_id, tree_tag, species, street_id, arborist_id, work_type, reported_date, completed_date, quoted_cost, invoiced_cost, trunk_girth_cm, is_emergency) VALUES (4016, 'WH-0824', 'London Plane', 16, 8, 'pruning', '2024-03-03', '2024-04-05', 460.0, 460.0, 80, 0);
INSERT INTO tree_works_westhill (work_id, tree_tag, species, street_id, arborist_id, work_type, reported_date, completed_date, quoted_cost, invoiced_cost, trunk_girth_cm, is_emergency) VALUES (4017, 'WH-0543', 'Sycamore', 17, 11, 'pruning', '2024-11-24', '2025-01-14', 310.0, 341.0, 285, 0);
INSERT INTO tree_works_westhill (work_id, tree_tag, species, street_id, arborist_id, work_type, reported_date, completed_date, quoted_cost, invoiced_cost, trunk_girth_cm, is_emergency) VALUES (4018, 'WH-0359', 'London Plane', 17, 13, 'pruning', '2024-07-03', '2024-07-26', 445.0, 489.5, 280, 0);
INSERT INTO tree_works_westhill (work_id, tree_tag, species, street_id, arborist_id, work_type, reported_date, completed_date, quoted_cost, invoiced_cost, trunk_girth_cm, is_emergency) VALUES (4019, 'WH-0605', 'Horse Chestnut', 18, 11, 'inspection', '2025-02-14', NULL, 120.0, NULL, 285, 0);
INSERT INTO tree_works_westhill (work_id, tree_tag, species, street_id, arborist_id, work_type, reported_date, completed_date, quoted_cost, invoiced_cost, trunk_girth_cm, is_emergency) VALUES (4020, 'WH-0830', 'Horse Chestnut', 16, 7, 'inspection', '2023-02-25', '2023-03-06', 60.0, 60.0, 285, 0);
INSERT INTO tree_works_westhill (work_id, tree_tag, species, street_id, arborist_id, work_type, reported_date, completed_date, quoted_cost, invoiced_cost, trunk_girth_cm, is_emergency) VALUES (4021, 'WH-0688', 'Field Maple', 19, 8, 'felling', '2024-10-30', '2024-12-05', 730.0, 912.5, 305, 0);
INSERT INTO tree_works_westhill (work_id, tree_tag, species, street_id, arborist_id, work_type, reported_date, completed_date, quoted_cost, invoiced_cost, trunk_girth_cm, is_emergency) VALUES (4022, 'WH-0587', 'Silver Birch', 17, 1, 'pruning', '2024-11-02', '2024-11-03', 370.0, 333.0, 85, 1);
COMMIT;
