//! The async client: cache, retries, structured answers, tool loops, accounting.

use crate::accounting::Accounting;
use crate::cache::{CacheKey, ResponseCache};
use crate::chat::{ChatRequest, ChatResponse, FinishReason, Message, ToolCall, ToolChoice};
use crate::config::{LlmConfig, StructuredOutput};
use crate::error::{excerpt, status_is_retryable, tail_excerpt};
use crate::retry::parse_retry_after;
use crate::{json, wire, LlmError};
use serde::de::DeserializeOwned;
use serde_json::Value;
use std::sync::atomic::{AtomicU8, Ordering};
use std::sync::Mutex;
use std::time::Duration;

/// A client for one OpenAI-compatible endpoint and model.
///
/// Share it (behind an `Arc`) rather than building one per call: it pools connections and keeps
/// one [`Accounting`] for the run.
///
/// ```no_run
/// # async fn demo() -> Result<(), clarisql_llm::LlmError> {
/// use clarisql_llm::{ChatRequest, LlmClient, LlmConfig, Message};
/// let client = LlmClient::new(LlmConfig::new("http://127.0.0.1:8000/v1", "qwen2.5-7b-instruct"))?;
/// let answer = client.chat(&ChatRequest::new(vec![Message::user("Say hi")])).await?;
/// println!("{} ({} tokens)", answer.text(), answer.usage.completion_tokens);
/// # Ok(()) }
/// ```
#[derive(Debug)]
pub struct LlmClient {
    config: LlmConfig,
    http: reqwest::Client,
    cache: Option<ResponseCache>,
    accounting: Mutex<Accounting>,
    /// How many steps down the chain json_schema -> json_object -> prompt the server pushed us
    /// by rejecting a `response_format`; later structured calls start there.
    structured_downgrades: AtomicU8,
}

/// A structured answer: the typed value, and the response it came from.
#[derive(Debug, Clone)]
pub struct Structured<T> {
    pub value: T,
    /// True when the JSON needed repair to parse: a sign the server did not enforce the schema.
    pub repaired: bool,
    pub response: ChatResponse,
}

/// The outcome of [`LlmClient::run_tools`].
#[derive(Debug, Clone)]
pub struct ToolRun {
    /// The model's last answer, which asked for no more tools.
    pub answer: ChatResponse,
    /// The whole conversation: the request's messages, each tool round, and the answer.
    pub messages: Vec<Message>,
    /// Tool rounds executed (0 when the model answered at once).
    pub rounds: usize,
    /// Every call executed, in order.
    pub calls: Vec<ToolCall>,
}

/// One failed HTTP attempt, before deciding whether to retry.
enum AttemptFailure {
    Status {
        status: u16,
        body: String,
        retry_after: Option<Duration>,
    },
    Timeout,
    Connect(String),
}

impl AttemptFailure {
    fn retryable(&self) -> bool {
        match self {
            AttemptFailure::Status { status, body, .. } => {
                status_is_retryable(*status) && !mentions_response_format(body)
            }
            AttemptFailure::Timeout | AttemptFailure::Connect(_) => true,
        }
    }
}

impl LlmClient {
    pub fn new(config: LlmConfig) -> Result<Self, LlmError> {
        let http = reqwest::Client::builder()
            .timeout(config.request_timeout)
            .connect_timeout(config.connect_timeout)
            .user_agent(concat!("clarisql-llm/", env!("CARGO_PKG_VERSION")))
            .build()
            .map_err(|err| {
                LlmError::Config(format!(
                    "cannot build the HTTP client: {}",
                    error_chain(&err)
                ))
            })?;
        let cache = config.cache_dir.clone().map(ResponseCache::new);
        Ok(LlmClient {
            config,
            http,
            cache,
            accounting: Mutex::new(Accounting::default()),
            structured_downgrades: AtomicU8::new(0),
        })
    }

    pub fn config(&self) -> &LlmConfig {
        &self.config
    }

    /// Totals so far.
    pub fn accounting(&self) -> Accounting {
        *self.lock_accounting()
    }

    /// Totals so far, and start counting from zero (e.g. per benchmark suite).
    pub fn take_accounting(&self) -> Accounting {
        std::mem::take(&mut *self.lock_accounting())
    }

