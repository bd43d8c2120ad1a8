//! Chinese word segmentation (jieba), loaded lazily so English-only use pays nothing.

use crate::{normalize, Token, TokenKind};
use jieba_rs::Jieba;
use std::sync::OnceLock;

/// The frequency the lake's own words share (jieba's default dictionary totals about 6e7).
const LAKE_WORDS_WEIGHT: usize = 25_000_000;

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
        let is_verb = |w: &str| {
            let tags = self.jieba().tag(w, false);
            matches!(tags.as_slice(), [t] if t.tag == "v" || t.tag == "vd" || t.tag == "vi")
        };
        // ("付过", "送过": a verb with its aspect particle, cut as one word.)
        is_verb(word) || {
            let bare = without_aspect_particle(word);
            bare != word && is_verb(bare)
        }
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
            // A high frequency makes the whole name win over its pieces. Every word added also
            // adds to jieba's total, which every cut is weighed against: thousands of names at
            // a fixed frequency would make a large lake cut ordinary words differently from a
            // small one ("总资产" whole, "起始价各" as 起始 | 价各). So the lake's words together
            // weigh a fixed amount, each at most as much as a name of a small lake.
            let freq = (LAKE_WORDS_WEIGHT / self.extra_words.len().max(1)).clamp(100, 100_000);
            for w in &self.extra_words {
                jieba.add_word(w, Some(freq), None);
            }
            jieba
        })
    }

    /// Segments a run of text that contains Chinese; `base` is its byte offset in the question.
    pub(crate) fn cut_cjk(&self, text: &str, base: usize, out: &mut Vec<Token>) {
        let jieba = self.jieba();
        let mut pieces: Vec<(&str, usize)> = Vec::new();
        // A measure word guessed onto the start of the next noun's first character ("多少只雪貂"
        // -> 只雪 | 貂): the measure word alone, then the noun whole (雪貂).
        let mut cut = jieba
            .cut(text, true)
            .into_iter()
            .map(|t| (t.word, t.byte_start))
            .peekable();
        let mut regrouped: Vec<(&str, usize)> = Vec::new();
        let known = |x: &str| jieba.has_word(x) || crate::gloss::has_headword(x);
        while let Some((w, at)) = cut.next() {
            let split = crate::lexicon::after_measure_word(w)
                .filter(|_| w.chars().count() == 2 && !crate::gloss::has_headword(w))
                .zip(cut.peek().copied())
                .filter(|(rest, (next, next_at))| {
                    *next_at == at + w.len()
                        && known(&text[at + w.len() - rest.len()..next_at + next.len()])
                });
            match split {
                Some((rest, (next, next_at))) => {
                    let m = w.len() - rest.len();
                    regrouped.push((&w[..m], at));
                    regrouped.push((&text[at + m..next_at + next.len()], at + m));
                    cut.next();
                }
                None => regrouped.push((w, at)),
            }
        }
        for (word, byte_start) in regrouped {
            // "各有": each, then "have" ("每个镇各有多少个客户"; "各是" is a function word whole).
            if word == "各有" {
                let (each, have) = word.split_at('各'.len_utf8());
                pieces.push((each, byte_start));
                pieces.push((have, byte_start + each.len()));
                continue;
            }
            // jieba's HMM joins single characters it does not know ("楼面价是" -> 楼面 | 价是,
            // "帮我查一下" -> 帮 | 我查 | 一下, "起始价各是" -> 起始 | 价各 | 是): a copula,
            // particle or "each" ending such a word, or "I" or "and" (与) beginning it, is a word
            // of its own (not in words we know whole, "各是").
            // Split again after a split: "价各是" -> 价各 | 是 -> 价 | 各 | 是.
            let (mut w, mut at) = (word, byte_start);
            let mut tail: Vec<(&str, usize)> = Vec::new();
            loop {
                let guessed =
                    w.chars().count() > 1 && !jieba.has_word(w) && !crate::lexicon::is_stopword(w);
                if !guessed {
                    break;
                }
                match (w.chars().next(), w.char_indices().last()) {
                    (Some(c @ ('我' | '与')), _) => {
                        pieces.push((&w[..c.len_utf8()], at));
                        at += c.len_utf8();
                        w = &w[c.len_utf8()..];
                    }
                    (_, Some((i, '是' | '的' | '了' | '各'))) => {
                        tail.push((&w[i..], at + i));
                        w = &w[..i];
                    }
                    _ => break,
                }
            }
            pieces.push((w, at));
            pieces.extend(tail.into_iter().rev());
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

/// A Chinese word without the aspect particle jieba may leave on it ("付过" -> "付", "完成了"
/// -> "完成"); the word itself when it has none or is the particle alone.
pub fn without_aspect_particle(word: &str) -> &str {
    match word.char_indices().last() {
        Some((i, '过' | '了' | '着')) if i > 0 => &word[..i],
        _ => word,
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
    fn a_verb_keeps_being_a_verb_with_its_aspect_particle() {
        assert_eq!(without_aspect_particle("付过"), "付");
        assert_eq!(without_aspect_particle("完成了"), "完成");
        assert_eq!(without_aspect_particle("过"), "过");
        assert_eq!(without_aspect_particle("订单"), "订单");
        let seg = Segmenter::shared();
        assert!(seg.is_chinese_verb("付过") && seg.is_chinese_verb("付"));
        assert!(!seg.is_chinese_verb("订单过"));
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
    fn each_and_and_are_not_joined_to_the_characters_beside_them() {
        let toks = words("两者的起始价各是多少");
        assert!(toks.contains(&"各".to_string()), "{toks:?}");
        let toks = words("对比一下润泽商业管理有限公司与裕丰实业的风险等级");
        assert!(toks.contains(&"与".to_string()), "{toks:?}");
        let toks = words("每个镇各有多少个客户");
        assert!(toks.contains(&"各".to_string()), "{toks:?}");
    }

    #[test]
    fn a_measure_word_guessed_onto_a_noun_stands_alone() {
        let toks = words("我们一共接待过多少只雪貂");
        assert!(toks.contains(&"雪貂".to_string()), "{toks:?}");
    }

    #[test]
    fn a_large_lake_cuts_ordinary_words_as_a_small_one_does() {
        // Thousands of names (as a lake of 200 tables holds) must not tip jieba towards longer
        // words: "总资产" is cut as with jieba's dictionary alone.
        let names = (0..12_000).map(|i| format!("测试{i}号名称"));
        let large = Segmenter::with_words(names);
        let cut = |seg: &Segmenter, text: &str| -> Vec<String> {
            seg.tokenize(text).into_iter().map(|t| t.norm).collect()
        };
        let text = "该公司2020年的总资产是多少";
        assert_eq!(cut(&large, text), cut(Segmenter::shared(), text));
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
