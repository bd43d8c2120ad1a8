//! Text in, comparable tokens out — for questions, identifiers and values, in English and Chinese.
//!
//! Everything that compares words (the index, the linker, the detectors) goes through this crate,
//! so a question token and a column-name token are normalised the same way.
//!
//! ```
//! let toks = clarisql_text::tokenize("How many Cafés are in 'São Paulo'?");
//! assert_eq!(toks[2].norm, "cafes");
//! assert_eq!(toks[2].stem, "cafe");
//! ```

mod gloss;
mod lexicon;
mod segment;

pub use gloss::{english_gloss_phrases, english_glosses, gloss_names, GLOSS_WEIGHT};
pub use lexicon::{
    abbreviation_expansions, agent_forms, chat_spelling, chinese_scale_range,
    chinese_scale_range_words, comparable_concepts, degree_adjective, direction_words, future_word,
    hypernyms_of, inside_phrasal_preposition, irregular_verb_base, is_agent_suffix,
    is_counting_word, is_currency_word, is_data_word, is_day_of_week, is_description_word,
    is_evaluative, is_event_verb, is_filler_noun, is_kind_word, is_legal_form, is_measure_unit,
    is_metric_noun, is_money_word, is_name_word, is_naming_verb, is_old_word, is_output_word,
    is_past_participle, is_person_name_part, is_place_preposition, is_pointer_word, is_preposition,
    is_question_cue, is_request_verb, is_sorting_verb, is_stopword, is_time_unit, is_verb_form,
    is_work_word, month_number, motion_direction, name_says_direction, negated_participle,
    number_word, operation_word, period_words, person_name_part, scale_end, synonyms_of,
    umbrella_members, yes_no_word, NamePart, Operation, CHINESE_STRUCTURE_WORDS, MONTH_NAMES,
    UMBRELLA_NOUNS,
};
pub use segment::{without_aspect_particle, Segmenter};

use serde::{Deserialize, Serialize};
use std::sync::OnceLock;
use unicode_normalization::UnicodeNormalization;
use unicode_segmentation::UnicodeSegmentation;

/// What a token is made of.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum TokenKind {
    /// Letters (and digits mixed with letters, such as `mp3`).
    Word,
    /// A number as written: `42`, `3.5`, `1,000`.
    Number,
    /// A Chinese word produced by the segmenter.
    Cjk,
    /// The whole content of a quoted string ("Delta Airlines"): a strong value signal.
    Quoted,
    /// Punctuation that matters for structure (`,` `;` `?`).
    Punct,
}

/// One token of a question with its place in the original text.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Token {
    /// The text as written.
    pub raw: String,
    /// Case- and accent-folded form.
    pub norm: String,
    /// Stem of `norm` (English Snowball); equal to `norm` for numbers and Chinese.
    pub stem: String,
    /// Byte offsets into the original text.
    pub start: usize,
    pub end: usize,
    pub kind: TokenKind,
}

impl Token {
    pub fn is_word(&self) -> bool {
        matches!(self.kind, TokenKind::Word | TokenKind::Cjk)
    }
    /// An all-capitals word ("US", "IT", "UK"): a name, even when its lower case is a
    /// function word.
    pub fn is_acronym(&self) -> bool {
        self.kind == TokenKind::Word
            && self.raw.chars().count() >= 2
            && self.raw.chars().all(|c| c.is_ascii_uppercase())
    }
    /// Written with a capital first letter ("Northwind"; at the start of a sentence too).
    pub fn is_capitalised(&self) -> bool {
        self.raw.chars().next().is_some_and(char::is_uppercase)
    }
    /// An English plural ("beds", "categories"; not "allergy", "class").
    pub fn looks_plural(&self) -> bool {
        self.kind == TokenKind::Word
            && self.norm.len() >= 4
            && self.norm.ends_with('s')
            && !self.norm.ends_with("ss")
            && self.stem != self.norm
    }
    /// A function word ("the", "of", "us"), unless written as an acronym ("US").
    pub fn is_function_word(&self) -> bool {
        is_stopword(&self.norm) && !self.is_acronym()
    }
    pub fn number(&self) -> Option<f64> {
        if self.kind == TokenKind::Number {
            self.norm.replace(',', "").parse().ok()
        } else {
            None
        }
    }
}

/// Folds case, accents and compatibility forms (full-width digits, ligatures): `Ｃafé` -> `cafe`.
pub fn normalize(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.nfkd() {
        if unicode_normalization::char::is_combining_mark(c) {
            continue;
        }
        for l in c.to_lowercase() {
            out.push(l);
        }
    }
    out
}

