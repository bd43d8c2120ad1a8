//! The Spider-format benchmark: `[{db_id, question, query}]`, scored by execution.
//!
//! A question counts as correct only when the engine answered it and its rows match the gold
//! query's (execution accuracy: the rows decide, whichever database produced them; the database
//! choice is scored separately as `db_top1`). Without `open` the engine is told the database; with it, the engine searches the
//! whole lake, and retrieval is scored too (right database first, gold tables in the top k).

use crate::compare::{answered_result, gold_limits, results_match};
use crate::llm_usage::{self, ItemView, LlmItem};
use crate::report::{percentile, Report};
use crate::BenchError;
use clarisql_analyze::QuestionType;
use clarisql_engine::{AnswerSource, Ask, Decision, Engine};
use serde::{Deserialize, Serialize};
use serde_json::json;
use std::path::Path;
use std::time::Instant;

#[derive(Debug, Clone, Deserialize, Serialize)]
pub struct SpiderItem {
    pub db_id: String,
    pub question: String,
    pub query: String,
}

/// Reads a Spider-format file, naming the file and the problem when it is malformed.
pub fn read_items(path: &Path) -> Result<Vec<SpiderItem>, BenchError> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| BenchError::Read(path.display().to_string(), e.to_string()))?;
    serde_json::from_str(&text).map_err(|e| {
        BenchError::Format(
            path.display().to_string(),
            format!("{e}; expected a JSON array of {{\"db_id\", \"question\", \"query\"}} objects"),
        )
    })
}

#[derive(Debug, Clone)]
pub struct SpiderOptions {
    pub open: bool,
    pub limit: Option<usize>,
    /// Seconds it took to build the index (reported, not measured here).
    pub index_build_s: f64,
}

#[derive(Debug, Clone, Serialize)]
pub struct SpiderRow {
    pub db_id: String,
    pub question: String,
    pub gold: String,
    pub decision: Decision,
    pub predicted_database: Option<String>,
    pub sql: Option<String>,
    pub correct: bool,
    pub db_top1: bool,
    /// Where the gold database stands among the databases the engine read in full (0 = first);
    /// absent when retrieval did not bring it that far.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub gold_db_rank: Option<usize>,
    pub tables_at_k: bool,
    pub confidence: f32,
    /// What lowered the engine's confidence in its reading (what to fix when it refused).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub doubts: Vec<String>,
    pub message: String,
    pub latency_ms: f64,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub gold_error: Option<String>,
    /// Who wrote the SQL (the engine, or an LLM it verified).
    pub source: AnswerSource,
    /// What the LLM did for this question (calls, cost, its proposals' fate); absent when the
    /// model had no part in it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub llm: Option<LlmItem>,
}

/// Tables a gold query reads (lower-case names), from its AST.
pub fn gold_tables(sql: &str) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    let Ok(stmts) = sqlparser::parser::Parser::parse_sql(&sqlparser::dialect::MySqlDialect {}, sql)
    else {
        return out;
    };
    let _ = sqlparser::ast::visit_relations(&stmts, |r| {
        if let Some(last) = r.0.last().and_then(|p| p.as_ident()) {
            let n = last.value.to_lowercase();
            if !out.contains(&n) {
                out.push(n);
            }
        }
        std::ops::ControlFlow::<()>::Continue(())
    });
    out
}

/// True when the query orders its result at the top level (then row order counts).
pub fn has_top_level_order(sql: &str) -> bool {
    match sqlparser::parser::Parser::parse_sql(&sqlparser::dialect::MySqlDialect {}, sql) {
        Ok(stmts) => {
            matches!(stmts.first(), Some(sqlparser::ast::Statement::Query(q)) if q.order_by.is_some())
        }
        Err(_) => sql.to_lowercase().contains("order by"),
    }
}

