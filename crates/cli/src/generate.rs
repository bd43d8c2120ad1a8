//! `clarisql generate …`: test data from a lake (SQUAB, DTE) or from scratch (ODUTQA).

use crate::LakeArgs;
use anyhow::{bail, Context, Result};
use clap::{Args, Subcommand, ValueEnum};
use std::path::PathBuf;
use std::time::Instant;

#[derive(Subcommand)]
pub enum GenerateCommand {
    /// SQUAB-style ambiguous and unanswerable questions from the patterns of a lake, written
    /// in the labelled format ([{db_id, question, type, category, queries}]).
    Squab(SquabArgs),
    /// DTE-style counterfactuals: copies of the databases Spider-format questions use, with a
    /// mentioned column deleted (unanswerable) or replaced by two near-synonyms (ambiguous).
    Dte(DteArgs),
    /// An ODUTQA-MDC-style lake (per-district and per-year tables) with labelled records.
    Odutqa(OdutqaArgs),
    /// MMSQL-format dialogues from Spider-format questions: consecutive questions over one
    /// database as answerable turns, plus improper and unanswerable turns.
    Mmsql(MmsqlGenArgs),
}

#[derive(Args)]
pub struct MmsqlGenArgs {
    #[command(flatten)]
    lake: LakeArgs,
    /// Spider-format questions ([{db_id, question, query}]) over the lake.
    #[arg(long)]
    questions: PathBuf,
    /// Where to write the dialogues (JSON).
    #[arg(long)]
    out: PathBuf,
    #[arg(long, default_value_t = 7)]
    seed: u64,
    /// Answerable questions per dialogue (at most).
    #[arg(long, default_value_t = 4)]
    max_questions: usize,
    /// Dialogues to write (at most).
    #[arg(long, default_value_t = 100)]
    limit: usize,
}

#[derive(Args)]
pub struct SquabArgs {
    #[command(flatten)]
    lake: LakeArgs,
    #[command(flatten)]
    llm: crate::llm::WordingArgs,
    /// Where to write the labelled questions (JSON).
    #[arg(long)]
    out: PathBuf,
    #[arg(long, default_value_t = 7)]
    seed: u64,
    /// Tests per category (fewer when the lake has fewer patterns).
    #[arg(long, default_value_t = 20)]
    per_category: usize,
    /// Leave out the answerable controls.
    #[arg(long)]
    no_answerable: bool,
}

#[derive(Args)]
pub struct DteArgs {
    #[command(flatten)]
    lake: LakeArgs,
    /// Spider-format questions ([{db_id, question, query}]) over the lake.
    #[arg(long)]
    questions: PathBuf,
    /// An empty (or previously generated) folder for the edited database copies.
    #[arg(long)]
    out_lake: PathBuf,
    /// Where to write the labelled questions (JSON) over the new lake.
    #[arg(long)]
    out: PathBuf,
    #[arg(long, default_value_t = 7)]
    seed: u64,
    /// Source questions to use (each gives an answerable original and up to two counterfactuals).
    #[arg(long, default_value_t = 200)]
    limit: usize,
}

#[derive(Clone, Copy, ValueEnum)]
enum LangArg {
    En,
    Zh,
}

#[derive(Clone, Copy, ValueEnum)]
enum SizeArg {
    Small,
    Paper,
}

#[derive(Args)]
pub struct OdutqaArgs {
    #[command(flatten)]
    llm: crate::llm::WordingArgs,
    /// The folder that receives odutqa_<lang>/ (point --lake at it afterwards).
    #[arg(long)]
    out: PathBuf,
    #[arg(long, value_enum, default_value = "en")]
    lang: LangArg,
    #[arg(long, default_value_t = 7)]
    seed: u64,
    #[arg(long, value_enum, default_value = "small")]
    size: SizeArg,
    /// Also load the lake into this PostgreSQL database (postgres://user:password@host:port/db[?schema=NAME]);
    /// tables of the same names there are replaced. Then `--lake URL` serves the same lake.
    #[arg(long, value_name = "URL")]
    postgres: Option<String>,
}

pub fn run(cmd: GenerateCommand) -> Result<()> {
    match cmd {
        GenerateCommand::Squab(a) => squab(a),
        GenerateCommand::Dte(a) => dte(a),
        GenerateCommand::Odutqa(a) => odutqa(a),
        GenerateCommand::Mmsql(a) => mmsql(a),
    }
}

/// Loads (profiles) a lake with a progress bar; no index is needed to generate.
fn load_lake(lake: &LakeArgs) -> Result<clarisql_lake::Lake> {
    let pb = crate::progress::bar(0, "profiling");
    let report = |done: usize, total: usize, _id: &str| {
        pb.set_length(total as u64);
        pb.set_position(done as u64);
    };
    let options = clarisql_lake::LoadOptions {
        cache_dir: lake.cache_dir(),
        progress: Some(&report),
    };
    let loaded = clarisql_lake::Lake::load(&lake.lakes, &options);
    pb.finish_and_clear();
    let loaded = loaded?;
    for issue in &loaded.issues {
        eprintln!("warning: skipped {issue}");
    }
    Ok(loaded)
}

