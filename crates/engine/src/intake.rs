//! Intake: what kind of input this is before any retrieval — empty or oversized text, SQL typed
//! where a question was expected, or small talk.

use clarisql_text::{Token, TokenKind};

/// Longest question accepted, in characters.
pub const MAX_QUESTION_CHARS: usize = 2_000;

#[derive(Debug, Clone, PartialEq)]
pub enum Intake {
    Question,
    Empty,
    TooLong(usize),
    /// The text is a SQL statement.
    Sql,
    /// Greetings, thanks, questions about the assistant.
    SmallTalk(SmallTalk),
}

#[derive(Debug, Clone, Copy, PartialEq)]
pub enum SmallTalk {
    Greeting,
    Thanks,
    Farewell,
    AboutAssistant,
    Other,
}

const SQL_KEYWORDS: &[&str] = &[
    "select", "with", "insert", "update", "delete", "drop", "create", "alter", "truncate",
    "replace", "pragma", "attach", "vacuum", "grant",
];

pub fn classify(text: &str, tokens: &[Token], grounded_words: usize) -> Intake {
    let trimmed = text.trim();
    if trimmed.is_empty() || tokens.iter().all(|t| t.kind == TokenKind::Punct) {
        return Intake::Empty;
    }
    let chars = trimmed.chars().count();
    if chars > MAX_QUESTION_CHARS {
        return Intake::TooLong(chars);
    }
    let first = trimmed
        .split_whitespace()
        .next()
        .unwrap_or("")
        .to_ascii_lowercase();
    if SQL_KEYWORDS.contains(&first.as_str())
        && sqlparser::parser::Parser::parse_sql(&sqlparser::dialect::GenericDialect {}, trimmed)
            .is_ok()
    {
        return Intake::Sql;
    }
    if grounded_words == 0 {
        if let Some(kind) = small_talk(tokens) {
            return Intake::SmallTalk(kind);
        }
    }
    // Words the lake happens to hold ("Good" as a surname, "name" as a column) do not make a
    // greeting or a question put to the assistant a question about the data.
    if let Some(kind) = conversational(tokens) {
        return Intake::SmallTalk(kind);
    }
    Intake::Question
}

/// Words of greetings, thanks, apologies and acknowledgements, and the function words that
/// join them: an utterance made only of these ("Good morning!", "No, that's fine.", "Sorry, my
/// mistake") says nothing about the data, whatever the lake holds.
const FORMULA_WORDS: &[&str] = &[
    "hi",
    "hello",
    "hey",
    "greetings",
    "good",
    "morning",
    "afternoon",
    "evening",
    "night",
    "day",
    "thanks",
    "thank",
    "thx",
    "you",
    "so",
    "much",
    "very",
    "a",
    "lot",
    "again",
    "bye",
    "goodbye",
    "see",
    "later",
    "ok",
    "okay",
    "cool",
    "great",
    "nice",
    "awesome",
    "fine",
    "perfect",
    "sorry",
    "my",
    "mistake",
    "bad",
    "no",
    "yes",
    "yeah",
    "sure",
    "alright",
    "right",
    "that",
    "that's",
    "s",
    "it",
    "is",
    "all",
    "got",
    "understood",
    "excellent",
    "wonderful",
    "helpful",
    "there",
    "please",
    "oh",
    "well",
    "problem",
    "worries",
    "then",
    "now",
    "too",
    "and",
    "for",
    "the",
    "help",
    "你好",
    "您好",
    "嗨",
    "谢谢",
    "感谢",
    "多谢",
    "再见",
    "拜拜",
    "好的",
    "好",
    "没关系",
    "不好意思",
    "对不起",
    "抱歉",
    "哈哈",
    "早上好",
    "晚上好",
    "下午好",
    "了",
    "啊",
    "吧",
    "呀",
    "的",
    "你",
    "您",
    "非常",
    "很",
    "我",
    "错",
    "没问题",
];

/// Words that, after "you", ask the assistant for data ("can you show", "do you know") rather
/// than about itself, besides `text::is_request_verb`'s.
const AFTER_YOU_IN_REQUESTS: &[&str] = &[
    "count",
    "know",
    "have",
    "provide",
    "compute",
    "calculate",
    "display",
    "retrieve",
    "fetch",
    "look",
    "check",
    "help",
    "please",
    // "if you could list …", "would you mind showing …", "are you able to count …"
    "can",
    "could",
    "would",
    "will",
    "may",
    "might",
    "mind",
    "able",
];

/// Verbs of liking and disliking: "I love flying!" is a remark, not a question.
const AFFECT_VERBS: &[&str] = &["love", "like", "hate", "enjoy", "adore", "dislike"];

