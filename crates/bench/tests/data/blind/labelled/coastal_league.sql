PRAGMA foreign_keys = ON;

CREATE TABLE clubs (
    club_id          INTEGER PRIMARY KEY,
    name             TEXT NOT NULL UNIQUE,
    city             TEXT NOT NULL,
    stadium          TEXT NOT NULL,
    stadium_capacity INTEGER NOT NULL,
    founded_year     INTEGER NOT NULL,
    manager          TEXT NOT NULL
);

CREATE TABLE players (
    player_id      INTEGER PRIMARY KEY,
    club_id        INTEGER NOT NULL REFERENCES clubs(club_id),
    first_name     TEXT NOT NULL,
    last_name      TEXT NOT NULL,
    position       TEXT NOT NULL CHECK (position IN ('Goalkeeper','Defender','Midfielder','Forward')),
    nationality    TEXT NOT NULL,
    birth_date     TEXT NOT NULL,
    shirt_number   INTEGER NOT NULL,
    weekly_wage    INTEGER NOT NULL,
    market_value   INTEGER NOT NULL
);

CREATE TABLE sponsors (
    sponsor_id INTEGER PRIMARY KEY,
    name       TEXT NOT NULL UNIQUE,
    industry   TEXT NOT NULL,
    country    TEXT NOT NULL
);

CREATE TABLE club_sponsors (
    club_id      INTEGER NOT NULL REFERENCES clubs(club_id),
    sponsor_id   INTEGER NOT NULL REFERENCES sponsors(sponsor_id),
    deal_type    TEXT NOT NULL,
    annual_value INTEGER NOT NULL,
    PRIMARY KEY (club_id, sponsor_id)
);

CREATE TABLE matches_2023 (
    match_id      INTEGER PRIMARY KEY,
    match_date    TEXT NOT NULL,
    home_club_id  INTEGER NOT NULL REFERENCES clubs(club_id),
    away_club_id  INTEGER NOT NULL REFERENCES clubs(club_id),
    home_goals    INTEGER NOT NULL,
    away_goals    INTEGER NOT NULL,
    attendance    INTEGER NOT NULL,
    referee       TEXT NOT NULL
);

CREATE TABLE matches_2024 (
    match_id      INTEGER PRIMARY KEY,
    match_date    TEXT NOT NULL,
    home_club_id  INTEGER NOT NULL REFERENCES clubs(club_id),
    away_club_id  INTEGER NOT NULL REFERENCES clubs(club_id),
    home_goals    INTEGER NOT NULL,
    away_goals    INTEGER NOT NULL,
    attendance    INTEGER NOT NULL,
    referee       TEXT NOT NULL
);


