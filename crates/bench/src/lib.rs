//! The benchmark kit's runners and metrics: read a test suite, run the engine on it, score the
//! answers, write a JSON report and a Markdown summary.
//!
//! Architecture Invariant: runners talk to the engine only through its public API (`Engine`,
//! `Session`), the way a user's system would be measured.

pub mod compare;
pub mod em;
pub mod labelled;
pub mod llm_usage;
pub mod mmsql;
pub mod odutqa;
pub mod report;
pub mod side_by_side;
pub mod spider;

pub use report::Report;

#[derive(Debug, thiserror::Error)]
pub enum BenchError {
    #[error("cannot read {0}: {1}")]
    Read(String, String),
    #[error("{0} is not a valid test file: {1}")]
    Format(String, String),
}
