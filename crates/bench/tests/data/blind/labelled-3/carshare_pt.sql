PRAGMA foreign_keys = ON;
CREATE TABLE districts (
  district_id INTEGER PRIMARY KEY,
  district_name TEXT NOT NULL,
  city TEXT NOT NULL,
  population INTEGER,
  area_km2 REAL
);
CREATE TABLE vehicles (
  vehicle_id INTEGER PRIMARY KEY,
  plate TEXT NOT NULL UNIQUE,
  make TEXT NOT NULL,
  model TEXT NOT NULL,
  fuel_type TEXT,
  seats INTEGER,
  model_year INTEGER,
  base_city TEXT,
  hourly_rate REAL,
  per_km_rate REAL
);
CREATE TABLE trips_lisbon (
  trip_id INTEGER PRIMARY KEY,
  vehicle_id INTEGER NOT NULL REFERENCES vehicles(vehicle_id),
  member_name TEXT NOT NULL,
  start_district_id INTEGER NOT NULL REFERENCES districts(district_id),
  end_district_id INTEGER NOT NULL REFERENCES districts(district_id),
  booked_on TEXT NOT NULL,
  trip_date TEXT NOT NULL,
  duration_min INTEGER,
  distance_km REAL,
  fare REAL,
  rating INTEGER
);
CREATE TABLE trips_porto (
  trip_id INTEGER PRIMARY KEY,
  vehicle_id INTEGER NOT NULL REFERENCES vehicles(vehicle_id),
  member_name TEXT NOT NULL,
  start_district_id INTEGER NOT NULL REFERENCES districts(district_id),
  end_district_id INTEGER NOT NULL REFERENCES districts(district_id),
  booked_on TEXT NOT NULL,
  trip_date TEXT NOT NULL,
  duration_min INTEGER,
  distance_km REAL,
  fare REAL,
  rating INTEGER
);
CREATE TABLE trips_coimbra (
  trip_id INTEGER PRIMARY KEY,
  vehicle_id INTEGER NOT NULL REFERENCES vehicles(vehicle_id),
  member_name TEXT NOT NULL,
  start_district_id INTEGER NOT NULL REFERENCES districts(district_id),
  end_district_id INTEGER NOT NULL REFERENCES districts(district_id),
  booked_on TEXT NOT NULL,
  trip_date TEXT NOT NULL,
  duration_min INTEGER,
  distance_km REAL,
  fare REAL,
  rating INTEGER
);

