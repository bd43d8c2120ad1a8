PRAGMA foreign_keys = ON;

CREATE TABLE station (
  station_id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  district TEXT,
  dock_count INTEGER,
  opened_date TEXT
);

CREATE TABLE bike (
  bike_id INTEGER PRIMARY KEY,
  serial_code TEXT UNIQUE,
  bike_type TEXT,
  model TEXT,
  purchase_year INTEGER,
  status TEXT
);

CREATE TABLE member (
  member_id INTEGER PRIMARY KEY,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  membership_type TEXT,
  join_date TEXT,
  birth_year INTEGER
);

CREATE TABLE rental (
  rental_id INTEGER PRIMARY KEY,
  bike_id INTEGER NOT NULL,
  member_id INTEGER NOT NULL,
  start_station_id INTEGER NOT NULL,
  end_station_id INTEGER,
  start_time TEXT,
  duration_min INTEGER,
  distance_km REAL,
  cost REAL,
  FOREIGN KEY (bike_id) REFERENCES bike(bike_id),
  FOREIGN KEY (member_id) REFERENCES member(member_id),
  FOREIGN KEY (start_station_id) REFERENCES station(station_id),
  FOREIGN KEY (end_station_id) REFERENCES station(station_id)
);


INSERT INTO station VALUES (1, 'Central Station Plaza', 'Downtown', 30, '2019-04-01');
INSERT INTO station VALUES (2, 'Market Square', 'Downtown', 24, '2019-04-01');
INSERT INTO station VALUES (3, 'Riverside Park North', 'Riverside', 18, '2019-06-15');
INSERT INTO station VALUES (4, 'University Gate', 'Campus', 28, '2019-09-01');
INSERT INTO station VALUES (5, 'Library Lawn', 'Campus', 16, '2020-03-10');
INSERT INTO station VALUES (6, 'Harbor Front', 'Waterfront', 22, '2019-06-15');
INSERT INTO station VALUES (7, 'Ferry Terminal', 'Waterfront', 26, '2020-05-20');
INSERT INTO station VALUES (8, 'Old Mill Lane', 'Eastside', 12, '2021-04-12');
INSERT INTO station VALUES (9, 'Eastside Community Center', 'Eastside', 14, '2021-04-12');
INSERT INTO station VALUES (10, 'City Hospital', 'Midtown', 20, '2020-08-03');
INSERT INTO station VALUES (11, 'Midtown Arcade', 'Midtown', 18, '2020-08-03');
INSERT INTO station VALUES (12, 'Stadium West', 'Northfield', 24, '2022-03-28');
INSERT INTO station VALUES (13, 'Northfield Mall', 'Northfield', 20, '2022-03-28');
INSERT INTO station VALUES (14, 'Botanical Garden', 'Riverside', 14, '2023-05-06');
INSERT INTO station VALUES (15, 'Tech Park', 'Campus', 22, '2023-09-18');

INSERT INTO bike VALUES (1, 'CB-1037', 'classic', 'Urban 7', 2019, 'active');
INSERT INTO bike VALUES (2, 'CB-1074', 'classic', 'Urban 3', 2023, 'retired');
INSERT INTO bike VALUES (3, 'CB-1111', 'electric', 'VoltRide E3', 2024, 'active');
INSERT INTO bike VALUES (4, 'CB-1148', 'electric', 'VoltRide E3', 2023, 'active');
INSERT INTO bike VALUES (5, 'CB-1185', 'classic', 'Urban 3', 2020, 'active');
INSERT INTO bike VALUES (6, 'CB-1222', 'electric', 'VoltRide E3', 2024, 'active');
INSERT INTO bike VALUES (7, 'CB-1259', 'classic', 'Urban 3', 2020, 'in repair');
INSERT INTO bike VALUES (8, 'CB-1296', 'classic', 'Urban 7', 2019, 'active');
INSERT INTO bike VALUES (9, 'CB-1333', 'electric', 'VoltRide E2', 2021, 'active');
INSERT INTO bike VALUES (10, 'CB-1370', 'classic', 'Urban 7', 2022, 'active');
INSERT INTO bike VALUES (11, 'CB-1407', 'electric', 'VoltRide E2', 2024, 'active');
INSERT INTO bike VALUES (12, 'CB-1444', 'electric', 'VoltRide E3', 2021, 'active');
INSERT INTO bike VALUES (13, 'CB-1481', 'classic', 'Urban 3', 2019, 'active');
INSERT INTO bike VALUES (14, 'CB-1518', 'classic', 'Urban 7', 2020, 'in repair');
INSERT INTO bike VALUES (15, 'CB-1555', 'electric', 'VoltRide E2', 2023, 'active');
INSERT INTO bike VALUES (16, 'CB-1592', 'classic', 'Urban 7', 2023, 'active');
INSERT INTO bike VALUES (17, 'CB-1629', 'classic', 'Urban 7', 2021, 'active');
INSERT INTO bike VALUES (18, 'CB-1666', 'electric', 'VoltRide E2', 2024, 'active');
INSERT INTO bike VALUES (19, 'CB-1703', 'electric', 'VoltRide E2', 2024, 'active');
INSERT INTO bike VALUES (20, 'CB-1740', 'classic', 'Urban 7', 2020, 'active');

