//! The papers' labels, derived from a reading and its findings (one source of truth: the
//! taxonomy), so clarisql's analysis can be compared with their annotations:
//! - ODUTQA-MDC: the intent-underspecification flag, scope triples
//!   `[content, slot_type, Missing|Error|Unmatch]` and condition triples
//!   `[content, slot_type, "not exist"]`;
//! - DTE: one BIO tag per token, `COL`/`VAL`/`AMB`/`UNK`/`O`, with the grounded schema element.

use crate::interpret::{Grounding, Interpretation};
use crate::taxonomy::{Category, Clause, Finding};
use clarisql_lake::Lake;
use clarisql_text::Token;
use serde::Serialize;

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct OdutqaLabels {
    /// SELECT: the question's intent is underspecified (a vague measure).
    pub intent_underspecification: bool,
    /// FROM: `[content, slot_type, Missing|Error|Unmatch]`.
    pub scope: Vec<[String; 3]>,
    /// WHERE: `[content, slot_type, "not exist"]`.
    pub condition: Vec<[String; 3]>,
}

/// The slot a finding is about: the column (or scope dimension) of its first candidate.
fn slot_type(f: &Finding) -> String {
    f.candidates
        .iter()
        .find_map(|c| c.column.clone())
        .unwrap_or_default()
}

/// A blocking ambiguity between columns of one table about what is asked (not about a
/// condition): ODUTQA's SELECT underspecification, the target column not identified. Columns
/// of different tables leave the table open, not the intent.
pub fn asks_which_column(f: &Finding) -> bool {
    let one_table = f
        .candidates
        .windows(2)
        .all(|w| w[0].database == w[1].database && w[0].table == w[1].table);
    f.category == Category::ColumnAmbiguity && f.blocking && f.clause == Clause::Select && one_table
}

pub fn odutqa_labels(reading: &Interpretation) -> OdutqaLabels {
    let mut labels = OdutqaLabels {
        intent_underspecification: false,
        scope: Vec::new(),
        condition: Vec::new(),
    };
    for f in &reading.findings {
        match f.category {
            Category::VagueIntent => labels.intent_underspecification = true,
            // Which of several columns is asked for: the target column is unclear.
            Category::ColumnAmbiguity if asks_which_column(f) => {
                labels.intent_underspecification = true
            }
            Category::ScopeMissing => {
                labels
                    .scope
                    .push([String::new(), slot_type(f), "Missing".into()])
            }
            Category::ScopeError => {
                labels
                    .scope
                    .push([f.text.clone(), slot_type(f), "Error".into()])
            }
            Category::ScopeUnmatch => {
                labels
                    .scope
                    .push([f.text.clone(), slot_type(f), "Unmatch".into()])
            }
            Category::ValueNotFound => labels.condition.push([
                f.text.trim_matches(|c| c == '"' || c == '\'').to_string(),
                slot_type(f),
                "not exist".into(),
            ]),
            _ => {}
        }
    }
    labels
}

/// One token with its DTE tag.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct TaggedToken {
    pub token: String,
    /// Char offsets in the question.
    pub start: usize,
    pub end: usize,
    /// `B-COL`, `I-VAL`, `B-AMB`, `B-UNK`, `O`, …
    pub tag: String,
    /// `database.table.column` (and `= value` for values) for COL, VAL and AMB.
    pub grounding: Option<String>,
}