/// Small talk that shares words with the lake: an utterance made only of conversational
/// formulas, one put to the assistant ("What is your name?", "Do you like pilots?" — not "Can
/// you show …"), or a remark about the speaker's tastes.
pub(crate) fn conversational(tokens: &[Token]) -> Option<SmallTalk> {
    let words: Vec<&str> = tokens
        .iter()
        .filter(|t| t.is_word())
        .map(|t| t.norm.as_str())
        .collect();
    let (&first, rest) = words.split_first()?;
    if words.iter().all(|w| FORMULA_WORDS.contains(w)) {
        return small_talk(tokens).or(Some(SmallTalk::Other));
    }
    let chinese = tokens.iter().any(|t| t.kind == TokenKind::Cjk);
    if chinese {
        // 你/您 as the one asked about ("你叫什么名字"), not as the one asked to do something
        // ("你能列出…", "请你告诉我…").
        let asks = |i: usize| {
            words.get(i + 1).is_some_and(|n| {
                [
                    "能",
                    "可以",
                    "帮",
                    "帮我",
                    "帮忙",
                    "告诉",
                    "告诉我",
                    "知道",
                    "列出",
                    "显示",
                    "统计",
                    "算",
                    "找",
                    "看看",
                    "给",
                    "查",
                ]
                .contains(n)
            }) || i > 0 && words[i - 1] == "请"
        };
        let about = words
            .iter()
            .enumerate()
            .any(|(i, w)| matches!(*w, "你" | "您") && !asks(i));
        return about.then_some(SmallTalk::AboutAssistant);
    }
    let about = words.iter().enumerate().any(|(i, w)| match *w {
        "your" | "yourself" => true,
        "you" => {
            let asked_to = words.get(i + 1).is_some_and(|n| {
                clarisql_text::is_request_verb(n) || AFTER_YOU_IN_REQUESTS.contains(n)
            }) || i > 0
                && matches!(words[i - 1], "can" | "could" | "would" | "will" | "please");
            !asked_to
        }
        _ => false,
    });
    if about {
        return Some(SmallTalk::AboutAssistant);
    }
    let remark = first == "i"
        && rest.first().is_some_and(|v| AFFECT_VERBS.contains(v))
        && rest.get(1).is_none_or(|w| *w != "to")
        && !tokens.iter().any(|t| t.raw == "?");
    remark.then_some(SmallTalk::Other)
}

/// Small talk is recognised by its marker words when no word of the question is grounded in
/// the lake (a question about data always names something in it).
pub(crate) fn small_talk(tokens: &[Token]) -> Option<SmallTalk> {
    let words: Vec<&str> = tokens
        .iter()
        .filter(|t| t.is_word())
        .map(|t| t.norm.as_str())
        .collect();
    let has = |w: &[&str]| words.iter().any(|x| w.contains(x));
    if has(&[
        "thanks",
        "thank",
        "thx",
        "appreciate",
        "谢谢",
        "感谢",
        "多谢",
    ]) {
        return Some(SmallTalk::Thanks);
    }
    if has(&["bye", "goodbye", "再见", "拜拜"]) {
        return Some(SmallTalk::Farewell);
    }
    if has(&[
        "hi",
        "hello",
        "hey",
        "greetings",
        "morning",
        "evening",
        "你好",
        "您好",
        "嗨",
    ]) {
        return Some(SmallTalk::Greeting);
    }
    if has(&["you", "yourself", "your", "bot", "你", "你们"]) {
        return Some(SmallTalk::AboutAssistant);
    }
    if has(&[
        "joke", "weather", "lol", "ok", "okay", "cool", "great", "nice", "awesome", "哈哈", "好的",
    ]) {
        return Some(SmallTalk::Other);
    }
    None
}

/// A short, friendly reply that says what the assistant can do, in Chinese when the person
/// wrote Chinese.
pub fn reply(kind: SmallTalk, databases: &[String], chinese: bool) -> String {
    let shown: Vec<&str> = databases.iter().take(5).map(String::as_str).collect();
    let more = databases.len() > 5;
    if chinese {
        let topics = if shown.is_empty() {
            String::new()
        } else {
            format!(
                "我可以回答关于{}{}的问题。",
                shown.join("、"),
                if more { "等" } else { "" }
            )
        };
        return match kind {
            SmallTalk::Greeting => format!("您好！{topics}您想了解什么？"),
            SmallTalk::Thanks => "不客气！关于数据还有什么想问的，随时告诉我。".to_string(),
            SmallTalk::Farewell => "再见！有问题随时回来问我。".to_string(),
            SmallTalk::AboutAssistant => format!("我是 clarisql：我用经过检查、只读运行的 SQL 回答关于这些数据库的问题；问题可能有几种理解时，我会先问清楚。{topics}"),
            SmallTalk::Other => format!("我在这里回答关于数据的问题。{topics}"),
        };
    }
    let topics = if shown.is_empty() {
        String::new()
    } else {
        format!(
            " I can answer questions about {}{}.",
            shown.join(", "),
            if more { " and more" } else { "" }
        )
    };
    match kind {
        SmallTalk::Greeting => format!("Hello!{topics} What would you like to know?"),
        SmallTalk::Thanks => "You're welcome! Ask me anything else about the data.".to_string(),
        SmallTalk::Farewell => "Goodbye! Come back with more questions any time.".to_string(),
        SmallTalk::AboutAssistant => format!("I'm clarisql: I answer questions about the databases in this lake with SQL I check and run read-only, and I ask when a question could mean several things.{topics}"),
        SmallTalk::Other => format!("I'm here for questions about the data.{topics}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn talk(text: &str) -> Option<SmallTalk> {
        small_talk(&clarisql_text::tokenize(text))
    }

    #[test]
    fn a_request_put_to_the_assistant_is_no_small_talk() {
        let tokens = |t: &str| clarisql_text::tokenize(t);
        for request in [
            "Can you show the flight numbers?",
            "If you could, list the carriers.",
            "Would you mind counting the flights?",
            "Do you know how many flights leave TRL?",
        ] {
            assert_eq!(conversational(&tokens(request)), None, "{request}");
        }
        for remark in [
            "What is your name?",
            "Do you like flights?",
            "No, that's fine.",
            "OK, that's all for now.",
        ] {
            assert!(conversational(&tokens(remark)).is_some(), "{remark}");
        }
    }

    #[test]
    fn small_talk_markers_are_words_said_to_the_assistant_not_job_titles() {
        assert_eq!(talk("Thanks a lot!"), Some(SmallTalk::Thanks));
        assert_eq!(talk("Are you a bot?"), Some(SmallTalk::AboutAssistant));
        // A refused question about assistant professors is still a question.
        assert_eq!(
            talk("How many male and female assistant professors are there?"),
            None
        );
    }
}
