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
//!
//! Architecture Invariant: generators depend only on `clarisql-exec` (to run the gold SQL
//! read-only); nothing here knows about the engine that will be measured on the data.

pub mod demo;
pub mod odutqa;
