//! `flights`: airlines, airports and flights between them. A flight refers to airports twice
//! (source and destination), so "flights from Paris" must pick the right join.

use super::words::{AIRLINES, AIRPORT_WORDS, COUNTRIES};
use super::write::{col, int, text, DbSpec, TableSpec};
use rand::seq::IndexedRandom;
use rand::Rng;
use rand_chacha::ChaCha8Rng;
use std::collections::BTreeSet;

pub(crate) const FLIGHTS: usize = 96;
/// Cities large enough for a second airport.
const TWO_AIRPORTS: &[&str] = &["Shanghai", "Tokyo", "London", "New York"];

pub(crate) struct Airline {
    pub name: &'static str,
    pub abbreviation: &'static str,
    pub country: &'static str,
}

pub(crate) struct Airport {
    pub code: String,
    pub name: String,
    pub city: String,
    pub country: &'static str,
}

pub(crate) struct Flight {
    /// Index into `airlines`.
    pub airline: usize,
    pub flight_number: String,
    /// Indices into `airports`.
    pub source: usize,
    pub destination: usize,
}

pub(crate) struct Flights {
    pub airlines: Vec<Airline>,
    pub airports: Vec<Airport>,
    pub flights: Vec<Flight>,
}

impl Flights {
    /// `extra_cities` are Chinese cities of the ODUTQA lake, given airports too so that the
    /// two databases share city names.
    pub fn generate(rng: &mut ChaCha8Rng, extra_cities: &[String]) -> Flights {
        let airlines: Vec<Airline> = AIRLINES
            .iter()
            .map(|&(name, abbreviation, country)| Airline {
                name,
                abbreviation,
                country,
            })
            .collect();
        let mut places: Vec<(String, &'static str)> = Vec::new();
        for c in COUNTRIES {
            places.extend(c.cities.iter().map(|city| (city.to_string(), c.name)));
            if c.name == "China" {
                for city in extra_cities {
                    if !places.iter().any(|(p, _)| p == city) {
                        places.push((city.clone(), c.name));
                    }
                }
            }
        }
        let mut codes = BTreeSet::new();
        let mut airports = Vec::new();
        for (city, country) in places {
            let count = if TWO_AIRPORTS.contains(&city.as_str()) {
                2
            } else {
                1
            };
            let mut words: Vec<&str> = AIRPORT_WORDS.to_vec();
            for k in 0..count {
                let i = rng.random_range(0..words.len());
                let word = words.swap_remove(i);
                let name = if k == 0 {
                    format!("{city} {word} International Airport")
                } else {
                    format!("{city} {word} Airport")
                };
                airports.push(Airport {
                    code: airport_code(&city, &mut codes, rng),
                    name,
                    city: city.clone(),
                    country,
                });
            }
        }
        let mut numbers = BTreeSet::new();
        let mut flights = Vec::with_capacity(FLIGHTS);
        while flights.len() < FLIGHTS {
            let airline = rng.random_range(0..airlines.len());
            let home: Vec<usize> = (0..airports.len())
                .filter(|&a| airports[a].country == airlines[airline].country)
                .collect();
            // Most flights start in the airline's home country.
            let source = match home.choose(rng) {
                Some(&a) if rng.random_bool(0.7) => a,
                _ => rng.random_range(0..airports.len()),
            };
            let destination = rng.random_range(0..airports.len());
            if destination == source || airports[destination].city == airports[source].city {
                continue;
            }
            let number = format!(
                "{}{}",
                airlines[airline].abbreviation,
                rng.random_range(100..1000)
            );
            if !numbers.insert(number.clone()) {
                continue;
            }
            flights.push(Flight {
                airline,
                flight_number: number,
                source,
                destination,
            });
        }
        Flights {
            airlines,
            airports,
            flights,
        }
    }

    pub fn spec(&self) -> DbSpec {
        let airlines = TableSpec {
            name: "airlines",
            caption: "Airlines with their abbreviation and home country",
            columns: vec![
                col("airline_id", "INTEGER PRIMARY KEY", "Airline id"),
                col("name", "TEXT NOT NULL", "Airline name"),
                col("abbreviation", "TEXT", "Airline abbreviation"),
                col("country", "TEXT", "Home country of the airline"),
            ],
            foreign_keys: vec![],
            rows: self
                .airlines
                .iter()
                .enumerate()
                .map(|(i, a)| {
                    vec![
                        int(i as i64 + 1),
                        text(a.name),
                        text(a.abbreviation),
                        text(a.country),
                    ]
                })
                .collect(),
        };
        let airports = TableSpec {
            name: "airports",
            caption: "Airports with their code, city and country",
            columns: vec![
                col("code", "TEXT PRIMARY KEY", "Airport code"),
                col("name", "TEXT NOT NULL", "Airport name"),
                col("city", "TEXT", "City served by the airport"),
                col("country", "TEXT", "Country of the airport"),
            ],
            foreign_keys: vec![],
            rows: self
                .airports
                .iter()
                .map(|a| vec![text(&a.code), text(&a.name), text(&a.city), text(a.country)])
                .collect(),
        };
        let flights = TableSpec {
            name: "flights",
            caption: "Scheduled flights: airline, flight number, source and destination airports",
            columns: vec![
                col("flight_id", "INTEGER PRIMARY KEY", "Flight id"),
                col("airline_id", "INTEGER", "Airline operating the flight"),
                col("flight_number", "TEXT", "Flight number"),
                col("source_airport", "TEXT", "Code of the departure airport"),
                col("destination_airport", "TEXT", "Code of the arrival airport"),
            ],
            foreign_keys: vec![
                "FOREIGN KEY (airline_id) REFERENCES airlines(airline_id)",
                "FOREIGN KEY (source_airport) REFERENCES airports(code)",
                "FOREIGN KEY (destination_airport) REFERENCES airports(code)",
            ],
            rows: self
                .flights
                .iter()
                .enumerate()
                .map(|(i, f)| {
                    vec![
                        int(i as i64 + 1),
                        int(f.airline as i64 + 1),
                        text(&f.flight_number),
                        text(&self.airports[f.source].code),
                        text(&self.airports[f.destination].code),
                    ]
                })
                .collect(),
        };
        DbSpec {
            id: "flights",
            tables: vec![airlines, airports, flights],
        }
    }
}

/// A three-letter code starting with the city's initial, unique in the lake.
fn airport_code(city: &str, taken: &mut BTreeSet<String>, rng: &mut ChaCha8Rng) -> String {
    let first = city
        .chars()
        .find(char::is_ascii_alphabetic)
        .unwrap_or('X')
        .to_ascii_uppercase();
    loop {
        let code: String = std::iter::once(first)
            .chain((0..2).map(|_| (b'A' + rng.random_range(0..26u8)) as char))
            .collect();
        if taken.insert(code.clone()) {
            return code;
        }
    }
}
