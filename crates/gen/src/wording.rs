//! Optional model wording for generated questions: SQUAB's test-generation step (a question
//! written from a test's SQL and metadata) and ODUTQA's forbidden-word rewriting (a template
//! question restated without naming the vague column).
//!
//! Every generator has its own offline wording (templates); a [`Wording`] — `clarisql-agent`
//! implements it with an LLM — may replace it afterwards, one question at a time. Labels never
//! change: the labels and SQL were fixed (and verified by execution) before any wording, and a
//! reworded question is kept only when it still holds every required term (values, numbers,
//! the ambiguous span, the slot phrases the BIO tags point to) and names nothing it must not
//! (a forbidden column, a column the template did not name). Otherwise the template stays.
//! Each question gets [`WORDING_ATTEMPTS`] tries, each with its own seed.

use crate::labelled::LabelledCase;
use crate::odutqa::{
    contains_forbidden, load_records, token_spans, write_records, GenError, GeneratedLake, Lang,
    Record,
};
use clarisql_analyze::Category;
use clarisql_lake::Lake;
use serde::Serialize;

/// Tries per question before the template is kept.
pub const WORDING_ATTEMPTS: u32 = 3;

/// A table as the wording model sees it.
#[derive(Debug, Clone, PartialEq)]
pub struct TableSketch {
    pub name: String,
    pub caption: Option<String>,
    /// (name, declared type)
    pub columns: Vec<(String, String)>,
}

/// What the question is for.
#[derive(Debug, Clone, PartialEq)]
pub enum WordingTask<'a> {
    /// A SQUAB test: its category, every reading's SQL (or the unanswerable query), what the
    /// generator recorded about it (`note`), and the table it reads.
    Squab {
        category: Option<Category>,
        queries: &'a [String],
        metadata: String,
        table: Option<TableSketch>,
    },
    /// ODUTQA forbidden-word rewriting: the column names the question must not say.
    Forbidden { forbidden: &'a [String] },
}

/// One question to word.
#[derive(Debug, Clone, PartialEq)]
pub struct WordingRequest<'a> {
    pub lang: Lang,
    /// The generator's own (template) question.
    pub template: &'a str,
    /// Terms that must appear verbatim (case-insensitive) in the new question.
    pub keep: Vec<String>,
    pub task: WordingTask<'a>,
    /// Differs per question and attempt.
    pub seed: u64,
}

