PRAGMA foreign_keys = ON;

CREATE TABLE lifts (
  lift_id INTEGER PRIMARY KEY,
  lift_name TEXT NOT NULL,
  lift_type TEXT NOT NULL,               -- chairlift, gondola, drag lift, magic carpet
  capacity_per_hour INTEGER NOT NULL,    -- skiers per hour
  base_elevation_m INTEGER NOT NULL,
  top_elevation_m INTEGER NOT NULL,
  opened_year INTEGER NOT NULL,
  status TEXT NOT NULL                   -- operating, closed
);
CREATE TABLE runs (
  run_id INTEGER PRIMARY KEY,
  run_name TEXT NOT NULL,
  difficulty TEXT NOT NULL,              -- green, blue, red, black
  length_m INTEGER NOT NULL,
  lift_id INTEGER NOT NULL REFERENCES lifts(lift_id),   -- lift that serves the run
  groomed INTEGER NOT NULL,              -- 1 = groomed nightly
  is_open INTEGER NOT NULL               -- 1 = open today
);
CREATE TABLE instructors (
  instructor_id INTEGER PRIMARY KEY,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  discipline TEXT NOT NULL,              -- ski, snowboard
  certification_level INTEGER NOT NULL,  -- 1 (entry) to 4 (highest)
  hire_date TEXT NOT NULL,
  daily_rate REAL NOT NULL,              -- what the resort pays the instructor per day
  languages TEXT
);
CREATE TABLE lessons (
  lesson_id INTEGER PRIMARY KEY,
  instructor_id INTEGER NOT NULL REFERENCES instructors(instructor_id),
  run_id INTEGER REFERENCES runs(run_id),  -- meeting run, NULL = meet at ski school desk
  lesson_date TEXT NOT NULL,
  lesson_type TEXT NOT NULL,             -- private, group
  max_students INTEGER NOT NULL,
  students_enrolled INTEGER NOT NULL,
  price_per_student REAL NOT NULL        -- what each student pays
);

INSERT INTO lifts (lift_id, lift_name, lift_type, capacity_per_hour, base_elevation_m, top_elevation_m, opened_year, status) VALUES (1, 'Glacier Gondola', 'gondola', 2400, 1550, 3020, 2008, 'operating');
INSERT INTO lifts (lift_id, lift_name, lift_type, capacity_per_hour, base_elevation_m, top_elevation_m, opened_year, status) VALUES (2, 'Aiguille Chair', 'chairlift', 2200, 1820, 2640, 2015, 'operating');
INSERT INTO lifts (lift_id, lift_name, lift_type, capacity_per_hour, base_elevation_m, top_elevation_m, opened_year, status) VALUES (3, 'Marmot', 'chairlift', 1800, 1600, 2150, 2001, 'closed');
INSERT INTO lifts (lift_id, lift_name, lift_type, capacity_per_hour, base_elevation_m, top_elevation_m, opened_year, status) VALUES (4, 'Col du Lac', 'chairlift', 2000, 2050, 2710, 2012, 'operating');
INSERT INTO lifts (lift_id, lift_name, lift_type, capacity_per_hour, base_elevation_m, top_elevation_m, opened_year, status) VALUES (5, 'Edelweiss Express', 'chairlift', 2800, 1560, 2290, 2019, 'operating');
INSERT INTO lifts (lift_id, lift_name, lift_type, capacity_per_hour, base_elevation_m, top_elevation_m, opened_year, status) VALUES (6, 'Pre Joli', 'drag lift', 900, 1540, 1720, 1994, 'operating');
INSERT INTO lifts (lift_id, lift_name, lift_type, capacity_per_hour, base_elevation_m, top_elevation_m, opened_year, status) VALUES (7, 'Chamois', 'chairlift', 1600, 1900, 2480, 2005, 'operating');
INSERT INTO lifts (lift_id, lift_name, lift_type, capacity_per_hour, base_elevation_m, top_elevation_m, opened_year, status) VALUES (8, 'Bouquetin T-bar', 'drag lift', 1100, 2380, 2860, 1998, 'operating');
INSERT INTO lifts (lift_id, lift_name, lift_type, capacity_per_hour, base_elevation_m, top_elevation_m, opened_year, status) VALUES (9, 'Lac Blanc', 'chairlift', 2400, 2100, 2550, 2021, 'operating');
INSERT INTO lifts (lift_id, lift_name, lift_type, capacity_per_hour, base_elevation_m, top_elevation_m, opened_year, status) VALUES (10, 'Les Aroles', 'gondola', 1900, 1300, 1980, 2003, 'closed');
INSERT INTO lifts (lift_id, lift_name, lift_type, capacity_per_hour, base_elevation_m, top_elevation_m, opened_year, status) VALUES (11, 'Petit Prince', 'magic carpet', 700, 1550, 1570, 2017, 'operating');
INSERT INTO lifts (lift_id, lift_name, lift_type, capacity_per_hour, base_elevation_m, top_elevation_m, opened_year, status) VALUES (12, 'Grande Combe', 'chairlift', 2600, 1720, 2420, 2016, 'operating');
INSERT INTO lifts (lift_id, lift_name, lift_type, capacity_per_hour, base_elevation_m, top_elevation_m, opened_year, status) VALUES (13, 'Tete Rousse', 'drag lift', 1000, 2500, 2760, 1989, 'closed');
INSERT INTO lifts (lift_id, lift_name, lift_type, capacity_per_hour, base_elevation_m, top_elevation_m, opened_year, status) VALUES (14, 'Vallon', 'chairlift', 1500, 1450, 1890, 1999, 'operating');
INSERT INTO lifts (lift_id, lift_name, lift_type, capacity_per_hour, base_elevation_m, top_elevation_m, opened_year, status) VALUES (15, 'Sapins', 'magic carpet', 650, 1300, 1320, 2020, 'operating');

