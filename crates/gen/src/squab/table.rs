//! One table as the generator sees it: what each column is for (key, measure, category,
//! display name), read from the schema and the column profiles, and how to query it.

use crate::verify;
use crate::words::{self, identifier_words, is_key_word, word_key};
use clarisql_exec::{Database as Connection, Value};
use clarisql_lake::{ColumnKind, Database, Table};

/// Words that say a column partitions rows by place or time (a scope the question must give).
const SCOPE_WORDS: &[&str] = &[
    "year",
    "season",
    "month",
    "quarter",
    "semester",
    "term",
    "city",
    "country",
    "region",
    "state",
    "district",
    "nation",
    "location",
    "province",
    "county",
    "edition",
    "round",
    "week",
    "day",
    "date",
    "venue",
    "place",
    "campus",
    "branch",
    "department",
    "division",
    "league",
];

#[derive(Debug, Clone)]
pub(crate) struct Col {
    pub index: usize,
    pub name: String,
    pub words: Vec<String>,
    pub kind: ColumnKind,
    pub key: bool,
    pub distinct: u64,
    pub nulls: u64,
    pub min: Option<f64>,
    pub max: Option<f64>,
}

impl Col {
    pub fn phrase(&self) -> String {
        self.words.join(" ")
    }

    pub fn numeric(&self) -> bool {
        self.kind.is_numeric()
    }

    pub fn year_like(&self) -> bool {
        self.words.iter().any(|w| w == "year")
            || (self.kind == ColumnKind::Integer
                && self.min.is_some_and(|m| m >= 1800.0)
                && self.max.is_some_and(|m| m <= 2100.0))
    }

    /// A quantity people aggregate: numeric, not a key, not a year, several values.
    pub fn measure(&self) -> bool {
        self.numeric() && !self.key && !self.year_like() && self.distinct >= 3
    }

    /// A column that sorts rows into a few groups.
    pub fn categorical(&self, rows: u64) -> bool {
        !self.key
            && (self.kind == ColumnKind::Text || self.year_like())
            && (2..=12).contains(&self.distinct)
            && self.distinct < rows
    }

    /// A place-or-time partition (scope) column.
    pub fn scope_like(&self, rows: u64) -> bool {
        self.categorical(rows)
            && (self.year_like()
                || self
                    .words
                    .iter()
                    .any(|w| SCOPE_WORDS.contains(&word_key(w).as_str())))
    }
}

pub(crate) struct TableView<'a> {
    pub db: &'a Database,
    /// The table's index in its database.
    pub index: usize,
    pub table: &'a Table,
    pub cols: Vec<Col>,
    /// Every word of every table and column name of the database (comparison keys): what the
    /// database can talk about.
    pub db_words: std::collections::BTreeSet<String>,
}

