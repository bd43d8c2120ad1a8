//! The SQUAB-style generator on a lake the test writes: every category is found, every
//! ambiguous test's interpretations run and differ, every unanswerable test carries no gold
//! query, the answerable controls run, and the output depends only on the seed.

use clarisql_analyze::{Category, QuestionType};
use clarisql_exec::{Database as _, Limits, SqliteDb};
use clarisql_gen::labelled::{parse_cases, LabelledCase};
use clarisql_gen::squab::{generate, SquabOptions, CATEGORIES};
use clarisql_lake::{Lake, LoadOptions};
use std::path::Path;

/// A league: players with two shooting percentages, seasons (a scope), teams and positions
/// in a many-to-many relation; and a shop with repeated categories.
const LEAGUE: &str = "
CREATE TABLE players (
  player_id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  team TEXT NOT NULL,
  position TEXT NOT NULL,
  season INTEGER NOT NULL,
  points INTEGER NOT NULL,
  assists INTEGER NOT NULL,
  field_goal_percentage REAL NOT NULL,
  three_point_percentage REAL NOT NULL
);
INSERT INTO players VALUES
  (1, 'Avery Stone', 'Hawks', 'Guard', 2021, 812, 301, 0.47, 0.36),
  (2, 'Avery Stone', 'Comets', 'Guard', 2022, 901, 288, 0.49, 0.38),
  (3, 'Avery Stone', 'Pilots', 'Guard', 2023, 766, 270, 0.45, 0.33),
  (4, 'Blake Rowe', 'Hawks', 'Forward', 2021, 640, 120, 0.51, 0.29),
  (5, 'Blake Rowe', 'Hawks', 'Forward', 2022, 702, 133, 0.53, 0.31),
  (6, 'Casey Lund', 'Comets', 'Center', 2021, 455, 80, 0.58, 0.12),
  (7, 'Casey Lund', 'Pilots', 'Center', 2023, 512, 95, 0.56, 0.15),
  (8, 'Drew Hale', 'Pilots', 'Guard', 2022, 380, 210, 0.42, 0.37),
  (9, 'Emery Cole', 'Comets', 'Forward', 2023, 590, 140, 0.50, 0.34),
  (10, 'Finley Park', 'Hawks', 'Center', 2023, 300, 60, 0.61, 0.10),
  (11, 'Gray Moss', 'Pilots', 'Forward', 2021, 420, 90, 0.48, 0.30),
  (12, 'Harper Vale', 'Comets', 'Guard', 2022, 510, 260, 0.44, 0.39);
";

const SHOP: &str = "
CREATE TABLE products (
  product_id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  category TEXT NOT NULL,
  list_price REAL NOT NULL,
  sale_price REAL NOT NULL,
  stock INTEGER NOT NULL
);
INSERT INTO products VALUES
  (1, 'Desk Lamp', 'Lighting', 59.0, 49.0, 12),
  (2, 'Floor Lamp', 'Lighting', 89.0, 79.0, 4),
  (3, 'Garden Hose', 'Garden', 35.0, 29.0, 30),
  (4, 'Pruning Shears', 'Garden', 24.0, 21.0, 18),
  (5, 'Office Chair', 'Furniture', 189.0, 149.0, 7),
  (6, 'Standing Desk', 'Furniture', 420.0, 389.0, 3),
  (7, 'Bookshelf', 'Furniture', 130.0, 99.0, 9),
  (8, 'LED Strip', 'Lighting', 19.0, 15.0, 40);
";

fn write_db(root: &Path, id: &str, sql: &str) {
    let dir = root.join(id);
    std::fs::create_dir_all(&dir).expect("fixture folder");
    let conn = rusqlite::Connection::open(dir.join(format!("{id}.sqlite"))).expect("fixture db");
    conn.execute_batch(sql).expect("fixture SQL");
}

fn lake(root: &Path) -> Lake {
    write_db(&root.join("lake"), "league", LEAGUE);
    write_db(&root.join("lake"), "shop", SHOP);
    Lake::load(
        &[root.join("lake")],
        &LoadOptions {
            cache_dir: root.join("cache"),
            progress: None,
        },
    )
    .expect("lake loads")
}

fn db_file(root: &Path, id: &str) -> SqliteDb {
    SqliteDb::open(&root.join("lake").join(id).join(format!("{id}.sqlite"))).expect("db opens")
}

