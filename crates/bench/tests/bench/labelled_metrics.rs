//! The labelled metrics on the hand-written suite, with responses made up by hand: a perfect
//! system, a system that always answers, and the matching of answered readings.

use clarisql_analyze::QuestionType;
use clarisql_bench::labelled::{
    match_interpretations, metrics, Dialogue, InterpretationMatch, Outcome,
};
use clarisql_engine::Decision;
use clarisql_exec::{ResultSet, Value};
use clarisql_gen::labelled::{read_cases, LabelledCase};
use serde_json::Value as Json;
use std::path::Path;

fn cases() -> Vec<LabelledCase> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/handwritten/cases.json");
    read_cases(&path).expect("the hand-written suite is valid")
}

fn metric(m: &Json, key: &str) -> f64 {
    m.get(key)
        .and_then(Json::as_f64)
        .unwrap_or_else(|| panic!("metric {key} missing in {m}"))
}

fn close(a: f64, b: f64) -> bool {
    (a - b).abs() < 1e-9
}

/// What a system that is always right would do.
fn oracle(case: &LabelledCase) -> Outcome {
    let decision = match case.question_type {
        QuestionType::Answerable => Decision::Answer,
        QuestionType::Ambiguous => Decision::Clarify,
        QuestionType::Unanswerable if case.clarified_query.is_some() => Decision::Clarify,
        QuestionType::Unanswerable => Decision::Refuse,
        QuestionType::Improper => Decision::Reply,
    };
    let mut o = Outcome::new(case, case.question_type, decision, case.category);
    if case.question_type == QuestionType::Answerable {
        o.answer_correct = Some(true);
    }
    if case.question_type == QuestionType::Ambiguous {
        let n = case.queries.len();
        o.interpretations = Some(InterpretationMatch {
            predicted: n,
            gold: n,
            matched_predicted: n,
            matched_gold: n,
        });
    }
    let asks = decision == Decision::Clarify;
    let has_target = !case.queries.is_empty() || case.clarified_query.is_some();
    o.dialogue = Some(Dialogue {
        user_turns: 1 + usize::from(asks),
        clarifications: usize::from(asks),
        user_helped: usize::from(asks),
        final_correct: has_target.then_some(true),
        ..Dialogue::default()
    });
    o
}

#[test]
fn a_perfect_system_scores_one_everywhere() {
    let cases = cases();
    assert_eq!(cases.len(), 52);
    let outcomes: Vec<Outcome> = cases.iter().map(oracle).collect();
    let (m, tables) = metrics::compute(&outcomes, true);
    for key in [
        "type_macro_f1",
        "answerable_f1",
        "ambiguous_f1",
        "unanswerable_f1",
        "improper_f1",
        "category_accuracy",
        "interpretation_f1",
        "unanswerable_accuracy",
        "ex",
        "answer_precision",
        "coverage",
        "ex_after_clarification",
        "user_helped_rate",
    ] {
        assert!(close(metric(&m, key), 1.0), "{key} = {}", metric(&m, key));
    }
    assert!(close(metric(&m, "unnecessary_clarification_rate"), 0.0));
    assert!(close(metric(&m, "answered_when_not_answerable"), 0.0));
    // 15 ambiguous and 2 clarified value cases take a second turn.
    assert!(close(metric(&m, "turns_per_question"), 69.0 / 52.0));
    let per_type = tables["per_type"]["rows"].as_array().expect("rows");
    let support: u64 = per_type.iter().map(|r| r[1].as_u64().unwrap_or(0)).sum();
    assert_eq!(support, 52);
}

#[test]
fn a_system_that_always_answers() {
    let cases = cases();
    let mut outcomes: Vec<Outcome> = cases
        .iter()
        .map(|c| {
            let mut o = Outcome::new(c, QuestionType::Answerable, Decision::Answer, None);
            if c.question_type == QuestionType::Answerable {
                o.answer_correct = Some(true);
            }
            if c.question_type == QuestionType::Ambiguous {
                // One answer, the first interpretation's.
                o.interpretations = Some(InterpretationMatch {
                    predicted: 1,
                    gold: c.queries.len(),
                    matched_predicted: 1,
                    matched_gold: 1,
                });
            }
            o
        })
        .collect();
    let (m, _) = metrics::compute(&outcomes, false);
    // Answerable: precision 15/52, recall 1 -> F1 30/67; the three other types score 0.
    assert!(close(metric(&m, "answerable_precision"), 15.0 / 52.0));
    assert!(close(metric(&m, "answerable_f1"), 30.0 / 67.0));
    assert!(close(metric(&m, "ambiguous_f1"), 0.0));
    assert!(close(metric(&m, "type_macro_f1"), 30.0 / 67.0 / 4.0));
    assert!(close(metric(&m, "category_accuracy"), 0.0));
    // Every ambiguous case has two interpretations: P 1, R 1/2.
    assert!(close(metric(&m, "interpretation_f1"), 2.0 / 3.0));
    assert!(close(metric(&m, "unanswerable_accuracy"), 0.0));
    assert!(close(metric(&m, "ex"), 1.0));
    assert!(close(metric(&m, "answered_when_not_answerable"), 1.0));
    assert!(m.get("ex_after_clarification").is_none(), "not simulated");

    // A case whose gold could not run is left out of every metric.
    outcomes[0].gold_error = Some("no such table".into());
    outcomes[1].answer_correct = Some(false);
    outcomes[2].decision = Decision::Clarify;
    outcomes[2].answer_correct = Some(false);
    let (m, _) = metrics::compute(&outcomes, false);
    assert!(close(metric(&m, "answerable_precision"), 14.0 / 51.0));
    assert!(close(metric(&m, "ex"), 12.0 / 14.0));
    assert!(close(metric(&m, "answer_precision"), 12.0 / 13.0));
    assert!(close(metric(&m, "coverage"), 13.0 / 14.0));
    assert!(close(
        metric(&m, "unnecessary_clarification_rate"),
        1.0 / 14.0
    ));
}

#[test]
fn readings_are_matched_one_to_one_by_rows() {
    let rs = |v: &[i64]| ResultSet {
        columns: vec!["x".into()],
        rows: v.iter().map(|i| vec![Value::Integer(*i)]).collect(),
        truncated: false,
    };
    let gold = vec![(rs(&[1, 2]), false), (rs(&[3]), false)];
    let m = match_interpretations(&gold, &[rs(&[3]), rs(&[9]), rs(&[2, 1]), rs(&[3])]);
    assert_eq!(
        m,
        InterpretationMatch {
            predicted: 4,
            gold: 2,
            matched_predicted: 2,
            matched_gold: 2
        }
    );
    // Order matters only when the gold query orders.
    let ordered = vec![(rs(&[1, 2]), true)];
    assert_eq!(
        match_interpretations(&ordered, &[rs(&[2, 1])]).matched_gold,
        0
    );
}
