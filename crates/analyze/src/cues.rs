//! Cue phrases: the words that shape a question rather than name data ("how many", "more than",
//! "for each", "in descending order"), in English and Chinese. Matching is on normalised words;
//! the longest phrase wins.

use clarisql_sql::{Agg, CmpOp};
use clarisql_text::{Token, TokenKind};

#[derive(Debug, Clone, Copy, PartialEq)]
pub enum LikeKind {
    Contains,
    StartsWith,
    EndsWith,
}

/// What a cue phrase means for the query.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Cue {
    /// "how many", "number of", "count".
    Count,
    Agg(Agg),
    /// A comparison whose right side follows ("more than 5", "at least 3").
    Compare(CmpOp),
    Between,
    /// "most", "highest" (desc = true), "least", "lowest" (desc = false).
    Superlative {
        desc: bool,
    },
    /// "most common", "most often" (desc = true), "least frequent" (desc = false): the value
    /// or thing that occurs in the most (fewest) rows.
    Frequent {
        desc: bool,
    },
    /// "top" (followed by a number).
    Top,
    OrderBy,
    Direction {
        desc: bool,
    },
    /// "alphabetical order": ascending by the projected text column.
    Alphabetical,
    Each,
    Distinct,
    Not,
    And,
    Or,
    Both,
    Like(LikeKind),
    /// "than" — links a comparison to what follows ("than the average").
    Than,
    /// "every", "all".
    All,
    /// "the same as", "equal to".
    Equal,
    /// Words that only ask ("what", "list", "show me").
    Ask,
    /// "all information", "all details": every column.
    Star,
    /// "sort the results": the answer itself, which outranks a column named "result".
    Results,
}

