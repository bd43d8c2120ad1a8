//! Segmentation: one non-overlapping reading of the question as units — cue phrases, links
//! (schema, value, number; several kinds may share a span), and leftover words — chosen by
//! dynamic programming so that longer, better-scored readings win and fewer units are preferred.

use crate::cues::{Cue, CueMatch};
use crate::link::{Link, LinkKind, SchemaMatch, ValueCandidate};
use clarisql_text::{is_stopword, Token, TokenKind};

/// One unit of the chosen reading.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Unit {
    pub start: usize,
    pub end: usize,
    pub cue: Option<Cue>,
    pub schema: Vec<SchemaMatch>,
    pub values: Vec<ValueCandidate>,
    pub number: Option<f64>,
    /// A content word that nothing explains.
    pub unknown: bool,
}

impl Unit {
    pub fn is_link(&self) -> bool {
        !self.schema.is_empty() || !self.values.is_empty() || self.number.is_some()
    }
    /// Function words and punctuation.
    pub fn is_filler(&self) -> bool {
        self.cue.is_none() && !self.is_link() && !self.unknown
    }
}

/// "each kind of result", "what type of decor": a one-word unit for a kind right before
/// "of" (`text::is_kind_word`); what follows says which values are meant.
pub fn kind_before_of(tokens: &[Token], u: &Unit) -> bool {
    u.end == u.start + 1
        && clarisql_text::is_kind_word(&tokens[u.start].norm)
        && tokens.get(u.end).is_some_and(|t| t.norm == "of")
}

/// "the different city values": "value(s)" right after a unit that names a column says the
/// column's values are meant, and names nothing else, unless a column is called so exactly
/// (a column `value_points` that shares the word does not count).
pub fn restates_column_values(tokens: &[Token], units: &[Unit], i: usize) -> bool {
    let u = &units[i];
    u.schema.iter().all(|m| m.score < 0.9)
        && u.values.is_empty()
        && u.end == u.start + 1
        && matches!(tokens[u.start].norm.as_str(), "value" | "values")
        && i > 0
        && units[i - 1].end == u.start
        && units[i - 1]
            .schema
            .iter()
            .any(|m| matches!(m.element, clarisql_index::Element::Column(_)))
}

/// Per-token score of a cue: above an exact name, so "number of" beats a column called "number",
/// but a longer name that swallows the cue ("total enrollment") still wins through its length.
const CUE_SCORE: f32 = 1.05;
/// Cost of each unit: prefers one long reading over several short ones.
const UNIT_COST: f32 = 0.1;

pub fn segment(tokens: &[Token], cues: &[CueMatch], links: &[Link]) -> Vec<Unit> {
    let n = tokens.len();
    // Candidate spans: (start, end, score)
    let mut spans: Vec<(usize, usize, f32)> = Vec::new();
    for c in cues {
        // "Ask" words carry no content: they never outrank a link. Function words inside a cue
        // ("count of") add little, so a name that swallows the cue word ("room count") wins.
        let per = if c.cue == Cue::Ask { 0.0 } else { CUE_SCORE };
        let score: f32 = tokens[c.start..c.end]
            .iter()
            .map(|t| if is_stopword(&t.norm) { 0.1 * per } else { per })
            .sum();
        spans.push((c.start, c.end, score));
    }
    for l in links {
        // A name that starts with the word of a counting, aggregating or ordering cue ("number
        // of professors" vs a column `prof_num`, "ordered by placed date" vs
        // `date_order_placed`) gets little credit for that word: the cue reading is the common
        // one.
        let cue_at_start = cues.iter().find(|c| {
            c.start == l.start
                && c.end <= l.end
                && matches!(c.cue, Cue::Count | Cue::Agg(_) | Cue::OrderBy)
                // Unless the name begins with that word as written ("average transaction
                // price" for a column named so): then the word is the name's.
                && !(l.whole_name && l.len() >= 3)
        });
        let score: f32 = (l.start..l.end)
            .map(|i| match cue_at_start {
                Some(c) if i < c.end => {
                    if is_stopword(&tokens[i].norm) {
                        0.0
                    } else {
                        0.3
                    }
                }
                _ => l.score,
            })
            .sum();
        spans.push((l.start, l.end, score));
    }
    // best[i] = best score for tokens[i..]
    let mut best = vec![0.0f32; n + 1];
    let mut choice: Vec<Option<(usize, usize)>> = vec![None; n + 1];
    for i in (0..n).rev() {
        best[i] = best[i + 1];
        choice[i] = None;
        for &(s, e, score) in spans.iter().filter(|(s, _, _)| *s == i) {
            let total = score - UNIT_COST + best[e];
            if total > best[i] + 1e-6 {
                best[i] = total;
                choice[i] = Some((s, e));
            }
        }
    }
    let mut units = Vec::new();
    let mut i = 0;
    while i < n {
        match choice[i] {
            Some((s, e)) => {
                let mut unit = Unit {
                    start: s,
                    end: e,
                    ..Unit::default()
                };
                // A cue and links may share the exact span: keep them all, the interpreter decides.
                if let Some(c) = cues.iter().find(|c| c.start == s && c.end == e) {
                    unit.cue = Some(c.cue);
                }
                for l in links.iter().filter(|l| l.start == s && l.end == e) {
                    match &l.kind {
                        LinkKind::Schema(m) => unit.schema.extend(m.iter().cloned()),
                        LinkKind::Value(v) => unit.values.extend(v.iter().cloned()),
                        LinkKind::Number(x) => unit.number = Some(*x),
                    }
                }
                units.push(unit);
                i = e;
            }
            None => {
                let t = &tokens[i];
                // "in terms of": a preposition written in three words.
                let in_preposition = clarisql_text::inside_phrasal_preposition(tokens, i);
                // "50 quid", "20 dollars": the number's currency, as "£" before it.
                let currency = i > 0
                    && tokens[i - 1].kind == TokenKind::Number
                    && clarisql_text::is_currency_word(&t.norm);
                // "got cancelled", "get paid": "get" as the passive's "be".
                let passive_get = matches!(t.norm.as_str(), "get" | "gets" | "got" | "getting")
                    && tokens
                        .get(i + 1)
                        .is_some_and(|n| clarisql_text::is_past_participle(&n.norm));
                // A word that only asks ("列出") or closes a comparison ("比…高") is no content.
                let asking = cues
                    .iter()
                    .any(|c| c.cue == Cue::Ask && c.start <= i && i < c.end);
                // "every single order": left unlinked there, "single" only stresses (see
                // `link::stresses_the_noun`).
                let stress = t.norm == "single"
                    && i > 0
                    && matches!(
                        tokens[i - 1].norm.as_str(),
                        "every" | "each" | "a" | "an" | "one"
                    );
                // "haven't got a van", "we've got": "got" after "have" is "have" again.
                let have_got = t.norm == "got"
                    && i > 0
                    && matches!(
                        tokens[i - 1].norm.as_str(),
                        "have" | "has" | "haven't" | "havent" | "hasn't" | "hasnt" | "ve"
                    );
                let unknown = match t.kind {
                    TokenKind::Word | TokenKind::Cjk => {
                        !t.is_function_word()
                            && !stress
                            && !have_got
                            && !in_preposition
                            && !currency
                            && !passive_get
                            && !asking
                    }
                    TokenKind::Quoted => true,
                    TokenKind::Number => true,
                    TokenKind::Punct => false,
                };
                units.push(Unit {
                    start: i,
                    end: i + 1,
                    unknown,
                    ..Unit::default()
                });
                i += 1;
            }
        }
    }
    gloss_by_parenthesis(tokens, &mut units);
    units
}

