//! Decide: given the readings of a question over its candidate databases, answer, ask or refuse.

use crate::assist::OpenReading;
use crate::response::{Clarification, Decision, Reading, Response};
use crate::session::{Hints, Pending};
use crate::Engine;
use clarisql_analyze::taxonomy::{
    or_list, or_list_zh, worded_in_chinese, Candidate, CandidateKind,
};
use clarisql_analyze::{Category, Finding, Interpretation, QuestionType};
use clarisql_exec::ResultSet;
use clarisql_index::Retrieval;
use clarisql_lake::{DbId, TableId};
use clarisql_sql::{Builder, CmpOp, Cond, Operand, Query};

/// Candidate databases are interpreted when their retrieval score is at least this share of
/// the best one.
const CANDIDATE_SHARE: f32 = 0.5;
/// Two databases whose readings score within this margin are a tie.
const TIE_MARGIN: f32 = 0.15;
/// A database whose reading explains as much of the question as the best one's ties with it
/// when its reading is at least this sure.
const RIVAL_CONFIDENCE: f32 = 0.3;
/// A database whose reading scores (`database_score`) within this of the best one's is a
/// plausible alternative: the tables its reading uses are listed among the retrieved ones.
const CLOSE_READING: f32 = 0.2;

/// How well a database reads the question: mostly how much of the question it explains (and
/// how exactly), then how much of it the database grounds at all (words it has, placed or not),
/// then retrieval, with a small preference for fewer tables. The weights were chosen on
/// development data; what matters is the order (fit first).
fn database_score(fit: f32, grounding_fit: f32, retrieval_share: f32, tables: usize) -> f32 {
    fit + 0.5 * grounding_fit + 0.4 * retrieval_share - 0.1 * tables as f32
}

/// Interprets the question in each candidate database; best combined score first.
pub(crate) fn interpretations(
    engine: &Engine,
    question: &str,
    db: Option<DbId>,
    hints: &Hints,
) -> (Retrieval, Vec<(Interpretation, f32)>) {
    let analyzer = engine.analyzer();
    let tokens = analyzer.tokenize(question);
    let fixed = db.or(hints.db);
    let retrieval =
        engine
            .index
            .retrieve_within(&engine.lake, &tokens, engine.config.top_k_tables, fixed);
    tracing::debug!(question, "reading the question in its candidate databases");
    let candidates: Vec<(DbId, f32)> = match fixed {
        Some(d) => vec![(d, 1.0)],
        None => {
            let top = retrieval.databases.first().map(|d| d.score).unwrap_or(0.0);
            retrieval
                .databases
                .iter()
                .filter(|d| d.score >= top * CANDIDATE_SHARE && d.score > 0.0)
                .take(engine.config.candidate_databases)
                .map(|d| (d.db, d.score / top.max(1e-6)))
                .collect()
        }
    };
    let mut out: Vec<(Interpretation, f32)> = candidates
        .into_iter()
        .map(|(d, rel)| {
            let interp = analyzer.interpret(question, &tokens, d);
            let tables = interp
                .query
                .as_ref()
                .map(|q| q.needed_tables().len())
                .unwrap_or(0);
            let combined = database_score(interp.fit, interp.grounding_fit, rel, tables);
            tracing::debug!(
                db = engine.lake.db(d).id,
                fit = interp.fit,
                retrieval_share = rel,
                tables,
                combined,
                confidence = interp.confidence,
                "candidate database read"
            );
            (interp, combined)
        })
        .collect();
    out.sort_by(|a, b| b.1.total_cmp(&a.1).then(a.0.db.cmp(&b.0.db)));
    (retrieval, out)
}

/// Runs `sql` on database `db` after validation.
pub(crate) fn execute(engine: &Engine, db: DbId, sql: &str) -> Result<ResultSet, String> {
    let database = engine.lake.db(db);
    let dialect = database.source.dialect();
    clarisql_sql::validate(sql, &engine.lake, db, dialect).map_err(|e| e.to_string())?;
    database
        .source
        .connect()
        .query(sql, &engine.config.limits)
        .map_err(|e| e.to_string())
}

/// Builds, validates and runs a reading.
pub(crate) fn run_query(
    engine: &Engine,
    q: &Query,
) -> Result<(String, Vec<String>, ResultSet), String> {
    let dialect = engine.lake.db(q.db).source.dialect();
    let built = Builder::new(&engine.lake, dialect)
        .build(q)
        .map_err(|e| e.to_string())?;
    let rs = execute(engine, q.db, &built.sql)?;
    let tables = built
        .tables
        .iter()
        .map(|t| engine.lake.table(*t).name.clone())
        .collect();
    Ok((built.sql, tables, rs))
}

fn database_candidate(engine: &Engine, db: DbId, score: f32) -> Candidate {
    let d = engine.lake.db(db);
    let tables: Vec<&str> = d.tables.iter().take(4).map(|t| t.name.as_str()).collect();
    Candidate {
        kind: CandidateKind::Database,
        database: Some(d.id.clone()),
        table: None,
        column: None,
        value: None,
        score,
        label: format!(
            "{} (tables: {}{})",
            d.id,
            tables.join(", "),
            if d.tables.len() > 4 { ", …" } else { "" }
        ),
    }
}

