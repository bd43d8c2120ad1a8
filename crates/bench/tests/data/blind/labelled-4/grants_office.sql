-- grants_office: a university research-grants office.
-- grant_members is the many-to-many link between grants and researchers.
PRAGMA foreign_keys = ON;

CREATE TABLE funders (
    funder_id     INTEGER PRIMARY KEY,
    name          TEXT NOT NULL UNIQUE,
    funder_type   TEXT NOT NULL,   -- government / foundation / industry
    country       TEXT NOT NULL,
    partner_since TEXT NOT NULL
);

CREATE TABLE researchers (
    researcher_id INTEGER PRIMARY KEY,
    first_name    TEXT NOT NULL,
    last_name     TEXT NOT NULL,
    department    TEXT NOT NULL,
    position      TEXT NOT NULL,   -- Professor / Associate Professor / Lecturer / Postdoc
    hired_on      TEXT NOT NULL,
    is_tenured    INTEGER NOT NULL DEFAULT 0  -- 0/1
);

CREATE TABLE grants (
    grant_id         INTEGER PRIMARY KEY,
    title            TEXT NOT NULL,
    funder_id        INTEGER NOT NULL REFERENCES funders(funder_id),
    scheme           TEXT NOT NULL,
    amount_requested REAL NOT NULL,
    amount_awarded   REAL,           -- NULL = not awarded (rejected or still pending)
    submitted_on     TEXT NOT NULL,
    decided_on       TEXT,           -- NULL = decision not yet made
    start_date       TEXT,           -- NULL = not started / never will
    end_date         TEXT,
    status           TEXT NOT NULL   -- pending / awarded / rejected
);

CREATE TABLE grant_members (
    grant_id       INTEGER NOT NULL REFERENCES grants(grant_id),
    researcher_id  INTEGER NOT NULL REFERENCES researchers(researcher_id),
    role           TEXT NOT NULL,    -- PI (principal investigator) / Co-I (co-investigator)
    effort_percent INTEGER NOT NULL,
    PRIMARY KEY (grant_id, researcher_id)
);


INSERT INTO funders (funder_id, name, funder_type, country, partner_since) VALUES (1, 'National Science Council', 'government', 'Canada', '2010-01-01');
INSERT INTO funders (funder_id, name, funder_type, country, partner_since) VALUES (2, 'Marsh Foundation', 'foundation', 'United Kingdom', '2015-04-01');
INSERT INTO funders (funder_id, name, funder_type, country, partner_since) VALUES (3, 'Halvorsen Family Trust', 'foundation', 'Norway', '2019-09-01');
INSERT INTO funders (funder_id, name, funder_type, country, partner_since) VALUES (4, 'Northwind Pharma', 'industry', 'Germany', '2018-02-15');
INSERT INTO funders (funder_id, name, funder_type, country, partner_since) VALUES (5, 'European Research Fund', 'government', 'Belgium', '2008-06-01');
INSERT INTO funders (funder_id, name, funder_type, country, partner_since) VALUES (6, 'Ocean Futures Initiative', 'foundation', 'Australia', '2020-03-10');
INSERT INTO funders (funder_id, name, funder_type, country, partner_since) VALUES (7, 'Helix Biotech', 'industry', 'United States', '2021-07-01');
INSERT INTO funders (funder_id, name, funder_type, country, partner_since) VALUES (8, 'Ministry of Energy Transition', 'government', 'Netherlands', '2017-11-20');
INSERT INTO funders (funder_id, name, funder_type, country, partner_since) VALUES (9, 'Amsel Stiftung', 'foundation', 'Germany', '2022-05-05');
INSERT INTO funders (funder_id, name, funder_type, country, partner_since) VALUES (10, 'Kestrel Robotics', 'industry', 'United Kingdom', '2019-01-30');
INSERT INTO funders (funder_id, name, funder_type, country, partner_since) VALUES (11, 'Riverbank Community Fund', 'foundation', 'United Kingdom', '2021-02-01');
INSERT INTO funders (funder_id, name, funder_type, country, partner_since) VALUES (12, 'Agency for Rural Development', 'government', 'Kenya', '2020-08-18');
INSERT INTO funders (funder_id, name, funder_type, country, partner_since) VALUES (13, 'Solberg Institute', 'foundation', 'Sweden', '2016-10-10');
INSERT INTO funders (funder_id, name, funder_type, country, partner_since) VALUES (14, 'Quantum Ventures Lab', 'industry', 'United States', '2023-01-09');
INSERT INTO funders (funder_id, name, funder_type, country, partner_since) VALUES (15, 'Lumen Arts Council', 'government', 'Ireland', '2024-02-01');