/// (phrase, cue). Phrases are normalised words separated by spaces.
const ENGLISH: &[(&str, Cue)] = &[
    ("how many", Cue::Count),
    // "how many times was X booked": the events are counted; "times" names no table.
    ("how many times", Cue::Count),
    ("how often", Cue::Count),
    ("how much", Cue::Agg(Agg::Sum)),
    ("number of", Cue::Count),
    ("the number of", Cue::Count),
    ("total number of", Cue::Count),
    ("count of", Cue::Count),
    ("count the number of", Cue::Count),
    ("count the", Cue::Count),
    ("the total number of", Cue::Count),
    ("find the number of", Cue::Count),
    ("count", Cue::Count),
    ("counts", Cue::Count),
    ("average", Cue::Agg(Agg::Avg)),
    ("mean", Cue::Agg(Agg::Avg)),
    ("avg", Cue::Agg(Agg::Avg)),
    ("on average", Cue::Agg(Agg::Avg)),
    ("total", Cue::Agg(Agg::Sum)),
    ("sum of", Cue::Agg(Agg::Sum)),
    ("sum", Cue::Agg(Agg::Sum)),
    ("combined", Cue::Agg(Agg::Sum)),
    ("in total", Cue::Agg(Agg::Sum)),
    ("altogether", Cue::Agg(Agg::Sum)),
    ("add up", Cue::Agg(Agg::Sum)),
    ("sum up", Cue::Agg(Agg::Sum)),
    ("tot up", Cue::Agg(Agg::Sum)),
    ("maximum", Cue::Agg(Agg::Max)),
    ("max", Cue::Agg(Agg::Max)),
    ("minimum", Cue::Agg(Agg::Min)),
    ("min", Cue::Agg(Agg::Min)),
    ("more than", Cue::Compare(CmpOp::Gt)),
    ("greater than", Cue::Compare(CmpOp::Gt)),
    ("larger than", Cue::Compare(CmpOp::Gt)),
    ("bigger than", Cue::Compare(CmpOp::Gt)),
    ("higher than", Cue::Compare(CmpOp::Gt)),
    ("over", Cue::Compare(CmpOp::Gt)),
    ("above", Cue::Compare(CmpOp::Gt)),
    ("exceeding", Cue::Compare(CmpOp::Gt)),
    ("exceeds", Cue::Compare(CmpOp::Gt)),
    ("after", Cue::Compare(CmpOp::Gt)),
    ("later than", Cue::Compare(CmpOp::Gt)),
    ("since", Cue::Compare(CmpOp::Ge)),
    ("at least", Cue::Compare(CmpOp::Ge)),
    ("no less than", Cue::Compare(CmpOp::Ge)),
    ("not less than", Cue::Compare(CmpOp::Ge)),
    ("greater than or equal to", Cue::Compare(CmpOp::Ge)),
    ("more than or equal to", Cue::Compare(CmpOp::Ge)),
    ("larger than or equal to", Cue::Compare(CmpOp::Ge)),
    ("higher than or equal to", Cue::Compare(CmpOp::Ge)),
    ("or more", Cue::Compare(CmpOp::Ge)),
    ("or greater", Cue::Compare(CmpOp::Ge)),
    ("or older", Cue::Compare(CmpOp::Ge)),
    ("or above", Cue::Compare(CmpOp::Ge)),
    ("or higher", Cue::Compare(CmpOp::Ge)),
    ("or later", Cue::Compare(CmpOp::Ge)),
    ("on or after", Cue::Compare(CmpOp::Ge)),
    ("less than", Cue::Compare(CmpOp::Lt)),
    ("fewer than", Cue::Compare(CmpOp::Lt)),
    ("smaller than", Cue::Compare(CmpOp::Lt)),
    ("lower than", Cue::Compare(CmpOp::Lt)),
    ("under", Cue::Compare(CmpOp::Lt)),
    ("below", Cue::Compare(CmpOp::Lt)),
    ("before", Cue::Compare(CmpOp::Lt)),
    ("earlier than", Cue::Compare(CmpOp::Lt)),
    ("at most", Cue::Compare(CmpOp::Le)),
    ("no more than", Cue::Compare(CmpOp::Le)),
    ("not more than", Cue::Compare(CmpOp::Le)),
    ("up to", Cue::Compare(CmpOp::Le)),
    ("less than or equal to", Cue::Compare(CmpOp::Le)),
    ("smaller than or equal to", Cue::Compare(CmpOp::Le)),
    ("lower than or equal to", Cue::Compare(CmpOp::Le)),
    ("or less", Cue::Compare(CmpOp::Le)),
    ("or fewer", Cue::Compare(CmpOp::Le)),
    ("or younger", Cue::Compare(CmpOp::Le)),
    ("or below", Cue::Compare(CmpOp::Le)),
    ("or lower", Cue::Compare(CmpOp::Le)),
    ("or earlier", Cue::Compare(CmpOp::Le)),
    ("on or before", Cue::Compare(CmpOp::Le)),
    ("equal to", Cue::Equal),
    ("equals", Cue::Equal),
    ("exactly", Cue::Equal),
    ("between", Cue::Between),
    ("most common", Cue::Frequent { desc: true }),
    ("most commonly", Cue::Frequent { desc: true }),
    ("most frequent", Cue::Frequent { desc: true }),
    ("most frequently", Cue::Frequent { desc: true }),
    ("most often", Cue::Frequent { desc: true }),
    ("the most common", Cue::Frequent { desc: true }),
    ("the most frequent", Cue::Frequent { desc: true }),
    ("the most often", Cue::Frequent { desc: true }),
    ("least common", Cue::Frequent { desc: false }),
    ("least frequent", Cue::Frequent { desc: false }),
    ("least frequently", Cue::Frequent { desc: false }),
    ("least often", Cue::Frequent { desc: false }),
    ("the least common", Cue::Frequent { desc: false }),
    ("the least frequent", Cue::Frequent { desc: false }),
    ("most times", Cue::Frequent { desc: true }),
    ("the most times", Cue::Frequent { desc: true }),
    ("most number of times", Cue::Frequent { desc: true }),
    ("the most number of times", Cue::Frequent { desc: true }),
    ("largest number of times", Cue::Frequent { desc: true }),
    ("the largest number of times", Cue::Frequent { desc: true }),
    ("fewest times", Cue::Frequent { desc: false }),
    ("the fewest times", Cue::Frequent { desc: false }),
    ("least number of times", Cue::Frequent { desc: false }),
    ("the least number of times", Cue::Frequent { desc: false }),
    ("most", Cue::Superlative { desc: true }),
    ("the most", Cue::Superlative { desc: true }),
    ("highest", Cue::Superlative { desc: true }),
    ("largest", Cue::Superlative { desc: true }),
    ("biggest", Cue::Superlative { desc: true }),
    ("greatest", Cue::Superlative { desc: true }),
    ("maximal", Cue::Superlative { desc: true }),
    ("least", Cue::Superlative { desc: false }),
    ("the least", Cue::Superlative { desc: false }),
    ("lowest", Cue::Superlative { desc: false }),
    ("smallest", Cue::Superlative { desc: false }),
    ("fewest", Cue::Superlative { desc: false }),
    ("minimal", Cue::Superlative { desc: false }),
    ("top", Cue::Top),
    ("ordered by", Cue::OrderBy),
    ("order by", Cue::OrderBy),
    ("sorted by", Cue::OrderBy),
    ("sort by", Cue::OrderBy),
    ("ranked by", Cue::OrderBy),
    ("arranged by", Cue::OrderBy),
    ("in order of", Cue::OrderBy),
    ("in the order of", Cue::OrderBy),
    ("order of", Cue::OrderBy),
    ("descending", Cue::Direction { desc: true }),
    ("decreasing", Cue::Direction { desc: true }),
    ("descending order", Cue::Direction { desc: true }),
    ("in descending order", Cue::Direction { desc: true }),
    ("descending order of", Cue::Direction { desc: true }),
    ("in descending order of", Cue::Direction { desc: true }),
    ("decreasing order of", Cue::Direction { desc: true }),
    ("in decreasing order of", Cue::Direction { desc: true }),
    ("ascending order of", Cue::Direction { desc: false }),
    ("in ascending order of", Cue::Direction { desc: false }),
    ("increasing order of", Cue::Direction { desc: false }),
    ("in increasing order of", Cue::Direction { desc: false }),
    ("descending order by", Cue::Direction { desc: true }),
    ("ascending order by", Cue::Direction { desc: false }),
    ("in descending order by", Cue::Direction { desc: true }),
    ("in ascending order by", Cue::Direction { desc: false }),
    ("alphabetical order of", Cue::Alphabetical),
    ("in alphabetical order of", Cue::Alphabetical),
    ("alphabetically by", Cue::Alphabetical),
    ("ascending", Cue::Direction { desc: false }),
    ("increasing", Cue::Direction { desc: false }),
    ("ascending order", Cue::Direction { desc: false }),
    ("in ascending order", Cue::Direction { desc: false }),
    ("alphabetical order", Cue::Alphabetical),
    ("alphabetically", Cue::Alphabetical),
    ("in alphabetical order", Cue::Alphabetical),
    ("alphabetical", Cue::Alphabetical),
    // "in reverse alphabetical order": the direction, then the order.
    ("reverse", Cue::Direction { desc: true }),
    ("in reverse order", Cue::Direction { desc: true }),
    ("in reverse order of", Cue::Direction { desc: true }),
    ("reverse order of", Cue::Direction { desc: true }),
    ("for each", Cue::Each),
    ("for every", Cue::Each),
    ("for different", Cue::Each),
    ("for all the different", Cue::Each),
    ("each", Cue::Each),
    ("per", Cue::Each),
    ("of each", Cue::Each),
    ("in each", Cue::Each),
    ("by each", Cue::Each),
    ("for each of", Cue::Each),
    ("grouped by", Cue::Each),
    // "the intakes broken down by species", "break the walks down by type".
    ("broken down by", Cue::Each),
    ("broken out by", Cue::Each),
    ("breakdown by", Cue::Each),
    ("split by", Cue::Each),
    ("down by", Cue::Each),
    ("group by", Cue::Each),
    ("distinct", Cue::Distinct),
    ("different", Cue::Distinct),
    ("unique", Cue::Distinct),
    ("not", Cue::Not),
    ("no", Cue::Not),
    ("never", Cue::Not),
    // "varieties nobody has ordered": no one did, the rows are kept where nothing relates.
    ("nobody", Cue::Not),
    ("nobody's", Cue::Not),
    ("nobodys", Cue::Not),
    ("don't", Cue::Not),
    ("doesn't", Cue::Not),
    ("didn't", Cue::Not),
    ("isn't", Cue::Not),
    ("aren't", Cue::Not),
    ("wasn't", Cue::Not),
    ("weren't", Cue::Not),
    ("hasn't", Cue::Not),
    ("haven't", Cue::Not),
    ("hadn't", Cue::Not),
    ("won't", Cue::Not),
    ("can't", Cue::Not),
    ("cannot", Cue::Not),
    // The same typed without the apostrophe.
    ("dont", Cue::Not),
    ("doesnt", Cue::Not),
    ("didnt", Cue::Not),
    ("isnt", Cue::Not),
    ("arent", Cue::Not),
    ("wasnt", Cue::Not),
    ("werent", Cue::Not),
    ("hasnt", Cue::Not),
    ("havent", Cue::Not),
    ("hadnt", Cue::Not),
    ("other than", Cue::Not),
    ("except", Cue::Not),
    ("except for", Cue::Not),
    ("excluding", Cue::Not),
    // "leave out cancelled ones", "leaving out the refunds": without them.
    ("leave out", Cue::Not),
    ("leaving out", Cue::Not),
    // "total hours, not counting cancelled ones": without them.
    ("not counting", Cue::Not),
    ("without counting", Cue::Not),
    ("not including", Cue::Not),
    ("don't count", Cue::Not),
    ("dont count", Cue::Not),
    ("without", Cue::Not),
    ("and", Cue::And),
    // "registered to adopt but hasn't passed the check": both conditions hold.
    ("but", Cue::And),
    ("as well as", Cue::And),
    ("along with", Cue::And),
    ("together with", Cue::And),
    ("or", Cue::Or),
    ("either", Cue::Or),
    ("both", Cue::Both),
    // "the industries shared by companies in the USA and companies in China": common to both.
    ("shared by", Cue::Both),
    ("contain", Cue::Like(LikeKind::Contains)),
    ("contains", Cue::Like(LikeKind::Contains)),
    ("containing", Cue::Like(LikeKind::Contains)),
    ("includes", Cue::Like(LikeKind::Contains)),
    ("including", Cue::Like(LikeKind::Contains)),
    ("start with", Cue::Like(LikeKind::StartsWith)),
    ("starts with", Cue::Like(LikeKind::StartsWith)),
    ("starts from", Cue::Like(LikeKind::StartsWith)),
    ("start from", Cue::Like(LikeKind::StartsWith)),
    ("starting with", Cue::Like(LikeKind::StartsWith)),
    ("begin with", Cue::Like(LikeKind::StartsWith)),
    ("begins with", Cue::Like(LikeKind::StartsWith)),
    ("beginning with", Cue::Like(LikeKind::StartsWith)),
    ("end with", Cue::Like(LikeKind::EndsWith)),
    ("ends with", Cue::Like(LikeKind::EndsWith)),
    ("ending with", Cue::Like(LikeKind::EndsWith)),
    ("than", Cue::Than),
    ("all information", Cue::Star),
    ("all the information", Cue::Star),
    ("all info", Cue::Star),
    ("all details", Cue::Star),
    ("all the details", Cue::Star),
    ("all the info", Cue::Star),
    ("everything", Cue::Star),
    // Asking about one thing without naming what about it: all it has.
    ("tell me about", Cue::Star),
    ("tell us about", Cue::Star),
    ("what do we know about", Cue::Star),
    ("what do you know about", Cue::Star),
    ("every", Cue::All),
    ("all", Cue::All),
    ("what", Cue::Ask),
    ("what's", Cue::Ask),
    ("which", Cue::Ask),
    ("who", Cue::Ask),
    ("list", Cue::Ask),
    ("show", Cue::Ask),
    ("find", Cue::Ask),
    ("give", Cue::Ask),
    ("return", Cue::Ask),
    ("tell", Cue::Ask),
    ("display", Cue::Ask),
    ("get", Cue::Ask),
    ("report", Cue::Ask),
    ("break down", Cue::Ask),
    ("break", Cue::Ask),
    ("retrieve", Cue::Ask),
    ("provide", Cue::Ask),
    ("identify", Cue::Ask),
    ("compute", Cue::Ask),
    ("calculate", Cue::Ask),
    ("output", Cue::Ask),
    ("select", Cue::Ask),
    ("show me", Cue::Ask),
    ("tell me", Cue::Ask),
    ("give me", Cue::Ask),
    ("please", Cue::Ask),
];

