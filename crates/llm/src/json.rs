//! A tolerant reader for JSON that models write in free text.
//!
//! Servers that cannot constrain output, and small models even when asked nicely, wrap JSON in
//! prose, code fences or `<think>` blocks, and leave trailing commas, comments, Python literals,
//! single quotes or raw newlines in strings. This module finds the first JSON object or array
//! that parses (after repair) and says precisely why when none does.

use crate::error::{excerpt, tail_excerpt};
use crate::LlmError;
use serde::de::DeserializeOwned;
use serde_json::Value;

/// How many bracket positions to try before giving up: bounds the work on long prose.
const MAX_CANDIDATES: usize = 32;
const EXCERPT_CHARS: usize = 160;

/// JSON found in a model's text.
#[derive(Debug, Clone, PartialEq)]
pub struct ExtractedJson {
    pub value: Value,
    /// True when the text needed repair (fences and prose around it do not count).
    pub repaired: bool,
}

/// Finds the first JSON object or array in `text` that parses, repairing common slips.
///
/// ```
/// use clarisql_llm::json::extract_json;
/// let found = extract_json("Sure! ```json\n{\"sql\": \"SELECT 1\",}\n```").unwrap();
/// assert_eq!(found.value["sql"], "SELECT 1");
/// assert!(found.repaired);
/// ```
pub fn extract_json(text: &str) -> Result<ExtractedJson, LlmError> {
    let visible = strip_reasoning(text);
    let region = fenced_block(&visible).unwrap_or(&visible);

    let mut first_failure: Option<LlmError> = None;
    let starts = region
        .char_indices()
        .filter(|(_, c)| *c == '{' || *c == '[')
        .map(|(i, _)| i);
    for start in starts.take(MAX_CANDIDATES) {
        let rest = &region[start..];
        let Some(candidate) = balanced_prefix(rest) else {
            // Every later bracket lies inside this unclosed value: parsing one of them would
            // return a fragment of a cut-off answer as if it were the answer.
            return Err(LlmError::TruncatedJson {
                finish_reason: "stop".into(),
                excerpt: tail_excerpt(region, EXCERPT_CHARS),
            });
        };
        match parse_candidate(candidate) {
            Ok(found) => return Ok(found),
            Err(message) => {
                first_failure.get_or_insert(LlmError::InvalidJson {
                    message,
                    excerpt: excerpt(candidate, EXCERPT_CHARS),
                });
            }
        }
    }
    Err(first_failure.unwrap_or_else(|| LlmError::NoJson {
        excerpt: excerpt(text, EXCERPT_CHARS),
    }))
}

/// Extracts JSON from `text` and deserializes it into `T`.
pub fn parse_as<T: DeserializeOwned>(text: &str) -> Result<T, LlmError> {
    let found = extract_json(text)?;
    let shown = found.value.to_string();
    serde_json::from_value(found.value).map_err(|err| LlmError::SchemaMismatch {
        message: err.to_string(),
        excerpt: excerpt(&shown, EXCERPT_CHARS),
    })
}

/// True when `text` reads like a model declining the task rather than failing at it.
pub fn looks_like_refusal(text: &str) -> bool {
    let head: String = text
        .trim_start()
        .chars()
        .take(80)
        .collect::<String>()
        .to_lowercase();
    const OPENINGS: &[&str] = &[
        "i'm sorry",
        "i am sorry",
        "sorry, i",
        "i cannot",
        "i can't",
        "i can not",
        "i won't",
        "i am unable",
        "i'm unable",
        "as an ai",
        "抱歉",
        "对不起",
        "我无法",
        "我不能",
        "很抱歉",
    ];
    OPENINGS.iter().any(|opening| head.starts_with(opening))
}

/// Drops `<think>…</think>` blocks that reasoning models put before the answer. An unclosed
/// block means the answer never came: everything after `<think>` is dropped.
fn strip_reasoning(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(open) = rest.find("<think>") {
        out.push_str(&rest[..open]);
        match rest[open..].find("</think>") {
            Some(close) => rest = &rest[open + close + "</think>".len()..],
            None => return out,
        }
    }
    out.push_str(rest);
    out
}

/// The inside of the first ``` fence that holds a bracket; an unclosed fence runs to the end
/// (the answer was cut off inside it).
fn fenced_block(text: &str) -> Option<&str> {
    let mut rest = text;
    while let Some(open) = rest.find("```") {
        let after = &rest[open + 3..];
        // Skip the info string (`json`, `JSON`, …) up to the end of the line.
        let body_start = after.find('\n').map(|i| i + 1).unwrap_or(after.len());
        let body = &after[body_start..];
        let (inside, next) = match body.find("```") {
            Some(close) => (&body[..close], &body[close + 3..]),
            None => (body, ""),
        };
        if inside.contains('{') || inside.contains('[') {
            return Some(inside);
        }
        rest = next;
    }
    None
}