pub fn run(
    engine: &Engine,
    items: &[SpiderItem],
    options: &SpiderOptions,
    progress: &dyn Fn(usize, usize),
) -> Report {
    let items: Vec<&SpiderItem> = items
        .iter()
        .take(options.limit.unwrap_or(usize::MAX))
        .collect();
    let n = items.len();
    let gold_limits = gold_limits();
    let mut rows: Vec<SpiderRow> = Vec::with_capacity(n);
    for (k, item) in items.iter().enumerate() {
        progress(k, n);
        let db = engine.lake.database(&item.db_id).map(|(id, _)| id);
        let gold = db
            .ok_or_else(|| format!("database '{}' is not in the lake", item.db_id))
            .and_then(|d| {
                engine
                    .lake
                    .db(d)
                    .source
                    .connect()
                    .query(&item.query, &gold_limits)
                    .map_err(|e| e.to_string())
            });
        let ask = Ask {
            db: if options.open { None } else { db },
            all_interpretations: false,
        };
        let started = Instant::now();
        let response = engine.ask(&item.question, &ask);
        let latency_ms = started.elapsed().as_secs_f64() * 1000.0;
        let correct = match (&gold, response.decision) {
            (Ok(g), Decision::Answer) => results_match(
                g,
                &answered_result(engine, &response),
                has_top_level_order(&item.query),
            ),
            _ => false,
        };
        let predicted_database = response
            .database
            .clone()
            .or_else(|| response.candidate_databases.first().cloned());
        let gold_tables = gold_tables(&item.query);
        let prefix = format!("{}.", item.db_id.to_lowercase());
        let retrieved: Vec<String> = response
            .retrieved_tables
            .iter()
            .take(5)
            .map(|t| t.to_lowercase())
            .collect();
        let tables_at_k = !gold_tables.is_empty()
            && gold_tables
                .iter()
                .all(|g| retrieved.contains(&format!("{prefix}{g}")));
        rows.push(SpiderRow {
            db_id: item.db_id.clone(),
            question: item.question.clone(),
            gold: item.query.clone(),
            decision: response.decision,
            db_top1: predicted_database.as_deref() == Some(item.db_id.as_str()),
            gold_db_rank: response
                .candidate_databases
                .iter()
                .position(|d| d == &item.db_id),
            predicted_database,
            sql: response.sql.clone(),
            correct,
            tables_at_k,
            confidence: response.confidence,
            doubts: response.doubts.clone(),
            message: response.message.clone(),
            latency_ms,
            gold_error: gold.err(),
            source: response.source,
            llm: LlmItem::of(&response),
        });
    }
    progress(n, n);
    let count = |f: &dyn Fn(&SpiderRow) -> bool| rows.iter().filter(|r| f(r)).count();
    let answered = count(&|r| r.decision == Decision::Answer);
    let correct = count(&|r| r.correct);
    let frac = |x: usize| if n == 0 { 0.0 } else { x as f64 / n as f64 };
    let mut latencies: Vec<f64> = rows.iter().map(|r| r.latency_ms).collect();
    latencies.sort_by(f64::total_cmp);
    let metrics = json!({
        "ex": frac(correct),
        "answered": frac(answered),
        "answer_precision": if answered == 0 { 0.0 } else { correct as f64 / answered as f64 },
        "coverage": frac(answered),
        "clarified": frac(count(&|r| r.decision == Decision::Clarify)),
        "refused": frac(count(&|r| r.decision == Decision::Refuse)),
        "db_top1": frac(count(&|r| r.db_top1)),
        "table_recall_at_5": frac(count(&|r| r.tables_at_k)),
        "latency_ms_p50": percentile(&latencies, 50.0),
        "latency_ms_p95": percentile(&latencies, 95.0),
        "index_build_s": options.index_build_s,
    });
    let counts = json!({
        "answered": answered,
        "correct": correct,
        "gold_errors": count(&|r| r.gold_error.is_some()),
    });
    let mut extra = json!({ "counts": counts, "open": options.open });
    if engine.assist.is_some() {
        // Spider questions are all answerable: the second opinion is scored against that.
        let views: Vec<ItemView<'_>> = rows
            .iter()
            .map(|r| ItemView {
                source: r.source,
                llm: r.llm.as_ref(),
                correct: r.correct,
                gold_type: Some(QuestionType::Answerable),
            })
            .collect();
        extra["llm"] = llm_usage::summary(&views);
    }
    Report {
        benchmark: "spider".into(),
        n,
        metrics,
        extra,
        items: rows
            .iter()
            .filter_map(|r| serde_json::to_value(r).ok())
            .collect(),
    }
}
