PRAGMA foreign_keys = ON;

CREATE TABLE districts (
    district_id   INTEGER PRIMARY KEY,
    city          TEXT NOT NULL,
    district_name TEXT NOT NULL,
    population    INTEGER
);

CREATE TABLE contractors (
    contractor_id INTEGER PRIMARY KEY,
    company_name  TEXT NOT NULL,
    owner_name    TEXT NOT NULL,
    license_no    TEXT NOT NULL UNIQUE,
    founded_year  INTEGER
);

CREATE TABLE permits_lisbon (
    permit_id        TEXT PRIMARY KEY,
    district_id      INTEGER NOT NULL,
    contractor_id    INTEGER NOT NULL,
    address          TEXT NOT NULL,
    work_type        TEXT NOT NULL,
    application_date TEXT NOT NULL,
    issue_date       TEXT,
    estimated_cost   REAL NOT NULL,
    fee_paid         REAL NOT NULL,
    floor_area_m2    REAL NOT NULL,
    status           TEXT NOT NULL,
    FOREIGN KEY (district_id) REFERENCES districts(district_id),
    FOREIGN KEY (contractor_id) REFERENCES contractors(contractor_id)
);

CREATE TABLE permits_porto (
    permit_id        TEXT PRIMARY KEY,
    district_id      INTEGER NOT NULL,
    contractor_id    INTEGER NOT NULL,
    address          TEXT NOT NULL,
    work_type        TEXT NOT NULL,
    application_date TEXT NOT NULL,
    issue_date       TEXT,
    estimated_cost   REAL NOT NULL,
    fee_paid         REAL NOT NULL,
    floor_area_m2    REAL NOT NULL,
    status           TEXT NOT NULL,
    FOREIGN KEY (district_id) REFERENCES districts(district_id),
    FOREIGN KEY (contractor_id) REFERENCES contractors(contractor_id)
);

CREATE TABLE permits_braga (
    permit_id        TEXT PRIMARY KEY,
    district_id      INTEGER NOT NULL,
    contractor_id    INTEGER NOT NULL,
    address          TEXT NOT NULL,
    work_type        TEXT NOT NULL,
    application_date TEXT NOT NULL,
    issue_date       TEXT,
    estimated_cost   REAL NOT NULL,
    fee_paid         REAL NOT NULL,
    floor_area_m2    REAL NOT NULL,
    status           TEXT NOT NULL,
    FOREIGN KEY (district_id) REFERENCES districts(district_id),
    FOREIGN KEY (contractor_id) REFERENCES contractors(contractor_id)
);

INSERT INTO districts (district_id, city, district_name, population) VALUES (1, 'Lisbon', 'Alfama', 4100);
INSERT INTO districts (district_id, city, district_name, population) VALUES (2, 'Lisbon', 'Belém', 16500);
INSERT INTO districts (district_id, city, district_name, population) VALUES (3, 'Lisbon', 'Arroios', 31600);
INSERT INTO districts (district_id, city, district_name, population) VALUES (4, 'Lisbon', 'Campo de Ourique', 22100);
INSERT INTO districts (district_id, city, district_name, population) VALUES (5, 'Lisbon', 'Benfica', 36800);
INSERT INTO districts (district_id, city, district_name, population) VALUES (6, 'Lisbon', 'Parque das Nações', 22400);
INSERT INTO districts (district_id, city, district_name, population) VALUES (7, 'Porto', 'Bonfim', 24300);
INSERT INTO districts (district_id, city, district_name, population) VALUES (8, 'Porto', 'Cedofeita', 22900);
INSERT INTO districts (district_id, city, district_name, population) VALUES (9, 'Porto', 'Paranhos', 44300);
INSERT INTO districts (district_id, city, district_name, population) VALUES (10, 'Porto', 'Campanhã', 32700);
INSERT INTO districts (district_id, city, district_name, population) VALUES (11, 'Porto', 'Foz do Douro', 11900);
INSERT INTO districts (district_id, city, district_name, population) VALUES (12, 'Porto', 'Ramalde', 38000);
INSERT INTO districts (district_id, city, district_name, population) VALUES (13, 'Braga', 'São Vicente', 14900);
INSERT INTO districts (district_id, city, district_name, population) VALUES (14, 'Braga', 'Maximinos', 11800);
INSERT INTO districts (district_id, city, district_name, population) VALUES (15, 'Braga', 'Nogueiró', 5600);
INSERT INTO districts (district_id, city, district_name, population) VALUES (16, 'Braga', 'São Victor', 29600);
INSERT INTO districts (district_id, city, district_name, population) VALUES (17, 'Braga', 'Gualtar', 5300);
INSERT INTO districts (district_id, city, district_name, population) VALUES (18, 'Braga', 'Lomar', 9100);