const CHINESE: &[(&str, Cue)] = &[
    ("多少", Cue::Count),
    ("几", Cue::Count),
    ("数量", Cue::Count),
    ("个数", Cue::Count),
    ("平均", Cue::Agg(Agg::Avg)),
    ("均", Cue::Agg(Agg::Avg)),
    ("总", Cue::Agg(Agg::Sum)),
    ("总和", Cue::Agg(Agg::Sum)),
    ("合计", Cue::Agg(Agg::Sum)),
    ("总共", Cue::Agg(Agg::Sum)),
    ("最常见", Cue::Frequent { desc: true }),
    ("最常用", Cue::Frequent { desc: true }),
    ("最大", Cue::Superlative { desc: true }),
    ("最高", Cue::Superlative { desc: true }),
    ("最多", Cue::Superlative { desc: true }),
    ("最小", Cue::Superlative { desc: false }),
    ("最低", Cue::Superlative { desc: false }),
    ("最少", Cue::Superlative { desc: false }),
    // "最" before an adjective ("最 便宜"): the adjective says which way.
    ("最", Cue::Superlative { desc: true }),
    ("大于", Cue::Compare(CmpOp::Gt)),
    ("超过", Cue::Compare(CmpOp::Gt)),
    ("高于", Cue::Compare(CmpOp::Gt)),
    ("多于", Cue::Compare(CmpOp::Gt)),
    ("以上", Cue::Compare(CmpOp::Ge)),
    ("不少于", Cue::Compare(CmpOp::Ge)),
    ("至少", Cue::Compare(CmpOp::Ge)),
    ("小于", Cue::Compare(CmpOp::Lt)),
    ("低于", Cue::Compare(CmpOp::Lt)),
    ("少于", Cue::Compare(CmpOp::Lt)),
    ("以下", Cue::Compare(CmpOp::Le)),
    ("不超过", Cue::Compare(CmpOp::Le)),
    ("至多", Cue::Compare(CmpOp::Le)),
    ("之间", Cue::Between),
    ("每个", Cue::Each),
    ("每种", Cue::Each),
    ("每类", Cue::Each),
    ("每", Cue::Each),
    ("各", Cue::Each),
    ("各个", Cue::Each),
    ("排序", Cue::OrderBy),
    ("排列", Cue::OrderBy),
    ("降序", Cue::Direction { desc: true }),
    ("升序", Cue::Direction { desc: false }),
    ("前", Cue::Top),
    ("不同", Cue::Distinct),
    ("不", Cue::Not),
    ("不是", Cue::Not),
    ("没有", Cue::Not),
    // "never" and "not yet": 从来没(有) / 从没(有) / 从未, 还没(有) / 尚未, and a bare 没 before
    // a verb ("没付", "没修完").
    ("从来没有", Cue::Not),
    ("从来没", Cue::Not),
    ("从没有", Cue::Not),
    ("从没", Cue::Not),
    ("从未", Cue::Not),
    ("还没有", Cue::Not),
    ("还没", Cue::Not),
    ("尚未", Cue::Not),
    ("并没有", Cue::Not),
    ("没", Cue::Not),
    ("除了", Cue::Not),
    ("和", Cue::And),
    ("与", Cue::And),
    ("及", Cue::And),
    ("以及", Cue::And),
    ("或", Cue::Or),
    ("或者", Cue::Or),
    ("包含", Cue::Like(LikeKind::Contains)),
    ("所有", Cue::All),
    ("全体", Cue::All),
    ("全部", Cue::All),
    ("哪些", Cue::Ask),
    ("哪个", Cue::Ask),
    ("哪家", Cue::Ask),
    ("哪位", Cue::Ask),
    ("哪一位", Cue::Ask),
    ("哪一个", Cue::Ask),
    ("哪种", Cue::Ask),
    ("谁", Cue::Ask),
    ("什么", Cue::Ask),
    ("列出", Cue::Ask),
    // "列一下日期和场地": list them.
    ("列", Cue::Ask),
    ("查询", Cue::Ask),
    ("显示", Cue::Ask),
    ("请问", Cue::Ask),
];