INSERT INTO researchers (researcher_id, first_name, last_name, department, position, hired_on, is_tenured) VALUES (1, 'Chidi', 'Okafor', 'Chemistry', 'Professor', '2008-09-01', 1);
INSERT INTO researchers (researcher_id, first_name, last_name, department, position, hired_on, is_tenured) VALUES (2, 'Ngozi', 'Okafor', 'Physics', 'Postdoc', '2022-01-10', 0);
INSERT INTO researchers (researcher_id, first_name, last_name, department, position, hired_on, is_tenured) VALUES (3, 'Eleanor', 'Marsh', 'Biology', 'Associate Professor', '2012-02-01', 1);
INSERT INTO researchers (researcher_id, first_name, last_name, department, position, hired_on, is_tenured) VALUES (4, 'Anna', 'Lindqvist', 'Physics', 'Professor', '2005-08-15', 1);
INSERT INTO researchers (researcher_id, first_name, last_name, department, position, hired_on, is_tenured) VALUES (5, 'Tomasz', 'Wrobel', 'Chemistry', 'Lecturer', '2016-09-01', 0);
INSERT INTO researchers (researcher_id, first_name, last_name, department, position, hired_on, is_tenured) VALUES (6, 'Priya', 'Raman', 'Computer Science', 'Professor', '2010-01-04', 1);
INSERT INTO researchers (researcher_id, first_name, last_name, department, position, hired_on, is_tenured) VALUES (7, 'Lucas', 'Ferreira', 'Computer Science', 'Lecturer', '2021-03-01', 0);
INSERT INTO researchers (researcher_id, first_name, last_name, department, position, hired_on, is_tenured) VALUES (8, 'Mei', 'Chen', 'Biology', 'Postdoc', '2021-10-01', 0);
INSERT INTO researchers (researcher_id, first_name, last_name, department, position, hired_on, is_tenured) VALUES (9, 'Jonas', 'Weber', 'Physics', 'Associate Professor', '2019-09-01', 0);
INSERT INTO researchers (researcher_id, first_name, last_name, department, position, hired_on, is_tenured) VALUES (10, 'Fatima', 'Haddad', 'Chemistry', 'Postdoc', '2023-02-01', 0);
INSERT INTO researchers (researcher_id, first_name, last_name, department, position, hired_on, is_tenured) VALUES (11, 'Samuel', 'Osei', 'Biology', 'Professor', '2003-07-01', 1);
INSERT INTO researchers (researcher_id, first_name, last_name, department, position, hired_on, is_tenured) VALUES (12, 'Laura', 'Bianchi', 'Computer Science', 'Associate Professor', '2014-09-01', 1);
INSERT INTO researchers (researcher_id, first_name, last_name, department, position, hired_on, is_tenured) VALUES (13, 'Henrik', 'Dahl', 'Physics', 'Associate Professor', '2011-01-15', 1);
INSERT INTO researchers (researcher_id, first_name, last_name, department, position, hired_on, is_tenured) VALUES (14, 'Aisha', 'Bello', 'Chemistry', 'Associate Professor', '2013-03-01', 1);
INSERT INTO researchers (researcher_id, first_name, last_name, department, position, hired_on, is_tenured) VALUES (15, 'Mateo', 'Ruiz', 'Computer Science', 'Postdoc', '2022-09-01', 0);
INSERT INTO researchers (researcher_id, first_name, last_name, department, position, hired_on, is_tenured) VALUES (16, 'Grace', 'Kim', 'Biology', 'Lecturer', '2021-01-11', 0);
INSERT INTO researchers (researcher_id, first_name, last_name, department, position, hired_on, is_tenured) VALUES (17, 'Oliver', 'Grant', 'Chemistry', 'Lecturer', '2018-02-01', 0);
INSERT INTO researchers (researcher_id, first_name, last_name, department, position, hired_on, is_tenured) VALUES (18, 'Yuki', 'Tanaka', 'Physics', 'Postdoc', '2021-05-01', 0);
INSERT INTO researchers (researcher_id, first_name, last_name, department, position, hired_on, is_tenured) VALUES (19, 'Ingrid', 'Solberg', 'Biology', 'Associate Professor', '2015-06-01', 1);
INSERT INTO researchers (researcher_id, first_name, last_name, department, position, hired_on, is_tenured) VALUES (20, 'Daniel', 'Mensah', 'Computer Science', 'Professor', '2007-09-01', 1);

