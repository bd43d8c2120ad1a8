-- film_festival: invented data for a blind multi-turn NL-to-SQL test set
PRAGMA foreign_keys = ON;

CREATE TABLE venues (
    venue_id          INTEGER PRIMARY KEY,
    name              TEXT NOT NULL,
    district          TEXT NOT NULL,
    seats             INTEGER NOT NULL,   -- seating capacity
    wheelchair_spaces INTEGER,            -- NULL = not surveyed
    venue_type        TEXT NOT NULL
);
CREATE TABLE films (
    film_id          INTEGER PRIMARY KEY,
    title            TEXT NOT NULL,
    director         TEXT NOT NULL,
    country          TEXT NOT NULL,
    release_year     INTEGER NOT NULL,   -- year the film was made/released
    edition_year     INTEGER NOT NULL,   -- festival edition it was shown in
    section          TEXT NOT NULL,
    runtime_min      INTEGER NOT NULL,
    budget_usd       INTEGER,            -- NULL = budget not disclosed
    audience_rating  REAL,               -- festival audience ballot average (1-5); NULL = no ballots
    distributor      TEXT                -- NULL = still seeking distribution
);
CREATE TABLE screenings (
    screening_id    INTEGER PRIMARY KEY,
    film_id         INTEGER NOT NULL,
    venue_id        INTEGER NOT NULL,
    screening_date  TEXT NOT NULL,
    start_time      TEXT NOT NULL,
    tickets_sold    INTEGER NOT NULL,
    ticket_price    REAL NOT NULL,
    FOREIGN KEY (film_id) REFERENCES films(film_id),
    FOREIGN KEY (venue_id) REFERENCES venues(venue_id)
);
CREATE TABLE jury_scores (
    score_id     INTEGER PRIMARY KEY,
    film_id      INTEGER NOT NULL,
    juror_first  TEXT NOT NULL,
    juror_last   TEXT NOT NULL,
    jury         TEXT NOT NULL,          -- which jury panel
    score        INTEGER NOT NULL,       -- 1..10
    scored_on    TEXT NOT NULL,
    FOREIGN KEY (film_id) REFERENCES films(film_id)
);

INSERT INTO venues (venue_id, name, district, seats, wheelchair_spaces, venue_type) VALUES (1, 'Harbour Lights', 'Docklands', 240, 6, 'cinema');
INSERT INTO venues (venue_id, name, district, seats, wheelchair_spaces, venue_type) VALUES (2, 'The Palmhouse', 'Old Town', 180, 4, 'cinema');
INSERT INTO venues (venue_id, name, district, seats, wheelchair_spaces, venue_type) VALUES (3, 'Corn Exchange Hall', 'Old Town', 420, 10, 'hall');
INSERT INTO venues (venue_id, name, district, seats, wheelchair_spaces, venue_type) VALUES (4, 'Arc Screen 1', 'Westbank', 310, 8, 'multiplex');
INSERT INTO venues (venue_id, name, district, seats, wheelchair_spaces, venue_type) VALUES (5, 'Arc Screen 2', 'Westbank', 150, 4, 'multiplex');
INSERT INTO venues (venue_id, name, district, seats, wheelchair_spaces, venue_type) VALUES (6, 'Tram Depot', 'Northgate', 120, NULL, 'pop-up');
INSERT INTO venues (venue_id, name, district, seats, wheelchair_spaces, venue_type) VALUES (7, 'Museum Lecture Room', 'University', 90, 2, 'lecture room');
INSERT INTO venues (venue_id, name, district, seats, wheelchair_spaces, venue_type) VALUES (8, 'Rooftop Garden', 'Docklands', 80, NULL, 'open-air');
INSERT INTO venues (venue_id, name, district, seats, wheelchair_spaces, venue_type) VALUES (9, 'Studio Verne', 'Northgate', 65, 2, 'cinema');
INSERT INTO venues (venue_id, name, district, seats, wheelchair_spaces, venue_type) VALUES (10, 'Quayside Marquee', 'Docklands', 200, 5, 'pop-up');
INSERT INTO venues (venue_id, name, district, seats, wheelchair_spaces, venue_type) VALUES (11, 'Lumen Arthouse', 'Old Town', 130, 3, 'cinema');
INSERT INTO venues (venue_id, name, district, seats, wheelchair_spaces, venue_type) VALUES (12, 'St Aidan Chapel', 'Old Town', 110, NULL, 'church');
INSERT INTO venues (venue_id, name, district, seats, wheelchair_spaces, venue_type) VALUES (13, 'Westbank Library Hall', 'Westbank', 70, 2, 'hall');
INSERT INTO venues (venue_id, name, district, seats, wheelchair_spaces, venue_type) VALUES (14, 'Foundry Yard', 'Northgate', 350, 6, 'open-air');
INSERT INTO venues (venue_id, name, district, seats, wheelchair_spaces, venue_type) VALUES (15, 'Campus Cinema', 'University', 160, 4, 'cinema');

