-- solar_installs: a rooftop solar installer working in three cities.
-- Jobs are kept in one table per city (installations_leeds, installations_york,
-- installations_sheffield, identical columns); the city appears only in the table name,
-- the district column holds a neighbourhood of that city.
PRAGMA foreign_keys = ON;
BEGIN TRANSACTION;

CREATE TABLE panel_models (
    panel_model_id INTEGER PRIMARY KEY,
    manufacturer TEXT NOT NULL,
    model_name TEXT NOT NULL,
    watts_peak INTEGER NOT NULL,
    warranty_years INTEGER NOT NULL,
    unit_cost REAL NOT NULL  -- what the installer pays per panel
);

CREATE TABLE crews (
    crew_id INTEGER PRIMARY KEY,
    crew_name TEXT NOT NULL,
    lead_first_name TEXT NOT NULL,
    lead_last_name TEXT NOT NULL,
    mcs_certified INTEGER NOT NULL CHECK (mcs_certified IN (0, 1)),
    formed_date TEXT NOT NULL
);

CREATE TABLE installations_leeds (
    install_id INTEGER PRIMARY KEY,
    customer_name TEXT NOT NULL,
    district TEXT NOT NULL,
    panel_model_id INTEGER NOT NULL REFERENCES panel_models (panel_model_id),
    crew_id INTEGER NOT NULL REFERENCES crews (crew_id),
    panel_count INTEGER NOT NULL,
    inverter_brand TEXT NOT NULL,
    quoted_price REAL NOT NULL,
    final_price REAL,     -- NULL = not invoiced yet
    survey_date TEXT NOT NULL,
    install_date TEXT,    -- NULL = not installed yet
    battery_included INTEGER NOT NULL CHECK (battery_included IN (0, 1))
);

CREATE TABLE installations_york (
    install_id INTEGER PRIMARY KEY,
    customer_name TEXT NOT NULL,
    district TEXT NOT NULL,
    panel_model_id INTEGER NOT NULL REFERENCES panel_models (panel_model_id),
    crew_id INTEGER NOT NULL REFERENCES crews (crew_id),
    panel_count INTEGER NOT NULL,
    inverter_brand TEXT NOT NULL,
    quoted_price REAL NOT NULL,
    final_price REAL,     -- NULL = not invoiced yet
    survey_date TEXT NOT NULL,
    install_date TEXT,    -- NULL = not installed yet
    battery_included INTEGER NOT NULL CHECK (battery_included IN (0, 1))
);

CREATE TABLE installations_sheffield (
    install_id INTEGER PRIMARY KEY,
    customer_name TEXT NOT NULL,
    district TEXT NOT NULL,
    panel_model_id INTEGER NOT NULL REFERENCES panel_models (panel_model_id),
    crew_id INTEGER NOT NULL REFERENCES crews (crew_id),
    panel_count INTEGER NOT NULL,
    inverter_brand TEXT NOT NULL,
    quoted_price REAL NOT NULL,
    final_price REAL,     -- NULL = not invoiced yet
    survey_date TEXT NOT NULL,
    install_date TEXT,    -- NULL = not installed yet
    battery_included INTEGER NOT NULL CHECK (battery_included IN (0, 1))
);

INSERT INTO panel_models VALUES (1, 'Voltra', 'VX-380', 380, 25, 118.00);
INSERT INTO panel_models VALUES (2, 'Voltra', 'VX-410', 410, 25, 132.00);
INSERT INTO panel_models VALUES (3, 'Voltra', 'VX-440 Black', 440, 30, 155.00);
INSERT INTO panel_models VALUES (4, 'Helionis', 'H-Series 400', 400, 25, 124.00);
INSERT INTO panel_models VALUES (5, 'Helionis', 'H-Series 430', 430, 25, 141.00);
INSERT INTO panel_models VALUES (6, 'Helionis', 'HelioMax 455', 455, 30, 168.00);
INSERT INTO panel_models VALUES (7, 'SunForge', 'SF Mono 375', 375, 20, 98.00);
INSERT INTO panel_models VALUES (8, 'SunForge', 'SF Mono 405', 405, 20, 109.00);
INSERT INTO panel_models VALUES (9, 'SunForge', 'SF Bifacial 420', 420, 25, 129.00);
INSERT INTO panel_models VALUES (10, 'Brightcell', 'BC One 390', 390, 25, 112.00);
INSERT INTO panel_models VALUES (11, 'Brightcell', 'BC One 415', 415, 25, 121.00);
INSERT INTO panel_models VALUES (12, 'Brightcell', 'BC Pro 445', 445, 30, 162.00);
INSERT INTO panel_models VALUES (13, 'Northlight', 'NL 360', 360, 15, 89.00);
INSERT INTO panel_models VALUES (14, 'Northlight', 'NL 400 Plus', 400, 20, 104.00);
INSERT INTO panel_models VALUES (15, 'Voltra', 'VX-470 Pro', 470, 30, 179.00);