/// Words that say over what the question asks, not what it asks for, are explained: a word of
/// the database's own name said as the whole the question is about ("in the league" of
/// `coastal_league`, "this inn", "the 2023 festival"; not "students" of `student_1`, which
/// names the rows asked about), and "X-wide" ("the league-wide average": over everything, as
/// "overall").
pub fn explain_words_of_place(question: &str, tokens: &[Token], db_id: &str, units: &mut [Unit]) {
    let db_words: Vec<String> = clarisql_text::identifier_words(db_id)
        .iter()
        .map(|w| clarisql_text::stem(w))
        .collect();
    let norm = |k: usize| tokens.get(k).map(|t| t.norm.as_str());
    let wide = |i: usize| {
        tokens
            .get(i + 1)
            .is_some_and(|w| w.norm == "wide" && question.get(tokens[i].end..w.start) == Some("-"))
    };
    for u in units
        .iter_mut()
        .filter(|u| u.unknown && u.end - u.start == 1)
    {
        let i = u.start;
        // "the chain", "the 2023 festival": the database's own word after an article (and a
        // year) names the whole it is, not rows or a column of it.
        let article = |k: usize| {
            matches!(norm(k), Some("the" | "this" | "our"))
                || (k > 0
                    && tokens[k].kind == TokenKind::Number
                    && matches!(norm(k - 1), Some("the" | "this" | "our")))
        };
        let placed = i > 0 && article(i - 1);
        if (placed && db_words.contains(&tokens[i].stem)) || wide(i) || (i > 0 && wide(i - 1)) {
            u.unknown = false;
        }
    }
}

/// "their competition at auction (Premium Rate)": the words before a parenthesis that holds a
/// column's name are explained by it, back to the start of their clause or to a value or column the
/// question names outright; a table word or a loosely linked word among them ("auction", "sales")
/// is part of the glossed phrase.
fn gloss_by_parenthesis(tokens: &[Token], units: &mut [Unit]) {
    use clarisql_index::Element;
    let is_punct = |u: &Unit, p: &[&str]| {
        u.end - u.start == 1
            && tokens[u.start].kind == TokenKind::Punct
            && p.contains(&tokens[u.start].norm.as_str())
    };
    for open in 0..units.len() {
        if !is_punct(&units[open], &["(", "（"]) {
            continue;
        }
        // The parenthesis holds a column's name and nothing else ("(sex is F)" is a condition).
        let inside: Vec<&Unit> = units[open + 1..]
            .iter()
            .take_while(|u| !is_punct(u, &[")", "）"]))
            .collect();
        let glosses = matches!(inside.as_slice(), [u] if u.schema.iter().any(|m| {
            matches!(m.element, Element::Column(_)) && m.score >= 0.75
        }));
        if !glosses {
            continue;
        }
        for u in units[..open].iter_mut().rev() {
            // A weak column link ("sales" near units_sold) is the glossed phrase itself; only a
            // column the question names outright ends it, or a value, a number or a date's unit
            // word after its number ("2022年10月的销售情况").
            let date_unit = u.end - u.start == 1
                && u.start > 0
                && tokens[u.start - 1].kind == TokenKind::Number
                && clarisql_text::is_time_unit(&tokens[u.start].norm);
            let names_data = !u.values.is_empty()
                || u.number.is_some()
                || date_unit
                || u.schema
                    .iter()
                    .any(|m| matches!(m.element, Element::Column(_)) && m.score >= 0.9);
            if names_data || (u.end - u.start == 1 && tokens[u.start].kind == TokenKind::Punct) {
                break;
            }
            u.unknown = false;
            u.schema.clear();
        }
    }
}
