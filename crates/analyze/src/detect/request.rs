//! OutOfScope: the question asks for something that is not a question about stored data — a
//! chart, a forecast, an action on the world, a translation, a look-up outside the lake. The
//! signal is an operation word that nothing in the lake grounds, or a future time with no data
//! about it; the finding says what clarisql can do instead (the data behind the request).

use super::Detector;
use crate::interpret::{Context, Interpretation};
use crate::segment::Unit;
use crate::taxonomy::{Candidate, CandidateKind, Category, Finding};
use clarisql_text::{future_word, operation_word, Operation};

pub struct OutOfScope;

/// An action word in the place of a command's verb: first in the sentence ("Email the
/// customers"), or after a request opener ("please", "can you", "I want to", "and then"), not
/// after a determiner ("the email address").
fn imperative(ctx: &Context, k: usize) -> bool {
    let tokens = ctx.tokens;
    // "把…都删掉": the object fronted by 把, the verb last.
    if tokens[k].kind == clarisql_text::TokenKind::Cjk && tokens[..k].iter().any(|t| t.norm == "把")
    {
        return true;
    }
    // "How did the assets of X Co., Ltd. change …": a sentence that opens as a question is no
    // command ("Which orders are late? Email them" has one after it; "Email every assignee who
    // …" opens with its verb).
    let opening = tokens[..k]
        .iter()
        .rev()
        .take_while(|t| !matches!(t.norm.as_str(), "?" | "!" | ";" | "？" | "！" | "；"))
        .last();
    if opening.is_some_and(|t| {
        matches!(
            t.norm.as_str(),
            "how" | "what" | "which" | "who" | "whose" | "when" | "where" | "why" | "did" | "does"
        )
    }) {
        return false;
    }
    let before = tokens[..k]
        .iter()
        .rev()
        .find(|t| t.kind != clarisql_text::TokenKind::Punct || t.norm != ",");
    match before {
        None => true,
        Some(t) if t.kind == clarisql_text::TokenKind::Punct => true,
        Some(t) => matches!(
            t.norm.as_str(),
            "please"
                | "you"
                | "to"
                | "and"
                | "then"
                | "also"
                | "me"
                | "us"
                | "i"
                | "we"
                | "请"
                | "帮"
                | "帮我"
                | "我"
                | "给"
                | "要"
                | "想"
                | "都"
                | "全部"
                | "直接"
        ),
    }
}

/// The word opens the sentence as a command: first, after punctuation, or after "please".
fn opens_command(ctx: &Context, k: usize) -> bool {
    match k.checked_sub(1).map(|p| &ctx.tokens[p]) {
        None => true,
        Some(t) => t.kind == clarisql_text::TokenKind::Punct || t.norm == "please",
    }
}

/// The word is what the assistant is asked to do: "can you email everyone …", "could you
/// please text them" — a verb there, even where a column is named after it.
fn asked_of_assistant(ctx: &Context, k: usize) -> bool {
    let before: Vec<&str> = ctx.tokens[..k]
        .iter()
        .rev()
        .filter(|t| t.norm != "please")
        .take(2)
        .map(|t| t.norm.as_str())
        .collect();
    matches!(
        before.as_slice(),
        ["you", "can" | "could" | "would" | "will"]
    )
}

/// "take Mrs Holloway off the list", "cross them off": a phrasal verb of removal opening a
/// command, its "off" later in the same sentence.
fn removal_phrase(ctx: &Context, k: usize) -> bool {
    matches!(ctx.tokens[k].norm.as_str(), "take" | "cross" | "strike")
        && (opens_command(ctx, k) || asked_of_assistant(ctx, k))
        && ctx.tokens[k + 1..]
            .iter()
            .take_while(|t| !matches!(t.norm.as_str(), "." | "?" | "!" | ";"))
            .any(|t| t.norm == "off")
}

