//! One question over several scopes of a partitioned family ("X in Banan District, Chongqing
//! and Y in Dongli District, Tianjin", "in 2019 and in 2021"): the lake keeps each scope in its
//! own table, so the question is several questions. It is split at its scope groups, each part
//! is answered over its own table like any question, and the answers are put side by side with
//! UNION ALL — with the named entity's column shown, so every row says whose it is.
//!
//! Nothing is answered unless every part is: otherwise the whole question goes the usual way
//! (and is clarified or refused as a whole) — except a judgement asked in words every part
//! shares ("… how do they compare in terms of surroundings?"): that is asked once, and the
//! question read again with the chosen measure named. Parts are cut by word order: in English a name
//! comes before its place ("Y in Dongli District"), in Chinese after it ("东丽区的Y").

use crate::decide::{self, Decided};
use crate::session::{Hints, Pending};
use crate::{Engine, Response};
use clarisql_analyze::{scope, Category, QuestionType};
use clarisql_lake::{ColumnKind, DbId, TableId};
use clarisql_sql::{CmpOp, Cond, Expr, Literal, Operand, Query, SetOp};
use clarisql_text::{Token, TokenKind};
use std::collections::HashSet;

/// Words that join one scoped part to the next ("and of Y in …", "和…").
const JOINERS: &[&str] = &[
    "and", "or", "of", "versus", "vs", "with", "to", "also", "as", "well", "和", "与", "及",
    "以及", "跟", "同",
];
/// Words between a name and its scope ("Y in Dongli District", "Y of Banan District").
const SCOPE_LINKS: &[&str] = &["in", "of", "at", "from", "for"];

/// A scope group: where it is written and the family members it names.
struct Group {
    start: usize,
    end: usize,
    tables: Vec<TableId>,
}

/// The scope groups of `question` over `db`, in text order: consecutive exact mentions that name
/// the same tables form one group ("Banan District, Chongqing").
fn groups(
    engine: &Engine,
    db: DbId,
    families: &[scope::Family],
    question: &str,
    tokens: &[Token],
) -> Vec<Group> {
    let names = clarisql_analyze::link::Linker::new(&engine.lake, &engine.index, db)
        .exact_value_spans(tokens);
    let mut spans = scope::resolve(families, question, &names).spans;
    spans.sort_by_key(|s| s.0);
    let mut out: Vec<Group> = Vec::new();
    for (start, end, mut tables) in spans {
        tables.sort();
        match out.last_mut() {
            Some(g) if g.tables == tables && question[g.end..start].trim().len() <= 4 => {
                g.end = end
            }
            _ => out.push(Group { start, end, tables }),
        }
    }
    out.retain(|g| !g.tables.is_empty());
    out
}

/// The parts of the question, one per group: what comes before the first part, the part, and
/// what comes after the last (shared by all).
fn sub_questions(question: &str, tokens: &[Token], groups: &[Group]) -> Vec<String> {
    let first = &groups[0];
    // The first part starts at the name written before its scope ("Y in …"): capitalised words
    // (or a quoted name) right before the linking word.
    let mut start = first.start;
    let before: Vec<_> = tokens.iter().filter(|t| t.end <= first.start).collect();
    let mut k = before.len();
    if k > 0 && SCOPE_LINKS.contains(&before[k - 1].norm.as_str()) {
        k -= 1;
        let mut name_start = None;
        while k > 0 {
            let t = before[k - 1];
            let name_like = t.kind == TokenKind::Quoted
                || (t.kind == TokenKind::Word && t.is_capitalised())
                || (t.kind == TokenKind::Punct && matches!(t.norm.as_str(), "," | "." | "&"));
            if !name_like {
                break;
            }
            if t.kind != TokenKind::Punct {
                name_start = Some(t.start);
            }
            k -= 1;
        }
        if let Some(s) = name_start {
            start = s;
        }
    }
    let prefix = one_of_several(&question[..start]);
    let prefix = prefix.as_str();
    let last_end = groups.last().map(|g| g.end).unwrap_or(question.len());
    let suffix = &question[last_end..];
    let mut parts = Vec::new();
    let mut from = start;
    for g in groups {
        let mut part = question[from..g.end].trim_start_matches(|c: char| {
            c.is_whitespace() || matches!(c, ',' | '，' | '、' | ';')
        });
        // Leading joiners: "and of Y in …" -> "Y in …".
        loop {
            let trimmed = part.trim_start();
            let next = JOINERS.iter().find_map(|j| {
                let rest = trimmed.strip_prefix(j)?;
                let ascii = j.is_ascii();
                (!ascii || rest.starts_with(|c: char| !c.is_alphanumeric())).then_some(rest)
            });
            match next {
                Some(rest) => part = rest,
                None => break,
            }
        }
        // A part with no name of its own ("… of X in 2020 and in 2021"): the first part's
        // words, with this part's scope in place of the first's.
        let scope_text = &question[g.start..g.end];
        let mut bare = part.trim_start();
        if let Some(rest) = SCOPE_LINKS.iter().find_map(|l| {
            bare.strip_prefix(l)
                .filter(|r| r.starts_with(char::is_whitespace))
        }) {
            bare = rest.trim_start();
        }
        if from > start && bare.starts_with(scope_text) {
            parts.push(format!(
                "{}{scope_text}{suffix}",
                one_of_several(&question[..first.start])
            ));
        } else {
            parts.push(format!("{prefix}{}{suffix}", part.trim()));
        }
        from = g.end;
    }
    parts
}