/// The most serious finding first: blocking before not, out of scope before the rest,
/// unanswerable before ambiguous.
fn rank_findings(findings: &mut [Finding]) {
    findings.sort_by_key(|f| {
        let t = match f.category.question_type() {
            QuestionType::Unanswerable => 0,
            QuestionType::Ambiguous => 1,
            _ => 2,
        };
        // The scope of partitioned tables is settled first (it decides which table the other
        // findings are about), as ODUTQA-MDC's scope validator runs before retrieval.
        let scope = matches!(
            f.category,
            Category::ScopeMissing | Category::ScopeError | Category::ScopeUnmatch
        );
        // A request the data cannot serve at all (a translation, a forecast) makes the words it
        // names moot: "Translate the names into German" is not a question about 'German'.
        let out_of_scope = f.category == Category::OutOfScope;
        (!f.blocking, !out_of_scope, !scope, t)
    });
}

/// The tables most likely needed, best first: those the chosen reading uses, then those used by
/// the readings of other databases that score nearly as well (`CLOSE_READING`: when the
/// database is uncertain, the list covers each plausible one), then the rest of the chosen
/// database as retrieval ranked them, then other databases' (`top_k` in all).
fn ranked_tables(
    engine: &Engine,
    retrieval: &Retrieval,
    readings: &[(Interpretation, f32)],
) -> Vec<String> {
    let mut order: Vec<TableId> = Vec::new();
    let push = |t: TableId, order: &mut Vec<TableId>| {
        if !order.contains(&t) {
            order.push(t);
        }
    };
    let best_score = readings.first().map(|(_, s)| *s).unwrap_or(0.0);
    let close = readings
        .iter()
        .filter(|(_, s)| best_score - s < CLOSE_READING);
    for (reading, _) in close {
        for t in reading
            .query
            .as_ref()
            .map(|q| q.needed_tables())
            .unwrap_or_default()
        {
            push(t, &mut order);
        }
    }
    if let Some((best, _)) = readings.first() {
        for t in retrieval.tables.iter().filter(|t| t.table.db == best.db) {
            push(t.table, &mut order);
        }
    }
    for t in retrieval.tables.iter() {
        push(t.table, &mut order);
    }
    order
        .into_iter()
        .take(engine.config.top_k_tables)
        .map(|t| format!("{}.{}", engine.lake.db(t.db).id, engine.lake.table(t).name))
        .collect()
}

/// What a reply to the clarification asked for `f` settles: the reading chosen, when the
/// options are readings; else the words the chosen option puts into the question.
fn pending_for(
    engine: &Engine,
    best: &Interpretation,
    f: &Finding,
    findings: &[Finding],
) -> Option<Pending> {
    if f.readings.len() == f.candidates.len() && !f.readings.is_empty() {
        return Some(Pending::Readings(f.readings.clone()));
    }
    match f.category {
        // A word covering several columns: the chosen column's words replace it (so do the
        // words of a direction a judgement leaves open, "best" -> "highest").
        Category::ColumnAmbiguity | Category::VagueIntent => Some(Pending::Rename {
            text: f.text.clone(),
            options: value_options(f),
        }),
        Category::ValueNotFound | Category::ValueAmbiguity => Some(Pending::Values {
            text: f.text.clone(),
            options: value_options(f),
            qualifiers: value_qualifiers(f),
            // Other names not found: a reply may settle them at the same time.
            others: findings
                .iter()
                .filter(|o| o.category == Category::ValueNotFound && o.text != f.text)
                .map(|o| (o.text.clone(), value_options(o)))
                .collect(),
        }),
        // Scope of partitioned tables: the reply's value goes into the question.
        Category::ScopeMissing | Category::ScopeError | Category::ScopeUnmatch => {
            Some(Pending::Scope(clarisql_analyze::scope::edits(
                &engine.lake,
                best.db,
                findings,
            )))
        }
        _ => None,
    }
}

pub(crate) struct Decided {
    pub response: Response,
    pub pending: Option<Pending>,
    /// The engine's reading, when it fell short of an answer for lack of confidence or of
    /// runnable SQL (not because a finding blocks it): an LLM may propose SQL for it.
    pub open: Option<OpenReading>,
}

/// How the candidate databases of an open-domain question compare.
enum Tie {
    /// One database reads the question best, or the close ones give the same rows.
    None,
    /// Several read it equally well and give different rows, but only the reading at `index`
    /// finds rows meeting the question's conditions (an id, a name, a range): the others'
    /// databases hold nothing the question describes.
    Settled { index: usize, others: Vec<DbId> },
    /// Several read it equally well and their answers differ: ask which (database, fit).
    Ask(Vec<(DbId, f32)>),
}

