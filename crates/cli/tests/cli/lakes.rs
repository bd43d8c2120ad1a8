//! Lakes that are missing, empty or partly broken: errors name the file and the problem, and a
//! bad source next to good ones is reported while the others still load.

use crate::support::*;
use std::path::Path;

fn ask(lake: &Path, question: &str) -> Run {
    let cache = tempfile::tempdir().unwrap();
    clarisql(&["ask", "--lake", path_str(lake), question], cache.path())
}

#[test]
fn a_missing_lake_path_is_named() {
    let dir = tempfile::tempdir().unwrap();
    let missing = dir.path().join("no-such-lake");
    let run = ask(&missing, "How many pets are there?");
    assert!(!run.success, "{run:?}");
    assert!(
        run.stderr
            .contains(&format!("{}: no such file or folder", missing.display())),
        "{run:?}"
    );
}

#[test]
fn an_empty_folder_says_what_was_looked_for() {
    let dir = tempfile::tempdir().unwrap();
    let run = ask(dir.path(), "How many pets are there?");
    assert!(!run.success, "{run:?}");
    assert!(run.stderr.contains(path_str(dir.path())), "{run:?}");
    assert!(run.stderr.contains("no databases found"), "{run:?}");
}

#[test]
fn a_corrupt_sqlite_file_is_reported_and_the_rest_loads() {
    let dir = tempfile::tempdir().unwrap();
    write_pets_db(dir.path());
    let bad = dir.path().join("ledger.sqlite");
    std::fs::write(&bad, "these bytes are not a SQLite database ".repeat(20)).unwrap();
    let run = ask(dir.path(), "How many pets are there?");
    assert!(run.success, "{run:?}");
    assert!(
        run.stderr
            .contains(&format!("warning: skipped {}", bad.display())),
        "{run:?}"
    );
    assert!(
        run.stderr.contains("not a valid SQLite database"),
        "{run:?}"
    );
    assert!(run.stdout.contains("| 5"), "{run:?}");
}

#[test]
fn a_csv_lake_answers() {
    let dir = tempfile::tempdir().unwrap();
    write_trees_csv(dir.path(), "parks");
    let cache = tempfile::tempdir().unwrap();
    let v = ask_json(
        path_str(dir.path()),
        "How many trees are in North Park?",
        &[],
        cache.path(),
    );
    assert_eq!(v["decision"], "answer", "{v:#}");
    assert_eq!(v["database"], "parks");
    assert_eq!(v["rows"], serde_json::json!([[2]]));
}

#[test]
fn a_ragged_csv_names_the_file_and_the_line() {
    let dir = tempfile::tempdir().unwrap();
    let shop = dir.path().join("shop");
    std::fs::create_dir_all(&shop).unwrap();
    let items = shop.join("items.csv");
    std::fs::write(&items, "name,price\napple,1\npear,2,3\n").unwrap();
    let run = ask(dir.path(), "How many items are there?");
    assert!(!run.success, "{run:?}");
    assert!(
        run.stderr.contains(&format!(
            "{}: ragged row at line 3: 3 fields where the header has 2",
            items.display()
        )),
        "{run:?}"
    );

    // Beside a good database it is a warning, and the good one answers.
    write_pets_db(dir.path());
    let run = ask(dir.path(), "How many pets are there?");
    assert!(run.success, "{run:?}");
    assert!(
        run.stderr
            .contains(&format!("warning: skipped {}: ragged row", items.display())),
        "{run:?}"
    );
}

#[test]
fn a_non_utf8_csv_names_the_file_and_the_fix() {
    let dir = tempfile::tempdir().unwrap();
    let shop = dir.path().join("shop");
    std::fs::create_dir_all(&shop).unwrap();
    let items = shop.join("items.csv");
    // "café" in Latin-1.
    std::fs::write(&items, b"name,price\napple,1\ncaf\xe9,2\n").unwrap();
    let run = ask(dir.path(), "How many items are there?");
    assert!(!run.success, "{run:?}");
    assert!(
        run.stderr
            .contains(&format!("{}: not UTF-8 text (line 3)", items.display())),
        "{run:?}"
    );
    assert!(run.stderr.contains("re-save the file as UTF-8"), "{run:?}");
}
