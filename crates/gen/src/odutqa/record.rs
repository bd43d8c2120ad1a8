//! The question record, in the paper's format (its Figure 5) plus a few fields that make the
//! labels checkable and the simulator exact. One type serves the writer and [`load_records`].

use super::{GenError, Lang};
use clarisql_exec::Value;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::path::Path;

/// `"True"` / `"False"`, as the paper writes its intent-underspecification flag.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Flag {
    True,
    False,
}

impl Flag {
    pub fn is_true(self) -> bool {
        self == Flag::True
    }
    pub fn from_bool(b: bool) -> Flag {
        if b {
            Flag::True
        } else {
            Flag::False
        }
    }
}

/// What is wrong with a scope slot (FROM clause).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum ScopeIssue {
    /// The slot is absent from the question.
    Missing,
    /// The slot's text is found in no table caption (a typo).
    Error,
    /// Each slot exists, but not together (a city–district pair that does not exist).
    Unmatch,
}

/// `[content, slot_type, "Missing" | "Error" | "Unmatch"]`; content is `""` for Missing.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct ScopeTriple(pub String, pub String, pub ScopeIssue);

/// The only condition issue of ODUTQA: the value does not exist in the table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum ConditionIssue {
    #[serde(rename = "not exist")]
    NotExist,
}

/// `[content, column display name, "not exist"]`.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct ConditionTriple(pub String, pub String, pub ConditionIssue);

/// The clause an underspecification touches.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "UPPERCASE")]
pub enum Clause {
    Select,
    From,
    Where,
}

/// What kind of question a record is, by the clauses it leaves underspecified.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Stratum {
    WellSpecified,
    Select,
    From,
    Where,
    /// Two or three clauses at once.
    Mixed,
}

impl Stratum {
    pub fn of(clauses: &[Clause]) -> Stratum {
        let mut c = clauses.to_vec();
        c.sort();
        c.dedup();
        match c.as_slice() {
            [] => Stratum::WellSpecified,
            [Clause::Select] => Stratum::Select,
            [Clause::From] => Stratum::From,
            [Clause::Where] => Stratum::Where,
            _ => Stratum::Mixed,
        }
    }
}

/// The issue a gold clarification resolves, as the simulator matches it against detections.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "clause", rename_all = "UPPERCASE")]
pub enum GoldIssue {
    /// The intent is vague; the answer is the column meant.
    Select,
    /// One or more scope triples (both triples of an Unmatch pair) resolved by one value.
    From { triples: Vec<ScopeTriple> },
    /// A condition value that does not exist.
    Where { triple: ConditionTriple },
}

/// One thing the simulated user knows and says when asked the right question: the correct
/// value and what it is ("Conghua District" is a "District").
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct GoldClarification {
    #[serde(flatten)]
    pub issue: GoldIssue,
    /// The correct value (or the column header for SELECT), which a reply must contain verbatim.
    pub value: String,
    /// Its type: slot type for FROM ("District"), column header for WHERE ("Project Name"),
    /// "Column Name" / "列名" for SELECT.
    pub value_type: String,
}

/// The executed result of the gold SQL.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Answer {
    pub columns: Vec<String>,
    pub rows: Vec<Vec<Value>>,
}

/// One question with its labels, gold SQL and answer.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Record {
    /// `odutqa_en-000042`: unique within a generated lake, stable under a seed.
    pub id: String,
    /// The database the SQL runs on (`odutqa_en`).
    pub db_id: String,
    pub lang: Lang,
    #[serde(rename = "Query")]
    pub query: String,
    /// The tokens `Slots` is aligned with ([`super::tokenize_query`] of the query).
    #[serde(rename = "Tokens")]
    pub tokens: Vec<String>,
    /// Intent ids (`property/average_price`, …); a vague one is `unknown`.
    #[serde(rename = "Intent")]
    pub intent: Vec<String>,
    /// BIO tags over `Tokens`: `B-city`, `I-community`, `O`, …
    #[serde(rename = "Slots")]
    pub slots: Vec<String>,
    /// `{"Column Name": header}` when the intent is vague, else `{}`.
    #[serde(rename = "SELECT-Clarification")]
    pub select_clarification: BTreeMap<String, String>,
    /// `{correct value: slot type}` for every scope issue.
    #[serde(rename = "FROM-Clarification")]
    pub from_clarification: BTreeMap<String, String>,
    /// `{full value: column header}` for every shortened condition value.
    #[serde(rename = "WHERE-Clarification")]
    pub where_clarification: BTreeMap<String, String>,
    #[serde(rename = "Intent-Underspecification")]
    pub intent_underspecification: Flag,
    #[serde(rename = "Scope-Underspecification")]
    pub scope_underspecification: Vec<ScopeTriple>,
    #[serde(rename = "Condition-Underspecification")]
    pub condition_underspecification: Vec<ConditionTriple>,
    #[serde(rename = "Table_caption")]
    pub table_caption: Vec<String>,
    /// The ASCII names of the tables in `Table_caption`, in the same order.
    #[serde(rename = "Tables")]
    pub tables: Vec<String>,
    #[serde(rename = "SQL")]
    pub sql: String,
    #[serde(rename = "Answer")]
    pub answer: Answer,
    /// Words the query must not contain (the vague column's header and its synonyms).
    #[serde(rename = "Forbidden_words")]
    pub forbidden_words: Vec<String>,
    /// The clarifications, one per issue, linked to the label they resolve.
    #[serde(rename = "Gold_clarifications")]
    pub gold_clarifications: Vec<GoldClarification>,
    /// Which clauses are underspecified, as a stratum.
    #[serde(rename = "Stratum")]
    pub stratum: Stratum,
    /// The template the record came from (`property.single.2`): the stratification unit.
    #[serde(rename = "Template")]
    pub template: String,
}

impl Record {
    /// The clauses this record leaves underspecified.
    pub fn clauses(&self) -> Vec<Clause> {
        let mut c = Vec::new();
        if self.intent_underspecification.is_true() {
            c.push(Clause::Select);
        }
        if !self.scope_underspecification.is_empty() {
            c.push(Clause::From);
        }
        if !self.condition_underspecification.is_empty() {
            c.push(Clause::Where);
        }
        c
    }

    /// True when the question reads from more than one table.
    pub fn is_multi_table(&self) -> bool {
        self.tables.len() > 1
    }

    /// True when the question asks for more than one thing.
    pub fn is_multi_intent(&self) -> bool {
        self.intent.len() > 1
    }
}

/// Reads a `train.json` / `validation.json` / `test.json` written by the generator.
pub fn load_records(path: &Path) -> Result<Vec<Record>, GenError> {
    let text = std::fs::read_to_string(path).map_err(|e| GenError::Io {
        path: path.to_path_buf(),
        message: format!("cannot read the records file: {e}"),
    })?;
    serde_json::from_str(&text).map_err(|e| GenError::Malformed {
        path: path.to_path_buf(),
        message: format!(
            "{e} (expected a JSON array of ODUTQA records as written by `odutqa::generate_lake`; \
             regenerate the file or check it was not truncated)"
        ),
    })
}

/// Writes records as a pretty JSON array.
pub(crate) fn write_records(path: &Path, records: &[Record]) -> Result<(), GenError> {
    let text = serde_json::to_string_pretty(records).map_err(|e| GenError::Malformed {
        path: path.to_path_buf(),
        message: format!("cannot serialise the records: {e}"),
    })?;
    std::fs::write(path, text + "\n").map_err(|e| GenError::Io {
        path: path.to_path_buf(),
        message: format!("cannot write the records file: {e}"),
    })
}
