//! End-to-end tests: the real `clarisql` binary on lakes the tests write (the demo lake, small
//! SQLite and CSV lakes), each run with its own cache folder.

mod analyze;
mod ask;
mod bench;
mod chat;
mod demo;
mod gaps;
mod index;
mod lakes;
mod llm;
mod odutqa_pg;
mod support;