/// The words before the first part, as said of one part: "both" goes ("for both X in …"),
/// "between" becomes "in" ("between 2019 and 2022" -> "in 2019").
fn one_of_several(prefix: &str) -> String {
    let mut out: Vec<&str> = Vec::new();
    for w in prefix.split(' ') {
        match w.to_lowercase().as_str() {
            "both" => {}
            "between" => out.push("in"),
            _ => out.push(w),
        }
    }
    out.join(" ")
}

/// The parts of a question where a name follows its place ("深圳福田区的X与杭州市富阳区Y的均价"):
/// each part runs from its place to the next place, the last to the end of the stored name that
/// follows it; what comes before the first place and after that name is shared. `None` when no
/// stored name follows the last place (the parts' end cannot be told).
fn place_first_sub_questions(
    engine: &Engine,
    db: DbId,
    question: &str,
    tokens: &[Token],
    groups: &[Group],
) -> Option<Vec<String>> {
    let last = groups.last()?;
    let mut p = tokens.iter().position(|t| t.start >= last.end)?;
    while tokens.get(p).is_some_and(|t| t.norm == "的") {
        p += 1;
    }
    let name_end = clarisql_analyze::link::Linker::new(&engine.lake, &engine.index, db)
        .link(tokens)
        .iter()
        .filter(|l| l.start == p && matches!(l.kind, clarisql_analyze::link::LinkKind::Value(_)))
        .map(|l| tokens[l.end - 1].end)
        .max()?;
    let prefix = &question[..groups[0].start];
    let suffix = &question[name_end..];
    let joiners = |c: char| c.is_whitespace() || matches!(c, '、' | '，' | ',' | ';' | '；');
    let parts = groups
        .iter()
        .enumerate()
        .map(|(i, g)| {
            let end = groups.get(i + 1).map(|n| n.start).unwrap_or(name_end);
            let mut part = question[g.start..end].trim_end_matches(joiners);
            while let Some(rest) = JOINERS
                .iter()
                .filter(|j| !j.is_ascii())
                .find_map(|j| part.strip_suffix(j))
            {
                part = rest.trim_end_matches(joiners);
            }
            format!("{prefix}{part}{suffix}")
        })
        .collect();
    Some(parts)
}