/// A single word that only asks ("list", "show", "列出"), wherever it stands.
pub fn is_ask_word(norm: &str) -> bool {
    ENGLISH
        .iter()
        .chain(CHINESE)
        .any(|(p, c)| *c == Cue::Ask && *p == norm)
}

/// A single English word that negates what follows ("not", "without", "isn't", "dont").
pub(crate) fn is_negation_word(norm: &str) -> bool {
    ENGLISH.iter().any(|(p, c)| *c == Cue::Not && *p == norm)
}

/// A cue found in a question: token range `[start, end)`.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct CueMatch {
    pub start: usize,
    pub end: usize,
    pub cue: Cue,
}

/// Spellings a cue phrase reads as one of its listed words: "alphabetic order",
/// "lexicographical order", "ordered by age descendingly".
fn cue_word(norm: &str) -> &str {
    match norm {
        "alphabetic" | "lexicographic" | "lexicographical" => "alphabetical",
        "lexicographically" => "alphabetically",
        "descendingly" => "descending",
        "ascendingly" => "ascending",
        "reversed" => "reverse",
        other => misspelt_cue(other).unwrap_or(other),
    }
}

/// A long cue word typed with one letter wrong, missing, extra or swapped ("avrage",
/// "bewteen", "higest"): people type fast, and these words carry the query's shape. Only the
/// first letter must be right, so a different word ("slowest" beside "lowest") stays itself.
fn misspelt_cue(norm: &str) -> Option<&'static str> {
    const LONG_CUE_WORDS: &[&str] = &[
        "average",
        "between",
        "maximum",
        "minimum",
        "highest",
        "greatest",
        "smallest",
        "biggest",
        "largest",
        "excluding",
        "including",
        "descending",
        "ascending",
        "alphabetical",
        "alphabetically",
    ];
    if norm.len() < 6 || !norm.is_ascii() {
        return None;
    }
    LONG_CUE_WORDS.iter().copied().find(|&w| {
        w != norm && w.as_bytes()[0] == norm.as_bytes()[0] && strsim::osa_distance(w, norm) <= 1
    })
}

