-- wine_coop: a Beaujolais-style winegrowers' cooperative.
-- Member growers own vineyard parcels, deliver grapes at harvest, and the co-op
-- blends parcels into cuvees (one row per cuvee and vintage).
PRAGMA foreign_keys = ON;
BEGIN TRANSACTION;

CREATE TABLE growers (
    grower_id INTEGER PRIMARY KEY,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    village TEXT NOT NULL,
    joined_date TEXT NOT NULL,
    left_date TEXT,  -- NULL = still a member of the co-op
    organic_certified INTEGER NOT NULL CHECK (organic_certified IN (0, 1))
);

CREATE TABLE parcels (
    parcel_id INTEGER PRIMARY KEY,
    grower_id INTEGER NOT NULL REFERENCES growers (grower_id),
    parcel_name TEXT NOT NULL,
    grape_variety TEXT NOT NULL,
    area_ha REAL NOT NULL,
    planted_year INTEGER NOT NULL,
    hand_harvested INTEGER NOT NULL CHECK (hand_harvested IN (0, 1))
);

CREATE TABLE deliveries (
    delivery_id INTEGER PRIMARY KEY,
    parcel_id INTEGER NOT NULL REFERENCES parcels (parcel_id),
    delivery_date TEXT NOT NULL,
    weight_kg REAL NOT NULL,
    sugar_brix REAL NOT NULL,
    price_per_kg REAL NOT NULL,
    pressing_date TEXT,  -- NULL = grapes received but not pressed yet
    rejected INTEGER NOT NULL CHECK (rejected IN (0, 1))
);

CREATE TABLE cuvees (
    cuvee_id INTEGER PRIMARY KEY,
    cuvee_name TEXT NOT NULL,
    colour TEXT NOT NULL CHECK (colour IN ('red', 'white', 'rose')),
    vintage INTEGER NOT NULL,
    bottles_produced INTEGER NOT NULL,
    cellar_door_price REAL NOT NULL,
    trade_price REAL NOT NULL,
    bottled_date TEXT,   -- NULL = still in barrel or tank, not bottled yet
    released_date TEXT   -- NULL = not released for sale yet
);

CREATE TABLE cuvee_parcels (
    cuvee_id INTEGER NOT NULL REFERENCES cuvees (cuvee_id),
    parcel_id INTEGER NOT NULL REFERENCES parcels (parcel_id),
    share_pct REAL NOT NULL,
    PRIMARY KEY (cuvee_id, parcel_id)
);

INSERT INTO growers VALUES (1, 'Julien', 'Moreau', 'Saint-Amour', '2009-03-14', NULL, 1);
INSERT INTO growers VALUES (2, 'Claire', 'Moreau', 'Fleurie', '2015-06-01', NULL, 0);
INSERT INTO growers VALUES (3, 'Henri', 'Girard', 'Julienas', '2004-11-20', '2021-12-31', 0);
INSERT INTO growers VALUES (4, 'Sophie', 'Lambert', 'Fleurie', '2011-02-08', NULL, 1);
INSERT INTO growers VALUES (5, 'Marc', 'Dubois', 'Chiroubles', '2018-04-22', NULL, 0);
INSERT INTO growers VALUES (6, 'Elise', 'Fontaine', 'Saint-Amour', '2007-09-30', NULL, 1);
INSERT INTO growers VALUES (7, 'Paul', 'Girard', 'Julienas', '2019-01-15', NULL, 1);
INSERT INTO growers VALUES (8, 'Nadia', 'Benali', 'Chiroubles', '2020-05-05', NULL, 0);
INSERT INTO growers VALUES (9, 'Thomas', 'Roux', 'Fleurie', '2003-03-03', '2019-06-30', 1);
INSERT INTO growers VALUES (10, 'Camille', 'Petit', 'Regnie', '2016-07-12', NULL, 0);
INSERT INTO growers VALUES (11, 'Luc', 'Garnier', 'Regnie', '2012-10-01', NULL, 1);
INSERT INTO growers VALUES (12, 'Ines', 'Carvalho', 'Saint-Amour', '2021-02-14', NULL, 0);
INSERT INTO growers VALUES (13, 'Olivier', 'Marchand', 'Chiroubles', '2010-08-19', '2023-03-31', 0);
INSERT INTO growers VALUES (14, 'Anne', 'Bertrand', 'Julienas', '2014-12-01', NULL, 1);
INSERT INTO growers VALUES (15, 'Victor', 'Lemaire', 'Regnie', '2022-01-10', NULL, 0);
INSERT INTO growers VALUES (16, 'Lea', 'Chevalier', 'Fleurie', '2013-05-27', NULL, 1);

