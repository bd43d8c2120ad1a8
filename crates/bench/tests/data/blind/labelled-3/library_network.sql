PRAGMA foreign_keys = ON;
CREATE TABLE branches (
  branch_id INTEGER PRIMARY KEY,
  branch_name TEXT NOT NULL,
  city TEXT NOT NULL,
  opened_date TEXT,
  weekly_opening_hours REAL
);
CREATE TABLE members (
  member_id INTEGER PRIMARY KEY,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  home_city TEXT,
  home_branch_id INTEGER NOT NULL REFERENCES branches(branch_id),
  join_date TEXT NOT NULL,
  birth_year INTEGER,
  membership_type TEXT,
  annual_fee REAL,
  phone TEXT
);
CREATE TABLE books (
  book_id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  author_name TEXT,
  genre TEXT,
  publication_year INTEGER,
  language TEXT,
  branch_id INTEGER NOT NULL REFERENCES branches(branch_id),
  acquired_date TEXT,
  purchase_price REAL,
  replacement_cost REAL
);
CREATE TABLE loans (
  loan_id INTEGER PRIMARY KEY,
  book_id INTEGER NOT NULL REFERENCES books(book_id),
  member_id INTEGER NOT NULL REFERENCES members(member_id),
  loan_date TEXT NOT NULL,
  due_date TEXT NOT NULL,
  return_date TEXT,
  late_fee REAL
);

