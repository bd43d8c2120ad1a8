//! A dialogue: user turns in, responses out, with the state that carries over — a pending
//! clarification and the choices the user made. `chat`, the benchmarks and the server all talk
//! to the engine through a `Session`.

use crate::decide::{self, Decided};
use crate::intake::{self, Intake};
use crate::response::{Decision, Response};
use crate::{Ask, Engine};
use clarisql_analyze::{Category, Finding, QuestionType};
use clarisql_lake::DbId;
use clarisql_sql::Query;
use serde::Serialize;
use std::time::Instant;

/// Choices the dialogue has fixed so far.
#[derive(Debug, Clone, Default)]
pub(crate) struct Hints {
    pub db: Option<DbId>,
}

/// What the last clarification asked for.
#[derive(Debug, Clone)]
pub(crate) enum Pending {
    Databases(Vec<DbId>),
    /// Readings of the question, in the order of the options shown.
    Readings(Vec<Query>),
    /// A value in the question (`text`) to be replaced by one of `options` (or by what the user types).
    Values {
        text: String,
        options: Vec<String>,
    },
}

/// One exchange of the dialogue.
#[derive(Debug, Clone, Serialize)]
pub struct Turn {
    pub user: String,
    pub decision: Decision,
    pub message: String,
    pub sql: Option<String>,
}

pub struct Session<'a> {
    engine: &'a Engine,
    pub options: Ask,
    pub turns: Vec<Turn>,
    /// The question a pending clarification belongs to, and what it asked.
    pending: Option<(String, Pending)>,
    hints: Hints,
    /// Clarification rounds allowed for one question before the engine answers its best guess.
    pub max_rounds: usize,
    rounds: usize,
}

