PRAGMA foreign_keys = ON;
CREATE TABLE greenhouse (
  greenhouse_id INTEGER PRIMARY KEY,
  house_name TEXT NOT NULL,
  area_sqm INTEGER,
  heated INTEGER,
  min_temp_c REAL,
  built_year INTEGER,
  supervisor TEXT
);
CREATE TABLE species (
  species_id INTEGER PRIMARY KEY,
  common_name TEXT NOT NULL,
  latin_name TEXT NOT NULL,
  category TEXT,
  unit_cost REAL,
  list_price REAL,
  weeks_to_sale INTEGER,
  frost_hardy INTEGER
);
CREATE TABLE batch (
  batch_id INTEGER PRIMARY KEY,
  species_id INTEGER NOT NULL,
  greenhouse_id INTEGER NOT NULL,
  sown_date TEXT,
  ready_date TEXT,
  pot_size_cm INTEGER,
  quantity_sown INTEGER,
  quantity_ready INTEGER,
  FOREIGN KEY (species_id) REFERENCES species(species_id),
  FOREIGN KEY (greenhouse_id) REFERENCES greenhouse(greenhouse_id)
);
CREATE TABLE sale (
  sale_id INTEGER PRIMARY KEY,
  batch_id INTEGER NOT NULL,
  customer_name TEXT NOT NULL,
  customer_type TEXT,
  order_date TEXT,
  dispatch_date TEXT,
  quantity INTEGER,
  unit_price REAL,
  FOREIGN KEY (batch_id) REFERENCES batch(batch_id)
);

