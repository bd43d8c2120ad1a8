//! The labelled benchmark: questions labelled answerable / ambiguous / unanswerable / improper
//! (the format of [`clarisql_gen::labelled`]), run through the engine as a user would, scored
//! by [`metrics`].
//!
//! Per case:
//! 1. a `Session` takes the question (restricted to the case's database unless `open`): its
//!    first response gives the predicted type, the top finding, and the answer scored on
//!    answerable cases;
//! 2. an ambiguous case is asked again in all-interpretations mode; the SQL answered (the main
//!    reading and every other one) is matched to the gold interpretations by execution;
//! 3. with `simulate`, the session goes on: while the engine asks, the [`simulator`] replies (up
//!    to `max_rounds`), and the last response is scored against the target query. With a
//!    `voice` (ODUTQA's dynamic mode), each helpful reply is paraphrased first; a paraphrase that
//!    lost the option or value is retried, then the fixed reply is used.

pub mod metrics;
pub mod simulator;

use crate::compare::{answered_result, gold_limits, results_match};
use crate::llm_usage::{self, ItemView, LlmItem};
use crate::report::Report;
use crate::spider::has_top_level_order;
use clarisql_analyze::{Category, QuestionType};
use clarisql_engine::{AnswerSource, Ask, Decision, Engine, Response, Session};
use clarisql_exec::ResultSet;
use clarisql_gen::labelled::LabelledCase;
use clarisql_gen::odutqa::simulator::{ClarificationKind, ParaphraseRequest, Paraphraser};
use serde::Serialize;
use serde_json::json;
use simulator::SimulatedUser;
use std::sync::Arc;

/// The simulated user's dynamic voice: a paraphraser (an LLM's, from `clarisql-agent`).
#[derive(Clone)]
pub struct Voice(pub Arc<dyn Paraphraser>);

impl std::fmt::Debug for Voice {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Voice(paraphraser)")
    }
}

#[derive(Debug, Clone)]
pub struct LabelledOptions {
    /// Run the simulated user on clarification questions.
    pub simulate: bool,
    /// Seed of the simulated user.
    pub seed: u64,
    /// Search the whole lake instead of being told each case's database.
    pub open: bool,
    pub limit: Option<usize>,
    /// Clarification rounds the simulated user takes part in.
    pub max_rounds: usize,
    /// Dynamic mode: the simulated user's helpful replies are paraphrased by this voice.
    pub voice: Option<Voice>,
}

impl Default for LabelledOptions {
    fn default() -> Self {
        LabelledOptions {
            simulate: false,
            seed: 7,
            open: false,
            limit: None,
            max_rounds: 3,
            voice: None,
        }
    }
}

/// How the answered readings of an ambiguous case matched its gold interpretations.
#[derive(Debug, Clone, Default, PartialEq, Serialize)]
pub struct InterpretationMatch {
    pub predicted: usize,
    pub gold: usize,
    pub matched_predicted: usize,
    pub matched_gold: usize,
}

/// One exchange of a simulated dialogue.
#[derive(Debug, Clone, Serialize)]
pub struct DialogueTurn {
    pub user: String,
    pub decision: Decision,
    pub message: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sql: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub user_reason: Option<String>,
    /// Dynamic mode: the fixed reply the user's words paraphrase.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub user_fixed: Option<String>,
}

/// The simulated dialogue of one case.
#[derive(Debug, Clone, Default, Serialize)]
pub struct Dialogue {
    pub turns: Vec<DialogueTurn>,
    pub user_turns: usize,
    /// Clarification questions the engine asked.
    pub clarifications: usize,
    /// Of those, how many the simulated user could answer.
    pub user_helped: usize,
    /// `Some` when the case has a target query: did the dialogue end with its rows?
    pub final_correct: Option<bool>,
    /// Dynamic mode: replies given in paraphrase (the rest fell back to the fixed reply).
    #[serde(skip_serializing_if = "is_zero")]
    pub paraphrased: usize,
}

