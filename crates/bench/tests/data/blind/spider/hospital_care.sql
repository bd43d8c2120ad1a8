PRAGMA foreign_keys = ON;

BEGIN TRANSACTION;

CREATE TABLE department (
  department_id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  building TEXT,
  floor INTEGER,
  budget INTEGER
);
CREATE TABLE physician (
  physician_id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  position TEXT,
  department_id INTEGER,
  years_experience INTEGER,
  salary INTEGER,
  FOREIGN KEY (department_id) REFERENCES department(department_id)
);
CREATE TABLE patient (
  patient_id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  gender TEXT,
  birth_year INTEGER,
  city TEXT,
  insurance TEXT
);
CREATE TABLE admission (
  admission_id INTEGER PRIMARY KEY,
  patient_id INTEGER,
  physician_id INTEGER,
  admit_date TEXT,
  discharge_date TEXT,
  diagnosis TEXT,
  room_number INTEGER,
  total_cost REAL,
  FOREIGN KEY (patient_id) REFERENCES patient(patient_id),
  FOREIGN KEY (physician_id) REFERENCES physician(physician_id)
);
CREATE TABLE medication (
  medication_id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  category TEXT,
  manufacturer TEXT,
  unit_price REAL
);
CREATE TABLE prescription (
  admission_id INTEGER,
  medication_id INTEGER,
  dosage_mg INTEGER,
  days INTEGER,
  PRIMARY KEY (admission_id, medication_id),
  FOREIGN KEY (admission_id) REFERENCES admission(admission_id),
  FOREIGN KEY (medication_id) REFERENCES medication(medication_id)
);

INSERT INTO department VALUES (1, 'Cardiology', 'North Wing', 3, 2450000);
INSERT INTO department VALUES (2, 'Neurology', 'North Wing', 4, 1980000);
INSERT INTO department VALUES (3, 'Pediatrics', 'East Wing', 2, 1620000);
INSERT INTO department VALUES (4, 'Orthopedics', 'East Wing', 3, 1750000);
INSERT INTO department VALUES (5, 'Oncology', 'South Wing', 5, 2900000);
INSERT INTO department VALUES (6, 'Emergency', 'North Wing', 1, 3100000);
INSERT INTO department VALUES (7, 'Dermatology', 'South Wing', 2, 820000);
INSERT INTO department VALUES (8, 'Radiology', 'South Wing', 1, 1340000);
INSERT INTO department VALUES (9, 'Gastroenterology', 'East Wing', 4, 1150000);
INSERT INTO department VALUES (10, 'Psychiatry', 'North Wing', 5, 960000);

INSERT INTO physician VALUES (1, 'Dr. Helen Marsh', 'Chief', 1, 28, 412000);
INSERT INTO physician VALUES (2, 'Dr. Omar Haddad', 'Attending', 1, 14, 318000);
INSERT INTO physician VALUES (3, 'Dr. Priya Raman', 'Resident', 1, 3, 98000);
INSERT INTO physician VALUES (4, 'Dr. Lucas Ferreira', 'Chief', 2, 22, 389000);
INSERT INTO physician VALUES (5, 'Dr. Mei Lin', 'Attending', 2, 11, 296000);
INSERT INTO physician VALUES (6, 'Dr. Sarah O''Connell', 'Chief', 3, 19, 301000);
INSERT INTO physician VALUES (7, 'Dr. Daniel Kim', 'Attending', 3, 8, 238000);
INSERT INTO physician VALUES (8, 'Dr. Amara Okafor', 'Resident', 3, 2, 92000);
INSERT INTO physician VALUES (9, 'Dr. Viktor Novak', 'Chief', 4, 25, 405000);
INSERT INTO physician VALUES (10, 'Dr. Grace Whitfield', 'Attending', 4, 12, 322000);
INSERT INTO physician VALUES (11, 'Dr. Rafael Ortiz', 'Chief', 5, 30, 455000);
INSERT INTO physician VALUES (12, 'Dr. Hannah Berg', 'Attending', 5, 9, 287000);
INSERT INTO physician VALUES (13, 'Dr. Samuel Adeyemi', 'Chief', 6, 17, 348000);
INSERT INTO physician VALUES (14, 'Dr. Julia Santos', 'Attending', 6, 6, 241000);
INSERT INTO physician VALUES (15, 'Dr. Ethan Brooks', 'Resident', 6, 1, 89000);
INSERT INTO physician VALUES (16, 'Dr. Nadia Petrova', 'Attending', 7, 15, 265000);
INSERT INTO physician VALUES (17, 'Dr. Thomas Reid', 'Attending', 8, 20, 310000);
INSERT INTO physician VALUES (18, 'Dr. Yuki Tanaka', 'Resident', 8, 2, 94000);
INSERT INTO physician VALUES (19, 'Dr. Leonard Fisher', 'Attending', 9, 13, 284000);
INSERT INTO physician VALUES (20, 'Dr. Anita Desai', 'Chief', 10, 21, 336000);

