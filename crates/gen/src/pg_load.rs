//! Copies a generated SQLite database into one schema of a PostgreSQL database, so that the
//! lake loader reads the same tables from either (`clarisql generate odutqa --postgres URL`).
//!
//! What is copied, per table of the SQLite file (creation order; SQLite's own tables and the
//! `clarisql_meta` table left out): the columns with their types mapped by SQLite's affinity
//! rules (`INT…` → `bigint`, `REAL`/`FLOA…`/`DOUB…` → `double precision`, `CHAR`/`CLOB`/`TEXT`
//! → `text`, `BLOB` → `bytea`, `NUMERIC`/`DECIMAL` → `numeric`, anything else `text`), the
//! primary key, the rows, and the captions and column descriptions of `clarisql_meta` as
//! `COMMENT ON TABLE` / `COMMENT ON COLUMN`, which is where the lake reads them on PostgreSQL.
//!
//! Everything happens in one transaction: a table of the same name in the schema is dropped
//! and created again (so a second run replaces the first), the schema is created when missing,
//! and rows travel by `COPY … FROM STDIN`, one stream per table. Other tables of the schema
//! are left alone and reported, since the lake would show them too.

use clarisql_exec::{
    pg_connect_problem, pg_error_message, quote_ident, quote_literal, ExecError, PgUrl,
};
use clarisql_lake::Affinity;
use rusqlite::types::ValueRef;
use std::io::Write;
use std::path::{Path, PathBuf};

/// Why loading failed; every message names the table (when one was being loaded) and what to do.
#[derive(Debug, thiserror::Error)]
pub enum PgLoadError {
    #[error(
        "cannot connect to {target}: {message}. To start a local server: scripts/pg-test-server.sh \
         (it prints a file that sets CLARISQL_TEST_PG_URL), or `pg_ctl -D DIR start`; the URL is \
         postgres://user:password@host:port/database[?schema=NAME]"
    )]
    Connect { target: String, message: String },
    #[error("{target}: {message}")]
    Url { target: String, message: String },
    #[error("cannot read {}: {message}", path.display())]
    Sqlite { path: PathBuf, message: String },
    #[error("cannot load table '{table}' into {target}: {message}")]
    Table {
        table: String,
        target: String,
        message: String,
    },
    #[error("{target}: {message}")]
    Server { target: String, message: String },
}

/// What was loaded.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PgLoadReport {
    /// The URL without its password.
    pub target: String,
    pub schema: String,
    /// Table names with their row counts, in creation order.
    pub tables: Vec<(String, usize)>,
    /// Tables already in the schema that the SQLite file does not have (left in place).
    pub others: Vec<String>,
}

impl PgLoadReport {
    pub fn rows(&self) -> usize {
        self.tables.iter().map(|(_, n)| n).sum()
    }
}

struct ColumnDef {
    name: String,
    pg_type: &'static str,
    description: Option<String>,
}

struct TableDef {
    name: String,
    caption: Option<String>,
    columns: Vec<ColumnDef>,
    primary_key: Vec<String>,
}

/// The PostgreSQL type for a SQLite declared type, by SQLite's affinity rules; an untyped
/// column, or one of numeric affinity that names no exact number type ("DATE", "BOOLEAN"),
/// holds text in the files this loads.
fn pg_type(declared: &str) -> &'static str {
    let t = declared.to_ascii_uppercase();
    match Affinity::of_declared(declared) {
        Affinity::Integer => "bigint",
        Affinity::Text => "text",
        Affinity::Blob if t.contains("BLOB") => "bytea",
        Affinity::Real => "double precision",
        Affinity::Numeric if t.contains("NUMERIC") || t.contains("DECIMAL") => "numeric",
        Affinity::Blob | Affinity::Numeric => "text",
    }
}

/// Reads the tables, columns, keys and captions of a SQLite file.
fn read_defs(conn: &rusqlite::Connection) -> Result<Vec<TableDef>, rusqlite::Error> {
    let mut names = Vec::new();
    {
        let mut stmt = conn.prepare(
            "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' \
             AND name <> 'clarisql_meta' ORDER BY rowid",
        )?;
        let rows = stmt.query_map([], |r| r.get::<_, String>(0))?;
        for name in rows {
            names.push(name?);
        }
    }
    let has_meta: bool = conn.query_row(
        "SELECT count(*) > 0 FROM sqlite_master WHERE type = 'table' AND name = 'clarisql_meta'",
        [],
        |r| r.get(0),
    )?;
    let mut meta: Vec<(String, Option<String>, Option<String>)> = Vec::new();
    if has_meta {
        let mut stmt =
            conn.prepare("SELECT table_name, column_name, description FROM clarisql_meta")?;
        let rows = stmt.query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))?;
        for row in rows {
            meta.push(row?);
        }
    }
    let describe = |table: &str, column: Option<&str>| {
        meta.iter()
            .find(|(t, c, _)| t == table && c.as_deref().filter(|c| !c.is_empty()) == column)
            .and_then(|(_, _, d)| d.clone())
            .filter(|d| !d.trim().is_empty())
    };
    let mut out = Vec::new();
    for name in names {
        let mut stmt =
            conn.prepare("SELECT name, type, pk FROM pragma_table_info(?1) ORDER BY cid")?;
        let rows = stmt.query_map([&name], |r| {
            Ok((
                r.get::<_, String>(0)?,
                r.get::<_, Option<String>>(1)?,
                r.get::<_, i64>(2)?,
            ))
        })?;
        let mut columns = Vec::new();
        let mut keyed = Vec::new();
        for row in rows {
            let (column, declared, pk) = row?;
            if pk > 0 {
                keyed.push((pk, column.clone()));
            }
            columns.push(ColumnDef {
                pg_type: pg_type(declared.as_deref().unwrap_or("")),
                description: describe(&name, Some(&column)),
                name: column,
            });
        }
        keyed.sort();
        out.push(TableDef {
            caption: describe(&name, None),
            primary_key: keyed.into_iter().map(|(_, c)| c).collect(),
            name,
            columns,
        });
    }
    Ok(out)
}

