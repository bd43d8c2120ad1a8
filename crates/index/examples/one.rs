use clarisql_index::LakeIndex;
fn main() {
    let paths = vec![std::path::PathBuf::from("/work/shared/data/spider/database")];
    let opts = clarisql_lake::LoadOptions { cache_dir: "/tmp/cl-cache".into(), progress: None };
    let lake = clarisql_lake::Lake::load(&paths, &opts).unwrap();
    let (index, _) = LakeIndex::load_or_build(&lake, std::path::Path::new("/tmp/cl-cache")).unwrap();
    let q = std::env::args().nth(1).unwrap();
    let toks = index.segmenter().tokenize(&q);
    let r = index.retrieve(&lake, &toks, 5);
    for d in r.databases.iter().take(5) { println!("{} {}", lake.db(d.db).id, d.score); }
    for t in &r.tables { println!("  {}.{} {}", lake.db(t.table.db).id, lake.table(t.table).name, t.score); }
}
