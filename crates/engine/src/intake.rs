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
    /// SQL statements slipped in after a `;` ("'; DROP TABLE x; --"): an injection attempt,
    /// not a question; nothing is run.
    Injection,
    /// Keyboard mashing ("asdfgh") with no question in it.
    Nonsense,
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
    if injected_statement(trimmed) {
        return Intake::Injection;
    }
    if is_keyboard_mash(tokens) {
        return Intake::Nonsense;
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

/// Whether a later `;`-separated part of the text is a whole SQL statement ("1; UPDATE t SET
/// x = 1; --"): text closed early so that a statement runs after it.
fn injected_statement(text: &str) -> bool {
    text.split(';').skip(1).any(|part| {
        let part = part.trim();
        let first = part
            .split_whitespace()
            .next()
            .unwrap_or("")
            .to_ascii_lowercase();
        SQL_KEYWORDS.contains(&first.as_str())
            && sqlparser::parser::Parser::parse_sql(&sqlparser::dialect::GenericDialect {}, part)
                .is_ok()
    })
}

/// Whether the text holds a run of neighbouring keys ("asdfgh", "qwerty") and asks nothing:
/// hands on the keyboard, not a question.
fn is_keyboard_mash(tokens: &[Token]) -> bool {
    let words: Vec<&str> = tokens
        .iter()
        .filter(|t| t.is_word())
        .map(|t| t.norm.as_str())
        .collect();
    words.iter().any(|w| clarisql_text::is_keyboard_run(w))
        && !words.iter().take(2).any(|w| asking_word(w))
}

/// Words of greetings, thanks, apologies and acknowledgements, and the function words that
/// join them: an utterance made only of these ("Good morning!", "No, that's fine.", "Sorry, my
/// mistake") says nothing about the data, whatever the lake holds.
const FORMULA_WORDS: &[&str] = &[
    "hi",
    "hiya",
    "heya",
    "howdy",
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
    "fair",
    "enough",
    "i'm",
    "off",
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
    "useful",
    "was",
    "really",
    "super",
    "there",
    "please",
    "oh",
    "well",
    "problem",
    "worries",
    "then",
    "now",
    "too",
    "everything",
    "cheers",
    "ta",
    "brilliant",
    "lovely",
    // "got a min?", "have you got a sec?": asking for time, not data.
    "min",
    "minute",
    "sec",
    "second",
    "moment",
    // "Different question: …", "one more question:": a turn announced, not asked.
    "question",
    "different",
    "another",
    "separate",
    "new",
    "unrelated",
    "other",
    "topic",
    "subject",
    "change",
    "changing",
    "switching",
    "of",
    "quick",
    "more",
    "one",
    "and",
    "for",
    "the",
    "help",
    // "how's it going?", "how are things?", "how's everyone doing today?", "hope you're
    // well": asked to be polite, not about data.
    "how",
    "going",
    "things",
    "everyone",
    "everybody",
    "doing",
    "today",
    "hope",
    "you're",
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
    // "今天过得怎么样": how is your day.
    "今天",
    "过得",
    "怎么样",
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
    // "How much do you think we will sell?": an opinion asked about the data.
    "think",
    "reckon",
    "expect",
    "guess",
];

/// Pieces of writing people ask an assistant for, which no query answers.
const CREATIVE_PIECES: &[&str] = &[
    "poem", "poems", "joke", "jokes", "pun", "puns", "story", "stories", "song", "limerick",
    "haiku", "riddle",
];

/// Verbs of liking and disliking: "I love flying!" is a remark, not a question.
const AFFECT_VERBS: &[&str] = &["love", "like", "hate", "enjoy", "adore", "dislike"];

/// Words that open an exclamation ("Wow, …", "Ha, …", "Poor thing, …").
const INTERJECTIONS: &[&str] = &[
    "wow", "whoa", "ha", "haha", "hah", "hehe", "lol", "lmao", "aw", "aww", "yay", "ugh", "yikes",
    "damn", "geez", "jeez", "omg", "poor", "phew", "oops",
];

/// Interjections a spoken question may open with, without a comma ("ok so which …").
const SPOKEN_OPENERS: &[&str] = &[
    "ok", "okay", "so", "alright", "right", "well", "great", "cool", "nice", "perfect", "fine",
    "thanks", "oh", "hmm", "yes", "yeah", "sure", "good", "then", "now", "anyway",
];

/// What a speaker says of themselves when they ask or choose ("I want …", "I meant the
/// owners", "I'd like to see …", "I'll take the first"): a request, not a remark.
const ASKING_VERBS: &[&str] = &[
    "want",
    "wanted",
    "need",
    "needed",
    "mean",
    "meant",
    "like",
    "wonder",
    "wondered",
    "look",
    "looking",
    "interested",
    "ask",
    "asked",
    "asking",
    "prefer",
    "choose",
    "pick",
    "take",
    "go",
    "refer",
    "referred",
    "referring",
    "care",
    "wish",
    "would",
    "am",
    "was",
];

/// The pronoun a speaker names themselves with, alone or contracted ("I'll", "I'd").
fn first_person(word: &str) -> bool {
    matches!(
        word,
        "i" | "i'll" | "i'd" | "i'm" | "i've" | "we'll" | "we'd"
    )
}

/// A statement about the speaker, no question and no request: an exclamation ("Wow, 40 a
/// seat!") or something the speaker did, does or will do ("I hope she is better", "I'll avoid
/// that one"), as opposed to asking ("I want …", "I meant the owners").
fn is_remark(tokens: &[Token], words: &[&str]) -> bool {
    if tokens.iter().any(|t| t.raw == "?") {
        return false;
    }
    let Some(&first) = words.first() else {
        return false;
    };
    if asking_word(first) {
        return false;
    }
    // "Wow. Send her a card", "Ha! Which one won?": a later sentence that asks or orders.
    let later_asks = tokens.windows(2).any(|w| {
        w[0].kind == TokenKind::Punct
            && matches!(w[0].raw.as_str(), "." | "!" | ";")
            && w[1].is_word()
            && (asking_word(&w[1].norm) || clarisql_text::operation_word(&w[1].norm).is_some())
    });
    if later_asks {
        return false;
    }
    let mut speaker_verbs = words
        .iter()
        .enumerate()
        .filter(|(_, w)| first_person(w))
        .filter_map(|(i, _)| words.get(i + 1).map(|v| (*v, words.get(i + 2).copied())));
    let asks = speaker_verbs.clone().any(|(v, next)| {
        ASKING_VERBS.contains(&v)
            || (v == "never" || v == "just") && next.is_some_and(|n| ASKING_VERBS.contains(&n))
    });
    if asks {
        return false;
    }
    INTERJECTIONS.contains(&first) || speaker_verbs.next().is_some()
}

/// A word a question or a request opens with ("which", "how", "is", "list").
fn asking_word(word: &str) -> bool {
    clarisql_text::is_request_verb(word)
        || matches!(
            word,
            "what"
                | "which"
                | "who"
                | "whom"
                | "whose"
                | "where"
                | "when"
                | "how"
                | "why"
                | "is"
                | "are"
                | "was"
                | "were"
                | "do"
                | "does"
                | "did"
                | "can"
                | "could"
                | "will"
                | "would"
                | "has"
                | "have"
                | "and"
        )
}

/// The tokens after opening clauses made only of conversational formulas ("OK.", "Great,",
/// "Thanks!") when a question or request follows ("OK. Who owns it?"); else all of them
/// ("Thanks, that's what I needed" stays thanks).
pub(crate) fn after_formulas(tokens: &[Token]) -> &[Token] {
    let mut start = 0;
    let mut clause_start = 0;
    for (i, t) in tokens.iter().enumerate() {
        if t.kind == TokenKind::Punct {
            let clause = &tokens[clause_start..i];
            let formula = !clause.is_empty()
                && clause
                    .iter()
                    .all(|t| t.is_word() && FORMULA_WORDS.contains(&t.norm.as_str()));
            if !formula {
                break;
            }
            start = i + 1;
            clause_start = i + 1;
        }
    }
    // "ok so which one …", "thanks what about …": spoken openers run straight into the
    // question, with no comma. (Only interjections: "and which …" continues the dialogue.)
    if start == 0 {
        let openers = tokens
            .iter()
            .take_while(|t| t.is_word() && SPOKEN_OPENERS.contains(&t.norm.as_str()))
            .count();
        if openers > 0 && tokens.get(openers).is_some_and(|t| asking_word(&t.norm)) {
            start = openers;
        }
    }
    let rest = &tokens[start..];
    let asks = rest.iter().any(|t| t.raw == "?" || t.raw == "？")
        || rest
            .iter()
            .filter(|t| t.is_word())
            .take(2)
            .any(|t| asking_word(&t.norm) || clarisql_text::operation_word(&t.norm).is_some());
    if start > 0 && asks && rest.iter().any(|t| t.is_word()) {
        rest
    } else {
        tokens
    }
}

/// Whether opening formulas announce a question of its own ("different question:", "separate
/// q:", "new topic -", "changing the subject:"): what earlier turns left in play does not
/// carry over to it.
pub(crate) fn announces_new_question(opening: &[Token]) -> bool {
    let words: Vec<&str> = opening
        .iter()
        .filter(|t| t.is_word())
        .map(|t| t.norm.as_str())
        .collect();
    words.windows(2).any(|w| {
        matches!(
            w[0],
            "different" | "another" | "separate" | "new" | "unrelated" | "other"
        ) && matches!(w[1], "question" | "topic" | "subject" | "thing")
    }) || words
        .windows(2)
        .any(|w| matches!(w[0], "change" | "changing" | "switching") && w[1] != "question")
}

/// Whether the assistant is what the words are about ("What is your name?", "Are you a
/// bot?"), not the one asked to do something ("Can you send …", "Do you know how many …").
fn about_assistant(words: &[&str]) -> bool {
    words.iter().enumerate().any(|(i, w)| match *w {
        "your" | "yourself" => true,
        "you" => !asked_to_do(words, i) || asks_what_it_can_do(words, i),
        _ => false,
    })
}

/// "What can you (actually) do?", "what else can you do", "what sort of stuff can you tell
/// me?": the assistant asked what it is for, the verb with no object but the question word.
fn asks_what_it_can_do(words: &[&str], i: usize) -> bool {
    let rest: Vec<&str> = words[i + 1..]
        .iter()
        .copied()
        .filter(|w| !matches!(*w, "actually" | "really" | "even" | "exactly" | "else"))
        .collect();
    words[..i].contains(&"what")
        && matches!(
            rest.as_slice(),
            ["do"]
                | ["do", "here"]
                | ["do", "for", "me" | "us"]
                | ["help", "with"]
                | ["help", "me" | "us", "with"]
                | ["tell", "me" | "us"]
                | ["tell", "me" | "us", "about"]
                | ["answer"]
        )
}

/// Whether the words ask the assistant to do something ("Can you show me …").
pub(crate) fn asks_assistant_to_do(tokens: &[Token]) -> bool {
    let words: Vec<&str> = tokens
        .iter()
        .filter(|t| t.is_word())
        .map(|t| t.norm.as_str())
        .collect();
    words
        .iter()
        .enumerate()
        .any(|(i, w)| *w == "you" && asked_to_do(&words, i))
}

/// Whether the "you" at `i` is the one asked to do something ("can you show", "you list").
fn asked_to_do(words: &[&str], i: usize) -> bool {
    words
        .get(i + 1)
        .is_some_and(|n| clarisql_text::is_request_verb(n) || AFTER_YOU_IN_REQUESTS.contains(n))
        || i > 0 && matches!(words[i - 1], "can" | "could" | "would" | "will" | "please")
}

/// "how's everyone in the workshop today?", "how is everybody getting on": people asked
/// after, which no data answers, wherever they are.
fn asks_after_people(words: &[&str]) -> bool {
    words.iter().enumerate().any(|(i, w)| {
        matches!(*w, "how" | "how's")
            && words[i + 1..]
                .iter()
                .find(|n| !matches!(**n, "is" | "are" | "s" | "'s"))
                .is_some_and(|n| matches!(*n, "everyone" | "everybody" | "y'all"))
    })
}

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
    // ("and for 2025?": a number or a quoted name is something asked about, not a formula.)
    let content = tokens
        .iter()
        .any(|t| matches!(t.kind, TokenKind::Number | TokenKind::Quoted));
    if !content && words.iter().all(|w| FORMULA_WORDS.contains(w)) {
        return small_talk(tokens).or(Some(SmallTalk::Other));
    }
    if asks_after_people(&words) {
        return Some(SmallTalk::Greeting);
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
    if about_assistant(&words) {
        return Some(SmallTalk::AboutAssistant);
    }
    // "could you write me a little poem about my cat?", "tell me a pottery joke": a piece of
    // writing asked for, whatever it is about, is no question about the data.
    // ("nice one. go on, tell me a joke": the order may follow other words.)
    let piece = words.iter().any(|w| CREATIVE_PIECES.contains(w));
    let ordered = matches!(first, "tell" | "write")
        || words
            .windows(2)
            .any(|w| matches!(w[0], "tell" | "write") && matches!(w[1], "me" | "us" | "a" | "an"));
    if piece && (asks_assistant_to_do(tokens) || ordered) {
        return Some(SmallTalk::Other);
    }
    let likes = first == "i"
        && rest.first().is_some_and(|v| AFFECT_VERBS.contains(v))
        && rest.get(1).is_none_or(|w| *w != "to")
        && !tokens.iter().any(|t| t.raw == "?");
    (likes || is_remark(tokens, &words)).then_some(SmallTalk::Other)
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
    // "Great, book it for me", "wow. send her an email", "what's the weather tomorrow?": an
    // operation word beside the formulas asks for something done, which is refused for what
    // it asks (OutOfScope), not chatted with.
    let asks_operation = words.iter().any(|w| {
        !FORMULA_WORDS.contains(w)
            && clarisql_text::operation_word(w)
                .is_some_and(|op| !matches!(op, clarisql_text::Operation::Translate))
    });
    if asks_operation {
        return None;
    }
    if has(&[
        "thanks",
        "thank",
        "cheers",
        "ta",
        "thx",
        "appreciate",
        "谢谢",
        "感谢",
        "多谢",
    ]) {
        return Some(SmallTalk::Thanks);
    }
    // ("see you", "see ya", "I'm off": leaving.)
    let leaving = words
        .windows(2)
        .any(|w| matches!(w, ["see", "you"] | ["i'm", "off"]));
    if leaving || has(&["bye", "goodbye", "再见", "拜拜"]) {
        return Some(SmallTalk::Farewell);
    }
    if has(&[
        "hi",
        "hiya",
        "heya",
        "howdy",
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
    // "you" marks words to the assistant, unless it is asked to do what the data cannot ("Can
    // you send them a reminder?", "Do you think sales will grow?"): such a request is refused
    // for what it asks, not chatted with.
    let asked_beyond_data = words.iter().enumerate().any(|(i, w)| {
        *w == "you"
            && words.get(i + 1).is_some_and(|v| {
                clarisql_text::operation_word(v).is_some()
                    || matches!(*v, "think" | "reckon" | "expect" | "guess")
            })
    });
    if has(&["you", "yourself", "your", "bot", "你", "你们"]) && !asked_beyond_data {
        return Some(SmallTalk::AboutAssistant);
    }
    // "ok just show me how many people live in each of those": a request after the
    // interjection is a question whose words the lake did not know.
    let requests = words.iter().any(|w| clarisql_text::is_request_verb(w))
        || words
            .windows(2)
            .any(|w| matches!(w, ["how", "many" | "much"]));
    if !requests
        && has(&[
            "joke", "lol", "ok", "okay", "cool", "great", "nice", "awesome", "哈哈", "好的", "笑话",
        ])
    {
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
            "hey! what can you actually do?",
            "hello, how's it going?",
            "hey, got a min?",
            "have you got a sec?",
        ] {
            assert!(conversational(&tokens(remark)).is_some(), "{remark}");
        }
        assert_eq!(
            talk("ok just show me how many people live in each of those then"),
            None
        );
        for leaving in [
            "fair enough. right im off, see ya",
            "cya later!",
            "ok I'm off",
        ] {
            assert_eq!(
                conversational(&tokens(leaving)).and_then(|_| talk(leaving)),
                Some(SmallTalk::Farewell),
                "{leaving}"
            );
        }
        for about in [
            "What can you do for me?",
            "Hello! what sort of stuff can you actually tell me?",
            "what kind of questions can you answer?",
        ] {
            assert_eq!(
                conversational(&tokens(about)),
                Some(SmallTalk::AboutAssistant),
                "{about}"
            );
        }
        assert_eq!(
            conversational(&tokens("What can you show about kennels?")),
            None
        );
        for piece in [
            "could you write me a little poem about my cat?",
            "tell me a kennel joke then",
            "nice one. go on, tell me a joke about kennels",
        ] {
            assert_eq!(
                conversational(&tokens(piece)),
                Some(SmallTalk::Other),
                "{piece}"
            );
        }
    }

    #[test]
    fn injected_statements_and_keyboard_mashing_are_no_questions() {
        let classify_text = |t: &str| classify(t, &clarisql_text::tokenize(t), 1);
        for injected in [
            "'; DROP TABLE bookings; --",
            "1; UPDATE jobs SET paid_on = '2024-01-01'; --",
            "Smith'; DELETE FROM customers; --",
        ] {
            assert_eq!(classify_text(injected), Intake::Injection, "{injected}");
        }
        assert_eq!(
            classify_text("SELECT name FROM customers"),
            Intake::Sql,
            "a statement typed on its own is SQL to run read-only"
        );
        for question in [
            "which jobs are late; and which are paid?",
            "how many properties are in ward 3?",
            "who typed asdf into the notes?",
        ] {
            assert_eq!(classify_text(question), Intake::Question, "{question}");
        }
        assert_eq!(
            classify_text("chair chair green monkey ??? asdfgh"),
            Intake::Nonsense
        );
        for greeting in [
            "good morning!! how's everyone in the workshop today?",
            "brilliant ta",
        ] {
            assert!(
                matches!(classify_text(greeting), Intake::SmallTalk(_)),
                "{greeting}"
            );
        }
    }

    #[test]
    fn remarks_about_the_speaker_are_small_talk_and_requests_are_not() {
        let tokens = |t: &str| clarisql_text::tokenize(t);
        for remark in [
            "Wow, 60 a seat! I'd never pay that much lol",
            "Poor dog, I hope he is feeling better.",
            "Good to know, I'll skip that gallery on Sundays.",
        ] {
            assert_eq!(
                conversational(&tokens(remark)),
                Some(SmallTalk::Other),
                "{remark}"
            );
        }
        for request in [
            "I meant the owners.",
            "I'd like to see the kennels in Dunmore.",
            "I'll take the second one.",
            "Which gallery do you recommend?",
            "Only the open ones, but for both years.",
            "Wow. Email him a thank-you note.",
            "Ha! Which one won?",
        ] {
            assert_ne!(
                conversational(&tokens(request)),
                Some(SmallTalk::Other),
                "{request}"
            );
        }
    }

    #[test]
    fn an_opening_formula_is_not_the_question() {
        let tokens = clarisql_text::tokenize("OK. Who owns the heaviest one?");
        let rest = after_formulas(&tokens);
        assert_eq!(rest.first().map(|t| t.norm.as_str()), Some("who"));
        assert_eq!(
            talk("OK. Who owns the heaviest one?"),
            Some(SmallTalk::Other)
        );
        assert_eq!(small_talk(rest), None);
        // Spoken openers run into the question without a comma; "and" continues it.
        let tokens = clarisql_text::tokenize("ok so which kite flew the highest?");
        assert_eq!(
            after_formulas(&tokens).first().map(|t| t.norm.as_str()),
            Some("which")
        );
        let tokens = clarisql_text::tokenize("ok then what prices do kites go for");
        assert_eq!(
            after_formulas(&tokens).first().map(|t| t.norm.as_str()),
            Some("what")
        );
        let tokens = clarisql_text::tokenize("great, reserve the blue kite for me");
        assert_eq!(
            after_formulas(&tokens).first().map(|t| t.norm.as_str()),
            Some("reserve")
        );
        let tokens = clarisql_text::tokenize("different question: how long is the red kite?");
        assert_eq!(
            after_formulas(&tokens).first().map(|t| t.norm.as_str()),
            Some("how")
        );
        let tokens = clarisql_text::tokenize("and which kite flew the highest?");
        assert_eq!(after_formulas(&tokens).len(), tokens.len());
        // Nothing but formulas, or no question after them: all of it is the small talk.
        for text in [
            "Great, thanks!",
            "Thanks, that's exactly what I needed",
            "ok so",
        ] {
            let tokens = clarisql_text::tokenize(text);
            assert_eq!(after_formulas(&tokens).len(), tokens.len(), "{text}");
        }
    }

    #[test]
    fn a_chinese_greeting_with_how_is_your_day_is_small_talk() {
        let tokens = clarisql_text::tokenize;
        assert_eq!(
            conversational(&tokens("你好呀，今天过得怎么样？")),
            Some(SmallTalk::Greeting)
        );
        assert_eq!(conversational(&tokens("今天的订单怎么样？")), None);
    }

    #[test]
    fn asking_the_assistant_to_act_or_foresee_is_no_small_talk() {
        assert_eq!(talk("Can you send them a reminder about the fees?"), None);
        assert_eq!(
            talk("How much do you think we will earn next spring?"),
            None
        );
        // Formulas or an interjection before the request do not make it small talk.
        for request in [
            "great, reserve it for me for two nights",
            "wow. email him a thank-you note",
            "what's the weather like tomorrow?",
        ] {
            assert_eq!(talk(request), None, "{request}");
        }
        assert_eq!(talk("cheers, that's everything"), Some(SmallTalk::Thanks));
        assert_eq!(
            talk("Can you tell me about yourself?"),
            Some(SmallTalk::AboutAssistant)
        );
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
