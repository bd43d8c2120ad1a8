//! Metrics of a labelled run, computed from the per-case outcomes alone (no engine, no
//! database), so they can be checked on outcomes written by hand.
//!
//! | metric | over | definition |
//! |---|---|---|
//! | `type_macro_f1` | all cases | mean F1 over the question types that occur in the gold labels or the predictions (MMSQL Table V) |
//! | `<type>_precision` / `_recall` / `_f1` | all cases | the predicted type is the engine's `question_type` on the first turn |
//! | `category_accuracy` | non-answerable cases with a gold category | the first-turn top finding's category equals the gold one |
//! | `interpretation_f1` | ambiguous cases | mean per-case F1 of the answered SQL set (all-interpretations mode) against the gold interpretations, matched by execution (SQUAB) |
//! | `unanswerable_accuracy` | unanswerable cases | the engine gave no answer on the first turn (refused, asked or replied) |
//! | `ex` | answerable cases | answered on the first turn with the gold rows |
//! | `answer_precision` | answerable cases | correct / answered |
//! | `coverage` | answerable cases | answered / all |
//! | `unnecessary_clarification_rate` | answerable cases | the first turn was a clarification question |
//! | `answered_when_not_answerable` | ambiguous + unanswerable cases | answered on the first turn without asking |
//! | `ex_after_clarification` | cases with a target query (answerable; ambiguous: the first interpretation; unanswerable with `clarified_query`) | the dialogue with the simulated user ended in an answer with the target's rows |
//! | `turns_per_question` | all cases | user turns in the simulated dialogue (1 = no clarification) |
//! | `user_helped_rate` | clarification questions asked | the simulated user could answer (the engine asked about the gold issue) |
//!
//! Rates over an empty set are reported as `null`.

use super::Outcome;
use clarisql_analyze::{Category, QuestionType};
use clarisql_engine::Decision;
use serde_json::{json, Map, Value};
use std::collections::BTreeMap;

/// Precision, recall and F1 of one question type.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct TypeScore {
    pub support: usize,
    pub predicted: usize,
    pub precision: f64,
    pub recall: f64,
    pub f1: f64,
}

fn ratio(num: usize, den: usize) -> Option<f64> {
    (den > 0).then(|| num as f64 / den as f64)
}

fn f1(p: f64, r: f64) -> f64 {
    if p + r == 0.0 {
        0.0
    } else {
        2.0 * p * r / (p + r)
    }
}

/// Per-type scores for the types that occur in gold or predictions, and their macro F1.
pub fn type_scores(outcomes: &[Outcome]) -> (BTreeMap<QuestionType, TypeScore>, Option<f64>) {
    let mut out = BTreeMap::new();
    for t in QuestionType::ALL {
        let support = outcomes.iter().filter(|o| o.gold_type == t).count();
        let predicted = outcomes.iter().filter(|o| o.predicted_type == t).count();
        if support == 0 && predicted == 0 {
            continue;
        }
        let hits = outcomes
            .iter()
            .filter(|o| o.gold_type == t && o.predicted_type == t)
            .count();
        let precision = ratio(hits, predicted).unwrap_or(0.0);
        let recall = ratio(hits, support).unwrap_or(0.0);
        out.insert(
            t,
            TypeScore {
                support,
                predicted,
                precision,
                recall,
                f1: f1(precision, recall),
            },
        );
    }
    let macro_f1 =
        (!out.is_empty()).then(|| out.values().map(|s| s.f1).sum::<f64>() / out.len() as f64);
    (out, macro_f1)
}

/// Per-case interpretation F1 (SQUAB): precision over the answered readings, recall over the gold
/// interpretations; 0 when nothing was answered.
pub fn interpretation_f1(o: &Outcome) -> Option<f64> {
    let s = o.interpretations.as_ref()?;
    let p = ratio(s.matched_predicted, s.predicted).unwrap_or(0.0);
    let r = ratio(s.matched_gold, s.gold).unwrap_or(0.0);
    Some(f1(p, r))
}

