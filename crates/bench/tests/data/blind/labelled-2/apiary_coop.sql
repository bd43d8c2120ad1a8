PRAGMA foreign_keys = ON;

CREATE TABLE beekeepers (
    beekeeper_id INTEGER PRIMARY KEY,
    first_name   TEXT NOT NULL,
    last_name    TEXT NOT NULL,
    village      TEXT NOT NULL,
    joined_date  TEXT NOT NULL,
    phone        TEXT
);

CREATE TABLE apiaries (
    apiary_id        INTEGER PRIMARY KEY,
    apiary_name      TEXT NOT NULL,
    beekeeper_id     INTEGER NOT NULL,
    location         TEXT NOT NULL,
    altitude_m       INTEGER,
    established_year INTEGER,
    FOREIGN KEY (beekeeper_id) REFERENCES beekeepers(beekeeper_id)
);

CREATE TABLE hives (
    hive_id      INTEGER PRIMARY KEY,
    apiary_id    INTEGER NOT NULL,
    hive_code    TEXT NOT NULL UNIQUE,
    hive_type    TEXT NOT NULL,
    queen_year   INTEGER,
    install_date TEXT NOT NULL,
    status       TEXT NOT NULL,
    FOREIGN KEY (apiary_id) REFERENCES apiaries(apiary_id)
);

CREATE TABLE honey_harvests (
    harvest_id             INTEGER PRIMARY KEY,
    hive_id                INTEGER NOT NULL,
    harvest_date           TEXT NOT NULL,
    honey_type             TEXT NOT NULL,
    weight_kg              REAL NOT NULL,
    moisture_pct           REAL,
    wholesale_price_per_kg REAL,
    retail_price_per_kg    REAL,
    FOREIGN KEY (hive_id) REFERENCES hives(hive_id)
);

INSERT INTO beekeepers (beekeeper_id, first_name, last_name, village, joined_date, phone) VALUES (1, 'Janez', 'Novak', 'Bled', '2009-04-12', '+386 41 223 871');
INSERT INTO beekeepers (beekeeper_id, first_name, last_name, village, joined_date, phone) VALUES (2, 'Marija', 'Kranjc', 'Bohinj', '2012-03-02', '+386 31 540 112');
INSERT INTO beekeepers (beekeeper_id, first_name, last_name, village, joined_date, phone) VALUES (3, 'Franc', 'Zupan', 'Kamnik', '2015-06-20', '+386 40 918 330');
INSERT INTO beekeepers (beekeeper_id, first_name, last_name, village, joined_date, phone) VALUES (4, 'Ana', 'Potočnik', 'Radovljica', '2019-02-11', '+386 41 776 045');
INSERT INTO beekeepers (beekeeper_id, first_name, last_name, village, joined_date, phone) VALUES (5, 'Marko', 'Kovač', 'Bled', '2020-05-05', '+386 51 302 998');
INSERT INTO beekeepers (beekeeper_id, first_name, last_name, village, joined_date, phone) VALUES (6, 'Mojca', 'Vidmar', 'Žirovnica', '2017-09-30', '+386 31 665 210');
INSERT INTO beekeepers (beekeeper_id, first_name, last_name, village, joined_date, phone) VALUES (7, 'Tomaž', 'Golob', 'Kranj', '2011-01-15', '+386 40 120 556');
INSERT INTO beekeepers (beekeeper_id, first_name, last_name, village, joined_date, phone) VALUES (8, 'Petra', 'Kos', 'Begunje', '2021-04-01', NULL);
INSERT INTO beekeepers (beekeeper_id, first_name, last_name, village, joined_date, phone) VALUES (9, 'Andrej', 'Mlakar', 'Tržič', '2016-07-19', '+386 41 889 402');
INSERT INTO beekeepers (beekeeper_id, first_name, last_name, village, joined_date, phone) VALUES (10, 'Nina', 'Bizjak', 'Kamnik', '2022-03-14', '+386 70 455 013');
INSERT INTO beekeepers (beekeeper_id, first_name, last_name, village, joined_date, phone) VALUES (11, 'Jože', 'Hribar', 'Bohinj', '2008-05-27', '+386 31 201 774');
INSERT INTO beekeepers (beekeeper_id, first_name, last_name, village, joined_date, phone) VALUES (12, 'Urška', 'Rozman', 'Radovljica', '2018-11-03', '+386 40 637 281');
INSERT INTO beekeepers (beekeeper_id, first_name, last_name, village, joined_date, phone) VALUES (13, 'Luka', 'Kern', 'Kranj', '2023-02-20', '+386 68 190 447');
INSERT INTO beekeepers (beekeeper_id, first_name, last_name, village, joined_date, phone) VALUES (14, 'Katja', 'Zajc', 'Bled', '2014-08-08', '+386 41 512 663');
INSERT INTO beekeepers (beekeeper_id, first_name, last_name, village, joined_date, phone) VALUES (15, 'Boštjan', 'Pirc', 'Tržič', '2019-10-10', NULL);