impl<'a> TableView<'a> {
    /// `None` for tables too small or too odd to ask about.
    pub fn new(db: &'a Database, t: usize) -> Option<TableView<'a>> {
        let table = db.tables.get(t)?;
        if table.row_count < 2 || table.columns.len() < 2 {
            return None;
        }
        let mut fk_columns: Vec<usize> = Vec::new();
        for fk in &db.foreign_keys {
            if fk.from_table == t {
                fk_columns.extend(&fk.from_columns);
            }
            if fk.to_table == t {
                fk_columns.extend(&fk.to_columns);
            }
        }
        let cols: Vec<Col> = table
            .columns
            .iter()
            .enumerate()
            .map(|(i, c)| {
                let words = identifier_words(&c.name);
                let lower = c.name.to_lowercase();
                let key = table.primary_key.contains(&i)
                    || fk_columns.contains(&i)
                    || words.last().is_some_and(|w| is_key_word(w))
                    || (lower.ends_with("id")
                        && c.kind.is_numeric()
                        && c.profile.distinct + c.profile.nulls >= table.row_count);
                Col {
                    index: i,
                    name: c.name.clone(),
                    words,
                    kind: c.kind,
                    key,
                    distinct: c.profile.distinct,
                    nulls: c.profile.nulls,
                    min: c.profile.min,
                    max: c.profile.max,
                }
            })
            .filter(|c| !c.words.is_empty())
            .collect();
        if cols.is_empty() {
            return None;
        }
        let mut db_words = std::collections::BTreeSet::new();
        for table in &db.tables {
            for w in identifier_words(&table.name) {
                db_words.insert(word_key(&w));
            }
            for c in &table.columns {
                for w in identifier_words(&c.name) {
                    db_words.insert(word_key(&w));
                }
            }
        }
        Some(TableView {
            db,
            index: t,
            table,
            cols,
            db_words,
        })
    }

    pub fn rows(&self) -> u64 {
        self.table.row_count
    }

    pub fn col(&self, index: usize) -> &Col {
        // `cols` keeps every column with a readable name (never none); callers pass indices
        // taken from it.
        self.cols
            .iter()
            .find(|c| c.index == index)
            .unwrap_or(&self.cols[0])
    }

    /// The singular noun for one row ("singer"), and its plural.
    pub fn noun(&self) -> String {
        words::row_noun(&self.table.name)
    }

    pub fn nouns(&self) -> String {
        words::plural(&self.noun())
    }

    pub fn t(&self) -> String {
        verify::quote_ident(&self.table.name)
    }

    pub fn c(&self, index: usize) -> String {
        verify::quote_ident(&self.col(index).name)
    }

    /// The column that names a row: text, not a key, nearly unique, preferably called a name
    /// or a title.
    pub fn display(&self) -> Option<usize> {
        let rows = self.rows();
        let unique_enough =
            |c: &Col| c.distinct * 10 >= (rows.saturating_sub(c.nulls)) * 8 && c.distinct >= 2;
        let text = |c: &&Col| c.kind == ColumnKind::Text && !c.key;
        self.cols
            .iter()
            .filter(text)
            .find(|c| c.words.iter().any(|w| w == "name" || w == "title") && c.distinct >= 2)
            .or_else(|| self.cols.iter().filter(text).find(|c| unique_enough(c)))
            .map(|c| c.index)
    }

    pub fn connection(&self) -> Box<dyn Connection> {
        self.db.source.connect()
    }

    /// True when none of `phrase`'s words is a word of the database's table and column names
    /// (nor a near-synonym of one): the database cannot talk about it.
    pub fn lacks_concept(&self, phrase: &str) -> bool {
        phrase
            .split(|c: char| !c.is_alphanumeric())
            .filter(|w| w.len() >= 3)
            .all(|w| {
                let k = word_key(w);
                !self.db_words.contains(&k)
                    && !words::near_synonyms(&k)
                        .iter()
                        .any(|s| self.db_words.contains(&word_key(s)))
            })
    }
}

/// The first column of a query's rows, for picking values.
pub(crate) fn first_column(conn: &dyn Connection, sql: &str) -> Vec<Value> {
    match conn.query(sql, &verify::limits()) {
        Ok(rs) => rs
            .rows
            .into_iter()
            .filter_map(|r| r.into_iter().next())
            .filter(|v| !v.is_null())
            .collect(),
        Err(_) => Vec::new(),
    }
}

/// A value fit to appear in a question: short, one line, not empty.
pub(crate) fn speakable(v: &Value) -> Option<String> {
    let s = match v {
        Value::Null | Value::Blob(_) => return None,
        other => other.to_string(),
    };
    let s = s.trim().to_string();
    let placeholder = matches!(
        s.to_lowercase().as_str(),
        "null" | "none" | "n/a" | "na" | "-" | "?" | "unknown"
    );
    (!s.is_empty() && !placeholder && s.chars().count() <= 40 && !s.contains(['\n', '\r', '"']))
        .then_some(s)
}

/// A value as a SQL literal, typed like the value itself.
pub(crate) fn value_literal(v: &Value) -> String {
    match v {
        Value::Integer(i) => i.to_string(),
        Value::Real(f) => format!("{f}"),
        other => verify::literal(&other.to_string(), false),
    }
}
