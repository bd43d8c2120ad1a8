//! Detectors: each looks at the question's relation to the data — its units, its reading, the
//! values and keys that exist — and adds findings in the taxonomy. None looks for example
//! questions: the signal is always a word that is, or is not, grounded in the lake, or a
//! structure the data makes ambiguous (a many-to-many link, a coordination of values).
//!
//! A new category is a new [`Detector`] in this list.

pub(crate) mod attributes;
mod request;
mod structure;
pub(crate) mod values;

pub use values::nearest_values;

use crate::interpret::{Context, Interpretation};
use crate::segment::Unit;

/// One kind of issue.
pub trait Detector: Sync {
    /// The taxonomy categories this detector can report.
    fn name(&self) -> &'static str;
    fn detect(&self, ctx: &Context, units: &[Unit], reading: &mut Interpretation);
}

struct Values;
impl Detector for Values {
    fn name(&self) -> &'static str {
        "ValueNotFound"
    }
    fn detect(&self, ctx: &Context, units: &[Unit], reading: &mut Interpretation) {
        values::value_not_found(ctx, units, reading);
    }
}

/// FROM: the scope of partitioned tables (ODUTQA's Missing / Error / Unmatch), see `scope`.
struct Scope;
impl Detector for Scope {
    fn name(&self) -> &'static str {
        "ScopeMissing/ScopeError/ScopeUnmatch"
    }
    fn detect(&self, ctx: &Context, _units: &[Unit], reading: &mut Interpretation) {
        let mut found = crate::scope::check(ctx, reading);
        scope_named_wrong(ctx, reading, &mut found.findings);
        // A name stored in another place's table than the question's: when the question's
        // place is itself wrong (misspelt, or no table about the pair), that is what to ask.
        if found.findings.iter().any(|f| {
            matches!(
                f.category,
                crate::Category::ScopeError | crate::Category::ScopeUnmatch
            )
        }) {
            reading
                .findings
                .retain(|f| !crate::scope::is_placed_elsewhere(f));
        } else if !found
            .findings
            .iter()
            .any(|f| f.category == crate::Category::ScopeMissing)
        {
            unmatched_name(ctx, reading);
        }
        // A word read as a misspelt place is not also a missing name.
        let misspelt: Vec<(usize, usize)> = found
            .findings
            .iter()
            .filter(|f| f.category == crate::Category::ScopeError)
            .map(|f| f.span)
            .collect();
        reading.findings.retain(|f| {
            f.category != crate::Category::ValueNotFound
                || !misspelt
                    .iter()
                    .any(|&(s, e)| f.span.0 >= s && f.span.1 <= e)
        });
        reading.findings.extend(found.findings);
    }
}

/// "what's in bin R1 at Hillside?", R1 being stored only in another store's table: the question
/// reads the table of the place it names and looks for nothing there but that name (no other
/// name in its conditions, found or not), so the place and the name do not go together
/// (`ScopeUnmatch`, offering the places that hold it). With another name in the question ("X
/// and Y in Dongxihu District", Y there), the place is Y's and X's own place is what is
/// missing, as `scope::placed_elsewhere` says.
fn unmatched_name(ctx: &Context, reading: &mut Interpretation) {
    let Some(q) = &reading.query else {
        return;
    };
    let in_named_place = q
        .tables
        .iter()
        .any(|&t| crate::scope::family_of(ctx.families, t).is_some());
    let text_value = |c: &clarisql_sql::Cond| match c {
        clarisql_sql::Cond::Compare { value, .. } => matches!(
            value,
            clarisql_sql::Operand::Literal(clarisql_sql::Literal::Text(_))
        ),
        clarisql_sql::Cond::InList { values, .. } => values
            .iter()
            .any(|v| matches!(v, clarisql_sql::Literal::Text(_))),
        clarisql_sql::Cond::Like { .. } => true,
        _ => false,
    };
    // (Another name looked for, found or not: "Tianyue Bay in Yanta District and Tianyu Taoyuan
    // Residence", the one in the place named, the other's place unsaid.)
    let other_name = q.filter.iter().any(text_value)
        || reading.findings.iter().any(|f| {
            matches!(
                f.category,
                crate::Category::ValueNotFound | crate::Category::ValueAmbiguity
            )
        });
    if !in_named_place || other_name {
        return;
    }
    let zh = crate::taxonomy::worded_in_chinese(ctx.text);
    for f in reading
        .findings
        .iter_mut()
        .filter(|f| crate::scope::is_placed_elsewhere(f))
    {
        let places: Vec<String> = f
            .candidates
            .iter()
            .map(|c| c.value.clone().unwrap_or_else(|| c.label.clone()))
            .collect();
        f.category = crate::Category::ScopeUnmatch;
        f.clause = f.category.clause();
        f.message = if zh {
            format!(
                "“{}”不在问题所说的地方，只在{}",
                f.text,
                crate::taxonomy::or_list_zh(&places)
            )
        } else {
            format!(
                "'{}' is not in the place the question names, only in {}.",
                f.text,
                crate::taxonomy::or_list(&places)
            )
        };
        f.evidence = "the name is stored only in other places' tables than the one the question names and reads".into();
    }
}

