//! The hand-written labelled suite run through the real engine: the gold labels hold on the
//! data, the metrics agree with the per-case outcomes, a run is reproducible, and floors
//! guard what the engine already does (raise them as the detectors improve).
//!
//! `CLARISQL_LABELLED_REPORT=path.json cargo test -p clarisql-bench --test bench labelled_handwritten`
//! also writes the report there.

use clarisql_analyze::QuestionType;
use clarisql_bench::compare::results_match;
use clarisql_bench::labelled::{run, LabelledOptions};
use clarisql_engine::Engine;
use clarisql_exec::{Database as _, Limits, SqliteDb};
use clarisql_gen::labelled::read_cases;
use serde_json::Value as Json;
use std::path::{Path, PathBuf};

fn data() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/handwritten")
}

/// Writes every `<name>.sql` of the suite as `<root>/<name>/<name>.sqlite`.
fn write_lake(root: &Path) {
    let mut scripts: Vec<PathBuf> = std::fs::read_dir(data())
        .expect("suite folder")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "sql"))
        .collect();
    scripts.sort();
    assert!(scripts.len() >= 3);
    for script in scripts {
        let name = script
            .file_stem()
            .and_then(|s| s.to_str())
            .expect("script name")
            .to_string();
        let dir = root.join(&name);
        std::fs::create_dir_all(&dir).expect("db folder");
        let conn = rusqlite::Connection::open(dir.join(format!("{name}.sqlite"))).expect("db");
        conn.execute_batch(&std::fs::read_to_string(&script).expect("script"))
            .expect("script runs");
    }
}

fn metric(m: &Json, key: &str) -> f64 {
    m.get(key).and_then(Json::as_f64).unwrap_or(f64::NAN)
}

#[test]
fn the_engine_on_the_hand_written_suite() {
    let dir = tempfile::tempdir().expect("tempdir");
    let lake = dir.path().join("lake");
    write_lake(&lake);
    let cases = read_cases(&data().join("cases.json")).expect("valid suite");

    // The labels hold on the data: answers have rows, interpretations differ.
    for case in &cases {
        let db = SqliteDb::open(
            &lake
                .join(&case.db_id)
                .join(format!("{}.sqlite", case.db_id)),
        )
        .expect("suite database");
        let results: Vec<_> = case
            .queries
            .iter()
            .chain(case.clarified_query.iter())
            .map(|q| {
                db.query(q, &Limits::default())
                    .unwrap_or_else(|e| panic!("{}: {q}: {e}", case.question))
            })
            .collect();
        assert!(results.iter().all(|r| !r.rows.is_empty()), "{case:?}");
        if case.question_type == QuestionType::Ambiguous {
            for (i, a) in results.iter().enumerate() {
                for b in &results[i + 1..] {
                    assert!(!results_match(a, b, false), "equivalent readings: {case:?}");
                }
            }
        }
    }

    let engine = Engine::open(&[lake], &dir.path().join("cache"), None).expect("engine");
    let options = LabelledOptions {
        simulate: true,
        seed: 7,
        ..LabelledOptions::default()
    };
    let report = run(&engine, &cases, &options, &|_, _| {});
    let m = &report.metrics;
    println!("{}", serde_json::to_string_pretty(m).unwrap_or_default());

    // The metrics agree with the outcomes they summarise.
    assert_eq!(report.n, cases.len());
    let items = &report.items;
    let of_type = |t: &str| {
        items
            .iter()
            .filter(|o| o["gold_type"] == t && o.get("gold_error").is_none())
            .collect::<Vec<_>>()
    };
    let answerable = of_type("answerable");
    assert_eq!(answerable.len(), 15);
    let correct = answerable
        .iter()
        .filter(|o| o["answer_correct"] == true)
        .count();
    assert!((metric(m, "ex") - correct as f64 / 15.0).abs() < 1e-9);
    let clarified = answerable
        .iter()
        .filter(|o| o["decision"] == "clarify")
        .count();
    assert!((metric(m, "unnecessary_clarification_rate") - clarified as f64 / 15.0).abs() < 1e-9);
    let improper_hits = of_type("improper")
        .iter()
        .filter(|o| o["predicted_type"] == "improper")
        .count();
    assert!((metric(m, "improper_recall") - improper_hits as f64 / 5.0).abs() < 1e-9);
    assert!(items.iter().all(|o| o.get("dialogue").is_some()));
    for key in [
        "type_macro_f1",
        "category_accuracy",
        "interpretation_f1",
        "unanswerable_accuracy",
        "ex_after_clarification",
        "turns_per_question",
    ] {
        let v = metric(m, key);
        assert!(v.is_finite() && v >= 0.0, "{key} = {v}");
    }

    // Floors: issue 3's targets for a hand-written suite (type macro-F1 >= 0.85, category
    // accuracy >= 0.75, unnecessary clarifications <= 0.10); measured 0.951 / 0.892 / 0.00,
    // EX after clarification 0.844.
    assert!(metric(m, "type_macro_f1") >= 0.85, "type macro F1 fell");
    assert!(
        metric(m, "improper_f1") >= 0.99,
        "small talk no longer recognised"
    );
    assert!(metric(m, "ex") >= 0.7, "answerable questions: EX fell");
    assert!(
        metric(m, "answer_precision") >= 0.9,
        "wrong answers on answerable questions"
    );
    assert!(metric(m, "unnecessary_clarification_rate") <= 0.1);
    assert!(metric(m, "category_accuracy") >= 0.75);
    assert!(metric(m, "ex_after_clarification") >= 0.75);

    // Reproducible: the same seed gives the same outcomes.
    let again = run(&engine, &cases, &options, &|_, _| {});
    assert_eq!(again.items, report.items);

    let out = dir.path().join("report.json");
    let md = report.write(&out, "test").expect("report written");
    let summary = std::fs::read_to_string(md).expect("summary");
    assert!(summary.contains("## per_category") && summary.contains("| ColumnAmbiguity |"));
    if let Ok(path) = std::env::var("CLARISQL_LABELLED_REPORT") {
        report
            .write(
                Path::new(&path),
                "cargo test -p clarisql-bench --test bench labelled_handwritten",
            )
            .expect("report written where asked");
    }
}