INSERT INTO clubs VALUES (1, 'Redcliffe City', 'Redcliffe', 'Harbour Road', 24500, 1889, 'Owen Castell');
INSERT INTO clubs VALUES (2, 'Harlow Athletic', 'Harlow', 'Millfield Park', 18200, 1902, 'Sigrid Aalto');
INSERT INTO clubs VALUES (3, 'Port Ennis FC', 'Port Ennis', 'The Quayside', 12750, 1911, 'Ruairi Doyle');
INSERT INTO clubs VALUES (4, 'Dunmore Rovers', 'Dunmore', 'Bellweather Lane', 9800, 1923, 'Matteo Rinaldi');
INSERT INTO clubs VALUES (5, 'Saltmarsh United', 'Saltmarsh', 'Saltmarsh Stadium', 15400, 1897, 'Gideon Akande');
INSERT INTO clubs VALUES (6, 'Kestrel Bay', 'Kestrel Bay', 'Cliff Top Ground', 7600, 1948, 'Ffion Pryce');
INSERT INTO clubs VALUES (7, 'Ashby Town', 'Ashby', 'Station Meadow', 11200, 1905, 'Lars Eklund');
INSERT INTO clubs VALUES (8, 'Greywater Albion', 'Greywater', 'Albion Park', 21000, 1884, 'Tobias Hartmann');
INSERT INTO clubs VALUES (9, 'Fenwick Harriers', 'Fenwick', 'Harriers Way', 8300, 1931, 'Niamh Carberry');
INSERT INTO clubs VALUES (10, 'Oldcastle Wanderers', 'Oldcastle', 'Keep Street', 16900, 1893, 'Ivo Petrak');
INSERT INTO clubs VALUES (11, 'Brackley Vale', 'Brackley', 'Vale Road', 6900, 1962, 'Sean Mulrooney');
INSERT INTO clubs VALUES (12, 'Thornbury FC', 'Thornbury', 'The Orchard', 10400, 1920, 'Ayodele Bankole');
INSERT INTO clubs VALUES (13, 'Marston Forge', 'Marston', 'Forge Lane', 13300, 1908, 'Ewa Sobczak');
INSERT INTO clubs VALUES (14, 'Cobalt Quay', 'Port Ennis', 'Cobalt Dock Arena', 14800, 1979, 'Dario Ferrante');
INSERT INTO clubs VALUES (15, 'Linden Park', 'Linden', 'Linden Park Ground', 8900, 1936, 'Hugo Mercier');
INSERT INTO clubs VALUES (16, 'Westhollow Town', 'Westhollow', 'Copse Road', 12100, 1914, 'Kasia Wrobel');

