//! SQLite backend: read-only file connections, optionally with other databases attached
//! (cross-database questions run inside one engine, never glued together in application code).

use crate::{Database, Dialect, ExecError, Limits, ResultSet, Value};
use rusqlite::{types::ValueRef, Connection, OpenFlags};
use std::path::{Path, PathBuf};
use std::time::Instant;

/// A SQLite database file, opened read-only for each query.
#[derive(Debug, Clone)]
pub struct SqliteDb {
    path: PathBuf,
    /// Other database files attached under a schema name, for cross-database queries.
    attached: Vec<(String, PathBuf)>,
}

impl SqliteDb {
    /// Checks that `path` is a readable SQLite database and returns a handle on it.
    pub fn open(path: &Path) -> Result<SqliteDb, ExecError> {
        let db = SqliteDb {
            path: path.to_path_buf(),
            attached: Vec::new(),
        };
        let conn = db.connect()?;
        // Reading the schema forces SQLite to check the file header.
        conn.query_row("SELECT count(*) FROM sqlite_master", [], |r| {
            r.get::<_, i64>(0)
        })
        .map_err(|e| ExecError::Open {
            path: path.to_path_buf(),
            message: e.to_string(),
        })?;
        Ok(db)
    }

    /// Attaches another database file under `schema`, so queries can say `schema.table`.
    pub fn with_attached(mut self, schema: &str, path: &Path) -> SqliteDb {
        self.attached.push((schema.to_string(), path.to_path_buf()));
        self
    }

    /// A handle without checking the file first (for a file already checked).
    pub fn new_unchecked(path: &Path) -> SqliteDb {
        SqliteDb {
            path: path.to_path_buf(),
            attached: Vec::new(),
        }
    }

    /// One connection for many queries (profiling, batch work).
    pub fn session(&self) -> Result<SqliteSession, ExecError> {
        Ok(SqliteSession {
            conn: self.connect()?,
        })
    }

    pub fn path(&self) -> &Path {
        &self.path
    }

    /// A read-only connection with `query_only` set.
    pub fn connect(&self) -> Result<Connection, ExecError> {
        let open_err = |path: &Path, e: rusqlite::Error| ExecError::Open {
            path: path.to_path_buf(),
            message: e.to_string(),
        };
        if !self.path.is_file() {
            return Err(ExecError::Open {
                path: self.path.clone(),
                message: "no such file".to_string(),
            });
        }
        let flags = OpenFlags::SQLITE_OPEN_READ_ONLY
            | OpenFlags::SQLITE_OPEN_NO_MUTEX
            | OpenFlags::SQLITE_OPEN_URI;
        let conn =
            Connection::open_with_flags(&self.path, flags).map_err(|e| open_err(&self.path, e))?;
        for (schema, path) in &self.attached {
            let uri = format!("file:{}?mode=ro", path.display());
            conn.execute("ATTACH DATABASE ?1 AS ?2", rusqlite::params![uri, schema])
                .map_err(|e| open_err(path, e))?;
        }
        conn.pragma_update(None, "query_only", true)
            .map_err(|e| open_err(&self.path, e))?;
        Ok(conn)
    }
}

/// A read-only connection kept open across queries.
pub struct SqliteSession {
    conn: Connection,
}

impl SqliteSession {
    pub fn query(&mut self, sql: &str, limits: &Limits) -> Result<ResultSet, ExecError> {
        run(&mut self.conn, sql, limits)
    }
}

fn to_value(v: ValueRef<'_>) -> Value {
    match v {
        ValueRef::Null => Value::Null,
        ValueRef::Integer(i) => Value::Integer(i),
        ValueRef::Real(f) => Value::Real(f),
        ValueRef::Text(t) => Value::Text(String::from_utf8_lossy(t).into_owned()),
        ValueRef::Blob(b) => Value::Blob(b.to_vec()),
    }
}

