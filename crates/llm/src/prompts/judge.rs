//! The response-quality judge (MMSQL's RQS: five criteria, 0–2 each, 10 at most).

use super::{object_schema, render_dialogue, Lang, Prompt, Turn};
use crate::chat::{JsonSchema, Message};
use serde::{Deserialize, Serialize};
use serde_json::json;

/// What the judge gets: the dialogue up to the question, the question's expected type, the
/// system's response, and optionally a reference (the gold SQL or an annotator's note).
#[derive(Debug, Clone, PartialEq, Default)]
pub struct RqsInput {
    pub lang: Lang,
    pub dialogue: Vec<Turn>,
    /// "answerable", "ambiguous", "unanswerable" or "improper".
    pub expected_type: String,
    pub response: String,
    pub reference: Option<String>,
}

/// The judge's scores, each 0, 1 or 2.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RqsScores {
    pub relevance: u8,
    pub clarity: u8,
    pub completeness: u8,
    pub accuracy: u8,
    pub utility: u8,
    pub rationale: String,
}

impl RqsScores {
    /// The RQS, 0–10; a score above 2 (a model ignoring the scale) counts as 2.
    pub fn total(&self) -> u8 {
        [
            self.relevance,
            self.clarity,
            self.completeness,
            self.accuracy,
            self.utility,
        ]
        .iter()
        .map(|s| (*s).min(2))
        .sum()
    }
}

/// Scores a system's natural-language response on relevance, clarity, completeness, accuracy
/// and utility, 0–2 each.
pub fn rqs_judge(input: &RqsInput) -> Prompt {
    let lang = input.lang;
    let system = lang.pick(
        "You grade how well a database assistant replied to the last user turn. Score five criteria with 0, 1 or 2:\n\
         - relevance: 0 off-topic; 1 on-topic but misses a key point; 2 addresses exactly what was asked.\n\
         - clarity: 0 hard to understand; 1 understandable with small vagueness; 2 plain and easy to follow.\n\
         - completeness: 0 leaves the question unaddressed; 1 covers most of it; 2 covers every part.\n\
         - accuracy: 0 states wrong facts; 1 partly right; 2 entirely right.\n\
         - utility: 0 does not help the person; 1 helps somewhat; 2 fully meets the need and, \
           for an ambiguous, unanswerable or improper question, explains why and what could be asked instead.\n\
         Judge against the expected question type: an ambiguous question deserves a clarifying question or answers for each reading, \
         an unanswerable one a clear explanation of what the data lacks, an improper one a brief polite redirection.\n\
         Reply with JSON: {\"relevance\": 0, \"clarity\": 0, \"completeness\": 0, \"accuracy\": 0, \"utility\": 0, \"rationale\": \"...\"}.",
        "你评估一个数据库助手对用户最后一句话的回复质量。以下五项各打 0、1 或 2 分：\n\
         - relevance（相关性）：0 答非所问；1 切题但漏掉要点；2 正好回应了所问内容。\n\
         - clarity（清晰度）：0 难以理解；1 基本能懂但略有含糊；2 直白易懂。\n\
         - completeness（完整性）：0 没有回应问题；1 覆盖了大部分；2 覆盖了所有方面。\n\
         - accuracy（准确性）：0 有错误事实；1 部分正确；2 完全正确。\n\
         - utility（实用性）：0 对用户没有帮助；1 有一定帮助；2 完全满足需求，\
           且对有歧义、无法回答或不相关的问题说明了原因以及可以改问什么。\n\
         结合预期的问题类型评判：有歧义的问题应当得到澄清提问或针对每种理解的回答，\
         无法回答的问题应当清楚说明数据缺少什么，不相关的问题应当简短礼貌地引回正题。\n\
         用 JSON 回答：{\"relevance\": 0, \"clarity\": 0, \"completeness\": 0, \"accuracy\": 0, \"utility\": 0, \"rationale\": \"...\"}。",
    );
    let mut user = String::new();
    user.push_str(lang.pick("Dialogue:\n", "对话：\n"));
    user.push_str(&render_dialogue(&input.dialogue, lang));
    user.push_str(lang.pick("\nExpected question type: ", "\n预期问题类型："));
    user.push_str(input.expected_type.trim());
    if let Some(reference) = input.reference.as_deref().filter(|r| !r.trim().is_empty()) {
        user.push_str(lang.pick("\nReference: ", "\n参考答案："));
        user.push_str(reference.trim());
    }
    user.push_str(lang.pick("\n\nAssistant's reply:\n", "\n\n助手的回复：\n"));
    user.push_str(input.response.trim());
    user.push('\n');
    let score = json!({"type": "integer", "enum": [0, 1, 2]});
    let schema = JsonSchema::new(
        "rqs_scores",
        object_schema(json!({
            "relevance": score, "clarity": score, "completeness": score,
            "accuracy": score, "utility": score,
            "rationale": {"type": "string"},
        })),
    );
    Prompt {
        id: "rqs_judge",
        version: 1,
        lang,
        messages: vec![Message::system(system), Message::user(user)],
        schema: Some(schema),
    }
}
