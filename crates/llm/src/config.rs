//! Where the model lives and how to talk to it.

use crate::accounting::Prices;
use crate::retry::RetryPolicy;
use crate::LlmError;
use std::fmt;
use std::path::PathBuf;
use std::time::Duration;

/// Environment variables read by [`LlmConfig::from_env`].
pub mod env {
    /// Base URL up to and including `/v1`, e.g. `http://127.0.0.1:8000/v1`.
    pub const URL: &str = "CLARISQL_LLM_URL";
    /// Model name as the server knows it.
    pub const MODEL: &str = "CLARISQL_LLM_MODEL";
    /// Bearer token; optional for local servers.
    pub const API_KEY: &str = "CLARISQL_LLM_API_KEY";
    /// Whole-request time limit in seconds (default 120).
    pub const TIMEOUT_SECS: &str = "CLARISQL_LLM_TIMEOUT_SECS";
    /// Retries after the first attempt (default 4).
    pub const MAX_RETRIES: &str = "CLARISQL_LLM_MAX_RETRIES";
    /// Price in dollars per million prompt tokens (default 0).
    pub const PRICE_INPUT: &str = "CLARISQL_LLM_PRICE_INPUT";
    /// Price in dollars per million completion tokens (default 0).
    pub const PRICE_OUTPUT: &str = "CLARISQL_LLM_PRICE_OUTPUT";
    /// Response cache folder, or `off`.
    pub const CACHE_DIR: &str = "CLARISQL_LLM_CACHE";
    /// Root of all clarisql caches; the LLM cache goes in its `llm/` folder.
    pub const CACHE_ROOT: &str = "CLARISQL_CACHE";
    /// How to ask for JSON: `json_schema` (default), `json_object` or `prompt`.
    pub const STRUCTURED: &str = "CLARISQL_LLM_STRUCTURED";
}

/// How a JSON Schema is put to the server.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StructuredOutput {
    /// `response_format: {type: "json_schema", json_schema: {name, schema, strict}}` — OpenAI,
    /// vLLM, SGLang, llama.cpp server, Ollama, llama-cpp-python. If the server rejects it, the
    /// client falls back to `Prompt` for the rest of its life.
    JsonSchema,
    /// `response_format: {type: "json_object", schema}` — JSON mode, with the schema as a hint
    /// (llama-cpp-python and llama.cpp server also enforce it).
    JsonObject,
    /// No `response_format`: the schema goes into the system message and the tolerant parser
    /// reads the answer.
    Prompt,
}

impl StructuredOutput {
    fn parse(text: &str) -> Option<Self> {
        match text.trim().to_ascii_lowercase().as_str() {
            "json_schema" | "schema" => Some(StructuredOutput::JsonSchema),
            "json_object" | "json" => Some(StructuredOutput::JsonObject),
            "prompt" | "none" | "off" => Some(StructuredOutput::Prompt),
            _ => None,
        }
    }
}

/// Everything needed to reach an OpenAI-compatible chat-completions endpoint.
///
/// ```
/// use clarisql_llm::LlmConfig;
/// let config = LlmConfig::new("http://127.0.0.1:8000/v1", "qwen2.5-7b-instruct")
///     .with_cache_dir(None);
/// assert_eq!(config.chat_url(), "http://127.0.0.1:8000/v1/chat/completions");
/// ```
#[derive(Clone)]
pub struct LlmConfig {
    /// Up to and including `/v1`, as OpenAI clients take it.
    pub base_url: String,
    pub model: String,
    pub api_key: Option<String>,
    /// Limit on one HTTP request, from connect to the last byte.
    pub request_timeout: Duration,
    pub connect_timeout: Duration,
    pub retry: RetryPolicy,
    pub prices: Prices,
    /// `None`: no disk cache.
    pub cache_dir: Option<PathBuf>,
    pub structured_output: StructuredOutput,
}

impl fmt::Debug for LlmConfig {
    // Hand-written so that the API key never reaches a log.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("LlmConfig")
            .field("base_url", &self.base_url)
            .field("model", &self.model)
            .field("api_key", &self.api_key.as_ref().map(|_| "<set>"))
            .field("request_timeout", &self.request_timeout)
            .field("connect_timeout", &self.connect_timeout)
            .field("retry", &self.retry)
            .field("prices", &self.prices)
            .field("cache_dir", &self.cache_dir)
            .field("structured_output", &self.structured_output)
            .finish()
    }
}