INSERT INTO runs (run_id, run_name, difficulty, length_m, lift_id, groomed, is_open) VALUES (1, 'Marmot', 'blue', 2300, 1, 1, 1);
INSERT INTO runs (run_id, run_name, difficulty, length_m, lift_id, groomed, is_open) VALUES (2, 'Glacier Descent', 'red', 3010, 1, 1, 0);
INSERT INTO runs (run_id, run_name, difficulty, length_m, lift_id, groomed, is_open) VALUES (3, 'Couloir Nord', 'black', 2100, 1, 0, 1);
INSERT INTO runs (run_id, run_name, difficulty, length_m, lift_id, groomed, is_open) VALUES (4, 'Aiguille Wall', 'black', 1390, 2, 0, 1);
INSERT INTO runs (run_id, run_name, difficulty, length_m, lift_id, groomed, is_open) VALUES (5, 'Les Crets', 'red', 1800, 2, 1, 1);
INSERT INTO runs (run_id, run_name, difficulty, length_m, lift_id, groomed, is_open) VALUES (6, 'Belvedere', 'blue', 1080, 2, 1, 0);
INSERT INTO runs (run_id, run_name, difficulty, length_m, lift_id, groomed, is_open) VALUES (7, 'Combe Noire', 'black', 2280, 2, 0, 1);
INSERT INTO runs (run_id, run_name, difficulty, length_m, lift_id, groomed, is_open) VALUES (8, 'Lac Run', 'red', 2720, 4, 1, 1);
INSERT INTO runs (run_id, run_name, difficulty, length_m, lift_id, groomed, is_open) VALUES (9, 'Col Traverse', 'blue', 1130, 4, 1, 1);
INSERT INTO runs (run_id, run_name, difficulty, length_m, lift_id, groomed, is_open) VALUES (10, 'Edelweiss', 'blue', 1850, 5, 1, 1);
INSERT INTO runs (run_id, run_name, difficulty, length_m, lift_id, groomed, is_open) VALUES (11, 'Edelweiss Piste', 'green', 1130, 5, 1, 1);
INSERT INTO runs (run_id, run_name, difficulty, length_m, lift_id, groomed, is_open) VALUES (12, 'Prairie', 'green', 920, 6, 1, 1);
INSERT INTO runs (run_id, run_name, difficulty, length_m, lift_id, groomed, is_open) VALUES (13, 'Chamois Bowl', 'red', 2060, 7, 1, 1);
INSERT INTO runs (run_id, run_name, difficulty, length_m, lift_id, groomed, is_open) VALUES (14, 'Le Mur', 'black', 2200, 7, 0, 0);
INSERT INTO runs (run_id, run_name, difficulty, length_m, lift_id, groomed, is_open) VALUES (15, 'Bouquetin', 'black', 1920, 8, 1, 1);
INSERT INTO runs (run_id, run_name, difficulty, length_m, lift_id, groomed, is_open) VALUES (16, 'Blanc Cruise', 'blue', 1650, 9, 1, 1);
INSERT INTO runs (run_id, run_name, difficulty, length_m, lift_id, groomed, is_open) VALUES (17, 'Foret', 'red', 1730, 10, 1, 0);
INSERT INTO runs (run_id, run_name, difficulty, length_m, lift_id, groomed, is_open) VALUES (18, 'Sentier', 'green', 770, 10, 1, 0);
INSERT INTO runs (run_id, run_name, difficulty, length_m, lift_id, groomed, is_open) VALUES (19, 'Petit Prince Slope', 'green', 890, 11, 1, 1);
INSERT INTO runs (run_id, run_name, difficulty, length_m, lift_id, groomed, is_open) VALUES (20, 'Grande Combe', 'red', 1750, 12, 1, 1);
INSERT INTO runs (run_id, run_name, difficulty, length_m, lift_id, groomed, is_open) VALUES (21, 'Les Balcons', 'blue', 1180, 12, 1, 0);
INSERT INTO runs (run_id, run_name, difficulty, length_m, lift_id, groomed, is_open) VALUES (22, 'Rousse Gully', 'black', 1610, 13, 0, 0);
INSERT INTO runs (run_id, run_name, difficulty, length_m, lift_id, groomed, is_open) VALUES (23, 'Vallon Trail', 'green', 1290, 14, 1, 1);
INSERT INTO runs (run_id, run_name, difficulty, length_m, lift_id, groomed, is_open) VALUES (24, 'Sapins Loop', 'green', 930, 15, 1, 1);
INSERT INTO runs (run_id, run_name, difficulty, length_m, lift_id, groomed, is_open) VALUES (25, 'Cascade', 'red', 1950, 3, 1, 0);
INSERT INTO runs (run_id, run_name, difficulty, length_m, lift_id, groomed, is_open) VALUES (26, 'Marmottes', 'green', 1260, 3, 1, 0);
INSERT INTO runs (run_id, run_name, difficulty, length_m, lift_id, groomed, is_open) VALUES (27, 'Piste de l''Ours', 'red', 2390, 1, 1, 1);
INSERT INTO runs (run_id, run_name, difficulty, length_m, lift_id, groomed, is_open) VALUES (28, 'Belle Vue', 'blue', 1190, 9, 1, 1);

