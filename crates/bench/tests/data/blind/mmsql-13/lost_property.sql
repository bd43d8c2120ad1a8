-- City transport lost property office: locations, item categories, staff, found items and owners' claims.
BEGIN TRANSACTION;
CREATE TABLE locations (
    location_id INTEGER PRIMARY KEY,
    location_name TEXT NOT NULL,
    location_type TEXT NOT NULL CHECK (location_type IN ('bus station', 'train station', 'tram stop', 'bus route', 'depot')),
    district TEXT NOT NULL,
    is_collection_point INTEGER NOT NULL CHECK (is_collection_point IN (0, 1)),
    opening_hours TEXT -- NULL = not open to the public (not a collection point)
);
CREATE TABLE categories (
    category_id INTEGER PRIMARY KEY,
    category_name TEXT NOT NULL UNIQUE,
    retention_days INTEGER NOT NULL,
    is_high_value INTEGER NOT NULL CHECK (is_high_value IN (0, 1))
);
CREATE TABLE staff (
    staff_id INTEGER PRIMARY KEY,
    full_name TEXT NOT NULL,
    role TEXT NOT NULL CHECK (role IN ('clerk', 'supervisor', 'driver', 'cleaner')),
    base_location_id INTEGER NOT NULL REFERENCES locations(location_id),
    started_on TEXT NOT NULL
);
CREATE TABLE items (
    item_id INTEGER PRIMARY KEY,
    category_id INTEGER NOT NULL REFERENCES categories(category_id),
    description TEXT NOT NULL,
    colour TEXT, -- NULL = colour not recorded
    found_location_id INTEGER NOT NULL REFERENCES locations(location_id),
    storage_location_id INTEGER NOT NULL REFERENCES locations(location_id),
    found_on TEXT NOT NULL,
    logged_on TEXT NOT NULL,
    logged_by_staff_id INTEGER NOT NULL REFERENCES staff(staff_id),
    finder_name TEXT, -- NULL = handed in anonymously, finder not recorded
    estimated_value REAL, -- NULL = not valued
    status TEXT NOT NULL CHECK (status IN ('held', 'claimed', 'returned', 'donated', 'disposed', 'sent to police'))
);
CREATE TABLE claims (
    claim_id INTEGER PRIMARY KEY,
    item_id INTEGER REFERENCES items(item_id), -- NULL = no matching item found yet
    claimant_name TEXT NOT NULL,
    claimant_phone TEXT, -- NULL = no phone number left
    lodged_on TEXT NOT NULL,
    lost_description TEXT NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('open', 'matched', 'collected', 'rejected', 'withdrawn')),
    handling_fee REAL, -- NULL = no fee charged
    collected_on TEXT -- NULL = not collected
);
INSERT INTO locations (location_id, location_name, location_type, district, is_collection_point, opening_hours) VALUES (1, 'Central Bus Station', 'bus station', 'City Centre', 1, 'Mon-Sat 08:00-18:00');
INSERT INTO locations (location_id, location_name, location_type, district, is_collection_point, opening_hours) VALUES (2, 'Riverside Station', 'train station', 'Riverside', 1, 'Mon-Fri 07:00-19:00');
INSERT INTO locations (location_id, location_name, location_type, district, is_collection_point, opening_hours) VALUES (3, 'Northgate Interchange', 'bus station', 'Northgate', 1, 'Mon-Fri 09:00-17:00');
INSERT INTO locations (location_id, location_name, location_type, district, is_collection_point, opening_hours) VALUES (4, 'Kingsway Depot', 'depot', 'Kingsway', 0, NULL);
INSERT INTO locations (location_id, location_name, location_type, district, is_collection_point, opening_hours) VALUES (5, 'Eastfield Depot', 'depot', 'Eastfield', 0, NULL);
INSERT INTO locations (location_id, location_name, location_type, district, is_collection_point, opening_hours) VALUES (6, 'Market Square', 'tram stop', 'City Centre', 0, NULL);
INSERT INTO locations (location_id, location_name, location_type, district, is_collection_point, opening_hours) VALUES (7, 'University', 'tram stop', 'Riverside', 0, NULL);
INSERT INTO locations (location_id, location_name, location_type, district, is_collection_point, opening_hours) VALUES (8, 'Hospital', 'tram stop', 'Northgate', 0, NULL);
INSERT INTO locations (location_id, location_name, location_type, district, is_collection_point, opening_hours) VALUES (9, 'Route 12', 'bus route', 'Eastfield', 0, NULL);
INSERT INTO locations (location_id, location_name, location_type, district, is_collection_point, opening_hours) VALUES (10, 'Route 7', 'bus route', 'Kingsway', 0, NULL);
INSERT INTO locations (location_id, location_name, location_type, district, is_collection_point, opening_hours) VALUES (11, 'Route 33', 'bus route', 'Northgate', 0, NULL);
INSERT INTO locations (location_id, location_name, location_type, district, is_collection_point, opening_hours) VALUES (12, 'Route X1 Airport', 'bus route', 'City Centre', 0, NULL);
INSERT INTO locations (location_id, location_name, location_type, district, is_collection_point, opening_hours) VALUES (13, 'Riverside', 'tram stop', 'Riverside', 0, NULL);
INSERT INTO locations (location_id, location_name, location_type, district, is_collection_point, opening_hours) VALUES (14, 'Parkway Station', 'train station', 'Eastfield', 1, 'Sat-Sun 10:00-16:00');
INSERT INTO locations (location_id, location_name, location_type, district, is_collection_point, opening_hours) VALUES (15, 'Stadium', 'tram stop', 'Kingsway', 0, NULL);
INSERT INTO locations (location_id, location_name, location_type, district, is_collection_point, opening_hours) VALUES (16, 'Route 21', 'bus route', 'Riverside', 0, NULL);
INSERT INTO locations (location_id, location_name, location_type, district, is_collection_point, opening_hours) VALUES (17, 'Old Town', 'tram stop', 'City Centre', 0, NULL);
INSERT INTO locations (location_id, location_name, location_type, district, is_collection_point, opening_hours) VALUES (18, 'Kingsway', 'tram stop', 'Kingsway', 0, NULL);
INSERT INTO categories (category_id, category_name, retention_days, is_high_value) VALUES (1, 'phone', 90, 1);
INSERT INTO categories (category_id, category_name, retention_days, is_high_value) VALUES (2, 'wallet or purse', 90, 1);
INSERT INTO categories (category_id, category_name, retention_days, is_high_value) VALUES (3, 'keys', 60, 0);
INSERT INTO categories (category_id, category_name, retention_days, is_high_value) VALUES (4, 'umbrella', 30, 0);
INSERT INTO categories (category_id, category_name, retention_days, is_high_value) VALUES (5, 'bag', 60, 0);
INSERT INTO categories (category_id, category_name, retention_days, is_high_value) VALUES (6, 'glasses', 60, 0);
INSERT INTO categories (category_id, category_name, retention_days, is_high_value) VALUES (7, 'laptop or tablet', 90, 1);
INSERT INTO categories (category_id, category_name, retention_days, is_high_value) VALUES (8, 'jewellery', 90, 1);
INSERT INTO categories (category_id, category_name, retention_days, is_high_value) VALUES (9, 'clothing', 30, 0);
INSERT INTO categories (category_id, category_name, retention_days, is_high_value) VALUES (10, 'documents', 120, 1);
INSERT INTO categories (category_id, category_name, retention_days, is_high_value) VALUES (11, 'toy', 30, 0);
INSERT INTO categories (category_id, category_name, retention_days, is_high_value) VALUES (12, 'headphones', 60, 0);
INSERT INTO categories (category_id, category_name, retention_days, is_high_value) VALUES (13, 'watch', 90, 1);
INSERT INTO categories (category_id, category_name, retention_days, is_high_value) VALUES (14, 'bank card', 14, 1);
INSERT INTO categories (category_id, category_name, retention_days, is_high_value) VALUES (15, 'other', 30, 0);
INSERT INTO staff (staff_id, full_name, role, base_location_id, started_on) VALUES (1, 'Maureen Tate', 'supervisor', 1, '2016-03-16');
INSERT INTO staff (staff_id, full_name, role, base_location_id, started_on) VALUES (2, 'Kevin Oduya', 'clerk', 1, '2014-05-10');
INSERT INTO staff (staff_id, full_name, role, base_location_id, started_on) VALUES (3, 'Lisa Marsh', 'clerk', 1, '2021-12-24');
INSERT INTO staff (staff_id, full_name, role, base_location_id, started_on) VALUES (4, 'Arjun Bhatt', 'clerk', 2, '2021-05-29');
INSERT INTO staff (staff_id, full_name, role, base_location_id, started_on) VALUES (5, 'Debbie Sharp', 'supervisor', 2, '2013-09-09');
INSERT INTO staff (staff_id, full_name, role, base_location_id, started_on) VALUES (6, 'Colin Riverside', 'driver', 4, '2008-07-28');
INSERT INTO staff (staff_id, full_name, role, base_location_id, started_on) VALUES (7, 'Yusuf Demir', 'driver', 5, '2010-06-04');
INSERT INTO staff (staff_id, full_name, role, base_location_id, started_on) VALUES (8, 'Sandra Kelly', 'cleaner', 4, '2022-11-21');
INSERT INTO staff (staff_id, full_name, role, base_location_id, started_on) VALUES (9, 'Pete Grimes', 'cleaner', 5, '2011-02-05');
INSERT INTO staff (staff_id, full_name, role, base_location_id, started_on) VALUES (10, 'Nicola Fenn', 'clerk', 3, '2008-06-10');
INSERT INTO staff (staff_id, full_name, role, base_location_id, started_on) VALUES (11, 'Hamid Rahimi', 'driver', 4, '2013-04-15');
INSERT INTO staff (staff_id, full_name, role, base_location_id, started_on) VALUES (12, 'Grace Obi', 'clerk', 14, '2008-06-12');
INSERT INTO staff (staff_id, full_name, role, base_location_id, started_on) VALUES (13, 'Tony Walsh', 'cleaner', 2, '2017-05-15');
INSERT INTO staff (staff_id, full_name, role, base_location_id, started_on) VALUES (14, 'Ellie Brandon', 'clerk', 3, '2015-09-09');
INSERT INTO staff (staff_id, full_name, role, base_location_id, started_on) VALUES (15, 'Steve Pike', 'driver', 5, '2016-01-31');
INSERT INTO items (item_id, category_id, description, colour, found_location_id, storage_location_id, found_on, logged_on, logged_by_staff_id, finder_name, estimated_value, status) VALUES (1, 8, 'silver bracelet', 'silver', 18, 1, '2024-01-03', '2024-01-04', 1, 'Harry Webb', 60.0, 'claimed');
INSERT INTO items (item_id, category_id, description, colour, found_location_id, storage_location_id, found_on, logged_on, logged_by_staff_id, finder_name, estimated_value, status) VALUES (2, 11, 'toy dinosaur', NULL, 9, 14, '2024-01-05', '2024-01-08', 1, NULL, 4.0, 'returned');
INSERT INTO items (item_id, category_id, description, colour, found_location_id, storage_location_id, found_on, logged_on, logged_by_staff_id, finder_name, estimated_value, status) VALUES (3, 15, 'guitar in soft case', 'black', 2, 2, '2024-05-11', '2024-05-12', 3, 'Grace Obi', 180.0, 'disposed');
INSERT INTO items (item_id, category_id, description, colour, found_location_id, storage_location_id, found_on, logged_on, logged_by_staff_id, finder_name, estimated_value, status) VALUES (4, 2, 'card holder with ID', NULL, 15, 1, '2024-05-21', '2024-05-21', 10, 'Kevin Oduya', 25.0, 'donated');
INSERT INTO items (item_id, category_id, description, colour, found_location_id, storage_location_id, found_on, logged_on, logged_by_staff_id, finder_name, estimated_value, status) VALUES (5, 10, 'driving licence', NULL, 13, 2, '2024-02-03', '2024-02-04', 12, 'Grace Obi', NULL, 'held');
INSERT INTO items (item_id, category_id, description, colour, found_location_id, storage_location_id, found_on, logged_on, logged_by_staff_id, finder_name, estimated_value, status) VALUES (6, 6, 'prescription sunglasses', 'brown', 1, 1, '2024-04-21', '2024-04-24', 12, NULL, 120.0, 'held');
INSERT INTO items (item_id, category_id, description, colour, found_location_id, storage_location_id, found_on, logged_on, logged_by_staff_id, finder_name, estimated_value, status) VALUES (7, 1, 'Samsung Galaxy A52', 'red', 9, 14, '2024-03-13', '2024-03-14', 4, NULL, 180.0, 'claimed');
INSERT INTO items (item_id, category_id, description, colour, found_location_id, storage_location_id, found_on, logged_on, logged_by_staff_id, finder_name, estimated_value, status) VALUES (8, 1, 'Samsung Galaxy A52', 'brown', 11, 3, '2024-01-20', '2024-01-20', 3, 'Fatima Zahra', 180.0, 'held');
INSERT INTO items (item_id, category_id, description, colour, found_location_id, storage_location_id, found_on, logged_on, logged_by_staff_id, finder_name, estimated_value, status) VALUES (9, 15, 'bag of dog treats', 'brown', 9, 14, '2024-04-28', '2024-04-30', 5, 'Ruth Adams', 3.0, 'held');
INSERT INTO items (item_id, category_id, description, colour, found_location_id, storage_location_id, found_on, logged_on, logged_by_staff_id, finder_name, estimated_value, status) VALUES (10, 4, 'folding umbrella', 'silver', 3, 3, '2024-04-24', '2024-04-24', 2, NULL, 5.0, 'donated');
INSERT INTO items (item_id, category_id, description, colour, found_location_id, storage_location_id, found_on, logged_on, logged_by_staff_id, finder_name, estimated_value, status) VALUES (11, 12, 'over-ear headphones', 'green', 6, 1, '2024-05-12', '2024-05-14', 10, NULL, NULL, 'returned');
INSERT INTO items (item_id, category_id, description, colour, found_location_id, storage_location_id, found_on, logged_on, logged_by_staff_id, finder_name, estimated_value, status) VALUES (12, 8, 'earrings in small box', 'silver', 4, 1, '2024-05-02', '2024-05-02', 5, 'Ruth Adams', NULL, 'sent to police');
INSERT INTO items (item_id, category_id, description, colour, found_location_id, storage_location_id, found_on, logged_on, logged_by_staff_id, finder_name, estimated_value, status) VALUES (13, 10, 'passport', NULL, 1, 1, '2024-03-28', '2024-03-29', 5, 'Kevin Oduya', NULL, 'sent to police');
INSERT INTO items (item_id, category_id, description, colour, found_location_id, storage_location_id, found_on, logged_on, logged_by_staff_id, finder_name, estimated_value, status) VALUES (14, 10, 'folder of college work', NULL, 10, 1, '2024-01-25', '2024-01-25', 1, 'Joe Hart', NULL, 'returned');
INSERT INTO items (item_id, category_id, description, colour, found_location_id, storage_location_id, found_on, logged_on, logged_by_staff_id, finder_name, estimated_value, status) VALUES (15, 7, 'Kindle e-reader', 'black', 6, 1, '2024-05-04', '2024-05-05', 12, NULL, 80.0, 'held');
INSERT INTO items (item_id, category_id, description, colour, found_location_id, storage_location_id, found_on, logged_on, logged_by_staff_id, finder_name, estimated_value, status) VALUES (16, 2, 'purse with coins', 'brown', 3, 3, '2024-04-10', '2024-04-11', 12, NULL, 10.0, 'claimed');
INSERT INTO items (item_id, category_id, description, colour, found_location_id, storage_location_id, found_on, logged_on, logged_by_staff_id, finder_name, estimated_value, status) VALUES (17, 9, 'school jumper', 'grey', 11, 3, '2024-02-29', '2024-02-29', 5, NULL, NULL, 'donated');
INSERT INTO items (item_id, category_id, description, colour, found_location_id, storage_location_id, found_on, logged_on, logged_by_staff_id, finder_name, estimated_value, status) VALUES (18, 13, 'smart watch', 'black', 8, 3, '2024-02-23', '2024-02-25', 1, NULL, 150.0, 'held');
INSERT INTO items (item_id, category_id, description, colour, found_location_id, storage_location_id, found_on, logged_on, logged_by_staff_id, finder_name, estimated_value, status) VALUES (19, 10, 'driving licence', NULL, 9, 14, '2024-02-10', '2024-02-12', 3, 'Grace Obi', NULL, 'returned');
INSERT INTO items (item_id, category_id, description, colour, found_location_id, storage_location_id, found_on, logged_on, logged_by_staff_id, finder_name, estimated_value, status) VALUES (20, 2, 'card holder with ID', NULL, 7, 2, '2024-03-30', '2024-03-30', 1, 'Leon Smith', 25.0, 'held');
INSERT INTO items (item_id, category_id, description, colour, found_location_id, storage_location_id, found_on, logged_on, logged_by_staff_id, finder_name, estimated_value, status) VALUES (21, 3, 'car key fob (Ford)', NULL, 2, 2, '2024-05-09', '2024-05-10', 14, 'Alan Birch', 90.0, 'returned');
INSERT INTO items (item_id, category_id, description, colour, found_location_id, storage_location_id, found_on, logged_on, logged_by_staff_id, finder_name, estimated_value, status) VALUES (22, 12, 'AirPods in case', 'gold', 12, 1, '2024-01-15', '2024-01-16', 14, 'Joe Hart', 120.0, 'held');
INSERT INTO items (item_id, category_id, description, colour, found_location_id, storage_location_id, found_on, logged_on, logged_by_staff_id, finder_name, estimated_value, status) VALUES (23, 3, 'bunch of 3 keys with football keyring', 'silver', 13, 2, '2024-05-17', '2024-05-18', 5, 'Dana Lowe', NULL, 'returned');
INSERT INTO items (item_id, category_id, description, colour, found_location_id, storage_location_id, found_on, logged_on, logged_by_staff_id, finder_name, estimated_value, status) VALUES (24, 10, 'driving licence', NULL, 7, 2, '2024-01-08', '2024-01-10', 2, 'Joe Hart', NULL, 'returned');
INSERT INTO items (item_id, category_id, description, colour, found_location_id, storage_location_id, found_on, logged_on, logged_by_staff_id, finder_name, estimated_value, status) VALUES (25, 12, 'AirPods in case', 'pink', 18, 1, '2024-03-07', '2024-03-08', 1, NULL, 120.0, 'held');
INSERT INTO items (item_id, category_id, description, colour, found_location_id, storage_location_id, found_on, logged_on, logged_by_staff_id, finder_name, estimated_value, status) VALUES (26, 13, 'Casio digital watch', NULL, 7, 2, '2024-02-18', '2024-02-18', 5, NULL, 25.0, 'claimed');
INSERT INTO items (item_id, category_id, description, colour, found_location_id, storage_location_id, found_on, logged_on, logged_by_staff_id, finder_name, estimated_value, status) VALUES (27, 1, 'Pixel 7, cracked screen', 'red', 1, 1, '2024-03-13', '2024-03-16', 1, NULL, 200.0, 'returned');
INSERT INTO items (item_id, category_id, description, colour, found_location_id, storage_location_id, found_on, logged_on, logged_by_staff_id, finder_name, estimated_value, status) VALUES (28, 9, 'hi-vis vest', 'blue', 3, 3, '2024-04-05', '2024-04-08', 5, NULL, NULL, 'returned');
INSERT INTO items (item_id, category_id, description, colour, found_location_id, storage_location_id, found_on, logged_on, logged_by_staff_id, finder_name, estimated_value, status) VALUES (29, 8, 'silver bracelet', 'gold', 2, 2, '2024-01-22', '2024-01-22', 3, 'Joe Hart', 60.0, 'held');
INSERT INTO items (item_id, category_id, description, colour, found_location_id, storage_location_id, found_on, logged_on, logged_by_staff_id, finder_name, estimated_value, status) VALUES (30, 8, 'gold ring', NULL, 18, 1, '2024-02-18', '2024-02-19', 10, NULL, 250.0, 'held');
INSERT INTO items (item_id, category_id, description, colour, found_location_id, storage_location_id, found_on, logged_on, logged_by_staff_id, finder_name, estimated_value, status) VALUES (31, 15, 'walking stick', 'grey', 4, 1, '2024-01-20', '2024-01-20', 4, 'Priya Nair', 15.0, 'held');
INSERT INTO items (item_id, category_id, description, colour, found_location_id, storage_location_id, found_on, logged_on, logged_by_staff_id, finder_name, estimated_value, status) VALUES (32, 2, 'purse with coins', 'green', 9, 14, '2024-03-10', '2024-03-10', 3, 'Harry Webb', 10.0, 'disposed');
INSERT INTO items (item_id, category_id, description, colour, found_location_id, storage_location_id, found_on, logged_on, logged_by_staff_id, finder_name, estimated_value, status) VALUES (33, 4, 'golf umbrella', NULL, 3, 3, '2024-03-05', '2024-03-07', 3, 'Alan Birch', 12.0, 'held');
INSERT INTO items (item_id, category_id, description, colour, found_location_id, storage_location_id, found_on, logged_on, logged_by_staff_id, finder_name, estimated_value, status) VALUES (34, 14, 'debit card', NULL, 17, 1, '2024-03-25', '2024-03-27', 12, NULL, NULL, 'returned');
INSERT INTO items (item_id, category_id, description, colour, found_location_id, storage_location_id, found_on, logged_on, logged_by_staff_id, finder_name, estimated_value, status) VALUES (35, 13, 'smart watch', 'black', 12, 1, '2024-03-04', '2024-03-07', 4, 'Mary Quinn', 150.0, 'held');
INSERT INTO items (item_id, category_id, description, colour, found_location_id, storage_location_id, found_on, logged_on, logged_by_staff_id, finder_name, estimated_value, status) VALUES (36, 5, 'rucksack with gym kit', 'silver', 7, 2, '2024-01-05', '2024-01-05', 4, 'Kevin Oduya', 40.0, 'held');
INSERT INTO items (item_id, category_id, description, colour, found_location_id, storage_location_id, found_on, logged_on, logged_by_staff_id, finder_name, estimated_value, status) VALUES (37, 13, 'Casio digital watch', 'gold', 16, 2, '2024-02-02', '2024-02-02', 1, NULL, 25.0, 'held');
INSERT INTO items (item_id, category_id, description, colour, found_location_id, storage_location_id, found_on, logged_on, logged_by_staff_id, finder_name, estimated_value, status) VALUES (38, 12, 'AirPods in case', 'black', 18, 1, '2024-01-12', '2024-01-14', 5, NULL, 120.0, 'disposed');
INSERT INTO items (item_id, category_id, description, colour, found_location_id, storage_location_id, found_on, logged_on, logged_by_staff_id, finder_name, estimated_value, status) VALUES (39, 6, 'reading glasses in case', 'red', 10, 1, '2024-04-28', '2024-04-28', 1, 'Leon Smith', NULL, 'donated');
INSERT INTO items (item_id, category_id, description, colour, found_location_id, storage_location_id, found_on, logged_on, logged_by_staff_id, finder_name, estimated_value, status) VALUES (40, 3, 'car key fob (Ford)', 'grey', 11, 3, '2024-02-14', '2024-02-17', 12, 'Mary Quinn', NULL, 'returned');
INSERT INTO items (item_id, category_id, description, colour, found_location_id, storage_location_id, found_on, logged_on, logged_by_staff_id, finder_name, estimated_value, status) VALUES (41, 14, 'credit card', NULL, 9, 14, '2024-03-12', '2024-03-12', 3, NULL, NULL, 'returned');
INSERT INTO items (item_id, category_id, description, colour, found_location_id, storage_location_id, found_on, logged_on, logged_by_staff_id, finder_name, estimated_value, status) VALUES (42, 4, 'golf umbrella', 'brown', 5, 14, '2024-02-06', '2024-02-06', 5, 'Dana Lowe', 12.0, 'held');
INSERT INTO items (item_id, category_id, description, colour, found_location_id, storage_location_id, found_on, logged_on, logged_by_staff_id, finder_name, estimated_value, status) VALUES (43, 3, 'car key fob (Ford)', 'red', 6, 1, '2024-05-12', '2024-05-12', 5, NULL, 90.0, 'disposed');
INSERT INTO items (item_id, category_id, description, colour, found_location_id, storage_location_id, found_on, logged_on, logged_by_staff_id, finder_name, estimated_value, status) VALUES (44, 10, 'driving licence', NULL, 3, 3, '2024-02-19', '2024-02-22', 2, 'Joe Hart', NULL, 'held');
INSERT INTO items (item_id, category_id, description, colour, found_location_id, storage_location_id, found_on, logged_on, logged_by_staff_id, finder_name, estimated_value, status) VALUES (45, 11, 'teddy bear', 'green', 2, 2, '2024-04-07', '2024-04-07', 4, 'Ruth Adams', 5.0, 'sent to police');
INSERT INTO items (item_id, category_id, description, colour, found_location_id, storage_location_id, found_on, logged_on, logged_by_staff_id, finder_name, estimated_value, status) VALUES (46, 7, 'Dell laptop', 'red', 6, 1, '2024-04-06', '2024-04-08', 2, NULL, 450.0, 'returned');
INSERT INTO items (item_id, category_id, description, colour, found_location_id, storage_location_id, found_on, logged_on, logged_by_staff_id, finder_name, estimated_value, status) VALUES (47, 11, 'teddy bear', 'green', 1, 1, '2024-01-20', '2024-01-20', 5, NULL, 5.0, 'sent to police');
INSERT INTO items (item_id, category_id, description, colour, found_location_id, storage_location_id, found_on, logged_on, logged_by_staff_id, finder_name, estimated_value, status) VALUES (48, 1, 'iPhone 13 in clear case', 'white', 13, 2, '2024-02-02', '2024-02-05', 5, NULL, 350.0, 'held');
INSERT INTO items (item_id, category_id, description, colour, found_location_id, storage_location_id, found_on, logged_on, logged_by_staff_id, finder_name, estimated_value, status) VALUES (49, 12, 'over-ear headphones', 'red', 6, 1, '2024-02-17', '2024-02-19', 1, NULL, 70.0, 'held');
INSERT INTO items (item_id, category_id, description, colour, found_location_id, storage_location_id, found_on, logged_on, logged_by_staff_id, finder_name, estimated_value, status) VALUES (50, 15, 'guitar in soft case', 'black', 8, 3, '2024-01-17', '2024-01-20', 3, NULL, 180.0, 'sent to police');
INSERT INTO items (item_id, category_id, description, colour, found_location_id, storage_location_id, found_on, logged_on, logged_by_staff_id, finder_name, estimated_value, status) VALUES (51, 3, 'bunch of 3 keys with football keyring', 'navy', 16, 2, '2024-05-18', '2024-05-19', 1, NULL, NULL, 'disposed');
INSERT INTO items (item_id, category_id, description, colour, found_location_id, storage_location_id, found_on, logged_on, logged_by_staff_id, finder_name, estimated_value, status) VALUES (52, 13, 'Casio digital watch', 'gold', 13, 2, '2024-03-08', '2024-03-09', 1, 'Kevin Oduya', 25.0, 'held');
INSERT INTO items (item_id, category_id, description, colour, found_location_id, storage_location_id, found_on, logged_on, logged_by_staff_id, finder_name, estimated_value, status) VALUES (53, 8, 'gold ring', 'gold', 17, 1, '2024-03-16', '2024-03-17', 4, NULL, 250.0, 'disposed');
INSERT INTO items (item_id, category_id, description, colour, found_location_id, storage_location_id, found_on, logged_on, logged_by_staff_id, finder_name, estimated_value, status) VALUES (54, 8, 'earrings in small box', NULL, 5, 14, '2024-01-12', '2024-01-15', 2, NULL, NULL, 'held');
INSERT INTO items (item_id, category_id, description, colour, found_location_id, storage_location_id, found_on, logged_on, logged_by_staff_id, finder_name, estimated_value, status) VALUES (55, 5, 'rucksack with gym kit', 'brown', 5, 14, '2024-04-27', '2024-04-29', 5, 'Ruth Adams', NULL, 'claimed');
INSERT INTO items (item_id, category_id, description, colour, found_location_id, storage_location_id, found_on, logged_on, logged_by_staff_id, finder_name, estimated_value, status) VALUES (56, 2, 'card holder with ID', 'green', 7, 2, '2024-01-16', '2024-01-16', 3, NULL, 25.0, 'claimed');
INSERT INTO items (item_id, category_id, description, colour, found_location_id, storage_location_id, found_on, logged_on, logged_by_staff_id, finder_name, estimated_value, status) VALUES (57, 8, 'earrings in small box', 'silver', 10, 1, '2024-01-16', '2024-01-17', 14, 'Leon Smith', NULL, 'disposed');
INSERT INTO items (item_id, category_id, description, colour, found_location_id, storage_location_id, found_on, logged_on, logged_by_staff_id, finder_name, estimated_value, status) VALUES (58, 13, 'Casio digital watch', 'silver', 8, 3, '2024-05-13', '2024-05-14', 4, 'Mary Quinn', 25.0, 'returned');
INSERT INTO items (item_id, category_id, description, colour, found_location_id, storage_location_id, found_on, logged_on, logged_by_staff_id, finder_name, estimated_value, status) VALUES (59, 13, 'Casio digital watch', 'silver', 2, 2, '2024-04-08', '2024-04-08', 1, NULL, 25.0, 'donated');
INSERT INTO items (item_id, category_id, description, colour, found_location_id, storage_location_id, found_on, logged_on, logged_by_staff_id, finder_name, estimated_value, status) VALUES (60, 11, 'teddy bear', 'pink', 1, 1, '2024-05-25', '2024-05-25', 5, 'Fatima Zahra', NULL, 'donated');
INSERT INTO claims (claim_id, item_id, claimant_name, claimant_phone, lodged_on, lost_description, status, handling_fee, collected_on) VALUES (1, 1, 'Victor Lang', '07398 129651', '2024-01-09', 'lost silver bracelet', 'matched', NULL, NULL);
INSERT INTO claims (claim_id, item_id, claimant_name, claimant_phone, lodged_on, lost_description, status, handling_fee, collected_on) VALUES (2, 2, 'Harriet Cole', '07459 108510', '2024-01-09', 'lost toy dinosaur', 'collected', NULL, '2024-01-14');
INSERT INTO claims (claim_id, item_id, claimant_name, claimant_phone, lodged_on, lost_description, status, handling_fee, collected_on) VALUES (3, 7, 'Martin Hale', NULL, '2024-03-14', 'lost Samsung Galaxy A52', 'matched', 5.0, NULL);
INSERT INTO claims (claim_id, item_id, claimant_name, claimant_phone, lodged_on, lost_description, status, handling_fee, collected_on) VALUES (4, 11, 'Siobhan Kerr', '07547 289110', '2024-05-16', 'lost over-ear headphones', 'collected', 10.0, '2024-05-23');
INSERT INTO claims (claim_id, item_id, claimant_name, claimant_phone, lodged_on, lost_description, status, handling_fee, collected_on) VALUES (5, 14, 'Siobhan Kerr', '07547 289110', '2024-01-31', 'lost folder of college work', 'collected', 2.0, '2024-02-10');
INSERT INTO claims (claim_id, item_id, claimant_name, claimant_phone, lodged_on, lost_description, status, handling_fee, collected_on) VALUES (6, 16, 'Tasha Green', '07701 811757', '2024-04-10', 'lost purse with coins', 'matched', NULL, NULL);
INSERT INTO claims (claim_id, item_id, claimant_name, claimant_phone, lodged_on, lost_description, status, handling_fee, collected_on) VALUES (7, 19, 'Siobhan Kerr', '07547 289110', '2024-02-15', 'lost driving licence', 'collected', NULL, '2024-02-17');
INSERT INTO claims (claim_id, item_id, claimant_name, claimant_phone, lodged_on, lost_description, status, handling_fee, collected_on) VALUES (8, 21, 'Frank Doyle', NULL, '2024-05-13', 'lost car key fob (Ford)', 'collected', 5.0, '2024-05-16');
INSERT INTO claims (claim_id, item_id, claimant_name, claimant_phone, lodged_on, lost_description, status, handling_fee, collected_on) VALUES (9, 23, 'Martin Hale', NULL, '2024-05-23', 'lost bunch of 3 keys with football keyring', 'collected', 5.0, '2024-05-25');
INSERT INTO claims (claim_id, item_id, claimant_name, claimant_phone, lodged_on, lost_description, status, handling_fee, collected_on) VALUES (10, 24, 'Zara Ahmed', NULL, '2024-01-12', 'lost driving licence', 'collected', 10.0, '2024-01-14');
INSERT INTO claims (claim_id, item_id, claimant_name, claimant_phone, lodged_on, lost_description, status, handling_fee, collected_on) VALUES (11, 26, 'Martin Hale', NULL, '2024-02-22', 'lost Casio digital watch', 'matched', 2.0, NULL);
INSERT INTO claims (claim_id, item_id, claimant_name, claimant_phone, lodged_on, lost_description, status, handling_fee, collected_on) VALUES (12, 27, 'Ivy Chen', '07507 652946', '2024-03-13', 'lost Pixel 7, cracked screen', 'collected', NULL, '2024-03-18');
INSERT INTO claims (claim_id, item_id, claimant_name, claimant_phone, lodged_on, lost_description, status, handling_fee, collected_on) VALUES (13, 28, 'Leon Smith', '07962 777391', '2024-04-11', 'lost hi-vis vest', 'collected', 5.0, '2024-04-15');
INSERT INTO claims (claim_id, item_id, claimant_name, claimant_phone, lodged_on, lost_description, status, handling_fee, collected_on) VALUES (14, 34, 'Frank Doyle', NULL, '2024-03-27', 'lost debit card', 'collected', NULL, '2024-04-06');
INSERT INTO claims (claim_id, item_id, claimant_name, claimant_phone, lodged_on, lost_description, status, handling_fee, collected_on) VALUES (15, 40, 'Ivy Chen', '07507 652946', '2024-02-18', 'lost car key fob (Ford)', 'collected', NULL, '2024-02-22');
INSERT INTO claims (claim_id, item_id, claimant_name, claimant_phone, lodged_on, lost_description, status, handling_fee, collected_on) VALUES (16, 41, 'Ivy Chen', '07507 652946', '2024-03-13', 'lost credit card', 'collected', 10.0, '2024-03-22');
INSERT INTO claims (claim_id, item_id, claimant_name, claimant_phone, lodged_on, lost_description, status, handling_fee, collected_on) VALUES (17, 46, 'Ivy Chen', '07507 652946', '2024-04-08', 'lost Dell laptop', 'collected', 5.0, '2024-04-16');
INSERT INTO claims (claim_id, item_id, claimant_name, claimant_phone, lodged_on, lost_description, status, handling_fee, collected_on) VALUES (18, 55, 'Siobhan Kerr', '07547 289110', '2024-04-28', 'lost rucksack with gym kit', 'matched', 2.0, NULL);
INSERT INTO claims (claim_id, item_id, claimant_name, claimant_phone, lodged_on, lost_description, status, handling_fee, collected_on) VALUES (19, 56, 'Kate Rowntree', '07828 246014', '2024-01-18', 'lost card holder with ID', 'matched', NULL, NULL);
INSERT INTO claims (claim_id, item_id, claimant_name, claimant_phone, lodged_on, lost_description, status, handling_fee, collected_on) VALUES (20, 58, 'Zara Ahmed', NULL, '2024-05-13', 'lost Casio digital watch', 'collected', NULL, '2024-05-22');
INSERT INTO claims (claim_id, item_id, claimant_name, claimant_phone, lodged_on, lost_description, status, handling_fee, collected_on) VALUES (21, NULL, 'Kate Rowntree', '07828 246014', '2024-03-08', 'lost black umbrella on bus', 'open', NULL, NULL);
INSERT INTO claims (claim_id, item_id, claimant_name, claimant_phone, lodged_on, lost_description, status, handling_fee, collected_on) VALUES (22, NULL, 'Kate Rowntree', '07828 246014', '2024-05-13', 'lost wedding ring', 'withdrawn', NULL, NULL);
INSERT INTO claims (claim_id, item_id, claimant_name, claimant_phone, lodged_on, lost_description, status, handling_fee, collected_on) VALUES (23, 49, 'Ivy Chen', '07507 652946', '2024-03-10', 'left laptop on tram', 'rejected', NULL, NULL);
INSERT INTO claims (claim_id, item_id, claimant_name, claimant_phone, lodged_on, lost_description, status, handling_fee, collected_on) VALUES (24, NULL, 'Ivy Chen', '07507 652946', '2024-03-13', 'lost house keys', 'open', NULL, NULL);
INSERT INTO claims (claim_id, item_id, claimant_name, claimant_phone, lodged_on, lost_description, status, handling_fee, collected_on) VALUES (25, NULL, 'Kate Rowntree', '07828 246014', '2024-05-30', 'lost blue rucksack', 'open', NULL, NULL);
INSERT INTO claims (claim_id, item_id, claimant_name, claimant_phone, lodged_on, lost_description, status, handling_fee, collected_on) VALUES (26, NULL, 'Cara Mills', '07715 652802', '2024-01-17', 'lost child''s teddy', 'open', NULL, NULL);
INSERT INTO claims (claim_id, item_id, claimant_name, claimant_phone, lodged_on, lost_description, status, handling_fee, collected_on) VALUES (27, NULL, 'Kate Rowntree', '07828 246014', '2024-02-29', 'lost wallet', 'open', NULL, NULL);
INSERT INTO claims (claim_id, item_id, claimant_name, claimant_phone, lodged_on, lost_description, status, handling_fee, collected_on) VALUES (28, NULL, 'Victor Lang', '07398 129651', '2024-04-15', 'lost phone on Route 7', 'open', NULL, NULL);
INSERT INTO claims (claim_id, item_id, claimant_name, claimant_phone, lodged_on, lost_description, status, handling_fee, collected_on) VALUES (29, 29, 'Harriet Cole', '07459 108510', '2024-05-19', 'lost passport', 'rejected', NULL, NULL);
INSERT INTO claims (claim_id, item_id, claimant_name, claimant_phone, lodged_on, lost_description, status, handling_fee, collected_on) VALUES (30, NULL, 'Olu Adebayo', '07695 240944', '2024-05-31', 'left guitar on train', 'open', NULL, NULL);
INSERT INTO claims (claim_id, item_id, claimant_name, claimant_phone, lodged_on, lost_description, status, handling_fee, collected_on) VALUES (31, NULL, 'Victor Lang', '07398 129651', '2024-03-05', 'lost glasses', 'open', NULL, NULL);
INSERT INTO claims (claim_id, item_id, claimant_name, claimant_phone, lodged_on, lost_description, status, handling_fee, collected_on) VALUES (32, NULL, 'Victor Lang', '07398 129651', '2024-05-09', 'lost AirPods', 'open', NULL, NULL);
INSERT INTO claims (claim_id, item_id, claimant_name, claimant_phone, lodged_on, lost_description, status, handling_fee, collected_on) VALUES (33, 48, 'Kate Rowntree', '07828 246014', '2024-05-29', 'lost red scarf', 'rejected', NULL, NULL);
INSERT INTO claims (claim_id, item_id, claimant_name, claimant_phone, lodged_on, lost_description, status, handling_fee, collected_on) VALUES (34, 44, 'Leon Smith', '07962 777391', '2024-02-12', 'lost watch', 'rejected', NULL, NULL);
INSERT INTO claims (claim_id, item_id, claimant_name, claimant_phone, lodged_on, lost_description, status, handling_fee, collected_on) VALUES (35, 44, 'Frank Doyle', NULL, '2024-05-12', 'lost purse', 'rejected', NULL, NULL);
INSERT INTO claims (claim_id, item_id, claimant_name, claimant_phone, lodged_on, lost_description, status, handling_fee, collected_on) VALUES (36, 25, 'Frank Doyle', NULL, '2024-02-02', 'lost bank card', 'rejected', NULL, NULL);
INSERT INTO claims (claim_id, item_id, claimant_name, claimant_phone, lodged_on, lost_description, status, handling_fee, collected_on) VALUES (37, 5, 'Ivy Chen', '07507 652946', '2024-04-07', 'lost folder', 'rejected', NULL, NULL);
INSERT INTO claims (claim_id, item_id, claimant_name, claimant_phone, lodged_on, lost_description, status, handling_fee, collected_on) VALUES (38, NULL, 'Siobhan Kerr', '07547 289110', '2024-04-27', 'lost green coat', 'open', NULL, NULL);
INSERT INTO claims (claim_id, item_id, claimant_name, claimant_phone, lodged_on, lost_description, status, handling_fee, collected_on) VALUES (39, NULL, 'Victor Lang', '07398 129651', '2024-04-09', 'lost headphones', 'open', NULL, NULL);
INSERT INTO claims (claim_id, item_id, claimant_name, claimant_phone, lodged_on, lost_description, status, handling_fee, collected_on) VALUES (40, NULL, 'Zara Ahmed', NULL, '2024-05-17', 'lost keys', 'open', NULL, NULL);
COMMIT;
