-- allotment_society: invented data for a blind multi-turn NL-to-SQL test set
PRAGMA foreign_keys = ON;

CREATE TABLE members (
    member_id          INTEGER PRIMARY KEY,
    first_name         TEXT NOT NULL,
    last_name          TEXT NOT NULL,
    street             TEXT NOT NULL,   -- home address street
    joined_on          TEXT NOT NULL,   -- date they became a member
    waiting_list_since TEXT,            -- NULL = joined straight away, never waited
    concession         INTEGER NOT NULL, -- 1 = pays reduced rent (pensioner/student)
    committee_role     TEXT             -- NULL = not on the committee
);
CREATE TABLE plots (
    plot_id        INTEGER PRIMARY KEY,
    site           TEXT NOT NULL,       -- allotment site the plot is on
    plot_number    TEXT NOT NULL,
    size_sqm       REAL NOT NULL,
    annual_rent    REAL NOT NULL,
    water_charge   REAL NOT NULL,
    has_shed       INTEGER NOT NULL,
    member_id      INTEGER,             -- current tenant; NULL = plot is vacant
    tenancy_start  TEXT,                -- NULL when vacant
    FOREIGN KEY (member_id) REFERENCES members(member_id)
);
CREATE TABLE harvests (
    harvest_id     INTEGER PRIMARY KEY,
    plot_id        INTEGER NOT NULL,
    crop           TEXT NOT NULL,
    harvest_date   TEXT NOT NULL,
    weight_kg      REAL NOT NULL,
    entered_in_show INTEGER NOT NULL,   -- 1 = entered in the annual produce show
    FOREIGN KEY (plot_id) REFERENCES plots(plot_id)
);
CREATE TABLE inspections (
    inspection_id   INTEGER PRIMARY KEY,
    plot_id         INTEGER NOT NULL,
    inspector_id    INTEGER NOT NULL,   -- a member acting as inspector
    inspected_on    TEXT NOT NULL,
    cultivated_pct  INTEGER NOT NULL,   -- share of the plot under cultivation
    tidiness_score  INTEGER NOT NULL,   -- 1..10
    warning_issued  INTEGER NOT NULL,
    notes           TEXT,               -- NULL = nothing noted
    FOREIGN KEY (plot_id) REFERENCES plots(plot_id),
    FOREIGN KEY (inspector_id) REFERENCES members(member_id)
);