/// A voice that says the fixed reply in other words, keeping it whole ("Option 2, please." ->
/// "Well — Option 2, please."), or loses the key on every other call.
struct Echo {
    lose: bool,
    calls: std::sync::atomic::AtomicUsize,
}

impl clarisql_gen::odutqa::simulator::Paraphraser for Echo {
    fn paraphrase(
        &self,
        r: &clarisql_gen::odutqa::simulator::ParaphraseRequest<'_>,
    ) -> Option<String> {
        self.calls
            .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        if self.lose {
            return Some("Whatever you think.".into());
        }
        Some(format!("Well — {}", r.sentence))
    }
}

#[test]
fn the_dynamic_voice_paraphrases_helpful_replies_and_falls_back_to_the_fixed_one() {
    use clarisql_bench::labelled::Voice;
    use std::sync::Arc;
    let dir = tempfile::tempdir().expect("tempdir");
    let lake = dir.path().join("lake");
    write_lake(&lake);
    let cases = read_cases(&data().join("cases.json")).expect("valid suite");
    let engine = Engine::open(&[lake], &dir.path().join("cache"), None).expect("engine");
    let fixed = LabelledOptions {
        simulate: true,
        ..LabelledOptions::default()
    };
    let fixed_report = run(&engine, &cases, &fixed, &|_, _| {});
    let helped = |r: &clarisql_bench::Report| -> usize {
        r.items
            .iter()
            .filter_map(|i| i.get("dialogue"))
            .map(|d| d["user_helped"].as_u64().unwrap_or(0) as usize)
            .sum()
    };
    assert!(
        helped(&fixed_report) > 0,
        "the suite has clarifications the user answers"
    );

    let echo = Arc::new(Echo {
        lose: false,
        calls: Default::default(),
    });
    let dynamic = LabelledOptions {
        voice: Some(Voice(echo.clone())),
        ..fixed.clone()
    };
    let report = run(&engine, &cases, &dynamic, &|_, _| {});
    let paraphrased = report.extra["counts"]["paraphrased_user_replies"]
        .as_u64()
        .expect("counted") as usize;
    assert!(paraphrased > 0 && paraphrased <= helped(&report));
    let turns: Vec<&Json> = report
        .items
        .iter()
        .filter_map(|i| i.get("dialogue"))
        .flat_map(|d| d["turns"].as_array().into_iter().flatten())
        .filter(|t| t.get("user_fixed").is_some())
        .collect();
    assert_eq!(turns.len(), paraphrased);
    for t in turns {
        let said = t["user"].as_str().unwrap_or("");
        assert!(said.starts_with("Well — "), "{said}");
    }

    // A voice that loses the key every time: 5 tries per reply, then the fixed reply.
    let loser = Arc::new(Echo {
        lose: true,
        calls: Default::default(),
    });
    let report = run(
        &engine,
        &cases,
        &LabelledOptions {
            voice: Some(Voice(loser.clone())),
            ..fixed.clone()
        },
        &|_, _| {},
    );
    assert_eq!(report.extra["counts"]["paraphrased_user_replies"], 0);
    assert_eq!(
        loser.calls.load(std::sync::atomic::Ordering::Relaxed),
        5 * helped(&report),
        "MAX_RETRIES tries per helpful reply"
    );
    assert_eq!(
        report.metrics, fixed_report.metrics,
        "falling back to the fixed reply is fixed mode"
    );
}

