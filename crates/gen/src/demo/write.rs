//! Writes one demo database as `<dir>/<id>/<id>.sqlite` (the Spider layout), with a
//! `clarisql_meta` table carrying table captions and column descriptions.

use super::DemoError;
use rusqlite::types::Value;
use std::path::{Path, PathBuf};

/// A column: name, SQL type (with constraints) and what it holds, for people.
pub(crate) struct ColumnSpec {
    pub name: &'static str,
    pub sql_type: &'static str,
    pub description: &'static str,
}

pub(crate) const fn col(
    name: &'static str,
    sql_type: &'static str,
    description: &'static str,
) -> ColumnSpec {
    ColumnSpec {
        name,
        sql_type,
        description,
    }
}

pub(crate) struct TableSpec {
    pub name: &'static str,
    pub caption: &'static str,
    pub columns: Vec<ColumnSpec>,
    /// `FOREIGN KEY (…) REFERENCES …(…)` clauses.
    pub foreign_keys: Vec<&'static str>,
    pub rows: Vec<Vec<Value>>,
}

pub(crate) struct DbSpec {
    pub id: &'static str,
    pub tables: Vec<TableSpec>,
}

pub(crate) fn text(s: &str) -> Value {
    Value::Text(s.to_string())
}

pub(crate) fn int(i: i64) -> Value {
    Value::Integer(i)
}

pub(crate) fn real(x: f64) -> Value {
    Value::Real(x)
}

/// Writes `spec` under `dir` and returns the database file. The file is written beside its
/// final name and moved into place, so a crash never leaves half a database that looks whole.
pub(crate) fn write_db(dir: &Path, spec: &DbSpec) -> Result<PathBuf, DemoError> {
    let folder = dir.join(spec.id);
    std::fs::create_dir_all(&folder).map_err(|e| DemoError::Io {
        path: folder.clone(),
        message: format!("cannot create the folder: {e} (choose a writable demo folder)"),
    })?;
    let path = folder.join(format!("{}.sqlite", spec.id));
    let tmp = folder.join(format!("{}.sqlite.partial", spec.id));
    remove_if_exists(&tmp)?;
    let sql_err = |e: rusqlite::Error| DemoError::Sqlite {
        path: path.clone(),
        message: e.to_string(),
    };
    {
        let mut conn = rusqlite::Connection::open(&tmp).map_err(sql_err)?;
        // A generated file is rebuilt from the seed if anything goes wrong: no journal needed.
        conn.execute_batch("PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF;")
            .map_err(sql_err)?;
        let tx = conn.transaction().map_err(sql_err)?;
        tx.execute_batch(
            "CREATE TABLE clarisql_meta(table_name TEXT, column_name TEXT, description TEXT)",
        )
        .map_err(sql_err)?;
        for t in &spec.tables {
            let mut defs: Vec<String> = t
                .columns
                .iter()
                .map(|c| format!("{} {}", c.name, c.sql_type))
                .collect();
            defs.extend(t.foreign_keys.iter().map(|f| f.to_string()));
            tx.execute_batch(&format!("CREATE TABLE {} ({})", t.name, defs.join(", ")))
                .map_err(sql_err)?;
            let mut meta = tx
                .prepare_cached("INSERT INTO clarisql_meta VALUES (?1, ?2, ?3)")
                .map_err(sql_err)?;
            meta.execute(rusqlite::params![t.name, Option::<String>::None, t.caption])
                .map_err(sql_err)?;
            for c in &t.columns {
                meta.execute(rusqlite::params![t.name, c.name, c.description])
                    .map_err(sql_err)?;
            }
            let marks: Vec<String> = (1..=t.columns.len()).map(|i| format!("?{i}")).collect();
            let mut insert = tx
                .prepare(&format!(
                    "INSERT INTO {} VALUES ({})",
                    t.name,
                    marks.join(", ")
                ))
                .map_err(sql_err)?;
            for row in &t.rows {
                insert
                    .execute(rusqlite::params_from_iter(row.iter()))
                    .map_err(sql_err)?;
            }
        }
        tx.commit().map_err(sql_err)?;
    }
    remove_if_exists(&path)?;
    std::fs::rename(&tmp, &path).map_err(|e| DemoError::Io {
        path: path.clone(),
        message: format!("cannot move the new database into place: {e}"),
    })?;
    Ok(path)
}

fn remove_if_exists(path: &Path) -> Result<(), DemoError> {
    match std::fs::remove_file(path) {
        Ok(()) => Ok(()),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(()),
        Err(e) => Err(DemoError::Io {
            path: path.to_path_buf(),
            message: format!("cannot replace the old file: {e}"),
        }),
    }
}
