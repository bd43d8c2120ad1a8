//! The integration tests of clarisql-engine, linked into one test binary (one link, one
//! executable on disk instead of one per file).
mod databases;
mod dialogue;
mod keys;
mod naming;
mod partitions;
mod readings;
mod versions;

use clarisql_analyze::{Category, Finding};
use clarisql_engine::{Ask, Decision, Engine, Response};
use clarisql_index::LakeIndex;
use clarisql_lake::{Lake, LoadOptions};
use std::path::Path;

/// Writes SQLite database `db` into `dir` (Spider layout) from the statements in `sql`.
fn write_db(dir: &Path, db: &str, sql: &str) {
    let folder = dir.join(db);
    std::fs::create_dir_all(&folder).unwrap();
    let conn = rusqlite::Connection::open(folder.join(format!("{db}.sqlite"))).unwrap();
    conn.execute_batch(sql).unwrap();
}

/// An engine over one database written from `sql` into a fresh temporary lake (kept alive by
/// the returned folder).
fn engine_of(db: &str, sql: &str) -> (tempfile::TempDir, Engine) {
    let dir = tempfile::tempdir().unwrap();
    write_db(dir.path(), db, sql);
    let engine = engine_over(dir.path());
    (dir, engine)
}

/// An engine over the databases a test wrote into `dir`, its cache beside them.
fn engine_over(dir: &Path) -> Engine {
    let cache = dir.join("cache");
    let lake = Lake::load(
        &[dir.to_path_buf()],
        &LoadOptions {
            cache_dir: cache.clone(),
            progress: None,
        },
    )
    .unwrap();
    let (index, stats) = LakeIndex::load_or_build(&lake, &cache).unwrap();
    Engine::from_parts(lake, index, stats)
}

/// The engine's answer to `question`; fails the test when it does not answer.
fn answer(engine: &Engine, question: &str) -> Response {
    let r = engine.ask(question, &Ask::default());
    assert_eq!(r.decision, Decision::Answer, "{question}: {}", r.message);
    r
}

/// The SQL of the engine's answer to `question`; fails the test when it does not answer.
fn answer_sql(engine: &Engine, question: &str) -> String {
    answer(engine, question).sql.unwrap_or_default()
}

/// The first column of a response's rows, as text.
fn first_column(r: &Response) -> Vec<String> {
    r.rows.iter().map(|row| row[0].to_string()).collect()
}

/// The first two columns of a response's rows, as "a b" per row, sorted.
fn first_two_columns_sorted(r: &Response) -> Vec<String> {
    let mut rows: Vec<String> = r
        .rows
        .iter()
        .map(|row| format!("{} {}", row[0], row[1]))
        .collect();
    rows.sort();
    rows
}

/// Asks `question` of database `db` only (as `--db` does).
fn ask_in(engine: &Engine, db: &str, question: &str) -> Response {
    let db = engine.lake.database(db).map(|(id, _)| id);
    engine.ask(
        question,
        &Ask {
            db,
            ..Ask::default()
        },
    )
}

/// The engine's response to `question` and its first finding; fails the test unless the
/// decision is `decision` and that finding is of `category`.
fn first_finding(
    engine: &Engine,
    question: &str,
    decision: Decision,
    category: Category,
) -> (Response, Finding) {
    let r = engine.ask(question, &Ask::default());
    assert_eq!(r.decision, decision, "{question}: {}", r.message);
    let f = r.findings.first().cloned();
    let f = f.unwrap_or_else(|| panic!("{question}: no finding ({})", r.message));
    assert_eq!(f.category, category, "{}", r.message);
    (r, f)
}