    fn lock_accounting(&self) -> std::sync::MutexGuard<'_, Accounting> {
        // Counters stay meaningful even if a thread panicked while holding the lock.
        self.accounting
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// How structured requests are sent now: the configured mode, or a weaker one after the
    /// server rejected it.
    pub fn structured_output(&self) -> StructuredOutput {
        self.structured_output_at(self.structured_downgrades.load(Ordering::Relaxed))
    }

    fn structured_output_at(&self, downgrades: u8) -> StructuredOutput {
        (0..downgrades).fold(self.config.structured_output, |mode, _| weaker(mode))
    }

    /// The JSON body and cache key a request turns into; exposed for tooling that inspects the cache.
    pub fn request_body(&self, request: &ChatRequest) -> (Value, CacheKey) {
        let body = wire::request_body(request, &self.config.model, self.structured_output());
        let key = CacheKey::of(&body, request.prompt_version.as_deref());
        (body, key)
    }

    /// One chat completion: from the cache when the identical request was answered before,
    /// else from the server, retrying transient failures.
    pub async fn chat(&self, request: &ChatRequest) -> Result<ChatResponse, LlmError> {
        let (body, key) = self.request_body(request);
        self.lock_accounting().calls += 1;
        if let Some(hit) = self.cache.as_ref().and_then(|cache| cache.get(&key)) {
            self.lock_accounting().cache_hits += 1;
            return Ok(hit);
        }
        match self.send_with_retries(&body, request).await {
            Ok(response) => {
                self.lock_accounting()
                    .record_server_answer(&response.usage, &self.config.prices);
                // A filtered answer may be a transient policy decision; do not pin it.
                if response.finish_reason != FinishReason::ContentFilter {
                    if let Some(cache) = &self.cache {
                        cache.put(&key, &body, &response);
                    }
                }
                Ok(response)
            }
            Err(err) => {
                self.lock_accounting().failures += 1;
                Err(err)
            }
        }
    }

    /// A chat completion whose answer is JSON read into `T`. Set `request.response_schema`: the
    /// schema is sent as [`LlmConfig::structured_output`] says, and the answer goes through the
    /// tolerant parser either way. If the server rejects `json_schema`, the call is repeated with
    /// the schema in the prompt, and so are later calls.
    pub async fn chat_json<T: DeserializeOwned>(
        &self,
        request: &ChatRequest,
    ) -> Result<Structured<T>, LlmError> {
        if let Some(hit) = self.cached_structured(request) {
            return structured_answer(hit);
        }
        loop {
            let level = self.structured_downgrades.load(Ordering::Relaxed);
            let mode = self.structured_output_at(level);
            let sent_format = request.response_schema.is_some() && mode != StructuredOutput::Prompt;
            match self.chat(request).await {
                Err(LlmError::Http { body, .. })
                    if sent_format && mentions_response_format(&body) =>
                {
                    tracing::warn!(url = %self.config.base_url, ?mode, next = ?weaker(mode), %body,
                        "the server rejected this response_format; using a weaker one from now on");
                    // Concurrent calls rejected at the same level step down once, not once each.
                    let _ = self.structured_downgrades.compare_exchange(
                        level,
                        level + 1,
                        Ordering::Relaxed,
                        Ordering::Relaxed,
                    );
                }
                other => return structured_answer(other?),
            }
        }
    }

    /// A cached answer to `request` in the current structured mode or a weaker one. A fresh
    /// client starts at the configured mode, while an earlier run against the same server may
    /// have cached its answers under the mode it stepped down to; looking there too lets a
    /// benchmark replay from the cache without a server.
    fn cached_structured(&self, request: &ChatRequest) -> Option<ChatResponse> {
        let cache = self.cache.as_ref()?;
        request.response_schema.as_ref()?;
        let mut mode = self.structured_output();
        loop {
            let body = wire::request_body(request, &self.config.model, mode);
            if let Some(hit) = cache.get(&CacheKey::of(&body, request.prompt_version.as_deref())) {
                let mut accounting = self.lock_accounting();
                accounting.calls += 1;
                accounting.cache_hits += 1;
                return Some(hit);
            }
            if mode == StructuredOutput::Prompt {
                return None;
            }
            mode = weaker(mode);
        }
    }