INSERT INTO patient VALUES (1, 'James Walker', 'M', 1995, 'Oakdale', 'Private');
INSERT INTO patient VALUES (2, 'Maria Gonzalez', 'F', 1995, 'Oakdale', 'None');
INSERT INTO patient VALUES (3, 'Robert Turner', 'M', 1962, 'Riverton', 'None');
INSERT INTO patient VALUES (4, 'Linda Nguyen', 'F', 1998, 'Oakdale', 'Medicare');
INSERT INTO patient VALUES (5, 'Michael Patel', 'M', 1950, 'Fairview', 'Medicaid');
INSERT INTO patient VALUES (6, 'Aisha Morris', 'F', 1956, 'Springfield', 'None');
INSERT INTO patient VALUES (7, 'David Foster', 'M', 2019, 'Springfield', 'None');
INSERT INTO patient VALUES (8, 'Sofia Rossi', 'F', 1988, 'Fairview', 'None');
INSERT INTO patient VALUES (9, 'William Hughes', 'M', 1958, 'Oakdale', 'Private');
INSERT INTO patient VALUES (10, 'Chen Wang', 'F', 2005, 'Springfield', 'Private');
INSERT INTO patient VALUES (11, 'Fatima Rahman', 'F', 1942, 'Riverton', 'Medicare');
INSERT INTO patient VALUES (12, 'Joseph Bennett', 'M', 2014, 'Springfield', 'Private');
INSERT INTO patient VALUES (13, 'Emily Clarke', 'F', 1979, 'Fairview', 'None');
INSERT INTO patient VALUES (14, 'Carlos Mendez', 'M', 1963, 'Oakdale', 'Medicare');
INSERT INTO patient VALUES (15, 'Olivia Price', 'F', 2019, 'Lakeside', 'Private');
INSERT INTO patient VALUES (16, 'Noah Hayes', 'M', 1938, 'Springfield', 'Private');
INSERT INTO patient VALUES (17, 'Isabella Romano', 'F', 1973, 'Fairview', 'None');
INSERT INTO patient VALUES (18, 'Liam Murphy', 'M', 1948, 'Lakeside', 'Medicaid');
INSERT INTO patient VALUES (19, 'Zara Ali', 'F', 1967, 'Oakdale', 'Medicaid');
INSERT INTO patient VALUES (20, 'Benjamin Cooper', 'M', 1941, 'Springfield', 'None');
INSERT INTO patient VALUES (21, 'Chloe Dubois', 'F', 1951, 'Fairview', 'Private');
INSERT INTO patient VALUES (22, 'Mateo Silva', 'M', 1975, 'Fairview', 'Private');
INSERT INTO patient VALUES (23, 'Ava Ward', 'F', 1940, 'Springfield', 'Medicare');
INSERT INTO patient VALUES (24, 'Ibrahim Hassan', 'M', 1964, 'Springfield', 'Private');
INSERT INTO patient VALUES (25, 'Grace Fischer', 'F', 1986, 'Fairview', 'Private');
INSERT INTO patient VALUES (26, 'Henry Lopez', 'M', 1947, 'Oakdale', 'Medicare');
INSERT INTO patient VALUES (27, 'Lucia Bianchi', 'F', 1972, 'Lakeside', 'Private');
INSERT INTO patient VALUES (28, 'Oscar Jensen', 'M', 1977, 'Lakeside', 'Private');
INSERT INTO patient VALUES (29, 'Nina Kowalski', 'F', 1990, 'Springfield', 'Medicare');
INSERT INTO patient VALUES (30, 'Arjun Mehta', 'M', 1969, 'Springfield', 'Private');

