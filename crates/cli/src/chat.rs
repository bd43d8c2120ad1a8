use crate::LakeArgs;
use anyhow::Result;
use clap::Args;
use clarisql_engine::{Decision, Session};
use rustyline::error::ReadlineError;

#[derive(Args)]
pub struct ChatArgs {
    #[command(flatten)]
    lake: LakeArgs,
    #[command(flatten)]
    llm: crate::llm::LlmArgs,
    /// Only this database.
    #[arg(long)]
    db: Option<String>,
    /// Answer every reading of an ambiguous question instead of asking.
    #[arg(long)]
    all_interpretations: bool,
    /// Clarification rounds per question; then the first reading offered is answered as the
    /// best guess (said so), or the question is left open when there is none.
    #[arg(long, default_value_t = 3)]
    max_rounds: usize,
    /// Rows shown per answer.
    #[arg(long, default_value_t = 20)]
    max_rows: usize,
}

const HELP: &str = "Ask a question about the data. Answer a clarification with an option number or in words.\nCommands: /history  /reset  /help  /quit";

pub fn run(a: ChatArgs) -> Result<()> {
    let mut engine = crate::progress::open_engine(&a.lake)?;
    crate::llm::attach(&mut engine, &a.llm)?;
    let db = a.db.as_deref().map(|d| engine.database(d)).transpose()?;
    let mut session = Session::new(&engine);
    session.options = clarisql_engine::Ask {
        db,
        all_interpretations: a.all_interpretations,
    };
    session.max_rounds = a.max_rounds;
    let mut editor = rustyline::DefaultEditor::new()?;
    let history = a.lake.cache_dir().join("chat-history.txt");
    let _ = editor.load_history(&history);
    println!(
        "clarisql — {} databases, {} tables. {HELP}",
        engine.lake.databases.len(),
        engine.lake.table_count()
    );
    loop {
        let prompt = if session.awaiting_clarification() {
            "your choice> "
        } else {
            "> "
        };
        let line = match editor.readline(prompt) {
            Ok(line) => line,
            Err(ReadlineError::Interrupted | ReadlineError::Eof) => break,
            Err(e) => return Err(e.into()),
        };
        let input = line.trim();
        if input.is_empty() {
            continue;
        }
        let _ = editor.add_history_entry(input);
        match input {
            "/quit" | "/exit" | "/q" => break,
            "/help" => {
                println!("{HELP}");
                continue;
            }
            "/reset" => {
                session.reset();
                println!("(dialogue cleared)");
                continue;
            }
            "/history" => {
                if session.turns.is_empty() {
                    println!("(no turns yet)");
                }
                for (i, t) in session.turns.iter().enumerate() {
                    let tag = match t.decision {
                        Decision::Answer => "answer",
                        Decision::Clarify => "clarify",
                        Decision::Refuse => "refuse",
                        Decision::Reply => "reply",
                    };
                    println!(
                        "{:>3}. you: {}\n     clarisql ({tag}): {}{}",
                        i + 1,
                        t.user,
                        t.message,
                        t.sql
                            .as_ref()
                            .map(|s| format!("\n     SQL: {s}"))
                            .unwrap_or_default()
                    );
                }
                continue;
            }
            _ => {}
        }
        let response = session.ask(input);
        print!("{}", response.render_text(a.max_rows));
    }
    if let Some(dir) = history.parent() {
        let _ = std::fs::create_dir_all(dir);
    }
    let _ = editor.save_history(&history);
    Ok(())
}
