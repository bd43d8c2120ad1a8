//! Reading a SQLite database's schema and profiling its columns.

use crate::discover::{SourceKind, SourceSpec};
use crate::schema::*;
use crate::LoadIssue;
use clarisql_exec::{Limits, SqliteDb, SqliteSession, Value};
use std::path::{Path, PathBuf};
use std::time::Duration;

/// Distinct text values kept per column for the value index.
pub const VALUE_CAP: usize = 20_000;
/// Longer texts are descriptions, not values anyone types into a question.
pub const MAX_VALUE_CHARS: usize = 120;
/// Frequent values kept in a profile.
const TOP_K: usize = 10;
/// The table that carries captions and descriptions in a SQLite database, when present.
pub const META_TABLE: &str = "clarisql_meta";

pub(crate) fn limits() -> Limits {
    Limits {
        timeout: Duration::from_secs(120),
        max_rows: VALUE_CAP + 1,
    }
}

pub fn quote(ident: &str) -> String {
    format!("\"{}\"", ident.replace('"', "\"\""))
}

/// Profiles the database `spec` describes; CSV sources are first ingested into `csv_cache`.
pub fn profile(spec: &SourceSpec, csv_cache: Option<&Path>) -> Result<Database, LoadIssue> {
    let issue = |problem: String| LoadIssue {
        path: spec.describe(),
        problem,
    };
    let (source, file) = match &spec.kind {
        SourceKind::Postgres { .. } => return crate::postgres_source::profile(spec),
        SourceKind::Sqlite(path) => (Source::Sqlite { path: path.clone() }, path.clone()),
        SourceKind::CsvFolder(folder) | SourceKind::CsvFile(folder) => {
            let dir = csv_cache
                .map(Path::to_path_buf)
                .unwrap_or_else(std::env::temp_dir);
            let cache_file = csv_cache_file(&dir, folder);
            crate::csv_source::ingest(&spec.kind, &cache_file)?;
            (
                Source::Csv {
                    folder: folder.clone(),
                    cache: cache_file.clone(),
                },
                cache_file,
            )
        }
    };
    let fingerprint = crate::cache::fingerprint(spec).map_err(|e| issue(e.to_string()))?;
    let db = SqliteDb::open(&file).map_err(|e| issue(describe_open_error(&e.to_string())))?;
    let mut session = db.session().map_err(|e| issue(e.to_string()))?;
    let (tables, foreign_keys) =
        read_sqlite(&mut session).map_err(|e| issue(format!("cannot read the schema: {e}")))?;
    if tables.is_empty() {
        return Err(issue("the database has no tables".to_string()));
    }
    Ok(Database {
        id: spec.id.clone(),
        source,
        tables,
        foreign_keys,
        fingerprint,
    })
}

fn describe_open_error(message: &str) -> String {
    if message.contains("not a database") || message.contains("malformed") {
        format!("not a valid SQLite database (corrupt or another format): {message}")
    } else {
        message.to_string()
    }
}

pub(crate) fn text(v: &Value) -> Option<String> {
    match v {
        Value::Null => None,
        Value::Text(s) => Some(s.clone()),
        other => Some(other.to_string()),
    }
}

pub(crate) fn int(v: &Value) -> u64 {
    v.as_f64().map(|f| f.max(0.0) as u64).unwrap_or(0)
}

type Error = clarisql_exec::ExecError;
/// A foreign key as PRAGMA foreign_key_list gives it: id, target table, (from, to) columns.
type RawForeignKey = (u64, String, Vec<(String, Option<String>)>);

