use anyhow::Result;
use clap::Args;
use std::path::PathBuf;

#[derive(Args)]
pub struct DemoArgs {
    /// Where to write the demo lake.
    #[arg(default_value = "demo-lake")]
    dir: PathBuf,
}

pub fn run(_a: DemoArgs) -> Result<()> {
    anyhow::bail!("demo: not yet")
}