INSERT INTO crews VALUES (1, 'Team Aire', 'Kwame', 'Mensah', 1, '2019-04-01');
INSERT INTO crews VALUES (2, 'Ouse Valley Sparks', 'Daniel', 'Whitaker', 1, '2018-09-15');
INSERT INTO crews VALUES (3, 'Rooftop Rangers', 'Laura', 'Finch', 1, '2020-02-10');
INSERT INTO crews VALUES (4, 'Ridge Line', 'Ryan', 'Holt', 1, '2021-06-01');
INSERT INTO crews VALUES (5, 'Bright Side Crew', 'Priya', 'Shah', 0, '2022-03-14');
INSERT INTO crews VALUES (6, 'Amp Squad', 'Tom', 'Baxter', 1, '2021-01-18');
INSERT INTO crews VALUES (7, 'Daylight Fitters', 'Megan', 'Cole', 0, '2022-08-22');
INSERT INTO crews VALUES (8, 'Steel Sun', 'Amy', 'Whitaker', 1, '2019-11-05');
INSERT INTO crews VALUES (9, 'Skyward Crew', 'Ivan', 'Petrov', 1, '2020-07-27');
INSERT INTO crews VALUES (10, 'Hilltop Electric', 'Sara', 'Lindqvist', 0, '2023-01-09');
INSERT INTO crews VALUES (11, 'Greenwire', 'Jaspreet', 'Kaur', 1, '2023-05-02');
INSERT INTO crews VALUES (12, 'Solstice Team', 'Ewan', 'Doherty', 0, '2024-02-19');
INSERT INTO crews VALUES (13, 'Sunbeam Crew', 'Lily', 'Chen', 1, '2024-06-03');
INSERT INTO crews VALUES (14, 'Meridian Installs', 'Mohammed', 'Iqbal', 1, '2024-09-16');
INSERT INTO crews VALUES (15, 'Northern Arc', 'Hannah', 'Booth', 0, '2025-01-06');

INSERT INTO installations_leeds VALUES (101, 'Grace Okafor', 'Headingley', 4, 1, 10, 'Invexa', 6850, 6790, '2024-01-15', '2024-02-20', 0);
INSERT INTO installations_leeds VALUES (102, 'Peter Okafor', 'Roundhay', 2, 3, 14, 'Voltra', 9950, 10240, '2024-01-22', '2024-03-05', 1);
INSERT INTO installations_leeds VALUES (103, 'Hollie Barnes', 'Chapel Allerton', 9, 1, 12, 'GridPoint', 8400, 8400, '2024-02-02', '2024-03-14', 0);
INSERT INTO installations_leeds VALUES (104, 'Asif Rahman', 'Armley', 7, 5, 8, 'Sunverter', 4900, 4750, '2024-02-19', '2024-03-28', 0);
INSERT INTO installations_leeds VALUES (105, 'Rebecca Lyons', 'Horsforth', 12, 3, 16, 'Voltra', 13600, 14150, '2024-03-04', '2024-04-22', 1);
INSERT INTO installations_leeds VALUES (106, 'Martin Cole', 'Roundhay', 5, 1, 12, 'Invexa', 9100, 9100, '2024-03-18', '2024-05-02', 1);
INSERT INTO installations_leeds VALUES (107, 'Naomi Fisher', 'Headingley', 10, 6, 9, 'GridPoint', 5600, 5480, '2024-04-08', '2024-05-21', 0);
INSERT INTO installations_leeds VALUES (108, 'Stuart Hale', 'Armley', 13, 5, 10, 'Sunverter', 4850, 4850, '2024-05-13', '2024-06-18', 0);
INSERT INTO installations_leeds VALUES (109, 'Joanne Pike', 'Chapel Allerton', 6, 1, 14, 'Voltra', 12400, 12950, '2024-06-03', '2024-07-15', 1);
INSERT INTO installations_leeds VALUES (110, 'Ali Hassan', 'Horsforth', 11, 3, 12, 'Invexa', 8200, 8200, '2024-07-01', '2024-08-12', 0);
INSERT INTO installations_leeds VALUES (111, 'Karen Doyle', 'Roundhay', 3, 1, 18, 'Voltra', 15800, 15250, '2024-08-19', '2024-09-30', 1);
INSERT INTO installations_leeds VALUES (112, 'Daniel Shaw', 'Headingley', 8, 6, 10, 'GridPoint', 5900, 5900, '2024-09-09', '2024-10-21', 0);
INSERT INTO installations_leeds VALUES (113, 'Priti Desai', 'Armley', 14, 5, 12, 'Sunverter', 6300, NULL, '2024-10-14', '2024-11-25', 0);
INSERT INTO installations_leeds VALUES (114, 'Lewis Grant', 'Chapel Allerton', 1, 3, 11, 'Invexa', 7200, 7350, '2024-11-04', '2025-01-13', 1);
INSERT INTO installations_leeds VALUES (115, 'Sophie Marsh', 'Horsforth', 4, 1, 13, 'Voltra', 9400, 9400, '2025-01-20', '2025-03-03', 1);
INSERT INTO installations_leeds VALUES (116, 'Emeka Obi', 'Roundhay', 9, 6, 10, 'GridPoint', 7100, NULL, '2025-02-17', '2025-04-01', 0);
INSERT INTO installations_leeds VALUES (117, 'Victoria Hurst', 'Headingley', 15, 3, 20, 'Voltra', 16200, NULL, '2025-03-10', NULL, 1);
INSERT INTO installations_leeds VALUES (118, 'Callum Ward', 'Armley', 7, 5, 9, 'Sunverter', 5200, NULL, '2025-03-24', NULL, 0);