INSERT INTO contractors (contractor_id, company_name, owner_name, license_no, founded_year) VALUES (1, 'Construtora Atlântico Lda', 'Paulo Mendes', 'ALV-48213', 1998);
INSERT INTO contractors (contractor_id, company_name, owner_name, license_no, founded_year) VALUES (2, 'Silva & Filhos Construções', 'Manuel Rocha', 'ALV-30977', 1987);
INSERT INTO contractors (contractor_id, company_name, owner_name, license_no, founded_year) VALUES (3, 'Obras Norte Lda', 'Rui Silva', 'ALV-55102', 2006);
INSERT INTO contractors (contractor_id, company_name, owner_name, license_no, founded_year) VALUES (4, 'Lusobuild SA', 'Ana Ribeiro', 'ALV-61420', 2011);
INSERT INTO contractors (contractor_id, company_name, owner_name, license_no, founded_year) VALUES (5, 'Tejo Reabilitação Lda', 'Sofia Marques', 'ALV-72218', 2014);
INSERT INTO contractors (contractor_id, company_name, owner_name, license_no, founded_year) VALUES (6, 'Minho Engenharia', 'Carlos Pereira', 'ALV-40561', 2001);
INSERT INTO contractors (contractor_id, company_name, owner_name, license_no, founded_year) VALUES (7, 'Douro Demolições', 'Vítor Costa', 'ALV-38844', 1995);
INSERT INTO contractors (contractor_id, company_name, owner_name, license_no, founded_year) VALUES (8, 'Casa Nova Construções', 'Inês Almeida', 'ALV-66930', 2012);
INSERT INTO contractors (contractor_id, company_name, owner_name, license_no, founded_year) VALUES (9, 'Pedra & Cal Lda', 'João Fernandes', 'ALV-52007', 2004);
INSERT INTO contractors (contractor_id, company_name, owner_name, license_no, founded_year) VALUES (10, 'Alicerce Sólido SA', 'Miguel Sousa', 'ALV-44719', 1999);
INSERT INTO contractors (contractor_id, company_name, owner_name, license_no, founded_year) VALUES (11, 'Ribeira Obras Lda', 'Teresa Gomes', 'ALV-70035', 2013);
INSERT INTO contractors (contractor_id, company_name, owner_name, license_no, founded_year) VALUES (12, 'Braga Constrói', 'Nuno Oliveira', 'ALV-58816', 2008);
INSERT INTO contractors (contractor_id, company_name, owner_name, license_no, founded_year) VALUES (13, 'Estrutura Viva', 'Helena Cardoso', 'ALV-77301', 2017);
INSERT INTO contractors (contractor_id, company_name, owner_name, license_no, founded_year) VALUES (14, 'Norte Telhados Lda', 'Bruno Teixeira', 'ALV-63354', 2010);
INSERT INTO contractors (contractor_id, company_name, owner_name, license_no, founded_year) VALUES (15, 'Lisboa Renova', 'Marta Lopes', 'ALV-81129', 2019);