/// Appends one value in COPY's text format.
fn push_copy_value(out: &mut Vec<u8>, value: ValueRef<'_>) {
    match value {
        ValueRef::Null => out.extend_from_slice(b"\\N"),
        ValueRef::Integer(n) => out.extend_from_slice(n.to_string().as_bytes()),
        ValueRef::Real(f) => {
            if f.is_nan() {
                out.extend_from_slice(b"NaN");
            } else if f.is_infinite() {
                out.extend_from_slice(if f > 0.0 { b"Infinity" } else { b"-Infinity" });
            } else {
                // Shortest text that reads back as the same f64.
                out.extend_from_slice(format!("{f:?}").as_bytes());
            }
        }
        ValueRef::Text(bytes) => {
            for &b in bytes {
                match b {
                    b'\\' => out.extend_from_slice(b"\\\\"),
                    b'\n' => out.extend_from_slice(b"\\n"),
                    b'\r' => out.extend_from_slice(b"\\r"),
                    b'\t' => out.extend_from_slice(b"\\t"),
                    _ => out.push(b),
                }
            }
        }
        ValueRef::Blob(bytes) => {
            // bytea's hex form, its backslash escaped for COPY.
            out.extend_from_slice(b"\\\\x");
            for b in bytes {
                out.extend_from_slice(format!("{b:02x}").as_bytes());
            }
        }
    }
}

fn connect(url: &str) -> Result<(PgUrl, postgres::Client), PgLoadError> {
    let parsed = PgUrl::parse(url).map_err(|e| match e {
        ExecError::Connect { target, message } => PgLoadError::Url { target, message },
        other => PgLoadError::Url {
            target: clarisql_exec::redact_url(url),
            message: other.to_string(),
        },
    })?;
    let fail = |e: postgres::Error| PgLoadError::Connect {
        target: parsed.redacted(),
        message: pg_connect_problem(&e),
    };
    let mut client = parsed.config().connect(postgres::NoTls).map_err(fail)?;
    // Literals where a backslash is a backslash (quote_literal relies on it).
    client
        .batch_execute("SET standard_conforming_strings = on")
        .map_err(fail)?;
    Ok((parsed, client))
}

/// Checks that `url` is well formed and that its server accepts a connection, before a long
/// generation that would then fail to load.
pub fn check(url: &str) -> Result<(), PgLoadError> {
    let (_, client) = connect(url)?;
    let _ = client.close();
    Ok(())
}

