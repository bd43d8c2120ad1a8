//! CSV folders become SQLite files in the cache: one table per file, column types inferred
//! from the values (integer, real, or text; empty cells are NULL).

use crate::discover::SourceKind;
use crate::LoadIssue;
use rusqlite::Connection;
use std::path::{Path, PathBuf};

fn csv_files(kind: &SourceKind) -> std::io::Result<Vec<PathBuf>> {
    match kind {
        SourceKind::CsvFile(p) => Ok(vec![p.clone()]),
        SourceKind::CsvFolder(dir) => {
            let mut files: Vec<PathBuf> = std::fs::read_dir(dir)?
                .filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| {
                    p.is_file() && p.extension().is_some_and(|e| e.eq_ignore_ascii_case("csv"))
                })
                .collect();
            files.sort();
            Ok(files)
        }
        SourceKind::Sqlite(_) | SourceKind::Postgres { .. } => Ok(Vec::new()),
    }
}

struct CsvTable {
    name: String,
    headers: Vec<String>,
    rows: Vec<Vec<String>>,
}

fn read_csv(path: &Path) -> Result<CsvTable, LoadIssue> {
    let issue = |problem: String| LoadIssue {
        path: path.display().to_string(),
        problem,
    };
    let mut reader = csv::ReaderBuilder::new()
        .has_headers(true)
        .flexible(false)
        .from_path(path)
        .map_err(|e| issue(format!("cannot open: {e}")))?;
    let describe = |e: csv::Error| -> String {
        match e.kind() {
            csv::ErrorKind::Utf8 { pos, .. } => format!(
                "not UTF-8 text (line {}); re-save the file as UTF-8",
                pos.as_ref().map(|p| p.line()).unwrap_or(0)
            ),
            csv::ErrorKind::UnequalLengths {
                pos,
                expected_len,
                len,
            } => format!(
                "ragged row at line {}: {len} fields where the header has {expected_len}",
                pos.as_ref().map(|p| p.line()).unwrap_or(0)
            ),
            _ => e.to_string(),
        }
    };
    let header_record = reader.headers().map_err(|e| issue(describe(e)))?.clone();
    if header_record.is_empty() || header_record.iter().all(|h| h.trim().is_empty()) {
        return Err(issue(
            "empty file: expected a header line with column names".to_string(),
        ));
    }
    let mut headers: Vec<String> = Vec::new();
    for (i, h) in header_record.iter().enumerate() {
        let base = h.trim().trim_start_matches('\u{feff}');
        let base = if base.is_empty() {
            format!("column_{}", i + 1)
        } else {
            base.to_string()
        };
        let mut name = base.clone();
        let mut k = 2;
        while headers.iter().any(|x| x.eq_ignore_ascii_case(&name)) {
            name = format!("{base}_{k}");
            k += 1;
        }
        headers.push(name);
    }
    let mut rows = Vec::new();
    for record in reader.records() {
        let record = record.map_err(|e| issue(describe(e)))?;
        rows.push(record.iter().map(str::to_string).collect());
    }
    let name = path
        .file_stem()
        .and_then(|s| s.to_str())
        .unwrap_or("table")
        .to_string();
    Ok(CsvTable {
        name,
        headers,
        rows,
    })
}

#[derive(Clone, Copy, PartialEq)]
enum Inferred {
    Integer,
    Real,
    Text,
}

fn infer(rows: &[Vec<String>], col: usize) -> Inferred {
    let mut kind = Inferred::Integer;
    let mut any = false;
    for row in rows {
        let v = row[col].trim();
        if v.is_empty() {
            continue;
        }
        any = true;
        if kind == Inferred::Integer && v.parse::<i64>().is_err() {
            kind = Inferred::Real;
        }
        if kind == Inferred::Real && v.parse::<f64>().map(|f| !f.is_finite()).unwrap_or(true) {
            return Inferred::Text;
        }
    }
    if any {
        kind
    } else {
        Inferred::Text
    }
}

