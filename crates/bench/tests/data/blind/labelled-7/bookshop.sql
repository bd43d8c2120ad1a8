-- bookshop: blind test database (invented data)
BEGIN TRANSACTION;

CREATE TABLE authors (
  author_id INTEGER PRIMARY KEY,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  nationality TEXT NOT NULL,
  birth_year INTEGER NOT NULL,
  death_year INTEGER -- NULL = author is still alive
);

CREATE TABLE books (
  book_id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  genre TEXT NOT NULL,
  list_price REAL NOT NULL,
  cost_price REAL NOT NULL,
  published_date TEXT NOT NULL,
  pages INTEGER NOT NULL,
  copies_in_stock INTEGER NOT NULL,
  is_signed INTEGER NOT NULL CHECK (is_signed IN (0,1)),
  series_name TEXT -- NULL = standalone title, not part of a series
);

CREATE TABLE book_authors (
  book_id INTEGER NOT NULL,
  author_id INTEGER NOT NULL,
  role TEXT NOT NULL CHECK (role IN ('author','co-author','illustrator')),
  PRIMARY KEY (book_id, author_id),
  FOREIGN KEY (book_id) REFERENCES books(book_id),
  FOREIGN KEY (author_id) REFERENCES authors(author_id)
);

CREATE TABLE customers (
  customer_id INTEGER PRIMARY KEY,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  country TEXT NOT NULL,
  joined_on TEXT NOT NULL,
  is_member INTEGER NOT NULL CHECK (is_member IN (0,1)),
  email TEXT -- NULL = customer gave no email address
);

CREATE TABLE orders (
  order_id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL,
  book_id INTEGER NOT NULL,
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  unit_price REAL NOT NULL,
  order_date TEXT NOT NULL,
  shipped_on TEXT, -- NULL = not shipped yet
  is_gift INTEGER NOT NULL CHECK (is_gift IN (0,1)),
  FOREIGN KEY (customer_id) REFERENCES customers(customer_id),
  FOREIGN KEY (book_id) REFERENCES books(book_id)
);

INSERT INTO authors (author_id, first_name, last_name, nationality, birth_year, death_year) VALUES (1, 'Claire', 'Moreau', 'French', 1971, NULL);
INSERT INTO authors (author_id, first_name, last_name, nationality, birth_year, death_year) VALUES (2, 'Luc', 'Moreau', 'French', 1948, 2019);
INSERT INTO authors (author_id, first_name, last_name, nationality, birth_year, death_year) VALUES (3, 'Tobias', 'Wrenfield', 'British', 1980, NULL);
INSERT INTO authors (author_id, first_name, last_name, nationality, birth_year, death_year) VALUES (4, 'Harriet', 'Baker', 'British', 1965, NULL);
INSERT INTO authors (author_id, first_name, last_name, nationality, birth_year, death_year) VALUES (5, 'Adaeze', 'Okonjo', 'Nigerian', 1983, NULL);
INSERT INTO authors (author_id, first_name, last_name, nationality, birth_year, death_year) VALUES (6, 'Kenji', 'Sato', 'Japanese', 1958, NULL);
INSERT INTO authors (author_id, first_name, last_name, nationality, birth_year, death_year) VALUES (7, 'Marta', 'Lindqvist', 'Swedish', 1975, NULL);
INSERT INTO authors (author_id, first_name, last_name, nationality, birth_year, death_year) VALUES (8, 'Daniel', 'Ruiz', 'Spanish', 1969, NULL);
INSERT INTO authors (author_id, first_name, last_name, nationality, birth_year, death_year) VALUES (9, 'Emily', 'Tremblay', 'Canadian', 1988, NULL);
INSERT INTO authors (author_id, first_name, last_name, nationality, birth_year, death_year) VALUES (10, 'Jonah', 'Fraser', 'Canadian', 1979, NULL);
INSERT INTO authors (author_id, first_name, last_name, nationality, birth_year, death_year) VALUES (11, 'Priya', 'Nair', 'Indian', 1985, NULL);
INSERT INTO authors (author_id, first_name, last_name, nationality, birth_year, death_year) VALUES (12, 'Samuel', 'Ortega', 'Mexican', 1960, 2021);
INSERT INTO authors (author_id, first_name, last_name, nationality, birth_year, death_year) VALUES (13, 'Rosa', 'Klein', 'German', 1952, 2015);
INSERT INTO authors (author_id, first_name, last_name, nationality, birth_year, death_year) VALUES (14, 'Fergus', 'Doyle', 'Irish', 1977, NULL);
INSERT INTO authors (author_id, first_name, last_name, nationality, birth_year, death_year) VALUES (15, 'Ana', 'Costa', 'Portuguese', 1990, NULL);
INSERT INTO authors (author_id, first_name, last_name, nationality, birth_year, death_year) VALUES (16, 'Walter', 'Hughes', 'American', 1940, 2010);
INSERT INTO authors (author_id, first_name, last_name, nationality, birth_year, death_year) VALUES (17, 'Lena', 'Park', 'South Korean', 1992, NULL);
INSERT INTO authors (author_id, first_name, last_name, nationality, birth_year, death_year) VALUES (18, 'Oliver', 'Grant', 'British', 1983, NULL);

