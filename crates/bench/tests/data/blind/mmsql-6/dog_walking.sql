-- dog_walking: a small dog-walking business (snapshot date 2024-06-15)
PRAGMA foreign_keys = ON;

CREATE TABLE walkers (
  walker_id INTEGER PRIMARY KEY,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  home_area TEXT NOT NULL,
  max_dogs INTEGER NOT NULL,          -- most dogs the walker takes out at once
  hire_date TEXT NOT NULL,
  left_on TEXT                        -- NULL = still working for the business (as of 2024-06-15)
);

CREATE TABLE clients (
  client_id INTEGER PRIMARY KEY,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  area TEXT NOT NULL,
  joined_on TEXT NOT NULL,
  key_held INTEGER NOT NULL           -- 1 = the business holds a house key
);

CREATE TABLE dogs (
  dog_id INTEGER PRIMARY KEY,
  client_id INTEGER NOT NULL REFERENCES clients(client_id),
  name TEXT NOT NULL,
  breed TEXT NOT NULL,
  size TEXT NOT NULL,                 -- small / medium / large
  birth_date TEXT,                    -- NULL = unknown (rescue dog, age not known)
  weight_kg REAL NOT NULL
);

CREATE TABLE walks (
  walk_id INTEGER PRIMARY KEY,
  dog_id INTEGER NOT NULL REFERENCES dogs(dog_id),
  walker_id INTEGER NOT NULL REFERENCES walkers(walker_id),
  booked_on TEXT NOT NULL,            -- date the owner booked the walk
  walk_date TEXT NOT NULL,            -- date the walk took place
  duration_min INTEGER NOT NULL,
  walk_type TEXT NOT NULL,            -- solo / group
  price REAL NOT NULL,                -- GBP charged to the owner
  walker_pay REAL NOT NULL,           -- GBP paid to the walker for this walk
  owner_rating INTEGER,               -- 1-5 stars given by the owner; NULL = owner did not rate the walk
  behaviour_score INTEGER NOT NULL    -- 1-5, walker's score of the dog's behaviour on the walk
);

INSERT INTO walkers (walker_id, first_name, last_name, home_area, max_dogs, hire_date, left_on) VALUES (1, 'Sofia', 'Alvarez', 'Riverside', 4, '2022-03-01', NULL);
INSERT INTO walkers (walker_id, first_name, last_name, home_area, max_dogs, hire_date, left_on) VALUES (2, 'Liam', 'Brennan', 'Old Town', 4, '2022-05-10', NULL);
INSERT INTO walkers (walker_id, first_name, last_name, home_area, max_dogs, hire_date, left_on) VALUES (3, 'Aisha', 'Khan', 'Hillcrest', 3, '2022-09-01', NULL);
INSERT INTO walkers (walker_id, first_name, last_name, home_area, max_dogs, hire_date, left_on) VALUES (4, 'Jake', 'Morris', 'Northgate', 4, '2023-01-15', '2024-02-28');
INSERT INTO walkers (walker_id, first_name, last_name, home_area, max_dogs, hire_date, left_on) VALUES (5, 'Emma', 'Novak', 'Meadowbank', 3, '2023-02-01', NULL);
INSERT INTO walkers (walker_id, first_name, last_name, home_area, max_dogs, hire_date, left_on) VALUES (6, 'Ben', 'Carter', 'Riverside', 5, '2023-04-01', NULL);
INSERT INTO walkers (walker_id, first_name, last_name, home_area, max_dogs, hire_date, left_on) VALUES (7, 'Chloe', 'Dunn', 'Old Town', 4, '2023-05-20', NULL);
INSERT INTO walkers (walker_id, first_name, last_name, home_area, max_dogs, hire_date, left_on) VALUES (8, 'Marek', 'Zielinski', 'Hillcrest', 3, '2023-06-01', '2023-12-31');
INSERT INTO walkers (walker_id, first_name, last_name, home_area, max_dogs, hire_date, left_on) VALUES (9, 'Hannah', 'Lee', 'Northgate', 4, '2023-07-01', NULL);
INSERT INTO walkers (walker_id, first_name, last_name, home_area, max_dogs, hire_date, left_on) VALUES (10, 'Oscar', 'Reid', 'Meadowbank', 3, '2023-08-15', NULL);
INSERT INTO walkers (walker_id, first_name, last_name, home_area, max_dogs, hire_date, left_on) VALUES (11, 'Ruby', 'Shah', 'Riverside', 3, '2023-09-01', NULL);
INSERT INTO walkers (walker_id, first_name, last_name, home_area, max_dogs, hire_date, left_on) VALUES (12, 'Finn', 'Walsh', 'Old Town', 4, '2023-10-01', '2024-04-30');
INSERT INTO walkers (walker_id, first_name, last_name, home_area, max_dogs, hire_date, left_on) VALUES (13, 'Grace', 'Ito', 'Hillcrest', 2, '2024-01-10', NULL);
INSERT INTO walkers (walker_id, first_name, last_name, home_area, max_dogs, hire_date, left_on) VALUES (14, 'Noah', 'Fischer', 'Northgate', 3, '2024-02-01', NULL);
INSERT INTO walkers (walker_id, first_name, last_name, home_area, max_dogs, hire_date, left_on) VALUES (15, 'Isla', 'Murray', 'Meadowbank', 2, '2024-03-01', NULL);

