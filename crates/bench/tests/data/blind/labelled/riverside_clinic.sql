PRAGMA foreign_keys = ON;

CREATE TABLE departments (
    department_id INTEGER PRIMARY KEY,
    name          TEXT NOT NULL UNIQUE,
    building      TEXT NOT NULL,
    floor         INTEGER NOT NULL,
    extension     TEXT NOT NULL
);

CREATE TABLE doctors (
    doctor_id     INTEGER PRIMARY KEY,
    first_name    TEXT NOT NULL,
    last_name     TEXT NOT NULL,
    department_id INTEGER NOT NULL REFERENCES departments(department_id),
    office_phone  TEXT,
    mobile_phone  TEXT,
    hire_date     TEXT NOT NULL
);

CREATE TABLE patients (
    patient_id    INTEGER PRIMARY KEY,
    first_name    TEXT NOT NULL,
    last_name     TEXT NOT NULL,
    birth_date    TEXT NOT NULL,
    sex           TEXT NOT NULL CHECK (sex IN ('F','M')),
    city          TEXT NOT NULL,
    insurer       TEXT NOT NULL,
    home_phone    TEXT,
    mobile_phone  TEXT,
    registered_on TEXT NOT NULL
);

CREATE TABLE appointments (
    appointment_id INTEGER PRIMARY KEY,
    patient_id     INTEGER NOT NULL REFERENCES patients(patient_id),
    doctor_id      INTEGER NOT NULL REFERENCES doctors(doctor_id),
    scheduled_at   TEXT NOT NULL,
    reason         TEXT NOT NULL,
    status         TEXT NOT NULL CHECK (status IN ('completed','cancelled','no-show','scheduled')),
    amount_billed  REAL NOT NULL,
    amount_paid    REAL NOT NULL
);

CREATE TABLE prescriptions (
    prescription_id INTEGER PRIMARY KEY,
    appointment_id  INTEGER NOT NULL REFERENCES appointments(appointment_id),
    drug_name       TEXT NOT NULL,
    dose_mg         REAL NOT NULL,
    days_supply     INTEGER NOT NULL,
    refills         INTEGER NOT NULL DEFAULT 0
);


INSERT INTO departments VALUES (1, 'Cardiology', 'Main', 3, '3301');
INSERT INTO departments VALUES (2, 'Dermatology', 'East Wing', 1, '1120');
INSERT INTO departments VALUES (3, 'Endocrinology', 'Main', 4, '3410');
INSERT INTO departments VALUES (4, 'Gastroenterology', 'Main', 2, '3215');
INSERT INTO departments VALUES (5, 'General Practice', 'Elm Pavilion', 0, '5001');
INSERT INTO departments VALUES (6, 'Neurology', 'Main', 5, '3502');
INSERT INTO departments VALUES (7, 'Obstetrics', 'East Wing', 2, '1240');
INSERT INTO departments VALUES (8, 'Oncology', 'Main', 6, '3618');
INSERT INTO departments VALUES (9, 'Ophthalmology', 'East Wing', 3, '1305');
INSERT INTO departments VALUES (10, 'Orthopaedics', 'Main', 1, '3104');
INSERT INTO departments VALUES (11, 'Paediatrics', 'Elm Pavilion', 1, '5110');
INSERT INTO departments VALUES (12, 'Psychiatry', 'Elm Pavilion', 2, '5207');
INSERT INTO departments VALUES (13, 'Pulmonology', 'Main', 5, '3520');
INSERT INTO departments VALUES (14, 'Rheumatology', 'East Wing', 4, '1402');
INSERT INTO departments VALUES (15, 'Urology', 'Main', 2, '3230');
INSERT INTO departments VALUES (16, 'Otolaryngology', 'East Wing', 3, '1318');

