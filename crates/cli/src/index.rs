use crate::LakeArgs;
use anyhow::Result;
use clap::Args;
use std::time::Instant;

#[derive(Args)]
pub struct IndexArgs {
    #[command(flatten)]
    lake: LakeArgs,
    /// Rebuild even when the cached index is current.
    #[arg(long)]
    rebuild: bool,
}

pub fn run(a: IndexArgs) -> Result<()> {
    let started = Instant::now();
    let cache = a.lake.cache_dir();
    let pb = crate::progress::bar(0, "profiling");
    let report = |done: usize, total: usize, _id: &str| {
        pb.set_length(total as u64);
        pb.set_position(done as u64);
    };
    let options = clarisql_lake::LoadOptions {
        cache_dir: cache.clone(),
        progress: Some(&report),
    };
    let lake = clarisql_lake::Lake::load(&a.lake.lakes, &options);
    pb.finish_and_clear();
    let lake = lake?;
    let load_s = started.elapsed().as_secs_f64();
    for issue in &lake.issues {
        eprintln!("warning: skipped {issue}");
    }
    let (index, stats) = if a.rebuild {
        let t = Instant::now();
        let index = clarisql_index::LakeIndex::build(&lake)?;
        let build_time = t.elapsed();
        let file = cache.join(format!("index-{}.bin", lake.fingerprint()));
        let bytes = index.save(&file)?;
        let stats = clarisql_index::IndexStats {
            from_cache: false,
            build_time,
            file: Some(file),
            bytes,
            values: index.values.len(),
            stems: index.lexicon.len(),
        };
        (index, stats)
    } else {
        clarisql_index::LakeIndex::load_or_build(&lake, &cache)?
    };
    drop(index);
    let columns: usize = lake.all_tables().map(|(_, t)| t.columns.len()).sum();
    println!(
        "lake: {} databases, {} tables, {} columns ({} skipped)",
        lake.databases.len(),
        lake.table_count(),
        columns,
        lake.issues.len()
    );
    println!("profiles: loaded in {load_s:.2} s");
    println!(
        "index: {} values, {} schema stems, {:.1} MB, {} in {:.2} s",
        stats.values,
        stats.stems,
        stats.bytes as f64 / 1e6,
        if stats.from_cache {
            "loaded from cache"
        } else {
            "built"
        },
        stats.build_time.as_secs_f64()
    );
    if let Some(f) = stats.file {
        println!("cache: {}", f.display());
    }
    Ok(())
}
