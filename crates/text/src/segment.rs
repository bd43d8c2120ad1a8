//! Chinese word segmentation (jieba), loaded lazily so English-only use pays nothing.

use crate::{normalize, Token, TokenKind};
use jieba_rs::Jieba;
use std::sync::OnceLock;

/// A tokenizer whose Chinese dictionary can be extended with a lake's own names
/// (jieba's default dictionary splits place and project names into pieces).
pub struct Segmenter {
    extra_words: Vec<String>,
    jieba: OnceLock<Jieba>,
}

impl std::fmt::Debug for Segmenter {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Segmenter")
            .field("extra_words", &self.extra_words.len())
            .finish()
    }
}

impl Segmenter {
    /// A segmenter that also knows `words` (only Chinese words matter; others are ignored).
    pub fn with_words<I: IntoIterator<Item = String>>(words: I) -> Segmenter {
        let mut extra_words: Vec<String> = words
            .into_iter()
            .filter(|w| crate::has_cjk(w) && w.chars().count() <= 16)
            .collect();
        extra_words.sort();
        extra_words.dedup();
        Segmenter {
            extra_words,
            jieba: OnceLock::new(),
        }
    }

    /// The process-wide segmenter with jieba's default dictionary only.
    pub fn shared() -> &'static Segmenter {
        static SHARED: OnceLock<Segmenter> = OnceLock::new();
        SHARED.get_or_init(|| Segmenter::with_words(Vec::new()))
    }

    /// Whether jieba's dictionary tags `word` as a verb ("飞往", "参加", "位于"; not a verbal
    /// noun such as "活动"): a Chinese word that relates two named things rather than naming
    /// data. Looked up out of context, so only the dictionary's own tag counts.
    pub fn is_chinese_verb(&self, word: &str) -> bool {
        if !crate::has_cjk(word) {
            return false;
        }
        let tags = self.jieba().tag(word, false);
        matches!(tags.as_slice(), [t] if t.tag == "v" || t.tag == "vd" || t.tag == "vi")
    }

    fn jieba(&self) -> &Jieba {
        self.jieba.get_or_init(|| {
            let mut jieba = Jieba::new();
            for w in crate::lexicon::CHINESE_STRUCTURE_WORDS {
                jieba.add_word(w, Some(1_000_000), None);
            }
            for w in crate::lexicon::chinese_scale_range_words() {
                jieba.add_word(&w, Some(1_000_000), None);
            }
            for w in &self.extra_words {
                // A high frequency makes the whole name win over its pieces.
                jieba.add_word(w, Some(100_000), None);
            }
            jieba
        })
    }

    /// Segments a run of text that contains Chinese; `base` is its byte offset in the question.
    pub(crate) fn cut_cjk(&self, text: &str, base: usize, out: &mut Vec<Token>) {
        let jieba = self.jieba();
        let mut pieces: Vec<(&str, usize)> = Vec::new();
        for t in jieba.cut(text, true) {
            // jieba's HMM joins single characters it does not know ("楼面价是" -> 楼面 | 价是,
            // "帮我查一下" -> 帮 | 我查 | 一下): a copula or particle ending such a word, or "I"
            // beginning it, is a word of its own (not in words we know whole, "各是").
            let (w, at) = (t.word, t.byte_start);
            let guessed =
                w.chars().count() > 1 && !jieba.has_word(w) && !crate::lexicon::is_stopword(w);
            let split_at = match (w.chars().next(), w.char_indices().last()) {
                _ if !guessed => None,
                (Some('我'), _) => Some('我'.len_utf8()),
                (_, Some((i, '是' | '的' | '了'))) => Some(i),
                _ => None,
            };
            match split_at {
                Some(i) => {
                    pieces.push((&w[..i], at));
                    pieces.push((&w[i..], at + i));
                }
                None => pieces.push((w, at)),
            }
        }
        for (word, at) in pieces {
            if word.trim().is_empty() {
                continue;
            }
            let norm = normalize(word);
            let is_number = norm.chars().all(|c| c.is_ascii_digit() || c == '.');
            let kind = if crate::has_cjk(word) {
                TokenKind::Cjk
            } else if is_number {
                TokenKind::Number
            } else if word.chars().all(|c| !c.is_alphanumeric()) {
                if matches!(word, "，" | "。" | "？" | "；" | "、" | "," | "?") {
                    TokenKind::Punct
                } else {
                    continue;
                }
            } else {
                TokenKind::Word
            };
            let stem = if kind == TokenKind::Word {
                crate::stem(&norm)
            } else {
                norm.clone()
            };
            out.push(Token {
                raw: word.to_string(),
                norm,
                stem,
                start: base + at,
                end: base + at + word.len(),
                kind,
            });
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(text: &str) -> Vec<String> {
        Segmenter::shared()
            .tokenize(text)
            .into_iter()
            .map(|t| t.norm)
            .collect()
    }

    #[test]
    fn i_is_not_joined_to_the_verb_after_it() {
        let toks = words("帮我查一下");
        assert!(toks.contains(&"我".to_string()), "{toks:?}");
    }

    #[test]
    fn a_copula_is_not_joined_to_the_character_before_it() {
        let toks = words("楼面价是多少");
        assert!(toks.contains(&"是".to_string()), "{toks:?}");
        assert!(
            !toks.iter().any(|t| t.len() > 3 && t.ends_with('是')),
            "{toks:?}"
        );
    }

    #[test]
    fn extra_words_keep_names_whole() {
        let seg = Segmenter::with_words(["从化区".to_string(), "碧桂园凤凰城".to_string()]);
        let toks: Vec<String> = seg
            .tokenize("从化区碧桂园凤凰城的均价")
            .into_iter()
            .map(|t| t.norm)
            .collect();
        assert!(toks.contains(&"从化区".to_string()), "{toks:?}");
        assert!(toks.contains(&"碧桂园凤凰城".to_string()), "{toks:?}");
    }
}