/// Open domain: several databases read the question equally well (same share explained, all
/// confident), or another one places every word of it as surely as the best one does and only
/// matches names less exactly ('capacity' for `capacity_in_tonnes`). The choice matters only
/// when their readings give different rows.
fn database_tie(engine: &Engine, readings: &[(Interpretation, f32)]) -> Tie {
    let threshold = engine.config.answer_threshold;
    let Some((best, _)) = readings.first() else {
        return Tie::None;
    };
    if best.confidence < threshold || best.findings.iter().any(|f| f.blocking) {
        return Tie::None;
    }
    let places_all = |r: &Interpretation| r.placed_share >= 1.0 - f32::EPSILON;
    let tied: Vec<usize> = (0..readings.len())
        .filter(|&i| {
            let r = &readings[i].0;
            let close = (r.fit - best.fit).abs() <= TIE_MARGIN && r.confidence >= threshold;
            let as_whole = places_all(r) && places_all(best) && r.confidence >= best.confidence;
            // Explains as much of the question, only its query is less sure: the question is
            // as much about that database; the engine's trouble there does not say otherwise.
            let as_fully = r.fit >= best.fit - f32::EPSILON && r.confidence >= RIVAL_CONFIDENCE;
            // A database where the question names what is not there (no such value) is not
            // what it is about.
            let lacks = r
                .findings
                .iter()
                .any(|f| f.blocking && f.category.question_type() == QuestionType::Unanswerable);
            (close || as_whole || as_fully) && r.query.is_some() && !lacks
        })
        .collect();
    if tied.len() < 2 {
        return Tie::None;
    }
    let results: Vec<Option<Vec<String>>> = tied
        .iter()
        .map(|&i| {
            readings[i]
                .0
                .query
                .as_ref()
                .and_then(|q| run_query(engine, q).ok())
                .map(|(_, _, rs)| rs.row_keys())
        })
        .collect();
    if results.iter().all(|r| r.is_some() && *r == results[0]) {
        return Tie::None;
    }
    // A reading whose conditions select nothing in its database (no such id, name or range
    // there) is not what the question is about when another database has such rows.
    let finds_rows: Vec<bool> = tied
        .iter()
        .zip(&results)
        .map(|(&i, rows)| {
            let conditioned = readings[i]
                .0
                .query
                .as_ref()
                .is_some_and(|q| q.filter.iter().any(selects_by_literal));
            !conditioned || rows.as_ref().is_some_and(|rows| informative(rows))
        })
        .collect();
    if let [only] = tied
        .iter()
        .zip(&finds_rows)
        .filter(|(_, f)| **f)
        .map(|(&i, _)| i)
        .collect::<Vec<_>>()[..]
    {
        return Tie::Settled {
            index: only,
            others: tied
                .iter()
                .filter(|&&i| i != only)
                .map(|&i| readings[i].0.db)
                .collect(),
        };
    }
    Tie::Ask(
        tied.iter()
            .map(|&i| (readings[i].0.db, readings[i].0.fit))
            .collect(),
    )
}

/// A condition that keeps the rows matching a literal the question gives (a value, a number, a
/// range, a pattern); not a negation, which selects by absence.
fn selects_by_literal(c: &Cond) -> bool {
    match c {
        Cond::Compare { op, value, .. } => *op != CmpOp::Ne && matches!(value, Operand::Literal(_)),
        Cond::Between { .. } => true,
        Cond::Like { negated, .. } | Cond::InList { negated, .. } => !negated,
        Cond::And(cs) | Cond::Or(cs) => cs.iter().any(selects_by_literal),
        Cond::InQuery { .. } | Cond::IsNull { .. } => false,
    }
}

/// Rows that say something: not none, not only zero counts or empty values.
fn informative(rows: &[String]) -> bool {
    rows.iter()
        .any(|r| r.split('\u{1}').any(|v| v != "n:0" && v != "∅"))
}

