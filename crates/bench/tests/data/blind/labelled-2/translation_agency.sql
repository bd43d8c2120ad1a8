PRAGMA foreign_keys = ON;

CREATE TABLE clients (
    client_id    INTEGER PRIMARY KEY,
    company_name TEXT NOT NULL,
    contact_name TEXT,
    country      TEXT NOT NULL,
    industry     TEXT NOT NULL
);

CREATE TABLE translators (
    translator_id   INTEGER PRIMARY KEY,
    full_name       TEXT NOT NULL,
    native_language TEXT NOT NULL,
    city            TEXT,
    hourly_rate     REAL NOT NULL,
    per_word_rate   REAL NOT NULL,
    hired_date      TEXT NOT NULL
);

CREATE TABLE projects (
    project_id      INTEGER PRIMARY KEY,
    client_id       INTEGER NOT NULL,
    title           TEXT NOT NULL,
    source_language TEXT NOT NULL,
    target_language TEXT NOT NULL,
    word_count      INTEGER NOT NULL,
    received_date   TEXT NOT NULL,
    deadline        TEXT NOT NULL,
    delivered_date  TEXT,
    quoted_price    REAL NOT NULL,
    translator_cost REAL NOT NULL,
    status          TEXT NOT NULL,
    FOREIGN KEY (client_id) REFERENCES clients(client_id)
);

CREATE TABLE project_assignments (
    project_id    INTEGER NOT NULL,
    translator_id INTEGER NOT NULL,
    role          TEXT NOT NULL,
    hours_logged  REAL NOT NULL,
    PRIMARY KEY (project_id, translator_id),
    FOREIGN KEY (project_id) REFERENCES projects(project_id),
    FOREIGN KEY (translator_id) REFERENCES translators(translator_id)
);

INSERT INTO clients (client_id, company_name, contact_name, country, industry) VALUES (1, 'Alpenwerk GmbH', 'Stefan Huber', 'Austria', 'manufacturing');
INSERT INTO clients (client_id, company_name, contact_name, country, industry) VALUES (2, 'Rheintal Insurance AG', 'Corinne Frei', 'Switzerland', 'insurance');
INSERT INTO clients (client_id, company_name, contact_name, country, industry) VALUES (3, 'Nordwind Logistics GmbH', 'Katrin Vogel', 'Germany', 'logistics');
INSERT INTO clients (client_id, company_name, contact_name, country, industry) VALUES (4, 'Kessler & Partner Rechtsanwälte', 'Jonas Kessler', 'Germany', 'legal');
INSERT INTO clients (client_id, company_name, contact_name, country, industry) VALUES (5, 'Baltic Cargo Group', 'Ilze Ozola', 'Latvia', 'logistics');
INSERT INTO clients (client_id, company_name, contact_name, country, industry) VALUES (6, 'Lumière Cosmetics SA', 'Claire Dubois', 'France', 'cosmetics');
INSERT INTO clients (client_id, company_name, contact_name, country, industry) VALUES (7, 'Márquez Abogados', 'Lucía Márquez', 'Spain', 'legal');
INSERT INTO clients (client_id, company_name, contact_name, country, industry) VALUES (8, 'Vantaa Medtech Oy', 'Mikko Laine', 'Finland', 'medical devices');
INSERT INTO clients (client_id, company_name, contact_name, country, industry) VALUES (9, 'Brennero Foods S.p.A.', 'Giulia Ferri', 'Italy', 'food');
INSERT INTO clients (client_id, company_name, contact_name, country, industry) VALUES (10, 'Hanseatic Legal LLP', 'Tobias Brandt', 'Germany', 'legal');
INSERT INTO clients (client_id, company_name, contact_name, country, industry) VALUES (11, 'Danube Software Kft.', 'Péter Nagy', 'Hungary', 'software');
INSERT INTO clients (client_id, company_name, contact_name, country, industry) VALUES (12, 'Orbis Games Studio', 'Marta Wiśniewska', 'Poland', 'software');
INSERT INTO clients (client_id, company_name, contact_name, country, industry) VALUES (13, 'Fjord Energy AS', 'Ingrid Berg', 'Norway', 'energy');
INSERT INTO clients (client_id, company_name, contact_name, country, industry) VALUES (14, 'Castellan Wines', 'Rui Tavares', 'Portugal', 'food');
INSERT INTO clients (client_id, company_name, contact_name, country, industry) VALUES (15, 'Atlas Patent Services Ltd', 'Hannah Price', 'United Kingdom', 'legal');

