//! Small, generic English (and some Chinese) word knowledge: function words, synonyms that schema
//! authors use interchangeably, common identifier abbreviations, number words, and the adjectives
//! that talk about a measurable property ("oldest" is about age).
//!
//! Nothing here names anything from a particular database: these are facts about the language.

/// Prepositions written in three words, "in terms of", "in charge of": (first, middle, last).
/// Their middle word is no noun of the question ("charge" is no price here).
const PHRASAL_PREPOSITIONS: &[(&str, &str, &str)] = &[
    ("in", "terms", "of"),
    ("in", "charge", "of"),
    ("on", "behalf", "of"),
    ("in", "front", "of"),
    ("in", "spite", "of"),
    ("by", "means", "of"),
];

/// Whether token `i` is the middle word of a preposition written in three words ("charge" in
/// "the staff in charge of the complaint").
pub fn inside_phrasal_preposition(tokens: &[crate::Token], i: usize) -> bool {
    let norm = |k: usize| tokens.get(k).map(|t| t.norm.as_str());
    i > 0
        && PHRASAL_PREPOSITIONS.iter().any(|&(a, m, b)| {
            norm(i) == Some(m) && norm(i - 1) == Some(a) && norm(i + 1) == Some(b)
        })
}

/// Function words that carry no schema meaning for retrieval.
/// Verbs that ask for output ("list", "show me", "tell me"): stopwords of a question, but words
/// like others in a reply that names an option ("list price").
pub fn is_request_verb(norm: &str) -> bool {
    matches!(
        norm,
        "list" | "show" | "give" | "find" | "return" | "tell" | "display" | "compare" | "get"
    )
}

pub fn is_stopword(norm: &str) -> bool {
    matches!(
        norm,
        "a" | "an"
            | "the"
            | "of"
            | "in"
            | "on"
            | "at"
            | "to"
            | "for"
            | "by"
            | "with"
            | "from"
            | "and"
            | "or"
            | "is"
            | "are"
            | "was"
            | "were"
            | "be"
            | "been"
            | "being"
            | "do"
            | "does"
            | "did"
            | "have"
            | "has"
            | "had"
            // "have we got", "how many got cancelled": an auxiliary of having or of a passive.
            | "got"
            | "gotten"
            | "what"
            | "which"
            | "who"
            | "whom"
            | "whose"
            | "where"
            | "when"
            | "how"
            | "many"
            | "much"
            | "that"
            | "this"
            | "these"
            | "those"
            | "there"
            | "their"
            | "its"
            | "it"
            | "they"
            | "them"
            | "he"
            | "she"
            | "his"
            | "her"
            | "we"
            | "our"
            | "us"
            | "you"
            | "your"
            | "i"
            | "i'd"
            | "i'm"
            | "i've"
            | "i'll"
            | "we'd"
            | "we've"
            | "we're"
            | "we'll"
            | "you've"
            | "you're"
            | "they've"
            | "they're"
            | "let's"
            // "I'd like to know", "what is it like": a request or a comparison, not data.
            | "like"
            | "me"
            | "my"
            | "all"
            | "each"
            | "every"
            | "up"
            | "off"
            | "any"
            | "some"
            | "please"
            | "pls"
            | "plz"
            | "can"
            | "could"
            | "would"
            | "will"
            | "should"
            | "as"
            | "than"
            | "also"
            | "both"
            | "either"
            | "not"
            | "no"
            | "only"
            | "just"
            | "so"
            | "if"
            | "into"
            | "about"
            | "across"
            | "among"
            | "amongst"
            | "within"
            | "via"
            | "through"
            | "throughout"
            | "during"
            | "along"
            | "upon"
            | "onto"
            | "whether"
            | "while"
            | "again"
            | "already"
            | "ever"
            // Emphasis that names nothing: "dishes we've never actually served".
            | "actually"
            | "really"
            | "truly"
            | "currently"
            // "not assigned to anyone yet", "whoever joined first": the rows are what count.
            | "now"
            | "yet"
            | "anyone"
            | "anybody"
            | "someone"
            | "somebody"
            | "whoever"
            | "respectively"
            | "corresponding"
            | "correspond"
            | "overall"
            | "altogether"
            | "together"
            // "delivered rather than picked up", "anything else", "basically": a speaker's
            // words of manner, which name nothing.
            | "rather"
            | "else"
            | "anyway"
            | "basically"
            | "literally"
            | "exist"
            | "exists"
            | "existing"
            | "available"
            | "there's"
            | "here"
            | "such"
            | "same"
            | "other"
            | "others"
            | "another"
            | "own"
            | "kind"
            | "sort"
            | "thank"
            | "s"
            | "'s"
            | "whi"
            | "?"
            | "的"
            | "是"
            | "了"
            | "在"
            | "有"
            | "和"
            | "与"
            | "及"
            | "多少"
            // Measure words after a number or 多少 ("多少个楼盘").
            | "个"
            | "套"
            | "位"
            | "条"
            | "种"
            | "件"
            | "次"
            | "哪些"
            | "什么"
            | "哪个"
            | "请"
            | "吗"
            | "呢"
            // Requests and asides around a Chinese question ("我想知道…", "对比一下…",
            // "…两者的容积率各是多少").
            | "我"
            | "我们"
            | "想"
            | "知道"
            | "想知道"
            | "告诉"
            | "一下"
            | "帮"
            | "帮忙"
            | "看看"
            | "查"
            | "对比"
            | "比较"
            | "两者"
            | "二者"
            | "分别"
            // "一共有多少": "altogether", as in English.
            | "一共"
            | "各自"
            | "各是"
            | "哪家"
            | "哪位"
            | "哪一位"
            | "哪一个"
            | "哪一家"
            | "哪种"
            | "谁"
            // "这家公司的…": a pointer back to the company just named.
            | "这家"
            | "该"
            // Pronouns point back to what the question named ("…是哪家公司？它2020年的…").
            | "它"
            | "它们"
            | "他们"
            // "…有什么变化": how a measure changed is its values side by side.
            | "变化"
            | "另外"
            | "还有"
            | "请问"
            | "麻烦"
            // Prepositions, adverbs and particles that only shape a Chinese sentence ("价格为200",
            // "酒店和胶囊房中", "每个机场都有…", "位于…的").
            | "为"
            | "中"
            | "里"
            | "当中"
            | "之中"
            | "其中"
            | "都"
            | "也"
            | "均"
            | "于"
            | "对"
            | "所"
            | "其"
            | "被"
            | "把"
            | "给"
            | "着"
            | "过"
            | "吧"
            | "啊"
            // "any", "ever", "now", "already", "still", as their English words are.
            | "任何"
            | "曾经"
            | "现在"
            | "目前"
            | "已经"
            | "还"
            // "按价格排序": the column after it is what orders.
            | "按"
            | "按照"
            | "根据"
            // More measure words ("多少家酒店", "三名学生").
            | "家"
            | "名"
            | "座"
            | "辆"
            | "本"
            | "只"
    ) || is_request_verb(norm)
}

/// Words (or their stems) by which a column names or titles the things of its table: the
/// column shown when a question asks "which X" without naming one ("name", "title", "名称").
pub fn is_name_word(norm: &str) -> bool {
    matches!(
        norm,
        "name" | "names" | "title" | "titles" | "titl" | "名称" | "名字" | "姓名" | "名" | "标题"
    )
}

/// How a yes/no column writes its answer: `Some(true)` for T, Y, yes, true (any case),
/// `Some(false)` for F, N, no, false, `None` for anything else.
pub fn yes_no_word(v: &str) -> Option<bool> {
    match v.trim().to_lowercase().as_str() {
        "t" | "y" | "yes" | "true" => Some(true),
        "f" | "n" | "no" | "false" => Some(false),
        _ => None,
    }
}