INSERT INTO books (book_id, title, genre, list_price, cost_price, published_date, pages, copies_in_stock, is_signed, series_name) VALUES (1, 'Harbour Lights', 'Crime', 9.99, 4.1, '2016-03-10', 342, 6, 1, 'Harbour Lights');
INSERT INTO books (book_id, title, genre, list_price, cost_price, published_date, pages, copies_in_stock, is_signed, series_name) VALUES (2, 'The Drowned Quay', 'Crime', 10.99, 4.6, '2018-05-24', 368, 4, 0, 'Harbour Lights');
INSERT INTO books (book_id, title, genre, list_price, cost_price, published_date, pages, copies_in_stock, is_signed, series_name) VALUES (3, 'Salt on the Wind', 'Crime', 11.99, 5.2, '2021-09-02', 401, 3, 0, 'Harbour Lights');
INSERT INTO books (book_id, title, genre, list_price, cost_price, published_date, pages, copies_in_stock, is_signed, series_name) VALUES (4, 'A Winter in Lyon', 'Travel', 14.5, 6.9, '2019-10-17', 256, 2, 0, NULL);
INSERT INTO books (book_id, title, genre, list_price, cost_price, published_date, pages, copies_in_stock, is_signed, series_name) VALUES (5, 'Letters to the River', 'Poetry', 8.99, 3.2, '2020-02-13', 96, 5, 1, NULL);
INSERT INTO books (book_id, title, genre, list_price, cost_price, published_date, pages, copies_in_stock, is_signed, series_name) VALUES (6, 'The Glass Orchard', 'Fantasy', 12.99, 5.8, '2021-04-29', 512, 7, 0, 'Orchard Cycle');
INSERT INTO books (book_id, title, genre, list_price, cost_price, published_date, pages, copies_in_stock, is_signed, series_name) VALUES (7, 'Roots of the Glass Orchard', 'Fantasy', 13.99, 6.1, '2023-04-27', 544, 5, 0, 'Orchard Cycle');
INSERT INTO books (book_id, title, genre, list_price, cost_price, published_date, pages, copies_in_stock, is_signed, series_name) VALUES (8, 'Feeding Forty', 'Cookery', 24.0, 11.5, '2017-11-09', 288, 3, 0, NULL);
INSERT INTO books (book_id, title, genre, list_price, cost_price, published_date, pages, copies_in_stock, is_signed, series_name) VALUES (9, 'Small Hours', 'Poetry', 11.5, 4.0, '2022-06-16', 88, 4, 0, NULL);
INSERT INTO books (book_id, title, genre, list_price, cost_price, published_date, pages, copies_in_stock, is_signed, series_name) VALUES (10, 'Empire of Tides', 'History', 18.99, 13.4, '2015-08-20', 624, 2, 0, NULL);
INSERT INTO books (book_id, title, genre, list_price, cost_price, published_date, pages, copies_in_stock, is_signed, series_name) VALUES (11, 'The Lantern Fox', 'Children', 6.99, 2.5, '2021-11-04', 32, 9, 1, NULL);
INSERT INTO books (book_id, title, genre, list_price, cost_price, published_date, pages, copies_in_stock, is_signed, series_name) VALUES (12, 'Counting Comets', 'Science', 16.99, 7.4, '2020-09-10', 304, 3, 0, NULL);
INSERT INTO books (book_id, title, genre, list_price, cost_price, published_date, pages, copies_in_stock, is_signed, series_name) VALUES (13, 'Kitchen Notes from Oaxaca', 'Cookery', 22.5, 10.2, '2014-05-15', 240, 1, 0, NULL);
INSERT INTO books (book_id, title, genre, list_price, cost_price, published_date, pages, copies_in_stock, is_signed, series_name) VALUES (14, 'Silent Frequencies', 'Science', 19.5, 9.1, '2023-01-19', 352, 4, 0, NULL);
INSERT INTO books (book_id, title, genre, list_price, cost_price, published_date, pages, copies_in_stock, is_signed, series_name) VALUES (15, 'Northern Roads', 'Travel', 15.99, 7.0, '2021-06-03', 272, 2, 1, NULL);
INSERT INTO books (book_id, title, genre, list_price, cost_price, published_date, pages, copies_in_stock, is_signed, series_name) VALUES (16, 'The Paper Crown', 'Children', 7.99, 3.1, '2019-03-21', 40, 8, 0, NULL);
INSERT INTO books (book_id, title, genre, list_price, cost_price, published_date, pages, copies_in_stock, is_signed, series_name) VALUES (17, 'Midnight at Kestrel Farm', 'Crime', 8.99, 3.9, '2022-10-06', 320, 5, 0, NULL);
INSERT INTO books (book_id, title, genre, list_price, cost_price, published_date, pages, copies_in_stock, is_signed, series_name) VALUES (18, 'Songs for a Small Planet', 'Poetry', 9.5, 3.6, '2018-04-12', 110, 3, 1, NULL);
INSERT INTO books (book_id, title, genre, list_price, cost_price, published_date, pages, copies_in_stock, is_signed, series_name) VALUES (19, 'The Iron Cartographer', 'History', 21.0, 15.9, '2022-02-24', 480, 2, 1, NULL);
INSERT INTO books (book_id, title, genre, list_price, cost_price, published_date, pages, copies_in_stock, is_signed, series_name) VALUES (20, 'Moonwater', 'Fantasy', 11.99, 5.0, '2024-03-14', 398, 6, 0, NULL);
INSERT INTO books (book_id, title, genre, list_price, cost_price, published_date, pages, copies_in_stock, is_signed, series_name) VALUES (21, 'Tea with the Tide', 'Travel', 13.0, 6.2, '2016-07-07', 220, 0, 0, NULL);
INSERT INTO books (book_id, title, genre, list_price, cost_price, published_date, pages, copies_in_stock, is_signed, series_name) VALUES (22, 'Cold Case Quartet', 'Crime', 12.5, 5.6, '2023-08-31', 410, 4, 0, NULL);
INSERT INTO books (book_id, title, genre, list_price, cost_price, published_date, pages, copies_in_stock, is_signed, series_name) VALUES (23, 'Ink and Ember', 'Poetry', 10.0, 4.5, '2024-09-19', 72, 3, 0, NULL);
INSERT INTO books (book_id, title, genre, list_price, cost_price, published_date, pages, copies_in_stock, is_signed, series_name) VALUES (24, 'The Long Way to Kyoto', 'Travel', 17.5, 8.0, '2021-01-28', 300, 2, 0, NULL);
INSERT INTO books (book_id, title, genre, list_price, cost_price, published_date, pages, copies_in_stock, is_signed, series_name) VALUES (25, 'Bread Without Borders', 'Cookery', 26.5, 12.0, '2024-11-14', 312, 4, 0, NULL);
INSERT INTO books (book_id, title, genre, list_price, cost_price, published_date, pages, copies_in_stock, is_signed, series_name) VALUES (26, 'Stars Over Lisbon', 'Poetry', 9.0, 3.8, '2019-12-05', 84, 2, 0, NULL);