INSERT INTO translators (translator_id, full_name, native_language, city, hourly_rate, per_word_rate, hired_date) VALUES (1, 'Ana Horvat', 'Croatian', 'Zagreb', 38.0, 0.09, '2016-03-01');
INSERT INTO translators (translator_id, full_name, native_language, city, hourly_rate, per_word_rate, hired_date) VALUES (2, 'Lukas Meier', 'German', 'Munich', 55.0, 0.14, '2014-09-15');
INSERT INTO translators (translator_id, full_name, native_language, city, hourly_rate, per_word_rate, hired_date) VALUES (3, 'Sophie Laurent', 'French', 'Lyon', 48.0, 0.12, '2018-01-10');
INSERT INTO translators (translator_id, full_name, native_language, city, hourly_rate, per_word_rate, hired_date) VALUES (4, 'Carlos Ortega', 'Spanish', 'Valencia', 42.0, 0.11, '2019-05-20');
INSERT INTO translators (translator_id, full_name, native_language, city, hourly_rate, per_word_rate, hired_date) VALUES (5, 'Elena Rossi', 'Italian', 'Bologna', 45.0, 0.13, '2017-02-14');
INSERT INTO translators (translator_id, full_name, native_language, city, hourly_rate, per_word_rate, hired_date) VALUES (6, 'James Whitfield', 'English', 'Manchester', 60.0, 0.12, '2013-06-03');
INSERT INTO translators (translator_id, full_name, native_language, city, hourly_rate, per_word_rate, hired_date) VALUES (7, 'Yuki Tanaka', 'Japanese', 'Osaka', 52.0, 0.16, '2020-08-01');
INSERT INTO translators (translator_id, full_name, native_language, city, hourly_rate, per_word_rate, hired_date) VALUES (8, 'Wei Zhang', 'Chinese', 'Shanghai', 40.0, 0.1, '2021-04-12');
INSERT INTO translators (translator_id, full_name, native_language, city, hourly_rate, per_word_rate, hired_date) VALUES (9, 'Katarzyna Nowak', 'Polish', 'Kraków', 35.0, 0.08, '2019-11-25');
INSERT INTO translators (translator_id, full_name, native_language, city, hourly_rate, per_word_rate, hired_date) VALUES (10, 'Hannah Becker', 'German', 'Hamburg', 50.0, 0.13, '2015-07-07');
INSERT INTO translators (translator_id, full_name, native_language, city, hourly_rate, per_word_rate, hired_date) VALUES (11, 'Miguel Santos', 'Portuguese', 'Porto', 37.0, 0.09, '2022-02-01');
INSERT INTO translators (translator_id, full_name, native_language, city, hourly_rate, per_word_rate, hired_date) VALUES (12, 'Laura Fischer', 'German', 'Vienna', 47.0, 0.12, '2018-10-18');
INSERT INTO translators (translator_id, full_name, native_language, city, hourly_rate, per_word_rate, hired_date) VALUES (13, 'Olga Petrova', 'Russian', 'Riga', 36.0, 0.1, '2020-03-09');
INSERT INTO translators (translator_id, full_name, native_language, city, hourly_rate, per_word_rate, hired_date) VALUES (14, 'Emma Lindqvist', 'Swedish', 'Uppsala', 53.0, 0.15, '2016-12-05');
INSERT INTO translators (translator_id, full_name, native_language, city, hourly_rate, per_word_rate, hired_date) VALUES (15, 'Oliver Grant', 'English', 'Edinburgh', 46.0, 0.11, '2021-06-14');
INSERT INTO translators (translator_id, full_name, native_language, city, hourly_rate, per_word_rate, hired_date) VALUES (16, 'Isabel Moreno', 'Spanish', 'Madrid', 44.0, 0.11, '2021-09-01');