fn read_sqlite(s: &mut SqliteSession) -> Result<(Vec<Table>, Vec<ForeignKey>), Error> {
    let names: Vec<String> = s
        .query(
            "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY rowid",
            &limits(),
        )?
        .rows
        .into_iter()
        .filter_map(|r| r.first().and_then(text))
        .collect();
    let meta = read_meta(s, &names);
    let statements: Vec<(String, String)> = s
        .query(
            "SELECT name, sql FROM sqlite_master WHERE type = 'table' AND sql IS NOT NULL",
            &limits(),
        )?
        .rows
        .into_iter()
        .filter_map(|r| Some((r.first().and_then(text)?, r.get(1).and_then(text)?)))
        .collect();
    let mut tables = Vec::new();
    let mut raw_fks = Vec::new();
    for name in names.iter().filter(|n| n.as_str() != META_TABLE) {
        let info = s.query(&format!("PRAGMA table_info({})", quote(name)), &limits())?;
        let comments = statements
            .iter()
            .find(|(t, _)| t == name)
            .map(|(_, sql)| column_comments(sql))
            .unwrap_or_default();
        let mut columns = Vec::new();
        let mut pk: Vec<(u64, usize)> = Vec::new();
        for (i, row) in info.rows.iter().enumerate() {
            let col_name = row.get(1).and_then(text).unwrap_or_default();
            let declared = row.get(2).and_then(text).unwrap_or_default();
            let pk_pos = row.get(5).map(int).unwrap_or(0);
            if pk_pos > 0 {
                pk.push((pk_pos, i));
            }
            let description = meta
                .iter()
                .find(|(t, c, _)| t == name && c.as_deref() == Some(col_name.as_str()))
                .map(|(_, _, d)| d.clone())
                .or_else(|| {
                    comments
                        .iter()
                        .find(|(c, _)| c.eq_ignore_ascii_case(&col_name))
                        .map(|(_, d)| d.clone())
                });
            columns.push(Column {
                name: col_name,
                declared_type: declared.clone(),
                kind: declared_kind(&declared),
                description,
                profile: Profile::default(),
            });
        }
        pk.sort();
        let fk_rows = s.query(
            &format!("PRAGMA foreign_key_list({})", quote(name)),
            &limits(),
        )?;
        // Rows of one composite key share the id (column 0); seq (1) orders them.
        let mut by_id: Vec<RawForeignKey> = Vec::new();
        for row in &fk_rows.rows {
            let id = row.first().map(int).unwrap_or(0);
            let target = row.get(2).and_then(text).unwrap_or_default();
            let from = row.get(3).and_then(text).unwrap_or_default();
            let to = row.get(4).and_then(text);
            match by_id.iter_mut().find(|(i, _, _)| *i == id) {
                Some(entry) => entry.2.push((from, to)),
                None => by_id.push((id, target, vec![(from, to)])),
            }
        }
        for (_, target, pairs) in by_id {
            raw_fks.push((tables.len(), target, pairs));
        }
        let caption = meta
            .iter()
            .find(|(t, c, _)| t == name && c.is_none())
            .map(|(_, _, d)| d.clone());
        let mut table = Table {
            name: name.clone(),
            caption,
            columns,
            primary_key: pk.into_iter().map(|(_, i)| i).collect(),
            row_count: 0,
        };
        profile_table(s, &mut table)?;
        tables.push(table);
    }
    let mut foreign_keys = Vec::new();
    for (from_table, target, pairs) in raw_fks {
        let Some(to_table) = tables
            .iter()
            .position(|t| t.name.eq_ignore_ascii_case(&target))
        else {
            continue; // A key to a table that does not exist: ignore it rather than fail.
        };
        let mut from_columns = Vec::new();
        let mut to_columns = Vec::new();
        for (k, (from, to)) in pairs.iter().enumerate() {
            let f = tables[from_table].column_index(from);
            let t = match to {
                Some(to) => tables[to_table].column_index(to),
                None => tables[to_table].primary_key.get(k).copied(),
            };
            if let (Some(f), Some(t)) = (f, t) {
                from_columns.push(f);
                to_columns.push(t);
            }
        }
        if !from_columns.is_empty() && from_columns.len() == pairs.len() {
            let fk = ForeignKey {
                from_table,
                from_columns,
                to_table,
                to_columns,
            };
            if !foreign_keys.contains(&fk) {
                foreign_keys.push(fk);
            }
        }
    }
    Ok((tables, foreign_keys))
}

