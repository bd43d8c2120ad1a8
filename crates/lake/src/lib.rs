//! The lake: which databases exist, what their tables, columns and keys are, and what values
//! their columns hold.
//!
//! `Lake::load` turns paths (Spider layout folders, folders of SQLite files, single files,
//! CSV folders) and PostgreSQL URLs (`postgres://user:password@host:port/db[?schema=NAME]`)
//! into a catalog. Each database is profiled once and cached on disk under a fingerprint of
//! its source files (or of a server's catalog and change counters), so a second load is fast
//! and a changed source is re-read. Cache files never hold a password.
//!
//! Architecture Invariant: a bad source never stops the others from loading; it becomes a
//! [`LoadIssue`] that names the file and the problem.

mod cache;
mod csv_source;
mod discover;
mod infer;
mod postgres_source;
mod profile;
mod schema;

pub use cache::default_cache_dir;
pub use discover::{discover, SourceSpec};
pub use schema::*;

use serde::{Deserialize, Serialize};
use std::fmt;
use std::path::{Path, PathBuf};

/// A problem with one source; the rest of the lake still loads.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct LoadIssue {
    pub path: String,
    pub problem: String,
}

impl fmt::Display for LoadIssue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.path, self.problem)
    }
}

/// Fatal: nothing could be loaded.
#[derive(Debug, thiserror::Error)]
pub enum LakeError {
    #[error("no database could be loaded:\n{}", .0.iter().map(|i| format!("  - {i}")).collect::<Vec<_>>().join("\n"))]
    NothingLoaded(Vec<LoadIssue>),
    #[error("no lake given: pass --lake PATH (a folder of databases, a SQLite file, a CSV folder or a postgres:// URL), or run `clarisql demo` for a demo lake")]
    NoPaths,
}

/// Told once per database as it is loaded: (done, total, database id).
pub type Progress<'a> = &'a (dyn Fn(usize, usize, &str) + Sync);

/// Where to keep caches, and whom to tell about progress.
pub struct LoadOptions<'a> {
    pub cache_dir: PathBuf,
    /// Called once per database as it is loaded: (done, total, database id).
    pub progress: Option<Progress<'a>>,
}

impl Default for LoadOptions<'_> {
    fn default() -> Self {
        LoadOptions {
            cache_dir: default_cache_dir(),
            progress: None,
        }
    }
}

/// All databases of all given lake paths, as one catalog.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Lake {
    pub databases: Vec<Database>,
    /// Sources that could not be loaded.
    pub issues: Vec<LoadIssue>,
}

impl Lake {
    /// Loads every database found under `paths`; bad sources are reported in `issues`.
    pub fn load(paths: &[PathBuf], options: &LoadOptions) -> Result<Lake, LakeError> {
        if paths.is_empty() {
            return Err(LakeError::NoPaths);
        }
        let mut issues = Vec::new();
        let mut specs = Vec::new();
        for path in paths {
            match discover(path) {
                Ok(found) => specs.extend(found),
                Err(issue) => issues.push(issue),
            }
        }
        let total = specs.len();
        let mut databases: Vec<Database> = Vec::with_capacity(total);
        // Profiling is I/O and CPU bound per database: spread it over the cores.
        let workers = std::thread::available_parallelism()
            .map(|n| n.get())
            .unwrap_or(1)
            .min(8);
        let next = std::sync::atomic::AtomicUsize::new(0);
        let done = std::sync::atomic::AtomicUsize::new(0);
        let results: Vec<(usize, Result<Database, LoadIssue>)> = std::thread::scope(|scope| {
            let handles: Vec<_> = (0..workers.max(1))
                .map(|_| {
                    scope.spawn(|| {
                        let mut out = Vec::new();
                        loop {
                            let i = next.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
                            let Some(spec) = specs.get(i) else { break };
                            let loaded = cache::load_or_profile(spec, &options.cache_dir);
                            let n = done.fetch_add(1, std::sync::atomic::Ordering::SeqCst) + 1;
                            if let Some(progress) = options.progress {
                                progress(n, total, &spec.id);
                            }
                            out.push((i, loaded));
                        }
                        out
                    })
                })
                .collect();
            handles
                .into_iter()
                .flat_map(|h| h.join().unwrap_or_default())
                .collect()
        });
        let mut results = results;
        results.sort_by_key(|(i, _)| *i);
        for (_, r) in results {
            match r {
                Ok(mut db) => {
                    infer::add_inferred_foreign_keys(&mut db);
                    if databases.iter().any(|d| d.id == db.id) {
                        issues.push(LoadIssue {
                            path: db.source.describe(),
                            problem: format!(
                                "another database is already called '{}'; this one was skipped (rename one of them)",
                                db.id
                            ),
                        });
                    } else {
                        databases.push(db);
                    }
                }
                Err(issue) => issues.push(issue),
            }
        }
        if databases.is_empty() {
            return Err(LakeError::NothingLoaded(issues));
        }
        Ok(Lake { databases, issues })
    }

