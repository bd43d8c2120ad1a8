//! The catalog types: databases, tables, columns, keys and value profiles.

use clarisql_exec::{redact_url, Dialect, PostgresDb, SqliteDb};
use serde::{Deserialize, Serialize};
use std::fmt;
use std::path::PathBuf;

/// Index of a database in the lake.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct DbId(pub u32);

/// A table: database index and table index within it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct TableId {
    pub db: DbId,
    pub table: u32,
}

/// A column: its table and column index within it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct ColumnId {
    pub table: TableId,
    pub column: u32,
}

impl TableId {
    pub fn column(self, column: usize) -> ColumnId {
        ColumnId {
            table: self,
            column: column as u32,
        }
    }
}

/// Where a database's rows live.
#[derive(Clone, PartialEq, Serialize, Deserialize)]
pub enum Source {
    /// A SQLite file.
    Sqlite { path: PathBuf },
    /// A folder of CSV files, ingested into the SQLite file `cache`.
    Csv { folder: PathBuf, cache: PathBuf },
    /// One schema of a PostgreSQL database. `url` carries the password in memory only: it is
    /// written out (cache files, JSON) and printed without it.
    Postgres {
        #[serde(serialize_with = "serialize_redacted")]
        url: String,
        schema: String,
    },
}

fn serialize_redacted<S: serde::Serializer>(url: &str, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_str(&redact_url(url))
}

impl fmt::Debug for Source {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Source::Sqlite { path } => f.debug_struct("Sqlite").field("path", path).finish(),
            Source::Csv { folder, cache } => f
                .debug_struct("Csv")
                .field("folder", folder)
                .field("cache", cache)
                .finish(),
            Source::Postgres { url, schema } => f
                .debug_struct("Postgres")
                .field("url", &redact_url(url))
                .field("schema", schema)
                .finish(),
        }
    }
}

impl Source {
    /// Where the source is, for people: a path, or a URL without its password.
    pub fn describe(&self) -> String {
        match self {
            Source::Sqlite { path } => path.display().to_string(),
            Source::Csv { folder, .. } => folder.display().to_string(),
            Source::Postgres { url, .. } => redact_url(url),
        }
    }

    pub fn dialect(&self) -> Dialect {
        match self {
            Source::Sqlite { .. } | Source::Csv { .. } => Dialect::Sqlite,
            Source::Postgres { .. } => Dialect::Postgres,
        }
    }

    /// A read-only handle for running queries (a server is connected on the first query).
    pub fn connect(&self) -> Box<dyn clarisql_exec::Database> {
        match self {
            Source::Sqlite { path } => Box::new(SqliteDb::new_unchecked(path)),
            Source::Csv { cache, .. } => Box::new(SqliteDb::new_unchecked(cache)),
            Source::Postgres { url, .. } => Box::new(PostgresDb::new_unchecked(url)),
        }
    }

    /// The SQLite file holding the rows, when the source is SQLite-backed.
    pub fn sqlite_path(&self) -> Option<&std::path::Path> {
        match self {
            Source::Sqlite { path } => Some(path),
            Source::Csv { cache, .. } => Some(cache),
            Source::Postgres { .. } => None,
        }
    }
}

/// One database of the lake.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Database {
    pub id: String,
    pub source: Source,
    pub tables: Vec<Table>,
    pub foreign_keys: Vec<ForeignKey>,
    /// Changes when the source changes: a hash of the source files' names, sizes and
    /// modification times, or of a server's catalog and change counters.
    pub fingerprint: String,
}

impl Database {
    pub fn table_index(&self, name: &str) -> Option<usize> {
        self.tables.iter().position(|t| t.name == name).or_else(|| {
            self.tables
                .iter()
                .position(|t| t.name.eq_ignore_ascii_case(name))
        })
    }

