PRAGMA foreign_keys = ON;

BEGIN TRANSACTION;

CREATE TABLE yacht_club (
  club_id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  city TEXT,
  country TEXT,
  founded_year INTEGER,
  members INTEGER
);
CREATE TABLE sailor (
  sailor_id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  gender TEXT,
  nationality TEXT,
  age INTEGER,
  club_id INTEGER,
  ranking_points INTEGER,
  FOREIGN KEY (club_id) REFERENCES yacht_club(club_id)
);
CREATE TABLE boat (
  boat_id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  sail_number TEXT,
  boat_class TEXT,
  length_m REAL,
  year_built INTEGER,
  club_id INTEGER,
  FOREIGN KEY (club_id) REFERENCES yacht_club(club_id)
);
CREATE TABLE race (
  race_id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  race_date TEXT,
  venue TEXT,
  course_type TEXT,
  distance_nm REAL,
  wind_knots INTEGER
);
CREATE TABLE race_result (
  race_id INTEGER,
  boat_id INTEGER,
  skipper_id INTEGER,
  finish_position INTEGER,
  elapsed_minutes INTEGER,
  penalty_points INTEGER,
  PRIMARY KEY (race_id, boat_id),
  FOREIGN KEY (race_id) REFERENCES race(race_id),
  FOREIGN KEY (boat_id) REFERENCES boat(boat_id),
  FOREIGN KEY (skipper_id) REFERENCES sailor(sailor_id)
);

INSERT INTO yacht_club VALUES (1, 'Royal Harbour Yacht Club', 'Portsmouth', 'United Kingdom', 1815, 1240);
INSERT INTO yacht_club VALUES (2, 'Baie des Anges Voile', 'Nice', 'France', 1923, 610);
INSERT INTO yacht_club VALUES (3, 'Kieler Segelverein', 'Kiel', 'Germany', 1887, 980);
INSERT INTO yacht_club VALUES (4, 'Sound Sailing Society', 'Newport', 'United States', 1902, 870);
INSERT INTO yacht_club VALUES (5, 'Cove Point Sailing Club', 'Auckland', 'New Zealand', 1871, 1530);
INSERT INTO yacht_club VALUES (6, 'Bahia Nautica', 'Valencia', 'Spain', 1964, 430);
INSERT INTO yacht_club VALUES (7, 'Skagen Kapsejlads', 'Aarhus', 'Denmark', 1931, 520);
INSERT INTO yacht_club VALUES (8, 'Solent Youth Sailing', 'Southampton', 'United Kingdom', 1988, 290);
INSERT INTO yacht_club VALUES (9, 'Societe Nautique du Leman', 'Geneva', 'Switzerland', 1872, 760);
INSERT INTO yacht_club VALUES (10, 'Harbour Bridge Sailing Club', 'Sydney', 'Australia', 1907, 1120);

