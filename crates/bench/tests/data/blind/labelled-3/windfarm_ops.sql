PRAGMA foreign_keys = ON;
CREATE TABLE sites (
  site_id INTEGER PRIMARY KEY,
  site_name TEXT NOT NULL,
  country TEXT NOT NULL,
  region TEXT,
  is_offshore INTEGER NOT NULL,
  grid_connection_date TEXT,
  installed_capacity_mw REAL
);
CREATE TABLE turbines (
  turbine_id INTEGER PRIMARY KEY,
  site_id INTEGER NOT NULL REFERENCES sites(site_id),
  turbine_code TEXT NOT NULL UNIQUE,
  manufacturer TEXT NOT NULL,
  model TEXT NOT NULL,
  rated_power_kw REAL,
  hub_height_m REAL,
  rotor_diameter_m REAL,
  install_date TEXT,
  commission_date TEXT,
  status TEXT,
  annual_energy_mwh REAL,
  availability_pct REAL
);
CREATE TABLE technicians (
  technician_id INTEGER PRIMARY KEY,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  nationality TEXT,
  hire_date TEXT,
  hourly_rate REAL,
  certification_level TEXT,
  base_site_id INTEGER REFERENCES sites(site_id)
);
CREATE TABLE maintenance_visits (
  visit_id INTEGER PRIMARY KEY,
  turbine_id INTEGER NOT NULL REFERENCES turbines(turbine_id),
  visit_date TEXT NOT NULL,
  visit_type TEXT NOT NULL,
  downtime_hours REAL,
  parts_cost REAL,
  labour_cost REAL,
  fault_code TEXT
);
CREATE TABLE visit_technicians (
  visit_id INTEGER NOT NULL REFERENCES maintenance_visits(visit_id),
  technician_id INTEGER NOT NULL REFERENCES technicians(technician_id),
  role TEXT NOT NULL,
  PRIMARY KEY (visit_id, technician_id)
);

