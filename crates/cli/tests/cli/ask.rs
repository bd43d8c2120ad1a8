//! `clarisql ask`: the JSON object for each decision, the text form, `--db`, and SQL typed as a
//! question.

use crate::support::*;
use clarisql_gen::demo::Expected;

#[test]
fn json_answer_carries_the_sql_and_the_rows() {
    let cache = tempfile::tempdir().unwrap();
    let v = ask_json(
        demo_dir(),
        "How many models does Volkswagen make?",
        &[],
        cache.path(),
    );
    assert_eq!(v["decision"], "answer", "{v:#}");
    assert_eq!(v["question_type"], "answerable");
    assert_eq!(v["database"], "cars");
    let tables: Vec<&str> = v["tables"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t.as_str().unwrap())
        .collect();
    assert!(
        tables.contains(&"models") && tables.contains(&"makers"),
        "{tables:?}"
    );
    assert!(v["sql"].as_str().unwrap().contains("'Volkswagen'"), "{v:#}");
    let expected = count(
        demo_db("cars"),
        "SELECT COUNT(*) FROM models JOIN makers USING (maker_id) WHERE makers.name = 'Volkswagen'",
    );
    assert_eq!(v["rows"], serde_json::json!([[expected]]));
    assert_eq!(v["columns"].as_array().unwrap().len(), 1);
    assert!(v["clarification"].is_null());
}

#[test]
fn json_clarification_offers_the_rating_columns() {
    let cache = tempfile::tempdir().unwrap();
    let q = demo_question(Expected::Clarify, Some("movies"));
    let v = ask_json(demo_dir(), &q.text, &[], cache.path());
    assert_eq!(v["decision"], "clarify", "{v:#}");
    assert_eq!(v["question_type"], "ambiguous");
    assert!(v["sql"].is_null() && v["rows"].as_array().unwrap().is_empty());
    let options = v["clarification"]["options"].as_array().unwrap();
    assert!(options.len() >= 2, "{v:#}");
    assert!(
        options
            .iter()
            .any(|o| o.as_str().unwrap() == "IMDb user rating"),
        "{options:?}"
    );
    let f = &v["findings"][0];
    assert_eq!(f["category"], "ColumnAmbiguity");
    assert_eq!(f["clause"], "select");
    assert_eq!(f["text"], "rating");
    // The span is in characters of the question.
    let start = q.text.find("rating").unwrap();
    assert_eq!(
        f["span"],
        serde_json::json!([start, start + "rating".len()])
    );
    for c in f["candidates"].as_array().unwrap() {
        assert_eq!(c["kind"], "column");
        assert_eq!(c["database"], "movies");
        assert_eq!(c["table"], "movies");
        assert!(c["column"].as_str().unwrap().ends_with("rating"), "{c:#}");
    }
}

#[test]
fn json_refusal_names_the_missing_value() {
    let cache = tempfile::tempdir().unwrap();
    let question = "How many models does Tesla make?";
    let v = ask_json(demo_dir(), question, &[], cache.path());
    // A value absent from the data: a clarification offering the makers that exist.
    assert_eq!(v["decision"], "clarify", "{v:#}");
    assert_eq!(v["question_type"], "unanswerable");
    assert!(v["sql"].is_null());
    let options = v["clarification"]["options"].as_array().unwrap();
    assert!(
        !options.is_empty() && options.iter().all(|o| o.as_str() != Some("Tesla")),
        "{v:#}"
    );
    let f = &v["findings"][0];
    assert_eq!(f["category"], "ValueNotFound");
    assert_eq!(f["clause"], "where");
    assert_eq!(f["text"], "Tesla");
    let start = question.find("Tesla").unwrap();
    assert_eq!(f["span"], serde_json::json!([start, start + 5]));
    assert!(v["message"].as_str().unwrap().contains("Tesla"), "{v:#}");
}

#[test]
fn json_small_talk_is_a_reply() {
    let cache = tempfile::tempdir().unwrap();
    let v = ask_json(demo_dir(), "thanks!", &[], cache.path());
    assert_eq!(v["decision"], "reply", "{v:#}");
    assert_eq!(v["question_type"], "improper");
    assert!(v["database"].is_null() && v["sql"].is_null());
    assert_eq!(v["findings"][0]["category"], "Improper");
    assert_eq!(v["findings"][0]["clause"], "whole");
    assert!(!v["message"].as_str().unwrap().is_empty());
}