fn run_all(db: &SqliteDb, queries: &[String]) -> Vec<Vec<String>> {
    queries
        .iter()
        .map(|q| {
            db.query(q, &Limits::default())
                .unwrap_or_else(|e| panic!("{q}: {e}"))
                .row_keys()
        })
        .collect()
}

#[test]
fn every_category_is_generated_and_verified() {
    let dir = tempfile::tempdir().expect("tempdir");
    let lake = lake(dir.path());
    let options = SquabOptions {
        seed: 11,
        per_category: 3,
        answerable: true,
    };
    let out = generate(&lake, &options, &|_, _| {});
    for c in CATEGORIES {
        let made = out.cases.iter().filter(|x| x.category == Some(c)).count();
        assert!(
            made >= 1,
            "no {c} test; stats: {:?}",
            out.stats.get(c.name())
        );
        assert!(made <= 3, "{c}: {made} tests for 3 wanted");
    }
    let answerable: Vec<&LabelledCase> = out
        .cases
        .iter()
        .filter(|c| c.question_type == QuestionType::Answerable)
        .collect();
    assert!(!answerable.is_empty(), "no answerable controls");

    // The file round-trips through the checked reader.
    let text = serde_json::to_string(&out.cases).expect("serialises");
    assert_eq!(parse_cases(&text).expect("valid labelled file"), out.cases);

    for case in &out.cases {
        assert!(case.problem().is_none(), "{case:?}");
        let db = db_file(dir.path(), &case.db_id);
        match case.question_type {
            QuestionType::Ambiguous => {
                let results = run_all(&db, &case.queries);
                for (i, a) in results.iter().enumerate() {
                    assert!(!a.is_empty(), "empty interpretation: {case:?}");
                    for b in &results[i + 1..] {
                        assert_ne!(a, b, "equivalent interpretations: {case:?}");
                    }
                }
            }
            QuestionType::Answerable => {
                assert!(!run_all(&db, &case.queries)[0].is_empty(), "{case:?}");
            }
            QuestionType::Unanswerable => {
                assert!(case.queries.is_empty());
                let note = case.note.as_deref().unwrap_or_default();
                // The transformed query is in the note; it must fail on the data.
                if let Some((_, sql)) = note.rsplit_once("fails: ") {
                    let sql = sql.strip_suffix(')').unwrap_or(sql);
                    assert!(
                        db.query(sql, &Limits::default()).is_err(),
                        "transformed query runs: {sql}"
                    );
                }
            }
            QuestionType::Improper => panic!("the generator makes no improper questions"),
        }
    }
    // The typical patterns of the fixture are found.
    let has = |c: Category, words: &str| {
        out.cases
            .iter()
            .any(|x| x.category == Some(c) && x.span.as_deref() == Some(words))
    };
    assert!(
        has(Category::ColumnAmbiguity, "percentage") || has(Category::ColumnAmbiguity, "price")
    );
    // Type or token is a question about a thing, never about a column named as a kind:
    // "how many categories" asks for the categories (the shop's `category`).
    let type_token: Vec<&str> = out
        .cases
        .iter()
        .filter(|x| x.category == Some(Category::TypeToken))
        .filter_map(|x| x.span.as_deref())
        .collect();
    assert!(!type_token.is_empty());
    assert!(!type_token.contains(&"categories"), "{type_token:?}");
    // A scope is left open about one named thing ("the points of Avery Stone", a row per
    // season), never about a category of many things ("the points of Hawks" is a list).
    for x in out
        .cases
        .iter()
        .filter(|x| x.category == Some(Category::ScopeMissing))
    {
        let named = x.span.as_deref().unwrap_or_default();
        assert!(
            ["Avery Stone", "Blake Rowe", "Casey Lund"].contains(&named),
            "{x:?}"
        );
    }
}

#[test]
fn output_depends_only_on_the_seed() {
    let dir = tempfile::tempdir().expect("tempdir");
    let lake = lake(dir.path());
    let options = |seed| SquabOptions {
        seed,
        per_category: 2,
        answerable: true,
    };
    let a = generate(&lake, &options(3), &|_, _| {});
    let b = generate(&lake, &options(3), &|_, _| {});
    let c = generate(&lake, &options(4), &|_, _| {});
    assert_eq!(a.cases, b.cases);
    assert_ne!(a.cases, c.cases, "another seed, other questions");
}
