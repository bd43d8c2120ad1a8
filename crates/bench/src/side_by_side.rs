//! Two runs of one benchmark on the same items — the deterministic engine and the engine with
//! an LLM — as one report: both metric sets, their difference, and the items whose outcome
//! changed. Works for any runner whose items carry `question` and one of the outcomes
//! [`item_ok`] reads.

use crate::report::Report;
use serde_json::{json, Map, Value};

/// Items listed per direction of change in the summary.
const CHANGED_SHOWN: usize = 20;

/// `deterministic` and `llm` side by side. The combined report's `metrics` are the LLM run's
/// (what the configuration achieves); `extra.compare` holds the table of both, and each item
/// pairs the two outcomes.
pub fn side_by_side(deterministic: &Report, llm: &Report) -> Report {
    let mut rows: Vec<Value> = Vec::new();
    let empty = Map::new();
    let det_metrics = deterministic.metrics.as_object().unwrap_or(&empty);
    let llm_metrics = llm.metrics.as_object().unwrap_or(&empty);
    for (name, d) in det_metrics {
        let l = llm_metrics.get(name).cloned().unwrap_or(Value::Null);
        let delta = match (d.as_f64(), l.as_f64()) {
            (Some(a), Some(b)) => json!(b - a),
            _ => Value::Null,
        };
        rows.push(json!({"metric": name, "deterministic": d, "llm": l, "delta": delta}));
    }
    let mut items = Vec::new();
    let mut gained = Vec::new();
    let mut lost = Vec::new();
    for (d, l) in deterministic.items.iter().zip(&llm.items) {
        let ok = item_ok;
        // Spider, labelled and MMSQL items carry `question`; ODUTQA records carry `query`.
        let question = ["question", "query", "id"]
            .iter()
            .find_map(|k| d.get(*k).filter(|v| !v.is_null()))
            .cloned()
            .unwrap_or(Value::Null);
        match (ok(d), ok(l)) {
            (false, true) => gained.push(question.clone()),
            (true, false) => lost.push(question.clone()),
            _ => {}
        }
        items.push(json!({"question": question, "deterministic": d, "llm": l}));
    }
    let mut extra = llm.extra.clone();
    if !extra.is_object() {
        extra = json!({});
    }
    let changed = |v: &[Value]| -> Vec<Value> {
        v.iter()
            .take(CHANGED_SHOWN)
            .map(|q| json!({"question": q}))
            .collect()
    };
    extra["compare"] = json!({
        "deterministic_counts": deterministic.extra.get("counts").cloned().unwrap_or(Value::Null),
        "llm_counts": llm.extra.get("counts").cloned().unwrap_or(Value::Null),
        "gained": gained.len(),
        "lost": lost.len(),
    });
    let tables = extra
        .get("tables")
        .and_then(Value::as_object)
        .cloned()
        .unwrap_or_default();
    let mut tables = Value::Object(tables);
    tables["deterministic vs LLM"] = Value::Array(rows);
    tables["correct only with the LLM"] = Value::Array(changed(&gained));
    tables["correct only without the LLM"] = Value::Array(changed(&lost));
    extra["tables"] = tables;
    Report {
        benchmark: format!("{} (deterministic vs LLM)", llm.benchmark),
        n: llm.n,
        metrics: llm.metrics.clone(),
        extra,
        items,
    }
}

/// Whether an item came out right: `correct` (Spider, ODUTQA), else `answer_correct` (an
/// answerable labelled case), else `exec_match` (an MMSQL turn with gold rows), else the
/// predicted question type is the gold one (other labelled cases and MMSQL turns).
pub fn item_ok(v: &Value) -> bool {
    if let Some(c) = v.get("correct").and_then(Value::as_bool) {
        return c;
    }
    if let Some(c) = v.get("answer_correct").and_then(Value::as_bool) {
        return c;
    }
    // An MMSQL turn with gold rows.
    if let Some(c) = v.get("exec_match").and_then(Value::as_bool) {
        return c;
    }
    match (v.get("predicted_type"), v.get("gold_type")) {
        (Some(p), Some(g)) => p == g,
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn report(ex: f64, correct: &[bool]) -> Report {
        Report {
            benchmark: "spider".into(),
            n: correct.len(),
            metrics: json!({"ex": ex}),
            extra: json!({"counts": {"correct": correct.iter().filter(|c| **c).count()}}),
            items: correct
                .iter()
                .enumerate()
                .map(|(i, c)| json!({"question": format!("q{i}"), "correct": c}))
                .collect(),
        }
    }

    #[test]
    fn both_metric_sets_and_the_changed_items() {
        let both = side_by_side(&report(0.5, &[true, false]), &report(0.5, &[false, true]));
        assert_eq!(both.extra["compare"]["gained"], 1);
        assert_eq!(both.extra["compare"]["lost"], 1);
        let md = both.markdown("clarisql bench spider --compare");
        assert!(md.contains("## deterministic vs LLM"), "{md}");
        // Columns come in key order: delta, deterministic, llm, metric.
        assert!(md.contains("| 0.000 | 0.500 | 0.500 | ex |"), "{md}");
        assert!(md.contains("q1"), "{md}");
    }
}
