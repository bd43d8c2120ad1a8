//! `--llm URL --model NAME` on the binary, against a scripted OpenAI-compatible server on
//! 127.0.0.1 (fast and exact; the real model is exercised in `clarisql-agent`'s tests): the
//! benchmark reports the model's calls and what verification did, `--compare` runs both paths
//! on the same items, and without an LLM nothing changes.

use crate::support::*;
use clarisql_testsupport::http::{json_string, Reply, ScriptedServer};
use serde_json::{json, Value};
use std::path::Path;

/// `company/company.sqlite` with departments and employees.
fn write_company(root: &Path) {
    let dir = root.join("company");
    std::fs::create_dir_all(&dir).unwrap();
    let conn = rusqlite::Connection::open(dir.join("company.sqlite")).unwrap();
    conn.execute_batch(
        "CREATE TABLE departments (id INTEGER PRIMARY KEY, name TEXT NOT NULL, city TEXT);
         CREATE TABLE employees (id INTEGER PRIMARY KEY, name TEXT NOT NULL, title TEXT,
             department_id INTEGER REFERENCES departments(id), salary REAL, hired INTEGER);
         INSERT INTO departments VALUES (1, 'Engineering', 'Berlin'), (2, 'Sales', 'Paris');
         INSERT INTO employees VALUES (1, 'Ada Lovelace', 'Engineer', 1, 120000, 2015),
             (2, 'Grace Hopper', 'Engineer', 1, 130000, 2012),
             (3, 'Edsger Dijkstra', 'Manager', 2, 90000, 2019);",
    )
    .unwrap();
}

const BEST_PAID: &str = "SELECT T1.name FROM employees AS T1 JOIN departments AS T2 \
    ON T2.id = T1.department_id WHERE T2.name = 'Engineering' ORDER BY T1.salary DESC LIMIT 1";

fn questions(dir: &Path) -> std::path::PathBuf {
    let items = json!([
        {"db_id": "company", "question": "How many employees are there?",
         "query": "SELECT COUNT(*) FROM employees"},
        {"db_id": "company", "question": "Who is the best paid worker of the Engineering team?",
         "query": BEST_PAID},
    ]);
    let file = dir.join("questions.json");
    std::fs::write(&file, items.to_string()).unwrap();
    file
}

fn read(path: &Path) -> Value {
    serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap()
}

#[test]
fn bench_with_an_llm_reports_its_calls_and_compares_both_paths() {
    let dir = tempfile::tempdir().unwrap();
    let cache = tempfile::tempdir().unwrap();
    let lake = dir.path().join("lake");
    write_company(&lake);
    let file = questions(dir.path());
    // The model first writes a query that would write, then a correct one.
    let server = ScriptedServer::start(vec![
        Reply::completion(&format!(
            r#"{{"sql": {}, "assumptions": []}}"#,
            json_string("DELETE FROM employees")
        )),
        Reply::completion(&format!(
            r#"{{"diagnosis": "a read", "sql": {}, "unmatched_values": []}}"#,
            json_string(BEST_PAID)
        )),
    ]);
    let out = dir.path().join("out/compare.json");
    let run = clarisql(
        &[
            "bench",
            "spider",
            "--lake",
            path_str(&lake),
            "--questions",
            path_str(&file),
            "--llm",
            &server.url,
            "--model",
            "scripted",
            "--compare",
            "--out",
            path_str(&out),
        ],
        cache.path(),
    );
    assert!(run.success, "{}", run.stderr);
    let report = read(&out);
    let rows = report["tables"]["deterministic vs LLM"].as_array().unwrap();
    let ex = rows.iter().find(|r| r["metric"] == "ex").unwrap();
    assert_eq!(ex["deterministic"], 0.5, "{ex}");
    assert_eq!(ex["llm"], 1.0, "{ex}");
    assert_eq!(report["compare"]["gained"], 1);
    assert_eq!(report["compare"]["lost"], 0);
    let llm = &report["llm"];
    assert_eq!(llm["model"], "scripted");
    assert_eq!(llm["answers_by_llm"], 1);
    assert_eq!(llm["answers_by_llm_correct"], 1);
    assert_eq!(llm["proposals_rejected_by_validator"], 1, "{llm:#}");
    assert_eq!(llm["proposals_verified"], 1, "{llm:#}");
    assert!(llm["calls"].as_u64().unwrap() >= 2, "{llm:#}");
    assert!(
        llm["client"]["http_requests"].as_u64().unwrap() >= 2,
        "{llm:#}"
    );
    let items = report["items"].as_array().unwrap();
    assert_eq!(items.len(), 2);
    assert_eq!(items[1]["llm"]["source"], "llm");
    assert_eq!(items[1]["deterministic"]["source"], "deterministic");
    let md = std::fs::read_to_string(out.with_extension("md")).unwrap();
    assert!(md.contains("## LLM (scripted)"), "{md}");
    assert!(md.contains("correct only with the LLM"), "{md}");

    // The database was not written to.
    let conn = rusqlite::Connection::open(lake.join("company/company.sqlite")).unwrap();
    let n: i64 = conn
        .query_row("SELECT COUNT(*) FROM employees", [], |r| r.get(0))
        .unwrap();
    assert_eq!(n, 3);

    // Without an LLM, the same benchmark is the deterministic half, exactly.
    let plain = dir.path().join("out/plain.json");
    let run = clarisql(
        &[
            "bench",
            "spider",
            "--lake",
            path_str(&lake),
            "--questions",
            path_str(&file),
            "--out",
            path_str(&plain),
        ],
        cache.path(),
    );
    assert!(run.success, "{}", run.stderr);
    let plain = read(&plain);
    assert!(plain.get("llm").is_none());
    for (p, both) in plain["items"].as_array().unwrap().iter().zip(items) {
        for key in ["decision", "sql", "correct", "message"] {
            assert_eq!(p[key], both["deterministic"][key], "{key}");
        }
    }

    // --compare without an LLM says what to do.
    let run = clarisql(
        &[
            "bench",
            "spider",
            "--lake",
            path_str(&lake),
            "--questions",
            path_str(&file),
            "--compare",
            "--out",
            path_str(&dir.path().join("out/x.json")),
        ],
        cache.path(),
    );
    assert!(!run.success);
    assert!(
        run.stderr.contains("--compare needs an LLM"),
        "{}",
        run.stderr
    );
}