INSERT INTO players VALUES (1, 1, 'Declan', 'Brennan', 'Goalkeeper', 'Ireland', '2005-08-07', 1, 9250, 1300000);
INSERT INTO players VALUES (2, 1, 'Bastien', 'Okafor', 'Defender', 'France', '1991-09-09', 15, 9000, 250000);
INSERT INTO players VALUES (3, 1, 'Rhys', 'Varga', 'Midfielder', 'Wales', '1991-03-14', 10, 17500, 4200000);
INSERT INTO players VALUES (4, 1, 'Bastien', 'Lindgren', 'Forward', 'France', '1995-08-25', 7, 4750, 750000);
INSERT INTO players VALUES (5, 2, 'Kai', 'Delacourt', 'Goalkeeper', 'England', '1999-12-17', 1, 11750, 1300000);
INSERT INTO players VALUES (6, 2, 'Nathaniel', 'Mensah', 'Defender', 'Jamaica', '1999-12-10', 6, 10750, 1150000);
INSERT INTO players VALUES (7, 2, 'Nikolai', 'Pryor', 'Midfielder', 'Ukraine', '1997-03-28', 16, 9000, 750000);
INSERT INTO players VALUES (8, 2, 'Dara', 'Kovalenko', 'Forward', 'Ireland', '2002-09-15', 7, 14750, 950000);
INSERT INTO players VALUES (9, 3, 'Kieran', 'Stromberg', 'Goalkeeper', 'England', '1992-01-01', 1, 4000, 200000);
INSERT INTO players VALUES (10, 3, 'Emil', 'Quinlan', 'Defender', 'Sweden', '1991-10-12', 6, 9000, 300000);
INSERT INTO players VALUES (11, 3, 'Arlo', 'Barisic', 'Midfielder', 'England', '2001-07-25', 26, 6750, 600000);
INSERT INTO players VALUES (12, 3, 'Ruben', 'Adebayo', 'Forward', 'Spain', '1998-07-20', 11, 8750, 550000);
INSERT INTO players VALUES (13, 4, 'Sander', 'Hollis', 'Goalkeeper', 'Netherlands', '1999-10-08', 1, 4500, 400000);
INSERT INTO players VALUES (14, 4, 'Jonas', 'Vermeulen', 'Defender', 'Denmark', '1995-04-25', 2, 5500, 450000);
INSERT INTO players VALUES (15, 4, 'Idris', 'Traore', 'Midfielder', 'Ghana', '2005-09-21', 6, 8250, 1300000);
INSERT INTO players VALUES (16, 4, 'Kieran', 'Gaillard', 'Forward', 'England', '1994-06-05', 11, 7000, 1050000);
INSERT INTO players VALUES (17, 5, 'Samuel', 'Mulcahy', 'Goalkeeper', 'England', '1991-04-13', 1, 6000, 450000);
INSERT INTO players VALUES (18, 5, 'Dara', 'Novotny', 'Defender', 'Ireland', '1990-12-20', 6, 11500, 550000);
INSERT INTO players VALUES (19, 5, 'Teo', 'Haddou', 'Midfielder', 'Croatia', '2005-02-13', 18, 9500, 900000);
INSERT INTO players VALUES (20, 5, 'Kai', 'Azevedo', 'Forward', 'England', '1993-04-19', 20, 15750, 2000000);
INSERT INTO players VALUES (21, 6, 'Idris', 'Ristic', 'Goalkeeper', 'Ghana', '1996-02-21', 1, 8500, 700000);
INSERT INTO players VALUES (22, 6, 'Milos', 'Sandvik', 'Defender', 'Serbia', '2004-03-08', 3, 6250, 600000);
INSERT INTO players VALUES (23, 6, 'Oisin', 'Whitmore', 'Midfielder', 'Ireland', '2003-02-07', 8, 8000, 600000);
INSERT INTO players VALUES (24, 6, 'Aurelien', 'Esposito', 'Forward', 'France', '2003-09-02', 17, 12750, 6800000);
INSERT INTO players VALUES (25, 7, 'Bastien', 'Kamara', 'Goalkeeper', 'France', '2000-02-17', 1, 6250, 450000);
INSERT INTO players VALUES (26, 7, 'Emil', 'Fairbairn', 'Defender', 'Sweden', '1992-04-20', 3, 4500, 150000);
INSERT INTO players VALUES (27, 7, 'Hakon', 'Holt', 'Midfielder', 'Norway', '1990-05-25', 14, 7500, 350000);
INSERT INTO players VALUES (28, 7, 'Bastien', 'Jovanovic', 'Forward', 'France', '1998-07-13', 20, 6750, 500000);
INSERT INTO players VALUES (29, 8, 'Hakon', 'Ellery', 'Goalkeeper', 'Norway', '2004-06-26', 1, 11000, 1500000);
INSERT INTO players VALUES (30, 8, 'Declan', 'Ostberg', 'Defender', 'Ireland', '1997-01-09', 4, 10500, 1600000);
INSERT INTO players VALUES (31, 8, 'Mateus', 'Dunleavy', 'Midfielder', 'Portugal', '2003-06-16', 6, 6500, 650000);
INSERT INTO players VALUES (32, 8, 'Emil', 'Marsh', 'Forward', 'Sweden', '1997-10-04', 11, 12250, 1350000);
INSERT INTO players VALUES (33, 9, 'Idris', 'Castro', 'Defender', 'Ghana', '1999-03-27', 15, 6250, 700000);
INSERT INTO players VALUES (34, 9, 'Oisin', 'Nwosu', 'Midfielder', 'Ireland', '1993-08-20', 10, 5000, 600000);
INSERT INTO players VALUES (35, 9, 'Nikolai', 'Keane', 'Forward', 'Ukraine', '1995-05-13', 19, 6250, 850000);
INSERT INTO players VALUES (36, 10, 'Yannick', 'Laine', 'Defender', 'Belgium', '1996-01-28', 3, 13000, 2050000);
INSERT INTO players VALUES (37, 10, 'Marek', 'Petrov', 'Midfielder', 'Czechia', '2004-06-20', 6, 15500, 2450000);
INSERT INTO players VALUES (38, 10, 'Sander', 'Sowerby', 'Forward', 'Netherlands', '1994-08-12', 19, 14250, 2150000);
INSERT INTO players VALUES (39, 11, 'Luka', 'Tiernan', 'Defender', 'Croatia', '1998-11-20', 3, 7750, 850000);
INSERT INTO players VALUES (40, 11, 'Teo', 'Volkov', 'Midfielder', 'Croatia', '1998-03-08', 18, 6000, 750000);
INSERT INTO players VALUES (41, 11, 'Femi', 'Wynne', 'Forward', 'Nigeria', '2004-05-24', 7, 4500, 500000);
INSERT INTO players VALUES (42, 12, 'Kieran', 'Zielinski', 'Defender', 'England', '2004-08-16', 5, 5000, 350000);
INSERT INTO players VALUES (43, 12, 'Kai', 'Abara', 'Midfielder', 'England', '1995-11-12', 18, 7750, 800000);
INSERT INTO players VALUES (44, 12, 'Sander', 'Bright', 'Forward', 'Netherlands', '1997-07-19', 20, 5500, 650000);
INSERT INTO players VALUES (45, 13, 'Anders', 'Corrigan', 'Defender', 'Norway', '1991-06-04', 15, 8250, 550000);
INSERT INTO players VALUES (46, 13, 'Luka', 'Drummond', 'Midfielder', 'Croatia', '1996-05-08', 16, 8250, 1150000);
INSERT INTO players VALUES (47, 13, 'Yannick', 'Eze', 'Forward', 'Belgium', '1996-06-18', 17, 7000, 550000);
INSERT INTO players VALUES (48, 14, 'Yannick', 'Fontaine', 'Defender', 'Belgium', '1992-10-22', 2, 6250, 400000);
INSERT INTO players VALUES (49, 14, 'Kieran', 'Garrow', 'Midfielder', 'England', '2002-07-24', 18, 10500, 1050000);
INSERT INTO players VALUES (50, 14, 'Arlo', 'Hegarty', 'Forward', 'England', '2000-11-03', 9, 9500, 600000);
INSERT INTO players VALUES (51, 15, 'Anders', 'Ingram', 'Defender', 'Norway', '1992-12-14', 15, 7750, 550000);
INSERT INTO players VALUES (52, 15, 'Yannick', 'Juric', 'Midfielder', 'Belgium', '2000-01-10', 6, 8750, 1050000);
INSERT INTO players VALUES (53, 15, 'Samuel', 'Kelleher', 'Forward', 'England', '1993-12-14', 17, 7750, 950000);
INSERT INTO players VALUES (54, 16, 'Declan', 'Lomax', 'Defender', 'Ireland', '1996-02-26', 3, 6750, 450000);
INSERT INTO players VALUES (55, 16, 'Ruben', 'Moyo', 'Midfielder', 'Spain', '1993-04-17', 10, 7750, 1200000);
INSERT INTO players VALUES (56, 16, 'Kieran', 'Nilsen', 'Forward', 'England', '2004-04-18', 19, 7500, 650000);