INSERT INTO parcels VALUES (1, 1, 'Bellevue', 'Gamay', 2.40, 1985, 1);
INSERT INTO parcels VALUES (2, 1, 'Les Pierres', 'Chardonnay', 1.10, 2002, 0);
INSERT INTO parcels VALUES (3, 2, 'Champ du Puits', 'Gamay', 1.75, 1998, 1);
INSERT INTO parcels VALUES (4, 2, 'La Roche', 'Pinot Noir', 0.90, 2010, 1);
INSERT INTO parcels VALUES (5, 3, 'Vieilles Vignes Sud', 'Gamay', 3.20, 1962, 1);
INSERT INTO parcels VALUES (6, 4, 'Le Moulin', 'Gamay', 2.10, 1979, 1);
INSERT INTO parcels VALUES (7, 4, 'Coteau Blanc', 'Chardonnay', 1.30, 2005, 0);
INSERT INTO parcels VALUES (8, 5, 'Les Bruyeres', 'Gamay', 1.60, 2001, 0);
INSERT INTO parcels VALUES (9, 6, 'Clos Fontaine', 'Pinot Noir', 1.20, 1995, 1);
INSERT INTO parcels VALUES (10, 6, 'Les Sables', 'Sauvignon Blanc', 0.80, 2015, 0);
INSERT INTO parcels VALUES (11, 7, 'En Grange', 'Gamay', 2.80, 1990, 1);
INSERT INTO parcels VALUES (12, 8, 'Le Chene', 'Gamay', 1.05, 2008, 0);
INSERT INTO parcels VALUES (13, 9, 'Les Tilleuls', 'Chardonnay', 1.40, 1988, 1);
INSERT INTO parcels VALUES (14, 10, 'Pre Long', 'Aligote', 0.95, 2012, 0);
INSERT INTO parcels VALUES (15, 11, 'Montmerle', 'Gamay', 3.60, 1970, 1);
INSERT INTO parcels VALUES (16, 11, 'La Source', 'Chardonnay', 1.50, 2000, 0);
INSERT INTO parcels VALUES (17, 12, 'Les Carrieres', 'Gamay', 1.25, 2019, 0);
INSERT INTO parcels VALUES (18, 13, 'Haut Chiroubles', 'Gamay', 2.00, 1983, 1);
INSERT INTO parcels VALUES (19, 14, 'Les Vignes Rouges', 'Pinot Noir', 1.15, 2004, 1);
INSERT INTO parcels VALUES (20, 14, 'Combe Seche', 'Sauvignon Blanc', 0.70, 2016, 0);
INSERT INTO parcels VALUES (21, 15, 'Le Petit Bois', 'Gamay', 1.35, 2021, 0);
INSERT INTO parcels VALUES (22, 16, 'Les Aiguillons', 'Chardonnay', 1.85, 1999, 1);

