//! `--llm URL --model NAME` and the LLM step flags, shared by `ask`, `chat` and every `bench`
//! subcommand: flatten [`LlmArgs`] into a command's arguments and call [`attach`] on its engine.
//! With neither flags nor `CLARISQL_LLM_*` variables, nothing is attached and clarisql is the
//! deterministic engine.

use anyhow::{Context, Result};
use clap::Args;
use clarisql_agent::{AgentOptions, ProposerMode};
use clarisql_engine::Engine;
use clarisql_llm::{env, BlockingClient, LlmConfig};
use std::sync::Arc;

/// Where the LLM is and what it may do.
#[derive(Args, Clone, Debug)]
pub struct LlmArgs {
    /// An OpenAI-compatible endpoint: the base URL up to and including /v1 (vLLM, SGLang,
    /// Ollama, llama.cpp, a hosted API). Default: $CLARISQL_LLM_URL. The key, if any, is read
    /// from $CLARISQL_LLM_API_KEY only.
    #[arg(long = "llm", value_name = "URL")]
    pub url: Option<String>,
    /// The model name as the server serves it. Default: $CLARISQL_LLM_MODEL.
    #[arg(long = "model", value_name = "NAME")]
    pub model: Option<String>,
    /// Repair rounds after the LLM's first query (errors and empty results are fed back).
    #[arg(long = "llm-repair-rounds", value_name = "N", default_value_t = clarisql_engine::assist::DEFAULT_REPAIR_ROUNDS)]
    pub repair_rounds: usize,
    /// Let the model call the engine's tools (table and value search, schema lookup,
    /// validated SQL) before it answers.
    #[arg(long = "llm-agent", conflicts_with = "decompose")]
    pub agent: bool,
    /// Have the model plan sub-questions and combine them into one query.
    #[arg(long = "llm-decompose")]
    pub decompose: bool,
    /// Restate the question with the model before a second retrieval.
    #[arg(long = "llm-rewrite")]
    pub rewrite: bool,
    /// Ask the model for the question type as a second opinion (reported, never overrules).
    #[arg(long = "llm-type-opinion")]
    pub type_opinion: bool,
    /// Tokens a SQL answer may take (a plan gets twice as many); a cut-off answer is a failure
    /// the engine falls back from.
    #[arg(long = "llm-max-tokens", value_name = "N", default_value_t = clarisql_agent::DEFAULT_MAX_TOKENS)]
    pub max_tokens: u32,
}

impl Default for LlmArgs {
    /// What the command line gives when no LLM flag is used.
    fn default() -> Self {
        LlmArgs {
            url: None,
            model: None,
            repair_rounds: clarisql_engine::assist::DEFAULT_REPAIR_ROUNDS,
            agent: false,
            decompose: false,
            rewrite: false,
            type_opinion: false,
            max_tokens: clarisql_agent::DEFAULT_MAX_TOKENS,
        }
    }
}

impl LlmArgs {
    /// The LLM configuration: flags over `CLARISQL_LLM_*`; `None` when neither names an LLM.
    pub fn config(&self) -> Result<Option<LlmConfig>> {
        config_of(self.url.clone(), self.model.clone())
    }

    pub fn options(&self) -> AgentOptions {
        AgentOptions {
            repair_rounds: self.repair_rounds,
            mode: if self.agent {
                ProposerMode::agent()
            } else if self.decompose {
                ProposerMode::Decompose
            } else {
                ProposerMode::Generate
            },
            rewrite: self.rewrite,
            type_opinion: self.type_opinion,
            max_tokens: self.max_tokens,
            ..AgentOptions::default()
        }
    }
}

/// The LLM configuration from `--llm` / `--model` over `CLARISQL_LLM_*`; `None` when neither
/// names an LLM.
fn config_of(url: Option<String>, model: Option<String>) -> Result<Option<LlmConfig>> {
    let lookup = move |name: &str| -> Option<String> {
        let flag = match name {
            env::URL => url.clone(),
            env::MODEL => model.clone(),
            _ => None,
        };
        flag.or_else(|| std::env::var(name).ok())
    };
    LlmConfig::from_lookup(&lookup).context("the LLM settings (--llm, --model, CLARISQL_LLM_*)")
}

/// `--llm URL --model NAME` for the generators: a model words their questions (checked
/// against the labels; the templates stay where it fails).
#[derive(Args, Clone, Debug, Default)]
pub struct WordingArgs {
    /// An OpenAI-compatible endpoint (base URL up to and including /v1) that words the
    /// questions. Default: $CLARISQL_LLM_URL; none: the generator's own wording.
    #[arg(long = "llm", value_name = "URL")]
    pub url: Option<String>,
    /// The model name as the server serves it. Default: $CLARISQL_LLM_MODEL.
    #[arg(long = "model", value_name = "NAME")]
    pub model: Option<String>,
}