INSERT INTO films (film_id, title, director, country, release_year, edition_year, section, runtime_min, budget_usd, audience_rating, distributor) VALUES (1, 'Harbour Lights', 'Maeve Connolly', 'Ireland', 2023, 2024, 'Competition', 104, 1200000, 4.6, 'Kestrel Films');
INSERT INTO films (film_id, title, director, country, release_year, edition_year, section, runtime_min, budget_usd, audience_rating, distributor) VALUES (2, 'The Salt Road', 'Tariq Benali', 'Morocco', 2023, 2023, 'Competition', 116, 400000, 4.6, 'Open Gate');
INSERT INTO films (film_id, title, director, country, release_year, edition_year, section, runtime_min, budget_usd, audience_rating, distributor) VALUES (3, 'Paper Kites', 'Yuna Sato', 'Japan', 2022, 2023, 'Debut', 111, 2500000, 3.2, 'Open Gate');
INSERT INTO films (film_id, title, director, country, release_year, edition_year, section, runtime_min, budget_usd, audience_rating, distributor) VALUES (4, 'Below the Weir', 'Hamish Reid', 'United Kingdom', 2023, 2023, 'Documentary', 123, 1200000, 3.8, 'Meridian Releasing');
INSERT INTO films (film_id, title, director, country, release_year, edition_year, section, runtime_min, budget_usd, audience_rating, distributor) VALUES (5, 'Night Train to Bari', 'Lucia Ferri', 'Italy', 2022, 2023, 'Competition', 117, NULL, 3.9, NULL);
INSERT INTO films (film_id, title, director, country, release_year, edition_year, section, runtime_min, budget_usd, audience_rating, distributor) VALUES (6, 'Glass Orchard', 'Anja Kowalczyk', 'Poland', 2023, 2023, 'Debut', 120, 2500000, 2.8, 'Meridian Releasing');
INSERT INTO films (film_id, title, director, country, release_year, edition_year, section, runtime_min, budget_usd, audience_rating, distributor) VALUES (7, 'Copper Sky', 'Diego Alvarez', 'Chile', 2021, 2023, 'Retrospective', 137, 4800000, 4.5, 'Meridian Releasing');
INSERT INTO films (film_id, title, director, country, release_year, edition_year, section, runtime_min, budget_usd, audience_rating, distributor) VALUES (8, 'What the River Keeps', 'Hamish Reid', 'United Kingdom', 2024, 2024, 'Documentary', 146, 400000, 4.6, 'Northlight Pictures');
INSERT INTO films (film_id, title, director, country, release_year, edition_year, section, runtime_min, budget_usd, audience_rating, distributor) VALUES (9, 'Small Hours', 'Maeve Connolly', 'Ireland', 2020, 2023, 'Retrospective', 122, 4800000, NULL, NULL);
INSERT INTO films (film_id, title, director, country, release_year, edition_year, section, runtime_min, budget_usd, audience_rating, distributor) VALUES (10, 'Tidewater', 'Okonkwo Eze', 'Nigeria', 2024, 2024, 'Competition', 131, NULL, 3.7, 'Meridian Releasing');
INSERT INTO films (film_id, title, director, country, release_year, edition_year, section, runtime_min, budget_usd, audience_rating, distributor) VALUES (11, 'The Quiet Census', 'Linnea Berg', 'Sweden', 2023, 2024, 'Documentary', 119, 1200000, 3.4, 'Meridian Releasing');
INSERT INTO films (film_id, title, director, country, release_year, edition_year, section, runtime_min, budget_usd, audience_rating, distributor) VALUES (12, 'Marigold Hotel Sessions', 'Ravi Menon', 'India', 2024, 2024, 'Shorts', 22, 30000, 3.3, 'Meridian Releasing');
INSERT INTO films (film_id, title, director, country, release_year, edition_year, section, runtime_min, budget_usd, audience_rating, distributor) VALUES (13, 'Ashes of June', 'Camille Laurent', 'France', 2023, 2023, 'Competition', 130, 400000, 3.1, NULL);
INSERT INTO films (film_id, title, director, country, release_year, edition_year, section, runtime_min, budget_usd, audience_rating, distributor) VALUES (14, 'Blue Hour Radio', 'Kofi Asante', 'Ghana', 2022, 2023, 'Shorts', 19, 15000, 4.8, 'Kestrel Films');
INSERT INTO films (film_id, title, director, country, release_year, edition_year, section, runtime_min, budget_usd, audience_rating, distributor) VALUES (15, 'Orbit of Wolves', 'Sergei Volkov', 'Estonia', 2024, 2024, 'Competition', 142, NULL, 3.3, 'Open Gate');
INSERT INTO films (film_id, title, director, country, release_year, edition_year, section, runtime_min, budget_usd, audience_rating, distributor) VALUES (16, 'A Map of Rain', 'Yuna Sato', 'Japan', 2024, 2024, 'Competition', 92, 850000, 4.6, 'Meridian Releasing');
INSERT INTO films (film_id, title, director, country, release_year, edition_year, section, runtime_min, budget_usd, audience_rating, distributor) VALUES (17, 'The Glassblower''s Ledger', 'Hanna Virtanen', 'Finland', 2023, 2024, 'Debut', 108, 1200000, 3.4, NULL);
INSERT INTO films (film_id, title, director, country, release_year, edition_year, section, runtime_min, budget_usd, audience_rating, distributor) VALUES (18, 'Lantern Street', 'Mei Lin', 'Taiwan', 2023, 2023, 'Debut', 103, 850000, NULL, 'Open Gate');
INSERT INTO films (film_id, title, director, country, release_year, edition_year, section, runtime_min, budget_usd, audience_rating, distributor) VALUES (19, 'Cold Open', 'Jake Morrison', 'United States', 2024, 2024, 'Shorts', 16, 30000, 4.0, 'Kestrel Films');
INSERT INTO films (film_id, title, director, country, release_year, edition_year, section, runtime_min, budget_usd, audience_rating, distributor) VALUES (20, 'Field Notes', 'Ana Sousa', 'Portugal', 2022, 2023, 'Documentary', 137, NULL, 4.6, 'Meridian Releasing');
INSERT INTO films (film_id, title, director, country, release_year, edition_year, section, runtime_min, budget_usd, audience_rating, distributor) VALUES (21, 'The Long Field', 'Ana Sousa', 'Portugal', 2024, 2024, 'Documentary', 120, 400000, 3.9, NULL);
INSERT INTO films (film_id, title, director, country, release_year, edition_year, section, runtime_min, budget_usd, audience_rating, distributor) VALUES (22, 'Sundial', 'Tariq Benali', 'Morocco', 2019, 2024, 'Retrospective', 86, 150000, 4.8, 'Meridian Releasing');
INSERT INTO films (film_id, title, director, country, release_year, edition_year, section, runtime_min, budget_usd, audience_rating, distributor) VALUES (23, 'Velvet Static', 'Jonas Weber', 'Germany', 2023, 2023, 'Competition', 78, 400000, 3.6, 'Meridian Releasing');
INSERT INTO films (film_id, title, director, country, release_year, edition_year, section, runtime_min, budget_usd, audience_rating, distributor) VALUES (24, 'Undertow', 'Okonkwo Eze', 'Nigeria', 2021, 2023, 'Debut', 122, 400000, 2.8, 'Kestrel Films');
INSERT INTO films (film_id, title, director, country, release_year, edition_year, section, runtime_min, budget_usd, audience_rating, distributor) VALUES (25, 'Snowline', 'Linnea Berg', 'Sweden', 2024, 2024, 'Competition', 108, NULL, 4.2, NULL);
INSERT INTO films (film_id, title, director, country, release_year, edition_year, section, runtime_min, budget_usd, audience_rating, distributor) VALUES (26, 'Pocket Symphony', 'Camille Laurent', 'France', 2024, 2024, 'Shorts', 20, 60000, 4.6, 'Open Gate');
INSERT INTO films (film_id, title, director, country, release_year, edition_year, section, runtime_min, budget_usd, audience_rating, distributor) VALUES (27, 'Hinterland Radio', 'Jonas Weber', 'Germany', 2024, 2024, 'Debut', 103, 7500000, NULL, 'Northlight Pictures');
INSERT INTO films (film_id, title, director, country, release_year, edition_year, section, runtime_min, budget_usd, audience_rating, distributor) VALUES (28, 'Dust and Brass', 'Diego Alvarez', 'Chile', 2023, 2024, 'Competition', 116, 850000, 3.2, 'Kestrel Films');
INSERT INTO films (film_id, title, director, country, release_year, edition_year, section, runtime_min, budget_usd, audience_rating, distributor) VALUES (29, 'Twelve Kettles', 'Mei Lin', 'Taiwan', 2024, 2024, 'Shorts', 28, 30000, 3.1, NULL);
INSERT INTO films (film_id, title, director, country, release_year, edition_year, section, runtime_min, budget_usd, audience_rating, distributor) VALUES (30, 'The Last Lamplighter', 'Hamish Reid', 'United Kingdom', 2018, 2024, 'Retrospective', 103, NULL, 4.4, 'Meridian Releasing');
INSERT INTO films (film_id, title, director, country, release_year, edition_year, section, runtime_min, budget_usd, audience_rating, distributor) VALUES (31, 'Windward', 'Lucia Ferri', 'Italy', 2024, 2024, 'Competition', 143, 7500000, 3.1, 'Kestrel Films');
INSERT INTO films (film_id, title, director, country, release_year, edition_year, section, runtime_min, budget_usd, audience_rating, distributor) VALUES (32, 'Saltmarsh Diaries', 'Kofi Asante', 'Ghana', 2023, 2023, 'Documentary', 83, 2500000, 4.7, 'Open Gate');
INSERT INTO films (film_id, title, director, country, release_year, edition_year, section, runtime_min, budget_usd, audience_rating, distributor) VALUES (33, 'Neon Psalm', 'Sergei Volkov', 'Estonia', 2022, 2023, 'Debut', 87, 150000, 3.1, NULL);
INSERT INTO films (film_id, title, director, country, release_year, edition_year, section, runtime_min, budget_usd, audience_rating, distributor) VALUES (34, 'Minor Planets', 'Anja Kowalczyk', 'Poland', 2024, 2024, 'Competition', 144, 400000, 4.8, 'Meridian Releasing');
INSERT INTO films (film_id, title, director, country, release_year, edition_year, section, runtime_min, budget_usd, audience_rating, distributor) VALUES (35, 'Halfway House Blues', 'Jake Morrison', 'United States', 2023, 2023, 'Shorts', 14, NULL, 4.8, 'Meridian Releasing');
INSERT INTO films (film_id, title, director, country, release_year, edition_year, section, runtime_min, budget_usd, audience_rating, distributor) VALUES (36, 'The Cartographer''s Daughter', 'Hanna Virtanen', 'Finland', 2021, 2023, 'Competition', 108, 1200000, NULL, 'Meridian Releasing');

