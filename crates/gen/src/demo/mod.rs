//! The demo lake: a handful of small, invented databases that share countries, cities and
//! column names, so open-domain retrieval, clarification and refusal all have something to show.
//!
//! ```no_run
//! let lake = clarisql_gen::demo::write_demo_lake(std::path::Path::new("demo-lake"), 7)?;
//! for db in &lake.databases {
//!     println!("{} -> {}", db.id, db.path.display());
//! }
//! for q in &lake.questions {
//!     println!("{}: {}", q.shows, q.text);
//! }
//! # Ok::<(), clarisql_gen::demo::DemoError>(())
//! ```
//!
//! # What is written
//!
//! Under `<dir>/` (the Spider layout: `<db_id>/<db_id>.sqlite`):
//! - `movies`: `directors(name, nationality, birth_year)` and `movies(title, year, genre,
//!   director_id, imdb_rating, rotten_tomatoes_rating, content_rating, running_time)` — three
//!   rating columns, so "the top rated movie" is ambiguous;
//! - `cars`: `makers(name, country, founded_year)`, `models(maker_id, name, year)` and
//!   `car_data(model_id, horsepower, weight, mpg, price)` — no Tesla, and look-alike names;
//! - `flights`: `airlines(name, abbreviation, country)`, `airports(code, name, city, country)`
//!   and `flights(airline_id, flight_number, source_airport, destination_airport)`;
//! - `odutqa_en`: the small English ODUTQA lake ([`crate::odutqa`]), whose cities also have
//!   airports in `flights`;
//! - `clarisql-demo.json`: the manifest (version, seed, files, questions), so an existing lake
//!   from the same version and seed is reused instead of rewritten.
//!
//! Every value is a function of the seed. The countries of makers, airports, airlines and
//! directors come from one list, so "Germany" or "Japan" is found in three databases.

mod cars;
mod flights;
mod movies;
mod words;
mod write;

use crate::odutqa::{self, LakeOptions, Lang, Size};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

/// Bump when the content or layout of the demo changes: older lakes are then rewritten.
pub const DEMO_VERSION: u32 = 1;
/// The seed `clarisql demo` uses.
pub const DEFAULT_SEED: u64 = 7;
/// Suggested after the demo: Japan always has several makers (words::MAKERS).
const NEXT_QUESTION: &str = "Which makers are from Japan?";
/// The manifest written at the top of the demo folder.
pub const MANIFEST: &str = "clarisql-demo.json";

/// Why the demo lake could not be written or read.
#[derive(Debug, thiserror::Error)]
pub enum DemoError {
    #[error("{}: {message}", path.display())]
    Io { path: PathBuf, message: String },
    #[error("cannot write the demo database {}: {message} (check the folder is writable and has space)", path.display())]
    Sqlite { path: PathBuf, message: String },
    #[error(
        "{} already holds files that are not a clarisql demo lake; choose an empty or new folder \
         for the demo (nothing was written)",
        .0.display()
    )]
    NotADemoFolder(PathBuf),
    #[error(transparent)]
    Odutqa(#[from] odutqa::GenError),
}

/// One database of the demo lake.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct DemoDatabase {
    pub id: String,
    /// The SQLite file.
    pub path: PathBuf,
    pub tables: Vec<String>,
}

/// What the engine is expected to do with a demo question.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Expected {
    Answer,
    Clarify,
    Refuse,
    Reply,
}

/// A question the demo asks, with what it is meant to show.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct DemoQuestion {
    /// A short header: what the question shows.
    pub shows: String,
    pub text: String,
    /// What the engine should do with `text`.
    pub expected: Expected,
    /// The database the question is about, when there is one.
    pub database: Option<String>,
    /// Replies in the same dialogue after the first answer (e.g. an option number).
    pub follow_ups: Vec<String>,
}

/// What [`write_demo_lake`] wrote (or [`open_or_write_demo_lake`] found).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct DemoLake {
    /// The folder to pass as `--lake`.
    pub dir: PathBuf,
    pub seed: u64,
    pub version: u32,
    pub databases: Vec<DemoDatabase>,
    pub questions: Vec<DemoQuestion>,
    /// A question the demo does not ask, to suggest trying next (answered from `cars`).
    pub next_question: String,
    /// True when an existing lake was reused rather than written.
    #[serde(skip)]
    pub reused: bool,
}

