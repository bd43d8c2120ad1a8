PRAGMA foreign_keys = ON;
CREATE TABLE berths (
  berth_id INTEGER PRIMARY KEY,
  berth_code TEXT NOT NULL UNIQUE,
  pontoon TEXT NOT NULL,
  length_m REAL NOT NULL,     -- longest boat the berth takes
  depth_m REAL NOT NULL,      -- water depth at low tide
  daily_rate REAL NOT NULL,   -- visitor price per night
  annual_rate REAL NOT NULL,  -- resident price per year
  has_power INTEGER NOT NULL  -- 1 = shore power
);
CREATE TABLE owners (
  owner_id INTEGER PRIMARY KEY,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  home_port TEXT NOT NULL,
  member_since DATE          -- NULL = not a club member
);
CREATE TABLE boats (
  boat_id INTEGER PRIMARY KEY,
  boat_name TEXT NOT NULL,
  owner_id INTEGER NOT NULL REFERENCES owners(owner_id),
  boat_type TEXT NOT NULL,
  length_m REAL NOT NULL,    -- length of the boat
  built_year INTEGER NOT NULL,
  home_berth_id INTEGER REFERENCES berths(berth_id)  -- NULL = visitor, no resident berth
);
CREATE TABLE stays (
  stay_id INTEGER PRIMARY KEY,
  boat_id INTEGER NOT NULL REFERENCES boats(boat_id),
  berth_id INTEGER NOT NULL REFERENCES berths(berth_id),
  arrival_date DATE NOT NULL,
  departure_date DATE,       -- NULL = still moored
  fee_paid REAL              -- NULL = not paid yet
);