/// The parts of a Chinese question whose scopes stand together after one name ("X从2020年到2021年
/// 的…", "X在2020年和2021年的…"): the run of scopes replaced by each scope in turn. `None` when
/// anything but joiners stands between the scopes.
fn scope_swapped_sub_questions(question: &str, groups: &[Group]) -> Option<Vec<String>> {
    let (first, last) = (groups.first()?, groups.last()?);
    // Between scopes only joiners, a year's 年, and the range words 从/到/至.
    for pair in groups.windows(2) {
        let between = question[pair[0].end..pair[1].start]
            .trim_matches(|c: char| c.is_whitespace() || "年、，,和与及到至跟同".contains(c));
        if !between.is_empty() {
            return None;
        }
    }
    let mut start = first.start;
    if question[..start].ends_with('从') {
        start -= '从'.len_utf8();
    }
    Some(
        groups
            .iter()
            .map(|g| {
                format!(
                    "{}{}{}",
                    &question[..start],
                    &question[g.start..g.end],
                    &question[last.end..]
                )
            })
            .collect(),
    )
}

/// A part's clarification the whole question shares: a judgement asked in words every part
/// repeats ("… Also, how do they compare in terms of surroundings?"). The measure is picked
/// once; the whole question is then read again with it named, and answered part by part.
fn shared_clarification(question: &str, parts: &[String], mut r: Response) -> Option<Decided> {
    let asked = r.clarification.clone()?;
    let options = asked.options;
    let f = r.findings.iter_mut().find(|f| {
        f.category == Category::VagueIntent && f.question.as_ref() == Some(&asked.question)
    })?;
    if options.is_empty() {
        return None;
    }
    // The judgement's words every part repeats: the clause itself, or its tail after the part's
    // own names ("How do A in X compare in terms of how tightly packed the buildings are").
    let shared = |t: &str| question.contains(t) && parts.iter().all(|p| p.contains(t));
    let words: Vec<usize> = std::iter::once(0)
        .chain(f.text.match_indices(' ').map(|(i, _)| i + 1))
        .collect();
    let tail = words
        .iter()
        .map(|&i| &f.text[i..])
        .find(|t| (t.len() == f.text.len() || t.split_whitespace().count() >= 2) && shared(t))?
        .to_string();
    // The span is the part's: point it at the whole question's words.
    let start = question.rfind(&tail)?;
    f.text = tail.clone();
    f.span = (
        clarisql_text::char_offset(question, start),
        clarisql_text::char_offset(question, start + tail.len()),
    );
    Some(Decided {
        response: r,
        pending: Some(Pending::Restate(options)),
        open: None,
    })
}

/// The entity a part's query picks by name: its first `column = 'text'` filter.
fn entity_filter(q: &Query) -> Option<(clarisql_lake::ColumnId, &str)> {
    q.filter.iter().find_map(|c| match c {
        Cond::Compare {
            expr: Expr::Column(col),
            op: CmpOp::Eq,
            value: Operand::Literal(Literal::Text(v)),
        } => Some((*col, v.as_str())),
        _ => None,
    })
}

/// Answers a question naming several scopes of one family part by part, or `None` when it
/// does not name several, or a part is not answered.
pub(crate) fn answer_by_scope(
    engine: &Engine,
    question: &str,
    db: DbId,
    hints: &Hints,
) -> Option<Decided> {
    let families = scope::families(&engine.lake, db);
    if families.is_empty() {
        return None;
    }
    let tokens = engine.analyzer().tokenize(question);
    let groups = groups(engine, db, &families, question, &tokens);
    tracing::debug!(
        groups = ?groups.iter().map(|g| &question[g.start..g.end]).collect::<Vec<_>>(),
        "scope groups"
    );
    if groups.len() < 2 {
        let parts = every_scope_parts(engine, db, &families, question, &tokens)?;
        return answer_parts(engine, question, db, hints, &families, &parts);
    }
    // The groups are scopes of one family ("in 2019 and in 2021", two districts' sales): a
    // year of one family and a district of another ("In 2020, how many plots were auctioned in
    // X District?") scope one question, not two.
    let families_of = |g: &Group| -> Vec<usize> {
        g.tables
            .iter()
            .filter_map(|t| scope::family_of(&families, *t))
            .collect()
    };
    let first = families_of(&groups[0]);
    let shared = first
        .iter()
        .any(|f| groups[1..].iter().all(|g| families_of(g).contains(f)));
    if !shared {
        return None;
    }
    // Each group names its own tables: otherwise they are one scope written twice.
    for (i, a) in groups.iter().enumerate() {
        if groups[i + 1..]
            .iter()
            .any(|b| b.tables.iter().any(|t| a.tables.contains(t)))
        {
            return None;
        }
    }
    let parts = if clarisql_text::has_cjk(question) {
        place_first_sub_questions(engine, db, question, &tokens, &groups)
            .or_else(|| scope_swapped_sub_questions(question, &groups))?
    } else {
        sub_questions(question, &tokens, &groups)
    };
    answer_parts(engine, question, db, hints, &families, &parts)
}

