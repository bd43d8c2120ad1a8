PRAGMA foreign_keys = ON;

BEGIN TRANSACTION;

CREATE TABLE brewery (
  brewery_id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  city TEXT,
  state TEXT,
  founded_year INTEGER,
  ownership TEXT,
  annual_output_hl INTEGER
);
CREATE TABLE beer (
  beer_id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  brewery_id INTEGER,
  style TEXT,
  abv REAL,
  ibu INTEGER,
  price_per_pint REAL,
  FOREIGN KEY (brewery_id) REFERENCES brewery(brewery_id)
);
CREATE TABLE festival (
  festival_id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  city TEXT,
  year INTEGER,
  attendance INTEGER,
  ticket_price REAL
);
CREATE TABLE award (
  award_id INTEGER PRIMARY KEY,
  festival_id INTEGER,
  beer_id INTEGER,
  medal TEXT,
  judge_score REAL,
  FOREIGN KEY (festival_id) REFERENCES festival(festival_id),
  FOREIGN KEY (beer_id) REFERENCES beer(beer_id)
);
CREATE TABLE batch (
  batch_id INTEGER PRIMARY KEY,
  beer_id INTEGER,
  brew_date TEXT,
  volume_liters INTEGER,
  fermentation_days INTEGER,
  head_brewer TEXT,
  FOREIGN KEY (beer_id) REFERENCES beer(beer_id)
);

INSERT INTO brewery VALUES (1, 'Copper Kettle Brewing', 'Portland', 'Oregon', 2009, 'Independent', 18500);
INSERT INTO brewery VALUES (2, 'Iron Horse Ales', 'Denver', 'Colorado', 1996, 'Corporate', 64000);
INSERT INTO brewery VALUES (3, 'Lone Pine Brewery', 'Bend', 'Oregon', 2014, 'Independent', 7200);
INSERT INTO brewery VALUES (4, 'Harbor Lights Brewing', 'San Diego', 'California', 2002, 'Independent', 31000);
INSERT INTO brewery VALUES (5, 'Old Mill Brewhouse', 'Asheville', 'North Carolina', 2011, 'Independent', 9800);
INSERT INTO brewery VALUES (6, 'Red Barn Beer Co.', 'Fort Collins', 'Colorado', 2017, 'Contract', 3100);
INSERT INTO brewery VALUES (7, 'Sierra Ridge Brewing', 'Sacramento', 'California', 1988, 'Corporate', 88000);
INSERT INTO brewery VALUES (8, 'Foggy Bottom Brewery', 'Burlington', 'Vermont', 2013, 'Independent', 5600);
INSERT INTO brewery VALUES (9, 'Prairie Fire Brewing', 'Austin', 'Texas', 2015, 'Contract', 4200);
INSERT INTO brewery VALUES (10, 'Blackwater Brewing', 'Asheville', 'North Carolina', 2019, 'Independent', 1900);

