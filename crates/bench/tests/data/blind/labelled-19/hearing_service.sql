-- Tynedale & Coquet Hearing: hearing-aid fittings, one fittings table per branch (hexham, morpeth, alnwick).
BEGIN TRANSACTION;
CREATE TABLE staff (
    id INTEGER PRIMARY KEY,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    role TEXT NOT NULL,
    qualified_on TEXT,  -- NULL = not yet qualified (assistants in training)
    day_rate REAL NOT NULL,
    is_locum INTEGER NOT NULL CHECK (is_locum IN (0,1))
);
CREATE TABLE aid_models (
    id INTEGER PRIMARY KEY,
    model_name TEXT NOT NULL,
    maker TEXT NOT NULL,
    style TEXT NOT NULL,  -- BTE = behind the ear, RIC = receiver in canal, ITE = in the ear, CIC = completely in canal
    list_price REAL NOT NULL,  -- price per aid before any discount
    warranty_years INTEGER NOT NULL,
    battery_size TEXT,  -- NULL = rechargeable, takes no disposable battery
    is_bluetooth INTEGER NOT NULL CHECK (is_bluetooth IN (0,1))
);
CREATE TABLE clients (
    id INTEGER PRIMARY KEY,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    village TEXT NOT NULL,
    born_on TEXT NOT NULL,
    email TEXT,  -- NULL = no email address given
    gp_surgery TEXT,  -- NULL = GP surgery not recorded
    is_veteran INTEGER NOT NULL CHECK (is_veteran IN (0,1))  -- 1 = armed-forces veteran (discount scheme)
);
CREATE TABLE fittings_hexham (
    id INTEGER PRIMARY KEY,
    client_id INTEGER NOT NULL REFERENCES clients(id),
    model_id INTEGER NOT NULL REFERENCES aid_models(id),
    staff_id INTEGER NOT NULL REFERENCES staff(id),  -- who fitted the aid
    venue TEXT NOT NULL,  -- where the fitting took place
    ear TEXT NOT NULL,  -- left, right or both
    assessed_on TEXT NOT NULL,  -- hearing test date
    fitted_on TEXT NOT NULL,
    review_on TEXT,  -- NULL = no follow-up review booked
    price_charged REAL NOT NULL,  -- what the client paid in total; 0 for NHS-funded fittings
    deposit_paid REAL NOT NULL,
    refund_amount REAL,  -- NULL = aids kept, nothing refunded
    is_private INTEGER NOT NULL CHECK (is_private IN (0,1))  -- 1 = private sale, 0 = NHS-funded
);
CREATE TABLE fittings_morpeth (
    id INTEGER PRIMARY KEY,
    client_id INTEGER NOT NULL REFERENCES clients(id),
    model_id INTEGER NOT NULL REFERENCES aid_models(id),
    staff_id INTEGER NOT NULL REFERENCES staff(id),  -- who fitted the aid
    venue TEXT NOT NULL,  -- where the fitting took place
    ear TEXT NOT NULL,  -- left, right or both
    assessed_on TEXT NOT NULL,  -- hearing test date
    fitted_on TEXT NOT NULL,
    review_on TEXT,  -- NULL = no follow-up review booked
    price_charged REAL NOT NULL,  -- what the client paid in total; 0 for NHS-funded fittings
    deposit_paid REAL NOT NULL,
    refund_amount REAL,  -- NULL = aids kept, nothing refunded
    is_private INTEGER NOT NULL CHECK (is_private IN (0,1))  -- 1 = private sale, 0 = NHS-funded
);
CREATE TABLE fittings_alnwick (
    id INTEGER PRIMARY KEY,
    client_id INTEGER NOT NULL REFERENCES clients(id),
    model_id INTEGER NOT NULL REFERENCES aid_models(id),
    staff_id INTEGER NOT NULL REFERENCES staff(id),  -- who fitted the aid
    venue TEXT NOT NULL,  -- where the fitting took place
    ear TEXT NOT NULL,  -- left, right or both
    assessed_on TEXT NOT NULL,  -- hearing test date
    fitted_on TEXT NOT NULL,
    review_on TEXT,  -- NULL = no follow-up review booked
    price_charged REAL NOT NULL,  -- what the client paid in total; 0 for NHS-funded fittings
    deposit_paid REAL NOT NULL,
    refund_amount REAL,  -- NULL = aids kept, nothing refunded
    is_private INTEGER NOT NULL CHECK (is_private IN (0,1))  -- 1 = private sale, 0 = NHS-funded
);
INSERT INTO staff (id, first_name, last_name, role, qualified_on, day_rate, is_locum) VALUES (1, 'Alison', 'Reed', 'Senior Audiologist', '2009-07-14', 310.0, 0);
INSERT INTO staff (id, first_name, last_name, role, qualified_on, day_rate, is_locum) VALUES (2, 'Tom', 'Whitfield', 'Audiologist', '2016-06-30', 240.0, 0);
INSERT INTO staff (id, first_name, last_name, role, qualified_on, day_rate, is_locum) VALUES (3, 'Priya', 'Shah', 'Audiologist', '2018-07-02', 235.0, 0);
INSERT INTO staff (id, first_name, last_name, role, qualified_on, day_rate, is_locum) VALUES (4, 'Graham', 'Pike', 'Hearing Aid Dispenser', '2012-03-19', 205.0, 0);
INSERT INTO staff (id, first_name, last_name, role, qualified_on, day_rate, is_locum) VALUES (5, 'Megan', 'Forster', 'Audiologist', '2020-09-01', 225.0, 1);
INSERT INTO staff (id, first_name, last_name, role, qualified_on, day_rate, is_locum) VALUES (6, 'Lewis', 'Armstrong', 'Senior Audiologist', '2007-05-21', 320.0, 0);
INSERT INTO staff (id, first_name, last_name, role, qualified_on, day_rate, is_locum) VALUES (7, 'Joan', 'Dodd', 'Hearing Aid Dispenser', '2014-11-10', 200.0, 0);
INSERT INTO staff (id, first_name, last_name, role, qualified_on, day_rate, is_locum) VALUES (8, 'Ravi', 'Menon', 'Audiologist', '2019-06-28', 230.0, 0);
INSERT INTO staff (id, first_name, last_name, role, qualified_on, day_rate, is_locum) VALUES (9, 'Carol', 'Hedley', 'Assistant', NULL, 120.0, 0);
INSERT INTO staff (id, first_name, last_name, role, qualified_on, day_rate, is_locum) VALUES (10, 'Sam', 'Charlton', 'Assistant', NULL, 115.0, 0);
INSERT INTO staff (id, first_name, last_name, role, qualified_on, day_rate, is_locum) VALUES (11, 'Fiona', 'Robson', 'Senior Audiologist', '2005-08-15', 330.0, 1);
INSERT INTO staff (id, first_name, last_name, role, qualified_on, day_rate, is_locum) VALUES (12, 'Kevin', 'Milburn', 'Hearing Aid Dispenser', '2017-02-06', 210.0, 0);
INSERT INTO staff (id, first_name, last_name, role, qualified_on, day_rate, is_locum) VALUES (13, 'Hannah', 'Bell', 'Audiologist', '2021-07-05', 220.0, 0);
INSERT INTO staff (id, first_name, last_name, role, qualified_on, day_rate, is_locum) VALUES (14, 'Derek', 'Short', 'Assistant', NULL, 118.0, 1);
INSERT INTO staff (id, first_name, last_name, role, qualified_on, day_rate, is_locum) VALUES (15, 'Ellen', 'Nixon', 'Hearing Aid Dispenser', '2011-04-04', 208.0, 0);
INSERT INTO aid_models (id, model_name, maker, style, list_price, warranty_years, battery_size, is_bluetooth) VALUES (1, 'Aura 3', 'Heron Acoustics', 'RIC', 1450.0, 3, '312', 1);
INSERT INTO aid_models (id, model_name, maker, style, list_price, warranty_years, battery_size, is_bluetooth) VALUES (2, 'Aura 3 Plus', 'Heron Acoustics', 'RIC', 1890.0, 4, NULL, 1);
INSERT INTO aid_models (id, model_name, maker, style, list_price, warranty_years, battery_size, is_bluetooth) VALUES (3, 'Lumen', 'Calder Audio', 'BTE', 980.0, 2, '13', 0);
INSERT INTO aid_models (id, model_name, maker, style, list_price, warranty_years, battery_size, is_bluetooth) VALUES (4, 'Lumen Plus', 'Calder Audio', 'BTE', 1260.0, 3, NULL, 1);
INSERT INTO aid_models (id, model_name, maker, style, list_price, warranty_years, battery_size, is_bluetooth) VALUES (5, 'Brook 2', 'Sonavi', 'ITE', 1120.0, 2, '312', 0);
INSERT INTO aid_models (id, model_name, maker, style, list_price, warranty_years, battery_size, is_bluetooth) VALUES (6, 'Kestrel', 'Brightear', 'RIC', 1680.0, 3, NULL, 1);
INSERT INTO aid_models (id, model_name, maker, style, list_price, warranty_years, battery_size, is_bluetooth) VALUES (7, 'Kestrel Mini', 'Brightear', 'CIC', 1750.0, 3, '10', 0);
INSERT INTO aid_models (id, model_name, maker, style, list_price, warranty_years, battery_size, is_bluetooth) VALUES (8, 'Tide', 'Sonavi', 'RIC', 1390.0, 3, '312', 1);
INSERT INTO aid_models (id, model_name, maker, style, list_price, warranty_years, battery_size, is_bluetooth) VALUES (9, 'Solace', 'Calder Audio', 'BTE', 760.0, 2, '675', 0);
INSERT INTO aid_models (id, model_name, maker, style, list_price, warranty_years, battery_size, is_bluetooth) VALUES (10, 'Solace Plus', 'Calder Audio', 'BTE', 940.0, 2, '13', 0);
INSERT INTO aid_models (id, model_name, maker, style, list_price, warranty_years, battery_size, is_bluetooth) VALUES (11, 'Nova', 'Heron Acoustics', 'BTE', 1320.0, 3, NULL, 1);
INSERT INTO aid_models (id, model_name, maker, style, list_price, warranty_years, battery_size, is_bluetooth) VALUES (12, 'Pebble', 'Brightear', 'CIC', 1990.0, 4, '10', 0);
INSERT INTO aid_models (id, model_name, maker, style, list_price, warranty_years, battery_size, is_bluetooth) VALUES (13, 'Harbour', 'Sonavi', 'ITE', 1040.0, 2, '13', 0);
INSERT INTO aid_models (id, model_name, maker, style, list_price, warranty_years, battery_size, is_bluetooth) VALUES (14, 'Fern', 'Calder Audio', 'RIC', 1180.0, 2, '312', 1);
INSERT INTO aid_models (id, model_name, maker, style, list_price, warranty_years, battery_size, is_bluetooth) VALUES (15, 'Quill', 'Heron Acoustics', 'CIC', 2150.0, 5, '10', 1);
INSERT INTO clients (id, first_name, last_name, village, born_on, email, gp_surgery, is_veteran) VALUES (1, 'Alison', 'Turnbull', 'Corbridge', '1955-07-17', 'alison.turnbull@example.co.uk', 'Haltwhistle Medical Group', 0);
INSERT INTO clients (id, first_name, last_name, village, born_on, email, gp_surgery, is_veteran) VALUES (2, 'Margaret', 'Robson', 'Haltwhistle', '1936-07-22', NULL, 'Amble Health Centre', 0);
INSERT INTO clients (id, first_name, last_name, village, born_on, email, gp_surgery, is_veteran) VALUES (3, 'George', 'Elliott', 'Bellingham', '1960-09-06', 'george.elliott@example.co.uk', 'Haltwhistle Medical Group', 1);
INSERT INTO clients (id, first_name, last_name, village, born_on, email, gp_surgery, is_veteran) VALUES (4, 'Dorothy', 'Charlton', 'Rothbury', '1952-12-22', 'dorothy.charlton@example.co.uk', NULL, 0);
INSERT INTO clients (id, first_name, last_name, village, born_on, email, gp_surgery, is_veteran) VALUES (5, 'Norman', 'Dixon', 'Ponteland', '1954-10-04', 'norman.dixon@example.co.uk', 'Amble Health Centre', 1);
INSERT INTO clients (id, first_name, last_name, village, born_on, email, gp_surgery, is_veteran) VALUES (6, 'Irene', 'Storey', 'Longhorsley', '1960-05-22', NULL, 'Ponteland Medical Group', 0);
INSERT INTO clients (id, first_name, last_name, village, born_on, email, gp_surgery, is_veteran) VALUES (7, 'Brian', 'Hall', 'Amble', '1936-03-29', 'brian.hall@example.co.uk', 'Amble Health Centre', 0);
INSERT INTO clients (id, first_name, last_name, village, born_on, email, gp_surgery, is_veteran) VALUES (8, 'Sheila', 'Scott', 'Wooler', '1933-03-10', 'sheila.scott@example.co.uk', 'Amble Health Centre', 0);
INSERT INTO clients (id, first_name, last_name, village, born_on, email, gp_surgery, is_veteran) VALUES (9, 'Walter', 'Ridley', 'Craster', '1954-01-12', 'walter.ridley@example.co.uk', 'Rothbury Surgery', 0);
INSERT INTO clients (id, first_name, last_name, village, born_on, email, gp_surgery, is_veteran) VALUES (10, 'Joyce', 'Moffat', 'Warkworth', '1933-11-08', NULL, 'Ponteland Medical Group', 0);
INSERT INTO clients (id, first_name, last_name, village, born_on, email, gp_surgery, is_veteran) VALUES (11, 'Graham', 'Craig', 'Allendale', '1959-11-22', 'graham.craig@example.co.uk', NULL, 0);
INSERT INTO clients (id, first_name, last_name, village, born_on, email, gp_surgery, is_veteran) VALUES (12, 'Maureen', 'Wilson', 'Felton', '1943-11-17', 'maureen.wilson@example.co.uk', 'Rothbury Surgery', 0);
INSERT INTO clients (id, first_name, last_name, village, born_on, email, gp_surgery, is_veteran) VALUES (13, 'Kenneth', 'Heron', 'Corbridge', '1939-06-04', 'kenneth.heron@example.co.uk', 'Corbridge Medical Group', 0);
INSERT INTO clients (id, first_name, last_name, village, born_on, email, gp_surgery, is_veteran) VALUES (14, 'Edna', 'Armstrong', 'Haltwhistle', '1946-11-02', NULL, 'Corbridge Medical Group', 0);
INSERT INTO clients (id, first_name, last_name, village, born_on, email, gp_surgery, is_veteran) VALUES (15, 'Stanley', 'Brown', 'Bellingham', '1958-12-20', 'stanley.brown@example.co.uk', 'Haltwhistle Medical Group', 1);
INSERT INTO clients (id, first_name, last_name, village, born_on, email, gp_surgery, is_veteran) VALUES (16, 'Pauline', 'Fenwick', 'Rothbury', '1956-12-10', 'pauline.fenwick@example.co.uk', 'Wooler Surgery', 0);
INSERT INTO clients (id, first_name, last_name, village, born_on, email, gp_surgery, is_veteran) VALUES (17, 'Ronald', 'Oliver', 'Ponteland', '1951-07-01', 'ronald.oliver@example.co.uk', 'Corbridge Medical Group', 0);
INSERT INTO clients (id, first_name, last_name, village, born_on, email, gp_surgery, is_veteran) VALUES (18, 'Jean', 'Bell', 'Longhorsley', '1946-08-06', NULL, NULL, 0);
INSERT INTO clients (id, first_name, last_name, village, born_on, email, gp_surgery, is_veteran) VALUES (19, 'Harold', 'Marshall', 'Amble', '1958-05-17', 'harold.marshall@example.co.uk', 'Corbridge Medical Group', 1);
INSERT INTO clients (id, first_name, last_name, village, born_on, email, gp_surgery, is_veteran) VALUES (20, 'Betty', 'Pattinson', 'Wooler', '1957-08-29', 'betty.pattinson@example.co.uk', 'Amble Health Centre', 0);
INSERT INTO clients (id, first_name, last_name, village, born_on, email, gp_surgery, is_veteran) VALUES (21, 'Alan', 'Graham', 'Craster', '1940-06-27', 'alan.graham@example.co.uk', 'Amble Health Centre', 0);
INSERT INTO clients (id, first_name, last_name, village, born_on, email, gp_surgery, is_veteran) VALUES (22, 'Muriel', 'Thompson', 'Warkworth', '1933-06-27', NULL, 'Ponteland Medical Group', 0);
INSERT INTO clients (id, first_name, last_name, village, born_on, email, gp_surgery, is_veteran) VALUES (23, 'Dennis', 'Laidler', 'Allendale', '1950-07-22', 'dennis.laidler@example.co.uk', 'Corbridge Medical Group', 0);
INSERT INTO clients (id, first_name, last_name, village, born_on, email, gp_surgery, is_veteran) VALUES (24, 'Audrey', 'Milne', 'Felton', '1953-01-20', 'audrey.milne@example.co.uk', 'Corbridge Medical Group', 0);
INSERT INTO clients (id, first_name, last_name, village, born_on, email, gp_surgery, is_veteran) VALUES (25, 'Frank', 'Gibson', 'Corbridge', '1933-12-31', 'frank.gibson@example.co.uk', NULL, 1);
INSERT INTO clients (id, first_name, last_name, village, born_on, email, gp_surgery, is_veteran) VALUES (26, 'Vera', 'Douglas', 'Haltwhistle', '1952-03-06', NULL, 'Amble Health Centre', 0);
INSERT INTO clients (id, first_name, last_name, village, born_on, email, gp_surgery, is_veteran) VALUES (27, 'Tom', 'Waugh', 'Bellingham', '1946-10-01', 'tom.waugh@example.co.uk', 'Wooler Surgery', 0);
INSERT INTO clients (id, first_name, last_name, village, born_on, email, gp_surgery, is_veteran) VALUES (28, 'Eileen', 'Anderson', 'Rothbury', '1942-02-04', 'eileen.anderson@example.co.uk', 'Haltwhistle Medical Group', 0);
INSERT INTO clients (id, first_name, last_name, village, born_on, email, gp_surgery, is_veteran) VALUES (29, 'Arthur', 'Swan', 'Ponteland', '1951-09-23', 'arthur.swan@example.co.uk', 'Amble Health Centre', 1);
INSERT INTO clients (id, first_name, last_name, village, born_on, email, gp_surgery, is_veteran) VALUES (30, 'Hilda', 'Lamb', 'Longhorsley', '1939-04-23', NULL, 'Wooler Surgery', 0);
INSERT INTO clients (id, first_name, last_name, village, born_on, email, gp_surgery, is_veteran) VALUES (31, 'Megan', 'Foster', 'Amble', '1938-11-20', 'megan.foster@example.co.uk', 'Corbridge Medical Group', 0);
INSERT INTO clients (id, first_name, last_name, village, born_on, email, gp_surgery, is_veteran) VALUES (32, 'Raymond', 'Nesbitt', 'Wooler', '1946-06-10', 'raymond.nesbitt@example.co.uk', NULL, 0);
INSERT INTO fittings_hexham (id, client_id, model_id, staff_id, venue, ear, assessed_on, fitted_on, review_on, price_charged, deposit_paid, refund_amount, is_private) VALUES (1, 1, 11, 13, 'Branch clinic', 'right', '2024-06-03', '2024-06-18', '2024-09-16', 1188.0, 100.0, NULL, 1);
INSERT INTO fittings_hexham (id, client_id, model_id, staff_id, venue, ear, assessed_on, fitted_on, review_on, price_charged, deposit_paid, refund_amount, is_private) VALUES (2, 2, 14, 13, 'Bellingham outreach', 'left', '2024-09-19', '2024-10-03', '2024-11-28', 0.0, 0.0, NULL, 0);
INSERT INTO fittings_hexham (id, client_id, model_id, staff_id, venue, ear, assessed_on, fitted_on, review_on, price_charged, deposit_paid, refund_amount, is_private) VALUES (3, 3, 6, 5, 'Branch clinic', 'left', '2024-08-05', '2024-09-05', '2024-10-31', 1428.0, 200.0, NULL, 1);
INSERT INTO fittings_hexham (id, client_id, model_id, staff_id, venue, ear, assessed_on, fitted_on, review_on, price_charged, deposit_paid, refund_amount, is_private) VALUES (4, 11, 11, 2, 'Bellingham outreach', 'both', '2024-05-01', '2024-05-17', '2024-08-15', 2640.0, 200.0, 2440.0, 1);
INSERT INTO fittings_hexham (id, client_id, model_id, staff_id, venue, ear, assessed_on, fitted_on, review_on, price_charged, deposit_paid, refund_amount, is_private) VALUES (5, 13, 14, 1, 'Haltwhistle outreach', 'both', '2024-06-12', '2024-07-03', '2024-08-14', 0.0, 0.0, NULL, 0);
INSERT INTO fittings_hexham (id, client_id, model_id, staff_id, venue, ear, assessed_on, fitted_on, review_on, price_charged, deposit_paid, refund_amount, is_private) VALUES (6, 17, 14, 1, 'Branch clinic', 'right', '2024-04-03', '2024-04-11', NULL, 1003.0, 200.0, NULL, 1);
INSERT INTO fittings_hexham (id, client_id, model_id, staff_id, venue, ear, assessed_on, fitted_on, review_on, price_charged, deposit_paid, refund_amount, is_private) VALUES (7, 21, 1, 13, 'Branch clinic', 'both', '2024-02-09', '2024-03-01', '2024-05-30', 2465.0, 200.0, NULL, 1);
INSERT INTO fittings_hexham (id, client_id, model_id, staff_id, venue, ear, assessed_on, fitted_on, review_on, price_charged, deposit_paid, refund_amount, is_private) VALUES (8, 25, 6, 5, 'Home visit', 'both', '2023-11-08', '2023-11-16', NULL, 3024.0, 200.0, NULL, 1);
INSERT INTO fittings_hexham (id, client_id, model_id, staff_id, venue, ear, assessed_on, fitted_on, review_on, price_charged, deposit_paid, refund_amount, is_private) VALUES (9, 27, 9, 2, 'Haltwhistle outreach', 'both', '2024-01-14', '2024-02-18', '2024-03-17', 1368.0, 200.0, NULL, 1);
INSERT INTO fittings_hexham (id, client_id, model_id, staff_id, venue, ear, assessed_on, fitted_on, review_on, price_charged, deposit_paid, refund_amount, is_private) VALUES (10, 29, 8, 1, 'Branch clinic', 'both', '2023-12-25', '2024-02-02', '2024-05-02', 2502.0, 250.0, NULL, 1);
INSERT INTO fittings_hexham (id, client_id, model_id, staff_id, venue, ear, assessed_on, fitted_on, review_on, price_charged, deposit_paid, refund_amount, is_private) VALUES (11, 31, 4, 1, 'Branch clinic', 'both', '2024-09-22', '2024-09-30', '2024-11-11', 2142.0, 200.0, NULL, 1);
INSERT INTO fittings_hexham (id, client_id, model_id, staff_id, venue, ear, assessed_on, fitted_on, review_on, price_charged, deposit_paid, refund_amount, is_private) VALUES (12, 1, 9, 2, 'Branch clinic', 'right', '2024-02-20', '2024-03-14', NULL, 684.0, 250.0, NULL, 1);
INSERT INTO fittings_hexham (id, client_id, model_id, staff_id, venue, ear, assessed_on, fitted_on, review_on, price_charged, deposit_paid, refund_amount, is_private) VALUES (13, 7, 8, 4, 'Branch clinic', 'right', '2024-06-16', '2024-06-26', '2024-08-07', 1390.0, 150.0, NULL, 1);
INSERT INTO fittings_hexham (id, client_id, model_id, staff_id, venue, ear, assessed_on, fitted_on, review_on, price_charged, deposit_paid, refund_amount, is_private) VALUES (14, 15, 4, 1, 'Branch clinic', 'left', '2024-02-19', '2024-03-16', '2024-04-27', 0.0, 0.0, NULL, 0);
INSERT INTO fittings_hexham (id, client_id, model_id, staff_id, venue, ear, assessed_on, fitted_on, review_on, price_charged, deposit_paid, refund_amount, is_private) VALUES (15, 1, 2, 5, 'Bellingham outreach', 'both', '2023-12-13', '2023-12-26', '2024-02-20', 3780.0, 100.0, NULL, 1);
INSERT INTO fittings_hexham (id, client_id, model_id, staff_id, venue, ear, assessed_on, fitted_on, review_on, price_charged, deposit_paid, refund_amount, is_private) VALUES (16, 2, 8, 4, 'Haltwhistle outreach', 'right', '2023-11-14', '2023-12-21', NULL, 0.0, 0.0, NULL, 0);
INSERT INTO fittings_hexham (id, client_id, model_id, staff_id, venue, ear, assessed_on, fitted_on, review_on, price_charged, deposit_paid, refund_amount, is_private) VALUES (17, 1, 14, 1, 'Branch clinic', 'left', '2024-09-08', '2024-09-25', NULL, 1180.0, 100.0, NULL, 1);
INSERT INTO fittings_hexham (id, client_id, model_id, staff_id, venue, ear, assessed_on, fitted_on, review_on, price_charged, deposit_paid, refund_amount, is_private) VALUES (18, 11, 3, 5, 'Branch clinic', 'both', '2024-06-23', '2024-07-05', '2024-08-30', 1960.0, 250.0, NULL, 1);
INSERT INTO fittings_hexham (id, client_id, model_id, staff_id, venue, ear, assessed_on, fitted_on, review_on, price_charged, deposit_paid, refund_amount, is_private) VALUES (19, 13, 6, 5, 'Branch clinic', 'right', '2024-05-06', '2024-06-05', '2024-07-31', 0.0, 0.0, NULL, 0);
INSERT INTO fittings_hexham (id, client_id, model_id, staff_id, venue, ear, assessed_on, fitted_on, review_on, price_charged, deposit_paid, refund_amount, is_private) VALUES (20, 17, 6, 1, 'Bellingham outreach', 'both', '2024-09-20', '2024-10-20', '2024-12-15', 3360.0, 250.0, NULL, 1);
INSERT INTO fittings_morpeth (id, client_id, model_id, staff_id, venue, ear, assessed_on, fitted_on, review_on, price_charged, deposit_paid, refund_amount, is_private) VALUES (1, 4, 13, 3, 'Home visit', 'right', '2023-12-08', '2024-01-01', '2024-02-12', 0.0, 0.0, NULL, 0);
INSERT INTO fittings_morpeth (id, client_id, model_id, staff_id, venue, ear, assessed_on, fitted_on, review_on, price_charged, deposit_paid, refund_amount, is_private) VALUES (2, 5, 14, 3, 'Branch clinic', 'left', '2024-09-28', '2024-10-29', '2025-01-27', 1003.0, 150.0, NULL, 1);
INSERT INTO fittings_morpeth (id, client_id, model_id, staff_id, venue, ear, assessed_on, fitted_on, review_on, price_charged, deposit_paid, refund_amount, is_private) VALUES (3, 6, 9, 7, 'Branch clinic', 'both', '2024-04-07', '2024-05-10', '2024-06-21', 1520.0, 150.0, 1370.0, 1);
INSERT INTO fittings_morpeth (id, client_id, model_id, staff_id, venue, ear, assessed_on, fitted_on, review_on, price_charged, deposit_paid, refund_amount, is_private) VALUES (4, 12, 11, 6, 'Branch clinic', 'both', '2024-07-26', '2024-08-11', '2024-10-06', 2640.0, 100.0, NULL, 1);
INSERT INTO fittings_morpeth (id, client_id, model_id, staff_id, venue, ear, assessed_on, fitted_on, review_on, price_charged, deposit_paid, refund_amount, is_private) VALUES (5, 16, 1, 6, 'Branch clinic', 'both', '2024-02-20', '2024-03-25', '2024-05-20', 2900.0, 150.0, NULL, 1);
INSERT INTO fittings_morpeth (id, client_id, model_id, staff_id, venue, ear, assessed_on, fitted_on, review_on, price_charged, deposit_paid, refund_amount, is_private) VALUES (6, 18, 10, 12, 'Branch clinic', 'both', '2023-11-28', '2023-12-20', '2024-01-17', 0.0, 0.0, NULL, 0);
INSERT INTO fittings_morpeth (id, client_id, model_id, staff_id, venue, ear, assessed_on, fitted_on, review_on, price_charged, deposit_paid, refund_amount, is_private) VALUES (7, 22, 1, 3, 'Rothbury outreach', 'both', '2024-02-29', '2024-03-27', '2024-05-22', 0.0, 0.0, NULL, 0);
INSERT INTO fittings_morpeth (id, client_id, model_id, staff_id, venue, ear, assessed_on, fitted_on, review_on, price_charged, deposit_paid, refund_amount, is_private) VALUES (8, 23, 3, 6, 'Rothbury outreach', 'left', '2024-06-16', '2024-06-26', '2024-09-24', 0.0, 0.0, NULL, 0);
INSERT INTO fittings_morpeth (id, client_id, model_id, staff_id, venue, ear, assessed_on, fitted_on, review_on, price_charged, deposit_paid, refund_amount, is_private) VALUES (9, 28, 1, 12, 'Branch clinic', 'both', '2023-12-24', '2024-01-03', '2024-04-02', 2900.0, 200.0, NULL, 1);
INSERT INTO fittings_morpeth (id, client_id, model_id, staff_id, venue, ear, assessed_on, fitted_on, review_on, price_charged, deposit_paid, refund_amount, is_private) VALUES (10, 30, 2, 7, 'Home visit', 'both', '2024-02-19', '2024-03-21', NULL, 0.0, 0.0, NULL, 0);
INSERT INTO fittings_morpeth (id, client_id, model_id, staff_id, venue, ear, assessed_on, fitted_on, review_on, price_charged, deposit_paid, refund_amount, is_private) VALUES (11, 2, 14, 7, 'Rothbury outreach', 'both', '2023-10-30', '2023-12-06', '2024-03-05', 2360.0, 250.0, 500.0, 1);
INSERT INTO fittings_morpeth (id, client_id, model_id, staff_id, venue, ear, assessed_on, fitted_on, review_on, price_charged, deposit_paid, refund_amount, is_private) VALUES (12, 19, 2, 6, 'Ponteland outreach', 'both', '2023-10-14', '2023-10-31', '2023-11-28', 3780.0, 250.0, NULL, 1);
INSERT INTO fittings_morpeth (id, client_id, model_id, staff_id, venue, ear, assessed_on, fitted_on, review_on, price_charged, deposit_paid, refund_amount, is_private) VALUES (13, 26, 5, 6, 'Home visit', 'both', '2023-09-30', '2023-11-02', NULL, 2016.0, 100.0, NULL, 1);
INSERT INTO fittings_morpeth (id, client_id, model_id, staff_id, venue, ear, assessed_on, fitted_on, review_on, price_charged, deposit_paid, refund_amount, is_private) VALUES (14, 4, 14, 7, 'Ponteland outreach', 'right', '2024-05-06', '2024-05-30', '2024-06-27', 1180.0, 250.0, NULL, 1);
INSERT INTO fittings_morpeth (id, client_id, model_id, staff_id, venue, ear, assessed_on, fitted_on, review_on, price_charged, deposit_paid, refund_amount, is_private) VALUES (15, 5, 10, 7, 'Branch clinic', 'both', '2024-09-26', '2024-10-26', '2025-01-24', 0.0, 0.0, NULL, 0);
INSERT INTO fittings_morpeth (id, client_id, model_id, staff_id, venue, ear, assessed_on, fitted_on, review_on, price_charged, deposit_paid, refund_amount, is_private) VALUES (16, 6, 14, 3, 'Branch clinic', 'left', '2024-03-26', '2024-04-24', NULL, 1003.0, 100.0, NULL, 1);
INSERT INTO fittings_morpeth (id, client_id, model_id, staff_id, venue, ear, assessed_on, fitted_on, review_on, price_charged, deposit_paid, refund_amount, is_private) VALUES (17, 12, 11, 6, 'Branch clinic', 'right', '2023-10-10', '2023-11-12', NULL, 1188.0, 250.0, NULL, 1);
INSERT INTO fittings_morpeth (id, client_id, model_id, staff_id, venue, ear, assessed_on, fitted_on, review_on, price_charged, deposit_paid, refund_amount, is_private) VALUES (18, 16, 5, 3, 'Branch clinic', 'both', '2023-09-04', '2023-09-21', '2023-11-02', 2016.0, 100.0, NULL, 1);
INSERT INTO fittings_morpeth (id, client_id, model_id, staff_id, venue, ear, assessed_on, fitted_on, review_on, price_charged, deposit_paid, refund_amount, is_private) VALUES (19, 18, 2, 5, 'Branch clinic', 'left', '2024-10-03', '2024-10-30', NULL, 1890.0, 100.0, NULL, 1);
INSERT INTO fittings_morpeth (id, client_id, model_id, staff_id, venue, ear, assessed_on, fitted_on, review_on, price_charged, deposit_paid, refund_amount, is_private) VALUES (20, 22, 5, 7, 'Rothbury outreach', 'both', '2024-02-03', '2024-03-11', NULL, 1904.0, 150.0, NULL, 1);
INSERT INTO fittings_morpeth (id, client_id, model_id, staff_id, venue, ear, assessed_on, fitted_on, review_on, price_charged, deposit_paid, refund_amount, is_private) VALUES (21, 23, 14, 7, 'Home visit', 'both', '2024-08-28', '2024-09-12', '2024-11-07', 2006.0, 150.0, NULL, 1);
INSERT INTO fittings_morpeth (id, client_id, model_id, staff_id, venue, ear, assessed_on, fitted_on, review_on, price_charged, deposit_paid, refund_amount, is_private) VALUES (22, 28, 11, 7, 'Branch clinic', 'right', '2024-09-04', '2024-09-12', '2024-12-11', 0.0, 0.0, NULL, 0);
INSERT INTO fittings_alnwick (id, client_id, model_id, staff_id, venue, ear, assessed_on, fitted_on, review_on, price_charged, deposit_paid, refund_amount, is_private) VALUES (1, 7, 4, 11, 'Branch clinic', 'both', '2023-12-09', '2024-01-17', '2024-02-28', 2520.0, 250.0, NULL, 1);
INSERT INTO fittings_alnwick (id, client_id, model_id, staff_id, venue, ear, assessed_on, fitted_on, review_on, price_charged, deposit_paid, refund_amount, is_private) VALUES (2, 8, 1, 15, 'Amble outreach', 'both', '2024-02-18', '2024-03-07', NULL, 2610.0, 200.0, NULL, 1);
INSERT INTO fittings_alnwick (id, client_id, model_id, staff_id, venue, ear, assessed_on, fitted_on, review_on, price_charged, deposit_paid, refund_amount, is_private) VALUES (3, 9, 1, 8, 'Home visit', 'left', '2024-05-28', '2024-06-18', '2024-08-13', 0.0, 0.0, NULL, 0);
INSERT INTO fittings_alnwick (id, client_id, model_id, staff_id, venue, ear, assessed_on, fitted_on, review_on, price_charged, deposit_paid, refund_amount, is_private) VALUES (4, 10, 4, 1, 'Home visit', 'both', '2024-07-15', '2024-07-24', NULL, 0.0, 0.0, NULL, 0);
INSERT INTO fittings_alnwick (id, client_id, model_id, staff_id, venue, ear, assessed_on, fitted_on, review_on, price_charged, deposit_paid, refund_amount, is_private) VALUES (5, 14, 7, 8, 'Branch clinic', 'left', '2023-11-06', '2023-12-11', '2024-01-08', 1750.0, 250.0, 1500.0, 1);
INSERT INTO fittings_alnwick (id, client_id, model_id, staff_id, venue, ear, assessed_on, fitted_on, review_on, price_charged, deposit_paid, refund_amount, is_private) VALUES (6, 20, 15, 11, 'Wooler outreach', 'both', '2024-09-16', '2024-10-24', '2024-12-19', 4300.0, 200.0, NULL, 1);
INSERT INTO fittings_alnwick (id, client_id, model_id, staff_id, venue, ear, assessed_on, fitted_on, review_on, price_charged, deposit_paid, refund_amount, is_private) VALUES (7, 24, 12, 1, 'Amble outreach', 'left', '2024-09-02', '2024-09-22', '2024-10-20', 0.0, 0.0, NULL, 0);
INSERT INTO fittings_alnwick (id, client_id, model_id, staff_id, venue, ear, assessed_on, fitted_on, review_on, price_charged, deposit_paid, refund_amount, is_private) VALUES (8, 26, 12, 11, 'Home visit', 'both', '2024-05-10', '2024-06-04', NULL, 3980.0, 100.0, NULL, 1);
INSERT INTO fittings_alnwick (id, client_id, model_id, staff_id, venue, ear, assessed_on, fitted_on, review_on, price_charged, deposit_paid, refund_amount, is_private) VALUES (9, 31, 9, 8, 'Branch clinic', 'both', '2024-02-17', '2024-02-25', NULL, 0.0, 0.0, NULL, 0);
INSERT INTO fittings_alnwick (id, client_id, model_id, staff_id, venue, ear, assessed_on, fitted_on, review_on, price_charged, deposit_paid, refund_amount, is_private) VALUES (10, 19, 3, 8, 'Wooler outreach', 'both', '2024-01-07', '2024-01-31', NULL, 0.0, 0.0, NULL, 0);
INSERT INTO fittings_alnwick (id, client_id, model_id, staff_id, venue, ear, assessed_on, fitted_on, review_on, price_charged, deposit_paid, refund_amount, is_private) VALUES (11, 3, 12, 15, 'Wooler outreach', 'both', '2024-01-29', '2024-02-14', '2024-04-10', 0.0, 0.0, NULL, 0);
INSERT INTO fittings_alnwick (id, client_id, model_id, staff_id, venue, ear, assessed_on, fitted_on, review_on, price_charged, deposit_paid, refund_amount, is_private) VALUES (12, 7, 1, 8, 'Wooler outreach', 'both', '2024-03-31', '2024-05-09', '2024-08-07', 2610.0, 150.0, NULL, 1);
INSERT INTO fittings_alnwick (id, client_id, model_id, staff_id, venue, ear, assessed_on, fitted_on, review_on, price_charged, deposit_paid, refund_amount, is_private) VALUES (13, 8, 7, 11, 'Branch clinic', 'right', '2024-10-14', '2024-10-24', NULL, 1750.0, 150.0, NULL, 1);
INSERT INTO fittings_alnwick (id, client_id, model_id, staff_id, venue, ear, assessed_on, fitted_on, review_on, price_charged, deposit_paid, refund_amount, is_private) VALUES (14, 9, 9, 15, 'Home visit', 'left', '2024-08-09', '2024-09-06', '2024-11-01', 646.0, 250.0, NULL, 1);
INSERT INTO fittings_alnwick (id, client_id, model_id, staff_id, venue, ear, assessed_on, fitted_on, review_on, price_charged, deposit_paid, refund_amount, is_private) VALUES (15, 10, 15, 1, 'Home visit', 'both', '2024-06-28', '2024-07-30', '2024-09-24', 3655.0, 150.0, NULL, 1);
INSERT INTO fittings_alnwick (id, client_id, model_id, staff_id, venue, ear, assessed_on, fitted_on, review_on, price_charged, deposit_paid, refund_amount, is_private) VALUES (16, 14, 4, 15, 'Amble outreach', 'right', '2024-03-04', '2024-04-12', '2024-05-10', 1260.0, 150.0, NULL, 1);
INSERT INTO fittings_alnwick (id, client_id, model_id, staff_id, venue, ear, assessed_on, fitted_on, review_on, price_charged, deposit_paid, refund_amount, is_private) VALUES (17, 20, 3, 1, 'Amble outreach', 'left', '2024-04-17', '2024-05-21', '2024-07-16', 833.0, 250.0, NULL, 1);
INSERT INTO fittings_alnwick (id, client_id, model_id, staff_id, venue, ear, assessed_on, fitted_on, review_on, price_charged, deposit_paid, refund_amount, is_private) VALUES (18, 24, 1, 11, 'Wooler outreach', 'both', '2023-10-23', '2023-11-09', '2023-12-21', 2610.0, 250.0, NULL, 1);
COMMIT;