INSERT INTO branches VALUES (1, 'Central Library', 'Leeds', '1884-04-17', 60.0);
INSERT INTO branches VALUES (2, 'Headingley Library', 'Leeds', '1931-09-01', 42.0);
INSERT INTO branches VALUES (3, 'York Explore', 'York', '1927-10-03', 56.0);
INSERT INTO branches VALUES (4, 'Acomb Library', 'York', '1965-05-12', 35.0);
INSERT INTO branches VALUES (5, 'Harrogate Library', 'Harrogate', '1906-01-24', 48.0);
INSERT INTO branches VALUES (6, 'Bradford City Library', 'Bradford', '1967-03-20', 52.0);
INSERT INTO branches VALUES (7, 'Wakefield One Library', 'Wakefield', '2012-11-05', 50.0);
INSERT INTO branches VALUES (8, 'Selby Library', 'Selby', '1974-06-14', 30.0);
INSERT INTO branches VALUES (9, 'Otley Library', 'Otley', '1938-02-21', 28.0);
INSERT INTO branches VALUES (10, 'Ilkley Library', 'Ilkley', '1907-10-12', 32.0);
INSERT INTO branches VALUES (11, 'Skipton Library', 'Skipton', '1910-04-30', 34.0);
INSERT INTO branches VALUES (12, 'Ripon Library', 'Ripon', '1905-07-08', 26.0);
INSERT INTO branches VALUES (13, 'Knaresborough Library', 'Knaresborough', '1958-09-16', 24.0);
INSERT INTO branches VALUES (14, 'Pudsey Library', 'Leeds', '1936-03-02', 30.0);
INSERT INTO branches VALUES (15, 'Tadcaster Library', 'Tadcaster', '1982-05-19', 18.0);
INSERT INTO branches VALUES (16, 'Keighley Library', 'Bradford', '1904-05-20', 40.0);
INSERT INTO members VALUES (1, 'Olivia', 'Bennett', 'Leeds', 1, '2019-03-14', 1988, 'adult', 12.0, '0113 496 0123');
INSERT INTO members VALUES (2, 'Chidi', 'Okafor', 'Leeds', 2, '2021-06-02', 1979, 'adult', 12.0, '0113 496 0456');
INSERT INTO members VALUES (3, 'Ngozi', 'Okafor', 'Bradford', 6, '2022-01-19', 2009, 'child', 0.0, NULL);
INSERT INTO members VALUES (4, 'Sofia', 'Marchetti', 'York', 3, '2018-11-07', 1992, 'adult', 12.0, '01904 550182');
INSERT INTO members VALUES (5, 'Tomasz', 'Kowalski', 'York', 4, '2023-02-11', 1985, 'adult', 12.0, '07700 900311');
INSERT INTO members VALUES (6, 'Aisha', 'Rahman', 'Bradford', 6, '2020-09-30', 1996, 'concession', 6.0, '07700 900472');
INSERT INTO members VALUES (7, 'Liam', 'Doyle', 'Harrogate', 5, '2017-05-22', 1958, 'senior', 0.0, NULL);
INSERT INTO members VALUES (8, 'Mei', 'Chen', 'Leeds', 2, '2023-08-15', 2001, 'concession', 6.0, '07700 900128');
INSERT INTO members VALUES (9, 'Hannah', 'Fischer', 'Selby', 3, '2021-10-04', 1975, 'adult', 12.0, '01757 700231');
INSERT INTO members VALUES (10, 'Rajesh', 'Patel', 'Wakefield', 1, '2016-01-12', 1969, 'adult', 12.0, '01924 300945');
INSERT INTO members VALUES (11, 'Emily', 'Clarke', 'York', 4, '2023-04-28', 2012, 'child', 0.0, NULL);
INSERT INTO members VALUES (12, 'Oluwaseun', 'Adeyemi', 'Leeds', 1, '2022-07-09', 1990, 'adult', 12.0, '07700 900664');
INSERT INTO members VALUES (13, 'Grace', 'Murphy', 'Harrogate', 5, '2019-12-01', 1983, 'adult', 12.0, '01423 500377');
INSERT INTO members VALUES (14, 'Mateo', 'García', 'York', 3, '2024-01-16', 1999, 'concession', 6.0, '07700 900815');
INSERT INTO members VALUES (15, 'Yuki', 'Tanaka', 'Otley', 2, '2020-03-03', 1987, 'adult', 12.0, NULL);
INSERT INTO members VALUES (16, 'Fatima', 'Hussain', 'Bradford', 6, '2018-06-25', 1972, 'adult', 12.0, '01274 430518');
INSERT INTO members VALUES (17, 'George', 'Whitaker', 'York', 4, '2015-09-18', 1949, 'senior', 0.0, '01904 550746');
INSERT INTO members VALUES (18, 'Ana', 'Silva', 'Leeds', 1, '2023-11-20', 1994, 'adult', 12.0, '07700 900203');
INSERT INTO members VALUES (19, 'Piotr', 'Nowak', 'Selby', 4, '2022-05-05', 1981, 'adult', 12.0, '07700 900587');
INSERT INTO members VALUES (20, 'Isla', 'MacDonald', 'Harrogate', 5, '2023-03-09', 2010, 'child', 0.0, NULL);
INSERT INTO members VALUES (21, 'Ahmed', 'Khan', 'Leeds', 2, '2021-02-14', 1965, 'adult', 12.0, '0113 496 0871');
INSERT INTO members VALUES (22, 'Chloé', 'Dubois', 'York', 5, '2020-08-11', 1991, 'adult', 12.0, '07700 900934');
INSERT INTO members VALUES (23, 'Samuel', 'Osei', 'Wakefield', 1, '2024-02-02', 1997, 'concession', 6.0, '07700 900059');
INSERT INTO members VALUES (24, 'Lucy', 'Thompson', 'Leeds', 2, '2018-04-17', 1955, 'senior', 0.0, NULL);
INSERT INTO members VALUES (25, 'Arjun', 'Mehta', 'Bradford', 6, '2023-06-21', 1989, 'adult', 12.0, '07700 900742');
INSERT INTO members VALUES (26, 'Elena', 'Popescu', 'York', 3, '2022-09-13', 1993, 'adult', 12.0, '07700 900386');
INSERT INTO members VALUES (27, 'Jack', 'Robinson', 'Harrogate', 5, '2016-10-30', 1970, 'adult', 12.0, '01423 500621');
INSERT INTO members VALUES (28, 'Nadia', 'Haddad', 'Leeds', 1, '2023-01-07', 2003, 'concession', 6.0, '07700 900417');
INSERT INTO members VALUES (29, 'Finn', 'OBrien', 'Otley', 1, '2021-12-12', 2011, 'child', 0.0, NULL);
INSERT INTO members VALUES (30, 'Zara', 'Ahmed', 'Bradford', 6, '2019-07-08', 1986, 'adult', 12.0, '01274 430290');
INSERT INTO books VALUES (1, 'The Hobbit', 'J. R. R. Tolkien', 'fantasy', 1937, 'English', 1, '2015-02-10', 8.99, 12.0);
INSERT INTO books VALUES (2, 'The Hobbit', 'J. R. R. Tolkien', 'fantasy', 1937, 'English', 5, '2018-07-03', 9.49, 12.0);
INSERT INTO books VALUES (3, 'A Wizard of Earthsea', 'Ursula K. Le Guin', 'fantasy', 1968, 'English', 2, '2016-05-20', 7.99, 10.5);
INSERT INTO books VALUES (4, 'The Name of the Wind', 'Patrick Rothfuss', 'fantasy', 2007, 'English', 3, '2019-09-14', 10.99, 14.0);
INSERT INTO books VALUES (5, 'Piranesi', 'Susanna Clarke', 'fantasy', 2020, 'English', 4, '2021-03-01', 14.99, 16.99);
INSERT INTO books VALUES (6, 'American Gods', 'Neil Gaiman', 'fantasy', 2001, 'English', 16, '2017-11-11', 9.99, 13.0);
INSERT INTO books VALUES (7, 'Dune', 'Frank Herbert', 'science fiction', 1965, 'English', 1, '2014-08-19', 9.99, 12.99);
INSERT INTO books VALUES (8, 'Dune', 'Frank Herbert', 'science fiction', 1965, 'English', 6, '2022-01-05', 11.99, 12.99);
INSERT INTO books VALUES (9, 'The Left Hand of Darkness', 'Ursula K. Le Guin', 'science fiction', 1969, 'English', 3, '2016-04-02', 8.99, 11.0);
INSERT INTO books VALUES (10, 'The Three-Body Problem', 'Liu Cixin', 'science fiction', 2008, 'English', 2, '2020-06-18', 12.99, 15.0);
INSERT INTO books VALUES (11, 'The Handmaid''s Tale', 'Margaret Atwood', 'science fiction', 1985, 'English', 5, '2018-02-27', 8.99, 10.99);
INSERT INTO books VALUES (12, 'Things Fall Apart', 'Chinua Achebe', 'classic', 1958, 'English', 16, '2013-10-09', 7.99, 9.99);
INSERT INTO books VALUES (13, 'One Hundred Years of Solitude', 'Gabriel García Márquez', 'literary fiction', 1967, 'English', 3, '2015-03-15', 10.99, 13.5);
INSERT INTO books VALUES (14, 'The Remains of the Day', 'Kazuo Ishiguro', 'literary fiction', 1989, 'English', 5, '2016-09-09', 8.99, 10.99);
INSERT INTO books VALUES (15, 'Klara and the Sun', 'Kazuo Ishiguro', 'literary fiction', 2021, 'English', 1, '2021-04-20', 18.99, 20.0);
INSERT INTO books VALUES (16, 'Half of a Yellow Sun', 'Chimamanda Ngozi Adichie', 'historical fiction', 2006, 'English', 6, '2017-06-06', 9.99, 11.99);
INSERT INTO books VALUES (17, 'Americanah', 'Chimamanda Ngozi Adichie', 'literary fiction', 2013, 'English', 9, '2019-01-22', 9.99, 12.99);
INSERT INTO books VALUES (18, 'Wolf Hall', 'Hilary Mantel', 'historical fiction', 2009, 'English', 3, '2012-05-17', 10.99, 14.99);
INSERT INTO books VALUES (19, 'Middlemarch', 'George Eliot', 'classic', 1871, 'English', 4, '2010-02-02', 4.99, 8.99);
INSERT INTO books VALUES (20, 'Pride and Prejudice', 'Jane Austen', 'classic', 1813, 'English', 1, '2011-07-13', 3.99, 7.99);
INSERT INTO books VALUES (21, 'Pride and Prejudice', 'Jane Austen', 'classic', 1813, 'English', 3, '2020-10-01', 5.99, 7.99);
INSERT INTO books VALUES (22, 'Jane Eyre', 'Charlotte Brontë', 'classic', 1847, 'English', 15, '2014-12-03', 4.49, 7.99);
INSERT INTO books VALUES (23, 'Wuthering Heights', 'Emily Brontë', 'classic', 1847, 'English', 6, '2015-01-28', 4.49, 7.99);
INSERT INTO books VALUES (24, 'Matilda', 'Roald Dahl', 'children', 1988, 'English', 4, '2016-03-30', 6.99, 7.99);
INSERT INTO books VALUES (25, 'Matilda', 'Roald Dahl', 'children', 1988, 'English', 1, '2019-05-11', 6.99, 7.99);
INSERT INTO books VALUES (26, 'Matilda', 'Roald Dahl', 'children', 1988, 'English', 6, '2021-09-02', 7.49, 7.99);
INSERT INTO books VALUES (27, 'The Gruffalo', 'Julia Donaldson', 'children', 1999, 'English', 4, '2018-10-15', 6.99, 8.5);
INSERT INTO books VALUES (28, 'The Gruffalo', 'Julia Donaldson', 'children', 1999, 'English', 2, '2022-03-24', 7.99, 8.5);
INSERT INTO books VALUES (29, 'Sapiens', 'Yuval Noah Harari', 'non-fiction', 2011, 'English', 7, '2016-08-08', 12.99, 16.99);
INSERT INTO books VALUES (30, 'A Short History of Nearly Everything', 'Bill Bryson', 'non-fiction', 2003, 'English', 12, '2013-06-19', 11.99, 14.99);
INSERT INTO books VALUES (31, 'Educated', 'Tara Westover', 'non-fiction', 2018, 'English', 3, '2019-04-04', 13.99, 14.99);
INSERT INTO books VALUES (32, 'Wild Swans', 'Jung Chang', 'non-fiction', 1991, 'English', 14, '2014-11-27', 9.99, 12.99);
INSERT INTO books VALUES (33, 'Persepolis', 'Marjane Satrapi', 'graphic novel', 2000, 'English', 6, '2018-01-16', 14.99, 17.99);
INSERT INTO books VALUES (34, 'Maus', 'Art Spiegelman', 'graphic novel', 1986, 'English', 1, '2017-02-14', 16.99, 24.99);
INSERT INTO books VALUES (35, 'La sombra del viento', 'Carlos Ruiz Zafón', 'literary fiction', 2001, 'Spanish', 3, '2020-02-12', 15.5, 15.5);
INSERT INTO books VALUES (36, 'My Brilliant Friend', 'Elena Ferrante', 'literary fiction', 2011, 'English', 13, '2019-08-30', 10.99, 12.99);
INSERT INTO books VALUES (37, 'Girl, Woman, Other', 'Bernardine Evaristo', 'literary fiction', 2019, 'English', 8, '2020-01-09', 9.99, 12.99);
INSERT INTO books VALUES (38, 'The Murder of Roger Ackroyd', 'Agatha Christie', 'crime', 1926, 'English', 4, '2012-09-05', 5.99, 8.99);
INSERT INTO books VALUES (39, 'The Cuckoo''s Calling', 'Robert Galbraith', 'crime', 2013, 'English', 11, '2015-05-07', 8.99, 10.99);
INSERT INTO books VALUES (40, 'Atlas of Remote Islands', 'Judith Schalansky', 'non-fiction', 2009, 'English', 10, '2013-03-12', 24.99, 19.99);
INSERT INTO loans VALUES (1, 13, 12, '2023-01-06', '2023-01-27', '2023-01-18', 0.0);
INSERT INTO loans VALUES (2, 7, 22, '2023-01-29', '2023-02-19', '2023-02-16', 0.0);
INSERT INTO loans VALUES (3, 24, 5, '2023-03-04', '2023-03-25', '2023-03-22', 0.0);
INSERT INTO loans VALUES (4, 34, 7, '2023-03-06', '2023-03-27', '2023-04-10', 3.5);
INSERT INTO loans VALUES (5, 26, 4, '2023-03-08', '2023-03-29', '2023-03-29', 0.0);
INSERT INTO loans VALUES (6, 17, 19, '2023-03-15', '2023-04-05', '2023-04-04', 0.0);
INSERT INTO loans VALUES (7, 21, 17, '2023-03-17', '2023-04-07', '2023-04-16', 2.25);
INSERT INTO loans VALUES (8, 12, 10, '2023-03-25', '2023-04-15', '2023-04-15', 0.0);
INSERT INTO loans VALUES (9, 29, 2, '2023-03-31', '2023-04-21', '2023-04-12', 0.0);
INSERT INTO loans VALUES (10, 24, 13, '2023-04-23', '2023-05-14', '2023-05-05', 0.0);
INSERT INTO loans VALUES (11, 15, 19, '2023-05-06', '2023-05-27', '2023-05-26', 0.0);
INSERT INTO loans VALUES (12, 9, 13, '2023-05-12', '2023-06-02', '2023-05-30', 0.0);
INSERT INTO loans VALUES (13, 24, 11, '2023-05-13', '2023-06-03', '2023-06-07', 1.0);
INSERT INTO loans VALUES (14, 29, 3, '2023-05-23', '2023-06-13', '2023-06-10', 0.0);
INSERT INTO loans VALUES (15, 9, 30, '2023-05-26', '2023-06-16', '2023-06-16', 0.0);
INSERT INTO loans VALUES (16, 24, 10, '2023-06-05', '2023-06-26', '2023-06-26', 0.0);
INSERT INTO loans VALUES (17, 32, 26, '2023-06-10', '2023-07-01', '2023-07-01', 0.0);
INSERT INTO loans VALUES (18, 4, 20, '2023-07-01', '2023-07-22', '2023-07-26', 1.0);
INSERT INTO loans VALUES (19, 2, 28, '2023-07-02', '2023-07-23', '2023-07-16', 0.0);
INSERT INTO loans VALUES (20, 16, 19, '2023-07-18', '2023-08-08', '2023-08-08', 0.0);
INSERT INTO loans VALUES (21, 15, 17, '2023-07-22', '2023-08-12', '2023-07-29', 0.0);
INSERT INTO loans VALUES (22, 18, 2, '2023-07-24', '2023-08-14', '2023-07-31', 0.0);
INSERT INTO loans VALUES (23, 32, 17, '2023-08-05', '2023-08-26', '2023-08-26', 0.0);
INSERT INTO loans VALUES (24, 18, 4, '2023-08-07', '2023-08-28', '2023-08-14', 0.0);
INSERT INTO loans VALUES (25, 37, 13, '2023-08-20', '2023-09-10', '2023-09-01', 0.0);
INSERT INTO loans VALUES (26, 4, 8, '2023-08-25', '2023-09-15', '2023-09-14', 0.0);
INSERT INTO loans VALUES (27, 25, 17, '2023-09-22', '2023-10-13', '2023-10-06', 0.0);
INSERT INTO loans VALUES (28, 10, 1, '2023-11-01', '2023-11-22', '2023-11-22', 0.0);
INSERT INTO loans VALUES (29, 39, 6, '2023-11-06', '2023-11-27', '2023-11-16', 0.0);
INSERT INTO loans VALUES (30, 32, 24, '2023-11-27', '2023-12-18', '2023-12-27', 2.25);
INSERT INTO loans VALUES (31, 19, 5, '2023-12-17', '2024-01-07', '2023-12-27', 0.0);
INSERT INTO loans VALUES (32, 22, 5, '2023-12-18', '2024-01-08', '2023-12-28', 0.0);
INSERT INTO loans VALUES (33, 1, 25, '2024-01-01', '2024-01-22', '2024-01-22', 0.0);
INSERT INTO loans VALUES (34, 35, 10, '2024-01-03', '2024-01-24', '2024-01-24', 0.0);
INSERT INTO loans VALUES (35, 13, 27, '2024-01-03', '2024-01-24', '2024-01-23', 0.0);
INSERT INTO loans VALUES (36, 4, 17, '2024-01-06', '2024-01-27', '2024-01-20', 0.0);
INSERT INTO loans VALUES (37, 24, 19, '2024-01-08', '2024-01-29', '2024-01-28', 0.0);
INSERT INTO loans VALUES (38, 36, 18, '2024-01-15', '2024-02-05', '2024-02-05', 0.0);
INSERT INTO loans VALUES (39, 9, 12, '2024-01-25', '2024-02-15', '2024-02-29', 3.5);
INSERT INTO loans VALUES (40, 21, 16, '2024-01-26', '2024-02-16', '2024-02-05', 0.0);
INSERT INTO loans VALUES (41, 9, 8, '2024-01-27', '2024-02-17', NULL, NULL);
INSERT INTO loans VALUES (42, 29, 16, '2024-02-10', '2024-03-02', '2024-03-02', 0.0);
INSERT INTO loans VALUES (43, 15, 27, '2024-03-04', '2024-03-25', '2024-03-18', 0.0);
INSERT INTO loans VALUES (44, 13, 18, '2024-03-06', '2024-03-27', '2024-03-27', 0.0);
INSERT INTO loans VALUES (45, 9, 2, '2024-03-11', '2024-04-01', '2024-03-31', 0.0);
INSERT INTO loans VALUES (46, 26, 27, '2024-03-20', '2024-04-10', '2024-04-19', 2.25);
INSERT INTO loans VALUES (47, 34, 19, '2024-03-24', '2024-04-14', NULL, NULL);
INSERT INTO loans VALUES (48, 6, 19, '2024-04-03', '2024-04-24', '2024-04-24', 0.0);
INSERT INTO loans VALUES (49, 5, 19, '2024-04-10', '2024-05-01', '2024-04-22', 0.0);
INSERT INTO loans VALUES (50, 7, 28, '2024-04-18', '2024-05-09', '2024-05-23', 3.5);
INSERT INTO loans VALUES (51, 21, 11, '2024-04-21', '2024-05-12', '2024-05-12', 0.0);
INSERT INTO loans VALUES (52, 6, 25, '2024-04-23', '2024-05-14', '2024-05-03', 0.0);
INSERT INTO loans VALUES (53, 13, 14, '2024-05-08', '2024-05-29', '2024-05-18', 0.0);
INSERT INTO loans VALUES (54, 25, 15, '2024-05-16', '2024-06-06', '2024-06-10', 1.0);
INSERT INTO loans VALUES (55, 21, 2, '2024-05-17', '2024-06-07', '2024-06-04', 0.0);
INSERT INTO loans VALUES (56, 38, 27, '2024-05-23', '2024-06-13', NULL, NULL);
INSERT INTO loans VALUES (57, 4, 24, '2024-05-31', '2024-06-21', NULL, NULL);
INSERT INTO loans VALUES (58, 5, 15, '2024-06-12', '2024-07-03', NULL, NULL);
INSERT INTO loans VALUES (59, 28, 16, '2024-06-15', '2024-07-06', NULL, NULL);
INSERT INTO loans VALUES (60, 29, 20, '2024-06-15', '2024-07-06', NULL, NULL);
