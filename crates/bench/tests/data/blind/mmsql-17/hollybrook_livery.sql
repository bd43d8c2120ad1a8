-- hollybrook_livery: a horse livery yard in Derbyshire (owners, horses, stables, staff, services, invoices)
BEGIN TRANSACTION;
CREATE TABLE owners (
    owner_id INTEGER PRIMARY KEY,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    town TEXT NOT NULL,
    joined_date TEXT NOT NULL,
    email TEXT -- NULL = no email address on file
);
CREATE TABLE staff (
    staff_id INTEGER PRIMARY KEY,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    role TEXT NOT NULL,
    town TEXT NOT NULL,
    hourly_rate REAL NOT NULL,
    start_date TEXT NOT NULL,
    leave_date TEXT -- NULL = still employed at the yard
);
CREATE TABLE stables (
    stable_id INTEGER PRIMARY KEY,
    block TEXT NOT NULL,
    box_number INTEGER NOT NULL,
    size TEXT NOT NULL,
    is_matted INTEGER NOT NULL CHECK (is_matted IN (0,1)),
    weekly_bedding_cost REAL NOT NULL
);
CREATE TABLE horses (
    horse_id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    owner_id INTEGER NOT NULL REFERENCES owners(owner_id),
    breed TEXT NOT NULL,
    height_hands REAL NOT NULL,
    birth_year INTEGER, -- NULL = age unknown (no passport date)
    stable_id INTEGER REFERENCES stables(stable_id), -- NULL = no stable, lives out in the field
    livery_package TEXT NOT NULL,
    monthly_fee REAL NOT NULL,
    insured_value REAL, -- NULL = owner has not declared any insurance
    arrival_date TEXT NOT NULL,
    departure_date TEXT -- NULL = still kept at the yard
);
CREATE TABLE services (
    service_id INTEGER PRIMARY KEY,
    horse_id INTEGER NOT NULL REFERENCES horses(horse_id),
    staff_id INTEGER REFERENCES staff(staff_id), -- NULL = done by an outside contractor (farrier, dentist, physio)
    service_type TEXT NOT NULL,
    booked_date TEXT NOT NULL,
    done_date TEXT, -- NULL = not carried out yet
    charge REAL NOT NULL
);
CREATE TABLE invoices (
    invoice_id INTEGER PRIMARY KEY,
    owner_id INTEGER NOT NULL REFERENCES owners(owner_id),
    issue_date TEXT NOT NULL,
    due_date TEXT NOT NULL,
    paid_date TEXT, -- NULL = not paid yet
    amount_due REAL NOT NULL,
    amount_paid REAL NOT NULL,
    late_fee REAL -- NULL = no late fee charged
);
INSERT INTO owners (owner_id, first_name, last_name, town, joined_date, email) VALUES (1, 'Sophie', 'Whitlock', 'Ashbourne', '2019-04-12', 'sophie.w@mailbox.co.uk');
INSERT INTO owners (owner_id, first_name, last_name, town, joined_date, email) VALUES (2, 'Tom', 'Ridley', 'Belper', '2020-09-01', 'tridley@fastnet.co.uk');
INSERT INTO owners (owner_id, first_name, last_name, town, joined_date, email) VALUES (3, 'Hannah', 'Okafor', 'Matlock', '2021-02-20', NULL);
INSERT INTO owners (owner_id, first_name, last_name, town, joined_date, email) VALUES (4, 'Rachel', 'Dunmore', 'Wirksworth', '2018-06-05', 'rachel.dunmore@mailbox.co.uk');
INSERT INTO owners (owner_id, first_name, last_name, town, joined_date, email) VALUES (5, 'Jess', 'Pargeter', 'Cromford', '2022-01-15', 'jessp@inbox.uk');
INSERT INTO owners (owner_id, first_name, last_name, town, joined_date, email) VALUES (6, 'Claire', 'Moss', 'Ashbourne', '2017-11-30', 'clairemoss@fastnet.co.uk');
INSERT INTO owners (owner_id, first_name, last_name, town, joined_date, email) VALUES (7, 'Mark', 'Ellison', 'Belper', '2023-03-08', NULL);
INSERT INTO owners (owner_id, first_name, last_name, town, joined_date, email) VALUES (8, 'Priya', 'Sandhu', 'Matlock', '2020-05-19', 'priya.sandhu@inbox.uk');
INSERT INTO owners (owner_id, first_name, last_name, town, joined_date, email) VALUES (9, 'Gemma', 'Hollis', 'Wirksworth', '2021-08-23', 'gemhollis@mailbox.co.uk');
INSERT INTO owners (owner_id, first_name, last_name, town, joined_date, email) VALUES (10, 'Olivia', 'Brandt', 'Ashbourne', '2022-10-02', 'obrandt@fastnet.co.uk');
INSERT INTO owners (owner_id, first_name, last_name, town, joined_date, email) VALUES (11, 'David', 'Kerr', 'Cromford', '2016-07-14', 'dkerr@inbox.uk');
INSERT INTO owners (owner_id, first_name, last_name, town, joined_date, email) VALUES (12, 'Lucy', 'Fenwick', 'Matlock', '2023-06-27', NULL);
INSERT INTO owners (owner_id, first_name, last_name, town, joined_date, email) VALUES (13, 'Fiona', 'Gallagher', 'Belper', '2019-12-01', 'fiona.g@mailbox.co.uk');
INSERT INTO owners (owner_id, first_name, last_name, town, joined_date, email) VALUES (14, 'Ben', 'Ashworth', 'Wirksworth', '2024-02-11', 'ben.ashworth@inbox.uk');
INSERT INTO owners (owner_id, first_name, last_name, town, joined_date, email) VALUES (15, 'Karen', 'Loxley', 'Ashbourne', '2018-03-03', 'karenloxley@fastnet.co.uk');
INSERT INTO owners (owner_id, first_name, last_name, town, joined_date, email) VALUES (16, 'Emma', 'Stroud', 'Cromford', '2021-05-09', 'emma.stroud@inbox.uk');
INSERT INTO owners (owner_id, first_name, last_name, town, joined_date, email) VALUES (17, 'Niamh', 'Doherty', 'Matlock', '2022-07-18', 'niamhd@mailbox.co.uk');
INSERT INTO owners (owner_id, first_name, last_name, town, joined_date, email) VALUES (18, 'Hannah', 'Blake', 'Ashbourne', '2023-09-30', 'hblake@inbox.uk');
INSERT INTO staff (staff_id, first_name, last_name, role, town, hourly_rate, start_date, leave_date) VALUES (1, 'Sophie', 'Tanner', 'Yard Manager', 'Ashbourne', 16.5, '2015-03-01', NULL);
INSERT INTO staff (staff_id, first_name, last_name, role, town, hourly_rate, start_date, leave_date) VALUES (2, 'Tom', 'Murphy', 'Senior Groom', 'Belper', 13.2, '2018-05-14', NULL);
INSERT INTO staff (staff_id, first_name, last_name, role, town, hourly_rate, start_date, leave_date) VALUES (3, 'Hannah', 'Price', 'Groom', 'Matlock', 11.8, '2021-09-06', NULL);
INSERT INTO staff (staff_id, first_name, last_name, role, town, hourly_rate, start_date, leave_date) VALUES (4, 'Liam', 'Carver', 'Groom', 'Wirksworth', 11.6, '2022-04-19', '2024-03-31');
INSERT INTO staff (staff_id, first_name, last_name, role, town, hourly_rate, start_date, leave_date) VALUES (5, 'Chloe', 'Armitage', 'Instructor', 'Ashbourne', 22.0, '2019-01-07', NULL);
INSERT INTO staff (staff_id, first_name, last_name, role, town, hourly_rate, start_date, leave_date) VALUES (6, 'Ellie', 'Vance', 'Groom', 'Cromford', 11.6, '2023-02-13', NULL);
INSERT INTO staff (staff_id, first_name, last_name, role, town, hourly_rate, start_date, leave_date) VALUES (7, 'Jack', 'Pemberton', 'Senior Groom', 'Matlock', 13.5, '2017-08-21', '2023-12-22');
INSERT INTO staff (staff_id, first_name, last_name, role, town, hourly_rate, start_date, leave_date) VALUES (8, 'Megan', 'Lowe', 'Groom', 'Belper', 11.44, '2024-01-08', NULL);
INSERT INTO staff (staff_id, first_name, last_name, role, town, hourly_rate, start_date, leave_date) VALUES (9, 'Ryan', 'Holt', 'Instructor', 'Wirksworth', 24.0, '2020-06-01', NULL);
INSERT INTO staff (staff_id, first_name, last_name, role, town, hourly_rate, start_date, leave_date) VALUES (10, 'Amy', 'Greaves', 'Groom', 'Ashbourne', 11.6, '2022-10-10', '2024-06-30');
INSERT INTO staff (staff_id, first_name, last_name, role, town, hourly_rate, start_date, leave_date) VALUES (11, 'Dan', 'Kirby', 'Yard Assistant', 'Cromford', 10.42, '2023-07-03', NULL);
INSERT INTO staff (staff_id, first_name, last_name, role, town, hourly_rate, start_date, leave_date) VALUES (12, 'Zoe', 'Fairley', 'Groom', 'Matlock', 11.8, '2021-03-29', NULL);
INSERT INTO staff (staff_id, first_name, last_name, role, town, hourly_rate, start_date, leave_date) VALUES (13, 'Josh', 'Naylor', 'Yard Assistant', 'Belper', 10.42, '2024-04-15', NULL);
INSERT INTO staff (staff_id, first_name, last_name, role, town, hourly_rate, start_date, leave_date) VALUES (14, 'Katie', 'Brough', 'Senior Groom', 'Ashbourne', 13.2, '2019-11-11', NULL);
INSERT INTO staff (staff_id, first_name, last_name, role, town, hourly_rate, start_date, leave_date) VALUES (15, 'Ollie', 'Stanway', 'Yard Assistant', 'Wirksworth', 10.18, '2022-05-23', '2023-09-01');
INSERT INTO stables (stable_id, block, box_number, size, is_matted, weekly_bedding_cost) VALUES (1, 'North Barn', 1, 'Large', 1, 18.5);
INSERT INTO stables (stable_id, block, box_number, size, is_matted, weekly_bedding_cost) VALUES (2, 'North Barn', 2, 'Large', 1, 18.5);
INSERT INTO stables (stable_id, block, box_number, size, is_matted, weekly_bedding_cost) VALUES (3, 'North Barn', 3, 'Standard', 1, 14.0);
INSERT INTO stables (stable_id, block, box_number, size, is_matted, weekly_bedding_cost) VALUES (4, 'North Barn', 4, 'Standard', 1, 14.0);
INSERT INTO stables (stable_id, block, box_number, size, is_matted, weekly_bedding_cost) VALUES (5, 'North Barn', 5, 'Standard', 1, 14.0);
INSERT INTO stables (stable_id, block, box_number, size, is_matted, weekly_bedding_cost) VALUES (6, 'North Barn', 6, 'Standard', 1, 14.0);
INSERT INTO stables (stable_id, block, box_number, size, is_matted, weekly_bedding_cost) VALUES (7, 'North Barn', 7, 'Standard', 1, 14.0);
INSERT INTO stables (stable_id, block, box_number, size, is_matted, weekly_bedding_cost) VALUES (8, 'North Barn', 8, 'Standard', 1, 14.0);
INSERT INTO stables (stable_id, block, box_number, size, is_matted, weekly_bedding_cost) VALUES (9, 'South Barn', 1, 'Large', 1, 18.5);
INSERT INTO stables (stable_id, block, box_number, size, is_matted, weekly_bedding_cost) VALUES (10, 'South Barn', 2, 'Large', 1, 18.5);
INSERT INTO stables (stable_id, block, box_number, size, is_matted, weekly_bedding_cost) VALUES (11, 'South Barn', 3, 'Standard', 1, 14.0);
INSERT INTO stables (stable_id, block, box_number, size, is_matted, weekly_bedding_cost) VALUES (12, 'South Barn', 4, 'Standard', 1, 14.0);
INSERT INTO stables (stable_id, block, box_number, size, is_matted, weekly_bedding_cost) VALUES (13, 'South Barn', 5, 'Standard', 1, 14.0);
INSERT INTO stables (stable_id, block, box_number, size, is_matted, weekly_bedding_cost) VALUES (14, 'South Barn', 6, 'Standard', 1, 14.0);
INSERT INTO stables (stable_id, block, box_number, size, is_matted, weekly_bedding_cost) VALUES (15, 'South Barn', 7, 'Foaling', 1, 24.0);
INSERT INTO stables (stable_id, block, box_number, size, is_matted, weekly_bedding_cost) VALUES (16, 'Top Yard', 1, 'Large', 1, 18.5);
INSERT INTO stables (stable_id, block, box_number, size, is_matted, weekly_bedding_cost) VALUES (17, 'Top Yard', 2, 'Large', 1, 18.5);
INSERT INTO stables (stable_id, block, box_number, size, is_matted, weekly_bedding_cost) VALUES (18, 'Top Yard', 3, 'Standard', 0, 11.5);
INSERT INTO stables (stable_id, block, box_number, size, is_matted, weekly_bedding_cost) VALUES (19, 'Top Yard', 4, 'Standard', 0, 11.5);
INSERT INTO stables (stable_id, block, box_number, size, is_matted, weekly_bedding_cost) VALUES (20, 'Top Yard', 5, 'Standard', 0, 11.5);
INSERT INTO horses (horse_id, name, owner_id, breed, height_hands, birth_year, stable_id, livery_package, monthly_fee, insured_value, arrival_date, departure_date) VALUES (1, 'Biscuit', 1, 'Welsh Cob', 14.2, 2012, 1, 'Full', 625.0, 4500.0, '2019-04-20', NULL);
INSERT INTO horses (horse_id, name, owner_id, breed, height_hands, birth_year, stable_id, livery_package, monthly_fee, insured_value, arrival_date, departure_date) VALUES (2, 'Murphy', 2, 'Irish Sport Horse', 16.1, 2014, 2, 'Part', 410.0, 9000.0, '2020-09-05', NULL);
INSERT INTO horses (horse_id, name, owner_id, breed, height_hands, birth_year, stable_id, livery_package, monthly_fee, insured_value, arrival_date, departure_date) VALUES (3, 'Dolly', 3, 'Shetland', 9.3, 2005, NULL, 'Grass', 135.0, NULL, '2021-03-01', NULL);
INSERT INTO horses (horse_id, name, owner_id, breed, height_hands, birth_year, stable_id, livery_package, monthly_fee, insured_value, arrival_date, departure_date) VALUES (4, 'Bramble', 4, 'Welsh Cob Cross', 14.3, 2011, 3, 'DIY', 215.0, 3000.0, '2018-06-10', NULL);
INSERT INTO horses (horse_id, name, owner_id, breed, height_hands, birth_year, stable_id, livery_package, monthly_fee, insured_value, arrival_date, departure_date) VALUES (5, 'Ziggy', 5, 'Thoroughbred', 16.2, 2016, 4, 'Full Plus', 790.0, 15000.0, '2022-01-20', NULL);
INSERT INTO horses (horse_id, name, owner_id, breed, height_hands, birth_year, stable_id, livery_package, monthly_fee, insured_value, arrival_date, departure_date) VALUES (6, 'Pepper', 6, 'Connemara', 14.1, 2009, 5, 'Part', 385.0, 4000.0, '2017-12-04', '2023-08-31');
INSERT INTO horses (horse_id, name, owner_id, breed, height_hands, birth_year, stable_id, livery_package, monthly_fee, insured_value, arrival_date, departure_date) VALUES (7, 'Rolo', 6, 'Shetland', 9.1, 2015, NULL, 'Grass', 125.0, NULL, '2018-02-11', NULL);
INSERT INTO horses (horse_id, name, owner_id, breed, height_hands, birth_year, stable_id, livery_package, monthly_fee, insured_value, arrival_date, departure_date) VALUES (8, 'Duke', 7, 'Irish Draught', 16.3, 2013, 6, 'Full', 575.0, 8000.0, '2023-03-12', NULL);
INSERT INTO horses (horse_id, name, owner_id, breed, height_hands, birth_year, stable_id, livery_package, monthly_fee, insured_value, arrival_date, departure_date) VALUES (9, 'Willow', 8, 'Arab', 15.0, 2010, 7, 'DIY', 180.0, 6000.0, '2020-05-25', NULL);
INSERT INTO horses (horse_id, name, owner_id, breed, height_hands, birth_year, stable_id, livery_package, monthly_fee, insured_value, arrival_date, departure_date) VALUES (10, 'Jasper', 9, 'Warmblood', 17.0, 2015, 9, 'Full Plus', 735.0, 22000.0, '2021-09-01', NULL);
INSERT INTO horses (horse_id, name, owner_id, breed, height_hands, birth_year, stable_id, livery_package, monthly_fee, insured_value, arrival_date, departure_date) VALUES (11, 'Poppy', 10, 'Welsh Cob', 13.2, 2017, 10, 'Part', 450.0, 3500.0, '2022-10-08', NULL);
INSERT INTO horses (horse_id, name, owner_id, breed, height_hands, birth_year, stable_id, livery_package, monthly_fee, insured_value, arrival_date, departure_date) VALUES (12, 'Storm', 11, 'Thoroughbred', 16.0, 2008, 11, 'DIY', 220.0, 2500.0, '2016-07-20', '2024-05-31');
INSERT INTO horses (horse_id, name, owner_id, breed, height_hands, birth_year, stable_id, livery_package, monthly_fee, insured_value, arrival_date, departure_date) VALUES (13, 'Maverick', 11, 'Warmblood', 16.3, 2018, 12, 'Full', 575.0, 18000.0, '2023-05-02', NULL);
INSERT INTO horses (horse_id, name, owner_id, breed, height_hands, birth_year, stable_id, livery_package, monthly_fee, insured_value, arrival_date, departure_date) VALUES (14, 'Hector', 12, 'Highland', 14.2, 2012, 13, 'Full', 590.0, NULL, '2023-07-01', NULL);
INSERT INTO horses (horse_id, name, owner_id, breed, height_hands, birth_year, stable_id, livery_package, monthly_fee, insured_value, arrival_date, departure_date) VALUES (15, 'Skye', 13, 'Connemara', 14.0, 2014, 14, 'DIY', 210.0, 4200.0, '2019-12-10', NULL);
INSERT INTO horses (horse_id, name, owner_id, breed, height_hands, birth_year, stable_id, livery_package, monthly_fee, insured_value, arrival_date, departure_date) VALUES (16, 'Toffee', 14, 'Cob', 15.1, 2011, 15, 'Part', 390.0, 3800.0, '2024-02-15', NULL);
INSERT INTO horses (horse_id, name, owner_id, breed, height_hands, birth_year, stable_id, livery_package, monthly_fee, insured_value, arrival_date, departure_date) VALUES (17, 'Barney', 15, 'Cob', 15.0, 2006, NULL, 'Grass', 120.0, 1500.0, '2018-03-10', NULL);
INSERT INTO horses (horse_id, name, owner_id, breed, height_hands, birth_year, stable_id, livery_package, monthly_fee, insured_value, arrival_date, departure_date) VALUES (18, 'Nutmeg', 16, 'Welsh Cob Cross', 14.0, 2013, 16, 'Full', 650.0, 5000.0, '2021-05-15', NULL);
INSERT INTO horses (horse_id, name, owner_id, breed, height_hands, birth_year, stable_id, livery_package, monthly_fee, insured_value, arrival_date, departure_date) VALUES (19, 'Flash', 17, 'Thoroughbred', 16.1, 2017, 17, 'Full Plus', 725.0, 12000.0, '2022-07-25', NULL);
INSERT INTO horses (horse_id, name, owner_id, breed, height_hands, birth_year, stable_id, livery_package, monthly_fee, insured_value, arrival_date, departure_date) VALUES (20, 'Misty', 18, 'Highland', 13.3, 2016, 18, 'DIY', 195.0, 3200.0, '2023-10-05', NULL);
INSERT INTO horses (horse_id, name, owner_id, breed, height_hands, birth_year, stable_id, livery_package, monthly_fee, insured_value, arrival_date, departure_date) VALUES (21, 'Ruby', 1, 'Shetland', 10.0, 2019, NULL, 'Grass', 140.0, NULL, '2021-06-01', NULL);
INSERT INTO horses (horse_id, name, owner_id, breed, height_hands, birth_year, stable_id, livery_package, monthly_fee, insured_value, arrival_date, departure_date) VALUES (22, 'Archie', 4, 'Irish Sport Horse', 16.0, 2012, 19, 'Full', 575.0, 7500.0, '2019-03-15', '2023-11-30');
INSERT INTO horses (horse_id, name, owner_id, breed, height_hands, birth_year, stable_id, livery_package, monthly_fee, insured_value, arrival_date, departure_date) VALUES (23, 'Bella', 5, 'Arab', 14.3, 2018, 8, 'Part', 425.0, 5500.0, '2023-04-10', NULL);
INSERT INTO horses (horse_id, name, owner_id, breed, height_hands, birth_year, stable_id, livery_package, monthly_fee, insured_value, arrival_date, departure_date) VALUES (24, 'Teddy', 9, 'Welsh Cob', 13.3, 2020, 20, 'DIY', 195.0, 2800.0, '2024-01-12', NULL);
INSERT INTO horses (horse_id, name, owner_id, breed, height_hands, birth_year, stable_id, livery_package, monthly_fee, insured_value, arrival_date, departure_date) VALUES (25, 'Lady Grey', 13, 'Warmblood', 16.2, 2009, NULL, 'Grass', 145.0, 6500.0, '2020-04-01', '2024-04-30');
INSERT INTO horses (horse_id, name, owner_id, breed, height_hands, birth_year, stable_id, livery_package, monthly_fee, insured_value, arrival_date, departure_date) VALUES (26, 'Monty', 2, 'Cob', 15.2, NULL, NULL, 'Grass', 150.0, NULL, '2022-03-20', NULL);
INSERT INTO horses (horse_id, name, owner_id, breed, height_hands, birth_year, stable_id, livery_package, monthly_fee, insured_value, arrival_date, departure_date) VALUES (27, 'Clover', 8, 'Connemara', 14.2, 2015, NULL, 'Grass', 150.0, 3900.0, '2021-11-11', NULL);
INSERT INTO horses (horse_id, name, owner_id, breed, height_hands, birth_year, stable_id, livery_package, monthly_fee, insured_value, arrival_date, departure_date) VALUES (28, 'Sox', 3, 'Welsh Cob Cross', 14.1, NULL, NULL, 'Grass', 125.0, NULL, '2023-02-01', NULL);
INSERT INTO horses (horse_id, name, owner_id, breed, height_hands, birth_year, stable_id, livery_package, monthly_fee, insured_value, arrival_date, departure_date) VALUES (29, 'Ginger', 16, 'Irish Draught', 16.0, 2014, NULL, 'Grass', 125.0, 5000.0, '2022-09-09', '2023-06-30');
INSERT INTO horses (horse_id, name, owner_id, breed, height_hands, birth_year, stable_id, livery_package, monthly_fee, insured_value, arrival_date, departure_date) VALUES (30, 'Kestrel', 17, 'Arab', 15.1, 2016, NULL, 'Grass', 130.0, 7000.0, '2024-03-03', NULL);
INSERT INTO horses (horse_id, name, owner_id, breed, height_hands, birth_year, stable_id, livery_package, monthly_fee, insured_value, arrival_date, departure_date) VALUES (31, 'Harvey', 10, 'Irish Draught', 16.2, 2010, NULL, 'Grass', 140.0, 6000.0, '2023-01-14', NULL);
INSERT INTO horses (horse_id, name, owner_id, breed, height_hands, birth_year, stable_id, livery_package, monthly_fee, insured_value, arrival_date, departure_date) VALUES (32, 'Fudge', 14, 'Shetland', 8.3, 2021, NULL, 'Grass', 145.0, NULL, '2024-05-20', NULL);
INSERT INTO services (service_id, horse_id, staff_id, service_type, booked_date, done_date, charge) VALUES (1, 25, NULL, 'Physio', '2023-01-11', '2023-01-12', 72.0);
INSERT INTO services (service_id, horse_id, staff_id, service_type, booked_date, done_date, charge) VALUES (2, 11, NULL, 'Farrier - trim', '2023-01-23', '2023-01-26', 34.0);
INSERT INTO services (service_id, horse_id, staff_id, service_type, booked_date, done_date, charge) VALUES (3, 11, 14, 'Turnout', '2023-02-11', '2023-02-16', 6.0);
INSERT INTO services (service_id, horse_id, staff_id, service_type, booked_date, done_date, charge) VALUES (4, 7, 10, 'Worming', '2023-02-27', '2023-03-02', 13.0);
INSERT INTO services (service_id, horse_id, staff_id, service_type, booked_date, done_date, charge) VALUES (5, 7, 1, 'Turnout', '2023-03-13', '2023-03-14', 6.0);
INSERT INTO services (service_id, horse_id, staff_id, service_type, booked_date, done_date, charge) VALUES (6, 29, NULL, 'Farrier - full set', '2023-03-15', '2023-03-18', 98.0);
INSERT INTO services (service_id, horse_id, staff_id, service_type, booked_date, done_date, charge) VALUES (7, 28, 6, 'Exercise', '2023-03-18', '2023-03-23', 19.0);
INSERT INTO services (service_id, horse_id, staff_id, service_type, booked_date, done_date, charge) VALUES (8, 25, 6, 'Worming', '2023-03-19', '2023-03-24', 13.0);
INSERT INTO services (service_id, horse_id, staff_id, service_type, booked_date, done_date, charge) VALUES (9, 17, 7, 'Exercise', '2023-04-03', '2023-04-07', 23.0);
INSERT INTO services (service_id, horse_id, staff_id, service_type, booked_date, done_date, charge) VALUES (10, 25, NULL, 'Dentist', '2023-05-25', '2023-05-27', 74.0);
INSERT INTO services (service_id, horse_id, staff_id, service_type, booked_date, done_date, charge) VALUES (11, 9, NULL, 'Farrier - trim', '2023-05-27', '2023-05-28', 35.0);
INSERT INTO services (service_id, horse_id, staff_id, service_type, booked_date, done_date, charge) VALUES (12, 3, NULL, 'Physio', '2023-06-08', '2023-06-10', 64.0);
INSERT INTO services (service_id, horse_id, staff_id, service_type, booked_date, done_date, charge) VALUES (13, 25, NULL, 'Farrier - trim', '2023-06-13', '2023-06-17', 28.0);
INSERT INTO services (service_id, horse_id, staff_id, service_type, booked_date, done_date, charge) VALUES (14, 27, NULL, 'Dentist', '2023-06-16', '2023-06-18', 67.0);
INSERT INTO services (service_id, horse_id, staff_id, service_type, booked_date, done_date, charge) VALUES (15, 28, 14, 'Clipping', '2023-06-21', '2023-06-21', 56.0);
INSERT INTO services (service_id, horse_id, staff_id, service_type, booked_date, done_date, charge) VALUES (16, 11, 3, 'Clipping', '2023-06-24', '2023-06-24', 45.0);
INSERT INTO services (service_id, horse_id, staff_id, service_type, booked_date, done_date, charge) VALUES (17, 1, NULL, 'Physio', '2023-07-04', '2023-07-06', 77.0);
INSERT INTO services (service_id, horse_id, staff_id, service_type, booked_date, done_date, charge) VALUES (18, 12, 2, 'Clipping', '2023-07-11', '2023-07-15', 69.0);
INSERT INTO services (service_id, horse_id, staff_id, service_type, booked_date, done_date, charge) VALUES (19, 10, NULL, 'Dentist', '2023-07-12', '2023-07-12', 71.0);
INSERT INTO services (service_id, horse_id, staff_id, service_type, booked_date, done_date, charge) VALUES (20, 5, NULL, 'Physio', '2023-08-19', '2023-08-19', 60.0);
INSERT INTO services (service_id, horse_id, staff_id, service_type, booked_date, done_date, charge) VALUES (21, 5, NULL, 'Physio', '2023-08-23', '2023-08-25', 80.0);
INSERT INTO services (service_id, horse_id, staff_id, service_type, booked_date, done_date, charge) VALUES (22, 13, NULL, 'Physio', '2023-09-02', '2023-09-07', 69.0);
INSERT INTO services (service_id, horse_id, staff_id, service_type, booked_date, done_date, charge) VALUES (23, 31, NULL, 'Dentist', '2023-09-10', '2023-09-12', 72.0);
INSERT INTO services (service_id, horse_id, staff_id, service_type, booked_date, done_date, charge) VALUES (24, 11, NULL, 'Farrier - full set', '2023-09-16', '2023-09-19', 97.0);
INSERT INTO services (service_id, horse_id, staff_id, service_type, booked_date, done_date, charge) VALUES (25, 18, 1, 'Worming', '2023-09-19', '2023-09-22', 14.0);
INSERT INTO services (service_id, horse_id, staff_id, service_type, booked_date, done_date, charge) VALUES (26, 11, 3, 'Worming', '2023-10-03', '2023-10-03', 12.0);
INSERT INTO services (service_id, horse_id, staff_id, service_type, booked_date, done_date, charge) VALUES (27, 13, NULL, 'Physio', '2023-10-15', '2023-10-18', 68.0);
INSERT INTO services (service_id, horse_id, staff_id, service_type, booked_date, done_date, charge) VALUES (28, 21, 11, 'Worming', '2023-11-09', '2023-11-14', 15.0);
INSERT INTO services (service_id, horse_id, staff_id, service_type, booked_date, done_date, charge) VALUES (29, 8, 1, 'Turnout', '2023-11-29', '2023-11-29', 7.0);
INSERT INTO services (service_id, horse_id, staff_id, service_type, booked_date, done_date, charge) VALUES (30, 19, NULL, 'Farrier - trim', '2023-11-30', '2023-11-30', 28.0);
INSERT INTO services (service_id, horse_id, staff_id, service_type, booked_date, done_date, charge) VALUES (31, 2, 10, 'Worming', '2023-12-01', '2023-12-01', 14.0);
INSERT INTO services (service_id, horse_id, staff_id, service_type, booked_date, done_date, charge) VALUES (32, 13, 4, 'Worming', '2023-12-04', '2023-12-09', 18.0);
INSERT INTO services (service_id, horse_id, staff_id, service_type, booked_date, done_date, charge) VALUES (33, 13, 2, 'Worming', '2023-12-18', '2023-12-19', 15.0);
INSERT INTO services (service_id, horse_id, staff_id, service_type, booked_date, done_date, charge) VALUES (34, 19, 3, 'Clipping', '2023-12-21', '2023-12-21', 70.0);
INSERT INTO services (service_id, horse_id, staff_id, service_type, booked_date, done_date, charge) VALUES (35, 8, NULL, 'Farrier - full set', '2024-01-16', '2024-01-16', 91.0);
INSERT INTO services (service_id, horse_id, staff_id, service_type, booked_date, done_date, charge) VALUES (36, 21, NULL, 'Farrier - trim', '2024-01-20', '2024-01-25', 29.0);
INSERT INTO services (service_id, horse_id, staff_id, service_type, booked_date, done_date, charge) VALUES (37, 5, NULL, 'Farrier - trim', '2024-01-24', '2024-01-29', 30.0);
INSERT INTO services (service_id, horse_id, staff_id, service_type, booked_date, done_date, charge) VALUES (38, 10, NULL, 'Physio', '2024-01-24', '2024-01-29', 73.0);
INSERT INTO services (service_id, horse_id, staff_id, service_type, booked_date, done_date, charge) VALUES (39, 10, NULL, 'Farrier - full set', '2024-02-03', '2024-02-05', 106.0);
INSERT INTO services (service_id, horse_id, staff_id, service_type, booked_date, done_date, charge) VALUES (40, 20, 11, 'Exercise', '2024-02-18', '2024-02-20', 23.0);
INSERT INTO services (service_id, horse_id, staff_id, service_type, booked_date, done_date, charge) VALUES (41, 2, NULL, 'Farrier - full set', '2024-02-18', '2024-02-20', 103.0);
INSERT INTO services (service_id, horse_id, staff_id, service_type, booked_date, done_date, charge) VALUES (42, 15, 10, 'Worming', '2024-02-28', '2024-03-01', 14.0);
INSERT INTO services (service_id, horse_id, staff_id, service_type, booked_date, done_date, charge) VALUES (43, 8, NULL, 'Dentist', '2024-02-29', '2024-03-03', 66.0);
INSERT INTO services (service_id, horse_id, staff_id, service_type, booked_date, done_date, charge) VALUES (44, 23, NULL, 'Physio', '2024-03-05', '2024-03-05', 61.0);
INSERT INTO services (service_id, horse_id, staff_id, service_type, booked_date, done_date, charge) VALUES (45, 3, 1, 'Exercise', '2024-04-12', '2024-04-16', 19.0);
INSERT INTO services (service_id, horse_id, staff_id, service_type, booked_date, done_date, charge) VALUES (46, 16, 6, 'Turnout', '2024-04-13', '2024-04-18', 6.0);
INSERT INTO services (service_id, horse_id, staff_id, service_type, booked_date, done_date, charge) VALUES (47, 16, 11, 'Worming', '2024-04-29', '2024-05-03', 16.0);
INSERT INTO services (service_id, horse_id, staff_id, service_type, booked_date, done_date, charge) VALUES (48, 2, 12, 'Worming', '2024-05-21', '2024-05-21', 16.0);
INSERT INTO services (service_id, horse_id, staff_id, service_type, booked_date, done_date, charge) VALUES (49, 31, 1, 'Turnout', '2024-05-24', '2024-05-29', 8.0);
INSERT INTO services (service_id, horse_id, staff_id, service_type, booked_date, done_date, charge) VALUES (50, 8, 3, 'Exercise', '2024-05-29', '2024-06-02', 19.0);
INSERT INTO services (service_id, horse_id, staff_id, service_type, booked_date, done_date, charge) VALUES (51, 3, NULL, 'Physio', '2024-06-03', '2024-06-03', 78.0);
INSERT INTO services (service_id, horse_id, staff_id, service_type, booked_date, done_date, charge) VALUES (52, 26, NULL, 'Farrier - trim', '2024-06-19', '2024-06-22', 31.0);
INSERT INTO services (service_id, horse_id, staff_id, service_type, booked_date, done_date, charge) VALUES (53, 16, 11, 'Exercise', '2024-07-16', NULL, 21.0);
INSERT INTO services (service_id, horse_id, staff_id, service_type, booked_date, done_date, charge) VALUES (54, 8, NULL, 'Physio', '2024-08-04', NULL, 68.0);
INSERT INTO services (service_id, horse_id, staff_id, service_type, booked_date, done_date, charge) VALUES (55, 17, 1, 'Exercise', '2024-08-08', NULL, 20.0);
INSERT INTO services (service_id, horse_id, staff_id, service_type, booked_date, done_date, charge) VALUES (56, 21, NULL, 'Farrier - trim', '2024-08-11', NULL, 35.0);
INSERT INTO invoices (invoice_id, owner_id, issue_date, due_date, paid_date, amount_due, amount_paid, late_fee) VALUES (1, 1, '2023-09-01', '2023-09-15', '2023-10-10', 585.0, 600.0, 15.0);
INSERT INTO invoices (invoice_id, owner_id, issue_date, due_date, paid_date, amount_due, amount_paid, late_fee) VALUES (2, 10, '2023-09-01', '2023-09-15', '2023-09-29', 555.0, 570.0, 15.0);
INSERT INTO invoices (invoice_id, owner_id, issue_date, due_date, paid_date, amount_due, amount_paid, late_fee) VALUES (3, 15, '2023-09-01', '2023-09-15', '2023-09-25', 815.0, 830.0, 15.0);
INSERT INTO invoices (invoice_id, owner_id, issue_date, due_date, paid_date, amount_due, amount_paid, late_fee) VALUES (4, 3, '2023-10-01', '2023-10-15', '2023-10-14', 570.0, 570.0, NULL);
INSERT INTO invoices (invoice_id, owner_id, issue_date, due_date, paid_date, amount_due, amount_paid, late_fee) VALUES (5, 5, '2023-10-01', '2023-10-15', '2023-10-11', 590.0, 590.0, NULL);
INSERT INTO invoices (invoice_id, owner_id, issue_date, due_date, paid_date, amount_due, amount_paid, late_fee) VALUES (6, 7, '2023-10-01', '2023-10-15', '2023-10-28', 335.0, 350.0, 15.0);
INSERT INTO invoices (invoice_id, owner_id, issue_date, due_date, paid_date, amount_due, amount_paid, late_fee) VALUES (7, 8, '2023-10-01', '2023-10-15', NULL, 125.0, 0.0, 15.0);
INSERT INTO invoices (invoice_id, owner_id, issue_date, due_date, paid_date, amount_due, amount_paid, late_fee) VALUES (8, 11, '2023-10-01', '2023-10-15', NULL, 290.0, 0.0, 15.0);
INSERT INTO invoices (invoice_id, owner_id, issue_date, due_date, paid_date, amount_due, amount_paid, late_fee) VALUES (9, 14, '2023-10-01', '2023-10-15', '2023-10-07', 585.0, 585.0, NULL);
INSERT INTO invoices (invoice_id, owner_id, issue_date, due_date, paid_date, amount_due, amount_paid, late_fee) VALUES (10, 16, '2023-10-01', '2023-10-15', NULL, 155.0, 0.0, 15.0);
INSERT INTO invoices (invoice_id, owner_id, issue_date, due_date, paid_date, amount_due, amount_paid, late_fee) VALUES (11, 5, '2023-11-01', '2023-11-15', '2023-11-07', 725.0, 725.0, NULL);
INSERT INTO invoices (invoice_id, owner_id, issue_date, due_date, paid_date, amount_due, amount_paid, late_fee) VALUES (12, 6, '2023-11-01', '2023-11-15', '2023-11-28', 460.0, 475.0, 15.0);
INSERT INTO invoices (invoice_id, owner_id, issue_date, due_date, paid_date, amount_due, amount_paid, late_fee) VALUES (13, 10, '2023-11-01', '2023-11-15', '2023-11-14', 525.0, 525.0, NULL);
INSERT INTO invoices (invoice_id, owner_id, issue_date, due_date, paid_date, amount_due, amount_paid, late_fee) VALUES (14, 12, '2023-11-01', '2023-11-15', '2023-12-05', 505.0, 520.0, 15.0);
INSERT INTO invoices (invoice_id, owner_id, issue_date, due_date, paid_date, amount_due, amount_paid, late_fee) VALUES (15, 10, '2023-12-01', '2023-12-15', '2023-12-10', 495.0, 495.0, NULL);
INSERT INTO invoices (invoice_id, owner_id, issue_date, due_date, paid_date, amount_due, amount_paid, late_fee) VALUES (16, 16, '2023-12-01', '2023-12-15', '2023-12-13', 325.0, 325.0, NULL);
INSERT INTO invoices (invoice_id, owner_id, issue_date, due_date, paid_date, amount_due, amount_paid, late_fee) VALUES (17, 4, '2024-01-01', '2024-01-15', '2024-01-09', 205.0, 205.0, NULL);
INSERT INTO invoices (invoice_id, owner_id, issue_date, due_date, paid_date, amount_due, amount_paid, late_fee) VALUES (18, 7, '2024-01-01', '2024-01-15', '2024-01-12', 125.0, 125.0, NULL);
INSERT INTO invoices (invoice_id, owner_id, issue_date, due_date, paid_date, amount_due, amount_paid, late_fee) VALUES (19, 8, '2024-01-01', '2024-01-15', NULL, 860.0, 0.0, 15.0);
INSERT INTO invoices (invoice_id, owner_id, issue_date, due_date, paid_date, amount_due, amount_paid, late_fee) VALUES (20, 12, '2024-01-01', '2024-01-15', '2024-01-11', 720.0, 720.0, NULL);
INSERT INTO invoices (invoice_id, owner_id, issue_date, due_date, paid_date, amount_due, amount_paid, late_fee) VALUES (21, 13, '2024-01-01', '2024-01-15', '2024-01-05', 770.0, 385.0, NULL);
INSERT INTO invoices (invoice_id, owner_id, issue_date, due_date, paid_date, amount_due, amount_paid, late_fee) VALUES (22, 16, '2024-01-01', '2024-01-15', '2024-01-11', 635.0, 635.0, NULL);
INSERT INTO invoices (invoice_id, owner_id, issue_date, due_date, paid_date, amount_due, amount_paid, late_fee) VALUES (23, 4, '2024-02-01', '2024-02-15', '2024-02-14', 180.0, 180.0, NULL);
INSERT INTO invoices (invoice_id, owner_id, issue_date, due_date, paid_date, amount_due, amount_paid, late_fee) VALUES (24, 7, '2024-02-01', '2024-02-15', '2024-02-06', 285.0, 285.0, NULL);
INSERT INTO invoices (invoice_id, owner_id, issue_date, due_date, paid_date, amount_due, amount_paid, late_fee) VALUES (25, 9, '2024-02-01', '2024-02-15', NULL, 800.0, 0.0, 15.0);
INSERT INTO invoices (invoice_id, owner_id, issue_date, due_date, paid_date, amount_due, amount_paid, late_fee) VALUES (26, 11, '2024-02-01', '2024-02-15', NULL, 765.0, 0.0, 15.0);
INSERT INTO invoices (invoice_id, owner_id, issue_date, due_date, paid_date, amount_due, amount_paid, late_fee) VALUES (27, 17, '2024-02-01', '2024-02-15', '2024-02-07', 500.0, 500.0, NULL);
INSERT INTO invoices (invoice_id, owner_id, issue_date, due_date, paid_date, amount_due, amount_paid, late_fee) VALUES (28, 2, '2024-03-01', '2024-03-15', NULL, 420.0, 0.0, NULL);
INSERT INTO invoices (invoice_id, owner_id, issue_date, due_date, paid_date, amount_due, amount_paid, late_fee) VALUES (29, 8, '2024-03-01', '2024-03-15', '2024-03-09', 755.0, 755.0, NULL);
INSERT INTO invoices (invoice_id, owner_id, issue_date, due_date, paid_date, amount_due, amount_paid, late_fee) VALUES (30, 9, '2024-03-01', '2024-03-15', '2024-03-28', 775.0, 790.0, 15.0);
INSERT INTO invoices (invoice_id, owner_id, issue_date, due_date, paid_date, amount_due, amount_paid, late_fee) VALUES (31, 10, '2024-03-01', '2024-03-15', '2024-03-29', 630.0, 645.0, 15.0);
INSERT INTO invoices (invoice_id, owner_id, issue_date, due_date, paid_date, amount_due, amount_paid, late_fee) VALUES (32, 12, '2024-03-01', '2024-03-15', NULL, 350.0, 0.0, NULL);
INSERT INTO invoices (invoice_id, owner_id, issue_date, due_date, paid_date, amount_due, amount_paid, late_fee) VALUES (33, 16, '2024-03-01', '2024-03-15', '2024-03-12', 465.0, 465.0, NULL);
INSERT INTO invoices (invoice_id, owner_id, issue_date, due_date, paid_date, amount_due, amount_paid, late_fee) VALUES (34, 10, '2024-04-01', '2024-04-15', '2024-04-14', 415.0, 415.0, NULL);
INSERT INTO invoices (invoice_id, owner_id, issue_date, due_date, paid_date, amount_due, amount_paid, late_fee) VALUES (35, 12, '2024-04-01', '2024-04-15', '2024-04-14', 695.0, 695.0, NULL);
INSERT INTO invoices (invoice_id, owner_id, issue_date, due_date, paid_date, amount_due, amount_paid, late_fee) VALUES (36, 16, '2024-04-01', '2024-04-15', '2024-04-13', 390.0, 390.0, NULL);
INSERT INTO invoices (invoice_id, owner_id, issue_date, due_date, paid_date, amount_due, amount_paid, late_fee) VALUES (37, 18, '2024-04-01', '2024-04-15', NULL, 750.0, 0.0, NULL);
INSERT INTO invoices (invoice_id, owner_id, issue_date, due_date, paid_date, amount_due, amount_paid, late_fee) VALUES (38, 4, '2024-05-01', '2024-05-15', '2024-05-03', 720.0, 720.0, NULL);
INSERT INTO invoices (invoice_id, owner_id, issue_date, due_date, paid_date, amount_due, amount_paid, late_fee) VALUES (39, 5, '2024-05-01', '2024-05-15', '2024-05-08', 220.0, 220.0, NULL);
INSERT INTO invoices (invoice_id, owner_id, issue_date, due_date, paid_date, amount_due, amount_paid, late_fee) VALUES (40, 12, '2024-05-01', '2024-05-15', '2024-05-07', 530.0, 530.0, NULL);
INSERT INTO invoices (invoice_id, owner_id, issue_date, due_date, paid_date, amount_due, amount_paid, late_fee) VALUES (41, 3, '2024-06-01', '2024-06-15', '2024-06-10', 590.0, 590.0, NULL);
INSERT INTO invoices (invoice_id, owner_id, issue_date, due_date, paid_date, amount_due, amount_paid, late_fee) VALUES (42, 5, '2024-06-01', '2024-06-15', '2024-06-18', 360.0, 375.0, 15.0);
INSERT INTO invoices (invoice_id, owner_id, issue_date, due_date, paid_date, amount_due, amount_paid, late_fee) VALUES (43, 8, '2024-06-01', '2024-06-15', '2024-06-07', 745.0, 745.0, NULL);
INSERT INTO invoices (invoice_id, owner_id, issue_date, due_date, paid_date, amount_due, amount_paid, late_fee) VALUES (44, 15, '2024-06-01', '2024-06-15', '2024-06-09', 370.0, 370.0, NULL);
COMMIT;
