//! "Who joined us in 2023?", "everyone who started with us in September 2024", "2024年加入我们的
//! 都有谁？": people the organisation took on, asked without saying which kind. A database may
//! keep several kinds of people, each with its own date of joining (members' `joined_on`, staff's
//! `hired_on`, tutors' `started_on`); the question fits each table alike (TableAmbiguity), one
//! reading per table. With one such table it is that table's question.
//!
//! The signal is the question's and the data's: a word asking for people ("who", "everyone",
//! 谁), a verb of joining with the organisation as its object ("us", 我们), a year (with a month
//! or not), no word naming a table, and the tables that keep a person's name and a date whose
//! name says joining.

use clarisql_analyze::{Candidate, CandidateKind, Category, Finding};
use clarisql_lake::{ColumnKind, DbId, TableId};
use clarisql_sql::{Cond, Expr, Query};
use clarisql_text::{NamePart, Token, TokenKind};

use crate::Engine;

/// The TableAmbiguity finding with one reading per kind of people that joined in the time the
/// question says (a single reading when one table keeps such people); `None` when the question
/// is not such a question or no table keeps people with a date of joining.
pub(crate) fn who_joined(engine: &Engine, question: &str, db: DbId) -> Option<Finding> {
    let tokens = engine.analyzer().tokenize(question);
    let words: Vec<&str> = tokens.iter().map(|t| t.norm.as_str()).collect();
    let zh = clarisql_text::has_cjk(question);
    let asks_people = words.iter().any(|w| {
        matches!(
            *w,
            "who" | "whom" | "everyone" | "everybody" | "anyone" | "anybody"
        )
    }) || (zh && question.contains('谁'));
    let joining = words.iter().any(|w| {
        matches!(
            *w,
            "joined" | "join" | "started" | "start" | "hired" | "enrolled" | "signed"
        )
    }) || (zh
        && ["加入", "入职", "开始"]
            .iter()
            .any(|v| question.contains(v)));
    let with_us = words.iter().any(|w| matches!(*w, "us" | "we")) || question.contains("我们");
    if !(asks_people && joining && with_us) {
        return None;
    }
    let pattern = time_said(&tokens)?;
    // A word naming a table says which kind of people ("which members joined us").
    let stems: Vec<&str> = tokens.iter().map(|t| t.stem.as_str()).collect();
    let lake = &engine.lake;
    let named = lake.tables_of(db).any(|t| {
        clarisql_text::identifier_words(&lake.table(t).name)
            .iter()
            // (Not a year a table is kept per: `lessons_2024`.)
            .filter(|w| !w.chars().all(|c| c.is_ascii_digit()))
            .any(|w| stems.contains(&clarisql_text::stem(w).as_str()))
    });
    if named {
        return None;
    }
    let mut readings: Vec<(TableId, Query)> = Vec::new();
    for t in lake.tables_of(db) {
        let table = lake.table(t);
        let part = |p: NamePart| {
            (0..table.columns.len())
                .map(|k| t.column(k))
                .find(|&c| clarisql_text::person_name_part(&lake.column(c).name) == Some(p))
        };
        let (Some(given), Some(family)) = (part(NamePart::Given), part(NamePart::Family)) else {
            continue;
        };
        let joined = (0..table.columns.len()).map(|k| t.column(k)).find(|&c| {
            lake.column(c).kind == ColumnKind::Date
                && clarisql_text::identifier_words(&lake.column(c).name)
                    .iter()
                    .any(|w| {
                        matches!(
                            w.as_str(),
                            "joined"
                                | "join"
                                | "joining"
                                | "started"
                                | "start"
                                | "hired"
                                | "hire"
                                | "enrolled"
                                | "enrolment"
                                | "enrollment"
                                | "registered"
                                | "signed"
                                | "since"
                        )
                    })
        });
        let Some(joined) = joined else { continue };
        let mut q = Query::new(db);
        q.tables = vec![t];
        q.select = vec![
            Expr::Column(given),
            Expr::Column(family),
            Expr::Column(joined),
        ];
        q.filter = vec![Cond::Like {
            expr: Expr::Column(joined),
            pattern: pattern.clone(),
            negated: false,
        }];
        readings.push((t, q));
    }
    if readings.is_empty() {
        return None;
    }
    let names: Vec<String> = readings
        .iter()
        .map(|(t, _)| lake.table(*t).name.clone())
        .collect();
    let or = if zh {
        clarisql_analyze::taxonomy::or_list_zh(&names)
    } else {
        clarisql_analyze::taxonomy::or_list(&names)
    };
    let mut f = Finding::new(
        Category::TableAmbiguity,
        (0, question.chars().count()),
        question,
        if zh {
            format!("这个问题对这几张表同样适用：{or}")
        } else {
            format!("The people who joined may be those of any of these tables: {or}")
        },
    );
    f.evidence =
        "a question about people who joined, naming no table, over several tables of people with a date of joining"
            .into();
    f.question = Some(if zh {
        format!("您指的是哪一类人：{or}？")
    } else {
        format!("Which people do you mean: {or}?")
    });
    let db_name = lake.db(db).id.clone();
    f.candidates = readings
        .iter()
        .map(|(t, _)| Candidate {
            kind: CandidateKind::Table,
            database: Some(db_name.clone()),
            table: Some(lake.table(*t).name.clone()),
            column: None,
            value: None,
            score: 1.0 / names.len() as f32,
            label: lake.table(*t).name.replace('_', " "),
        })
        .collect();
    f.readings = readings.into_iter().map(|(_, q)| q).collect();
    Some(f)
}

/// The LIKE pattern of a date in the time the question says: a year ("in 2023", "2024年"), or a
/// month of a year ("in September 2024"). `None` without a year.
fn time_said(tokens: &[Token]) -> Option<String> {
    let (k, year) = tokens.iter().enumerate().find_map(|(k, t)| {
        let y = t.number().filter(|_| t.kind == TokenKind::Number)?;
        (y.fract() == 0.0 && (1900.0..=2100.0).contains(&y)).then_some((k, y as i64))
    })?;
    let month = k
        .checked_sub(1)
        .and_then(|p| clarisql_text::month_number(&tokens[p].norm))
        .or_else(|| {
            // "2024年9月": the month after the year.
            let next = tokens
                .get(k + 2)
                .filter(|_| tokens.get(k + 1).is_some_and(|t| t.norm == "年"))?;
            let m = next.number()?;
            (m.fract() == 0.0 && (1.0..=12.0).contains(&m)).then_some(m as u32)
        });
    Some(match month {
        Some(m) => format!("{year}-{m:02}%"),
        None => format!("{year}%"),
    })
}
