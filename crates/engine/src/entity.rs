//! An answer about one named thing that comes back as several different rows: the name is
//! shared by rows that another column (a year, a term, a date) tells apart, and the question
//! did not say which. That column is a scope the question leaves open (ScopeMissing); the
//! engine asks which, offering the values that exist, instead of printing every row.
//!
//! The signal comes from the question and the data: a question that asks for one value ("the
//! age of …", no plural, no "list"), a condition on a text value that a few rows share, rows
//! that disagree on what was asked but agree on their name (rows with different names are
//! different things), and a year or a repeating text column (not a measure) whose values
//! separate exactly those rows.

use crate::decide::run_query;
use crate::Engine;
use clarisql_analyze::{Candidate, CandidateKind, Category, Finding, Grounding, Interpretation};
use clarisql_exec::Value;
use clarisql_lake::ColumnId;
use clarisql_sql::{CmpOp, Cond, Expr, Literal, Operand, Query};

/// At most this many rows are read as "one thing, several versions"; more is a list.
const MAX_VERSIONS: usize = 6;

/// A ScopeMissing finding, with one reading per separating value, when `rows` (the answer to
/// `query`) are versions of one named thing.
pub(crate) fn open_scope(
    engine: &Engine,
    question: &str,
    reading: &Interpretation,
    query: &Query,
    rows: &[Vec<Value>],
) -> Option<Finding> {
    if rows.len() < 2
        || rows.len() > MAX_VERSIONS
        || query.distinct
        || !query.group_by.is_empty()
        || !query.having.is_empty()
        || query.limit.is_some()
        || query.compound.is_some()
        || query.needed_tables().len() > 3
        || !query.select.iter().all(|e| matches!(e, Expr::Column(_)))
        || !asks_for_one(engine, question, reading, query)
    {
        return None;
    }
    // Rows that agree on everything asked are one answer, not several.
    let keys: std::collections::HashSet<Vec<String>> = rows
        .iter()
        .map(|r| r.iter().map(Value::canonical).collect())
        .collect();
    if keys.len() < 2 {
        return None;
    }
    let (named_column, name) = query.filter.iter().find_map(|c| match c {
        Cond::Compare {
            expr: Expr::Column(col),
            op: CmpOp::Eq,
            value: Operand::Literal(Literal::Text(v)),
        } if engine.lake.column(*col).kind == clarisql_lake::ColumnKind::Text => {
            Some((*col, v.clone()))
        }
        _ => None,
    })?;
    let table = named_column.table;
    let lake = &engine.lake;
    let used: Vec<ColumnId> = query
        .select
        .iter()
        .filter_map(|e| e.column())
        .chain(query.filter.iter().flat_map(|c| c.columns()))
        .collect();
    let others: Vec<ColumnId> = query
        .needed_tables()
        .into_iter()
        .flat_map(|t| (0..lake.table(t).columns.len()).map(move |i| t.column(i)))
        .filter(|c| !used.contains(c) && !lake.is_key(*c))
        .collect();
    if others.is_empty() {
        return None;
    }
    // The matching rows, every other column shown, to find one that separates them.
    let mut probe = query.clone();
    probe.select = others.iter().map(|c| Expr::Column(*c)).collect();
    let (_, _, rs) = run_query(engine, &probe).ok()?;
    if rs.rows.len() != rows.len() {
        return None;
    }
    let separating = others
        .iter()
        .enumerate()
        .filter(|(i, _)| {
            let values: std::collections::HashSet<String> =
                rs.rows.iter().map(|r| r[*i].canonical()).collect();
            values.len() == rs.rows.len() && !rs.rows.iter().any(|r| matches!(r[*i], Value::Null))
        })
        // A scope repeats across rows (terms, years, places), or is a year; a timestamp or a
        // nickname does not, and a count or an amount is a measure, not a scope.
        .filter(|(_, c)| {
            holds_years(engine, **c)
                || (lake.repeats_values(**c)
                    && !matches!(
                        lake.column(**c).kind,
                        clarisql_lake::ColumnKind::Integer | clarisql_lake::ColumnKind::Real
                    ))
        })
        // The most partition-like: the fewest different values over the whole table.
        .min_by_key(|(_, c)| lake.column(**c).profile.distinct)?;
    let (i, &scope) = separating;
    // Rows with different names are different things ("Who is from Germany?"), not versions of
    // one: every name column of the table other than the one filtered agrees across the rows.
    let differ = |c: ColumnId| -> bool {
        let distinct =
            |vals: Vec<String>| vals.iter().collect::<std::collections::HashSet<_>>().len() > 1;
        if let Some(k) = query.select.iter().position(|e| e.column() == Some(c)) {
            distinct(rows.iter().map(|r| r[k].canonical()).collect())
        } else if let Some(k) = others.iter().position(|&o| o == c) {
            distinct(rs.rows.iter().map(|r| r[k].canonical()).collect())
        } else {
            false
        }
    };
    let table_columns = (0..lake.table(table).columns.len()).map(|k| table.column(k));
    if table_columns
        .filter(|&c| c != named_column && is_name_column(engine, c))
        .any(differ)
    {
        return None;
    }
    let scope_name = lake.column(scope).name.clone();
    let db = lake.db(table.db).id.clone();
    let mut values: Vec<(Literal, String)> = rs
        .rows
        .iter()
        .map(|r| (literal(&r[i]), display(&r[i])))
        .collect();
    values.sort_by(|a, b| a.1.cmp(&b.1));
    let labels: Vec<String> = values
        .iter()
        .map(|(_, v)| format!("{scope_name} {v}"))
        .collect();
    let span = question
        .to_lowercase()
        .find(&name.to_lowercase())
        .map(|b| {
            let start = question[..b].chars().count();
            (start, start + name.chars().count())
        })
        .unwrap_or((0, question.chars().count()));
    let mut f = Finding::new(
        Category::ScopeMissing,
        span,
        name.clone(),
        format!(
            "'{name}' matches {} rows of {} that differ in {scope_name}: {}",
            rows.len(),
            lake.table(scope.table).name,
            clarisql_analyze::taxonomy::or_list(
                &values.iter().map(|(_, v)| v.clone()).collect::<Vec<_>>()
            )
        ),
    );
    f.evidence = format!(
        "the question asks for one value, yet {} rows share '{name}' in {} and disagree on it",
        rows.len(),
        lake.column(named_column).name
    );
    f.question = Some(format!(
        "Which {scope_name} do you mean for '{name}': {}?",
        clarisql_analyze::taxonomy::or_list(&labels)
    ));
    f.candidates = values
        .iter()
        .zip(&labels)
        .map(|((_, v), label)| Candidate {
            kind: CandidateKind::Value,
            database: Some(db.clone()),
            table: Some(lake.table(scope.table).name.clone()),
            column: Some(scope_name.clone()),
            value: Some(v.clone()),
            score: 1.0 / values.len() as f32,
            label: label.clone(),
        })
        .collect();
    f.readings = values
        .into_iter()
        .map(|(lit, _)| {
            let mut q = query.clone();
            q.filter.push(Cond::Compare {
                expr: Expr::Column(scope),
                op: CmpOp::Eq,
                value: Operand::Literal(lit),
            });
            q
        })
        .collect();
    Some(f)
}

