//! Test fixtures that need real servers: a fresh PostgreSQL database per test, the local model
//! server, and a scripted HTTP server for the failures a healthy server never shows ([`http`]).
//!
//! Only tests depend on this crate. It writes (it creates, fills and drops databases), which
//! is why it is not part of `clarisql-exec`, whose connections never write.
//!
//! ```no_run
//! let Some(db) = clarisql_testsupport::PgTestDb::create("my_test") else { return };
//! db.execute("CREATE TABLE t(a int); INSERT INTO t VALUES (1)");
//! // ... load db.url() into the lake, query it ...
//! ```

pub mod http;

use postgres::{Client, NoTls};
use std::sync::atomic::{AtomicUsize, Ordering};

/// The server every test uses, from `scripts/pg-test-server.sh`.
pub const URL_VAR: &str = "CLARISQL_TEST_PG_URL";
/// When `1`, a missing server fails the tests instead of skipping them (CI sets it).
pub const REQUIRE_VAR: &str = "CLARISQL_REQUIRE_SERVERS";

/// The test server's URL, or `None` (after saying so) when none is configured and servers are
/// not required.
///
/// # Panics
/// When `CLARISQL_REQUIRE_SERVERS=1` and `CLARISQL_TEST_PG_URL` is unset.
pub fn pg_url() -> Option<String> {
    match std::env::var(URL_VAR) {
        Ok(url) if !url.trim().is_empty() => Some(url.trim().to_string()),
        _ if std::env::var(REQUIRE_VAR).as_deref() == Ok("1") => panic!(
            "{URL_VAR} is not set but {REQUIRE_VAR}=1: run scripts/test.sh, or \
             `source \"$(scripts/pg-test-server.sh)\"` first"
        ),
        _ => {
            eprintln!("skipped: run scripts/test.sh (it starts PostgreSQL)");
            None
        }
    }
}

/// `url` with its database name replaced by `database` (query parameters kept).
pub fn with_database(url: &str, database: &str) -> String {
    let scheme_end = url.find("://").map(|i| i + 3).unwrap_or(0);
    let rest = &url[scheme_end..];
    let query_start = rest.find('?').unwrap_or(rest.len());
    let path_start = rest[..query_start].find('/').unwrap_or(query_start);
    format!(
        "{}{}/{}{}",
        &url[..scheme_end],
        &rest[..path_start],
        database,
        &rest[query_start..]
    )
}

/// A database created for one test and dropped when the value is dropped.
pub struct PgTestDb {
    server_url: String,
    name: String,
    url: String,
}

impl PgTestDb {
    /// Creates an empty database named after `tag`; `None` when the tests run without a server.
    pub fn create(tag: &str) -> Option<PgTestDb> {
        static NEXT: AtomicUsize = AtomicUsize::new(0);
        let server_url = pg_url()?;
        let tag: String = tag
            .chars()
            .map(|c| {
                if c.is_ascii_alphanumeric() {
                    c.to_ascii_lowercase()
                } else {
                    '_'
                }
            })
            .take(30)
            .collect();
        let name = format!(
            "ct_{tag}_{}_{}",
            std::process::id(),
            NEXT.fetch_add(1, Ordering::SeqCst)
        );
        let mut admin = connect(&server_url);
        // A database left over by a run that crashed may carry the same name.
        admin
            .batch_execute(&format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)"))
            .unwrap_or_else(|e| panic!("{e}"));
        admin
            .batch_execute(&format!("CREATE DATABASE {name}"))
            .unwrap_or_else(|e| panic!("cannot create the test database {name}: {e}"));
        let url = with_database(&server_url, &name);
        Some(PgTestDb {
            server_url,
            name,
            url,
        })
    }

    /// The URL of the test database (password included).
    pub fn url(&self) -> &str {
        &self.url
    }

    /// The URL with extra query parameters, e.g. `schema=sales`.
    pub fn url_with(&self, params: &str) -> String {
        let sep = if self.url.contains('?') { '&' } else { '?' };
        format!("{}{sep}{params}", self.url)
    }

    pub fn name(&self) -> &str {
        &self.name
    }

    /// Runs setup SQL (several statements allowed) on a writable connection, then disconnects,
    /// which also flushes the session's table statistics.
    ///
    /// # Panics
    /// When the server rejects the SQL.
    pub fn execute(&self, sql: &str) {
        let mut client = connect(&self.url);
        client
            .batch_execute(sql)
            .unwrap_or_else(|e| panic!("setup SQL failed: {e}\n{sql}"));
        let _ = client.close();
    }

    /// Runs one query on a writable connection and returns the first column of each row as text.
    pub fn column(&self, sql: &str) -> Vec<Option<String>> {
        let mut client = connect(&self.url);
        let mut out = Vec::new();
        for message in client
            .simple_query(sql)
            .unwrap_or_else(|e| panic!("{e}\n{sql}"))
        {
            if let postgres::SimpleQueryMessage::Row(row) = message {
                out.push(row.get(0).map(str::to_string));
            }
        }
        out
    }
}

impl Drop for PgTestDb {
    fn drop(&mut self) {
        let result = Client::connect(&self.server_url, NoTls).and_then(|mut admin| {
            admin.batch_execute(&format!(
                "DROP DATABASE IF EXISTS {} WITH (FORCE)",
                self.name
            ))
        });
        if let Err(e) = result {
            eprintln!("could not drop the test database {}: {e}", self.name);
        }
    }
}

fn connect(url: &str) -> Client {
    Client::connect(url, NoTls)
        .unwrap_or_else(|e| panic!("cannot connect to the test server ({URL_VAR}): {e}"))
}

#[cfg(test)]
mod tests {
    #[test]
    fn replaces_the_database_name() {
        use super::with_database;
        assert_eq!(
            with_database("postgres://u:p@h:1/db?x=1", "t"),
            "postgres://u:p@h:1/t?x=1"
        );
        assert_eq!(with_database("postgres://u@h", "t"), "postgres://u@h/t");
    }
}