/// Tags every token: findings first (an ambiguity is AMB, a missing column or value UNK), then
/// what the reading grounded (COL, VAL), else O.
pub fn dte_tags(
    lake: &Lake,
    text: &str,
    tokens: &[Token],
    reading: &Interpretation,
) -> Vec<TaggedToken> {
    let db = &lake.db(reading.db).id;
    let char_span = |t: &Token| {
        (
            clarisql_text::char_offset(text, t.start),
            clarisql_text::char_offset(text, t.end),
        )
    };
    let mut tags: Vec<(String, Option<String>)> = vec![("O".to_string(), None); tokens.len()];
    let set = |range: std::ops::Range<usize>,
               kind: &str,
               grounding: Option<String>,
               tags: &mut Vec<(String, Option<String>)>| {
        for (n, k) in range.enumerate() {
            if let Some(slot) = tags.get_mut(k) {
                if slot.0 == "O" {
                    *slot = (
                        format!("{}-{kind}", if n == 0 { "B" } else { "I" }),
                        grounding.clone(),
                    );
                }
            }
        }
    };
    for f in &reading.findings {
        let kind = match f.category {
            Category::ColumnAmbiguity | Category::ValueAmbiguity => "AMB",
            Category::ColumnUnanswerable
            | Category::CalculationUnanswerable
            | Category::ValueNotFound => "UNK",
            _ => continue,
        };
        let range: Vec<usize> = tokens
            .iter()
            .enumerate()
            .filter(|(_, t)| {
                let (s, e) = char_span(t);
                s >= f.span.0 && e <= f.span.1 && f.span.1 > f.span.0
            })
            .map(|(k, _)| k)
            .collect();
        if let (Some(&a), Some(&b)) = (range.first(), range.last()) {
            let grounding = (kind == "AMB").then(|| {
                f.candidates
                    .iter()
                    .map(|c| {
                        format!(
                            "{db}.{}.{}",
                            c.table.clone().unwrap_or_default(),
                            c.column.clone().unwrap_or_default()
                        )
                    })
                    .collect::<Vec<_>>()
                    .join(" | ")
            });
            set(a..b + 1, kind, grounding, &mut tags);
        }
    }
    for (unit, g) in &reading.facts.grounding {
        let Some(&(s, e)) = reading.facts.spans.get(*unit) else {
            continue;
        };
        match g {
            Grounding::Column(c) => set(s..e, "COL", Some(lake.column_path(*c)), &mut tags),
            Grounding::Value(c, v) => set(
                s..e,
                "VAL",
                Some(format!("{} = {v}", lake.column_path(*c))),
                &mut tags,
            ),
            Grounding::Table(_) => {}
        }
    }
    tokens
        .iter()
        .zip(tags)
        .filter(|(t, _)| t.kind != clarisql_text::TokenKind::Punct)
        .map(|(t, (tag, grounding))| {
            let (start, end) = char_span(t);
            TaggedToken {
                token: t.raw.clone(),
                start,
                end,
                tag,
                grounding,
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::taxonomy::{Candidate, CandidateKind};

    fn column(table: &str, column: &str) -> Candidate {
        Candidate {
            kind: CandidateKind::Column,
            database: Some("db".into()),
            table: Some(table.into()),
            column: Some(column.into()),
            value: None,
            score: 0.9,
            label: format!("{table}.{column}"),
        }
    }

    fn ambiguity(candidates: Vec<Candidate>, clause: Clause) -> Finding {
        let mut f = Finding::new(
            Category::ColumnAmbiguity,
            (0, 4),
            "site",
            "'site' may refer to …",
        );
        f.candidates = candidates;
        f.clause = clause;
        f
    }

    #[test]
    fn only_a_choice_between_columns_of_one_table_asked_for_is_an_unclear_intent() {
        let one_table = vec![
            column("land", "land_area"),
            column("land", "building_density"),
        ];
        assert!(asks_which_column(&ambiguity(
            one_table.clone(),
            Clause::Select
        )));
        // About a condition: the WHERE clause, not the intent.
        assert!(!asks_which_column(&ambiguity(
            one_table.clone(),
            Clause::Where
        )));
        // Settled by an assumption: nothing was left open.
        let mut settled = ambiguity(one_table, Clause::Select);
        settled.blocking = false;
        assert!(!asks_which_column(&settled));
        // Two tables' columns: which table, not which measure.
        let two_tables = vec![column("sales", "location"), column("land", "location")];
        assert!(!asks_which_column(&ambiguity(two_tables, Clause::Select)));
    }
}
