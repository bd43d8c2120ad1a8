//! Every prompt the project sends, in one place.
//!
//! Each prompt is a function from a typed input to a [`Prompt`]: the messages, the JSON Schema
//! of the expected answer when it is structured, and a version tag (`"sql_generation@1/en"`)
//! that goes into the cache key, so editing a prompt's text — which must come with a version
//! bump — retires its cached answers. Every prompt exists in English and Chinese.
//!
//! The texts are ours. They carry over ideas from the papers the project implements (MMSQL's
//! detector, decomposer, refiner and RQS judge; TACO-SQL's rewriting, planning and iterative
//! refinement; ODUTQA's SQL generation-and-validation agent, forbidden-word rewriting and
//! keyword-preserving simulated user; SQUAB's test wording), not their wording.
//!
//! Inputs are plain data (names, texts, sample values) so that this crate needs nothing from
//! the engine; the engine fills them from its own types.
//!
//! ```
//! use clarisql_llm::prompts::{self, Lang, Speaker, Turn};
//! let prompt = prompts::question_rewrite(&prompts::RewriteInput {
//!     lang: Lang::En,
//!     dialogue: vec![Turn::user("I need my employee records for a report; my ID is E12345, thanks")],
//! });
//! assert_eq!(prompt.version_tag(), "question_rewrite@1/en");
//! let request = prompt.into_request();
//! assert!(request.response_schema.is_some());
//! ```

mod judge;
mod question;
mod sql;
mod user;

pub use judge::{rqs_judge, RqsInput, RqsScores};
pub use question::{
    forbidden_word_rewrite, question_rewrite, question_type, squab_question, ForbiddenRewriteInput,
    QuestionKind, QuestionTypeAnswer, QuestionTypeInput, RewriteAnswer, RewriteCheck, RewriteInput,
    SquabCategory, SquabQuestionInput,
};
pub use sql::{
    decompose, sql_agent, sql_generation, sql_repair, DecomposeInput, Example, PlanAnswer,
    PlanStep, RepairAnswer, RepairInput, RepairProblem, SqlAnswer, SqlGenerationInput,
    UnmatchedValue,
};
pub use user::{clean_paraphrase, keeps_key_value, user_paraphrase, ParaphraseInput};

use crate::chat::{ChatRequest, JsonSchema, Message};
use serde::{Deserialize, Serialize};
use std::fmt::Write as _;

/// The language a prompt is written in (and the model is asked to answer in).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    #[default]
    En,
    Zh,
}

impl Lang {
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Zh => "zh",
        }
    }
    /// The English or the Chinese text.
    pub(crate) fn pick<'a>(self, en: &'a str, zh: &'a str) -> &'a str {
        match self {
            Lang::En => en,
            Lang::Zh => zh,
        }
    }
}

/// A ready-to-send prompt.
#[derive(Debug, Clone, PartialEq)]
pub struct Prompt {
    /// Stable name of the prompt (`"sql_generation"`).
    pub id: &'static str,
    /// Bumped whenever the prompt's text or schema changes.
    pub version: u32,
    pub lang: Lang,
    pub messages: Vec<Message>,
    /// The expected answer's schema; `None` for free-text answers.
    pub schema: Option<JsonSchema>,
}

impl Prompt {
    /// `id@version/lang`, the string that goes into the cache key.
    pub fn version_tag(&self) -> String {
        format!("{}@{}/{}", self.id, self.version, self.lang.code())
    }

    /// A request at temperature 0 (benchmarks want repeatable answers), with the schema and
    /// the version tag set. Adjust the returned request for sampling, max tokens or a seed.
    pub fn into_request(self) -> ChatRequest {
        let tag = self.version_tag();
        let mut request = ChatRequest::new(self.messages)
            .with_temperature(0.0)
            .with_prompt_version(tag);
        request.response_schema = self.schema;
        request
    }
}

/// A table the model may use, with the columns that matter for the question.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
pub struct TableContext {
    /// As the SQL must name it: `table`, or `database.table` in a lake.
    pub name: String,
    /// A human caption or description, when the source has one.
    pub caption: Option<String>,
    pub columns: Vec<ColumnContext>,
}

/// A column, with a few of its real values: they teach the model spelling and format.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
pub struct ColumnContext {
    pub name: String,
    pub data_type: String,
    pub description: Option<String>,
    pub samples: Vec<String>,
}

