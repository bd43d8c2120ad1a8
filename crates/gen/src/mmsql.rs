//! MMSQL-format dialogues from Spider-format questions: consecutive questions over the same
//! database become the answerable turns of one dialogue (their gold SQL the system turns), and
//! the generator adds what Spider lacks — an improper opening or closing (greeting, thanks, small
//! talk, questions about the assistant, from our own phrase lists), an unanswerable turn —
//! an attribute the database does not have (checked against its schema words) asked of every
//! row or of one row by its name, or a request no query serves (delete, email, chart,
//! forecast) — and — where the database has one
//! — an ambiguous turn: a SQUAB column-ambiguity question over it (a word that fits several
//! columns, each reading verified by execution to give different rows), which MMSQL's
//! definition of "ambiguous" names first.
//!
//! Types are recorded while the dialogue is built. Deterministic under a seed.

use crate::dte::SourceQuestion;
use crate::labelled::LabelledCase;
use crate::squab::{self, SquabOptions};
use crate::words::{identifier_words, phrase, plural, MISSING_ATTRIBUTES};
use clarisql_analyze::Category;
use clarisql_lake::Lake;
use rand::seq::IndexedRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::Serialize;
use std::collections::BTreeMap;

#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct Dialogue {
    pub db_name: String,
    pub turns: Vec<Turn>,
}

#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct Turn {
    pub isuser: bool,
    pub text: String,
    #[serde(rename = "type", skip_serializing_if = "Option::is_none")]
    pub kind: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub query: Option<String>,
}

impl Turn {
    fn user(text: impl Into<String>, kind: &str) -> Turn {
        Turn {
            isuser: true,
            text: text.into(),
            kind: Some(kind.to_string()),
            query: None,
        }
    }
    fn system(text: impl Into<String>, query: Option<String>) -> Turn {
        Turn {
            isuser: false,
            text: text.into(),
            kind: None,
            query,
        }
    }
}

#[derive(Debug, Clone)]
pub struct MmsqlOptions {
    pub seed: u64,
    /// Answerable questions per dialogue (at most).
    pub max_questions: usize,
    /// Dialogues to write (at most).
    pub limit: usize,
}

impl Default for MmsqlOptions {
    fn default() -> Self {
        MmsqlOptions {
            seed: 7,
            max_questions: 4,
            limit: 100,
        }
    }
}

const GREETINGS: &[(&str, &str)] = &[
    (
        "Hello!",
        "Hello! What would you like to know about the data?",
    ),
    (
        "Hi there, can you help me?",
        "Of course! Ask me about the data.",
    ),
    ("Good morning!", "Good morning! How can I help?"),
    (
        "Who are you?",
        "I'm a data assistant: ask me about the data and I'll answer with SQL.",
    ),
    (
        "What can you do?",
        "I answer questions about the data in this database.",
    ),
];
const CLOSINGS: &[(&str, &str)] = &[
    ("Thanks!", "You're welcome!"),
    ("Thank you, that's helpful.", "Glad it helped!"),
    ("Great, thanks a lot!", "You're welcome!"),
    ("Tell me a joke.", "I'm better with data than with jokes."),
    ("Goodbye!", "Goodbye!"),
    ("OK, that's all for now.", "All right, see you!"),
    (
        "How are you today?",
        "I'm fine, thanks! Anything else about the data?",
    ),
];

/// Requests no query can serve, with the reply the system gives. `{t}` is a table's words in
/// the plural.
const OUT_OF_SCOPE: &[(&str, &str)] = &[
    (
        "Delete all the {t}.",
        "I can only read the data; I cannot delete anything.",
    ),
    (
        "Email the list of {t} to my manager.",
        "I cannot send email; I can show you the list.",
    ),
    (
        "Draw a pie chart of the {t}.",
        "I cannot draw charts; I can give you the numbers behind one.",
    ),
    (
        "Predict how many {t} there will be next year.",
        "I cannot forecast; the data only records what happened.",
    ),
];