/// Comments written beside column definitions in a CREATE TABLE statement ("fee_paid REAL, --
/// NULL = not paid yet"): SQLite keeps the statement as typed and has no COMMENT ON, so this is
/// where a schema's author says what a column or its empty cells mean. A comment belongs to the
/// column defined on its line; a line of comment alone is left out (it may head the next column
/// or a group). Own scanner: sqlparser drops comments.
pub(crate) fn column_comments(create_sql: &str) -> Vec<(String, String)> {
    let mut out = Vec::new();
    for line in create_sql.lines() {
        let Some(at) = comment_start(line) else {
            continue;
        };
        let comment = line[at + 2..].trim();
        // Several definitions on the line ("model TEXT, retired_on TEXT -- NULL = …"): the
        // comment follows, and belongs to, the last.
        let code = last_definition(&line[..at])
            .trim()
            .trim_start_matches(|c: char| c == ',' || c == '(' || c.is_whitespace());
        let first = code.split_whitespace().next().unwrap_or("");
        let column = first.trim_matches(|c| matches!(c, '"' | '`' | '[' | ']' | ','));
        let keyword = [
            "create",
            "primary",
            "foreign",
            "unique",
            "check",
            "constraint",
        ]
        .iter()
        .any(|k| column.eq_ignore_ascii_case(k));
        if column.is_empty() || keyword || comment.is_empty() {
            continue;
        }
        out.push((column.to_string(), comment.to_string()));
    }
    out
}

/// The last non-empty definition of a line of column definitions: what follows the last comma
/// at the line's own bracket depth (`CHECK (x IN (0, 1))` is one definition), or the bracket
/// that opens the list (`CREATE TABLE t(a TEXT`), unless only a trailing comma follows.
fn last_definition(code: &str) -> &str {
    let mut depth = 0i32;
    let depths: Vec<(usize, char, i32)> = code
        .char_indices()
        .map(|(i, c)| {
            let before = depth;
            match c {
                '(' => depth += 1,
                ')' => depth -= 1,
                _ => {}
            }
            (i, c, before)
        })
        .collect();
    let level = depth;
    let mut pieces = Vec::new();
    let mut from = 0;
    for (i, c, before) in depths {
        let splits = (c == ',' && before == level) || (c == '(' && before + 1 == level);
        if splits {
            pieces.push(&code[from..i]);
            from = i + 1;
        }
    }
    pieces.push(&code[from..]);
    pieces
        .into_iter()
        .rev()
        .find(|p| !p.trim().is_empty())
        .unwrap_or(code)
}

/// Where a `--` comment starts on a line of SQL, outside quoted names and strings.
fn comment_start(line: &str) -> Option<usize> {
    let mut quote: Option<char> = None;
    let mut prev = '\0';
    for (i, c) in line.char_indices() {
        match quote {
            Some(q) if c == q => quote = None,
            Some(_) => {}
            None if matches!(c, '\'' | '"' | '`') => quote = Some(c),
            None if c == '[' => quote = Some(']'),
            None if c == '-' && prev == '-' => return Some(i - 1),
            None => {}
        }
        prev = c;
    }
    None
}

/// Rows of the optional meta table: (table, column or None for the table caption, text).
fn read_meta(s: &mut SqliteSession, names: &[String]) -> Vec<(String, Option<String>, String)> {
    if !names.iter().any(|n| n == META_TABLE) {
        return Vec::new();
    }
    let sql = format!("SELECT table_name, column_name, description FROM {META_TABLE}");
    match s.query(&sql, &limits()) {
        Ok(rs) => rs
            .rows
            .iter()
            .filter_map(|r| {
                let t = r.first().and_then(text)?;
                let c = r.get(1).and_then(text).filter(|c| !c.is_empty());
                let d = r.get(2).and_then(text)?;
                Some((t, c, d))
            })
            .collect(),
        Err(e) => {
            tracing::warn!("ignoring {META_TABLE}: {e}");
            Vec::new()
        }
    }
}

pub fn declared_kind(declared: &str) -> ColumnKind {
    let d = declared.to_ascii_uppercase();
    if d.contains("INT") {
        ColumnKind::Integer
    } else if d.contains("DATE") || d.contains("TIME") {
        ColumnKind::Date
    } else if d.contains("BOOL") {
        ColumnKind::Boolean
    } else if ["REAL", "FLOA", "DOUB", "DEC", "NUM"]
        .iter()
        .any(|k| d.contains(k))
    {
        ColumnKind::Real
    } else if d.contains("BLOB") {
        ColumnKind::Blob
    } else {
        ColumnKind::Text
    }
}