INSERT INTO grants (grant_id, title, funder_id, scheme, amount_requested, amount_awarded, submitted_on, decided_on, start_date, end_date, status) VALUES (1, 'Catalytic conversion of plastic waste', 4, 'Project Grant', 420000.0, 380000.0, '2022-02-10', '2022-06-15', '2022-09-01', '2025-08-31', 'awarded');
INSERT INTO grants (grant_id, title, funder_id, scheme, amount_requested, amount_awarded, submitted_on, decided_on, start_date, end_date, status) VALUES (2, 'Protein folding under cold stress', 2, 'Project Grant', 250000.0, 250000.0, '2022-03-01', '2022-07-20', '2022-10-01', '2024-09-30', 'awarded');
INSERT INTO grants (grant_id, title, funder_id, scheme, amount_requested, amount_awarded, submitted_on, decided_on, start_date, end_date, status) VALUES (3, 'Quantum dot sensors for soil moisture', 1, 'Project Grant', 510000.0, NULL, '2022-04-11', '2022-09-02', NULL, NULL, 'rejected');
INSERT INTO grants (grant_id, title, funder_id, scheme, amount_requested, amount_awarded, submitted_on, decided_on, start_date, end_date, status) VALUES (4, 'Enzyme design for green solvents', 4, 'Early Career Fellowship', 180000.0, 175000.0, '2022-05-05', '2022-08-30', '2022-11-01', '2025-10-31', 'awarded');
INSERT INTO grants (grant_id, title, funder_id, scheme, amount_requested, amount_awarded, submitted_on, decided_on, start_date, end_date, status) VALUES (5, 'Coastal microbiome survey', 6, 'Project Grant', 320000.0, 290000.0, '2022-06-20', '2022-11-10', '2023-01-01', '2025-12-31', 'awarded');
INSERT INTO grants (grant_id, title, funder_id, scheme, amount_requested, amount_awarded, submitted_on, decided_on, start_date, end_date, status) VALUES (6, 'Federated learning for crop yield data', 12, 'Project Grant', 275000.0, 240000.0, '2022-09-01', '2023-01-15', '2023-03-01', '2025-02-28', 'awarded');
INSERT INTO grants (grant_id, title, funder_id, scheme, amount_requested, amount_awarded, submitted_on, decided_on, start_date, end_date, status) VALUES (7, 'High-field NMR spectrometer', 5, 'Equipment Grant', 900000.0, 750000.0, '2022-10-10', '2023-02-20', '2023-04-01', '2024-03-31', 'awarded');
INSERT INTO grants (grant_id, title, funder_id, scheme, amount_requested, amount_awarded, submitted_on, decided_on, start_date, end_date, status) VALUES (8, 'Wetland bird migration tracking', 2, 'Network Grant', 150000.0, NULL, '2023-01-09', '2023-04-18', NULL, NULL, 'rejected');
INSERT INTO grants (grant_id, title, funder_id, scheme, amount_requested, amount_awarded, submitted_on, decided_on, start_date, end_date, status) VALUES (9, 'Topological materials at low temperature', 1, 'Senior Fellowship', 600000.0, 600000.0, '2023-02-14', '2023-06-30', '2023-09-01', '2028-08-31', 'awarded');
INSERT INTO grants (grant_id, title, funder_id, scheme, amount_requested, amount_awarded, submitted_on, decided_on, start_date, end_date, status) VALUES (10, 'Robotic sample handling', 10, 'Project Grant', 210000.0, 195000.0, '2023-03-03', '2023-05-25', '2023-07-01', '2025-06-30', 'awarded');
INSERT INTO grants (grant_id, title, funder_id, scheme, amount_requested, amount_awarded, submitted_on, decided_on, start_date, end_date, status) VALUES (11, 'Drug-resistant pathogen screening', 7, 'Project Grant', 480000.0, NULL, '2023-03-20', '2023-08-01', NULL, NULL, 'rejected');
INSERT INTO grants (grant_id, title, funder_id, scheme, amount_requested, amount_awarded, submitted_on, decided_on, start_date, end_date, status) VALUES (12, 'Neural compression of sensor streams', 5, 'Early Career Fellowship', 190000.0, NULL, '2023-04-02', '2023-09-12', NULL, NULL, 'rejected');
INSERT INTO grants (grant_id, title, funder_id, scheme, amount_requested, amount_awarded, submitted_on, decided_on, start_date, end_date, status) VALUES (13, 'Green hydrogen membranes', 8, 'Project Grant', 700000.0, 620000.0, '2023-05-15', '2023-10-05', '2024-01-01', '2026-12-31', 'awarded');
INSERT INTO grants (grant_id, title, funder_id, scheme, amount_requested, amount_awarded, submitted_on, decided_on, start_date, end_date, status) VALUES (14, 'Solvent-free peptide synthesis', 4, 'Project Grant', 350000.0, NULL, '2023-06-01', '2023-10-20', NULL, NULL, 'rejected');
INSERT INTO grants (grant_id, title, funder_id, scheme, amount_requested, amount_awarded, submitted_on, decided_on, start_date, end_date, status) VALUES (15, 'Community science in urban wetlands', 11, 'Network Grant', 90000.0, 85000.0, '2023-07-07', '2023-09-29', '2023-11-01', '2024-10-31', 'awarded');
INSERT INTO grants (grant_id, title, funder_id, scheme, amount_requested, amount_awarded, submitted_on, decided_on, start_date, end_date, status) VALUES (16, 'Dark matter detector prototypes', 13, 'Early Career Fellowship', 200000.0, 200000.0, '2023-08-18', '2023-12-01', '2024-02-01', '2027-01-31', 'awarded');
INSERT INTO grants (grant_id, title, funder_id, scheme, amount_requested, amount_awarded, submitted_on, decided_on, start_date, end_date, status) VALUES (17, 'Explainable AI for grid balancing', 8, 'Project Grant', 410000.0, NULL, '2023-09-25', '2024-02-14', NULL, NULL, 'rejected');
INSERT INTO grants (grant_id, title, funder_id, scheme, amount_requested, amount_awarded, submitted_on, decided_on, start_date, end_date, status) VALUES (18, 'Arctic lichen genomics', 3, 'Project Grant', 260000.0, 230000.0, '2023-11-11', '2024-03-08', '2024-05-01', '2026-04-30', 'awarded');
INSERT INTO grants (grant_id, title, funder_id, scheme, amount_requested, amount_awarded, submitted_on, decided_on, start_date, end_date, status) VALUES (19, 'Cryogenic electron microscope upgrade', 5, 'Equipment Grant', 1200000.0, NULL, '2024-01-15', NULL, NULL, NULL, 'pending');
INSERT INTO grants (grant_id, title, funder_id, scheme, amount_requested, amount_awarded, submitted_on, decided_on, start_date, end_date, status) VALUES (20, 'Coral reef resilience', 6, 'Senior Fellowship', 550000.0, NULL, '2024-02-20', NULL, NULL, NULL, 'pending');
INSERT INTO grants (grant_id, title, funder_id, scheme, amount_requested, amount_awarded, submitted_on, decided_on, start_date, end_date, status) VALUES (21, 'Quantum error correction benchmarks', 14, 'Project Grant', 380000.0, 360000.0, '2024-03-05', '2024-06-28', '2024-09-01', '2026-08-31', 'awarded');
INSERT INTO grants (grant_id, title, funder_id, scheme, amount_requested, amount_awarded, submitted_on, decided_on, start_date, end_date, status) VALUES (22, 'Battery recycling catalysts', 9, 'Project Grant', 300000.0, NULL, '2024-04-22', NULL, NULL, NULL, 'pending');
INSERT INTO grants (grant_id, title, funder_id, scheme, amount_requested, amount_awarded, submitted_on, decided_on, start_date, end_date, status) VALUES (23, 'Marine plastics policy network', 2, 'Network Grant', 120000.0, 110000.0, '2024-05-30', '2024-09-10', '2024-11-01', '2026-10-31', 'awarded');
INSERT INTO grants (grant_id, title, funder_id, scheme, amount_requested, amount_awarded, submitted_on, decided_on, start_date, end_date, status) VALUES (24, 'Low-power vision chips', 10, 'Project Grant', 330000.0, NULL, '2024-07-12', NULL, NULL, NULL, 'pending');

