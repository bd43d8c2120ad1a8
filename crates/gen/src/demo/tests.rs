//! The demo lake as written: layout, the properties the demo relies on, determinism and reuse.

use super::*;
use rusqlite::Connection;
use std::collections::BTreeSet;

fn strings(path: &Path, sql: &str) -> BTreeSet<String> {
    let conn = Connection::open(path).unwrap();
    let mut stmt = conn.prepare(sql).unwrap();
    stmt.query_map([], |r| r.get::<_, String>(0))
        .unwrap()
        .map(Result::unwrap)
        .collect()
}

fn count(path: &Path, sql: &str) -> i64 {
    Connection::open(path)
        .unwrap()
        .query_row(sql, [], |r| r.get(0))
        .unwrap()
}

fn db<'a>(lake: &'a DemoLake, id: &str) -> &'a Path {
    &lake.databases.iter().find(|d| d.id == id).unwrap().path
}

#[test]
fn writes_four_databases_in_the_spider_layout() {
    let dir = tempfile::tempdir().unwrap();
    let lake = write_demo_lake(dir.path(), DEFAULT_SEED).unwrap();
    let ids: Vec<&str> = lake.databases.iter().map(|d| d.id.as_str()).collect();
    assert_eq!(ids, ["movies", "cars", "flights", "odutqa_en"]);
    for d in &lake.databases {
        assert_eq!(
            d.path,
            dir.path().join(&d.id).join(format!("{}.sqlite", d.id))
        );
        assert!(d.path.is_file());
        assert!(!d.tables.is_empty());
    }
    assert!(dir.path().join(MANIFEST).is_file());
    // No half-written file is left behind.
    assert!(!dir.path().join("cars/cars.sqlite.partial").exists());
}

#[test]
fn holds_what_the_demo_questions_rely_on() {
    let dir = tempfile::tempdir().unwrap();
    let lake = write_demo_lake(dir.path(), DEFAULT_SEED).unwrap();
    let (movies, cars, flights) = (db(&lake, "movies"), db(&lake, "cars"), db(&lake, "flights"));

    // Three rating columns, and the two numeric ones disagree on the best film.
    let conn = Connection::open(movies).unwrap();
    let columns: Vec<String> = conn
        .prepare("SELECT name FROM pragma_table_info('movies')")
        .unwrap()
        .query_map([], |r| r.get(0))
        .unwrap()
        .map(Result::unwrap)
        .collect();
    for c in ["imdb_rating", "rotten_tomatoes_rating", "content_rating"] {
        assert!(columns.iter().any(|x| x == c), "{columns:?}");
    }
    let best = |col: &str| -> String {
        conn.query_row(
            &format!("SELECT title FROM movies ORDER BY {col} DESC, movie_id LIMIT 1"),
            [],
            |r| r.get(0),
        )
        .unwrap()
    };
    assert_ne!(best("imdb_rating"), best("rotten_tomatoes_rating"));
    assert_eq!(
        count(movies, "SELECT COUNT(DISTINCT title) FROM movies"),
        42
    );

    // No Tesla; look-alike makers; Volkswagen has the models the demo counts.
    let makers = strings(cars, "SELECT name FROM makers");
    assert!(!makers.iter().any(|m| m.to_lowercase().contains("tesla")));
    for m in ["Volkswagen", "Volvo", "Mercedes-Benz", "Mercury"] {
        assert!(makers.contains(m), "{makers:?}");
    }
    assert_eq!(
        count(
            cars,
            "SELECT COUNT(*) FROM models JOIN makers USING (maker_id) WHERE makers.name = 'Volkswagen'"
        ),
        4
    );
    // Every model has data; every foreign key points somewhere.
    assert_eq!(
        count(
            cars,
            "SELECT COUNT(*) FROM models WHERE model_id NOT IN (SELECT model_id FROM car_data)"
        ),
        0
    );
    assert_eq!(
        count(
            flights,
            "SELECT COUNT(*) FROM flights WHERE source_airport NOT IN (SELECT code FROM airports) \
             OR destination_airport NOT IN (SELECT code FROM airports) OR source_airport = destination_airport"
        ),
        0
    );

    // Countries shared by makers, airports, airlines and directors.
    let maker_countries = strings(cars, "SELECT country FROM makers");
    let airport_countries = strings(flights, "SELECT country FROM airports");
    let airline_countries = strings(flights, "SELECT country FROM airlines");
    let nationalities = strings(movies, "SELECT nationality FROM directors");
    for c in ["Germany", "Japan", "Sweden", "United States"] {
        for set in [
            &maker_countries,
            &airport_countries,
            &airline_countries,
            &nationalities,
        ] {
            assert!(set.contains(c), "{c} missing from {set:?}");
        }
    }
    // Every ODUTQA city has an airport.
    let airport_cities = strings(flights, "SELECT city FROM airports");
    let odutqa_cities: BTreeSet<String> =
        odutqa::describe_lake(Size::Small, DEFAULT_SEED, Lang::En)
            .into_iter()
            .filter_map(|t| t.city)
            .collect();
    assert!(!odutqa_cities.is_empty());
    assert!(
        odutqa_cities.is_subset(&airport_cities),
        "{odutqa_cities:?} vs {airport_cities:?}"
    );
}

