-- tree_surgery: invented tree-surgery firm around Ashcombe (clients, sites, crew, jobs, invoices, equipment); prices in GBP
BEGIN TRANSACTION;
CREATE TABLE clients (
    client_id INTEGER PRIMARY KEY,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    company_name TEXT, -- NULL = private individual, not a company
    client_type TEXT NOT NULL,
    town TEXT NOT NULL,
    phone TEXT NOT NULL,
    email TEXT, -- NULL = no email address on file
    account_opened_date TEXT NOT NULL,
    is_trade_account INTEGER NOT NULL CHECK (is_trade_account IN (0,1))
);
CREATE TABLE sites (
    site_id INTEGER PRIMARY KEY,
    client_id INTEGER NOT NULL REFERENCES clients(client_id),
    address_line TEXT NOT NULL,
    town TEXT NOT NULL,
    postcode TEXT NOT NULL,
    is_tpo_protected INTEGER NOT NULL CHECK (is_tpo_protected IN (0,1)),
    access_notes TEXT -- NULL = no special access arrangements
);
CREATE TABLE crew (
    crew_id INTEGER PRIMARY KEY,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    role TEXT NOT NULL,
    day_rate REAL NOT NULL,
    overtime_hourly_rate REAL NOT NULL,
    start_date TEXT NOT NULL,
    leave_date TEXT, -- NULL = still employed
    is_chainsaw_certified INTEGER NOT NULL CHECK (is_chainsaw_certified IN (0,1))
);
CREATE TABLE jobs (
    job_id INTEGER PRIMARY KEY,
    site_id INTEGER NOT NULL REFERENCES sites(site_id),
    lead_crew_id INTEGER NOT NULL REFERENCES crew(crew_id),
    job_type TEXT NOT NULL,
    tree_species TEXT, -- NULL = mixed species, no single species recorded
    tree_count INTEGER NOT NULL,
    quote_date TEXT NOT NULL,
    quoted_price REAL NOT NULL,
    start_date TEXT, -- NULL = work not started yet
    completed_date TEXT, -- NULL = work not completed yet
    is_emergency INTEGER NOT NULL CHECK (is_emergency IN (0,1))
);
CREATE TABLE invoices (
    invoice_id INTEGER PRIMARY KEY,
    job_id INTEGER NOT NULL REFERENCES jobs(job_id),
    invoice_date TEXT NOT NULL,
    net_amount REAL NOT NULL,
    vat_amount REAL NOT NULL,
    due_date TEXT NOT NULL,
    paid_date TEXT -- NULL = not paid yet
);
CREATE TABLE equipment (
    equipment_id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    equipment_type TEXT NOT NULL,
    make TEXT NOT NULL,
    purchase_date TEXT NOT NULL,
    purchase_price REAL NOT NULL,
    last_service_date TEXT, -- NULL = never serviced
    assigned_crew_id INTEGER REFERENCES crew(crew_id) -- NULL = kept in the yard pool, not assigned to anyone
);
INSERT INTO clients (client_id, first_name, last_name, company_name, client_type, town, phone, email, account_opened_date, is_trade_account) VALUES (1, 'Rowan', 'Ashby', NULL, 'Domestic', 'Ashcombe', '01632 960025', 'rowan.ashby@example.co.uk', '2021-10-04', 0);
INSERT INTO clients (client_id, first_name, last_name, company_name, client_type, town, phone, email, account_opened_date, is_trade_account) VALUES (2, 'Helen', 'Corbett', NULL, 'Domestic', 'Brindlemere', '01632 960442', 'helen.corbett@example.co.uk', '2021-11-15', 0);
INSERT INTO clients (client_id, first_name, last_name, company_name, client_type, town, phone, email, account_opened_date, is_trade_account) VALUES (3, 'Martin', 'Yeo', 'Yeo & Daughters Lettings', 'Commercial', 'Kettleby Vale', '01632 960059', 'martin@yeodaughterslettin.co.uk', '2021-06-21', 1);
INSERT INTO clients (client_id, first_name, last_name, company_name, client_type, town, phone, email, account_opened_date, is_trade_account) VALUES (4, 'Gareth', 'Pryce', NULL, 'Domestic', 'Ashcombe', '01632 960804', NULL, '2022-04-25', 0);
INSERT INTO clients (client_id, first_name, last_name, company_name, client_type, town, phone, email, account_opened_date, is_trade_account) VALUES (5, 'Susan', 'Plover', 'Sedgewick Market Town Council', 'Council', 'Sedgewick Market', '01632 960348', 'susan@sedgewickmarkettow.co.uk', '2020-02-03', 1);
INSERT INTO clients (client_id, first_name, last_name, company_name, client_type, town, phone, email, account_opened_date, is_trade_account) VALUES (6, 'Olu', 'Adebayo', NULL, 'Domestic', 'Ashcombe', '01632 960780', 'olu.adebayo@example.co.uk', '2022-07-11', 0);
INSERT INTO clients (client_id, first_name, last_name, company_name, client_type, town, phone, email, account_opened_date, is_trade_account) VALUES (7, 'Fiona', 'Marchbank', 'Brindlemere Golf Club', 'Commercial', 'Brindlemere', '01632 960536', 'fiona@brindlemeregolfclu.co.uk', '2021-03-29', 1);
INSERT INTO clients (client_id, first_name, last_name, company_name, client_type, town, phone, email, account_opened_date, is_trade_account) VALUES (8, 'Ian', 'Dunmore', NULL, 'Domestic', 'Upper Wrenford', '01632 960410', NULL, '2023-06-19', 0);
INSERT INTO clients (client_id, first_name, last_name, company_name, client_type, town, phone, email, account_opened_date, is_trade_account) VALUES (9, 'Carys', 'Llewellyn', 'Wrenford Estate', 'Estate', 'Lower Wrenford', '01632 960087', 'carys@wrenfordestate.co.uk', '2020-09-14', 1);
INSERT INTO clients (client_id, first_name, last_name, company_name, client_type, town, phone, email, account_opened_date, is_trade_account) VALUES (10, 'Peter', 'Quayle', NULL, 'Domestic', 'Hollin Cross', '01632 960626', 'peter.quayle@example.co.uk', '2023-02-27', 0);
INSERT INTO clients (client_id, first_name, last_name, company_name, client_type, town, phone, email, account_opened_date, is_trade_account) VALUES (11, 'Anita', 'Sharma', NULL, 'Domestic', 'Brindlemere', '01632 960239', 'anita.sharma@example.co.uk', '2022-09-05', 0);
INSERT INTO clients (client_id, first_name, last_name, company_name, client_type, town, phone, email, account_opened_date, is_trade_account) VALUES (12, 'Graham', 'Tubb', 'Ashcombe Parish Council', 'Council', 'Ashcombe', '01632 960801', 'graham@ashcombeparishcoun.co.uk', '2019-12-02', 1);
INSERT INTO clients (client_id, first_name, last_name, company_name, client_type, town, phone, email, account_opened_date, is_trade_account) VALUES (13, 'Joanne', 'Pike', NULL, 'Domestic', 'Kettleby Vale', '01632 960493', NULL, '2024-07-22', 0);
INSERT INTO clients (client_id, first_name, last_name, company_name, client_type, town, phone, email, account_opened_date, is_trade_account) VALUES (14, 'Robert', 'Fenn', 'Fenn Care Homes Ltd', 'Commercial', 'Sedgewick Market', '01632 960436', 'robert@fenncarehomesltd.co.uk', '2021-08-09', 1);
INSERT INTO clients (client_id, first_name, last_name, company_name, client_type, town, phone, email, account_opened_date, is_trade_account) VALUES (15, 'Lucy', 'Ashworth', NULL, 'Domestic', 'Upper Wrenford', '01632 960694', 'lucy.ashworth@example.co.uk', '2024-01-08', 0);
INSERT INTO clients (client_id, first_name, last_name, company_name, client_type, town, phone, email, account_opened_date, is_trade_account) VALUES (16, 'Michael', 'Dorsey', NULL, 'Domestic', 'Brindlemere', '01632 960127', NULL, '2023-04-03', 0);
INSERT INTO clients (client_id, first_name, last_name, company_name, client_type, town, phone, email, account_opened_date, is_trade_account) VALUES (17, 'Gareth', 'Pryce', 'Pryce Holiday Lets', 'Commercial', 'Hollin Cross', '01632 960654', 'gareth@pryceholidaylets.co.uk', '2022-05-16', 1);
INSERT INTO clients (client_id, first_name, last_name, company_name, client_type, town, phone, email, account_opened_date, is_trade_account) VALUES (18, 'Elaine', 'Cotter', NULL, 'Domestic', 'Lower Wrenford', '01632 960328', 'elaine.cotter@example.co.uk', '2023-07-31', 0);
INSERT INTO clients (client_id, first_name, last_name, company_name, client_type, town, phone, email, account_opened_date, is_trade_account) VALUES (19, 'Samir', 'Haddad', 'Kettleby Vale Primary School', 'Commercial', 'Kettleby Vale', '01632 960560', 'samir@kettlebyvaleprimar.co.uk', '2024-05-13', 0);
INSERT INTO clients (client_id, first_name, last_name, company_name, client_type, town, phone, email, account_opened_date, is_trade_account) VALUES (20, 'Brenda', 'Holt', NULL, 'Domestic', 'Hollin Cross', '01632 960068', NULL, '2023-09-18', 0);
INSERT INTO clients (client_id, first_name, last_name, company_name, client_type, town, phone, email, account_opened_date, is_trade_account) VALUES (21, 'Nigel', 'Ashdown', 'Ashdown Farms', 'Estate', 'Ashcombe', '01632 960809', 'nigel@ashdownfarms.co.uk', '2024-10-21', 1);
INSERT INTO clients (client_id, first_name, last_name, company_name, client_type, town, phone, email, account_opened_date, is_trade_account) VALUES (22, 'Karen', 'Wills', NULL, 'Domestic', 'Sedgewick Market', '01632 960543', 'karen.wills@example.co.uk', '2023-03-20', 0);
INSERT INTO clients (client_id, first_name, last_name, company_name, client_type, town, phone, email, account_opened_date, is_trade_account) VALUES (23, 'Dylan', 'Roach', NULL, 'Domestic', 'Ashcombe', '01632 960347', NULL, '2024-04-15', 0);
INSERT INTO clients (client_id, first_name, last_name, company_name, client_type, town, phone, email, account_opened_date, is_trade_account) VALUES (24, 'Tessa', 'Burrows', 'Hollin Cross Garden Centre', 'Commercial', 'Hollin Cross', '01632 960818', 'tessa@hollincrossgardenc.co.uk', '2024-09-30', 1);
INSERT INTO sites (site_id, client_id, address_line, town, postcode, is_tpo_protected, access_notes) VALUES (1, 1, '14 Mill Lane', 'Ashcombe', 'AC3 4LN', 0, NULL);
INSERT INTO sites (site_id, client_id, address_line, town, postcode, is_tpo_protected, access_notes) VALUES (2, 2, '3 Heron Close', 'Brindlemere', 'BM2 7QD', 0, NULL);
INSERT INTO sites (site_id, client_id, address_line, town, postcode, is_tpo_protected, access_notes) VALUES (3, 3, '22 Station Road', 'Ashcombe', 'AC1 2HP', 0, 'Tenants to be given 48 hours notice');
INSERT INTO sites (site_id, client_id, address_line, town, postcode, is_tpo_protected, access_notes) VALUES (4, 3, '5 Quarry Row', 'Kettleby Vale', 'KV4 1JS', 0, NULL);
INSERT INTO sites (site_id, client_id, address_line, town, postcode, is_tpo_protected, access_notes) VALUES (5, 3, '41 Lakeside Drive', 'Brindlemere', 'BM1 9TA', 0, NULL);
INSERT INTO sites (site_id, client_id, address_line, town, postcode, is_tpo_protected, access_notes) VALUES (6, 4, '9 Church Walk', 'Ashcombe', 'AC2 6EF', 1, NULL);
INSERT INTO sites (site_id, client_id, address_line, town, postcode, is_tpo_protected, access_notes) VALUES (7, 5, 'Victoria Recreation Ground', 'Sedgewick Market', 'SM1 3AA', 1, 'Key from council depot');
INSERT INTO sites (site_id, client_id, address_line, town, postcode, is_tpo_protected, access_notes) VALUES (8, 5, 'Sedgewick Market Cemetery', 'Sedgewick Market', 'SM2 8GH', 0, 'No work during funerals');
INSERT INTO sites (site_id, client_id, address_line, town, postcode, is_tpo_protected, access_notes) VALUES (9, 6, '27 Brook Street', 'Brindlemere', 'BM3 5RU', 0, NULL);
INSERT INTO sites (site_id, client_id, address_line, town, postcode, is_tpo_protected, access_notes) VALUES (10, 6, '61 Orchard Way', 'Ashcombe', 'AC4 1BX', 0, NULL);
INSERT INTO sites (site_id, client_id, address_line, town, postcode, is_tpo_protected, access_notes) VALUES (11, 7, 'Links Road', 'Brindlemere', 'BM4 2WL', 1, 'Sign in at clubhouse; no vehicles on greens');
INSERT INTO sites (site_id, client_id, address_line, town, postcode, is_tpo_protected, access_notes) VALUES (12, 8, '2 The Green', 'Upper Wrenford', 'UW1 5NB', 0, NULL);
INSERT INTO sites (site_id, client_id, address_line, town, postcode, is_tpo_protected, access_notes) VALUES (13, 9, 'Home Farm', 'Lower Wrenford', 'LW2 3PF', 0, 'Gate code 4471');
INSERT INTO sites (site_id, client_id, address_line, town, postcode, is_tpo_protected, access_notes) VALUES (14, 9, 'Keeper''s Cottage, Top Road', 'Upper Wrenford', 'UW2 9AD', 1, NULL);
INSERT INTO sites (site_id, client_id, address_line, town, postcode, is_tpo_protected, access_notes) VALUES (15, 10, '18 Beacon Rise', 'Hollin Cross', 'HC1 6TT', 0, NULL);
INSERT INTO sites (site_id, client_id, address_line, town, postcode, is_tpo_protected, access_notes) VALUES (16, 11, '7 Willow Court', 'Brindlemere', 'BM2 4JE', 0, NULL);
INSERT INTO sites (site_id, client_id, address_line, town, postcode, is_tpo_protected, access_notes) VALUES (17, 12, 'Ashcombe Village Green', 'Ashcombe', 'AC1 1AA', 1, 'Park on Green Lane');
INSERT INTO sites (site_id, client_id, address_line, town, postcode, is_tpo_protected, access_notes) VALUES (18, 12, 'St Aldhelm''s Churchyard', 'Ashcombe', 'AC1 1AB', 1, NULL);
INSERT INTO sites (site_id, client_id, address_line, town, postcode, is_tpo_protected, access_notes) VALUES (19, 13, '90 Kiln Lane', 'Kettleby Vale', 'KV1 8MW', 0, NULL);
INSERT INTO sites (site_id, client_id, address_line, town, postcode, is_tpo_protected, access_notes) VALUES (20, 14, 'Larchfield House, London Road', 'Sedgewick Market', 'SM3 4DE', 0, 'Residents in garden 10:00-12:00');
INSERT INTO sites (site_id, client_id, address_line, town, postcode, is_tpo_protected, access_notes) VALUES (21, 14, 'Ashcombe Lodge, Hill Road', 'Ashcombe', 'AC3 9RR', 0, NULL);
INSERT INTO sites (site_id, client_id, address_line, town, postcode, is_tpo_protected, access_notes) VALUES (22, 15, '4 Nightingale Mews', 'Upper Wrenford', 'UW1 7HG', 0, NULL);
INSERT INTO sites (site_id, client_id, address_line, town, postcode, is_tpo_protected, access_notes) VALUES (23, 16, '55 Canal Side', 'Brindlemere', 'BM1 3CS', 0, NULL);
INSERT INTO sites (site_id, client_id, address_line, town, postcode, is_tpo_protected, access_notes) VALUES (24, 17, 'Beacon Barn, Moor Lane', 'Hollin Cross', 'HC2 4FL', 0, 'Narrow lane, no vehicles over 3.5t');
INSERT INTO sites (site_id, client_id, address_line, town, postcode, is_tpo_protected, access_notes) VALUES (25, 17, 'Mill Cottage, Mill Lane', 'Ashcombe', 'AC3 4LP', 1, NULL);
INSERT INTO sites (site_id, client_id, address_line, town, postcode, is_tpo_protected, access_notes) VALUES (26, 18, '12 Ferry Road', 'Lower Wrenford', 'LW1 2SE', 0, NULL);
INSERT INTO sites (site_id, client_id, address_line, town, postcode, is_tpo_protected, access_notes) VALUES (27, 19, 'School Lane', 'Kettleby Vale', 'KV2 5PA', 0, 'Work only in school holidays');
INSERT INTO sites (site_id, client_id, address_line, town, postcode, is_tpo_protected, access_notes) VALUES (28, 20, '8 Gorse Hill', 'Hollin Cross', 'HC1 9UJ', 0, NULL);
INSERT INTO sites (site_id, client_id, address_line, town, postcode, is_tpo_protected, access_notes) VALUES (29, 21, 'Ashdown Farm, Long Drove', 'Fallowdown', 'FD1 3XY', 0, NULL);
INSERT INTO sites (site_id, client_id, address_line, town, postcode, is_tpo_protected, access_notes) VALUES (30, 22, '31 Market Street', 'Sedgewick Market', 'SM1 6LL', 0, NULL);
INSERT INTO sites (site_id, client_id, address_line, town, postcode, is_tpo_protected, access_notes) VALUES (31, 23, '6 Tanners Yard', 'Ashcombe', 'AC2 3NQ', 0, NULL);
INSERT INTO sites (site_id, client_id, address_line, town, postcode, is_tpo_protected, access_notes) VALUES (32, 24, 'Moor Lane Nursery', 'Hollin Cross', 'HC2 4FM', 0, NULL);
INSERT INTO crew (crew_id, first_name, last_name, role, day_rate, overtime_hourly_rate, start_date, leave_date, is_chainsaw_certified) VALUES (1, 'Rowan', 'Tilley', 'Climber', 210.00, 32.00, '2016-04-11', NULL, 1);
INSERT INTO crew (crew_id, first_name, last_name, role, day_rate, overtime_hourly_rate, start_date, leave_date, is_chainsaw_certified) VALUES (2, 'Dean', 'Marsh', 'Foreman', 260.00, 38.00, '2012-09-03', NULL, 1);
INSERT INTO crew (crew_id, first_name, last_name, role, day_rate, overtime_hourly_rate, start_date, leave_date, is_chainsaw_certified) VALUES (3, 'Kieran', 'Bolt', 'Climber', 200.00, 30.00, '2019-03-18', NULL, 1);
INSERT INTO crew (crew_id, first_name, last_name, role, day_rate, overtime_hourly_rate, start_date, leave_date, is_chainsaw_certified) VALUES (4, 'Megan', 'Rudd', 'Climber', 205.00, 31.00, '2018-06-04', NULL, 0);
INSERT INTO crew (crew_id, first_name, last_name, role, day_rate, overtime_hourly_rate, start_date, leave_date, is_chainsaw_certified) VALUES (5, 'Tom', 'Ferris', 'Groundworker', 150.00, 24.00, '2020-01-13', NULL, 1);
INSERT INTO crew (crew_id, first_name, last_name, role, day_rate, overtime_hourly_rate, start_date, leave_date, is_chainsaw_certified) VALUES (6, 'Liam', 'Oakes', 'Groundworker', 145.00, 23.00, '2021-05-10', '2024-08-30', 0);
INSERT INTO crew (crew_id, first_name, last_name, role, day_rate, overtime_hourly_rate, start_date, leave_date, is_chainsaw_certified) VALUES (7, 'Sophie', 'Kerr', 'Apprentice', 95.00, 15.00, '2023-09-04', NULL, 0);
INSERT INTO crew (crew_id, first_name, last_name, role, day_rate, overtime_hourly_rate, start_date, leave_date, is_chainsaw_certified) VALUES (8, 'Connor', 'Hale', 'Climber', 195.00, 29.00, '2020-07-20', '2023-11-17', 1);
INSERT INTO crew (crew_id, first_name, last_name, role, day_rate, overtime_hourly_rate, start_date, leave_date, is_chainsaw_certified) VALUES (9, 'Priya', 'Nandi', 'Groundworker', 150.00, 24.00, '2022-02-14', NULL, 1);
INSERT INTO crew (crew_id, first_name, last_name, role, day_rate, overtime_hourly_rate, start_date, leave_date, is_chainsaw_certified) VALUES (10, 'Josh', 'Wetherby', 'Apprentice', 90.00, 14.00, '2024-09-02', NULL, 0);
INSERT INTO crew (crew_id, first_name, last_name, role, day_rate, overtime_hourly_rate, start_date, leave_date, is_chainsaw_certified) VALUES (11, 'Callum', 'Reid', 'Climber', 215.00, 33.00, '2015-03-02', NULL, 1);
INSERT INTO crew (crew_id, first_name, last_name, role, day_rate, overtime_hourly_rate, start_date, leave_date, is_chainsaw_certified) VALUES (12, 'Nia', 'Pugh', 'Foreman', 255.00, 37.00, '2014-11-10', NULL, 1);
INSERT INTO crew (crew_id, first_name, last_name, role, day_rate, overtime_hourly_rate, start_date, leave_date, is_chainsaw_certified) VALUES (13, 'Aled', 'Morgan', 'Climber', 190.00, 28.00, '2023-04-17', NULL, 0);
INSERT INTO crew (crew_id, first_name, last_name, role, day_rate, overtime_hourly_rate, start_date, leave_date, is_chainsaw_certified) VALUES (14, 'Hannah', 'Gale', 'Groundworker', 140.00, 22.00, '2019-10-07', '2022-12-23', 1);
INSERT INTO crew (crew_id, first_name, last_name, role, day_rate, overtime_hourly_rate, start_date, leave_date, is_chainsaw_certified) VALUES (15, 'Ben', 'Castle', 'Groundworker', 155.00, 25.00, '2017-08-21', NULL, 1);
INSERT INTO jobs (job_id, site_id, lead_crew_id, job_type, tree_species, tree_count, quote_date, quoted_price, start_date, completed_date, is_emergency) VALUES (1, 17, 2, 'Crown reduction', 'Oak', 1, '2022-02-14', 285.00, '2022-02-25', '2022-02-25', 0);
INSERT INTO jobs (job_id, site_id, lead_crew_id, job_type, tree_species, tree_count, quote_date, quoted_price, start_date, completed_date, is_emergency) VALUES (2, 7, 12, 'Deadwooding', 'Horse chestnut', 3, '2022-03-02', 660.00, '2022-03-20', '2022-03-22', 0);
INSERT INTO jobs (job_id, site_id, lead_crew_id, job_type, tree_species, tree_count, quote_date, quoted_price, start_date, completed_date, is_emergency) VALUES (3, 2, 1, 'Felling', 'Leylandii', 4, '2022-03-21', 1665.00, '2022-04-13', '2022-04-14', 0);
INSERT INTO jobs (job_id, site_id, lead_crew_id, job_type, tree_species, tree_count, quote_date, quoted_price, start_date, completed_date, is_emergency) VALUES (4, 11, 8, 'Crown lift', 'Beech', 6, '2022-04-11', 1060.00, '2022-05-21', '2022-05-22', 0);
INSERT INTO jobs (job_id, site_id, lead_crew_id, job_type, tree_species, tree_count, quote_date, quoted_price, start_date, completed_date, is_emergency) VALUES (5, 6, 1, 'Crown reduction', 'Ash', 1, '2022-05-09', 375.00, '2022-06-17', '2022-06-17', 0);
INSERT INTO jobs (job_id, site_id, lead_crew_id, job_type, tree_species, tree_count, quote_date, quoted_price, start_date, completed_date, is_emergency) VALUES (6, 24, 3, 'Felling', 'Ash', 2, '2022-06-13', 1030.00, '2022-06-15', '2022-06-15', 1);
INSERT INTO jobs (job_id, site_id, lead_crew_id, job_type, tree_species, tree_count, quote_date, quoted_price, start_date, completed_date, is_emergency) VALUES (7, 13, 2, 'Pollarding', 'Willow', 5, '2022-07-04', 1310.00, '2022-07-18', '2022-07-20', 0);
INSERT INTO jobs (job_id, site_id, lead_crew_id, job_type, tree_species, tree_count, quote_date, quoted_price, start_date, completed_date, is_emergency) VALUES (8, 9, 4, 'Hedge trim', 'Leylandii', 14, '2022-08-01', 315.00, '2022-08-19', '2022-08-21', 0);
INSERT INTO jobs (job_id, site_id, lead_crew_id, job_type, tree_species, tree_count, quote_date, quoted_price, start_date, completed_date, is_emergency) VALUES (9, 20, 12, 'Crown lift', 'Lime', 4, '2022-09-12', 650.00, '2022-10-07', '2022-10-08', 0);
INSERT INTO jobs (job_id, site_id, lead_crew_id, job_type, tree_species, tree_count, quote_date, quoted_price, start_date, completed_date, is_emergency) VALUES (10, 16, 8, 'Stump grinding', 'Silver birch', 2, '2022-10-03', 210.00, '2022-10-18', '2022-10-18', 0);
INSERT INTO jobs (job_id, site_id, lead_crew_id, job_type, tree_species, tree_count, quote_date, quoted_price, start_date, completed_date, is_emergency) VALUES (11, 1, 3, 'Felling', 'Silver birch', 1, '2022-11-07', 420.00, '2022-11-28', '2022-11-28', 0);
INSERT INTO jobs (job_id, site_id, lead_crew_id, job_type, tree_species, tree_count, quote_date, quoted_price, start_date, completed_date, is_emergency) VALUES (12, 5, 1, 'Crown reduction', 'Holm oak', 1, '2023-01-16', 320.00, '2023-02-14', '2023-02-14', 0);
INSERT INTO jobs (job_id, site_id, lead_crew_id, job_type, tree_species, tree_count, quote_date, quoted_price, start_date, completed_date, is_emergency) VALUES (13, 25, 1, 'Deadwooding', 'Oak', 2, '2023-02-06', 400.00, '2023-02-23', '2023-02-23', 0);
INSERT INTO jobs (job_id, site_id, lead_crew_id, job_type, tree_species, tree_count, quote_date, quoted_price, start_date, completed_date, is_emergency) VALUES (14, 15, 11, 'Hedge trim Plus', 'Beech', 20, '2023-03-13', 555.00, '2023-03-31', '2023-04-02', 0);
INSERT INTO jobs (job_id, site_id, lead_crew_id, job_type, tree_species, tree_count, quote_date, quoted_price, start_date, completed_date, is_emergency) VALUES (15, 30, 12, 'Hedge trim Plus', NULL, 10, '2023-04-24', 365.00, '2023-06-01', '2023-06-03', 0);
INSERT INTO jobs (job_id, site_id, lead_crew_id, job_type, tree_species, tree_count, quote_date, quoted_price, start_date, completed_date, is_emergency) VALUES (16, 23, 4, 'Felling', 'Sycamore', 1, '2023-05-15', 475.00, '2023-05-16', '2023-05-16', 1);
INSERT INTO jobs (job_id, site_id, lead_crew_id, job_type, tree_species, tree_count, quote_date, quoted_price, start_date, completed_date, is_emergency) VALUES (17, 3, 8, 'Crown lift', 'Sycamore', 2, '2023-06-05', 420.00, '2023-06-23', '2023-06-23', 0);
INSERT INTO jobs (job_id, site_id, lead_crew_id, job_type, tree_species, tree_count, quote_date, quoted_price, start_date, completed_date, is_emergency) VALUES (18, 18, 2, 'Deadwooding', 'Yew', 2, '2023-06-26', 485.00, '2023-07-18', '2023-07-18', 0);
INSERT INTO jobs (job_id, site_id, lead_crew_id, job_type, tree_species, tree_count, quote_date, quoted_price, start_date, completed_date, is_emergency) VALUES (19, 12, 13, 'Hedge trim Plus', 'Leylandii', 18, '2023-07-17', 700.00, '2023-07-19', '2023-07-20', 1);
INSERT INTO jobs (job_id, site_id, lead_crew_id, job_type, tree_species, tree_count, quote_date, quoted_price, start_date, completed_date, is_emergency) VALUES (20, 26, 11, 'Crown reduction', 'Willow', 1, '2023-08-14', 375.00, '2023-09-21', '2023-09-21', 0);
INSERT INTO jobs (job_id, site_id, lead_crew_id, job_type, tree_species, tree_count, quote_date, quoted_price, start_date, completed_date, is_emergency) VALUES (21, 11, 1, 'Felling', 'Oak', 1, '2023-09-04', 420.00, '2023-09-28', '2023-09-28', 0);
INSERT INTO jobs (job_id, site_id, lead_crew_id, job_type, tree_species, tree_count, quote_date, quoted_price, start_date, completed_date, is_emergency) VALUES (22, 28, 3, 'Hedge trim Plus', 'Privet', 8, '2023-10-02', 325.00, '2023-11-07', '2023-11-08', 0);
INSERT INTO jobs (job_id, site_id, lead_crew_id, job_type, tree_species, tree_count, quote_date, quoted_price, start_date, completed_date, is_emergency) VALUES (23, 10, 13, 'Stump grinding', 'Leylandii', 3, '2023-10-30', 265.00, '2023-11-25', '2023-11-27', 0);
INSERT INTO jobs (job_id, site_id, lead_crew_id, job_type, tree_species, tree_count, quote_date, quoted_price, start_date, completed_date, is_emergency) VALUES (24, 24, 1, 'Crown reduction', 'Horse chestnut', 1, '2023-11-20', 285.00, '2023-11-30', '2023-11-30', 0);
INSERT INTO jobs (job_id, site_id, lead_crew_id, job_type, tree_species, tree_count, quote_date, quoted_price, start_date, completed_date, is_emergency) VALUES (25, 8, 12, 'Felling', 'Ash', 6, '2024-01-15', 2185.00, '2024-02-08', '2024-02-10', 0);
INSERT INTO jobs (job_id, site_id, lead_crew_id, job_type, tree_species, tree_count, quote_date, quoted_price, start_date, completed_date, is_emergency) VALUES (26, 21, 4, 'Crown lift', 'Oak', 3, '2024-02-05', 540.00, '2024-03-11', '2024-03-13', 0);
INSERT INTO jobs (job_id, site_id, lead_crew_id, job_type, tree_species, tree_count, quote_date, quoted_price, start_date, completed_date, is_emergency) VALUES (27, 4, 11, 'Hedge trim', 'Leylandii', 9, '2024-02-26', 245.00, '2024-03-07', '2024-03-08', 0);
INSERT INTO jobs (job_id, site_id, lead_crew_id, job_type, tree_species, tree_count, quote_date, quoted_price, start_date, completed_date, is_emergency) VALUES (28, 14, 1, 'Felling', 'Ash', 3, '2024-03-18', 1225.00, '2024-04-21', '2024-04-23', 0);
INSERT INTO jobs (job_id, site_id, lead_crew_id, job_type, tree_species, tree_count, quote_date, quoted_price, start_date, completed_date, is_emergency) VALUES (29, 16, 13, 'Crown reduction', 'Holm oak', 1, '2024-04-08', 290.00, '2024-05-01', '2024-05-01', 0);
INSERT INTO jobs (job_id, site_id, lead_crew_id, job_type, tree_species, tree_count, quote_date, quoted_price, start_date, completed_date, is_emergency) VALUES (30, 31, 3, 'Pollarding', 'Lime', 2, '2024-04-29', 450.00, '2024-05-22', '2024-05-22', 0);
INSERT INTO jobs (job_id, site_id, lead_crew_id, job_type, tree_species, tree_count, quote_date, quoted_price, start_date, completed_date, is_emergency) VALUES (31, 1, 1, 'Crown lift', 'Beech', 1, '2024-05-20', 205.00, '2024-06-20', '2024-06-20', 0);
INSERT INTO jobs (job_id, site_id, lead_crew_id, job_type, tree_species, tree_count, quote_date, quoted_price, start_date, completed_date, is_emergency) VALUES (32, 27, 2, 'Deadwooding', 'Oak', 2, '2024-06-10', 465.00, '2024-06-19', '2024-06-19', 0);
INSERT INTO jobs (job_id, site_id, lead_crew_id, job_type, tree_species, tree_count, quote_date, quoted_price, start_date, completed_date, is_emergency) VALUES (33, 24, 11, 'Hedge trim Plus', 'Leylandii', 16, '2024-07-01', 480.00, '2024-07-31', '2024-08-01', 0);
INSERT INTO jobs (job_id, site_id, lead_crew_id, job_type, tree_species, tree_count, quote_date, quoted_price, start_date, completed_date, is_emergency) VALUES (34, 2, 4, 'Crown reduction', 'Oak', 1, '2024-07-22', 365.00, '2024-08-16', '2024-08-16', 0);
INSERT INTO jobs (job_id, site_id, lead_crew_id, job_type, tree_species, tree_count, quote_date, quoted_price, start_date, completed_date, is_emergency) VALUES (35, 19, 13, 'Felling', 'Silver birch', 2, '2024-08-12', 910.00, '2024-08-13', '2024-08-13', 1);
INSERT INTO jobs (job_id, site_id, lead_crew_id, job_type, tree_species, tree_count, quote_date, quoted_price, start_date, completed_date, is_emergency) VALUES (36, 6, 3, 'Stump grinding', 'Ash', 1, '2024-09-02', 105.00, '2024-10-07', '2024-10-07', 0);
INSERT INTO jobs (job_id, site_id, lead_crew_id, job_type, tree_species, tree_count, quote_date, quoted_price, start_date, completed_date, is_emergency) VALUES (37, 17, 12, 'Crown reduction', 'Lime', 4, '2024-09-23', 1415.00, '2024-10-19', '2024-10-20', 0);
INSERT INTO jobs (job_id, site_id, lead_crew_id, job_type, tree_species, tree_count, quote_date, quoted_price, start_date, completed_date, is_emergency) VALUES (38, 32, 1, 'Felling', 'Leylandii', 7, '2024-10-14', 3100.00, '2024-11-23', '2024-11-24', 0);
INSERT INTO jobs (job_id, site_id, lead_crew_id, job_type, tree_species, tree_count, quote_date, quoted_price, start_date, completed_date, is_emergency) VALUES (39, 29, 2, 'Hedge trim', NULL, 25, '2024-11-04', 470.00, '2024-11-28', '2024-11-30', 0);
INSERT INTO jobs (job_id, site_id, lead_crew_id, job_type, tree_species, tree_count, quote_date, quoted_price, start_date, completed_date, is_emergency) VALUES (40, 3, 4, 'Felling', 'Ash', 1, '2024-11-25', 450.00, '2024-12-14', '2024-12-14', 0);
INSERT INTO jobs (job_id, site_id, lead_crew_id, job_type, tree_species, tree_count, quote_date, quoted_price, start_date, completed_date, is_emergency) VALUES (41, 25, 1, 'Crown reduction', 'Oak', 1, '2025-01-13', 320.00, '2025-02-06', NULL, 0);
INSERT INTO jobs (job_id, site_id, lead_crew_id, job_type, tree_species, tree_count, quote_date, quoted_price, start_date, completed_date, is_emergency) VALUES (42, 23, 11, 'Crown lift', 'Oak', 2, '2025-02-03', 430.00, '2025-02-18', '2025-02-18', 0);
INSERT INTO jobs (job_id, site_id, lead_crew_id, job_type, tree_species, tree_count, quote_date, quoted_price, start_date, completed_date, is_emergency) VALUES (43, 10, 13, 'Felling', 'Sycamore', 1, '2025-02-24', 345.00, NULL, NULL, 0);
INSERT INTO jobs (job_id, site_id, lead_crew_id, job_type, tree_species, tree_count, quote_date, quoted_price, start_date, completed_date, is_emergency) VALUES (44, 7, 12, 'Pollarding', 'Lime', 8, '2025-03-17', 2090.00, NULL, NULL, 0);
INSERT INTO jobs (job_id, site_id, lead_crew_id, job_type, tree_species, tree_count, quote_date, quoted_price, start_date, completed_date, is_emergency) VALUES (45, 5, 3, 'Deadwooding', 'Beech', 1, '2025-03-31', 200.00, NULL, NULL, 0);
INSERT INTO jobs (job_id, site_id, lead_crew_id, job_type, tree_species, tree_count, quote_date, quoted_price, start_date, completed_date, is_emergency) VALUES (46, 24, 1, 'Felling', 'Ash', 2, '2025-04-07', 1220.00, '2025-04-08', NULL, 1);
INSERT INTO jobs (job_id, site_id, lead_crew_id, job_type, tree_species, tree_count, quote_date, quoted_price, start_date, completed_date, is_emergency) VALUES (47, 13, 2, 'Hedge trim Plus', 'Beech', 30, '2025-04-14', 745.00, NULL, NULL, 0);
INSERT INTO invoices (invoice_id, job_id, invoice_date, net_amount, vat_amount, due_date, paid_date) VALUES (1, 1, '2022-02-27', 285.00, 57.00, '2022-03-29', '2022-04-05');
INSERT INTO invoices (invoice_id, job_id, invoice_date, net_amount, vat_amount, due_date, paid_date) VALUES (2, 2, '2022-03-27', 660.00, 132.00, '2022-04-26', '2022-04-01');
INSERT INTO invoices (invoice_id, job_id, invoice_date, net_amount, vat_amount, due_date, paid_date) VALUES (3, 3, '2022-04-15', 1665.00, 333.00, '2022-05-15', '2022-04-26');
INSERT INTO invoices (invoice_id, job_id, invoice_date, net_amount, vat_amount, due_date, paid_date) VALUES (4, 4, '2022-05-23', 1060.00, 212.00, '2022-06-22', '2022-06-02');
INSERT INTO invoices (invoice_id, job_id, invoice_date, net_amount, vat_amount, due_date, paid_date) VALUES (5, 5, '2022-06-22', 375.00, 75.00, '2022-07-22', '2022-07-30');
INSERT INTO invoices (invoice_id, job_id, invoice_date, net_amount, vat_amount, due_date, paid_date) VALUES (6, 6, '2022-06-16', 1150.00, 230.00, '2022-07-16', '2022-06-30');
INSERT INTO invoices (invoice_id, job_id, invoice_date, net_amount, vat_amount, due_date, paid_date) VALUES (7, 7, '2022-07-24', 1310.00, 262.00, '2022-08-23', '2022-08-25');
INSERT INTO invoices (invoice_id, job_id, invoice_date, net_amount, vat_amount, due_date, paid_date) VALUES (8, 8, '2022-08-23', 315.00, 63.00, '2022-09-22', '2022-09-12');
INSERT INTO invoices (invoice_id, job_id, invoice_date, net_amount, vat_amount, due_date, paid_date) VALUES (9, 9, '2022-10-14', 650.00, 130.00, '2022-11-13', '2022-11-24');
INSERT INTO invoices (invoice_id, job_id, invoice_date, net_amount, vat_amount, due_date, paid_date) VALUES (10, 10, '2022-10-21', 210.00, 42.00, '2022-11-20', '2022-11-06');
INSERT INTO invoices (invoice_id, job_id, invoice_date, net_amount, vat_amount, due_date, paid_date) VALUES (11, 11, '2022-12-02', 420.00, 84.00, '2023-01-01', '2022-12-28');
INSERT INTO invoices (invoice_id, job_id, invoice_date, net_amount, vat_amount, due_date, paid_date) VALUES (12, 12, '2023-02-15', 320.00, 64.00, '2023-03-17', '2023-03-06');
INSERT INTO invoices (invoice_id, job_id, invoice_date, net_amount, vat_amount, due_date, paid_date) VALUES (13, 13, '2023-02-25', 400.00, 80.00, '2023-03-27', '2023-03-03');
INSERT INTO invoices (invoice_id, job_id, invoice_date, net_amount, vat_amount, due_date, paid_date) VALUES (14, 14, '2023-04-08', 555.00, 111.00, '2023-05-08', '2023-05-18');
INSERT INTO invoices (invoice_id, job_id, invoice_date, net_amount, vat_amount, due_date, paid_date) VALUES (15, 15, '2023-06-04', 365.00, 73.00, '2023-07-04', '2023-06-19');
INSERT INTO invoices (invoice_id, job_id, invoice_date, net_amount, vat_amount, due_date, paid_date) VALUES (16, 16, '2023-05-17', 625.00, 125.00, '2023-06-16', '2023-05-28');
INSERT INTO invoices (invoice_id, job_id, invoice_date, net_amount, vat_amount, due_date, paid_date) VALUES (17, 17, '2023-06-25', 420.00, 84.00, '2023-07-25', '2023-08-04');
INSERT INTO invoices (invoice_id, job_id, invoice_date, net_amount, vat_amount, due_date, paid_date) VALUES (18, 18, '2023-07-21', 485.00, 97.00, '2023-08-20', '2023-08-22');
INSERT INTO invoices (invoice_id, job_id, invoice_date, net_amount, vat_amount, due_date, paid_date) VALUES (19, 19, '2023-07-22', 700.00, 140.00, '2023-08-21', '2023-08-14');
INSERT INTO invoices (invoice_id, job_id, invoice_date, net_amount, vat_amount, due_date, paid_date) VALUES (20, 20, '2023-09-22', 375.00, 75.00, '2023-10-22', '2023-10-18');
INSERT INTO invoices (invoice_id, job_id, invoice_date, net_amount, vat_amount, due_date, paid_date) VALUES (21, 21, '2023-10-01', 370.00, 74.00, '2023-10-31', '2023-10-23');
INSERT INTO invoices (invoice_id, job_id, invoice_date, net_amount, vat_amount, due_date, paid_date) VALUES (22, 22, '2023-11-09', 325.00, 65.00, '2023-12-09', '2023-11-13');
INSERT INTO invoices (invoice_id, job_id, invoice_date, net_amount, vat_amount, due_date, paid_date) VALUES (23, 23, '2023-11-28', 265.00, 53.00, '2023-12-28', '2023-12-28');
INSERT INTO invoices (invoice_id, job_id, invoice_date, net_amount, vat_amount, due_date, paid_date) VALUES (24, 24, '2023-12-01', 285.00, 57.00, '2023-12-31', '2023-12-12');
INSERT INTO invoices (invoice_id, job_id, invoice_date, net_amount, vat_amount, due_date, paid_date) VALUES (25, 25, '2024-02-12', 2185.00, 437.00, '2024-03-13', '2024-02-24');
INSERT INTO invoices (invoice_id, job_id, invoice_date, net_amount, vat_amount, due_date, paid_date) VALUES (26, 26, '2024-03-14', 540.00, 108.00, '2024-04-13', '2024-04-01');
INSERT INTO invoices (invoice_id, job_id, invoice_date, net_amount, vat_amount, due_date, paid_date) VALUES (27, 27, '2024-03-09', 245.00, 49.00, '2024-04-08', NULL);
INSERT INTO invoices (invoice_id, job_id, invoice_date, net_amount, vat_amount, due_date, paid_date) VALUES (28, 28, '2024-04-24', 1310.00, 262.00, '2024-05-24', '2024-06-07');
INSERT INTO invoices (invoice_id, job_id, invoice_date, net_amount, vat_amount, due_date, paid_date) VALUES (29, 29, '2024-05-02', 290.00, 58.00, '2024-06-01', '2024-05-28');
INSERT INTO invoices (invoice_id, job_id, invoice_date, net_amount, vat_amount, due_date, paid_date) VALUES (30, 30, '2024-05-27', 450.00, 90.00, '2024-06-26', '2024-07-08');
INSERT INTO invoices (invoice_id, job_id, invoice_date, net_amount, vat_amount, due_date, paid_date) VALUES (31, 31, '2024-06-26', 205.00, 41.00, '2024-07-26', '2024-07-29');
INSERT INTO invoices (invoice_id, job_id, invoice_date, net_amount, vat_amount, due_date, paid_date) VALUES (32, 32, '2024-06-23', 465.00, 93.00, '2024-07-23', '2024-07-17');
INSERT INTO invoices (invoice_id, job_id, invoice_date, net_amount, vat_amount, due_date, paid_date) VALUES (33, 33, '2024-08-05', 520.00, 104.00, '2024-09-04', NULL);
INSERT INTO invoices (invoice_id, job_id, invoice_date, net_amount, vat_amount, due_date, paid_date) VALUES (34, 34, '2024-08-17', 365.00, 73.00, '2024-09-16', '2024-08-28');
INSERT INTO invoices (invoice_id, job_id, invoice_date, net_amount, vat_amount, due_date, paid_date) VALUES (35, 35, '2024-08-18', 910.00, 182.00, '2024-09-17', '2024-08-26');
INSERT INTO invoices (invoice_id, job_id, invoice_date, net_amount, vat_amount, due_date, paid_date) VALUES (36, 36, '2024-10-11', 105.00, 21.00, '2024-11-10', '2024-10-31');
INSERT INTO invoices (invoice_id, job_id, invoice_date, net_amount, vat_amount, due_date, paid_date) VALUES (37, 37, '2024-10-22', 1415.00, 283.00, '2024-11-21', '2024-11-28');
INSERT INTO invoices (invoice_id, job_id, invoice_date, net_amount, vat_amount, due_date, paid_date) VALUES (38, 38, '2024-11-28', 3100.00, 620.00, '2024-12-28', NULL);
INSERT INTO invoices (invoice_id, job_id, invoice_date, net_amount, vat_amount, due_date, paid_date) VALUES (39, 39, '2024-12-01', 530.00, 106.00, '2024-12-31', NULL);
INSERT INTO invoices (invoice_id, job_id, invoice_date, net_amount, vat_amount, due_date, paid_date) VALUES (40, 40, '2024-12-20', 450.00, 90.00, '2025-01-19', NULL);
INSERT INTO invoices (invoice_id, job_id, invoice_date, net_amount, vat_amount, due_date, paid_date) VALUES (41, 42, '2025-02-21', 430.00, 86.00, '2025-03-23', NULL);
INSERT INTO equipment (equipment_id, name, equipment_type, make, purchase_date, purchase_price, last_service_date, assigned_crew_id) VALUES (1, 'Top-handle saw 1', 'Chainsaw', 'Kestrel', '2021-03-10', 465.00, '2024-10-02', 1);
INSERT INTO equipment (equipment_id, name, equipment_type, make, purchase_date, purchase_price, last_service_date, assigned_crew_id) VALUES (2, 'Top-handle saw 2', 'Chainsaw', 'Kestrel', '2021-03-10', 465.00, '2024-10-02', 3);
INSERT INTO equipment (equipment_id, name, equipment_type, make, purchase_date, purchase_price, last_service_date, assigned_crew_id) VALUES (3, 'Top-handle saw 3', 'Chainsaw', 'Kestrel', '2023-05-02', 489.00, NULL, 13);
INSERT INTO equipment (equipment_id, name, equipment_type, make, purchase_date, purchase_price, last_service_date, assigned_crew_id) VALUES (4, 'Rear-handle saw 1', 'Chainsaw', 'Vantec', '2019-08-19', 720.00, '2024-06-14', 2);
INSERT INTO equipment (equipment_id, name, equipment_type, make, purchase_date, purchase_price, last_service_date, assigned_crew_id) VALUES (5, 'Rear-handle saw 2', 'Chainsaw', 'Vantec', '2022-11-28', 760.00, '2025-01-20', 12);
INSERT INTO equipment (equipment_id, name, equipment_type, make, purchase_date, purchase_price, last_service_date, assigned_crew_id) VALUES (6, 'Big Green chipper', 'Chipper', 'Norland', '2018-04-05', 18450.00, '2024-12-03', NULL);
INSERT INTO equipment (equipment_id, name, equipment_type, make, purchase_date, purchase_price, last_service_date, assigned_crew_id) VALUES (7, 'Six-inch chipper', 'Chipper', 'Norland', '2023-02-14', 12900.00, NULL, NULL);
INSERT INTO equipment (equipment_id, name, equipment_type, make, purchase_date, purchase_price, last_service_date, assigned_crew_id) VALUES (8, 'Tracked stump grinder', 'Stump grinder', 'Carlow', '2020-06-22', 9800.00, '2024-03-11', 5);
INSERT INTO equipment (equipment_id, name, equipment_type, make, purchase_date, purchase_price, last_service_date, assigned_crew_id) VALUES (9, 'Compact stump grinder', 'Stump grinder', 'Carlow', '2024-07-08', 3150.00, NULL, NULL);
INSERT INTO equipment (equipment_id, name, equipment_type, make, purchase_date, purchase_price, last_service_date, assigned_crew_id) VALUES (10, 'Tracked MEWP 17m', 'MEWP', 'Skyreach', '2021-09-30', 38500.00, '2025-02-17', NULL);
INSERT INTO equipment (equipment_id, name, equipment_type, make, purchase_date, purchase_price, last_service_date, assigned_crew_id) VALUES (11, 'Climbing kit A', 'Climbing kit', 'Ridgeline', '2022-01-12', 640.00, '2024-11-05', 1);
INSERT INTO equipment (equipment_id, name, equipment_type, make, purchase_date, purchase_price, last_service_date, assigned_crew_id) VALUES (12, 'Climbing kit B', 'Climbing kit', 'Ridgeline', '2022-01-12', 640.00, '2024-11-05', 4);
INSERT INTO equipment (equipment_id, name, equipment_type, make, purchase_date, purchase_price, last_service_date, assigned_crew_id) VALUES (13, 'Climbing kit C', 'Climbing kit', 'Ridgeline', '2024-09-09', 695.00, NULL, 10);
INSERT INTO equipment (equipment_id, name, equipment_type, make, purchase_date, purchase_price, last_service_date, assigned_crew_id) VALUES (14, 'Tipper truck', 'Vehicle', 'Dorran', '2017-05-15', 24500.00, '2024-09-30', 2);
INSERT INTO equipment (equipment_id, name, equipment_type, make, purchase_date, purchase_price, last_service_date, assigned_crew_id) VALUES (15, 'Crew van', 'Vehicle', 'Dorran', '2020-10-01', 19750.00, '2025-03-03', 12);
INSERT INTO equipment (equipment_id, name, equipment_type, make, purchase_date, purchase_price, last_service_date, assigned_crew_id) VALUES (16, 'Pole pruner', 'Pole saw', 'Kestrel', '2023-03-20', 385.00, NULL, 9);
INSERT INTO equipment (equipment_id, name, equipment_type, make, purchase_date, purchase_price, last_service_date, assigned_crew_id) VALUES (17, 'Rigging winch', 'Rigging', 'Ridgeline', '2019-02-11', 2250.00, '2023-08-21', NULL);
INSERT INTO equipment (equipment_id, name, equipment_type, make, purchase_date, purchase_price, last_service_date, assigned_crew_id) VALUES (18, 'Long-reach hedge cutter', 'Hedge cutter', 'Vantec', '2022-05-03', 540.00, '2024-05-28', 5);
COMMIT;
