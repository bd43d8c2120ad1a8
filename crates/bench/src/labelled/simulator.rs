//! The simulated user for labelled suites, in ODUTQA's fixed mode (§3.4, A.5): it answers a
//! clarification question only when the engine asked about the gold issue, with what the gold
//! labels say; otherwise it says it cannot help.
//!
//! - The asked issue is the engine's top finding; it is the right one when its category is the
//!   gold category (or, for a case without a category, a category of the gold type).
//! - Ambiguous case: the user picks the option that belongs to the first gold interpretation:
//!   the option whose column, value, table or database occurs in that query and not in the
//!   other interpretations (a reading's label is matched on DISTINCT / "every" wording).
//! - `ValueNotFound`: the user gives the value the gold SQL uses (`clarified_query`, else the
//!   first gold query) that the question does not contain — as the option when one is that
//!   value, else as "I meant …".
//! - Replies name an option by its number or by its text; which one is drawn from the seed and
//!   the case, so a run is reproducible.

use clarisql_analyze::{Candidate, CandidateKind, Category, Finding, QuestionType};
use clarisql_engine::Response;
use clarisql_gen::labelled::LabelledCase;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::Serialize;
use sqlparser::ast::{Expr, Value as SqlValue};
use std::collections::BTreeSet;
use std::ops::ControlFlow;

/// What the user says when the engine asked about something else.
pub const CANNOT_HELP: &str = clarisql_gen::odutqa::simulator::REFUSAL_EN;

/// One reply of the simulated user.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Reply {
    pub text: String,
    /// True when the reply gives the gold clarification.
    pub helped: bool,
    /// Why the user answered this way (for the report).
    pub reason: String,
}

impl Reply {
    fn cannot_help(reason: impl Into<String>) -> Reply {
        Reply {
            text: CANNOT_HELP.to_string(),
            helped: false,
            reason: reason.into(),
        }
    }
}

/// The fixed-mode simulated user.
#[derive(Debug, Clone, Copy)]
pub struct SimulatedUser {
    pub seed: u64,
}

/// Identifiers (lower case) and literals (lower case, numbers normalised) of a query.
#[derive(Debug, Default, Clone)]
pub(crate) struct SqlFeatures {
    pub words: BTreeSet<String>,
    pub literals: Vec<String>,
    pub distinct: bool,
    pub having: bool,
}

fn normalise_literal(s: &str) -> String {
    match s.trim().parse::<f64>() {
        Ok(f) if f.fract() == 0.0 && f.abs() < 1e15 => format!("{}", f as i64),
        Ok(f) => format!("{f}"),
        Err(_) => s.trim().to_lowercase(),
    }
}

pub(crate) fn features(sql: &str) -> SqlFeatures {
    let mut out = SqlFeatures::default();
    let lower = sql.to_lowercase();
    out.distinct = lower.contains("distinct");
    out.having = lower.contains("having");
    let parsed = sqlparser::parser::Parser::parse_sql(&sqlparser::dialect::MySqlDialect {}, sql)
        .or_else(|_| {
            sqlparser::parser::Parser::parse_sql(&sqlparser::dialect::GenericDialect {}, sql)
        });
    let Ok(statements) = parsed else {
        return out;
    };
    let _ = sqlparser::ast::visit_relations(&statements, |r| {
        for part in &r.0 {
            if let Some(i) = part.as_ident() {
                out.words.insert(i.value.to_lowercase());
            }
        }
        ControlFlow::<()>::Continue(())
    });
    let _ = sqlparser::ast::visit_expressions(&statements, |e| {
        match e {
            Expr::Identifier(i) => {
                out.words.insert(i.value.to_lowercase());
            }
            Expr::CompoundIdentifier(parts) => {
                for p in parts {
                    out.words.insert(p.value.to_lowercase());
                }
            }
            Expr::Value(v) => match &v.value {
                SqlValue::SingleQuotedString(s) | SqlValue::DoubleQuotedString(s) => {
                    out.literals.push(normalise_literal(s));
                }
                SqlValue::Number(n, _) => out.literals.push(normalise_literal(n)),
                _ => {}
            },
            _ => {}
        }
        ControlFlow::<()>::Continue(())
    });
    out
}

