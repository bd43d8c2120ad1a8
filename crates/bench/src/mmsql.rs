//! The MMSQL benchmark: multi-turn dialogues with four question types.
//!
//! Format: `[{"db_name", "turns": [{"isuser": true, "text", "type"}, {"isuser": false, "text",
//! "query"}, …]}]`. Every dialogue is replayed through one `Session` told its database. After
//! each prediction the history receives, with `--history gold` (the default, as MMSQL's own
//! script does), the gold system turn — its SQL, or its text when there is no SQL — and with
//! `--history own` the system's own reply (nothing is told).
//!
//! | metric | over | definition |
//! |---|---|---|
//! | `type_macro_f1` | user turns with a gold type | mean F1 over the types that occur in gold or predictions (Table V) |
//! | `<type>_precision` / `_recall` / `_f1` | user turns | the predicted type is the response's `question_type` |
//! | `ex` | gold-answerable turns with gold SQL | answered, and the rows match the gold SQL's |
//! | `em` | the same turns | answered, and the SQL matches the gold by Spider's component match (values masked) |
//! | `iex` | dialogues with such turns | every one of its gold-answerable turns has `ex` |
//! | `tdex` | user turns with a gold type | 1 when gold and predicted type are both answerable and the rows match, or when the gold type is not answerable and the predicted type equals it (MMSQL's evaluation script) |
//! | `tdex_paper` | the same | eq. 1 of the paper: turns whose gold type is answerable or ambiguous and that have gold SQL score by execution, the others by type |
//! | `latency_ms_p50` / `_p95` | user turns | time of `Session::ask` |
//!
//! Rates over an empty set are `null`.

use crate::compare::{answered_result, gold_limits, results_match};
use crate::em::{exact_match, SchemaNames};
use crate::llm_usage::{self, ItemView, LlmItem};
use crate::report::{percentile, Report};
use crate::spider::has_top_level_order;
use crate::BenchError;
use clarisql_analyze::QuestionType;
use clarisql_engine::{AnswerSource, Ask, Decision, Engine, Response, Session};
use clarisql_exec::ResultSet;
use serde::{Deserialize, Serialize};
use serde_json::{json, Map, Value};
use std::collections::BTreeMap;
use std::path::Path;
use std::sync::Arc;
use std::time::Instant;

#[derive(Debug, Clone, Deserialize, Serialize, PartialEq)]
pub struct MmsqlDialogue {
    pub db_name: String,
    pub turns: Vec<MmsqlTurn>,
}

#[derive(Debug, Clone, Deserialize, Serialize, PartialEq)]
pub struct MmsqlTurn {
    pub isuser: bool,
    pub text: String,
    /// User turns: answerable | ambiguous | unanswerable | improper (any case).
    #[serde(default, rename = "type", skip_serializing_if = "Option::is_none")]
    pub kind: Option<String>,
    /// System turns: the gold SQL, when the reply has one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub query: Option<String>,
}

/// Reads an MMSQL-format file, naming the file and the problem when it is malformed.
pub fn read_dialogues(path: &Path) -> Result<Vec<MmsqlDialogue>, BenchError> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| BenchError::Read(path.display().to_string(), e.to_string()))?;
    serde_json::from_str(&text).map_err(|e| {
        BenchError::Format(
            path.display().to_string(),
            format!(
                "{e}; expected a JSON array of {{\"db_name\", \"turns\": [{{\"isuser\", \"text\", \"type\"}} | {{\"isuser\": false, \"text\", \"query\"}}]}} objects"
            ),
        )
    })
}

/// A question type label of the MMSQL format.
pub fn parse_type(label: &str) -> Option<QuestionType> {
    let l = label.trim().to_lowercase();
    if l.starts_with("unanswer") {
        Some(QuestionType::Unanswerable)
    } else if l.starts_with("answer") {
        Some(QuestionType::Answerable)
    } else if l.starts_with("ambig") {
        Some(QuestionType::Ambiguous)
    } else if l.starts_with("improper") {
        Some(QuestionType::Improper)
    } else {
        None
    }
}

/// Which replies enter the history after each prediction.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Default)]
#[serde(rename_all = "lowercase")]
pub enum History {
    /// The gold system turns (MMSQL's protocol).
    #[default]
    Gold,
    /// The system's own replies.
    Own,
}

#[derive(Debug, Clone, Default)]
pub struct MmsqlOptions {
    pub history: History,
    /// Only the first N dialogues.
    pub limit: Option<usize>,
    /// Answer every reading of an ambiguous question instead of asking.
    pub all_interpretations: bool,
    /// Scores each response for RQS (MMSQL Table VIII) when set: an LLM judge.
    pub judge: Option<Judge>,
}

