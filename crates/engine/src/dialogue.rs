//! Dialogue context: what earlier turns left in play, and how a new question relates to it.
//!
//! The query in play is the last one answered — by the engine (its own reading) or, when a
//! benchmark replays a gold history, the gold SQL lifted into the intent (`Session::tell`). A new
//! question is read against it (`analyze::context`):
//!
//! - it *continues* (a pronoun with nothing to point to, an ellipsis, or incomplete alone): it is
//!   answered with the earlier tables and conditions inherited;
//! - it *may continue* (complete alone, but the earlier conditions could still apply): both
//!   readings are run, and when their answers differ the engine asks (ContextAmbiguity), or with
//!   `--all-interpretations` answers both;
//! - it *stands alone*: nothing is inherited (no stale filters).

use crate::decide::{self, Decided};
use crate::response::{Clarification, Decision, Reading, Response};
use crate::session::Pending;
use crate::Engine;
use clarisql_analyze::context::Relation;
use clarisql_analyze::taxonomy::{Candidate, CandidateKind};
use clarisql_analyze::{Category, Finding, Interpretation, QuestionType};
use clarisql_index::Retrieval;
use clarisql_sql::{Cond, Expr, Literal, Operand, Query};
use clarisql_text::{Token, TokenKind};

/// What the dialogue has in play for the next question.
#[derive(Debug, Clone, Default)]
pub struct DialogueState {
    /// The query of the last answered turn (own or told), and the question it answered.
    pub in_play: Option<InPlay>,
}

#[derive(Debug, Clone)]
pub struct InPlay {
    pub query: Query,
    pub question: String,
    /// False when it was lifted from SQL the intent could not fully express.
    pub complete: bool,
}

/// A condition as people read it: `flights.source = 'APG'`.
pub(crate) fn describe_cond(engine: &Engine, c: &Cond) -> String {
    let lake = &engine.lake;
    let col = |id: clarisql_lake::ColumnId| {
        format!("{}.{}", lake.table(id.table).name, lake.column(id).name)
    };
    match c {
        Cond::Compare {
            expr: Expr::Column(id),
            op,
            value: Operand::Literal(l),
        } => format!("{} {} {l}", col(*id), op.symbol()),
        Cond::Between {
            expr: Expr::Column(id),
            low,
            high,
            ..
        } => format!("{} between {low} and {high}", col(*id)),
        Cond::Like {
            expr: Expr::Column(id),
            pattern,
            ..
        } => format!("{} like '{pattern}'", col(*id)),
        other => {
            let names: Vec<String> = other.columns().into_iter().map(col).collect();
            if names.is_empty() {
                "an earlier condition".to_string()
            } else {
                format!("the earlier condition on {}", names.join(", "))
            }
        }
    }
}

fn result_key(engine: &Engine, q: &Query) -> Option<Vec<String>> {
    let (_, _, rs) = decide::run_query(engine, q).ok()?;
    Some(rs.row_keys())
}

/// The decision for a question read against the query in play; `None` when it stands alone
/// (the caller then reads it as a new question).
pub(crate) fn decide_in_context(
    engine: &Engine,
    question: &str,
    tokens: &[Token],
    retrieval: &Retrieval,
    in_play: &InPlay,
    all_interpretations: bool,
) -> Option<Decided> {
    let analyzer = engine.analyzer();
    let reading = analyzer.interpret_in_context(question, tokens, &in_play.query);
    let merged = reading.merged?;
    let kept: Vec<String> = reading
        .kept
        .iter()
        .map(|c| describe_cond(engine, c))
        .collect();
    // A merged reading the data cannot join (the earlier table and this one share no key)
    // is no follow-up: the question is read alone.
    let joinable = merged.query.as_ref().is_none_or(|q| {
        let dialect = engine.lake.db(q.db).source.dialect();
        clarisql_sql::Builder::new(&engine.lake, dialect)
            .build(q)
            .is_ok()
    });
    match reading.relation {
        Relation::StandsAlone => None,
        Relation::Continues if !joinable => None,
        Relation::Continues => {
            let mut merged = merged;
            merged.assumptions.insert(
                0,
                format!("read as a follow-up of \"{}\"", in_play.question),
            );
            if !kept.is_empty() {
                merged
                    .assumptions
                    .push(format!("still under: {}", kept.join("; ")));
            }
            Some(decide::decide(
                engine,
                question,
                retrieval,
                vec![(merged, 1.0)],
                all_interpretations,
            ))
        }
        Relation::MayContinue => Some(may_continue(
            engine,
            question,
            retrieval,
            reading.own,
            merged,
            &kept,
            in_play,
            all_interpretations,
        )),
    }
}