INSERT INTO deliveries VALUES (1, 1, '2023-09-04', 3850, 22.1, 1.45, '2023-09-04', 0);
INSERT INTO deliveries VALUES (2, 3, '2023-09-04', 2900, 21.4, 1.30, '2023-09-05', 0);
INSERT INTO deliveries VALUES (3, 5, '2023-09-05', 4200, 23.0, 1.60, '2023-09-05', 0);
INSERT INTO deliveries VALUES (4, 6, '2023-09-05', 3300, 22.4, 1.45, '2023-09-06', 0);
INSERT INTO deliveries VALUES (5, 7, '2023-09-06', 1950, 20.8, 1.55, '2023-09-06', 0);
INSERT INTO deliveries VALUES (6, 8, '2023-09-06', 2400, 20.9, 1.30, '2023-09-07', 0);
INSERT INTO deliveries VALUES (7, 9, '2023-09-07', 1600, 21.7, 1.85, '2023-09-07', 0);
INSERT INTO deliveries VALUES (8, 11, '2023-09-07', 4100, 21.9, 1.40, '2023-09-08', 0);
INSERT INTO deliveries VALUES (9, 12, '2023-09-08', 1500, 19.6, 1.20, '2023-09-08', 1);
INSERT INTO deliveries VALUES (10, 15, '2023-09-08', 5200, 22.8, 1.50, '2023-09-09', 0);
INSERT INTO deliveries VALUES (11, 16, '2023-09-11', 2300, 21.0, 1.55, '2023-09-11', 0);
INSERT INTO deliveries VALUES (12, 18, '2023-09-11', 2950, 22.0, 1.40, '2023-09-12', 0);
INSERT INTO deliveries VALUES (13, 10, '2023-09-12', 1200, 20.2, 1.50, '2023-09-12', 0);
INSERT INTO deliveries VALUES (14, 20, '2023-09-12', 1050, 20.5, 1.50, '2023-09-13', 0);
INSERT INTO deliveries VALUES (15, 22, '2023-09-13', 2650, 21.3, 1.55, '2023-09-13', 0);
INSERT INTO deliveries VALUES (16, 4, '2023-09-13', 1300, 21.1, 1.85, '2023-09-14', 0);
INSERT INTO deliveries VALUES (17, 1, '2024-09-09', 3400, 21.5, 1.50, '2024-09-09', 0);
INSERT INTO deliveries VALUES (18, 3, '2024-09-09', 2750, 20.9, 1.35, '2024-09-10', 0);
INSERT INTO deliveries VALUES (19, 5, '2024-09-10', 3900, 22.6, 1.65, '2024-09-10', 0);
INSERT INTO deliveries VALUES (20, 6, '2024-09-10', 3100, 21.8, 1.50, '2024-09-11', 0);
INSERT INTO deliveries VALUES (21, 8, '2024-09-11', 2200, 20.1, 1.35, '2024-09-11', 1);
INSERT INTO deliveries VALUES (22, 9, '2024-09-12', 1450, 21.2, 1.90, '2024-09-12', 0);
INSERT INTO deliveries VALUES (23, 11, '2024-09-12', 3800, 21.6, 1.45, '2024-09-13', 0);
INSERT INTO deliveries VALUES (24, 14, '2024-09-13', 1100, 19.8, 1.40, '2024-09-13', 0);
INSERT INTO deliveries VALUES (25, 15, '2024-09-16', 4800, 22.3, 1.55, '2024-09-16', 0);
INSERT INTO deliveries VALUES (26, 17, '2024-09-16', 1700, 20.4, 1.35, '2024-09-17', 0);
INSERT INTO deliveries VALUES (27, 19, '2024-09-17', 1400, 21.0, 1.90, '2024-09-17', 0);
INSERT INTO deliveries VALUES (28, 21, '2024-09-17', 1550, 19.9, 1.35, '2024-09-18', 0);
INSERT INTO deliveries VALUES (29, 7, '2024-09-18', 2050, 20.6, 1.60, '2024-09-18', 0);
INSERT INTO deliveries VALUES (30, 10, '2024-09-18', 1150, 20.0, 1.55, '2024-09-19', 0);
INSERT INTO deliveries VALUES (31, 22, '2024-09-19', 2500, 21.1, 1.60, '2024-09-19', 0);
INSERT INTO deliveries VALUES (32, 12, '2024-09-19', 1600, 19.7, 1.25, '2024-09-20', 0);
INSERT INTO deliveries VALUES (33, 1, '2025-09-01', 3600, 22.8, 1.55, '2025-09-02', 0);
INSERT INTO deliveries VALUES (34, 3, '2025-09-01', 2850, 21.7, 1.40, '2025-09-02', 0);
INSERT INTO deliveries VALUES (35, 5, '2025-09-02', 4050, 23.4, 1.70, '2025-09-03', 0);
INSERT INTO deliveries VALUES (36, 4, '2025-09-02', 1250, 21.9, 1.95, '2025-09-03', 0);
INSERT INTO deliveries VALUES (37, 11, '2025-09-03', 3950, 22.2, 1.50, NULL, 0);
INSERT INTO deliveries VALUES (38, 15, '2025-09-03', 5000, 22.9, 1.60, NULL, 0);
INSERT INTO deliveries VALUES (39, 18, '2025-09-04', 2700, 21.6, 1.45, NULL, 0);
INSERT INTO deliveries VALUES (40, 21, '2025-09-04', 1500, 20.3, 1.40, NULL, 1);
INSERT INTO deliveries VALUES (41, 16, '2025-09-05', 2250, 21.2, 1.60, NULL, 0);
INSERT INTO deliveries VALUES (42, 14, '2025-09-05', 1050, 20.1, 1.45, NULL, 0);