INSERT INTO greenhouse (greenhouse_id, house_name, area_sqm, heated, min_temp_c, built_year, supervisor) VALUES (1, 'Glasshouse A', 1200, 1, 12.0, 1996, 'Mark Ellwood');
INSERT INTO greenhouse (greenhouse_id, house_name, area_sqm, heated, min_temp_c, built_year, supervisor) VALUES (2, 'Glasshouse B', 1200, 1, 10.0, 1996, 'Mark Ellwood');
INSERT INTO greenhouse (greenhouse_id, house_name, area_sqm, heated, min_temp_c, built_year, supervisor) VALUES (3, 'Glasshouse C', 950, 1, 15.0, 2004, 'Joanna Pryce');
INSERT INTO greenhouse (greenhouse_id, house_name, area_sqm, heated, min_temp_c, built_year, supervisor) VALUES (4, 'Poly Tunnel 1', 420, 0, NULL, 2011, 'Dev Sharma');
INSERT INTO greenhouse (greenhouse_id, house_name, area_sqm, heated, min_temp_c, built_year, supervisor) VALUES (5, 'Poly Tunnel 2', 420, 0, NULL, 2011, 'Dev Sharma');
INSERT INTO greenhouse (greenhouse_id, house_name, area_sqm, heated, min_temp_c, built_year, supervisor) VALUES (6, 'Poly Tunnel 3', 380, 0, NULL, 2015, 'Dev Sharma');
INSERT INTO greenhouse (greenhouse_id, house_name, area_sqm, heated, min_temp_c, built_year, supervisor) VALUES (7, 'Propagation House', 300, 1, 18.0, 2008, 'Joanna Pryce');
INSERT INTO greenhouse (greenhouse_id, house_name, area_sqm, heated, min_temp_c, built_year, supervisor) VALUES (8, 'Cold Frame Row', 160, 0, NULL, 1999, 'Ruth Keane');
INSERT INTO greenhouse (greenhouse_id, house_name, area_sqm, heated, min_temp_c, built_year, supervisor) VALUES (9, 'Shade House', 540, 0, NULL, 2017, 'Ruth Keane');
INSERT INTO greenhouse (greenhouse_id, house_name, area_sqm, heated, min_temp_c, built_year, supervisor) VALUES (10, 'Venlo East', 2100, 1, 8.0, 2019, 'Mark Ellwood');
INSERT INTO greenhouse (greenhouse_id, house_name, area_sqm, heated, min_temp_c, built_year, supervisor) VALUES (11, 'Venlo West', 2100, 1, 8.0, 2019, 'Joanna Pryce');
INSERT INTO greenhouse (greenhouse_id, house_name, area_sqm, heated, min_temp_c, built_year, supervisor) VALUES (12, 'Poly Tunnel 4', 400, 0, NULL, 2020, 'Dev Sharma');
INSERT INTO greenhouse (greenhouse_id, house_name, area_sqm, heated, min_temp_c, built_year, supervisor) VALUES (13, 'Alpine House', 220, 0, NULL, 2002, 'Ruth Keane');
INSERT INTO greenhouse (greenhouse_id, house_name, area_sqm, heated, min_temp_c, built_year, supervisor) VALUES (14, 'Hot House', 260, 1, 20.0, 2013, 'Joanna Pryce');
INSERT INTO greenhouse (greenhouse_id, house_name, area_sqm, heated, min_temp_c, built_year, supervisor) VALUES (15, 'Glasshouse D', 800, 1, 5.0, 2022, 'Mark Ellwood');
INSERT INTO species (species_id, common_name, latin_name, category, unit_cost, list_price, weeks_to_sale, frost_hardy) VALUES (1, 'Lavender', 'Lavandula angustifolia', 'shrub', 1.1, 4.95, 20, 1);
INSERT INTO species (species_id, common_name, latin_name, category, unit_cost, list_price, weeks_to_sale, frost_hardy) VALUES (2, 'Foxglove', 'Digitalis purpurea', 'perennial', 0.65, 3.5, 16, 1);
INSERT INTO species (species_id, common_name, latin_name, category, unit_cost, list_price, weeks_to_sale, frost_hardy) VALUES (3, 'Busy Lizzie', 'Impatiens walleriana', 'bedding', 0.18, 0.95, 10, 0);
INSERT INTO species (species_id, common_name, latin_name, category, unit_cost, list_price, weeks_to_sale, frost_hardy) VALUES (4, 'Geranium', 'Pelargonium zonale', 'bedding', 0.35, 2.25, 12, 0);
INSERT INTO species (species_id, common_name, latin_name, category, unit_cost, list_price, weeks_to_sale, frost_hardy) VALUES (5, 'Tomato Gardener''s Delight', 'Solanum lycopersicum', 'vegetable', 0.22, 1.8, 8, 0);
INSERT INTO species (species_id, common_name, latin_name, category, unit_cost, list_price, weeks_to_sale, frost_hardy) VALUES (6, 'Rosemary', 'Salvia rosmarinus', 'herb', 0.7, 3.95, 18, 1);
INSERT INTO species (species_id, common_name, latin_name, category, unit_cost, list_price, weeks_to_sale, frost_hardy) VALUES (7, 'Hosta', 'Hosta sieboldiana', 'perennial', 1.4, 6.5, 26, 1);
INSERT INTO species (species_id, common_name, latin_name, category, unit_cost, list_price, weeks_to_sale, frost_hardy) VALUES (8, 'Japanese Maple', 'Acer palmatum', 'tree', 6.8, 29.99, 104, 1);
INSERT INTO species (species_id, common_name, latin_name, category, unit_cost, list_price, weeks_to_sale, frost_hardy) VALUES (9, 'Basil', 'Ocimum basilicum', 'herb', 0.2, 1.75, 6, 0);
INSERT INTO species (species_id, common_name, latin_name, category, unit_cost, list_price, weeks_to_sale, frost_hardy) VALUES (10, 'Petunia', 'Petunia x hybrida', 'bedding', 0.16, 0.9, 10, 0);
INSERT INTO species (species_id, common_name, latin_name, category, unit_cost, list_price, weeks_to_sale, frost_hardy) VALUES (11, 'Hellebore', 'Helleborus niger', 'perennial', 1.9, 8.95, 40, 1);
INSERT INTO species (species_id, common_name, latin_name, category, unit_cost, list_price, weeks_to_sale, frost_hardy) VALUES (12, 'Fuchsia', 'Fuchsia magellanica', 'shrub', 0.95, 4.5, 22, 1);
INSERT INTO species (species_id, common_name, latin_name, category, unit_cost, list_price, weeks_to_sale, frost_hardy) VALUES (13, 'Chilli Pepper', 'Capsicum annuum', 'vegetable', 0.3, 2.1, 12, 0);
INSERT INTO species (species_id, common_name, latin_name, category, unit_cost, list_price, weeks_to_sale, frost_hardy) VALUES (14, 'Boston Fern', 'Nephrolepis exaltata', 'houseplant', 1.25, 7.99, 30, 0);
INSERT INTO species (species_id, common_name, latin_name, category, unit_cost, list_price, weeks_to_sale, frost_hardy) VALUES (15, 'Olive Tree', 'Olea europaea', 'tree', 9.5, 39.0, 156, 0);
INSERT INTO species (species_id, common_name, latin_name, category, unit_cost, list_price, weeks_to_sale, frost_hardy) VALUES (16, 'Saxifrage', 'Saxifraga paniculata', 'alpine', 0.55, 3.25, 20, 1);
INSERT INTO species (species_id, common_name, latin_name, category, unit_cost, list_price, weeks_to_sale, frost_hardy) VALUES (17, 'Mint', 'Mentha spicata', 'herb', 0.25, 1.95, 8, 1);
INSERT INTO species (species_id, common_name, latin_name, category, unit_cost, list_price, weeks_to_sale, frost_hardy) VALUES (18, 'Peace Lily', 'Spathiphyllum wallisii', 'houseplant', 1.6, 9.5, 28, 0);
INSERT INTO batch (batch_id, species_id, greenhouse_id, sown_date, ready_date, pot_size_cm, quantity_sown, quantity_ready) VALUES (1, 13, 15, '2022-09-19', '2022-12-12', 9, 600, 479);
INSERT INTO batch (batch_id, species_id, greenhouse_id, sown_date, ready_date, pot_size_cm, quantity_sown, quantity_ready) VALUES (2, 2, 5, '2022-09-20', '2023-01-10', 12, 200, 179);
INSERT INTO batch (batch_id, species_id, greenhouse_id, sown_date, ready_date, pot_size_cm, quantity_sown, quantity_ready) VALUES (3, 9, 15, '2022-10-22', '2022-12-17', 9, 800, 631);
INSERT INTO batch (batch_id, species_id, greenhouse_id, sown_date, ready_date, pot_size_cm, quantity_sown, quantity_ready) VALUES (4, 8, 9, '2022-11-18', '2024-11-22', 30, 60, 52);
INSERT INTO batch (batch_id, species_id, greenhouse_id, sown_date, ready_date, pot_size_cm, quantity_sown, quantity_ready) VALUES (5, 7, 4, '2022-12-20', '2023-06-13', 12, 1200, 891);
INSERT INTO batch (batch_id, species_id, greenhouse_id, sown_date, ready_date, pot_size_cm, quantity_sown, quantity_ready) VALUES (6, 4, 2, '2023-01-02', '2023-03-20', 9, 500, 458);
INSERT INTO batch (batch_id, species_id, greenhouse_id, sown_date, ready_date, pot_size_cm, quantity_sown, quantity_ready) VALUES (7, 6, 7, '2023-01-14', '2023-05-27', 9, 500, 415);
INSERT INTO batch (batch_id, species_id, greenhouse_id, sown_date, ready_date, pot_size_cm, quantity_sown, quantity_ready) VALUES (8, 5, 15, '2023-01-18', '2023-03-22', 9, 200, 153);
INSERT INTO batch (batch_id, species_id, greenhouse_id, sown_date, ready_date, pot_size_cm, quantity_sown, quantity_ready) VALUES (9, 5, 11, '2023-01-21', '2023-03-11', 9, 250, 220);
INSERT INTO batch (batch_id, species_id, greenhouse_id, sown_date, ready_date, pot_size_cm, quantity_sown, quantity_ready) VALUES (10, 17, 7, '2023-02-03', '2023-03-24', 9, 200, 177);
INSERT INTO batch (batch_id, species_id, greenhouse_id, sown_date, ready_date, pot_size_cm, quantity_sown, quantity_ready) VALUES (11, 1, 5, '2023-02-07', '2023-06-27', 19, 400, 310);
INSERT INTO batch (batch_id, species_id, greenhouse_id, sown_date, ready_date, pot_size_cm, quantity_sown, quantity_ready) VALUES (12, 10, 11, '2023-02-23', '2023-04-27', 9, 600, 569);
INSERT INTO batch (batch_id, species_id, greenhouse_id, sown_date, ready_date, pot_size_cm, quantity_sown, quantity_ready) VALUES (13, 14, 14, '2023-02-24', '2023-10-06', 12, 300, 220);
INSERT INTO batch (batch_id, species_id, greenhouse_id, sown_date, ready_date, pot_size_cm, quantity_sown, quantity_ready) VALUES (14, 12, 4, '2023-02-28', '2023-08-01', 19, 1000, 706);
INSERT INTO batch (batch_id, species_id, greenhouse_id, sown_date, ready_date, pot_size_cm, quantity_sown, quantity_ready) VALUES (15, 11, 12, '2023-03-03', '2023-12-08', 15, 200, 157);
INSERT INTO batch (batch_id, species_id, greenhouse_id, sown_date, ready_date, pot_size_cm, quantity_sown, quantity_ready) VALUES (16, 11, 12, '2023-03-04', '2023-12-02', 19, 800, 682);
INSERT INTO batch (batch_id, species_id, greenhouse_id, sown_date, ready_date, pot_size_cm, quantity_sown, quantity_ready) VALUES (17, 3, 10, '2023-03-05', '2023-05-14', 9, 1000, 786);
INSERT INTO batch (batch_id, species_id, greenhouse_id, sown_date, ready_date, pot_size_cm, quantity_sown, quantity_ready) VALUES (18, 12, 12, '2023-03-08', '2023-08-16', 19, 1200, 955);
INSERT INTO batch (batch_id, species_id, greenhouse_id, sown_date, ready_date, pot_size_cm, quantity_sown, quantity_ready) VALUES (19, 6, 7, '2023-03-24', '2023-08-04', 12, 1000, 900);
INSERT INTO batch (batch_id, species_id, greenhouse_id, sown_date, ready_date, pot_size_cm, quantity_sown, quantity_ready) VALUES (20, 3, 10, '2023-05-11', '2023-07-20', 9, 1200, 1008);
INSERT INTO batch (batch_id, species_id, greenhouse_id, sown_date, ready_date, pot_size_cm, quantity_sown, quantity_ready) VALUES (21, 16, 8, '2023-05-17', '2023-10-11', 9, 200, 152);
INSERT INTO batch (batch_id, species_id, greenhouse_id, sown_date, ready_date, pot_size_cm, quantity_sown, quantity_ready) VALUES (22, 15, 9, '2023-06-26', '2026-06-22', 40, 120, 92);
INSERT INTO batch (batch_id, species_id, greenhouse_id, sown_date, ready_date, pot_size_cm, quantity_sown, quantity_ready) VALUES (23, 7, 4, '2023-07-05', '2023-12-27', 19, 1000, 959);
INSERT INTO batch (batch_id, species_id, greenhouse_id, sown_date, ready_date, pot_size_cm, quantity_sown, quantity_ready) VALUES (24, 4, 1, '2023-07-29', '2023-10-28', 9, 1000, 788);
INSERT INTO batch (batch_id, species_id, greenhouse_id, sown_date, ready_date, pot_size_cm, quantity_sown, quantity_ready) VALUES (25, 17, 15, '2023-08-08', '2023-10-03', 12, 200, 147);
INSERT INTO batch (batch_id, species_id, greenhouse_id, sown_date, ready_date, pot_size_cm, quantity_sown, quantity_ready) VALUES (26, 18, 14, '2023-08-18', '2024-03-15', 12, 1000, 866);
INSERT INTO batch (batch_id, species_id, greenhouse_id, sown_date, ready_date, pot_size_cm, quantity_sown, quantity_ready) VALUES (27, 15, 6, '2023-09-01', '2026-08-28', 30, 120, 110);
INSERT INTO batch (batch_id, species_id, greenhouse_id, sown_date, ready_date, pot_size_cm, quantity_sown, quantity_ready) VALUES (28, 3, 2, '2023-09-08', '2023-11-17', 9, 500, 378);
INSERT INTO batch (batch_id, species_id, greenhouse_id, sown_date, ready_date, pot_size_cm, quantity_sown, quantity_ready) VALUES (29, 17, 7, '2023-09-17', '2023-11-12', 12, 1200, 1016);
INSERT INTO batch (batch_id, species_id, greenhouse_id, sown_date, ready_date, pot_size_cm, quantity_sown, quantity_ready) VALUES (30, 6, 7, '2023-09-28', '2024-02-01', 9, 500, 384);
INSERT INTO batch (batch_id, species_id, greenhouse_id, sown_date, ready_date, pot_size_cm, quantity_sown, quantity_ready) VALUES (31, 3, 10, '2023-10-11', '2023-12-13', 9, 1000, 846);
INSERT INTO batch (batch_id, species_id, greenhouse_id, sown_date, ready_date, pot_size_cm, quantity_sown, quantity_ready) VALUES (32, 10, 11, '2023-10-15', '2024-01-07', 9, 300, 266);
INSERT INTO batch (batch_id, species_id, greenhouse_id, sown_date, ready_date, pot_size_cm, quantity_sown, quantity_ready) VALUES (33, 5, 10, '2023-10-17', '2023-12-26', 12, 600, 543);
INSERT INTO batch (batch_id, species_id, greenhouse_id, sown_date, ready_date, pot_size_cm, quantity_sown, quantity_ready) VALUES (34, 4, 10, '2023-10-28', '2024-01-27', 9, 1200, 949);
INSERT INTO batch (batch_id, species_id, greenhouse_id, sown_date, ready_date, pot_size_cm, quantity_sown, quantity_ready) VALUES (35, 1, 12, '2023-10-30', '2024-03-11', 15, 400, 316);
INSERT INTO batch (batch_id, species_id, greenhouse_id, sown_date, ready_date, pot_size_cm, quantity_sown, quantity_ready) VALUES (36, 18, 3, '2023-11-04', '2024-05-18', 12, 600, 433);
INSERT INTO batch (batch_id, species_id, greenhouse_id, sown_date, ready_date, pot_size_cm, quantity_sown, quantity_ready) VALUES (37, 9, 7, '2023-11-21', '2024-01-09', 9, 1200, 1153);
INSERT INTO batch (batch_id, species_id, greenhouse_id, sown_date, ready_date, pot_size_cm, quantity_sown, quantity_ready) VALUES (38, 16, 13, '2023-12-02', '2024-04-27', 9, 300, 236);
INSERT INTO batch (batch_id, species_id, greenhouse_id, sown_date, ready_date, pot_size_cm, quantity_sown, quantity_ready) VALUES (39, 6, 15, '2023-12-03', '2024-04-14', 12, 600, 540);
INSERT INTO batch (batch_id, species_id, greenhouse_id, sown_date, ready_date, pot_size_cm, quantity_sown, quantity_ready) VALUES (40, 14, 14, '2023-12-06', '2024-07-17', 12, 250, 225);
INSERT INTO batch (batch_id, species_id, greenhouse_id, sown_date, ready_date, pot_size_cm, quantity_sown, quantity_ready) VALUES (41, 8, 6, '2024-02-05', '2026-01-26', 30, 40, 29);
INSERT INTO batch (batch_id, species_id, greenhouse_id, sown_date, ready_date, pot_size_cm, quantity_sown, quantity_ready) VALUES (42, 17, 7, '2024-02-17', '2024-04-13', 12, 500, 476);
INSERT INTO batch (batch_id, species_id, greenhouse_id, sown_date, ready_date, pot_size_cm, quantity_sown, quantity_ready) VALUES (43, 14, 3, '2024-02-21', '2024-09-18', 17, 600, 500);
INSERT INTO batch (batch_id, species_id, greenhouse_id, sown_date, ready_date, pot_size_cm, quantity_sown, quantity_ready) VALUES (44, 2, 9, '2024-03-05', '2024-06-25', 12, 800, 710);
INSERT INTO batch (batch_id, species_id, greenhouse_id, sown_date, ready_date, pot_size_cm, quantity_sown, quantity_ready) VALUES (45, 10, 1, '2024-03-05', '2024-05-07', 9, 500, 429);
INSERT INTO sale (sale_id, batch_id, customer_name, customer_type, order_date, dispatch_date, quantity, unit_price) VALUES (1, 1, 'Riverside Council Parks', 'council', '2022-12-08', '2022-12-15', 10, 1.26);
INSERT INTO sale (sale_id, batch_id, customer_name, customer_type, order_date, dispatch_date, quantity, unit_price) VALUES (2, 3, 'The Potting Shed', 'garden centre', '2022-12-20', '2022-12-30', 150, 0.96);
INSERT INTO sale (sale_id, batch_id, customer_name, customer_type, order_date, dispatch_date, quantity, unit_price) VALUES (3, 3, 'Castle Hotel Grounds', 'hotel', '2022-12-22', '2023-01-02', 120, 1.4);
INSERT INTO sale (sale_id, batch_id, customer_name, customer_type, order_date, dispatch_date, quantity, unit_price) VALUES (4, 2, 'Castle Hotel Grounds', 'hotel', '2022-12-30', NULL, 10, 2.8);
INSERT INTO sale (sale_id, batch_id, customer_name, customer_type, order_date, dispatch_date, quantity, unit_price) VALUES (5, 1, 'Ashby Farm Shop', 'farm shop', '2023-01-21', '2023-02-04', 60, 1.37);
INSERT INTO sale (sale_id, batch_id, customer_name, customer_type, order_date, dispatch_date, quantity, unit_price) VALUES (6, 10, 'Hillside Garden Centre', 'garden centre', '2023-03-07', '2023-03-28', 59, 1.07);
INSERT INTO sale (sale_id, batch_id, customer_name, customer_type, order_date, dispatch_date, quantity, unit_price) VALUES (7, 8, 'Castle Hotel Grounds', 'hotel', '2023-03-13', '2023-03-24', 48, 1.44);
INSERT INTO sale (sale_id, batch_id, customer_name, customer_type, order_date, dispatch_date, quantity, unit_price) VALUES (8, 8, 'J. Whitaker', 'private', '2023-03-27', '2023-04-05', 10, 1.8);
INSERT INTO sale (sale_id, batch_id, customer_name, customer_type, order_date, dispatch_date, quantity, unit_price) VALUES (9, 9, 'Rowan & Birch Design', 'landscaper', '2023-03-27', '2023-04-09', 60, 1.26);
INSERT INTO sale (sale_id, batch_id, customer_name, customer_type, order_date, dispatch_date, quantity, unit_price) VALUES (10, 6, 'Castle Hotel Grounds', 'hotel', '2023-04-02', '2023-04-09', 152, 1.8);
INSERT INTO sale (sale_id, batch_id, customer_name, customer_type, order_date, dispatch_date, quantity, unit_price) VALUES (11, 12, 'Fernleigh Nurseries', 'garden centre', '2023-04-08', '2023-05-01', 10, 0.5);
INSERT INTO sale (sale_id, batch_id, customer_name, customer_type, order_date, dispatch_date, quantity, unit_price) VALUES (12, 12, 'Hillside Garden Centre', 'garden centre', '2023-04-30', '2023-05-07', 36, 0.5);
INSERT INTO sale (sale_id, batch_id, customer_name, customer_type, order_date, dispatch_date, quantity, unit_price) VALUES (13, 10, 'Urban Jungle Interiors', 'online retailer', '2023-05-03', '2023-05-07', 59, 1.17);
INSERT INTO sale (sale_id, batch_id, customer_name, customer_type, order_date, dispatch_date, quantity, unit_price) VALUES (14, 17, 'J. Whitaker', 'private', '2023-05-14', '2023-05-22', 24, 0.95);
INSERT INTO sale (sale_id, batch_id, customer_name, customer_type, order_date, dispatch_date, quantity, unit_price) VALUES (15, 7, 'Bloom Box Online', 'online retailer', '2023-05-14', '2023-05-30', 138, 2.37);
INSERT INTO sale (sale_id, batch_id, customer_name, customer_type, order_date, dispatch_date, quantity, unit_price) VALUES (16, 11, 'The Potting Shed', 'garden centre', '2023-07-05', '2023-07-10', 10, 2.72);
INSERT INTO sale (sale_id, batch_id, customer_name, customer_type, order_date, dispatch_date, quantity, unit_price) VALUES (17, 14, 'Hillside Garden Centre', 'garden centre', '2023-07-18', '2023-08-03', 48, 2.48);
INSERT INTO sale (sale_id, batch_id, customer_name, customer_type, order_date, dispatch_date, quantity, unit_price) VALUES (18, 19, 'The Potting Shed', 'garden centre', '2023-08-12', '2023-08-26', 36, 2.17);
INSERT INTO sale (sale_id, batch_id, customer_name, customer_type, order_date, dispatch_date, quantity, unit_price) VALUES (19, 20, 'The Potting Shed', 'garden centre', '2023-08-23', '2023-09-01', 10, 0.52);
INSERT INTO sale (sale_id, batch_id, customer_name, customer_type, order_date, dispatch_date, quantity, unit_price) VALUES (20, 14, 'Crofton Allotment Society', 'allotment society', '2023-08-26', '2023-09-02', 60, 3.38);
INSERT INTO sale (sale_id, batch_id, customer_name, customer_type, order_date, dispatch_date, quantity, unit_price) VALUES (21, 21, 'Crofton Allotment Society', 'allotment society', '2023-09-22', '2023-10-15', 50, 2.44);
INSERT INTO sale (sale_id, batch_id, customer_name, customer_type, order_date, dispatch_date, quantity, unit_price) VALUES (22, 13, 'Hillside Garden Centre', 'garden centre', '2023-10-09', '2023-10-23', 10, 4.39);
INSERT INTO sale (sale_id, batch_id, customer_name, customer_type, order_date, dispatch_date, quantity, unit_price) VALUES (23, 25, 'Millbrook Council Parks', 'council', '2023-10-11', '2023-10-18', 49, 1.17);
INSERT INTO sale (sale_id, batch_id, customer_name, customer_type, order_date, dispatch_date, quantity, unit_price) VALUES (24, 25, 'Riverside Council Parks', 'council', '2023-10-24', '2023-10-29', 36, 1.17);
INSERT INTO sale (sale_id, batch_id, customer_name, customer_type, order_date, dispatch_date, quantity, unit_price) VALUES (25, 13, 'Urban Jungle Interiors', 'online retailer', '2023-10-30', '2023-11-05', 73, 4.79);
INSERT INTO sale (sale_id, batch_id, customer_name, customer_type, order_date, dispatch_date, quantity, unit_price) VALUES (26, 21, 'The Potting Shed', 'garden centre', '2023-11-13', '2023-11-21', 36, 1.79);
INSERT INTO sale (sale_id, batch_id, customer_name, customer_type, order_date, dispatch_date, quantity, unit_price) VALUES (27, 31, 'Riverside Council Parks', 'council', '2023-11-24', '2023-12-18', 10, 0.57);
INSERT INTO sale (sale_id, batch_id, customer_name, customer_type, order_date, dispatch_date, quantity, unit_price) VALUES (28, 15, 'Crofton Allotment Society', 'allotment society', '2023-11-24', '2023-12-10', 10, 6.71);
INSERT INTO sale (sale_id, batch_id, customer_name, customer_type, order_date, dispatch_date, quantity, unit_price) VALUES (29, 31, 'Castle Hotel Grounds', 'hotel', '2023-12-05', '2023-12-13', 24, 0.76);
INSERT INTO sale (sale_id, batch_id, customer_name, customer_type, order_date, dispatch_date, quantity, unit_price) VALUES (30, 16, 'Greenacre Landscapes', 'landscaper', '2023-12-12', '2023-12-14', 100, 6.26);
INSERT INTO sale (sale_id, batch_id, customer_name, customer_type, order_date, dispatch_date, quantity, unit_price) VALUES (31, 28, 'Rowan & Birch Design', 'landscaper', '2023-12-18', '2023-12-27', 100, 0.66);
INSERT INTO sale (sale_id, batch_id, customer_name, customer_type, order_date, dispatch_date, quantity, unit_price) VALUES (32, 16, 'Fernleigh Nurseries', 'garden centre', '2023-12-25', '2024-01-07', 120, 4.92);
INSERT INTO sale (sale_id, batch_id, customer_name, customer_type, order_date, dispatch_date, quantity, unit_price) VALUES (33, 33, 'Fernleigh Nurseries', 'garden centre', '2023-12-31', '2024-01-04', 48, 0.99);
INSERT INTO sale (sale_id, batch_id, customer_name, customer_type, order_date, dispatch_date, quantity, unit_price) VALUES (34, 37, 'Hillside Garden Centre', 'garden centre', '2024-01-18', '2024-01-27', 60, 0.96);
INSERT INTO sale (sale_id, batch_id, customer_name, customer_type, order_date, dispatch_date, quantity, unit_price) VALUES (35, 30, 'Rowan & Birch Design', 'landscaper', '2024-01-25', '2024-02-02', 60, 2.77);
INSERT INTO sale (sale_id, batch_id, customer_name, customer_type, order_date, dispatch_date, quantity, unit_price) VALUES (36, 32, 'Riverside Council Parks', 'council', '2024-02-03', '2024-02-09', 88, 0.54);
INSERT INTO sale (sale_id, batch_id, customer_name, customer_type, order_date, dispatch_date, quantity, unit_price) VALUES (37, 32, 'St Anne''s Primary School', 'school', '2024-02-07', '2024-02-20', 48, 0.45);
INSERT INTO sale (sale_id, batch_id, customer_name, customer_type, order_date, dispatch_date, quantity, unit_price) VALUES (38, 37, 'Rowan & Birch Design', 'landscaper', '2024-02-08', '2024-02-19', 36, 1.22);
INSERT INTO sale (sale_id, batch_id, customer_name, customer_type, order_date, dispatch_date, quantity, unit_price) VALUES (39, 32, 'Hillside Garden Centre', 'garden centre', '2024-02-15', '2024-02-29', 36, 0.5);
INSERT INTO sale (sale_id, batch_id, customer_name, customer_type, order_date, dispatch_date, quantity, unit_price) VALUES (40, 35, 'Urban Jungle Interiors', 'online retailer', '2024-02-25', NULL, 10, 2.97);
INSERT INTO sale (sale_id, batch_id, customer_name, customer_type, order_date, dispatch_date, quantity, unit_price) VALUES (41, 30, 'The Potting Shed', 'garden centre', '2024-03-09', '2024-03-20', 120, 2.17);
INSERT INTO sale (sale_id, batch_id, customer_name, customer_type, order_date, dispatch_date, quantity, unit_price) VALUES (42, 26, 'Millbrook Council Parks', 'council', '2024-03-27', '2024-04-02', 120, 5.7);
INSERT INTO sale (sale_id, batch_id, customer_name, customer_type, order_date, dispatch_date, quantity, unit_price) VALUES (43, 39, 'Ashby Farm Shop', 'farm shop', '2024-04-27', '2024-05-09', 10, 2.57);
INSERT INTO sale (sale_id, batch_id, customer_name, customer_type, order_date, dispatch_date, quantity, unit_price) VALUES (44, 38, 'Fernleigh Nurseries', 'garden centre', '2024-05-05', '2024-05-11', 24, 1.79);
INSERT INTO sale (sale_id, batch_id, customer_name, customer_type, order_date, dispatch_date, quantity, unit_price) VALUES (45, 36, 'Ashby Farm Shop', 'farm shop', '2024-05-11', '2024-05-22', 120, 6.17);
INSERT INTO sale (sale_id, batch_id, customer_name, customer_type, order_date, dispatch_date, quantity, unit_price) VALUES (46, 36, 'Ashby Farm Shop', 'farm shop', '2024-05-15', '2024-05-18', 100, 6.17);
INSERT INTO sale (sale_id, batch_id, customer_name, customer_type, order_date, dispatch_date, quantity, unit_price) VALUES (47, 39, 'Riverside Council Parks', 'council', '2024-05-20', '2024-05-25', 24, 2.37);
INSERT INTO sale (sale_id, batch_id, customer_name, customer_type, order_date, dispatch_date, quantity, unit_price) VALUES (48, 39, 'J. Whitaker', 'private', '2024-05-24', '2024-05-27', 36, 3.95);
INSERT INTO sale (sale_id, batch_id, customer_name, customer_type, order_date, dispatch_date, quantity, unit_price) VALUES (49, 45, 'Riverside Council Parks', 'council', '2024-05-26', NULL, 143, 0.54);
INSERT INTO sale (sale_id, batch_id, customer_name, customer_type, order_date, dispatch_date, quantity, unit_price) VALUES (50, 38, 'Crofton Allotment Society', 'allotment society', '2024-05-26', '2024-06-01', 10, 2.44);
INSERT INTO sale (sale_id, batch_id, customer_name, customer_type, order_date, dispatch_date, quantity, unit_price) VALUES (51, 40, 'Rowan & Birch Design', 'landscaper', '2024-07-14', '2024-07-17', 75, 5.59);
INSERT INTO sale (sale_id, batch_id, customer_name, customer_type, order_date, dispatch_date, quantity, unit_price) VALUES (52, 43, 'Greenacre Landscapes', 'landscaper', '2024-09-28', '2024-10-06', 150, 5.59);
INSERT INTO sale (sale_id, batch_id, customer_name, customer_type, order_date, dispatch_date, quantity, unit_price) VALUES (53, 43, 'Riverside Council Parks', 'council', '2024-10-14', '2024-10-24', 120, 4.79);
INSERT INTO sale (sale_id, batch_id, customer_name, customer_type, order_date, dispatch_date, quantity, unit_price) VALUES (54, 43, 'St Anne''s Primary School', 'school', '2024-10-19', '2024-10-28', 120, 4.0);
INSERT INTO sale (sale_id, batch_id, customer_name, customer_type, order_date, dispatch_date, quantity, unit_price) VALUES (55, 43, 'Bloom Box Online', 'online retailer', '2024-10-23', '2024-11-02', 150, 4.79);