/// Writes a question for a generated test; `None` when it has none.
pub trait Wording {
    fn reword(&self, request: &WordingRequest<'_>) -> Option<String>;
}

/// How a wording pass went.
#[derive(Debug, Clone, Default, PartialEq, Serialize)]
pub struct WordingStats {
    /// Questions offered to the model.
    pub questions: usize,
    /// Questions now in the model's words.
    pub reworded: usize,
    /// Questions whose template stayed (every attempt lost a term or said a forbidden one).
    pub kept_template: usize,
    /// Model answers asked for in all.
    pub attempts: usize,
    /// Answers refused by the checks.
    pub rejected: usize,
    /// A few refused answers with the reason, for the report.
    pub examples_rejected: Vec<String>,
}

/// Refused answers kept as examples.
const EXAMPLES: usize = 5;

fn mix(seed: u64, text: &str, attempt: u32) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325 ^ seed;
    for b in text.bytes().chain(attempt.to_le_bytes()) {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    h
}

/// Single-quoted literals of a SQL text ('' inside is a quote).
fn quoted_literals(sql: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut chars = sql.chars().peekable();
    while let Some(c) = chars.next() {
        if c != '\'' {
            continue;
        }
        let mut lit = String::new();
        loop {
            match chars.next() {
                Some('\'') if chars.peek() == Some(&'\'') => {
                    chars.next();
                    lit.push('\'');
                }
                Some('\'') | None => break,
                Some(ch) => lit.push(ch),
            }
        }
        if !lit.trim().is_empty() {
            out.push(lit);
        }
    }
    out
}

/// Numbers written in a question ("200", "3.5").
fn numbers(text: &str) -> Vec<String> {
    text.split(|c: char| !(c.is_ascii_digit() || c == '.'))
        .map(|w| w.trim_matches('.'))
        .filter(|w| !w.is_empty() && w.chars().any(|c| c.is_ascii_digit()))
        .map(str::to_string)
        .collect()
}

/// An identifier as words ("release_year" -> "release year").
fn as_words(name: &str) -> String {
    name.replace(['_', '-'], " ").to_lowercase()
}

/// Whether `term` occurs in `text` as whole words (case-insensitive; any position for CJK).
fn has_term(text: &str, term: &str, lang: Lang) -> bool {
    contains_forbidden(text, term, lang)
        || (lang == Lang::En && text.to_lowercase().contains(&term.to_lowercase()) && {
            // Terms with punctuation inside ("Co., Ltd.") are matched as plain substrings.
            term.chars().any(|c| !c.is_alphanumeric() && c != ' ')
        })
}

/// Why a model question cannot replace a template, or `None` when it can.
fn check(
    candidate: &str,
    template: &str,
    keep: &[String],
    forbidden: &[String],
    lang: Lang,
) -> Option<String> {
    let c = candidate.trim();
    if c.is_empty() {
        return Some("empty".into());
    }
    // A model that answers or explains instead of asking writes much more than a question.
    if c.chars().count() > 3 * template.chars().count().max(40) {
        return Some("far longer than the template".into());
    }
    if let Some(t) = keep.iter().find(|t| !has_term(c, t, lang)) {
        return Some(format!("lost '{t}'"));
    }
    if let Some(f) = forbidden
        .iter()
        .find(|f| !f.trim().is_empty() && contains_forbidden(c, f, lang))
    {
        return Some(format!("says '{f}'"));
    }
    None
}

/// Asks `wording` for a question up to [`WORDING_ATTEMPTS`] times; the first that passes
/// [`check`] wins.
fn word_one(
    wording: &dyn Wording,
    mut request: WordingRequest<'_>,
    forbidden: &[String],
    base_seed: u64,
    stats: &mut WordingStats,
) -> Option<String> {
    stats.questions += 1;
    for attempt in 1..=WORDING_ATTEMPTS {
        request.seed = mix(base_seed, request.template, attempt);
        stats.attempts += 1;
        let Some(text) = wording.reword(&request) else {
            continue;
        };
        match check(
            &text,
            request.template,
            &request.keep,
            forbidden,
            request.lang,
        ) {
            None => {
                stats.reworded += 1;
                return Some(text.trim().to_string());
            }
            Some(why) => {
                stats.rejected += 1;
                if stats.examples_rejected.len() < EXAMPLES {
                    stats
                        .examples_rejected
                        .push(format!("\"{}\": {why}", text.trim()));
                }
            }
        }
    }
    stats.kept_template += 1;
    None
}

/// The table a case's SQL reads first, as the model sees it.
fn sketch(lake: &Lake, case: &LabelledCase) -> Option<TableSketch> {
    let (_, db) = lake.database(&case.db_id)?;
    let sql = case.queries.first()?.to_lowercase();
    let words: Vec<&str> = sql
        .split(|c: char| !(c.is_alphanumeric() || c == '_'))
        .collect();
    let table = db
        .tables
        .iter()
        .find(|t| words.contains(&t.name.to_lowercase().as_str()))?;
    Some(TableSketch {
        name: table.name.clone(),
        caption: table.caption.clone(),
        columns: table
            .columns
            .iter()
            .map(|c| (c.name.clone(), c.declared_type.clone()))
            .collect(),
    })
}

/// SQUAB tests in the model's words. Answerable controls keep their exact phrasing (they are
/// the seed questions that name their column); every other case is offered to `wording`.
/// A new question must keep the case's span, the literals of its SQL the template states and
/// its numbers, and name no column of its table that the template did not name (that would
/// settle an ambiguity or point to another column).
pub fn reword_cases(
    lake: &Lake,
    cases: &mut [LabelledCase],
    wording: &dyn Wording,
    seed: u64,
) -> WordingStats {
    let mut stats = WordingStats::default();
    for case in cases.iter_mut() {
        if case.question_type == clarisql_analyze::QuestionType::Answerable {
            continue;
        }
        let template = case.question.clone();
        let lang = if template.chars().any(crate::odutqa::is_wide_char) {
            Lang::Zh
        } else {
            Lang::En
        };
        let mut keep: Vec<String> = Vec::new();
        if let Some(span) = case.span.as_ref().filter(|s| has_term(&template, s, lang)) {
            keep.push(span.clone());
        }
        for q in &case.queries {
            for lit in quoted_literals(q) {
                if has_term(&template, &lit, lang) && !keep.contains(&lit) {
                    keep.push(lit);
                }
            }
        }
        for n in numbers(&template) {
            if !keep.contains(&n) {
                keep.push(n);
            }
        }
        let table = sketch(lake, case);
        // Column names the template does not say may not appear in the new question.
        let forbidden: Vec<String> = table
            .iter()
            .flat_map(|t| t.columns.iter())
            .map(|(name, _)| as_words(name))
            .filter(|w| w.chars().count() > 2 && !has_term(&template, w, lang))
            .filter(|w| !keep.iter().any(|k| has_term(k, w, lang)))
            .collect();
        let request = WordingRequest {
            lang,
            template: &template,
            keep,
            task: WordingTask::Squab {
                category: case.category,
                queries: &case.queries,
                metadata: case.note.clone().unwrap_or_default(),
                table,
            },
            seed: 0,
        };
        if let Some(text) = word_one(wording, request, &forbidden, seed, &mut stats) {
            let note = format!("question worded by an LLM; template: {template}");
            case.note = Some(match case.note.take() {
                Some(n) if !n.is_empty() => format!("{n}; {note}"),
                _ => note,
            });
            case.question = text;
        }
    }
    stats
}

/// The slot phrases of a record, with their types, in order (from its tokens and BIO tags).
fn slot_phrases(record: &Record) -> Vec<(String, String)> {
    let spans = token_spans(&record.query, record.lang);
    let mut out: Vec<(String, String)> = Vec::new();
    let mut current: Option<(usize, usize, String)> = None;
    for (i, tag) in record.slots.iter().enumerate() {
        let Some(tok) = spans.get(i) else { break };
        if let Some(kind) = tag.strip_prefix("B-") {
            if let Some((s, e, k)) = current.take() {
                out.push((record.query[s..e].to_string(), k));
            }
            current = Some((tok.start, tok.end, kind.to_string()));
        } else if tag.starts_with("I-") {
            if let Some(c) = current.as_mut() {
                c.1 = tok.end;
            }
        } else if let Some((s, e, k)) = current.take() {
            out.push((record.query[s..e].to_string(), k));
        }
    }
    if let Some((s, e, k)) = current {
        out.push((record.query[s..e].to_string(), k));
    }
    out
}

/// Tokens and BIO tags of `text` with each slot phrase found on token boundaries, in order;
/// `None` when a phrase cannot be placed.
fn retag(
    text: &str,
    lang: Lang,
    phrases: &[(String, String)],
) -> Option<(Vec<String>, Vec<String>)> {
    let tokens = token_spans(text, lang);
    let mut tags = vec!["O".to_string(); tokens.len()];
    for (phrase, kind) in phrases {
        let want: Vec<String> = token_spans(phrase, lang)
            .into_iter()
            .map(|t| t.text)
            .collect();
        if want.is_empty() {
            return None;
        }
        let at = (0..tokens.len()).find(|&i| {
            i + want.len() <= tokens.len()
                && tags[i..i + want.len()].iter().all(|t| t == "O")
                && tokens[i..i + want.len()]
                    .iter()
                    .zip(&want)
                    .all(|(t, w)| t.text.eq_ignore_ascii_case(w))
        })?;
        for (j, tag) in tags[at..at + want.len()].iter_mut().enumerate() {
            *tag = format!("{}-{kind}", if j == 0 { "B" } else { "I" });
        }
    }
    Some((tokens.into_iter().map(|t| t.text).collect(), tags))
}

/// ODUTQA records in the model's words (forbidden-word rewriting). A new question must hold
/// every slot phrase (so the BIO tags can be placed again on its tokens) and no forbidden word;
/// the record's labels, SQL and answer stay as generated.
pub fn reword_records(records: &mut [Record], wording: &dyn Wording, seed: u64) -> WordingStats {
    let mut stats = WordingStats::default();
    for record in records.iter_mut() {
        let phrases = slot_phrases(record);
        let keep: Vec<String> = phrases.iter().map(|(p, _)| p.clone()).collect();
        let template = record.query.clone();
        let request = WordingRequest {
            lang: record.lang,
            template: &template,
            keep,
            task: WordingTask::Forbidden {
                forbidden: &record.forbidden_words,
            },
            seed: 0,
        };
        let forbidden = record.forbidden_words.clone();
        let Some(text) = word_one(wording, request, &forbidden, seed, &mut stats) else {
            continue;
        };
        match retag(&text, record.lang, &phrases) {
            Some((tokens, slots)) => {
                record.query = text;
                record.tokens = tokens;
                record.slots = slots;
            }
            None => {
                // The phrases are there but not on token boundaries: keep the template.
                stats.reworded -= 1;
                stats.rejected += 1;
                stats.kept_template += 1;
            }
        }
    }
    stats
}

/// [`reword_records`] over every split a generated lake wrote (train, validation, test), the
/// files rewritten in place.
pub fn reword_lake(
    lake: &GeneratedLake,
    wording: &dyn Wording,
    seed: u64,
) -> Result<WordingStats, GenError> {
    let mut total = WordingStats::default();
    for path in [&lake.train_path, &lake.validation_path, &lake.test_path] {
        let mut records = load_records(path)?;
        let s = reword_records(&mut records, wording, seed);
        write_records(path, &records)?;
        total.questions += s.questions;
        total.reworded += s.reworded;
        total.kept_template += s.kept_template;
        total.attempts += s.attempts;
        total.rejected += s.rejected;
        for e in s.examples_rejected {
            if total.examples_rejected.len() < EXAMPLES {
                total.examples_rejected.push(e);
            }
        }
    }
    Ok(total)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn literals_numbers_and_checks() {
        assert_eq!(
            quoted_literals("SELECT a FROM t WHERE b = 'O''Brien' AND c = 'x'"),
            ["O'Brien", "x"]
        );
        assert_eq!(numbers("priced at 200 or 3.5?"), ["200", "3.5"]);
        let keep = vec!["Paris".to_string(), "200".to_string()];
        let forbidden = vec!["green coverage".to_string()];
        assert_eq!(
            check(
                "Hotels in Paris under 200?",
                "t",
                &keep,
                &forbidden,
                Lang::En
            ),
            None
        );
        assert!(check(
            "Hotels in Rome under 200?",
            "t",
            &keep,
            &forbidden,
            Lang::En
        )
        .is_some());
        assert!(check(
            "Green coverage of Paris hotels under 200?",
            "t",
            &keep,
            &forbidden,
            Lang::En
        )
        .is_some());
        assert!(check("  ", "t", &keep, &forbidden, Lang::En).is_some());
    }

    #[test]
    fn slot_tags_are_placed_again() {
        let phrases = vec![
            ("Conghua District".to_string(), "district".to_string()),
            ("2021".to_string(), "year".to_string()),
        ];
        let (tokens, tags) = retag(
            "In 2021, how green was Conghua District?",
            Lang::En,
            &phrases,
        )
        .expect("placed");
        assert_eq!(tokens.len(), tags.len());
        assert_eq!(tags[1], "B-year");
        let at = tokens.iter().position(|t| t == "Conghua").expect("token");
        assert_eq!(tags[at], "B-district");
        assert_eq!(tags[at + 1], "I-district");
        assert!(retag("How green was Conghua?", Lang::En, &phrases).is_none());
    }
}
