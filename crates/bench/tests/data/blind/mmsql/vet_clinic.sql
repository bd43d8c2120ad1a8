PRAGMA foreign_keys = ON;

CREATE TABLE owner (
  owner_id INTEGER PRIMARY KEY,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  phone TEXT,
  city TEXT,
  registered_date TEXT
);

CREATE TABLE veterinarian (
  vet_id INTEGER PRIMARY KEY,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  specialty TEXT,
  hire_year INTEGER,
  branch_city TEXT
);

CREATE TABLE pet (
  pet_id INTEGER PRIMARY KEY,
  owner_id INTEGER NOT NULL,
  name TEXT NOT NULL,
  species TEXT,
  breed TEXT,
  sex TEXT,
  birth_date TEXT,
  weight_kg REAL,
  FOREIGN KEY (owner_id) REFERENCES owner(owner_id)
);

CREATE TABLE appointment (
  appointment_id INTEGER PRIMARY KEY,
  pet_id INTEGER NOT NULL,
  vet_id INTEGER NOT NULL,
  appt_date TEXT,
  reason TEXT,
  fee REAL,
  status TEXT,
  FOREIGN KEY (pet_id) REFERENCES pet(pet_id),
  FOREIGN KEY (vet_id) REFERENCES veterinarian(vet_id)
);


INSERT INTO owner VALUES (1, 'Margaret', 'Holloway', '555-0142', 'Springfield', '2019-03-14');
INSERT INTO owner VALUES (2, 'Daniel', 'Okafor', '555-0178', 'Riverton', '2020-07-02');
INSERT INTO owner VALUES (3, 'Priya', 'Raman', '555-0123', 'Springfield', '2018-11-20');
INSERT INTO owner VALUES (4, 'Tomasz', 'Nowak', '555-0199', 'Lakeside', '2021-01-09');
INSERT INTO owner VALUES (5, 'Elena', 'Garcia', '555-0110', 'Riverton', '2017-05-30');
INSERT INTO owner VALUES (6, 'Samuel', 'Whitaker', '555-0165', 'Springfield', '2022-02-17');
INSERT INTO owner VALUES (7, 'Aiko', 'Tanaka', '555-0133', 'Lakeside', '2019-09-05');
INSERT INTO owner VALUES (8, 'Lucas', 'Moreau', '555-0187', 'Hillcrest', '2020-12-11');
INSERT INTO owner VALUES (9, 'Grace', 'Mbeki', '555-0151', 'Springfield', '2023-04-22');
INSERT INTO owner VALUES (10, 'Oliver', 'Brandt', '555-0104', 'Hillcrest', '2018-06-18');
INSERT INTO owner VALUES (11, 'Fatima', 'Al-Sayed', '555-0172', 'Riverton', '2021-08-27');
INSERT INTO owner VALUES (12, 'Henry', 'Caldwell', '555-0119', 'Lakeside', '2016-10-03');
INSERT INTO owner VALUES (13, 'Sofia', 'Lindqvist', '555-0146', 'Springfield', '2022-09-14');
INSERT INTO owner VALUES (14, 'Marcus', 'Bell', '555-0193', 'Hillcrest', '2020-03-08');
INSERT INTO owner VALUES (15, 'Nadia', 'Petrova', '555-0128', 'Riverton', '2023-01-15');
INSERT INTO owner VALUES (16, 'Jamal', 'Rivers', '555-0160', 'Lakeside', '2019-12-01');
INSERT INTO owner VALUES (17, 'Chloe', 'Dubois', '555-0137', 'Springfield', '2021-05-19');
INSERT INTO owner VALUES (18, 'Victor', 'Hale', '555-0181', 'Hillcrest', '2024-02-26');

