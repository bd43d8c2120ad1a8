-- animal_shelter: a charity rehoming shelter for dogs, cats and rabbits (no veterinary records).
-- Animals come in, are walked by volunteers (dogs), and are adopted; an adoption can end
-- with the animal being returned, after which it can be adopted again.
PRAGMA foreign_keys = ON;
BEGIN TRANSACTION;

CREATE TABLE animals (
    animal_id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    species TEXT NOT NULL CHECK (species IN ('dog', 'cat', 'rabbit')),
    breed TEXT NOT NULL,
    coat_colour TEXT NOT NULL,
    sex TEXT NOT NULL CHECK (sex IN ('F', 'M')),
    birth_year INTEGER,  -- NULL = age unknown (typically a stray)
    intake_date TEXT NOT NULL,
    intake_reason TEXT NOT NULL,
    adoption_fee REAL NOT NULL,  -- listed fee asked by the shelter
    neutered INTEGER NOT NULL CHECK (neutered IN (0, 1)),
    special_needs INTEGER NOT NULL CHECK (special_needs IN (0, 1))
);

CREATE TABLE adopters (
    adopter_id INTEGER PRIMARY KEY,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    town TEXT NOT NULL,
    home_check_passed INTEGER NOT NULL CHECK (home_check_passed IN (0, 1)),
    registered_date TEXT NOT NULL
);

CREATE TABLE adoptions (
    adoption_id INTEGER PRIMARY KEY,
    animal_id INTEGER NOT NULL REFERENCES animals (animal_id),
    adopter_id INTEGER NOT NULL REFERENCES adopters (adopter_id),
    adoption_date TEXT NOT NULL,
    fee_paid REAL NOT NULL,  -- amount actually paid (may be discounted from the listed fee)
    returned_date TEXT       -- NULL = not returned, the animal is still with this adopter
);

CREATE TABLE volunteers (
    volunteer_id INTEGER PRIMARY KEY,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    start_date TEXT NOT NULL,
    dbs_checked INTEGER NOT NULL CHECK (dbs_checked IN (0, 1)),
    end_date TEXT  -- NULL = still volunteering
);

CREATE TABLE walks (
    walk_id INTEGER PRIMARY KEY,
    volunteer_id INTEGER NOT NULL REFERENCES volunteers (volunteer_id),
    animal_id INTEGER NOT NULL REFERENCES animals (animal_id),
    walk_date TEXT NOT NULL,
    minutes INTEGER NOT NULL
);

