//! `bench spider` compares whole results: an answer the engine capped for display is still
//! judged on all its rows.

use clarisql_bench::spider::{run, SpiderItem, SpiderOptions};
use clarisql_engine::Engine;
use clarisql_index::LakeIndex;
use clarisql_lake::{Lake, LoadOptions};

#[test]
fn a_capped_answer_is_judged_on_its_whole_result() {
    let dir = tempfile::tempdir().unwrap();
    let folder = dir.path().join("school");
    std::fs::create_dir_all(&folder).unwrap();
    let conn = rusqlite::Connection::open(folder.join("school.sqlite")).unwrap();
    conn.execute_batch(
        "CREATE TABLE student (stu_id INTEGER PRIMARY KEY, name TEXT);
         INSERT INTO student VALUES (1,'Ada'),(2,'Ben'),(3,'Cleo'),(4,'Dev'),(5,'Eva');",
    )
    .unwrap();
    drop(conn);
    let cache = dir.path().join("cache");
    let lake = Lake::load(
        &[dir.path().to_path_buf()],
        &LoadOptions {
            cache_dir: cache.clone(),
            progress: None,
        },
    )
    .unwrap();
    let (index, stats) = LakeIndex::load_or_build(&lake, &cache).unwrap();
    let mut engine = Engine::from_parts(lake, index, stats);
    // A person would be shown two rows.
    engine.config.limits.max_rows = 2;
    let items = vec![SpiderItem {
        db_id: "school".into(),
        question: "List the names of all students.".into(),
        query: "SELECT name FROM student".into(),
    }];
    let report = run(
        &engine,
        &items,
        &SpiderOptions {
            open: false,
            limit: None,
            index_build_s: 0.0,
        },
        &|_, _| {},
    );
    let item = &report.items[0];
    assert_eq!(item["decision"], "answer", "{item}");
    assert!(item["message"]
        .as_str()
        .unwrap_or_default()
        .contains("capped"));
    assert_eq!(item["correct"], true, "{item}");
}