    /// Runs a tool-calling conversation: sends `request`, executes the calls the model asks for
    /// with `execute` (its return value goes back to the model as the tool's result; report
    /// failures as text, the model can act on them), and repeats until the model answers
    /// without calls or `max_rounds` tool rounds are spent.
    ///
    /// A forced `tool_choice` (a named function, or `Required`) applies to the first round only;
    /// later rounds use `Auto`, or the model could never stop calling.
    pub async fn run_tools<F>(
        &self,
        request: ChatRequest,
        max_rounds: usize,
        mut execute: F,
    ) -> Result<ToolRun, LlmError>
    where
        F: FnMut(&ToolCall) -> String,
    {
        let mut request = request;
        let mut calls = Vec::new();
        let mut rounds = 0;
        loop {
            let response = self.chat(&request).await?;
            if response.tool_calls().is_empty() {
                request.messages.push(response.message.clone());
                return Ok(ToolRun {
                    answer: response,
                    messages: request.messages,
                    rounds,
                    calls,
                });
            }
            if rounds == max_rounds {
                let last_tools = response
                    .tool_calls()
                    .iter()
                    .map(|c| c.name.as_str())
                    .collect::<Vec<_>>()
                    .join(", ");
                return Err(LlmError::ToolRoundsExceeded { rounds, last_tools });
            }
            rounds += 1;
            request.messages.push(response.message.clone());
            for call in response.tool_calls() {
                let output = execute(call);
                request
                    .messages
                    .push(Message::tool_result(call.id.clone(), output));
                calls.push(call.clone());
            }
            if matches!(
                request.tool_choice,
                Some(ToolChoice::Function(_)) | Some(ToolChoice::Required)
            ) {
                request.tool_choice = Some(ToolChoice::Auto);
            }
        }
    }

    async fn send_with_retries(
        &self,
        body: &Value,
        request: &ChatRequest,
    ) -> Result<ChatResponse, LlmError> {
        let url = self.config.chat_url();
        let payload = serde_json::to_vec(body)
            .map_err(|err| LlmError::Config(format!("cannot encode the request: {err}")))?;
        let policy = self.config.retry;
        let mut attempt: u32 = 0;
        loop {
            attempt += 1;
            {
                let mut accounting = self.lock_accounting();
                accounting.http_requests += 1;
                if attempt > 1 {
                    accounting.retries += 1;
                }
            }
            let failure = match self.send_once(&url, &payload).await {
                Ok(text) => return wire::parse_response(&text, request),
                Err(failure) => failure,
            };
            if !failure.retryable() || attempt > policy.max_retries {
                return Err(self.final_error(failure, &url, attempt));
            }
            let retry_after = match &failure {
                AttemptFailure::Status { retry_after, .. } => *retry_after,
                _ => None,
            };
            let wait = policy.wait(attempt - 1, retry_after);
            tracing::debug!(%url, attempt, wait_ms = wait.as_millis() as u64, "LLM request failed; retrying");
            tokio::time::sleep(wait).await;
        }
    }

    async fn send_once(&self, url: &str, payload: &[u8]) -> Result<String, AttemptFailure> {
        let mut builder = self
            .http
            .post(url)
            .header(reqwest::header::CONTENT_TYPE, "application/json")
            .body(payload.to_vec());
        if let Some(key) = &self.config.api_key {
            builder = builder.bearer_auth(key);
        }
        let response = builder
            .send()
            .await
            .map_err(|err| transport_failure(&err))?;
        let status = response.status().as_u16();
        let header = |name: &str| {
            response
                .headers()
                .get(name)
                .and_then(|v| v.to_str().ok())
                .map(str::to_string)
        };
        let retry_after = parse_retry_after(
            header("retry-after").as_deref(),
            header("retry-after-ms").as_deref(),
        );
        let text = response
            .text()
            .await
            .map_err(|err| transport_failure(&err))?;
        if (200..300).contains(&status) {
            Ok(text)
        } else {
            Err(AttemptFailure::Status {
                status,
                body: excerpt(&text, 300),
                retry_after,
            })
        }
    }

