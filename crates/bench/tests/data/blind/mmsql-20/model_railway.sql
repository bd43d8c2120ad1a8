-- model_railway: invented Kingsbarrow & District model-railway club (members, layouts, exhibitions, entries, rolling stock, subscriptions); money in GBP
BEGIN TRANSACTION;
CREATE TABLE members (
    member_id INTEGER PRIMARY KEY,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    membership_grade TEXT NOT NULL,
    town TEXT NOT NULL,
    email TEXT, -- NULL = no email address given
    join_date TEXT NOT NULL,
    left_date TEXT, -- NULL = still a member
    is_committee INTEGER NOT NULL CHECK (is_committee IN (0,1))
);
CREATE TABLE layouts (
    layout_id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    gauge TEXT NOT NULL,
    owner_member_id INTEGER REFERENCES members(member_id), -- NULL = club-owned layout
    length_m REAL NOT NULL,
    build_started_date TEXT NOT NULL,
    completed_date TEXT, -- NULL = still under construction
    is_portable INTEGER NOT NULL CHECK (is_portable IN (0,1))
);
CREATE TABLE exhibitions (
    exhibition_id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    venue TEXT NOT NULL,
    town TEXT NOT NULL,
    start_date TEXT NOT NULL,
    end_date TEXT NOT NULL,
    entry_fee REAL NOT NULL,
    stand_fee REAL NOT NULL,
    attendance INTEGER, -- NULL = attendance not recorded
    organiser_name TEXT NOT NULL
);
CREATE TABLE exhibition_entries (
    entry_id INTEGER PRIMARY KEY,
    exhibition_id INTEGER NOT NULL REFERENCES exhibitions(exhibition_id),
    layout_id INTEGER NOT NULL REFERENCES layouts(layout_id),
    award TEXT, -- NULL = no award won
    travel_expenses REAL NOT NULL
);
CREATE TABLE rolling_stock (
    stock_id INTEGER PRIMARY KEY,
    name TEXT, -- NULL = unnamed vehicle
    stock_type TEXT NOT NULL,
    running_number TEXT NOT NULL,
    gauge TEXT NOT NULL,
    manufacturer TEXT NOT NULL,
    livery TEXT NOT NULL,
    owner_member_id INTEGER NOT NULL REFERENCES members(member_id),
    purchase_date TEXT NOT NULL,
    purchase_price REAL NOT NULL,
    current_value REAL, -- NULL = not yet valued
    is_dcc_fitted INTEGER NOT NULL CHECK (is_dcc_fitted IN (0,1))
);
CREATE TABLE subscriptions (
    subscription_id INTEGER PRIMARY KEY,
    member_id INTEGER NOT NULL REFERENCES members(member_id),
    year INTEGER NOT NULL,
    amount_due REAL NOT NULL,
    amount_paid REAL NOT NULL,
    paid_date TEXT -- NULL = not paid yet
);
INSERT INTO members (member_id, first_name, last_name, membership_grade, town, email, join_date, left_date, is_committee) VALUES (1, 'Harold', 'Bramley', 'Full', 'Kingsbarrow', 'hbramley44@kdmrc-mail.org.uk', '2004-05-12', NULL, 1);
INSERT INTO members (member_id, first_name, last_name, membership_grade, town, email, join_date, left_date, is_committee) VALUES (2, 'Ruth', 'Okafor', 'Full', 'Saltmere', 'rokafor91@kdmrc-mail.org.uk', '2011-09-01', NULL, 1);
INSERT INTO members (member_id, first_name, last_name, membership_grade, town, email, join_date, left_date, is_committee) VALUES (3, 'Alan', 'Mercer', 'Senior', 'Kingsbarrow', 'amercer17@kdmrc-mail.org.uk', '1998-03-14', NULL, 0);
INSERT INTO members (member_id, first_name, last_name, membership_grade, town, email, join_date, left_date, is_committee) VALUES (4, 'Graham', 'Tapp', 'Full', 'Coppergate', 'gtapp37@kdmrc-mail.org.uk', '2009-02-20', NULL, 1);
INSERT INTO members (member_id, first_name, last_name, membership_grade, town, email, join_date, left_date, is_committee) VALUES (5, 'Peter', 'Holm', 'Full', 'Marlstone', NULL, '2015-06-06', NULL, 0);
INSERT INTO members (member_id, first_name, last_name, membership_grade, town, email, join_date, left_date, is_committee) VALUES (6, 'Kath', 'Dunning', 'Full', 'Saltmere', 'kdunning27@kdmrc-mail.org.uk', '2013-01-19', NULL, 1);
INSERT INTO members (member_id, first_name, last_name, membership_grade, town, email, join_date, left_date, is_committee) VALUES (7, 'Simon', 'Archer', 'Full', 'Kingsbarrow', 'sarcher99@kdmrc-mail.org.uk', '2017-10-07', '2023-12-31', 0);
INSERT INTO members (member_id, first_name, last_name, membership_grade, town, email, join_date, left_date, is_committee) VALUES (8, 'Owen', 'Treharne', 'Junior', 'Tidewater Bay', NULL, '2022-03-05', NULL, 0);
INSERT INTO members (member_id, first_name, last_name, membership_grade, town, email, join_date, left_date, is_committee) VALUES (9, 'Derek', 'Sallis', 'Honorary', 'Marlstone', NULL, '1985-09-10', NULL, 0);
INSERT INTO members (member_id, first_name, last_name, membership_grade, town, email, join_date, left_date, is_committee) VALUES (10, 'Lin', 'Zhou', 'Full', 'Coppergate', 'lzhou1@kdmrc-mail.org.uk', '2019-04-13', NULL, 0);
INSERT INTO members (member_id, first_name, last_name, membership_grade, town, email, join_date, left_date, is_committee) VALUES (11, 'Bernard', 'Quick', 'Senior', 'Hollin Bank', 'bquick68@kdmrc-mail.org.uk', '2001-11-03', NULL, 0);
INSERT INTO members (member_id, first_name, last_name, membership_grade, town, email, join_date, left_date, is_committee) VALUES (12, 'Jack', 'Feeney', 'Full', 'Kingsbarrow', 'jfeeney17@kdmrc-mail.org.uk', '2020-08-22', NULL, 0);
INSERT INTO members (member_id, first_name, last_name, membership_grade, town, email, join_date, left_date, is_committee) VALUES (13, 'Stuart', 'Pell', 'Full', 'Saltmere', NULL, '2016-05-14', '2024-06-30', 0);
INSERT INTO members (member_id, first_name, last_name, membership_grade, town, email, join_date, left_date, is_committee) VALUES (14, 'Amy', 'Rowntree', 'Family', 'Tidewater Bay', 'arowntree32@kdmrc-mail.org.uk', '2021-02-27', NULL, 0);
INSERT INTO members (member_id, first_name, last_name, membership_grade, town, email, join_date, left_date, is_committee) VALUES (15, 'Tom', 'Rowntree', 'Junior', 'Tidewater Bay', NULL, '2021-02-27', NULL, 0);
INSERT INTO members (member_id, first_name, last_name, membership_grade, town, email, join_date, left_date, is_committee) VALUES (16, 'Colin', 'Verity', 'Senior', 'Coppergate', 'cverity68@kdmrc-mail.org.uk', '2003-07-19', NULL, 1);
INSERT INTO members (member_id, first_name, last_name, membership_grade, town, email, join_date, left_date, is_committee) VALUES (17, 'Janet', 'Moss', 'Full', 'Marlstone', 'jmoss35@kdmrc-mail.org.uk', '2018-03-10', NULL, 0);
INSERT INTO members (member_id, first_name, last_name, membership_grade, town, email, join_date, left_date, is_committee) VALUES (18, 'Raj', 'Mehra', 'Full', 'Kingsbarrow', 'rmehra73@kdmrc-mail.org.uk', '2014-09-27', NULL, 0);
INSERT INTO members (member_id, first_name, last_name, membership_grade, town, email, join_date, left_date, is_committee) VALUES (19, 'Eddie', 'Clough', 'Full', 'Hollin Bank', NULL, '2012-12-01', '2022-11-30', 0);
INSERT INTO members (member_id, first_name, last_name, membership_grade, town, email, join_date, left_date, is_committee) VALUES (20, 'Frances', 'Tull', 'Full', 'Saltmere', 'ftull19@kdmrc-mail.org.uk', '2023-01-14', NULL, 0);
INSERT INTO members (member_id, first_name, last_name, membership_grade, town, email, join_date, left_date, is_committee) VALUES (21, 'Gordon', 'Pike', 'Senior', 'Kingsbarrow', 'gpike85@kdmrc-mail.org.uk', '1996-04-20', NULL, 0);
INSERT INTO members (member_id, first_name, last_name, membership_grade, town, email, join_date, left_date, is_committee) VALUES (22, 'Alan', 'Mercer', 'Junior', 'Kingsbarrow', NULL, '2021-09-04', NULL, 0);
INSERT INTO members (member_id, first_name, last_name, membership_grade, town, email, join_date, left_date, is_committee) VALUES (23, 'Nicola', 'Brisk', 'Full', 'Coppergate', 'nbrisk37@kdmrc-mail.org.uk', '2022-06-18', NULL, 0);
INSERT INTO members (member_id, first_name, last_name, membership_grade, town, email, join_date, left_date, is_committee) VALUES (24, 'Victor', 'Lamb', 'Senior', 'Marlstone', 'vlamb67@kdmrc-mail.org.uk', '2000-10-28', NULL, 0);
INSERT INTO members (member_id, first_name, last_name, membership_grade, town, email, join_date, left_date, is_committee) VALUES (25, 'Harriet', 'Coe', 'Junior', 'Saltmere', NULL, '2023-09-09', NULL, 0);
INSERT INTO members (member_id, first_name, last_name, membership_grade, town, email, join_date, left_date, is_committee) VALUES (26, 'Dominic', 'Fry', 'Full', 'Tidewater Bay', 'dfry78@kdmrc-mail.org.uk', '2024-02-03', NULL, 0);
INSERT INTO members (member_id, first_name, last_name, membership_grade, town, email, join_date, left_date, is_committee) VALUES (27, 'Patrick', 'Oduya', 'Full', 'Kingsbarrow', 'poduya71@kdmrc-mail.org.uk', '2019-11-16', NULL, 0);
INSERT INTO members (member_id, first_name, last_name, membership_grade, town, email, join_date, left_date, is_committee) VALUES (28, 'Lesley', 'Bright', 'Full', 'Hollin Bank', 'lbright22@kdmrc-mail.org.uk', '2024-05-11', NULL, 0);
INSERT INTO members (member_id, first_name, last_name, membership_grade, town, email, join_date, left_date, is_committee) VALUES (29, 'Ken', 'Ashby', 'Senior', 'Coppergate', NULL, '1999-01-09', '2024-03-31', 0);
INSERT INTO members (member_id, first_name, last_name, membership_grade, town, email, join_date, left_date, is_committee) VALUES (30, 'Sam', 'Quarrie', 'Junior', 'Kingsbarrow', 'squarrie5@kdmrc-mail.org.uk', '2024-10-05', NULL, 0);
INSERT INTO layouts (layout_id, name, gauge, owner_member_id, length_m, build_started_date, completed_date, is_portable) VALUES (1, 'Pennycross', 'OO', NULL, 6.40, '2012-01-10', '2015-04-18', 1);
INSERT INTO layouts (layout_id, name, gauge, owner_member_id, length_m, build_started_date, completed_date, is_portable) VALUES (2, 'Pennycross Junction', 'N', 2, 3.20, '2019-05-01', NULL, 1);
INSERT INTO layouts (layout_id, name, gauge, owner_member_id, length_m, build_started_date, completed_date, is_portable) VALUES (3, 'Kettleby Sidings', 'OO', 4, 4.80, '2014-03-15', '2017-09-30', 1);
INSERT INTO layouts (layout_id, name, gauge, owner_member_id, length_m, build_started_date, completed_date, is_portable) VALUES (4, 'Saltmere Harbour', 'O', 6, 5.50, '2016-07-01', '2020-10-10', 1);
INSERT INTO layouts (layout_id, name, gauge, owner_member_id, length_m, build_started_date, completed_date, is_portable) VALUES (5, 'Coppergate Yard', 'N', 16, 2.40, '2018-02-11', '2019-12-20', 1);
INSERT INTO layouts (layout_id, name, gauge, owner_member_id, length_m, build_started_date, completed_date, is_portable) VALUES (6, 'Brackenfold', 'OO9', 11, 1.80, '2020-06-06', NULL, 1);
INSERT INTO layouts (layout_id, name, gauge, owner_member_id, length_m, build_started_date, completed_date, is_portable) VALUES (7, 'Tidewater Lane', 'N', NULL, 3.60, '2021-09-18', NULL, 1);
INSERT INTO layouts (layout_id, name, gauge, owner_member_id, length_m, build_started_date, completed_date, is_portable) VALUES (8, 'Hollin Bank Quarry', 'OO9', 24, 2.10, '2010-04-04', '2012-08-25', 1);
INSERT INTO layouts (layout_id, name, gauge, owner_member_id, length_m, build_started_date, completed_date, is_portable) VALUES (9, 'Marlstone Loop', 'N', 10, 2.90, '2022-01-08', NULL, 1);
INSERT INTO layouts (layout_id, name, gauge, owner_member_id, length_m, build_started_date, completed_date, is_portable) VALUES (10, 'Wyvern Street', 'OO', 3, 5.20, '2008-11-01', '2013-06-14', 1);
INSERT INTO layouts (layout_id, name, gauge, owner_member_id, length_m, build_started_date, completed_date, is_portable) VALUES (11, 'Gullet Creek', 'HO', 18, 3.00, '2017-03-03', '2021-05-29', 1);
INSERT INTO layouts (layout_id, name, gauge, owner_member_id, length_m, build_started_date, completed_date, is_portable) VALUES (12, 'Kingsbarrow Central', 'OO', NULL, 14.00, '2005-09-01', NULL, 0);
INSERT INTO layouts (layout_id, name, gauge, owner_member_id, length_m, build_started_date, completed_date, is_portable) VALUES (13, 'Stanway Halt', 'N', 17, 1.60, '2023-02-18', '2024-08-03', 1);
INSERT INTO layouts (layout_id, name, gauge, owner_member_id, length_m, build_started_date, completed_date, is_portable) VALUES (14, 'Little Ecton', 'O', 21, 4.40, '2002-05-20', '2009-10-11', 0);
INSERT INTO layouts (layout_id, name, gauge, owner_member_id, length_m, build_started_date, completed_date, is_portable) VALUES (15, 'Oxhey Road Depot', 'N', 12, 2.20, '2024-01-13', NULL, 1);
INSERT INTO layouts (layout_id, name, gauge, owner_member_id, length_m, build_started_date, completed_date, is_portable) VALUES (16, 'Dunmere Wharf', 'OO', 27, 3.30, '2019-08-08', '2022-04-16', 1);
INSERT INTO exhibitions (exhibition_id, name, venue, town, start_date, end_date, entry_fee, stand_fee, attendance, organiser_name) VALUES (1, 'Saltmere Rail Expo', 'Saltmere Leisure Centre', 'Saltmere', '2022-02-19', '2022-02-20', 7.50, 45.00, 2210, 'Peter Vance');
INSERT INTO exhibitions (exhibition_id, name, venue, town, start_date, end_date, entry_fee, stand_fee, attendance, organiser_name) VALUES (2, 'Kingsbarrow Spring Model Railway Show', 'Kingsbarrow Corn Exchange', 'Kingsbarrow', '2022-04-09', '2022-04-10', 6.00, 30.00, 1650, 'Diane Foyle');
INSERT INTO exhibitions (exhibition_id, name, venue, town, start_date, end_date, entry_fee, stand_fee, attendance, organiser_name) VALUES (3, 'Marlstone Narrow Gauge Weekend', 'Marlstone Village Hall', 'Marlstone', '2022-06-25', '2022-06-26', 4.00, 20.00, NULL, 'Alan Greaves');
INSERT INTO exhibitions (exhibition_id, name, venue, town, start_date, end_date, entry_fee, stand_fee, attendance, organiser_name) VALUES (4, 'Coppergate Toy and Train Fair', 'Coppergate Guildhall', 'Coppergate', '2022-09-17', '2022-09-17', 3.50, 15.00, 960, 'Wendy Hale');
INSERT INTO exhibitions (exhibition_id, name, venue, town, start_date, end_date, entry_fee, stand_fee, attendance, organiser_name) VALUES (5, 'Tidewater Model Rail Festival', 'Tidewater Bay Pavilion', 'Tidewater Bay', '2022-11-05', '2022-11-06', 8.00, 60.00, 2875, 'Martin Oyelaran');
INSERT INTO exhibitions (exhibition_id, name, venue, town, start_date, end_date, entry_fee, stand_fee, attendance, organiser_name) VALUES (6, 'Saltmere Rail Expo', 'Saltmere Leisure Centre', 'Saltmere', '2023-02-18', '2023-02-19', 8.00, 50.00, 2390, 'Peter Vance');
INSERT INTO exhibitions (exhibition_id, name, venue, town, start_date, end_date, entry_fee, stand_fee, attendance, organiser_name) VALUES (7, 'Kingsbarrow Spring Model Railway Show', 'Kingsbarrow Corn Exchange', 'Kingsbarrow', '2023-04-15', '2023-04-16', 6.50, 30.00, 1720, 'Diane Foyle');
INSERT INTO exhibitions (exhibition_id, name, venue, town, start_date, end_date, entry_fee, stand_fee, attendance, organiser_name) VALUES (8, 'Marlstone Narrow Gauge Weekend', 'Marlstone Village Hall', 'Marlstone', '2023-06-24', '2023-06-25', 4.00, 20.00, 610, 'Alan Greaves');
INSERT INTO exhibitions (exhibition_id, name, venue, town, start_date, end_date, entry_fee, stand_fee, attendance, organiser_name) VALUES (9, 'Hollin Bank Rail Day', 'Hollin Bank Methodist Hall', 'Hollin Bank', '2023-08-12', '2023-08-12', 3.00, 0.00, NULL, 'Ruth Okafor');
INSERT INTO exhibitions (exhibition_id, name, venue, town, start_date, end_date, entry_fee, stand_fee, attendance, organiser_name) VALUES (10, 'Tidewater Model Rail Festival', 'Tidewater Bay Pavilion', 'Tidewater Bay', '2023-11-04', '2023-11-05', 8.50, 65.00, 3105, 'Martin Oyelaran');
INSERT INTO exhibitions (exhibition_id, name, venue, town, start_date, end_date, entry_fee, stand_fee, attendance, organiser_name) VALUES (11, 'Saltmere Rail Expo', 'Saltmere Leisure Centre', 'Saltmere', '2024-02-17', '2024-02-18', 8.00, 55.00, 2460, 'Peter Vance');
INSERT INTO exhibitions (exhibition_id, name, venue, town, start_date, end_date, entry_fee, stand_fee, attendance, organiser_name) VALUES (12, 'Kingsbarrow Spring Model Railway Show', 'Kingsbarrow Corn Exchange', 'Kingsbarrow', '2024-04-13', '2024-04-14', 7.00, 35.00, 1805, 'Diane Foyle');
INSERT INTO exhibitions (exhibition_id, name, venue, town, start_date, end_date, entry_fee, stand_fee, attendance, organiser_name) VALUES (13, 'Marlstone Narrow Gauge Weekend', 'Marlstone Village Hall', 'Marlstone', '2024-06-22', '2024-06-23', 4.50, 20.00, 655, 'Alan Greaves');
INSERT INTO exhibitions (exhibition_id, name, venue, town, start_date, end_date, entry_fee, stand_fee, attendance, organiser_name) VALUES (14, 'Coppergate Toy and Train Fair', 'Coppergate Guildhall', 'Coppergate', '2024-09-21', '2024-09-21', 4.00, 15.00, 1010, 'Wendy Hale');
INSERT INTO exhibitions (exhibition_id, name, venue, town, start_date, end_date, entry_fee, stand_fee, attendance, organiser_name) VALUES (15, 'Tidewater Model Rail Festival', 'Tidewater Bay Pavilion', 'Tidewater Bay', '2024-11-02', '2024-11-03', 9.00, 70.00, 3290, 'Martin Oyelaran');
INSERT INTO exhibitions (exhibition_id, name, venue, town, start_date, end_date, entry_fee, stand_fee, attendance, organiser_name) VALUES (16, 'Saltmere Rail Expo', 'Saltmere Leisure Centre', 'Saltmere', '2025-02-15', '2025-02-16', 8.50, 55.00, NULL, 'Peter Vance');
INSERT INTO exhibitions (exhibition_id, name, venue, town, start_date, end_date, entry_fee, stand_fee, attendance, organiser_name) VALUES (17, 'Kingsbarrow Spring Model Railway Show', 'Kingsbarrow Corn Exchange', 'Kingsbarrow', '2025-04-12', '2025-04-13', 7.00, 35.00, 1770, 'Diane Foyle');
INSERT INTO exhibitions (exhibition_id, name, venue, town, start_date, end_date, entry_fee, stand_fee, attendance, organiser_name) VALUES (18, 'Hollin Bank Rail Day', 'Hollin Bank Methodist Hall', 'Hollin Bank', '2025-08-09', '2025-08-09', 3.00, 0.00, 540, 'Ruth Okafor');
INSERT INTO exhibition_entries (entry_id, exhibition_id, layout_id, award, travel_expenses) VALUES (1, 1, 4, NULL, 21.70);
INSERT INTO exhibition_entries (entry_id, exhibition_id, layout_id, award, travel_expenses) VALUES (2, 1, 1, NULL, 23.53);
INSERT INTO exhibition_entries (entry_id, exhibition_id, layout_id, award, travel_expenses) VALUES (3, 2, 1, NULL, 4.87);
INSERT INTO exhibition_entries (entry_id, exhibition_id, layout_id, award, travel_expenses) VALUES (4, 2, 3, NULL, 5.71);
INSERT INTO exhibition_entries (entry_id, exhibition_id, layout_id, award, travel_expenses) VALUES (5, 2, 10, NULL, 4.96);
INSERT INTO exhibition_entries (entry_id, exhibition_id, layout_id, award, travel_expenses) VALUES (6, 3, 8, NULL, 33.73);
INSERT INTO exhibition_entries (entry_id, exhibition_id, layout_id, award, travel_expenses) VALUES (7, 3, 6, NULL, 26.82);
INSERT INTO exhibition_entries (entry_id, exhibition_id, layout_id, award, travel_expenses) VALUES (8, 4, 3, NULL, 13.97);
INSERT INTO exhibition_entries (entry_id, exhibition_id, layout_id, award, travel_expenses) VALUES (9, 4, 5, NULL, 16.00);
INSERT INTO exhibition_entries (entry_id, exhibition_id, layout_id, award, travel_expenses) VALUES (10, 5, 1, 'Best in Show', 43.28);
INSERT INTO exhibition_entries (entry_id, exhibition_id, layout_id, award, travel_expenses) VALUES (11, 5, 11, NULL, 43.95);
INSERT INTO exhibition_entries (entry_id, exhibition_id, layout_id, award, travel_expenses) VALUES (12, 6, 4, NULL, 27.34);
INSERT INTO exhibition_entries (entry_id, exhibition_id, layout_id, award, travel_expenses) VALUES (13, 6, 10, NULL, 23.39);
INSERT INTO exhibition_entries (entry_id, exhibition_id, layout_id, award, travel_expenses) VALUES (14, 7, 1, NULL, 5.34);
INSERT INTO exhibition_entries (entry_id, exhibition_id, layout_id, award, travel_expenses) VALUES (15, 7, 3, NULL, 5.83);
INSERT INTO exhibition_entries (entry_id, exhibition_id, layout_id, award, travel_expenses) VALUES (16, 7, 16, 'Best OO Gauge', 6.55);
INSERT INTO exhibition_entries (entry_id, exhibition_id, layout_id, award, travel_expenses) VALUES (17, 8, 8, NULL, 35.11);
INSERT INTO exhibition_entries (entry_id, exhibition_id, layout_id, award, travel_expenses) VALUES (18, 9, 8, 'Public Vote', 18.59);
INSERT INTO exhibition_entries (entry_id, exhibition_id, layout_id, award, travel_expenses) VALUES (19, 9, 5, NULL, 15.13);
INSERT INTO exhibition_entries (entry_id, exhibition_id, layout_id, award, travel_expenses) VALUES (20, 10, 1, NULL, 40.71);
INSERT INTO exhibition_entries (entry_id, exhibition_id, layout_id, award, travel_expenses) VALUES (21, 10, 4, 'Best in Show Runner-up', 38.86);
INSERT INTO exhibition_entries (entry_id, exhibition_id, layout_id, award, travel_expenses) VALUES (22, 10, 16, NULL, 59.68);
INSERT INTO exhibition_entries (entry_id, exhibition_id, layout_id, award, travel_expenses) VALUES (23, 11, 3, NULL, 18.80);
INSERT INTO exhibition_entries (entry_id, exhibition_id, layout_id, award, travel_expenses) VALUES (24, 11, 11, NULL, 29.20);
INSERT INTO exhibition_entries (entry_id, exhibition_id, layout_id, award, travel_expenses) VALUES (25, 11, 2, NULL, 28.44);
INSERT INTO exhibition_entries (entry_id, exhibition_id, layout_id, award, travel_expenses) VALUES (26, 12, 1, 'Public Vote', 4.58);
INSERT INTO exhibition_entries (entry_id, exhibition_id, layout_id, award, travel_expenses) VALUES (27, 12, 10, NULL, 5.85);
INSERT INTO exhibition_entries (entry_id, exhibition_id, layout_id, award, travel_expenses) VALUES (28, 13, 8, 'Best Narrow Gauge', 36.73);
INSERT INTO exhibition_entries (entry_id, exhibition_id, layout_id, award, travel_expenses) VALUES (29, 13, 6, NULL, 33.91);
INSERT INTO exhibition_entries (entry_id, exhibition_id, layout_id, award, travel_expenses) VALUES (30, 14, 3, NULL, 14.04);
INSERT INTO exhibition_entries (entry_id, exhibition_id, layout_id, award, travel_expenses) VALUES (31, 14, 5, NULL, 17.29);
INSERT INTO exhibition_entries (entry_id, exhibition_id, layout_id, award, travel_expenses) VALUES (32, 14, 13, NULL, 13.41);
INSERT INTO exhibition_entries (entry_id, exhibition_id, layout_id, award, travel_expenses) VALUES (33, 15, 4, 'Best Scenic', 38.12);
INSERT INTO exhibition_entries (entry_id, exhibition_id, layout_id, award, travel_expenses) VALUES (34, 15, 10, 'Best in Show', 50.57);
INSERT INTO exhibition_entries (entry_id, exhibition_id, layout_id, award, travel_expenses) VALUES (35, 15, 16, NULL, 57.37);
INSERT INTO exhibition_entries (entry_id, exhibition_id, layout_id, award, travel_expenses) VALUES (36, 15, 1, NULL, 41.16);
INSERT INTO exhibition_entries (entry_id, exhibition_id, layout_id, award, travel_expenses) VALUES (37, 16, 16, NULL, 22.92);
INSERT INTO exhibition_entries (entry_id, exhibition_id, layout_id, award, travel_expenses) VALUES (38, 16, 2, NULL, 21.87);
INSERT INTO exhibition_entries (entry_id, exhibition_id, layout_id, award, travel_expenses) VALUES (39, 17, 1, NULL, 4.84);
INSERT INTO exhibition_entries (entry_id, exhibition_id, layout_id, award, travel_expenses) VALUES (40, 17, 13, NULL, 5.26);
INSERT INTO exhibition_entries (entry_id, exhibition_id, layout_id, award, travel_expenses) VALUES (41, 17, 9, NULL, 6.62);
INSERT INTO exhibition_entries (entry_id, exhibition_id, layout_id, award, travel_expenses) VALUES (42, 18, 8, NULL, 20.56);
INSERT INTO exhibition_entries (entry_id, exhibition_id, layout_id, award, travel_expenses) VALUES (43, 18, 7, NULL, 19.54);
INSERT INTO rolling_stock (stock_id, name, stock_type, running_number, gauge, manufacturer, livery, owner_member_id, purchase_date, purchase_price, current_value, is_dcc_fitted) VALUES (1, 'King Edmund', 'Locomotive', '6021', 'OO', 'Bachmore', 'GWR', 3, '1999-05-08', 95.00, 160.00, 0);
INSERT INTO rolling_stock (stock_id, name, stock_type, running_number, gauge, manufacturer, livery, owner_member_id, purchase_date, purchase_price, current_value, is_dcc_fitted) VALUES (2, 'Duchess of Saltmere', 'Locomotive', '46233', 'O', 'Ashworth Brass', 'LMS Crimson', 3, '2001-11-17', 620.00, 1850.00, 0);
INSERT INTO rolling_stock (stock_id, name, stock_type, running_number, gauge, manufacturer, livery, owner_member_id, purchase_date, purchase_price, current_value, is_dcc_fitted) VALUES (3, 'Ione', 'Coach', 'P211', 'OO', 'Bachmore', 'Pullman Umber and Cream', 3, '2004-03-02', 48.00, NULL, 0);
INSERT INTO rolling_stock (stock_id, name, stock_type, running_number, gauge, manufacturer, livery, owner_member_id, purchase_date, purchase_price, current_value, is_dcc_fitted) VALUES (4, NULL, 'Wagon', 'B47201', 'OO', 'Dapworth', 'BR Bauxite', 3, '2006-07-15', 14.50, NULL, 0);
INSERT INTO rolling_stock (stock_id, name, stock_type, running_number, gauge, manufacturer, livery, owner_member_id, purchase_date, purchase_price, current_value, is_dcc_fitted) VALUES (5, NULL, 'Wagon', 'DB998712', 'OO', 'Dapworth', 'BR Engineers Grey', 3, '2010-09-04', 18.00, 21.00, 0);
INSERT INTO rolling_stock (stock_id, name, stock_type, running_number, gauge, manufacturer, livery, owner_member_id, purchase_date, purchase_price, current_value, is_dcc_fitted) VALUES (6, 'Kingsbarrow Castle', 'Locomotive', '5043', 'OO', 'Bachmore', 'GWR', 4, '2018-03-24', 189.00, 205.00, 1);
INSERT INTO rolling_stock (stock_id, name, stock_type, running_number, gauge, manufacturer, livery, owner_member_id, purchase_date, purchase_price, current_value, is_dcc_fitted) VALUES (7, 'Pendennis Hall', 'Locomotive', '4912', 'OO', 'Kernow Works', 'GWR', 4, '2020-12-05', 172.50, 180.00, 1);
INSERT INTO rolling_stock (stock_id, name, stock_type, running_number, gauge, manufacturer, livery, owner_member_id, purchase_date, purchase_price, current_value, is_dcc_fitted) VALUES (8, NULL, 'Locomotive', '37412', 'OO', 'Bachmore', 'BR Blue', 4, '2015-06-13', 139.00, 120.00, 1);
INSERT INTO rolling_stock (stock_id, name, stock_type, running_number, gauge, manufacturer, livery, owner_member_id, purchase_date, purchase_price, current_value, is_dcc_fitted) VALUES (9, 'Saltmere Flyer', 'Locomotive', '60112', 'OO', 'Hornsby Models', 'BR Green', 4, '2012-10-20', 155.00, NULL, 0);
INSERT INTO rolling_stock (stock_id, name, stock_type, running_number, gauge, manufacturer, livery, owner_member_id, purchase_date, purchase_price, current_value, is_dcc_fitted) VALUES (10, NULL, 'Locomotive', '45110', 'OO', 'Hornsby Models', 'LMS Black', 4, '2016-04-30', 129.00, 135.00, 1);
INSERT INTO rolling_stock (stock_id, name, stock_type, running_number, gauge, manufacturer, livery, owner_member_id, purchase_date, purchase_price, current_value, is_dcc_fitted) VALUES (11, NULL, 'Coach', 'W5121', 'OO', 'Bachmore', 'GWR Chocolate and Cream', 4, '2018-03-24', 42.00, 45.00, 0);
INSERT INTO rolling_stock (stock_id, name, stock_type, running_number, gauge, manufacturer, livery, owner_member_id, purchase_date, purchase_price, current_value, is_dcc_fitted) VALUES (12, NULL, 'Coach', 'W5124', 'OO', 'Bachmore', 'GWR Chocolate and Cream', 4, '2018-03-24', 42.00, 45.00, 0);
INSERT INTO rolling_stock (stock_id, name, stock_type, running_number, gauge, manufacturer, livery, owner_member_id, purchase_date, purchase_price, current_value, is_dcc_fitted) VALUES (13, 'Tregarth Manor', 'Locomotive', '7829', 'N', 'Farline', 'GWR', 2, '2021-05-22', 148.00, 150.00, 1);
INSERT INTO rolling_stock (stock_id, name, stock_type, running_number, gauge, manufacturer, livery, owner_member_id, purchase_date, purchase_price, current_value, is_dcc_fitted) VALUES (14, NULL, 'Locomotive', '66701', 'N', 'Farline', 'Freight Green', 2, '2019-08-17', 118.00, 110.00, 1);
INSERT INTO rolling_stock (stock_id, name, stock_type, running_number, gauge, manufacturer, livery, owner_member_id, purchase_date, purchase_price, current_value, is_dcc_fitted) VALUES (15, NULL, 'Wagon', 'B740122', 'N', 'Farline', 'BR Bauxite', 2, '2019-08-17', 11.00, 11.00, 0);
INSERT INTO rolling_stock (stock_id, name, stock_type, running_number, gauge, manufacturer, livery, owner_member_id, purchase_date, purchase_price, current_value, is_dcc_fitted) VALUES (16, 'Saltmere Castle', 'Locomotive', '5099', 'O', 'Ashworth Brass', 'GWR', 6, '2019-02-09', 1450.00, 1275.00, 0);
INSERT INTO rolling_stock (stock_id, name, stock_type, running_number, gauge, manufacturer, livery, owner_member_id, purchase_date, purchase_price, current_value, is_dcc_fitted) VALUES (17, NULL, 'Coach', 'W7313', 'O', 'Ashworth Brass', 'GWR Chocolate and Cream', 6, '2019-02-09', 210.00, 215.00, 0);
INSERT INTO rolling_stock (stock_id, name, stock_type, running_number, gauge, manufacturer, livery, owner_member_id, purchase_date, purchase_price, current_value, is_dcc_fitted) VALUES (18, 'Prince of Hollin', 'Locomotive', 'No. 3', 'OO9', 'Heljon', 'Quarry Maroon', 11, '2018-06-30', 135.00, 150.00, 1);
INSERT INTO rolling_stock (stock_id, name, stock_type, running_number, gauge, manufacturer, livery, owner_member_id, purchase_date, purchase_price, current_value, is_dcc_fitted) VALUES (19, NULL, 'Wagon', 'Slate 112', 'OO9', 'Heljon', 'Unpainted', 11, '2018-06-30', 9.50, NULL, 0);
INSERT INTO rolling_stock (stock_id, name, stock_type, running_number, gauge, manufacturer, livery, owner_member_id, purchase_date, purchase_price, current_value, is_dcc_fitted) VALUES (20, 'Lady Marlstone', 'Locomotive', 'No. 1', 'OO9', 'Heljon', 'Quarry Maroon', 24, '2010-05-01', 110.00, 165.00, 0);
INSERT INTO rolling_stock (stock_id, name, stock_type, running_number, gauge, manufacturer, livery, owner_member_id, purchase_date, purchase_price, current_value, is_dcc_fitted) VALUES (21, 'Western Pilgrim', 'Locomotive', 'D1015', 'OO', 'Kernow Works', 'BR Maroon', 12, '2021-11-27', 165.00, 175.00, 1);
INSERT INTO rolling_stock (stock_id, name, stock_type, running_number, gauge, manufacturer, livery, owner_member_id, purchase_date, purchase_price, current_value, is_dcc_fitted) VALUES (22, NULL, 'Locomotive', '08650', 'N', 'Farline', 'BR Blue', 12, '2023-04-08', 96.00, NULL, 1);
INSERT INTO rolling_stock (stock_id, name, stock_type, running_number, gauge, manufacturer, livery, owner_member_id, purchase_date, purchase_price, current_value, is_dcc_fitted) VALUES (23, NULL, 'Locomotive', '20087', 'N', 'Farline', 'BR Green', 10, '2022-03-19', 104.00, 100.00, 1);
INSERT INTO rolling_stock (stock_id, name, stock_type, running_number, gauge, manufacturer, livery, owner_member_id, purchase_date, purchase_price, current_value, is_dcc_fitted) VALUES (24, NULL, 'Coach', 'E21202', 'N', 'Farline', 'BR Carmine and Cream', 10, '2022-03-19', 34.00, 33.00, 0);
INSERT INTO rolling_stock (stock_id, name, stock_type, running_number, gauge, manufacturer, livery, owner_member_id, purchase_date, purchase_price, current_value, is_dcc_fitted) VALUES (25, NULL, 'Locomotive', '112', 'HO', 'Larkspur Trains', 'Gullet and Western Red', 18, '2017-05-06', 210.00, 190.00, 1);
INSERT INTO rolling_stock (stock_id, name, stock_type, running_number, gauge, manufacturer, livery, owner_member_id, purchase_date, purchase_price, current_value, is_dcc_fitted) VALUES (26, NULL, 'Wagon', '40117', 'HO', 'Larkspur Trains', 'Gullet and Western Red', 18, '2017-05-06', 28.00, 25.00, 0);
INSERT INTO rolling_stock (stock_id, name, stock_type, running_number, gauge, manufacturer, livery, owner_member_id, purchase_date, purchase_price, current_value, is_dcc_fitted) VALUES (27, 'City of Kingsbarrow', 'Locomotive', '46251', 'OO', 'Hornsby Models', 'LMS Crimson', 21, '2005-12-10', 140.00, 260.00, 0);
INSERT INTO rolling_stock (stock_id, name, stock_type, running_number, gauge, manufacturer, livery, owner_member_id, purchase_date, purchase_price, current_value, is_dcc_fitted) VALUES (28, 'Ecton', 'Locomotive', '1401', 'O', 'Ashworth Brass', 'GWR', 21, '2003-08-16', 780.00, 990.00, 0);
INSERT INTO rolling_stock (stock_id, name, stock_type, running_number, gauge, manufacturer, livery, owner_member_id, purchase_date, purchase_price, current_value, is_dcc_fitted) VALUES (29, NULL, 'Coach', 'M4811', 'O', 'Ashworth Brass', 'LMS Crimson', 21, '2004-02-21', 185.00, NULL, 0);
INSERT INTO rolling_stock (stock_id, name, stock_type, running_number, gauge, manufacturer, livery, owner_member_id, purchase_date, purchase_price, current_value, is_dcc_fitted) VALUES (30, 'Dunmere', 'Locomotive', '30587', 'OO', 'Hornsby Models', 'Southern Green', 27, '2019-09-14', 125.00, 130.00, 1);
INSERT INTO rolling_stock (stock_id, name, stock_type, running_number, gauge, manufacturer, livery, owner_member_id, purchase_date, purchase_price, current_value, is_dcc_fitted) VALUES (31, NULL, 'Wagon', 'S61902', 'OO', 'Dapworth', 'Southern Brown', 27, '2019-09-14', 16.00, 16.00, 0);
INSERT INTO rolling_stock (stock_id, name, stock_type, running_number, gauge, manufacturer, livery, owner_member_id, purchase_date, purchase_price, current_value, is_dcc_fitted) VALUES (32, 'Stanway', 'Locomotive', '47455', 'N', 'Farline', 'BR Blue', 17, '2023-03-04', 112.00, 115.00, 1);
INSERT INTO rolling_stock (stock_id, name, stock_type, running_number, gauge, manufacturer, livery, owner_member_id, purchase_date, purchase_price, current_value, is_dcc_fitted) VALUES (33, NULL, 'Coach', 'M3004', 'N', 'Farline', 'BR Blue and Grey', 17, '2023-03-04', 31.00, NULL, 0);
INSERT INTO rolling_stock (stock_id, name, stock_type, running_number, gauge, manufacturer, livery, owner_member_id, purchase_date, purchase_price, current_value, is_dcc_fitted) VALUES (34, NULL, 'Locomotive', '31118', 'OO', 'Dapworth', 'BR Blue', 22, '2022-12-25', 79.00, 70.00, 1);
INSERT INTO rolling_stock (stock_id, name, stock_type, running_number, gauge, manufacturer, livery, owner_member_id, purchase_date, purchase_price, current_value, is_dcc_fitted) VALUES (35, NULL, 'Wagon', 'B954417', 'OO', 'Dapworth', 'BR Bauxite', 22, '2022-12-25', 12.00, 10.00, 0);
INSERT INTO rolling_stock (stock_id, name, stock_type, running_number, gauge, manufacturer, livery, owner_member_id, purchase_date, purchase_price, current_value, is_dcc_fitted) VALUES (36, NULL, 'Locomotive', '03170', 'N', 'Farline', 'BR Green', 16, '2018-02-11', 88.00, 90.00, 1);
INSERT INTO rolling_stock (stock_id, name, stock_type, running_number, gauge, manufacturer, livery, owner_member_id, purchase_date, purchase_price, current_value, is_dcc_fitted) VALUES (37, NULL, 'Wagon', 'B451923', 'N', 'Farline', 'BR Bauxite', 16, '2018-02-11', 10.00, 9.00, 0);
INSERT INTO rolling_stock (stock_id, name, stock_type, running_number, gauge, manufacturer, livery, owner_member_id, purchase_date, purchase_price, current_value, is_dcc_fitted) VALUES (38, 'Sea Holly', 'Locomotive', '1369', 'O', 'Ashworth Brass', 'BR Black', 6, '2020-08-22', 690.00, 720.00, 0);
INSERT INTO rolling_stock (stock_id, name, stock_type, running_number, gauge, manufacturer, livery, owner_member_id, purchase_date, purchase_price, current_value, is_dcc_fitted) VALUES (39, 'Morning Star', 'Locomotive', '7004', 'OO', 'Bachmore', 'BR Green', 1, '2008-04-19', 98.00, 140.00, 0);
INSERT INTO rolling_stock (stock_id, name, stock_type, running_number, gauge, manufacturer, livery, owner_member_id, purchase_date, purchase_price, current_value, is_dcc_fitted) VALUES (40, NULL, 'Coach', 'E34112', 'OO', 'Bachmore', 'BR Maroon', 1, '2008-04-19', 30.00, 32.00, 0);
INSERT INTO rolling_stock (stock_id, name, stock_type, running_number, gauge, manufacturer, livery, owner_member_id, purchase_date, purchase_price, current_value, is_dcc_fitted) VALUES (41, NULL, 'Locomotive', '47383', 'OO', 'Hornsby Models', 'BR Black', 15, '2023-12-25', 85.00, 80.00, 1);
INSERT INTO rolling_stock (stock_id, name, stock_type, running_number, gauge, manufacturer, livery, owner_member_id, purchase_date, purchase_price, current_value, is_dcc_fitted) VALUES (42, NULL, 'Wagon', 'KCC 7', 'OO', 'Dapworth', 'Kingsbarrow Coal Co.', 14, '2022-07-09', 12.50, 13.00, 0);
INSERT INTO rolling_stock (stock_id, name, stock_type, running_number, gauge, manufacturer, livery, owner_member_id, purchase_date, purchase_price, current_value, is_dcc_fitted) VALUES (43, NULL, 'Locomotive', '50007', 'OO', 'Kernow Works', 'BR Blue', 8, '2024-01-20', 145.00, NULL, 1);
INSERT INTO rolling_stock (stock_id, name, stock_type, running_number, gauge, manufacturer, livery, owner_member_id, purchase_date, purchase_price, current_value, is_dcc_fitted) VALUES (44, NULL, 'Coach', 'W6004', 'OO', 'Bachmore', 'GWR Chocolate and Cream', 1, '2011-05-14', 38.00, 40.00, 0);
INSERT INTO rolling_stock (stock_id, name, stock_type, running_number, gauge, manufacturer, livery, owner_member_id, purchase_date, purchase_price, current_value, is_dcc_fitted) VALUES (45, 'Kettleby', 'Locomotive', '1366', 'OO', 'Bachmore', 'BR Black', 4, '2013-07-06', 82.00, 95.00, 0);
INSERT INTO subscriptions (subscription_id, member_id, year, amount_due, amount_paid, paid_date) VALUES (1, 1, 2024, 48.00, 48.00, '2024-02-19');
INSERT INTO subscriptions (subscription_id, member_id, year, amount_due, amount_paid, paid_date) VALUES (2, 2, 2024, 48.00, 45.00, '2024-03-12');
INSERT INTO subscriptions (subscription_id, member_id, year, amount_due, amount_paid, paid_date) VALUES (3, 3, 2024, 32.00, 32.00, '2024-01-07');
INSERT INTO subscriptions (subscription_id, member_id, year, amount_due, amount_paid, paid_date) VALUES (4, 4, 2024, 48.00, 45.00, '2024-02-24');
INSERT INTO subscriptions (subscription_id, member_id, year, amount_due, amount_paid, paid_date) VALUES (5, 5, 2024, 48.00, 48.00, '2024-01-15');
INSERT INTO subscriptions (subscription_id, member_id, year, amount_due, amount_paid, paid_date) VALUES (6, 6, 2024, 48.00, 48.00, '2024-02-19');
INSERT INTO subscriptions (subscription_id, member_id, year, amount_due, amount_paid, paid_date) VALUES (7, 8, 2024, 18.00, 0.00, NULL);
INSERT INTO subscriptions (subscription_id, member_id, year, amount_due, amount_paid, paid_date) VALUES (8, 10, 2024, 48.00, 48.00, '2024-01-19');
INSERT INTO subscriptions (subscription_id, member_id, year, amount_due, amount_paid, paid_date) VALUES (9, 11, 2024, 32.00, 32.00, '2024-01-20');
INSERT INTO subscriptions (subscription_id, member_id, year, amount_due, amount_paid, paid_date) VALUES (10, 12, 2024, 48.00, 48.00, '2024-01-15');
INSERT INTO subscriptions (subscription_id, member_id, year, amount_due, amount_paid, paid_date) VALUES (11, 13, 2024, 48.00, 0.00, NULL);
INSERT INTO subscriptions (subscription_id, member_id, year, amount_due, amount_paid, paid_date) VALUES (12, 14, 2024, 20.00, 20.00, '2024-01-10');
INSERT INTO subscriptions (subscription_id, member_id, year, amount_due, amount_paid, paid_date) VALUES (13, 15, 2024, 18.00, 18.00, '2024-01-03');
INSERT INTO subscriptions (subscription_id, member_id, year, amount_due, amount_paid, paid_date) VALUES (14, 16, 2024, 32.00, 32.00, '2024-01-30');
INSERT INTO subscriptions (subscription_id, member_id, year, amount_due, amount_paid, paid_date) VALUES (15, 17, 2024, 48.00, 48.00, '2024-03-05');
INSERT INTO subscriptions (subscription_id, member_id, year, amount_due, amount_paid, paid_date) VALUES (16, 18, 2024, 48.00, 48.00, '2024-01-08');
INSERT INTO subscriptions (subscription_id, member_id, year, amount_due, amount_paid, paid_date) VALUES (17, 20, 2024, 48.00, 48.00, '2024-01-15');
INSERT INTO subscriptions (subscription_id, member_id, year, amount_due, amount_paid, paid_date) VALUES (18, 21, 2024, 32.00, 29.00, '2024-01-28');
INSERT INTO subscriptions (subscription_id, member_id, year, amount_due, amount_paid, paid_date) VALUES (19, 22, 2024, 18.00, 18.00, '2024-02-17');
INSERT INTO subscriptions (subscription_id, member_id, year, amount_due, amount_paid, paid_date) VALUES (20, 23, 2024, 48.00, 48.00, '2024-01-09');
INSERT INTO subscriptions (subscription_id, member_id, year, amount_due, amount_paid, paid_date) VALUES (21, 24, 2024, 32.00, 32.00, '2024-01-10');
INSERT INTO subscriptions (subscription_id, member_id, year, amount_due, amount_paid, paid_date) VALUES (22, 25, 2024, 18.00, 18.00, '2024-01-12');
INSERT INTO subscriptions (subscription_id, member_id, year, amount_due, amount_paid, paid_date) VALUES (23, 26, 2024, 48.00, 0.00, NULL);
INSERT INTO subscriptions (subscription_id, member_id, year, amount_due, amount_paid, paid_date) VALUES (24, 27, 2024, 48.00, 48.00, '2024-01-11');
INSERT INTO subscriptions (subscription_id, member_id, year, amount_due, amount_paid, paid_date) VALUES (25, 28, 2024, 48.00, 48.00, '2024-07-19');
INSERT INTO subscriptions (subscription_id, member_id, year, amount_due, amount_paid, paid_date) VALUES (26, 29, 2024, 32.00, 32.00, '2024-02-13');
INSERT INTO subscriptions (subscription_id, member_id, year, amount_due, amount_paid, paid_date) VALUES (27, 30, 2024, 18.00, 18.00, '2024-11-06');
INSERT INTO subscriptions (subscription_id, member_id, year, amount_due, amount_paid, paid_date) VALUES (28, 1, 2025, 52.00, 52.00, '2025-01-12');
INSERT INTO subscriptions (subscription_id, member_id, year, amount_due, amount_paid, paid_date) VALUES (29, 2, 2025, 52.00, 52.00, '2025-01-15');
INSERT INTO subscriptions (subscription_id, member_id, year, amount_due, amount_paid, paid_date) VALUES (30, 3, 2025, 35.00, 35.00, '2025-01-14');
INSERT INTO subscriptions (subscription_id, member_id, year, amount_due, amount_paid, paid_date) VALUES (31, 4, 2025, 52.00, 52.00, '2025-02-08');
INSERT INTO subscriptions (subscription_id, member_id, year, amount_due, amount_paid, paid_date) VALUES (32, 5, 2025, 52.00, 0.00, NULL);
INSERT INTO subscriptions (subscription_id, member_id, year, amount_due, amount_paid, paid_date) VALUES (33, 6, 2025, 52.00, 49.00, '2025-02-12');
INSERT INTO subscriptions (subscription_id, member_id, year, amount_due, amount_paid, paid_date) VALUES (34, 8, 2025, 20.00, 0.00, NULL);
INSERT INTO subscriptions (subscription_id, member_id, year, amount_due, amount_paid, paid_date) VALUES (35, 10, 2025, 52.00, 52.00, '2025-01-08');
INSERT INTO subscriptions (subscription_id, member_id, year, amount_due, amount_paid, paid_date) VALUES (36, 11, 2025, 35.00, 35.00, '2025-02-24');
INSERT INTO subscriptions (subscription_id, member_id, year, amount_due, amount_paid, paid_date) VALUES (37, 12, 2025, 52.00, 0.00, NULL);
INSERT INTO subscriptions (subscription_id, member_id, year, amount_due, amount_paid, paid_date) VALUES (38, 14, 2025, 22.00, 22.00, '2025-02-10');
INSERT INTO subscriptions (subscription_id, member_id, year, amount_due, amount_paid, paid_date) VALUES (39, 15, 2025, 20.00, 20.00, '2025-02-03');
INSERT INTO subscriptions (subscription_id, member_id, year, amount_due, amount_paid, paid_date) VALUES (40, 16, 2025, 35.00, 32.00, '2025-03-09');
INSERT INTO subscriptions (subscription_id, member_id, year, amount_due, amount_paid, paid_date) VALUES (41, 17, 2025, 52.00, 52.00, '2025-02-24');
INSERT INTO subscriptions (subscription_id, member_id, year, amount_due, amount_paid, paid_date) VALUES (42, 18, 2025, 52.00, 52.00, '2025-01-14');
INSERT INTO subscriptions (subscription_id, member_id, year, amount_due, amount_paid, paid_date) VALUES (43, 20, 2025, 52.00, 52.00, '2025-01-11');
INSERT INTO subscriptions (subscription_id, member_id, year, amount_due, amount_paid, paid_date) VALUES (44, 21, 2025, 35.00, 35.00, '2025-02-26');
INSERT INTO subscriptions (subscription_id, member_id, year, amount_due, amount_paid, paid_date) VALUES (45, 22, 2025, 20.00, 20.00, '2025-03-02');
INSERT INTO subscriptions (subscription_id, member_id, year, amount_due, amount_paid, paid_date) VALUES (46, 23, 2025, 52.00, 0.00, NULL);
INSERT INTO subscriptions (subscription_id, member_id, year, amount_due, amount_paid, paid_date) VALUES (47, 24, 2025, 35.00, 35.00, '2025-02-28');
INSERT INTO subscriptions (subscription_id, member_id, year, amount_due, amount_paid, paid_date) VALUES (48, 25, 2025, 20.00, 0.00, NULL);
INSERT INTO subscriptions (subscription_id, member_id, year, amount_due, amount_paid, paid_date) VALUES (49, 26, 2025, 52.00, 52.00, '2025-03-08');
INSERT INTO subscriptions (subscription_id, member_id, year, amount_due, amount_paid, paid_date) VALUES (50, 27, 2025, 52.00, 52.00, '2025-02-15');
INSERT INTO subscriptions (subscription_id, member_id, year, amount_due, amount_paid, paid_date) VALUES (51, 28, 2025, 52.00, 0.00, NULL);
INSERT INTO subscriptions (subscription_id, member_id, year, amount_due, amount_paid, paid_date) VALUES (52, 30, 2025, 20.00, 20.00, '2025-01-11');
COMMIT;
