PRAGMA foreign_keys = ON;

CREATE TABLE depots (
  depot_id INTEGER PRIMARY KEY,
  depot_name TEXT NOT NULL,
  city TEXT NOT NULL,
  opened_date TEXT NOT NULL,
  daily_capacity INTEGER NOT NULL,      -- parcels per day the depot can sort
  manager_name TEXT
);
CREATE TABLE couriers (
  courier_id INTEGER PRIMARY KEY,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  home_depot_id INTEGER NOT NULL REFERENCES depots(depot_id),
  hire_date TEXT NOT NULL,
  vehicle_type TEXT NOT NULL,            -- van, cargo bike, car
  hourly_rate REAL NOT NULL
);
CREATE TABLE customers (
  customer_id INTEGER PRIMARY KEY,
  customer_name TEXT NOT NULL,
  city TEXT NOT NULL,
  account_type TEXT NOT NULL,            -- business, personal
  joined_date TEXT NOT NULL
);
CREATE TABLE shipments (
  shipment_id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers(customer_id),
  origin_depot_id INTEGER NOT NULL REFERENCES depots(depot_id),
  destination_depot_id INTEGER NOT NULL REFERENCES depots(depot_id),
  courier_id INTEGER REFERENCES couriers(courier_id),
  weight_kg REAL NOT NULL,
  declared_value REAL,                   -- value of the goods, declared by the customer
  shipping_fee REAL NOT NULL,            -- what the customer paid for the delivery
  pickup_date TEXT NOT NULL,
  delivery_date TEXT,                    -- NULL while not delivered
  status TEXT NOT NULL                   -- delivered, in transit, returned, lost
);

INSERT INTO depots (depot_id, depot_name, city, opened_date, daily_capacity, manager_name) VALUES (1, 'Leeds Kirkstall Hub', 'Leeds', '2012-04-02', 4200, 'Priya Raman');
INSERT INTO depots (depot_id, depot_name, city, opened_date, daily_capacity, manager_name) VALUES (2, 'Manchester Trafford Park', 'Manchester', '2010-09-15', 5500, 'Gareth Hughes');
INSERT INTO depots (depot_id, depot_name, city, opened_date, daily_capacity, manager_name) VALUES (3, 'Sheffield Attercliffe', 'Sheffield', '2014-03-10', 2600, 'Lorna Beattie');
INSERT INTO depots (depot_id, depot_name, city, opened_date, daily_capacity, manager_name) VALUES (4, 'York Clifton Moor', 'York', '2016-06-01', 1500, 'Tomasz Wrobel');
INSERT INTO depots (depot_id, depot_name, city, opened_date, daily_capacity, manager_name) VALUES (5, 'Bradford Euroway', 'Bradford', '2015-01-19', 1800, 'Imran Qureshi');
INSERT INTO depots (depot_id, depot_name, city, opened_date, daily_capacity, manager_name) VALUES (6, 'Hull Sutton Fields', 'Hull', '2017-11-06', 1200, NULL);
INSERT INTO depots (depot_id, depot_name, city, opened_date, daily_capacity, manager_name) VALUES (7, 'Newcastle Team Valley', 'Newcastle', '2011-05-23', 3900, 'Fiona McAllister');
INSERT INTO depots (depot_id, depot_name, city, opened_date, daily_capacity, manager_name) VALUES (8, 'Liverpool Speke', 'Liverpool', '2013-08-12', 3300, 'Declan Murphy');
INSERT INTO depots (depot_id, depot_name, city, opened_date, daily_capacity, manager_name) VALUES (9, 'Preston Walton Summit', 'Preston', '2018-02-26', 1100, 'Ruth Ainsworth');
INSERT INTO depots (depot_id, depot_name, city, opened_date, daily_capacity, manager_name) VALUES (10, 'Nottingham Colwick', 'Nottingham', '2012-10-08', 2900, 'Sanjay Patel');
INSERT INTO depots (depot_id, depot_name, city, opened_date, daily_capacity, manager_name) VALUES (11, 'Derby Pride Park', 'Derby', '2019-07-15', 950, 'Helen Crowther');
INSERT INTO depots (depot_id, depot_name, city, opened_date, daily_capacity, manager_name) VALUES (12, 'Leicester Braunstone', 'Leicester', '2016-03-21', 2100, 'Marcus Bell');
INSERT INTO depots (depot_id, depot_name, city, opened_date, daily_capacity, manager_name) VALUES (13, 'Birmingham Minworth', 'Birmingham', '2009-06-30', 6100, 'Aisha Begum');
INSERT INTO depots (depot_id, depot_name, city, opened_date, daily_capacity, manager_name) VALUES (14, 'Durham Meadowfield', 'Durham', '2020-09-07', 800, NULL);
INSERT INTO depots (depot_id, depot_name, city, opened_date, daily_capacity, manager_name) VALUES (15, 'Lincoln Teal Park', 'Lincoln', '2021-04-12', 700, 'Oliver Grant');