/// Both readings run; the same rows -> the stand-alone reading is answered; different rows ->
/// ask which was meant (or answer both).
#[allow(clippy::too_many_arguments)]
fn may_continue(
    engine: &Engine,
    question: &str,
    retrieval: &Retrieval,
    own: Interpretation,
    merged: Interpretation,
    kept: &[String],
    in_play: &InPlay,
    all_interpretations: bool,
) -> Decided {
    let (Some(own_q), Some(merged_q)) = (own.query.clone(), merged.query.clone()) else {
        return decide::decide(engine, question, retrieval, vec![(own, 1.0)], false);
    };
    let own_rows = result_key(engine, &own_q);
    let merged_rows = result_key(engine, &merged_q);
    if own_rows.is_none() || merged_rows.is_none() || own_rows == merged_rows || kept.is_empty() {
        return decide::decide(
            engine,
            question,
            retrieval,
            vec![(own, 1.0)],
            all_interpretations,
        );
    }
    let earlier = kept.join(" and ");
    let options = vec![
        format!("only those with {earlier}, as before"),
        "all of them, without the earlier conditions".to_string(),
    ];
    let db_name = engine.lake.db(own.db).id.clone();
    let mut f = Finding::new(
        Category::ContextAmbiguity,
        (0, question.chars().count()),
        question,
        format!(
            "This may continue the earlier question (\"{}\") under {earlier}, or ask about all of them.",
            in_play.question
        ),
    );
    f.evidence =
        "the earlier conditions could still apply, and the answers with and without them differ"
            .into();
    f.question = Some(format!(
        "Do you mean only those with {earlier} (as in the earlier question), or all of them?"
    ));
    f.readings = vec![merged_q.clone(), own_q.clone()];
    f.candidates = options
        .iter()
        .map(|label| Candidate {
            kind: CandidateKind::Value,
            database: Some(db_name.clone()),
            table: None,
            column: None,
            value: None,
            score: 0.5,
            label: label.clone(),
        })
        .collect();
    let mut r = Response::new(
        Decision::Clarify,
        QuestionType::Ambiguous,
        f.message.clone(),
    );
    r.database = Some(db_name);
    r.confidence = own.confidence.min(merged.confidence);
    r.candidate_databases = vec![engine.lake.db(own.db).id.clone()];
    if all_interpretations {
        let mut answered = decide::answer(engine, &merged_q, r);
        answered.question_type = QuestionType::Ambiguous;
        if let Ok((sql, _, rs)) = decide::run_query(engine, &own_q) {
            answered.interpretations.push(Reading {
                description: options[1].clone(),
                sql,
                columns: rs.columns,
                rows: rs.rows,
            });
        }
        answered
            .assumptions
            .push(format!("answered {}", options[0]));
        answered.findings = vec![f];
        return Decided {
            response: answered,
            pending: None,
            open: None,
        };
    }
    r.clarification = Some(Clarification {
        question: f.question.clone().unwrap_or_default(),
        options,
    });
    r.findings = vec![f];
    Decided {
        response: r,
        pending: Some(Pending::Context {
            merged: Box::new(merged_q),
            own: Box::new(own_q),
        }),
        open: None,
    }
}