/// Scores one response on MMSQL's five RQS criteria (0–2 each); `clarisql-agent`'s
/// `judge_response` implements it with an LLM.
pub trait ResponseJudge {
    /// The RQS (0–10) of `response` to the last user turn of `dialogue` ((is_user, text),
    /// oldest first), or `None` when the judge gave no usable score.
    fn rqs(
        &self,
        dialogue: &[(bool, String)],
        expected: QuestionType,
        response: &Response,
        gold: Option<&str>,
    ) -> Option<u8>;
}

/// The RQS judge of a run.
#[derive(Clone)]
pub struct Judge(pub Arc<dyn ResponseJudge>);

impl std::fmt::Debug for Judge {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Judge(RQS)")
    }
}

/// One user turn, scored.
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct TurnOutcome {
    pub dialogue: usize,
    pub turn: usize,
    pub db_name: String,
    pub question: String,
    pub gold_type: Option<QuestionType>,
    pub predicted_type: QuestionType,
    pub decision: Decision,
    pub gold_sql: Option<String>,
    pub sql: Option<String>,
    /// Gold-answerable turns with gold SQL: the rows match.
    pub ex: Option<bool>,
    /// The same turns: Spider component match.
    pub em: Option<bool>,
    /// The gold SQL returned rows we could compare to, and the prediction's rows matched them
    /// (any gold type with SQL; used by `tdex_paper`).
    pub exec_match: Option<bool>,
    pub message: String,
    pub latency_ms: f64,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub gold_error: Option<String>,
    /// The judge's RQS (0–10) for this response, when a judge ran and scored it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rqs: Option<u8>,
    /// Who wrote the SQL (absent: the engine's builder).
    #[serde(skip_serializing_if = "AnswerSource::is_deterministic")]
    pub source: AnswerSource,
    /// What an LLM did for this turn; absent when no model took part.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub llm: Option<LlmItem>,
}

impl TurnOutcome {
    /// TDEX as MMSQL's evaluation script scores a turn.
    pub fn tdex(&self) -> Option<bool> {
        let gold = self.gold_type?;
        Some(if gold == QuestionType::Answerable {
            self.predicted_type == QuestionType::Answerable && self.exec_match == Some(true)
        } else {
            self.predicted_type == gold
        })
    }

    /// TDEX as the paper's eq. 1 writes it: answerable and ambiguous turns with gold SQL by
    /// execution, the rest by type.
    pub fn tdex_paper(&self) -> Option<bool> {
        let gold = self.gold_type?;
        let by_exec = matches!(gold, QuestionType::Answerable | QuestionType::Ambiguous)
            && self.gold_sql.is_some();
        Some(if by_exec {
            self.exec_match == Some(true)
        } else {
            self.predicted_type == gold
        })
    }
}

fn ratio(num: usize, den: usize) -> Value {
    if den == 0 {
        Value::Null
    } else {
        json!(num as f64 / den as f64)
    }
}

fn f1(p: f64, r: f64) -> f64 {
    if p + r == 0.0 {
        0.0
    } else {
        2.0 * p * r / (p + r)
    }
}

/// Support, predicted count, precision, recall and F1 of one question type.
pub type TypeScore = (usize, usize, f64, f64, f64);

/// Per-type precision/recall/F1 over (gold, predicted) pairs, for the types that occur in
/// either, and their macro F1.
pub fn type_scores(
    pairs: &[(QuestionType, QuestionType)],
) -> (BTreeMap<QuestionType, TypeScore>, Option<f64>) {
    let mut out = BTreeMap::new();
    for t in QuestionType::ALL {
        let support = pairs.iter().filter(|(g, _)| *g == t).count();
        let predicted = pairs.iter().filter(|(_, p)| *p == t).count();
        if support == 0 && predicted == 0 {
            continue;
        }
        let hits = pairs.iter().filter(|(g, p)| *g == t && *p == t).count();
        let p = if predicted == 0 {
            0.0
        } else {
            hits as f64 / predicted as f64
        };
        let r = if support == 0 {
            0.0
        } else {
            hits as f64 / support as f64
        };
        out.insert(t, (support, predicted, p, r, f1(p, r)));
    }
    let macro_f1 =
        (!out.is_empty()).then(|| out.values().map(|s| s.4).sum::<f64>() / out.len() as f64);
    (out, macro_f1)
}