INSERT INTO projects (project_id, client_id, title, source_language, target_language, word_count, received_date, deadline, delivered_date, quoted_price, translator_cost, status) VALUES (1, 1, 'Product Catalogue 2023', 'German', 'English', 18500, '2023-02-06', '2023-02-27', '2023-02-25', 4329.0, 2935.0, 'delivered');
INSERT INTO projects (project_id, client_id, title, source_language, target_language, word_count, received_date, deadline, delivered_date, quoted_price, translator_cost, status) VALUES (2, 2, 'Household Policy Terms', 'German', 'French', 9200, '2023-03-14', '2023-03-28', '2023-03-28', 2171.2, 1104.0, 'delivered');
INSERT INTO projects (project_id, client_id, title, source_language, target_language, word_count, received_date, deadline, delivered_date, quoted_price, translator_cost, status) VALUES (3, 2, 'Household Policy Terms', 'German', 'Italian', 9200, '2023-03-14', '2023-03-28', '2023-03-31', 2171.2, 1196.0, 'delivered');
INSERT INTO projects (project_id, client_id, title, source_language, target_language, word_count, received_date, deadline, delivered_date, quoted_price, translator_cost, status) VALUES (4, 3, 'Carrier Onboarding Guide', 'German', 'English', 6400, '2023-04-03', '2023-04-13', '2023-04-12', 1478.4, 968.0, 'delivered');
INSERT INTO projects (project_id, client_id, title, source_language, target_language, word_count, received_date, deadline, delivered_date, quoted_price, translator_cost, status) VALUES (5, 4, 'Share Purchase Agreement', 'German', 'English', 22800, '2023-05-22', '2023-06-11', '2023-06-15', 3807.6, 3464.5, 'delivered');
INSERT INTO projects (project_id, client_id, title, source_language, target_language, word_count, received_date, deadline, delivered_date, quoted_price, translator_cost, status) VALUES (6, 15, 'Patent EP 3 412 907 Claims', 'English', 'German', 7600, '2023-06-12', '2023-06-24', '2023-06-21', 1649.2, 1235.5, 'delivered');
INSERT INTO projects (project_id, client_id, title, source_language, target_language, word_count, received_date, deadline, delivered_date, quoted_price, translator_cost, status) VALUES (7, 6, 'Spring Campaign Copy', 'French', 'German', 2100, '2023-07-03', '2023-07-08', '2023-07-08', 407.4, 252.0, 'delivered');
INSERT INTO projects (project_id, client_id, title, source_language, target_language, word_count, received_date, deadline, delivered_date, quoted_price, translator_cost, status) VALUES (8, 6, 'Spring Campaign Copy', 'French', 'Spanish', 2100, '2023-07-03', '2023-07-08', '2023-07-09', 407.4, 231.0, 'delivered');
INSERT INTO projects (project_id, client_id, title, source_language, target_language, word_count, received_date, deadline, delivered_date, quoted_price, translator_cost, status) VALUES (9, 8, 'Infusion Pump IFU', 'English', 'Swedish', 14300, '2023-08-21', '2023-09-08', '2023-09-04', 2431.0, 2145.0, 'delivered');
INSERT INTO projects (project_id, client_id, title, source_language, target_language, word_count, received_date, deadline, delivered_date, quoted_price, translator_cost, status) VALUES (10, 9, 'Annual Report 2023', 'Italian', 'English', 26000, '2024-02-12', '2024-03-08', '2024-03-10', 4550.0, 3907.5, 'delivered');
INSERT INTO projects (project_id, client_id, title, source_language, target_language, word_count, received_date, deadline, delivered_date, quoted_price, translator_cost, status) VALUES (11, 13, 'Annual Report 2023', 'Norwegian', 'English', 31500, '2024-02-19', '2024-03-18', '2024-03-17', 5103.0, 4922.5, 'delivered');
INSERT INTO projects (project_id, client_id, title, source_language, target_language, word_count, received_date, deadline, delivered_date, quoted_price, translator_cost, status) VALUES (12, 10, 'Employment Contract Template', 'German', 'English', 5400, '2023-09-11', '2023-09-18', '2023-09-18', 1058.4, 594.0, 'delivered');
INSERT INTO projects (project_id, client_id, title, source_language, target_language, word_count, received_date, deadline, delivered_date, quoted_price, translator_cost, status) VALUES (13, 11, 'Mobile App Strings v4', 'English', 'Croatian', 3800, '2023-10-02', '2023-10-08', '2023-10-07', 676.4, 342.0, 'delivered');
INSERT INTO projects (project_id, client_id, title, source_language, target_language, word_count, received_date, deadline, delivered_date, quoted_price, translator_cost, status) VALUES (14, 11, 'Mobile App Strings v4', 'English', 'Polish', 3800, '2023-10-02', '2023-10-08', '2023-10-08', 676.4, 304.0, 'delivered');
INSERT INTO projects (project_id, client_id, title, source_language, target_language, word_count, received_date, deadline, delivered_date, quoted_price, translator_cost, status) VALUES (15, 12, 'Quest Dialogue Pack 2', 'English', 'Japanese', 12600, '2023-10-16', '2023-11-05', '2023-11-10', 2469.6, 2016.0, 'delivered');
INSERT INTO projects (project_id, client_id, title, source_language, target_language, word_count, received_date, deadline, delivered_date, quoted_price, translator_cost, status) VALUES (16, 12, 'Quest Dialogue Pack 2', 'English', 'Chinese', 12600, '2023-10-16', '2023-11-05', '2023-11-07', 2469.6, 1260.0, 'delivered');
INSERT INTO projects (project_id, client_id, title, source_language, target_language, word_count, received_date, deadline, delivered_date, quoted_price, translator_cost, status) VALUES (17, 5, 'Customs Procedures Handbook', 'English', 'Russian', 8800, '2023-11-06', '2023-11-20', '2023-11-18', 1821.6, 880.0, 'delivered');
INSERT INTO projects (project_id, client_id, title, source_language, target_language, word_count, received_date, deadline, delivered_date, quoted_price, translator_cost, status) VALUES (18, 7, 'Arbitration Award', 'Spanish', 'English', 15200, '2023-11-20', '2023-12-05', '2023-12-05', 3070.4, 2155.0, 'delivered');
INSERT INTO projects (project_id, client_id, title, source_language, target_language, word_count, received_date, deadline, delivered_date, quoted_price, translator_cost, status) VALUES (19, 14, 'Export Price List', 'Portuguese', 'English', 1900, '2023-12-04', '2023-12-08', '2023-12-08', 317.3, 209.0, 'delivered');
INSERT INTO projects (project_id, client_id, title, source_language, target_language, word_count, received_date, deadline, delivered_date, quoted_price, translator_cost, status) VALUES (20, 3, 'Warehouse Safety Rules', 'German', 'Polish', 4100, '2024-01-08', '2024-01-15', '2024-01-16', 947.1, 503.0, 'delivered');
INSERT INTO projects (project_id, client_id, title, source_language, target_language, word_count, received_date, deadline, delivered_date, quoted_price, translator_cost, status) VALUES (21, 1, 'X200 Operating Manual', 'German', 'English', 24000, '2024-01-15', '2024-02-05', '2024-02-02', 5616.0, 3955.0, 'delivered');
INSERT INTO projects (project_id, client_id, title, source_language, target_language, word_count, received_date, deadline, delivered_date, quoted_price, translator_cost, status) VALUES (22, 1, 'X200 Operating Manual', 'German', 'French', 24000, '2024-01-15', '2024-02-09', '2024-02-09', 5616.0, 2880.0, 'delivered');
INSERT INTO projects (project_id, client_id, title, source_language, target_language, word_count, received_date, deadline, delivered_date, quoted_price, translator_cost, status) VALUES (23, 1, 'X200 Operating Manual', 'German', 'Italian', 24000, '2024-01-15', '2024-02-09', '2024-02-15', 5616.0, 3120.0, 'delivered');
INSERT INTO projects (project_id, client_id, title, source_language, target_language, word_count, received_date, deadline, delivered_date, quoted_price, translator_cost, status) VALUES (24, 4, 'Court Filing 14 O 233/23', 'German', 'English', 11700, '2024-03-04', '2024-03-14', '2024-03-14', 1953.9, 1854.0, 'delivered');
INSERT INTO projects (project_id, client_id, title, source_language, target_language, word_count, received_date, deadline, delivered_date, quoted_price, translator_cost, status) VALUES (25, 1, 'Safety Data Sheet SD-14', 'German', 'English', 3200, '2024-03-18', '2024-03-23', '2024-03-23', 748.8, 352.0, 'delivered');
INSERT INTO projects (project_id, client_id, title, source_language, target_language, word_count, received_date, deadline, delivered_date, quoted_price, translator_cost, status) VALUES (26, 1, 'Safety Data Sheet SD-14', 'German', 'French', 3200, '2024-03-18', '2024-03-23', '2024-03-22', 748.8, 384.0, 'delivered');
INSERT INTO projects (project_id, client_id, title, source_language, target_language, word_count, received_date, deadline, delivered_date, quoted_price, translator_cost, status) VALUES (27, 15, 'Patent US 11,208,443 Description', 'English', 'German', 19800, '2024-04-08', '2024-04-26', '2024-04-28', 4296.6, 3359.5, 'delivered');
INSERT INTO projects (project_id, client_id, title, source_language, target_language, word_count, received_date, deadline, delivered_date, quoted_price, translator_cost, status) VALUES (28, 6, 'Product Labels Autumn Line', 'French', 'German', 1600, '2024-04-22', '2024-04-26', '2024-04-26', 310.4, 192.0, 'delivered');
INSERT INTO projects (project_id, client_id, title, source_language, target_language, word_count, received_date, deadline, delivered_date, quoted_price, translator_cost, status) VALUES (29, 6, 'Product Labels Autumn Line', 'French', 'English', 1600, '2024-04-22', '2024-04-26', '2024-04-26', 310.4, 176.0, 'delivered');
INSERT INTO projects (project_id, client_id, title, source_language, target_language, word_count, received_date, deadline, delivered_date, quoted_price, translator_cost, status) VALUES (30, 2, 'Claims Handling Manual', 'German', 'French', 17400, '2024-05-13', '2024-06-02', '2024-05-31', 4106.4, 2605.0, 'delivered');
INSERT INTO projects (project_id, client_id, title, source_language, target_language, word_count, received_date, deadline, delivered_date, quoted_price, translator_cost, status) VALUES (31, 8, 'Clinical Evaluation Report', 'English', 'German', 21000, '2024-06-03', '2024-06-28', '2024-07-01', 3570.0, 3445.0, 'delivered');
INSERT INTO projects (project_id, client_id, title, source_language, target_language, word_count, received_date, deadline, delivered_date, quoted_price, translator_cost, status) VALUES (32, 10, 'Data Processing Agreement', 'English', 'German', 6900, '2024-06-17', '2024-06-25', '2024-06-25', 1352.4, 897.0, 'delivered');
INSERT INTO projects (project_id, client_id, title, source_language, target_language, word_count, received_date, deadline, delivered_date, quoted_price, translator_cost, status) VALUES (33, 3, 'Driver Handbook 2024', 'German', 'English', 9600, '2024-07-01', '2024-07-13', '2024-07-14', 2217.6, 1356.0, 'delivered');
INSERT INTO projects (project_id, client_id, title, source_language, target_language, word_count, received_date, deadline, delivered_date, quoted_price, translator_cost, status) VALUES (34, 12, 'Steam Store Page', 'English', 'Croatian', 1200, '2024-08-05', '2024-08-08', '2024-08-08', 235.2, 108.0, 'delivered');
INSERT INTO projects (project_id, client_id, title, source_language, target_language, word_count, received_date, deadline, delivered_date, quoted_price, translator_cost, status) VALUES (35, 13, 'HSE Policy', 'Norwegian', 'English', 5200, '2024-08-19', '2024-08-26', '2024-08-26', 842.4, 810.5, 'delivered');
INSERT INTO projects (project_id, client_id, title, source_language, target_language, word_count, received_date, deadline, delivered_date, quoted_price, translator_cost, status) VALUES (36, 9, 'Menu Descriptions', 'Italian', 'English', 2600, '2024-09-02', '2024-09-07', '2024-09-06', 455.0, 312.0, 'delivered');
INSERT INTO projects (project_id, client_id, title, source_language, target_language, word_count, received_date, deadline, delivered_date, quoted_price, translator_cost, status) VALUES (37, 5, 'Tender Documents Riga Port', 'Latvian', 'English', 13400, '2024-09-23', '2024-10-08', NULL, 970.83, 641.9, 'cancelled');
INSERT INTO projects (project_id, client_id, title, source_language, target_language, word_count, received_date, deadline, delivered_date, quoted_price, translator_cost, status) VALUES (38, 7, 'Expert Witness Statement', 'Spanish', 'English', 8300, '2024-10-14', '2024-10-24', '2024-10-26', 1676.6, 1216.0, 'delivered');
INSERT INTO projects (project_id, client_id, title, source_language, target_language, word_count, received_date, deadline, delivered_date, quoted_price, translator_cost, status) VALUES (39, 11, 'Mobile App Strings v5', 'English', 'Croatian', 4500, '2024-11-04', '2024-11-10', NULL, 801.0, 405.0, 'in progress');
INSERT INTO projects (project_id, client_id, title, source_language, target_language, word_count, received_date, deadline, delivered_date, quoted_price, translator_cost, status) VALUES (40, 2, 'Motor Policy Wording', 'German', 'Italian', 8700, '2024-11-18', '2024-12-02', NULL, 2053.2, 1131.0, 'in progress');
INSERT INTO projects (project_id, client_id, title, source_language, target_language, word_count, received_date, deadline, delivered_date, quoted_price, translator_cost, status) VALUES (41, 15, 'Patent EP 3 590 114 Claims', 'English', 'German', 6100, '2024-12-02', '2024-12-12', NULL, 1323.7, 854.0, 'in progress');
INSERT INTO projects (project_id, client_id, title, source_language, target_language, word_count, received_date, deadline, delivered_date, quoted_price, translator_cost, status) VALUES (42, 4, 'Shareholder Resolution', 'German', 'English', 3100, '2024-12-09', '2024-12-14', NULL, 517.7, 341.0, 'in progress');
INSERT INTO projects (project_id, client_id, title, source_language, target_language, word_count, received_date, deadline, delivered_date, quoted_price, translator_cost, status) VALUES (43, 11, 'Help Centre Articles', 'English', 'Croatian', 7200, '2024-05-06', '2024-05-16', '2024-05-17', 1281.6, 648.0, 'delivered');

