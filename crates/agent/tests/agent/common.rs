//! A small company lake on disk, engines over it, and what the tests compare before and after.

use clarisql_engine::{Engine, Response};
use clarisql_llm::{LlmConfig, RetryPolicy};
use std::path::{Path, PathBuf};
use std::time::Duration;

/// A question the deterministic engine answers with confidence.
pub const CONFIDENT: &str = "How many employees are there?";
/// A question the deterministic engine cannot answer with confidence (no finding blocks it),
/// so the LLM is consulted.
pub const UNSURE: &str = "Who is the best paid worker of the Engineering team?";

pub struct Fixture {
    pub dir: tempfile::TempDir,
    pub sqlite: PathBuf,
}

impl Fixture {
    /// `company/company.sqlite`: departments, employees, projects, with keys and a few rows.
    pub fn new() -> Fixture {
        let dir = tempfile::tempdir().expect("temp dir");
        let folder = dir.path().join("lake").join("company");
        std::fs::create_dir_all(&folder).expect("lake folder");
        let sqlite = folder.join("company.sqlite");
        let conn = rusqlite::Connection::open(&sqlite).expect("create sqlite");
        conn.execute_batch(
            "CREATE TABLE departments (id INTEGER PRIMARY KEY, name TEXT NOT NULL, city TEXT);
             CREATE TABLE employees (id INTEGER PRIMARY KEY, name TEXT NOT NULL, title TEXT,
                 department_id INTEGER REFERENCES departments(id), salary REAL, hired INTEGER);
             CREATE TABLE projects (id INTEGER PRIMARY KEY, title TEXT, budget REAL,
                 department_id INTEGER REFERENCES departments(id));
             INSERT INTO departments VALUES (1, 'Engineering', 'Berlin'), (2, 'Sales', 'Paris'),
                 (3, 'Research', 'Berlin');
             INSERT INTO employees VALUES
                 (1, 'Ada Lovelace', 'Engineer', 1, 120000, 2015),
                 (2, 'Alan Turing', 'Researcher', 3, 110000, 2017),
                 (3, 'Grace Hopper', 'Engineer', 1, 130000, 2012),
                 (4, 'Edsger Dijkstra', 'Manager', 2, 90000, 2019),
                 (5, 'Barbara Liskov', 'Engineer', 1, 125000, 2020);
             INSERT INTO projects VALUES (1, 'Compiler', 500000, 1), (2, 'Outreach', 80000, 2),
                 (3, 'Proofs', 200000, 3);",
        )
        .expect("fill sqlite");
        drop(conn);
        Fixture { dir, sqlite }
    }

    pub fn lake(&self) -> PathBuf {
        self.dir.path().join("lake")
    }

    /// A fresh engine over the lake (no LLM), with its caches in the fixture's folder.
    pub fn engine(&self) -> Engine {
        Engine::open(&[self.lake()], &self.dir.path().join("cache"), None).expect("open the lake")
    }

    /// The database file's bytes and each table's row count, read outside the engine.
    pub fn state(&self) -> (Vec<u8>, Vec<(String, i64)>) {
        let bytes = std::fs::read(&self.sqlite).expect("read the database file");
        let conn = rusqlite::Connection::open_with_flags(
            &self.sqlite,
            rusqlite::OpenFlags::SQLITE_OPEN_READ_ONLY,
        )
        .expect("open read-only");
        let mut counts = Vec::new();
        for table in ["departments", "employees", "projects"] {
            let n: i64 = conn
                .query_row(&format!("SELECT COUNT(*) FROM {table}"), [], |r| r.get(0))
                .expect("count rows");
            counts.push((table.to_string(), n));
        }
        (bytes, counts)
    }
}

/// A client configuration for tests: no retries, a short timeout, the cache where asked.
pub fn config(url: &str, model: &str, cache: Option<&Path>, timeout: Duration) -> LlmConfig {
    LlmConfig::new(url, model)
        .with_cache_dir(cache.map(Path::to_path_buf))
        .with_request_timeout(timeout)
        .with_retry(RetryPolicy::none())
}

/// A response as JSON without what differs between two runs of the same question.
pub fn comparable(r: &Response) -> serde_json::Value {
    let mut v = serde_json::to_value(r).expect("response serializes");
    if let Some(o) = v.as_object_mut() {
        o.remove("elapsed_ms");
    }
    v
}

/// True when `sql` is one statement that only reads (a query).
pub fn is_read_only_query(sql: &str) -> bool {
    use sqlparser::dialect::SQLiteDialect;
    matches!(
        sqlparser::parser::Parser::parse_sql(&SQLiteDialect {}, sql).as_deref(),
        Ok([sqlparser::ast::Statement::Query(_)])
    )
}
