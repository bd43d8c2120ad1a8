-- Flights between a few cities, by airline and year.
CREATE TABLE flights (
  flight_id INTEGER PRIMARY KEY,
  flight_code TEXT NOT NULL,
  airline TEXT NOT NULL,
  origin TEXT NOT NULL,
  destination TEXT NOT NULL,
  distance_km INTEGER NOT NULL,
  base_fare REAL NOT NULL,
  year INTEGER NOT NULL
);
INSERT INTO flights VALUES
  (1, 'NA101', 'Nordair', 'Oslo', 'Bergen', 300, 79.0, 2023),
  (2, 'NA102', 'Nordair', 'Bergen', 'Oslo', 300, 79.0, 2023),
  (3, 'NA210', 'Nordair', 'Oslo', 'Tromso', 1150, 140.0, 2024),
  (4, 'SK330', 'Skyline', 'Oslo', 'Bergen', 300, 95.0, 2024),
  (5, 'SK331', 'Skyline', 'Stavanger', 'Oslo', 300, 88.0, 2023),
  (6, 'SK400', 'Skyline', 'Bergen', 'Tromso', 1200, 150.0, 2024),
  (7, 'FJ010', 'Fjordjet', 'Stavanger', 'Bergen', 160, 55.0, 2023),
  (8, 'FJ011', 'Fjordjet', 'Oslo', 'Tromso', 1150, 120.0, 2024),
  (9, 'FJ012', 'Fjordjet', 'Bergen', 'Stavanger', 210, 60.0, 2024);
