//! `clarisql analyze --json`: the taxonomy findings with the paper labels — ODUTQA's intent flag,
//! scope and condition triples, and DTE's per-token BIO tags with what each is grounded in.

use crate::support::*;
use clarisql_gen::demo::Expected;
use serde_json::Value;

fn analyze(question: &str, cache: &std::path::Path) -> Value {
    let run = clarisql(
        &["analyze", "--lake", demo_dir(), "--json", question],
        cache,
    );
    assert!(run.success, "{run:?}");
    serde_json::from_str(&run.stdout).unwrap_or_else(|e| panic!("{e}: {run:?}"))
}

/// The tokens tagged other than O, as (token, tag, grounding).
fn tagged(v: &Value) -> Vec<(String, String, Option<String>)> {
    v["dte"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|t| t["tag"] != "O")
        .map(|t| {
            (
                t["token"].as_str().unwrap().to_string(),
                t["tag"].as_str().unwrap().to_string(),
                t["grounding"].as_str().map(str::to_string),
            )
        })
        .collect()
}

#[test]
fn a_value_not_in_the_data_is_a_condition_triple_and_an_unk_tag() {
    let cache = tempfile::tempdir().unwrap();
    let v = analyze("How many models does Tesla make?", cache.path());
    assert_eq!(v["findings"][0]["category"], "ValueNotFound", "{v:#}");
    let condition = v["odutqa"]["condition"].as_array().unwrap();
    assert!(
        condition
            .iter()
            .any(|c| c[0] == "Tesla" && c[2] == "not exist"),
        "{condition:?}"
    );
    assert!(
        tagged(&v).contains(&("Tesla".into(), "B-UNK".into(), None)),
        "{:?}",
        tagged(&v)
    );
}

#[test]
fn a_word_naming_several_columns_is_tagged_amb_with_each_column() {
    let cache = tempfile::tempdir().unwrap();
    let q = demo_question(Expected::Clarify, Some("movies"));
    let v = analyze(&q.text, cache.path());
    assert_eq!(v["odutqa"]["intent_underspecification"], true, "{v:#}");
    let amb: Vec<_> = tagged(&v)
        .into_iter()
        .filter(|(_, tag, _)| tag == "B-AMB")
        .collect();
    let [(token, _, Some(grounding))] = amb.as_slice() else {
        panic!("{amb:?}");
    };
    assert_eq!(token, "rating");
    assert!(
        grounding.contains("imdb_rating") && grounding.contains("content_rating"),
        "{grounding}"
    );
}

#[test]
fn a_missing_scope_is_a_scope_triple() {
    let cache = tempfile::tempdir().unwrap();
    let q = demo_question(Expected::Clarify, Some("odutqa_en"));
    let v = analyze(&q.text, cache.path());
    assert_eq!(v["findings"][0]["category"], "ScopeMissing", "{v:#}");
    let scope = v["odutqa"]["scope"].as_array().unwrap();
    assert!(
        !scope.is_empty() && scope.iter().all(|s| s[2] == "Missing"),
        "{scope:?}"
    );
}