INSERT INTO apiaries (apiary_id, apiary_name, beekeeper_id, location, altitude_m, established_year) VALUES (1, 'Lipa Meadow', 1, 'Zasip', 520, 2010);
INSERT INTO apiaries (apiary_id, apiary_name, beekeeper_id, location, altitude_m, established_year) VALUES (2, 'Pokljuka Ridge', 2, 'Pokljuka', 1180, 2013);
INSERT INTO apiaries (apiary_id, apiary_name, beekeeper_id, location, altitude_m, established_year) VALUES (3, 'Velika Planina', 3, 'Velika Planina', 1450, 2016);
INSERT INTO apiaries (apiary_id, apiary_name, beekeeper_id, location, altitude_m, established_year) VALUES (4, 'Sava Orchard', 4, 'Lancovo', 490, 2019);
INSERT INTO apiaries (apiary_id, apiary_name, beekeeper_id, location, altitude_m, established_year) VALUES (5, 'Lake View', 7, 'Bled', 505, 2012);
INSERT INTO apiaries (apiary_id, apiary_name, beekeeper_id, location, altitude_m, established_year) VALUES (6, 'Straža Hill', 5, 'Bled', 560, 2020);
INSERT INTO apiaries (apiary_id, apiary_name, beekeeper_id, location, altitude_m, established_year) VALUES (7, 'Stol Slope', 6, 'Završnica', 820, 2017);
INSERT INTO apiaries (apiary_id, apiary_name, beekeeper_id, location, altitude_m, established_year) VALUES (8, 'Jošt Forest', 7, 'Sveti Jošt', 846, 2011);
INSERT INTO apiaries (apiary_id, apiary_name, beekeeper_id, location, altitude_m, established_year) VALUES (9, 'Begunje Linden Grove', 8, 'Begunje', 580, 2021);
INSERT INTO apiaries (apiary_id, apiary_name, beekeeper_id, location, altitude_m, established_year) VALUES (10, 'Dobrča Clearing', 9, 'Tržič', 700, 2016);
INSERT INTO apiaries (apiary_id, apiary_name, beekeeper_id, location, altitude_m, established_year) VALUES (11, 'Kamniška Bistrica', 10, 'Kamnik', 600, 2022);
INSERT INTO apiaries (apiary_id, apiary_name, beekeeper_id, location, altitude_m, established_year) VALUES (12, 'Ribčev Laz', 11, 'Bohinj', 530, 2008);
INSERT INTO apiaries (apiary_id, apiary_name, beekeeper_id, location, altitude_m, established_year) VALUES (13, 'Vodice Field', 12, 'Radovljica', 480, 2018);
INSERT INTO apiaries (apiary_id, apiary_name, beekeeper_id, location, altitude_m, established_year) VALUES (14, 'Bohinjska Bela Terrace', 14, 'Bohinjska Bela', 560, 2015);
INSERT INTO apiaries (apiary_id, apiary_name, beekeeper_id, location, altitude_m, established_year) VALUES (15, 'Kriška Gora', 15, 'Tržič', 1010, 2020);
INSERT INTO apiaries (apiary_id, apiary_name, beekeeper_id, location, altitude_m, established_year) VALUES (16, 'Rudno Polje', 2, 'Pokljuka', 1340, 2018);

