//! Generates an ODUTQA-style lake and its records, and prints what was written.
//!
//! cargo run -p clarisql-gen --release --example odutqa -- --out DIR [--lang en|zh] [--seed N] [--size small|paper]

use clarisql_gen::odutqa::{generate_lake, LakeOptions, Lang, Size};
use std::path::PathBuf;
use std::process::ExitCode;

fn main() -> ExitCode {
    let mut out = None;
    let mut lang = Lang::En;
    let mut seed = 7u64;
    let mut size = Size::Small;
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        let value = args.next();
        match (arg.as_str(), value.as_deref()) {
            ("--out", Some(v)) => out = Some(PathBuf::from(v)),
            ("--lang", Some("en")) => lang = Lang::En,
            ("--lang", Some("zh")) => lang = Lang::Zh,
            ("--seed", Some(v)) => match v.parse() {
                Ok(n) => seed = n,
                Err(_) => return usage(&format!("--seed wants a whole number, got '{v}'")),
            },
            ("--size", Some("small")) => size = Size::Small,
            ("--size", Some("paper")) => size = Size::Paper,
            _ => return usage(&format!("unexpected argument '{arg}'")),
        }
    }
    let Some(out_dir) = out else {
        return usage("--out DIR is required");
    };
    let started = std::time::Instant::now();
    match generate_lake(&LakeOptions {
        out_dir,
        lang,
        seed,
        size,
    }) {
        Ok(lake) => {
            println!(
                "wrote {} in {:.2} s",
                lake.dir.display(),
                started.elapsed().as_secs_f64()
            );
            println!("tables: {}", lake.tables.len());
            println!("records: {} {:?}", lake.records, lake.splits);
            println!("strata: {:?}", lake.strata);
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::FAILURE
        }
    }
}

fn usage(problem: &str) -> ExitCode {
    eprintln!("{problem}\nusage: odutqa --out DIR [--lang en|zh] [--seed N] [--size small|paper]");
    ExitCode::from(2)
}
