//! The DTE-style generator on a lake and questions the test writes: edited copies lose the
//! column (UNK) or carry two near-synonyms instead (AMB), every label is checked by running
//! SQL, originals stay answerable, and reruns replace their own output only.

use clarisql_analyze::{Category, QuestionType};
use clarisql_exec::{Database as _, Limits, SqliteDb};
use clarisql_gen::dte::{generate, DteError, DteOptions, SourceQuestion};
use clarisql_lake::{Lake, LoadOptions};
use std::path::Path;

const MUSIC: &str = "
CREATE TABLE singer (
  singer_id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  country TEXT NOT NULL,
  age INTEGER NOT NULL,
  rating REAL NOT NULL
);
INSERT INTO singer VALUES
  (1, 'Ines Moreau', 'France', 34, 4.5),
  (2, 'Tariq Noor', 'Egypt', 28, 3.9),
  (3, 'Lena Brandt', 'Germany', 41, 4.1),
  (4, 'Paul Girard', 'France', 52, 3.2),
  (5, 'Yuki Sato', 'Japan', 25, 4.8);
CREATE TABLE concert (
  concert_id INTEGER PRIMARY KEY,
  singer_id INTEGER NOT NULL REFERENCES singer(singer_id),
  venue TEXT NOT NULL,
  year INTEGER NOT NULL
);
INSERT INTO concert VALUES
  (1, 1, 'Blue Hall', 2020), (2, 2, 'Riverside Arena', 2021), (3, 1, 'Old Theatre', 2021),
  (4, 5, 'Blue Hall', 2022), (5, 3, 'Park Stage', 2020);
";

fn question(q: &str, sql: &str) -> SourceQuestion {
    SourceQuestion {
        db_id: "music".into(),
        question: q.into(),
        query: sql.into(),
    }
}

fn questions() -> Vec<SourceQuestion> {
    vec![
        question(
            "What is the average age of all singers?",
            "SELECT avg(age) FROM singer",
        ),
        question(
            "List the names of singers from France.",
            "SELECT name FROM singer WHERE country = 'France'",
        ),
        question(
            "What is the highest rating of any singer?",
            "SELECT max(rating) FROM singer",
        ),
        question(
            "Show the venue of each concert.",
            "SELECT `venue` FROM `concert`",
        ),
        // Mentions no column of its query by name: skipped.
        question(
            "How many shows took place in 2020?",
            "SELECT count(*) FROM concert WHERE year = 2020",
        ),
        // Does not run: skipped.
        question("Broken", "SELECT nothing FROM nowhere"),
    ]
}

fn setup(root: &Path) -> Lake {
    let dir = root.join("lake").join("music");
    std::fs::create_dir_all(&dir).expect("fixture folder");
    let conn = rusqlite::Connection::open(dir.join("music.sqlite")).expect("fixture db");
    conn.execute_batch(MUSIC).expect("fixture SQL");
    drop(conn);
    Lake::load(
        &[root.join("lake")],
        &LoadOptions {
            cache_dir: root.join("cache"),
            progress: None,
        },
    )
    .expect("lake loads")
}

fn open(out: &Path, id: &str) -> SqliteDb {
    SqliteDb::open(&out.join(id).join(format!("{id}.sqlite"))).expect("copy opens")
}

fn columns(db: &SqliteDb, table: &str) -> Vec<String> {
    db.query(&format!("PRAGMA table_info({table})"), &Limits::default())
        .expect("pragma")
        .rows
        .iter()
        .map(|r| r[1].to_string().to_lowercase())
        .collect()
}

fn rows(db: &SqliteDb, sql: &str) -> Vec<String> {
    db.query(sql, &Limits::default())
        .unwrap_or_else(|e| panic!("{sql}: {e}"))
        .row_keys()
}

#[test]
fn counterfactuals_are_written_and_verified() {
    let dir = tempfile::tempdir().expect("tempdir");
    let lake = setup(dir.path());
    let out_lake = dir.path().join("dte");
    let options = DteOptions {
        seed: 5,
        limit: 10,
        out_lake: out_lake.clone(),
    };
    let out = generate(&lake, &questions(), &options, &|_, _| {}).expect("generates");
    assert_eq!(out.stats.used, 4, "{:?}", out.stats);
    assert_eq!(out.stats.gold_failed, 1);
    assert_eq!(out.stats.no_mentioned_column, 1);
    let count = |t: QuestionType| out.cases.iter().filter(|c| c.question_type == t).count();
    assert_eq!(count(QuestionType::Answerable), 4);
    assert_eq!(count(QuestionType::Unanswerable), 4);
    assert!(count(QuestionType::Ambiguous) >= 2, "{:?}", out.stats);

    for case in &out.cases {
        assert!(case.problem().is_none(), "{case:?}");
        let db = open(&out_lake, &case.db_id);
        let source = questions()
            .into_iter()
            .find(|q| q.question == case.question)
            .expect("a source question");
        let note = case.note.clone().unwrap_or_default();
        match case.question_type {
            QuestionType::Answerable => {
                assert_eq!(case.db_id, "music");
                assert!(!rows(&db, &case.queries[0]).is_empty());
            }
            QuestionType::Unanswerable => {
                assert_eq!(case.category, Some(Category::ColumnUnanswerable));
                assert!(case.db_id.starts_with("music__unk"));
                assert!(
                    db.query(&source.query, &Limits::default()).is_err(),
                    "{note}"
                );
                let (table, column) = note
                    .trim_start_matches("deleted column ")
                    .split_once('.')
                    .expect("note names table.column");
                assert!(
                    !columns(&db, table).contains(&column.to_lowercase()),
                    "{note}"
                );
                let span = case.span.clone().unwrap_or_default().to_lowercase();
                assert!(case.question.to_lowercase().contains(&span));
            }
            QuestionType::Ambiguous => {
                assert_eq!(case.category, Some(Category::ColumnAmbiguity));
                assert_eq!(case.queries.len(), 2);
                let a = rows(&db, &case.queries[0]);
                let b = rows(&db, &case.queries[1]);
                assert_ne!(a, b, "{case:?}");
                // The first synonym holds the original values: the original answer.
                let original = open(&out_lake, "music");
                assert_eq!(a, rows(&original, &source.query));
                assert!(db.query(&source.query, &Limits::default()).is_err());
            }
            QuestionType::Improper => panic!("no improper questions here"),
        }
    }

    // Same seed, same output; a rerun into the same folder replaces its own databases.
    let again = generate(&lake, &questions(), &options, &|_, _| {}).expect("reruns");
    assert_eq!(again.cases, out.cases);
    let folders = std::fs::read_dir(&out_lake).expect("out lake").count();
    assert_eq!(
        folders,
        out.stats.databases_written + 1,
        "databases + manifest"
    );
}

#[test]
fn refuses_a_foreign_output_folder() {
    let dir = tempfile::tempdir().expect("tempdir");
    let lake = setup(dir.path());
    let out_lake = dir.path().join("mine");
    std::fs::create_dir_all(&out_lake).expect("folder");
    std::fs::write(out_lake.join("keep.txt"), "not ours").expect("file");
    let options = DteOptions {
        seed: 5,
        limit: 3,
        out_lake: out_lake.clone(),
    };
    let err = generate(&lake, &questions(), &options, &|_, _| {}).expect_err("refused");
    assert!(matches!(err, DteError::NotEmpty { .. }), "{err}");
    assert!(out_lake.join("keep.txt").is_file());
}
