-- commuter_railway: a regional commuter rail operator (stations, drivers, routes, stops, departures in spring 2024)
PRAGMA foreign_keys = ON;
BEGIN TRANSACTION;
CREATE TABLE stations (
  station_id INTEGER PRIMARY KEY,
  station_name TEXT NOT NULL,
  town TEXT NOT NULL,
  fare_zone INTEGER NOT NULL,
  step_free_access INTEGER NOT NULL CHECK (step_free_access IN (0,1)),
  has_ticket_office INTEGER NOT NULL CHECK (has_ticket_office IN (0,1)),
  opened_on TEXT NOT NULL
);
CREATE TABLE drivers (
  driver_id INTEGER PRIMARY KEY,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  hired_on TEXT NOT NULL,
  home_station_id INTEGER NOT NULL REFERENCES stations(station_id),
  is_instructor INTEGER NOT NULL CHECK (is_instructor IN (0,1))
);
CREATE TABLE routes (
  route_id INTEGER PRIMARY KEY,
  route_name TEXT NOT NULL,
  origin_station_id INTEGER NOT NULL REFERENCES stations(station_id),
  terminus_station_id INTEGER NOT NULL REFERENCES stations(station_id),
  distance_km REAL NOT NULL,
  standard_fare REAL NOT NULL,
  off_peak_fare REAL NOT NULL,
  is_express INTEGER NOT NULL CHECK (is_express IN (0,1)),
  launched_on TEXT NOT NULL,
  withdrawn_on TEXT             -- NULL = route still running
);
CREATE TABLE route_stops (
  route_id INTEGER NOT NULL REFERENCES routes(route_id),
  station_id INTEGER NOT NULL REFERENCES stations(station_id),
  stop_sequence INTEGER NOT NULL,
  PRIMARY KEY (route_id, station_id)
);
CREATE TABLE departures (
  departure_id INTEGER PRIMARY KEY,
  route_id INTEGER NOT NULL REFERENCES routes(route_id),
  driver_id INTEGER NOT NULL REFERENCES drivers(driver_id),
  unit_number TEXT NOT NULL,    -- the physical train set that ran the service
  service_date TEXT NOT NULL,
  scheduled_time TEXT NOT NULL, -- HH:MM
  delay_minutes INTEGER,        -- NULL = cancelled, no delay recorded
  cancelled INTEGER NOT NULL CHECK (cancelled IN (0,1)),
  passengers_boarded INTEGER    -- NULL = cancelled
);
INSERT INTO stations (station_id, station_name, town, fare_zone, step_free_access, has_ticket_office, opened_on) VALUES (1, 'Central', 'Halston', 1, 1, 1, '1888-06-01');
INSERT INTO stations (station_id, station_name, town, fare_zone, step_free_access, has_ticket_office, opened_on) VALUES (2, 'Halston Quay', 'Halston', 1, 0, 1, '1902-09-15');
INSERT INTO stations (station_id, station_name, town, fare_zone, step_free_access, has_ticket_office, opened_on) VALUES (3, 'Northgate', 'Halston', 1, 1, 0, '1910-03-01');
INSERT INTO stations (station_id, station_name, town, fare_zone, step_free_access, has_ticket_office, opened_on) VALUES (4, 'Riverside', 'Halston', 2, 1, 1, '1995-05-20');
INSERT INTO stations (station_id, station_name, town, fare_zone, step_free_access, has_ticket_office, opened_on) VALUES (5, 'Marden', 'Marden', 2, 1, 1, '1889-11-04');
INSERT INTO stations (station_id, station_name, town, fare_zone, step_free_access, has_ticket_office, opened_on) VALUES (6, 'Marden Park', 'Marden', 2, 0, 0, '1965-07-12');
INSERT INTO stations (station_id, station_name, town, fare_zone, step_free_access, has_ticket_office, opened_on) VALUES (7, 'Ashby Road', 'Ashby', 3, 1, 0, '2004-10-01');
INSERT INTO stations (station_id, station_name, town, fare_zone, step_free_access, has_ticket_office, opened_on) VALUES (8, 'Ashby', 'Ashby', 3, 1, 1, '1890-02-17');
INSERT INTO stations (station_id, station_name, town, fare_zone, step_free_access, has_ticket_office, opened_on) VALUES (9, 'Kelso Bay', 'Kelso', 4, 0, 1, '1893-08-08');
INSERT INTO stations (station_id, station_name, town, fare_zone, step_free_access, has_ticket_office, opened_on) VALUES (10, 'Kelso Cliffs', 'Kelso', 4, 1, 0, '2011-04-30');
INSERT INTO stations (station_id, station_name, town, fare_zone, step_free_access, has_ticket_office, opened_on) VALUES (11, 'Fernhill', 'Fernhill', 3, 0, 0, '1901-05-05');
INSERT INTO stations (station_id, station_name, town, fare_zone, step_free_access, has_ticket_office, opened_on) VALUES (12, 'Brookfield', 'Brookfield', 2, 1, 0, '1999-09-09');
INSERT INTO stations (station_id, station_name, town, fare_zone, step_free_access, has_ticket_office, opened_on) VALUES (13, 'Airport Parkway', 'Marden', 3, 1, 1, '2008-06-16');
INSERT INTO stations (station_id, station_name, town, fare_zone, step_free_access, has_ticket_office, opened_on) VALUES (14, 'Oakworth', 'Oakworth', 4, 0, 0, '1897-12-01');
INSERT INTO stations (station_id, station_name, town, fare_zone, step_free_access, has_ticket_office, opened_on) VALUES (15, 'Stanmoor', 'Stanmoor', 4, 1, 1, '1894-03-19');
INSERT INTO stations (station_id, station_name, town, fare_zone, step_free_access, has_ticket_office, opened_on) VALUES (16, 'Westbury', 'Westbury', 3, 1, 1, '1892-07-22');
INSERT INTO stations (station_id, station_name, town, fare_zone, step_free_access, has_ticket_office, opened_on) VALUES (17, 'Westbury Lane', 'Westbury', 3, 0, 0, '1931-01-12');
INSERT INTO stations (station_id, station_name, town, fare_zone, step_free_access, has_ticket_office, opened_on) VALUES (18, 'Harbour', 'Kelso', 4, 1, 1, '1899-04-03');
INSERT INTO stations (station_id, station_name, town, fare_zone, step_free_access, has_ticket_office, opened_on) VALUES (19, 'Millbrook', 'Millbrook', 3, 1, 0, '2015-11-08');
INSERT INTO stations (station_id, station_name, town, fare_zone, step_free_access, has_ticket_office, opened_on) VALUES (20, 'University', 'Halston', 1, 1, 0, '2019-09-02');
INSERT INTO drivers (driver_id, first_name, last_name, hired_on, home_station_id, is_instructor) VALUES (1, 'Grace', 'Okafor', '2010-04-12', 1, 1);
INSERT INTO drivers (driver_id, first_name, last_name, hired_on, home_station_id, is_instructor) VALUES (2, 'Daniel', 'Okafor', '2019-09-02', 5, 0);
INSERT INTO drivers (driver_id, first_name, last_name, hired_on, home_station_id, is_instructor) VALUES (3, 'Tom', 'Reilly', '2008-01-14', 1, 1);
INSERT INTO drivers (driver_id, first_name, last_name, hired_on, home_station_id, is_instructor) VALUES (4, 'Hannah', 'Price', '2015-06-01', 8, 0);
INSERT INTO drivers (driver_id, first_name, last_name, hired_on, home_station_id, is_instructor) VALUES (5, 'Aled', 'Morgan', '2012-03-19', 9, 0);
INSERT INTO drivers (driver_id, first_name, last_name, hired_on, home_station_id, is_instructor) VALUES (6, 'Priya', 'Shah', '2017-11-06', 4, 0);
INSERT INTO drivers (driver_id, first_name, last_name, hired_on, home_station_id, is_instructor) VALUES (7, 'Sean', 'Doyle', '2006-08-21', 15, 1);
INSERT INTO drivers (driver_id, first_name, last_name, hired_on, home_station_id, is_instructor) VALUES (8, 'Lucy', 'Chen', '2021-02-15', 12, 0);
INSERT INTO drivers (driver_id, first_name, last_name, hired_on, home_station_id, is_instructor) VALUES (9, 'Martin', 'Hughes', '2003-05-05', 16, 0);
INSERT INTO drivers (driver_id, first_name, last_name, hired_on, home_station_id, is_instructor) VALUES (10, 'Fatima', 'Rahman', '2018-10-01', 3, 0);
INSERT INTO drivers (driver_id, first_name, last_name, hired_on, home_station_id, is_instructor) VALUES (11, 'Joe', 'Barker', '2014-07-14', 11, 0);
INSERT INTO drivers (driver_id, first_name, last_name, hired_on, home_station_id, is_instructor) VALUES (12, 'Ellie', 'Ward', '2022-03-28', 13, 0);
INSERT INTO drivers (driver_id, first_name, last_name, hired_on, home_station_id, is_instructor) VALUES (13, 'Kwame', 'Mensah', '2011-12-05', 2, 1);
INSERT INTO drivers (driver_id, first_name, last_name, hired_on, home_station_id, is_instructor) VALUES (14, 'Rachel', 'Stone', '2016-04-25', 19, 0);
INSERT INTO drivers (driver_id, first_name, last_name, hired_on, home_station_id, is_instructor) VALUES (15, 'Owen', 'Pryce', '2020-08-10', 7, 0);
INSERT INTO drivers (driver_id, first_name, last_name, hired_on, home_station_id, is_instructor) VALUES (16, 'Nina', 'Kowalski', '2023-01-09', 20, 0);
INSERT INTO routes (route_id, route_name, origin_station_id, terminus_station_id, distance_km, standard_fare, off_peak_fare, is_express, launched_on, withdrawn_on) VALUES (1, 'Coastal Line', 1, 18, 42.5, 9.8, 6.9, 0, '1995-06-01', NULL);
INSERT INTO routes (route_id, route_name, origin_station_id, terminus_station_id, distance_km, standard_fare, off_peak_fare, is_express, launched_on, withdrawn_on) VALUES (2, 'Coastal Express', 1, 9, 40.1, 12.5, 8.4, 1, '2012-05-14', NULL);
INSERT INTO routes (route_id, route_name, origin_station_id, terminus_station_id, distance_km, standard_fare, off_peak_fare, is_express, launched_on, withdrawn_on) VALUES (3, 'Marden Shuttle', 1, 5, 11.2, 3.6, 2.8, 0, '1990-03-01', NULL);
INSERT INTO routes (route_id, route_name, origin_station_id, terminus_station_id, distance_km, standard_fare, off_peak_fare, is_express, launched_on, withdrawn_on) VALUES (4, 'Airport Link', 1, 13, 16.8, 7.2, 6.1, 1, '2008-06-16', NULL);
INSERT INTO routes (route_id, route_name, origin_station_id, terminus_station_id, distance_km, standard_fare, off_peak_fare, is_express, launched_on, withdrawn_on) VALUES (5, 'Ashby Valley Line', 1, 8, 24.3, 6.4, 4.5, 0, '1992-09-07', NULL);
INSERT INTO routes (route_id, route_name, origin_station_id, terminus_station_id, distance_km, standard_fare, off_peak_fare, is_express, launched_on, withdrawn_on) VALUES (6, 'Fernhill Branch', 8, 11, 9.6, 3.1, 2.2, 0, '1998-01-12', '2019-12-14');
INSERT INTO routes (route_id, route_name, origin_station_id, terminus_station_id, distance_km, standard_fare, off_peak_fare, is_express, launched_on, withdrawn_on) VALUES (7, 'Westbury Line', 1, 16, 31.7, 8.2, 5.6, 0, '1993-05-03', NULL);
INSERT INTO routes (route_id, route_name, origin_station_id, terminus_station_id, distance_km, standard_fare, off_peak_fare, is_express, launched_on, withdrawn_on) VALUES (8, 'Westbury Express', 1, 16, 31.7, 10.9, 7.8, 1, '2016-09-05', NULL);
INSERT INTO routes (route_id, route_name, origin_station_id, terminus_station_id, distance_km, standard_fare, off_peak_fare, is_express, launched_on, withdrawn_on) VALUES (9, 'Stanmoor Rambler', 16, 15, 18.4, 4.9, 3.3, 0, '1997-04-14', NULL);
INSERT INTO routes (route_id, route_name, origin_station_id, terminus_station_id, distance_km, standard_fare, off_peak_fare, is_express, launched_on, withdrawn_on) VALUES (10, 'Oakworth Heritage', 15, 14, 7.9, 5.5, 4.0, 0, '2001-07-01', '2015-10-31');
INSERT INTO routes (route_id, route_name, origin_station_id, terminus_station_id, distance_km, standard_fare, off_peak_fare, is_express, launched_on, withdrawn_on) VALUES (11, 'University Loop', 20, 4, 6.2, 2.4, 1.9, 0, '2019-09-02', NULL);
INSERT INTO routes (route_id, route_name, origin_station_id, terminus_station_id, distance_km, standard_fare, off_peak_fare, is_express, launched_on, withdrawn_on) VALUES (12, 'Brookfield Connector', 4, 12, 8.8, 2.9, 2.1, 0, '2000-02-21', NULL);
INSERT INTO routes (route_id, route_name, origin_station_id, terminus_station_id, distance_km, standard_fare, off_peak_fare, is_express, launched_on, withdrawn_on) VALUES (13, 'Millbrook Line', 1, 19, 27.4, 7.6, 5.2, 0, '2015-11-08', NULL);
INSERT INTO routes (route_id, route_name, origin_station_id, terminus_station_id, distance_km, standard_fare, off_peak_fare, is_express, launched_on, withdrawn_on) VALUES (14, 'Kelso Cliffs Spur', 9, 10, 3.5, 1.8, 1.5, 0, '2011-04-30', '2023-03-31');
INSERT INTO routes (route_id, route_name, origin_station_id, terminus_station_id, distance_km, standard_fare, off_peak_fare, is_express, launched_on, withdrawn_on) VALUES (15, 'Halston Cross-City', 3, 12, 14.6, 4.2, 3.0, 0, '2006-01-09', NULL);
INSERT INTO route_stops (route_id, station_id, stop_sequence) VALUES (1, 1, 1);
INSERT INTO route_stops (route_id, station_id, stop_sequence) VALUES (1, 3, 2);
INSERT INTO route_stops (route_id, station_id, stop_sequence) VALUES (1, 9, 3);
INSERT INTO route_stops (route_id, station_id, stop_sequence) VALUES (1, 10, 4);
INSERT INTO route_stops (route_id, station_id, stop_sequence) VALUES (1, 18, 5);
INSERT INTO route_stops (route_id, station_id, stop_sequence) VALUES (2, 1, 1);
INSERT INTO route_stops (route_id, station_id, stop_sequence) VALUES (2, 4, 2);
INSERT INTO route_stops (route_id, station_id, stop_sequence) VALUES (2, 9, 3);
INSERT INTO route_stops (route_id, station_id, stop_sequence) VALUES (3, 1, 1);
INSERT INTO route_stops (route_id, station_id, stop_sequence) VALUES (3, 4, 2);
INSERT INTO route_stops (route_id, station_id, stop_sequence) VALUES (3, 6, 3);
INSERT INTO route_stops (route_id, station_id, stop_sequence) VALUES (3, 5, 4);
INSERT INTO route_stops (route_id, station_id, stop_sequence) VALUES (4, 1, 1);
INSERT INTO route_stops (route_id, station_id, stop_sequence) VALUES (4, 4, 2);
INSERT INTO route_stops (route_id, station_id, stop_sequence) VALUES (4, 13, 3);
INSERT INTO route_stops (route_id, station_id, stop_sequence) VALUES (5, 1, 1);
INSERT INTO route_stops (route_id, station_id, stop_sequence) VALUES (5, 3, 2);
INSERT INTO route_stops (route_id, station_id, stop_sequence) VALUES (5, 12, 3);
INSERT INTO route_stops (route_id, station_id, stop_sequence) VALUES (5, 7, 4);
INSERT INTO route_stops (route_id, station_id, stop_sequence) VALUES (5, 8, 5);
INSERT INTO route_stops (route_id, station_id, stop_sequence) VALUES (6, 8, 1);
INSERT INTO route_stops (route_id, station_id, stop_sequence) VALUES (6, 11, 2);
INSERT INTO route_stops (route_id, station_id, stop_sequence) VALUES (7, 1, 1);
INSERT INTO route_stops (route_id, station_id, stop_sequence) VALUES (7, 2, 2);
INSERT INTO route_stops (route_id, station_id, stop_sequence) VALUES (7, 19, 3);
INSERT INTO route_stops (route_id, station_id, stop_sequence) VALUES (7, 17, 4);
INSERT INTO route_stops (route_id, station_id, stop_sequence) VALUES (7, 16, 5);
INSERT INTO route_stops (route_id, station_id, stop_sequence) VALUES (8, 1, 1);
INSERT INTO route_stops (route_id, station_id, stop_sequence) VALUES (8, 16, 2);
INSERT INTO route_stops (route_id, station_id, stop_sequence) VALUES (9, 16, 1);
INSERT INTO route_stops (route_id, station_id, stop_sequence) VALUES (9, 17, 2);
INSERT INTO route_stops (route_id, station_id, stop_sequence) VALUES (9, 15, 3);
INSERT INTO route_stops (route_id, station_id, stop_sequence) VALUES (10, 15, 1);
INSERT INTO route_stops (route_id, station_id, stop_sequence) VALUES (10, 14, 2);
INSERT INTO route_stops (route_id, station_id, stop_sequence) VALUES (11, 20, 1);
INSERT INTO route_stops (route_id, station_id, stop_sequence) VALUES (11, 1, 2);
INSERT INTO route_stops (route_id, station_id, stop_sequence) VALUES (11, 4, 3);
INSERT INTO route_stops (route_id, station_id, stop_sequence) VALUES (12, 4, 1);
INSERT INTO route_stops (route_id, station_id, stop_sequence) VALUES (12, 12, 2);
INSERT INTO route_stops (route_id, station_id, stop_sequence) VALUES (13, 1, 1);
INSERT INTO route_stops (route_id, station_id, stop_sequence) VALUES (13, 2, 2);
INSERT INTO route_stops (route_id, station_id, stop_sequence) VALUES (13, 19, 3);
INSERT INTO route_stops (route_id, station_id, stop_sequence) VALUES (14, 9, 1);
INSERT INTO route_stops (route_id, station_id, stop_sequence) VALUES (14, 10, 2);
INSERT INTO route_stops (route_id, station_id, stop_sequence) VALUES (15, 3, 1);
INSERT INTO route_stops (route_id, station_id, stop_sequence) VALUES (15, 1, 2);
INSERT INTO route_stops (route_id, station_id, stop_sequence) VALUES (15, 20, 3);
INSERT INTO route_stops (route_id, station_id, stop_sequence) VALUES (15, 12, 4);
INSERT INTO departures (departure_id, route_id, driver_id, unit_number, service_date, scheduled_time, delay_minutes, cancelled, passengers_boarded) VALUES (1, 1, 3, '158-811', '2024-03-04', '07:15', 2, 0, 212);
INSERT INTO departures (departure_id, route_id, driver_id, unit_number, service_date, scheduled_time, delay_minutes, cancelled, passengers_boarded) VALUES (2, 1, 1, '158-811', '2024-03-11', '07:15', 0, 0, 198);
INSERT INTO departures (departure_id, route_id, driver_id, unit_number, service_date, scheduled_time, delay_minutes, cancelled, passengers_boarded) VALUES (3, 1, 5, '158-812', '2024-03-18', '07:15', NULL, 1, NULL);
INSERT INTO departures (departure_id, route_id, driver_id, unit_number, service_date, scheduled_time, delay_minutes, cancelled, passengers_boarded) VALUES (4, 1, 3, '158-812', '2024-03-25', '07:15', 6, 0, 224);
INSERT INTO departures (departure_id, route_id, driver_id, unit_number, service_date, scheduled_time, delay_minutes, cancelled, passengers_boarded) VALUES (5, 1, 13, '158-811', '2024-03-28', '17:40', 14, 0, 251);
INSERT INTO departures (departure_id, route_id, driver_id, unit_number, service_date, scheduled_time, delay_minutes, cancelled, passengers_boarded) VALUES (6, 1, 1, '158-811', '2024-04-08', '07:15', 3, 0, 205);
INSERT INTO departures (departure_id, route_id, driver_id, unit_number, service_date, scheduled_time, delay_minutes, cancelled, passengers_boarded) VALUES (7, 1, 2, '158-812', '2024-04-15', '07:15', 0, 0, 190);
INSERT INTO departures (departure_id, route_id, driver_id, unit_number, service_date, scheduled_time, delay_minutes, cancelled, passengers_boarded) VALUES (8, 1, 5, '158-811', '2024-05-06', '07:15', 9, 0, 217);
INSERT INTO departures (departure_id, route_id, driver_id, unit_number, service_date, scheduled_time, delay_minutes, cancelled, passengers_boarded) VALUES (9, 2, 7, '170-201', '2024-03-05', '08:05', 4, 0, 164);
INSERT INTO departures (departure_id, route_id, driver_id, unit_number, service_date, scheduled_time, delay_minutes, cancelled, passengers_boarded) VALUES (10, 2, 1, '170-202', '2024-04-02', '08:05', 0, 0, 171);
INSERT INTO departures (departure_id, route_id, driver_id, unit_number, service_date, scheduled_time, delay_minutes, cancelled, passengers_boarded) VALUES (11, 2, 7, '170-201', '2024-04-16', '08:05', 12, 0, 158);
INSERT INTO departures (departure_id, route_id, driver_id, unit_number, service_date, scheduled_time, delay_minutes, cancelled, passengers_boarded) VALUES (12, 2, 13, '170-202', '2024-05-07', '08:05', NULL, 1, NULL);
INSERT INTO departures (departure_id, route_id, driver_id, unit_number, service_date, scheduled_time, delay_minutes, cancelled, passengers_boarded) VALUES (13, 2, 1, '170-201', '2024-05-21', '08:05', NULL, 1, NULL);
INSERT INTO departures (departure_id, route_id, driver_id, unit_number, service_date, scheduled_time, delay_minutes, cancelled, passengers_boarded) VALUES (14, 3, 6, '150-105', '2024-03-06', '06:50', 1, 0, 88);
INSERT INTO departures (departure_id, route_id, driver_id, unit_number, service_date, scheduled_time, delay_minutes, cancelled, passengers_boarded) VALUES (15, 3, 10, '150-106', '2024-03-20', '06:50', 0, 0, 92);
INSERT INTO departures (departure_id, route_id, driver_id, unit_number, service_date, scheduled_time, delay_minutes, cancelled, passengers_boarded) VALUES (16, 3, 6, '150-105', '2024-04-10', '06:50', 5, 0, 97);
INSERT INTO departures (departure_id, route_id, driver_id, unit_number, service_date, scheduled_time, delay_minutes, cancelled, passengers_boarded) VALUES (17, 3, 2, '150-105', '2024-04-24', '06:50', 2, 0, 85);
INSERT INTO departures (departure_id, route_id, driver_id, unit_number, service_date, scheduled_time, delay_minutes, cancelled, passengers_boarded) VALUES (18, 3, 12, '150-106', '2024-05-15', '06:50', 0, 0, 90);
INSERT INTO departures (departure_id, route_id, driver_id, unit_number, service_date, scheduled_time, delay_minutes, cancelled, passengers_boarded) VALUES (19, 4, 4, '170-202', '2024-03-07', '05:30', 0, 0, 134);
INSERT INTO departures (departure_id, route_id, driver_id, unit_number, service_date, scheduled_time, delay_minutes, cancelled, passengers_boarded) VALUES (20, 4, 1, '170-201', '2024-04-04', '05:30', 7, 0, 142);
INSERT INTO departures (departure_id, route_id, driver_id, unit_number, service_date, scheduled_time, delay_minutes, cancelled, passengers_boarded) VALUES (21, 4, 15, '170-202', '2024-04-18', '05:30', 0, 0, 139);
INSERT INTO departures (departure_id, route_id, driver_id, unit_number, service_date, scheduled_time, delay_minutes, cancelled, passengers_boarded) VALUES (22, 4, 4, '170-201', '2024-05-09', '05:30', 22, 0, 147);
INSERT INTO departures (departure_id, route_id, driver_id, unit_number, service_date, scheduled_time, delay_minutes, cancelled, passengers_boarded) VALUES (23, 5, 11, '156-401', '2024-03-08', '09:10', 3, 0, 76);
INSERT INTO departures (departure_id, route_id, driver_id, unit_number, service_date, scheduled_time, delay_minutes, cancelled, passengers_boarded) VALUES (24, 5, 9, '156-402', '2024-03-22', '09:10', 0, 0, 81);
INSERT INTO departures (departure_id, route_id, driver_id, unit_number, service_date, scheduled_time, delay_minutes, cancelled, passengers_boarded) VALUES (25, 5, 11, '156-401', '2024-04-12', '09:10', 8, 0, 79);
INSERT INTO departures (departure_id, route_id, driver_id, unit_number, service_date, scheduled_time, delay_minutes, cancelled, passengers_boarded) VALUES (26, 5, 14, '156-402', '2024-05-10', '09:10', NULL, 1, NULL);
INSERT INTO departures (departure_id, route_id, driver_id, unit_number, service_date, scheduled_time, delay_minutes, cancelled, passengers_boarded) VALUES (27, 7, 9, '158-812', '2024-03-12', '16:20', 5, 0, 183);
INSERT INTO departures (departure_id, route_id, driver_id, unit_number, service_date, scheduled_time, delay_minutes, cancelled, passengers_boarded) VALUES (28, 7, 3, '158-811', '2024-04-09', '16:20', 0, 0, 176);
INSERT INTO departures (departure_id, route_id, driver_id, unit_number, service_date, scheduled_time, delay_minutes, cancelled, passengers_boarded) VALUES (29, 7, 1, '158-812', '2024-04-23', '16:20', 11, 0, 189);
INSERT INTO departures (departure_id, route_id, driver_id, unit_number, service_date, scheduled_time, delay_minutes, cancelled, passengers_boarded) VALUES (30, 7, 9, '158-811', '2024-05-14', '16:20', 2, 0, 171);
INSERT INTO departures (departure_id, route_id, driver_id, unit_number, service_date, scheduled_time, delay_minutes, cancelled, passengers_boarded) VALUES (31, 8, 7, '170-201', '2024-03-13', '07:45', 0, 0, 149);
INSERT INTO departures (departure_id, route_id, driver_id, unit_number, service_date, scheduled_time, delay_minutes, cancelled, passengers_boarded) VALUES (32, 8, 13, '170-202', '2024-04-03', '07:45', 3, 0, 155);
INSERT INTO departures (departure_id, route_id, driver_id, unit_number, service_date, scheduled_time, delay_minutes, cancelled, passengers_boarded) VALUES (33, 8, 1, '170-201', '2024-04-30', '07:45', 0, 0, 160);
INSERT INTO departures (departure_id, route_id, driver_id, unit_number, service_date, scheduled_time, delay_minutes, cancelled, passengers_boarded) VALUES (34, 8, 7, '170-202', '2024-05-22', '07:45', 18, 0, 151);
INSERT INTO departures (departure_id, route_id, driver_id, unit_number, service_date, scheduled_time, delay_minutes, cancelled, passengers_boarded) VALUES (35, 9, 14, '156-401', '2024-03-14', '10:30', 0, 0, 44);
INSERT INTO departures (departure_id, route_id, driver_id, unit_number, service_date, scheduled_time, delay_minutes, cancelled, passengers_boarded) VALUES (36, 9, 11, '156-402', '2024-04-11', '10:30', 4, 0, 39);
INSERT INTO departures (departure_id, route_id, driver_id, unit_number, service_date, scheduled_time, delay_minutes, cancelled, passengers_boarded) VALUES (37, 9, 14, '156-401', '2024-05-16', '10:30', 1, 0, 47);
INSERT INTO departures (departure_id, route_id, driver_id, unit_number, service_date, scheduled_time, delay_minutes, cancelled, passengers_boarded) VALUES (38, 11, 16, '150-106', '2024-03-15', '08:00', 0, 0, 121);
INSERT INTO departures (departure_id, route_id, driver_id, unit_number, service_date, scheduled_time, delay_minutes, cancelled, passengers_boarded) VALUES (39, 11, 8, '150-105', '2024-04-05', '08:00', 2, 0, 133);
INSERT INTO departures (departure_id, route_id, driver_id, unit_number, service_date, scheduled_time, delay_minutes, cancelled, passengers_boarded) VALUES (40, 11, 16, '150-106', '2024-05-03', '08:00', 0, 0, 128);
INSERT INTO departures (departure_id, route_id, driver_id, unit_number, service_date, scheduled_time, delay_minutes, cancelled, passengers_boarded) VALUES (41, 12, 8, '150-105', '2024-03-19', '12:15', 1, 0, 57);
INSERT INTO departures (departure_id, route_id, driver_id, unit_number, service_date, scheduled_time, delay_minutes, cancelled, passengers_boarded) VALUES (42, 12, 2, '150-106', '2024-04-22', '12:15', 0, 0, 61);
INSERT INTO departures (departure_id, route_id, driver_id, unit_number, service_date, scheduled_time, delay_minutes, cancelled, passengers_boarded) VALUES (43, 12, 12, '150-105', '2024-05-20', '12:15', 6, 0, 54);
INSERT INTO departures (departure_id, route_id, driver_id, unit_number, service_date, scheduled_time, delay_minutes, cancelled, passengers_boarded) VALUES (44, 13, 10, '156-402', '2024-03-21', '17:05', 7, 0, 102);
INSERT INTO departures (departure_id, route_id, driver_id, unit_number, service_date, scheduled_time, delay_minutes, cancelled, passengers_boarded) VALUES (45, 13, 15, '156-401', '2024-04-17', '17:05', 0, 0, 98);
INSERT INTO departures (departure_id, route_id, driver_id, unit_number, service_date, scheduled_time, delay_minutes, cancelled, passengers_boarded) VALUES (46, 13, 10, '156-402', '2024-05-08', '17:05', NULL, 1, NULL);
INSERT INTO departures (departure_id, route_id, driver_id, unit_number, service_date, scheduled_time, delay_minutes, cancelled, passengers_boarded) VALUES (47, 15, 12, '150-106', '2024-03-26', '07:30', 2, 0, 112);
INSERT INTO departures (departure_id, route_id, driver_id, unit_number, service_date, scheduled_time, delay_minutes, cancelled, passengers_boarded) VALUES (48, 15, 16, '150-105', '2024-04-19', '07:30', 0, 0, 118);
INSERT INTO departures (departure_id, route_id, driver_id, unit_number, service_date, scheduled_time, delay_minutes, cancelled, passengers_boarded) VALUES (49, 15, 6, '150-106', '2024-05-23', '07:30', 3, 0, 109);
INSERT INTO departures (departure_id, route_id, driver_id, unit_number, service_date, scheduled_time, delay_minutes, cancelled, passengers_boarded) VALUES (50, 1, 1, '158-812', '2024-04-29', '17:40', 5, 0, 233);
INSERT INTO departures (departure_id, route_id, driver_id, unit_number, service_date, scheduled_time, delay_minutes, cancelled, passengers_boarded) VALUES (51, 5, 2, '156-401', '2024-04-26', '09:10', 9, 0, 83);
INSERT INTO departures (departure_id, route_id, driver_id, unit_number, service_date, scheduled_time, delay_minutes, cancelled, passengers_boarded) VALUES (52, 3, 1, '150-105', '2024-05-29', '06:50', 0, 0, 94);
COMMIT;