INSERT INTO permits_lisbon (permit_id, district_id, contractor_id, address, work_type, application_date, issue_date, estimated_cost, fee_paid, floor_area_m2, status) VALUES ('LX-2022-0001', 3, 1, 'Rua Morais Soares, 163', 'new build', '2022-03-12', '2022-06-16', 945700.0, 3945.35, 781.1, 'approved');
INSERT INTO permits_lisbon (permit_id, district_id, contractor_id, address, work_type, application_date, issue_date, estimated_cost, fee_paid, floor_area_m2, status) VALUES ('LX-2022-0002', 3, 10, 'Rua Pascoal de Melo, 140', 'renovation', '2022-04-03', NULL, 336100.0, 2148.1, 414.7, 'rejected');
INSERT INTO permits_lisbon (permit_id, district_id, contractor_id, address, work_type, application_date, issue_date, estimated_cost, fee_paid, floor_area_m2, status) VALUES ('LX-2022-0003', 3, 4, 'Rua Pascoal de Melo, 158', 'extension', '2022-05-18', '2022-09-14', 256500.0, 1848.23, 222.2, 'approved');
INSERT INTO permits_lisbon (permit_id, district_id, contractor_id, address, work_type, application_date, issue_date, estimated_cost, fee_paid, floor_area_m2, status) VALUES ('LX-2022-0004', 6, 10, 'Avenida D. João II, 117', 'renovation', '2022-08-18', NULL, 433200.0, 2780.86, 460.5, 'pending');
INSERT INTO permits_lisbon (permit_id, district_id, contractor_id, address, work_type, application_date, issue_date, estimated_cost, fee_paid, floor_area_m2, status) VALUES ('LX-2022-0005', 2, 1, 'Rua de Belém, 168', 'demolition', '2022-08-30', '2022-11-05', 39200.0, 2910.22, 300.0, 'approved');
INSERT INTO permits_lisbon (permit_id, district_id, contractor_id, address, work_type, application_date, issue_date, estimated_cost, fee_paid, floor_area_m2, status) VALUES ('LX-2022-0006', 2, 5, 'Rua de Belém, 57', 'renovation', '2022-09-11', NULL, 485400.0, 4824.31, 615.2, 'rejected');
INSERT INTO permits_lisbon (permit_id, district_id, contractor_id, address, work_type, application_date, issue_date, estimated_cost, fee_paid, floor_area_m2, status) VALUES ('LX-2022-0007', 5, 8, 'Estrada de Benfica, 164', 'extension', '2022-11-19', NULL, 170900.0, 979.59, 164.7, 'rejected');
INSERT INTO permits_lisbon (permit_id, district_id, contractor_id, address, work_type, application_date, issue_date, estimated_cost, fee_paid, floor_area_m2, status) VALUES ('LX-2022-0008', 5, 1, 'Estrada de Benfica, 127', 'renovation', '2022-11-20', NULL, 35000.0, 426.2, 53.7, 'pending');
INSERT INTO permits_lisbon (permit_id, district_id, contractor_id, address, work_type, application_date, issue_date, estimated_cost, fee_paid, floor_area_m2, status) VALUES ('LX-2022-0009', 6, 1, 'Alameda dos Oceanos, 18', 'renovation', '2022-12-27', '2023-03-05', 35500.0, 409.14, 50.6, 'approved');
INSERT INTO permits_lisbon (permit_id, district_id, contractor_id, address, work_type, application_date, issue_date, estimated_cost, fee_paid, floor_area_m2, status) VALUES ('LX-2023-0001', 1, 1, 'Rua de São Miguel, 35', 'renovation', '2023-01-13', '2023-03-19', 256800.0, 2396.09, 376.3, 'approved');
INSERT INTO permits_lisbon (permit_id, district_id, contractor_id, address, work_type, application_date, issue_date, estimated_cost, fee_paid, floor_area_m2, status) VALUES ('LX-2023-0002', 6, 4, 'Alameda dos Oceanos, 82', 'extension', '2023-02-18', '2023-04-16', 49400.0, 714.76, 41.0, 'approved');
INSERT INTO permits_lisbon (permit_id, district_id, contractor_id, address, work_type, application_date, issue_date, estimated_cost, fee_paid, floor_area_m2, status) VALUES ('LX-2023-0003', 3, 5, 'Rua Morais Soares, 160', 'extension', '2023-04-20', '2023-06-25', 30700.0, 552.42, 25.2, 'approved');
INSERT INTO permits_lisbon (permit_id, district_id, contractor_id, address, work_type, application_date, issue_date, estimated_cost, fee_paid, floor_area_m2, status) VALUES ('LX-2023-0004', 3, 5, 'Avenida Almirante Reis, 34', 'new build', '2023-05-14', '2023-09-02', 1285100.0, 3648.83, 928.5, 'approved');
INSERT INTO permits_lisbon (permit_id, district_id, contractor_id, address, work_type, application_date, issue_date, estimated_cost, fee_paid, floor_area_m2, status) VALUES ('LX-2023-0005', 2, 5, 'Rua Bartolomeu Dias, 112', 'renovation', '2023-05-16', '2023-08-02', 612000.0, 1480.35, 690.5, 'approved');
INSERT INTO permits_lisbon (permit_id, district_id, contractor_id, address, work_type, application_date, issue_date, estimated_cost, fee_paid, floor_area_m2, status) VALUES ('LX-2023-0006', 2, 10, 'Calçada do Galvão, 20', 'extension', '2023-05-25', NULL, 89300.0, 764.33, 95.7, 'rejected');
INSERT INTO permits_lisbon (permit_id, district_id, contractor_id, address, work_type, application_date, issue_date, estimated_cost, fee_paid, floor_area_m2, status) VALUES ('LX-2023-0007', 2, 10, 'Rua Bartolomeu Dias, 52', 'extension', '2023-06-11', NULL, 327400.0, 2078.04, 242.9, 'rejected');
INSERT INTO permits_lisbon (permit_id, district_id, contractor_id, address, work_type, application_date, issue_date, estimated_cost, fee_paid, floor_area_m2, status) VALUES ('LX-2023-0008', 2, 10, 'Calçada do Galvão, 59', 'change of use', '2023-06-13', '2023-08-11', 57500.0, 1729.63, 264.7, 'approved');
INSERT INTO permits_lisbon (permit_id, district_id, contractor_id, address, work_type, application_date, issue_date, estimated_cost, fee_paid, floor_area_m2, status) VALUES ('LX-2023-0009', 2, 4, 'Rua Bartolomeu Dias, 41', 'new build', '2023-06-20', '2023-08-29', 1332000.0, 7505.62, 950.8, 'approved');
INSERT INTO permits_lisbon (permit_id, district_id, contractor_id, address, work_type, application_date, issue_date, estimated_cost, fee_paid, floor_area_m2, status) VALUES ('LX-2023-0010', 3, 1, 'Rua Morais Soares, 126', 'change of use', '2023-08-13', '2023-09-14', 45600.0, 1444.15, 124.9, 'approved');
INSERT INTO permits_lisbon (permit_id, district_id, contractor_id, address, work_type, application_date, issue_date, estimated_cost, fee_paid, floor_area_m2, status) VALUES ('LX-2023-0011', 3, 8, 'Rua Pascoal de Melo, 166', 'demolition', '2023-08-24', NULL, 17400.0, 1872.69, 288.5, 'pending');
INSERT INTO permits_lisbon (permit_id, district_id, contractor_id, address, work_type, application_date, issue_date, estimated_cost, fee_paid, floor_area_m2, status) VALUES ('LX-2023-0012', 3, 15, 'Rua Morais Soares, 41', 'renovation', '2023-10-03', '2023-12-11', 198400.0, 5230.8, 640.0, 'approved');
INSERT INTO permits_lisbon (permit_id, district_id, contractor_id, address, work_type, application_date, issue_date, estimated_cost, fee_paid, floor_area_m2, status) VALUES ('LX-2023-0013', 3, 5, 'Avenida Almirante Reis, 115', 'extension', '2023-12-09', '2024-04-10', 197200.0, 1178.83, 166.9, 'approved');
INSERT INTO permits_lisbon (permit_id, district_id, contractor_id, address, work_type, application_date, issue_date, estimated_cost, fee_paid, floor_area_m2, status) VALUES ('LX-2024-0001', 2, 1, 'Calçada do Galvão, 163', 'extension', '2024-01-11', NULL, 212000.0, 1107.49, 159.1, 'pending');
INSERT INTO permits_lisbon (permit_id, district_id, contractor_id, address, work_type, application_date, issue_date, estimated_cost, fee_paid, floor_area_m2, status) VALUES ('LX-2024-0002', 6, 8, 'Rua do Pólo Sul, 40', 'renovation', '2024-03-13', '2024-07-05', 107000.0, 793.26, 148.0, 'approved');
INSERT INTO permits_lisbon (permit_id, district_id, contractor_id, address, work_type, application_date, issue_date, estimated_cost, fee_paid, floor_area_m2, status) VALUES ('LX-2024-0003', 4, 4, 'Rua Ferreira Borges, 136', 'demolition', '2024-03-20', '2024-06-18', 58100.0, 2110.05, 471.3, 'approved');
INSERT INTO permits_lisbon (permit_id, district_id, contractor_id, address, work_type, application_date, issue_date, estimated_cost, fee_paid, floor_area_m2, status) VALUES ('LX-2024-0004', 3, 13, 'Rua Morais Soares, 118', 'change of use', '2024-04-19', '2024-06-04', 44100.0, 2469.88, 225.4, 'approved');
INSERT INTO permits_lisbon (permit_id, district_id, contractor_id, address, work_type, application_date, issue_date, estimated_cost, fee_paid, floor_area_m2, status) VALUES ('LX-2024-0005', 5, 1, 'Avenida Gomes Pereira, 171', 'renovation', '2024-09-14', NULL, 109500.0, 704.44, 119.0, 'pending');
INSERT INTO permits_lisbon (permit_id, district_id, contractor_id, address, work_type, application_date, issue_date, estimated_cost, fee_paid, floor_area_m2, status) VALUES ('LX-2024-0006', 5, 1, 'Estrada de Benfica, 149', 'extension', '2024-11-19', NULL, 29800.0, 517.19, 28.2, 'pending');

