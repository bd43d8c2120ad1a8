-- cricket_club: invented village cricket club, Ashcombe CC (members, teams by season, fixtures, scorecards, subscriptions, bar takings)
BEGIN TRANSACTION;
CREATE TABLE members (
    member_id INTEGER PRIMARY KEY,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    date_of_birth TEXT NOT NULL,
    village TEXT NOT NULL,
    date_joined TEXT NOT NULL,
    membership_type TEXT NOT NULL,
    is_committee INTEGER NOT NULL CHECK (is_committee IN (0,1)),
    left_date TEXT -- NULL = still a member (has not left the club)
);
CREATE TABLE teams (
    team_id INTEGER PRIMARY KEY,
    team_name TEXT NOT NULL,
    season_year INTEGER NOT NULL,
    captain_member_id INTEGER NOT NULL REFERENCES members(member_id),
    league_name TEXT NOT NULL,
    division TEXT NOT NULL,
    league_position INTEGER -- NULL = the team plays friendlies only, so there is no league table position
);
CREATE TABLE fixtures (
    fixture_id INTEGER PRIMARY KEY,
    team_id INTEGER NOT NULL REFERENCES teams(team_id),
    match_date TEXT NOT NULL,
    opponent TEXT NOT NULL,
    venue TEXT NOT NULL,
    is_home INTEGER NOT NULL CHECK (is_home IN (0,1)),
    result TEXT NOT NULL,
    runs_scored INTEGER, -- NULL = we did not bat (the match was abandoned before our innings)
    runs_conceded INTEGER, -- NULL = the opposition did not bat (the match was abandoned before their innings)
    umpire_name TEXT NOT NULL,
    match_fee REAL NOT NULL
);
CREATE TABLE performances (
    performance_id INTEGER PRIMARY KEY,
    fixture_id INTEGER NOT NULL REFERENCES fixtures(fixture_id),
    member_id INTEGER NOT NULL REFERENCES members(member_id),
    batting_position INTEGER NOT NULL,
    runs INTEGER, -- NULL = did not bat in this match
    is_not_out INTEGER NOT NULL CHECK (is_not_out IN (0,1)),
    overs_bowled REAL, -- NULL = did not bowl in this match
    wickets INTEGER NOT NULL,
    catches INTEGER NOT NULL
);
CREATE TABLE subscriptions (
    subscription_id INTEGER PRIMARY KEY,
    member_id INTEGER NOT NULL REFERENCES members(member_id),
    season_year INTEGER NOT NULL,
    amount_due REAL NOT NULL,
    amount_paid REAL NOT NULL,
    paid_date TEXT, -- NULL = nothing has been paid yet for this subscription
    payment_method TEXT -- NULL = nothing has been paid yet, so there is no payment method
);
CREATE TABLE bar_takings (
    taking_id INTEGER PRIMARY KEY,
    takings_date TEXT NOT NULL,
    fixture_id INTEGER REFERENCES fixtures(fixture_id), -- NULL = no match that day (a social event only)
    occasion TEXT NOT NULL,
    till_takings REAL NOT NULL,
    card_takings REAL NOT NULL,
    cash_float REAL NOT NULL,
    staffed_by_member_id INTEGER NOT NULL REFERENCES members(member_id)
);
INSERT INTO members (member_id, first_name, last_name, date_of_birth, village, date_joined, membership_type, is_committee, left_date) VALUES (1, 'Tom', 'Baker', '1969-05-14', 'Ashcombe', '1991-04-02', 'Playing', 1, NULL);
INSERT INTO members (member_id, first_name, last_name, date_of_birth, village, date_joined, membership_type, is_committee, left_date) VALUES (2, 'Tom', 'Baker', '2010-08-30', 'Ashcombe', '2019-04-20', 'Junior', 0, NULL);
INSERT INTO members (member_id, first_name, last_name, date_of_birth, village, date_joined, membership_type, is_committee, left_date) VALUES (3, 'Graham', 'Stokes', '1958-02-09', 'Kelsham', '1980-05-01', 'Social Plus', 1, NULL);
INSERT INTO members (member_id, first_name, last_name, date_of_birth, village, date_joined, membership_type, is_committee, left_date) VALUES (4, 'Rajesh', 'Patel', '1988-11-03', 'Ashcombe', '2012-03-28', 'Playing', 0, NULL);
INSERT INTO members (member_id, first_name, last_name, date_of_birth, village, date_joined, membership_type, is_committee, left_date) VALUES (5, 'Callum', 'Webb', '1996-07-21', 'Millbrook', '2015-04-11', 'Playing', 0, NULL);
INSERT INTO members (member_id, first_name, last_name, date_of_birth, village, date_joined, membership_type, is_committee, left_date) VALUES (6, 'Jack', 'Turner', '2001-01-15', 'Upper Dene', '2017-04-06', 'Playing', 0, NULL);
INSERT INTO members (member_id, first_name, last_name, date_of_birth, village, date_joined, membership_type, is_committee, left_date) VALUES (7, 'Harriet', 'Lowe', '1993-09-27', 'Ashcombe', '2020-05-02', 'Playing', 1, NULL);
INSERT INTO members (member_id, first_name, last_name, date_of_birth, village, date_joined, membership_type, is_committee, left_date) VALUES (8, 'Steve', 'Hollis', '1975-06-06', 'Stonebridge', '1999-04-18', 'Playing', 0, NULL);
INSERT INTO members (member_id, first_name, last_name, date_of_birth, village, date_joined, membership_type, is_committee, left_date) VALUES (9, 'Mike', 'Dunn', '1962-12-01', 'Ashcombe', '1985-04-27', 'Social', 0, NULL);
INSERT INTO members (member_id, first_name, last_name, date_of_birth, village, date_joined, membership_type, is_committee, left_date) VALUES (10, 'Ben', 'Carver', '1999-03-12', 'Kelsham', '2016-04-09', 'Playing', 0, NULL);
INSERT INTO members (member_id, first_name, last_name, date_of_birth, village, date_joined, membership_type, is_committee, left_date) VALUES (11, 'Ollie', 'Fenwick', '2004-10-08', 'Ashcombe Cross', '2018-04-14', 'Playing', 0, NULL);
INSERT INTO members (member_id, first_name, last_name, date_of_birth, village, date_joined, membership_type, is_committee, left_date) VALUES (12, 'Dan', 'Price', '1990-04-19', 'Millbrook', '2014-05-10', 'Playing', 0, '2024-09-30');
INSERT INTO members (member_id, first_name, last_name, date_of_birth, village, date_joined, membership_type, is_committee, left_date) VALUES (13, 'Sam', 'Okafor', '1998-08-02', 'Ashcombe', '2021-04-03', 'Playing', 0, NULL);
INSERT INTO members (member_id, first_name, last_name, date_of_birth, village, date_joined, membership_type, is_committee, left_date) VALUES (14, 'Will', 'Hartley', '1985-02-25', 'Upper Dene', '2008-04-12', 'Playing', 1, NULL);
INSERT INTO members (member_id, first_name, last_name, date_of_birth, village, date_joined, membership_type, is_committee, left_date) VALUES (15, 'Aisha', 'Khan', '2000-05-30', 'Ashcombe Cross', '2022-04-23', 'Playing', 0, NULL);
INSERT INTO members (member_id, first_name, last_name, date_of_birth, village, date_joined, membership_type, is_committee, left_date) VALUES (16, 'Pete', 'Rowe', '1955-07-11', 'Ashcombe', '1972-05-06', 'Life', 1, NULL);
INSERT INTO members (member_id, first_name, last_name, date_of_birth, village, date_joined, membership_type, is_committee, left_date) VALUES (17, 'Jean', 'Rowe', '1957-03-04', 'Ashcombe', '1979-05-06', 'Social Plus', 0, NULL);
INSERT INTO members (member_id, first_name, last_name, date_of_birth, village, date_joined, membership_type, is_committee, left_date) VALUES (18, 'Alan', 'Fisk', '1966-10-22', 'Kelsham', '1994-04-30', 'Social', 0, '2023-12-31');
INSERT INTO members (member_id, first_name, last_name, date_of_birth, village, date_joined, membership_type, is_committee, left_date) VALUES (19, 'Freddie', 'Marsh', '2011-06-17', 'Stonebridge', '2021-04-17', 'Junior', 0, NULL);
INSERT INTO members (member_id, first_name, last_name, date_of_birth, village, date_joined, membership_type, is_committee, left_date) VALUES (20, 'Isla', 'Grant', '2012-01-09', 'Ashcombe', '2022-04-30', 'Junior', 0, NULL);
INSERT INTO members (member_id, first_name, last_name, date_of_birth, village, date_joined, membership_type, is_committee, left_date) VALUES (21, 'Noah', 'Pike', '2011-11-28', 'Millbrook', '2020-05-09', 'Junior', 0, NULL);
INSERT INTO members (member_id, first_name, last_name, date_of_birth, village, date_joined, membership_type, is_committee, left_date) VALUES (22, 'Ryan', 'Doherty', '1994-12-14', 'Kelsham', '2019-04-13', 'Playing', 0, NULL);
INSERT INTO members (member_id, first_name, last_name, date_of_birth, village, date_joined, membership_type, is_committee, left_date) VALUES (23, 'Lewis', 'Stanton', '1992-03-07', 'Upper Dene', '2013-04-20', 'Playing', 0, '2025-08-15');
INSERT INTO members (member_id, first_name, last_name, date_of_birth, village, date_joined, membership_type, is_committee, left_date) VALUES (24, 'Chris', 'Aldous', '1987-09-01', 'Ashcombe', '2010-04-24', 'Playing', 0, NULL);
INSERT INTO members (member_id, first_name, last_name, date_of_birth, village, date_joined, membership_type, is_committee, left_date) VALUES (25, 'Gary', 'Nolan', '1971-04-23', 'Stonebridge', '2002-05-04', 'Social', 0, NULL);
INSERT INTO members (member_id, first_name, last_name, date_of_birth, village, date_joined, membership_type, is_committee, left_date) VALUES (26, 'Linda', 'Nolan', '1973-08-16', 'Stonebridge', '2002-05-04', 'Social Plus', 1, NULL);
INSERT INTO members (member_id, first_name, last_name, date_of_birth, village, date_joined, membership_type, is_committee, left_date) VALUES (27, 'Matt', 'Coles', '1997-06-29', 'Ashcombe Cross', '2018-05-12', 'Playing', 0, NULL);
INSERT INTO members (member_id, first_name, last_name, date_of_birth, village, date_joined, membership_type, is_committee, left_date) VALUES (28, 'Josh', 'Bramley', '2003-02-18', 'Millbrook', '2019-04-27', 'Playing', 0, NULL);
INSERT INTO members (member_id, first_name, last_name, date_of_birth, village, date_joined, membership_type, is_committee, left_date) VALUES (29, 'Ella', 'Bramley', '2013-07-05', 'Millbrook', '2023-04-22', 'Junior', 0, NULL);
INSERT INTO members (member_id, first_name, last_name, date_of_birth, village, date_joined, membership_type, is_committee, left_date) VALUES (30, 'Kevin', 'Ashworth', '1980-10-30', 'Kelsham', '2006-04-15', 'Social', 0, NULL);
INSERT INTO members (member_id, first_name, last_name, date_of_birth, village, date_joined, membership_type, is_committee, left_date) VALUES (31, 'Priya', 'Raman', '1995-12-20', 'Ashcombe', '2023-04-15', 'Social', 0, NULL);
INSERT INTO members (member_id, first_name, last_name, date_of_birth, village, date_joined, membership_type, is_committee, left_date) VALUES (32, 'Hugo', 'Leach', '2002-04-04', 'Upper Dene', '2020-04-18', 'Playing', 0, NULL);
INSERT INTO members (member_id, first_name, last_name, date_of_birth, village, date_joined, membership_type, is_committee, left_date) VALUES (33, 'Dominic', 'Frear', '1983-01-27', 'Ashcombe', '2005-05-07', 'Playing', 0, NULL);
INSERT INTO members (member_id, first_name, last_name, date_of_birth, village, date_joined, membership_type, is_committee, left_date) VALUES (34, 'Sophie', 'Tindall', '1991-05-08', 'Kelsham', '2016-05-14', 'Social Plus', 0, NULL);
INSERT INTO members (member_id, first_name, last_name, date_of_birth, village, date_joined, membership_type, is_committee, left_date) VALUES (35, 'Arthur', 'Penrose', '1949-09-19', 'Ashcombe', '1965-05-01', 'Life', 0, NULL);
INSERT INTO members (member_id, first_name, last_name, date_of_birth, village, date_joined, membership_type, is_committee, left_date) VALUES (36, 'Zak', 'Hussain', '2012-03-26', 'Ashcombe Cross', '2022-05-07', 'Junior', 0, NULL);
INSERT INTO members (member_id, first_name, last_name, date_of_birth, village, date_joined, membership_type, is_committee, left_date) VALUES (37, 'Nathan', 'Bell', '1999-11-11', 'Stonebridge', '2024-04-06', 'Playing', 0, NULL);
INSERT INTO members (member_id, first_name, last_name, date_of_birth, village, date_joined, membership_type, is_committee, left_date) VALUES (38, 'Rob', 'Merriman', '1978-07-03', 'Millbrook', '2001-04-21', 'Social', 0, '2024-03-01');
INSERT INTO members (member_id, first_name, last_name, date_of_birth, village, date_joined, membership_type, is_committee, left_date) VALUES (39, 'Tilly', 'Baker', '1971-02-02', 'Ashcombe', '1995-05-13', 'Social Plus', 0, NULL);
INSERT INTO members (member_id, first_name, last_name, date_of_birth, village, date_joined, membership_type, is_committee, left_date) VALUES (40, 'Graham', 'Quinn', '1964-08-08', 'Upper Dene', '1988-04-23', 'Social', 0, NULL);
INSERT INTO teams (team_id, team_name, season_year, captain_member_id, league_name, division, league_position) VALUES (1, '1st XI', 2022, 14, 'Downshire Cricket League', 'Division 3', 4);
INSERT INTO teams (team_id, team_name, season_year, captain_member_id, league_name, division, league_position) VALUES (2, '2nd XI', 2022, 8, 'Downshire Cricket League', 'Division 7', 9);
INSERT INTO teams (team_id, team_name, season_year, captain_member_id, league_name, division, league_position) VALUES (3, 'Sunday XI', 2022, 1, 'Downshire Sunday Friendlies', 'Friendlies', NULL);
INSERT INTO teams (team_id, team_name, season_year, captain_member_id, league_name, division, league_position) VALUES (4, 'Under 15s', 2022, 21, 'Downshire Junior League', 'Under 15 North', 5);
INSERT INTO teams (team_id, team_name, season_year, captain_member_id, league_name, division, league_position) VALUES (5, '1st XI', 2023, 14, 'Downshire Cricket League', 'Division 3', 1);
INSERT INTO teams (team_id, team_name, season_year, captain_member_id, league_name, division, league_position) VALUES (6, '2nd XI', 2023, 8, 'Downshire Cricket League', 'Division 7', 2);
INSERT INTO teams (team_id, team_name, season_year, captain_member_id, league_name, division, league_position) VALUES (7, 'Sunday XI', 2023, 33, 'Downshire Sunday Friendlies', 'Friendlies', NULL);
INSERT INTO teams (team_id, team_name, season_year, captain_member_id, league_name, division, league_position) VALUES (8, 'Under 15s', 2023, 19, 'Downshire Junior League', 'Under 15 North', 3);
INSERT INTO teams (team_id, team_name, season_year, captain_member_id, league_name, division, league_position) VALUES (9, '1st XI', 2024, 1, 'Downshire Cricket League', 'Division 2', 6);
INSERT INTO teams (team_id, team_name, season_year, captain_member_id, league_name, division, league_position) VALUES (10, '2nd XI', 2024, 24, 'Downshire Cricket League', 'Division 6', 7);
INSERT INTO teams (team_id, team_name, season_year, captain_member_id, league_name, division, league_position) VALUES (11, 'Sunday XI', 2024, 33, 'Downshire Sunday Friendlies', 'Friendlies', NULL);
INSERT INTO teams (team_id, team_name, season_year, captain_member_id, league_name, division, league_position) VALUES (12, 'Under 15s', 2024, 2, 'Downshire Junior League', 'Under 15 North', 2);
INSERT INTO teams (team_id, team_name, season_year, captain_member_id, league_name, division, league_position) VALUES (13, '1st XI', 2025, 4, 'Downshire Cricket League', 'Division 2', 3);
INSERT INTO teams (team_id, team_name, season_year, captain_member_id, league_name, division, league_position) VALUES (14, '2nd XI', 2025, 24, 'Downshire Cricket League', 'Division 6', 5);
INSERT INTO teams (team_id, team_name, season_year, captain_member_id, league_name, division, league_position) VALUES (15, 'Sunday XI', 2025, 7, 'Downshire Sunday Friendlies', 'Friendlies', NULL);
INSERT INTO teams (team_id, team_name, season_year, captain_member_id, league_name, division, league_position) VALUES (16, 'Under 15s', 2025, 2, 'Downshire Junior League', 'Under 15 North', 4);
INSERT INTO fixtures (fixture_id, team_id, match_date, opponent, venue, is_home, result, runs_scored, runs_conceded, umpire_name, match_fee) VALUES (1, 1, '2022-05-14', 'Kelsham', 'Ashcombe Green', 1, 'Won', 201, 187, 'Graham Pike', 12.00);
INSERT INTO fixtures (fixture_id, team_id, match_date, opponent, venue, is_home, result, runs_scored, runs_conceded, umpire_name, match_fee) VALUES (2, 1, '2022-06-18', 'Millbrook', 'Millbrook', 0, 'Lost', 143, 144, 'Dennis Fry', 12.00);
INSERT INTO fixtures (fixture_id, team_id, match_date, opponent, venue, is_home, result, runs_scored, runs_conceded, umpire_name, match_fee) VALUES (3, 2, '2022-07-09', 'Kelsham Wanderers', 'Ashcombe Green', 1, 'Won', 165, 121, 'Alan Mercer', 10.00);
INSERT INTO fixtures (fixture_id, team_id, match_date, opponent, venue, is_home, result, runs_scored, runs_conceded, umpire_name, match_fee) VALUES (4, 3, '2022-08-14', 'Fenby', 'Fenby', 0, 'Drawn', 176, 210, 'Steve Rudd', 8.00);
INSERT INTO fixtures (fixture_id, team_id, match_date, opponent, venue, is_home, result, runs_scored, runs_conceded, umpire_name, match_fee) VALUES (5, 5, '2023-05-06', 'Stonebridge', 'Ashcombe Green', 1, 'Won', 232, 198, 'Graham Pike', 12.00);
INSERT INTO fixtures (fixture_id, team_id, match_date, opponent, venue, is_home, result, runs_scored, runs_conceded, umpire_name, match_fee) VALUES (6, 5, '2023-05-20', 'Kelsham', 'Kelsham', 0, 'Won', 187, 172, 'Dennis Fry', 12.00);
INSERT INTO fixtures (fixture_id, team_id, match_date, opponent, venue, is_home, result, runs_scored, runs_conceded, umpire_name, match_fee) VALUES (7, 5, '2023-06-10', 'Hatherley', 'Ashcombe Green', 1, 'Won', 214, 160, 'Maureen Olds', 12.00);
INSERT INTO fixtures (fixture_id, team_id, match_date, opponent, venue, is_home, result, runs_scored, runs_conceded, umpire_name, match_fee) VALUES (8, 5, '2023-07-01', 'Upper Dene', 'Upper Dene', 0, 'Lost', 151, 155, 'Alan Mercer', 12.00);
INSERT INTO fixtures (fixture_id, team_id, match_date, opponent, venue, is_home, result, runs_scored, runs_conceded, umpire_name, match_fee) VALUES (9, 6, '2023-05-13', 'Kelsham Wanderers', 'Kelsham', 0, 'Won', 178, 142, 'Steve Rudd', 10.00);
INSERT INTO fixtures (fixture_id, team_id, match_date, opponent, venue, is_home, result, runs_scored, runs_conceded, umpire_name, match_fee) VALUES (10, 6, '2023-06-24', 'Pennington', 'Ashcombe Green', 1, 'Abandoned', NULL, NULL, 'Graham Pike', 10.00);
INSERT INTO fixtures (fixture_id, team_id, match_date, opponent, venue, is_home, result, runs_scored, runs_conceded, umpire_name, match_fee) VALUES (11, 7, '2023-07-16', 'Oakhurst', 'Ashcombe Green', 1, 'Won', 196, 190, 'Maureen Olds', 8.00);
INSERT INTO fixtures (fixture_id, team_id, match_date, opponent, venue, is_home, result, runs_scored, runs_conceded, umpire_name, match_fee) VALUES (12, 8, '2023-06-07', 'Millbrook', 'Millbrook', 0, 'Lost', 88, 112, 'Dennis Fry', 3.00);
INSERT INTO fixtures (fixture_id, team_id, match_date, opponent, venue, is_home, result, runs_scored, runs_conceded, umpire_name, match_fee) VALUES (13, 8, '2023-07-05', 'Fenby', 'Ashcombe Green', 1, 'Won', 121, 97, 'Alan Mercer', 3.00);
INSERT INTO fixtures (fixture_id, team_id, match_date, opponent, venue, is_home, result, runs_scored, runs_conceded, umpire_name, match_fee) VALUES (14, 7, '2023-08-20', 'Kelsham', 'Ashcombe Green', 1, 'Tied', 164, 164, 'Graham Pike', 8.00);
INSERT INTO fixtures (fixture_id, team_id, match_date, opponent, venue, is_home, result, runs_scored, runs_conceded, umpire_name, match_fee) VALUES (15, 9, '2024-04-27', 'Kelsham Wanderers', 'Ashcombe Green', 1, 'Won', 245, 201, 'Graham Pike', 12.00);
INSERT INTO fixtures (fixture_id, team_id, match_date, opponent, venue, is_home, result, runs_scored, runs_conceded, umpire_name, match_fee) VALUES (16, 9, '2024-05-11', 'Millbrook', 'Millbrook', 0, 'Lost', 167, 233, 'Dennis Fry', 12.00);
INSERT INTO fixtures (fixture_id, team_id, match_date, opponent, venue, is_home, result, runs_scored, runs_conceded, umpire_name, match_fee) VALUES (17, 9, '2024-05-25', 'Kelsham', 'Ashcombe Green', 1, 'Drawn', 211, 178, 'Steve Rudd', 12.00);
INSERT INTO fixtures (fixture_id, team_id, match_date, opponent, venue, is_home, result, runs_scored, runs_conceded, umpire_name, match_fee) VALUES (18, 9, '2024-06-08', 'Stonebridge', 'Stonebridge Park', 0, 'Won', 190, 189, 'Alan Mercer', 12.00);
INSERT INTO fixtures (fixture_id, team_id, match_date, opponent, venue, is_home, result, runs_scored, runs_conceded, umpire_name, match_fee) VALUES (19, 9, '2024-06-22', 'Oakhurst', 'Ashcombe Green', 1, 'Abandoned', 96, NULL, 'Maureen Olds', 12.00);
INSERT INTO fixtures (fixture_id, team_id, match_date, opponent, venue, is_home, result, runs_scored, runs_conceded, umpire_name, match_fee) VALUES (20, 9, '2024-07-06', 'Upper Dene', 'Ashcombe Green', 1, 'Lost', 158, 161, 'Graham Pike', 12.00);
INSERT INTO fixtures (fixture_id, team_id, match_date, opponent, venue, is_home, result, runs_scored, runs_conceded, umpire_name, match_fee) VALUES (21, 9, '2024-07-20', 'Hatherley', 'Hatherley', 0, 'Won', 223, 180, 'Dennis Fry', 12.00);
INSERT INTO fixtures (fixture_id, team_id, match_date, opponent, venue, is_home, result, runs_scored, runs_conceded, umpire_name, match_fee) VALUES (22, 10, '2024-05-04', 'Kelsham', 'Kelsham', 0, 'Lost', 132, 170, 'Steve Rudd', 10.00);
INSERT INTO fixtures (fixture_id, team_id, match_date, opponent, venue, is_home, result, runs_scored, runs_conceded, umpire_name, match_fee) VALUES (23, 10, '2024-06-01', 'Fenby', 'Ashcombe Green', 1, 'Won', 174, 150, 'Alan Mercer', 10.00);
INSERT INTO fixtures (fixture_id, team_id, match_date, opponent, venue, is_home, result, runs_scored, runs_conceded, umpire_name, match_fee) VALUES (24, 10, '2024-06-29', 'Pennington', 'Pennington', 0, 'Won', 160, 139, 'Maureen Olds', 10.00);
INSERT INTO fixtures (fixture_id, team_id, match_date, opponent, venue, is_home, result, runs_scored, runs_conceded, umpire_name, match_fee) VALUES (25, 10, '2024-08-03', 'Kelsham Wanderers', 'Ashcombe Green', 1, 'Drawn', 142, 199, 'Graham Pike', 10.00);
INSERT INTO fixtures (fixture_id, team_id, match_date, opponent, venue, is_home, result, runs_scored, runs_conceded, umpire_name, match_fee) VALUES (26, 11, '2024-06-16', 'Millbrook', 'Ashcombe Green', 1, 'Won', 205, 168, 'Dennis Fry', 8.00);
INSERT INTO fixtures (fixture_id, team_id, match_date, opponent, venue, is_home, result, runs_scored, runs_conceded, umpire_name, match_fee) VALUES (27, 11, '2024-07-14', 'Kelsham Wanderers', 'Kelsham', 0, 'Lost', 139, 140, 'Steve Rudd', 8.00);
INSERT INTO fixtures (fixture_id, team_id, match_date, opponent, venue, is_home, result, runs_scored, runs_conceded, umpire_name, match_fee) VALUES (28, 11, '2024-08-11', 'Oakhurst', 'Oakhurst', 0, 'Abandoned', NULL, NULL, 'Alan Mercer', 8.00);
INSERT INTO fixtures (fixture_id, team_id, match_date, opponent, venue, is_home, result, runs_scored, runs_conceded, umpire_name, match_fee) VALUES (29, 12, '2024-06-05', 'Upper Dene', 'Ashcombe Green', 1, 'Won', 134, 101, 'Maureen Olds', 3.00);
INSERT INTO fixtures (fixture_id, team_id, match_date, opponent, venue, is_home, result, runs_scored, runs_conceded, umpire_name, match_fee) VALUES (30, 12, '2024-07-03', 'Kelsham', 'Kelsham', 0, 'Won', 118, 117, 'Graham Pike', 3.00);
INSERT INTO fixtures (fixture_id, team_id, match_date, opponent, venue, is_home, result, runs_scored, runs_conceded, umpire_name, match_fee) VALUES (31, 13, '2025-04-26', 'Upper Dene', 'Upper Dene', 0, 'Lost', 183, 184, 'Dennis Fry', 12.00);
INSERT INTO fixtures (fixture_id, team_id, match_date, opponent, venue, is_home, result, runs_scored, runs_conceded, umpire_name, match_fee) VALUES (32, 13, '2025-05-10', 'Kelsham', 'Ashcombe Green', 1, 'Won', 205, 176, 'Alan Mercer', 12.00);
INSERT INTO fixtures (fixture_id, team_id, match_date, opponent, venue, is_home, result, runs_scored, runs_conceded, umpire_name, match_fee) VALUES (33, 13, '2025-05-24', 'Kelsham Wanderers', 'Kelsham', 0, 'Won', 231, 212, 'Graham Pike', 12.00);
INSERT INTO fixtures (fixture_id, team_id, match_date, opponent, venue, is_home, result, runs_scored, runs_conceded, umpire_name, match_fee) VALUES (34, 13, '2025-06-07', 'Hatherley', 'Ashcombe Green', 1, 'Lost', 128, 199, 'Steve Rudd', 12.00);
INSERT INTO fixtures (fixture_id, team_id, match_date, opponent, venue, is_home, result, runs_scored, runs_conceded, umpire_name, match_fee) VALUES (35, 13, '2025-06-21', 'Millbrook', 'Ashcombe Green', 1, 'Drawn', 211, 205, 'Maureen Olds', 12.00);
INSERT INTO fixtures (fixture_id, team_id, match_date, opponent, venue, is_home, result, runs_scored, runs_conceded, umpire_name, match_fee) VALUES (36, 13, '2025-07-05', 'Stonebridge', 'Stonebridge Park', 0, 'Lost', 152, 215, 'Graham Pike', 12.00);
INSERT INTO fixtures (fixture_id, team_id, match_date, opponent, venue, is_home, result, runs_scored, runs_conceded, umpire_name, match_fee) VALUES (37, 13, '2025-07-19', 'Pennington', 'Ashcombe Green', 1, 'Abandoned', NULL, NULL, 'Dennis Fry', 12.00);
INSERT INTO fixtures (fixture_id, team_id, match_date, opponent, venue, is_home, result, runs_scored, runs_conceded, umpire_name, match_fee) VALUES (38, 14, '2025-05-03', 'Millbrook', 'Ashcombe Green', 1, 'Won', 181, 166, 'Alan Mercer', 10.00);
INSERT INTO fixtures (fixture_id, team_id, match_date, opponent, venue, is_home, result, runs_scored, runs_conceded, umpire_name, match_fee) VALUES (39, 14, '2025-05-31', 'Kelsham Wanderers', 'Ashcombe Green', 1, 'Won', 190, 158, 'Steve Rudd', 10.00);
INSERT INTO fixtures (fixture_id, team_id, match_date, opponent, venue, is_home, result, runs_scored, runs_conceded, umpire_name, match_fee) VALUES (40, 14, '2025-06-28', 'Kelsham', 'Kelsham', 0, 'Lost', 120, 187, 'Maureen Olds', 10.00);
INSERT INTO fixtures (fixture_id, team_id, match_date, opponent, venue, is_home, result, runs_scored, runs_conceded, umpire_name, match_fee) VALUES (41, 14, '2025-07-26', 'Fenby', 'Fenby', 0, 'Drawn', 155, 231, 'Dennis Fry', 10.00);
INSERT INTO fixtures (fixture_id, team_id, match_date, opponent, venue, is_home, result, runs_scored, runs_conceded, umpire_name, match_fee) VALUES (42, 15, '2025-05-18', 'Oakhurst', 'Ashcombe Green', 1, 'Won', 188, 150, 'Graham Pike', 8.00);
INSERT INTO fixtures (fixture_id, team_id, match_date, opponent, venue, is_home, result, runs_scored, runs_conceded, umpire_name, match_fee) VALUES (43, 15, '2025-06-15', 'Kelsham', 'Kelsham', 0, 'Lost', 147, 192, 'Alan Mercer', 8.00);
INSERT INTO fixtures (fixture_id, team_id, match_date, opponent, venue, is_home, result, runs_scored, runs_conceded, umpire_name, match_fee) VALUES (44, 15, '2025-07-13', 'Hatherley', 'Ashcombe Green', 1, 'Won', 219, 177, 'Steve Rudd', 8.00);
INSERT INTO fixtures (fixture_id, team_id, match_date, opponent, venue, is_home, result, runs_scored, runs_conceded, umpire_name, match_fee) VALUES (45, 15, '2025-08-10', 'Fenby', 'Ashcombe Green', 1, 'Tied', 171, 171, 'Maureen Olds', 8.00);
INSERT INTO fixtures (fixture_id, team_id, match_date, opponent, venue, is_home, result, runs_scored, runs_conceded, umpire_name, match_fee) VALUES (46, 16, '2025-05-28', 'Kelsham Wanderers', 'Ashcombe Green', 1, 'Won', 127, 99, 'Graham Pike', 3.00);
INSERT INTO fixtures (fixture_id, team_id, match_date, opponent, venue, is_home, result, runs_scored, runs_conceded, umpire_name, match_fee) VALUES (47, 16, '2025-06-25', 'Stonebridge', 'Stonebridge Park', 0, 'Lost', 92, 95, 'Dennis Fry', 3.00);
INSERT INTO fixtures (fixture_id, team_id, match_date, opponent, venue, is_home, result, runs_scored, runs_conceded, umpire_name, match_fee) VALUES (48, 16, '2025-07-23', 'Millbrook', 'Ashcombe Green', 1, 'Won', 140, 123, 'Alan Mercer', 3.00);
INSERT INTO fixtures (fixture_id, team_id, match_date, opponent, venue, is_home, result, runs_scored, runs_conceded, umpire_name, match_fee) VALUES (49, 13, '2025-08-02', 'Oakhurst', 'Oakhurst', 0, 'Won', 176, 162, 'Steve Rudd', 12.00);
INSERT INTO fixtures (fixture_id, team_id, match_date, opponent, venue, is_home, result, runs_scored, runs_conceded, umpire_name, match_fee) VALUES (50, 13, '2025-08-16', 'Fenby', 'Ashcombe Green', 1, 'Lost', 198, 240, 'Maureen Olds', 12.00);
INSERT INTO performances (performance_id, fixture_id, member_id, batting_position, runs, is_not_out, overs_bowled, wickets, catches) VALUES (1, 31, 4, 1, 88, 0, NULL, 0, 2);
INSERT INTO performances (performance_id, fixture_id, member_id, batting_position, runs, is_not_out, overs_bowled, wickets, catches) VALUES (2, 31, 14, 2, 21, 0, NULL, 0, 0);
INSERT INTO performances (performance_id, fixture_id, member_id, batting_position, runs, is_not_out, overs_bowled, wickets, catches) VALUES (3, 31, 6, 3, 17, 0, NULL, 0, 0);
INSERT INTO performances (performance_id, fixture_id, member_id, batting_position, runs, is_not_out, overs_bowled, wickets, catches) VALUES (4, 31, 5, 4, 25, 0, 8.00, 3, 2);
INSERT INTO performances (performance_id, fixture_id, member_id, batting_position, runs, is_not_out, overs_bowled, wickets, catches) VALUES (5, 31, 13, 5, 17, 0, NULL, 0, 1);
INSERT INTO performances (performance_id, fixture_id, member_id, batting_position, runs, is_not_out, overs_bowled, wickets, catches) VALUES (6, 31, 1, 6, 1, 0, NULL, 0, 0);
INSERT INTO performances (performance_id, fixture_id, member_id, batting_position, runs, is_not_out, overs_bowled, wickets, catches) VALUES (7, 31, 10, 7, 1, 1, 9.00, 2, 0);
INSERT INTO performances (performance_id, fixture_id, member_id, batting_position, runs, is_not_out, overs_bowled, wickets, catches) VALUES (8, 31, 22, 8, 3, 0, 10.00, 4, 1);
INSERT INTO performances (performance_id, fixture_id, member_id, batting_position, runs, is_not_out, overs_bowled, wickets, catches) VALUES (9, 31, 27, 9, 1, 0, 10.00, 0, 0);
INSERT INTO performances (performance_id, fixture_id, member_id, batting_position, runs, is_not_out, overs_bowled, wickets, catches) VALUES (10, 31, 33, 10, NULL, 0, 9.00, 1, 1);
INSERT INTO performances (performance_id, fixture_id, member_id, batting_position, runs, is_not_out, overs_bowled, wickets, catches) VALUES (11, 32, 4, 1, 45, 0, NULL, 0, 0);
INSERT INTO performances (performance_id, fixture_id, member_id, batting_position, runs, is_not_out, overs_bowled, wickets, catches) VALUES (12, 32, 13, 2, 17, 0, NULL, 0, 2);
INSERT INTO performances (performance_id, fixture_id, member_id, batting_position, runs, is_not_out, overs_bowled, wickets, catches) VALUES (13, 32, 1, 3, 30, 0, NULL, 0, 0);
INSERT INTO performances (performance_id, fixture_id, member_id, batting_position, runs, is_not_out, overs_bowled, wickets, catches) VALUES (14, 32, 10, 4, 5, 0, 8.00, 1, 0);
INSERT INTO performances (performance_id, fixture_id, member_id, batting_position, runs, is_not_out, overs_bowled, wickets, catches) VALUES (15, 32, 22, 5, 9, 0, 10.00, 3, 0);
INSERT INTO performances (performance_id, fixture_id, member_id, batting_position, runs, is_not_out, overs_bowled, wickets, catches) VALUES (16, 32, 27, 6, 3, 0, 8.00, 3, 1);
INSERT INTO performances (performance_id, fixture_id, member_id, batting_position, runs, is_not_out, overs_bowled, wickets, catches) VALUES (17, 32, 33, 7, 12, 1, 10.00, 2, 0);
INSERT INTO performances (performance_id, fixture_id, member_id, batting_position, runs, is_not_out, overs_bowled, wickets, catches) VALUES (18, 32, 15, 8, 41, 0, 10.00, 1, 0);
INSERT INTO performances (performance_id, fixture_id, member_id, batting_position, runs, is_not_out, overs_bowled, wickets, catches) VALUES (19, 32, 32, 9, NULL, 0, 10.00, 0, 0);
INSERT INTO performances (performance_id, fixture_id, member_id, batting_position, runs, is_not_out, overs_bowled, wickets, catches) VALUES (20, 32, 28, 10, 34, 0, NULL, 0, 0);
INSERT INTO performances (performance_id, fixture_id, member_id, batting_position, runs, is_not_out, overs_bowled, wickets, catches) VALUES (21, 33, 4, 1, 102, 0, NULL, 0, 1);
INSERT INTO performances (performance_id, fixture_id, member_id, batting_position, runs, is_not_out, overs_bowled, wickets, catches) VALUES (22, 33, 22, 2, 0, 0, 10.00, 5, 1);
INSERT INTO performances (performance_id, fixture_id, member_id, batting_position, runs, is_not_out, overs_bowled, wickets, catches) VALUES (23, 33, 27, 3, 21, 0, 9.00, 3, 1);
INSERT INTO performances (performance_id, fixture_id, member_id, batting_position, runs, is_not_out, overs_bowled, wickets, catches) VALUES (24, 33, 33, 4, 25, 0, 10.00, 0, 0);
INSERT INTO performances (performance_id, fixture_id, member_id, batting_position, runs, is_not_out, overs_bowled, wickets, catches) VALUES (25, 33, 15, 5, 17, 0, 6.00, 0, 2);
INSERT INTO performances (performance_id, fixture_id, member_id, batting_position, runs, is_not_out, overs_bowled, wickets, catches) VALUES (26, 33, 32, 6, 17, 0, 8.00, 0, 0);
INSERT INTO performances (performance_id, fixture_id, member_id, batting_position, runs, is_not_out, overs_bowled, wickets, catches) VALUES (27, 33, 28, 7, 1, 1, NULL, 0, 0);
INSERT INTO performances (performance_id, fixture_id, member_id, batting_position, runs, is_not_out, overs_bowled, wickets, catches) VALUES (28, 33, 11, 8, 34, 0, NULL, 0, 0);
INSERT INTO performances (performance_id, fixture_id, member_id, batting_position, runs, is_not_out, overs_bowled, wickets, catches) VALUES (29, 33, 7, 9, 8, 0, NULL, 0, 0);
INSERT INTO performances (performance_id, fixture_id, member_id, batting_position, runs, is_not_out, overs_bowled, wickets, catches) VALUES (30, 33, 37, 10, NULL, 0, 8.00, 0, 1);
INSERT INTO performances (performance_id, fixture_id, member_id, batting_position, runs, is_not_out, overs_bowled, wickets, catches) VALUES (31, 34, 33, 1, 25, 0, 7.00, 2, 1);
INSERT INTO performances (performance_id, fixture_id, member_id, batting_position, runs, is_not_out, overs_bowled, wickets, catches) VALUES (32, 34, 15, 2, 8, 0, 5.00, 2, 0);
INSERT INTO performances (performance_id, fixture_id, member_id, batting_position, runs, is_not_out, overs_bowled, wickets, catches) VALUES (33, 34, 32, 3, 8, 0, 5.00, 3, 1);
INSERT INTO performances (performance_id, fixture_id, member_id, batting_position, runs, is_not_out, overs_bowled, wickets, catches) VALUES (34, 34, 28, 4, 5, 0, NULL, 0, 1);
INSERT INTO performances (performance_id, fixture_id, member_id, batting_position, runs, is_not_out, overs_bowled, wickets, catches) VALUES (35, 34, 11, 5, 14, 0, NULL, 0, 0);
INSERT INTO performances (performance_id, fixture_id, member_id, batting_position, runs, is_not_out, overs_bowled, wickets, catches) VALUES (36, 34, 7, 6, 30, 0, NULL, 0, 0);
INSERT INTO performances (performance_id, fixture_id, member_id, batting_position, runs, is_not_out, overs_bowled, wickets, catches) VALUES (37, 34, 37, 7, 3, 1, 9.00, 3, 1);
INSERT INTO performances (performance_id, fixture_id, member_id, batting_position, runs, is_not_out, overs_bowled, wickets, catches) VALUES (38, 34, 4, 8, 12, 0, NULL, 0, 1);
INSERT INTO performances (performance_id, fixture_id, member_id, batting_position, runs, is_not_out, overs_bowled, wickets, catches) VALUES (39, 34, 14, 9, NULL, 0, NULL, 0, 0);
INSERT INTO performances (performance_id, fixture_id, member_id, batting_position, runs, is_not_out, overs_bowled, wickets, catches) VALUES (40, 34, 6, 10, 14, 0, NULL, 0, 0);
INSERT INTO performances (performance_id, fixture_id, member_id, batting_position, runs, is_not_out, overs_bowled, wickets, catches) VALUES (41, 35, 28, 1, 21, 0, NULL, 0, 0);
INSERT INTO performances (performance_id, fixture_id, member_id, batting_position, runs, is_not_out, overs_bowled, wickets, catches) VALUES (42, 35, 11, 2, 21, 0, NULL, 0, 0);
INSERT INTO performances (performance_id, fixture_id, member_id, batting_position, runs, is_not_out, overs_bowled, wickets, catches) VALUES (43, 35, 7, 3, 1, 0, NULL, 0, 0);
INSERT INTO performances (performance_id, fixture_id, member_id, batting_position, runs, is_not_out, overs_bowled, wickets, catches) VALUES (44, 35, 37, 4, 1, 0, 10.00, 1, 0);
INSERT INTO performances (performance_id, fixture_id, member_id, batting_position, runs, is_not_out, overs_bowled, wickets, catches) VALUES (45, 35, 4, 5, 67, 0, NULL, 0, 0);
INSERT INTO performances (performance_id, fixture_id, member_id, batting_position, runs, is_not_out, overs_bowled, wickets, catches) VALUES (46, 35, 14, 6, 14, 0, NULL, 0, 1);
INSERT INTO performances (performance_id, fixture_id, member_id, batting_position, runs, is_not_out, overs_bowled, wickets, catches) VALUES (47, 35, 6, 7, 34, 1, NULL, 0, 0);
INSERT INTO performances (performance_id, fixture_id, member_id, batting_position, runs, is_not_out, overs_bowled, wickets, catches) VALUES (48, 35, 5, 8, 41, 0, 7.00, 1, 1);
INSERT INTO performances (performance_id, fixture_id, member_id, batting_position, runs, is_not_out, overs_bowled, wickets, catches) VALUES (49, 35, 13, 9, 5, 0, NULL, 0, 0);
INSERT INTO performances (performance_id, fixture_id, member_id, batting_position, runs, is_not_out, overs_bowled, wickets, catches) VALUES (50, 35, 1, 10, NULL, 0, NULL, 0, 0);
INSERT INTO performances (performance_id, fixture_id, member_id, batting_position, runs, is_not_out, overs_bowled, wickets, catches) VALUES (51, 36, 37, 1, 34, 0, 7.00, 3, 2);
INSERT INTO performances (performance_id, fixture_id, member_id, batting_position, runs, is_not_out, overs_bowled, wickets, catches) VALUES (52, 36, 4, 2, 31, 0, NULL, 0, 0);
INSERT INTO performances (performance_id, fixture_id, member_id, batting_position, runs, is_not_out, overs_bowled, wickets, catches) VALUES (53, 36, 14, 3, 14, 0, NULL, 0, 0);
INSERT INTO performances (performance_id, fixture_id, member_id, batting_position, runs, is_not_out, overs_bowled, wickets, catches) VALUES (54, 36, 6, 4, 1, 0, NULL, 0, 0);
INSERT INTO performances (performance_id, fixture_id, member_id, batting_position, runs, is_not_out, overs_bowled, wickets, catches) VALUES (55, 36, 5, 5, 1, 0, 5.00, 0, 2);
INSERT INTO performances (performance_id, fixture_id, member_id, batting_position, runs, is_not_out, overs_bowled, wickets, catches) VALUES (56, 36, 13, 6, 21, 0, NULL, 0, 1);
INSERT INTO performances (performance_id, fixture_id, member_id, batting_position, runs, is_not_out, overs_bowled, wickets, catches) VALUES (57, 36, 1, 7, 8, 1, NULL, 0, 2);
INSERT INTO performances (performance_id, fixture_id, member_id, batting_position, runs, is_not_out, overs_bowled, wickets, catches) VALUES (58, 36, 10, 8, 30, 0, 9.00, 0, 0);
INSERT INTO performances (performance_id, fixture_id, member_id, batting_position, runs, is_not_out, overs_bowled, wickets, catches) VALUES (59, 36, 22, 9, NULL, 0, 10.00, 4, 0);
INSERT INTO performances (performance_id, fixture_id, member_id, batting_position, runs, is_not_out, overs_bowled, wickets, catches) VALUES (60, 36, 27, 10, 3, 0, 7.00, 0, 2);
INSERT INTO subscriptions (subscription_id, member_id, season_year, amount_due, amount_paid, paid_date, payment_method) VALUES (1, 1, 2024, 120.00, 120.00, '2024-04-02', 'Bank transfer');
INSERT INTO subscriptions (subscription_id, member_id, season_year, amount_due, amount_paid, paid_date, payment_method) VALUES (2, 4, 2024, 120.00, 120.00, '2024-04-05', 'Bank transfer');
INSERT INTO subscriptions (subscription_id, member_id, season_year, amount_due, amount_paid, paid_date, payment_method) VALUES (3, 5, 2024, 120.00, 60.00, '2024-04-15', 'Card');
INSERT INTO subscriptions (subscription_id, member_id, season_year, amount_due, amount_paid, paid_date, payment_method) VALUES (4, 6, 2024, 120.00, 120.00, '2024-03-07', 'Card');
INSERT INTO subscriptions (subscription_id, member_id, season_year, amount_due, amount_paid, paid_date, payment_method) VALUES (5, 7, 2024, 120.00, 120.00, '2024-04-08', 'Bank transfer');
INSERT INTO subscriptions (subscription_id, member_id, season_year, amount_due, amount_paid, paid_date, payment_method) VALUES (6, 8, 2024, 120.00, 120.00, '2024-05-09', 'Cash');
INSERT INTO subscriptions (subscription_id, member_id, season_year, amount_due, amount_paid, paid_date, payment_method) VALUES (7, 10, 2024, 120.00, 120.00, '2024-04-11', 'Bank transfer');
INSERT INTO subscriptions (subscription_id, member_id, season_year, amount_due, amount_paid, paid_date, payment_method) VALUES (8, 11, 2024, 120.00, 120.00, '2024-05-12', 'Cash');
INSERT INTO subscriptions (subscription_id, member_id, season_year, amount_due, amount_paid, paid_date, payment_method) VALUES (9, 12, 2024, 120.00, 0.00, NULL, NULL);
INSERT INTO subscriptions (subscription_id, member_id, season_year, amount_due, amount_paid, paid_date, payment_method) VALUES (10, 13, 2024, 120.00, 120.00, '2024-04-14', 'Bank transfer');
INSERT INTO subscriptions (subscription_id, member_id, season_year, amount_due, amount_paid, paid_date, payment_method) VALUES (11, 14, 2024, 120.00, 120.00, '2024-05-15', 'Cash');
INSERT INTO subscriptions (subscription_id, member_id, season_year, amount_due, amount_paid, paid_date, payment_method) VALUES (12, 15, 2024, 120.00, 120.00, '2024-03-16', 'Card');
INSERT INTO subscriptions (subscription_id, member_id, season_year, amount_due, amount_paid, paid_date, payment_method) VALUES (13, 22, 2024, 120.00, 0.00, NULL, NULL);
INSERT INTO subscriptions (subscription_id, member_id, season_year, amount_due, amount_paid, paid_date, payment_method) VALUES (14, 23, 2024, 120.00, 120.00, '2024-05-24', 'Cash');
INSERT INTO subscriptions (subscription_id, member_id, season_year, amount_due, amount_paid, paid_date, payment_method) VALUES (15, 24, 2024, 120.00, 120.00, '2024-03-25', 'Card');
INSERT INTO subscriptions (subscription_id, member_id, season_year, amount_due, amount_paid, paid_date, payment_method) VALUES (16, 27, 2024, 120.00, 120.00, '2024-03-01', 'Card');
INSERT INTO subscriptions (subscription_id, member_id, season_year, amount_due, amount_paid, paid_date, payment_method) VALUES (17, 28, 2024, 120.00, 120.00, '2024-04-02', 'Bank transfer');
INSERT INTO subscriptions (subscription_id, member_id, season_year, amount_due, amount_paid, paid_date, payment_method) VALUES (18, 32, 2024, 120.00, 120.00, '2024-05-06', 'Cash');
INSERT INTO subscriptions (subscription_id, member_id, season_year, amount_due, amount_paid, paid_date, payment_method) VALUES (19, 33, 2024, 120.00, 120.00, '2024-03-07', 'Card');
INSERT INTO subscriptions (subscription_id, member_id, season_year, amount_due, amount_paid, paid_date, payment_method) VALUES (20, 37, 2024, 120.00, 120.00, '2024-04-11', 'Bank transfer');
INSERT INTO subscriptions (subscription_id, member_id, season_year, amount_due, amount_paid, paid_date, payment_method) VALUES (21, 1, 2025, 125.00, 125.00, '2025-04-02', 'Cash');
INSERT INTO subscriptions (subscription_id, member_id, season_year, amount_due, amount_paid, paid_date, payment_method) VALUES (22, 2, 2025, 35.00, 35.00, '2025-05-03', 'Card');
INSERT INTO subscriptions (subscription_id, member_id, season_year, amount_due, amount_paid, paid_date, payment_method) VALUES (23, 3, 2025, 65.00, 65.00, '2025-03-04', 'Bank transfer');
INSERT INTO subscriptions (subscription_id, member_id, season_year, amount_due, amount_paid, paid_date, payment_method) VALUES (24, 4, 2025, 125.00, 125.00, '2025-04-05', 'Cash');
INSERT INTO subscriptions (subscription_id, member_id, season_year, amount_due, amount_paid, paid_date, payment_method) VALUES (25, 5, 2025, 125.00, 125.00, '2025-05-06', 'Card');
INSERT INTO subscriptions (subscription_id, member_id, season_year, amount_due, amount_paid, paid_date, payment_method) VALUES (26, 6, 2025, 125.00, 0.00, NULL, NULL);
INSERT INTO subscriptions (subscription_id, member_id, season_year, amount_due, amount_paid, paid_date, payment_method) VALUES (27, 7, 2025, 125.00, 125.00, '2025-04-08', 'Cash');
INSERT INTO subscriptions (subscription_id, member_id, season_year, amount_due, amount_paid, paid_date, payment_method) VALUES (28, 8, 2025, 125.00, 62.50, '2025-04-18', 'Card');
INSERT INTO subscriptions (subscription_id, member_id, season_year, amount_due, amount_paid, paid_date, payment_method) VALUES (29, 9, 2025, 40.00, 40.00, '2025-03-10', 'Bank transfer');
INSERT INTO subscriptions (subscription_id, member_id, season_year, amount_due, amount_paid, paid_date, payment_method) VALUES (30, 10, 2025, 125.00, 0.00, NULL, NULL);
INSERT INTO subscriptions (subscription_id, member_id, season_year, amount_due, amount_paid, paid_date, payment_method) VALUES (31, 11, 2025, 125.00, 125.00, '2025-05-12', 'Card');
INSERT INTO subscriptions (subscription_id, member_id, season_year, amount_due, amount_paid, paid_date, payment_method) VALUES (32, 13, 2025, 125.00, 0.00, NULL, NULL);
INSERT INTO subscriptions (subscription_id, member_id, season_year, amount_due, amount_paid, paid_date, payment_method) VALUES (33, 14, 2025, 125.00, 125.00, '2025-05-15', 'Card');
INSERT INTO subscriptions (subscription_id, member_id, season_year, amount_due, amount_paid, paid_date, payment_method) VALUES (34, 15, 2025, 125.00, 125.00, '2025-03-16', 'Bank transfer');
INSERT INTO subscriptions (subscription_id, member_id, season_year, amount_due, amount_paid, paid_date, payment_method) VALUES (35, 17, 2025, 65.00, 65.00, '2025-05-18', 'Card');
INSERT INTO subscriptions (subscription_id, member_id, season_year, amount_due, amount_paid, paid_date, payment_method) VALUES (36, 19, 2025, 35.00, 35.00, '2025-04-20', 'Cash');
INSERT INTO subscriptions (subscription_id, member_id, season_year, amount_due, amount_paid, paid_date, payment_method) VALUES (37, 20, 2025, 35.00, 0.00, NULL, NULL);
INSERT INTO subscriptions (subscription_id, member_id, season_year, amount_due, amount_paid, paid_date, payment_method) VALUES (38, 21, 2025, 35.00, 35.00, '2025-03-22', 'Bank transfer');
INSERT INTO subscriptions (subscription_id, member_id, season_year, amount_due, amount_paid, paid_date, payment_method) VALUES (39, 22, 2025, 125.00, 125.00, '2025-04-23', 'Cash');
INSERT INTO subscriptions (subscription_id, member_id, season_year, amount_due, amount_paid, paid_date, payment_method) VALUES (40, 23, 2025, 125.00, 125.00, '2025-05-24', 'Card');
INSERT INTO subscriptions (subscription_id, member_id, season_year, amount_due, amount_paid, paid_date, payment_method) VALUES (41, 24, 2025, 125.00, 125.00, '2025-03-25', 'Bank transfer');
INSERT INTO subscriptions (subscription_id, member_id, season_year, amount_due, amount_paid, paid_date, payment_method) VALUES (42, 25, 2025, 40.00, 40.00, '2025-04-26', 'Cash');
INSERT INTO subscriptions (subscription_id, member_id, season_year, amount_due, amount_paid, paid_date, payment_method) VALUES (43, 26, 2025, 65.00, 65.00, '2025-05-27', 'Card');
INSERT INTO subscriptions (subscription_id, member_id, season_year, amount_due, amount_paid, paid_date, payment_method) VALUES (44, 27, 2025, 125.00, 62.50, '2025-04-22', 'Bank transfer');
INSERT INTO subscriptions (subscription_id, member_id, season_year, amount_due, amount_paid, paid_date, payment_method) VALUES (45, 28, 2025, 125.00, 125.00, '2025-04-02', 'Cash');
INSERT INTO subscriptions (subscription_id, member_id, season_year, amount_due, amount_paid, paid_date, payment_method) VALUES (46, 29, 2025, 35.00, 35.00, '2025-05-03', 'Card');
INSERT INTO subscriptions (subscription_id, member_id, season_year, amount_due, amount_paid, paid_date, payment_method) VALUES (47, 30, 2025, 40.00, 0.00, NULL, NULL);
INSERT INTO subscriptions (subscription_id, member_id, season_year, amount_due, amount_paid, paid_date, payment_method) VALUES (48, 31, 2025, 40.00, 40.00, '2025-04-05', 'Cash');
INSERT INTO subscriptions (subscription_id, member_id, season_year, amount_due, amount_paid, paid_date, payment_method) VALUES (49, 32, 2025, 125.00, 125.00, '2025-05-06', 'Card');
INSERT INTO subscriptions (subscription_id, member_id, season_year, amount_due, amount_paid, paid_date, payment_method) VALUES (50, 33, 2025, 125.00, 125.00, '2025-03-07', 'Bank transfer');
INSERT INTO subscriptions (subscription_id, member_id, season_year, amount_due, amount_paid, paid_date, payment_method) VALUES (51, 34, 2025, 65.00, 32.50, '2025-04-14', 'Cash');
INSERT INTO subscriptions (subscription_id, member_id, season_year, amount_due, amount_paid, paid_date, payment_method) VALUES (52, 36, 2025, 35.00, 35.00, '2025-03-10', 'Bank transfer');
INSERT INTO subscriptions (subscription_id, member_id, season_year, amount_due, amount_paid, paid_date, payment_method) VALUES (53, 37, 2025, 125.00, 125.00, '2025-04-11', 'Cash');
INSERT INTO subscriptions (subscription_id, member_id, season_year, amount_due, amount_paid, paid_date, payment_method) VALUES (54, 39, 2025, 65.00, 65.00, '2025-03-13', 'Bank transfer');
INSERT INTO subscriptions (subscription_id, member_id, season_year, amount_due, amount_paid, paid_date, payment_method) VALUES (55, 40, 2025, 40.00, 40.00, '2025-04-14', 'Cash');
INSERT INTO bar_takings (taking_id, takings_date, fixture_id, occasion, till_takings, card_takings, cash_float, staffed_by_member_id) VALUES (1, '2024-02-16', NULL, 'Quiz night', 412.50, 288.75, 150.00, 26);
INSERT INTO bar_takings (taking_id, takings_date, fixture_id, occasion, till_takings, card_takings, cash_float, staffed_by_member_id) VALUES (2, '2024-03-22', NULL, 'Curry night', 655.00, 458.50, 150.00, 30);
INSERT INTO bar_takings (taking_id, takings_date, fixture_id, occasion, till_takings, card_takings, cash_float, staffed_by_member_id) VALUES (3, '2024-04-27', 15, 'Match day', 180.00, 99.00, 100.00, 9);
INSERT INTO bar_takings (taking_id, takings_date, fixture_id, occasion, till_takings, card_takings, cash_float, staffed_by_member_id) VALUES (4, '2024-05-25', 17, 'Match day', 217.50, 137.03, 100.00, 17);
INSERT INTO bar_takings (taking_id, takings_date, fixture_id, occasion, till_takings, card_takings, cash_float, staffed_by_member_id) VALUES (5, '2024-06-01', 23, 'Match day', 328.00, 180.40, 100.00, 30);
INSERT INTO bar_takings (taking_id, takings_date, fixture_id, occasion, till_takings, card_takings, cash_float, staffed_by_member_id) VALUES (6, '2024-06-05', 29, 'Match day', 439.50, 347.21, 100.00, 34);
INSERT INTO bar_takings (taking_id, takings_date, fixture_id, occasion, till_takings, card_takings, cash_float, staffed_by_member_id) VALUES (7, '2024-06-16', 26, 'Match day', 402.00, 285.42, 100.00, 39);
INSERT INTO bar_takings (taking_id, takings_date, fixture_id, occasion, till_takings, card_takings, cash_float, staffed_by_member_id) VALUES (8, '2024-06-22', 19, 'Match day', 101.60, 72.14, 100.00, 25);
INSERT INTO bar_takings (taking_id, takings_date, fixture_id, occasion, till_takings, card_takings, cash_float, staffed_by_member_id) VALUES (9, '2024-07-06', 20, 'Match day', 291.50, 230.28, 100.00, 26);
INSERT INTO bar_takings (taking_id, takings_date, fixture_id, occasion, till_takings, card_takings, cash_float, staffed_by_member_id) VALUES (10, '2024-08-03', 25, 'Match day', 365.50, 230.27, 100.00, 3);
INSERT INTO bar_takings (taking_id, takings_date, fixture_id, occasion, till_takings, card_takings, cash_float, staffed_by_member_id) VALUES (11, '2024-09-28', NULL, 'Presentation evening', 1248.00, 873.60, 150.00, 3);
INSERT INTO bar_takings (taking_id, takings_date, fixture_id, occasion, till_takings, card_takings, cash_float, staffed_by_member_id) VALUES (12, '2024-11-05', NULL, 'Bonfire night', 980.50, 686.35, 150.00, 39);
INSERT INTO bar_takings (taking_id, takings_date, fixture_id, occasion, till_takings, card_takings, cash_float, staffed_by_member_id) VALUES (13, '2024-12-20', NULL, 'Christmas quiz', 534.00, 373.80, 150.00, 34);
INSERT INTO bar_takings (taking_id, takings_date, fixture_id, occasion, till_takings, card_takings, cash_float, staffed_by_member_id) VALUES (14, '2025-02-14', NULL, 'Quiz night', 388.00, 271.60, 150.00, 9);
INSERT INTO bar_takings (taking_id, takings_date, fixture_id, occasion, till_takings, card_takings, cash_float, staffed_by_member_id) VALUES (15, '2025-03-21', NULL, 'Race night', 702.50, 491.75, 150.00, 17);
INSERT INTO bar_takings (taking_id, takings_date, fixture_id, occasion, till_takings, card_takings, cash_float, staffed_by_member_id) VALUES (16, '2025-05-03', 38, 'Match day', 364.00, 200.20, 100.00, 30);
INSERT INTO bar_takings (taking_id, takings_date, fixture_id, occasion, till_takings, card_takings, cash_float, staffed_by_member_id) VALUES (17, '2025-05-10', 32, 'Match day', 216.00, 118.80, 100.00, 9);
INSERT INTO bar_takings (taking_id, takings_date, fixture_id, occasion, till_takings, card_takings, cash_float, staffed_by_member_id) VALUES (18, '2025-05-18', 42, 'Match day', 438.00, 310.98, 100.00, 39);
INSERT INTO bar_takings (taking_id, takings_date, fixture_id, occasion, till_takings, card_takings, cash_float, staffed_by_member_id) VALUES (19, '2025-05-28', 46, 'Match day', 289.50, 182.38, 100.00, 17);
INSERT INTO bar_takings (taking_id, takings_date, fixture_id, occasion, till_takings, card_takings, cash_float, staffed_by_member_id) VALUES (20, '2025-05-31', 39, 'Match day', 401.50, 252.94, 100.00, 3);
INSERT INTO bar_takings (taking_id, takings_date, fixture_id, occasion, till_takings, card_takings, cash_float, staffed_by_member_id) VALUES (21, '2025-06-07', 34, 'Match day', 253.50, 159.71, 100.00, 17);
INSERT INTO bar_takings (taking_id, takings_date, fixture_id, occasion, till_takings, card_takings, cash_float, staffed_by_member_id) VALUES (22, '2025-06-21', 35, 'Match day', 290.00, 205.90, 100.00, 25);
INSERT INTO bar_takings (taking_id, takings_date, fixture_id, occasion, till_takings, card_takings, cash_float, staffed_by_member_id) VALUES (23, '2025-07-13', 44, 'Match day', 215.50, 170.25, 100.00, 34);
INSERT INTO bar_takings (taking_id, takings_date, fixture_id, occasion, till_takings, card_takings, cash_float, staffed_by_member_id) VALUES (24, '2025-07-19', 37, 'Match day', 131.00, 103.49, 100.00, 26);
INSERT INTO bar_takings (taking_id, takings_date, fixture_id, occasion, till_takings, card_takings, cash_float, staffed_by_member_id) VALUES (25, '2025-07-23', 48, 'Match day', 326.00, 231.46, 100.00, 25);
INSERT INTO bar_takings (taking_id, takings_date, fixture_id, occasion, till_takings, card_takings, cash_float, staffed_by_member_id) VALUES (26, '2025-08-10', 45, 'Match day', 252.00, 138.60, 100.00, 9);
INSERT INTO bar_takings (taking_id, takings_date, fixture_id, occasion, till_takings, card_takings, cash_float, staffed_by_member_id) VALUES (27, '2025-08-16', 50, 'Match day', 363.50, 287.17, 100.00, 26);
INSERT INTO bar_takings (taking_id, takings_date, fixture_id, occasion, till_takings, card_takings, cash_float, staffed_by_member_id) VALUES (28, '2025-09-27', NULL, 'Presentation evening', 1316.00, 921.20, 150.00, 25);
INSERT INTO bar_takings (taking_id, takings_date, fixture_id, occasion, till_takings, card_takings, cash_float, staffed_by_member_id) VALUES (29, '2025-11-05', NULL, 'Bonfire night', 1104.00, 772.80, 150.00, 26);
INSERT INTO bar_takings (taking_id, takings_date, fixture_id, occasion, till_takings, card_takings, cash_float, staffed_by_member_id) VALUES (30, '2025-12-19', NULL, 'Christmas quiz', 611.50, 428.05, 150.00, 30);
COMMIT;