/// Which reading a reply to a ContextAmbiguity question picks: `Some(true)` the inherited one,
/// `Some(false)` the stand-alone one, `None` when the reply is something else.
pub(crate) fn context_choice(reply: &str) -> Option<bool> {
    let r = reply
        .trim()
        .trim_end_matches(['.', '!', '?'])
        .to_lowercase();
    if let Ok(n) = r.trim_start_matches("option").trim().parse::<usize>() {
        return match n {
            1 => Some(true),
            2 => Some(false),
            _ => None,
        };
    }
    let words: Vec<&str> = r
        .split(|c: char| !c.is_alphanumeric() && c != '\'')
        .filter(|w| !w.is_empty())
        .collect();
    if words.len() > 12 {
        return None;
    }
    let has = |list: &[&str]| words.iter().any(|w| list.contains(w));
    let all = has(&[
        "all",
        "every",
        "any",
        "everything",
        "overall",
        "total",
        "whole",
        "without",
        "全部",
        "所有",
    ]);
    let only = has(&[
        "only", "those", "these", "same", "just", "previous", "earlier", "before", "still", "yes",
        "仅", "只",
    ]);
    match (only, all) {
        (true, false) => Some(true),
        (false, true) => Some(false),
        _ => None,
    }
}

/// For an unanswerable question: the closest question the data can answer, from the table the
/// engine would have used ("I can tell you the name, country and founded of airlines.").
pub(crate) fn closest_answerable(engine: &Engine, r: &Response, chinese: bool) -> Option<String> {
    let first = r.retrieved_tables.first()?;
    let (db, table) = first.split_once('.')?;
    let (db_id, _) = engine.lake.database(db)?;
    let t = engine
        .lake
        .db(db_id)
        .tables
        .iter()
        .find(|t| t.name == table)?;
    let pk: Vec<usize> = t.primary_key.clone();
    let columns: Vec<String> = t
        .columns
        .iter()
        .enumerate()
        .filter(|(i, c)| {
            !pk.contains(i)
                && clarisql_text::identifier_words(&c.name)
                    .last()
                    .is_none_or(|w| w != "id")
        })
        .take(4)
        .map(|(_, c)| c.spoken_name())
        .collect();
    if columns.is_empty() {
        return None;
    }
    let table_words = t.name.replace('_', " ").to_lowercase();
    if chinese {
        return Some(format!(
            "关于{table_words}，我可以回答的是它的{}。",
            columns.join("、")
        ));
    }
    Some(format!(
        "What I can answer about {table_words} instead: its {}.",
        clarisql_analyze::taxonomy::or_list(&columns).replace(" or ", " and "),
    ))
}

/// "what about february?", "and in May 2023?", "那2月呢？" after a question about one month: the
/// earlier question with the other month (and year) written in its place, to be read on its
/// own. A month is part of a date, not a stored value, so the query in play cannot take it as
/// it takes "what about 2020?" (`analyze::context`). `None` unless the follow-up says nothing
/// but the month (and year) and the earlier question names exactly one month.
pub(crate) fn with_other_month(earlier: &str, follow_up: &[Token]) -> Option<String> {
    let (month, new_year) = month_asked_instead(follow_up)?;
    let tokens = clarisql_text::tokenize(earlier);
    let months: Vec<(usize, u32)> = (0..tokens.len())
        .filter_map(|i| month_at(&tokens, i).map(|m| (i, m)))
        .collect();
    let [(at, _)] = months[..] else {
        return None;
    };
    let old = &tokens[at];
    // Written as the earlier question writes months: "3" before 月, else the English name.
    let written = if old.kind == TokenKind::Number {
        month.to_string()
    } else {
        clarisql_text::MONTH_NAMES[month as usize - 1].to_string()
    };
    let mut spans = vec![(old.start, old.end, written)];
    if let Some(y) = new_year {
        let years: Vec<usize> = (0..tokens.len())
            .filter(|&i| year_at(&tokens, i).is_some())
            .collect();
        let [k] = years[..] else {
            return None;
        };
        spans.push((tokens[k].start, tokens[k].end, y.to_string()));
    }
    spans.sort_by_key(|s| std::cmp::Reverse(s.0));
    let mut out = earlier.to_string();
    for (s, e, with) in spans {
        out.replace_range(s..e, &with);
    }
    Some(out)
}