INSERT INTO screenings (screening_id, film_id, venue_id, screening_date, start_time, tickets_sold, ticket_price) VALUES (1, 1, 3, '2024-10-05', '11:00', 181, 7.5);
INSERT INTO screenings (screening_id, film_id, venue_id, screening_date, start_time, tickets_sold, ticket_price) VALUES (2, 1, 12, '2024-10-12', '20:30', 96, 7.5);
INSERT INTO screenings (screening_id, film_id, venue_id, screening_date, start_time, tickets_sold, ticket_price) VALUES (3, 1, 4, '2024-10-12', '11:00', 221, 11.0);
INSERT INTO screenings (screening_id, film_id, venue_id, screening_date, start_time, tickets_sold, ticket_price) VALUES (4, 2, 9, '2023-10-03', '11:00', 34, 9.0);
INSERT INTO screenings (screening_id, film_id, venue_id, screening_date, start_time, tickets_sold, ticket_price) VALUES (5, 3, 13, '2023-10-03', '11:00', 53, 9.0);
INSERT INTO screenings (screening_id, film_id, venue_id, screening_date, start_time, tickets_sold, ticket_price) VALUES (6, 3, 5, '2023-10-12', '14:30', 115, 12.5);
INSERT INTO screenings (screening_id, film_id, venue_id, screening_date, start_time, tickets_sold, ticket_price) VALUES (7, 4, 2, '2023-10-05', '18:15', 99, 12.5);
INSERT INTO screenings (screening_id, film_id, venue_id, screening_date, start_time, tickets_sold, ticket_price) VALUES (8, 5, 6, '2023-10-10', '21:45', 104, 9.0);
INSERT INTO screenings (screening_id, film_id, venue_id, screening_date, start_time, tickets_sold, ticket_price) VALUES (9, 6, 10, '2023-10-09', '20:30', 182, 12.5);
INSERT INTO screenings (screening_id, film_id, venue_id, screening_date, start_time, tickets_sold, ticket_price) VALUES (10, 6, 2, '2023-10-12', '21:45', 78, 9.0);
INSERT INTO screenings (screening_id, film_id, venue_id, screening_date, start_time, tickets_sold, ticket_price) VALUES (11, 7, 14, '2023-10-05', '17:00', 213, 6.0);
INSERT INTO screenings (screening_id, film_id, venue_id, screening_date, start_time, tickets_sold, ticket_price) VALUES (12, 8, 3, '2024-10-05', '17:00', 271, 7.5);
INSERT INTO screenings (screening_id, film_id, venue_id, screening_date, start_time, tickets_sold, ticket_price) VALUES (13, 9, 7, '2023-10-04', '17:00', 70, 9.0);
INSERT INTO screenings (screening_id, film_id, venue_id, screening_date, start_time, tickets_sold, ticket_price) VALUES (14, 9, 14, '2023-10-11', '18:15', 272, 6.0);
INSERT INTO screenings (screening_id, film_id, venue_id, screening_date, start_time, tickets_sold, ticket_price) VALUES (15, 10, 11, '2024-10-03', '14:30', 96, 12.5);
INSERT INTO screenings (screening_id, film_id, venue_id, screening_date, start_time, tickets_sold, ticket_price) VALUES (16, 10, 3, '2024-10-11', '11:00', 264, 7.5);
INSERT INTO screenings (screening_id, film_id, venue_id, screening_date, start_time, tickets_sold, ticket_price) VALUES (17, 10, 10, '2024-10-11', '17:00', 141, 11.0);
INSERT INTO screenings (screening_id, film_id, venue_id, screening_date, start_time, tickets_sold, ticket_price) VALUES (18, 11, 15, '2024-10-05', '14:30', 118, 7.5);
INSERT INTO screenings (screening_id, film_id, venue_id, screening_date, start_time, tickets_sold, ticket_price) VALUES (19, 12, 4, '2024-10-09', '11:00', 301, 9.0);
INSERT INTO screenings (screening_id, film_id, venue_id, screening_date, start_time, tickets_sold, ticket_price) VALUES (20, 12, 11, '2024-10-05', '11:00', 118, 11.0);
INSERT INTO screenings (screening_id, film_id, venue_id, screening_date, start_time, tickets_sold, ticket_price) VALUES (21, 13, 8, '2023-10-07', '18:15', 36, 6.0);
INSERT INTO screenings (screening_id, film_id, venue_id, screening_date, start_time, tickets_sold, ticket_price) VALUES (22, 14, 12, '2023-10-10', '18:15', 106, 11.0);
INSERT INTO screenings (screening_id, film_id, venue_id, screening_date, start_time, tickets_sold, ticket_price) VALUES (23, 15, 1, '2024-10-05', '11:00', 204, 7.5);
INSERT INTO screenings (screening_id, film_id, venue_id, screening_date, start_time, tickets_sold, ticket_price) VALUES (24, 15, 8, '2024-10-08', '18:15', 61, 6.0);
INSERT INTO screenings (screening_id, film_id, venue_id, screening_date, start_time, tickets_sold, ticket_price) VALUES (25, 16, 5, '2024-10-05', '20:30', 121, 7.5);
INSERT INTO screenings (screening_id, film_id, venue_id, screening_date, start_time, tickets_sold, ticket_price) VALUES (26, 16, 12, '2024-10-09', '11:00', 96, 11.0);
INSERT INTO screenings (screening_id, film_id, venue_id, screening_date, start_time, tickets_sold, ticket_price) VALUES (27, 16, 4, '2024-10-06', '11:00', 172, 9.0);
INSERT INTO screenings (screening_id, film_id, venue_id, screening_date, start_time, tickets_sold, ticket_price) VALUES (28, 17, 9, '2024-10-06', '20:30', 47, 12.5);
INSERT INTO screenings (screening_id, film_id, venue_id, screening_date, start_time, tickets_sold, ticket_price) VALUES (29, 18, 13, '2023-10-04', '20:30', 56, 11.0);
INSERT INTO screenings (screening_id, film_id, venue_id, screening_date, start_time, tickets_sold, ticket_price) VALUES (30, 18, 5, '2023-10-09', '20:30', 68, 9.0);
INSERT INTO screenings (screening_id, film_id, venue_id, screening_date, start_time, tickets_sold, ticket_price) VALUES (31, 19, 2, '2024-10-03', '20:30', 77, 12.5);
INSERT INTO screenings (screening_id, film_id, venue_id, screening_date, start_time, tickets_sold, ticket_price) VALUES (32, 20, 6, '2023-10-11', '20:30', 73, 9.0);
INSERT INTO screenings (screening_id, film_id, venue_id, screening_date, start_time, tickets_sold, ticket_price) VALUES (33, 21, 10, '2024-10-06', '20:30', 189, 11.0);
INSERT INTO screenings (screening_id, film_id, venue_id, screening_date, start_time, tickets_sold, ticket_price) VALUES (34, 21, 2, '2024-10-07', '20:30', 104, 7.5);
INSERT INTO screenings (screening_id, film_id, venue_id, screening_date, start_time, tickets_sold, ticket_price) VALUES (35, 22, 14, '2024-10-09', '18:15', 295, 6.0);
INSERT INTO screenings (screening_id, film_id, venue_id, screening_date, start_time, tickets_sold, ticket_price) VALUES (36, 23, 3, '2023-10-08', '20:30', 289, 9.0);
INSERT INTO screenings (screening_id, film_id, venue_id, screening_date, start_time, tickets_sold, ticket_price) VALUES (37, 24, 7, '2023-10-08', '14:30', 56, 12.5);
INSERT INTO screenings (screening_id, film_id, venue_id, screening_date, start_time, tickets_sold, ticket_price) VALUES (38, 24, 14, '2023-10-12', '17:00', 187, 6.0);
INSERT INTO screenings (screening_id, film_id, venue_id, screening_date, start_time, tickets_sold, ticket_price) VALUES (39, 25, 11, '2024-10-06', '18:15', 100, 7.5);
INSERT INTO screenings (screening_id, film_id, venue_id, screening_date, start_time, tickets_sold, ticket_price) VALUES (40, 26, 15, '2024-10-07', '18:15', 142, 9.0);
INSERT INTO screenings (screening_id, film_id, venue_id, screening_date, start_time, tickets_sold, ticket_price) VALUES (41, 27, 4, '2024-10-07', '18:15', 212, 11.0);
INSERT INTO screenings (screening_id, film_id, venue_id, screening_date, start_time, tickets_sold, ticket_price) VALUES (42, 27, 11, '2024-10-07', '21:45', 90, 9.0);
INSERT INTO screenings (screening_id, film_id, venue_id, screening_date, start_time, tickets_sold, ticket_price) VALUES (43, 28, 8, '2024-10-04', '20:30', 39, 6.0);
INSERT INTO screenings (screening_id, film_id, venue_id, screening_date, start_time, tickets_sold, ticket_price) VALUES (44, 29, 12, '2024-10-12', '17:00', 59, 12.5);
INSERT INTO screenings (screening_id, film_id, venue_id, screening_date, start_time, tickets_sold, ticket_price) VALUES (45, 30, 1, '2024-10-07', '14:30', 234, 12.5);
INSERT INTO screenings (screening_id, film_id, venue_id, screening_date, start_time, tickets_sold, ticket_price) VALUES (46, 30, 8, '2024-10-08', '11:00', 59, 6.0);
INSERT INTO screenings (screening_id, film_id, venue_id, screening_date, start_time, tickets_sold, ticket_price) VALUES (47, 31, 5, '2024-10-09', '21:45', 58, 9.0);
INSERT INTO screenings (screening_id, film_id, venue_id, screening_date, start_time, tickets_sold, ticket_price) VALUES (48, 32, 9, '2023-10-04', '18:15', 48, 9.0);
INSERT INTO screenings (screening_id, film_id, venue_id, screening_date, start_time, tickets_sold, ticket_price) VALUES (49, 33, 13, '2023-10-04', '20:30', 36, 11.0);
INSERT INTO screenings (screening_id, film_id, venue_id, screening_date, start_time, tickets_sold, ticket_price) VALUES (50, 33, 5, '2023-10-11', '14:30', 144, 12.5);
INSERT INTO screenings (screening_id, film_id, venue_id, screening_date, start_time, tickets_sold, ticket_price) VALUES (51, 34, 2, '2024-10-05', '14:30', 146, 11.0);
INSERT INTO screenings (screening_id, film_id, venue_id, screening_date, start_time, tickets_sold, ticket_price) VALUES (52, 35, 6, '2023-10-04', '18:15', 51, 11.0);
INSERT INTO screenings (screening_id, film_id, venue_id, screening_date, start_time, tickets_sold, ticket_price) VALUES (53, 36, 10, '2023-10-05', '21:45', 120, 7.5);
INSERT INTO screenings (screening_id, film_id, venue_id, screening_date, start_time, tickets_sold, ticket_price) VALUES (54, 36, 2, '2023-10-06', '20:30', 90, 11.0);