INSERT INTO beer VALUES (1, 'Hop Cascade', 1, 'IPA', 6.8, 68, 6.68);
INSERT INTO beer VALUES (2, 'Midnight Oil', 1, 'Stout', 7.5, 45, 7.1);
INSERT INTO beer VALUES (3, 'River Pils', 1, 'Pilsner', 4.9, 32, 6.04);
INSERT INTO beer VALUES (4, 'Bronco Amber', 2, 'Amber Ale', 5.5, 28, 6.65);
INSERT INTO beer VALUES (5, 'Mile High Lager', 2, 'Lager', 4.6, 18, 5.36);
INSERT INTO beer VALUES (6, 'Trailblazer IPA', 2, 'IPA', 7.1, 72, 7.61);
INSERT INTO beer VALUES (7, 'Pine Needle', 3, 'IPA', 6.5, 64, 7.0);
INSERT INTO beer VALUES (8, 'Campfire Porter', 3, 'Porter', 6.2, 38, 7.07);
INSERT INTO beer VALUES (9, 'Tidepool Sour', 4, 'Sour', 4.3, 8, 5.93);
INSERT INTO beer VALUES (10, 'Lighthouse Pale', 4, 'Pale Ale', 5.4, 40, 6.59);
INSERT INTO beer VALUES (11, 'Deep Water Double', 4, 'IPA', 8.4, 95, 7.89);
INSERT INTO beer VALUES (12, 'Coastal Wheat', 4, 'Wheat Beer', 4.8, 14, 5.48);
INSERT INTO beer VALUES (13, 'Millstone Stout', 5, 'Stout', 8.2, 52, 7.52);
INSERT INTO beer VALUES (14, 'Blue Ridge Pale', 5, 'Pale Ale', 5.6, 42, 6.71);
INSERT INTO beer VALUES (15, 'Sourwood Gose', 5, 'Sour', 4.1, 10, 5.06);
INSERT INTO beer VALUES (16, 'Hayloft Hefe', 6, 'Wheat Beer', 5.1, 12, 6.16);
INSERT INTO beer VALUES (17, 'Barn Burner', 6, 'Amber Ale', 5.9, 30, 6.64);
INSERT INTO beer VALUES (18, 'Summit Lager', 7, 'Lager', 5.0, 20, 6.35);
INSERT INTO beer VALUES (19, 'Ridgeline IPA', 7, 'IPA', 6.9, 70, 7.24);
INSERT INTO beer VALUES (20, 'Golden State Pils', 7, 'Pilsner', 5.2, 35, 5.72);
INSERT INTO beer VALUES (21, 'Sierra Porter', 7, 'Porter', 5.8, 34, 6.33);
INSERT INTO beer VALUES (22, 'Pea Soup Hazy', 8, 'IPA', 7.8, 55, 8.03);
INSERT INTO beer VALUES (23, 'Maple Shade Stout', 8, 'Stout', 6.4, 36, 6.44);
INSERT INTO beer VALUES (24, 'Morning Mist', 8, 'Pale Ale', 5.2, 38, 5.72);
INSERT INTO beer VALUES (25, 'Lone Star Lager', 9, 'Lager', 4.4, 16, 5.24);
INSERT INTO beer VALUES (26, 'Wildfire Red', 9, 'Amber Ale', 6.1, 33, 6.76);
INSERT INTO beer VALUES (27, 'Hill Country Wit', 9, 'Wheat Beer', 5.0, 15, 5.6);
INSERT INTO beer VALUES (28, 'Black Lagoon', 10, 'Stout', 9.1, 60, 8.31);
INSERT INTO beer VALUES (29, 'French Broad Sour', 10, 'Sour', 5.3, 9, 5.78);
INSERT INTO beer VALUES (30, 'Copper Kettle Kolsch', 1, 'Kolsch', 4.8, 22, 5.98);

INSERT INTO festival VALUES (1, 'Great Western Beer Fest', 'Denver', 2022, 48000, 85.0);
INSERT INTO festival VALUES (2, 'Pacific Brew Expo', 'Portland', 2022, 21000, 55.0);
INSERT INTO festival VALUES (3, 'Blue Ridge Hop Jam', 'Asheville', 2023, 9500, 40.0);
INSERT INTO festival VALUES (4, 'Great Western Beer Fest', 'Denver', 2023, 51000, 90.0);
INSERT INTO festival VALUES (5, 'Lone Star Craft Beer Fair', 'Austin', 2023, 14000, 45.0);
INSERT INTO festival VALUES (6, 'Coastal Cask Festival', 'San Diego', 2023, 17500, 60.0);
INSERT INTO festival VALUES (7, 'Green Mountain Brewers Fest', 'Burlington', 2024, 6200, 35.0);
INSERT INTO festival VALUES (8, 'Pacific Brew Expo', 'Portland', 2024, 23500, 58.0);
INSERT INTO festival VALUES (9, 'Great Western Beer Fest', 'Denver', 2024, 53000, 95.0);
INSERT INTO festival VALUES (10, 'Blue Ridge Hop Jam', 'Asheville', 2024, 10200, 42.0);

