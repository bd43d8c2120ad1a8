//! `movies`: directors and their films, with three rating columns (IMDb score, Rotten Tomatoes
//! percentage, content rating) so that "the top rated movie" genuinely has three readings.

use super::words::{
    person_names, CONTENT_RATINGS, COUNTRIES, GENRES, TITLE_ADJECTIVES, TITLE_NOUNS, TITLE_PLACES,
};
use super::write::{col, int, real, text, DbSpec, TableSpec};
use rand::seq::IndexedRandom;
use rand::Rng;
use rand_chacha::ChaCha8Rng;
use std::collections::BTreeSet;

pub(crate) const DIRECTORS: usize = 14;
pub(crate) const MOVIES: usize = 42;

pub(crate) struct Director {
    pub name: String,
    pub nationality: &'static str,
    pub birth_year: i64,
}

pub(crate) struct Movie {
    pub title: String,
    pub year: i64,
    pub genre: &'static str,
    /// Index into `directors`.
    pub director: usize,
    pub imdb_rating: f64,
    pub rotten_tomatoes_rating: i64,
    pub content_rating: &'static str,
    pub running_time: i64,
}

pub(crate) struct Movies {
    pub directors: Vec<Director>,
    pub movies: Vec<Movie>,
}

impl Movies {
    pub fn generate(rng: &mut ChaCha8Rng) -> Movies {
        let mut directors = Vec::with_capacity(DIRECTORS);
        let mut names = BTreeSet::new();
        while directors.len() < DIRECTORS {
            // Every country gets a director before any gets a second one.
            let country = &COUNTRIES[directors.len() % COUNTRIES.len()];
            let (given, family) = person_names(country.name);
            let name = format!(
                "{} {}",
                given.choose(rng).unwrap_or(&"Alex"),
                family.choose(rng).unwrap_or(&"Novak")
            );
            if names.insert(name.clone()) {
                directors.push(Director {
                    name,
                    nationality: country.name,
                    birth_year: rng.random_range(1948..=1992),
                });
            }
        }
        // One title per (word, noun) pair, so no two titles differ only by an article or a plural.
        let mut pairs = BTreeSet::new();
        let mut movies = Vec::with_capacity(MOVIES);
        while movies.len() < MOVIES {
            let (pair, title) = title(rng);
            if !pairs.insert(pair) {
                continue;
            }
            // The first directors are the prolific ones, so some have several films.
            let director = if movies.len() < DIRECTORS {
                movies.len()
            } else {
                rng.random_range(0..DIRECTORS / 2)
            };
            let born = directors[director].birth_year;
            let year = rng.random_range((born + 25).max(1975)..=2024);
            let imdb = (rng.random_range(45..=89) as f64) / 10.0;
            // Critics and audiences agree only roughly, so the two top films differ.
            let rt = ((imdb - 3.5) * 16.0 + rng.random_range(-15.0..15.0)).clamp(6.0, 99.0) as i64;
            movies.push(Movie {
                title,
                year,
                genre: GENRES.choose(rng).unwrap_or(&"Drama"),
                director,
                imdb_rating: imdb,
                rotten_tomatoes_rating: rt,
                content_rating: CONTENT_RATINGS.choose(rng).unwrap_or(&"PG"),
                running_time: rng.random_range(84..=168),
            });
        }
        let mut m = Movies { directors, movies };
        m.separate_top_ratings();
        m
    }

    /// Makes sure the best IMDb film and the best Rotten Tomatoes film are different ones, so
    /// the rating clarification changes the answer.
    fn separate_top_ratings(&mut self) {
        let (Some(imdb), Some(rt)) = (self.top_by_imdb(), self.top_by_rotten_tomatoes()) else {
            return;
        };
        if imdb == rt {
            let other = (imdb + 1) % self.movies.len();
            self.movies[other].rotten_tomatoes_rating = 100;
            self.movies[imdb].rotten_tomatoes_rating = 97;
        }
    }

