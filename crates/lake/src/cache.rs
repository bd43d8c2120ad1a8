//! The on-disk profile cache: one file per database, valid while its source's fingerprint holds.

use crate::discover::{SourceKind, SourceSpec};
use crate::schema::Database;
use crate::LoadIssue;
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

/// Bump when the catalog format changes. A change of the profiling code is caught without it:
/// a hash of the sources that shape an entry (`build.rs`) is part of every key.
const CACHE_VERSION: u32 = 6;
const PROFILING_CODE: &str = env!("CLARISQL_LAKE_CODE");

#[derive(Serialize, Deserialize)]
struct Entry {
    version: u32,
    fingerprint: String,
    database: Database,
}

/// `$CLARISQL_CACHE`, else `$XDG_CACHE_HOME/clarisql`, else `~/.cache/clarisql`, else a temp folder.
pub fn default_cache_dir() -> PathBuf {
    if let Some(dir) = std::env::var_os("CLARISQL_CACHE").filter(|d| !d.is_empty()) {
        return PathBuf::from(dir);
    }
    if let Some(dir) = std::env::var_os("XDG_CACHE_HOME").filter(|d| !d.is_empty()) {
        return PathBuf::from(dir).join("clarisql");
    }
    if let Some(home) = std::env::var_os("HOME").filter(|d| !d.is_empty()) {
        return PathBuf::from(home).join(".cache").join("clarisql");
    }
    std::env::temp_dir().join("clarisql-cache")
}

/// A short stable key for a path (its absolute form).
pub fn path_key(path: &Path) -> String {
    let abs = std::fs::canonicalize(path).unwrap_or_else(|_| path.to_path_buf());
    blake3::hash(abs.to_string_lossy().as_bytes()).to_hex()[..24].to_string()
}

/// A server source's fingerprint: its catalog signature, under the cache version and id.
pub fn server_fingerprint(spec: &SourceSpec, signature: &[u8]) -> String {
    let mut h = blake3::Hasher::new();
    h.update(&CACHE_VERSION.to_le_bytes());
    h.update(PROFILING_CODE.as_bytes());
    h.update(spec.id.as_bytes());
    h.update(signature);
    h.finalize().to_hex()[..32].to_string()
}

/// Names, sizes and modification times of the files a source is made of.
pub fn fingerprint(spec: &SourceSpec) -> std::io::Result<String> {
    let mut files: Vec<PathBuf> = match &spec.kind {
        SourceKind::Postgres { .. } => {
            return Err(std::io::Error::other(
                "a server is fingerprinted from its catalog, not from files",
            ))
        }
        SourceKind::Sqlite(p) | SourceKind::CsvFile(p) => vec![p.clone()],
        SourceKind::CsvFolder(dir) => std::fs::read_dir(dir)?
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|e| e.eq_ignore_ascii_case("csv")))
            .collect(),
    };
    files.sort();
    let mut h = blake3::Hasher::new();
    h.update(&CACHE_VERSION.to_le_bytes());
    h.update(PROFILING_CODE.as_bytes());
    h.update(spec.id.as_bytes());
    for f in files {
        let meta = std::fs::metadata(&f)?;
        h.update(f.to_string_lossy().as_bytes());
        h.update(&meta.len().to_le_bytes());
        if let Ok(modified) = meta.modified() {
            if let Ok(d) = modified.duration_since(std::time::UNIX_EPOCH) {
                h.update(&d.as_nanos().to_le_bytes());
            }
        }
    }
    Ok(h.finalize().to_hex()[..32].to_string())
}

fn entry_path(cache_dir: &Path, spec: &SourceSpec) -> PathBuf {
    let key = match spec.path() {
        Some(path) => path_key(path),
        // The URL without its password: a new password keeps the cache.
        None => blake3::hash(spec.describe().as_bytes()).to_hex()[..24].to_string(),
    };
    cache_dir.join(format!("db-{}-{}.bin", sanitize(&spec.id), key))
}

fn sanitize(id: &str) -> String {
    id.chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '_' })
        .take(40)
        .collect()
}

/// The cached catalog of `spec` when still valid, else a fresh profile (then cached).
pub fn load_or_profile(spec: &SourceSpec, cache_dir: &Path) -> Result<Database, LoadIssue> {
    if let SourceKind::Postgres { .. } = spec.kind {
        return load_or_profile_server(spec, cache_dir);
    }
    let fp = fingerprint(spec).map_err(|e| LoadIssue {
        path: spec.describe(),
        problem: e.to_string(),
    })?;
    let file = entry_path(cache_dir, spec);
    if let Some(entry) = read_entry(&file) {
        let csv_cache_ok = match &entry.database.source {
            crate::Source::Csv { cache, .. } => cache.is_file(),
            _ => true,
        };
        if entry.fingerprint == fp && csv_cache_ok {
            return Ok(entry.database);
        }
    }
    let database = crate::profile::profile(spec, Some(cache_dir))?;
    Ok(store(cache_dir, &file, fp, database))
}

/// A server is asked for its catalog first: the catalog gives the fingerprint, and serves
/// the profile too when the cache is stale.
fn load_or_profile_server(spec: &SourceSpec, cache_dir: &Path) -> Result<Database, LoadIssue> {
    let SourceKind::Postgres { url, schema } = &spec.kind else {
        return Err(LoadIssue {
            path: spec.describe(),
            problem: "not a server source".to_string(),
        });
    };
    let (db, parsed) = crate::postgres_source::open(spec)?;
    let catalog = crate::postgres_source::Catalog::read(&db, &parsed)?;
    let fp = server_fingerprint(spec, &catalog.signature());
    let file = entry_path(cache_dir, spec);
    if let Some(mut entry) = read_entry(&file) {
        if entry.fingerprint == fp {
            // The cache holds the URL without its password; connect with the one given.
            entry.database.source = crate::Source::Postgres {
                url: url.clone(),
                schema: schema.clone(),
            };
            return Ok(entry.database);
        }
    }
    let database = crate::postgres_source::build(spec, &db, &parsed, &catalog, fp.clone())?;
    Ok(store(cache_dir, &file, fp, database))
}

/// The entry in `file`, when it is readable and of this version.
fn read_entry(file: &Path) -> Option<Entry> {
    let bytes = std::fs::read(file).ok()?;
    let entry = postcard::from_bytes::<Entry>(&bytes).ok()?;
    (entry.version == CACHE_VERSION).then_some(entry)
}

/// Writes `database` to the cache and hands it back.
fn store(cache_dir: &Path, file: &Path, fingerprint: String, database: Database) -> Database {
    // A cache that cannot be written only costs time on the next run.
    if std::fs::create_dir_all(cache_dir).is_err() {
        return database;
    }
    let entry = Entry {
        version: CACHE_VERSION,
        fingerprint,
        database,
    };
    match postcard::to_allocvec(&entry) {
        Ok(bytes) => {
            let tmp = file.with_extension("tmp");
            if std::fs::write(&tmp, bytes)
                .and_then(|_| std::fs::rename(&tmp, file))
                .is_err()
            {
                tracing::warn!("could not write the cache file {}", file.display());
            }
        }
        Err(e) => tracing::warn!("could not encode the cache entry: {e}"),
    }
    entry.database
}
