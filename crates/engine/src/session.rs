//! A dialogue: user turns in, responses out, with the state that carries over — a pending
//! clarification, the choices the user made, and the query in play for follow-ups
//! (`crate::dialogue`). `chat`, the benchmarks and the server all talk to the engine through a
//! `Session`; a benchmark replaying a gold history tells it what the system said (`tell`).

use crate::decide::{self, Decided};
use crate::dialogue::{self, DialogueState, InPlay};
use crate::intake::{self, Intake};
use crate::response::{Decision, Response};
use crate::split;
use crate::{Ask, Engine};
use clarisql_analyze::{Category, Finding, QuestionType};
use clarisql_exec::Value;
use clarisql_lake::{ColumnId, DbId};
use clarisql_sql::{CmpOp, Cond, Expr, Literal, Operand, Query};
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
        /// Per option, the words of its column when one value stands in several columns
        /// ("last name" for 'Morgan'), put before it; empty otherwise.
        qualifiers: Vec<String>,
        /// The other names of the question that were not found, with their options.
        others: Vec<(String, Vec<String>)>,
    },
    /// A word of the question (`text`) covering several columns, to be replaced by the words of
    /// the one chosen (`options`, in the order shown).
    Rename {
        text: String,
        options: Vec<String>,
    },
    /// Scope values (city, district, year) to put into the question.
    Scope(Vec<clarisql_analyze::scope::ScopeEdit>),
    /// Words to name in the question (a measure picked for a question answered part by part):
    /// the chosen one is added and the whole question read again.
    Restate(Vec<String>),
    /// ContextAmbiguity: the follow-up read with the earlier conditions, or on its own.
    Context {
        merged: Box<Query>,
        own: Box<Query>,
    },
}

/// One exchange of the dialogue.
#[derive(Debug, Clone, Serialize)]
pub struct Turn {
    pub user: String,
    pub decision: Decision,
    pub question_type: QuestionType,
    pub message: String,
    pub sql: Option<String>,
    /// Set when a benchmark told the session what the system said instead (`Session::tell`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub told: Option<String>,
}

pub struct Session<'a> {
    engine: &'a Engine,
    pub options: Ask,
    pub turns: Vec<Turn>,
    /// The question a pending clarification belongs to, and what it asked.
    pending: Option<(String, Pending)>,
    /// The options the pending clarification showed, so a reply may name one in words.
    pending_labels: Vec<String>,
    hints: Hints,
    /// Clarification rounds allowed for one question; then the first reading offered is
    /// answered as the best guess (an assumption says so), or, with none, the question is refused.
    pub max_rounds: usize,
    rounds: usize,
    /// What earlier turns left in play for follow-ups.
    state: DialogueState,
    /// The question the current turn answers (the original one when the turn is a reply to a
    /// clarification).
    current_question: String,
    /// A question the told system turn asked back about the last user question, when the
    /// session itself did not ask: the next short reply answers it (see [`Self::reply_to_told`]).
    told_question: Option<String>,
}

impl<'a> Session<'a> {
    pub fn new(engine: &'a Engine) -> Session<'a> {
        Session {
            engine,
            options: Ask::default(),
            turns: Vec::new(),
            pending: None,
            pending_labels: Vec::new(),
            hints: Hints::default(),
            max_rounds: 3,
            rounds: 0,
            state: DialogueState::default(),
            current_question: String::new(),
            told_question: None,
        }
    }

    /// The engine this session asks.
    pub fn engine(&self) -> &'a Engine {
        self.engine
    }

    /// Forgets the dialogue (`/reset`).
    pub fn reset(&mut self) {
        self.turns.clear();
        self.pending = None;
        self.hints = Hints::default();
        self.rounds = 0;
        self.state = DialogueState::default();
        self.told_question = None;
    }

    /// What the dialogue has in play for follow-ups.
    pub fn state(&self) -> &DialogueState {
        &self.state
    }

    /// Tells the session what the system said in the last turn (a benchmark replaying a gold
    /// history): its SQL, when it has one, becomes the query in play (lifted into the intent over
    /// the session's database); a reply without SQL leaves the query in play as it was. Either
    /// way the session's own pending clarification is dropped when the told reply answered.
    pub fn tell(&mut self, text: &str, sql: Option<&str>) {
        let sql = sql.map(str::trim).filter(|s| !s.is_empty());
        // The system asked back ("Only from Oban, or all of them?") where the session answered
        // or refused: the next reply is to that question.
        self.told_question = match (sql, &self.pending) {
            (None, None) if text.contains(['?', '？']) => {
                self.turns.last().map(|t| t.user.clone())
            }
            _ => None,
        };
        if let Some(t) = self.turns.last_mut() {
            t.told = Some(match sql {
                Some(q) => format!("{text} [{q}]"),
                None => text.to_string(),
            });
        }
        let Some(sql) = sql else { return };
        self.pending = None;
        let db = self
            .options
            .db
            .or_else(|| self.state.in_play.as_ref().map(|p| p.query.db))
            .or(self.hints.db);
        let question = self
            .turns
            .last()
            .map(|t| t.user.clone())
            .unwrap_or_default();
        self.state.in_play = db.and_then(|db| {
            let lifted = clarisql_sql::lift(sql, &self.engine.lake, db)?;
            let pinned = lifted
                .limit_unordered
                .then(|| self.pinned(db, sql, &lifted))
                .flatten();
            Some(InPlay {
                query: pinned.unwrap_or(lifted.query),
                question,
                complete: lifted.complete,
            })
        });
    }