INSERT INTO award VALUES (1, 1, 19, 'Gold', 96.8);
INSERT INTO award VALUES (2, 1, 7, 'Silver', 92.7);
INSERT INTO award VALUES (3, 1, 1, 'Silver', 84.2);
INSERT INTO award VALUES (4, 1, 28, 'Bronze', 78.3);
INSERT INTO award VALUES (5, 2, 19, 'Gold', 92.3);
INSERT INTO award VALUES (6, 2, 23, 'Silver', 90.5);
INSERT INTO award VALUES (7, 2, 11, 'Bronze', 83.7);
INSERT INTO award VALUES (8, 3, 6, 'Gold', 91.0);
INSERT INTO award VALUES (9, 3, 8, 'Silver', 90.7);
INSERT INTO award VALUES (10, 3, 10, 'Silver', 86.8);
INSERT INTO award VALUES (11, 3, 22, 'Bronze', 80.1);
INSERT INTO award VALUES (12, 4, 23, 'Gold', 98.0);
INSERT INTO award VALUES (13, 4, 9, 'Silver', 91.0);
INSERT INTO award VALUES (14, 4, 3, 'Silver', 84.8);
INSERT INTO award VALUES (15, 4, 16, 'Bronze', 78.6);
INSERT INTO award VALUES (16, 5, 21, 'Gold', 88.6);
INSERT INTO award VALUES (17, 5, 7, 'Silver', 88.1);
INSERT INTO award VALUES (18, 5, 23, 'Bronze', 82.9);
INSERT INTO award VALUES (19, 6, 1, 'Gold', 95.6);
INSERT INTO award VALUES (20, 6, 21, 'Silver', 81.3);
INSERT INTO award VALUES (21, 6, 7, 'Silver', 80.7);
INSERT INTO award VALUES (22, 6, 20, 'Bronze', 80.2);
INSERT INTO award VALUES (23, 8, 19, 'Gold', 93.1);
INSERT INTO award VALUES (24, 8, 20, 'Silver', 89.3);
INSERT INTO award VALUES (25, 8, 24, 'Silver', 86.0);
INSERT INTO award VALUES (26, 8, 1, 'Bronze', 83.5);
INSERT INTO award VALUES (27, 8, 13, 'Bronze', 79.1);
INSERT INTO award VALUES (28, 9, 3, 'Gold', 89.3);
INSERT INTO award VALUES (29, 9, 8, 'Silver', 86.8);
INSERT INTO award VALUES (30, 9, 11, 'Silver', 82.7);
INSERT INTO award VALUES (31, 9, 2, 'Bronze', 82.3);
INSERT INTO award VALUES (32, 10, 3, 'Gold', 91.2);
INSERT INTO award VALUES (33, 10, 16, 'Silver', 85.0);
INSERT INTO award VALUES (34, 10, 24, 'Silver', 83.7);
INSERT INTO award VALUES (35, 10, 18, 'Bronze', 78.9);

