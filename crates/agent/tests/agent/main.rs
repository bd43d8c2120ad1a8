//! The integration tests of clarisql-agent, linked into one test binary (one link, one
//! executable on disk instead of one per file).
mod common;
mod failure_modes;
mod model_server;