/// The month (and year) of a follow-up that says nothing else: "what about february?", "and in
/// May 2023?", "那2月呢？".
fn month_asked_instead(follow_up: &[Token]) -> Option<(u32, Option<u32>)> {
    const FILLERS: &[&str] = &[
        "what", "about", "how", "and", "in", "for", "during", "of", "the", "month", "same", "then",
        "那", "那么", "呢", "的", "如果", "是", "年", "月",
    ];
    let mut month = None;
    let mut new_year = None;
    for (i, t) in follow_up.iter().enumerate() {
        if let Some(y) = year_at(follow_up, i) {
            new_year = Some(y);
        } else if let Some(m) = month_at(follow_up, i).filter(|_| month.is_none()) {
            month = Some(m);
        } else if t.is_word() && !FILLERS.contains(&t.norm.as_str()) || t.kind == TokenKind::Number
        {
            return None;
        }
    }
    Some((month?, new_year))
}

/// "what about february?" after an answer whose question names no month (a reply, "by pickup
/// date", or SQL from the history) but whose query holds a date column to one month
/// (`LIKE '2024-03%'` or `BETWEEN '2024-03-01' AND '2024-03-31'`): that query for the other
/// month, in the same year unless the follow-up says another. With what was read, for the
/// assumptions.
pub(crate) fn query_in_other_month(q: &Query, follow_up: &[Token]) -> Option<(Query, String)> {
    let (month, new_year) = month_asked_instead(follow_up)?;
    // (year, month) of "YYYY-MM" at the start of a date literal.
    let year_month = |text: &str| -> Option<(u32, u32)> {
        let y: u32 = text.get(0..4)?.parse().ok()?;
        let m: u32 = text.get(5..7)?.parse().ok()?;
        (text.as_bytes().get(4) == Some(&b'-') && (1..=12).contains(&m)).then_some((y, m))
    };
    let mut edited = q.clone();
    let mut found = Vec::new();
    for (k, c) in q.filter.iter().enumerate() {
        match c {
            Cond::Like {
                pattern,
                negated: false,
                ..
            } if pattern.len() == 8 && pattern.ends_with('%') => {
                if let Some(ym) = year_month(pattern) {
                    found.push((k, ym));
                }
            }
            Cond::Between {
                low: Literal::Text(low),
                high: Literal::Text(high),
                ..
            } => {
                if let (Some(a), Some(b)) = (year_month(low), year_month(high)) {
                    if a == b && low.get(8..10) == Some("01") {
                        found.push((k, a));
                    }
                }
            }
            _ => {}
        }
    }
    let [(k, (year, _))] = found[..] else {
        return None;
    };
    let year = new_year.unwrap_or(year);
    let days = match month {
        2 if year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    };
    edited.filter[k] = match &q.filter[k] {
        Cond::Like { expr, .. } => Cond::Like {
            expr: expr.clone(),
            pattern: format!("{year:04}-{month:02}%"),
            negated: false,
        },
        Cond::Between { expr, .. } => Cond::Between {
            expr: expr.clone(),
            low: Literal::Text(format!("{year:04}-{month:02}-01")),
            high: Literal::Text(format!("{year:04}-{month:02}-{days:02}")),
        },
        _ => return None,
    };
    let said = format!("{} {year}", clarisql_text::MONTH_NAMES[month as usize - 1]);
    Some((edited, said))
}