INSERT INTO members (member_id, first_name, last_name, street, joined_on, waiting_list_since, concession, committee_role) VALUES (1, 'Eileen', 'Brennan', 'Ashgrove', '2011-05-14', NULL, 1, 'chair');
INSERT INTO members (member_id, first_name, last_name, street, joined_on, waiting_list_since, concession, committee_role) VALUES (2, 'Tom', 'Brennan', 'Mill Road', '2019-03-02', '2016-11-20', 0, NULL);
INSERT INTO members (member_id, first_name, last_name, street, joined_on, waiting_list_since, concession, committee_role) VALUES (3, 'Harold', 'Pemberton', 'Station Road', '2010-10-15', NULL, 1, 'inspector');
INSERT INTO members (member_id, first_name, last_name, street, joined_on, waiting_list_since, concession, committee_role) VALUES (4, 'Joyce', 'Aldridge', 'Church Lane', '2021-03-07', NULL, 0, NULL);
INSERT INTO members (member_id, first_name, last_name, street, joined_on, waiting_list_since, concession, committee_role) VALUES (5, 'Vikram', 'Nair', 'Ashgrove', '2011-04-11', NULL, 1, NULL);
INSERT INTO members (member_id, first_name, last_name, street, joined_on, waiting_list_since, concession, committee_role) VALUES (6, 'Doreen', 'Cartwright', 'Mill Road', '2017-05-13', '2013-11-07', 0, NULL);
INSERT INTO members (member_id, first_name, last_name, street, joined_on, waiting_list_since, concession, committee_role) VALUES (7, 'Felix', 'Oduya', 'Orchard Way', '2010-06-19', NULL, 0, NULL);
INSERT INTO members (member_id, first_name, last_name, street, joined_on, waiting_list_since, concession, committee_role) VALUES (8, 'Marian', 'Lowe', 'Kiln Street', '2020-07-17', NULL, 1, 'treasurer');
INSERT INTO members (member_id, first_name, last_name, street, joined_on, waiting_list_since, concession, committee_role) VALUES (9, 'Stanley', 'Fairbrother', 'Station Road', '2013-12-23', '2013-07-10', 0, NULL);
INSERT INTO members (member_id, first_name, last_name, street, joined_on, waiting_list_since, concession, committee_role) VALUES (10, 'Priti', 'Desai', 'Church Lane', '2011-02-03', NULL, 1, NULL);
INSERT INTO members (member_id, first_name, last_name, street, joined_on, waiting_list_since, concession, committee_role) VALUES (11, 'Gareth', 'Llewellyn', 'Ashgrove', '2018-11-21', '2016-04-19', 0, NULL);
INSERT INTO members (member_id, first_name, last_name, street, joined_on, waiting_list_since, concession, committee_role) VALUES (12, 'Agnes', 'Whitcombe', 'Mill Road', '2010-09-24', NULL, 0, 'secretary');
INSERT INTO members (member_id, first_name, last_name, street, joined_on, waiting_list_since, concession, committee_role) VALUES (13, 'Declan', 'Moran', 'Orchard Way', '2014-07-24', '2013-10-22', 1, NULL);
INSERT INTO members (member_id, first_name, last_name, street, joined_on, waiting_list_since, concession, committee_role) VALUES (14, 'Beatrix', 'Holt', 'Kiln Street', '2021-07-10', '2018-11-24', 0, NULL);
INSERT INTO members (member_id, first_name, last_name, street, joined_on, waiting_list_since, concession, committee_role) VALUES (15, 'Colin', 'Spragg', 'Station Road', '2010-06-28', NULL, 1, NULL);
INSERT INTO members (member_id, first_name, last_name, street, joined_on, waiting_list_since, concession, committee_role) VALUES (16, 'Yusuf', 'Demir', 'Church Lane', '2021-11-05', NULL, 0, NULL);
INSERT INTO members (member_id, first_name, last_name, street, joined_on, waiting_list_since, concession, committee_role) VALUES (17, 'Wendy', 'Ashby', 'Ashgrove', '2011-12-10', NULL, 0, NULL);
INSERT INTO members (member_id, first_name, last_name, street, joined_on, waiting_list_since, concession, committee_role) VALUES (18, 'Rosa', 'Ferreira', 'Mill Road', '2014-03-03', '2010-05-22', 1, NULL);
INSERT INTO members (member_id, first_name, last_name, street, joined_on, waiting_list_since, concession, committee_role) VALUES (19, 'Ian', 'McAllister', 'Orchard Way', '2023-03-27', '2019-09-21', 0, 'inspector');
INSERT INTO members (member_id, first_name, last_name, street, joined_on, waiting_list_since, concession, committee_role) VALUES (20, 'Lorna', 'Tait', 'Kiln Street', '2010-07-20', NULL, 1, NULL);
INSERT INTO members (member_id, first_name, last_name, street, joined_on, waiting_list_since, concession, committee_role) VALUES (21, 'Percy', 'Gould', 'Station Road', '2022-02-08', '2018-07-30', 0, NULL);
INSERT INTO members (member_id, first_name, last_name, street, joined_on, waiting_list_since, concession, committee_role) VALUES (22, 'Hazel', 'Kemp', 'Church Lane', '2018-01-22', '2017-07-15', 0, NULL);
INSERT INTO members (member_id, first_name, last_name, street, joined_on, waiting_list_since, concession, committee_role) VALUES (23, 'Mehmet', 'Arslan', 'Ashgrove', '2014-02-14', '2013-08-13', 1, NULL);
INSERT INTO members (member_id, first_name, last_name, street, joined_on, waiting_list_since, concession, committee_role) VALUES (24, 'Judith', 'Okonkwo', 'Mill Road', '2021-08-25', NULL, 0, NULL);
INSERT INTO members (member_id, first_name, last_name, street, joined_on, waiting_list_since, concession, committee_role) VALUES (25, 'Neville', 'Bright', 'Orchard Way', '2012-02-24', '2010-04-12', 1, 'inspector');
INSERT INTO members (member_id, first_name, last_name, street, joined_on, waiting_list_since, concession, committee_role) VALUES (26, 'Sunita', 'Rao', 'Kiln Street', '2018-07-25', '2017-07-05', 0, NULL);
INSERT INTO members (member_id, first_name, last_name, street, joined_on, waiting_list_since, concession, committee_role) VALUES (27, 'Ralph', 'Dunmore', 'Station Road', '2021-04-16', '2020-05-20', 0, NULL);
INSERT INTO members (member_id, first_name, last_name, street, joined_on, waiting_list_since, concession, committee_role) VALUES (28, 'Bridget', 'Quinn', 'Church Lane', '2021-12-19', NULL, 1, NULL);
INSERT INTO members (member_id, first_name, last_name, street, joined_on, waiting_list_since, concession, committee_role) VALUES (29, 'Otto', 'Lindgren', 'Ashgrove', '2016-01-31', '2012-09-11', 0, NULL);
INSERT INTO members (member_id, first_name, last_name, street, joined_on, waiting_list_since, concession, committee_role) VALUES (30, 'Cerys', 'Vaughan', 'Mill Road', '2024-06-16', '2023-03-14', 1, NULL);

