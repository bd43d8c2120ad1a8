//! `cars`: makers, their models, and measured data per model (horsepower, weight, mpg, price).
//! There is no Tesla among the makers, and some names look alike (Volkswagen / Volvo,
//! Mercedes-Benz / Mercury), so value matching has near misses to deal with.

use super::words::{MAKERS, MODEL_NAMES};
use super::write::{col, int, real, text, DbSpec, TableSpec};
use rand::seq::SliceRandom;
use rand::Rng;
use rand_chacha::ChaCha8Rng;

pub(crate) struct Maker {
    pub name: &'static str,
    pub country: &'static str,
    pub founded_year: i64,
}

pub(crate) struct Model {
    pub name: &'static str,
    /// Index into `makers`.
    pub maker: usize,
    pub year: i64,
}

pub(crate) struct CarData {
    /// Index into `models`.
    pub model: usize,
    pub horsepower: i64,
    pub weight: i64,
    pub mpg: f64,
    pub price: i64,
}

pub(crate) struct Cars {
    pub makers: Vec<Maker>,
    pub models: Vec<Model>,
    pub car_data: Vec<CarData>,
}

/// How sporty a maker is: scales horsepower and price.
fn sportiness(maker: &str) -> f64 {
    match maker {
        "Ferrari" => 3.2,
        "BMW" | "Mercedes-Benz" => 1.6,
        "Volvo" | "Saab" | "Mercury" => 1.2,
        "Kia" | "Fiat" | "Skoda" | "Geely" => 0.8,
        _ => 1.0,
    }
}

impl Cars {
    pub fn generate(rng: &mut ChaCha8Rng) -> Cars {
        let makers: Vec<Maker> = MAKERS
            .iter()
            .map(|&(name, country, founded_year)| Maker {
                name,
                country,
                founded_year,
            })
            .collect();
        let mut names: Vec<&'static str> = MODEL_NAMES.to_vec();
        names.shuffle(rng);
        let mut names = names.into_iter();
        let mut models = Vec::new();
        for (m, maker) in makers.iter().enumerate() {
            // Volkswagen always has a handful of models: the demo counts them.
            let n = if maker.name == "Volkswagen" {
                4
            } else {
                rng.random_range(1..=3)
            };
            for _ in 0..n {
                let Some(name) = names.next() else { break };
                models.push(Model {
                    name,
                    maker: m,
                    year: rng.random_range(1996..=2023),
                });
            }
        }
        let mut car_data = Vec::new();
        for (i, model) in models.iter().enumerate() {
            let sport = sportiness(makers[model.maker].name);
            // Some models come in two versions (a base and a stronger one).
            let versions = if rng.random_bool(0.3) { 2 } else { 1 };
            for v in 0..versions {
                let hp = (rng.random_range(75.0..190.0) * sport * (1.0 + 0.35 * v as f64)) as i64;
                let weight = rng.random_range(950..=1900) + hp * 2;
                let mpg = ((62.0 - hp as f64 / 9.0 - weight as f64 / 180.0).clamp(12.0, 58.0)
                    * 10.0)
                    .round()
                    / 10.0;
                let price = ((rng.random_range(14_000.0..32_000.0) * sport * sport
                    + hp as f64 * 60.0)
                    / 100.0)
                    .round() as i64
                    * 100;
                car_data.push(CarData {
                    model: i,
                    horsepower: hp,
                    weight,
                    mpg,
                    price,
                });
            }
        }
        Cars {
            makers,
            models,
            car_data,
        }
    }

    pub fn spec(&self) -> DbSpec {
        let makers = TableSpec {
            name: "makers",
            caption: "Car makers with their country and founding year",
            columns: vec![
                col("maker_id", "INTEGER PRIMARY KEY", "Maker id"),
                col("name", "TEXT NOT NULL", "Maker name"),
                col("country", "TEXT", "Country of the maker"),
                col("founded_year", "INTEGER", "Year the maker was founded"),
            ],
            foreign_keys: vec![],
            rows: self
                .makers
                .iter()
                .enumerate()
                .map(|(i, m)| {
                    vec![
                        int(i as i64 + 1),
                        text(m.name),
                        text(m.country),
                        int(m.founded_year),
                    ]
                })
                .collect(),
        };
        let models = TableSpec {
            name: "models",
            caption: "Car models and the year each was introduced",
            columns: vec![
                col("model_id", "INTEGER PRIMARY KEY", "Model id"),
                col("maker_id", "INTEGER", "Maker of the model"),
                col("name", "TEXT NOT NULL", "Model name"),
                col("year", "INTEGER", "Model year"),
            ],
            foreign_keys: vec!["FOREIGN KEY (maker_id) REFERENCES makers(maker_id)"],
            rows: self
                .models
                .iter()
                .enumerate()
                .map(|(i, m)| {
                    vec![
                        int(i as i64 + 1),
                        int(m.maker as i64 + 1),
                        text(m.name),
                        int(m.year),
                    ]
                })
                .collect(),
        };
        let car_data = TableSpec {
            name: "car_data",
            caption: "Measured data per car: horsepower, weight, fuel economy and price",
            columns: vec![
                col("car_id", "INTEGER PRIMARY KEY", "Car id"),
                col("model_id", "INTEGER", "Model of the car"),
                col("horsepower", "INTEGER", "Engine power in horsepower"),
                col("weight", "INTEGER", "Weight in kilograms"),
                col("mpg", "REAL", "Fuel economy in miles per gallon"),
                col("price", "INTEGER", "Price in US dollars"),
            ],
            foreign_keys: vec!["FOREIGN KEY (model_id) REFERENCES models(model_id)"],
            rows: self
                .car_data
                .iter()
                .enumerate()
                .map(|(i, c)| {
                    vec![
                        int(i as i64 + 1),
                        int(c.model as i64 + 1),
                        int(c.horsepower),
                        int(c.weight),
                        real(c.mpg),
                        int(c.price),
                    ]
                })
                .collect(),
        };
        DbSpec {
            id: "cars",
            tables: vec![makers, models, car_data],
        }
    }
}
