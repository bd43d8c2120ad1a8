-- bell_ringing: an East Anglian change-ringing guild (towers, ringers, methods, peals and quarter peals, bands)
BEGIN TRANSACTION;
CREATE TABLE towers (
  tower_id INTEGER PRIMARY KEY,
  dedication TEXT NOT NULL,
  town TEXT NOT NULL,
  county TEXT NOT NULL,
  bell_count INTEGER NOT NULL,
  tenor_weight_cwt REAL NOT NULL,
  practice_night TEXT, -- NULL = no regular weekly practice
  is_ground_floor_ring INTEGER NOT NULL CHECK (is_ground_floor_ring IN (0,1)),
  captain_id INTEGER REFERENCES ringers(ringer_id) -- NULL = no tower captain at present
);
CREATE TABLE ringers (
  ringer_id INTEGER PRIMARY KEY,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  home_tower_id INTEGER REFERENCES towers(tower_id), -- NULL = not attached to any tower (unattached ringer)
  learnt_year INTEGER, -- NULL = year they learnt to ring is not known
  is_guild_member INTEGER NOT NULL CHECK (is_guild_member IN (0,1)),
  subs_paid REAL -- NULL = no subscription paid this year
);
CREATE TABLE methods (
  method_id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  stage INTEGER NOT NULL,
  classification TEXT NOT NULL
);
CREATE TABLE performances (
  performance_id INTEGER PRIMARY KEY,
  tower_id INTEGER NOT NULL REFERENCES towers(tower_id),
  method_id INTEGER NOT NULL REFERENCES methods(method_id),
  kind TEXT NOT NULL,
  rung_on TEXT NOT NULL,
  submitted_on TEXT, -- NULL = not yet submitted to the guild's online record
  changes INTEGER NOT NULL,
  duration_minutes INTEGER, -- NULL = length not recorded
  conductor_id INTEGER REFERENCES ringers(ringer_id), -- NULL = no conductor named
  tower_fee REAL, -- NULL = no fee charged by the tower
  donation REAL, -- NULL = no donation made to the bell fund
  footnote TEXT -- NULL = no footnote
);
CREATE TABLE performance_ringers (
  performance_ringer_id INTEGER PRIMARY KEY,
  performance_id INTEGER NOT NULL REFERENCES performances(performance_id),
  ringer_id INTEGER NOT NULL REFERENCES ringers(ringer_id),
  bell INTEGER NOT NULL
);
INSERT INTO towers (tower_id, dedication, town, county, bell_count, tenor_weight_cwt, practice_night, is_ground_floor_ring, captain_id) VALUES (1, 'St Mary the Virgin', 'Saffron Walden', 'Essex', 12, 30.5, 'Thursday', 0, 1);
INSERT INTO towers (tower_id, dedication, town, county, bell_count, tenor_weight_cwt, practice_night, is_ground_floor_ring, captain_id) VALUES (2, 'St Mary', 'Dedham', 'Essex', 8, 24.0, 'Tuesday', 0, 5);
INSERT INTO towers (tower_id, dedication, town, county, bell_count, tenor_weight_cwt, practice_night, is_ground_floor_ring, captain_id) VALUES (3, 'SS Peter & Paul', 'Lavenham', 'Suffolk', 8, 21.75, 'Wednesday', 0, 9);
INSERT INTO towers (tower_id, dedication, town, county, bell_count, tenor_weight_cwt, practice_night, is_ground_floor_ring, captain_id) VALUES (4, 'St John the Baptist', 'Thaxted', 'Essex', 8, 22.0, 'Monday', 1, 12);
INSERT INTO towers (tower_id, dedication, town, county, bell_count, tenor_weight_cwt, practice_night, is_ground_floor_ring, captain_id) VALUES (5, 'St Mary', 'Stoke-by-Nayland', 'Suffolk', 8, 25.0, 'Friday', 0, NULL);
INSERT INTO towers (tower_id, dedication, town, county, bell_count, tenor_weight_cwt, practice_night, is_ground_floor_ring, captain_id) VALUES (6, 'All Saints', 'Sudbury', 'Suffolk', 8, 17.5, 'Tuesday', 1, 15);
INSERT INTO towers (tower_id, dedication, town, county, bell_count, tenor_weight_cwt, practice_night, is_ground_floor_ring, captain_id) VALUES (7, 'St Gregory', 'Sudbury', 'Suffolk', 8, 19.0, 'Thursday', 0, 17);
INSERT INTO towers (tower_id, dedication, town, county, bell_count, tenor_weight_cwt, practice_night, is_ground_floor_ring, captain_id) VALUES (8, 'St Peter Mancroft', 'Norwich', 'Norfolk', 12, 37.0, 'Tuesday', 0, 20);
INSERT INTO towers (tower_id, dedication, town, county, bell_count, tenor_weight_cwt, practice_night, is_ground_floor_ring, captain_id) VALUES (9, 'St Giles', 'Norwich', 'Norfolk', 8, 15.5, NULL, 0, NULL);
INSERT INTO towers (tower_id, dedication, town, county, bell_count, tenor_weight_cwt, practice_night, is_ground_floor_ring, captain_id) VALUES (10, 'Great St Mary', 'Cambridge', 'Cambridgeshire', 12, 26.5, 'Wednesday', 0, 24);
INSERT INTO towers (tower_id, dedication, town, county, bell_count, tenor_weight_cwt, practice_night, is_ground_floor_ring, captain_id) VALUES (11, 'St Bene''t', 'Cambridge', 'Cambridgeshire', 6, 8.0, 'Monday', 1, 27);
INSERT INTO towers (tower_id, dedication, town, county, bell_count, tenor_weight_cwt, practice_night, is_ground_floor_ring, captain_id) VALUES (12, 'St Andrew', 'Histon', 'Cambridgeshire', 8, 13.0, NULL, 1, NULL);
INSERT INTO towers (tower_id, dedication, town, county, bell_count, tenor_weight_cwt, practice_night, is_ground_floor_ring, captain_id) VALUES (13, 'Holy Trinity', 'Long Melford', 'Suffolk', 8, 16.25, 'Wednesday', 0, 30);
INSERT INTO towers (tower_id, dedication, town, county, bell_count, tenor_weight_cwt, practice_night, is_ground_floor_ring, captain_id) VALUES (14, 'St Mary', 'Woodbridge', 'Suffolk', 8, 25.5, 'Monday', 0, 32);
INSERT INTO towers (tower_id, dedication, town, county, bell_count, tenor_weight_cwt, practice_night, is_ground_floor_ring, captain_id) VALUES (15, 'St Edmund', 'Southwold', 'Suffolk', 8, 15.0, 'Thursday', 1, NULL);
INSERT INTO towers (tower_id, dedication, town, county, bell_count, tenor_weight_cwt, practice_night, is_ground_floor_ring, captain_id) VALUES (16, 'St Mary-at-the-Walls', 'Colchester', 'Essex', 6, 12.5, 'Friday', 1, 35);
INSERT INTO towers (tower_id, dedication, town, county, bell_count, tenor_weight_cwt, practice_night, is_ground_floor_ring, captain_id) VALUES (17, 'All Saints', 'Maldon', 'Essex', 8, 11.5, 'Tuesday', 1, 37);
INSERT INTO towers (tower_id, dedication, town, county, bell_count, tenor_weight_cwt, practice_night, is_ground_floor_ring, captain_id) VALUES (18, 'St Margaret', 'King''s Lynn', 'Norfolk', 10, 29.0, 'Friday', 0, 39);
INSERT INTO towers (tower_id, dedication, town, county, bell_count, tenor_weight_cwt, practice_night, is_ground_floor_ring, captain_id) VALUES (19, 'St Michael', 'Framlingham', 'Suffolk', 8, 17.0, NULL, 0, NULL);
INSERT INTO towers (tower_id, dedication, town, county, bell_count, tenor_weight_cwt, practice_night, is_ground_floor_ring, captain_id) VALUES (20, 'St Mary', 'Ely', 'Cambridgeshire', 6, 14.25, 'Wednesday', 1, NULL);
INSERT INTO ringers (ringer_id, first_name, last_name, home_tower_id, learnt_year, is_guild_member, subs_paid) VALUES (1, 'Ruth', 'Akers', 1, 1987, 1, 18.0);
INSERT INTO ringers (ringer_id, first_name, last_name, home_tower_id, learnt_year, is_guild_member, subs_paid) VALUES (2, 'David', 'Pryke', 1, 2004, 1, 18.0);
INSERT INTO ringers (ringer_id, first_name, last_name, home_tower_id, learnt_year, is_guild_member, subs_paid) VALUES (3, 'Alison', 'Cattermole', 1, 2016, 1, NULL);
INSERT INTO ringers (ringer_id, first_name, last_name, home_tower_id, learnt_year, is_guild_member, subs_paid) VALUES (4, 'Ben', 'Howlett', 2, 2019, 0, NULL);
INSERT INTO ringers (ringer_id, first_name, last_name, home_tower_id, learnt_year, is_guild_member, subs_paid) VALUES (5, 'Jill', 'Rumsey', 2, 1979, 1, 18.0);
INSERT INTO ringers (ringer_id, first_name, last_name, home_tower_id, learnt_year, is_guild_member, subs_paid) VALUES (6, 'Tom', 'Sillitoe', 2, NULL, 1, 9.0);
INSERT INTO ringers (ringer_id, first_name, last_name, home_tower_id, learnt_year, is_guild_member, subs_paid) VALUES (7, 'Margaret', 'Boggis', 3, 1972, 1, 9.0);
INSERT INTO ringers (ringer_id, first_name, last_name, home_tower_id, learnt_year, is_guild_member, subs_paid) VALUES (8, 'Colin', 'Fenn', 3, 1995, 1, 18.0);
INSERT INTO ringers (ringer_id, first_name, last_name, home_tower_id, learnt_year, is_guild_member, subs_paid) VALUES (9, 'Hugh', 'Pawsey', 3, 1968, 1, 9.0);
INSERT INTO ringers (ringer_id, first_name, last_name, home_tower_id, learnt_year, is_guild_member, subs_paid) VALUES (10, 'Ruth', 'Pennington', 4, 2001, 1, 18.0);
INSERT INTO ringers (ringer_id, first_name, last_name, home_tower_id, learnt_year, is_guild_member, subs_paid) VALUES (11, 'Sam', 'Tovell', 4, 2022, 0, NULL);
INSERT INTO ringers (ringer_id, first_name, last_name, home_tower_id, learnt_year, is_guild_member, subs_paid) VALUES (12, 'Peter', 'Kerridge', 4, 1983, 1, 18.0);
INSERT INTO ringers (ringer_id, first_name, last_name, home_tower_id, learnt_year, is_guild_member, subs_paid) VALUES (13, 'Emma', 'Gooderham', 5, 2010, 1, 18.0);
INSERT INTO ringers (ringer_id, first_name, last_name, home_tower_id, learnt_year, is_guild_member, subs_paid) VALUES (14, 'Josh', 'Catchpole', 5, 2020, 1, NULL);
INSERT INTO ringers (ringer_id, first_name, last_name, home_tower_id, learnt_year, is_guild_member, subs_paid) VALUES (15, 'Anne', 'Bloomfield', 6, 1990, 1, 9.0);
INSERT INTO ringers (ringer_id, first_name, last_name, home_tower_id, learnt_year, is_guild_member, subs_paid) VALUES (16, 'Richard', 'Mayhew', 6, 2008, 1, 18.0);
INSERT INTO ringers (ringer_id, first_name, last_name, home_tower_id, learnt_year, is_guild_member, subs_paid) VALUES (17, 'Val', 'Sturgeon', 7, 1976, 1, 9.0);
INSERT INTO ringers (ringer_id, first_name, last_name, home_tower_id, learnt_year, is_guild_member, subs_paid) VALUES (18, 'Kieran', 'Doy', 7, 2018, 0, NULL);
INSERT INTO ringers (ringer_id, first_name, last_name, home_tower_id, learnt_year, is_guild_member, subs_paid) VALUES (19, 'Helen', 'Thirkettle', 8, 1999, 1, 18.0);
INSERT INTO ringers (ringer_id, first_name, last_name, home_tower_id, learnt_year, is_guild_member, subs_paid) VALUES (20, 'David', 'Brame', 8, 1985, 1, 18.0);
INSERT INTO ringers (ringer_id, first_name, last_name, home_tower_id, learnt_year, is_guild_member, subs_paid) VALUES (21, 'Oliver', 'Gotts', 8, 2012, 1, 18.0);
INSERT INTO ringers (ringer_id, first_name, last_name, home_tower_id, learnt_year, is_guild_member, subs_paid) VALUES (22, 'Priti', 'Desai', 9, 2021, 1, NULL);
INSERT INTO ringers (ringer_id, first_name, last_name, home_tower_id, learnt_year, is_guild_member, subs_paid) VALUES (23, 'Nick', 'Bird', NULL, 1993, 1, 18.0);
INSERT INTO ringers (ringer_id, first_name, last_name, home_tower_id, learnt_year, is_guild_member, subs_paid) VALUES (24, 'Clare', 'Wiseman', 10, 2003, 1, 18.0);
INSERT INTO ringers (ringer_id, first_name, last_name, home_tower_id, learnt_year, is_guild_member, subs_paid) VALUES (25, 'James', 'Lowe', 10, 2015, 1, 18.0);
INSERT INTO ringers (ringer_id, first_name, last_name, home_tower_id, learnt_year, is_guild_member, subs_paid) VALUES (26, 'Fran', 'Osborn', 10, 2023, 0, NULL);
INSERT INTO ringers (ringer_id, first_name, last_name, home_tower_id, learnt_year, is_guild_member, subs_paid) VALUES (27, 'Mark', 'Rix', 11, 1997, 1, 18.0);
INSERT INTO ringers (ringer_id, first_name, last_name, home_tower_id, learnt_year, is_guild_member, subs_paid) VALUES (28, 'Lucy', 'Bugg', 12, 2011, 1, NULL);
INSERT INTO ringers (ringer_id, first_name, last_name, home_tower_id, learnt_year, is_guild_member, subs_paid) VALUES (29, 'George', 'Finbow', NULL, 1964, 1, 9.0);
INSERT INTO ringers (ringer_id, first_name, last_name, home_tower_id, learnt_year, is_guild_member, subs_paid) VALUES (30, 'Sheila', 'Mann', 13, 1981, 1, 9.0);
INSERT INTO ringers (ringer_id, first_name, last_name, home_tower_id, learnt_year, is_guild_member, subs_paid) VALUES (31, 'Adam', 'Ling', 13, 2017, 0, NULL);
INSERT INTO ringers (ringer_id, first_name, last_name, home_tower_id, learnt_year, is_guild_member, subs_paid) VALUES (32, 'Chris', 'Pipe', 14, 1992, 1, 18.0);
INSERT INTO ringers (ringer_id, first_name, last_name, home_tower_id, learnt_year, is_guild_member, subs_paid) VALUES (33, 'Rosie', 'Kemball', 15, 2014, 1, 18.0);
INSERT INTO ringers (ringer_id, first_name, last_name, home_tower_id, learnt_year, is_guild_member, subs_paid) VALUES (34, 'Ed', 'Hammond', 15, NULL, 0, NULL);
INSERT INTO ringers (ringer_id, first_name, last_name, home_tower_id, learnt_year, is_guild_member, subs_paid) VALUES (35, 'Pam', 'Girling', 16, 1974, 1, 9.0);
INSERT INTO ringers (ringer_id, first_name, last_name, home_tower_id, learnt_year, is_guild_member, subs_paid) VALUES (36, 'Tariq', 'Hussain', 16, 2019, 1, 18.0);
INSERT INTO ringers (ringer_id, first_name, last_name, home_tower_id, learnt_year, is_guild_member, subs_paid) VALUES (37, 'Brian', 'Sadd', 17, 1966, 1, 9.0);
INSERT INTO ringers (ringer_id, first_name, last_name, home_tower_id, learnt_year, is_guild_member, subs_paid) VALUES (38, 'Kate', 'Lanham', 17, 2009, 1, 18.0);
INSERT INTO ringers (ringer_id, first_name, last_name, home_tower_id, learnt_year, is_guild_member, subs_paid) VALUES (39, 'Neville', 'Brundle', 18, 1970, 1, 9.0);
INSERT INTO ringers (ringer_id, first_name, last_name, home_tower_id, learnt_year, is_guild_member, subs_paid) VALUES (40, 'Amy', 'Spall', 20, 2020, 0, NULL);
INSERT INTO methods (method_id, name, stage, classification) VALUES (1, 'Plain Bob Doubles', 5, 'Plain');
INSERT INTO methods (method_id, name, stage, classification) VALUES (2, 'Plain Bob Minor', 6, 'Plain');
INSERT INTO methods (method_id, name, stage, classification) VALUES (3, 'Plain Bob Triples', 7, 'Plain');
INSERT INTO methods (method_id, name, stage, classification) VALUES (4, 'Plain Bob Major', 8, 'Plain');
INSERT INTO methods (method_id, name, stage, classification) VALUES (5, 'Grandsire Doubles', 5, 'Plain');
INSERT INTO methods (method_id, name, stage, classification) VALUES (6, 'Grandsire Triples', 7, 'Plain');
INSERT INTO methods (method_id, name, stage, classification) VALUES (7, 'Grandsire Caters', 9, 'Plain');
INSERT INTO methods (method_id, name, stage, classification) VALUES (8, 'Stedman Doubles', 5, 'Principle');
INSERT INTO methods (method_id, name, stage, classification) VALUES (9, 'Stedman Triples', 7, 'Principle');
INSERT INTO methods (method_id, name, stage, classification) VALUES (10, 'Stedman Caters', 9, 'Principle');
INSERT INTO methods (method_id, name, stage, classification) VALUES (11, 'Cambridge Surprise Minor', 6, 'Surprise');
INSERT INTO methods (method_id, name, stage, classification) VALUES (12, 'Cambridge Surprise Major', 8, 'Surprise');
INSERT INTO methods (method_id, name, stage, classification) VALUES (13, 'Cambridge Surprise Royal', 10, 'Surprise');
INSERT INTO methods (method_id, name, stage, classification) VALUES (14, 'Yorkshire Surprise Major', 8, 'Surprise');
INSERT INTO methods (method_id, name, stage, classification) VALUES (15, 'Norwich Surprise Major', 8, 'Surprise');
INSERT INTO methods (method_id, name, stage, classification) VALUES (16, 'Bristol Surprise Major', 8, 'Surprise');
INSERT INTO methods (method_id, name, stage, classification) VALUES (17, 'Kent Treble Bob Major', 8, 'Treble Bob');
INSERT INTO methods (method_id, name, stage, classification) VALUES (18, 'Double Norwich Court Bob Major', 8, 'Plain');
INSERT INTO methods (method_id, name, stage, classification) VALUES (19, 'Spliced Surprise Major', 8, 'Spliced');
INSERT INTO performances (performance_id, tower_id, method_id, kind, rung_on, submitted_on, changes, duration_minutes, conductor_id, tower_fee, donation, footnote) VALUES (1, 1, 13, 'Quarter Peal', '2023-01-12', '2023-01-20', 1312, 49, 1, NULL, NULL, 'Rung to welcome the new vicar');
INSERT INTO performances (performance_id, tower_id, method_id, kind, rung_on, submitted_on, changes, duration_minutes, conductor_id, tower_fee, donation, footnote) VALUES (2, 2, 2, 'Quarter Peal', '2023-01-22', '2023-01-25', 1260, 44, 5, 5.0, 30.0, 'Rung for the Coronation anniversary');
INSERT INTO performances (performance_id, tower_id, method_id, kind, rung_on, submitted_on, changes, duration_minutes, conductor_id, tower_fee, donation, footnote) VALUES (3, 3, 12, 'Quarter Peal', '2023-02-11', '2023-02-12', 1312, NULL, 9, 5.0, NULL, NULL);
INSERT INTO performances (performance_id, tower_id, method_id, kind, rung_on, submitted_on, changes, duration_minutes, conductor_id, tower_fee, donation, footnote) VALUES (4, 4, 19, 'Peal', '2023-02-24', '2023-02-26', 5184, 175, 12, 25.0, 30.0, NULL);
INSERT INTO performances (performance_id, tower_id, method_id, kind, rung_on, submitted_on, changes, duration_minutes, conductor_id, tower_fee, donation, footnote) VALUES (5, 5, 16, 'Quarter Peal', '2023-03-11', '2023-03-20', 1344, 51, 16, NULL, 50.0, 'Rung for Remembrance Sunday');
INSERT INTO performances (performance_id, tower_id, method_id, kind, rung_on, submitted_on, changes, duration_minutes, conductor_id, tower_fee, donation, footnote) VALUES (6, 6, 18, 'Quarter Peal', '2023-03-27', '2023-04-05', 1344, 49, 16, NULL, 25.0, 'Birthday compliment to the tower captain');
INSERT INTO performances (performance_id, tower_id, method_id, kind, rung_on, submitted_on, changes, duration_minutes, conductor_id, tower_fee, donation, footnote) VALUES (7, 7, 19, 'Quarter Peal', '2023-04-11', NULL, 1264, 45, 37, NULL, 20.0, NULL);
INSERT INTO performances (performance_id, tower_id, method_id, kind, rung_on, submitted_on, changes, duration_minutes, conductor_id, tower_fee, donation, footnote) VALUES (8, 8, 13, 'Peal', '2023-04-23', '2023-04-23', 5184, 168, 19, NULL, NULL, 'First in the method for all the band');
INSERT INTO performances (performance_id, tower_id, method_id, kind, rung_on, submitted_on, changes, duration_minutes, conductor_id, tower_fee, donation, footnote) VALUES (9, 9, 15, 'Quarter Peal', '2023-05-10', '2023-05-17', 1260, 47, 24, NULL, 30.0, NULL);
INSERT INTO performances (performance_id, tower_id, method_id, kind, rung_on, submitted_on, changes, duration_minutes, conductor_id, tower_fee, donation, footnote) VALUES (10, 10, 13, 'Quarter Peal', '2023-05-20', '2023-05-26', 1264, 47, 24, NULL, NULL, 'Rung for the patronal festival');
INSERT INTO performances (performance_id, tower_id, method_id, kind, rung_on, submitted_on, changes, duration_minutes, conductor_id, tower_fee, donation, footnote) VALUES (11, 11, 8, 'Quarter Peal', '2023-06-03', '2023-06-06', 1296, 42, NULL, 5.0, 30.0, NULL);
INSERT INTO performances (performance_id, tower_id, method_id, kind, rung_on, submitted_on, changes, duration_minutes, conductor_id, tower_fee, donation, footnote) VALUES (12, 12, 3, 'Peal', '2023-06-19', '2023-06-30', 5120, 205, 19, 20.0, 20.0, 'Birthday compliment to the tower captain');
INSERT INTO performances (performance_id, tower_id, method_id, kind, rung_on, submitted_on, changes, duration_minutes, conductor_id, tower_fee, donation, footnote) VALUES (13, 13, 6, 'Quarter Peal', '2023-07-03', '2023-07-06', 1280, 51, 23, 8.0, NULL, NULL);
INSERT INTO performances (performance_id, tower_id, method_id, kind, rung_on, submitted_on, changes, duration_minutes, conductor_id, tower_fee, donation, footnote) VALUES (14, 14, 4, 'Quarter Peal', '2023-07-22', '2023-07-28', 1344, 45, 32, 8.0, 30.0, NULL);
INSERT INTO performances (performance_id, tower_id, method_id, kind, rung_on, submitted_on, changes, duration_minutes, conductor_id, tower_fee, donation, footnote) VALUES (15, 15, 15, 'Quarter Peal', '2023-08-05', '2023-08-07', 1344, NULL, 29, NULL, NULL, NULL);
INSERT INTO performances (performance_id, tower_id, method_id, kind, rung_on, submitted_on, changes, duration_minutes, conductor_id, tower_fee, donation, footnote) VALUES (16, 16, 1, 'Peal', '2023-08-20', '2023-08-24', 5040, 213, 35, 10.0, NULL, 'Rung for the Coronation anniversary');
INSERT INTO performances (performance_id, tower_id, method_id, kind, rung_on, submitted_on, changes, duration_minutes, conductor_id, tower_fee, donation, footnote) VALUES (17, 17, 12, 'Quarter Peal', '2023-09-04', '2023-09-14', 1260, 44, 37, NULL, NULL, NULL);
INSERT INTO performances (performance_id, tower_id, method_id, kind, rung_on, submitted_on, changes, duration_minutes, conductor_id, tower_fee, donation, footnote) VALUES (18, 18, 10, 'Quarter Peal', '2023-09-16', '2023-09-23', 1312, 51, 39, 5.0, NULL, NULL);
INSERT INTO performances (performance_id, tower_id, method_id, kind, rung_on, submitted_on, changes, duration_minutes, conductor_id, tower_fee, donation, footnote) VALUES (19, 19, 12, 'Quarter Peal', '2023-10-03', NULL, 1312, 51, 16, NULL, 20.0, NULL);
INSERT INTO performances (performance_id, tower_id, method_id, kind, rung_on, submitted_on, changes, duration_minutes, conductor_id, tower_fee, donation, footnote) VALUES (20, 20, 2, 'Peal', '2023-10-16', '2023-10-23', 5040, 205, 9, NULL, NULL, NULL);
INSERT INTO performances (performance_id, tower_id, method_id, kind, rung_on, submitted_on, changes, duration_minutes, conductor_id, tower_fee, donation, footnote) VALUES (21, 1, 13, 'Quarter Peal', '2023-10-28', '2023-10-29', 1260, 45, 1, 5.0, 20.0, 'Birthday compliment to the tower captain');
INSERT INTO performances (performance_id, tower_id, method_id, kind, rung_on, submitted_on, changes, duration_minutes, conductor_id, tower_fee, donation, footnote) VALUES (22, 1, 13, 'Quarter Peal', '2023-11-15', '2023-11-26', 1264, 51, 1, NULL, 30.0, NULL);
INSERT INTO performances (performance_id, tower_id, method_id, kind, rung_on, submitted_on, changes, duration_minutes, conductor_id, tower_fee, donation, footnote) VALUES (23, 6, 14, 'Quarter Peal', '2023-12-01', '2023-12-05', 1296, 53, 16, 5.0, NULL, 'Rung for Remembrance Sunday');
INSERT INTO performances (performance_id, tower_id, method_id, kind, rung_on, submitted_on, changes, duration_minutes, conductor_id, tower_fee, donation, footnote) VALUES (24, 19, 14, 'Peal', '2023-12-13', '2023-12-18', 5120, 205, 39, 20.0, 30.0, 'First in the method for all the band');
INSERT INTO performances (performance_id, tower_id, method_id, kind, rung_on, submitted_on, changes, duration_minutes, conductor_id, tower_fee, donation, footnote) VALUES (25, 14, 14, 'Quarter Peal', '2023-12-26', '2024-01-04', 1280, 51, 32, NULL, 30.0, 'First quarter peal for the treble ringer');
INSERT INTO performances (performance_id, tower_id, method_id, kind, rung_on, submitted_on, changes, duration_minutes, conductor_id, tower_fee, donation, footnote) VALUES (26, 10, 13, 'Quarter Peal', '2024-01-10', '2024-01-18', 1264, 51, NULL, 8.0, NULL, 'Rung for the patronal festival');
INSERT INTO performances (performance_id, tower_id, method_id, kind, rung_on, submitted_on, changes, duration_minutes, conductor_id, tower_fee, donation, footnote) VALUES (27, 12, 6, 'Quarter Peal', '2024-01-27', '2024-01-31', 1280, 51, 16, NULL, NULL, NULL);
INSERT INTO performances (performance_id, tower_id, method_id, kind, rung_on, submitted_on, changes, duration_minutes, conductor_id, tower_fee, donation, footnote) VALUES (28, 8, 13, 'Peal', '2024-02-13', '2024-02-23', 5120, NULL, 20, 10.0, 50.0, 'Rung to welcome the new vicar');
INSERT INTO performances (performance_id, tower_id, method_id, kind, rung_on, submitted_on, changes, duration_minutes, conductor_id, tower_fee, donation, footnote) VALUES (29, 14, 11, 'Quarter Peal', '2024-02-23', '2024-02-29', 1264, 51, 32, 8.0, NULL, NULL);
INSERT INTO performances (performance_id, tower_id, method_id, kind, rung_on, submitted_on, changes, duration_minutes, conductor_id, tower_fee, donation, footnote) VALUES (30, 14, 3, 'Quarter Peal', '2024-03-09', '2024-03-17', 1260, 51, 32, NULL, NULL, 'Rung for the Coronation anniversary');
INSERT INTO performances (performance_id, tower_id, method_id, kind, rung_on, submitted_on, changes, duration_minutes, conductor_id, tower_fee, donation, footnote) VALUES (31, 17, 4, 'Quarter Peal', '2024-03-28', '2024-04-04', 1280, 49, 37, NULL, 20.0, 'Rung for the patronal festival');
INSERT INTO performances (performance_id, tower_id, method_id, kind, rung_on, submitted_on, changes, duration_minutes, conductor_id, tower_fee, donation, footnote) VALUES (32, 17, 18, 'Peal', '2024-04-07', '2024-04-15', 5040, 213, 37, 10.0, 30.0, 'First peal for the treble ringer');
INSERT INTO performances (performance_id, tower_id, method_id, kind, rung_on, submitted_on, changes, duration_minutes, conductor_id, tower_fee, donation, footnote) VALUES (33, 2, 16, 'Quarter Peal', '2024-04-27', NULL, 1296, 49, 5, 5.0, 30.0, 'Rung for the patronal festival');
INSERT INTO performances (performance_id, tower_id, method_id, kind, rung_on, submitted_on, changes, duration_minutes, conductor_id, tower_fee, donation, footnote) VALUES (34, 14, 12, 'Quarter Peal', '2024-05-08', '2024-05-10', 1264, 53, 32, 8.0, 50.0, 'In memory of a former ringer');
INSERT INTO performances (performance_id, tower_id, method_id, kind, rung_on, submitted_on, changes, duration_minutes, conductor_id, tower_fee, donation, footnote) VALUES (35, 13, 16, 'Quarter Peal', '2024-05-21', '2024-05-26', 1296, 51, 16, 8.0, 50.0, 'First quarter peal for the treble ringer');
INSERT INTO performances (performance_id, tower_id, method_id, kind, rung_on, submitted_on, changes, duration_minutes, conductor_id, tower_fee, donation, footnote) VALUES (36, 19, 19, 'Peal', '2024-06-04', '2024-06-11', 5088, 168, 39, 25.0, NULL, 'Birthday compliment to the tower captain');
INSERT INTO performances (performance_id, tower_id, method_id, kind, rung_on, submitted_on, changes, duration_minutes, conductor_id, tower_fee, donation, footnote) VALUES (37, 18, 19, 'Quarter Peal', '2024-06-23', '2024-06-27', 1264, 49, 39, NULL, NULL, 'Rung for the Coronation anniversary');
INSERT INTO performances (performance_id, tower_id, method_id, kind, rung_on, submitted_on, changes, duration_minutes, conductor_id, tower_fee, donation, footnote) VALUES (38, 11, 8, 'Quarter Peal', '2024-07-08', '2024-07-14', 1264, 44, 27, 5.0, NULL, NULL);
INSERT INTO performances (performance_id, tower_id, method_id, kind, rung_on, submitted_on, changes, duration_minutes, conductor_id, tower_fee, donation, footnote) VALUES (39, 9, 18, 'Quarter Peal', '2024-07-19', '2024-07-30', 1280, 47, 32, NULL, 20.0, NULL);
INSERT INTO performances (performance_id, tower_id, method_id, kind, rung_on, submitted_on, changes, duration_minutes, conductor_id, tower_fee, donation, footnote) VALUES (40, 16, 11, 'Peal', '2024-08-08', '2024-08-18', 5040, NULL, 35, NULL, NULL, 'Rung for the patronal festival');
INSERT INTO performances (performance_id, tower_id, method_id, kind, rung_on, submitted_on, changes, duration_minutes, conductor_id, tower_fee, donation, footnote) VALUES (41, 4, 15, 'Quarter Peal', '2024-08-20', '2024-08-30', 1260, 45, NULL, 8.0, NULL, 'Rung for the patronal festival');
INSERT INTO performances (performance_id, tower_id, method_id, kind, rung_on, submitted_on, changes, duration_minutes, conductor_id, tower_fee, donation, footnote) VALUES (42, 15, 16, 'Quarter Peal', '2024-09-02', '2024-09-12', 1280, 53, 27, NULL, 50.0, NULL);
INSERT INTO performances (performance_id, tower_id, method_id, kind, rung_on, submitted_on, changes, duration_minutes, conductor_id, tower_fee, donation, footnote) VALUES (43, 16, 5, 'Quarter Peal', '2024-09-17', '2024-09-22', 1312, 49, 35, 5.0, 30.0, NULL);
INSERT INTO performances (performance_id, tower_id, method_id, kind, rung_on, submitted_on, changes, duration_minutes, conductor_id, tower_fee, donation, footnote) VALUES (44, 5, 3, 'Peal', '2024-10-04', '2024-10-15', 5040, 213, 37, NULL, NULL, NULL);
INSERT INTO performances (performance_id, tower_id, method_id, kind, rung_on, submitted_on, changes, duration_minutes, conductor_id, tower_fee, donation, footnote) VALUES (45, 2, 6, 'Quarter Peal', '2024-10-16', '2024-10-28', 1312, 51, 5, 8.0, 50.0, NULL);
INSERT INTO performances (performance_id, tower_id, method_id, kind, rung_on, submitted_on, changes, duration_minutes, conductor_id, tower_fee, donation, footnote) VALUES (46, 4, 14, 'Quarter Peal', '2024-11-01', NULL, 1280, 51, 12, 8.0, 20.0, 'Rung for the Coronation anniversary');
INSERT INTO performances (performance_id, tower_id, method_id, kind, rung_on, submitted_on, changes, duration_minutes, conductor_id, tower_fee, donation, footnote) VALUES (47, 18, 13, 'Quarter Peal', '2024-11-17', '2024-11-26', 1296, 53, 39, 5.0, 30.0, NULL);
INSERT INTO performances (performance_id, tower_id, method_id, kind, rung_on, submitted_on, changes, duration_minutes, conductor_id, tower_fee, donation, footnote) VALUES (48, 19, 17, 'Peal', '2024-11-27', NULL, 5056, 191, 19, 25.0, 30.0, 'Rung for Remembrance Sunday');
INSERT INTO performance_ringers (performance_ringer_id, performance_id, ringer_id, bell) VALUES (1, 2, 5, 1);
INSERT INTO performance_ringers (performance_ringer_id, performance_id, ringer_id, bell) VALUES (2, 2, 6, 2);
INSERT INTO performance_ringers (performance_ringer_id, performance_id, ringer_id, bell) VALUES (3, 2, 3, 3);
INSERT INTO performance_ringers (performance_ringer_id, performance_id, ringer_id, bell) VALUES (4, 2, 28, 4);
INSERT INTO performance_ringers (performance_ringer_id, performance_id, ringer_id, bell) VALUES (5, 2, 18, 5);
INSERT INTO performance_ringers (performance_ringer_id, performance_id, ringer_id, bell) VALUES (6, 2, 4, 6);
INSERT INTO performance_ringers (performance_ringer_id, performance_id, ringer_id, bell) VALUES (7, 4, 16, 1);
INSERT INTO performance_ringers (performance_ringer_id, performance_id, ringer_id, bell) VALUES (8, 4, 9, 2);
INSERT INTO performance_ringers (performance_ringer_id, performance_id, ringer_id, bell) VALUES (9, 4, 32, 3);
INSERT INTO performance_ringers (performance_ringer_id, performance_id, ringer_id, bell) VALUES (10, 4, 21, 4);
INSERT INTO performance_ringers (performance_ringer_id, performance_id, ringer_id, bell) VALUES (11, 4, 39, 5);
INSERT INTO performance_ringers (performance_ringer_id, performance_id, ringer_id, bell) VALUES (12, 4, 10, 6);
INSERT INTO performance_ringers (performance_ringer_id, performance_id, ringer_id, bell) VALUES (13, 4, 12, 7);
INSERT INTO performance_ringers (performance_ringer_id, performance_id, ringer_id, bell) VALUES (14, 4, 11, 8);
INSERT INTO performance_ringers (performance_ringer_id, performance_id, ringer_id, bell) VALUES (15, 6, 16, 1);
INSERT INTO performance_ringers (performance_ringer_id, performance_id, ringer_id, bell) VALUES (16, 6, 8, 2);
INSERT INTO performance_ringers (performance_ringer_id, performance_id, ringer_id, bell) VALUES (17, 6, 30, 3);
INSERT INTO performance_ringers (performance_ringer_id, performance_id, ringer_id, bell) VALUES (18, 6, 27, 4);
INSERT INTO performance_ringers (performance_ringer_id, performance_id, ringer_id, bell) VALUES (19, 6, 15, 5);
INSERT INTO performance_ringers (performance_ringer_id, performance_id, ringer_id, bell) VALUES (20, 6, 3, 6);
INSERT INTO performance_ringers (performance_ringer_id, performance_id, ringer_id, bell) VALUES (21, 6, 5, 7);
INSERT INTO performance_ringers (performance_ringer_id, performance_id, ringer_id, bell) VALUES (22, 6, 19, 8);
INSERT INTO performance_ringers (performance_ringer_id, performance_id, ringer_id, bell) VALUES (23, 11, 4, 1);
INSERT INTO performance_ringers (performance_ringer_id, performance_id, ringer_id, bell) VALUES (24, 11, 36, 2);
INSERT INTO performance_ringers (performance_ringer_id, performance_id, ringer_id, bell) VALUES (25, 11, 27, 3);
INSERT INTO performance_ringers (performance_ringer_id, performance_id, ringer_id, bell) VALUES (26, 11, 22, 4);
INSERT INTO performance_ringers (performance_ringer_id, performance_id, ringer_id, bell) VALUES (27, 11, 13, 5);
INSERT INTO performance_ringers (performance_ringer_id, performance_id, ringer_id, bell) VALUES (28, 11, 8, 6);
INSERT INTO performance_ringers (performance_ringer_id, performance_id, ringer_id, bell) VALUES (29, 13, 3, 1);
INSERT INTO performance_ringers (performance_ringer_id, performance_id, ringer_id, bell) VALUES (30, 13, 23, 2);
INSERT INTO performance_ringers (performance_ringer_id, performance_id, ringer_id, bell) VALUES (31, 13, 18, 3);
INSERT INTO performance_ringers (performance_ringer_id, performance_id, ringer_id, bell) VALUES (32, 13, 7, 4);
INSERT INTO performance_ringers (performance_ringer_id, performance_id, ringer_id, bell) VALUES (33, 13, 36, 5);
INSERT INTO performance_ringers (performance_ringer_id, performance_id, ringer_id, bell) VALUES (34, 13, 21, 6);
INSERT INTO performance_ringers (performance_ringer_id, performance_id, ringer_id, bell) VALUES (35, 13, 30, 7);
INSERT INTO performance_ringers (performance_ringer_id, performance_id, ringer_id, bell) VALUES (36, 13, 31, 8);
INSERT INTO performance_ringers (performance_ringer_id, performance_id, ringer_id, bell) VALUES (37, 14, 28, 1);
INSERT INTO performance_ringers (performance_ringer_id, performance_id, ringer_id, bell) VALUES (38, 14, 10, 2);
INSERT INTO performance_ringers (performance_ringer_id, performance_id, ringer_id, bell) VALUES (39, 14, 21, 3);
INSERT INTO performance_ringers (performance_ringer_id, performance_id, ringer_id, bell) VALUES (40, 14, 31, 4);
INSERT INTO performance_ringers (performance_ringer_id, performance_id, ringer_id, bell) VALUES (41, 14, 36, 5);
INSERT INTO performance_ringers (performance_ringer_id, performance_id, ringer_id, bell) VALUES (42, 14, 39, 6);
INSERT INTO performance_ringers (performance_ringer_id, performance_id, ringer_id, bell) VALUES (43, 14, 32, 7);
INSERT INTO performance_ringers (performance_ringer_id, performance_id, ringer_id, bell) VALUES (44, 14, 12, 8);
INSERT INTO performance_ringers (performance_ringer_id, performance_id, ringer_id, bell) VALUES (45, 16, 33, 1);
INSERT INTO performance_ringers (performance_ringer_id, performance_id, ringer_id, bell) VALUES (46, 16, 36, 2);
INSERT INTO performance_ringers (performance_ringer_id, performance_id, ringer_id, bell) VALUES (47, 16, 28, 3);
INSERT INTO performance_ringers (performance_ringer_id, performance_id, ringer_id, bell) VALUES (48, 16, 22, 4);
INSERT INTO performance_ringers (performance_ringer_id, performance_id, ringer_id, bell) VALUES (49, 16, 35, 5);
INSERT INTO performance_ringers (performance_ringer_id, performance_id, ringer_id, bell) VALUES (50, 16, 11, 6);
INSERT INTO performance_ringers (performance_ringer_id, performance_id, ringer_id, bell) VALUES (51, 20, 13, 1);
INSERT INTO performance_ringers (performance_ringer_id, performance_id, ringer_id, bell) VALUES (52, 20, 40, 2);
INSERT INTO performance_ringers (performance_ringer_id, performance_id, ringer_id, bell) VALUES (53, 20, 4, 3);
INSERT INTO performance_ringers (performance_ringer_id, performance_id, ringer_id, bell) VALUES (54, 20, 33, 4);
INSERT INTO performance_ringers (performance_ringer_id, performance_id, ringer_id, bell) VALUES (55, 20, 9, 5);
INSERT INTO performance_ringers (performance_ringer_id, performance_id, ringer_id, bell) VALUES (56, 20, 37, 6);
COMMIT;
