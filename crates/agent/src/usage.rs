//! The cost of model calls, added to the engine's per-answer [`AssistUsage`].
//!
//! Measured as the difference of the client's own accounting around each call, so that what
//! the client does inside a call — a `response_format` the server refuses and the retry in a
//! weaker mode, cache hits in any mode, the rounds of a tool loop — is counted exactly as the
//! client counts it. Exact when one question is asked at a time per client (as a session
//! does); concurrent questions on one client may see each other's calls.

use clarisql_engine::assist::{AssistError, AssistUsage};
use clarisql_llm::{Accounting, BlockingClient, ChatRequest, LlmError};
use serde::de::DeserializeOwned;

fn add_difference(usage: &mut AssistUsage, before: &Accounting, after: &Accounting) {
    usage.calls += after.calls.saturating_sub(before.calls);
    usage.cache_hits += after.cache_hits.saturating_sub(before.cache_hits);
    usage.failures += after.failures.saturating_sub(before.failures);
    usage.prompt_tokens += after.prompt_tokens.saturating_sub(before.prompt_tokens);
    usage.completion_tokens += after
        .completion_tokens
        .saturating_sub(before.completion_tokens);
    usage.cost_usd += (after.cost_usd - before.cost_usd).max(0.0);
}

/// Runs `call` on `client` and adds its cost to `usage`. An answer the caller cannot use
/// (garbage, a refusal, cut-off JSON) counts as a failure too, though the transport succeeded.
pub(crate) fn metered<T>(
    client: &BlockingClient,
    usage: &mut AssistUsage,
    call: impl FnOnce() -> Result<T, LlmError>,
) -> Result<T, AssistError> {
    let before = client.accounting();
    let result = call();
    let after = client.accounting();
    add_difference(usage, &before, &after);
    if result.is_err() && after.failures == before.failures {
        usage.failures += 1;
    }
    result.map_err(|e| AssistError::new(e.to_string()))
}

/// A structured call, metered.
pub(crate) fn chat_json<T: DeserializeOwned>(
    client: &BlockingClient,
    request: &ChatRequest,
    usage: &mut AssistUsage,
) -> Result<T, AssistError> {
    metered(client, usage, || client.chat_json::<T>(request)).map(|answer| answer.value)
}