INSERT INTO permits_porto (permit_id, district_id, contractor_id, address, work_type, application_date, issue_date, estimated_cost, fee_paid, floor_area_m2, status) VALUES ('PT-2022-0001', 9, 7, 'Rua da Constituição, 153', 'renovation', '2022-03-20', '2022-07-23', 253000.0, 2199.96, 274.5, 'approved');
INSERT INTO permits_porto (permit_id, district_id, contractor_id, address, work_type, application_date, issue_date, estimated_cost, fee_paid, floor_area_m2, status) VALUES ('PT-2022-0002', 12, 9, 'Rua do Campo Lindo, 97', 'extension', '2022-03-31', '2022-05-23', 44100.0, 539.79, 40.0, 'approved');
INSERT INTO permits_porto (permit_id, district_id, contractor_id, address, work_type, application_date, issue_date, estimated_cost, fee_paid, floor_area_m2, status) VALUES ('PT-2022-0003', 8, 7, 'Rua de Cedofeita, 109', 'extension', '2022-04-16', NULL, 105500.0, 803.04, 90.5, 'pending');
INSERT INTO permits_porto (permit_id, district_id, contractor_id, address, work_type, application_date, issue_date, estimated_cost, fee_paid, floor_area_m2, status) VALUES ('PT-2022-0004', 9, 7, 'Rua Dr. Roberto Frias, 174', 'extension', '2022-07-18', '2022-11-24', 45500.0, 763.4, 53.3, 'approved');
INSERT INTO permits_porto (permit_id, district_id, contractor_id, address, work_type, application_date, issue_date, estimated_cost, fee_paid, floor_area_m2, status) VALUES ('PT-2022-0005', 11, 2, 'Avenida do Brasil, 45', 'extension', '2022-07-22', '2022-10-28', 225500.0, 1954.23, 245.1, 'approved');
INSERT INTO permits_porto (permit_id, district_id, contractor_id, address, work_type, application_date, issue_date, estimated_cost, fee_paid, floor_area_m2, status) VALUES ('PT-2022-0006', 9, 7, 'Rua de Costa Cabral, 121', 'change of use', '2022-09-01', '2022-11-22', 26400.0, 1127.56, 143.8, 'approved');
INSERT INTO permits_porto (permit_id, district_id, contractor_id, address, work_type, application_date, issue_date, estimated_cost, fee_paid, floor_area_m2, status) VALUES ('PT-2022-0007', 8, 2, 'Rua de Cedofeita, 148', 'new build', '2022-12-09', '2023-02-23', 1888200.0, 9544.58, 1310.9, 'approved');
INSERT INTO permits_porto (permit_id, district_id, contractor_id, address, work_type, application_date, issue_date, estimated_cost, fee_paid, floor_area_m2, status) VALUES ('PT-2022-0008', 10, 11, 'Rua de Pinto Bessa, 34', 'renovation', '2022-12-16', '2023-03-27', 245900.0, 2712.2, 347.5, 'approved');
INSERT INTO permits_porto (permit_id, district_id, contractor_id, address, work_type, application_date, issue_date, estimated_cost, fee_paid, floor_area_m2, status) VALUES ('PT-2023-0001', 9, 14, 'Rua de Costa Cabral, 63', 'extension', '2023-04-03', '2023-05-20', 343900.0, 1162.31, 255.0, 'approved');
INSERT INTO permits_porto (permit_id, district_id, contractor_id, address, work_type, application_date, issue_date, estimated_cost, fee_paid, floor_area_m2, status) VALUES ('PT-2023-0002', 11, 3, 'Avenida do Brasil, 29', 'renovation', '2023-05-31', NULL, 147000.0, 1305.74, 205.4, 'rejected');
INSERT INTO permits_porto (permit_id, district_id, contractor_id, address, work_type, application_date, issue_date, estimated_cost, fee_paid, floor_area_m2, status) VALUES ('PT-2023-0003', 12, 11, 'Avenida AEP, 163', 'renovation', '2023-08-13', '2023-12-31', 137200.0, 1792.0, 288.7, 'approved');
INSERT INTO permits_porto (permit_id, district_id, contractor_id, address, work_type, application_date, issue_date, estimated_cost, fee_paid, floor_area_m2, status) VALUES ('PT-2023-0004', 7, 2, 'Rua de Duque de Saldanha, 113', 'renovation', '2023-09-10', '2023-12-12', 185100.0, 1660.28, 247.5, 'approved');
INSERT INTO permits_porto (permit_id, district_id, contractor_id, address, work_type, application_date, issue_date, estimated_cost, fee_paid, floor_area_m2, status) VALUES ('PT-2023-0005', 10, 7, 'Rua do Freixo, 318', 'demolition', '2023-09-19', '2023-11-02', 9800.0, 402.6, 95.0, 'approved');
INSERT INTO permits_porto (permit_id, district_id, contractor_id, address, work_type, application_date, issue_date, estimated_cost, fee_paid, floor_area_m2, status) VALUES ('PT-2023-0006', 12, 2, 'Avenida AEP, 79', 'extension', '2023-11-09', '2024-03-17', 110200.0, 729.88, 88.7, 'approved');
INSERT INTO permits_porto (permit_id, district_id, contractor_id, address, work_type, application_date, issue_date, estimated_cost, fee_paid, floor_area_m2, status) VALUES ('PT-2023-0007', 11, 14, 'Avenida do Brasil, 26', 'extension', '2023-11-26', '2024-02-23', 34500.0, 547.49, 32.6, 'approved');
INSERT INTO permits_porto (permit_id, district_id, contractor_id, address, work_type, application_date, issue_date, estimated_cost, fee_paid, floor_area_m2, status) VALUES ('PT-2023-0008', 8, 14, 'Rua da Boavista, 107', 'demolition', '2023-12-09', '2024-02-16', 37600.0, 1373.35, 278.6, 'approved');
INSERT INTO permits_porto (permit_id, district_id, contractor_id, address, work_type, application_date, issue_date, estimated_cost, fee_paid, floor_area_m2, status) VALUES ('PT-2024-0001', 10, 9, 'Rua do Freixo, 34', 'extension', '2024-01-04', '2024-03-19', 54000.0, 692.21, 57.8, 'approved');
INSERT INTO permits_porto (permit_id, district_id, contractor_id, address, work_type, application_date, issue_date, estimated_cost, fee_paid, floor_area_m2, status) VALUES ('PT-2024-0002', 12, 14, 'Rua do Campo Lindo, 58', 'extension', '2024-01-22', '2024-03-27', 212600.0, 1105.75, 188.4, 'approved');
INSERT INTO permits_porto (permit_id, district_id, contractor_id, address, work_type, application_date, issue_date, estimated_cost, fee_paid, floor_area_m2, status) VALUES ('PT-2024-0003', 7, 2, 'Rua do Heroísmo, 77', 'renovation', '2024-02-12', '2024-04-30', 148300.0, 906.45, 212.0, 'approved');
INSERT INTO permits_porto (permit_id, district_id, contractor_id, address, work_type, application_date, issue_date, estimated_cost, fee_paid, floor_area_m2, status) VALUES ('PT-2024-0004', 12, 14, 'Rua do Campo Lindo, 130', 'renovation', '2024-02-18', NULL, 394600.0, 3167.22, 638.9, 'rejected');
INSERT INTO permits_porto (permit_id, district_id, contractor_id, address, work_type, application_date, issue_date, estimated_cost, fee_paid, floor_area_m2, status) VALUES ('PT-2024-0005', 9, 3, 'Rua de Costa Cabral, 1205', 'new build', '2024-03-05', '2024-06-18', 1369500.0, 6921.1, 1021.3, 'approved');
INSERT INTO permits_porto (permit_id, district_id, contractor_id, address, work_type, application_date, issue_date, estimated_cost, fee_paid, floor_area_m2, status) VALUES ('PT-2024-0006', 12, 13, 'Rua de Requesende, 19', 'renovation', '2024-03-18', '2024-07-29', 194700.0, 1402.76, 288.6, 'approved');
INSERT INTO permits_porto (permit_id, district_id, contractor_id, address, work_type, application_date, issue_date, estimated_cost, fee_paid, floor_area_m2, status) VALUES ('PT-2024-0007', 9, 11, 'Rua Dr. Roberto Frias, 48', 'change of use', '2024-04-09', NULL, 55000.0, 1557.71, 303.8, 'rejected');
INSERT INTO permits_porto (permit_id, district_id, contractor_id, address, work_type, application_date, issue_date, estimated_cost, fee_paid, floor_area_m2, status) VALUES ('PT-2024-0008', 9, 9, 'Rua de Costa Cabral, 81', 'new build', '2024-05-09', '2024-07-30', 2140300.0, 6519.46, 1376.6, 'approved');
INSERT INTO permits_porto (permit_id, district_id, contractor_id, address, work_type, application_date, issue_date, estimated_cost, fee_paid, floor_area_m2, status) VALUES ('PT-2024-0009', 7, 11, 'Rua do Bonfim, 140', 'extension', '2024-06-10', NULL, 41800.0, 512.3, 38.5, 'pending');
INSERT INTO permits_porto (permit_id, district_id, contractor_id, address, work_type, application_date, issue_date, estimated_cost, fee_paid, floor_area_m2, status) VALUES ('PT-2024-0010', 11, 9, 'Rua do Passeio Alegre, 20', 'renovation', '2024-07-06', '2024-10-04', 81300.0, 1158.41, 167.0, 'approved');
INSERT INTO permits_porto (permit_id, district_id, contractor_id, address, work_type, application_date, issue_date, estimated_cost, fee_paid, floor_area_m2, status) VALUES ('PT-2024-0011', 9, 7, 'Rua da Constituição, 152', 'demolition', '2024-09-08', NULL, 26800.0, 1487.17, 303.6, 'pending');
INSERT INTO permits_porto (permit_id, district_id, contractor_id, address, work_type, application_date, issue_date, estimated_cost, fee_paid, floor_area_m2, status) VALUES ('PT-2024-0012', 10, 13, 'Rua do Freixo, 162', 'renovation', '2024-11-19', NULL, 44200.0, 682.14, 70.6, 'pending');
INSERT INTO permits_porto (permit_id, district_id, contractor_id, address, work_type, application_date, issue_date, estimated_cost, fee_paid, floor_area_m2, status) VALUES ('PT-2024-0013', 10, 7, 'Rua do Freixo, 29', 'new build', '2024-11-27', NULL, 2529600.0, 9232.68, 1734.0, 'pending');