/// Writes the CSV tables of `kind` into a fresh SQLite file at `target`.
pub fn ingest(kind: &SourceKind, target: &Path) -> Result<(), LoadIssue> {
    let src = match kind {
        SourceKind::CsvFile(p) | SourceKind::CsvFolder(p) | SourceKind::Sqlite(p) => p,
        SourceKind::Postgres { url, .. } => {
            let problem = "not a CSV source".to_string();
            return Err(LoadIssue {
                path: clarisql_exec::redact_url(url),
                problem,
            });
        }
    };
    let folder_issue = |problem: String| LoadIssue {
        path: src.display().to_string(),
        problem,
    };
    let files = csv_files(kind).map_err(|e| folder_issue(format!("cannot read: {e}")))?;
    let tables = files
        .iter()
        .map(|f| read_csv(f))
        .collect::<Result<Vec<_>, _>>()?;
    if let Some(dir) = target.parent() {
        std::fs::create_dir_all(dir).map_err(|e| {
            folder_issue(format!(
                "cannot create the cache folder {}: {e}",
                dir.display()
            ))
        })?;
    }
    let tmp = target.with_extension("building");
    let _ = std::fs::remove_file(&tmp);
    let write = || -> rusqlite::Result<()> {
        let mut conn = Connection::open(&tmp)?;
        let tx = conn.transaction()?;
        for table in &tables {
            let kinds: Vec<Inferred> = (0..table.headers.len())
                .map(|c| infer(&table.rows, c))
                .collect();
            let cols: Vec<String> = table
                .headers
                .iter()
                .zip(&kinds)
                .map(|(h, k)| {
                    let ty = match k {
                        Inferred::Integer => "INTEGER",
                        Inferred::Real => "REAL",
                        Inferred::Text => "TEXT",
                    };
                    format!("{} {ty}", crate::profile::quote(h))
                })
                .collect();
            let t = crate::profile::quote(&table.name);
            tx.execute(&format!("CREATE TABLE {t} ({})", cols.join(", ")), [])?;
            let marks: Vec<String> = (1..=cols.len()).map(|i| format!("?{i}")).collect();
            let mut stmt = tx.prepare(&format!("INSERT INTO {t} VALUES ({})", marks.join(", ")))?;
            for row in &table.rows {
                let values: Vec<rusqlite::types::Value> = row
                    .iter()
                    .zip(&kinds)
                    .map(|(v, k)| {
                        let v = v.trim();
                        if v.is_empty() {
                            return rusqlite::types::Value::Null;
                        }
                        let parsed = match k {
                            Inferred::Integer => {
                                v.parse().ok().map(rusqlite::types::Value::Integer)
                            }
                            Inferred::Real => v.parse().ok().map(rusqlite::types::Value::Real),
                            Inferred::Text => None,
                        };
                        parsed.unwrap_or_else(|| rusqlite::types::Value::Text(v.to_string()))
                    })
                    .collect();
                stmt.execute(rusqlite::params_from_iter(values))?;
            }
        }
        tx.commit()?;
        Ok(())
    };
    write()
        .map_err(|e| folder_issue(format!("cannot write the CSV cache {}: {e}", tmp.display())))?;
    std::fs::rename(&tmp, target).map_err(|e| {
        folder_issue(format!(
            "cannot write the CSV cache {}: {e}",
            target.display()
        ))
    })?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ingests_with_types_and_names_bad_files() {
        let dir = tempfile::tempdir().unwrap();
        let folder = dir.path().join("parks");
        std::fs::create_dir_all(&folder).unwrap();
        std::fs::write(
            folder.join("trees.csv"),
            "name,height,planted\nOak,12.5,1990\nElm,,2001\n",
        )
        .unwrap();
        let target = dir.path().join("out.sqlite");
        ingest(&SourceKind::CsvFolder(folder.clone()), &target).unwrap();
        let conn = Connection::open(&target).unwrap();
        let ty: String = conn
            .query_row(
                "SELECT typeof(planted) || typeof(height) FROM trees WHERE name='Elm'",
                [],
                |r| r.get(0),
            )
            .unwrap();
        assert_eq!(ty, "integernull");

        std::fs::write(folder.join("ragged.csv"), "a,b\n1,2\n3\n").unwrap();
        let err = ingest(&SourceKind::CsvFolder(folder.clone()), &target).unwrap_err();
        assert!(
            err.path.ends_with("ragged.csv") && err.problem.contains("line 3"),
            "{err}"
        );
        std::fs::remove_file(folder.join("ragged.csv")).unwrap();

        std::fs::write(folder.join("latin1.csv"), b"a,b\n1,caf\xe9\n").unwrap();
        let err = ingest(&SourceKind::CsvFolder(folder.clone()), &target).unwrap_err();
        assert!(
            err.path.ends_with("latin1.csv") && err.problem.contains("UTF-8"),
            "{err}"
        );
        std::fs::remove_file(folder.join("latin1.csv")).unwrap();

        std::fs::write(folder.join("empty.csv"), b"").unwrap();
        let err = ingest(&SourceKind::CsvFolder(folder), &target).unwrap_err();
        assert!(
            err.path.ends_with("empty.csv") && err.problem.contains("empty"),
            "{err}"
        );
    }
}