INSERT INTO member VALUES (1, 'Anna', 'Kowalski', 'annual', '2021-03-02', 1988);
INSERT INTO member VALUES (2, 'Ben', 'Adler', 'monthly', '2023-06-14', 1995);
INSERT INTO member VALUES (3, 'Carmen', 'Ruiz', 'annual', '2020-11-30', 1979);
INSERT INTO member VALUES (4, 'Deepak', 'Nair', 'annual', '2022-01-19', 1991);
INSERT INTO member VALUES (5, 'Emma', 'Larsen', 'day pass', '2024-05-03', 2001);
INSERT INTO member VALUES (6, 'Felix', 'Hoffmann', 'monthly', '2023-09-08', 1998);
INSERT INTO member VALUES (7, 'Gabriela', 'Santos', 'annual', '2019-07-22', 1985);
INSERT INTO member VALUES (8, 'Hiro', 'Yamamoto', 'monthly', '2024-02-11', 2000);
INSERT INTO member VALUES (9, 'Ines', 'Costa', 'annual', '2021-08-05', 1972);
INSERT INTO member VALUES (10, 'Jonah', 'Friedman', 'day pass', '2024-06-20', 1993);
INSERT INTO member VALUES (11, 'Keisha', 'Brown', 'annual', '2022-04-27', 1990);
INSERT INTO member VALUES (12, 'Liam', 'O''Connor', 'monthly', '2023-03-15', 1987);
INSERT INTO member VALUES (13, 'Maya', 'Chen', 'annual', '2020-05-09', 1996);
INSERT INTO member VALUES (14, 'Nikolai', 'Ivanov', 'day pass', '2024-07-01', 1983);
INSERT INTO member VALUES (15, 'Olivia', 'Grant', 'annual', '2021-10-12', 1999);
INSERT INTO member VALUES (16, 'Pablo', 'Herrera', 'monthly', '2024-01-25', 2002);
INSERT INTO member VALUES (17, 'Quinn', 'Murphy', 'annual', '2019-05-17', 1976);
INSERT INTO member VALUES (18, 'Rania', 'Haddad', 'monthly', '2022-11-03', 1994);
INSERT INTO member VALUES (19, 'Stefan', 'Berg', 'annual', '2023-02-28', 1981);
INSERT INTO member VALUES (20, 'Tara', 'Singh', 'day pass', '2024-08-09', 1997);