INSERT INTO cuvees VALUES (1, 'Bellevue', 'red', 2021, 6200, 18.50, 11.20, '2022-06-15', '2022-10-01');
INSERT INTO cuvees VALUES (2, 'Tradition Gamay', 'red', 2022, 14000, 11.00, 6.40, '2023-03-10', '2023-05-01');
INSERT INTO cuvees VALUES (3, 'Grand Pinot', 'red', 2022, 3100, 24.00, 15.80, '2023-09-01', '2024-03-01');
INSERT INTO cuvees VALUES (4, 'Blanc de Coteaux', 'white', 2022, 5200, 14.00, 8.10, '2023-02-20', '2023-04-15');
INSERT INTO cuvees VALUES (5, 'Rose de Printemps', 'rose', 2023, 4800, 12.00, 7.00, '2024-02-01', '2024-04-01');
INSERT INTO cuvees VALUES (6, 'Vieilles Vignes', 'red', 2021, 2500, 26.00, 17.50, '2023-01-15', '2023-06-01');
INSERT INTO cuvees VALUES (7, 'Tradition Gamay', 'red', 2023, 15500, 11.50, 6.60, '2024-03-05', '2024-05-01');
INSERT INTO cuvees VALUES (8, 'Blanc de Coteaux', 'white', 2023, 5600, 14.50, 8.40, '2024-02-28', NULL);
INSERT INTO cuvees VALUES (9, 'Sauvignon des Sables', 'white', 2023, 2200, 13.00, 7.60, '2024-03-20', '2024-06-01');
INSERT INTO cuvees VALUES (10, 'Cuvee Prestige', 'red', 2020, 1800, 32.00, 16.00, '2022-04-01', '2022-12-01');
INSERT INTO cuvees VALUES (11, 'Bellevue', 'red', 2023, 6000, 19.00, 11.50, NULL, NULL);
INSERT INTO cuvees VALUES (12, 'Rose de Printemps', 'rose', 2024, 5000, 14.00, 7.20, '2025-02-15', NULL);
INSERT INTO cuvees VALUES (13, 'Grand Pinot', 'red', 2023, 2900, 25.00, 16.20, NULL, NULL);
INSERT INTO cuvees VALUES (14, 'Aligote Nature', 'white', 2024, 1900, 14.00, 8.00, '2025-03-01', NULL);
INSERT INTO cuvees VALUES (15, 'Gamay Nouveau', 'red', 2024, 9000, 9.50, 5.20, '2024-11-10', '2024-11-21');

INSERT INTO cuvee_parcels VALUES (1, 1, 60);
INSERT INTO cuvee_parcels VALUES (1, 5, 25);
INSERT INTO cuvee_parcels VALUES (1, 11, 15);
INSERT INTO cuvee_parcels VALUES (2, 3, 30);
INSERT INTO cuvee_parcels VALUES (2, 8, 25);
INSERT INTO cuvee_parcels VALUES (2, 12, 25);
INSERT INTO cuvee_parcels VALUES (2, 17, 20);
INSERT INTO cuvee_parcels VALUES (3, 4, 40);
INSERT INTO cuvee_parcels VALUES (3, 9, 60);
INSERT INTO cuvee_parcels VALUES (4, 7, 60);
INSERT INTO cuvee_parcels VALUES (4, 22, 40);
INSERT INTO cuvee_parcels VALUES (5, 3, 50);
INSERT INTO cuvee_parcels VALUES (5, 12, 30);
INSERT INTO cuvee_parcels VALUES (5, 4, 20);
INSERT INTO cuvee_parcels VALUES (6, 5, 70);
INSERT INTO cuvee_parcels VALUES (6, 18, 30);
INSERT INTO cuvee_parcels VALUES (7, 3, 35);
INSERT INTO cuvee_parcels VALUES (7, 8, 25);
INSERT INTO cuvee_parcels VALUES (7, 18, 20);
INSERT INTO cuvee_parcels VALUES (7, 21, 20);
INSERT INTO cuvee_parcels VALUES (8, 7, 40);
INSERT INTO cuvee_parcels VALUES (8, 16, 35);
INSERT INTO cuvee_parcels VALUES (8, 22, 25);
INSERT INTO cuvee_parcels VALUES (9, 10, 70);
INSERT INTO cuvee_parcels VALUES (9, 20, 30);
INSERT INTO cuvee_parcels VALUES (10, 15, 60);
INSERT INTO cuvee_parcels VALUES (10, 6, 40);
INSERT INTO cuvee_parcels VALUES (11, 1, 70);
INSERT INTO cuvee_parcels VALUES (11, 6, 30);
INSERT INTO cuvee_parcels VALUES (12, 3, 60);
INSERT INTO cuvee_parcels VALUES (12, 21, 40);
INSERT INTO cuvee_parcels VALUES (13, 9, 50);
INSERT INTO cuvee_parcels VALUES (13, 19, 50);
INSERT INTO cuvee_parcels VALUES (14, 14, 100);
INSERT INTO cuvee_parcels VALUES (15, 11, 40);
INSERT INTO cuvee_parcels VALUES (15, 15, 30);
INSERT INTO cuvee_parcels VALUES (15, 17, 30);

COMMIT;
