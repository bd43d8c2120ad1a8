//! The ODUTQA-MDC benchmark (Wang et al.): records written by `clarisql generate odutqa`, run
//! through the engine as a dialogue with the paper's simulated user, scored with the paper's
//! metrics (its Tables 2, 3 and 6).
//!
//! Per record:
//! 1. a `Session` restricted to the record's database takes the query;
//! 2. while the engine asks, the asked finding becomes a detected label (SELECT: a vague intent;
//!    FROM: the scope triples of the response; WHERE: its condition triples) and the
//!    [`SimulatedUser`] replies — with the gold value only when the label matches the gold one
//!    and the clause is not switched off (`no_clarify`), else with a refusal, which ends the
//!    dialogue;
//! 3. the last response is scored: its tables against `Tables`, its rows against the gold
//!    SQL's (re-executed on the lake, so SQLite and PostgreSQL lakes compare alike).
//!
//! Detection labels are the union over the dialogue (the paper's detection–clarification–
//! redetection loop), a redetection replacing what was detected of the same words before (a
//! short name first read as a community, then, its place given, as a land project, is one
//! condition with the later column): a clause is detected correctly when the predicted triples equal the gold
//! ones (case-, space- and unit-insensitive). Accuracy is over all records; F1 is over triples
//! (a SELECT flag counts as one), so well-specified records count only through false alarms.

use crate::compare::{answered_result, gold_limits, results_match};
use crate::labelled::Voice;
use crate::llm_usage::{self, ItemView, LlmItem};
use crate::report::{percentile, Report};
use crate::spider::has_top_level_order;
use clarisql_analyze::{Category, Finding};
use clarisql_engine::AnswerSource;
use clarisql_engine::{Ask, Decision, Engine, Response, Session};
use clarisql_gen::odutqa::simulator::{
    Detected, Mode, ParaphraseRequest, Paraphraser, RuleParaphraser, SimulatedUser,
};
use clarisql_gen::odutqa::{
    Clause, ConditionIssue, ConditionTriple, Record, ScopeIssue, ScopeTriple, Stratum,
};
use serde::Serialize;
use serde_json::json;
use std::collections::BTreeSet;

/// Which clarification mechanisms are switched off (the paper's Table 6 ablations).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize)]
pub struct NoClarify {
    pub select: bool,
    pub from: bool,
    pub where_: bool,
}

impl NoClarify {
    /// Parses `select,from,where` (any subset) or `all`.
    pub fn parse(text: &str) -> Result<NoClarify, String> {
        let mut out = NoClarify::default();
        for part in text.split(',').map(|p| p.trim().to_lowercase()) {
            match part.as_str() {
                "" => {}
                "select" => out.select = true,
                "from" => out.from = true,
                "where" => out.where_ = true,
                "all" => {
                    out = NoClarify {
                        select: true,
                        from: true,
                        where_: true,
                    }
                }
                other => {
                    return Err(format!(
                    "'{other}' is not a clause; use select, from, where (comma-separated) or all"
                ))
                }
            }
        }
        Ok(out)
    }

    fn blocks(&self, clause: Clause) -> bool {
        match clause {
            Clause::Select => self.select,
            Clause::From => self.from,
            Clause::Where => self.where_,
        }
    }
}

#[derive(Debug, Clone)]
pub struct OdutqaOptions {
    pub mode: Mode,
    /// Seed of the simulated user.
    pub seed: u64,
    pub no_clarify: NoClarify,
    pub limit: Option<usize>,
    /// Clarification rounds per record (the paper's issues are at most three).
    pub max_rounds: usize,
    /// Dynamic mode's paraphraser: this voice (an LLM's) instead of the built-in rules.
    pub voice: Option<Voice>,
}

impl Default for OdutqaOptions {
    fn default() -> Self {
        OdutqaOptions {
            mode: Mode::Dynamic,
            seed: 7,
            no_clarify: NoClarify::default(),
            limit: None,
            max_rounds: 4,
            voice: None,
        }
    }
}

/// Labels predicted over a dialogue, in the records' format.
#[derive(Debug, Clone, Default, PartialEq, Serialize)]
pub struct Predicted {
    pub intent_underspecification: bool,
    pub scope: BTreeSet<ScopeTriple>,
    pub condition: BTreeSet<ConditionTriple>,
}

