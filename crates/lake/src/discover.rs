//! Which databases a path holds: a Spider-layout folder (`<db_id>/<db_id>.sqlite`), a folder of
//! `.sqlite`/`.db` files, one SQLite file, a folder of CSV files, or a folder of such folders.
//! A "path" that is a `postgres://` or `postgresql://` URL names one schema of one PostgreSQL
//! database.

use crate::LoadIssue;
use clarisql_exec::{is_postgres_url, PgUrl, DEFAULT_SCHEMA};
use std::path::{Path, PathBuf};

#[derive(Debug, Clone, PartialEq)]
pub enum SourceKind {
    Sqlite(PathBuf),
    /// A folder whose `.csv` files are the tables of one database.
    CsvFolder(PathBuf),
    /// A single CSV file: a database with one table.
    CsvFile(PathBuf),
    /// One schema of a PostgreSQL database; `url` as given (password included).
    Postgres {
        url: String,
        schema: String,
    },
}

/// A database found on disk, not yet read.
#[derive(Debug, Clone, PartialEq)]
pub struct SourceSpec {
    pub id: String,
    pub kind: SourceKind,
}

impl SourceSpec {
    /// The file or folder, or `None` for a server.
    pub fn path(&self) -> Option<&Path> {
        match &self.kind {
            SourceKind::Sqlite(p) | SourceKind::CsvFolder(p) | SourceKind::CsvFile(p) => Some(p),
            SourceKind::Postgres { .. } => None,
        }
    }

    /// Where the source is, for messages: the path, or the URL without its password.
    pub fn describe(&self) -> String {
        match &self.kind {
            SourceKind::Sqlite(p) | SourceKind::CsvFolder(p) | SourceKind::CsvFile(p) => {
                p.display().to_string()
            }
            SourceKind::Postgres { url, .. } => clarisql_exec::redact_url(url),
        }
    }
}

const SQLITE_EXTENSIONS: &[&str] = &["sqlite", "sqlite3", "db", "db3"];
/// Deep enough for `lake/database/<db_id>/<db_id>.sqlite`, shallow enough not to crawl a disk.
const MAX_DEPTH: usize = 3;

fn extension(path: &Path) -> String {
    path.extension()
        .and_then(|e| e.to_str())
        .unwrap_or("")
        .to_ascii_lowercase()
}

fn stem(path: &Path) -> String {
    path.file_stem()
        .and_then(|s| s.to_str())
        .unwrap_or("db")
        .to_string()
}

fn name(path: &Path) -> String {
    path.file_name()
        .and_then(|s| s.to_str())
        .unwrap_or("db")
        .to_string()
}

/// Lists the databases under `path`, or says why there are none.
pub fn discover(path: &Path) -> Result<Vec<SourceSpec>, LoadIssue> {
    // URLs arrive as paths from the command line.
    if let Some(url) = path.to_str().filter(|s| is_postgres_url(s)) {
        return discover_postgres(url).map(|spec| vec![spec]);
    }
    let issue = |problem: String| LoadIssue {
        path: path.display().to_string(),
        problem,
    };
    if !path.exists() {
        return Err(issue("no such file or folder".to_string()));
    }
    if path.is_file() {
        let ext = extension(path);
        if ext == "csv" {
            return Ok(vec![SourceSpec {
                id: stem(path),
                kind: SourceKind::CsvFile(path.to_path_buf()),
            }]);
        }
        if SQLITE_EXTENSIONS.contains(&ext.as_str()) || has_sqlite_header(path) {
            return Ok(vec![SourceSpec {
                id: stem(path),
                kind: SourceKind::Sqlite(path.to_path_buf()),
            }]);
        }
        return Err(issue(
            "not a SQLite database or CSV file (expected .sqlite, .db or .csv)".to_string(),
        ));
    }
    let mut found = Vec::new();
    walk(path, 0, &mut found).map_err(|e| issue(format!("cannot read folder: {e}")))?;
    if found.is_empty() {
        return Err(issue(
            "no databases found here (looked for .sqlite/.db files and folders of .csv files)"
                .to_string(),
        ));
    }
    Ok(found)
}