INSERT INTO book_authors (book_id, author_id, role) VALUES (1, 4, 'author');
INSERT INTO book_authors (book_id, author_id, role) VALUES (2, 4, 'author');
INSERT INTO book_authors (book_id, author_id, role) VALUES (3, 4, 'author');
INSERT INTO book_authors (book_id, author_id, role) VALUES (2, 14, 'co-author');
INSERT INTO book_authors (book_id, author_id, role) VALUES (4, 1, 'author');
INSERT INTO book_authors (book_id, author_id, role) VALUES (5, 9, 'author');
INSERT INTO book_authors (book_id, author_id, role) VALUES (6, 7, 'author');
INSERT INTO book_authors (book_id, author_id, role) VALUES (7, 7, 'author');
INSERT INTO book_authors (book_id, author_id, role) VALUES (8, 8, 'author');
INSERT INTO book_authors (book_id, author_id, role) VALUES (9, 11, 'author');
INSERT INTO book_authors (book_id, author_id, role) VALUES (10, 16, 'author');
INSERT INTO book_authors (book_id, author_id, role) VALUES (10, 13, 'co-author');
INSERT INTO book_authors (book_id, author_id, role) VALUES (11, 17, 'author');
INSERT INTO book_authors (book_id, author_id, role) VALUES (11, 15, 'illustrator');
INSERT INTO book_authors (book_id, author_id, role) VALUES (12, 6, 'author');
INSERT INTO book_authors (book_id, author_id, role) VALUES (13, 12, 'author');
INSERT INTO book_authors (book_id, author_id, role) VALUES (14, 6, 'author');
INSERT INTO book_authors (book_id, author_id, role) VALUES (14, 10, 'co-author');
INSERT INTO book_authors (book_id, author_id, role) VALUES (15, 10, 'author');
INSERT INTO book_authors (book_id, author_id, role) VALUES (16, 5, 'author');
INSERT INTO book_authors (book_id, author_id, role) VALUES (17, 3, 'author');
INSERT INTO book_authors (book_id, author_id, role) VALUES (18, 2, 'author');
INSERT INTO book_authors (book_id, author_id, role) VALUES (19, 18, 'author');
INSERT INTO book_authors (book_id, author_id, role) VALUES (20, 7, 'author');
INSERT INTO book_authors (book_id, author_id, role) VALUES (21, 1, 'author');
INSERT INTO book_authors (book_id, author_id, role) VALUES (22, 3, 'author');
INSERT INTO book_authors (book_id, author_id, role) VALUES (22, 4, 'co-author');
INSERT INTO book_authors (book_id, author_id, role) VALUES (23, 9, 'author');
INSERT INTO book_authors (book_id, author_id, role) VALUES (24, 6, 'author');
INSERT INTO book_authors (book_id, author_id, role) VALUES (25, 8, 'author');
INSERT INTO book_authors (book_id, author_id, role) VALUES (25, 5, 'co-author');
INSERT INTO book_authors (book_id, author_id, role) VALUES (26, 15, 'author');
INSERT INTO book_authors (book_id, author_id, role) VALUES (4, 2, 'co-author');

