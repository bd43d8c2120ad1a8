-- chess_club: a volunteer-run community chess club in Shropshire (members, venues, events, entries, games)
BEGIN TRANSACTION;
CREATE TABLE members (
    member_id INTEGER PRIMARY KEY,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    town TEXT NOT NULL,
    joined_on TEXT NOT NULL,
    left_on TEXT, -- NULL = still a member
    standard_rating INTEGER, -- NULL = no standard-play (classical) rating yet
    rapid_rating INTEGER, -- NULL = no rapidplay rating yet
    annual_fee REAL NOT NULL,
    is_junior INTEGER NOT NULL CHECK (is_junior IN (0,1))
);
CREATE TABLE venues (
    venue_id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    town TEXT NOT NULL,
    hire_cost REAL NOT NULL,
    capacity INTEGER NOT NULL,
    contact_name TEXT, -- NULL = no named contact at the venue
    is_step_free INTEGER NOT NULL CHECK (is_step_free IN (0,1))
);
CREATE TABLE events (
    event_id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    event_type TEXT NOT NULL,
    venue_id INTEGER REFERENCES venues(venue_id), -- NULL = played online, no venue
    start_date TEXT NOT NULL,
    end_date TEXT NOT NULL,
    entry_fee REAL NOT NULL,
    prize_fund REAL, -- NULL = no prize fund
    arbiter_name TEXT -- NULL = no arbiter appointed
);
CREATE TABLE entries (
    entry_id INTEGER PRIMARY KEY,
    event_id INTEGER NOT NULL REFERENCES events(event_id),
    member_id INTEGER NOT NULL REFERENCES members(member_id),
    registered_on TEXT NOT NULL,
    paid_on TEXT, -- NULL = entry fee not paid yet
    amount_paid REAL, -- NULL = nothing paid yet
    score REAL -- NULL = withdrew or no score recorded
);
CREATE TABLE games (
    game_id INTEGER PRIMARY KEY,
    event_id INTEGER NOT NULL REFERENCES events(event_id),
    member_id INTEGER NOT NULL REFERENCES members(member_id),
    opponent_name TEXT NOT NULL,
    opponent_rating INTEGER, -- NULL = opponent unrated
    round_no INTEGER NOT NULL,
    colour TEXT NOT NULL,
    result TEXT NOT NULL,
    moves INTEGER -- NULL = scoresheet not handed in
);
INSERT INTO members (member_id, first_name, last_name, town, joined_on, left_on, standard_rating, rapid_rating, annual_fee, is_junior) VALUES (1, 'Peter', 'Shaw', 'Shrewsbury', '2015-09-01', NULL, 1985, 1940, 45.0, 0);
INSERT INTO members (member_id, first_name, last_name, town, joined_on, left_on, standard_rating, rapid_rating, annual_fee, is_junior) VALUES (2, 'Anna', 'Kowalczyk', 'Shrewsbury', '2018-01-15', NULL, 1720, 1755, 45.0, 0);
INSERT INTO members (member_id, first_name, last_name, town, joined_on, left_on, standard_rating, rapid_rating, annual_fee, is_junior) VALUES (3, 'Rob', 'Ellis', 'Ludlow', '2012-10-04', NULL, 2105, 2050, 45.0, 0);
INSERT INTO members (member_id, first_name, last_name, town, joined_on, left_on, standard_rating, rapid_rating, annual_fee, is_junior) VALUES (4, 'Hugh', 'Davies', 'Telford', '2016-03-22', '2022-12-31', 1650, NULL, 45.0, 0);
INSERT INTO members (member_id, first_name, last_name, town, joined_on, left_on, standard_rating, rapid_rating, annual_fee, is_junior) VALUES (5, 'Mira', 'Patel', 'Shrewsbury', '2021-09-10', NULL, 1430, 1510, 15.0, 1);
INSERT INTO members (member_id, first_name, last_name, town, joined_on, left_on, standard_rating, rapid_rating, annual_fee, is_junior) VALUES (6, 'Owen', 'Griffiths', 'Oswestry', '2019-05-05', NULL, 1810, 1790, 45.0, 0);
INSERT INTO members (member_id, first_name, last_name, town, joined_on, left_on, standard_rating, rapid_rating, annual_fee, is_junior) VALUES (7, 'Jack', 'Morris', 'Telford', '2022-01-12', NULL, NULL, 1210, 15.0, 1);
INSERT INTO members (member_id, first_name, last_name, town, joined_on, left_on, standard_rating, rapid_rating, annual_fee, is_junior) VALUES (8, 'Beth', 'Lloyd', 'Ludlow', '2017-11-30', NULL, 1565, 1600, 45.0, 0);
INSERT INTO members (member_id, first_name, last_name, town, joined_on, left_on, standard_rating, rapid_rating, annual_fee, is_junior) VALUES (9, 'Gareth', 'Price', 'Bridgnorth', '2014-02-18', NULL, 1890, NULL, 45.0, 0);
INSERT INTO members (member_id, first_name, last_name, town, joined_on, left_on, standard_rating, rapid_rating, annual_fee, is_junior) VALUES (10, 'Sunil', 'Rao', 'Telford', '2020-08-08', NULL, 1755, 1820, 45.0, 0);
INSERT INTO members (member_id, first_name, last_name, town, joined_on, left_on, standard_rating, rapid_rating, annual_fee, is_junior) VALUES (11, 'Eleanor', 'Hughes', 'Church Stretton', '2019-10-10', NULL, 1610, 1580, 30.0, 0);
INSERT INTO members (member_id, first_name, last_name, town, joined_on, left_on, standard_rating, rapid_rating, annual_fee, is_junior) VALUES (12, 'Tom', 'Bishop', 'Shrewsbury', '2023-01-09', NULL, NULL, NULL, 45.0, 0);
INSERT INTO members (member_id, first_name, last_name, town, joined_on, left_on, standard_rating, rapid_rating, annual_fee, is_junior) VALUES (13, 'Lily', 'Shaw', 'Shrewsbury', '2022-09-14', NULL, 1180, 1260, 15.0, 1);
INSERT INTO members (member_id, first_name, last_name, town, joined_on, left_on, standard_rating, rapid_rating, annual_fee, is_junior) VALUES (14, 'Peter', 'Marsh', 'Bridgnorth', '2011-04-04', NULL, 2010, NULL, 45.0, 0);
INSERT INTO members (member_id, first_name, last_name, town, joined_on, left_on, standard_rating, rapid_rating, annual_fee, is_junior) VALUES (15, 'Dev', 'Sharma', 'Wellington', '2021-02-02', NULL, 1690, 1710, 45.0, 0);
INSERT INTO members (member_id, first_name, last_name, town, joined_on, left_on, standard_rating, rapid_rating, annual_fee, is_junior) VALUES (16, 'Ruth', 'Fenwick', 'Much Wenlock', '2013-06-06', NULL, 1540, 1500, 30.0, 0);
INSERT INTO members (member_id, first_name, last_name, town, joined_on, left_on, standard_rating, rapid_rating, annual_fee, is_junior) VALUES (17, 'Ben', 'Carter', 'Shrewsbury', '2023-03-01', NULL, NULL, 1350, 15.0, 1);
INSERT INTO members (member_id, first_name, last_name, town, joined_on, left_on, standard_rating, rapid_rating, annual_fee, is_junior) VALUES (18, 'Alan', 'Jones', 'Ludlow', '2010-09-09', NULL, 1920, 1880, 30.0, 0);
INSERT INTO members (member_id, first_name, last_name, town, joined_on, left_on, standard_rating, rapid_rating, annual_fee, is_junior) VALUES (19, 'Zara', 'Ahmed', 'Telford', '2022-06-20', NULL, 1475, 1530, 45.0, 0);
INSERT INTO members (member_id, first_name, last_name, town, joined_on, left_on, standard_rating, rapid_rating, annual_fee, is_junior) VALUES (20, 'Chris', 'Webb', 'Oswestry', '2018-08-18', '2023-04-30', 1700, 1690, 45.0, 0);
INSERT INTO members (member_id, first_name, last_name, town, joined_on, left_on, standard_rating, rapid_rating, annual_fee, is_junior) VALUES (21, 'Nia', 'Roberts', 'Wellington', '2020-01-20', NULL, 1805, NULL, 45.0, 0);
INSERT INTO members (member_id, first_name, last_name, town, joined_on, left_on, standard_rating, rapid_rating, annual_fee, is_junior) VALUES (22, 'Sam', 'Bennett', 'Ludlow', '2023-05-15', NULL, NULL, NULL, 15.0, 1);
INSERT INTO members (member_id, first_name, last_name, town, joined_on, left_on, standard_rating, rapid_rating, annual_fee, is_junior) VALUES (23, 'Margaret', 'Doyle', 'Church Stretton', '2016-12-01', NULL, 1455, 1400, 30.0, 0);
INSERT INTO members (member_id, first_name, last_name, town, joined_on, left_on, standard_rating, rapid_rating, annual_fee, is_junior) VALUES (24, 'Felix', 'Wright', 'Shrewsbury', '2021-04-11', NULL, 1880, 2120, 45.0, 0);
INSERT INTO venues (venue_id, name, town, hire_cost, capacity, contact_name, is_step_free) VALUES (1, 'Shrewsbury Town Hall', 'Shrewsbury', 40.0, 60, 'Janet Lewis', 1);
INSERT INTO venues (venue_id, name, town, hire_cost, capacity, contact_name, is_step_free) VALUES (2, 'Old Town Hall', 'Ludlow', 25.0, 40, 'Alan Pugh', 0);
INSERT INTO venues (venue_id, name, town, hire_cost, capacity, contact_name, is_step_free) VALUES (3, 'Ludlow Town Hall', 'Ludlow', 35.0, 80, 'Helen Crane', 1);
INSERT INTO venues (venue_id, name, town, hire_cost, capacity, contact_name, is_step_free) VALUES (4, 'St Chad''s Church Hall', 'Shrewsbury', 15.0, 50, 'Peter Mason', 0);
INSERT INTO venues (venue_id, name, town, hire_cost, capacity, contact_name, is_step_free) VALUES (5, 'Telford Library Meeting Room', 'Telford', 0.0, 24, 'Anna Reid', 1);
INSERT INTO venues (venue_id, name, town, hire_cost, capacity, contact_name, is_step_free) VALUES (6, 'The Lion Hotel Function Room', 'Shrewsbury', 60.0, 90, 'Mark Jenkins', 1);
INSERT INTO venues (venue_id, name, town, hire_cost, capacity, contact_name, is_step_free) VALUES (7, 'Bridgnorth Cricket Pavilion', 'Bridgnorth', 20.0, 30, NULL, 0);
INSERT INTO venues (venue_id, name, town, hire_cost, capacity, contact_name, is_step_free) VALUES (8, 'Oswestry Community Centre', 'Oswestry', 18.0, 45, 'Gwen Owens', 1);
INSERT INTO venues (venue_id, name, town, hire_cost, capacity, contact_name, is_step_free) VALUES (9, 'Much Wenlock Memorial Hall', 'Much Wenlock', 22.0, 70, 'Ruth Fenwick', 0);
INSERT INTO venues (venue_id, name, town, hire_cost, capacity, contact_name, is_step_free) VALUES (10, 'Wellington Methodist Hall', 'Wellington', 12.0, 36, 'Tom Hale', 1);
INSERT INTO venues (venue_id, name, town, hire_cost, capacity, contact_name, is_step_free) VALUES (11, 'Church Stretton Silvester Horne Institute', 'Church Stretton', 30.0, 100, NULL, 1);
INSERT INTO venues (venue_id, name, town, hire_cost, capacity, contact_name, is_step_free) VALUES (12, 'Shrewsbury School Hall', 'Shrewsbury', 0.0, 120, 'Eleanor Price', 1);
INSERT INTO venues (venue_id, name, town, hire_cost, capacity, contact_name, is_step_free) VALUES (13, 'Ludlow Rugby Club', 'Ludlow', 28.0, 55, 'Rob Bevan', 1);
INSERT INTO venues (venue_id, name, town, hire_cost, capacity, contact_name, is_step_free) VALUES (14, 'Telford Central Hub', 'Telford', 45.0, 75, NULL, 1);
INSERT INTO venues (venue_id, name, town, hire_cost, capacity, contact_name, is_step_free) VALUES (15, 'Bridgnorth Library', 'Bridgnorth', 0.0, 20, 'Sunita Das', 0);
INSERT INTO events (event_id, name, event_type, venue_id, start_date, end_date, entry_fee, prize_fund, arbiter_name) VALUES (1, 'Shrewsbury Congress', 'tournament', 6, '2023-02-10', '2023-02-12', 30.0, 600.0, 'David Pugh');
INSERT INTO events (event_id, name, event_type, venue_id, start_date, end_date, entry_fee, prize_fund, arbiter_name) VALUES (2, 'Shrewsbury Congress Minor', 'tournament', 6, '2023-02-10', '2023-02-12', 22.0, 250.0, 'David Pugh');
INSERT INTO events (event_id, name, event_type, venue_id, start_date, end_date, entry_fee, prize_fund, arbiter_name) VALUES (3, 'Ludlow Rapidplay', 'rapidplay', 3, '2023-03-18', '2023-03-18', 15.0, 200.0, 'Helen Crane');
INSERT INTO events (event_id, name, event_type, venue_id, start_date, end_date, entry_fee, prize_fund, arbiter_name) VALUES (4, 'Club Championship', 'tournament', 4, '2023-01-05', '2023-04-27', 0.0, NULL, NULL);
INSERT INTO events (event_id, name, event_type, venue_id, start_date, end_date, entry_fee, prize_fund, arbiter_name) VALUES (5, 'League: Ludlow v Telford', 'league match', 2, '2023-01-24', '2023-01-24', 0.0, NULL, NULL);
INSERT INTO events (event_id, name, event_type, venue_id, start_date, end_date, entry_fee, prize_fund, arbiter_name) VALUES (6, 'League: Shrewsbury v Oswestry', 'league match', 1, '2023-02-21', '2023-02-21', 0.0, NULL, NULL);
INSERT INTO events (event_id, name, event_type, venue_id, start_date, end_date, entry_fee, prize_fund, arbiter_name) VALUES (7, 'Simul with GM Collins', 'simul', 12, '2023-04-15', '2023-04-15', 10.0, NULL, NULL);
INSERT INTO events (event_id, name, event_type, venue_id, start_date, end_date, entry_fee, prize_fund, arbiter_name) VALUES (8, 'Online Blitz Night', 'blitz', NULL, '2023-05-03', '2023-05-03', 0.0, NULL, NULL);
INSERT INTO events (event_id, name, event_type, venue_id, start_date, end_date, entry_fee, prize_fund, arbiter_name) VALUES (9, 'Wenlock Summer Rapid', 'rapidplay', 9, '2023-06-17', '2023-06-17', 15.0, 180.0, 'Helen Crane');
INSERT INTO events (event_id, name, event_type, venue_id, start_date, end_date, entry_fee, prize_fund, arbiter_name) VALUES (10, 'Junior Open', 'tournament', 12, '2023-07-08', '2023-07-09', 8.0, 100.0, 'Peter Mason');
INSERT INTO events (event_id, name, event_type, venue_id, start_date, end_date, entry_fee, prize_fund, arbiter_name) VALUES (11, 'League: Bridgnorth v Shrewsbury', 'league match', 7, '2023-09-26', '2023-09-26', 0.0, NULL, NULL);
INSERT INTO events (event_id, name, event_type, venue_id, start_date, end_date, entry_fee, prize_fund, arbiter_name) VALUES (12, 'Telford Autumn Rapid', 'rapidplay', 14, '2023-10-14', '2023-10-14', 18.0, 240.0, NULL);
INSERT INTO events (event_id, name, event_type, venue_id, start_date, end_date, entry_fee, prize_fund, arbiter_name) VALUES (13, 'Online Blitz Night 2', 'blitz', NULL, '2023-11-01', '2023-11-01', 0.0, NULL, NULL);
INSERT INTO events (event_id, name, event_type, venue_id, start_date, end_date, entry_fee, prize_fund, arbiter_name) VALUES (14, 'Oswestry Weekender', 'tournament', 8, '2023-11-17', '2023-11-19', 28.0, 400.0, 'David Pugh');
INSERT INTO events (event_id, name, event_type, venue_id, start_date, end_date, entry_fee, prize_fund, arbiter_name) VALUES (15, 'League: Ludlow v Wellington', 'league match', 13, '2023-12-05', '2023-12-05', 0.0, NULL, NULL);
INSERT INTO entries (entry_id, event_id, member_id, registered_on, paid_on, amount_paid, score) VALUES (1, 1, 3, '2023-01-05', '2023-01-05', 30.0, 3.5);
INSERT INTO entries (entry_id, event_id, member_id, registered_on, paid_on, amount_paid, score) VALUES (2, 1, 1, '2023-01-10', '2023-01-12', 30.0, 3.0);
INSERT INTO entries (entry_id, event_id, member_id, registered_on, paid_on, amount_paid, score) VALUES (3, 1, 24, '2023-01-20', '2023-01-20', 30.0, 3.5);
INSERT INTO entries (entry_id, event_id, member_id, registered_on, paid_on, amount_paid, score) VALUES (4, 1, 18, '2023-01-22', '2023-02-01', 30.0, 2.5);
INSERT INTO entries (entry_id, event_id, member_id, registered_on, paid_on, amount_paid, score) VALUES (5, 2, 2, '2023-01-15', '2023-01-15', 22.0, 3.0);
INSERT INTO entries (entry_id, event_id, member_id, registered_on, paid_on, amount_paid, score) VALUES (6, 2, 8, '2023-01-18', '2023-01-25', 22.0, 2.0);
INSERT INTO entries (entry_id, event_id, member_id, registered_on, paid_on, amount_paid, score) VALUES (7, 2, 5, '2023-01-25', '2023-01-25', 11.0, 4.0);
INSERT INTO entries (entry_id, event_id, member_id, registered_on, paid_on, amount_paid, score) VALUES (8, 2, 19, '2023-02-01', NULL, NULL, NULL);
INSERT INTO entries (entry_id, event_id, member_id, registered_on, paid_on, amount_paid, score) VALUES (9, 3, 10, '2023-02-20', '2023-02-20', 15.0, 4.5);
INSERT INTO entries (entry_id, event_id, member_id, registered_on, paid_on, amount_paid, score) VALUES (10, 3, 6, '2023-02-28', '2023-03-01', 15.0, 3.5);
INSERT INTO entries (entry_id, event_id, member_id, registered_on, paid_on, amount_paid, score) VALUES (11, 3, 2, '2023-03-02', '2023-03-02', 15.0, 3.0);
INSERT INTO entries (entry_id, event_id, member_id, registered_on, paid_on, amount_paid, score) VALUES (12, 3, 13, '2023-03-05', '2023-03-10', 7.5, 2.0);
INSERT INTO entries (entry_id, event_id, member_id, registered_on, paid_on, amount_paid, score) VALUES (13, 3, 16, '2023-03-10', '2023-03-18', 15.0, 2.5);
INSERT INTO entries (entry_id, event_id, member_id, registered_on, paid_on, amount_paid, score) VALUES (14, 4, 1, '2022-12-10', '2022-12-10', 0.0, 5.0);
INSERT INTO entries (entry_id, event_id, member_id, registered_on, paid_on, amount_paid, score) VALUES (15, 4, 3, '2022-12-10', '2022-12-10', 0.0, 5.5);
INSERT INTO entries (entry_id, event_id, member_id, registered_on, paid_on, amount_paid, score) VALUES (16, 4, 9, '2022-12-12', '2022-12-12', 0.0, 4.0);
INSERT INTO entries (entry_id, event_id, member_id, registered_on, paid_on, amount_paid, score) VALUES (17, 4, 24, '2022-12-14', '2022-12-14', 0.0, 4.5);
INSERT INTO entries (entry_id, event_id, member_id, registered_on, paid_on, amount_paid, score) VALUES (18, 4, 15, '2022-12-15', '2022-12-15', 0.0, 3.0);
INSERT INTO entries (entry_id, event_id, member_id, registered_on, paid_on, amount_paid, score) VALUES (19, 4, 11, '2022-12-20', '2022-12-20', 0.0, NULL);
INSERT INTO entries (entry_id, event_id, member_id, registered_on, paid_on, amount_paid, score) VALUES (20, 7, 5, '2023-03-20', '2023-03-20', 5.0, 0.0);
INSERT INTO entries (entry_id, event_id, member_id, registered_on, paid_on, amount_paid, score) VALUES (21, 7, 7, '2023-03-22', '2023-03-25', 5.0, 0.5);
INSERT INTO entries (entry_id, event_id, member_id, registered_on, paid_on, amount_paid, score) VALUES (22, 7, 23, '2023-03-25', '2023-03-25', 10.0, 0.0);
INSERT INTO entries (entry_id, event_id, member_id, registered_on, paid_on, amount_paid, score) VALUES (23, 7, 12, '2023-04-01', NULL, NULL, 0.0);
INSERT INTO entries (entry_id, event_id, member_id, registered_on, paid_on, amount_paid, score) VALUES (24, 9, 16, '2023-05-20', '2023-05-20', 15.0, 3.5);
INSERT INTO entries (entry_id, event_id, member_id, registered_on, paid_on, amount_paid, score) VALUES (25, 9, 18, '2023-05-25', '2023-05-26', 15.0, 4.0);
INSERT INTO entries (entry_id, event_id, member_id, registered_on, paid_on, amount_paid, score) VALUES (26, 9, 11, '2023-06-01', '2023-06-01', 15.0, 2.5);
INSERT INTO entries (entry_id, event_id, member_id, registered_on, paid_on, amount_paid, score) VALUES (27, 9, 23, '2023-06-05', '2023-06-10', 15.0, 3.0);
INSERT INTO entries (entry_id, event_id, member_id, registered_on, paid_on, amount_paid, score) VALUES (28, 10, 5, '2023-06-10', '2023-06-10', 8.0, 4.5);
INSERT INTO entries (entry_id, event_id, member_id, registered_on, paid_on, amount_paid, score) VALUES (29, 10, 7, '2023-06-11', '2023-06-15', 8.0, 3.0);
INSERT INTO entries (entry_id, event_id, member_id, registered_on, paid_on, amount_paid, score) VALUES (30, 10, 13, '2023-06-12', '2023-06-12', 8.0, 3.5);
INSERT INTO entries (entry_id, event_id, member_id, registered_on, paid_on, amount_paid, score) VALUES (31, 10, 17, '2023-06-20', NULL, NULL, 2.0);
INSERT INTO entries (entry_id, event_id, member_id, registered_on, paid_on, amount_paid, score) VALUES (32, 10, 22, '2023-06-25', '2023-06-25', 8.0, 2.5);
INSERT INTO entries (entry_id, event_id, member_id, registered_on, paid_on, amount_paid, score) VALUES (33, 12, 10, '2023-09-20', '2023-09-20', 18.0, 5.0);
INSERT INTO entries (entry_id, event_id, member_id, registered_on, paid_on, amount_paid, score) VALUES (34, 12, 24, '2023-09-25', '2023-09-30', 18.0, 4.0);
INSERT INTO entries (entry_id, event_id, member_id, registered_on, paid_on, amount_paid, score) VALUES (35, 12, 19, '2023-10-01', '2023-10-01', 18.0, 3.0);
INSERT INTO entries (entry_id, event_id, member_id, registered_on, paid_on, amount_paid, score) VALUES (36, 12, 21, '2023-10-03', NULL, NULL, NULL);
INSERT INTO entries (entry_id, event_id, member_id, registered_on, paid_on, amount_paid, score) VALUES (37, 12, 15, '2023-10-05', '2023-10-05', 18.0, 3.5);
INSERT INTO entries (entry_id, event_id, member_id, registered_on, paid_on, amount_paid, score) VALUES (38, 14, 3, '2023-10-20', '2023-10-20', 28.0, 4.0);
INSERT INTO entries (entry_id, event_id, member_id, registered_on, paid_on, amount_paid, score) VALUES (39, 14, 6, '2023-10-25', '2023-11-02', 28.0, 3.5);
INSERT INTO entries (entry_id, event_id, member_id, registered_on, paid_on, amount_paid, score) VALUES (40, 14, 21, '2023-11-01', NULL, NULL, 2.5);
INSERT INTO entries (entry_id, event_id, member_id, registered_on, paid_on, amount_paid, score) VALUES (41, 14, 1, '2023-11-05', '2023-11-05', 28.0, 3.0);
INSERT INTO entries (entry_id, event_id, member_id, registered_on, paid_on, amount_paid, score) VALUES (42, 14, 17, '2023-11-08', '2023-11-08', 14.0, 1.5);
INSERT INTO games (game_id, event_id, member_id, opponent_name, opponent_rating, round_no, colour, result, moves) VALUES (1, 1, 3, 'Simon Kerr', 2150, 1, 'white', 'win', 41);
INSERT INTO games (game_id, event_id, member_id, opponent_name, opponent_rating, round_no, colour, result, moves) VALUES (2, 1, 3, 'Ian Whitmore', 2080, 2, 'black', 'draw', 56);
INSERT INTO games (game_id, event_id, member_id, opponent_name, opponent_rating, round_no, colour, result, moves) VALUES (3, 1, 1, 'Ian Whitmore', 2080, 1, 'black', 'loss', 38);
INSERT INTO games (game_id, event_id, member_id, opponent_name, opponent_rating, round_no, colour, result, moves) VALUES (4, 1, 1, 'Peter Lacey', 1910, 2, 'white', 'win', 47);
INSERT INTO games (game_id, event_id, member_id, opponent_name, opponent_rating, round_no, colour, result, moves) VALUES (5, 1, 24, 'Mark Hobbs', 1960, 1, 'black', 'draw', NULL);
INSERT INTO games (game_id, event_id, member_id, opponent_name, opponent_rating, round_no, colour, result, moves) VALUES (6, 1, 18, 'Simon Kerr', 2150, 2, 'black', 'loss', 29);
INSERT INTO games (game_id, event_id, member_id, opponent_name, opponent_rating, round_no, colour, result, moves) VALUES (7, 2, 2, 'Grace Hill', 1690, 1, 'white', 'win', 52);
INSERT INTO games (game_id, event_id, member_id, opponent_name, opponent_rating, round_no, colour, result, moves) VALUES (8, 2, 5, 'Oliver Dean', 1480, 1, 'black', 'win', 44);
INSERT INTO games (game_id, event_id, member_id, opponent_name, opponent_rating, round_no, colour, result, moves) VALUES (9, 2, 8, 'Anna Fry', 1610, 1, 'white', 'loss', 35);
INSERT INTO games (game_id, event_id, member_id, opponent_name, opponent_rating, round_no, colour, result, moves) VALUES (10, 3, 10, 'Carl Brook', 1850, 1, 'white', 'win', 33);
INSERT INTO games (game_id, event_id, member_id, opponent_name, opponent_rating, round_no, colour, result, moves) VALUES (11, 3, 6, 'Carl Brook', 1850, 2, 'black', 'draw', 61);
INSERT INTO games (game_id, event_id, member_id, opponent_name, opponent_rating, round_no, colour, result, moves) VALUES (12, 3, 13, 'Tim Oakes', NULL, 1, 'black', 'win', 27);
INSERT INTO games (game_id, event_id, member_id, opponent_name, opponent_rating, round_no, colour, result, moves) VALUES (13, 3, 16, 'Rhiannon Bell', 1590, 1, 'white', 'loss', 40);
INSERT INTO games (game_id, event_id, member_id, opponent_name, opponent_rating, round_no, colour, result, moves) VALUES (14, 4, 1, 'Rob Ellis', 2105, 3, 'black', 'draw', 64);
INSERT INTO games (game_id, event_id, member_id, opponent_name, opponent_rating, round_no, colour, result, moves) VALUES (15, 4, 3, 'Peter Shaw', 1985, 3, 'white', 'draw', 64);
INSERT INTO games (game_id, event_id, member_id, opponent_name, opponent_rating, round_no, colour, result, moves) VALUES (16, 4, 9, 'Felix Wright', 1880, 2, 'white', 'win', 50);
INSERT INTO games (game_id, event_id, member_id, opponent_name, opponent_rating, round_no, colour, result, moves) VALUES (17, 4, 24, 'Gareth Price', 1890, 2, 'black', 'loss', 50);
INSERT INTO games (game_id, event_id, member_id, opponent_name, opponent_rating, round_no, colour, result, moves) VALUES (18, 4, 15, 'Eleanor Hughes', 1610, 1, 'white', 'win', 45);
INSERT INTO games (game_id, event_id, member_id, opponent_name, opponent_rating, round_no, colour, result, moves) VALUES (19, 5, 3, 'Geoff Tanner', 2010, 1, 'white', 'win', 39);
INSERT INTO games (game_id, event_id, member_id, opponent_name, opponent_rating, round_no, colour, result, moves) VALUES (20, 5, 18, 'Paul Rigby', 1860, 1, 'black', 'draw', 72);
INSERT INTO games (game_id, event_id, member_id, opponent_name, opponent_rating, round_no, colour, result, moves) VALUES (21, 5, 8, 'Sarah Kemp', 1620, 1, 'white', 'loss', 48);
INSERT INTO games (game_id, event_id, member_id, opponent_name, opponent_rating, round_no, colour, result, moves) VALUES (22, 6, 1, 'Dafydd Owen', 1900, 1, 'white', 'win', 36);
INSERT INTO games (game_id, event_id, member_id, opponent_name, opponent_rating, round_no, colour, result, moves) VALUES (23, 6, 24, 'Gwen Parry', 1870, 1, 'black', 'win', 58);
INSERT INTO games (game_id, event_id, member_id, opponent_name, opponent_rating, round_no, colour, result, moves) VALUES (24, 6, 2, 'Huw Jenkins', 1740, 1, 'white', 'draw', NULL);
INSERT INTO games (game_id, event_id, member_id, opponent_name, opponent_rating, round_no, colour, result, moves) VALUES (25, 7, 5, 'GM Collins', 2540, 1, 'white', 'loss', 31);
INSERT INTO games (game_id, event_id, member_id, opponent_name, opponent_rating, round_no, colour, result, moves) VALUES (26, 7, 7, 'GM Collins', 2540, 1, 'black', 'draw', 55);
INSERT INTO games (game_id, event_id, member_id, opponent_name, opponent_rating, round_no, colour, result, moves) VALUES (27, 8, 10, 'Anna Fry', 1610, 1, 'white', 'win', NULL);
INSERT INTO games (game_id, event_id, member_id, opponent_name, opponent_rating, round_no, colour, result, moves) VALUES (28, 8, 19, 'Jack Reeve', NULL, 1, 'black', 'win', NULL);
INSERT INTO games (game_id, event_id, member_id, opponent_name, opponent_rating, round_no, colour, result, moves) VALUES (29, 9, 18, 'Helen Marsh', 1720, 1, 'white', 'win', 42);
INSERT INTO games (game_id, event_id, member_id, opponent_name, opponent_rating, round_no, colour, result, moves) VALUES (30, 9, 16, 'Peter Lacey', 1910, 1, 'black', 'loss', 37);
INSERT INTO games (game_id, event_id, member_id, opponent_name, opponent_rating, round_no, colour, result, moves) VALUES (31, 10, 5, 'Ellie Stone', 1390, 1, 'white', 'win', 33);
INSERT INTO games (game_id, event_id, member_id, opponent_name, opponent_rating, round_no, colour, result, moves) VALUES (32, 10, 13, 'Jack Reeve', NULL, 1, 'black', 'draw', 46);
INSERT INTO games (game_id, event_id, member_id, opponent_name, opponent_rating, round_no, colour, result, moves) VALUES (33, 10, 17, 'Mira Patel', 1430, 2, 'white', 'loss', 30);
INSERT INTO games (game_id, event_id, member_id, opponent_name, opponent_rating, round_no, colour, result, moves) VALUES (34, 11, 9, 'Owen Lewis', 1830, 1, 'black', 'win', 51);
INSERT INTO games (game_id, event_id, member_id, opponent_name, opponent_rating, round_no, colour, result, moves) VALUES (35, 11, 21, 'Kate Sutton', 1780, 1, 'white', 'draw', 60);
INSERT INTO games (game_id, event_id, member_id, opponent_name, opponent_rating, round_no, colour, result, moves) VALUES (36, 11, 6, 'Tony Baker', 1900, 1, 'black', 'loss', 44);
INSERT INTO games (game_id, event_id, member_id, opponent_name, opponent_rating, round_no, colour, result, moves) VALUES (37, 12, 10, 'Simon Kerr', 2150, 1, 'black', 'draw', 49);
INSERT INTO games (game_id, event_id, member_id, opponent_name, opponent_rating, round_no, colour, result, moves) VALUES (38, 12, 24, 'Grace Hill', 1690, 1, 'white', 'win', 34);
INSERT INTO games (game_id, event_id, member_id, opponent_name, opponent_rating, round_no, colour, result, moves) VALUES (39, 12, 15, 'Dev Patel', 1720, 1, 'white', 'win', 43);
INSERT INTO games (game_id, event_id, member_id, opponent_name, opponent_rating, round_no, colour, result, moves) VALUES (40, 14, 3, 'Tony Baker', 1900, 1, 'white', 'win', 37);
INSERT INTO games (game_id, event_id, member_id, opponent_name, opponent_rating, round_no, colour, result, moves) VALUES (41, 14, 6, 'Ian Whitmore', 2080, 1, 'black', 'loss', 53);
INSERT INTO games (game_id, event_id, member_id, opponent_name, opponent_rating, round_no, colour, result, moves) VALUES (42, 14, 1, 'Kate Sutton', 1780, 1, 'white', 'win', 40);
INSERT INTO games (game_id, event_id, member_id, opponent_name, opponent_rating, round_no, colour, result, moves) VALUES (43, 14, 17, 'Ellie Stone', 1390, 1, 'black', 'loss', 28);
INSERT INTO games (game_id, event_id, member_id, opponent_name, opponent_rating, round_no, colour, result, moves) VALUES (44, 15, 3, 'Rhys Vaughan', 1950, 1, 'black', 'win', 45);
INSERT INTO games (game_id, event_id, member_id, opponent_name, opponent_rating, round_no, colour, result, moves) VALUES (45, 15, 18, 'Nia Edwards', 1760, 1, 'white', 'loss', 39);
INSERT INTO games (game_id, event_id, member_id, opponent_name, opponent_rating, round_no, colour, result, moves) VALUES (46, 15, 11, 'Peter Doyle', NULL, 1, 'black', 'win', 33);
INSERT INTO games (game_id, event_id, member_id, opponent_name, opponent_rating, round_no, colour, result, moves) VALUES (47, 11, 14, 'Martin Hale', 1880, 1, 'white', 'win', 47);
INSERT INTO games (game_id, event_id, member_id, opponent_name, opponent_rating, round_no, colour, result, moves) VALUES (48, 15, 14, 'Dylan Rees', 1790, 1, 'white', 'draw', 52);
COMMIT;