INSERT INTO instructors (instructor_id, first_name, last_name, discipline, certification_level, hire_date, daily_rate, languages) VALUES (1, 'Luc', 'Moreau', 'ski', 4, '2009-12-01', 260.0, 'French, English');
INSERT INTO instructors (instructor_id, first_name, last_name, discipline, certification_level, hire_date, daily_rate, languages) VALUES (2, 'Camille', 'Moreau', 'snowboard', 3, '2016-12-10', 215.0, 'French, English, Spanish');
INSERT INTO instructors (instructor_id, first_name, last_name, discipline, certification_level, hire_date, daily_rate, languages) VALUES (3, 'Hugo', 'Bertrand', 'ski', 2, '2021-12-15', 170.0, 'French');
INSERT INTO instructors (instructor_id, first_name, last_name, discipline, certification_level, hire_date, daily_rate, languages) VALUES (4, 'Emma', 'Lindgren', 'ski', 3, '2014-12-05', 220.0, 'Swedish, English');
INSERT INTO instructors (instructor_id, first_name, last_name, discipline, certification_level, hire_date, daily_rate, languages) VALUES (5, 'Jack', 'Harrington', 'snowboard', 2, '2019-12-12', 175.0, 'English');
INSERT INTO instructors (instructor_id, first_name, last_name, discipline, certification_level, hire_date, daily_rate, languages) VALUES (6, 'Sofia', 'Rossi', 'ski', 4, '2011-12-03', 255.0, 'Italian, English, French');
INSERT INTO instructors (instructor_id, first_name, last_name, discipline, certification_level, hire_date, daily_rate, languages) VALUES (7, 'Mathis', 'Girard', 'ski', 1, '2023-12-09', 140.0, 'French');
INSERT INTO instructors (instructor_id, first_name, last_name, discipline, certification_level, hire_date, daily_rate, languages) VALUES (8, 'Olivia', 'Nakamura', 'snowboard', 3, '2017-12-08', 210.0, 'English, Japanese');
INSERT INTO instructors (instructor_id, first_name, last_name, discipline, certification_level, hire_date, daily_rate, languages) VALUES (9, 'Pierre', 'Lefevre', 'ski', 3, '2012-12-04', 225.0, 'French, German');
INSERT INTO instructors (instructor_id, first_name, last_name, discipline, certification_level, hire_date, daily_rate, languages) VALUES (10, 'Anouk', 'de Vries', 'ski', 2, '2020-12-14', 180.0, 'Dutch, English');
INSERT INTO instructors (instructor_id, first_name, last_name, discipline, certification_level, hire_date, daily_rate, languages) VALUES (11, 'Thomas', 'Muller', 'snowboard', 1, '2022-12-16', 145.0, 'German');
INSERT INTO instructors (instructor_id, first_name, last_name, discipline, certification_level, hire_date, daily_rate, languages) VALUES (12, 'Chloe', 'Fontaine', 'ski', 4, '2008-12-02', 270.0, 'French, English');
INSERT INTO instructors (instructor_id, first_name, last_name, discipline, certification_level, hire_date, daily_rate, languages) VALUES (13, 'Ryan', 'O''Neill', 'ski', 2, '2018-12-11', 180.0, NULL);
INSERT INTO instructors (instructor_id, first_name, last_name, discipline, certification_level, hire_date, daily_rate, languages) VALUES (14, 'Ines', 'Carvalho', 'snowboard', 2, '2021-12-13', 170.0, 'Portuguese, French');
INSERT INTO instructors (instructor_id, first_name, last_name, discipline, certification_level, hire_date, daily_rate, languages) VALUES (15, 'Maxime', 'Blanc', 'ski', 3, '2015-12-07', 220.0, 'French');