/// "permits approved in Coimbra" where tables exist per city and none is about Coimbra: a
/// name after a place preposition that the data does not hold (a value not found) is the scope
/// asked for, and wrong (`ScopeError`, offering the scopes that exist), not a scope left unsaid.
fn scope_named_wrong(
    ctx: &Context,
    reading: &mut Interpretation,
    scope_findings: &mut [crate::Finding],
) {
    let Some(missing) = scope_findings.iter_mut().find(|f| {
        f.category == crate::Category::ScopeMissing
            && f.text.is_empty()
            && !crate::scope::is_placed_elsewhere(f)
    }) else {
        return;
    };
    let after_place_word = |span: (usize, usize)| {
        ctx.tokens.iter().enumerate().any(|(k, t)| {
            k > 0
                && clarisql_text::char_offset(ctx.text, t.start) == span.0
                && t.is_capitalised()
                && clarisql_text::is_place_preposition(&ctx.tokens[k - 1].norm)
        })
    };
    let Some(at) = reading
        .findings
        .iter()
        .position(|f| f.category == crate::Category::ValueNotFound && after_place_word(f.span))
    else {
        return;
    };
    let named = reading.findings.remove(at);
    let slot = missing
        .candidates
        .first()
        .and_then(|c| c.column.clone())
        .unwrap_or_else(|| "scope".to_string())
        .to_lowercase();
    let zh = crate::taxonomy::worded_in_chinese(ctx.text);
    let mut f = crate::Finding::new(
        crate::Category::ScopeError,
        named.span,
        named.text.clone(),
        if zh {
            format!("没有关于“{}”（{slot}）的表。", named.text)
        } else {
            format!("No table is about '{}' ({slot}).", named.text)
        },
    );
    f.candidates = std::mem::take(&mut missing.candidates);
    let f = crate::scope::asking_which(f, &slot, zh, "the one named is none of them");
    *missing = f;
}

/// The detectors, in the order they run: names first (a capitalised unknown word is a value, not
/// a column), then requests, attributes and structures.
pub fn detectors() -> &'static [&'static dyn Detector] {
    &[
        &Values,
        &request::OutOfScope,
        // Before unknown attributes: the words of a clause asking for a judgement are not
        // missing columns.
        &attributes::VagueIntent,
        &attributes::UnknownAttribute,
        &attributes::TypeToken,
        &structure::QuantifierScope,
        &structure::Attachment,
        // Last: it reads the value findings above (a place inside a name is no scope).
        &Scope,
    ]
}

/// Runs every detector on one reading.
pub fn detect(ctx: &Context, units: &[Unit], reading: &mut Interpretation) {
    for d in detectors() {
        d.detect(ctx, units, reading);
    }
}

/// True when a finding already covers token range `[start, end)` (char spans compared).
fn covered(ctx: &Context, reading: &Interpretation, start: usize, end: usize) -> bool {
    let s = clarisql_text::char_offset(ctx.text, ctx.tokens[start].start);
    let e = clarisql_text::char_offset(ctx.text, ctx.tokens[end - 1].end);
    reading
        .findings
        .iter()
        .any(|f| f.span.0 <= s && f.span.1 >= e && f.span != (0, 0))
}

