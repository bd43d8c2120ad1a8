-- Wolds Village Halls Trust: halls, hirers, keyholders, bookings and payments.
BEGIN TRANSACTION;
CREATE TABLE halls (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    village TEXT NOT NULL,
    capacity INTEGER NOT NULL,  -- maximum people seated
    hourly_rate REAL NOT NULL,  -- daytime rate per hour
    evening_rate REAL NOT NULL,  -- rate per hour after 6 pm
    opened_year INTEGER,  -- NULL = year the building opened is unknown
    is_step_free INTEGER NOT NULL CHECK (is_step_free IN (0,1)),
    is_licensed INTEGER NOT NULL CHECK (is_licensed IN (0,1))  -- 1 = premises licence for selling alcohol
);
CREATE TABLE hirers (
    id INTEGER PRIMARY KEY,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    organisation TEXT,  -- NULL = hiring as a private individual
    village TEXT NOT NULL,
    email TEXT,  -- NULL = no email address on file
    is_charity INTEGER NOT NULL CHECK (is_charity IN (0,1))  -- 1 = registered charity rate applies
);
CREATE TABLE keyholders (
    id INTEGER PRIMARY KEY,
    hall_id INTEGER NOT NULL REFERENCES halls(id),
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    village TEXT NOT NULL,
    phone TEXT,  -- NULL = no phone number listed
    is_first_aider INTEGER NOT NULL CHECK (is_first_aider IN (0,1))
);
CREATE TABLE bookings (
    id INTEGER PRIMARY KEY,
    hall_id INTEGER NOT NULL REFERENCES halls(id),
    hirer_id INTEGER NOT NULL REFERENCES hirers(id),
    keyholder_id INTEGER REFERENCES keyholders(id),  -- NULL = hirer collected the key, no keyholder attended
    event_type TEXT NOT NULL,
    booked_on TEXT NOT NULL,  -- date the booking was made
    event_date TEXT NOT NULL,
    hours REAL NOT NULL,
    hire_fee REAL NOT NULL,  -- fee invoiced for the hire
    deposit REAL NOT NULL,  -- refundable damage deposit taken
    damage_charge REAL,  -- NULL = hall not yet inspected after the event
    attendees INTEGER,  -- NULL = numbers not reported
    is_cancelled INTEGER NOT NULL CHECK (is_cancelled IN (0,1))
);
CREATE TABLE payments (
    id INTEGER PRIMARY KEY,
    booking_id INTEGER NOT NULL REFERENCES bookings(id),
    paid_on TEXT NOT NULL,
    amount REAL NOT NULL,  -- negative = refund paid back to the hirer
    method TEXT NOT NULL,
    reference TEXT  -- NULL = no payment reference given
);
INSERT INTO halls (id, name, village, capacity, hourly_rate, evening_rate, opened_year, is_step_free, is_licensed) VALUES (1, 'Tealby Village Hall', 'Tealby', 120, 18.0, 24.0, 1952, 1, 1);
INSERT INTO halls (id, name, village, capacity, hourly_rate, evening_rate, opened_year, is_step_free, is_licensed) VALUES (2, 'Tealby Village Hall Annexe', 'Tealby', 30, 10.0, 13.0, 1998, 1, 0);
INSERT INTO halls (id, name, village, capacity, hourly_rate, evening_rate, opened_year, is_step_free, is_licensed) VALUES (3, 'Binbrook Memorial Hall', 'Binbrook', 150, 20.0, 27.5, 1921, 0, 1);
INSERT INTO halls (id, name, village, capacity, hourly_rate, evening_rate, opened_year, is_step_free, is_licensed) VALUES (4, 'Walesby Reading Room', 'Walesby', 40, 9.0, 12.0, NULL, 0, 0);
INSERT INTO halls (id, name, village, capacity, hourly_rate, evening_rate, opened_year, is_step_free, is_licensed) VALUES (5, 'Jubilee Hall', 'Nettleton', 90, 15.0, 20.0, 1977, 1, 1);
INSERT INTO halls (id, name, village, capacity, hourly_rate, evening_rate, opened_year, is_step_free, is_licensed) VALUES (6, 'Jubilee Pavilion', 'Caistor', 60, 12.5, 16.0, 2012, 1, 0);
INSERT INTO halls (id, name, village, capacity, hourly_rate, evening_rate, opened_year, is_step_free, is_licensed) VALUES (7, 'St Mary''s Church Rooms', 'Ludford', 45, 8.5, 11.0, NULL, 1, 0);
INSERT INTO halls (id, name, village, capacity, hourly_rate, evening_rate, opened_year, is_step_free, is_licensed) VALUES (8, 'Claxby Institute', 'Claxby', 70, 11.0, 15.0, 1908, 0, 0);
INSERT INTO halls (id, name, village, capacity, hourly_rate, evening_rate, opened_year, is_step_free, is_licensed) VALUES (9, 'Normanby Hall Barn', 'Normanby le Wold', 80, 16.0, 22.0, 2005, 1, 1);
INSERT INTO halls (id, name, village, capacity, hourly_rate, evening_rate, opened_year, is_step_free, is_licensed) VALUES (10, 'Rothwell Victory Hall', 'Rothwell', 100, 14.0, 19.0, 1920, 0, 1);
INSERT INTO halls (id, name, village, capacity, hourly_rate, evening_rate, opened_year, is_step_free, is_licensed) VALUES (11, 'Swinhope Old School', 'Swinhope', 35, 9.5, 12.5, 1874, 0, 0);
INSERT INTO halls (id, name, village, capacity, hourly_rate, evening_rate, opened_year, is_step_free, is_licensed) VALUES (12, 'Thoresway Village Hall', 'Thoresway', 65, 12.0, 16.5, 1963, 1, 0);
INSERT INTO halls (id, name, village, capacity, hourly_rate, evening_rate, opened_year, is_step_free, is_licensed) VALUES (13, 'Kelstern Community Hub', 'Kelstern', 55, 13.0, 17.0, 2019, 1, 1);
INSERT INTO halls (id, name, village, capacity, hourly_rate, evening_rate, opened_year, is_step_free, is_licensed) VALUES (14, 'Hatcliffe Hall', 'Hatcliffe', 75, 12.0, 16.0, NULL, 1, 0);
INSERT INTO halls (id, name, village, capacity, hourly_rate, evening_rate, opened_year, is_step_free, is_licensed) VALUES (15, 'Caistor Town Hall', 'Caistor', 200, 25.0, 34.0, 1897, 0, 1);
INSERT INTO hirers (id, first_name, last_name, organisation, village, email, is_charity) VALUES (1, 'Brenda', 'Tate', 'Tealby WI', 'Tealby', 'brenda.tate@example.co.uk', 1);
INSERT INTO hirers (id, first_name, last_name, organisation, village, email, is_charity) VALUES (2, 'Colin', 'Harrison', NULL, 'Binbrook', 'colin.h@example.co.uk', 0);
INSERT INTO hirers (id, first_name, last_name, organisation, village, email, is_charity) VALUES (3, 'Josh', 'Pearce', 'Wolds Yoga', 'Caistor', 'josh@woldsyoga.example', 0);
INSERT INTO hirers (id, first_name, last_name, organisation, village, email, is_charity) VALUES (4, 'Lucy', 'Marsh', NULL, 'Nettleton', NULL, 0);
INSERT INTO hirers (id, first_name, last_name, organisation, village, email, is_charity) VALUES (5, 'Stephen', 'Cartwright', 'Binbrook Parish Council', 'Binbrook', 'clerk@binbrookpc.example', 0);
INSERT INTO hirers (id, first_name, last_name, organisation, village, email, is_charity) VALUES (6, 'Anne', 'Fowler', 'Caistor Amateur Dramatics', 'Caistor', 'anne.fowler@example.co.uk', 1);
INSERT INTO hirers (id, first_name, last_name, organisation, village, email, is_charity) VALUES (7, 'Brenda', 'Lyle', NULL, 'Ludford', NULL, 0);
INSERT INTO hirers (id, first_name, last_name, organisation, village, email, is_charity) VALUES (8, 'Gary', 'Newton', 'Newton''s Ceilidh Band', 'Rothwell', 'gary@ceilidh.example', 0);
INSERT INTO hirers (id, first_name, last_name, organisation, village, email, is_charity) VALUES (9, 'Priti', 'Kaur', 'Little Acorns Toddlers', 'Caistor', 'acorns@example.org', 1);
INSERT INTO hirers (id, first_name, last_name, organisation, village, email, is_charity) VALUES (10, 'Martin', 'Dale', NULL, 'Walesby', 'mdale@example.co.uk', 0);
INSERT INTO hirers (id, first_name, last_name, organisation, village, email, is_charity) VALUES (11, 'Sue', 'Bramley', 'Wolds Craft Guild', 'Tealby', 'sue@craftguild.example', 1);
INSERT INTO hirers (id, first_name, last_name, organisation, village, email, is_charity) VALUES (12, 'Colin', 'Fairweather', 'Royal British Legion (Caistor)', 'Caistor', NULL, 1);
INSERT INTO hirers (id, first_name, last_name, organisation, village, email, is_charity) VALUES (13, 'Hayley', 'Brooks', NULL, 'Kelstern', 'hayley.b@example.co.uk', 0);
INSERT INTO hirers (id, first_name, last_name, organisation, village, email, is_charity) VALUES (14, 'Ian', 'Sowerby', 'Swinhope Quiz League', 'Swinhope', 'quiz@example.org', 0);
INSERT INTO hirers (id, first_name, last_name, organisation, village, email, is_charity) VALUES (15, 'Rachel', 'Ainsworth', NULL, 'Hatcliffe', 'r.ainsworth@example.co.uk', 0);
INSERT INTO hirers (id, first_name, last_name, organisation, village, email, is_charity) VALUES (16, 'Derek', 'Holmes', 'Claxby Gardening Club', 'Claxby', NULL, 1);
INSERT INTO hirers (id, first_name, last_name, organisation, village, email, is_charity) VALUES (17, 'Nina', 'Patel', 'Zumba with Nina', 'Nettleton', 'nina@zumba.example', 0);
INSERT INTO hirers (id, first_name, last_name, organisation, village, email, is_charity) VALUES (18, 'Paul', 'Greaves', NULL, 'Thoresway', 'paulg@example.co.uk', 0);
INSERT INTO hirers (id, first_name, last_name, organisation, village, email, is_charity) VALUES (19, 'Wendy', 'Sharpe', 'Ludford Flower Club', 'Ludford', 'wendy@flowers.example', 1);
INSERT INTO hirers (id, first_name, last_name, organisation, village, email, is_charity) VALUES (20, 'Tony', 'Booth', NULL, 'Normanby le Wold', NULL, 0);
INSERT INTO hirers (id, first_name, last_name, organisation, village, email, is_charity) VALUES (21, 'Karen', 'Mills', 'Caistor Rotary', 'Caistor', 'rotary@example.org', 1);
INSERT INTO hirers (id, first_name, last_name, organisation, village, email, is_charity) VALUES (22, 'Liam', 'Foster', NULL, 'Rothwell', 'liam.foster@example.co.uk', 0);
INSERT INTO hirers (id, first_name, last_name, organisation, village, email, is_charity) VALUES (23, 'Judith', 'Rose', 'Walesby Book Group', 'Walesby', NULL, 0);
INSERT INTO hirers (id, first_name, last_name, organisation, village, email, is_charity) VALUES (24, 'Keith', 'Barker', 'Wolds Model Flyers', 'Binbrook', 'keith@flyers.example', 0);
INSERT INTO hirers (id, first_name, last_name, organisation, village, email, is_charity) VALUES (25, 'Emma', 'Tindall', NULL, 'Tealby', 'emma.t@example.co.uk', 0);
INSERT INTO hirers (id, first_name, last_name, organisation, village, email, is_charity) VALUES (26, 'Shirley', 'Hewson', 'Kelstern Over-60s', 'Kelstern', NULL, 1);
INSERT INTO hirers (id, first_name, last_name, organisation, village, email, is_charity) VALUES (27, 'Dave', 'Markham', NULL, 'Caistor', 'dave.markham@example.co.uk', 0);
INSERT INTO hirers (id, first_name, last_name, organisation, village, email, is_charity) VALUES (28, 'Olivia', 'Grant', 'Grant & Co Events', 'Hatcliffe', 'olivia@grantevents.example', 0);
INSERT INTO keyholders (id, hall_id, first_name, last_name, village, phone, is_first_aider) VALUES (1, 1, 'Margaret', 'Dunn', 'Tealby', '01673 800101', 1);
INSERT INTO keyholders (id, hall_id, first_name, last_name, village, phone, is_first_aider) VALUES (2, 2, 'Colin', 'Wright', 'Tealby', '01673 800188', 0);
INSERT INTO keyholders (id, hall_id, first_name, last_name, village, phone, is_first_aider) VALUES (3, 3, 'Peter', 'Naylor', 'Binbrook', '01472 398120', 1);
INSERT INTO keyholders (id, hall_id, first_name, last_name, village, phone, is_first_aider) VALUES (4, 4, 'Judith', 'Clarke', 'Walesby', NULL, 0);
INSERT INTO keyholders (id, hall_id, first_name, last_name, village, phone, is_first_aider) VALUES (5, 5, 'Bob', 'Eastwood', 'Nettleton', '01472 851203', 1);
INSERT INTO keyholders (id, hall_id, first_name, last_name, village, phone, is_first_aider) VALUES (6, 6, 'Sandra', 'Kirk', 'Caistor', '01472 859911', 1);
INSERT INTO keyholders (id, hall_id, first_name, last_name, village, phone, is_first_aider) VALUES (7, 7, 'Brenda', 'Coates', 'Ludford', '01507 313077', 0);
INSERT INTO keyholders (id, hall_id, first_name, last_name, village, phone, is_first_aider) VALUES (8, 8, 'Alan', 'Pickering', 'Claxby', NULL, 0);
INSERT INTO keyholders (id, hall_id, first_name, last_name, village, phone, is_first_aider) VALUES (9, 9, 'Helen', 'Wray', 'Normanby le Wold', '01673 828400', 1);
INSERT INTO keyholders (id, hall_id, first_name, last_name, village, phone, is_first_aider) VALUES (10, 10, 'Roy', 'Dobson', 'Rothwell', '01472 371566', 0);
INSERT INTO keyholders (id, hall_id, first_name, last_name, village, phone, is_first_aider) VALUES (11, 11, 'Gillian', 'Platts', 'Swinhope', '01472 398751', 1);
INSERT INTO keyholders (id, hall_id, first_name, last_name, village, phone, is_first_aider) VALUES (12, 12, 'Trevor', 'Hinch', 'Thoresway', NULL, 0);
INSERT INTO keyholders (id, hall_id, first_name, last_name, village, phone, is_first_aider) VALUES (13, 13, 'Lucy', 'Chambers', 'Kelstern', '01507 605232', 1);
INSERT INTO keyholders (id, hall_id, first_name, last_name, village, phone, is_first_aider) VALUES (14, 14, 'Neil', 'Gibbons', 'Hatcliffe', '01472 824409', 0);
INSERT INTO keyholders (id, hall_id, first_name, last_name, village, phone, is_first_aider) VALUES (15, 15, 'Patricia', 'Moss', 'Caistor', '01472 851777', 1);
INSERT INTO keyholders (id, hall_id, first_name, last_name, village, phone, is_first_aider) VALUES (16, 3, 'Stephen', 'Bland', 'Binbrook', '01472 398777', 0);
INSERT INTO bookings (id, hall_id, hirer_id, keyholder_id, event_type, booked_on, event_date, hours, hire_fee, deposit, damage_charge, attendees, is_cancelled) VALUES (1, 8, 1, NULL, 'Coffee morning', '2024-05-19', '2024-09-24', 2.0, 17.6, 0.0, 75.0, NULL, 0);
INSERT INTO bookings (id, hall_id, hirer_id, keyholder_id, event_type, booked_on, event_date, hours, hire_fee, deposit, damage_charge, attendees, is_cancelled) VALUES (2, 14, 17, 14, 'Dance class', '2024-08-08', '2024-10-18', 4.0, 64.0, 50.0, 0.0, 75, 0);
INSERT INTO bookings (id, hall_id, hirer_id, keyholder_id, event_type, booked_on, event_date, hours, hire_fee, deposit, damage_charge, attendees, is_cancelled) VALUES (3, 9, 22, NULL, 'Birthday party', '2023-12-01', '2024-04-08', 3.0, 66.0, 150.0, NULL, 80, 0);
INSERT INTO bookings (id, hall_id, hirer_id, keyholder_id, event_type, booked_on, event_date, hours, hire_fee, deposit, damage_charge, attendees, is_cancelled) VALUES (4, 1, 22, 1, 'Birthday party', '2024-05-08', '2024-09-10', 6.0, 144.0, 150.0, NULL, NULL, 1);
INSERT INTO bookings (id, hall_id, hirer_id, keyholder_id, event_type, booked_on, event_date, hours, hire_fee, deposit, damage_charge, attendees, is_cancelled) VALUES (5, 1, 28, 1, 'Wedding reception', '2024-03-31', '2024-04-08', 3.0, 57.0, 150.0, 120.0, 110, 0);
INSERT INTO bookings (id, hall_id, hirer_id, keyholder_id, event_type, booked_on, event_date, hours, hire_fee, deposit, damage_charge, attendees, is_cancelled) VALUES (6, 3, 17, 16, 'Dance class', '2024-03-01', '2024-03-19', 4.0, 110.0, 50.0, 0.0, 105, 0);
INSERT INTO bookings (id, hall_id, hirer_id, keyholder_id, event_type, booked_on, event_date, hours, hire_fee, deposit, damage_charge, attendees, is_cancelled) VALUES (7, 2, 18, 2, 'Funeral tea', '2024-09-21', '2024-10-18', 5.0, 50.0, 50.0, NULL, 30, 0);
INSERT INTO bookings (id, hall_id, hirer_id, keyholder_id, event_type, booked_on, event_date, hours, hire_fee, deposit, damage_charge, attendees, is_cancelled) VALUES (8, 15, 11, NULL, 'Craft fair', '2024-03-13', '2024-07-01', 2.0, 40.0, 0.0, NULL, 94, 0);
INSERT INTO bookings (id, hall_id, hirer_id, keyholder_id, event_type, booked_on, event_date, hours, hire_fee, deposit, damage_charge, attendees, is_cancelled) VALUES (9, 10, 4, 10, 'Wedding reception', '2024-06-25', '2024-09-02', 3.0, 57.0, 150.0, 0.0, 46, 0);
INSERT INTO bookings (id, hall_id, hirer_id, keyholder_id, event_type, booked_on, event_date, hours, hire_fee, deposit, damage_charge, attendees, is_cancelled) VALUES (10, 2, 9, NULL, 'Birthday party', '2023-11-27', '2024-04-03', 3.0, 22.8, 50.0, 0.0, NULL, 0);
INSERT INTO bookings (id, hall_id, hirer_id, keyholder_id, event_type, booked_on, event_date, hours, hire_fee, deposit, damage_charge, attendees, is_cancelled) VALUES (11, 14, 15, NULL, 'Wedding reception', '2024-03-02', '2024-05-12', 2.0, 32.0, 150.0, 0.0, 75, 0);
INSERT INTO bookings (id, hall_id, hirer_id, keyholder_id, event_type, booked_on, event_date, hours, hire_fee, deposit, damage_charge, attendees, is_cancelled) VALUES (12, 3, 20, 3, 'Funeral tea', '2023-12-26', '2024-04-27', 5.0, 100.0, 50.0, NULL, NULL, 1);
INSERT INTO bookings (id, hall_id, hirer_id, keyholder_id, event_type, booked_on, event_date, hours, hire_fee, deposit, damage_charge, attendees, is_cancelled) VALUES (13, 2, 16, NULL, 'Talk', '2023-10-10', '2024-02-21', 2.0, 16.0, 0.0, 0.0, NULL, 0);
INSERT INTO bookings (id, hall_id, hirer_id, keyholder_id, event_type, booked_on, event_date, hours, hire_fee, deposit, damage_charge, attendees, is_cancelled) VALUES (14, 13, 23, 13, 'Book group', '2024-01-22', '2024-04-04', 2.0, 26.0, 0.0, 120.0, 47, 0);
INSERT INTO bookings (id, hall_id, hirer_id, keyholder_id, event_type, booked_on, event_date, hours, hire_fee, deposit, damage_charge, attendees, is_cancelled) VALUES (15, 12, 13, 12, 'Birthday party', '2024-04-02', '2024-04-18', 4.0, 66.0, 150.0, 120.0, 65, 0);
INSERT INTO bookings (id, hall_id, hirer_id, keyholder_id, event_type, booked_on, event_date, hours, hire_fee, deposit, damage_charge, attendees, is_cancelled) VALUES (16, 12, 11, 12, 'Craft fair', '2024-02-06', '2024-02-17', 3.0, 28.8, 50.0, 0.0, NULL, 0);
INSERT INTO bookings (id, hall_id, hirer_id, keyholder_id, event_type, booked_on, event_date, hours, hire_fee, deposit, damage_charge, attendees, is_cancelled) VALUES (17, 4, 17, 4, 'Dance class', '2023-12-07', '2024-01-29', 3.0, 36.0, 50.0, 40.0, 40, 0);
INSERT INTO bookings (id, hall_id, hirer_id, keyholder_id, event_type, booked_on, event_date, hours, hire_fee, deposit, damage_charge, attendees, is_cancelled) VALUES (18, 2, 11, 2, 'Craft fair', '2023-11-24', '2024-03-21', 2.0, 30.0, 0.0, NULL, 30, 0);
INSERT INTO bookings (id, hall_id, hirer_id, keyholder_id, event_type, booked_on, event_date, hours, hire_fee, deposit, damage_charge, attendees, is_cancelled) VALUES (19, 5, 13, 5, 'Anniversary party', '2024-02-25', '2024-07-11', 3.0, 60.0, 150.0, NULL, 90, 0);
INSERT INTO bookings (id, hall_id, hirer_id, keyholder_id, event_type, booked_on, event_date, hours, hire_fee, deposit, damage_charge, attendees, is_cancelled) VALUES (20, 1, 9, 1, 'Toddler group', '2024-07-16', '2024-07-22', 5.0, 72.0, 50.0, 0.0, 14, 0);
INSERT INTO bookings (id, hall_id, hirer_id, keyholder_id, event_type, booked_on, event_date, hours, hire_fee, deposit, damage_charge, attendees, is_cancelled) VALUES (21, 8, 26, 8, 'Coffee morning', '2024-03-30', '2024-06-13', 4.0, 35.2, 50.0, 0.0, 64, 0);
INSERT INTO bookings (id, hall_id, hirer_id, keyholder_id, event_type, booked_on, event_date, hours, hire_fee, deposit, damage_charge, attendees, is_cancelled) VALUES (22, 8, 20, 8, 'Birthday party', '2024-03-19', '2024-06-07', 4.0, 60.0, 150.0, NULL, 38, 0);
INSERT INTO bookings (id, hall_id, hirer_id, keyholder_id, event_type, booked_on, event_date, hours, hire_fee, deposit, damage_charge, attendees, is_cancelled) VALUES (23, 15, 7, 15, 'Funeral tea', '2024-10-19', '2024-12-10', 5.0, 100.0, 50.0, 0.0, 23, 0);
INSERT INTO bookings (id, hall_id, hirer_id, keyholder_id, event_type, booked_on, event_date, hours, hire_fee, deposit, damage_charge, attendees, is_cancelled) VALUES (24, 4, 1, 4, 'Craft fair', '2024-01-31', '2024-05-19', 2.0, 14.4, 0.0, NULL, 40, 0);
INSERT INTO bookings (id, hall_id, hirer_id, keyholder_id, event_type, booked_on, event_date, hours, hire_fee, deposit, damage_charge, attendees, is_cancelled) VALUES (25, 3, 7, 3, 'Funeral tea', '2024-02-06', '2024-03-05', 2.0, 40.0, 0.0, 0.0, NULL, 0);
INSERT INTO bookings (id, hall_id, hirer_id, keyholder_id, event_type, booked_on, event_date, hours, hire_fee, deposit, damage_charge, attendees, is_cancelled) VALUES (26, 2, 19, NULL, 'Flower show', '2024-04-10', '2024-07-02', 2.0, 16.0, 0.0, NULL, 30, 0);
INSERT INTO bookings (id, hall_id, hirer_id, keyholder_id, event_type, booked_on, event_date, hours, hire_fee, deposit, damage_charge, attendees, is_cancelled) VALUES (27, 14, 10, 14, 'Birthday party', '2023-11-15', '2024-01-26', 3.0, 48.0, 150.0, 40.0, NULL, 0);
INSERT INTO bookings (id, hall_id, hirer_id, keyholder_id, event_type, booked_on, event_date, hours, hire_fee, deposit, damage_charge, attendees, is_cancelled) VALUES (28, 10, 3, NULL, 'Yoga class', '2024-01-09', '2024-06-02', 2.0, 28.0, 0.0, 0.0, 94, 0);
INSERT INTO bookings (id, hall_id, hirer_id, keyholder_id, event_type, booked_on, event_date, hours, hire_fee, deposit, damage_charge, attendees, is_cancelled) VALUES (29, 6, 14, 6, 'Quiz night', '2024-06-02', '2024-07-06', 5.0, 80.0, 50.0, 0.0, NULL, 0);
INSERT INTO bookings (id, hall_id, hirer_id, keyholder_id, event_type, booked_on, event_date, hours, hire_fee, deposit, damage_charge, attendees, is_cancelled) VALUES (30, 10, 2, 10, 'Birthday party', '2024-03-29', '2024-07-07', 2.0, 38.0, 150.0, NULL, 30, 0);
INSERT INTO bookings (id, hall_id, hirer_id, keyholder_id, event_type, booked_on, event_date, hours, hire_fee, deposit, damage_charge, attendees, is_cancelled) VALUES (31, 1, 1, 1, 'Coffee morning', '2024-10-26', '2024-12-16', 3.0, 57.0, 150.0, 0.0, 75, 0);
INSERT INTO bookings (id, hall_id, hirer_id, keyholder_id, event_type, booked_on, event_date, hours, hire_fee, deposit, damage_charge, attendees, is_cancelled) VALUES (32, 9, 19, 9, 'Flower show', '2023-11-27', '2024-03-29', 2.0, 25.6, 0.0, 0.0, 58, 0);
INSERT INTO bookings (id, hall_id, hirer_id, keyholder_id, event_type, booked_on, event_date, hours, hire_fee, deposit, damage_charge, attendees, is_cancelled) VALUES (33, 2, 18, 2, 'Funeral tea', '2023-11-28', '2024-04-04', 2.0, 20.0, 0.0, 0.0, 19, 0);
INSERT INTO bookings (id, hall_id, hirer_id, keyholder_id, event_type, booked_on, event_date, hours, hire_fee, deposit, damage_charge, attendees, is_cancelled) VALUES (34, 12, 5, 12, 'Parish council meeting', '2024-03-24', '2024-04-05', 6.0, 72.0, 50.0, 0.0, NULL, 0);
INSERT INTO bookings (id, hall_id, hirer_id, keyholder_id, event_type, booked_on, event_date, hours, hire_fee, deposit, damage_charge, attendees, is_cancelled) VALUES (35, 14, 23, NULL, 'Book group', '2024-05-04', '2024-07-19', 3.0, 36.0, 50.0, 0.0, 75, 0);
INSERT INTO bookings (id, hall_id, hirer_id, keyholder_id, event_type, booked_on, event_date, hours, hire_fee, deposit, damage_charge, attendees, is_cancelled) VALUES (36, 3, 23, 3, 'Book group', '2024-05-03', '2024-09-06', 5.0, 100.0, 50.0, NULL, NULL, 1);
INSERT INTO bookings (id, hall_id, hirer_id, keyholder_id, event_type, booked_on, event_date, hours, hire_fee, deposit, damage_charge, attendees, is_cancelled) VALUES (37, 5, 7, NULL, 'Anniversary party', '2024-11-13', '2024-12-20', 2.0, 40.0, 150.0, 0.0, NULL, 0);
INSERT INTO bookings (id, hall_id, hirer_id, keyholder_id, event_type, booked_on, event_date, hours, hire_fee, deposit, damage_charge, attendees, is_cancelled) VALUES (38, 9, 3, 9, 'Yoga class', '2024-06-10', '2024-08-24', 4.0, 64.0, 50.0, NULL, NULL, 0);
INSERT INTO bookings (id, hall_id, hirer_id, keyholder_id, event_type, booked_on, event_date, hours, hire_fee, deposit, damage_charge, attendees, is_cancelled) VALUES (39, 5, 10, NULL, 'Anniversary party', '2024-06-25', '2024-10-20', 5.0, 100.0, 150.0, 75.0, 75, 0);
INSERT INTO bookings (id, hall_id, hirer_id, keyholder_id, event_type, booked_on, event_date, hours, hire_fee, deposit, damage_charge, attendees, is_cancelled) VALUES (40, 6, 20, 6, 'Wedding reception', '2024-04-18', '2024-06-24', 5.0, 80.0, 150.0, 0.0, 60, 0);
INSERT INTO bookings (id, hall_id, hirer_id, keyholder_id, event_type, booked_on, event_date, hours, hire_fee, deposit, damage_charge, attendees, is_cancelled) VALUES (41, 15, 8, 15, 'Ceilidh', '2024-10-23', '2024-11-30', 2.0, 68.0, 150.0, 0.0, 56, 0);
INSERT INTO bookings (id, hall_id, hirer_id, keyholder_id, event_type, booked_on, event_date, hours, hire_fee, deposit, damage_charge, attendees, is_cancelled) VALUES (42, 6, 21, 6, 'Quiz night', '2024-02-24', '2024-06-25', 2.0, 25.6, 0.0, 0.0, 60, 0);
INSERT INTO bookings (id, hall_id, hirer_id, keyholder_id, event_type, booked_on, event_date, hours, hire_fee, deposit, damage_charge, attendees, is_cancelled) VALUES (43, 9, 28, 9, 'Wedding reception', '2024-04-11', '2024-07-05', 6.0, 132.0, 150.0, 0.0, 80, 0);
INSERT INTO bookings (id, hall_id, hirer_id, keyholder_id, event_type, booked_on, event_date, hours, hire_fee, deposit, damage_charge, attendees, is_cancelled) VALUES (44, 4, 20, 4, 'Christening', '2024-04-17', '2024-06-27', 3.0, 27.0, 50.0, 0.0, 40, 0);
INSERT INTO bookings (id, hall_id, hirer_id, keyholder_id, event_type, booked_on, event_date, hours, hire_fee, deposit, damage_charge, attendees, is_cancelled) VALUES (45, 8, 17, 8, 'Dance class', '2024-03-09', '2024-03-31', 3.0, 45.0, 50.0, NULL, 70, 0);
INSERT INTO bookings (id, hall_id, hirer_id, keyholder_id, event_type, booked_on, event_date, hours, hire_fee, deposit, damage_charge, attendees, is_cancelled) VALUES (46, 7, 2, NULL, 'Wedding reception', '2024-08-03', '2024-08-25', 6.0, 66.0, 150.0, 0.0, NULL, 0);
INSERT INTO bookings (id, hall_id, hirer_id, keyholder_id, event_type, booked_on, event_date, hours, hire_fee, deposit, damage_charge, attendees, is_cancelled) VALUES (47, 10, 18, 10, 'Birthday party', '2024-07-20', '2024-09-26', 2.0, 38.0, 150.0, 0.0, 31, 0);
INSERT INTO bookings (id, hall_id, hirer_id, keyholder_id, event_type, booked_on, event_date, hours, hire_fee, deposit, damage_charge, attendees, is_cancelled) VALUES (48, 15, 17, NULL, 'Dance class', '2024-04-25', '2024-09-07', 3.0, 102.0, 50.0, 0.0, 75, 0);
INSERT INTO bookings (id, hall_id, hirer_id, keyholder_id, event_type, booked_on, event_date, hours, hire_fee, deposit, damage_charge, attendees, is_cancelled) VALUES (49, 12, 21, 12, 'Quiz night', '2024-09-19', '2024-10-06', 2.0, 26.4, 0.0, NULL, 65, 0);
INSERT INTO bookings (id, hall_id, hirer_id, keyholder_id, event_type, booked_on, event_date, hours, hire_fee, deposit, damage_charge, attendees, is_cancelled) VALUES (50, 13, 9, 13, 'Toddler group', '2023-10-05', '2024-01-25', 2.0, 20.8, 0.0, NULL, NULL, 1);
INSERT INTO bookings (id, hall_id, hirer_id, keyholder_id, event_type, booked_on, event_date, hours, hire_fee, deposit, damage_charge, attendees, is_cancelled) VALUES (51, 13, 15, 13, 'Wedding reception', '2024-03-08', '2024-05-05', 2.0, 34.0, 150.0, NULL, NULL, 1);
INSERT INTO bookings (id, hall_id, hirer_id, keyholder_id, event_type, booked_on, event_date, hours, hire_fee, deposit, damage_charge, attendees, is_cancelled) VALUES (52, 5, 8, NULL, 'Ceilidh', '2024-11-04', '2024-11-28', 3.0, 60.0, 150.0, 0.0, 25, 0);
INSERT INTO bookings (id, hall_id, hirer_id, keyholder_id, event_type, booked_on, event_date, hours, hire_fee, deposit, damage_charge, attendees, is_cancelled) VALUES (53, 14, 28, NULL, 'Wedding reception', '2024-03-14', '2024-03-27', 3.0, 48.0, 150.0, 0.0, NULL, 0);
INSERT INTO bookings (id, hall_id, hirer_id, keyholder_id, event_type, booked_on, event_date, hours, hire_fee, deposit, damage_charge, attendees, is_cancelled) VALUES (54, 10, 3, 10, 'Yoga class', '2024-08-13', '2024-09-16', 2.0, 28.0, 0.0, 0.0, 14, 0);
INSERT INTO bookings (id, hall_id, hirer_id, keyholder_id, event_type, booked_on, event_date, hours, hire_fee, deposit, damage_charge, attendees, is_cancelled) VALUES (55, 1, 23, 1, 'Book group', '2024-04-22', '2024-06-12', 2.0, 36.0, 0.0, NULL, 30, 0);
INSERT INTO bookings (id, hall_id, hirer_id, keyholder_id, event_type, booked_on, event_date, hours, hire_fee, deposit, damage_charge, attendees, is_cancelled) VALUES (56, 15, 7, 15, 'Wedding reception', '2024-11-28', '2024-12-20', 2.0, 68.0, 150.0, 75.0, 11, 0);
INSERT INTO payments (id, booking_id, paid_on, amount, method, reference) VALUES (1, 2, '2024-08-11', 114.0, 'bank transfer', NULL);
INSERT INTO payments (id, booking_id, paid_on, amount, method, reference) VALUES (2, 3, '2023-12-02', 216.0, 'card', 'WVH0034');
INSERT INTO payments (id, booking_id, paid_on, amount, method, reference) VALUES (3, 5, '2024-04-05', 207.0, 'cash', NULL);
INSERT INTO payments (id, booking_id, paid_on, amount, method, reference) VALUES (4, 6, '2024-03-09', 160.0, 'bank transfer', 'WVH0055');
INSERT INTO payments (id, booking_id, paid_on, amount, method, reference) VALUES (5, 7, '2024-10-01', 100.0, 'bank transfer', 'WVH0062');
INSERT INTO payments (id, booking_id, paid_on, amount, method, reference) VALUES (6, 8, '2024-03-13', 40.0, 'bank transfer', 'WVH0069');
INSERT INTO payments (id, booking_id, paid_on, amount, method, reference) VALUES (7, 9, '2024-07-05', 207.0, 'card', 'WVH0076');
INSERT INTO payments (id, booking_id, paid_on, amount, method, reference) VALUES (8, 10, '2023-12-03', 72.8, 'bank transfer', 'WVH0083');
INSERT INTO payments (id, booking_id, paid_on, amount, method, reference) VALUES (9, 11, '2024-03-06', 182.0, 'card', 'WVH0090');
INSERT INTO payments (id, booking_id, paid_on, amount, method, reference) VALUES (10, 13, '2023-10-13', 16.0, 'cheque', NULL);
INSERT INTO payments (id, booking_id, paid_on, amount, method, reference) VALUES (11, 14, '2024-01-24', 26.0, 'card', 'WVH0111');
INSERT INTO payments (id, booking_id, paid_on, amount, method, reference) VALUES (12, 16, '2024-02-09', 78.8, 'card', 'WVH0125');
INSERT INTO payments (id, booking_id, paid_on, amount, method, reference) VALUES (13, 17, '2023-12-17', 86.0, 'bank transfer', 'WVH0132');
INSERT INTO payments (id, booking_id, paid_on, amount, method, reference) VALUES (14, 18, '2023-12-01', 30.0, 'cheque', NULL);
INSERT INTO payments (id, booking_id, paid_on, amount, method, reference) VALUES (15, 20, '2024-07-16', 122.0, 'card', 'WVH0153');
INSERT INTO payments (id, booking_id, paid_on, amount, method, reference) VALUES (16, 21, '2024-04-09', 85.2, 'cash', NULL);
INSERT INTO payments (id, booking_id, paid_on, amount, method, reference) VALUES (17, 22, '2024-03-24', 210.0, 'bank transfer', 'WVH0167');
INSERT INTO payments (id, booking_id, paid_on, amount, method, reference) VALUES (18, 23, '2024-10-20', 150.0, 'cash', NULL);
INSERT INTO payments (id, booking_id, paid_on, amount, method, reference) VALUES (19, 24, '2024-02-01', 14.4, 'cash', NULL);
INSERT INTO payments (id, booking_id, paid_on, amount, method, reference) VALUES (20, 25, '2024-02-10', 40.0, 'cheque', NULL);
INSERT INTO payments (id, booking_id, paid_on, amount, method, reference) VALUES (21, 26, '2024-04-13', 16.0, 'card', 'WVH0195');
INSERT INTO payments (id, booking_id, paid_on, amount, method, reference) VALUES (22, 27, '2023-11-20', 198.0, 'cash', NULL);
INSERT INTO payments (id, booking_id, paid_on, amount, method, reference) VALUES (23, 29, '2024-06-11', 130.0, 'card', 'WVH0216');
INSERT INTO payments (id, booking_id, paid_on, amount, method, reference) VALUES (24, 31, '2024-10-26', 207.0, 'cash', NULL);
INSERT INTO payments (id, booking_id, paid_on, amount, method, reference) VALUES (25, 33, '2023-12-04', 20.0, 'bank transfer', 'WVH0244');
INSERT INTO payments (id, booking_id, paid_on, amount, method, reference) VALUES (26, 34, '2024-03-25', 122.0, 'bank transfer', 'WVH0251');
INSERT INTO payments (id, booking_id, paid_on, amount, method, reference) VALUES (27, 35, '2024-05-05', 86.0, 'cheque', 'WVH0258');
INSERT INTO payments (id, booking_id, paid_on, amount, method, reference) VALUES (28, 36, '2024-05-11', 150.0, 'cash', NULL);
INSERT INTO payments (id, booking_id, paid_on, amount, method, reference) VALUES (29, 38, '2024-06-14', 114.0, 'bank transfer', 'WVH0279');
INSERT INTO payments (id, booking_id, paid_on, amount, method, reference) VALUES (30, 40, '2024-04-26', 230.0, 'cheque', 'WVH0293');
INSERT INTO payments (id, booking_id, paid_on, amount, method, reference) VALUES (31, 41, '2024-10-30', 218.0, 'bank transfer', 'WVH0300');
INSERT INTO payments (id, booking_id, paid_on, amount, method, reference) VALUES (32, 42, '2024-02-28', 25.6, 'bank transfer', NULL);
INSERT INTO payments (id, booking_id, paid_on, amount, method, reference) VALUES (33, 43, '2024-04-16', 282.0, 'cheque', 'WVH0314');
INSERT INTO payments (id, booking_id, paid_on, amount, method, reference) VALUES (34, 44, '2024-04-19', 77.0, 'card', 'WVH0321');
INSERT INTO payments (id, booking_id, paid_on, amount, method, reference) VALUES (35, 45, '2024-03-19', 95.0, 'bank transfer', 'WVH0328');
INSERT INTO payments (id, booking_id, paid_on, amount, method, reference) VALUES (36, 46, '2024-08-11', 216.0, 'card', 'WVH0335');
INSERT INTO payments (id, booking_id, paid_on, amount, method, reference) VALUES (37, 47, '2024-07-30', 188.0, 'card', 'WVH0342');
INSERT INTO payments (id, booking_id, paid_on, amount, method, reference) VALUES (38, 48, '2024-05-04', 152.0, 'cheque', 'WVH0349');
INSERT INTO payments (id, booking_id, paid_on, amount, method, reference) VALUES (39, 49, '2024-09-22', 26.4, 'cash', NULL);
INSERT INTO payments (id, booking_id, paid_on, amount, method, reference) VALUES (40, 51, '2024-03-14', 184.0, 'card', 'WVH0370');
INSERT INTO payments (id, booking_id, paid_on, amount, method, reference) VALUES (41, 52, '2024-11-10', 210.0, 'card', 'WVH0377');
INSERT INTO payments (id, booking_id, paid_on, amount, method, reference) VALUES (42, 53, '2024-03-22', 198.0, 'cash', NULL);
INSERT INTO payments (id, booking_id, paid_on, amount, method, reference) VALUES (43, 54, '2024-08-21', 28.0, 'bank transfer', 'WVH0391');
INSERT INTO payments (id, booking_id, paid_on, amount, method, reference) VALUES (44, 55, '2024-04-25', 36.0, 'cash', NULL);
INSERT INTO payments (id, booking_id, paid_on, amount, method, reference) VALUES (45, 56, '2024-12-04', 218.0, 'bank transfer', 'WVH0405');
INSERT INTO payments (id, booking_id, paid_on, amount, method, reference) VALUES (46, 2, '2024-10-25', -50.0, 'bank transfer', 'WVHR002');
INSERT INTO payments (id, booking_id, paid_on, amount, method, reference) VALUES (47, 5, '2024-04-15', -30.0, 'bank transfer', 'WVHR005');
INSERT INTO payments (id, booking_id, paid_on, amount, method, reference) VALUES (48, 6, '2024-03-26', -50.0, 'bank transfer', 'WVHR006');
INSERT INTO payments (id, booking_id, paid_on, amount, method, reference) VALUES (49, 9, '2024-09-09', -150.0, 'bank transfer', 'WVHR009');
INSERT INTO payments (id, booking_id, paid_on, amount, method, reference) VALUES (50, 10, '2024-04-10', -50.0, 'bank transfer', 'WVHR010');
INSERT INTO payments (id, booking_id, paid_on, amount, method, reference) VALUES (51, 11, '2024-05-19', -150.0, 'bank transfer', 'WVHR011');
INSERT INTO payments (id, booking_id, paid_on, amount, method, reference) VALUES (52, 16, '2024-02-24', -50.0, 'bank transfer', 'WVHR016');
COMMIT;
