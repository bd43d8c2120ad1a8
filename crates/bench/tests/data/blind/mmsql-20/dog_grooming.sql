-- dog_grooming: invented mobile dog-grooming van business around Millbrook (owners, dogs, groomers, services, appointments, payments); prices in GBP
BEGIN TRANSACTION;
CREATE TABLE owners (
    owner_id INTEGER PRIMARY KEY,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    town TEXT NOT NULL,
    phone TEXT NOT NULL,
    email TEXT, -- NULL = no email address on file
    joined_date TEXT NOT NULL,
    is_marketing_opt_in INTEGER NOT NULL CHECK (is_marketing_opt_in IN (0,1))
);
CREATE TABLE dogs (
    dog_id INTEGER PRIMARY KEY,
    owner_id INTEGER NOT NULL REFERENCES owners(owner_id),
    name TEXT NOT NULL,
    breed TEXT NOT NULL,
    size TEXT NOT NULL,
    date_of_birth TEXT, -- NULL = date of birth unknown
    is_nervous INTEGER NOT NULL CHECK (is_nervous IN (0,1)),
    allergies TEXT -- NULL = no known allergies
);
CREATE TABLE groomers (
    groomer_id INTEGER PRIMARY KEY,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    hourly_rate REAL NOT NULL,
    start_date TEXT NOT NULL,
    leave_date TEXT, -- NULL = still working for the business
    van_name TEXT NOT NULL,
    is_level3_qualified INTEGER NOT NULL CHECK (is_level3_qualified IN (0,1))
);
CREATE TABLE services (
    service_id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    base_price REAL NOT NULL,
    duration_minutes INTEGER NOT NULL,
    is_active INTEGER NOT NULL CHECK (is_active IN (0,1))
);
CREATE TABLE appointments (
    appointment_id INTEGER PRIMARY KEY,
    dog_id INTEGER NOT NULL REFERENCES dogs(dog_id),
    groomer_id INTEGER NOT NULL REFERENCES groomers(groomer_id),
    service_id INTEGER NOT NULL REFERENCES services(service_id),
    booked_date TEXT NOT NULL,
    appointment_date TEXT NOT NULL,
    town TEXT NOT NULL,
    agreed_price REAL NOT NULL,
    tip REAL, -- NULL = no tip given
    cancelled_date TEXT -- NULL = not cancelled
);
CREATE TABLE payments (
    payment_id INTEGER PRIMARY KEY,
    appointment_id INTEGER NOT NULL REFERENCES appointments(appointment_id),
    paid_date TEXT NOT NULL,
    amount REAL NOT NULL,
    method TEXT NOT NULL,
    refund_amount REAL -- NULL = no refund given
);
INSERT INTO owners (owner_id, first_name, last_name, town, phone, email, joined_date, is_marketing_opt_in) VALUES (1, 'Jess', 'Harlow', 'Millbrook', '07700 900877', 'jess.harlow@example.org.uk', '2021-04-12', 1);
INSERT INTO owners (owner_id, first_name, last_name, town, phone, email, joined_date, is_marketing_opt_in) VALUES (2, 'Dan', 'Whitlow', 'Dunstow', '07700 900805', 'dan.whitlow@example.org.uk', '2021-05-03', 0);
INSERT INTO owners (owner_id, first_name, last_name, town, phone, email, joined_date, is_marketing_opt_in) VALUES (3, 'Priya', 'Dhillon', 'Ravensby', '07700 900986', 'priya.dhillon@example.org.uk', '2021-06-20', 1);
INSERT INTO owners (owner_id, first_name, last_name, town, phone, email, joined_date, is_marketing_opt_in) VALUES (4, 'Lorna', 'McBride', 'Millbrook Heath', '07700 900831', NULL, '2021-08-09', 0);
INSERT INTO owners (owner_id, first_name, last_name, town, phone, email, joined_date, is_marketing_opt_in) VALUES (5, 'Sarah', 'Colley', 'Millbrook', '07700 900535', 'sarah.colley@example.org.uk', '2021-09-14', 1);
INSERT INTO owners (owner_id, first_name, last_name, town, phone, email, joined_date, is_marketing_opt_in) VALUES (6, 'Tony', 'Barraclough', 'Coldharbour Green', '07700 900121', NULL, '2022-01-17', 0);
INSERT INTO owners (owner_id, first_name, last_name, town, phone, email, joined_date, is_marketing_opt_in) VALUES (7, 'Wendy', 'Ashcroft', 'Pelham St Giles', '07700 900152', 'wendy.ashcroft@example.org.uk', '2022-02-08', 1);
INSERT INTO owners (owner_id, first_name, last_name, town, phone, email, joined_date, is_marketing_opt_in) VALUES (8, 'Marcus', 'Dale', 'Dunstow', '07700 900575', 'marcus.dale@example.org.uk', '2022-03-22', 0);
INSERT INTO owners (owner_id, first_name, last_name, town, phone, email, joined_date, is_marketing_opt_in) VALUES (9, 'Freya', 'Lund', 'Millbrook Heath', '07700 900217', 'freya.lund@example.org.uk', '2022-04-30', 1);
INSERT INTO owners (owner_id, first_name, last_name, town, phone, email, joined_date, is_marketing_opt_in) VALUES (10, 'Hugh', 'Penrose', 'Ravensby', '07700 900917', NULL, '2022-05-16', 0);
INSERT INTO owners (owner_id, first_name, last_name, town, phone, email, joined_date, is_marketing_opt_in) VALUES (11, 'Carol', 'Ibbotson', 'Millbrook', '07700 900500', 'carol.ibbotson@example.org.uk', '2022-06-27', 1);
INSERT INTO owners (owner_id, first_name, last_name, town, phone, email, joined_date, is_marketing_opt_in) VALUES (12, 'Ravi', 'Sethi', 'Coldharbour Green', '07700 900985', 'ravi.sethi@example.org.uk', '2022-08-03', 0);
INSERT INTO owners (owner_id, first_name, last_name, town, phone, email, joined_date, is_marketing_opt_in) VALUES (13, 'Beth', 'Catterall', 'Pelham St Giles', '07700 900561', NULL, '2022-09-19', 1);
INSERT INTO owners (owner_id, first_name, last_name, town, phone, email, joined_date, is_marketing_opt_in) VALUES (14, 'Jonny', 'Keel', 'Dunstow', '07700 900596', 'jonny.keel@example.org.uk', '2022-11-05', 0);
INSERT INTO owners (owner_id, first_name, last_name, town, phone, email, joined_date, is_marketing_opt_in) VALUES (15, 'Maggie', 'Thorne', 'Millbrook', '07700 900581', 'maggie.thorne@example.org.uk', '2023-01-21', 1);
INSERT INTO owners (owner_id, first_name, last_name, town, phone, email, joined_date, is_marketing_opt_in) VALUES (16, 'Oliver', 'Grint', 'Ravensby', '07700 900061', NULL, '2023-02-14', 0);
INSERT INTO owners (owner_id, first_name, last_name, town, phone, email, joined_date, is_marketing_opt_in) VALUES (17, 'Anna', 'Kowal', 'Millbrook Heath', '07700 900709', 'anna.kowal@example.org.uk', '2023-03-30', 1);
INSERT INTO owners (owner_id, first_name, last_name, town, phone, email, joined_date, is_marketing_opt_in) VALUES (18, 'Steve', 'Parfitt', 'Coldharbour Green', '07700 900430', 'steve.parfitt@example.org.uk', '2023-05-08', 0);
INSERT INTO owners (owner_id, first_name, last_name, town, phone, email, joined_date, is_marketing_opt_in) VALUES (19, 'Sarah', 'Colley', 'Millbrook Heath', '07700 900947', 'scolley.heath@example.org.uk', '2023-06-12', 0);
INSERT INTO owners (owner_id, first_name, last_name, town, phone, email, joined_date, is_marketing_opt_in) VALUES (20, 'Niamh', 'Doherty', 'Pelham St Giles', '07700 900162', 'niamh.doherty@example.org.uk', '2023-07-25', 1);
INSERT INTO owners (owner_id, first_name, last_name, town, phone, email, joined_date, is_marketing_opt_in) VALUES (21, 'Gus', 'Whitaker', 'Dunstow', '07700 900052', NULL, '2023-09-02', 0);
INSERT INTO owners (owner_id, first_name, last_name, town, phone, email, joined_date, is_marketing_opt_in) VALUES (22, 'Rachel', 'Ferrier', 'Ravensby', '07700 900473', 'rachel.ferrier@example.org.uk', '2023-10-16', 1);
INSERT INTO owners (owner_id, first_name, last_name, town, phone, email, joined_date, is_marketing_opt_in) VALUES (23, 'Kemi', 'Adeyemi', 'Millbrook', '07700 900774', NULL, '2024-01-09', 0);
INSERT INTO owners (owner_id, first_name, last_name, town, phone, email, joined_date, is_marketing_opt_in) VALUES (24, 'Paul', 'Strand', 'Coldharbour Green', '07700 900251', 'paul.strand@example.org.uk', '2024-02-26', 1);
INSERT INTO owners (owner_id, first_name, last_name, town, phone, email, joined_date, is_marketing_opt_in) VALUES (25, 'Imogen', 'Tate', 'Millbrook Heath', '07700 900942', 'imogen.tate@example.org.uk', '2024-04-18', 1);
INSERT INTO owners (owner_id, first_name, last_name, town, phone, email, joined_date, is_marketing_opt_in) VALUES (26, 'Derek', 'Oyston', 'Dunstow', '07700 900686', NULL, '2024-09-03', 0);
INSERT INTO owners (owner_id, first_name, last_name, town, phone, email, joined_date, is_marketing_opt_in) VALUES (27, 'Zoe', 'Marchetti', 'Pelham St Giles', '07700 900627', 'zoe.marchetti@example.org.uk', '2024-11-20', 1);
INSERT INTO owners (owner_id, first_name, last_name, town, phone, email, joined_date, is_marketing_opt_in) VALUES (28, 'Bill', 'Hanratty', 'Ravensby', '07700 900066', NULL, '2025-01-15', 0);
INSERT INTO dogs (dog_id, owner_id, name, breed, size, date_of_birth, is_nervous, allergies) VALUES (1, 1, 'Biscuit', 'Cockapoo', 'Medium', '2019-06-02', 0, NULL);
INSERT INTO dogs (dog_id, owner_id, name, breed, size, date_of_birth, is_nervous, allergies) VALUES (2, 1, 'Mabel', 'Border Terrier', 'Small', '2021-03-15', 1, NULL);
INSERT INTO dogs (dog_id, owner_id, name, breed, size, date_of_birth, is_nervous, allergies) VALUES (3, 2, 'Poppy', 'Border Terrier', 'Small', '2018-09-09', 0, 'Oatmeal shampoo');
INSERT INTO dogs (dog_id, owner_id, name, breed, size, date_of_birth, is_nervous, allergies) VALUES (4, 3, 'Kobe', 'Labrador', 'Large', '2017-04-22', 0, NULL);
INSERT INTO dogs (dog_id, owner_id, name, breed, size, date_of_birth, is_nervous, allergies) VALUES (5, 4, 'Hamish', 'West Highland Terrier', 'Small', NULL, 1, NULL);
INSERT INTO dogs (dog_id, owner_id, name, breed, size, date_of_birth, is_nervous, allergies) VALUES (6, 5, 'Poppy', 'Cockapoo', 'Medium', '2020-01-30', 1, NULL);
INSERT INTO dogs (dog_id, owner_id, name, breed, size, date_of_birth, is_nervous, allergies) VALUES (7, 5, 'Ted', 'Toy Poodle', 'Small', '2022-05-05', 0, NULL);
INSERT INTO dogs (dog_id, owner_id, name, breed, size, date_of_birth, is_nervous, allergies) VALUES (8, 6, 'Duke', 'Golden Retriever', 'Large', '2016-02-11', 0, 'Lavender oil');
INSERT INTO dogs (dog_id, owner_id, name, breed, size, date_of_birth, is_nervous, allergies) VALUES (9, 7, 'Pip', 'Shih Tzu', 'Small', '2019-12-12', 1, NULL);
INSERT INTO dogs (dog_id, owner_id, name, breed, size, date_of_birth, is_nervous, allergies) VALUES (10, 8, 'Bruno', 'Springer Spaniel', 'Medium', '2018-07-07', 0, NULL);
INSERT INTO dogs (dog_id, owner_id, name, breed, size, date_of_birth, is_nervous, allergies) VALUES (11, 9, 'Luna', 'Poodle', 'Large', '2020-10-10', 0, NULL);
INSERT INTO dogs (dog_id, owner_id, name, breed, size, date_of_birth, is_nervous, allergies) VALUES (12, 10, 'Monty', 'Cocker Spaniel', 'Medium', NULL, 0, NULL);
INSERT INTO dogs (dog_id, owner_id, name, breed, size, date_of_birth, is_nervous, allergies) VALUES (13, 11, 'Daisy', 'Bichon Frise', 'Small', '2021-08-18', 0, 'Tea tree oil');
INSERT INTO dogs (dog_id, owner_id, name, breed, size, date_of_birth, is_nervous, allergies) VALUES (14, 11, 'Rolo', 'Miniature Schnauzer', 'Small', '2022-02-02', 0, NULL);
INSERT INTO dogs (dog_id, owner_id, name, breed, size, date_of_birth, is_nervous, allergies) VALUES (15, 12, 'Zeus', 'Labradoodle', 'Large', '2019-03-03', 1, NULL);
INSERT INTO dogs (dog_id, owner_id, name, breed, size, date_of_birth, is_nervous, allergies) VALUES (16, 13, 'Nala', 'Cockapoo', 'Medium', '2021-11-11', 0, NULL);
INSERT INTO dogs (dog_id, owner_id, name, breed, size, date_of_birth, is_nervous, allergies) VALUES (17, 14, 'Bear', 'Newfoundland', 'Large', '2018-05-05', 0, NULL);
INSERT INTO dogs (dog_id, owner_id, name, breed, size, date_of_birth, is_nervous, allergies) VALUES (18, 15, 'Winnie', 'Toy Poodle', 'Small', '2020-04-04', 1, NULL);
INSERT INTO dogs (dog_id, owner_id, name, breed, size, date_of_birth, is_nervous, allergies) VALUES (19, 16, 'Archie', 'Cocker Spaniel', 'Medium', '2017-08-08', 0, NULL);
INSERT INTO dogs (dog_id, owner_id, name, breed, size, date_of_birth, is_nervous, allergies) VALUES (20, 17, 'Bella', 'Cavapoo', 'Small', '2022-09-09', 0, NULL);
INSERT INTO dogs (dog_id, owner_id, name, breed, size, date_of_birth, is_nervous, allergies) VALUES (21, 18, 'Max', 'German Shepherd', 'Large', NULL, 1, 'Chlorhexidine');
INSERT INTO dogs (dog_id, owner_id, name, breed, size, date_of_birth, is_nervous, allergies) VALUES (22, 19, 'Pickle', 'Jack Russell', 'Small', '2019-01-19', 1, NULL);
INSERT INTO dogs (dog_id, owner_id, name, breed, size, date_of_birth, is_nervous, allergies) VALUES (23, 19, 'Otis', 'Bichon Frise', 'Small', '2023-03-03', 0, NULL);
INSERT INTO dogs (dog_id, owner_id, name, breed, size, date_of_birth, is_nervous, allergies) VALUES (24, 20, 'Shadow', 'Springer Spaniel', 'Medium', '2016-06-16', 0, NULL);
INSERT INTO dogs (dog_id, owner_id, name, breed, size, date_of_birth, is_nervous, allergies) VALUES (25, 21, 'Barney', 'Labrador', 'Large', '2015-10-10', 0, NULL);
INSERT INTO dogs (dog_id, owner_id, name, breed, size, date_of_birth, is_nervous, allergies) VALUES (26, 22, 'Coco', 'Poodle', 'Medium', '2021-01-01', 0, NULL);
INSERT INTO dogs (dog_id, owner_id, name, breed, size, date_of_birth, is_nervous, allergies) VALUES (27, 23, 'Teddy', 'Shih Tzu', 'Small', '2023-06-06', 1, NULL);
INSERT INTO dogs (dog_id, owner_id, name, breed, size, date_of_birth, is_nervous, allergies) VALUES (28, 24, 'Rufus', 'Border Terrier', 'Small', '2020-07-07', 0, NULL);
INSERT INTO dogs (dog_id, owner_id, name, breed, size, date_of_birth, is_nervous, allergies) VALUES (29, 25, 'Willow', 'Cockapoo', 'Medium', '2024-01-20', 0, NULL);
INSERT INTO dogs (dog_id, owner_id, name, breed, size, date_of_birth, is_nervous, allergies) VALUES (30, 25, 'Fig', 'Whippet', 'Medium', NULL, 1, NULL);
INSERT INTO dogs (dog_id, owner_id, name, breed, size, date_of_birth, is_nervous, allergies) VALUES (31, 2, 'Scout', 'Springer Spaniel', 'Medium', '2022-12-12', 0, NULL);
INSERT INTO dogs (dog_id, owner_id, name, breed, size, date_of_birth, is_nervous, allergies) VALUES (32, 3, 'Bramble', 'Cocker Spaniel', 'Medium', '2023-02-02', 0, 'Oatmeal shampoo');
INSERT INTO dogs (dog_id, owner_id, name, breed, size, date_of_birth, is_nervous, allergies) VALUES (33, 26, 'Gus', 'Labrador', 'Large', '2022-08-08', 0, NULL);
INSERT INTO dogs (dog_id, owner_id, name, breed, size, date_of_birth, is_nervous, allergies) VALUES (34, 27, 'Pepper', 'Miniature Schnauzer', 'Small', '2024-03-03', 0, NULL);
INSERT INTO dogs (dog_id, owner_id, name, breed, size, date_of_birth, is_nervous, allergies) VALUES (35, 28, 'Ruby', 'Cavapoo', 'Small', NULL, 0, NULL);
INSERT INTO dogs (dog_id, owner_id, name, breed, size, date_of_birth, is_nervous, allergies) VALUES (36, 7, 'Jess', 'Border Collie', 'Medium', '2017-11-11', 0, NULL);
INSERT INTO dogs (dog_id, owner_id, name, breed, size, date_of_birth, is_nervous, allergies) VALUES (37, 14, 'Moss', 'Border Collie', 'Medium', '2020-02-20', 1, NULL);
INSERT INTO dogs (dog_id, owner_id, name, breed, size, date_of_birth, is_nervous, allergies) VALUES (38, 9, 'Sable', 'Poodle', 'Large', '2023-05-05', 0, NULL);
INSERT INTO groomers (groomer_id, first_name, last_name, hourly_rate, start_date, leave_date, van_name, is_level3_qualified) VALUES (1, 'Kirsty', 'Vale', 16.50, '2019-03-04', NULL, 'Suds 1', 1);
INSERT INTO groomers (groomer_id, first_name, last_name, hourly_rate, start_date, leave_date, van_name, is_level3_qualified) VALUES (2, 'Jess', 'Pennick', 14.00, '2021-06-07', NULL, 'Suds 2', 1);
INSERT INTO groomers (groomer_id, first_name, last_name, hourly_rate, start_date, leave_date, van_name, is_level3_qualified) VALUES (3, 'Mo', 'Farouk', 13.25, '2022-01-10', '2024-05-31', 'Suds 3', 0);
INSERT INTO groomers (groomer_id, first_name, last_name, hourly_rate, start_date, leave_date, van_name, is_level3_qualified) VALUES (4, 'Chloe', 'Varney', 15.00, '2020-09-14', NULL, 'Suds 3', 1);
INSERT INTO groomers (groomer_id, first_name, last_name, hourly_rate, start_date, leave_date, van_name, is_level3_qualified) VALUES (5, 'Aaron', 'Lyle', 12.75, '2023-03-20', NULL, 'Bubbles', 0);
INSERT INTO groomers (groomer_id, first_name, last_name, hourly_rate, start_date, leave_date, van_name, is_level3_qualified) VALUES (6, 'Dani', 'Scholes', 13.50, '2019-11-11', '2023-02-28', 'Suds 2', 1);
INSERT INTO groomers (groomer_id, first_name, last_name, hourly_rate, start_date, leave_date, van_name, is_level3_qualified) VALUES (7, 'Ffion', 'Rees', 14.25, '2024-06-03', NULL, 'Suds 3', 1);
INSERT INTO groomers (groomer_id, first_name, last_name, hourly_rate, start_date, leave_date, van_name, is_level3_qualified) VALUES (8, 'Ryan', 'Coker', 12.50, '2020-02-17', '2021-12-17', 'Bubbles', 0);
INSERT INTO groomers (groomer_id, first_name, last_name, hourly_rate, start_date, leave_date, van_name, is_level3_qualified) VALUES (9, 'Hayley', 'Burke', 13.00, '2021-10-04', '2022-10-28', 'Bubbles', 0);
INSERT INTO groomers (groomer_id, first_name, last_name, hourly_rate, start_date, leave_date, van_name, is_level3_qualified) VALUES (10, 'Tasha', 'Quinn', 13.75, '2022-11-14', '2024-01-19', 'Bubbles', 1);
INSERT INTO groomers (groomer_id, first_name, last_name, hourly_rate, start_date, leave_date, van_name, is_level3_qualified) VALUES (11, 'Leon', 'Marsh', 12.50, '2024-02-05', NULL, 'Bubbles', 0);
INSERT INTO groomers (groomer_id, first_name, last_name, hourly_rate, start_date, leave_date, van_name, is_level3_qualified) VALUES (12, 'Gemma', 'Holt', 15.50, '2019-05-20', '2021-03-31', 'Suds 1', 1);
INSERT INTO groomers (groomer_id, first_name, last_name, hourly_rate, start_date, leave_date, van_name, is_level3_qualified) VALUES (13, 'Sian', 'Pryor', 13.00, '2024-09-16', NULL, 'Suds 4', 0);
INSERT INTO groomers (groomer_id, first_name, last_name, hourly_rate, start_date, leave_date, van_name, is_level3_qualified) VALUES (14, 'Becky', 'Doyle', 14.50, '2023-07-10', '2025-03-14', 'Suds 4', 1);
INSERT INTO groomers (groomer_id, first_name, last_name, hourly_rate, start_date, leave_date, van_name, is_level3_qualified) VALUES (15, 'Nat', 'Ellison', 12.90, '2025-03-24', NULL, 'Suds 4', 0);
INSERT INTO services (service_id, name, base_price, duration_minutes, is_active) VALUES (1, 'Full Groom', 45.00, 120, 1);
INSERT INTO services (service_id, name, base_price, duration_minutes, is_active) VALUES (2, 'Full Groom Plus', 58.00, 150, 1);
INSERT INTO services (service_id, name, base_price, duration_minutes, is_active) VALUES (3, 'Bath and Brush', 30.00, 60, 1);
INSERT INTO services (service_id, name, base_price, duration_minutes, is_active) VALUES (4, 'Puppy Intro', 25.00, 45, 1);
INSERT INTO services (service_id, name, base_price, duration_minutes, is_active) VALUES (5, 'Nail Clip', 10.00, 15, 1);
INSERT INTO services (service_id, name, base_price, duration_minutes, is_active) VALUES (6, 'De-shed Treatment', 40.00, 90, 1);
INSERT INTO services (service_id, name, base_price, duration_minutes, is_active) VALUES (7, 'Hand Strip', 55.00, 150, 1);
INSERT INTO services (service_id, name, base_price, duration_minutes, is_active) VALUES (8, 'Face Feet and Tail', 22.00, 40, 1);
INSERT INTO services (service_id, name, base_price, duration_minutes, is_active) VALUES (9, 'Teeth Clean', 12.00, 20, 1);
INSERT INTO services (service_id, name, base_price, duration_minutes, is_active) VALUES (10, 'Medicated Bath', 35.00, 60, 1);
INSERT INTO services (service_id, name, base_price, duration_minutes, is_active) VALUES (11, 'Flea Treatment', 18.00, 30, 0);
INSERT INTO services (service_id, name, base_price, duration_minutes, is_active) VALUES (12, 'Blueberry Facial', 8.00, 15, 0);
INSERT INTO services (service_id, name, base_price, duration_minutes, is_active) VALUES (13, 'Ear Clean', 9.00, 15, 1);
INSERT INTO services (service_id, name, base_price, duration_minutes, is_active) VALUES (14, 'Paw Balm Add-on', 5.00, 10, 1);
INSERT INTO services (service_id, name, base_price, duration_minutes, is_active) VALUES (15, 'Senior Dog Groom', 42.00, 105, 1);
INSERT INTO appointments (appointment_id, dog_id, groomer_id, service_id, booked_date, appointment_date, town, agreed_price, tip, cancelled_date) VALUES (1, 12, 6, 2, '2023-01-02', '2023-02-04', 'Ravensby', 63.00, NULL, NULL);
INSERT INTO appointments (appointment_id, dog_id, groomer_id, service_id, booked_date, appointment_date, town, agreed_price, tip, cancelled_date) VALUES (2, 9, 2, 6, '2023-01-22', '2023-02-09', 'Pelham St Giles', 40.00, 3.00, NULL);
INSERT INTO appointments (appointment_id, dog_id, groomer_id, service_id, booked_date, appointment_date, town, agreed_price, tip, cancelled_date) VALUES (3, 11, 2, 5, '2023-02-07', '2023-02-25', 'Millbrook Heath', 10.00, NULL, NULL);
INSERT INTO appointments (appointment_id, dog_id, groomer_id, service_id, booked_date, appointment_date, town, agreed_price, tip, cancelled_date) VALUES (4, 3, 10, 6, '2023-01-29', '2023-02-27', 'Dunstow', 40.00, NULL, NULL);
INSERT INTO appointments (appointment_id, dog_id, groomer_id, service_id, booked_date, appointment_date, town, agreed_price, tip, cancelled_date) VALUES (5, 3, 4, 2, '2023-03-24', '2023-03-28', 'Dunstow', 58.00, NULL, NULL);
INSERT INTO appointments (appointment_id, dog_id, groomer_id, service_id, booked_date, appointment_date, town, agreed_price, tip, cancelled_date) VALUES (6, 11, 2, 3, '2023-03-12', '2023-04-08', 'Millbrook Heath', 35.00, 5.00, NULL);
INSERT INTO appointments (appointment_id, dog_id, groomer_id, service_id, booked_date, appointment_date, town, agreed_price, tip, cancelled_date) VALUES (7, 36, 3, 2, '2023-04-09', '2023-04-22', 'Dunstow', 63.00, NULL, NULL);
INSERT INTO appointments (appointment_id, dog_id, groomer_id, service_id, booked_date, appointment_date, town, agreed_price, tip, cancelled_date) VALUES (8, 37, 3, 14, '2023-04-11', '2023-05-05', 'Dunstow', 5.00, NULL, NULL);
INSERT INTO appointments (appointment_id, dog_id, groomer_id, service_id, booked_date, appointment_date, town, agreed_price, tip, cancelled_date) VALUES (9, 5, 2, 3, '2023-04-17', '2023-05-07', 'Millbrook Heath', 30.00, NULL, NULL);
INSERT INTO appointments (appointment_id, dog_id, groomer_id, service_id, booked_date, appointment_date, town, agreed_price, tip, cancelled_date) VALUES (10, 14, 10, 6, '2023-04-10', '2023-05-11', 'Millbrook', 40.00, NULL, '2023-04-22');
INSERT INTO appointments (appointment_id, dog_id, groomer_id, service_id, booked_date, appointment_date, town, agreed_price, tip, cancelled_date) VALUES (11, 32, 5, 1, '2023-05-12', '2023-06-02', 'Ravensby', 50.00, 5.00, NULL);
INSERT INTO appointments (appointment_id, dog_id, groomer_id, service_id, booked_date, appointment_date, town, agreed_price, tip, cancelled_date) VALUES (12, 6, 4, 3, '2023-05-31', '2023-06-14', 'Millbrook', 30.00, 5.00, NULL);
INSERT INTO appointments (appointment_id, dog_id, groomer_id, service_id, booked_date, appointment_date, town, agreed_price, tip, cancelled_date) VALUES (13, 4, 1, 12, '2023-06-04', '2023-06-28', 'Millbrook Heath', 8.00, 3.00, NULL);
INSERT INTO appointments (appointment_id, dog_id, groomer_id, service_id, booked_date, appointment_date, town, agreed_price, tip, cancelled_date) VALUES (14, 15, 2, 2, '2023-06-05', '2023-07-03', 'Coldharbour Green', 68.00, NULL, NULL);
INSERT INTO appointments (appointment_id, dog_id, groomer_id, service_id, booked_date, appointment_date, town, agreed_price, tip, cancelled_date) VALUES (15, 31, 5, 5, '2023-06-22', '2023-07-03', 'Dunstow', 10.00, NULL, NULL);
INSERT INTO appointments (appointment_id, dog_id, groomer_id, service_id, booked_date, appointment_date, town, agreed_price, tip, cancelled_date) VALUES (16, 23, 3, 1, '2023-07-26', '2023-08-01', 'Millbrook Heath', 45.00, NULL, NULL);
INSERT INTO appointments (appointment_id, dog_id, groomer_id, service_id, booked_date, appointment_date, town, agreed_price, tip, cancelled_date) VALUES (17, 18, 1, 1, '2023-07-08', '2023-08-04', 'Millbrook', 40.00, 5.00, NULL);
INSERT INTO appointments (appointment_id, dog_id, groomer_id, service_id, booked_date, appointment_date, town, agreed_price, tip, cancelled_date) VALUES (18, 7, 5, 3, '2023-07-28', '2023-08-15', 'Millbrook', 30.00, NULL, NULL);
INSERT INTO appointments (appointment_id, dog_id, groomer_id, service_id, booked_date, appointment_date, town, agreed_price, tip, cancelled_date) VALUES (19, 5, 5, 2, '2023-08-13', '2023-08-19', 'Millbrook Heath', 58.00, NULL, '2023-08-17');
INSERT INTO appointments (appointment_id, dog_id, groomer_id, service_id, booked_date, appointment_date, town, agreed_price, tip, cancelled_date) VALUES (20, 3, 10, 2, '2023-09-23', '2023-10-05', 'Dunstow', 58.00, NULL, NULL);
INSERT INTO appointments (appointment_id, dog_id, groomer_id, service_id, booked_date, appointment_date, town, agreed_price, tip, cancelled_date) VALUES (21, 10, 3, 8, '2023-10-01', '2023-10-16', 'Dunstow', 22.00, NULL, NULL);
INSERT INTO appointments (appointment_id, dog_id, groomer_id, service_id, booked_date, appointment_date, town, agreed_price, tip, cancelled_date) VALUES (22, 9, 2, 1, '2023-10-19', '2023-11-17', 'Pelham St Giles', 40.00, NULL, NULL);
INSERT INTO appointments (appointment_id, dog_id, groomer_id, service_id, booked_date, appointment_date, town, agreed_price, tip, cancelled_date) VALUES (23, 3, 14, 1, '2023-11-12', '2023-11-24', 'Dunstow', 45.00, NULL, NULL);
INSERT INTO appointments (appointment_id, dog_id, groomer_id, service_id, booked_date, appointment_date, town, agreed_price, tip, cancelled_date) VALUES (24, 17, 14, 13, '2023-11-25', '2023-12-08', 'Dunstow', 9.00, NULL, NULL);
INSERT INTO appointments (appointment_id, dog_id, groomer_id, service_id, booked_date, appointment_date, town, agreed_price, tip, cancelled_date) VALUES (25, 37, 1, 1, '2023-11-12', '2023-12-14', 'Dunstow', 50.00, NULL, '2023-12-05');
INSERT INTO appointments (appointment_id, dog_id, groomer_id, service_id, booked_date, appointment_date, town, agreed_price, tip, cancelled_date) VALUES (26, 13, 2, 8, '2023-11-14', '2023-12-18', 'Millbrook', 22.00, 3.00, NULL);
INSERT INTO appointments (appointment_id, dog_id, groomer_id, service_id, booked_date, appointment_date, town, agreed_price, tip, cancelled_date) VALUES (27, 24, 1, 3, '2023-12-07', '2023-12-25', 'Pelham St Giles', 35.00, 3.00, NULL);
INSERT INTO appointments (appointment_id, dog_id, groomer_id, service_id, booked_date, appointment_date, town, agreed_price, tip, cancelled_date) VALUES (28, 8, 5, 3, '2023-12-29', '2024-01-13', 'Coldharbour Green', 35.00, 2.00, NULL);
INSERT INTO appointments (appointment_id, dog_id, groomer_id, service_id, booked_date, appointment_date, town, agreed_price, tip, cancelled_date) VALUES (29, 13, 3, 3, '2024-01-17', '2024-01-22', 'Millbrook', 30.00, NULL, NULL);
INSERT INTO appointments (appointment_id, dog_id, groomer_id, service_id, booked_date, appointment_date, town, agreed_price, tip, cancelled_date) VALUES (30, 6, 14, 2, '2024-01-11', '2024-01-27', 'Millbrook', 58.00, NULL, NULL);
INSERT INTO appointments (appointment_id, dog_id, groomer_id, service_id, booked_date, appointment_date, town, agreed_price, tip, cancelled_date) VALUES (31, 22, 4, 3, '2024-01-09', '2024-02-02', 'Millbrook Heath', 30.00, 5.00, NULL);
INSERT INTO appointments (appointment_id, dog_id, groomer_id, service_id, booked_date, appointment_date, town, agreed_price, tip, cancelled_date) VALUES (32, 2, 4, 1, '2024-01-22', '2024-02-07', 'Millbrook', 45.00, 3.00, NULL);
INSERT INTO appointments (appointment_id, dog_id, groomer_id, service_id, booked_date, appointment_date, town, agreed_price, tip, cancelled_date) VALUES (33, 15, 5, 5, '2024-01-30', '2024-03-03', 'Coldharbour Green', 10.00, NULL, NULL);
INSERT INTO appointments (appointment_id, dog_id, groomer_id, service_id, booked_date, appointment_date, town, agreed_price, tip, cancelled_date) VALUES (34, 12, 4, 1, '2024-02-15', '2024-03-07', 'Ravensby', 50.00, 2.00, NULL);
INSERT INTO appointments (appointment_id, dog_id, groomer_id, service_id, booked_date, appointment_date, town, agreed_price, tip, cancelled_date) VALUES (35, 16, 14, 5, '2024-03-04', '2024-03-14', 'Pelham St Giles', 10.00, NULL, NULL);
INSERT INTO appointments (appointment_id, dog_id, groomer_id, service_id, booked_date, appointment_date, town, agreed_price, tip, cancelled_date) VALUES (36, 7, 2, 1, '2024-04-17', '2024-05-18', 'Millbrook', 45.00, NULL, NULL);
INSERT INTO appointments (appointment_id, dog_id, groomer_id, service_id, booked_date, appointment_date, town, agreed_price, tip, cancelled_date) VALUES (37, 20, 1, 7, '2024-04-19', '2024-05-20', 'Millbrook Heath', 55.00, NULL, '2024-05-02');
INSERT INTO appointments (appointment_id, dog_id, groomer_id, service_id, booked_date, appointment_date, town, agreed_price, tip, cancelled_date) VALUES (38, 6, 1, 8, '2024-04-27', '2024-05-31', 'Millbrook', 22.00, 5.00, NULL);
INSERT INTO appointments (appointment_id, dog_id, groomer_id, service_id, booked_date, appointment_date, town, agreed_price, tip, cancelled_date) VALUES (39, 1, 7, 5, '2024-05-23', '2024-06-05', 'Millbrook', 10.00, 2.00, NULL);
INSERT INTO appointments (appointment_id, dog_id, groomer_id, service_id, booked_date, appointment_date, town, agreed_price, tip, cancelled_date) VALUES (40, 38, 4, 5, '2024-06-14', '2024-06-28', 'Millbrook Heath', 10.00, 2.00, NULL);
INSERT INTO appointments (appointment_id, dog_id, groomer_id, service_id, booked_date, appointment_date, town, agreed_price, tip, cancelled_date) VALUES (41, 19, 2, 1, '2024-07-10', '2024-07-21', 'Ravensby', 50.00, NULL, '2024-07-14');
INSERT INTO appointments (appointment_id, dog_id, groomer_id, service_id, booked_date, appointment_date, town, agreed_price, tip, cancelled_date) VALUES (42, 7, 1, 5, '2024-07-28', '2024-08-31', 'Millbrook', 10.00, NULL, '2024-08-26');
INSERT INTO appointments (appointment_id, dog_id, groomer_id, service_id, booked_date, appointment_date, town, agreed_price, tip, cancelled_date) VALUES (43, 14, 4, 7, '2024-09-01', '2024-10-02', 'Millbrook', 55.00, 2.00, NULL);
INSERT INTO appointments (appointment_id, dog_id, groomer_id, service_id, booked_date, appointment_date, town, agreed_price, tip, cancelled_date) VALUES (44, 3, 4, 3, '2024-11-06', '2024-11-20', 'Dunstow', 30.00, 3.00, NULL);
INSERT INTO appointments (appointment_id, dog_id, groomer_id, service_id, booked_date, appointment_date, town, agreed_price, tip, cancelled_date) VALUES (45, 26, 11, 3, '2024-11-18', '2024-12-03', 'Ravensby', 35.00, NULL, NULL);
INSERT INTO appointments (appointment_id, dog_id, groomer_id, service_id, booked_date, appointment_date, town, agreed_price, tip, cancelled_date) VALUES (46, 32, 13, 7, '2024-12-09', '2024-12-25', 'Ravensby', 60.00, NULL, '2024-12-10');
INSERT INTO appointments (appointment_id, dog_id, groomer_id, service_id, booked_date, appointment_date, town, agreed_price, tip, cancelled_date) VALUES (47, 4, 11, 1, '2025-01-08', '2025-01-19', 'Ravensby', 55.00, 5.00, NULL);
INSERT INTO appointments (appointment_id, dog_id, groomer_id, service_id, booked_date, appointment_date, town, agreed_price, tip, cancelled_date) VALUES (48, 4, 11, 3, '2025-01-17', '2025-01-23', 'Ravensby', 40.00, NULL, '2025-01-19');
INSERT INTO appointments (appointment_id, dog_id, groomer_id, service_id, booked_date, appointment_date, town, agreed_price, tip, cancelled_date) VALUES (49, 28, 5, 1, '2025-01-22', '2025-02-10', 'Coldharbour Green', 40.00, NULL, '2025-01-23');
INSERT INTO appointments (appointment_id, dog_id, groomer_id, service_id, booked_date, appointment_date, town, agreed_price, tip, cancelled_date) VALUES (50, 22, 14, 2, '2025-01-12', '2025-02-11', 'Millbrook Heath', 58.00, 10.00, NULL);
INSERT INTO appointments (appointment_id, dog_id, groomer_id, service_id, booked_date, appointment_date, town, agreed_price, tip, cancelled_date) VALUES (51, 5, 14, 3, '2025-02-11', '2025-02-18', 'Millbrook Heath', 30.00, 5.00, NULL);
INSERT INTO appointments (appointment_id, dog_id, groomer_id, service_id, booked_date, appointment_date, town, agreed_price, tip, cancelled_date) VALUES (52, 11, 7, 1, '2025-02-21', '2025-02-26', 'Millbrook Heath', 55.00, NULL, '2025-02-22');
INSERT INTO appointments (appointment_id, dog_id, groomer_id, service_id, booked_date, appointment_date, town, agreed_price, tip, cancelled_date) VALUES (53, 29, 5, 13, '2025-03-05', '2025-03-10', 'Millbrook Heath', 9.00, NULL, NULL);
INSERT INTO appointments (appointment_id, dog_id, groomer_id, service_id, booked_date, appointment_date, town, agreed_price, tip, cancelled_date) VALUES (54, 25, 2, 2, '2025-02-17', '2025-03-16', 'Dunstow', 68.00, NULL, NULL);
INSERT INTO appointments (appointment_id, dog_id, groomer_id, service_id, booked_date, appointment_date, town, agreed_price, tip, cancelled_date) VALUES (55, 23, 7, 5, '2025-03-19', '2025-03-26', 'Millbrook Heath', 10.00, NULL, NULL);
INSERT INTO appointments (appointment_id, dog_id, groomer_id, service_id, booked_date, appointment_date, town, agreed_price, tip, cancelled_date) VALUES (56, 1, 2, 1, '2025-03-02', '2025-03-29', 'Millbrook', 50.00, NULL, NULL);
INSERT INTO appointments (appointment_id, dog_id, groomer_id, service_id, booked_date, appointment_date, town, agreed_price, tip, cancelled_date) VALUES (57, 2, 1, 10, '2025-03-11', '2025-04-11', 'Millbrook', 35.00, 5.00, NULL);
INSERT INTO appointments (appointment_id, dog_id, groomer_id, service_id, booked_date, appointment_date, town, agreed_price, tip, cancelled_date) VALUES (58, 10, 7, 1, '2025-04-20', '2025-05-12', 'Dunstow', 50.00, NULL, NULL);
INSERT INTO payments (payment_id, appointment_id, paid_date, amount, method, refund_amount) VALUES (1, 1, '2023-02-04', 63.00, 'Card', NULL);
INSERT INTO payments (payment_id, appointment_id, paid_date, amount, method, refund_amount) VALUES (2, 2, '2023-02-09', 43.00, 'Card', NULL);
INSERT INTO payments (payment_id, appointment_id, paid_date, amount, method, refund_amount) VALUES (3, 3, '2023-02-25', 10.00, 'Cash', NULL);
INSERT INTO payments (payment_id, appointment_id, paid_date, amount, method, refund_amount) VALUES (4, 4, '2023-02-27', 40.00, 'Cash', NULL);
INSERT INTO payments (payment_id, appointment_id, paid_date, amount, method, refund_amount) VALUES (5, 5, '2023-03-28', 58.00, 'Card', NULL);
INSERT INTO payments (payment_id, appointment_id, paid_date, amount, method, refund_amount) VALUES (6, 6, '2023-04-08', 40.00, 'Card', NULL);
INSERT INTO payments (payment_id, appointment_id, paid_date, amount, method, refund_amount) VALUES (7, 7, '2023-04-23', 63.00, 'Bank transfer', NULL);
INSERT INTO payments (payment_id, appointment_id, paid_date, amount, method, refund_amount) VALUES (8, 8, '2023-05-11', 5.00, 'Bank transfer', NULL);
INSERT INTO payments (payment_id, appointment_id, paid_date, amount, method, refund_amount) VALUES (9, 9, '2023-05-07', 30.00, 'Card', 15.00);
INSERT INTO payments (payment_id, appointment_id, paid_date, amount, method, refund_amount) VALUES (10, 11, '2023-06-02', 55.00, 'Card', NULL);
INSERT INTO payments (payment_id, appointment_id, paid_date, amount, method, refund_amount) VALUES (11, 12, '2023-06-14', 35.00, 'Card', NULL);
INSERT INTO payments (payment_id, appointment_id, paid_date, amount, method, refund_amount) VALUES (12, 13, '2023-06-28', 11.00, 'Card', NULL);
INSERT INTO payments (payment_id, appointment_id, paid_date, amount, method, refund_amount) VALUES (13, 14, '2023-07-03', 68.00, 'Card', NULL);
INSERT INTO payments (payment_id, appointment_id, paid_date, amount, method, refund_amount) VALUES (14, 15, '2023-07-09', 10.00, 'Bank transfer', NULL);
INSERT INTO payments (payment_id, appointment_id, paid_date, amount, method, refund_amount) VALUES (15, 16, '2023-08-01', 45.00, 'Card', NULL);
INSERT INTO payments (payment_id, appointment_id, paid_date, amount, method, refund_amount) VALUES (16, 17, '2023-08-04', 45.00, 'Cash', NULL);
INSERT INTO payments (payment_id, appointment_id, paid_date, amount, method, refund_amount) VALUES (17, 18, '2023-08-15', 30.00, 'Card', NULL);
INSERT INTO payments (payment_id, appointment_id, paid_date, amount, method, refund_amount) VALUES (18, 20, '2023-10-05', 58.00, 'Card', NULL);
INSERT INTO payments (payment_id, appointment_id, paid_date, amount, method, refund_amount) VALUES (19, 21, '2023-10-22', 22.00, 'Bank transfer', NULL);
INSERT INTO payments (payment_id, appointment_id, paid_date, amount, method, refund_amount) VALUES (20, 22, '2023-11-21', 40.00, 'Bank transfer', NULL);
INSERT INTO payments (payment_id, appointment_id, paid_date, amount, method, refund_amount) VALUES (21, 23, '2023-11-24', 45.00, 'Card', NULL);
INSERT INTO payments (payment_id, appointment_id, paid_date, amount, method, refund_amount) VALUES (22, 24, '2023-12-08', 9.00, 'Cash', NULL);
INSERT INTO payments (payment_id, appointment_id, paid_date, amount, method, refund_amount) VALUES (23, 26, '2023-12-18', 25.00, 'Cash', NULL);
INSERT INTO payments (payment_id, appointment_id, paid_date, amount, method, refund_amount) VALUES (24, 27, '2023-12-25', 38.00, 'Card', NULL);
INSERT INTO payments (payment_id, appointment_id, paid_date, amount, method, refund_amount) VALUES (25, 28, '2024-01-16', 37.00, 'Bank transfer', NULL);
INSERT INTO payments (payment_id, appointment_id, paid_date, amount, method, refund_amount) VALUES (26, 29, '2024-01-24', 30.00, 'Bank transfer', NULL);
INSERT INTO payments (payment_id, appointment_id, paid_date, amount, method, refund_amount) VALUES (27, 30, '2024-01-27', 58.00, 'Cash', NULL);
INSERT INTO payments (payment_id, appointment_id, paid_date, amount, method, refund_amount) VALUES (28, 31, '2024-02-02', 35.00, 'Card', NULL);
INSERT INTO payments (payment_id, appointment_id, paid_date, amount, method, refund_amount) VALUES (29, 32, '2024-02-09', 48.00, 'Bank transfer', NULL);
INSERT INTO payments (payment_id, appointment_id, paid_date, amount, method, refund_amount) VALUES (30, 33, '2024-03-08', 10.00, 'Bank transfer', NULL);
INSERT INTO payments (payment_id, appointment_id, paid_date, amount, method, refund_amount) VALUES (31, 34, '2024-03-07', 52.00, 'Card', NULL);
INSERT INTO payments (payment_id, appointment_id, paid_date, amount, method, refund_amount) VALUES (32, 35, '2024-03-14', 10.00, 'Card', NULL);
INSERT INTO payments (payment_id, appointment_id, paid_date, amount, method, refund_amount) VALUES (33, 36, '2024-05-18', 45.00, 'Card', 22.50);
INSERT INTO payments (payment_id, appointment_id, paid_date, amount, method, refund_amount) VALUES (34, 38, '2024-05-31', 27.00, 'Card', NULL);
INSERT INTO payments (payment_id, appointment_id, paid_date, amount, method, refund_amount) VALUES (35, 39, '2024-06-11', 12.00, 'Bank transfer', NULL);
INSERT INTO payments (payment_id, appointment_id, paid_date, amount, method, refund_amount) VALUES (36, 40, '2024-06-28', 12.00, 'Cash', NULL);
INSERT INTO payments (payment_id, appointment_id, paid_date, amount, method, refund_amount) VALUES (37, 43, '2024-10-02', 57.00, 'Cash', NULL);
INSERT INTO payments (payment_id, appointment_id, paid_date, amount, method, refund_amount) VALUES (38, 44, '2024-11-20', 33.00, 'Cash', NULL);
INSERT INTO payments (payment_id, appointment_id, paid_date, amount, method, refund_amount) VALUES (39, 45, '2024-12-05', 35.00, 'Bank transfer', NULL);
INSERT INTO payments (payment_id, appointment_id, paid_date, amount, method, refund_amount) VALUES (40, 47, '2025-01-19', 60.00, 'Card', NULL);
INSERT INTO payments (payment_id, appointment_id, paid_date, amount, method, refund_amount) VALUES (41, 50, '2025-02-11', 68.00, 'Card', NULL);
INSERT INTO payments (payment_id, appointment_id, paid_date, amount, method, refund_amount) VALUES (42, 51, '2025-02-18', 35.00, 'Card', NULL);
INSERT INTO payments (payment_id, appointment_id, paid_date, amount, method, refund_amount) VALUES (43, 53, '2025-03-14', 9.00, 'Bank transfer', NULL);
INSERT INTO payments (payment_id, appointment_id, paid_date, amount, method, refund_amount) VALUES (44, 54, '2025-03-16', 68.00, 'Card', NULL);
INSERT INTO payments (payment_id, appointment_id, paid_date, amount, method, refund_amount) VALUES (45, 55, '2025-03-26', 10.00, 'Card', NULL);
INSERT INTO payments (payment_id, appointment_id, paid_date, amount, method, refund_amount) VALUES (46, 56, '2025-03-29', 50.00, 'Card', NULL);
COMMIT;