INSERT INTO sailor VALUES (1, 'Oliver Grant', 'M', 'British', 40, 1, 462);
INSERT INTO sailor VALUES (2, 'Emma Whitlock', 'F', 'British', 23, 1, 1376);
INSERT INTO sailor VALUES (3, 'Harry Pembroke', 'M', 'British', 49, 1, 1673);
INSERT INTO sailor VALUES (4, 'Claire Dubois', 'F', 'French', 55, 2, 1586);
INSERT INTO sailor VALUES (5, 'Julien Morel', 'M', 'French', 30, 2, 906);
INSERT INTO sailor VALUES (6, 'Lea Fontaine', 'F', 'French', 39, 2, 1940);
INSERT INTO sailor VALUES (7, 'Jonas Weber', 'M', 'German', 22, 3, 1025);
INSERT INTO sailor VALUES (8, 'Katrin Vogel', 'F', 'German', 51, 3, 221);
INSERT INTO sailor VALUES (9, 'Felix Hartmann', 'M', 'German', 28, 3, 471);
INSERT INTO sailor VALUES (10, 'Tyler Brooks', 'M', 'American', 53, 4, 1845);
INSERT INTO sailor VALUES (11, 'Megan Hale', 'F', 'American', 23, 4, 2219);
INSERT INTO sailor VALUES (12, 'Ryan Caldwell', 'M', 'American', 49, 4, 1590);
INSERT INTO sailor VALUES (13, 'Aroha Ngata', 'F', 'New Zealander', 25, 5, 962);
INSERT INTO sailor VALUES (14, 'Liam Te Rangi', 'M', 'New Zealander', 24, 5, 1631);
INSERT INTO sailor VALUES (15, 'Sophie McLeod', 'F', 'New Zealander', 33, 5, 1004);
INSERT INTO sailor VALUES (16, 'Blair Hutchins', 'M', 'New Zealander', 45, 5, 1630);
INSERT INTO sailor VALUES (17, 'Pablo Serrano', 'M', 'Spanish', 58, 6, 1272);
INSERT INTO sailor VALUES (18, 'Lucia Navarro', 'F', 'Spanish', 42, 6, 478);
INSERT INTO sailor VALUES (19, 'Diego Campos', 'M', 'Spanish', 52, 6, 847);
INSERT INTO sailor VALUES (20, 'Mads Kjaer', 'M', 'Danish', 52, 7, 1952);
INSERT INTO sailor VALUES (21, 'Freja Holm', 'F', 'Danish', 32, 7, 865);
INSERT INTO sailor VALUES (22, 'Anders Lund', 'M', 'Danish', 33, 7, 2305);
INSERT INTO sailor VALUES (23, 'Ella Barnes', 'F', 'British', 21, 8, 2250);
INSERT INTO sailor VALUES (24, 'Jack Fenwick', 'M', 'British', 19, 8, 588);
INSERT INTO sailor VALUES (25, 'Poppy Ashdown', 'F', 'British', 17, 8, 523);
INSERT INTO sailor VALUES (26, 'Marco Bellini', 'M', 'Italian', 49, 2, 279);
INSERT INTO sailor VALUES (27, 'Ines Duarte', 'F', 'Portuguese', 58, 6, 1248);
INSERT INTO sailor VALUES (28, 'Tom Sullivan', 'M', 'American', 58, 4, 1269);
INSERT INTO sailor VALUES (29, 'Hanna Berglund', 'F', 'German', 43, 3, 566);
INSERT INTO sailor VALUES (30, 'Kai Andersen', 'M', 'Danish', 45, 7, 1301);
INSERT INTO sailor VALUES (31, 'Luca Meier', 'M', 'Swiss', 36, 9, 2121);
INSERT INTO sailor VALUES (32, 'Anna Keller', 'F', 'Swiss', 29, 9, 1970);
INSERT INTO sailor VALUES (33, 'Josh Whitaker', 'M', 'Australian', 41, 10, 2077);
INSERT INTO sailor VALUES (34, 'Chloe Bennett', 'F', 'Australian', 26, 10, 635);