    fn final_error(&self, failure: AttemptFailure, url: &str, attempts: u32) -> LlmError {
        match failure {
            AttemptFailure::Status { status, body, .. } => LlmError::Http {
                status,
                body,
                attempts,
            },
            AttemptFailure::Timeout => LlmError::Timeout {
                url: url.to_string(),
                after: self.config.request_timeout,
                attempts,
            },
            AttemptFailure::Connect(message) => LlmError::Connect {
                url: url.to_string(),
                attempts,
                message,
            },
        }
    }
}

fn transport_failure(err: &reqwest::Error) -> AttemptFailure {
    if err.is_timeout() {
        AttemptFailure::Timeout
    } else {
        AttemptFailure::Connect(error_chain(err))
    }
}

/// An error and its causes on one line: reqwest's own message alone ("error sending request")
/// hides whether the connection was refused or reset.
fn error_chain(err: &dyn std::error::Error) -> String {
    let mut text = err.to_string();
    let mut source = err.source();
    while let Some(cause) = source {
        text.push_str(": ");
        text.push_str(&cause.to_string());
        source = cause.source();
    }
    text
}

/// The next weaker way to ask for JSON; `Prompt` needs nothing from the server.
fn weaker(mode: StructuredOutput) -> StructuredOutput {
    match mode {
        StructuredOutput::JsonSchema => StructuredOutput::JsonObject,
        StructuredOutput::JsonObject | StructuredOutput::Prompt => StructuredOutput::Prompt,
    }
}

/// True when a server's error message is about `response_format`: the request, not the
/// server's health, is at fault (llama-cpp-python answers such requests with HTTP 500).
fn mentions_response_format(body: &str) -> bool {
    let body = body.to_ascii_lowercase();
    body.contains("response_format") || body.contains("json_schema")
}

/// Reads a structured answer out of a response, naming the failure precisely.
fn structured_answer<T: DeserializeOwned>(
    response: ChatResponse,
) -> Result<Structured<T>, LlmError> {
    if let Some(message) = &response.refusal {
        return Err(LlmError::Refusal {
            message: message.clone(),
        });
    }
    if response.finish_reason == FinishReason::ContentFilter {
        return Err(LlmError::Refusal {
            message: "the server's content filter stopped the answer".into(),
        });
    }
    let text = response.text();
    let found = match json::extract_json(text) {
        Ok(found) => found,
        Err(LlmError::NoJson { .. }) if json::looks_like_refusal(text) => {
            return Err(LlmError::Refusal {
                message: excerpt(text, 200),
            })
        }
        Err(
            LlmError::NoJson { .. } | LlmError::InvalidJson { .. } | LlmError::TruncatedJson { .. },
        ) if response.finish_reason == FinishReason::Length => {
            return Err(LlmError::TruncatedJson {
                finish_reason: "length".into(),
                excerpt: tail_excerpt(text, 160),
            })
        }
        Err(LlmError::TruncatedJson { excerpt, .. }) => {
            return Err(LlmError::TruncatedJson {
                finish_reason: response.finish_reason.as_str().to_string(),
                excerpt,
            })
        }
        Err(err) => return Err(err),
    };
    let shown = found.value.to_string();
    let value = serde_json::from_value(found.value).map_err(|err| LlmError::SchemaMismatch {
        message: err.to_string(),
        excerpt: excerpt(&shown, 160),
    })?;
    Ok(Structured {
        value,
        repaired: found.repaired,
        response,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    // The engine may share one client across threads and drive it from a multi-threaded runtime.
    #[test]
    fn client_and_its_futures_are_thread_safe() {
        fn assert_send_sync<T: Send + Sync>(_: &T) {}
        fn assert_send<T: Send>(_: &T) {}
        let client =
            LlmClient::new(LlmConfig::new("http://127.0.0.1:9/v1", "m").with_cache_dir(None))
                .expect("client");
        assert_send_sync(&client);
        let request = ChatRequest::default();
        assert_send(&client.chat(&request));
        assert_send(&client.chat_json::<Value>(&request));
        assert_send(&client.run_tools(request.clone(), 1, |_| String::new()));
    }
}