/// Turns readings into a decision.
pub(crate) fn decide(
    engine: &Engine,
    question: &str,
    retrieval: &Retrieval,
    mut readings: Vec<(Interpretation, f32)>,
    all_interpretations: bool,
) -> Decided {
    let threshold = engine.config.answer_threshold;
    let mut settled_note = None;
    let mut base = Response::new(Decision::Refuse, QuestionType::Unanswerable, "");
    base.candidate_databases = readings
        .iter()
        .map(|(i, _)| engine.lake.db(i.db).id.clone())
        .collect();
    base.retrieved_tables = retrieval
        .tables
        .iter()
        .map(|t| {
            format!(
                "{}.{}",
                engine.lake.db(t.table.db).id,
                engine.lake.table(t.table).name
            )
        })
        .collect();

    let tie = database_tie(engine, &readings);
    if let Tie::Settled { index, others } = &tie {
        let chosen = readings.remove(*index);
        readings.insert(0, chosen);
        let names: Vec<String> = others
            .iter()
            .map(|d| engine.lake.db(*d).id.clone())
            .collect();
        settled_note = Some(format!(
            "the question also fits {}, but only {} has rows that meet its conditions",
            or_list(&names),
            engine.lake.db(readings[0].0.db).id
        ));
    }
    let Some((best, _)) = readings.first() else {
        base.message = "Nothing in this lake matches the question: no table, column or value of any database is named in it. Try naming what you are looking for (e.g. a table or a value).".to_string();
        let mut f = Finding::new(
            Category::OutOfScope,
            (0, question.chars().count()),
            question,
            base.message.clone(),
        );
        f.evidence = "no word of the question is grounded in the lake".into();
        base.findings.push(f);
        return Decided {
            response: base,
            pending: None,
            open: None,
        };
    };
    base.database = Some(engine.lake.db(best.db).id.clone());
    base.retrieved_tables = ranked_tables(engine, retrieval, &readings);
    base.confidence = best.confidence;
    base.assumptions = best.assumptions.clone();
    base.assumptions.extend(settled_note);
    base.doubts = best.doubts.clone();
    let mut findings = best.findings.clone();
    rank_findings(&mut findings);

    if let Tie::Ask(dbs) = tie {
        let options: Vec<Candidate> = dbs
            .iter()
            .map(|&(db, fit)| database_candidate(engine, db, fit.clamp(0.0, 1.0)))
            .collect();
        let dbs: Vec<DbId> = dbs.into_iter().map(|(db, _)| db).collect();
        let labels: Vec<String> = options.iter().map(|c| c.label.clone()).collect();
        let names: Vec<String> = dbs.iter().map(|d| engine.lake.db(*d).id.clone()).collect();
        let mut f = Finding::new(
            Category::TableAmbiguity,
            (0, question.chars().count()),
            question,
            format!(
                "The question fits several databases equally well: {}",
                or_list(&names)
            ),
        );
        f.candidates = options;
        f.evidence =
            "the question is explained equally well in each of these databases, and their answers differ"
                .into();
        f.question = Some(format!("Which database do you mean: {}?", or_list(&names)));
        let mut r = base;
        r.decision = Decision::Clarify;
        r.question_type = QuestionType::Ambiguous;
        r.message = f.message.clone();
        r.assumptions.clear();
        r.clarification = Some(Clarification {
            question: f.question.clone().unwrap_or_default(),
            options: labels,
        });
        r.findings = vec![f];
        return Decided {
            response: r,
            pending: Some(Pending::Databases(dbs)),
            open: None,
        };
    }

    // A blocking finding decides before confidence does.
    if let Some(f) = findings.iter().find(|f| f.blocking).cloned() {
        let qt = f.category.question_type();
        let mut r = base;
        r.findings = findings.clone();
        r.question_type = qt;
        r.message = f.message.clone();
        r.assumptions.clear();
        // An ambiguity whose readings all give the same rows does not need a question.
        if qt == QuestionType::Ambiguous && f.readings.len() > 1 {
            let results: Vec<Option<Vec<String>>> = f
                .readings
                .iter()
                .map(|q| run_query(engine, q).ok().map(|(_, _, rs)| rs.row_keys()))
                .collect();
            // Readings that agree on nothing (no rows, a zero count) may all be wrong alike.
            let informative = results[0].as_ref().is_some_and(|rows| informative(rows));
            if best.confidence >= threshold
                && informative
                && results.iter().all(|x| x.is_some() && *x == results[0])
            {
                let mut r = answer(engine, &f.readings[0], r);
                r.assumptions.push(format!(
                    "'{}' could be read several ways; every reading gives these rows",
                    f.text
                ));
                return Decided {
                    response: r,
                    pending: None,
                    open: None,
                };
            }
            if all_interpretations {
                return Decided {
                    response: answer_readings(engine, &f, r),
                    pending: None,
                    open: None,
                };
            }
        }
        // A scope the question leaves unsaid but the thing it names is recorded in.
        if f.category == Category::ScopeMissing {
            if let Some(response) = implied_scope(engine, question, best, &findings) {
                return Decided {
                    response,
                    pending: None,
                    open: None,
                };
            }
        }
        let scope = matches!(
            f.category,
            Category::ScopeMissing | Category::ScopeError | Category::ScopeUnmatch
        );
        if scope && all_interpretations {
            if let Some(response) = answer_scopes(engine, question, best, &f, &findings, &r) {
                return Decided {
                    response,
                    pending: None,
                    open: None,
                };
            }
        }
        if qt == QuestionType::Ambiguous && all_interpretations {
            return Decided {
                response: answer_all(engine, best, r),
                pending: None,
                open: None,
            };
        }
        let options: Vec<String> = f.candidates.iter().map(|c| c.label.clone()).collect();
        if let (Some(q), false) = (f.question.clone(), options.is_empty()) {
            r.decision = Decision::Clarify;
            r.clarification = Some(Clarification {
                question: q,
                options: options.clone(),
            });
            let pending = pending_for(engine, best, &f, &findings);
            return Decided {
                response: r,
                pending,
                open: None,
            };
        }
        r.decision = Decision::Refuse;
        // What can be answered instead (e.g. the data behind a chart request).
        for q in &f.readings {
            if let Ok((sql, _, rs)) = run_query(engine, q) {
                r.interpretations.push(Reading {
                    description: "the data this request is about".into(),
                    sql,
                    columns: rs.columns,
                    rows: rs.rows,
                });
            }
        }
        return Decided {
            response: r,
            pending: None,
            open: None,
        };
    }

    if best.confidence < threshold {
        // "Who joined us in 2023?": people of whichever kinds the database keeps with a date
        // of joining (one kind: that one).
        if let Some(f) = crate::newcomers::who_joined(engine, question, best.db) {
            return match f.readings.as_slice() {
                [only] => Decided {
                    response: answer(engine, only, base),
                    pending: None,
                    open: None,
                },
                _ => ask_readings(engine, f, base, all_interpretations),
            };
        }
        let mut r = base;
        r.findings = findings.clone();
        r.decision = Decision::Refuse;
        r.question_type = QuestionType::Unanswerable;
        r.assumptions.clear();
        // The most serious finding, when there is one, says precisely why.
        if let Some(f) = findings
            .iter()
            .find(|f| f.category.question_type() != QuestionType::Answerable)
        {
            r.question_type = f.category.question_type();
            r.message = f.message.clone();
            // One the person can settle from options (which column holds the value, which
            // longer name a short form stands for): ask it.
            if let (Some(q), false) = (f.question.clone(), f.candidates.is_empty()) {
                r.decision = Decision::Clarify;
                r.clarification = Some(Clarification {
                    question: q,
                    options: f.candidates.iter().map(|c| c.label.clone()).collect(),
                });
                let pending = pending_for(engine, best, f, &findings);
                return Decided {
                    response: r,
                    pending,
                    open: None,
                };
            }
            // A finding says why, but it does not block (the engine is unsure of it, e.g. a
            // phrase it could not link): a model may still propose SQL, verified as any.
            return Decided {
                response: r,
                pending: None,
                open: Some(OpenReading {
                    reading: best.clone(),
                }),
            };
        }
        // Unsure how to put it together, yet the name it gives is several people's: which
        // one is the question to ask first (the reading chosen then runs as built).
        if let Some(f) = best
            .query
            .as_ref()
            .and_then(|q| crate::entity::shared_name(engine, question, q))
        {
            r.assumptions = best.assumptions.clone();
            return ask_readings(engine, f, r, all_interpretations);
        }
        let tokens = engine.analyzer().tokenize(question);
        let unexplained: Vec<String> = best
            .unexplained
            .iter()
            .map(|&(s, e)| {
                let a = tokens.get(s).map(|t| t.start).unwrap_or(0);
                let b = tokens.get(e.saturating_sub(1)).map(|t| t.end).unwrap_or(0);
                question.get(a..b).unwrap_or("").to_string()
            })
            .collect();
        // No detector found anything missing from the data (a missing column or value is a
        // finding, handled above); the engine only failed to put the question together. That is
        // an answerable question left unanswered, not an unanswerable one.
        r.question_type = QuestionType::Answerable;
        let db_name = &engine.lake.db(best.db).id;
        // The strongest doubt, when it is not about the words listed as unplaced: it may be
        // what kept the engine from answering ("… paired with every player row …").
        let other_doubt = best
            .doubts
            .first()
            .filter(|d| !unexplained.iter().any(|u| d.contains(&format!("'{u}'"))))
            .map(|d| format!(" (and {d})"))
            .unwrap_or_default();
        r.message = match (worded_in_chinese(question), unexplained.is_empty()) {
            (false, true) => format!("I am not sure enough how to answer this from database {db_name} (confidence {:.2}{}); could you rephrase it, naming the columns or values you mean?", best.confidence, best.doubts.first().map(|d| format!(": {d}")).unwrap_or_default()),
            (false, false) => format!("I could not connect {} to the data of database {db_name}{other_doubt}; could you rephrase it, naming the columns or values you mean?", or_list(&unexplained.iter().map(|u| format!("'{u}'")).collect::<Vec<_>>())),
            (true, true) => format!("我不确定如何用数据库 {db_name} 回答这个问题（置信度 {:.2}）；能否换个说法，写明您要的列或值？", best.confidence),
            (true, false) => format!("我无法把{}对应到数据库 {db_name} 的数据；能否换个说法，写明您要的列或值？", or_list_zh(&unexplained.iter().map(|u| format!("“{u}”")).collect::<Vec<_>>())),
        };
        return Decided {
            response: r,
            pending: None,
            open: Some(OpenReading {
                reading: best.clone(),
            }),
        };
    }

    let Some(query) = best.query.clone() else {
        let mut r = base;
        r.message = "The question could not be turned into a query.".into();
        return Decided {
            response: r,
            pending: None,
            open: Some(OpenReading {
                reading: best.clone(),
            }),
        };
    };
    let mut r = base;
    r.findings = findings;
    let answered = answer(engine, &query, r);
    // The thing named is recorded under another scope than the partition asked about.
    if answered.decision == Decision::Answer {
        if let Some(f) = crate::entity::outside_scope(engine, question, &query) {
            let mut r = answered;
            r.decision = Decision::Refuse;
            r.question_type = QuestionType::Unanswerable;
            r.message = f.message.clone();
            r.sql = None;
            r.columns.clear();
            r.rows.clear();
            r.findings.insert(0, f);
            return Decided {
                response: r,
                pending: None,
                open: None,
            };
        }
    }
    if answered.decision == Decision::Answer && answered.rows.is_empty() && !query.filter.is_empty()
    {
        let (response, pending) = explain_empty(engine, question, &query, answered);
        return Decided {
            response,
            pending,
            open: None,
        };
    }
    // Several versions of one named thing (ScopeMissing), or several people sharing the one
    // name said (ValueAmbiguity): ask which, or show each.
    if answered.decision == Decision::Answer {
        if let Some(f) = crate::entity::open_scope(engine, question, best, &query, &answered.rows)
            .or_else(|| crate::entity::shared_name(engine, question, &query))
        {
            return ask_readings(engine, f, answered, all_interpretations);
        }
    }
    // The builder's SQL did not run: a model may still write SQL that does.
    let open = (answered.decision == Decision::Refuse).then(|| OpenReading {
        reading: best.clone(),
    });
    Decided {
        response: answered,
        pending: None,
        open,
    }
}

