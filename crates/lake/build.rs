//! The profile cache is derived data: a build whose profiling code differs must not read it.
//! This hashes the sources that decide what goes into it (this crate's and the word knowledge
//! it uses) into `CLARISQL_LAKE_CODE`, part of every cache key.

include!("../source_hash.rs");

fn main() {
    source_hash("CLARISQL_LAKE_CODE", &["src", "../text/src"]);
}