INSERT INTO permits_braga (permit_id, district_id, contractor_id, address, work_type, application_date, issue_date, estimated_cost, fee_paid, floor_area_m2, status) VALUES ('BR-2022-0001', 14, 12, 'Rua de Maximinos, 15', 'extension', '2022-02-11', '2022-06-07', 215600.0, 1308.35, 174.6, 'approved');
INSERT INTO permits_braga (permit_id, district_id, contractor_id, address, work_type, application_date, issue_date, estimated_cost, fee_paid, floor_area_m2, status) VALUES ('BR-2022-0002', 17, 6, 'Rua da Universidade, 62', 'new build', '2022-02-28', '2022-07-14', 1717300.0, 5849.22, 1201.7, 'approved');
INSERT INTO permits_braga (permit_id, district_id, contractor_id, address, work_type, application_date, issue_date, estimated_cost, fee_paid, floor_area_m2, status) VALUES ('BR-2022-0003', 13, 2, 'Largo de São Vicente, 40', 'renovation', '2022-03-04', '2022-04-06', 275100.0, 2196.15, 586.0, 'approved');
INSERT INTO permits_braga (permit_id, district_id, contractor_id, address, work_type, application_date, issue_date, estimated_cost, fee_paid, floor_area_m2, status) VALUES ('BR-2022-0004', 16, 12, 'Avenida 31 de Janeiro, 88', 'renovation', '2022-04-11', '2022-06-20', 96500.0, 655.4, 160.0, 'approved');
INSERT INTO permits_braga (permit_id, district_id, contractor_id, address, work_type, application_date, issue_date, estimated_cost, fee_paid, floor_area_m2, status) VALUES ('BR-2022-0005', 16, 10, 'Rua de São Victor, 54', 'change of use', '2022-04-21', NULL, 42500.0, 1362.77, 174.9, 'rejected');
INSERT INTO permits_braga (permit_id, district_id, contractor_id, address, work_type, application_date, issue_date, estimated_cost, fee_paid, floor_area_m2, status) VALUES ('BR-2022-0006', 14, 2, 'Rua de Maximinos, 72', 'renovation', '2022-05-21', '2022-10-06', 575900.0, 2302.46, 625.0, 'approved');
INSERT INTO permits_braga (permit_id, district_id, contractor_id, address, work_type, application_date, issue_date, estimated_cost, fee_paid, floor_area_m2, status) VALUES ('BR-2022-0007', 15, 12, 'Rua do Tojal, 86', 'renovation', '2022-05-25', '2022-10-04', 166200.0, 1371.64, 353.3, 'approved');
INSERT INTO permits_braga (permit_id, district_id, contractor_id, address, work_type, application_date, issue_date, estimated_cost, fee_paid, floor_area_m2, status) VALUES ('BR-2022-0008', 13, 3, 'Largo de São Vicente, 52', 'demolition', '2022-06-05', '2022-08-24', 47400.0, 1895.56, 310.6, 'approved');
INSERT INTO permits_braga (permit_id, district_id, contractor_id, address, work_type, application_date, issue_date, estimated_cost, fee_paid, floor_area_m2, status) VALUES ('BR-2022-0009', 18, 3, 'Rua de Lomar, 21', 'renovation', '2022-08-17', '2022-09-28', 226000.0, 1664.59, 272.7, 'approved');
INSERT INTO permits_braga (permit_id, district_id, contractor_id, address, work_type, application_date, issue_date, estimated_cost, fee_paid, floor_area_m2, status) VALUES ('BR-2022-0010', 14, 10, 'Rua de Maximinos, 108', 'renovation', '2022-12-22', '2023-05-08', 358900.0, 2488.72, 620.7, 'approved');
INSERT INTO permits_braga (permit_id, district_id, contractor_id, address, work_type, application_date, issue_date, estimated_cost, fee_paid, floor_area_m2, status) VALUES ('BR-2023-0001', 18, 6, 'Rua de Lomar, 132', 'demolition', '2023-01-22', '2023-04-26', 50700.0, 2348.08, 513.4, 'approved');
INSERT INTO permits_braga (permit_id, district_id, contractor_id, address, work_type, application_date, issue_date, estimated_cost, fee_paid, floor_area_m2, status) VALUES ('BR-2023-0002', 14, 10, 'Rua da Fábrica, 23', 'change of use', '2023-02-27', '2023-05-08', 51000.0, 630.9, 210.0, 'approved');
INSERT INTO permits_braga (permit_id, district_id, contractor_id, address, work_type, application_date, issue_date, estimated_cost, fee_paid, floor_area_m2, status) VALUES ('BR-2023-0003', 15, 10, 'Rua do Tojal, 104', 'renovation', '2023-03-05', NULL, 587500.0, 2270.14, 621.7, 'pending');
INSERT INTO permits_braga (permit_id, district_id, contractor_id, address, work_type, application_date, issue_date, estimated_cost, fee_paid, floor_area_m2, status) VALUES ('BR-2023-0004', 15, 9, 'Caminho da Boavista, 73', 'extension', '2023-06-23', '2023-10-26', 116100.0, 553.4, 103.3, 'approved');
INSERT INTO permits_braga (permit_id, district_id, contractor_id, address, work_type, application_date, issue_date, estimated_cost, fee_paid, floor_area_m2, status) VALUES ('BR-2023-0005', 18, 9, 'Rua de Lomar, 24', 'change of use', '2023-08-12', NULL, 37700.0, 1160.64, 172.5, 'rejected');
INSERT INTO permits_braga (permit_id, district_id, contractor_id, address, work_type, application_date, issue_date, estimated_cost, fee_paid, floor_area_m2, status) VALUES ('BR-2023-0006', 13, 3, 'Rua de São Vicente, 71', 'renovation', '2023-08-21', '2023-11-20', 243800.0, 1478.32, 299.3, 'approved');
INSERT INTO permits_braga (permit_id, district_id, contractor_id, address, work_type, application_date, issue_date, estimated_cost, fee_paid, floor_area_m2, status) VALUES ('BR-2023-0007', 16, 6, 'Avenida 31 de Janeiro, 88', 'extension', '2023-09-04', '2023-11-15', 58200.0, 502.1, 54.0, 'approved');
INSERT INTO permits_braga (permit_id, district_id, contractor_id, address, work_type, application_date, issue_date, estimated_cost, fee_paid, floor_area_m2, status) VALUES ('BR-2023-0008', 14, 10, 'Rua da Fábrica, 82', 'new build', '2023-09-15', NULL, 1709500.0, 7252.81, 1560.2, 'pending');
INSERT INTO permits_braga (permit_id, district_id, contractor_id, address, work_type, application_date, issue_date, estimated_cost, fee_paid, floor_area_m2, status) VALUES ('BR-2023-0009', 13, 10, 'Rua de São Vicente, 14', 'renovation', '2023-09-17', '2023-11-11', 293000.0, 1878.2, 317.4, 'approved');
INSERT INTO permits_braga (permit_id, district_id, contractor_id, address, work_type, application_date, issue_date, estimated_cost, fee_paid, floor_area_m2, status) VALUES ('BR-2023-0010', 14, 6, 'Rua da Fábrica, 83', 'extension', '2023-10-31', '2024-03-03', 105700.0, 736.43, 91.3, 'approved');
INSERT INTO permits_braga (permit_id, district_id, contractor_id, address, work_type, application_date, issue_date, estimated_cost, fee_paid, floor_area_m2, status) VALUES ('BR-2023-0011', 15, 3, 'Caminho da Boavista, 177', 'extension', '2023-12-05', '2024-01-27', 212500.0, 1574.19, 229.9, 'approved');
INSERT INTO permits_braga (permit_id, district_id, contractor_id, address, work_type, application_date, issue_date, estimated_cost, fee_paid, floor_area_m2, status) VALUES ('BR-2024-0001', 13, 9, 'Largo de São Vicente, 97', 'extension', '2024-02-20', '2024-04-11', 168900.0, 1139.42, 151.1, 'approved');
INSERT INTO permits_braga (permit_id, district_id, contractor_id, address, work_type, application_date, issue_date, estimated_cost, fee_paid, floor_area_m2, status) VALUES ('BR-2024-0002', 14, 12, 'Rua da Fábrica, 23', 'renovation', '2024-05-13', '2024-07-29', 134700.0, 840.25, 210.0, 'approved');
INSERT INTO permits_braga (permit_id, district_id, contractor_id, address, work_type, application_date, issue_date, estimated_cost, fee_paid, floor_area_m2, status) VALUES ('BR-2024-0003', 13, 10, 'Rua Dom Pedro V, 176', 'extension', '2024-05-27', NULL, 112300.0, 787.74, 105.3, 'rejected');
INSERT INTO permits_braga (permit_id, district_id, contractor_id, address, work_type, application_date, issue_date, estimated_cost, fee_paid, floor_area_m2, status) VALUES ('BR-2024-0004', 14, 9, 'Rua de Maximinos, 159', 'renovation', '2024-07-20', '2024-11-03', 243500.0, 2621.8, 538.4, 'approved');
INSERT INTO permits_braga (permit_id, district_id, contractor_id, address, work_type, application_date, issue_date, estimated_cost, fee_paid, floor_area_m2, status) VALUES ('BR-2024-0005', 14, 2, 'Rua Cidade do Porto, 48', 'change of use', '2024-10-08', NULL, 126200.0, 1949.76, 430.3, 'pending');
