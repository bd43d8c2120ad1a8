-- wool_mill: invented mid-Wales woollen mill (fleece suppliers, staff, fleece lots, products, production batches, orders)
BEGIN TRANSACTION;
CREATE TABLE farms (
    farm_id INTEGER PRIMARY KEY,
    farm_name TEXT NOT NULL,
    farmer_first_name TEXT NOT NULL,
    farmer_surname TEXT NOT NULL,
    town TEXT NOT NULL,
    county TEXT NOT NULL,
    is_organic INTEGER NOT NULL CHECK (is_organic IN (0,1)),
    phone TEXT -- NULL = no phone number on file
);
CREATE TABLE staff (
    staff_id INTEGER PRIMARY KEY,
    first_name TEXT NOT NULL,
    surname TEXT NOT NULL,
    role TEXT NOT NULL,
    hourly_wage REAL NOT NULL,
    start_date TEXT NOT NULL,
    leave_date TEXT -- NULL = still works at the mill
);
CREATE TABLE fleece_lots (
    lot_id INTEGER PRIMARY KEY,
    farm_id INTEGER NOT NULL REFERENCES farms(farm_id),
    breed TEXT NOT NULL,
    received_date TEXT NOT NULL,
    weight_kg REAL NOT NULL,
    price_paid REAL NOT NULL,
    grade TEXT, -- NULL = not graded yet
    micron REAL -- NULL = fibre diameter not tested
);
CREATE TABLE products (
    product_id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    category TEXT NOT NULL,
    retail_price REAL NOT NULL,
    trade_price REAL NOT NULL,
    colour TEXT, -- NULL = undyed, natural fleece colour
    is_discontinued INTEGER NOT NULL CHECK (is_discontinued IN (0,1))
);
CREATE TABLE batches (
    batch_id INTEGER PRIMARY KEY,
    product_id INTEGER NOT NULL REFERENCES products(product_id),
    lot_id INTEGER NOT NULL REFERENCES fleece_lots(lot_id),
    staff_id INTEGER NOT NULL REFERENCES staff(staff_id),
    started_date TEXT NOT NULL,
    finished_date TEXT, -- NULL = batch still in progress
    units_made INTEGER, -- NULL = batch not finished, nothing counted yet
    waste_kg REAL NOT NULL
);
CREATE TABLE orders (
    order_id INTEGER PRIMARY KEY,
    product_id INTEGER NOT NULL REFERENCES products(product_id),
    customer_name TEXT NOT NULL,
    customer_town TEXT NOT NULL,
    order_date TEXT NOT NULL,
    dispatch_date TEXT, -- NULL = not dispatched yet
    quantity INTEGER NOT NULL,
    total_price REAL NOT NULL,
    is_trade INTEGER NOT NULL CHECK (is_trade IN (0,1))
);
INSERT INTO farms VALUES (1, 'Cefn Isaf', 'Megan', 'Pugh', 'Builth Wells', 'Powys', 1, '01982 552304');
INSERT INTO farms VALUES (2, 'Pen y Bryn', 'Gareth', 'Morgan', 'Rhayader', 'Powys', 0, '01597 810442');
INSERT INTO farms VALUES (3, 'Tŷ Gwyn', 'Sian', 'Bowen', 'Llandovery', 'Carmarthenshire', 1, NULL);
INSERT INTO farms VALUES (4, 'Nant yr Hwch', 'Rhys', 'Jenkins', 'Llanwrtyd Wells', 'Powys', 0, '01591 610229');
INSERT INTO farms VALUES (5, 'Glanrhyd', 'Dafydd', 'Evans', 'Lampeter', 'Ceredigion', 0, '01570 422817');
INSERT INTO farms VALUES (6, 'Bryn Mawr', 'Elin', 'Watkins', 'Builth Wells', 'Powys', 0, '01982 553019');
INSERT INTO farms VALUES (7, 'Maesyfed Farm', 'Huw', 'Price', 'Knighton', 'Powys', 1, '01547 528330');
INSERT INTO farms VALUES (8, 'Llwyn Onn', 'Carys', 'Hughes', 'Tregaron', 'Ceredigion', 0, NULL);
INSERT INTO farms VALUES (9, 'Hafod Farm', 'Ifan', 'Lewis', 'Machynlleth', 'Powys', 1, '01654 702115');
INSERT INTO farms VALUES (10, 'Coed y Garth', 'Bethan', 'Powell', 'Hay-on-Wye', 'Powys', 0, '01497 820664');
INSERT INTO farms VALUES (11, 'Penlan', 'Aled', 'Rees', 'Llandrindod Wells', 'Powys', 0, '01597 822790');
INSERT INTO farms VALUES (12, 'Trefach', 'Nia', 'Griffiths', 'Newcastle Emlyn', 'Carmarthenshire', 1, '01239 710338');
INSERT INTO farms VALUES (13, 'Cwm Farm', 'Owain', 'Davies', 'Rhayader', 'Powys', 0, '01597 811906');
INSERT INTO farms VALUES (14, 'Brynteg', 'Lowri', 'Thomas', 'Lampeter', 'Ceredigion', 0, NULL);
INSERT INTO farms VALUES (15, 'Gelli Aur', 'Emyr', 'Jones', 'Llandeilo', 'Carmarthenshire', 0, '01558 823117');
INSERT INTO farms VALUES (16, 'Talgarth Hill', 'Ffion', 'Parry', 'Talgarth', 'Powys', 1, '01874 711452');
INSERT INTO farms VALUES (17, 'Waun Fawr', 'Geraint', 'Williams', 'Newtown', 'Powys', 0, '01686 626093');
INSERT INTO farms VALUES (18, 'Blaen Cwm', 'Angharad', 'Roberts', 'Llanidloes', 'Powys', 0, '01686 412774');
INSERT INTO staff VALUES (1, 'Megan', 'Lloyd', 'Dyer', 12.6, '2018-03-05', NULL);
INSERT INTO staff VALUES (2, 'Rhys', 'Pritchard', 'Spinner', 12.2, '2016-08-22', NULL);
INSERT INTO staff VALUES (3, 'Catrin', 'Ellis', 'Weaver', 13.1, '2012-05-14', NULL);
INSERT INTO staff VALUES (4, 'Tom', 'Baker', 'Carder', 11.8, '2021-01-11', NULL);
INSERT INTO staff VALUES (5, 'Eleri', 'James', 'Weaver', 12.9, '2015-09-07', NULL);
INSERT INTO staff VALUES (6, 'Sian', 'Harries', 'Shop assistant', 11.44, '2022-04-19', NULL);
INSERT INTO staff VALUES (7, 'Gwyn', 'Lewis', 'Spinner', 12.4, '2014-11-03', '2024-03-29');
INSERT INTO staff VALUES (8, 'Mair', 'Vaughan', 'Dyer', 12.3, '2019-06-17', NULL);
INSERT INTO staff VALUES (9, 'Dylan', 'Owen', 'Carder', 11.6, '2023-02-06', NULL);
INSERT INTO staff VALUES (10, 'Haf', 'Morris', 'Finisher', 11.9, '2020-10-12', NULL);
INSERT INTO staff VALUES (11, 'Ieuan', 'Bevan', 'Weaver', 13.4, '2010-04-26', NULL);
INSERT INTO staff VALUES (12, 'Lisa', 'Hopkins', 'Shop assistant', 11.44, '2023-07-03', '2024-08-30');
INSERT INTO staff VALUES (13, 'Gareth', 'Rowlands', 'Mill manager', 17.5, '2009-01-05', NULL);
INSERT INTO staff VALUES (14, 'Anwen', 'Pugh', 'Finisher', 11.7, '2021-09-20', NULL);
INSERT INTO staff VALUES (15, 'Sioned', 'Rhys', 'Spinner', 12.0, '2022-11-14', NULL);
INSERT INTO fleece_lots VALUES (1, 1, 'Shetland', '2023-06-12', 53.1, 112.16, NULL, 24.8);
INSERT INTO fleece_lots VALUES (2, 2, 'Llanwenog', '2023-07-01', 248.5, 241.24, NULL, NULL);
INSERT INTO fleece_lots VALUES (3, 3, 'Herdwick', '2023-07-14', 93.9, 33.99, 'B', 36.1);
INSERT INTO fleece_lots VALUES (4, 4, 'Herdwick', '2023-07-26', 207.8, 66.6, 'A', 35.1);
INSERT INTO fleece_lots VALUES (5, 5, 'Blue-faced Leicester', '2023-08-10', 179.8, 455.08, 'B', NULL);
INSERT INTO fleece_lots VALUES (6, 6, 'Welsh Mountain', '2023-08-27', 234.8, 85.61, 'B', 30.3);
INSERT INTO fleece_lots VALUES (7, 7, 'Jacob', '2023-09-06', 181.6, 297.48, 'A', 28.1);
INSERT INTO fleece_lots VALUES (8, 8, 'Welsh Mountain', '2023-09-22', 57.4, 26.98, 'B', 33.7);
INSERT INTO fleece_lots VALUES (9, 9, 'Jacob', '2023-10-07', 255.9, 307.51, NULL, 32.5);
INSERT INTO fleece_lots VALUES (10, 10, 'Welsh Mountain', '2023-10-20', 156.0, 67.66, 'B', 30.6);
INSERT INTO fleece_lots VALUES (11, 11, 'Shetland', '2023-11-01', 200.3, 441.96, 'A', NULL);
INSERT INTO fleece_lots VALUES (12, 12, 'Llanwenog', '2023-11-18', 143.3, 137.04, 'B', NULL);
INSERT INTO fleece_lots VALUES (13, 13, 'Herdwick', '2023-12-01', 67.5, 27.4, 'A', 35.7);
INSERT INTO fleece_lots VALUES (14, 14, 'Herdwick', '2023-12-16', 253.4, 84.4, NULL, 38.9);
INSERT INTO fleece_lots VALUES (15, 15, 'Blue-faced Leicester', '2023-12-31', 240.9, 614.7, 'B', 24.8);
INSERT INTO fleece_lots VALUES (16, 16, 'Welsh Mountain', '2024-01-16', 77.9, 33.97, NULL, 33.0);
INSERT INTO fleece_lots VALUES (17, 17, 'Jacob', '2024-01-26', 45.7, 64.33, 'A', 29.7);
INSERT INTO fleece_lots VALUES (18, 18, 'Welsh Mountain', '2024-02-12', 197.7, 93.63, NULL, NULL);
INSERT INTO fleece_lots VALUES (19, 1, 'Jacob', '2024-02-26', 206.7, 251.05, 'B', 28.4);
INSERT INTO fleece_lots VALUES (20, 3, 'Welsh Mountain', '2024-03-10', 62.0, 30.12, NULL, 35.1);
INSERT INTO fleece_lots VALUES (21, 7, 'Shetland', '2024-03-23', 65.4, 144.32, 'B', 25.0);
INSERT INTO fleece_lots VALUES (22, 9, 'Llanwenog', '2024-04-06', 199.3, 190.07, 'A', 32.0);
INSERT INTO fleece_lots VALUES (23, 12, 'Herdwick', '2024-04-23', 68.2, 22.59, 'B', 37.4);
INSERT INTO fleece_lots VALUES (24, 16, 'Herdwick', '2024-05-07', 132.4, 59.34, 'A', 37.3);
INSERT INTO fleece_lots VALUES (25, 2, 'Blue-faced Leicester', '2024-05-21', 176.5, 589.98, 'B', 26.0);
INSERT INTO fleece_lots VALUES (26, 4, 'Welsh Mountain', '2024-06-04', 114.9, 60.49, NULL, 34.2);
INSERT INTO fleece_lots VALUES (27, 6, 'Jacob', '2024-06-20', 72.1, 96.94, 'B', 32.5);
INSERT INTO fleece_lots VALUES (28, 10, 'Welsh Mountain', '2024-06-30', 241.8, 143.53, 'C', NULL);
INSERT INTO fleece_lots VALUES (29, 13, 'Jacob', '2024-07-17', 250.0, 429.82, 'A', 31.9);
INSERT INTO fleece_lots VALUES (30, 15, 'Welsh Mountain', '2024-07-28', 196.8, 69.37, NULL, 32.3);
INSERT INTO fleece_lots VALUES (31, 17, 'Shetland', '2024-08-11', 188.5, 344.76, 'B', 23.8);
INSERT INTO fleece_lots VALUES (32, 5, 'Llanwenog', '2024-08-27', 150.1, 115.29, 'B', 31.8);
INSERT INTO fleece_lots VALUES (33, 8, 'Herdwick', '2024-09-08', 101.5, 25.78, 'A', 37.3);
INSERT INTO fleece_lots VALUES (34, 11, 'Herdwick', '2024-09-27', 199.0, 67.94, NULL, NULL);
INSERT INTO fleece_lots VALUES (35, 14, 'Blue-faced Leicester', '2024-10-12', 140.1, 379.89, 'C', 25.0);
INSERT INTO fleece_lots VALUES (36, 18, 'Welsh Mountain', '2024-10-25', 182.0, 68.33, 'A', 32.9);
INSERT INTO fleece_lots VALUES (37, 1, 'Jacob', '2024-11-09', 104.7, 139.41, NULL, NULL);
INSERT INTO fleece_lots VALUES (38, 12, 'Welsh Mountain', '2024-11-24', 66.0, 36.49, 'A', 32.0);
INSERT INTO fleece_lots VALUES (39, 9, 'Jacob', '2024-12-07', 81.2, 116.09, 'C', 29.6);
INSERT INTO fleece_lots VALUES (40, 6, 'Welsh Mountain', '2024-12-22', 42.7, 15.11, 'C', 30.8);
INSERT INTO products VALUES (1, 'Aran Tweed', 'Yarn', 9.5, 6.2, 'Heather', 0);
INSERT INTO products VALUES (2, 'Aran Tweed Plus', 'Yarn', 12.75, 8.4, 'Heather', 0);
INSERT INTO products VALUES (3, 'DK Natural', 'Yarn', 7.95, 5.1, NULL, 0);
INSERT INTO products VALUES (4, 'DK Natural Plus', 'Yarn', 9.95, 6.5, NULL, 0);
INSERT INTO products VALUES (5, '4-ply Sock Yarn', 'Yarn', 8.5, 5.6, 'Slate', 0);
INSERT INTO products VALUES (6, 'Herdwick Rug Yarn', 'Yarn', 11.0, 7.3, NULL, 0);
INSERT INTO products VALUES (7, 'Caernarfon Blanket', 'Blanket', 165.0, 112.0, 'Red', 0);
INSERT INTO products VALUES (8, 'Caernarfon Blanket Plus', 'Blanket', 210.0, 140.0, 'Red', 0);
INSERT INTO products VALUES (9, 'Tapestry Throw', 'Throw', 129.0, 86.0, 'Teal', 0);
INSERT INTO products VALUES (10, 'Honeycomb Throw', 'Throw', 98.0, 65.0, NULL, 0);
INSERT INTO products VALUES (11, 'Shetland Scarf', 'Scarf', 38.0, 24.5, 'Moss', 0);
INSERT INTO products VALUES (12, 'Jacob Check Scarf', 'Scarf', 34.0, 22.0, NULL, 0);
INSERT INTO products VALUES (13, 'Tapestry Cushion', 'Cushion', 45.0, 29.0, 'Mustard', 0);
INSERT INTO products VALUES (14, 'Plain Cushion', 'Cushion', 32.0, 20.5, 'Slate', 1);
INSERT INTO products VALUES (15, 'Baby Blanket', 'Blanket', 58.0, 38.0, 'Cream', 0);
INSERT INTO products VALUES (16, 'Knee Rug', 'Throw', 72.0, 48.0, NULL, 1);
INSERT INTO batches VALUES (1, 1, 1, 7, '2023-07-04', '2023-07-16', 241, 1.5);
INSERT INTO batches VALUES (2, 2, 1, 1, '2023-07-15', '2023-07-24', 308, 5.5);
INSERT INTO batches VALUES (3, 3, 1, 7, '2023-08-01', '2023-08-16', 316, 1.1);
INSERT INTO batches VALUES (4, 4, 2, 7, '2023-08-13', '2023-08-28', 170, 5.6);
INSERT INTO batches VALUES (5, 5, 4, 1, '2023-08-24', '2023-09-20', 333, 5.5);
INSERT INTO batches VALUES (6, 6, 3, 2, '2023-09-04', '2023-09-19', 489, 6.2);
INSERT INTO batches VALUES (7, 7, 4, 11, '2023-09-17', '2023-10-07', 34, 2.7);
INSERT INTO batches VALUES (8, 8, 7, 5, '2023-09-28', '2023-10-15', 53, 4.1);
INSERT INTO batches VALUES (9, 9, 7, 5, '2023-10-12', '2023-11-08', 15, 1.4);
INSERT INTO batches VALUES (10, 10, 6, 5, '2023-10-25', '2023-11-21', 31, 4.2);
INSERT INTO batches VALUES (11, 11, 11, 11, '2023-11-05', '2023-12-02', 26, 0.8);
INSERT INTO batches VALUES (12, 12, 9, 14, '2023-11-20', '2023-12-06', 48, 2.5);
INSERT INTO batches VALUES (13, 13, 12, 14, '2023-12-02', '2023-12-12', 34, 4.4);
INSERT INTO batches VALUES (14, 15, 14, 3, '2023-12-16', '2023-12-28', 38, 1.4);
INSERT INTO batches VALUES (15, 1, 12, 1, '2023-12-26', '2024-01-22', 371, 4.4);
INSERT INTO batches VALUES (16, 2, 11, 1, '2024-01-06', '2024-01-19', 240, 4.8);
INSERT INTO batches VALUES (17, 3, 11, 8, '2024-01-20', '2024-01-29', 433, 5.4);
INSERT INTO batches VALUES (18, 5, 9, 8, '2024-02-03', '2024-02-23', 259, 3.9);
INSERT INTO batches VALUES (19, 7, 13, 3, '2024-02-17', '2024-03-16', 22, 3.5);
INSERT INTO batches VALUES (20, 9, 10, 3, '2024-02-28', '2024-03-23', 38, 5.7);
INSERT INTO batches VALUES (21, 11, 11, 3, '2024-03-10', '2024-03-22', 59, 5.4);
INSERT INTO batches VALUES (22, 1, 19, 15, '2024-03-21', '2024-04-07', 291, 3.9);
INSERT INTO batches VALUES (23, 4, 13, 1, '2024-04-06', '2024-04-15', 505, 2.3);
INSERT INTO batches VALUES (24, 6, 14, 1, '2024-04-19', '2024-05-03', 284, 1.7);
INSERT INTO batches VALUES (25, 8, 18, 5, '2024-05-02', '2024-05-15', 56, 6.0);
INSERT INTO batches VALUES (26, 10, 19, 5, '2024-05-12', '2024-06-01', 22, 1.2);
INSERT INTO batches VALUES (27, 12, 9, 5, '2024-05-24', '2024-06-08', 32, 1.9);
INSERT INTO batches VALUES (28, 13, 20, 5, '2024-06-05', '2024-07-05', 20, 4.1);
INSERT INTO batches VALUES (29, 15, 18, 5, '2024-06-21', '2024-07-03', 42, 6.1);
INSERT INTO batches VALUES (30, 2, 26, 8, '2024-06-29', '2024-07-29', 375, 3.9);
INSERT INTO batches VALUES (31, 3, 21, 2, '2024-07-14', '2024-08-09', 300, 3.4);
INSERT INTO batches VALUES (32, 5, 21, 1, '2024-07-27', '2024-08-22', 336, 3.4);
INSERT INTO batches VALUES (33, 7, 28, 3, '2024-08-07', '2024-08-28', 18, 2.4);
INSERT INTO batches VALUES (34, 9, 27, 3, '2024-08-21', '2024-09-04', 59, 3.4);
INSERT INTO batches VALUES (35, 1, 29, 1, '2024-08-31', NULL, NULL, 3.8);
INSERT INTO batches VALUES (36, 2, 32, 2, '2024-09-16', '2024-10-07', 247, 4.2);
INSERT INTO batches VALUES (37, 11, 1, 14, '2024-09-28', '2024-10-20', 25, 6.0);
INSERT INTO batches VALUES (38, 15, 33, 3, '2024-10-10', '2024-11-01', 49, 5.3);
INSERT INTO batches VALUES (39, 3, 30, 1, '2024-10-22', '2024-11-20', 512, 3.9);
INSERT INTO batches VALUES (40, 4, 30, 1, '2024-11-01', NULL, NULL, 4.7);
INSERT INTO batches VALUES (41, 6, 14, 2, '2024-11-16', '2024-11-28', 240, 6.3);
INSERT INTO batches VALUES (42, 8, 36, 5, '2024-11-30', '2024-12-14', 27, 2.0);
INSERT INTO batches VALUES (43, 10, 36, 5, '2024-12-09', NULL, NULL, 6.4);
INSERT INTO batches VALUES (44, 12, 27, 5, '2024-12-24', NULL, NULL, 1.5);
INSERT INTO batches VALUES (45, 14, 37, 10, '2025-01-03', NULL, NULL, 6.2);
INSERT INTO orders VALUES (1, 15, 'Ms P. Oduya', 'Cardiff', '2023-03-07', '2023-03-08', 1, 62.95, 0);
INSERT INTO orders VALUES (2, 7, 'Ms L. Garvey', 'Bristol', '2023-03-20', '2023-03-26', 1, 169.95, 0);
INSERT INTO orders VALUES (3, 2, 'Mrs R. Doyle', 'Hay-on-Wye', '2023-03-31', '2023-04-01', 1, 17.7, 0);
INSERT INTO orders VALUES (4, 11, 'The Knitting Nook', 'Llandrindod Wells', '2023-04-12', '2023-04-15', 7, 171.5, 1);
INSERT INTO orders VALUES (5, 15, 'Tŷ Crefft', 'Aberystwyth', '2023-04-25', '2023-04-27', 3, 114.0, 1);
INSERT INTO orders VALUES (6, 6, 'Mr J. Ashby', 'Shrewsbury', '2023-05-12', '2023-05-17', 6, 70.95, 0);
INSERT INTO orders VALUES (7, 1, 'Mr D. Hale', 'Chester', '2023-05-23', '2023-05-25', 3, 33.45, 0);
INSERT INTO orders VALUES (8, 13, 'Mr G. Wynne', 'Builth Wells', '2023-06-02', '2023-06-05', 1, 49.95, 0);
INSERT INTO orders VALUES (9, 4, 'Purl & Pint', 'Cardiff', '2023-06-15', '2023-06-16', 17, 110.5, 1);
INSERT INTO orders VALUES (10, 11, 'Crafty Ewe', 'Hay-on-Wye', '2023-06-27', '2023-06-30', 8, 196.0, 1);
INSERT INTO orders VALUES (11, 12, 'Mrs S. Kaur', 'Birmingham', '2023-07-11', '2023-07-14', 1, 38.95, 0);
INSERT INTO orders VALUES (12, 2, 'Mrs H. Tudor', 'Lampeter', '2023-07-22', '2023-07-25', 1, 17.7, 0);
INSERT INTO orders VALUES (13, 13, 'Mrs A. Fenton', 'Builth Wells', '2023-08-07', '2023-08-10', 1, 49.95, 0);
INSERT INTO orders VALUES (14, 12, 'Border Yarns', 'Knighton', '2023-08-16', '2023-08-21', 7, 154.0, 1);
INSERT INTO orders VALUES (15, 1, 'Mid Wales Crafts', 'Rhayader', '2023-08-29', '2023-09-03', 21, 130.2, 1);
INSERT INTO orders VALUES (16, 8, 'Wool & Wonder', 'Builth Wells', '2023-09-11', '2023-09-13', 3, 420.0, 1);
INSERT INTO orders VALUES (17, 7, 'Ms P. Oduya', 'Cardiff', '2023-09-23', '2023-09-29', 1, 169.95, 0);
INSERT INTO orders VALUES (18, 2, 'Ms L. Garvey', 'Bristol', '2023-10-07', '2023-10-08', 5, 68.7, 0);
INSERT INTO orders VALUES (19, 3, 'Mrs R. Doyle', 'Hay-on-Wye', '2023-10-21', '2023-10-27', 3, 28.8, 0);
INSERT INTO orders VALUES (20, 10, 'The Knitting Nook', 'Llandrindod Wells', '2023-11-03', '2023-11-08', 4, 260.0, 1);
INSERT INTO orders VALUES (21, 15, 'Tŷ Crefft', 'Aberystwyth', '2023-11-15', '2023-11-21', 5, 190.0, 1);
INSERT INTO orders VALUES (22, 4, 'Mr J. Ashby', 'Shrewsbury', '2023-11-25', '2023-11-29', 1, 14.9, 0);
INSERT INTO orders VALUES (23, 2, 'Mr D. Hale', 'Chester', '2023-12-13', '2023-12-19', 1, 17.7, 0);
INSERT INTO orders VALUES (24, 2, 'Mr G. Wynne', 'Builth Wells', '2023-12-25', '2023-12-28', 4, 55.95, 0);
INSERT INTO orders VALUES (25, 11, 'Purl & Pint', 'Cardiff', '2024-01-05', '2024-01-10', 5, 122.5, 1);
INSERT INTO orders VALUES (26, 2, 'Crafty Ewe', 'Hay-on-Wye', '2024-01-20', '2024-01-26', 13, 109.2, 1);
INSERT INTO orders VALUES (27, 7, 'Mrs S. Kaur', 'Birmingham', '2024-01-28', '2024-02-02', 1, 169.95, 0);
INSERT INTO orders VALUES (28, 12, 'Mrs H. Tudor', 'Lampeter', '2024-02-09', '2024-02-14', 1, 38.95, 0);
INSERT INTO orders VALUES (29, 2, 'Mrs A. Fenton', 'Builth Wells', '2024-02-22', '2024-02-23', 1, 17.7, 0);
INSERT INTO orders VALUES (30, 7, 'Border Yarns', 'Knighton', '2024-03-06', '2024-03-12', 2, 224.0, 1);
INSERT INTO orders VALUES (31, 1, 'Mid Wales Crafts', 'Rhayader', '2024-03-19', '2024-03-21', 37, 229.4, 1);
INSERT INTO orders VALUES (32, 5, 'Wool & Wonder', 'Builth Wells', '2024-04-02', '2024-04-04', 53, 296.8, 1);
INSERT INTO orders VALUES (33, 1, 'Ms P. Oduya', 'Cardiff', '2024-04-15', '2024-04-19', 6, 61.95, 0);
INSERT INTO orders VALUES (34, 2, 'Ms L. Garvey', 'Bristol', '2024-04-25', '2024-04-26', 6, 81.45, 0);
INSERT INTO orders VALUES (35, 12, 'Mrs R. Doyle', 'Hay-on-Wye', '2024-05-12', '2024-05-18', 1, 38.95, 0);
INSERT INTO orders VALUES (36, 1, 'The Knitting Nook', 'Llandrindod Wells', '2024-05-24', '2024-05-28', 47, 291.4, 1);
INSERT INTO orders VALUES (37, 6, 'Tŷ Crefft', 'Aberystwyth', '2024-06-02', '2024-06-05', 42, 306.6, 1);
INSERT INTO orders VALUES (38, 11, 'Mr J. Ashby', 'Shrewsbury', '2024-06-17', '2024-06-18', 1, 42.95, 0);
INSERT INTO orders VALUES (39, 13, 'Mr D. Hale', 'Chester', '2024-06-26', '2024-06-30', 1, 49.95, 0);
INSERT INTO orders VALUES (40, 2, 'Mr G. Wynne', 'Builth Wells', '2024-07-13', '2024-07-16', 1, 17.7, 0);
INSERT INTO orders VALUES (41, 7, 'Purl & Pint', 'Cardiff', '2024-07-22', '2024-07-28', 6, 672.0, 1);
INSERT INTO orders VALUES (42, 6, 'Crafty Ewe', 'Hay-on-Wye', '2024-08-04', '2024-08-07', 38, 277.4, 1);
INSERT INTO orders VALUES (43, 1, 'Mrs S. Kaur', 'Birmingham', '2024-08-17', '2024-08-18', 2, 23.95, 0);
INSERT INTO orders VALUES (44, 1, 'Mrs H. Tudor', 'Lampeter', '2024-08-28', '2024-08-31', 2, 23.95, 0);
INSERT INTO orders VALUES (45, 12, 'Mrs A. Fenton', 'Builth Wells', '2024-09-10', '2024-09-11', 1, 38.95, 0);
INSERT INTO orders VALUES (46, 10, 'Border Yarns', 'Knighton', '2024-09-25', '2024-09-29', 5, 325.0, 1);
INSERT INTO orders VALUES (47, 10, 'Mid Wales Crafts', 'Rhayader', '2024-10-08', '2024-10-09', 8, 520.0, 1);
INSERT INTO orders VALUES (48, 5, 'Wool & Wonder', 'Builth Wells', '2024-10-18', '2024-10-21', 45, 252.0, 1);
INSERT INTO orders VALUES (49, 11, 'Ms P. Oduya', 'Cardiff', '2024-11-03', '2024-11-04', 1, 42.95, 0);
INSERT INTO orders VALUES (50, 15, 'Ms L. Garvey', 'Bristol', '2024-11-17', '2024-11-19', 1, 62.95, 0);
INSERT INTO orders VALUES (51, 8, 'Mrs R. Doyle', 'Hay-on-Wye', '2024-11-25', '2024-11-30', 1, 214.95, 0);
INSERT INTO orders VALUES (52, 4, 'The Knitting Nook', 'Llandrindod Wells', '2024-12-11', '2024-12-13', 39, 253.5, 1);
INSERT INTO orders VALUES (53, 11, 'Tŷ Crefft', 'Aberystwyth', '2024-12-23', NULL, 4, 98.0, 1);
INSERT INTO orders VALUES (54, 5, 'Mr J. Ashby', 'Shrewsbury', '2025-01-04', NULL, 2, 21.95, 0);
INSERT INTO orders VALUES (55, 3, 'Mr D. Hale', 'Chester', '2025-01-14', NULL, 3, 28.8, 0);
COMMIT;
