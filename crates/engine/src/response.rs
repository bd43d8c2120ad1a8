//! What the engine says back: the JSON object of `clarisql ask --json`, and its text form.

use crate::assist::{AnswerSource, LlmTrace};
use clarisql_analyze::{Finding, QuestionType};
use clarisql_exec::Value;
use serde::Serialize;
use std::fmt::Write as _;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Decision {
    /// Verified SQL was run and its rows are the answer.
    Answer,
    /// One question to the user would resolve what blocks an answer.
    Clarify,
    /// The question cannot be answered from this lake; `message` says why.
    Refuse,
    /// Small talk: a reply, no SQL.
    Reply,
}

/// A clarification question with options drawn from the data.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Clarification {
    pub question: String,
    pub options: Vec<String>,
}

/// One extra reading of an ambiguous question, answered (with `--all-interpretations`).
#[derive(Debug, Clone, Serialize)]
pub struct Reading {
    pub description: String,
    pub sql: String,
    pub columns: Vec<String>,
    pub rows: Vec<Vec<Value>>,
}

#[derive(Debug, Clone, Serialize)]
pub struct Response {
    pub decision: Decision,
    pub question_type: QuestionType,
    pub database: Option<String>,
    pub tables: Vec<String>,
    pub sql: Option<String>,
    pub columns: Vec<String>,
    pub rows: Vec<Vec<Value>>,
    /// True when the row cap cut the answer short.
    pub truncated: bool,
    pub findings: Vec<Finding>,
    pub clarification: Option<Clarification>,
    pub message: String,
    pub assumptions: Vec<String>,
    /// Why the engine is less than sure (for `--explain` and debugging).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub doubts: Vec<String>,
    /// 0..1: how sure the engine is of the reading it answered (or would have answered).
    pub confidence: f32,
    /// Every reading, when the question was ambiguous and all were asked for.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub interpretations: Vec<Reading>,
    /// Databases considered, best first (open-domain retrieval).
    pub candidate_databases: Vec<String>,
    /// Tables retrieved, best first (up to the configured k).
    pub retrieved_tables: Vec<String>,
    pub elapsed_ms: f64,
    /// Who wrote the SQL: the engine's builder, or an LLM whose SQL the engine verified.
    pub source: AnswerSource,
    /// What an LLM did for this response (cost, proposed queries, notes); absent without one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub llm: Option<LlmTrace>,
    /// The reading that was answered, for the dialogue to carry over (not part of the JSON).
    #[serde(skip)]
    pub query: Option<clarisql_sql::Query>,
}

impl Response {
    pub fn new(
        decision: Decision,
        question_type: QuestionType,
        message: impl Into<String>,
    ) -> Response {
        Response {
            decision,
            question_type,
            database: None,
            tables: Vec::new(),
            sql: None,
            columns: Vec::new(),
            rows: Vec::new(),
            truncated: false,
            findings: Vec::new(),
            clarification: None,
            message: message.into(),
            assumptions: Vec::new(),
            doubts: Vec::new(),
            confidence: 0.0,
            interpretations: Vec::new(),
            candidate_databases: Vec::new(),
            retrieved_tables: Vec::new(),
            elapsed_ms: 0.0,
            source: AnswerSource::Deterministic,
            llm: None,
            query: None,
        }
    }

    /// The text people read in a terminal: decision, SQL, a table of at most `max_rows` rows,
    /// assumptions, and the clarification options.
    pub fn render_text(&self, max_rows: usize) -> String {
        let mut out = String::new();
        match self.decision {
            Decision::Answer => {
                let _ = writeln!(out, "{}", self.message);
                if let Some(sql) = &self.sql {
                    let by = match self.source {
                        AnswerSource::Llm => ", written by the LLM, verified",
                        _ => "",
                    };
                    let _ = writeln!(
                        out,
                        "SQL ({}{by}): {sql}",
                        self.database.as_deref().unwrap_or("?")
                    );
                }
                out.push_str(&render_table(
                    &self.columns,
                    &self.rows,
                    max_rows,
                    self.truncated,
                ));
                for r in &self.interpretations {
                    let _ = writeln!(
                        out,
                        "\nAnother reading — {}:\nSQL: {}",
                        r.description, r.sql
                    );
                    out.push_str(&render_table(&r.columns, &r.rows, max_rows, false));
                }
            }
            Decision::Clarify => {
                if let Some(c) = &self.clarification {
                    let _ = writeln!(out, "{}", c.question);
                    for (i, o) in c.options.iter().enumerate() {
                        let _ = writeln!(out, "  {}. {o}", i + 1);
                    }
                } else {
                    let _ = writeln!(out, "{}", self.message);
                }
            }
            Decision::Refuse | Decision::Reply => {
                let _ = writeln!(out, "{}", self.message);
                for r in &self.interpretations {
                    let _ = writeln!(out, "\n{}:\nSQL: {}", r.description, r.sql);
                    out.push_str(&render_table(&r.columns, &r.rows, max_rows, false));
                }
            }
        }
        if !self.assumptions.is_empty() && self.decision == Decision::Answer {
            let _ = writeln!(out, "Assumed: {}", self.assumptions.join("; "));
        }
        out
    }
}

fn render_table(
    columns: &[String],
    rows: &[Vec<Value>],
    max_rows: usize,
    truncated: bool,
) -> String {
    if columns.is_empty() {
        return String::new();
    }
    let shown: Vec<Vec<String>> = rows
        .iter()
        .take(max_rows)
        .map(|r| r.iter().map(|v| clip(&v.to_string(), 40)).collect())
        .collect();
    let mut widths: Vec<usize> = columns
        .iter()
        .map(|c| clip(c, 40).chars().count())
        .collect();
    for r in &shown {
        for (i, cell) in r.iter().enumerate() {
            if let Some(w) = widths.get_mut(i) {
                *w = (*w).max(cell.chars().count());
            }
        }
    }
    let line = |cells: &[String]| -> String {
        let parts: Vec<String> = cells
            .iter()
            .enumerate()
            .map(|(i, c)| format!("{:<w$}", c, w = widths.get(i).copied().unwrap_or(0)))
            .collect();
        format!("| {} |\n", parts.join(" | "))
    };
    let mut out = String::new();
    out.push_str(&line(
        &columns.iter().map(|c| clip(c, 40)).collect::<Vec<_>>(),
    ));
    out.push_str(&format!(
        "|{}|\n",
        widths
            .iter()
            .map(|w| "-".repeat(w + 2))
            .collect::<Vec<_>>()
            .join("|")
    ));
    for r in &shown {
        out.push_str(&line(r));
    }
    let more = rows.len().saturating_sub(max_rows);
    if more > 0 || truncated {
        let _ = writeln!(
            out,
            "… {} more row(s){}",
            more,
            if truncated {
                " (and the result was capped)"
            } else {
                ""
            }
        );
    }
    let _ = writeln!(
        out,
        "({} row{})",
        rows.len(),
        if rows.len() == 1 { "" } else { "s" }
    );
    out
}

fn clip(s: &str, n: usize) -> String {
    if s.chars().count() <= n {
        s.to_string()
    } else {
        format!("{}…", s.chars().take(n - 1).collect::<String>())
    }
}
