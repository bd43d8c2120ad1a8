//! The one vocabulary of what can be wrong with a question (DESIGN §2): question types, issue
//! categories with the SQL clause they touch, and the `Finding` that carries one issue with its
//! grounding. Detectors, the dialogue, generators, the simulated user and the metrics all use it.

use serde::{Deserialize, Serialize};
use std::fmt;

/// MMSQL's four question types.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum QuestionType {
    Answerable,
    Ambiguous,
    Unanswerable,
    Improper,
}

impl QuestionType {
    pub const ALL: [QuestionType; 4] = [
        QuestionType::Answerable,
        QuestionType::Ambiguous,
        QuestionType::Unanswerable,
        QuestionType::Improper,
    ];

    pub fn name(self) -> &'static str {
        match self {
            QuestionType::Answerable => "answerable",
            QuestionType::Ambiguous => "ambiguous",
            QuestionType::Unanswerable => "unanswerable",
            QuestionType::Improper => "improper",
        }
    }

    pub fn parse(s: &str) -> Option<QuestionType> {
        QuestionType::ALL
            .into_iter()
            .find(|t| t.name().eq_ignore_ascii_case(s.trim()))
    }
}

impl fmt::Display for QuestionType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The part of the SQL an issue touches.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Clause {
    Select,
    From,
    Where,
    Structure,
    Whole,
}

/// Every issue category of the union of ODUTQA, DTE, SQUAB and MMSQL.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Category {
    VagueIntent,
    ColumnAmbiguity,
    ColumnUnanswerable,
    CalculationUnanswerable,
    TypeToken,
    ScopeMissing,
    ScopeError,
    ScopeUnmatch,
    TableAmbiguity,
    ValueNotFound,
    ValueAmbiguity,
    AttachmentAmbiguity,
    QuantifierScope,
    OutOfScope,
    ContextAmbiguity,
    Improper,
}

impl Category {
    pub const ALL: [Category; 16] = [
        Category::VagueIntent,
        Category::ColumnAmbiguity,
        Category::ColumnUnanswerable,
        Category::CalculationUnanswerable,
        Category::TypeToken,
        Category::ScopeMissing,
        Category::ScopeError,
        Category::ScopeUnmatch,
        Category::TableAmbiguity,
        Category::ValueNotFound,
        Category::ValueAmbiguity,
        Category::AttachmentAmbiguity,
        Category::QuantifierScope,
        Category::OutOfScope,
        Category::ContextAmbiguity,
        Category::Improper,
    ];

    pub fn clause(self) -> Clause {
        use Category::*;
        match self {
            VagueIntent
            | ColumnAmbiguity
            | ColumnUnanswerable
            | CalculationUnanswerable
            | TypeToken => Clause::Select,
            ScopeMissing | ScopeError | ScopeUnmatch | TableAmbiguity => Clause::From,
            ValueNotFound | ValueAmbiguity | AttachmentAmbiguity => Clause::Where,
            QuantifierScope => Clause::Structure,
            OutOfScope | ContextAmbiguity | Improper => Clause::Whole,
        }
    }

    /// The question type a question has when this is its most serious issue.
    pub fn question_type(self) -> QuestionType {
        use Category::*;
        match self {
            ColumnUnanswerable
            | CalculationUnanswerable
            | ValueNotFound
            | OutOfScope
            | ScopeError
            | ScopeUnmatch => QuestionType::Unanswerable,
            Improper => QuestionType::Improper,
            _ => QuestionType::Ambiguous,
        }
    }

    pub fn name(self) -> &'static str {
        use Category::*;
        match self {
            VagueIntent => "VagueIntent",
            ColumnAmbiguity => "ColumnAmbiguity",
            ColumnUnanswerable => "ColumnUnanswerable",
            CalculationUnanswerable => "CalculationUnanswerable",
            TypeToken => "TypeToken",
            ScopeMissing => "ScopeMissing",
            ScopeError => "ScopeError",
            ScopeUnmatch => "ScopeUnmatch",
            TableAmbiguity => "TableAmbiguity",
            ValueNotFound => "ValueNotFound",
            ValueAmbiguity => "ValueAmbiguity",
            AttachmentAmbiguity => "AttachmentAmbiguity",
            QuantifierScope => "QuantifierScope",
            OutOfScope => "OutOfScope",
            ContextAmbiguity => "ContextAmbiguity",
            Improper => "Improper",
        }
    }

    pub fn parse(s: &str) -> Option<Category> {
        let key: String = s
            .chars()
            .filter(|c| c.is_ascii_alphanumeric())
            .collect::<String>()
            .to_ascii_lowercase();
        Category::ALL
            .into_iter()
            .find(|c| c.name().to_ascii_lowercase() == key)
    }
}

impl fmt::Display for Category {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// What a candidate is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum CandidateKind {
    Database,
    Table,
    Column,
    Value,
    /// A reading of the question (an interpretation), e.g. COUNT(*) vs COUNT(DISTINCT …).
    Reading,
}

/// One grounded option for resolving a finding.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Candidate {
    pub kind: CandidateKind,
    pub database: Option<String>,
    pub table: Option<String>,
    pub column: Option<String>,
    pub value: Option<String>,
    /// How well it fits, 0..1.
    pub score: f32,
    /// How a person would call it ("IMDB Rating", "Volkswagen", "count every row").
    pub label: String,
}