    /// The tables of the work the database records, what its users call their "jobs": the
    /// dated table whose rows refer to the most other tables (a hire of a skip to a customer by
    /// a driver); among several, the one the others refer to (an inspection refers to its
    /// hire). Several tables of one shape (a family partitioned by place) are all returned;
    /// otherwise a tie is none.
    pub fn work_tables(&self) -> Vec<usize> {
        let refers_to = |t: usize| {
            let mut to: Vec<usize> = self
                .foreign_keys
                .iter()
                .filter(|fk| fk.from_table == t && fk.to_table != t)
                .map(|fk| fk.to_table)
                .collect();
            to.sort_unstable();
            to.dedup();
            to
        };
        let dated = |t: &Table| t.columns.iter().any(|c| c.kind == ColumnKind::Date);
        let candidates: Vec<(usize, Vec<usize>)> = (0..self.tables.len())
            .filter(|&t| dated(&self.tables[t]))
            .map(|t| (t, refers_to(t)))
            .filter(|(_, to)| !to.is_empty())
            .collect();
        let Some(most) = candidates.iter().map(|(_, to)| to.len()).max() else {
            return Vec::new();
        };
        let mut top: Vec<usize> = candidates
            .iter()
            .filter(|(_, to)| to.len() == most)
            .map(|(t, _)| *t)
            .collect();
        if top.len() > 1 {
            // The one the others refer to.
            let referred: Vec<usize> = top
                .iter()
                .copied()
                .filter(|&t| top.iter().any(|&o| o != t && refers_to(o).contains(&t)))
                .collect();
            if referred.len() == 1 {
                return referred;
            }
        }
        let shape = |t: usize| {
            let mut names: Vec<&str> = self.tables[t]
                .columns
                .iter()
                .map(|c| c.name.as_str())
                .collect();
            names.sort_unstable();
            names
        };
        if top.iter().all(|&t| shape(t) == shape(top[0])) {
            top
        } else {
            top.clear();
            top
        }
    }

    /// Whether the database names or describes any table or column in Chinese: its questions
    /// are then read against those names, and English glosses of Chinese words are not needed.
    pub fn names_in_chinese(&self) -> bool {
        let cjk = clarisql_text::has_cjk;
        self.tables.iter().any(|t| {
            cjk(&t.name)
                || t.caption.as_deref().is_some_and(cjk)
                || t.columns
                    .iter()
                    .any(|c| cjk(&c.name) || c.description.as_deref().is_some_and(cjk))
        })
    }
}

/// What kind of data a column holds, from its declared type and its actual values.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum ColumnKind {
    Integer,
    Real,
    Text,
    Date,
    Boolean,
    Blob,
}

impl ColumnKind {
    pub fn is_numeric(self) -> bool {
        matches!(self, ColumnKind::Integer | ColumnKind::Real)
    }
}

/// SQLite's type affinity of a declared column type: how the column stores what is written to
/// it (a number written as text into a `TEXT` column stays text).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Affinity {
    Integer,
    Text,
    /// A type naming BLOB, or no type at all: values are kept as written.
    Blob,
    Real,
    Numeric,
}

impl Affinity {
    /// By SQLite's rules, in their order (<https://sqlite.org/datatype3.html>, 3.1).
    pub fn of_declared(declared: &str) -> Affinity {
        let d = declared.to_ascii_uppercase();
        if d.contains("INT") {
            Affinity::Integer
        } else if ["CHAR", "CLOB", "TEXT"].iter().any(|w| d.contains(w)) {
            Affinity::Text
        } else if d.contains("BLOB") || d.trim().is_empty() {
            Affinity::Blob
        } else if ["REAL", "FLOA", "DOUB"].iter().any(|w| d.contains(w)) {
            Affinity::Real
        } else {
            Affinity::Numeric
        }
    }