INSERT INTO couriers (courier_id, first_name, last_name, home_depot_id, hire_date, vehicle_type, hourly_rate) VALUES (1, 'Chidi', 'Okafor', 1, '2018-05-14', 'van', 13.4);
INSERT INTO couriers (courier_id, first_name, last_name, home_depot_id, hire_date, vehicle_type, hourly_rate) VALUES (2, 'Grace', 'Okafor', 2, '2021-02-01', 'car', 12.1);
INSERT INTO couriers (courier_id, first_name, last_name, home_depot_id, hire_date, vehicle_type, hourly_rate) VALUES (3, 'Liam', 'Doherty', 1, '2019-09-23', 'cargo bike', 11.6);
INSERT INTO couriers (courier_id, first_name, last_name, home_depot_id, hire_date, vehicle_type, hourly_rate) VALUES (4, 'Megan', 'Thwaite', 3, '2017-03-06', 'van', 13.9);
INSERT INTO couriers (courier_id, first_name, last_name, home_depot_id, hire_date, vehicle_type, hourly_rate) VALUES (5, 'Pawel', 'Nowak', 13, '2020-11-16', 'van', 12.8);
INSERT INTO couriers (courier_id, first_name, last_name, home_depot_id, hire_date, vehicle_type, hourly_rate) VALUES (6, 'Hannah', 'Lindqvist', 7, '2016-07-04', 'van', 14.2);
INSERT INTO couriers (courier_id, first_name, last_name, home_depot_id, hire_date, vehicle_type, hourly_rate) VALUES (7, 'Joseph', 'Ibe', 8, '2022-01-10', 'cargo bike', 11.2);
INSERT INTO couriers (courier_id, first_name, last_name, home_depot_id, hire_date, vehicle_type, hourly_rate) VALUES (8, 'Sophie', 'Marsh', 10, '2019-04-29', 'car', 12.3);
INSERT INTO couriers (courier_id, first_name, last_name, home_depot_id, hire_date, vehicle_type, hourly_rate) VALUES (9, 'Ahmed', 'Rashid', 5, '2018-10-08', 'van', 13.1);
INSERT INTO couriers (courier_id, first_name, last_name, home_depot_id, hire_date, vehicle_type, hourly_rate) VALUES (10, 'Ellie', 'Brennan', 2, '2023-03-13', 'cargo bike', 11.0);
INSERT INTO couriers (courier_id, first_name, last_name, home_depot_id, hire_date, vehicle_type, hourly_rate) VALUES (11, 'Craig', 'Robson', 7, '2015-08-17', 'van', 14.6);
INSERT INTO couriers (courier_id, first_name, last_name, home_depot_id, hire_date, vehicle_type, hourly_rate) VALUES (12, 'Yusuf', 'Demir', 13, '2021-06-21', 'car', 12.4);
INSERT INTO couriers (courier_id, first_name, last_name, home_depot_id, hire_date, vehicle_type, hourly_rate) VALUES (13, 'Katie', 'Fairbairn', 4, '2020-02-03', 'van', 12.9);
INSERT INTO couriers (courier_id, first_name, last_name, home_depot_id, hire_date, vehicle_type, hourly_rate) VALUES (14, 'Dominic', 'Shaw', 12, '2022-09-05', 'van', 12.2);
INSERT INTO couriers (courier_id, first_name, last_name, home_depot_id, hire_date, vehicle_type, hourly_rate) VALUES (15, 'Nadia', 'Hussain', 1, '2023-07-24', 'car', 11.8);
INSERT INTO couriers (courier_id, first_name, last_name, home_depot_id, hire_date, vehicle_type, hourly_rate) VALUES (16, 'Ben', 'Ackroyd', 9, '2019-12-02', 'van', 12.7);
INSERT INTO couriers (courier_id, first_name, last_name, home_depot_id, hire_date, vehicle_type, hourly_rate) VALUES (17, 'Rosa', 'Ferreira', 8, '2021-10-18', 'van', 12.6);
INSERT INTO couriers (courier_id, first_name, last_name, home_depot_id, hire_date, vehicle_type, hourly_rate) VALUES (18, 'Tom', 'Gallagher', 6, '2023-09-04', 'cargo bike', 10.9);