    /// The told statement's one row pinned by the values it shows (`first_name = 'Ada' AND
    /// last_name = 'Hale'`) in place of a LIMIT whose ORDER BY could not be lifted, which would
    /// pick another row. `None` when the statement does not give exactly one row or shows no
    /// column as it is.
    fn pinned(&self, db: DbId, sql: &str, lifted: &clarisql_sql::Lifted) -> Option<Query> {
        let result = self.engine.run_sql(db, sql).ok()?;
        let [row] = result.rows.as_slice() else {
            return None;
        };
        // (`SELECT *, …` shows more columns than it has items: nothing lines up.)
        if row.len() != lifted.shown.len() {
            return None;
        }
        let mut query = lifted.query.clone();
        query.limit = None;
        query.order_by.clear();
        let before = query.filter.len();
        for (value, column) in row.iter().zip(&lifted.shown) {
            let Some(column) = column else { continue };
            let literal = match value {
                Value::Integer(i) => Literal::Int(*i),
                Value::Real(f) => Literal::Real(*f),
                Value::Text(t) => Literal::Text(t.clone()),
                Value::Null | Value::Blob(_) => continue,
            };
            query.filter.push(Cond::Compare {
                expr: Expr::Column(*column),
                op: CmpOp::Eq,
                value: Operand::Literal(literal),
            });
        }
        (query.filter.len() > before).then_some(query)
    }

    pub fn awaiting_clarification(&self) -> bool {
        self.pending.is_some()
    }

    /// Takes one user turn.
    pub fn ask(&mut self, text: &str) -> Response {
        let started = Instant::now();
        self.current_question = text.to_string();
        let told = self.told_question.take();
        let asked_back = told
            .clone()
            .or_else(|| self.pending.as_ref().map(|(q, _)| q.clone()));
        // A name offered for one not found, accepted: the earlier question with that name. (A
        // told offer outranks a clarification of the session's own, which was not shown; a
        // pending one of its own is resolved as usual.)
        let corrected = self
            .accepted_correction(text)
            .and_then(|q| self.corrected_question(&q));
        let mut response = match (self.pending.take(), corrected) {
            (_, Some(r)) => r,
            (Some((question, pending)), None) => match self.resolve(text, &question, &pending) {
                Some(r) => r,
                None => self.new_question(text),
            },
            (None, None) => match told.and_then(|question| self.reply_to_told(&question, text)) {
                Some(r) => r,
                None => self.new_question(text),
            },
        };
        if let Some(question) = asked_back {
            if let Some(r) = self.unread_reply(&question, text, &response) {
                response = r;
            }
        }
        response.elapsed_ms = started.elapsed().as_secs_f64() * 1000.0;
        // An answer puts its query in play for follow-ups; other replies leave it.
        if let (Decision::Answer, Some(q)) = (response.decision, &response.query) {
            self.state.in_play = Some(InPlay {
                query: q.clone(),
                question: self.current_question.clone(),
                complete: true,
            });
        }
        self.turns.push(Turn {
            user: text.to_string(),
            decision: response.decision,
            question_type: response.question_type,
            message: response.message.clone(),
            sql: response.sql.clone(),
            told: None,
        });
        response
    }

    /// A short reply ("the whole network", "only from Oban", "list price") to a question the told
    /// system turn asked about `question`: all of it drops the conditions in play and reads
    /// `question` alone; otherwise the reply is read as part of `question`. `None` when the reply
    /// is a question of its own or the combined reading does not answer.
    fn reply_to_told(&mut self, question: &str, reply: &str) -> Option<Response> {
        let words = reply.split_whitespace().count();
        if words == 0 || words > 6 || reply.contains(['?', '？']) {
            return None;
        }
        self.rounds = 0;
        self.hints = Hints::default();
        if dialogue::context_choice(reply) == Some(false) {
            let in_play = self.state.in_play.take();
            self.current_question = question.to_string();
            let r = self.run(question);
            if r.decision == Decision::Answer {
                return Some(r);
            }
            self.state.in_play = in_play;
        }
        let combined = format!("{} {reply}", question.trim_end_matches(['?', '？', '.']));
        let r = self.run(&combined);
        if r.decision == Decision::Answer {
            self.current_question = combined;
            return Some(r);
        }
        self.current_question = reply.to_string();
        None
    }

