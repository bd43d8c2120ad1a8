PRAGMA foreign_keys = ON;

BEGIN TRANSACTION;

CREATE TABLE district (
  district_id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  zone TEXT,
  population INTEGER,
  area_km2 REAL
);
CREATE TABLE reservoir (
  reservoir_id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  district_id INTEGER,
  source_type TEXT,
  capacity_ml INTEGER,
  built_year INTEGER,
  FOREIGN KEY (district_id) REFERENCES district(district_id)
);
CREATE TABLE customer (
  customer_id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  customer_type TEXT,
  district_id INTEGER,
  connection_year INTEGER,
  account_status TEXT,
  FOREIGN KEY (district_id) REFERENCES district(district_id)
);
CREATE TABLE meter_reading (
  reading_id INTEGER PRIMARY KEY,
  customer_id INTEGER,
  reading_month TEXT,
  consumption_m3 REAL,
  amount_billed REAL,
  paid TEXT,
  FOREIGN KEY (customer_id) REFERENCES customer(customer_id)
);
CREATE TABLE technician (
  technician_id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  certification_level INTEGER,
  hire_year INTEGER,
  hourly_rate REAL
);
CREATE TABLE work_order (
  order_id INTEGER PRIMARY KEY,
  reservoir_id INTEGER,
  technician_id INTEGER,
  issue_type TEXT,
  opened_date TEXT,
  status TEXT,
  hours_spent REAL,
  cost REAL,
  FOREIGN KEY (reservoir_id) REFERENCES reservoir(reservoir_id),
  FOREIGN KEY (technician_id) REFERENCES technician(technician_id)
);

INSERT INTO district VALUES (1, 'Millbrook', 'North', 42000, 18.5);
INSERT INTO district VALUES (2, 'Ashford Heights', 'North', 27500, 11.2);
INSERT INTO district VALUES (3, 'Riverside', 'Central', 61000, 9.8);
INSERT INTO district VALUES (4, 'Old Town', 'Central', 38500, 4.6);
INSERT INTO district VALUES (5, 'Pinecrest', 'West', 19800, 23.1);
INSERT INTO district VALUES (6, 'Harbor View', 'East', 33200, 7.9);
INSERT INTO district VALUES (7, 'Kingsfield', 'South', 25400, 15.4);
INSERT INTO district VALUES (8, 'Elm Valley', 'South', 12100, 29.7);
INSERT INTO district VALUES (9, 'Fernhill', 'West', 15600, 12.4);
INSERT INTO district VALUES (10, 'Bayside', 'East', 21900, 6.3);

INSERT INTO reservoir VALUES (1, 'Millbrook Dam', 1, 'River', 5400, 1962);
INSERT INTO reservoir VALUES (2, 'North Ridge Wells', 2, 'Groundwater', 850, 1998);
INSERT INTO reservoir VALUES (3, 'Riverside Intake', 3, 'River', 3200, 1975);
INSERT INTO reservoir VALUES (4, 'Clearwater Lake', 5, 'Lake', 7800, 1954);
INSERT INTO reservoir VALUES (5, 'Pinecrest Aquifer', 5, 'Groundwater', 1200, 2006);
INSERT INTO reservoir VALUES (6, 'Harbor Desalination', 6, 'Seawater', 950, 2015);
INSERT INTO reservoir VALUES (7, 'Kingsfield Basin', 7, 'Lake', 4100, 1981);
INSERT INTO reservoir VALUES (8, 'Elm Valley Springs', 8, 'Groundwater', 620, 1990);
INSERT INTO reservoir VALUES (9, 'Stonebridge Weir', 3, 'River', 2100, 1969);
INSERT INTO reservoir VALUES (10, 'South Hills Tank', 7, 'Groundwater', 480, 2011);