/// The shortest prefix of `text` (which starts with a bracket) whose brackets balance,
/// skipping brackets inside strings; `None` when the text ends first.
fn balanced_prefix(text: &str) -> Option<&str> {
    let mut depth = 0usize;
    let mut quote: Option<char> = None;
    let mut escaped = false;
    // The last character outside strings that was not whitespace: a single quote opens a string
    // only where a value or key may start, so the apostrophe in "don't" does not.
    let mut previous = ' ';
    for (i, c) in text.char_indices() {
        if let Some(q) = quote {
            if escaped {
                escaped = false;
            } else if c == '\\' {
                escaped = true;
            } else if c == q {
                quote = None;
                previous = c;
            }
            continue;
        }
        if !c.is_whitespace() {
            let before = previous;
            previous = c;
            if c == '\'' && !matches!(before, '{' | '[' | ',' | ':') {
                continue;
            }
        }
        match c {
            '"' | '\'' => quote = Some(c),
            '{' | '[' => depth += 1,
            '}' | ']' => {
                depth = depth.saturating_sub(1);
                if depth == 0 {
                    return Some(&text[..i + c.len_utf8()]);
                }
            }
            _ => {}
        }
    }
    None
}

fn parse_candidate(candidate: &str) -> Result<ExtractedJson, String> {
    match serde_json::from_str::<Value>(candidate) {
        Ok(value) => Ok(ExtractedJson {
            value,
            repaired: false,
        }),
        Err(first) => {
            let repaired = repair(candidate);
            serde_json::from_str::<Value>(&repaired)
                .map(|value| ExtractedJson {
                    value,
                    repaired: true,
                })
                .map_err(|_| first.to_string())
        }
    }
}

/// Rewrites the slips models make into JSON, outside and inside strings as appropriate:
/// trailing commas, `//` and `/* */` comments, Python's True/False/None, single-quoted strings,
/// raw control characters inside strings.
fn repair(candidate: &str) -> String {
    let chars: Vec<char> = candidate.chars().collect();
    let mut out = String::with_capacity(candidate.len() + 8);
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        match c {
            '"' | '\'' => i = copy_string(&chars, i, &mut out),
            '/' if chars.get(i + 1) == Some(&'/') => {
                while i < chars.len() && chars[i] != '\n' {
                    i += 1;
                }
            }
            '/' if chars.get(i + 1) == Some(&'*') => {
                i += 2;
                while i < chars.len() && !(chars[i] == '*' && chars.get(i + 1) == Some(&'/')) {
                    i += 1;
                }
                i += 2;
            }
            ',' => {
                // A comma followed (past whitespace) by a closing bracket is dropped.
                let next = chars[i + 1..].iter().find(|c| !c.is_whitespace());
                if !matches!(next, Some('}') | Some(']')) {
                    out.push(',');
                }
                i += 1;
            }
            c if c.is_ascii_alphabetic() => {
                let start = i;
                while i < chars.len() && (chars[i].is_ascii_alphanumeric() || chars[i] == '_') {
                    i += 1;
                }
                let word: String = chars[start..i].iter().collect();
                out.push_str(match word.as_str() {
                    "True" => "true",
                    "False" => "false",
                    "None" => "null",
                    _ => &word,
                });
            }
            _ => {
                out.push(c);
                i += 1;
            }
        }
    }
    out
}