INSERT INTO project_assignments (project_id, translator_id, role, hours_logged) VALUES (1, 6, 'translator', 49.0);
INSERT INTO project_assignments (project_id, translator_id, role, hours_logged) VALUES (1, 2, 'reviewer', 13.0);
INSERT INTO project_assignments (project_id, translator_id, role, hours_logged) VALUES (2, 3, 'translator', 22.0);
INSERT INTO project_assignments (project_id, translator_id, role, hours_logged) VALUES (3, 5, 'translator', 25.0);
INSERT INTO project_assignments (project_id, translator_id, role, hours_logged) VALUES (4, 6, 'translator', 19.5);
INSERT INTO project_assignments (project_id, translator_id, role, hours_logged) VALUES (4, 10, 'reviewer', 4.0);
INSERT INTO project_assignments (project_id, translator_id, role, hours_logged) VALUES (5, 6, 'translator', 56.5);
INSERT INTO project_assignments (project_id, translator_id, role, hours_logged) VALUES (5, 12, 'reviewer', 15.5);
INSERT INTO project_assignments (project_id, translator_id, role, hours_logged) VALUES (6, 10, 'translator', 18.5);
INSERT INTO project_assignments (project_id, translator_id, role, hours_logged) VALUES (6, 2, 'reviewer', 4.5);
INSERT INTO project_assignments (project_id, translator_id, role, hours_logged) VALUES (7, 12, 'translator', 5.5);
INSERT INTO project_assignments (project_id, translator_id, role, hours_logged) VALUES (8, 4, 'translator', 5.0);
INSERT INTO project_assignments (project_id, translator_id, role, hours_logged) VALUES (9, 14, 'translator', 38.5);
INSERT INTO project_assignments (project_id, translator_id, role, hours_logged) VALUES (10, 6, 'translator', 65.0);
INSERT INTO project_assignments (project_id, translator_id, role, hours_logged) VALUES (10, 5, 'reviewer', 17.5);
INSERT INTO project_assignments (project_id, translator_id, role, hours_logged) VALUES (11, 15, 'translator', 86.5);
INSERT INTO project_assignments (project_id, translator_id, role, hours_logged) VALUES (11, 14, 'reviewer', 27.5);
INSERT INTO project_assignments (project_id, translator_id, role, hours_logged) VALUES (12, 15, 'translator', 14.0);
INSERT INTO project_assignments (project_id, translator_id, role, hours_logged) VALUES (13, 1, 'translator', 9.0);
INSERT INTO project_assignments (project_id, translator_id, role, hours_logged) VALUES (14, 9, 'translator', 9.5);
INSERT INTO project_assignments (project_id, translator_id, role, hours_logged) VALUES (15, 7, 'translator', 33.0);
INSERT INTO project_assignments (project_id, translator_id, role, hours_logged) VALUES (16, 8, 'translator', 30.5);
INSERT INTO project_assignments (project_id, translator_id, role, hours_logged) VALUES (17, 13, 'translator', 25.5);
INSERT INTO project_assignments (project_id, translator_id, role, hours_logged) VALUES (18, 15, 'translator', 44.0);
INSERT INTO project_assignments (project_id, translator_id, role, hours_logged) VALUES (18, 4, 'reviewer', 11.5);
INSERT INTO project_assignments (project_id, translator_id, role, hours_logged) VALUES (19, 15, 'translator', 4.5);
INSERT INTO project_assignments (project_id, translator_id, role, hours_logged) VALUES (20, 9, 'translator', 12.0);
INSERT INTO project_assignments (project_id, translator_id, role, hours_logged) VALUES (20, 10, 'reviewer', 3.5);
INSERT INTO project_assignments (project_id, translator_id, role, hours_logged) VALUES (21, 6, 'translator', 72.0);
INSERT INTO project_assignments (project_id, translator_id, role, hours_logged) VALUES (21, 10, 'reviewer', 21.5);
INSERT INTO project_assignments (project_id, translator_id, role, hours_logged) VALUES (22, 3, 'translator', 67.0);
INSERT INTO project_assignments (project_id, translator_id, role, hours_logged) VALUES (23, 5, 'translator', 60.0);
INSERT INTO project_assignments (project_id, translator_id, role, hours_logged) VALUES (24, 6, 'translator', 27.0);
INSERT INTO project_assignments (project_id, translator_id, role, hours_logged) VALUES (24, 10, 'reviewer', 9.0);
INSERT INTO project_assignments (project_id, translator_id, role, hours_logged) VALUES (25, 15, 'translator', 8.5);
INSERT INTO project_assignments (project_id, translator_id, role, hours_logged) VALUES (26, 3, 'translator', 9.0);
INSERT INTO project_assignments (project_id, translator_id, role, hours_logged) VALUES (27, 2, 'translator', 54.5);
INSERT INTO project_assignments (project_id, translator_id, role, hours_logged) VALUES (27, 12, 'reviewer', 12.5);
INSERT INTO project_assignments (project_id, translator_id, role, hours_logged) VALUES (28, 12, 'translator', 4.0);
INSERT INTO project_assignments (project_id, translator_id, role, hours_logged) VALUES (29, 15, 'translator', 4.5);
INSERT INTO project_assignments (project_id, translator_id, role, hours_logged) VALUES (30, 3, 'translator', 52.0);
INSERT INTO project_assignments (project_id, translator_id, role, hours_logged) VALUES (30, 12, 'reviewer', 11.0);
INSERT INTO project_assignments (project_id, translator_id, role, hours_logged) VALUES (31, 10, 'translator', 50.0);
INSERT INTO project_assignments (project_id, translator_id, role, hours_logged) VALUES (31, 2, 'reviewer', 13.0);
INSERT INTO project_assignments (project_id, translator_id, role, hours_logged) VALUES (32, 10, 'translator', 19.5);
INSERT INTO project_assignments (project_id, translator_id, role, hours_logged) VALUES (33, 15, 'translator', 24.0);
INSERT INTO project_assignments (project_id, translator_id, role, hours_logged) VALUES (33, 10, 'reviewer', 6.0);
INSERT INTO project_assignments (project_id, translator_id, role, hours_logged) VALUES (34, 1, 'translator', 3.0);
INSERT INTO project_assignments (project_id, translator_id, role, hours_logged) VALUES (35, 15, 'translator', 11.5);
INSERT INTO project_assignments (project_id, translator_id, role, hours_logged) VALUES (35, 14, 'reviewer', 4.5);
INSERT INTO project_assignments (project_id, translator_id, role, hours_logged) VALUES (36, 6, 'translator', 5.5);
INSERT INTO project_assignments (project_id, translator_id, role, hours_logged) VALUES (37, 15, 'translator', 14.5);
INSERT INTO project_assignments (project_id, translator_id, role, hours_logged) VALUES (37, 13, 'reviewer', 3.5);
INSERT INTO project_assignments (project_id, translator_id, role, hours_logged) VALUES (38, 6, 'translator', 25.5);
INSERT INTO project_assignments (project_id, translator_id, role, hours_logged) VALUES (38, 16, 'reviewer', 5.0);
INSERT INTO project_assignments (project_id, translator_id, role, hours_logged) VALUES (39, 1, 'translator', 5.5);
INSERT INTO project_assignments (project_id, translator_id, role, hours_logged) VALUES (40, 5, 'translator', 12.0);
INSERT INTO project_assignments (project_id, translator_id, role, hours_logged) VALUES (41, 2, 'translator', 7.0);
INSERT INTO project_assignments (project_id, translator_id, role, hours_logged) VALUES (42, 15, 'translator', 5.0);
INSERT INTO project_assignments (project_id, translator_id, role, hours_logged) VALUES (43, 1, 'translator', 16.0);