fn is_zero(n: &usize) -> bool {
    *n == 0
}

/// A paraphrase of the fixed reply `fixed` that keeps its option number or value verbatim
/// (ODUTQA's dynamic mode: [`MAX_RETRIES`](clarisql_gen::odutqa::simulator::MAX_RETRIES)
/// tries), or `None` to use the fixed reply.
fn paraphrase(
    voice: &Voice,
    case: &LabelledCase,
    fixed: &str,
    seed: u64,
    round: usize,
) -> Option<String> {
    let key = fixed.strip_prefix("I meant ").unwrap_or(fixed).trim();
    if key.is_empty() {
        return None;
    }
    let numbered = key.chars().all(|c| c.is_ascii_digit());
    let sentence = if numbered {
        format!("Option {key}, please.")
    } else if fixed.starts_with("I meant ") {
        fixed.to_string()
    } else {
        format!("I mean {key}.")
    };
    let mut h: u64 = 0xcbf2_9ce4_8422_2325 ^ seed;
    for b in case.db_id.bytes().chain(case.question.bytes()) {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    for attempt in 1..=clarisql_gen::odutqa::simulator::MAX_RETRIES {
        let request = ParaphraseRequest {
            sentence: &sentence,
            key,
            value_type: if numbered { "option" } else { "value" },
            kind: ClarificationKind::FullName,
            lang: clarisql_gen::odutqa::Lang::En,
            seed: h ^ ((round as u64) << 8) ^ u64::from(attempt),
        };
        if let Some(p) = voice.0.paraphrase(&request) {
            if p.contains(key) {
                return Some(p);
            }
        }
    }
    None
}

/// What the engine did with one case: everything the metrics read.
#[derive(Debug, Clone, Serialize)]
pub struct Outcome {
    #[serde(skip_serializing_if = "Option::is_none")]
    pub id: Option<String>,
    pub db_id: String,
    pub question: String,
    pub gold_type: QuestionType,
    pub gold_category: Option<Category>,
    pub predicted_type: QuestionType,
    pub decision: Decision,
    pub top_category: Option<Category>,
    /// Every finding's category on the first turn, in the engine's order.
    pub categories: Vec<Category>,
    pub message: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sql: Option<String>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub options: Vec<String>,
    /// Answerable cases: the first answer has the gold rows.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub answer_correct: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub interpretations: Option<InterpretationMatch>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub dialogue: Option<Dialogue>,
    /// The case could not be scored (unknown database, a gold query that does not run).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub gold_error: Option<String>,
    /// Who wrote the first answer's SQL (absent: the engine's builder).
    #[serde(skip_serializing_if = "AnswerSource::is_deterministic")]
    pub source: AnswerSource,
    /// What an LLM did over every turn of this case; absent when no model took part.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub llm: Option<LlmItem>,
}

impl Outcome {
    /// An outcome with the first-turn prediction only (metric tests build on it).
    pub fn new(
        case: &LabelledCase,
        predicted_type: QuestionType,
        decision: Decision,
        top_category: Option<Category>,
    ) -> Outcome {
        Outcome {
            id: case.id.clone(),
            db_id: case.db_id.clone(),
            question: case.question.clone(),
            gold_type: case.question_type,
            gold_category: case.category,
            predicted_type,
            decision,
            top_category,
            categories: top_category.into_iter().collect(),
            message: String::new(),
            sql: None,
            options: Vec::new(),
            answer_correct: None,
            interpretations: None,
            dialogue: None,
            gold_error: None,
            source: AnswerSource::Deterministic,
            llm: None,
        }
    }
}

/// Matches answered results to gold results one to one.
pub fn match_interpretations(
    gold: &[(ResultSet, bool)],
    predicted: &[ResultSet],
) -> InterpretationMatch {
    let mut used = vec![false; predicted.len()];
    let mut matched = 0;
    for (g, ordered) in gold {
        if let Some(i) =
            (0..predicted.len()).find(|&i| !used[i] && results_match(g, &predicted[i], *ordered))
        {
            used[i] = true;
            matched += 1;
        }
    }
    InterpretationMatch {
        predicted: predicted.len(),
        gold: gold.len(),
        matched_predicted: matched,
        matched_gold: matched,
    }
}

/// Runs every case and scores the run.
pub fn run(
    engine: &Engine,
    cases: &[LabelledCase],
    options: &LabelledOptions,
    progress: &dyn Fn(usize, usize),
) -> Report {
    let cases: Vec<&LabelledCase> = cases
        .iter()
        .take(options.limit.unwrap_or(usize::MAX))
        .collect();
    let n = cases.len();
    let user = SimulatedUser::new(options.seed);
    let mut outcomes = Vec::with_capacity(n);
    for (k, case) in cases.iter().enumerate() {
        progress(k, n);
        outcomes.push(run_case(engine, case, options, &user));
    }
    progress(n, n);
    let (metrics, tables) = metrics::compute(&outcomes, options.simulate);
    let count = |f: &dyn Fn(&Outcome) -> bool| outcomes.iter().filter(|o| f(o)).count();
    let mut counts = serde_json::Map::new();
    for t in QuestionType::ALL {
        counts.insert(
            format!("gold_{t}"),
            json!(count(&|o| o.gold_type == t && o.gold_error.is_none())),
        );
    }
    if options.voice.is_some() {
        let paraphrased: usize = outcomes
            .iter()
            .filter_map(|o| o.dialogue.as_ref())
            .map(|d| d.paraphrased)
            .sum();
        counts.insert("paraphrased_user_replies".into(), json!(paraphrased));
    }
    counts.insert(
        "skipped_gold_errors".into(),
        json!(count(&|o| o.gold_error.is_some())),
    );
    for d in [
        Decision::Answer,
        Decision::Clarify,
        Decision::Refuse,
        Decision::Reply,
    ] {
        counts.insert(
            metrics::decision_name(d).to_string(),
            json!(count(&|o| o.decision == d && o.gold_error.is_none())),
        );
    }
    let mut extra = json!({
        "counts": counts,
        "tables": tables,
        "simulate": options.simulate,
        "seed": options.seed,
        "open": options.open,
    });
    if engine.assist.is_some() {
        let views: Vec<ItemView<'_>> = outcomes
            .iter()
            .filter(|o| o.gold_error.is_none())
            .map(|o| ItemView {
                source: o.source,
                llm: o.llm.as_ref(),
                correct: o.answer_correct.unwrap_or(false),
                gold_type: Some(o.gold_type),
            })
            .collect();
        extra["llm"] = llm_usage::summary(&views);
    }
    Report {
        benchmark: "labelled".into(),
        n,
        metrics,
        extra,
        items: outcomes
            .iter()
            .filter_map(|o| serde_json::to_value(o).ok())
            .collect(),
    }
}

fn run_case(
    engine: &Engine,
    case: &LabelledCase,
    options: &LabelledOptions,
    user: &SimulatedUser,
) -> Outcome {
    let db = engine.lake.database(&case.db_id).map(|(id, _)| id);
    let blank = |e: String| {
        let mut o = Outcome::new(case, QuestionType::Improper, Decision::Refuse, None);
        o.gold_error = Some(e);
        o
    };
    let Some(db) = db else {
        return blank(format!("database '{}' is not in the lake", case.db_id));
    };
    let conn = engine.lake.db(db).source.connect();
    let mut gold: Vec<(ResultSet, bool)> = Vec::new();
    for q in &case.queries {
        match conn.query(q, &gold_limits()) {
            Ok(rs) => gold.push((rs, has_top_level_order(q))),
            Err(e) => return blank(format!("gold query does not run: {e} ({q})")),
        }
    }
    let clarified = match &case.clarified_query {
        Some(q) => match conn.query(q, &gold_limits()) {
            Ok(rs) => Some((rs, has_top_level_order(q))),
            Err(e) => return blank(format!("clarified_query does not run: {e} ({q})")),
        },
        None => None,
    };
    let ask = Ask {
        db: if options.open { None } else { Some(db) },
        all_interpretations: false,
    };

    let mut session = Session::new(engine);
    session.options = ask.clone();
    let first = session.ask(&case.question);
    let top = simulator::asked_finding(&first).map(|f| f.category);
    let mut o = Outcome::new(case, first.question_type, first.decision, top);
    o.source = first.source;
    LlmItem::accumulate(&mut o.llm, &first);
    o.categories = first.findings.iter().map(|f| f.category).collect();
    o.message = first.message.clone();
    o.sql = first.sql.clone();
    o.options = first
        .clarification
        .as_ref()
        .map(|c| c.options.clone())
        .unwrap_or_default();
    if case.question_type == QuestionType::Answerable {
        o.answer_correct = Some(
            first.decision == Decision::Answer
                && gold.first().is_some_and(|(g, ordered)| {
                    results_match(g, &answered_result(engine, &first), *ordered)
                }),
        );
    }
    if case.question_type == QuestionType::Ambiguous {
        let all = engine.ask(
            &case.question,
            &Ask {
                all_interpretations: true,
                ..ask.clone()
            },
        );
        LlmItem::accumulate(&mut o.llm, &all);
        let mut predicted = Vec::new();
        if all.decision == Decision::Answer {
            predicted.push(answered_result(engine, &all));
            for r in &all.interpretations {
                predicted.push(ResultSet {
                    columns: r.columns.clone(),
                    rows: r.rows.clone(),
                    truncated: false,
                });
            }
        }
        o.interpretations = Some(match_interpretations(&gold, &predicted));
    }
    if options.simulate {
        let target = match case.question_type {
            QuestionType::Answerable | QuestionType::Ambiguous => gold.first().cloned(),
            _ => clarified,
        };
        o.dialogue = Some(simulate(
            &mut session,
            case,
            first,
            target.as_ref(),
            user,
            options,
            &mut o.llm,
        ));
    }
    o
}

fn simulate(
    session: &mut Session,
    case: &LabelledCase,
    first: Response,
    target: Option<&(ResultSet, bool)>,
    user: &SimulatedUser,
    options: &LabelledOptions,
    llm: &mut Option<LlmItem>,
) -> Dialogue {
    let mut d = Dialogue {
        user_turns: 1,
        ..Dialogue::default()
    };
    let turn = |user: &str, r: &Response, reason: Option<String>| DialogueTurn {
        user: user.to_string(),
        decision: r.decision,
        message: r.message.clone(),
        sql: r.sql.clone(),
        user_reason: reason,
        user_fixed: None,
    };
    d.turns.push(turn(&case.question, &first, None));
    let mut last = first;
    for round in 0..options.max_rounds {
        if last.decision != Decision::Clarify {
            break;
        }
        d.clarifications += 1;
        let reply = user.reply(case, &last, round);
        if reply.helped {
            d.user_helped += 1;
        }
        let said = match (&options.voice, reply.helped) {
            (Some(voice), true) => paraphrase(voice, case, &reply.text, options.seed, round),
            _ => None,
        };
        let text = said.as_deref().unwrap_or(&reply.text);
        last = session.ask(text);
        LlmItem::accumulate(llm, &last);
        d.user_turns += 1;
        let mut t = turn(text, &last, Some(reply.reason.clone()));
        if said.is_some() {
            t.user_fixed = Some(reply.text.clone());
            d.paraphrased += 1;
        }
        d.turns.push(t);
        if !reply.helped {
            // The user had nothing to add: whatever the engine says now ends the dialogue.
            break;
        }
    }
    d.final_correct = target.map(|(g, ordered)| {
        last.decision == Decision::Answer
            && results_match(g, &answered_result(session.engine(), &last), *ordered)
    });
    d
}
