//! Reading and writing questions: rewriting, typing, forbidden-word paraphrase, SQUAB wording.

use super::{
    object_schema, render_dialogue, render_list, render_tables, Lang, Prompt, TableContext, Turn,
};
use crate::chat::{JsonSchema, Message};
use serde::{Deserialize, Serialize};
use serde_json::json;

/// What question rewriting gets: the dialogue, whose last user turn is the question.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct RewriteInput {
    pub lang: Lang,
    pub dialogue: Vec<Turn>,
}

/// The answer to [`question_rewrite`], [`forbidden_word_rewrite`] and [`squab_question`].
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RewriteAnswer {
    pub question: String,
}

fn question_schema(name: &str) -> JsonSchema {
    JsonSchema::new(name, object_schema(json!({"question": {"type": "string"}})))
}

/// Turns a chatty or context-dependent question into one self-contained request that keeps
/// every entity, value and constraint (TACO-SQL's first step; it sharpens table retrieval).
pub fn question_rewrite(input: &RewriteInput) -> Prompt {
    let lang = input.lang;
    let system = lang.pick(
        "You restate a person's request to a database as one short, self-contained question.\n\
         - Keep every name, identifier, number, date and place exactly as written.\n\
         - Bring in what earlier turns established (filters, the entity being discussed) when the last turn relies on it.\n\
         - Drop greetings, thanks and explanations of why the person asks.\n\
         - Make implicit targets explicit (what is being looked up, and about which entity), but do not invent constraints or guess between meanings.\n\
         - Write in the language of the request.\n\
         Reply with JSON: {\"question\": \"...\"}.",
        "你把用户对数据库提出的请求改写成一个简短、独立完整的问题。\n\
         - 名称、编号、数字、日期和地名必须原样保留。\n\
         - 如果最后一句依赖前文确定的内容（过滤条件、正在讨论的实体），把这些内容补进来。\n\
         - 删去问候、感谢以及提问原因等说明。\n\
         - 把隐含的查询目标说明白（查什么、关于哪个实体），但不要编造条件，也不要在多种含义之间替用户做选择。\n\
         - 使用请求原本的语言。\n\
         用 JSON 回答：{\"question\": \"...\"}。",
    );
    let user = format!(
        "{}{}",
        lang.pick("Dialogue:\n", "对话：\n"),
        render_dialogue(&input.dialogue, lang)
    );
    Prompt {
        id: "question_rewrite",
        version: 1,
        lang,
        messages: vec![Message::system(system), Message::user(user)],
        schema: Some(question_schema("rewritten_question")),
    }
}

/// MMSQL's four question types.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum QuestionKind {
    Answerable,
    Ambiguous,
    Unanswerable,
    Improper,
}

/// What question-type detection gets.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct QuestionTypeInput {
    pub lang: Lang,
    pub tables: Vec<TableContext>,
    /// The dialogue; its last user turn is the question to classify.
    pub dialogue: Vec<Turn>,
}

/// The answer to [`question_type`].
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct QuestionTypeAnswer {
    pub question_type: QuestionKind,
    pub reason: String,
    /// For an ambiguous question: each reading, rewritten as an answerable question.
    pub interpretations: Vec<String>,
}

/// Classifies the last question as answerable, ambiguous, unanswerable or improper — a second
/// opinion next to the grounded detector, which stays the one that decides.
pub fn question_type(input: &QuestionTypeInput) -> Prompt {
    let lang = input.lang;
    let system = lang.pick(
        "You decide what kind of question the person's last turn is, given the database tables below and the dialogue so far.\n\
         - answerable: one SQL query over these tables answers it, with a single sensible reading.\n\
         - ambiguous: the tables could answer it, but a word or phrase fits several columns, values or scopes, \
           or it is unclear whether earlier filters still apply; the readings would give different answers.\n\
         - unanswerable: it asks for something these tables do not hold, a formula they do not define, \
           or work beyond a query (forecasts, charts, facts from outside the data).\n\
         - improper: not a request for data at all (greetings, thanks, chit-chat, jokes).\n\
         Give the reason in one sentence, naming the columns or values involved. \
         For ambiguous questions, list each reading as an answerable question; otherwise leave interpretations empty.\n\
         Reply with JSON: {\"question_type\": \"answerable|ambiguous|unanswerable|improper\", \"reason\": \"...\", \"interpretations\": [\"...\"]}.",
        "根据下面的数据库表和已有对话，判断用户最后一句话属于哪类问题。\n\
         - answerable（可回答）：用这些表上的一条 SQL 查询即可回答，且只有一种合理理解。\n\
         - ambiguous（有歧义）：这些表可以回答，但某个词语可对应多个列、多个值或多个范围，\
           或者不清楚前文的过滤条件是否仍然适用；不同理解会得到不同答案。\n\
         - unanswerable（无法回答）：所问内容不在这些表中、需要表中未定义的计算公式，\
           或超出查询能力（预测、作图、数据以外的知识）。\n\
         - improper（不相关）：根本不是数据请求（问候、感谢、闲聊、讲笑话）。\n\
         用一句话给出理由，指出涉及的列或值。\
         对有歧义的问题，把每种理解分别改写成一个可回答的问题；其他类型 interpretations 为空列表。\n\
         用 JSON 回答：{\"question_type\": \"answerable|ambiguous|unanswerable|improper\", \"reason\": \"...\", \"interpretations\": [\"...\"]}。",
    );
    let mut user = String::new();
    user.push_str(lang.pick("Tables:\n", "表：\n"));
    user.push_str(&render_tables(&input.tables, lang));
    user.push_str(lang.pick("\nDialogue:\n", "\n对话：\n"));
    user.push_str(&render_dialogue(&input.dialogue, lang));
    let schema = JsonSchema::new(
        "question_type",
        object_schema(json!({
            "question_type": {"type": "string", "enum": ["answerable", "ambiguous", "unanswerable", "improper"]},
            "reason": {"type": "string"},
            "interpretations": {"type": "array", "items": {"type": "string"}},
        })),
    );
    Prompt {
        id: "question_type",
        version: 1,
        lang,
        messages: vec![Message::system(system), Message::user(user)],
        schema: Some(schema),
    }
}

