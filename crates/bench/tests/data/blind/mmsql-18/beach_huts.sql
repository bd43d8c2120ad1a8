-- beach_huts: a Kent district council's seafront beach-hut lettings (sites, huts, tenants, lettings, wardens, maintenance)
BEGIN TRANSACTION;
CREATE TABLE sites (
  site_id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  town TEXT NOT NULL,
  is_parking_nearby INTEGER NOT NULL CHECK (is_parking_nearby IN (0,1)),
  is_toilets_nearby INTEGER NOT NULL CHECK (is_toilets_nearby IN (0,1)),
  opened_year INTEGER -- NULL = year the hut row opened is not recorded
);
CREATE TABLE huts (
  hut_id INTEGER PRIMARY KEY,
  site_id INTEGER NOT NULL REFERENCES sites(site_id),
  hut_number TEXT NOT NULL,
  colour TEXT NOT NULL,
  size TEXT NOT NULL,
  season_fee REAL NOT NULL,
  weekly_fee REAL, -- NULL = not offered for weekly hire (season lets only)
  is_accessible INTEGER NOT NULL CHECK (is_accessible IN (0,1)),
  last_painted_on TEXT -- NULL = not repainted since it was built
);
CREATE TABLE tenants (
  tenant_id INTEGER PRIMARY KEY,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  home_town TEXT NOT NULL,
  email TEXT, -- NULL = no email address on file
  is_resident INTEGER NOT NULL CHECK (is_resident IN (0,1)),
  registered_on TEXT NOT NULL
);
CREATE TABLE lettings (
  letting_id INTEGER PRIMARY KEY,
  hut_id INTEGER NOT NULL REFERENCES huts(hut_id),
  tenant_id INTEGER NOT NULL REFERENCES tenants(tenant_id),
  letting_type TEXT NOT NULL,
  start_on TEXT NOT NULL,
  end_on TEXT NOT NULL,
  amount_charged REAL NOT NULL,
  discount REAL, -- NULL = no discount given
  paid_on TEXT, -- NULL = not paid yet
  is_cancelled INTEGER NOT NULL CHECK (is_cancelled IN (0,1))
);
CREATE TABLE wardens (
  warden_id INTEGER PRIMARY KEY,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  base_site_id INTEGER NOT NULL REFERENCES sites(site_id),
  phone TEXT, -- NULL = no work phone issued
  hired_on TEXT NOT NULL
);
CREATE TABLE maintenance_reports (
  report_id INTEGER PRIMARY KEY,
  hut_id INTEGER NOT NULL REFERENCES huts(hut_id),
  warden_id INTEGER NOT NULL REFERENCES wardens(warden_id),
  reported_on TEXT NOT NULL,
  issue TEXT NOT NULL,
  fixed_on TEXT, -- NULL = still waiting to be fixed
  repair_cost REAL -- NULL = cost not yet known
);
INSERT INTO sites (site_id, name, town, is_parking_nearby, is_toilets_nearby, opened_year) VALUES (1, 'West Beach', 'Whitstable', 1, 1, 1994);
INSERT INTO sites (site_id, name, town, is_parking_nearby, is_toilets_nearby, opened_year) VALUES (2, 'Tankerton Slopes', 'Whitstable', 1, 1, 1962);
INSERT INTO sites (site_id, name, town, is_parking_nearby, is_toilets_nearby, opened_year) VALUES (3, 'Seasalter', 'Whitstable', 1, 0, NULL);
INSERT INTO sites (site_id, name, town, is_parking_nearby, is_toilets_nearby, opened_year) VALUES (4, 'Hampton', 'Herne Bay', 0, 1, 1988);
INSERT INTO sites (site_id, name, town, is_parking_nearby, is_toilets_nearby, opened_year) VALUES (5, 'West Beach', 'Herne Bay', 1, 1, 2003);
INSERT INTO sites (site_id, name, town, is_parking_nearby, is_toilets_nearby, opened_year) VALUES (6, 'Beltinge', 'Herne Bay', 0, 0, 1979);
INSERT INTO sites (site_id, name, town, is_parking_nearby, is_toilets_nearby, opened_year) VALUES (7, 'Reculver', 'Herne Bay', 1, 1, NULL);
INSERT INTO sites (site_id, name, town, is_parking_nearby, is_toilets_nearby, opened_year) VALUES (8, 'Westbrook Bay', 'Margate', 1, 1, 1971);
INSERT INTO sites (site_id, name, town, is_parking_nearby, is_toilets_nearby, opened_year) VALUES (9, 'Walpole Bay', 'Margate', 0, 1, 1985);
INSERT INTO sites (site_id, name, town, is_parking_nearby, is_toilets_nearby, opened_year) VALUES (10, 'Minnis Bay', 'Margate', 1, 1, 1998);
INSERT INTO sites (site_id, name, town, is_parking_nearby, is_toilets_nearby, opened_year) VALUES (11, 'Viking Bay', 'Broadstairs', 0, 1, 1957);
INSERT INTO sites (site_id, name, town, is_parking_nearby, is_toilets_nearby, opened_year) VALUES (12, 'Joss Bay', 'Broadstairs', 1, 1, 2009);
INSERT INTO sites (site_id, name, town, is_parking_nearby, is_toilets_nearby, opened_year) VALUES (13, 'Stone Bay', 'Broadstairs', 0, 0, 1990);
INSERT INTO sites (site_id, name, town, is_parking_nearby, is_toilets_nearby, opened_year) VALUES (14, 'Western Undercliff', 'Ramsgate', 1, 0, 1983);
INSERT INTO sites (site_id, name, town, is_parking_nearby, is_toilets_nearby, opened_year) VALUES (15, 'East Cliff', 'Ramsgate', 1, 1, 2012);
INSERT INTO huts (hut_id, site_id, hut_number, colour, size, season_fee, weekly_fee, is_accessible, last_painted_on) VALUES (1, 1, 'WB-05', 'White', 'Large', 2000.0, 240.0, 0, '2021-08-16');
INSERT INTO huts (hut_id, site_id, hut_number, colour, size, season_fee, weekly_fee, is_accessible, last_painted_on) VALUES (2, 1, 'WB-08', 'Lemon', 'Standard', 1300.0, 120.0, 1, '2020-07-13');
INSERT INTO huts (hut_id, site_id, hut_number, colour, size, season_fee, weekly_fee, is_accessible, last_painted_on) VALUES (3, 1, 'WB-09', 'Coral', 'Standard', 1300.0, NULL, 0, '2019-05-27');
INSERT INTO huts (hut_id, site_id, hut_number, colour, size, season_fee, weekly_fee, is_accessible, last_painted_on) VALUES (4, 2, 'TS-05', 'Mint', 'Standard Plus', 1550.0, 160.0, 0, '2019-11-17');
INSERT INTO huts (hut_id, site_id, hut_number, colour, size, season_fee, weekly_fee, is_accessible, last_painted_on) VALUES (5, 2, 'TS-07', 'Mint', 'Large', 2150.0, 225.0, 0, '2019-07-26');
INSERT INTO huts (hut_id, site_id, hut_number, colour, size, season_fee, weekly_fee, is_accessible, last_painted_on) VALUES (6, 2, 'TS-10', 'Sky Blue', 'Standard', 1250.0, 120.0, 0, NULL);
INSERT INTO huts (hut_id, site_id, hut_number, colour, size, season_fee, weekly_fee, is_accessible, last_painted_on) VALUES (7, 2, 'TS-13', 'Sky Blue', 'Standard', 1300.0, 140.0, 0, '2023-09-27');
INSERT INTO huts (hut_id, site_id, hut_number, colour, size, season_fee, weekly_fee, is_accessible, last_painted_on) VALUES (8, 3, 'SS-05', 'Coral', 'Large', 1900.0, 225.0, 0, '2021-01-03');
INSERT INTO huts (hut_id, site_id, hut_number, colour, size, season_fee, weekly_fee, is_accessible, last_painted_on) VALUES (9, 4, 'HA-04', 'Lemon', 'Standard', 1200.0, 140.0, 0, '2023-07-24');
INSERT INTO huts (hut_id, site_id, hut_number, colour, size, season_fee, weekly_fee, is_accessible, last_painted_on) VALUES (10, 4, 'HA-07', 'Lemon', 'Standard Plus', 1500.0, 170.0, 1, '2023-02-12');
INSERT INTO huts (hut_id, site_id, hut_number, colour, size, season_fee, weekly_fee, is_accessible, last_painted_on) VALUES (11, 5, 'HB-04', 'Pink', 'Standard', 1150.0, 140.0, 0, '2021-01-11');
INSERT INTO huts (hut_id, site_id, hut_number, colour, size, season_fee, weekly_fee, is_accessible, last_painted_on) VALUES (12, 5, 'HB-07', 'Mint', 'Standard', 1150.0, 120.0, 0, NULL);
INSERT INTO huts (hut_id, site_id, hut_number, colour, size, season_fee, weekly_fee, is_accessible, last_painted_on) VALUES (13, 5, 'HB-09', 'Pink', 'Standard', 1200.0, 140.0, 0, '2020-06-13');
INSERT INTO huts (hut_id, site_id, hut_number, colour, size, season_fee, weekly_fee, is_accessible, last_painted_on) VALUES (14, 6, 'BE-03', 'Pink', 'Standard Plus', 1550.0, NULL, 0, '2020-05-18');
INSERT INTO huts (hut_id, site_id, hut_number, colour, size, season_fee, weekly_fee, is_accessible, last_painted_on) VALUES (15, 6, 'BE-06', 'Pink', 'Standard', 1150.0, 130.0, 0, '2020-11-12');
INSERT INTO huts (hut_id, site_id, hut_number, colour, size, season_fee, weekly_fee, is_accessible, last_painted_on) VALUES (16, 7, 'RC-05', 'Navy', 'Standard', 1200.0, 140.0, 0, '2022-04-06');
INSERT INTO huts (hut_id, site_id, hut_number, colour, size, season_fee, weekly_fee, is_accessible, last_painted_on) VALUES (17, 8, 'WE-05', 'Navy', 'Standard', 1250.0, 140.0, 1, '2023-02-27');
INSERT INTO huts (hut_id, site_id, hut_number, colour, size, season_fee, weekly_fee, is_accessible, last_painted_on) VALUES (18, 8, 'WE-08', 'White', 'Standard Plus', 1600.0, 160.0, 0, '2023-09-29');
INSERT INTO huts (hut_id, site_id, hut_number, colour, size, season_fee, weekly_fee, is_accessible, last_painted_on) VALUES (19, 8, 'WE-10', 'Lilac', 'Large', 2150.0, 210.0, 0, NULL);
INSERT INTO huts (hut_id, site_id, hut_number, colour, size, season_fee, weekly_fee, is_accessible, last_painted_on) VALUES (20, 9, 'WP-04', 'White', 'Large', 1900.0, 210.0, 0, '2022-10-02');
INSERT INTO huts (hut_id, site_id, hut_number, colour, size, season_fee, weekly_fee, is_accessible, last_painted_on) VALUES (21, 9, 'WP-08', 'Coral', 'Standard', 1300.0, 140.0, 0, '2022-07-13');
INSERT INTO huts (hut_id, site_id, hut_number, colour, size, season_fee, weekly_fee, is_accessible, last_painted_on) VALUES (22, 10, 'MB-05', 'Sky Blue', 'Standard', 1150.0, NULL, 0, '2020-02-02');
INSERT INTO huts (hut_id, site_id, hut_number, colour, size, season_fee, weekly_fee, is_accessible, last_painted_on) VALUES (23, 10, 'MB-08', 'Pink', 'Standard', 1200.0, 140.0, 1, '2020-10-11');
INSERT INTO huts (hut_id, site_id, hut_number, colour, size, season_fee, weekly_fee, is_accessible, last_painted_on) VALUES (24, 10, 'MB-11', 'Mint', 'Standard', 1250.0, 120.0, 0, '2024-01-29');
INSERT INTO huts (hut_id, site_id, hut_number, colour, size, season_fee, weekly_fee, is_accessible, last_painted_on) VALUES (25, 11, 'VB-03', 'Sky Blue', 'Standard Plus', 1550.0, 160.0, 1, '2022-05-05');
INSERT INTO huts (hut_id, site_id, hut_number, colour, size, season_fee, weekly_fee, is_accessible, last_painted_on) VALUES (26, 11, 'VB-07', 'Sky Blue', 'Standard', 1150.0, 130.0, 0, '2021-09-15');
INSERT INTO huts (hut_id, site_id, hut_number, colour, size, season_fee, weekly_fee, is_accessible, last_painted_on) VALUES (27, 11, 'VB-10', 'Lilac', 'Standard', 1300.0, 130.0, 0, NULL);
INSERT INTO huts (hut_id, site_id, hut_number, colour, size, season_fee, weekly_fee, is_accessible, last_painted_on) VALUES (28, 12, 'JB-04', 'Navy', 'Standard Plus', 1500.0, 170.0, 0, '2021-07-05');
INSERT INTO huts (hut_id, site_id, hut_number, colour, size, season_fee, weekly_fee, is_accessible, last_painted_on) VALUES (29, 12, 'JB-06', 'Coral', 'Large', 1900.0, 240.0, 0, '2021-10-21');
INSERT INTO huts (hut_id, site_id, hut_number, colour, size, season_fee, weekly_fee, is_accessible, last_painted_on) VALUES (30, 13, 'SB-05', 'White', 'Large', 2000.0, 210.0, 0, '2020-08-26');
INSERT INTO huts (hut_id, site_id, hut_number, colour, size, season_fee, weekly_fee, is_accessible, last_painted_on) VALUES (31, 14, 'WU-04', 'Lilac', 'Large', 2150.0, NULL, 0, '2023-01-02');
INSERT INTO huts (hut_id, site_id, hut_number, colour, size, season_fee, weekly_fee, is_accessible, last_painted_on) VALUES (32, 14, 'WU-08', 'Lemon', 'Standard', 1200.0, 140.0, 0, '2019-09-15');
INSERT INTO huts (hut_id, site_id, hut_number, colour, size, season_fee, weekly_fee, is_accessible, last_painted_on) VALUES (33, 15, 'EC-03', 'Lilac', 'Standard Plus', 1500.0, 160.0, 0, NULL);
INSERT INTO huts (hut_id, site_id, hut_number, colour, size, season_fee, weekly_fee, is_accessible, last_painted_on) VALUES (34, 15, 'EC-08', 'Sky Blue', 'Standard', 1250.0, 120.0, 1, '2023-03-27');
INSERT INTO huts (hut_id, site_id, hut_number, colour, size, season_fee, weekly_fee, is_accessible, last_painted_on) VALUES (35, 15, 'EC-10', 'Pink', 'Standard', 1150.0, 120.0, 0, '2021-01-25');
INSERT INTO huts (hut_id, site_id, hut_number, colour, size, season_fee, weekly_fee, is_accessible, last_painted_on) VALUES (36, 1, 'WB-13', 'Coral', 'Standard', 1300.0, 120.0, 0, '2021-05-16');
INSERT INTO huts (hut_id, site_id, hut_number, colour, size, season_fee, weekly_fee, is_accessible, last_painted_on) VALUES (37, 5, 'HB-14', 'Mint', 'Standard', 1150.0, 120.0, 1, '2023-10-01');
INSERT INTO huts (hut_id, site_id, hut_number, colour, size, season_fee, weekly_fee, is_accessible, last_painted_on) VALUES (38, 8, 'WE-14', 'Coral', 'Standard', 1200.0, NULL, 0, '2020-09-01');
INSERT INTO huts (hut_id, site_id, hut_number, colour, size, season_fee, weekly_fee, is_accessible, last_painted_on) VALUES (39, 11, 'VB-14', 'White', 'Standard', 1300.0, 140.0, 0, '2020-01-05');
INSERT INTO huts (hut_id, site_id, hut_number, colour, size, season_fee, weekly_fee, is_accessible, last_painted_on) VALUES (40, 2, 'TS-16', 'Lilac', 'Standard', 1300.0, 120.0, 0, NULL);
INSERT INTO tenants (tenant_id, first_name, last_name, home_town, email, is_resident, registered_on) VALUES (1, 'Linda', 'Marsh', 'Whitstable', 'linda.marsh@example.co.uk', 1, '2018-02-11');
INSERT INTO tenants (tenant_id, first_name, last_name, home_town, email, is_resident, registered_on) VALUES (2, 'Terry', 'Bligh', 'Herne Bay', NULL, 1, '2019-11-03');
INSERT INTO tenants (tenant_id, first_name, last_name, home_town, email, is_resident, registered_on) VALUES (3, 'Kevin', 'O''Neill', 'Canterbury', 'kev.oneill@example.com', 0, '2021-01-20');
INSERT INTO tenants (tenant_id, first_name, last_name, home_town, email, is_resident, registered_on) VALUES (4, 'Rosa', 'Fernandes', 'London', 'rosa.f@example.com', 0, '2022-03-15');
INSERT INTO tenants (tenant_id, first_name, last_name, home_town, email, is_resident, registered_on) VALUES (5, 'Hannah', 'Wicks', 'Margate', 'hannah.wicks@example.org', 1, '2017-06-08');
INSERT INTO tenants (tenant_id, first_name, last_name, home_town, email, is_resident, registered_on) VALUES (6, 'Derek', 'Cole', 'Broadstairs', NULL, 1, '2016-09-27');
INSERT INTO tenants (tenant_id, first_name, last_name, home_town, email, is_resident, registered_on) VALUES (7, 'Joanne', 'Pyke', 'Faversham', 'jo.pyke@example.co.uk', 0, '2020-12-01');
INSERT INTO tenants (tenant_id, first_name, last_name, home_town, email, is_resident, registered_on) VALUES (8, 'Samir', 'Haddad', 'London', 'samir.haddad@example.net', 0, '2023-01-14');
INSERT INTO tenants (tenant_id, first_name, last_name, home_town, email, is_resident, registered_on) VALUES (9, 'Pauline', 'Stroud', 'Whitstable', 'pauline.stroud@example.com', 1, '2015-04-22');
INSERT INTO tenants (tenant_id, first_name, last_name, home_town, email, is_resident, registered_on) VALUES (10, 'Graham', 'Tufnell', 'Ramsgate', NULL, 1, '2019-05-30');
INSERT INTO tenants (tenant_id, first_name, last_name, home_town, email, is_resident, registered_on) VALUES (11, 'Mei', 'Chen', 'Canterbury', 'mei.chen@example.org', 0, '2022-07-07');
INSERT INTO tenants (tenant_id, first_name, last_name, home_town, email, is_resident, registered_on) VALUES (12, 'Bernard', 'Kemp', 'Herne Bay', 'bernard.kemp@example.co.uk', 1, '2014-02-18');
INSERT INTO tenants (tenant_id, first_name, last_name, home_town, email, is_resident, registered_on) VALUES (13, 'Linda', 'Ashby', 'Ashford', 'linda.ashby@example.com', 0, '2021-10-10');
INSERT INTO tenants (tenant_id, first_name, last_name, home_town, email, is_resident, registered_on) VALUES (14, 'Chloe', 'Rudd', 'Margate', NULL, 1, '2023-03-03');
INSERT INTO tenants (tenant_id, first_name, last_name, home_town, email, is_resident, registered_on) VALUES (15, 'Oliver', 'Grant', 'London', 'ol.grant@example.net', 0, '2020-01-25');
INSERT INTO tenants (tenant_id, first_name, last_name, home_town, email, is_resident, registered_on) VALUES (16, 'Maureen', 'Daly', 'Broadstairs', 'maureen.daly@example.org', 1, '2013-08-19');
INSERT INTO tenants (tenant_id, first_name, last_name, home_town, email, is_resident, registered_on) VALUES (17, 'Ibrahim', 'Yusuf', 'Canterbury', 'i.yusuf@example.com', 0, '2023-01-06');
INSERT INTO tenants (tenant_id, first_name, last_name, home_town, email, is_resident, registered_on) VALUES (18, 'Sheila', 'Harker', 'Whitstable', NULL, 1, '2018-05-12');
INSERT INTO tenants (tenant_id, first_name, last_name, home_town, email, is_resident, registered_on) VALUES (19, 'Terry', 'Lomas', 'Sevenoaks', 'terry.lomas@example.co.uk', 0, '2022-11-29');
INSERT INTO tenants (tenant_id, first_name, last_name, home_town, email, is_resident, registered_on) VALUES (20, 'Anita', 'Kaur', 'Ramsgate', 'anita.kaur@example.org', 1, '2020-06-16');
INSERT INTO tenants (tenant_id, first_name, last_name, home_town, email, is_resident, registered_on) VALUES (21, 'Frank', 'Whybrow', 'Herne Bay', 'frank.whybrow@example.com', 1, '2012-03-09');
INSERT INTO tenants (tenant_id, first_name, last_name, home_town, email, is_resident, registered_on) VALUES (22, 'Zoe', 'Tillett', 'London', NULL, 0, '2023-05-21');
INSERT INTO tenants (tenant_id, first_name, last_name, home_town, email, is_resident, registered_on) VALUES (23, 'Nigel', 'Pettitt', 'Faversham', 'nigel.p@example.net', 0, '2019-02-02');
INSERT INTO tenants (tenant_id, first_name, last_name, home_town, email, is_resident, registered_on) VALUES (24, 'Carol', 'Banks', 'Margate', 'carol.banks@example.co.uk', 1, '2016-04-14');
INSERT INTO tenants (tenant_id, first_name, last_name, home_town, email, is_resident, registered_on) VALUES (25, 'Dev', 'Mistry', 'Ashford', 'dev.mistry@example.com', 0, '2021-07-30');
INSERT INTO tenants (tenant_id, first_name, last_name, home_town, email, is_resident, registered_on) VALUES (26, 'Gillian', 'Fagg', 'Whitstable', 'gill.fagg@example.org', 1, '2017-12-05');
INSERT INTO tenants (tenant_id, first_name, last_name, home_town, email, is_resident, registered_on) VALUES (27, 'Ray', 'Sayer', 'Broadstairs', NULL, 1, '2022-02-14');
INSERT INTO tenants (tenant_id, first_name, last_name, home_town, email, is_resident, registered_on) VALUES (28, 'Yasmin', 'Ali', 'London', 'yasmin.ali@example.com', 0, '2022-04-26');
INSERT INTO tenants (tenant_id, first_name, last_name, home_town, email, is_resident, registered_on) VALUES (29, 'Martin', 'Oakley', 'Canterbury', 'martin.oakley@example.net', 0, '2018-08-08');
INSERT INTO tenants (tenant_id, first_name, last_name, home_town, email, is_resident, registered_on) VALUES (30, 'Brenda', 'Gammon', 'Herne Bay', 'brenda.gammon@example.co.uk', 1, '2015-10-31');
INSERT INTO lettings (letting_id, hut_id, tenant_id, letting_type, start_on, end_on, amount_charged, discount, paid_on, is_cancelled) VALUES (1, 1, 1, 'Season', '2023-04-01', '2023-10-31', 1850.0, 150.0, '2023-03-14', 0);
INSERT INTO lettings (letting_id, hut_id, tenant_id, letting_type, start_on, end_on, amount_charged, discount, paid_on, is_cancelled) VALUES (2, 4, 9, 'Season', '2023-04-01', '2023-10-31', 1550.0, NULL, '2023-03-22', 0);
INSERT INTO lettings (letting_id, hut_id, tenant_id, letting_type, start_on, end_on, amount_charged, discount, paid_on, is_cancelled) VALUES (3, 8, 18, 'Season', '2023-04-01', '2023-10-31', 1900.0, NULL, '2023-03-22', 0);
INSERT INTO lettings (letting_id, hut_id, tenant_id, letting_type, start_on, end_on, amount_charged, discount, paid_on, is_cancelled) VALUES (4, 9, 2, 'Season', '2023-04-01', '2023-10-31', 1050.0, 150.0, '2023-04-09', 0);
INSERT INTO lettings (letting_id, hut_id, tenant_id, letting_type, start_on, end_on, amount_charged, discount, paid_on, is_cancelled) VALUES (5, 13, 30, 'Season', '2023-04-01', '2023-10-31', 1050.0, 150.0, '2023-03-03', 0);
INSERT INTO lettings (letting_id, hut_id, tenant_id, letting_type, start_on, end_on, amount_charged, discount, paid_on, is_cancelled) VALUES (6, 17, 5, 'Season', '2023-04-01', '2023-10-31', 1175.0, 75.0, '2023-03-29', 0);
INSERT INTO lettings (letting_id, hut_id, tenant_id, letting_type, start_on, end_on, amount_charged, discount, paid_on, is_cancelled) VALUES (7, 20, 14, 'Season', '2023-04-01', '2023-10-31', 1900.0, NULL, '2023-04-04', 0);
INSERT INTO lettings (letting_id, hut_id, tenant_id, letting_type, start_on, end_on, amount_charged, discount, paid_on, is_cancelled) VALUES (8, 22, 6, 'Season', '2023-04-01', '2023-10-31', 1000.0, 150.0, '2023-03-16', 0);
INSERT INTO lettings (letting_id, hut_id, tenant_id, letting_type, start_on, end_on, amount_charged, discount, paid_on, is_cancelled) VALUES (9, 28, 27, 'Season', '2023-04-01', '2023-10-31', 1350.0, 150.0, '2023-03-27', 0);
INSERT INTO lettings (letting_id, hut_id, tenant_id, letting_type, start_on, end_on, amount_charged, discount, paid_on, is_cancelled) VALUES (10, 30, 10, 'Season', '2023-04-01', '2023-10-31', 2000.0, NULL, '2023-03-12', 0);
INSERT INTO lettings (letting_id, hut_id, tenant_id, letting_type, start_on, end_on, amount_charged, discount, paid_on, is_cancelled) VALUES (11, 34, 26, 'Season', '2023-04-01', '2023-10-31', 1250.0, NULL, '2023-03-07', 0);
INSERT INTO lettings (letting_id, hut_id, tenant_id, letting_type, start_on, end_on, amount_charged, discount, paid_on, is_cancelled) VALUES (12, 36, 29, 'Season', '2023-04-01', '2023-10-31', 1300.0, NULL, '2023-04-08', 0);
INSERT INTO lettings (letting_id, hut_id, tenant_id, letting_type, start_on, end_on, amount_charged, discount, paid_on, is_cancelled) VALUES (13, 1, 1, 'Season', '2024-04-01', '2024-10-31', 1850.0, 150.0, '2024-03-09', 0);
INSERT INTO lettings (letting_id, hut_id, tenant_id, letting_type, start_on, end_on, amount_charged, discount, paid_on, is_cancelled) VALUES (14, 4, 9, 'Season', '2024-04-01', '2024-10-31', 1550.0, NULL, '2024-03-05', 0);
INSERT INTO lettings (letting_id, hut_id, tenant_id, letting_type, start_on, end_on, amount_charged, discount, paid_on, is_cancelled) VALUES (15, 5, 21, 'Season', '2024-04-01', '2024-10-31', 2000.0, 150.0, '2024-03-03', 0);
INSERT INTO lettings (letting_id, hut_id, tenant_id, letting_type, start_on, end_on, amount_charged, discount, paid_on, is_cancelled) VALUES (16, 9, 2, 'Season', '2024-04-01', '2024-10-31', 1050.0, 150.0, NULL, 0);
INSERT INTO lettings (letting_id, hut_id, tenant_id, letting_type, start_on, end_on, amount_charged, discount, paid_on, is_cancelled) VALUES (17, 11, 12, 'Season', '2024-04-01', '2024-10-31', 1150.0, NULL, '2024-03-17', 0);
INSERT INTO lettings (letting_id, hut_id, tenant_id, letting_type, start_on, end_on, amount_charged, discount, paid_on, is_cancelled) VALUES (18, 13, 30, 'Season', '2024-04-01', '2024-10-31', 1050.0, 150.0, '2024-03-10', 0);
INSERT INTO lettings (letting_id, hut_id, tenant_id, letting_type, start_on, end_on, amount_charged, discount, paid_on, is_cancelled) VALUES (19, 17, 5, 'Season', '2024-04-01', '2024-10-31', 1175.0, 75.0, '2024-03-24', 0);
INSERT INTO lettings (letting_id, hut_id, tenant_id, letting_type, start_on, end_on, amount_charged, discount, paid_on, is_cancelled) VALUES (20, 18, 24, 'Season', '2024-04-01', '2024-10-31', 1450.0, 150.0, '2024-03-16', 0);
INSERT INTO lettings (letting_id, hut_id, tenant_id, letting_type, start_on, end_on, amount_charged, discount, paid_on, is_cancelled) VALUES (21, 20, 14, 'Season', '2024-04-01', '2024-10-31', 1900.0, NULL, '2024-03-24', 0);
INSERT INTO lettings (letting_id, hut_id, tenant_id, letting_type, start_on, end_on, amount_charged, discount, paid_on, is_cancelled) VALUES (22, 25, 16, 'Season', '2024-04-01', '2024-10-31', 1550.0, NULL, '2024-03-12', 0);
INSERT INTO lettings (letting_id, hut_id, tenant_id, letting_type, start_on, end_on, amount_charged, discount, paid_on, is_cancelled) VALUES (23, 28, 27, 'Season', '2024-04-01', '2024-10-31', 1350.0, 150.0, NULL, 0);
INSERT INTO lettings (letting_id, hut_id, tenant_id, letting_type, start_on, end_on, amount_charged, discount, paid_on, is_cancelled) VALUES (24, 30, 10, 'Season', '2024-04-01', '2024-10-31', 2000.0, NULL, '2024-03-29', 0);
INSERT INTO lettings (letting_id, hut_id, tenant_id, letting_type, start_on, end_on, amount_charged, discount, paid_on, is_cancelled) VALUES (25, 32, 20, 'Season', '2024-04-01', '2024-10-31', 1050.0, 150.0, '2024-03-20', 1);
INSERT INTO lettings (letting_id, hut_id, tenant_id, letting_type, start_on, end_on, amount_charged, discount, paid_on, is_cancelled) VALUES (26, 34, 26, 'Season', '2024-04-01', '2024-10-31', 1250.0, NULL, NULL, 0);
INSERT INTO lettings (letting_id, hut_id, tenant_id, letting_type, start_on, end_on, amount_charged, discount, paid_on, is_cancelled) VALUES (27, 36, 29, 'Season', '2024-04-01', '2024-10-31', 1300.0, NULL, '2024-03-09', 0);
INSERT INTO lettings (letting_id, hut_id, tenant_id, letting_type, start_on, end_on, amount_charged, discount, paid_on, is_cancelled) VALUES (28, 39, 28, 'Week', '2024-07-22', '2024-07-29', 120.0, 20.0, '2024-07-13', 0);
INSERT INTO lettings (letting_id, hut_id, tenant_id, letting_type, start_on, end_on, amount_charged, discount, paid_on, is_cancelled) VALUES (29, 40, 4, 'Week', '2023-09-02', '2023-09-09', 120.0, NULL, '2023-08-24', 0);
INSERT INTO lettings (letting_id, hut_id, tenant_id, letting_type, start_on, end_on, amount_charged, discount, paid_on, is_cancelled) VALUES (30, 7, 8, 'Week', '2024-07-15', '2024-07-22', 140.0, NULL, '2024-07-08', 0);
INSERT INTO lettings (letting_id, hut_id, tenant_id, letting_type, start_on, end_on, amount_charged, discount, paid_on, is_cancelled) VALUES (31, 28, 29, 'Week', '2023-07-01', '2023-07-08', 170.0, NULL, '2023-06-02', 0);
INSERT INTO lettings (letting_id, hut_id, tenant_id, letting_type, start_on, end_on, amount_charged, discount, paid_on, is_cancelled) VALUES (32, 15, 15, 'Week', '2024-09-16', '2024-09-23', 110.0, 20.0, '2024-09-09', 0);
INSERT INTO lettings (letting_id, hut_id, tenant_id, letting_type, start_on, end_on, amount_charged, discount, paid_on, is_cancelled) VALUES (33, 6, 22, 'Week', '2023-08-12', '2023-08-19', 120.0, NULL, '2023-07-24', 0);
INSERT INTO lettings (letting_id, hut_id, tenant_id, letting_type, start_on, end_on, amount_charged, discount, paid_on, is_cancelled) VALUES (34, 5, 15, 'Week', '2024-06-10', '2024-06-17', 225.0, NULL, '2024-05-29', 0);
INSERT INTO lettings (letting_id, hut_id, tenant_id, letting_type, start_on, end_on, amount_charged, discount, paid_on, is_cancelled) VALUES (35, 40, 17, 'Week', '2023-06-10', '2023-06-17', 120.0, NULL, '2023-05-28', 0);
INSERT INTO lettings (letting_id, hut_id, tenant_id, letting_type, start_on, end_on, amount_charged, discount, paid_on, is_cancelled) VALUES (36, 7, 15, 'Week', '2023-06-03', '2023-06-10', 120.0, 20.0, '2023-05-28', 0);
INSERT INTO lettings (letting_id, hut_id, tenant_id, letting_type, start_on, end_on, amount_charged, discount, paid_on, is_cancelled) VALUES (37, 15, 13, 'Week', '2023-08-26', '2023-09-02', 130.0, NULL, '2023-08-08', 0);
INSERT INTO lettings (letting_id, hut_id, tenant_id, letting_type, start_on, end_on, amount_charged, discount, paid_on, is_cancelled) VALUES (38, 36, 4, 'Week', '2023-06-17', '2023-06-24', 120.0, NULL, '2023-05-30', 0);
INSERT INTO lettings (letting_id, hut_id, tenant_id, letting_type, start_on, end_on, amount_charged, discount, paid_on, is_cancelled) VALUES (39, 40, 17, 'Week', '2024-09-02', '2024-09-09', 120.0, NULL, '2024-08-19', 0);
INSERT INTO lettings (letting_id, hut_id, tenant_id, letting_type, start_on, end_on, amount_charged, discount, paid_on, is_cancelled) VALUES (40, 21, 15, 'Week', '2023-09-02', '2023-09-09', 120.0, 20.0, '2023-08-19', 0);
INSERT INTO lettings (letting_id, hut_id, tenant_id, letting_type, start_on, end_on, amount_charged, discount, paid_on, is_cancelled) VALUES (41, 30, 11, 'Week', '2023-09-16', '2023-09-23', 210.0, NULL, NULL, 0);
INSERT INTO lettings (letting_id, hut_id, tenant_id, letting_type, start_on, end_on, amount_charged, discount, paid_on, is_cancelled) VALUES (42, 12, 4, 'Week', '2024-07-29', '2024-08-05', 120.0, NULL, '2024-07-05', 0);
INSERT INTO lettings (letting_id, hut_id, tenant_id, letting_type, start_on, end_on, amount_charged, discount, paid_on, is_cancelled) VALUES (43, 2, 23, 'Week', '2023-06-10', '2023-06-17', 120.0, NULL, '2023-05-13', 0);
INSERT INTO lettings (letting_id, hut_id, tenant_id, letting_type, start_on, end_on, amount_charged, discount, paid_on, is_cancelled) VALUES (44, 6, 15, 'Week', '2024-09-23', '2024-09-30', 100.0, 20.0, '2024-09-20', 1);
INSERT INTO lettings (letting_id, hut_id, tenant_id, letting_type, start_on, end_on, amount_charged, discount, paid_on, is_cancelled) VALUES (45, 13, 15, 'Week', '2024-08-12', '2024-08-19', 140.0, NULL, '2024-08-05', 0);
INSERT INTO lettings (letting_id, hut_id, tenant_id, letting_type, start_on, end_on, amount_charged, discount, paid_on, is_cancelled) VALUES (46, 16, 22, 'Week', '2023-09-23', '2023-09-30', 140.0, NULL, '2023-09-06', 0);
INSERT INTO lettings (letting_id, hut_id, tenant_id, letting_type, start_on, end_on, amount_charged, discount, paid_on, is_cancelled) VALUES (47, 30, 15, 'Week', '2023-06-24', '2023-07-01', 210.0, NULL, '2023-05-27', 0);
INSERT INTO lettings (letting_id, hut_id, tenant_id, letting_type, start_on, end_on, amount_charged, discount, paid_on, is_cancelled) VALUES (48, 20, 3, 'Week', '2024-07-22', '2024-07-29', 190.0, 20.0, '2024-07-06', 0);
INSERT INTO lettings (letting_id, hut_id, tenant_id, letting_type, start_on, end_on, amount_charged, discount, paid_on, is_cancelled) VALUES (49, 8, 17, 'Week', '2023-05-06', '2023-05-13', 225.0, NULL, '2023-04-25', 0);
INSERT INTO lettings (letting_id, hut_id, tenant_id, letting_type, start_on, end_on, amount_charged, discount, paid_on, is_cancelled) VALUES (50, 19, 22, 'Week', '2023-09-02', '2023-09-09', 210.0, NULL, NULL, 0);
INSERT INTO lettings (letting_id, hut_id, tenant_id, letting_type, start_on, end_on, amount_charged, discount, paid_on, is_cancelled) VALUES (51, 4, 29, 'Week', '2023-06-17', '2023-06-24', 160.0, NULL, '2023-05-29', 0);
INSERT INTO lettings (letting_id, hut_id, tenant_id, letting_type, start_on, end_on, amount_charged, discount, paid_on, is_cancelled) VALUES (52, 27, 25, 'Week', '2024-08-12', '2024-08-19', 110.0, 20.0, '2024-07-26', 0);
INSERT INTO lettings (letting_id, hut_id, tenant_id, letting_type, start_on, end_on, amount_charged, discount, paid_on, is_cancelled) VALUES (53, 39, 19, 'Week', '2023-08-05', '2023-08-12', 140.0, NULL, '2023-07-26', 1);
INSERT INTO lettings (letting_id, hut_id, tenant_id, letting_type, start_on, end_on, amount_charged, discount, paid_on, is_cancelled) VALUES (54, 1, 3, 'Week', '2024-07-01', '2024-07-08', 240.0, NULL, '2024-06-26', 0);
INSERT INTO lettings (letting_id, hut_id, tenant_id, letting_type, start_on, end_on, amount_charged, discount, paid_on, is_cancelled) VALUES (55, 17, 8, 'Week', '2024-06-10', '2024-06-17', 140.0, NULL, '2024-06-07', 0);
INSERT INTO lettings (letting_id, hut_id, tenant_id, letting_type, start_on, end_on, amount_charged, discount, paid_on, is_cancelled) VALUES (56, 24, 28, 'Week', '2023-05-13', '2023-05-20', 100.0, 20.0, '2023-05-04', 0);
INSERT INTO wardens (warden_id, first_name, last_name, base_site_id, phone, hired_on) VALUES (1, 'Linda', 'Goodban', 1, '07700 901101', '2016-04-01');
INSERT INTO wardens (warden_id, first_name, last_name, base_site_id, phone, hired_on) VALUES (2, 'Terry', 'Fox', 5, '07700 901102', '2012-03-15');
INSERT INTO wardens (warden_id, first_name, last_name, base_site_id, phone, hired_on) VALUES (3, 'Kevin', 'Austen', 8, NULL, '2019-05-01');
INSERT INTO wardens (warden_id, first_name, last_name, base_site_id, phone, hired_on) VALUES (4, 'Sue', 'Barton', 11, '07700 901104', '2020-04-01');
INSERT INTO wardens (warden_id, first_name, last_name, base_site_id, phone, hired_on) VALUES (5, 'Alan', 'Pearce', 14, '07700 901105', '2018-03-20');
INSERT INTO wardens (warden_id, first_name, last_name, base_site_id, phone, hired_on) VALUES (6, 'Hannah', 'Finn', 2, '07700 901106', '2021-04-12');
INSERT INTO wardens (warden_id, first_name, last_name, base_site_id, phone, hired_on) VALUES (7, 'Jamal', 'Okoro', 4, NULL, '2022-03-28');
INSERT INTO wardens (warden_id, first_name, last_name, base_site_id, phone, hired_on) VALUES (8, 'Debbie', 'Knott', 9, '07700 901108', '2015-05-05');
INSERT INTO wardens (warden_id, first_name, last_name, base_site_id, phone, hired_on) VALUES (9, 'Phil', 'Spain', 12, '07700 901109', '2017-04-03');
INSERT INTO wardens (warden_id, first_name, last_name, base_site_id, phone, hired_on) VALUES (10, 'Graham', 'Wood', 7, '07700 901110', '2014-04-14');
INSERT INTO wardens (warden_id, first_name, last_name, base_site_id, phone, hired_on) VALUES (11, 'Karen', 'Epps', 10, '07700 901111', '2023-03-01');
INSERT INTO wardens (warden_id, first_name, last_name, base_site_id, phone, hired_on) VALUES (12, 'Stuart', 'Lane', 15, NULL, '2019-04-08');
INSERT INTO wardens (warden_id, first_name, last_name, base_site_id, phone, hired_on) VALUES (13, 'Megan', 'Hills', 3, '07700 901113', '2021-03-18');
INSERT INTO wardens (warden_id, first_name, last_name, base_site_id, phone, hired_on) VALUES (14, 'Rob', 'Castle', 13, '07700 901114', '2011-04-04');
INSERT INTO wardens (warden_id, first_name, last_name, base_site_id, phone, hired_on) VALUES (15, 'Chloe', 'Sharp', 6, '07700 901115', '2020-03-30');
INSERT INTO maintenance_reports (report_id, hut_id, warden_id, reported_on, issue, fixed_on, repair_cost) VALUES (1, 9, 7, '2023-03-12', 'Broken hasp', '2023-04-08', 120.0);
INSERT INTO maintenance_reports (report_id, hut_id, warden_id, reported_on, issue, fixed_on, repair_cost) VALUES (2, 32, 5, '2023-04-01', 'Rotten decking', '2023-04-05', 120.0);
INSERT INTO maintenance_reports (report_id, hut_id, warden_id, reported_on, issue, fixed_on, repair_cost) VALUES (3, 27, 4, '2023-04-05', 'Broken window', '2023-04-10', 240.0);
INSERT INTO maintenance_reports (report_id, hut_id, warden_id, reported_on, issue, fixed_on, repair_cost) VALUES (4, 20, 8, '2023-04-23', 'Shutter hinge broken', '2023-05-24', 240.0);
INSERT INTO maintenance_reports (report_id, hut_id, warden_id, reported_on, issue, fixed_on, repair_cost) VALUES (5, 32, 5, '2023-04-26', 'Broken window', '2023-05-07', 60.0);
INSERT INTO maintenance_reports (report_id, hut_id, warden_id, reported_on, issue, fixed_on, repair_cost) VALUES (6, 19, 3, '2023-04-26', 'Broken hasp', NULL, NULL);
INSERT INTO maintenance_reports (report_id, hut_id, warden_id, reported_on, issue, fixed_on, repair_cost) VALUES (7, 12, 2, '2023-05-08', 'Storm damage', NULL, NULL);
INSERT INTO maintenance_reports (report_id, hut_id, warden_id, reported_on, issue, fixed_on, repair_cost) VALUES (8, 23, 11, '2023-05-18', 'Lock jammed', '2023-05-22', 45.0);
INSERT INTO maintenance_reports (report_id, hut_id, warden_id, reported_on, issue, fixed_on, repair_cost) VALUES (9, 9, 7, '2023-06-07', 'Shutter hinge broken', '2023-06-11', 45.0);
INSERT INTO maintenance_reports (report_id, hut_id, warden_id, reported_on, issue, fixed_on, repair_cost) VALUES (10, 33, 12, '2023-06-20', 'Guttering loose', '2023-07-14', 45.0);
INSERT INTO maintenance_reports (report_id, hut_id, warden_id, reported_on, issue, fixed_on, repair_cost) VALUES (11, 12, 2, '2023-06-30', 'Broken hasp', '2023-07-13', 35.0);
INSERT INTO maintenance_reports (report_id, hut_id, warden_id, reported_on, issue, fixed_on, repair_cost) VALUES (12, 25, 4, '2023-07-03', 'Broken window', '2023-07-12', 35.0);
INSERT INTO maintenance_reports (report_id, hut_id, warden_id, reported_on, issue, fixed_on, repair_cost) VALUES (13, 39, 4, '2023-07-09', 'Roof felt torn', '2023-07-14', 310.0);
INSERT INTO maintenance_reports (report_id, hut_id, warden_id, reported_on, issue, fixed_on, repair_cost) VALUES (14, 16, 10, '2023-08-03', 'Guttering loose', '2023-08-04', 35.0);
INSERT INTO maintenance_reports (report_id, hut_id, warden_id, reported_on, issue, fixed_on, repair_cost) VALUES (15, 18, 3, '2023-08-19', 'Graffiti', '2023-09-24', 35.0);
INSERT INTO maintenance_reports (report_id, hut_id, warden_id, reported_on, issue, fixed_on, repair_cost) VALUES (16, 8, 13, '2023-08-30', 'Broken window', '2023-10-05', 35.0);
INSERT INTO maintenance_reports (report_id, hut_id, warden_id, reported_on, issue, fixed_on, repair_cost) VALUES (17, 1, 1, '2023-10-10', 'Graffiti', NULL, 180.0);
INSERT INTO maintenance_reports (report_id, hut_id, warden_id, reported_on, issue, fixed_on, repair_cost) VALUES (18, 14, 15, '2023-11-04', 'Door swollen', '2023-11-10', 120.0);
INSERT INTO maintenance_reports (report_id, hut_id, warden_id, reported_on, issue, fixed_on, repair_cost) VALUES (19, 35, 12, '2023-12-15', 'Rotten decking', '2024-01-13', 35.0);
INSERT INTO maintenance_reports (report_id, hut_id, warden_id, reported_on, issue, fixed_on, repair_cost) VALUES (20, 2, 1, '2023-12-29', 'Guttering loose', '2024-01-10', 120.0);
INSERT INTO maintenance_reports (report_id, hut_id, warden_id, reported_on, issue, fixed_on, repair_cost) VALUES (21, 37, 2, '2024-01-23', 'Rotten decking', '2024-02-10', 85.0);
INSERT INTO maintenance_reports (report_id, hut_id, warden_id, reported_on, issue, fixed_on, repair_cost) VALUES (22, 36, 1, '2024-01-23', 'Roof felt torn', '2024-01-27', NULL);
INSERT INTO maintenance_reports (report_id, hut_id, warden_id, reported_on, issue, fixed_on, repair_cost) VALUES (23, 33, 12, '2024-02-21', 'Rotten decking', NULL, NULL);
INSERT INTO maintenance_reports (report_id, hut_id, warden_id, reported_on, issue, fixed_on, repair_cost) VALUES (24, 21, 8, '2024-03-26', 'Shutter hinge broken', '2024-04-23', 60.0);
INSERT INTO maintenance_reports (report_id, hut_id, warden_id, reported_on, issue, fixed_on, repair_cost) VALUES (25, 29, 9, '2024-04-04', 'Rotten decking', '2024-04-13', NULL);
INSERT INTO maintenance_reports (report_id, hut_id, warden_id, reported_on, issue, fixed_on, repair_cost) VALUES (26, 40, 6, '2024-04-21', 'Broken window', '2024-05-13', 95.0);
INSERT INTO maintenance_reports (report_id, hut_id, warden_id, reported_on, issue, fixed_on, repair_cost) VALUES (27, 17, 3, '2024-06-09', 'Door swollen', NULL, NULL);
INSERT INTO maintenance_reports (report_id, hut_id, warden_id, reported_on, issue, fixed_on, repair_cost) VALUES (28, 26, 4, '2024-06-30', 'Graffiti', '2024-07-10', 180.0);
INSERT INTO maintenance_reports (report_id, hut_id, warden_id, reported_on, issue, fixed_on, repair_cost) VALUES (29, 11, 2, '2024-07-01', 'Graffiti', '2024-07-24', 45.0);
INSERT INTO maintenance_reports (report_id, hut_id, warden_id, reported_on, issue, fixed_on, repair_cost) VALUES (30, 31, 5, '2024-08-23', 'Rotten decking', '2024-08-27', 95.0);
INSERT INTO maintenance_reports (report_id, hut_id, warden_id, reported_on, issue, fixed_on, repair_cost) VALUES (31, 20, 8, '2024-09-12', 'Shutter hinge broken', NULL, NULL);
INSERT INTO maintenance_reports (report_id, hut_id, warden_id, reported_on, issue, fixed_on, repair_cost) VALUES (32, 1, 1, '2024-11-03', 'Broken window', '2024-11-22', 45.0);
COMMIT;