/// Dialogues from `questions` over `lake` (questions whose database is not in the lake are
/// skipped).
pub fn from_spider(
    lake: &Lake,
    questions: &[SourceQuestion],
    options: &MmsqlOptions,
) -> Vec<Dialogue> {
    let mut rng = ChaCha8Rng::seed_from_u64(options.seed);
    // Column-ambiguity questions per database, generated once over the whole lake.
    let squab_options = SquabOptions {
        seed: options.seed,
        per_category: options.limit.max(1),
        answerable: false,
    };
    let mut ambiguous: BTreeMap<String, Vec<LabelledCase>> = BTreeMap::new();
    for case in squab::generate(lake, &squab_options, &|_, _| {}).cases {
        if case.category == Some(Category::ColumnAmbiguity) {
            ambiguous.entry(case.db_id.clone()).or_default().push(case);
        }
    }
    let mut out = Vec::new();
    let mut i = 0;
    while i < questions.len() && out.len() < options.limit {
        let db_id = &questions[i].db_id;
        let mut j = i;
        while j < questions.len()
            && &questions[j].db_id == db_id
            && j - i < options.max_questions.max(1)
        {
            j += 1;
        }
        let chunk = &questions[i..j];
        i = j;
        let Some((_, db)) = lake.database(db_id) else {
            continue;
        };
        let mut turns = Vec::new();
        if rng.random_bool(0.3) {
            if let Some((u, s)) = GREETINGS.choose(&mut rng) {
                turns.push(Turn::user(*u, "improper"));
                turns.push(Turn::system(*s, None));
            }
        }
        // An attribute no table or column of the database names, asked of one of its tables.
        let schema_words: Vec<String> = db
            .tables
            .iter()
            .flat_map(|t| {
                let mut w = identifier_words(&t.name);
                w.extend(t.columns.iter().flat_map(|c| identifier_words(&c.name)));
                w
            })
            .collect();
        // Three forms: an attribute asked of every row, of one row by its name, or a request
        // no query serves.
        let form = rng.random_range(0..3);
        let unanswerable = db.tables.choose(&mut rng).and_then(|t| {
            let things = plural(&phrase(&t.name));
            if form == 2 {
                let (u, s) = OUT_OF_SCOPE.choose(&mut rng)?;
                return Some((u.replace("{t}", &things), s.to_string()));
            }
            let missing: Vec<&str> = MISSING_ATTRIBUTES
                .iter()
                .map(|(a, _)| *a)
                .filter(|a| {
                    a.split_whitespace()
                        .all(|w| !schema_words.iter().any(|s| s == w))
                })
                .collect();
            let attr = missing.choose(&mut rng)?;
            // A name the table holds: a text column called a name, its most frequent value.
            let named = t
                .columns
                .iter()
                .filter(|c| {
                    c.kind == clarisql_lake::ColumnKind::Text
                        && identifier_words(&c.name)
                            .last()
                            .is_some_and(|w| w == "name")
                })
                .find_map(|c| c.profile.top.first().map(|(v, _)| v.clone()))
                .filter(|v| !v.trim().is_empty() && v.len() <= 40);
            Some(match (form, named) {
                (1, Some(name)) => (
                    format!("What is the {attr} of {name}?"),
                    format!("The database does not record the {attr} of {things}."),
                ),
                _ => (
                    format!("What is the {attr} of each of the {things}?"),
                    format!("The database does not record the {attr} of {things}."),
                ),
            })
        });
        // The system asks back; the dialogue then goes on with the next question.
        let ambiguity = ambiguous
            .get(db_id)
            .filter(|_| rng.random_bool(0.5))
            .and_then(|cases| cases.choose(&mut rng))
            .map(|case| {
                let why = case
                    .note
                    .clone()
                    .unwrap_or_else(|| "The question can be read in more than one way".into());
                (
                    case.question.clone(),
                    format!("{why}. Which one do you mean?"),
                )
            });
        // Where the extra turns go among the answerable ones (chunk.len() = after the last).
        let unanswerable_at = rng.random_range(0..=chunk.len());
        let ambiguous_at = rng.random_range(0..=chunk.len());
        let extras_at = |k: usize, turns: &mut Vec<Turn>| {
            for (at, extra, kind) in [
                (unanswerable_at, &unanswerable, "unanswerable"),
                (ambiguous_at, &ambiguity, "ambiguous"),
            ] {
                if let (true, Some((u, s))) = (at == k, extra) {
                    turns.push(Turn::user(u.clone(), kind));
                    turns.push(Turn::system(s.clone(), None));
                }
            }
        };
        for (k, q) in chunk.iter().enumerate() {
            extras_at(k, &mut turns);
            turns.push(Turn::user(q.question.clone(), "answerable"));
            turns.push(Turn::system("Here is the answer.", Some(q.query.clone())));
        }
        extras_at(chunk.len(), &mut turns);
        if rng.random_bool(0.6) {
            if let Some((u, s)) = CLOSINGS.choose(&mut rng) {
                turns.push(Turn::user(*u, "improper"));
                turns.push(Turn::system(*s, None));
            }
        }
        out.push(Dialogue {
            db_name: db_id.clone(),
            turns,
        });
    }
    out
}