INSERT INTO installations_york VALUES (201, 'Helen Marsh', 'Acomb', 2, 2, 12, 'Invexa', 8900, 8900, '2024-01-10', '2024-02-26', 0);
INSERT INTO installations_york VALUES (202, 'Robert Ingram', 'Heworth', 10, 4, 10, 'Voltra', 6200, 6100, '2024-01-29', '2024-03-11', 0);
INSERT INTO installations_york VALUES (203, 'Ayesha Khan', 'Fulford', 1, 2, 14, 'Voltra', 9800, 9950, '2024-02-12', '2024-03-25', 1);
INSERT INTO installations_york VALUES (204, 'Gareth Lloyd', 'Clifton', 7, 7, 8, 'Sunverter', 4700, 4700, '2024-03-04', '2024-04-15', 0);
INSERT INTO installations_york VALUES (205, 'Mei Lin', 'Haxby', 5, 2, 12, 'GridPoint', 9300, 9300, '2024-03-18', '2024-05-07', 1);
INSERT INTO installations_york VALUES (206, 'Frances Tate', 'Acomb', 3, 4, 16, 'Invexa', 14300, 14620, '2024-04-15', '2024-05-28', 1);
INSERT INTO installations_york VALUES (207, 'Oliver Stone', 'Heworth', 11, 7, 10, 'Voltra', 6900, 6900, '2024-05-06', '2024-06-17', 0);
INSERT INTO installations_york VALUES (208, 'Bethany Rowe', 'Fulford', 13, 7, 9, 'Sunverter', 4300, 4200, '2024-06-10', '2024-07-22', 0);
INSERT INTO installations_york VALUES (209, 'Kieran Nash', 'Clifton', 6, 2, 14, 'GridPoint', 12700, 12700, '2024-07-08', '2024-08-19', 1);
INSERT INTO installations_york VALUES (210, 'Lucy Ingram', 'Haxby', 2, 4, 12, 'Voltra', 8800, 8800, '2024-08-05', '2024-09-16', 0);
INSERT INTO installations_york VALUES (211, 'Samir Aziz', 'Acomb', 9, 7, 11, 'GridPoint', 7500, 7650, '2024-09-02', '2024-10-14', 1);
INSERT INTO installations_york VALUES (212, 'Ella Dawson', 'Heworth', 12, 2, 15, 'Invexa', 12900, 12900, '2024-10-07', '2024-11-18', 1);
INSERT INTO installations_york VALUES (213, 'Hugo Fenwick', 'Fulford', 4, 4, 10, 'Voltra', 6900, 6900, '2024-11-11', '2025-01-27', 0);
INSERT INTO installations_york VALUES (214, 'Rachel Moss', 'Clifton', 8, 7, 12, 'Sunverter', 6100, NULL, '2025-01-13', NULL, 0);
INSERT INTO installations_york VALUES (215, 'Tariq Butt', 'Haxby', 15, 2, 16, 'GridPoint', 15100, NULL, '2025-02-03', NULL, 1);
INSERT INTO installations_york VALUES (216, 'Nora Quigley', 'Acomb', 10, 4, 11, 'Invexa', 7000, 7000, '2025-02-24', '2025-04-07', 0);
INSERT INTO installations_york VALUES (217, 'Dylan Hart', 'Heworth', 1, 7, 9, 'Voltra', 6300, NULL, '2025-03-17', NULL, 0);

