PRAGMA foreign_keys = ON;

CREATE TABLE venue (
  venue_id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  city TEXT,
  capacity INTEGER,
  opened_year INTEGER,
  is_outdoor INTEGER
);

CREATE TABLE artist (
  artist_id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  genre TEXT,
  home_country TEXT,
  formed_year INTEGER,
  member_count INTEGER
);

CREATE TABLE concert (
  concert_id INTEGER PRIMARY KEY,
  venue_id INTEGER NOT NULL,
  artist_id INTEGER NOT NULL,
  concert_date TEXT,
  ticket_price REAL,
  tickets_sold INTEGER,
  FOREIGN KEY (venue_id) REFERENCES venue(venue_id),
  FOREIGN KEY (artist_id) REFERENCES artist(artist_id)
);


INSERT INTO venue VALUES (1, 'The Copper Hall', 'Portland', 1200, 1998, 0);
INSERT INTO venue VALUES (2, 'Riverside Amphitheater', 'Portland', 8000, 2005, 1);
INSERT INTO venue VALUES (3, 'Blue Lantern Club', 'Seattle', 350, 2011, 0);
INSERT INTO venue VALUES (4, 'Northgate Arena', 'Seattle', 15000, 1992, 0);
INSERT INTO venue VALUES (5, 'The Velvet Room', 'Vancouver', 500, 2014, 0);
INSERT INTO venue VALUES (6, 'Harbor Pavilion', 'Vancouver', 4500, 2001, 1);
INSERT INTO venue VALUES (7, 'Pine Street Theater', 'Portland', 900, 1927, 0);
INSERT INTO venue VALUES (8, 'Summit Bowl', 'Denver', 9500, 1989, 1);
INSERT INTO venue VALUES (9, 'Mercury Lounge West', 'Denver', 280, 2016, 0);
INSERT INTO venue VALUES (10, 'Granite Center', 'Salt Lake City', 11000, 2003, 0);
INSERT INTO venue VALUES (11, 'The Foundry', 'Seattle', 1800, 2009, 0);
INSERT INTO venue VALUES (12, 'Lakeshore Stage', 'Salt Lake City', 3000, 2012, 1);
INSERT INTO venue VALUES (13, 'Echo Warehouse', 'Denver', 1500, 2018, 0);
INSERT INTO venue VALUES (14, 'Orpheum Annex', 'Vancouver', 2200, 1936, 0);
INSERT INTO venue VALUES (15, 'Meadowlark Field', 'Boise', 12000, 2010, 1);

INSERT INTO artist VALUES (1, 'The Paper Lanterns', 'Indie Rock', 'Canada', 2012, 4);
INSERT INTO artist VALUES (2, 'Mara Solis', 'Pop', 'Mexico', 2016, 1);
INSERT INTO artist VALUES (3, 'Iron Juniper', 'Metal', 'USA', 2004, 5);
INSERT INTO artist VALUES (4, 'Lucid Tides', 'Electronic', 'UK', 2014, 2);
INSERT INTO artist VALUES (5, 'Ella Brooks Trio', 'Jazz', 'USA', 2009, 3);
INSERT INTO artist VALUES (6, 'Kofi & The Harmattan', 'Afrobeat', 'Ghana', 2011, 7);
INSERT INTO artist VALUES (7, 'Northern Static', 'Indie Rock', 'USA', 2017, 3);
INSERT INTO artist VALUES (8, 'Saskia Verhoeven', 'Classical', 'Netherlands', 2008, 1);
INSERT INTO artist VALUES (9, 'Dust Bowl Revival Co.', 'Folk', 'USA', 2010, 6);
INSERT INTO artist VALUES (10, 'Neon Orchard', 'Synthpop', 'Sweden', 2015, 2);
INSERT INTO artist VALUES (11, 'Ravi Kapoor Ensemble', 'World', 'India', 2006, 5);
INSERT INTO artist VALUES (12, 'Hollow Pines', 'Folk', 'Canada', 2013, 4);
INSERT INTO artist VALUES (13, 'Velvet Riot', 'Punk', 'UK', 2001, 4);
INSERT INTO artist VALUES (14, 'Juniper Cole', 'Country', 'USA', 2018, 1);
INSERT INTO artist VALUES (15, 'The Midnight Ferries', 'Blues', 'USA', 1999, 5);
INSERT INTO artist VALUES (16, 'Akira Sato', 'Electronic', 'Japan', 2019, 1);
INSERT INTO artist VALUES (17, 'Silver Canyon', 'Country', 'USA', 2007, 4);
INSERT INTO artist VALUES (18, 'Luz de Marzo', 'Latin', 'Argentina', 2012, 6);
INSERT INTO artist VALUES (19, 'Glasshouse Choir', 'Gospel', 'USA', 2003, 12);
INSERT INTO artist VALUES (20, 'Static Bloom', 'Alternative', 'Australia', 2016, 3);

