//! The index cache is derived data: a build whose indexing code differs must not read it. This
//! hashes the sources that decide what goes into it (this crate's, the word knowledge and the
//! catalog it reads) into `CLARISQL_INDEX_CODE`, part of the cache key.

include!("../source_hash.rs");

fn main() {
    source_hash(
        "CLARISQL_INDEX_CODE",
        &["src", "../text/src", "../lake/src"],
    );
}