impl Predicted {
    /// Adds a later response's labels: a condition on words already detected replaces the
    /// earlier one (read again once more is known, e.g. its place).
    pub fn redetect(&mut self, now: Predicted) {
        self.intent_underspecification |= now.intent_underspecification;
        self.scope.extend(now.scope);
        self.condition
            .retain(|c| !now.condition.iter().any(|n| n.0 == c.0));
        self.condition.extend(now.condition);
    }
}

/// One exchange.
#[derive(Debug, Clone, Serialize)]
pub struct Exchange {
    pub user: String,
    pub decision: Decision,
    pub message: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sql: Option<String>,
}

/// What happened to one record: everything the metrics read.
#[derive(Debug, Clone, Serialize)]
pub struct OdutqaOutcome {
    pub id: String,
    pub stratum: Stratum,
    pub query: String,
    pub predicted: Predicted,
    pub select_correct: bool,
    pub from_correct: bool,
    pub where_correct: bool,
    /// Triple counts per clause: (true positives, predicted, gold).
    pub select_counts: (usize, usize, usize),
    pub from_counts: (usize, usize, usize),
    pub where_counts: (usize, usize, usize),
    pub gold_tables: Vec<String>,
    pub predicted_tables: Vec<String>,
    /// The final response carried SQL that ran.
    pub executed: bool,
    pub correct: bool,
    pub user_turns: usize,
    pub clarifications: usize,
    /// Engine time per turn (ms).
    pub latencies_ms: Vec<f64>,
    pub dialogue: Vec<Exchange>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub gold_error: Option<String>,
    /// Who wrote the final answer's SQL (absent: the engine's builder).
    #[serde(skip_serializing_if = "AnswerSource::is_deterministic")]
    pub source: AnswerSource,
    /// What an LLM did over the dialogue; absent when no model took part.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub llm: Option<LlmItem>,
}

/// Either paraphraser behind one type, so one runner serves both.
enum AnyParaphraser {
    Rules(RuleParaphraser),
    Voice(Voice),
}

impl Paraphraser for AnyParaphraser {
    fn paraphrase(&self, request: &ParaphraseRequest<'_>) -> Option<String> {
        match self {
            AnyParaphraser::Rules(p) => p.paraphrase(request),
            AnyParaphraser::Voice(v) => v.0.paraphrase(request),
        }
    }
}

fn norm(s: &str) -> String {
    let s = s.split(" (").next().unwrap_or(s);
    let s = s.split('(').next().unwrap_or(s);
    s.replace('_', " ")
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .to_lowercase()
}

fn norm_scope(t: &ScopeTriple) -> (String, String, ScopeIssue) {
    let content = if t.2 == ScopeIssue::Missing {
        String::new()
    } else {
        norm(&t.0)
    };
    (content, norm(&t.1), t.2)
}

fn norm_condition(t: &ConditionTriple) -> (String, String) {
    (norm(&t.0), norm(&t.1))
}

/// The header a column answers to in labels: its description when the source has one.
fn column_label(engine: &Engine, f: &Finding) -> String {
    let Some(c) = f.candidates.iter().find(|c| c.column.is_some()) else {
        return String::new();
    };
    let column = c.column.clone().unwrap_or_default();
    let described = c.table.as_ref().and_then(|t| {
        engine.lake.databases.iter().find_map(|d| {
            d.tables
                .iter()
                .find(|x| &x.name == t)
                .and_then(|x| x.columns.iter().find(|k| k.name == column))
                .and_then(|k| k.description.clone())
        })
    });
    described.unwrap_or(column)
}

/// The value a condition finding is about: its text, or the quoted literal of a condition
/// shown as `table.column = 'value'` (the empty-result check).
fn condition_content(f: &Finding) -> String {
    let t = f.text.trim();
    if let Some(i) = t.find("= '") {
        let rest = &t[i + 3..];
        return rest.trim_end_matches('\'').to_string();
    }
    t.trim_matches(|c| c == '"' || c == '\'').to_string()
}