/// True for CJK unified ideographs (the scripts the Chinese segmenter handles).
pub fn is_cjk(c: char) -> bool {
    matches!(c as u32, 0x3400..=0x4DBF | 0x4E00..=0x9FFF | 0xF900..=0xFAFF | 0x20000..=0x2A6DF)
}

pub fn has_cjk(text: &str) -> bool {
    text.chars().any(is_cjk)
}

fn stemmer() -> &'static rust_stemmers::Stemmer {
    static STEMMER: OnceLock<rust_stemmers::Stemmer> = OnceLock::new();
    STEMMER.get_or_init(|| rust_stemmers::Stemmer::create(rust_stemmers::Algorithm::English))
}

/// English stem of an already normalised word. Chinese and numbers pass through.
pub fn stem(norm: &str) -> String {
    if norm.chars().any(|c| c.is_ascii_digit()) || has_cjk(norm) {
        return norm.to_string();
    }
    // Irregular plurals the Snowball stemmer leaves apart from their singular.
    let s = match norm {
        "people" => "person",
        "children" => "child",
        "men" => "man",
        "women" => "woman",
        "countries" => "country",
        "cities" => "city",
        "indices" => "index",
        "data" => "datum",
        "criteria" => "criterion",
        "staff" | "staffs" => "staff",
        _ => norm,
    };
    stemmer().stem(s).into_owned()
}

/// Tokenises a question (English, Chinese, or both) with the shared default segmenter.
pub fn tokenize(text: &str) -> Vec<Token> {
    Segmenter::shared().tokenize(text)
}

/// Splits a schema identifier into lower-case words: `stu_fname` -> [stu, fname],
/// `HireDate` -> [hire, date], `Price2019` -> [price, 2019], `土地面积` -> segmented words.
pub fn identifier_words(name: &str) -> Vec<String> {
    if has_cjk(name) {
        return Segmenter::shared()
            .tokenize(name)
            .into_iter()
            .filter(|t| t.is_word() || t.kind == TokenKind::Number)
            .map(|t| t.norm)
            .collect();
    }
    let mut words = Vec::new();
    let mut cur = String::new();
    let chars: Vec<char> = name.chars().collect();
    for (i, &c) in chars.iter().enumerate() {
        if !c.is_alphanumeric() {
            if !cur.is_empty() {
                words.push(std::mem::take(&mut cur));
            }
            continue;
        }
        let boundary = if let Some(&prev) = cur.chars().last().as_ref() {
            let next_lower = chars.get(i + 1).is_some_and(|n| n.is_lowercase());
            (prev.is_lowercase() && c.is_uppercase())
                || (prev.is_uppercase() && c.is_uppercase() && next_lower)
                || (prev.is_ascii_digit() != c.is_ascii_digit())
        } else {
            false
        };
        if boundary {
            words.push(std::mem::take(&mut cur));
        }
        cur.push(c);
    }
    if !cur.is_empty() {
        words.push(cur);
    }
    words.into_iter().map(|w| normalize(&w)).collect()
}

/// Normalised words of free text (values, captions): no punctuation, no positions.
pub fn words(text: &str) -> Vec<String> {
    tokenize(text)
        .into_iter()
        .filter(|t| t.kind != TokenKind::Punct)
        .flat_map(|t| {
            if t.kind == TokenKind::Quoted {
                // The quoted text's own words (not `words`, which would see a date as one
                // literal again).
                let mut inner = Vec::new();
                split_words(&t.raw, 0, &mut inner, Segmenter::shared());
                inner
                    .into_iter()
                    .filter(|t| t.kind != TokenKind::Punct)
                    .map(|t| t.norm)
                    .collect()
            } else {
                vec![t.norm]
            }
        })
        .collect()
}

/// The comparable key of a value or of a run of question words: normalised words joined by a
/// space, except that Chinese words join without one (so segmentation differences do not matter).
/// `value_key("Agile  Binjiang-Garden")` == "agile binjiang garden".
pub fn value_key(text: &str) -> String {
    let mut toks = Vec::new();
    split_words(text, 0, &mut toks, Segmenter::shared());
    let parts: Vec<&str> = toks
        .iter()
        .filter(|t| t.kind != TokenKind::Punct)
        .map(|t| t.norm.as_str())
        .collect();
    join_key(&parts)
}

/// Joins normalised words into a value key (see [`value_key`]).
pub fn join_key<S: AsRef<str>>(parts: &[S]) -> String {
    let mut out = String::new();
    let mut prev_cjk = false;
    for (i, p) in parts.iter().enumerate() {
        let p = p.as_ref();
        let cjk = has_cjk(p);
        if i > 0 && !(cjk && prev_cjk) {
            out.push(' ');
        }
        out.push_str(p);
        prev_cjk = cjk;
    }
    out
}