INSERT INTO sponsors VALUES (1, 'Brightwell Bank', 'Banking', 'England');
INSERT INTO sponsors VALUES (2, 'Kittering Ales', 'Brewing', 'England');
INSERT INTO sponsors VALUES (3, 'Norvane Energy', 'Energy', 'Norway');
INSERT INTO sponsors VALUES (4, 'Solway Freight', 'Logistics', 'Scotland');
INSERT INTO sponsors VALUES (5, 'Pellucid Mobile', 'Telecoms', 'Ireland');
INSERT INTO sponsors VALUES (6, 'Ardent Kitwear', 'Sportswear', 'England');
INSERT INTO sponsors VALUES (7, 'Hallam & Rook Solicitors', 'Legal', 'England');
INSERT INTO sponsors VALUES (8, 'Cresta Motors', 'Automotive', 'Germany');
INSERT INTO sponsors VALUES (9, 'Tidewater Insurance', 'Insurance', 'England');
INSERT INTO sponsors VALUES (10, 'Vintry Coffee', 'Food & Drink', 'Netherlands');
INSERT INTO sponsors VALUES (11, 'Quillon Software', 'Technology', 'Estonia');
INSERT INTO sponsors VALUES (12, 'Marigold Bakeries', 'Food & Drink', 'Wales');
INSERT INTO sponsors VALUES (13, 'Ostra Airways Cargo', 'Logistics', 'Denmark');
INSERT INTO sponsors VALUES (14, 'Fernlight Solar', 'Energy', 'Spain');
INSERT INTO sponsors VALUES (15, 'Gannet Bet', 'Gambling', 'Malta');