fn looks_like_date(s: &str) -> bool {
    let b = s.as_bytes();
    b.len() >= 8
        && b.len() <= 30
        && b[..4].iter().all(u8::is_ascii_digit)
        && (b[4] == b'-' || b[4] == b'/')
        && b[5].is_ascii_digit()
}

/// Text written where a value is missing, upper-cased, as an SQL list.
const MISSING_MARKERS: &str = "'', 'NULL', 'N/A', 'NA', 'NONE', '-'";

fn profile_table(s: &mut SqliteSession, table: &mut Table) -> Result<(), Error> {
    let t = quote(&table.name);
    let count = s.query(&format!("SELECT COUNT(*) FROM {t}"), &limits())?;
    table.row_count = count
        .rows
        .first()
        .and_then(|r| r.first())
        .map(int)
        .unwrap_or(0);
    if table.row_count == 0 {
        return Ok(());
    }
    // One pass per chunk of columns for counts and ranges.
    for chunk_start in (0..table.columns.len()).step_by(40) {
        let chunk_end = (chunk_start + 40).min(table.columns.len());
        let mut exprs = Vec::new();
        for col in &table.columns[chunk_start..chunk_end] {
            let c = quote(&col.name);
            exprs.push(format!("COUNT(DISTINCT {c})"));
            exprs.push(format!("SUM({c} IS NULL)"));
            // Numbers written as text ("13") count as numbers when they read back the same
            // (not "013", a code).
            let written = |as_type: &str| {
                format!(
                    "(typeof({c}) = 'text' AND {c} <> '' \
                     AND CAST(CAST({c} AS {as_type}) AS TEXT) = {c})"
                )
            };
            // A plain decimal ("3817204.5527193") is a number though it may not read back the
            // same: how a float is printed differs between SQLite versions.
            let decimal = format!(
                "(typeof({c}) = 'text' AND {c} GLOB '*[0-9].[0-9]*' \
                 AND {c} NOT GLOB '*[^0-9.]*' AND {c} NOT GLOB '*.*.*' AND {c} NOT GLOB '0[0-9]*')"
            );
            let number = format!(
                "typeof({c}) IN ('integer','real') OR {} OR {decimal}",
                written("NUMERIC")
            );
            exprs.push(format!(
                "MIN(CASE WHEN {number} THEN CAST({c} AS NUMERIC) END)"
            ));
            exprs.push(format!(
                "MAX(CASE WHEN {number} THEN CAST({c} AS NUMERIC) END)"
            ));
            exprs.push(format!("SUM({number})"));
            exprs.push(format!(
                "SUM(typeof({c}) = 'integer' OR {})",
                written("INTEGER")
            ));
            // A missing number written out ("NULL", "N/A", "-", ""): exports put such words
            // in numeric columns; they are gaps, not evidence that the column holds text.
            exprs.push(format!(
                "SUM(typeof({c}) = 'text' AND UPPER(TRIM({c})) IN ({MISSING_MARKERS}))"
            ));
        }
        // As many expressions for each column, in the order they are read below.
        let per_column = exprs.len() / (chunk_end - chunk_start);
        let rs = s.query(&format!("SELECT {} FROM {t}", exprs.join(", ")), &limits())?;
        let Some(row) = rs.rows.first() else { continue };
        for (k, col) in table.columns[chunk_start..chunk_end].iter_mut().enumerate() {
            let v = |i: usize| row.get(k * per_column + i).cloned().unwrap_or(Value::Null);
            col.profile.distinct = int(&v(0));
            col.profile.nulls = int(&v(1));
            col.profile.min = v(2).as_f64();
            col.profile.max = v(3).as_f64();
            let numeric = int(&v(4));
            let integers = int(&v(5));
            let written_missing = int(&v(6));
            let non_null = table
                .row_count
                .saturating_sub(col.profile.nulls)
                .saturating_sub(written_missing);
            // Numbers stored under a text type (and the reverse) are common: trust the data.
            if non_null > 0 && numeric * 100 >= non_null * 95 {
                if col.kind == ColumnKind::Text
                    || (col.kind == ColumnKind::Date && numeric == non_null)
                {
                    col.kind = if integers == numeric {
                        ColumnKind::Integer
                    } else {
                        ColumnKind::Real
                    };
                }
            } else if col.kind.is_numeric() && non_null > 0 && numeric * 2 < non_null {
                col.kind = ColumnKind::Text;
            }
        }
    }
    for col in table.columns.iter_mut() {
        if col.kind == ColumnKind::Blob {
            continue;
        }
        let c = quote(&col.name);
        let sql = format!(
            "SELECT {c}, COUNT(*) AS n FROM {t} WHERE {c} IS NOT NULL GROUP BY {c} ORDER BY n DESC, {c} LIMIT {}",
            values_query_limit(col.kind)
        );
        let rs = s.query(&sql, &limits())?;
        take_values(col, &rs.rows);
    }
    Ok(())
}

