//! The MMSQL-format dialogue generator on a lake the test writes: consecutive questions of one
//! database form a dialogue, every answerable turn carries its gold SQL, the unanswerable turn
//! asks for something the schema does not name, questions of unknown databases are skipped, and
//! the output depends only on the seed.

use clarisql_gen::dte::SourceQuestion;
use clarisql_gen::mmsql::{from_spider, MmsqlOptions};
use clarisql_lake::{Lake, LoadOptions};
use std::path::Path;

fn write_db(root: &Path, id: &str, sql: &str) {
    let dir = root.join(id);
    std::fs::create_dir_all(&dir).expect("fixture folder");
    let conn = rusqlite::Connection::open(dir.join(format!("{id}.sqlite"))).expect("fixture db");
    conn.execute_batch(sql).expect("fixture SQL");
}

fn lake(root: &Path) -> Lake {
    write_db(
        &root.join("lake"),
        "garden",
        "CREATE TABLE plants (plant_id INTEGER PRIMARY KEY, name TEXT, height REAL);
         INSERT INTO plants VALUES (1, 'Fern', 0.4), (2, 'Oak', 12.0);",
    );
    write_db(
        &root.join("lake"),
        "harbour",
        "CREATE TABLE boats (boat_id INTEGER PRIMARY KEY, name TEXT, length REAL);
         INSERT INTO boats VALUES (1, 'Gull', 7.5);",
    );
    Lake::load(
        &[root.join("lake")],
        &LoadOptions {
            cache_dir: root.join("cache"),
            progress: None,
        },
    )
    .expect("lake loads")
}

fn question(db: &str, q: &str, sql: &str) -> SourceQuestion {
    SourceQuestion {
        db_id: db.into(),
        question: q.into(),
        query: sql.into(),
    }
}

fn questions() -> Vec<SourceQuestion> {
    vec![
        question(
            "garden",
            "How many plants are there?",
            "SELECT COUNT(*) FROM plants",
        ),
        question("garden", "List the plant names.", "SELECT name FROM plants"),
        question(
            "garden",
            "What is the tallest plant?",
            "SELECT name FROM plants ORDER BY height DESC LIMIT 1",
        ),
        question("nowhere", "How many ships?", "SELECT COUNT(*) FROM ships"),
        question(
            "harbour",
            "How many boats are there?",
            "SELECT COUNT(*) FROM boats",
        ),
    ]
}

#[test]
fn dialogues_follow_the_questions_and_record_their_types() {
    let dir = tempfile::tempdir().expect("temp dir");
    let lake = lake(dir.path());
    let options = MmsqlOptions {
        seed: 3,
        max_questions: 2,
        limit: 10,
    };
    let dialogues = from_spider(&lake, &questions(), &options);
    // garden (2 + 1 questions, split by max_questions), nowhere skipped, harbour.
    let dbs: Vec<&str> = dialogues.iter().map(|d| d.db_name.as_str()).collect();
    assert_eq!(dbs, ["garden", "garden", "harbour"]);

    for d in &dialogues {
        // Turns alternate user / system, starting with the user.
        for (k, t) in d.turns.iter().enumerate() {
            assert_eq!(t.isuser, k % 2 == 0, "{d:?}");
        }
        let users: Vec<_> = d.turns.iter().filter(|t| t.isuser).collect();
        assert!(users.iter().all(|t| matches!(
            t.kind.as_deref(),
            Some("answerable" | "unanswerable" | "improper" | "ambiguous")
        )));
        for pair in d.turns.chunks(2) {
            let (user, system) = (&pair[0], &pair[1]);
            // Only answerable turns have gold SQL, and it is the source question's.
            assert_eq!(
                system.query.is_some(),
                user.kind.as_deref() == Some("answerable")
            );
            if let Some(sql) = &system.query {
                let src = questions()
                    .into_iter()
                    .find(|q| q.question == user.text)
                    .expect("an answerable turn is a source question");
                assert_eq!(&src.query, sql);
            }
            // The unanswerable turn asks for an attribute the schema has no word for (of every
            // row or of one by its name), or makes a request no query serves.
            if user.kind.as_deref() == Some("unanswerable") {
                let text = user.text.to_lowercase();
                let request = ["delete ", "email ", "draw ", "predict "]
                    .iter()
                    .any(|r| text.starts_with(r));
                assert!(text.starts_with("what is the ") || request, "{text}");
                if !request {
                    let attribute = text
                        .trim_start_matches("what is the ")
                        .split(" of ")
                        .next()
                        .unwrap_or_default()
                        .to_string();
                    for word in ["plant", "height", "boat", "length"] {
                        assert!(!attribute.contains(word), "{text}");
                    }
                }
            }
        }
        assert!(users
            .iter()
            .any(|t| t.kind.as_deref() == Some("answerable")));
    }
    let answerable: usize = dialogues
        .iter()
        .flat_map(|d| &d.turns)
        .filter(|t| t.kind.as_deref() == Some("answerable"))
        .count();
    assert_eq!(answerable, 4);

    // The JSON is MMSQL's shape.
    let json = serde_json::to_value(&dialogues).expect("serializes");
    let first_user = &json[0]["turns"][0];
    assert!(first_user["isuser"].as_bool().expect("isuser"));
    assert!(first_user["type"].is_string() && first_user["text"].is_string());
}