INSERT INTO club_sponsors VALUES (1, 1, 'league partner', 150000);
INSERT INTO club_sponsors VALUES (1, 11, 'shirt', 775000);
INSERT INTO club_sponsors VALUES (2, 1, 'league partner', 150000);
INSERT INTO club_sponsors VALUES (2, 11, 'shirt', 1075000);
INSERT INTO club_sponsors VALUES (2, 6, 'kit supplier', 450000);
INSERT INTO club_sponsors VALUES (3, 1, 'league partner', 150000);
INSERT INTO club_sponsors VALUES (3, 14, 'shirt', 675000);
INSERT INTO club_sponsors VALUES (3, 10, 'official partner', 425000);
INSERT INTO club_sponsors VALUES (4, 1, 'league partner', 150000);
INSERT INTO club_sponsors VALUES (4, 9, 'shirt', 1375000);
INSERT INTO club_sponsors VALUES (4, 10, 'official partner', 325000);
INSERT INTO club_sponsors VALUES (4, 13, 'sleeve', 80000);
INSERT INTO club_sponsors VALUES (5, 1, 'league partner', 150000);
INSERT INTO club_sponsors VALUES (5, 8, 'shirt', 400000);
INSERT INTO club_sponsors VALUES (5, 4, 'sleeve', 50000);
INSERT INTO club_sponsors VALUES (6, 1, 'league partner', 150000);
INSERT INTO club_sponsors VALUES (6, 14, 'shirt', 975000);
INSERT INTO club_sponsors VALUES (7, 1, 'league partner', 150000);
INSERT INTO club_sponsors VALUES (7, 2, 'shirt', 825000);
INSERT INTO club_sponsors VALUES (7, 6, 'kit supplier', 475000);
INSERT INTO club_sponsors VALUES (8, 1, 'league partner', 150000);
INSERT INTO club_sponsors VALUES (8, 9, 'shirt', 475000);
INSERT INTO club_sponsors VALUES (8, 6, 'kit supplier', 525000);
INSERT INTO club_sponsors VALUES (8, 4, 'sleeve', 150000);
INSERT INTO club_sponsors VALUES (9, 1, 'league partner', 150000);
INSERT INTO club_sponsors VALUES (9, 15, 'shirt', 1125000);
INSERT INTO club_sponsors VALUES (9, 6, 'kit supplier', 225000);
INSERT INTO club_sponsors VALUES (10, 1, 'league partner', 150000);
INSERT INTO club_sponsors VALUES (10, 3, 'shirt', 600000);
INSERT INTO club_sponsors VALUES (10, 6, 'kit supplier', 500000);
INSERT INTO club_sponsors VALUES (11, 1, 'league partner', 150000);
INSERT INTO club_sponsors VALUES (11, 2, 'shirt', 1475000);
INSERT INTO club_sponsors VALUES (11, 6, 'kit supplier', 200000);
INSERT INTO club_sponsors VALUES (11, 12, 'sleeve', 160000);
INSERT INTO club_sponsors VALUES (12, 1, 'league partner', 150000);
INSERT INTO club_sponsors VALUES (12, 15, 'shirt', 1125000);
INSERT INTO club_sponsors VALUES (13, 1, 'league partner', 150000);
INSERT INTO club_sponsors VALUES (13, 9, 'shirt', 975000);
INSERT INTO club_sponsors VALUES (13, 6, 'kit supplier', 225000);
INSERT INTO club_sponsors VALUES (14, 1, 'league partner', 150000);
INSERT INTO club_sponsors VALUES (14, 8, 'shirt', 350000);
INSERT INTO club_sponsors VALUES (15, 1, 'league partner', 150000);
INSERT INTO club_sponsors VALUES (15, 9, 'shirt', 450000);
INSERT INTO club_sponsors VALUES (15, 10, 'official partner', 150000);
INSERT INTO club_sponsors VALUES (15, 4, 'sleeve', 140000);
INSERT INTO club_sponsors VALUES (16, 1, 'league partner', 150000);
INSERT INTO club_sponsors VALUES (16, 14, 'shirt', 375000);
INSERT INTO club_sponsors VALUES (16, 6, 'kit supplier', 200000);