/// A word for a kind of thing (as written or stemmed): counting kinds counts different
/// values, and "card types" names them, not the cards.
pub fn is_kind_word(w: &str) -> bool {
    matches!(
        w,
        "type"
            | "types"
            | "kind"
            | "kinds"
            | "category"
            | "categories"
            | "categori"
            | "genre"
            | "genres"
            | "genr"
    )
}

/// Column words for part of a person's name, abbreviated or run together (`Fname`,
/// `lastname`, `surname`): the columns that name a person when no column is called "name".
/// Which part of a person's name a column holds, by its name.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NamePart {
    Given,
    Middle,
    Family,
}

/// The part of a person's name a column called `column_name` holds: `first_name`, `FirstName`,
/// `fname`, `forename` are given names; `middle_name`, `mname` middle ones; `last_name`,
/// `surname`, `lname`, `family_name` family names. `None` for any other column.
pub fn person_name_part(column_name: &str) -> Option<NamePart> {
    let compact = column_name.to_lowercase().replace(['_', ' ', '-'], "");
    if !compact.contains("name") {
        return None;
    }
    let has = |parts: &[&str]| parts.iter().any(|p| compact.contains(p));
    if has(&["first", "fname", "fore", "given"]) {
        Some(NamePart::Given)
    } else if has(&["last", "lname", "surname", "family"]) {
        Some(NamePart::Family)
    } else if has(&["middle", "mname"]) {
        Some(NamePart::Middle)
    } else {
        None
    }
}

pub fn is_person_name_part(norm: &str) -> bool {
    matches!(
        norm,
        "fname" | "lname" | "firstname" | "lastname" | "surname" | "forename" | "givenname"
    )
}

/// English prepositions that open a phrase after a noun or verb ("belong *to*", "live *in*").
pub fn is_preposition(norm: &str) -> bool {
    matches!(
        norm,
        "of" | "in" | "for" | "from" | "at" | "with" | "about" | "on" | "to" | "by" | "among"
    )
}

/// Words that point back to a thing already named ("这家公司", "该企业"): the noun after one
/// restates that thing.
pub fn is_pointer_word(norm: &str) -> bool {
    matches!(norm, "这家" | "该" | "此")
}

/// Nouns that ask for "the row" rather than an attribute ("the information", "each record").
pub fn is_filler_noun(norm: &str) -> bool {
    matches!(
        norm,
        "information"
            | "info"
            | "details"
            | "detail"
            | "data"
            | "record"
            | "records"
            | "list"
            | "everything"
            | "thing"
            | "things"
            | "result"
            | "results"
            | "one"
            | "ones"
    )
}

/// Words for a column of free text describing its row (`investor_details`, `summary`).
pub fn is_description_word(norm: &str) -> bool {
    matches!(
        norm,
        "details"
            | "detail"
            | "description"
            | "descriptions"
            | "summary"
            | "summaries"
            | "comment"
            | "comments"
            | "note"
            | "notes"
            | "remarks"
    )
}

/// Prepositions that put a thing in a place ("located in", "held at").
pub fn is_place_preposition(norm: &str) -> bool {
    matches!(norm, "in" | "on" | "at" | "near")
}

/// Verbs that introduce a thing's name ("the competition called X", "a member named Y").
pub fn is_naming_verb(norm: &str) -> bool {
    matches!(
        norm,
        "called" | "named" | "titled" | "entitled" | "labelled" | "labeled"
    )
}

/// Chinese endings that make a verb the one who does it ("竞得人" the winner, "开发商" the
/// developer, "出让方" the seller).
pub fn is_agent_suffix(norm: &str) -> bool {
    matches!(norm, "人" | "者" | "方" | "商")
}

/// Stopwords that are also ordinary words of data names ("list_price", "return_date",
/// "sort_key"): kept in identifiers, and in a question when they are not its opening command.
pub fn is_data_word(norm: &str) -> bool {
    matches!(
        norm,
        "list" | "return" | "returns" | "display" | "sort" | "kind" | "available" | "overall"
    )
}

/// Words that mostly shape a question ("how many", "in descending order") and only sometimes
/// name a column: weak evidence for retrieval.
pub fn is_question_cue(norm: &str) -> bool {
    matches!(
        norm,
        "count"
            | "counts"
            | "number"
            | "numbers"
            | "total"
            | "sum"
            | "average"
            | "mean"
            | "maximum"
            | "minimum"
            | "max"
            | "min"
            | "different"
            | "distinct"
            | "unique"
            | "order"
            | "ordered"
            | "sort"
            | "sorted"
            | "descending"
            | "ascending"
            | "alphabetical"
            | "alphabetically"
            | "top"
            | "most"
            | "least"
            | "highest"
            | "lowest"
            | "largest"
            | "smallest"
            | "greatest"
            | "fewest"
            | "more"
            | "less"
            | "fewer"
            | "greater"
            | "larger"
            | "smaller"
            | "higher"
            | "lower"
            | "above"
            | "below"
            | "between"
            | "respectively"
            | "including"
            | "named"
            | "called"
            | "result"
            | "results"
            | "record"
            | "records"
            | "information"
            | "info"
            | "details"
            | "detail"
            | "data"
    )
}

/// Chinese words that shape a question (counts, aggregates, comparisons, order, negation).
/// The segmenter keeps them apart from the nouns they modify ("平均价格" -> 平均 + 价格), so the
/// analyzer can read them.
pub const CHINESE_STRUCTURE_WORDS: &[&str] = &[
    "多少",
    "几",
    "数量",
    "个数",
    "平均",
    "总",
    "总和",
    "合计",
    "总共",
    "最大",
    "最高",
    "最多",
    "最小",
    "最低",
    "最少",
    "大于",
    "超过",
    "高于",
    "多于",
    "以上",
    "不少于",
    "至少",
    "小于",
    "低于",
    "少于",
    "以下",
    "不超过",
    "至多",
    "之间",
    "每个",
    "每",
    "各",
    "各个",
    "排序",
    "排列",
    "降序",
    "升序",
    "前",
    "不同",
    "不",
    "不是",
    "没有",
    "从来没有",
    "从来没",
    "从没有",
    "从没",
    "从未",
    "还没有",
    "还没",
    "尚未",
    "并没有",
    "除了",
    "和",
    "与",
    "及",
    "以及",
    "或",
    "或者",
    "包含",
    "所有",
    "全体",
    "全部",
    "哪些",
    "哪个",
    "什么",
    "列出",
    "查询",
    "显示",
    "请问",
];

/// Requests that are not questions about stored data: making a chart, predicting the future,
/// acting on the world, translating, or looking things up outside the data.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Operation {
    Chart,
    Forecast,
    Send,
    Write,
    Translate,
    Outside,
    /// Acting in the world on someone's behalf: booking, buying.
    Act,
}

impl Operation {
    /// Words of these operations are also nouns ("the email address", "a book"): they ask for
    /// the operation only in verb position.
    pub fn is_action(self) -> bool {
        matches!(self, Operation::Send | Operation::Write | Operation::Act)
    }

    /// How to say what it is, for explanations.
    pub fn describe(self) -> &'static str {
        match self {
            Operation::Chart => "drawing charts",
            Operation::Forecast => "forecasting values that are not in the data",
            Operation::Send => "sending messages",
            Operation::Write => "changing the data (clarisql only reads)",
            Operation::Translate => "translating text",
            Operation::Outside => "looking things up outside this data",
            Operation::Act => "booking or buying things",
        }
    }

    /// [`Operation::describe`] in Chinese.
    pub fn describe_zh(self) -> &'static str {
        match self {
            Operation::Chart => "画图表",
            Operation::Forecast => "预测数据中没有的值",
            Operation::Send => "发送消息",
            Operation::Write => "修改数据（clarisql 只读取数据）",
            Operation::Translate => "翻译文本",
            Operation::Outside => "在这些数据之外查找信息",
            Operation::Act => "预订或购买",
        }
    }
}

