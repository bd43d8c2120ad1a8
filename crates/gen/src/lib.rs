//! Make test data: lakes and labelled questions.
//!
//! Each generator writes real databases (SQLite, in the Spider layout the lake loader reads)
//! and question records whose labels are recorded while the questions are built, so a
//! benchmark can be rebuilt from a seed alone.
//!
//! - [`odutqa`]: ODUTQA-MDC — per-district and per-year tables, questions with SELECT / FROM /
//!   WHERE underspecification, and the simulated user that answers clarifications.
//!
//! Architecture Invariant: generators depend only on `clarisql-exec` (to run the gold SQL
//! read-only); nothing here knows about the engine that will be measured on the data.

pub mod odutqa;