fn mean(values: impl Iterator<Item = f64>) -> Option<f64> {
    let v: Vec<f64> = values.collect();
    (!v.is_empty()).then(|| v.iter().sum::<f64>() / v.len() as f64)
}

fn answered(o: &Outcome) -> bool {
    o.decision == Decision::Answer
}

/// The metrics object of the report (see the module table) and the tables for the Markdown
/// summary (`per_type`, `per_category`, `confusion`).
pub fn compute(outcomes: &[Outcome], simulated: bool) -> (Value, Value) {
    let scored: Vec<&Outcome> = outcomes.iter().filter(|o| o.gold_error.is_none()).collect();
    let owned: Vec<Outcome> = scored.iter().map(|o| (*o).clone()).collect();
    let (types, macro_f1) = type_scores(&owned);
    let mut m = Map::new();
    m.insert("type_macro_f1".into(), json!(macro_f1));
    for (t, s) in &types {
        m.insert(format!("{t}_precision"), json!(s.precision));
        m.insert(format!("{t}_recall"), json!(s.recall));
        m.insert(format!("{t}_f1"), json!(s.f1));
    }
    let with_category: Vec<&&Outcome> = scored
        .iter()
        .filter(|o| o.gold_type != QuestionType::Answerable && o.gold_category.is_some())
        .collect();
    let category_hits = with_category
        .iter()
        .filter(|o| o.top_category == o.gold_category)
        .count();
    m.insert(
        "category_accuracy".into(),
        json!(ratio(category_hits, with_category.len())),
    );
    m.insert(
        "interpretation_f1".into(),
        json!(mean(
            scored
                .iter()
                .filter(|o| o.gold_type == QuestionType::Ambiguous)
                .filter_map(|o| interpretation_f1(o))
        )),
    );
    let unanswerable: Vec<&&Outcome> = scored
        .iter()
        .filter(|o| o.gold_type == QuestionType::Unanswerable)
        .collect();
    m.insert(
        "unanswerable_accuracy".into(),
        json!(ratio(
            unanswerable.iter().filter(|o| !answered(o)).count(),
            unanswerable.len()
        )),
    );
    let answerable: Vec<&&Outcome> = scored
        .iter()
        .filter(|o| o.gold_type == QuestionType::Answerable)
        .collect();
    let correct = answerable
        .iter()
        .filter(|o| o.answer_correct == Some(true))
        .count();
    let n_answered = answerable.iter().filter(|o| answered(o)).count();
    m.insert("ex".into(), json!(ratio(correct, answerable.len())));
    m.insert("answer_precision".into(), json!(ratio(correct, n_answered)));
    m.insert(
        "coverage".into(),
        json!(ratio(n_answered, answerable.len())),
    );
    m.insert(
        "unnecessary_clarification_rate".into(),
        json!(ratio(
            answerable
                .iter()
                .filter(|o| o.decision == Decision::Clarify)
                .count(),
            answerable.len()
        )),
    );
    let problematic: Vec<&&Outcome> = scored
        .iter()
        .filter(|o| {
            matches!(
                o.gold_type,
                QuestionType::Ambiguous | QuestionType::Unanswerable
            )
        })
        .collect();
    m.insert(
        "answered_when_not_answerable".into(),
        json!(ratio(
            problematic.iter().filter(|o| answered(o)).count(),
            problematic.len()
        )),
    );
    if simulated {
        let dialogues: Vec<&super::Dialogue> =
            scored.iter().filter_map(|o| o.dialogue.as_ref()).collect();
        let targets: Vec<&&super::Dialogue> = dialogues
            .iter()
            .filter(|d| d.final_correct.is_some())
            .collect();
        m.insert(
            "ex_after_clarification".into(),
            json!(ratio(
                targets
                    .iter()
                    .filter(|d| d.final_correct == Some(true))
                    .count(),
                targets.len()
            )),
        );
        m.insert(
            "turns_per_question".into(),
            json!(mean(dialogues.iter().map(|d| d.user_turns as f64))),
        );
        let asked: usize = dialogues.iter().map(|d| d.clarifications).sum();
        let helped: usize = dialogues.iter().map(|d| d.user_helped).sum();
        m.insert("user_helped_rate".into(), json!(ratio(helped, asked)));
    }

    let per_type: Vec<Value> = types
        .iter()
        .map(|(t, s)| {
            json!([
                t.name(),
                s.support,
                s.predicted,
                s.precision,
                s.recall,
                s.f1
            ])
        })
        .collect();
    let tables = json!({
        "per_type": {"columns": ["type", "support", "predicted", "precision", "recall", "f1"], "rows": per_type},
        "per_category": per_category(&scored, simulated),
        "confusion": confusion(&scored),
    });
    (Value::Object(m), tables)
}