/// Whether a stem is what people call a unit of the work a business records ("how many jobs
/// did we do in May"): the index names the database's work tables so
/// (`clarisql_index::names::name_work_tables`).
pub fn is_work_word(stem: &str) -> bool {
    stem == "job"
}

/// The operation a word asks for, when it asks for one of those (EN and ZH).
/// Actions (send, write, act) are requests only as verbs; see [`Operation::is_action`].
pub fn operation_word(norm: &str) -> Option<Operation> {
    let op = match norm {
        "chart" | "charts" | "plot" | "plots" | "graph" | "graphs" | "visualize" | "visualise"
        | "visualization" | "diagram" | "histogram" | "pie" | "draw" | "sketch" | "dashboard"
        | "图" | "图表" | "画" | "绘制" | "可视化" | "饼图" | "柱状图" | "折线图" => {
            Operation::Chart
        }
        "forecast" | "forecasts" | "predict" | "predicts" | "prediction" | "predictions"
        | "projected" | "extrapolate" | "预测" | "预计" => Operation::Forecast,
        "send" | "email" | "e-mail" | "mail" | "notify" | "remind" | "text" | "call" | "tweet"
        | "post" | "发送" | "邮件" | "通知" | "提醒" => Operation::Send,
        "delete" | "remove" | "insert" | "update" | "modify" | "edit" | "drop" | "truncate"
        | "rename" | "cancel" | "mark" | "assign" | "enrol" | "enroll" | "schedule"
        | "reschedule" | "rebook" | "move" | "change" | "set" | "bill" | "删除" | "删掉"
        | "删去" | "移除" | "清除" | "修改" | "改成" | "改为" | "更新" | "插入" | "添加" => {
            Operation::Write
        }
        "translate" | "translation" | "翻译" => Operation::Translate,
        "book" | "reserve" | "buy" | "purchase" | "预订" | "预定" | "购买" | "订购" => {
            Operation::Act
        }
        "google" | "internet" | "web" | "website" | "online" | "wikipedia" | "ebay" | "amazon"
        | "weather" | "news" | "rain" | "raining" | "snow" | "snowing" | "sunny" | "搜索"
        | "上网" | "天气" | "新闻" | "下雨" => Operation::Outside,
        _ => return None,
    };
    Some(op)
}

/// Column-name words that a directional preposition before a value points to: "from Oslo" is
/// an origin, "to Bergen" a destination. Prefixes of four letters or more match as prefixes.
pub fn direction_words(preposition: &str) -> Option<&'static [&'static str]> {
    match preposition {
        "from" | "从" => Some(&[
            "origin",
            "source",
            "src",
            "from",
            "depart",
            "departure",
            "start",
            "sender",
            "leav",
        ]),
        "to" | "into" | "到" | "飞往" => Some(&[
            "destination",
            "dest",
            "dst",
            "to",
            "arriv",
            "arrival",
            "target",
            "receiv",
            "recipient",
        ]),
        _ => None,
    }
}

/// Whether an identifier (`origin_code`, `departure_airport`) says the direction of `words`
/// (from [`direction_words`]): one of its words is one of them, or begins with one of four
/// letters or more ("arriv" of `arrival`).
pub fn name_says_direction(identifier: &str, words: &[&str]) -> bool {
    crate::identifier_words(identifier).iter().any(|w| {
        words
            .iter()
            .any(|d| w == d || (d.len() >= 4 && w.starts_with(d)))
    })
}

/// The direction a verb of motion gives a place after it, with a preposition that says none or
/// with none at all ("arrive in Osaka", "landing at Tokyo" are destinations, "leaving Berlin" an
/// origin): the preposition it stands for.
pub fn motion_direction(verb: &str) -> Option<&'static str> {
    match verb {
        "arrive" | "arrives" | "arrived" | "arriving" | "land" | "lands" | "landed" | "landing"
        | "抵达" | "到达" => Some("to"),
        "depart" | "departs" | "departed" | "departing" | "leave" | "leaves" | "leaving"
        | "left" | "出发" | "起飞" => Some("from"),
        // Goods: what is sent leaves its origin, what is received reaches its destination.
        "send" | "sends" | "sent" | "sending" | "dispatch" | "dispatched" | "shipped" => {
            Some("from")
        }
        "receive" | "receives" | "received" | "receiving" => Some("to"),
        _ => None,
    }
}

/// English month names, January first.
pub const MONTH_NAMES: [&str; 12] = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
];

/// The month a word names (1–12): English names and their three-letter abbreviations, Chinese
/// "3月".
pub fn month_number(norm: &str) -> Option<u32> {
    if let Some(i) = MONTH_NAMES.iter().position(|name| {
        let name = name.to_lowercase();
        // ("sept": the one month people also shorten to four letters.)
        norm == name || norm == &name[..3] || (name == "september" && norm == "sept")
    }) {
        return Some(i as u32 + 1);
    }
    let n: u32 = norm.strip_suffix('月')?.parse().ok()?;
    (1..=12).contains(&n).then_some(n)
}

/// Words that point to the future (no stored data describes it).
pub fn future_word(norm: &str) -> bool {
    matches!(
        norm,
        "tomorrow"
            | "upcoming"
            | "future"
            | "明天"
            | "明年"
            | "未来"
            | "将来"
            | "下个月"
            | "下一年"
    )
}

/// The days of the week and the weekend ("next saturday", "next weekend").
pub fn is_day_of_week(norm: &str) -> bool {
    matches!(
        norm,
        "monday"
            | "tuesday"
            | "wednesday"
            | "thursday"
            | "friday"
            | "saturday"
            | "sunday"
            | "weekend"
    )
}

/// Units of time that follow "next" in a future reference ("next year").
pub fn is_time_unit(norm: &str) -> bool {
    matches!(
        norm,
        "year"
            | "years"
            | "month"
            | "months"
            | "week"
            | "weeks"
            | "quarter"
            | "quarters"
            | "season"
            | "day"
            | "days"
            | "decade"
            // "2022年10月", "3天": Chinese units after a number.
            | "年"
            | "月"
            | "日"
            | "天"
            | "周"
            | "季度"
    )
}

/// The words a column priced per unit of time is named with ("weekly_rate", "day_rate",
/// "price_per_night"), for a unit said in a question ("for a week", "by the hour").
pub fn period_words(unit: &str) -> &'static [&'static str] {
    match unit {
        "hour" | "hours" => &["hourly", "hour"],
        "day" | "days" => &["daily", "day"],
        "night" | "nights" => &["nightly", "night"],
        "week" | "weeks" => &["weekly", "week"],
        "month" | "months" => &["monthly", "month"],
        "year" | "years" => &["yearly", "annual", "year"],
        _ => &[],
    }
}

/// Umbrella nouns and the head words of the attributes they cover: "the size" of a person may be
/// the height or the weight (SQUAB's column ambiguity by a hypernym).
pub const UMBRELLA_NOUNS: &[(&str, &[&str])] = &[
    ("size", &["height", "width", "length", "depth", "weight"]),
    ("dimensions", &["height", "width", "length", "depth"]),
    (
        "location",
        &["city", "country", "state", "address", "region"],
    ),
    ("contact details", &["email", "phone", "fax"]),
    ("contact information", &["email", "phone", "fax"]),
];

/// The attribute head words an umbrella noun phrase covers (see `UMBRELLA_NOUNS`).
pub fn umbrella_members(phrase: &str) -> Option<&'static [&'static str]> {
    UMBRELLA_NOUNS
        .iter()
        .find(|(noun, _)| *noun == phrase)
        .map(|(_, members)| *members)
}

