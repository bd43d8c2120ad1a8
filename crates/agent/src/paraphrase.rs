//! The ODUTQA simulated user's dynamic voice from a model (paper A.5): the template answer
//! reworded, keeping the key value. The simulator checks the value and retries (5 attempts,
//! then the template); each attempt here asks with another seed, so the cache does not return
//! the same rejected text.

use clarisql_gen::odutqa::simulator::{ParaphraseRequest, Paraphraser};
use clarisql_gen::odutqa::Lang as GenLang;
use clarisql_llm::prompts::{self, Lang, ParaphraseInput};
use clarisql_llm::BlockingClient;
use std::sync::Arc;

/// A [`Paraphraser`] backed by an OpenAI-compatible model.
pub struct LlmParaphraser {
    client: Arc<BlockingClient>,
    temperature: f32,
}

impl LlmParaphraser {
    pub fn new(client: Arc<BlockingClient>) -> Self {
        LlmParaphraser {
            client,
            temperature: 0.8,
        }
    }
}

impl Paraphraser for LlmParaphraser {
    fn paraphrase(&self, request: &ParaphraseRequest<'_>) -> Option<String> {
        let prompt = prompts::user_paraphrase(&ParaphraseInput {
            lang: match request.lang {
                GenLang::En => Lang::En,
                GenLang::Zh => Lang::Zh,
            },
            sentence: request.sentence.to_string(),
            key_value: request.key.to_string(),
        });
        let chat = prompt
            .into_request()
            .with_temperature(self.temperature)
            .with_seed(request.seed)
            .with_max_tokens(80);
        match self.client.chat(&chat) {
            Ok(answer) => {
                let text = prompts::clean_paraphrase(answer.text());
                (!text.is_empty()).then_some(text)
            }
            Err(e) => {
                // The simulator falls back to the template; say why once per failure.
                tracing::warn!("the LLM paraphrase failed: {e}");
                None
            }
        }
    }
}
