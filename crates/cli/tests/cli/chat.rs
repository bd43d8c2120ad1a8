//! `clarisql chat` driven through a pipe: a clarification answered by option number, the
//! history, a reset, and quitting; a follow-up, a question about the earlier conditions
//! answered in words, and small talk.

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
    // Options are named as the data describes the columns.
    let asked = out.find("  1. IMDb user rating\n").expect(out);
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

#[test]
fn a_follow_up_a_context_question_and_small_talk() {
    let dir = tempfile::tempdir().unwrap();
    let cache = tempfile::tempdir().unwrap();
    write_pets_db(dir.path());
    let input = "How many pets are dogs?\nWhat are their names?\nWhich pets does Ilse Varga own?\n\
                 only those, as before\nThanks!\n";
    let run = clarisql_with_input(
        &["chat", "--lake", path_str(dir.path())],
        cache.path(),
        Some(input),
    );
    assert!(run.success, "{run:?}");
    let out = &run.stdout;
    // "their names" keeps the earlier condition.
    assert!(
        out.contains(r#"SQL (pets): SELECT "name" FROM "pets" WHERE "kind" = 'dog'"#),
        "{run:?}"
    );
    // A question that may or may not keep it is asked about, and the reply keeps it.
    let asked = out
        .find("(as in the earlier question), or all of them?")
        .expect(out);
    let kept = out
        .find(r#"WHERE T1."kind" = 'dog' AND T2."name" = 'Ilse Varga'"#)
        .unwrap_or_else(|| panic!("{run:?}"));
    assert!(asked < kept, "{run:?}");
    assert!(out[kept..].contains("| Bramble"), "{run:?}");
    // Small talk gets a reply, no SQL.
    let thanks = out.find("You're welcome!").expect(out);
    assert!(!out[thanks..].contains("SQL"), "{run:?}");
}