/// How many `(value, count)` rows to ask for: one more than kept, to tell whether all were seen.
/// Numbers only get their most frequent values; other columns all their distinct values up to
/// the cap.
pub(crate) fn values_query_limit(kind: ColumnKind) -> usize {
    (if kind.is_numeric() { TOP_K } else { VALUE_CAP }) + 1
}

/// Fills a column's frequent values and value list from `(value, count)` rows, most frequent
/// first, and recognises text columns that hold dates. Every backend profiles values this way.
pub(crate) fn take_values(col: &mut Column, rows: &[Vec<Value>]) {
    let mut values = Vec::new();
    for row in rows {
        let Some(v) = row.first().and_then(text) else {
            continue;
        };
        let n = row.get(1).map(int).unwrap_or(0);
        if v.trim().is_empty() || v.chars().count() > MAX_VALUE_CHARS {
            continue;
        }
        if col.profile.top.len() < TOP_K {
            col.profile.top.push((v.clone(), n));
        }
        values.push(v);
    }
    if col.kind == ColumnKind::Text
        && !values.is_empty()
        && values.iter().take(50).all(|v| looks_like_date(v))
    {
        col.kind = ColumnKind::Date;
    }
    if col.kind == ColumnKind::Date {
        let first = values.iter().min().cloned();
        let last = values.iter().max().cloned();
        col.profile.dates = first.zip(last);
    }
    if col.kind == ColumnKind::Text || col.kind == ColumnKind::Boolean {
        col.profile.values_complete = rows.len() <= VALUE_CAP;
        values.truncate(VALUE_CAP);
        values.sort();
        col.profile.values = values;
    }
}

