//! The integration tests of clarisql-engine, linked into one test binary (one link, one
//! executable on disk instead of one per file).
mod dialogue;
mod naming;
mod readings;
mod versions;

use clarisql_engine::Engine;
use clarisql_index::LakeIndex;
use clarisql_lake::{Lake, LoadOptions};
use std::path::Path;

/// An engine over the databases a test wrote into `dir`, its cache beside them.
fn engine_over(dir: &Path) -> Engine {
    let cache = dir.join("cache");
    let lake = Lake::load(
        &[dir.to_path_buf()],
        &LoadOptions {
            cache_dir: cache.clone(),
            progress: None,
        },
    )
    .unwrap();
    let (index, stats) = LakeIndex::load_or_build(&lake, &cache).unwrap();
    Engine::from_parts(lake, index, stats)
}
