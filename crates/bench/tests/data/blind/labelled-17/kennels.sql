-- Hollybank Boarding Kennels & Cattery: owners, their pets, staff, kennel/cattery units and boarding stays
BEGIN TRANSACTION;
CREATE TABLE owners (
    owner_id INTEGER PRIMARY KEY,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    town TEXT NOT NULL,
    phone TEXT, -- NULL = no phone number on file
    email TEXT, -- NULL = no email address given
    registered_on TEXT NOT NULL
);
CREATE TABLE pets (
    pet_id INTEGER PRIMARY KEY,
    owner_id INTEGER NOT NULL REFERENCES owners(owner_id),
    name TEXT NOT NULL,
    species TEXT NOT NULL,
    breed TEXT, -- NULL = breed unknown or mixed, not recorded
    date_of_birth TEXT, -- NULL = date of birth unknown (e.g. rescue animal)
    weight_kg REAL, -- NULL = never weighed at the kennels
    is_neutered INTEGER NOT NULL CHECK (is_neutered IN (0,1))
);
CREATE TABLE staff (
    staff_id INTEGER PRIMARY KEY,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    role TEXT NOT NULL,
    hourly_wage REAL NOT NULL,
    started_on TEXT NOT NULL,
    left_on TEXT -- NULL = still employed
);
CREATE TABLE units (
    unit_id INTEGER PRIMARY KEY,
    code TEXT NOT NULL,
    unit_type TEXT NOT NULL,
    block TEXT NOT NULL,
    nightly_rate REAL NOT NULL,
    max_pets INTEGER NOT NULL,
    is_heated INTEGER NOT NULL CHECK (is_heated IN (0,1)),
    last_refurbished_on TEXT -- NULL = never refurbished since it was built
);
CREATE TABLE stays (
    stay_id INTEGER PRIMARY KEY,
    pet_id INTEGER NOT NULL REFERENCES pets(pet_id),
    unit_id INTEGER NOT NULL REFERENCES units(unit_id),
    booked_on TEXT NOT NULL,
    check_in TEXT NOT NULL,
    check_out TEXT NOT NULL,
    nightly_rate_charged REAL NOT NULL,
    deposit_paid REAL NOT NULL,
    extras_total REAL, -- NULL = no extras (grooming, medication, walks) ordered
    total_invoiced REAL NOT NULL,
    key_worker_id INTEGER REFERENCES staff(staff_id), -- NULL = no key worker assigned
    is_paid INTEGER NOT NULL CHECK (is_paid IN (0,1))
);
INSERT INTO owners (owner_id, first_name, last_name, town, phone, email, registered_on) VALUES (1, 'Sophie', 'Whitlock', 'Sevenoaks', '01732 451209', 'sophie.whitlock@example.co.uk', '2019-06-02');
INSERT INTO owners (owner_id, first_name, last_name, town, phone, email, registered_on) VALUES (2, 'James', 'Carver', 'Tonbridge', '01732 770316', NULL, '2017-04-18');
INSERT INTO owners (owner_id, first_name, last_name, town, phone, email, registered_on) VALUES (3, 'Aisha', 'Rahman', 'Tunbridge Wells', '01892 533870', 'aisha.r@example.com', '2021-01-09');
INSERT INTO owners (owner_id, first_name, last_name, town, phone, email, registered_on) VALUES (4, 'Graham', 'Pettit', 'Edenbridge', NULL, 'gpettit@example.co.uk', '2020-08-30');
INSERT INTO owners (owner_id, first_name, last_name, town, phone, email, registered_on) VALUES (5, 'Linda', 'Moss', 'Sevenoaks', '01732 462115', NULL, '2015-05-21');
INSERT INTO owners (owner_id, first_name, last_name, town, phone, email, registered_on) VALUES (6, 'Hugh', 'Ferris', 'Westerham', '01959 563028', 'hugh.ferris@example.com', '2022-11-14');
INSERT INTO owners (owner_id, first_name, last_name, town, phone, email, registered_on) VALUES (7, 'Kate', 'Lomax', 'Tonbridge', '01732 352984', 'katelomax@example.co.uk', '2018-03-03');
INSERT INTO owners (owner_id, first_name, last_name, town, phone, email, registered_on) VALUES (8, 'Omar', 'Siddiqui', 'Paddock Wood', '01892 834471', 'omar.s@example.com', '2021-07-27');
INSERT INTO owners (owner_id, first_name, last_name, town, phone, email, registered_on) VALUES (9, 'Rachel', 'Dunn', 'Sevenoaks', '01732 459932', 'rdunn@example.co.uk', '2016-10-12');
INSERT INTO owners (owner_id, first_name, last_name, town, phone, email, registered_on) VALUES (10, 'Ben', 'Ashworth', 'Tunbridge Wells', '01892 510447', 'ben.ashworth@example.com', '2014-02-25');
INSERT INTO owners (owner_id, first_name, last_name, town, phone, email, registered_on) VALUES (11, 'Mei', 'Chen', 'Tonbridge', NULL, 'mei.chen@example.com', '2023-02-16');
INSERT INTO owners (owner_id, first_name, last_name, town, phone, email, registered_on) VALUES (12, 'Derek', 'Holt', 'Edenbridge', '01342 850613', NULL, '2012-09-05');
INSERT INTO owners (owner_id, first_name, last_name, town, phone, email, registered_on) VALUES (13, 'Fran', 'Keogh', 'Westerham', '01959 561277', 'fran.keogh@example.co.uk', '2020-03-19');
INSERT INTO owners (owner_id, first_name, last_name, town, phone, email, registered_on) VALUES (14, 'Nina', 'Kapoor', 'Sevenoaks', '01732 741058', 'nina.k@example.com', '2022-06-08');
INSERT INTO owners (owner_id, first_name, last_name, town, phone, email, registered_on) VALUES (15, 'Alfie', 'Barnes', 'Paddock Wood', '01892 836620', NULL, '2019-12-01');
INSERT INTO owners (owner_id, first_name, last_name, town, phone, email, registered_on) VALUES (16, 'Joan', 'Pruitt', 'Tonbridge', '01732 366190', NULL, '2011-07-14');
INSERT INTO owners (owner_id, first_name, last_name, town, phone, email, registered_on) VALUES (17, 'Tom', 'Ellery', 'Sevenoaks', '01732 453361', 'tom.ellery@example.co.uk', '2018-05-29');
INSERT INTO owners (owner_id, first_name, last_name, town, phone, email, registered_on) VALUES (18, 'Carol', 'Nye', 'Tunbridge Wells', '01892 527704', 'carol.nye@example.com', '2017-01-23');
INSERT INTO owners (owner_id, first_name, last_name, town, phone, email, registered_on) VALUES (19, 'Marcus', 'Bell', 'Tonbridge', '01732 771842', 'marcus.bell@example.com', '2024-09-10');
INSERT INTO owners (owner_id, first_name, last_name, town, phone, email, registered_on) VALUES (20, 'Zara', 'Quinn', 'Edenbridge', NULL, 'zara.quinn@example.co.uk', '2025-01-30');
INSERT INTO pets (pet_id, owner_id, name, species, breed, date_of_birth, weight_kg, is_neutered) VALUES (1, 1, 'Biscuit', 'Dog', 'Cocker Spaniel', '2019-05-12', 13.8, 1);
INSERT INTO pets (pet_id, owner_id, name, species, breed, date_of_birth, weight_kg, is_neutered) VALUES (2, 1, 'Pepper', 'Cat', 'British Shorthair', '2020-08-01', 4.6, 1);
INSERT INTO pets (pet_id, owner_id, name, species, breed, date_of_birth, weight_kg, is_neutered) VALUES (3, 2, 'Alfie', 'Dog', 'Labrador Retriever', '2017-03-22', 34.5, 1);
INSERT INTO pets (pet_id, owner_id, name, species, breed, date_of_birth, weight_kg, is_neutered) VALUES (4, 3, 'Luna', 'Cat', 'Siamese', '2021-02-14', 3.6, 0);
INSERT INTO pets (pet_id, owner_id, name, species, breed, date_of_birth, weight_kg, is_neutered) VALUES (5, 3, 'Simba', 'Cat', 'Maine Coon', '2018-11-30', 7.4, 1);
INSERT INTO pets (pet_id, owner_id, name, species, breed, date_of_birth, weight_kg, is_neutered) VALUES (6, 4, 'Bramley', 'Dog', 'Border Terrier', '2020-09-09', 7.1, 1);
INSERT INTO pets (pet_id, owner_id, name, species, breed, date_of_birth, weight_kg, is_neutered) VALUES (7, 5, 'Daisy', 'Dog', 'Golden Retriever', '2016-06-18', 31.2, 1);
INSERT INTO pets (pet_id, owner_id, name, species, breed, date_of_birth, weight_kg, is_neutered) VALUES (8, 5, 'Thumper', 'Rabbit', 'Flemish Giant', '2022-04-02', 6.9, 1);
INSERT INTO pets (pet_id, owner_id, name, species, breed, date_of_birth, weight_kg, is_neutered) VALUES (9, 6, 'Otto', 'Dog', 'Dachshund', '2021-07-07', 8.3, 0);
INSERT INTO pets (pet_id, owner_id, name, species, breed, date_of_birth, weight_kg, is_neutered) VALUES (10, 7, 'Misty', 'Cat', 'Ragdoll', '2019-12-25', 5.8, 1);
INSERT INTO pets (pet_id, owner_id, name, species, breed, date_of_birth, weight_kg, is_neutered) VALUES (11, 7, 'Nibbles', 'Rabbit', 'Netherland Dwarf', '2023-03-15', 1.1, 0);
INSERT INTO pets (pet_id, owner_id, name, species, breed, date_of_birth, weight_kg, is_neutered) VALUES (12, 8, 'Rocky', 'Dog', 'Staffordshire Bull Terrier', '2018-02-10', 17.9, 1);
INSERT INTO pets (pet_id, owner_id, name, species, breed, date_of_birth, weight_kg, is_neutered) VALUES (13, 9, 'Poppy', 'Dog', 'Cockapoo', '2020-04-04', 9.6, 1);
INSERT INTO pets (pet_id, owner_id, name, species, breed, date_of_birth, weight_kg, is_neutered) VALUES (14, 9, 'Willow', 'Cat', 'Domestic Shorthair', NULL, 4.1, 1);
INSERT INTO pets (pet_id, owner_id, name, species, breed, date_of_birth, weight_kg, is_neutered) VALUES (15, 10, 'Bear', 'Dog', 'Bernese Mountain Dog', '2019-10-10', 46.2, 1);
INSERT INTO pets (pet_id, owner_id, name, species, breed, date_of_birth, weight_kg, is_neutered) VALUES (16, 11, 'Mochi', 'Cat', 'Scottish Fold', '2022-06-06', 3.2, 0);
INSERT INTO pets (pet_id, owner_id, name, species, breed, date_of_birth, weight_kg, is_neutered) VALUES (17, 11, 'Tofu', 'Guinea pig', 'Abyssinian', '2023-01-20', 0.9, 0);
INSERT INTO pets (pet_id, owner_id, name, species, breed, date_of_birth, weight_kg, is_neutered) VALUES (18, 12, 'Bruno', 'Dog', 'German Shepherd', '2017-08-15', 38.4, 0);
INSERT INTO pets (pet_id, owner_id, name, species, breed, date_of_birth, weight_kg, is_neutered) VALUES (19, 13, 'Hazel', 'Dog', 'Whippet', '2021-03-03', 12.7, 1);
INSERT INTO pets (pet_id, owner_id, name, species, breed, date_of_birth, weight_kg, is_neutered) VALUES (20, 13, 'Clover', 'Rabbit', 'Lionhead', '2022-09-09', 1.6, 1);
INSERT INTO pets (pet_id, owner_id, name, species, breed, date_of_birth, weight_kg, is_neutered) VALUES (21, 14, 'Kiwi', 'Cat', 'Bengal', '2021-11-11', 4.9, 0);
INSERT INTO pets (pet_id, owner_id, name, species, breed, date_of_birth, weight_kg, is_neutered) VALUES (22, 15, 'Alfie', 'Cat', 'Domestic Shorthair', NULL, 4.4, 1);
INSERT INTO pets (pet_id, owner_id, name, species, breed, date_of_birth, weight_kg, is_neutered) VALUES (23, 15, 'Maisie', 'Dog', 'Jack Russell Terrier', '2015-05-05', 6.2, 1);
INSERT INTO pets (pet_id, owner_id, name, species, breed, date_of_birth, weight_kg, is_neutered) VALUES (24, 16, 'Ziggy', 'Cat', NULL, '2012-02-02', NULL, 1);
INSERT INTO pets (pet_id, owner_id, name, species, breed, date_of_birth, weight_kg, is_neutered) VALUES (25, 16, 'Duke', 'Dog', 'Boxer', '2018-07-19', 29.8, 1);
INSERT INTO pets (pet_id, owner_id, name, species, breed, date_of_birth, weight_kg, is_neutered) VALUES (26, 17, 'Ted', 'Dog', 'Shih Tzu', '2020-12-12', 6.8, 1);
INSERT INTO pets (pet_id, owner_id, name, species, breed, date_of_birth, weight_kg, is_neutered) VALUES (27, 17, 'Barney', 'Rabbit', 'French Lop', '2021-05-30', 5.4, 1);
INSERT INTO pets (pet_id, owner_id, name, species, breed, date_of_birth, weight_kg, is_neutered) VALUES (28, 18, 'Cleo', 'Cat', 'Sphynx', '2019-09-01', 3.4, 1);
INSERT INTO pets (pet_id, owner_id, name, species, breed, date_of_birth, weight_kg, is_neutered) VALUES (29, 18, 'Murphy', 'Dog', 'Irish Setter', '2016-11-23', 27.5, 1);
INSERT INTO pets (pet_id, owner_id, name, species, breed, date_of_birth, weight_kg, is_neutered) VALUES (30, 2, 'Nala', 'Dog', 'Labradoodle', '2022-02-28', NULL, 0);
INSERT INTO pets (pet_id, owner_id, name, species, breed, date_of_birth, weight_kg, is_neutered) VALUES (31, 4, 'Smudge', 'Cat', NULL, NULL, 4.0, 1);
INSERT INTO pets (pet_id, owner_id, name, species, breed, date_of_birth, weight_kg, is_neutered) VALUES (32, 10, 'Ruby', 'Dog', 'Beagle', '2019-01-17', 11.3, 1);
INSERT INTO pets (pet_id, owner_id, name, species, breed, date_of_birth, weight_kg, is_neutered) VALUES (33, 12, 'Tilly', 'Cat', 'Persian', '2020-03-08', 3.9, 0);
INSERT INTO pets (pet_id, owner_id, name, species, breed, date_of_birth, weight_kg, is_neutered) VALUES (34, 19, 'Jasper', 'Dog', 'Greyhound', '2014-06-06', 30.1, 1);
INSERT INTO pets (pet_id, owner_id, name, species, breed, date_of_birth, weight_kg, is_neutered) VALUES (35, 6, 'Flo', 'Cat', 'Burmese', '2018-04-24', 4.3, 1);
INSERT INTO pets (pet_id, owner_id, name, species, breed, date_of_birth, weight_kg, is_neutered) VALUES (36, 8, 'Coco', 'Dog', 'Pug', '2021-08-08', 8.9, 0);
INSERT INTO staff (staff_id, first_name, last_name, role, hourly_wage, started_on, left_on) VALUES (1, 'Sophie', 'Adeyemi', 'Senior kennel assistant', 12.8, '2018-05-01', NULL);
INSERT INTO staff (staff_id, first_name, last_name, role, hourly_wage, started_on, left_on) VALUES (2, 'Ellie', 'Shaw', 'Kennel assistant', 11.44, '2022-03-07', NULL);
INSERT INTO staff (staff_id, first_name, last_name, role, hourly_wage, started_on, left_on) VALUES (3, 'Jack', 'Morley', 'Kennel assistant', 11.44, '2021-06-14', '2024-08-31');
INSERT INTO staff (staff_id, first_name, last_name, role, hourly_wage, started_on, left_on) VALUES (4, 'Maggie', 'Fenwick', 'Manager', 16.5, '2010-01-04', NULL);
INSERT INTO staff (staff_id, first_name, last_name, role, hourly_wage, started_on, left_on) VALUES (5, 'Ryan', 'Cole', 'Groomer', 13.2, '2020-09-21', NULL);
INSERT INTO staff (staff_id, first_name, last_name, role, hourly_wage, started_on, left_on) VALUES (6, 'Tom', 'Hadley', 'Kennel assistant', 11.6, '2023-01-09', NULL);
INSERT INTO staff (staff_id, first_name, last_name, role, hourly_wage, started_on, left_on) VALUES (7, 'Hannah', 'Briggs', 'Cattery lead', 13.0, '2019-02-18', NULL);
INSERT INTO staff (staff_id, first_name, last_name, role, hourly_wage, started_on, left_on) VALUES (8, 'Dev', 'Mistry', 'Kennel assistant', 11.44, '2023-07-03', NULL);
INSERT INTO staff (staff_id, first_name, last_name, role, hourly_wage, started_on, left_on) VALUES (9, 'Chloe', 'Rudd', 'Weekend assistant', 11.44, '2024-04-06', NULL);
INSERT INTO staff (staff_id, first_name, last_name, role, hourly_wage, started_on, left_on) VALUES (10, 'Sam', 'Ogden', 'Kennel assistant', 11.8, '2020-11-02', '2024-02-29');
INSERT INTO staff (staff_id, first_name, last_name, role, hourly_wage, started_on, left_on) VALUES (11, 'Laura', 'Pike', 'Groomer', 13.5, '2022-10-10', NULL);
INSERT INTO staff (staff_id, first_name, last_name, role, hourly_wage, started_on, left_on) VALUES (12, 'Kate', 'Fox', 'Kennel assistant', 11.44, '2024-06-17', NULL);
INSERT INTO staff (staff_id, first_name, last_name, role, hourly_wage, started_on, left_on) VALUES (13, 'Owen', 'Tate', 'Night warden', 12.1, '2021-01-11', NULL);
INSERT INTO staff (staff_id, first_name, last_name, role, hourly_wage, started_on, left_on) VALUES (14, 'Ruby', 'Haines', 'Cattery assistant', 11.44, '2023-03-27', NULL);
INSERT INTO staff (staff_id, first_name, last_name, role, hourly_wage, started_on, left_on) VALUES (15, 'Luke', 'Barr', 'Kennel assistant', 11.44, '2019-08-05', '2024-01-05');
INSERT INTO units (unit_id, code, unit_type, block, nightly_rate, max_pets, is_heated, last_refurbished_on) VALUES (1, 'N1', 'Standard kennel', 'North Block', 24.0, 2, 1, '2019-04-01');
INSERT INTO units (unit_id, code, unit_type, block, nightly_rate, max_pets, is_heated, last_refurbished_on) VALUES (2, 'N2', 'Standard kennel', 'North Block', 24.0, 2, 1, '2019-04-01');
INSERT INTO units (unit_id, code, unit_type, block, nightly_rate, max_pets, is_heated, last_refurbished_on) VALUES (3, 'N3', 'Standard kennel', 'North Block', 24.0, 2, 0, NULL);
INSERT INTO units (unit_id, code, unit_type, block, nightly_rate, max_pets, is_heated, last_refurbished_on) VALUES (4, 'N4', 'Standard kennel', 'North Block', 24.0, 2, 0, NULL);
INSERT INTO units (unit_id, code, unit_type, block, nightly_rate, max_pets, is_heated, last_refurbished_on) VALUES (5, 'N5', 'Luxury kennel', 'North Block', 32.0, 2, 1, '2022-03-14');
INSERT INTO units (unit_id, code, unit_type, block, nightly_rate, max_pets, is_heated, last_refurbished_on) VALUES (6, 'N6', 'Luxury kennel', 'North Block', 32.0, 2, 1, '2022-03-14');
INSERT INTO units (unit_id, code, unit_type, block, nightly_rate, max_pets, is_heated, last_refurbished_on) VALUES (7, 'S1', 'Standard kennel', 'South Block', 22.5, 1, 0, NULL);
INSERT INTO units (unit_id, code, unit_type, block, nightly_rate, max_pets, is_heated, last_refurbished_on) VALUES (8, 'S2', 'Standard kennel', 'South Block', 22.5, 1, 0, '2017-09-01');
INSERT INTO units (unit_id, code, unit_type, block, nightly_rate, max_pets, is_heated, last_refurbished_on) VALUES (9, 'S3', 'Luxury kennel Plus', 'South Block', 41.0, 2, 1, '2023-05-20');
INSERT INTO units (unit_id, code, unit_type, block, nightly_rate, max_pets, is_heated, last_refurbished_on) VALUES (10, 'S4', 'Luxury kennel Plus', 'South Block', 41.0, 2, 1, '2023-05-20');
INSERT INTO units (unit_id, code, unit_type, block, nightly_rate, max_pets, is_heated, last_refurbished_on) VALUES (11, 'C1', 'Cat chalet', 'Cattery Wing', 16.5, 2, 1, '2020-10-05');
INSERT INTO units (unit_id, code, unit_type, block, nightly_rate, max_pets, is_heated, last_refurbished_on) VALUES (12, 'C2', 'Cat chalet', 'Cattery Wing', 16.5, 2, 1, '2020-10-05');
INSERT INTO units (unit_id, code, unit_type, block, nightly_rate, max_pets, is_heated, last_refurbished_on) VALUES (13, 'C3', 'Cat chalet', 'Cattery Wing', 16.5, 1, 1, NULL);
INSERT INTO units (unit_id, code, unit_type, block, nightly_rate, max_pets, is_heated, last_refurbished_on) VALUES (14, 'C4', 'Cat chalet Plus', 'Cattery Wing', 21.0, 2, 1, '2023-02-11');
INSERT INTO units (unit_id, code, unit_type, block, nightly_rate, max_pets, is_heated, last_refurbished_on) VALUES (15, 'C5', 'Cat chalet Plus', 'Cattery Wing', 21.0, 2, 1, '2023-02-11');
INSERT INTO units (unit_id, code, unit_type, block, nightly_rate, max_pets, is_heated, last_refurbished_on) VALUES (16, 'G1', 'Small animal hutch', 'Garden Run', 9.0, 2, 0, NULL);
INSERT INTO units (unit_id, code, unit_type, block, nightly_rate, max_pets, is_heated, last_refurbished_on) VALUES (17, 'G2', 'Small animal hutch', 'Garden Run', 9.0, 2, 0, '2021-06-30');
INSERT INTO units (unit_id, code, unit_type, block, nightly_rate, max_pets, is_heated, last_refurbished_on) VALUES (18, 'G3', 'Small animal hutch', 'Garden Run', 11.5, 3, 1, '2021-06-30');
INSERT INTO stays (stay_id, pet_id, unit_id, booked_on, check_in, check_out, nightly_rate_charged, deposit_paid, extras_total, total_invoiced, key_worker_id, is_paid) VALUES (1, 3, 1, '2023-06-04', '2023-07-14', '2023-07-21', 24.0, 35.0, 18.0, 186.0, 15, 1);
INSERT INTO stays (stay_id, pet_id, unit_id, booked_on, check_in, check_out, nightly_rate_charged, deposit_paid, extras_total, total_invoiced, key_worker_id, is_paid) VALUES (2, 7, 5, '2023-05-29', '2023-07-28', '2023-08-07', 32.0, 65.0, NULL, 320.0, 1, 1);
INSERT INTO stays (stay_id, pet_id, unit_id, booked_on, check_in, check_out, nightly_rate_charged, deposit_paid, extras_total, total_invoiced, key_worker_id, is_paid) VALUES (3, 4, 11, '2023-07-14', '2023-08-04', '2023-08-09', 16.5, 15.0, NULL, 82.5, 7, 1);
INSERT INTO stays (stay_id, pet_id, unit_id, booked_on, check_in, check_out, nightly_rate_charged, deposit_paid, extras_total, total_invoiced, key_worker_id, is_paid) VALUES (4, 15, 9, '2023-05-13', '2023-08-11', '2023-08-25', 36.9, 105.0, 35.0, 551.6, 1, 1);
INSERT INTO stays (stay_id, pet_id, unit_id, booked_on, check_in, check_out, nightly_rate_charged, deposit_paid, extras_total, total_invoiced, key_worker_id, is_paid) VALUES (5, 8, 18, '2023-05-13', '2023-08-11', '2023-08-25', 10.35, 30.0, NULL, 144.9, 2, 1);
INSERT INTO stays (stay_id, pet_id, unit_id, booked_on, check_in, check_out, nightly_rate_charged, deposit_paid, extras_total, total_invoiced, key_worker_id, is_paid) VALUES (6, 12, 7, '2023-10-06', '2023-10-20', '2023-10-23', 22.5, 15.0, NULL, 67.5, 15, 1);
INSERT INTO stays (stay_id, pet_id, unit_id, booked_on, check_in, check_out, nightly_rate_charged, deposit_paid, extras_total, total_invoiced, key_worker_id, is_paid) VALUES (7, 1, 2, '2023-09-27', '2023-10-27', '2023-10-31', 24.0, 20.0, 12.0, 108.0, 10, 1);
INSERT INTO stays (stay_id, pet_id, unit_id, booked_on, check_in, check_out, nightly_rate_charged, deposit_paid, extras_total, total_invoiced, key_worker_id, is_paid) VALUES (8, 2, 12, '2023-09-27', '2023-10-27', '2023-10-31', 16.5, 15.0, NULL, 66.0, 7, 1);
INSERT INTO stays (stay_id, pet_id, unit_id, booked_on, check_in, check_out, nightly_rate_charged, deposit_paid, extras_total, total_invoiced, key_worker_id, is_paid) VALUES (9, 18, 8, '2023-11-07', '2023-12-22', '2023-12-28', 24.75, 30.0, 25.0, 173.5, 15, 1);
INSERT INTO stays (stay_id, pet_id, unit_id, booked_on, check_in, check_out, nightly_rate_charged, deposit_paid, extras_total, total_invoiced, key_worker_id, is_paid) VALUES (10, 26, 3, '2023-11-03', '2023-12-23', '2023-12-28', 26.4, 25.0, NULL, 132.0, NULL, 1);
INSERT INTO stays (stay_id, pet_id, unit_id, booked_on, check_in, check_out, nightly_rate_charged, deposit_paid, extras_total, total_invoiced, key_worker_id, is_paid) VALUES (11, 28, 14, '2023-11-03', '2023-12-23', '2023-12-28', 23.1, 25.0, 8.0, 123.5, 14, 1);
INSERT INTO stays (stay_id, pet_id, unit_id, booked_on, check_in, check_out, nightly_rate_charged, deposit_paid, extras_total, total_invoiced, key_worker_id, is_paid) VALUES (12, 13, 1, '2024-01-05', '2024-02-09', '2024-02-16', 24.0, 35.0, NULL, 168.0, 10, 1);
INSERT INTO stays (stay_id, pet_id, unit_id, booked_on, check_in, check_out, nightly_rate_charged, deposit_paid, extras_total, total_invoiced, key_worker_id, is_paid) VALUES (13, 14, 13, '2024-01-05', '2024-02-09', '2024-02-16', 16.5, 25.0, NULL, 115.5, 14, 1);
INSERT INTO stays (stay_id, pet_id, unit_id, booked_on, check_in, check_out, nightly_rate_charged, deposit_paid, extras_total, total_invoiced, key_worker_id, is_paid) VALUES (14, 19, 4, '2024-03-08', '2024-03-28', '2024-04-01', 24.0, 20.0, NULL, 96.0, 2, 1);
INSERT INTO stays (stay_id, pet_id, unit_id, booked_on, check_in, check_out, nightly_rate_charged, deposit_paid, extras_total, total_invoiced, key_worker_id, is_paid) VALUES (15, 20, 16, '2024-03-08', '2024-03-28', '2024-04-01', 9.0, 10.0, NULL, 36.0, 2, 1);
INSERT INTO stays (stay_id, pet_id, unit_id, booked_on, check_in, check_out, nightly_rate_charged, deposit_paid, extras_total, total_invoiced, key_worker_id, is_paid) VALUES (16, 6, 7, '2024-03-15', '2024-04-12', '2024-04-18', 22.5, 25.0, 15.0, 150.0, 6, 1);
INSERT INTO stays (stay_id, pet_id, unit_id, booked_on, check_in, check_out, nightly_rate_charged, deposit_paid, extras_total, total_invoiced, key_worker_id, is_paid) VALUES (17, 31, 11, '2024-03-15', '2024-04-12', '2024-04-18', 16.5, 20.0, NULL, 99.0, 7, 1);
INSERT INTO stays (stay_id, pet_id, unit_id, booked_on, check_in, check_out, nightly_rate_charged, deposit_paid, extras_total, total_invoiced, key_worker_id, is_paid) VALUES (18, 3, 2, '2024-05-14', '2024-05-24', '2024-05-27', 24.0, 15.0, NULL, 72.0, 3, 1);
INSERT INTO stays (stay_id, pet_id, unit_id, booked_on, check_in, check_out, nightly_rate_charged, deposit_paid, extras_total, total_invoiced, key_worker_id, is_paid) VALUES (19, 23, 8, '2024-04-21', '2024-05-24', '2024-06-02', 22.5, 40.0, 20.0, 222.5, NULL, 1);
INSERT INTO stays (stay_id, pet_id, unit_id, booked_on, check_in, check_out, nightly_rate_charged, deposit_paid, extras_total, total_invoiced, key_worker_id, is_paid) VALUES (20, 22, 13, '2024-04-21', '2024-05-24', '2024-06-02', 16.5, 30.0, NULL, 148.5, 14, 1);
INSERT INTO stays (stay_id, pet_id, unit_id, booked_on, check_in, check_out, nightly_rate_charged, deposit_paid, extras_total, total_invoiced, key_worker_id, is_paid) VALUES (21, 9, 3, '2024-05-20', '2024-06-14', '2024-06-19', 24.0, 25.0, NULL, 120.0, 8, 1);
INSERT INTO stays (stay_id, pet_id, unit_id, booked_on, check_in, check_out, nightly_rate_charged, deposit_paid, extras_total, total_invoiced, key_worker_id, is_paid) VALUES (22, 35, 15, '2024-05-20', '2024-06-14', '2024-06-19', 21.0, 20.0, 6.5, 111.5, 1, 1);
INSERT INTO stays (stay_id, pet_id, unit_id, booked_on, check_in, check_out, nightly_rate_charged, deposit_paid, extras_total, total_invoiced, key_worker_id, is_paid) VALUES (23, 1, 5, '2024-03-21', '2024-07-19', '2024-08-02', 28.8, 80.0, 30.0, 433.2, 1, 1);
INSERT INTO stays (stay_id, pet_id, unit_id, booked_on, check_in, check_out, nightly_rate_charged, deposit_paid, extras_total, total_invoiced, key_worker_id, is_paid) VALUES (24, 2, 14, '2024-03-21', '2024-07-19', '2024-08-02', 18.9, 55.0, NULL, 264.6, 1, 1);
INSERT INTO stays (stay_id, pet_id, unit_id, booked_on, check_in, check_out, nightly_rate_charged, deposit_paid, extras_total, total_invoiced, key_worker_id, is_paid) VALUES (25, 15, 10, '2024-02-27', '2024-07-26', '2024-08-23', 36.9, 205.0, 40.0, 1073.2, 3, 1);
INSERT INTO stays (stay_id, pet_id, unit_id, booked_on, check_in, check_out, nightly_rate_charged, deposit_paid, extras_total, total_invoiced, key_worker_id, is_paid) VALUES (26, 32, 9, '2024-02-27', '2024-07-26', '2024-08-23', 36.9, 205.0, NULL, 1033.2, 3, 1);
INSERT INTO stays (stay_id, pet_id, unit_id, booked_on, check_in, check_out, nightly_rate_charged, deposit_paid, extras_total, total_invoiced, key_worker_id, is_paid) VALUES (27, 5, 12, '2024-06-18', '2024-08-02', '2024-08-12', 16.5, 35.0, NULL, 165.0, 7, 1);
INSERT INTO stays (stay_id, pet_id, unit_id, booked_on, check_in, check_out, nightly_rate_charged, deposit_paid, extras_total, total_invoiced, key_worker_id, is_paid) VALUES (28, 4, 11, '2024-06-18', '2024-08-02', '2024-08-12', 16.5, 35.0, NULL, 165.0, 7, 1);
INSERT INTO stays (stay_id, pet_id, unit_id, booked_on, check_in, check_out, nightly_rate_charged, deposit_paid, extras_total, total_invoiced, key_worker_id, is_paid) VALUES (29, 25, 6, '2024-06-10', '2024-08-09', '2024-08-16', 32.0, 45.0, 18.0, 242.0, 6, 1);
INSERT INTO stays (stay_id, pet_id, unit_id, booked_on, check_in, check_out, nightly_rate_charged, deposit_paid, extras_total, total_invoiced, key_worker_id, is_paid) VALUES (30, 24, 13, '2024-06-10', '2024-08-09', '2024-08-16', 16.5, 25.0, 12.0, 127.5, 14, 1);
INSERT INTO stays (stay_id, pet_id, unit_id, booked_on, check_in, check_out, nightly_rate_charged, deposit_paid, extras_total, total_invoiced, key_worker_id, is_paid) VALUES (31, 27, 17, '2024-07-17', '2024-08-16', '2024-08-24', 9.0, 15.0, NULL, 72.0, 9, 1);
INSERT INTO stays (stay_id, pet_id, unit_id, booked_on, check_in, check_out, nightly_rate_charged, deposit_paid, extras_total, total_invoiced, key_worker_id, is_paid) VALUES (32, 12, 4, '2024-08-11', '2024-08-23', '2024-08-27', 24.0, 20.0, NULL, 96.0, 12, 1);
INSERT INTO stays (stay_id, pet_id, unit_id, booked_on, check_in, check_out, nightly_rate_charged, deposit_paid, extras_total, total_invoiced, key_worker_id, is_paid) VALUES (33, 29, 1, '2024-07-14', '2024-08-23', '2024-09-02', 24.0, 50.0, 22.0, 262.0, 8, 1);
INSERT INTO stays (stay_id, pet_id, unit_id, booked_on, check_in, check_out, nightly_rate_charged, deposit_paid, extras_total, total_invoiced, key_worker_id, is_paid) VALUES (34, 3, 1, '2024-09-27', '2024-10-18', '2024-10-24', 24.0, 30.0, NULL, 144.0, 6, 1);
INSERT INTO stays (stay_id, pet_id, unit_id, booked_on, check_in, check_out, nightly_rate_charged, deposit_paid, extras_total, total_invoiced, key_worker_id, is_paid) VALUES (35, 16, 15, '2024-10-07', '2024-10-25', '2024-10-30', 21.0, 20.0, NULL, 105.0, 14, 1);
INSERT INTO stays (stay_id, pet_id, unit_id, booked_on, check_in, check_out, nightly_rate_charged, deposit_paid, extras_total, total_invoiced, key_worker_id, is_paid) VALUES (36, 17, 16, '2024-10-07', '2024-10-25', '2024-10-30', 9.0, 10.0, NULL, 45.0, 9, 1);
INSERT INTO stays (stay_id, pet_id, unit_id, booked_on, check_in, check_out, nightly_rate_charged, deposit_paid, extras_total, total_invoiced, key_worker_id, is_paid) VALUES (37, 7, 6, '2024-11-06', '2024-11-15', '2024-11-19', 32.0, 0.0, NULL, 128.0, 1, 1);
INSERT INTO stays (stay_id, pet_id, unit_id, booked_on, check_in, check_out, nightly_rate_charged, deposit_paid, extras_total, total_invoiced, key_worker_id, is_paid) VALUES (38, 33, 14, '2024-10-11', '2024-12-20', '2024-12-28', 23.1, 35.0, NULL, 184.8, 7, 1);
INSERT INTO stays (stay_id, pet_id, unit_id, booked_on, check_in, check_out, nightly_rate_charged, deposit_paid, extras_total, total_invoiced, key_worker_id, is_paid) VALUES (39, 18, 9, '2024-10-04', '2024-12-23', '2024-12-26', 45.1, 25.0, NULL, 135.3, 12, 1);
INSERT INTO stays (stay_id, pet_id, unit_id, booked_on, check_in, check_out, nightly_rate_charged, deposit_paid, extras_total, total_invoiced, key_worker_id, is_paid) VALUES (40, 13, 2, '2024-10-17', '2024-12-21', '2024-12-28', 26.4, 35.0, 10.0, 194.8, 6, 1);
INSERT INTO stays (stay_id, pet_id, unit_id, booked_on, check_in, check_out, nightly_rate_charged, deposit_paid, extras_total, total_invoiced, key_worker_id, is_paid) VALUES (41, 14, 12, '2024-10-17', '2024-12-21', '2024-12-28', 18.15, 25.0, NULL, 127.05, 14, 1);
INSERT INTO stays (stay_id, pet_id, unit_id, booked_on, check_in, check_out, nightly_rate_charged, deposit_paid, extras_total, total_invoiced, key_worker_id, is_paid) VALUES (42, 36, 7, '2024-11-22', '2024-12-22', '2024-12-28', 24.75, 30.0, NULL, 148.5, 8, 0);
INSERT INTO stays (stay_id, pet_id, unit_id, booked_on, check_in, check_out, nightly_rate_charged, deposit_paid, extras_total, total_invoiced, key_worker_id, is_paid) VALUES (43, 21, 11, '2024-10-30', '2024-12-24', '2024-12-29', 18.15, 20.0, 9.0, 99.75, 1, 1);
INSERT INTO stays (stay_id, pet_id, unit_id, booked_on, check_in, check_out, nightly_rate_charged, deposit_paid, extras_total, total_invoiced, key_worker_id, is_paid) VALUES (44, 6, 3, '2024-12-21', '2025-01-10', '2025-01-15', 24.0, 25.0, NULL, 120.0, 2, 1);
INSERT INTO stays (stay_id, pet_id, unit_id, booked_on, check_in, check_out, nightly_rate_charged, deposit_paid, extras_total, total_invoiced, key_worker_id, is_paid) VALUES (45, 1, 4, '2025-01-30', '2025-02-14', '2025-02-17', 24.0, 15.0, NULL, 72.0, NULL, 1);
INSERT INTO stays (stay_id, pet_id, unit_id, booked_on, check_in, check_out, nightly_rate_charged, deposit_paid, extras_total, total_invoiced, key_worker_id, is_paid) VALUES (46, 10, 13, '2025-01-19', '2025-02-14', '2025-02-20', 16.5, 20.0, NULL, 99.0, 14, 0);
INSERT INTO stays (stay_id, pet_id, unit_id, booked_on, check_in, check_out, nightly_rate_charged, deposit_paid, extras_total, total_invoiced, key_worker_id, is_paid) VALUES (47, 11, 16, '2025-01-19', '2025-02-14', '2025-02-20', 9.0, 10.0, NULL, 54.0, 9, 0);
INSERT INTO stays (stay_id, pet_id, unit_id, booked_on, check_in, check_out, nightly_rate_charged, deposit_paid, extras_total, total_invoiced, key_worker_id, is_paid) VALUES (48, 19, 5, '2025-02-14', '2025-03-21', '2025-03-28', 32.0, 45.0, 14.0, 238.0, 12, 0);
INSERT INTO stays (stay_id, pet_id, unit_id, booked_on, check_in, check_out, nightly_rate_charged, deposit_paid, extras_total, total_invoiced, key_worker_id, is_paid) VALUES (49, 30, 8, '2025-02-19', '2025-04-04', '2025-04-14', 22.5, 45.0, NULL, 225.0, 6, 0);
INSERT INTO stays (stay_id, pet_id, unit_id, booked_on, check_in, check_out, nightly_rate_charged, deposit_paid, extras_total, total_invoiced, key_worker_id, is_paid) VALUES (50, 23, 7, '2025-03-23', '2025-04-11', '2025-04-16', 22.5, 20.0, NULL, 112.5, NULL, 0);
INSERT INTO stays (stay_id, pet_id, unit_id, booked_on, check_in, check_out, nightly_rate_charged, deposit_paid, extras_total, total_invoiced, key_worker_id, is_paid) VALUES (51, 9, 2, '2024-03-29', '2024-04-05', '2024-04-08', 24.0, 0.0, NULL, 72.0, 8, 1);
INSERT INTO stays (stay_id, pet_id, unit_id, booked_on, check_in, check_out, nightly_rate_charged, deposit_paid, extras_total, total_invoiced, key_worker_id, is_paid) VALUES (52, 26, 10, '2025-02-25', '2025-03-28', '2025-04-01', 41.0, 35.0, 11.0, 175.0, 12, 0);
COMMIT;