/// One issue found in a question.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Finding {
    pub category: Category,
    pub clause: Clause,
    /// Char offsets `[start, end)` in the question; `[0, 0]` when the issue is the whole question.
    pub span: (usize, usize),
    pub text: String,
    pub candidates: Vec<Candidate>,
    /// Why the detector believes it (which data it looked at).
    pub evidence: String,
    /// True when no answer should be given before it is resolved.
    pub blocking: bool,
    /// The explanation for people ("'rating' may refer to …").
    pub message: String,
    /// The clarification question to ask, when asking can resolve it.
    pub question: Option<String>,
    /// For an ambiguity: the full reading behind each candidate, in the same order (what the
    /// engine runs when that option is chosen, or when every reading is asked for).
    #[serde(skip)]
    pub readings: Vec<clarisql_sql::Query>,
}

impl Finding {
    pub fn new(
        category: Category,
        span: (usize, usize),
        text: impl Into<String>,
        message: impl Into<String>,
    ) -> Finding {
        Finding {
            category,
            clause: category.clause(),
            span,
            text: text.into(),
            candidates: Vec::new(),
            evidence: String::new(),
            blocking: true,
            message: message.into(),
            question: None,
            readings: Vec::new(),
        }
    }

    /// A ColumnAmbiguity over the words `text` at `span` among `candidates` (columns): the
    /// message and the question that asks which, in Chinese when `zh`.
    pub fn column_choice(
        span: (usize, usize),
        text: &str,
        candidates: Vec<Candidate>,
        zh: bool,
    ) -> Finding {
        let mut candidates = candidates;
        distinguish_alike(&mut candidates);
        let labels: Vec<String> = candidates.iter().map(|c| c.label.clone()).collect();
        let mut f = Finding::new(
            Category::ColumnAmbiguity,
            span,
            text,
            if zh {
                format!("“{text}”可能指{}", or_list_zh(&labels))
            } else {
                format!("'{text}' may refer to {}", or_list(&labels))
            },
        );
        f.question = Some(if zh {
            format!("“{text}”指的是哪一个：{}？", or_list_zh(&labels))
        } else {
            format!("Which one do you mean by '{text}': {}?", or_list(&labels))
        });
        f.candidates = candidates;
        f
    }
}

/// Candidates that people would name alike ("name" of brands and of stores, 'Lisbon' as the
/// city of stores and of customers) are told apart by their table: "name (brands)",
/// "Lisbon (city, stores)".
pub fn distinguish_alike(candidates: &mut [Candidate]) {
    let same = |a: &Candidate, b: &Candidate| {
        a.kind == b.kind
            && matches!(a.kind, CandidateKind::Column | CandidateKind::Value)
            && a.label.to_lowercase() == b.label.to_lowercase()
    };
    let alike: Vec<bool> = (0..candidates.len())
        .map(|i| (0..candidates.len()).any(|j| j != i && same(&candidates[i], &candidates[j])))
        .collect();
    for (c, alike) in candidates.iter_mut().zip(alike) {
        if let (true, Some(t)) = (alike, &c.table) {
            c.label = match c.label.strip_suffix(')') {
                Some(open) if c.kind == CandidateKind::Value => format!("{open}, {t})"),
                _ => format!("{} ({t})", c.label),
            };
        }
    }
}

/// Joins labels as people list them: "A", "A or B", "A, B or C".
pub fn or_list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [a] => a.clone(),
        [rest @ .., last] => format!("{} or {}", rest.join(", "), last),
    }
}

/// "A、B或C": `or_list` for a message worded in Chinese.
pub fn or_list_zh(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [a] => a.clone(),
        [rest @ .., last] => format!("{}或{}", rest.join("、"), last),
    }
}

/// Whether findings about `question` are worded in Chinese (it is written in Chinese).
pub fn worded_in_chinese(question: &str) -> bool {
    clarisql_text::has_cjk(question)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn candidates_named_alike_are_told_apart_by_table() {
        let cand = |kind, table: &str, label: &str| Candidate {
            kind,
            database: None,
            table: Some(table.into()),
            column: None,
            value: None,
            score: 0.5,
            label: label.into(),
        };
        let mut c = vec![
            cand(CandidateKind::Column, "brands", "name"),
            cand(CandidateKind::Column, "stores", "Name"),
            cand(CandidateKind::Column, "stores", "city"),
            cand(CandidateKind::Value, "stores", "Lisbon (city)"),
            cand(CandidateKind::Value, "customers", "Lisbon (city)"),
        ];
        distinguish_alike(&mut c);
        let labels: Vec<&str> = c.iter().map(|c| c.label.as_str()).collect();
        assert_eq!(
            labels,
            [
                "name (brands)",
                "Name (stores)",
                "city",
                "Lisbon (city, stores)",
                "Lisbon (city, customers)"
            ]
        );
    }

    #[test]
    fn names_round_trip_and_map_to_types() {
        for c in Category::ALL {
            assert_eq!(Category::parse(c.name()), Some(c));
        }
        assert_eq!(
            Category::parse("column ambiguity"),
            Some(Category::ColumnAmbiguity)
        );
        assert_eq!(
            Category::ValueNotFound.question_type(),
            QuestionType::Unanswerable
        );
        assert_eq!(Category::ColumnAmbiguity.clause(), Clause::Select);
        assert_eq!(
            QuestionType::parse("Improper"),
            Some(QuestionType::Improper)
        );
        assert_eq!(or_list(&["a".into(), "b".into(), "c".into()]), "a, b or c");
        assert_eq!(
            serde_json::to_string(&Clause::Where).ok().as_deref(),
            Some("\"where\"")
        );
    }
}