#[test]
fn text_output_shows_the_sql_and_the_rows() {
    let cache = tempfile::tempdir().unwrap();
    let run = clarisql(
        &["ask", "--lake", demo_dir(), "Which makers are from Japan?"],
        cache.path(),
    );
    assert!(run.success, "{run:?}");
    assert!(run.stdout.contains("SQL (cars): SELECT"), "{run:?}");
    let makers = column(
        demo_db("cars"),
        "SELECT name FROM makers WHERE country = 'Japan'",
    );
    assert!(makers.len() >= 2);
    for m in &makers {
        assert!(run.stdout.contains(&format!("| {m}")), "{m}: {run:?}");
    }
    assert!(
        run.stdout.contains(&format!("({} rows)", makers.len())),
        "{run:?}"
    );
}

#[test]
fn db_restricts_the_database() {
    let cache = tempfile::tempdir().unwrap();
    let open = ask_json(demo_dir(), "Who is from Germany?", &[], cache.path());
    assert_eq!(open["decision"], "clarify", "{open:#}");
    assert_eq!(open["findings"][0]["category"], "TableAmbiguity");
    let candidates: Vec<&str> = open["findings"][0]["candidates"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["database"].as_str().unwrap())
        .collect();
    assert!(
        candidates.contains(&"cars") && candidates.contains(&"movies"),
        "{candidates:?}"
    );

    for (db, sql) in [
        (
            "movies",
            "SELECT name FROM directors WHERE nationality = 'Germany'",
        ),
        ("cars", "SELECT name FROM makers WHERE country = 'Germany'"),
    ] {
        let v = ask_json(
            demo_dir(),
            "Who is from Germany?",
            &["--db", db],
            cache.path(),
        );
        assert_eq!(v["decision"], "answer", "{v:#}");
        assert_eq!(v["database"], db);
        let mut got: Vec<String> = v["rows"]
            .as_array()
            .unwrap()
            .iter()
            .map(|r| r[0].as_str().unwrap().to_string())
            .collect();
        let mut want = column(demo_db(db), sql);
        got.sort();
        want.sort();
        assert_eq!(got, want, "{db}");
    }
}

#[test]
fn an_unknown_db_lists_the_databases() {
    let cache = tempfile::tempdir().unwrap();
    let run = clarisql(
        &[
            "ask",
            "--lake",
            demo_dir(),
            "--db",
            "boats",
            "How many boats?",
        ],
        cache.path(),
    );
    assert!(!run.success, "{run:?}");
    assert!(run.stderr.contains("unknown database 'boats'"), "{run:?}");
    for id in ["cars", "flights", "movies", "odutqa_en"] {
        assert!(run.stderr.contains(id), "{id}: {run:?}");
    }
}

#[test]
fn sql_select_typed_as_a_question_runs() {
    let cache = tempfile::tempdir().unwrap();
    let v = ask_json(
        demo_dir(),
        "SELECT COUNT(*) FROM makers WHERE country = 'Germany'",
        &[],
        cache.path(),
    );
    assert_eq!(v["decision"], "answer", "{v:#}");
    assert_eq!(v["database"], "cars");
    let n = count(
        demo_db("cars"),
        "SELECT COUNT(*) FROM makers WHERE country = 'Germany'",
    );
    assert_eq!(v["rows"], serde_json::json!([[n]]));
}

#[test]
fn sql_that_writes_is_refused_and_the_file_is_unchanged() {
    let dir = tempfile::tempdir().unwrap();
    let cache = tempfile::tempdir().unwrap();
    let db = write_pets_db(dir.path());
    let lake = path_str(dir.path());
    let before = std::fs::read(&db).unwrap();
    for sql in [
        "DELETE FROM pets",
        "DROP TABLE pets",
        "UPDATE pets SET age = 0",
        "INSERT INTO pets VALUES (9, 'Nib', 'cat', 1, 1)",
        "SELECT 1; DELETE FROM pets",
        "WITH gone AS (DELETE FROM pets RETURNING *) SELECT * FROM gone",
        "PRAGMA writable_schema = 1",
    ] {
        let v = ask_json(lake, sql, &[], cache.path());
        assert_eq!(v["decision"], "refuse", "{sql}: {v:#}");
        assert!(v["sql"].is_null(), "{sql}: {v:#}");
        assert!(
            v["message"].as_str().unwrap().contains("not run"),
            "{sql}: {v:#}"
        );
    }
    assert_eq!(std::fs::read(&db).unwrap(), before);
    assert_eq!(count(&db, "SELECT COUNT(*) FROM pets"), 5);
}
