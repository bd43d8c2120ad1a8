-- pipe_band: invented community pipe band in Argyll (members, tutors, lessons, instruments, events, competition results)
BEGIN TRANSACTION;
CREATE TABLE members (
    member_id INTEGER PRIMARY KEY,
    first_name TEXT NOT NULL,
    surname TEXT NOT NULL,
    section TEXT NOT NULL,
    home_town TEXT NOT NULL,
    joined_date TEXT NOT NULL,
    annual_sub REAL NOT NULL,
    is_playing_member INTEGER NOT NULL CHECK (is_playing_member IN (0,1)),
    email TEXT -- NULL = no email address on file
);
CREATE TABLE tutors (
    tutor_id INTEGER PRIMARY KEY,
    first_name TEXT NOT NULL,
    surname TEXT NOT NULL,
    instrument TEXT NOT NULL,
    town TEXT NOT NULL,
    hourly_rate REAL NOT NULL,
    pvg_checked_date TEXT -- NULL = PVG disclosure check not done yet
);
CREATE TABLE lessons (
    lesson_id INTEGER PRIMARY KEY,
    member_id INTEGER NOT NULL REFERENCES members(member_id),
    tutor_id INTEGER NOT NULL REFERENCES tutors(tutor_id),
    lesson_date TEXT NOT NULL,
    duration_minutes INTEGER NOT NULL,
    fee_charged REAL -- NULL = free lesson paid for by the band
);
CREATE TABLE instruments (
    instrument_id INTEGER PRIMARY KEY,
    kind TEXT NOT NULL,
    maker TEXT NOT NULL,
    member_id INTEGER REFERENCES members(member_id), -- NULL = in the band store, not issued to anyone
    purchase_date TEXT, -- NULL = donated, purchase date unknown
    purchase_price REAL, -- NULL = donated, nothing paid
    insured_value REAL NOT NULL
);
CREATE TABLE events (
    event_id INTEGER PRIMARY KEY,
    event_name TEXT NOT NULL,
    event_type TEXT NOT NULL,
    town TEXT NOT NULL,
    event_date TEXT NOT NULL,
    fee_received REAL, -- NULL = played for free
    travel_cost REAL NOT NULL
);
CREATE TABLE results (
    result_id INTEGER PRIMARY KEY,
    event_id INTEGER NOT NULL REFERENCES events(event_id),
    grade_entered TEXT NOT NULL,
    placing INTEGER, -- NULL = unplaced
    piping_score REAL NOT NULL,
    drumming_score REAL NOT NULL,
    ensemble_score REAL -- NULL = ensemble not judged separately at this contest
);
INSERT INTO members VALUES (1, 'Callum', 'Reid', 'Pipes', 'Dunoon', '2023-09-04', 45.0, 0, 'callum.reid@example.com');
INSERT INTO members VALUES (2, 'Fiona', 'Campbell', 'Pipes', 'Inveraray', '2009-03-12', 90.0, 1, 'fiona.c@example.com');
INSERT INTO members VALUES (3, 'Ewan', 'Mackay', 'Pipes', 'Lochgilphead', '2012-08-20', 90.0, 1, NULL);
INSERT INTO members VALUES (4, 'Morag', 'Sinclair', 'Snare drum', 'Lochgilphead', '2015-01-15', 90.0, 1, 'morag.s@example.com');
INSERT INTO members VALUES (5, 'Alasdair', 'MacLean', 'Pipes', 'Tarbert', '2005-05-02', 90.0, 1, 'ali.maclean@example.com');
INSERT INTO members VALUES (6, 'Kirsty', 'Munro', 'Tenor drum', 'Inveraray', '2018-10-08', 90.0, 1, NULL);
INSERT INTO members VALUES (7, 'Hamish', 'Stewart', 'Bass drum', 'Lochgilphead', '2011-06-27', 90.0, 1, 'hamish.stewart@example.com');
INSERT INTO members VALUES (8, 'Iona', 'MacDonald', 'Pipes', 'Ardrishaig', '2020-02-10', 90.0, 1, 'iona.md@example.com');
INSERT INTO members VALUES (9, 'Ruaridh', 'Ferguson', 'Snare drum', 'Tarbert', '2017-04-03', 90.0, 1, 'ruaridh.f@example.com');
INSERT INTO members VALUES (10, 'Catriona', 'Gillies', 'Pipes', 'Minard', '2019-11-18', 90.0, 1, NULL);
INSERT INTO members VALUES (11, 'Donald', 'Macintyre', 'Drum major', 'Lochgilphead', '1998-09-01', 0.0, 1, 'donald.mac@example.com');
INSERT INTO members VALUES (12, 'Eilidh', 'Cameron', 'Snare drum', 'Ardrishaig', '2024-03-11', 45.0, 1, 'eilidh.c@example.com');
INSERT INTO members VALUES (13, 'Lachlan', 'Bell', 'Pipes', 'Inveraray', '2024-01-22', 45.0, 1, 'lachlan.bell@example.com');
INSERT INTO members VALUES (14, 'Shona', 'Currie', 'Tenor drum', 'Tarbert', '2021-05-24', 90.0, 1, 'shona.currie@example.com');
INSERT INTO members VALUES (15, 'Angus', 'Robertson', 'Pipes', 'Lochgilphead', '2001-04-16', 90.0, 0, NULL);
INSERT INTO members VALUES (16, 'Mhairi', 'Logan', 'Pipes', 'Dunoon', '2022-08-29', 90.0, 1, 'mhairi.logan@example.com');
INSERT INTO members VALUES (17, 'Fraser', 'Nicol', 'Snare drum', 'Lochgilphead', '2016-09-12', 90.0, 1, 'fraser.nicol@example.com');
INSERT INTO members VALUES (18, 'Isla', 'McKenzie', 'Pipes', 'Minard', '2023-05-15', 45.0, 1, NULL);
INSERT INTO members VALUES (19, 'Euan', 'Galbraith', 'Bass drum', 'Inveraray', '2010-02-01', 90.0, 0, 'euan.g@example.com');
INSERT INTO members VALUES (20, 'Rona', 'McArthur', 'Pipes', 'Ardrishaig', '2014-07-07', 90.0, 1, 'rona.mca@example.com');
INSERT INTO members VALUES (21, 'Calum', 'Bain', 'Snare drum', 'Tarbert', '2019-01-28', 90.0, 1, 'calum.bain@example.com');
INSERT INTO members VALUES (22, 'Ailsa', 'Paterson', 'Tenor drum', 'Lochgilphead', '2024-09-02', 45.0, 1, 'ailsa.p@example.com');
INSERT INTO members VALUES (23, 'Neil', 'Carmichael', 'Pipes', 'Lochgilphead', '2007-11-05', 90.0, 1, 'neil.c@example.com');
INSERT INTO members VALUES (24, 'Jamie', 'Whyte', 'Snare drum', 'Dunoon', '2024-05-13', 45.0, 0, NULL);
INSERT INTO members VALUES (25, 'Kenny', 'Macphail', 'Pipes', 'Tarbert', '1995-06-19', 60.0, 0, 'kenny.macphail@example.com');
INSERT INTO members VALUES (26, 'Skye', 'Urquhart', 'Pipes', 'Inveraray', '2021-10-11', 90.0, 1, 'skye.u@example.com');
INSERT INTO members VALUES (27, 'Graham', 'Dewar', 'Pipes', 'Lochgilphead', '2013-03-25', 90.0, 1, 'graham.dewar@example.com');
INSERT INTO members VALUES (28, 'Freya', 'Ross', 'Tenor drum', 'Ardrishaig', '2022-02-14', 90.0, 1, 'freya.ross@example.com');
INSERT INTO members VALUES (29, 'Ewan', 'Lamont', 'Snare drum', 'Minard', '2018-06-04', 90.0, 1, 'ewan.lamont@example.com');
INSERT INTO members VALUES (30, 'Heather', 'Weir', 'Pipes', 'Tarbert', '2024-06-17', 45.0, 1, 'heather.weir@example.com');
INSERT INTO tutors VALUES (1, 'Callum', 'Fraser', 'Pipes', 'Oban', 32.0, '2022-05-10');
INSERT INTO tutors VALUES (2, 'Fiona', 'Mathieson', 'Snare drum', 'Glasgow', 35.0, '2021-08-19');
INSERT INTO tutors VALUES (3, 'Duncan', 'Matheson', 'Pipes', 'Lochgilphead', 28.0, '2020-11-02');
INSERT INTO tutors VALUES (4, 'Ewan', 'Henderson', 'Tenor drum', 'Dunoon', 27.5, NULL);
INSERT INTO tutors VALUES (5, 'Rory', 'MacKinnon', 'Pipes', 'Inveraray', 30.0, '2023-01-16');
INSERT INTO tutors VALUES (6, 'Gillian', 'Thomson', 'Snare drum', 'Oban', 33.0, '2022-09-27');
INSERT INTO tutors VALUES (7, 'Iain', 'Morrison', 'Pipes', 'Glasgow', 40.0, '2019-04-08');
INSERT INTO tutors VALUES (8, 'Susan', 'Grant', 'Tenor drum', 'Tarbert', 26.0, '2023-06-05');
INSERT INTO tutors VALUES (9, 'Murdo', 'MacLeod', 'Pipes', 'Stornoway', 38.0, NULL);
INSERT INTO tutors VALUES (10, 'Karen', 'Wilson', 'Snare drum', 'Lochgilphead', 29.0, '2021-02-22');
INSERT INTO tutors VALUES (11, 'Alan', 'Sutherland', 'Bass drum', 'Inveraray', 25.0, '2022-12-12');
INSERT INTO tutors VALUES (12, 'Niall', 'Gunn', 'Pipes', 'Campbeltown', 31.0, '2020-07-13');
INSERT INTO tutors VALUES (13, 'Mairi', 'Buchanan', 'Pipes', 'Oban', 34.0, '2024-02-05');
INSERT INTO tutors VALUES (14, 'Scott', 'Kerr', 'Snare drum', 'Dunoon', 30.0, '2023-10-30');
INSERT INTO tutors VALUES (15, 'Angus', 'Baird', 'Pipes', 'Tarbert', 27.0, '2019-09-09');
INSERT INTO lessons VALUES (1, 9, 6, '2023-02-11', 60, 33.0);
INSERT INTO lessons VALUES (2, 20, 15, '2023-02-19', 30, 13.5);
INSERT INTO lessons VALUES (3, 29, 14, '2023-03-07', 30, 15.0);
INSERT INTO lessons VALUES (4, 8, 12, '2023-03-18', 30, 15.5);
INSERT INTO lessons VALUES (5, 19, 11, '2023-04-03', 45, 18.75);
INSERT INTO lessons VALUES (6, 28, 8, '2023-04-16', 30, 13.0);
INSERT INTO lessons VALUES (7, 7, 11, '2023-05-01', 60, 25.0);
INSERT INTO lessons VALUES (8, 17, 6, '2023-05-11', 60, 33.0);
INSERT INTO lessons VALUES (9, 23, 9, '2023-05-24', 30, 19.0);
INSERT INTO lessons VALUES (10, 3, 13, '2023-06-07', 60, NULL);
INSERT INTO lessons VALUES (11, 10, 9, '2023-06-24', 45, 28.5);
INSERT INTO lessons VALUES (12, 20, 1, '2023-07-05', 60, 32.0);
INSERT INTO lessons VALUES (13, 29, 10, '2023-07-16', 30, 14.5);
INSERT INTO lessons VALUES (14, 8, 3, '2023-08-02', 60, 28.0);
INSERT INTO lessons VALUES (15, 18, 5, '2023-08-16', 30, 15.0);
INSERT INTO lessons VALUES (16, 27, 1, '2023-08-28', 45, NULL);
INSERT INTO lessons VALUES (17, 1, 3, '2023-09-07', 60, NULL);
INSERT INTO lessons VALUES (18, 16, 3, '2023-09-20', 60, 28.0);
INSERT INTO lessons VALUES (19, 25, 7, '2023-10-07', 30, 20.0);
INSERT INTO lessons VALUES (20, 4, 10, '2023-10-18', 45, 21.75);
INSERT INTO lessons VALUES (21, 14, 8, '2023-11-04', 45, 19.5);
INSERT INTO lessons VALUES (22, 1, 3, '2023-11-14', 60, 28.0);
INSERT INTO lessons VALUES (23, 2, 9, '2023-11-28', 30, 19.0);
INSERT INTO lessons VALUES (24, 9, 10, '2023-12-09', 60, 29.0);
INSERT INTO lessons VALUES (25, 19, 11, '2023-12-25', 45, 18.75);
INSERT INTO lessons VALUES (26, 28, 8, '2024-01-06', 60, 26.0);
INSERT INTO lessons VALUES (27, 1, 1, '2024-01-18', 45, 24.0);
INSERT INTO lessons VALUES (28, 6, 4, '2024-02-01', 60, 27.5);
INSERT INTO lessons VALUES (29, 15, 15, '2024-02-18', 60, 27.0);
INSERT INTO lessons VALUES (30, 23, 1, '2024-02-26', 45, 24.0);
INSERT INTO lessons VALUES (31, 20, 1, '2024-03-15', 45, 24.0);
INSERT INTO lessons VALUES (32, 29, 2, '2024-03-28', 45, 26.25);
INSERT INTO lessons VALUES (33, 1, 1, '2024-04-09', 60, 32.0);
INSERT INTO lessons VALUES (34, 16, 15, '2024-04-22', 60, 27.0);
INSERT INTO lessons VALUES (35, 25, 9, '2024-05-04', 30, 19.0);
INSERT INTO lessons VALUES (36, 21, 2, '2024-05-16', 30, 17.5);
INSERT INTO lessons VALUES (37, 29, 2, '2024-05-30', 60, 35.0);
INSERT INTO lessons VALUES (38, 1, 3, '2024-06-15', 30, 14.0);
INSERT INTO lessons VALUES (39, 5, 9, '2024-06-29', 30, 19.0);
INSERT INTO lessons VALUES (40, 13, 5, '2024-07-13', 30, 15.0);
INSERT INTO lessons VALUES (41, 20, 13, '2024-07-27', 30, 17.0);
INSERT INTO lessons VALUES (42, 28, 8, '2024-08-09', 60, 26.0);
INSERT INTO lessons VALUES (43, 6, 4, '2024-08-22', 45, 20.62);
INSERT INTO lessons VALUES (44, 2, 9, '2024-09-03', 30, NULL);
INSERT INTO lessons VALUES (45, 9, 14, '2024-09-17', 60, 30.0);
INSERT INTO lessons VALUES (46, 17, 14, '2024-09-30', 60, 30.0);
INSERT INTO lessons VALUES (47, 24, 10, '2024-10-14', 60, 29.0);
INSERT INTO lessons VALUES (48, 2, 7, '2024-10-25', 30, 20.0);
INSERT INTO lessons VALUES (49, 9, 6, '2024-11-09', 45, 24.75);
INSERT INTO lessons VALUES (50, 17, 2, '2024-11-23', 60, NULL);
INSERT INTO instruments VALUES (1, 'Great Highland bagpipe', 'Naill', 1, '2014-01-08', 2115.0, 2460.0);
INSERT INTO instruments VALUES (2, 'Great Highland bagpipe', 'Naill', 2, '2023-04-01', 2135.0, 2440.0);
INSERT INTO instruments VALUES (3, 'Great Highland bagpipe', 'Naill', 3, '2021-10-31', 1305.0, 1560.0);
INSERT INTO instruments VALUES (4, 'Snare drum', 'Premier', 4, '2022-07-19', 1440.0, 1570.0);
INSERT INTO instruments VALUES (5, 'Great Highland bagpipe', 'McCallum', 5, NULL, NULL, 1480.0);
INSERT INTO instruments VALUES (6, 'Tenor drum', 'Premier', 6, '2024-01-26', 630.0, 800.0);
INSERT INTO instruments VALUES (7, 'Bass drum', 'Premier', 7, '2008-03-10', 1050.0, 1080.0);
INSERT INTO instruments VALUES (8, 'Great Highland bagpipe', 'Naill', 8, '2016-03-24', 1230.0, 1290.0);
INSERT INTO instruments VALUES (9, 'Snare drum', 'Premier', 9, NULL, NULL, 1280.0);
INSERT INTO instruments VALUES (10, 'Great Highland bagpipe', 'Wallace', 10, '2011-02-21', 1440.0, 1470.0);
INSERT INTO instruments VALUES (11, 'Snare drum', 'Premier', 12, '2012-11-25', 1565.0, 1680.0);
INSERT INTO instruments VALUES (12, 'Great Highland bagpipe', 'Wallace', 13, '2023-12-03', 1585.0, 1860.0);
INSERT INTO instruments VALUES (13, 'Great Highland bagpipe', 'R.G. Hardie', 16, '2009-02-16', 1600.0, 2120.0);
INSERT INTO instruments VALUES (14, 'Snare drum', 'Andante', 17, NULL, NULL, 2050.0);
INSERT INTO instruments VALUES (15, 'Great Highland bagpipe', 'Naill', 20, NULL, NULL, 2570.0);
INSERT INTO instruments VALUES (16, 'Snare drum', 'Premier', 21, '2012-09-25', 1255.0, 1420.0);
INSERT INTO instruments VALUES (17, 'Great Highland bagpipe', 'Wallace', 23, '2022-12-18', 1910.0, 2460.0);
INSERT INTO instruments VALUES (18, 'Great Highland bagpipe', 'R.G. Hardie', 26, '2021-10-16', 2065.0, 2380.0);
INSERT INTO instruments VALUES (19, 'Great Highland bagpipe', 'Wallace', 27, NULL, NULL, 1280.0);
INSERT INTO instruments VALUES (20, 'Tenor drum', 'Andante', 28, '2013-10-03', 690.0, 860.0);
INSERT INTO instruments VALUES (21, 'Snare drum', 'Andante', 29, '2011-05-02', 1510.0, 1580.0);
INSERT INTO instruments VALUES (22, 'Great Highland bagpipe', 'Naill', 30, '2014-01-23', 1820.0, 2310.0);
INSERT INTO instruments VALUES (23, 'Great Highland bagpipe', 'Naill', NULL, '2012-06-02', 1905.0, 1980.0);
INSERT INTO instruments VALUES (24, 'Snare drum', 'Premier', NULL, '2007-10-28', 1390.0, 1770.0);
INSERT INTO instruments VALUES (25, 'Tenor drum', 'Premier', NULL, NULL, NULL, 1800.0);
INSERT INTO instruments VALUES (26, 'Practice chanter', 'McCallum', NULL, '2020-10-04', 110.0, 140.0);
INSERT INTO instruments VALUES (27, 'Great Highland bagpipe', 'Wallace', NULL, NULL, NULL, 2210.0);
INSERT INTO instruments VALUES (28, 'Bass drum', 'Premier', NULL, '2008-08-19', 1090.0, 1310.0);
INSERT INTO instruments VALUES (29, 'Practice chanter', 'McCallum', NULL, '2005-06-23', 80.0, 100.0);
INSERT INTO instruments VALUES (30, 'Snare drum', 'Andante', NULL, '2023-12-24', 1220.0, 1490.0);
INSERT INTO events VALUES (1, 'Cowal Gathering', 'Competition', 'Dunoon', '2023-08-25', NULL, 210.0);
INSERT INTO events VALUES (2, 'Inveraray Highland Games', 'Competition', 'Inveraray', '2023-07-18', NULL, 60.0);
INSERT INTO events VALUES (3, 'Bute Highland Games', 'Competition', 'Rothesay', '2023-08-19', NULL, 185.0);
INSERT INTO events VALUES (4, 'Lochgilphead Gala Day', 'Gala', 'Lochgilphead', '2023-07-01', 250.0, 0.0);
INSERT INTO events VALUES (5, 'MacLeod-Ritchie wedding', 'Wedding', 'Crinan', '2023-06-10', 300.0, 25.0);
INSERT INTO events VALUES (6, 'Remembrance Sunday parade', 'Parade', 'Lochgilphead', '2023-11-12', NULL, 0.0);
INSERT INTO events VALUES (7, 'Burns Supper, Tarbert Hotel', 'Burns Supper', 'Tarbert', '2023-01-25', 180.0, 40.0);
INSERT INTO events VALUES (8, 'Oban Games (Argyllshire Gathering)', 'Competition', 'Oban', '2023-08-24', NULL, 150.0);
INSERT INTO events VALUES (9, 'Campbell-Hart wedding', 'Wedding', 'Inveraray', '2023-09-02', 350.0, 30.0);
INSERT INTO events VALUES (10, 'Scottish Championships', 'Competition', 'Dumbarton', '2023-06-03', NULL, 240.0);
INSERT INTO events VALUES (11, 'Tarbert Seafood Festival', 'Gala', 'Tarbert', '2023-07-08', 400.0, 40.0);
INSERT INTO events VALUES (12, 'Nowak-Sinclair wedding', 'Wedding', 'Ardrishaig', '2023-05-20', 275.0, 10.0);
INSERT INTO events VALUES (13, 'World Pipe Band Championships', 'Competition', 'Glasgow', '2023-08-12', NULL, 320.0);
INSERT INTO events VALUES (14, 'Burns Supper, Lochgilphead', 'Burns Supper', 'Lochgilphead', '2024-01-26', 200.0, 0.0);
INSERT INTO events VALUES (15, 'British Championships', 'Competition', 'Paisley', '2024-05-18', NULL, 260.0);
INSERT INTO events VALUES (16, 'Gourock Highland Games', 'Competition', 'Gourock', '2024-05-26', NULL, 230.0);
INSERT INTO events VALUES (17, 'Inveraray Highland Games', 'Competition', 'Inveraray', '2024-07-16', NULL, 60.0);
INSERT INTO events VALUES (18, 'Lochgilphead Gala Day', 'Gala', 'Lochgilphead', '2024-07-06', 250.0, 0.0);
INSERT INTO events VALUES (19, 'Ferguson-Ahmed wedding', 'Wedding', 'Tarbert', '2024-06-22', 325.0, 40.0);
INSERT INTO events VALUES (20, 'Cowal Gathering', 'Competition', 'Dunoon', '2024-08-30', NULL, 225.0);
INSERT INTO events VALUES (21, 'World Pipe Band Championships', 'Competition', 'Glasgow', '2024-08-17', NULL, 335.0);
INSERT INTO events VALUES (22, 'Mackay wedding', 'Wedding', 'Lochgilphead', '2024-04-13', NULL, 0.0);
INSERT INTO events VALUES (23, 'Bute Highland Games', 'Competition', 'Rothesay', '2024-08-17', NULL, 190.0);
INSERT INTO events VALUES (24, 'Oban Games (Argyllshire Gathering)', 'Competition', 'Oban', '2024-08-22', NULL, 150.0);
INSERT INTO events VALUES (25, 'Remembrance Sunday parade', 'Parade', 'Lochgilphead', '2024-11-10', NULL, 0.0);
INSERT INTO events VALUES (26, 'Kilmartin Museum ceilidh', 'Ceilidh', 'Kilmartin', '2024-03-16', 150.0, 15.0);
INSERT INTO events VALUES (27, 'Drummond-Ure wedding', 'Wedding', 'Kilmartin', '2024-09-21', 300.0, 15.0);
INSERT INTO events VALUES (28, 'Scottish Championships', 'Competition', 'Dumbarton', '2024-06-01', NULL, 250.0);
INSERT INTO events VALUES (29, 'Crinan Canal ''Puffer'' day', 'Gala', 'Crinan', '2024-09-07', NULL, 20.0);
INSERT INTO events VALUES (30, 'St Andrew''s Night dinner', 'Ceilidh', 'Oban', '2024-11-30', 220.0, 70.0);
INSERT INTO events VALUES (31, 'Mid Argyll Pipe Band Contest', 'Competition', 'Lochgilphead', '2024-06-15', NULL, 0.0);
INSERT INTO results VALUES (1, 1, 'Grade 4B', 4, 81.2, 65.1, NULL);
INSERT INTO results VALUES (2, 2, 'Grade 4B', 3, 78.7, 71.6, 69.6);
INSERT INTO results VALUES (3, 3, 'Grade 4B', 6, 81.2, 62.0, 82.2);
INSERT INTO results VALUES (4, 8, 'Grade 4B', 3, 72.2, 79.7, NULL);
INSERT INTO results VALUES (5, 10, 'Grade 4B', NULL, 73.1, 60.6, 83.6);
INSERT INTO results VALUES (6, 13, 'Grade 4B', NULL, 64.6, 64.9, 62.0);
INSERT INTO results VALUES (7, 15, 'Grade 4A', NULL, 66.1, 64.0, NULL);
INSERT INTO results VALUES (8, 16, 'Grade 4A', 3, 80.7, 71.2, 65.8);
INSERT INTO results VALUES (9, 17, 'Grade 4A', 3, 74.8, 75.3, 61.2);
INSERT INTO results VALUES (10, 20, 'Grade 4A', NULL, 68.6, 68.2, 70.4);
INSERT INTO results VALUES (11, 21, 'Grade 4A', 6, 66.3, 76.4, 72.4);
INSERT INTO results VALUES (12, 23, 'Grade 4A', 6, 71.7, 70.2, 82.8);
INSERT INTO results VALUES (13, 24, 'Grade 4A', 4, 79.3, 66.1, 70.5);
INSERT INTO results VALUES (14, 28, 'Grade 4A', 4, 77.2, 70.8, 65.4);
INSERT INTO results VALUES (15, 31, 'Grade 4A', NULL, 70.7, 65.0, 62.1);
COMMIT;
