//! `clarisql index`: size and build time, the cache on a second run, a rebuild when a source
//! changes.

use crate::support::*;
use std::time::{Duration, SystemTime};

fn index_line(run: &Run) -> &str {
    assert!(run.success, "{run:?}");
    run.stdout
        .lines()
        .find(|l| l.starts_with("index:"))
        .unwrap_or_else(|| panic!("no index line: {run:?}"))
}

#[test]
fn reports_size_and_time_then_uses_the_cache_then_rebuilds_on_change() {
    let dir = tempfile::tempdir().unwrap();
    let cache = tempfile::tempdir().unwrap();
    let db = write_pets_db(dir.path());
    write_trees_csv(dir.path(), "parks");
    let trees = dir.path().join("parks/trees.csv");
    let args = ["index", "--lake", path_str(dir.path())];

    let first = clarisql(&args, cache.path());
    assert!(
        first
            .stdout
            .contains("lake: 2 databases, 3 tables, 11 columns (0 skipped)"),
        "{first:?}"
    );
    let line = index_line(&first);
    assert!(line.contains(" MB, built in "), "{line}");
    assert!(line.ends_with(" s"), "{line}");
    assert!(first.stdout.contains("cache: "), "{first:?}");

    let second = clarisql(&args, cache.path());
    assert!(
        index_line(&second).contains("loaded from cache"),
        "{second:?}"
    );

    // Touching a source (a newer modification time, same bytes) is a change.
    let later = SystemTime::now() + Duration::from_secs(60);
    std::fs::File::options()
        .write(true)
        .open(&trees)
        .unwrap()
        .set_modified(later)
        .unwrap();
    let touched = clarisql(&args, cache.path());
    assert!(index_line(&touched).contains("built in"), "{touched:?}");
    assert!(
        index_line(&clarisql(&args, cache.path())).contains("loaded from cache"),
        "the rebuilt index is cached again"
    );

    // Rewriting a database adds its new values to the index.
    let values = |run: &Run| -> usize {
        let line = index_line(run);
        line.trim_start_matches("index: ")
            .split(' ')
            .next()
            .unwrap()
            .parse()
            .unwrap()
    };
    let before = values(&touched);
    rusqlite::Connection::open(&db)
        .unwrap()
        .execute(
            "INSERT INTO pets VALUES (6, 'Quillon', 'hedgehog', 4, 1)",
            [],
        )
        .unwrap();
    std::fs::File::options()
        .write(true)
        .open(&db)
        .unwrap()
        .set_modified(later + Duration::from_secs(60))
        .unwrap();
    let rewritten = clarisql(&args, cache.path());
    assert!(index_line(&rewritten).contains("built in"), "{rewritten:?}");
    assert!(values(&rewritten) > before, "{rewritten:?}");

    // The new value is found by a question.
    let v = ask_json(
        path_str(dir.path()),
        "What is the age of Quillon?",
        &[],
        cache.path(),
    );
    assert_eq!(v["rows"], serde_json::json!([[4]]), "{v:#}");
}

#[test]
fn rebuild_forces_a_fresh_build() {
    let dir = tempfile::tempdir().unwrap();
    let cache = tempfile::tempdir().unwrap();
    write_pets_db(dir.path());
    let lake = path_str(dir.path());
    index_line(&clarisql(&["index", "--lake", lake], cache.path()));
    let forced = clarisql(&["index", "--lake", lake, "--rebuild"], cache.path());
    assert!(index_line(&forced).contains("built in"), "{forced:?}");
}
