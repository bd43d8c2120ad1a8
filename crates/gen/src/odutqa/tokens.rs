//! The tokens a record's `Slots` (BIO tags) are aligned with.
//!
//! English: a token is a run of letters and digits (an apostrophe or hyphen between two of them
//! stays inside, as in "Jing'an" or "Debt-to-Asset"; a period stays inside only between digits,
//! as in "3.5"); every other visible character is a token of its own; spaces separate.
//! Chinese: every Chinese character and every punctuation mark is a token; runs of ASCII letters
//! and digits ("2021") are one token. This matches the paper's per-character Chinese tags.

use super::Lang;

/// A token with its byte span in the query.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Token {
    pub text: String,
    pub start: usize,
    pub end: usize,
}

fn is_word_char(c: char) -> bool {
    c.is_alphanumeric() && !super::is_wide_char(c)
}

/// Splits a query into the tokens its BIO tags refer to (see the module doc).
///
/// ```
/// use clarisql_gen::odutqa::{tokenize_query, Lang};
/// assert_eq!(tokenize_query("Is Jing'an green?", Lang::En), ["Is", "Jing'an", "green", "?"]);
/// assert_eq!(tokenize_query("2021年从化区", Lang::Zh), ["2021", "年", "从", "化", "区"]);
/// ```
pub fn tokenize_query(text: &str, lang: Lang) -> Vec<String> {
    token_spans(text, lang)
        .into_iter()
        .map(|t| t.text)
        .collect()
}

/// Tokens with byte offsets. The language only matters for documentation: the rules above
/// already treat Chinese characters one by one wherever they occur.
pub fn token_spans(text: &str, _lang: Lang) -> Vec<Token> {
    let chars: Vec<(usize, char)> = text.char_indices().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let (start, c) = chars[i];
        if c.is_whitespace() {
            i += 1;
            continue;
        }
        if is_word_char(c) {
            let mut j = i + 1;
            while j < chars.len() {
                let d = chars[j].1;
                if is_word_char(d) {
                    j += 1;
                    continue;
                }
                let prev = chars[j - 1].1;
                let next = chars.get(j + 1).map(|x| x.1);
                let joins = match d {
                    '\'' | '-' => next.is_some_and(is_word_char),
                    '.' => prev.is_ascii_digit() && next.is_some_and(|n| n.is_ascii_digit()),
                    _ => false,
                };
                if joins {
                    j += 2;
                } else {
                    break;
                }
            }
            let end = chars.get(j).map(|x| x.0).unwrap_or(text.len());
            out.push(Token {
                text: text[start..end].to_string(),
                start,
                end,
            });
            i = j;
            continue;
        }
        let end = start + c.len_utf8();
        out.push(Token {
            text: text[start..end].to_string(),
            start,
            end,
        });
        i += 1;
    }
    out
}

/// A slot's byte span in the query and its type (`city`, `community`, …).
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct SlotSpan {
    pub start: usize,
    pub end: usize,
    pub slot: &'static str,
}

/// BIO tags for the tokens of `text`, or the token that straddles a slot boundary (a template
/// bug: a slot must start and end on token boundaries).
pub(crate) fn bio_tags(
    text: &str,
    lang: Lang,
    slots: &[SlotSpan],
) -> Result<(Vec<String>, Vec<String>), String> {
    let tokens = token_spans(text, lang);
    let mut tags = Vec::with_capacity(tokens.len());
    for t in &tokens {
        let inside = slots.iter().find(|s| t.start < s.end && s.start < t.end);
        match inside {
            None => tags.push("O".to_string()),
            Some(s) if t.start >= s.start && t.end <= s.end => {
                let prefix = if t.start == s.start { "B" } else { "I" };
                tags.push(format!("{prefix}-{}", s.slot));
            }
            Some(s) => {
                return Err(format!(
                    "token '{}' crosses the boundary of slot '{}' in \"{text}\"",
                    t.text,
                    &text[s.start..s.end]
                ))
            }
        }
    }
    for s in slots {
        if !tokens.iter().any(|t| t.start == s.start) {
            return Err(format!(
                "slot '{}' does not start a token in \"{text}\"",
                &text[s.start..s.end]
            ));
        }
    }
    Ok((tokens.into_iter().map(|t| t.text).collect(), tags))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn english_tokens_keep_names_and_numbers_whole() {
        assert_eq!(
            tokenize_query("What was Xi'an's price, 3.5 or Co., Ltd.?", Lang::En),
            [
                "What", "was", "Xi'an's", "price", ",", "3.5", "or", "Co", ".", ",", "Ltd", ".",
                "?"
            ]
        );
        assert_eq!(
            tokenize_query("Debt-to-Asset ratio", Lang::En),
            ["Debt-to-Asset", "ratio"]
        );
    }

    #[test]
    fn chinese_tokens_are_characters() {
        assert_eq!(
            tokenize_query("广州市的绿化率？", Lang::Zh),
            ["广", "州", "市", "的", "绿", "化", "率", "？"]
        );
        assert_eq!(
            tokenize_query("2021年7月", Lang::Zh),
            ["2021", "年", "7", "月"]
        );
    }

    #[test]
    fn bio_tags_follow_slot_spans() {
        let text = "Price of Binjiang Garden in Guangzhou?";
        let b = text.find("Binjiang").unwrap();
        let g = text.find("Guangzhou").unwrap();
        let slots = [
            SlotSpan {
                start: b,
                end: b + "Binjiang Garden".len(),
                slot: "community",
            },
            SlotSpan {
                start: g,
                end: g + "Guangzhou".len(),
                slot: "city",
            },
        ];
        let (tokens, tags) = bio_tags(text, Lang::En, &slots).unwrap();
        assert_eq!(tokens.len(), tags.len());
        assert_eq!(
            tags,
            ["O", "O", "B-community", "I-community", "O", "B-city", "O"]
        );
        let bad = [SlotSpan {
            start: b,
            end: b + 3,
            slot: "community",
        }];
        assert!(bio_tags(text, Lang::En, &bad).is_err());
    }
}
