//! `clarisql chat` driven through a pipe: a clarification answered by option number, the
//! history, a reset, and quitting.

use crate::support::*;
use clarisql_gen::demo::Expected;

#[test]
fn a_dialogue_with_a_clarification_history_and_reset() {
    let cache = tempfile::tempdir().unwrap();
    let q = demo_question(Expected::Clarify, Some("movies"));
    let title = q
        .text
        .trim_start_matches("What is the rating of ")
        .trim_end_matches('?');
    let imdb = column(
        demo_db("movies"),
        &format!(
            "SELECT imdb_rating FROM movies WHERE title = '{}'",
            title.replace('\'', "''")
        ),
    );
    assert_eq!(imdb.len(), 1, "{title}");
    let input = format!(
        "{}\n1\n/history\n/reset\n/history\n/quit\nHow many movies are there?\n",
        q.text
    );
    let run = clarisql_with_input(&["chat", "--lake", demo_dir()], cache.path(), Some(&input));
    assert!(run.success, "{run:?}");
    let out = &run.stdout;
    assert!(out.starts_with("clarisql — 4 databases"), "{run:?}");

    // The clarification with numbered options, then the answer for option 1 (IMDb).
    let asked = out.find("  1. movies.imdb_rating").expect(out);
    let answered = out
        .find(&format!("| {}", imdb[0]))
        .unwrap_or_else(|| panic!("no IMDb rating {}: {run:?}", imdb[0]));
    assert!(asked < answered, "{run:?}");
    assert!(
        out.contains("SQL (movies): SELECT \"imdb_rating\""),
        "{run:?}"
    );

    // /history lists both turns with their decisions; /reset clears them.
    assert!(
        out.contains(&format!("  1. you: {}\n     clarisql (clarify): ", q.text)),
        "{run:?}"
    );
    assert!(
        out.contains("  2. you: 1\n     clarisql (answer): "),
        "{run:?}"
    );
    let cleared = out.find("(dialogue cleared)").expect(out);
    assert!(out[cleared..].contains("(no turns yet)"), "{run:?}");

    // Nothing after /quit is read.
    let movies = count(demo_db("movies"), "SELECT COUNT(*) FROM movies");
    assert!(!out.contains(&format!("| {movies}")), "{run:?}");
}

#[test]
fn end_of_input_ends_the_session() {
    let cache = tempfile::tempdir().unwrap();
    let run = clarisql_with_input(
        &["chat", "--lake", demo_dir()],
        cache.path(),
        Some("thanks!\n"),
    );
    assert!(run.success, "{run:?}");
    assert!(run.stdout.contains("You're welcome"), "{run:?}");
}