/// Independent random streams per database, so changing one does not shift the others.
fn stream(seed: u64, stream: u64) -> ChaCha8Rng {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    rng.set_stream(stream);
    rng
}

/// The demo's content in memory: cheap to make (microseconds), so an existing lake is checked
/// against it rather than trusted.
struct Content {
    movies: movies::Movies,
    cars: cars::Cars,
    flights: flights::Flights,
    odutqa_tables: Vec<odutqa::TableInfo>,
}

impl Content {
    fn generate(seed: u64) -> Content {
        let odutqa_tables = odutqa::describe_lake(Size::Small, seed, Lang::En);
        let mut odutqa_cities: Vec<String> = odutqa_tables
            .iter()
            .filter_map(|t| t.city.clone())
            .collect();
        odutqa_cities.sort();
        odutqa_cities.dedup();
        Content {
            movies: movies::Movies::generate(&mut stream(seed, 1)),
            cars: cars::Cars::generate(&mut stream(seed, 2)),
            flights: flights::Flights::generate(&mut stream(seed, 3), &odutqa_cities),
            odutqa_tables,
        }
    }

    fn specs(&self) -> [write::DbSpec; 3] {
        [self.movies.spec(), self.cars.spec(), self.flights.spec()]
    }

    /// A hash of every row and table written, so a lake from older generator code is rewritten
    /// even when nobody remembered to bump [`DEMO_VERSION`].
    fn fingerprint(&self) -> String {
        let mut h = Fnv::default();
        h.write(&DEMO_VERSION.to_le_bytes());
        for spec in self.specs() {
            h.write(spec.id.as_bytes());
            for t in &spec.tables {
                h.write(t.name.as_bytes());
                h.write(t.caption.as_bytes());
                for c in &t.columns {
                    for part in [c.name, c.sql_type, c.description] {
                        h.write(part.as_bytes());
                    }
                }
                for fk in &t.foreign_keys {
                    h.write(fk.as_bytes());
                }
                for row in &t.rows {
                    for v in row {
                        h.write(format!("{v:?}").as_bytes());
                    }
                }
            }
        }
        for t in &self.odutqa_tables {
            h.write(format!("{t:?}").as_bytes());
        }
        format!("{:016x}", h.0)
    }
}

/// FNV-1a, 64 bits: stable across Rust versions and platforms (unlike `DefaultHasher`).
struct Fnv(u64);

impl Default for Fnv {
    fn default() -> Self {
        Fnv(0xcbf2_9ce4_8422_2325)
    }
}

impl Fnv {
    fn write(&mut self, bytes: &[u8]) {
        for b in bytes.iter().chain(&[0xff]) {
            self.0 ^= u64::from(*b);
            self.0 = self.0.wrapping_mul(0x0000_0100_0000_01b3);
        }
    }
}

/// Writes the demo lake into `dir` (created when missing) and its manifest; see the module
/// documentation for what is written. Files of an earlier demo lake are replaced.
pub fn write_demo_lake(dir: &Path, seed: u64) -> Result<DemoLake, DemoError> {
    std::fs::create_dir_all(dir).map_err(|e| DemoError::Io {
        path: dir.to_path_buf(),
        message: format!("cannot create the demo folder: {e} (choose a writable folder)"),
    })?;
    // The manifest goes last: a run that stops half-way leaves no manifest, so the next run
    // rewrites everything.
    remove_manifest(dir)?;
    let content = Content::generate(seed);
    let mut databases = Vec::new();
    for spec in content.specs() {
        let path = write::write_db(dir, &spec)?;
        databases.push(DemoDatabase {
            id: spec.id.to_string(),
            path,
            tables: spec.tables.iter().map(|t| t.name.to_string()).collect(),
        });
    }
    let odutqa = odutqa::generate_lake(&LakeOptions {
        out_dir: dir.to_path_buf(),
        lang: Lang::En,
        seed,
        size: Size::Small,
    })?;
    databases.push(DemoDatabase {
        id: odutqa.db_id.clone(),
        path: odutqa.sqlite_path.clone(),
        tables: odutqa.tables.iter().map(|t| t.name.clone()).collect(),
    });
    let lake = DemoLake {
        dir: dir.to_path_buf(),
        seed,
        version: DEMO_VERSION,
        questions: questions(&content, &odutqa.db_id, &odutqa.sqlite_path),
        databases,
        next_question: NEXT_QUESTION.to_string(),
        reused: false,
    };
    write_manifest(&lake, &content.fingerprint())?;
    Ok(lake)
}