/// The Chinese side of the detectors on the suite's Chinese database: each structure is found
/// where Chinese word order makes it ambiguous, and not where the same words settle it.
#[test]
fn chinese_questions_are_read_in_chinese_word_order() {
    use clarisql_analyze::Category;
    use clarisql_engine::{Ask, Decision};
    let dir = tempfile::tempdir().expect("tempdir");
    let lake = dir.path().join("lake");
    write_lake(&lake);
    let engine = Engine::open(&[lake], &dir.path().join("cache"), None).expect("engine");
    let (db, _) = engine
        .lake
        .database("travel_zh")
        .expect("the Chinese database");
    let ask = |q: &str| {
        engine.ask(
            q,
            &Ask {
                db: Some(db),
                all_interpretations: false,
            },
        )
    };
    let top = |q: &str| {
        let r = ask(q);
        (r.decision, r.findings.first().map(|f| f.category), r.sql)
    };

    // A quantifier after the thing asked about: each airport, or all of them together?
    let (d, c, _) = top("哪些航空公司飞往所有机场？");
    assert_eq!((d, c), (Decision::Clarify, Some(Category::QuantifierScope)));
    // Asked in Chinese, the question back is worded in Chinese.
    let asked = ask("哪些航空公司飞往所有机场？")
        .clarification
        .map(|c| c.question)
        .unwrap_or_default();
    assert!(asked.contains("与每个机场都有关联的航空公司"), "{asked}");
    // Opening the question it distributes ("for each airport, which airlines"): a list.
    let (d, _, sql) = top("每个机场都有哪些航空公司？");
    assert_eq!(d, Decision::Answer);
    let sql = sql.unwrap_or_default();
    assert!(sql.contains("机场名称") && sql.contains("名称"), "{sql}");

    // A modifier before a coordination: both, or only the first?
    let (d, c, _) = top("价格为200的酒店和胶囊房有哪些？");
    assert_eq!(
        (d, c),
        (Decision::Clarify, Some(Category::AttachmentAmbiguity))
    );
    // After it, with 中 ("among"), it picks among both.
    let (d, _, sql) = top("酒店和胶囊房中价格为200的有哪些？");
    assert_eq!(d, Decision::Answer);
    assert!(sql.unwrap_or_default().contains("IN ('酒店', '胶囊房')"));

    // A word before 的 and the table names rows: a value that is not there.
    let (d, c, _) = top("深圳的住宿有哪些？");
    assert_eq!((d, c), (Decision::Clarify, Some(Category::ValueNotFound)));
    // After the table it asks for an attribute that is not there.
    let (_, c, _) = top("住宿的游泳池有哪些？");
    assert_eq!(c, Some(Category::ColumnUnanswerable));

    // Superlatives and counts in Chinese order.
    let (_, _, sql) = top("价格低于150的住宿有多少个？");
    assert_eq!(
        sql.as_deref(),
        Some("SELECT COUNT(*) FROM \"住宿\" WHERE \"价格\" < 150")
    );
    let (_, _, sql) = top("最便宜的三个住宿是哪些？");
    assert!(sql
        .unwrap_or_default()
        .ends_with("ORDER BY \"价格\" ASC LIMIT 3"));
    let (_, _, sql) = top("住宿最多的城市是哪个？");
    assert!(sql
        .unwrap_or_default()
        .contains("GROUP BY \"城市\" ORDER BY COUNT(*) DESC LIMIT 1"));

    let (_, _, sql) = top("住宿的最高卫生评分是多少？");
    assert_eq!(
        sql.as_deref(),
        Some("SELECT MAX(\"卫生评分\") FROM \"住宿\"")
    );
    let (_, _, sql) = top("价格在100到200之间的住宿有哪些？");
    assert!(sql.unwrap_or_default().ends_with("BETWEEN 100 AND 200"));
    let (_, _, sql) = top("按价格从高到低列出所有住宿");
    assert_eq!(
        sql.as_deref(),
        Some("SELECT \"名称\" FROM \"住宿\" ORDER BY \"价格\" DESC")
    );

    let (_, _, sql) = top("平均价格最高的城市是哪个？");
    assert_eq!(
        sql.as_deref(),
        Some("SELECT \"城市\" FROM \"住宿\" GROUP BY \"城市\" ORDER BY AVG(\"价格\") DESC LIMIT 1")
    );

    // "没有Y的X": the X no Y refers to (here every airport has a route: the empty answer is
    // questioned, but the reading is the anti-join).
    let (_, _, sql) = top("没有航线的机场有哪些？");
    assert!(sql
        .unwrap_or_default()
        .ends_with("NOT IN (SELECT \"机场编号\" FROM \"航线\")"));

    // Two tables have a 城市; only the airports' is reachable from the airline named.
    let (d, _, sql) = top("东方航空飞往哪些城市？");
    assert_eq!(d, Decision::Answer);
    assert!(sql
        .unwrap_or_default()
        .contains("T1.\"城市\" FROM \"机场\""));

    // Small talk in Chinese is answered in Chinese.
    let r = ask("你好！");
    assert_eq!(r.decision, Decision::Reply);
    assert!(r.message.contains("您好"), "{}", r.message);
}