/// Runs `sql` on an open connection under `limits`; shared by queries and profiling.
fn run(conn: &mut Connection, sql: &str, limits: &Limits) -> Result<ResultSet, ExecError> {
    let started = Instant::now();
    let timeout = limits.timeout;
    conn.progress_handler(10_000, Some(move || started.elapsed() > timeout))
        .map_err(|e| ExecError::Query(e.to_string()))?;
    let result = (|| {
        let mut stmt = conn.prepare(sql)?;
        let columns: Vec<String> = stmt.column_names().map(|c| c.to_string()).collect();
        let n = columns.len();
        let mut rows = Vec::new();
        let mut truncated = false;
        let mut cursor = stmt.query([])?;
        while let Some(row) = cursor.next()? {
            if rows.len() >= limits.max_rows {
                truncated = true;
                break;
            }
            let mut out = Vec::with_capacity(n);
            for i in 0..n {
                out.push(to_value(row.get_ref(i)?));
            }
            rows.push(out);
        }
        Ok::<_, rusqlite::Error>(ResultSet {
            columns,
            rows,
            truncated,
        })
    })();
    conn.progress_handler(0, None::<fn() -> bool>).ok();
    result.map_err(|e| {
        if started.elapsed() > timeout
            || matches!(&e, rusqlite::Error::SqliteFailure(f, _) if f.code == rusqlite::ErrorCode::OperationInterrupted)
        {
            ExecError::Timeout(timeout)
        } else {
            ExecError::Query(e.to_string())
        }
    })
}

impl Database for SqliteDb {
    fn dialect(&self) -> Dialect {
        Dialect::Sqlite
    }

    fn query(&self, sql: &str, limits: &Limits) -> Result<ResultSet, ExecError> {
        let mut conn = self.connect()?;
        run(&mut conn, sql, limits)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    fn fixture(dir: &Path) -> PathBuf {
        let path = dir.join("t.sqlite");
        let conn = Connection::open(&path).unwrap();
        conn.execute_batch(
            "CREATE TABLE t(a INTEGER, b TEXT); INSERT INTO t VALUES (1,'x'),(2,'y'),(3,NULL);",
        )
        .unwrap();
        path
    }

    #[test]
    fn reads_with_row_cap() {
        let dir = tempfile::tempdir().unwrap();
        let db = SqliteDb::open(&fixture(dir.path())).unwrap();
        let rs = db
            .query(
                "SELECT a, b FROM t ORDER BY a",
                &Limits {
                    max_rows: 2,
                    ..Limits::default()
                },
            )
            .unwrap();
        assert_eq!(rs.columns, ["a", "b"]);
        assert_eq!(
            rs.rows,
            vec![
                vec![Value::Integer(1), Value::Text("x".into())],
                vec![Value::Integer(2), Value::Text("y".into())]
            ]
        );
        assert!(rs.truncated);
    }

    #[test]
    fn cannot_write_even_if_asked() {
        let dir = tempfile::tempdir().unwrap();
        let db = SqliteDb::open(&fixture(dir.path())).unwrap();
        for sql in [
            "DELETE FROM t",
            "DROP TABLE t",
            "INSERT INTO t VALUES (9,'z')",
            "CREATE TABLE u(x)",
        ] {
            assert!(
                matches!(db.query(sql, &Limits::default()), Err(ExecError::Query(_))),
                "{sql}"
            );
        }
        let rs = db
            .query("SELECT count(*) FROM t", &Limits::default())
            .unwrap();
        assert_eq!(rs.rows[0][0], Value::Integer(3));
    }

    #[test]
    fn stops_runaway_queries() {
        let dir = tempfile::tempdir().unwrap();
        let db = SqliteDb::open(&fixture(dir.path())).unwrap();
        let sql =
            "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x+1 FROM c) SELECT count(*) FROM c";
        let limits = Limits {
            timeout: Duration::from_millis(100),
            max_rows: 10,
        };
        assert!(matches!(db.query(sql, &limits), Err(ExecError::Timeout(_))));
    }

    #[test]
    fn rejects_missing_and_corrupt_files() {
        let dir = tempfile::tempdir().unwrap();
        assert!(matches!(
            SqliteDb::open(&dir.path().join("nope.sqlite")),
            Err(ExecError::Open { .. })
        ));
        let bad = dir.path().join("bad.sqlite");
        std::fs::write(
            &bad,
            b"this is not a database, just text that is long enough to have a header",
        )
        .unwrap();
        let err = SqliteDb::open(&bad).unwrap_err();
        assert!(err.to_string().contains("bad.sqlite"), "{err}");
    }
}
