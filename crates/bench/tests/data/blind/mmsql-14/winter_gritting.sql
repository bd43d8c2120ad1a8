-- winter_gritting: a county council's winter road gritting service (depots, drivers, routes, gritting runs, public reports)
BEGIN TRANSACTION;
CREATE TABLE depots (
    depot_id INTEGER PRIMARY KEY,
    depot_name TEXT NOT NULL,
    town TEXT NOT NULL,
    salt_capacity_tonnes REAL NOT NULL,
    salt_stock_tonnes REAL NOT NULL,
    salt_price_per_tonne REAL NOT NULL,
    phone TEXT, -- NULL = no direct phone line at the depot
    opened_year INTEGER -- NULL = opening year not recorded
);
CREATE TABLE drivers (
    driver_id INTEGER PRIMARY KEY,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    depot_id INTEGER NOT NULL REFERENCES depots(depot_id),
    hourly_rate REAL NOT NULL,
    overtime_rate REAL, -- NULL = no overtime agreement (annualised hours contract)
    licence_expiry_date TEXT NOT NULL,
    is_on_standby INTEGER NOT NULL CHECK (is_on_standby IN (0,1)),
    home_town TEXT NOT NULL
);
CREATE TABLE routes (
    route_id INTEGER PRIMARY KEY,
    route_name TEXT NOT NULL,
    depot_id INTEGER NOT NULL REFERENCES depots(depot_id),
    priority INTEGER NOT NULL CHECK (priority IN (1,2,3)),
    length_km REAL NOT NULL,
    start_town TEXT NOT NULL,
    last_surveyed_date TEXT -- NULL = route never surveyed
);
CREATE TABLE gritting_runs (
    run_id INTEGER PRIMARY KEY,
    route_id INTEGER NOT NULL REFERENCES routes(route_id),
    driver_id INTEGER NOT NULL REFERENCES drivers(driver_id),
    callout_date TEXT NOT NULL,
    run_date TEXT NOT NULL,
    vehicle_reg TEXT NOT NULL,
    salt_used_tonnes REAL, -- NULL = spreader log not recorded
    fuel_cost REAL NOT NULL,
    overtime_pay REAL, -- NULL = no overtime paid for this run
    is_aborted INTEGER NOT NULL CHECK (is_aborted IN (0,1)),
    air_temp_c REAL -- NULL = road sensor fault, no reading
);
CREATE TABLE public_reports (
    report_id INTEGER PRIMARY KEY,
    reporter_first_name TEXT NOT NULL,
    street TEXT NOT NULL,
    town TEXT NOT NULL,
    reported_date TEXT NOT NULL,
    route_id INTEGER REFERENCES routes(route_id), -- NULL = street is not on any gritting route
    resolved_date TEXT, -- NULL = not resolved yet
    is_grit_bin_request INTEGER NOT NULL CHECK (is_grit_bin_request IN (0,1))
);
INSERT INTO depots (depot_id, depot_name, town, salt_capacity_tonnes, salt_stock_tonnes, salt_price_per_tonne, phone, opened_year) VALUES (1, 'Kendal Depot', 'Kendal', 4200.0, 2650.0, 58.0, '01539 700001', 1988);
INSERT INTO depots (depot_id, depot_name, town, salt_capacity_tonnes, salt_stock_tonnes, salt_price_per_tonne, phone, opened_year) VALUES (2, 'Penrith Depot', 'Penrith', 3800.0, 2100.0, 57.5, '01768 700002', 1992);
INSERT INTO depots (depot_id, depot_name, town, salt_capacity_tonnes, salt_stock_tonnes, salt_price_per_tonne, phone, opened_year) VALUES (3, 'Keswick Depot', 'Keswick', 2500.0, 1340.0, 61.0, '01768 700003', NULL);
INSERT INTO depots (depot_id, depot_name, town, salt_capacity_tonnes, salt_stock_tonnes, salt_price_per_tonne, phone, opened_year) VALUES (4, 'Ambleside Yard', 'Ambleside', 1200.0, 640.0, 62.5, NULL, 2001);
INSERT INTO depots (depot_id, depot_name, town, salt_capacity_tonnes, salt_stock_tonnes, salt_price_per_tonne, phone, opened_year) VALUES (5, 'Windermere Depot', 'Windermere', 1800.0, 1210.0, 60.0, '01539 700005', 1995);
INSERT INTO depots (depot_id, depot_name, town, salt_capacity_tonnes, salt_stock_tonnes, salt_price_per_tonne, phone, opened_year) VALUES (6, 'Ulverston Depot', 'Ulverston', 2200.0, 980.0, 59.0, '01229 700006', 1985);
INSERT INTO depots (depot_id, depot_name, town, salt_capacity_tonnes, salt_stock_tonnes, salt_price_per_tonne, phone, opened_year) VALUES (7, 'Whitehaven Depot', 'Whitehaven', 3000.0, 2400.0, 56.0, '01946 700007', 1979);
INSERT INTO depots (depot_id, depot_name, town, salt_capacity_tonnes, salt_stock_tonnes, salt_price_per_tonne, phone, opened_year) VALUES (8, 'Workington Depot', 'Workington', 2800.0, 1900.0, 56.5, '01900 700008', 1990);
INSERT INTO depots (depot_id, depot_name, town, salt_capacity_tonnes, salt_stock_tonnes, salt_price_per_tonne, phone, opened_year) VALUES (9, 'Cockermouth Yard', 'Cockermouth', 1000.0, 420.0, 63.0, NULL, 2008);
INSERT INTO depots (depot_id, depot_name, town, salt_capacity_tonnes, salt_stock_tonnes, salt_price_per_tonne, phone, opened_year) VALUES (10, 'Carlisle North Depot', 'Carlisle', 5200.0, 3900.0, 55.0, '01228 700010', 1975);
INSERT INTO depots (depot_id, depot_name, town, salt_capacity_tonnes, salt_stock_tonnes, salt_price_per_tonne, phone, opened_year) VALUES (11, 'Carlisle South Depot', 'Carlisle', 3600.0, 1500.0, 55.0, '01228 700011', 1999);
INSERT INTO depots (depot_id, depot_name, town, salt_capacity_tonnes, salt_stock_tonnes, salt_price_per_tonne, phone, opened_year) VALUES (12, 'Appleby Depot', 'Appleby', 1500.0, 900.0, 60.5, '01768 700012', NULL);
INSERT INTO depots (depot_id, depot_name, town, salt_capacity_tonnes, salt_stock_tonnes, salt_price_per_tonne, phone, opened_year) VALUES (13, 'Alston Moor Depot', 'Alston', 2000.0, 1750.0, 64.0, '01434 700013', 1983);
INSERT INTO depots (depot_id, depot_name, town, salt_capacity_tonnes, salt_stock_tonnes, salt_price_per_tonne, phone, opened_year) VALUES (14, 'Sedbergh Yard', 'Sedbergh', 900.0, 300.0, 62.0, NULL, 2011);
INSERT INTO depots (depot_id, depot_name, town, salt_capacity_tonnes, salt_stock_tonnes, salt_price_per_tonne, phone, opened_year) VALUES (15, 'Brough Depot', 'Kirkby Stephen', 1400.0, 610.0, 61.5, '01768 700015', 1997);
INSERT INTO drivers (driver_id, first_name, last_name, depot_id, hourly_rate, overtime_rate, licence_expiry_date, is_on_standby, home_town) VALUES (1, 'Dan', 'Ashworth', 1, 14.2, 21.3, '2026-03-31', 1, 'Kendal');
INSERT INTO drivers (driver_id, first_name, last_name, depot_id, hourly_rate, overtime_rate, licence_expiry_date, is_on_standby, home_town) VALUES (2, 'Karen', 'Birkett', 1, 14.8, 22.2, '2025-11-30', 0, 'Windermere');
INSERT INTO drivers (driver_id, first_name, last_name, depot_id, hourly_rate, overtime_rate, licence_expiry_date, is_on_standby, home_town) VALUES (3, 'Steve', 'Armstrong', 1, 15.4, NULL, '2027-06-30', 1, 'Kendal');
INSERT INTO drivers (driver_id, first_name, last_name, depot_id, hourly_rate, overtime_rate, licence_expiry_date, is_on_standby, home_town) VALUES (4, 'Joe', 'Tyson', 2, 14.0, 21.0, '2025-08-31', 1, 'Penrith');
INSERT INTO drivers (driver_id, first_name, last_name, depot_id, hourly_rate, overtime_rate, licence_expiry_date, is_on_standby, home_town) VALUES (5, 'Mandy', 'Graham', 2, 14.5, 21.75, '2026-01-31', 0, 'Appleby');
INSERT INTO drivers (driver_id, first_name, last_name, depot_id, hourly_rate, overtime_rate, licence_expiry_date, is_on_standby, home_town) VALUES (6, 'Rob', 'Nicholson', 3, 14.9, 22.35, '2025-05-31', 1, 'Keswick');
INSERT INTO drivers (driver_id, first_name, last_name, depot_id, hourly_rate, overtime_rate, licence_expiry_date, is_on_standby, home_town) VALUES (7, 'Shaun', 'Dixon', 5, 14.1, NULL, '2026-09-30', 0, 'Windermere');
INSERT INTO drivers (driver_id, first_name, last_name, depot_id, hourly_rate, overtime_rate, licence_expiry_date, is_on_standby, home_town) VALUES (8, 'Lisa', 'Hewitson', 6, 14.3, 21.45, '2027-02-28', 1, 'Ulverston');
INSERT INTO drivers (driver_id, first_name, last_name, depot_id, hourly_rate, overtime_rate, licence_expiry_date, is_on_standby, home_town) VALUES (9, 'Gary', 'Robinson', 7, 13.9, 20.85, '2025-12-31', 1, 'Whitehaven');
INSERT INTO drivers (driver_id, first_name, last_name, depot_id, hourly_rate, overtime_rate, licence_expiry_date, is_on_standby, home_town) VALUES (10, 'Paul', 'Irving', 8, 14.0, 21.0, '2026-04-30', 0, 'Workington');
INSERT INTO drivers (driver_id, first_name, last_name, depot_id, hourly_rate, overtime_rate, licence_expiry_date, is_on_standby, home_town) VALUES (11, 'Ian', 'Bell', 10, 15.1, 22.65, '2026-07-31', 1, 'Carlisle');
INSERT INTO drivers (driver_id, first_name, last_name, depot_id, hourly_rate, overtime_rate, licence_expiry_date, is_on_standby, home_town) VALUES (12, 'Claire', 'Routledge', 10, 14.6, NULL, '2025-10-31', 1, 'Carlisle');
INSERT INTO drivers (driver_id, first_name, last_name, depot_id, hourly_rate, overtime_rate, licence_expiry_date, is_on_standby, home_town) VALUES (13, 'Wayne', 'Hodgson', 11, 14.4, 21.6, '2027-01-31', 0, 'Brampton');
INSERT INTO drivers (driver_id, first_name, last_name, depot_id, hourly_rate, overtime_rate, licence_expiry_date, is_on_standby, home_town) VALUES (14, 'Tracy', 'Atkinson', 12, 14.2, 21.3, '2026-06-30', 1, 'Appleby');
INSERT INTO drivers (driver_id, first_name, last_name, depot_id, hourly_rate, overtime_rate, licence_expiry_date, is_on_standby, home_town) VALUES (15, 'Neil', 'Brown', 13, 15.0, 22.5, '2025-09-30', 1, 'Alston');
INSERT INTO drivers (driver_id, first_name, last_name, depot_id, hourly_rate, overtime_rate, licence_expiry_date, is_on_standby, home_town) VALUES (16, 'Dave', 'Slater', 14, 14.0, NULL, '2026-02-28', 0, 'Sedbergh');
INSERT INTO drivers (driver_id, first_name, last_name, depot_id, hourly_rate, overtime_rate, licence_expiry_date, is_on_standby, home_town) VALUES (17, 'Kev', 'Jackson', 15, 14.3, 21.45, '2026-11-30', 1, 'Kirkby Stephen');
INSERT INTO drivers (driver_id, first_name, last_name, depot_id, hourly_rate, overtime_rate, licence_expiry_date, is_on_standby, home_town) VALUES (18, 'Ruth', 'Mounsey', 4, 14.7, 22.05, '2027-04-30', 1, 'Ambleside');
INSERT INTO drivers (driver_id, first_name, last_name, depot_id, hourly_rate, overtime_rate, licence_expiry_date, is_on_standby, home_town) VALUES (19, 'Tom', 'Harker', 9, 14.1, 21.15, '2025-07-31', 0, 'Cockermouth');
INSERT INTO drivers (driver_id, first_name, last_name, depot_id, hourly_rate, overtime_rate, licence_expiry_date, is_on_standby, home_town) VALUES (20, 'Amy', 'Wilson', 1, 14.0, 21.0, '2026-12-31', 0, 'Kendal');
INSERT INTO routes (route_id, route_name, depot_id, priority, length_km, start_town, last_surveyed_date) VALUES (1, 'Hill Loop North', 1, 1, 42.5, 'Kendal', '2023-09-12');
INSERT INTO routes (route_id, route_name, depot_id, priority, length_km, start_town, last_surveyed_date) VALUES (2, 'Hill Loop South', 1, 2, 37.0, 'Kendal', '2023-09-14');
INSERT INTO routes (route_id, route_name, depot_id, priority, length_km, start_town, last_surveyed_date) VALUES (3, 'A6 Shap Summit', 2, 1, 28.4, 'Penrith', '2023-08-30');
INSERT INTO routes (route_id, route_name, depot_id, priority, length_km, start_town, last_surveyed_date) VALUES (4, 'Eden Villages', 2, 3, 51.2, 'Penrith', NULL);
INSERT INTO routes (route_id, route_name, depot_id, priority, length_km, start_town, last_surveyed_date) VALUES (5, 'Keswick Town', 3, 2, 18.6, 'Keswick', '2023-10-02');
INSERT INTO routes (route_id, route_name, depot_id, priority, length_km, start_town, last_surveyed_date) VALUES (6, 'Honister Pass', 3, 1, 24.9, 'Keswick', '2022-10-20');
INSERT INTO routes (route_id, route_name, depot_id, priority, length_km, start_town, last_surveyed_date) VALUES (7, 'Kirkstone Pass', 4, 1, 19.3, 'Ambleside', '2023-09-05');
INSERT INTO routes (route_id, route_name, depot_id, priority, length_km, start_town, last_surveyed_date) VALUES (8, 'Lakeside Road', 5, 2, 33.1, 'Windermere', NULL);
INSERT INTO routes (route_id, route_name, depot_id, priority, length_km, start_town, last_surveyed_date) VALUES (9, 'Furness Coast', 6, 3, 47.8, 'Ulverston', '2023-07-18');
INSERT INTO routes (route_id, route_name, depot_id, priority, length_km, start_town, last_surveyed_date) VALUES (10, 'Whitehaven Town', 7, 2, 21.0, 'Whitehaven', '2023-09-25');
INSERT INTO routes (route_id, route_name, depot_id, priority, length_km, start_town, last_surveyed_date) VALUES (11, 'Coast Road West', 8, 2, 39.6, 'Workington', '2023-08-08');
INSERT INTO routes (route_id, route_name, depot_id, priority, length_km, start_town, last_surveyed_date) VALUES (12, 'Carlisle Ring', 10, 1, 30.2, 'Carlisle', '2023-09-19');
INSERT INTO routes (route_id, route_name, depot_id, priority, length_km, start_town, last_surveyed_date) VALUES (13, 'Brampton Hills', 11, 2, 44.7, 'Carlisle', NULL);
INSERT INTO routes (route_id, route_name, depot_id, priority, length_km, start_town, last_surveyed_date) VALUES (14, 'Hartside Top', 13, 1, 26.3, 'Alston', '2023-10-11');
INSERT INTO routes (route_id, route_name, depot_id, priority, length_km, start_town, last_surveyed_date) VALUES (15, 'Howgills Lanes', 14, 3, 35.5, 'Sedbergh', NULL);
INSERT INTO routes (route_id, route_name, depot_id, priority, length_km, start_town, last_surveyed_date) VALUES (16, 'Stainmore A66', 15, 1, 31.8, 'Kirkby Stephen', '2023-09-28');
INSERT INTO routes (route_id, route_name, depot_id, priority, length_km, start_town, last_surveyed_date) VALUES (17, 'Appleby Villages', 12, 3, 40.4, 'Appleby', '2023-06-21');
INSERT INTO routes (route_id, route_name, depot_id, priority, length_km, start_town, last_surveyed_date) VALUES (18, 'Cockermouth Lanes', 9, 3, 22.2, 'Cockermouth', NULL);
INSERT INTO gritting_runs (run_id, route_id, driver_id, callout_date, run_date, vehicle_reg, salt_used_tonnes, fuel_cost, overtime_pay, is_aborted, air_temp_c) VALUES (1, 6, 6, '2023-11-21', '2023-11-22', 'GR18 KSW', 5.0, 30.21, NULL, 0, -5.0);
INSERT INTO gritting_runs (run_id, route_id, driver_id, callout_date, run_date, vehicle_reg, salt_used_tonnes, fuel_cost, overtime_pay, is_aborted, air_temp_c) VALUES (2, 2, 3, '2023-11-21', '2023-11-21', 'GR19 KDL', 10.7, 47.78, NULL, 0, -7.8);
INSERT INTO gritting_runs (run_id, route_id, driver_id, callout_date, run_date, vehicle_reg, salt_used_tonnes, fuel_cost, overtime_pay, is_aborted, air_temp_c) VALUES (3, 8, 7, '2023-11-26', '2023-11-27', 'GR17 WND', 9.2, 37.67, NULL, 0, -0.3);
INSERT INTO gritting_runs (run_id, route_id, driver_id, callout_date, run_date, vehicle_reg, salt_used_tonnes, fuel_cost, overtime_pay, is_aborted, air_temp_c) VALUES (4, 7, 18, '2023-11-30', '2023-11-30', 'GR21 AMB', 5.0, 19.94, 66.15, 0, -7.8);
INSERT INTO gritting_runs (run_id, route_id, driver_id, callout_date, run_date, vehicle_reg, salt_used_tonnes, fuel_cost, overtime_pay, is_aborted, air_temp_c) VALUES (5, 16, 17, '2023-11-30', '2023-11-30', 'GR21 KST', NULL, 41.11, NULL, 0, -5.8);
INSERT INTO gritting_runs (run_id, route_id, driver_id, callout_date, run_date, vehicle_reg, salt_used_tonnes, fuel_cost, overtime_pay, is_aborted, air_temp_c) VALUES (6, 5, 6, '2023-12-02', '2023-12-02', 'GR18 KSW', 4.5, 17.23, 89.4, 0, -1.5);
INSERT INTO gritting_runs (run_id, route_id, driver_id, callout_date, run_date, vehicle_reg, salt_used_tonnes, fuel_cost, overtime_pay, is_aborted, air_temp_c) VALUES (7, 2, 20, '2023-12-02', '2023-12-03', 'GR19 KDL', 7.6, 47.7, NULL, 0, -4.2);
INSERT INTO gritting_runs (run_id, route_id, driver_id, callout_date, run_date, vehicle_reg, salt_used_tonnes, fuel_cost, overtime_pay, is_aborted, air_temp_c) VALUES (8, 12, 11, '2023-12-05', '2023-12-05', 'GR16 CRL', NULL, 32.25, NULL, 0, -0.6);
INSERT INTO gritting_runs (run_id, route_id, driver_id, callout_date, run_date, vehicle_reg, salt_used_tonnes, fuel_cost, overtime_pay, is_aborted, air_temp_c) VALUES (9, 10, 9, '2023-12-05', '2023-12-05', 'GR19 WHV', 4.8, 19.87, 62.55, 0, -4.3);
INSERT INTO gritting_runs (run_id, route_id, driver_id, callout_date, run_date, vehicle_reg, salt_used_tonnes, fuel_cost, overtime_pay, is_aborted, air_temp_c) VALUES (10, 16, 17, '2023-12-07', '2023-12-08', 'GR21 KST', 7.2, 39.4, 85.8, 0, NULL);
INSERT INTO gritting_runs (run_id, route_id, driver_id, callout_date, run_date, vehicle_reg, salt_used_tonnes, fuel_cost, overtime_pay, is_aborted, air_temp_c) VALUES (11, 14, 15, '2023-12-08', '2023-12-08', 'GR19 ALS', 5.9, 29.75, NULL, 0, -3.6);
INSERT INTO gritting_runs (run_id, route_id, driver_id, callout_date, run_date, vehicle_reg, salt_used_tonnes, fuel_cost, overtime_pay, is_aborted, air_temp_c) VALUES (12, 4, 4, '2023-12-08', '2023-12-08', 'GR20 PNR', 9.8, 46.65, 84.0, 0, -3.6);
INSERT INTO gritting_runs (run_id, route_id, driver_id, callout_date, run_date, vehicle_reg, salt_used_tonnes, fuel_cost, overtime_pay, is_aborted, air_temp_c) VALUES (13, 6, 6, '2023-12-11', '2023-12-11', 'GR18 KSW', 4.6, 30.44, 89.4, 0, -3.4);
INSERT INTO gritting_runs (run_id, route_id, driver_id, callout_date, run_date, vehicle_reg, salt_used_tonnes, fuel_cost, overtime_pay, is_aborted, air_temp_c) VALUES (14, 1, 20, '2023-12-11', '2023-12-11', 'GR19 KDL', 10.7, 41.73, 52.5, 0, -6.0);
INSERT INTO gritting_runs (run_id, route_id, driver_id, callout_date, run_date, vehicle_reg, salt_used_tonnes, fuel_cost, overtime_pay, is_aborted, air_temp_c) VALUES (15, 10, 9, '2023-12-12', '2023-12-12', 'GR19 WHV', 5.2, 24.21, NULL, 0, -4.1);
INSERT INTO gritting_runs (run_id, route_id, driver_id, callout_date, run_date, vehicle_reg, salt_used_tonnes, fuel_cost, overtime_pay, is_aborted, air_temp_c) VALUES (16, 14, 15, '2023-12-14', '2023-12-15', 'GR19 ALS', 7.8, 28.46, 45.0, 0, -5.7);
INSERT INTO gritting_runs (run_id, route_id, driver_id, callout_date, run_date, vehicle_reg, salt_used_tonnes, fuel_cost, overtime_pay, is_aborted, air_temp_c) VALUES (17, 1, 20, '2023-12-15', '2023-12-16', 'GR19 KDL', 8.5, 39.17, 84.0, 0, -2.6);
INSERT INTO gritting_runs (run_id, route_id, driver_id, callout_date, run_date, vehicle_reg, salt_used_tonnes, fuel_cost, overtime_pay, is_aborted, air_temp_c) VALUES (18, 1, 3, '2024-01-07', '2024-01-07', 'GR19 KDL', 10.2, 43.07, NULL, 0, -3.2);
INSERT INTO gritting_runs (run_id, route_id, driver_id, callout_date, run_date, vehicle_reg, salt_used_tonnes, fuel_cost, overtime_pay, is_aborted, air_temp_c) VALUES (19, 6, 6, '2024-01-07', '2024-01-07', 'GR18 KSW', 6.5, 32.1, 89.4, 0, -4.1);
INSERT INTO gritting_runs (run_id, route_id, driver_id, callout_date, run_date, vehicle_reg, salt_used_tonnes, fuel_cost, overtime_pay, is_aborted, air_temp_c) VALUES (20, 1, 1, '2024-01-08', '2024-01-08', 'GR19 KDL', 11.0, 39.36, 42.6, 0, -1.2);
INSERT INTO gritting_runs (run_id, route_id, driver_id, callout_date, run_date, vehicle_reg, salt_used_tonnes, fuel_cost, overtime_pay, is_aborted, air_temp_c) VALUES (21, 1, 1, '2024-01-10', '2024-01-11', 'GR19 KDL', 9.7, 42.35, NULL, 0, -1.9);
INSERT INTO gritting_runs (run_id, route_id, driver_id, callout_date, run_date, vehicle_reg, salt_used_tonnes, fuel_cost, overtime_pay, is_aborted, air_temp_c) VALUES (22, 7, 18, '2024-01-10', '2024-01-10', 'GR21 AMB', 4.9, 19.94, 66.15, 0, -1.8);
INSERT INTO gritting_runs (run_id, route_id, driver_id, callout_date, run_date, vehicle_reg, salt_used_tonnes, fuel_cost, overtime_pay, is_aborted, air_temp_c) VALUES (23, 3, 4, '2024-01-11', '2024-01-11', 'GR20 PNR', 6.0, 29.91, 84.0, 0, NULL);
INSERT INTO gritting_runs (run_id, route_id, driver_id, callout_date, run_date, vehicle_reg, salt_used_tonnes, fuel_cost, overtime_pay, is_aborted, air_temp_c) VALUES (24, 6, 6, '2024-01-15', '2024-01-15', 'GR18 KSW', 6.5, 25.7, NULL, 0, 1.2);
INSERT INTO gritting_runs (run_id, route_id, driver_id, callout_date, run_date, vehicle_reg, salt_used_tonnes, fuel_cost, overtime_pay, is_aborted, air_temp_c) VALUES (25, 3, 4, '2024-01-17', '2024-01-18', 'GR20 PNR', 7.5, 39.53, 42.0, 0, -7.0);
INSERT INTO gritting_runs (run_id, route_id, driver_id, callout_date, run_date, vehicle_reg, salt_used_tonnes, fuel_cost, overtime_pay, is_aborted, air_temp_c) VALUES (26, 3, 5, '2024-01-17', '2024-01-18', 'GR20 PNR', 7.0, 25.21, 87.0, 0, -7.9);
INSERT INTO gritting_runs (run_id, route_id, driver_id, callout_date, run_date, vehicle_reg, salt_used_tonnes, fuel_cost, overtime_pay, is_aborted, air_temp_c) VALUES (27, 3, 5, '2024-01-23', '2024-01-23', 'GR20 PNR', 6.1, 35.54, 65.25, 0, -5.7);
INSERT INTO gritting_runs (run_id, route_id, driver_id, callout_date, run_date, vehicle_reg, salt_used_tonnes, fuel_cost, overtime_pay, is_aborted, air_temp_c) VALUES (28, 2, 1, '2024-01-26', '2024-01-26', 'GR19 KDL', 9.0, 37.94, NULL, 0, -5.7);
INSERT INTO gritting_runs (run_id, route_id, driver_id, callout_date, run_date, vehicle_reg, salt_used_tonnes, fuel_cost, overtime_pay, is_aborted, air_temp_c) VALUES (29, 4, 4, '2024-01-27', '2024-01-28', 'GR20 PNR', 11.0, 63.06, NULL, 0, 0.1);
INSERT INTO gritting_runs (run_id, route_id, driver_id, callout_date, run_date, vehicle_reg, salt_used_tonnes, fuel_cost, overtime_pay, is_aborted, air_temp_c) VALUES (30, 2, 20, '2024-01-27', '2024-01-27', 'GR19 KDL', 7.2, 34.12, 52.5, 0, NULL);
INSERT INTO gritting_runs (run_id, route_id, driver_id, callout_date, run_date, vehicle_reg, salt_used_tonnes, fuel_cost, overtime_pay, is_aborted, air_temp_c) VALUES (31, 3, 5, '2024-01-28', '2024-01-28', 'GR20 PNR', 7.9, 31.06, 65.25, 0, 1.3);
INSERT INTO gritting_runs (run_id, route_id, driver_id, callout_date, run_date, vehicle_reg, salt_used_tonnes, fuel_cost, overtime_pay, is_aborted, air_temp_c) VALUES (32, 1, 2, '2024-01-29', '2024-01-30', 'GR19 KDL', NULL, 42.28, 88.8, 0, 0.7);
INSERT INTO gritting_runs (run_id, route_id, driver_id, callout_date, run_date, vehicle_reg, salt_used_tonnes, fuel_cost, overtime_pay, is_aborted, air_temp_c) VALUES (33, 12, 11, '2024-02-01', '2024-02-02', 'GR16 CRL', 6.8, 31.74, NULL, 1, -3.7);
INSERT INTO gritting_runs (run_id, route_id, driver_id, callout_date, run_date, vehicle_reg, salt_used_tonnes, fuel_cost, overtime_pay, is_aborted, air_temp_c) VALUES (34, 7, 18, '2024-02-07', '2024-02-07', 'GR21 AMB', 4.0, 21.54, 66.15, 1, -5.6);
INSERT INTO gritting_runs (run_id, route_id, driver_id, callout_date, run_date, vehicle_reg, salt_used_tonnes, fuel_cost, overtime_pay, is_aborted, air_temp_c) VALUES (35, 2, 1, '2024-02-09', '2024-02-09', 'GR19 KDL', NULL, 37.04, 53.25, 0, 1.4);
INSERT INTO gritting_runs (run_id, route_id, driver_id, callout_date, run_date, vehicle_reg, salt_used_tonnes, fuel_cost, overtime_pay, is_aborted, air_temp_c) VALUES (36, 1, 2, '2024-02-13', '2024-02-13', 'GR19 KDL', 12.1, 45.87, 55.5, 0, 0.4);
INSERT INTO gritting_runs (run_id, route_id, driver_id, callout_date, run_date, vehicle_reg, salt_used_tonnes, fuel_cost, overtime_pay, is_aborted, air_temp_c) VALUES (37, 3, 4, '2024-02-15', '2024-02-16', 'GR20 PNR', 5.4, 35.43, 84.0, 0, -4.5);
INSERT INTO gritting_runs (run_id, route_id, driver_id, callout_date, run_date, vehicle_reg, salt_used_tonnes, fuel_cost, overtime_pay, is_aborted, air_temp_c) VALUES (38, 6, 6, '2024-02-15', '2024-02-15', 'GR18 KSW', 6.1, 30.44, NULL, 0, -3.2);
INSERT INTO gritting_runs (run_id, route_id, driver_id, callout_date, run_date, vehicle_reg, salt_used_tonnes, fuel_cost, overtime_pay, is_aborted, air_temp_c) VALUES (39, 4, 4, '2024-02-19', '2024-02-19', 'GR20 PNR', 11.7, 47.14, 42.0, 0, -7.0);
INSERT INTO gritting_runs (run_id, route_id, driver_id, callout_date, run_date, vehicle_reg, salt_used_tonnes, fuel_cost, overtime_pay, is_aborted, air_temp_c) VALUES (40, 7, 18, '2024-02-19', '2024-02-20', 'GR21 AMB', 3.8, 20.72, NULL, 0, 1.4);
INSERT INTO gritting_runs (run_id, route_id, driver_id, callout_date, run_date, vehicle_reg, salt_used_tonnes, fuel_cost, overtime_pay, is_aborted, air_temp_c) VALUES (41, 6, 6, '2024-02-21', '2024-02-21', 'GR18 KSW', 6.5, 29.29, NULL, 0, -1.2);
INSERT INTO gritting_runs (run_id, route_id, driver_id, callout_date, run_date, vehicle_reg, salt_used_tonnes, fuel_cost, overtime_pay, is_aborted, air_temp_c) VALUES (42, 1, 3, '2024-02-29', '2024-02-29', 'GR19 KDL', 8.0, 54.9, NULL, 1, -7.1);
INSERT INTO gritting_runs (run_id, route_id, driver_id, callout_date, run_date, vehicle_reg, salt_used_tonnes, fuel_cost, overtime_pay, is_aborted, air_temp_c) VALUES (43, 12, 12, '2024-03-01', '2024-03-02', 'GR16 CRL', 6.8, 31.89, NULL, 0, -1.5);
INSERT INTO gritting_runs (run_id, route_id, driver_id, callout_date, run_date, vehicle_reg, salt_used_tonnes, fuel_cost, overtime_pay, is_aborted, air_temp_c) VALUES (44, 4, 5, '2024-03-06', '2024-03-06', 'GR20 PNR', NULL, 49.4, NULL, 0, -4.8);
INSERT INTO gritting_runs (run_id, route_id, driver_id, callout_date, run_date, vehicle_reg, salt_used_tonnes, fuel_cost, overtime_pay, is_aborted, air_temp_c) VALUES (45, 1, 1, '2024-03-06', '2024-03-07', 'GR19 KDL', 10.0, 51.22, NULL, 0, -4.5);
INSERT INTO gritting_runs (run_id, route_id, driver_id, callout_date, run_date, vehicle_reg, salt_used_tonnes, fuel_cost, overtime_pay, is_aborted, air_temp_c) VALUES (46, 6, 6, '2024-03-08', '2024-03-08', 'GR18 KSW', 5.2, 32.34, 67.05, 0, -6.2);
INSERT INTO gritting_runs (run_id, route_id, driver_id, callout_date, run_date, vehicle_reg, salt_used_tonnes, fuel_cost, overtime_pay, is_aborted, air_temp_c) VALUES (47, 3, 4, '2024-03-08', '2024-03-08', 'GR20 PNR', 5.5, 28.0, NULL, 0, NULL);
INSERT INTO gritting_runs (run_id, route_id, driver_id, callout_date, run_date, vehicle_reg, salt_used_tonnes, fuel_cost, overtime_pay, is_aborted, air_temp_c) VALUES (48, 2, 20, '2024-03-09', '2024-03-09', 'GR19 KDL', 8.6, 44.4, 52.5, 0, 1.2);
INSERT INTO public_reports (report_id, reporter_first_name, street, town, reported_date, route_id, resolved_date, is_grit_bin_request) VALUES (1, 'Dan', 'Castle Street', 'Kendal', '2023-11-28', 1, '2023-11-29', 0);
INSERT INTO public_reports (report_id, reporter_first_name, street, town, reported_date, route_id, resolved_date, is_grit_bin_request) VALUES (2, 'Margaret', 'Fell Lane', 'Kendal', '2023-12-02', NULL, '2023-12-10', 1);
INSERT INTO public_reports (report_id, reporter_first_name, street, town, reported_date, route_id, resolved_date, is_grit_bin_request) VALUES (3, 'Ahmed', 'Brunswick Road', 'Penrith', '2023-12-03', 3, '2023-12-04', 0);
INSERT INTO public_reports (report_id, reporter_first_name, street, town, reported_date, route_id, resolved_date, is_grit_bin_request) VALUES (4, 'Karen', 'Station Street', 'Keswick', '2023-12-05', 5, NULL, 0);
INSERT INTO public_reports (report_id, reporter_first_name, street, town, reported_date, route_id, resolved_date, is_grit_bin_request) VALUES (5, 'Bill', 'Chestnut Hill', 'Keswick', '2023-12-05', NULL, NULL, 1);
INSERT INTO public_reports (report_id, reporter_first_name, street, town, reported_date, route_id, resolved_date, is_grit_bin_request) VALUES (6, 'Joan', 'Lake Road', 'Ambleside', '2023-12-11', 7, '2023-12-12', 0);
INSERT INTO public_reports (report_id, reporter_first_name, street, town, reported_date, route_id, resolved_date, is_grit_bin_request) VALUES (7, 'Pete', 'Crag Brow', 'Windermere', '2023-12-14', 8, '2023-12-20', 0);
INSERT INTO public_reports (report_id, reporter_first_name, street, town, reported_date, route_id, resolved_date, is_grit_bin_request) VALUES (8, 'Sue', 'Market Street', 'Ulverston', '2023-12-18', NULL, NULL, 1);
INSERT INTO public_reports (report_id, reporter_first_name, street, town, reported_date, route_id, resolved_date, is_grit_bin_request) VALUES (9, 'Dan', 'Lowther Street', 'Carlisle', '2023-12-21', 12, '2023-12-22', 0);
INSERT INTO public_reports (report_id, reporter_first_name, street, town, reported_date, route_id, resolved_date, is_grit_bin_request) VALUES (10, 'Gwen', 'Scotch Street', 'Whitehaven', '2024-01-03', 10, '2024-01-04', 0);
INSERT INTO public_reports (report_id, reporter_first_name, street, town, reported_date, route_id, resolved_date, is_grit_bin_request) VALUES (11, 'Ray', 'Vicarage Lane', 'Keswick', '2024-01-08', NULL, NULL, 1);
INSERT INTO public_reports (report_id, reporter_first_name, street, town, reported_date, route_id, resolved_date, is_grit_bin_request) VALUES (12, 'Lisa', 'Main Street', 'Keswick', '2024-01-09', 5, '2024-01-10', 0);
INSERT INTO public_reports (report_id, reporter_first_name, street, town, reported_date, route_id, resolved_date, is_grit_bin_request) VALUES (13, 'Mohammed', 'Wigton Road', 'Carlisle', '2024-01-10', NULL, '2024-01-30', 1);
INSERT INTO public_reports (report_id, reporter_first_name, street, town, reported_date, route_id, resolved_date, is_grit_bin_request) VALUES (14, 'Heather', 'Greenside', 'Kendal', '2024-01-12', 2, '2024-01-12', 0);
INSERT INTO public_reports (report_id, reporter_first_name, street, town, reported_date, route_id, resolved_date, is_grit_bin_request) VALUES (15, 'Ian', 'Boroughgate', 'Appleby', '2024-01-15', NULL, NULL, 0);
INSERT INTO public_reports (report_id, reporter_first_name, street, town, reported_date, route_id, resolved_date, is_grit_bin_request) VALUES (16, 'Alison', 'Front Street', 'Alston', '2024-01-16', 14, NULL, 0);
INSERT INTO public_reports (report_id, reporter_first_name, street, town, reported_date, route_id, resolved_date, is_grit_bin_request) VALUES (17, 'Derek', 'Finkle Street', 'Sedbergh', '2024-01-18', NULL, NULL, 1);
INSERT INTO public_reports (report_id, reporter_first_name, street, town, reported_date, route_id, resolved_date, is_grit_bin_request) VALUES (18, 'Karen', 'Helvellyn Street', 'Keswick', '2024-01-22', NULL, '2024-02-05', 1);
INSERT INTO public_reports (report_id, reporter_first_name, street, town, reported_date, route_id, resolved_date, is_grit_bin_request) VALUES (19, 'Olga', 'Market Square', 'Kirkby Stephen', '2024-01-24', 16, '2024-01-25', 0);
INSERT INTO public_reports (report_id, reporter_first_name, street, town, reported_date, route_id, resolved_date, is_grit_bin_request) VALUES (20, 'Tom', 'Stricklandgate', 'Kendal', '2024-01-25', 1, NULL, 0);
INSERT INTO public_reports (report_id, reporter_first_name, street, town, reported_date, route_id, resolved_date, is_grit_bin_request) VALUES (21, 'Nina', 'Church Street', 'Cockermouth', '2024-01-29', NULL, NULL, 1);
INSERT INTO public_reports (report_id, reporter_first_name, street, town, reported_date, route_id, resolved_date, is_grit_bin_request) VALUES (22, 'Stuart', 'Harbour Road', 'Workington', '2024-02-02', 11, '2024-02-03', 0);
INSERT INTO public_reports (report_id, reporter_first_name, street, town, reported_date, route_id, resolved_date, is_grit_bin_request) VALUES (23, 'Pat', 'Rydal Road', 'Ambleside', '2024-02-06', 7, NULL, 0);
INSERT INTO public_reports (report_id, reporter_first_name, street, town, reported_date, route_id, resolved_date, is_grit_bin_request) VALUES (24, 'Ruth', 'Penrith Road', 'Keswick', '2024-02-08', NULL, NULL, 1);
INSERT INTO public_reports (report_id, reporter_first_name, street, town, reported_date, route_id, resolved_date, is_grit_bin_request) VALUES (25, 'Colin', 'Botchergate', 'Carlisle', '2024-02-12', 12, '2024-02-13', 0);
INSERT INTO public_reports (report_id, reporter_first_name, street, town, reported_date, route_id, resolved_date, is_grit_bin_request) VALUES (26, 'Ann', 'Queen Street', 'Penrith', '2024-02-15', NULL, NULL, 0);
INSERT INTO public_reports (report_id, reporter_first_name, street, town, reported_date, route_id, resolved_date, is_grit_bin_request) VALUES (27, 'Gary', 'Ulverston Road', 'Ulverston', '2024-02-20', 9, '2024-02-28', 0);
INSERT INTO public_reports (report_id, reporter_first_name, street, town, reported_date, route_id, resolved_date, is_grit_bin_request) VALUES (28, 'Emma', 'Shap Road', 'Kendal', '2024-02-26', NULL, NULL, 1);
INSERT INTO public_reports (report_id, reporter_first_name, street, town, reported_date, route_id, resolved_date, is_grit_bin_request) VALUES (29, 'Dan', 'Lake Road', 'Keswick', '2024-03-01', 6, '2024-03-02', 0);
INSERT INTO public_reports (report_id, reporter_first_name, street, town, reported_date, route_id, resolved_date, is_grit_bin_request) VALUES (30, 'Frank', 'Windermere Road', 'Kendal', '2024-03-05', 2, NULL, 0);
COMMIT;