/// A unit (tokens `start..end`) that reads as a verb or adverb rather than a noun: a verb or
/// adverb form ("opened", "living", "recently"), or a word in verb position. Such a word
/// restates a relation the query already follows; nouns name data.
pub fn verb_like(
    segmenter: &clarisql_text::Segmenter,
    tokens: &[clarisql_text::Token],
    start: usize,
    end: usize,
) -> bool {
    let norm = &tokens[start].norm;
    if tokens[start].kind == clarisql_text::TokenKind::Cjk {
        // Chinese has no inflection to go by; the dictionary says which words are verbs, and
        // an aspect particle after a word ("成交了") shows it used as one.
        return tokens[start..end]
            .last()
            .is_some_and(|t| segmenter.is_chinese_verb(&t.norm))
            || tokens
                .get(end)
                .is_some_and(|t| matches!(t.norm.as_str(), "了" | "过" | "着"));
    }
    // After an article it is a noun, whatever follows ("have an attendance more than 100").
    if start > 0 && matches!(tokens[start - 1].norm.as_str(), "a" | "an") {
        return false;
    }
    if end - start == 1 && clarisql_text::is_verb_form(norm) {
        return true;
    }
    if end - start == 1 && phrasal_particle(segmenter, tokens, start) {
        return true;
    }
    // A passive: a participle after "be" ("how many payments were *made*"), or a word before
    // its agent ("orders are *made* by the customer", "the times *used* by climbers").
    let by = tokens.get(end).is_some_and(|t| t.norm == "by");
    let be = after_be(tokens, start, end);
    let passive =
        end - start == 1 && ((be && by) || (clarisql_text::is_past_participle(norm) && (be || by)));
    // A participle after "have" ("who have *taught*"), or after a noun and before a preposition
    // that opens its complement ("the vehicle *used* in lessons"): a reduced relative clause.
    let participle = end - start == 1 && clarisql_text::is_past_participle(norm) && start > 0;
    let perfect = participle
        && matches!(
            tokens[start - 1].norm.as_str(),
            "have" | "has" | "had" | "haven't" | "hasn't" | "hadn't" | "havent" | "hasnt"
        );
    let reduced_relative = participle
        && tokens[start - 1].is_word()
        && !tokens[start - 1].is_function_word()
        && tokens.get(end).is_some_and(|t| {
            matches!(
                t.norm.as_str(),
                "in" | "on" | "at" | "for" | "from" | "to" | "with" | "during" | "as" | "into"
            )
        });
    // Right after a relative pronoun: "the directors who *made* one movie"; after "that" or
    // "which", which also open noun phrases ("which movie"), only a participle form ("the
    // customers that *made* an order").
    let after_relative = start > 0
        && end - start == 1
        && (tokens[start - 1].norm == "who"
            || (matches!(tokens[start - 1].norm.as_str(), "that" | "which")
                && clarisql_text::is_past_participle(norm)));
    // After a pronoun subject ("how many did we *carry*", "were they *paid*", "the village
    // each of them *lives* in") or a negated auxiliary ("routes that don't *take* cars"), a
    // word is a verb.
    let single = end - start == 1;
    let after_subject = single
        && start >= 1
        && (matches!(
            tokens[start - 1].norm.as_str(),
            "we" | "they" | "you" | "i" | "he" | "she"
        ) || (start >= 2
            && tokens[start - 1].norm == "them"
            && tokens[start - 2].norm == "of"));
    let after_negation = single
        && start >= 1
        && matches!(
            tokens[start - 1].norm.as_str(),
            "don't" | "doesn't" | "didn't" | "won't" | "dont" | "doesnt" | "didnt" | "wont"
        );
    (norm.len() > 4 && (norm.ends_with("ed") || norm.ends_with("ing") || norm.ends_with("ly")))
        || after_subject
        || after_negation
        || passive
        || after_relative
        || perfect
        || reduced_relative
        || in_verb_position(tokens, end - 1)
}