/// Kinds of things and the broader noun people also call them by: a manufacturer, an airline
/// or a publisher is a company. One way only: "companies" may mean a table of manufacturers,
/// "manufacturers" does not mean any company.
const HYPERNYMS: &[(&str, &[&str])] = &[
    (
        "company",
        &[
            "manufacturer",
            "maker",
            "producer",
            "supplier",
            "vendor",
            "publisher",
            "airline",
            "carrier",
            "distributor",
            "retailer",
            "operator",
            "broadcaster",
            "studio",
            "brand",
            "bank",
            "insurer",
        ],
    ),
    (
        "organization",
        &["company", "institution", "agency", "club", "association"],
    ),
];

/// The broader nouns a noun's things are also called by (see `HYPERNYMS`), singular or plural.
pub fn hypernyms_of(norm: &str) -> Vec<&'static str> {
    let own = crate::stem(norm);
    HYPERNYMS
        .iter()
        .filter(|(_, kinds)| kinds.iter().any(|k| crate::stem(k) == own))
        .map(|(broad, _)| *broad)
        .collect()
}

/// Head nouns of derived measures ("efficiency score", "profit margin", "growth rate"): a
/// phrase ending in one of these names a calculation, not a stored attribute.
pub fn is_metric_noun(norm: &str) -> bool {
    matches!(
        norm,
        "score"
            | "scores"
            | "rate"
            | "rates"
            | "ratio"
            | "ratios"
            | "index"
            | "indices"
            | "margin"
            | "margins"
            | "efficiency"
            | "effectiveness"
            | "productivity"
            | "growth"
            | "return"
            | "returns"
            | "yield"
            | "balance"
            | "roi"
            | "kpi"
            | "per"
            | "capita"
            | "density"
            | "coefficient"
            | "percentage"
            | "share"
            | "turnover"
            | "velocity"
            | "profit"
            | "profits"
            | "profitability"
            | "intensity"
            | "volatility"
            | "效率"
            | "增长率"
            | "比率"
            | "指数"
            | "利润率"
            | "回报率"
    )
}

/// Evaluative words that ask for a judgement rather than a value ("how good", "the quality of").
pub fn is_evaluative(norm: &str) -> bool {
    matches!(
        norm,
        "good"
            | "bad"
            | "better"
            | "best"
            | "worse"
            | "worst"
            | "quality"
            | "environment"
            | "condition"
            | "situation"
            | "performance"
            | "doing"
            | "like"
            | "nice"
            | "healthy"
            | "safe"
            | "well"
            | "怎么样"
            | "如何"
            | "好不好"
            | "环境"
            | "情况"
            | "状况"
            | "程度"
            | "大小"
            | "质量"
    )
}

/// A verb of something happening at a time ("made", "opened", "founded", "built"): followed by
/// a year, it asks about the time of the thing. Regular past participles and the common
/// irregular ones.
pub fn is_event_verb(norm: &str) -> bool {
    (norm.len() >= 5 && norm.ends_with("ed") && !is_stopword(norm))
        || matches!(
            norm,
            "made" | "built" | "born" | "held" | "begun" | "written" | "sold" | "bought" | "shot"
        )
}

/// A past participle: a regular one ("used", "registered") or a common irregular one ("taught",
/// "bought", "written"). English grammar, no data: before "by" such a word is a passive verb.
pub fn is_past_participle(norm: &str) -> bool {
    (norm.len() >= 4 && norm.ends_with("ed") && !is_stopword(norm))
        || matches!(
            norm,
            "made"
                | "built"
                | "born"
                | "held"
                | "begun"
                | "written"
                | "sold"
                | "bought"
                | "taught"
                | "brought"
                | "caught"
                | "paid"
                | "led"
                | "won"
                | "done"
                | "given"
                | "taken"
                | "chosen"
                | "sung"
                | "drawn"
                | "driven"
                | "known"
                | "shown"
                | "seen"
                | "sent"
                | "spent"
                | "told"
                | "found"
                | "kept"
                | "run"
                | "read"
                | "set"
                | "put"
                | "grown"
                | "thrown"
                | "spoken"
                | "stolen"
                | "flown"
                | "ridden"
                | "eaten"
                | "hit"
                | "fed"
                | "met"
                | "left"
                | "lost"
                | "gone"
                | "come"
                | "become"
                | "got"
                | "gotten"
        )
}

/// Forms of common verbs that English uses as nothing else: no database names a thing "went",
/// "brought" or "sell", so such a word in a question relates things ("which trips went to
/// deep sites", "what does Girard sell"). English grammar, no data; forms that are also nouns
/// ("run", "pay", "make", "drive", "win") are left out.
pub fn is_verb_form(norm: &str) -> bool {
    matches!(
        norm,
        "go" | "goes"
            | "went"
            | "gone"
            | "come"
            | "comes"
            | "came"
            | "buy"
            | "buys"
            | "bought"
            | "sell"
            | "sells"
            | "sold"
            | "bring"
            | "brings"
            | "brought"
            | "give"
            | "gives"
            | "gave"
            | "given"
            | "get"
            | "gets"
            | "got"
            | "gotten"
            | "take"
            | "takes"
            | "took"
            | "taken"
            | "teach"
            | "teaches"
            | "taught"
            | "send"
            | "sends"
            | "sent"
            | "did"
            | "done"
            | "spent"
            | "told"
            | "kept"
            | "held"
            | "knew"
            | "known"
            | "saw"
            | "seen"
            | "wrote"
            | "written"
            | "ate"
            | "eaten"
            | "chose"
            | "chosen"
            | "stole"
            | "stolen"
            | "flew"
            | "flown"
            | "rode"
            | "ridden"
            | "drove"
            | "driven"
            | "sang"
            | "sung"
            | "grew"
            | "grown"
            | "threw"
            | "thrown"
            | "began"
            | "begun"
            | "became"
            | "caught"
            | "thought"
    )
}

/// The plain form of a common irregular past ("led" -> lead, "taught" -> teach); `None` for
/// regular and unknown words.
pub fn irregular_verb_base(norm: &str) -> Option<&'static str> {
    Some(match norm {
        "led" => "lead",
        "taught" => "teach",
        "bought" => "buy",
        "brought" => "bring",
        "caught" => "catch",
        "sold" => "sell",
        "paid" => "pay",
        "won" => "win",
        "wrote" | "written" => "write",
        "sent" => "send",
        "spent" => "spend",
        "made" => "make",
        "built" => "build",
        "held" => "hold",
        "drove" | "driven" => "drive",
        "ran" => "run",
        "sang" | "sung" => "sing",
        "drew" | "drawn" => "draw",
        "gave" | "given" => "give",
        "took" | "taken" => "take",
        "chose" | "chosen" => "choose",
        "told" => "tell",
        "kept" => "keep",
        "met" => "meet",
        "fed" => "feed",
        "flew" | "flown" => "fly",
        "rode" | "ridden" => "ride",
        "spoke" | "spoken" => "speak",
        "grew" | "grown" => "grow",
        "threw" | "thrown" => "throw",
        "found" => "find",
        "began" | "begun" => "begin",
        "saw" | "seen" => "see",
        "knew" | "known" => "know",
        "left" => "leave",
        _ => return None,
    })
}