/// The month token `i` names: an English name ("may" only written "May" or beside a number)
/// or a number before 月.
fn month_at(tokens: &[Token], i: usize) -> Option<u32> {
    let t = &tokens[i];
    if t.kind == TokenKind::Number {
        let n: u32 = t.norm.parse().ok()?;
        let before_month = tokens.get(i + 1).is_some_and(|n| n.norm == "月");
        return ((1..=12).contains(&n) && before_month).then_some(n);
    }
    let beside_number = |k: Option<usize>| {
        k.and_then(|k| tokens.get(k))
            .is_some_and(|n| n.kind == TokenKind::Number)
    };
    let n = clarisql_text::month_number(&t.norm)?;
    (t.norm != "may"
        || t.raw == "May"
        || beside_number(i.checked_sub(1))
        || beside_number(Some(i + 1)))
    .then_some(n)
}

/// The year token `i` is: four digits.
fn year_at(tokens: &[Token], i: usize) -> Option<u32> {
    let t = &tokens[i];
    let year: u32 = t.norm.parse().ok()?;
    (t.kind == TokenKind::Number && t.norm.len() == 4 && (1000..3000).contains(&year))
        .then_some(year)
}

/// The names a system turn offered in place of one it could not find ("I can't find a town
/// called 'Marlowbie'. Did you mean Marlowby?", "The closest match is 'Fenmoor Chunky
/// Tweed' - did you mean that one?"), as written. Empty when the turn offered none: a "do you
/// mean A or B?" between readings is a clarification, not an offer, and says nothing was missing.
pub(crate) fn offered_names(said: &str) -> Vec<String> {
    // ASCII lower-casing keeps byte offsets, so positions found in `lower` cut `said`.
    let lower = said.to_ascii_lowercase();
    let missing = [
        "find",
        "no ",
        "not in",
        "nobody",
        "closest",
        "not found",
        "isn't",
        "doesn't",
    ]
    .iter()
    .any(|m| lower.contains(m));
    let Some(at) = ["did you mean", "do you mean"]
        .iter()
        .filter_map(|m| lower.rfind(m).map(|i| i + m.len()))
        .max()
    else {
        return Vec::new();
    };
    if !missing {
        return Vec::new();
    }
    let end = said[at..].find('?').map_or(said.len(), |e| at + e);
    let mut offered = said[at..end]
        .trim_start_matches([':', ' '])
        .trim()
        .to_string();
    for lead in ["one of these", "one of those", "one of them"] {
        if offered.to_ascii_lowercase().starts_with(lead) {
            offered = offered[lead.len()..]
                .trim_start_matches([':', ' '])
                .to_string();
        }
    }
    let pointer = matches!(
        offered.to_ascii_lowercase().as_str(),
        "" | "that" | "that one" | "this" | "this one" | "it" | "her" | "him" | "them" | "those"
    );
    if pointer {
        // The name stands before the question: "The closest is X - did you mean that?"
        let Some(c) = lower[..at].rfind("closest") else {
            return Vec::new();
        };
        let before = &said[c..at];
        offered = match quoted(before) {
            Some(q) => q.to_string(),
            None => {
                let Some(is) = before.find(" is ").or_else(|| before.find(" are ")) else {
                    return Vec::new();
                };
                let rest = before[is..].trim_start_matches([' ']);
                let rest = rest
                    .strip_prefix("is ")
                    .or_else(|| rest.strip_prefix("are "))
                    .unwrap_or(rest);
                rest.split([',', '.', '?', '('])
                    .next()
                    .unwrap_or("")
                    .split(" - ")
                    .next()
                    .unwrap_or("")
                    .trim()
                    .to_string()
            }
        };
    } else if let Some(q) = quoted(&offered) {
        // "'Hollinsby Mill Farm' in Ravensworth": the quoted name, not where it is.
        offered = q.to_string();
    }
    // "Quendon (St Aldhelm, Dorset)": the name, not its description.
    let offered = offered.split('(').next().unwrap_or("").trim();
    offered
        .split(", ")
        .flat_map(|o| o.split(" or "))
        .map(|o| {
            o.trim()
                .trim_matches(['\'', '"', '‘', '’', '“', '”', '.'])
                .trim()
                .to_string()
        })
        .filter(|o| !o.is_empty())
        .collect()
}