/// The labels one response's findings carry, added to those of the responses before
/// ([`Predicted::redetect`]).
fn labels_of(engine: &Engine, r: &Response, before: &mut Predicted) {
    let mut into = Predicted::default();
    for f in &r.findings {
        let slot = || {
            f.candidates
                .iter()
                .find_map(|c| c.column.clone())
                .unwrap_or_default()
        };
        match f.category {
            Category::VagueIntent => into.intent_underspecification = true,
            Category::ColumnAmbiguity if clarisql_analyze::labels::asks_which_column(f) => {
                into.intent_underspecification = true
            }
            Category::ScopeMissing => {
                into.scope
                    .insert(ScopeTriple(String::new(), slot(), ScopeIssue::Missing));
            }
            Category::ScopeError => {
                into.scope
                    .insert(ScopeTriple(f.text.clone(), slot(), ScopeIssue::Error));
            }
            Category::ScopeUnmatch => {
                into.scope
                    .insert(ScopeTriple(f.text.clone(), slot(), ScopeIssue::Unmatch));
            }
            Category::ValueNotFound => {
                into.condition.insert(ConditionTriple(
                    condition_content(f),
                    column_label(engine, f),
                    ConditionIssue::NotExist,
                ));
            }
            _ => {}
        }
    }
    before.redetect(into);
}

/// What the simulated user is told the engine detected when it asks: the clause of the asked
/// finding, with all that response's labels of that clause.
fn detected_of(engine: &Engine, r: &Response) -> Option<Detected> {
    let asked = r.findings.first()?;
    let mut p = Predicted::default();
    labels_of(engine, r, &mut p);
    match asked.clause {
        clarisql_analyze::Clause::Select
            if asked.category == Category::VagueIntent
                || clarisql_analyze::labels::asks_which_column(asked) =>
        {
            Some(Detected::Select {
                intent_underspecified: true,
            })
        }
        clarisql_analyze::Clause::From => Some(Detected::From(p.scope.into_iter().collect())),
        clarisql_analyze::Clause::Where if asked.category == Category::ValueNotFound => {
            Some(Detected::Where(p.condition.into_iter().collect()))
        }
        _ => None,
    }
}

/// Triple-level counts: (true positives, predicted, gold).
fn counts<T: Ord + Clone>(pred: &BTreeSet<T>, gold: &BTreeSet<T>) -> (usize, usize, usize) {
    (pred.intersection(gold).count(), pred.len(), gold.len())
}