/// The metrics object (see the module table) and the tables of the Markdown summary.
pub fn metrics(outcomes: &[TurnOutcome]) -> (Value, Value) {
    let typed: Vec<&TurnOutcome> = outcomes.iter().filter(|o| o.gold_type.is_some()).collect();
    let pairs: Vec<(QuestionType, QuestionType)> = typed
        .iter()
        .filter_map(|o| o.gold_type.map(|g| (g, o.predicted_type)))
        .collect();
    let (types, macro_f1) = type_scores(&pairs);
    let mut m = Map::new();
    m.insert("type_macro_f1".into(), json!(macro_f1));
    let scored: Vec<&TurnOutcome> = outcomes.iter().filter(|o| o.ex.is_some()).collect();
    let ex = scored.iter().filter(|o| o.ex == Some(true)).count();
    let em = scored.iter().filter(|o| o.em == Some(true)).count();
    m.insert("ex".into(), ratio(ex, scored.len()));
    m.insert("em".into(), ratio(em, scored.len()));
    // IEX: dialogues whose scored turns all match.
    let mut by_dialogue: BTreeMap<usize, bool> = BTreeMap::new();
    for o in &scored {
        let e = by_dialogue.entry(o.dialogue).or_insert(true);
        *e &= o.ex == Some(true);
    }
    let iex = by_dialogue.values().filter(|v| **v).count();
    m.insert("iex".into(), ratio(iex, by_dialogue.len()));
    let tdex = typed.iter().filter(|o| o.tdex() == Some(true)).count();
    m.insert("tdex".into(), ratio(tdex, typed.len()));
    let tdex_paper = typed
        .iter()
        .filter(|o| o.tdex_paper() == Some(true))
        .count();
    m.insert("tdex_paper".into(), ratio(tdex_paper, typed.len()));
    for (t, (_, _, p, r, f)) in &types {
        m.insert(format!("{t}_precision"), json!(p));
        m.insert(format!("{t}_recall"), json!(r));
        m.insert(format!("{t}_f1"), json!(f));
    }
    let mut latencies: Vec<f64> = outcomes.iter().map(|o| o.latency_ms).collect();
    latencies.sort_by(f64::total_cmp);
    m.insert("latency_ms_p50".into(), json!(percentile(&latencies, 50.0)));
    m.insert("latency_ms_p95".into(), json!(percentile(&latencies, 95.0)));

    let per_type: Vec<Value> = types
        .iter()
        .map(|(t, (support, predicted, p, r, f))| {
            json!([t.to_string(), support, predicted, p, r, f])
        })
        .collect();
    let confusion: Vec<Value> = QuestionType::ALL
        .iter()
        .filter(|g| pairs.iter().any(|(x, _)| x == *g))
        .map(|g| {
            let mut row = vec![json!(g.to_string())];
            for p in QuestionType::ALL {
                row.push(json!(pairs
                    .iter()
                    .filter(|(x, y)| x == g && *y == p)
                    .count()));
            }
            Value::Array(row)
        })
        .collect();
    let mut confusion_columns = vec![json!("gold \\ predicted")];
    confusion_columns.extend(QuestionType::ALL.iter().map(|t| json!(t.to_string())));
    let tables = json!({
        "per_type": {
            "columns": ["type", "support", "predicted", "precision", "recall", "f1"],
            "rows": per_type,
        },
        "confusion": { "columns": confusion_columns, "rows": confusion },
    });
    (Value::Object(m), tables)
}

/// The user turns of a dialogue with the gold system turn that follows each (text, SQL).
fn user_turns(d: &MmsqlDialogue) -> Vec<(&MmsqlTurn, Option<&MmsqlTurn>)> {
    let mut out = Vec::new();
    for (i, t) in d.turns.iter().enumerate() {
        if t.isuser {
            let reply = d.turns.get(i + 1).filter(|r| !r.isuser);
            out.push((t, reply));
        }
    }
    out
}

fn gold_sql(reply: Option<&MmsqlTurn>) -> Option<String> {
    reply
        .and_then(|r| r.query.as_deref())
        .map(str::trim)
        .filter(|q| !q.is_empty())
        .map(str::to_string)
}