INSERT INTO matches_2023 VALUES (2301, '2023-02-03', 7, 13, 2, 2, 8200, 'Samir Haddad');
INSERT INTO matches_2023 VALUES (2302, '2023-02-03', 4, 11, 0, 1, 9056, 'Priya Sandhu');
INSERT INTO matches_2023 VALUES (2303, '2023-02-03', 10, 8, 1, 1, 15366, 'Gethin Lloyd');
INSERT INTO matches_2023 VALUES (2304, '2023-02-10', 9, 4, 4, 1, 6855, 'Priya Sandhu');
INSERT INTO matches_2023 VALUES (2305, '2023-02-10', 7, 6, 1, 0, 7999, 'Moira Talbot');
INSERT INTO matches_2023 VALUES (2306, '2023-02-10', 8, 1, 1, 2, 18996, 'Moira Talbot');
INSERT INTO matches_2023 VALUES (2307, '2023-02-17', 14, 9, 1, 3, 12349, 'Anton Brennan');
INSERT INTO matches_2023 VALUES (2308, '2023-02-17', 8, 12, 2, 2, 17492, 'Colm Fitzgerald');
INSERT INTO matches_2023 VALUES (2309, '2023-02-17', 1, 14, 2, 0, 14685, 'Jude Okoro');
INSERT INTO matches_2023 VALUES (2310, '2023-02-24', 8, 7, 1, 3, 19806, 'Anton Brennan');
INSERT INTO matches_2023 VALUES (2311, '2023-02-24', 6, 13, 1, 1, 4344, 'Samir Haddad');
INSERT INTO matches_2023 VALUES (2312, '2023-02-24', 12, 3, 1, 2, 7180, 'Moira Talbot');
INSERT INTO matches_2023 VALUES (2313, '2023-03-03', 5, 12, 4, 1, 14314, 'Samir Haddad');
INSERT INTO matches_2023 VALUES (2314, '2023-03-03', 9, 15, 2, 2, 7436, 'Anton Brennan');
INSERT INTO matches_2023 VALUES (2315, '2023-03-03', 15, 9, 2, 0, 6376, 'Helena Dvorak');
INSERT INTO matches_2023 VALUES (2316, '2023-03-10', 16, 12, 2, 0, 8571, 'Gethin Lloyd');
INSERT INTO matches_2023 VALUES (2317, '2023-03-10', 8, 4, 1, 3, 13405, 'Jude Okoro');
INSERT INTO matches_2023 VALUES (2318, '2023-03-10', 12, 11, 1, 3, 5772, 'Helena Dvorak');
INSERT INTO matches_2023 VALUES (2319, '2023-03-17', 6, 10, 2, 1, 6616, 'Gethin Lloyd');
INSERT INTO matches_2023 VALUES (2320, '2023-03-17', 12, 10, 4, 0, 6932, 'Anton Brennan');
INSERT INTO matches_2023 VALUES (2321, '2023-03-17', 9, 10, 2, 0, 6161, 'Colm Fitzgerald');
INSERT INTO matches_2023 VALUES (2322, '2023-03-24', 9, 5, 1, 0, 5939, 'Samir Haddad');
INSERT INTO matches_2023 VALUES (2323, '2023-03-24', 9, 3, 0, 2, 7072, 'Samir Haddad');
INSERT INTO matches_2023 VALUES (2324, '2023-03-24', 8, 16, 1, 0, 14999, 'Priya Sandhu');
INSERT INTO matches_2023 VALUES (2325, '2023-03-31', 5, 16, 1, 0, 9049, 'Helena Dvorak');
INSERT INTO matches_2023 VALUES (2326, '2023-03-31', 16, 4, 0, 0, 9321, 'Jude Okoro');
INSERT INTO matches_2023 VALUES (2327, '2023-03-31', 12, 6, 0, 0, 7523, 'Colm Fitzgerald');
INSERT INTO matches_2023 VALUES (2328, '2023-04-07', 10, 2, 2, 1, 12761, 'Helena Dvorak');
INSERT INTO matches_2023 VALUES (2329, '2023-04-07', 1, 13, 2, 0, 19483, 'Moira Talbot');
INSERT INTO matches_2023 VALUES (2330, '2023-04-07', 10, 14, 2, 0, 9658, 'Jude Okoro');
INSERT INTO matches_2023 VALUES (2331, '2023-04-14', 4, 2, 2, 0, 5683, 'Gethin Lloyd');
INSERT INTO matches_2023 VALUES (2332, '2023-04-14', 16, 9, 2, 0, 9657, 'Priya Sandhu');
INSERT INTO matches_2023 VALUES (2333, '2023-04-14', 11, 5, 4, 0, 5142, 'Gethin Lloyd');
INSERT INTO matches_2023 VALUES (2334, '2023-04-21', 1, 8, 1, 2, 22967, 'Colm Fitzgerald');
INSERT INTO matches_2023 VALUES (2335, '2023-04-21', 11, 1, 0, 2, 4445, 'Samir Haddad');
INSERT INTO matches_2023 VALUES (2336, '2023-04-21', 9, 1, 3, 2, 6107, 'Gethin Lloyd');

