use clarisql_index::LakeIndex;
fn main() {
    let paths = vec![std::path::PathBuf::from("/work/shared/data/spider/database")];
    let opts = clarisql_lake::LoadOptions { cache_dir: "/tmp/cl-cache".into(), progress: None };
    let lake = clarisql_lake::Lake::load(&paths, &opts).unwrap();
    let t = std::time::Instant::now();
    let index = LakeIndex::build(&lake).unwrap();
    eprintln!("build {:?} values {}", t.elapsed(), index.values.len());
    let qs: serde_json::Value = serde_json::from_str(&std::fs::read_to_string("/work/shared/data/spider/train.json").unwrap()).unwrap();
    let mut top1 = 0; let mut n = 0; let mut rec = 0;
    let t = std::time::Instant::now();
    let verbose = std::env::args().nth(1).is_some();
    for q in qs.as_array().unwrap() {
        let db = q["db_id"].as_str().unwrap(); let question = q["question"].as_str().unwrap();
        let sql = q["query"].as_str().unwrap().to_lowercase();
        let toks = index.segmenter().tokenize(question);
        let r = index.retrieve(&lake, &toks, 5);
        n += 1;
        let got = r.databases.first().map(|d| lake.db(d.db).id.clone()).unwrap_or_default();
        if got == db { top1 += 1; } else if verbose { println!("{db} -> {got} | {question} | {:?}", r.databases.iter().take(3).map(|d| (lake.db(d.db).id.clone(), d.score)).collect::<Vec<_>>()); }
        let (_, d) = lake.database(db).unwrap();
        let gold: Vec<String> = d.tables.iter().filter(|t| { let nm = t.name.to_lowercase(); sql.contains(&format!("`{nm}`")) }).map(|t| t.name.clone()).collect();
        let top: Vec<String> = r.tables.iter().filter(|s| lake.db(s.table.db).id == db).map(|s| lake.table(s.table).name.clone()).collect();
        if gold.iter().all(|g| top.contains(g)) { rec += 1; }
    }
    eprintln!("n={n} top1={:.3} rec5={:.3} per-q {:?}", top1 as f64 / n as f64, rec as f64/n as f64, t.elapsed() / n as u32);
}
