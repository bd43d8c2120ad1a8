//! `clarisql`: ask questions over a lake of databases, chat, build the index, run the demo and
//! the benchmarks.

mod analyze;
mod ask;
mod bench;
mod chat;
mod demo;
mod generate;
mod index;
mod llm;
mod progress;

use anyhow::Result;
use clap::{Args, Parser, Subcommand};
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(Parser)]
#[command(name = "clarisql", version, about = "Clarification-aware questions over a lake of databases", long_about = None)]
struct Cli {
    /// More log output (-v info, -vv debug); RUST_LOG overrides.
    #[arg(short, long, action = clap::ArgAction::Count, global = true)]
    verbose: u8,
    #[command(subcommand)]
    command: Command,
}

/// Where the data is.
#[derive(Args, Clone)]
pub struct LakeArgs {
    /// A lake: a folder of databases (Spider layout or flat), a SQLite file, or a CSV folder.
    /// Repeat to combine several lakes into one.
    #[arg(long = "lake", value_name = "PATH", required = true)]
    pub lakes: Vec<PathBuf>,
    /// Cache folder for profiles and the index.
    #[arg(long, env = "CLARISQL_CACHE", value_name = "DIR")]
    pub cache: Option<PathBuf>,
}

impl LakeArgs {
    pub fn cache_dir(&self) -> PathBuf {
        self.cache
            .clone()
            .unwrap_or_else(clarisql_lake::default_cache_dir)
    }
}

#[derive(Subcommand)]
enum Command {
    /// Answer one question (or say why not).
    Ask(ask::AskArgs),
    /// The taxonomy findings of a question, with ODUTQA's labels and DTE's per-token tags.
    Analyze(analyze::AnalyzeArgs),
    /// An interactive session: follow-ups, clarifications, /history, /reset.
    Chat(chat::ChatArgs),
    /// Build (or refresh) the lake's index and print its size and build time.
    Index(index::IndexArgs),
    /// Generate the demo lake and show answered, clarified and refused questions on it.
    Demo(demo::DemoArgs),
    /// Run a benchmark and write a JSON report with a Markdown summary beside it.
    #[command(subcommand)]
    Bench(bench::BenchCommand),
    /// Generate test data: labelled questions from a lake (squab, dte) or an ODUTQA-style lake.
    #[command(subcommand)]
    Generate(generate::GenerateCommand),
}

fn init_logging(verbose: u8) {
    let default = match verbose {
        0 => "warn",
        1 => "info",
        _ => "debug",
    };
    let filter = tracing_subscriber::EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new(default));
    let _ = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr)
        .without_time()
        .try_init();
}

fn run(cli: Cli) -> Result<()> {
    match cli.command {
        Command::Ask(a) => ask::run(a),
        Command::Analyze(a) => analyze::run(a),
        Command::Chat(a) => chat::run(a),
        Command::Index(a) => index::run(a),
        Command::Demo(a) => demo::run(a),
        Command::Bench(b) => bench::run(b),
        Command::Generate(g) => generate::run(g),
    }
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    init_logging(cli.verbose);
    match run(cli) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e:#}");
            ExitCode::FAILURE
        }
    }
}