INSERT INTO matches_2024 VALUES (2401, '2024-02-03', 1, 7, 2, 1, 19641, 'Samir Haddad');
INSERT INTO matches_2024 VALUES (2402, '2024-02-03', 16, 15, 1, 1, 8973, 'Samir Haddad');
INSERT INTO matches_2024 VALUES (2403, '2024-02-03', 14, 10, 3, 0, 10483, 'Jude Okoro');
INSERT INTO matches_2024 VALUES (2404, '2024-02-10', 10, 3, 2, 1, 10879, 'Colm Fitzgerald');
INSERT INTO matches_2024 VALUES (2405, '2024-02-10', 15, 5, 2, 0, 5512, 'Moira Talbot');
INSERT INTO matches_2024 VALUES (2406, '2024-02-10', 15, 4, 1, 0, 5059, 'Gethin Lloyd');
INSERT INTO matches_2024 VALUES (2407, '2024-02-17', 3, 13, 1, 1, 12127, 'Samir Haddad');
INSERT INTO matches_2024 VALUES (2408, '2024-02-17', 9, 10, 1, 2, 7383, 'Jude Okoro');
INSERT INTO matches_2024 VALUES (2409, '2024-02-17', 7, 13, 3, 0, 7352, 'Gethin Lloyd');
INSERT INTO matches_2024 VALUES (2410, '2024-02-24', 9, 16, 1, 1, 6079, 'Helena Dvorak');
INSERT INTO matches_2024 VALUES (2411, '2024-02-24', 10, 1, 2, 2, 10150, 'Colm Fitzgerald');
INSERT INTO matches_2024 VALUES (2412, '2024-02-24', 3, 4, 0, 0, 10034, 'Colm Fitzgerald');
INSERT INTO matches_2024 VALUES (2413, '2024-03-02', 8, 10, 3, 2, 14446, 'Colm Fitzgerald');
INSERT INTO matches_2024 VALUES (2414, '2024-03-02', 16, 12, 3, 1, 8400, 'Samir Haddad');
INSERT INTO matches_2024 VALUES (2415, '2024-03-02', 7, 5, 2, 1, 6883, 'Jude Okoro');
INSERT INTO matches_2024 VALUES (2416, '2024-03-09', 9, 5, 1, 2, 7428, 'Anton Brennan');
INSERT INTO matches_2024 VALUES (2417, '2024-03-09', 13, 9, 0, 2, 7956, 'Anton Brennan');
INSERT INTO matches_2024 VALUES (2418, '2024-03-09', 7, 8, 1, 3, 8574, 'Helena Dvorak');
INSERT INTO matches_2024 VALUES (2419, '2024-03-16', 10, 12, 1, 0, 13942, 'Jude Okoro');
INSERT INTO matches_2024 VALUES (2420, '2024-03-16', 13, 4, 0, 1, 9768, 'Gethin Lloyd');
INSERT INTO matches_2024 VALUES (2421, '2024-03-16', 13, 2, 1, 3, 12537, 'Gethin Lloyd');
INSERT INTO matches_2024 VALUES (2422, '2024-03-23', 9, 12, 2, 0, 7174, 'Anton Brennan');
INSERT INTO matches_2024 VALUES (2423, '2024-03-23', 3, 10, 1, 2, 10341, 'Colm Fitzgerald');
INSERT INTO matches_2024 VALUES (2424, '2024-03-23', 11, 5, 0, 0, 5363, 'Priya Sandhu');
INSERT INTO matches_2024 VALUES (2425, '2024-03-30', 13, 3, 2, 2, 9818, 'Gethin Lloyd');
INSERT INTO matches_2024 VALUES (2426, '2024-03-30', 11, 1, 1, 1, 6452, 'Jude Okoro');
INSERT INTO matches_2024 VALUES (2427, '2024-03-30', 8, 11, 0, 0, 17010, 'Jude Okoro');
INSERT INTO matches_2024 VALUES (2428, '2024-04-06', 3, 5, 1, 3, 9867, 'Priya Sandhu');
INSERT INTO matches_2024 VALUES (2429, '2024-04-06', 1, 12, 1, 1, 22713, 'Gethin Lloyd');
INSERT INTO matches_2024 VALUES (2430, '2024-04-06', 12, 7, 0, 0, 8736, 'Moira Talbot');
INSERT INTO matches_2024 VALUES (2431, '2024-04-13', 7, 4, 1, 2, 7507, 'Priya Sandhu');
INSERT INTO matches_2024 VALUES (2432, '2024-04-13', 13, 5, 1, 3, 10122, 'Gethin Lloyd');
INSERT INTO matches_2024 VALUES (2433, '2024-04-13', 13, 16, 1, 0, 9315, 'Jude Okoro');
INSERT INTO matches_2024 VALUES (2434, '2024-04-20', 8, 9, 4, 0, 17842, 'Anton Brennan');
INSERT INTO matches_2024 VALUES (2435, '2024-04-20', 6, 4, 2, 1, 5228, 'Priya Sandhu');
INSERT INTO matches_2024 VALUES (2436, '2024-04-20', 14, 3, 2, 1, 10033, 'Moira Talbot');
INSERT INTO matches_2024 VALUES (2437, '2024-04-27', 12, 15, 1, 1, 8996, 'Colm Fitzgerald');
INSERT INTO matches_2024 VALUES (2438, '2024-04-27', 2, 3, 3, 2, 15640, 'Jude Okoro');
INSERT INTO matches_2024 VALUES (2439, '2024-04-27', 15, 1, 3, 0, 6532, 'Helena Dvorak');
INSERT INTO matches_2024 VALUES (2440, '2024-05-04', 9, 15, 2, 0, 5807, 'Samir Haddad');
