//! The simulated user's voice (ODUTQA's dynamic mode).

use super::{Lang, Prompt};
use crate::chat::Message;

/// What the paraphrase gets: the template answer ("The correct city is Beijing.") and the value
/// it must keep ("Beijing").
#[derive(Debug, Clone, PartialEq, Default)]
pub struct ParaphraseInput {
    pub lang: Lang,
    pub sentence: String,
    pub key_value: String,
}

/// Rewrites the simulated user's template answer in a freer, spoken style that still contains
/// the key value. The answer is plain text: read it with [`clean_paraphrase`], accept it only if
/// [`keeps_key_value`], and otherwise retry — with a different `seed` on the request and a
/// temperature above 0, or the cache returns the same text — then fall back to the template
/// (ODUTQA retries five times).
pub fn user_paraphrase(input: &ParaphraseInput) -> Prompt {
    let lang = input.lang;
    let system = lang.pick(
        "You reword a short reply so that it sounds like a real person typing in a chat: casual, \
         maybe with a filler word, an inverted order or a different construction. Keep the meaning exactly. \
         Output only the reworded reply, with no quotes, labels or notes.",
        "你把一句简短的回复改写成真人在聊天中随手打出的样子：口语化，可以加语气词、倒装或换一种句式。\
         意思必须完全不变。只输出改写后的回复，不要引号、标签或任何说明。",
    );
    let user = format!(
        "{}{}\n{}{}",
        lang.pick("Reply: ", "回复："),
        input.sentence.trim(),
        lang.pick(
            "It must contain exactly this text: ",
            "必须原样包含这段文字："
        ),
        input.key_value.trim(),
    );
    Prompt {
        id: "user_paraphrase",
        version: 1,
        lang,
        messages: vec![Message::system(system), Message::user(user)],
        schema: None,
    }
}

/// True when `reply` still contains `key_value` (case-insensitively).
pub fn keeps_key_value(reply: &str, key_value: &str) -> bool {
    let key = key_value.trim().to_lowercase();
    !key.is_empty() && reply.to_lowercase().contains(&key)
}

/// The reply without what models wrap around it: a label ("Reworded:"), surrounding quotes,
/// and any lines after the first non-empty one.
pub fn clean_paraphrase(text: &str) -> String {
    let first_line = text
        .lines()
        .map(str::trim)
        .find(|line| !line.is_empty())
        .unwrap_or("");
    let mut line = first_line;
    for label in [
        "reworded reply:",
        "reworded:",
        "reply:",
        "rewritten:",
        "改写后的回复：",
        "改写：",
        "回复：",
    ] {
        // Byte-wise comparison on a checked slice: lowercasing can change byte lengths.
        if let Some(rest) = line
            .get(label.len()..)
            .filter(|_| line[..label.len()].eq_ignore_ascii_case(label))
        {
            line = rest.trim_start();
            break;
        }
    }
    let quotes: &[(char, char)] = &[
        ('"', '"'),
        ('\'', '\''),
        ('“', '”'),
        ('「', '」'),
        ('‘', '’'),
    ];
    for (open, close) in quotes {
        if line.chars().count() >= 2 && line.starts_with(*open) && line.ends_with(*close) {
            line = &line[open.len_utf8()..line.len() - close.len_utf8()];
            break;
        }
    }
    line.trim().to_string()
}
