//! What a run cost: calls, tokens, cache hits and dollars.

use crate::chat::{ChatRequest, Message, TokenUsage};
use serde::{Deserialize, Serialize};

/// Prices in dollars per million tokens (as providers quote them).
#[derive(Debug, Clone, Copy, PartialEq, Default, Serialize, Deserialize)]
pub struct Prices {
    pub input_per_million: f64,
    pub output_per_million: f64,
}

impl Prices {
    pub fn new(input_per_million: f64, output_per_million: f64) -> Self {
        Prices {
            input_per_million,
            output_per_million,
        }
    }
    /// Dollars for `usage`.
    pub fn cost(&self, usage: &TokenUsage) -> f64 {
        (usage.prompt_tokens as f64 * self.input_per_million
            + usage.completion_tokens as f64 * self.output_per_million)
            / 1_000_000.0
    }
}

/// Totals over a run, ready for a benchmark report.
///
/// Tokens and cost count only answers that came from the server: a cache hit costs nothing now,
/// and is counted in `cache_hits` instead.
#[derive(Debug, Clone, Copy, PartialEq, Default, Serialize, Deserialize)]
pub struct Accounting {
    /// Chat calls made through the client (cache hits included).
    pub calls: u64,
    /// Calls answered from the disk cache.
    pub cache_hits: u64,
    /// HTTP requests sent (retries included).
    pub http_requests: u64,
    /// HTTP requests that were retries of an earlier one.
    pub retries: u64,
    /// Calls that ended in an error.
    pub failures: u64,
    pub prompt_tokens: u64,
    pub completion_tokens: u64,
    /// Server answers without `usage`, whose tokens were estimated.
    pub estimated_calls: u64,
    pub cost_usd: f64,
}

impl Accounting {
    pub fn total_tokens(&self) -> u64 {
        self.prompt_tokens + self.completion_tokens
    }

    /// Cost per item (per test, per question) over `items` items; 0 for none.
    pub fn cost_per(&self, items: usize) -> f64 {
        if items == 0 {
            0.0
        } else {
            self.cost_usd / items as f64
        }
    }

    /// Adds another run's totals (e.g. from several clients).
    pub fn add(&mut self, other: &Accounting) {
        self.calls += other.calls;
        self.cache_hits += other.cache_hits;
        self.http_requests += other.http_requests;
        self.retries += other.retries;
        self.failures += other.failures;
        self.prompt_tokens += other.prompt_tokens;
        self.completion_tokens += other.completion_tokens;
        self.estimated_calls += other.estimated_calls;
        self.cost_usd += other.cost_usd;
    }

    pub(crate) fn record_server_answer(&mut self, usage: &TokenUsage, prices: &Prices) {
        self.prompt_tokens += usage.prompt_tokens;
        self.completion_tokens += usage.completion_tokens;
        if usage.estimated {
            self.estimated_calls += 1;
        }
        self.cost_usd += prices.cost(usage);
    }
}

/// A rough token count for text whose real count the server did not give: about four characters
/// per token for Latin script, about one per character for CJK (what BPE tokenizers average).
pub fn estimate_tokens(text: &str) -> u64 {
    let mut cjk = 0u64;
    let mut other = 0u64;
    for c in text.chars() {
        if is_cjk(c) {
            cjk += 1;
        } else {
            other += 1;
        }
    }
    cjk + other.div_ceil(4)
}

/// Estimated usage of a request and its answer; a few tokens per message for the chat template.
pub(crate) fn estimate_usage(request: &ChatRequest, answer: &Message) -> TokenUsage {
    const PER_MESSAGE: u64 = 4;
    let mut prompt = 0;
    for message in &request.messages {
        prompt += PER_MESSAGE + estimate_tokens(message.text_or_empty());
        for call in &message.tool_calls {
            prompt += estimate_tokens(&call.name) + estimate_tokens(&call.arguments);
        }
    }
    for tool in &request.tools {
        prompt += estimate_tokens(&tool.name)
            + estimate_tokens(&tool.description)
            + estimate_tokens(&tool.parameters.to_string());
    }
    if let Some(schema) = &request.response_schema {
        prompt += estimate_tokens(&schema.schema.to_string());
    }
    let mut completion = estimate_tokens(answer.text_or_empty());
    for call in &answer.tool_calls {
        completion += estimate_tokens(&call.name) + estimate_tokens(&call.arguments);
    }
    TokenUsage {
        prompt_tokens: prompt,
        completion_tokens: completion,
        estimated: true,
    }
}

fn is_cjk(c: char) -> bool {
    matches!(c as u32,
        0x3040..=0x30FF      // kana
        | 0x3400..=0x4DBF    // CJK extension A
        | 0x4E00..=0x9FFF    // CJK unified ideographs
        | 0xAC00..=0xD7AF    // Hangul
        | 0xF900..=0xFAFF    // compatibility ideographs
        | 0xFF00..=0xFFEF    // full-width forms
        | 0x3000..=0x303F) // CJK punctuation
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn estimates_latin_and_cjk() {
        assert_eq!(estimate_tokens(""), 0);
        assert_eq!(estimate_tokens("abcd"), 1);
        assert_eq!(estimate_tokens("abcde"), 2);
        assert_eq!(estimate_tokens("北京市"), 3);
        assert_eq!(estimate_tokens("北京 city"), 2 + 2);
    }

    #[test]
    fn prices_and_totals() {
        let prices = Prices::new(0.15, 0.60);
        let usage = TokenUsage {
            prompt_tokens: 1_000_000,
            completion_tokens: 500_000,
            estimated: false,
        };
        assert!((prices.cost(&usage) - 0.45).abs() < 1e-12);
        let mut run = Accounting::default();
        run.record_server_answer(&usage, &prices);
        run.record_server_answer(
            &TokenUsage {
                estimated: true,
                ..usage
            },
            &prices,
        );
        assert_eq!(run.total_tokens(), 3_000_000);
        assert_eq!(run.estimated_calls, 1);
        assert!((run.cost_per(3) - 0.30).abs() < 1e-12);
        assert_eq!(run.cost_per(0), 0.0);
        let mut sum = Accounting::default();
        sum.add(&run);
        sum.add(&run);
        assert_eq!(sum.prompt_tokens, 4_000_000);
    }
}