impl ColumnContext {
    pub fn new(name: impl Into<String>, data_type: impl Into<String>) -> Self {
        ColumnContext {
            name: name.into(),
            data_type: data_type.into(),
            ..ColumnContext::default()
        }
    }
    pub fn with_samples(mut self, samples: &[&str]) -> Self {
        self.samples = samples.iter().map(|s| s.to_string()).collect();
        self
    }
}

/// Who said a dialogue turn.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Speaker {
    User,
    System,
}

/// One turn of the conversation with the person asking.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Turn {
    pub speaker: Speaker,
    pub text: String,
}

impl Turn {
    pub fn user(text: impl Into<String>) -> Self {
        Turn {
            speaker: Speaker::User,
            text: text.into(),
        }
    }
    pub fn system(text: impl Into<String>) -> Self {
        Turn {
            speaker: Speaker::System,
            text: text.into(),
        }
    }
}

/// Something the engine already settled about the question: a phrase and what it means in the
/// data ("rating" -> `movies.imdb_rating`, chosen by the user).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ResolvedFinding {
    pub phrase: String,
    pub meaning: String,
}

/// Samples shown per column: enough to show format and spelling, few enough to keep prompts short.
const MAX_SAMPLES: usize = 5;

pub(crate) fn render_tables(tables: &[TableContext], lang: Lang) -> String {
    let mut out = String::new();
    for table in tables {
        let _ = write!(out, "{} {}", lang.pick("Table", "表"), table.name);
        if let Some(caption) = table.caption.as_deref().filter(|c| !c.is_empty()) {
            let _ = write!(
                out,
                "{}",
                lang.pick(&format!(" — {caption}"), &format!("（{caption}）"))
            );
        }
        out.push('\n');
        for column in &table.columns {
            let _ = write!(out, "  - {} ({})", column.name, column.data_type);
            if let Some(description) = column.description.as_deref().filter(|d| !d.is_empty()) {
                let _ = write!(out, ": {description}");
            }
            if !column.samples.is_empty() {
                let samples: Vec<String> = column
                    .samples
                    .iter()
                    .take(MAX_SAMPLES)
                    .map(|s| format!("{s:?}"))
                    .collect();
                let _ = write!(
                    out,
                    "{}{}",
                    lang.pick("; values such as ", "；取值如 "),
                    samples.join(", ")
                );
            }
            out.push('\n');
        }
    }
    if out.is_empty() {
        out.push_str(lang.pick("(no tables)\n", "（无表）\n"));
    }
    out
}

pub(crate) fn render_dialogue(dialogue: &[Turn], lang: Lang) -> String {
    let mut out = String::new();
    for turn in dialogue {
        let speaker = match turn.speaker {
            Speaker::User => lang.pick("User", "用户"),
            Speaker::System => lang.pick("System", "系统"),
        };
        let _ = writeln!(
            out,
            "{speaker}{}{}",
            lang.pick(": ", "："),
            turn.text.trim()
        );
    }
    if out.is_empty() {
        out.push_str(lang.pick("(empty)\n", "（空）\n"));
    }
    out
}

pub(crate) fn render_findings(findings: &[ResolvedFinding], lang: Lang) -> String {
    if findings.is_empty() {
        return lang.pick("(none)\n", "（无）\n").to_string();
    }
    findings
        .iter()
        .map(|f| {
            format!(
                "- \"{}\" {} {}\n",
                f.phrase,
                lang.pick("means", "指的是"),
                f.meaning
            )
        })
        .collect()
}

pub(crate) fn render_list(items: &[String], lang: Lang) -> String {
    if items.is_empty() {
        return lang.pick("(none)", "（无）").to_string();
    }
    items
        .iter()
        .map(|item| format!("\"{item}\""))
        .collect::<Vec<_>>()
        .join(", ")
}

/// A strict-mode-compatible object schema: every property required, nothing else allowed.
pub(crate) fn object_schema(properties: serde_json::Value) -> serde_json::Value {
    let required: Vec<String> = properties
        .as_object()
        .map(|props| props.keys().cloned().collect())
        .unwrap_or_default();
    serde_json::json!({
        "type": "object",
        "properties": properties,
        "required": required,
        "additionalProperties": false,
    })
}

#[cfg(test)]
mod tests;