/// A range between the two ends of a scale ("from high to low", "from the oldest to the most
/// recent", "A to Z", "从大到小") orders by that scale, the end named first coming first. Returns
/// the end of the tokens it spans and whether it runs downwards.
fn scale_range(tokens: &[Token], start: usize) -> Option<(usize, bool)> {
    let norm = |k: usize| tokens.get(k).map(|t| cue_word(&t.norm));
    if tokens[start].kind == TokenKind::Cjk {
        return clarisql_text::chinese_scale_range(&tokens[start].norm).map(|d| (start + 1, d));
    }
    let mut k = start + usize::from(norm(start) == Some("from"));
    // One end of the range, skipping "the" and a "most" that only makes it superlative.
    let end_at = |k: &mut usize| -> Option<&str> {
        if norm(*k) == Some("the") {
            *k += 1;
        }
        if norm(*k) == Some("most")
            && norm(*k + 1).is_some_and(|w| {
                clarisql_text::scale_end(w).is_some() || clarisql_text::is_old_word(w)
            })
        {
            *k += 1;
        }
        let w = norm(*k)?;
        *k += 1;
        Some(w)
    };
    let first = end_at(&mut k)?;
    // "largest first", "the oldest first": one end named as what comes first, closing the
    // clause.
    let closes = |k: usize| {
        tokens
            .get(k)
            .is_none_or(|t| t.kind == TokenKind::Punct || t.norm == "please")
    };
    if norm(k) == Some("first") && closes(k + 1) {
        // ("busiest first": an adjective that ranks by what is counted or measured; which end
        // is "best" depends on the measure.)
        let desc = clarisql_text::scale_end(first)
            .or(clarisql_text::is_old_word(first).then_some(true))
            .or(clarisql_text::degree_adjective(first)
                .filter(|_| !matches!(first, "best" | "worst")))?;
        return Some((k + 1, desc));
    }
    if norm(k) != Some("to") {
        return None;
    }
    k += 1;
    let second = end_at(&mut k)?;
    let (a, b) = (
        clarisql_text::scale_end(first),
        clarisql_text::scale_end(second),
    );
    let desc = match (a, b) {
        (Some(a), Some(b)) if a != b => a,
        (None, Some(b)) if clarisql_text::is_old_word(first) => !b,
        (Some(a), None) if clarisql_text::is_old_word(second) => a,
        _ => return None,
    };
    Some((k, desc))
}

/// Verbs that arrange the answer ("sort the results"). Not "show" or "list": "show the results
/// of all exams" asks for data named so.
const RESULT_VERBS: &[&str] = &[
    "sort", "sorted", "order", "ordered", "arrange", "arranged", "rank", "ranked",
];

fn phrases() -> &'static [(Vec<String>, Cue)] {
    static P: std::sync::OnceLock<Vec<(Vec<String>, Cue)>> = std::sync::OnceLock::new();
    P.get_or_init(|| {
        let mut v: Vec<(Vec<String>, Cue)> = ENGLISH
            .iter()
            .chain(CHINESE)
            .map(|(p, c)| (p.split(' ').map(str::to_string).collect(), *c))
            .collect();
        // "sort the results by age", "order the result in …": the results are the answer being
        // asked for, not a column named so; "… by" is the order it is asked in.
        for verb in RESULT_VERBS {
            for object in ["the result", "the results", "the result set", "results"] {
                let words: Vec<String> = format!("{verb} {object}")
                    .split(' ')
                    .map(str::to_string)
                    .collect();
                let mut by = words.clone();
                by.push("by".to_string());
                v.push((words, Cue::Results));
                v.push((by, Cue::OrderBy));
            }
        }
        // Longest first so the first match at a position is the longest.
        v.sort_by_key(|b| std::cmp::Reverse(b.0.len()));
        v
    })
}

