//! The LLM side of clarisql: the engine's [`assist`](clarisql_engine::assist) traits
//! implemented with an OpenAI-compatible model, the engine's own functions as tools for
//! tool-calling agents, the RQS judge, and the simulated user's LLM paraphraser.
//!
//! - [`LlmProposer`] writes SQL where the deterministic reading falls short: plain generation
//!   (schema subset, sample values, grounded findings, dialogue), a query plan
//!   ([`ProposerMode::Decompose`], MMSQL's decomposer / TACO's plan), or a tool-calling agent
//!   ([`ProposerMode::Agent`], ODUTQA's SGV agent, MAIC-TQA's sqlQueryTool) over [`EngineTools`];
//!   repairs come from execution errors and empty results (MMSQL's refiner).
//! - [`LlmRewriter`] (TACO-SQL's rewriting) and [`LlmTypeOpinion`] (MMSQL's detector) are the
//!   optional steps; each is off unless asked for, so turning it off is its ablation.
//! - [`judge_response`] scores a response on MMSQL's five RQS criteria.
//! - [`LlmParaphraser`] gives the ODUTQA simulated user its dynamic voice.
//! - [`LlmWording`] words the generators' questions (SQUAB's test wording, ODUTQA's
//!   forbidden-word rewriting); the generators check it against their labels.
//!
//! Why a crate of its own: the engine stays free of network code and of the HTTP/TLS stack
//! (it only knows the traits), the benchmark runners stay model-agnostic (they read the usage
//! every response carries), and everything that talks to a model sits in one place.
//!
//! Architecture Invariant: nothing here runs SQL except through `Engine::run_sql` (validated,
//! read-only) and nothing here decides an answer: the engine verifies every proposal.

mod context;
mod judge;
mod paraphrase;
mod proposer;
mod steps;
mod tools;
mod usage;
mod wording;

pub use judge::{judge_response, JudgeInput, Judgement};
pub use paraphrase::LlmParaphraser;
pub use proposer::{LlmProposer, ProposerMode, DEFAULT_MAX_TOKENS};
pub use steps::{LlmRewriter, LlmTypeOpinion};
pub use tools::{EngineTools, ToolUse};
pub use wording::{squab_category, LlmWording};

use clarisql_engine::assist::{Assist, DEFAULT_REPAIR_ROUNDS};
use clarisql_llm::{BlockingClient, LlmConfig, LlmError};
use std::sync::Arc;

/// Which LLM steps run, and how far they go. The default is SQL generation with two repair
/// rounds and no optional step.
#[derive(Debug, Clone, PartialEq)]
pub struct AgentOptions {
    /// Repair rounds after the first proposal.
    pub repair_rounds: usize,
    pub mode: ProposerMode,
    /// Tool rounds an agent may take before it must answer.
    pub max_tool_rounds: usize,
    /// Restate the question before a second retrieval.
    pub rewrite: bool,
    /// Ask the model for the question type as a second opinion.
    pub type_opinion: bool,
    /// Tokens a SQL answer may take (a plan gets twice as many).
    pub max_tokens: u32,
}

impl Default for AgentOptions {
    fn default() -> Self {
        AgentOptions {
            repair_rounds: DEFAULT_REPAIR_ROUNDS,
            mode: ProposerMode::Generate,
            max_tool_rounds: 4,
            rewrite: false,
            type_opinion: false,
            max_tokens: DEFAULT_MAX_TOKENS,
        }
    }
}

/// A client for `config`, to share between the engine's steps (it keeps one accounting).
pub fn connect(config: LlmConfig) -> Result<Arc<BlockingClient>, LlmError> {
    Ok(Arc::new(BlockingClient::new(config)?))
}

/// The engine's LLM steps over `client`, as `options` asks: set it as `Engine::assist`.
///
/// ```no_run
/// # fn demo(mut engine: clarisql_engine::Engine) -> Result<(), clarisql_llm::LlmError> {
/// if let Some(config) = clarisql_llm::LlmConfig::from_env()? {
///     let client = clarisql_agent::connect(config)?;
///     engine.assist = Some(clarisql_agent::assist(client, &clarisql_agent::AgentOptions::default()));
/// }
/// # Ok(()) }
/// ```
pub fn assist(client: Arc<BlockingClient>, options: &AgentOptions) -> Assist {
    let proposer = LlmProposer::new(client.clone(), options.mode.clone())
        .with_max_tool_rounds(options.max_tool_rounds)
        .with_max_tokens(options.max_tokens);
    Assist {
        proposer: Some(Arc::new(proposer)),
        rewriter: options
            .rewrite
            .then(|| Arc::new(LlmRewriter::new(client.clone())) as _),
        type_opinion: options
            .type_opinion
            .then(|| Arc::new(LlmTypeOpinion::new(client.clone())) as _),
        repair_rounds: options.repair_rounds,
    }
}
