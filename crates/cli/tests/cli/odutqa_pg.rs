//! `clarisql generate odutqa --postgres URL` against the real PostgreSQL test server
//! (scripts/pg-test-server.sh; skipped without CLARISQL_TEST_PG_URL unless
//! CLARISQL_REQUIRE_SERVERS=1): the lake it loads there is the SQLite lake, table for table,
//! and the engine asks the same scope clarification on both.

use crate::support::{ask_json, clarisql, path_str};
use clarisql_exec::Limits;
use clarisql_lake::{Lake, LoadOptions};
use clarisql_testsupport::PgTestDb;
use serde_json::Value;
use std::path::{Path, PathBuf};

fn load(path: &str, cache: &Path) -> Lake {
    let lake = Lake::load(
        &[PathBuf::from(path)],
        &LoadOptions {
            cache_dir: cache.to_path_buf(),
            progress: None,
        },
    )
    .unwrap();
    assert!(lake.issues.is_empty(), "{:?}", lake.issues);
    assert_eq!(lake.databases.len(), 1);
    lake
}

#[test]
fn generate_odutqa_with_postgres_serves_the_same_lake() {
    let Some(server) = PgTestDb::create("odutqa_pg") else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let cache = tempfile::tempdir().unwrap();
    let out = dir.path().join("lake");
    let args = [
        "generate",
        "odutqa",
        "--out",
        path_str(&out),
        "--size",
        "small",
        "--seed",
        "23",
        "--postgres",
        server.url(),
    ];
    let run = clarisql(&args, cache.path());
    assert!(run.success, "{run:?}");
    assert!(run.stdout.contains("loaded "), "{run:?}");

    let lite = load(path_str(&out), &cache.path().join("lite"));
    let pg = load(server.url(), &cache.path().join("pg"));
    let (l, p) = (&lite.databases[0], &pg.databases[0]);
    assert_eq!(l.tables.len(), p.tables.len());
    assert!(l.tables.len() > 10, "{}", l.tables.len());
    for (a, b) in l.tables.iter().zip(&p.tables) {
        assert_eq!(a.name, b.name);
        assert!(a.caption.is_some(), "{}", a.name);
        assert_eq!(a.caption, b.caption, "{}", a.name);
        assert_eq!(a.row_count, b.row_count, "{}", a.name);
        assert!(a.row_count > 0, "{}", a.name);
        assert_eq!(a.primary_key, b.primary_key, "{}", a.name);
        let cols = |t: &clarisql_lake::Table| {
            t.columns
                .iter()
                .map(|c| (c.name.clone(), c.kind, c.description.clone()))
                .collect::<Vec<_>>()
        };
        assert_eq!(cols(a), cols(b), "{}", a.name);
        for (ca, cb) in a.columns.iter().zip(&b.columns) {
            assert_eq!(
                ca.profile.distinct, cb.profile.distinct,
                "{}.{}",
                a.name, ca.name
            );
            assert_eq!(
                ca.profile.values, cb.profile.values,
                "{}.{}",
                a.name, ca.name
            );
        }
    }

    // Gold SQL answers the same on both.
    let records: Vec<Value> = serde_json::from_str(
        &std::fs::read_to_string(out.join("odutqa_en").join("test.json")).unwrap(),
    )
    .unwrap();
    let (lite_db, pg_db) = (l.source.connect(), p.source.connect());
    let mut compared = 0;
    for record in &records {
        let sql = record["SQL"].as_str().unwrap();
        let a = lite_db.query(sql, &Limits::default()).unwrap();
        let b = pg_db
            .query(sql, &Limits::default())
            .unwrap_or_else(|e| panic!("{sql}: {e}"));
        assert_eq!(a.rows, b.rows, "{sql}");
        if !a.rows.is_empty() {
            compared += 1;
        }
    }
    assert!(compared > 0);

    // Scope clarification on the PostgreSQL lake, as on the SQLite one.
    let record = records
        .iter()
        .find(|r| {
            r["Stratum"] == "from"
                && r["Scope-Underspecification"]
                    .as_array()
                    .is_some_and(|s| !s.is_empty())
        })
        .expect("a FROM-underspecified record");
    let question = record["Query"].as_str().unwrap();
    let on_pg = ask_json(server.url(), question, &[], &cache.path().join("ask-pg"));
    let on_lite = ask_json(
        path_str(&out),
        question,
        &[],
        &cache.path().join("ask-lite"),
    );
    assert_eq!(on_pg["decision"], "clarify", "{question}: {on_pg:#}");
    let categories = |v: &Value| -> Vec<Value> {
        v["findings"]
            .as_array()
            .unwrap()
            .iter()
            .map(|f| f["category"].clone())
            .collect()
    };
    assert!(
        categories(&on_pg)
            .iter()
            .any(|c| c.as_str().is_some_and(|c| c.starts_with("Scope"))),
        "{question}: {on_pg:#}"
    );
    assert_eq!(categories(&on_pg), categories(&on_lite), "{question}");
    assert_eq!(
        on_pg["clarification"], on_lite["clarification"],
        "{question}"
    );

    // The benchmark scores the same on both (the records name the SQLite database; a lake of
    // one database is taken as theirs), and its report keeps no password.
    let records_path = out.join("odutqa_en").join("test.json");
    let metrics = |lake: &str, name: &str| {
        let report = dir.path().join(format!("{name}.json"));
        let run = clarisql(
            &[
                "bench",
                "odutqa",
                "--lake",
                lake,
                "--records",
                path_str(&records_path),
                "--limit",
                "12",
                "--out",
                path_str(&report),
            ],
            &cache.path().join(name),
        );
        assert!(run.success, "{run:?}");
        let v: Value = serde_json::from_str(&std::fs::read_to_string(&report).unwrap()).unwrap();
        assert_eq!(v["counts"]["gold_errors"], 0, "{name}: {v:#}");
        let mut m = v["metrics"].clone();
        m.as_object_mut().unwrap().remove("latency_ms_p50");
        (
            m,
            std::fs::read_to_string(report.with_extension("md")).unwrap(),
        )
    };
    let (on_pg, md) = metrics(server.url(), "bench-pg");
    let (on_lite, _) = metrics(path_str(&out), "bench-lite");
    assert_eq!(on_pg, on_lite);
    assert!(md.contains("Command: "), "{md}");
    if let Some(password) = server
        .url()
        .split_once("://")
        .and_then(|(_, rest)| rest.split_once('@'))
        .and_then(|(user, _)| user.split_once(':'))
        .map(|(_, pw)| pw)
    {
        assert!(!md.contains(password), "{md}");
    }

    // A second run replaces the tables instead of failing on them.
    let again = clarisql(&args, cache.path());
    assert!(again.success, "{again:?}");
    let pg = load(server.url(), &cache.path().join("pg2"));
    assert_eq!(pg.databases[0].tables.len(), l.tables.len());
}

#[test]
fn an_unreachable_server_is_named_with_how_to_start_one() {
    let dir = tempfile::tempdir().unwrap();
    let cache = tempfile::tempdir().unwrap();
    let run = clarisql(
        &[
            "generate",
            "odutqa",
            "--out",
            path_str(dir.path()),
            "--postgres",
            "postgres://ann:secret@127.0.0.1:1/lake",
        ],
        cache.path(),
    );
    assert!(!run.success, "{run:?}");
    assert!(run.stderr.contains("127.0.0.1:1"), "{run:?}");
    assert!(run.stderr.contains("pg-test-server.sh"), "{run:?}");
    assert!(!run.stderr.contains("secret"), "{run:?}");
    assert!(
        !dir.path().join("odutqa_en").exists(),
        "checked before generating: {run:?}"
    );
}