/// Whether a word is a run of four or more neighbouring keys along one row of a QWERTY
/// keyboard, either way ("asdfgh", "qwerty", "lkjh"): typed by sliding a hand, not spelt.
pub fn is_keyboard_run(word: &str) -> bool {
    const ROWS: [&str; 3] = ["qwertyuiop", "asdfghjkl", "zxcvbnm"];
    if word.chars().count() < 4 {
        return false;
    }
    let reversed: String = word.chars().rev().collect();
    ROWS.iter()
        .any(|row| row.contains(word) || row.contains(reversed.as_str()))
}

/// A value key with its street word written the other way, short or long ("high st" ->
/// "high street", "Mill Road" -> "mill rd"): addresses and branch names are stored one way and
/// typed the other. Empty when the key has no such word.
pub fn street_forms(key: &str) -> Vec<String> {
    const PAIRS: &[(&str, &str)] = &[
        ("st", "street"),
        ("rd", "road"),
        ("ave", "avenue"),
        ("ln", "lane"),
        ("sq", "square"),
    ];
    let words: Vec<&str> = key.split(' ').collect();
    // Only a word after another: "St Mary's" opens with a saint, not a street.
    let Some(at) = (1..words.len()).find(|&i| {
        PAIRS
            .iter()
            .any(|(short, long)| words[i] == *short || words[i] == *long)
    }) else {
        return Vec::new();
    };
    let other = PAIRS.iter().find_map(|(short, long)| {
        if words[at] == *short {
            Some(*long)
        } else if words[at] == *long {
            Some(*short)
        } else {
            None
        }
    });
    other
        .map(|o| {
            let mut w = words.clone();
            w[at] = o;
            vec![w.join(" ")]
        })
        .unwrap_or_default()
}

/// A value key with its last word in the other grammatical number, for matching a question's
/// word with a stored value: the singular of a plural ("professors" -> "professor",
/// "categories" -> "category", "boxes" -> "box"), else the plurals a singular may have ("tent" ->
/// "tents", "box" -> "boxes", "category" -> "categories"; lower-case letters only, three or
/// more: codes are not inflected).
pub fn other_number_forms(key: &str) -> Vec<String> {
    let (head, last) = match key.rfind(' ') {
        Some(i) => (&key[..=i], &key[i + 1..]),
        None => ("", key),
    };
    if let Some(without_s) = last.strip_suffix('s') {
        if last.chars().count() < 4 || last.ends_with("ss") {
            return Vec::new();
        }
        let single = if let Some(stem) = last.strip_suffix("ies") {
            format!("{stem}y")
        } else if let Some(stem) = ["ches", "shes", "xes"].iter().find_map(|e| {
            last.strip_suffix(e)
                .map(|s| format!("{s}{}", &e[..e.len() - 2]))
        }) {
            stem
        } else {
            without_s.to_string()
        };
        return vec![format!("{head}{single}")];
    }
    if last.len() < 3 || !last.chars().all(|c| c.is_ascii_lowercase()) {
        return Vec::new();
    }
    let mut out = vec![format!("{head}{last}s")];
    if ["ch", "sh", "x", "z", "o"]
        .iter()
        .any(|e| last.ends_with(e))
    {
        out.push(format!("{head}{last}es"));
    }
    if let Some(stem) = last.strip_suffix('y') {
        if !stem.ends_with(['a', 'e', 'o', 'u']) {
            out.push(format!("{head}{stem}ies"));
        }
    }
    out
}

/// Byte offset -> char offset, for reporting spans as the JSON formats expect.
pub fn char_offset(text: &str, byte: usize) -> usize {
    text.get(..byte.min(text.len()))
        .map(|s| s.chars().count())
        .unwrap_or_else(|| text.chars().count())
}