/// Every cue occurrence, longest match per start position, non-overlapping left to right.
pub fn find_cues(tokens: &[Token]) -> Vec<CueMatch> {
    let mut out = Vec::new();
    let mut i = 0;
    // The adjective that closes a Chinese comparison opened by 比 (below).
    let mut comparison_end: Option<usize> = None;
    while i < tokens.len() {
        if tokens[i].kind == TokenKind::Quoted {
            i += 1;
            continue;
        }
        let mut matched = scale_range(tokens, i).map(|(end, desc)| CueMatch {
            start: i,
            end,
            cue: Cue::Direction { desc },
        });
        // "时薪比平均时薪高": A 比 B 高 is A > B, the side compared with between 比 and the
        // adjective, as "高于" puts it after; the adjective only closes the comparison.
        if comparison_end == Some(i) {
            matched = Some(CueMatch {
                start: i,
                end: i + 1,
                cue: Cue::Ask,
            });
        } else if matched.is_none() && tokens[i].norm == "比" {
            let closing = tokens[i + 1..]
                .iter()
                .take_while(|t| t.kind != TokenKind::Punct)
                .enumerate()
                .find_map(|(k, t)| chinese_comparative(&t.norm).map(|op| (i + 1 + k, op)));
            if let Some((j, op)) = closing {
                comparison_end = Some(j);
                matched = Some(CueMatch {
                    start: i,
                    end: i + 1,
                    cue: Cue::Compare(op),
                });
            }
        }
        for (words, cue) in phrases().iter().filter(|_| matched.is_none()) {
            let n = words.len();
            if i + n <= tokens.len()
                && words
                    .iter()
                    .zip(&tokens[i..i + n])
                    .all(|(w, t)| *w == cue_word(&t.norm) && t.kind != TokenKind::Quoted)
            {
                matched = Some(CueMatch {
                    start: i,
                    end: i + n,
                    cue: *cue,
                });
                break;
            }
        }
        // "break down the intakes by species": after a request to break rows down, "by"
        // names what they are split by.
        if matched.is_none()
            && tokens[i].norm == "by"
            && tokens[..i]
                .windows(2)
                .any(|w| matches!(w[0].norm.as_str(), "break" | "breakdown") && w[1].norm == "down")
        {
            matched = Some(CueMatch {
                start: i,
                end: i + 1,
                cue: Cue::Each,
            });
        }
        // "几宗土地": jieba writes the question word and its measure word as one.
        if matched.is_none()
            && tokens[i].kind == TokenKind::Cjk
            && clarisql_text::is_counting_word(&tokens[i].norm)
        {
            matched = Some(CueMatch {
                start: i,
                end: i + 1,
                cue: Cue::Count,
            });
        }
        // "the largest amount of courses": a superlative's "amount of" before a plural counts
        // the things, as "number of" does ("the amount of money" is the money itself).
        if matched.is_none()
            && tokens[i].norm == "amount"
            && tokens.get(i + 1).is_some_and(|t| t.norm == "of")
            && tokens.get(i + 2).is_some_and(|t| {
                t.kind == TokenKind::Word && t.norm.len() > 3 && t.norm.ends_with('s')
            })
            && i.checked_sub(1).is_some_and(|p| {
                matches!(
                    tokens[p].norm.as_str(),
                    "largest"
                        | "smallest"
                        | "highest"
                        | "lowest"
                        | "fewest"
                        | "least"
                        | "most"
                        | "greatest"
                )
            })
        {
            matched = Some(CueMatch {
                start: i,
                end: i + 2,
                cue: Cue::Count,
            });
        }
        // "the number and average age of students": "number" listed with an aggregate of the
        // same rows counts them, as "number of" would.
        if matched.is_none()
            && tokens[i].norm == "number"
            && i.checked_sub(1)
                .is_none_or(|p| matches!(tokens[p].norm.as_str(), "the" | "find" | "show"))
            && tokens.get(i + 1).is_some_and(|t| t.norm == "and")
            && tokens[i + 2..].iter().take(2).any(|t| {
                ENGLISH
                    .iter()
                    .any(|(w, c)| matches!(c, Cue::Agg(_)) && *w == t.norm)
            })
        {
            matched = Some(CueMatch {
                start: i,
                end: i + 1,
                cue: Cue::Count,
            });
        }
        // "the numbers of roller coasters for each status", "the numbers of different majors":
        // numbers, one per group or per kind, are counts; "the numbers of all flights" are
        // the flights' numbers.
        if matched.is_none()
            && tokens[i].norm == "numbers"
            && tokens.get(i + 1).is_some_and(|t| t.norm == "of")
            && tokens[i + 2..]
                .iter()
                .take_while(|t| t.kind != TokenKind::Punct)
                .any(|t| {
                    matches!(
                        t.norm.as_str(),
                        "each" | "every" | "per" | "different" | "distinct"
                    )
                })
        {
            matched = Some(CueMatch {
                start: i,
                end: i + 2,
                cue: Cue::Count,
            });
        }
        // "容积率是多少?" asks for the value; "多少个楼盘" counts. 多少/几 count only when
        // something follows them in the sentence, or after 有 ("行程有多少?": how many there are).
        let asks_value = matched.as_ref().is_some_and(|m| {
            m.cue == Cue::Count
                && matches!(tokens[m.start].norm.as_str(), "多少" | "几")
                && tokens.get(m.end).is_none_or(|t| t.kind == TokenKind::Punct)
                && (m.start == 0 || tokens[m.start - 1].norm != "有")
        });
        // "the phone number of …" names an attribute: "number of" after a noun (a word that is
        // neither a function word nor part of a cue) does not count.
        let compound_noun = matched.as_ref().is_some_and(|m| {
            m.cue == Cue::Count
                && matches!(tokens[m.start].norm.as_str(), "number" | "numbers")
                && m.start > 0
                && out.last().is_none_or(|c: &CueMatch| c.end < m.start)
                && tokens[m.start - 1].kind == TokenKind::Word
                && !tokens[m.start - 1].is_function_word()
        });
        // "from Hartford or younger than 40": "or" joins a comparison, it does not close one
        // ("40 or younger").
        let or_comparative = matched.as_ref().is_some_and(|m| {
            matches!(m.cue, Cue::Compare(_))
                && m.end - m.start == 2
                && tokens[m.start].norm == "or"
                && tokens.get(m.end).is_some_and(|t| t.norm == "than")
        });
        if or_comparative {
            matched = Some(CueMatch {
                start: i,
                end: i + 1,
                cue: Cue::Or,
            });
        }
        // "the aircraft with the maximum distance", "the stadium that has the minimum
        // capacity": a maximum held by one of the things picks that thing, as "the largest"
        // does.
        if let Some(m) = matched.as_mut() {
            if let Cue::Agg(func @ (Agg::Max | Agg::Min)) = m.cue {
                if held_by_the_thing(tokens, m.start) {
                    m.cue = Cue::Superlative {
                        desc: func == Agg::Max,
                    };
                }
            }
        }
        // "counties that do not contain any cities", "the range that contains the most
        // mountains": a quantity after "contain" relates things; it is no text to search for.
        let relates = matched.as_ref().is_some_and(|m| {
            m.cue == Cue::Like(LikeKind::Contains)
                && tokens.get(m.end).is_some_and(|t| {
                    matches!(
                        t.norm.as_str(),
                        "any" | "no" | "the" | "at" | "more" | "fewer"
                    )
                })
                && tokens
                    .get(m.end + 1)
                    .is_some_and(|t| !pattern_noun(&t.norm) && t.kind != TokenKind::Quoted)
        });
        match matched {
            Some(_) if compound_noun || relates => i += 1,
            Some(m) if !asks_value => {
                i = m.end;
                out.push(m);
            }
            Some(m) => i = m.end,
            None => i += 1,
        }
    }
    superlatives_listed_with_aggregates(tokens, &mut out);
    out
}