/// The role nouns a past verb names the doer by ("reviewed" -> review, reviewer; "led" ->
/// lead, leader; "edited" -> edit, editor): how a table of who did what may store the role.
/// Empty for words that are no past verb.
pub fn agent_forms(norm: &str) -> Vec<String> {
    // The plain forms the past may come from: "reviewed" -> review, "translated" ->
    // translate, "planned" -> plan (and plann: "called" is call, not cal).
    let bases: Vec<String> = match irregular_verb_base(norm) {
        Some(b) => vec![b.to_string()],
        None if norm.len() >= 5 && norm.ends_with("ed") && !is_stopword(norm) => {
            let stem = &norm[..norm.len() - 2];
            let mut bases = vec![stem.to_string(), format!("{stem}e")];
            let mut last = stem.chars().rev();
            if let (Some(a), Some(b)) = (last.next(), last.next()) {
                if a == b {
                    bases.push(stem[..stem.len() - a.len_utf8()].to_string());
                }
            }
            bases
        }
        None => return Vec::new(),
    };
    let mut out: Vec<String> = Vec::new();
    for base in bases {
        let trimmed = base.strip_suffix('e').unwrap_or(&base).to_string();
        for form in [base, format!("{trimmed}er"), format!("{trimmed}or")] {
            if !out.contains(&form) {
                out.push(form);
            }
        }
    }
    out
}

/// Groups of words schema authors use for the same thing. Compared by normalised form.
const SYNONYMS: &[&[&str]] = &[
    &["country", "nation", "nationality", "countries", "nations"],
    &["city", "town", "cities", "towns"],
    &["salary", "wage", "pay", "wages", "salaries"],
    &["price", "cost", "fee", "charge", "prices", "costs", "fees"],
    &["gender", "sex"],
    &["phone", "telephone", "tel"],
    &["email", "e-mail", "mail"],
    &["address", "addresses"],
    &["location", "place", "locations", "places"],
    &["venue", "site", "venues", "sites"],
    &["household", "family", "households", "families"],
    &["student", "pupil", "students", "pupils"],
    &["parent", "guardian", "parents", "guardians"],
    &["employee", "worker", "staff", "employees", "workers"],
    &[
        "company",
        "firm",
        "enterprise",
        "companies",
        "firms",
        "enterprises",
        "公司",
        "企业",
    ],
    &["film", "movie", "films", "movies"],
    &[
        "organization",
        "organisation",
        "organizations",
        "organisations",
    ],
    &["car", "vehicle", "automobile", "cars", "vehicles"],
    &["customer", "client", "customers", "clients"],
    &["corporate", "business", "commercial"],
    &["doctor", "physician", "doctors", "physicians"],
    &["technician", "engineer", "technicians", "engineers"],
    &["description", "details", "detail", "descriptions"],
    &["type", "kind", "category", "types", "kinds", "categories"],
    &["begin", "start", "beginning"],
    &["finish", "end"],
    &["completed", "finished", "complete", "finish", "done"],
    &[
        "audience",
        "audiences",
        "listeners",
        "listener",
        "viewers",
        "viewer",
    ],
    &["population", "inhabitants", "residents"],
    &["trip", "journey", "ride", "trips", "journeys", "rides"],
    &["distance", "mileage"],
    &["tonnes", "tonnage", "tons", "tonne", "ton"],
    &["appointment", "session", "appointments", "sessions"],
    &["attendance", "crowd", "spectators", "turnout"],
    &["daily", "per day", "a day"],
    &["hourly", "per hour", "an hour"],
    &["weekly", "per week", "a week"],
    &["monthly", "per month", "a month"],
    &["annual", "yearly", "per year", "a year", "annually"],
    &["issue", "ticket", "issues", "tickets"],
    // A parking or speeding ticket.
    &[
        "ticket",
        "citation",
        "penalty notice",
        "tickets",
        "citations",
        "penalty notices",
    ],
    &["issued", "given out", "handed out"],
    &["revenue", "income", "turnover"],
    &["area", "surface"],
    &["surname", "last name", "family name"],
    &["forename", "first name", "given name"],
    &["birthday", "birth date", "date of birth", "dob"],
    // Verbs whose noun is spelt otherwise: "born in" names the birth columns.
    &["birth", "born"],
    &["death", "died"],
    &["id", "identifier"],
    &["amount", "sum"],
    &["quantity", "qty"],
    &["song", "track", "songs", "tracks"],
    &["author", "writer", "authors", "writers"],
    &["professor", "faculty", "instructor", "teacher", "lecturer"],
    &["job", "occupation", "profession", "position", "title"],
    &["headquarter", "headquarters", "hq"],
    &["year", "yr"],
    &["ranking", "rank"],
    &["capacity", "seats"],
    &["zip", "postcode", "postal code", "zip code", "zipcode"],
    &["state", "province"],
    &["shop", "store"],
    // A chain's shop is one of its branches ("the High St shop").
    &["branch", "shop", "branches", "shops"],
    &["hometown", "home town"],
    &["duration", "length"],
    &["age", "old"],
    &["win", "won", "wins", "victory", "victories"],
    &["lose", "lost", "loss", "losses", "defeat"],
    // Chinese
    &["价格", "价钱", "售价", "单价"],
    &["面积", "大小"],
    &["城市", "市"],
    &["区", "区县", "行政区"],
    &["企业", "公司"],
];

/// Terms of the trades whose tables people most often ask about by another name: real estate
/// (sales, land auctions) and company finance. Each group names one measure; the first term is
/// the usual header. Compared by normalised form, like [`SYNONYMS`].
const DOMAIN_SYNONYMS: &[&[&str]] = &[
    // Real estate: housing sales.
    &[
        "average price",
        "average transaction price",
        "average selling price",
        "average selling price per square metre",
        "average price per square metre",
        "average unit price",
    ],
    &[
        "units sold",
        "homes sold",
        "number of homes sold",
        "number of units sold",
        "sales volume",
    ],
    &[
        "transaction area",
        "floor area sold",
        "total area sold",
        "area sold",
    ],
    &[
        "transaction amount",
        "total sales value",
        "sales value",
        "sales turnover",
        "sales amount",
    ],
    &[
        "green coverage ratio",
        "green coverage",
        "greening rate",
        "green space ratio",
        "green ratio",
    ],
    &["plot ratio", "floor area ratio", "volume ratio"],
    &[
        "developer",
        "developing company",
        "development company",
        "property developer",
        "company behind",
    ],
    &["property type", "type of property"],
    &["location", "address"],
    // Real estate: land auctions.
    &[
        "transaction price",
        "final price",
        "final price of the land",
        "winning bid",
        "hammer price",
    ],
    &[
        "starting price",
        "reserve price",
        "opening bid",
        "starting bid",
    ],
    &[
        "floor price",
        "land cost per square metre of floor space",
        "price per square metre of floor space",
    ],
    &["premium rate", "premium over the starting price", "premium"],
    &["land area", "site area", "parcel area"],
    &["building density", "site coverage"],
    &[
        "winning bidder",
        "buyer of the land",
        "land buyer",
        "bought the land",
        "won the land",
    ],
    &["transaction date", "date of sale", "sale date"],
    &["land use", "permitted use", "land usage", "zoning"],
    // Company finance.
    &["operating revenue", "revenue", "turnover", "sales revenue"],
    &["operating profit", "operating income"],
    &["net profit", "net income", "net earnings"],
    &["total assets", "asset base"],
    &[
        "debt ratio",
        "debt-to-asset ratio",
        "debt to asset ratio",
        "liability ratio",
        "asset-liability ratio",
    ],
    &["risk level", "risk rating", "risk grade"],
    // The same in Chinese.
    &["成交均价", "平均成交价格", "每平方米均价", "均价"],
    &["成交套数", "售出套数"],
    &["成交面积", "售出面积"],
    &["成交金额", "销售额", "成交额"],
    &["绿化率", "绿地率", "绿化覆盖率"],
    &["容积率", "建筑容积率"],
    &["开发商", "开发企业"],
    &["项目地址", "具体地址", "地址"],
    &["成交价", "成交价格"],
    &["起始价", "起拍价"],
    &["楼面地价", "楼面价"],
    &["土地面积", "占地面积", "用地面积"],
    &["竞得人", "竞得企业", "竞得方"],
    &["成交日期", "成交时间"],
    &["土地用途", "用地性质"],
    &["营业收入", "营收", "营业额"],
    &["净利润", "净利"],
    &["总资产", "资产总额"],
    &["资产负债率", "负债率"],
    &["风险等级", "风险评级"],
];

