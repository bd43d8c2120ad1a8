PRAGMA foreign_keys = ON;
CREATE TABLE production (
  production_id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  playwright TEXT,
  director_name TEXT,
  genre TEXT,
  season_year INTEGER,
  opening_date TEXT,
  closing_date TEXT,
  budget INTEGER,
  hall TEXT
);
CREATE TABLE actor (
  actor_id INTEGER PRIMARY KEY,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  birth_date TEXT,
  joined_date TEXT,
  equity_member INTEGER,
  home_city TEXT
);
CREATE TABLE casting (
  casting_id INTEGER PRIMARY KEY,
  production_id INTEGER NOT NULL,
  actor_id INTEGER NOT NULL,
  role_name TEXT NOT NULL,
  billing TEXT,
  weekly_fee INTEGER,
  FOREIGN KEY (production_id) REFERENCES production(production_id),
  FOREIGN KEY (actor_id) REFERENCES actor(actor_id)
);
CREATE TABLE performance (
  performance_id INTEGER PRIMARY KEY,
  production_id INTEGER NOT NULL,
  performance_date TEXT NOT NULL,
  curtain_time TEXT,
  is_matinee INTEGER,
  seats_available INTEGER,
  tickets_sold INTEGER,
  gross_takings REAL,
  FOREIGN KEY (production_id) REFERENCES production(production_id)
);

