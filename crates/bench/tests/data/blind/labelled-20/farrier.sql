-- farrier: invented horseshoeing business in the Wolding Vale (prices in GBP, VAT 20%)
BEGIN TRANSACTION;
CREATE TABLE farriers (
    farrier_id INTEGER PRIMARY KEY,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    grade TEXT NOT NULL,
    start_date TEXT NOT NULL,
    qualified_date TEXT, -- NULL = still an apprentice, not yet qualified
    day_rate REAL NOT NULL,
    van_registration TEXT NOT NULL
);
CREATE TABLE yards (
    yard_id INTEGER PRIMARY KEY,
    yard_name TEXT NOT NULL,
    village TEXT NOT NULL,
    postcode TEXT NOT NULL,
    contact_phone TEXT NOT NULL,
    distance_miles REAL NOT NULL,
    call_out_fee REAL NOT NULL,
    is_livery INTEGER NOT NULL CHECK (is_livery IN (0,1))
);
CREATE TABLE owners (
    owner_id INTEGER PRIMARY KEY,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    village TEXT NOT NULL,
    phone TEXT NOT NULL,
    email TEXT, -- NULL = no email on file
    account_opened_date TEXT NOT NULL
);
CREATE TABLE horses (
    horse_id INTEGER PRIMARY KEY,
    horse_name TEXT NOT NULL,
    owner_id INTEGER NOT NULL REFERENCES owners(owner_id),
    yard_id INTEGER NOT NULL REFERENCES yards(yard_id),
    breed TEXT NOT NULL,
    height_hands REAL NOT NULL,
    date_of_birth TEXT, -- NULL = date of birth unknown
    shoeing_interval_weeks INTEGER NOT NULL,
    is_barefoot INTEGER NOT NULL CHECK (is_barefoot IN (0,1)),
    special_needs TEXT -- NULL = no special needs noted
);
CREATE TABLE visits (
    visit_id INTEGER PRIMARY KEY,
    horse_id INTEGER NOT NULL REFERENCES horses(horse_id),
    farrier_id INTEGER NOT NULL REFERENCES farriers(farrier_id),
    visit_date TEXT NOT NULL,
    next_due_date TEXT, -- NULL = no follow-up booked (horse retired or moved away)
    job_type TEXT NOT NULL,
    labour_charge REAL NOT NULL,
    materials_charge REAL NOT NULL
);
CREATE TABLE invoices (
    invoice_id INTEGER PRIMARY KEY,
    visit_id INTEGER NOT NULL REFERENCES visits(visit_id),
    owner_id INTEGER NOT NULL REFERENCES owners(owner_id),
    issue_date TEXT NOT NULL,
    due_date TEXT NOT NULL,
    paid_date TEXT, -- NULL = not yet paid
    net_amount REAL NOT NULL,
    vat_amount REAL NOT NULL
);
INSERT INTO farriers (farrier_id, first_name, last_name, grade, start_date, qualified_date, day_rate, van_registration) VALUES (1, 'Sam', 'Whitlock', 'FWCF', '2008-05-17', '2012-06-19', 420.00, 'WK23 EEC');
INSERT INTO farriers (farrier_id, first_name, last_name, grade, start_date, qualified_date, day_rate, van_registration) VALUES (2, 'Jess', 'Arkwright', 'AWCF', '2010-11-07', '2014-03-21', 380.00, 'WK23 JNE');
INSERT INTO farriers (farrier_id, first_name, last_name, grade, start_date, qualified_date, day_rate, van_registration) VALUES (3, 'Gethin', 'Morgan', 'DipWCF', '2011-08-25', '2013-11-02', 290.00, 'WK19 RMS');
INSERT INTO farriers (farrier_id, first_name, last_name, grade, start_date, qualified_date, day_rate, van_registration) VALUES (4, 'Lewis', 'Tanner', 'DipWCF', '2009-08-06', '2012-07-12', 310.00, 'WK22 PML');
INSERT INTO farriers (farrier_id, first_name, last_name, grade, start_date, qualified_date, day_rate, van_registration) VALUES (5, 'Hattie', 'Cole', 'Apprentice', '2023-12-01', NULL, 160.00, 'WK23 DYH');
INSERT INTO farriers (farrier_id, first_name, last_name, grade, start_date, qualified_date, day_rate, van_registration) VALUES (6, 'Ryan', 'Pease', 'DipWCF', '2018-01-31', '2021-12-26', 310.00, 'WK21 BLF');
INSERT INTO farriers (farrier_id, first_name, last_name, grade, start_date, qualified_date, day_rate, van_registration) VALUES (7, 'Connor', 'Bright', 'Apprentice', '2023-06-09', NULL, 140.00, 'WK15 PGP');
INSERT INTO farriers (farrier_id, first_name, last_name, grade, start_date, qualified_date, day_rate, van_registration) VALUES (8, 'Mared', 'Jones', 'AWCF', '2015-04-22', '2017-12-18', 370.00, 'WK20 BHM');
INSERT INTO farriers (farrier_id, first_name, last_name, grade, start_date, qualified_date, day_rate, van_registration) VALUES (9, 'Olly', 'Strickland', 'DipWCF', '2020-03-02', '2022-10-12', 320.00, 'WK23 EYX');
INSERT INTO farriers (farrier_id, first_name, last_name, grade, start_date, qualified_date, day_rate, van_registration) VALUES (10, 'Bea', 'Thornton', 'Apprentice', '2022-12-20', NULL, 140.00, 'WK23 GRJ');
INSERT INTO farriers (farrier_id, first_name, last_name, grade, start_date, qualified_date, day_rate, van_registration) VALUES (11, 'Kian', 'Doyle', 'DipWCF', '2015-02-24', '2017-12-14', 290.00, 'WK22 BFY');
INSERT INTO farriers (farrier_id, first_name, last_name, grade, start_date, qualified_date, day_rate, van_registration) VALUES (12, 'Niamh', 'Farrell', 'DipWCF', '2008-12-15', '2012-11-30', 290.00, 'WK18 MLR');
INSERT INTO farriers (farrier_id, first_name, last_name, grade, start_date, qualified_date, day_rate, van_registration) VALUES (13, 'Stan', 'Hebden', 'AWCF', '2019-07-27', '2023-04-17', 380.00, 'WK17 SFP');
INSERT INTO farriers (farrier_id, first_name, last_name, grade, start_date, qualified_date, day_rate, van_registration) VALUES (14, 'Toby', 'Lark', 'Apprentice', '2022-03-27', NULL, 130.00, 'WK15 NSK');
INSERT INTO farriers (farrier_id, first_name, last_name, grade, start_date, qualified_date, day_rate, van_registration) VALUES (15, 'Ella', 'Varney', 'DipWCF', '2016-12-28', '2021-01-13', 310.00, 'WK23 KRH');
INSERT INTO yards (yard_id, yard_name, village, postcode, contact_phone, distance_miles, call_out_fee, is_livery) VALUES (1, 'Moor End Livery', 'Little Brampton', 'WD16 7UT', '01632 770731', 8.00, 15.00, 1);
INSERT INTO yards (yard_id, yard_name, village, postcode, contact_phone, distance_miles, call_out_fee, is_livery) VALUES (2, 'Hollybush Stables', 'Little Brampton', 'WD9 8DE', '01632 595325', 13.40, 25.00, 0);
INSERT INTO yards (yard_id, yard_name, village, postcode, contact_phone, distance_miles, call_out_fee, is_livery) VALUES (3, 'Thistleby Farm', 'Thistleby', 'WD13 4AT', '01632 526983', 17.60, 25.00, 0);
INSERT INTO yards (yard_id, yard_name, village, postcode, contact_phone, distance_miles, call_out_fee, is_livery) VALUES (4, 'Brook House Yard', 'Hollowmere', 'WD3 7XR', '01632 846361', 12.30, 25.00, 1);
INSERT INTO yards (yard_id, yard_name, village, postcode, contact_phone, distance_miles, call_out_fee, is_livery) VALUES (5, 'Keeper''s Paddock', 'Little Brampton', 'WD9 6GN', '01632 657518', 3.70, 0.00, 0);
INSERT INTO yards (yard_id, yard_name, village, postcode, contact_phone, distance_miles, call_out_fee, is_livery) VALUES (6, 'Longmeadow Equestrian', 'Nether Wolding', 'WD4 6DB', '01632 888400', 17.60, 25.00, 1);
INSERT INTO yards (yard_id, yard_name, village, postcode, contact_phone, distance_miles, call_out_fee, is_livery) VALUES (7, 'Old Rectory Stables', 'Cresswick', 'WD5 9DS', '01632 779135', 13.30, 25.00, 0);
INSERT INTO yards (yard_id, yard_name, village, postcode, contact_phone, distance_miles, call_out_fee, is_livery) VALUES (8, 'Windrush Barn', 'Oakhurst Green', 'WD8 8XE', '01632 296023', 17.90, 25.00, 0);
INSERT INTO yards (yard_id, yard_name, village, postcode, contact_phone, distance_miles, call_out_fee, is_livery) VALUES (9, 'Top Field Yard', 'Stanwick Magna', 'WD5 2PE', '01632 396364', 2.00, 0.00, 0);
INSERT INTO yards (yard_id, yard_name, village, postcode, contact_phone, distance_miles, call_out_fee, is_livery) VALUES (10, 'Quarry Lane Stables', 'Fernley', 'WD6 1TJ', '01632 545851', 5.40, 15.00, 0);
INSERT INTO yards (yard_id, yard_name, village, postcode, contact_phone, distance_miles, call_out_fee, is_livery) VALUES (11, 'Ashlea Livery', 'Oakhurst Green', 'WD19 8EB', '01632 331641', 1.50, 0.00, 1);
INSERT INTO yards (yard_id, yard_name, village, postcode, contact_phone, distance_miles, call_out_fee, is_livery) VALUES (12, 'Crossways Farm', 'Thistleby', 'WD4 7ZW', '01632 376356', 12.90, 25.00, 0);
INSERT INTO yards (yard_id, yard_name, village, postcode, contact_phone, distance_miles, call_out_fee, is_livery) VALUES (13, 'Hollowmere Hall Stables', 'Hollowmere', 'WD4 2NE', '01632 380511', 17.70, 25.00, 0);
INSERT INTO yards (yard_id, yard_name, village, postcode, contact_phone, distance_miles, call_out_fee, is_livery) VALUES (14, 'Nether Wolding Grange', 'Nether Wolding', 'WD15 5QZ', '01632 171477', 12.60, 25.00, 0);
INSERT INTO yards (yard_id, yard_name, village, postcode, contact_phone, distance_miles, call_out_fee, is_livery) VALUES (15, 'Saddlers Croft', 'Cresswick', 'WD15 2ES', '01632 174728', 8.50, 15.00, 0);
INSERT INTO yards (yard_id, yard_name, village, postcode, contact_phone, distance_miles, call_out_fee, is_livery) VALUES (16, 'Fernley Park', 'Fernley', 'WD3 4LF', '01632 197877', 6.30, 15.00, 1);
INSERT INTO yards (yard_id, yard_name, village, postcode, contact_phone, distance_miles, call_out_fee, is_livery) VALUES (17, 'Greystones Yard', 'Stanwick Magna', 'WD10 9EJ', '01632 885639', 6.60, 15.00, 0);
INSERT INTO yards (yard_id, yard_name, village, postcode, contact_phone, distance_miles, call_out_fee, is_livery) VALUES (18, 'Larkrise Equestrian', 'Little Brampton', 'WD3 4WZ', '01632 904256', 3.40, 0.00, 1);
INSERT INTO owners (owner_id, first_name, last_name, village, phone, email, account_opened_date) VALUES (1, 'Sam', 'Hanbury', 'Fernley', '07700 900324', 'sam1@hanbury.example', '2023-02-01');
INSERT INTO owners (owner_id, first_name, last_name, village, phone, email, account_opened_date) VALUES (2, 'Jess', 'Ingram', 'Cresswick', '07700 900452', 'jess2@ingram.example', '2022-01-29');
INSERT INTO owners (owner_id, first_name, last_name, village, phone, email, account_opened_date) VALUES (3, 'Caroline', 'Winstanley', 'Little Brampton', '07700 900492', 'caroline3@winstanley.example', '2021-01-14');
INSERT INTO owners (owner_id, first_name, last_name, village, phone, email, account_opened_date) VALUES (4, 'Harriet', 'Ellery', 'Thistleby', '07700 900464', NULL, '2018-04-22');
INSERT INTO owners (owner_id, first_name, last_name, village, phone, email, account_opened_date) VALUES (5, 'Giles', 'Mowbray', 'Oakhurst Green', '07700 900519', 'giles5@mowbray.example', '2020-02-22');
INSERT INTO owners (owner_id, first_name, last_name, village, phone, email, account_opened_date) VALUES (6, 'Fiona', 'Goode', 'Fernley', '07700 900434', 'fiona6@goode.example', '2020-03-24');
INSERT INTO owners (owner_id, first_name, last_name, village, phone, email, account_opened_date) VALUES (7, 'Rupert', 'Cheswick', 'Hollowmere', '07700 900988', 'rupert7@cheswick.example', '2016-10-11');
INSERT INTO owners (owner_id, first_name, last_name, village, phone, email, account_opened_date) VALUES (8, 'Annabel', 'Trevelyan', 'Oakhurst Green', '07700 900569', 'annabel8@trevelyan.example', '2015-08-22');
INSERT INTO owners (owner_id, first_name, last_name, village, phone, email, account_opened_date) VALUES (9, 'Claire', 'Fawcett', 'Nether Wolding', '07700 900887', 'claire9@fawcett.example', '2021-08-01');
INSERT INTO owners (owner_id, first_name, last_name, village, phone, email, account_opened_date) VALUES (10, 'Marcus', 'Marchant', 'Little Brampton', '07700 900709', NULL, '2016-03-13');
INSERT INTO owners (owner_id, first_name, last_name, village, phone, email, account_opened_date) VALUES (11, 'Penny', 'Latchford', 'Fernley', '07700 900448', 'penny11@latchford.example', '2024-06-08');
INSERT INTO owners (owner_id, first_name, last_name, village, phone, email, account_opened_date) VALUES (12, 'Tessa', 'Bardsley', 'Stanwick Magna', '07700 900948', 'tessa12@bardsley.example', '2020-09-24');
INSERT INTO owners (owner_id, first_name, last_name, village, phone, email, account_opened_date) VALUES (13, 'Duncan', 'Pembridge', 'Nether Wolding', '07700 900617', 'duncan13@pembridge.example', '2015-06-30');
INSERT INTO owners (owner_id, first_name, last_name, village, phone, email, account_opened_date) VALUES (14, 'Lottie', 'Dewsnap', 'Nether Wolding', '07700 900469', 'lottie14@dewsnap.example', '2022-12-24');
INSERT INTO owners (owner_id, first_name, last_name, village, phone, email, account_opened_date) VALUES (15, 'Imran', 'Kettle', 'Little Brampton', '07700 900990', 'imran15@kettle.example', '2019-09-22');
INSERT INTO owners (owner_id, first_name, last_name, village, phone, email, account_opened_date) VALUES (16, 'Jo', 'Oakley', 'Cresswick', '07700 900894', NULL, '2016-05-08');
INSERT INTO owners (owner_id, first_name, last_name, village, phone, email, account_opened_date) VALUES (17, 'Kate', 'Hanbury', 'Stanwick Magna', '07700 900831', 'kate17@hanbury.example', '2017-07-15');
INSERT INTO owners (owner_id, first_name, last_name, village, phone, email, account_opened_date) VALUES (18, 'Nick', 'Ingram', 'Nether Wolding', '07700 900895', 'nick18@ingram.example', '2015-09-17');
INSERT INTO owners (owner_id, first_name, last_name, village, phone, email, account_opened_date) VALUES (19, 'Polly', 'Winstanley', 'Fernley', '07700 900847', 'polly19@winstanley.example', '2019-08-22');
INSERT INTO owners (owner_id, first_name, last_name, village, phone, email, account_opened_date) VALUES (20, 'Richard', 'Ellery', 'Fernley', '07700 900063', 'richard20@ellery.example', '2017-12-31');
INSERT INTO owners (owner_id, first_name, last_name, village, phone, email, account_opened_date) VALUES (21, 'Sophie', 'Mowbray', 'Nether Wolding', '07700 900696', 'sophie21@mowbray.example', '2024-03-27');
INSERT INTO owners (owner_id, first_name, last_name, village, phone, email, account_opened_date) VALUES (22, 'Vanessa', 'Goode', 'Nether Wolding', '07700 900879', NULL, '2019-07-03');
INSERT INTO owners (owner_id, first_name, last_name, village, phone, email, account_opened_date) VALUES (23, 'Alice', 'Cheswick', 'Oakhurst Green', '07700 900604', 'alice23@cheswick.example', '2018-12-16');
INSERT INTO owners (owner_id, first_name, last_name, village, phone, email, account_opened_date) VALUES (24, 'Bryony', 'Trevelyan', 'Thistleby', '07700 900437', 'bryony24@trevelyan.example', '2015-08-22');
INSERT INTO owners (owner_id, first_name, last_name, village, phone, email, account_opened_date) VALUES (25, 'Camilla', 'Fawcett', 'Thistleby', '07700 900270', 'camilla25@fawcett.example', '2018-03-31');
INSERT INTO owners (owner_id, first_name, last_name, village, phone, email, account_opened_date) VALUES (26, 'Derek', 'Marchant', 'Stanwick Magna', '07700 900045', 'derek26@marchant.example', '2018-05-08');
INSERT INTO owners (owner_id, first_name, last_name, village, phone, email, account_opened_date) VALUES (27, 'Emma', 'Latchford', 'Hollowmere', '07700 900134', 'emma27@latchford.example', '2021-01-07');
INSERT INTO owners (owner_id, first_name, last_name, village, phone, email, account_opened_date) VALUES (28, 'Felicity', 'Bardsley', 'Little Brampton', '07700 900717', NULL, '2023-02-27');
INSERT INTO owners (owner_id, first_name, last_name, village, phone, email, account_opened_date) VALUES (29, 'Gemma', 'Pembridge', 'Fernley', '07700 900301', 'gemma29@pembridge.example', '2015-04-15');
INSERT INTO owners (owner_id, first_name, last_name, village, phone, email, account_opened_date) VALUES (30, 'Hugh', 'Dewsnap', 'Stanwick Magna', '07700 900823', 'hugh30@dewsnap.example', '2016-01-24');
INSERT INTO owners (owner_id, first_name, last_name, village, phone, email, account_opened_date) VALUES (31, 'Isobel', 'Kettle', 'Oakhurst Green', '07700 900952', 'isobel31@kettle.example', '2018-12-25');
INSERT INTO owners (owner_id, first_name, last_name, village, phone, email, account_opened_date) VALUES (32, 'James', 'Oakley', 'Fernley', '07700 900040', 'james32@oakley.example', '2023-12-09');
INSERT INTO owners (owner_id, first_name, last_name, village, phone, email, account_opened_date) VALUES (33, 'Kirsty', 'Hanbury', 'Fernley', '07700 900031', 'kirsty33@hanbury.example', '2022-08-04');
INSERT INTO owners (owner_id, first_name, last_name, village, phone, email, account_opened_date) VALUES (34, 'Lydia', 'Ingram', 'Nether Wolding', '07700 900197', NULL, '2019-02-20');
INSERT INTO owners (owner_id, first_name, last_name, village, phone, email, account_opened_date) VALUES (35, 'Martin', 'Winstanley', 'Thistleby', '07700 900223', 'martin35@winstanley.example', '2021-09-18');
INSERT INTO owners (owner_id, first_name, last_name, village, phone, email, account_opened_date) VALUES (36, 'Nina', 'Ellery', 'Thistleby', '07700 900977', 'nina36@ellery.example', '2016-11-29');
INSERT INTO owners (owner_id, first_name, last_name, village, phone, email, account_opened_date) VALUES (37, 'Olivia', 'Mowbray', 'Cresswick', '07700 900650', 'olivia37@mowbray.example', '2015-09-15');
INSERT INTO owners (owner_id, first_name, last_name, village, phone, email, account_opened_date) VALUES (38, 'Phoebe', 'Goode', 'Nether Wolding', '07700 900377', 'phoebe38@goode.example', '2016-10-13');
INSERT INTO owners (owner_id, first_name, last_name, village, phone, email, account_opened_date) VALUES (39, 'Rosa', 'Cheswick', 'Stanwick Magna', '07700 900441', 'rosa39@cheswick.example', '2022-07-02');
INSERT INTO owners (owner_id, first_name, last_name, village, phone, email, account_opened_date) VALUES (40, 'Simon', 'Trevelyan', 'Cresswick', '07700 900703', NULL, '2016-06-03');
INSERT INTO horses (horse_id, horse_name, owner_id, yard_id, breed, height_hands, date_of_birth, shoeing_interval_weeks, is_barefoot, special_needs) VALUES (1, 'Bramble', 21, 9, 'Connemara', 14.00, '2014-09-08', 6, 0, 'sedation for hinds');
INSERT INTO horses (horse_id, horse_name, owner_id, yard_id, breed, height_hands, date_of_birth, shoeing_interval_weeks, is_barefoot, special_needs) VALUES (2, 'Dolly', 4, 7, 'Connemara', 13.80, '2007-06-06', 6, 0, NULL);
INSERT INTO horses (horse_id, horse_name, owner_id, yard_id, breed, height_hands, date_of_birth, shoeing_interval_weeks, is_barefoot, special_needs) VALUES (3, 'Pickle', 21, 11, 'Connemara', 14.20, '2013-07-14', 6, 0, NULL);
INSERT INTO horses (horse_id, horse_name, owner_id, yard_id, breed, height_hands, date_of_birth, shoeing_interval_weeks, is_barefoot, special_needs) VALUES (4, 'Jasper', 35, 16, 'Welsh Cob Cross', 14.00, '2015-04-24', 6, 0, 'sedation for hinds');
INSERT INTO horses (horse_id, horse_name, owner_id, yard_id, breed, height_hands, date_of_birth, shoeing_interval_weeks, is_barefoot, special_needs) VALUES (5, 'Biscuit', 23, 3, 'Welsh Cob', 14.40, NULL, 7, 0, NULL);
INSERT INTO horses (horse_id, horse_name, owner_id, yard_id, breed, height_hands, date_of_birth, shoeing_interval_weeks, is_barefoot, special_needs) VALUES (6, 'Merlin', 28, 11, 'Welsh Cob Cross', 14.40, '2010-08-28', 5, 0, NULL);
INSERT INTO horses (horse_id, horse_name, owner_id, yard_id, breed, height_hands, date_of_birth, shoeing_interval_weeks, is_barefoot, special_needs) VALUES (7, 'Fudge', 1, 7, 'Welsh Cob', 14.20, '2018-08-14', 6, 0, NULL);
INSERT INTO horses (horse_id, horse_name, owner_id, yard_id, breed, height_hands, date_of_birth, shoeing_interval_weeks, is_barefoot, special_needs) VALUES (8, 'Willow', 16, 1, 'Cob', 14.70, '2008-08-30', 7, 0, NULL);
INSERT INTO horses (horse_id, horse_name, owner_id, yard_id, breed, height_hands, date_of_birth, shoeing_interval_weeks, is_barefoot, special_needs) VALUES (9, 'Major', 3, 4, 'Shetland', 10.00, '2007-07-04', 6, 0, NULL);
INSERT INTO horses (horse_id, horse_name, owner_id, yard_id, breed, height_hands, date_of_birth, shoeing_interval_weeks, is_barefoot, special_needs) VALUES (10, 'Toffee', 30, 6, 'Thoroughbred', 15.90, '2009-10-20', 5, 0, NULL);
INSERT INTO horses (horse_id, horse_name, owner_id, yard_id, breed, height_hands, date_of_birth, shoeing_interval_weeks, is_barefoot, special_needs) VALUES (11, 'Rosie', 30, 18, 'Irish Draught', 15.80, '2010-10-02', 8, 0, 'nervous of clippers');
INSERT INTO horses (horse_id, horse_name, owner_id, yard_id, breed, height_hands, date_of_birth, shoeing_interval_weeks, is_barefoot, special_needs) VALUES (12, 'Bertie', 2, 11, 'Cob', 14.90, '2020-07-10', 12, 1, NULL);
INSERT INTO horses (horse_id, horse_name, owner_id, yard_id, breed, height_hands, date_of_birth, shoeing_interval_weeks, is_barefoot, special_needs) VALUES (13, 'Skye', 35, 17, 'Connemara', 14.20, '2020-05-11', 6, 0, 'pads on fronts');
INSERT INTO horses (horse_id, horse_name, owner_id, yard_id, breed, height_hands, date_of_birth, shoeing_interval_weeks, is_barefoot, special_needs) VALUES (14, 'Captain', 25, 14, 'Irish Draught', 15.80, NULL, 6, 0, NULL);
INSERT INTO horses (horse_id, horse_name, owner_id, yard_id, breed, height_hands, date_of_birth, shoeing_interval_weeks, is_barefoot, special_needs) VALUES (15, 'Honey', 31, 4, 'Irish Draught', 16.20, '2006-03-09', 12, 1, NULL);
INSERT INTO horses (horse_id, horse_name, owner_id, yard_id, breed, height_hands, date_of_birth, shoeing_interval_weeks, is_barefoot, special_needs) VALUES (16, 'Duke', 11, 14, 'Shetland', 9.70, '2003-11-23', 6, 0, 'pads on fronts');
INSERT INTO horses (horse_id, horse_name, owner_id, yard_id, breed, height_hands, date_of_birth, shoeing_interval_weeks, is_barefoot, special_needs) VALUES (17, 'Poppy', 8, 14, 'Warmblood', 16.50, '2018-01-28', 5, 0, NULL);
INSERT INTO horses (horse_id, horse_name, owner_id, yard_id, breed, height_hands, date_of_birth, shoeing_interval_weeks, is_barefoot, special_needs) VALUES (18, 'Shadow', 40, 16, 'Thoroughbred', 16.40, '2020-12-31', 7, 0, NULL);
INSERT INTO horses (horse_id, horse_name, owner_id, yard_id, breed, height_hands, date_of_birth, shoeing_interval_weeks, is_barefoot, special_needs) VALUES (19, 'Nutmeg', 13, 12, 'Thoroughbred', 16.20, '2019-04-28', 12, 1, NULL);
INSERT INTO horses (horse_id, horse_name, owner_id, yard_id, breed, height_hands, date_of_birth, shoeing_interval_weeks, is_barefoot, special_needs) VALUES (20, 'Archie', 1, 15, 'Irish Draught', 16.20, '2013-08-23', 6, 0, 'laminitis history');
INSERT INTO horses (horse_id, horse_name, owner_id, yard_id, breed, height_hands, date_of_birth, shoeing_interval_weeks, is_barefoot, special_needs) VALUES (21, 'Bella', 3, 13, 'Warmblood', 16.20, '2010-06-05', 6, 0, 'sedation for hinds');
INSERT INTO horses (horse_id, horse_name, owner_id, yard_id, breed, height_hands, date_of_birth, shoeing_interval_weeks, is_barefoot, special_needs) VALUES (22, 'Flint', 37, 14, 'Connemara', 14.00, '2003-09-24', 12, 1, NULL);
INSERT INTO horses (horse_id, horse_name, owner_id, yard_id, breed, height_hands, date_of_birth, shoeing_interval_weeks, is_barefoot, special_needs) VALUES (23, 'Hazel', 7, 10, 'Shetland', 10.00, NULL, 7, 0, NULL);
INSERT INTO horses (horse_id, horse_name, owner_id, yard_id, breed, height_hands, date_of_birth, shoeing_interval_weeks, is_barefoot, special_needs) VALUES (24, 'Ozzy', 14, 13, 'Highland', 14.20, '2007-10-31', 6, 0, NULL);
INSERT INTO horses (horse_id, horse_name, owner_id, yard_id, breed, height_hands, date_of_birth, shoeing_interval_weeks, is_barefoot, special_needs) VALUES (25, 'Teasel', 1, 4, 'Highland', 13.90, '2005-06-08', 6, 0, NULL);
INSERT INTO horses (horse_id, horse_name, owner_id, yard_id, breed, height_hands, date_of_birth, shoeing_interval_weeks, is_barefoot, special_needs) VALUES (26, 'Barney', 37, 4, 'Welsh Cob Cross', 14.00, '2010-01-10', 12, 1, NULL);
INSERT INTO horses (horse_id, horse_name, owner_id, yard_id, breed, height_hands, date_of_birth, shoeing_interval_weeks, is_barefoot, special_needs) VALUES (27, 'Clover', 34, 18, 'Welsh Cob', 13.90, '2008-12-05', 6, 0, NULL);
INSERT INTO horses (horse_id, horse_name, owner_id, yard_id, breed, height_hands, date_of_birth, shoeing_interval_weeks, is_barefoot, special_needs) VALUES (28, 'Domino', 30, 15, 'Connemara', 14.10, '2017-07-12', 7, 0, NULL);
INSERT INTO horses (horse_id, horse_name, owner_id, yard_id, breed, height_hands, date_of_birth, shoeing_interval_weeks, is_barefoot, special_needs) VALUES (29, 'Ember', 30, 12, 'Shetland', 9.70, '2005-05-25', 12, 1, NULL);
INSERT INTO horses (horse_id, horse_name, owner_id, yard_id, breed, height_hands, date_of_birth, shoeing_interval_weeks, is_barefoot, special_needs) VALUES (30, 'Gus', 21, 5, 'Warmblood', 16.00, '2020-01-01', 6, 0, NULL);
INSERT INTO horses (horse_id, horse_name, owner_id, yard_id, breed, height_hands, date_of_birth, shoeing_interval_weeks, is_barefoot, special_needs) VALUES (31, 'Indie', 25, 8, 'Highland', 13.70, '2013-09-02', 12, 1, NULL);
INSERT INTO horses (horse_id, horse_name, owner_id, yard_id, breed, height_hands, date_of_birth, shoeing_interval_weeks, is_barefoot, special_needs) VALUES (32, 'Juno', 27, 5, 'Connemara', 14.20, NULL, 12, 1, NULL);
INSERT INTO horses (horse_id, horse_name, owner_id, yard_id, breed, height_hands, date_of_birth, shoeing_interval_weeks, is_barefoot, special_needs) VALUES (33, 'Kipper', 19, 17, 'Thoroughbred', 15.90, '2015-08-20', 12, 1, 'sedation for hinds');
INSERT INTO horses (horse_id, horse_name, owner_id, yard_id, breed, height_hands, date_of_birth, shoeing_interval_weeks, is_barefoot, special_needs) VALUES (34, 'Lola', 14, 4, 'Irish Draught', 16.10, '2012-12-15', 12, 1, NULL);
INSERT INTO horses (horse_id, horse_name, owner_id, yard_id, breed, height_hands, date_of_birth, shoeing_interval_weeks, is_barefoot, special_needs) VALUES (35, 'Monty', 21, 9, 'Thoroughbred', 16.30, '2015-09-02', 7, 0, 'pads on fronts');
INSERT INTO horses (horse_id, horse_name, owner_id, yard_id, breed, height_hands, date_of_birth, shoeing_interval_weeks, is_barefoot, special_needs) VALUES (36, 'Nelson', 7, 13, 'Connemara', 13.80, '2017-03-02', 12, 1, NULL);
INSERT INTO horses (horse_id, horse_name, owner_id, yard_id, breed, height_hands, date_of_birth, shoeing_interval_weeks, is_barefoot, special_needs) VALUES (37, 'Otto', 16, 6, 'Warmblood', 16.30, '2006-05-29', 6, 0, 'pads on fronts');
INSERT INTO horses (horse_id, horse_name, owner_id, yard_id, breed, height_hands, date_of_birth, shoeing_interval_weeks, is_barefoot, special_needs) VALUES (38, 'Pippin', 24, 17, 'Shetland', 9.90, '2003-10-23', 7, 0, NULL);
INSERT INTO horses (horse_id, horse_name, owner_id, yard_id, breed, height_hands, date_of_birth, shoeing_interval_weeks, is_barefoot, special_needs) VALUES (39, 'Quill', 37, 2, 'Welsh Cob Cross', 14.30, '2020-03-20', 8, 0, NULL);
INSERT INTO horses (horse_id, horse_name, owner_id, yard_id, breed, height_hands, date_of_birth, shoeing_interval_weeks, is_barefoot, special_needs) VALUES (40, 'Rocket', 6, 15, 'Cob', 14.90, '2017-12-08', 12, 1, 'laminitis history');
INSERT INTO horses (horse_id, horse_name, owner_id, yard_id, breed, height_hands, date_of_birth, shoeing_interval_weeks, is_barefoot, special_needs) VALUES (41, 'Sorrel', 4, 3, 'Irish Draught', 16.20, NULL, 6, 0, NULL);
INSERT INTO horses (horse_id, horse_name, owner_id, yard_id, breed, height_hands, date_of_birth, shoeing_interval_weeks, is_barefoot, special_needs) VALUES (42, 'Tango', 13, 2, 'Welsh Cob', 14.20, '2020-11-19', 5, 0, NULL);
INSERT INTO horses (horse_id, horse_name, owner_id, yard_id, breed, height_hands, date_of_birth, shoeing_interval_weeks, is_barefoot, special_needs) VALUES (43, 'Ursa', 36, 12, 'Cob', 15.00, '2003-10-28', 6, 0, 'laminitis history');
INSERT INTO horses (horse_id, horse_name, owner_id, yard_id, breed, height_hands, date_of_birth, shoeing_interval_weeks, is_barefoot, special_needs) VALUES (44, 'Vinnie', 10, 5, 'Cob', 15.10, '2009-05-25', 5, 0, NULL);
INSERT INTO horses (horse_id, horse_name, owner_id, yard_id, breed, height_hands, date_of_birth, shoeing_interval_weeks, is_barefoot, special_needs) VALUES (45, 'Wren', 19, 14, 'Connemara', 14.30, '2019-09-30', 5, 0, NULL);
INSERT INTO horses (horse_id, horse_name, owner_id, yard_id, breed, height_hands, date_of_birth, shoeing_interval_weeks, is_barefoot, special_needs) VALUES (46, 'Xander', 9, 6, 'Welsh Cob Cross', 14.00, '2014-09-27', 12, 1, NULL);
INSERT INTO horses (horse_id, horse_name, owner_id, yard_id, breed, height_hands, date_of_birth, shoeing_interval_weeks, is_barefoot, special_needs) VALUES (47, 'Yogi', 12, 1, 'Welsh Cob Cross', 14.20, '2010-11-27', 6, 0, NULL);
INSERT INTO horses (horse_id, horse_name, owner_id, yard_id, breed, height_hands, date_of_birth, shoeing_interval_weeks, is_barefoot, special_needs) VALUES (48, 'Ziggy', 13, 5, 'Warmblood', 16.40, '2003-06-11', 5, 0, 'sedation for hinds');
INSERT INTO horses (horse_id, horse_name, owner_id, yard_id, breed, height_hands, date_of_birth, shoeing_interval_weeks, is_barefoot, special_needs) VALUES (49, 'Acorn', 39, 12, 'Shetland', 9.90, '2020-10-15', 12, 1, NULL);
INSERT INTO horses (horse_id, horse_name, owner_id, yard_id, breed, height_hands, date_of_birth, shoeing_interval_weeks, is_barefoot, special_needs) VALUES (50, 'Basil', 22, 9, 'Warmblood', 16.00, NULL, 7, 0, NULL);
INSERT INTO horses (horse_id, horse_name, owner_id, yard_id, breed, height_hands, date_of_birth, shoeing_interval_weeks, is_barefoot, special_needs) VALUES (51, 'Cosmo', 27, 12, 'Connemara', 14.10, '2009-03-14', 7, 0, NULL);
INSERT INTO horses (horse_id, horse_name, owner_id, yard_id, breed, height_hands, date_of_birth, shoeing_interval_weeks, is_barefoot, special_needs) VALUES (52, 'Dexter', 9, 12, 'Connemara', 14.20, '2006-12-06', 5, 0, NULL);
INSERT INTO horses (horse_id, horse_name, owner_id, yard_id, breed, height_hands, date_of_birth, shoeing_interval_weeks, is_barefoot, special_needs) VALUES (53, 'Elsie', 28, 6, 'Warmblood', 16.30, '2011-05-18', 7, 0, NULL);
INSERT INTO horses (horse_id, horse_name, owner_id, yard_id, breed, height_hands, date_of_birth, shoeing_interval_weeks, is_barefoot, special_needs) VALUES (54, 'Frodo', 38, 12, 'Warmblood', 16.00, '2019-04-07', 6, 0, NULL);
INSERT INTO horses (horse_id, horse_name, owner_id, yard_id, breed, height_hands, date_of_birth, shoeing_interval_weeks, is_barefoot, special_needs) VALUES (55, 'Ginger', 17, 8, 'Thoroughbred', 15.90, '2011-01-15', 5, 0, NULL);
INSERT INTO visits (visit_id, horse_id, farrier_id, visit_date, next_due_date, job_type, labour_charge, materials_charge) VALUES (1, 8, 3, '2024-09-03', '2024-10-22', 'Remedial', 90.00, 35.00);
INSERT INTO visits (visit_id, horse_id, farrier_id, visit_date, next_due_date, job_type, labour_charge, materials_charge) VALUES (2, 38, 13, '2024-09-06', '2024-10-25', 'Remedial', 100.00, 35.00);
INSERT INTO visits (visit_id, horse_id, farrier_id, visit_date, next_due_date, job_type, labour_charge, materials_charge) VALUES (3, 52, 8, '2024-09-09', '2024-10-14', 'Full Set', 70.00, 22.00);
INSERT INTO visits (visit_id, horse_id, farrier_id, visit_date, next_due_date, job_type, labour_charge, materials_charge) VALUES (4, 17, 12, '2024-09-13', '2024-10-18', 'Front Pair', 43.00, 12.00);
INSERT INTO visits (visit_id, horse_id, farrier_id, visit_date, next_due_date, job_type, labour_charge, materials_charge) VALUES (5, 49, 7, '2024-09-13', '2024-12-06', 'Trim', 30.00, 0.00);
INSERT INTO visits (visit_id, horse_id, farrier_id, visit_date, next_due_date, job_type, labour_charge, materials_charge) VALUES (6, 7, 5, '2024-09-18', '2024-10-30', 'Full Set', 70.00, 22.00);
INSERT INTO visits (visit_id, horse_id, farrier_id, visit_date, next_due_date, job_type, labour_charge, materials_charge) VALUES (7, 17, 5, '2024-09-27', '2024-11-01', 'Full Set', 65.00, 22.00);
INSERT INTO visits (visit_id, horse_id, farrier_id, visit_date, next_due_date, job_type, labour_charge, materials_charge) VALUES (8, 41, 15, '2024-09-28', '2024-11-09', 'Remedial Plus', 130.00, 60.00);
INSERT INTO visits (visit_id, horse_id, farrier_id, visit_date, next_due_date, job_type, labour_charge, materials_charge) VALUES (9, 27, 5, '2024-09-29', '2024-11-10', 'Front Pair', 48.00, 12.00);
INSERT INTO visits (visit_id, horse_id, farrier_id, visit_date, next_due_date, job_type, labour_charge, materials_charge) VALUES (10, 34, 15, '2024-10-11', '2025-01-03', 'Trim', 30.00, 0.00);
INSERT INTO visits (visit_id, horse_id, farrier_id, visit_date, next_due_date, job_type, labour_charge, materials_charge) VALUES (11, 29, 14, '2024-10-17', '2025-01-09', 'Trim', 35.00, 0.00);
INSERT INTO visits (visit_id, horse_id, farrier_id, visit_date, next_due_date, job_type, labour_charge, materials_charge) VALUES (12, 45, 7, '2024-10-22', '2024-11-26', 'Full Set', 70.00, 22.00);
INSERT INTO visits (visit_id, horse_id, farrier_id, visit_date, next_due_date, job_type, labour_charge, materials_charge) VALUES (13, 13, 14, '2024-10-23', '2024-12-04', 'Full Set', 75.00, 22.00);
INSERT INTO visits (visit_id, horse_id, farrier_id, visit_date, next_due_date, job_type, labour_charge, materials_charge) VALUES (14, 30, 11, '2024-11-02', '2024-12-14', 'Remedial', 90.00, 35.00);
INSERT INTO visits (visit_id, horse_id, farrier_id, visit_date, next_due_date, job_type, labour_charge, materials_charge) VALUES (15, 33, 10, '2024-11-04', '2025-01-27', 'Trim', 30.00, 0.00);
INSERT INTO visits (visit_id, horse_id, farrier_id, visit_date, next_due_date, job_type, labour_charge, materials_charge) VALUES (16, 23, 15, '2024-11-06', '2024-12-25', 'Full Set', 70.00, 22.00);
INSERT INTO visits (visit_id, horse_id, farrier_id, visit_date, next_due_date, job_type, labour_charge, materials_charge) VALUES (17, 26, 1, '2024-11-06', '2025-01-29', 'Trim', 30.00, 0.00);
INSERT INTO visits (visit_id, horse_id, farrier_id, visit_date, next_due_date, job_type, labour_charge, materials_charge) VALUES (18, 42, 9, '2024-11-06', '2024-12-11', 'Remedial', 100.00, 35.00);
INSERT INTO visits (visit_id, horse_id, farrier_id, visit_date, next_due_date, job_type, labour_charge, materials_charge) VALUES (19, 36, 6, '2024-11-07', '2025-01-30', 'Trim', 25.00, 0.00);
INSERT INTO visits (visit_id, horse_id, farrier_id, visit_date, next_due_date, job_type, labour_charge, materials_charge) VALUES (20, 1, 2, '2024-11-12', '2024-12-24', 'Front Pair', 48.00, 12.00);
INSERT INTO visits (visit_id, horse_id, farrier_id, visit_date, next_due_date, job_type, labour_charge, materials_charge) VALUES (21, 55, 10, '2024-11-12', NULL, 'Front Pair', 43.00, 12.00);
INSERT INTO visits (visit_id, horse_id, farrier_id, visit_date, next_due_date, job_type, labour_charge, materials_charge) VALUES (22, 52, 1, '2024-11-16', '2024-12-21', 'Full Set', 75.00, 22.00);
INSERT INTO visits (visit_id, horse_id, farrier_id, visit_date, next_due_date, job_type, labour_charge, materials_charge) VALUES (23, 14, 9, '2024-11-21', '2025-01-02', 'Front Pair', 48.00, 12.00);
INSERT INTO visits (visit_id, horse_id, farrier_id, visit_date, next_due_date, job_type, labour_charge, materials_charge) VALUES (24, 4, 15, '2024-12-04', '2025-01-15', 'Front Pair', 48.00, 12.00);
INSERT INTO visits (visit_id, horse_id, farrier_id, visit_date, next_due_date, job_type, labour_charge, materials_charge) VALUES (25, 24, 1, '2024-12-04', '2025-01-15', 'Full Set', 70.00, 22.00);
INSERT INTO visits (visit_id, horse_id, farrier_id, visit_date, next_due_date, job_type, labour_charge, materials_charge) VALUES (26, 26, 4, '2024-12-04', '2025-02-26', 'Trim', 25.00, 0.00);
INSERT INTO visits (visit_id, horse_id, farrier_id, visit_date, next_due_date, job_type, labour_charge, materials_charge) VALUES (27, 40, 12, '2024-12-09', '2025-03-03', 'Trim', 35.00, 0.00);
INSERT INTO visits (visit_id, horse_id, farrier_id, visit_date, next_due_date, job_type, labour_charge, materials_charge) VALUES (28, 11, 3, '2024-12-15', '2025-02-09', 'Remedial', 95.00, 35.00);
INSERT INTO visits (visit_id, horse_id, farrier_id, visit_date, next_due_date, job_type, labour_charge, materials_charge) VALUES (29, 53, 10, '2024-12-15', '2025-02-02', 'Full Set', 70.00, 22.00);
INSERT INTO visits (visit_id, horse_id, farrier_id, visit_date, next_due_date, job_type, labour_charge, materials_charge) VALUES (30, 17, 11, '2024-12-18', '2025-01-22', 'Full Set', 70.00, 22.00);
INSERT INTO visits (visit_id, horse_id, farrier_id, visit_date, next_due_date, job_type, labour_charge, materials_charge) VALUES (31, 10, 9, '2024-12-20', '2025-01-24', 'Remedial', 95.00, 35.00);
INSERT INTO visits (visit_id, horse_id, farrier_id, visit_date, next_due_date, job_type, labour_charge, materials_charge) VALUES (32, 27, 8, '2024-12-20', '2025-01-31', 'Remedial Plus', 130.00, 60.00);
INSERT INTO visits (visit_id, horse_id, farrier_id, visit_date, next_due_date, job_type, labour_charge, materials_charge) VALUES (33, 53, 8, '2024-12-23', '2025-02-10', 'Full Set', 75.00, 22.00);
INSERT INTO visits (visit_id, horse_id, farrier_id, visit_date, next_due_date, job_type, labour_charge, materials_charge) VALUES (34, 10, 11, '2024-12-28', '2025-02-01', 'Full Set', 70.00, 22.00);
INSERT INTO visits (visit_id, horse_id, farrier_id, visit_date, next_due_date, job_type, labour_charge, materials_charge) VALUES (35, 11, 8, '2024-12-29', '2025-02-23', 'Full Set', 65.00, 22.00);
INSERT INTO visits (visit_id, horse_id, farrier_id, visit_date, next_due_date, job_type, labour_charge, materials_charge) VALUES (36, 2, 14, '2025-01-04', '2025-02-15', 'Full Set', 70.00, 22.00);
INSERT INTO visits (visit_id, horse_id, farrier_id, visit_date, next_due_date, job_type, labour_charge, materials_charge) VALUES (37, 30, 15, '2025-01-04', '2025-02-15', 'Full Set', 65.00, 22.00);
INSERT INTO visits (visit_id, horse_id, farrier_id, visit_date, next_due_date, job_type, labour_charge, materials_charge) VALUES (38, 4, 13, '2025-01-08', '2025-02-19', 'Full Set', 65.00, 22.00);
INSERT INTO visits (visit_id, horse_id, farrier_id, visit_date, next_due_date, job_type, labour_charge, materials_charge) VALUES (39, 9, 6, '2025-01-09', '2025-02-20', 'Full Set', 70.00, 22.00);
INSERT INTO visits (visit_id, horse_id, farrier_id, visit_date, next_due_date, job_type, labour_charge, materials_charge) VALUES (40, 20, 7, '2025-01-29', '2025-03-12', 'Full Set', 65.00, 22.00);
INSERT INTO visits (visit_id, horse_id, farrier_id, visit_date, next_due_date, job_type, labour_charge, materials_charge) VALUES (41, 7, 1, '2025-01-31', '2025-03-14', 'Front Pair', 48.00, 12.00);
INSERT INTO visits (visit_id, horse_id, farrier_id, visit_date, next_due_date, job_type, labour_charge, materials_charge) VALUES (42, 3, 2, '2025-02-01', '2025-03-15', 'Full Set', 75.00, 22.00);
INSERT INTO visits (visit_id, horse_id, farrier_id, visit_date, next_due_date, job_type, labour_charge, materials_charge) VALUES (43, 38, 5, '2025-02-10', '2025-03-31', 'Full Set', 70.00, 22.00);
INSERT INTO visits (visit_id, horse_id, farrier_id, visit_date, next_due_date, job_type, labour_charge, materials_charge) VALUES (44, 15, 14, '2025-02-12', '2025-05-07', 'Trim', 35.00, 0.00);
INSERT INTO visits (visit_id, horse_id, farrier_id, visit_date, next_due_date, job_type, labour_charge, materials_charge) VALUES (45, 53, 2, '2025-02-13', '2025-04-03', 'Remedial', 95.00, 35.00);
INSERT INTO visits (visit_id, horse_id, farrier_id, visit_date, next_due_date, job_type, labour_charge, materials_charge) VALUES (46, 10, 10, '2025-02-18', '2025-03-25', 'Front Pair', 48.00, 12.00);
INSERT INTO visits (visit_id, horse_id, farrier_id, visit_date, next_due_date, job_type, labour_charge, materials_charge) VALUES (47, 2, 11, '2025-02-25', '2025-04-08', 'Front Pair', 48.00, 12.00);
INSERT INTO visits (visit_id, horse_id, farrier_id, visit_date, next_due_date, job_type, labour_charge, materials_charge) VALUES (48, 39, 4, '2025-02-25', NULL, 'Front Pair', 48.00, 12.00);
INSERT INTO visits (visit_id, horse_id, farrier_id, visit_date, next_due_date, job_type, labour_charge, materials_charge) VALUES (49, 26, 13, '2025-02-27', '2025-05-22', 'Trim', 25.00, 0.00);
INSERT INTO visits (visit_id, horse_id, farrier_id, visit_date, next_due_date, job_type, labour_charge, materials_charge) VALUES (50, 40, 1, '2025-03-02', '2025-05-25', 'Trim', 30.00, 0.00);
INSERT INTO visits (visit_id, horse_id, farrier_id, visit_date, next_due_date, job_type, labour_charge, materials_charge) VALUES (51, 18, 1, '2025-03-16', '2025-05-04', 'Remedial', 95.00, 35.00);
INSERT INTO visits (visit_id, horse_id, farrier_id, visit_date, next_due_date, job_type, labour_charge, materials_charge) VALUES (52, 1, 1, '2025-03-22', '2025-05-03', 'Front Pair', 53.00, 12.00);
INSERT INTO visits (visit_id, horse_id, farrier_id, visit_date, next_due_date, job_type, labour_charge, materials_charge) VALUES (53, 7, 4, '2025-03-27', '2025-05-15', 'Full Set', 70.00, 22.00);
INSERT INTO visits (visit_id, horse_id, farrier_id, visit_date, next_due_date, job_type, labour_charge, materials_charge) VALUES (54, 20, 6, '2025-03-31', '2025-05-12', 'Front Pair', 53.00, 12.00);
INSERT INTO visits (visit_id, horse_id, farrier_id, visit_date, next_due_date, job_type, labour_charge, materials_charge) VALUES (55, 21, 6, '2025-03-31', '2025-05-12', 'Front Pair', 43.00, 12.00);
INSERT INTO visits (visit_id, horse_id, farrier_id, visit_date, next_due_date, job_type, labour_charge, materials_charge) VALUES (56, 13, 1, '2025-04-04', '2025-05-16', 'Remedial Plus', 125.00, 60.00);
INSERT INTO visits (visit_id, horse_id, farrier_id, visit_date, next_due_date, job_type, labour_charge, materials_charge) VALUES (57, 1, 13, '2025-04-07', '2025-05-19', 'Front Pair', 43.00, 12.00);
INSERT INTO visits (visit_id, horse_id, farrier_id, visit_date, next_due_date, job_type, labour_charge, materials_charge) VALUES (58, 37, 5, '2025-04-10', '2025-05-22', 'Full Set', 65.00, 22.00);
INSERT INTO visits (visit_id, horse_id, farrier_id, visit_date, next_due_date, job_type, labour_charge, materials_charge) VALUES (59, 31, 7, '2025-04-19', '2025-07-12', 'Trim', 35.00, 0.00);
INSERT INTO visits (visit_id, horse_id, farrier_id, visit_date, next_due_date, job_type, labour_charge, materials_charge) VALUES (60, 18, 4, '2025-04-25', '2025-06-13', 'Remedial Plus', 130.00, 60.00);
INSERT INTO invoices (invoice_id, visit_id, owner_id, issue_date, due_date, paid_date, net_amount, vat_amount) VALUES (1, 1, 16, '2024-09-06', '2024-10-06', '2024-09-29', 140.00, 28.00);
INSERT INTO invoices (invoice_id, visit_id, owner_id, issue_date, due_date, paid_date, net_amount, vat_amount) VALUES (2, 2, 24, '2024-09-06', '2024-10-06', NULL, 150.00, 30.00);
INSERT INTO invoices (invoice_id, visit_id, owner_id, issue_date, due_date, paid_date, net_amount, vat_amount) VALUES (3, 3, 9, '2024-09-12', '2024-10-12', '2024-10-16', 117.00, 23.40);
INSERT INTO invoices (invoice_id, visit_id, owner_id, issue_date, due_date, paid_date, net_amount, vat_amount) VALUES (4, 4, 8, '2024-09-14', '2024-10-14', '2024-11-14', 80.00, 16.00);
INSERT INTO invoices (invoice_id, visit_id, owner_id, issue_date, due_date, paid_date, net_amount, vat_amount) VALUES (5, 5, 39, '2024-09-14', '2024-10-14', '2024-09-30', 55.00, 11.00);
INSERT INTO invoices (invoice_id, visit_id, owner_id, issue_date, due_date, paid_date, net_amount, vat_amount) VALUES (6, 6, 1, '2024-09-21', '2024-10-21', '2024-11-05', 117.00, 23.40);
INSERT INTO invoices (invoice_id, visit_id, owner_id, issue_date, due_date, paid_date, net_amount, vat_amount) VALUES (7, 7, 8, '2024-09-27', '2024-10-27', '2024-10-11', 112.00, 22.40);
INSERT INTO invoices (invoice_id, visit_id, owner_id, issue_date, due_date, paid_date, net_amount, vat_amount) VALUES (8, 8, 4, '2024-09-30', '2024-10-30', '2024-10-18', 215.00, 43.00);
INSERT INTO invoices (invoice_id, visit_id, owner_id, issue_date, due_date, paid_date, net_amount, vat_amount) VALUES (9, 10, 14, '2024-10-14', '2024-11-13', '2024-12-11', 55.00, 11.00);
INSERT INTO invoices (invoice_id, visit_id, owner_id, issue_date, due_date, paid_date, net_amount, vat_amount) VALUES (10, 11, 30, '2024-10-18', '2024-11-17', NULL, 60.00, 12.00);
INSERT INTO invoices (invoice_id, visit_id, owner_id, issue_date, due_date, paid_date, net_amount, vat_amount) VALUES (11, 12, 19, '2024-10-22', '2024-11-21', '2024-10-24', 117.00, 23.40);
INSERT INTO invoices (invoice_id, visit_id, owner_id, issue_date, due_date, paid_date, net_amount, vat_amount) VALUES (12, 13, 35, '2024-10-23', '2024-11-22', '2024-11-11', 112.00, 22.40);
INSERT INTO invoices (invoice_id, visit_id, owner_id, issue_date, due_date, paid_date, net_amount, vat_amount) VALUES (13, 14, 21, '2024-11-03', '2024-12-03', '2024-11-08', 125.00, 25.00);
INSERT INTO invoices (invoice_id, visit_id, owner_id, issue_date, due_date, paid_date, net_amount, vat_amount) VALUES (14, 15, 19, '2024-11-05', '2024-12-05', '2024-11-21', 45.00, 9.00);
INSERT INTO invoices (invoice_id, visit_id, owner_id, issue_date, due_date, paid_date, net_amount, vat_amount) VALUES (15, 16, 7, '2024-11-09', '2024-12-09', '2024-11-29', 107.00, 21.40);
INSERT INTO invoices (invoice_id, visit_id, owner_id, issue_date, due_date, paid_date, net_amount, vat_amount) VALUES (16, 17, 37, '2024-11-06', '2024-12-06', '2024-12-03', 55.00, 11.00);
INSERT INTO invoices (invoice_id, visit_id, owner_id, issue_date, due_date, paid_date, net_amount, vat_amount) VALUES (17, 18, 13, '2024-11-07', '2024-12-07', '2024-12-23', 160.00, 32.00);
INSERT INTO invoices (invoice_id, visit_id, owner_id, issue_date, due_date, paid_date, net_amount, vat_amount) VALUES (18, 19, 7, '2024-11-08', '2024-12-08', '2024-11-28', 50.00, 10.00);
INSERT INTO invoices (invoice_id, visit_id, owner_id, issue_date, due_date, paid_date, net_amount, vat_amount) VALUES (19, 20, 21, '2024-11-15', '2024-12-15', '2024-11-18', 60.00, 12.00);
INSERT INTO invoices (invoice_id, visit_id, owner_id, issue_date, due_date, paid_date, net_amount, vat_amount) VALUES (20, 21, 17, '2024-11-12', '2024-12-12', '2024-12-04', 80.00, 16.00);
INSERT INTO invoices (invoice_id, visit_id, owner_id, issue_date, due_date, paid_date, net_amount, vat_amount) VALUES (21, 22, 9, '2024-11-17', '2024-12-17', '2024-12-03', 122.00, 24.40);
INSERT INTO invoices (invoice_id, visit_id, owner_id, issue_date, due_date, paid_date, net_amount, vat_amount) VALUES (22, 23, 25, '2024-11-22', '2024-12-22', NULL, 85.00, 17.00);
INSERT INTO invoices (invoice_id, visit_id, owner_id, issue_date, due_date, paid_date, net_amount, vat_amount) VALUES (23, 24, 35, '2024-12-05', '2025-01-04', '2024-12-11', 75.00, 15.00);
INSERT INTO invoices (invoice_id, visit_id, owner_id, issue_date, due_date, paid_date, net_amount, vat_amount) VALUES (24, 25, 14, '2024-12-04', '2025-01-03', '2024-12-27', 117.00, 23.40);
INSERT INTO invoices (invoice_id, visit_id, owner_id, issue_date, due_date, paid_date, net_amount, vat_amount) VALUES (25, 26, 37, '2024-12-07', '2025-01-06', '2025-01-12', 50.00, 10.00);
INSERT INTO invoices (invoice_id, visit_id, owner_id, issue_date, due_date, paid_date, net_amount, vat_amount) VALUES (26, 27, 6, '2024-12-10', '2025-01-09', '2024-12-29', 50.00, 10.00);
INSERT INTO invoices (invoice_id, visit_id, owner_id, issue_date, due_date, paid_date, net_amount, vat_amount) VALUES (27, 28, 30, '2024-12-17', '2025-01-16', '2024-12-23', 130.00, 26.00);
INSERT INTO invoices (invoice_id, visit_id, owner_id, issue_date, due_date, paid_date, net_amount, vat_amount) VALUES (28, 29, 28, '2024-12-15', '2025-01-14', '2024-12-24', 117.00, 23.40);
INSERT INTO invoices (invoice_id, visit_id, owner_id, issue_date, due_date, paid_date, net_amount, vat_amount) VALUES (29, 30, 8, '2024-12-21', '2025-01-20', '2025-01-02', 117.00, 23.40);
INSERT INTO invoices (invoice_id, visit_id, owner_id, issue_date, due_date, paid_date, net_amount, vat_amount) VALUES (30, 31, 30, '2024-12-21', '2025-01-20', '2024-12-22', 155.00, 31.00);
INSERT INTO invoices (invoice_id, visit_id, owner_id, issue_date, due_date, paid_date, net_amount, vat_amount) VALUES (31, 32, 34, '2024-12-23', '2025-01-22', '2025-01-08', 190.00, 38.00);
INSERT INTO invoices (invoice_id, visit_id, owner_id, issue_date, due_date, paid_date, net_amount, vat_amount) VALUES (32, 34, 30, '2024-12-28', '2025-01-27', '2025-01-24', 117.00, 23.40);
INSERT INTO invoices (invoice_id, visit_id, owner_id, issue_date, due_date, paid_date, net_amount, vat_amount) VALUES (33, 35, 30, '2025-01-01', '2025-01-31', '2025-01-06', 87.00, 17.40);
INSERT INTO invoices (invoice_id, visit_id, owner_id, issue_date, due_date, paid_date, net_amount, vat_amount) VALUES (34, 36, 4, '2025-01-07', '2025-02-06', '2025-01-17', 117.00, 23.40);
INSERT INTO invoices (invoice_id, visit_id, owner_id, issue_date, due_date, paid_date, net_amount, vat_amount) VALUES (35, 37, 21, '2025-01-04', '2025-02-03', '2025-01-14', 87.00, 17.40);
INSERT INTO invoices (invoice_id, visit_id, owner_id, issue_date, due_date, paid_date, net_amount, vat_amount) VALUES (36, 38, 35, '2025-01-09', '2025-02-08', '2025-01-29', 102.00, 20.40);
INSERT INTO invoices (invoice_id, visit_id, owner_id, issue_date, due_date, paid_date, net_amount, vat_amount) VALUES (37, 39, 3, '2025-01-09', '2025-02-08', '2025-01-15', 117.00, 23.40);
INSERT INTO invoices (invoice_id, visit_id, owner_id, issue_date, due_date, paid_date, net_amount, vat_amount) VALUES (38, 40, 1, '2025-01-31', '2025-03-02', '2025-02-12', 102.00, 20.40);
INSERT INTO invoices (invoice_id, visit_id, owner_id, issue_date, due_date, paid_date, net_amount, vat_amount) VALUES (39, 41, 1, '2025-02-01', '2025-03-03', '2025-04-02', 85.00, 17.00);
INSERT INTO invoices (invoice_id, visit_id, owner_id, issue_date, due_date, paid_date, net_amount, vat_amount) VALUES (40, 42, 21, '2025-02-02', '2025-03-04', '2025-03-10', 97.00, 19.40);
INSERT INTO invoices (invoice_id, visit_id, owner_id, issue_date, due_date, paid_date, net_amount, vat_amount) VALUES (41, 43, 24, '2025-02-11', '2025-03-13', NULL, 107.00, 21.40);
INSERT INTO invoices (invoice_id, visit_id, owner_id, issue_date, due_date, paid_date, net_amount, vat_amount) VALUES (42, 44, 31, '2025-02-13', '2025-03-15', '2025-03-11', 60.00, 12.00);
INSERT INTO invoices (invoice_id, visit_id, owner_id, issue_date, due_date, paid_date, net_amount, vat_amount) VALUES (43, 45, 28, '2025-02-15', '2025-03-17', '2025-02-24', 155.00, 31.00);
INSERT INTO invoices (invoice_id, visit_id, owner_id, issue_date, due_date, paid_date, net_amount, vat_amount) VALUES (44, 46, 30, '2025-02-19', '2025-03-21', '2025-03-19', 85.00, 17.00);
INSERT INTO invoices (invoice_id, visit_id, owner_id, issue_date, due_date, paid_date, net_amount, vat_amount) VALUES (45, 47, 4, '2025-02-25', '2025-03-27', '2025-03-02', 85.00, 17.00);
INSERT INTO invoices (invoice_id, visit_id, owner_id, issue_date, due_date, paid_date, net_amount, vat_amount) VALUES (46, 48, 37, '2025-02-25', '2025-03-27', '2025-03-25', 85.00, 17.00);
INSERT INTO invoices (invoice_id, visit_id, owner_id, issue_date, due_date, paid_date, net_amount, vat_amount) VALUES (47, 49, 37, '2025-02-28', '2025-03-30', NULL, 50.00, 10.00);
INSERT INTO invoices (invoice_id, visit_id, owner_id, issue_date, due_date, paid_date, net_amount, vat_amount) VALUES (48, 50, 6, '2025-03-03', '2025-04-02', '2025-03-11', 45.00, 9.00);
INSERT INTO invoices (invoice_id, visit_id, owner_id, issue_date, due_date, paid_date, net_amount, vat_amount) VALUES (49, 51, 40, '2025-03-16', '2025-04-15', '2025-04-08', 145.00, 29.00);
INSERT INTO invoices (invoice_id, visit_id, owner_id, issue_date, due_date, paid_date, net_amount, vat_amount) VALUES (50, 52, 21, '2025-03-22', '2025-04-21', '2025-04-04', 65.00, 13.00);
INSERT INTO invoices (invoice_id, visit_id, owner_id, issue_date, due_date, paid_date, net_amount, vat_amount) VALUES (51, 53, 1, '2025-03-27', '2025-04-26', '2025-04-20', 117.00, 23.40);
INSERT INTO invoices (invoice_id, visit_id, owner_id, issue_date, due_date, paid_date, net_amount, vat_amount) VALUES (52, 54, 1, '2025-04-03', '2025-05-03', '2025-04-11', 80.00, 16.00);
INSERT INTO invoices (invoice_id, visit_id, owner_id, issue_date, due_date, paid_date, net_amount, vat_amount) VALUES (53, 55, 3, '2025-04-02', '2025-05-02', '2025-04-21', 80.00, 16.00);
INSERT INTO invoices (invoice_id, visit_id, owner_id, issue_date, due_date, paid_date, net_amount, vat_amount) VALUES (54, 56, 35, '2025-04-04', '2025-05-04', NULL, 200.00, 40.00);
INSERT INTO invoices (invoice_id, visit_id, owner_id, issue_date, due_date, paid_date, net_amount, vat_amount) VALUES (55, 57, 21, '2025-04-08', '2025-05-08', NULL, 55.00, 11.00);
COMMIT;
