//! Execution-result comparison: two results match when they hold the same multiset of rows,
//! in the same order only when the gold query orders them; columns may come in another order
//! (as the Spider test-suite evaluation allows).

use clarisql_engine::{Engine, Response};
use clarisql_exec::{Limits, ResultSet};
use std::time::Duration;

/// How gold queries (and answers compared with them) run: generous, as a measurement.
pub fn gold_limits() -> Limits {
    Limits {
        timeout: Duration::from_secs(30),
        max_rows: 100_000,
    }
}

/// The whole result an answer stands for. A person is shown the rows up to the engine's cap;
/// a benchmark compares whole results, so a capped answer's SQL runs again under
/// [`gold_limits`] (falling back to the rows shown if it cannot).
pub fn answered_result(engine: &Engine, response: &Response) -> ResultSet {
    let shown = ResultSet {
        columns: response.columns.clone(),
        rows: response.rows.clone(),
        truncated: response.truncated,
    };
    if !response.truncated {
        return shown;
    }
    let db = response
        .database
        .as_deref()
        .and_then(|d| engine.database(d).ok());
    match (db, response.sql.as_deref()) {
        (Some(db), Some(sql)) => engine
            .lake
            .db(db)
            .source
            .connect()
            .query(sql, &gold_limits())
            .unwrap_or(shown),
        _ => shown,
    }
}

fn canonical_rows(rs: &ResultSet, perm: &[usize]) -> Vec<Vec<String>> {
    rs.rows
        .iter()
        .map(|r| {
            perm.iter()
                .map(|&i| r.get(i).map(|v| v.canonical()).unwrap_or_default())
                .collect()
        })
        .collect()
}

fn column_signature(rs: &ResultSet, i: usize) -> Vec<String> {
    let mut v: Vec<String> = rs
        .rows
        .iter()
        .map(|r| r.get(i).map(|v| v.canonical()).unwrap_or_default())
        .collect();
    v.sort();
    v
}

/// Permutations of `0..n` that map each gold column to a predicted column holding the same
/// multiset of values (a cheap filter before comparing rows).
fn candidate_permutations(gold: &ResultSet, pred: &ResultSet) -> Vec<Vec<usize>> {
    let n = gold.columns.len();
    let gold_sigs: Vec<Vec<String>> = (0..n).map(|i| column_signature(gold, i)).collect();
    let pred_sigs: Vec<Vec<String>> = (0..n).map(|i| column_signature(pred, i)).collect();
    let options: Vec<Vec<usize>> = (0..n)
        .map(|g| (0..n).filter(|&p| gold_sigs[g] == pred_sigs[p]).collect())
        .collect();
    let mut out = Vec::new();
    let mut current = Vec::new();
    fn walk(options: &[Vec<usize>], current: &mut Vec<usize>, out: &mut Vec<Vec<usize>>) {
        if out.len() >= 64 {
            return;
        }
        let k = current.len();
        if k == options.len() {
            out.push(current.clone());
            return;
        }
        for &p in &options[k] {
            if !current.contains(&p) {
                current.push(p);
                walk(options, current, out);
                current.pop();
            }
        }
    }
    walk(&options, &mut current, &mut out);
    out
}

/// Do `pred`'s rows equal `gold`'s? `ordered`: the gold query has a top-level ORDER BY.
pub fn results_match(gold: &ResultSet, pred: &ResultSet, ordered: bool) -> bool {
    if gold.columns.len() != pred.columns.len() || gold.rows.len() != pred.rows.len() {
        return false;
    }
    let identity: Vec<usize> = (0..gold.columns.len()).collect();
    let gold_rows = canonical_rows(gold, &identity);
    let mut gold_sorted = gold_rows.clone();
    gold_sorted.sort();
    for perm in candidate_permutations(gold, pred) {
        let pred_rows = canonical_rows(pred, &perm);
        if ordered {
            if pred_rows == gold_rows {
                return true;
            }
        } else {
            let mut p = pred_rows;
            p.sort();
            if p == gold_sorted {
                return true;
            }
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;
    use clarisql_exec::Value;

    fn rs(cols: &[&str], rows: Vec<Vec<Value>>) -> ResultSet {
        ResultSet {
            columns: cols.iter().map(|c| c.to_string()).collect(),
            rows,
            truncated: false,
        }
    }

    #[test]
    fn multiset_permutation_and_order() {
        let i = Value::Integer;
        let t = |s: &str| Value::Text(s.into());
        let gold = rs(&["a", "n"], vec![vec![t("x"), i(2)], vec![t("y"), i(1)]]);
        let swapped = rs(&["n", "a"], vec![vec![i(1), t("y")], vec![i(2), t("x")]]);
        assert!(results_match(&gold, &swapped, false));
        assert!(
            !results_match(&gold, &swapped, true),
            "order matters under ORDER BY"
        );
        let reordered = rs(&["a", "n"], vec![vec![t("x"), i(2)], vec![t("y"), i(1)]]);
        assert!(results_match(&gold, &reordered, true));
        let dup = rs(&["a", "n"], vec![vec![t("x"), i(2)], vec![t("x"), i(2)]]);
        assert!(!results_match(&gold, &dup, false), "multisets, not sets");
        let real = rs(
            &["a", "n"],
            vec![
                vec![t("x"), Value::Real(2.0)],
                vec![t("y"), Value::Real(1.0)],
            ],
        );
        assert!(results_match(&gold, &real, false));
        assert!(!results_match(
            &gold,
            &rs(&["a"], vec![vec![t("x")], vec![t("y")]]),
            false
        ));
    }
}