INSERT INTO installations_sheffield VALUES (301, 'Andrew Pratt', 'Ecclesall', 6, 8, 14, 'GridPoint', 12600, 12600, '2024-01-08', '2024-02-19', 1);
INSERT INTO installations_sheffield VALUES (302, 'Julia Hobbs', 'Crookes', 8, 9, 10, 'Sunverter', 5800, 5800, '2024-01-24', '2024-03-04', 0);
INSERT INTO installations_sheffield VALUES (303, 'Simon Kerr', 'Walkley', 10, 10, 9, 'Invexa', 5400, 5300, '2024-02-14', '2024-03-26', 0);
INSERT INTO installations_sheffield VALUES (304, 'Zara Ahmed', 'Hillsborough', 4, 8, 12, 'Voltra', 8700, 8950, '2024-03-06', '2024-04-16', 1);
INSERT INTO installations_sheffield VALUES (305, 'Graham Tully', 'Nether Edge', 12, 9, 16, 'GridPoint', 13900, 13900, '2024-03-27', '2024-05-08', 1);
INSERT INTO installations_sheffield VALUES (306, 'Amelia Frost', 'Crookes', 11, 10, 11, 'Invexa', 7300, 7300, '2024-04-17', '2024-05-29', 1);
INSERT INTO installations_sheffield VALUES (307, 'Patrick Lowe', 'Ecclesall', 3, 8, 18, 'Voltra', 16100, 16400, '2024-05-08', '2024-06-20', 1);
INSERT INTO installations_sheffield VALUES (308, 'Hayley Burns', 'Walkley', 7, 9, 8, 'Sunverter', 4650, 4650, '2024-06-05', '2024-07-10', 0);
INSERT INTO installations_sheffield VALUES (309, 'Dev Malhotra', 'Hillsborough', 14, 10, 10, 'Sunverter', 5250, 5100, '2024-07-03', '2024-08-14', 0);
INSERT INTO installations_sheffield VALUES (310, 'Imogen Reed', 'Nether Edge', 5, 8, 13, 'Invexa', 9700, 9700, '2024-08-07', '2024-09-18', 1);
INSERT INTO installations_sheffield VALUES (311, 'Connor Walsh', 'Crookes', 9, 9, 12, 'GridPoint', 8100, 8100, '2024-09-04', '2024-10-16', 0);
INSERT INTO installations_sheffield VALUES (312, 'Fiona Grey', 'Ecclesall', 2, 10, 12, 'Voltra', 8600, 8600, '2024-10-02', '2024-11-13', 0);
INSERT INTO installations_sheffield VALUES (313, 'Marcus Bell', 'Walkley', 4, 8, 11, 'Invexa', 8000, 8150, '2024-11-06', '2025-01-08', 1);
INSERT INTO installations_sheffield VALUES (314, 'Yusuf Ali', 'Hillsborough', 1, 9, 10, 'Voltra', 6700, NULL, '2025-01-15', '2025-02-26', 0);
INSERT INTO installations_sheffield VALUES (315, 'Ruth Pearce', 'Nether Edge', 6, 10, 15, 'GridPoint', 13300, NULL, '2025-02-05', NULL, 1);
INSERT INTO installations_sheffield VALUES (316, 'Owen Hardy', 'Crookes', 13, 8, 9, 'Sunverter', 4400, NULL, '2025-02-26', NULL, 0);
INSERT INTO installations_sheffield VALUES (317, 'Leah Fox', 'Walkley', 12, 9, 14, 'GridPoint', 12500, NULL, '2025-03-12', NULL, 1);
INSERT INTO installations_sheffield VALUES (318, 'Ben Holland', 'Ecclesall', 11, 10, 10, 'Invexa', 6900, NULL, '2025-03-26', NULL, 0);

COMMIT;