/// The demo lake in `dir` when it is complete and current (see [`existing_demo_lake`]);
/// otherwise writes it. A non-empty folder without a demo manifest is left alone (an error),
/// so the demo never writes into someone's own data.
pub fn open_or_write_demo_lake(dir: &Path, seed: u64) -> Result<DemoLake, DemoError> {
    if let Some(mut lake) = existing_demo_lake(dir, seed) {
        lake.reused = true;
        return Ok(lake);
    }
    let has_manifest = dir.join(MANIFEST).is_file();
    let non_empty = std::fs::read_dir(dir)
        .map(|mut entries| entries.next().is_some())
        .unwrap_or(false);
    if non_empty && !has_manifest {
        return Err(DemoError::NotADemoFolder(dir.to_path_buf()));
    }
    write_demo_lake(dir, seed)
}

/// The demo lake in `dir` when its manifest matches this seed and the content this code would
/// write, and every database file is still there with the size it was written with.
pub fn existing_demo_lake(dir: &Path, seed: u64) -> Option<DemoLake> {
    let text = std::fs::read_to_string(dir.join(MANIFEST)).ok()?;
    let manifest: Manifest = serde_json::from_str(&text).ok()?;
    if manifest.version != DEMO_VERSION || manifest.seed != seed {
        return None;
    }
    let content = Content::generate(seed);
    if manifest.fingerprint != content.fingerprint() {
        return None;
    }
    let mut databases = Vec::new();
    for f in &manifest.files {
        let path = dir.join(&f.path);
        let size = std::fs::metadata(&path).ok()?.len();
        if size != f.bytes {
            return None;
        }
        databases.push(DemoDatabase {
            id: f.id.clone(),
            path,
            tables: f.tables.clone(),
        });
    }
    let odutqa = databases.iter().find(|d| d.id.starts_with("odutqa"))?;
    Some(DemoLake {
        dir: dir.to_path_buf(),
        seed,
        version: manifest.version,
        questions: questions(&content, &odutqa.id, &odutqa.path),
        databases,
        next_question: NEXT_QUESTION.to_string(),
        reused: false,
    })
}

/// `clarisql-demo.json`: paths are relative to the demo folder so the folder can be moved.
/// The questions are there for people; the demo recomputes them.
#[derive(Serialize, Deserialize)]
struct Manifest {
    generator: String,
    version: u32,
    seed: u64,
    fingerprint: String,
    files: Vec<ManifestFile>,
    questions: Vec<DemoQuestion>,
}

#[derive(Serialize, Deserialize)]
struct ManifestFile {
    id: String,
    path: PathBuf,
    bytes: u64,
    tables: Vec<String>,
}

fn remove_manifest(dir: &Path) -> Result<(), DemoError> {
    let path = dir.join(MANIFEST);
    match std::fs::remove_file(&path) {
        Ok(()) => Ok(()),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(()),
        Err(e) => Err(DemoError::Io {
            path,
            message: format!("cannot replace the old manifest: {e}"),
        }),
    }
}

fn write_manifest(lake: &DemoLake, fingerprint: &str) -> Result<(), DemoError> {
    let mut files = Vec::new();
    for db in &lake.databases {
        let bytes = std::fs::metadata(&db.path)
            .map_err(|e| DemoError::Io {
                path: db.path.clone(),
                message: format!("cannot read the file just written: {e}"),
            })?
            .len();
        files.push(ManifestFile {
            id: db.id.clone(),
            path: db
                .path
                .strip_prefix(&lake.dir)
                .unwrap_or(&db.path)
                .to_path_buf(),
            bytes,
            tables: db.tables.clone(),
        });
    }
    let manifest = Manifest {
        generator: format!("clarisql-gen {}", env!("CARGO_PKG_VERSION")),
        version: lake.version,
        seed: lake.seed,
        fingerprint: fingerprint.to_string(),
        files,
        questions: lake.questions.clone(),
    };
    let path = lake.dir.join(MANIFEST);
    let text = serde_json::to_string_pretty(&manifest).map_err(|e| DemoError::Io {
        path: path.clone(),
        message: format!("cannot serialise the manifest: {e}"),
    })?;
    std::fs::write(&path, text + "\n").map_err(|e| DemoError::Io {
        path,
        message: format!("cannot write the manifest: {e}"),
    })
}

