-- Carriers, airports and their flights (the shape of MMSQL's Figure 1, with made-up data).
CREATE TABLE carrier (
  carrier_id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  home_country TEXT NOT NULL
);
CREATE TABLE airport (
  code TEXT PRIMARY KEY,
  airport_name TEXT NOT NULL,
  city TEXT NOT NULL
);
CREATE TABLE flight (
  flight_number INTEGER PRIMARY KEY,
  carrier_id INTEGER NOT NULL REFERENCES carrier(carrier_id),
  origin_code TEXT NOT NULL REFERENCES airport(code),
  destination_code TEXT NOT NULL REFERENCES airport(code),
  year INTEGER NOT NULL
);
INSERT INTO carrier VALUES
  (1, 'Polar Wings', 'Norland'),
  (2, 'Sunfield Air', 'Calvia'),
  (3, 'Coastline Express', 'Norland');
INSERT INTO airport VALUES
  ('TRL', 'Tarlow International', 'Tarlow'),
  ('BXM', 'Bexham Field', 'Bexham'),
  ('QOR', 'Qoran Regional', 'Qoran'),
  ('VEL', 'Velmont Airport', 'Velmont');
INSERT INTO flight VALUES
  (101, 1, 'TRL', 'BXM', 2022),
  (102, 1, 'BXM', 'TRL', 2022),
  (103, 1, 'TRL', 'QOR', 2023),
  (104, 1, 'QOR', 'VEL', 2023),
  (201, 2, 'TRL', 'VEL', 2023),
  (202, 2, 'VEL', 'BXM', 2022),
  (301, 3, 'QOR', 'TRL', 2022),
  (302, 3, 'BXM', 'QOR', 2023),
  (303, 3, 'TRL', 'BXM', 2023);
