//! `clarisql bench spider` on a small Spider-format file written against the demo lake, and
//! `clarisql bench mmsql` on the project's own dialogues.

use crate::support::*;
use serde_json::{json, Value};
use std::path::Path;

const METRICS: &[&str] = &[
    "ex",
    "answered",
    "answer_precision",
    "coverage",
    "clarified",
    "refused",
    "db_top1",
    "table_recall_at_5",
    "latency_ms_p50",
    "latency_ms_p95",
    "index_build_s",
];

/// Questions with gold SQL; the gold is checked against the data before the benchmark runs.
fn questions() -> Value {
    let rating = demo_lake()
        .questions
        .iter()
        .find(|q| q.text.starts_with("What is the rating of "))
        .unwrap();
    let title = rating
        .text
        .trim_start_matches("What is the rating of ")
        .trim_end_matches('?')
        .replace('\'', "''");
    json!([
        {"db_id": "cars", "question": "How many models does Volkswagen make?",
         "query": "SELECT count(*) FROM models AS T1 JOIN makers AS T2 ON T1.maker_id = T2.maker_id WHERE T2.name = 'Volkswagen'"},
        {"db_id": "cars", "question": "Which makers are from Japan?",
         "query": "SELECT name FROM makers WHERE country = 'Japan'"},
        {"db_id": "flights", "question": "How many airlines are there?",
         "query": "SELECT count(*) FROM airlines"},
        {"db_id": "movies", "question": "How many movies are there?",
         "query": "SELECT count(*) FROM movies"},
        {"db_id": "movies", "question": "Who is from Germany?",
         "query": "SELECT name FROM directors WHERE nationality = 'Germany'"},
        {"db_id": "movies", "question": rating.text,
         "query": format!("SELECT imdb_rating FROM movies WHERE title = '{title}'")},
        {"db_id": "cars", "question": "How many models does Tesla make?",
         "query": "SELECT count(*) FROM models AS T1 JOIN makers AS T2 ON T1.maker_id = T2.maker_id WHERE T2.name = 'Tesla'"},
    ])
}

fn check_gold(items: &Value) {
    let expect = [
        Some(4),
        None,
        Some(13),
        Some(42),
        None,
        None,
        Some(0), // no Tesla
    ];
    for (item, want) in items.as_array().unwrap().iter().zip(expect) {
        let db = demo_db(item["db_id"].as_str().unwrap());
        let rows = column(db, item["query"].as_str().unwrap());
        assert!(!rows.is_empty(), "{item}");
        if let Some(n) = want {
            assert_eq!(rows, [n.to_string()], "{item}");
        }
    }
}

fn bench(questions: &Path, out: &Path, open: bool, cache: &Path) -> Value {
    let mut args = vec![
        "bench",
        "spider",
        "--lake",
        demo_dir(),
        "--questions",
        path_str(questions),
        "--out",
        path_str(out),
    ];
    if open {
        args.push("--open");
    }
    let run = clarisql(&args, cache);
    assert!(run.success, "{run:?}");
    assert!(
        run.stdout.contains(&format!("report: {}", out.display())),
        "{run:?}"
    );
    let report: Value = serde_json::from_str(&std::fs::read_to_string(out).unwrap()).unwrap();
    let m = &report["metrics"];
    for k in METRICS {
        let x = m[k]
            .as_f64()
            .unwrap_or_else(|| panic!("metric {k} missing: {m:#}"));
        if k.starts_with("latency") || k.ends_with("_s") {
            assert!((0.0..10_000.0).contains(&x), "{k} = {x}");
        } else {
            assert!((0.0..=1.0).contains(&x), "{k} = {x}");
        }
    }
    assert!(m["index_build_s"].as_f64().unwrap() > 0.0);
    assert!(m["latency_ms_p50"].as_f64() <= m["latency_ms_p95"].as_f64());
    let md = out.with_extension("md");
    let summary = std::fs::read_to_string(&md).unwrap();
    assert!(summary.contains("| ex |"), "{summary}");
    assert!(summary.contains("Items: 7"), "{summary}");
    report
}