impl<'a> Session<'a> {
    pub fn new(engine: &'a Engine) -> Session<'a> {
        Session {
            engine,
            options: Ask::default(),
            turns: Vec::new(),
            pending: None,
            hints: Hints::default(),
            max_rounds: 3,
            rounds: 0,
        }
    }

    /// Forgets the dialogue (`/reset`).
    pub fn reset(&mut self) {
        self.turns.clear();
        self.pending = None;
        self.hints = Hints::default();
        self.rounds = 0;
    }

    pub fn awaiting_clarification(&self) -> bool {
        self.pending.is_some()
    }

    /// Takes one user turn.
    pub fn ask(&mut self, text: &str) -> Response {
        let started = Instant::now();
        let mut response = match self.pending.take() {
            Some((question, pending)) => match self.resolve(text, &question, &pending) {
                Some(r) => r,
                None => self.new_question(text),
            },
            None => self.new_question(text),
        };
        response.elapsed_ms = started.elapsed().as_secs_f64() * 1000.0;
        self.turns.push(Turn {
            user: text.to_string(),
            decision: response.decision,
            message: response.message.clone(),
            sql: response.sql.clone(),
        });
        response
    }

    fn new_question(&mut self, text: &str) -> Response {
        self.rounds = 0;
        self.hints = Hints::default();
        self.run(text)
    }

    fn run(&mut self, question: &str) -> Response {
        let engine = self.engine;
        let tokens = engine.index.segmenter().tokenize(question);
        let retrieval = engine
            .index
            .retrieve(&engine.lake, &tokens, engine.config.top_k_tables);
        match intake::classify(question, &tokens, retrieval.databases.len()) {
            Intake::Empty => return Response::new(Decision::Refuse, QuestionType::Improper, "The question is empty: type a question about the data."),
            Intake::TooLong(n) => {
                return Response::new(Decision::Refuse, QuestionType::Improper, format!("The question is {n} characters long; the limit is {}. Shorten it to the part you want answered.", intake::MAX_QUESTION_CHARS))
            }
            Intake::Sql => return self.run_sql(question),
            Intake::SmallTalk(kind) => {
                let names: Vec<String> = engine.lake.databases.iter().map(|d| d.id.clone()).collect();
                let mut r = Response::new(Decision::Reply, QuestionType::Improper, intake::reply(kind, &names));
                let mut f = Finding::new(Category::Improper, (0, question.chars().count()), question, "small talk, not a question about the data");
                f.blocking = false;
                f.evidence = "no word is grounded in the lake and the text is a greeting, thanks or a remark".into();
                r.findings.push(f);
                return r;
            }
            Intake::Question => {}
        }
        let (retrieval, readings) =
            decide::interpretations(engine, question, self.options.db, &self.hints);
        let Decided {
            mut response,
            pending,
            open,
        } = decide::decide(
            engine,
            question,
            &retrieval,
            readings,
            self.options.all_interpretations,
        );
        // The LLM's turn (clarisql-agent supplies it; without one, nothing changes).
        if let Some(assist) = engine.assist.as_ref() {
            let (options, hints) = (&self.options, &self.hints);
            let rerun = |q: &str| {
                let (retrieval, readings) = decide::interpretations(engine, q, options.db, hints);
                decide::decide(engine, q, &retrieval, readings, options.all_interpretations)
            };
            response = crate::assist::consult(
                engine,
                assist,
                question,
                &self.turns,
                &retrieval,
                open,
                response,
                &rerun,
            );
        }
        if response.decision == Decision::Clarify {
            if self.rounds >= self.max_rounds {
                response.decision = Decision::Refuse;
                response.message = format!(
                    "{} (clarification rounds used up: {})",
                    response.message, self.max_rounds
                );
            } else if let Some(p) = pending {
                self.rounds += 1;
                self.pending = Some((question.to_string(), p));
            }
        }
        response
    }

    /// SQL typed as a question: validated and run like any other statement, never trusted.
    fn run_sql(&mut self, sql: &str) -> Response {
        let engine = self.engine;
        let dbs: Vec<DbId> = match self.options.db {
            Some(d) => vec![d],
            None => (0..engine.lake.databases.len() as u32).map(DbId).collect(),
        };
        let mut first_error = None;
        for db in dbs {
            let dialect = engine.lake.db(db).source.dialect();
            match clarisql_sql::validate(sql, &engine.lake, db, dialect) {
                Ok(v) => {
                    let mut r = Response::new(Decision::Answer, QuestionType::Answerable, "");
                    r.database = Some(engine.lake.db(db).id.clone());
                    r.tables = v
                        .tables
                        .iter()
                        .map(|t| engine.lake.table(*t).name.clone())
                        .collect();
                    match decide::execute(engine, db, sql) {
                        Ok(rs) => {
                            r.sql = Some(sql.trim().to_string());
                            r.columns = rs.columns;
                            r.truncated = rs.truncated;
                            r.message = format!(
                                "Ran your SQL as given on database {} ({} rows).",
                                engine.lake.db(db).id,
                                rs.rows.len()
                            );
                            r.rows = rs.rows;
                            r.confidence = 1.0;
                        }
                        Err(e) => {
                            r.decision = Decision::Refuse;
                            r.question_type = QuestionType::Unanswerable;
                            r.message = format!("Your SQL could not run: {e}");
                        }
                    }
                    return r;
                }
                Err(e) => {
                    // A write is refused whatever the database.
                    if matches!(
                        e,
                        clarisql_sql::ValidationError::NotReadOnly(_)
                            | clarisql_sql::ValidationError::MultipleStatements(_)
                            | clarisql_sql::ValidationError::ForbiddenFunction(_)
                    ) {
                        return Response::new(Decision::Refuse, QuestionType::Unanswerable, format!("That SQL was not run: {e}. clarisql only runs one read-only SELECT at a time."));
                    }
                    first_error.get_or_insert(e);
                }
            }
        }
        let why = first_error
            .map(|e| e.to_string())
            .unwrap_or_else(|| "no database".into());
        Response::new(Decision::Refuse, QuestionType::Unanswerable, format!("That SQL does not fit any database of the lake: {why}. Ask in words, or check the table and column names."))
    }

    /// Applies a reply to a pending clarification; `None` when the reply is a new question.
    fn resolve(&mut self, reply: &str, question: &str, pending: &Pending) -> Option<Response> {
        let labels: Vec<String> = match pending {
            Pending::Databases(dbs) => dbs
                .iter()
                .map(|d| self.engine.lake.db(*d).id.clone())
                .collect(),
            Pending::Readings(qs) => (1..=qs.len()).map(|i| i.to_string()).collect(),
            Pending::Values { options, .. } => options.clone(),
        };
        let choice = pick_option(reply, &labels);
        match (pending, choice) {
            (Pending::Databases(dbs), Some(i)) => {
                self.hints.db = dbs.get(i).copied();
                Some(self.run(question))
            }
            (Pending::Readings(qs), Some(i)) => {
                let q = qs.get(i)?;
                let mut r = Response::new(Decision::Answer, QuestionType::Answerable, "");
                r.database = Some(self.engine.lake.db(q.db).id.clone());
                r.confidence = 1.0;
                Some(decide::answer(self.engine, q, r))
            }
            (Pending::Values { text, options }, choice) => {
                let value = match choice {
                    Some(i) => options.get(i).cloned()?,
                    None => correction(reply)?,
                };
                let rewritten = question.replacen(text.as_str(), &format!("\"{value}\""), 1);
                Some(self.run(&rewritten))
            }
            _ => None,
        }
    }
}

/// The option a reply picks: its number ("2", "#2", "option 2"), or the option it names.
fn pick_option(reply: &str, labels: &[String]) -> Option<usize> {
    let r = reply.trim().trim_end_matches(['.', '!']).to_lowercase();
    let digits: String = r
        .trim_start_matches("option")
        .trim_start_matches('#')
        .trim()
        .to_string();
    if let Ok(n) = digits.parse::<usize>() {
        return (n >= 1 && n <= labels.len()).then(|| n - 1);
    }
    if let Some(i) = labels.iter().position(|l| l.to_lowercase() == r) {
        return Some(i);
    }
    // A reply that mentions exactly one option ("the second database, flights").
    let hits: Vec<usize> = labels
        .iter()
        .enumerate()
        .filter(|(_, l)| !l.is_empty() && r.contains(&l.to_lowercase()))
        .map(|(i, _)| i)
        .collect();
    (hits.len() == 1).then(|| hits[0])
}

/// A correction typed as free text: "I meant Volkswagen" -> "Volkswagen".
fn correction(reply: &str) -> Option<String> {
    let mut s = reply.trim().trim_end_matches(['.', '!']).to_string();
    for prefix in [
        "no,",
        "no",
        "sorry,",
        "sorry",
        "i meant",
        "i mean",
        "it's",
        "it is",
        "it should be",
        "should be",
        "make it",
        "use",
        "try",
    ] {
        let lower = s.to_lowercase();
        if lower.starts_with(prefix) && lower.len() > prefix.len() {
            s = s[prefix.len()..].trim().to_string();
        }
    }
    let s = s
        .trim_matches(|c| c == '"' || c == '\'' || c == ' ')
        .to_string();
    (!s.is_empty() && s.split_whitespace().count() <= 6).then_some(s)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn replies_pick_options() {
        let labels = vec!["flights".to_string(), "airlines".to_string()];
        assert_eq!(pick_option("2", &labels), Some(1));
        assert_eq!(pick_option("option 1.", &labels), Some(0));
        assert_eq!(pick_option("Airlines", &labels), Some(1));
        assert_eq!(pick_option("the airlines one", &labels), Some(1));
        assert_eq!(pick_option("7", &labels), None);
        assert_eq!(
            correction("I meant Volkswagen").as_deref(),
            Some("Volkswagen")
        );
        assert_eq!(
            correction("No, 'Volkswagen'.").as_deref(),
            Some("Volkswagen")
        );
    }
}
