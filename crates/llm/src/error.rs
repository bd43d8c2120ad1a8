//! One error type for the crate: every way a call can go wrong, with what to do about it.

use std::time::Duration;

/// Why an LLM call gave no usable answer.
///
/// Transport failures (`Connect`, `Timeout`, retryable `Http`) are only returned once the retry
/// budget is spent; `attempts` says how many requests were sent.
#[derive(Debug, thiserror::Error)]
pub enum LlmError {
    #[error("LLM configuration: {0}")]
    Config(String),

    #[error(
        "cannot reach the LLM server at {url} after {attempts} attempt(s): {message}; \
         check that the server runs and that CLARISQL_LLM_URL ends in /v1"
    )]
    Connect {
        url: String,
        attempts: u32,
        message: String,
    },

    #[error(
        "the LLM server at {url} did not answer within {} s ({attempts} attempt(s)); \
         raise the timeout (CLARISQL_LLM_TIMEOUT_SECS) or use a faster model",
        after.as_secs_f64()
    )]
    Timeout {
        url: String,
        after: Duration,
        attempts: u32,
    },

    #[error("the LLM server answered HTTP {status} after {attempts} attempt(s): {body}; {}", http_hint(*status))]
    Http {
        status: u16,
        body: String,
        attempts: u32,
    },

    #[error("the LLM server's answer is not a chat completion ({reason}); is the URL an OpenAI-compatible /v1 endpoint? body starts: {excerpt}")]
    BadResponse { reason: String, excerpt: String },

    #[error("the model refused to answer: {message}")]
    Refusal { message: String },

    #[error("the model's answer holds no JSON; it starts: {excerpt}")]
    NoJson { excerpt: String },

    #[error(
        "the model's JSON is cut off (finish reason: {finish_reason}); raise max_tokens or shorten \
         the prompt; it ends: {excerpt}"
    )]
    TruncatedJson {
        finish_reason: String,
        excerpt: String,
    },

    #[error("the model's JSON does not parse even after repair ({message}): {excerpt}")]
    InvalidJson { message: String, excerpt: String },

    #[error("the model's JSON does not have the expected shape ({message}): {excerpt}")]
    SchemaMismatch { message: String, excerpt: String },

    #[error("the model still asked for tools after {rounds} round(s) (last: {last_tools}); raise max_rounds or check the tool results it gets")]
    ToolRoundsExceeded { rounds: usize, last_tools: String },

    #[error("the blocking LLM client cannot start: {0}")]
    Runtime(String),
}

impl LlmError {
    /// True for failures another attempt may cure: rate limits, server errors, lost connections,
    /// timeouts. Content errors (bad JSON, refusals) are not: the same request gives the same answer.
    pub fn is_transient(&self) -> bool {
        match self {
            LlmError::Connect { .. } | LlmError::Timeout { .. } => true,
            LlmError::Http { status, .. } => status_is_retryable(*status),
            _ => false,
        }
    }
}

/// Statuses worth another try: rate limiting, request timeout and server-side failures.
pub(crate) fn status_is_retryable(status: u16) -> bool {
    matches!(status, 408 | 409 | 429) || (500..=599).contains(&status)
}

fn http_hint(status: u16) -> &'static str {
    match status {
        400 | 422 => "the server rejected the request; it may not support a parameter (response_format, tools) — try CLARISQL_LLM_STRUCTURED=prompt",
        401 | 403 => "check CLARISQL_LLM_API_KEY",
        404 => "check CLARISQL_LLM_URL (it should end in /v1) and CLARISQL_LLM_MODEL",
        429 => "rate limited even after backing off; lower the request rate or raise CLARISQL_LLM_MAX_RETRIES",
        500..=599 => "the server kept failing; look at its log",
        _ => "see the server's message",
    }
}

/// The first `max` characters of `text`, on a char boundary, for error messages.
pub(crate) fn excerpt(text: &str, max: usize) -> String {
    let trimmed = text.trim();
    match trimmed.char_indices().nth(max) {
        Some((cut, _)) => format!("{}…", &trimmed[..cut]),
        None => trimmed.to_string(),
    }
}

/// The last `max` characters of `text`, for errors about where an answer stopped.
pub(crate) fn tail_excerpt(text: &str, max: usize) -> String {
    let trimmed = text.trim();
    let count = trimmed.chars().count();
    if count <= max {
        return trimmed.to_string();
    }
    let start = trimmed
        .char_indices()
        .nth(count - max)
        .map(|(i, _)| i)
        .unwrap_or(0);
    format!("…{}", &trimmed[start..])
}