/// "across all four branches", "at every branch", "in all 3 centres": a question over every
/// scope of a one-slot family is a question per scope — the words replaced by "in <scope>" in
/// each. The scopes are said with the slot's own name (`scope::Family::slots`), with as many
/// as the family has ("all three centres"), or with a word for the places of a business
/// ("every depot") that names no table of the database.
fn every_scope_parts(
    engine: &Engine,
    db: DbId,
    families: &[scope::Family],
    question: &str,
    tokens: &[Token],
) -> Option<Vec<String>> {
    let words: Vec<&Token> = tokens
        .iter()
        .filter(|t| t.is_word() || t.kind == TokenKind::Number)
        .collect();
    let table_stems: HashSet<String> = engine
        .lake
        .tables_of(db)
        .flat_map(|t| clarisql_text::identifier_words(&engine.lake.table(t).name))
        .map(|w| clarisql_text::stem(&w))
        .collect();
    for family in families.iter().filter(|f| f.slots.len() == 1) {
        let slot = clarisql_text::stem(&clarisql_text::normalize(&family.slots[0]));
        for (k, w) in words.iter().enumerate() {
            if !matches!(w.norm.as_str(), "all" | "every" | "each") {
                continue;
            }
            // ("all four branches", "all the branches", "every single branch", "all 4".)
            let mut j = k + 1;
            let mut said_count = None;
            while let Some(n) = words.get(j) {
                let count = clarisql_text::number_word(&n.norm).or_else(|| n.number());
                if count.is_some() {
                    said_count = count;
                } else if !matches!(n.norm.as_str(), "the" | "our" | "of" | "single") {
                    break;
                }
                j += 1;
            }
            let Some(named) = words.get(j).filter(|n| {
                n.stem == slot
                    || ((said_count == Some(family.members.len() as f64)
                        || is_place_of_business(&n.norm))
                        && !table_stems.contains(&n.stem))
            }) else {
                continue;
            };
            // The preposition before belongs to the phrase ("across all branches").
            let start = match k.checked_sub(1).map(|p| words[p]) {
                Some(p) if matches!(p.norm.as_str(), "across" | "at" | "in" | "for" | "over") => {
                    p.start
                }
                _ => w.start,
            };
            let (before, after) = (&question[..start], &question[named.end..]);
            return Some(
                family
                    .members
                    .iter()
                    .map(|m| format!("{before}in {}{after}", m.values[0]))
                    .collect(),
            );
        }
    }
    None
}

/// A word for the places a business works from: what its rows are split by when a table is
/// kept per place.
fn is_place_of_business(norm: &str) -> bool {
    matches!(
        norm,
        "site"
            | "sites"
            | "branch"
            | "branches"
            | "centre"
            | "centres"
            | "center"
            | "centers"
            | "depot"
            | "depots"
            | "store"
            | "stores"
            | "shop"
            | "shops"
            | "location"
            | "locations"
            | "office"
            | "offices"
            | "campus"
            | "campuses"
            | "yard"
            | "yards"
            | "outlet"
            | "outlets"
            | "venue"
            | "venues"
            | "area"
            | "areas"
    )
}