/// The question asks for one thing: the words of what it asks are singular ("the age of …",
/// "what score does … have"), and nothing asks for a list ("are", "list", "all").
fn asks_for_one(engine: &Engine, question: &str, reading: &Interpretation, query: &Query) -> bool {
    let tokens = engine.analyzer().tokenize(question);
    if tokens.iter().any(|t| {
        matches!(
            t.norm.as_str(),
            "are"
                | "were"
                | "list"
                | "all"
                | "every"
                | "each"
                | "show"
                | "those"
                | "these"
                | "哪些"
                | "所有"
                | "列出"
                | "都"
        )
    }) {
        return false;
    }
    let facts = &reading.facts;
    let asked: Vec<ColumnId> = query.select.iter().filter_map(|e| e.column()).collect();
    // A plural head noun of what is asked ("names", "campuses") or of the rows it is asked
    // about ("the first name of students") asks for a list.
    let plural = |unit: usize| {
        facts
            .spans
            .get(unit)
            .and_then(|&(_, end)| end.checked_sub(1))
            .and_then(|k| tokens.get(k))
            .is_some_and(|last| {
                last.norm.len() > 3
                    && last.norm.ends_with('s')
                    && !last.norm.ends_with("ss")
                    && clarisql_text::stem(&last.norm) != last.norm
            })
    };
    facts.grounding.iter().all(|(unit, g)| match g {
        Grounding::Column(c) if asked.contains(c) => !plural(*unit),
        Grounding::Table(_) => !plural(*unit),
        _ => true,
    })
}

/// A text column that names the rows of its table ("name", "title", "full_name").
fn is_name_column(engine: &Engine, c: ColumnId) -> bool {
    let col = engine.lake.column(c);
    col.kind == clarisql_lake::ColumnKind::Text
        && clarisql_text::identifier_words(&col.name)
            .iter()
            .any(|w| clarisql_text::is_name_word(w))
}

/// A column of years: named so, or whole numbers that all read as years.
fn holds_years(engine: &Engine, c: ColumnId) -> bool {
    let col = engine.lake.column(c);
    let numeric = matches!(
        col.kind,
        clarisql_lake::ColumnKind::Integer | clarisql_lake::ColumnKind::Real
    );
    let in_range = matches!(
        (col.profile.min, col.profile.max),
        (Some(lo), Some(hi)) if lo >= 1000.0 && hi <= 2999.0 && lo.fract() == 0.0 && hi.fract() == 0.0
    );
    numeric
        && in_range
        && clarisql_text::identifier_words(&col.name)
            .iter()
            .any(|w| w == "year" || w == "years")
}

fn literal(v: &Value) -> Literal {
    match v {
        Value::Integer(i) => Literal::Int(*i),
        Value::Real(f) => Literal::Real(*f),
        other => Literal::Text(display(other)),
    }
}

fn display(v: &Value) -> String {
    match v {
        Value::Null => String::new(),
        Value::Integer(i) => i.to_string(),
        Value::Real(f) => f.to_string(),
        Value::Text(s) => s.clone(),
        Value::Blob(b) => format!("<{} bytes>", b.len()),
    }
}