INSERT INTO admission VALUES (1, 1, 2, '2023-08-29', '2023-09-11', 'Heart Failure', 106, 45651.78);
INSERT INTO admission VALUES (2, 2, 7, '2023-03-11', '2023-03-18', 'Appendicitis', 313, 16109.22);
INSERT INTO admission VALUES (3, 3, 7, '2023-01-03', '2023-01-08', 'Appendicitis', 310, 21523.92);
INSERT INTO admission VALUES (4, 4, 6, '2023-07-23', '2023-08-06', 'Appendicitis', 321, 45191.12);
INSERT INTO admission VALUES (5, 5, 5, '2023-04-22', '2023-04-30', 'Migraine', 201, 30558.03);
INSERT INTO admission VALUES (6, 6, 10, '2023-07-19', '2023-07-21', 'Fracture', 403, 6693.39);
INSERT INTO admission VALUES (7, 7, 1, '2023-11-06', '2023-11-12', 'Heart Failure', 120, 20224.03);
INSERT INTO admission VALUES (8, 8, 17, '2023-10-24', '2023-10-27', 'Fracture', 806, 11193.19);
INSERT INTO admission VALUES (9, 9, 8, '2023-11-11', '2023-11-15', 'Appendicitis', 307, 10793.81);
INSERT INTO admission VALUES (10, 10, 7, '2023-12-20', '2023-12-27', 'Bronchiolitis', 320, 14537.27);
INSERT INTO admission VALUES (11, 11, 4, '2023-01-22', '2023-01-31', 'Migraine', 208, 33659.33);
INSERT INTO admission VALUES (12, 12, 14, '2023-11-04', '2023-11-12', 'Fracture', 617, 20069.2);
INSERT INTO admission VALUES (13, 13, 3, '2023-03-08', '2023-03-12', 'Heart Failure', 118, 15513.35);
INSERT INTO admission VALUES (14, 14, 3, '2023-05-26', '2023-05-30', 'Arrhythmia', 124, 8532.1);
INSERT INTO admission VALUES (15, 15, 16, '2023-05-10', '2023-05-11', 'Dermatitis', 706, 4304.22);
INSERT INTO admission VALUES (16, 16, 5, '2023-02-19', '2023-02-25', 'Stroke', 229, 18612.39);
INSERT INTO admission VALUES (17, 17, 5, '2023-11-01', '2023-11-02', 'Stroke', 216, 6236.93);
INSERT INTO admission VALUES (18, 18, 2, '2023-01-13', '2023-01-23', 'Hypertension', 103, 31899.9);
INSERT INTO admission VALUES (19, 19, 11, '2023-03-13', '2023-03-15', 'Lymphoma', 515, 8563.77);
INSERT INTO admission VALUES (20, 20, 5, '2023-06-26', '2023-07-02', 'Stroke', 222, 18309.38);
INSERT INTO admission VALUES (21, 21, 14, '2023-01-18', '2023-02-01', 'Appendicitis', 619, 27843.96);
INSERT INTO admission VALUES (22, 22, 13, '2023-10-28', '2023-10-29', 'Concussion', 603, 2806.51);
INSERT INTO admission VALUES (23, 23, 9, '2023-08-04', '2023-08-16', 'Hip Replacement', 413, 50741.83);
INSERT INTO admission VALUES (24, 24, 16, '2023-08-16', '2023-08-24', 'Dermatitis', 717, 29378.51);
INSERT INTO admission VALUES (25, 25, 3, '2023-09-06', '2023-09-07', 'Arrhythmia', 123, 4520.79);
INSERT INTO admission VALUES (26, 9, 17, '2023-01-08', '2023-01-14', 'Fracture', 805, 21571.61);
INSERT INTO admission VALUES (27, 25, 6, '2023-06-27', '2023-07-08', 'Bronchiolitis', 316, 44658.99);
INSERT INTO admission VALUES (28, 7, 9, '2023-11-23', '2023-11-30', 'Fracture', 429, 17247.32);
INSERT INTO admission VALUES (29, 7, 11, '2023-03-13', '2023-03-16', 'Breast Cancer', 512, 14048.89);
INSERT INTO admission VALUES (30, 9, 3, '2023-03-30', '2023-04-01', 'Heart Failure', 116, 5955.98);
INSERT INTO admission VALUES (31, 13, 14, '2023-11-19', '2023-11-28', 'Appendicitis', 622, 25609.82);
INSERT INTO admission VALUES (32, 11, 16, '2023-02-10', '2023-02-24', 'Dermatitis', 709, 55130.78);
INSERT INTO admission VALUES (33, 19, 9, '2023-07-03', '2023-07-08', 'Fracture', 426, 17870.93);
INSERT INTO admission VALUES (34, 15, 13, '2023-04-10', '2023-04-11', 'Fracture', 608, 6162.33);
INSERT INTO admission VALUES (35, 15, 4, '2023-02-27', '2023-03-10', 'Epilepsy', 221, 38115.49);
INSERT INTO admission VALUES (36, 22, 3, '2023-04-14', '2023-04-18', 'Heart Failure', 109, 9442.3);
INSERT INTO admission VALUES (37, 18, 17, '2023-01-21', '2023-01-24', 'Pneumonia', 809, 12855.03);
INSERT INTO admission VALUES (38, 13, 6, '2023-12-27', '2023-12-31', 'Asthma', 314, 18458.94);
INSERT INTO admission VALUES (39, 15, 5, '2023-08-23', '2023-08-27', 'Epilepsy', 229, 17377.67);
INSERT INTO admission VALUES (40, 15, 11, '2023-06-19', '2023-06-30', 'Lymphoma', 504, 41404.97);

