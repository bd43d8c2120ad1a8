-- roofing_contractor: a small roofing firm: customers, roofers, jobs, who worked on each job, materials and the materials used on jobs.
BEGIN TRANSACTION;
CREATE TABLE customers (
  customer_id INTEGER PRIMARY KEY,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  town TEXT NOT NULL,
  phone TEXT, -- NULL = no phone number given
  email TEXT, -- NULL = no email address given
  is_trade_account INTEGER NOT NULL CHECK (is_trade_account IN (0,1))
);
CREATE TABLE roofers (
  roofer_id INTEGER PRIMARY KEY,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  role TEXT NOT NULL,
  day_rate REAL NOT NULL,
  hired_on TEXT NOT NULL,
  left_on TEXT, -- NULL = still works for the firm
  is_leadwork_certified INTEGER NOT NULL CHECK (is_leadwork_certified IN (0,1))
);
CREATE TABLE jobs (
  job_id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers(customer_id),
  lead_roofer_id INTEGER REFERENCES roofers(roofer_id), -- NULL = no lead roofer assigned yet
  site_town TEXT NOT NULL,
  job_type TEXT NOT NULL,
  quoted_price REAL NOT NULL,
  final_price REAL, -- NULL = not invoiced yet
  deposit_taken REAL, -- NULL = no deposit taken
  quoted_on TEXT NOT NULL,
  started_on TEXT, -- NULL = work not started yet
  finished_on TEXT, -- NULL = work not finished yet
  is_insurance_claim INTEGER NOT NULL CHECK (is_insurance_claim IN (0,1))
);
CREATE TABLE job_crew (
  crew_id INTEGER PRIMARY KEY,
  job_id INTEGER NOT NULL REFERENCES jobs(job_id),
  roofer_id INTEGER NOT NULL REFERENCES roofers(roofer_id),
  days_worked REAL NOT NULL,
  overtime_hours REAL -- NULL = no overtime booked
);
CREATE TABLE materials (
  material_id INTEGER PRIMARY KEY,
  material_name TEXT NOT NULL,
  unit TEXT NOT NULL,
  unit_cost REAL NOT NULL,
  supplier TEXT -- NULL = bought from whichever merchant had stock
);
CREATE TABLE material_usage (
  usage_id INTEGER PRIMARY KEY,
  job_id INTEGER NOT NULL REFERENCES jobs(job_id),
  material_id INTEGER NOT NULL REFERENCES materials(material_id),
  quantity REAL NOT NULL,
  charged_price REAL, -- NULL = included in the quote, not charged separately
  used_on TEXT NOT NULL
);
INSERT INTO customers (customer_id, first_name, last_name, town, phone, email, is_trade_account) VALUES (1, 'Jago', 'Treloar', 'Penrose', '07700 938813', 'jago.treloar@example.net', 0);
INSERT INTO customers (customer_id, first_name, last_name, town, phone, email, is_trade_account) VALUES (2, 'Morwenna', 'Penhallow', 'St Erne', '07700 983242', 'morwenna.penhallow@example.net', 0);
INSERT INTO customers (customer_id, first_name, last_name, town, phone, email, is_trade_account) VALUES (3, 'Tamsin', 'Rowe', 'Boscarn', '07700 935553', NULL, 0);
INSERT INTO customers (customer_id, first_name, last_name, town, phone, email, is_trade_account) VALUES (4, 'Dai', 'Prosser', 'Penrose', '07700 964749', 'dai.prosser@example.net', 1);
INSERT INTO customers (customer_id, first_name, last_name, town, phone, email, is_trade_account) VALUES (5, 'Kerensa', 'Hall', 'Trevenna', NULL, 'kerensa.hall@example.net', 0);
INSERT INTO customers (customer_id, first_name, last_name, town, phone, email, is_trade_account) VALUES (6, 'Colin', 'Magor', 'Hallowell', '07700 965519', 'colin.magor@example.net', 1);
INSERT INTO customers (customer_id, first_name, last_name, town, phone, email, is_trade_account) VALUES (7, 'Emma', 'Jewell', 'Penrose', '07700 968636', 'emma.jewell@example.net', 0);
INSERT INTO customers (customer_id, first_name, last_name, town, phone, email, is_trade_account) VALUES (8, 'Peter', 'Angove', 'Boscarn', '07700 918501', NULL, 0);
INSERT INTO customers (customer_id, first_name, last_name, town, phone, email, is_trade_account) VALUES (9, 'Sally', 'Nankervis', 'Polwithen', '07700 955405', 'sally.nankervis@example.net', 0);
INSERT INTO customers (customer_id, first_name, last_name, town, phone, email, is_trade_account) VALUES (10, 'Ben', 'Chegwidden', 'Trevenna', '07700 956547', 'ben.chegwidden@example.net', 1);
INSERT INTO customers (customer_id, first_name, last_name, town, phone, email, is_trade_account) VALUES (11, 'Gwen', 'Tremayne', 'St Erne', '07700 962816', 'gwen.tremayne@example.net', 0);
INSERT INTO customers (customer_id, first_name, last_name, town, phone, email, is_trade_account) VALUES (12, 'Mike', 'Berryman', 'Hallowell', NULL, 'mike.berryman@example.net', 0);
INSERT INTO customers (customer_id, first_name, last_name, town, phone, email, is_trade_account) VALUES (13, 'Anna', 'Polglase', 'Penrose', '07700 968112', 'anna.polglase@example.net', 0);
INSERT INTO customers (customer_id, first_name, last_name, town, phone, email, is_trade_account) VALUES (14, 'Tamsin', 'Vosper', 'Polwithen', '07700 916237', 'tamsin.vosper@example.net', 0);
INSERT INTO customers (customer_id, first_name, last_name, town, phone, email, is_trade_account) VALUES (15, 'Ray', 'Curnow', 'Boscarn', '07700 944990', NULL, 1);
INSERT INTO customers (customer_id, first_name, last_name, town, phone, email, is_trade_account) VALUES (16, 'Lisa', 'Pengelly', 'Trevenna', '07700 988575', 'lisa.pengelly@example.net', 0);
INSERT INTO customers (customer_id, first_name, last_name, town, phone, email, is_trade_account) VALUES (17, 'Jago', 'Hosken', 'St Erne', '07700 952290', 'jago.hosken@example.net', 0);
INSERT INTO customers (customer_id, first_name, last_name, town, phone, email, is_trade_account) VALUES (18, 'Nick', 'Skewes', 'Hallowell', NULL, 'nick.skewes@example.net', 0);
INSERT INTO customers (customer_id, first_name, last_name, town, phone, email, is_trade_account) VALUES (19, 'Helen', 'Bolitho', 'Penrose', '07700 999225', 'helen.bolitho@example.net', 0);
INSERT INTO customers (customer_id, first_name, last_name, town, phone, email, is_trade_account) VALUES (20, 'Dai', 'Mitchell', 'Boscarn', '07700 965113', NULL, 0);
INSERT INTO customers (customer_id, first_name, last_name, town, phone, email, is_trade_account) VALUES (21, 'Jenna', 'Trethowan', 'Polwithen', '07700 962102', 'jenna.trethowan@example.net', 0);
INSERT INTO roofers (roofer_id, first_name, last_name, role, day_rate, hired_on, left_on, is_leadwork_certified) VALUES (1, 'Jago', 'Pascoe', 'Foreman', 240.0, '2011-03-01', NULL, 1);
INSERT INTO roofers (roofer_id, first_name, last_name, role, day_rate, hired_on, left_on, is_leadwork_certified) VALUES (2, 'Tamsin', 'Hocking', 'Roofer', 190.0, '2016-05-09', NULL, 1);
INSERT INTO roofers (roofer_id, first_name, last_name, role, day_rate, hired_on, left_on, is_leadwork_certified) VALUES (3, 'Dai', 'Evans', 'Roofer', 185.0, '2018-02-12', NULL, 0);
INSERT INTO roofers (roofer_id, first_name, last_name, role, day_rate, hired_on, left_on, is_leadwork_certified) VALUES (4, 'Kit', 'Rowe', 'Apprentice', 95.0, '2023-09-04', NULL, 0);
INSERT INTO roofers (roofer_id, first_name, last_name, role, day_rate, hired_on, left_on, is_leadwork_certified) VALUES (5, 'Bryn', 'Trewin', 'Roofer', 200.0, '2014-07-21', NULL, 1);
INSERT INTO roofers (roofer_id, first_name, last_name, role, day_rate, hired_on, left_on, is_leadwork_certified) VALUES (6, 'Lowen', 'Jory', 'Apprentice', 90.0, '2022-09-05', '2024-06-28', 0);
INSERT INTO roofers (roofer_id, first_name, last_name, role, day_rate, hired_on, left_on, is_leadwork_certified) VALUES (7, 'Ned', 'Carne', 'Foreman', 235.0, '2012-01-16', NULL, 1);
INSERT INTO roofers (roofer_id, first_name, last_name, role, day_rate, hired_on, left_on, is_leadwork_certified) VALUES (8, 'Sam', 'Oates', 'Roofer', 180.0, '2019-04-01', '2024-05-31', 0);
INSERT INTO roofers (roofer_id, first_name, last_name, role, day_rate, hired_on, left_on, is_leadwork_certified) VALUES (9, 'Alfie', 'Bray', 'Apprentice', 100.0, '2023-01-09', NULL, 0);
INSERT INTO roofers (roofer_id, first_name, last_name, role, day_rate, hired_on, left_on, is_leadwork_certified) VALUES (10, 'Mark', 'Tonkin', 'Roofer', 195.0, '2015-10-05', NULL, 1);
INSERT INTO roofers (roofer_id, first_name, last_name, role, day_rate, hired_on, left_on, is_leadwork_certified) VALUES (11, 'Cai', 'Martin', 'Roofer', 188.0, '2020-03-02', NULL, 0);
INSERT INTO roofers (roofer_id, first_name, last_name, role, day_rate, hired_on, left_on, is_leadwork_certified) VALUES (12, 'Wyn', 'Hoskin', 'Roofer', 192.0, '2017-06-19', NULL, 1);
INSERT INTO roofers (roofer_id, first_name, last_name, role, day_rate, hired_on, left_on, is_leadwork_certified) VALUES (13, 'Elis', 'Kent', 'Apprentice', 92.0, '2024-02-05', NULL, 0);
INSERT INTO roofers (roofer_id, first_name, last_name, role, day_rate, hired_on, left_on, is_leadwork_certified) VALUES (14, 'Pol', 'Retallack', 'Labourer', 120.0, '2021-11-15', NULL, 0);
INSERT INTO roofers (roofer_id, first_name, last_name, role, day_rate, hired_on, left_on, is_leadwork_certified) VALUES (15, 'Ruby', 'Nance', 'Apprentice', 98.0, '2023-09-04', '2025-01-10', 0);
INSERT INTO jobs (job_id, customer_id, lead_roofer_id, site_town, job_type, quoted_price, final_price, deposit_taken, quoted_on, started_on, finished_on, is_insurance_claim) VALUES (1, 9, 5, 'Boscarn', 'Chimney repair', 830.0, 940.0, NULL, '2024-01-29', '2024-02-27', '2024-03-01', 0);
INSERT INTO jobs (job_id, customer_id, lead_roofer_id, site_town, job_type, quoted_price, final_price, deposit_taken, quoted_on, started_on, finished_on, is_insurance_claim) VALUES (2, 17, 1, 'Polwithen', 'Flat roof Plus', 4615.0, 4780.0, 925.0, '2024-11-01', '2024-12-05', '2024-12-09', 0);
INSERT INTO jobs (job_id, customer_id, lead_roofer_id, site_town, job_type, quoted_price, final_price, deposit_taken, quoted_on, started_on, finished_on, is_insurance_claim) VALUES (3, 5, 10, 'Penrose', 'Re-roof', 12640.0, 12975.0, 2530.0, '2024-05-26', '2024-07-21', '2024-08-04', 1);
INSERT INTO jobs (job_id, customer_id, lead_roofer_id, site_town, job_type, quoted_price, final_price, deposit_taken, quoted_on, started_on, finished_on, is_insurance_claim) VALUES (4, 13, 1, 'Polwithen', 'Chimney repair', 1575.0, 1755.0, NULL, '2023-06-18', '2023-07-13', '2023-07-15', 1);
INSERT INTO jobs (job_id, customer_id, lead_roofer_id, site_town, job_type, quoted_price, final_price, deposit_taken, quoted_on, started_on, finished_on, is_insurance_claim) VALUES (5, 2, 3, 'Polwithen', 'Leadwork', 1875.0, 2005.0, NULL, '2024-08-13', '2024-09-05', '2024-09-06', 0);
INSERT INTO jobs (job_id, customer_id, lead_roofer_id, site_town, job_type, quoted_price, final_price, deposit_taken, quoted_on, started_on, finished_on, is_insurance_claim) VALUES (6, 10, 1, 'Kestle', 'Re-roof', 6740.0, 6730.0, 1350.0, '2024-08-05', '2024-10-04', '2024-10-17', 0);
INSERT INTO jobs (job_id, customer_id, lead_roofer_id, site_town, job_type, quoted_price, final_price, deposit_taken, quoted_on, started_on, finished_on, is_insurance_claim) VALUES (7, 19, 1, 'Kestle', 'Flat roof', 3590.0, 3525.0, 720.0, '2024-01-04', '2024-03-08', '2024-03-11', 1);
INSERT INTO jobs (job_id, customer_id, lead_roofer_id, site_town, job_type, quoted_price, final_price, deposit_taken, quoted_on, started_on, finished_on, is_insurance_claim) VALUES (8, 6, 2, 'Polwithen', 'Flat roof', 4425.0, 4595.0, NULL, '2024-12-09', '2025-02-15', '2025-02-17', 0);
INSERT INTO jobs (job_id, customer_id, lead_roofer_id, site_town, job_type, quoted_price, final_price, deposit_taken, quoted_on, started_on, finished_on, is_insurance_claim) VALUES (9, 14, 10, 'Trevenna', 'Leadwork', 1450.0, 1535.0, NULL, '2024-03-19', '2024-05-26', '2024-05-28', 0);
INSERT INTO jobs (job_id, customer_id, lead_roofer_id, site_town, job_type, quoted_price, final_price, deposit_taken, quoted_on, started_on, finished_on, is_insurance_claim) VALUES (10, 3, 8, 'Penrose', 'Leadwork', 705.0, 670.0, NULL, '2023-07-14', '2023-08-30', '2023-09-01', 0);
INSERT INTO jobs (job_id, customer_id, lead_roofer_id, site_town, job_type, quoted_price, final_price, deposit_taken, quoted_on, started_on, finished_on, is_insurance_claim) VALUES (11, 11, 12, 'Hallowell', 'Chimney repair', 945.0, 960.0, NULL, '2023-07-16', '2023-09-14', '2023-09-16', 0);
INSERT INTO jobs (job_id, customer_id, lead_roofer_id, site_town, job_type, quoted_price, final_price, deposit_taken, quoted_on, started_on, finished_on, is_insurance_claim) VALUES (12, 21, 5, 'Polwithen', 'Guttering', 815.0, 910.0, NULL, '2023-12-26', '2024-01-22', '2024-01-25', 1);
INSERT INTO jobs (job_id, customer_id, lead_roofer_id, site_town, job_type, quoted_price, final_price, deposit_taken, quoted_on, started_on, finished_on, is_insurance_claim) VALUES (13, 7, 2, 'Trevenna', 'Flat roof', 3925.0, 3975.0, 785.0, '2024-09-01', '2024-09-24', '2024-09-26', 0);
INSERT INTO jobs (job_id, customer_id, lead_roofer_id, site_town, job_type, quoted_price, final_price, deposit_taken, quoted_on, started_on, finished_on, is_insurance_claim) VALUES (14, 15, 1, 'Polwithen', 'Flat roof Plus', 4170.0, 4300.0, 835.0, '2023-09-14', '2023-11-22', '2023-11-29', 0);
INSERT INTO jobs (job_id, customer_id, lead_roofer_id, site_town, job_type, quoted_price, final_price, deposit_taken, quoted_on, started_on, finished_on, is_insurance_claim) VALUES (15, 4, 8, 'Kestle', 'Slate repair', 1150.0, 1155.0, NULL, '2024-01-08', '2024-01-31', '2024-02-02', 0);
INSERT INTO jobs (job_id, customer_id, lead_roofer_id, site_town, job_type, quoted_price, final_price, deposit_taken, quoted_on, started_on, finished_on, is_insurance_claim) VALUES (16, 12, 1, 'Trevenna', 'Leadwork', 1355.0, 1550.0, NULL, '2024-12-31', '2025-01-13', '2025-01-16', 0);
INSERT INTO jobs (job_id, customer_id, lead_roofer_id, site_town, job_type, quoted_price, final_price, deposit_taken, quoted_on, started_on, finished_on, is_insurance_claim) VALUES (17, 1, 7, 'Penrose', 'Re-roof', 12850.0, 12240.0, 2570.0, '2023-10-07', '2023-12-02', '2023-12-15', 1);
INSERT INTO jobs (job_id, customer_id, lead_roofer_id, site_town, job_type, quoted_price, final_price, deposit_taken, quoted_on, started_on, finished_on, is_insurance_claim) VALUES (18, 9, 2, 'St Erne', 'Guttering', 675.0, 765.0, NULL, '2024-09-23', '2024-10-13', '2024-10-14', 1);
INSERT INTO jobs (job_id, customer_id, lead_roofer_id, site_town, job_type, quoted_price, final_price, deposit_taken, quoted_on, started_on, finished_on, is_insurance_claim) VALUES (19, 17, 7, 'Trevenna', 'Guttering', 920.0, 895.0, NULL, '2023-09-29', '2023-10-31', '2023-11-03', 0);
INSERT INTO jobs (job_id, customer_id, lead_roofer_id, site_town, job_type, quoted_price, final_price, deposit_taken, quoted_on, started_on, finished_on, is_insurance_claim) VALUES (20, 5, 5, 'Polwithen', 'Leadwork', 725.0, 755.0, NULL, '2024-12-17', '2025-01-31', '2025-02-01', 1);
INSERT INTO jobs (job_id, customer_id, lead_roofer_id, site_town, job_type, quoted_price, final_price, deposit_taken, quoted_on, started_on, finished_on, is_insurance_claim) VALUES (21, 13, 2, 'Polwithen', 'Leadwork', 1545.0, 1605.0, NULL, '2025-01-17', '2025-02-08', '2025-02-10', 1);
INSERT INTO jobs (job_id, customer_id, lead_roofer_id, site_town, job_type, quoted_price, final_price, deposit_taken, quoted_on, started_on, finished_on, is_insurance_claim) VALUES (22, 2, 5, 'Boscarn', 'Re-roof', 8580.0, 9265.0, 1715.0, '2023-06-27', '2023-07-28', '2023-08-13', 1);
INSERT INTO jobs (job_id, customer_id, lead_roofer_id, site_town, job_type, quoted_price, final_price, deposit_taken, quoted_on, started_on, finished_on, is_insurance_claim) VALUES (23, 10, 12, 'St Erne', 'Flat roof', 4675.0, 5050.0, 935.0, '2024-04-13', '2024-06-11', '2024-06-16', 0);
INSERT INTO jobs (job_id, customer_id, lead_roofer_id, site_town, job_type, quoted_price, final_price, deposit_taken, quoted_on, started_on, finished_on, is_insurance_claim) VALUES (24, 19, 10, 'Kestle', 'Re-roof', 9400.0, 9500.0, NULL, '2025-01-09', '2025-02-12', '2025-02-23', 0);
INSERT INTO jobs (job_id, customer_id, lead_roofer_id, site_town, job_type, quoted_price, final_price, deposit_taken, quoted_on, started_on, finished_on, is_insurance_claim) VALUES (25, 6, 7, 'Polwithen', 'Re-roof', 14485.0, 14165.0, 2895.0, '2024-07-19', '2024-09-01', '2024-09-10', 0);
INSERT INTO jobs (job_id, customer_id, lead_roofer_id, site_town, job_type, quoted_price, final_price, deposit_taken, quoted_on, started_on, finished_on, is_insurance_claim) VALUES (26, 14, 8, 'Polwithen', 'Chimney repair', 640.0, 685.0, NULL, '2024-01-10', '2024-02-26', '2024-02-27', 0);
INSERT INTO jobs (job_id, customer_id, lead_roofer_id, site_town, job_type, quoted_price, final_price, deposit_taken, quoted_on, started_on, finished_on, is_insurance_claim) VALUES (27, 3, 7, 'Penrose', 'Flat roof', 4100.0, 4460.0, 820.0, '2024-08-31', '2024-10-03', '2024-10-07', 1);
INSERT INTO jobs (job_id, customer_id, lead_roofer_id, site_town, job_type, quoted_price, final_price, deposit_taken, quoted_on, started_on, finished_on, is_insurance_claim) VALUES (28, 11, 3, 'Kestle', 'Slate repair', 755.0, 795.0, NULL, '2023-11-14', '2024-01-17', '2024-01-19', 0);
INSERT INTO jobs (job_id, customer_id, lead_roofer_id, site_town, job_type, quoted_price, final_price, deposit_taken, quoted_on, started_on, finished_on, is_insurance_claim) VALUES (29, 21, 7, 'Polwithen', 'Slate repair', 785.0, 810.0, NULL, '2024-11-17', '2025-01-02', '2025-01-05', 0);
INSERT INTO jobs (job_id, customer_id, lead_roofer_id, site_town, job_type, quoted_price, final_price, deposit_taken, quoted_on, started_on, finished_on, is_insurance_claim) VALUES (30, 7, 2, 'St Erne', 'Leadwork', 1375.0, NULL, NULL, '2024-12-22', '2025-01-27', '2025-01-29', 0);
INSERT INTO jobs (job_id, customer_id, lead_roofer_id, site_town, job_type, quoted_price, final_price, deposit_taken, quoted_on, started_on, finished_on, is_insurance_claim) VALUES (31, 15, 5, 'Penrose', 'Re-roof', 9085.0, 10305.0, 1815.0, '2023-12-23', '2024-02-12', '2024-02-20', 0);
INSERT INTO jobs (job_id, customer_id, lead_roofer_id, site_town, job_type, quoted_price, final_price, deposit_taken, quoted_on, started_on, finished_on, is_insurance_claim) VALUES (32, 4, 2, 'Boscarn', 'Slate repair', 360.0, 375.0, NULL, '2024-09-15', '2024-09-29', '2024-09-30', 1);
INSERT INTO jobs (job_id, customer_id, lead_roofer_id, site_town, job_type, quoted_price, final_price, deposit_taken, quoted_on, started_on, finished_on, is_insurance_claim) VALUES (33, 12, 3, 'Polwithen', 'Slate repair', 425.0, NULL, NULL, '2024-08-02', '2024-08-31', NULL, 0);
INSERT INTO jobs (job_id, customer_id, lead_roofer_id, site_town, job_type, quoted_price, final_price, deposit_taken, quoted_on, started_on, finished_on, is_insurance_claim) VALUES (34, 1, 7, 'Penrose', 'Re-roof', 10770.0, NULL, 2155.0, '2024-11-16', '2024-12-19', '2024-12-28', 0);
INSERT INTO jobs (job_id, customer_id, lead_roofer_id, site_town, job_type, quoted_price, final_price, deposit_taken, quoted_on, started_on, finished_on, is_insurance_claim) VALUES (35, 9, 5, 'Hallowell', 'Guttering', 930.0, NULL, NULL, '2023-08-22', '2023-10-01', NULL, 0);
INSERT INTO jobs (job_id, customer_id, lead_roofer_id, site_town, job_type, quoted_price, final_price, deposit_taken, quoted_on, started_on, finished_on, is_insurance_claim) VALUES (36, 17, 7, 'Polwithen', 'Flat roof', 3405.0, 3640.0, NULL, '2024-04-07', '2024-05-01', '2024-05-05', 0);
INSERT INTO jobs (job_id, customer_id, lead_roofer_id, site_town, job_type, quoted_price, final_price, deposit_taken, quoted_on, started_on, finished_on, is_insurance_claim) VALUES (37, 5, 7, 'Boscarn', 'Guttering', 945.0, NULL, NULL, '2024-10-18', NULL, NULL, 0);
INSERT INTO jobs (job_id, customer_id, lead_roofer_id, site_town, job_type, quoted_price, final_price, deposit_taken, quoted_on, started_on, finished_on, is_insurance_claim) VALUES (38, 13, NULL, 'Hallowell', 'Guttering', 545.0, NULL, NULL, '2024-12-21', NULL, NULL, 0);
INSERT INTO jobs (job_id, customer_id, lead_roofer_id, site_town, job_type, quoted_price, final_price, deposit_taken, quoted_on, started_on, finished_on, is_insurance_claim) VALUES (39, 2, 3, 'Kestle', 'Guttering', 815.0, NULL, NULL, '2023-12-04', NULL, NULL, 1);
INSERT INTO jobs (job_id, customer_id, lead_roofer_id, site_town, job_type, quoted_price, final_price, deposit_taken, quoted_on, started_on, finished_on, is_insurance_claim) VALUES (40, 10, NULL, 'Kestle', 'Slate repair', 835.0, NULL, NULL, '2023-06-05', NULL, NULL, 0);
INSERT INTO jobs (job_id, customer_id, lead_roofer_id, site_town, job_type, quoted_price, final_price, deposit_taken, quoted_on, started_on, finished_on, is_insurance_claim) VALUES (41, 19, NULL, 'Kestle', 'Re-roof', 7195.0, NULL, 1440.0, '2024-03-27', NULL, NULL, 0);
INSERT INTO jobs (job_id, customer_id, lead_roofer_id, site_town, job_type, quoted_price, final_price, deposit_taken, quoted_on, started_on, finished_on, is_insurance_claim) VALUES (42, 6, 12, 'Penrose', 'Slate repair', 1270.0, NULL, NULL, '2024-02-27', NULL, NULL, 0);
INSERT INTO job_crew (crew_id, job_id, roofer_id, days_worked, overtime_hours) VALUES (1, 1, 5, 3.0, 2.0);
INSERT INTO job_crew (crew_id, job_id, roofer_id, days_worked, overtime_hours) VALUES (2, 2, 1, 1.0, 2.0);
INSERT INTO job_crew (crew_id, job_id, roofer_id, days_worked, overtime_hours) VALUES (3, 2, 2, 2.0, NULL);
INSERT INTO job_crew (crew_id, job_id, roofer_id, days_worked, overtime_hours) VALUES (4, 3, 5, 1.0, 3.0);
INSERT INTO job_crew (crew_id, job_id, roofer_id, days_worked, overtime_hours) VALUES (5, 3, 10, 2.0, 6.0);
INSERT INTO job_crew (crew_id, job_id, roofer_id, days_worked, overtime_hours) VALUES (6, 3, 11, 1.0, NULL);
INSERT INTO job_crew (crew_id, job_id, roofer_id, days_worked, overtime_hours) VALUES (7, 4, 1, 2.0, NULL);
INSERT INTO job_crew (crew_id, job_id, roofer_id, days_worked, overtime_hours) VALUES (8, 5, 3, 2.0, NULL);
INSERT INTO job_crew (crew_id, job_id, roofer_id, days_worked, overtime_hours) VALUES (9, 6, 1, 1.0, 3.0);
INSERT INTO job_crew (crew_id, job_id, roofer_id, days_worked, overtime_hours) VALUES (10, 6, 5, 2.0, NULL);
INSERT INTO job_crew (crew_id, job_id, roofer_id, days_worked, overtime_hours) VALUES (11, 6, 13, 5.0, NULL);
INSERT INTO job_crew (crew_id, job_id, roofer_id, days_worked, overtime_hours) VALUES (12, 7, 1, 1.0, 6.0);
INSERT INTO job_crew (crew_id, job_id, roofer_id, days_worked, overtime_hours) VALUES (13, 7, 5, 0.5, 3.0);
INSERT INTO job_crew (crew_id, job_id, roofer_id, days_worked, overtime_hours) VALUES (14, 8, 9, 1.5, NULL);
INSERT INTO job_crew (crew_id, job_id, roofer_id, days_worked, overtime_hours) VALUES (15, 8, 11, 1.5, NULL);
INSERT INTO job_crew (crew_id, job_id, roofer_id, days_worked, overtime_hours) VALUES (16, 9, 10, 1.5, NULL);
INSERT INTO job_crew (crew_id, job_id, roofer_id, days_worked, overtime_hours) VALUES (17, 10, 8, 1.5, NULL);
INSERT INTO job_crew (crew_id, job_id, roofer_id, days_worked, overtime_hours) VALUES (18, 11, 12, 3.0, NULL);
INSERT INTO job_crew (crew_id, job_id, roofer_id, days_worked, overtime_hours) VALUES (19, 12, 5, 0.5, NULL);
INSERT INTO job_crew (crew_id, job_id, roofer_id, days_worked, overtime_hours) VALUES (20, 13, 2, 1.0, 3.0);
INSERT INTO job_crew (crew_id, job_id, roofer_id, days_worked, overtime_hours) VALUES (21, 13, 13, 2.0, NULL);
INSERT INTO job_crew (crew_id, job_id, roofer_id, days_worked, overtime_hours) VALUES (22, 14, 1, 0.5, NULL);
INSERT INTO job_crew (crew_id, job_id, roofer_id, days_worked, overtime_hours) VALUES (23, 14, 3, 3.0, 3.0);
INSERT INTO job_crew (crew_id, job_id, roofer_id, days_worked, overtime_hours) VALUES (24, 15, 2, 0.5, 3.0);
INSERT INTO job_crew (crew_id, job_id, roofer_id, days_worked, overtime_hours) VALUES (25, 16, 1, 1.5, NULL);
INSERT INTO job_crew (crew_id, job_id, roofer_id, days_worked, overtime_hours) VALUES (26, 17, 3, 1.5, 4.0);
INSERT INTO job_crew (crew_id, job_id, roofer_id, days_worked, overtime_hours) VALUES (27, 17, 7, 4.0, NULL);
INSERT INTO job_crew (crew_id, job_id, roofer_id, days_worked, overtime_hours) VALUES (28, 17, 14, 3.0, NULL);
INSERT INTO job_crew (crew_id, job_id, roofer_id, days_worked, overtime_hours) VALUES (29, 18, 2, 3.0, 4.0);
INSERT INTO job_crew (crew_id, job_id, roofer_id, days_worked, overtime_hours) VALUES (30, 19, 7, 2.0, NULL);
INSERT INTO job_crew (crew_id, job_id, roofer_id, days_worked, overtime_hours) VALUES (31, 20, 14, 0.5, 4.0);
INSERT INTO job_crew (crew_id, job_id, roofer_id, days_worked, overtime_hours) VALUES (32, 21, 2, 1.5, 6.0);
INSERT INTO job_crew (crew_id, job_id, roofer_id, days_worked, overtime_hours) VALUES (33, 22, 5, 0.5, 2.0);
INSERT INTO job_crew (crew_id, job_id, roofer_id, days_worked, overtime_hours) VALUES (34, 22, 9, 3.0, NULL);
INSERT INTO job_crew (crew_id, job_id, roofer_id, days_worked, overtime_hours) VALUES (35, 22, 14, 6.0, NULL);
INSERT INTO job_crew (crew_id, job_id, roofer_id, days_worked, overtime_hours) VALUES (36, 23, 4, 3.0, NULL);
INSERT INTO job_crew (crew_id, job_id, roofer_id, days_worked, overtime_hours) VALUES (37, 23, 12, 1.0, 2.0);
INSERT INTO job_crew (crew_id, job_id, roofer_id, days_worked, overtime_hours) VALUES (38, 24, 1, 4.0, NULL);
INSERT INTO job_crew (crew_id, job_id, roofer_id, days_worked, overtime_hours) VALUES (39, 24, 12, 4.0, NULL);
INSERT INTO job_crew (crew_id, job_id, roofer_id, days_worked, overtime_hours) VALUES (40, 24, 13, 0.5, 4.0);
INSERT INTO job_crew (crew_id, job_id, roofer_id, days_worked, overtime_hours) VALUES (41, 25, 2, 3.0, NULL);
INSERT INTO job_crew (crew_id, job_id, roofer_id, days_worked, overtime_hours) VALUES (42, 25, 9, 3.0, NULL);
INSERT INTO job_crew (crew_id, job_id, roofer_id, days_worked, overtime_hours) VALUES (43, 25, 14, 8.0, NULL);
INSERT INTO job_crew (crew_id, job_id, roofer_id, days_worked, overtime_hours) VALUES (44, 26, 8, 0.5, 4.0);
INSERT INTO job_crew (crew_id, job_id, roofer_id, days_worked, overtime_hours) VALUES (45, 27, 1, 2.0, 4.0);
INSERT INTO job_crew (crew_id, job_id, roofer_id, days_worked, overtime_hours) VALUES (46, 27, 7, 0.5, NULL);
INSERT INTO job_crew (crew_id, job_id, roofer_id, days_worked, overtime_hours) VALUES (47, 28, 3, 1.5, NULL);
INSERT INTO job_crew (crew_id, job_id, roofer_id, days_worked, overtime_hours) VALUES (48, 29, 7, 2.0, NULL);
INSERT INTO job_crew (crew_id, job_id, roofer_id, days_worked, overtime_hours) VALUES (49, 30, 2, 1.5, NULL);
INSERT INTO job_crew (crew_id, job_id, roofer_id, days_worked, overtime_hours) VALUES (50, 31, 3, 8.0, NULL);
INSERT INTO job_crew (crew_id, job_id, roofer_id, days_worked, overtime_hours) VALUES (51, 31, 4, 8.0, 4.0);
INSERT INTO job_crew (crew_id, job_id, roofer_id, days_worked, overtime_hours) VALUES (52, 31, 7, 3.0, 2.0);
INSERT INTO job_crew (crew_id, job_id, roofer_id, days_worked, overtime_hours) VALUES (53, 32, 2, 3.0, NULL);
INSERT INTO job_crew (crew_id, job_id, roofer_id, days_worked, overtime_hours) VALUES (54, 33, 3, 3.0, NULL);
INSERT INTO job_crew (crew_id, job_id, roofer_id, days_worked, overtime_hours) VALUES (55, 34, 7, 0.5, NULL);
INSERT INTO job_crew (crew_id, job_id, roofer_id, days_worked, overtime_hours) VALUES (56, 34, 12, 5.0, NULL);
INSERT INTO job_crew (crew_id, job_id, roofer_id, days_worked, overtime_hours) VALUES (57, 34, 13, 0.5, 6.0);
INSERT INTO job_crew (crew_id, job_id, roofer_id, days_worked, overtime_hours) VALUES (58, 35, 5, 3.0, 4.0);
INSERT INTO job_crew (crew_id, job_id, roofer_id, days_worked, overtime_hours) VALUES (59, 36, 2, 2.0, 6.0);
INSERT INTO job_crew (crew_id, job_id, roofer_id, days_worked, overtime_hours) VALUES (60, 36, 7, 1.0, NULL);
INSERT INTO materials (material_id, material_name, unit, unit_cost, supplier) VALUES (1, 'Welsh slate 500x250', 'each', 2.8, 'Kernow Roofing Supplies');
INSERT INTO materials (material_id, material_name, unit, unit_cost, supplier) VALUES (2, 'Spanish slate 500x250', 'each', 1.1, 'Tamar Builders Merchants');
INSERT INTO materials (material_id, material_name, unit, unit_cost, supplier) VALUES (3, 'Clay ridge tile', 'each', 9.5, 'Kernow Roofing Supplies');
INSERT INTO materials (material_id, material_name, unit, unit_cost, supplier) VALUES (4, 'EPDM membrane', 'm2', 11.0, 'Kernow Roofing Supplies');
INSERT INTO materials (material_id, material_name, unit, unit_cost, supplier) VALUES (5, 'EPDM membrane Plus', 'm2', 15.5, 'Kernow Roofing Supplies');
INSERT INTO materials (material_id, material_name, unit, unit_cost, supplier) VALUES (6, 'Lead flashing code 4', 'm', 14.0, 'Tamar Builders Merchants');
INSERT INTO materials (material_id, material_name, unit, unit_cost, supplier) VALUES (7, 'Lead flashing code 5', 'm', 17.5, 'Tamar Builders Merchants');
INSERT INTO materials (material_id, material_name, unit, unit_cost, supplier) VALUES (8, 'Breathable membrane', 'roll', 65.0, NULL);
INSERT INTO materials (material_id, material_name, unit, unit_cost, supplier) VALUES (9, 'Treated batten 25x50', 'm', 0.95, 'Tamar Builders Merchants');
INSERT INTO materials (material_id, material_name, unit, unit_cost, supplier) VALUES (10, 'Copper nails', 'kg', 18.0, NULL);
INSERT INTO materials (material_id, material_name, unit, unit_cost, supplier) VALUES (11, 'Ridge mortar', 'bag', 7.5, 'Tamar Builders Merchants');
INSERT INTO materials (material_id, material_name, unit, unit_cost, supplier) VALUES (12, 'PVC gutter 4m', 'length', 12.0, 'Penrose Plumb Centre');
INSERT INTO materials (material_id, material_name, unit, unit_cost, supplier) VALUES (13, 'Gutter bracket', 'each', 1.2, 'Penrose Plumb Centre');
INSERT INTO materials (material_id, material_name, unit, unit_cost, supplier) VALUES (14, 'Fascia board 5m', 'length', 28.0, NULL);
INSERT INTO materials (material_id, material_name, unit, unit_cost, supplier) VALUES (15, 'Insulation board 100mm', 'sheet', 22.0, 'Kernow Roofing Supplies');
INSERT INTO materials (material_id, material_name, unit, unit_cost, supplier) VALUES (16, 'Flaunching mix', 'bag', 9.0, NULL);
INSERT INTO material_usage (usage_id, job_id, material_id, quantity, charged_price, used_on) VALUES (1, 1, 16, 4.0, NULL, '2024-02-28');
INSERT INTO material_usage (usage_id, job_id, material_id, quantity, charged_price, used_on) VALUES (2, 1, 7, 4.0, 87.5, '2024-03-01');
INSERT INTO material_usage (usage_id, job_id, material_id, quantity, charged_price, used_on) VALUES (3, 2, 5, 17.0, 329.38, '2024-12-09');
INSERT INTO material_usage (usage_id, job_id, material_id, quantity, charged_price, used_on) VALUES (4, 2, 15, 10.0, NULL, '2024-12-06');
INSERT INTO material_usage (usage_id, job_id, material_id, quantity, charged_price, used_on) VALUES (5, 3, 9, 84.0, NULL, '2024-07-30');
INSERT INTO material_usage (usage_id, job_id, material_id, quantity, charged_price, used_on) VALUES (6, 4, 6, 5.0, 87.5, '2023-07-13');
INSERT INTO material_usage (usage_id, job_id, material_id, quantity, charged_price, used_on) VALUES (7, 5, 6, 12.0, 210.0, '2024-09-06');
INSERT INTO material_usage (usage_id, job_id, material_id, quantity, charged_price, used_on) VALUES (8, 6, 2, 537.0, NULL, '2024-10-11');
INSERT INTO material_usage (usage_id, job_id, material_id, quantity, charged_price, used_on) VALUES (9, 6, 9, 173.0, 205.44, '2024-10-15');
INSERT INTO material_usage (usage_id, job_id, material_id, quantity, charged_price, used_on) VALUES (10, 7, 4, 31.0, NULL, '2024-03-11');
INSERT INTO material_usage (usage_id, job_id, material_id, quantity, charged_price, used_on) VALUES (11, 7, 9, 26.0, 30.88, '2024-03-09');
INSERT INTO material_usage (usage_id, job_id, material_id, quantity, charged_price, used_on) VALUES (12, 8, 4, 43.0, 591.25, '2025-02-17');
INSERT INTO material_usage (usage_id, job_id, material_id, quantity, charged_price, used_on) VALUES (13, 9, 7, 11.0, 240.62, '2024-05-28');
INSERT INTO material_usage (usage_id, job_id, material_id, quantity, charged_price, used_on) VALUES (14, 9, 6, 7.0, 122.5, '2024-05-26');
INSERT INTO material_usage (usage_id, job_id, material_id, quantity, charged_price, used_on) VALUES (15, 10, 7, 9.0, NULL, '2023-08-30');
INSERT INTO material_usage (usage_id, job_id, material_id, quantity, charged_price, used_on) VALUES (16, 10, 6, 3.0, NULL, '2023-08-31');
INSERT INTO material_usage (usage_id, job_id, material_id, quantity, charged_price, used_on) VALUES (17, 11, 7, 5.0, 109.38, '2023-09-16');
INSERT INTO material_usage (usage_id, job_id, material_id, quantity, charged_price, used_on) VALUES (18, 11, 16, 3.0, 33.75, '2023-09-14');
INSERT INTO material_usage (usage_id, job_id, material_id, quantity, charged_price, used_on) VALUES (19, 12, 13, 7.0, NULL, '2024-01-22');
INSERT INTO material_usage (usage_id, job_id, material_id, quantity, charged_price, used_on) VALUES (20, 12, 12, 5.0, NULL, '2024-01-23');
INSERT INTO material_usage (usage_id, job_id, material_id, quantity, charged_price, used_on) VALUES (21, 13, 9, 16.0, NULL, '2024-09-26');
INSERT INTO material_usage (usage_id, job_id, material_id, quantity, charged_price, used_on) VALUES (22, 13, 4, 24.0, NULL, '2024-09-24');
INSERT INTO material_usage (usage_id, job_id, material_id, quantity, charged_price, used_on) VALUES (23, 14, 15, 20.0, NULL, '2023-11-29');
INSERT INTO material_usage (usage_id, job_id, material_id, quantity, charged_price, used_on) VALUES (24, 14, 5, 36.0, NULL, '2023-11-29');
INSERT INTO material_usage (usage_id, job_id, material_id, quantity, charged_price, used_on) VALUES (25, 15, 10, 1.0, 22.5, '2024-02-01');
INSERT INTO material_usage (usage_id, job_id, material_id, quantity, charged_price, used_on) VALUES (26, 15, 2, 5.0, 6.88, '2024-02-01');
INSERT INTO material_usage (usage_id, job_id, material_id, quantity, charged_price, used_on) VALUES (27, 16, 6, 11.0, NULL, '2025-01-16');
INSERT INTO material_usage (usage_id, job_id, material_id, quantity, charged_price, used_on) VALUES (28, 17, 3, 21.0, NULL, '2023-12-03');
INSERT INTO material_usage (usage_id, job_id, material_id, quantity, charged_price, used_on) VALUES (29, 17, 9, 154.0, 182.87, '2023-12-04');
INSERT INTO material_usage (usage_id, job_id, material_id, quantity, charged_price, used_on) VALUES (30, 18, 14, 3.0, NULL, '2024-10-14');
INSERT INTO material_usage (usage_id, job_id, material_id, quantity, charged_price, used_on) VALUES (31, 19, 14, 2.0, 70.0, '2023-11-03');
INSERT INTO material_usage (usage_id, job_id, material_id, quantity, charged_price, used_on) VALUES (32, 20, 6, 4.0, NULL, '2025-02-01');
INSERT INTO material_usage (usage_id, job_id, material_id, quantity, charged_price, used_on) VALUES (33, 21, 7, 10.0, NULL, '2025-02-09');
INSERT INTO material_usage (usage_id, job_id, material_id, quantity, charged_price, used_on) VALUES (34, 22, 9, 285.0, 338.44, '2023-08-02');
INSERT INTO material_usage (usage_id, job_id, material_id, quantity, charged_price, used_on) VALUES (35, 22, 1, 378.0, 1323.0, '2023-08-01');
INSERT INTO material_usage (usage_id, job_id, material_id, quantity, charged_price, used_on) VALUES (36, 23, 4, 22.0, 302.5, '2024-06-12');
INSERT INTO material_usage (usage_id, job_id, material_id, quantity, charged_price, used_on) VALUES (37, 23, 9, 12.0, NULL, '2024-06-14');
INSERT INTO material_usage (usage_id, job_id, material_id, quantity, charged_price, used_on) VALUES (38, 24, 2, 307.0, 422.13, '2025-02-16');
INSERT INTO material_usage (usage_id, job_id, material_id, quantity, charged_price, used_on) VALUES (39, 24, 3, 17.0, NULL, '2025-02-23');
INSERT INTO material_usage (usage_id, job_id, material_id, quantity, charged_price, used_on) VALUES (40, 25, 10, 4.0, NULL, '2024-09-08');
INSERT INTO material_usage (usage_id, job_id, material_id, quantity, charged_price, used_on) VALUES (41, 25, 3, 15.0, NULL, '2024-09-05');
INSERT INTO material_usage (usage_id, job_id, material_id, quantity, charged_price, used_on) VALUES (42, 26, 6, 2.0, 35.0, '2024-02-26');
INSERT INTO material_usage (usage_id, job_id, material_id, quantity, charged_price, used_on) VALUES (43, 26, 7, 5.0, NULL, '2024-02-26');
INSERT INTO material_usage (usage_id, job_id, material_id, quantity, charged_price, used_on) VALUES (44, 27, 9, 23.0, NULL, '2024-10-07');
INSERT INTO material_usage (usage_id, job_id, material_id, quantity, charged_price, used_on) VALUES (45, 28, 2, 5.0, 6.88, '2024-01-18');
INSERT INTO material_usage (usage_id, job_id, material_id, quantity, charged_price, used_on) VALUES (46, 29, 2, 11.0, NULL, '2025-01-02');
INSERT INTO material_usage (usage_id, job_id, material_id, quantity, charged_price, used_on) VALUES (47, 30, 6, 4.0, NULL, '2025-01-29');
INSERT INTO material_usage (usage_id, job_id, material_id, quantity, charged_price, used_on) VALUES (48, 31, 2, 444.0, 610.5, '2024-02-18');
INSERT INTO material_usage (usage_id, job_id, material_id, quantity, charged_price, used_on) VALUES (49, 32, 1, 26.0, NULL, '2024-09-30');
INSERT INTO material_usage (usage_id, job_id, material_id, quantity, charged_price, used_on) VALUES (50, 33, 2, 6.0, NULL, '2024-09-01');
INSERT INTO material_usage (usage_id, job_id, material_id, quantity, charged_price, used_on) VALUES (51, 33, 1, 9.0, 31.5, '2024-09-01');
INSERT INTO material_usage (usage_id, job_id, material_id, quantity, charged_price, used_on) VALUES (52, 34, 9, 179.0, NULL, '2024-12-22');
INSERT INTO material_usage (usage_id, job_id, material_id, quantity, charged_price, used_on) VALUES (53, 34, 3, 15.0, NULL, '2024-12-19');
INSERT INTO material_usage (usage_id, job_id, material_id, quantity, charged_price, used_on) VALUES (54, 35, 13, 11.0, NULL, '2023-10-02');
INSERT INTO material_usage (usage_id, job_id, material_id, quantity, charged_price, used_on) VALUES (55, 35, 12, 3.0, 45.0, '2023-10-01');
INSERT INTO material_usage (usage_id, job_id, material_id, quantity, charged_price, used_on) VALUES (56, 36, 9, 30.0, NULL, '2024-05-02');
INSERT INTO material_usage (usage_id, job_id, material_id, quantity, charged_price, used_on) VALUES (57, 36, 4, 29.0, 398.75, '2024-05-01');
COMMIT;