/// An ambiguity found once the query was built (a named thing in several versions, a name
/// several people share): ask which of the finding's readings is meant, or answer each.
fn ask_readings(
    engine: &Engine,
    f: Finding,
    mut r: Response,
    all_interpretations: bool,
) -> Decided {
    r.findings.push(f.clone());
    r.question_type = QuestionType::Ambiguous;
    r.message = f.message.clone();
    if all_interpretations {
        return Decided {
            response: answer_readings(engine, &f, r),
            pending: None,
            open: None,
        };
    }
    r.decision = Decision::Clarify;
    r.sql = None;
    r.rows.clear();
    r.columns.clear();
    r.clarification = Some(Clarification {
        question: f.question.clone().unwrap_or_default(),
        options: f.candidates.iter().map(|c| c.label.clone()).collect(),
    });
    Decided {
        response: r,
        pending: Some(Pending::Readings(f.readings)),
        open: None,
    }
}

/// Runs a reading and fills an answer response (or a refusal naming what failed).
pub(crate) fn answer(engine: &Engine, query: &Query, mut r: Response) -> Response {
    match run_query(engine, query) {
        Ok((sql, tables, rs)) => {
            r.decision = Decision::Answer;
            r.question_type = QuestionType::Answerable;
            // Kept for the dialogue: a follow-up reads against this query.
            r.query = Some(query.clone());
            r.sql = Some(sql);
            r.tables = tables;
            r.columns = rs.columns;
            r.truncated = rs.truncated;
            r.message = match rs.rows.len() {
                0 => "The query ran but no row matches.".to_string(),
                1 => "1 row.".to_string(),
                n => format!("{n} rows{}.", if rs.truncated { " (capped)" } else { "" }),
            };
            r.rows = rs.rows;
        }
        Err(e) => {
            // The engine's own SQL failed (no join path it knows, a time limit): that says
            // nothing against the question, which stays typed answerable, left unanswered.
            r.decision = Decision::Refuse;
            r.question_type = QuestionType::Answerable;
            r.message = format!("The SQL for this question could not run: {e}");
        }
    }
    r
}

