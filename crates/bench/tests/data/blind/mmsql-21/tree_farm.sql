-- tree_farm: invented Christmas-tree farm, Kestleigh Christmas Trees (varieties, plots, trees, customers, staff, orders)
BEGIN TRANSACTION;
CREATE TABLE varieties (
    variety_id INTEGER PRIMARY KEY,
    variety_name TEXT NOT NULL,
    price_per_foot REAL NOT NULL,
    is_non_drop INTEGER NOT NULL CHECK (is_non_drop IN (0,1)),
    years_to_maturity INTEGER NOT NULL
);
CREATE TABLE plots (
    plot_id INTEGER PRIMARY KEY,
    plot_name TEXT NOT NULL,
    acreage REAL NOT NULL,
    variety_id INTEGER NOT NULL REFERENCES varieties(variety_id),
    year_planted INTEGER NOT NULL,
    is_irrigated INTEGER NOT NULL CHECK (is_irrigated IN (0,1)),
    first_harvest_year INTEGER -- NULL = the plot has not been harvested yet
);
CREATE TABLE trees (
    tree_id INTEGER PRIMARY KEY,
    plot_id INTEGER NOT NULL REFERENCES plots(plot_id),
    tag_code TEXT NOT NULL,
    height_ft REAL NOT NULL,
    grade TEXT NOT NULL,
    list_price REAL NOT NULL,
    tagged_date TEXT NOT NULL,
    felled_date TEXT -- NULL = the tree is still standing in the field (not felled)
);
CREATE TABLE customers (
    customer_id INTEGER PRIMARY KEY,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    town TEXT NOT NULL,
    is_trade INTEGER NOT NULL CHECK (is_trade IN (0,1)),
    date_registered TEXT NOT NULL,
    email TEXT -- NULL = the customer gave no email address
);
CREATE TABLE staff (
    staff_id INTEGER PRIMARY KEY,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    role TEXT NOT NULL,
    hourly_wage REAL NOT NULL,
    start_date TEXT NOT NULL,
    is_seasonal INTEGER NOT NULL CHECK (is_seasonal IN (0,1))
);
CREATE TABLE orders (
    order_id INTEGER PRIMARY KEY,
    customer_id INTEGER NOT NULL REFERENCES customers(customer_id),
    tree_id INTEGER NOT NULL REFERENCES trees(tree_id),
    order_date TEXT NOT NULL,
    price_paid REAL NOT NULL,
    discount REAL NOT NULL,
    delivery_fee REAL NOT NULL,
    delivery_town TEXT, -- NULL = collected from the farm by the customer (no delivery)
    driver_staff_id INTEGER REFERENCES staff(staff_id), -- NULL = collected from the farm by the customer, so no driver
    fulfilled_date TEXT -- NULL = not yet delivered or collected
);
INSERT INTO varieties (variety_id, variety_name, price_per_foot, is_non_drop, years_to_maturity) VALUES (1, 'Nordmann Fir', 9.50, 1, 9);
INSERT INTO varieties (variety_id, variety_name, price_per_foot, is_non_drop, years_to_maturity) VALUES (2, 'Norway Spruce', 6.00, 0, 7);
INSERT INTO varieties (variety_id, variety_name, price_per_foot, is_non_drop, years_to_maturity) VALUES (3, 'Fraser Fir', 10.50, 1, 10);
INSERT INTO varieties (variety_id, variety_name, price_per_foot, is_non_drop, years_to_maturity) VALUES (4, 'Noble Fir', 11.00, 1, 11);
INSERT INTO varieties (variety_id, variety_name, price_per_foot, is_non_drop, years_to_maturity) VALUES (5, 'Blue Spruce', 8.50, 0, 10);
INSERT INTO varieties (variety_id, variety_name, price_per_foot, is_non_drop, years_to_maturity) VALUES (6, 'Serbian Spruce', 7.50, 0, 8);
INSERT INTO varieties (variety_id, variety_name, price_per_foot, is_non_drop, years_to_maturity) VALUES (7, 'Korean Fir', 12.00, 1, 12);
INSERT INTO varieties (variety_id, variety_name, price_per_foot, is_non_drop, years_to_maturity) VALUES (8, 'Lodgepole Pine', 7.00, 1, 8);
INSERT INTO varieties (variety_id, variety_name, price_per_foot, is_non_drop, years_to_maturity) VALUES (9, 'Scots Pine', 6.50, 1, 7);
INSERT INTO varieties (variety_id, variety_name, price_per_foot, is_non_drop, years_to_maturity) VALUES (10, 'Grand Fir', 8.00, 0, 8);
INSERT INTO varieties (variety_id, variety_name, price_per_foot, is_non_drop, years_to_maturity) VALUES (11, 'Balsam Fir', 9.00, 0, 9);
INSERT INTO varieties (variety_id, variety_name, price_per_foot, is_non_drop, years_to_maturity) VALUES (12, 'Douglas Fir', 7.50, 0, 8);
INSERT INTO varieties (variety_id, variety_name, price_per_foot, is_non_drop, years_to_maturity) VALUES (13, 'Concolor Fir', 11.50, 1, 11);
INSERT INTO varieties (variety_id, variety_name, price_per_foot, is_non_drop, years_to_maturity) VALUES (14, 'White Spruce', 6.50, 0, 8);
INSERT INTO varieties (variety_id, variety_name, price_per_foot, is_non_drop, years_to_maturity) VALUES (15, 'Subalpine Fir', 10.00, 1, 12);
INSERT INTO plots (plot_id, plot_name, acreage, variety_id, year_planted, is_irrigated, first_harvest_year) VALUES (1, 'Long Acre', 4.50, 1, 2012, 1, 2021);
INSERT INTO plots (plot_id, plot_name, acreage, variety_id, year_planted, is_irrigated, first_harvest_year) VALUES (2, 'Long Acre North', 2.00, 1, 2015, 1, 2024);
INSERT INTO plots (plot_id, plot_name, acreage, variety_id, year_planted, is_irrigated, first_harvest_year) VALUES (3, 'Church Field', 3.20, 2, 2014, 0, 2021);
INSERT INTO plots (plot_id, plot_name, acreage, variety_id, year_planted, is_irrigated, first_harvest_year) VALUES (4, 'Top Meadow', 6.80, 5, 2019, 0, NULL);
INSERT INTO plots (plot_id, plot_name, acreage, variety_id, year_planted, is_irrigated, first_harvest_year) VALUES (5, 'Badger Bank', 1.60, 4, 2013, 1, 2023);
INSERT INTO plots (plot_id, plot_name, acreage, variety_id, year_planted, is_irrigated, first_harvest_year) VALUES (6, 'Mill Piece', 2.40, 3, 2014, 1, 2024);
INSERT INTO plots (plot_id, plot_name, acreage, variety_id, year_planted, is_irrigated, first_harvest_year) VALUES (7, 'Hollow Field', 3.00, 2, 2016, 0, 2023);
INSERT INTO plots (plot_id, plot_name, acreage, variety_id, year_planted, is_irrigated, first_harvest_year) VALUES (8, 'Rookery', 1.20, 7, 2012, 1, 2024);
INSERT INTO plots (plot_id, plot_name, acreage, variety_id, year_planted, is_irrigated, first_harvest_year) VALUES (9, 'Brook Strip', 0.90, 9, 2016, 0, 2023);
INSERT INTO plots (plot_id, plot_name, acreage, variety_id, year_planted, is_irrigated, first_harvest_year) VALUES (10, 'Windmill Hill', 5.10, 1, 2022, 0, NULL);
INSERT INTO plots (plot_id, plot_name, acreage, variety_id, year_planted, is_irrigated, first_harvest_year) VALUES (11, 'Old Orchard', 1.80, 6, 2015, 1, 2023);
INSERT INTO plots (plot_id, plot_name, acreage, variety_id, year_planted, is_irrigated, first_harvest_year) VALUES (12, 'Far Ley', 2.70, 8, 2016, 0, 2024);
INSERT INTO plots (plot_id, plot_name, acreage, variety_id, year_planted, is_irrigated, first_harvest_year) VALUES (13, 'Holly Bank', 1.40, 13, 2013, 1, 2024);
INSERT INTO plots (plot_id, plot_name, acreage, variety_id, year_planted, is_irrigated, first_harvest_year) VALUES (14, 'Fox Covert', 3.60, 11, 2021, 0, NULL);
INSERT INTO plots (plot_id, plot_name, acreage, variety_id, year_planted, is_irrigated, first_harvest_year) VALUES (15, 'Lane End', 2.20, 4, 2014, 0, 2025);
INSERT INTO trees (tree_id, plot_id, tag_code, height_ft, grade, list_price, tagged_date, felled_date) VALUES (1, 7, 'KT23-001', 9.00, 'Premium', 67.50, '2023-10-04', '2023-11-27');
INSERT INTO trees (tree_id, plot_id, tag_code, height_ft, grade, list_price, tagged_date, felled_date) VALUES (2, 1, 'KT23-002', 6.50, 'Premium Plus', 92.62, '2023-10-07', '2023-12-02');
INSERT INTO trees (tree_id, plot_id, tag_code, height_ft, grade, list_price, tagged_date, felled_date) VALUES (3, 5, 'KT23-003', 5.00, 'Standard', 55.00, '2023-10-10', '2023-12-07');
INSERT INTO trees (tree_id, plot_id, tag_code, height_ft, grade, list_price, tagged_date, felled_date) VALUES (4, 11, 'KT23-004', 10.00, 'Premium', 93.75, '2023-10-13', '2023-12-12');
INSERT INTO trees (tree_id, plot_id, tag_code, height_ft, grade, list_price, tagged_date, felled_date) VALUES (5, 1, 'KT23-005', 7.00, 'Standard', 66.50, '2023-10-16', '2023-12-17');
INSERT INTO trees (tree_id, plot_id, tag_code, height_ft, grade, list_price, tagged_date, felled_date) VALUES (6, 1, 'KT23-006', 5.50, 'Standard', 52.25, '2023-10-19', '2023-12-22');
INSERT INTO trees (tree_id, plot_id, tag_code, height_ft, grade, list_price, tagged_date, felled_date) VALUES (7, 1, 'KT23-007', 12.00, 'Premium', 142.50, '2023-10-22', '2023-12-02');
INSERT INTO trees (tree_id, plot_id, tag_code, height_ft, grade, list_price, tagged_date, felled_date) VALUES (8, 1, 'KT23-008', 8.00, 'Premium Plus', 114.00, '2023-10-25', '2023-12-07');
INSERT INTO trees (tree_id, plot_id, tag_code, height_ft, grade, list_price, tagged_date, felled_date) VALUES (9, 1, 'KT23-009', 6.00, 'Standard', 57.00, '2023-10-28', NULL);
INSERT INTO trees (tree_id, plot_id, tag_code, height_ft, grade, list_price, tagged_date, felled_date) VALUES (10, 3, 'KT23-010', 4.00, 'Premium', 30.00, '2023-10-03', '2023-12-08');
INSERT INTO trees (tree_id, plot_id, tag_code, height_ft, grade, list_price, tagged_date, felled_date) VALUES (11, 9, 'KT23-011', 9.00, 'Standard', 58.50, '2023-10-06', '2023-12-13');
INSERT INTO trees (tree_id, plot_id, tag_code, height_ft, grade, list_price, tagged_date, felled_date) VALUES (12, 1, 'KT23-012', 6.50, 'Standard', 61.75, '2023-10-09', '2023-12-18');
INSERT INTO trees (tree_id, plot_id, tag_code, height_ft, grade, list_price, tagged_date, felled_date) VALUES (13, 7, 'KT23-013', 5.00, 'Premium', 37.50, '2023-10-12', '2023-11-28');
INSERT INTO trees (tree_id, plot_id, tag_code, height_ft, grade, list_price, tagged_date, felled_date) VALUES (14, 1, 'KT23-014', 10.00, 'Premium Plus', 142.50, '2023-10-15', NULL);
INSERT INTO trees (tree_id, plot_id, tag_code, height_ft, grade, list_price, tagged_date, felled_date) VALUES (15, 5, 'KT24-015', 7.00, 'Standard', 79.00, '2024-10-18', '2024-12-08');
INSERT INTO trees (tree_id, plot_id, tag_code, height_ft, grade, list_price, tagged_date, felled_date) VALUES (16, 11, 'KT24-016', 5.50, 'Premium', 53.56, '2024-10-21', '2024-12-13');
INSERT INTO trees (tree_id, plot_id, tag_code, height_ft, grade, list_price, tagged_date, felled_date) VALUES (17, 2, 'KT24-017', 12.00, 'Standard', 116.00, '2024-10-24', '2024-12-18');
INSERT INTO trees (tree_id, plot_id, tag_code, height_ft, grade, list_price, tagged_date, felled_date) VALUES (18, 8, 'KT24-018', 8.00, 'Standard', 98.00, '2024-10-27', '2024-12-14');
INSERT INTO trees (tree_id, plot_id, tag_code, height_ft, grade, list_price, tagged_date, felled_date) VALUES (19, 1, 'KT24-019', 6.00, 'Premium', 73.25, '2024-10-02', '2024-11-24');
INSERT INTO trees (tree_id, plot_id, tag_code, height_ft, grade, list_price, tagged_date, felled_date) VALUES (20, 6, 'KT24-020', 4.00, 'Premium Plus', 65.00, '2024-10-05', '2024-11-29');
INSERT INTO trees (tree_id, plot_id, tag_code, height_ft, grade, list_price, tagged_date, felled_date) VALUES (21, 3, 'KT24-021', 14.00, 'Standard', 86.00, '2024-10-08', '2024-12-04');
INSERT INTO trees (tree_id, plot_id, tag_code, height_ft, grade, list_price, tagged_date, felled_date) VALUES (22, 3, 'KT24-022', 6.50, 'Premium', 50.75, '2024-10-11', '2024-12-09');
INSERT INTO trees (tree_id, plot_id, tag_code, height_ft, grade, list_price, tagged_date, felled_date) VALUES (23, 9, 'KT24-023', 5.00, 'Standard', 34.50, '2024-10-14', '2024-12-14');
INSERT INTO trees (tree_id, plot_id, tag_code, height_ft, grade, list_price, tagged_date, felled_date) VALUES (24, 1, 'KT24-024', 10.00, 'Standard', 97.00, '2024-10-17', '2024-12-19');
INSERT INTO trees (tree_id, plot_id, tag_code, height_ft, grade, list_price, tagged_date, felled_date) VALUES (25, 7, 'KT24-025', 7.00, 'Premium', 54.50, '2024-10-20', '2024-11-29');
INSERT INTO trees (tree_id, plot_id, tag_code, height_ft, grade, list_price, tagged_date, felled_date) VALUES (26, 13, 'KT24-026', 5.50, 'Premium Plus', 96.88, '2024-10-23', '2024-12-04');
INSERT INTO trees (tree_id, plot_id, tag_code, height_ft, grade, list_price, tagged_date, felled_date) VALUES (27, 5, 'KT24-027', 12.00, 'Standard', 134.00, '2024-10-26', NULL);
INSERT INTO trees (tree_id, plot_id, tag_code, height_ft, grade, list_price, tagged_date, felled_date) VALUES (28, 11, 'KT24-028', 8.00, 'Premium', 77.00, '2024-10-01', '2024-12-05');
INSERT INTO trees (tree_id, plot_id, tag_code, height_ft, grade, list_price, tagged_date, felled_date) VALUES (29, 2, 'KT24-029', 6.00, 'Standard', 59.00, '2024-10-04', '2024-12-10');
INSERT INTO trees (tree_id, plot_id, tag_code, height_ft, grade, list_price, tagged_date, felled_date) VALUES (30, 8, 'KT24-030', 4.00, 'Standard', 50.00, '2024-10-07', '2024-12-15');
INSERT INTO trees (tree_id, plot_id, tag_code, height_ft, grade, list_price, tagged_date, felled_date) VALUES (31, 1, 'KT24-031', 9.00, 'Premium', 108.88, '2024-10-10', NULL);
INSERT INTO trees (tree_id, plot_id, tag_code, height_ft, grade, list_price, tagged_date, felled_date) VALUES (32, 6, 'KT24-032', 6.50, 'Premium Plus', 104.38, '2024-10-13', '2024-11-30');
INSERT INTO trees (tree_id, plot_id, tag_code, height_ft, grade, list_price, tagged_date, felled_date) VALUES (33, 12, 'KT25-033', 5.00, 'Standard', 39.00, '2025-10-16', '2025-12-05');
INSERT INTO trees (tree_id, plot_id, tag_code, height_ft, grade, list_price, tagged_date, felled_date) VALUES (34, 3, 'KT25-034', 10.00, 'Premium', 79.00, '2025-10-19', '2025-12-10');
INSERT INTO trees (tree_id, plot_id, tag_code, height_ft, grade, list_price, tagged_date, felled_date) VALUES (35, 9, 'KT25-035', 7.00, 'Standard', 49.50, '2025-10-22', '2025-12-15');
INSERT INTO trees (tree_id, plot_id, tag_code, height_ft, grade, list_price, tagged_date, felled_date) VALUES (36, 1, 'KT25-036', 5.50, 'Standard', 56.25, '2025-10-25', '2025-12-11');
INSERT INTO trees (tree_id, plot_id, tag_code, height_ft, grade, list_price, tagged_date, felled_date) VALUES (37, 7, 'KT25-037', 12.00, 'Premium', 94.00, '2025-10-28', '2025-12-16');
INSERT INTO trees (tree_id, plot_id, tag_code, height_ft, grade, list_price, tagged_date, felled_date) VALUES (38, 13, 'KT25-038', 8.00, 'Premium Plus', 142.00, '2025-10-03', NULL);
INSERT INTO trees (tree_id, plot_id, tag_code, height_ft, grade, list_price, tagged_date, felled_date) VALUES (39, 5, 'KT25-039', 6.00, 'Standard', 70.00, '2025-10-06', '2025-12-01');
INSERT INTO trees (tree_id, plot_id, tag_code, height_ft, grade, list_price, tagged_date, felled_date) VALUES (40, 11, 'KT25-040', 4.00, 'Premium', 41.50, '2025-10-09', '2025-12-06');
INSERT INTO trees (tree_id, plot_id, tag_code, height_ft, grade, list_price, tagged_date, felled_date) VALUES (41, 8, 'KT25-041', 10.00, 'Premium Plus', 184.00, '2025-10-12', '2025-12-11');
INSERT INTO trees (tree_id, plot_id, tag_code, height_ft, grade, list_price, tagged_date, felled_date) VALUES (42, 8, 'KT25-042', 6.50, 'Standard', 82.00, '2025-10-15', '2025-12-16');
INSERT INTO trees (tree_id, plot_id, tag_code, height_ft, grade, list_price, tagged_date, felled_date) VALUES (43, 15, 'KT25-043', 5.00, 'Premium', 72.75, '2025-10-18', '2025-12-21');
INSERT INTO trees (tree_id, plot_id, tag_code, height_ft, grade, list_price, tagged_date, felled_date) VALUES (44, 6, 'KT25-044', 10.00, 'Premium Plus', 161.50, '2025-10-21', '2025-12-01');
INSERT INTO trees (tree_id, plot_id, tag_code, height_ft, grade, list_price, tagged_date, felled_date) VALUES (45, 12, 'KT25-045', 7.00, 'Standard', 53.00, '2025-10-24', NULL);
INSERT INTO trees (tree_id, plot_id, tag_code, height_ft, grade, list_price, tagged_date, felled_date) VALUES (46, 3, 'KT25-046', 5.50, 'Premium', 45.25, '2025-10-27', '2025-12-02');
INSERT INTO trees (tree_id, plot_id, tag_code, height_ft, grade, list_price, tagged_date, felled_date) VALUES (47, 9, 'KT25-047', 12.00, 'Standard', 82.00, '2025-10-02', NULL);
INSERT INTO trees (tree_id, plot_id, tag_code, height_ft, grade, list_price, tagged_date, felled_date) VALUES (48, 1, 'KT25-048', 8.00, 'Standard', 80.00, '2025-10-05', '2025-12-12');
INSERT INTO trees (tree_id, plot_id, tag_code, height_ft, grade, list_price, tagged_date, felled_date) VALUES (49, 7, 'KT25-049', 6.00, 'Premium', 49.00, '2025-10-08', NULL);
INSERT INTO trees (tree_id, plot_id, tag_code, height_ft, grade, list_price, tagged_date, felled_date) VALUES (50, 13, 'KT25-050', 4.00, 'Premium Plus', 73.00, '2025-10-11', NULL);
INSERT INTO trees (tree_id, plot_id, tag_code, height_ft, grade, list_price, tagged_date, felled_date) VALUES (51, 5, 'KT25-051', 9.00, 'Standard', 103.00, '2025-10-14', '2025-12-02');
INSERT INTO trees (tree_id, plot_id, tag_code, height_ft, grade, list_price, tagged_date, felled_date) VALUES (52, 11, 'KT25-052', 6.50, 'Premium', 64.94, '2025-10-17', NULL);
INSERT INTO trees (tree_id, plot_id, tag_code, height_ft, grade, list_price, tagged_date, felled_date) VALUES (53, 2, 'KT25-053', 5.00, 'Standard', 51.50, '2025-10-20', NULL);
INSERT INTO trees (tree_id, plot_id, tag_code, height_ft, grade, list_price, tagged_date, felled_date) VALUES (54, 8, 'KT25-054', 10.00, 'Standard', 124.00, '2025-10-23', NULL);
INSERT INTO trees (tree_id, plot_id, tag_code, height_ft, grade, list_price, tagged_date, felled_date) VALUES (55, 15, 'KT25-055', 7.00, 'Premium', 100.25, '2025-10-26', NULL);
INSERT INTO customers (customer_id, first_name, last_name, town, is_trade, date_registered, email) VALUES (1, 'John', 'Carter', 'Harrowfield', 0, '2022-10-06', 'john.carter@mail1.example.co.uk');
INSERT INTO customers (customer_id, first_name, last_name, town, is_trade, date_registered, email) VALUES (2, 'John', 'Carter', 'Welby', 0, '2019-11-11', 'john.carter@mail2.example.co.uk');
INSERT INTO customers (customer_id, first_name, last_name, town, is_trade, date_registered, email) VALUES (3, 'Holly', 'Dean', 'Kestleigh', 0, '2022-12-16', 'holly.dean@mail3.example.co.uk');
INSERT INTO customers (customer_id, first_name, last_name, town, is_trade, date_registered, email) VALUES (4, 'Margaret', 'Noble', 'Cobley', 0, '2019-09-21', 'margaret.noble@mail0.example.co.uk');
INSERT INTO customers (customer_id, first_name, last_name, town, is_trade, date_registered, email) VALUES (5, 'Alison', 'Brierley', 'Harrowfield', 0, '2022-10-26', 'alison.brierley@mail1.example.co.uk');
INSERT INTO customers (customer_id, first_name, last_name, town, is_trade, date_registered, email) VALUES (6, 'Frank', 'Osborne', 'Stanbridge', 1, '2019-11-03', NULL);
INSERT INTO customers (customer_id, first_name, last_name, town, is_trade, date_registered, email) VALUES (7, 'Deepa', 'Mistry', 'Kestleigh', 0, '2022-12-08', 'deepa.mistry@mail3.example.co.uk');
INSERT INTO customers (customer_id, first_name, last_name, town, is_trade, date_registered, email) VALUES (8, 'Rory', 'McBride', 'Marlow Bridge', 0, '2019-09-13', 'rory.mcbride@mail0.example.co.uk');
INSERT INTO customers (customer_id, first_name, last_name, town, is_trade, date_registered, email) VALUES (9, 'Sue', 'Lacey', 'Welby', 0, '2022-10-18', 'sue.lacey@mail1.example.co.uk');
INSERT INTO customers (customer_id, first_name, last_name, town, is_trade, date_registered, email) VALUES (10, 'Ian', 'Farrow', 'Upton Ferrars', 1, '2019-11-23', 'ian.farrow@mail2.example.co.uk');
INSERT INTO customers (customer_id, first_name, last_name, town, is_trade, date_registered, email) VALUES (11, 'Kath', 'Bennett', 'Cobley', 0, '2022-12-28', NULL);
INSERT INTO customers (customer_id, first_name, last_name, town, is_trade, date_registered, email) VALUES (12, 'Neil', 'Gough', 'Harrowfield', 0, '2019-09-05', 'neil.gough@mail0.example.co.uk');
INSERT INTO customers (customer_id, first_name, last_name, town, is_trade, date_registered, email) VALUES (13, 'Yvonne', 'Pratt', 'Stanbridge', 0, '2022-10-10', 'yvonne.pratt@mail1.example.co.uk');
INSERT INTO customers (customer_id, first_name, last_name, town, is_trade, date_registered, email) VALUES (14, 'Ahmed', 'Karimi', 'Kestleigh', 0, '2019-11-15', 'ahmed.karimi@mail2.example.co.uk');
INSERT INTO customers (customer_id, first_name, last_name, town, is_trade, date_registered, email) VALUES (15, 'Bridget', 'Lomas', 'Marlow Bridge', 1, '2022-12-20', 'bridget.lomas@mail3.example.co.uk');
INSERT INTO customers (customer_id, first_name, last_name, town, is_trade, date_registered, email) VALUES (16, 'Colin', 'Spence', 'Welby', 0, '2019-09-25', 'colin.spence@mail0.example.co.uk');
INSERT INTO customers (customer_id, first_name, last_name, town, is_trade, date_registered, email) VALUES (17, 'Jenny', 'Abbott', 'Upton Ferrars', 0, '2022-10-02', 'jenny.abbott@mail1.example.co.uk');
INSERT INTO customers (customer_id, first_name, last_name, town, is_trade, date_registered, email) VALUES (18, 'Martin', 'Royle', 'Cobley', 0, '2019-11-07', NULL);
INSERT INTO customers (customer_id, first_name, last_name, town, is_trade, date_registered, email) VALUES (19, 'Tess', 'Quigley', 'Harrowfield', 0, '2022-12-12', 'tess.quigley@mail3.example.co.uk');
INSERT INTO customers (customer_id, first_name, last_name, town, is_trade, date_registered, email) VALUES (20, 'Gordon', 'Hale', 'Stanbridge', 1, '2019-09-17', 'gordon.hale@mail0.example.co.uk');
INSERT INTO customers (customer_id, first_name, last_name, town, is_trade, date_registered, email) VALUES (21, 'Lorna', 'Sykes', 'Kestleigh', 0, '2022-10-22', 'lorna.sykes@mail1.example.co.uk');
INSERT INTO customers (customer_id, first_name, last_name, town, is_trade, date_registered, email) VALUES (22, 'Paddy', 'Keane', 'Marlow Bridge', 0, '2019-11-27', 'paddy.keane@mail2.example.co.uk');
INSERT INTO customers (customer_id, first_name, last_name, town, is_trade, date_registered, email) VALUES (23, 'Rita', 'Flint', 'Welby', 0, '2022-12-04', NULL);
INSERT INTO customers (customer_id, first_name, last_name, town, is_trade, date_registered, email) VALUES (24, 'Owain', 'Jenkins', 'Upton Ferrars', 0, '2019-09-09', 'owain.jenkins@mail0.example.co.uk');
INSERT INTO customers (customer_id, first_name, last_name, town, is_trade, date_registered, email) VALUES (25, 'Helen', 'Voss', 'Cobley', 0, '2022-10-14', 'helen.voss@mail1.example.co.uk');
INSERT INTO customers (customer_id, first_name, last_name, town, is_trade, date_registered, email) VALUES (26, 'Barry', 'Tuck', 'Harrowfield', 0, '2019-11-19', NULL);
INSERT INTO customers (customer_id, first_name, last_name, town, is_trade, date_registered, email) VALUES (27, 'Mei', 'Chen', 'Kestleigh', 0, '2022-12-24', 'mei.chen@mail3.example.co.uk');
INSERT INTO customers (customer_id, first_name, last_name, town, is_trade, date_registered, email) VALUES (28, 'Stuart', 'Wragg', 'Stanbridge', 0, '2019-09-01', 'stuart.wragg@mail0.example.co.uk');
INSERT INTO customers (customer_id, first_name, last_name, town, is_trade, date_registered, email) VALUES (29, 'Fiona', 'Lambert', 'Welby', 1, '2022-10-06', 'fiona.lambert@mail1.example.co.uk');
INSERT INTO customers (customer_id, first_name, last_name, town, is_trade, date_registered, email) VALUES (30, 'Craig', 'Dunmore', 'Marlow Bridge', 0, '2019-11-11', 'craig.dunmore@mail2.example.co.uk');
INSERT INTO customers (customer_id, first_name, last_name, town, is_trade, date_registered, email) VALUES (31, 'Ann', 'Willis', 'Upton Ferrars', 0, '2022-12-16', NULL);
INSERT INTO customers (customer_id, first_name, last_name, town, is_trade, date_registered, email) VALUES (32, 'Leon', 'Baptiste', 'Harrowfield', 0, '2019-09-21', 'leon.baptiste@mail0.example.co.uk');
INSERT INTO customers (customer_id, first_name, last_name, town, is_trade, date_registered, email) VALUES (33, 'Dora', 'Kemp', 'Cobley', 0, '2022-10-26', NULL);
INSERT INTO customers (customer_id, first_name, last_name, town, is_trade, date_registered, email) VALUES (34, 'Ray', 'Noble', 'Stanbridge', 0, '2019-11-03', 'ray.noble@mail2.example.co.uk');
INSERT INTO customers (customer_id, first_name, last_name, town, is_trade, date_registered, email) VALUES (35, 'Gill', 'Thorne', 'Kestleigh', 0, '2022-12-08', 'gill.thorne@mail3.example.co.uk');
INSERT INTO staff (staff_id, first_name, last_name, role, hourly_wage, start_date, is_seasonal) VALUES (1, 'Holly', 'Marsh', 'Driver', 12.60, '2019-11-01', 1);
INSERT INTO staff (staff_id, first_name, last_name, role, hourly_wage, start_date, is_seasonal) VALUES (2, 'Dave', 'Pritchard', 'Manager', 17.50, '2008-03-03', 0);
INSERT INTO staff (staff_id, first_name, last_name, role, hourly_wage, start_date, is_seasonal) VALUES (3, 'Ken', 'Ashdown', 'Driver', 12.60, '2021-11-08', 1);
INSERT INTO staff (staff_id, first_name, last_name, role, hourly_wage, start_date, is_seasonal) VALUES (4, 'Wendy', 'Fairbairn', 'Shop assistant', 11.80, '2022-11-14', 1);
INSERT INTO staff (staff_id, first_name, last_name, role, hourly_wage, start_date, is_seasonal) VALUES (5, 'Marcus', 'Lyle', 'Field hand', 12.20, '2016-04-04', 0);
INSERT INTO staff (staff_id, first_name, last_name, role, hourly_wage, start_date, is_seasonal) VALUES (6, 'Jo', 'Tennant', 'Field hand', 12.20, '2018-04-09', 0);
INSERT INTO staff (staff_id, first_name, last_name, role, hourly_wage, start_date, is_seasonal) VALUES (7, 'Ravi', 'Suri', 'Driver', 12.90, '2017-11-20', 0);
INSERT INTO staff (staff_id, first_name, last_name, role, hourly_wage, start_date, is_seasonal) VALUES (8, 'Becca', 'Nolan', 'Shop assistant', 11.80, '2023-11-13', 1);
INSERT INTO staff (staff_id, first_name, last_name, role, hourly_wage, start_date, is_seasonal) VALUES (9, 'Stan', 'Hewitt', 'Netting and baling', 12.00, '2020-11-02', 1);
INSERT INTO staff (staff_id, first_name, last_name, role, hourly_wage, start_date, is_seasonal) VALUES (10, 'Carol', 'Dyer', 'Bookkeeper', 15.00, '2012-01-09', 0);
INSERT INTO staff (staff_id, first_name, last_name, role, hourly_wage, start_date, is_seasonal) VALUES (11, 'Liam', 'Copley', 'Field hand', 12.20, '2024-04-15', 0);
INSERT INTO staff (staff_id, first_name, last_name, role, hourly_wage, start_date, is_seasonal) VALUES (12, 'Grace', 'Ibbotson', 'Shop assistant', 11.80, '2024-11-11', 1);
INSERT INTO staff (staff_id, first_name, last_name, role, hourly_wage, start_date, is_seasonal) VALUES (13, 'Pete', 'Varley', 'Driver', 12.60, '2024-11-18', 1);
INSERT INTO staff (staff_id, first_name, last_name, role, hourly_wage, start_date, is_seasonal) VALUES (14, 'Nina', 'Shaw', 'Netting and baling', 12.00, '2025-11-03', 1);
INSERT INTO staff (staff_id, first_name, last_name, role, hourly_wage, start_date, is_seasonal) VALUES (15, 'Tom', 'Redgrave', 'Field hand', 12.40, '2010-05-17', 0);
INSERT INTO orders (order_id, customer_id, tree_id, order_date, price_paid, discount, delivery_fee, delivery_town, driver_staff_id, fulfilled_date) VALUES (1, 1, 1, '2023-11-24', 67.50, 0.00, 18.00, 'Harrowfield', 1, '2023-11-27');
INSERT INTO orders (order_id, customer_id, tree_id, order_date, price_paid, discount, delivery_fee, delivery_town, driver_staff_id, fulfilled_date) VALUES (2, 2, 2, '2023-11-28', 92.62, 0.00, 18.00, 'Welby', 3, '2023-12-02');
INSERT INTO orders (order_id, customer_id, tree_id, order_date, price_paid, discount, delivery_fee, delivery_town, driver_staff_id, fulfilled_date) VALUES (3, 3, 3, '2023-12-02', 55.00, 0.00, 0.00, NULL, NULL, '2023-12-07');
INSERT INTO orders (order_id, customer_id, tree_id, order_date, price_paid, discount, delivery_fee, delivery_town, driver_staff_id, fulfilled_date) VALUES (4, 4, 4, '2023-12-06', 93.75, 0.00, 18.00, 'Cobley', 1, '2023-12-12');
INSERT INTO orders (order_id, customer_id, tree_id, order_date, price_paid, discount, delivery_fee, delivery_town, driver_staff_id, fulfilled_date) VALUES (5, 5, 5, '2023-12-10', 66.50, 0.00, 18.00, 'Harrowfield', 1, '2023-12-17');
INSERT INTO orders (order_id, customer_id, tree_id, order_date, price_paid, discount, delivery_fee, delivery_town, driver_staff_id, fulfilled_date) VALUES (6, 6, 6, '2023-12-14', 44.41, 7.84, 0.00, 'Stanbridge', 3, '2023-12-22');
INSERT INTO orders (order_id, customer_id, tree_id, order_date, price_paid, discount, delivery_fee, delivery_town, driver_staff_id, fulfilled_date) VALUES (7, 7, 7, '2023-11-23', 142.50, 0.00, 12.00, 'Kestleigh', 7, '2023-12-02');
INSERT INTO orders (order_id, customer_id, tree_id, order_date, price_paid, discount, delivery_fee, delivery_town, driver_staff_id, fulfilled_date) VALUES (8, 8, 8, '2023-11-27', 114.00, 0.00, 18.00, 'Marlow Bridge', 1, '2023-12-07');
INSERT INTO orders (order_id, customer_id, tree_id, order_date, price_paid, discount, delivery_fee, delivery_town, driver_staff_id, fulfilled_date) VALUES (9, 9, 10, '2023-12-05', 30.00, 0.00, 18.00, 'Welby', 3, '2023-12-08');
INSERT INTO orders (order_id, customer_id, tree_id, order_date, price_paid, discount, delivery_fee, delivery_town, driver_staff_id, fulfilled_date) VALUES (10, 10, 11, '2023-12-09', 49.72, 8.78, 0.00, 'Upton Ferrars', 7, '2023-12-13');
INSERT INTO orders (order_id, customer_id, tree_id, order_date, price_paid, discount, delivery_fee, delivery_town, driver_staff_id, fulfilled_date) VALUES (11, 11, 12, '2023-12-13', 61.75, 0.00, 0.00, NULL, NULL, '2023-12-18');
INSERT INTO orders (order_id, customer_id, tree_id, order_date, price_paid, discount, delivery_fee, delivery_town, driver_staff_id, fulfilled_date) VALUES (12, 12, 13, '2023-11-22', 37.50, 0.00, 18.00, 'Harrowfield', 1, '2023-11-28');
INSERT INTO orders (order_id, customer_id, tree_id, order_date, price_paid, discount, delivery_fee, delivery_town, driver_staff_id, fulfilled_date) VALUES (13, 13, 15, '2024-11-30', 79.00, 0.00, 0.00, NULL, NULL, '2024-12-08');
INSERT INTO orders (order_id, customer_id, tree_id, order_date, price_paid, discount, delivery_fee, delivery_town, driver_staff_id, fulfilled_date) VALUES (14, 14, 16, '2024-12-04', 53.56, 0.00, 18.00, 'Harrowfield', 1, '2024-12-13');
INSERT INTO orders (order_id, customer_id, tree_id, order_date, price_paid, discount, delivery_fee, delivery_town, driver_staff_id, fulfilled_date) VALUES (15, 15, 17, '2024-12-08', 98.60, 17.40, 0.00, 'Marlow Bridge', 3, '2024-12-18');
INSERT INTO orders (order_id, customer_id, tree_id, order_date, price_paid, discount, delivery_fee, delivery_town, driver_staff_id, fulfilled_date) VALUES (16, 16, 18, '2024-12-12', 93.00, 5.00, 0.00, NULL, NULL, '2024-12-14');
INSERT INTO orders (order_id, customer_id, tree_id, order_date, price_paid, discount, delivery_fee, delivery_town, driver_staff_id, fulfilled_date) VALUES (17, 17, 19, '2024-11-21', 73.25, 0.00, 18.00, 'Upton Ferrars', 13, '2024-11-24');
INSERT INTO orders (order_id, customer_id, tree_id, order_date, price_paid, discount, delivery_fee, delivery_town, driver_staff_id, fulfilled_date) VALUES (18, 18, 20, '2024-11-25', 65.00, 0.00, 18.00, 'Cobley', 1, '2024-11-29');
INSERT INTO orders (order_id, customer_id, tree_id, order_date, price_paid, discount, delivery_fee, delivery_town, driver_staff_id, fulfilled_date) VALUES (19, 19, 21, '2024-11-29', 86.00, 0.00, 0.00, NULL, NULL, '2024-12-04');
INSERT INTO orders (order_id, customer_id, tree_id, order_date, price_paid, discount, delivery_fee, delivery_town, driver_staff_id, fulfilled_date) VALUES (20, 20, 22, '2024-12-03', 43.14, 7.61, 0.00, 'Stanbridge', 7, '2024-12-09');
INSERT INTO orders (order_id, customer_id, tree_id, order_date, price_paid, discount, delivery_fee, delivery_town, driver_staff_id, fulfilled_date) VALUES (21, 21, 23, '2024-12-07', 34.50, 0.00, 12.00, 'Kestleigh', 13, '2024-12-14');
INSERT INTO orders (order_id, customer_id, tree_id, order_date, price_paid, discount, delivery_fee, delivery_town, driver_staff_id, fulfilled_date) VALUES (22, 22, 24, '2024-12-11', 97.00, 0.00, 0.00, NULL, NULL, '2024-12-19');
INSERT INTO orders (order_id, customer_id, tree_id, order_date, price_paid, discount, delivery_fee, delivery_town, driver_staff_id, fulfilled_date) VALUES (23, 23, 25, '2024-11-20', 54.50, 0.00, 18.00, 'Harrowfield', 3, '2024-11-29');
INSERT INTO orders (order_id, customer_id, tree_id, order_date, price_paid, discount, delivery_fee, delivery_town, driver_staff_id, fulfilled_date) VALUES (24, 24, 26, '2024-11-24', 96.88, 0.00, 18.00, 'Upton Ferrars', 7, '2024-12-04');
INSERT INTO orders (order_id, customer_id, tree_id, order_date, price_paid, discount, delivery_fee, delivery_town, driver_staff_id, fulfilled_date) VALUES (25, 25, 28, '2024-12-02', 77.00, 0.00, 18.00, 'Cobley', 1, '2024-12-05');
INSERT INTO orders (order_id, customer_id, tree_id, order_date, price_paid, discount, delivery_fee, delivery_town, driver_staff_id, fulfilled_date) VALUES (26, 26, 29, '2024-12-06', 59.00, 0.00, 18.00, 'Harrowfield', 3, '2024-12-10');
INSERT INTO orders (order_id, customer_id, tree_id, order_date, price_paid, discount, delivery_fee, delivery_town, driver_staff_id, fulfilled_date) VALUES (27, 27, 30, '2024-12-10', 50.00, 0.00, 0.00, NULL, NULL, '2024-12-15');
INSERT INTO orders (order_id, customer_id, tree_id, order_date, price_paid, discount, delivery_fee, delivery_town, driver_staff_id, fulfilled_date) VALUES (28, 28, 32, '2024-11-23', 104.38, 0.00, 18.00, 'Stanbridge', 1, '2024-11-30');
INSERT INTO orders (order_id, customer_id, tree_id, order_date, price_paid, discount, delivery_fee, delivery_town, driver_staff_id, fulfilled_date) VALUES (29, 29, 33, '2025-11-27', 33.15, 5.85, 0.00, 'Welby', 7, '2025-12-05');
INSERT INTO orders (order_id, customer_id, tree_id, order_date, price_paid, discount, delivery_fee, delivery_town, driver_staff_id, fulfilled_date) VALUES (30, 30, 34, '2025-12-01', 79.00, 0.00, 18.00, 'Marlow Bridge', 13, '2025-12-10');
INSERT INTO orders (order_id, customer_id, tree_id, order_date, price_paid, discount, delivery_fee, delivery_town, driver_staff_id, fulfilled_date) VALUES (31, 3, 35, '2025-12-05', 49.50, 0.00, 12.00, 'Kestleigh', 1, '2025-12-15');
INSERT INTO orders (order_id, customer_id, tree_id, order_date, price_paid, discount, delivery_fee, delivery_town, driver_staff_id, fulfilled_date) VALUES (32, 6, 36, '2025-12-09', 47.81, 8.44, 0.00, 'Stanbridge', 1, '2025-12-11');
INSERT INTO orders (order_id, customer_id, tree_id, order_date, price_paid, discount, delivery_fee, delivery_town, driver_staff_id, fulfilled_date) VALUES (33, 1, 37, '2025-12-13', 94.00, 0.00, 18.00, 'Harrowfield', 7, '2025-12-16');
INSERT INTO orders (order_id, customer_id, tree_id, order_date, price_paid, discount, delivery_fee, delivery_town, driver_staff_id, fulfilled_date) VALUES (34, 10, 39, '2025-11-26', 59.50, 10.50, 0.00, 'Upton Ferrars', 1, '2025-12-01');
INSERT INTO orders (order_id, customer_id, tree_id, order_date, price_paid, discount, delivery_fee, delivery_town, driver_staff_id, fulfilled_date) VALUES (35, 4, 40, '2025-11-30', 41.50, 0.00, 18.00, 'Harrowfield', 3, '2025-12-06');
INSERT INTO orders (order_id, customer_id, tree_id, order_date, price_paid, discount, delivery_fee, delivery_town, driver_staff_id, fulfilled_date) VALUES (36, 15, 41, '2025-12-04', 156.40, 27.60, 0.00, 'Marlow Bridge', 7, '2025-12-11');
INSERT INTO orders (order_id, customer_id, tree_id, order_date, price_paid, discount, delivery_fee, delivery_town, driver_staff_id, fulfilled_date) VALUES (37, 20, 42, '2025-12-08', 69.70, 12.30, 0.00, 'Stanbridge', 1, '2025-12-16');
INSERT INTO orders (order_id, customer_id, tree_id, order_date, price_paid, discount, delivery_fee, delivery_town, driver_staff_id, fulfilled_date) VALUES (38, 6, 43, '2025-12-12', 61.84, 10.91, 0.00, 'Stanbridge', 1, '2025-12-21');
INSERT INTO orders (order_id, customer_id, tree_id, order_date, price_paid, discount, delivery_fee, delivery_town, driver_staff_id, fulfilled_date) VALUES (39, 29, 44, '2025-11-21', 137.28, 24.22, 0.00, 'Welby', 3, '2025-12-01');
INSERT INTO orders (order_id, customer_id, tree_id, order_date, price_paid, discount, delivery_fee, delivery_town, driver_staff_id, fulfilled_date) VALUES (40, 12, 46, '2025-11-29', 45.25, 0.00, 18.00, 'Harrowfield', 13, '2025-12-02');
INSERT INTO orders (order_id, customer_id, tree_id, order_date, price_paid, discount, delivery_fee, delivery_town, driver_staff_id, fulfilled_date) VALUES (41, 3, 48, '2025-12-07', 80.00, 0.00, 0.00, NULL, NULL, '2025-12-12');
INSERT INTO orders (order_id, customer_id, tree_id, order_date, price_paid, discount, delivery_fee, delivery_town, driver_staff_id, fulfilled_date) VALUES (42, 1, 49, '2025-12-18', 49.00, 0.00, 18.00, 'Harrowfield', 7, NULL);
INSERT INTO orders (order_id, customer_id, tree_id, order_date, price_paid, discount, delivery_fee, delivery_town, driver_staff_id, fulfilled_date) VALUES (43, 34, 51, '2025-11-24', 103.00, 0.00, 0.00, NULL, NULL, '2025-12-02');
INSERT INTO orders (order_id, customer_id, tree_id, order_date, price_paid, discount, delivery_fee, delivery_town, driver_staff_id, fulfilled_date) VALUES (44, 6, 53, '2025-12-17', 43.78, 7.72, 0.00, 'Stanbridge', 7, NULL);
INSERT INTO orders (order_id, customer_id, tree_id, order_date, price_paid, discount, delivery_fee, delivery_town, driver_staff_id, fulfilled_date) VALUES (45, 2, 54, '2025-12-18', 119.00, 5.00, 0.00, NULL, NULL, NULL);
COMMIT;
