use crate::LakeArgs;
use anyhow::Result;
use clap::Args;

#[derive(Args)]
pub struct AskArgs {
    #[command(flatten)]
    lake: LakeArgs,
    #[command(flatten)]
    llm: crate::llm::LlmArgs,
    /// Only this database (its id, e.g. the folder or file name).
    #[arg(long)]
    db: Option<String>,
    /// Print exactly one JSON object.
    #[arg(long)]
    json: bool,
    /// For an ambiguous question, answer every reading instead of asking.
    #[arg(long)]
    all_interpretations: bool,
    /// Also print how the question was read (units, links, doubts) in the chosen database.
    #[arg(long)]
    explain: bool,
    /// Rows shown in text output.
    #[arg(long, default_value_t = 20)]
    max_rows: usize,
    /// The question (English or Chinese), or a SQL SELECT.
    question: String,
}

pub fn run(a: AskArgs) -> Result<()> {
    let mut engine = crate::progress::open_engine(&a.lake)?;
    crate::llm::attach(&mut engine, &a.llm)?;
    let db = a.db.as_deref().map(|d| engine.database(d)).transpose()?;
    let options = clarisql_engine::Ask {
        db,
        all_interpretations: a.all_interpretations,
    };
    let response = engine.ask(&a.question, &options);
    if a.explain {
        let chosen = db.or_else(|| {
            response
                .database
                .as_deref()
                .and_then(|d| engine.database(d).ok())
        });
        if let Some(d) = chosen {
            eprintln!(
                "reading over {}:\n{}",
                engine.lake.db(d).id,
                engine.analyzer().explain(&a.question, d)
            );
        }
    }
    if a.json {
        println!("{}", serde_json::to_string(&response)?);
    } else {
        print!("{}", response.render_text(a.max_rows));
    }
    Ok(())
}
