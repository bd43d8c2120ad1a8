//! `clarisql demo [DIR]`: writes (or reuses) the demo lake, then asks it a handful of questions
//! that show each decision — answer, clarify, refuse, reply — and a follow-up in a dialogue.

use crate::LakeArgs;
use anyhow::{Context, Result};
use clap::Args;
use clarisql_engine::{Decision, Session};
use clarisql_gen::demo::{self, DemoLake, Expected};
use std::io::Write;
use std::path::PathBuf;
use std::time::Instant;

#[derive(Args)]
pub struct DemoArgs {
    /// Where to write the demo lake; an existing demo lake of this version is reused.
    #[arg(default_value = "demo-lake")]
    dir: PathBuf,
    /// Cache folder for profiles and the index.
    #[arg(long, env = "CLARISQL_CACHE", value_name = "DIR")]
    cache: Option<PathBuf>,
    /// Rows shown per answer.
    #[arg(long, default_value_t = 8)]
    max_rows: usize,
}

pub fn run(a: DemoArgs) -> Result<()> {
    let started = Instant::now();
    let lake = demo::open_or_write_demo_lake(&a.dir, demo::DEFAULT_SEED)
        .with_context(|| format!("cannot prepare the demo lake in {}", a.dir.display()))?;
    let ids: Vec<&str> = lake.databases.iter().map(|d| d.id.as_str()).collect();
    // Written through a handle so a closed pipe (`clarisql demo | head`) ends the run quietly.
    let mut out = std::io::stdout().lock();
    writeln!(
        out,
        "clarisql demo — {} the demo lake in {} ({} databases: {}) in {:.2} s",
        if lake.reused { "reused" } else { "wrote" },
        a.dir.display(),
        ids.len(),
        ids.join(", "),
        started.elapsed().as_secs_f64()
    )?;
    let lake_args = LakeArgs {
        lakes: vec![a.dir.clone()],
        cache: a.cache.clone(),
    };
    let engine = crate::progress::open_engine(&lake_args)?;
    writeln!(
        out,
        "index: {} tables, {} in {:.2} s (cache: {})\n",
        engine.lake.table_count(),
        if engine.index_stats.from_cache {
            "loaded from cache"
        } else {
            "built"
        },
        engine.index_stats.build_time.as_secs_f64(),
        lake_args.cache_dir().display()
    )?;
    for (i, q) in lake.questions.iter().enumerate() {
        writeln!(out, "── {}. {} ──", i + 1, q.shows)?;
        let mut session = Session::new(&engine);
        for (turn, text) in std::iter::once(&q.text).chain(&q.follow_ups).enumerate() {
            writeln!(out, "you> {text}")?;
            let response = session.ask(text);
            write!(out, "{}", response.render_text(a.max_rows))?;
            if turn == 0 && !matches_expected(response.decision, q.expected) {
                writeln!(
                    out,
                    "(the demo expected the engine to {} here; it chose to {})",
                    expected_verb(q.expected),
                    decision_verb(response.decision)
                )?;
            }
        }
        writeln!(out)?;
    }
    print_next_steps(&mut out, &a, &lake)?;
    Ok(())
}

fn matches_expected(decision: Decision, expected: Expected) -> bool {
    matches!(
        (decision, expected),
        (Decision::Answer, Expected::Answer)
            | (Decision::Clarify, Expected::Clarify)
            | (Decision::Refuse, Expected::Refuse)
            | (Decision::Reply, Expected::Reply)
    )
}

fn expected_verb(e: Expected) -> &'static str {
    match e {
        Expected::Answer => "answer",
        Expected::Clarify => "ask a clarification",
        Expected::Refuse => "refuse",
        Expected::Reply => "reply",
    }
}

fn decision_verb(d: Decision) -> &'static str {
    match d {
        Decision::Answer => "answer",
        Decision::Clarify => "ask a clarification",
        Decision::Refuse => "refuse",
        Decision::Reply => "reply",
    }
}

fn print_next_steps(out: &mut impl Write, a: &DemoArgs, lake: &DemoLake) -> Result<()> {
    let dir = shell_quote(&a.dir.display().to_string());
    // A cache given as a flag must be repeated; one from the environment carries over.
    let cache = match &a.cache {
        Some(c) if std::env::var_os("CLARISQL_CACHE").is_none() => {
            format!(" --cache {}", shell_quote(&c.display().to_string()))
        }
        _ => String::new(),
    };
    writeln!(out, "Try next:")?;
    writeln!(
        out,
        "  clarisql ask --lake {dir}{cache} {}",
        shell_quote(&lake.next_question)
    )?;
    writeln!(out, "  clarisql chat --lake {dir}{cache}")?;
    Ok(())
}

/// Quotes `s` for a POSIX shell when it holds anything but plain path characters.
fn shell_quote(s: &str) -> String {
    let plain = !s.is_empty()
        && s.chars()
            .all(|c| c.is_ascii_alphanumeric() || "-_./=:,+@%".contains(c));
    if plain {
        s.to_string()
    } else {
        format!("'{}'", s.replace('\'', "'\\''"))
    }
}

#[cfg(test)]
mod tests {
    use super::shell_quote;

    #[test]
    fn quotes_for_the_shell() {
        assert_eq!(shell_quote("demo-lake"), "demo-lake");
        assert_eq!(shell_quote("my lake"), "'my lake'");
        assert_eq!(shell_quote("How many?"), "'How many?'");
        assert_eq!(shell_quote("it's"), "'it'\\''s'");
    }
}
