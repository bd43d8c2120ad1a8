//! The integration tests of clarisql-sql, linked into one test binary (one link, one
//! executable on disk instead of one per file).
mod build_postgres;
mod build_sqlite;
mod lift;
