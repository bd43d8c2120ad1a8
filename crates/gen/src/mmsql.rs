//! MMSQL-format dialogues from Spider-format questions: consecutive questions over the same
//! database become the answerable turns of one dialogue (their gold SQL the system turns), and
//! the generator adds what Spider lacks — an improper opening or closing (greeting, thanks, small
//! talk, from our own phrase lists) and an unanswerable turn asking for an attribute the
//! database does not have (checked against its schema words).
//!
//! Types are recorded while the dialogue is built. Deterministic under a seed.

use crate::dte::SourceQuestion;
use crate::words::{identifier_words, phrase, plural, MISSING_ATTRIBUTES};
use clarisql_lake::Lake;
use rand::seq::IndexedRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::Serialize;

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
];
const CLOSINGS: &[(&str, &str)] = &[
    ("Thanks!", "You're welcome!"),
    ("Thank you, that's helpful.", "Glad it helped!"),
    ("Great, thanks a lot!", "You're welcome!"),
    ("Tell me a joke.", "I'm better with data than with jokes."),
    ("Goodbye!", "Goodbye!"),
];

/// Dialogues from `questions` over `lake` (questions whose database is not in the lake are
/// skipped).
pub fn from_spider(
    lake: &Lake,
    questions: &[SourceQuestion],
    options: &MmsqlOptions,
) -> Vec<Dialogue> {
    let mut rng = ChaCha8Rng::seed_from_u64(options.seed);
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
        let unanswerable = db.tables.choose(&mut rng).and_then(|t| {
            let missing: Vec<&str> = MISSING_ATTRIBUTES
                .iter()
                .map(|(a, _)| *a)
                .filter(|a| {
                    a.split_whitespace()
                        .all(|w| !schema_words.iter().any(|s| s == w))
                })
                .collect();
            let attr = missing.choose(&mut rng)?;
            Some((
                format!(
                    "What is the {attr} of each of the {}?",
                    plural(&phrase(&t.name))
                ),
                format!(
                    "The database does not record the {attr} of {}.",
                    plural(&phrase(&t.name))
                ),
            ))
        });
        let at = rng.random_range(0..=chunk.len());
        for (k, q) in chunk.iter().enumerate() {
            if k == at {
                if let Some((u, s)) = &unanswerable {
                    turns.push(Turn::user(u.clone(), "unanswerable"));
                    turns.push(Turn::system(s.clone(), None));
                }
            }
            turns.push(Turn::user(q.question.clone(), "answerable"));
            turns.push(Turn::system("Here is the answer.", Some(q.query.clone())));
        }
        if at == chunk.len() {
            if let Some((u, s)) = &unanswerable {
                turns.push(Turn::user(u.clone(), "unanswerable"));
                turns.push(Turn::system(s.clone(), None));
            }
        }
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