INSERT INTO concert VALUES (1, 12, 13, '2022-03-05', 65.0, 2586);
INSERT INTO concert VALUES (2, 9, 15, '2022-03-10', 150.0, 238);
INSERT INTO concert VALUES (3, 3, 19, '2022-04-13', 35.0, 246);
INSERT INTO concert VALUES (4, 2, 9, '2022-04-30', 55.0, 5958);
INSERT INTO concert VALUES (5, 8, 10, '2022-05-15', 65.0, 5963);
INSERT INTO concert VALUES (6, 4, 3, '2022-09-06', 175.0, 15000);
INSERT INTO concert VALUES (7, 4, 20, '2022-10-01', 55.0, 15000);
INSERT INTO concert VALUES (8, 11, 13, '2022-10-04', 25.0, 1266);
INSERT INTO concert VALUES (9, 12, 14, '2022-12-10', 120.0, 2778);
INSERT INTO concert VALUES (10, 14, 5, '2023-01-05', 35.0, 1395);
INSERT INTO concert VALUES (11, 7, 7, '2023-02-08', 30.0, 654);
INSERT INTO concert VALUES (12, 6, 20, '2023-03-16', 150.0, 2996);
INSERT INTO concert VALUES (13, 11, 13, '2023-05-04', 30.0, 1569);
INSERT INTO concert VALUES (14, 7, 13, '2023-05-05', 89.0, 746);
INSERT INTO concert VALUES (15, 2, 20, '2023-05-06', 55.0, 5250);
INSERT INTO concert VALUES (16, 11, 11, '2023-05-26', 89.0, 1800);
INSERT INTO concert VALUES (17, 6, 18, '2023-06-02', 175.0, 3256);
INSERT INTO concert VALUES (18, 8, 2, '2023-06-06', 175.0, 9500);
INSERT INTO concert VALUES (19, 2, 4, '2023-08-07', 95.0, 6353);
INSERT INTO concert VALUES (20, 7, 16, '2023-08-08', 45.0, 510);
INSERT INTO concert VALUES (21, 6, 12, '2023-08-14', 89.0, 3679);
INSERT INTO concert VALUES (22, 2, 17, '2023-09-28', 65.0, 7680);
INSERT INTO concert VALUES (23, 1, 7, '2023-10-31', 55.0, 1123);
INSERT INTO concert VALUES (24, 4, 10, '2023-11-05', 55.0, 15000);
INSERT INTO concert VALUES (25, 12, 4, '2023-11-19', 75.0, 1842);
INSERT INTO concert VALUES (26, 5, 8, '2023-11-29', 25.0, 500);
INSERT INTO concert VALUES (27, 5, 13, '2023-12-03', 35.0, 434);
INSERT INTO concert VALUES (28, 14, 7, '2023-12-12', 39.5, 1241);
INSERT INTO concert VALUES (29, 13, 5, '2023-12-20', 55.0, 944);
INSERT INTO concert VALUES (30, 6, 18, '2024-02-02', 120.0, 4451);
INSERT INTO concert VALUES (31, 7, 5, '2024-02-22', 30.0, 500);
INSERT INTO concert VALUES (32, 3, 15, '2024-02-23', 45.0, 272);
INSERT INTO concert VALUES (33, 7, 8, '2024-03-12', 39.5, 576);
INSERT INTO concert VALUES (34, 8, 2, '2024-05-25', 150.0, 6680);
INSERT INTO concert VALUES (35, 13, 6, '2024-06-07', 120.0, 1474);
INSERT INTO concert VALUES (36, 14, 19, '2024-06-30', 89.0, 1487);
INSERT INTO concert VALUES (37, 2, 18, '2024-07-14', 95.0, 7566);
INSERT INTO concert VALUES (38, 11, 6, '2024-07-22', 89.0, 1647);
INSERT INTO concert VALUES (39, 12, 1, '2024-08-03', 175.0, 3000);
INSERT INTO concert VALUES (40, 9, 19, '2024-08-23', 25.0, 207);
INSERT INTO concert VALUES (41, 3, 19, '2024-11-06', 25.0, 70);
INSERT INTO concert VALUES (42, 1, 11, '2024-11-12', 55.0, 360);