INSERT INTO clients (client_id, first_name, last_name, area, joined_on, key_held) VALUES (1, 'Helen', 'Green', 'Riverside', '2023-01-12', 1);
INSERT INTO clients (client_id, first_name, last_name, area, joined_on, key_held) VALUES (2, 'Tom', 'Green', 'Northgate', '2023-06-03', 0);
INSERT INTO clients (client_id, first_name, last_name, area, joined_on, key_held) VALUES (3, 'Marcus', 'Bailey', 'Old Town', '2023-03-20', 1);
INSERT INTO clients (client_id, first_name, last_name, area, joined_on, key_held) VALUES (4, 'Sarah', 'Whitfield', 'Hillcrest', '2022-11-05', 1);
INSERT INTO clients (client_id, first_name, last_name, area, joined_on, key_held) VALUES (5, 'James', 'Okoro', 'Hillcrest', '2023-02-14', 0);
INSERT INTO clients (client_id, first_name, last_name, area, joined_on, key_held) VALUES (6, 'Lucy', 'Hart', 'Meadowbank', '2022-12-01', 1);
INSERT INTO clients (client_id, first_name, last_name, area, joined_on, key_held) VALUES (7, 'Peter', 'Quinn', 'Riverside', '2023-04-18', 0);
INSERT INTO clients (client_id, first_name, last_name, area, joined_on, key_held) VALUES (8, 'Nadia', 'Haddad', 'Hillcrest', '2023-05-09', 1);
INSERT INTO clients (client_id, first_name, last_name, area, joined_on, key_held) VALUES (9, 'Owen', 'Fletcher', 'Old Town', '2023-01-30', 0);
INSERT INTO clients (client_id, first_name, last_name, area, joined_on, key_held) VALUES (10, 'Mei', 'Chen', 'Meadowbank', '2023-07-22', 1);
INSERT INTO clients (client_id, first_name, last_name, area, joined_on, key_held) VALUES (11, 'Gareth', 'Lloyd', 'Northgate', '2022-10-17', 0);
INSERT INTO clients (client_id, first_name, last_name, area, joined_on, key_held) VALUES (12, 'Anna', 'Kowalska', 'Riverside', '2023-03-03', 1);
INSERT INTO clients (client_id, first_name, last_name, area, joined_on, key_held) VALUES (13, 'Rob', 'Singh', 'Old Town', '2023-08-01', 0);
INSERT INTO clients (client_id, first_name, last_name, area, joined_on, key_held) VALUES (14, 'Fiona', 'Blake', 'Meadowbank', '2023-02-25', 1);
INSERT INTO clients (client_id, first_name, last_name, area, joined_on, key_held) VALUES (15, 'Diego', 'Ramos', 'Northgate', '2023-06-30', 0);
INSERT INTO clients (client_id, first_name, last_name, area, joined_on, key_held) VALUES (16, 'Kate', 'Doyle', 'Riverside', '2023-05-15', 1);
INSERT INTO clients (client_id, first_name, last_name, area, joined_on, key_held) VALUES (17, 'Ali', 'Demir', 'Old Town', '2023-07-04', 0);
INSERT INTO clients (client_id, first_name, last_name, area, joined_on, key_held) VALUES (18, 'Zoe', 'Turner', 'Meadowbank', '2023-08-12', 1);

