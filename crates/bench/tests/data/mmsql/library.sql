-- A lending library: members, books and loans (made-up data).
CREATE TABLE member (
  member_id INTEGER PRIMARY KEY,
  full_name TEXT NOT NULL,
  town TEXT NOT NULL,
  age INTEGER NOT NULL,
  joined_year INTEGER NOT NULL
);
CREATE TABLE book (
  book_id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  author TEXT NOT NULL,
  genre TEXT NOT NULL,
  pages INTEGER NOT NULL
);
CREATE TABLE loan (
  loan_id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES member(member_id),
  book_id INTEGER NOT NULL REFERENCES book(book_id),
  loan_year INTEGER NOT NULL
);
INSERT INTO member VALUES
  (1, 'Ilse Varga', 'Marrow', 34, 2019),
  (2, 'Tomas Reyd', 'Marrow', 52, 2021),
  (3, 'Nadia Soto', 'Fenwick', 27, 2020),
  (4, 'Owen Pryce', 'Fenwick', 61, 2018),
  (5, 'Leah Marsh', 'Holt', 45, 2022);
INSERT INTO book VALUES
  (10, 'The Salt Road', 'Mara Quill', 'history', 320),
  (11, 'Glass Orchard', 'Idris Vane', 'fiction', 210),
  (12, 'Tides of Emberfall', 'Mara Quill', 'fiction', 450),
  (13, 'Counting Rivers', 'Pell Ashby', 'science', 180),
  (14, 'Cold Lanterns', 'Idris Vane', 'fiction', 275);
INSERT INTO loan VALUES
  (1, 1, 11, 2022), (2, 1, 12, 2023), (3, 2, 10, 2023), (4, 3, 13, 2022),
  (5, 3, 11, 2023), (6, 4, 10, 2022), (7, 5, 14, 2023), (8, 5, 12, 2023);