INSERT INTO berths (berth_id, berth_code, pontoon, length_m, depth_m, daily_rate, annual_rate, has_power) VALUES (1, 'H01', 'Heron', 8.0, 2.0, 28.0, 2480.0, 1);
INSERT INTO berths (berth_id, berth_code, pontoon, length_m, depth_m, daily_rate, annual_rate, has_power) VALUES (2, 'H02', 'Heron', 8.0, 2.0, 28.0, 2480.0, 1);
INSERT INTO berths (berth_id, berth_code, pontoon, length_m, depth_m, daily_rate, annual_rate, has_power) VALUES (3, 'H03', 'Heron', 10.0, 2.2, 35.0, 3100.0, 1);
INSERT INTO berths (berth_id, berth_code, pontoon, length_m, depth_m, daily_rate, annual_rate, has_power) VALUES (4, 'H04', 'Heron', 10.0, 2.2, 35.0, 3100.0, 1);
INSERT INTO berths (berth_id, berth_code, pontoon, length_m, depth_m, daily_rate, annual_rate, has_power) VALUES (5, 'H05', 'Heron', 12.0, 2.5, 42.0, 3720.0, 1);
INSERT INTO berths (berth_id, berth_code, pontoon, length_m, depth_m, daily_rate, annual_rate, has_power) VALUES (6, 'K01', 'Kestrel', 10.0, 2.4, 35.0, 3100.0, 1);
INSERT INTO berths (berth_id, berth_code, pontoon, length_m, depth_m, daily_rate, annual_rate, has_power) VALUES (7, 'K02', 'Kestrel', 12.0, 2.6, 42.0, 3720.0, 1);
INSERT INTO berths (berth_id, berth_code, pontoon, length_m, depth_m, daily_rate, annual_rate, has_power) VALUES (8, 'K03', 'Kestrel', 12.0, 2.6, 42.0, 3720.0, 1);
INSERT INTO berths (berth_id, berth_code, pontoon, length_m, depth_m, daily_rate, annual_rate, has_power) VALUES (9, 'K04', 'Kestrel', 14.0, 3.0, 49.0, 4340.0, 1);
INSERT INTO berths (berth_id, berth_code, pontoon, length_m, depth_m, daily_rate, annual_rate, has_power) VALUES (10, 'K05', 'Kestrel', 16.0, 3.2, 56.0, 4960.0, 1);
INSERT INTO berths (berth_id, berth_code, pontoon, length_m, depth_m, daily_rate, annual_rate, has_power) VALUES (11, 'O01', 'Osprey', 14.0, 3.0, 54.0, 4740.0, 1);
INSERT INTO berths (berth_id, berth_code, pontoon, length_m, depth_m, daily_rate, annual_rate, has_power) VALUES (12, 'O02', 'Osprey', 16.0, 3.4, 61.0, 5360.0, 1);
INSERT INTO berths (berth_id, berth_code, pontoon, length_m, depth_m, daily_rate, annual_rate, has_power) VALUES (13, 'O03', 'Osprey', 18.0, 3.6, 68.0, 5980.0, 1);
INSERT INTO berths (berth_id, berth_code, pontoon, length_m, depth_m, daily_rate, annual_rate, has_power) VALUES (14, 'O04', 'Osprey', 20.0, 4.0, 75.0, 6600.0, 1);
INSERT INTO berths (berth_id, berth_code, pontoon, length_m, depth_m, daily_rate, annual_rate, has_power) VALUES (15, 'O05', 'Osprey', 24.0, 4.5, 89.0, 7840.0, 1);
INSERT INTO berths (berth_id, berth_code, pontoon, length_m, depth_m, daily_rate, annual_rate, has_power) VALUES (16, 'T01', 'Tern', 6.0, 1.2, 21.0, 1660.0, 0);
INSERT INTO berths (berth_id, berth_code, pontoon, length_m, depth_m, daily_rate, annual_rate, has_power) VALUES (17, 'T02', 'Tern', 6.0, 1.2, 21.0, 1660.0, 0);
INSERT INTO berths (berth_id, berth_code, pontoon, length_m, depth_m, daily_rate, annual_rate, has_power) VALUES (18, 'T03', 'Tern', 7.0, 1.5, 24.5, 1970.0, 0);
INSERT INTO berths (berth_id, berth_code, pontoon, length_m, depth_m, daily_rate, annual_rate, has_power) VALUES (19, 'T04', 'Tern', 8.0, 1.6, 28.0, 2280.0, 1);
INSERT INTO berths (berth_id, berth_code, pontoon, length_m, depth_m, daily_rate, annual_rate, has_power) VALUES (20, 'T05', 'Tern', 9.0, 1.8, 31.5, 2590.0, 1);
INSERT INTO owners (owner_id, first_name, last_name, home_port, member_since) VALUES (1, 'Jory', 'Pascoe', 'Porthaven', '2012-04-01');
INSERT INTO owners (owner_id, first_name, last_name, home_port, member_since) VALUES (2, 'Elowen', 'Pascoe', 'Kestrel Cove', '2018-06-15');
INSERT INTO owners (owner_id, first_name, last_name, home_port, member_since) VALUES (3, 'Martin', 'Trelawney', 'Porthaven', '2009-03-22');
INSERT INTO owners (owner_id, first_name, last_name, home_port, member_since) VALUES (4, 'Anna', 'Trelawney', 'Saltash Point', NULL);
INSERT INTO owners (owner_id, first_name, last_name, home_port, member_since) VALUES (5, 'Hugo', 'Fairweather', 'Brixcombe', '2015-08-30');
INSERT INTO owners (owner_id, first_name, last_name, home_port, member_since) VALUES (6, 'Nell', 'Gwynn', 'Porthaven', '2020-05-05');
INSERT INTO owners (owner_id, first_name, last_name, home_port, member_since) VALUES (7, 'Rashid', 'Karimi', 'Dartlow', NULL);
INSERT INTO owners (owner_id, first_name, last_name, home_port, member_since) VALUES (8, 'Sigrid', 'Olsen', 'Bergen', NULL);
INSERT INTO owners (owner_id, first_name, last_name, home_port, member_since) VALUES (9, 'Tobias', 'Marlow', 'Brixcombe', '2016-07-19');
INSERT INTO owners (owner_id, first_name, last_name, home_port, member_since) VALUES (10, 'Carys', 'Evans', 'Kestrel Cove', '2021-09-12');
INSERT INTO owners (owner_id, first_name, last_name, home_port, member_since) VALUES (11, 'Pierre', 'Duval', 'Cherbourg', NULL);
INSERT INTO owners (owner_id, first_name, last_name, home_port, member_since) VALUES (12, 'Fiona', 'MacLeod', 'Oban', '2019-02-02');
INSERT INTO owners (owner_id, first_name, last_name, home_port, member_since) VALUES (13, 'Ben', 'Hoskins', 'Porthaven', '2023-03-18');
INSERT INTO owners (owner_id, first_name, last_name, home_port, member_since) VALUES (14, 'Lowenna', 'Rowe', 'Dartlow', '2011-11-11');
INSERT INTO owners (owner_id, first_name, last_name, home_port, member_since) VALUES (15, 'Greg', 'Tamblyn', 'Saltash Point', '2017-01-27');
INSERT INTO owners (owner_id, first_name, last_name, home_port, member_since) VALUES (16, 'Ines', 'Moreira', 'Porto', NULL);
INSERT INTO owners (owner_id, first_name, last_name, home_port, member_since) VALUES (17, 'Kit', 'Penhale', 'Porthaven', '2022-10-03');
INSERT INTO owners (owner_id, first_name, last_name, home_port, member_since) VALUES (18, 'Dora', 'Varga', 'Brixcombe', '2014-05-14');
INSERT INTO boats (boat_id, boat_name, owner_id, boat_type, length_m, built_year, home_berth_id) VALUES (1, 'Kestrel', 1, 'sailing yacht', 9.8, 2004, 6);
INSERT INTO boats (boat_id, boat_name, owner_id, boat_type, length_m, built_year, home_berth_id) VALUES (2, 'Sea Pie', 2, 'motor cruiser', 11.5, 2011, 7);
INSERT INTO boats (boat_id, boat_name, owner_id, boat_type, length_m, built_year, home_berth_id) VALUES (3, 'Morwenna', 3, 'sailing yacht', 13.2, 1998, 9);
INSERT INTO boats (boat_id, boat_name, owner_id, boat_type, length_m, built_year, home_berth_id) VALUES (4, 'Blue Heron', 4, 'sailing yacht', 7.6, 2015, 1);
INSERT INTO boats (boat_id, boat_name, owner_id, boat_type, length_m, built_year, home_berth_id) VALUES (5, 'Fairweather Friend', 5, 'motor cruiser', 15.4, 2019, 12);
INSERT INTO boats (boat_id, boat_name, owner_id, boat_type, length_m, built_year, home_berth_id) VALUES (6, 'Little Auk', 6, 'dinghy', 4.3, 2021, 16);
INSERT INTO boats (boat_id, boat_name, owner_id, boat_type, length_m, built_year, home_berth_id) VALUES (7, 'Persian Star', 7, 'motor cruiser', 19.5, 2017, NULL);
INSERT INTO boats (boat_id, boat_name, owner_id, boat_type, length_m, built_year, home_berth_id) VALUES (8, 'Nordlys', 8, 'sailing yacht', 12.0, 2008, NULL);
INSERT INTO boats (boat_id, boat_name, owner_id, boat_type, length_m, built_year, home_berth_id) VALUES (9, 'Marlin', 9, 'rib', 6.8, 2020, 18);
INSERT INTO boats (boat_id, boat_name, owner_id, boat_type, length_m, built_year, home_berth_id) VALUES (10, 'Dewi', 10, 'sailing yacht', 8.9, 2001, 3);
INSERT INTO boats (boat_id, boat_name, owner_id, boat_type, length_m, built_year, home_berth_id) VALUES (11, 'Belle Ile', 11, 'catamaran', 13.8, 2016, NULL);
INSERT INTO boats (boat_id, boat_name, owner_id, boat_type, length_m, built_year, home_berth_id) VALUES (12, 'Skerryvore', 12, 'sailing yacht', 11.1, 1995, 8);
INSERT INTO boats (boat_id, boat_name, owner_id, boat_type, length_m, built_year, home_berth_id) VALUES (13, 'Hoskins Hope', 13, 'rib', 5.9, 2022, 17);
INSERT INTO boats (boat_id, boat_name, owner_id, boat_type, length_m, built_year, home_berth_id) VALUES (14, 'Gannet', 14, 'sailing yacht', 9.5, 1989, 4);
INSERT INTO boats (boat_id, boat_name, owner_id, boat_type, length_m, built_year, home_berth_id) VALUES (15, 'Tamarisk', 15, 'motor cruiser', 17.6, 2013, 13);
INSERT INTO boats (boat_id, boat_name, owner_id, boat_type, length_m, built_year, home_berth_id) VALUES (16, 'Andorinha', 16, 'catamaran', 11.9, 2018, NULL);
INSERT INTO boats (boat_id, boat_name, owner_id, boat_type, length_m, built_year, home_berth_id) VALUES (17, 'Spindrift', 17, 'sailing yacht', 7.9, 2010, 2);
INSERT INTO boats (boat_id, boat_name, owner_id, boat_type, length_m, built_year, home_berth_id) VALUES (18, 'Zsofi', 18, 'motor cruiser', 22.5, 2020, 15);
INSERT INTO boats (boat_id, boat_name, owner_id, boat_type, length_m, built_year, home_berth_id) VALUES (19, 'Curlew', 1, 'dinghy', 3.9, 2018, 19);
INSERT INTO boats (boat_id, boat_name, owner_id, boat_type, length_m, built_year, home_berth_id) VALUES (20, 'Osprey Lady', 3, 'motor cruiser', 13.9, 2006, 11);
INSERT INTO boats (boat_id, boat_name, owner_id, boat_type, length_m, built_year, home_berth_id) VALUES (21, 'Wren', 5, 'rib', 5.5, 2023, NULL);
INSERT INTO boats (boat_id, boat_name, owner_id, boat_type, length_m, built_year, home_berth_id) VALUES (22, 'Sula', 12, 'catamaran', 15.8, 2021, 14);
INSERT INTO boats (boat_id, boat_name, owner_id, boat_type, length_m, built_year, home_berth_id) VALUES (23, 'Tern', 14, 'sailing yacht', 8.2, 1979, 20);
INSERT INTO boats (boat_id, boat_name, owner_id, boat_type, length_m, built_year, home_berth_id) VALUES (24, 'Mistral', 7, 'sailing yacht', 10.4, 2012, NULL);
INSERT INTO boats (boat_id, boat_name, owner_id, boat_type, length_m, built_year, home_berth_id) VALUES (25, 'Puffin', 2, 'dinghy', 4.6, 2019, NULL);
INSERT INTO stays (stay_id, boat_id, berth_id, arrival_date, departure_date, fee_paid) VALUES (1, 17, 19, '2024-09-03', '2024-09-05', 56.0);
INSERT INTO stays (stay_id, boat_id, berth_id, arrival_date, departure_date, fee_paid) VALUES (2, 14, 3, '2024-10-06', '2024-10-11', 175.0);
INSERT INTO stays (stay_id, boat_id, berth_id, arrival_date, departure_date, fee_paid) VALUES (3, 8, 8, '2024-04-20', '2024-04-21', 42.0);
INSERT INTO stays (stay_id, boat_id, berth_id, arrival_date, departure_date, fee_paid) VALUES (4, 25, 17, '2024-08-31', '2024-09-02', 42.0);
INSERT INTO stays (stay_id, boat_id, berth_id, arrival_date, departure_date, fee_paid) VALUES (5, 21, 16, '2024-10-08', '2024-10-09', NULL);
INSERT INTO stays (stay_id, boat_id, berth_id, arrival_date, departure_date, fee_paid) VALUES (6, 23, 20, '2024-07-13', '2024-07-14', 31.5);
INSERT INTO stays (stay_id, boat_id, berth_id, arrival_date, departure_date, fee_paid) VALUES (7, 19, 19, '2024-03-26', '2024-03-28', 56.0);
INSERT INTO stays (stay_id, boat_id, berth_id, arrival_date, departure_date, fee_paid) VALUES (8, 8, 5, '2024-09-09', '2024-09-11', 84.0);
INSERT INTO stays (stay_id, boat_id, berth_id, arrival_date, departure_date, fee_paid) VALUES (9, 5, 13, '2024-10-24', NULL, NULL);
INSERT INTO stays (stay_id, boat_id, berth_id, arrival_date, departure_date, fee_paid) VALUES (10, 19, 18, '2024-06-07', '2024-06-21', 343.0);
INSERT INTO stays (stay_id, boat_id, berth_id, arrival_date, departure_date, fee_paid) VALUES (11, 18, 15, '2024-04-24', '2024-04-25', 89.0);
INSERT INTO stays (stay_id, boat_id, berth_id, arrival_date, departure_date, fee_paid) VALUES (12, 12, 8, '2024-04-13', '2024-04-14', 42.0);
INSERT INTO stays (stay_id, boat_id, berth_id, arrival_date, departure_date, fee_paid) VALUES (13, 12, 8, '2024-06-20', '2024-06-27', NULL);
INSERT INTO stays (stay_id, boat_id, berth_id, arrival_date, departure_date, fee_paid) VALUES (14, 10, 3, '2024-04-20', '2024-04-21', 35.0);
INSERT INTO stays (stay_id, boat_id, berth_id, arrival_date, departure_date, fee_paid) VALUES (15, 1, 3, '2024-05-02', '2024-05-12', NULL);
INSERT INTO stays (stay_id, boat_id, berth_id, arrival_date, departure_date, fee_paid) VALUES (16, 1, 4, '2024-05-17', '2024-05-18', 35.0);
INSERT INTO stays (stay_id, boat_id, berth_id, arrival_date, departure_date, fee_paid) VALUES (17, 24, 9, '2024-09-12', '2024-09-13', 49.0);
INSERT INTO stays (stay_id, boat_id, berth_id, arrival_date, departure_date, fee_paid) VALUES (18, 16, 9, '2024-06-14', '2024-06-15', NULL);
INSERT INTO stays (stay_id, boat_id, berth_id, arrival_date, departure_date, fee_paid) VALUES (19, 25, 17, '2024-06-17', '2024-06-18', NULL);
INSERT INTO stays (stay_id, boat_id, berth_id, arrival_date, departure_date, fee_paid) VALUES (20, 9, 1, '2024-09-11', '2024-09-25', 392.0);
INSERT INTO stays (stay_id, boat_id, berth_id, arrival_date, departure_date, fee_paid) VALUES (21, 22, 14, '2024-06-22', '2024-06-24', 150.0);
INSERT INTO stays (stay_id, boat_id, berth_id, arrival_date, departure_date, fee_paid) VALUES (22, 19, 16, '2024-07-06', '2024-07-20', 294.0);
INSERT INTO stays (stay_id, boat_id, berth_id, arrival_date, departure_date, fee_paid) VALUES (23, 10, 20, '2024-10-16', NULL, NULL);
INSERT INTO stays (stay_id, boat_id, berth_id, arrival_date, departure_date, fee_paid) VALUES (24, 6, 16, '2024-03-22', '2024-03-24', 42.0);
INSERT INTO stays (stay_id, boat_id, berth_id, arrival_date, departure_date, fee_paid) VALUES (25, 12, 7, '2024-07-30', '2024-08-01', 84.0);
INSERT INTO stays (stay_id, boat_id, berth_id, arrival_date, departure_date, fee_paid) VALUES (26, 5, 12, '2024-10-21', '2024-10-23', 122.0);
INSERT INTO stays (stay_id, boat_id, berth_id, arrival_date, departure_date, fee_paid) VALUES (27, 17, 2, '2024-05-10', '2024-05-12', 56.0);
INSERT INTO stays (stay_id, boat_id, berth_id, arrival_date, departure_date, fee_paid) VALUES (28, 7, 14, '2024-08-07', '2024-08-21', 1050.0);
INSERT INTO stays (stay_id, boat_id, berth_id, arrival_date, departure_date, fee_paid) VALUES (29, 22, 12, '2024-09-21', '2024-09-28', 427.0);
INSERT INTO stays (stay_id, boat_id, berth_id, arrival_date, departure_date, fee_paid) VALUES (30, 4, 2, '2024-09-22', '2024-09-27', 140.0);
INSERT INTO stays (stay_id, boat_id, berth_id, arrival_date, departure_date, fee_paid) VALUES (31, 7, 15, '2024-10-03', '2024-10-05', 178.0);
INSERT INTO stays (stay_id, boat_id, berth_id, arrival_date, departure_date, fee_paid) VALUES (32, 23, 6, '2024-06-12', '2024-06-15', 105.0);
INSERT INTO stays (stay_id, boat_id, berth_id, arrival_date, departure_date, fee_paid) VALUES (33, 3, 12, '2024-05-04', '2024-05-06', 122.0);
INSERT INTO stays (stay_id, boat_id, berth_id, arrival_date, departure_date, fee_paid) VALUES (34, 23, 6, '2024-07-14', '2024-07-21', NULL);
INSERT INTO stays (stay_id, boat_id, berth_id, arrival_date, departure_date, fee_paid) VALUES (35, 17, 19, '2024-03-03', '2024-03-05', 56.0);
INSERT INTO stays (stay_id, boat_id, berth_id, arrival_date, departure_date, fee_paid) VALUES (36, 22, 14, '2024-10-08', '2024-10-10', 150.0);
INSERT INTO stays (stay_id, boat_id, berth_id, arrival_date, departure_date, fee_paid) VALUES (37, 14, 4, '2024-07-13', '2024-07-16', 105.0);
INSERT INTO stays (stay_id, boat_id, berth_id, arrival_date, departure_date, fee_paid) VALUES (38, 16, 5, '2024-07-20', '2024-07-24', 168.0);
INSERT INTO stays (stay_id, boat_id, berth_id, arrival_date, departure_date, fee_paid) VALUES (39, 8, 8, '2024-05-28', '2024-06-04', NULL);
INSERT INTO stays (stay_id, boat_id, berth_id, arrival_date, departure_date, fee_paid) VALUES (40, 24, 8, '2024-03-02', '2024-03-06', 168.0);
INSERT INTO stays (stay_id, boat_id, berth_id, arrival_date, departure_date, fee_paid) VALUES (41, 11, 10, '2024-11-02', NULL, NULL);