INSERT INTO sites VALUES (1, 'Nordvind Offshore', 'Denmark', 'North Jutland', 1, '2016-09-01', 40.0);
INSERT INTO sites VALUES (2, 'Kestrel Ridge', 'United Kingdom', 'Scotland', 0, '2012-04-15', 25.8);
INSERT INTO sites VALUES (3, 'Sierra del Cierzo', 'Spain', 'Aragón', 0, '2018-06-20', 35.4);
INSERT INTO sites VALUES (4, 'Dobrogea Plains', 'Romania', 'Constanța', 0, '2011-10-10', 17.85);
INSERT INTO sites VALUES (5, 'Helgoland Bight', 'Germany', 'Schleswig-Holstein', 1, '2019-11-05', 46.5);
INSERT INTO sites VALUES (6, 'Glenmorven Community', 'United Kingdom', 'Scotland', 0, '2009-05-18', 4.6);
INSERT INTO sites VALUES (7, 'Vindeby Hede', 'Denmark', 'Southern Denmark', 0, '2008-09-02', 6.0);
INSERT INTO sites VALUES (8, 'Montes de Ordes', 'Spain', 'Galicia', 0, '2010-03-26', 6.9);
INSERT INTO sites VALUES (9, 'Ostfriesland Marsch', 'Germany', 'Lower Saxony', 0, '2013-07-11', 9.2);
INSERT INTO sites VALUES (10, 'Dealul Mare', 'Romania', 'Caraș-Severin', 0, '2014-10-01', 5.0);
INSERT INTO sites VALUES (11, 'Cefn Llwyd', 'United Kingdom', 'Wales', 0, '2015-06-22', 4.0);
INSERT INTO sites VALUES (12, 'Ballinagree', 'Ireland', 'Cork', 0, '2016-12-05', 7.5);
INSERT INTO sites VALUES (13, 'Serra da Lousã', 'Portugal', 'Centro', 0, '2012-02-14', 4.6);
INSERT INTO sites VALUES (14, 'Zeeland Dijk', 'Netherlands', 'Zeeland', 0, '2017-08-30', 9.0);
INSERT INTO sites VALUES (15, 'Słupsk Coast', 'Poland', 'Pomerania', 0, '2018-04-09', 6.0);
INSERT INTO turbines VALUES (1, 1, 'NV-01', 'Siemens Gamesa', 'SG 8.0-167 DD', 8000.0, 109.0, 167.0, '2016-03-19', '2016-08-24', 'operational', 28430.0, 94.1);
INSERT INTO turbines VALUES (2, 1, 'NV-02', 'Siemens Gamesa', 'SG 8.0-167 DD', 8000.0, 109.0, 167.0, '2016-04-09', '2016-07-21', 'operational', 26267.0, 93.1);
INSERT INTO turbines VALUES (3, 1, 'NV-03', 'Siemens Gamesa', 'SG 8.0-167 DD', 8000.0, 109.0, 167.0, '2016-04-20', '2016-08-03', 'operational', 26851.0, 94.7);
INSERT INTO turbines VALUES (4, 1, 'NV-04', 'Siemens Gamesa', 'SG 8.0-167 DD', 8000.0, 109.0, 167.0, '2016-06-06', '2016-11-13', 'operational', 30898.0, 98.2);
INSERT INTO turbines VALUES (5, 1, 'NV-05', 'Siemens Gamesa', 'SG 8.0-167 DD', 8000.0, 109.0, 167.0, '2016-05-25', '2016-07-04', 'operational', 32407.0, 95.8);
INSERT INTO turbines VALUES (6, 2, 'KR-01', 'Vestas', 'V90-3.0', 3000.0, 80.0, 90.0, '2011-10-07', '2011-11-17', 'operational', 8330.0, 95.5);
INSERT INTO turbines VALUES (7, 2, 'KR-02', 'Vestas', 'V90-3.0', 3000.0, 80.0, 90.0, '2011-08-26', '2012-01-20', 'operational', 8523.0, 94.5);
INSERT INTO turbines VALUES (8, 2, 'KR-03', 'Vestas', 'V90-3.0', 3000.0, 80.0, 90.0, '2011-09-27', '2011-11-16', 'maintenance', 6896.0, 94.7);
INSERT INTO turbines VALUES (9, 2, 'KR-04', 'Vestas', 'V90-3.0', 3000.0, 80.0, 90.0, '2011-10-07', '2011-11-30', 'operational', 7812.0, 96.8);
INSERT INTO turbines VALUES (10, 2, 'KR-05', 'Vestas', 'V90-3.0', 3000.0, 80.0, 90.0, '2011-09-25', '2011-11-10', 'operational', 8115.0, 97.8);
INSERT INTO turbines VALUES (11, 2, 'KR-06', 'Nordex', 'N117/3600', 3600.0, 91.0, 117.0, '2011-08-30', '2011-10-29', 'operational', 9885.0, 95.4);
INSERT INTO turbines VALUES (12, 2, 'KR-07', 'Nordex', 'N117/3600', 3600.0, 91.0, 117.0, '2011-10-03', '2011-12-03', 'operational', 10116.0, 99.1);
INSERT INTO turbines VALUES (13, 2, 'KR-08', 'Nordex', 'N117/3600', 3600.0, 91.0, 117.0, '2011-09-08', '2011-12-29', 'operational', 8495.0, 96.0);
INSERT INTO turbines VALUES (14, 3, 'SC-01', 'Nordex', 'N149/5.X', 5700.0, 125.0, 149.0, '2017-10-09', '2018-02-01', 'operational', 13962.0, 94.5);
INSERT INTO turbines VALUES (15, 3, 'SC-02', 'Nordex', 'N149/5.X', 5700.0, 125.0, 149.0, '2017-10-15', '2017-12-25', 'operational', 16220.0, 96.4);
INSERT INTO turbines VALUES (16, 3, 'SC-03', 'Nordex', 'N149/5.X', 5700.0, 125.0, 149.0, '2017-11-11', '2018-02-13', 'operational', 16081.0, 96.6);
INSERT INTO turbines VALUES (17, 3, 'SC-04', 'Nordex', 'N149/5.X', 5700.0, 125.0, 149.0, '2017-10-06', '2018-02-27', 'operational', 13437.0, 93.9);
INSERT INTO turbines VALUES (18, 3, 'SC-05', 'Vestas', 'V136-4.2', 4200.0, 112.0, 136.0, '2017-10-16', '2018-03-15', 'operational', 11109.0, 93.3);
INSERT INTO turbines VALUES (19, 3, 'SC-06', 'Vestas', 'V136-4.2', 4200.0, 112.0, 136.0, '2017-10-11', '2018-01-29', 'operational', 10548.0, 94.6);
INSERT INTO turbines VALUES (20, 3, 'SC-07', 'Vestas', 'V136-4.2', 4200.0, 112.0, 136.0, '2017-10-29', '2018-02-21', 'operational', 9429.0, 93.2);
INSERT INTO turbines VALUES (21, 4, 'DP-01', 'GE Vernova', '2.5-120', 2500.0, 110.0, 120.0, '2011-05-20', '2011-09-25', 'operational', 6248.0, 94.7);
INSERT INTO turbines VALUES (22, 4, 'DP-02', 'GE Vernova', '2.5-120', 2500.0, 110.0, 120.0, '2011-05-14', '2011-10-20', 'decommissioned', NULL, NULL);
INSERT INTO turbines VALUES (23, 4, 'DP-03', 'GE Vernova', '2.5-120', 2500.0, 110.0, 120.0, '2011-05-20', '2011-09-10', 'operational', 6097.0, 95.6);
INSERT INTO turbines VALUES (24, 4, 'DP-04', 'Vestas', 'V112-3.45', 3450.0, 94.0, 112.0, '2011-05-01', '2011-08-23', 'operational', 8454.0, 96.8);
INSERT INTO turbines VALUES (25, 4, 'DP-05', 'Vestas', 'V112-3.45', 3450.0, 94.0, 112.0, '2011-05-18', '2011-07-13', 'operational', 9745.0, 96.1);
INSERT INTO turbines VALUES (26, 4, 'DP-06', 'Vestas', 'V112-3.45', 3450.0, 94.0, 112.0, '2011-06-04', '2011-08-30', 'operational', 8294.0, 93.7);
INSERT INTO turbines VALUES (27, 5, 'HB-01', 'Siemens Gamesa', 'SWT-6.0-154', 6000.0, 105.0, 154.0, '2019-02-18', '2019-06-01', 'maintenance', 24517.0, 93.1);
INSERT INTO turbines VALUES (28, 5, 'HB-02', 'Siemens Gamesa', 'SWT-6.0-154', 6000.0, 105.0, 154.0, '2019-05-04', '2019-09-30', 'operational', 24858.0, 98.0);
INSERT INTO turbines VALUES (29, 5, 'HB-03', 'Siemens Gamesa', 'SWT-6.0-154', 6000.0, 105.0, 154.0, '2019-03-30', '2019-08-16', 'operational', 25646.0, 98.0);
INSERT INTO turbines VALUES (30, 5, 'HB-04', 'Vestas', 'V164-9.5', 9500.0, 105.0, 164.0, '2019-04-17', '2019-07-17', 'operational', 33638.0, 93.4);
INSERT INTO turbines VALUES (31, 5, 'HB-05', 'Vestas', 'V164-9.5', 9500.0, 105.0, 164.0, '2019-03-11', '2019-08-18', 'operational', 32170.0, 94.9);
INSERT INTO turbines VALUES (32, 5, 'HB-06', 'Vestas', 'V164-9.5', 9500.0, 105.0, 164.0, '2019-04-23', '2019-09-09', 'operational', 37787.0, 94.1);
INSERT INTO turbines VALUES (33, 6, 'GM-01', 'Enercon', 'E-70', 2300.0, 85.0, 71.0, '2008-12-24', '2009-03-12', 'operational', 4701.0, 93.1);
INSERT INTO turbines VALUES (34, 6, 'GM-02', 'Enercon', 'E-70', 2300.0, 85.0, 71.0, '2008-12-04', '2009-01-20', 'operational', 4948.0, 96.2);
INSERT INTO turbines VALUES (35, 7, 'VH-01', 'Vestas', 'V90-2.0', 2000.0, 80.0, 90.0, '2008-03-31', '2008-07-06', 'operational', 4597.0, 95.8);
INSERT INTO turbines VALUES (36, 7, 'VH-02', 'Vestas', 'V90-2.0', 2000.0, 80.0, 90.0, '2008-04-30', '2008-07-31', 'operational', 4661.0, 93.1);
INSERT INTO turbines VALUES (37, 7, 'VH-03', 'Vestas', 'V90-2.0', 2000.0, 80.0, 90.0, '2008-04-26', '2008-06-22', 'operational', 4899.0, 96.4);
INSERT INTO turbines VALUES (38, 8, 'MO-01', 'Enercon', 'E-70', 2300.0, 85.0, 71.0, '2009-09-07', '2010-01-02', 'operational', 5050.0, 93.2);
INSERT INTO turbines VALUES (39, 8, 'MO-02', 'Enercon', 'E-70', 2300.0, 85.0, 71.0, '2009-08-11', '2009-11-21', 'operational', 5682.0, 93.9);
INSERT INTO turbines VALUES (40, 8, 'MO-03', 'Enercon', 'E-70', 2300.0, 85.0, 71.0, '2009-09-25', '2010-01-19', 'operational', 5227.0, 96.3);
INSERT INTO turbines VALUES (41, 9, 'OM-01', 'Enercon', 'E-82', 2300.0, 108.0, 82.0, '2012-10-24', '2012-11-28', 'operational', 4513.0, 93.5);
INSERT INTO turbines VALUES (42, 9, 'OM-02', 'Enercon', 'E-82', 2300.0, 108.0, 82.0, '2012-09-29', '2012-12-14', 'operational', 5370.0, 97.4);
INSERT INTO turbines VALUES (43, 9, 'OM-03', 'Enercon', 'E-82', 2300.0, 108.0, 82.0, '2012-11-01', '2013-02-05', 'operational', 5438.0, 97.0);
INSERT INTO turbines VALUES (44, 9, 'OM-04', 'Enercon', 'E-82', 2300.0, 108.0, 82.0, '2012-09-09', '2012-11-23', 'operational', 5616.0, 92.7);
INSERT INTO turbines VALUES (45, 10, 'DM-01', 'Nordex', 'N90/2500', 2500.0, 80.0, 90.0, '2014-02-04', '2014-05-01', 'operational', 6316.0, 95.3);
INSERT INTO turbines VALUES (46, 10, 'DM-02', 'Nordex', 'N90/2500', 2500.0, 80.0, 90.0, '2014-03-20', '2014-07-12', 'operational', 5014.0, 93.0);
INSERT INTO turbines VALUES (47, 11, 'CL-01', 'Enercon', 'E-82', 2000.0, 78.0, 82.0, '2014-12-15', '2015-03-15', 'operational', 4467.0, 95.8);
INSERT INTO turbines VALUES (48, 11, 'CL-02', 'Enercon', 'E-82', 2000.0, 78.0, 82.0, '2015-01-17', '2015-05-07', 'operational', 4199.0, 92.5);
INSERT INTO turbines VALUES (49, 12, 'BG-01', 'Nordex', 'N90/2500', 2500.0, 80.0, 90.0, '2016-02-29', '2016-05-17', 'operational', 5606.0, 93.8);
INSERT INTO turbines VALUES (50, 12, 'BG-02', 'Nordex', 'N90/2500', 2500.0, 80.0, 90.0, '2016-03-25', '2016-05-01', 'operational', 5599.0, 95.5);
INSERT INTO turbines VALUES (51, 12, 'BG-03', 'Nordex', 'N90/2500', 2500.0, 80.0, 90.0, '2016-05-08', '2016-07-28', 'operational', 5225.0, 96.5);
INSERT INTO turbines VALUES (52, 13, 'SL-01', 'Enercon', 'E-70', 2300.0, 85.0, 71.0, '2011-08-05', '2011-11-03', 'operational', 4843.0, 97.1);
INSERT INTO turbines VALUES (53, 13, 'SL-02', 'Enercon', 'E-70', 2300.0, 85.0, 71.0, '2011-07-24', '2011-09-11', 'operational', 5097.0, 95.3);
INSERT INTO turbines VALUES (54, 14, 'ZD-01', 'Vestas', 'V112-3.0', 3000.0, 94.0, 112.0, '2016-12-03', '2017-01-17', 'operational', 6105.0, 92.8);
INSERT INTO turbines VALUES (55, 14, 'ZD-02', 'Vestas', 'V112-3.0', 3000.0, 94.0, 112.0, '2016-12-13', '2017-03-05', 'operational', 6158.0, 92.8);
INSERT INTO turbines VALUES (56, 14, 'ZD-03', 'Vestas', 'V112-3.0', 3000.0, 94.0, 112.0, '2017-01-31', '2017-04-11', 'operational', 7349.0, 96.2);
INSERT INTO turbines VALUES (57, 15, 'SK-01', 'GE Vernova', '2.0-116', 2000.0, 94.0, 116.0, '2017-07-14', '2017-08-28', 'operational', 4447.0, 96.7);
INSERT INTO turbines VALUES (58, 15, 'SK-02', 'GE Vernova', '2.0-116', 2000.0, 94.0, 116.0, '2017-09-06', '2017-10-15', 'operational', 3983.0, 94.8);
INSERT INTO turbines VALUES (59, 15, 'SK-03', 'GE Vernova', '2.0-116', 2000.0, 94.0, 116.0, '2017-06-18', '2017-08-30', 'operational', 4325.0, 93.2);
INSERT INTO technicians VALUES (1, 'Mads', 'Jensen', 'Danish', '2014-02-03', 48.0, 'Level 3', 1);
INSERT INTO technicians VALUES (2, 'Freja', 'Jensen', 'Danish', '2020-08-17', 41.5, 'Level 2', 5);
INSERT INTO technicians VALUES (3, 'Sven', 'Olsen', 'Danish', '2017-05-29', 44.0, 'Level 2', 1);
INSERT INTO technicians VALUES (4, 'Ewan', 'MacLeod', 'British', '2012-06-11', 39.0, 'Level 3', 2);
INSERT INTO technicians VALUES (5, 'Fiona', 'Grant', 'British', '2019-03-04', 33.5, 'Level 2', 2);
INSERT INTO technicians VALUES (6, 'Callum', 'Reid', 'British', '2022-09-19', 28.0, 'GWO Basic', 2);
INSERT INTO technicians VALUES (7, 'Javier', 'Ruiz', 'Spanish', '2017-11-06', 31.0, 'Level 3', 3);
INSERT INTO technicians VALUES (8, 'Lucía', 'Navarro', 'Spanish', '2021-01-25', 27.5, 'Level 2', 3);
INSERT INTO technicians VALUES (9, 'Andrei', 'Popa', 'Romanian', '2011-09-12', 24.0, 'Level 3', 4);
INSERT INTO technicians VALUES (10, 'Ioana', 'Dumitru', 'Romanian', '2020-04-20', 19.5, 'Level 2', 4);
INSERT INTO technicians VALUES (11, 'Jonas', 'Weber', 'German', '2018-07-02', 46.0, 'Level 3', 5);
INSERT INTO technicians VALUES (12, 'Lena', 'Hoffmann', 'German', '2021-10-11', 38.5, 'Level 2', 5);
INSERT INTO technicians VALUES (13, 'Kofi', 'Asante', 'Ghanaian', '2019-05-13', 36.0, 'Level 2', NULL);
INSERT INTO technicians VALUES (14, 'Marek', 'Wiśniewski', 'Polish', '2016-02-22', 35.0, 'Level 3', NULL);
INSERT INTO technicians VALUES (15, 'Ayşe', 'Demir', 'Turkish', '2023-02-06', 26.0, 'GWO Basic', 3);
INSERT INTO technicians VALUES (16, 'Rosa', 'Ferreira', 'Portuguese', '2022-05-30', 30.0, 'Level 2', NULL);
INSERT INTO maintenance_visits VALUES (1, 5, '2022-01-15', 'scheduled', 5.5, 414.84, 2446.61, NULL);
INSERT INTO maintenance_visits VALUES (2, 44, '2022-01-22', 'repair', 71.6, 11234.26, 2484.22, 'PITCH-HYD');
INSERT INTO maintenance_visits VALUES (3, 5, '2022-05-22', 'scheduled', 11.8, 1597.28, 3922.45, NULL);
INSERT INTO maintenance_visits VALUES (4, 12, '2022-05-22', 'scheduled', 11.9, 579.17, 1980.66, NULL);
INSERT INTO maintenance_visits VALUES (5, 33, '2022-06-12', 'scheduled', 9.0, 754.01, 1659.14, NULL);
INSERT INTO maintenance_visits VALUES (6, 28, '2022-07-30', 'repair', 64.7, 22610.55, 3285.84, 'MAIN-BRG');
INSERT INTO maintenance_visits VALUES (7, 5, '2022-09-02', 'inspection', 2.7, 0.0, 744.86, NULL);
INSERT INTO maintenance_visits VALUES (8, 58, '2022-10-11', 'scheduled', 7.9, 1716.61, 1629.36, NULL);
INSERT INTO maintenance_visits VALUES (9, 55, '2022-10-12', 'repair', 15.4, 7328.27, 4045.51, 'GBX-OIL');
INSERT INTO maintenance_visits VALUES (10, 30, '2022-10-18', 'repair', 19.4, 10301.86, 4099.71, 'MAIN-BRG');
INSERT INTO maintenance_visits VALUES (11, 5, '2022-10-25', 'repair', 56.0, 12525.38, 5542.47, 'GBX-OIL');
INSERT INTO maintenance_visits VALUES (12, 5, '2022-11-18', 'inspection', 1.4, 0.0, 2095.43, NULL);
INSERT INTO maintenance_visits VALUES (13, 3, '2022-12-05', 'inspection', 4.4, 0.0, 1028.26, NULL);
INSERT INTO maintenance_visits VALUES (14, 37, '2022-12-06', 'scheduled', 7.6, 584.96, 951.33, NULL);
INSERT INTO maintenance_visits VALUES (15, 18, '2023-01-10', 'scheduled', 4.5, 1296.42, 2524.78, NULL);
INSERT INTO maintenance_visits VALUES (16, 6, '2023-01-12', 'repair', 30.6, 11941.62, 3510.7, 'GEN-BRG');
INSERT INTO maintenance_visits VALUES (17, 4, '2023-01-20', 'scheduled', 11.9, 645.03, 2973.2, NULL);
INSERT INTO maintenance_visits VALUES (18, 46, '2023-02-05', 'inspection', 4.8, 0.0, 1012.54, NULL);
INSERT INTO maintenance_visits VALUES (19, 15, '2023-03-17', 'scheduled', 10.4, 1211.57, 1864.88, NULL);
INSERT INTO maintenance_visits VALUES (20, 50, '2023-04-05', 'scheduled', 8.3, 1399.71, 1423.86, NULL);
INSERT INTO maintenance_visits VALUES (21, 5, '2023-06-05', 'repair', 12.5, 20157.34, 4294.64, 'BLD-LE');
INSERT INTO maintenance_visits VALUES (22, 24, '2023-07-01', 'scheduled', 8.8, 1480.31, 2148.47, NULL);
INSERT INTO maintenance_visits VALUES (23, 20, '2023-07-11', 'repair', 75.8, 11515.82, 2265.66, 'YAW-BRK');
INSERT INTO maintenance_visits VALUES (24, 8, '2023-08-06', 'scheduled', 5.9, 1405.17, 1297.56, NULL);
INSERT INTO maintenance_visits VALUES (25, 30, '2023-09-11', 'inspection', 4.2, 0.0, 976.15, NULL);
INSERT INTO maintenance_visits VALUES (26, 42, '2023-09-17', 'scheduled', 4.1, 1119.95, 1368.36, NULL);
INSERT INTO maintenance_visits VALUES (27, 6, '2023-09-21', 'scheduled', 8.1, 974.74, 2491.76, NULL);
INSERT INTO maintenance_visits VALUES (28, 1, '2023-10-07', 'repair', 59.2, 2090.99, 8221.46, 'GBX-OIL');
INSERT INTO maintenance_visits VALUES (29, 1, '2023-10-20', 'inspection', 4.6, 0.0, 1263.33, NULL);
INSERT INTO maintenance_visits VALUES (30, 3, '2023-11-03', 'repair', 56.5, 8740.3, 4107.6, 'GEN-BRG');
INSERT INTO maintenance_visits VALUES (31, 6, '2023-12-08', 'repair', 59.7, 2695.79, 3428.56, 'PITCH-HYD');
INSERT INTO maintenance_visits VALUES (32, 8, '2023-12-08', 'scheduled', 4.6, 1225.64, 1492.29, NULL);
INSERT INTO maintenance_visits VALUES (33, 36, '2024-01-04', 'scheduled', 10.7, 1135.39, 2100.86, NULL);
INSERT INTO maintenance_visits VALUES (34, 11, '2024-02-29', 'inspection', 4.3, 0.0, 759.86, NULL);
INSERT INTO maintenance_visits VALUES (35, 2, '2024-06-18', 'scheduled', 11.0, 1625.64, 1767.7, NULL);
INSERT INTO maintenance_visits VALUES (36, 38, '2024-07-12', 'repair', 84.3, 20852.26, 3656.97, 'YAW-BRK');
INSERT INTO maintenance_visits VALUES (37, 19, '2024-09-14', 'repair', 12.2, 11567.4, 1947.52, 'MAIN-BRG');
INSERT INTO maintenance_visits VALUES (38, 2, '2024-10-06', 'scheduled', 9.7, 1061.47, 2187.66, NULL);
INSERT INTO visit_technicians VALUES (1, 3, 'lead');
INSERT INTO visit_technicians VALUES (2, 14, 'lead');
INSERT INTO visit_technicians VALUES (3, 3, 'lead');
INSERT INTO visit_technicians VALUES (3, 13, 'assistant');
INSERT INTO visit_technicians VALUES (4, 6, 'lead');
INSERT INTO visit_technicians VALUES (4, 14, 'assistant');
INSERT INTO visit_technicians VALUES (5, 4, 'lead');
INSERT INTO visit_technicians VALUES (6, 2, 'lead');
INSERT INTO visit_technicians VALUES (7, 3, 'lead');
INSERT INTO visit_technicians VALUES (8, 14, 'lead');
INSERT INTO visit_technicians VALUES (9, 14, 'lead');
INSERT INTO visit_technicians VALUES (10, 2, 'lead');
INSERT INTO visit_technicians VALUES (11, 3, 'lead');
INSERT INTO visit_technicians VALUES (12, 3, 'lead');
INSERT INTO visit_technicians VALUES (12, 13, 'assistant');
INSERT INTO visit_technicians VALUES (13, 3, 'lead');
INSERT INTO visit_technicians VALUES (13, 13, 'assistant');
INSERT INTO visit_technicians VALUES (14, 3, 'assistant');
INSERT INTO visit_technicians VALUES (14, 14, 'lead');
INSERT INTO visit_technicians VALUES (15, 7, 'lead');
INSERT INTO visit_technicians VALUES (15, 14, 'assistant');
INSERT INTO visit_technicians VALUES (15, 15, 'assistant');
INSERT INTO visit_technicians VALUES (16, 6, 'lead');
INSERT INTO visit_technicians VALUES (17, 1, 'lead');
INSERT INTO visit_technicians VALUES (18, 10, 'lead');
INSERT INTO visit_technicians VALUES (19, 15, 'lead');
INSERT INTO visit_technicians VALUES (20, 16, 'lead');
INSERT INTO visit_technicians VALUES (21, 1, 'lead');
INSERT INTO visit_technicians VALUES (22, 10, 'lead');
INSERT INTO visit_technicians VALUES (23, 7, 'lead');
INSERT INTO visit_technicians VALUES (23, 13, 'assistant');
INSERT INTO visit_technicians VALUES (24, 5, 'lead');
INSERT INTO visit_technicians VALUES (24, 6, 'assistant');
INSERT INTO visit_technicians VALUES (24, 13, 'assistant');
INSERT INTO visit_technicians VALUES (25, 2, 'lead');
INSERT INTO visit_technicians VALUES (26, 14, 'lead');
INSERT INTO visit_technicians VALUES (26, 16, 'assistant');
INSERT INTO visit_technicians VALUES (27, 4, 'lead');
INSERT INTO visit_technicians VALUES (28, 3, 'lead');
INSERT INTO visit_technicians VALUES (29, 1, 'lead');
INSERT INTO visit_technicians VALUES (29, 3, 'assistant');
INSERT INTO visit_technicians VALUES (30, 1, 'lead');
INSERT INTO visit_technicians VALUES (30, 3, 'assistant');
INSERT INTO visit_technicians VALUES (31, 4, 'lead');
INSERT INTO visit_technicians VALUES (32, 4, 'assistant');
INSERT INTO visit_technicians VALUES (32, 5, 'lead');
INSERT INTO visit_technicians VALUES (33, 3, 'lead');
INSERT INTO visit_technicians VALUES (33, 14, 'assistant');
INSERT INTO visit_technicians VALUES (34, 5, 'lead');
INSERT INTO visit_technicians VALUES (35, 1, 'lead');
INSERT INTO visit_technicians VALUES (36, 16, 'lead');
INSERT INTO visit_technicians VALUES (37, 15, 'lead');
INSERT INTO visit_technicians VALUES (38, 3, 'lead');