INSERT INTO batch VALUES (1, 21, '2024-01-10', 4800, 7, 'Frank Ochoa');
INSERT INTO batch VALUES (2, 29, '2024-01-30', 3000, 37, 'Sam Boone');
INSERT INTO batch VALUES (3, 12, '2024-02-08', 3000, 9, 'Dev Anand');
INSERT INTO batch VALUES (4, 10, '2024-02-25', 2000, 7, 'Dev Anand');
INSERT INTO batch VALUES (5, 28, '2024-03-06', 800, 15, 'Sam Boone');
INSERT INTO batch VALUES (6, 21, '2024-03-20', 12000, 13, 'Frank Ochoa');
INSERT INTO batch VALUES (7, 26, '2024-03-27', 2400, 7, 'Luis Vega');
INSERT INTO batch VALUES (8, 13, '2024-03-30', 4000, 16, 'Sam Boone');
INSERT INTO batch VALUES (9, 25, '2024-04-19', 4000, 32, 'Luis Vega');
INSERT INTO batch VALUES (10, 16, '2024-04-29', 800, 7, 'Tess Harlan');
INSERT INTO batch VALUES (11, 10, '2024-05-03', 2000, 10, 'Dev Anand');
INSERT INTO batch VALUES (12, 6, '2024-05-06', 4800, 8, 'Gary Lutz');
INSERT INTO batch VALUES (13, 18, '2024-05-11', 3600, 32, 'Frank Ochoa');
INSERT INTO batch VALUES (14, 12, '2024-05-12', 4000, 9, 'Dev Anand');
INSERT INTO batch VALUES (15, 5, '2024-05-14', 6000, 32, 'Gary Lutz');
INSERT INTO batch VALUES (16, 10, '2024-06-19', 800, 14, 'Dev Anand');
INSERT INTO batch VALUES (17, 7, '2024-07-02', 2000, 12, 'Nora Quinn');
INSERT INTO batch VALUES (18, 16, '2024-07-03', 4000, 11, 'Tess Harlan');
INSERT INTO batch VALUES (19, 29, '2024-07-09', 3000, 37, 'Sam Boone');
INSERT INTO batch VALUES (20, 5, '2024-07-15', 9000, 28, 'Gary Lutz');
INSERT INTO batch VALUES (21, 28, '2024-07-16', 2000, 12, 'Sam Boone');
INSERT INTO batch VALUES (22, 12, '2024-07-29', 2000, 14, 'Kelly Shore');
INSERT INTO batch VALUES (23, 17, '2024-08-12', 800, 9, 'Tess Harlan');
INSERT INTO batch VALUES (24, 28, '2024-08-17', 3000, 18, 'Sam Boone');
INSERT INTO batch VALUES (25, 19, '2024-08-22', 3600, 12, 'Frank Ochoa');
INSERT INTO batch VALUES (26, 5, '2024-08-30', 12000, 28, 'Gary Lutz');
INSERT INTO batch VALUES (27, 29, '2024-09-08', 4000, 33, 'Sam Boone');
INSERT INTO batch VALUES (28, 23, '2024-09-09', 1600, 13, 'Ivy Chen');
INSERT INTO batch VALUES (29, 14, '2024-09-18', 4000, 11, 'Sam Boone');
INSERT INTO batch VALUES (30, 11, '2024-09-18', 4000, 12, 'Dev Anand');
INSERT INTO batch VALUES (31, 20, '2024-09-19', 12000, 31, 'Frank Ochoa');
INSERT INTO batch VALUES (32, 20, '2024-09-25', 7200, 28, 'Gary Lutz');
INSERT INTO batch VALUES (33, 1, '2024-09-29', 3000, 9, 'Alex Moreno');
INSERT INTO batch VALUES (34, 27, '2024-10-03', 2400, 7, 'Luis Vega');
INSERT INTO batch VALUES (35, 27, '2024-10-08', 4000, 10, 'Luis Vega');
INSERT INTO batch VALUES (36, 28, '2024-10-12', 3000, 14, 'Sam Boone');
INSERT INTO batch VALUES (37, 12, '2024-10-15', 800, 9, 'Kelly Shore');
INSERT INTO batch VALUES (38, 5, '2024-10-26', 6000, 25, 'Gary Lutz');
INSERT INTO batch VALUES (39, 20, '2024-10-28', 2400, 34, 'Gary Lutz');
INSERT INTO batch VALUES (40, 2, '2024-10-31', 1600, 14, 'Alex Moreno');
INSERT INTO batch VALUES (41, 20, '2024-11-20', 7200, 29, 'Gary Lutz');
INSERT INTO batch VALUES (42, 27, '2024-11-21', 4000, 8, 'Luis Vega');
INSERT INTO batch VALUES (43, 17, '2024-11-27', 1200, 11, 'Tess Harlan');
INSERT INTO batch VALUES (44, 7, '2024-11-28', 4000, 12, 'Nora Quinn');
INSERT INTO batch VALUES (45, 14, '2024-12-02', 2000, 12, 'Sam Boone');

COMMIT;