/// The comparison a Chinese adjective closes after 比: 高, 多, 贵 … are more, 低, 少,
/// 便宜 … less.
fn chinese_comparative(norm: &str) -> Option<CmpOp> {
    match norm {
        "高" | "多" | "大" | "贵" | "长" | "晚" | "重" | "久" | "更高" | "更多" | "更大"
        | "更贵" | "更长" => Some(CmpOp::Gt),
        "低" | "少" | "小" | "便宜" | "短" | "早" | "轻" | "更低" | "更少" | "更小" | "更便宜"
        | "更短" => Some(CmpOp::Lt),
        _ => None,
    }
}

/// Nouns that only introduce a pattern: "contains the word 'x'".
pub(crate) fn pattern_noun(norm: &str) -> bool {
    matches!(
        norm,
        "string"
            | "word"
            | "words"
            | "letter"
            | "letters"
            | "substring"
            | "phrase"
            | "character"
            | "characters"
            | "text"
            | "term"
    )
}

/// Whether the words before `at` are "with (the)" or "has/have/had the": a thing said to hold
/// what follows.
fn held_by_the_thing(tokens: &[Token], at: usize) -> bool {
    let norm = |k: usize| tokens[k].norm.as_str();
    match at {
        0 => false,
        _ if norm(at - 1) == "with" => true,
        1 => false,
        _ => norm(at - 1) == "the" && matches!(norm(at - 2), "with" | "has" | "have" | "had"),
    }
}

