//! The project's own labelled-question format, written by every generator and read by
//! `clarisql bench labelled`:
//!
//! ```json
//! [{"db_id": "shop", "question": "What is the highest price?", "type": "ambiguous",
//!   "category": "ColumnAmbiguity", "queries": ["SELECT MAX(list_price) FROM products",
//!   "SELECT MAX(sale_price) FROM products"]}]
//! ```
//!
//! - `type`: `answerable` | `ambiguous` | `unanswerable` | `improper` (the taxonomy's
//!   [`QuestionType`]).
//! - `category` (optional): a taxonomy [`Category`] name; its question type must be `type`.
//! - `queries`: one gold query for an answerable question, two or more non-equivalent
//!   interpretations for an ambiguous one (the first is the one a simulated user prefers), none
//!   otherwise.
//! - optional: `id`; `span` (the words that carry the issue); `clarified_query` (what an
//!   unanswerable question becomes once the user clarifies, e.g. the full value for a
//!   `ValueNotFound`); `note` (how the case was made, for people).

use clarisql_analyze::{Category, QuestionType};
use serde::{Deserialize, Serialize};
use std::path::Path;

/// One labelled question.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct LabelledCase {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub id: Option<String>,
    pub db_id: String,
    pub question: String,
    #[serde(rename = "type")]
    pub question_type: QuestionType,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub category: Option<Category>,
    #[serde(default)]
    pub queries: Vec<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub span: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub clarified_query: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub note: Option<String>,
}

impl LabelledCase {
    /// A case with no optional field set.
    pub fn new(
        db_id: impl Into<String>,
        question: impl Into<String>,
        question_type: QuestionType,
        category: Option<Category>,
        queries: Vec<String>,
    ) -> LabelledCase {
        LabelledCase {
            id: None,
            db_id: db_id.into(),
            question: question.into(),
            question_type,
            category,
            queries,
            span: None,
            clarified_query: None,
            note: None,
        }
    }

    /// What is wrong with the case, if anything (the rules of the module documentation).
    pub fn problem(&self) -> Option<String> {
        if self.db_id.trim().is_empty() {
            return Some("`db_id` is empty".into());
        }
        if self.question.trim().is_empty() {
            return Some("`question` is empty".into());
        }
        let n = self.queries.len();
        match self.question_type {
            QuestionType::Answerable if n != 1 => {
                return Some(format!(
                    "an answerable question has exactly one gold query, this one has {n}"
                ))
            }
            QuestionType::Ambiguous if n < 2 => {
                return Some(format!(
                    "an ambiguous question has two or more interpretations, this one has {n}"
                ))
            }
            QuestionType::Unanswerable | QuestionType::Improper if n != 0 => {
                return Some(format!(
                    "an {} question has no gold query, this one has {n} (put the query that answers it after clarification in `clarified_query`)",
                    self.question_type
                ))
            }
            _ => {}
        }
        if let Some(c) = self.category {
            if c.question_type() != self.question_type {
                return Some(format!(
                    "category {c} is a kind of {} question, but `type` is {}",
                    c.question_type(),
                    self.question_type
                ));
            }
        }
        if self.queries.iter().any(|q| q.trim().is_empty()) {
            return Some("a gold query is empty".into());
        }
        None
    }
}

/// Why a labelled file could not be read or written.
#[derive(Debug, thiserror::Error)]
pub enum LabelledError {
    #[error("cannot read {path}: {message}")]
    Read { path: String, message: String },
    #[error("{path} is not a labelled-question file: {message}")]
    Format { path: String, message: String },
    #[error("cannot write {path}: {message}")]
    Write { path: String, message: String },
}

/// Reads and checks a labelled file; the error names the first bad case by its position.
pub fn read_cases(path: &Path) -> Result<Vec<LabelledCase>, LabelledError> {
    let shown = path.display().to_string();
    let text = std::fs::read_to_string(path).map_err(|e| LabelledError::Read {
        path: shown.clone(),
        message: e.to_string(),
    })?;
    parse_cases(&text).map_err(|message| LabelledError::Format {
        path: shown,
        message,
    })
}

/// Parses and checks labelled cases from JSON text.
pub fn parse_cases(text: &str) -> Result<Vec<LabelledCase>, String> {
    let cases: Vec<LabelledCase> = serde_json::from_str(text).map_err(|e| {
        format!(
            "{e}; expected a JSON array of {{\"db_id\", \"question\", \"type\", \"category\"?, \"queries\"}} objects"
        )
    })?;
    for (i, c) in cases.iter().enumerate() {
        if let Some(p) = c.problem() {
            return Err(format!("case {} ({:?}): {p}", i + 1, c.question));
        }
    }
    Ok(cases)
}

/// Writes cases as pretty JSON, creating the parent folder.
pub fn write_cases(path: &Path, cases: &[LabelledCase]) -> Result<(), LabelledError> {
    let err = |message: String| LabelledError::Write {
        path: path.display().to_string(),
        message,
    };
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        std::fs::create_dir_all(dir).map_err(|e| err(e.to_string()))?;
    }
    let text = serde_json::to_string_pretty(cases).map_err(|e| err(e.to_string()))?;
    std::fs::write(path, text + "\n").map_err(|e| err(e.to_string()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_the_documented_shape_and_checks_it() {
        let ok = r#"[
          {"db_id": "shop", "question": "highest price?", "type": "ambiguous",
           "category": "ColumnAmbiguity", "queries": ["SELECT 1", "SELECT 2"]},
          {"db_id": "shop", "question": "thanks!", "type": "improper", "queries": []},
          {"db_id": "shop", "question": "price of 'Lamp'?", "type": "unanswerable",
           "category": "ValueNotFound", "clarified_query": "SELECT 3"}
        ]"#;
        let cases = parse_cases(ok).expect("valid");
        assert_eq!(cases.len(), 3);
        assert_eq!(cases[0].category, Some(Category::ColumnAmbiguity));
        assert_eq!(cases[2].clarified_query.as_deref(), Some("SELECT 3"));
        let json = serde_json::to_string(&cases[1]).expect("serialises");
        assert_eq!(
            json,
            r#"{"db_id":"shop","question":"thanks!","type":"improper","queries":[]}"#
        );

        for (bad, why) in [
            (
                r#"[{"db_id":"a","question":"q","type":"answerable","queries":[]}]"#,
                "exactly one",
            ),
            (
                r#"[{"db_id":"a","question":"q","type":"ambiguous","queries":["x"]}]"#,
                "two or more",
            ),
            (
                r#"[{"db_id":"a","question":"q","type":"unanswerable","queries":["x"]}]"#,
                "no gold query",
            ),
            (
                r#"[{"db_id":"a","question":"q","type":"ambiguous","category":"OutOfScope","queries":["x","y"]}]"#,
                "kind of unanswerable",
            ),
            (
                r#"[{"db_id":"a","question":"q","type":"maybe","queries":[]}]"#,
                "expected a JSON array",
            ),
        ] {
            let e = parse_cases(bad).expect_err(bad);
            assert!(e.contains(why), "{e}");
        }
    }
}