INSERT INTO grant_members (grant_id, researcher_id, role, effort_percent) VALUES (1, 1, 'PI', 40);
INSERT INTO grant_members (grant_id, researcher_id, role, effort_percent) VALUES (1, 5, 'Co-I', 10);
INSERT INTO grant_members (grant_id, researcher_id, role, effort_percent) VALUES (1, 14, 'Co-I', 10);
INSERT INTO grant_members (grant_id, researcher_id, role, effort_percent) VALUES (2, 11, 'PI', 40);
INSERT INTO grant_members (grant_id, researcher_id, role, effort_percent) VALUES (2, 8, 'Co-I', 5);
INSERT INTO grant_members (grant_id, researcher_id, role, effort_percent) VALUES (3, 4, 'PI', 35);
INSERT INTO grant_members (grant_id, researcher_id, role, effort_percent) VALUES (3, 13, 'Co-I', 10);
INSERT INTO grant_members (grant_id, researcher_id, role, effort_percent) VALUES (4, 5, 'PI', 20);
INSERT INTO grant_members (grant_id, researcher_id, role, effort_percent) VALUES (4, 1, 'Co-I', 10);
INSERT INTO grant_members (grant_id, researcher_id, role, effort_percent) VALUES (5, 3, 'PI', 20);
INSERT INTO grant_members (grant_id, researcher_id, role, effort_percent) VALUES (5, 16, 'Co-I', 10);
INSERT INTO grant_members (grant_id, researcher_id, role, effort_percent) VALUES (5, 19, 'Co-I', 15);
INSERT INTO grant_members (grant_id, researcher_id, role, effort_percent) VALUES (6, 6, 'PI', 25);
INSERT INTO grant_members (grant_id, researcher_id, role, effort_percent) VALUES (6, 7, 'Co-I', 15);
INSERT INTO grant_members (grant_id, researcher_id, role, effort_percent) VALUES (7, 14, 'PI', 40);
INSERT INTO grant_members (grant_id, researcher_id, role, effort_percent) VALUES (7, 1, 'Co-I', 5);
INSERT INTO grant_members (grant_id, researcher_id, role, effort_percent) VALUES (7, 13, 'Co-I', 20);
INSERT INTO grant_members (grant_id, researcher_id, role, effort_percent) VALUES (8, 19, 'PI', 25);
INSERT INTO grant_members (grant_id, researcher_id, role, effort_percent) VALUES (8, 3, 'Co-I', 5);
INSERT INTO grant_members (grant_id, researcher_id, role, effort_percent) VALUES (9, 4, 'PI', 25);
INSERT INTO grant_members (grant_id, researcher_id, role, effort_percent) VALUES (9, 18, 'Co-I', 15);
INSERT INTO grant_members (grant_id, researcher_id, role, effort_percent) VALUES (9, 9, 'Co-I', 10);
INSERT INTO grant_members (grant_id, researcher_id, role, effort_percent) VALUES (10, 12, 'PI', 25);
INSERT INTO grant_members (grant_id, researcher_id, role, effort_percent) VALUES (10, 20, 'Co-I', 15);
INSERT INTO grant_members (grant_id, researcher_id, role, effort_percent) VALUES (11, 11, 'PI', 25);
INSERT INTO grant_members (grant_id, researcher_id, role, effort_percent) VALUES (11, 8, 'Co-I', 5);
INSERT INTO grant_members (grant_id, researcher_id, role, effort_percent) VALUES (11, 14, 'Co-I', 10);
INSERT INTO grant_members (grant_id, researcher_id, role, effort_percent) VALUES (12, 7, 'PI', 40);
INSERT INTO grant_members (grant_id, researcher_id, role, effort_percent) VALUES (12, 6, 'Co-I', 20);
INSERT INTO grant_members (grant_id, researcher_id, role, effort_percent) VALUES (13, 14, 'PI', 35);
INSERT INTO grant_members (grant_id, researcher_id, role, effort_percent) VALUES (13, 9, 'Co-I', 10);
INSERT INTO grant_members (grant_id, researcher_id, role, effort_percent) VALUES (14, 1, 'PI', 25);
INSERT INTO grant_members (grant_id, researcher_id, role, effort_percent) VALUES (14, 10, 'Co-I', 5);
INSERT INTO grant_members (grant_id, researcher_id, role, effort_percent) VALUES (15, 3, 'PI', 20);
INSERT INTO grant_members (grant_id, researcher_id, role, effort_percent) VALUES (15, 16, 'Co-I', 10);
INSERT INTO grant_members (grant_id, researcher_id, role, effort_percent) VALUES (16, 2, 'PI', 25);
INSERT INTO grant_members (grant_id, researcher_id, role, effort_percent) VALUES (16, 4, 'Co-I', 10);
INSERT INTO grant_members (grant_id, researcher_id, role, effort_percent) VALUES (17, 20, 'PI', 25);
INSERT INTO grant_members (grant_id, researcher_id, role, effort_percent) VALUES (17, 12, 'Co-I', 10);
INSERT INTO grant_members (grant_id, researcher_id, role, effort_percent) VALUES (18, 19, 'PI', 30);
INSERT INTO grant_members (grant_id, researcher_id, role, effort_percent) VALUES (18, 3, 'Co-I', 10);
INSERT INTO grant_members (grant_id, researcher_id, role, effort_percent) VALUES (18, 8, 'Co-I', 20);
INSERT INTO grant_members (grant_id, researcher_id, role, effort_percent) VALUES (19, 13, 'PI', 25);
INSERT INTO grant_members (grant_id, researcher_id, role, effort_percent) VALUES (19, 11, 'Co-I', 10);
INSERT INTO grant_members (grant_id, researcher_id, role, effort_percent) VALUES (19, 14, 'Co-I', 10);
INSERT INTO grant_members (grant_id, researcher_id, role, effort_percent) VALUES (20, 16, 'PI', 35);
INSERT INTO grant_members (grant_id, researcher_id, role, effort_percent) VALUES (20, 19, 'Co-I', 10);
INSERT INTO grant_members (grant_id, researcher_id, role, effort_percent) VALUES (21, 9, 'PI', 20);
INSERT INTO grant_members (grant_id, researcher_id, role, effort_percent) VALUES (21, 2, 'Co-I', 10);
INSERT INTO grant_members (grant_id, researcher_id, role, effort_percent) VALUES (21, 18, 'Co-I', 15);
INSERT INTO grant_members (grant_id, researcher_id, role, effort_percent) VALUES (22, 5, 'PI', 25);
INSERT INTO grant_members (grant_id, researcher_id, role, effort_percent) VALUES (22, 1, 'Co-I', 10);
INSERT INTO grant_members (grant_id, researcher_id, role, effort_percent) VALUES (23, 11, 'PI', 30);
INSERT INTO grant_members (grant_id, researcher_id, role, effort_percent) VALUES (23, 16, 'Co-I', 5);
INSERT INTO grant_members (grant_id, researcher_id, role, effort_percent) VALUES (24, 6, 'PI', 30);
INSERT INTO grant_members (grant_id, researcher_id, role, effort_percent) VALUES (24, 7, 'Co-I', 10);
INSERT INTO grant_members (grant_id, researcher_id, role, effort_percent) VALUES (24, 12, 'Co-I', 20);