fn split_words(text: &str, base: usize, out: &mut Vec<Token>, seg: &Segmenter) {
    // UAX #29 splits Chinese into single characters: gather each run of them for the segmenter.
    let mut cjk_run: Option<(usize, usize)> = None;
    let flush = |run: &mut Option<(usize, usize)>, out: &mut Vec<Token>| {
        if let Some((mut s, e)) = run.take() {
            // A date unit right after a number belongs to it ("2022年恒昌…" is not "年恒昌"):
            // the segmenter, seeing no digits, would join it to the following name.
            let after_number = out
                .last()
                .is_some_and(|t| t.kind == TokenKind::Number && t.end == base + s);
            if let Some(unit) = text[s..e]
                .chars()
                .next()
                .filter(|c| after_number && matches!(c, '年' | '月' | '日' | '号'))
            {
                let end = s + unit.len_utf8();
                out.push(Token {
                    raw: unit.to_string(),
                    norm: unit.to_string(),
                    stem: unit.to_string(),
                    start: base + s,
                    end: base + end,
                    kind: TokenKind::Cjk,
                });
                s = end;
            }
            if s < e {
                seg.cut_cjk(&text[s..e], base + s, out);
            }
        }
    };
    for (off, w) in text.split_word_bound_indices() {
        let start = base + off;
        let end = start + w.len();
        if has_cjk(w) {
            cjk_run = match cjk_run {
                Some((s, e)) if e == off => Some((s, off + w.len())),
                other => {
                    let mut other = other;
                    flush(&mut other, out);
                    Some((off, off + w.len()))
                }
            };
            continue;
        }
        flush(&mut cjk_run, out);
        if w.trim().is_empty() {
            continue;
        }
        let first = w.chars().next().unwrap_or(' ');
        if !first.is_alphanumeric() {
            // Chinese punctuation is full-width: read as its ASCII twin, so clauses end alike.
            let ascii = match w {
                "，" | "、" => ",",
                "；" => ";",
                "？" => "?",
                "！" => "!",
                "。" => ".",
                "：" => ":",
                "（" => "(",
                "）" => ")",
                // A dash standing between spaces introduces what follows ("visits over 5000 -
                // code, date and cost"), as a colon does; between two numbers it is a range.
                "-" | "\u{2013}" | "\u{2014}"
                    if text[..off].ends_with(char::is_whitespace)
                        && text[off + w.len()..].starts_with(char::is_whitespace)
                        && !out.last().is_some_and(|t| {
                            t.kind == TokenKind::Number
                                && text[off + w.len()..]
                                    .trim_start()
                                    .starts_with(|c: char| c.is_ascii_digit())
                        }) =>
                {
                    ":"
                }
                other => other,
            };
            if matches!(ascii, "," | ";" | "?" | "!" | "." | ":" | "(" | ")") {
                out.push(Token {
                    raw: w.to_string(),
                    norm: ascii.to_string(),
                    stem: ascii.to_string(),
                    start,
                    end,
                    kind: TokenKind::Punct,
                });
            }
            continue;
        }
        let mut norm = normalize(w);
        // The particle of a phrasal noun in the plural ("check-ins", "sign-ups", "drop-offs"):
        // the plural is the noun's, the particle stays the particle ("check in" of `check_in`).
        let glued = text[..off].ends_with('-')
            && text[..off - 1]
                .chars()
                .next_back()
                .is_some_and(char::is_alphabetic);
        if glued && ["ins", "outs", "ups", "offs", "downs", "ons"].contains(&norm.as_str()) {
            norm.pop();
        }
        // Possessives: "president's" -> "president".
        for suffix in ["'s", "\u{2019}s"] {
            if norm.len() > suffix.len() + 1 && norm.ends_with(suffix) {
                norm.truncate(norm.len() - suffix.len());
            }
        }
        let numeric = norm
            .chars()
            .all(|c| c.is_ascii_digit() || c == '.' || c == ',')
            && norm.chars().any(|c| c.is_ascii_digit());
        // A minus sign right before a number, after a space or an opening bracket, is the
        // number's sign ("between -50 and 50"); inside a code ("ACCT-211") it is not.
        let negative = numeric
            && text[..off].ends_with('-')
            && text[..off - 1]
                .chars()
                .next_back()
                .is_none_or(|c| c.is_whitespace() || c == '(');
        let (start, norm, kind) = if numeric {
            let digits = norm.trim_end_matches('.');
            if negative {
                (start - 1, format!("-{digits}"), TokenKind::Number)
            } else {
                (start, digits.to_string(), TokenKind::Number)
            }
        } else {
            (start, norm, TokenKind::Word)
        };
        // "appts", "rn", "whats": read as spelt out. Each word of a phrase gets its own part of
        // the span (one letter each, the last word the rest: "rn" = "r" right + "n" now), so
        // spans stay ordered and apart as the passes expect. "unpaid": "not" (over "un") and
        // "paid" (over the rest), as if written apart.
        let plain = kind == TokenKind::Word && w.is_ascii() && !w.chars().any(char::is_uppercase);
        let parts: Option<Vec<(&str, usize, usize)>> = plain
            .then(|| {
                if let Some(full) = chat_spelling(&norm).filter(|f| f.split(' ').count() <= w.len())
                {
                    let words: Vec<&str> = full.split(' ').collect();
                    let last = words.len() - 1;
                    Some(
                        words
                            .into_iter()
                            .enumerate()
                            .map(|(k, word)| {
                                (word, start + k, if k == last { end } else { start + k + 1 })
                            })
                            .collect(),
                    )
                } else {
                    negated_participle(&norm)
                        .map(|rest| vec![("not", start, start + 2), (rest, start + 2, end)])
                }
            })
            .flatten();
        if let Some(parts) = parts {
            for (word, from, to) in parts {
                out.push(Token {
                    raw: w[from - start..to - start].to_string(),
                    norm: word.to_string(),
                    stem: stem(word),
                    start: from,
                    end: to,
                    kind,
                });
            }
            continue;
        }
        let stem = if kind == TokenKind::Number {
            norm.clone()
        } else {
            stem(&norm)
        };
        out.push(Token {
            raw: if negative {
                format!("-{w}")
            } else {
                w.to_string()
            },
            norm,
            stem,
            start,
            end,
            kind,
        });
    }
    flush(&mut cjk_run, out);
}