/// The particle of a phrasal verb ("take *out*", "carried *out* by", "went *out*"): part of the
/// verb before it, not a word of its own. ("Sent *back*" says returned, which is data: no "back".)
pub fn phrasal_particle(
    segmenter: &clarisql_text::Segmenter,
    tokens: &[clarisql_text::Token],
    k: usize,
) -> bool {
    k > 0
        && matches!(
            tokens[k].norm.as_str(),
            "out" | "up" | "off" | "away" | "down"
        )
        && tokens[k - 1].is_word()
        && (matches!(
            tokens[k - 1].norm.as_str(),
            "got" | "get" | "gets" | "getting"
        ) || (!tokens[k - 1].is_function_word() && verb_like(segmenter, tokens, k - 1, k)))
}

/// A single word right after a form of "be": a participle ("were *sold*") or an adjective
/// ("are *free*"); the caller knows which reading it can use.
pub fn after_be(tokens: &[clarisql_text::Token], start: usize, end: usize) -> bool {
    end - start == 1
        && start > 0
        && matches!(
            tokens[start - 1].norm.as_str(),
            "was"
                | "were"
                | "is"
                | "are"
                | "been"
                | "be"
                | "being"
                | "get"
                | "gets"
                | "got"
                | "getting"
        )
}

/// A word in verb position: right before a determiner or possessive ("which director *made* the
/// most movies", "who *paid* their bill"), or the last word of a "do"-question before a
/// preposition or the end ("which city does Jordan *live* in?"). English nouns in questions
/// take neither place, so such a word restates a relation rather than naming missing data.
pub fn in_verb_position(tokens: &[clarisql_text::Token], k: usize) -> bool {
    const DETERMINERS: &[&str] = &[
        "the", "a", "an", "most", "more", "fewest", "least", "any", "some", "every", "their",
        "his", "her", "its", "my", "our", "your",
    ];
    const PREPOSITIONS: &[&str] = &[
        "in", "to", "from", "at", "on", "with", "for", "by", "into", "of", "about",
    ];
    // A particle belongs to its verb ("look up the …").
    let k = if tokens
        .get(k + 1)
        .is_some_and(|t| matches!(t.norm.as_str(), "up" | "out" | "off" | "down"))
    {
        k + 1
    } else {
        k
    };
    let next = tokens.get(k + 1);
    if next.is_some_and(|t| DETERMINERS.contains(&t.norm.as_str())) {
        return true;
    }
    // Right after a relative pronoun and before a preposition: "employees who *live* in
    // Calgary", "players that *play* for …".
    let after_relative = k > 0 && matches!(tokens[k - 1].norm.as_str(), "who" | "that" | "which");
    if after_relative && next.is_some_and(|t| PREPOSITIONS.contains(&t.norm.as_str())) {
        return true;
    }
    let sentence_end = |t: &clarisql_text::Token| t.kind == clarisql_text::TokenKind::Punct;
    let ends_clause = match next {
        None => true,
        Some(t) if sentence_end(t) => true,
        Some(t) => {
            PREPOSITIONS.contains(&t.norm.as_str()) && tokens.get(k + 2).is_none_or(&sentence_end)
        }
    };
    let after_auxiliary = tokens[..k]
        .iter()
        .rev()
        .take_while(|t| !sentence_end(t))
        .any(|t| {
            matches!(
                t.norm.as_str(),
                "do" | "does" | "did" | "will" | "can" | "could" | "would"
            )
        });
    ends_clause && after_auxiliary
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_participle_relating_two_things_reads_as_a_verb() {
        let segmenter = clarisql_text::Segmenter::with_words(Vec::<String>::new());
        let at = |q: &str, word: &str| {
            let tokens = clarisql_text::tokenize(q);
            let k = tokens.iter().position(|t| t.norm == word).unwrap_or(0);
            verb_like(&segmenter, &tokens, k, k + 1)
        };
        assert!(at("the vehicles used in lessons", "used"));
        assert!(at("instructors who have taught Optics", "taught"));
        // A plain noun before a preposition is no verb.
        assert!(!at("the rooms in the hotel", "rooms"));
        // After a pronoun subject or a negated auxiliary, a word is a verb.
        assert!(at("how many crates did we ship in May", "ship"));
        assert!(at("the town each of them lives in", "lives"));
        assert!(at("which kilns don't fire stoneware", "fire"));
        assert!(!at("how many crates of them", "crates"));
    }
}
