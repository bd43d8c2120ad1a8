//! When to try again and how long to wait first.

use std::collections::hash_map::RandomState;
use std::hash::{BuildHasher, Hasher};
use std::time::Duration;

/// Exponential backoff with jitter, bounded in count and in each wait.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct RetryPolicy {
    /// Retries after the first attempt; 0 = one attempt only.
    pub max_retries: u32,
    /// Wait before the first retry; doubles each time.
    pub initial_backoff: Duration,
    /// No computed wait exceeds this.
    pub max_backoff: Duration,
    /// A server's `Retry-After` is honoured up to this; longer asks are cut to it, so a
    /// misconfigured server cannot park a benchmark for an hour.
    pub max_retry_after: Duration,
}

impl Default for RetryPolicy {
    fn default() -> Self {
        RetryPolicy {
            max_retries: 4,
            initial_backoff: Duration::from_millis(500),
            max_backoff: Duration::from_secs(20),
            max_retry_after: Duration::from_secs(60),
        }
    }
}

impl RetryPolicy {
    /// One attempt, no retry.
    pub fn none() -> Self {
        RetryPolicy {
            max_retries: 0,
            ..RetryPolicy::default()
        }
    }

    /// The wait before retry number `retry` (0-based): `initial * 2^retry`, capped, then
    /// "equal jitter" — a random point in its upper half — so that many clients hit by the same
    /// outage do not come back in lockstep, yet each still waits at least half the backoff.
    pub fn backoff(&self, retry: u32) -> Duration {
        let exponential = self
            .initial_backoff
            .saturating_mul(1u32.checked_shl(retry.min(31)).unwrap_or(u32::MAX));
        let capped = exponential.min(self.max_backoff);
        let half = capped / 2;
        half + half.mul_f64(random_unit())
    }

    /// The wait before the next retry: the server's `Retry-After` when it gave one (bounded),
    /// our backoff otherwise.
    pub fn wait(&self, retry: u32, retry_after: Option<Duration>) -> Duration {
        match retry_after {
            Some(asked) => asked.min(self.max_retry_after),
            None => self.backoff(retry),
        }
    }
}

/// Reads `Retry-After` (delta-seconds) or the `retry-after-ms` some APIs send. HTTP-date values
/// are ignored (the backoff applies): rare for APIs, and not worth a date parser.
pub(crate) fn parse_retry_after(
    retry_after: Option<&str>,
    retry_after_ms: Option<&str>,
) -> Option<Duration> {
    if let Some(ms) = retry_after_ms.and_then(|v| v.trim().parse::<f64>().ok()) {
        if ms.is_finite() && ms >= 0.0 {
            return Some(Duration::from_secs_f64(ms / 1000.0));
        }
    }
    let secs = retry_after?.trim().parse::<f64>().ok()?;
    (secs.is_finite() && secs >= 0.0).then(|| Duration::from_secs_f64(secs))
}

/// A number in [0, 1) from the standard library's randomly keyed hasher: enough for jitter,
/// without a dependency on a random-number crate.
fn random_unit() -> f64 {
    let mut hasher = RandomState::new().build_hasher();
    hasher.write_u128(
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_nanos())
            .unwrap_or(0),
    );
    (hasher.finish() >> 11) as f64 / (1u64 << 53) as f64
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn backoff_grows_is_jittered_and_capped() {
        let policy = RetryPolicy {
            max_retries: 10,
            initial_backoff: Duration::from_millis(100),
            max_backoff: Duration::from_secs(1),
            max_retry_after: Duration::from_secs(5),
        };
        for retry in 0..10 {
            let full = Duration::from_millis(100 * (1 << retry)).min(Duration::from_secs(1));
            for _ in 0..20 {
                let wait = policy.backoff(retry);
                assert!(
                    wait >= full / 2 && wait <= full,
                    "retry {retry}: {wait:?} not in [{:?}, {full:?}]",
                    full / 2
                );
            }
        }
        let waits: std::collections::HashSet<Duration> =
            (0..20).map(|_| policy.backoff(3)).collect();
        assert!(waits.len() > 1, "jitter should vary the wait");
        assert!(
            policy.backoff(u32::MAX) <= policy.max_backoff,
            "huge retry counts must not overflow"
        );
    }

    #[test]
    fn retry_after_is_honoured_and_bounded() {
        let policy = RetryPolicy::default();
        assert_eq!(
            policy.wait(0, Some(Duration::from_secs(2))),
            Duration::from_secs(2)
        );
        assert_eq!(
            policy.wait(0, Some(Duration::from_secs(3600))),
            policy.max_retry_after
        );
        assert_eq!(
            parse_retry_after(Some("3"), None),
            Some(Duration::from_secs(3))
        );
        assert_eq!(
            parse_retry_after(Some("1.5"), None),
            Some(Duration::from_millis(1500))
        );
        assert_eq!(
            parse_retry_after(Some("3"), Some("250")),
            Some(Duration::from_millis(250))
        );
        assert_eq!(
            parse_retry_after(Some("Wed, 21 Oct 2015 07:28:00 GMT"), None),
            None
        );
        assert_eq!(parse_retry_after(Some("-1"), None), None);
        assert_eq!(parse_retry_after(None, None), None);
    }
}