/// The length of the ISO date or date-time at the start of `b` (`2009-01-01`, `2018-03-17
/// 07:13:53`, `2018-03-17T07:13`), if one is there. Written by hand: one fixed shape, not worth
/// a regex dependency.
fn iso_date_len(b: &[u8]) -> Option<usize> {
    let digits = |from: usize, min: usize, max: usize| -> Option<usize> {
        let n = b[from.min(b.len())..]
            .iter()
            .take_while(|c| c.is_ascii_digit())
            .count();
        (min..=max).contains(&n).then_some(from + n)
    };
    let y = digits(0, 4, 4)?;
    if b.get(y) != Some(&b'-') {
        return None;
    }
    let m = digits(y + 1, 1, 2)?;
    if b.get(m) != Some(&b'-') {
        return None;
    }
    let d = digits(m + 1, 1, 2)?;
    // An optional time: " HH:MM" or "THH:MM", then ":SS".
    let time = (matches!(b.get(d), Some(b' ') | Some(b'T')))
        .then(|| digits(d + 1, 1, 2))
        .flatten()
        .filter(|&h| b.get(h) == Some(&b':'))
        .and_then(|h| digits(h + 1, 2, 2))
        .map(|mm| {
            if b.get(mm) == Some(&b':') {
                digits(mm + 1, 2, 2).unwrap_or(mm)
            } else {
                mm
            }
        });
    Some(time.unwrap_or(d))
}

/// The date a token stands for, as ISO text: an ISO date or date-time as written, or one
/// written in words ("1 Nov 2024" -> "2024-11-01").
pub fn date_of(token: &Token) -> Option<String> {
    if token.kind != TokenKind::Quoted {
        return None;
    }
    [token.raw.trim(), token.norm.as_str()]
        .into_iter()
        .find(|s| is_date_literal(s))
        .map(str::to_string)
}

/// Whether `s` is exactly an ISO date or date-time ("2009-01-01", "1989-04-24 23:51:54").
pub fn is_date_literal(s: &str) -> bool {
    let s = s.trim();
    iso_date_len(s.as_bytes()) == Some(s.len())
}

/// Byte spans of the dates standing as words of `text`, with the ISO form of each one written
/// out in words ("1 Nov 2024", "November 1st, 2024"); ISO dates and date-times are their own form.
fn date_spans(text: &str) -> Vec<(usize, usize, Option<String>)> {
    let b = text.as_bytes();
    let mut spans = Vec::new();
    let mut i = 0;
    while i < b.len() {
        let starts_word = i == 0 || !(b[i - 1].is_ascii_alphanumeric() || b[i - 1] == b'-');
        if starts_word && b[i].is_ascii_digit() {
            if let Some(n) = iso_date_len(&b[i..]) {
                let ends_word = b
                    .get(i + n)
                    .is_none_or(|c| !(c.is_ascii_alphanumeric() || *c == b'-'));
                if ends_word {
                    spans.push((i, i + n, None));
                    i += n;
                    continue;
                }
            }
        }
        if starts_word && b[i].is_ascii_alphanumeric() {
            if let Some((n, iso)) = written_date(&text[i..]) {
                spans.push((i, i + n, Some(iso)));
                i += n;
                continue;
            }
        }
        i += 1;
    }
    spans
}

/// The month a word as written names ("Nov", "Nov.", "november"); not Chinese "3月" here.
fn written_month(word: &str) -> Option<u32> {
    let w = word.to_ascii_lowercase();
    let w = w.strip_suffix('.').unwrap_or(&w);
    w.is_ascii().then(|| month_number(w)).flatten()
}