INSERT INTO jury_scores (score_id, film_id, juror_first, juror_last, jury, score, scored_on) VALUES (1, 1, 'Ines', 'Moreau', 'Main', 9, '2024-10-13');
INSERT INTO jury_scores (score_id, film_id, juror_first, juror_last, jury, score, scored_on) VALUES (2, 1, 'Kwabena', 'Owusu', 'Main', 10, '2024-10-15');
INSERT INTO jury_scores (score_id, film_id, juror_first, juror_last, jury, score, scored_on) VALUES (3, 2, 'Ines', 'Moreau', 'Main', 10, '2023-10-14');
INSERT INTO jury_scores (score_id, film_id, juror_first, juror_last, jury, score, scored_on) VALUES (4, 2, 'Kwabena', 'Owusu', 'Main', 9, '2023-10-13');
INSERT INTO jury_scores (score_id, film_id, juror_first, juror_last, jury, score, scored_on) VALUES (5, 2, 'Greta', 'Lindholm', 'Main', 5, '2023-10-14');
INSERT INTO jury_scores (score_id, film_id, juror_first, juror_last, jury, score, scored_on) VALUES (6, 3, 'Paul', 'Moreau', 'Debut', 7, '2023-10-14');
INSERT INTO jury_scores (score_id, film_id, juror_first, juror_last, jury, score, scored_on) VALUES (7, 3, 'Sakura', 'Ito', 'Debut', 9, '2023-10-15');
INSERT INTO jury_scores (score_id, film_id, juror_first, juror_last, jury, score, scored_on) VALUES (8, 4, 'Rosalind', 'Achebe', 'Documentary', 6, '2023-10-15');
INSERT INTO jury_scores (score_id, film_id, juror_first, juror_last, jury, score, scored_on) VALUES (9, 4, 'Mateo', 'Ruiz', 'Documentary', 10, '2023-10-13');
INSERT INTO jury_scores (score_id, film_id, juror_first, juror_last, jury, score, scored_on) VALUES (10, 5, 'Ines', 'Moreau', 'Main', 4, '2023-10-15');
INSERT INTO jury_scores (score_id, film_id, juror_first, juror_last, jury, score, scored_on) VALUES (11, 5, 'Kwabena', 'Owusu', 'Main', 6, '2023-10-14');
INSERT INTO jury_scores (score_id, film_id, juror_first, juror_last, jury, score, scored_on) VALUES (12, 6, 'Paul', 'Moreau', 'Debut', 5, '2023-10-15');
INSERT INTO jury_scores (score_id, film_id, juror_first, juror_last, jury, score, scored_on) VALUES (13, 6, 'Sakura', 'Ito', 'Debut', 6, '2023-10-13');
INSERT INTO jury_scores (score_id, film_id, juror_first, juror_last, jury, score, scored_on) VALUES (14, 8, 'Rosalind', 'Achebe', 'Documentary', 8, '2024-10-14');
INSERT INTO jury_scores (score_id, film_id, juror_first, juror_last, jury, score, scored_on) VALUES (15, 8, 'Mateo', 'Ruiz', 'Documentary', 5, '2024-10-15');
INSERT INTO jury_scores (score_id, film_id, juror_first, juror_last, jury, score, scored_on) VALUES (16, 10, 'Ines', 'Moreau', 'Main', 5, '2024-10-15');
INSERT INTO jury_scores (score_id, film_id, juror_first, juror_last, jury, score, scored_on) VALUES (17, 10, 'Kwabena', 'Owusu', 'Main', 7, '2024-10-15');
INSERT INTO jury_scores (score_id, film_id, juror_first, juror_last, jury, score, scored_on) VALUES (18, 10, 'Greta', 'Lindholm', 'Main', 8, '2024-10-13');
INSERT INTO jury_scores (score_id, film_id, juror_first, juror_last, jury, score, scored_on) VALUES (19, 11, 'Rosalind', 'Achebe', 'Documentary', 5, '2024-10-13');
INSERT INTO jury_scores (score_id, film_id, juror_first, juror_last, jury, score, scored_on) VALUES (20, 11, 'Mateo', 'Ruiz', 'Documentary', 9, '2024-10-15');
INSERT INTO jury_scores (score_id, film_id, juror_first, juror_last, jury, score, scored_on) VALUES (21, 13, 'Ines', 'Moreau', 'Main', 5, '2023-10-14');
INSERT INTO jury_scores (score_id, film_id, juror_first, juror_last, jury, score, scored_on) VALUES (22, 13, 'Kwabena', 'Owusu', 'Main', 4, '2023-10-15');
INSERT INTO jury_scores (score_id, film_id, juror_first, juror_last, jury, score, scored_on) VALUES (23, 15, 'Ines', 'Moreau', 'Main', 8, '2024-10-15');
INSERT INTO jury_scores (score_id, film_id, juror_first, juror_last, jury, score, scored_on) VALUES (24, 15, 'Kwabena', 'Owusu', 'Main', 4, '2024-10-14');
INSERT INTO jury_scores (score_id, film_id, juror_first, juror_last, jury, score, scored_on) VALUES (25, 16, 'Ines', 'Moreau', 'Main', 8, '2024-10-14');
INSERT INTO jury_scores (score_id, film_id, juror_first, juror_last, jury, score, scored_on) VALUES (26, 16, 'Kwabena', 'Owusu', 'Main', 4, '2024-10-14');
INSERT INTO jury_scores (score_id, film_id, juror_first, juror_last, jury, score, scored_on) VALUES (27, 16, 'Greta', 'Lindholm', 'Main', 5, '2024-10-14');
INSERT INTO jury_scores (score_id, film_id, juror_first, juror_last, jury, score, scored_on) VALUES (28, 17, 'Paul', 'Moreau', 'Debut', 9, '2024-10-14');
INSERT INTO jury_scores (score_id, film_id, juror_first, juror_last, jury, score, scored_on) VALUES (29, 17, 'Sakura', 'Ito', 'Debut', 7, '2024-10-14');
INSERT INTO jury_scores (score_id, film_id, juror_first, juror_last, jury, score, scored_on) VALUES (30, 18, 'Paul', 'Moreau', 'Debut', 6, '2023-10-14');
INSERT INTO jury_scores (score_id, film_id, juror_first, juror_last, jury, score, scored_on) VALUES (31, 18, 'Sakura', 'Ito', 'Debut', 9, '2023-10-15');
INSERT INTO jury_scores (score_id, film_id, juror_first, juror_last, jury, score, scored_on) VALUES (32, 20, 'Rosalind', 'Achebe', 'Documentary', 7, '2023-10-15');
INSERT INTO jury_scores (score_id, film_id, juror_first, juror_last, jury, score, scored_on) VALUES (33, 20, 'Mateo', 'Ruiz', 'Documentary', 9, '2023-10-13');
INSERT INTO jury_scores (score_id, film_id, juror_first, juror_last, jury, score, scored_on) VALUES (34, 21, 'Rosalind', 'Achebe', 'Documentary', 9, '2024-10-14');
INSERT INTO jury_scores (score_id, film_id, juror_first, juror_last, jury, score, scored_on) VALUES (35, 21, 'Mateo', 'Ruiz', 'Documentary', 5, '2024-10-14');
INSERT INTO jury_scores (score_id, film_id, juror_first, juror_last, jury, score, scored_on) VALUES (36, 23, 'Ines', 'Moreau', 'Main', 9, '2023-10-14');
INSERT INTO jury_scores (score_id, film_id, juror_first, juror_last, jury, score, scored_on) VALUES (37, 23, 'Kwabena', 'Owusu', 'Main', 9, '2023-10-14');
INSERT INTO jury_scores (score_id, film_id, juror_first, juror_last, jury, score, scored_on) VALUES (38, 24, 'Paul', 'Moreau', 'Debut', 8, '2023-10-14');
INSERT INTO jury_scores (score_id, film_id, juror_first, juror_last, jury, score, scored_on) VALUES (39, 24, 'Sakura', 'Ito', 'Debut', 6, '2023-10-13');
INSERT INTO jury_scores (score_id, film_id, juror_first, juror_last, jury, score, scored_on) VALUES (40, 25, 'Ines', 'Moreau', 'Main', 4, '2024-10-15');
INSERT INTO jury_scores (score_id, film_id, juror_first, juror_last, jury, score, scored_on) VALUES (41, 25, 'Kwabena', 'Owusu', 'Main', 9, '2024-10-15');
INSERT INTO jury_scores (score_id, film_id, juror_first, juror_last, jury, score, scored_on) VALUES (42, 27, 'Paul', 'Moreau', 'Debut', 6, '2024-10-13');
INSERT INTO jury_scores (score_id, film_id, juror_first, juror_last, jury, score, scored_on) VALUES (43, 27, 'Sakura', 'Ito', 'Debut', 5, '2024-10-14');
INSERT INTO jury_scores (score_id, film_id, juror_first, juror_last, jury, score, scored_on) VALUES (44, 28, 'Ines', 'Moreau', 'Main', 7, '2024-10-14');
INSERT INTO jury_scores (score_id, film_id, juror_first, juror_last, jury, score, scored_on) VALUES (45, 28, 'Kwabena', 'Owusu', 'Main', 8, '2024-10-13');
INSERT INTO jury_scores (score_id, film_id, juror_first, juror_last, jury, score, scored_on) VALUES (46, 28, 'Greta', 'Lindholm', 'Main', 5, '2024-10-15');
INSERT INTO jury_scores (score_id, film_id, juror_first, juror_last, jury, score, scored_on) VALUES (47, 31, 'Ines', 'Moreau', 'Main', 4, '2024-10-14');
INSERT INTO jury_scores (score_id, film_id, juror_first, juror_last, jury, score, scored_on) VALUES (48, 31, 'Kwabena', 'Owusu', 'Main', 4, '2024-10-14');
INSERT INTO jury_scores (score_id, film_id, juror_first, juror_last, jury, score, scored_on) VALUES (49, 32, 'Rosalind', 'Achebe', 'Documentary', 10, '2023-10-15');
INSERT INTO jury_scores (score_id, film_id, juror_first, juror_last, jury, score, scored_on) VALUES (50, 32, 'Mateo', 'Ruiz', 'Documentary', 9, '2023-10-13');
INSERT INTO jury_scores (score_id, film_id, juror_first, juror_last, jury, score, scored_on) VALUES (51, 33, 'Paul', 'Moreau', 'Debut', 9, '2023-10-13');
INSERT INTO jury_scores (score_id, film_id, juror_first, juror_last, jury, score, scored_on) VALUES (52, 33, 'Sakura', 'Ito', 'Debut', 9, '2023-10-14');
INSERT INTO jury_scores (score_id, film_id, juror_first, juror_last, jury, score, scored_on) VALUES (53, 34, 'Ines', 'Moreau', 'Main', 7, '2024-10-13');
INSERT INTO jury_scores (score_id, film_id, juror_first, juror_last, jury, score, scored_on) VALUES (54, 34, 'Kwabena', 'Owusu', 'Main', 8, '2024-10-15');
INSERT INTO jury_scores (score_id, film_id, juror_first, juror_last, jury, score, scored_on) VALUES (55, 34, 'Greta', 'Lindholm', 'Main', 9, '2024-10-15');
INSERT INTO jury_scores (score_id, film_id, juror_first, juror_last, jury, score, scored_on) VALUES (56, 36, 'Ines', 'Moreau', 'Main', 10, '2023-10-13');
INSERT INTO jury_scores (score_id, film_id, juror_first, juror_last, jury, score, scored_on) VALUES (57, 36, 'Kwabena', 'Owusu', 'Main', 9, '2023-10-15');
INSERT INTO jury_scores (score_id, film_id, juror_first, juror_last, jury, score, scored_on) VALUES (58, 36, 'Greta', 'Lindholm', 'Main', 9, '2023-10-14');