impl Detector for OutOfScope {
    fn name(&self) -> &'static str {
        "OutOfScope"
    }

    fn detect(&self, ctx: &Context, units: &[Unit], reading: &mut Interpretation) {
        let mut found: Option<(usize, Operation)> = None;
        for (i, u) in units.iter().enumerate() {
            // A word the lake grounds ("Update_Date", a value "Email") is data, not a request;
            // so is one the reading explained ("taught online" where an empty room means it).
            // (But a command to change the data, "cancel the Morgan booking", is one though a
            // column is named after its verb.)
            let grounded = u.is_link() || reading.facts.used.get(i) == Some(&true);
            for k in u.start..u.end {
                let op = operation_word(&ctx.tokens[k].norm)
                    .or_else(|| removal_phrase(ctx, k).then_some(Operation::Write));
                if let Some(op) = op {
                    let commanded = (op == Operation::Write && opens_command(ctx, k))
                        || (op.is_action() && asked_of_assistant(ctx, k));
                    if grounded && !commanded {
                        continue;
                    }
                    if !op.is_action() || imperative(ctx, k) {
                        found.get_or_insert((k, op));
                    }
                }
            }
        }
        // "next year", "tomorrow", "how many will we need", "will they spend more": the
        // future, which no stored row describes. ("Which courses will start in July" may be
        // planned rows; a person as the subject of "will" is someone's future doing; "I'll take
        // the first" is a choice.)
        if found.is_none() {
            let personal = |k: usize| {
                ctx.tokens.get(k).is_some_and(|t| {
                    matches!(t.norm.as_str(), "we" | "they" | "he" | "she" | "you")
                })
            };
            let future = ctx.tokens.iter().enumerate().position(|(k, t)| {
                future_word(&t.norm)
                    || matches!(
                        t.norm.as_str(),
                        "we'll" | "they'll" | "he'll" | "she'll" | "we’ll" | "they’ll"
                    )
                    || (matches!(t.norm.as_str(), "will" | "ll" | "gonna")
                        // ("Will you list …" is a polite request.)
                        && ((k > 0 && personal(k - 1))
                            || (personal(k + 1) && ctx.tokens[k + 1].norm != "you")))
                    || (t.norm == "next"
                        && ctx.tokens.get(k + 1).is_some_and(|n| {
                            clarisql_text::is_time_unit(&n.norm)
                                || clarisql_text::is_day_of_week(&n.norm)
                        }))
            });
            if let Some(k) = future {
                let grounded = units
                    .iter()
                    .any(|u| u.start <= k && k < u.end && u.is_link());
                if !grounded {
                    found = Some((k, Operation::Forecast));
                }
            }
        }
        let Some((k, op)) = found else { return };
        let t = &ctx.tokens[k];
        let span = (
            clarisql_text::char_offset(ctx.text, t.start),
            clarisql_text::char_offset(ctx.text, t.end),
        );
        let db = ctx.lake.db(ctx.db).id.clone();
        let data_part = reading.query.as_ref().filter(|_| reading.fit > 0.5);
        let zh = crate::taxonomy::worded_in_chinese(ctx.text);
        let message = match data_part {
            Some(_) if zh => format!(
                "“{}”要求{}，clarisql 不做这件事；它可以回答关于 {db} 中数据的问题——这个请求背后的数据见下文",
                t.raw,
                op.describe_zh()
            ),
            None if zh => format!(
                "“{}”要求{}，clarisql 不做这件事；它回答关于 {db} 中数据的问题",
                t.raw,
                op.describe_zh()
            ),
            Some(_) => format!(
                "'{}' asks for {}, which clarisql does not do; it can answer questions about the data in {db} — the data behind this request is below if you want it",
                t.raw,
                op.describe()
            ),
            None => format!("'{}' asks for {}, which clarisql does not do; it answers questions about the data in {db}", t.raw, op.describe()),
        };
        let mut f = Finding::new(Category::OutOfScope, span, t.raw.clone(), message);
        f.evidence = "an operation word that no table, column or value of the lake grounds".into();
        // The closest answerable question: the data part of the request, when it reads well.
        if let Some(q) = data_part {
            // "Forecast next year's average price": the measure per year, not one average
            // beside an arbitrary year.
            let mut q = q.clone();
            if q.group_by.is_empty() && q.select.iter().any(clarisql_sql::Expr::is_aggregate) {
                q.group_by = q
                    .select
                    .iter()
                    .filter_map(|e| match e {
                        clarisql_sql::Expr::Column(c) => Some(*c),
                        _ => None,
                    })
                    .collect();
            }
            f.candidates.push(Candidate {
                kind: CandidateKind::Reading,
                database: Some(db),
                table: None,
                column: None,
                value: None,
                score: reading.fit,
                label: "the data this request is about".into(),
            });
            f.readings.push(q);
        }
        reading.findings.push(f);
    }
}