/// "the highest, lowest, and average cost": superlatives listed with an aggregate of the same
/// column are aggregates themselves (the maximum, the minimum).
fn superlatives_listed_with_aggregates(tokens: &[Token], cues: &mut [CueMatch]) {
    let joins = |a: usize, b: usize| {
        a <= b
            && tokens[a..b]
                .iter()
                .all(|t| matches!(t.norm.as_str(), "," | "and" | "the"))
    };
    for k in (0..cues.len()).rev() {
        let Cue::Superlative { desc } = cues[k].cue else {
            continue;
        };
        if cues[k].end - cues[k].start != 1 {
            continue;
        }
        let next = (k + 1..cues.len()).find(|&n| cues[n].cue != Cue::And);
        let listed = next.map(|n| &cues[n]).is_some_and(|n| {
            joins(cues[k].end, n.start)
                && tokens[cues[k].end..n.start]
                    .iter()
                    .any(|t| matches!(t.norm.as_str(), "," | "and"))
                && matches!(n.cue, Cue::Agg(_))
        });
        if listed {
            cues[k].cue = Cue::Agg(if desc { Agg::Max } else { Agg::Min });
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cues(q: &str) -> Vec<(String, Cue)> {
        let toks = clarisql_text::tokenize(q);
        find_cues(&toks)
            .into_iter()
            .map(|m| {
                (
                    toks[m.start..m.end]
                        .iter()
                        .map(|t| t.norm.as_str())
                        .collect::<Vec<_>>()
                        .join(" "),
                    m.cue,
                )
            })
            .collect()
    }

    #[test]
    fn superlatives_listed_with_an_aggregate_aggregate() {
        let found = cues("Tell me the highest, lowest, and average cost of procedures.");
        assert!(
            found.contains(&("highest".into(), Cue::Agg(Agg::Max))),
            "{found:?}"
        );
        assert!(
            found.contains(&("lowest".into(), Cue::Agg(Agg::Min))),
            "{found:?}"
        );
        // A superlative alone still ranks.
        let found = cues("Which procedure has the highest cost?");
        assert!(found
            .iter()
            .any(|(_, c)| *c == Cue::Superlative { desc: true }));
    }

    #[test]
    fn a_number_listed_with_an_aggregate_counts() {
        let counts = |q: &str| cues(q).iter().filter(|(_, c)| *c == Cue::Count).count();
        assert_eq!(counts("Find the number and average age of students."), 1);
        assert_eq!(counts("Show the room number and average age."), 0);
        assert_eq!(counts("Show the number and name of each room."), 0);
    }

    #[test]
    fn the_results_to_be_sorted_are_the_answer() {
        let found = cues("List the names and sort the results by age.");
        assert!(found.contains(&("sort the results by".into(), Cue::OrderBy)));
        let found = cues("Order the result in descending order.");
        assert!(found.contains(&("order the result".into(), Cue::Results)));
        // Results named as data are left to the schema.
        assert!(!cues("Show the results of all exams.")
            .iter()
            .any(|(w, _)| w.contains("results")));
    }

    #[test]
    fn number_of_after_a_noun_names_an_attribute() {
        let counts = |q: &str| cues(q).iter().filter(|(_, c)| *c == Cue::Count).count();
        assert_eq!(counts("What is the phone number of Ilse Varga?"), 0);
        assert_eq!(counts("Find number of students in each city."), 1);
        assert_eq!(counts("What is the number of students?"), 1);
        assert_eq!(counts("Show the names and number of flights."), 1);
    }

    #[test]
    fn a_superlatives_amount_of_things_counts_them() {
        let counts = |q: &str| cues(q).iter().filter(|(_, c)| *c == Cue::Count).count();
        assert_eq!(
            counts("Which school has the smallest amount of professors?"),
            1
        );
        assert_eq!(counts("the dorm with the fewest amount of amenities"), 1);
        // The amount of a mass noun is the thing itself; so is an amount with no superlative.
        assert_eq!(
            counts("ordered by the largest amount of money requested"),
            0
        );
        assert_eq!(counts("What is the total amount of products ordered?"), 0);
    }

    #[test]
    fn a_chinese_question_word_with_its_measure_word_counts() {
        let token = |w: &str| clarisql_text::Token {
            raw: w.into(),
            norm: w.into(),
            stem: w.into(),
            start: 0,
            end: w.len(),
            kind: TokenKind::Cjk,
        };
        // "成交了几宗土地", "有多少个小区"; "几何" (geometry) is no question word.
        for (word, counts) in [("几宗", true), ("多少个", true), ("几何", false)] {
            let found = find_cues(&[token(word), token("土地")]);
            assert_eq!(found.iter().any(|m| m.cue == Cue::Count), counts, "{word}");
        }
    }

    #[test]
    fn a_chinese_question_word_at_the_end_counts_only_after_there_is() {
        let counts = |q: &str| cues(q).iter().any(|(_, c)| *c == Cue::Count);
        assert!(!counts("面积是多少？"));
        assert!(counts("包裹有多少？"));
        assert!(counts("包裹一共有多少？"));
    }

    #[test]
    fn or_before_a_comparative_with_than_joins_conditions() {
        let c = cues("drivers from Hartford or younger than 40");
        assert!(c.contains(&("or".to_string(), Cue::Or)), "{c:?}");
        let c = cues("drivers aged 40 or younger");
        assert!(
            c.contains(&("or younger".to_string(), Cue::Compare(CmpOp::Le))),
            "{c:?}"
        );
    }

    #[test]
    fn a_range_between_the_ends_of_a_scale_gives_the_direction() {
        let direction = |q: &str| {
            cues(q).into_iter().find_map(|(_, c)| match c {
                Cue::Direction { desc } => Some(desc),
                _ => None,
            })
        };
        assert_eq!(direction("ordered by price from high to low"), Some(true));
        assert_eq!(
            direction("sorted from the oldest to the most recent"),
            Some(false)
        );
        assert_eq!(direction("people from oldest to youngest"), Some(true));
        assert_eq!(
            direction("each kiln and its firings, largest first"),
            Some(true)
        );
        assert_eq!(direction("the glazes, cheapest first."), Some(false));
        assert_eq!(direction("potters, the oldest first"), Some(true));
        assert_eq!(direction("firings per kiln, busiest first"), Some(true));
        assert_eq!(direction("kilns, quietest first"), Some(false));
        assert_eq!(direction("the largest first batch"), None);
        assert_eq!(direction("names from Z to A"), Some(true));
        assert_eq!(direction("按价格从大到小排列"), Some(true));
        assert_eq!(direction("按年份由早到晚排列"), Some(false));
        assert_eq!(direction("flights from Boston to Denver"), None);
        assert_eq!(direction("ordered by age descendingly"), Some(true));
        assert_eq!(
            cues("in alphabetic order").last().map(|(_, c)| *c),
            Some(Cue::Alphabetical)
        );
    }

    #[test]
    fn a_long_cue_word_with_one_typo_is_that_cue() {
        let found = cues("sales above avrage");
        assert!(
            found.contains(&("avrage".into(), Cue::Agg(Agg::Avg))),
            "{found:?}"
        );
        let found = cues("prices bewteen 5 and 9");
        assert!(
            found.contains(&("bewteen".into(), Cue::Between)),
            "{found:?}"
        );
        // Another word, not a typo: "slowest" is no "lowest".
        assert!(cues("the slowest lap").is_empty());
    }

    #[test]
    fn longest_phrases_win() {
        let c = cues("How many pilots are greater than or equal to 30 in descending order?");
        assert_eq!(c[0], ("how many".to_string(), Cue::Count));
        assert_eq!(
            c[1],
            (
                "greater than or equal to".to_string(),
                Cue::Compare(CmpOp::Ge)
            )
        );
        assert_eq!(
            c[2],
            (
                "in descending order".to_string(),
                Cue::Direction { desc: true }
            )
        );
        let c = cues("平均价格最高的楼盘");
        assert!(c.iter().any(|(_, cue)| *cue == Cue::Agg(Agg::Avg)), "{c:?}");
        assert!(
            c.iter()
                .any(|(_, cue)| *cue == Cue::Superlative { desc: true }),
            "{c:?}"
        );
    }
}