/// The schema names and values an option's candidate carries.
fn candidate_keys(c: &Candidate) -> Vec<String> {
    let mut keys = Vec::new();
    if let Some(col) = &c.column {
        keys.push(col.to_lowercase());
    }
    if let Some(v) = &c.value {
        keys.push(normalise_literal(v));
    }
    if c.kind == CandidateKind::Table {
        if let Some(t) = &c.table {
            keys.push(t.to_lowercase());
        }
    }
    keys
}

/// How strongly an option points at the first interpretation: > 0 towards it, < 0 towards
/// another one. Keys every option carries (`shared`: one column counted two ways) point nowhere.
fn option_score(
    candidate: Option<&Candidate>,
    label: &str,
    shared: &[String],
    first: &SqlFeatures,
    others: &[SqlFeatures],
) -> i32 {
    let in_first = |s: &str| first.words.contains(s) || first.literals.iter().any(|l| l == s);
    let in_other = |s: &str| {
        others
            .iter()
            .any(|o| o.words.contains(s) || o.literals.iter().any(|l| l == s))
    };
    let mut score = 0;
    for k in candidate
        .map(candidate_keys)
        .unwrap_or_default()
        .iter()
        .filter(|k| !shared.contains(k))
    {
        match (in_first(k), in_other(k)) {
            (true, false) => score += 2,
            (false, true) => score -= 2,
            _ => {}
        }
    }
    // Readings are told apart by their wording.
    let reading = candidate.is_none_or(|c| c.kind == CandidateKind::Reading);
    if reading {
        let l = label.to_lowercase();
        let says_distinct = l.contains("distinct") || l.contains("different") || l.contains("不同");
        let says_all =
            l.contains("every") || l.contains("all ") || l.contains("common") || l.contains('都');
        let others_distinct = others.iter().any(|o| o.distinct);
        if says_distinct {
            score += if first.distinct && !others_distinct {
                1
            } else {
                -1
            };
        }
        if says_all && first.having {
            score += 1;
        }
    }
    score
}

/// The engine's top finding: the one its decision (and a clarification question) is about, as
/// the engine ranks findings most serious first.
pub fn asked_finding(response: &Response) -> Option<&Finding> {
    response.findings.first()
}

fn same_issue(case: &LabelledCase, f: &Finding) -> bool {
    match case.category {
        Some(c) => f.category == c,
        None => f.category.question_type() == case.question_type,
    }
}

impl SimulatedUser {
    pub fn new(seed: u64) -> SimulatedUser {
        SimulatedUser { seed }
    }

    /// Reproducible per seed, case and round, whatever order cases run in.
    fn rng(&self, case: &LabelledCase, round: usize) -> ChaCha8Rng {
        // FNV-1a over the question: stable across platforms and runs.
        let mut h: u64 = 0xcbf2_9ce4_8422_2325;
        for b in case.db_id.bytes().chain(case.question.bytes()) {
            h ^= u64::from(b);
            h = h.wrapping_mul(0x0100_0000_01b3);
        }
        ChaCha8Rng::seed_from_u64(self.seed ^ h ^ (round as u64).wrapping_mul(0x9e37_79b9))
    }

    fn choose(&self, case: &LabelledCase, round: usize, index: usize, label: &str) -> String {
        if self.rng(case, round).random_bool(0.5) || label.trim().is_empty() {
            (index + 1).to_string()
        } else {
            label.to_string()
        }
    }