impl LlmConfig {
    /// A configuration with defaults: no key, 120 s per request, 4 retries, free, cache in the
    /// default folder, JSON Schema constrained output.
    pub fn new(base_url: impl Into<String>, model: impl Into<String>) -> Self {
        LlmConfig {
            base_url: base_url.into().trim_end_matches('/').to_string(),
            model: model.into(),
            api_key: None,
            request_timeout: Duration::from_secs(120),
            connect_timeout: Duration::from_secs(10),
            retry: RetryPolicy::default(),
            prices: Prices::default(),
            cache_dir: default_cache_dir(&|name| std::env::var(name).ok()),
            structured_output: StructuredOutput::JsonSchema,
        }
    }

    /// Reads the `CLARISQL_LLM_*` variables (see [`mod@env`]). `Ok(None)` when no LLM is configured
    /// (none of URL, model, key is set); an error when the set is incomplete or a value is bad.
    pub fn from_env() -> Result<Option<Self>, LlmError> {
        Self::from_lookup(&|name| std::env::var(name).ok())
    }

    /// [`LlmConfig::from_env`] over any lookup, so tests need not touch the process environment.
    pub fn from_lookup(lookup: &dyn Fn(&str) -> Option<String>) -> Result<Option<Self>, LlmError> {
        let get = |name: &str| {
            lookup(name)
                .map(|v| v.trim().to_string())
                .filter(|v| !v.is_empty())
        };
        let (url, model, key) = (get(env::URL), get(env::MODEL), get(env::API_KEY));
        let (url, model) = match (url, model) {
            (None, None) if key.is_none() => return Ok(None),
            (Some(url), Some(model)) => (url, model),
            (None, _) => {
                return Err(LlmError::Config(format!(
                    "{} or {} is set but {} is not; set it to the server's base URL ending in /v1",
                    env::MODEL,
                    env::API_KEY,
                    env::URL
                )))
            }
            (Some(_), None) => {
                return Err(LlmError::Config(format!(
                    "{} is set but {} is not; set it to the model name the server serves (GET <url>/models lists them)",
                    env::URL,
                    env::MODEL
                )))
            }
        };
        if !(url.starts_with("http://") || url.starts_with("https://")) {
            return Err(LlmError::Config(format!(
                "{}={url:?} is not an http(s) URL; use e.g. http://127.0.0.1:8000/v1",
                env::URL
            )));
        }
        let mut config = LlmConfig::new(url, model);
        config.api_key = key;
        config.cache_dir = default_cache_dir(lookup);
        if let Some(secs) = get(env::TIMEOUT_SECS) {
            let secs: f64 = parse_number(env::TIMEOUT_SECS, &secs)?;
            if !(secs.is_finite() && secs > 0.0) {
                return Err(LlmError::Config(format!(
                    "{} must be a positive number of seconds",
                    env::TIMEOUT_SECS
                )));
            }
            config.request_timeout = Duration::from_secs_f64(secs);
        }
        if let Some(retries) = get(env::MAX_RETRIES) {
            config.retry.max_retries = parse_number(env::MAX_RETRIES, &retries)?;
        }
        if let Some(price) = get(env::PRICE_INPUT) {
            config.prices.input_per_million = parse_number(env::PRICE_INPUT, &price)?;
        }
        if let Some(price) = get(env::PRICE_OUTPUT) {
            config.prices.output_per_million = parse_number(env::PRICE_OUTPUT, &price)?;
        }
        if let Some(mode) = get(env::STRUCTURED) {
            config.structured_output = StructuredOutput::parse(&mode).ok_or_else(|| {
                LlmError::Config(format!(
                    "{}={mode:?}: use json_schema, json_object or prompt",
                    env::STRUCTURED
                ))
            })?;
        }
        Ok(Some(config))
    }

    pub fn with_api_key(mut self, key: impl Into<String>) -> Self {
        self.api_key = Some(key.into());
        self
    }
    pub fn with_request_timeout(mut self, timeout: Duration) -> Self {
        self.request_timeout = timeout;
        self
    }
    pub fn with_retry(mut self, retry: RetryPolicy) -> Self {
        self.retry = retry;
        self
    }
    pub fn with_prices(mut self, prices: Prices) -> Self {
        self.prices = prices;
        self
    }
    /// `None` turns the disk cache off.
    pub fn with_cache_dir(mut self, dir: Option<PathBuf>) -> Self {
        self.cache_dir = dir;
        self
    }
    pub fn with_structured_output(mut self, mode: StructuredOutput) -> Self {
        self.structured_output = mode;
        self
    }