    /// Whether numbers written as text stay text (PostgreSQL's text types read the same).
    pub fn keeps_text(self) -> bool {
        matches!(self, Affinity::Text | Affinity::Blob)
    }
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Table {
    pub name: String,
    /// A human caption ("Land auctions in Conghua District, Guangzhou"), when the source has one.
    pub caption: Option<String>,
    pub columns: Vec<Column>,
    /// Column indices of the primary key.
    pub primary_key: Vec<usize>,
    pub row_count: u64,
}

impl Table {
    pub fn column_index(&self, name: &str) -> Option<usize> {
        self.columns
            .iter()
            .position(|c| c.name == name)
            .or_else(|| {
                self.columns
                    .iter()
                    .position(|c| c.name.eq_ignore_ascii_case(name))
            })
    }
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Column {
    pub name: String,
    /// The type as declared (`VARCHAR(20)`), empty when none.
    pub declared_type: String,
    pub kind: ColumnKind,
    pub description: Option<String>,
    pub profile: Profile,
}

impl Column {
    /// A date column, or a text column whose frequent values all start with a year and a month
    /// ("2021-03", "2021-03-15 10:00").
    pub fn holds_dates(&self) -> bool {
        let looks_dated = |v: &str| {
            let b = v.as_bytes();
            b.len() >= 7
                && b[..4].iter().all(u8::is_ascii_digit)
                && b[4] == b'-'
                && b[5..7].iter().all(u8::is_ascii_digit)
        };
        self.kind == ColumnKind::Date
            || (self.kind == ColumnKind::Text
                && !self.profile.top.is_empty()
                && self.profile.top.iter().all(|(v, _)| looks_dated(v)))
    }

    /// The column's description without its unit ("Land Area (m²)" -> "Land Area", "成交月份
    /// (年-月)" -> "成交月份"): the name people read for it. `None` without a description.
    pub fn described_name(&self) -> Option<&str> {
        let d = self.description.as_deref()?;
        // What the description says of values ("1..5, NULL = not rated", "card / cash")
        // names nothing: the name is what comes before it.
        let clauses = note_clauses(d);
        let end = clauses
            .iter()
            .find(|(said, _, _)| *said != Said::Name)
            .map_or(d.len(), |&(_, start, _)| start);
        let d = &d[..end];
        let head = d
            .split(['(', '（'])
            .next()
            .unwrap_or(d)
            .trim()
            .trim_end_matches([',', ';', '，', '；'])
            .trim();
        (!head.is_empty()).then_some(head)
    }

    /// What an empty cell of the column means, as its description says ("NULL = still
    /// trading", "NULL = visitor, no resident berth" -> "still trading"; "visitor", "no
    /// resident berth").
    pub fn null_meanings(&self) -> Vec<&str> {
        self.meanings(Said::WhenNull)
    }

    /// What the yes value of a yes/no column means ("1 = shore power").
    pub fn true_meanings(&self) -> Vec<&str> {
        self.meanings(Said::WhenTrue)
    }

    fn meanings(&self, said: Said) -> Vec<&str> {
        let Some(d) = self.description.as_deref() else {
            return Vec::new();
        };
        note_clauses(d)
            .into_iter()
            .filter(|(s, _, text)| *s == said && !text.is_empty())
            .map(|(_, _, text)| text)
            .collect()
    }