/// What forbidden-word rewriting gets (ODUTQA's vague SELECT questions): the template question,
/// the words it must keep, and the column names it must not say.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct ForbiddenRewriteInput {
    pub lang: Lang,
    pub question: String,
    /// Scope and condition words that must survive verbatim (city, district, year, names).
    pub keep: Vec<String>,
    /// Column names the new question must only hint at.
    pub forbidden: Vec<String>,
}

/// Rewrites a template question in natural words, keeping the key terms and talking about the
/// forbidden columns only vaguely, so the SELECT target stays underspecified.
pub fn forbidden_word_rewrite(input: &ForbiddenRewriteInput) -> Prompt {
    let lang = input.lang;
    let system = lang.pick(
        "You rephrase a question produced from a template so that it sounds like a person asked it. Do not answer it.\n\
         - Every required term must appear in your question exactly as given.\n\
         - No forbidden term may appear, not even in part or as a close synonym: speak about that quantity \
           only in broad everyday words (\"how green is the area\" rather than naming the measure).\n\
         - Keep the meaning: same entities, same places and times, same comparison or ranking.\n\
         - Vary the sentence: reorder it, change the construction, pick other words where allowed.\n\
         Reply with JSON: {\"question\": \"...\"}.",
        "你把一个由模板生成的问题改写得像真人提出的一样。不要回答这个问题。\n\
         - 每个“必须保留的词”都要原样出现在改写后的问题中。\n\
         - “禁用词”一个都不能出现，部分出现或近义词也不行：只能用宽泛的日常说法暗指该指标\
           （例如说“这个小区绿化怎么样”，而不是说出具体指标名）。\n\
         - 含义不变：实体、地点、时间以及比较或排序方式都保持一致。\n\
         - 句式要有变化：可以调整语序、改变结构，在允许的范围内换用其他词语。\n\
         用 JSON 回答：{\"question\": \"...\"}。",
    );
    let user = format!(
        "{}{}\n{}{}\n{}{}\n",
        lang.pick("Question: ", "问题："),
        input.question.trim(),
        lang.pick("Required terms: ", "必须保留的词："),
        render_list(&input.keep, lang),
        lang.pick("Forbidden terms: ", "禁用词："),
        render_list(&input.forbidden, lang),
    );
    Prompt {
        id: "forbidden_word_rewrite",
        version: 1,
        lang,
        messages: vec![Message::system(system), Message::user(user)],
        schema: Some(question_schema("vague_question")),
    }
}

/// Whether a rewritten question kept its required terms and avoided its forbidden ones; the
/// prompt asks, this checks (case-insensitively), and the caller retries or falls back.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct RewriteCheck {
    pub missing: Vec<String>,
    pub forbidden_present: Vec<String>,
}

impl RewriteCheck {
    pub fn of(question: &str, keep: &[String], forbidden: &[String]) -> Self {
        let lowered = question.to_lowercase();
        let has = |term: &String| lowered.contains(&term.to_lowercase());
        RewriteCheck {
            missing: keep.iter().filter(|t| !has(t)).cloned().collect(),
            forbidden_present: forbidden
                .iter()
                .filter(|t| !t.trim().is_empty() && has(t))
                .cloned()
                .collect(),
        }
    }
    pub fn passed(&self) -> bool {
        self.missing.is_empty() && self.forbidden_present.is_empty()
    }
}

/// The SQUAB test categories (six, plus the type-token case of appendix C).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SquabCategory {
    ColumnAmbiguity,
    Scope,
    Attachment,
    ColumnUnanswerable,
    CalculationUnanswerable,
    OutOfScope,
    TypeToken,
}

impl SquabCategory {
    /// True for the categories whose tests have no SQL answer.
    pub fn is_unanswerable(self) -> bool {
        matches!(
            self,
            SquabCategory::ColumnUnanswerable
                | SquabCategory::CalculationUnanswerable
                | SquabCategory::OutOfScope
        )
    }

