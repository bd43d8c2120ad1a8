//! `clarisql demo DIR`: writes the lake, shows every section, reuses the lake on a second run;
//! and every demo question still gets the decision the demo promises.

use crate::support::*;
use clarisql_gen::demo::Expected;

#[test]
fn shows_every_section_and_reuses_the_lake() {
    let dir = tempfile::tempdir().unwrap();
    let cache = tempfile::tempdir().unwrap();
    let lake = dir.path().join("my demo");
    let args = ["demo", path_str(&lake)];

    let first = clarisql(&args, cache.path());
    assert!(first.success, "{first:?}");
    assert!(
        first
            .stdout
            .starts_with("clarisql demo — wrote the demo lake in"),
        "{first:?}"
    );
    assert!(
        first
            .stdout
            .contains("(4 databases: movies, cars, flights, odutqa_en)"),
        "{first:?}"
    );
    for (i, q) in demo_lake().questions.iter().enumerate() {
        assert!(
            first
                .stdout
                .contains(&format!("── {}. {} ──\nyou> {}\n", i + 1, q.shows, q.text)),
            "{}: {first:?}",
            q.text
        );
        for f in &q.follow_ups {
            assert!(first.stdout.contains(&format!("you> {f}\n")), "{first:?}");
        }
    }
    // Every question behaved as the demo says it would.
    assert!(!first.stdout.contains("the demo expected"), "{first:?}");
    assert!(first.stdout.contains("SQL (movies)"), "{first:?}");
    assert!(first.stdout.contains("SQL (odutqa_en)"), "{first:?}");
    assert!(
        first.stdout.contains(&format!(
            "Try next:\n  clarisql ask --lake '{}' 'Which makers are from Japan?'\n  clarisql chat --lake '{}'\n",
            lake.display(),
            lake.display()
        )),
        "{first:?}"
    );

    let second = clarisql(&args, cache.path());
    assert!(second.success, "{second:?}");
    assert!(
        second
            .stdout
            .starts_with("clarisql demo — reused the demo lake"),
        "{second:?}"
    );
    assert!(second.stdout.contains("loaded from cache"), "{second:?}");
    // Same questions, same answers.
    let body = |s: &str| s.split_once("\n\n").map(|(_, b)| b.to_string()).unwrap();
    assert_eq!(body(&first.stdout), body(&second.stdout));
}

#[test]
fn the_suggested_commands_work() {
    let cache = tempfile::tempdir().unwrap();
    let v = ask_json(demo_dir(), &demo_lake().next_question, &[], cache.path());
    assert_eq!(v["decision"], "answer", "{v:#}");
    assert_eq!(v["database"], "cars");
}

#[test]
fn every_demo_question_gets_the_promised_decision() {
    let cache = tempfile::tempdir().unwrap();
    for q in &demo_lake().questions {
        let v = ask_json(demo_dir(), &q.text, &[], cache.path());
        let want = match q.expected {
            Expected::Answer => "answer",
            Expected::Clarify => "clarify",
            Expected::Refuse => "refuse",
            Expected::Reply => "reply",
        };
        assert_eq!(v["decision"], want, "{}: {v:#}", q.text);
        if let (Some(db), Expected::Answer | Expected::Refuse) = (&q.database, q.expected) {
            assert_eq!(v["database"], db.as_str(), "{}: {v:#}", q.text);
        }
    }
}

#[test]
fn refuses_to_write_into_a_folder_that_is_not_a_demo() {
    let dir = tempfile::tempdir().unwrap();
    let cache = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("thesis.txt"), "my own work").unwrap();
    let run = clarisql(&["demo", path_str(dir.path())], cache.path());
    assert!(!run.success, "{run:?}");
    assert!(
        run.stderr
            .contains("already holds files that are not a clarisql demo lake"),
        "{run:?}"
    );
    assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 1);
}