INSERT INTO hives (hive_id, apiary_id, hive_code, hive_type, queen_year, install_date, status) VALUES (1, 1, 'LM-01', 'Dadant', 2022, '2013-04-17', 'inactive');
INSERT INTO hives (hive_id, apiary_id, hive_code, hive_type, queen_year, install_date, status) VALUES (2, 1, 'LM-02', 'AŽ', 2023, '2014-06-21', 'inactive');
INSERT INTO hives (hive_id, apiary_id, hive_code, hive_type, queen_year, install_date, status) VALUES (3, 1, 'LM-03', 'Dadant', 2019, '2019-05-05', 'active');
INSERT INTO hives (hive_id, apiary_id, hive_code, hive_type, queen_year, install_date, status) VALUES (4, 1, 'LM-04', 'Dadant', 2023, '2022-03-20', 'lost');
INSERT INTO hives (hive_id, apiary_id, hive_code, hive_type, queen_year, install_date, status) VALUES (5, 2, 'PR-01', 'AŽ', 2024, '2024-04-20', 'active');
INSERT INTO hives (hive_id, apiary_id, hive_code, hive_type, queen_year, install_date, status) VALUES (6, 2, 'PR-02', 'Top-bar', 2020, '2013-03-07', 'active');
INSERT INTO hives (hive_id, apiary_id, hive_code, hive_type, queen_year, install_date, status) VALUES (7, 2, 'PR-03', 'Dadant', 2024, '2020-05-15', 'inactive');
INSERT INTO hives (hive_id, apiary_id, hive_code, hive_type, queen_year, install_date, status) VALUES (8, 3, 'VP-01', 'Langstroth', 2019, '2019-05-16', 'active');
INSERT INTO hives (hive_id, apiary_id, hive_code, hive_type, queen_year, install_date, status) VALUES (9, 3, 'VP-02', 'AŽ', 2020, '2020-06-18', 'active');
INSERT INTO hives (hive_id, apiary_id, hive_code, hive_type, queen_year, install_date, status) VALUES (10, 3, 'VP-03', 'AŽ', 2019, '2019-05-01', 'active');
INSERT INTO hives (hive_id, apiary_id, hive_code, hive_type, queen_year, install_date, status) VALUES (11, 4, 'SO-01', 'AŽ', 2023, '2022-03-28', 'active');
INSERT INTO hives (hive_id, apiary_id, hive_code, hive_type, queen_year, install_date, status) VALUES (12, 4, 'SO-02', 'AŽ', 2024, '2024-03-07', 'lost');
INSERT INTO hives (hive_id, apiary_id, hive_code, hive_type, queen_year, install_date, status) VALUES (13, 5, 'LV-01', 'Dadant', 2022, '2019-06-23', 'active');
INSERT INTO hives (hive_id, apiary_id, hive_code, hive_type, queen_year, install_date, status) VALUES (14, 5, 'LV-02', 'AŽ', 2024, '2022-04-25', 'active');
INSERT INTO hives (hive_id, apiary_id, hive_code, hive_type, queen_year, install_date, status) VALUES (15, 5, 'LV-03', 'AŽ', 2022, '2016-05-01', 'active');
INSERT INTO hives (hive_id, apiary_id, hive_code, hive_type, queen_year, install_date, status) VALUES (16, 6, 'SH-01', 'Langstroth', 2021, '2021-04-23', 'active');
INSERT INTO hives (hive_id, apiary_id, hive_code, hive_type, queen_year, install_date, status) VALUES (17, 6, 'SH-02', 'Dadant', 2023, '2021-05-03', 'active');
INSERT INTO hives (hive_id, apiary_id, hive_code, hive_type, queen_year, install_date, status) VALUES (18, 7, 'SS-01', 'Langstroth', 2022, '2019-06-21', 'active');
INSERT INTO hives (hive_id, apiary_id, hive_code, hive_type, queen_year, install_date, status) VALUES (19, 7, 'SS-02', 'AŽ', 2024, '2020-03-09', 'active');
INSERT INTO hives (hive_id, apiary_id, hive_code, hive_type, queen_year, install_date, status) VALUES (20, 7, 'SS-03', 'AŽ', 2024, '2020-04-13', 'active');
INSERT INTO hives (hive_id, apiary_id, hive_code, hive_type, queen_year, install_date, status) VALUES (21, 8, 'JF-01', 'Dadant', 2023, '2016-04-22', 'active');
INSERT INTO hives (hive_id, apiary_id, hive_code, hive_type, queen_year, install_date, status) VALUES (22, 8, 'JF-02', 'AŽ', 2023, '2021-05-27', 'active');
INSERT INTO hives (hive_id, apiary_id, hive_code, hive_type, queen_year, install_date, status) VALUES (23, 8, 'JF-03', 'Dadant', 2024, '2013-04-19', 'active');
INSERT INTO hives (hive_id, apiary_id, hive_code, hive_type, queen_year, install_date, status) VALUES (24, 9, 'BL-01', 'Dadant', 2024, '2023-05-20', 'active');
INSERT INTO hives (hive_id, apiary_id, hive_code, hive_type, queen_year, install_date, status) VALUES (25, 9, 'BL-02', 'AŽ', 2024, '2024-04-28', 'active');
INSERT INTO hives (hive_id, apiary_id, hive_code, hive_type, queen_year, install_date, status) VALUES (26, 10, 'DC-01', 'AŽ', 2024, '2020-04-27', 'active');
INSERT INTO hives (hive_id, apiary_id, hive_code, hive_type, queen_year, install_date, status) VALUES (27, 10, 'DC-02', 'Dadant', 2022, '2018-04-22', 'inactive');
INSERT INTO hives (hive_id, apiary_id, hive_code, hive_type, queen_year, install_date, status) VALUES (28, 10, 'DC-03', 'Dadant', 2019, '2017-06-02', 'active');
INSERT INTO hives (hive_id, apiary_id, hive_code, hive_type, queen_year, install_date, status) VALUES (29, 11, 'KB-01', 'Langstroth', 2024, '2022-04-26', 'active');
INSERT INTO hives (hive_id, apiary_id, hive_code, hive_type, queen_year, install_date, status) VALUES (30, 11, 'KB-02', 'AŽ', 2024, '2024-06-10', 'lost');
INSERT INTO hives (hive_id, apiary_id, hive_code, hive_type, queen_year, install_date, status) VALUES (31, 12, 'RL-01', 'Dadant', 2023, '2014-04-16', 'active');
INSERT INTO hives (hive_id, apiary_id, hive_code, hive_type, queen_year, install_date, status) VALUES (32, 12, 'RL-02', 'Langstroth', 2021, '2015-05-09', 'lost');
INSERT INTO hives (hive_id, apiary_id, hive_code, hive_type, queen_year, install_date, status) VALUES (33, 12, 'RL-03', 'AŽ', 2024, '2023-03-03', 'active');
INSERT INTO hives (hive_id, apiary_id, hive_code, hive_type, queen_year, install_date, status) VALUES (34, 12, 'RL-04', 'Dadant', 2021, '2012-03-06', 'active');
INSERT INTO hives (hive_id, apiary_id, hive_code, hive_type, queen_year, install_date, status) VALUES (35, 13, 'VF-01', 'AŽ', 2020, '2019-03-12', 'inactive');
INSERT INTO hives (hive_id, apiary_id, hive_code, hive_type, queen_year, install_date, status) VALUES (36, 13, 'VF-02', 'Langstroth', 2023, '2023-04-19', 'lost');
INSERT INTO hives (hive_id, apiary_id, hive_code, hive_type, queen_year, install_date, status) VALUES (37, 13, 'VF-03', 'AŽ', 2020, '2020-05-02', 'active');
INSERT INTO hives (hive_id, apiary_id, hive_code, hive_type, queen_year, install_date, status) VALUES (38, 14, 'BB-01', 'AŽ', 2023, '2022-03-24', 'active');
INSERT INTO hives (hive_id, apiary_id, hive_code, hive_type, queen_year, install_date, status) VALUES (39, 14, 'BB-02', 'Dadant', 2021, '2016-06-18', 'active');
INSERT INTO hives (hive_id, apiary_id, hive_code, hive_type, queen_year, install_date, status) VALUES (40, 14, 'BB-03', 'AŽ', 2019, '2017-05-12', 'active');
INSERT INTO hives (hive_id, apiary_id, hive_code, hive_type, queen_year, install_date, status) VALUES (41, 15, 'KG-01', 'Dadant', 2024, '2023-03-28', 'active');
INSERT INTO hives (hive_id, apiary_id, hive_code, hive_type, queen_year, install_date, status) VALUES (42, 15, 'KG-02', 'AŽ', 2023, '2023-06-19', 'active');
INSERT INTO hives (hive_id, apiary_id, hive_code, hive_type, queen_year, install_date, status) VALUES (43, 16, 'RP-01', 'Langstroth', 2022, '2018-03-09', 'active');
INSERT INTO hives (hive_id, apiary_id, hive_code, hive_type, queen_year, install_date, status) VALUES (44, 16, 'RP-02', 'AŽ', 2024, '2023-06-15', 'inactive');