INSERT INTO doctors VALUES (1, 'Anika', 'Lindqvist', 1, '01632 960101', '07700 989670', '2012-09-03');
INSERT INTO doctors VALUES (2, 'Tomasz', 'Brandt', 5, '01632 960102', '07700 954247', '2016-02-15');
INSERT INTO doctors VALUES (3, 'Rosalind', 'Achterberg', 2, '01632 962003', '07700 943927', '2019-07-01');
INSERT INTO doctors VALUES (4, 'Kwame', 'Osei-Bonsu', 5, '01632 960104', NULL, '2010-11-22');
INSERT INTO doctors VALUES (5, 'Ines', 'Carvalho', 3, '01632 961005', '07700 929639', '2021-03-08');
INSERT INTO doctors VALUES (6, 'Declan', 'Moorcroft', 4, '01632 961506', '07700 957917', '2015-05-18');
INSERT INTO doctors VALUES (7, 'Saanvi', 'Iyer', 6, '01632 960207', '07700 958340', '2018-10-29');
INSERT INTO doctors VALUES (8, 'Hollis', 'Dunmore', 7, '01632 964008', '07700 953864', '2013-01-07');
INSERT INTO doctors VALUES (9, 'Mei', 'Takahara', 8, '01632 961809', '07700 912246', '2020-06-15');
INSERT INTO doctors VALUES (10, 'Oluwaseun', 'Adeyemi', 10, '01632 960410', '07700 940356', '2017-08-21');
INSERT INTO doctors VALUES (11, 'Clara', 'Vukovic', 11, '01632 961011', '07700 998866', '2022-01-10');
INSERT INTO doctors VALUES (12, 'Rafael', 'Quintero', 12, '01632 960712', '07700 949880', '2014-04-14');
INSERT INTO doctors VALUES (13, 'Bridget', 'Fennimore', 13, '01632 962013', '07700 987895', '2019-12-02');
INSERT INTO doctors VALUES (14, 'Yusuf', 'Karaca', 5, '01632 960114', '07700 926287', '2023-05-02');
INSERT INTO doctors VALUES (15, 'Elodie', 'Marchetti', 14, '01632 960215', NULL, '2011-09-12');
INSERT INTO doctors VALUES (16, 'Gareth', 'Penhallow', 15, '01632 963016', '07700 916545', '2018-03-26');
INSERT INTO doctors VALUES (17, 'Priyanka', 'Deshmukh', 9, '01632 960517', '07700 963352', '2016-11-07');
INSERT INTO doctors VALUES (18, 'Stellan', 'Ruud', 16, '01632 961818', '07700 956940', '2020-09-14');
INSERT INTO doctors VALUES (19, 'Nadia', 'Haddad', 1, '01632 960119', '07700 949248', '2021-10-04');
INSERT INTO doctors VALUES (20, 'Marcus', 'Whitlock', 2, '01632 962020', '07700 999505', '2009-06-29');