fn run_record(
    engine: &Engine,
    record: &Record,
    options: &OdutqaOptions,
    user: &SimulatedUser<AnyParaphraser>,
) -> OdutqaOutcome {
    let mut o = OdutqaOutcome {
        id: record.id.clone(),
        stratum: record.stratum,
        query: record.query.clone(),
        predicted: Predicted::default(),
        select_correct: false,
        from_correct: false,
        where_correct: false,
        select_counts: (0, 0, 0),
        from_counts: (0, 0, 0),
        where_counts: (0, 0, 0),
        gold_tables: record.tables.clone(),
        predicted_tables: Vec::new(),
        executed: false,
        correct: false,
        user_turns: 1,
        clarifications: 0,
        latencies_ms: Vec::new(),
        dialogue: Vec::new(),
        gold_error: None,
        source: AnswerSource::Deterministic,
        llm: None,
    };
    // A lake loaded into PostgreSQL (`generate odutqa --postgres`) is named after its database,
    // not the SQLite file the records name: a lake of one database is that database.
    let db = match engine.lake.database(&record.db_id) {
        Some((db, _)) => db,
        None if engine.lake.databases.len() == 1 => clarisql_lake::DbId(0),
        None => {
            o.gold_error = Some(format!(
                "database '{}' is not in the lake (point --lake at that lake alone)",
                record.db_id
            ));
            return o;
        }
    };
    let gold = match engine
        .lake
        .db(db)
        .source
        .connect()
        .query(&record.sql, &gold_limits())
    {
        Ok(rs) => rs,
        Err(e) => {
            o.gold_error = Some(format!("gold SQL does not run: {e}"));
            return o;
        }
    };
    let mut session = Session::new(engine);
    session.options = Ask {
        db: Some(db),
        all_interpretations: false,
    };
    session.max_rounds = options.max_rounds;
    let mut last = session.ask(&record.query);
    LlmItem::accumulate(&mut o.llm, &last);
    o.latencies_ms.push(last.elapsed_ms);
    labels_of(engine, &last, &mut o.predicted);
    o.dialogue.push(Exchange {
        user: record.query.clone(),
        decision: last.decision,
        message: last.message.clone(),
        sql: last.sql.clone(),
    });
    for _ in 0..options.max_rounds {
        if last.decision != Decision::Clarify {
            break;
        }
        o.clarifications += 1;
        let detected = detected_of(engine, &last);
        let reply = match detected {
            Some(d)
                if !options
                    .no_clarify
                    .blocks(clarisql_gen::odutqa::simulator::clause_of(&d)) =>
            {
                user.reply(record, &d)
            }
            _ => user.reply(record, &Detected::Where(Vec::new())),
        };
        last = session.ask(&reply.text);
        LlmItem::accumulate(&mut o.llm, &last);
        o.user_turns += 1;
        o.latencies_ms.push(last.elapsed_ms);
        labels_of(engine, &last, &mut o.predicted);
        o.dialogue.push(Exchange {
            user: reply.text.clone(),
            decision: last.decision,
            message: last.message.clone(),
            sql: last.sql.clone(),
        });
        if reply.revealed.is_empty() {
            break;
        }
    }
    o.source = last.source;
    // Detection scores.
    let gold_select = record.intent_underspecification.is_true();
    o.select_correct = o.predicted.intent_underspecification == gold_select;
    o.select_counts = (
        usize::from(gold_select && o.predicted.intent_underspecification),
        usize::from(o.predicted.intent_underspecification),
        usize::from(gold_select),
    );
    let ps: BTreeSet<_> = o.predicted.scope.iter().map(norm_scope).collect();
    let gs: BTreeSet<_> = record
        .scope_underspecification
        .iter()
        .map(norm_scope)
        .collect();
    o.from_correct = ps == gs;
    o.from_counts = counts(&ps, &gs);
    let pc: BTreeSet<_> = o.predicted.condition.iter().map(norm_condition).collect();
    let gc: BTreeSet<_> = record
        .condition_underspecification
        .iter()
        .map(norm_condition)
        .collect();
    o.where_correct = pc == gc;
    o.where_counts = counts(&pc, &gc);
    // QA scores.
    if last.decision == Decision::Answer && last.sql.is_some() {
        o.executed = true;
        o.predicted_tables = last.tables.clone();
        o.correct = results_match(
            &gold,
            &answered_result(engine, &last),
            has_top_level_order(&record.sql),
        );
    } else {
        // Tables the engine would have used: its best retrieved ones, as many as the gold.
        o.predicted_tables = last
            .retrieved_tables
            .iter()
            .take(record.tables.len().max(1))
            .map(|t| t.rsplit('.').next().unwrap_or(t).to_string())
            .collect();
    }
    o
}

fn ratio(a: usize, b: usize) -> f64 {
    if b == 0 {
        0.0
    } else {
        a as f64 / b as f64
    }
}

fn f1(tp: usize, pred: usize, gold: usize) -> f64 {
    let (p, r) = (ratio(tp, pred), ratio(tp, gold));
    if p + r == 0.0 {
        0.0
    } else {
        2.0 * p * r / (p + r)
    }
}

/// The metrics of the paper's Tables 2 and 3 from outcomes (a pure function, tested on
/// outcomes written by hand).
pub fn metrics(outcomes: &[OdutqaOutcome]) -> serde_json::Value {
    let scored: Vec<&OdutqaOutcome> = outcomes.iter().filter(|o| o.gold_error.is_none()).collect();
    let n = scored.len();
    let count = |f: &dyn Fn(&OdutqaOutcome) -> bool| scored.iter().filter(|o| f(o)).count();
    let sum = |f: &dyn Fn(&OdutqaOutcome) -> (usize, usize, usize)| {
        scored.iter().fold((0, 0, 0), |acc, o| {
            let c = f(o);
            (acc.0 + c.0, acc.1 + c.1, acc.2 + c.2)
        })
    };
    let s = sum(&|o| o.select_counts);
    let fr = sum(&|o| o.from_counts);
    let w = sum(&|o| o.where_counts);
    let mixed = count(&|o| o.stratum == Stratum::Mixed);
    let mixed_ok = count(&|o| {
        o.stratum == Stratum::Mixed && o.select_correct && o.from_correct && o.where_correct
    });
    let (mut ttp, mut tpred, mut tgold) = (0, 0, 0);
    for o in &scored {
        let g: BTreeSet<&String> = o.gold_tables.iter().collect();
        let p: BTreeSet<&String> = o.predicted_tables.iter().collect();
        ttp += p.intersection(&g).count();
        tpred += p.len();
        tgold += g.len();
    }
    let mut lat: Vec<f64> = scored.iter().flat_map(|o| o.latencies_ms.clone()).collect();
    lat.sort_by(f64::total_cmp);
    let turns: usize = scored.iter().map(|o| o.user_turns).sum();
    json!({
        "select_acc": ratio(count(&|o| o.select_correct), n),
        "select_f1": f1(s.0, s.1, s.2),
        "from_acc": ratio(count(&|o| o.from_correct), n),
        "from_f1": f1(fr.0, fr.1, fr.2),
        "where_acc": ratio(count(&|o| o.where_correct), n),
        "where_f1": f1(w.0, w.1, w.2),
        "mixed_acc": ratio(mixed_ok, mixed),
        "table_precision": ratio(ttp, tpred),
        "table_recall": ratio(ttp, tgold),
        "table_f1": f1(ttp, tpred, tgold),
        "ecr": ratio(count(&|o| o.executed), n),
        "ea": ratio(count(&|o| o.correct), n),
        "turns_per_question": ratio(turns, n),
        "latency_ms_p50": percentile(&lat, 50.0),
    })
}

