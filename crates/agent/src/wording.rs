//! The generators' question wording from a model: SQUAB's test-generation step (a question
//! written from the test's SQL and metadata) and ODUTQA's forbidden-word rewriting. The
//! generator checks every answer against the test's labels and keeps its template otherwise
//! (see `clarisql_gen::wording`); this side only asks.

use clarisql_analyze::Category;
use clarisql_gen::odutqa::Lang as GenLang;
use clarisql_gen::wording::{Wording, WordingRequest, WordingTask};
use clarisql_llm::prompts::{
    self, ColumnContext, ForbiddenRewriteInput, Lang, RewriteAnswer, SquabCategory,
    SquabQuestionInput, TableContext,
};
use clarisql_llm::BlockingClient;
use std::sync::Arc;

/// A [`Wording`] backed by an OpenAI-compatible model.
pub struct LlmWording {
    client: Arc<BlockingClient>,
    temperature: f32,
}

impl LlmWording {
    pub fn new(client: Arc<BlockingClient>) -> Self {
        LlmWording {
            client,
            temperature: 0.7,
        }
    }
}

/// The SQUAB prompt's category for a taxonomy category; `None` for categories SQUAB's
/// prompts do not cover (their template stays).
pub fn squab_category(c: Category) -> Option<SquabCategory> {
    Some(match c {
        Category::ColumnAmbiguity => SquabCategory::ColumnAmbiguity,
        Category::QuantifierScope => SquabCategory::Scope,
        Category::AttachmentAmbiguity => SquabCategory::Attachment,
        Category::ColumnUnanswerable => SquabCategory::ColumnUnanswerable,
        Category::CalculationUnanswerable => SquabCategory::CalculationUnanswerable,
        Category::OutOfScope => SquabCategory::OutOfScope,
        Category::TypeToken => SquabCategory::TypeToken,
        _ => return None,
    })
}

impl Wording for LlmWording {
    fn reword(&self, request: &WordingRequest<'_>) -> Option<String> {
        let lang = match request.lang {
            GenLang::En => Lang::En,
            GenLang::Zh => Lang::Zh,
        };
        let prompt = match &request.task {
            WordingTask::Forbidden { forbidden } => {
                prompts::forbidden_word_rewrite(&ForbiddenRewriteInput {
                    lang,
                    question: request.template.to_string(),
                    keep: request.keep.clone(),
                    forbidden: forbidden.to_vec(),
                })
            }
            WordingTask::Squab {
                category,
                queries,
                metadata,
                table,
            } => {
                let category = category.and_then(squab_category)?;
                let table = table
                    .as_ref()
                    .map(|t| TableContext {
                        name: t.name.clone(),
                        caption: t.caption.clone(),
                        columns: t
                            .columns
                            .iter()
                            .map(|(n, ty)| ColumnContext::new(n.clone(), ty.clone()))
                            .collect(),
                    })
                    .unwrap_or_default();
                // The generator's question, as a hint of what to keep.
                let mut metadata = metadata.clone();
                if !request.keep.is_empty() {
                    metadata.push_str(&format!(
                        " Keep these words exactly: {}.",
                        request.keep.join(", ")
                    ));
                }
                prompts::squab_question(&SquabQuestionInput {
                    lang,
                    category,
                    queries: queries.to_vec(),
                    metadata: format!("{metadata} Draft question: {}", request.template),
                    table,
                })
            }
        };
        let chat = prompt
            .into_request()
            .with_temperature(self.temperature)
            .with_seed(request.seed)
            .with_max_tokens(120);
        match self.client.chat_json::<RewriteAnswer>(&chat) {
            Ok(answer) => {
                let text = answer.value.question.trim().to_string();
                (!text.is_empty()).then_some(text)
            }
            Err(e) => {
                // The generator keeps its template; say why.
                tracing::warn!("the LLM wording failed: {e}");
                None
            }
        }
    }
}
