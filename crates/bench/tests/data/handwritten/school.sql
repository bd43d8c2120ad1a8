-- A small school: students and their exam results per subject and term.
CREATE TABLE students (
  student_id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  grade_level INTEGER NOT NULL,
  home_city TEXT NOT NULL
);
INSERT INTO students VALUES
  (1, 'Ada Park', 10, 'Riverton'),
  (2, 'Ben Osei', 11, 'Lakeside'),
  (3, 'Chloe Ruiz', 10, 'Riverton'),
  (4, 'Dev Mehta', 12, 'Hillcrest'),
  (5, 'Elena Novak', 11, 'Lakeside'),
  (6, 'Farid Haddad', 12, 'Riverton');
CREATE TABLE exams (
  exam_id INTEGER PRIMARY KEY,
  student_id INTEGER NOT NULL REFERENCES students(student_id),
  subject TEXT NOT NULL,
  term TEXT NOT NULL,
  midterm_score INTEGER NOT NULL,
  final_score INTEGER NOT NULL
);
INSERT INTO exams VALUES
  (1, 1, 'Biology', 'Autumn', 71, 78),
  (2, 1, 'Biology', 'Spring', 80, 88),
  (3, 1, 'History', 'Autumn', 65, 70),
  (4, 2, 'Biology', 'Autumn', 90, 84),
  (5, 2, 'Chemistry', 'Spring', 58, 66),
  (6, 3, 'History', 'Spring', 77, 81),
  (7, 3, 'Chemistry', 'Autumn', 83, 79),
  (8, 4, 'Biology', 'Spring', 62, 74),
  (9, 5, 'History', 'Autumn', 95, 91),
  (10, 6, 'Chemistry', 'Spring', 69, 72);