/// The first quoted stretch of `text`, read as the tokenizer reads quotes (an apostrophe
/// inside a word, "St Mary's", opens none).
fn quoted(text: &str) -> Option<&str> {
    let (start, end) = clarisql_text::quoted_spans(text).into_iter().next()?;
    Some(text[start..end].trim()).filter(|q| !q.is_empty())
}

/// Which offered name a reply accepts: the one it names ("yep Pellow", "yeah hollinsby,
/// sorry"), or the only one offered when it says yes ("yeah that one", "yeah thats them").
/// `None` for a question of its own or a reply that neither names nor accepts one.
pub(crate) fn accepted_offer(reply: &str, offered: &[String]) -> Option<String> {
    if offered.is_empty() || reply.contains(['?', '？']) {
        return None;
    }
    let words = |s: &str| -> Vec<String> {
        s.to_lowercase()
            .split(|c: char| !c.is_alphanumeric() && c != '\'')
            .filter(|w| !w.is_empty())
            .map(str::to_string)
            .collect()
    };
    let said = words(reply);
    if said.is_empty() || said.len() > 10 {
        return None;
    }
    // Names share words with the reply when they are named ("the tweed", "ruth abbott").
    let named = offered
        .iter()
        .map(|o| {
            let shared = words(o)
                .iter()
                .filter(|w| w.chars().count() >= 3 && said.contains(w))
                .count();
            (shared, o)
        })
        .filter(|(shared, _)| *shared > 0)
        .max_by_key(|(shared, _)| *shared);
    if let Some((_, o)) = named {
        return Some(o.clone());
    }
    let yes = said
        .iter()
        .find(|w| !matches!(w.as_str(), "oh" | "ah" | "ok" | "okay" | "um" | "er"))
        .is_some_and(|w| {
            matches!(
                w.as_str(),
                "yes"
                    | "yeah"
                    | "yep"
                    | "yup"
                    | "ya"
                    | "yea"
                    | "aye"
                    | "correct"
                    | "right"
                    | "exactly"
                    | "sure"
                    | "that"
                    | "that's"
                    | "thats"
                    | "对"
                    | "是"
                    | "是的"
                    | "没错"
                    | "对的"
            )
        });
    (yes && offered.len() == 1).then(|| offered[0].clone())
}

/// `earlier` with the stretch of words closest to `name` (the misspelt name it was offered
/// for) replaced by `name`: "list the jobs at marlowbie sites" -> "list the jobs at
/// Marlowby sites". `None` when no stretch is close enough to be the one meant.
pub(crate) fn with_offered_name(earlier: &str, name: &str) -> Option<String> {
    let spans: Vec<(usize, usize)> = earlier
        .split_whitespace()
        .filter_map(|w| {
            let start = w.as_ptr() as usize - earlier.as_ptr() as usize;
            let core = w.trim_matches(|c: char| !c.is_alphanumeric());
            if core.is_empty() {
                return None;
            }
            let s = start + (core.as_ptr() as usize - w.as_ptr() as usize);
            Some((s, s + core.len()))
        })
        .collect();
    let target = name.to_lowercase();
    let n = name.split_whitespace().count().max(1);
    let mut best: Option<(f64, usize, usize)> = None;
    for m in n.saturating_sub(1).max(1)..=n + 1 {
        for w in spans.windows(m) {
            let (a, b) = (w[0].0, w[m - 1].1);
            let said = earlier[a..b].to_lowercase();
            let sim = strsim::normalized_levenshtein(&said, &target);
            if best.is_none_or(|(s, _, _)| sim > s) {
                best = Some((sim, a, b));
            }
        }
    }
    let (sim, a, b) = best?;
    (sim >= 0.6).then(|| format!("{}{name}{}", &earlier[..a], &earlier[b..]))
}