pub fn run(
    engine: &Engine,
    dialogues: &[MmsqlDialogue],
    options: &MmsqlOptions,
    progress: &dyn Fn(usize, usize),
) -> Report {
    let dialogues: Vec<&MmsqlDialogue> = dialogues
        .iter()
        .take(options.limit.unwrap_or(usize::MAX))
        .collect();
    let n = dialogues.len();
    let gold_limits = gold_limits();
    let mut outcomes: Vec<TurnOutcome> = Vec::new();
    let mut missing_db = 0usize;
    for (k, d) in dialogues.iter().enumerate() {
        progress(k, n);
        let db = engine.lake.database(&d.db_name).map(|(id, _)| id);
        if db.is_none() {
            missing_db += 1;
        }
        let schema = db.map(|id| SchemaNames::of_database(engine.lake.db(id)));
        let mut session = Session::new(engine);
        session.options = Ask {
            db,
            all_interpretations: options.all_interpretations,
        };
        // What the judge sees: the dialogue so far, as the history mode builds it.
        let mut said: Vec<(bool, String)> = Vec::new();
        for (turn, (user, reply)) in user_turns(d).into_iter().enumerate() {
            let gold_type = user.kind.as_deref().and_then(parse_type);
            let gold_sql = gold_sql(reply);
            let started = Instant::now();
            let response = session.ask(&user.text);
            let latency_ms = started.elapsed().as_secs_f64() * 1000.0;
            let gold_rows: Option<Result<ResultSet, String>> =
                gold_sql.as_ref().map(|q| match db {
                    Some(id) => engine
                        .lake
                        .db(id)
                        .source
                        .connect()
                        .query(q, &gold_limits)
                        .map_err(|e| e.to_string()),
                    None => Err(format!("database '{}' is not in the lake", d.db_name)),
                });
            let exec_match = match (&gold_rows, response.decision) {
                (Some(Ok(g)), Decision::Answer) => {
                    let pred = answered_result(engine, &response);
                    Some(results_match(
                        g,
                        &pred,
                        gold_sql.as_deref().is_some_and(has_top_level_order),
                    ))
                }
                (Some(Ok(_)), _) => Some(false),
                _ => None,
            };
            said.push((true, user.text.clone()));
            let rqs = match (&options.judge, gold_type) {
                (Some(judge), Some(expected)) => {
                    judge.0.rqs(&said, expected, &response, gold_sql.as_deref())
                }
                _ => None,
            };
            let scored =
                gold_type == Some(QuestionType::Answerable) && matches!(gold_rows, Some(Ok(_)));
            let em = match (&gold_sql, &response.sql, &schema) {
                (Some(g), Some(p), Some(s)) if response.decision == Decision::Answer => {
                    exact_match(g, p, s).unwrap_or(false)
                }
                _ => false,
            };
            outcomes.push(TurnOutcome {
                dialogue: k,
                turn,
                db_name: d.db_name.clone(),
                question: user.text.clone(),
                gold_type,
                predicted_type: response.question_type,
                decision: response.decision,
                gold_sql: gold_sql.clone(),
                sql: response.sql.clone(),
                ex: scored.then_some(exec_match == Some(true)),
                em: scored.then_some(em),
                exec_match,
                message: response.message.clone(),
                latency_ms,
                gold_error: match gold_rows {
                    Some(Err(e)) => Some(e),
                    _ => None,
                },
                rqs,
                source: response.source,
                llm: LlmItem::of(&response),
            });
            match (options.history, reply) {
                (History::Gold, Some(r)) => said.push((false, r.text.clone())),
                (History::Own, _) => said.push((false, response.message.clone())),
                _ => {}
            }
            if options.history == History::Gold {
                if let Some(r) = reply {
                    session.tell(&r.text, gold_sql.as_deref());
                }
            }
        }
    }
    progress(n, n);
    let (mut metrics, tables) = metrics(&outcomes);
    if options.judge.is_some() {
        let scored: Vec<f64> = outcomes
            .iter()
            .filter_map(|o| o.rqs.map(f64::from))
            .collect();
        let asked = outcomes.iter().filter(|o| o.gold_type.is_some()).count();
        if let Some(m) = metrics.as_object_mut() {
            let mean = if scored.is_empty() {
                Value::Null
            } else {
                json!(scored.iter().sum::<f64>() / scored.len() as f64)
            };
            m.insert("rqs".into(), mean);
            m.insert("rqs_judged".into(), json!(scored.len()));
            m.insert("rqs_unscored".into(), json!(asked - scored.len()));
        }
    }
    let count = |f: &dyn Fn(&TurnOutcome) -> bool| outcomes.iter().filter(|o| f(o)).count();
    let counts = json!({
        "dialogues": n,
        "user_turns": outcomes.len(),
        "scored_sql_turns": count(&|o| o.ex.is_some()),
        "gold_errors": count(&|o| o.gold_error.is_some()),
        "missing_databases": missing_db,
    });
    let mut extra = json!({
        "counts": counts,
        "history": options.history,
        "all_interpretations": options.all_interpretations,
        "tables": tables,
    });
    if engine.assist.is_some() {
        let views: Vec<ItemView<'_>> = outcomes
            .iter()
            .map(|o| ItemView {
                source: o.source,
                llm: o.llm.as_ref(),
                correct: o.exec_match == Some(true),
                gold_type: o.gold_type,
            })
            .collect();
        extra["llm"] = llm_usage::summary(&views);
    }
    Report {
        benchmark: "mmsql".into(),
        n,
        metrics,
        extra,
        items: outcomes
            .iter()
            .filter_map(|o| {
                let mut v = serde_json::to_value(o).ok()?;
                if let Some(obj) = v.as_object_mut() {
                    obj.insert("tdex".into(), json!(o.tdex()));
                }
                Some(v)
            })
            .collect(),
    }
}