INSERT INTO rental VALUES (1, 3, 19, 7, 2, '2024-06-02 17:41', 30, 6.5, 1.5);
INSERT INTO rental VALUES (2, 6, 2, 1, 4, '2024-06-05 07:28', 20, 4.9, 1.0);
INSERT INTO rental VALUES (3, 20, 2, 1, 1, '2024-06-05 21:59', 21, 2.0, 0.0);
INSERT INTO rental VALUES (4, 1, 3, 15, 11, '2024-06-08 20:47', 54, 9.5, 0.9);
INSERT INTO rental VALUES (5, 18, 5, 5, 10, '2024-06-09 19:30', 99, 22.4, 25.75);
INSERT INTO rental VALUES (6, 8, 1, 8, 5, '2024-06-09 20:53', 28, 4.7, 0.0);
INSERT INTO rental VALUES (7, 3, 4, 11, 8, '2024-06-11 14:11', 43, 10.1, 2.15);
INSERT INTO rental VALUES (8, 15, 4, 3, 15, '2024-06-11 16:35', 39, 11.6, 1.95);
INSERT INTO rental VALUES (9, 18, 13, 4, 4, '2024-06-13 13:09', 31, 4.0, 1.55);
INSERT INTO rental VALUES (10, 16, 18, 6, 3, '2024-06-14 09:45', 38, 6.1, 1.2);
INSERT INTO rental VALUES (11, 19, 11, 2, 9, '2024-06-18 09:44', 74, 21.9, 6.6);
INSERT INTO rental VALUES (12, 4, 19, 3, 4, '2024-06-19 08:11', 47, 11.6, 2.55);
INSERT INTO rental VALUES (13, 4, 17, 4, 13, '2024-06-19 17:07', 95, 25.1, 9.75);
INSERT INTO rental VALUES (14, 12, 8, 7, 4, '2024-06-22 19:04', 31, 7.8, 1.7);
INSERT INTO rental VALUES (15, 14, 2, 4, 10, '2024-06-23 08:01', 53, 9.1, 3.45);
INSERT INTO rental VALUES (16, 15, 5, 15, 7, '2024-06-26 08:42', 17, 4.4, 5.25);
INSERT INTO rental VALUES (17, 3, 11, 6, 4, '2024-06-27 11:13', 7, 1.5, 0.35);
INSERT INTO rental VALUES (18, 15, 12, 15, 10, '2024-06-29 19:42', 18, 5.0, 0.9);
INSERT INTO rental VALUES (19, 13, 17, 5, 13, '2024-07-02 08:52', 20, 4.3, 0.0);
INSERT INTO rental VALUES (20, 19, 2, 2, 6, '2024-07-04 08:14', 35, 8.7, 2.5);
INSERT INTO rental VALUES (21, 19, 5, 7, 1, '2024-07-07 09:01', 39, 10.8, 10.75);
INSERT INTO rental VALUES (22, 1, 12, 8, 7, '2024-07-08 16:26', 21, 4.5, 0.0);
INSERT INTO rental VALUES (23, 3, 12, 7, 7, '2024-07-12 06:08', 17, 2.0, 0.85);
INSERT INTO rental VALUES (24, 7, 19, 7, 11, '2024-07-13 07:36', 72, 14.5, 2.7);
INSERT INTO rental VALUES (25, 8, 14, 5, 11, '2024-07-14 15:05', 73, 12.9, 15.6);
INSERT INTO rental VALUES (26, 16, 5, 15, 3, '2024-07-14 18:01', 29, 4.7, 6.8);
INSERT INTO rental VALUES (27, 15, 11, 5, 2, '2024-07-24 17:15', 22, 5.6, 1.1);
INSERT INTO rental VALUES (28, 1, 9, 2, 5, '2024-07-25 08:26', 48, 10.4, 0.3);
INSERT INTO rental VALUES (29, 20, 14, 1, 4, '2024-07-28 07:03', 14, 2.9, 3.8);
INSERT INTO rental VALUES (30, 7, 14, 4, 4, '2024-08-03 06:34', 15, 1.6, 4.0);
INSERT INTO rental VALUES (31, 1, 12, 10, 7, '2024-08-08 12:54', 23, 3.9, 0.0);
INSERT INTO rental VALUES (32, 19, 4, 6, 2, '2024-08-09 13:16', 4, 1.0, 0.2);
INSERT INTO rental VALUES (33, 11, 1, 5, 14, '2024-08-09 15:21', 46, 12.2, 2.4);
INSERT INTO rental VALUES (34, 8, 15, 1, 3, '2024-08-10 12:48', 87, 13.6, 4.2);
INSERT INTO rental VALUES (35, 5, 14, 2, 2, '2024-08-14 09:39', 16, 1.6, 4.2);
INSERT INTO rental VALUES (36, 10, 12, 14, 3, '2024-08-15 16:06', 129, 22.0, 14.85);
INSERT INTO rental VALUES (37, 18, 3, 8, 7, '2024-08-16 12:53', 42, 9.4, 2.1);
INSERT INTO rental VALUES (38, 6, 2, 3, 14, '2024-08-16 18:48', 40, 10.1, 3.5);
INSERT INTO rental VALUES (39, 4, 4, 7, 9, '2024-08-17 11:02', 83, 24.8, 7.95);
INSERT INTO rental VALUES (40, 18, 6, 6, 7, '2024-08-19 18:43', 29, 8.0, 1.45);
INSERT INTO rental VALUES (41, 11, 13, 5, 8, '2024-08-21 10:22', 99, 28.3, 10.35);
INSERT INTO rental VALUES (42, 17, 6, 1, 4, '2024-08-25 07:53', 55, 11.3, 3.75);
INSERT INTO rental VALUES (43, 12, 18, 2, 1, '2024-08-25 21:48', 38, 9.1, 3.1);
INSERT INTO rental VALUES (44, 7, 4, 11, 6, '2024-08-26 12:37', 31, 4.7, 0.0);
INSERT INTO rental VALUES (45, 6, 10, 7, 2, '2024-09-02 15:30', 53, 11.7, 14.25);
INSERT INTO rental VALUES (46, 3, 6, 5, 4, '2024-09-03 14:46', 8, 2.2, 0.4);
INSERT INTO rental VALUES (47, 20, 17, 10, 15, '2024-09-05 10:07', 8, 1.3, 0.0);
INSERT INTO rental VALUES (48, 6, 5, 1, 10, '2024-09-07 16:25', 12, 3.1, 4.0);
INSERT INTO rental VALUES (49, 16, 19, 1, 1, '2024-09-09 09:15', 6, 0.5, 0.0);
INSERT INTO rental VALUES (50, 6, 3, 12, 13, '2024-09-09 15:35', 34, 8.4, 1.7);
