//! The wording hook on generated data: a model's question replaces a template only when it
//! keeps the required terms and says nothing forbidden; labels and SQL never change, and the
//! ODUTQA BIO tags are placed again on the new question's tokens.

use clarisql_gen::labelled::LabelledCase;
use clarisql_gen::odutqa::{
    contains_forbidden, generate_lake, load_records, tokenize_query, LakeOptions, Lang, Size,
};
use clarisql_gen::squab::{generate, SquabOptions};
use clarisql_gen::wording::{
    reword_cases, reword_lake, Wording, WordingRequest, WordingTask, WORDING_ATTEMPTS,
};
use clarisql_lake::{Lake, LoadOptions};
use std::cell::Cell;
use std::path::Path;

/// Words the question differently but keeps it whole: what a good model does.
struct Polite;
impl Wording for Polite {
    fn reword(&self, r: &WordingRequest<'_>) -> Option<String> {
        Some(match r.lang {
            Lang::En => format!("Could you tell me this: {}", r.template),
            Lang::Zh => format!("请问：{}", r.template),
        })
    }
}

/// Answers with something that loses every term (a bad model), counting its calls.
struct Careless(Cell<usize>);
impl Wording for Careless {
    fn reword(&self, _: &WordingRequest<'_>) -> Option<String> {
        self.0.set(self.0.get() + 1);
        Some("What is the answer?".into())
    }
}

/// Names the forbidden column outright.
struct Blunt;
impl Wording for Blunt {
    fn reword(&self, r: &WordingRequest<'_>) -> Option<String> {
        match &r.task {
            WordingTask::Forbidden { forbidden } => forbidden
                .first()
                .map(|f| format!("{} — {f}?", r.template.trim_end_matches('?'))),
            WordingTask::Squab { .. } => None,
        }
    }
}

fn shop_lake(root: &Path) -> Lake {
    let dir = root.join("lake").join("shop");
    std::fs::create_dir_all(&dir).expect("fixture folder");
    let conn = rusqlite::Connection::open(dir.join("shop.sqlite")).expect("fixture db");
    conn.execute_batch(
        "CREATE TABLE products (product_id INTEGER PRIMARY KEY, title TEXT, category TEXT,
           list_price REAL, sale_price REAL, stock INTEGER);
         INSERT INTO products VALUES (1,'Desk Lamp','Lighting',59,49,12),(2,'Floor Lamp','Lighting',89,79,4),
           (3,'Garden Hose','Garden',35,29,30),(4,'Pruning Shears','Garden',24,21,18),
           (5,'Office Chair','Furniture',189,149,7),(6,'Standing Desk','Furniture',420,389,3),
           (7,'Bookshelf','Furniture',130,99,9),(8,'LED Strip','Lighting',19,15,40);",
    )
    .expect("fixture SQL");
    Lake::load(
        &[root.join("lake")],
        &LoadOptions {
            cache_dir: root.join("cache"),
            progress: None,
        },
    )
    .expect("lake loads")
}

#[test]
fn squab_questions_are_reworded_only_when_they_keep_their_terms() {
    let dir = tempfile::tempdir().expect("tempdir");
    let lake = shop_lake(dir.path());
    let options = SquabOptions {
        seed: 3,
        per_category: 2,
        answerable: true,
    };
    let original = generate(&lake, &options, &|_, _| {}).cases;
    assert!(!original.is_empty());
    let offered = original
        .iter()
        .filter(|c| c.question_type != clarisql_analyze::QuestionType::Answerable)
        .count();

    let mut good = original.clone();
    let stats = reword_cases(&lake, &mut good, &Polite, 7);
    assert_eq!(stats.questions, offered);
    assert_eq!(stats.reworded, offered, "{stats:?}");
    for (a, b) in original.iter().zip(&good) {
        assert_eq!(a.queries, b.queries, "SQL never changes");
        assert_eq!((a.question_type, a.category), (b.question_type, b.category));
        if a.question_type == clarisql_analyze::QuestionType::Answerable {
            assert_eq!(a.question, b.question, "controls keep their phrasing");
        } else {
            assert_eq!(
                b.question,
                format!("Could you tell me this: {}", a.question)
            );
            assert!(b.note.as_deref().unwrap_or("").contains(&a.question));
        }
    }

    let mut bad: Vec<LabelledCase> = original.clone();
    let careless = Careless(Cell::new(0));
    let stats = reword_cases(&lake, &mut bad, &careless, 7);
    // Cases with nothing to keep may take the careless wording; the rest keep their template.
    assert_eq!(stats.reworded + stats.kept_template, offered);
    for (a, b) in original.iter().zip(&bad) {
        if b.question != a.question {
            assert_eq!(b.question, "What is the answer?");
        }
    }
    assert!(careless.0.get() <= offered * WORDING_ATTEMPTS as usize);
}

#[test]
fn odutqa_records_keep_their_slots_and_never_say_a_forbidden_word() {
    let out = std::path::PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("wording-odutqa");
    for lang in [Lang::En, Lang::Zh] {
        let lake = generate_lake(&LakeOptions {
            out_dir: out.join(lang.code()),
            lang,
            seed: 5,
            size: Size::Small,
        })
        .expect("lake");
        let before = load_records(&lake.test_path).expect("records");
        let stats = reword_lake(&lake, &Polite, 1).expect("reworded");
        assert_eq!(stats.reworded, stats.questions, "{stats:?}");
        let after = load_records(&lake.test_path).expect("records");
        assert_eq!(before.len(), after.len());
        for (a, b) in before.iter().zip(&after) {
            assert_ne!(a.query, b.query);
            assert_eq!(a.sql, b.sql);
            assert_eq!(a.gold_clarifications, b.gold_clarifications);
            assert_eq!(
                b.tokens,
                tokenize_query(&b.query, lang),
                "tokens follow the text"
            );
            assert_eq!(b.tokens.len(), b.slots.len());
            // The same slot tags, in the same order, now on the new tokens.
            let tags = |r: &clarisql_gen::odutqa::Record| -> Vec<String> {
                r.slots.iter().filter(|t| *t != "O").cloned().collect()
            };
            assert_eq!(tags(a), tags(b), "{} -> {}", a.query, b.query);
        }

        // A wording that names the forbidden column is refused: the template stays.
        let stats = reword_lake(&lake, &Blunt, 1).expect("reworded");
        let vague = after
            .iter()
            .filter(|r| !r.forbidden_words.is_empty())
            .count();
        assert!(vague > 0, "the small lake has vague questions");
        assert_eq!(stats.reworded, 0, "{stats:?}");
        for r in load_records(&lake.test_path).expect("records") {
            for w in &r.forbidden_words {
                assert!(!contains_forbidden(&r.query, w, lang), "{}", r.query);
            }
        }
    }
}