#[test]
fn spider_report_with_metrics_and_a_markdown_summary() {
    let dir = tempfile::tempdir().unwrap();
    let cache = tempfile::tempdir().unwrap();
    let items = questions();
    check_gold(&items);
    let file = dir.path().join("questions.json");
    std::fs::write(&file, items.to_string()).unwrap();

    let closed = bench(
        &file,
        &dir.path().join("out/closed.json"),
        false,
        cache.path(),
    );
    let m = &closed["metrics"];
    let n = 7.0;
    // Told the database, the engine answers five (all correctly), and asks about the rating
    // and about Tesla (which is not a maker: it offers makers that exist).
    assert_eq!(closed["n"], 7);
    assert_eq!(m["answered"], 5.0 / n);
    assert_eq!(m["ex"], 5.0 / n);
    assert_eq!(m["answer_precision"], 1.0);
    assert_eq!(m["clarified"], 2.0 / n);
    assert_eq!(m["refused"], 0.0);
    assert_eq!(m["db_top1"], 1.0);
    let decisions: Vec<&str> = closed["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|i| i["decision"].as_str().unwrap())
        .collect();
    assert_eq!(
        decisions,
        ["answer", "answer", "answer", "answer", "answer", "clarify", "clarify"]
    );

    // Searching the whole lake, "Who is from Germany?" fits two databases: it is asked about.
    let open = bench(&file, &dir.path().join("out/open.json"), true, cache.path());
    let m = &open["metrics"];
    assert_eq!(open["open"], true);
    assert_eq!(m["answered"], 4.0 / n);
    assert_eq!(m["clarified"], 3.0 / n);
    assert_eq!(m["answer_precision"], 1.0);
    assert_eq!(m["db_top1"], 1.0, "{m:#}");
    assert!(m["table_recall_at_5"].as_f64().unwrap() >= 6.0 / n, "{m:#}");
}

#[test]
fn a_malformed_questions_file_is_named() {
    let dir = tempfile::tempdir().unwrap();
    let cache = tempfile::tempdir().unwrap();
    let file = dir.path().join("questions.json");
    std::fs::write(
        &file,
        r#"{"db_id": "cars", "question": "How many makers?"}"#,
    )
    .unwrap();
    let out = dir.path().join("report.json");
    let run = clarisql(
        &[
            "bench",
            "spider",
            "--lake",
            demo_dir(),
            "--questions",
            path_str(&file),
            "--out",
            path_str(&out),
        ],
        cache.path(),
    );
    assert!(!run.success, "{run:?}");
    assert!(run.stderr.contains(path_str(&file)), "{run:?}");
    assert!(run.stderr.contains("expected a JSON array"), "{run:?}");
    assert!(!out.exists());

    std::fs::write(
        &file,
        r#"[{"db_id": "cars", "question": "How many makers?"}]"#,
    )
    .unwrap();
    let run = clarisql(
        &[
            "bench",
            "spider",
            "--lake",
            demo_dir(),
            "--questions",
            path_str(&file),
            "--out",
            path_str(&out),
        ],
        cache.path(),
    );
    assert!(!run.success, "{run:?}");
    assert!(run.stderr.contains("missing field `query`"), "{run:?}");
}

/// The project's own MMSQL-format dialogues, with the lake their SQL files describe.
fn own_dialogues(root: &Path) -> (std::path::PathBuf, std::path::PathBuf) {
    let data = Path::new(env!("CARGO_MANIFEST_DIR")).join("../bench/tests/data/mmsql");
    let lake = root.join("lake");
    for db in ["air", "library"] {
        let folder = lake.join(db);
        std::fs::create_dir_all(&folder).unwrap();
        let sql = std::fs::read_to_string(data.join(format!("{db}.sql"))).unwrap();
        rusqlite::Connection::open(folder.join(format!("{db}.sqlite")))
            .unwrap()
            .execute_batch(&sql)
            .unwrap();
    }
    (lake, data.join("dialogues.json"))
}

#[test]
fn mmsql_report_per_turn_with_both_histories() {
    let dir = tempfile::tempdir().unwrap();
    let cache = tempfile::tempdir().unwrap();
    let (lake, dialogues) = own_dialogues(dir.path());
    let mut reports = Vec::new();
    for history in ["gold", "own"] {
        let out = dir.path().join(format!("mmsql-{history}.json"));
        let run = clarisql(
            &[
                "bench",
                "mmsql",
                "--lake",
                path_str(&lake),
                "--dialogues",
                path_str(&dialogues),
                "--history",
                history,
                "--out",
                path_str(&out),
            ],
            cache.path(),
        );
        assert!(run.success, "{run:?}");
        let report: Value = serde_json::from_str(&std::fs::read_to_string(&out).unwrap()).unwrap();
        let m = &report["metrics"];
        for key in [
            "type_macro_f1",
            "answerable_f1",
            "ambiguous_f1",
            "unanswerable_f1",
            "improper_f1",
            "ex",
            "em",
            "tdex",
            "latency_ms_p50",
        ] {
            assert!(m[key].is_number(), "{key} missing: {m:#}");
        }
        // One row per user turn, each with its gold and predicted type.
        let items = report["items"].as_array().unwrap();
        assert_eq!(items.len(), 29);
        assert!(items
            .iter()
            .all(|i| i["gold_type"].is_string() && i["predicted_type"].is_string()));
        let summary = std::fs::read_to_string(out.with_extension("md")).unwrap();
        assert!(summary.contains("type_macro_f1"), "{summary}");
        reports.push(report);
    }
    // The two histories are replayed differently, but both read every dialogue.
    assert_eq!(reports[0]["n"], 5);
    assert_eq!(reports[1]["n"], 5);
    assert_eq!(reports[0]["history"], "gold");
    assert_eq!(reports[1]["history"], "own");
}
