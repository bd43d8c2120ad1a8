//! The integration tests of clarisql-engine, linked into one test binary (one link, one
//! executable on disk instead of one per file).
mod dialogue;
mod naming;
mod readings;
mod versions;
