//! Talk to a database engine, read-only, with a time limit and a row cap.
//!
//! This crate does not decide *what* may run (that is `clarisql-sql`'s validator); it makes sure
//! that whatever runs cannot write and cannot run away: SQLite files are opened read-only and
//! with `query_only`, PostgreSQL queries run in READ ONLY transactions, statements are stopped
//! after the time limit, and rows are capped.
//!
//! Architecture Invariant: no connection opened here can modify a database.

mod postgres;
mod sqlite;
mod value;

// `self::`: the module, not the driver crate of the same name.
pub use self::postgres::{
    is_postgres_url, pg_connect_problem, pg_error_message, quote_ident, quote_literal, redact_url,
    PgUrl, PostgresDb, DEFAULT_SCHEMA,
};
pub use sqlite::{SqliteDb, SqliteSession};
pub use value::Value;

use serde::{Deserialize, Serialize};
use std::path::PathBuf;
use std::time::Duration;

/// The SQL dialect a backend speaks; the SQL builder renders for it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Dialect {
    Sqlite,
    Postgres,
}

/// How long a statement may run and how many rows it may return.
#[derive(Debug, Clone, Copy)]
pub struct Limits {
    pub timeout: Duration,
    pub max_rows: usize,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            timeout: Duration::from_secs(10),
            max_rows: 10_000,
        }
    }
}

/// Rows returned by a query.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ResultSet {
    pub columns: Vec<String>,
    pub rows: Vec<Vec<Value>>,
    /// True when `max_rows` cut the result short.
    pub truncated: bool,
}

impl ResultSet {
    /// The rows as a sorted multiset of canonical keys: two results with the same keys hold the
    /// same rows in any order (column order kept).
    pub fn row_keys(&self) -> Vec<String> {
        let mut rows: Vec<String> = self
            .rows
            .iter()
            .map(|r| {
                r.iter()
                    .map(|v| v.canonical())
                    .collect::<Vec<_>>()
                    .join("\u{1}")
            })
            .collect();
        rows.sort();
        rows
    }
}

/// Why a statement could not be run.
#[derive(Debug, thiserror::Error)]
pub enum ExecError {
    #[error("cannot open {path}: {message}")]
    Open { path: PathBuf, message: String },
    /// A database server could not be reached (or the URL is malformed); `target` is the URL
    /// without its password.
    #[error("cannot connect to {target}: {message}")]
    Connect { target: String, message: String },
    #[error("the query ran longer than {} ms and was stopped; narrow it down or raise the time limit", .0.as_millis())]
    Timeout(Duration),
    #[error("the database rejected the query: {0}")]
    Query(String),
}

/// A read-only handle on one database.
pub trait Database: Send + Sync {
    fn dialect(&self) -> Dialect;
    /// Runs one statement under `limits`.
    fn query(&self, sql: &str, limits: &Limits) -> Result<ResultSet, ExecError>;
}
