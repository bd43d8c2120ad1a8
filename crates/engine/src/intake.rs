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
    Intake::Question
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
    if has(&["you", "yourself", "your", "assistant", "bot", "你", "你们"]) {
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