INSERT INTO medication VALUES (1, 'Amoxicillin', 'Antibiotic', 'Pfizer', 0.45);
INSERT INTO medication VALUES (2, 'Ceftriaxone', 'Antibiotic', 'Roche', 6.8);
INSERT INTO medication VALUES (3, 'Azithromycin', 'Antibiotic', 'Pfizer', 2.1);
INSERT INTO medication VALUES (4, 'Ibuprofen', 'Analgesic', 'Bayer', 0.12);
INSERT INTO medication VALUES (5, 'Morphine', 'Analgesic', 'Novartis', 3.75);
INSERT INTO medication VALUES (6, 'Paracetamol', 'Analgesic', 'GSK', 0.08);
INSERT INTO medication VALUES (7, 'Warfarin', 'Anticoagulant', 'Bristol-Myers', 0.6);
INSERT INTO medication VALUES (8, 'Heparin', 'Anticoagulant', 'Sanofi', 4.2);
INSERT INTO medication VALUES (9, 'Metoprolol', 'Antihypertensive', 'AstraZeneca', 0.35);
INSERT INTO medication VALUES (10, 'Lisinopril', 'Antihypertensive', 'Merck', 0.25);
INSERT INTO medication VALUES (11, 'Prednisone', 'Corticosteroid', 'Pfizer', 0.3);
INSERT INTO medication VALUES (12, 'Hydrocortisone', 'Corticosteroid', 'GSK', 1.15);
INSERT INTO medication VALUES (13, 'Cetirizine', 'Antihistamine', 'Bayer', 0.2);
INSERT INTO medication VALUES (14, 'Levetiracetam', 'Anticonvulsant', 'UCB', 1.9);
INSERT INTO medication VALUES (15, 'Cisplatin', 'Chemotherapy', 'Novartis', 48.5);
INSERT INTO medication VALUES (16, 'Loratadine', 'Antihistamine', 'Merck', 0.18);