/// The values a value finding offers.
fn value_options(f: &Finding) -> Vec<String> {
    f.candidates
        .iter()
        .filter_map(|c| c.value.clone())
        .collect()
}

/// Per value option, the words of its column when one value stands in several columns
/// ('Morgan' as a first and as a last name): they go into the question with the value, so
/// that it reads one way. Empty when the values themselves differ.
/// When the columns' words are the same too ('cello' as the instrument of teachers and of
/// students), the table's words come before them ("students instrument").
fn value_qualifiers(f: &Finding) -> Vec<String> {
    let values = value_options(f);
    let repeated = values
        .iter()
        .enumerate()
        .any(|(i, v)| values[..i].contains(v));
    let with_value: Vec<_> = f.candidates.iter().filter(|c| c.value.is_some()).collect();
    let columns: Vec<String> = with_value
        .iter()
        .map(|c| {
            c.column
                .as_deref()
                .map(|col| clarisql_text::identifier_words(col).join(" "))
                .unwrap_or_default()
        })
        .collect();
    with_value
        .iter()
        .zip(&columns)
        .map(|(c, words)| {
            if !repeated || c.column.is_none() {
                return String::new();
            }
            let shared = columns.iter().filter(|w| *w == words).count() > 1;
            match (&c.table, shared) {
                (Some(table), true) => {
                    format!(
                        "{} {words}",
                        clarisql_text::identifier_words(table).join(" ")
                    )
                }
                _ => words.clone(),
            }
        })
        .collect()
}

