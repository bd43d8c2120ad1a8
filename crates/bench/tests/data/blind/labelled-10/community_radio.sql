-- community_radio: a volunteer-run community radio station (presenters, shows, episodes, tracks, donors, donations)
BEGIN TRANSACTION;
CREATE TABLE presenters (
  presenter_id INTEGER PRIMARY KEY,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  dj_name TEXT,  -- NULL = goes on air under their real name
  joined_on TEXT NOT NULL,
  left_on TEXT,  -- NULL = still presenting with the station
  is_volunteer INTEGER NOT NULL CHECK (is_volunteer IN (0, 1))
);
CREATE TABLE shows (
  show_id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  genre TEXT NOT NULL,
  presenter_id INTEGER NOT NULL REFERENCES presenters(presenter_id),
  weekday TEXT NOT NULL,
  start_time TEXT NOT NULL,
  duration_min INTEGER NOT NULL,
  first_aired_on TEXT NOT NULL,
  ended_on TEXT  -- NULL = still on air
);
CREATE TABLE episodes (
  episode_id INTEGER PRIMARY KEY,
  show_id INTEGER NOT NULL REFERENCES shows(show_id),
  aired_on TEXT NOT NULL,
  recorded_on TEXT,  -- NULL = went out live, not pre-recorded
  avg_listeners INTEGER NOT NULL,
  peak_listeners INTEGER NOT NULL,
  guest_name TEXT  -- NULL = no studio guest
);
CREATE TABLE tracks_played (
  play_id INTEGER PRIMARY KEY,
  episode_id INTEGER NOT NULL REFERENCES episodes(episode_id),
  artist TEXT NOT NULL,
  track_title TEXT NOT NULL,
  length_sec INTEGER NOT NULL,
  is_local_artist INTEGER NOT NULL CHECK (is_local_artist IN (0, 1))
);
CREATE TABLE donors (
  donor_id INTEGER PRIMARY KEY,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  town TEXT NOT NULL,
  email TEXT,  -- NULL = no email address given
  signed_up_on TEXT NOT NULL,
  is_member INTEGER NOT NULL CHECK (is_member IN (0, 1))
);
CREATE TABLE donations (
  donation_id INTEGER PRIMARY KEY,
  donor_id INTEGER NOT NULL REFERENCES donors(donor_id),
  show_id INTEGER REFERENCES shows(show_id),  -- NULL = general donation, not for a particular show
  donated_on TEXT NOT NULL,
  amount REAL NOT NULL,
  gift_aid_amount REAL,  -- NULL = no Gift Aid declared
  method TEXT NOT NULL
);
INSERT INTO presenters VALUES (1, 'Sam', 'Okafor', 'DJ Samo', '2016-03-05', NULL, 1);
INSERT INTO presenters VALUES (2, 'Sam', 'Whitfield', NULL, '2019-09-14', NULL, 1);
INSERT INTO presenters VALUES (3, 'Dave', 'Pritchard', 'Diesel Dave', '2014-01-11', NULL, 1);
INSERT INTO presenters VALUES (4, 'Maureen', 'Kelly', NULL, '2012-06-02', NULL, 0);
INSERT INTO presenters VALUES (5, 'Tunde', 'Adeyemi', 'T-Bone', '2018-04-21', NULL, 1);
INSERT INTO presenters VALUES (6, 'Lisa', 'Harrington', NULL, '2015-10-03', '2024-12-20', 1);
INSERT INTO presenters VALUES (7, 'Gethin', 'Price', NULL, '2020-02-08', NULL, 1);
INSERT INTO presenters VALUES (8, 'Anjali', 'Mistry', 'DJ Anj', '2021-07-17', NULL, 1);
INSERT INTO presenters VALUES (9, 'Colin', 'Beattie', NULL, '2011-09-01', NULL, 0);
INSERT INTO presenters VALUES (10, 'Rosie', 'Fenwick', NULL, '2022-01-15', NULL, 1);
INSERT INTO presenters VALUES (11, 'Marek', 'Nowak', 'Marek the Mixer', '2019-05-25', '2024-08-31', 1);
INSERT INTO presenters VALUES (12, 'Yvonne', 'Clarke', NULL, '2013-11-30', NULL, 1);
INSERT INTO presenters VALUES (13, 'Kofi', 'Boateng', 'Kofi B', '2023-03-04', NULL, 1);
INSERT INTO presenters VALUES (14, 'Eleanor', 'Sykes', NULL, '2017-06-10', NULL, 0);
INSERT INTO presenters VALUES (15, 'Pat', 'Donnelly', NULL, '2010-04-17', '2024-03-29', 1);
INSERT INTO presenters VALUES (16, 'Jess', 'Marlow', 'Jezebel', '2024-02-03', NULL, 1);
INSERT INTO presenters VALUES (17, 'Hugh', 'Carrick', NULL, '2016-08-20', NULL, 1);
INSERT INTO presenters VALUES (18, 'Bilal', 'Hassan', NULL, '2024-09-07', NULL, 1);
INSERT INTO shows VALUES (1, 'Breakfast Brew', 'Community news', 12, 'Monday', '07:00', 120, '2016-01-04', NULL);
INSERT INTO shows VALUES (2, 'Folk Roots', 'Folk', 4, 'Tuesday', '19:00', 120, '2012-06-12', NULL);
INSERT INTO shows VALUES (3, 'Late Night Jazz', 'Jazz', 9, 'Friday', '22:00', 120, '2011-09-02', NULL);
INSERT INTO shows VALUES (4, 'The Jazz Cellar', 'Jazz', 17, 'Sunday', '20:00', 60, '2016-09-04', NULL);
INSERT INTO shows VALUES (5, 'Bass Culture', 'Reggae', 5, 'Saturday', '21:00', 120, '2018-05-05', NULL);
INSERT INTO shows VALUES (6, 'Rock Solid', 'Rock', 3, 'Thursday', '20:00', 120, '2014-01-16', NULL);
INSERT INTO shows VALUES (7, 'Talking Heads Hour', 'Talk', 14, 'Wednesday', '12:00', 60, '2017-06-14', NULL);
INSERT INTO shows VALUES (8, 'Soundsystem Sessions', 'Electronic', 1, 'Saturday', '23:00', 120, '2016-03-12', NULL);
INSERT INTO shows VALUES (9, 'Valley Voices', 'Talk', 7, 'Thursday', '10:00', 60, '2020-02-13', NULL);
INSERT INTO shows VALUES (10, 'Bollywood Beats', 'World', 8, 'Sunday', '16:00', 120, '2021-07-25', NULL);
INSERT INTO shows VALUES (11, 'Country Crossroads', 'Country', 15, 'Tuesday', '14:00', 60, '2010-04-20', '2024-03-26');
INSERT INTO shows VALUES (12, 'Sam''s Sunday Sofa', 'Talk', 2, 'Sunday', '10:00', 120, '2019-09-15', NULL);
INSERT INTO shows VALUES (13, 'Folk & Blues Hour', 'Blues', 6, 'Monday', '21:00', 60, '2015-10-05', '2024-12-16');
INSERT INTO shows VALUES (14, 'Afrobeats Express', 'World', 13, 'Friday', '18:00', 120, '2023-03-10', NULL);
INSERT INTO shows VALUES (15, 'Classical Corner', 'Classical', 12, 'Wednesday', '09:00', 60, '2014-01-08', NULL);
INSERT INTO shows VALUES (16, 'Club Night Live', 'Electronic', 11, 'Friday', '20:00', 120, '2019-06-07', '2024-08-30');
INSERT INTO shows VALUES (17, 'Indie Underground', 'Rock', 10, 'Wednesday', '20:00', 120, '2022-01-19', NULL);
INSERT INTO shows VALUES (18, 'Kids Corner', 'Talk', 16, 'Saturday', '09:00', 60, '2024-02-10', NULL);
INSERT INTO shows VALUES (19, 'Hip Hop Hour', 'Hip hop', 18, 'Thursday', '21:00', 60, '2024-09-12', NULL);
INSERT INTO shows VALUES (20, 'Folk Roots Extra', 'Folk', 4, 'Saturday', '14:00', 60, '2023-05-06', '2025-01-25');
INSERT INTO episodes VALUES (1, 7, '2024-01-03', '2023-12-31', 381, 743, NULL);
INSERT INTO episodes VALUES (2, 13, '2024-02-05', NULL, 115, 196, NULL);
INSERT INTO episodes VALUES (3, 18, '2024-02-10', NULL, 155, 218, NULL);
INSERT INTO episodes VALUES (4, 16, '2024-02-16', '2024-02-11', 248, 523, NULL);
INSERT INTO episodes VALUES (5, 11, '2024-02-20', NULL, 133, 203, NULL);
INSERT INTO episodes VALUES (6, 16, '2024-03-01', '2024-02-24', 240, 501, 'Ruth Aldridge');
INSERT INTO episodes VALUES (7, 14, '2024-03-08', '2024-03-02', 157, 279, NULL);
INSERT INTO episodes VALUES (8, 13, '2024-03-11', NULL, 145, 218, NULL);
INSERT INTO episodes VALUES (9, 6, '2024-03-21', NULL, 98, 201, NULL);
INSERT INTO episodes VALUES (10, 9, '2024-04-04', NULL, 193, 338, NULL);
INSERT INTO episodes VALUES (11, 8, '2024-04-06', NULL, 400, 752, NULL);
INSERT INTO episodes VALUES (12, 13, '2024-04-08', NULL, 125, 258, NULL);
INSERT INTO episodes VALUES (13, 3, '2024-04-26', NULL, 619, 1177, 'Inspector Dave Harlow');
INSERT INTO episodes VALUES (14, 20, '2024-04-27', NULL, 385, 773, NULL);
INSERT INTO episodes VALUES (15, 14, '2024-05-03', NULL, 156, 329, 'Cllr Janet Moore');
INSERT INTO episodes VALUES (16, 8, '2024-05-18', '2024-05-13', 450, 817, 'Priya Sandhu');
INSERT INTO episodes VALUES (17, 9, '2024-06-06', NULL, 224, 490, NULL);
INSERT INTO episodes VALUES (18, 2, '2024-06-18', NULL, 360, 604, 'Priya Sandhu');
INSERT INTO episodes VALUES (19, 15, '2024-07-03', NULL, 273, 578, NULL);
INSERT INTO episodes VALUES (20, 2, '2024-07-23', '2024-07-19', 315, 588, NULL);
INSERT INTO episodes VALUES (21, 14, '2024-08-09', '2024-08-07', 227, 343, 'Kate Rusby-Lane');
INSERT INTO episodes VALUES (22, 10, '2024-08-11', NULL, 223, 465, NULL);
INSERT INTO episodes VALUES (23, 14, '2024-08-16', NULL, 246, 349, 'Dr Femi Ogun');
INSERT INTO episodes VALUES (24, 13, '2024-08-19', NULL, 152, 221, NULL);
INSERT INTO episodes VALUES (25, 5, '2024-09-21', NULL, 114, 215, NULL);
INSERT INTO episodes VALUES (26, 12, '2024-10-06', NULL, 308, 504, 'The Hollow Pines');
INSERT INTO episodes VALUES (27, 1, '2024-10-07', '2024-10-02', 711, 986, 'Beats4Good collective');
INSERT INTO episodes VALUES (28, 20, '2024-10-12', '2024-10-08', 271, 536, 'Mo Farooq');
INSERT INTO episodes VALUES (29, 5, '2024-10-26', '2024-10-22', 146, 204, NULL);
INSERT INTO episodes VALUES (30, 20, '2024-10-26', NULL, 401, 690, NULL);
INSERT INTO episodes VALUES (31, 4, '2024-10-27', NULL, 307, 620, 'The Hollow Pines');
INSERT INTO episodes VALUES (32, 18, '2024-11-16', NULL, 183, 364, NULL);
INSERT INTO episodes VALUES (33, 4, '2024-12-01', NULL, 181, 314, NULL);
INSERT INTO episodes VALUES (34, 1, '2024-12-09', NULL, 653, 975, 'Sally Trent (food bank)');
INSERT INTO episodes VALUES (35, 9, '2024-12-26', NULL, 180, 315, 'Cllr Janet Moore');
INSERT INTO episodes VALUES (36, 3, '2025-01-03', NULL, 574, 1231, 'Inspector Dave Harlow');
INSERT INTO episodes VALUES (37, 7, '2025-01-08', '2025-01-06', 395, 819, 'Mo Farooq');
INSERT INTO episodes VALUES (38, 9, '2025-01-16', NULL, 223, 398, NULL);
INSERT INTO episodes VALUES (39, 3, '2025-01-24', NULL, 552, 973, NULL);
INSERT INTO episodes VALUES (40, 12, '2025-01-26', NULL, 333, 460, NULL);
INSERT INTO episodes VALUES (41, 1, '2025-01-27', '2025-01-26', 1003, 1805, 'Ali Rezaei');
INSERT INTO episodes VALUES (42, 17, '2025-02-05', NULL, 249, 539, NULL);
INSERT INTO episodes VALUES (43, 18, '2025-02-22', NULL, 148, 305, NULL);
INSERT INTO episodes VALUES (44, 7, '2025-02-26', NULL, 426, 634, NULL);
INSERT INTO episodes VALUES (45, 17, '2025-02-26', NULL, 385, 764, NULL);
INSERT INTO episodes VALUES (46, 8, '2025-03-08', NULL, 356, 537, NULL);
INSERT INTO episodes VALUES (47, 15, '2025-03-26', '2025-03-22', 411, 832, 'Ruth Aldridge');
INSERT INTO episodes VALUES (48, 4, '2025-03-30', '2025-03-29', 288, 515, NULL);
INSERT INTO episodes VALUES (49, 15, '2025-04-16', NULL, 264, 531, NULL);
INSERT INTO episodes VALUES (50, 7, '2025-04-23', '2025-04-17', 449, 802, 'The Lantern Quartet');
INSERT INTO episodes VALUES (51, 19, '2025-05-01', '2025-04-29', 329, 516, NULL);
INSERT INTO episodes VALUES (52, 1, '2025-05-05', NULL, 688, 1308, NULL);
INSERT INTO episodes VALUES (53, 14, '2025-05-09', '2025-05-08', 247, 344, 'Kate Rusby-Lane');
INSERT INTO episodes VALUES (54, 8, '2025-05-10', NULL, 289, 602, 'The Hollow Pines');
INSERT INTO episodes VALUES (55, 3, '2025-05-16', NULL, 601, 823, NULL);
INSERT INTO episodes VALUES (56, 7, '2025-05-21', '2025-05-16', 353, 593, 'Dr Femi Ogun');
INSERT INTO episodes VALUES (57, 2, '2025-06-03', NULL, 385, 673, 'Mo Farooq');
INSERT INTO episodes VALUES (58, 15, '2025-06-11', '2025-06-09', 414, 796, NULL);
INSERT INTO episodes VALUES (59, 19, '2025-06-12', '2025-06-11', 289, 502, 'The Lantern Quartet');
INSERT INTO episodes VALUES (60, 14, '2025-06-13', '2025-06-08', 228, 489, NULL);
INSERT INTO tracks_played VALUES (1, 1, 'Arctic Monkeys', '505', 253, 0);
INSERT INTO tracks_played VALUES (2, 1, 'Fontaines D.C.', 'Starburster', 252, 0);
INSERT INTO tracks_played VALUES (3, 1, 'Jazz Cellar House Band', 'Cellar Door', 412, 1);
INSERT INTO tracks_played VALUES (4, 1, 'Tems', 'Free Mind', 187, 0);
INSERT INTO tracks_played VALUES (5, 2, 'Hannah Rowe Trio', 'Blue Lock', 358, 1);
INSERT INTO tracks_played VALUES (6, 2, 'Muddy Waters', 'Mannish Boy', 325, 0);
INSERT INTO tracks_played VALUES (7, 3, 'The Unthanks', 'Magpie', 331, 0);
INSERT INTO tracks_played VALUES (8, 3, 'Yussef Dayes', 'Rust', 265, 0);
INSERT INTO tracks_played VALUES (9, 4, 'Bicep', 'Glue', 269, 0);
INSERT INTO tracks_played VALUES (10, 4, 'Fred again..', 'Delilah (pull me out of this)', 246, 0);
INSERT INTO tracks_played VALUES (11, 5, 'Dolly Parton', 'Jolene', 162, 0);
INSERT INTO tracks_played VALUES (12, 6, 'Bicep', 'Glue', 269, 0);
INSERT INTO tracks_played VALUES (13, 7, 'Asian Dub Foundation', 'Fortress Europe', 289, 0);
INSERT INTO tracks_played VALUES (14, 7, 'Ravi Sharma & the Ghats', 'Monsoon Morning', 305, 1);
INSERT INTO tracks_played VALUES (15, 8, 'Hannah Rowe Trio', 'Blue Lock', 358, 1);
INSERT INTO tracks_played VALUES (16, 9, 'Mill Town Stompers', 'Saturday Market', 187, 1);
INSERT INTO tracks_played VALUES (17, 11, 'Fred again..', 'Delilah (pull me out of this)', 246, 0);
INSERT INTO tracks_played VALUES (18, 13, 'Ezra Collective', 'Victory Dance', 301, 0);
INSERT INTO tracks_played VALUES (19, 13, 'Jazz Cellar House Band', 'Cellar Door', 412, 1);
INSERT INTO tracks_played VALUES (20, 14, 'The Unthanks', 'Magpie', 331, 0);
INSERT INTO tracks_played VALUES (21, 16, 'Ellie Goulding', 'Lights', 241, 0);
INSERT INTO tracks_played VALUES (22, 18, 'The Hollow Pines', 'Copper Kettle', 221, 1);
INSERT INTO tracks_played VALUES (23, 18, 'The Unthanks', 'Magpie', 331, 0);
INSERT INTO tracks_played VALUES (24, 20, 'Eliza Carthy', 'Worms', 246, 0);
INSERT INTO tracks_played VALUES (25, 22, 'Asian Dub Foundation', 'Fortress Europe', 289, 0);
INSERT INTO tracks_played VALUES (26, 23, 'Tems', 'Free Mind', 187, 0);
INSERT INTO tracks_played VALUES (27, 24, 'Muddy Waters', 'Mannish Boy', 325, 0);
INSERT INTO tracks_played VALUES (28, 27, 'Ezra Collective', 'Victory Dance', 301, 0);
INSERT INTO tracks_played VALUES (29, 27, 'Hannah Rowe Trio', 'Blue Lock', 358, 1);
INSERT INTO tracks_played VALUES (30, 27, 'Kate Rusby', 'Underneath the Stars', 262, 0);
INSERT INTO tracks_played VALUES (31, 28, 'Kiln Street Folk Collective', 'Mill Town Lament', 274, 1);
INSERT INTO tracks_played VALUES (32, 29, 'Calder Valley Sound', 'Hebden Skank', 245, 1);
INSERT INTO tracks_played VALUES (33, 29, 'Steel Pulse', 'Handsworth Revolution', 356, 0);
INSERT INTO tracks_played VALUES (34, 30, 'Kate Rusby', 'Underneath the Stars', 262, 0);
INSERT INTO tracks_played VALUES (35, 30, 'The Hollow Pines', 'Copper Kettle', 221, 1);
INSERT INTO tracks_played VALUES (36, 31, 'Yussef Dayes', 'Rust', 265, 0);
INSERT INTO tracks_played VALUES (37, 32, 'Kiln Street Folk Collective', 'Mill Town Lament', 274, 1);
INSERT INTO tracks_played VALUES (38, 33, 'Ezra Collective', 'Victory Dance', 301, 0);
INSERT INTO tracks_played VALUES (39, 36, 'Jazz Cellar House Band', 'Cellar Door', 412, 1);
INSERT INTO tracks_played VALUES (40, 39, 'Ezra Collective', 'Victory Dance', 301, 0);
INSERT INTO tracks_played VALUES (41, 39, 'Yussef Dayes', 'Rust', 265, 0);
INSERT INTO tracks_played VALUES (42, 40, 'Mill Town Stompers', 'Saturday Market', 187, 1);
INSERT INTO tracks_played VALUES (43, 44, 'Nina Simone', 'Feeling Good', 177, 0);
INSERT INTO tracks_played VALUES (44, 44, 'Tems', 'Free Mind', 187, 0);
INSERT INTO tracks_played VALUES (45, 45, 'Arctic Monkeys', '505', 253, 0);
INSERT INTO tracks_played VALUES (46, 45, 'Fontaines D.C.', 'Starburster', 252, 0);
INSERT INTO tracks_played VALUES (47, 46, 'Ellie Goulding', 'Lights', 241, 0);
INSERT INTO tracks_played VALUES (48, 46, 'Fred again..', 'Delilah (pull me out of this)', 246, 0);
INSERT INTO tracks_played VALUES (49, 47, 'Sheku Kanneh-Mason', 'Song of the Birds', 214, 0);
INSERT INTO tracks_played VALUES (50, 48, 'Jazz Cellar House Band', 'Cellar Door', 412, 1);
INSERT INTO tracks_played VALUES (51, 50, 'Nina Simone', 'Feeling Good', 177, 0);
INSERT INTO tracks_played VALUES (52, 51, 'Little Simz', 'Venom', 160, 0);
INSERT INTO tracks_played VALUES (53, 51, 'Stormzy', 'Blinded By Your Grace, Pt. 2', 222, 0);
INSERT INTO tracks_played VALUES (54, 53, 'Burna Boy', 'Last Last', 172, 0);
INSERT INTO tracks_played VALUES (55, 53, 'Ravi Sharma & the Ghats', 'Monsoon Morning', 305, 1);
INSERT INTO tracks_played VALUES (56, 54, 'Ellie Goulding', 'Lights', 241, 0);
INSERT INTO tracks_played VALUES (57, 54, 'Fred again..', 'Delilah (pull me out of this)', 246, 0);
INSERT INTO tracks_played VALUES (58, 56, 'Fontaines D.C.', 'Starburster', 252, 0);
INSERT INTO tracks_played VALUES (59, 56, 'Shirley Collins', 'Adieu to Old England', 208, 0);
INSERT INTO tracks_played VALUES (60, 60, 'Burna Boy', 'Last Last', 172, 0);
INSERT INTO donors VALUES (1, 'Dave', 'Mellor', 'Hebden Bridge', NULL, '2016-07-03', 0);
INSERT INTO donors VALUES (2, 'Margaret', 'Oyelaran', 'Todmorden', 'margaret.oyelaran6@gmail.com', '2020-03-26', 0);
INSERT INTO donors VALUES (3, 'Sam', 'Greaves', 'Halifax', 'sam.greaves67@gmail.com', '2018-03-17', 0);
INSERT INTO donors VALUES (4, 'Fiona', 'Rudd', 'Hebden Bridge', 'fiona.rudd78@hotmail.co.uk', '2017-07-20', 0);
INSERT INTO donors VALUES (5, 'Arthur', 'Binns', 'Mytholmroyd', 'arthur.binns66@gmail.com', '2023-03-19', 0);
INSERT INTO donors VALUES (6, 'Shabana', 'Akhtar', 'Halifax', 'shabana.akhtar92@gmail.com', '2022-10-29', 1);
INSERT INTO donors VALUES (7, 'Trevor', 'Lumb', 'Sowerby Bridge', 'trevor.lumb73@gmail.com', '2020-08-17', 0);
INSERT INTO donors VALUES (8, 'Catherine', 'Walsh', 'Todmorden', 'catherine.walsh39@btinternet.com', '2023-01-31', 0);
INSERT INTO donors VALUES (9, 'Nikhil', 'Rao', 'Halifax', NULL, '2020-02-11', 1);
INSERT INTO donors VALUES (10, 'Joan', 'Heptonstall', 'Heptonstall', 'joan.heptonstall69@hotmail.co.uk', '2024-11-28', 0);
INSERT INTO donors VALUES (11, 'Gareth', 'Foley', 'Hebden Bridge', 'gareth.foley95@hotmail.co.uk', '2023-04-01', 0);
INSERT INTO donors VALUES (12, 'Ursula', 'Pike', 'Luddenden', 'ursula.pike27@hotmail.co.uk', '2018-09-09', 0);
INSERT INTO donors VALUES (13, 'Dylan', 'Morgan', 'Sowerby Bridge', 'dylan.morgan44@hotmail.co.uk', '2018-10-12', 0);
INSERT INTO donors VALUES (14, 'Irene', 'Sutcliffe', 'Todmorden', NULL, '2021-01-17', 0);
INSERT INTO donors VALUES (15, 'Kwabena', 'Asante', 'Halifax', NULL, '2017-07-29', 0);
INSERT INTO donors VALUES (16, 'Heather', 'Dyson', 'Ripponden', 'heather.dyson10@gmail.com', '2016-12-10', 0);
INSERT INTO donors VALUES (17, 'Lewis', 'Crowther', 'Hebden Bridge', 'lewis.crowther1@btinternet.com', '2022-06-04', 0);
INSERT INTO donors VALUES (18, 'Abigail', 'Thornton', 'Mytholmroyd', 'abigail.thornton77@gmail.com', '2015-02-28', 1);
INSERT INTO donors VALUES (19, 'Stan', 'Holroyd', 'Todmorden', 'stan.holroyd93@btinternet.com', '2020-09-07', 0);
INSERT INTO donors VALUES (20, 'Mei', 'Chen', 'Halifax', 'mei.chen59@btinternet.com', '2023-02-17', 1);
INSERT INTO donors VALUES (21, 'Barbara', 'Greenhalgh', 'Hebden Bridge', 'barbara.greenhalgh22@hotmail.co.uk', '2022-12-17', 0);
INSERT INTO donors VALUES (22, 'Robert', 'Ackroyd', 'Sowerby Bridge', 'robert.ackroyd18@btinternet.com', '2020-10-30', 0);
INSERT INTO donors VALUES (23, 'Zara', 'Malik', 'Halifax', 'zara.malik44@hotmail.co.uk', '2020-06-20', 1);
INSERT INTO donors VALUES (24, 'Philip', 'Stansfield', 'Todmorden', 'philip.stansfield94@hotmail.co.uk', '2017-08-17', 0);
INSERT INTO donors VALUES (25, 'Gwen', 'Ratcliffe', 'Heptonstall', 'gwen.ratcliffe94@hotmail.co.uk', '2015-05-25', 0);
INSERT INTO donors VALUES (26, 'Martin', 'Firth', 'Ripponden', NULL, '2024-09-16', 0);
INSERT INTO donors VALUES (27, 'Olu', 'Bamidele', 'Halifax', 'olu.bamidele54@hotmail.co.uk', '2016-01-18', 1);
INSERT INTO donors VALUES (28, 'Jennifer', 'Haigh', 'Luddenden', 'jennifer.haigh20@hotmail.co.uk', '2018-05-21', 0);
INSERT INTO donors VALUES (29, 'Colin', 'Redman', 'Hebden Bridge', 'colin.redman43@btinternet.com', '2019-10-08', 1);
INSERT INTO donors VALUES (30, 'Tasha', 'Brook', 'Mytholmroyd', NULL, '2021-07-16', 1);
INSERT INTO donations VALUES (1, 22, 11, '2023-06-23', 20.00, 5.00, 'cash');
INSERT INTO donations VALUES (2, 12, 7, '2023-08-09', 10.00, 2.50, 'card');
INSERT INTO donations VALUES (3, 1, 17, '2023-08-16', 250.00, 62.50, 'PayPal');
INSERT INTO donations VALUES (4, 23, 8, '2023-09-02', 75.00, NULL, 'card');
INSERT INTO donations VALUES (5, 9, 15, '2023-09-28', 30.00, NULL, 'card');
INSERT INTO donations VALUES (6, 2, 10, '2023-11-05', 10.00, NULL, 'standing order');
INSERT INTO donations VALUES (7, 23, NULL, '2023-11-27', 10.00, NULL, 'cash');
INSERT INTO donations VALUES (8, 25, NULL, '2023-12-04', 20.00, NULL, 'card');
INSERT INTO donations VALUES (9, 25, 6, '2023-12-18', 15.00, NULL, 'cash');
INSERT INTO donations VALUES (10, 22, 6, '2024-01-18', 20.00, 5.00, 'standing order');
INSERT INTO donations VALUES (11, 6, NULL, '2024-01-22', 20.00, NULL, 'cash');
INSERT INTO donations VALUES (12, 20, NULL, '2024-01-28', 10.00, NULL, 'card');
INSERT INTO donations VALUES (13, 21, 11, '2024-02-02', 15.00, 3.75, 'standing order');
INSERT INTO donations VALUES (14, 24, NULL, '2024-02-06', 25.00, NULL, 'card');
INSERT INTO donations VALUES (15, 20, NULL, '2024-02-28', 5.00, NULL, 'standing order');
INSERT INTO donations VALUES (16, 15, 9, '2024-03-07', 30.00, NULL, 'card');
INSERT INTO donations VALUES (17, 18, 11, '2024-03-11', 15.00, NULL, 'cash');
INSERT INTO donations VALUES (18, 13, NULL, '2024-03-28', 250.00, 62.50, 'card');
INSERT INTO donations VALUES (19, 29, NULL, '2024-04-08', 5.00, 1.25, 'cash');
INSERT INTO donations VALUES (20, 4, NULL, '2024-04-12', 20.00, NULL, 'cash');
INSERT INTO donations VALUES (21, 23, NULL, '2024-04-29', 5.00, 1.25, 'card');
INSERT INTO donations VALUES (22, 25, 16, '2024-05-02', 250.00, NULL, 'PayPal');
INSERT INTO donations VALUES (23, 5, 9, '2024-05-24', 15.00, 3.75, 'cash');
INSERT INTO donations VALUES (24, 27, NULL, '2024-06-21', 100.00, NULL, 'card');
INSERT INTO donations VALUES (25, 18, 16, '2024-06-27', 15.00, 3.75, 'PayPal');
INSERT INTO donations VALUES (26, 12, NULL, '2024-07-08', 10.00, 2.50, 'card');
INSERT INTO donations VALUES (27, 30, 16, '2024-07-13', 15.00, NULL, 'PayPal');
INSERT INTO donations VALUES (28, 14, 8, '2024-07-26', 100.00, NULL, 'standing order');
INSERT INTO donations VALUES (29, 9, NULL, '2024-08-08', 75.00, NULL, 'PayPal');
INSERT INTO donations VALUES (30, 1, NULL, '2024-08-25', 20.00, NULL, 'card');
INSERT INTO donations VALUES (31, 25, 4, '2024-09-29', 10.00, 2.50, 'cash');
INSERT INTO donations VALUES (32, 8, 13, '2024-09-29', 20.00, NULL, 'standing order');
INSERT INTO donations VALUES (33, 14, NULL, '2024-10-22', 10.00, 2.50, 'cash');
INSERT INTO donations VALUES (34, 29, 10, '2024-10-27', 15.00, 3.75, 'card');
INSERT INTO donations VALUES (35, 9, 19, '2024-10-29', 15.00, NULL, 'card');
INSERT INTO donations VALUES (36, 13, 19, '2024-10-30', 250.00, NULL, 'card');
INSERT INTO donations VALUES (37, 22, 7, '2025-01-13', 100.00, 25.00, 'card');
INSERT INTO donations VALUES (38, 2, NULL, '2025-01-20', 5.00, 1.25, 'card');
INSERT INTO donations VALUES (39, 15, NULL, '2025-01-25', 30.00, 7.50, 'standing order');
INSERT INTO donations VALUES (40, 26, 17, '2025-02-20', 5.00, 1.25, 'card');
INSERT INTO donations VALUES (41, 23, 18, '2025-02-22', 50.00, NULL, 'PayPal');
INSERT INTO donations VALUES (42, 2, NULL, '2025-03-08', 30.00, 7.50, 'cash');
INSERT INTO donations VALUES (43, 26, NULL, '2025-04-03', 75.00, 18.75, 'PayPal');
INSERT INTO donations VALUES (44, 17, 6, '2025-04-21', 25.00, NULL, 'standing order');
INSERT INTO donations VALUES (45, 5, 8, '2025-04-26', 20.00, NULL, 'card');
INSERT INTO donations VALUES (46, 30, NULL, '2025-05-10', 30.00, 7.50, 'PayPal');
INSERT INTO donations VALUES (47, 11, NULL, '2025-05-20', 20.00, NULL, 'standing order');
INSERT INTO donations VALUES (48, 20, 8, '2025-05-24', 10.00, NULL, 'cash');
INSERT INTO donations VALUES (49, 11, 15, '2025-06-11', 20.00, 5.00, 'standing order');
INSERT INTO donations VALUES (50, 19, 15, '2025-06-19', 15.00, NULL, 'standing order');
COMMIT;
