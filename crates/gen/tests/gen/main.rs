//! The integration tests of clarisql-gen, linked into one test binary (one link, one
//! executable on disk instead of one per file).
mod dte;
mod mmsql;
mod odutqa_lake;
mod odutqa_records;
mod odutqa_simulator;
mod squab;
mod wording;