INSERT INTO animals VALUES (1, 'Biscuit', 'dog', 'Labrador', 'cream', 'M', 2019, '2024-01-08', 'surrendered', 150, 1, 0);
INSERT INTO animals VALUES (2, 'Ginger', 'dog', 'Staffordshire Bull Terrier', 'brindle', 'F', 2020, '2024-01-20', 'stray', 120, 1, 0);
INSERT INTO animals VALUES (3, 'Marmalade', 'cat', 'Domestic Shorthair', 'ginger', 'M', 2021, '2024-02-02', 'surrendered', 75, 1, 0);
INSERT INTO animals VALUES (4, 'Shadow', 'cat', 'Domestic Shorthair', 'black', 'M', 2016, '2024-02-15', 'stray', 50, 1, 1);
INSERT INTO animals VALUES (5, 'Luna', 'dog', 'Collie', 'black and white', 'F', 2022, '2024-02-28', 'surrendered', 180, 1, 0);
INSERT INTO animals VALUES (6, 'Pepper', 'rabbit', 'Rex', 'grey', 'F', 2023, '2024-03-05', 'surrendered', 40, 1, 0);
INSERT INTO animals VALUES (7, 'Rusty', 'dog', 'Lurcher', 'ginger', 'M', 2015, '2024-03-12', 'stray', 90, 1, 1);
INSERT INTO animals VALUES (8, 'Misty', 'cat', 'Domestic Longhair', 'grey', 'F', 2018, '2024-03-20', 'transfer', 75, 1, 0);
INSERT INTO animals VALUES (9, 'Bramble', 'dog', 'Jack Russell', 'tricolour', 'M', 2017, '2024-04-02', 'surrendered', 120, 1, 0);
INSERT INTO animals VALUES (10, 'Toffee', 'rabbit', 'Lionhead', 'ginger', 'M', 2023, '2024-04-10', 'stray', 40, 0, 0);
INSERT INTO animals VALUES (11, 'Nala', 'cat', 'Siamese', 'cream', 'F', 2020, '2024-04-22', 'surrendered', 95, 1, 0);
INSERT INTO animals VALUES (12, 'Bruno', 'dog', 'Staffordshire Bull Terrier', 'brown', 'M', 2014, '2024-05-06', 'seized', 80, 1, 1);
INSERT INTO animals VALUES (13, 'Willow', 'dog', 'Greyhound', 'brindle', 'F', 2019, '2024-05-19', 'transfer', 150, 1, 0);
INSERT INTO animals VALUES (14, 'Oscar', 'cat', 'Maine Coon', 'tabby', 'M', 2022, '2024-06-03', 'surrendered', 120, 1, 0);
INSERT INTO animals VALUES (15, 'Daisy', 'rabbit', 'Lop', 'white', 'F', 2022, '2024-06-15', 'surrendered', 40, 1, 0);
INSERT INTO animals VALUES (16, 'Max', 'dog', 'Labrador', 'black', 'M', 2016, '2024-07-01', 'surrendered', 120, 1, 0);
INSERT INTO animals VALUES (17, 'Tilly', 'cat', 'Domestic Shorthair', 'tabby', 'F', NULL, '2024-07-14', 'stray', 60, 1, 0);
INSERT INTO animals VALUES (18, 'Ziggy', 'dog', 'Collie', 'tricolour', 'M', 2021, '2024-08-02', 'transfer', 180, 1, 0);
INSERT INTO animals VALUES (19, 'Poppy', 'cat', 'Domestic Shorthair', 'black and white', 'F', 2023, '2024-08-20', 'stray', 60, 0, 0);
INSERT INTO animals VALUES (20, 'Archie', 'dog', 'Jack Russell', 'white', 'M', 2013, '2024-09-05', 'surrendered', 60, 1, 1);
INSERT INTO animals VALUES (21, 'Clover', 'rabbit', 'Rex', 'brown', 'F', NULL, '2024-09-18', 'stray', 40, 0, 0);
INSERT INTO animals VALUES (22, 'Saffron', 'cat', 'Domestic Longhair', 'ginger', 'F', 2019, '2024-10-01', 'surrendered', 75, 1, 0);
INSERT INTO animals VALUES (23, 'Rocky', 'dog', 'Staffordshire Bull Terrier', 'black', 'M', 2018, '2024-10-15', 'stray', 120, 1, 0);
INSERT INTO animals VALUES (24, 'Hazel', 'dog', 'Lurcher', 'grey', 'F', 2020, '2024-11-02', 'transfer', 150, 1, 0);
INSERT INTO animals VALUES (25, 'Smudge', 'cat', 'Domestic Shorthair', 'tabby', 'M', NULL, '2024-11-20', 'stray', 50, 0, 1);
INSERT INTO animals VALUES (26, 'Bonnie', 'dog', 'Collie', 'black and white', 'F', 2016, '2025-01-10', 'surrendered', 120, 1, 0);
INSERT INTO animals VALUES (27, 'Juniper', 'rabbit', 'Lionhead', 'cream', 'F', 2024, '2025-01-25', 'surrendered', 40, 0, 0);
INSERT INTO animals VALUES (28, 'Teddy', 'dog', 'Labrador', 'brown', 'M', 2023, '2025-02-14', 'surrendered', 180, 0, 0);
INSERT INTO animals VALUES (29, 'Sooty', 'cat', 'Domestic Shorthair', 'black', 'F', 2012, '2025-03-01', 'surrendered', 40, 1, 1);
INSERT INTO animals VALUES (30, 'Buster', 'dog', 'Greyhound', 'black', 'M', 2017, '2025-03-18', 'transfer', 160, 1, 0);

INSERT INTO adopters VALUES (1, 'Ravi', 'Patel', 'Halifax', 1, '2023-11-02');
INSERT INTO adopters VALUES (2, 'Meera', 'Patel', 'Huddersfield', 1, '2024-01-15');
INSERT INTO adopters VALUES (3, 'Tom', 'Hughes', 'Halifax', 1, '2024-02-01');
INSERT INTO adopters VALUES (4, 'Sian', 'Hughes', 'Brighouse', 1, '2024-02-20');
INSERT INTO adopters VALUES (5, 'Grace', 'Okonkwo', 'Huddersfield', 1, '2024-03-03');
INSERT INTO adopters VALUES (6, 'Liam', 'Doyle', 'Halifax', 0, '2024-03-18');
INSERT INTO adopters VALUES (7, 'Hannah', 'Wright', 'Elland', 1, '2024-03-25');
INSERT INTO adopters VALUES (8, 'Owen', 'Price', 'Brighouse', 1, '2024-04-20');
INSERT INTO adopters VALUES (9, 'Fatima', 'Malik', 'Halifax', 1, '2024-05-02');
INSERT INTO adopters VALUES (10, 'Jack', 'Turner', 'Elland', 1, '2024-05-28');
INSERT INTO adopters VALUES (11, 'Ellie', 'Brooks', 'Huddersfield', 1, '2024-06-10');
INSERT INTO adopters VALUES (12, 'George', 'Lowe', 'Halifax', 0, '2024-07-25');
INSERT INTO adopters VALUES (13, 'Amira', 'Haddad', 'Brighouse', 1, '2024-07-14');
INSERT INTO adopters VALUES (14, 'Ben', 'Carter', 'Sowerby Bridge', 1, '2024-07-22');
INSERT INTO adopters VALUES (15, 'Rosie', 'Quinn', 'Elland', 1, '2024-08-20');
INSERT INTO adopters VALUES (16, 'Daniel', 'Kerr', 'Sowerby Bridge', 1, '2024-09-01');
INSERT INTO adopters VALUES (17, 'Megan', 'Shaw', 'Halifax', 1, '2025-01-06');
INSERT INTO adopters VALUES (18, 'Chloe', 'Barker', 'Huddersfield', 0, '2025-02-19');