INSERT INTO districts VALUES (1, 'Alfama', 'Lisbon', 9250, 0.9);
INSERT INTO districts VALUES (2, 'Baixa', 'Lisbon', 6180, 0.6);
INSERT INTO districts VALUES (3, 'Belém', 'Lisbon', 16530, 10.4);
INSERT INTO districts VALUES (4, 'Alvalade', 'Lisbon', 31810, 5.3);
INSERT INTO districts VALUES (5, 'Campo de Ourique', 'Lisbon', 22120, 1.7);
INSERT INTO districts VALUES (6, 'Parque das Nações', 'Lisbon', 22380, 5.4);
INSERT INTO districts VALUES (7, 'Areeiro', 'Lisbon', 20130, 1.7);
INSERT INTO districts VALUES (8, 'Ribeira', 'Porto', 5320, 0.5);
INSERT INTO districts VALUES (9, 'Boavista', 'Porto', 18400, 3.1);
INSERT INTO districts VALUES (10, 'Bonfim', 'Porto', 24270, 3.0);
INSERT INTO districts VALUES (11, 'Campanhã', 'Porto', 32660, 8.1);
INSERT INTO districts VALUES (12, 'Foz do Douro', 'Porto', 11980, 2.6);
INSERT INTO districts VALUES (13, 'Paranhos', 'Porto', 44300, 7.1);
INSERT INTO districts VALUES (14, 'Baixa', 'Coimbra', 8940, 1.2);
INSERT INTO districts VALUES (15, 'Santa Clara', 'Coimbra', 21400, 14.6);
INSERT INTO districts VALUES (16, 'Celas', 'Coimbra', 11800, 1.9);
INSERT INTO districts VALUES (17, 'Solum', 'Coimbra', 24100, 3.4);
INSERT INTO districts VALUES (18, 'Eiras', 'Coimbra', 12300, 9.9);
INSERT INTO vehicles VALUES (1, 'AL-21-PT', 'Renault', 'Zoe', 'electric', 5, 2021, 'Lisbon', 9.9, 0.22);
INSERT INTO vehicles VALUES (2, 'AM-04-LX', 'Renault', 'Zoe', 'electric', 5, 2022, 'Lisbon', 9.9, 0.22);
INSERT INTO vehicles VALUES (3, 'BC-77-RT', 'Volkswagen', 'ID.3', 'electric', 5, 2023, 'Lisbon', 12.5, 0.19);
INSERT INTO vehicles VALUES (4, 'AH-58-QG', 'Toyota', 'Yaris Hybrid', 'hybrid', 5, 2020, 'Lisbon', 8.5, 0.28);
INSERT INTO vehicles VALUES (5, 'AZ-13-MN', 'Fiat', '500e', 'electric', 4, 2022, 'Lisbon', 8.9, 0.21);
INSERT INTO vehicles VALUES (6, 'BF-90-KD', 'Citroën', 'Berlingo', 'petrol', 7, 2021, 'Lisbon', 13.9, 0.31);
INSERT INTO vehicles VALUES (7, 'AP-36-VS', 'Renault', 'Zoe', 'electric', 5, 2021, 'Porto', 9.9, 0.22);
INSERT INTO vehicles VALUES (8, 'AT-62-HJ', 'Toyota', 'Yaris Hybrid', 'hybrid', 5, 2021, 'Porto', 8.5, 0.28);
INSERT INTO vehicles VALUES (9, 'BA-05-CE', 'Kia', 'Niro Hybrid', 'hybrid', 5, 2022, 'Porto', 11.2, 0.26);
INSERT INTO vehicles VALUES (10, 'BD-48-WF', 'Peugeot', 'e-208', 'electric', 5, 2023, 'Porto', 10.4, 0.2);
INSERT INTO vehicles VALUES (11, 'AG-83-LB', 'Dacia', 'Spring', 'electric', 4, 2021, 'Porto', 6.9, 0.24);
INSERT INTO vehicles VALUES (12, 'BG-12-TZ', 'Citroën', 'Berlingo', 'petrol', 7, 2022, 'Porto', 13.9, 0.31);
INSERT INTO vehicles VALUES (13, 'AR-27-DM', 'Dacia', 'Spring', 'electric', 4, 2022, 'Coimbra', 6.9, 0.24);
INSERT INTO vehicles VALUES (14, 'AV-71-SN', 'Toyota', 'Yaris Hybrid', 'hybrid', 5, 2020, 'Coimbra', 8.5, 0.28);
INSERT INTO vehicles VALUES (15, 'BB-39-XP', 'Peugeot', 'e-208', 'electric', 5, 2023, 'Coimbra', 10.4, 0.2);
INSERT INTO vehicles VALUES (16, 'AJ-94-FO', 'Renault', 'Zoe', 'electric', 5, 2021, 'Coimbra', 9.9, 0.22);
INSERT INTO vehicles VALUES (17, 'BE-66-GU', 'Volkswagen', 'ID.3', 'electric', 5, 2023, 'Coimbra', 12.5, 0.17);
INSERT INTO trips_lisbon VALUES (1001, 3, 'Marta Ribeiro', 4, 3, '2024-01-03', '2024-01-03', 26, 4.8, 6.33, 4);
INSERT INTO trips_lisbon VALUES (1002, 5, 'Tiago Mendes', 5, 7, '2023-12-24', '2024-01-05', 42, 8.7, 8.06, 2);
INSERT INTO trips_lisbon VALUES (1003, 2, 'Kwame Mensah', 4, 5, '2024-01-09', '2024-01-12', 95, 22.3, 20.58, NULL);
INSERT INTO trips_lisbon VALUES (1004, 6, 'Kwame Mensah', 4, 4, '2024-01-07', '2024-01-12', 57, 10.2, 16.37, 2);
INSERT INTO trips_lisbon VALUES (1005, 1, 'Diego Torres', 3, 5, '2024-01-13', '2024-01-13', 60, 11.8, 12.5, 4);
INSERT INTO trips_lisbon VALUES (1006, 3, 'Tiago Mendes', 7, 7, '2024-01-18', '2024-01-23', 72, 17.3, 18.29, 4);
INSERT INTO trips_lisbon VALUES (1007, 4, 'Emma Johansson', 3, 5, '2024-01-28', '2024-01-28', 102, 27.3, 22.09, 4);
INSERT INTO trips_lisbon VALUES (1008, 4, 'Rui Almeida', 4, 6, '2024-02-07', '2024-02-09', 90, 18.5, 17.93, 5);
INSERT INTO trips_lisbon VALUES (1009, 6, 'Tiago Mendes', 3, 6, '2024-02-16', '2024-02-28', 97, 23.1, 29.63, 4);
INSERT INTO trips_lisbon VALUES (1010, 3, 'Emma Johansson', 7, 7, '2024-02-28', '2024-02-28', 26, 2.9, 5.97, 4);
INSERT INTO trips_lisbon VALUES (1011, 2, 'Amira Benali', 5, 7, '2024-02-29', '2024-03-08', 101, 22.3, 21.57, NULL);
INSERT INTO trips_lisbon VALUES (1012, 4, 'Kwame Mensah', 5, 3, '2024-03-05', '2024-03-08', 54, 16.3, 12.21, 5);
INSERT INTO trips_lisbon VALUES (1013, 5, 'Emma Johansson', 7, 5, '2024-03-22', '2024-03-23', 47, 11.5, 9.39, 4);
INSERT INTO trips_lisbon VALUES (1014, 2, 'Amira Benali', 1, 5, '2024-03-24', '2024-03-25', 74, 19.6, 16.52, 3);
INSERT INTO trips_lisbon VALUES (1015, 3, 'Tiago Mendes', 2, 2, '2024-04-14', '2024-04-17', 55, 12.9, 13.91, 5);
INSERT INTO trips_lisbon VALUES (1016, 4, 'Kwame Mensah', 1, 3, '2024-05-04', '2024-05-04', 34, 10.9, 7.87, NULL);
INSERT INTO trips_lisbon VALUES (1017, 6, 'Emma Johansson', 3, 3, '2024-05-06', '2024-05-06', 72, 17.3, 22.04, 5);
INSERT INTO trips_lisbon VALUES (1018, 6, 'Emma Johansson', 3, 4, '2024-05-24', '2024-05-24', 91, 18.1, 26.69, 4);
INSERT INTO trips_lisbon VALUES (1019, 5, 'Rui Almeida', 3, 3, '2024-05-27', '2024-05-27', 76, 20.6, 15.6, 5);
INSERT INTO trips_lisbon VALUES (1020, 4, 'Tiago Mendes', 1, 1, '2024-05-16', '2024-05-28', 82, 27.1, 19.2, 4);
INSERT INTO trips_lisbon VALUES (1021, 5, 'Amira Benali', 7, 3, '2024-05-22', '2024-05-30', 70, 17.2, 14.0, 4);
INSERT INTO trips_lisbon VALUES (1022, 5, 'Emma Johansson', 3, 6, '2024-05-30', '2024-05-31', 30, 3.6, 5.21, 3);
INSERT INTO trips_porto VALUES (2001, 8, 'Rui Almeida', 13, 8, '2024-01-13', '2024-01-13', 15, 3.2, 3.02, 2);
INSERT INTO trips_porto VALUES (2002, 11, 'Tiago Mendes', 10, 8, '2024-01-25', '2024-01-25', 56, 17.8, 10.71, 5);
INSERT INTO trips_porto VALUES (2003, 9, 'Olena Kovalenko', 11, 13, '2024-01-21', '2024-02-02', 93, 18.6, 22.2, 5);
INSERT INTO trips_porto VALUES (2004, 11, 'Kwame Mensah', 11, 13, '2024-02-16', '2024-02-16', 58, 11.0, 9.31, 5);
INSERT INTO trips_porto VALUES (2005, 9, 'Tiago Mendes', 13, 13, '2024-02-14', '2024-02-19', 34, 12.3, 9.54, NULL);
INSERT INTO trips_porto VALUES (2006, 8, 'Pedro Santos', 11, 13, '2024-02-29', '2024-03-03', 92, 24.1, 19.78, NULL);
INSERT INTO trips_porto VALUES (2007, 9, 'Pedro Santos', 11, 10, '2024-03-02', '2024-03-05', 58, 16.8, 15.19, 5);
INSERT INTO trips_porto VALUES (2008, 8, 'Olena Kovalenko', 10, 10, '2024-02-22', '2024-03-05', 76, 16.8, 15.47, NULL);
INSERT INTO trips_porto VALUES (2009, 8, 'Tiago Mendes', 9, 8, '2024-02-23', '2024-03-06', 61, 21.5, 14.66, 2);
INSERT INTO trips_porto VALUES (2010, 11, 'Rui Almeida', 8, 10, '2024-03-11', '2024-03-11', 64, 21.3, 12.47, 3);
INSERT INTO trips_porto VALUES (2011, 10, 'Olena Kovalenko', 11, 12, '2024-03-21', '2024-03-22', 51, 9.5, 10.74, 4);
INSERT INTO trips_porto VALUES (2012, 11, 'Pedro Santos', 8, 9, '2024-03-27', '2024-03-29', 98, 22.7, 16.72, 5);
INSERT INTO trips_porto VALUES (2013, 7, 'João Ferreira', 11, 8, '2024-03-25', '2024-04-06', 73, 20.2, 16.49, 4);
INSERT INTO trips_porto VALUES (2014, 11, 'Rui Almeida', 13, 9, '2024-04-18', '2024-04-18', 46, 11.0, 7.93, NULL);
INSERT INTO trips_porto VALUES (2015, 12, 'João Ferreira', 12, 12, '2024-05-01', '2024-05-04', 63, 15.9, 19.52, 2);
INSERT INTO trips_porto VALUES (2016, 12, 'Beatriz Lopes', 9, 8, '2024-05-03', '2024-05-04', 75, 17.4, 22.77, 5);
INSERT INTO trips_porto VALUES (2017, 8, 'Olena Kovalenko', 11, 8, '2024-05-06', '2024-05-09', 39, 7.7, 7.68, 5);
INSERT INTO trips_porto VALUES (2018, 12, 'Tiago Mendes', 8, 8, '2024-05-10', '2024-05-12', 112, 23.5, 33.23, 5);
INSERT INTO trips_porto VALUES (2019, 11, 'Pedro Santos', 9, 9, '2024-05-17', '2024-05-17', 95, 21.5, 16.09, NULL);
INSERT INTO trips_porto VALUES (2020, 7, 'João Ferreira', 12, 9, '2024-05-22', '2024-05-22', 71, 24.4, 17.08, 5);
INSERT INTO trips_coimbra VALUES (3001, 17, 'Ana Sousa', 18, 15, '2024-01-19', '2024-01-31', 43, 12.9, 11.15, NULL);
INSERT INTO trips_coimbra VALUES (3002, 15, 'Rui Almeida', 14, 14, '2024-02-14', '2024-02-14', 32, 8.6, 7.27, 5);
INSERT INTO trips_coimbra VALUES (3003, 15, 'Emma Johansson', 14, 15, '2024-02-06', '2024-02-18', 51, 12.4, 11.32, 3);
INSERT INTO trips_coimbra VALUES (3004, 14, 'Pedro Santos', 15, 18, '2024-03-05', '2024-03-07', 86, 21.5, 18.2, NULL);
INSERT INTO trips_coimbra VALUES (3005, 17, 'Sara Oliveira', 17, 17, '2024-03-09', '2024-03-11', 68, 17.1, 17.07, 4);
INSERT INTO trips_coimbra VALUES (3006, 13, 'Hiroshi Sato', 16, 14, '2024-03-12', '2024-03-12', 60, 16.5, 10.86, 4);
INSERT INTO trips_coimbra VALUES (3007, 14, 'Lukas Becker', 15, 18, '2024-03-20', '2024-03-20', 38, 7.5, 7.48, 5);
INSERT INTO trips_coimbra VALUES (3008, 17, 'Rui Almeida', 17, 18, '2024-03-20', '2024-03-22', 79, 20.7, 19.98, 3);
INSERT INTO trips_coimbra VALUES (3009, 13, 'Chloé Martin', 14, 16, '2024-03-21', '2024-04-02', 54, 14.6, 9.71, 5);
INSERT INTO trips_coimbra VALUES (3010, 14, 'Emma Johansson', 16, 18, '2024-03-24', '2024-04-05', 25, 4.3, 4.75, 4);
INSERT INTO trips_coimbra VALUES (3011, 15, 'Emma Johansson', 14, 16, '2024-04-23', '2024-04-26', 68, 16.4, 15.07, NULL);
INSERT INTO trips_coimbra VALUES (3012, 15, 'Emma Johansson', 15, 17, '2024-05-03', '2024-05-04', 61, 10.9, 12.75, 4);
INSERT INTO trips_coimbra VALUES (3013, 13, 'Sara Oliveira', 17, 15, '2024-05-04', '2024-05-04', 66, 20.8, 12.58, 5);
INSERT INTO trips_coimbra VALUES (3014, 16, 'Hiroshi Sato', 17, 15, '2024-05-05', '2024-05-05', 40, 6.2, 7.96, 4);
INSERT INTO trips_coimbra VALUES (3015, 15, 'Lukas Becker', 18, 14, '2024-05-08', '2024-05-08', 23, 4.9, 4.97, 5);
INSERT INTO trips_coimbra VALUES (3016, 17, 'Amira Benali', 14, 15, '2024-05-20', '2024-05-28', 42, 9.6, 10.38, 5);
