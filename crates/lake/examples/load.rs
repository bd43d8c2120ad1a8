fn main() {
    let t = std::time::Instant::now();
    let paths: Vec<std::path::PathBuf> = std::env::args().skip(1).map(Into::into).collect();
    let opts = clarisql_lake::LoadOptions { cache_dir: "/tmp/cl-cache".into(), progress: None };
    let lake = clarisql_lake::Lake::load(&paths, &opts).unwrap();
    println!("{} dbs {} tables {:?} issues={:?}", lake.databases.len(), lake.table_count(), t.elapsed(), lake.issues);
    let vals: usize = lake.all_tables().map(|(_, t)| t.columns.iter().map(|c| c.profile.values.len()).sum::<usize>()).sum();
    println!("values {vals}");
}
