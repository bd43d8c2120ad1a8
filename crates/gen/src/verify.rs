//! Checking generated SQL by running it: interpretations must run, return rows and differ;
//! unanswerable transformations must fail.

use clarisql_exec::{Database, Limits, ResultSet};
use std::time::Duration;

/// Limits for gold queries while generating: generous, but a runaway query is dropped.
pub fn limits() -> Limits {
    Limits {
        timeout: Duration::from_secs(20),
        max_rows: 50_000,
    }
}

/// Double-quoted identifier (SQLite and PostgreSQL).
pub fn quote_ident(name: &str) -> String {
    format!("\"{}\"", name.replace('"', "\"\""))
}

/// A SQL literal for a value read from the data: numbers bare when the column is numeric,
/// everything else single-quoted.
pub fn literal(value: &str, numeric: bool) -> String {
    if numeric && value.trim().parse::<f64>().is_ok_and(f64::is_finite) {
        value.trim().to_string()
    } else {
        format!("'{}'", value.replace('\'', "''"))
    }
}

/// True when the result holds at least one row with a non-NULL value.
pub fn has_content(rs: &ResultSet) -> bool {
    rs.rows.iter().any(|r| r.iter().any(|v| !v.is_null()))
}

/// Runs every interpretation; `Some(results)` when all run, all have content, none is cut
/// short and no two are equivalent.
pub fn distinct_interpretations(db: &dyn Database, queries: &[String]) -> Option<Vec<ResultSet>> {
    let limits = limits();
    let mut results: Vec<ResultSet> = Vec::with_capacity(queries.len());
    for q in queries {
        let rs = db.query(q, &limits).ok()?;
        if !has_content(&rs) || rs.truncated {
            return None;
        }
        results.push(rs);
    }
    let keys: Vec<Vec<String>> = results.iter().map(ResultSet::row_keys).collect();
    for i in 0..keys.len() {
        for j in i + 1..keys.len() {
            if keys[i] == keys[j] {
                return None;
            }
        }
    }
    Some(results)
}

/// Runs one query that should answer: `Some` when it runs and returns content.
pub fn answers(db: &dyn Database, query: &str) -> Option<ResultSet> {
    let rs = db.query(query, &limits()).ok()?;
    (has_content(&rs) && !rs.truncated).then_some(rs)
}

/// True when the database rejects the query (what an unanswerable transformation must do).
pub fn fails(db: &dyn Database, query: &str) -> bool {
    db.query(query, &limits()).is_err()
}