INSERT INTO customers (customer_id, first_name, last_name, country, joined_on, is_member, email) VALUES (1, 'Margaret', 'Baker', 'United Kingdom', '2019-02-11', 1, 'm.baker@example.com');
INSERT INTO customers (customer_id, first_name, last_name, country, joined_on, is_member, email) VALUES (2, 'Ravi', 'Patel', 'United Kingdom', '2020-06-30', 1, 'ravi.p@example.com');
INSERT INTO customers (customer_id, first_name, last_name, country, joined_on, is_member, email) VALUES (3, 'Anjali', 'Patel', 'United Kingdom', '2022-01-19', 0, NULL);
INSERT INTO customers (customer_id, first_name, last_name, country, joined_on, is_member, email) VALUES (4, 'Chloe', 'Gagnon', 'Canada', '2021-03-08', 1, 'chloe.g@example.ca');
INSERT INTO customers (customer_id, first_name, last_name, country, joined_on, is_member, email) VALUES (5, 'Marc', 'Leblanc', 'Canada', '2023-09-14', 0, 'marc.leblanc@example.ca');
INSERT INTO customers (customer_id, first_name, last_name, country, joined_on, is_member, email) VALUES (6, 'Siobhan', 'Kelly', 'Ireland', '2018-11-02', 1, 'siobhan.k@example.ie');
INSERT INTO customers (customer_id, first_name, last_name, country, joined_on, is_member, email) VALUES (7, 'Tom', 'Hargreaves', 'United Kingdom', '2020-10-21', 0, NULL);
INSERT INTO customers (customer_id, first_name, last_name, country, joined_on, is_member, email) VALUES (8, 'Isabelle', 'Martin', 'France', '2021-07-15', 1, 'isa.martin@example.fr');
INSERT INTO customers (customer_id, first_name, last_name, country, joined_on, is_member, email) VALUES (9, 'Nathan', 'Cole', 'United States', '2022-04-04', 0, 'ncole@example.com');
INSERT INTO customers (customer_id, first_name, last_name, country, joined_on, is_member, email) VALUES (10, 'Grace', 'Liu', 'United Kingdom', '2019-08-27', 1, 'grace.liu@example.com');
INSERT INTO customers (customer_id, first_name, last_name, country, joined_on, is_member, email) VALUES (11, 'Owen', 'Price', 'United Kingdom', '2023-02-17', 0, NULL);
INSERT INTO customers (customer_id, first_name, last_name, country, joined_on, is_member, email) VALUES (12, 'Fiona', 'MacLeod', 'United Kingdom', '2017-05-05', 1, 'fiona.m@example.com');
INSERT INTO customers (customer_id, first_name, last_name, country, joined_on, is_member, email) VALUES (13, 'Hugo', 'Silva', 'Portugal', '2024-01-22', 0, 'hugo.s@example.pt');
INSERT INTO customers (customer_id, first_name, last_name, country, joined_on, is_member, email) VALUES (14, 'Rebecca', 'Stone', 'United States', '2020-12-01', 1, NULL);
INSERT INTO customers (customer_id, first_name, last_name, country, joined_on, is_member, email) VALUES (15, 'Aidan', 'Murphy', 'Ireland', '2022-09-09', 0, 'aidan.m@example.ie');
INSERT INTO customers (customer_id, first_name, last_name, country, joined_on, is_member, email) VALUES (16, 'Yusuf', 'Demir', 'United Kingdom', '2024-05-30', 1, 'yusuf.d@example.com');
INSERT INTO customers (customer_id, first_name, last_name, country, joined_on, is_member, email) VALUES (17, 'Hannah', 'Wright', 'Canada', '2021-12-12', 0, 'hwright@example.ca');
INSERT INTO customers (customer_id, first_name, last_name, country, joined_on, is_member, email) VALUES (18, 'Leo', 'Fischer', 'Germany', '2023-06-06', 1, 'leo.f@example.de');
INSERT INTO customers (customer_id, first_name, last_name, country, joined_on, is_member, email) VALUES (19, 'Priti', 'Shah', 'United Kingdom', '2018-03-03', 0, 'priti.s@example.com');