INSERT INTO plots (plot_id, site, plot_number, size_sqm, annual_rent, water_charge, has_shed, member_id, tenancy_start) VALUES (1, 'Mill Road', 'MR-01', 125.0, 52.5, 18.0, 1, 27, '2021-09-12');
INSERT INTO plots (plot_id, site, plot_number, size_sqm, annual_rent, water_charge, has_shed, member_id, tenancy_start) VALUES (2, 'Ashgrove', 'AG-01', 62.5, 23.75, 12.0, 1, 25, '2021-07-11');
INSERT INTO plots (plot_id, site, plot_number, size_sqm, annual_rent, water_charge, has_shed, member_id, tenancy_start) VALUES (3, 'Brook Meadow', 'BM-01', 125.0, 37.5, 0.0, 1, 20, '2013-12-16');
INSERT INTO plots (plot_id, site, plot_number, size_sqm, annual_rent, water_charge, has_shed, member_id, tenancy_start) VALUES (4, 'Mill Road', 'MR-02', 250.0, 105.0, 18.0, 1, 13, '2014-12-31');
INSERT INTO plots (plot_id, site, plot_number, size_sqm, annual_rent, water_charge, has_shed, member_id, tenancy_start) VALUES (5, 'Ashgrove', 'AG-02', 62.5, 23.75, 12.0, 1, 9, '2020-05-27');
INSERT INTO plots (plot_id, site, plot_number, size_sqm, annual_rent, water_charge, has_shed, member_id, tenancy_start) VALUES (6, 'Brook Meadow', 'BM-02', 125.0, 37.5, 0.0, 1, 23, '2021-12-01');
INSERT INTO plots (plot_id, site, plot_number, size_sqm, annual_rent, water_charge, has_shed, member_id, tenancy_start) VALUES (7, 'Mill Road', 'MR-03', 125.0, 52.5, 18.0, 1, NULL, NULL);
INSERT INTO plots (plot_id, site, plot_number, size_sqm, annual_rent, water_charge, has_shed, member_id, tenancy_start) VALUES (8, 'Ashgrove', 'AG-03', 250.0, 95.0, 18.0, 1, 1, '2021-08-06');
INSERT INTO plots (plot_id, site, plot_number, size_sqm, annual_rent, water_charge, has_shed, member_id, tenancy_start) VALUES (9, 'Brook Meadow', 'BM-03', 62.5, 18.75, 0.0, 0, 17, '2017-12-29');
INSERT INTO plots (plot_id, site, plot_number, size_sqm, annual_rent, water_charge, has_shed, member_id, tenancy_start) VALUES (10, 'Mill Road', 'MR-04', 250.0, 105.0, 18.0, 1, 22, '2018-10-15');
INSERT INTO plots (plot_id, site, plot_number, size_sqm, annual_rent, water_charge, has_shed, member_id, tenancy_start) VALUES (11, 'Ashgrove', 'AG-04', 62.5, 23.75, 12.0, 1, 24, '2023-05-21');
INSERT INTO plots (plot_id, site, plot_number, size_sqm, annual_rent, water_charge, has_shed, member_id, tenancy_start) VALUES (12, 'Brook Meadow', 'BM-04', 250.0, 75.0, 0.0, 1, 5, '2019-12-05');
INSERT INTO plots (plot_id, site, plot_number, size_sqm, annual_rent, water_charge, has_shed, member_id, tenancy_start) VALUES (13, 'Mill Road', 'MR-05', 125.0, 52.5, 18.0, 0, NULL, NULL);
INSERT INTO plots (plot_id, site, plot_number, size_sqm, annual_rent, water_charge, has_shed, member_id, tenancy_start) VALUES (14, 'Ashgrove', 'AG-05', 250.0, 95.0, 18.0, 1, 6, '2019-04-01');
INSERT INTO plots (plot_id, site, plot_number, size_sqm, annual_rent, water_charge, has_shed, member_id, tenancy_start) VALUES (15, 'Brook Meadow', 'BM-05', 62.5, 18.75, 0.0, 1, 15, '2011-10-23');
INSERT INTO plots (plot_id, site, plot_number, size_sqm, annual_rent, water_charge, has_shed, member_id, tenancy_start) VALUES (16, 'Mill Road', 'MR-06', 125.0, 52.5, 18.0, 1, 10, '2013-12-28');
INSERT INTO plots (plot_id, site, plot_number, size_sqm, annual_rent, water_charge, has_shed, member_id, tenancy_start) VALUES (17, 'Ashgrove', 'AG-06', 125.0, 47.5, 18.0, 1, 8, '2022-09-25');
INSERT INTO plots (plot_id, site, plot_number, size_sqm, annual_rent, water_charge, has_shed, member_id, tenancy_start) VALUES (18, 'Brook Meadow', 'BM-06', 250.0, 75.0, 0.0, 0, 11, '2020-10-02');
INSERT INTO plots (plot_id, site, plot_number, size_sqm, annual_rent, water_charge, has_shed, member_id, tenancy_start) VALUES (19, 'Mill Road', 'MR-07', 250.0, 105.0, 18.0, 1, 14, '2024-08-08');
INSERT INTO plots (plot_id, site, plot_number, size_sqm, annual_rent, water_charge, has_shed, member_id, tenancy_start) VALUES (20, 'Ashgrove', 'AG-07', 125.0, 47.5, 18.0, 0, 16, '2024-04-04');
INSERT INTO plots (plot_id, site, plot_number, size_sqm, annual_rent, water_charge, has_shed, member_id, tenancy_start) VALUES (21, 'Brook Meadow', 'BM-07', 125.0, 37.5, 0.0, 1, 26, '2023-03-22');
INSERT INTO plots (plot_id, site, plot_number, size_sqm, annual_rent, water_charge, has_shed, member_id, tenancy_start) VALUES (22, 'Mill Road', 'MR-08', 125.0, 52.5, 18.0, 1, NULL, NULL);
INSERT INTO plots (plot_id, site, plot_number, size_sqm, annual_rent, water_charge, has_shed, member_id, tenancy_start) VALUES (23, 'Ashgrove', 'AG-08', 250.0, 95.0, 18.0, 0, 2, '2020-11-09');
INSERT INTO plots (plot_id, site, plot_number, size_sqm, annual_rent, water_charge, has_shed, member_id, tenancy_start) VALUES (24, 'Brook Meadow', 'BM-08', 62.5, 18.75, 0.0, 0, 28, '2022-10-24');
INSERT INTO plots (plot_id, site, plot_number, size_sqm, annual_rent, water_charge, has_shed, member_id, tenancy_start) VALUES (25, 'Mill Road', 'MR-09', 125.0, 52.5, 18.0, 1, 3, '2016-01-08');
INSERT INTO plots (plot_id, site, plot_number, size_sqm, annual_rent, water_charge, has_shed, member_id, tenancy_start) VALUES (26, 'Ashgrove', 'AG-09', 62.5, 23.75, 12.0, 1, 18, '2023-06-28');
INSERT INTO plots (plot_id, site, plot_number, size_sqm, annual_rent, water_charge, has_shed, member_id, tenancy_start) VALUES (27, 'Brook Meadow', 'BM-09', 125.0, 37.5, 0.0, 1, NULL, NULL);
INSERT INTO plots (plot_id, site, plot_number, size_sqm, annual_rent, water_charge, has_shed, member_id, tenancy_start) VALUES (28, 'Mill Road', 'MR-10', 125.0, 52.5, 18.0, 0, 30, '2024-07-23');
INSERT INTO plots (plot_id, site, plot_number, size_sqm, annual_rent, water_charge, has_shed, member_id, tenancy_start) VALUES (29, 'Ashgrove', 'AG-10', 250.0, 95.0, 18.0, 1, 12, '2019-01-04');
INSERT INTO plots (plot_id, site, plot_number, size_sqm, annual_rent, water_charge, has_shed, member_id, tenancy_start) VALUES (30, 'Brook Meadow', 'BM-10', 125.0, 37.5, 0.0, 0, 7, '2022-01-09');
INSERT INTO plots (plot_id, site, plot_number, size_sqm, annual_rent, water_charge, has_shed, member_id, tenancy_start) VALUES (31, 'Mill Road', 'MR-11', 62.5, 26.25, 12.0, 1, NULL, NULL);
INSERT INTO plots (plot_id, site, plot_number, size_sqm, annual_rent, water_charge, has_shed, member_id, tenancy_start) VALUES (32, 'Ashgrove', 'AG-11', 250.0, 95.0, 18.0, 1, 21, '2023-03-23');
INSERT INTO plots (plot_id, site, plot_number, size_sqm, annual_rent, water_charge, has_shed, member_id, tenancy_start) VALUES (33, 'Brook Meadow', 'BM-11', 250.0, 75.0, 0.0, 0, 29, '2021-06-25');
INSERT INTO plots (plot_id, site, plot_number, size_sqm, annual_rent, water_charge, has_shed, member_id, tenancy_start) VALUES (34, 'Mill Road', 'MR-12', 250.0, 105.0, 18.0, 0, 19, '2023-10-08');
INSERT INTO plots (plot_id, site, plot_number, size_sqm, annual_rent, water_charge, has_shed, member_id, tenancy_start) VALUES (35, 'Ashgrove', 'AG-12', 62.5, 23.75, 12.0, 0, NULL, NULL);
INSERT INTO plots (plot_id, site, plot_number, size_sqm, annual_rent, water_charge, has_shed, member_id, tenancy_start) VALUES (36, 'Brook Meadow', 'BM-12', 250.0, 75.0, 0.0, 0, 2, '2020-05-25');
INSERT INTO plots (plot_id, site, plot_number, size_sqm, annual_rent, water_charge, has_shed, member_id, tenancy_start) VALUES (37, 'Brook Meadow', 'BM-13', 125.0, 37.5, 0.0, 1, 2, '2019-10-03');
INSERT INTO plots (plot_id, site, plot_number, size_sqm, annual_rent, water_charge, has_shed, member_id, tenancy_start) VALUES (38, 'Brook Meadow', 'BM-14', 62.5, 18.75, 0.0, 0, NULL, NULL);
INSERT INTO plots (plot_id, site, plot_number, size_sqm, annual_rent, water_charge, has_shed, member_id, tenancy_start) VALUES (39, 'Brook Meadow', 'BM-15', 125.0, 37.5, 0.0, 1, 5, '2013-07-20');
INSERT INTO plots (plot_id, site, plot_number, size_sqm, annual_rent, water_charge, has_shed, member_id, tenancy_start) VALUES (40, 'Brook Meadow', 'BM-16', 125.0, 37.5, 0.0, 1, NULL, NULL);

