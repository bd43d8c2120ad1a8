//! Progress bars on stderr (hidden when stderr is not a terminal, so logs stay clean).

use indicatif::{ProgressBar, ProgressStyle};

pub fn bar(len: u64, what: &str) -> ProgressBar {
    let pb = ProgressBar::new(len);
    let style = ProgressStyle::with_template("{spinner} {msg:>12} [{bar:40}] {pos}/{len} ({eta})")
        .unwrap_or_else(|_| ProgressStyle::default_bar())
        .progress_chars("=> ");
    pb.set_style(style);
    pb.set_message(what.to_string());
    pb
}

/// Loads a lake and its index with a progress bar for profiling.
pub fn open_engine(lake: &crate::LakeArgs) -> anyhow::Result<clarisql_engine::Engine> {
    let pb = bar(0, "profiling");
    let report = |done: usize, total: usize, _id: &str| {
        pb.set_length(total as u64);
        pb.set_position(done as u64);
    };
    let engine = clarisql_engine::Engine::open(&lake.lakes, &lake.cache_dir(), Some(&report));
    pb.finish_and_clear();
    let engine = engine?;
    for issue in &engine.lake.issues {
        eprintln!("warning: skipped {issue}");
    }
    Ok(engine)
}