INSERT INTO lessons (lesson_id, instructor_id, run_id, lesson_date, lesson_type, max_students, students_enrolled, price_per_student) VALUES (1, 12, 2, '2023-12-28', 'private', 3, 3, 140.0);
INSERT INTO lessons (lesson_id, instructor_id, run_id, lesson_date, lesson_type, max_students, students_enrolled, price_per_student) VALUES (2, 9, 6, '2023-12-18', 'private', 1, 1, 110.0);
INSERT INTO lessons (lesson_id, instructor_id, run_id, lesson_date, lesson_type, max_students, students_enrolled, price_per_student) VALUES (3, 4, 16, '2024-02-10', 'group', 6, 6, 45.0);
INSERT INTO lessons (lesson_id, instructor_id, run_id, lesson_date, lesson_type, max_students, students_enrolled, price_per_student) VALUES (4, 2, 11, '2024-02-13', 'private', 2, 1, 95.0);
INSERT INTO lessons (lesson_id, instructor_id, run_id, lesson_date, lesson_type, max_students, students_enrolled, price_per_student) VALUES (5, 13, 12, '2024-02-25', 'private', 2, 1, 95.0);
INSERT INTO lessons (lesson_id, instructor_id, run_id, lesson_date, lesson_type, max_students, students_enrolled, price_per_student) VALUES (6, 12, 12, '2024-02-07', 'group', 12, 4, 55.0);
INSERT INTO lessons (lesson_id, instructor_id, run_id, lesson_date, lesson_type, max_students, students_enrolled, price_per_student) VALUES (7, 4, 4, '2024-03-03', 'group', 10, 7, 45.0);
INSERT INTO lessons (lesson_id, instructor_id, run_id, lesson_date, lesson_type, max_students, students_enrolled, price_per_student) VALUES (8, 10, 6, '2024-02-06', 'private', 3, 3, 110.0);
INSERT INTO lessons (lesson_id, instructor_id, run_id, lesson_date, lesson_type, max_students, students_enrolled, price_per_student) VALUES (9, 6, 12, '2023-12-19', 'group', 12, 1, 55.0);
INSERT INTO lessons (lesson_id, instructor_id, run_id, lesson_date, lesson_type, max_students, students_enrolled, price_per_student) VALUES (10, 3, 19, '2024-03-09', 'private', 3, 2, 95.0);
INSERT INTO lessons (lesson_id, instructor_id, run_id, lesson_date, lesson_type, max_students, students_enrolled, price_per_student) VALUES (11, 2, 9, '2024-03-27', 'private', 3, 1, 140.0);
INSERT INTO lessons (lesson_id, instructor_id, run_id, lesson_date, lesson_type, max_students, students_enrolled, price_per_student) VALUES (12, 11, NULL, '2024-03-25', 'group', 8, 8, 55.0);
INSERT INTO lessons (lesson_id, instructor_id, run_id, lesson_date, lesson_type, max_students, students_enrolled, price_per_student) VALUES (13, 3, NULL, '2024-01-07', 'group', 10, 10, 65.0);
INSERT INTO lessons (lesson_id, instructor_id, run_id, lesson_date, lesson_type, max_students, students_enrolled, price_per_student) VALUES (14, 11, 2, '2024-03-13', 'group', 6, 3, 55.0);
INSERT INTO lessons (lesson_id, instructor_id, run_id, lesson_date, lesson_type, max_students, students_enrolled, price_per_student) VALUES (15, 13, 4, '2023-12-27', 'group', 8, 5, 55.0);
INSERT INTO lessons (lesson_id, instructor_id, run_id, lesson_date, lesson_type, max_students, students_enrolled, price_per_student) VALUES (16, 5, 9, '2024-03-02', 'group', 10, 1, 65.0);
INSERT INTO lessons (lesson_id, instructor_id, run_id, lesson_date, lesson_type, max_students, students_enrolled, price_per_student) VALUES (17, 10, 4, '2024-01-28', 'private', 2, 2, 110.0);
INSERT INTO lessons (lesson_id, instructor_id, run_id, lesson_date, lesson_type, max_students, students_enrolled, price_per_student) VALUES (18, 4, 4, '2024-01-17', 'group', 10, 8, 65.0);
INSERT INTO lessons (lesson_id, instructor_id, run_id, lesson_date, lesson_type, max_students, students_enrolled, price_per_student) VALUES (19, 13, 16, '2024-02-01', 'private', 1, 1, 95.0);
INSERT INTO lessons (lesson_id, instructor_id, run_id, lesson_date, lesson_type, max_students, students_enrolled, price_per_student) VALUES (20, 2, NULL, '2024-04-03', 'group', 6, 6, 55.0);
INSERT INTO lessons (lesson_id, instructor_id, run_id, lesson_date, lesson_type, max_students, students_enrolled, price_per_student) VALUES (21, 1, 5, '2024-02-14', 'private', 1, 1, 140.0);
INSERT INTO lessons (lesson_id, instructor_id, run_id, lesson_date, lesson_type, max_students, students_enrolled, price_per_student) VALUES (22, 1, 2, '2024-01-03', 'group', 6, 6, 55.0);
INSERT INTO lessons (lesson_id, instructor_id, run_id, lesson_date, lesson_type, max_students, students_enrolled, price_per_student) VALUES (23, 15, 6, '2024-03-03', 'group', 6, 6, 65.0);
INSERT INTO lessons (lesson_id, instructor_id, run_id, lesson_date, lesson_type, max_students, students_enrolled, price_per_student) VALUES (24, 8, 12, '2024-03-20', 'private', 1, 1, 95.0);
INSERT INTO lessons (lesson_id, instructor_id, run_id, lesson_date, lesson_type, max_students, students_enrolled, price_per_student) VALUES (25, 4, 11, '2024-02-14', 'group', 8, 3, 65.0);
INSERT INTO lessons (lesson_id, instructor_id, run_id, lesson_date, lesson_type, max_students, students_enrolled, price_per_student) VALUES (26, 6, 12, '2024-01-26', 'group', 6, 5, 65.0);
INSERT INTO lessons (lesson_id, instructor_id, run_id, lesson_date, lesson_type, max_students, students_enrolled, price_per_student) VALUES (27, 1, 24, '2024-02-08', 'private', 1, 1, 95.0);
INSERT INTO lessons (lesson_id, instructor_id, run_id, lesson_date, lesson_type, max_students, students_enrolled, price_per_student) VALUES (28, 7, 10, '2024-02-22', 'group', 8, 7, 65.0);
INSERT INTO lessons (lesson_id, instructor_id, run_id, lesson_date, lesson_type, max_students, students_enrolled, price_per_student) VALUES (29, 5, 6, '2024-03-24', 'group', 8, 3, 55.0);
INSERT INTO lessons (lesson_id, instructor_id, run_id, lesson_date, lesson_type, max_students, students_enrolled, price_per_student) VALUES (30, 6, 24, '2024-03-22', 'group', 6, 3, 65.0);
INSERT INTO lessons (lesson_id, instructor_id, run_id, lesson_date, lesson_type, max_students, students_enrolled, price_per_student) VALUES (31, 13, 10, '2024-03-19', 'private', 2, 1, 95.0);
INSERT INTO lessons (lesson_id, instructor_id, run_id, lesson_date, lesson_type, max_students, students_enrolled, price_per_student) VALUES (32, 10, 24, '2024-01-25', 'group', 8, 7, 55.0);
INSERT INTO lessons (lesson_id, instructor_id, run_id, lesson_date, lesson_type, max_students, students_enrolled, price_per_student) VALUES (33, 1, 2, '2024-02-17', 'group', 10, 7, 55.0);
INSERT INTO lessons (lesson_id, instructor_id, run_id, lesson_date, lesson_type, max_students, students_enrolled, price_per_student) VALUES (34, 1, 4, '2024-02-10', 'group', 12, 10, 45.0);
INSERT INTO lessons (lesson_id, instructor_id, run_id, lesson_date, lesson_type, max_students, students_enrolled, price_per_student) VALUES (35, 4, 6, '2024-03-06', 'group', 10, 8, 45.0);
INSERT INTO lessons (lesson_id, instructor_id, run_id, lesson_date, lesson_type, max_students, students_enrolled, price_per_student) VALUES (36, 9, 10, '2024-03-19', 'private', 3, 3, 110.0);
INSERT INTO lessons (lesson_id, instructor_id, run_id, lesson_date, lesson_type, max_students, students_enrolled, price_per_student) VALUES (37, 6, 20, '2024-02-19', 'group', 8, 2, 65.0);
INSERT INTO lessons (lesson_id, instructor_id, run_id, lesson_date, lesson_type, max_students, students_enrolled, price_per_student) VALUES (38, 11, 5, '2024-01-03', 'group', 6, 4, 55.0);
INSERT INTO lessons (lesson_id, instructor_id, run_id, lesson_date, lesson_type, max_students, students_enrolled, price_per_student) VALUES (39, 6, 5, '2024-01-10', 'private', 1, 1, 140.0);
INSERT INTO lessons (lesson_id, instructor_id, run_id, lesson_date, lesson_type, max_students, students_enrolled, price_per_student) VALUES (40, 8, 6, '2024-02-17', 'group', 8, 8, 55.0);
INSERT INTO lessons (lesson_id, instructor_id, run_id, lesson_date, lesson_type, max_students, students_enrolled, price_per_student) VALUES (41, 13, NULL, '2024-01-13', 'group', 12, 12, 65.0);
INSERT INTO lessons (lesson_id, instructor_id, run_id, lesson_date, lesson_type, max_students, students_enrolled, price_per_student) VALUES (42, 14, 20, '2024-01-02', 'group', 12, 12, 65.0);
INSERT INTO lessons (lesson_id, instructor_id, run_id, lesson_date, lesson_type, max_students, students_enrolled, price_per_student) VALUES (43, 2, 12, '2024-03-31', 'group', 8, 2, 65.0);
INSERT INTO lessons (lesson_id, instructor_id, run_id, lesson_date, lesson_type, max_students, students_enrolled, price_per_student) VALUES (44, 2, 16, '2024-01-18', 'group', 6, 6, 45.0);
INSERT INTO lessons (lesson_id, instructor_id, run_id, lesson_date, lesson_type, max_students, students_enrolled, price_per_student) VALUES (45, 6, 4, '2024-03-19', 'group', 10, 1, 45.0);
INSERT INTO lessons (lesson_id, instructor_id, run_id, lesson_date, lesson_type, max_students, students_enrolled, price_per_student) VALUES (46, 2, 9, '2023-12-23', 'group', 8, 8, 45.0);
