-- A small shop: products with two prices, customers with two name parts, orders.
CREATE TABLE products (
  product_id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  category TEXT NOT NULL,
  brand TEXT NOT NULL,
  list_price REAL NOT NULL,
  sale_price REAL NOT NULL,
  stock INTEGER NOT NULL
);
INSERT INTO products VALUES
  (1, 'Desk Lamp Deluxe', 'Lighting', 'Lumora', 59.0, 49.0, 12),
  (2, 'Floor Lamp', 'Lighting', 'Lumora', 89.0, 79.0, 4),
  (3, 'Garden Hose', 'Garden', 'Verdix', 35.0, 29.0, 30),
  (4, 'Pruning Shears', 'Garden', 'Verdix', 24.0, 24.0, 18),
  (5, 'Office Chair', 'Furniture', 'Sitwell', 189.0, 149.0, 7),
  (6, 'Standing Desk', 'Furniture', 'Sitwell', 420.0, 389.0, 3),
  (7, 'Bookshelf', 'Furniture', 'Oakhaus', 130.0, 99.0, 9),
  (8, 'LED Strip', 'Lighting', 'Brightway', 19.0, 15.0, 40),
  (9, 'Watering Can', 'Garden', 'Brightway', 14.0, 12.0, 25),
  (10, 'Reading Lamp', 'Lighting', 'Oakhaus', 45.0, 45.0, 0);
CREATE TABLE customers (
  customer_id INTEGER PRIMARY KEY,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  city TEXT NOT NULL,
  country TEXT NOT NULL,
  signup_year INTEGER NOT NULL
);
INSERT INTO customers VALUES
  (1, 'Jordan', 'Baker', 'Leeds', 'England', 2021),
  (2, 'Priya', 'Jordan', 'Cork', 'Ireland', 2022),
  (3, 'Tomas', 'Kral', 'Brno', 'Czechia', 2020),
  (4, 'Mei', 'Lin', 'Leeds', 'England', 2023),
  (5, 'Oskar', 'Berg', 'Malmo', 'Sweden', 2021),
  (6, 'Ana', 'Sousa', 'Porto', 'Portugal', 2022),
  (7, 'Liam', 'Walsh', 'Cork', 'Ireland', 2023);
CREATE TABLE orders (
  order_id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers(customer_id),
  product_id INTEGER NOT NULL REFERENCES products(product_id),
  quantity INTEGER NOT NULL,
  order_year INTEGER NOT NULL,
  status TEXT NOT NULL
);
INSERT INTO orders VALUES
  (1, 1, 1, 2, 2022, 'delivered'),
  (2, 1, 3, 1, 2023, 'delivered'),
  (3, 2, 5, 1, 2023, 'shipped'),
  (4, 3, 1, 1, 2023, 'delivered'),
  (5, 4, 8, 5, 2024, 'pending'),
  (6, 5, 6, 1, 2024, 'shipped'),
  (7, 6, 3, 2, 2022, 'delivered'),
  (8, 7, 9, 3, 2024, 'pending'),
  (9, 2, 1, 1, 2024, 'delivered'),
  (10, 4, 7, 1, 2023, 'cancelled'),
  (11, 1, 8, 4, 2024, 'delivered'),
  (12, 3, 5, 2, 2022, 'delivered');