/// The paper's best numbers (percent) beside each metric: Tables 2 and 3, best model per column
/// (Doubao for detection in dynamic mode, Kimi K2 for table F1 and EA).
pub const PAPER_BEST: &[(&str, f64, &str)] = &[
    ("select_acc", 99.78, "BERT, Table 2"),
    ("select_f1", 99.22, "BERT, Table 2"),
    ("from_acc", 82.60, "Kimi K2 fixed, Table 2"),
    ("from_f1", 89.46, "Doubao fixed, Table 2"),
    ("where_acc", 83.59, "Doubao dynamic, Table 2"),
    ("where_f1", 84.38, "Doubao dynamic, Table 2"),
    ("mixed_acc", 68.50, "Doubao dynamic, Table 2"),
    ("table_f1", 97.13, "Kimi K2 dynamic, Table 3"),
    ("ecr", 98.39, "Kimi K2 dynamic, Table 3"),
    ("ea", 63.89, "Kimi K2 fixed, Table 3"),
];

/// Runs every record and scores the run.
pub fn run(
    engine: &Engine,
    records: &[Record],
    options: &OdutqaOptions,
    progress: &dyn Fn(usize, usize),
) -> Report {
    let records: Vec<&Record> = records
        .iter()
        .take(options.limit.unwrap_or(usize::MAX))
        .collect();
    let n = records.len();
    let paraphraser = match &options.voice {
        Some(v) => AnyParaphraser::Voice(v.clone()),
        None => AnyParaphraser::Rules(RuleParaphraser),
    };
    let user = SimulatedUser::with_paraphraser(options.mode, options.seed, paraphraser);
    let mut outcomes = Vec::with_capacity(n);
    for (k, r) in records.iter().enumerate() {
        progress(k, n);
        outcomes.push(run_record(engine, r, options, &user));
    }
    progress(n, n);
    let metrics = metrics(&outcomes);
    let mut by_stratum = Vec::new();
    for s in [
        Stratum::WellSpecified,
        Stratum::Select,
        Stratum::From,
        Stratum::Where,
        Stratum::Mixed,
    ] {
        let part: Vec<OdutqaOutcome> = outcomes
            .iter()
            .filter(|o| o.stratum == s && o.gold_error.is_none())
            .cloned()
            .collect();
        if part.is_empty() {
            continue;
        }
        let m = self::metrics(&part);
        by_stratum.push(json!([
            serde_json::to_value(s).unwrap_or_default(),
            part.len(),
            m["from_acc"],
            m["where_acc"],
            m["table_f1"],
            m["ea"],
        ]));
    }
    let paper: Vec<serde_json::Value> = PAPER_BEST
        .iter()
        .map(|(k, v, who)| {
            let ours = metrics.get(*k).and_then(|x| x.as_f64()).unwrap_or(0.0) * 100.0;
            json!([k, format!("{ours:.2}"), format!("{v:.2}"), who])
        })
        .collect();
    let mut extra = json!({
            "mode": options.mode,
            "seed": options.seed,
            "no_clarify": options.no_clarify,
            "counts": {
                "records": n,
                "gold_errors": outcomes.iter().filter(|o| o.gold_error.is_some()).count(),
            },
            "tables": {
                "clarisql beside the paper (percent)": {
                    "columns": ["metric", "clarisql", "paper best", "paper system"],
                    "rows": paper,
                },
                "by stratum": {
                    "columns": ["stratum", "n", "from_acc", "where_acc", "table_f1", "ea"],
                    "rows": by_stratum,
                },
            },
    });
    if options.voice.is_some() {
        extra["simulated_user_voice"] = json!("llm");
    }
    if engine.assist.is_some() {
        let views: Vec<ItemView<'_>> = outcomes
            .iter()
            .filter(|o| o.gold_error.is_none())
            .map(|o| ItemView {
                source: o.source,
                llm: o.llm.as_ref(),
                correct: o.correct,
                gold_type: None,
            })
            .collect();
        extra["llm"] = llm_usage::summary(&views);
    }
    Report {
        benchmark: "odutqa".into(),
        n,
        metrics,
        extra,
        items: outcomes
            .iter()
            .filter_map(|o| serde_json::to_value(o).ok())
            .collect(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn outcome(stratum: Stratum, from_ok: bool, correct: bool) -> OdutqaOutcome {
        OdutqaOutcome {
            id: "x".into(),
            stratum,
            query: "q".into(),
            predicted: Predicted::default(),
            select_correct: true,
            from_correct: from_ok,
            where_correct: true,
            select_counts: (0, 0, 0),
            from_counts: if from_ok { (1, 1, 1) } else { (0, 1, 1) },
            where_counts: (0, 0, 0),
            gold_tables: vec!["a".into()],
            predicted_tables: vec!["a".into()],
            executed: true,
            correct,
            user_turns: 2,
            clarifications: 1,
            latencies_ms: vec![1.0, 3.0],
            dialogue: Vec::new(),
            gold_error: None,
            source: AnswerSource::Deterministic,
            llm: None,
        }
    }

    #[test]
    fn metrics_follow_the_paper_definitions() {
        let m = metrics(&[
            outcome(Stratum::Mixed, true, true),
            outcome(Stratum::Mixed, false, false),
            outcome(Stratum::From, true, true),
            outcome(Stratum::WellSpecified, true, true),
        ]);
        assert_eq!(m["from_acc"], 0.75);
        assert!((m["from_f1"].as_f64().unwrap_or(0.0) - 0.75).abs() < 1e-9);
        assert_eq!(m["mixed_acc"], 0.5);
        assert_eq!(m["ea"], 0.75);
        assert_eq!(m["table_f1"], 1.0);
        assert_eq!(m["turns_per_question"], 2.0);
        assert_eq!(m["select_f1"], 0.0);
    }

    #[test]
    fn no_clarify_parses_clauses() {
        assert_eq!(
            NoClarify::parse("from,where"),
            Ok(NoClarify {
                select: false,
                from: true,
                where_: true
            })
        );
        assert!(NoClarify::parse("all").is_ok_and(|n| n.select && n.from && n.where_));
        assert!(NoClarify::parse("group").is_err());
    }

    #[test]
    fn a_condition_detected_again_replaces_the_earlier_reading() {
        let condition = |text: &str, column: &str| {
            ConditionTriple(text.into(), column.into(), ConditionIssue::NotExist)
        };
        let mut labels = Predicted::default();
        labels.redetect(Predicted {
            condition: [
                condition("Binjiang Garden", "Community Name"),
                condition("Yuntai Plaza", "Community Name"),
            ]
            .into(),
            ..Predicted::default()
        });
        labels.redetect(Predicted {
            condition: [condition("Binjiang Garden", "Project Name")].into(),
            ..Predicted::default()
        });
        assert_eq!(
            labels.condition,
            [
                condition("Binjiang Garden", "Project Name"),
                condition("Yuntai Plaza", "Community Name")
            ]
            .into()
        );
    }

    #[test]
    fn condition_content_reads_the_literal() {
        let f = Finding::new(
            Category::ValueNotFound,
            (0, 0),
            "t.community_name = 'Qingxi Villa'",
            "m",
        );
        assert_eq!(condition_content(&f), "Qingxi Villa");
        assert_eq!(norm("Land Area (m²)"), "land area");
        assert_eq!(norm("community_name"), "community name");
    }
}
