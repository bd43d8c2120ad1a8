//! The optional steps: question rewriting (TACO-SQL) and a second opinion on the question type
//! (MMSQL's detector). Each is off unless configured; leaving it off is its ablation.

use crate::context;
use crate::usage;
use clarisql_analyze::QuestionType;
use clarisql_engine::assist::{
    AssistError, AssistUsage, ProposalContext, QuestionRewriter, TypeOpinion, TypeVerdict,
};
use clarisql_engine::Turn;
use clarisql_llm::prompts::{
    self, QuestionKind, QuestionTypeAnswer, QuestionTypeInput, RewriteAnswer, RewriteInput,
};
use clarisql_llm::BlockingClient;
use std::sync::Arc;

/// Longest rewrite accepted, relative to the question: a model that answers instead of
/// restating writes much more.
const MAX_GROWTH: usize = 3;

/// Restates a chatty or context-dependent question as one self-contained question.
pub struct LlmRewriter {
    client: Arc<BlockingClient>,
}

impl LlmRewriter {
    pub fn new(client: Arc<BlockingClient>) -> Self {
        LlmRewriter { client }
    }
}

/// Numbers and quoted strings of `question` that a faithful rewrite keeps.
fn key_terms(question: &str) -> Vec<String> {
    let mut out = Vec::new();
    for word in question.split(|c: char| c.is_whitespace() || c == ',' || c == '?') {
        let w = word.trim_matches(|c: char| !c.is_alphanumeric() && c != '.');
        if !w.is_empty() && w.chars().any(|c| c.is_ascii_digit()) {
            out.push(w.to_string());
        }
    }
    for quote in ['"', '\''] {
        let parts: Vec<&str> = question.split(quote).collect();
        for (i, part) in parts.iter().enumerate() {
            if i % 2 == 1 && i + 1 < parts.len() && !part.trim().is_empty() {
                out.push(part.trim().to_string());
            }
        }
    }
    out
}

impl QuestionRewriter for LlmRewriter {
    fn rewrite(
        &self,
        question: &str,
        history: &[Turn],
        usage: &mut AssistUsage,
    ) -> Result<String, AssistError> {
        let input = RewriteInput {
            lang: context::lang_of(question),
            dialogue: context::dialogue(history, question),
        };
        let request = prompts::question_rewrite(&input)
            .into_request()
            .with_max_tokens(160);
        let answer: RewriteAnswer = usage::chat_json(&self.client, &request, usage)?;
        let text = answer.question.trim().to_string();
        if text.chars().count() > MAX_GROWTH * question.chars().count().max(40) {
            return Err(AssistError::new(
                "the restated question is far longer than the question; ignored",
            ));
        }
        // Values and numbers must survive, or the engine would answer another question.
        let lost: Vec<String> = key_terms(question)
            .into_iter()
            .filter(|t| !text.to_lowercase().contains(&t.to_lowercase()))
            .collect();
        if !lost.is_empty() {
            return Err(AssistError::new(format!(
                "the restated question \"{text}\" dropped {}; ignored",
                lost.join(", ")
            )));
        }
        Ok(text)
    }
}

/// A second opinion on the question type.
pub struct LlmTypeOpinion {
    client: Arc<BlockingClient>,
}

impl LlmTypeOpinion {
    pub fn new(client: Arc<BlockingClient>) -> Self {
        LlmTypeOpinion { client }
    }
}

impl TypeOpinion for LlmTypeOpinion {
    fn question_type(
        &self,
        ctx: &ProposalContext<'_>,
        usage: &mut AssistUsage,
    ) -> Result<TypeVerdict, AssistError> {
        let input = QuestionTypeInput {
            lang: context::lang_of(ctx.question),
            tables: context::tables(ctx),
            dialogue: context::dialogue(ctx.history, ctx.question),
        };
        let request = prompts::question_type(&input)
            .into_request()
            .with_max_tokens(240);
        let answer: QuestionTypeAnswer = usage::chat_json(&self.client, &request, usage)?;
        Ok(TypeVerdict {
            question_type: match answer.question_type {
                QuestionKind::Answerable => QuestionType::Answerable,
                QuestionKind::Ambiguous => QuestionType::Ambiguous,
                QuestionKind::Unanswerable => QuestionType::Unanswerable,
                QuestionKind::Improper => QuestionType::Improper,
            },
            reason: answer.reason,
            interpretations: answer.interpretations,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_and_quoted_values_are_key_terms() {
        assert_eq!(
            key_terms("employees hired after 2015 in 'Sales', thanks"),
            vec!["2015".to_string(), "Sales".to_string()]
        );
        assert!(key_terms("who earns the most?").is_empty());
    }
}
