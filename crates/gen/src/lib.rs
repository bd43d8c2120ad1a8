//! Make test data: lakes and labelled questions.
//!
//! Each generator writes real databases (SQLite, in the Spider layout the lake loader reads)
//! and question records whose labels are recorded while the questions are built, so a
//! benchmark can be rebuilt from a seed alone.
//!
//! - [`odutqa`]: ODUTQA-MDC — per-district and per-year tables, questions with SELECT / FROM /
//!   WHERE underspecification, and the simulated user that answers clarifications.
//! - [`demo`]: the demo lake of `clarisql demo` — movies, cars, flights and a small ODUTQA
//!   lake sharing countries, cities and column names — with the questions the demo asks.
//! - [`squab`]: SQUAB — ambiguous and unanswerable questions from the patterns of any lake.
//! - [`dte`]: DTE — counterfactual lakes (a column deleted, or replaced by two near-synonyms)
//!   for Spider-format questions.
//! - [`pg_load`]: copies a generated SQLite database into PostgreSQL (`--postgres URL`).
//! - [`labelled`]: the labelled-question format the last two write and `bench labelled` reads.
//! - [`wording`]: an optional hook that lets a model (an LLM, via `clarisql-agent`) word the
//!   SQUAB and ODUTQA questions, checked against their labels; the templates are the fallback.
//!
//! Architecture Invariant: generators depend on `clarisql-exec` (to run SQL read-only),
//! `clarisql-lake` (schemas and profiles of the lake they draw from) and the taxonomy types of
//! `clarisql-analyze`; nothing here knows about the engine that will be measured on the data.

pub mod demo;
pub mod dte;
pub mod labelled;
pub mod mmsql;
pub mod odutqa;
pub mod pg_load;
pub mod squab;
pub mod verify;
pub mod wording;
pub mod words;