INSERT INTO prescription VALUES (1, 10, 400, 1);
INSERT INTO prescription VALUES (2, 2, 50, 19);
INSERT INTO prescription VALUES (2, 7, 400, 17);
INSERT INTO prescription VALUES (6, 5, 1000, 11);
INSERT INTO prescription VALUES (6, 12, 20, 3);
INSERT INTO prescription VALUES (7, 1, 5, 18);
INSERT INTO prescription VALUES (7, 3, 50, 5);
INSERT INTO prescription VALUES (7, 10, 5, 5);
INSERT INTO prescription VALUES (8, 4, 50, 13);
INSERT INTO prescription VALUES (9, 4, 400, 21);
INSERT INTO prescription VALUES (9, 6, 400, 16);
INSERT INTO prescription VALUES (9, 12, 5, 2);
INSERT INTO prescription VALUES (10, 9, 1000, 15);
INSERT INTO prescription VALUES (12, 15, 20, 10);
INSERT INTO prescription VALUES (13, 3, 50, 1);
INSERT INTO prescription VALUES (13, 12, 1000, 14);
INSERT INTO prescription VALUES (13, 14, 10, 16);
INSERT INTO prescription VALUES (14, 5, 20, 18);
INSERT INTO prescription VALUES (14, 15, 1000, 20);
INSERT INTO prescription VALUES (17, 12, 5, 12);
INSERT INTO prescription VALUES (18, 4, 500, 16);
INSERT INTO prescription VALUES (19, 6, 250, 8);
INSERT INTO prescription VALUES (20, 11, 400, 20);
INSERT INTO prescription VALUES (21, 4, 50, 7);
INSERT INTO prescription VALUES (22, 9, 400, 9);
INSERT INTO prescription VALUES (23, 3, 250, 20);
INSERT INTO prescription VALUES (23, 15, 250, 4);
INSERT INTO prescription VALUES (25, 2, 400, 14);
INSERT INTO prescription VALUES (26, 8, 400, 17);
INSERT INTO prescription VALUES (27, 9, 10, 17);
INSERT INTO prescription VALUES (27, 10, 5, 9);
INSERT INTO prescription VALUES (28, 14, 5, 6);
INSERT INTO prescription VALUES (29, 9, 1000, 10);
INSERT INTO prescription VALUES (30, 2, 10, 11);
INSERT INTO prescription VALUES (32, 1, 50, 3);
INSERT INTO prescription VALUES (32, 10, 10, 8);
INSERT INTO prescription VALUES (33, 2, 5, 15);
INSERT INTO prescription VALUES (33, 11, 250, 17);
INSERT INTO prescription VALUES (33, 15, 1000, 9);
INSERT INTO prescription VALUES (34, 5, 500, 7);
INSERT INTO prescription VALUES (34, 6, 10, 7);
INSERT INTO prescription VALUES (35, 1, 1000, 13);
INSERT INTO prescription VALUES (35, 6, 20, 16);
INSERT INTO prescription VALUES (35, 8, 400, 13);
INSERT INTO prescription VALUES (35, 11, 50, 17);
INSERT INTO prescription VALUES (35, 14, 10, 16);
INSERT INTO prescription VALUES (36, 11, 20, 17);
INSERT INTO prescription VALUES (38, 2, 1000, 20);
INSERT INTO prescription VALUES (38, 15, 20, 8);
INSERT INTO prescription VALUES (40, 3, 1000, 7);
INSERT INTO prescription VALUES (40, 8, 10, 16);
INSERT INTO prescription VALUES (40, 9, 500, 5);

COMMIT;