/// An answer with no rows under conditions: find the condition that matched nothing (the query
/// without it returns rows) and ask about it, with values that do exist (WHERE clarification).
fn explain_empty(
    engine: &Engine,
    question: &str,
    query: &Query,
    answered: Response,
) -> (Response, Option<Pending>) {
    // "Is Sam still working for us?": a yes/no question about a state the named rows are not
    // in is answered no, with the rows and the state's column to show why.
    let tokens = clarisql_text::tokenize(question);
    let yes_no = crate::intake::after_formulas(&tokens)
        .iter()
        .find(|t| t.is_word())
        .is_some_and(|t| {
            matches!(
                t.norm.as_str(),
                "is" | "are" | "was" | "were" | "does" | "do" | "did" | "has" | "have" | "had"
            )
        });
    for (i, cond) in query.filter.iter().enumerate() {
        // "Aircraft that never won any match" matching nothing is an answer (none), not a
        // value to correct, when the rows come from one table; joined to the table it negates,
        // the emptiness more likely shows a misreading.
        let negates_related_rows =
            matches!(cond, clarisql_sql::Cond::InQuery { negated: true, .. });
        if negates_related_rows && query.needed_tables().len() == 1 {
            continue;
        }
        let mut relaxed = query.clone();
        relaxed.filter.remove(i);
        let Ok((_, _, rs)) = run_query(engine, &relaxed) else {
            continue;
        };
        if rs.rows.is_empty() {
            continue;
        }
        let columns = cond.columns();
        let Some(&column) = columns.first() else {
            continue;
        };
        let a_state = matches!(
            cond,
            clarisql_sql::Cond::IsNull { .. }
                | clarisql_sql::Cond::Compare {
                    value: clarisql_sql::Operand::Column(_),
                    ..
                }
        );
        if yes_no && a_state {
            let mut shown = relaxed.clone();
            for &c in &columns {
                if !shown.select.contains(&clarisql_sql::Expr::Column(c)) {
                    shown.select.push(clarisql_sql::Expr::Column(c));
                }
            }
            let mut r = answer(engine, &shown, answered);
            if r.decision == Decision::Answer {
                r.message = format!("No. {}", r.message);
            }
            return (r, None);
        }
        let col = engine.lake.column(column);
        let label = format!("{}.{}", engine.lake.table(column.table).name, col.name);
        let shown = match cond {
            clarisql_sql::Cond::Compare {
                value: clarisql_sql::Operand::Literal(l),
                op,
                ..
            } => format!("{label} {} {l}", op.symbol()),
            _ => format!("the condition on {label}"),
        };
        let options: Vec<Candidate> = col
            .profile
            .top
            .iter()
            .take(5)
            .map(|(v, _)| Candidate {
                kind: CandidateKind::Value,
                database: Some(engine.lake.db(column.table.db).id.clone()),
                table: Some(engine.lake.table(column.table).name.clone()),
                column: Some(col.name.clone()),
                value: Some(v.clone()),
                score: 0.5,
                label: v.clone(),
            })
            .collect();
        let labels: Vec<String> = options.iter().map(|c| c.label.clone()).collect();
        let mut f = Finding::new(
            Category::ValueNotFound,
            (0, 0),
            shown.clone(),
            format!(
                "No row satisfies {shown}; without it the query has {} row(s)",
                rs.rows.len()
            ),
        );
        f.evidence = "ran the query without each condition in turn".into();
        let mut r = answered;
        let mut pending = None;
        if !labels.is_empty() {
            f.question = Some(format!(
                "No row has {shown}. Which value did you mean: {}?",
                or_list(&labels)
            ));
            // Each option is the same query with that value in the condition.
            let readings: Vec<Query> = labels
                .iter()
                .map(|v| {
                    let mut q = query.clone();
                    if let clarisql_sql::Cond::Compare { value, .. } = &mut q.filter[i] {
                        *value =
                            clarisql_sql::Operand::Literal(clarisql_sql::Literal::Text(v.clone()));
                    }
                    q
                })
                .collect();
            pending = Some(Pending::Readings(readings));
            f.candidates = options;
            r.decision = Decision::Clarify;
            r.clarification = Some(Clarification {
                question: f.question.clone().unwrap_or_default(),
                options: labels,
            });
        } else {
            r.decision = Decision::Refuse;
        }
        r.question_type = QuestionType::Unanswerable;
        r.message = f.message.clone();
        r.findings.insert(0, f);
        return (r, pending);
    }
    (answered, None)
}

/// Every reading of an ambiguity, answered: the first as the answer, the others beside it.
fn answer_readings(engine: &Engine, f: &Finding, r: Response) -> Response {
    let findings = r.findings.clone();
    let qt = r.question_type;
    let Some(first) = f.readings.first() else {
        return r;
    };
    let mut r = answer(engine, first, r);
    for (i, q) in f.readings.iter().enumerate().skip(1) {
        if let Ok((sql, _, rs)) = run_query(engine, q) {
            let description = f
                .candidates
                .get(i)
                .map(|c| c.label.clone())
                .unwrap_or_else(|| format!("reading {}", i + 1));
            r.interpretations.push(Reading {
                description,
                sql,
                columns: rs.columns,
                rows: rs.rows,
            });
        }
    }
    r.findings = findings;
    r.question_type = qt;
    r
}

