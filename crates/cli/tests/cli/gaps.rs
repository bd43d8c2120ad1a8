//! Behaviour the engine does not have yet, written as failing examples for whoever works on
//! analyze / engine. Ignored so the suite stays green; `cargo test -p clarisql --test cli --
//! --ignored` shows where things stand. Remove the `ignore` when one passes.

use crate::support::*;
use serde_json::Value;

fn ask(question: &str, extra: &[&str]) -> Value {
    let cache = tempfile::tempdir().unwrap();
    ask_json(demo_dir(), question, extra, cache.path())
}

#[test]
#[ignore = "engine gap: rotten_tomatoes_rating is not offered for 'rated'"]
fn top_rated_offers_all_three_rating_columns() {
    let v = ask("What is the top rated movie?", &[]);
    assert_eq!(v["decision"], "clarify", "{v:#}");
    let options = v["clarification"]["options"].to_string();
    for c in ["imdb_rating", "rotten_tomatoes_rating", "content_rating"] {
        assert!(options.contains(c), "{c}: {options}");
    }
}

#[test]
#[ignore = "engine gap: the chosen reading drops ORDER BY … LIMIT 1 and the title"]
fn top_rated_after_choosing_imdb_is_one_title() {
    let cache = tempfile::tempdir().unwrap();
    let run = clarisql_with_input(
        &["chat", "--lake", demo_dir()],
        cache.path(),
        Some("What is the top rated movie?\n1\n"),
    );
    let best = column(
        demo_db("movies"),
        "SELECT title FROM movies ORDER BY imdb_rating DESC, movie_id LIMIT 1",
    );
    assert!(run.stdout.contains("(1 row)"), "{run:?}");
    assert!(run.stdout.contains(&best[0]), "{run:?}");
}

#[test]
fn highest_rating_asks_which_rating() {
    let v = ask("Which movie has the highest rating?", &[]);
    assert_eq!(v["decision"], "clarify", "{v:#}");
}

#[test]
fn forecasting_is_out_of_scope() {
    let v = ask("Forecast the price of Volkswagen cars next year.", &[]);
    assert_eq!(v["decision"], "refuse", "{v:#}");
    assert_eq!(v["findings"][0]["category"], "OutOfScope", "{v:#}");
}

#[test]
fn a_missing_maker_lists_makers_that_exist() {
    let v = ask("How many models does Tesla make?", &[]);
    assert_eq!(v["decision"], "clarify", "{v:#}");
    let message = v["message"].as_str().unwrap();
    assert!(
        message.contains("maker") && message.contains("BMW"),
        "{message}"
    );
}

#[test]
fn the_most_prolific_director_is_a_director() {
    let v = ask("Which director made the most movies?", &[]);
    let want = column(
        demo_db("movies"),
        "SELECT d.name FROM movies m JOIN directors d USING (director_id) \
         GROUP BY d.director_id ORDER BY COUNT(*) DESC LIMIT 1",
    );
    assert_eq!(v["rows"], serde_json::json!([[want[0]]]), "{v:#}");
}

#[test]
fn a_plural_value_still_filters() {
    let dir = tempfile::tempdir().unwrap();
    let cache = tempfile::tempdir().unwrap();
    write_pets_db(dir.path());
    let v = ask_json(
        path_str(dir.path()),
        "Which pets are dogs?",
        &[],
        cache.path(),
    );
    assert_eq!(v["rows"].as_array().unwrap().len(), 2, "{v:#}");
}

#[test]
#[ignore = "engine gap: a named district does not pick its table (it asks among all five)"]
fn a_named_district_picks_its_table() {
    let lake = demo_lake();
    let table = clarisql_gen::odutqa::describe_lake(
        clarisql_gen::odutqa::Size::Small,
        lake.seed,
        clarisql_gen::odutqa::Lang::En,
    )
    .into_iter()
    .find(|t| t.kind == clarisql_gen::odutqa::TableKind::LandAuction)
    .unwrap();
    let question = format!(
        "Which project in {}, {} paid the highest transaction price for its land?",
        table.district.as_deref().unwrap(),
        table.city.as_deref().unwrap()
    );
    let v = ask(&question, &[]);
    assert_eq!(v["decision"], "answer", "{question}: {v:#}");
    assert_eq!(v["tables"], serde_json::json!([table.name]), "{v:#}");
}

#[test]
fn a_value_in_two_columns_is_asked_about() {
    let v = ask("Who is from Germany?", &["--db", "flights"]);
    assert_eq!(v["decision"], "clarify", "{v:#}");
}

#[test]
#[ignore = "engine gap: 'depart from' is not read as the source airport"]
fn flights_departing_from_a_city() {
    let v = ask("How many flights depart from Shanghai?", &[]);
    let want = count(
        demo_db("flights"),
        "SELECT COUNT(*) FROM flights f JOIN airports a ON a.code = f.source_airport \
         WHERE a.city = 'Shanghai'",
    );
    assert_eq!(v["rows"], serde_json::json!([[want]]), "{v:#}");
}