    /// The chat-completions endpoint.
    pub fn chat_url(&self) -> String {
        format!("{}/chat/completions", self.base_url)
    }
}

/// `$CLARISQL_LLM_CACHE`, else `$CLARISQL_CACHE/llm`, else `~/.cache/clarisql/llm`;
/// `CLARISQL_LLM_CACHE=off` turns the cache off.
fn default_cache_dir(lookup: &dyn Fn(&str) -> Option<String>) -> Option<PathBuf> {
    let get = |name: &str| lookup(name).filter(|v| !v.trim().is_empty());
    if let Some(dir) = get(env::CACHE_DIR) {
        return match dir.trim().to_ascii_lowercase().as_str() {
            "off" | "none" | "0" | "false" => None,
            _ => Some(PathBuf::from(dir)),
        };
    }
    if let Some(root) = get(env::CACHE_ROOT) {
        return Some(PathBuf::from(root).join("llm"));
    }
    let home = get("HOME").or_else(|| get("USERPROFILE"))?;
    Some(
        PathBuf::from(home)
            .join(".cache")
            .join("clarisql")
            .join("llm"),
    )
}

fn parse_number<T: std::str::FromStr>(name: &str, text: &str) -> Result<T, LlmError> {
    text.parse()
        .map_err(|_| LlmError::Config(format!("{name}={text:?} is not a valid number")))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    fn config_from(vars: &[(&str, &str)]) -> Result<Option<LlmConfig>, LlmError> {
        let map: HashMap<String, String> = vars
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect();
        LlmConfig::from_lookup(&move |name| map.get(name).cloned())
    }

    #[test]
    fn nothing_set_means_no_llm() {
        assert!(config_from(&[("HOME", "/home/x")])
            .expect("no error")
            .is_none());
    }

    #[test]
    fn reads_every_variable() {
        let config = config_from(&[
            (env::URL, "http://localhost:8000/v1/"),
            (env::MODEL, "m"),
            (env::API_KEY, "secret"),
            (env::TIMEOUT_SECS, "2.5"),
            (env::MAX_RETRIES, "1"),
            (env::PRICE_INPUT, "0.15"),
            (env::PRICE_OUTPUT, "0.6"),
            (env::CACHE_ROOT, "/tmp/c"),
            (env::STRUCTURED, "prompt"),
        ])
        .expect("valid")
        .expect("configured");
        assert_eq!(config.base_url, "http://localhost:8000/v1");
        assert_eq!(config.api_key.as_deref(), Some("secret"));
        assert_eq!(config.request_timeout, Duration::from_millis(2500));
        assert_eq!(config.retry.max_retries, 1);
        assert_eq!(config.prices.output_per_million, 0.6);
        assert_eq!(config.cache_dir, Some(PathBuf::from("/tmp/c/llm")));
        assert_eq!(config.structured_output, StructuredOutput::Prompt);
        assert!(
            !format!("{config:?}").contains("secret"),
            "the key must not be printed"
        );
    }

    #[test]
    fn incomplete_or_bad_settings_are_errors() {
        for vars in [
            vec![(env::URL, "http://x/v1")],
            vec![(env::MODEL, "m")],
            vec![(env::API_KEY, "k")],
            vec![(env::URL, "localhost:8000/v1"), (env::MODEL, "m")],
            vec![
                (env::URL, "http://x/v1"),
                (env::MODEL, "m"),
                (env::MAX_RETRIES, "many"),
            ],
            vec![
                (env::URL, "http://x/v1"),
                (env::MODEL, "m"),
                (env::TIMEOUT_SECS, "-1"),
            ],
        ] {
            let err = config_from(&vars).expect_err("should be rejected");
            assert!(matches!(err, LlmError::Config(_)), "{vars:?}: {err}");
        }
    }

    #[test]
    fn cache_folder_defaults_and_off() {
        let home = config_from(&[(env::URL, "http://x/v1"), (env::MODEL, "m"), ("HOME", "/h")])
            .unwrap()
            .unwrap();
        assert_eq!(
            home.cache_dir,
            Some(PathBuf::from("/h/.cache/clarisql/llm"))
        );
        let off = config_from(&[
            (env::URL, "http://x/v1"),
            (env::MODEL, "m"),
            (env::CACHE_DIR, "off"),
        ])
        .unwrap()
        .unwrap();
        assert_eq!(off.cache_dir, None);
    }
}