    /// The column as people name it: the head of its description (before a unit or a comma:
    /// "IMDb user rating, 1 to 10" -> "IMDb user rating"), else its name's words with
    /// abbreviations written out (`lname` -> "last name", `list_price` -> "list price").
    pub fn spoken_name(&self) -> String {
        if let Some(d) = self.described_name() {
            return d.split([',', '，']).next().unwrap_or(d).trim().to_string();
        }
        clarisql_text::identifier_words(&self.name)
            .iter()
            .map(|w| {
                clarisql_text::abbreviation_expansions(w)
                    .first()
                    .map(|e| e.to_string())
                    .unwrap_or_else(|| w.clone())
            })
            .collect::<Vec<String>>()
            .join(" ")
    }
}

/// What a clause of a column's description says.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Said {
    /// What the column is ("visitor price per night").
    Name,
    /// What an empty cell means ("NULL = not rated").
    WhenNull,
    /// What the yes value means ("1 = shore power").
    WhenTrue,
    /// Anything else about values: a range ("1..5"), a list ("card / cash"), a no value.
    Values,
}

/// The clauses of a description (split at commas and semicolons), each with what it says and
/// where it starts in `d`; a clause after "NULL = …" without a value of its own goes on saying
/// what NULL means ("NULL = visitor, no resident berth").
fn note_clauses(d: &str) -> Vec<(Said, usize, &str)> {
    let mut out = Vec::new();
    let mut current = Said::Name;
    let mut at = 0;
    for piece in d.split([',', ';', '，', '；']) {
        let start = at + (piece.len() - piece.trim_start().len());
        at = next_boundary(d, at + piece.len());
        let clause = piece.trim();
        if clause.is_empty() {
            continue;
        }
        let valued = clause.split_once(['=', ':']).and_then(|(value, rest)| {
            let value = value.trim().to_ascii_lowercase();
            let said = match value.as_str() {
                "null" | "empty" | "blank" | "none" => Said::WhenNull,
                "1" | "true" | "yes" | "y" => Said::WhenTrue,
                v if v.parse::<f64>().is_ok() || matches!(v, "0" | "false" | "no" | "n") => {
                    Said::Values
                }
                // "Date: when it shipped": a colon after words is no value.
                _ => return None,
            };
            Some((said, rest.trim()))
        });
        let (said, text) = match valued {
            Some(v) => v,
            None => {
                let lower = clause.to_ascii_lowercase();
                // "NULL means …", "NULL while not delivered", "NULL if never serviced",
                // "NULL until paid": what an empty cell means, the connective aside (but
                // "until", which says it).
                let when_null = lower.strip_prefix("null ").and_then(|rest| {
                    ["means ", "while ", "when ", "if "]
                        .iter()
                        .find_map(|c| rest.strip_prefix(c))
                        .or_else(|| rest.starts_with("until ").then_some(rest))
                });
                if let Some(rest) = when_null {
                    (Said::WhenNull, &clause[clause.len() - rest.len()..])
                } else if clause.starts_with(|c: char| c.is_ascii_digit())
                    // A unit in brackets may hold a slash ("均价（元/平方米）", "speed (km/h)").
                    || clause
                        .split(['(', '（'])
                        .next()
                        .is_some_and(|head| head.contains('/') || head.contains(".."))
                {
                    (Said::Values, clause)
                } else {
                    (current, clause)
                }
            }
        };
        current = said;
        out.push((said, start, text));
    }
    out
}

/// The byte after the separator that ends at `at` (separators are one char, of any width).
fn next_boundary(d: &str, at: usize) -> usize {
    d[at..].chars().next().map_or(at, |c| at + c.len_utf8())
}

/// What values a column holds.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
pub struct Profile {
    pub distinct: u64,
    pub nulls: u64,
    /// The most frequent values with their counts, most frequent first.
    pub top: Vec<(String, u64)>,
    /// Numeric range, when the column holds numbers.
    pub min: Option<f64>,
    pub max: Option<f64>,
    /// Distinct text values (for the value index), up to a cap; `values_complete` says
    /// whether all of them are here.
    pub values: Vec<String>,
    pub values_complete: bool,
    /// A date column's earliest and latest stored values, as written ("2023-09-04"): what
    /// "this year" and the first date of a row are read from.
    #[serde(default)]
    pub dates: Option<(String, String)>,
}

/// `from_table(from_columns) REFERENCES to_table(to_columns)`, by index in the database.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ForeignKey {
    pub from_table: usize,
    pub from_columns: Vec<usize>,
    pub to_table: usize,
    pub to_columns: Vec<usize>,
}