    /// The last question with the name the system offered for one it could not find, when
    /// `reply` accepts it ("Did you mean Marlowby?" — "yes marlowby sorry"). The offer is
    /// in the told system turn, or in the session's own refusal when nothing was told.
    fn accepted_correction(&self, reply: &str) -> Option<String> {
        let last = self.turns.last()?;
        let said = match &last.told {
            Some(t) => t.as_str(),
            None if last.decision != Decision::Answer && self.pending.is_none() => {
                last.message.as_str()
            }
            None => return None,
        };
        let name = dialogue::accepted_offer(reply, &dialogue::offered_names(said))?;
        dialogue::with_offered_name(&last.user, &name)
    }

    /// The corrected question read afresh (answered, or asked about); `None` (the session as it
    /// was) when it is refused as well.
    fn corrected_question(&mut self, question: &str) -> Option<Response> {
        let r = self.tried_aside(
            |s| {
                s.pending = None;
                s.new_question(question)
            },
            |r| matches!(r.decision, Decision::Answer | Decision::Clarify),
        )?;
        self.current_question = question.to_string();
        Some(r)
    }

    /// `read` run on the session, its effect kept only when `keep` takes its response; else
    /// the session is left as it was and `None` returned (a reading tried aside).
    fn tried_aside(
        &mut self,
        read: impl FnOnce(&mut Self) -> Response,
        keep: impl FnOnce(&Response) -> bool,
    ) -> Option<Response> {
        let kept = (
            self.state.in_play.clone(),
            self.pending.clone(),
            self.pending_labels.clone(),
            self.hints.clone(),
            self.rounds,
        );
        let r = read(self);
        if keep(&r) {
            return Some(r);
        }
        (
            self.state.in_play,
            self.pending,
            self.pending_labels,
            self.hints,
            self.rounds,
        ) = kept;
        None
    }

    /// A short reply to a question the system asked back ("Tom Bristow, the instructor") that,
    /// read on its own, is refused as unanswerable: it answers that question, it asks nothing
    /// the data lacks. The question it answers is answered as first read, and the response
    /// says the reply could not be used. `None` when that question is not answered either, or
    /// the reply is a question of its own.
    fn unread_reply(&mut self, question: &str, reply: &str, read: &Response) -> Option<Response> {
        let short = reply.split_whitespace().count() <= 8 || clarisql_text::has_cjk(reply);
        if read.decision != Decision::Refuse
            || read.question_type != QuestionType::Unanswerable
            || !short
            || reply.contains(['?', '？'])
        {
            return None;
        }
        // Tried aside: a question that is not answered leaves the session as the refusal did.
        let mut r = self.tried_aside(|s| s.run(question), |r| r.decision == Decision::Answer)?;
        self.current_question = question.to_string();
        r.assumptions.insert(
            0,
            format!("'{reply}' could not be read as an answer to \"{question}\" ({}); answered that question as first read", read.message),
        );
        Some(r)
    }

    fn new_question(&mut self, text: &str) -> Response {
        self.rounds = 0;
        self.hints = Hints::default();
        self.run(text)
    }

    /// The friendly reply to small talk, with the Improper finding that labels it.
    fn small_talk_reply(&self, kind: intake::SmallTalk, question: &str) -> Response {
        let names = self.databases_in_view();
        let chinese = clarisql_text::has_cjk(question);
        let mut r = Response::new(
            Decision::Reply,
            QuestionType::Improper,
            intake::reply(kind, &names, chinese),
        );
        let mut f = improper_finding(
            question,
            "small talk, not a question about the data",
            "a greeting, thanks, a remark or a question put to the assistant, not about the data",
        );
        f.blocking = false;
        r.findings.push(f);
        r
    }

    /// The databases a reply may offer: the one the session is fixed to, else the lake's.
    fn databases_in_view(&self) -> Vec<String> {
        let lake = &self.engine.lake;
        match self.options.db {
            Some(d) => vec![lake.db(d).id.clone()],
            None => lake.databases.iter().map(|d| d.id.clone()).collect(),
        }
    }