INSERT INTO veterinarian VALUES (1, 'Rachel', 'Kim', 'General Practice', 2012, 'Springfield');
INSERT INTO veterinarian VALUES (2, 'Benjamin', 'Ortiz', 'Surgery', 2015, 'Springfield');
INSERT INTO veterinarian VALUES (3, 'Hannah', 'Schultz', 'Dermatology', 2018, 'Riverton');
INSERT INTO veterinarian VALUES (4, 'Kwame', 'Asante', 'General Practice', 2010, 'Riverton');
INSERT INTO veterinarian VALUES (5, 'Isabelle', 'Fournier', 'Dentistry', 2019, 'Lakeside');
INSERT INTO veterinarian VALUES (6, 'Mateo', 'Rossi', 'Exotic Animals', 2016, 'Lakeside');
INSERT INTO veterinarian VALUES (7, 'Laura', 'Jennings', 'Cardiology', 2014, 'Springfield');
INSERT INTO veterinarian VALUES (8, 'Arjun', 'Mehta', 'General Practice', 2020, 'Hillcrest');
INSERT INTO veterinarian VALUES (9, 'Emily', 'Carter', 'Surgery', 2011, 'Hillcrest');
INSERT INTO veterinarian VALUES (10, 'Noah', 'Fischer', 'Ophthalmology', 2021, 'Riverton');
INSERT INTO veterinarian VALUES (11, 'Zoe', 'Papadopoulos', 'General Practice', 2017, 'Lakeside');
INSERT INTO veterinarian VALUES (12, 'Ethan', 'Walsh', 'Internal Medicine', 2013, 'Springfield');
INSERT INTO veterinarian VALUES (13, 'Mia', 'Novak', 'Exotic Animals', 2022, 'Hillcrest');
INSERT INTO veterinarian VALUES (14, 'Samuel', 'Adeyemi', 'Dermatology', 2016, 'Springfield');
INSERT INTO veterinarian VALUES (15, 'Clara', 'Jensen', 'General Practice', 2023, 'Riverton');

INSERT INTO pet VALUES (1, 1, 'Biscuit', 'Dog', 'Golden Retriever', 'M', '2016-04-12', 31.5);
INSERT INTO pet VALUES (2, 1, 'Mittens', 'Cat', 'Siamese', 'F', '2018-09-03', 4.2);
INSERT INTO pet VALUES (3, 2, 'Rocky', 'Dog', 'German Shepherd', 'M', '2019-01-22', 36.8);
INSERT INTO pet VALUES (4, 3, 'Luna', 'Cat', 'Maine Coon', 'F', '2020-06-15', 6.9);
INSERT INTO pet VALUES (5, 3, 'Pepper', 'Rabbit', 'Holland Lop', 'F', '2022-03-10', 1.8);
INSERT INTO pet VALUES (6, 4, 'Max', 'Dog', 'Labrador Retriever', 'M', '2017-11-05', 33.0);
INSERT INTO pet VALUES (7, 5, 'Coco', 'Parrot', 'African Grey', 'F', '2011-07-19', 0.45);
INSERT INTO pet VALUES (8, 5, 'Bella', 'Dog', 'Beagle', 'F', '2018-02-28', 11.2);
INSERT INTO pet VALUES (9, 6, 'Oliver', 'Cat', 'British Shorthair', 'M', '2021-05-07', 5.1);
INSERT INTO pet VALUES (10, 7, 'Mochi', 'Cat', 'Scottish Fold', 'F', '2019-08-30', 3.8);
INSERT INTO pet VALUES (11, 7, 'Kiko', 'Guinea Pig', 'Abyssinian', 'M', '2023-01-14', 0.9);
INSERT INTO pet VALUES (12, 8, 'Charlie', 'Dog', 'French Bulldog', 'M', '2020-10-02', 12.4);
INSERT INTO pet VALUES (13, 9, 'Nala', 'Cat', 'Bengal', 'F', '2022-07-21', 4.6);
INSERT INTO pet VALUES (14, 10, 'Duke', 'Dog', 'Boxer', 'M', '2015-12-09', 29.7);
INSERT INTO pet VALUES (15, 10, 'Shelly', 'Tortoise', 'Hermann''s Tortoise', 'F', '2005-06-01', 1.2);
INSERT INTO pet VALUES (16, 11, 'Simba', 'Cat', 'Persian', 'M', '2016-03-25', 4.9);
INSERT INTO pet VALUES (17, 12, 'Daisy', 'Dog', 'Cocker Spaniel', 'F', '2014-05-16', 13.6);
INSERT INTO pet VALUES (18, 12, 'Bandit', 'Ferret', 'Sable', 'M', '2021-09-11', 1.4);
INSERT INTO pet VALUES (19, 13, 'Willow', 'Dog', 'Border Collie', 'F', '2020-02-04', 18.3);
INSERT INTO pet VALUES (20, 14, 'Zeus', 'Dog', 'Rottweiler', 'M', '2018-07-29', 45.2);
INSERT INTO pet VALUES (21, 15, 'Cleo', 'Cat', 'Sphynx', 'F', '2021-11-18', 3.5);
INSERT INTO pet VALUES (22, 16, 'Buddy', 'Dog', 'Dachshund', 'M', '2017-04-03', 9.1);
INSERT INTO pet VALUES (23, 16, 'Kiwi', 'Parrot', 'Budgerigar', 'M', '2022-05-26', 0.04);
INSERT INTO pet VALUES (24, 17, 'Lola', 'Dog', 'Poodle', 'F', '2019-06-12', 22.0);
INSERT INTO pet VALUES (25, 17, 'Jasper', 'Cat', 'Ragdoll', 'M', '2020-01-09', 7.3);
INSERT INTO pet VALUES (26, 18, 'Milo', 'Dog', 'Shih Tzu', 'M', '2023-03-17', 6.0);
INSERT INTO pet VALUES (27, 2, 'Ginger', 'Cat', 'Domestic Shorthair', 'F', '2015-10-20', 4.4);
INSERT INTO pet VALUES (28, 9, 'Thumper', 'Rabbit', 'Flemish Giant', 'M', '2021-04-08', 6.8);
INSERT INTO pet VALUES (29, 4, 'Ruby', 'Dog', 'Labrador Retriever', 'F', '2022-08-14', 27.5);
INSERT INTO pet VALUES (30, 6, 'Luna', 'Dog', 'Siberian Husky', 'F', '2019-12-24', 24.1);