INSERT INTO dogs (dog_id, client_id, name, breed, size, birth_date, weight_kg) VALUES (1, 4, 'Bailey', 'Golden Retriever', 'large', '2019-04-02', 31.50);
INSERT INTO dogs (dog_id, client_id, name, breed, size, birth_date, weight_kg) VALUES (2, 7, 'Rocky', 'Boxer', 'large', '2018-08-19', 29.00);
INSERT INTO dogs (dog_id, client_id, name, breed, size, birth_date, weight_kg) VALUES (3, 1, 'Biscuit', 'Cocker Spaniel', 'medium', '2020-02-11', 13.20);
INSERT INTO dogs (dog_id, client_id, name, breed, size, birth_date, weight_kg) VALUES (4, 1, 'Luna', 'Border Collie', 'medium', '2021-06-30', 17.80);
INSERT INTO dogs (dog_id, client_id, name, breed, size, birth_date, weight_kg) VALUES (5, 2, 'Max', 'Labrador Retriever', 'large', '2017-11-05', 34.00);
INSERT INTO dogs (dog_id, client_id, name, breed, size, birth_date, weight_kg) VALUES (6, 3, 'Pepper', 'Jack Russell Terrier', 'small', '2019-09-14', 6.40);
INSERT INTO dogs (dog_id, client_id, name, breed, size, birth_date, weight_kg) VALUES (7, 3, 'Nala', 'Labrador Retriever', 'large', '2020-12-01', 28.70);
INSERT INTO dogs (dog_id, client_id, name, breed, size, birth_date, weight_kg) VALUES (8, 5, 'Milo', 'Beagle', 'medium', '2021-03-22', 11.90);
INSERT INTO dogs (dog_id, client_id, name, breed, size, birth_date, weight_kg) VALUES (9, 6, 'Daisy', 'Cocker Spaniel', 'medium', '2018-05-07', 12.50);
INSERT INTO dogs (dog_id, client_id, name, breed, size, birth_date, weight_kg) VALUES (10, 8, 'Koda', 'Siberian Husky', 'large', '2022-01-15', 24.30);
INSERT INTO dogs (dog_id, client_id, name, breed, size, birth_date, weight_kg) VALUES (11, 9, 'Teddy', 'Cavapoo', 'small', '2022-07-09', 7.10);
INSERT INTO dogs (dog_id, client_id, name, breed, size, birth_date, weight_kg) VALUES (12, 10, 'Willow', 'Whippet', 'medium', '2020-10-28', 12.00);
INSERT INTO dogs (dog_id, client_id, name, breed, size, birth_date, weight_kg) VALUES (13, 11, 'Bruno', 'German Shepherd', 'large', '2019-02-17', 36.20);
INSERT INTO dogs (dog_id, client_id, name, breed, size, birth_date, weight_kg) VALUES (14, 12, 'Poppy', 'Labrador Retriever', 'large', '2021-08-03', 27.50);
INSERT INTO dogs (dog_id, client_id, name, breed, size, birth_date, weight_kg) VALUES (15, 13, 'Ziggy', 'Dachshund', 'small', '2020-04-26', 8.30);
INSERT INTO dogs (dog_id, client_id, name, breed, size, birth_date, weight_kg) VALUES (16, 14, 'Olive', 'Border Collie', 'medium', '2019-12-12', 16.40);
INSERT INTO dogs (dog_id, client_id, name, breed, size, birth_date, weight_kg) VALUES (17, 15, 'Scout', 'Labrador Retriever', 'large', '2018-03-09', 32.10);
INSERT INTO dogs (dog_id, client_id, name, breed, size, birth_date, weight_kg) VALUES (18, 16, 'Hazel', 'Cockapoo', 'medium', '2021-11-20', 10.60);
INSERT INTO dogs (dog_id, client_id, name, breed, size, birth_date, weight_kg) VALUES (19, 17, 'Archie', 'Staffordshire Bull Terrier', 'medium', NULL, 18.90);
INSERT INTO dogs (dog_id, client_id, name, breed, size, birth_date, weight_kg) VALUES (20, 18, 'Juno', 'Greyhound', 'large', NULL, 29.40);
INSERT INTO dogs (dog_id, client_id, name, breed, size, birth_date, weight_kg) VALUES (21, 2, 'Otis', 'Pug', 'small', '2020-06-18', 8.80);
INSERT INTO dogs (dog_id, client_id, name, breed, size, birth_date, weight_kg) VALUES (22, 4, 'Maple', 'Beagle', 'medium', '2022-04-04', 10.20);
INSERT INTO dogs (dog_id, client_id, name, breed, size, birth_date, weight_kg) VALUES (23, 6, 'Fudge', 'Dachshund', 'small', '2021-01-31', 7.70);
INSERT INTO dogs (dog_id, client_id, name, breed, size, birth_date, weight_kg) VALUES (24, 11, 'Sky', 'Siberian Husky', 'large', '2020-09-09', 22.80);