#[test]
fn the_same_seed_gives_the_same_dialogues() {
    let dir = tempfile::tempdir().expect("temp dir");
    let lake = lake(dir.path());
    let at = |seed| {
        from_spider(
            &lake,
            &questions(),
            &MmsqlOptions {
                seed,
                ..MmsqlOptions::default()
            },
        )
    };
    assert_eq!(at(11), at(11));
    let limited = from_spider(
        &lake,
        &questions(),
        &MmsqlOptions {
            limit: 1,
            ..MmsqlOptions::default()
        },
    );
    assert_eq!(limited.len(), 1);
}

#[test]
fn a_database_with_an_ambiguous_word_gets_an_ambiguous_turn() {
    let dir = tempfile::tempdir().expect("temp dir");
    write_db(
        &dir.path().join("lake"),
        "club",
        "CREATE TABLE members (member_id INTEGER PRIMARY KEY, home_phone TEXT, work_phone TEXT, age INTEGER);
         INSERT INTO members VALUES (1, '555-0101', '555-0201', 31), (2, '555-0102', '555-0202', 45),
           (3, '555-0103', '555-0203', 27), (4, '555-0104', '555-0204', 52), (5, '555-0105', '555-0205', 38);",
    );
    let lake = Lake::load(
        &[dir.path().join("lake")],
        &LoadOptions {
            cache_dir: dir.path().join("cache"),
            progress: None,
        },
    )
    .expect("lake loads");
    let questions: Vec<SourceQuestion> = (0..8)
        .map(|_| {
            question(
                "club",
                "How many members are there?",
                "SELECT COUNT(*) FROM members",
            )
        })
        .collect();
    let dialogues = from_spider(
        &lake,
        &questions,
        &MmsqlOptions {
            seed: 1,
            max_questions: 1,
            limit: 8,
        },
    );
    let ambiguous: Vec<(&str, &str, bool)> = dialogues
        .iter()
        .flat_map(|d| d.turns.chunks(2))
        .filter(|pair| pair[0].kind.as_deref() == Some("ambiguous"))
        .map(|pair| {
            (
                pair[0].text.as_str(),
                pair[1].text.as_str(),
                pair[1].query.is_some(),
            )
        })
        .collect();
    // About half the dialogues (seeded), each asking about the phones ("phone", "contact
    // details") — home or work?
    assert!(
        !ambiguous.is_empty() && ambiguous.len() < 8,
        "{dialogues:?}"
    );
    for (question, reply, has_sql) in ambiguous {
        let q = question.to_lowercase();
        assert!(q.contains("phone") || q.contains("contact"), "{question}");
        assert!(
            reply.contains("home_phone") && reply.contains("work_phone"),
            "{reply}"
        );
        assert!(reply.ends_with("Which one do you mean?"), "{reply}");
        assert!(!has_sql, "the system asks back; it runs no SQL");
    }
}
