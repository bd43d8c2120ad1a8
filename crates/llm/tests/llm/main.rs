//! The integration tests of clarisql-llm, linked into one test binary (one link, one
//! executable on disk instead of one per file).
mod common;
mod model_server;
mod transport;