/// Every scope a question may mean (`--all-interpretations` over partitioned tables): each
/// option read as if the person had chosen it, the question with its place or period written
/// in. The first answered is the answer, the others its interpretations; `None` when no option
/// is answered (then the question is asked).
fn answer_scopes(
    engine: &Engine,
    question: &str,
    best: &Interpretation,
    f: &Finding,
    findings: &[Finding],
    asked: &Response,
) -> Option<Response> {
    let edits = clarisql_analyze::scope::edits(&engine.lake, best.db, findings);
    let ask = crate::Ask {
        db: Some(best.db),
        all_interpretations: false,
    };
    let mut answered: Vec<(String, Response)> = Vec::new();
    for (i, c) in f.candidates.iter().enumerate() {
        let Some(q) = clarisql_analyze::scope::apply_reply(question, &(i + 1).to_string(), &edits)
        else {
            continue;
        };
        let r = engine.ask(&q, &ask);
        if r.decision == Decision::Answer {
            answered.push((c.label.clone(), r));
        }
    }
    let mut answered = answered.into_iter();
    let (label, mut out) = answered.next()?;
    out.findings = findings.to_vec();
    out.question_type = asked.question_type;
    out.assumptions.insert(0, format!("read as {label}"));
    for (label, r) in answered {
        out.interpretations.push(Reading {
            description: label,
            sql: r.sql.unwrap_or_default(),
            columns: r.columns,
            rows: r.rows,
        });
    }
    Some(out)
}

/// The question answered in the scope the data says it is about
/// ([`crate::entity::implied_scope`]), the question written with that scope as if the person
/// had named it; `None` when the data does not say, or that question is not answered.
fn implied_scope(
    engine: &Engine,
    question: &str,
    best: &Interpretation,
    findings: &[Finding],
) -> Option<Response> {
    let missing = findings
        .iter()
        .find(|f| f.blocking && f.category == Category::ScopeMissing)?;
    let (option, note) = crate::entity::implied_scope(engine, best, missing)?;
    let edits = clarisql_analyze::scope::edits(&engine.lake, best.db, findings);
    let q = clarisql_analyze::scope::apply_reply(question, &(option + 1).to_string(), &edits)?;
    let ask = crate::Ask {
        db: Some(best.db),
        all_interpretations: false,
    };
    let mut r = engine.ask(&q, &ask);
    if r.decision != Decision::Answer {
        return None;
    }
    r.assumptions.insert(0, note);
    Some(r)
}

fn answer_all(engine: &Engine, best: &Interpretation, mut r: Response) -> Response {
    let mut queries: Vec<Query> = best.query.iter().cloned().collect();
    queries.extend(best.alternatives.iter().cloned());
    let Some(first) = queries.first().cloned() else {
        return r;
    };
    let findings = r.findings.clone();
    let qt = r.question_type;
    r = answer(engine, &first, r);
    for (i, q) in queries.iter().enumerate().skip(1) {
        if let Ok((sql, _, rs)) = run_query(engine, q) {
            r.interpretations.push(Reading {
                description: format!("reading {}", i + 1),
                sql,
                columns: rs.columns,
                rows: rs.rows,
            });
        }
    }
    r.findings = findings;
    r.question_type = qt;
    r
}

#[cfg(test)]
mod tests {
    use super::*;
    use clarisql_sql::Expr;

    #[test]
    fn sql_the_engine_cannot_run_leaves_the_question_typed_answerable() {
        let dir = tempfile::tempdir().unwrap();
        let folder = dir.path().join("lake").join("air");
        std::fs::create_dir_all(&folder).unwrap();
        rusqlite::Connection::open(folder.join("air.sqlite"))
            .unwrap()
            .execute_batch(
                "CREATE TABLE flight (flight_number INTEGER PRIMARY KEY, origin TEXT);
                 CREATE TABLE weather (day TEXT, city TEXT, temperature REAL);",
            )
            .unwrap();
        let engine =
            Engine::open(&[dir.path().join("lake")], &dir.path().join("cache"), None).unwrap();
        let db = engine.database("air").unwrap();
        let table = |name: &str| {
            let (t, _) = engine
                .lake
                .all_tables()
                .find(|(t, table)| t.db == db && table.name == name)
                .unwrap();
            t
        };
        let (flight, weather) = (table("flight"), table("weather"));
        // Two tables no key joins: the builder cannot write the SQL.
        let mut q = Query::new(db);
        q.select = vec![
            Expr::Column(flight.column(0)),
            Expr::Column(weather.column(2)),
        ];
        let r = answer(
            &engine,
            &q,
            Response::new(Decision::Answer, QuestionType::Answerable, ""),
        );
        assert_eq!(r.decision, Decision::Refuse);
        assert_eq!(r.question_type, QuestionType::Answerable, "{}", r.message);
        assert!(r.message.contains("could not run"), "{}", r.message);
    }
}