INSERT INTO harvests (harvest_id, plot_id, crop, harvest_date, weight_kg, entered_in_show) VALUES (1, 4, 'Strawberries', '2023-06-07', 1.7, 0);
INSERT INTO harvests (harvest_id, plot_id, crop, harvest_date, weight_kg, entered_in_show) VALUES (2, 8, 'Rhubarb', '2024-07-24', 8.9, 0);
INSERT INTO harvests (harvest_id, plot_id, crop, harvest_date, weight_kg, entered_in_show) VALUES (3, 11, 'Onions', '2023-07-09', 9.2, 0);
INSERT INTO harvests (harvest_id, plot_id, crop, harvest_date, weight_kg, entered_in_show) VALUES (4, 15, 'Sweetcorn', '2024-08-28', 8.8, 0);
INSERT INTO harvests (harvest_id, plot_id, crop, harvest_date, weight_kg, entered_in_show) VALUES (5, 18, 'Pumpkins', '2023-09-30', 7.3, 0);
INSERT INTO harvests (harvest_id, plot_id, crop, harvest_date, weight_kg, entered_in_show) VALUES (6, 21, 'Courgettes', '2024-10-03', 13.9, 0);
INSERT INTO harvests (harvest_id, plot_id, crop, harvest_date, weight_kg, entered_in_show) VALUES (7, 25, 'Potatoes', '2023-09-28', 21.4, 1);
INSERT INTO harvests (harvest_id, plot_id, crop, harvest_date, weight_kg, entered_in_show) VALUES (8, 29, 'Strawberries', '2024-08-19', 1.9, 0);
INSERT INTO harvests (harvest_id, plot_id, crop, harvest_date, weight_kg, entered_in_show) VALUES (9, 33, 'Rhubarb', '2023-06-27', 10.7, 0);
INSERT INTO harvests (harvest_id, plot_id, crop, harvest_date, weight_kg, entered_in_show) VALUES (10, 37, 'Courgettes', '2024-08-07', 7.1, 0);
INSERT INTO harvests (harvest_id, plot_id, crop, harvest_date, weight_kg, entered_in_show) VALUES (11, 2, 'Strawberries', '2023-07-12', 7.6, 0);
INSERT INTO harvests (harvest_id, plot_id, crop, harvest_date, weight_kg, entered_in_show) VALUES (12, 5, 'Leeks', '2024-07-23', 13.4, 0);
INSERT INTO harvests (harvest_id, plot_id, crop, harvest_date, weight_kg, entered_in_show) VALUES (13, 9, 'Onions', '2023-10-14', 5.6, 0);
INSERT INTO harvests (harvest_id, plot_id, crop, harvest_date, weight_kg, entered_in_show) VALUES (14, 12, 'Garlic', '2024-10-18', 12.9, 1);
INSERT INTO harvests (harvest_id, plot_id, crop, harvest_date, weight_kg, entered_in_show) VALUES (15, 16, 'Pumpkins', '2023-10-14', 14.2, 0);
INSERT INTO harvests (harvest_id, plot_id, crop, harvest_date, weight_kg, entered_in_show) VALUES (16, 19, 'Courgettes', '2024-10-29', 12.2, 0);
INSERT INTO harvests (harvest_id, plot_id, crop, harvest_date, weight_kg, entered_in_show) VALUES (17, 23, 'Potatoes', '2023-08-06', 22.9, 0);
INSERT INTO harvests (harvest_id, plot_id, crop, harvest_date, weight_kg, entered_in_show) VALUES (18, 26, 'Carrots', '2024-07-13', 5.5, 0);
INSERT INTO harvests (harvest_id, plot_id, crop, harvest_date, weight_kg, entered_in_show) VALUES (19, 30, 'Leeks', '2023-07-28', 7.8, 0);
INSERT INTO harvests (harvest_id, plot_id, crop, harvest_date, weight_kg, entered_in_show) VALUES (20, 34, 'Onions', '2024-10-07', 5.2, 0);
INSERT INTO harvests (harvest_id, plot_id, crop, harvest_date, weight_kg, entered_in_show) VALUES (21, 39, 'Potatoes', '2023-07-28', 26.7, 1);
INSERT INTO harvests (harvest_id, plot_id, crop, harvest_date, weight_kg, entered_in_show) VALUES (22, 3, 'Leeks', '2024-07-20', 11.4, 0);
INSERT INTO harvests (harvest_id, plot_id, crop, harvest_date, weight_kg, entered_in_show) VALUES (23, 6, 'Runner beans', '2023-09-11', 10.6, 0);
INSERT INTO harvests (harvest_id, plot_id, crop, harvest_date, weight_kg, entered_in_show) VALUES (24, 10, 'Garlic', '2024-07-29', 3.4, 0);
INSERT INTO harvests (harvest_id, plot_id, crop, harvest_date, weight_kg, entered_in_show) VALUES (25, 14, 'Pumpkins', '2023-10-05', 16.5, 0);
INSERT INTO harvests (harvest_id, plot_id, crop, harvest_date, weight_kg, entered_in_show) VALUES (26, 17, 'Courgettes', '2024-06-08', 13.9, 0);
INSERT INTO harvests (harvest_id, plot_id, crop, harvest_date, weight_kg, entered_in_show) VALUES (27, 20, 'Sweetcorn', '2024-08-11', 7.0, 0);
INSERT INTO harvests (harvest_id, plot_id, crop, harvest_date, weight_kg, entered_in_show) VALUES (28, 24, 'Carrots', '2024-07-20', 9.9, 1);
INSERT INTO harvests (harvest_id, plot_id, crop, harvest_date, weight_kg, entered_in_show) VALUES (29, 28, 'Leeks', '2024-09-05', 6.7, 0);
INSERT INTO harvests (harvest_id, plot_id, crop, harvest_date, weight_kg, entered_in_show) VALUES (30, 32, 'Onions', '2024-08-29', 13.4, 0);
INSERT INTO harvests (harvest_id, plot_id, crop, harvest_date, weight_kg, entered_in_show) VALUES (31, 36, 'Sweetcorn', '2023-09-02', 1.9, 0);
INSERT INTO harvests (harvest_id, plot_id, crop, harvest_date, weight_kg, entered_in_show) VALUES (32, 1, 'Leeks', '2024-06-27', 3.8, 0);
INSERT INTO harvests (harvest_id, plot_id, crop, harvest_date, weight_kg, entered_in_show) VALUES (33, 4, 'Runner beans', '2023-07-21', 5.3, 0);
INSERT INTO harvests (harvest_id, plot_id, crop, harvest_date, weight_kg, entered_in_show) VALUES (34, 8, 'Garlic', '2024-10-02', 9.0, 0);
INSERT INTO harvests (harvest_id, plot_id, crop, harvest_date, weight_kg, entered_in_show) VALUES (35, 11, 'Rhubarb', '2023-06-01', 7.1, 1);
INSERT INTO harvests (harvest_id, plot_id, crop, harvest_date, weight_kg, entered_in_show) VALUES (36, 15, 'Courgettes', '2024-08-28', 11.4, 0);
INSERT INTO harvests (harvest_id, plot_id, crop, harvest_date, weight_kg, entered_in_show) VALUES (37, 18, 'Sweetcorn', '2023-06-22', 11.8, 0);
INSERT INTO harvests (harvest_id, plot_id, crop, harvest_date, weight_kg, entered_in_show) VALUES (38, 21, 'Pumpkins', '2024-07-01', 38.4, 1);
INSERT INTO harvests (harvest_id, plot_id, crop, harvest_date, weight_kg, entered_in_show) VALUES (39, 25, 'Tomatoes', '2023-07-22', 7.1, 0);
INSERT INTO harvests (harvest_id, plot_id, crop, harvest_date, weight_kg, entered_in_show) VALUES (40, 29, 'Runner beans', '2024-07-16', 6.5, 0);
INSERT INTO harvests (harvest_id, plot_id, crop, harvest_date, weight_kg, entered_in_show) VALUES (41, 33, 'Garlic', '2023-08-25', 1.9, 0);
INSERT INTO harvests (harvest_id, plot_id, crop, harvest_date, weight_kg, entered_in_show) VALUES (42, 37, 'Pumpkins', '2024-09-10', 20.7, 1);
INSERT INTO harvests (harvest_id, plot_id, crop, harvest_date, weight_kg, entered_in_show) VALUES (43, 2, 'Runner beans', '2023-06-22', 10.4, 0);
INSERT INTO harvests (harvest_id, plot_id, crop, harvest_date, weight_kg, entered_in_show) VALUES (44, 5, 'Strawberries', '2024-07-14', 13.9, 0);
INSERT INTO harvests (harvest_id, plot_id, crop, harvest_date, weight_kg, entered_in_show) VALUES (45, 9, 'Rhubarb', '2023-06-08', 2.8, 0);
INSERT INTO harvests (harvest_id, plot_id, crop, harvest_date, weight_kg, entered_in_show) VALUES (46, 12, 'Onions', '2024-09-28', 11.4, 0);
INSERT INTO harvests (harvest_id, plot_id, crop, harvest_date, weight_kg, entered_in_show) VALUES (47, 16, 'Sweetcorn', '2023-07-08', 8.9, 0);
INSERT INTO harvests (harvest_id, plot_id, crop, harvest_date, weight_kg, entered_in_show) VALUES (48, 19, 'Pumpkins', '2024-10-23', 41.2, 1);
INSERT INTO harvests (harvest_id, plot_id, crop, harvest_date, weight_kg, entered_in_show) VALUES (49, 23, 'Tomatoes', '2023-08-29', 2.9, 1);
INSERT INTO harvests (harvest_id, plot_id, crop, harvest_date, weight_kg, entered_in_show) VALUES (50, 26, 'Potatoes', '2024-10-19', 7.6, 0);
INSERT INTO harvests (harvest_id, plot_id, crop, harvest_date, weight_kg, entered_in_show) VALUES (51, 30, 'Strawberries', '2023-06-04', 11.4, 0);
INSERT INTO harvests (harvest_id, plot_id, crop, harvest_date, weight_kg, entered_in_show) VALUES (52, 34, 'Rhubarb', '2024-06-27', 7.8, 0);

