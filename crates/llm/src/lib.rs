//! Talk to an OpenAI-compatible chat-completions endpoint: vLLM, SGLang, llama.cpp server,
//! Ollama, llama-cpp-python, or a hosted API.
//!
//! - [`LlmConfig`] says where (base URL up to `/v1`, model, key, timeouts, retries, prices,
//!   cache folder); [`LlmConfig::from_env`] reads `CLARISQL_LLM_*` and yields `None` when no LLM
//!   is configured, which is the engine's normal, LLM-free mode.
//! - [`LlmClient`] (async) and [`BlockingClient`] (sync) send [`ChatRequest`]s with retries,
//!   cache answers on disk by a hash of the whole request, parse structured answers
//!   ([`LlmClient::chat_json`]), run tool-calling loops ([`LlmClient::run_tools`]) and keep an
//!   [`Accounting`] of calls, tokens and cost.
//! - [`prompts`] holds every prompt the project sends, versioned, in English and Chinese.
//! - [`json`] is the tolerant parser for JSON inside free text.
//!
//! Architecture Invariant: this crate knows nothing of the engine's types; prompts take plain
//! inputs (names, texts, values) so that any crate can build them. The LLM proposes; callers
//! verify.
//!
//! Architecture Invariant: nothing the server sends can make this crate panic; every failure
//! is an [`LlmError`] that says what to do.

mod accounting;
mod blocking;
mod cache;
mod chat;
mod client;
mod config;
mod error;
pub mod json;
pub mod prompts;
mod retry;
mod wire;

pub use accounting::{estimate_tokens, Accounting, Prices};
pub use blocking::BlockingClient;
pub use cache::{CacheKey, ResponseCache};
pub use chat::{
    ChatRequest, ChatResponse, FinishReason, JsonSchema, Message, Role, TokenUsage, Tool, ToolCall,
    ToolChoice,
};
pub use client::{LlmClient, Structured, ToolRun};
pub use config::{env, LlmConfig, StructuredOutput};
pub use error::LlmError;
pub use retry::RetryPolicy;