INSERT INTO boat VALUES (1, 'Sea Breeze', 'GBR 565', 'J/70', 6.93, 2003, 1);
INSERT INTO boat VALUES (2, 'Windrush', 'GBR 926', 'Etchells', 9.3, 2018, 1);
INSERT INTO boat VALUES (3, 'Mistral', 'FRA 475', 'Dragon', 8.9, 2011, 2);
INSERT INTO boat VALUES (4, 'Belle Etoile', 'FRA 233', 'J/70', 6.93, 2002, 2);
INSERT INTO boat VALUES (5, 'Nordwind', 'GER 163', 'Dragon', 8.9, 1997, 3);
INSERT INTO boat VALUES (6, 'Seeadler', 'GER 644', 'Melges 24', 7.32, 2019, 3);
INSERT INTO boat VALUES (7, 'Liberty Gale', 'USA 132', 'J/70', 6.93, 2016, 4);
INSERT INTO boat VALUES (8, 'Harbor Hawk', 'USA 824', 'Etchells', 9.3, 2020, 4);
INSERT INTO boat VALUES (9, 'Kotuku', 'NZL 514', 'Melges 24', 7.32, 2001, 5);
INSERT INTO boat VALUES (10, 'Southern Cross', 'NZL 346', 'Etchells', 9.3, 2011, 5);
INSERT INTO boat VALUES (11, 'Tui', 'NZL 155', 'Laser', 4.23, 2017, 5);
INSERT INTO boat VALUES (12, 'Levante', 'ESP 616', 'J/70', 6.93, 1997, 6);
INSERT INTO boat VALUES (13, 'Viking Spirit', 'DEN 978', 'Dragon', 8.9, 2006, 7);
INSERT INTO boat VALUES (14, 'Havorn', 'DEN 181', 'Melges 24', 7.32, 2008, 7);
INSERT INTO boat VALUES (15, 'Quicksilver', 'GBR 44', 'Laser', 4.23, 1995, 8);
INSERT INTO boat VALUES (16, 'Jolly Roger', 'GBR 655', 'Laser', 4.23, 2007, 8);
INSERT INTO boat VALUES (17, 'Blue Horizon', 'GBR 412', 'J/70', 6.93, 1994, 1);
INSERT INTO boat VALUES (18, 'Tramontana', 'ESP 176', 'Etchells', 9.3, 2019, 6);
INSERT INTO boat VALUES (19, 'Alpenglow', 'SUI 204', 'Melges 24', 7.32, 2014, 9);
INSERT INTO boat VALUES (20, 'Southerly Buster', 'AUS 881', 'Etchells', 9.3, 2009, 10);

INSERT INTO race VALUES (1, 'Spring Cup', '2024-04-13', 'Portsmouth', 'Windward-Leeward', 8.5, 12);
INSERT INTO race VALUES (2, 'Coastal Classic', '2024-05-04', 'Auckland', 'Coastal', 32.0, 18);
INSERT INTO race VALUES (3, 'Kiel Week Opener', '2024-06-22', 'Kiel', 'Windward-Leeward', 9.0, 14);
INSERT INTO race VALUES (4, 'Riviera Trophy', '2024-07-06', 'Nice', 'Coastal', 24.5, 9);
INSERT INTO race VALUES (5, 'Round the Island', '2024-07-20', 'Portsmouth', 'Distance', 55.0, 16);
INSERT INTO race VALUES (6, 'Newport Regatta', '2024-08-10', 'Newport', 'Windward-Leeward', 7.5, 11);
INSERT INTO race VALUES (7, 'Valencia Sprint', '2024-08-31', 'Valencia', 'Windward-Leeward', 6.0, 21);
INSERT INTO race VALUES (8, 'Baltic Challenge', '2024-09-14', 'Aarhus', 'Distance', 48.0, 19);
INSERT INTO race VALUES (9, 'Autumn Series', '2024-10-05', 'Portsmouth', 'Windward-Leeward', 8.0, 7);
INSERT INTO race VALUES (10, 'Hauraki Gulf Race', '2024-11-16', 'Auckland', 'Coastal', 28.0, 15);
INSERT INTO race VALUES (11, 'Winter Frostbite', '2024-12-07', 'Southampton', 'Windward-Leeward', 5.5, 24);