/// The length and ISO form of a date written in words at the start of `s`: day, month, year
/// ("1 Nov 2024", "31st January, 2025") or month, day, year ("November 1, 2024"). Written by
/// hand for the same reason as [`iso_date_len`].
fn written_date(s: &str) -> Option<(usize, String)> {
    // The first three words, each with the offset where it ends; commas and spaces between.
    let mut words: Vec<(&str, usize)> = Vec::new();
    let mut at = 0;
    while words.len() < 3 {
        let rest = &s[at..];
        let start = at + (rest.len() - rest.trim_start_matches([' ', ',']).len());
        if !words.is_empty() && start == at {
            break;
        }
        let len = s[start..]
            .find(|c: char| !c.is_ascii_alphanumeric())
            .unwrap_or(s.len() - start);
        if len == 0 {
            break;
        }
        let mut end = start + len;
        // "Nov. 1": the full stop belongs to the short form.
        if s[end..].starts_with('.') && written_month(&s[start..end + 1]).is_some() {
            end += 1;
        }
        words.push((&s[start..end], end));
        at = end;
    }
    let day = |w: &str| -> Option<u32> {
        let digits = ["st", "nd", "rd", "th"]
            .iter()
            .find_map(|x| w.strip_suffix(x))
            .unwrap_or(w);
        (digits.len() <= 2)
            .then(|| digits.parse::<u32>().ok())
            .flatten()
            .filter(|d| (1..=31).contains(d))
    };
    let year = |w: &str| -> Option<u32> {
        (w.len() == 4)
            .then(|| w.parse::<u32>().ok())
            .flatten()
            .filter(|y| (1000..=2999).contains(y))
    };
    let [(a, _), (m, _), (y, end)] = words.as_slice() else {
        return None;
    };
    let (d, m) = match (day(a), written_month(a)) {
        (Some(d), _) => (d, written_month(m)?),
        (None, Some(month)) => (day(m)?, month),
        _ => return None,
    };
    let y = year(y)?;
    let ends_word = s[*end..]
        .chars()
        .next()
        .is_none_or(|c| !c.is_alphanumeric());
    ends_word.then(|| (*end, format!("{y:04}-{m:02}-{d:02}")))
}

/// Finds quoted spans: "…", '…', “…”, ‘…’, 「…」. An apostrophe inside a word (`don't`) is not a quote.
pub fn quoted_spans(text: &str) -> Vec<(usize, usize)> {
    let mut spans = Vec::new();
    let chars: Vec<(usize, char)> = text.char_indices().collect();
    let mut i = 0;
    while i < chars.len() {
        let (pos, c) = chars[i];
        let close = match c {
            '"' => Some('"'),
            '“' => Some('”'),
            '‘' => Some('’'),
            '「' => Some('」'),
            '『' => Some('』'),
            '\'' => {
                let prev_alnum = i > 0 && chars[i - 1].1.is_alphanumeric();
                if prev_alnum {
                    None
                } else {
                    Some('\'')
                }
            }
            _ => None,
        };
        if let Some(close) = close {
            let mut j = i + 1;
            while j < chars.len() {
                let (_, d) = chars[j];
                let next_alnum = chars.get(j + 1).is_some_and(|(_, n)| n.is_alphanumeric());
                if d == close && !(close == '\'' && next_alnum) {
                    break;
                }
                j += 1;
            }
            if j < chars.len() && j > i + 1 {
                let inner_start = pos + c.len_utf8();
                let inner_end = chars[j].0;
                spans.push((inner_start, inner_end));
                i = j + 1;
                continue;
            }
        }
        i += 1;
    }
    spans
}