INSERT INTO walks (walk_id, dog_id, walker_id, booked_on, walk_date, duration_min, walk_type, price, walker_pay, owner_rating, behaviour_score) VALUES (1, 1, 1, '2023-08-31', '2023-09-04', 60, 'solo', 22.00, 13.50, 5, 4);
INSERT INTO walks (walk_id, dog_id, walker_id, booked_on, walk_date, duration_min, walk_type, price, walker_pay, owner_rating, behaviour_score) VALUES (2, 5, 2, '2023-09-04', '2023-09-11', 60, 'group', 15.00, 9.00, 4, 3);
INSERT INTO walks (walk_id, dog_id, walker_id, booked_on, walk_date, duration_min, walk_type, price, walker_pay, owner_rating, behaviour_score) VALUES (3, 10, 4, '2023-09-18', '2023-09-19', 45, 'solo', 18.00, 11.00, 3, 1);
INSERT INTO walks (walk_id, dog_id, walker_id, booked_on, walk_date, duration_min, walk_type, price, walker_pay, owner_rating, behaviour_score) VALUES (4, 1, 1, '2023-09-23', '2023-09-27', 45, 'solo', 18.00, 11.00, 5, 4);
INSERT INTO walks (walk_id, dog_id, walker_id, booked_on, walk_date, duration_min, walk_type, price, walker_pay, owner_rating, behaviour_score) VALUES (5, 3, 8, '2023-09-25', '2023-10-02', 30, 'solo', 14.00, 8.50, 5, 5);
INSERT INTO walks (walk_id, dog_id, walker_id, booked_on, walk_date, duration_min, walk_type, price, walker_pay, owner_rating, behaviour_score) VALUES (6, 15, 2, '2023-10-08', '2023-10-09', 30, 'solo', 14.00, 8.50, 2, 3);
INSERT INTO walks (walk_id, dog_id, walker_id, booked_on, walk_date, duration_min, walk_type, price, walker_pay, owner_rating, behaviour_score) VALUES (7, 13, 6, '2023-10-13', '2023-10-17', 60, 'group', 15.00, 9.00, NULL, 3);
INSERT INTO walks (walk_id, dog_id, walker_id, booked_on, walk_date, duration_min, walk_type, price, walker_pay, owner_rating, behaviour_score) VALUES (8, 8, 3, '2023-10-18', '2023-10-25', 45, 'solo', 18.00, 11.00, 5, 4);
INSERT INTO walks (walk_id, dog_id, walker_id, booked_on, walk_date, duration_min, walk_type, price, walker_pay, owner_rating, behaviour_score) VALUES (9, 1, 1, '2023-11-05', '2023-11-06', 60, 'solo', 22.00, 13.50, 4, 4);
INSERT INTO walks (walk_id, dog_id, walker_id, booked_on, walk_date, duration_min, walk_type, price, walker_pay, owner_rating, behaviour_score) VALUES (10, 19, 9, '2023-11-10', '2023-11-14', 45, 'group', 12.00, 7.00, 3, 1);
INSERT INTO walks (walk_id, dog_id, walker_id, booked_on, walk_date, duration_min, walk_type, price, walker_pay, owner_rating, behaviour_score) VALUES (11, 14, 2, '2023-11-15', '2023-11-22', 60, 'group', 15.00, 9.00, 4, 4);
INSERT INTO walks (walk_id, dog_id, walker_id, booked_on, walk_date, duration_min, walk_type, price, walker_pay, owner_rating, behaviour_score) VALUES (12, 9, 3, '2023-11-28', '2023-11-29', 30, 'solo', 14.00, 8.50, 5, 4);
INSERT INTO walks (walk_id, dog_id, walker_id, booked_on, walk_date, duration_min, walk_type, price, walker_pay, owner_rating, behaviour_score) VALUES (13, 4, 8, '2023-11-30', '2023-12-04', 60, 'solo', 22.00, 13.50, 5, 5);
INSERT INTO walks (walk_id, dog_id, walker_id, booked_on, walk_date, duration_min, walk_type, price, walker_pay, owner_rating, behaviour_score) VALUES (14, 20, 10, '2023-12-05', '2023-12-12', 45, 'solo', 18.00, 11.00, NULL, 4);
INSERT INTO walks (walk_id, dog_id, walker_id, booked_on, walk_date, duration_min, walk_type, price, walker_pay, owner_rating, behaviour_score) VALUES (15, 6, 11, '2023-12-18', '2023-12-19', 30, 'solo', 14.00, 8.50, 4, 2);
INSERT INTO walks (walk_id, dog_id, walker_id, booked_on, walk_date, duration_min, walk_type, price, walker_pay, owner_rating, behaviour_score) VALUES (16, 5, 2, '2024-01-04', '2024-01-08', 60, 'group', 15.00, 9.00, 4, 3);
INSERT INTO walks (walk_id, dog_id, walker_id, booked_on, walk_date, duration_min, walk_type, price, walker_pay, owner_rating, behaviour_score) VALUES (17, 13, 9, '2024-01-03', '2024-01-10', 60, 'group', 15.00, 9.00, 3, 2);
INSERT INTO walks (walk_id, dog_id, walker_id, booked_on, walk_date, duration_min, walk_type, price, walker_pay, owner_rating, behaviour_score) VALUES (18, 22, 3, '2024-01-14', '2024-01-15', 45, 'solo', 18.00, 11.00, 5, 5);
INSERT INTO walks (walk_id, dog_id, walker_id, booked_on, walk_date, duration_min, walk_type, price, walker_pay, owner_rating, behaviour_score) VALUES (19, 18, 5, '2024-01-13', '2024-01-17', 45, 'solo', 18.00, 11.00, 4, 4);
INSERT INTO walks (walk_id, dog_id, walker_id, booked_on, walk_date, duration_min, walk_type, price, walker_pay, owner_rating, behaviour_score) VALUES (20, 7, 4, '2024-01-15', '2024-01-22', 60, 'group', 15.00, 9.00, 3, 2);
INSERT INTO walks (walk_id, dog_id, walker_id, booked_on, walk_date, duration_min, walk_type, price, walker_pay, owner_rating, behaviour_score) VALUES (21, 2, 12, '2024-01-28', '2024-01-29', 60, 'solo', 22.00, 13.50, 4, 3);
INSERT INTO walks (walk_id, dog_id, walker_id, booked_on, walk_date, duration_min, walk_type, price, walker_pay, owner_rating, behaviour_score) VALUES (22, 21, 13, '2024-02-01', '2024-02-05', 30, 'solo', 14.00, 8.50, 4, 4);
INSERT INTO walks (walk_id, dog_id, walker_id, booked_on, walk_date, duration_min, walk_type, price, walker_pay, owner_rating, behaviour_score) VALUES (23, 1, 3, '2024-02-05', '2024-02-12', 60, 'solo', 22.00, 13.50, 5, 4);
INSERT INTO walks (walk_id, dog_id, walker_id, booked_on, walk_date, duration_min, walk_type, price, walker_pay, owner_rating, behaviour_score) VALUES (24, 16, 4, '2024-02-18', '2024-02-19', 45, 'group', 12.00, 7.00, NULL, 4);
INSERT INTO walks (walk_id, dog_id, walker_id, booked_on, walk_date, duration_min, walk_type, price, walker_pay, owner_rating, behaviour_score) VALUES (25, 24, 5, '2024-02-17', '2024-02-21', 60, 'group', 15.00, 9.00, 3, 2);
INSERT INTO walks (walk_id, dog_id, walker_id, booked_on, walk_date, duration_min, walk_type, price, walker_pay, owner_rating, behaviour_score) VALUES (26, 12, 14, '2024-02-19', '2024-02-26', 30, 'solo', 14.00, 8.50, 3, 5);
INSERT INTO walks (walk_id, dog_id, walker_id, booked_on, walk_date, duration_min, walk_type, price, walker_pay, owner_rating, behaviour_score) VALUES (27, 3, 5, '2024-03-03', '2024-03-04', 45, 'solo', 18.00, 11.00, 4, 4);
INSERT INTO walks (walk_id, dog_id, walker_id, booked_on, walk_date, duration_min, walk_type, price, walker_pay, owner_rating, behaviour_score) VALUES (28, 11, 7, '2024-03-02', '2024-03-06', 30, 'solo', 14.00, 8.50, 4, 5);
INSERT INTO walks (walk_id, dog_id, walker_id, booked_on, walk_date, duration_min, walk_type, price, walker_pay, owner_rating, behaviour_score) VALUES (29, 17, 2, '2024-03-04', '2024-03-11', 60, 'group', 15.00, 9.00, 3, 3);
INSERT INTO walks (walk_id, dog_id, walker_id, booked_on, walk_date, duration_min, walk_type, price, walker_pay, owner_rating, behaviour_score) VALUES (30, 9, 6, '2024-03-17', '2024-03-18', 30, 'solo', 14.00, 8.50, 4, 4);
INSERT INTO walks (walk_id, dog_id, walker_id, booked_on, walk_date, duration_min, walk_type, price, walker_pay, owner_rating, behaviour_score) VALUES (31, 11, 15, '2024-03-21', '2024-03-25', 30, 'solo', 14.00, 8.50, 4, 5);
INSERT INTO walks (walk_id, dog_id, walker_id, booked_on, walk_date, duration_min, walk_type, price, walker_pay, owner_rating, behaviour_score) VALUES (32, 10, 7, '2024-03-26', '2024-04-02', 60, 'solo', 22.00, 13.50, 3, 2);
INSERT INTO walks (walk_id, dog_id, walker_id, booked_on, walk_date, duration_min, walk_type, price, walker_pay, owner_rating, behaviour_score) VALUES (33, 5, 7, '2024-04-03', '2024-04-04', 60, 'group', 15.00, 9.00, 4, 3);
INSERT INTO walks (walk_id, dog_id, walker_id, booked_on, walk_date, duration_min, walk_type, price, walker_pay, owner_rating, behaviour_score) VALUES (34, 18, 12, '2024-04-05', '2024-04-09', 45, 'solo', 18.00, 11.00, 4, 4);
INSERT INTO walks (walk_id, dog_id, walker_id, booked_on, walk_date, duration_min, walk_type, price, walker_pay, owner_rating, behaviour_score) VALUES (35, 23, 2, '2024-04-04', '2024-04-11', 30, 'solo', 14.00, 8.50, NULL, 3);
INSERT INTO walks (walk_id, dog_id, walker_id, booked_on, walk_date, duration_min, walk_type, price, walker_pay, owner_rating, behaviour_score) VALUES (36, 19, 7, '2024-04-15', '2024-04-16', 45, 'group', 12.00, 7.00, 2, 1);
INSERT INTO walks (walk_id, dog_id, walker_id, booked_on, walk_date, duration_min, walk_type, price, walker_pay, owner_rating, behaviour_score) VALUES (37, 24, 5, '2024-04-14', '2024-04-18', 60, 'solo', 22.00, 13.50, 4, 3);
INSERT INTO walks (walk_id, dog_id, walker_id, booked_on, walk_date, duration_min, walk_type, price, walker_pay, owner_rating, behaviour_score) VALUES (38, 2, 7, '2024-04-16', '2024-04-23', 60, 'solo', 22.00, 13.50, 3, 2);
INSERT INTO walks (walk_id, dog_id, walker_id, booked_on, walk_date, duration_min, walk_type, price, walker_pay, owner_rating, behaviour_score) VALUES (39, 14, 12, '2024-04-24', '2024-04-25', 60, 'group', 15.00, 9.00, 4, 4);
INSERT INTO walks (walk_id, dog_id, walker_id, booked_on, walk_date, duration_min, walk_type, price, walker_pay, owner_rating, behaviour_score) VALUES (40, 8, 1, '2024-04-26', '2024-04-30', 45, 'solo', 18.00, 11.00, 4, 4);
INSERT INTO walks (walk_id, dog_id, walker_id, booked_on, walk_date, duration_min, walk_type, price, walker_pay, owner_rating, behaviour_score) VALUES (41, 13, 2, '2024-04-25', '2024-05-02', 60, 'group', 15.00, 9.00, 3, 2);
INSERT INTO walks (walk_id, dog_id, walker_id, booked_on, walk_date, duration_min, walk_type, price, walker_pay, owner_rating, behaviour_score) VALUES (42, 1, 1, '2024-05-05', '2024-05-06', 60, 'solo', 22.00, 13.50, 5, 4);
INSERT INTO walks (walk_id, dog_id, walker_id, booked_on, walk_date, duration_min, walk_type, price, walker_pay, owner_rating, behaviour_score) VALUES (43, 7, 9, '2024-05-04', '2024-05-08', 60, 'group', 15.00, 9.00, 4, 3);
INSERT INTO walks (walk_id, dog_id, walker_id, booked_on, walk_date, duration_min, walk_type, price, walker_pay, owner_rating, behaviour_score) VALUES (44, 20, 10, '2024-05-06', '2024-05-13', 45, 'solo', 18.00, 11.00, 4, 4);
INSERT INTO walks (walk_id, dog_id, walker_id, booked_on, walk_date, duration_min, walk_type, price, walker_pay, owner_rating, behaviour_score) VALUES (45, 4, 5, '2024-05-14', '2024-05-15', 45, 'solo', 18.00, 11.00, NULL, 4);
INSERT INTO walks (walk_id, dog_id, walker_id, booked_on, walk_date, duration_min, walk_type, price, walker_pay, owner_rating, behaviour_score) VALUES (46, 5, 13, '2024-05-16', '2024-05-20', 60, 'group', 15.00, 9.00, 3, 3);
INSERT INTO walks (walk_id, dog_id, walker_id, booked_on, walk_date, duration_min, walk_type, price, walker_pay, owner_rating, behaviour_score) VALUES (47, 15, 11, '2024-05-15', '2024-05-22', 30, 'solo', 14.00, 8.50, 2, 2);
INSERT INTO walks (walk_id, dog_id, walker_id, booked_on, walk_date, duration_min, walk_type, price, walker_pay, owner_rating, behaviour_score) VALUES (48, 10, 6, '2024-05-26', '2024-05-27', 60, 'solo', 22.00, 13.50, 3, 1);
INSERT INTO walks (walk_id, dog_id, walker_id, booked_on, walk_date, duration_min, walk_type, price, walker_pay, owner_rating, behaviour_score) VALUES (49, 16, 7, '2024-05-25', '2024-05-29', 45, 'group', 12.00, 7.00, 4, 4);
INSERT INTO walks (walk_id, dog_id, walker_id, booked_on, walk_date, duration_min, walk_type, price, walker_pay, owner_rating, behaviour_score) VALUES (50, 1, 6, '2024-05-27', '2024-06-03', 45, 'solo', 18.00, 11.00, 4, 4);
INSERT INTO walks (walk_id, dog_id, walker_id, booked_on, walk_date, duration_min, walk_type, price, walker_pay, owner_rating, behaviour_score) VALUES (51, 21, 2, '2024-06-03', '2024-06-04', 30, 'solo', 14.00, 8.50, 4, 3);
INSERT INTO walks (walk_id, dog_id, walker_id, booked_on, walk_date, duration_min, walk_type, price, walker_pay, owner_rating, behaviour_score) VALUES (52, 6, 3, '2024-06-01', '2024-06-05', 30, 'solo', 14.00, 8.50, 5, 3);
INSERT INTO walks (walk_id, dog_id, walker_id, booked_on, walk_date, duration_min, walk_type, price, walker_pay, owner_rating, behaviour_score) VALUES (53, 17, 9, '2024-05-30', '2024-06-06', 60, 'group', 15.00, 9.00, 3, 3);
INSERT INTO walks (walk_id, dog_id, walker_id, booked_on, walk_date, duration_min, walk_type, price, walker_pay, owner_rating, behaviour_score) VALUES (54, 12, 14, '2024-06-06', '2024-06-07', 45, 'solo', 18.00, 11.00, NULL, 5);
INSERT INTO walks (walk_id, dog_id, walker_id, booked_on, walk_date, duration_min, walk_type, price, walker_pay, owner_rating, behaviour_score) VALUES (55, 14, 7, '2024-06-04', '2024-06-08', 60, 'group', 15.00, 9.00, 4, 3);
INSERT INTO walks (walk_id, dog_id, walker_id, booked_on, walk_date, duration_min, walk_type, price, walker_pay, owner_rating, behaviour_score) VALUES (56, 9, 1, '2024-06-03', '2024-06-10', 30, 'solo', 14.00, 8.50, 5, 4);
INSERT INTO walks (walk_id, dog_id, walker_id, booked_on, walk_date, duration_min, walk_type, price, walker_pay, owner_rating, behaviour_score) VALUES (57, 3, 11, '2024-06-10', '2024-06-11', 45, 'solo', 18.00, 11.00, 4, 4);
INSERT INTO walks (walk_id, dog_id, walker_id, booked_on, walk_date, duration_min, walk_type, price, walker_pay, owner_rating, behaviour_score) VALUES (58, 5, 2, '2024-06-08', '2024-06-12', 60, 'group', 15.00, 9.00, 3, 3);
INSERT INTO walks (walk_id, dog_id, walker_id, booked_on, walk_date, duration_min, walk_type, price, walker_pay, owner_rating, behaviour_score) VALUES (59, 22, 1, '2024-06-06', '2024-06-13', 45, 'solo', 18.00, 11.00, 4, 5);
INSERT INTO walks (walk_id, dog_id, walker_id, booked_on, walk_date, duration_min, walk_type, price, walker_pay, owner_rating, behaviour_score) VALUES (60, 19, 10, '2024-06-13', '2024-06-14', 45, 'group', 12.00, 7.00, 3, 2);
