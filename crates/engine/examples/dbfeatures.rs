//! Developer tool: per question, the candidate databases with their retrieval and reading
//! features, as JSON lines (for studying how the engine picks a database).
//! Usage: cargo run --release -p clarisql-engine --example dbfeatures -- LAKE QUESTIONS.json > out.jsonl
use clarisql_engine::Engine;
fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().collect();
    let (lake, questions) = (
        args.get(1).ok_or("lake path")?,
        args.get(2).ok_or("questions file")?,
    );
    let cache = clarisql_lake::default_cache_dir();
    let engine = Engine::open(&[lake.into()], &cache, None)?;
    let items: Vec<serde_json::Value> = serde_json::from_str(&std::fs::read_to_string(questions)?)?;
    for item in items {
        let q = item["question"].as_str().unwrap_or_default();
        let gold = item["db_id"].as_str().unwrap_or_default();
        let (retrieval, readings) = engine.interpretations(q, None);
        let top = retrieval.databases.first().map(|d| d.score).unwrap_or(1.0);
        let cands: Vec<serde_json::Value> = readings
            .iter()
            .map(|(r, combined)| {
                let id = &engine.lake.db(r.db).id;
                let score = retrieval.databases.iter().find(|d| d.db == r.db).map(|d| d.score).unwrap_or(0.0);
                serde_json::json!({"db": id, "gold": id == gold, "retrieval": score, "rel": score / top, "confidence": r.confidence, "fit": r.fit, "gfit": r.grounding_fit, "ok": r.query.is_some(), "joins": r.query.as_ref().map(|q| q.needed_tables().len()).unwrap_or(0), "combined": combined, "unexplained": r.unexplained.len(), "tables": r.query.as_ref().map(|q| q.needed_tables().len()).unwrap_or(0)})
            })
            .collect();
        println!(
            "{}",
            serde_json::json!({"q": q, "gold": gold, "cands": cands})
        );
    }
    Ok(())
}