INSERT INTO customers (customer_id, customer_name, city, account_type, joined_date) VALUES (1, 'Nordhaven Foods', 'Leeds', 'business', '2019-02-11');
INSERT INTO customers (customer_id, customer_name, city, account_type, joined_date) VALUES (2, 'Pennine Outdoor Ltd', 'Sheffield', 'business', '2018-06-25');
INSERT INTO customers (customer_id, customer_name, city, account_type, joined_date) VALUES (3, 'Harriet Lindqvist', 'York', 'personal', '2022-08-30');
INSERT INTO customers (customer_id, customer_name, city, account_type, joined_date) VALUES (4, 'Brightwell Pharmacy', 'Manchester', 'business', '2020-01-14');
INSERT INTO customers (customer_id, customer_name, city, account_type, joined_date) VALUES (5, 'Tyne Bikes', 'Newcastle', 'business', '2021-05-03');
INSERT INTO customers (customer_id, customer_name, city, account_type, joined_date) VALUES (6, 'Amir Shah', 'Bradford', 'personal', '2023-03-19');
INSERT INTO customers (customer_id, customer_name, city, account_type, joined_date) VALUES (7, 'Calder Print Co', 'Halifax', 'business', '2017-11-27');
INSERT INTO customers (customer_id, customer_name, city, account_type, joined_date) VALUES (8, 'Mersey Vinyl', 'Liverpool', 'business', '2019-09-09');
INSERT INTO customers (customer_id, customer_name, city, account_type, joined_date) VALUES (9, 'Joanne Pickering', 'Leeds', 'personal', '2023-10-02');
INSERT INTO customers (customer_id, customer_name, city, account_type, joined_date) VALUES (10, 'Trent Valley Ceramics', 'Nottingham', 'business', '2020-07-20');
INSERT INTO customers (customer_id, customer_name, city, account_type, joined_date) VALUES (11, 'Owain Price', 'Chester', 'personal', '2022-12-05');
INSERT INTO customers (customer_id, customer_name, city, account_type, joined_date) VALUES (12, 'Midlands Auto Spares', 'Birmingham', 'business', '2016-04-18');
INSERT INTO customers (customer_id, customer_name, city, account_type, joined_date) VALUES (13, 'Heather & Stone Interiors', 'Harrogate', 'business', '2021-09-13');
INSERT INTO customers (customer_id, customer_name, city, account_type, joined_date) VALUES (14, 'Lucy Okonjo', 'Manchester', 'personal', '2023-05-22');
INSERT INTO customers (customer_id, customer_name, city, account_type, joined_date) VALUES (15, 'Wolds Farm Shop', 'Hull', 'business', '2018-03-05');
INSERT INTO customers (customer_id, customer_name, city, account_type, joined_date) VALUES (16, 'Derwent Books', 'Derby', 'business', '2022-04-11');
INSERT INTO customers (customer_id, customer_name, city, account_type, joined_date) VALUES (17, 'Sam Whitaker', 'Preston', 'personal', '2023-06-28');
INSERT INTO customers (customer_id, customer_name, city, account_type, joined_date) VALUES (18, 'Grainger Coffee', 'Newcastle', 'business', '2020-10-26');
INSERT INTO customers (customer_id, customer_name, city, account_type, joined_date) VALUES (19, 'Fenland Seeds', 'Lincoln', 'business', '2021-02-15');
INSERT INTO customers (customer_id, customer_name, city, account_type, joined_date) VALUES (20, 'Isla Fraser', 'Durham', 'personal', '2023-11-08');