INSERT INTO production (production_id, title, playwright, director_name, genre, season_year, opening_date, closing_date, budget, hall) VALUES (1, 'The Cherry Orchard', 'Anton Chekhov', 'Miriam Okafor', 'drama', 2022, '2022-02-10', '2022-03-19', 184000, 'Main Stage');
INSERT INTO production (production_id, title, playwright, director_name, genre, season_year, opening_date, closing_date, budget, hall) VALUES (2, 'Twelfth Night', 'William Shakespeare', 'Tom Ashdown', 'comedy', 2022, '2022-04-07', '2022-05-21', 212000, 'Main Stage');
INSERT INTO production (production_id, title, playwright, director_name, genre, season_year, opening_date, closing_date, budget, hall) VALUES (3, 'Salt Roads', 'Nadia Karim', 'Nadia Karim', 'new writing', 2022, '2022-05-12', '2022-06-04', 64000, 'Studio');
INSERT INTO production (production_id, title, playwright, director_name, genre, season_year, opening_date, closing_date, budget, hall) VALUES (4, 'A Doll''s House', 'Henrik Ibsen', 'Miriam Okafor', 'drama', 2022, '2022-09-15', '2022-10-29', 158000, 'Main Stage');
INSERT INTO production (production_id, title, playwright, director_name, genre, season_year, opening_date, closing_date, budget, hall) VALUES (5, 'The Importance of Being Earnest', 'Oscar Wilde', 'Gareth Lloyd', 'comedy', 2022, '2022-11-24', '2023-01-14', 236000, 'Main Stage');
INSERT INTO production (production_id, title, playwright, director_name, genre, season_year, opening_date, closing_date, budget, hall) VALUES (6, 'Lamplighters', 'Owen Petrie', 'Sasha Brandt', 'new writing', 2023, '2023-01-26', '2023-02-18', 58000, 'Studio');
INSERT INTO production (production_id, title, playwright, director_name, genre, season_year, opening_date, closing_date, budget, hall) VALUES (7, 'Macbeth', 'William Shakespeare', 'Tom Ashdown', 'tragedy', 2023, '2023-03-02', '2023-04-15', 265000, 'Main Stage');
INSERT INTO production (production_id, title, playwright, director_name, genre, season_year, opening_date, closing_date, budget, hall) VALUES (8, 'Blithe Spirit', 'Noel Coward', 'Gareth Lloyd', 'comedy', 2023, '2023-05-04', '2023-06-17', 175000, 'Main Stage');
INSERT INTO production (production_id, title, playwright, director_name, genre, season_year, opening_date, closing_date, budget, hall) VALUES (9, 'Under Milk Wood', 'Dylan Thomas', 'Sasha Brandt', 'drama', 2023, '2023-06-08', '2023-07-01', 71000, 'Studio');
INSERT INTO production (production_id, title, playwright, director_name, genre, season_year, opening_date, closing_date, budget, hall) VALUES (10, 'Hedda Gabler', 'Henrik Ibsen', 'Miriam Okafor', 'tragedy', 2023, '2023-09-21', '2023-11-04', 149000, 'Main Stage');
INSERT INTO production (production_id, title, playwright, director_name, genre, season_year, opening_date, closing_date, budget, hall) VALUES (11, 'The Snow Queen', 'Hans Christian Andersen', 'Priya Venkat', 'family', 2023, '2023-11-30', '2024-01-13', 298000, 'Main Stage');
INSERT INTO production (production_id, title, playwright, director_name, genre, season_year, opening_date, closing_date, budget, hall) VALUES (12, 'Low Tide', 'Nadia Karim', 'Priya Venkat', 'new writing', 2024, '2024-02-01', '2024-02-24', 61000, 'Studio');
INSERT INTO production (production_id, title, playwright, director_name, genre, season_year, opening_date, closing_date, budget, hall) VALUES (13, 'King Lear', 'William Shakespeare', 'Tom Ashdown', 'tragedy', 2024, '2024-03-14', '2024-04-27', 289000, 'Main Stage');
INSERT INTO production (production_id, title, playwright, director_name, genre, season_year, opening_date, closing_date, budget, hall) VALUES (14, 'Private Lives', 'Noel Coward', 'Gareth Lloyd', 'comedy', 2024, '2024-05-09', '2024-06-22', 167000, 'Main Stage');
INSERT INTO production (production_id, title, playwright, director_name, genre, season_year, opening_date, closing_date, budget, hall) VALUES (15, 'The Seagull', 'Anton Chekhov', 'Sasha Brandt', 'drama', 2024, '2024-09-19', '2024-11-02', 171000, 'Main Stage');
INSERT INTO actor (actor_id, first_name, last_name, birth_date, joined_date, equity_member, home_city) VALUES (1, 'Eleanor', 'Whitcombe', '1971-03-14', '2009-08-01', 1, 'Bristol');
INSERT INTO actor (actor_id, first_name, last_name, birth_date, joined_date, equity_member, home_city) VALUES (2, 'Marcus', 'Adeyemi', '1986-11-02', '2015-01-12', 1, 'London');
INSERT INTO actor (actor_id, first_name, last_name, birth_date, joined_date, equity_member, home_city) VALUES (3, 'Fiona', 'MacLeod', '1993-06-25', '2019-09-03', 1, 'Glasgow');
INSERT INTO actor (actor_id, first_name, last_name, birth_date, joined_date, equity_member, home_city) VALUES (4, 'Daniel', 'Hartley', '1979-01-30', '2011-04-18', 1, 'Manchester');
INSERT INTO actor (actor_id, first_name, last_name, birth_date, joined_date, equity_member, home_city) VALUES (5, 'Aoife', 'Brennan', '1997-08-09', '2021-02-01', 0, 'Dublin');
INSERT INTO actor (actor_id, first_name, last_name, birth_date, joined_date, equity_member, home_city) VALUES (6, 'Rajesh', 'Menon', '1983-05-17', '2013-10-07', 1, 'Leicester');
INSERT INTO actor (actor_id, first_name, last_name, birth_date, joined_date, equity_member, home_city) VALUES (7, 'Harriet', 'Coles', '1965-12-03', '2005-06-20', 1, 'Bath');
INSERT INTO actor (actor_id, first_name, last_name, birth_date, joined_date, equity_member, home_city) VALUES (8, 'Tomasz', 'Nowak', '1990-02-21', '2017-03-13', 1, 'London');
INSERT INTO actor (actor_id, first_name, last_name, birth_date, joined_date, equity_member, home_city) VALUES (9, 'Grace', 'Ellison', '1999-10-11', '2022-01-10', 0, 'Cardiff');
INSERT INTO actor (actor_id, first_name, last_name, birth_date, joined_date, equity_member, home_city) VALUES (10, 'Samuel', 'Okonkwo', '1988-07-29', '2016-08-22', 1, 'Birmingham');
INSERT INTO actor (actor_id, first_name, last_name, birth_date, joined_date, equity_member, home_city) VALUES (11, 'Imogen', 'Fairley', '1975-04-06', '2008-09-15', 1, 'Bristol');
INSERT INTO actor (actor_id, first_name, last_name, birth_date, joined_date, equity_member, home_city) VALUES (12, 'Callum', 'Reid', '1995-12-19', '2020-05-04', 1, 'Edinburgh');
INSERT INTO actor (actor_id, first_name, last_name, birth_date, joined_date, equity_member, home_city) VALUES (13, 'Lucia', 'Romano', '1981-09-08', '2012-02-27', 1, 'London');
INSERT INTO actor (actor_id, first_name, last_name, birth_date, joined_date, equity_member, home_city) VALUES (14, 'Peter', 'Vaughan', '1958-01-22', '2003-01-06', 1, 'Bath');
INSERT INTO actor (actor_id, first_name, last_name, birth_date, joined_date, equity_member, home_city) VALUES (15, 'Niamh', 'Gallagher', '1992-03-31', '2018-11-19', 1, 'Belfast');
INSERT INTO actor (actor_id, first_name, last_name, birth_date, joined_date, equity_member, home_city) VALUES (16, 'Oliver', 'Stanton', '1984-06-12', '2014-06-30', 0, 'Bristol');
INSERT INTO actor (actor_id, first_name, last_name, birth_date, joined_date, equity_member, home_city) VALUES (17, 'Yasmin', 'Haddad', '1996-01-05', '2021-09-06', 1, 'London');
INSERT INTO actor (actor_id, first_name, last_name, birth_date, joined_date, equity_member, home_city) VALUES (18, 'George', 'Whitcombe', '2001-05-27', '2023-02-13', 0, 'Bristol');
INSERT INTO actor (actor_id, first_name, last_name, birth_date, joined_date, equity_member, home_city) VALUES (19, 'Beatrice', 'Lowe', '1969-11-15', '2007-03-05', 1, 'Oxford');
INSERT INTO actor (actor_id, first_name, last_name, birth_date, joined_date, equity_member, home_city) VALUES (20, 'Kwame', 'Asante', '1991-08-18', '2018-01-29', 1, 'Leeds');
INSERT INTO actor (actor_id, first_name, last_name, birth_date, joined_date, equity_member, home_city) VALUES (21, 'Hannah', 'Price', '1987-02-09', '2015-09-14', 1, 'Cardiff');
INSERT INTO actor (actor_id, first_name, last_name, birth_date, joined_date, equity_member, home_city) VALUES (22, 'Felix', 'Durand', '1994-04-23', '2019-04-08', 0, 'Bristol');
INSERT INTO actor (actor_id, first_name, last_name, birth_date, joined_date, equity_member, home_city) VALUES (23, 'Rosa', 'Quinlan', '2000-09-14', '2024-08-05', 0, 'Exeter');
INSERT INTO casting (casting_id, production_id, actor_id, role_name, billing, weekly_fee) VALUES (1, 1, 7, 'Lyubov Ranevskaya', 'lead', 1450);
INSERT INTO casting (casting_id, production_id, actor_id, role_name, billing, weekly_fee) VALUES (2, 1, 12, 'Lopakhin', 'lead', 1550);
INSERT INTO casting (casting_id, production_id, actor_id, role_name, billing, weekly_fee) VALUES (3, 1, 15, 'Varya', 'supporting', 980);
INSERT INTO casting (casting_id, production_id, actor_id, role_name, billing, weekly_fee) VALUES (4, 1, 14, 'Firs', 'supporting', 1130);
INSERT INTO casting (casting_id, production_id, actor_id, role_name, billing, weekly_fee) VALUES (5, 2, 15, 'Viola', 'lead', 1600);
INSERT INTO casting (casting_id, production_id, actor_id, role_name, billing, weekly_fee) VALUES (6, 2, 6, 'Malvolio', 'lead', 1450);
INSERT INTO casting (casting_id, production_id, actor_id, role_name, billing, weekly_fee) VALUES (7, 2, 11, 'Olivia', 'supporting', 980);
INSERT INTO casting (casting_id, production_id, actor_id, role_name, billing, weekly_fee) VALUES (8, 2, 4, 'Sir Toby Belch', 'supporting', 1130);
INSERT INTO casting (casting_id, production_id, actor_id, role_name, billing, weekly_fee) VALUES (9, 2, 8, 'Feste', 'ensemble', 720);
INSERT INTO casting (casting_id, production_id, actor_id, role_name, billing, weekly_fee) VALUES (10, 3, 17, 'Amira', 'lead', 1400);
INSERT INTO casting (casting_id, production_id, actor_id, role_name, billing, weekly_fee) VALUES (11, 3, 20, 'Joe', 'supporting', 830);
INSERT INTO casting (casting_id, production_id, actor_id, role_name, billing, weekly_fee) VALUES (12, 3, 12, 'The Ferryman', 'ensemble', 520);
INSERT INTO casting (casting_id, production_id, actor_id, role_name, billing, weekly_fee) VALUES (13, 4, 13, 'Nora Helmer', 'lead', 1550);
INSERT INTO casting (casting_id, production_id, actor_id, role_name, billing, weekly_fee) VALUES (14, 4, 16, 'Torvald Helmer', 'lead', 1500);
INSERT INTO casting (casting_id, production_id, actor_id, role_name, billing, weekly_fee) VALUES (15, 4, 20, 'Dr Rank', 'supporting', 1230);
INSERT INTO casting (casting_id, production_id, actor_id, role_name, billing, weekly_fee) VALUES (16, 4, 19, 'Kristine Linde', 'supporting', 980);
INSERT INTO casting (casting_id, production_id, actor_id, role_name, billing, weekly_fee) VALUES (17, 5, 19, 'Lady Bracknell', 'lead', 1500);
INSERT INTO casting (casting_id, production_id, actor_id, role_name, billing, weekly_fee) VALUES (18, 5, 12, 'Jack Worthing', 'lead', 1550);
INSERT INTO casting (casting_id, production_id, actor_id, role_name, billing, weekly_fee) VALUES (19, 5, 8, 'Algernon Moncrieff', 'supporting', 980);
INSERT INTO casting (casting_id, production_id, actor_id, role_name, billing, weekly_fee) VALUES (20, 5, 3, 'Gwendolen Fairfax', 'supporting', 1030);
INSERT INTO casting (casting_id, production_id, actor_id, role_name, billing, weekly_fee) VALUES (21, 6, 21, 'Edie', 'lead', 1400);
INSERT INTO casting (casting_id, production_id, actor_id, role_name, billing, weekly_fee) VALUES (22, 6, 20, 'Walter', 'supporting', 880);
INSERT INTO casting (casting_id, production_id, actor_id, role_name, billing, weekly_fee) VALUES (23, 6, 22, 'Lamplighter', 'ensemble', 520);
INSERT INTO casting (casting_id, production_id, actor_id, role_name, billing, weekly_fee) VALUES (24, 7, 4, 'Macbeth', 'lead', 1600);
INSERT INTO casting (casting_id, production_id, actor_id, role_name, billing, weekly_fee) VALUES (25, 7, 11, 'Lady Macbeth', 'lead', 1450);
INSERT INTO casting (casting_id, production_id, actor_id, role_name, billing, weekly_fee) VALUES (26, 7, 20, 'Banquo', 'supporting', 1230);
INSERT INTO casting (casting_id, production_id, actor_id, role_name, billing, weekly_fee) VALUES (27, 7, 7, 'First Witch', 'ensemble', 820);
INSERT INTO casting (casting_id, production_id, actor_id, role_name, billing, weekly_fee) VALUES (28, 7, 12, 'Macduff', 'understudy', 750);
INSERT INTO casting (casting_id, production_id, actor_id, role_name, billing, weekly_fee) VALUES (29, 8, 16, 'Charles Condomine', 'lead', 1600);
INSERT INTO casting (casting_id, production_id, actor_id, role_name, billing, weekly_fee) VALUES (30, 8, 7, 'Madame Arcati', 'lead', 1700);
INSERT INTO casting (casting_id, production_id, actor_id, role_name, billing, weekly_fee) VALUES (31, 8, 1, 'Elvira', 'supporting', 980);
INSERT INTO casting (casting_id, production_id, actor_id, role_name, billing, weekly_fee) VALUES (32, 8, 21, 'Ruth', 'supporting', 980);
INSERT INTO casting (casting_id, production_id, actor_id, role_name, billing, weekly_fee) VALUES (33, 9, 10, 'First Voice', 'lead', 1300);
INSERT INTO casting (casting_id, production_id, actor_id, role_name, billing, weekly_fee) VALUES (34, 9, 22, 'Captain Cat', 'supporting', 930);
INSERT INTO casting (casting_id, production_id, actor_id, role_name, billing, weekly_fee) VALUES (35, 9, 5, 'Polly Garter', 'ensemble', 520);
INSERT INTO casting (casting_id, production_id, actor_id, role_name, billing, weekly_fee) VALUES (36, 10, 13, 'Hedda Gabler', 'lead', 1450);
INSERT INTO casting (casting_id, production_id, actor_id, role_name, billing, weekly_fee) VALUES (37, 10, 6, 'Judge Brack', 'supporting', 1230);
INSERT INTO casting (casting_id, production_id, actor_id, role_name, billing, weekly_fee) VALUES (38, 10, 22, 'George Tesman', 'supporting', 1130);
INSERT INTO casting (casting_id, production_id, actor_id, role_name, billing, weekly_fee) VALUES (39, 10, 9, 'Thea Elvsted', 'understudy', 800);
INSERT INTO casting (casting_id, production_id, actor_id, role_name, billing, weekly_fee) VALUES (40, 11, 9, 'Gerda', 'lead', 1600);
INSERT INTO casting (casting_id, production_id, actor_id, role_name, billing, weekly_fee) VALUES (41, 11, 1, 'The Snow Queen', 'lead', 1450);
INSERT INTO casting (casting_id, production_id, actor_id, role_name, billing, weekly_fee) VALUES (42, 11, 18, 'Kai', 'supporting', 1080);
INSERT INTO casting (casting_id, production_id, actor_id, role_name, billing, weekly_fee) VALUES (43, 11, 17, 'The Robber Girl', 'ensemble', 820);
INSERT INTO casting (casting_id, production_id, actor_id, role_name, billing, weekly_fee) VALUES (44, 12, 5, 'Mara', 'lead', 1400);
INSERT INTO casting (casting_id, production_id, actor_id, role_name, billing, weekly_fee) VALUES (45, 12, 6, 'Dev', 'supporting', 780);
INSERT INTO casting (casting_id, production_id, actor_id, role_name, billing, weekly_fee) VALUES (46, 13, 14, 'King Lear', 'lead', 1550);
INSERT INTO casting (casting_id, production_id, actor_id, role_name, billing, weekly_fee) VALUES (47, 13, 3, 'Cordelia', 'lead', 1550);
INSERT INTO casting (casting_id, production_id, actor_id, role_name, billing, weekly_fee) VALUES (48, 13, 11, 'Goneril', 'supporting', 980);
INSERT INTO casting (casting_id, production_id, actor_id, role_name, billing, weekly_fee) VALUES (49, 13, 2, 'Edmund', 'supporting', 1230);
INSERT INTO casting (casting_id, production_id, actor_id, role_name, billing, weekly_fee) VALUES (50, 13, 8, 'The Fool', 'supporting', 1230);
INSERT INTO casting (casting_id, production_id, actor_id, role_name, billing, weekly_fee) VALUES (51, 14, 11, 'Amanda Prynne', 'lead', 1450);
INSERT INTO casting (casting_id, production_id, actor_id, role_name, billing, weekly_fee) VALUES (52, 14, 2, 'Elyot Chase', 'lead', 1450);
INSERT INTO casting (casting_id, production_id, actor_id, role_name, billing, weekly_fee) VALUES (53, 14, 15, 'Sibyl Chase', 'supporting', 1030);
INSERT INTO casting (casting_id, production_id, actor_id, role_name, billing, weekly_fee) VALUES (54, 15, 1, 'Irina Arkadina', 'lead', 1550);
INSERT INTO casting (casting_id, production_id, actor_id, role_name, billing, weekly_fee) VALUES (55, 15, 17, 'Nina', 'lead', 1500);
INSERT INTO casting (casting_id, production_id, actor_id, role_name, billing, weekly_fee) VALUES (56, 15, 12, 'Konstantin Treplev', 'supporting', 1230);
INSERT INTO performance (performance_id, production_id, performance_date, curtain_time, is_matinee, seats_available, tickets_sold, gross_takings) VALUES (1, 1, '2022-02-10', '19:30', 0, 640, 457, 15766.5);
INSERT INTO performance (performance_id, production_id, performance_date, curtain_time, is_matinee, seats_available, tickets_sold, gross_takings) VALUES (2, 1, '2022-03-03', '19:30', 0, 640, 497, 17146.5);
INSERT INTO performance (performance_id, production_id, performance_date, curtain_time, is_matinee, seats_available, tickets_sold, gross_takings) VALUES (3, 1, '2022-03-05', '19:30', 0, 640, 534, 18423.0);
INSERT INTO performance (performance_id, production_id, performance_date, curtain_time, is_matinee, seats_available, tickets_sold, gross_takings) VALUES (4, 2, '2022-04-07', '19:30', 0, 640, 307, 10591.5);
INSERT INTO performance (performance_id, production_id, performance_date, curtain_time, is_matinee, seats_available, tickets_sold, gross_takings) VALUES (5, 2, '2022-04-30', '14:30', 1, 640, 429, 11840.4);
INSERT INTO performance (performance_id, production_id, performance_date, curtain_time, is_matinee, seats_available, tickets_sold, gross_takings) VALUES (6, 2, '2022-05-19', '19:30', 0, 640, 532, 18354.0);
INSERT INTO performance (performance_id, production_id, performance_date, curtain_time, is_matinee, seats_available, tickets_sold, gross_takings) VALUES (7, 3, '2022-05-12', '19:30', 0, 180, 149, 2682.0);
INSERT INTO performance (performance_id, production_id, performance_date, curtain_time, is_matinee, seats_available, tickets_sold, gross_takings) VALUES (8, 3, '2022-05-17', '19:30', 0, 180, 164, 2952.0);
INSERT INTO performance (performance_id, production_id, performance_date, curtain_time, is_matinee, seats_available, tickets_sold, gross_takings) VALUES (9, 3, '2022-05-18', '19:30', 0, 180, 125, 2250.0);
INSERT INTO performance (performance_id, production_id, performance_date, curtain_time, is_matinee, seats_available, tickets_sold, gross_takings) VALUES (10, 3, '2022-05-22', '19:30', 0, 180, 134, 2412.0);
INSERT INTO performance (performance_id, production_id, performance_date, curtain_time, is_matinee, seats_available, tickets_sold, gross_takings) VALUES (11, 4, '2022-09-15', '19:30', 0, 640, 350, 12075.0);
INSERT INTO performance (performance_id, production_id, performance_date, curtain_time, is_matinee, seats_available, tickets_sold, gross_takings) VALUES (12, 4, '2022-09-28', '14:30', 1, 640, 568, 15676.8);
INSERT INTO performance (performance_id, production_id, performance_date, curtain_time, is_matinee, seats_available, tickets_sold, gross_takings) VALUES (13, 4, '2022-10-04', '19:30', 0, 640, 315, 10867.5);
INSERT INTO performance (performance_id, production_id, performance_date, curtain_time, is_matinee, seats_available, tickets_sold, gross_takings) VALUES (14, 4, '2022-10-29', '19:30', 0, 640, 393, 13558.5);
INSERT INTO performance (performance_id, production_id, performance_date, curtain_time, is_matinee, seats_available, tickets_sold, gross_takings) VALUES (15, 5, '2022-11-24', '19:30', 0, 640, 309, 10660.5);
INSERT INTO performance (performance_id, production_id, performance_date, curtain_time, is_matinee, seats_available, tickets_sold, gross_takings) VALUES (16, 5, '2022-12-16', '19:30', 0, 640, 615, 21217.5);
INSERT INTO performance (performance_id, production_id, performance_date, curtain_time, is_matinee, seats_available, tickets_sold, gross_takings) VALUES (17, 5, '2022-12-17', '14:30', 1, 640, 472, 13027.2);
INSERT INTO performance (performance_id, production_id, performance_date, curtain_time, is_matinee, seats_available, tickets_sold, gross_takings) VALUES (18, 6, '2023-01-26', '19:30', 0, 180, 148, 2664.0);
INSERT INTO performance (performance_id, production_id, performance_date, curtain_time, is_matinee, seats_available, tickets_sold, gross_takings) VALUES (19, 6, '2023-02-10', '19:30', 0, 180, 153, 2754.0);
INSERT INTO performance (performance_id, production_id, performance_date, curtain_time, is_matinee, seats_available, tickets_sold, gross_takings) VALUES (20, 6, '2023-02-12', '19:30', 0, 180, 173, 3114.0);
INSERT INTO performance (performance_id, production_id, performance_date, curtain_time, is_matinee, seats_available, tickets_sold, gross_takings) VALUES (21, 6, '2023-02-16', '19:30', 0, 180, 95, 1710.0);
INSERT INTO performance (performance_id, production_id, performance_date, curtain_time, is_matinee, seats_available, tickets_sold, gross_takings) VALUES (22, 7, '2023-03-02', '19:30', 0, 640, 430, 14835.0);
INSERT INTO performance (performance_id, production_id, performance_date, curtain_time, is_matinee, seats_available, tickets_sold, gross_takings) VALUES (23, 7, '2023-03-20', '19:30', 0, 640, 585, 20182.5);
INSERT INTO performance (performance_id, production_id, performance_date, curtain_time, is_matinee, seats_available, tickets_sold, gross_takings) VALUES (24, 7, '2023-03-22', '14:30', 1, 640, 516, 14241.6);
INSERT INTO performance (performance_id, production_id, performance_date, curtain_time, is_matinee, seats_available, tickets_sold, gross_takings) VALUES (25, 7, '2023-04-02', '19:30', 0, 640, 453, 15628.5);
INSERT INTO performance (performance_id, production_id, performance_date, curtain_time, is_matinee, seats_available, tickets_sold, gross_takings) VALUES (26, 7, '2023-04-10', '19:30', 0, 640, 543, 18733.5);
INSERT INTO performance (performance_id, production_id, performance_date, curtain_time, is_matinee, seats_available, tickets_sold, gross_takings) VALUES (27, 8, '2023-05-04', '19:30', 0, 640, 299, 10315.5);
INSERT INTO performance (performance_id, production_id, performance_date, curtain_time, is_matinee, seats_available, tickets_sold, gross_takings) VALUES (28, 8, '2023-05-19', '19:30', 0, 640, 446, 15387.0);
INSERT INTO performance (performance_id, production_id, performance_date, curtain_time, is_matinee, seats_available, tickets_sold, gross_takings) VALUES (29, 8, '2023-06-01', '19:30', 0, 640, 463, 15973.5);
INSERT INTO performance (performance_id, production_id, performance_date, curtain_time, is_matinee, seats_available, tickets_sold, gross_takings) VALUES (30, 8, '2023-06-02', '19:30', 0, 640, 352, 12144.0);
INSERT INTO performance (performance_id, production_id, performance_date, curtain_time, is_matinee, seats_available, tickets_sold, gross_takings) VALUES (31, 8, '2023-06-07', '19:30', 0, 640, 361, 12454.5);
INSERT INTO performance (performance_id, production_id, performance_date, curtain_time, is_matinee, seats_available, tickets_sold, gross_takings) VALUES (32, 9, '2023-06-08', '19:30', 0, 180, 140, 2520.0);
INSERT INTO performance (performance_id, production_id, performance_date, curtain_time, is_matinee, seats_available, tickets_sold, gross_takings) VALUES (33, 9, '2023-06-14', '19:30', 0, 180, 109, 1962.0);
INSERT INTO performance (performance_id, production_id, performance_date, curtain_time, is_matinee, seats_available, tickets_sold, gross_takings) VALUES (34, 9, '2023-06-17', '19:30', 0, 180, 170, 3060.0);
INSERT INTO performance (performance_id, production_id, performance_date, curtain_time, is_matinee, seats_available, tickets_sold, gross_takings) VALUES (35, 9, '2023-06-22', '19:30', 0, 180, 141, 2538.0);
INSERT INTO performance (performance_id, production_id, performance_date, curtain_time, is_matinee, seats_available, tickets_sold, gross_takings) VALUES (36, 10, '2023-09-21', '19:30', 0, 640, 598, 20631.0);
INSERT INTO performance (performance_id, production_id, performance_date, curtain_time, is_matinee, seats_available, tickets_sold, gross_takings) VALUES (37, 10, '2023-10-07', '19:30', 0, 640, 491, 16939.5);
INSERT INTO performance (performance_id, production_id, performance_date, curtain_time, is_matinee, seats_available, tickets_sold, gross_takings) VALUES (38, 10, '2023-10-12', '19:30', 0, 640, 350, 12075.0);
INSERT INTO performance (performance_id, production_id, performance_date, curtain_time, is_matinee, seats_available, tickets_sold, gross_takings) VALUES (39, 10, '2023-10-20', '19:30', 0, 640, 562, 19389.0);
INSERT INTO performance (performance_id, production_id, performance_date, curtain_time, is_matinee, seats_available, tickets_sold, gross_takings) VALUES (40, 11, '2023-11-30', '19:30', 0, 640, 389, 13420.5);
INSERT INTO performance (performance_id, production_id, performance_date, curtain_time, is_matinee, seats_available, tickets_sold, gross_takings) VALUES (41, 11, '2023-12-09', '14:30', 1, 640, 353, 9742.8);
INSERT INTO performance (performance_id, production_id, performance_date, curtain_time, is_matinee, seats_available, tickets_sold, gross_takings) VALUES (42, 11, '2023-12-31', '19:30', 0, 640, 547, 18871.5);
INSERT INTO performance (performance_id, production_id, performance_date, curtain_time, is_matinee, seats_available, tickets_sold, gross_takings) VALUES (43, 11, '2024-01-09', '19:30', 0, 640, 438, 15111.0);
INSERT INTO performance (performance_id, production_id, performance_date, curtain_time, is_matinee, seats_available, tickets_sold, gross_takings) VALUES (44, 11, '2024-01-11', '19:30', 0, 640, 448, 15456.0);
INSERT INTO performance (performance_id, production_id, performance_date, curtain_time, is_matinee, seats_available, tickets_sold, gross_takings) VALUES (45, 12, '2024-02-01', '19:30', 0, 180, 87, 1566.0);
INSERT INTO performance (performance_id, production_id, performance_date, curtain_time, is_matinee, seats_available, tickets_sold, gross_takings) VALUES (46, 12, '2024-02-06', '19:30', 0, 180, 145, 2610.0);
INSERT INTO performance (performance_id, production_id, performance_date, curtain_time, is_matinee, seats_available, tickets_sold, gross_takings) VALUES (47, 12, '2024-02-09', '19:30', 0, 180, 154, 2772.0);
INSERT INTO performance (performance_id, production_id, performance_date, curtain_time, is_matinee, seats_available, tickets_sold, gross_takings) VALUES (48, 12, '2024-02-14', '14:30', 1, 180, 179, 2577.6);
INSERT INTO performance (performance_id, production_id, performance_date, curtain_time, is_matinee, seats_available, tickets_sold, gross_takings) VALUES (49, 13, '2024-03-14', '19:30', 0, 640, 603, 20803.5);
INSERT INTO performance (performance_id, production_id, performance_date, curtain_time, is_matinee, seats_available, tickets_sold, gross_takings) VALUES (50, 13, '2024-04-08', '19:30', 0, 640, 458, 15801.0);
INSERT INTO performance (performance_id, production_id, performance_date, curtain_time, is_matinee, seats_available, tickets_sold, gross_takings) VALUES (51, 13, '2024-04-23', '19:30', 0, 640, 290, 10005.0);
INSERT INTO performance (performance_id, production_id, performance_date, curtain_time, is_matinee, seats_available, tickets_sold, gross_takings) VALUES (52, 14, '2024-05-09', '19:30', 0, 640, 536, 18492.0);
INSERT INTO performance (performance_id, production_id, performance_date, curtain_time, is_matinee, seats_available, tickets_sold, gross_takings) VALUES (53, 14, '2024-05-28', '19:30', 0, 640, 299, 10315.5);
INSERT INTO performance (performance_id, production_id, performance_date, curtain_time, is_matinee, seats_available, tickets_sold, gross_takings) VALUES (54, 14, '2024-06-11', '19:30', 0, 640, 447, 15421.5);
INSERT INTO performance (performance_id, production_id, performance_date, curtain_time, is_matinee, seats_available, tickets_sold, gross_takings) VALUES (55, 15, '2024-09-19', '19:30', 0, 640, 329, 11350.5);
INSERT INTO performance (performance_id, production_id, performance_date, curtain_time, is_matinee, seats_available, tickets_sold, gross_takings) VALUES (56, 15, '2024-10-10', '19:30', 0, 640, 545, 18802.5);
INSERT INTO performance (performance_id, production_id, performance_date, curtain_time, is_matinee, seats_available, tickets_sold, gross_takings) VALUES (57, 15, '2024-10-22', '19:30', 0, 640, 479, 16525.5);
