use crate::LakeArgs;
use anyhow::Result;
use clap::Args;

#[derive(Args)]
pub struct AnalyzeArgs {
    #[command(flatten)]
    lake: LakeArgs,
    #[command(flatten)]
    llm: crate::llm::LlmArgs,
    /// Only this database.
    #[arg(long)]
    db: Option<String>,
    /// Print exactly one JSON object.
    #[arg(long)]
    json: bool,
    /// The question (English or Chinese).
    question: String,
}

pub fn run(a: AnalyzeArgs) -> Result<()> {
    let mut engine = crate::progress::open_engine(&a.lake)?;
    // The labels are the engine's own reading; a model only changes the decision's SQL.
    crate::llm::attach(&mut engine, &a.llm)?;
    let db = a.db.as_deref().map(|d| engine.database(d)).transpose()?;
    let options = clarisql_engine::Ask {
        db,
        all_interpretations: false,
    };
    let analysis = engine.analyze(&a.question, &options);
    if a.json {
        println!("{}", serde_json::to_string(&analysis)?);
        return Ok(());
    }
    let r = &analysis.response;
    println!(
        "decision: {:?} ({})  database: {}",
        r.decision,
        r.question_type,
        r.database.as_deref().unwrap_or("-")
    );
    for f in &r.findings {
        println!(
            "finding: {} [{:?}] '{}' — {}",
            f.category, f.clause, f.text, f.message
        );
    }
    if let Some(o) = &analysis.odutqa {
        println!(
            "odutqa: intent underspecified: {}; scope: {:?}; condition: {:?}",
            o.intent_underspecification, o.scope, o.condition
        );
    }
    let tags: Vec<String> = analysis
        .dte
        .iter()
        .map(|t| match &t.grounding {
            Some(g) => format!("{}/{} ({g})", t.token, t.tag),
            None => format!("{}/{}", t.token, t.tag),
        })
        .collect();
    println!("dte: {}", tags.join(" "));
    Ok(())
}