    pub fn top_by_imdb(&self) -> Option<usize> {
        (0..self.movies.len()).max_by(|&a, &b| {
            self.movies[a]
                .imdb_rating
                .total_cmp(&self.movies[b].imdb_rating)
                .then(b.cmp(&a))
        })
    }

    pub fn top_by_rotten_tomatoes(&self) -> Option<usize> {
        (0..self.movies.len()).max_by(|&a, &b| {
            self.movies[a]
                .rotten_tomatoes_rating
                .cmp(&self.movies[b].rotten_tomatoes_rating)
                .then(b.cmp(&a))
        })
    }

    /// Films per director, by director index.
    pub fn films_of(&self, director: usize) -> usize {
        self.movies
            .iter()
            .filter(|m| m.director == director)
            .count()
    }

    pub fn spec(&self) -> DbSpec {
        let directors = TableSpec {
            name: "directors",
            caption: "Film directors with their nationality and year of birth",
            columns: vec![
                col("director_id", "INTEGER PRIMARY KEY", "Director id"),
                col("name", "TEXT NOT NULL", "Director name"),
                col("nationality", "TEXT", "Country of the director"),
                col("birth_year", "INTEGER", "Year of birth"),
            ],
            foreign_keys: vec![],
            rows: self
                .directors
                .iter()
                .enumerate()
                .map(|(i, d)| {
                    vec![
                        int(i as i64 + 1),
                        text(&d.name),
                        text(d.nationality),
                        int(d.birth_year),
                    ]
                })
                .collect(),
        };
        let movies = TableSpec {
            name: "movies",
            caption: "Movies with their release year, genre, director and ratings",
            columns: vec![
                col("movie_id", "INTEGER PRIMARY KEY", "Movie id"),
                col("title", "TEXT NOT NULL", "Movie title"),
                col("year", "INTEGER", "Release year"),
                col("genre", "TEXT", "Genre"),
                col("director_id", "INTEGER", "Director of the movie"),
                col("imdb_rating", "REAL", "IMDb user rating, 1 to 10"),
                col(
                    "rotten_tomatoes_rating",
                    "INTEGER",
                    "Rotten Tomatoes critics score, percent",
                ),
                col(
                    "content_rating",
                    "TEXT",
                    "Content rating (audience age): G, PG, PG-13 or R",
                ),
                col("running_time", "INTEGER", "Running time in minutes"),
            ],
            foreign_keys: vec!["FOREIGN KEY (director_id) REFERENCES directors(director_id)"],
            rows: self
                .movies
                .iter()
                .enumerate()
                .map(|(i, m)| {
                    vec![
                        int(i as i64 + 1),
                        text(&m.title),
                        int(m.year),
                        text(m.genre),
                        int(m.director as i64 + 1),
                        real(m.imdb_rating),
                        int(m.rotten_tomatoes_rating),
                        text(m.content_rating),
                        int(m.running_time),
                    ]
                })
                .collect(),
        };
        DbSpec {
            id: "movies",
            tables: vec![directors, movies],
        }
    }
}

/// A title and the (word, noun) pair it is made of.
fn title(rng: &mut ChaCha8Rng) -> ((&'static str, &'static str), String) {
    let adjective = TITLE_ADJECTIVES.choose(rng).unwrap_or(&"Silent");
    let noun = TITLE_NOUNS.choose(rng).unwrap_or(&"Harbor");
    match rng.random_range(0..4) {
        0 | 1 => ((adjective, noun), format!("The {adjective} {noun}")),
        2 => {
            let place = TITLE_PLACES.choose(rng).unwrap_or(&"the North");
            ((place, noun), format!("{noun} of {place}"))
        }
        _ => ((adjective, noun), format!("{adjective} {}", plural(noun))),
    }
}

fn plural(noun: &str) -> String {
    if noun.ends_with('s') || noun.ends_with('o') {
        format!("{noun}es")
    } else {
        format!("{noun}s")
    }
}