#[test]
fn questions_cover_every_database_and_decision() {
    let dir = tempfile::tempdir().unwrap();
    let lake = write_demo_lake(dir.path(), DEFAULT_SEED).unwrap();
    for d in &lake.databases {
        assert!(
            lake.questions
                .iter()
                // Answered at once, or after the clarification its follow-up gives.
                .any(|q| (q.expected == Expected::Answer
                    || (q.expected == Expected::Clarify && !q.follow_ups.is_empty()))
                    && q.database.as_deref() == Some(&d.id)),
            "no answered question for {}",
            d.id
        );
    }
    for e in [Expected::Clarify, Expected::Refuse, Expected::Reply] {
        assert!(lake.questions.iter().any(|q| q.expected == e), "{e:?}");
    }
    assert!(lake
        .questions
        .iter()
        .any(|q| q.expected == Expected::Clarify && !q.follow_ups.is_empty()));
    // The ODUTQA question names a project that exists.
    let odutqa_q = lake
        .questions
        .iter()
        .find(|q| q.database.as_deref() == Some("odutqa_en"))
        .unwrap();
    let project = odutqa_q
        .text
        .trim_start_matches("What is the winning bidder of ")
        .trim_end_matches('?');
    let tables = strings(
        db(&lake, "odutqa_en"),
        "SELECT name FROM sqlite_master WHERE name LIKE 'land_auction_%'",
    );
    let found: i64 = tables
        .iter()
        .map(|t| {
            Connection::open(db(&lake, "odutqa_en"))
                .unwrap()
                .query_row(
                    &format!("SELECT COUNT(*) FROM {t} WHERE project_name = ?1"),
                    [project],
                    |r| r.get::<_, i64>(0),
                )
                .unwrap()
        })
        .sum();
    assert_eq!(found, 1, "{project}");
}

#[test]
fn content_is_a_function_of_the_seed() {
    let a = Content::generate(DEFAULT_SEED);
    let b = Content::generate(DEFAULT_SEED);
    let c = Content::generate(DEFAULT_SEED + 1);
    assert_eq!(a.fingerprint(), b.fingerprint());
    assert_ne!(a.fingerprint(), c.fingerprint());
    let dir = tempfile::tempdir().unwrap();
    let one = write_demo_lake(&dir.path().join("one"), 3).unwrap();
    let two = write_demo_lake(&dir.path().join("two"), 3).unwrap();
    assert_eq!(one.questions, two.questions);
    for (x, y) in one.databases.iter().zip(&two.databases) {
        assert_eq!(
            std::fs::read(&x.path).unwrap(),
            std::fs::read(&y.path).unwrap(),
            "{}",
            x.id
        );
    }
}

#[test]
fn an_existing_lake_is_reused_only_when_current() {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path().join("demo");
    let first = open_or_write_demo_lake(&root, DEFAULT_SEED).unwrap();
    assert!(!first.reused);
    let again = open_or_write_demo_lake(&root, DEFAULT_SEED).unwrap();
    assert!(again.reused);
    assert_eq!(again.questions, first.questions);
    assert_eq!(again.databases, first.databases);

    // Another seed, a changed file or a stale fingerprint: written again.
    assert!(existing_demo_lake(&root, DEFAULT_SEED + 1).is_none());
    let cars = root.join("cars/cars.sqlite");
    let mut bytes = std::fs::read(&cars).unwrap();
    bytes.extend_from_slice(&[0; 512]);
    std::fs::write(&cars, bytes).unwrap();
    assert!(existing_demo_lake(&root, DEFAULT_SEED).is_none());
    let rewritten = open_or_write_demo_lake(&root, DEFAULT_SEED).unwrap();
    assert!(!rewritten.reused);
    let manifest = root.join(MANIFEST);
    let text = std::fs::read_to_string(&manifest).unwrap();
    let stale = text.replace(&Content::generate(DEFAULT_SEED).fingerprint(), "0000");
    assert_ne!(text, stale);
    std::fs::write(&manifest, stale).unwrap();
    assert!(existing_demo_lake(&root, DEFAULT_SEED).is_none());
}

#[test]
fn leaves_other_folders_alone() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("notes.txt"), "mine").unwrap();
    let err = open_or_write_demo_lake(dir.path(), DEFAULT_SEED).unwrap_err();
    assert!(matches!(err, DemoError::NotADemoFolder(_)), "{err}");
    assert!(
        err.to_string().contains("choose an empty or new folder"),
        "{err}"
    );
    assert!(!dir.path().join("cars").exists());
}