/// Copies the string starting at `chars[start]` (quoted with `"` or `'`) as a valid JSON string;
/// returns the index after its closing quote.
fn copy_string(chars: &[char], start: usize, out: &mut String) -> usize {
    let quote = chars[start];
    out.push('"');
    let mut i = start + 1;
    while i < chars.len() {
        let c = chars[i];
        match c {
            '\\' => {
                match chars.get(i + 1) {
                    // JSON has no \' escape: an escaped single quote is just a quote.
                    Some('\'') => out.push('\''),
                    Some(next) => {
                        out.push('\\');
                        out.push(*next);
                    }
                    None => out.push_str("\\\\"),
                }
                i += 2;
                continue;
            }
            c if c == quote => {
                out.push('"');
                return i + 1;
            }
            '"' => out.push_str("\\\""),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
        i += 1;
    }
    out.push('"');
    i
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check(input: &str, expected: &str) {
        let found = extract_json(input).unwrap_or_else(|err| panic!("{input:?}: {err}"));
        let expected: Value = serde_json::from_str(expected).expect("test expectation is JSON");
        assert_eq!(found.value, expected, "input: {input:?}");
    }

    fn check_error(input: &str, expected_variant: &str) {
        let err = extract_json(input).expect_err("should fail");
        let variant = format!("{err:?}");
        assert!(
            variant.starts_with(expected_variant),
            "{input:?} gave {variant}"
        );
    }

    #[test]
    fn finds_and_repairs_json() {
        check(r#"{"a": 1}"#, r#"{"a": 1}"#);
        check(
            "Here you go:\n```json\n{\"a\": [1, 2,],}\n```\nHope it helps",
            r#"{"a": [1, 2]}"#,
        );
        check("```\n[1, 2]\n```", "[1, 2]");
        check("<think>maybe {\"a\": 0}</think>{\"a\": 1}", r#"{"a": 1}"#);
        check(
            "{'sql': 'SELECT * FROM t', 'ok': True, 'why': None}",
            r#"{"sql": "SELECT * FROM t", "ok": true, "why": null}"#,
        );
        check(
            "{\"sql\": \"SELECT a\nFROM t\"}",
            r#"{"sql": "SELECT a\nFROM t"}"#,
        );
        check(
            "{\"a\": 1, // the answer\n \"b\": /* two */ 2}",
            r#"{"a": 1, "b": 2}"#,
        );
        check(
            "The answer [see below]: {\"a\": \"x}y\"}",
            r#"{"a": "x}y"}"#,
        );
        check("{\"name\": \"O'Brien\"}", r#"{"name": "O'Brien"}"#);
        check("{'name': 'O\\'Brien'}", r#"{"name": "O'Brien"}"#);
        check("{\"q\": \"他说\\\"好\\\"\"}", r#"{"q": "他说\"好\""}"#);
        check("答案：{\"问题\": \"北京\"}", r#"{"问题": "北京"}"#);
        check("[I don't know] {\"a\": 1}", r#"{"a": 1}"#);
    }

    #[test]
    fn says_why_there_is_no_json() {
        check_error("I am not sure what you mean.", "NoJson");
        check_error("{\"sql\": \"SELECT * FROM t WHERE", "TruncatedJson");
        check_error("```json\n{\"a\": [1, 2", "TruncatedJson");
        check_error("{a: 1 2 3}", "InvalidJson");
        check_error("<think>{\"a\": 1}", "NoJson");
        // The complete inner object must not pass for the answer.
        check_error("{\"a\": {\"b\": 1}, \"c\": ", "TruncatedJson");
    }

    #[test]
    fn parse_as_reports_shape_mismatch() {
        #[derive(Debug, serde::Deserialize)]
        struct Answer {
            #[allow(dead_code)]
            sql: String,
        }
        let err = parse_as::<Answer>("{\"query\": \"SELECT 1\"}").expect_err("wrong shape");
        assert!(matches!(err, LlmError::SchemaMismatch { .. }), "{err:?}");
    }

    #[test]
    fn never_panics_on_odd_text() {
        const PIECES: &[&str] = &[
            "{",
            "}",
            "[",
            "]",
            "\"",
            "'",
            "\\",
            "```",
            "```json\n",
            "<think>",
            "</think>",
            ",",
            ":",
            "True",
            "//",
            "/*",
            "*/",
            "\n",
            "é",
            "北",
            "\u{212A}",
            "a",
            "1",
        ];
        let mut text = String::new();
        for a in PIECES {
            for b in PIECES {
                for c in PIECES {
                    text.clear();
                    text.push_str(a);
                    text.push_str(b);
                    text.push_str(c);
                    let _ = extract_json(&text);
                }
            }
        }
        // Longer random mixes, from a fixed-seed linear congruential generator.
        let mut state: u64 = 0x2545_F491_4F6C_DD1D;
        for _ in 0..20_000 {
            text.clear();
            for _ in 0..10 {
                state = state
                    .wrapping_mul(6_364_136_223_846_793_005)
                    .wrapping_add(1_442_695_040_888_963_407);
                text.push_str(PIECES[(state >> 33) as usize % PIECES.len()]);
            }
            let _ = extract_json(&text);
            let _ = looks_like_refusal(&text);
        }
    }

    #[test]
    fn recognises_refusals() {
        assert!(looks_like_refusal("I'm sorry, but I can't help with that."));
        assert!(looks_like_refusal("抱歉，我无法回答。"));
        assert!(!looks_like_refusal("SELECT name FROM t"));
    }
}