    /// Our definition of the category, for the model writing the question.
    fn definition(self, lang: Lang) -> &'static str {
        match self {
            SquabCategory::ColumnAmbiguity => lang.pick(
                "One everyday word stands for several columns at once (\"rating\" for an audience score and a critics' score); each query reads one of them.",
                "一个日常词语同时可以指多个列（“评分”既可指观众评分也可指专业评分）；每条查询各取其中一列。",
            ),
            SquabCategory::Scope => lang.pick(
                "A quantifier can range over each entity separately or over all of them together (\"the player every team supports\": one player common to all teams, or each team's own player).",
                "量词既可以分别作用于每个实体，也可以作用于全体（“每个球队都支持的球员”：所有球队共同支持的一名球员，还是各队各自支持的球员）。",
            ),
            SquabCategory::Attachment => lang.pick(
                "A modifier can attach to the last item of a list or to every item (\"hotels and guesthouses priced at 200\": only guesthouses, or both).",
                "修饰语可以只修饰并列项中的最后一项，也可以修饰所有项（“价格为 200 的酒店和民宿”：只限民宿，还是两者都限）。",
            ),
            SquabCategory::ColumnUnanswerable => lang.pick(
                "The question asks about an attribute that fits the table's subject but that no column records.",
                "问题询问的属性与表的主题相符，但没有任何列记录它。",
            ),
            SquabCategory::CalculationUnanswerable => lang.pick(
                "The question needs a named measure whose formula the data does not define, so no query can compute it without guessing.",
                "问题需要一个有名称的指标，但数据中没有定义它的计算方法，不靠猜测就无法用查询算出。",
            ),
            SquabCategory::OutOfScope => lang.pick(
                "The question asks for work that SQL over this table cannot do: predicting, drawing a chart, or using knowledge outside the data.",
                "问题要求的工作超出了对该表的 SQL 查询能力：预测、作图或使用数据之外的知识。",
            ),
            SquabCategory::TypeToken => lang.pick(
                "A count can mean rows or distinct things (\"how many cars\": sales records, or different car models).",
                "计数既可以指记录条数，也可以指不同事物的个数（“有多少辆车”：销售记录数，还是不同车型数）。",
            ),
        }
    }
}

/// What SQUAB test wording gets: the category, the SQL (each reading for an ambiguous test; the
/// query with its unknown attribute or function for an unanswerable one), metadata from the
/// earlier generation step (the ambiguous label, the invented attribute, the UDF), the table.
#[derive(Debug, Clone, PartialEq)]
pub struct SquabQuestionInput {
    pub lang: Lang,
    pub category: SquabCategory,
    pub queries: Vec<String>,
    pub metadata: String,
    pub table: TableContext,
}

/// Writes the natural-language question of a SQUAB test from its SQL and metadata.
pub fn squab_question(input: &SquabQuestionInput) -> Prompt {
    let lang = input.lang;
    let task = if input.category.is_unanswerable() {
        lang.pick(
            "You write the question a person would ask that leads to the query below. The query uses an attribute or function the table lacks (see the metadata): \
             the question must ask for it plainly, as if the person expected the data to have it.",
            "你要写出一个真人会提出、并对应下面这条查询的问题。该查询用到了表中没有的属性或函数（见元数据）：\
             问题要直截了当地问到它，就像提问者以为数据里有它一样。",
        )
    } else {
        lang.pick(
            "You write one question that each of the queries below answers under a different reading. \
             It must stay open to every one of these readings and to no other.",
            "你要写出一个问题，下面每条查询都是它在某种理解下的答案。\
             这个问题必须能同时作这几种理解，而不能有其他理解。",
        )
    };
    let rules = lang.pick(
        "- Say table and column names in plain words, preferably other words than the identifiers.\n\
         - Be brief, but keep every part of the request: filters, grouping, ordering, limits.\n\
         - Leave out the requested column's name where the question implies it.\n\
         - Check against the table that nothing in the question points to a different column than the queries use.\n\
         Reply with JSON: {\"question\": \"...\"}.",
        "- 用平常的话说出表名和列名，尽量不用原来的标识符。\n\
         - 要简短，但请求的每个部分都要保留：过滤、分组、排序、数量限制。\n\
         - 如果问题本身已能表明要查的列，就不必说出该列名。\n\
         - 对照表结构检查：问题中的任何说法都不能指向查询所用列以外的列。\n\
         用 JSON 回答：{\"question\": \"...\"}。",
    );
    let system = format!(
        "{task}\n{}{}\n{rules}",
        lang.pick("Category: ", "类别："),
        input.category.definition(lang)
    );
    let mut user = String::new();
    user.push_str(lang.pick("Queries:\n", "查询：\n"));
    for query in &input.queries {
        user.push_str(&format!("- {}\n", query.trim()));
    }
    user.push_str(lang.pick("\nMetadata: ", "\n元数据："));
    user.push_str(input.metadata.trim());
    user.push_str(lang.pick("\n\nTable:\n", "\n\n表：\n"));
    user.push_str(&render_tables(std::slice::from_ref(&input.table), lang));
    Prompt {
        id: "squab_question",
        version: 1,
        lang,
        messages: vec![Message::system(system), Message::user(user)],
        schema: Some(question_schema("test_question")),
    }
}