/// `message` followed by `more`, with a full stop between them.
pub(crate) fn append_sentence(message: &str, more: &str) -> String {
    let m = message.trim_end();
    if m.is_empty() {
        more.to_string()
    } else if m.ends_with(['。', '！', '？', '）']) {
        format!("{m}{more}")
    } else if clarisql_text::has_cjk(more) {
        format!("{m}。{more}")
    } else if m.ends_with(['.', '!', '?', ')']) {
        format!("{m} {more}")
    } else {
        format!("{m}. {more}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn another_month_is_put_in_place_of_the_earlier_one() {
        let other = |earlier: &str, follow_up: &str| {
            with_other_month(earlier, &clarisql_text::tokenize(follow_up))
        };
        let earlier = "how many parcels left in march 2024?";
        assert_eq!(
            other(earlier, "what about february?").as_deref(),
            Some("how many parcels left in February 2024?")
        );
        assert_eq!(
            other(earlier, "and in May 2023?").as_deref(),
            Some("how many parcels left in May 2023?")
        );
        assert_eq!(other(earlier, "what about the heaviest?"), None);
        assert_eq!(
            other("how many parcels left in 2024?", "what about june?"),
            None
        );
        assert_eq!(
            other("2024年3月寄出了多少包裹？", "那2月呢？").as_deref(),
            Some("2024年2月寄出了多少包裹？")
        );
    }

    #[test]
    fn replies_to_a_context_question() {
        assert_eq!(context_choice("1"), Some(true));
        assert_eq!(context_choice("option 2"), Some(false));
        assert_eq!(context_choice("All of them."), Some(false));
        assert_eq!(context_choice("only those from before"), Some(true));
        assert_eq!(context_choice("Just the same ones"), Some(true));
        assert_eq!(context_choice("How many pilots are there?"), None);
    }

    #[test]
    fn a_name_offered_for_one_not_found_is_put_in_when_accepted() {
        let offered = offered_names(
            "I can't find a town called 'Marlowbie' among the sites. Did you mean Marlowby?",
        );
        assert_eq!(offered, vec!["Marlowby".to_string()]);
        let offered2 = offered_names("There's no yarn called 'Fenmoor Chunky Twead'. The closest match is 'Fenmoor Chunky Tweed' - did you mean that one?");
        assert_eq!(offered2, vec!["Fenmoor Chunky Tweed".to_string()]);
        assert_eq!(
            offered_names(
                "I can't find a tower at 'Quenden'. Did you mean Quendon (St Aldhelm, Dorset)?"
            ),
            vec!["Quendon".to_string()]
        );
        assert_eq!(
            offered_names("No customer called 'Hollinby Mill Farm'. Did you mean 'Hollinsby Mill Farm' in Ravensworth?"),
            vec!["Hollinsby Mill Farm".to_string()]
        );
        // A choice between readings offers no name.
        assert!(
            offered_names("Do you mean orders placed in March or orders delivered in March?")
                .is_empty()
        );
        assert_eq!(
            accepted_offer("yes marlowby sorry", &offered).as_deref(),
            Some("Marlowby")
        );
        assert_eq!(
            accepted_offer("yeah that one", &offered).as_deref(),
            Some("Marlowby")
        );
        assert_eq!(
            accepted_offer("yeah that one, the tweed", &offered2).as_deref(),
            Some("Fenmoor Chunky Tweed")
        );
        assert_eq!(
            accepted_offer("who are our biggest clients?", &offered),
            None
        );
        assert_eq!(accepted_offer("no", &offered), None);
        assert_eq!(
            with_offered_name("list the jobs at marlowbie sites", "Marlowby").as_deref(),
            Some("list the jobs at Marlowby sites")
        );
        assert_eq!(
            with_offered_name(
                "when did garthwik junction last go to a show",
                "Garthwick Junction"
            )
            .as_deref(),
            Some("when did Garthwick Junction last go to a show")
        );
        assert_eq!(
            with_offered_name("how many orders were there?", "Marlowby"),
            None
        );
    }
}