INSERT INTO patients VALUES (1, 'Hamish', 'Ashworth', '2017-02-06', 'M', 'Northgate', 'Northgate', NULL, '07700 910435', '2018-05-10');
INSERT INTO patients VALUES (2, 'Ruth', 'Brennan', '1993-07-07', 'F', 'Carrow', 'Self-pay', '01632 795805', '07700 959073', '2021-04-28');
INSERT INTO patients VALUES (3, 'Bastian', 'Castellanos', '1947-12-19', 'M', 'Northgate', 'Northgate', '01632 328505', NULL, '2023-03-14');
INSERT INTO patients VALUES (4, 'Olga', 'Delacroix', '1947-11-28', 'F', 'Carrow', 'Northgate', '01632 832787', NULL, '2020-02-22');
INSERT INTO patients VALUES (5, 'Piotr', 'Eberhardt', '1993-12-15', 'M', 'Ashford Vale', 'Northgate', NULL, '07700 989076', '2017-11-02');
INSERT INTO patients VALUES (6, 'Sofia', 'Fairclough', '1977-12-25', 'F', 'Northgate', 'Bluewell', '01632 646766', '07700 911425', '2020-09-01');
INSERT INTO patients VALUES (7, 'Jonah', 'Gallagher', '1970-04-27', 'M', 'Ashford Vale', 'Corvan Mutual', '01632 861508', '07700 965827', '2015-09-25');
INSERT INTO patients VALUES (8, 'Valentina', 'Halvorsen', '1958-02-24', 'F', 'Ashford Vale', 'Corvan Mutual', NULL, '07700 969483', '2019-10-20');
INSERT INTO patients VALUES (9, 'Dmitri', 'Ibarra', '1957-02-08', 'M', 'Carrow', 'Northgate', '01632 494177', '07700 916351', '2016-05-08');
INSERT INTO patients VALUES (10, 'Chiara', 'Jankowski', '1960-08-20', 'F', 'Westmere', 'Stratus Health', NULL, '07700 947361', '2024-01-24');
INSERT INTO patients VALUES (11, 'Silas', 'Kowalczyk', '2011-01-23', 'M', 'Carrow', 'Corvan Mutual', '01632 949719', '07700 919344', '2021-06-14');
INSERT INTO patients VALUES (12, 'Erik', 'Lindqvist', '1952-12-10', 'M', 'Northgate', 'Corvan Mutual', '01632 275253', '07700 938425', '2020-03-14');
INSERT INTO patients VALUES (13, 'Lorcan', 'Mbeki', '2016-02-12', 'M', 'Denholm', 'Corvan Mutual', '01632 389144', '07700 920409', '2024-01-14');
INSERT INTO patients VALUES (14, 'Wren', 'Nakamura', '2013-08-18', 'F', 'Westmere', 'Corvan Mutual', NULL, '07700 942153', '2021-12-18');
INSERT INTO patients VALUES (15, 'Finnian', 'Okonkwo', '1960-02-10', 'M', 'Ashford Vale', 'Self-pay', NULL, '07700 967087', '2021-06-22');
INSERT INTO patients VALUES (16, 'Leila', 'Pemberton', '1964-07-26', 'F', 'Westmere', 'Stratus Health', '01632 358312', '07700 911006', '2016-06-26');
INSERT INTO patients VALUES (17, 'Umar', 'Quayle', '2013-03-11', 'M', 'Denholm', 'Corvan Mutual', '01632 348855', '07700 979069', '2022-07-17');
INSERT INTO patients VALUES (18, 'Zara', 'Rasmussen', '1942-10-02', 'F', 'Westmere', 'Self-pay', '01632 997363', NULL, '2017-10-01');
INSERT INTO patients VALUES (19, 'Niall', 'Szabo', '1944-09-09', 'M', 'Northgate', 'Stratus Health', '01632 311463', '07700 998815', '2022-05-06');
INSERT INTO patients VALUES (20, 'Amelia', 'Thorne', '1963-05-28', 'F', 'Carrow', 'Northgate', '01632 273310', '07700 991109', '2016-01-25');
INSERT INTO patients VALUES (21, 'Hamish', 'Underhill', '1982-03-10', 'M', 'Northgate', 'Self-pay', '01632 442774', '07700 975130', '2020-12-12');
INSERT INTO patients VALUES (22, 'Ruth', 'Varga', '1972-06-07', 'F', 'Millbrook', 'Stratus Health', '01632 466677', '07700 930603', '2023-01-19');
INSERT INTO patients VALUES (23, 'Bastian', 'Whitcombe', '2001-06-13', 'M', 'Northgate', 'Bluewell', '01632 521415', '07700 966779', '2019-05-10');
INSERT INTO patients VALUES (24, 'Olga', 'Yilmaz', '1961-08-18', 'F', 'Carrow', 'Stratus Health', '01632 925718', '07700 957035', '2020-09-21');
INSERT INTO patients VALUES (25, 'Piotr', 'Zeller', '2018-05-01', 'M', 'Westmere', 'Self-pay', NULL, '07700 910502', '2018-06-09');
INSERT INTO patients VALUES (26, 'Sofia', 'Abernathy', '2010-07-22', 'F', 'Northgate', 'Corvan Mutual', '01632 745411', '07700 933503', '2023-05-23');
INSERT INTO patients VALUES (27, 'Jonah', 'Bellamy', '1978-02-06', 'M', 'Northgate', 'Northgate', '01632 150724', '07700 919968', '2020-03-08');
INSERT INTO patients VALUES (28, 'Valentina', 'Crowther', '2016-08-11', 'F', 'Westmere', 'Self-pay', NULL, '07700 919736', '2022-05-22');
INSERT INTO patients VALUES (29, 'Dmitri', 'Dimitrov', '1953-07-15', 'M', 'Westmere', 'Self-pay', '01632 661834', '07700 954196', '2023-08-27');
INSERT INTO patients VALUES (30, 'Chiara', 'Ferreira', '1949-08-28', 'F', 'Carrow', 'Corvan Mutual', '01632 199056', NULL, '2022-10-28');
INSERT INTO patients VALUES (31, 'Silas', 'Grieve', '1940-06-07', 'M', 'Westmere', 'Stratus Health', '01632 791712', NULL, '2023-09-11');
INSERT INTO patients VALUES (32, 'Lucia', 'Hollins', '1959-11-06', 'F', 'Carrow', 'Stratus Health', '01632 880099', '07700 934908', '2022-06-13');
INSERT INTO patients VALUES (33, 'Lorcan', 'Ivanova', '1961-12-08', 'M', 'Carrow', 'Bluewell', NULL, '07700 911186', '2018-03-24');
INSERT INTO patients VALUES (34, 'Wren', 'Jarvis', '2006-01-19', 'F', 'Westmere', 'Self-pay', '01632 602762', '07700 912747', '2016-12-24');
INSERT INTO patients VALUES (35, 'Finnian', 'Kearney', '1968-05-07', 'M', 'Northgate', 'Stratus Health', '01632 193132', '07700 949165', '2020-11-18');
INSERT INTO patients VALUES (36, 'Leila', 'Lachance', '1996-02-21', 'F', 'Millbrook', 'Bluewell', NULL, '07700 977480', '2021-05-12');
INSERT INTO patients VALUES (37, 'Umar', 'Moreau', '2015-09-07', 'M', 'Carrow', 'Corvan Mutual', '01632 289367', '07700 982196', '2020-11-05');
INSERT INTO patients VALUES (38, 'Zara', 'Novak', '2009-02-21', 'F', 'Ashford Vale', 'Corvan Mutual', NULL, '07700 937868', '2022-06-04');
INSERT INTO patients VALUES (39, 'Niall', 'Oyelaran', '2005-01-27', 'M', 'Carrow', 'Self-pay', NULL, '07700 970409', '2020-03-07');
INSERT INTO patients VALUES (40, 'Amelia', 'Prentice', '1973-07-07', 'F', 'Millbrook', 'Northgate', '01632 510496', '07700 979376', '2022-05-23');