    pub fn database(&self, id: &str) -> Option<(DbId, &Database)> {
        self.databases
            .iter()
            .enumerate()
            .find(|(_, d)| d.id == id)
            .or_else(|| {
                self.databases
                    .iter()
                    .enumerate()
                    .find(|(_, d)| d.id.eq_ignore_ascii_case(id))
            })
            .map(|(i, d)| (DbId(i as u32), d))
    }

    pub fn db(&self, id: DbId) -> &Database {
        &self.databases[id.0 as usize]
    }

    pub fn table(&self, id: TableId) -> &Table {
        &self.databases[id.db.0 as usize].tables[id.table as usize]
    }

    pub fn column(&self, id: ColumnId) -> &Column {
        &self.table(id.table).columns[id.column as usize]
    }

    /// Whether the column is part of its table's primary key or of a foreign key (either end).
    pub fn is_key(&self, id: ColumnId) -> bool {
        let db = self.db(id.table.db);
        let (t, c) = (id.table.table as usize, id.column as usize);
        db.tables[t].primary_key.contains(&c)
            || db.foreign_keys.iter().any(|fk| {
                (fk.from_table == t && fk.from_columns.contains(&c))
                    || (fk.to_table == t && fk.to_columns.contains(&c))
            })
    }

    /// Whether the column is part of a foreign key: its values point at rows of another table.
    pub fn refers(&self, id: ColumnId) -> bool {
        let db = self.db(id.table.db);
        let (t, c) = (id.table.table as usize, id.column as usize);
        db.foreign_keys
            .iter()
            .any(|fk| fk.from_table == t && fk.from_columns.contains(&c))
    }

    /// The other table the column refers to by a one-column foreign key.
    pub fn referred_table(&self, id: ColumnId) -> Option<TableId> {
        let fk = self.db(id.table.db).foreign_keys.iter().find(|fk| {
            fk.from_table == id.table.table as usize
                && fk.from_columns == [id.column as usize]
                && fk.to_table != fk.from_table
        })?;
        Some(TableId {
            db: id.table.db,
            table: fk.to_table as u32,
        })
    }

    /// The column a foreign key makes this one point at (the same place in the key's columns).
    pub fn referenced_column(&self, id: ColumnId) -> Option<ColumnId> {
        let db = self.db(id.table.db);
        let (t, c) = (id.table.table as usize, id.column as usize);
        db.foreign_keys
            .iter()
            .filter(|fk| fk.from_table == t)
            .find_map(|fk| {
                let at = fk.from_columns.iter().position(|&x| x == c)?;
                let to = *fk.to_columns.get(at)?;
                let table = TableId {
                    db: id.table.db,
                    table: fk.to_table as u32,
                };
                Some(table.column(to))
            })
            .filter(|&r| r != id)
    }

