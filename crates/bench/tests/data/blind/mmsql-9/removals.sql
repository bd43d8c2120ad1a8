-- removals: a Yorkshire house-removals firm (customers, crew, vans, moves, damage claims)
BEGIN TRANSACTION;
CREATE TABLE customers (
    customer_id INTEGER PRIMARY KEY,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    phone TEXT NOT NULL,
    email TEXT, -- NULL = customer gave no email address
    referral_source TEXT -- NULL = not recorded how they heard of us
);
CREATE TABLE crew_members (
    crew_id INTEGER PRIMARY KEY,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    role TEXT NOT NULL,
    hourly_rate REAL NOT NULL,
    start_date TEXT NOT NULL,
    is_hgv_licensed INTEGER NOT NULL CHECK (is_hgv_licensed IN (0, 1))
);
CREATE TABLE vans (
    van_id INTEGER PRIMARY KEY,
    registration TEXT NOT NULL UNIQUE,
    model TEXT NOT NULL,
    capacity_m3 REAL NOT NULL,
    purchase_date TEXT NOT NULL,
    retired_date TEXT -- NULL = still in service
);
CREATE TABLE moves (
    move_id INTEGER PRIMARY KEY,
    customer_id INTEGER NOT NULL REFERENCES customers (customer_id),
    van_id INTEGER NOT NULL REFERENCES vans (van_id),
    lead_crew_id INTEGER NOT NULL REFERENCES crew_members (crew_id),
    from_town TEXT NOT NULL,
    to_town TEXT NOT NULL,
    booked_date TEXT NOT NULL,
    move_date TEXT NOT NULL,
    volume_m3 REAL NOT NULL,
    crew_size INTEGER NOT NULL,
    quoted_price REAL NOT NULL,
    final_price REAL, -- NULL = not invoiced yet
    is_storage INTEGER NOT NULL CHECK (is_storage IN (0, 1))
);
CREATE TABLE damage_claims (
    claim_id INTEGER PRIMARY KEY,
    move_id INTEGER NOT NULL REFERENCES moves (move_id),
    item TEXT NOT NULL,
    claim_date TEXT NOT NULL,
    claimed_amount REAL NOT NULL,
    paid_amount REAL, -- NULL = claim still being assessed, nothing decided
    settled_date TEXT -- NULL = claim not settled yet
);
INSERT INTO customers (customer_id, first_name, last_name, phone, email, referral_source) VALUES (1, 'Sean', 'Doyle', '07906 399248', NULL, 'Friend');
INSERT INTO customers (customer_id, first_name, last_name, phone, email, referral_source) VALUES (2, 'Emma', 'Clarke', '07744 263350', 'emma.clarke@gmail.com', 'Repeat customer');
INSERT INTO customers (customer_id, first_name, last_name, phone, email, referral_source) VALUES (3, 'Rachel', 'Whitaker', '07802 442120', 'rachel.whitaker@outlook.com', 'Estate agent');
INSERT INTO customers (customer_id, first_name, last_name, phone, email, referral_source) VALUES (4, 'Imran', 'Hussain', '07898 903340', 'imran.hussain@outlook.com', 'Friend');
INSERT INTO customers (customer_id, first_name, last_name, phone, email, referral_source) VALUES (5, 'Gillian', 'Shaw', '07990 355264', NULL, 'Checkatrade');
INSERT INTO customers (customer_id, first_name, last_name, phone, email, referral_source) VALUES (6, 'Peter', 'Lockwood', '07744 491823', 'peter.lockwood@gmail.com', 'Google');
INSERT INTO customers (customer_id, first_name, last_name, phone, email, referral_source) VALUES (7, 'Joanne', 'Firth', '07917 213662', 'joanne.firth@gmail.com', 'Friend');
INSERT INTO customers (customer_id, first_name, last_name, phone, email, referral_source) VALUES (8, 'Kofi', 'Mensah', '07936 053810', 'kofi.mensah@outlook.com', 'Checkatrade');
INSERT INTO customers (customer_id, first_name, last_name, phone, email, referral_source) VALUES (9, 'Laura', 'Bentley', '07782 783819', 'laura.bentley@outlook.com', 'Checkatrade');
INSERT INTO customers (customer_id, first_name, last_name, phone, email, referral_source) VALUES (10, 'Martin', 'Crabtree', '07790 038862', NULL, NULL);
INSERT INTO customers (customer_id, first_name, last_name, phone, email, referral_source) VALUES (11, 'Aisha', 'Patel', '07914 085102', 'aisha.patel@gmail.com', NULL);
INSERT INTO customers (customer_id, first_name, last_name, phone, email, referral_source) VALUES (12, 'David', 'Holmes', '07702 399571', 'david.holmes@yahoo.co.uk', NULL);
INSERT INTO customers (customer_id, first_name, last_name, phone, email, referral_source) VALUES (13, 'Sophie', 'Greenwood', '07728 671543', 'sophie.greenwood@btinternet.com', 'Friend');
INSERT INTO customers (customer_id, first_name, last_name, phone, email, referral_source) VALUES (14, 'Neil', 'Haigh', '07881 987079', 'neil.haigh@gmail.com', NULL);
INSERT INTO customers (customer_id, first_name, last_name, phone, email, referral_source) VALUES (15, 'Catherine', 'Dyson', '07777 637570', 'catherine.dyson@gmail.com', NULL);
INSERT INTO customers (customer_id, first_name, last_name, phone, email, referral_source) VALUES (16, 'Tariq', 'Mahmood', '07773 310351', NULL, NULL);
INSERT INTO customers (customer_id, first_name, last_name, phone, email, referral_source) VALUES (17, 'Hannah', 'Sykes', '07774 969024', 'hannah.sykes@btinternet.com', 'Friend');
INSERT INTO customers (customer_id, first_name, last_name, phone, email, referral_source) VALUES (18, 'Philip', 'Ackroyd', '07831 122907', 'philip.ackroyd@btinternet.com', NULL);
INSERT INTO customers (customer_id, first_name, last_name, phone, email, referral_source) VALUES (19, 'Zoe', 'Marsden', '07737 525580', 'zoe.marsden@gmail.com', 'Repeat customer');
INSERT INTO customers (customer_id, first_name, last_name, phone, email, referral_source) VALUES (20, 'Graham', 'Spencer', '07904 353112', 'graham.spencer@yahoo.co.uk', 'Estate agent');
INSERT INTO customers (customer_id, first_name, last_name, phone, email, referral_source) VALUES (21, 'Lisa', 'Wainwright', '07973 097165', NULL, NULL);
INSERT INTO customers (customer_id, first_name, last_name, phone, email, referral_source) VALUES (22, 'Owen', 'Fletcher', '07890 756715', 'owen.fletcher@yahoo.co.uk', 'Checkatrade');
INSERT INTO customers (customer_id, first_name, last_name, phone, email, referral_source) VALUES (23, 'Beth', 'Raistrick', '07815 685101', 'beth.raistrick@gmail.com', 'Checkatrade');
INSERT INTO customers (customer_id, first_name, last_name, phone, email, referral_source) VALUES (24, 'Mark', 'Jowett', '07860 229222', 'mark.jowett@outlook.com', 'Repeat customer');
INSERT INTO customers (customer_id, first_name, last_name, phone, email, referral_source) VALUES (25, 'Emma', 'Pickles', '07741 925391', 'emma.pickles@btinternet.com', NULL);
INSERT INTO crew_members (crew_id, first_name, last_name, role, hourly_rate, start_date, is_hgv_licensed) VALUES (1, 'Gary', 'Whiteley', 'Team Lead', 17.5, '2015-03-02', 1);
INSERT INTO crew_members (crew_id, first_name, last_name, role, hourly_rate, start_date, is_hgv_licensed) VALUES (2, 'Sean', 'Maher', 'Team Lead', 16.8, '2018-07-16', 1);
INSERT INTO crew_members (crew_id, first_name, last_name, role, hourly_rate, start_date, is_hgv_licensed) VALUES (3, 'Emma', 'Walsh', 'Team Lead', 16.8, '2019-04-08', 0);
INSERT INTO crew_members (crew_id, first_name, last_name, role, hourly_rate, start_date, is_hgv_licensed) VALUES (4, 'Darren', 'Nuttall', 'Driver', 15.2, '2017-09-11', 1);
INSERT INTO crew_members (crew_id, first_name, last_name, role, hourly_rate, start_date, is_hgv_licensed) VALUES (5, 'Kyle', 'Hepworth', 'Porter', 12.6, '2022-05-23', 0);
INSERT INTO crew_members (crew_id, first_name, last_name, role, hourly_rate, start_date, is_hgv_licensed) VALUES (6, 'Jordan', 'Asante', 'Porter', 12.6, '2023-02-13', 0);
INSERT INTO crew_members (crew_id, first_name, last_name, role, hourly_rate, start_date, is_hgv_licensed) VALUES (7, 'Stuart', 'Broadbent', 'Driver', 15.5, '2016-01-25', 1);
INSERT INTO crew_members (crew_id, first_name, last_name, role, hourly_rate, start_date, is_hgv_licensed) VALUES (8, 'Callum', 'Rhodes', 'Porter', 12.2, '2024-03-04', 0);
INSERT INTO crew_members (crew_id, first_name, last_name, role, hourly_rate, start_date, is_hgv_licensed) VALUES (9, 'Michelle', 'Oates', 'Team Lead', 17.0, '2020-10-19', 1);
INSERT INTO crew_members (crew_id, first_name, last_name, role, hourly_rate, start_date, is_hgv_licensed) VALUES (10, 'Ryan', 'Kitching', 'Driver', 15.0, '2021-06-07', 1);
INSERT INTO crew_members (crew_id, first_name, last_name, role, hourly_rate, start_date, is_hgv_licensed) VALUES (11, 'Tony', 'Senior', 'Porter', 12.9, '2019-08-27', 0);
INSERT INTO crew_members (crew_id, first_name, last_name, role, hourly_rate, start_date, is_hgv_licensed) VALUES (12, 'Liam', 'Barker', 'Porter', 12.2, '2024-09-16', 0);
INSERT INTO crew_members (crew_id, first_name, last_name, role, hourly_rate, start_date, is_hgv_licensed) VALUES (13, 'Paul', 'Dobson', 'Driver', 15.8, '2014-11-03', 1);
INSERT INTO crew_members (crew_id, first_name, last_name, role, hourly_rate, start_date, is_hgv_licensed) VALUES (14, 'Nathan', 'Illingworth', 'Porter', 12.6, '2023-06-26', 0);
INSERT INTO crew_members (crew_id, first_name, last_name, role, hourly_rate, start_date, is_hgv_licensed) VALUES (15, 'Kerry', 'Moss', 'Team Lead', 16.5, '2022-01-10', 0);
INSERT INTO crew_members (crew_id, first_name, last_name, role, hourly_rate, start_date, is_hgv_licensed) VALUES (16, 'Wes', 'Ambler', 'Porter', 12.2, '2025-01-06', 0);
INSERT INTO vans (van_id, registration, model, capacity_m3, purchase_date, retired_date) VALUES (1, 'YK17 HXR', 'Luton Box Van 3.5t', 20.0, '2017-04-12', '2024-08-30');
INSERT INTO vans (van_id, registration, model, capacity_m3, purchase_date, retired_date) VALUES (2, 'YJ18 MPO', 'Luton Box Van 3.5t', 20.0, '2018-03-20', NULL);
INSERT INTO vans (van_id, registration, model, capacity_m3, purchase_date, retired_date) VALUES (3, 'YK19 RDX', '7.5t Box Lorry', 38.0, '2019-06-03', NULL);
INSERT INTO vans (van_id, registration, model, capacity_m3, purchase_date, retired_date) VALUES (4, 'YE19 TVA', 'Mercedes Sprinter LWB', 14.0, '2019-09-15', NULL);
INSERT INTO vans (van_id, registration, model, capacity_m3, purchase_date, retired_date) VALUES (5, 'YK20 BNF', 'Luton Box Van 3.5t', 20.0, '2020-02-28', NULL);
INSERT INTO vans (van_id, registration, model, capacity_m3, purchase_date, retired_date) VALUES (6, 'YJ20 WEL', '7.5t Box Lorry', 38.0, '2020-07-10', NULL);
INSERT INTO vans (van_id, registration, model, capacity_m3, purchase_date, retired_date) VALUES (7, 'YD21 KLU', 'Ford Transit Jumbo', 13.0, '2021-03-01', NULL);
INSERT INTO vans (van_id, registration, model, capacity_m3, purchase_date, retired_date) VALUES (8, 'YK21 SOP', 'Luton Box Van 3.5t', 20.0, '2021-08-19', NULL);
INSERT INTO vans (van_id, registration, model, capacity_m3, purchase_date, retired_date) VALUES (9, 'YE22 GHC', '18t Removals Lorry', 60.0, '2022-04-04', NULL);
INSERT INTO vans (van_id, registration, model, capacity_m3, purchase_date, retired_date) VALUES (10, 'YJ22 NRT', 'Mercedes Sprinter LWB', 14.0, '2022-09-26', NULL);
INSERT INTO vans (van_id, registration, model, capacity_m3, purchase_date, retired_date) VALUES (11, 'YK23 ZAD', 'Luton Box Van 3.5t', 20.0, '2023-03-14', NULL);
INSERT INTO vans (van_id, registration, model, capacity_m3, purchase_date, retired_date) VALUES (12, 'YD16 PCV', '7.5t Box Lorry', 36.0, '2016-05-09', '2023-11-17');
INSERT INTO vans (van_id, registration, model, capacity_m3, purchase_date, retired_date) VALUES (13, 'YE23 UMB', 'Ford Transit Jumbo', 13.0, '2023-10-02', NULL);
INSERT INTO vans (van_id, registration, model, capacity_m3, purchase_date, retired_date) VALUES (14, 'YK24 FXE', '7.5t Box Lorry', 38.0, '2024-03-11', NULL);
INSERT INTO vans (van_id, registration, model, capacity_m3, purchase_date, retired_date) VALUES (15, 'YJ24 OLS', 'Luton Box Van 3.5t', 20.0, '2024-09-02', NULL);
INSERT INTO moves (move_id, customer_id, van_id, lead_crew_id, from_town, to_town, booked_date, move_date, volume_m3, crew_size, quoted_price, final_price, is_storage) VALUES (1, 22, 6, 13, 'Ilkley', 'Halifax', '2024-05-09', '2024-06-01', 34.5, 4, 1405.0, 1405.0, 0);
INSERT INTO moves (move_id, customer_id, van_id, lead_crew_id, from_town, to_town, booked_date, move_date, volume_m3, crew_size, quoted_price, final_price, is_storage) VALUES (2, 20, 3, 15, 'Wakefield', 'London', '2024-05-16', '2024-06-13', 17.7, 3, 1275.0, 1275.0, 0);
INSERT INTO moves (move_id, customer_id, van_id, lead_crew_id, from_town, to_town, booked_date, move_date, volume_m3, crew_size, quoted_price, final_price, is_storage) VALUES (3, 12, 13, 15, 'Harrogate', 'Leeds', '2024-06-02', '2024-06-25', 10.7, 2, 520.0, 730.0, 0);
INSERT INTO moves (move_id, customer_id, van_id, lead_crew_id, from_town, to_town, booked_date, move_date, volume_m3, crew_size, quoted_price, final_price, is_storage) VALUES (4, 14, 6, 7, 'Leeds', 'Bradford', '2024-06-12', '2024-07-01', 24.7, 3, 1260.0, 1260.0, 1);
INSERT INTO moves (move_id, customer_id, van_id, lead_crew_id, from_town, to_town, booked_date, move_date, volume_m3, crew_size, quoted_price, final_price, is_storage) VALUES (5, 24, 3, 13, 'Bradford', 'Ilkley', '2024-05-20', '2024-07-13', 30.4, 4, 1290.0, 1500.0, 0);
INSERT INTO moves (move_id, customer_id, van_id, lead_crew_id, from_town, to_town, booked_date, move_date, volume_m3, crew_size, quoted_price, final_price, is_storage) VALUES (6, 25, 11, 15, 'Bradford', 'Leeds', '2024-05-27', '2024-07-24', 19.0, 3, 860.0, 905.0, 0);
INSERT INTO moves (move_id, customer_id, van_id, lead_crew_id, from_town, to_town, booked_date, move_date, volume_m3, crew_size, quoted_price, final_price, is_storage) VALUES (7, 10, 6, 15, 'Bradford', 'Sheffield', '2024-07-15', '2024-08-02', 22.4, 3, 1405.0, 1405.0, 0);
INSERT INTO moves (move_id, customer_id, van_id, lead_crew_id, from_town, to_town, booked_date, move_date, volume_m3, crew_size, quoted_price, final_price, is_storage) VALUES (8, 15, 13, 7, 'Wakefield', 'Huddersfield', '2024-07-19', '2024-08-08', 7.4, 2, 425.0, 635.0, 0);
INSERT INTO moves (move_id, customer_id, van_id, lead_crew_id, from_town, to_town, booked_date, move_date, volume_m3, crew_size, quoted_price, final_price, is_storage) VALUES (9, 6, 8, 13, 'Wetherby', 'Huddersfield', '2024-07-07', '2024-08-17', 18.8, 3, 855.0, 855.0, 0);
INSERT INTO moves (move_id, customer_id, van_id, lead_crew_id, from_town, to_town, booked_date, move_date, volume_m3, crew_size, quoted_price, final_price, is_storage) VALUES (10, 4, 6, 13, 'York', 'Harrogate', '2024-08-14', '2024-08-21', 28.2, 3, 1120.0, 1120.0, 0);
INSERT INTO moves (move_id, customer_id, van_id, lead_crew_id, from_town, to_town, booked_date, move_date, volume_m3, crew_size, quoted_price, final_price, is_storage) VALUES (11, 1, 11, 4, 'Wakefield', 'Ilkley', '2024-07-20', '2024-09-02', 9.0, 2, 470.0, 470.0, 0);
INSERT INTO moves (move_id, customer_id, van_id, lead_crew_id, from_town, to_town, booked_date, move_date, volume_m3, crew_size, quoted_price, final_price, is_storage) VALUES (12, 11, 10, 9, 'Ilkley', 'Otley', '2024-08-02', '2024-09-06', 6.2, 2, 635.0, 695.0, 1);
INSERT INTO moves (move_id, customer_id, van_id, lead_crew_id, from_town, to_town, booked_date, move_date, volume_m3, crew_size, quoted_price, final_price, is_storage) VALUES (13, 4, 9, 3, 'Halifax', 'Ilkley', '2024-09-01', '2024-09-12', 44.6, 4, 1690.0, 1690.0, 0);
INSERT INTO moves (move_id, customer_id, van_id, lead_crew_id, from_town, to_town, booked_date, move_date, volume_m3, crew_size, quoted_price, final_price, is_storage) VALUES (14, 6, 14, 4, 'Wetherby', 'York', '2024-09-09', '2024-09-23', 30.3, 4, 1290.0, 1350.0, 0);
INSERT INTO moves (move_id, customer_id, van_id, lead_crew_id, from_town, to_town, booked_date, move_date, volume_m3, crew_size, quoted_price, final_price, is_storage) VALUES (15, 3, 2, 7, 'York', 'Knaresborough', '2024-08-13', '2024-10-04', 17.5, 3, 820.0, 970.0, 0);
INSERT INTO moves (move_id, customer_id, van_id, lead_crew_id, from_town, to_town, booked_date, move_date, volume_m3, crew_size, quoted_price, final_price, is_storage) VALUES (16, 11, 15, 1, 'Huddersfield', 'Manchester', '2024-09-22', '2024-10-10', 9.3, 2, 930.0, 930.0, 0);
INSERT INTO moves (move_id, customer_id, van_id, lead_crew_id, from_town, to_town, booked_date, move_date, volume_m3, crew_size, quoted_price, final_price, is_storage) VALUES (17, 17, 14, 1, 'Bradford', 'Sheffield', '2024-08-26', '2024-10-22', 34.2, 4, 2090.0, 2150.0, 1);
INSERT INTO moves (move_id, customer_id, van_id, lead_crew_id, from_town, to_town, booked_date, move_date, volume_m3, crew_size, quoted_price, final_price, is_storage) VALUES (18, 15, 14, 2, 'York', 'Huddersfield', '2024-10-03', '2024-11-02', 30.9, 4, 1305.0, 1455.0, 0);
INSERT INTO moves (move_id, customer_id, van_id, lead_crew_id, from_town, to_town, booked_date, move_date, volume_m3, crew_size, quoted_price, final_price, is_storage) VALUES (19, 1, 6, 3, 'York', 'Leeds', '2024-09-14', '2024-11-11', 33.4, 4, 1375.0, 1375.0, 0);
INSERT INTO moves (move_id, customer_id, van_id, lead_crew_id, from_town, to_town, booked_date, move_date, volume_m3, crew_size, quoted_price, final_price, is_storage) VALUES (20, 14, 15, 2, 'Leeds', 'Knaresborough', '2024-10-01', '2024-11-20', 9.0, 2, 470.0, 470.0, 0);
INSERT INTO moves (move_id, customer_id, van_id, lead_crew_id, from_town, to_town, booked_date, move_date, volume_m3, crew_size, quoted_price, final_price, is_storage) VALUES (21, 1, 8, 15, 'Otley', 'Skipton', '2024-10-07', '2024-11-27', 13.6, 2, 600.0, 685.0, 0);
INSERT INTO moves (move_id, customer_id, van_id, lead_crew_id, from_town, to_town, booked_date, move_date, volume_m3, crew_size, quoted_price, final_price, is_storage) VALUES (22, 13, 8, 9, 'York', 'Manchester', '2024-11-19', '2024-12-09', 18.9, 3, 1310.0, 1310.0, 0);
INSERT INTO moves (move_id, customer_id, van_id, lead_crew_id, from_town, to_town, booked_date, move_date, volume_m3, crew_size, quoted_price, final_price, is_storage) VALUES (23, 4, 8, 1, 'Otley', 'Leeds', '2024-12-05', '2024-12-20', 17.1, 3, 810.0, 810.0, 0);
INSERT INTO moves (move_id, customer_id, van_id, lead_crew_id, from_town, to_town, booked_date, move_date, volume_m3, crew_size, quoted_price, final_price, is_storage) VALUES (24, 2, 6, 3, 'Otley', 'Manchester', '2024-11-09', '2024-12-27', 16.7, 3, 1490.0, 1490.0, 1);
INSERT INTO moves (move_id, customer_id, van_id, lead_crew_id, from_town, to_town, booked_date, move_date, volume_m3, crew_size, quoted_price, final_price, is_storage) VALUES (25, 3, 4, 9, 'Huddersfield', 'Manchester', '2024-11-20', '2025-01-05', 6.0, 2, 1080.0, 1080.0, 1);
INSERT INTO moves (move_id, customer_id, van_id, lead_crew_id, from_town, to_town, booked_date, move_date, volume_m3, crew_size, quoted_price, final_price, is_storage) VALUES (26, 24, 11, 13, 'Bradford', 'Manchester', '2024-11-14', '2025-01-11', 14.3, 2, 1070.0, 1070.0, 0);
INSERT INTO moves (move_id, customer_id, van_id, lead_crew_id, from_town, to_town, booked_date, move_date, volume_m3, crew_size, quoted_price, final_price, is_storage) VALUES (27, 6, 13, 15, 'York', 'Skipton', '2024-12-27', '2025-01-17', 6.4, 2, 400.0, 400.0, 0);
INSERT INTO moves (move_id, customer_id, van_id, lead_crew_id, from_town, to_town, booked_date, move_date, volume_m3, crew_size, quoted_price, final_price, is_storage) VALUES (28, 18, 3, 9, 'Halifax', 'Wetherby', '2024-12-31', '2025-01-28', 30.8, 4, 1300.0, 1300.0, 0);
INSERT INTO moves (move_id, customer_id, van_id, lead_crew_id, from_town, to_town, booked_date, move_date, volume_m3, crew_size, quoted_price, final_price, is_storage) VALUES (29, 1, 2, 7, 'Leeds', 'Wetherby', '2025-01-30', '2025-02-09', 9.3, 2, 480.0, 480.0, 0);
INSERT INTO moves (move_id, customer_id, van_id, lead_crew_id, from_town, to_town, booked_date, move_date, volume_m3, crew_size, quoted_price, final_price, is_storage) VALUES (30, 9, 2, 15, 'Bradford', 'Knaresborough', '2025-01-23', '2025-02-21', 8.4, 2, 455.0, 605.0, 0);
INSERT INTO moves (move_id, customer_id, van_id, lead_crew_id, from_town, to_town, booked_date, move_date, volume_m3, crew_size, quoted_price, final_price, is_storage) VALUES (31, 7, 9, 1, 'Leeds', 'Knaresborough', '2025-01-14', '2025-02-28', 29.3, 3, 1390.0, 1365.0, 1);
INSERT INTO moves (move_id, customer_id, van_id, lead_crew_id, from_town, to_town, booked_date, move_date, volume_m3, crew_size, quoted_price, final_price, is_storage) VALUES (32, 11, 8, 9, 'Ilkley', 'Halifax', '2025-02-27', '2025-03-07', 16.4, 3, 1030.0, 1030.0, 1);
INSERT INTO moves (move_id, customer_id, van_id, lead_crew_id, from_town, to_town, booked_date, move_date, volume_m3, crew_size, quoted_price, final_price, is_storage) VALUES (33, 20, 6, 2, 'Wetherby', 'Leeds', '2025-01-24', '2025-03-14', 23.2, 3, 980.0, 1190.0, 0);
INSERT INTO moves (move_id, customer_id, van_id, lead_crew_id, from_town, to_town, booked_date, move_date, volume_m3, crew_size, quoted_price, final_price, is_storage) VALUES (34, 1, 8, 7, 'Harrogate', 'Skipton', '2025-01-22', '2025-03-21', 15.5, 3, 1005.0, 1005.0, 1);
INSERT INTO moves (move_id, customer_id, van_id, lead_crew_id, from_town, to_town, booked_date, move_date, volume_m3, crew_size, quoted_price, final_price, is_storage) VALUES (35, 2, 5, 15, 'Huddersfield', 'Bradford', '2025-02-27', '2025-03-25', 10.3, 2, 510.0, 510.0, 0);
INSERT INTO moves (move_id, customer_id, van_id, lead_crew_id, from_town, to_town, booked_date, move_date, volume_m3, crew_size, quoted_price, final_price, is_storage) VALUES (36, 22, 9, 1, 'Otley', 'Ilkley', '2025-03-03', '2025-04-03', 23.8, 3, 1235.0, 1235.0, 1);
INSERT INTO moves (move_id, customer_id, van_id, lead_crew_id, from_town, to_town, booked_date, move_date, volume_m3, crew_size, quoted_price, final_price, is_storage) VALUES (37, 25, 15, 13, 'Wakefield', 'Wetherby', '2025-03-21', '2025-04-12', 13.1, 2, 585.0, 585.0, 0);
INSERT INTO moves (move_id, customer_id, van_id, lead_crew_id, from_town, to_town, booked_date, move_date, volume_m3, crew_size, quoted_price, final_price, is_storage) VALUES (38, 10, 8, 9, 'Harrogate', 'Ilkley', '2025-03-09', '2025-04-16', 12.4, 2, 565.0, 775.0, 0);
INSERT INTO moves (move_id, customer_id, van_id, lead_crew_id, from_town, to_town, booked_date, move_date, volume_m3, crew_size, quoted_price, final_price, is_storage) VALUES (39, 2, 11, 2, 'Wetherby', 'Halifax', '2025-04-01', '2025-04-20', 17.3, 3, 815.0, 965.0, 0);
INSERT INTO moves (move_id, customer_id, van_id, lead_crew_id, from_town, to_town, booked_date, move_date, volume_m3, crew_size, quoted_price, final_price, is_storage) VALUES (40, 1, 2, 2, 'Huddersfield', 'Wakefield', '2025-03-15', '2025-05-01', 9.4, 2, 485.0, 485.0, 0);
INSERT INTO moves (move_id, customer_id, van_id, lead_crew_id, from_town, to_town, booked_date, move_date, volume_m3, crew_size, quoted_price, final_price, is_storage) VALUES (41, 10, 4, 3, 'Knaresborough', 'Otley', '2025-03-19', '2025-05-10', 13.3, 2, 590.0, 590.0, 0);
INSERT INTO moves (move_id, customer_id, van_id, lead_crew_id, from_town, to_town, booked_date, move_date, volume_m3, crew_size, quoted_price, final_price, is_storage) VALUES (42, 25, 8, 7, 'Wetherby', 'Bradford', '2025-04-06', '2025-05-16', 7.9, 2, 440.0, 650.0, 0);
INSERT INTO moves (move_id, customer_id, van_id, lead_crew_id, from_town, to_town, booked_date, move_date, volume_m3, crew_size, quoted_price, final_price, is_storage) VALUES (43, 25, 6, 2, 'Leeds', 'York', '2025-04-20', '2025-05-22', 19.0, 3, 1100.0, 1100.0, 1);
INSERT INTO moves (move_id, customer_id, van_id, lead_crew_id, from_town, to_town, booked_date, move_date, volume_m3, crew_size, quoted_price, final_price, is_storage) VALUES (44, 7, 15, 15, 'Skipton', 'Ilkley', '2025-04-14', '2025-05-31', 13.0, 2, 585.0, 585.0, 0);
INSERT INTO moves (move_id, customer_id, van_id, lead_crew_id, from_town, to_town, booked_date, move_date, volume_m3, crew_size, quoted_price, final_price, is_storage) VALUES (45, 11, 10, 3, 'Ilkley', 'Skipton', '2025-04-22', '2025-06-06', 10.1, 2, 505.0, 505.0, 0);
INSERT INTO moves (move_id, customer_id, van_id, lead_crew_id, from_town, to_town, booked_date, move_date, volume_m3, crew_size, quoted_price, final_price, is_storage) VALUES (46, 5, 11, 1, 'Huddersfield', 'Sheffield', '2025-06-03', '2025-06-15', 14.0, 2, 1300.0, NULL, 1);
INSERT INTO moves (move_id, customer_id, van_id, lead_crew_id, from_town, to_town, booked_date, move_date, volume_m3, crew_size, quoted_price, final_price, is_storage) VALUES (47, 14, 9, 2, 'Harrogate', 'Leeds', '2025-06-07', '2025-06-19', 28.0, 3, 1115.0, NULL, 0);
INSERT INTO moves (move_id, customer_id, van_id, lead_crew_id, from_town, to_town, booked_date, move_date, volume_m3, crew_size, quoted_price, final_price, is_storage) VALUES (48, 7, 3, 3, 'Knaresborough', 'Ilkley', '2025-06-08', '2025-06-26', 29.4, 3, 1155.0, NULL, 0);
INSERT INTO moves (move_id, customer_id, van_id, lead_crew_id, from_town, to_town, booked_date, move_date, volume_m3, crew_size, quoted_price, final_price, is_storage) VALUES (49, 21, 5, 2, 'Otley', 'Bradford', '2025-05-09', '2025-07-08', 10.9, 2, 525.0, NULL, 0);
INSERT INTO moves (move_id, customer_id, van_id, lead_crew_id, from_town, to_town, booked_date, move_date, volume_m3, crew_size, quoted_price, final_price, is_storage) VALUES (50, 11, 10, 1, 'Skipton', 'Ilkley', '2025-06-01', '2025-07-17', 8.9, 2, 470.0, NULL, 0);
INSERT INTO damage_claims (claim_id, move_id, item, claim_date, claimed_amount, paid_amount, settled_date) VALUES (1, 3, 'Mirror', '2024-07-08', 190.0, NULL, NULL);
INSERT INTO damage_claims (claim_id, move_id, item, claim_date, claimed_amount, paid_amount, settled_date) VALUES (2, 9, 'Bed frame', '2024-08-27', 360.0, NULL, NULL);
INSERT INTO damage_claims (claim_id, move_id, item, claim_date, claimed_amount, paid_amount, settled_date) VALUES (3, 11, 'Flat-screen TV', '2024-09-09', 335.0, 168.0, '2024-09-28');
INSERT INTO damage_claims (claim_id, move_id, item, claim_date, claimed_amount, paid_amount, settled_date) VALUES (4, 12, 'Ceramic lamp', '2024-09-20', 80.0, 80.0, '2024-10-23');
INSERT INTO damage_claims (claim_id, move_id, item, claim_date, claimed_amount, paid_amount, settled_date) VALUES (5, 12, 'Kitchen boxes (crockery)', '2024-09-15', 130.0, 104.0, '2024-10-08');
INSERT INTO damage_claims (claim_id, move_id, item, claim_date, claimed_amount, paid_amount, settled_date) VALUES (6, 14, 'Dining chairs (set of 4)', '2024-09-27', 520.0, NULL, NULL);
INSERT INTO damage_claims (claim_id, move_id, item, claim_date, claimed_amount, paid_amount, settled_date) VALUES (7, 15, 'Washing machine', '2024-10-15', 280.0, 140.0, '2024-11-11');
INSERT INTO damage_claims (claim_id, move_id, item, claim_date, claimed_amount, paid_amount, settled_date) VALUES (8, 17, 'Leather sofa', '2024-10-29', 810.0, 486.0, '2024-11-16');
INSERT INTO damage_claims (claim_id, move_id, item, claim_date, claimed_amount, paid_amount, settled_date) VALUES (9, 21, 'Bookcase', '2024-11-29', 330.0, 264.0, '2024-12-13');
INSERT INTO damage_claims (claim_id, move_id, item, claim_date, claimed_amount, paid_amount, settled_date) VALUES (10, 23, 'Desk', '2024-12-22', 220.0, NULL, NULL);
INSERT INTO damage_claims (claim_id, move_id, item, claim_date, claimed_amount, paid_amount, settled_date) VALUES (11, 24, 'Grandfather clock', '2024-12-28', 1115.0, 1115.0, '2025-01-25');
INSERT INTO damage_claims (claim_id, move_id, item, claim_date, claimed_amount, paid_amount, settled_date) VALUES (12, 24, 'Garden statue', '2024-12-29', 340.0, 272.0, '2025-01-21');
INSERT INTO damage_claims (claim_id, move_id, item, claim_date, claimed_amount, paid_amount, settled_date) VALUES (13, 28, 'Glass coffee table', '2025-01-31', 160.0, 160.0, '2025-02-19');
INSERT INTO damage_claims (claim_id, move_id, item, claim_date, claimed_amount, paid_amount, settled_date) VALUES (14, 31, 'Fridge freezer', '2025-03-12', 550.0, 550.0, '2025-04-08');
INSERT INTO damage_claims (claim_id, move_id, item, claim_date, claimed_amount, paid_amount, settled_date) VALUES (15, 34, 'Artwork (framed print)', '2025-03-30', 280.0, NULL, NULL);
INSERT INTO damage_claims (claim_id, move_id, item, claim_date, claimed_amount, paid_amount, settled_date) VALUES (16, 36, 'Piano', '2025-04-10', 1690.0, NULL, NULL);
INSERT INTO damage_claims (claim_id, move_id, item, claim_date, claimed_amount, paid_amount, settled_date) VALUES (17, 40, 'Chest of drawers', '2025-05-06', 345.0, 276.0, '2025-05-16');
INSERT INTO damage_claims (claim_id, move_id, item, claim_date, claimed_amount, paid_amount, settled_date) VALUES (18, 44, 'Oak wardrobe', '2025-06-08', 435.0, 261.0, '2025-07-16');
COMMIT;