INSERT INTO race_result VALUES (1, 8, 28, 1, 72, 0);
INSERT INTO race_result VALUES (1, 17, 2, 2, 79, 0);
INSERT INTO race_result VALUES (1, 13, 21, 3, 80, 0);
INSERT INTO race_result VALUES (1, 1, 1, 4, 90, 0);
INSERT INTO race_result VALUES (1, 12, 17, 5, 95, 0);
INSERT INTO race_result VALUES (2, 8, 10, 1, 297, 0);
INSERT INTO race_result VALUES (2, 13, 21, 2, 311, 0);
INSERT INTO race_result VALUES (2, 5, 29, 3, 319, 4);
INSERT INTO race_result VALUES (2, 7, 12, 4, 337, 2);
INSERT INTO race_result VALUES (2, 4, 26, 5, 372, 4);
INSERT INTO race_result VALUES (2, 15, 23, 6, 446, 0);
INSERT INTO race_result VALUES (3, 17, 1, 1, 87, 2);
INSERT INTO race_result VALUES (3, 14, 21, 2, 88, 0);
INSERT INTO race_result VALUES (3, 3, 26, 3, 93, 0);
INSERT INTO race_result VALUES (3, 12, 18, 4, 102, 2);
INSERT INTO race_result VALUES (3, 4, 4, 5, 103, 0);
INSERT INTO race_result VALUES (3, 11, 13, 6, 106, 0);
INSERT INTO race_result VALUES (3, 15, 25, 7, 127, 0);
INSERT INTO race_result VALUES (4, 6, 7, 1, 225, 0);
INSERT INTO race_result VALUES (4, 9, 15, 2, 227, 0);
INSERT INTO race_result VALUES (4, 3, 5, 3, 232, 0);
INSERT INTO race_result VALUES (4, 1, 3, 4, 270, 0);
INSERT INTO race_result VALUES (4, 16, 24, 5, 286, 0);
INSERT INTO race_result VALUES (4, 7, 11, 6, 305, 0);
INSERT INTO race_result VALUES (5, 10, 16, 1, 475, 0);
INSERT INTO race_result VALUES (5, 8, 28, 2, 575, 4);
INSERT INTO race_result VALUES (5, 13, 30, 3, 596, 4);
INSERT INTO race_result VALUES (5, 7, 12, 4, 618, 0);
INSERT INTO race_result VALUES (5, 1, 3, 5, 622, 0);
INSERT INTO race_result VALUES (5, 11, 15, 6, 705, 0);
INSERT INTO race_result VALUES (6, 6, 9, 1, 67, 4);
INSERT INTO race_result VALUES (6, 3, 4, 2, 74, 0);
INSERT INTO race_result VALUES (6, 9, 16, 3, 75, 0);
INSERT INTO race_result VALUES (6, 14, 30, 4, 84, 4);
INSERT INTO race_result VALUES (6, 7, 10, 5, 90, 0);
INSERT INTO race_result VALUES (6, 16, 23, 6, 93, 0);
INSERT INTO race_result VALUES (7, 10, 14, 1, 51, 0);
INSERT INTO race_result VALUES (7, 5, 8, 2, 57, 0);
INSERT INTO race_result VALUES (7, 12, 18, 3, 57, 2);
INSERT INTO race_result VALUES (7, 9, 15, 4, 57, 0);
INSERT INTO race_result VALUES (7, 3, 6, 5, 65, 0);
INSERT INTO race_result VALUES (7, 7, 10, 6, 71, 4);
INSERT INTO race_result VALUES (7, 16, 23, 7, 84, 0);
INSERT INTO race_result VALUES (8, 14, 30, 1, 433, 2);
INSERT INTO race_result VALUES (8, 6, 9, 2, 463, 0);
INSERT INTO race_result VALUES (8, 4, 5, 3, 464, 2);
INSERT INTO race_result VALUES (8, 2, 3, 4, 467, 2);
INSERT INTO race_result VALUES (8, 3, 6, 5, 516, 0);
INSERT INTO race_result VALUES (8, 1, 1, 6, 525, 0);
INSERT INTO race_result VALUES (9, 2, 2, 1, 73, 0);
INSERT INTO race_result VALUES (9, 6, 8, 2, 82, 0);
INSERT INTO race_result VALUES (9, 4, 26, 3, 90, 0);
INSERT INTO race_result VALUES (9, 7, 11, 4, 93, 0);
INSERT INTO race_result VALUES (9, 16, 23, 5, 96, 2);
INSERT INTO race_result VALUES (9, 12, 19, 6, 98, 0);
INSERT INTO race_result VALUES (10, 8, 11, 1, 266, 2);
INSERT INTO race_result VALUES (10, 1, 2, 2, 266, 0);
INSERT INTO race_result VALUES (10, 13, 30, 3, 281, 4);
INSERT INTO race_result VALUES (10, 10, 13, 4, 281, 0);
INSERT INTO race_result VALUES (10, 12, 27, 5, 289, 0);

COMMIT;
