-- road_repairs: a council's road defect repair service; defects are kept in one table per area (uplands, docks, central)
BEGIN TRANSACTION;
CREATE TABLE crews (
    crew_id INTEGER PRIMARY KEY,
    crew_name TEXT NOT NULL,
    leader_first_name TEXT NOT NULL,
    leader_last_name TEXT NOT NULL,
    base_depot TEXT NOT NULL,
    van_reg TEXT, -- NULL = crew has no van of its own (borrows a pool van)
    day_rate REAL NOT NULL,
    overtime_rate REAL, -- NULL = crew does not work overtime
    formed_on TEXT NOT NULL,
    disbanded_on TEXT, -- NULL = crew still active
    is_night_capable INTEGER NOT NULL CHECK (is_night_capable IN (0,1))
);
CREATE TABLE inspectors (
    inspector_id INTEGER PRIMARY KEY,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    started_on TEXT NOT NULL,
    retired_on TEXT, -- NULL = still inspecting
    mileage_rate REAL NOT NULL,
    is_senior INTEGER NOT NULL CHECK (is_senior IN (0,1))
);
CREATE TABLE materials (
    material_id INTEGER PRIMARY KEY,
    material_name TEXT NOT NULL,
    unit TEXT NOT NULL,
    price_per_unit REAL NOT NULL,
    supplier TEXT, -- NULL = made up in our own depot
    is_recycled INTEGER NOT NULL CHECK (is_recycled IN (0,1))
);
CREATE TABLE defects_uplands (
    defect_id INTEGER PRIMARY KEY,
    street_name TEXT NOT NULL,
    defect_kind TEXT NOT NULL,
    reported_by TEXT NOT NULL,
    reported_on TEXT NOT NULL,
    inspector_id INTEGER REFERENCES inspectors(inspector_id), -- NULL = not inspected yet
    inspected_on TEXT, -- NULL = not inspected yet
    repaired_on TEXT, -- NULL = not repaired yet
    depth_mm INTEGER, -- NULL = depth not measured (not a pothole, not inspected yet, or never measured)
    crew_id INTEGER REFERENCES crews(crew_id), -- NULL = no crew assigned yet
    material_id INTEGER REFERENCES materials(material_id), -- NULL = no material recorded
    estimated_cost REAL NOT NULL,
    actual_cost REAL, -- NULL = final cost not booked yet
    is_emergency INTEGER NOT NULL CHECK (is_emergency IN (0,1))
);
CREATE TABLE defects_docks (
    defect_id INTEGER PRIMARY KEY,
    street_name TEXT NOT NULL,
    defect_kind TEXT NOT NULL,
    reported_by TEXT NOT NULL,
    reported_on TEXT NOT NULL,
    inspector_id INTEGER REFERENCES inspectors(inspector_id), -- NULL = not inspected yet
    inspected_on TEXT, -- NULL = not inspected yet
    repaired_on TEXT, -- NULL = not repaired yet
    depth_mm INTEGER, -- NULL = depth not measured (not a pothole, not inspected yet, or never measured)
    crew_id INTEGER REFERENCES crews(crew_id), -- NULL = no crew assigned yet
    material_id INTEGER REFERENCES materials(material_id), -- NULL = no material recorded
    estimated_cost REAL NOT NULL,
    actual_cost REAL, -- NULL = final cost not booked yet
    is_emergency INTEGER NOT NULL CHECK (is_emergency IN (0,1))
);
CREATE TABLE defects_central (
    defect_id INTEGER PRIMARY KEY,
    street_name TEXT NOT NULL,
    defect_kind TEXT NOT NULL,
    reported_by TEXT NOT NULL,
    reported_on TEXT NOT NULL,
    inspector_id INTEGER REFERENCES inspectors(inspector_id), -- NULL = not inspected yet
    inspected_on TEXT, -- NULL = not inspected yet
    repaired_on TEXT, -- NULL = not repaired yet
    depth_mm INTEGER, -- NULL = depth not measured (not a pothole, not inspected yet, or never measured)
    crew_id INTEGER REFERENCES crews(crew_id), -- NULL = no crew assigned yet
    material_id INTEGER REFERENCES materials(material_id), -- NULL = no material recorded
    estimated_cost REAL NOT NULL,
    actual_cost REAL, -- NULL = final cost not booked yet
    is_emergency INTEGER NOT NULL CHECK (is_emergency IN (0,1))
);
INSERT INTO crews (crew_id, crew_name, leader_first_name, leader_last_name, base_depot, van_reg, day_rate, overtime_rate, formed_on, disbanded_on, is_night_capable) VALUES (1, 'Patch Team 1', 'Gary', 'Ellison', 'Station Road', 'KX19 ABC', 640.0, 95.0, '2018-04-01', NULL, 1);
INSERT INTO crews (crew_id, crew_name, leader_first_name, leader_last_name, base_depot, van_reg, day_rate, overtime_rate, formed_on, disbanded_on, is_night_capable) VALUES (2, 'Patch Team 2', 'Joanne', 'Pierce', 'Station Road', 'KX19 ABD', 620.0, 90.0, '2018-04-01', NULL, 0);
INSERT INTO crews (crew_id, crew_name, leader_first_name, leader_last_name, base_depot, van_reg, day_rate, overtime_rate, formed_on, disbanded_on, is_night_capable) VALUES (3, 'Patch Team 3', 'Stuart', 'Nolan', 'Gorse Lane', 'KX20 FGH', 600.0, NULL, '2019-01-14', NULL, 0);
INSERT INTO crews (crew_id, crew_name, leader_first_name, leader_last_name, base_depot, van_reg, day_rate, overtime_rate, formed_on, disbanded_on, is_night_capable) VALUES (4, 'Kerb Gang', 'Deepak', 'Sharma', 'Gorse Lane', 'KX17 JKL', 580.0, 85.0, '2016-06-06', NULL, 0);
INSERT INTO crews (crew_id, crew_name, leader_first_name, leader_last_name, base_depot, van_reg, day_rate, overtime_rate, formed_on, disbanded_on, is_night_capable) VALUES (5, 'Night Owls', 'Carla', 'Mendes', 'Mill Yard', 'KX21 MNP', 710.0, 120.0, '2021-03-01', NULL, 1);
INSERT INTO crews (crew_id, crew_name, leader_first_name, leader_last_name, base_depot, van_reg, day_rate, overtime_rate, formed_on, disbanded_on, is_night_capable) VALUES (6, 'Rapid Response A', 'Lee', 'Hammond', 'Mill Yard', 'KX22 QRS', 690.0, 110.0, '2022-01-10', NULL, 1);
INSERT INTO crews (crew_id, crew_name, leader_first_name, leader_last_name, base_depot, van_reg, day_rate, overtime_rate, formed_on, disbanded_on, is_night_capable) VALUES (7, 'Rapid Response B', 'Megan', 'Doyle', 'Canal Side', 'KX22 QRT', 690.0, 110.0, '2022-01-10', NULL, 1);
INSERT INTO crews (crew_id, crew_name, leader_first_name, leader_last_name, base_depot, van_reg, day_rate, overtime_rate, formed_on, disbanded_on, is_night_capable) VALUES (8, 'Lining Crew', 'Paul', 'Byrne', 'Canal Side', 'KX18 UVW', 560.0, NULL, '2017-09-18', NULL, 0);
INSERT INTO crews (crew_id, crew_name, leader_first_name, leader_last_name, base_depot, van_reg, day_rate, overtime_rate, formed_on, disbanded_on, is_night_capable) VALUES (9, 'Patch Team 4', 'Gary', 'Whitlock', 'Canal Side', NULL, 600.0, 90.0, '2020-05-04', NULL, 0);
INSERT INTO crews (crew_id, crew_name, leader_first_name, leader_last_name, base_depot, van_reg, day_rate, overtime_rate, formed_on, disbanded_on, is_night_capable) VALUES (10, 'Drainage & Covers', 'Sinead', 'Rourke', 'Station Road', 'KX16 XYZ', 650.0, 100.0, '2015-02-02', NULL, 0);
INSERT INTO crews (crew_id, crew_name, leader_first_name, leader_last_name, base_depot, van_reg, day_rate, overtime_rate, formed_on, disbanded_on, is_night_capable) VALUES (11, 'Patch Team 5', 'Tomasz', 'Wrobel', 'Gorse Lane', 'KX19 BCD', 600.0, 90.0, '2019-08-12', '2023-12-22', 0);
INSERT INTO crews (crew_id, crew_name, leader_first_name, leader_last_name, base_depot, van_reg, day_rate, overtime_rate, formed_on, disbanded_on, is_night_capable) VALUES (12, 'Resurfacing Unit', 'Helen', 'Marsh', 'Mill Yard', 'KX23 EFG', 980.0, 140.0, '2023-02-20', NULL, 1);
INSERT INTO crews (crew_id, crew_name, leader_first_name, leader_last_name, base_depot, van_reg, day_rate, overtime_rate, formed_on, disbanded_on, is_night_capable) VALUES (13, 'Footway Team', 'Joanne', 'Kirby', 'Station Road', NULL, 540.0, NULL, '2020-10-05', NULL, 0);
INSERT INTO crews (crew_id, crew_name, leader_first_name, leader_last_name, base_depot, van_reg, day_rate, overtime_rate, formed_on, disbanded_on, is_night_capable) VALUES (14, 'Winter Crew', 'Ahmed', 'Farouk', 'Gorse Lane', 'KX15 HJK', 610.0, 95.0, '2014-11-03', '2023-04-28', 1);
INSERT INTO crews (crew_id, crew_name, leader_first_name, leader_last_name, base_depot, van_reg, day_rate, overtime_rate, formed_on, disbanded_on, is_night_capable) VALUES (15, 'Patch Team 6', 'Rachel', 'Otieno', 'Mill Yard', 'KX24 LMN', 615.0, 90.0, '2024-01-08', NULL, 0);
INSERT INTO inspectors (inspector_id, first_name, last_name, started_on, retired_on, mileage_rate, is_senior) VALUES (1, 'Gary', 'Spence', '2011-05-03', NULL, 0.45, 1);
INSERT INTO inspectors (inspector_id, first_name, last_name, started_on, retired_on, mileage_rate, is_senior) VALUES (2, 'Megan', 'Aldous', '2016-02-15', NULL, 0.45, 1);
INSERT INTO inspectors (inspector_id, first_name, last_name, started_on, retired_on, mileage_rate, is_senior) VALUES (3, 'Paul', 'Whitby', '2009-09-01', '2023-06-30', 0.4, 1);
INSERT INTO inspectors (inspector_id, first_name, last_name, started_on, retired_on, mileage_rate, is_senior) VALUES (4, 'Nadine', 'Clarke', '2019-03-11', NULL, 0.45, 0);
INSERT INTO inspectors (inspector_id, first_name, last_name, started_on, retired_on, mileage_rate, is_senior) VALUES (5, 'Joanne', 'Pierce-Lyle', '2020-08-24', NULL, 0.45, 0);
INSERT INTO inspectors (inspector_id, first_name, last_name, started_on, retired_on, mileage_rate, is_senior) VALUES (6, 'Hugh', 'Bramley', '2014-01-06', NULL, 0.45, 1);
INSERT INTO inspectors (inspector_id, first_name, last_name, started_on, retired_on, mileage_rate, is_senior) VALUES (7, 'Farah', 'Naqvi', '2022-04-04', NULL, 0.45, 0);
INSERT INTO inspectors (inspector_id, first_name, last_name, started_on, retired_on, mileage_rate, is_senior) VALUES (8, 'Stuart', 'Kemp', '2017-10-16', NULL, 0.42, 0);
INSERT INTO inspectors (inspector_id, first_name, last_name, started_on, retired_on, mileage_rate, is_senior) VALUES (9, 'Irene', 'Goss', '2008-06-02', '2024-01-31', 0.4, 1);
INSERT INTO inspectors (inspector_id, first_name, last_name, started_on, retired_on, mileage_rate, is_senior) VALUES (10, 'Tunde', 'Adebayo', '2021-11-29', NULL, 0.45, 0);
INSERT INTO inspectors (inspector_id, first_name, last_name, started_on, retired_on, mileage_rate, is_senior) VALUES (11, 'Lorna', 'McKee', '2018-07-09', NULL, 0.45, 0);
INSERT INTO inspectors (inspector_id, first_name, last_name, started_on, retired_on, mileage_rate, is_senior) VALUES (12, 'Carla', 'Bexley', '2023-01-09', NULL, 0.45, 0);
INSERT INTO inspectors (inspector_id, first_name, last_name, started_on, retired_on, mileage_rate, is_senior) VALUES (13, 'Dominic', 'Frear', '2015-05-18', NULL, 0.45, 1);
INSERT INTO inspectors (inspector_id, first_name, last_name, started_on, retired_on, mileage_rate, is_senior) VALUES (14, 'Yusuf', 'Demir', '2024-02-12', NULL, 0.45, 0);
INSERT INTO inspectors (inspector_id, first_name, last_name, started_on, retired_on, mileage_rate, is_senior) VALUES (15, 'Megan', 'Tolley', '2012-03-26', '2022-12-23', 0.4, 0);
INSERT INTO materials (material_id, material_name, unit, price_per_unit, supplier, is_recycled) VALUES (1, 'Cold Lay Asphalt', '25kg bag', 14.5, 'Tarmac Direct', 0);
INSERT INTO materials (material_id, material_name, unit, price_per_unit, supplier, is_recycled) VALUES (2, 'Cold Lay Asphalt Plus', '25kg bag', 21.0, 'Tarmac Direct', 0);
INSERT INTO materials (material_id, material_name, unit, price_per_unit, supplier, is_recycled) VALUES (3, 'Hot Rolled Asphalt', 'tonne', 92.0, 'Northfield Quarries', 0);
INSERT INTO materials (material_id, material_name, unit, price_per_unit, supplier, is_recycled) VALUES (4, 'Recycled Planings', 'tonne', 38.0, NULL, 1);
INSERT INTO materials (material_id, material_name, unit, price_per_unit, supplier, is_recycled) VALUES (5, 'Instant Road Repair', '25kg tub', 44.0, 'RoadFix Ltd', 0);
INSERT INTO materials (material_id, material_name, unit, price_per_unit, supplier, is_recycled) VALUES (6, 'Bitumen Emulsion', 'litre', 3.2, 'Northfield Quarries', 0);
INSERT INTO materials (material_id, material_name, unit, price_per_unit, supplier, is_recycled) VALUES (7, 'Crack Sealant', 'litre', 6.8, 'RoadFix Ltd', 0);
INSERT INTO materials (material_id, material_name, unit, price_per_unit, supplier, is_recycled) VALUES (8, 'Concrete C32', 'cubic metre', 118.0, 'Mill Yard Concrete', 0);
INSERT INTO materials (material_id, material_name, unit, price_per_unit, supplier, is_recycled) VALUES (9, 'Thermoplastic Paint', '25kg bag', 36.0, 'LineMark Supplies', 0);
INSERT INTO materials (material_id, material_name, unit, price_per_unit, supplier, is_recycled) VALUES (10, 'Kerb Unit', 'each', 11.5, 'Northfield Quarries', 0);
INSERT INTO materials (material_id, material_name, unit, price_per_unit, supplier, is_recycled) VALUES (11, 'Manhole Frame', 'each', 165.0, 'Drainline', 0);
INSERT INTO materials (material_id, material_name, unit, price_per_unit, supplier, is_recycled) VALUES (12, 'Resin Bonded Gravel', '25kg bag', 27.0, 'RoadFix Ltd', 0);
INSERT INTO materials (material_id, material_name, unit, price_per_unit, supplier, is_recycled) VALUES (13, 'Sand Mix', 'tonne', 29.0, NULL, 0);
INSERT INTO materials (material_id, material_name, unit, price_per_unit, supplier, is_recycled) VALUES (14, 'Recycled Tyre Crumb Mix', '25kg bag', 19.0, 'GreenSurf', 1);
INSERT INTO materials (material_id, material_name, unit, price_per_unit, supplier, is_recycled) VALUES (15, 'Paving Slab', 'each', 8.75, 'Northfield Quarries', 0);
INSERT INTO defects_uplands (defect_id, street_name, defect_kind, reported_by, reported_on, inspector_id, inspected_on, repaired_on, depth_mm, crew_id, material_id, estimated_cost, actual_cost, is_emergency) VALUES (1, 'Church Street', 'kerb damage', 'resident', '2023-01-25', 9, '2023-01-29', '2023-02-27', NULL, 11, 10, 260.0, 234.0, 0);
INSERT INTO defects_uplands (defect_id, street_name, defect_kind, reported_by, reported_on, inspector_id, inspected_on, repaired_on, depth_mm, crew_id, material_id, estimated_cost, actual_cost, is_emergency) VALUES (2, 'Station Road', 'pothole', 'inspector', '2023-02-13', 4, '2023-02-22', '2023-03-30', NULL, 4, 5, 330.0, 412.5, 0);
INSERT INTO defects_uplands (defect_id, street_name, defect_kind, reported_by, reported_on, inspector_id, inspected_on, repaired_on, depth_mm, crew_id, material_id, estimated_cost, actual_cost, is_emergency) VALUES (3, 'Heather Rise', 'sunken cover', 'resident', '2023-03-16', 1, '2023-03-19', '2023-03-24', NULL, 12, 11, 520.0, 468.0, 1);
INSERT INTO defects_uplands (defect_id, street_name, defect_kind, reported_by, reported_on, inspector_id, inspected_on, repaired_on, depth_mm, crew_id, material_id, estimated_cost, actual_cost, is_emergency) VALUES (4, 'Moor Lane', 'cracking', 'resident', '2023-05-19', 4, '2023-05-26', '2023-07-20', NULL, 1, 6, 260.0, 234.0, 0);
INSERT INTO defects_uplands (defect_id, street_name, defect_kind, reported_by, reported_on, inspector_id, inspected_on, repaired_on, depth_mm, crew_id, material_id, estimated_cost, actual_cost, is_emergency) VALUES (5, 'Station Road', 'cracking', 'resident', '2023-05-22', 3, '2023-05-26', '2023-06-13', NULL, 1, 7, 260.0, 286.0, 0);
INSERT INTO defects_uplands (defect_id, street_name, defect_kind, reported_by, reported_on, inspector_id, inspected_on, repaired_on, depth_mm, crew_id, material_id, estimated_cost, actual_cost, is_emergency) VALUES (6, 'Moor Lane', 'kerb damage', 'inspector', '2023-07-18', 1, '2023-07-21', '2023-08-21', NULL, 11, 8, 345.0, 293.25, 0);
INSERT INTO defects_uplands (defect_id, street_name, defect_kind, reported_by, reported_on, inspector_id, inspected_on, repaired_on, depth_mm, crew_id, material_id, estimated_cost, actual_cost, is_emergency) VALUES (7, 'Gorse Lane', 'pothole', 'councillor', '2023-07-24', 4, '2023-08-02', '2023-08-05', 110, 1, 14, 140.0, 154.0, 1);
INSERT INTO defects_uplands (defect_id, street_name, defect_kind, reported_by, reported_on, inspector_id, inspected_on, repaired_on, depth_mm, crew_id, material_id, estimated_cost, actual_cost, is_emergency) VALUES (8, 'Station Road', 'cracking', 'inspector', '2023-09-22', 1, '2023-09-28', '2023-11-02', NULL, 12, 6, 200.0, 170.0, 0);
INSERT INTO defects_uplands (defect_id, street_name, defect_kind, reported_by, reported_on, inspector_id, inspected_on, repaired_on, depth_mm, crew_id, material_id, estimated_cost, actual_cost, is_emergency) VALUES (9, 'Station Road', 'cracking', 'resident', '2023-10-29', 4, '2023-11-05', '2023-11-19', NULL, 1, 7, 220.0, 198.0, 0);
INSERT INTO defects_uplands (defect_id, street_name, defect_kind, reported_by, reported_on, inspector_id, inspected_on, repaired_on, depth_mm, crew_id, material_id, estimated_cost, actual_cost, is_emergency) VALUES (10, 'Gorse Lane', 'pothole', 'councillor', '2023-11-11', 1, '2023-11-14', '2023-11-15', 90, 11, 14, 260.0, 325.0, 1);
INSERT INTO defects_uplands (defect_id, street_name, defect_kind, reported_by, reported_on, inspector_id, inspected_on, repaired_on, depth_mm, crew_id, material_id, estimated_cost, actual_cost, is_emergency) VALUES (11, 'High Street', 'pothole', 'resident', '2023-12-07', 9, '2023-12-12', '2023-12-27', 40, 3, 4, 260.0, 234.0, 0);
INSERT INTO defects_uplands (defect_id, street_name, defect_kind, reported_by, reported_on, inspector_id, inspected_on, repaired_on, depth_mm, crew_id, material_id, estimated_cost, actual_cost, is_emergency) VALUES (12, 'Church Street', 'pothole', 'resident', '2024-03-01', 1, '2024-03-09', '2024-03-10', 45, 4, 3, 225.0, 281.25, 1);
INSERT INTO defects_uplands (defect_id, street_name, defect_kind, reported_by, reported_on, inspector_id, inspected_on, repaired_on, depth_mm, crew_id, material_id, estimated_cost, actual_cost, is_emergency) VALUES (13, 'Quarry Road', 'cracking', 'resident', '2024-03-09', 1, '2024-03-11', '2024-04-11', NULL, 4, 6, 200.0, 200.0, 0);
INSERT INTO defects_uplands (defect_id, street_name, defect_kind, reported_by, reported_on, inspector_id, inspected_on, repaired_on, depth_mm, crew_id, material_id, estimated_cost, actual_cost, is_emergency) VALUES (14, 'Heather Rise', 'pothole', 'resident', '2024-04-10', 1, '2024-04-16', '2024-05-09', 35, 1, 5, 180.0, NULL, 0);
INSERT INTO defects_uplands (defect_id, street_name, defect_kind, reported_by, reported_on, inspector_id, inspected_on, repaired_on, depth_mm, crew_id, material_id, estimated_cost, actual_cost, is_emergency) VALUES (15, 'Gorse Lane', 'cracking', 'bus company', '2024-04-11', 1, '2024-04-20', '2024-05-20', NULL, 3, 6, 320.0, 400.0, 0);
INSERT INTO defects_uplands (defect_id, street_name, defect_kind, reported_by, reported_on, inspector_id, inspected_on, repaired_on, depth_mm, crew_id, material_id, estimated_cost, actual_cost, is_emergency) VALUES (16, 'Beacon Way', 'pothole', 'resident', '2024-04-13', 1, '2024-04-16', NULL, 45, 12, 2, 260.0, NULL, 0);
INSERT INTO defects_uplands (defect_id, street_name, defect_kind, reported_by, reported_on, inspector_id, inspected_on, repaired_on, depth_mm, crew_id, material_id, estimated_cost, actual_cost, is_emergency) VALUES (17, 'Station Road', 'pothole', 'resident', '2024-05-12', 14, '2024-05-14', NULL, 45, NULL, NULL, 200.0, NULL, 0);
INSERT INTO defects_uplands (defect_id, street_name, defect_kind, reported_by, reported_on, inspector_id, inspected_on, repaired_on, depth_mm, crew_id, material_id, estimated_cost, actual_cost, is_emergency) VALUES (18, 'High Street', 'kerb damage', 'resident', '2024-06-29', NULL, NULL, NULL, NULL, NULL, NULL, 280.0, NULL, 0);
INSERT INTO defects_docks (defect_id, street_name, defect_kind, reported_by, reported_on, inspector_id, inspected_on, repaired_on, depth_mm, crew_id, material_id, estimated_cost, actual_cost, is_emergency) VALUES (1, 'Canal Side', 'pothole', 'resident', '2023-01-09', 7, '2023-01-13', '2023-03-17', NULL, 5, 4, 200.0, 180.0, 0);
INSERT INTO defects_docks (defect_id, street_name, defect_kind, reported_by, reported_on, inspector_id, inspected_on, repaired_on, depth_mm, crew_id, material_id, estimated_cost, actual_cost, is_emergency) VALUES (2, 'Quay Street', 'pothole', 'resident', '2023-01-29', 7, '2023-02-08', '2023-03-09', 40, 9, 1, 160.0, 160.0, 0);
INSERT INTO defects_docks (defect_id, street_name, defect_kind, reported_by, reported_on, inspector_id, inspected_on, repaired_on, depth_mm, crew_id, material_id, estimated_cost, actual_cost, is_emergency) VALUES (3, 'Quay Street', 'pothole', 'bus company', '2023-02-16', 2, '2023-02-18', '2023-04-10', 40, 8, 4, 180.0, 198.0, 0);
INSERT INTO defects_docks (defect_id, street_name, defect_kind, reported_by, reported_on, inspector_id, inspected_on, repaired_on, depth_mm, crew_id, material_id, estimated_cost, actual_cost, is_emergency) VALUES (4, 'Dock Road', 'faded lines', 'councillor', '2023-03-04', 2, '2023-03-05', '2023-05-13', NULL, 8, 9, 370.0, 407.0, 0);
INSERT INTO defects_docks (defect_id, street_name, defect_kind, reported_by, reported_on, inspector_id, inspected_on, repaired_on, depth_mm, crew_id, material_id, estimated_cost, actual_cost, is_emergency) VALUES (5, 'Anchor Lane', 'faded lines', 'inspector', '2023-04-18', 11, '2023-04-19', '2023-05-19', NULL, 5, 9, 560.0, 504.0, 0);
INSERT INTO defects_docks (defect_id, street_name, defect_kind, reported_by, reported_on, inspector_id, inspected_on, repaired_on, depth_mm, crew_id, material_id, estimated_cost, actual_cost, is_emergency) VALUES (6, 'Quay Street', 'pothole', 'inspector', '2023-04-29', 7, '2023-05-09', '2023-05-22', 75, 12, 3, 180.0, 162.0, 0);
INSERT INTO defects_docks (defect_id, street_name, defect_kind, reported_by, reported_on, inspector_id, inspected_on, repaired_on, depth_mm, crew_id, material_id, estimated_cost, actual_cost, is_emergency) VALUES (7, 'Canal Side', 'pothole', 'councillor', '2023-05-07', 7, '2023-05-15', '2023-06-07', 60, 5, 5, 260.0, 221.0, 0);
INSERT INTO defects_docks (defect_id, street_name, defect_kind, reported_by, reported_on, inspector_id, inspected_on, repaired_on, depth_mm, crew_id, material_id, estimated_cost, actual_cost, is_emergency) VALUES (8, 'Church Street', 'faded lines', 'inspector', '2023-05-30', 2, '2023-06-04', '2023-07-14', NULL, 8, 9, 370.0, 370.0, 0);
INSERT INTO defects_docks (defect_id, street_name, defect_kind, reported_by, reported_on, inspector_id, inspected_on, repaired_on, depth_mm, crew_id, material_id, estimated_cost, actual_cost, is_emergency) VALUES (9, 'Dock Road', 'cracking', 'resident', '2023-09-16', 5, '2023-09-20', '2023-10-10', NULL, 9, 7, 320.0, 400.0, 0);
INSERT INTO defects_docks (defect_id, street_name, defect_kind, reported_by, reported_on, inspector_id, inspected_on, repaired_on, depth_mm, crew_id, material_id, estimated_cost, actual_cost, is_emergency) VALUES (10, 'Canal Side', 'pothole', 'councillor', '2023-09-27', 11, '2023-09-29', '2023-10-04', 75, 7, 3, 140.0, 126.0, 1);
INSERT INTO defects_docks (defect_id, street_name, defect_kind, reported_by, reported_on, inspector_id, inspected_on, repaired_on, depth_mm, crew_id, material_id, estimated_cost, actual_cost, is_emergency) VALUES (11, 'High Street', 'pothole', 'bus company', '2023-10-14', 5, '2023-10-16', '2023-11-17', 90, 9, 1, 260.0, 325.0, 0);
INSERT INTO defects_docks (defect_id, street_name, defect_kind, reported_by, reported_on, inspector_id, inspected_on, repaired_on, depth_mm, crew_id, material_id, estimated_cost, actual_cost, is_emergency) VALUES (12, 'High Street', 'kerb damage', 'inspector', '2023-11-05', 7, '2023-11-15', '2024-01-15', NULL, 12, 8, 260.0, 221.0, 0);
INSERT INTO defects_docks (defect_id, street_name, defect_kind, reported_by, reported_on, inspector_id, inspected_on, repaired_on, depth_mm, crew_id, material_id, estimated_cost, actual_cost, is_emergency) VALUES (13, 'Church Street', 'pothole', 'resident', '2024-01-25', 5, '2024-01-31', '2024-02-03', 50, 5, 1, 140.0, NULL, 1);
INSERT INTO defects_docks (defect_id, street_name, defect_kind, reported_by, reported_on, inspector_id, inspected_on, repaired_on, depth_mm, crew_id, material_id, estimated_cost, actual_cost, is_emergency) VALUES (14, 'Quay Street', 'pothole', 'councillor', '2024-01-26', 11, '2024-02-05', '2024-02-07', 110, 5, 1, 330.0, 462.0, 1);
INSERT INTO defects_docks (defect_id, street_name, defect_kind, reported_by, reported_on, inspector_id, inspected_on, repaired_on, depth_mm, crew_id, material_id, estimated_cost, actual_cost, is_emergency) VALUES (15, 'Ropewalk', 'pothole', 'resident', '2024-02-21', 5, '2024-02-22', NULL, 50, 5, 1, 140.0, NULL, 0);
INSERT INTO defects_docks (defect_id, street_name, defect_kind, reported_by, reported_on, inspector_id, inspected_on, repaired_on, depth_mm, crew_id, material_id, estimated_cost, actual_cost, is_emergency) VALUES (16, 'Quay Street', 'kerb damage', 'resident', '2024-03-20', 11, '2024-04-01', NULL, NULL, NULL, NULL, 345.0, NULL, 0);
INSERT INTO defects_docks (defect_id, street_name, defect_kind, reported_by, reported_on, inspector_id, inspected_on, repaired_on, depth_mm, crew_id, material_id, estimated_cost, actual_cost, is_emergency) VALUES (17, 'Dock Road', 'cracking', 'resident', '2024-06-06', NULL, NULL, NULL, NULL, NULL, NULL, 240.0, NULL, 0);
INSERT INTO defects_central (defect_id, street_name, defect_kind, reported_by, reported_on, inspector_id, inspected_on, repaired_on, depth_mm, crew_id, material_id, estimated_cost, actual_cost, is_emergency) VALUES (1, 'Church Street', 'pothole', 'resident', '2023-01-21', 6, '2023-01-22', '2023-03-06', NULL, 10, 4, 160.0, 224.0, 0);
INSERT INTO defects_central (defect_id, street_name, defect_kind, reported_by, reported_on, inspector_id, inspected_on, repaired_on, depth_mm, crew_id, material_id, estimated_cost, actual_cost, is_emergency) VALUES (2, 'High Street', 'pothole', 'inspector', '2023-03-04', 12, '2023-03-11', '2023-04-11', 50, 12, 14, 200.0, 220.0, 0);
INSERT INTO defects_central (defect_id, street_name, defect_kind, reported_by, reported_on, inspector_id, inspected_on, repaired_on, depth_mm, crew_id, material_id, estimated_cost, actual_cost, is_emergency) VALUES (3, 'Castle Hill', 'pothole', 'resident', '2023-04-04', 12, '2023-04-14', '2023-05-26', 110, 10, 5, 225.0, 247.5, 0);
INSERT INTO defects_central (defect_id, street_name, defect_kind, reported_by, reported_on, inspector_id, inspected_on, repaired_on, depth_mm, crew_id, material_id, estimated_cost, actual_cost, is_emergency) VALUES (4, 'Bridge Street', 'pothole', 'inspector', '2023-05-05', 12, '2023-05-09', '2023-06-09', 40, 2, 14, 330.0, 280.5, 0);
INSERT INTO defects_central (defect_id, street_name, defect_kind, reported_by, reported_on, inspector_id, inspected_on, repaired_on, depth_mm, crew_id, material_id, estimated_cost, actual_cost, is_emergency) VALUES (5, 'Station Road', 'sunken cover', 'resident', '2023-05-25', 6, '2023-06-02', '2023-08-05', NULL, 10, 11, 480.0, 408.0, 0);
INSERT INTO defects_central (defect_id, street_name, defect_kind, reported_by, reported_on, inspector_id, inspected_on, repaired_on, depth_mm, crew_id, material_id, estimated_cost, actual_cost, is_emergency) VALUES (6, 'Market Square', 'pothole', 'inspector', '2023-07-14', 12, '2023-07-20', '2023-08-25', 60, 5, 1, 200.0, 220.0, 0);
INSERT INTO defects_central (defect_id, street_name, defect_kind, reported_by, reported_on, inspector_id, inspected_on, repaired_on, depth_mm, crew_id, material_id, estimated_cost, actual_cost, is_emergency) VALUES (7, 'Church Street', 'pothole', 'councillor', '2023-07-16', 8, '2023-07-27', '2023-09-20', 75, 6, 5, 140.0, 126.0, 0);
INSERT INTO defects_central (defect_id, street_name, defect_kind, reported_by, reported_on, inspector_id, inspected_on, repaired_on, depth_mm, crew_id, material_id, estimated_cost, actual_cost, is_emergency) VALUES (8, 'Bridge Street', 'pothole', 'inspector', '2023-08-07', 10, '2023-08-16', '2023-08-17', 75, 10, 1, 330.0, 462.0, 1);
INSERT INTO defects_central (defect_id, street_name, defect_kind, reported_by, reported_on, inspector_id, inspected_on, repaired_on, depth_mm, crew_id, material_id, estimated_cost, actual_cost, is_emergency) VALUES (9, 'Station Road', 'kerb damage', 'inspector', '2023-08-31', 10, '2023-09-05', '2023-11-11', NULL, 12, 10, 380.0, 475.0, 0);
INSERT INTO defects_central (defect_id, street_name, defect_kind, reported_by, reported_on, inspector_id, inspected_on, repaired_on, depth_mm, crew_id, material_id, estimated_cost, actual_cost, is_emergency) VALUES (10, 'Castle Hill', 'pothole', 'inspector', '2023-09-11', 12, '2023-09-12', '2023-11-13', 75, 12, 2, 200.0, 280.0, 0);
INSERT INTO defects_central (defect_id, street_name, defect_kind, reported_by, reported_on, inspector_id, inspected_on, repaired_on, depth_mm, crew_id, material_id, estimated_cost, actual_cost, is_emergency) VALUES (11, 'Market Square', 'kerb damage', 'resident', '2023-10-07', 6, '2023-10-11', '2023-10-22', NULL, 10, 10, 320.0, 272.0, 0);
INSERT INTO defects_central (defect_id, street_name, defect_kind, reported_by, reported_on, inspector_id, inspected_on, repaired_on, depth_mm, crew_id, material_id, estimated_cost, actual_cost, is_emergency) VALUES (12, 'Castle Hill', 'pothole', 'councillor', '2023-11-28', 10, '2023-12-08', '2024-01-05', 75, 13, 5, 330.0, 330.0, 0);
INSERT INTO defects_central (defect_id, street_name, defect_kind, reported_by, reported_on, inspector_id, inspected_on, repaired_on, depth_mm, crew_id, material_id, estimated_cost, actual_cost, is_emergency) VALUES (13, 'High Street', 'pothole', 'councillor', '2024-01-14', 10, '2024-01-16', '2024-02-22', 60, 10, 1, 180.0, 225.0, 0);
INSERT INTO defects_central (defect_id, street_name, defect_kind, reported_by, reported_on, inspector_id, inspected_on, repaired_on, depth_mm, crew_id, material_id, estimated_cost, actual_cost, is_emergency) VALUES (14, 'Castle Hill', 'sunken cover', 'inspector', '2024-01-20', 6, '2024-01-21', '2024-02-15', NULL, 13, 11, 480.0, 432.0, 0);
INSERT INTO defects_central (defect_id, street_name, defect_kind, reported_by, reported_on, inspector_id, inspected_on, repaired_on, depth_mm, crew_id, material_id, estimated_cost, actual_cost, is_emergency) VALUES (15, 'Mill Road', 'sunken cover', 'resident', '2024-02-07', 6, '2024-02-10', '2024-02-20', NULL, 10, 11, 480.0, 432.0, 0);
INSERT INTO defects_central (defect_id, street_name, defect_kind, reported_by, reported_on, inspector_id, inspected_on, repaired_on, depth_mm, crew_id, material_id, estimated_cost, actual_cost, is_emergency) VALUES (16, 'High Street', 'cracking', 'resident', '2024-03-16', 10, '2024-03-21', '2024-05-06', NULL, 5, 7, 200.0, 170.0, 0);
INSERT INTO defects_central (defect_id, street_name, defect_kind, reported_by, reported_on, inspector_id, inspected_on, repaired_on, depth_mm, crew_id, material_id, estimated_cost, actual_cost, is_emergency) VALUES (17, 'Bridge Street', 'faded lines', 'resident', '2024-05-11', 13, '2024-05-19', '2024-06-30', NULL, 15, 9, 410.0, NULL, 0);
INSERT INTO defects_central (defect_id, street_name, defect_kind, reported_by, reported_on, inspector_id, inspected_on, repaired_on, depth_mm, crew_id, material_id, estimated_cost, actual_cost, is_emergency) VALUES (18, 'Church Street', 'kerb damage', 'resident', '2024-05-12', 6, '2024-05-19', '2024-05-27', NULL, 12, 8, 300.0, 300.0, 0);
INSERT INTO defects_central (defect_id, street_name, defect_kind, reported_by, reported_on, inspector_id, inspected_on, repaired_on, depth_mm, crew_id, material_id, estimated_cost, actual_cost, is_emergency) VALUES (19, 'Mill Road', 'pothole', 'resident', '2024-05-26', 12, '2024-06-03', NULL, 50, 12, 2, 180.0, NULL, 0);
INSERT INTO defects_central (defect_id, street_name, defect_kind, reported_by, reported_on, inspector_id, inspected_on, repaired_on, depth_mm, crew_id, material_id, estimated_cost, actual_cost, is_emergency) VALUES (20, 'Castle Hill', 'kerb damage', 'bus company', '2024-06-11', 13, '2024-06-12', NULL, NULL, NULL, NULL, 260.0, NULL, 0);
INSERT INTO defects_central (defect_id, street_name, defect_kind, reported_by, reported_on, inspector_id, inspected_on, repaired_on, depth_mm, crew_id, material_id, estimated_cost, actual_cost, is_emergency) VALUES (21, 'Bridge Street', 'pothole', 'inspector', '2024-07-09', NULL, NULL, NULL, NULL, NULL, NULL, 200.0, NULL, 0);
COMMIT;