INSERT INTO adoptions VALUES (1, 1, 2, '2024-02-10', 150, NULL);
INSERT INTO adoptions VALUES (2, 3, 1, '2024-02-25', 75, NULL);
INSERT INTO adoptions VALUES (3, 5, 3, '2024-03-20', 180, NULL);
INSERT INTO adoptions VALUES (4, 2, 5, '2024-03-28', 100, '2024-05-02');
INSERT INTO adoptions VALUES (5, 6, 7, '2024-04-01', 40, NULL);
INSERT INTO adoptions VALUES (6, 8, 4, '2024-04-18', 75, NULL);
INSERT INTO adoptions VALUES (7, 9, 8, '2024-05-01', 120, NULL);
INSERT INTO adoptions VALUES (8, 11, 9, '2024-05-15', 95, NULL);
INSERT INTO adoptions VALUES (9, 2, 10, '2024-06-08', 120, NULL);
INSERT INTO adoptions VALUES (10, 13, 11, '2024-06-20', 150, NULL);
INSERT INTO adoptions VALUES (11, 14, 2, '2024-07-05', 100, NULL);
INSERT INTO adoptions VALUES (12, 10, 13, '2024-07-30', 40, '2024-08-25');
INSERT INTO adoptions VALUES (13, 15, 14, '2024-08-01', 40, NULL);
INSERT INTO adoptions VALUES (14, 18, 15, '2024-09-01', 180, NULL);
INSERT INTO adoptions VALUES (15, 16, 16, '2024-09-14', 100, NULL);
INSERT INTO adoptions VALUES (16, 10, 7, '2024-10-05', 40, NULL);
INSERT INTO adoptions VALUES (17, 22, 1, '2024-11-02', 75, NULL);
INSERT INTO adoptions VALUES (18, 24, 17, '2025-01-20', 150, NULL);
INSERT INTO adoptions VALUES (19, 19, 11, '2024-12-10', 60, '2025-01-15');
INSERT INTO adoptions VALUES (20, 26, 4, '2025-02-14', 100, NULL);
INSERT INTO adoptions VALUES (21, 23, 14, '2025-03-01', 120, NULL);
INSERT INTO adoptions VALUES (22, 28, 8, '2025-03-22', 180, NULL);
INSERT INTO adoptions VALUES (23, 19, 9, '2025-02-05', 60, NULL);

INSERT INTO volunteers VALUES (1, 'Lucy', 'Hughes', '2021-04-10', 1, NULL);
INSERT INTO volunteers VALUES (2, 'Arjun', 'Mehta', '2022-01-15', 1, NULL);
INSERT INTO volunteers VALUES (3, 'Kate', 'Sullivan', '2019-09-01', 1, NULL);
INSERT INTO volunteers VALUES (4, 'Peter', 'Sullivan', '2023-03-20', 0, NULL);
INSERT INTO volunteers VALUES (5, 'Joanna', 'Wood', '2020-06-12', 1, '2024-12-31');
INSERT INTO volunteers VALUES (6, 'Sam', 'Fletcher', '2023-08-05', 1, NULL);
INSERT INTO volunteers VALUES (7, 'Nia', 'Evans', '2024-01-09', 1, NULL);
INSERT INTO volunteers VALUES (8, 'Callum', 'Reid', '2022-11-30', 0, '2024-06-30');
INSERT INTO volunteers VALUES (9, 'Priya', 'Nair', '2024-03-02', 1, NULL);
INSERT INTO volunteers VALUES (10, 'Harry', 'Webb', '2021-10-18', 1, NULL);
INSERT INTO volunteers VALUES (11, 'Zoe', 'Marsh', '2024-05-25', 0, NULL);
INSERT INTO volunteers VALUES (12, 'Ahmed', 'Farah', '2023-02-14', 1, NULL);
INSERT INTO volunteers VALUES (13, 'Ruth', 'Ellis', '2020-02-01', 1, '2025-02-28');
INSERT INTO volunteers VALUES (14, 'Isaac', 'Bloom', '2024-09-09', 1, NULL);
INSERT INTO volunteers VALUES (15, 'Molly', 'Grant', '2025-01-12', 0, NULL);

