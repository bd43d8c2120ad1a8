//! The integration tests of clarisql-bench, linked into one test binary (one link, one
//! executable on disk instead of one per file).
mod labelled_handwritten;
mod labelled_metrics;
mod mmsql;
mod odutqa;
mod spider;