INSERT INTO appointments VALUES (1, 27, 14, '2023-01-02 16:00', 'sore throat', 'completed', 65.0, 19.5);
INSERT INTO appointments VALUES (2, 2, 13, '2025-01-11 08:45', 'asthma review', 'completed', 110.0, 0.0);
INSERT INTO appointments VALUES (3, 2, 19, '2023-08-08 08:30', 'palpitations', 'completed', 180.0, 18.0);
INSERT INTO appointments VALUES (4, 3, 14, '2024-01-23 11:45', 'flu shot', 'completed', 40.0, 0.0);
INSERT INTO appointments VALUES (5, 36, 8, '2024-07-20 09:00', 'prenatal visit', 'completed', 130.0, 26.0);
INSERT INTO appointments VALUES (6, 8, 18, '2024-07-24 16:45', 'ear infection', 'cancelled', 0.0, 0.0);
INSERT INTO appointments VALUES (7, 12, 2, '2024-10-14 09:15', 'flu shot', 'completed', 40.0, 40.0);
INSERT INTO appointments VALUES (8, 33, 4, '2024-06-23 09:30', 'flu shot', 'completed', 40.0, 8.0);
INSERT INTO appointments VALUES (9, 5, 2, '2025-01-13 15:30', 'sore throat', 'completed', 65.0, 6.5);
INSERT INTO appointments VALUES (10, 2, 3, '2025-09-12 15:45', 'eczema follow-up', 'scheduled', 85.0, 0.0);
INSERT INTO appointments VALUES (11, 11, 4, '2023-07-17 08:30', 'sore throat', 'completed', 65.0, 13.0);
INSERT INTO appointments VALUES (12, 24, 2, '2025-04-02 14:00', 'annual check-up', 'completed', 85.0, 25.5);
INSERT INTO appointments VALUES (13, 34, 16, '2025-06-20 13:45', 'urinary symptoms', 'completed', 140.0, 42.0);
INSERT INTO appointments VALUES (14, 29, 5, '2024-08-24 11:15', 'thyroid review', 'completed', 120.0, 36.0);
INSERT INTO appointments VALUES (15, 20, 1, '2023-03-10 11:45', 'palpitations', 'cancelled', 0.0, 0.0);
INSERT INTO appointments VALUES (16, 21, 4, '2024-08-11 14:30', 'follow-up', 'completed', 60.0, 6.0);
INSERT INTO appointments VALUES (17, 39, 17, '2024-02-18 16:00', 'eye exam', 'completed', 95.0, 9.5);
INSERT INTO appointments VALUES (18, 13, 19, '2024-03-26 13:30', 'chest pain', 'completed', 180.0, 36.0);
INSERT INTO appointments VALUES (19, 11, 2, '2023-09-19 16:15', 'follow-up', 'completed', 60.0, 60.0);
INSERT INTO appointments VALUES (20, 22, 14, '2023-04-27 13:45', 'annual check-up', 'cancelled', 0.0, 0.0);
INSERT INTO appointments VALUES (21, 5, 4, '2024-03-19 10:30', 'annual check-up', 'completed', 40.0, 0.0);
INSERT INTO appointments VALUES (22, 15, 15, '2024-03-26 13:15', 'joint pain', 'completed', 150.0, 0.0);
INSERT INTO appointments VALUES (23, 23, 1, '2023-08-11 13:30', 'chest pain', 'completed', 180.0, 18.0);
INSERT INTO appointments VALUES (24, 8, 16, '2024-09-02 16:15', 'urinary symptoms', 'cancelled', 0.0, 0.0);
INSERT INTO appointments VALUES (25, 1, 6, '2023-08-10 16:30', 'reflux', 'completed', 140.0, 0.0);
INSERT INTO appointments VALUES (26, 7, 14, '2024-03-01 14:00', 'annual check-up', 'completed', 85.0, 0.0);
INSERT INTO appointments VALUES (27, 19, 2, '2025-01-20 15:30', 'annual check-up', 'no-show', 25.0, 25.0);
INSERT INTO appointments VALUES (28, 22, 1, '2024-06-20 16:15', 'chest pain', 'cancelled', 0.0, 0.0);
INSERT INTO appointments VALUES (29, 2, 15, '2023-11-15 08:30', 'joint pain', 'completed', 150.0, 0.0);
INSERT INTO appointments VALUES (30, 37, 2, '2024-02-01 08:15', 'sore throat', 'completed', 65.0, 65.0);
INSERT INTO appointments VALUES (31, 9, 2, '2024-09-07 13:30', 'annual check-up', 'completed', 85.0, 0.0);
INSERT INTO appointments VALUES (32, 36, 5, '2024-08-02 11:00', 'thyroid review', 'completed', 120.0, 36.0);
INSERT INTO appointments VALUES (33, 12, 13, '2025-02-03 11:00', 'asthma review', 'completed', 110.0, 22.0);
INSERT INTO appointments VALUES (34, 32, 12, '2024-02-15 09:15', 'anxiety', 'cancelled', 0.0, 0.0);
INSERT INTO appointments VALUES (35, 14, 5, '2023-01-08 08:30', 'thyroid review', 'completed', 120.0, 120.0);
INSERT INTO appointments VALUES (36, 11, 19, '2025-03-28 16:45', 'palpitations', 'completed', 180.0, 36.0);
INSERT INTO appointments VALUES (37, 19, 2, '2024-07-19 10:15', 'sore throat', 'completed', 65.0, 13.0);
INSERT INTO appointments VALUES (38, 38, 3, '2024-11-21 15:30', 'eczema follow-up', 'completed', 85.0, 17.0);
INSERT INTO appointments VALUES (39, 22, 12, '2023-03-26 16:00', 'anxiety', 'completed', 150.0, 30.0);
INSERT INTO appointments VALUES (40, 34, 13, '2023-03-05 11:15', 'asthma review', 'completed', 110.0, 22.0);
INSERT INTO appointments VALUES (41, 3, 2, '2025-09-21 14:30', 'follow-up', 'scheduled', 60.0, 0.0);
INSERT INTO appointments VALUES (42, 9, 2, '2024-01-08 10:00', 'follow-up', 'completed', 60.0, 0.0);
INSERT INTO appointments VALUES (43, 7, 13, '2024-04-01 11:00', 'asthma review', 'cancelled', 0.0, 0.0);
INSERT INTO appointments VALUES (44, 35, 12, '2025-08-24 11:00', 'anxiety', 'scheduled', 150.0, 0.0);
INSERT INTO appointments VALUES (45, 31, 14, '2024-11-05 14:00', 'flu shot', 'completed', 30.0, 30.0);
INSERT INTO appointments VALUES (46, 38, 11, '2023-11-23 08:30', 'fever', 'completed', 70.0, 14.0);
INSERT INTO appointments VALUES (47, 1, 6, '2025-09-12 15:30', 'abdominal pain', 'scheduled', 160.0, 0.0);
INSERT INTO appointments VALUES (48, 3, 4, '2024-03-10 08:30', 'sore throat', 'completed', 65.0, 13.0);
INSERT INTO appointments VALUES (49, 25, 7, '2024-09-12 14:15', 'migraine', 'completed', 150.0, 30.0);
INSERT INTO appointments VALUES (50, 17, 5, '2024-06-05 08:00', 'diabetes review', 'completed', 120.0, 120.0);
INSERT INTO appointments VALUES (51, 33, 4, '2024-03-09 15:45', 'follow-up', 'completed', 60.0, 12.0);
INSERT INTO appointments VALUES (52, 19, 7, '2023-04-26 08:30', 'dizziness', 'completed', 150.0, 30.0);
INSERT INTO appointments VALUES (53, 6, 12, '2025-07-28 09:45', 'follow-up', 'scheduled', 120.0, 0.0);
INSERT INTO appointments VALUES (54, 8, 14, '2024-11-14 15:00', 'sore throat', 'cancelled', 0.0, 0.0);
INSERT INTO appointments VALUES (55, 40, 9, '2024-03-12 16:45', 'chemotherapy review', 'completed', 220.0, 66.0);
INSERT INTO appointments VALUES (56, 35, 19, '2024-11-21 15:45', 'blood pressure review', 'completed', 95.0, 19.0);
INSERT INTO appointments VALUES (57, 14, 19, '2024-04-04 08:00', 'palpitations', 'completed', 180.0, 36.0);
INSERT INTO appointments VALUES (58, 23, 13, '2024-02-11 16:30', 'asthma review', 'completed', 110.0, 22.0);
INSERT INTO appointments VALUES (59, 35, 18, '2024-07-26 16:45', 'ear infection', 'completed', 90.0, 0.0);
INSERT INTO appointments VALUES (60, 17, 19, '2023-05-13 09:45', 'palpitations', 'completed', 180.0, 18.0);