INSERT INTO customer VALUES (1, 'Greenleaf Apartments', 'Residential', 3, 2017, 'Active');
INSERT INTO customer VALUES (2, 'Harbor Fish Market', 'Commercial', 6, 1991, 'Active');
INSERT INTO customer VALUES (3, 'Northside Paper Mill', 'Industrial', 1, 2007, 'Active');
INSERT INTO customer VALUES (4, 'Maple Court Condos', 'Residential', 2, 2010, 'Active');
INSERT INTO customer VALUES (5, 'City General Hospital', 'Commercial', 3, 2008, 'Active');
INSERT INTO customer VALUES (6, 'Riverside Brewery', 'Industrial', 3, 2011, 'Active');
INSERT INTO customer VALUES (7, 'Oak Lane Residences', 'Residential', 4, 2001, 'Active');
INSERT INTO customer VALUES (8, 'Sunrise Laundromat', 'Commercial', 4, 2007, 'Suspended');
INSERT INTO customer VALUES (9, 'Atlas Concrete Works', 'Industrial', 7, 1979, 'Active');
INSERT INTO customer VALUES (10, 'Willow Park Homes', 'Residential', 5, 1980, 'Active');
INSERT INTO customer VALUES (11, 'Old Town Hotel', 'Commercial', 4, 1988, 'Active');
INSERT INTO customer VALUES (12, 'Kingsfield Golf Club', 'Commercial', 7, 2000, 'Active');
INSERT INTO customer VALUES (13, 'Pinecrest Cottages', 'Residential', 5, 1986, 'Active');
INSERT INTO customer VALUES (14, 'Valley Dairy Farm', 'Industrial', 8, 1994, 'Active');
INSERT INTO customer VALUES (15, 'Ashford Senior Living', 'Residential', 2, 1981, 'Active');
INSERT INTO customer VALUES (16, 'Bluewater Car Wash', 'Commercial', 6, 1988, 'Suspended');
INSERT INTO customer VALUES (17, 'Elm Street Townhomes', 'Residential', 8, 1981, 'Active');
INSERT INTO customer VALUES (18, 'Metro Textile Plant', 'Industrial', 1, 2001, 'Active');
INSERT INTO customer VALUES (19, 'Harbor View Towers', 'Residential', 6, 1992, 'Active');
INSERT INTO customer VALUES (20, 'Central Swimming Pool', 'Commercial', 3, 2006, 'Active');
INSERT INTO customer VALUES (21, 'Millbrook Primary Care', 'Commercial', 1, 1990, 'Active');
INSERT INTO customer VALUES (22, 'Birch Hollow Estates', 'Residential', 5, 1992, 'Active');
INSERT INTO customer VALUES (23, 'Eastgate Data Center', 'Industrial', 6, 1986, 'Active');
INSERT INTO customer VALUES (24, 'Cedar Row Flats', 'Residential', 3, 1986, 'Active');
INSERT INTO customer VALUES (25, 'Kingsfield Bakery', 'Commercial', 7, 2000, 'Active');
INSERT INTO customer VALUES (26, 'Southside Bottling Co.', 'Industrial', 7, 2010, 'Suspended');
INSERT INTO customer VALUES (27, 'Lakeshore Villas', 'Residential', 5, 2019, 'Active');
INSERT INTO customer VALUES (28, 'Town Square Cafe', 'Commercial', 4, 1998, 'Active');
INSERT INTO customer VALUES (29, 'Pine Ridge Apartments', 'Residential', 2, 2010, 'Active');
INSERT INTO customer VALUES (30, 'Redstone Chemicals', 'Industrial', 1, 2020, 'Active');
INSERT INTO customer VALUES (31, 'Fernhill Nursery', 'Commercial', 9, 2019, 'Active');
INSERT INTO customer VALUES (32, 'Bayside Marina Homes', 'Residential', 10, 2016, 'Active');