INSERT INTO walks VALUES (1, 1, 1, '2024-01-12', 30);
INSERT INTO walks VALUES (2, 3, 1, '2024-01-20', 45);
INSERT INTO walks VALUES (3, 1, 2, '2024-01-25', 25);
INSERT INTO walks VALUES (4, 2, 2, '2024-02-03', 60);
INSERT INTO walks VALUES (5, 1, 5, '2024-03-01', 30);
INSERT INTO walks VALUES (6, 5, 5, '2024-03-08', 40);
INSERT INTO walks VALUES (7, 3, 7, '2024-03-15', 50);
INSERT INTO walks VALUES (8, 1, 7, '2024-03-22', 20);
INSERT INTO walks VALUES (9, 2, 7, '2024-04-05', 90);
INSERT INTO walks VALUES (10, 13, 9, '2024-04-06', 35);
INSERT INTO walks VALUES (11, 1, 9, '2024-04-14', 25);
INSERT INTO walks VALUES (12, 10, 7, '2024-04-20', 45);
INSERT INTO walks VALUES (13, 3, 12, '2024-05-10', 55);
INSERT INTO walks VALUES (14, 1, 12, '2024-05-12', 20);
INSERT INTO walks VALUES (15, 2, 13, '2024-05-25', 75);
INSERT INTO walks VALUES (16, 8, 2, '2024-05-15', 30);
INSERT INTO walks VALUES (17, 1, 13, '2024-06-01', 25);
INSERT INTO walks VALUES (18, 6, 12, '2024-06-11', 40);
INSERT INTO walks VALUES (19, 2, 12, '2024-06-22', 80);
INSERT INTO walks VALUES (20, 1, 16, '2024-07-05', 30);
INSERT INTO walks VALUES (21, 12, 16, '2024-07-18', 45);
INSERT INTO walks VALUES (22, 10, 16, '2024-08-03', 50);
INSERT INTO walks VALUES (23, 1, 18, '2024-08-10', 20);
INSERT INTO walks VALUES (24, 11, 18, '2024-08-17', 35);
INSERT INTO walks VALUES (25, 3, 20, '2024-09-10', 40);
INSERT INTO walks VALUES (26, 1, 20, '2024-09-12', 25);
INSERT INTO walks VALUES (27, 2, 16, '2024-09-01', 70);
INSERT INTO walks VALUES (28, 9, 7, '2024-09-20', 30);
INSERT INTO walks VALUES (29, 7, 20, '2024-10-02', 35);
INSERT INTO walks VALUES (30, 1, 23, '2024-10-20', 30);
INSERT INTO walks VALUES (31, 14, 23, '2024-10-28', 40);
INSERT INTO walks VALUES (32, 2, 23, '2024-11-09', 85);
INSERT INTO walks VALUES (33, 6, 24, '2024-11-10', 45);
INSERT INTO walks VALUES (34, 1, 24, '2024-11-23', 20);
INSERT INTO walks VALUES (35, 12, 24, '2024-12-05', 50);
INSERT INTO walks VALUES (36, 5, 23, '2024-12-14', 35);
INSERT INTO walks VALUES (37, 1, 12, '2025-01-04', 25);
INSERT INTO walks VALUES (38, 10, 26, '2025-01-15', 40);
INSERT INTO walks VALUES (39, 3, 24, '2025-01-18', 45);
INSERT INTO walks VALUES (40, 2, 26, '2025-01-30', 75);
INSERT INTO walks VALUES (41, 1, 26, '2025-02-08', 20);
INSERT INTO walks VALUES (42, 15, 28, '2025-02-20', 30);
INSERT INTO walks VALUES (43, 7, 28, '2025-03-01', 35);
INSERT INTO walks VALUES (44, 1, 28, '2025-03-10', 25);
INSERT INTO walks VALUES (45, 9, 30, '2025-03-20', 40);
INSERT INTO walks VALUES (46, 2, 30, '2025-03-25', 90);
INSERT INTO walks VALUES (47, 1, 7, '2025-03-28', 30);
INSERT INTO walks VALUES (48, 14, 20, '2025-04-02', 45);

COMMIT;