fn squab(a: SquabArgs) -> Result<()> {
    if a.per_category == 0 {
        bail!("--per-category 0 asks for nothing; give a positive number");
    }
    let started = Instant::now();
    let lake = load_lake(&a.lake)?;
    let pb = crate::progress::bar(0, "categories");
    let options = clarisql_gen::squab::SquabOptions {
        seed: a.seed,
        per_category: a.per_category,
        answerable: !a.no_answerable,
    };
    let out = clarisql_gen::squab::generate(&lake, &options, &|done, total| {
        pb.set_length(total as u64);
        pb.set_position(done as u64);
    });
    pb.finish_and_clear();
    let mut out = out;
    if let Some((wording, client)) = a.llm.wording()? {
        let stats = clarisql_gen::wording::reword_cases(&lake, &mut out.cases, &wording, a.seed);
        report_wording(&stats, &client);
    }
    clarisql_gen::labelled::write_cases(&a.out, &out.cases)?;
    println!(
        "{:<26} {:>8} {:>6} {:>5}",
        "category", "patterns", "tried", "kept"
    );
    for (name, s) in &out.stats {
        println!("{name:<26} {:>8} {:>6} {:>5}", s.patterns, s.tried, s.kept);
    }
    println!(
        "wrote {} labelled questions to {} in {:.1} s",
        out.cases.len(),
        a.out.display(),
        started.elapsed().as_secs_f64()
    );
    Ok(())
}

fn mmsql(a: MmsqlGenArgs) -> Result<()> {
    let questions = clarisql_gen::dte::read_questions(&a.questions)?;
    let lake = load_lake(&a.lake)?;
    let options = clarisql_gen::mmsql::MmsqlOptions {
        seed: a.seed,
        max_questions: a.max_questions,
        limit: a.limit,
    };
    let dialogues = clarisql_gen::mmsql::from_spider(&lake, &questions, &options);
    let json = serde_json::to_string_pretty(&dialogues)?;
    std::fs::write(&a.out, json).with_context(|| format!("cannot write {}", a.out.display()))?;
    let turns: usize = dialogues.iter().map(|d| d.turns.len()).sum();
    println!(
        "wrote {} dialogues ({turns} turns) to {}",
        dialogues.len(),
        a.out.display()
    );
    Ok(())
}

fn dte(a: DteArgs) -> Result<()> {
    let started = Instant::now();
    let questions = clarisql_gen::dte::read_questions(&a.questions)?;
    let lake = load_lake(&a.lake)?;
    let pb = crate::progress::bar(a.limit as u64, "questions");
    let options = clarisql_gen::dte::DteOptions {
        seed: a.seed,
        limit: a.limit,
        out_lake: a.out_lake.clone(),
    };
    let out = clarisql_gen::dte::generate(&lake, &questions, &options, &|done, _| {
        pb.set_position(done as u64)
    });
    pb.finish_and_clear();
    let out = out?;
    clarisql_gen::labelled::write_cases(&a.out, &out.cases)?;
    println!("{}", serde_json::to_string_pretty(&out.stats)?);
    println!(
        "wrote {} labelled questions to {} over the lake {} in {:.1} s",
        out.cases.len(),
        a.out.display(),
        a.out_lake.display(),
        started.elapsed().as_secs_f64()
    );
    Ok(())
}

fn odutqa(a: OdutqaArgs) -> Result<()> {
    use clarisql_gen::odutqa::{generate_lake, LakeOptions, Lang, Size};
    let started = Instant::now();
    let options = LakeOptions {
        out_dir: a.out.clone(),
        lang: match a.lang {
            LangArg::En => Lang::En,
            LangArg::Zh => Lang::Zh,
        },
        seed: a.seed,
        size: match a.size {
            SizeArg::Small => Size::Small,
            SizeArg::Paper => Size::Paper,
        },
    };
    if let Some(url) = &a.postgres {
        clarisql_gen::pg_load::check(url)?;
    }
    let lake = generate_lake(&options)
        .with_context(|| format!("cannot generate the ODUTQA lake in {}", a.out.display()))?;
    if let Some((wording, client)) = a.llm.wording()? {
        let stats = clarisql_gen::wording::reword_lake(&lake, &wording, a.seed)
            .context("cannot reword the generated records")?;
        report_wording(&stats, &client);
    }
    println!(
        "wrote {} ({} tables, {} records: {:?}) in {:.1} s",
        lake.dir.display(),
        lake.tables.len(),
        lake.records,
        lake.splits,
        started.elapsed().as_secs_f64()
    );
    println!("strata: {:?}", lake.strata);
    let mut lake_arg = a.out.display().to_string();
    if let Some(url) = &a.postgres {
        let loading = Instant::now();
        let report = clarisql_gen::pg_load::load_sqlite(&lake.sqlite_path, url)?;
        println!(
            "loaded {} tables ({} rows) into {} (schema {}) in {:.1} s",
            report.tables.len(),
            report.rows(),
            report.target,
            report.schema,
            loading.elapsed().as_secs_f64()
        );
        if !report.others.is_empty() {
            eprintln!(
                "warning: schema {} also holds {} other tables ({}); the lake at this URL shows them too",
                report.schema,
                report.others.len(),
                report.others.join(", ")
            );
        }
        lake_arg = format!("'{}'", report.target);
    }
    println!(
        "ask it: clarisql chat --lake {lake_arg}   (records: {})",
        lake.test_path.display()
    );
    Ok(())
}

/// What the model's wording did, and what it cost.
fn report_wording(
    stats: &clarisql_gen::wording::WordingStats,
    client: &clarisql_llm::BlockingClient,
) {
    let acc = client.accounting();
    println!(
        "LLM wording: {} of {} questions reworded ({} kept their template; {} answers refused by the checks); {} calls, {} cache hits, {} + {} tokens, ${:.4}",
        stats.reworded,
        stats.questions,
        stats.kept_template,
        stats.rejected,
        acc.calls,
        acc.cache_hits,
        acc.prompt_tokens,
        acc.completion_tokens,
        acc.cost_usd
    );
    for e in &stats.examples_rejected {
        println!("  refused: {e}");
    }
}
