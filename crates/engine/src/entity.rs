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
    // The name the question gives: of the text values it holds columns to, one naming rows
    // (a title, not the role 'reviewer' beside it), else the first.
    let named: Vec<(ColumnId, &str)> = query
        .filter
        .iter()
        .filter_map(Cond::text_equality)
        .filter(|(c, _)| engine.lake.column(*c).kind == clarisql_lake::ColumnKind::Text)
        .collect();
    let (named_column, name) = named
        .iter()
        .find(|(c, _)| is_name_column(engine, *c))
        .or(named.first())
        .map(|&(c, v)| (c, v.to_string()))?;
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
    let span = span_of(question, &name);
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

/// Char offsets of `name` in `question`, found case-blind; the whole question when absent.
/// (Offsets are counted in the lower-cased text, which never splits a character of it.)
fn span_of(question: &str, name: &str) -> (usize, usize) {
    let lower = question.to_lowercase();
    match lower
        .find(&name.to_lowercase())
        .and_then(|b| lower.get(..b))
    {
        Some(before) => {
            let start = before.chars().count();
            (start, start + name.chars().count())
        }
        None => (0, question.chars().count()),
    }
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

/// At most this many people sharing a family name are offered as options; more is a list.
const MAX_NAMESAKES: usize = 6;

/// A ValueAmbiguity finding when the question names one person by a family name that several
/// of the rows in question share ("show me Okafor's orders" with two couriers named Okafor),
/// or by a given name several share ("which base does Tom work from" with two Toms): one
/// reading per other part of the name, labelled with a column that tells them apart when one
/// does.
///
/// The signal is the data's: a condition on a family- or given-name column (its table also
/// has a column for the other part), the other parts of the matching rows, and a question that
/// names neither the column ("last name Okafor" lists every one) nor a plural ("both", "all").
pub(crate) fn shared_name(engine: &Engine, question: &str, query: &Query) -> Option<Finding> {
    if query.compound.is_some() {
        return None;
    }
    let lake = &engine.lake;
    let words_of = |c: ColumnId| clarisql_text::identifier_words(&lake.column(c).name);
    let part_of = |c: ColumnId| clarisql_text::person_name_part(&lake.column(c).name);
    use clarisql_text::NamePart;
    // `family` is the column of the part said, `given` that of the part left to tell apart.
    let (family, name, part) = query.filter.iter().find_map(|c| match c {
        Cond::Compare {
            expr: Expr::Column(col),
            op: CmpOp::Eq,
            value: Operand::Literal(Literal::Text(v)),
        } if lake.column(*col).kind == clarisql_lake::ColumnKind::Text => match part_of(*col) {
            Some(p @ (NamePart::Family | NamePart::Given)) => Some((*col, v.clone(), p)),
            _ => None,
        },
        _ => None,
    })?;
    let other_part = if part == NamePart::Family {
        NamePart::Given
    } else {
        NamePart::Family
    };
    let table = family.table;
    let given = (0..lake.table(table).columns.len())
        .map(|k| table.column(k))
        .find(|&c| {
            c != family
                && lake.column(c).kind == clarisql_lake::ColumnKind::Text
                && part_of(c) == Some(other_part)
        })?;
    let tokens = engine.analyzer().tokenize(question);
    let said: Vec<&str> = tokens
        .iter()
        .filter(|t| t.is_word())
        .map(|t| t.norm.as_str())
        .collect();
    let lower_name = name.to_lowercase();
    let plural_name = format!("{lower_name}s");
    // The column named in the question: its own words ("lname" said as is), or any wording of
    // a family name ("last name", "surname") however the column spells it (`LName`).
    let family_said = |w: &str| clarisql_text::person_name_part(w) == Some(part);
    let column_named = words_of(family)
        .iter()
        .filter(|w| w.as_str() != "name")
        .any(|w| said.contains(&w.as_str()))
        || said.iter().any(|w| family_said(w))
        || said
            .windows(2)
            .any(|p| p[1] == "name" && family_said(&format!("{}name", p[0])));
    if column_named
        || said.iter().any(|w| {
            matches!(
                *w,
                "both" | "all" | "every" | "each" | "named" | "called" | "surname" | "surnamed"
            ) || *w == plural_name
        })
    {
        return None;
    }
    // The given names among the rows the question is about.
    let mut probe = query.clone();
    probe.select = vec![Expr::Column(given)];
    probe.distinct = true;
    probe.group_by.clear();
    probe.having.clear();
    probe.order_by.clear();
    probe.limit = None;
    let (_, _, rs) = run_query(engine, &probe).ok()?;
    let mut people: Vec<String> = rs
        .rows
        .iter()
        .filter_map(|r| match r.first() {
            Some(Value::Text(s)) if !s.trim().is_empty() => Some(s.clone()),
            _ => None,
        })
        .collect();
    people.sort();
    people.dedup();
    if people.len() < 2 || people.len() > MAX_NAMESAKES {
        return None;
    }
    // A given name in the question already says which one.
    if people
        .iter()
        .any(|p| said.contains(&p.to_lowercase().as_str()))
    {
        return None;
    }
    let distinction = telling_apart(engine, &probe, given, &people);
    let labels: Vec<String> = people
        .iter()
        .map(|p| {
            let whole = if part == NamePart::Family {
                format!("{p} {name}")
            } else {
                format!("{name} {p}")
            };
            match distinction.as_ref().and_then(|d| d.get(p)) {
                Some(d) => format!("{whole} ({d})"),
                None => whole,
            }
        })
        .collect();
    let span = span_of(question, &name);
    let table_name = lake.table(table).name.clone();
    let or = clarisql_analyze::taxonomy::or_list(&labels);
    let mut f = Finding::new(
        Category::ValueAmbiguity,
        span,
        name.clone(),
        format!(
            "{} rows of {table_name} have the {} '{name}': {or}",
            people.len(),
            lake.column(family).name
        ),
    );
    f.evidence = format!(
        "the question names one person by '{name}', which {} rows of {table_name} share with different {}",
        people.len(),
        lake.column(given).name
    );
    f.question = Some(format!("Which {name} do you mean: {or}?"));
    let db = lake.db(table.db).id.clone();
    f.candidates = people
        .iter()
        .zip(&labels)
        .map(|(p, label)| Candidate {
            kind: CandidateKind::Value,
            database: Some(db.clone()),
            table: Some(table_name.clone()),
            column: Some(lake.column(given).name.clone()),
            value: Some(p.clone()),
            score: 1.0 / people.len() as f32,
            label: label.clone(),
        })
        .collect();
    f.readings = people
        .into_iter()
        .map(|p| {
            let mut q = query.clone();
            q.filter.push(Cond::Compare {
                expr: Expr::Column(given),
                op: CmpOp::Eq,
                value: Operand::Literal(Literal::Text(p)),
            });
            q
        })
        .collect();
    Some(f)
}

/// A repeating text column of the person's table on which each of `people` has a different
/// value ("ski" / "snowboard"), so that a reply can say "the snowboard one".
fn telling_apart(
    engine: &Engine,
    probe: &Query,
    given: ColumnId,
    people: &[String],
) -> Option<std::collections::HashMap<String, String>> {
    let lake = &engine.lake;
    let table = given.table;
    (0..lake.table(table).columns.len())
        .map(|k| table.column(k))
        .filter(|&c| {
            c != given
                && lake.column(c).kind == clarisql_lake::ColumnKind::Text
                && !lake.is_key(c)
                && lake.repeats_values(c)
                && !is_name_column(engine, c)
        })
        .find_map(|c| {
            let mut q = probe.clone();
            q.select = vec![Expr::Column(given), Expr::Column(c)];
            let (_, _, rs) = run_query(engine, &q).ok()?;
            let pairs: std::collections::HashMap<String, String> = rs
                .rows
                .iter()
                .filter_map(|r| match (r.first(), r.get(1)) {
                    (Some(Value::Text(p)), Some(Value::Text(d))) => Some((p.clone(), d.clone())),
                    _ => None,
                })
                .collect();
            let values: std::collections::HashSet<&String> = pairs.values().collect();
            (rs.rows.len() == people.len()
                && pairs.len() == people.len()
                && values.len() == people.len())
            .then_some(pairs)
        })
}

/// A ScopeUnmatch finding when the thing a question names belongs to another scope than the
/// partition it asks about: a condition on a value of a table outside the partitioned family
/// ("Alfama" of `districts`) whose row records a scope of that family (its `city` is 'Lisbon')
/// other than the scope the question names and the query reads (`permits_porto`). The data
/// says where the thing is; no table holds it for the scope asked.
pub(crate) fn outside_scope(engine: &Engine, question: &str, query: &Query) -> Option<Finding> {
    if query.compound.is_some() {
        return None;
    }
    // (Most answers have no equality on a text value: nothing to check, no families to find.)
    let text_equality = |c: &Cond| {
        matches!(
            c,
            Cond::Compare {
                op: CmpOp::Eq,
                value: Operand::Literal(Literal::Text(_)),
                ..
            }
        )
    };
    if !query.filter.iter().any(text_equality) {
        return None;
    }
    let lake = &engine.lake;
    let families = clarisql_analyze::scope::families(lake, query.db);
    let key = clarisql_text::value_key;
    // Keys padded so that a scope is found as whole words ("porto", not inside "portobello").
    let said = format!(" {} ", key(question));
    let (family, member) = query.needed_tables().into_iter().find_map(|t| {
        let f = &families[clarisql_analyze::scope::family_of(&families, t)?];
        Some((f, f.members.iter().find(|m| m.table == t)?))
    })?;
    for cond in &query.filter {
        let Some((col, value)) = lookup_equality(cond, &families) else {
            continue;
        };
        for (other, recorded) in recorded_beside(engine, query.db, col, cond) {
            for (i, slot) in family.slots.iter().enumerate() {
                let scopes: Vec<String> =
                    family.members.iter().map(|m| key(&m.values[i])).collect();
                let asked = key(&member.values[i]);
                let of_family = recorded.iter().all(|r| scopes.contains(&key(r)));
                // The scope asked is named in the question, and the row records another.
                if !of_family || !said.contains(&format!(" {asked} ")) {
                    continue;
                }
                if recorded.iter().any(|r| key(r) == asked) {
                    return None;
                }
                let span = span_of(question, value);
                let chinese = clarisql_text::has_cjk(question);
                let place = recorded.join(", ");
                let message = if chinese {
                    format!(
                        "数据中“{value}”的{}是“{place}”，不是“{}”：没有关于“{}”的“{value}”的数据。",
                        lake.column(other).name,
                        member.values[i],
                        member.values[i]
                    )
                } else {
                    format!(
                        "'{value}' is recorded with {} '{place}' ({}.{}), not '{}': no table holds '{value}' for '{}'.",
                        lake.column(other).name,
                        lake.table(col.table).name,
                        lake.column(other).name,
                        member.values[i],
                        member.values[i]
                    )
                };
                let mut f = Finding::new(Category::ScopeUnmatch, span, value.clone(), message);
                f.evidence = format!(
                    "the row of '{value}' records {} '{place}'; the query reads the {slot} '{}'",
                    lake.column(other).name,
                    member.values[i]
                );
                f.blocking = true;
                f.candidates = scope_candidates(engine, query, slot, &recorded);
                return Some(f);
            }
        }
    }
    rows_only_elsewhere(engine, question, &said, query, &families, family, member)
}

/// The scopes a thing is found in, as the finding's options.
fn scope_candidates(
    engine: &Engine,
    query: &Query,
    slot: &str,
    scopes: &[String],
) -> Vec<Candidate> {
    scopes
        .iter()
        .map(|r| Candidate {
            kind: CandidateKind::Value,
            database: Some(engine.lake.db(query.db).id.clone()),
            table: None,
            column: Some(slot.to_string()),
            value: Some(r.clone()),
            score: 1.0,
            label: r.clone(),
        })
        .collect()
}

/// ScopeUnmatch when the thing a question names ("Zoe Marsh" of `players`, outside the
/// partitioned family) has rows in other members of the family (`bookings_2024`) but none in
/// the one the question names and the query reads (`bookings_2023`): the answer would be an
/// empty count of a pairing the data never holds, which is no answer to the question asked.
/// (`said` is the question's value key padded with spaces, as `outside_scope` keys it.)
fn rows_only_elsewhere(
    engine: &Engine,
    question: &str,
    said: &str,
    query: &Query,
    families: &[clarisql_analyze::scope::Family],
    family: &clarisql_analyze::scope::Family,
    member: &clarisql_analyze::scope::Member,
) -> Option<Finding> {
    let key = clarisql_text::value_key;
    let (col, value) = query
        .filter
        .iter()
        .find_map(|c| lookup_equality(c, families))?;
    // Every equality on that table's row: "Zoe" and "Marsh" name one player together.
    let conds: Vec<Cond> = query
        .filter
        .iter()
        .filter(|c| lookup_equality(c, families).is_some_and(|(k, _)| k.table == col.table))
        .cloned()
        .collect();
    let slot = (0..family.slots.len())
        .find(|&i| said.contains(&format!(" {} ", key(&member.values[i]))))?;
    let named = conds
        .iter()
        .filter_map(|c| lookup_equality(c, families).map(|(_, v)| v.as_str()))
        .collect::<Vec<_>>()
        .join(" ");
    let rows_in = |t: clarisql_lake::TableId| -> Option<bool> {
        let mut q = Query::new(query.db);
        q.tables = vec![t, col.table];
        q.select = vec![Expr::CountStar];
        q.filter = conds.clone();
        let (_, _, rs) = run_query(engine, &q).ok()?;
        match rs.rows.first().and_then(|r| r.first()) {
            Some(Value::Integer(n)) => Some(*n > 0),
            _ => None,
        }
    };
    if rows_in(member.table)? {
        return None;
    }
    let elsewhere: Vec<String> = family
        .members
        .iter()
        .filter(|m| m.table != member.table && rows_in(m.table) == Some(true))
        .map(|m| m.values[slot].clone())
        .collect();
    if elsewhere.is_empty() {
        return None;
    }
    let lake = &engine.lake;
    let asked = &member.values[slot];
    let place = elsewhere.join(", ");
    let rows = &lake.table(member.table).name;
    let message = if clarisql_text::has_cjk(question) {
        format!("“{named}”在“{asked}”没有记录（{rows} 中没有），只在“{place}”有：这两者对不上。")
    } else {
        format!(
            "'{named}' has no rows for '{asked}' ({rows} holds none); it has rows for '{place}' only: the two do not go together."
        )
    };
    let mut f = Finding::new(
        Category::ScopeUnmatch,
        span_of(question, value),
        value.clone(),
        message,
    );
    f.evidence = format!("no row of {rows} joins '{named}'; rows for '{place}' do");
    f.blocking = true;
    f.candidates = scope_candidates(engine, query, &family.slots[slot], &elsewhere);
    Some(f)
}

/// `cond` as an equality on a text value of a table outside every partitioned family (a lookup
/// table such as `districts`): its column and value.
fn lookup_equality<'c>(
    cond: &'c Cond,
    families: &[clarisql_analyze::scope::Family],
) -> Option<(ColumnId, &'c String)> {
    let Cond::Compare {
        expr: Expr::Column(col),
        op: CmpOp::Eq,
        value: Operand::Literal(Literal::Text(value)),
    } = cond
    else {
        return None;
    };
    (!clarisql_analyze::scope::is_member(families, col.table)).then_some((*col, value))
}

