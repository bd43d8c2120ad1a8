//! MMSQL's response-quality score (Table VIII): relevance, clarity, completeness, accuracy and
//! utility, 0–2 each, given by a model acting as judge.

use clarisql_analyze::QuestionType;
use clarisql_engine::Response;
use clarisql_llm::prompts::{self, Lang, RqsInput, RqsScores, Turn};
use clarisql_llm::{BlockingClient, LlmError};

/// One turn to judge: the dialogue up to and including the user's question, the question's gold
/// type, the system's response, and the gold answer when there is one (SQL or a note).
#[derive(Debug, Clone)]
pub struct JudgeInput<'a> {
    /// (is_user, text), oldest first; the last entry is the question being answered.
    pub dialogue: &'a [(bool, String)],
    pub expected_type: QuestionType,
    pub response: &'a Response,
    pub gold: Option<&'a str>,
}

/// The judge's scores and what the call cost.
#[derive(Debug, Clone)]
pub struct Judgement {
    pub scores: RqsScores,
    /// The RQS, 0–10.
    pub total: u8,
    pub prompt_tokens: u64,
    pub completion_tokens: u64,
    pub cached: bool,
}

/// Rows of an answer the judge sees: enough to judge, few enough for a short prompt.
const ROWS_SHOWN: usize = 10;

/// Scores `input.response` with the model behind `client`. Callers add up `Judgement`s into the
/// benchmark's RQS (mean of `total`); the client's accounting holds the cost.
pub fn judge_response(
    client: &BlockingClient,
    input: &JudgeInput<'_>,
) -> Result<Judgement, LlmError> {
    let question = input
        .dialogue
        .iter()
        .rev()
        .find(|(user, _)| *user)
        .map(|(_, t)| t.as_str())
        .unwrap_or("");
    let lang = if clarisql_text::has_cjk(question) {
        Lang::Zh
    } else {
        Lang::En
    };
    let prompt = prompts::rqs_judge(&RqsInput {
        lang,
        dialogue: input
            .dialogue
            .iter()
            .map(|(user, text)| {
                if *user {
                    Turn::user(text)
                } else {
                    Turn::system(text)
                }
            })
            .collect(),
        expected_type: input.expected_type.name().to_string(),
        response: input.response.render_text(ROWS_SHOWN),
        reference: input.gold.map(str::to_string),
    });
    let request = prompt.into_request().with_max_tokens(300);
    let answer = client.chat_json::<RqsScores>(&request)?;
    let total = answer.value.total();
    Ok(Judgement {
        total,
        prompt_tokens: answer.response.usage.prompt_tokens,
        completion_tokens: answer.response.usage.completion_tokens,
        cached: answer.response.cached,
        scores: answer.value,
    })
}