/// Copies every table of the SQLite file `sqlite` into the database and schema `url` names.
pub fn load_sqlite(sqlite: &Path, url: &str) -> Result<PgLoadReport, PgLoadError> {
    let (parsed, mut client) = connect(url)?;
    let target = parsed.redacted();
    let schema = parsed.schema().to_string();
    let sqlite_err = |e: rusqlite::Error| PgLoadError::Sqlite {
        path: sqlite.to_path_buf(),
        message: e.to_string(),
    };
    let lite =
        rusqlite::Connection::open_with_flags(sqlite, rusqlite::OpenFlags::SQLITE_OPEN_READ_ONLY)
            .map_err(sqlite_err)?;
    let defs = read_defs(&lite).map_err(sqlite_err)?;
    let server_err = |e: postgres::Error| PgLoadError::Server {
        target: target.clone(),
        message: pg_error_message(&e),
    };
    let mut tx = client.transaction().map_err(server_err)?;
    let q_schema = quote_ident(&schema);
    tx.batch_execute(&format!("CREATE SCHEMA IF NOT EXISTS {q_schema}"))
        .map_err(|e| PgLoadError::Server {
            target: target.clone(),
            message: format!(
                "cannot create the schema '{schema}': {}",
                pg_error_message(&e)
            ),
        })?;
    let existing: Vec<String> = tx
        .query(
            "SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace \
             WHERE n.nspname = $1 AND c.relkind IN ('r', 'p', 'f', 'v', 'm') ORDER BY c.relname",
            &[&schema],
        )
        .map_err(server_err)?
        .iter()
        .map(|r| r.get::<_, String>(0))
        .collect();
    let mut report = PgLoadReport {
        target: target.clone(),
        schema: schema.clone(),
        tables: Vec::new(),
        others: existing
            .into_iter()
            .filter(|name| !defs.iter().any(|d| &d.name == name))
            .collect(),
    };
    for def in &defs {
        let table_err = |message: String| PgLoadError::Table {
            table: def.name.clone(),
            target: target.clone(),
            message,
        };
        let qualified = format!("{q_schema}.{}", quote_ident(&def.name));
        let mut ddl =
            format!("DROP TABLE IF EXISTS {qualified} CASCADE; CREATE TABLE {qualified} (");
        let mut parts: Vec<String> = def
            .columns
            .iter()
            .map(|c| format!("{} {}", quote_ident(&c.name), c.pg_type))
            .collect();
        if !def.primary_key.is_empty() {
            let key: Vec<String> = def.primary_key.iter().map(|c| quote_ident(c)).collect();
            parts.push(format!("PRIMARY KEY ({})", key.join(", ")));
        }
        ddl.push_str(&parts.join(", "));
        ddl.push_str(");");
        if let Some(caption) = &def.caption {
            ddl.push_str(&format!(
                " COMMENT ON TABLE {qualified} IS {};",
                quote_literal(caption)
            ));
        }
        for c in &def.columns {
            if let Some(d) = &c.description {
                ddl.push_str(&format!(
                    " COMMENT ON COLUMN {qualified}.{} IS {};",
                    quote_ident(&c.name),
                    quote_literal(d)
                ));
            }
        }
        tx.batch_execute(&ddl)
            .map_err(|e| table_err(format!("cannot create it: {}", pg_error_message(&e))))?;

        let names: Vec<String> = def.columns.iter().map(|c| quote_ident(&c.name)).collect();
        let select = format!(
            "SELECT {} FROM \"{}\"",
            def.columns
                .iter()
                .map(|c| format!("\"{}\"", c.name.replace('"', "\"\"")))
                .collect::<Vec<_>>()
                .join(", "),
            def.name.replace('"', "\"\"")
        );
        let mut stmt = lite.prepare(&select).map_err(sqlite_err)?;
        let mut rows = stmt.query([]).map_err(sqlite_err)?;
        let copy_err = |e: postgres::Error| {
            table_err(format!("cannot copy its rows: {}", pg_error_message(&e)))
        };
        let mut writer = tx
            .copy_in(&format!(
                "COPY {qualified} ({}) FROM STDIN",
                names.join(", ")
            ))
            .map_err(copy_err)?;
        let mut buf: Vec<u8> = Vec::with_capacity(1 << 16);
        let mut count = 0usize;
        let ncols = def.columns.len();
        while let Some(row) = rows.next().map_err(sqlite_err)? {
            for i in 0..ncols {
                if i > 0 {
                    buf.push(b'\t');
                }
                push_copy_value(&mut buf, row.get_ref(i).map_err(sqlite_err)?);
            }
            buf.push(b'\n');
            count += 1;
            if buf.len() >= 1 << 16 {
                writer
                    .write_all(&buf)
                    .map_err(|e| table_err(format!("cannot copy its rows: {e}")))?;
                buf.clear();
            }
        }
        writer
            .write_all(&buf)
            .map_err(|e| table_err(format!("cannot copy its rows: {e}")))?;
        writer.finish().map_err(copy_err)?;
        report.tables.push((def.name.clone(), count));
    }
    tx.commit().map_err(server_err)?;
    // Closing the session reports its table statistics at once, which the lake's cache
    // fingerprint reads.
    let _ = client.close();
    Ok(report)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn types_follow_sqlite_affinity() {
        assert_eq!(pg_type("INTEGER"), "bigint");
        assert_eq!(pg_type("varchar(20)"), "text");
        assert_eq!(pg_type("REAL"), "double precision");
        assert_eq!(pg_type("BLOB"), "bytea");
        assert_eq!(pg_type("DECIMAL(10,2)"), "numeric");
        assert_eq!(pg_type(""), "text");
    }

    #[test]
    fn copy_text_escapes_what_copy_reads_specially() {
        let mut out = Vec::new();
        push_copy_value(&mut out, ValueRef::Text(b"a\\b\tc\nd"));
        out.push(b'|');
        push_copy_value(&mut out, ValueRef::Null);
        out.push(b'|');
        push_copy_value(&mut out, ValueRef::Real(0.1));
        out.push(b'|');
        push_copy_value(&mut out, ValueRef::Blob(&[1, 255]));
        assert_eq!(
            String::from_utf8(out).unwrap(),
            "a\\\\b\\tc\\nd|\\N|0.1|\\\\x01ff"
        );
    }
}