/// The demo's questions, phrased over the data just generated: one answered from each
/// database, two clarifications answered in a follow-up, two refusals and small talk.
///
/// The phrasings are ones the engine handles today (checked by the cli tests); where the
/// emblematic phrasing misbehaves (e.g. "the top rated movie"), a neighbour is used.
fn questions(content: &Content, odutqa_id: &str, odutqa_path: &Path) -> Vec<DemoQuestion> {
    let Content {
        movies,
        cars,
        flights,
        odutqa_tables,
    } = content;
    let q = |shows: &str, text: String, expected: Expected, db: Option<&str>| DemoQuestion {
        shows: shows.to_string(),
        text,
        expected,
        database: db.map(str::to_string),
        follow_ups: Vec::new(),
    };
    let mut out = Vec::new();
    // The director with the most films (the first of them on a tie).
    let prolific = (0..movies.directors.len())
        .max_by_key(|&d| (movies.films_of(d), std::cmp::Reverse(d)))
        .map(|d| movies.directors[d].name.clone());
    if let Some(name) = prolific {
        out.push(q(
            "answered from movies (a join through the director)",
            format!("How many movies did {name} direct?"),
            Expected::Answer,
            Some("movies"),
        ));
    }
    if cars.makers.iter().any(|m| m.name == "Volkswagen") {
        out.push(q(
            "answered from cars",
            "How many models does Volkswagen make?".to_string(),
            Expected::Answer,
            Some("cars"),
        ));
    }
    // A city that also partitions the ODUTQA tables: retrieval must still pick the airports.
    let city = odutqa_tables
        .iter()
        .filter_map(|t| t.city.as_deref())
        .find(|c| flights.airports.iter().any(|a| a.city == *c));
    if let Some(city) = city {
        out.push(q(
            "answered from flights (the city is in the property lake too)",
            format!("Which airports are in {city}?"),
            Expected::Answer,
            Some("flights"),
        ));
    }
    if let Some((project, scope)) = first_land_project(odutqa_tables, odutqa_path) {
        let mut scoped = q(
            "scope clarification: land auctions are kept per city and district and the question \
             names neither (ODUTQA ScopeMissing); the follow-up names them and it is answered",
            format!("What is the winning bidder of {project}?"),
            Expected::Clarify,
            Some(odutqa_id),
        );
        scoped.follow_ups.push(scope);
        out.push(scoped);
    }
    if let Some(m) = movies.movies.first() {
        let mut clarify = q(
            "clarification: three rating columns; the follow-up picks one by number",
            format!("What is the rating of {}?", m.title),
            Expected::Clarify,
            Some("movies"),
        );
        clarify.follow_ups.push("1".to_string());
        out.push(clarify);
    }
    let mut databases = q(
        "clarification: the question fits several databases; the follow-up names one",
        "Who is from Germany?".to_string(),
        Expected::Clarify,
        None,
    );
    databases.follow_ups.push("cars".to_string());
    out.push(databases);
    // The makers list has no Tesla by construction (words::MAKERS).
    out.push(q(
        "no such maker: the engine says so and offers the makers that exist",
        "How many models does Tesla make?".to_string(),
        Expected::Clarify,
        Some("cars"),
    ));
    out.push(q(
        "refused: a forecast is not in the data",
        "Forecast next year's average car price.".to_string(),
        Expected::Refuse,
        Some("cars"),
    ));
    out.push(q(
        "small talk",
        "thanks!".to_string(),
        Expected::Reply,
        None,
    ));
    out
}

/// The first project of the first land auction table, read back from the written lake.
/// The first project of the first land table, and that table's scope as a user would give it
/// ("Conghua District, Guangzhou").
fn first_land_project(
    tables: &[odutqa::TableInfo],
    sqlite_path: &Path,
) -> Option<(String, String)> {
    let table = tables
        .iter()
        .find(|t| t.kind == odutqa::TableKind::LandAuction)?;
    let scope = table
        .caption
        .rsplit(" in ")
        .next()
        .unwrap_or_default()
        .to_string();
    let conn = rusqlite::Connection::open_with_flags(
        sqlite_path,
        rusqlite::OpenFlags::SQLITE_OPEN_READ_ONLY,
    )
    .ok()?;
    conn.query_row(
        &format!(
            "SELECT project_name FROM \"{}\" ORDER BY rowid LIMIT 1",
            table.name
        ),
        [],
        |r| r.get::<_, String>(0),
    )
    .ok()
    .map(|p| (p, scope))
}

#[cfg(test)]
mod tests;
