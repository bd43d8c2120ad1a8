//! What an LLM did in a benchmark run, read from the trace every response carries
//! (`Response::llm`): per item, its calls, tokens, cost and the fate of each query it proposed;
//! per run, the totals. Runners stay model-agnostic: they never talk to a model themselves.

use clarisql_analyze::QuestionType;
use clarisql_engine::assist::{AssistUsage, Outcome};
use clarisql_engine::{AnswerSource, Response};
use serde::Serialize;
use serde_json::{json, Value};

/// The LLM's part in one item; absent from an item the model had no part in.
#[derive(Debug, Clone, Copy, Default, PartialEq, Serialize)]
pub struct LlmItem {
    #[serde(flatten)]
    pub usage: AssistUsage,
    /// Proposed queries the validator refused before anything ran (writes, unknown columns…).
    pub rejected: u64,
    /// Proposed queries that passed the validator but failed in the database.
    pub failed: u64,
    /// Proposed queries that ran and returned no row.
    pub empty: u64,
    /// Proposed queries that ran and returned rows (verified).
    pub verified: u64,
    /// The model restated the question (`--llm-rewrite`).
    pub rewritten: bool,
    /// The model's second opinion on the question type (`--llm-type-opinion`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub type_opinion: Option<QuestionType>,
}

impl LlmItem {
    /// What `response`'s trace says, or `None` when the model had no part in it.
    pub fn of(response: &Response) -> Option<LlmItem> {
        let trace = response.llm.as_ref()?;
        let mut item = LlmItem {
            usage: trace.usage,
            rewritten: trace.rewritten_question.is_some(),
            type_opinion: trace.type_opinion.as_ref().map(|v| v.question_type),
            ..LlmItem::default()
        };
        for a in &trace.attempts {
            match a.outcome {
                Outcome::Rejected { .. } => item.rejected += 1,
                Outcome::Failed { .. } => item.failed += 1,
                Outcome::Empty => item.empty += 1,
                Outcome::Answered { .. } => item.verified += 1,
            }
        }
        Some(item)
    }

    /// Adds another response's part (a later turn of the same item).
    pub fn add(&mut self, other: &LlmItem) {
        self.usage.add(&other.usage);
        self.rejected += other.rejected;
        self.failed += other.failed;
        self.empty += other.empty;
        self.verified += other.verified;
        self.rewritten |= other.rewritten;
        self.type_opinion = self.type_opinion.or(other.type_opinion);
    }

    /// `acc` plus what `response`'s trace says (`acc` stays `None` while no model took part).
    pub fn accumulate(acc: &mut Option<LlmItem>, response: &Response) {
        if let Some(item) = LlmItem::of(response) {
            match acc {
                Some(a) => a.add(&item),
                None => *acc = Some(item),
            }
        }
    }
}

/// One item as the run summary reads it.
#[derive(Debug, Clone, Copy)]
pub struct ItemView<'a> {
    pub source: AnswerSource,
    pub llm: Option<&'a LlmItem>,
    /// The item's answer was right (the runner's own criterion).
    pub correct: bool,
    /// The gold question type, for scoring the model's second opinion.
    pub gold_type: Option<QuestionType>,
}

/// The run's LLM section (`extra.llm`): calls, cache hits, failures, tokens, cost and latency;
/// how many answers the model wrote and how many were right; what verification did with its
/// proposals; and, with `--llm-type-opinion`, how often the second opinion matched the gold type.
pub fn summary(items: &[ItemView<'_>]) -> Value {
    let mut total = AssistUsage::default();
    let (mut rejected, mut failed, mut empty, mut verified, mut rewritten) = (0, 0, 0, 0, 0);
    let mut opinions = 0usize;
    let mut opinions_right = 0usize;
    for item in items {
        let Some(l) = item.llm else { continue };
        total.add(&l.usage);
        rejected += l.rejected;
        failed += l.failed;
        empty += l.empty;
        verified += l.verified;
        rewritten += u64::from(l.rewritten);
        if let Some(t) = l.type_opinion {
            opinions += 1;
            opinions_right += usize::from(item.gold_type == Some(t));
        }
    }
    let by_llm: Vec<&ItemView<'_>> = items
        .iter()
        .filter(|i| i.source != AnswerSource::Deterministic)
        .collect();
    let consulted = items
        .iter()
        .filter(|i| i.llm.is_some_and(|l| l.usage.calls > 0))
        .count();
    let n = items.len().max(1) as f64;
    let ratio = |a: f64, b: f64| if b == 0.0 { 0.0 } else { a / b };
    json!({
        "questions_with_llm_calls": consulted,
        "answers_by_llm": by_llm.len(),
        "answers_by_llm_correct": by_llm.iter().filter(|i| i.correct).count(),
        "proposals": rejected + failed + empty + verified,
        "proposals_rejected_by_validator": rejected,
        "proposals_failed_in_database": failed,
        "proposals_empty": empty,
        "proposals_verified": verified,
        "questions_rewritten": rewritten,
        "type_opinions": opinions,
        "type_opinion_accuracy": ratio(opinions_right as f64, opinions as f64),
        "calls": total.calls,
        "cache_hits": total.cache_hits,
        "failures": total.failures,
        "prompt_tokens": total.prompt_tokens,
        "completion_tokens": total.completion_tokens,
        "cost_usd": total.cost_usd,
        "cost_usd_per_question": total.cost_usd / n,
        "llm_latency_ms_total": total.latency_ms,
        "llm_latency_ms_per_call": ratio(total.latency_ms, total.calls as f64),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn totals_and_verification_counts() {
        let a = LlmItem {
            usage: AssistUsage {
                calls: 3,
                prompt_tokens: 100,
                completion_tokens: 20,
                latency_ms: 30.0,
                ..AssistUsage::default()
            },
            rejected: 2,
            verified: 1,
            type_opinion: Some(QuestionType::Answerable),
            ..LlmItem::default()
        };
        let items = [
            ItemView {
                source: AnswerSource::Llm,
                llm: Some(&a),
                correct: true,
                gold_type: Some(QuestionType::Answerable),
            },
            ItemView {
                source: AnswerSource::Deterministic,
                llm: None,
                correct: false,
                gold_type: Some(QuestionType::Ambiguous),
            },
        ];
        let s = summary(&items);
        assert_eq!(s["calls"], 3);
        assert_eq!(s["proposals"], 3);
        assert_eq!(s["proposals_rejected_by_validator"], 2);
        assert_eq!(s["answers_by_llm_correct"], 1);
        assert_eq!(s["type_opinion_accuracy"], 1.0);
        assert_eq!(s["llm_latency_ms_per_call"], 10.0);
        assert_eq!(s["questions_with_llm_calls"], 1);
    }
}