impl WordingArgs {
    /// The model's wording and its client (for the accounting), or `None` without an LLM.
    pub fn wording(&self) -> Result<Option<(clarisql_agent::LlmWording, Arc<BlockingClient>)>> {
        let Some(config) = config_of(self.url.clone(), self.model.clone())? else {
            return Ok(None);
        };
        let client = clarisql_agent::connect(config).context("cannot set up the LLM client")?;
        Ok(Some((
            clarisql_agent::LlmWording::new(client.clone()),
            client,
        )))
    }
}

/// MMSQL's RQS judge over the LLM client, for `bench mmsql`.
pub struct RqsJudge(pub Arc<BlockingClient>);

impl clarisql_bench::mmsql::ResponseJudge for RqsJudge {
    fn rqs(
        &self,
        dialogue: &[(bool, String)],
        expected: clarisql_analyze::QuestionType,
        response: &clarisql_engine::Response,
        gold: Option<&str>,
    ) -> Option<u8> {
        let input = clarisql_agent::JudgeInput {
            dialogue,
            expected_type: expected,
            response,
            gold,
        };
        match clarisql_agent::judge_response(&self.0, &input) {
            Ok(j) => Some(j.total),
            Err(e) => {
                tracing::warn!("the RQS judge gave no score: {e}");
                None
            }
        }
    }
}

/// Gives `engine` its LLM steps when an LLM is configured; returns the client (for its
/// accounting) or `None` when there is no LLM.
pub fn attach(engine: &mut Engine, args: &LlmArgs) -> Result<Option<Arc<BlockingClient>>> {
    let Some(config) = args.config()? else {
        return Ok(None);
    };
    tracing::info!(url = %config.base_url, model = %config.model, "LLM configured");
    let client = clarisql_agent::connect(config).context("cannot set up the LLM client")?;
    engine.assist = Some(clarisql_agent::assist(client.clone(), &args.options()));
    Ok(Some(client))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn flags_name_the_llm_and_steps_are_off_by_default() {
        let args = LlmArgs {
            url: Some("http://127.0.0.1:8000/v1".into()),
            model: Some("m".into()),
            ..LlmArgs::default()
        };
        let config = args.config().expect("valid").expect("configured");
        assert_eq!(
            config.chat_url(),
            "http://127.0.0.1:8000/v1/chat/completions"
        );
        let options = args.options();
        assert_eq!(options.mode, ProposerMode::Generate);
        assert!(!options.rewrite && !options.type_opinion);
        assert_eq!(
            options,
            AgentOptions::default(),
            "flags' defaults are the library's"
        );
        let bad = LlmArgs {
            url: Some("localhost:8000".into()),
            model: Some("m".into()),
            ..LlmArgs::default()
        };
        assert!(bad.config().is_err(), "a URL without http(s) is refused");
    }
}

/// The LLM flags of a benchmark, plus `--compare`.
#[derive(Args, Clone, Debug, Default)]
pub struct BenchLlmArgs {
    #[command(flatten)]
    pub llm: LlmArgs,
    /// Run the deterministic and the LLM path on the same items and report both side by side
    /// (needs an LLM).
    #[arg(long)]
    pub compare: bool,
}

/// Runs a benchmark with the LLM when one is configured (its calls, tokens and cost go into
/// the report), or, with `--compare`, once without and once with it, reported side by side.
///
/// `run` gets the engine and, when an LLM is configured, its client — in both runs of
/// `--compare` — for work that judges rather than answers (e.g. `clarisql_agent::judge_response`
/// for RQS).
pub fn run_bench(
    engine: &mut Engine,
    args: &BenchLlmArgs,
    run: impl Fn(&Engine, Option<&Arc<BlockingClient>>) -> clarisql_bench::Report,
) -> Result<clarisql_bench::Report> {
    let client = attach(engine, &args.llm)?;
    let Some(client) = client else {
        anyhow::ensure!(
            !args.compare,
            "--compare needs an LLM: pass --llm URL --model NAME, or set {} and {}",
            env::URL,
            env::MODEL
        );
        return Ok(run(engine, None));
    };
    let with_llm = |engine: &Engine| {
        client.take_accounting();
        let mut report = run(engine, Some(&client));
        let totals = client.take_accounting();
        report.add_llm_client(
            &client.inner().config().model,
            serde_json::to_value(totals).unwrap_or_default(),
        );
        report
    };
    if !args.compare {
        return Ok(with_llm(engine));
    }
    let assist = engine.assist.take();
    let deterministic = run(engine, Some(&client));
    engine.assist = assist;
    let llm = with_llm(engine);
    Ok(clarisql_bench::side_by_side::side_by_side(
        &deterministic,
        &llm,
    ))
}