INSERT INTO meter_reading VALUES (1, 1, '2024-01', 541.9, 1190.08, 'Yes');
INSERT INTO meter_reading VALUES (2, 1, '2024-02', 499.4, 1098.71, 'No');
INSERT INTO meter_reading VALUES (3, 1, '2024-03', 771.3, 1683.29, 'Yes');
INSERT INTO meter_reading VALUES (4, 2, '2024-01', 633.9, 1673.14, 'Yes');
INSERT INTO meter_reading VALUES (5, 2, '2024-02', 971.3, 2550.38, 'No');
INSERT INTO meter_reading VALUES (6, 2, '2024-03', 214.7, 583.22, 'Yes');
INSERT INTO meter_reading VALUES (7, 3, '2024-01', 5360.0, 9941.0, 'Yes');
INSERT INTO meter_reading VALUES (8, 4, '2024-01', 655.3, 1433.89, 'Yes');
INSERT INTO meter_reading VALUES (9, 4, '2024-02', 836.1, 1822.62, 'No');
INSERT INTO meter_reading VALUES (10, 4, '2024-03', 751.6, 1640.94, 'No');
INSERT INTO meter_reading VALUES (11, 5, '2024-01', 1309.1, 3428.66, 'Yes');
INSERT INTO meter_reading VALUES (12, 5, '2024-02', 1297.2, 3397.72, 'Yes');
INSERT INTO meter_reading VALUES (13, 5, '2024-03', 471.2, 1250.12, 'No');
INSERT INTO meter_reading VALUES (14, 6, '2024-01', 4918.9, 9124.97, 'Yes');
INSERT INTO meter_reading VALUES (15, 7, '2024-01', 411.6, 909.94, 'Yes');
INSERT INTO meter_reading VALUES (16, 7, '2024-02', 497.6, 1094.84, 'Yes');
INSERT INTO meter_reading VALUES (17, 7, '2024-03', 414.6, 916.39, 'Yes');
INSERT INTO meter_reading VALUES (18, 8, '2024-01', 750.1, 1975.26, 'No');
INSERT INTO meter_reading VALUES (19, 9, '2024-01', 5396.2, 10007.97, 'Yes');
INSERT INTO meter_reading VALUES (20, 10, '2024-01', 357.9, 794.48, 'Yes');
INSERT INTO meter_reading VALUES (21, 10, '2024-02', 339.6, 755.14, 'Yes');
INSERT INTO meter_reading VALUES (22, 10, '2024-03', 477.9, 1052.48, 'Yes');
INSERT INTO meter_reading VALUES (23, 11, '2024-01', 649.7, 1714.22, 'Yes');
INSERT INTO meter_reading VALUES (24, 11, '2024-02', 897.4, 2358.24, 'Yes');
INSERT INTO meter_reading VALUES (25, 11, '2024-03', 443.5, 1178.1, 'Yes');
INSERT INTO meter_reading VALUES (26, 12, '2024-01', 1231.9, 3227.94, 'Yes');
INSERT INTO meter_reading VALUES (27, 13, '2024-01', 555.6, 1219.54, 'No');
INSERT INTO meter_reading VALUES (28, 13, '2024-02', 430.3, 950.14, 'Yes');
INSERT INTO meter_reading VALUES (29, 13, '2024-03', 756.4, 1651.26, 'Yes');
INSERT INTO meter_reading VALUES (30, 14, '2024-01', 5075.2, 9414.12, 'Yes');
INSERT INTO meter_reading VALUES (31, 14, '2024-02', 8243.2, 15274.92, 'Yes');
INSERT INTO meter_reading VALUES (32, 14, '2024-03', 2080.7, 3874.3, 'Yes');
INSERT INTO meter_reading VALUES (33, 15, '2024-01', 348.8, 774.92, 'Yes');
INSERT INTO meter_reading VALUES (34, 16, '2024-01', 1123.2, 2945.32, 'No');
INSERT INTO meter_reading VALUES (35, 17, '2024-01', 413.9, 914.88, 'Yes');
INSERT INTO meter_reading VALUES (36, 17, '2024-02', 641.9, 1405.08, 'Yes');
INSERT INTO meter_reading VALUES (37, 17, '2024-03', 787.5, 1718.12, 'Yes');
INSERT INTO meter_reading VALUES (38, 18, '2024-01', 4338.6, 8051.41, 'Yes');
INSERT INTO meter_reading VALUES (39, 19, '2024-01', 409.0, 904.35, 'Yes');
INSERT INTO meter_reading VALUES (40, 19, '2024-02', 746.1, 1629.12, 'No');
INSERT INTO meter_reading VALUES (41, 19, '2024-03', 685.6, 1499.04, 'Yes');
INSERT INTO meter_reading VALUES (42, 20, '2024-01', 1119.5, 2935.7, 'No');
INSERT INTO meter_reading VALUES (43, 20, '2024-02', 981.5, 2576.9, 'Yes');
INSERT INTO meter_reading VALUES (44, 20, '2024-03', 727.7, 1917.02, 'No');
INSERT INTO meter_reading VALUES (45, 21, '2024-01', 1001.1, 2627.86, 'Yes');
INSERT INTO meter_reading VALUES (46, 22, '2024-01', 809.4, 1765.21, 'Yes');
INSERT INTO meter_reading VALUES (47, 22, '2024-02', 520.7, 1144.51, 'Yes');
INSERT INTO meter_reading VALUES (48, 22, '2024-03', 548.5, 1204.27, 'Yes');
INSERT INTO meter_reading VALUES (49, 23, '2024-01', 5517.7, 10232.75, 'Yes');
INSERT INTO meter_reading VALUES (50, 23, '2024-02', 2152.1, 4006.39, 'Yes');
INSERT INTO meter_reading VALUES (51, 23, '2024-03', 8033.8, 14887.53, 'Yes');
INSERT INTO meter_reading VALUES (52, 24, '2024-01', 653.0, 1428.95, 'Yes');
INSERT INTO meter_reading VALUES (53, 25, '2024-01', 195.0, 532.0, 'No');
INSERT INTO meter_reading VALUES (54, 25, '2024-02', 639.0, 1686.4, 'Yes');
INSERT INTO meter_reading VALUES (55, 25, '2024-03', 1070.7, 2808.82, 'No');
INSERT INTO meter_reading VALUES (56, 26, '2024-01', 8789.9, 16286.32, 'No');
INSERT INTO meter_reading VALUES (57, 27, '2024-01', 377.9, 837.48, 'Yes');
INSERT INTO meter_reading VALUES (58, 31, '2024-01', 587.7, 1553.02, 'Yes');
INSERT INTO meter_reading VALUES (59, 32, '2024-01', 711.7, 1555.15, 'Yes');