    /// The reply to `response`'s clarification question in round `round` (0-based).
    pub fn reply(&self, case: &LabelledCase, response: &Response, round: usize) -> Reply {
        let Some(clarification) = &response.clarification else {
            return Reply::cannot_help("the engine asked nothing the user could answer");
        };
        let Some(finding) = asked_finding(response) else {
            return Reply::cannot_help("the clarification names no issue");
        };
        if case.question_type == QuestionType::Answerable || !same_issue(case, finding) {
            return Reply::cannot_help(format!(
                "asked about {} but the gold issue is {}",
                finding.category,
                case.category
                    .map(|c| c.name().to_string())
                    .unwrap_or_else(|| format!("none ({})", case.question_type))
            ));
        }
        let options = &clarification.options;
        let candidate = |i: usize| finding.candidates.get(i);
        if finding.category == Category::ValueNotFound {
            let Some(value) = wanted_value(case) else {
                return Reply::cannot_help("the gold SQL names no value the question lacks");
            };
            let hit = options.iter().enumerate().position(|(i, o)| {
                candidate(i)
                    .and_then(|c| c.value.as_deref())
                    .is_some_and(|v| normalise_literal(v) == value)
                    || normalise_literal(o) == value
            });
            let text = match hit {
                Some(i) => self.choose(case, round, i, &options[i]),
                None => format!("I meant {}", original_case_value(case, &value)),
            };
            return Reply {
                text,
                helped: true,
                reason: format!("gave the value '{value}'"),
            };
        }
        if case.question_type == QuestionType::Ambiguous {
            let gold: Vec<SqlFeatures> = case.queries.iter().map(|q| features(q)).collect();
            let Some((first, others)) = gold.split_first() else {
                return Reply::cannot_help("no gold interpretation");
            };
            let keys: Vec<Vec<String>> = (0..options.len())
                .map(|i| candidate(i).map(candidate_keys).unwrap_or_default())
                .collect();
            let shared: Vec<String> = match keys.split_first() {
                Some((k0, rest)) if !rest.is_empty() => k0
                    .iter()
                    .filter(|k| rest.iter().all(|r| r.contains(k)))
                    .cloned()
                    .collect(),
                _ => Vec::new(),
            };
            let scores: Vec<i32> = options
                .iter()
                .enumerate()
                .map(|(i, label)| option_score(candidate(i), label, &shared, first, others))
                .collect();
            let best = scores.iter().copied().max().unwrap_or(0);
            let at_best: Vec<usize> = (0..scores.len()).filter(|&i| scores[i] == best).collect();
            // A positive pointer, or the only option not pointing elsewhere.
            let pick = match at_best.as_slice() {
                [i] if best > 0
                    || scores.iter().filter(|s| **s < 0).count() == scores.len() - 1 =>
                {
                    Some(*i)
                }
                [i, ..] if best > 0 => Some(*i),
                _ => None,
            };
            return match pick {
                Some(i) => Reply {
                    text: self.choose(case, round, i, &options[i]),
                    helped: true,
                    reason: format!("picked option {} ({})", i + 1, options[i]),
                },
                None => Reply::cannot_help("no option matches the first gold interpretation"),
            };
        }
        Reply::cannot_help(format!(
            "nothing to reveal for an {} question",
            case.question_type
        ))
    }
}

/// The literal of the resolving query that the question does not already contain.
fn wanted_value(case: &LabelledCase) -> Option<String> {
    let sql = case.clarified_query.as_ref().or(case.queries.first())?;
    let question = case.question.to_lowercase();
    features(sql)
        .literals
        .into_iter()
        .find(|l| !l.is_empty() && !question.contains(l.as_str()))
}

