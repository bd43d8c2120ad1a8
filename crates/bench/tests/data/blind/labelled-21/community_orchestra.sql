-- community_orchestra: invented amateur community orchestra (players, subscriptions, concerts, rehearsals, music hire)
BEGIN TRANSACTION;
CREATE TABLE players (
    player_id INTEGER PRIMARY KEY,
    full_name TEXT NOT NULL,
    instrument TEXT NOT NULL,
    section TEXT NOT NULL,
    home_town TEXT NOT NULL,
    joined_date TEXT NOT NULL,
    left_date TEXT, -- NULL = still playing with the orchestra
    is_principal INTEGER NOT NULL CHECK (is_principal IN (0,1)) -- 1 = leads their instrument group
);
CREATE TABLE subscriptions (
    subscription_id INTEGER PRIMARY KEY,
    player_id INTEGER NOT NULL REFERENCES players(player_id),
    season TEXT NOT NULL, -- concert season, written like 2024/25
    tier TEXT NOT NULL,
    amount_due REAL NOT NULL,
    amount_paid REAL NOT NULL, -- paid so far
    paid_date TEXT, -- NULL = not paid in full yet
    is_gift_aided INTEGER NOT NULL CHECK (is_gift_aided IN (0,1))
);
CREATE TABLE concerts (
    concert_id INTEGER PRIMARY KEY,
    title TEXT NOT NULL,
    concert_date TEXT NOT NULL,
    venue TEXT NOT NULL,
    venue_town TEXT NOT NULL,
    soloist_name TEXT, -- NULL = no guest soloist
    ticket_price REAL NOT NULL, -- full adult ticket price
    tickets_sold INTEGER NOT NULL,
    hall_hire_cost REAL NOT NULL,
    is_charity_concert INTEGER NOT NULL CHECK (is_charity_concert IN (0,1))
);
CREATE TABLE rehearsals (
    rehearsal_id INTEGER PRIMARY KEY,
    concert_id INTEGER NOT NULL REFERENCES concerts(concert_id), -- concert being rehearsed for
    rehearsal_date TEXT NOT NULL,
    venue TEXT NOT NULL,
    players_attending INTEGER NOT NULL,
    room_hire_cost REAL NOT NULL,
    is_full_orchestra INTEGER NOT NULL CHECK (is_full_orchestra IN (0,1)) -- 0 = sectional rehearsal
);
CREATE TABLE music_hire (
    hire_id INTEGER PRIMARY KEY,
    concert_id INTEGER NOT NULL REFERENCES concerts(concert_id),
    work_title TEXT NOT NULL,
    composer TEXT NOT NULL,
    lender TEXT NOT NULL, -- library or hire service the parts came from
    hire_fee REAL NOT NULL,
    postage_cost REAL NOT NULL,
    hired_date TEXT NOT NULL,
    due_back_date TEXT NOT NULL,
    returned_date TEXT -- NULL = parts not sent back yet
);
INSERT INTO players VALUES (1, 'Hannah Oyelaran', 'Cello', 'Strings', 'Saltery', '2011-09-14', NULL, 1);
INSERT INTO players VALUES (2, 'David Ellery', 'Violin', 'Strings', 'Fennick', '2013-01-09', NULL, 0);
INSERT INTO players VALUES (3, 'Margaret Pennock', 'Violin', 'Strings', 'Brantham St Mary', '2004-09-15', NULL, 1);
INSERT INTO players VALUES (4, 'Alan Truscott', 'Violin', 'Strings', 'Portlow', '2016-10-05', NULL, 0);
INSERT INTO players VALUES (5, 'Sunita Varma', 'Violin', 'Strings', 'Kingsmead', '2018-01-17', NULL, 0);
INSERT INTO players VALUES (6, 'Gillian Rowe', 'Violin', 'Strings', 'Elmswick', '2009-09-09', '2023-07-01', 0);
INSERT INTO players VALUES (7, 'Peter Quennell', 'Violin', 'Strings', 'Saltery', '2019-09-11', NULL, 0);
INSERT INTO players VALUES (8, 'Chloe Marchant', 'Violin', 'Strings', 'Fennick', '2021-09-15', NULL, 0);
INSERT INTO players VALUES (9, 'Rosalind Kemp', 'Violin', 'Strings', 'Brantham St Mary', '2012-04-18', NULL, 0);
INSERT INTO players VALUES (10, 'Ben Tolley', 'Violin', 'Strings', 'Portlow', '2023-09-13', NULL, 0);
INSERT INTO players VALUES (11, 'Frances Dray', 'Viola', 'Strings', 'Kingsmead', '2010-01-13', NULL, 1);
INSERT INTO players VALUES (12, 'Ahmed Karimi', 'Viola', 'Strings', 'Elmswick', '2017-09-13', NULL, 0);
INSERT INTO players VALUES (13, 'Judith Sallis', 'Viola', 'Strings', 'Saltery', '2006-09-20', '2022-06-30', 0);
INSERT INTO players VALUES (14, 'Tobias Renshaw', 'Cello', 'Strings', 'Fennick', '2015-09-16', NULL, 0);
INSERT INTO players VALUES (15, 'Imogen Fairlie', 'Cello', 'Strings', 'Brantham St Mary', '2020-01-15', NULL, 0);
INSERT INTO players VALUES (16, 'Colin Ashdown', 'Cello', 'Strings', 'Portlow', '2008-09-17', NULL, 0);
INSERT INTO players VALUES (17, 'Nigel Brabazon', 'Double Bass', 'Strings', 'Kingsmead', '2007-01-10', NULL, 1);
INSERT INTO players VALUES (18, 'Ewa Zielinska', 'Double Bass', 'Strings', 'Elmswick', '2022-09-14', NULL, 0);
INSERT INTO players VALUES (19, 'Laura Haddon', 'Flute', 'Woodwind', 'Saltery', '2014-09-10', NULL, 1);
INSERT INTO players VALUES (20, 'Megan Price', 'Flute', 'Woodwind', 'Fennick', '2024-01-10', NULL, 0);
INSERT INTO players VALUES (21, 'Richard Vane', 'Oboe', 'Woodwind', 'Brantham St Mary', '2011-01-12', NULL, 1);
INSERT INTO players VALUES (22, 'Sophie Larch', 'Oboe', 'Woodwind', 'Portlow', '2019-04-24', '2024-03-31', 0);
INSERT INTO players VALUES (23, 'Kenneth Aldous', 'Clarinet', 'Woodwind', 'Kingsmead', '2005-09-14', NULL, 1);
INSERT INTO players VALUES (24, 'Priya Nandakumar', 'Clarinet', 'Woodwind', 'Elmswick', '2018-09-12', NULL, 0);
INSERT INTO players VALUES (25, 'Martin Gosling', 'Bass Clarinet', 'Woodwind', 'Saltery', '2016-01-13', NULL, 0);
INSERT INTO players VALUES (26, 'Eleanor Cribb', 'Bassoon', 'Woodwind', 'Fennick', '2012-09-12', NULL, 1);
INSERT INTO players VALUES (27, 'Thomas Yeo', 'Bassoon', 'Woodwind', 'Brantham St Mary', '2021-01-13', '2023-12-31', 0);
INSERT INTO players VALUES (28, 'David Ellery', 'Horn', 'Brass', 'Portlow', '2019-09-18', NULL, 0);
INSERT INTO players VALUES (29, 'Janet Moorcroft', 'Horn', 'Brass', 'Kingsmead', '2006-01-11', NULL, 1);
INSERT INTO players VALUES (30, 'Felix Ambrose', 'Horn', 'Brass', 'Elmswick', '2022-01-12', NULL, 0);
INSERT INTO players VALUES (31, 'Graham Lusty', 'Trumpet', 'Brass', 'Saltery', '2009-09-16', NULL, 1);
INSERT INTO players VALUES (32, 'Ruth Attwell', 'Trumpet', 'Brass', 'Fennick', '2017-01-11', NULL, 0);
INSERT INTO players VALUES (33, 'Owen Tredgold', 'Trumpet', 'Brass', 'Brantham St Mary', '2020-09-16', '2024-07-31', 0);
INSERT INTO players VALUES (34, 'Stuart Halloran', 'Trombone', 'Brass', 'Portlow', '2010-09-15', NULL, 1);
INSERT INTO players VALUES (35, 'Bethan Price', 'Trombone', 'Brass', 'Kingsmead', '2023-01-11', NULL, 0);
INSERT INTO players VALUES (36, 'Clive Marwood', 'Bass Trombone', 'Brass', 'Elmswick', '2013-09-11', NULL, 0);
INSERT INTO players VALUES (37, 'Derek Spall', 'Tuba', 'Brass', 'Saltery', '2015-01-14', NULL, 0);
INSERT INTO players VALUES (38, 'Naomi Achterberg', 'Timpani', 'Percussion', 'Fennick', '2014-01-15', NULL, 1);
INSERT INTO players VALUES (39, 'Josh Whitaker', 'Percussion', 'Percussion', 'Brantham St Mary', '2021-09-15', NULL, 0);
INSERT INTO players VALUES (40, 'Lucy Ferrand', 'Percussion', 'Percussion', 'Portlow', '2024-09-11', NULL, 0);
INSERT INTO subscriptions VALUES (1, 1, '2023/24', 'Student', 30.0, 30.0, '2023-09-27', 1);
INSERT INTO subscriptions VALUES (2, 3, '2023/24', 'Standard Plus', 110.0, 110.0, '2023-10-11', 0);
INSERT INTO subscriptions VALUES (3, 5, '2023/24', 'Standard Plus', 110.0, 110.0, '2023-10-25', 1);
INSERT INTO subscriptions VALUES (4, 7, '2023/24', 'Standard Plus', 110.0, 110.0, '2023-11-08', 1);
INSERT INTO subscriptions VALUES (5, 9, '2023/24', 'Student', 30.0, 30.0, '2023-09-23', 0);
INSERT INTO subscriptions VALUES (6, 11, '2023/24', 'Standard Plus', 110.0, 110.0, '2023-10-07', 1);
INSERT INTO subscriptions VALUES (7, 15, '2023/24', 'Standard Plus', 110.0, 110.0, '2023-11-04', 0);
INSERT INTO subscriptions VALUES (8, 17, '2023/24', 'Student', 30.0, 30.0, '2023-11-18', 1);
INSERT INTO subscriptions VALUES (9, 19, '2023/24', 'Standard Plus', 110.0, 110.0, '2023-10-03', 1);
INSERT INTO subscriptions VALUES (10, 21, '2023/24', 'Student', 30.0, 30.0, '2023-10-17', 0);
INSERT INTO subscriptions VALUES (11, 23, '2023/24', 'Standard Plus', 110.0, 110.0, '2023-10-31', 1);
INSERT INTO subscriptions VALUES (12, 25, '2023/24', 'Standard Plus', 110.0, 110.0, '2023-11-14', 1);
INSERT INTO subscriptions VALUES (13, 27, '2023/24', 'Standard Plus', 110.0, 0.0, NULL, 0);
INSERT INTO subscriptions VALUES (14, 29, '2023/24', 'Student', 30.0, 30.0, '2023-10-13', 1);
INSERT INTO subscriptions VALUES (15, 31, '2023/24', 'Standard Plus', 110.0, 110.0, '2023-10-27', 1);
INSERT INTO subscriptions VALUES (16, 33, '2023/24', 'Student', 30.0, 30.0, '2023-11-10', 0);
INSERT INTO subscriptions VALUES (17, 35, '2023/24', 'Standard Plus', 110.0, 110.0, '2023-09-25', 1);
INSERT INTO subscriptions VALUES (18, 37, '2023/24', 'Student', 30.0, 30.0, '2023-10-09', 1);
INSERT INTO subscriptions VALUES (19, 39, '2023/24', 'Standard Plus', 110.0, 110.0, '2023-10-23', 0);
INSERT INTO subscriptions VALUES (20, 1, '2024/25', 'Student', 30.0, 30.0, '2024-09-29', 1);
INSERT INTO subscriptions VALUES (21, 2, '2024/25', 'Concession', 55.0, 55.0, '2024-10-10', 0);
INSERT INTO subscriptions VALUES (22, 3, '2024/25', 'Standard Plus', 110.0, 110.0, '2024-10-21', 1);
INSERT INTO subscriptions VALUES (23, 4, '2024/25', 'Standard', 85.0, 42.5, NULL, 1);
INSERT INTO subscriptions VALUES (24, 5, '2024/25', 'Standard Plus', 110.0, 110.0, '2024-11-12', 0);
INSERT INTO subscriptions VALUES (25, 7, '2024/25', 'Standard Plus', 110.0, 110.0, '2024-09-20', 1);
INSERT INTO subscriptions VALUES (26, 8, '2024/25', 'Standard', 85.0, 85.0, '2024-10-01', 0);
INSERT INTO subscriptions VALUES (27, 9, '2024/25', 'Student', 30.0, 0.0, NULL, 1);
INSERT INTO subscriptions VALUES (28, 11, '2024/25', 'Standard Plus', 110.0, 110.0, '2024-11-03', 0);
INSERT INTO subscriptions VALUES (29, 12, '2024/25', 'Standard', 85.0, 85.0, '2024-11-14', 1);
INSERT INTO subscriptions VALUES (30, 14, '2024/25', 'Concession', 55.0, 55.0, '2024-09-22', 0);
INSERT INTO subscriptions VALUES (31, 15, '2024/25', 'Standard Plus', 110.0, 0.0, NULL, 1);
INSERT INTO subscriptions VALUES (32, 16, '2024/25', 'Standard', 85.0, 85.0, '2024-10-14', 1);
INSERT INTO subscriptions VALUES (33, 17, '2024/25', 'Student', 30.0, 30.0, '2024-10-25', 0);
INSERT INTO subscriptions VALUES (34, 18, '2024/25', 'Concession', 55.0, 55.0, '2024-11-05', 1);
INSERT INTO subscriptions VALUES (35, 19, '2024/25', 'Standard Plus', 110.0, 110.0, '2024-11-16', 1);
INSERT INTO subscriptions VALUES (36, 21, '2024/25', 'Student', 30.0, 30.0, '2024-09-24', 1);
INSERT INTO subscriptions VALUES (37, 23, '2024/25', 'Standard Plus', 110.0, 110.0, '2024-10-16', 0);
INSERT INTO subscriptions VALUES (38, 24, '2024/25', 'Standard', 85.0, 0.0, NULL, 1);
INSERT INTO subscriptions VALUES (39, 25, '2024/25', 'Standard Plus', 110.0, 110.0, '2024-11-07', 1);
INSERT INTO subscriptions VALUES (40, 26, '2024/25', 'Concession', 55.0, 55.0, '2024-11-18', 0);
INSERT INTO subscriptions VALUES (41, 28, '2024/25', 'Standard', 85.0, 85.0, '2024-09-26', 1);
INSERT INTO subscriptions VALUES (42, 29, '2024/25', 'Student', 30.0, 30.0, '2024-10-07', 0);
INSERT INTO subscriptions VALUES (43, 30, '2024/25', 'Standard Plus', 110.0, 110.0, '2024-10-18', 1);
INSERT INTO subscriptions VALUES (44, 31, '2024/25', 'Standard Plus', 110.0, 55.0, NULL, 1);
INSERT INTO subscriptions VALUES (45, 32, '2024/25', 'Standard', 85.0, 85.0, '2024-11-09', 0);
INSERT INTO subscriptions VALUES (46, 34, '2024/25', 'Concession', 55.0, 55.0, '2024-12-01', 1);
INSERT INTO subscriptions VALUES (47, 35, '2024/25', 'Standard Plus', 110.0, 110.0, '2024-09-28', 0);
INSERT INTO subscriptions VALUES (48, 36, '2024/25', 'Standard', 85.0, 0.0, NULL, 1);
INSERT INTO subscriptions VALUES (49, 37, '2024/25', 'Student', 30.0, 30.0, '2024-10-20', 1);
INSERT INTO subscriptions VALUES (50, 38, '2024/25', 'Concession', 55.0, 55.0, '2024-10-31', 0);
INSERT INTO subscriptions VALUES (51, 39, '2024/25', 'Standard Plus', 110.0, 110.0, '2024-11-11', 1);
INSERT INTO concerts VALUES (1, 'Autumn Overtures', '2020-11-21', 'St Aldhelm''s Church Hall', 'Elmswick', NULL, 10.0, 142, 180.0, 0);
INSERT INTO concerts VALUES (2, 'Spring Serenade', '2021-03-20', 'Kingsmead Methodist Hall', 'Kingsmead', 'Hannah Birch', 12.0, 128, 220.0, 0);
INSERT INTO concerts VALUES (3, 'Midsummer Proms', '2021-06-26', 'Portlow Corn Exchange', 'Portlow', NULL, 12.0, 236, 480.0, 1);
INSERT INTO concerts VALUES (4, 'Winter Lights', '2021-11-27', 'St Aldhelm''s Church Hall', 'Elmswick', 'Callum Ferris', 12.0, 166, 190.0, 0);
INSERT INTO concerts VALUES (5, 'Spring Serenade', '2022-03-26', 'Fennick Assembly Rooms', 'Fennick', NULL, 12.0, 150, 320.0, 0);
INSERT INTO concerts VALUES (6, 'Midsummer Proms', '2022-06-25', 'Portlow Corn Exchange', 'Portlow', 'Hannah Birch', 14.0, 251, 495.0, 0);
INSERT INTO concerts VALUES (7, 'Autumn Overtures', '2022-11-19', 'St Aldhelm''s Church Hall', 'Elmswick', NULL, 12.0, 171, 195.0, 1);
INSERT INTO concerts VALUES (8, 'Spring Serenade', '2023-03-25', 'Kingsmead Methodist Hall', 'Kingsmead', 'Oren Lavelle', 14.0, 139, 230.0, 0);
INSERT INTO concerts VALUES (9, 'Midsummer Proms', '2023-06-24', 'Portlow Corn Exchange', 'Portlow', NULL, 14.0, 262, 510.0, 0);
INSERT INTO concerts VALUES (10, 'Winter Lights', '2023-11-25', 'St Aldhelm''s Church Hall', 'Elmswick', 'Callum Ferris', 14.0, 188, 205.0, 0);
INSERT INTO concerts VALUES (11, 'Spring Serenade', '2024-03-23', 'Fennick Assembly Rooms', 'Fennick', 'Hannah Birch', 15.0, 161, 340.0, 0);
INSERT INTO concerts VALUES (12, 'Midsummer Proms', '2024-06-29', 'Portlow Corn Exchange', 'Portlow', NULL, 12.0, 274, 640.0, 1);
INSERT INTO concerts VALUES (13, 'Winter Lights', '2024-11-30', 'St Aldhelm''s Church Hall', 'Elmswick', NULL, 15.0, 197, 210.0, 0);
INSERT INTO concerts VALUES (14, 'Spring Serenade', '2025-03-22', 'Kingsmead Methodist Hall', 'Kingsmead', 'Oren Lavelle', 16.0, 153, 240.0, 0);
INSERT INTO concerts VALUES (15, 'Midsummer Proms', '2025-06-28', 'Portlow Corn Exchange', 'Portlow', 'Hannah Birch', 18.0, 247, 1350.0, 0);
INSERT INTO rehearsals VALUES (1, 1, '2020-11-07', 'Elmswick School Hall', 16, 38.0, 0);
INSERT INTO rehearsals VALUES (2, 1, '2020-11-18', 'Kingsmead Methodist Hall', 38, 52.0, 1);
INSERT INTO rehearsals VALUES (3, 2, '2021-03-06', 'Kingsmead Methodist Hall', 13, 52.0, 0);
INSERT INTO rehearsals VALUES (4, 2, '2021-03-17', 'St Aldhelm''s Church Hall', 37, 45.0, 1);
INSERT INTO rehearsals VALUES (5, 3, '2021-06-12', 'St Aldhelm''s Church Hall', 16, 45.0, 0);
INSERT INTO rehearsals VALUES (6, 3, '2021-06-23', 'Elmswick School Hall', 39, 38.0, 1);
INSERT INTO rehearsals VALUES (7, 4, '2021-11-13', 'Elmswick School Hall', 38, 38.0, 1);
INSERT INTO rehearsals VALUES (8, 4, '2021-11-24', 'Kingsmead Methodist Hall', 40, 52.0, 1);
INSERT INTO rehearsals VALUES (9, 5, '2022-03-12', 'Kingsmead Methodist Hall', 19, 52.0, 0);
INSERT INTO rehearsals VALUES (10, 5, '2022-03-23', 'St Aldhelm''s Church Hall', 36, 45.0, 1);
INSERT INTO rehearsals VALUES (11, 6, '2022-06-11', 'St Aldhelm''s Church Hall', 13, 45.0, 0);
INSERT INTO rehearsals VALUES (12, 6, '2022-06-22', 'Elmswick School Hall', 32, 38.0, 1);
INSERT INTO rehearsals VALUES (13, 7, '2022-11-05', 'Elmswick School Hall', 13, 38.0, 0);
INSERT INTO rehearsals VALUES (14, 7, '2022-11-16', 'Kingsmead Methodist Hall', 40, 52.0, 1);
INSERT INTO rehearsals VALUES (15, 8, '2023-03-11', 'Kingsmead Methodist Hall', 39, 52.0, 1);
INSERT INTO rehearsals VALUES (16, 8, '2023-03-22', 'St Aldhelm''s Church Hall', 33, 45.0, 1);
INSERT INTO rehearsals VALUES (17, 9, '2023-06-10', 'St Aldhelm''s Church Hall', 12, 45.0, 0);
INSERT INTO rehearsals VALUES (18, 9, '2023-06-21', 'Elmswick School Hall', 33, 38.0, 1);
INSERT INTO rehearsals VALUES (19, 10, '2023-11-11', 'Elmswick School Hall', 18, 38.0, 0);
INSERT INTO rehearsals VALUES (20, 10, '2023-11-22', 'Kingsmead Methodist Hall', 36, 52.0, 1);
INSERT INTO rehearsals VALUES (21, 11, '2024-03-09', 'Kingsmead Methodist Hall', 13, 52.0, 0);
INSERT INTO rehearsals VALUES (22, 11, '2024-03-20', 'St Aldhelm''s Church Hall', 30, 45.0, 1);
INSERT INTO rehearsals VALUES (23, 12, '2024-06-15', 'St Aldhelm''s Church Hall', 35, 45.0, 1);
INSERT INTO rehearsals VALUES (24, 12, '2024-06-26', 'Elmswick School Hall', 37, 38.0, 1);
INSERT INTO rehearsals VALUES (25, 13, '2024-11-16', 'Elmswick School Hall', 19, 38.0, 0);
INSERT INTO rehearsals VALUES (26, 13, '2024-11-27', 'Kingsmead Methodist Hall', 32, 52.0, 1);
INSERT INTO rehearsals VALUES (27, 14, '2025-03-08', 'Kingsmead Methodist Hall', 14, 52.0, 0);
INSERT INTO rehearsals VALUES (28, 14, '2025-03-19', 'St Aldhelm''s Church Hall', 31, 45.0, 1);
INSERT INTO rehearsals VALUES (29, 15, '2025-06-14', 'St Aldhelm''s Church Hall', 19, 45.0, 0);
INSERT INTO rehearsals VALUES (30, 15, '2025-06-25', 'Elmswick School Hall', 40, 38.0, 1);
INSERT INTO music_hire VALUES (1, 1, 'Symphony No. 2', 'Brahms', 'Wessex Music Library', 148.0, 8.95, '2020-09-14', '2020-12-12', '2020-12-11');
INSERT INTO music_hire VALUES (2, 1, 'Symphony No. 3', 'Beethoven', 'Brindle & Cole Music', 69.0, 6.5, '2020-08-29', '2020-12-12', '2020-11-27');
INSERT INTO music_hire VALUES (3, 1, 'Enigma Variations', 'Elgar', 'Harbour Orchestral Hire', 74.0, 8.95, '2020-09-16', '2020-12-12', '2020-12-11');
INSERT INTO music_hire VALUES (4, 2, 'The Hebrides', 'Mendelssohn', 'Wessex Music Library', 123.0, 11.2, '2021-01-16', '2021-04-10', '2021-04-17');
INSERT INTO music_hire VALUES (5, 2, 'Symphony No. 5', 'Sibelius', 'Harbour Orchestral Hire', 137.0, 14.0, '2021-01-15', '2021-04-10', '2021-04-19');
INSERT INTO music_hire VALUES (6, 3, 'Carmen Suite No. 1', 'Bizet', 'Wessex Music Library', 57.0, 6.5, '2021-04-22', '2021-07-17', '2021-07-25');
INSERT INTO music_hire VALUES (7, 3, 'Cello Concerto', 'Dvorak', 'County Music Service', 154.0, 8.95, '2021-04-23', '2021-07-17', '2021-07-10');
INSERT INTO music_hire VALUES (8, 4, 'Academic Festival Overture', 'Brahms', 'Wessex Music Library', 145.0, 8.95, '2021-09-03', '2021-12-18', '2021-12-18');
INSERT INTO music_hire VALUES (9, 4, 'Fantasia on Greensleeves', 'Vaughan Williams', 'Brindle & Cole Music', 130.0, 8.95, '2021-09-03', '2021-12-18', '2021-12-11');
INSERT INTO music_hire VALUES (10, 4, 'Symphony No. 8', 'Dvorak', 'Harbour Orchestral Hire', 52.0, 14.0, '2021-08-30', '2021-12-18', '2021-12-04');
INSERT INTO music_hire VALUES (11, 5, 'Capriol Suite', 'Warlock', 'Wessex Music Library', 71.0, 6.5, '2022-01-23', '2022-04-16', '2022-04-21');
INSERT INTO music_hire VALUES (12, 5, 'Piano Concerto No. 2', 'Rachmaninov', 'Harbour Orchestral Hire', 157.0, 11.2, '2022-01-14', '2022-04-16', '2022-04-23');
INSERT INTO music_hire VALUES (13, 6, 'Pomp and Circumstance March No. 4', 'Elgar', 'Wessex Music Library', 59.0, 8.95, '2022-04-01', '2022-07-16', '2022-07-02');
INSERT INTO music_hire VALUES (14, 6, 'Violin Concerto', 'Bruch', 'County Music Service', 112.0, 14.0, '2022-04-03', '2022-07-16', '2022-07-07');
INSERT INTO music_hire VALUES (15, 7, 'Symphony No. 4', 'Tchaikovsky', 'Wessex Music Library', 151.0, 8.95, '2022-08-30', '2022-12-10', '2022-11-30');
INSERT INTO music_hire VALUES (16, 7, 'Nimrod', 'Elgar', 'Brindle & Cole Music', 71.0, 8.95, '2022-08-21', '2022-12-10', '2022-11-30');
INSERT INTO music_hire VALUES (17, 7, 'Finlandia', 'Sibelius', 'Harbour Orchestral Hire', 85.0, 14.0, '2022-09-20', '2022-12-10', '2022-12-13');
INSERT INTO music_hire VALUES (18, 8, 'Serenade for Strings', 'Tchaikovsky', 'Wessex Music Library', 73.0, 8.95, '2023-01-04', '2023-04-15', '2023-03-31');
INSERT INTO music_hire VALUES (19, 8, 'Symphony No. 2', 'Brahms', 'Harbour Orchestral Hire', 147.0, 14.0, '2023-01-20', '2023-04-15', '2023-04-11');
INSERT INTO music_hire VALUES (20, 9, 'Symphony No. 3', 'Beethoven', 'Wessex Music Library', 137.0, 11.2, '2023-03-29', '2023-07-15', '2023-07-16');
INSERT INTO music_hire VALUES (21, 9, 'Enigma Variations', 'Elgar', 'County Music Service', 66.0, 8.95, '2023-03-26', '2023-07-15', '2023-06-29');
INSERT INTO music_hire VALUES (22, 10, 'The Hebrides', 'Mendelssohn', 'Wessex Music Library', 47.0, 6.5, '2023-09-25', '2023-12-16', '2023-12-25');
INSERT INTO music_hire VALUES (23, 10, 'Symphony No. 5', 'Sibelius', 'Brindle & Cole Music', 72.0, 6.5, '2023-09-11', '2023-12-16', '2023-11-30');
INSERT INTO music_hire VALUES (24, 10, 'Carmen Suite No. 1', 'Bizet', 'Harbour Orchestral Hire', 88.0, 6.5, '2023-09-03', '2023-12-16', '2023-12-24');
INSERT INTO music_hire VALUES (25, 11, 'Cello Concerto', 'Dvorak', 'Wessex Music Library', 78.0, 14.0, '2024-01-16', '2024-04-13', '2024-04-03');
INSERT INTO music_hire VALUES (26, 11, 'Academic Festival Overture', 'Brahms', 'Harbour Orchestral Hire', 136.0, 8.95, '2024-01-26', '2024-04-13', '2024-04-19');
INSERT INTO music_hire VALUES (27, 12, 'Fantasia on Greensleeves', 'Vaughan Williams', 'Wessex Music Library', 94.0, 11.2, '2024-04-08', '2024-07-20', '2024-07-10');
INSERT INTO music_hire VALUES (28, 12, 'Symphony No. 8', 'Dvorak', 'County Music Service', 45.0, 11.2, '2024-04-29', '2024-07-20', '2024-07-10');
INSERT INTO music_hire VALUES (29, 13, 'Capriol Suite', 'Warlock', 'Wessex Music Library', 40.0, 14.0, '2024-09-19', '2024-12-21', '2024-12-24');
INSERT INTO music_hire VALUES (30, 13, 'Piano Concerto No. 2', 'Rachmaninov', 'Brindle & Cole Music', 117.0, 6.5, '2024-10-06', '2024-12-21', '2024-12-15');
INSERT INTO music_hire VALUES (31, 13, 'Pomp and Circumstance March No. 4', 'Elgar', 'Harbour Orchestral Hire', 129.0, 8.95, '2024-09-25', '2024-12-21', '2024-12-17');
INSERT INTO music_hire VALUES (32, 14, 'Violin Concerto', 'Bruch', 'Wessex Music Library', 66.0, 8.95, '2024-12-31', '2025-04-12', NULL);
INSERT INTO music_hire VALUES (33, 14, 'Symphony No. 4', 'Tchaikovsky', 'Harbour Orchestral Hire', 102.0, 14.0, '2025-01-07', '2025-04-12', '2025-04-14');
INSERT INTO music_hire VALUES (34, 15, 'Nimrod', 'Elgar', 'Wessex Music Library', 54.0, 8.95, '2025-04-28', '2025-07-19', '2025-07-13');
INSERT INTO music_hire VALUES (35, 15, 'Finlandia', 'Sibelius', 'County Music Service', 40.0, 11.2, '2025-04-16', '2025-07-19', NULL);
COMMIT;