INSERT INTO appointment VALUES (1, 30, 9, '2023-02-14', 'Mass removal', 540.0, 'Cancelled');
INSERT INTO appointment VALUES (2, 19, 11, '2023-02-24', 'Weight check', 30.0, 'Completed');
INSERT INTO appointment VALUES (3, 20, 2, '2023-03-06', 'Mass removal', 540.0, 'Cancelled');
INSERT INTO appointment VALUES (4, 4, 4, '2023-03-09', 'Limp', 95.0, 'Completed');
INSERT INTO appointment VALUES (5, 13, 8, '2023-03-28', 'Weight check', 30.0, 'Completed');
INSERT INTO appointment VALUES (6, 14, 2, '2023-04-07', 'Spay/neuter surgery', 320.0, 'Completed');
INSERT INTO appointment VALUES (7, 2, 2, '2023-04-11', 'Fracture repair', 890.0, 'Completed');
INSERT INTO appointment VALUES (8, 27, 12, '2023-04-20', 'Kidney panel', 175.0, 'Completed');
INSERT INTO appointment VALUES (9, 8, 1, '2023-05-21', 'Limp', 95.0, 'Completed');
INSERT INTO appointment VALUES (10, 22, 8, '2023-06-08', 'Vaccination', 45.0, 'Completed');
INSERT INTO appointment VALUES (11, 14, 3, '2023-06-09', 'Hot spot treatment', 90.0, 'Completed');
INSERT INTO appointment VALUES (12, 1, 9, '2023-06-26', 'Wound stitching', 210.0, 'Completed');
INSERT INTO appointment VALUES (13, 3, 3, '2023-08-30', 'Skin allergy', 110.0, 'Completed');
INSERT INTO appointment VALUES (14, 8, 15, '2023-09-11', 'Vaccination', 45.0, 'Completed');
INSERT INTO appointment VALUES (15, 7, 13, '2023-09-15', 'Beak and nail trim', 40.0, 'Completed');
INSERT INTO appointment VALUES (16, 27, 11, '2023-10-01', 'Vaccination', 45.0, 'Completed');
INSERT INTO appointment VALUES (17, 21, 11, '2023-10-23', 'Weight check', 30.0, 'Completed');
INSERT INTO appointment VALUES (18, 16, 7, '2023-10-26', 'Echocardiogram', 350.0, 'Completed');
INSERT INTO appointment VALUES (19, 15, 13, '2023-11-07', 'Annual checkup', 75.0, 'Completed');
INSERT INTO appointment VALUES (20, 23, 6, '2023-11-18', 'Beak and nail trim', 40.0, 'Cancelled');
INSERT INTO appointment VALUES (21, 22, 10, '2023-11-22', 'Cataract assessment', 160.0, 'Completed');
INSERT INTO appointment VALUES (22, 23, 13, '2023-12-26', 'Respiratory infection', 120.0, 'Completed');
INSERT INTO appointment VALUES (23, 26, 7, '2023-12-29', 'Echocardiogram', 350.0, 'Completed');
INSERT INTO appointment VALUES (24, 9, 14, '2024-01-07', 'Hot spot treatment', 90.0, 'Completed');
INSERT INTO appointment VALUES (25, 19, 11, '2024-01-21', 'Vaccination', 45.0, 'Completed');
INSERT INTO appointment VALUES (26, 10, 1, '2024-03-09', 'Vaccination', 45.0, 'Completed');
INSERT INTO appointment VALUES (27, 7, 6, '2024-03-24', 'Beak and nail trim', 40.0, 'Cancelled');
INSERT INTO appointment VALUES (28, 20, 9, '2024-04-16', 'Fracture repair', 890.0, 'No-show');
INSERT INTO appointment VALUES (29, 20, 12, '2024-04-16', 'Kidney panel', 175.0, 'Completed');
INSERT INTO appointment VALUES (30, 3, 2, '2024-05-04', 'Wound stitching', 210.0, 'Completed');
INSERT INTO appointment VALUES (31, 22, 4, '2024-05-15', 'Annual checkup', 65.0, 'Completed');
INSERT INTO appointment VALUES (32, 2, 11, '2024-05-27', 'Vaccination', 45.0, 'Completed');
INSERT INTO appointment VALUES (33, 12, 11, '2024-06-07', 'Annual checkup', 65.0, 'Completed');
INSERT INTO appointment VALUES (34, 20, 2, '2024-06-12', 'Spay/neuter surgery', 320.0, 'Completed');
INSERT INTO appointment VALUES (35, 11, 6, '2024-06-15', 'Respiratory infection', 120.0, 'Cancelled');
INSERT INTO appointment VALUES (36, 3, 11, '2024-06-25', 'Vomiting', 85.0, 'Completed');
INSERT INTO appointment VALUES (37, 10, 8, '2024-07-11', 'Vaccination', 45.0, 'Completed');
INSERT INTO appointment VALUES (38, 6, 9, '2024-07-20', 'Mass removal', 540.0, 'No-show');
INSERT INTO appointment VALUES (39, 9, 3, '2024-07-21', 'Hot spot treatment', 90.0, 'Completed');
INSERT INTO appointment VALUES (40, 4, 11, '2024-07-31', 'Vomiting', 85.0, 'Completed');
INSERT INTO appointment VALUES (41, 4, 10, '2024-08-04', 'Eye infection', 95.0, 'Completed');
INSERT INTO appointment VALUES (42, 18, 13, '2024-08-06', 'Nail trim', 35.0, 'Completed');
INSERT INTO appointment VALUES (43, 18, 13, '2024-08-06', 'Respiratory infection', 120.0, 'Completed');
INSERT INTO appointment VALUES (44, 22, 2, '2024-08-13', 'Fracture repair', 890.0, 'No-show');
INSERT INTO appointment VALUES (45, 11, 6, '2024-11-01', 'Annual checkup', 75.0, 'Scheduled');
INSERT INTO appointment VALUES (46, 24, 5, '2024-10-15', 'Dental cleaning', 180.0, 'Scheduled');
INSERT INTO appointment VALUES (47, 29, 1, '2024-10-22', 'Vaccination', 45.0, 'Scheduled');