INSERT INTO honey_harvests (harvest_id, hive_id, harvest_date, honey_type, weight_kg, moisture_pct, wholesale_price_per_kg, retail_price_per_kg) VALUES (1, 6, '2022-05-23', 'wildflower', 17.7, 15.7, 6.71, 11.85);
INSERT INTO honey_harvests (harvest_id, hive_id, harvest_date, honey_type, weight_kg, moisture_pct, wholesale_price_per_kg, retail_price_per_kg) VALUES (2, 32, '2022-06-03', 'wildflower', 14.0, 18.3, 6.69, 11.2);
INSERT INTO honey_harvests (harvest_id, hive_id, harvest_date, honey_type, weight_kg, moisture_pct, wholesale_price_per_kg, retail_price_per_kg) VALUES (3, 26, '2022-06-08', 'wildflower', 20.0, 17.8, 7.42, 12.84);
INSERT INTO honey_harvests (harvest_id, hive_id, harvest_date, honey_type, weight_kg, moisture_pct, wholesale_price_per_kg, retail_price_per_kg) VALUES (4, 28, '2022-06-18', 'linden', 26.1, 18.3, 8.45, 12.34);
INSERT INTO honey_harvests (harvest_id, hive_id, harvest_date, honey_type, weight_kg, moisture_pct, wholesale_price_per_kg, retail_price_per_kg) VALUES (5, 32, '2022-06-26', 'acacia', 23.7, 18.7, 9.14, 15.47);
INSERT INTO honey_harvests (harvest_id, hive_id, harvest_date, honey_type, weight_kg, moisture_pct, wholesale_price_per_kg, retail_price_per_kg) VALUES (6, 13, '2022-07-08', 'linden', 30.2, 17.6, 7.66, 11.85);
INSERT INTO honey_harvests (harvest_id, hive_id, harvest_date, honey_type, weight_kg, moisture_pct, wholesale_price_per_kg, retail_price_per_kg) VALUES (7, 14, '2022-07-20', 'wildflower', 21.2, 17.8, 6.56, 12.21);
INSERT INTO honey_harvests (harvest_id, hive_id, harvest_date, honey_type, weight_kg, moisture_pct, wholesale_price_per_kg, retail_price_per_kg) VALUES (8, 14, '2022-08-03', 'chestnut', 23.6, 16.9, 8.12, 13.98);
INSERT INTO honey_harvests (harvest_id, hive_id, harvest_date, honey_type, weight_kg, moisture_pct, wholesale_price_per_kg, retail_price_per_kg) VALUES (9, 13, '2022-08-09', 'forest', 8.7, 19.0, 9.06, 13.5);
INSERT INTO honey_harvests (harvest_id, hive_id, harvest_date, honey_type, weight_kg, moisture_pct, wholesale_price_per_kg, retail_price_per_kg) VALUES (10, 6, '2022-08-17', 'fir', 16.9, 17.3, 11.53, 19.54);
INSERT INTO honey_harvests (harvest_id, hive_id, harvest_date, honey_type, weight_kg, moisture_pct, wholesale_price_per_kg, retail_price_per_kg) VALUES (11, 35, '2023-05-04', 'wildflower', 8.7, 17.8, 7.23, 13.15);
INSERT INTO honey_harvests (harvest_id, hive_id, harvest_date, honey_type, weight_kg, moisture_pct, wholesale_price_per_kg, retail_price_per_kg) VALUES (12, 39, '2023-05-18', 'acacia', 16.1, 18.3, 9.56, 15.34);
INSERT INTO honey_harvests (harvest_id, hive_id, harvest_date, honey_type, weight_kg, moisture_pct, wholesale_price_per_kg, retail_price_per_kg) VALUES (13, 34, '2023-05-23', 'wildflower', 34.0, 18.8, 7.76, 12.94);
INSERT INTO honey_harvests (harvest_id, hive_id, harvest_date, honey_type, weight_kg, moisture_pct, wholesale_price_per_kg, retail_price_per_kg) VALUES (14, 39, '2023-06-07', 'wildflower', 6.7, 18.5, 7.54, 14.0);
INSERT INTO honey_harvests (harvest_id, hive_id, harvest_date, honey_type, weight_kg, moisture_pct, wholesale_price_per_kg, retail_price_per_kg) VALUES (15, 31, '2023-06-11', 'linden', 19.5, 16.3, 7.94, 12.13);
INSERT INTO honey_harvests (harvest_id, hive_id, harvest_date, honey_type, weight_kg, moisture_pct, wholesale_price_per_kg, retail_price_per_kg) VALUES (16, 21, '2023-06-22', 'wildflower', 10.4, 16.7, 7.61, 13.02);
INSERT INTO honey_harvests (harvest_id, hive_id, harvest_date, honey_type, weight_kg, moisture_pct, wholesale_price_per_kg, retail_price_per_kg) VALUES (17, 31, '2023-06-29', 'linden', 9.8, 18.2, 7.89, 11.78);
INSERT INTO honey_harvests (harvest_id, hive_id, harvest_date, honey_type, weight_kg, moisture_pct, wholesale_price_per_kg, retail_price_per_kg) VALUES (18, 1, '2023-07-03', 'wildflower', 16.9, 17.2, 7.23, 11.17);
INSERT INTO honey_harvests (harvest_id, hive_id, harvest_date, honey_type, weight_kg, moisture_pct, wholesale_price_per_kg, retail_price_per_kg) VALUES (19, 40, '2023-07-03', 'linden', 16.4, 18.0, 7.85, 12.09);
INSERT INTO honey_harvests (harvest_id, hive_id, harvest_date, honey_type, weight_kg, moisture_pct, wholesale_price_per_kg, retail_price_per_kg) VALUES (20, 8, '2023-07-08', 'linden', 17.4, 17.0, 8.24, 15.37);
INSERT INTO honey_harvests (harvest_id, hive_id, harvest_date, honey_type, weight_kg, moisture_pct, wholesale_price_per_kg, retail_price_per_kg) VALUES (21, 37, '2023-07-21', 'wildflower', 22.9, 16.0, 7.75, 12.37);
INSERT INTO honey_harvests (harvest_id, hive_id, harvest_date, honey_type, weight_kg, moisture_pct, wholesale_price_per_kg, retail_price_per_kg) VALUES (22, 8, '2023-07-22', 'wildflower', 8.4, 18.8, 7.85, 14.59);
INSERT INTO honey_harvests (harvest_id, hive_id, harvest_date, honey_type, weight_kg, moisture_pct, wholesale_price_per_kg, retail_price_per_kg) VALUES (23, 35, '2023-07-23', 'linden', 32.3, 17.8, 8.03, 13.76);
INSERT INTO honey_harvests (harvest_id, hive_id, harvest_date, honey_type, weight_kg, moisture_pct, wholesale_price_per_kg, retail_price_per_kg) VALUES (24, 13, '2023-09-04', 'forest', 15.5, 18.5, 9.64, 14.48);
INSERT INTO honey_harvests (harvest_id, hive_id, harvest_date, honey_type, weight_kg, moisture_pct, wholesale_price_per_kg, retail_price_per_kg) VALUES (25, 43, '2023-09-07', 'fir', 26.8, 16.2, 11.92, 18.0);
INSERT INTO honey_harvests (harvest_id, hive_id, harvest_date, honey_type, weight_kg, moisture_pct, wholesale_price_per_kg, retail_price_per_kg) VALUES (26, 1, '2023-09-23', 'forest', 15.2, 17.6, 9.74, 16.01);
INSERT INTO honey_harvests (harvest_id, hive_id, harvest_date, honey_type, weight_kg, moisture_pct, wholesale_price_per_kg, retail_price_per_kg) VALUES (27, 34, '2023-09-26', 'forest', 11.1, 16.4, 9.52, 17.22);
INSERT INTO honey_harvests (harvest_id, hive_id, harvest_date, honey_type, weight_kg, moisture_pct, wholesale_price_per_kg, retail_price_per_kg) VALUES (28, 23, '2024-05-02', 'wildflower', 14.4, 16.0, 8.37, 15.87);
INSERT INTO honey_harvests (harvest_id, hive_id, harvest_date, honey_type, weight_kg, moisture_pct, wholesale_price_per_kg, retail_price_per_kg) VALUES (29, 12, '2024-05-12', 'wildflower', 31.3, 15.8, 7.63, 14.36);
INSERT INTO honey_harvests (harvest_id, hive_id, harvest_date, honey_type, weight_kg, moisture_pct, wholesale_price_per_kg, retail_price_per_kg) VALUES (30, 4, '2024-05-15', 'acacia', 14.4, 16.4, 9.79, 15.0);
INSERT INTO honey_harvests (harvest_id, hive_id, harvest_date, honey_type, weight_kg, moisture_pct, wholesale_price_per_kg, retail_price_per_kg) VALUES (31, 18, '2024-05-22', 'wildflower', 8.2, 17.6, 7.9, 12.21);
INSERT INTO honey_harvests (harvest_id, hive_id, harvest_date, honey_type, weight_kg, moisture_pct, wholesale_price_per_kg, retail_price_per_kg) VALUES (32, 5, '2024-05-24', 'acacia', 9.3, 17.1, 9.99, 15.0);
INSERT INTO honey_harvests (harvest_id, hive_id, harvest_date, honey_type, weight_kg, moisture_pct, wholesale_price_per_kg, retail_price_per_kg) VALUES (33, 42, '2024-05-24', 'acacia', 33.4, 15.7, 9.49, 13.81);
INSERT INTO honey_harvests (harvest_id, hive_id, harvest_date, honey_type, weight_kg, moisture_pct, wholesale_price_per_kg, retail_price_per_kg) VALUES (34, 16, '2024-05-25', 'wildflower', 9.0, 16.5, 7.83, 13.13);
INSERT INTO honey_harvests (harvest_id, hive_id, harvest_date, honey_type, weight_kg, moisture_pct, wholesale_price_per_kg, retail_price_per_kg) VALUES (35, 16, '2024-06-02', 'acacia', 27.3, 18.1, 9.31, 14.58);
INSERT INTO honey_harvests (harvest_id, hive_id, harvest_date, honey_type, weight_kg, moisture_pct, wholesale_price_per_kg, retail_price_per_kg) VALUES (36, 26, '2024-06-03', 'linden', 13.7, 16.9, 8.95, 14.65);
INSERT INTO honey_harvests (harvest_id, hive_id, harvest_date, honey_type, weight_kg, moisture_pct, wholesale_price_per_kg, retail_price_per_kg) VALUES (37, 2, '2024-06-13', 'linden', 20.6, 18.8, 8.42, 13.89);
INSERT INTO honey_harvests (harvest_id, hive_id, harvest_date, honey_type, weight_kg, moisture_pct, wholesale_price_per_kg, retail_price_per_kg) VALUES (38, 19, '2024-06-16', 'wildflower', 24.1, 17.7, 8.1, 15.23);
INSERT INTO honey_harvests (harvest_id, hive_id, harvest_date, honey_type, weight_kg, moisture_pct, wholesale_price_per_kg, retail_price_per_kg) VALUES (39, 2, '2024-06-20', 'linden', 16.8, 19.2, 8.76, 16.53);
INSERT INTO honey_harvests (harvest_id, hive_id, harvest_date, honey_type, weight_kg, moisture_pct, wholesale_price_per_kg, retail_price_per_kg) VALUES (40, 41, '2024-07-03', 'wildflower', 30.0, 17.7, 8.02, 13.18);
INSERT INTO honey_harvests (harvest_id, hive_id, harvest_date, honey_type, weight_kg, moisture_pct, wholesale_price_per_kg, retail_price_per_kg) VALUES (41, 31, '2024-07-04', 'linden', 19.8, 16.7, 8.78, 13.97);
INSERT INTO honey_harvests (harvest_id, hive_id, harvest_date, honey_type, weight_kg, moisture_pct, wholesale_price_per_kg, retail_price_per_kg) VALUES (42, 13, '2024-07-12', 'linden', 20.9, 17.4, 8.62, 16.1);
INSERT INTO honey_harvests (harvest_id, hive_id, harvest_date, honey_type, weight_kg, moisture_pct, wholesale_price_per_kg, retail_price_per_kg) VALUES (43, 25, '2024-07-14', 'wildflower', 24.6, 18.4, 7.33, 13.18);
INSERT INTO honey_harvests (harvest_id, hive_id, harvest_date, honey_type, weight_kg, moisture_pct, wholesale_price_per_kg, retail_price_per_kg) VALUES (44, 42, '2024-07-15', 'chestnut', 22.4, 18.0, 9.29, 16.33);
INSERT INTO honey_harvests (harvest_id, hive_id, harvest_date, honey_type, weight_kg, moisture_pct, wholesale_price_per_kg, retail_price_per_kg) VALUES (45, 42, '2024-07-17', 'wildflower', 7.5, 16.8, 7.78, 13.32);
INSERT INTO honey_harvests (harvest_id, hive_id, harvest_date, honey_type, weight_kg, moisture_pct, wholesale_price_per_kg, retail_price_per_kg) VALUES (46, 44, '2024-07-27', 'wildflower', 26.2, 16.8, 8.26, 12.81);
INSERT INTO honey_harvests (harvest_id, hive_id, harvest_date, honey_type, weight_kg, moisture_pct, wholesale_price_per_kg, retail_price_per_kg) VALUES (47, 30, '2024-07-30', 'wildflower', 26.1, 16.6, 8.21, 12.07);
INSERT INTO honey_harvests (harvest_id, hive_id, harvest_date, honey_type, weight_kg, moisture_pct, wholesale_price_per_kg, retail_price_per_kg) VALUES (48, 44, '2024-08-05', 'fir', 30.9, 16.3, 12.23, 18.8);
INSERT INTO honey_harvests (harvest_id, hive_id, harvest_date, honey_type, weight_kg, moisture_pct, wholesale_price_per_kg, retail_price_per_kg) VALUES (49, 38, '2024-08-14', 'forest', 8.8, 18.7, 10.89, 16.5);
INSERT INTO honey_harvests (harvest_id, hive_id, harvest_date, honey_type, weight_kg, moisture_pct, wholesale_price_per_kg, retail_price_per_kg) VALUES (50, 34, '2024-08-16', 'fir', 32.9, 16.5, 12.15, 17.89);
INSERT INTO honey_harvests (harvest_id, hive_id, harvest_date, honey_type, weight_kg, moisture_pct, wholesale_price_per_kg, retail_price_per_kg) VALUES (51, 41, '2024-08-18', 'fir', 25.7, 16.4, 12.05, 21.8);
INSERT INTO honey_harvests (harvest_id, hive_id, harvest_date, honey_type, weight_kg, moisture_pct, wholesale_price_per_kg, retail_price_per_kg) VALUES (52, 22, '2024-08-25', 'chestnut', 17.7, 16.0, 9.83, 15.83);
INSERT INTO honey_harvests (harvest_id, hive_id, harvest_date, honey_type, weight_kg, moisture_pct, wholesale_price_per_kg, retail_price_per_kg) VALUES (53, 10, '2024-09-09', 'fir', 10.3, 17.0, 11.47, 18.78);
INSERT INTO honey_harvests (harvest_id, hive_id, harvest_date, honey_type, weight_kg, moisture_pct, wholesale_price_per_kg, retail_price_per_kg) VALUES (54, 34, '2024-09-09', 'fir', 22.8, 18.0, 12.12, 19.56);
INSERT INTO honey_harvests (harvest_id, hive_id, harvest_date, honey_type, weight_kg, moisture_pct, wholesale_price_per_kg, retail_price_per_kg) VALUES (55, 35, '2024-09-17', 'forest', 26.8, 18.7, 9.96, 15.74);
INSERT INTO honey_harvests (harvest_id, hive_id, harvest_date, honey_type, weight_kg, moisture_pct, wholesale_price_per_kg, retail_price_per_kg) VALUES (56, 19, '2024-09-21', 'forest', 9.6, 17.4, 10.4, 16.52);