/// Words that mean the same as `norm` (not including `norm` itself).
pub fn synonyms_of(norm: &str) -> Vec<&'static str> {
    let mut out = Vec::new();
    for group in SYNONYMS.iter().chain(DOMAIN_SYNONYMS) {
        if group.contains(&norm) {
            for w in group.iter().copied() {
                if w != norm && !out.contains(&w) {
                    out.push(w);
                }
            }
        }
    }
    out
}

/// The participle a word negates with "un" ("unpaid" -> paid, "unassigned" -> assigned,
/// "unsold" -> sold): read as "not" and the participle, so a column the participle names is
/// found and the negation applies. Not "under…", "uni…" (united, unit) or short words.
pub fn negated_participle(norm: &str) -> Option<&str> {
    let rest = norm.strip_prefix("un")?;
    let participle = (rest.len() >= 4 && rest.ends_with("ed"))
        || irregular_verb_base(rest).is_some_and(|_| rest.len() >= 4);
    (participle && !rest.starts_with("der") && !rest.starts_with('i')).then_some(rest)
}

/// The full spelling of a word shortened the way people type in a chat ("appts", "yr", "rn",
/// "whats", "havent"): what the rest of the pipeline reads instead. Only lower-case words are
/// read so ("ATM" stays a name); identifier abbreviations are `abbreviation_expansions`.
pub fn chat_spelling(word: &str) -> Option<&'static str> {
    Some(match word {
        "appt" => "appointment",
        "appts" => "appointments",
        "techs" => "technicians",
        "yr" => "year",
        "yrs" => "years",
        "wk" => "week",
        "wks" => "weeks",
        "hr" => "hour",
        "hrs" => "hours",
        "mins" => "minutes",
        "ppl" => "people",
        "incl" => "including",
        "rn" => "right now",
        "atm" => "at the moment",
        "asap" => "as soon as possible",
        "u" => "you",
        "ur" => "your",
        "r" => "are",
        "n" => "and",
        "em" => "them",
        "thru" => "through",
        "theyre" => "they're",
        "youre" => "you're",
        "pls" | "plz" => "please",
        "tho" => "though",
        "abt" => "about",
        "b4" => "before",
        "diff" => "different",
        "q" => "question",
        "whos" => "who",
        "whats" => "what",
        "wheres" => "where",
        "hows" => "how",
        "whens" => "when",
        "dont" => "don't",
        "doesnt" => "doesn't",
        "didnt" => "didn't",
        "havent" => "haven't",
        "hasnt" => "hasn't",
        "hadnt" => "hadn't",
        "isnt" => "isn't",
        "arent" => "aren't",
        "wasnt" => "wasn't",
        "werent" => "weren't",
        "cant" => "can't",
        "couldnt" => "couldn't",
        "wouldnt" => "wouldn't",
        "shouldnt" => "shouldn't",
        "tmrw" | "tmr" => "tomorrow",
        "yday" => "yesterday",
        "nxt" => "next",
        "approx" => "approximately",
        "veggie" => "vegetarian",
        "hw" => "how",
        "wat" | "wht" => "what",
        "wich" | "whcih" => "which",
        "thoes" => "those",
        "thier" => "their",
        "teh" => "the",
        "im" => "i'm",
        "who've" => "who have",
        "they've" => "they have",
        "that've" => "that have",
        "ive" => "i've",
        "ya" => "you",
        "cya" => "see you",
        _ => return None,
    })
}

/// Expansions of an identifier abbreviation: `dept` -> ["department"], `fname` -> ["first name"].
pub fn abbreviation_expansions(word: &str) -> &'static [&'static str] {
    match word {
        "num" | "no" | "nbr" | "nr" => &["number"],
        "dept" | "dep" => &["department"],
        "emp" | "empl" => &["employee"],
        "fname" => &["first name"],
        "lname" => &["last name"],
        "mname" => &["middle name"],
        "dob" => &["date of birth", "birthday"],
        "addr" => &["address"],
        "amt" => &["amount"],
        "qty" => &["quantity"],
        "desc" | "descr" => &["description"],
        "yr" | "yrs" => &["year"],
        "appt" | "appts" => &["appointment"],
        "avg" => &["average"],
        "cnt" => &["count"],
        "pct" | "perc" => &["percent", "percentage"],
        "tot" => &["total"],
        "stu" | "std" | "stud" => &["student"],
        "prof" => &["professor"],
        "mgr" | "mngr" => &["manager"],
        "acct" | "acc" => &["account"],
        "cust" => &["customer"],
        "prod" => &["product"],
        "org" => &["organization", "organisation"],
        "info" => &["information"],
        "loc" => &["location"],
        "pop" => &["population"],
        "temp" => &["temperature"],
        "max" => &["maximum"],
        // "duration_min": minutes; "min_price": the minimum.
        "min" => &["minimum", "minutes"],
        "id" => &["identifier"],
        "cd" => &["code"],
        "dt" => &["date"],
        "tel" => &["telephone", "phone"],
        "hq" => &["headquarters"],
        "gov" | "govt" => &["government"],
        "intl" => &["international"],
        "univ" => &["university"],
        "dir" => &["director"],
        "attr" => &["attribute"],
        "char" => &["characteristic", "character"],
        "ref" => &["reference"],
        "cat" => &["category"],
        "lang" => &["language"],
        "dest" => &["destination"],
        "src" => &["source"],
        "gpa" => &["grade point average"],
        "ssn" => &["social security number"],
        "crs" => &["course"],
        "sec" => &["section", "second"],
        "bldg" => &["building"],
        "rm" => &["room"],
        "hrs" | "hr" => &["hours", "hour"],
        "mins" => &["minutes"],
        "sal" => &["salary"],
        "comm" => &["commission"],
        "loc_id" => &["location id"],
        "mfr" | "mfg" => &["manufacturer"],
        "mpg" => &["miles per gallon"],
        "hp" => &["horsepower"],
        "kg" | "kgs" => &["kilograms", "kilos"],
        "km" | "kms" => &["kilometres", "kilometers"],
        "accel" => &["acceleration"],
        "fte" => &["full time equivalent"],
        "enr" | "enrl" | "enrol" => &["enrollment", "enrolment"],
        _ => &[],
    }
}

/// A unit of measure ("kilos", "litres", "hours"): "how many kilos" asks for an amount held in
/// that unit, not for a count of rows.
pub fn is_measure_unit(norm: &str) -> bool {
    matches!(
        norm,
        "kilo"
            | "kilos"
            | "kilogram"
            | "kilograms"
            | "kg"
            | "gram"
            | "grams"
            | "tonne"
            | "tonnes"
            | "ton"
            | "tons"
            | "litre"
            | "litres"
            | "liter"
            | "liters"
            | "metre"
            | "metres"
            | "meter"
            | "meters"
            | "kilometre"
            | "kilometres"
            | "kilometer"
            | "kilometers"
            | "km"
            | "mile"
            | "miles"
            | "hour"
            | "hours"
            | "minute"
            | "minutes"
    )
}

/// A word of a column name that says the column holds money (`fee`, `price_paid`, `amount`).
pub fn is_money_word(norm: &str) -> bool {
    matches!(
        norm,
        "price"
            | "prices"
            | "cost"
            | "costs"
            | "fee"
            | "fees"
            | "charge"
            | "charged"
            | "amount"
            | "paid"
            | "spent"
            | "spend"
            | "revenue"
            | "salary"
            | "wage"
            | "pay"
            | "budget"
            | "fare"
            | "rent"
            | "tip"
    )
}

