-- Pest control company: technicians, clients, client sites, pest list and site visits.
BEGIN TRANSACTION;
CREATE TABLE technicians (
    technician_id INTEGER PRIMARY KEY,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    licence_number TEXT NOT NULL UNIQUE,
    licence_expires_on TEXT NOT NULL,
    hired_on TEXT NOT NULL,
    is_active INTEGER NOT NULL CHECK (is_active IN (0,1)),
    van_registration TEXT -- NULL = no company van assigned
);
CREATE TABLE clients (
    client_id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    client_type TEXT NOT NULL,
    contact_name TEXT NOT NULL,
    phone TEXT NOT NULL,
    billing_city TEXT NOT NULL,
    is_contract INTEGER NOT NULL CHECK (is_contract IN (0,1)),
    contract_started_on TEXT -- NULL = no service contract, billed per visit
);
CREATE TABLE sites (
    site_id INTEGER PRIMARY KEY,
    client_id INTEGER NOT NULL REFERENCES clients(client_id),
    address TEXT NOT NULL,
    city TEXT NOT NULL,
    premises_type TEXT NOT NULL,
    floor_area_m2 REAL -- NULL = floor area never measured
);
CREATE TABLE pests (
    pest_id INTEGER PRIMARY KEY,
    common_name TEXT NOT NULL,
    pest_group TEXT NOT NULL,
    is_health_hazard INTEGER NOT NULL CHECK (is_health_hazard IN (0,1))
);
CREATE TABLE visits (
    visit_id INTEGER PRIMARY KEY,
    site_id INTEGER NOT NULL REFERENCES sites(site_id),
    technician_id INTEGER NOT NULL REFERENCES technicians(technician_id),
    pest_id INTEGER REFERENCES pests(pest_id), -- NULL = no pest identified on the visit
    visit_type TEXT NOT NULL,
    scheduled_on TEXT NOT NULL,
    completed_on TEXT, -- NULL = visit not carried out (yet)
    labour_charge REAL NOT NULL,
    materials_charge REAL NOT NULL,
    is_callback INTEGER NOT NULL CHECK (is_callback IN (0,1)),
    client_rating INTEGER -- NULL = client gave no rating
);
INSERT INTO technicians (technician_id, first_name, last_name, licence_number, licence_expires_on, hired_on, is_active, van_registration) VALUES (1, 'James', 'Whitaker', 'PC-10421', '2025-03-31', '2014-04-07', 1, 'YK19 PCT');
INSERT INTO technicians (technician_id, first_name, last_name, licence_number, licence_expires_on, hired_on, is_active, van_registration) VALUES (2, 'Sandra', 'Ellis', 'PC-11873', '2024-09-30', '2016-09-12', 1, 'YK20 BGX');
INSERT INTO technicians (technician_id, first_name, last_name, licence_number, licence_expires_on, hired_on, is_active, van_registration) VALUES (3, 'Imran', 'Qureshi', 'PC-12055', '2025-06-30', '2017-02-20', 1, 'YK20 BGY');
INSERT INTO technicians (technician_id, first_name, last_name, licence_number, licence_expires_on, hired_on, is_active, van_registration) VALUES (4, 'James', 'Moran', 'PC-12690', '2024-05-31', '2018-06-04', 1, 'YK21 MHE');
INSERT INTO technicians (technician_id, first_name, last_name, licence_number, licence_expires_on, hired_on, is_active, van_registration) VALUES (5, 'Gareth', 'Lloyd', 'PC-13002', '2023-11-30', '2018-10-15', 0, NULL);
INSERT INTO technicians (technician_id, first_name, last_name, licence_number, licence_expires_on, hired_on, is_active, van_registration) VALUES (6, 'Nicola', 'Brooks', 'PC-13311', '2025-01-31', '2019-03-11', 1, 'YK21 MHF');
INSERT INTO technicians (technician_id, first_name, last_name, licence_number, licence_expires_on, hired_on, is_active, van_registration) VALUES (7, 'Wojtek', 'Zielinski', 'PC-13876', '2024-12-31', '2019-08-26', 1, 'YK22 RTA');
INSERT INTO technicians (technician_id, first_name, last_name, licence_number, licence_expires_on, hired_on, is_active, van_registration) VALUES (8, 'Amy', 'Fairbrother', 'PC-14120', '2025-08-31', '2020-05-18', 1, NULL);
INSERT INTO technicians (technician_id, first_name, last_name, licence_number, licence_expires_on, hired_on, is_active, van_registration) VALUES (9, 'Colin', 'Marsden', 'PC-14467', '2024-07-31', '2020-11-02', 0, NULL);
INSERT INTO technicians (technician_id, first_name, last_name, licence_number, licence_expires_on, hired_on, is_active, van_registration) VALUES (10, 'Precious', 'Adebayo', 'PC-14902', '2026-02-28', '2021-07-05', 1, 'YK22 RTB');
INSERT INTO technicians (technician_id, first_name, last_name, licence_number, licence_expires_on, hired_on, is_active, van_registration) VALUES (11, 'Liam', 'Horsfall', 'PC-15233', '2025-10-31', '2022-01-17', 1, 'YK23 LNO');
INSERT INTO technicians (technician_id, first_name, last_name, licence_number, licence_expires_on, hired_on, is_active, van_registration) VALUES (12, 'Ruth', 'Pickering', 'PC-15698', '2026-04-30', '2022-09-05', 1, NULL);
INSERT INTO technicians (technician_id, first_name, last_name, licence_number, licence_expires_on, hired_on, is_active, van_registration) VALUES (13, 'Tariq', 'Hussain', 'PC-16041', '2026-06-30', '2023-02-13', 1, 'YK23 LNP');
INSERT INTO technicians (technician_id, first_name, last_name, licence_number, licence_expires_on, hired_on, is_active, van_registration) VALUES (14, 'Megan', 'Sutcliffe', 'PC-16380', '2026-08-31', '2023-08-21', 1, NULL);
INSERT INTO technicians (technician_id, first_name, last_name, licence_number, licence_expires_on, hired_on, is_active, van_registration) VALUES (15, 'Owen', 'Barraclough', 'PC-16722', '2027-01-31', '2024-01-08', 1, 'YK24 DFA');
INSERT INTO clients (client_id, name, client_type, contact_name, phone, billing_city, is_contract, contract_started_on) VALUES (1, 'Golden Dragon Takeaway', 'restaurant', 'Wei Chen', '0113 496 0301', 'Leeds', 1, '2021-04-01');
INSERT INTO clients (client_id, name, client_type, contact_name, phone, billing_city, is_contract, contract_started_on) VALUES (2, 'Harrow & Co Grain Store', 'warehouse', 'James Harrow', '01274 496 302', 'Bradford', 1, '2020-09-15');
INSERT INTO clients (client_id, name, client_type, contact_name, phone, billing_city, is_contract, contract_started_on) VALUES (3, 'St Aidan''s Primary School', 'school', 'Carol Jennings', '0113 496 0303', 'Leeds', 1, '2022-01-10');
INSERT INTO clients (client_id, name, client_type, contact_name, phone, billing_city, is_contract, contract_started_on) VALUES (4, 'Mrs D. Patterson', 'household', 'Doreen Patterson', '01924 496 304', 'Wakefield', 0, NULL);
INSERT INTO clients (client_id, name, client_type, contact_name, phone, billing_city, is_contract, contract_started_on) VALUES (5, 'Northgate Offices Ltd', 'office', 'Simon Reeve', '0113 496 0305', 'Leeds', 1, '2023-03-01');
INSERT INTO clients (client_id, name, client_type, contact_name, phone, billing_city, is_contract, contract_started_on) VALUES (6, 'The Weavers Arms', 'pub', 'Kathleen Dunne', '01422 496 306', 'Halifax', 0, NULL);
INSERT INTO clients (client_id, name, client_type, contact_name, phone, billing_city, is_contract, contract_started_on) VALUES (7, 'Mr R. Singh', 'household', 'Rajinder Singh', '01274 496 307', 'Bradford', 0, NULL);
INSERT INTO clients (client_id, name, client_type, contact_name, phone, billing_city, is_contract, contract_started_on) VALUES (8, 'Calder Valley Foods', 'warehouse', 'Martin Greaves', '01422 496 308', 'Leeds', 1, '2021-11-20');
INSERT INTO clients (client_id, name, client_type, contact_name, phone, billing_city, is_contract, contract_started_on) VALUES (9, 'Bella Napoli', 'restaurant', 'Marco Rossi', '0113 496 0309', 'Leeds', 0, NULL);
INSERT INTO clients (client_id, name, client_type, contact_name, phone, billing_city, is_contract, contract_started_on) VALUES (10, 'Oakwood Care Home', 'care home', 'Janet Holroyd', '01924 496 310', 'Wakefield', 1, '2022-06-01');
INSERT INTO clients (client_id, name, client_type, contact_name, phone, billing_city, is_contract, contract_started_on) VALUES (11, 'Mr & Mrs Ahmed', 'household', 'Farida Ahmed', '01484 496 311', 'Huddersfield', 0, NULL);
INSERT INTO clients (client_id, name, client_type, contact_name, phone, billing_city, is_contract, contract_started_on) VALUES (12, 'Kirkgate Market Traders', 'market', 'Paul Dobson', '01924 496 312', 'Wakefield', 1, '2020-02-01');
INSERT INTO clients (client_id, name, client_type, contact_name, phone, billing_city, is_contract, contract_started_on) VALUES (13, 'Spice Route', 'restaurant', 'Anil Kumar', '01274 496 313', 'Bradford', 1, '2023-07-15');
INSERT INTO clients (client_id, name, client_type, contact_name, phone, billing_city, is_contract, contract_started_on) VALUES (14, 'Holme Farm Holidays', 'holiday let', 'Judith Holme', '01484 496 314', 'Huddersfield', 0, NULL);
INSERT INTO clients (client_id, name, client_type, contact_name, phone, billing_city, is_contract, contract_started_on) VALUES (15, 'Mr J. Thornton', 'household', 'James Thornton', '0113 496 0315', 'Leeds', 0, NULL);
INSERT INTO clients (client_id, name, client_type, contact_name, phone, billing_city, is_contract, contract_started_on) VALUES (16, 'Brightside Academy', 'school', 'Dev Mistry', '01274 496 316', 'Bradford', 1, '2023-09-01');
INSERT INTO clients (client_id, name, client_type, contact_name, phone, billing_city, is_contract, contract_started_on) VALUES (17, 'Riverside Hotel', 'hotel', 'Claire Fenwick', '01422 496 317', 'Halifax', 1, '2022-03-01');
INSERT INTO clients (client_id, name, client_type, contact_name, phone, billing_city, is_contract, contract_started_on) VALUES (18, 'Ms L. Walsh', 'household', 'Louise Walsh', '01484 496 318', 'Huddersfield', 0, NULL);
INSERT INTO clients (client_id, name, client_type, contact_name, phone, billing_city, is_contract, contract_started_on) VALUES (19, 'Aire Logistics', 'warehouse', 'Gary Pollard', '0113 496 0319', 'Leeds', 1, '2024-01-01');
INSERT INTO clients (client_id, name, client_type, contact_name, phone, billing_city, is_contract, contract_started_on) VALUES (20, 'The Corner Bakery', 'restaurant', 'Helen Ainsworth', '01924 496 320', 'Wakefield', 0, NULL);
INSERT INTO clients (client_id, name, client_type, contact_name, phone, billing_city, is_contract, contract_started_on) VALUES (21, 'Mr P. Nowak', 'household', 'Piotr Nowak', '01274 496 321', 'Bradford', 0, NULL);
INSERT INTO clients (client_id, name, client_type, contact_name, phone, billing_city, is_contract, contract_started_on) VALUES (22, 'Westfield Leisure Centre', 'leisure centre', 'Andrea Mills', '01484 496 322', 'Huddersfield', 1, '2023-05-01');
INSERT INTO sites (site_id, client_id, address, city, premises_type, floor_area_m2) VALUES (1, 1, '14 Harehills Lane', 'Leeds', 'kitchen', 85.00);
INSERT INTO sites (site_id, client_id, address, city, premises_type, floor_area_m2) VALUES (2, 2, 'Unit 3, Canal Road Industrial Estate', 'Bradford', 'warehouse', 1450.00);
INSERT INTO sites (site_id, client_id, address, city, premises_type, floor_area_m2) VALUES (3, 2, 'Low Mill, Mill Lane', 'Halifax', 'warehouse', 980.00);
INSERT INTO sites (site_id, client_id, address, city, premises_type, floor_area_m2) VALUES (4, 3, 'St Aidan''s Primary, Elford Grove', 'Leeds', 'school', 2100.00);
INSERT INTO sites (site_id, client_id, address, city, premises_type, floor_area_m2) VALUES (5, 4, '7 Lupset Crescent', 'Wakefield', 'house', NULL);
INSERT INTO sites (site_id, client_id, address, city, premises_type, floor_area_m2) VALUES (6, 5, 'Northgate House, 40 Park Row', 'Leeds', 'office', 1200.00);
INSERT INTO sites (site_id, client_id, address, city, premises_type, floor_area_m2) VALUES (7, 5, 'Northgate Annex, 2 Aire Street', 'Bradford', 'office', 640.00);
INSERT INTO sites (site_id, client_id, address, city, premises_type, floor_area_m2) VALUES (8, 6, 'The Weavers Arms, 11 Gibbet Street', 'Halifax', 'pub', 310.00);
INSERT INTO sites (site_id, client_id, address, city, premises_type, floor_area_m2) VALUES (9, 7, '22 Manningham Lane', 'Bradford', 'house', NULL);
INSERT INTO sites (site_id, client_id, address, city, premises_type, floor_area_m2) VALUES (10, 8, 'Calder Valley Foods Depot, Wakefield Road', 'Bradford', 'warehouse', 2600.00);
INSERT INTO sites (site_id, client_id, address, city, premises_type, floor_area_m2) VALUES (11, 8, 'Calder Valley Foods Cold Store, Pepper Road', 'Leeds', 'warehouse', 1800.00);
INSERT INTO sites (site_id, client_id, address, city, premises_type, floor_area_m2) VALUES (12, 9, 'Bella Napoli, 5 Call Lane', 'Leeds', 'kitchen', 120.00);
INSERT INTO sites (site_id, client_id, address, city, premises_type, floor_area_m2) VALUES (13, 10, 'Oakwood Care Home, Oakwood Drive', 'Wakefield', 'care home', 1650.00);
INSERT INTO sites (site_id, client_id, address, city, premises_type, floor_area_m2) VALUES (14, 11, '3 Birkby Hall Road', 'Huddersfield', 'house', NULL);
INSERT INTO sites (site_id, client_id, address, city, premises_type, floor_area_m2) VALUES (15, 12, 'Kirkgate Market Hall A', 'Wakefield', 'market hall', 3200.00);
INSERT INTO sites (site_id, client_id, address, city, premises_type, floor_area_m2) VALUES (16, 12, 'Kirkgate Market Hall B', 'Wakefield', 'market hall', NULL);
INSERT INTO sites (site_id, client_id, address, city, premises_type, floor_area_m2) VALUES (17, 13, 'Spice Route, 101 Leeds Road', 'Bradford', 'kitchen', 140.00);
INSERT INTO sites (site_id, client_id, address, city, premises_type, floor_area_m2) VALUES (18, 13, 'Spice Route Express, 8 Kirkgate', 'Leeds', 'kitchen', 60.00);
INSERT INTO sites (site_id, client_id, address, city, premises_type, floor_area_m2) VALUES (19, 14, 'Holme Farm Cottages, Holmfirth Road', 'Huddersfield', 'holiday cottage', 420.00);
INSERT INTO sites (site_id, client_id, address, city, premises_type, floor_area_m2) VALUES (20, 15, '56 Chapel Allerton Road', 'Leeds', 'house', NULL);
INSERT INTO sites (site_id, client_id, address, city, premises_type, floor_area_m2) VALUES (21, 16, 'Brightside Academy, Thornton Road', 'Bradford', 'school', 3900.00);
INSERT INTO sites (site_id, client_id, address, city, premises_type, floor_area_m2) VALUES (22, 17, 'Riverside Hotel, 1 Salterhebble Hill', 'Halifax', 'hotel', 2750.00);
INSERT INTO sites (site_id, client_id, address, city, premises_type, floor_area_m2) VALUES (23, 17, 'Riverside Hotel Laundry Block', 'Halifax', 'outbuilding', 180.00);
INSERT INTO sites (site_id, client_id, address, city, premises_type, floor_area_m2) VALUES (24, 18, '9 Lindley Moor Road', 'Huddersfield', 'house', NULL);
INSERT INTO sites (site_id, client_id, address, city, premises_type, floor_area_m2) VALUES (25, 19, 'Aire Logistics Hub, Stourton', 'Leeds', 'warehouse', 5200.00);
INSERT INTO sites (site_id, client_id, address, city, premises_type, floor_area_m2) VALUES (26, 19, 'Aire Logistics Cross Dock, Euroway', 'Bradford', 'warehouse', 3100.00);
INSERT INTO sites (site_id, client_id, address, city, premises_type, floor_area_m2) VALUES (27, 20, 'The Corner Bakery, 2 Westgate', 'Wakefield', 'kitchen', 95.00);
INSERT INTO sites (site_id, client_id, address, city, premises_type, floor_area_m2) VALUES (28, 21, '40 Allerton Road', 'Bradford', 'house', NULL);
INSERT INTO sites (site_id, client_id, address, city, premises_type, floor_area_m2) VALUES (29, 22, 'Westfield Leisure Centre, Westfield Lane', 'Huddersfield', 'leisure centre', 4300.00);
INSERT INTO sites (site_id, client_id, address, city, premises_type, floor_area_m2) VALUES (30, 22, 'Westfield Pool Plant Room', 'Huddersfield', 'plant room', 150.00);
INSERT INTO pests (pest_id, common_name, pest_group, is_health_hazard) VALUES (1, 'brown rat', 'rodent', 1);
INSERT INTO pests (pest_id, common_name, pest_group, is_health_hazard) VALUES (2, 'house mouse', 'rodent', 1);
INSERT INTO pests (pest_id, common_name, pest_group, is_health_hazard) VALUES (3, 'German cockroach', 'insect', 1);
INSERT INTO pests (pest_id, common_name, pest_group, is_health_hazard) VALUES (4, 'oriental cockroach', 'insect', 1);
INSERT INTO pests (pest_id, common_name, pest_group, is_health_hazard) VALUES (5, 'bed bug', 'insect', 0);
INSERT INTO pests (pest_id, common_name, pest_group, is_health_hazard) VALUES (6, 'common wasp', 'insect', 0);
INSERT INTO pests (pest_id, common_name, pest_group, is_health_hazard) VALUES (7, 'pharaoh ant', 'insect', 1);
INSERT INTO pests (pest_id, common_name, pest_group, is_health_hazard) VALUES (8, 'black garden ant', 'insect', 0);
INSERT INTO pests (pest_id, common_name, pest_group, is_health_hazard) VALUES (9, 'cat flea', 'insect', 0);
INSERT INTO pests (pest_id, common_name, pest_group, is_health_hazard) VALUES (10, 'feral pigeon', 'bird', 1);
INSERT INTO pests (pest_id, common_name, pest_group, is_health_hazard) VALUES (11, 'herring gull', 'bird', 0);
INSERT INTO pests (pest_id, common_name, pest_group, is_health_hazard) VALUES (12, 'grey squirrel', 'mammal', 0);
INSERT INTO pests (pest_id, common_name, pest_group, is_health_hazard) VALUES (13, 'stored product moth', 'insect', 0);
INSERT INTO pests (pest_id, common_name, pest_group, is_health_hazard) VALUES (14, 'carpet beetle', 'insect', 0);
INSERT INTO pests (pest_id, common_name, pest_group, is_health_hazard) VALUES (15, 'cluster fly', 'insect', 0);
INSERT INTO visits (visit_id, site_id, technician_id, pest_id, visit_type, scheduled_on, completed_on, labour_charge, materials_charge, is_callback, client_rating) VALUES (1, 26, 8, 1, 'treatment', '2023-07-08', '2023-07-08', 485.00, 27.00, 0, NULL);
INSERT INTO visits (visit_id, site_id, technician_id, pest_id, visit_type, scheduled_on, completed_on, labour_charge, materials_charge, is_callback, client_rating) VALUES (2, 16, 10, 10, 'inspection', '2023-07-17', '2023-07-17', 75.00, 0.00, 0, 5);
INSERT INTO visits (visit_id, site_id, technician_id, pest_id, visit_type, scheduled_on, completed_on, labour_charge, materials_charge, is_callback, client_rating) VALUES (3, 26, 8, 1, 'follow-up', '2023-07-25', '2023-07-25', 55.00, 27.00, 1, 4);
INSERT INTO visits (visit_id, site_id, technician_id, pest_id, visit_type, scheduled_on, completed_on, labour_charge, materials_charge, is_callback, client_rating) VALUES (4, 17, 6, 1, 'treatment', '2023-07-28', '2023-07-29', 115.00, 60.00, 0, 4);
INSERT INTO visits (visit_id, site_id, technician_id, pest_id, visit_type, scheduled_on, completed_on, labour_charge, materials_charge, is_callback, client_rating) VALUES (5, 12, 5, NULL, 'inspection', '2023-07-31', '2023-07-31', 80.00, 0.00, 0, NULL);
INSERT INTO visits (visit_id, site_id, technician_id, pest_id, visit_type, scheduled_on, completed_on, labour_charge, materials_charge, is_callback, client_rating) VALUES (6, 27, 1, 2, 'treatment', '2023-08-06', '2023-08-08', 105.00, 60.00, 0, 5);
INSERT INTO visits (visit_id, site_id, technician_id, pest_id, visit_type, scheduled_on, completed_on, labour_charge, materials_charge, is_callback, client_rating) VALUES (7, 14, 11, 6, 'treatment', '2023-08-09', '2023-08-11', 105.00, 85.00, 0, 4);
INSERT INTO visits (visit_id, site_id, technician_id, pest_id, visit_type, scheduled_on, completed_on, labour_charge, materials_charge, is_callback, client_rating) VALUES (8, 25, 8, 1, 'treatment', '2023-08-13', '2023-08-14', 595.00, 90.00, 0, 5);
INSERT INTO visits (visit_id, site_id, technician_id, pest_id, visit_type, scheduled_on, completed_on, labour_charge, materials_charge, is_callback, client_rating) VALUES (9, 2, 14, 1, 'treatment', '2023-08-23', '2023-08-24', 275.00, 52.50, 0, 5);
INSERT INTO visits (visit_id, site_id, technician_id, pest_id, visit_type, scheduled_on, completed_on, labour_charge, materials_charge, is_callback, client_rating) VALUES (10, 20, 1, 14, 'treatment', '2023-08-31', '2023-08-31', 105.00, 60.00, 0, 2);
INSERT INTO visits (visit_id, site_id, technician_id, pest_id, visit_type, scheduled_on, completed_on, labour_charge, materials_charge, is_callback, client_rating) VALUES (11, 1, 7, 1, 'treatment', '2023-09-04', '2023-09-04', 105.00, 35.00, 0, 5);
INSERT INTO visits (visit_id, site_id, technician_id, pest_id, visit_type, scheduled_on, completed_on, labour_charge, materials_charge, is_callback, client_rating) VALUES (12, 21, 14, 6, 'treatment', '2023-09-09', '2023-09-09', 585.00, 36.00, 0, 5);
INSERT INTO visits (visit_id, site_id, technician_id, pest_id, visit_type, scheduled_on, completed_on, labour_charge, materials_charge, is_callback, client_rating) VALUES (13, 28, 12, 5, 'treatment', '2023-09-15', '2023-09-15', 105.00, 60.00, 0, 5);
INSERT INTO visits (visit_id, site_id, technician_id, pest_id, visit_type, scheduled_on, completed_on, labour_charge, materials_charge, is_callback, client_rating) VALUES (14, 11, 11, 13, 'treatment', '2023-09-25', '2023-09-26', 320.00, 52.50, 0, 5);
INSERT INTO visits (visit_id, site_id, technician_id, pest_id, visit_type, scheduled_on, completed_on, labour_charge, materials_charge, is_callback, client_rating) VALUES (15, 9, 2, NULL, 'inspection', '2023-10-02', '2023-10-02', 75.00, 0.00, 0, 5);
INSERT INTO visits (visit_id, site_id, technician_id, pest_id, visit_type, scheduled_on, completed_on, labour_charge, materials_charge, is_callback, client_rating) VALUES (16, 20, 14, 14, 'treatment', '2023-10-05', NULL, 105.00, 60.00, 0, NULL);
INSERT INTO visits (visit_id, site_id, technician_id, pest_id, visit_type, scheduled_on, completed_on, labour_charge, materials_charge, is_callback, client_rating) VALUES (17, 15, 5, 1, 'treatment', '2023-10-12', '2023-10-12', 495.00, 18.75, 0, NULL);
INSERT INTO visits (visit_id, site_id, technician_id, pest_id, visit_type, scheduled_on, completed_on, labour_charge, materials_charge, is_callback, client_rating) VALUES (18, 15, 3, 1, 'follow-up', '2023-10-18', '2023-10-18', 55.00, 127.50, 0, NULL);
INSERT INTO visits (visit_id, site_id, technician_id, pest_id, visit_type, scheduled_on, completed_on, labour_charge, materials_charge, is_callback, client_rating) VALUES (19, 12, 2, NULL, 'follow-up', '2023-10-28', '2023-10-29', 55.00, 85.00, 0, NULL);
INSERT INTO visits (visit_id, site_id, technician_id, pest_id, visit_type, scheduled_on, completed_on, labour_charge, materials_charge, is_callback, client_rating) VALUES (20, 10, 1, 1, 'treatment', '2023-11-06', '2023-11-08', 420.00, 72.00, 0, 2);
INSERT INTO visits (visit_id, site_id, technician_id, pest_id, visit_type, scheduled_on, completed_on, labour_charge, materials_charge, is_callback, client_rating) VALUES (21, 12, 3, 3, 'treatment', '2023-11-16', '2023-11-16', 110.00, 85.00, 0, 2);
INSERT INTO visits (visit_id, site_id, technician_id, pest_id, visit_type, scheduled_on, completed_on, labour_charge, materials_charge, is_callback, client_rating) VALUES (22, 8, 14, NULL, 'inspection', '2023-11-25', '2023-11-25', 105.00, 0.00, 0, 5);
INSERT INTO visits (visit_id, site_id, technician_id, pest_id, visit_type, scheduled_on, completed_on, labour_charge, materials_charge, is_callback, client_rating) VALUES (23, 15, 2, 1, 'treatment', '2023-11-28', '2023-11-30', 495.00, 90.00, 0, NULL);
INSERT INTO visits (visit_id, site_id, technician_id, pest_id, visit_type, scheduled_on, completed_on, labour_charge, materials_charge, is_callback, client_rating) VALUES (24, 2, 5, 13, 'treatment', '2023-12-02', '2023-12-02', 275.00, 127.50, 0, 4);
INSERT INTO visits (visit_id, site_id, technician_id, pest_id, visit_type, scheduled_on, completed_on, labour_charge, materials_charge, is_callback, client_rating) VALUES (25, 27, 1, 2, 'treatment', '2023-12-10', '2023-12-11', 105.00, 24.00, 0, NULL);
INSERT INTO visits (visit_id, site_id, technician_id, pest_id, visit_type, scheduled_on, completed_on, labour_charge, materials_charge, is_callback, client_rating) VALUES (26, 10, 1, 1, 'follow-up', '2023-12-18', NULL, 55.00, 52.50, 1, NULL);
INSERT INTO visits (visit_id, site_id, technician_id, pest_id, visit_type, scheduled_on, completed_on, labour_charge, materials_charge, is_callback, client_rating) VALUES (27, 2, 4, 13, 'follow-up', '2023-12-22', '2023-12-23', 55.00, 36.00, 0, 2);
INSERT INTO visits (visit_id, site_id, technician_id, pest_id, visit_type, scheduled_on, completed_on, labour_charge, materials_charge, is_callback, client_rating) VALUES (28, 28, 7, 5, 'treatment', '2024-01-01', NULL, 105.00, 35.00, 0, NULL);
INSERT INTO visits (visit_id, site_id, technician_id, pest_id, visit_type, scheduled_on, completed_on, labour_charge, materials_charge, is_callback, client_rating) VALUES (29, 15, 8, 1, 'follow-up', '2024-01-07', NULL, 55.00, 72.00, 0, NULL);
INSERT INTO visits (visit_id, site_id, technician_id, pest_id, visit_type, scheduled_on, completed_on, labour_charge, materials_charge, is_callback, client_rating) VALUES (30, 26, 1, 11, 'inspection', '2024-01-16', '2024-01-17', 455.00, 0.00, 0, 5);
INSERT INTO visits (visit_id, site_id, technician_id, pest_id, visit_type, scheduled_on, completed_on, labour_charge, materials_charge, is_callback, client_rating) VALUES (31, 16, 4, 2, 'treatment', '2024-01-23', '2024-01-24', 105.00, 60.00, 0, 3);
INSERT INTO visits (visit_id, site_id, technician_id, pest_id, visit_type, scheduled_on, completed_on, labour_charge, materials_charge, is_callback, client_rating) VALUES (32, 8, 10, NULL, 'follow-up', '2024-01-31', '2024-01-31', 55.00, 24.00, 1, 5);
INSERT INTO visits (visit_id, site_id, technician_id, pest_id, visit_type, scheduled_on, completed_on, labour_charge, materials_charge, is_callback, client_rating) VALUES (33, 12, 4, 3, 'follow-up', '2024-02-07', '2024-02-07', 55.00, 35.00, 0, 5);
INSERT INTO visits (visit_id, site_id, technician_id, pest_id, visit_type, scheduled_on, completed_on, labour_charge, materials_charge, is_callback, client_rating) VALUES (34, 10, 11, 1, 'follow-up', '2024-02-11', '2024-02-12', 55.00, 36.00, 1, NULL);
INSERT INTO visits (visit_id, site_id, technician_id, pest_id, visit_type, scheduled_on, completed_on, labour_charge, materials_charge, is_callback, client_rating) VALUES (35, 18, 15, 3, 'treatment', '2024-02-16', '2024-02-16', 105.00, 18.00, 0, 5);
INSERT INTO visits (visit_id, site_id, technician_id, pest_id, visit_type, scheduled_on, completed_on, labour_charge, materials_charge, is_callback, client_rating) VALUES (36, 17, 13, 3, 'treatment', '2024-02-19', '2024-02-19', 115.00, 48.00, 0, 2);
INSERT INTO visits (visit_id, site_id, technician_id, pest_id, visit_type, scheduled_on, completed_on, labour_charge, materials_charge, is_callback, client_rating) VALUES (37, 9, 2, NULL, 'inspection', '2024-02-23', NULL, 75.00, 0.00, 0, NULL);
INSERT INTO visits (visit_id, site_id, technician_id, pest_id, visit_type, scheduled_on, completed_on, labour_charge, materials_charge, is_callback, client_rating) VALUES (38, 28, 1, 5, 'follow-up', '2024-03-03', '2024-03-03', 55.00, 18.00, 1, 3);
INSERT INTO visits (visit_id, site_id, technician_id, pest_id, visit_type, scheduled_on, completed_on, labour_charge, materials_charge, is_callback, client_rating) VALUES (39, 25, 8, 10, 'treatment', '2024-03-10', '2024-03-10', 595.00, 52.50, 0, NULL);
INSERT INTO visits (visit_id, site_id, technician_id, pest_id, visit_type, scheduled_on, completed_on, labour_charge, materials_charge, is_callback, client_rating) VALUES (40, 11, 8, 13, 'inspection', '2024-03-15', '2024-03-17', 290.00, 0.00, 0, 2);
INSERT INTO visits (visit_id, site_id, technician_id, pest_id, visit_type, scheduled_on, completed_on, labour_charge, materials_charge, is_callback, client_rating) VALUES (41, 1, 2, 3, 'inspection', '2024-03-20', '2024-03-20', 75.00, 0.00, 0, 4);
INSERT INTO visits (visit_id, site_id, technician_id, pest_id, visit_type, scheduled_on, completed_on, labour_charge, materials_charge, is_callback, client_rating) VALUES (42, 15, 1, 1, 'follow-up', '2024-03-28', '2024-03-30', 55.00, 36.00, 0, 2);
INSERT INTO visits (visit_id, site_id, technician_id, pest_id, visit_type, scheduled_on, completed_on, labour_charge, materials_charge, is_callback, client_rating) VALUES (43, 12, 8, 7, 'inspection', '2024-04-04', '2024-04-04', 80.00, 0.00, 0, 4);
INSERT INTO visits (visit_id, site_id, technician_id, pest_id, visit_type, scheduled_on, completed_on, labour_charge, materials_charge, is_callback, client_rating) VALUES (44, 22, 15, 5, 'treatment', '2024-04-14', '2024-04-14', 440.00, 90.00, 0, 2);
INSERT INTO visits (visit_id, site_id, technician_id, pest_id, visit_type, scheduled_on, completed_on, labour_charge, materials_charge, is_callback, client_rating) VALUES (45, 23, 8, 2, 'treatment', '2024-04-18', '2024-04-19', 115.00, 60.00, 0, 5);
INSERT INTO visits (visit_id, site_id, technician_id, pest_id, visit_type, scheduled_on, completed_on, labour_charge, materials_charge, is_callback, client_rating) VALUES (46, 3, 4, 1, 'treatment', '2024-04-25', '2024-04-25', 215.00, 35.00, 0, NULL);
INSERT INTO visits (visit_id, site_id, technician_id, pest_id, visit_type, scheduled_on, completed_on, labour_charge, materials_charge, is_callback, client_rating) VALUES (47, 19, 3, 12, 'treatment', '2024-05-03', '2024-05-03', 145.00, 12.50, 0, NULL);
INSERT INTO visits (visit_id, site_id, technician_id, pest_id, visit_type, scheduled_on, completed_on, labour_charge, materials_charge, is_callback, client_rating) VALUES (48, 17, 12, 3, 'follow-up', '2024-05-08', '2024-05-09', 55.00, 12.50, 1, 5);
INSERT INTO visits (visit_id, site_id, technician_id, pest_id, visit_type, scheduled_on, completed_on, labour_charge, materials_charge, is_callback, client_rating) VALUES (49, 27, 6, NULL, 'inspection', '2024-05-13', '2024-05-14', 75.00, 0.00, 0, 4);
INSERT INTO visits (visit_id, site_id, technician_id, pest_id, visit_type, scheduled_on, completed_on, labour_charge, materials_charge, is_callback, client_rating) VALUES (50, 10, 13, 10, 'treatment', '2024-05-23', '2024-05-23', 420.00, 18.75, 0, 5);
INSERT INTO visits (visit_id, site_id, technician_id, pest_id, visit_type, scheduled_on, completed_on, labour_charge, materials_charge, is_callback, client_rating) VALUES (51, 12, 7, 7, 'follow-up', '2024-05-29', '2024-05-30', 55.00, 85.00, 1, 4);
INSERT INTO visits (visit_id, site_id, technician_id, pest_id, visit_type, scheduled_on, completed_on, labour_charge, materials_charge, is_callback, client_rating) VALUES (52, 18, 8, 3, 'treatment', '2024-06-03', '2024-06-04', 105.00, 12.50, 0, 4);
INSERT INTO visits (visit_id, site_id, technician_id, pest_id, visit_type, scheduled_on, completed_on, labour_charge, materials_charge, is_callback, client_rating) VALUES (53, 25, 8, 1, 'treatment', '2024-06-11', '2024-06-12', 595.00, 127.50, 0, 5);
INSERT INTO visits (visit_id, site_id, technician_id, pest_id, visit_type, scheduled_on, completed_on, labour_charge, materials_charge, is_callback, client_rating) VALUES (54, 5, 10, 8, 'treatment', '2024-06-21', NULL, 105.00, 24.00, 0, NULL);
INSERT INTO visits (visit_id, site_id, technician_id, pest_id, visit_type, scheduled_on, completed_on, labour_charge, materials_charge, is_callback, client_rating) VALUES (55, 12, 3, 7, 'follow-up', '2024-06-25', '2024-06-26', 55.00, 12.50, 1, 5);
INSERT INTO visits (visit_id, site_id, technician_id, pest_id, visit_type, scheduled_on, completed_on, labour_charge, materials_charge, is_callback, client_rating) VALUES (56, 18, 7, 3, 'follow-up', '2024-06-30', NULL, 55.00, 35.00, 1, NULL);
INSERT INTO visits (visit_id, site_id, technician_id, pest_id, visit_type, scheduled_on, completed_on, labour_charge, materials_charge, is_callback, client_rating) VALUES (57, 1, 10, 3, 'treatment', '2024-07-07', NULL, 105.00, 12.50, 0, NULL);
INSERT INTO visits (visit_id, site_id, technician_id, pest_id, visit_type, scheduled_on, completed_on, labour_charge, materials_charge, is_callback, client_rating) VALUES (58, 30, 10, 1, 'treatment', '2024-07-13', NULL, 115.00, 60.00, 0, NULL);
COMMIT;
