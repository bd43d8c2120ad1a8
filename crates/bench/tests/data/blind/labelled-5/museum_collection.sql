-- museum_collection: a city art museum's collection, curators and exhibitions
PRAGMA foreign_keys = ON;
BEGIN TRANSACTION;
CREATE TABLE artists (
  artist_id INTEGER PRIMARY KEY,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  nationality TEXT NOT NULL,
  birth_year INTEGER NOT NULL,
  death_year INTEGER            -- NULL = artist still living
);
CREATE TABLE curators (
  curator_id INTEGER PRIMARY KEY,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  department TEXT NOT NULL,
  hired_on TEXT NOT NULL
);
CREATE TABLE artworks (
  artwork_id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  artist_id INTEGER NOT NULL REFERENCES artists(artist_id),
  medium TEXT NOT NULL,
  year_created INTEGER NOT NULL,
  acquired_on TEXT NOT NULL,
  purchase_price REAL,          -- NULL = donated, nothing paid
  insurance_value REAL NOT NULL,
  gallery_room TEXT,            -- NULL = in storage
  needs_restoration INTEGER NOT NULL CHECK (needs_restoration IN (0,1))
);
CREATE TABLE exhibitions (
  exhibition_id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  curator_id INTEGER NOT NULL REFERENCES curators(curator_id),
  start_date TEXT NOT NULL,
  end_date TEXT NOT NULL,
  ticket_price REAL NOT NULL,
  member_price REAL NOT NULL,
  visitor_count INTEGER,        -- NULL = not yet opened
  is_touring INTEGER NOT NULL CHECK (is_touring IN (0,1))
);
CREATE TABLE exhibition_artworks (
  exhibition_id INTEGER NOT NULL REFERENCES exhibitions(exhibition_id),
  artwork_id INTEGER NOT NULL REFERENCES artworks(artwork_id),
  catalogue_number INTEGER NOT NULL,
  PRIMARY KEY (exhibition_id, artwork_id)
);
INSERT INTO artists (artist_id, first_name, last_name, nationality, birth_year, death_year) VALUES (1, 'Elin', 'Lindqvist', 'Swedish', 1948, NULL);
INSERT INTO artists (artist_id, first_name, last_name, nationality, birth_year, death_year) VALUES (2, 'Anders', 'Lindqvist', 'Swedish', 1921, 1994);
INSERT INTO artists (artist_id, first_name, last_name, nationality, birth_year, death_year) VALUES (3, 'Thomas', 'Hartley', 'British', 1872, 1939);
INSERT INTO artists (artist_id, first_name, last_name, nationality, birth_year, death_year) VALUES (4, 'Marguerite', 'Dufresne', 'French', 1885, 1962);
INSERT INTO artists (artist_id, first_name, last_name, nationality, birth_year, death_year) VALUES (5, 'Kenji', 'Morimoto', 'Japanese', 1953, NULL);
INSERT INTO artists (artist_id, first_name, last_name, nationality, birth_year, death_year) VALUES (6, 'Amara', 'Osei', 'Ghanaian', 1979, NULL);
INSERT INTO artists (artist_id, first_name, last_name, nationality, birth_year, death_year) VALUES (7, 'Luis', 'Ferreira', 'Portuguese', 1930, 2008);
INSERT INTO artists (artist_id, first_name, last_name, nationality, birth_year, death_year) VALUES (8, 'Hanna', 'Weiss', 'German', 1964, NULL);
INSERT INTO artists (artist_id, first_name, last_name, nationality, birth_year, death_year) VALUES (9, 'Giovanni', 'Rossetti', 'Italian', 1840, 1911);
INSERT INTO artists (artist_id, first_name, last_name, nationality, birth_year, death_year) VALUES (10, 'Clara', 'Beaumont', 'French', 1902, 1988);
INSERT INTO artists (artist_id, first_name, last_name, nationality, birth_year, death_year) VALUES (11, 'Pieter', 'van Dalen', 'Dutch', 1818, 1879);
INSERT INTO artists (artist_id, first_name, last_name, nationality, birth_year, death_year) VALUES (12, 'Rosa', 'Delgado', 'Mexican', 1971, NULL);
INSERT INTO artists (artist_id, first_name, last_name, nationality, birth_year, death_year) VALUES (13, 'Ivan', 'Petrov', 'Russian', 1899, 1971);
INSERT INTO artists (artist_id, first_name, last_name, nationality, birth_year, death_year) VALUES (14, 'Mei Lin', 'Zhou', 'Chinese', 1985, NULL);
INSERT INTO artists (artist_id, first_name, last_name, nationality, birth_year, death_year) VALUES (15, 'Samuel', 'Brooks', 'American', 1925, 2001);
INSERT INTO artists (artist_id, first_name, last_name, nationality, birth_year, death_year) VALUES (16, 'Ingrid', 'Solberg', 'Norwegian', 1958, NULL);
INSERT INTO artists (artist_id, first_name, last_name, nationality, birth_year, death_year) VALUES (17, 'Olu', 'Adebayo', 'Nigerian', 1944, 2019);
INSERT INTO artists (artist_id, first_name, last_name, nationality, birth_year, death_year) VALUES (18, 'Nora', 'Kelly', 'Irish', 1990, NULL);
INSERT INTO curators (curator_id, first_name, last_name, department, hired_on) VALUES (1, 'Julia', 'Hartley', 'Paintings', '2009-03-02');
INSERT INTO curators (curator_id, first_name, last_name, department, hired_on) VALUES (2, 'Marcus', 'Webb', 'Sculpture', '2012-09-17');
INSERT INTO curators (curator_id, first_name, last_name, department, hired_on) VALUES (3, 'Priya', 'Nair', 'Photography', '2015-01-12');
INSERT INTO curators (curator_id, first_name, last_name, department, hired_on) VALUES (4, 'Tomas', 'Alvarez', 'Prints', '2011-06-06');
INSERT INTO curators (curator_id, first_name, last_name, department, hired_on) VALUES (5, 'Sophie', 'Laurent', 'Decorative Arts', '2018-04-23');
INSERT INTO curators (curator_id, first_name, last_name, department, hired_on) VALUES (6, 'Daniel', 'Cho', 'Paintings', '2020-02-03');
INSERT INTO curators (curator_id, first_name, last_name, department, hired_on) VALUES (7, 'Ruth', 'Okonkwo', 'Photography', '2016-10-10');
INSERT INTO curators (curator_id, first_name, last_name, department, hired_on) VALUES (8, 'Henrik', 'Berg', 'Sculpture', '2008-05-19');
INSERT INTO curators (curator_id, first_name, last_name, department, hired_on) VALUES (9, 'Alice', 'Mercer', 'Paintings', '2019-08-26');
INSERT INTO curators (curator_id, first_name, last_name, department, hired_on) VALUES (10, 'Felix', 'Grant', 'Prints', '2021-01-11');
INSERT INTO curators (curator_id, first_name, last_name, department, hired_on) VALUES (11, 'Lena', 'Fischer', 'Decorative Arts', '2014-03-31');
INSERT INTO curators (curator_id, first_name, last_name, department, hired_on) VALUES (12, 'Omar', 'Haddad', 'Paintings', '2017-07-03');
INSERT INTO curators (curator_id, first_name, last_name, department, hired_on) VALUES (13, 'Chloe', 'Martin', 'Modern Art', '2022-09-05');
INSERT INTO curators (curator_id, first_name, last_name, department, hired_on) VALUES (14, 'Ben', 'Archer', 'Sculpture', '2013-11-18');
INSERT INTO curators (curator_id, first_name, last_name, department, hired_on) VALUES (15, 'Yuki', 'Tanaka', 'Photography', '2023-02-27');
INSERT INTO artworks (artwork_id, title, artist_id, medium, year_created, acquired_on, purchase_price, insurance_value, gallery_room, needs_restoration) VALUES (1, 'Birch Study', 2, 'watercolour', 1958, '1996-05-14', 4200.0, 18000.0, 'Room 3', 0);
INSERT INTO artworks (artwork_id, title, artist_id, medium, year_created, acquired_on, purchase_price, insurance_value, gallery_room, needs_restoration) VALUES (2, 'Winter Harbour', 2, 'etching', 1962, '1999-11-02', 1800.0, 9500.0, 'Room 5', 0);
INSERT INTO artworks (artwork_id, title, artist_id, medium, year_created, acquired_on, purchase_price, insurance_value, gallery_room, needs_restoration) VALUES (3, 'Salt Marsh at Dawn', 1, 'oil on canvas', 1987, '2004-03-22', 26000.0, 61000.0, 'Room 2', 0);
INSERT INTO artworks (artwork_id, title, artist_id, medium, year_created, acquired_on, purchase_price, insurance_value, gallery_room, needs_restoration) VALUES (4, 'The Red Boathouse', 1, 'oil on canvas', 1994, '2011-07-08', 38000.0, 72000.0, NULL, 0);
INSERT INTO artworks (artwork_id, title, artist_id, medium, year_created, acquired_on, purchase_price, insurance_value, gallery_room, needs_restoration) VALUES (5, 'Fjord Notes', 1, 'watercolour', 2001, '2015-09-30', 7400.0, 12500.0, 'Room 3', 0);
INSERT INTO artworks (artwork_id, title, artist_id, medium, year_created, acquired_on, purchase_price, insurance_value, gallery_room, needs_restoration) VALUES (6, 'Mill at Evening', 3, 'oil on canvas', 1905, '1978-04-11', 15000.0, 240000.0, 'Room 1', 1);
INSERT INTO artworks (artwork_id, title, artist_id, medium, year_created, acquired_on, purchase_price, insurance_value, gallery_room, needs_restoration) VALUES (7, 'Harvest Lane', 3, 'oil on canvas', 1912, '1985-10-19', 42000.0, 310000.0, 'Room 1', 0);
INSERT INTO artworks (artwork_id, title, artist_id, medium, year_created, acquired_on, purchase_price, insurance_value, gallery_room, needs_restoration) VALUES (8, 'Study of a Heron', 3, 'watercolour', 1921, '1992-02-27', NULL, 36000.0, NULL, 1);
INSERT INTO artworks (artwork_id, title, artist_id, medium, year_created, acquired_on, purchase_price, insurance_value, gallery_room, needs_restoration) VALUES (9, 'Portrait of Madame V', 4, 'oil on canvas', 1923, '1989-06-15', 88000.0, 295000.0, 'Room 1', 0);
INSERT INTO artworks (artwork_id, title, artist_id, medium, year_created, acquired_on, purchase_price, insurance_value, gallery_room, needs_restoration) VALUES (10, 'Les Toits', 4, 'etching', 1931, '1990-01-09', 2500.0, 14000.0, NULL, 0);
INSERT INTO artworks (artwork_id, title, artist_id, medium, year_created, acquired_on, purchase_price, insurance_value, gallery_room, needs_restoration) VALUES (11, 'Tide Pool', 5, 'photograph', 1988, '2002-08-21', 3100.0, 8800.0, 'Room 6', 0);
INSERT INTO artworks (artwork_id, title, artist_id, medium, year_created, acquired_on, purchase_price, insurance_value, gallery_room, needs_restoration) VALUES (12, 'Shinjuku Rain', 5, 'photograph', 1995, '2006-12-04', 4500.0, 11200.0, NULL, 0);
INSERT INTO artworks (artwork_id, title, artist_id, medium, year_created, acquired_on, purchase_price, insurance_value, gallery_room, needs_restoration) VALUES (13, 'Market Women', 6, 'oil on canvas', 2012, '2018-05-17', 21000.0, 34000.0, 'Room 4', 0);
INSERT INTO artworks (artwork_id, title, artist_id, medium, year_created, acquired_on, purchase_price, insurance_value, gallery_room, needs_restoration) VALUES (14, 'Kente Memory', 6, 'ceramic', 2016, '2020-10-02', 9800.0, 15500.0, 'Room 7', 0);
INSERT INTO artworks (artwork_id, title, artist_id, medium, year_created, acquired_on, purchase_price, insurance_value, gallery_room, needs_restoration) VALUES (15, 'Azulejo Fragment', 7, 'ceramic', 1967, '1998-03-03', NULL, 6200.0, 'Room 7', 1);
INSERT INTO artworks (artwork_id, title, artist_id, medium, year_created, acquired_on, purchase_price, insurance_value, gallery_room, needs_restoration) VALUES (16, 'Lisbon Steps', 7, 'watercolour', 1974, '2003-06-25', 3600.0, 9100.0, NULL, 0);
INSERT INTO artworks (artwork_id, title, artist_id, medium, year_created, acquired_on, purchase_price, insurance_value, gallery_room, needs_restoration) VALUES (17, 'Grey Field', 8, 'oil on canvas', 1999, '2009-02-16', 17500.0, 28000.0, 'Room 4', 0);
INSERT INTO artworks (artwork_id, title, artist_id, medium, year_created, acquired_on, purchase_price, insurance_value, gallery_room, needs_restoration) VALUES (18, 'Fold IV', 8, 'bronze', 2005, '2013-11-29', 31000.0, 47000.0, 'Room 8', 0);
INSERT INTO artworks (artwork_id, title, artist_id, medium, year_created, acquired_on, purchase_price, insurance_value, gallery_room, needs_restoration) VALUES (19, 'The Bather', 9, 'marble', 1874, '1961-07-07', 9000.0, 420000.0, 'Room 8', 1);
INSERT INTO artworks (artwork_id, title, artist_id, medium, year_created, acquired_on, purchase_price, insurance_value, gallery_room, needs_restoration) VALUES (20, 'Venetian Night', 9, 'oil on canvas', 1880, '1972-09-13', 61000.0, 365000.0, 'Room 1', 0);
INSERT INTO artworks (artwork_id, title, artist_id, medium, year_created, acquired_on, purchase_price, insurance_value, gallery_room, needs_restoration) VALUES (21, 'Girl with a Kite', 10, 'oil on canvas', 1936, '1983-04-04', 24000.0, 128000.0, 'Room 2', 0);
INSERT INTO artworks (artwork_id, title, artist_id, medium, year_created, acquired_on, purchase_price, insurance_value, gallery_room, needs_restoration) VALUES (22, 'Rue des Fleurs', 10, 'watercolour', 1948, '1994-10-21', NULL, 19000.0, NULL, 0);
INSERT INTO artworks (artwork_id, title, artist_id, medium, year_created, acquired_on, purchase_price, insurance_value, gallery_room, needs_restoration) VALUES (23, 'Polder Landscape', 11, 'oil on canvas', 1851, '1958-12-01', 12000.0, 205000.0, NULL, 1);
INSERT INTO artworks (artwork_id, title, artist_id, medium, year_created, acquired_on, purchase_price, insurance_value, gallery_room, needs_restoration) VALUES (24, 'Skaters', 11, 'etching', 1860, '1966-05-05', 800.0, 7400.0, 'Room 5', 0);
INSERT INTO artworks (artwork_id, title, artist_id, medium, year_created, acquired_on, purchase_price, insurance_value, gallery_room, needs_restoration) VALUES (25, 'Desert Bloom', 12, 'oil on canvas', 2008, '2016-04-12', 14500.0, 26000.0, 'Room 4', 0);
INSERT INTO artworks (artwork_id, title, artist_id, medium, year_created, acquired_on, purchase_price, insurance_value, gallery_room, needs_restoration) VALUES (26, 'Ofrenda', 12, 'ceramic', 2014, '2021-11-08', 6700.0, 9900.0, 'Room 7', 0);
INSERT INTO artworks (artwork_id, title, artist_id, medium, year_created, acquired_on, purchase_price, insurance_value, gallery_room, needs_restoration) VALUES (27, 'Factory Dawn', 13, 'oil on canvas', 1929, '1991-08-30', 47000.0, 180000.0, NULL, 1);
INSERT INTO artworks (artwork_id, title, artist_id, medium, year_created, acquired_on, purchase_price, insurance_value, gallery_room, needs_restoration) VALUES (28, 'Worker Reading', 13, 'etching', 1934, '1993-03-12', 3900.0, 16500.0, 'Room 5', 0);
INSERT INTO artworks (artwork_id, title, artist_id, medium, year_created, acquired_on, purchase_price, insurance_value, gallery_room, needs_restoration) VALUES (29, 'Paper Moon', 14, 'photograph', 2015, '2019-06-06', 2800.0, 5400.0, 'Room 6', 0);
INSERT INTO artworks (artwork_id, title, artist_id, medium, year_created, acquired_on, purchase_price, insurance_value, gallery_room, needs_restoration) VALUES (30, 'Ink Valley', 14, 'watercolour', 2019, '2022-01-20', 5200.0, 7800.0, NULL, 0);
INSERT INTO artworks (artwork_id, title, artist_id, medium, year_created, acquired_on, purchase_price, insurance_value, gallery_room, needs_restoration) VALUES (31, 'Route 9 Diner', 15, 'photograph', 1961, '1997-10-14', 2200.0, 13500.0, 'Room 6', 0);
INSERT INTO artworks (artwork_id, title, artist_id, medium, year_created, acquired_on, purchase_price, insurance_value, gallery_room, needs_restoration) VALUES (32, 'Steel Horse', 15, 'bronze', 1978, '2000-02-08', 52000.0, 98000.0, 'Room 8', 0);
INSERT INTO artworks (artwork_id, title, artist_id, medium, year_created, acquired_on, purchase_price, insurance_value, gallery_room, needs_restoration) VALUES (33, 'Aurora Loom', 16, 'ceramic', 1998, '2010-03-19', 8300.0, 14200.0, NULL, 0);
INSERT INTO artworks (artwork_id, title, artist_id, medium, year_created, acquired_on, purchase_price, insurance_value, gallery_room, needs_restoration) VALUES (34, 'Fjell', 16, 'bronze', 2007, '2014-09-09', 36000.0, 52000.0, 'Room 8', 0);
INSERT INTO artworks (artwork_id, title, artist_id, medium, year_created, acquired_on, purchase_price, insurance_value, gallery_room, needs_restoration) VALUES (35, 'Lagos Noon', 17, 'oil on canvas', 1975, '2001-05-23', 18500.0, 64000.0, 'Room 4', 0);
INSERT INTO artworks (artwork_id, title, artist_id, medium, year_created, acquired_on, purchase_price, insurance_value, gallery_room, needs_restoration) VALUES (36, 'Mask Series II', 17, 'bronze', 1983, '2007-07-17', 29000.0, 81000.0, NULL, 1);
INSERT INTO artworks (artwork_id, title, artist_id, medium, year_created, acquired_on, purchase_price, insurance_value, gallery_room, needs_restoration) VALUES (37, 'Atlantic Drift', 18, 'photograph', 2018, '2023-03-09', 1900.0, 3600.0, 'Room 6', 0);
INSERT INTO artworks (artwork_id, title, artist_id, medium, year_created, acquired_on, purchase_price, insurance_value, gallery_room, needs_restoration) VALUES (38, 'Half Tide', 18, 'oil on canvas', 2021, '2024-02-14', 6500.0, 8200.0, NULL, 0);
INSERT INTO artworks (artwork_id, title, artist_id, medium, year_created, acquired_on, purchase_price, insurance_value, gallery_room, needs_restoration) VALUES (39, 'Snow Lanterns', 1, 'etching', 1991, '2008-01-25', 2100.0, 6900.0, 'Room 5', 0);
INSERT INTO artworks (artwork_id, title, artist_id, medium, year_created, acquired_on, purchase_price, insurance_value, gallery_room, needs_restoration) VALUES (40, 'Harbour Crane', 2, 'etching', 1970, '2001-09-04', NULL, 8800.0, NULL, 0);
INSERT INTO artworks (artwork_id, title, artist_id, medium, year_created, acquired_on, purchase_price, insurance_value, gallery_room, needs_restoration) VALUES (41, 'Cliff Path', 3, 'watercolour', 1908, '1981-06-16', 3300.0, 41000.0, 'Room 3', 0);
INSERT INTO artworks (artwork_id, title, artist_id, medium, year_created, acquired_on, purchase_price, insurance_value, gallery_room, needs_restoration) VALUES (42, 'Dancer Resting', 10, 'bronze', 1951, '1987-12-11', 19500.0, 88000.0, 'Room 8', 0);
INSERT INTO artworks (artwork_id, title, artist_id, medium, year_created, acquired_on, purchase_price, insurance_value, gallery_room, needs_restoration) VALUES (43, 'Night Ferry', 5, 'photograph', 2003, '2012-05-28', 3800.0, 7600.0, NULL, 0);
INSERT INTO artworks (artwork_id, title, artist_id, medium, year_created, acquired_on, purchase_price, insurance_value, gallery_room, needs_restoration) VALUES (44, 'Delft Vessel', 11, 'ceramic', 1856, '1970-02-19', 1500.0, 22000.0, 'Room 7', 1);
INSERT INTO artworks (artwork_id, title, artist_id, medium, year_created, acquired_on, purchase_price, insurance_value, gallery_room, needs_restoration) VALUES (45, 'Red Study', 8, 'watercolour', 2011, '2017-08-08', 4100.0, 6300.0, 'Room 3', 0);
INSERT INTO exhibitions (exhibition_id, title, curator_id, start_date, end_date, ticket_price, member_price, visitor_count, is_touring) VALUES (1, 'Northern Light', 1, '2021-03-01', '2021-06-30', 12.0, 8.0, 18400, 1);
INSERT INTO exhibitions (exhibition_id, title, curator_id, start_date, end_date, ticket_price, member_price, visitor_count, is_touring) VALUES (2, 'Bronze Age Now', 2, '2021-09-10', '2022-01-09', 9.5, 6.0, 11250, 0);
INSERT INTO exhibitions (exhibition_id, title, curator_id, start_date, end_date, ticket_price, member_price, visitor_count, is_touring) VALUES (3, 'Lens and Shadow', 3, '2022-02-01', '2022-05-15', 8.0, 5.0, 9800, 0);
INSERT INTO exhibitions (exhibition_id, title, curator_id, start_date, end_date, ticket_price, member_price, visitor_count, is_touring) VALUES (4, 'Paper Trails', 4, '2022-06-01', '2022-08-31', 7.0, 4.0, 6400, 0);
INSERT INTO exhibitions (exhibition_id, title, curator_id, start_date, end_date, ticket_price, member_price, visitor_count, is_touring) VALUES (5, 'The Hartley Years', 6, '2022-10-01', '2023-01-15', 14.0, 10.0, 22100, 0);
INSERT INTO exhibitions (exhibition_id, title, curator_id, start_date, end_date, ticket_price, member_price, visitor_count, is_touring) VALUES (6, 'Clay and Fire', 5, '2023-02-01', '2023-04-30', 10.0, 7.0, 7300, 0);
INSERT INTO exhibitions (exhibition_id, title, curator_id, start_date, end_date, ticket_price, member_price, visitor_count, is_touring) VALUES (7, 'Faces of the Coast', 1, '2023-05-15', '2023-09-10', 11.0, 9.0, 15900, 0);
INSERT INTO exhibitions (exhibition_id, title, curator_id, start_date, end_date, ticket_price, member_price, visitor_count, is_touring) VALUES (8, 'Modern Nordic', 9, '2023-06-01', '2023-10-31', 13.0, 8.5, 19750, 1);
INSERT INTO exhibitions (exhibition_id, title, curator_id, start_date, end_date, ticket_price, member_price, visitor_count, is_touring) VALUES (9, 'Quiet Rooms', 12, '2023-11-10', '2024-02-25', 9.0, 6.5, 8900, 0);
INSERT INTO exhibitions (exhibition_id, title, curator_id, start_date, end_date, ticket_price, member_price, visitor_count, is_touring) VALUES (10, 'Colour Fields', 6, '2024-03-01', '2024-06-30', 12.5, 9.5, 17300, 0);
INSERT INTO exhibitions (exhibition_id, title, curator_id, start_date, end_date, ticket_price, member_price, visitor_count, is_touring) VALUES (11, 'Small Wonders', 11, '2024-04-15', '2024-07-15', 6.0, 3.0, 5200, 0);
INSERT INTO exhibitions (exhibition_id, title, curator_id, start_date, end_date, ticket_price, member_price, visitor_count, is_touring) VALUES (12, 'Printmakers of the North', 10, '2024-09-01', '2024-12-15', 8.5, 6.0, 7600, 1);
INSERT INTO exhibitions (exhibition_id, title, curator_id, start_date, end_date, ticket_price, member_price, visitor_count, is_touring) VALUES (13, 'Light on Water', 1, '2024-10-05', '2025-01-26', 15.0, 11.0, 21400, 0);
INSERT INTO exhibitions (exhibition_id, title, curator_id, start_date, end_date, ticket_price, member_price, visitor_count, is_touring) VALUES (14, 'Stone Voices', 14, '2025-02-14', '2025-05-31', 10.5, 7.5, 9100, 0);
INSERT INTO exhibitions (exhibition_id, title, curator_id, start_date, end_date, ticket_price, member_price, visitor_count, is_touring) VALUES (15, 'Future Archive', 13, '2025-09-01', '2025-12-31', 11.5, 8.0, NULL, 0);
INSERT INTO exhibitions (exhibition_id, title, curator_id, start_date, end_date, ticket_price, member_price, visitor_count, is_touring) VALUES (16, 'Night Garden', 15, '2026-03-01', '2026-06-30', 13.5, 9.0, NULL, 0);
INSERT INTO exhibition_artworks (exhibition_id, artwork_id, catalogue_number) VALUES (1, 1, 1);
INSERT INTO exhibition_artworks (exhibition_id, artwork_id, catalogue_number) VALUES (1, 2, 2);
INSERT INTO exhibition_artworks (exhibition_id, artwork_id, catalogue_number) VALUES (1, 3, 3);
INSERT INTO exhibition_artworks (exhibition_id, artwork_id, catalogue_number) VALUES (1, 5, 4);
INSERT INTO exhibition_artworks (exhibition_id, artwork_id, catalogue_number) VALUES (2, 18, 1);
INSERT INTO exhibition_artworks (exhibition_id, artwork_id, catalogue_number) VALUES (2, 32, 2);
INSERT INTO exhibition_artworks (exhibition_id, artwork_id, catalogue_number) VALUES (2, 34, 3);
INSERT INTO exhibition_artworks (exhibition_id, artwork_id, catalogue_number) VALUES (2, 36, 4);
INSERT INTO exhibition_artworks (exhibition_id, artwork_id, catalogue_number) VALUES (3, 11, 1);
INSERT INTO exhibition_artworks (exhibition_id, artwork_id, catalogue_number) VALUES (3, 12, 2);
INSERT INTO exhibition_artworks (exhibition_id, artwork_id, catalogue_number) VALUES (3, 29, 3);
INSERT INTO exhibition_artworks (exhibition_id, artwork_id, catalogue_number) VALUES (3, 31, 4);
INSERT INTO exhibition_artworks (exhibition_id, artwork_id, catalogue_number) VALUES (4, 10, 1);
INSERT INTO exhibition_artworks (exhibition_id, artwork_id, catalogue_number) VALUES (4, 24, 2);
INSERT INTO exhibition_artworks (exhibition_id, artwork_id, catalogue_number) VALUES (4, 28, 3);
INSERT INTO exhibition_artworks (exhibition_id, artwork_id, catalogue_number) VALUES (4, 39, 4);
INSERT INTO exhibition_artworks (exhibition_id, artwork_id, catalogue_number) VALUES (5, 6, 1);
INSERT INTO exhibition_artworks (exhibition_id, artwork_id, catalogue_number) VALUES (5, 7, 2);
INSERT INTO exhibition_artworks (exhibition_id, artwork_id, catalogue_number) VALUES (5, 8, 3);
INSERT INTO exhibition_artworks (exhibition_id, artwork_id, catalogue_number) VALUES (5, 41, 4);
INSERT INTO exhibition_artworks (exhibition_id, artwork_id, catalogue_number) VALUES (6, 14, 1);
INSERT INTO exhibition_artworks (exhibition_id, artwork_id, catalogue_number) VALUES (6, 15, 2);
INSERT INTO exhibition_artworks (exhibition_id, artwork_id, catalogue_number) VALUES (6, 26, 3);
INSERT INTO exhibition_artworks (exhibition_id, artwork_id, catalogue_number) VALUES (6, 33, 4);
INSERT INTO exhibition_artworks (exhibition_id, artwork_id, catalogue_number) VALUES (7, 13, 1);
INSERT INTO exhibition_artworks (exhibition_id, artwork_id, catalogue_number) VALUES (7, 37, 2);
INSERT INTO exhibition_artworks (exhibition_id, artwork_id, catalogue_number) VALUES (7, 11, 3);
INSERT INTO exhibition_artworks (exhibition_id, artwork_id, catalogue_number) VALUES (7, 16, 4);
INSERT INTO exhibition_artworks (exhibition_id, artwork_id, catalogue_number) VALUES (8, 2, 1);
INSERT INTO exhibition_artworks (exhibition_id, artwork_id, catalogue_number) VALUES (8, 4, 2);
INSERT INTO exhibition_artworks (exhibition_id, artwork_id, catalogue_number) VALUES (8, 34, 3);
INSERT INTO exhibition_artworks (exhibition_id, artwork_id, catalogue_number) VALUES (8, 17, 4);
INSERT INTO exhibition_artworks (exhibition_id, artwork_id, catalogue_number) VALUES (8, 1, 5);
INSERT INTO exhibition_artworks (exhibition_id, artwork_id, catalogue_number) VALUES (9, 21, 1);
INSERT INTO exhibition_artworks (exhibition_id, artwork_id, catalogue_number) VALUES (9, 22, 2);
INSERT INTO exhibition_artworks (exhibition_id, artwork_id, catalogue_number) VALUES (9, 17, 3);
INSERT INTO exhibition_artworks (exhibition_id, artwork_id, catalogue_number) VALUES (10, 25, 1);
INSERT INTO exhibition_artworks (exhibition_id, artwork_id, catalogue_number) VALUES (10, 13, 2);
INSERT INTO exhibition_artworks (exhibition_id, artwork_id, catalogue_number) VALUES (10, 35, 3);
INSERT INTO exhibition_artworks (exhibition_id, artwork_id, catalogue_number) VALUES (10, 45, 4);
INSERT INTO exhibition_artworks (exhibition_id, artwork_id, catalogue_number) VALUES (11, 14, 1);
INSERT INTO exhibition_artworks (exhibition_id, artwork_id, catalogue_number) VALUES (11, 26, 2);
INSERT INTO exhibition_artworks (exhibition_id, artwork_id, catalogue_number) VALUES (11, 29, 3);
INSERT INTO exhibition_artworks (exhibition_id, artwork_id, catalogue_number) VALUES (12, 2, 1);
INSERT INTO exhibition_artworks (exhibition_id, artwork_id, catalogue_number) VALUES (12, 39, 2);
INSERT INTO exhibition_artworks (exhibition_id, artwork_id, catalogue_number) VALUES (12, 40, 3);
INSERT INTO exhibition_artworks (exhibition_id, artwork_id, catalogue_number) VALUES (12, 24, 4);
INSERT INTO exhibition_artworks (exhibition_id, artwork_id, catalogue_number) VALUES (13, 3, 1);
INSERT INTO exhibition_artworks (exhibition_id, artwork_id, catalogue_number) VALUES (13, 20, 2);
INSERT INTO exhibition_artworks (exhibition_id, artwork_id, catalogue_number) VALUES (13, 41, 3);
INSERT INTO exhibition_artworks (exhibition_id, artwork_id, catalogue_number) VALUES (13, 37, 4);
INSERT INTO exhibition_artworks (exhibition_id, artwork_id, catalogue_number) VALUES (14, 19, 1);
INSERT INTO exhibition_artworks (exhibition_id, artwork_id, catalogue_number) VALUES (14, 32, 2);
INSERT INTO exhibition_artworks (exhibition_id, artwork_id, catalogue_number) VALUES (14, 36, 3);
INSERT INTO exhibition_artworks (exhibition_id, artwork_id, catalogue_number) VALUES (15, 30, 1);
INSERT INTO exhibition_artworks (exhibition_id, artwork_id, catalogue_number) VALUES (15, 38, 2);
INSERT INTO exhibition_artworks (exhibition_id, artwork_id, catalogue_number) VALUES (15, 37, 3);
INSERT INTO exhibition_artworks (exhibition_id, artwork_id, catalogue_number) VALUES (16, 22, 1);
INSERT INTO exhibition_artworks (exhibition_id, artwork_id, catalogue_number) VALUES (16, 16, 2);
COMMIT;