/// A currency said after an amount ("50 quid", "20 dollars", "30块").
pub fn is_currency_word(norm: &str) -> bool {
    matches!(
        norm,
        "dollar"
            | "dollars"
            | "buck"
            | "bucks"
            | "quid"
            | "pound"
            | "pounds"
            | "euro"
            | "euros"
            | "cent"
            | "cents"
            | "pence"
            | "yuan"
            | "rmb"
            | "usd"
            | "gbp"
            | "eur"
            | "元"
            | "块"
            | "块钱"
            | "美元"
            | "英镑"
            | "欧元"
    )
}

/// Number words: "five" -> 5, "dozen" -> 12, "twice" -> 2.
pub fn number_word(norm: &str) -> Option<f64> {
    let n = match norm {
        "zero" | "none" => 0.0,
        "one" | "once" | "single" => 1.0,
        "two" | "twice" | "couple" => 2.0,
        "three" | "thrice" => 3.0,
        "four" => 4.0,
        "five" => 5.0,
        "six" => 6.0,
        "seven" => 7.0,
        "eight" => 8.0,
        "nine" => 9.0,
        "ten" => 10.0,
        "eleven" => 11.0,
        "twelve" | "dozen" => 12.0,
        "thirteen" => 13.0,
        "fourteen" => 14.0,
        "fifteen" => 15.0,
        "sixteen" => 16.0,
        "seventeen" => 17.0,
        "eighteen" => 18.0,
        "nineteen" => 19.0,
        "twenty" => 20.0,
        "thirty" => 30.0,
        "forty" => 40.0,
        "fifty" => 50.0,
        "hundred" => 100.0,
        "thousand" => 1000.0,
        "million" => 1_000_000.0,
        _ => return chinese_number(norm),
    };
    Some(n)
}

/// Chinese measure words, said between a number and what it counts ("三家", "几宗土地").
const MEASURE_WORDS: &[char] = &[
    '个', '位', '家', '名', '条', '种', '件', '次', '套', '所', '座', '本', '辆', '只', '块', '宗',
];

/// The word after a measure word written onto it ("只狗" -> "狗"), when it opens with one.
pub(crate) fn after_measure_word(word: &str) -> Option<&str> {
    let rest = word.strip_prefix(MEASURE_WORDS)?;
    (!rest.is_empty()).then_some(rest)
}

/// "几宗", "多少个": a question word for "how many" with its measure word, written as one word.
pub fn is_counting_word(norm: &str) -> bool {
    ["几", "多少"].iter().any(|q| {
        norm.strip_prefix(q)
            .is_some_and(|rest| rest.chars().count() == 1 && rest.ends_with(MEASURE_WORDS))
    })
}

/// A Chinese number below 1,000, alone or with its measure word ("三", "十五", "两个", "三家").
fn chinese_number(word: &str) -> Option<f64> {
    let digits = word.strip_suffix(MEASURE_WORDS).unwrap_or(word);
    let digit = |c: char| {
        "零一二三四五六七八九"
            .chars()
            .position(|d| d == c)
            .map(|d| d as f64)
            .or((c == '两').then_some(2.0))
    };
    let chars: Vec<char> = digits.chars().collect();
    if chars.is_empty() || chars.len() > 5 {
        return None;
    }
    // 百 and 十 scale the digit before them (none before 十 means one: "十五").
    let mut total = 0.0;
    let mut pending: Option<f64> = None;
    for (i, &c) in chars.iter().enumerate() {
        match c {
            '百' => total += pending.take()? * 100.0,
            '十' => total += pending.take().unwrap_or(if i == 0 { 1.0 } else { 0.0 }) * 10.0,
            // A placeholder between a scale and its digit ("一百零五").
            '零' if i > 0 && pending.is_none() => {}
            _ => {
                if pending.is_some() {
                    return None;
                }
                pending = Some(digit(c)?);
            }
        }
    }
    Some(total + pending.unwrap_or(0.0))
}

/// Which end of a scale a word names, for ranges that give an order ("from high to low",
/// "from oldest to newest", "A to Z"): true for the large end. "old" names no end by itself: the
/// oldest person has the largest age but the earliest date, so the range's other end decides
/// (`is_old_word`).
pub fn scale_end(norm: &str) -> Option<bool> {
    match norm {
        "high" | "higher" | "highest" | "large" | "larger" | "largest" | "big" | "bigger"
        | "biggest" | "great" | "greater" | "greatest" | "most" | "more" | "many" | "max"
        | "maximum" | "long" | "longer" | "longest" | "late" | "later" | "latest" | "recent"
        | "recently" | "new" | "newer" | "newest" | "tall" | "taller" | "tallest" | "heavy"
        | "heaviest" | "expensive" | "dearer" | "dearest" | "z" => Some(true),
        "low" | "lower" | "lowest" | "small" | "smaller" | "smallest" | "little" | "less"
        | "least" | "few" | "fewer" | "fewest" | "min" | "minimum" | "short" | "shorter"
        | "shortest" | "early" | "earlier" | "earliest" | "young" | "younger" | "youngest"
        | "cheap" | "cheaper" | "cheapest" | "a" => Some(false),
        _ => None,
    }
}

/// "old", "older", "oldest": an end of a range whose direction the other end gives.
pub fn is_old_word(norm: &str) -> bool {
    matches!(norm, "old" | "older" | "oldest")
}

/// Chinese ranges written as one word, 从/由 + one end + 到 + the other ("从大到小", "由早到晚"):
/// whether the range runs downwards. Each pair is (large end, small end).
pub fn chinese_scale_range(word: &str) -> Option<bool> {
    let chars: Vec<char> = word.chars().collect();
    let [from, first, '到', second] = chars.as_slice() else {
        return None;
    };
    if !matches!(from, '从' | '由') {
        return None;
    }
    CHINESE_SCALE_PAIRS.iter().find_map(|&(large, small)| {
        if (*first, *second) == (large, small) {
            Some(true)
        } else if (*first, *second) == (small, large) {
            Some(false)
        } else {
            None
        }
    })
}

const CHINESE_SCALE_PAIRS: &[(char, char)] = &[
    ('高', '低'),
    ('大', '小'),
    ('多', '少'),
    ('新', '旧'),
    ('晚', '早'),
    ('长', '短'),
    ('远', '近'),
    ('贵', '贱'),
];

/// Every Chinese range word `chinese_scale_range` reads, for the segmenter to keep whole.
pub fn chinese_scale_range_words() -> impl Iterator<Item = String> {
    CHINESE_SCALE_PAIRS.iter().flat_map(|&(large, small)| {
        ['从', '由'].into_iter().flat_map(move |from| {
            [
                format!("{from}{large}到{small}"),
                format!("{from}{small}到{large}"),
            ]
        })
    })
}

/// Verbs that ask for an order ("sort the results by …", "ordered from most to least"): the
/// ordering the question asks for explains them. Not "rank", which is as often a thing's rank.
pub fn is_sorting_verb(norm: &str) -> bool {
    matches!(
        norm,
        "sort"
            | "sorts"
            | "sorted"
            | "sorting"
            | "order"
            | "ordered"
            | "ordering"
            | "arrange"
            | "arranged"
            | "arranging"
    )
}

/// What a sorting verb sorts when it names no data ("sort the results", "order the list").
pub fn is_output_word(norm: &str) -> bool {
    matches!(
        norm,
        "result" | "results" | "list" | "output" | "data" | "records" | "rows" | "entries" | "them"
    )
}

