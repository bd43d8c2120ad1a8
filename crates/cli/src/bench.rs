use crate::LakeArgs;
use anyhow::{Context, Result};
use clap::{Args, Subcommand};
use std::path::{Path, PathBuf};
use std::time::Instant;

#[derive(Subcommand)]
pub enum BenchCommand {
    /// Spider-format questions ([{db_id, question, query}]), scored by execution.
    Spider(SpiderArgs),
    /// Labelled questions ([{db_id, question, type, category, queries}]): question types,
    /// categories, interpretations, answers, and (with --simulate) dialogues with a simulated user.
    Labelled(LabelledArgs),
    /// MMSQL-format dialogues ([{db_name, turns}]): question types per turn, execution and
    /// exact match of the SQL turns, IEX and TDEX, replaying the gold (or the own) history.
    Mmsql(MmsqlArgs),
    /// ODUTQA-MDC records (what `clarisql generate odutqa` writes): detection accuracy and F1
    /// per clause, Mixed accuracy, table retrieval P/R/F1, ECR and EA after dialogues with the
    /// paper's simulated user.
    Odutqa(OdutqaArgs),
}

#[derive(Clone, Copy, clap::ValueEnum)]
pub enum HistoryArg {
    /// The gold system turn enters the history after each prediction (MMSQL's protocol).
    Gold,
    /// The system's own replies stay in the history.
    Own,
}

#[derive(Args)]
pub struct MmsqlArgs {
    #[command(flatten)]
    lake: LakeArgs,
    /// With an LLM, its judge also scores every response for RQS (MMSQL Table VIII).
    #[command(flatten)]
    llm: crate::llm::BenchLlmArgs,
    /// With an LLM, do not score RQS (its judge costs one call per turn).
    #[arg(long)]
    no_rqs: bool,
    /// The dialogues file (MMSQL format).
    #[arg(long)]
    dialogues: PathBuf,
    /// Which replies enter the dialogue history after each prediction.
    #[arg(long, value_enum, default_value = "gold")]
    history: HistoryArg,
    /// Answer every reading of an ambiguous question instead of asking.
    #[arg(long)]
    all_interpretations: bool,
    /// Only the first N dialogues.
    #[arg(long)]
    limit: Option<usize>,
    /// Where to write the JSON report (a Markdown summary is written beside it).
    #[arg(long)]
    out: PathBuf,
}

#[derive(Args)]
pub struct LabelledArgs {
    #[command(flatten)]
    lake: LakeArgs,
    #[command(flatten)]
    llm: crate::llm::BenchLlmArgs,
    /// The labelled questions file (what `clarisql generate squab|dte` writes).
    #[arg(long)]
    cases: PathBuf,
    /// Let a simulated user answer clarification questions (ODUTQA fixed mode).
    #[arg(long)]
    simulate: bool,
    /// ODUTQA's dynamic mode: the simulated user's helpful replies are paraphrased by the LLM
    /// (the option or value must survive, 5 tries, then the fixed reply). Needs --simulate and
    /// an LLM; the user is part of the benchmark, so both runs of --compare hear the same voice.
    #[arg(long, requires = "simulate")]
    dynamic: bool,
    /// Seed of the simulated user.
    #[arg(long, default_value_t = 7)]
    seed: u64,
    /// Search the whole lake instead of being told each case's database.
    #[arg(long)]
    open: bool,
    /// Only the first N cases.
    #[arg(long)]
    limit: Option<usize>,
    /// Where to write the JSON report (a Markdown summary is written beside it).
    #[arg(long)]
    out: PathBuf,
}

#[derive(Clone, Copy, clap::ValueEnum)]
enum ModeArg {
    Fixed,
    Dynamic,
}

#[derive(Args)]
pub struct OdutqaArgs {
    #[command(flatten)]
    lake: LakeArgs,
    /// With an LLM, `--mode dynamic` paraphrases through it (the value must survive, 5 tries,
    /// then the template); both runs of --compare hear the same voice.
    #[command(flatten)]
    llm: crate::llm::BenchLlmArgs,
    /// The records file (train.json, validation.json or test.json of a generated lake).
    #[arg(long)]
    records: PathBuf,
    /// How the simulated user phrases its clarifications: template sentences or paraphrases.
    #[arg(long, value_enum, default_value = "dynamic")]
    mode: ModeArg,
    /// Clarifications the simulated user will not give: select,from,where (any of them) or all.
    #[arg(long)]
    no_clarify: Option<String>,
    /// Seed of the simulated user.
    #[arg(long, default_value_t = 7)]
    seed: u64,
    /// Only the first N records.
    #[arg(long)]
    limit: Option<usize>,
    /// Where to write the JSON report (a Markdown summary is written beside it).
    #[arg(long)]
    out: PathBuf,
}

#[derive(Args)]
pub struct SpiderArgs {
    #[command(flatten)]
    lake: LakeArgs,
    #[command(flatten)]
    llm: crate::llm::BenchLlmArgs,
    /// The questions file.
    #[arg(long)]
    questions: PathBuf,
    /// Search the whole lake instead of being told each question's database.
    #[arg(long)]
    open: bool,
    /// Only the first N questions.
    #[arg(long)]
    limit: Option<usize>,
    /// Where to write the JSON report (a Markdown summary is written beside it).
    #[arg(long)]
    out: PathBuf,
}

pub fn run(cmd: BenchCommand) -> Result<()> {
    match cmd {
        BenchCommand::Spider(a) => spider(a),
        BenchCommand::Labelled(a) => labelled(a),
        BenchCommand::Mmsql(a) => mmsql(a),
        BenchCommand::Odutqa(a) => odutqa(a),
    }
}

