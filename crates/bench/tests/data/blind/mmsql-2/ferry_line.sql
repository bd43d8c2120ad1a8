PRAGMA foreign_keys = ON;
CREATE TABLE port (
  port_id INTEGER PRIMARY KEY,
  port_name TEXT NOT NULL,
  island TEXT NOT NULL,
  berths INTEGER,
  has_vehicle_ramp INTEGER,
  opened_year INTEGER
);
CREATE TABLE vessel (
  vessel_id INTEGER PRIMARY KEY,
  vessel_name TEXT NOT NULL,
  vessel_type TEXT,
  build_year INTEGER,
  passenger_capacity INTEGER,
  vehicle_capacity INTEGER,
  length_m REAL,
  home_port_id INTEGER,
  FOREIGN KEY (home_port_id) REFERENCES port(port_id)
);
CREATE TABLE route (
  route_id INTEGER PRIMARY KEY,
  route_code TEXT NOT NULL,
  origin_port_id INTEGER NOT NULL,
  destination_port_id INTEGER NOT NULL,
  distance_nm REAL,
  scheduled_minutes INTEGER,
  adult_fare REAL,
  car_fare REAL,
  season TEXT,
  FOREIGN KEY (origin_port_id) REFERENCES port(port_id),
  FOREIGN KEY (destination_port_id) REFERENCES port(port_id)
);
CREATE TABLE sailing (
  sailing_id INTEGER PRIMARY KEY,
  route_id INTEGER NOT NULL,
  vessel_id INTEGER NOT NULL,
  sailing_date TEXT NOT NULL,
  departure_time TEXT,
  arrival_time TEXT,
  passengers INTEGER,
  vehicles INTEGER,
  status TEXT,
  delay_minutes INTEGER,
  FOREIGN KEY (route_id) REFERENCES route(route_id),
  FOREIGN KEY (vessel_id) REFERENCES vessel(vessel_id)
);