/// The value as written in the SQL (the features are lower-cased).
fn original_case_value(case: &LabelledCase, lower: &str) -> String {
    let sql = case
        .clarified_query
        .as_ref()
        .or(case.queries.first())
        .cloned()
        .unwrap_or_default();
    let l = sql.to_lowercase();
    match l.find(lower) {
        Some(i) if sql.is_char_boundary(i) && sql.is_char_boundary(i + lower.len()) => {
            sql[i..i + lower.len()].to_string()
        }
        _ => lower.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use clarisql_analyze::Finding;
    use clarisql_engine::{Clarification, Decision};

    fn column(name: &str) -> Candidate {
        Candidate {
            kind: CandidateKind::Column,
            database: Some("shop".into()),
            table: Some("products".into()),
            column: Some(name.into()),
            value: None,
            score: 1.0,
            label: format!("products.{name}"),
        }
    }

    fn asking(category: Category, candidates: Vec<Candidate>) -> Response {
        let mut f = Finding::new(category, (0, 5), "price", "which price?");
        f.question = Some("Which price?".into());
        let options = candidates.iter().map(|c| c.label.clone()).collect();
        f.candidates = candidates;
        let mut r = Response::new(Decision::Clarify, category.question_type(), "which price?");
        r.clarification = Some(Clarification {
            question: "Which price?".into(),
            options,
        });
        r.findings = vec![f];
        r
    }

    fn ambiguous() -> LabelledCase {
        LabelledCase::new(
            "shop",
            "What is the highest price?",
            QuestionType::Ambiguous,
            Some(Category::ColumnAmbiguity),
            vec![
                "SELECT MAX(sale_price) FROM products".into(),
                "SELECT MAX(list_price) FROM products".into(),
            ],
        )
    }

    #[test]
    fn picks_the_option_of_the_first_interpretation() {
        let user = SimulatedUser::new(7);
        let r = asking(
            Category::ColumnAmbiguity,
            vec![column("list_price"), column("sale_price")],
        );
        let reply = user.reply(&ambiguous(), &r, 0);
        assert!(reply.helped, "{reply:?}");
        assert!(
            reply.text == "2" || reply.text == "products.sale_price",
            "{reply:?}"
        );
        // Same seed, same reply; the choice of form varies with the seed.
        assert_eq!(user.reply(&ambiguous(), &r, 0), reply);
        let forms: BTreeSet<String> = (0..16)
            .map(|s| SimulatedUser::new(s).reply(&ambiguous(), &r, 0).text)
            .collect();
        assert_eq!(forms.len(), 2, "{forms:?}");
    }

    #[test]
    fn cannot_help_when_asked_about_something_else() {
        let user = SimulatedUser::new(7);
        let r = asking(
            Category::ValueAmbiguity,
            vec![column("list_price"), column("sale_price")],
        );
        let reply = user.reply(&ambiguous(), &r, 0);
        assert!(!reply.helped);
        assert_eq!(reply.text, CANNOT_HELP);
        let mut answerable = ambiguous();
        answerable.question_type = QuestionType::Answerable;
        answerable.category = None;
        answerable.queries.truncate(1);
        assert!(!user.reply(&answerable, &r, 0).helped);
    }

    #[test]
    fn gives_the_missing_value() {
        let user = SimulatedUser::new(3);
        let mut case = LabelledCase::new(
            "shop",
            "What does 'Desk Lamp' cost?",
            QuestionType::Unanswerable,
            Some(Category::ValueNotFound),
            Vec::new(),
        );
        case.clarified_query =
            Some("SELECT sale_price FROM products WHERE name = 'Desk Lamp Deluxe'".into());
        let value = |v: &str| Candidate {
            kind: CandidateKind::Value,
            value: Some(v.into()),
            label: v.into(),
            ..column("name")
        };
        let r = asking(
            Category::ValueNotFound,
            vec![value("Floor Lamp"), value("Desk Lamp Deluxe")],
        );
        let reply = user.reply(&case, &r, 0);
        assert!(reply.helped);
        assert!(
            reply.text == "2" || reply.text == "Desk Lamp Deluxe",
            "{reply:?}"
        );
        let none = asking(Category::ValueNotFound, vec![value("Floor Lamp")]);
        assert_eq!(user.reply(&case, &none, 0).text, "I meant Desk Lamp Deluxe");
    }

    #[test]
    fn readings_are_told_apart_by_wording() {
        let user = SimulatedUser::new(1);
        let case = LabelledCase::new(
            "shop",
            "How many products are sold?",
            QuestionType::Ambiguous,
            Some(Category::TypeToken),
            vec![
                "SELECT COUNT(*) FROM sales".into(),
                "SELECT COUNT(DISTINCT product) FROM sales".into(),
            ],
        );
        let reading = |label: &str, col: Option<&str>| Candidate {
            kind: CandidateKind::Reading,
            column: col.map(str::to_string),
            label: label.into(),
            ..column("x")
        };
        let r = asking(
            Category::TypeToken,
            vec![
                reading("count distinct products", Some("product")),
                reading("count every sale", None),
            ],
        );
        let reply = user.reply(&case, &r, 0);
        assert!(reply.helped, "{reply:?}");
        assert!(reply.text == "2" || reply.text == "count every sale");
        // Both readings name the column they count: it tells them apart no more than a word
        // both labels share.
        let r = asking(
            Category::TypeToken,
            vec![
                reading("count distinct products", Some("product")),
                reading("count every sale of a product", Some("product")),
            ],
        );
        let reply = user.reply(&case, &r, 0);
        assert!(reply.helped, "{reply:?}");
        assert!(reply.text == "2" || reply.text == "count every sale of a product");
    }
}