    /// Whether two columns hold the same things: one refers to the other, or both do (through
    /// foreign keys) to one column. A value found in both is one value, not two readings.
    pub fn hold_same_things(&self, a: ColumnId, b: ColumnId) -> bool {
        // A few steps suffice for real schemas and stop a cycle of keys.
        let root = |mut c: ColumnId| {
            for _ in 0..4 {
                match self.referenced_column(c) {
                    Some(r) => c = r,
                    None => break,
                }
            }
            c
        };
        root(a) == root(b)
    }

    /// The table's primary key when it is one column.
    pub fn single_key(&self, t: TableId) -> Option<ColumnId> {
        match self.table(t).primary_key.as_slice() {
            [c] => Some(t.column(*c)),
            _ => None,
        }
    }

    /// The column that tells the table's rows apart: its one-column primary key, else a key
    /// column with a different value on every row (a table declared without a primary key that
    /// extends another one to one, its key pointing at the other's).
    pub fn row_key(&self, t: TableId) -> Option<ColumnId> {
        if let Some(key) = self.single_key(t) {
            return Some(key);
        }
        if !self.table(t).primary_key.is_empty() {
            return None;
        }
        (0..self.table(t).columns.len())
            .map(|c| t.column(c))
            .find(|&c| self.is_key(c) && self.has_unique_values(c))
    }

    /// Whether no two rows share a value of the column (its table's one-column primary key, or
    /// no nulls and as many distinct values as rows): counting its rows and counting its
    /// different values then agree.
    pub fn has_unique_values(&self, id: ColumnId) -> bool {
        let table = self.table(id.table);
        let profile = &self.column(id).profile;
        self.single_key(id.table) == Some(id)
            || (profile.nulls == 0 && profile.distinct == table.row_count)
    }

    /// Whether the column's values repeat across rows like a category (a city, a type, a year):
    /// at most six different values in ten rows.
    pub fn repeats_values(&self, id: ColumnId) -> bool {
        let rows = self.table(id.table).row_count as f64;
        (self.column(id).profile.distinct as f64) <= 0.6 * rows
    }

    /// Whether a value of the column (nearly always) picks out one row: a name or a code rather
    /// than a category. Nine in ten non-null values distinct.
    pub fn identifies_rows(&self, id: ColumnId) -> bool {
        let filled = self.table(id.table).row_count
            - self
                .column(id)
                .profile
                .nulls
                .min(self.table(id.table).row_count);
        self.has_unique_values(id)
            || (filled > 0 && self.column(id).profile.distinct as f64 >= 0.9 * filled as f64)
    }

    /// `database.table.column`, for messages.
    pub fn column_path(&self, id: ColumnId) -> String {
        format!(
            "{}.{}.{}",
            self.db(id.table.db).id,
            self.table(id.table).name,
            self.column(id).name
        )
    }

    /// A fingerprint of every database's source; the index is rebuilt when it changes.
    pub fn fingerprint(&self) -> String {
        let mut h = blake3::Hasher::new();
        for db in &self.databases {
            h.update(db.id.as_bytes());
            h.update(db.fingerprint.as_bytes());
        }
        h.finalize().to_hex()[..32].to_string()
    }

    pub fn table_count(&self) -> usize {
        self.databases.iter().map(|d| d.tables.len()).sum()
    }

    /// The tables of database `db`.
    pub fn tables_of(&self, db: DbId) -> impl Iterator<Item = TableId> {
        (0..self.db(db).tables.len()).map(move |t| TableId {
            db,
            table: t as u32,
        })
    }

    pub fn all_tables(&self) -> impl Iterator<Item = (TableId, &Table)> {
        self.databases.iter().enumerate().flat_map(|(d, db)| {
            db.tables.iter().enumerate().map(move |(t, table)| {
                (
                    TableId {
                        db: DbId(d as u32),
                        table: t as u32,
                    },
                    table,
                )
            })
        })
    }
}

/// Reads one SQLite file's catalog without the cache (used by generators and tests).
pub fn profile_sqlite_file(path: &Path, id: &str) -> Result<Database, LoadIssue> {
    let spec = SourceSpec {
        id: id.to_string(),
        kind: discover::SourceKind::Sqlite(path.to_path_buf()),
    };
    profile::profile(&spec, None)
}