/// The database a PostgreSQL URL names; its id is the database name, followed by
/// `_<schema>` when the schema is not `public`.
fn discover_postgres(url: &str) -> Result<SourceSpec, LoadIssue> {
    let parsed = PgUrl::parse(url).map_err(|e| match e {
        clarisql_exec::ExecError::Connect { target, message } => LoadIssue {
            path: target,
            problem: message,
        },
        other => LoadIssue {
            path: clarisql_exec::redact_url(url),
            problem: other.to_string(),
        },
    })?;
    let id = if parsed.schema() == DEFAULT_SCHEMA {
        parsed.database().to_string()
    } else {
        format!("{}_{}", parsed.database(), parsed.schema())
    };
    let schema = parsed.schema().to_string();
    Ok(SourceSpec {
        id,
        kind: SourceKind::Postgres {
            url: url.to_string(),
            schema,
        },
    })
}

fn has_sqlite_header(path: &Path) -> bool {
    use std::io::Read;
    let mut buf = [0u8; 16];
    std::fs::File::open(path)
        .and_then(|mut f| f.read_exact(&mut buf))
        .is_ok()
        && &buf == b"SQLite format 3\0"
}

fn walk(dir: &Path, depth: usize, found: &mut Vec<SourceSpec>) -> std::io::Result<()> {
    let mut entries: Vec<PathBuf> = std::fs::read_dir(dir)?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .collect();
    entries.sort();
    let visible = |p: &&PathBuf| !name(p).starts_with('.');
    let csv_files = entries
        .iter()
        .filter(visible)
        .filter(|p| p.is_file() && extension(p) == "csv")
        .count();
    if csv_files > 0 {
        found.push(SourceSpec {
            id: name(dir),
            kind: SourceKind::CsvFolder(dir.to_path_buf()),
        });
    }
    for entry in entries.iter().filter(visible) {
        if entry.is_file() && SQLITE_EXTENSIONS.contains(&extension(entry).as_str()) {
            found.push(SourceSpec {
                id: stem(entry),
                kind: SourceKind::Sqlite(entry.clone()),
            });
        } else if entry.is_dir() && depth < MAX_DEPTH {
            walk(entry, depth + 1, found)?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_spider_flat_and_csv_layouts() {
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path();
        std::fs::create_dir_all(root.join("database/shop")).unwrap();
        std::fs::write(root.join("database/shop/shop.sqlite"), b"").unwrap();
        std::fs::write(root.join("flat.db"), b"").unwrap();
        std::fs::create_dir_all(root.join("open/parks")).unwrap();
        std::fs::write(root.join("open/parks/trees.csv"), b"a\n1\n").unwrap();
        std::fs::create_dir_all(root.join(".cache/x")).unwrap();
        std::fs::write(root.join(".cache/x/hidden.sqlite"), b"").unwrap();
        let ids: Vec<String> = discover(root).unwrap().into_iter().map(|s| s.id).collect();
        assert_eq!(ids, ["shop", "flat", "parks"]);
    }

    #[test]
    fn names_missing_and_empty_paths() {
        let dir = tempfile::tempdir().unwrap();
        let err = discover(&dir.path().join("missing")).unwrap_err();
        assert!(err.to_string().contains("missing: no such file"), "{err}");
        let err = discover(dir.path()).unwrap_err();
        assert!(err.problem.contains("no databases found"), "{err}");
    }

    #[test]
    fn takes_postgres_urls_as_sources() {
        let found = discover(Path::new(
            "postgresql://ann:pw@db:5433/city?schema=guangzhou",
        ))
        .unwrap();
        assert_eq!(found.len(), 1);
        assert_eq!(found[0].id, "city_guangzhou");
        assert_eq!(
            found[0].describe(),
            "postgresql://ann:***@db:5433/city?schema=guangzhou"
        );
        assert_eq!(found[0].path(), None);
        assert_eq!(
            discover(Path::new("postgres://ann@db/city")).unwrap()[0].id,
            "city"
        );
        let err = discover(Path::new("postgres://ann:pw@db/city?bogus=1")).unwrap_err();
        assert_eq!(err.path, "postgres://ann:***@db/city?bogus=1");
        assert!(err.problem.contains("invalid connection URL"), "{err}");
    }
}