/// The legal form a company's registered name ends with ("Alpenwerk GmbH", "Fjord Energy AS"):
/// people leave it out when they name the company.
pub fn is_legal_form(norm: &str) -> bool {
    matches!(
        norm,
        "gmbh"
            | "ag"
            | "as"
            | "asa"
            | "ab"
            | "oy"
            | "oyj"
            | "bv"
            | "nv"
            | "sa"
            | "sas"
            | "sarl"
            | "srl"
            | "spa"
            | "sl"
            | "kg"
            | "kft"
            | "sro"
            | "doo"
            | "ltd"
            | "limited"
            | "plc"
            | "llc"
            | "llp"
            | "inc"
            | "incorporated"
            | "corp"
            | "corporation"
            | "co"
            | "pty"
            | "pte"
            | "aps"
            | "se"
    )
}

/// Adjectives that rank things by a measure they do not name ("the busiest station", "the most
/// successful production"): whether more of the adjective is more of the measure. Superlative
/// and comparative forms; a plain form counts after "most"/"more" (the caller checks).
pub fn degree_adjective(norm: &str) -> Option<bool> {
    match norm {
        "busy" | "busier" | "busiest" | "successful" | "experienced" | "important" | "famous"
        | "valuable" | "profitable" | "productive" | "active" | "prolific" | "popular" | "big"
        | "bigger" | "biggest" | "large" | "larger" | "largest" | "best" => Some(true),
        // (Only the superlatives of good and bad: "which is better in terms of X" is a
        // judgement asked about a named quality, not a ranking.)
        "small" | "smaller" | "smallest" | "quiet" | "quieter" | "quietest" | "worst" => {
            Some(false)
        }
        _ => None,
    }
}

/// Adjectives and question words that refer to a measurable property, with the column words
/// they point to and whether "more of the adjective" means a larger value.
/// `oldest` -> (["age"], true) ; `youngest` -> (["age"], false).
pub fn comparable_concepts(norm: &str) -> Option<(&'static [&'static str], bool)> {
    let r: (&'static [&'static str], bool) = match norm {
        "old" | "older" | "oldest" | "elder" | "eldest" => (&["age"], true),
        "young" | "younger" | "youngest" => (&["age"], false),
        "expensive" | "pricier" | "priciest" | "pricey" | "costly" | "costliest" | "dear"
        | "dearer" | "dearest" => (&["price", "cost"], true),
        "cheap" | "cheaper" | "cheapest" | "inexpensive" => (&["price", "cost"], false),
        "tall" | "taller" | "tallest" => (&["height"], true),
        // A duration is also named as a running time ("running_time", "runtime").
        "short" | "shorter" | "shortest" => (
            &["height", "length", "duration", "runtime", "running"],
            false,
        ),
        "heavy" | "heavier" | "heaviest" => (&["weight"], true),
        "light" | "lighter" | "lightest" => (&["weight"], false),
        "long" | "longer" | "longest" => (
            &["length", "duration", "runtime", "running", "distance"],
            true,
        ),
        "deep" | "deeper" | "deepest" => (&["depth"], true),
        "shallow" | "shallower" | "shallowest" => (&["depth"], false),
        "wide" | "wider" | "widest" | "broad" | "broader" | "broadest" => (&["width"], true),
        "narrow" | "narrower" | "narrowest" => (&["width"], false),
        "fast" | "faster" | "fastest" | "quick" | "quicker" | "quickest" => (&["speed"], true),
        "slow" | "slower" | "slowest" => (&["speed"], false),
        "far" | "farther" | "farthest" | "further" | "furthest" => (&["distance"], true),
        "rich" | "richer" | "richest" | "wealthy" | "wealthiest" => (&["worth", "wealth"], true),
        "big" | "bigger" | "biggest" | "large" | "larger" | "largest" => {
            (&["size", "area", "capacity"], true)
        }
        "small" | "smaller" | "smallest" => (&["size", "area", "capacity"], false),
        "populous" => (&["population"], true),
        "recent" | "recently" | "latest" | "newest" | "last" => (&["date", "year", "time"], true),
        "earliest" | "first" => (&["date", "year", "time"], false),
        "hot" | "hotter" | "hottest" | "warm" | "warmest" => (&["temperature"], true),
        "cold" | "colder" | "coldest" => (&["temperature"], false),
        "popular" => (&["popularity"], true),
        "when" => (&["date", "year", "time"], true),
        "where" => (&["location", "place", "city", "country", "address"], true),
        "much" => (&["price", "cost", "amount"], true),
        // Chinese adjectives of degree, alone or as superlatives ("最贵的住宿").
        "贵" | "最贵" | "更贵" | "昂贵" | "最昂贵" => {
            (&["price", "cost", "价格", "价钱", "费用"], true)
        }
        "便宜" | "最便宜" | "更便宜" => (&["price", "cost", "价格", "价钱", "费用"], false),
        "年长" | "最年长" | "最老" => (&["age", "年龄"], true),
        "年轻" | "最年轻" => (&["age", "年龄"], false),
        "最新" | "最近" => (&["date", "year", "time", "日期", "年份", "时间"], true),
        "最早" => (&["date", "year", "time", "日期", "年份", "时间"], false),
        _ => return None,
    };
    Some(r)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lexicon_lookups() {
        assert!(synonyms_of("nation").contains(&"country"));
        assert!(synonyms_of("residents").contains(&"population"));
        assert_eq!(person_name_part("FirstName"), Some(NamePart::Given));
        assert_eq!(person_name_part("lname"), Some(NamePart::Family));
        assert_eq!(person_name_part("middle_name"), Some(NamePart::Middle));
        assert_eq!(person_name_part("last_login"), None);
        assert!(synonyms_of("xylophone").is_empty());
        assert_eq!(abbreviation_expansions("dept"), &["department"]);
        assert_eq!(number_word("twelve"), Some(12.0));
        assert_eq!(comparable_concepts("youngest"), Some((&["age"][..], false)));
        assert!(is_stopword("the") && !is_stopword("student"));
        assert!(is_event_verb("opened") && is_event_verb("made") && !is_event_verb("red"));
    }

    #[test]
    fn months_by_name_abbreviation_and_chinese_number() {
        assert_eq!(month_number("sept"), Some(9));
        assert_eq!(month_number("sep"), Some(9));
        assert_eq!(month_number("june"), Some(6));
        assert_eq!(month_number("3月"), Some(3));
        assert_eq!(month_number("septs"), None);
        assert_eq!(month_number("13月"), None);
    }

    #[test]
    fn chinese_numbers_with_and_without_measure_words() {
        for (word, n) in [
            ("三", 3.0),
            ("两个", 2.0),
            ("十五", 15.0),
            ("二十", 20.0),
            ("三十七家", 37.0),
            ("一百零五", 105.0),
        ] {
            assert_eq!(number_word(word), Some(n), "{word}");
        }
        for word in ["一下", "十分", "个", "一些", "三三"] {
            assert_eq!(number_word(word), None, "{word}");
        }
        assert!(is_name_word("名称") && is_name_word("title") && !is_name_word("价格"));
    }

    #[test]
    fn a_past_verb_gives_the_role_nouns_of_its_doer() {
        for (verb, role) in [
            ("reviewed", "reviewer"),
            ("edited", "editor"),
            ("translated", "translator"),
            ("supervised", "supervisor"),
            ("planned", "planner"),
            ("called", "caller"),
            ("led", "lead"),
            ("taught", "teacher"),
        ] {
            assert!(
                agent_forms(verb).iter().any(|f| f == role),
                "{verb}: {:?}",
                agent_forms(verb)
            );
        }
        assert!(agent_forms("review").is_empty() && agent_forms("the").is_empty());
        // Letters of several bytes are cut whole.
        assert!(agent_forms("x\u{4000}\u{4000}ed").contains(&"x\u{4000}".to_string()));
    }
}