fn mmsql(a: MmsqlArgs) -> Result<()> {
    let command = std::env::args().collect::<Vec<_>>().join(" ");
    let dialogues = clarisql_bench::mmsql::read_dialogues(&a.dialogues)?;
    let mut engine = crate::progress::open_engine(&a.lake)?;
    let n = a.limit.unwrap_or(dialogues.len()).min(dialogues.len());
    let pb = crate::progress::bar(n as u64, "dialogues");
    let options = clarisql_bench::mmsql::MmsqlOptions {
        history: match a.history {
            HistoryArg::Gold => clarisql_bench::mmsql::History::Gold,
            HistoryArg::Own => clarisql_bench::mmsql::History::Own,
        },
        limit: a.limit,
        all_interpretations: a.all_interpretations,
        judge: None,
    };
    let report = crate::llm::run_bench(&mut engine, &a.llm, |engine, client| {
        let mut options = options.clone();
        if !a.no_rqs {
            options.judge = client.map(|c| {
                clarisql_bench::mmsql::Judge(std::sync::Arc::new(crate::llm::RqsJudge(c.clone())))
            });
        }
        clarisql_bench::mmsql::run(engine, &dialogues, &options, &|done, _| {
            pb.set_position(done as u64)
        })
    })?;
    pb.finish_and_clear();
    publish(&report, &a.out, &command)
}

fn labelled(a: LabelledArgs) -> Result<()> {
    let command = std::env::args().collect::<Vec<_>>().join(" ");
    let cases = clarisql_gen::labelled::read_cases(&a.cases)?;
    let mut engine = crate::progress::open_engine(&a.lake)?;
    let n = a.limit.unwrap_or(cases.len()).min(cases.len());
    let pb = crate::progress::bar(n as u64, "questions");
    let options = clarisql_bench::labelled::LabelledOptions {
        simulate: a.simulate,
        seed: a.seed,
        open: a.open,
        limit: a.limit,
        ..Default::default()
    };
    if a.dynamic && a.llm.llm.config()?.is_none() {
        anyhow::bail!(
            "--dynamic needs an LLM for the simulated user's voice: pass --llm URL --model NAME"
        );
    }
    let report = crate::llm::run_bench(&mut engine, &a.llm, |engine, client| {
        let mut options = options.clone();
        if a.dynamic {
            options.voice = client.map(|c| {
                clarisql_bench::labelled::Voice(std::sync::Arc::new(
                    clarisql_agent::LlmParaphraser::new(c.clone()),
                ))
            });
        }
        clarisql_bench::labelled::run(engine, &cases, &options, &|done, _| {
            pb.set_position(done as u64)
        })
    })?;
    pb.finish_and_clear();
    publish(&report, &a.out, &command)
}

fn spider(a: SpiderArgs) -> Result<()> {
    let command = std::env::args().collect::<Vec<_>>().join(" ");
    let items = clarisql_bench::spider::read_items(&a.questions)?;
    let mut engine = crate::progress::open_engine(&a.lake)?;
    // The index build time is measured on a fresh build, whatever the cache holds.
    let t = Instant::now();
    let fresh = clarisql_index::LakeIndex::build(&engine.lake)?;
    let index_build_s = t.elapsed().as_secs_f64();
    drop(fresh);
    let n = a.limit.unwrap_or(items.len()).min(items.len());
    let pb = crate::progress::bar(n as u64, "questions");
    let options = clarisql_bench::spider::SpiderOptions {
        open: a.open,
        limit: a.limit,
        index_build_s,
    };
    let report = crate::llm::run_bench(&mut engine, &a.llm, |engine, _| {
        clarisql_bench::spider::run(engine, &items, &options, &|done, _| {
            pb.set_position(done as u64)
        })
    })?;
    pb.finish_and_clear();
    publish(&report, &a.out, &command)
}

fn odutqa(a: OdutqaArgs) -> Result<()> {
    use clarisql_bench::odutqa::{NoClarify, OdutqaOptions};
    let command = std::env::args().collect::<Vec<_>>().join(" ");
    let no_clarify = match &a.no_clarify {
        Some(t) => NoClarify::parse(t).map_err(|e| anyhow::anyhow!("--no-clarify: {e}"))?,
        None => NoClarify::default(),
    };
    let records = clarisql_gen::odutqa::load_records(&a.records)?;
    let mut engine = crate::progress::open_engine(&a.lake)?;
    let n = a.limit.unwrap_or(records.len()).min(records.len());
    let pb = crate::progress::bar(n as u64, "records");
    let options = OdutqaOptions {
        mode: match a.mode {
            ModeArg::Fixed => clarisql_gen::odutqa::simulator::Mode::Fixed,
            ModeArg::Dynamic => clarisql_gen::odutqa::simulator::Mode::Dynamic,
        },
        seed: a.seed,
        no_clarify,
        limit: a.limit,
        ..Default::default()
    };
    let report = crate::llm::run_bench(&mut engine, &a.llm, |engine, client| {
        let mut options = options.clone();
        options.voice = client.map(|c| {
            clarisql_bench::labelled::Voice(std::sync::Arc::new(
                clarisql_agent::LlmParaphraser::new(c.clone()),
            ))
        });
        clarisql_bench::odutqa::run(engine, &records, &options, &|done, _| {
            pb.set_position(done as u64)
        })
    })?;
    pb.finish_and_clear();
    publish(&report, &a.out, &command)
}

/// Writes the report (JSON and the Markdown summary beside it) and prints its metrics.
fn publish(report: &clarisql_bench::report::Report, out: &Path, command: &str) -> Result<()> {
    let md = report
        .write(out, command)
        .with_context(|| format!("cannot write the report {}", out.display()))?;
    println!("{}", serde_json::to_string_pretty(&report.metrics)?);
    println!("report: {} (summary: {})", out.display(), md.display());
    Ok(())
}