pub fn csv_cache_file(dir: &Path, folder: &Path) -> PathBuf {
    dir.join(format!("csv-{}.sqlite", crate::cache::path_key(folder)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use rusqlite::Connection;

    #[test]
    fn reads_keys_kinds_and_profiles() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("shop.sqlite");
        let conn = Connection::open(&path).unwrap();
        conn.execute_batch(
            "CREATE TABLE maker(id INTEGER PRIMARY KEY, name TEXT, founded);
             CREATE TABLE car(id INT, maker INT REFERENCES maker, price REAL, sold DATE, PRIMARY KEY(id));
             CREATE TABLE clarisql_meta(table_name TEXT, column_name TEXT, description TEXT);
             INSERT INTO clarisql_meta VALUES ('car', NULL, 'Cars for sale'), ('car','price','Price in euros');
             INSERT INTO maker VALUES (1,'Volkswagen',1937),(2,'Fiat',1899),(3,'Fiat',1899);
             INSERT INTO car VALUES (10,1,2000.5,'2020-01-02'),(11,2,1500,'2021-03-04'),(12,2,NULL,NULL);",
        )
        .unwrap();
        drop(conn);
        let spec = SourceSpec {
            id: "shop".into(),
            kind: SourceKind::Sqlite(path),
        };
        let db = profile(&spec, None).unwrap();
        assert_eq!(db.tables.len(), 2, "meta table is not a data table");
        let maker = &db.tables[0];
        assert_eq!(maker.primary_key, [0]);
        assert_eq!(maker.row_count, 3);
        assert_eq!(maker.columns[1].profile.distinct, 2);
        assert_eq!(maker.columns[1].profile.top[0], ("Fiat".to_string(), 2));
        assert_eq!(maker.columns[1].profile.values, ["Fiat", "Volkswagen"]);
        assert_eq!(
            maker.columns[2].kind,
            ColumnKind::Integer,
            "an untyped column holding integers"
        );
        let car = &db.tables[1];
        assert_eq!(car.caption.as_deref(), Some("Cars for sale"));
        assert_eq!(
            car.columns[2].description.as_deref(),
            Some("Price in euros")
        );
        assert_eq!(car.columns[2].profile.nulls, 1);
        assert_eq!(car.columns[2].profile.max, Some(2000.5));
        assert_eq!(car.columns[3].kind, ColumnKind::Date);
        assert_eq!(
            db.foreign_keys,
            [ForeignKey {
                from_table: 1,
                from_columns: vec![1],
                to_table: 0,
                to_columns: vec![0]
            }]
        );
    }

    #[test]
    fn a_date_column_keeps_its_first_and_last_date_beyond_the_frequent_ones() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("log.sqlite");
        // Twelve days seen twice each, then a last day seen once: not among the frequent values.
        let mut sql = String::from("CREATE TABLE visit(id INTEGER PRIMARY KEY, day DATE);");
        for d in 1..=12 {
            sql.push_str(&format!(
                "INSERT INTO visit(day) VALUES ('2023-05-{d:02}'),('2023-05-{d:02}');"
            ));
        }
        sql.push_str("INSERT INTO visit(day) VALUES ('2024-01-30');");
        Connection::open(&path)
            .unwrap()
            .execute_batch(&sql)
            .unwrap();
        let spec = SourceSpec {
            id: "log".into(),
            kind: SourceKind::Sqlite(path),
        };
        let db = profile(&spec, None).unwrap();
        let day = &db.tables[0].columns[1];
        assert!(day.profile.top.iter().all(|(v, _)| v.starts_with("2023")));
        assert_eq!(
            day.profile.dates,
            Some(("2023-05-01".to_string(), "2024-01-30".to_string()))
        );
    }

    #[test]
    fn numbers_written_as_text_are_numbers_and_codes_stay_text() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("ring.sqlite");
        Connection::open(&path)
            .unwrap()
            .execute_batch(
                "CREATE TABLE bout(id INTEGER PRIMARY KEY, days TEXT, weight VARCHAR(9), code TEXT);
                 INSERT INTO bout VALUES (1,'100','81.5','010'),(2,'7','90','020'),(3,'50','77.25','030');",
            )
            .unwrap();
        let spec = SourceSpec {
            id: "ring".into(),
            kind: SourceKind::Sqlite(path),
        };
        let db = profile(&spec, None).unwrap();
        let bout = &db.tables[0];
        assert_eq!(bout.columns[1].kind, ColumnKind::Integer);
        assert_eq!(
            (bout.columns[1].profile.min, bout.columns[1].profile.max),
            (Some(7.0), Some(100.0))
        );
        assert_eq!(bout.columns[2].kind, ColumnKind::Real);
        assert_eq!(
            bout.columns[3].kind,
            ColumnKind::Text,
            "codes with leading zeros"
        );
    }

    #[test]
    fn comments_beside_columns_describe_them_and_say_what_empty_cells_mean() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("quay.sqlite");
        Connection::open(&path)
            .unwrap()
            .execute_batch(
                "CREATE TABLE mooring(
                   id INTEGER PRIMARY KEY,
                   -- a comment line of its own heads no column
                   tag TEXT NOT NULL,          -- 'A-1' -- style codes
                   night_rate REAL NOT NULL,   -- guest price per night
                   has_water INTEGER NOT NULL, -- 1 = fresh water hook-up
                   speed REAL,                 -- top speed (km/h)
                   rating INTEGER,             -- 1..5, NULL = not rated
                   left_on TEXT                -- NULL = still moored, no departure yet
                 );
                 CREATE TABLE berth(id INTEGER PRIMARY KEY, quay TEXT, freed_on TEXT -- NULL = taken
                   , paid_on TEXT -- NULL while not paid
                   , checked_on TEXT -- NULL until checked
                 );
                 INSERT INTO mooring VALUES (1,'A-1',20.0,1,8.5,4,NULL),(2,'A-2',25.0,0,7.0,NULL,'2024-01-02');",
            )
            .unwrap();
        let spec = SourceSpec {
            id: "quay".into(),
            kind: SourceKind::Sqlite(path),
        };
        let db = profile(&spec, None).unwrap();
        let c = &db.tables[0].columns;
        assert_eq!(c[0].description, None);
        assert_eq!(c[1].description.as_deref(), Some("'A-1' -- style codes"));
        assert_eq!(c[2].described_name(), Some("guest price per night"));
        assert_eq!(c[2].spoken_name(), "guest price per night");
        assert_eq!(
            c[3].described_name(),
            None,
            "a value's meaning names nothing"
        );
        assert_eq!(c[3].true_meanings(), ["fresh water hook-up"]);
        assert_eq!(
            c[4].described_name(),
            Some("top speed"),
            "a unit may hold a slash"
        );
        assert_eq!(c[5].described_name(), None);
        assert_eq!(c[5].null_meanings(), ["not rated"]);
        assert_eq!(c[6].null_meanings(), ["still moored", "no departure yet"]);
        // Several columns on one line: the comment is the last one's.
        let berth = &db.tables[1].columns;
        assert_eq!(berth[1].description, None);
        assert_eq!(
            berth[2].null_meanings(),
            ["taken"],
            "{:?}",
            berth
                .iter()
                .map(|c| (&c.name, &c.description))
                .collect::<Vec<_>>()
        );
        assert_eq!(c[6].spoken_name(), "left on");
        // "NULL while …", "NULL until …" say what an empty cell means too; they name nothing.
        assert_eq!(berth[3].null_meanings(), ["not paid"]);
        assert_eq!(berth[3].spoken_name(), "paid on");
        assert_eq!(berth[4].null_meanings(), ["until checked"]);
    }

    #[test]
    fn written_out_gaps_and_long_decimals_keep_a_column_numeric() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("mill.sqlite");
        Connection::open(&path)
            .unwrap()
            .execute_batch(
                "CREATE TABLE batch(id INTEGER PRIMARY KEY, grams VARCHAR(20), yield VARCHAR(20), grade TEXT);
                 INSERT INTO batch VALUES
                   (1,'4410','3817204.5527193','fine'),(2,'NULL','0.1864213','N/A'),
                   (3,'92','NULL','coarse'),(4,'n/a','48211.09','fine'),(5,'615','12.5','-');",
            )
            .unwrap();
        let spec = SourceSpec {
            id: "mill".into(),
            kind: SourceKind::Sqlite(path),
        };
        let db = profile(&spec, None).unwrap();
        let batch = &db.tables[0];
        assert_eq!(
            batch.columns[1].kind,
            ColumnKind::Integer,
            "'NULL', 'n/a' are gaps"
        );
        assert_eq!(
            (batch.columns[1].profile.min, batch.columns[1].profile.max),
            (Some(92.0), Some(4410.0))
        );
        assert_eq!(
            batch.columns[2].kind,
            ColumnKind::Real,
            "long decimals are numbers"
        );
        assert_eq!(
            batch.columns[3].kind,
            ColumnKind::Text,
            "words with gaps stay text"
        );
    }

    #[test]
    fn reports_empty_and_corrupt_databases() {
        let dir = tempfile::tempdir().unwrap();
        let empty = dir.path().join("empty.sqlite");
        Connection::open(&empty)
            .unwrap()
            .execute_batch("PRAGMA user_version = 1")
            .unwrap();
        let spec = SourceSpec {
            id: "empty".into(),
            kind: SourceKind::Sqlite(empty),
        };
        assert!(profile(&spec, None)
            .unwrap_err()
            .problem
            .contains("no tables"));
        let bad = dir.path().join("bad.sqlite");
        std::fs::write(&bad, vec![b'x'; 4096]).unwrap();
        let spec = SourceSpec {
            id: "bad".into(),
            kind: SourceKind::Sqlite(bad),
        };
        let err = profile(&spec, None).unwrap_err();
        assert!(
            err.path.ends_with("bad.sqlite") && err.problem.contains("not a valid SQLite"),
            "{err}"
        );
    }
}