INSERT INTO technician VALUES (1, 'Marcus Bell', 3, 2006, 58.0);
INSERT INTO technician VALUES (2, 'Rita Kowalczyk', 2, 2013, 46.5);
INSERT INTO technician VALUES (3, 'Devon Ashby', 1, 2021, 34.0);
INSERT INTO technician VALUES (4, 'Sunita Rao', 3, 2009, 61.0);
INSERT INTO technician VALUES (5, 'Paul Dunmore', 2, 2016, 44.0);
INSERT INTO technician VALUES (6, 'Leah Castillo', 1, 2022, 32.5);
INSERT INTO technician VALUES (7, 'Hector Ruiz', 2, 2011, 48.0);
INSERT INTO technician VALUES (8, 'Gemma Hart', 3, 2004, 64.0);
INSERT INTO technician VALUES (9, 'Owen Pryce', 1, 2023, 31.0);
INSERT INTO technician VALUES (10, 'Ingrid Sorensen', 2, 2018, 42.0);

INSERT INTO work_order VALUES (1, 7, 7, 'Inspection', '2023-10-01', 'Closed', 2.0, 96.0);
INSERT INTO work_order VALUES (2, 1, 6, 'Water Quality', '2023-10-29', 'Closed', 1.0, 167.19);
INSERT INTO work_order VALUES (3, 7, 8, 'Leak', '2023-10-31', 'Closed', 16.0, 1456.5);
INSERT INTO work_order VALUES (4, 3, 5, 'Leak', '2023-11-06', 'Closed', 11.0, 756.92);
INSERT INTO work_order VALUES (5, 5, 3, 'Inspection', '2023-11-15', 'Closed', 4.5, 153.0);
INSERT INTO work_order VALUES (6, 9, 3, 'Inspection', '2023-11-23', 'Closed', 3.5, 119.0);
INSERT INTO work_order VALUES (7, 3, 7, 'Inspection', '2023-12-13', 'Closed', 3.5, 168.0);
INSERT INTO work_order VALUES (8, 8, 6, 'Valve Replacement', '2023-12-15', 'Closed', 6.0, 1896.77);
INSERT INTO work_order VALUES (9, 9, 2, 'Leak', '2023-12-30', 'Closed', 4.5, 603.26);
INSERT INTO work_order VALUES (10, 1, 1, 'Pump Failure', '2024-01-09', 'Closed', 14.5, 4602.29);
INSERT INTO work_order VALUES (11, 7, 8, 'Inspection', '2024-01-21', 'Closed', 1.5, 96.0);
INSERT INTO work_order VALUES (12, 3, 3, 'Leak', '2024-01-22', 'Closed', 6.5, 569.37);
INSERT INTO work_order VALUES (13, 7, 1, 'Water Quality', '2024-01-27', 'Closed', 2.5, 325.63);
INSERT INTO work_order VALUES (14, 5, 8, 'Inspection', '2024-02-09', 'Closed', 1.0, 64.0);
INSERT INTO work_order VALUES (15, 3, 6, 'Leak', '2024-02-28', 'Closed', 7.0, 780.88);
INSERT INTO work_order VALUES (16, 5, 7, 'Valve Replacement', '2024-03-02', 'Closed', 10.5, 2063.27);
INSERT INTO work_order VALUES (17, 2, 1, 'Inspection', '2024-03-04', 'Closed', 1.0, 58.0);
INSERT INTO work_order VALUES (18, 9, 3, 'Leak', '2024-03-16', 'Closed', 8.5, 846.78);
INSERT INTO work_order VALUES (19, 5, 2, 'Valve Replacement', '2024-03-24', 'Closed', 3.5, 1040.52);
INSERT INTO work_order VALUES (20, 7, 1, 'Inspection', '2024-03-31', 'Closed', 2.0, 116.0);
INSERT INTO work_order VALUES (21, 8, 3, 'Pump Failure', '2024-04-20', 'Closed', 17.5, 5400.21);
INSERT INTO work_order VALUES (22, 5, 7, 'Pump Failure', '2024-05-01', 'Closed', 10.0, 5599.57);
INSERT INTO work_order VALUES (23, 1, 4, 'Water Quality', '2024-05-15', 'Closed', 3.5, 347.61);
INSERT INTO work_order VALUES (24, 3, 2, 'Inspection', '2024-05-19', 'Closed', 4.5, 209.25);
INSERT INTO work_order VALUES (25, 2, 10, 'Water Quality', '2024-05-20', 'Closed', 6.0, 400.29);
INSERT INTO work_order VALUES (26, 5, 6, 'Water Quality', '2024-05-20', 'Closed', 6.5, 400.77);
INSERT INTO work_order VALUES (27, 1, 8, 'Inspection', '2024-06-03', 'Open', 3.5, 224.0);
INSERT INTO work_order VALUES (28, 6, 8, 'Water Quality', '2024-06-19', 'Open', 6.5, 549.96);
INSERT INTO work_order VALUES (29, 4, 3, 'Inspection', '2024-06-21', 'Open', 5.0, 170.0);
INSERT INTO work_order VALUES (30, 7, 8, 'Pump Failure', '2024-06-24', 'Open', 26.5, 6795.62);
INSERT INTO work_order VALUES (31, 8, 8, 'Valve Replacement', '2024-07-11', 'Closed', 11.5, 2209.79);
INSERT INTO work_order VALUES (32, 5, 6, 'Valve Replacement', '2024-08-03', 'In Progress', 6.0, 1423.49);
INSERT INTO work_order VALUES (33, 1, 7, 'Inspection', '2024-08-05', 'Closed', 2.5, 120.0);
INSERT INTO work_order VALUES (34, 1, 6, 'Water Quality', '2024-08-30', 'In Progress', 2.0, 194.08);
INSERT INTO work_order VALUES (35, 2, 1, 'Inspection', '2024-10-08', 'In Progress', 1.5, 87.0);
INSERT INTO work_order VALUES (36, 7, 7, 'Leak', '2024-10-15', 'Open', 15.0, 1146.41);

COMMIT;