INSERT INTO inspections (inspection_id, plot_id, inspector_id, inspected_on, cultivated_pct, tidiness_score, warning_issued, notes) VALUES (1, 8, 19, '2023-08-21', 90, 7, 0, NULL);
INSERT INTO inspections (inspection_id, plot_id, inspector_id, inspected_on, cultivated_pct, tidiness_score, warning_issued, notes) VALUES (2, 15, 25, '2023-11-03', 20, 2, 1, 'half the plot under weeds');
INSERT INTO inspections (inspection_id, plot_id, inspector_id, inspected_on, cultivated_pct, tidiness_score, warning_issued, notes) VALUES (3, 22, 1, '2023-11-04', 75, 8, 0, 'very tidy, well mulched');
INSERT INTO inspections (inspection_id, plot_id, inspector_id, inspected_on, cultivated_pct, tidiness_score, warning_issued, notes) VALUES (4, 29, 3, '2023-12-03', 80, 7, 0, NULL);
INSERT INTO inspections (inspection_id, plot_id, inspector_id, inspected_on, cultivated_pct, tidiness_score, warning_issued, notes) VALUES (5, 36, 19, '2024-06-03', 50, 2, 0, NULL);
INSERT INTO inspections (inspection_id, plot_id, inspector_id, inspected_on, cultivated_pct, tidiness_score, warning_issued, notes) VALUES (6, 3, 25, '2024-03-28', 95, 10, 0, 'excellent brassica bed');
INSERT INTO inspections (inspection_id, plot_id, inspector_id, inspected_on, cultivated_pct, tidiness_score, warning_issued, notes) VALUES (7, 10, 1, '2024-09-11', 90, 10, 0, NULL);
INSERT INTO inspections (inspection_id, plot_id, inspector_id, inspected_on, cultivated_pct, tidiness_score, warning_issued, notes) VALUES (8, 17, 3, '2023-08-12', 100, 7, 0, NULL);
INSERT INTO inspections (inspection_id, plot_id, inspector_id, inspected_on, cultivated_pct, tidiness_score, warning_issued, notes) VALUES (9, 24, 19, '2024-09-18', 100, 6, 0, 'water butt leaking');
INSERT INTO inspections (inspection_id, plot_id, inspector_id, inspected_on, cultivated_pct, tidiness_score, warning_issued, notes) VALUES (10, 31, 25, '2024-06-24', 50, 6, 0, NULL);
INSERT INTO inspections (inspection_id, plot_id, inspector_id, inspected_on, cultivated_pct, tidiness_score, warning_issued, notes) VALUES (11, 38, 1, '2023-04-05', 50, 3, 0, NULL);
INSERT INTO inspections (inspection_id, plot_id, inspector_id, inspected_on, cultivated_pct, tidiness_score, warning_issued, notes) VALUES (12, 5, 3, '2023-08-23', 95, 10, 0, 'excellent brassica bed');
INSERT INTO inspections (inspection_id, plot_id, inspector_id, inspected_on, cultivated_pct, tidiness_score, warning_issued, notes) VALUES (13, 12, 19, '2023-08-02', 100, 6, 0, NULL);
INSERT INTO inspections (inspection_id, plot_id, inspector_id, inspected_on, cultivated_pct, tidiness_score, warning_issued, notes) VALUES (14, 19, 25, '2024-02-28', 100, 10, 0, NULL);
INSERT INTO inspections (inspection_id, plot_id, inspector_id, inspected_on, cultivated_pct, tidiness_score, warning_issued, notes) VALUES (15, 26, 1, '2024-08-07', 35, 5, 1, 'overgrown brambles on path');
INSERT INTO inspections (inspection_id, plot_id, inspector_id, inspected_on, cultivated_pct, tidiness_score, warning_issued, notes) VALUES (16, 33, 3, '2023-05-29', 60, 4, 0, NULL);
INSERT INTO inspections (inspection_id, plot_id, inspector_id, inspected_on, cultivated_pct, tidiness_score, warning_issued, notes) VALUES (17, 40, 19, '2024-01-09', 20, 1, 1, 'half the plot under weeds');
INSERT INTO inspections (inspection_id, plot_id, inspector_id, inspected_on, cultivated_pct, tidiness_score, warning_issued, notes) VALUES (18, 7, 25, '2024-09-01', 95, 10, 0, 'excellent brassica bed');
INSERT INTO inspections (inspection_id, plot_id, inspector_id, inspected_on, cultivated_pct, tidiness_score, warning_issued, notes) VALUES (19, 14, 1, '2023-04-29', 35, 4, 1, 'bonfire ash not cleared');
INSERT INTO inspections (inspection_id, plot_id, inspector_id, inspected_on, cultivated_pct, tidiness_score, warning_issued, notes) VALUES (20, 21, 3, '2024-02-28', 100, 10, 0, NULL);
INSERT INTO inspections (inspection_id, plot_id, inspector_id, inspected_on, cultivated_pct, tidiness_score, warning_issued, notes) VALUES (21, 28, 19, '2024-09-06', 60, 5, 0, 'water butt leaking');
INSERT INTO inspections (inspection_id, plot_id, inspector_id, inspected_on, cultivated_pct, tidiness_score, warning_issued, notes) VALUES (22, 35, 25, '2024-07-07', 100, 10, 0, NULL);
INSERT INTO inspections (inspection_id, plot_id, inspector_id, inspected_on, cultivated_pct, tidiness_score, warning_issued, notes) VALUES (23, 2, 1, '2024-08-02', 100, 7, 0, NULL);
INSERT INTO inspections (inspection_id, plot_id, inspector_id, inspected_on, cultivated_pct, tidiness_score, warning_issued, notes) VALUES (24, 9, 3, '2024-09-17', 75, 8, 0, 'excellent brassica bed');
INSERT INTO inspections (inspection_id, plot_id, inspector_id, inspected_on, cultivated_pct, tidiness_score, warning_issued, notes) VALUES (25, 16, 19, '2023-10-25', 95, 7, 0, NULL);
INSERT INTO inspections (inspection_id, plot_id, inspector_id, inspected_on, cultivated_pct, tidiness_score, warning_issued, notes) VALUES (26, 23, 25, '2024-05-31', 35, 4, 1, 'half the plot under weeds');
INSERT INTO inspections (inspection_id, plot_id, inspector_id, inspected_on, cultivated_pct, tidiness_score, warning_issued, notes) VALUES (27, 30, 1, '2024-06-26', 80, 5, 0, 'water butt leaking');
INSERT INTO inspections (inspection_id, plot_id, inspector_id, inspected_on, cultivated_pct, tidiness_score, warning_issued, notes) VALUES (28, 37, 3, '2023-12-03', 90, 6, 0, NULL);
INSERT INTO inspections (inspection_id, plot_id, inspector_id, inspected_on, cultivated_pct, tidiness_score, warning_issued, notes) VALUES (29, 4, 19, '2023-11-04', 75, 4, 0, NULL);
INSERT INTO inspections (inspection_id, plot_id, inspector_id, inspected_on, cultivated_pct, tidiness_score, warning_issued, notes) VALUES (30, 11, 25, '2023-09-06', 80, 6, 0, 'shed roof needs repair');
INSERT INTO inspections (inspection_id, plot_id, inspector_id, inspected_on, cultivated_pct, tidiness_score, warning_issued, notes) VALUES (31, 18, 1, '2023-12-16', 50, 5, 0, NULL);
INSERT INTO inspections (inspection_id, plot_id, inspector_id, inspected_on, cultivated_pct, tidiness_score, warning_issued, notes) VALUES (32, 25, 3, '2023-11-11', 35, 4, 1, 'half the plot under weeds');
INSERT INTO inspections (inspection_id, plot_id, inspector_id, inspected_on, cultivated_pct, tidiness_score, warning_issued, notes) VALUES (33, 32, 19, '2024-08-11', 50, 3, 0, 'water butt leaking');
INSERT INTO inspections (inspection_id, plot_id, inspector_id, inspected_on, cultivated_pct, tidiness_score, warning_issued, notes) VALUES (34, 39, 25, '2023-09-13', 90, 10, 0, NULL);
INSERT INTO inspections (inspection_id, plot_id, inspector_id, inspected_on, cultivated_pct, tidiness_score, warning_issued, notes) VALUES (35, 6, 1, '2024-05-18', 80, 8, 0, NULL);
INSERT INTO inspections (inspection_id, plot_id, inspector_id, inspected_on, cultivated_pct, tidiness_score, warning_issued, notes) VALUES (36, 13, 3, '2023-10-18', 80, 7, 0, 'shed roof needs repair');