impl Segmenter {
    /// Tokenises text: quoted strings become one `Quoted` token, Chinese runs are segmented.
    /// A date written out ("after 1978-06-26", "before 2018-03-17 07:13:53") is one `Quoted`
    /// token too: a literal, as if it had been quoted.
    pub fn tokenize(&self, text: &str) -> Vec<Token> {
        let mut out = Vec::new();
        let mut cursor = 0;
        let quoted = quoted_spans(text);
        let mut spans: Vec<(usize, usize, bool, Option<String>)> =
            quoted.iter().map(|&(s, e)| (s, e, true, None)).collect();
        spans.extend(
            date_spans(text)
                .into_iter()
                .filter(|&(s, e, _)| !quoted.iter().any(|&(qs, qe)| s < qe && qs < e))
                .map(|(s, e, iso)| (s, e, false, iso)),
        );
        spans.sort_unstable();
        for (qs, qe, in_quotes, iso) in spans {
            if qs < cursor {
                continue;
            }
            let open = if in_quotes {
                text[..qs]
                    .char_indices()
                    .last()
                    .map(|(i, _)| i)
                    .unwrap_or(qs)
            } else {
                qs
            };
            split_words(&text[cursor..open], cursor, &mut out, self);
            let raw = &text[qs..qe];
            let norm = iso.unwrap_or_else(|| normalize(raw.trim()));
            out.push(Token {
                raw: raw.to_string(),
                stem: norm.clone(),
                norm,
                start: qs,
                end: qe,
                kind: TokenKind::Quoted,
            });
            cursor = if in_quotes {
                text[qe..]
                    .chars()
                    .next()
                    .map(|c| qe + c.len_utf8())
                    .unwrap_or(qe)
            } else {
                qe
            };
        }
        if cursor < text.len() {
            split_words(&text[cursor..], cursor, &mut out, self);
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    use expect_test::{expect, Expect};

    #[test]
    fn a_value_key_in_the_other_number() {
        assert_eq!(other_number_forms("professors"), vec!["professor"]);
        assert_eq!(other_number_forms("categories"), vec!["category"]);
        assert_eq!(other_number_forms("boxes"), vec!["box"]);
        assert_eq!(other_number_forms("tent"), vec!["tents"]);
        assert_eq!(other_number_forms("box"), vec!["boxs", "boxes"]);
        assert_eq!(
            other_number_forms("category"),
            vec!["categorys", "categories"]
        );
        assert_eq!(other_number_forms("day"), vec!["days"]);
        assert_eq!(other_number_forms("trail tent"), vec!["trail tents"]);
        // Codes and short words stay as they are; "ss" is no plural.
        assert!(other_number_forms("ab").is_empty());
        assert!(other_number_forms("x12").is_empty());
        assert!(other_number_forms("glass").is_empty());
    }

    fn check(input: &str, expect: Expect) {
        let got: Vec<String> = tokenize(input)
            .iter()
            .map(|t| format!("{}:{:?}:{}", t.norm, t.kind, t.stem))
            .collect();
        expect.assert_eq(&got.join(" "));
    }

    #[test]
    fn chat_shortenings_are_spelt_out_over_parts_of_their_span() {
        check(
            "whats up w the appts rn",
            expect![[
                r#"what:Word:what up:Word:up w:Word:w the:Word:the appointments:Word:appoint right:Word:right now:Word:now"#
            ]],
        );
        let toks = tokenize("appts rn");
        let spans: Vec<(usize, usize, &str)> = toks
            .iter()
            .map(|t| (t.start, t.end, t.raw.as_str()))
            .collect();
        assert_eq!(spans, [(0, 5, "appts"), (6, 7, "r"), (7, 8, "n")]);
        check(
            "list em thru may n june",
            expect![[
                r#"list:Word:list them:Word:them through:Word:through may:Word:may and:Word:and june:Word:june"#
            ]],
        );
        check(
            "hw many of thoes wich r late",
            expect!["how:Word:how many:Word:mani of:Word:of those:Word:those which:Word:which are:Word:are late:Word:late"],
        );
        // Capitals keep a word as written.
        check(
            "RN on duty",
            expect![[r#"rn:Word:rn on:Word:on duty:Word:duti"#]],
        );
    }

    #[test]
    fn chinese_punctuation_reads_as_its_ascii_twin() {
        let toks = tokenize("地址是什么？还有，环境如何。");
        let punct: Vec<(&str, &str)> = toks
            .iter()
            .filter(|t| t.kind == TokenKind::Punct)
            .map(|t| (t.raw.as_str(), t.norm.as_str()))
            .collect();
        assert_eq!(punct, [("？", "?"), ("，", ","), ("。", ".")]);
    }

    #[test]
    fn a_spaced_dash_introduces_what_follows_like_a_colon_but_not_between_numbers() {
        let punct = |text: &str| -> Vec<String> {
            tokenize(text)
                .iter()
                .filter(|t| t.kind == TokenKind::Punct)
                .map(|t| t.norm.clone())
                .collect()
        };
        assert_eq!(punct("visits over 5000 - code, date please"), [":", ","]);
        assert_eq!(punct("visits in 2023 \u{2014} code and date"), [":"]);
        assert!(punct("years 1990 - 2000").is_empty());
        assert!(punct("a check-up").is_empty());
    }

    #[test]
    fn tokenizes_english_numbers_and_quotes() {
        check(
            "How many students are older than 20.5?",
            expect![[
                r#"how:Word:how many:Word:mani students:Word:student are:Word:are older:Word:older than:Word:than 20.5:Number:20.5 ?:Punct:?"#
            ]],
        );
        check(
            "Flights of \"Delta Airlines\" in 'São Paulo' don't",
            expect![[
                r#"flights:Word:flight of:Word:of delta airlines:Quoted:delta airlines in:Word:in sao paulo:Quoted:sao paulo don't:Word:don't"#
            ]],
        );
        check(
            "What's the president's name",
            expect!["what:Word:what the:Word:the president:Word:presid name:Word:name"],
        );
        check(
            "between -50 and 50 in ACCT-211",
            expect!["between:Word:between -50:Number:-50 and:Word:and 50:Number:50 in:Word:in acct:Word:acct 211:Number:211"],
        );
    }

    #[test]
    fn a_date_written_in_words_is_one_literal_in_iso_form() {
        check(
            "visits between 1 Nov 2024 and 31st January, 2025 or on Sept. 3 2023",
            expect![[
                r#"visits:Word:visit between:Word:between 2024-11-01:Quoted:2024-11-01 and:Word:and 2025-01-31:Quoted:2025-01-31 or:Word:or on:Word:on 2023-09-03:Quoted:2023-09-03"#
            ]],
        );
        let t = tokenize("since March 4, 2024.");
        assert_eq!(t[1].raw, "March 4, 2024");
        assert_eq!(date_of(&t[1]).as_deref(), Some("2024-03-04"));
        // Not dates: no year, a day out of range, a modal "may", a count of things.
        check(
            "3 March, 32 may 2024, 5 mayors 2024",
            expect!["3:Number:3 march:Word:march ,:Punct:, 32:Number:32 may:Word:may 2024:Number:2024 ,:Punct:, 5:Number:5 mayors:Word:mayor 2024:Number:2024"],
        );
    }

    #[test]
    fn a_written_date_is_one_literal() {
        check(
            "orders between 2009-01-01 and 2010-1-5 before '1989-04-24 23:51:54' at 2018-03-17 07:13:53",
            expect![[
                r#"orders:Word:order between:Word:between 2009-01-01:Quoted:2009-01-01 and:Word:and 2010-1-5:Quoted:2010-1-5 before:Word:befor 1989-04-24 23:51:54:Quoted:1989-04-24 23:51:54 at:Word:at 2018-03-17 07:13:53:Quoted:2018-03-17 07:13:53"#
            ]],
        );
        // Not a date: a code, a range of years, a number with a sign.
        check(
            "ACCT-2009-01-01 2009-2010 -5",
            expect!["acct:Word:acct 2009:Number:2009 01:Number:01 01:Number:01 2009:Number:2009 2010:Number:2010 -5:Number:-5"],
        );
        assert!(is_date_literal("1989-04-24 23:51:54") && is_date_literal(" 2021-06-30 "));
        assert!(!is_date_literal("2021-06") && !is_date_literal("2021-06-30x"));
        // The words of a quoted date are its numbers.
        assert_eq!(words("'2021-06-30'"), ["2021", "06", "30"]);
    }

    #[test]
    fn tokenizes_chinese_and_mixed() {
        let toks = tokenize("广州市有多少个楼盘?");
        assert!(
            toks.iter().any(|t| t.norm == "广州市" || t.norm == "广州"),
            "{toks:?}"
        );
        assert!(toks
            .iter()
            .all(|t| "广州市有多少个楼盘?"[t.start..t.end] == t.raw));
    }

    #[test]
    fn a_date_unit_stays_with_its_number() {
        let toks = tokenize("2022年恒昌控股的营业收入");
        let words: Vec<&str> = toks.iter().map(|t| t.raw.as_str()).collect();
        assert_eq!(&words[..2], ["2022", "年"], "{words:?}");
        assert!(toks
            .iter()
            .all(|t| "2022年恒昌控股的营业收入"[t.start..t.end] == t.raw));
    }

    #[test]
    fn splits_identifiers() {
        assert_eq!(identifier_words("stu_fname"), ["stu", "fname"]);
        assert_eq!(identifier_words("HireDate"), ["hire", "date"]);
        assert_eq!(identifier_words("FTE_AY"), ["fte", "ay"]);
        assert_eq!(identifier_words("IDNumber"), ["id", "number"]);
        assert_eq!(identifier_words("price2019"), ["price", "2019"]);
    }

    #[test]
    fn value_keys_ignore_spacing_and_segmentation() {
        assert_eq!(value_key("Agile  Binjiang-Garden"), "agile binjiang garden");
        assert_eq!(value_key("O'Brien"), "o'brien");
        assert_eq!(value_key("广州市 从化区"), "广州市从化区");
        assert_eq!(join_key(&["广州", "市", "x"]), "广州市 x");
    }

    #[test]
    fn normalizes_accents_and_width() {
        assert_eq!(normalize("Ｃafé ÅNGSTRÖM"), "cafe angstrom");
        assert_eq!(char_offset("é a", 3), 2);
    }
}