    fn run(&mut self, question: &str) -> Response {
        let engine = self.engine;
        let tokens = engine.index.segmenter().tokenize(question);
        // "OK. Who owns the heaviest one?": the question after an opening formula is read.
        let opening = tokens.len() - intake::after_formulas(&tokens).len();
        let announced_new = intake::announces_new_question(&tokens[..opening]);
        let (question, tokens) = match tokens.get(opening) {
            Some(t) if opening > 0 => {
                let rest = &question[t.start..];
                (rest, engine.index.segmenter().tokenize(rest))
            }
            _ => (question, tokens),
        };
        // "what about february?" after a question about March: that question about February.
        let restated = self
            .state
            .in_play
            .as_ref()
            .filter(|_| !announced_new)
            .and_then(|p| dialogue::with_other_month(&p.question, &tokens));
        let (question, tokens) = match &restated {
            Some(q) => {
                self.current_question = q.clone();
                (q.as_str(), engine.index.segmenter().tokenize(q))
            }
            None => (question, tokens),
        };
        let retrieval = engine
            .index
            .retrieve(&engine.lake, &tokens, engine.config.top_k_tables);
        // Grounding counts in the database the dialogue is fixed to, when it is.
        let grounded = match self.options.db {
            Some(d) => retrieval.databases.iter().filter(|x| x.db == d).count(),
            None => retrieval.databases.len(),
        };
        match intake::classify(question, &tokens, grounded) {
            Intake::Empty => return Response::new(Decision::Refuse, QuestionType::Improper, "The question is empty: type a question about the data."),
            Intake::TooLong(n) => {
                return Response::new(Decision::Refuse, QuestionType::Improper, format!("The question is {n} characters long; the limit is {}. Shorten it to the part you want answered.", intake::MAX_QUESTION_CHARS))
            }
            Intake::Sql => return self.run_sql(question),
            Intake::Injection => return improper_refusal(question, "SQL statements slipped in after a ';'", "That looks like SQL statements slipped into a question; nothing was run. clarisql only reads: ask a question about the data, or type one SELECT on its own."),
            Intake::Nonsense => return improper_refusal(question, "keys typed at random, with no question", "That does not read as a question (keys typed at random?). Ask me something about the data."),
            Intake::SmallTalk(kind) => return self.small_talk_reply(kind, question),
            Intake::Question => {}
        }
        // A follow-up is read against the query in play (unless the user fixed another database).
        // ("Different question: …" carries nothing over.)
        let in_context = self.state.in_play.clone().filter(|p| {
            !announced_new
                && self
                    .options
                    .db
                    .or(self.hints.db)
                    .is_none_or(|d| d == p.query.db)
        });
        // "what about february?" where the earlier question names no month but its query holds
        // a date to one: that query for the other month.
        let other_month = restated
            .is_none()
            .then_some(in_context.as_ref())
            .flatten()
            .and_then(|p| dialogue::query_in_other_month(&p.query, &tokens))
            .map(|(q, said)| {
                let reading = clarisql_analyze::Interpretation::of_query(
                    q,
                    1.0,
                    format!("read as the earlier question for {said}"),
                );
                decide::decide(
                    engine,
                    question,
                    &retrieval,
                    vec![(reading, 1.0)],
                    self.options.all_interpretations,
                )
            })
            .filter(|d| d.response.decision == Decision::Answer);
        let decided = other_month.or_else(|| {
            in_context.and_then(|p| {
                dialogue::decide_in_context(
                    engine,
                    question,
                    &tokens,
                    &retrieval,
                    &p,
                    self.options.all_interpretations,
                )
            })
        });
        let Decided {
            mut response,
            pending,
            open,
        } = match decided {
            Some(d) => d,
            None => {
                // A question over several scopes of a partitioned family: one answer per scope.
                let db = self
                    .options
                    .db
                    .or(self.hints.db)
                    .or_else(|| retrieval.databases.first().map(|d| d.db));
                match db.and_then(|db| split::answer_by_scope(engine, question, db, &self.hints)) {
                    Some(d) => d,
                    None => {
                        let (retrieval, readings) =
                            decide::interpretations(engine, question, self.options.db, &self.hints);
                        decide::decide(
                            engine,
                            question,
                            &retrieval,
                            readings,
                            self.options.all_interpretations,
                        )
                    }
                }
            }
        };
        // Small-talk words and nothing the data explains: a remark, not a question about the data.
        if response.decision == Decision::Refuse
            && response.confidence < engine.config.answer_threshold
            && response
                .findings
                .iter()
                .all(|f| f.category != Category::OutOfScope)
        {
            // "Can you show me …" with words the lake holds is a request, however it fared.
            let request = intake::asks_assistant_to_do(&tokens);
            if let Some(kind) = intake::small_talk(&tokens).filter(|_| !request) {
                return self.small_talk_reply(kind, question);
            }
        }
        // An unanswerable question: say what the data can answer instead (not where the data
        // says which scope the thing is in: that is the answer to give).
        if response.decision == Decision::Refuse
            && response.question_type == QuestionType::Unanswerable
            && response.interpretations.is_empty()
            && response
                .findings
                .first()
                .is_none_or(|f| f.category != Category::ScopeUnmatch)
            && !response.message.contains("closest")
            && !response.message.contains("最接近")
        {
            let chinese = clarisql_text::has_cjk(question);
            if let Some(s) = dialogue::closest_answerable(engine, &response, chinese) {
                response.message = dialogue::append_sentence(&response.message, &s);
            }
        }
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
        if let Some(q) = &restated {
            response.assumptions.insert(0, format!("read as \"{q}\""));
        }
        if response.decision == Decision::Clarify {
            if self.rounds >= self.max_rounds {
                // Out of rounds: the first reading offered is the best guess, said as such;
                // with no reading to offer, the question stays open.
                if let Some(Pending::Readings(qs)) = &pending {
                    if let Some(q) = qs.first() {
                        let asked = response.message.clone();
                        let mut r = self.answer_reading(question, q);
                        if r.decision == Decision::Answer {
                            r.question_type = QuestionType::Ambiguous;
                            r.findings = response.findings;
                            r.assumptions.push(format!(
                                "clarification rounds used up ({}): answered the first reading of: {asked}",
                                self.max_rounds
                            ));
                            return r;
                        }
                    }
                }
                response.decision = Decision::Refuse;
                response.message = format!(
                    "{} (clarification rounds used up: {})",
                    response.message, self.max_rounds
                );
            } else if let Some(p) = pending {
                self.rounds += 1;
                self.pending_labels = response
                    .clarification
                    .as_ref()
                    .map(|c| c.options.clone())
                    .unwrap_or_default();
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
                        // A write, several statements or a forbidden function typed in is
                        // not a question about the data: Improper, as an injection is.
                        return improper_refusal(sql, "SQL that clarisql never runs", &format!("That SQL was not run: {e}. clarisql only runs one read-only SELECT at a time."));
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

    /// Answers `question` with reading `q`, which the user chose: it stands as the question.
    fn answer_reading(&mut self, question: &str, q: &Query) -> Response {
        self.current_question = question.to_string();
        let mut r = Response::new(Decision::Answer, QuestionType::Answerable, "");
        r.database = Some(self.engine.lake.db(q.db).id.clone());
        r.confidence = 1.0;
        decide::answer(self.engine, q, r)
    }

    /// Applies a reply to a pending clarification; `None` when the reply is a new question.
    fn resolve(&mut self, reply: &str, question: &str, pending: &Pending) -> Option<Response> {
        if declines(reply) {
            return Some(Response::new(
                Decision::Reply,
                QuestionType::Improper,
                "All right, I'll leave that question open. Ask another one whenever you like.",
            ));
        }
        let labels: Vec<String> = match pending {
            Pending::Databases(dbs) => dbs
                .iter()
                .map(|d| self.engine.lake.db(*d).id.clone())
                .collect(),
            Pending::Readings(qs) if self.pending_labels.len() == qs.len() => {
                self.pending_labels.clone()
            }
            Pending::Readings(qs) => (1..=qs.len()).map(|i| i.to_string()).collect(),
            Pending::Values {
                options,
                qualifiers,
                ..
            } => options
                .iter()
                .zip(qualifiers.iter().chain(std::iter::repeat(&String::new())))
                .map(|(o, q)| {
                    if q.is_empty() {
                        o.clone()
                    } else {
                        format!("{q} {o}")
                    }
                })
                .collect(),
            Pending::Restate(options) | Pending::Rename { options, .. } => options.clone(),
            Pending::Scope(edits) => {
                return clarisql_analyze::scope::apply_reply(question, reply, edits)
                    .map(|q| self.run(&q));
            }
            Pending::Context { merged, own } => {
                let q = if dialogue::context_choice(reply)? {
                    merged
                } else {
                    own
                };
                return Some(self.answer_reading(question, q));
            }
        };
        // Failing the options' own words, the labels shown ("cello (instrument, students)").
        let choice = pick_option(reply, &labels).or_else(|| {
            (matches!(pending, Pending::Values { .. }) && self.pending_labels.len() == labels.len())
                .then(|| pick_option(reply, &self.pending_labels))
                .flatten()
        });
        match (pending, choice) {
            (Pending::Databases(dbs), Some(i)) => {
                self.current_question = question.to_string();
                self.hints.db = dbs.get(i).copied();
                Some(self.run(question))
            }
            (Pending::Readings(qs), Some(i)) => {
                let q = qs.get(i)?;
                // A reading that pairs rows of two partitions of one relation (two places
                // compared on a measure chosen now) is read again with the measure named as
                // people name it (not as `table.column`: a table's name names a place), so
                // each place is answered over its own table.
                if joins_partitions(self.engine, q) {
                    let label = disputed_column(qs, i)
                        .map(|c| self.engine.lake.column(c).spoken_name())
                        .or_else(|| self.pending_labels.get(i).cloned());
                    if let Some(label) = label {
                        return Some(self.run(&restated(question, &label)));
                    }
                }
                Some(self.answer_reading(question, q))
            }
            (Pending::Readings(qs), None) => {
                let (q, column) = reading_naming_column(self.engine, reply, qs)?;
                if joins_partitions(self.engine, &q) {
                    let label = self.engine.lake.column(column).spoken_name();
                    return Some(self.run(&restated(question, &label)));
                }
                Some(self.answer_reading(question, &q))
            }
            (Pending::Rename { text, options }, Some(i)) => {
                let words = options.get(i)?;
                Some(self.run(&replace_unquoted(question, text, words)))
            }
            (Pending::Restate(labels), Some(i)) => {
                let label = labels.get(i)?;
                Some(self.run(&restated(question, label)))
            }
            (
                Pending::Values {
                    text,
                    options,
                    qualifiers,
                    others,
                },
                choice,
            ) => {
                // One value in several columns: the option chosen brings its column's words.
                if qualifiers.iter().any(|q| !q.is_empty()) {
                    let i = choice?;
                    let value = options.get(i)?;
                    let qualifier = qualifiers.get(i).map(String::as_str).unwrap_or("");
                    let with = format!("{qualifier} \"{value}\"");
                    return Some(self.run(&replace_unquoted(question, text, with.trim())));
                }
                // The options the reply names, in its order, each put in place of the next
                // name it is an option of ("全称是A。啊，全称是B。" for a short name written
                // twice; "It's A. And the other one is B." for two names not found).
                let items: Vec<(&String, &Vec<String>)> = std::iter::once((text, options))
                    .chain(others.iter().map(|(t, o)| (t, o)))
                    .collect();
                let lower = reply.to_lowercase();
                let mut named: Vec<(usize, &String)> = items
                    .iter()
                    .flat_map(|(_, opts)| opts.iter())
                    .filter_map(|o| lower.find(&o.to_lowercase()).map(|at| (at, o)))
                    .collect();
                named.sort();
                named.dedup();
                // A name inside a longer one named ("宏达景湖湾" holds "景湖湾") is not named.
                let named: Vec<&String> = named
                    .iter()
                    .filter(|(at, o)| {
                        !named.iter().any(|(at2, o2)| {
                            o2.len() > o.len() && *at2 <= *at && at + o.len() <= at2 + o2.len()
                        })
                    })
                    .map(|(_, o)| *o)
                    .collect();
                let mut rewritten = question.to_string();
                let mut first_done = false;
                for o in named {
                    let Some((t, _)) = items
                        .iter()
                        .find(|(t, opts)| opts.contains(o) && unquoted_at(&rewritten, t).is_some())
                    else {
                        continue;
                    };
                    first_done |= *t == text;
                    rewritten = replace_unquoted(&rewritten, t, &format!("\"{o}\""));
                }
                if !first_done {
                    let value = match choice {
                        Some(i) => options.get(i).cloned()?,
                        None => correction(reply)?,
                    };
                    rewritten = replace_unquoted(&rewritten, text, &format!("\"{value}\""));
                }
                Some(self.run(&rewritten))
            }
            _ => None,
        }
    }
}

/// Where `needle` first occurs in `text` outside double quotes (a value already put in).
fn unquoted_at(text: &str, needle: &str) -> Option<usize> {
    let mut from = 0;
    while let Some(i) = text[from..].find(needle).map(|i| i + from) {
        if text[..i].matches('"').count() % 2 == 0 {
            return Some(i);
        }
        from = i + needle.len();
    }
    None
}

/// `text` with the first unquoted `needle` replaced by `with`.
fn replace_unquoted(text: &str, needle: &str, with: &str) -> String {
    match unquoted_at(text, needle) {
        Some(i) => format!("{}{with}{}", &text[..i], &text[i + needle.len()..]),
        None => text.to_string(),
    }
}

/// The column reading `i` of `qs` reads and no other reading does: what the options differ in.
fn disputed_column(qs: &[Query], i: usize) -> Option<ColumnId> {
    let own = qs.get(i)?;
    own.columns_read().into_iter().find(|c| {
        qs.len() > 1
            && qs
                .iter()
                .enumerate()
                .all(|(j, q)| j == i || !q.columns_read().contains(c))
    })
}

/// A reply naming a column none of the offered readings uses ("I meant the premium rate"
/// when asked which of two prices): the first reading with that column, of the same table, in
/// place of the one the readings disagree on. The column is named by the name people read in
/// the data (its description's head, "Premium Rate", "溢价率") or by all its name's words.
fn reading_naming_column(engine: &Engine, reply: &str, qs: &[Query]) -> Option<(Query, ColumnId)> {
    if asks_more(reply) {
        return None;
    }
    let lower = reply.to_lowercase();
    let reply_words = clarisql_text::words(&lower);
    let disputed = disputed_column(qs, 0)?;
    let offered: Vec<ColumnId> = qs.iter().flat_map(Query::columns_read).collect();
    let reply_stems: Vec<String> = reply_words.iter().map(|w| clarisql_text::stem(w)).collect();
    let table = engine.lake.table(disputed.table);
    let named: Vec<ColumnId> = (0..table.columns.len())
        .map(|i| disputed.table.column(i))
        .filter(|c| !offered.contains(c))
        .filter(|&c| {
            let column = engine.lake.column(c);
            let by_description = column
                .described_name()
                .is_some_and(|d| lower.contains(&d.to_lowercase()));
            let words = clarisql_text::identifier_words(&column.name);
            let by_name = !words.is_empty()
                && words
                    .iter()
                    .all(|w| reply_stems.contains(&clarisql_text::stem(w)));
            by_description || by_name
        })
        .collect();
    let [only] = named[..] else {
        return None;
    };
    let mut q = qs[0].clone();
    q.replace_column(disputed, only);
    Some((q, only))
}

/// The question with `label` named at its end, before the final stop: "How do X and Y
/// compare (Premium Rate)?".
fn restated(question: &str, label: &str) -> String {
    let body = question.trim_end_matches(['.', '?', '!', '。', '？', '！']);
    let end = &question[body.len()..];
    format!("{body} ({label}){end}")
}

/// Whether `q` reads two members of one partitioned family.
fn joins_partitions(engine: &Engine, q: &Query) -> bool {
    let families = clarisql_analyze::scope::families(&engine.lake, q.db);
    let mut seen = Vec::new();
    q.needed_tables()
        .into_iter()
        .filter_map(|t| clarisql_analyze::scope::family_of(&families, t))
        .any(|f| {
            let twice = seen.contains(&f);
            seen.push(f);
            twice
        })
}

/// A reply names an option and asks for nothing more; "For each year, return the year and the
/// average attendance." is a question of its own, whatever column it happens to name.
fn asks_more(reply: &str) -> bool {
    question_of_its_own(reply)
        || clarisql_text::words(&reply.to_lowercase())
            .iter()
            .any(|w| clarisql_text::is_question_cue(w))
}

/// Worded as a question or a request ("What is the average premium rate of each land use?",
/// "Show …"): not a reply to the options, whatever options it happens to name. (A reply may
/// open with "what": "What I'm after is the green ratio.")
fn question_of_its_own(reply: &str) -> bool {
    let words = clarisql_text::words(&reply.to_lowercase());
    reply.contains(['?', '？'])
        || reply.split_whitespace().count() > 12
        || words
            .first()
            .is_some_and(|w| clarisql_text::is_request_verb(w))
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
    if question_of_its_own(reply) {
        return None;
    }
    // A reply that mentions exactly one option ("the second database, flights").
    let hits: Vec<usize> = labels
        .iter()
        .enumerate()
        .filter(|(_, l)| !l.is_empty() && r.contains(&l.to_lowercase()))
        .map(|(i, _)| i)
        .collect();
    if hits.len() == 1 {
        return Some(hits[0]);
    }
    // Words that only one option has ("the final one" for exams.final_score against
    // exams.midterm_score); words every option shares tell nothing.
    let reply_words: Vec<String> = clarisql_text::words(&r)
        .iter()
        .map(|w| clarisql_text::stem(w))
        .collect();
    let option_words: Vec<Vec<String>> = labels
        .iter()
        .map(|l| {
            clarisql_text::identifier_words(l)
                .iter()
                .map(|w| clarisql_text::stem(w))
                .collect()
        })
        .collect();
    let distinguishing = |i: usize| {
        option_words[i]
            .iter()
            .filter(|w| {
                reply_words.contains(w)
                    && !is_function_word_in_reply(w)
                    && option_words
                        .iter()
                        .enumerate()
                        .all(|(j, o)| j == i || !o.contains(w))
            })
            .count()
    };
    let scores: Vec<usize> = (0..labels.len()).map(distinguishing).collect();
    let best = scores.iter().copied().max().unwrap_or(0);
    (best > 0 && scores.iter().filter(|&&s| s == best).count() == 1)
        .then(|| scores.iter().position(|&s| s == best))
        .flatten()
}

/// Words a reply uses for its grammar, not to name an option. Request verbs are stopwords of a
/// question ("list the prices") but may be what tells two columns apart in a reply ("list
/// price" against "sale price").
fn is_function_word_in_reply(stem: &str) -> bool {
    clarisql_text::is_stopword(stem) && !clarisql_text::is_request_verb(stem)
}

/// A reply that gives up on the clarification: "I can't help", "no idea", "never mind".
fn declines(reply: &str) -> bool {
    let r = clarisql_text::normalize(reply);
    const PHRASES: &[&str] = &[
        "can't help",
        "cannot help",
        "can not help",
        "don't know",
        "do not know",
        "no idea",
        "not sure",
        "never mind",
        "nevermind",
        "forget it",
        "skip",
        "帮不上",
        "不知道",
        "不清楚",
        "算了",
    ];
    PHRASES.iter().any(|p| r.contains(p))
}

/// A correction typed as free text: "I meant Volkswagen" -> "Volkswagen".
fn correction(reply: &str) -> Option<String> {
    // A Chinese reply's first sentence holds the correction; what follows thanks ("…。谢谢！").
    let first = reply
        .split(['。', '！', '？'])
        .find(|p| !p.trim().is_empty())
        .unwrap_or(reply);
    let mut s = first.trim().trim_end_matches(['.', '!']).to_string();
    if clarisql_text::has_cjk(&s) {
        // An interjection before a comma ("啊，", "嗯，", "那个，"), then a lead-in.
        if let Some((head, rest)) = s.split_once('，') {
            if head.chars().count() <= 3 {
                s = rest.to_string();
            }
        }
        for prefix in [
            "我指的是",
            "我说的是",
            "我问的是",
            "全称是",
            "应该是",
            "就是",
            "是",
        ] {
            if let Some(rest) = s.strip_prefix(prefix).filter(|r| !r.is_empty()) {
                s = rest.to_string();
                break;
            }
        }
    }
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
    let short = s.split_whitespace().count() <= 6 && s.chars().count() <= 40;
    (!s.is_empty() && short).then_some(s)
}

/// A refusal of input that is no question about the data, with the Improper finding that
/// labels it and says why.
fn improper_refusal(question: &str, why: &str, message: &str) -> Response {
    let mut r = Response::new(Decision::Refuse, QuestionType::Improper, message);
    r.findings.push(improper_finding(
        question,
        "not a question about the data",
        why,
    ));
    r
}

/// The Improper finding over the whole input, with what it is and why.
fn improper_finding(question: &str, what: &str, why: &str) -> Finding {
    let mut f = Finding::new(
        Category::Improper,
        (0, question.chars().count()),
        question,
        what,
    );
    f.evidence = why.into();
    f
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_chinese_correction_is_its_first_sentence_without_the_lead_in() {
        assert_eq!(
            correction("啊，我指的是宏达景湖湾。谢谢！").as_deref(),
            Some("宏达景湖湾")
        );
        assert_eq!(
            correction("全称是兆丰景湖湾。").as_deref(),
            Some("兆丰景湖湾")
        );
        assert_eq!(
            correction("I meant Volkswagen.").as_deref(),
            Some("Volkswagen")
        );
    }

    #[test]
    fn values_go_in_place_of_names_not_yet_replaced() {
        // A short name written twice: the second reply value goes to the second mention, not
        // inside the value already put in place of the first.
        let q = "福田区景湖湾和白云区的景湖湾";
        let once = replace_unquoted(q, "景湖湾", "\"兆丰景湖湾\"");
        assert_eq!(once, "福田区\"兆丰景湖湾\"和白云区的景湖湾");
        let twice = replace_unquoted(&once, "景湖湾", "\"宏达景湖湾\"");
        assert_eq!(twice, "福田区\"兆丰景湖湾\"和白云区的\"宏达景湖湾\"");
        assert_eq!(unquoted_at(&twice, "景湖湾"), None);
    }

    #[test]
    fn replies_pick_options() {
        let labels = vec!["flights".to_string(), "airlines".to_string()];
        assert_eq!(pick_option("2", &labels), Some(1));
        assert_eq!(pick_option("option 1.", &labels), Some(0));
        assert_eq!(pick_option("Airlines", &labels), Some(1));
        assert_eq!(pick_option("the airlines one", &labels), Some(1));
        assert_eq!(pick_option("7", &labels), None);
        let columns = vec!["midterm score".to_string(), "final score".to_string()];
        assert_eq!(pick_option("the final one", &columns), Some(1));
        assert_eq!(pick_option("the score", &columns), None);
        assert_eq!(
            pick_option("What I'm after is the final score.", &columns),
            Some(1)
        );
        // A question of its own names an option without choosing it.
        assert_eq!(
            pick_option("What is the average final score of each class?", &columns),
            None
        );
        assert_eq!(
            pick_option("Show the final score per class", &columns),
            None
        );
        let places = vec!["星汇书香广场".to_string(), "万和书香广场".to_string()];
        assert_eq!(
            pick_option("我说的是万和书香广场，这是全称。麻烦了。", &places),
            Some(1)
        );
        assert!(declines("Sorry, I can't help with that."));
        assert!(declines("抱歉，这个我帮不上忙。"));
        assert!(!declines("I meant Volkswagen"));
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
