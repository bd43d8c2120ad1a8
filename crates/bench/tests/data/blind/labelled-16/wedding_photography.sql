-- Lark & Lens Photography: a wedding photography business (photographers, packages, clients, bookings, payments)
BEGIN TRANSACTION;
CREATE TABLE photographers (
    photographer_id INTEGER PRIMARY KEY,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    role TEXT NOT NULL,
    day_rate REAL NOT NULL,
    hourly_rate REAL NOT NULL,
    joined_on TEXT NOT NULL,
    left_on TEXT -- NULL = still on the books
);
CREATE TABLE packages (
    package_id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    price REAL NOT NULL,
    hours INTEGER, -- NULL = unlimited coverage
    is_album_included INTEGER NOT NULL CHECK (is_album_included IN (0,1)),
    is_discontinued INTEGER NOT NULL CHECK (is_discontinued IN (0,1))
);
CREATE TABLE clients (
    client_id INTEGER PRIMARY KEY,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    partner_first_name TEXT, -- NULL = partner's name not recorded
    home_town TEXT NOT NULL,
    email TEXT, -- NULL = no email address given
    referral_source TEXT -- NULL = unknown how the client found us
);
CREATE TABLE bookings (
    booking_id INTEGER PRIMARY KEY,
    client_id INTEGER NOT NULL REFERENCES clients(client_id),
    package_id INTEGER NOT NULL REFERENCES packages(package_id),
    lead_photographer_id INTEGER NOT NULL REFERENCES photographers(photographer_id),
    second_photographer_id INTEGER REFERENCES photographers(photographer_id), -- NULL = no second shooter
    venue TEXT NOT NULL,
    venue_town TEXT NOT NULL,
    booked_on TEXT NOT NULL,
    event_date TEXT NOT NULL,
    gallery_delivered_on TEXT, -- NULL = gallery not delivered yet
    guests INTEGER, -- NULL = guest count not known
    quoted_price REAL NOT NULL,
    deposit REAL NOT NULL,
    travel_fee REAL NOT NULL,
    is_cancelled INTEGER NOT NULL CHECK (is_cancelled IN (0,1))
);
CREATE TABLE payments (
    payment_id INTEGER PRIMARY KEY,
    booking_id INTEGER NOT NULL REFERENCES bookings(booking_id),
    paid_on TEXT NOT NULL,
    amount REAL NOT NULL,
    method TEXT, -- NULL = payment method not recorded
    kind TEXT NOT NULL
);
INSERT INTO photographers VALUES (1, 'Alex', 'Moreno', 'Lead', 1100.00, 140.00, '2018-02-01', NULL);
INSERT INTO photographers VALUES (2, 'Priya', 'Shah', 'Lead', 1250.00, 150.00, '2017-06-12', NULL);
INSERT INTO photographers VALUES (3, 'Jordan', 'Blake', 'Second Shooter', 450.00, 75.00, '2020-03-09', NULL);
INSERT INTO photographers VALUES (4, 'Sam', 'Ortiz', 'Lead', 950.00, 165.00, '2019-09-23', NULL);
INSERT INTO photographers VALUES (5, 'Niamh', 'Gallagher', 'Lead', 1400.00, 135.00, '2016-04-18', NULL);
INSERT INTO photographers VALUES (6, 'Tariq', 'Aziz', 'Second Shooter', 400.00, 70.00, '2021-05-04', NULL);
INSERT INTO photographers VALUES (7, 'Holly', 'Fraser', 'Second Shooter', 425.00, 72.50, '2022-02-14', '2024-03-31');
INSERT INTO photographers VALUES (8, 'Kieran', 'Walsh', 'Lead', 1050.00, 130.00, '2019-01-07', NULL);
INSERT INTO photographers VALUES (9, 'Mei', 'Lin', 'Second Shooter', 475.00, 80.00, '2021-08-30', NULL);
INSERT INTO photographers VALUES (10, 'Rhys', 'Evans', 'Lead', 1000.00, 125.00, '2020-10-12', '2023-12-31');
INSERT INTO photographers VALUES (11, 'Anya', 'Petrova', 'Second Shooter', 400.00, 68.00, '2023-03-06', NULL);
INSERT INTO photographers VALUES (12, 'Callum', 'Fraser', 'Lead', 1150.00, 145.00, '2018-11-19', NULL);
INSERT INTO photographers VALUES (13, 'Ella', 'Marsden', 'Second Shooter', 450.00, 74.00, '2022-09-05', NULL);
INSERT INTO photographers VALUES (14, 'Josh', 'Tan', 'Second Shooter', 380.00, 65.00, '2024-01-15', NULL);
INSERT INTO photographers VALUES (15, 'Ruby', 'Okafor', 'Lead', 1200.00, 160.00, '2019-05-27', '2024-10-31');
INSERT INTO packages VALUES (1, 'Elopement', 650.00, 2, 0, 0);
INSERT INTO packages VALUES (2, 'Elopement Plus', 850.00, 3, 1, 0);
INSERT INTO packages VALUES (3, 'Registry Office', 500.00, 2, 0, 0);
INSERT INTO packages VALUES (4, 'Half Day', 1100.00, 5, 0, 0);
INSERT INTO packages VALUES (5, 'Classic', 1500.00, 8, 0, 0);
INSERT INTO packages VALUES (6, 'Classic Plus', 1900.00, 8, 1, 0);
INSERT INTO packages VALUES (7, 'Full Day', 2200.00, 10, 1, 0);
INSERT INTO packages VALUES (8, 'Full Day Plus', 2700.00, 12, 1, 0);
INSERT INTO packages VALUES (9, 'Two Day Celebration', 3800.00, NULL, 1, 0);
INSERT INTO packages VALUES (10, 'Evening Only', 600.00, 3, 0, 0);
INSERT INTO packages VALUES (11, 'Micro Wedding', 900.00, 4, 0, 0);
INSERT INTO packages VALUES (12, 'Engagement Shoot', 250.00, 1, 0, 0);
INSERT INTO packages VALUES (13, 'Destination', 4200.00, NULL, 1, 0);
INSERT INTO packages VALUES (14, 'Vintage Classic', 1400.00, 8, 1, 1);
INSERT INTO packages VALUES (15, 'Heritage Album Collection', 2500.00, 10, 1, 1);
INSERT INTO clients VALUES (1, 'Alex', 'Hughes', 'Jordan', 'Leeds', 'alex.hughes@example.com', 'Instagram');
INSERT INTO clients VALUES (2, 'Fatima', 'Okafor', 'Daniel', 'Harrogate', 'f.okafor@example.com', 'Wedding fair');
INSERT INTO clients VALUES (3, 'Chris', 'Palmer', 'Alex', 'York', NULL, 'Friend');
INSERT INTO clients VALUES (4, 'Sophie', 'Turner', 'Liam', 'Harrogate', 'sophie.turner@example.com', 'Google');
INSERT INTO clients VALUES (5, 'Hannah', 'Bell', 'Marcus', 'Ripon', 'hannah.bell@example.com', 'Venue');
INSERT INTO clients VALUES (6, 'Oliver', 'Grant', 'Emily', 'Skipton', 'ogrant@example.com', NULL);
INSERT INTO clients VALUES (7, 'Zara', 'Ahmed', 'Imran', 'Leeds', 'zara.ahmed@example.com', 'Instagram');
INSERT INTO clients VALUES (8, 'Megan', 'Doyle', 'Ryan', 'Knaresborough', NULL, 'Venue');
INSERT INTO clients VALUES (9, 'Tom', 'Fielding', 'Ruth', 'Ilkley', 'tom.fielding@example.com', 'Friend');
INSERT INTO clients VALUES (10, 'Leila', 'Haddad', 'Sam', 'Harrogate', 'leila.h@example.com', 'Google');
INSERT INTO clients VALUES (11, 'James', 'O''Neill', 'Aoife', 'Otley', 'james.oneill@example.com', 'Wedding fair');
INSERT INTO clients VALUES (12, 'Grace', 'Kim', 'Daniel', 'York', 'grace.kim@example.com', 'Instagram');
INSERT INTO clients VALUES (13, 'Ben', 'Carter', NULL, 'Wetherby', 'ben.carter@example.com', NULL);
INSERT INTO clients VALUES (14, 'Isla', 'Munro', 'Fraser', 'Thirsk', 'isla.munro@example.com', 'Venue');
INSERT INTO clients VALUES (15, 'Mohammed', 'Rafiq', 'Ayesha', 'Leeds', 'm.rafiq@example.com', 'Friend');
INSERT INTO clients VALUES (16, 'Charlotte', 'Reeve', 'Tom', 'Harrogate', NULL, 'Google');
INSERT INTO clients VALUES (17, 'Dev', 'Malhotra', 'Anjali', 'York', 'dev.malhotra@example.com', 'Instagram');
INSERT INTO clients VALUES (18, 'Rachel', 'Stone', 'Kit', 'Ripon', 'rachel.stone@example.com', 'Venue');
INSERT INTO clients VALUES (19, 'Luke', 'Harper', 'Nina', 'Knaresborough', 'luke.harper@example.com', 'Google');
INSERT INTO clients VALUES (20, 'Amara', 'Nwosu', 'Felix', 'Leeds', 'amara.nwosu@example.com', 'Wedding fair');
INSERT INTO clients VALUES (21, 'Noah', 'Fischer', 'Mia', 'Ilkley', 'noah.fischer@example.com', 'Google');
INSERT INTO clients VALUES (22, 'Erin', 'Boyle', 'Sean', 'Harrogate', 'erin.boyle@example.com', 'Instagram');
INSERT INTO bookings VALUES (1, 1, 12, 1, NULL, 'Valley Gardens', 'Harrogate', '2023-09-02', '2023-10-14', '2023-10-28', NULL, 250.00, 50.00, 0.00, 0);
INSERT INTO bookings VALUES (2, 1, 6, 1, 3, 'Kirkstall Mill', 'Leeds', '2023-09-02', '2024-06-22', '2024-07-20', 110, 1900.00, 400.00, 0.00, 0);
INSERT INTO bookings VALUES (3, 2, 7, 2, 6, 'Ashbrook Manor', 'Harrogate', '2023-02-11', '2024-05-18', '2024-06-14', 140, 2200.00, 500.00, 0.00, 0);
INSERT INTO bookings VALUES (4, 3, 5, 4, NULL, 'Minster View Hotel', 'York', '2023-04-20', '2024-04-13', '2024-05-02', 80, 1500.00, 300.00, 0.00, 0);
INSERT INTO bookings VALUES (5, 4, 8, 5, 9, 'The Orangery', 'Harrogate', '2023-07-08', '2024-08-31', '2024-09-27', 160, 2700.00, 600.00, 0.00, 0);
INSERT INTO bookings VALUES (6, 5, 5, 8, NULL, 'Skelldale Hall', 'Ripon', '2023-05-15', '2024-07-06', '2024-07-29', 95, 1550.00, 300.00, 50.00, 0);
INSERT INTO bookings VALUES (7, 6, 3, 12, NULL, 'Skipton Register Office', 'Skipton', '2024-01-10', '2024-03-02', '2024-03-12', 20, 500.00, 100.00, 35.00, 0);
INSERT INTO bookings VALUES (8, 7, 7, 1, 13, 'Kirkstall Mill', 'Leeds', '2023-10-05', '2024-09-14', '2024-10-10', 150, 2350.00, 500.00, 0.00, 0);
INSERT INTO bookings VALUES (9, 8, 2, 4, NULL, 'Nidd Gorge Lodge', 'Knaresborough', '2024-02-01', '2024-04-27', '2024-05-08', 12, 850.00, 200.00, 0.00, 0);
INSERT INTO bookings VALUES (10, 9, 5, 10, 7, 'Cow and Calf Hotel', 'Ilkley', '2022-11-20', '2023-08-19', '2023-09-15', 90, 1450.00, 300.00, 40.00, 0);
INSERT INTO bookings VALUES (11, 10, 9, 2, 3, 'Ashbrook Manor', 'Harrogate', '2023-06-30', '2024-09-27', '2024-11-08', 180, 3800.00, 900.00, 0.00, 0);
INSERT INTO bookings VALUES (12, 11, 4, 8, NULL, 'Chevin Hall', 'Otley', '2024-03-03', '2024-10-05', '2024-10-24', 60, 1100.00, 250.00, 30.00, 0);
INSERT INTO bookings VALUES (13, 12, 6, 15, 11, 'Minster View Hotel', 'York', '2023-11-11', '2024-10-19', '2024-11-15', 120, 1900.00, 400.00, 0.00, 0);
INSERT INTO bookings VALUES (14, 13, 1, 4, NULL, 'Bolton Priory Barn', 'Skipton', '2024-04-22', '2024-06-01', '2024-06-10', NULL, 650.00, 150.00, 60.00, 0);
INSERT INTO bookings VALUES (15, 14, 5, 12, 6, 'Swale House', 'Thirsk', '2023-08-14', '2024-05-25', '2024-06-21', 100, 1500.00, 300.00, 75.00, 0);
INSERT INTO bookings VALUES (16, 15, 8, 5, 9, 'Wharfe Meadows', 'Wetherby', '2024-01-20', '2025-05-03', NULL, 200, 2700.00, 600.00, 0.00, 0);
INSERT INTO bookings VALUES (17, 16, 7, 2, 13, 'The Orangery', 'Harrogate', '2024-02-17', '2025-06-14', NULL, 130, 2200.00, 500.00, 0.00, 0);
INSERT INTO bookings VALUES (18, 17, 13, 5, 3, 'Villa Ortensia', 'Bellagio', '2023-12-01', '2024-09-07', '2024-10-30', 70, 4200.00, 1000.00, 650.00, 0);
INSERT INTO bookings VALUES (19, 18, 11, 8, NULL, 'Ripley Barns', 'Ripon', '2024-05-09', '2025-04-12', NULL, 35, 900.00, 200.00, 0.00, 1);
INSERT INTO bookings VALUES (20, 19, 6, 1, 11, 'Nidd Gorge Lodge', 'Knaresborough', '2024-06-15', '2025-07-19', NULL, NULL, 1900.00, 400.00, 0.00, 0);
INSERT INTO bookings VALUES (21, 20, 5, 15, NULL, 'Kirkstall Mill', 'Leeds', '2024-03-28', '2024-11-30', NULL, 85, 1500.00, 300.00, 0.00, 0);
INSERT INTO bookings VALUES (22, 2, 12, 2, NULL, 'Valley Gardens', 'Harrogate', '2023-02-11', '2023-06-10', '2023-06-20', NULL, 250.00, 50.00, 0.00, 0);
INSERT INTO bookings VALUES (23, 5, 12, 8, NULL, 'Studley Water Garden', 'Ripon', '2023-05-15', '2023-09-09', '2023-09-20', NULL, 250.00, 50.00, 0.00, 0);
INSERT INTO bookings VALUES (24, 11, 12, 8, NULL, 'Chevin Hall', 'Otley', '2024-03-03', '2024-04-20', '2024-04-30', NULL, 250.00, 50.00, 0.00, 0);
INSERT INTO bookings VALUES (25, 17, 12, 5, NULL, 'Minster View Hotel', 'York', '2023-12-01', '2024-02-17', '2024-02-27', NULL, 275.00, 50.00, 20.00, 0);
INSERT INTO bookings VALUES (26, 15, 12, 5, NULL, 'Wharfe Meadows', 'Wetherby', '2024-01-20', '2024-09-21', '2024-10-01', NULL, 250.00, 50.00, 0.00, 0);
INSERT INTO bookings VALUES (27, 21, 5, 12, 9, 'Cow and Calf Hotel', 'Ilkley', '2024-08-10', '2025-06-28', NULL, 90, 1600.00, 350.00, 40.00, 0);
INSERT INTO bookings VALUES (28, 22, 7, 1, NULL, 'Ashbrook Manor', 'Harrogate', '2024-09-02', '2025-09-13', NULL, NULL, 2200.00, 500.00, 0.00, 1);
INSERT INTO payments VALUES (1, 1, '2023-09-02', 50.00, 'Bank transfer', 'Deposit');
INSERT INTO payments VALUES (2, 2, '2023-09-02', 400.00, 'Card', 'Deposit');
INSERT INTO payments VALUES (3, 3, '2023-02-11', 500.00, 'Bank transfer', 'Deposit');
INSERT INTO payments VALUES (4, 4, '2023-04-20', 300.00, 'Card', 'Deposit');
INSERT INTO payments VALUES (5, 5, '2023-07-08', 600.00, 'Cash', 'Deposit');
INSERT INTO payments VALUES (6, 6, '2023-05-15', 300.00, NULL, 'Deposit');
INSERT INTO payments VALUES (7, 7, '2024-01-10', 100.00, 'Bank transfer', 'Deposit');
INSERT INTO payments VALUES (8, 8, '2023-10-05', 500.00, 'Card', 'Deposit');
INSERT INTO payments VALUES (9, 9, '2024-02-01', 200.00, 'Bank transfer', 'Deposit');
INSERT INTO payments VALUES (10, 10, '2022-11-20', 300.00, 'Card', 'Deposit');
INSERT INTO payments VALUES (11, 11, '2023-06-30', 900.00, 'Bank transfer', 'Deposit');
INSERT INTO payments VALUES (12, 12, '2024-03-03', 250.00, 'Card', 'Deposit');
INSERT INTO payments VALUES (13, 13, '2023-11-11', 400.00, 'Cash', 'Deposit');
INSERT INTO payments VALUES (14, 14, '2024-04-22', 150.00, NULL, 'Deposit');
INSERT INTO payments VALUES (15, 15, '2023-08-14', 300.00, 'Bank transfer', 'Deposit');
INSERT INTO payments VALUES (16, 16, '2024-01-20', 600.00, 'Card', 'Deposit');
INSERT INTO payments VALUES (17, 17, '2024-02-17', 500.00, 'Bank transfer', 'Deposit');
INSERT INTO payments VALUES (18, 18, '2023-12-01', 1000.00, 'Card', 'Deposit');
INSERT INTO payments VALUES (19, 19, '2024-05-09', 200.00, 'Bank transfer', 'Deposit');
INSERT INTO payments VALUES (20, 20, '2024-06-15', 400.00, 'Card', 'Deposit');
INSERT INTO payments VALUES (21, 21, '2024-03-28', 300.00, 'Cash', 'Deposit');
INSERT INTO payments VALUES (22, 22, '2023-02-11', 50.00, NULL, 'Deposit');
INSERT INTO payments VALUES (23, 23, '2023-05-15', 50.00, 'Bank transfer', 'Deposit');
INSERT INTO payments VALUES (24, 24, '2024-03-03', 50.00, 'Card', 'Deposit');
INSERT INTO payments VALUES (25, 25, '2023-12-01', 50.00, 'Bank transfer', 'Deposit');
INSERT INTO payments VALUES (26, 26, '2024-01-20', 50.00, 'Card', 'Deposit');
INSERT INTO payments VALUES (27, 27, '2024-08-10', 350.00, 'Bank transfer', 'Deposit');
INSERT INTO payments VALUES (28, 28, '2024-09-02', 500.00, 'Card', 'Deposit');
INSERT INTO payments VALUES (29, 1, '2023-10-14', 200.00, 'Card', 'Balance');
INSERT INTO payments VALUES (30, 2, '2024-05-22', 1500.00, 'Cash', 'Balance');
INSERT INTO payments VALUES (31, 3, '2024-04-18', 1700.00, NULL, 'Balance');
INSERT INTO payments VALUES (32, 4, '2024-03-13', 1200.00, 'Bank transfer', 'Balance');
INSERT INTO payments VALUES (33, 5, '2024-07-31', 2100.00, 'Card', 'Balance');
INSERT INTO payments VALUES (34, 6, '2024-06-06', 1300.00, 'Bank transfer', 'Balance');
INSERT INTO payments VALUES (35, 7, '2024-03-02', 435.00, 'Card', 'Balance');
INSERT INTO payments VALUES (36, 8, '2024-08-14', 1850.00, 'Bank transfer', 'Balance');
INSERT INTO payments VALUES (37, 9, '2024-04-27', 650.00, 'Card', 'Balance');
INSERT INTO payments VALUES (38, 10, '2023-07-19', 1190.00, 'Cash', 'Balance');
INSERT INTO payments VALUES (39, 11, '2024-08-27', 2900.00, NULL, 'Balance');
INSERT INTO payments VALUES (40, 12, '2024-09-05', 880.00, 'Bank transfer', 'Balance');
INSERT INTO payments VALUES (41, 13, '2024-09-19', 1500.00, 'Card', 'Balance');
INSERT INTO payments VALUES (42, 14, '2024-06-01', 560.00, 'Bank transfer', 'Balance');
INSERT INTO payments VALUES (43, 15, '2024-04-25', 1275.00, 'Card', 'Balance');
INSERT INTO payments VALUES (44, 18, '2024-08-07', 3850.00, 'Cash', 'Balance');
INSERT INTO payments VALUES (45, 21, '2024-10-30', 1200.00, 'Card', 'Balance');
INSERT INTO payments VALUES (46, 22, '2023-06-10', 200.00, 'Bank transfer', 'Balance');
INSERT INTO payments VALUES (47, 23, '2023-09-09', 200.00, 'Card', 'Balance');
INSERT INTO payments VALUES (48, 24, '2024-04-20', 200.00, 'Bank transfer', 'Balance');
INSERT INTO payments VALUES (49, 25, '2024-02-17', 245.00, 'Card', 'Balance');
INSERT INTO payments VALUES (50, 26, '2024-09-21', 200.00, 'Cash', 'Balance');
INSERT INTO payments VALUES (51, 5, '2024-10-05', 350.00, 'Card', 'Extra');
INSERT INTO payments VALUES (52, 11, '2024-12-01', 180.00, 'Bank transfer', 'Extra');
INSERT INTO payments VALUES (53, 2, '2024-08-01', 95.00, 'Card', 'Extra');
COMMIT;