INSERT INTO shipments (shipment_id, customer_id, origin_depot_id, destination_depot_id, courier_id, weight_kg, declared_value, shipping_fee, pickup_date, delivery_date, status) VALUES (1, 10, 10, 8, 8, 1.3, 650.0, 11.67, '2023-12-18', '2023-12-21', 'delivered');
INSERT INTO shipments (shipment_id, customer_id, origin_depot_id, destination_depot_id, courier_id, weight_kg, declared_value, shipping_fee, pickup_date, delivery_date, status) VALUES (2, 2, 3, 10, 4, 21.5, 650.0, 29.85, '2023-12-11', '2023-12-12', 'delivered');
INSERT INTO shipments (shipment_id, customer_id, origin_depot_id, destination_depot_id, courier_id, weight_kg, declared_value, shipping_fee, pickup_date, delivery_date, status) VALUES (3, 1, 13, 10, 5, 7.7, 310.0, 11.43, '2023-12-30', '2024-01-03', 'delivered');
INSERT INTO shipments (shipment_id, customer_id, origin_depot_id, destination_depot_id, courier_id, weight_kg, declared_value, shipping_fee, pickup_date, delivery_date, status) VALUES (4, 1, 1, 6, 3, 15.0, 1200.0, 18.0, '2024-01-05', '2024-01-07', 'delivered');
INSERT INTO shipments (shipment_id, customer_id, origin_depot_id, destination_depot_id, courier_id, weight_kg, declared_value, shipping_fee, pickup_date, delivery_date, status) VALUES (5, 12, 2, 7, 2, 3.0, 650.0, 7.2, '2023-11-01', '2023-11-02', 'delivered');
INSERT INTO shipments (shipment_id, customer_id, origin_depot_id, destination_depot_id, courier_id, weight_kg, declared_value, shipping_fee, pickup_date, delivery_date, status) VALUES (6, 11, 2, 13, 10, 5.0, 650.0, 9.0, '2024-01-09', '2024-01-12', 'delivered');
INSERT INTO shipments (shipment_id, customer_id, origin_depot_id, destination_depot_id, courier_id, weight_kg, declared_value, shipping_fee, pickup_date, delivery_date, status) VALUES (7, 7, 1, 8, 1, 1.1, NULL, 5.49, '2023-11-16', '2023-11-20', 'delivered');
INSERT INTO shipments (shipment_id, customer_id, origin_depot_id, destination_depot_id, courier_id, weight_kg, declared_value, shipping_fee, pickup_date, delivery_date, status) VALUES (8, 3, 4, 9, 13, 1.2, 25.0, 11.58, '2024-02-10', '2024-02-12', 'delivered');
INSERT INTO shipments (shipment_id, customer_id, origin_depot_id, destination_depot_id, courier_id, weight_kg, declared_value, shipping_fee, pickup_date, delivery_date, status) VALUES (9, 1, 1, 14, 15, 3.7, 60.0, 7.83, '2023-12-18', '2023-12-19', 'delivered');
INSERT INTO shipments (shipment_id, customer_id, origin_depot_id, destination_depot_id, courier_id, weight_kg, declared_value, shipping_fee, pickup_date, delivery_date, status) VALUES (10, 1, 1, 2, 15, 5.3, 25.0, 15.27, '2023-11-20', '2023-11-22', 'delivered');
INSERT INTO shipments (shipment_id, customer_id, origin_depot_id, destination_depot_id, courier_id, weight_kg, declared_value, shipping_fee, pickup_date, delivery_date, status) VALUES (11, 1, 1, 9, 1, 17.9, 150.0, 20.61, '2023-12-17', '2023-12-20', 'delivered');
INSERT INTO shipments (shipment_id, customer_id, origin_depot_id, destination_depot_id, courier_id, weight_kg, declared_value, shipping_fee, pickup_date, delivery_date, status) VALUES (12, 4, 2, 13, 2, 1.3, 650.0, 5.67, '2024-02-08', '2024-02-09', 'returned');
INSERT INTO shipments (shipment_id, customer_id, origin_depot_id, destination_depot_id, courier_id, weight_kg, declared_value, shipping_fee, pickup_date, delivery_date, status) VALUES (13, 9, 1, 3, 1, 0.4, 60.0, 7.36, '2024-03-30', '2024-04-02', 'delivered');
INSERT INTO shipments (shipment_id, customer_id, origin_depot_id, destination_depot_id, courier_id, weight_kg, declared_value, shipping_fee, pickup_date, delivery_date, status) VALUES (14, 6, 5, 13, 9, 1.1, 85.0, 5.49, '2024-02-28', '2024-03-01', 'delivered');
INSERT INTO shipments (shipment_id, customer_id, origin_depot_id, destination_depot_id, courier_id, weight_kg, declared_value, shipping_fee, pickup_date, delivery_date, status) VALUES (15, 18, 7, 2, 11, 5.9, NULL, 9.81, '2023-12-16', '2023-12-18', 'delivered');
INSERT INTO shipments (shipment_id, customer_id, origin_depot_id, destination_depot_id, courier_id, weight_kg, declared_value, shipping_fee, pickup_date, delivery_date, status) VALUES (16, 1, 1, 7, 15, 12.9, 480.0, 16.11, '2023-11-09', '2023-11-13', 'returned');
INSERT INTO shipments (shipment_id, customer_id, origin_depot_id, destination_depot_id, courier_id, weight_kg, declared_value, shipping_fee, pickup_date, delivery_date, status) VALUES (17, 8, 8, 1, 7, 19.0, 25.0, 27.6, '2024-01-19', '2024-01-20', 'delivered');
INSERT INTO shipments (shipment_id, customer_id, origin_depot_id, destination_depot_id, courier_id, weight_kg, declared_value, shipping_fee, pickup_date, delivery_date, status) VALUES (18, 1, 1, 13, 1, 1.3, 120.0, 8.17, '2023-11-22', '2023-11-23', 'delivered');
INSERT INTO shipments (shipment_id, customer_id, origin_depot_id, destination_depot_id, courier_id, weight_kg, declared_value, shipping_fee, pickup_date, delivery_date, status) VALUES (19, 9, 1, 15, 3, 14.5, 150.0, 23.55, '2024-03-29', '2024-03-30', 'delivered');
INSERT INTO shipments (shipment_id, customer_id, origin_depot_id, destination_depot_id, courier_id, weight_kg, declared_value, shipping_fee, pickup_date, delivery_date, status) VALUES (20, 1, 1, 6, 3, 4.5, 240.0, 14.55, '2024-02-27', NULL, 'in transit');
INSERT INTO shipments (shipment_id, customer_id, origin_depot_id, destination_depot_id, courier_id, weight_kg, declared_value, shipping_fee, pickup_date, delivery_date, status) VALUES (21, 1, 1, 3, NULL, 0.4, 240.0, 4.86, '2024-03-04', NULL, 'in transit');
INSERT INTO shipments (shipment_id, customer_id, origin_depot_id, destination_depot_id, courier_id, weight_kg, declared_value, shipping_fee, pickup_date, delivery_date, status) VALUES (22, 8, 8, 3, 7, 10.8, 650.0, 16.72, '2024-02-22', '2024-02-24', 'delivered');
INSERT INTO shipments (shipment_id, customer_id, origin_depot_id, destination_depot_id, courier_id, weight_kg, declared_value, shipping_fee, pickup_date, delivery_date, status) VALUES (23, 7, 2, 12, 10, 2.6, 60.0, 6.84, '2024-02-07', '2024-02-10', 'delivered');
INSERT INTO shipments (shipment_id, customer_id, origin_depot_id, destination_depot_id, courier_id, weight_kg, declared_value, shipping_fee, pickup_date, delivery_date, status) VALUES (24, 4, 2, 4, 10, 5.3, 1200.0, 9.27, '2023-11-17', NULL, 'lost');
INSERT INTO shipments (shipment_id, customer_id, origin_depot_id, destination_depot_id, courier_id, weight_kg, declared_value, shipping_fee, pickup_date, delivery_date, status) VALUES (25, 5, 7, 2, 11, 7.6, 150.0, 11.34, '2024-02-06', '2024-02-10', 'delivered');
INSERT INTO shipments (shipment_id, customer_id, origin_depot_id, destination_depot_id, courier_id, weight_kg, declared_value, shipping_fee, pickup_date, delivery_date, status) VALUES (26, 16, 11, 13, 15, 0.9, 480.0, 7.81, '2023-11-11', '2023-11-14', 'delivered');
INSERT INTO shipments (shipment_id, customer_id, origin_depot_id, destination_depot_id, courier_id, weight_kg, declared_value, shipping_fee, pickup_date, delivery_date, status) VALUES (27, 13, 2, 6, 2, 20.5, 60.0, 28.95, '2023-11-07', '2023-11-10', 'delivered');
INSERT INTO shipments (shipment_id, customer_id, origin_depot_id, destination_depot_id, courier_id, weight_kg, declared_value, shipping_fee, pickup_date, delivery_date, status) VALUES (28, 4, 2, 14, 2, 20.3, 650.0, 22.77, '2024-03-17', '2024-03-20', 'delivered');
INSERT INTO shipments (shipment_id, customer_id, origin_depot_id, destination_depot_id, courier_id, weight_kg, declared_value, shipping_fee, pickup_date, delivery_date, status) VALUES (29, 1, 1, 6, 1, 0.4, 40.0, 4.86, '2023-12-28', '2023-12-31', 'delivered');
INSERT INTO shipments (shipment_id, customer_id, origin_depot_id, destination_depot_id, courier_id, weight_kg, declared_value, shipping_fee, pickup_date, delivery_date, status) VALUES (30, 12, 13, 14, 5, 0.8, 40.0, 11.22, '2024-02-24', '2024-02-25', 'delivered');
INSERT INTO shipments (shipment_id, customer_id, origin_depot_id, destination_depot_id, courier_id, weight_kg, declared_value, shipping_fee, pickup_date, delivery_date, status) VALUES (31, 8, 8, 9, 17, 28.6, 2400.0, 9.2, '2023-12-02', '2023-12-06', 'delivered');
INSERT INTO shipments (shipment_id, customer_id, origin_depot_id, destination_depot_id, courier_id, weight_kg, declared_value, shipping_fee, pickup_date, delivery_date, status) VALUES (32, 1, 1, 14, 3, 3.6, 120.0, 7.74, '2024-03-09', '2024-03-13', 'delivered');
INSERT INTO shipments (shipment_id, customer_id, origin_depot_id, destination_depot_id, courier_id, weight_kg, declared_value, shipping_fee, pickup_date, delivery_date, status) VALUES (33, 7, 2, 14, 10, 9.7, 25.0, 13.23, '2024-02-18', NULL, 'in transit');
INSERT INTO shipments (shipment_id, customer_id, origin_depot_id, destination_depot_id, courier_id, weight_kg, declared_value, shipping_fee, pickup_date, delivery_date, status) VALUES (34, 3, 4, 12, 13, 7.1, 240.0, 16.89, '2024-03-28', '2024-03-29', 'returned');
INSERT INTO shipments (shipment_id, customer_id, origin_depot_id, destination_depot_id, courier_id, weight_kg, declared_value, shipping_fee, pickup_date, delivery_date, status) VALUES (35, 19, 15, 8, 17, 13.2, 85.0, 18.88, '2024-02-06', NULL, 'lost');
INSERT INTO shipments (shipment_id, customer_id, origin_depot_id, destination_depot_id, courier_id, weight_kg, declared_value, shipping_fee, pickup_date, delivery_date, status) VALUES (36, 14, 2, 6, 2, 12.6, 60.0, 21.84, '2024-02-14', '2024-02-15', 'delivered');
INSERT INTO shipments (shipment_id, customer_id, origin_depot_id, destination_depot_id, courier_id, weight_kg, declared_value, shipping_fee, pickup_date, delivery_date, status) VALUES (37, 14, 2, 1, 2, 14.6, 240.0, 17.64, '2023-11-24', '2023-11-25', 'delivered');
INSERT INTO shipments (shipment_id, customer_id, origin_depot_id, destination_depot_id, courier_id, weight_kg, declared_value, shipping_fee, pickup_date, delivery_date, status) VALUES (38, 12, 13, 14, 12, 2.8, 40.0, 13.02, '2024-01-26', '2024-01-30', 'delivered');
INSERT INTO shipments (shipment_id, customer_id, origin_depot_id, destination_depot_id, courier_id, weight_kg, declared_value, shipping_fee, pickup_date, delivery_date, status) VALUES (39, 12, 1, 11, 1, 2.6, NULL, 6.84, '2023-12-20', '2023-12-21', 'delivered');
INSERT INTO shipments (shipment_id, customer_id, origin_depot_id, destination_depot_id, courier_id, weight_kg, declared_value, shipping_fee, pickup_date, delivery_date, status) VALUES (40, 16, 11, 6, 12, 18.0, 1200.0, 26.7, '2024-03-29', '2024-04-01', 'delivered');
INSERT INTO shipments (shipment_id, customer_id, origin_depot_id, destination_depot_id, courier_id, weight_kg, declared_value, shipping_fee, pickup_date, delivery_date, status) VALUES (41, 17, 9, 13, 16, 0.4, 310.0, 10.86, '2023-12-11', '2023-12-13', 'delivered');
INSERT INTO shipments (shipment_id, customer_id, origin_depot_id, destination_depot_id, courier_id, weight_kg, declared_value, shipping_fee, pickup_date, delivery_date, status) VALUES (42, 12, 13, 10, 5, 31.0, 150.0, 68.5, '2024-01-20', '2024-01-22', 'delivered');
INSERT INTO shipments (shipment_id, customer_id, origin_depot_id, destination_depot_id, courier_id, weight_kg, declared_value, shipping_fee, pickup_date, delivery_date, status) VALUES (43, 4, 2, 3, 2, 2.1, 85.0, 6.39, '2024-02-08', '2024-02-12', 'delivered');
INSERT INTO shipments (shipment_id, customer_id, origin_depot_id, destination_depot_id, courier_id, weight_kg, declared_value, shipping_fee, pickup_date, delivery_date, status) VALUES (44, 12, 13, 2, 5, 19.3, 25.0, 24.37, '2024-03-09', '2024-03-12', 'delivered');
INSERT INTO shipments (shipment_id, customer_id, origin_depot_id, destination_depot_id, courier_id, weight_kg, declared_value, shipping_fee, pickup_date, delivery_date, status) VALUES (45, 12, 13, 8, 5, 0.3, 40.0, 10.77, '2023-12-19', '2023-12-21', 'delivered');
INSERT INTO shipments (shipment_id, customer_id, origin_depot_id, destination_depot_id, courier_id, weight_kg, declared_value, shipping_fee, pickup_date, delivery_date, status) VALUES (46, 3, 4, 6, 13, 14.8, 25.0, 23.82, '2023-11-25', '2023-11-29', 'delivered');
INSERT INTO shipments (shipment_id, customer_id, origin_depot_id, destination_depot_id, courier_id, weight_kg, declared_value, shipping_fee, pickup_date, delivery_date, status) VALUES (47, 9, 1, 8, 1, 17.1, 60.0, 19.89, '2023-12-17', '2023-12-20', 'delivered');
INSERT INTO shipments (shipment_id, customer_id, origin_depot_id, destination_depot_id, courier_id, weight_kg, declared_value, shipping_fee, pickup_date, delivery_date, status) VALUES (48, 18, 7, 8, 6, 15.6, 120.0, 18.54, '2023-11-22', NULL, 'in transit');
INSERT INTO shipments (shipment_id, customer_id, origin_depot_id, destination_depot_id, courier_id, weight_kg, declared_value, shipping_fee, pickup_date, delivery_date, status) VALUES (49, 17, 9, 11, 16, 12.9, 85.0, 18.61, '2024-01-11', '2024-01-13', 'returned');
INSERT INTO shipments (shipment_id, customer_id, origin_depot_id, destination_depot_id, courier_id, weight_kg, declared_value, shipping_fee, pickup_date, delivery_date, status) VALUES (50, 8, 8, 6, 17, 6.6, 60.0, 16.44, '2023-12-18', '2023-12-21', 'delivered');
INSERT INTO shipments (shipment_id, customer_id, origin_depot_id, destination_depot_id, courier_id, weight_kg, declared_value, shipping_fee, pickup_date, delivery_date, status) VALUES (51, 6, 5, 2, 9, 5.6, 60.0, 9.54, '2024-01-09', '2024-01-12', 'returned');
INSERT INTO shipments (shipment_id, customer_id, origin_depot_id, destination_depot_id, courier_id, weight_kg, declared_value, shipping_fee, pickup_date, delivery_date, status) VALUES (52, 7, 1, 12, 3, 15.7, 150.0, 18.63, '2024-03-11', NULL, 'lost');
INSERT INTO shipments (shipment_id, customer_id, origin_depot_id, destination_depot_id, courier_id, weight_kg, declared_value, shipping_fee, pickup_date, delivery_date, status) VALUES (53, 15, 6, 13, 18, 7.2, 25.0, 10.98, '2023-11-28', '2023-12-01', 'delivered');
INSERT INTO shipments (shipment_id, customer_id, origin_depot_id, destination_depot_id, courier_id, weight_kg, declared_value, shipping_fee, pickup_date, delivery_date, status) VALUES (54, 10, 10, 9, 8, 2.6, 25.0, 6.84, '2024-01-06', '2024-01-09', 'delivered');
INSERT INTO shipments (shipment_id, customer_id, origin_depot_id, destination_depot_id, courier_id, weight_kg, declared_value, shipping_fee, pickup_date, delivery_date, status) VALUES (55, 12, 13, 10, 5, 23.5, 310.0, 25.65, '2023-11-12', '2023-11-14', 'delivered');
INSERT INTO shipments (shipment_id, customer_id, origin_depot_id, destination_depot_id, courier_id, weight_kg, declared_value, shipping_fee, pickup_date, delivery_date, status) VALUES (56, 8, 8, 3, 17, 13.1, 150.0, 16.29, '2024-03-06', '2024-03-10', 'delivered');