/// What the rows meeting `cond` (an equality on text column `col`) record in each other text
/// column of their table: (column, its distinct values), columns that record nothing left out.
fn recorded_beside(
    engine: &Engine,
    db: clarisql_lake::DbId,
    col: ColumnId,
    cond: &Cond,
) -> Vec<(ColumnId, Vec<String>)> {
    let lake = &engine.lake;
    (0..lake.table(col.table).columns.len())
        .map(|k| col.table.column(k))
        .filter(|&other| other != col && lake.column(other).kind == clarisql_lake::ColumnKind::Text)
        .filter_map(|other| {
            let mut q = Query::new(db);
            q.distinct = true;
            q.tables = vec![col.table];
            q.select = vec![Expr::Column(other)];
            q.filter = vec![cond.clone()];
            let (_, _, rs) = run_query(engine, &q).ok()?;
            let recorded: Vec<String> = rs
                .rows
                .iter()
                .filter_map(|r| match r.first() {
                    Some(Value::Text(t)) => Some(t.clone()),
                    _ => None,
                })
                .collect();
            (!recorded.is_empty()).then_some((other, recorded))
        })
        .collect()
}

/// The scope a question leaves unsaid (ScopeMissing `missing`) when the data says it: the
/// thing it names ("Roundhay" of `districts`, outside the partitioned family) has rows that all
/// record one value of the missing slot (`city` 'Leeds'). Returns the option's number among
/// the finding's candidates and the assumption to state; `None` when no condition of the
/// reading pins one scope.
pub(crate) fn implied_scope(
    engine: &Engine,
    reading: &Interpretation,
    missing: &Finding,
) -> Option<(usize, String)> {
    let query = reading.query.as_ref()?;
    let lake = &engine.lake;
    let families = clarisql_analyze::scope::families(lake, query.db);
    let key = clarisql_text::value_key;
    let options: Vec<String> = missing
        .candidates
        .iter()
        .filter_map(|c| c.value.as_deref().map(key))
        .collect();
    if options.len() != missing.candidates.len() || options.len() < 2 {
        return None;
    }
    let mut implied: Option<(usize, String)> = None;
    for cond in &query.filter {
        let Some((col, value)) = lookup_equality(cond, &families) else {
            continue;
        };
        for (other, recorded) in recorded_beside(engine, query.db, col, cond) {
            let [one] = recorded.as_slice() else { continue };
            let Some(i) = options.iter().position(|o| *o == key(one)) else {
                continue;
            };
            let note = format!(
                "'{value}' is recorded with {} '{one}' ({}.{}): read as {one}",
                lake.column(other).name,
                lake.table(col.table).name,
                lake.column(other).name
            );
            match &implied {
                // Two things named in different scopes: the data does not settle it.
                Some((j, _)) if *j != i => return None,
                Some(_) => {}
                None => implied = Some((i, note)),
            }
        }
    }
    implied
}

#[cfg(test)]
mod tests {
    use super::span_of;

    #[test]
    fn a_span_is_found_case_blind_and_never_splits_a_character() {
        assert_eq!(span_of("Show me Okafor's orders", "okafor"), (8, 14));
        // 'İ' lower-cases to two characters: byte offsets of the lower-cased text do not fit
        // the question's; the span must still come out, not a panic.
        let (start, end) = span_of("İzmir: show me Okafor's orders", "Okafor");
        assert_eq!(end - start, 6);
        assert_eq!(span_of("no such name here", "Okafor"), (0, 17));
    }
}