/// One row per gold category (answerable cases as `answerable`).
fn per_category(scored: &[&Outcome], simulated: bool) -> Value {
    let mut groups: BTreeMap<String, Vec<&Outcome>> = BTreeMap::new();
    for o in scored {
        let key = match (o.gold_type, o.gold_category) {
            (_, Some(c)) => c.name().to_string(),
            (t, None) => t.name().to_string(),
        };
        groups.entry(key).or_default().push(o);
    }
    let mut columns = vec![
        "category",
        "n",
        "type_accuracy",
        "category_accuracy",
        "no_answer_rate",
    ];
    if simulated {
        columns.push("ex_after_clarification");
    }
    let rows: Vec<Value> = groups
        .into_iter()
        .map(|(name, group)| {
            let n = group.len();
            let type_hits = group
                .iter()
                .filter(|o| o.predicted_type == o.gold_type)
                .count();
            let cat_hits = group
                .iter()
                .filter(|o| o.gold_category.is_some() && o.top_category == o.gold_category)
                .count();
            let withheld = group.iter().filter(|o| !answered(o)).count();
            let mut row = vec![
                json!(name),
                json!(n),
                json!(ratio(type_hits, n)),
                json!(group[0].gold_category.and_then(|_| ratio(cat_hits, n))),
                json!(ratio(withheld, n)),
            ];
            if simulated {
                let targets: Vec<bool> = group
                    .iter()
                    .filter_map(|o| o.dialogue.as_ref().and_then(|d| d.final_correct))
                    .collect();
                row.push(json!(ratio(
                    targets.iter().filter(|b| **b).count(),
                    targets.len()
                )));
            }
            Value::Array(row)
        })
        .collect();
    json!({"columns": columns, "rows": rows})
}

/// Gold category -> the engine's top finding, most frequent pairs first.
fn confusion(scored: &[&Outcome]) -> Value {
    let mut counts: BTreeMap<(String, String), usize> = BTreeMap::new();
    for o in scored {
        let gold = o
            .gold_category
            .map(|c| c.name().to_string())
            .unwrap_or_else(|| o.gold_type.name().to_string());
        let predicted = match (o.top_category, o.decision) {
            (Some(c), _) => c.name().to_string(),
            (None, Decision::Answer) => "(answered, no finding)".to_string(),
            (None, d) => format!("({}, no finding)", decision_name(d)),
        };
        *counts.entry((gold, predicted)).or_insert(0) += 1;
    }
    let mut rows: Vec<((String, String), usize)> = counts.into_iter().collect();
    rows.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
    let rows: Vec<Value> = rows
        .into_iter()
        .map(|((g, p), n)| json!([g, p, n]))
        .collect();
    json!({"columns": ["gold", "top finding", "n"], "rows": rows})
}

pub(crate) fn decision_name(d: Decision) -> &'static str {
    match d {
        Decision::Answer => "answered",
        Decision::Clarify => "asked",
        Decision::Refuse => "refused",
        Decision::Reply => "replied",
    }
}

/// The categories of the taxonomy that occur as gold labels, for reports.
pub fn gold_categories(outcomes: &[Outcome]) -> Vec<Category> {
    let mut v: Vec<Category> = outcomes.iter().filter_map(|o| o.gold_category).collect();
    v.sort();
    v.dedup();
    v
}