INSERT INTO orders (order_id, customer_id, book_id, quantity, unit_price, order_date, shipped_on, is_gift) VALUES (5001, 3, 1, 1, 9.99, '2023-11-26', '2023-11-28', 1);
INSERT INTO orders (order_id, customer_id, book_id, quantity, unit_price, order_date, shipped_on, is_gift) VALUES (5002, 6, 2, 1, 10.99, '2024-03-29', '2024-03-31', 0);
INSERT INTO orders (order_id, customer_id, book_id, quantity, unit_price, order_date, shipped_on, is_gift) VALUES (5003, 18, 3, 2, 11.99, '2024-11-30', '2024-12-02', 0);
INSERT INTO orders (order_id, customer_id, book_id, quantity, unit_price, order_date, shipped_on, is_gift) VALUES (5004, 12, 4, 2, 12.32, '2023-04-19', '2023-04-22', 0);
INSERT INTO orders (order_id, customer_id, book_id, quantity, unit_price, order_date, shipped_on, is_gift) VALUES (5005, 5, 5, 1, 8.99, '2024-07-17', '2024-07-20', 1);
INSERT INTO orders (order_id, customer_id, book_id, quantity, unit_price, order_date, shipped_on, is_gift) VALUES (5006, 11, 6, 1, 12.99, '2025-01-01', '2025-01-06', 0);
INSERT INTO orders (order_id, customer_id, book_id, quantity, unit_price, order_date, shipped_on, is_gift) VALUES (5007, 13, 7, 3, 11.89, '2024-08-06', '2024-08-07', 0);
INSERT INTO orders (order_id, customer_id, book_id, quantity, unit_price, order_date, shipped_on, is_gift) VALUES (5008, 1, 8, 1, 24.0, '2023-03-31', '2023-04-04', 0);
INSERT INTO orders (order_id, customer_id, book_id, quantity, unit_price, order_date, shipped_on, is_gift) VALUES (5009, 8, 9, 2, 9.78, '2023-02-10', '2023-02-15', 0);
INSERT INTO orders (order_id, customer_id, book_id, quantity, unit_price, order_date, shipped_on, is_gift) VALUES (5010, 1, 10, 1, 16.14, '2025-01-12', '2025-01-17', 0);
INSERT INTO orders (order_id, customer_id, book_id, quantity, unit_price, order_date, shipped_on, is_gift) VALUES (5011, 3, 11, 1, 6.99, '2023-05-18', '2023-05-19', 1);
INSERT INTO orders (order_id, customer_id, book_id, quantity, unit_price, order_date, shipped_on, is_gift) VALUES (5012, 3, 12, 2, 16.99, '2024-09-22', '2024-09-25', 0);
INSERT INTO orders (order_id, customer_id, book_id, quantity, unit_price, order_date, shipped_on, is_gift) VALUES (5013, 11, 14, 1, 19.5, '2025-02-22', '2025-02-23', 0);
INSERT INTO orders (order_id, customer_id, book_id, quantity, unit_price, order_date, shipped_on, is_gift) VALUES (5014, 14, 15, 2, 15.99, '2023-07-18', '2023-07-21', 0);
INSERT INTO orders (order_id, customer_id, book_id, quantity, unit_price, order_date, shipped_on, is_gift) VALUES (5015, 9, 16, 2, 6.79, '2023-03-19', '2023-03-22', 0);
INSERT INTO orders (order_id, customer_id, book_id, quantity, unit_price, order_date, shipped_on, is_gift) VALUES (5016, 12, 17, 1, 8.99, '2023-06-11', '2023-06-13', 0);
INSERT INTO orders (order_id, customer_id, book_id, quantity, unit_price, order_date, shipped_on, is_gift) VALUES (5017, 12, 18, 1, 8.07, '2024-11-29', '2024-12-04', 0);
INSERT INTO orders (order_id, customer_id, book_id, quantity, unit_price, order_date, shipped_on, is_gift) VALUES (5018, 8, 19, 2, 21.0, '2023-04-08', '2023-04-12', 0);
INSERT INTO orders (order_id, customer_id, book_id, quantity, unit_price, order_date, shipped_on, is_gift) VALUES (5019, 19, 20, 1, 11.99, '2025-01-28', '2025-02-01', 1);
INSERT INTO orders (order_id, customer_id, book_id, quantity, unit_price, order_date, shipped_on, is_gift) VALUES (5020, 6, 22, 2, 12.5, '2023-12-14', '2023-12-19', 0);
INSERT INTO orders (order_id, customer_id, book_id, quantity, unit_price, order_date, shipped_on, is_gift) VALUES (5021, 14, 23, 2, 10.0, '2025-04-09', NULL, 0);
INSERT INTO orders (order_id, customer_id, book_id, quantity, unit_price, order_date, shipped_on, is_gift) VALUES (5022, 11, 24, 3, 14.88, '2024-02-11', '2024-02-13', 0);
INSERT INTO orders (order_id, customer_id, book_id, quantity, unit_price, order_date, shipped_on, is_gift) VALUES (5023, 15, 25, 2, 26.5, '2024-12-10', '2024-12-14', 0);
INSERT INTO orders (order_id, customer_id, book_id, quantity, unit_price, order_date, shipped_on, is_gift) VALUES (5024, 2, 2, 2, 10.99, '2025-02-04', '2025-02-09', 0);
INSERT INTO orders (order_id, customer_id, book_id, quantity, unit_price, order_date, shipped_on, is_gift) VALUES (5025, 11, 15, 2, 15.99, '2024-09-04', '2024-09-08', 0);
INSERT INTO orders (order_id, customer_id, book_id, quantity, unit_price, order_date, shipped_on, is_gift) VALUES (5026, 2, 14, 2, 19.5, '2025-03-04', '2025-03-05', 0);
INSERT INTO orders (order_id, customer_id, book_id, quantity, unit_price, order_date, shipped_on, is_gift) VALUES (5027, 3, 5, 3, 8.99, '2023-03-21', '2023-03-25', 0);
INSERT INTO orders (order_id, customer_id, book_id, quantity, unit_price, order_date, shipped_on, is_gift) VALUES (5028, 10, 2, 2, 10.99, '2023-02-11', '2023-02-13', 0);
INSERT INTO orders (order_id, customer_id, book_id, quantity, unit_price, order_date, shipped_on, is_gift) VALUES (5029, 15, 17, 1, 7.64, '2025-01-06', '2025-01-11', 1);
INSERT INTO orders (order_id, customer_id, book_id, quantity, unit_price, order_date, shipped_on, is_gift) VALUES (5030, 2, 24, 1, 17.5, '2024-01-03', '2024-01-04', 0);
INSERT INTO orders (order_id, customer_id, book_id, quantity, unit_price, order_date, shipped_on, is_gift) VALUES (5031, 1, 5, 1, 8.99, '2024-02-18', '2024-02-21', 0);
INSERT INTO orders (order_id, customer_id, book_id, quantity, unit_price, order_date, shipped_on, is_gift) VALUES (5032, 1, 12, 2, 16.99, '2023-05-26', '2023-05-28', 0);
INSERT INTO orders (order_id, customer_id, book_id, quantity, unit_price, order_date, shipped_on, is_gift) VALUES (5033, 8, 4, 2, 12.32, '2024-06-11', '2024-06-12', 0);
INSERT INTO orders (order_id, customer_id, book_id, quantity, unit_price, order_date, shipped_on, is_gift) VALUES (5034, 6, 4, 1, 14.5, '2023-11-26', '2023-11-28', 0);
INSERT INTO orders (order_id, customer_id, book_id, quantity, unit_price, order_date, shipped_on, is_gift) VALUES (5035, 3, 9, 2, 9.78, '2024-06-12', '2024-06-15', 0);
INSERT INTO orders (order_id, customer_id, book_id, quantity, unit_price, order_date, shipped_on, is_gift) VALUES (5036, 15, 11, 2, 6.99, '2024-10-08', '2024-10-10', 0);
INSERT INTO orders (order_id, customer_id, book_id, quantity, unit_price, order_date, shipped_on, is_gift) VALUES (5037, 16, 2, 1, 9.34, '2024-07-18', '2024-07-22', 0);
INSERT INTO orders (order_id, customer_id, book_id, quantity, unit_price, order_date, shipped_on, is_gift) VALUES (5038, 3, 10, 3, 18.99, '2024-07-07', '2024-07-09', 0);
INSERT INTO orders (order_id, customer_id, book_id, quantity, unit_price, order_date, shipped_on, is_gift) VALUES (5039, 10, 25, 2, 22.52, '2024-12-22', '2024-12-24', 0);
INSERT INTO orders (order_id, customer_id, book_id, quantity, unit_price, order_date, shipped_on, is_gift) VALUES (5040, 12, 8, 1, 20.4, '2023-12-23', '2023-12-28', 0);
INSERT INTO orders (order_id, customer_id, book_id, quantity, unit_price, order_date, shipped_on, is_gift) VALUES (5041, 7, 18, 2, 8.07, '2024-05-19', '2024-05-23', 0);
INSERT INTO orders (order_id, customer_id, book_id, quantity, unit_price, order_date, shipped_on, is_gift) VALUES (5042, 9, 5, 3, 7.64, '2023-05-04', '2023-05-06', 0);
INSERT INTO orders (order_id, customer_id, book_id, quantity, unit_price, order_date, shipped_on, is_gift) VALUES (5043, 4, 15, 1, 13.59, '2023-04-06', '2023-04-10', 0);
INSERT INTO orders (order_id, customer_id, book_id, quantity, unit_price, order_date, shipped_on, is_gift) VALUES (5044, 1, 2, 1, 9.34, '2025-04-11', NULL, 0);
INSERT INTO orders (order_id, customer_id, book_id, quantity, unit_price, order_date, shipped_on, is_gift) VALUES (5045, 16, 7, 1, 13.99, '2024-07-06', '2024-07-09', 0);
INSERT INTO orders (order_id, customer_id, book_id, quantity, unit_price, order_date, shipped_on, is_gift) VALUES (5046, 19, 1, 1, 9.99, '2024-04-19', '2024-04-21', 0);

COMMIT;