INSERT INTO port (port_id, port_name, island, berths, has_vehicle_ramp, opened_year) VALUES (1, 'Kilbrannan Pier', 'Mainland', 4, 1, 1889);
INSERT INTO port (port_id, port_name, island, berths, has_vehicle_ramp, opened_year) VALUES (2, 'Port Ellister', 'Islay Mor', 2, 1, 1902);
INSERT INTO port (port_id, port_name, island, berths, has_vehicle_ramp, opened_year) VALUES (3, 'Ardmore Quay', 'Mainland', 3, 1, 1874);
INSERT INTO port (port_id, port_name, island, berths, has_vehicle_ramp, opened_year) VALUES (4, 'Carrick Slip', 'Gairsay', 1, 1, 1968);
INSERT INTO port (port_id, port_name, island, berths, has_vehicle_ramp, opened_year) VALUES (5, 'Tobervane', 'Mull Beag', 2, 1, 1911);
INSERT INTO port (port_id, port_name, island, berths, has_vehicle_ramp, opened_year) VALUES (6, 'Scalpay Harbour', 'Scalpay', 1, 0, 1935);
INSERT INTO port (port_id, port_name, island, berths, has_vehicle_ramp, opened_year) VALUES (7, 'Lochranza North', 'Arranmore', 2, 1, 1957);
INSERT INTO port (port_id, port_name, island, berths, has_vehicle_ramp, opened_year) VALUES (8, 'Brodick East', 'Arranmore', 3, 1, 1896);
INSERT INTO port (port_id, port_name, island, berths, has_vehicle_ramp, opened_year) VALUES (9, 'Rona Landing', 'Rona', 1, 0, 1979);
INSERT INTO port (port_id, port_name, island, berths, has_vehicle_ramp, opened_year) VALUES (10, 'Castlebay', 'Barra Ard', 2, 1, 1924);
INSERT INTO port (port_id, port_name, island, berths, has_vehicle_ramp, opened_year) VALUES (11, 'Uig Point', 'Skerra', 2, 1, 1964);
INSERT INTO port (port_id, port_name, island, berths, has_vehicle_ramp, opened_year) VALUES (12, 'Fionnphort', 'Mull Beag', 1, 0, 1952);
INSERT INTO port (port_id, port_name, island, berths, has_vehicle_ramp, opened_year) VALUES (13, 'Eriskay Causeway', 'Eriskay', 1, 1, 2001);
INSERT INTO port (port_id, port_name, island, berths, has_vehicle_ramp, opened_year) VALUES (14, 'Colonsay Pier', 'Colonsay', 1, 1, 1965);
INSERT INTO port (port_id, port_name, island, berths, has_vehicle_ramp, opened_year) VALUES (15, 'Oban Bay', 'Mainland', 5, 1, 1861);
INSERT INTO vessel (vessel_id, vessel_name, vessel_type, build_year, passenger_capacity, vehicle_capacity, length_m, home_port_id) VALUES (1, 'Northern Star', 'ro-ro', 1998, 650, 110, 84.5, 15);
INSERT INTO vessel (vessel_id, vessel_name, vessel_type, build_year, passenger_capacity, vehicle_capacity, length_m, home_port_id) VALUES (2, 'Isle of Gairsay', 'ro-ro', 2005, 420, 60, 61.2, 4);
INSERT INTO vessel (vessel_id, vessel_name, vessel_type, build_year, passenger_capacity, vehicle_capacity, length_m, home_port_id) VALUES (3, 'Sea Thistle', 'fast craft', 2012, 280, 0, 38.0, 1);
INSERT INTO vessel (vessel_id, vessel_name, vessel_type, build_year, passenger_capacity, vehicle_capacity, length_m, home_port_id) VALUES (4, 'Loch Rannoch', 'ro-ro', 1987, 500, 70, 69.8, 3);
INSERT INTO vessel (vessel_id, vessel_name, vessel_type, build_year, passenger_capacity, vehicle_capacity, length_m, home_port_id) VALUES (5, 'Morven', 'passenger only', 1994, 120, 0, 22.4, 12);
INSERT INTO vessel (vessel_id, vessel_name, vessel_type, build_year, passenger_capacity, vehicle_capacity, length_m, home_port_id) VALUES (6, 'Hebridean Light', 'ro-ro', 2016, 900, 143, 102.3, 15);
INSERT INTO vessel (vessel_id, vessel_name, vessel_type, build_year, passenger_capacity, vehicle_capacity, length_m, home_port_id) VALUES (7, 'Coll Spirit', 'ro-ro', 2009, 300, 36, 49.5, 14);
INSERT INTO vessel (vessel_id, vessel_name, vessel_type, build_year, passenger_capacity, vehicle_capacity, length_m, home_port_id) VALUES (8, 'Puffin', 'passenger only', 2001, 96, 0, 18.6, 6);
INSERT INTO vessel (vessel_id, vessel_name, vessel_type, build_year, passenger_capacity, vehicle_capacity, length_m, home_port_id) VALUES (9, 'Clansman', 'ro-ro', 1999, 638, 90, 99.0, 10);
INSERT INTO vessel (vessel_id, vessel_name, vessel_type, build_year, passenger_capacity, vehicle_capacity, length_m, home_port_id) VALUES (10, 'Silver Gannet', 'fast craft', 2019, 340, 0, 41.7, 8);
INSERT INTO vessel (vessel_id, vessel_name, vessel_type, build_year, passenger_capacity, vehicle_capacity, length_m, home_port_id) VALUES (11, 'Lord of the Isles', 'ro-ro', 1989, 506, 56, 84.6, 1);
INSERT INTO vessel (vessel_id, vessel_name, vessel_type, build_year, passenger_capacity, vehicle_capacity, length_m, home_port_id) VALUES (12, 'Eilean Dubh', 'ro-ro', 2021, 450, 64, 67.0, 11);
INSERT INTO vessel (vessel_id, vessel_name, vessel_type, build_year, passenger_capacity, vehicle_capacity, length_m, home_port_id) VALUES (13, 'Sound of Rona', 'passenger only', 2007, 150, 0, 24.9, 9);
INSERT INTO vessel (vessel_id, vessel_name, vessel_type, build_year, passenger_capacity, vehicle_capacity, length_m, home_port_id) VALUES (14, 'Kyle Venture', 'ro-ro', 1979, 220, 24, 42.1, 3);
INSERT INTO vessel (vessel_id, vessel_name, vessel_type, build_year, passenger_capacity, vehicle_capacity, length_m, home_port_id) VALUES (15, 'Arran Dawn', 'ro-ro', 2014, 1000, 127, 94.3, 8);
INSERT INTO route (route_id, route_code, origin_port_id, destination_port_id, distance_nm, scheduled_minutes, adult_fare, car_fare, season) VALUES (1, 'OB-EL', 15, 2, 41.0, 140, 14.6, 72.0, 'all year');
INSERT INTO route (route_id, route_code, origin_port_id, destination_port_id, distance_nm, scheduled_minutes, adult_fare, car_fare, season) VALUES (2, 'EL-OB', 2, 15, 41.0, 140, 14.6, 72.0, 'all year');
INSERT INTO route (route_id, route_code, origin_port_id, destination_port_id, distance_nm, scheduled_minutes, adult_fare, car_fare, season) VALUES (3, 'KP-GA', 1, 4, 12.5, 45, 6.8, 31.5, 'all year');
INSERT INTO route (route_id, route_code, origin_port_id, destination_port_id, distance_nm, scheduled_minutes, adult_fare, car_fare, season) VALUES (4, 'GA-KP', 4, 1, 12.5, 45, 6.8, 31.5, 'all year');
INSERT INTO route (route_id, route_code, origin_port_id, destination_port_id, distance_nm, scheduled_minutes, adult_fare, car_fare, season) VALUES (5, 'AQ-TV', 3, 5, 18.0, 55, 7.9, 38.0, 'all year');
INSERT INTO route (route_id, route_code, origin_port_id, destination_port_id, distance_nm, scheduled_minutes, adult_fare, car_fare, season) VALUES (6, 'TV-AQ', 5, 3, 18.0, 55, 7.9, 38.0, 'all year');
INSERT INTO route (route_id, route_code, origin_port_id, destination_port_id, distance_nm, scheduled_minutes, adult_fare, car_fare, season) VALUES (7, 'FP-SC', 12, 6, 6.2, 25, 4.2, NULL, 'summer');
INSERT INTO route (route_id, route_code, origin_port_id, destination_port_id, distance_nm, scheduled_minutes, adult_fare, car_fare, season) VALUES (8, 'KP-BE', 1, 8, 15.0, 55, 8.4, 44.9, 'all year');
INSERT INTO route (route_id, route_code, origin_port_id, destination_port_id, distance_nm, scheduled_minutes, adult_fare, car_fare, season) VALUES (9, 'BE-KP', 8, 1, 15.0, 55, 8.4, 44.9, 'all year');
INSERT INTO route (route_id, route_code, origin_port_id, destination_port_id, distance_nm, scheduled_minutes, adult_fare, car_fare, season) VALUES (10, 'LN-CL', 7, 14, 33.5, 115, 12.1, 60.0, 'summer');
INSERT INTO route (route_id, route_code, origin_port_id, destination_port_id, distance_nm, scheduled_minutes, adult_fare, car_fare, season) VALUES (11, 'OB-CB', 15, 10, 89.0, 290, 22.5, 118.0, 'all year');
INSERT INTO route (route_id, route_code, origin_port_id, destination_port_id, distance_nm, scheduled_minutes, adult_fare, car_fare, season) VALUES (12, 'CB-ER', 10, 13, 7.8, 40, 3.6, 16.4, 'all year');
INSERT INTO route (route_id, route_code, origin_port_id, destination_port_id, distance_nm, scheduled_minutes, adult_fare, car_fare, season) VALUES (13, 'UG-RL', 11, 9, 11.0, 50, 5.5, NULL, 'summer');
INSERT INTO route (route_id, route_code, origin_port_id, destination_port_id, distance_nm, scheduled_minutes, adult_fare, car_fare, season) VALUES (14, 'OB-CO', 15, 14, 36.0, 135, 13.2, 64.8, 'all year');
INSERT INTO route (route_id, route_code, origin_port_id, destination_port_id, distance_nm, scheduled_minutes, adult_fare, car_fare, season) VALUES (15, 'AQ-UG', 3, 11, 27.5, 95, 10.9, 52.3, 'all year');
INSERT INTO route (route_id, route_code, origin_port_id, destination_port_id, distance_nm, scheduled_minutes, adult_fare, car_fare, season) VALUES (16, 'KP-LN', 1, 7, 19.0, 70, 9.1, 46.0, 'summer');
INSERT INTO route (route_id, route_code, origin_port_id, destination_port_id, distance_nm, scheduled_minutes, adult_fare, car_fare, season) VALUES (17, 'TV-FP', 5, 12, 9.5, 35, 4.8, 22.0, 'summer');
INSERT INTO route (route_id, route_code, origin_port_id, destination_port_id, distance_nm, scheduled_minutes, adult_fare, car_fare, season) VALUES (18, 'UG-OB', 11, 15, 52.0, 185, 17.4, 88.5, 'all year');
INSERT INTO sailing (sailing_id, route_id, vessel_id, sailing_date, departure_time, arrival_time, passengers, vehicles, status, delay_minutes) VALUES (1, 10, 7, '2023-05-03', '18:45', '20:40', 100, 20, 'completed', 0);
INSERT INTO sailing (sailing_id, route_id, vessel_id, sailing_date, departure_time, arrival_time, passengers, vehicles, status, delay_minutes) VALUES (2, 13, 13, '2023-05-23', '16:05', NULL, 0, 0, 'cancelled', 0);
INSERT INTO sailing (sailing_id, route_id, vessel_id, sailing_date, departure_time, arrival_time, passengers, vehicles, status, delay_minutes) VALUES (3, 9, 3, '2023-05-29', '17:30', '18:25', 243, 0, 'completed', 0);
INSERT INTO sailing (sailing_id, route_id, vessel_id, sailing_date, departure_time, arrival_time, passengers, vehicles, status, delay_minutes) VALUES (4, 10, 7, '2023-06-01', '18:45', '20:40', 262, 5, 'completed', 0);
INSERT INTO sailing (sailing_id, route_id, vessel_id, sailing_date, departure_time, arrival_time, passengers, vehicles, status, delay_minutes) VALUES (5, 4, 2, '2023-06-07', '08:15', '10:05', 277, 43, 'delayed', 65);
INSERT INTO sailing (sailing_id, route_id, vessel_id, sailing_date, departure_time, arrival_time, passengers, vehicles, status, delay_minutes) VALUES (6, 2, 1, '2023-06-09', '08:15', '10:35', 582, 40, 'completed', 0);
INSERT INTO sailing (sailing_id, route_id, vessel_id, sailing_date, departure_time, arrival_time, passengers, vehicles, status, delay_minutes) VALUES (7, 2, 1, '2023-06-10', '09:00', '11:20', 518, 23, 'completed', 0);
INSERT INTO sailing (sailing_id, route_id, vessel_id, sailing_date, departure_time, arrival_time, passengers, vehicles, status, delay_minutes) VALUES (8, 5, 4, '2023-06-15', '11:40', '12:35', 314, 48, 'completed', 0);
INSERT INTO sailing (sailing_id, route_id, vessel_id, sailing_date, departure_time, arrival_time, passengers, vehicles, status, delay_minutes) VALUES (9, 10, 7, '2023-06-17', '06:45', '08:40', 261, 28, 'completed', 0);
INSERT INTO sailing (sailing_id, route_id, vessel_id, sailing_date, departure_time, arrival_time, passengers, vehicles, status, delay_minutes) VALUES (10, 16, 10, '2023-07-03', '16:05', '17:15', 54, 0, 'completed', 0);
INSERT INTO sailing (sailing_id, route_id, vessel_id, sailing_date, departure_time, arrival_time, passengers, vehicles, status, delay_minutes) VALUES (11, 16, 10, '2023-07-10', '10:20', '11:30', 55, 0, 'completed', 0);
INSERT INTO sailing (sailing_id, route_id, vessel_id, sailing_date, departure_time, arrival_time, passengers, vehicles, status, delay_minutes) VALUES (12, 7, 8, '2023-07-20', '16:05', '17:35', 72, 0, 'delayed', 65);
INSERT INTO sailing (sailing_id, route_id, vessel_id, sailing_date, departure_time, arrival_time, passengers, vehicles, status, delay_minutes) VALUES (13, 15, 12, '2023-08-04', '06:45', NULL, 0, 0, 'cancelled', 0);
INSERT INTO sailing (sailing_id, route_id, vessel_id, sailing_date, departure_time, arrival_time, passengers, vehicles, status, delay_minutes) VALUES (14, 10, 7, '2023-08-04', '08:15', '10:50', 140, 12, 'delayed', 40);
INSERT INTO sailing (sailing_id, route_id, vessel_id, sailing_date, departure_time, arrival_time, passengers, vehicles, status, delay_minutes) VALUES (15, 1, 1, '2023-08-13', '06:45', '09:05', 405, 105, 'completed', 0);
INSERT INTO sailing (sailing_id, route_id, vessel_id, sailing_date, departure_time, arrival_time, passengers, vehicles, status, delay_minutes) VALUES (16, 12, 12, '2023-08-13', '10:20', NULL, 0, 0, 'cancelled', 0);
INSERT INTO sailing (sailing_id, route_id, vessel_id, sailing_date, departure_time, arrival_time, passengers, vehicles, status, delay_minutes) VALUES (17, 16, 11, '2023-08-24', '11:40', '13:55', 233, 0, 'delayed', 65);
INSERT INTO sailing (sailing_id, route_id, vessel_id, sailing_date, departure_time, arrival_time, passengers, vehicles, status, delay_minutes) VALUES (18, 13, 13, '2023-08-26', '14:50', '15:40', 76, 0, 'completed', 0);
INSERT INTO sailing (sailing_id, route_id, vessel_id, sailing_date, departure_time, arrival_time, passengers, vehicles, status, delay_minutes) VALUES (19, 14, 7, '2023-09-05', '18:45', '21:00', 139, 17, 'completed', 0);
INSERT INTO sailing (sailing_id, route_id, vessel_id, sailing_date, departure_time, arrival_time, passengers, vehicles, status, delay_minutes) VALUES (20, 11, 9, '2023-09-11', '11:40', '16:55', 437, 2, 'delayed', 25);
INSERT INTO sailing (sailing_id, route_id, vessel_id, sailing_date, departure_time, arrival_time, passengers, vehicles, status, delay_minutes) VALUES (21, 6, 4, '2023-09-24', '18:45', '20:45', 101, 57, 'delayed', 65);
INSERT INTO sailing (sailing_id, route_id, vessel_id, sailing_date, departure_time, arrival_time, passengers, vehicles, status, delay_minutes) VALUES (22, 9, 3, '2023-09-27', '08:15', '09:10', 254, 0, 'completed', 0);
INSERT INTO sailing (sailing_id, route_id, vessel_id, sailing_date, departure_time, arrival_time, passengers, vehicles, status, delay_minutes) VALUES (23, 1, 1, '2023-10-03', '16:05', '18:25', 373, 90, 'completed', 0);
INSERT INTO sailing (sailing_id, route_id, vessel_id, sailing_date, departure_time, arrival_time, passengers, vehicles, status, delay_minutes) VALUES (24, 11, 6, '2023-10-26', '08:15', '13:20', 609, 115, 'delayed', 15);
INSERT INTO sailing (sailing_id, route_id, vessel_id, sailing_date, departure_time, arrival_time, passengers, vehicles, status, delay_minutes) VALUES (25, 14, 1, '2023-11-01', '17:30', '19:45', 283, 15, 'completed', 0);
INSERT INTO sailing (sailing_id, route_id, vessel_id, sailing_date, departure_time, arrival_time, passengers, vehicles, status, delay_minutes) VALUES (26, 11, 9, '2023-11-22', '17:30', '22:35', 506, 55, 'delayed', 15);
INSERT INTO sailing (sailing_id, route_id, vessel_id, sailing_date, departure_time, arrival_time, passengers, vehicles, status, delay_minutes) VALUES (27, 14, 7, '2023-11-23', '13:15', '15:30', 231, 23, 'completed', 0);
INSERT INTO sailing (sailing_id, route_id, vessel_id, sailing_date, departure_time, arrival_time, passengers, vehicles, status, delay_minutes) VALUES (28, 5, 4, '2023-11-26', '11:40', '12:35', 292, 35, 'completed', 0);
INSERT INTO sailing (sailing_id, route_id, vessel_id, sailing_date, departure_time, arrival_time, passengers, vehicles, status, delay_minutes) VALUES (29, 15, 12, '2023-12-06', '16:05', '17:40', 382, 13, 'completed', 0);
INSERT INTO sailing (sailing_id, route_id, vessel_id, sailing_date, departure_time, arrival_time, passengers, vehicles, status, delay_minutes) VALUES (30, 11, 9, '2024-02-03', '09:00', '13:50', 463, 47, 'completed', 0);
INSERT INTO sailing (sailing_id, route_id, vessel_id, sailing_date, departure_time, arrival_time, passengers, vehicles, status, delay_minutes) VALUES (31, 3, 2, '2024-03-15', '12:30', '13:15', 339, 40, 'completed', 0);
INSERT INTO sailing (sailing_id, route_id, vessel_id, sailing_date, departure_time, arrival_time, passengers, vehicles, status, delay_minutes) VALUES (32, 5, 4, '2024-03-27', '13:15', '14:20', 282, 57, 'delayed', 10);
INSERT INTO sailing (sailing_id, route_id, vessel_id, sailing_date, departure_time, arrival_time, passengers, vehicles, status, delay_minutes) VALUES (33, 4, 14, '2024-04-06', '18:45', '19:30', 48, 3, 'completed', 0);
INSERT INTO sailing (sailing_id, route_id, vessel_id, sailing_date, departure_time, arrival_time, passengers, vehicles, status, delay_minutes) VALUES (34, 11, 9, '2024-04-10', '12:30', '17:20', 519, 12, 'completed', 0);
INSERT INTO sailing (sailing_id, route_id, vessel_id, sailing_date, departure_time, arrival_time, passengers, vehicles, status, delay_minutes) VALUES (35, 6, 4, '2024-04-16', '17:30', NULL, 0, 0, 'cancelled', 0);
INSERT INTO sailing (sailing_id, route_id, vessel_id, sailing_date, departure_time, arrival_time, passengers, vehicles, status, delay_minutes) VALUES (36, 12, 9, '2024-04-17', '16:05', '16:45', 105, 61, 'completed', 0);
INSERT INTO sailing (sailing_id, route_id, vessel_id, sailing_date, departure_time, arrival_time, passengers, vehicles, status, delay_minutes) VALUES (37, 8, 3, '2024-04-24', '16:05', '17:00', 54, 0, 'completed', 0);
INSERT INTO sailing (sailing_id, route_id, vessel_id, sailing_date, departure_time, arrival_time, passengers, vehicles, status, delay_minutes) VALUES (38, 12, 12, '2024-04-29', '10:20', '11:00', 138, 50, 'completed', 0);
INSERT INTO sailing (sailing_id, route_id, vessel_id, sailing_date, departure_time, arrival_time, passengers, vehicles, status, delay_minutes) VALUES (39, 10, 7, '2024-05-01', '18:45', '20:40', 178, 0, 'completed', 0);
INSERT INTO sailing (sailing_id, route_id, vessel_id, sailing_date, departure_time, arrival_time, passengers, vehicles, status, delay_minutes) VALUES (40, 1, 1, '2024-05-06', '10:20', '12:40', 358, 110, 'completed', 0);
INSERT INTO sailing (sailing_id, route_id, vessel_id, sailing_date, departure_time, arrival_time, passengers, vehicles, status, delay_minutes) VALUES (41, 17, 8, '2024-05-07', '18:45', '19:20', 32, 0, 'completed', 0);
INSERT INTO sailing (sailing_id, route_id, vessel_id, sailing_date, departure_time, arrival_time, passengers, vehicles, status, delay_minutes) VALUES (42, 3, 14, '2024-05-16', '10:20', '11:05', 149, 8, 'completed', 0);
INSERT INTO sailing (sailing_id, route_id, vessel_id, sailing_date, departure_time, arrival_time, passengers, vehicles, status, delay_minutes) VALUES (43, 18, 12, '2024-05-16', '13:15', '16:20', 154, 30, 'completed', 0);
INSERT INTO sailing (sailing_id, route_id, vessel_id, sailing_date, departure_time, arrival_time, passengers, vehicles, status, delay_minutes) VALUES (44, 1, 1, '2024-05-26', '08:15', '10:35', 431, 63, 'completed', 0);
INSERT INTO sailing (sailing_id, route_id, vessel_id, sailing_date, departure_time, arrival_time, passengers, vehicles, status, delay_minutes) VALUES (45, 12, 9, '2024-06-07', '11:40', '12:20', 338, 67, 'completed', 0);
INSERT INTO sailing (sailing_id, route_id, vessel_id, sailing_date, departure_time, arrival_time, passengers, vehicles, status, delay_minutes) VALUES (46, 11, 9, '2024-06-10', '10:20', '15:10', 289, 19, 'completed', 0);
INSERT INTO sailing (sailing_id, route_id, vessel_id, sailing_date, departure_time, arrival_time, passengers, vehicles, status, delay_minutes) VALUES (47, 17, 8, '2024-06-10', '14:50', '15:35', 77, 0, 'delayed', 10);
INSERT INTO sailing (sailing_id, route_id, vessel_id, sailing_date, departure_time, arrival_time, passengers, vehicles, status, delay_minutes) VALUES (48, 14, 1, '2024-06-10', '18:45', '21:00', 104, 13, 'completed', 0);
INSERT INTO sailing (sailing_id, route_id, vessel_id, sailing_date, departure_time, arrival_time, passengers, vehicles, status, delay_minutes) VALUES (49, 6, 4, '2024-06-14', '14:50', '16:10', 263, 67, 'delayed', 25);
INSERT INTO sailing (sailing_id, route_id, vessel_id, sailing_date, departure_time, arrival_time, passengers, vehicles, status, delay_minutes) VALUES (50, 8, 15, '2024-06-17', '06:45', '07:40', 643, 22, 'completed', 0);
INSERT INTO sailing (sailing_id, route_id, vessel_id, sailing_date, departure_time, arrival_time, passengers, vehicles, status, delay_minutes) VALUES (51, 18, 12, '2024-06-21', '14:50', '17:55', 241, 32, 'completed', 0);
INSERT INTO sailing (sailing_id, route_id, vessel_id, sailing_date, departure_time, arrival_time, passengers, vehicles, status, delay_minutes) VALUES (52, 14, 7, '2024-06-22', '06:45', '09:00', 193, 1, 'completed', 0);
INSERT INTO sailing (sailing_id, route_id, vessel_id, sailing_date, departure_time, arrival_time, passengers, vehicles, status, delay_minutes) VALUES (53, 2, 1, '2024-06-23', '06:45', '09:05', 512, 46, 'completed', 0);
INSERT INTO sailing (sailing_id, route_id, vessel_id, sailing_date, departure_time, arrival_time, passengers, vehicles, status, delay_minutes) VALUES (54, 7, 5, '2024-06-27', '16:05', '16:30', 41, 0, 'completed', 0);
INSERT INTO sailing (sailing_id, route_id, vessel_id, sailing_date, departure_time, arrival_time, passengers, vehicles, status, delay_minutes) VALUES (55, 2, 6, '2024-07-01', '17:30', NULL, 0, 0, 'cancelled', 0);
INSERT INTO sailing (sailing_id, route_id, vessel_id, sailing_date, departure_time, arrival_time, passengers, vehicles, status, delay_minutes) VALUES (56, 15, 12, '2024-07-06', '13:15', NULL, 0, 0, 'cancelled', 0);
INSERT INTO sailing (sailing_id, route_id, vessel_id, sailing_date, departure_time, arrival_time, passengers, vehicles, status, delay_minutes) VALUES (57, 10, 7, '2024-07-17', '17:30', '19:25', 76, 13, 'completed', 0);
INSERT INTO sailing (sailing_id, route_id, vessel_id, sailing_date, departure_time, arrival_time, passengers, vehicles, status, delay_minutes) VALUES (58, 5, 4, '2024-07-22', '13:15', '14:10', 335, 6, 'completed', 0);
INSERT INTO sailing (sailing_id, route_id, vessel_id, sailing_date, departure_time, arrival_time, passengers, vehicles, status, delay_minutes) VALUES (59, 13, 13, '2024-07-23', '18:45', '19:35', 77, 0, 'completed', 0);
INSERT INTO sailing (sailing_id, route_id, vessel_id, sailing_date, departure_time, arrival_time, passengers, vehicles, status, delay_minutes) VALUES (60, 2, 6, '2024-07-30', '12:30', '14:50', 602, 72, 'completed', 0);