INSERT INTO prescriptions VALUES (1, 1, 'Amoxicillin', 500.0, 10, 0);
INSERT INTO prescriptions VALUES (2, 2, 'Salbutamol', 0.1, 7, 0);
INSERT INTO prescriptions VALUES (3, 3, 'Bisoprolol', 2.5, 14, 0);
INSERT INTO prescriptions VALUES (4, 9, 'Amoxicillin', 500.0, 90, 2);
INSERT INTO prescriptions VALUES (5, 11, 'Amoxicillin', 500.0, 7, 0);
INSERT INTO prescriptions VALUES (6, 12, 'Atorvastatin', 20.0, 10, 0);
INSERT INTO prescriptions VALUES (7, 13, 'Tamsulosin', 0.4, 90, 3);
INSERT INTO prescriptions VALUES (8, 14, 'Levothyroxine', 0.1, 90, 2);
INSERT INTO prescriptions VALUES (9, 16, 'Amoxicillin', 500.0, 30, 3);
INSERT INTO prescriptions VALUES (10, 18, 'Atorvastatin', 20.0, 90, 3);
INSERT INTO prescriptions VALUES (11, 18, 'Aspirin', 75.0, 30, 0);
INSERT INTO prescriptions VALUES (12, 19, 'Amoxicillin', 500.0, 10, 0);
INSERT INTO prescriptions VALUES (13, 21, 'Atorvastatin', 20.0, 7, 0);
INSERT INTO prescriptions VALUES (14, 22, 'Naproxen', 250.0, 14, 0);
INSERT INTO prescriptions VALUES (15, 23, 'Aspirin', 75.0, 10, 0);
INSERT INTO prescriptions VALUES (16, 25, 'Omeprazole', 20.0, 10, 0);
INSERT INTO prescriptions VALUES (17, 26, 'Atorvastatin', 20.0, 28, 1);
INSERT INTO prescriptions VALUES (18, 29, 'Methotrexate', 7.5, 10, 0);
INSERT INTO prescriptions VALUES (19, 30, 'Amoxicillin', 500.0, 14, 0);
INSERT INTO prescriptions VALUES (20, 31, 'Atorvastatin', 20.0, 30, 3);
INSERT INTO prescriptions VALUES (21, 32, 'Levothyroxine', 0.1, 30, 2);
INSERT INTO prescriptions VALUES (22, 33, 'Salbutamol', 0.1, 7, 0);
INSERT INTO prescriptions VALUES (23, 35, 'Levothyroxine', 0.1, 28, 3);
INSERT INTO prescriptions VALUES (24, 36, 'Bisoprolol', 2.5, 10, 0);
INSERT INTO prescriptions VALUES (25, 37, 'Amoxicillin', 500.0, 28, 0);
INSERT INTO prescriptions VALUES (26, 38, 'Hydrocortisone cream', 10.0, 7, 0);
INSERT INTO prescriptions VALUES (27, 39, 'Sertraline', 50.0, 10, 0);
INSERT INTO prescriptions VALUES (28, 40, 'Salbutamol', 0.1, 90, 3);
INSERT INTO prescriptions VALUES (29, 42, 'Sertraline', 50.0, 10, 0);
INSERT INTO prescriptions VALUES (30, 42, 'Amoxicillin', 500.0, 90, 3);
INSERT INTO prescriptions VALUES (31, 46, 'Paracetamol', 250.0, 30, 2);
INSERT INTO prescriptions VALUES (32, 48, 'Amoxicillin', 500.0, 90, 0);
INSERT INTO prescriptions VALUES (33, 49, 'Sumatriptan', 50.0, 14, 0);
INSERT INTO prescriptions VALUES (34, 50, 'Metformin', 500.0, 14, 0);
INSERT INTO prescriptions VALUES (35, 51, 'Sertraline', 50.0, 14, 0);
INSERT INTO prescriptions VALUES (36, 52, 'Betahistine', 16.0, 7, 0);
INSERT INTO prescriptions VALUES (37, 55, 'Ondansetron', 8.0, 14, 0);
INSERT INTO prescriptions VALUES (38, 56, 'Amlodipine', 5.0, 90, 3);
INSERT INTO prescriptions VALUES (39, 56, 'Lisinopril', 10.0, 7, 0);
INSERT INTO prescriptions VALUES (40, 57, 'Bisoprolol', 2.5, 10, 0);
INSERT INTO prescriptions VALUES (41, 58, 'Salbutamol', 0.1, 10, 0);
INSERT INTO prescriptions VALUES (42, 59, 'Amoxicillin', 500.0, 7, 0);
INSERT INTO prescriptions VALUES (43, 60, 'Bisoprolol', 2.5, 7, 0);