/// Answers each scoped part over its own table and puts the answers side by side.
fn answer_parts(
    engine: &Engine,
    question: &str,
    db: DbId,
    hints: &Hints,
    families: &[scope::Family],
    parts: &[String],
) -> Option<Decided> {
    let mut answers: Vec<(Response, Query)> = Vec::new();
    for part in parts {
        tracing::debug!(part, "answering a scoped part");
        let (retrieval, readings) = decide::interpretations(engine, part, Some(db), hints);
        let decided = decide::decide(engine, part, &retrieval, readings, false);
        let r = decided.response;
        tracing::debug!(decision = ?r.decision, message = r.message, "scoped part");
        if r.decision == crate::Decision::Clarify {
            return shared_clarification(question, parts, r);
        }
        let q = r.query.clone()?;
        if r.decision != crate::Decision::Answer || q.compound.is_some() {
            return None;
        }
        answers.push((r, q));
    }
    // Parts over distinct tables with the same shape of answer.
    let width = answers[0].1.select.len();
    if answers.iter().any(|(_, q)| q.select.len() != width) {
        return None;
    }
    let mut queries: Vec<Query> = answers.iter().map(|(_, q)| q.clone()).collect();
    // Show whose each row is: the entity's name column first, when every part names one by the
    // same column name.
    let names: Vec<Option<clarisql_lake::ColumnId>> = queries
        .iter()
        .map(|q| {
            entity_filter(q)
                .map(|(c, _)| c)
                .filter(|c| engine.lake.column(*c).kind == ColumnKind::Text)
        })
        .collect();
    let same_name = names.iter().all(|n| {
        n.is_some_and(|c| {
            names[0].is_some_and(|f| engine.lake.column(c).name == engine.lake.column(f).name)
        })
    });
    if same_name {
        for (q, n) in queries.iter_mut().zip(&names) {
            if let Some(c) = n {
                if !q.select.contains(&Expr::Column(*c)) {
                    q.select.insert(0, Expr::Column(*c));
                }
            }
        }
    }
    // The same entity in every part ("X in 2020 and in 2021"): the scope tells the rows apart,
    // so it is shown too (`2020 AS year`), for each slot whose value differs between parts.
    let entity_values: Vec<Option<String>> = queries
        .iter()
        .map(|q| entity_filter(q).map(|(_, v)| v.to_string()))
        .collect();
    let same_entity = entity_values.iter().all(|v| *v == entity_values[0]);
    if same_entity {
        let members: Option<Vec<(&scope::Family, &scope::Member)>> = queries
            .iter()
            .map(|q| {
                let tables = q.needed_tables();
                families.iter().find_map(|f| {
                    f.members
                        .iter()
                        .find(|m| tables.contains(&m.table))
                        .map(|m| (f, m))
                })
            })
            .collect();
        if let Some(members) = members {
            let family = members[0].0;
            let same_family = members.iter().all(|(f, _)| f.slots == family.slots);
            for (slot_index, slot) in family.slots.iter().enumerate().rev() {
                let values: Vec<&String> =
                    members.iter().map(|(_, m)| &m.values[slot_index]).collect();
                if !same_family || values.iter().all(|v| *v == values[0]) {
                    continue;
                }
                for (q, value) in queries.iter_mut().zip(values) {
                    let value = match value.parse::<i64>() {
                        Ok(n) => Literal::Int(n),
                        Err(_) => Literal::Text(value.clone()),
                    };
                    q.select.insert(
                        0,
                        Expr::Constant {
                            value,
                            alias: slot.to_lowercase(),
                        },
                    );
                }
            }
        }
    }
    let mut combined: Option<Query> = None;
    for q in queries.into_iter().rev() {
        let mut q = q;
        q.order_by.clear();
        q.limit = None;
        if let Some(rest) = combined.take() {
            q.compound = Some((SetOp::UnionAll, Box::new(rest)));
        }
        combined = Some(q);
    }
    let combined = combined?;
    let mut base = Response::new(crate::Decision::Answer, QuestionType::Answerable, "");
    base.database = Some(engine.lake.db(db).id.clone());
    base.confidence = answers
        .iter()
        .map(|(r, _)| r.confidence)
        .fold(1.0, f32::min);
    base.assumptions = answers
        .iter()
        .flat_map(|(r, _)| r.assumptions.clone())
        .collect();
    base.assumptions.insert(
        0,
        format!("answered per scope ({} parts), side by side", answers.len()),
    );
    let response = decide::answer(engine, &combined, base);
    (response.decision == crate::Decision::Answer).then_some(Decided {
        response,
        pending: None,
        open: None,
    })
}
