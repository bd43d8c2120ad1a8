//! Reports: one JSON object for machines and a Markdown summary for people, side by side.

use serde::Serialize;
use std::fmt::Write as _;
use std::path::Path;

#[derive(Debug, Clone, Serialize)]
pub struct Report {
    pub benchmark: String,
    pub n: usize,
    pub metrics: serde_json::Value,
    /// Counts, settings and anything else worth keeping beside the metrics.
    #[serde(flatten)]
    pub extra: serde_json::Value,
    pub items: Vec<serde_json::Value>,
}

/// The `p`th percentile of sorted values (nearest rank).
pub fn percentile(sorted: &[f64], p: f64) -> f64 {
    if sorted.is_empty() {
        return 0.0;
    }
    let rank = ((p / 100.0) * sorted.len() as f64).ceil() as usize;
    sorted[rank.clamp(1, sorted.len()) - 1]
}

/// A table cell: floats to three places, strings bare, `null` as a dash.
fn cell(v: &serde_json::Value) -> String {
    match v.as_f64() {
        Some(f) if v.is_f64() => format!("{f:.3}"),
        _ if v.is_null() => "–".to_string(),
        _ => v
            .as_str()
            .map(str::to_string)
            .unwrap_or_else(|| v.to_string()),
    }
}

/// The command line with the passwords of PostgreSQL URLs (`--lake postgres://…`,
/// `--lake=postgres://…`) replaced by `***`.
fn redact_command(command: &str) -> String {
    command
        .split(' ')
        .map(|word| {
            let lower = word.to_ascii_lowercase();
            match lower
                .find("postgres://")
                .or_else(|| lower.find("postgresql://"))
            {
                Some(at) if word.is_char_boundary(at) => {
                    format!("{}{}", &word[..at], clarisql_exec::redact_url(&word[at..]))
                }
                _ => word.to_string(),
            }
        })
        .collect::<Vec<_>>()
        .join(" ")
}

impl Report {
    /// The Markdown summary: the metrics table (and a few example rows when present).
    pub fn markdown(&self, command: &str) -> String {
        let mut out = String::new();
        let _ = writeln!(out, "# clarisql benchmark: {}\n", self.benchmark);
        let _ = writeln!(out, "Command: `{}`\n", redact_command(command));
        let _ = writeln!(out, "Items: {}\n", self.n);
        let _ = writeln!(out, "| metric | value |\n|---|---|");
        if let Some(m) = self.metrics.as_object() {
            for (k, v) in m {
                let shown = match v.as_f64() {
                    Some(f) if k.contains("latency") || k.ends_with("_s") => format!("{f:.2}"),
                    Some(f) if v.is_f64() => format!("{f:.3}"),
                    _ => v.to_string(),
                };
                let _ = writeln!(out, "| {k} | {shown} |");
            }
        }
        if let Some(counts) = self.extra.get("counts").and_then(|c| c.as_object()) {
            let _ = writeln!(out, "\n| count | value |\n|---|---|");
            for (k, v) in counts {
                let _ = writeln!(out, "| {k} | {v} |");
            }
        }
        if let Some(llm) = self.extra.get("llm").and_then(|l| l.as_object()) {
            out.push_str(&llm_markdown(llm));
        }
        if let Some(tables) = self.extra.get("tables").and_then(|t| t.as_object()) {
            for (name, table) in tables {
                let _ = writeln!(out, "\n## {name}\n");
                // `{"columns": [...], "rows": [[...]]}`: columns in the order given.
                if let (Some(columns), Some(rows)) = (
                    table.get("columns").and_then(|c| c.as_array()),
                    table.get("rows").and_then(|r| r.as_array()),
                ) {
                    let names: Vec<String> = columns.iter().map(cell).collect();
                    let _ = writeln!(
                        out,
                        "| {} |\n|{}|",
                        names.join(" | "),
                        names.iter().map(|_| "---").collect::<Vec<_>>().join("|")
                    );
                    for row in rows.iter().filter_map(|r| r.as_array()) {
                        let cells: Vec<String> = row.iter().map(cell).collect();
                        let _ = writeln!(out, "| {} |", cells.join(" | "));
                    }
                    continue;
                }
                if let Some(rows) = table.as_array() {
                    let mut header_done = false;
                    for row in rows {
                        let Some(obj) = row.as_object() else { continue };
                        if !header_done {
                            let keys: Vec<&str> = obj.keys().map(String::as_str).collect();
                            let _ = writeln!(
                                out,
                                "| {} |\n|{}|",
                                keys.join(" | "),
                                keys.iter().map(|_| "---").collect::<Vec<_>>().join("|")
                            );
                            header_done = true;
                        }
                        let cells: Vec<String> = obj.values().map(cell).collect();
                        let _ = writeln!(out, "| {} |", cells.join(" | "));
                    }
                }
            }
        }
        out
    }

    /// Adds the LLM client's own totals (HTTP requests, retries, failures, tokens, cost) for
    /// the run to `extra.llm`, beside what the responses reported.
    pub fn add_llm_client(&mut self, model: &str, totals: serde_json::Value) {
        if !self.extra.is_object() {
            self.extra = serde_json::json!({});
        }
        let llm = &mut self.extra["llm"];
        if !llm.is_object() {
            *llm = serde_json::json!({});
        }
        llm["model"] = serde_json::Value::from(model);
        llm["client"] = totals;
    }

    /// Writes `path` (JSON) and the Markdown summary beside it (`.md`).
    pub fn write(&self, path: &Path, command: &str) -> std::io::Result<std::path::PathBuf> {
        if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
            std::fs::create_dir_all(dir)?;
        }
        let json = serde_json::to_string_pretty(self).map_err(std::io::Error::other)?;
        std::fs::write(path, json)?;
        let md = path.with_extension("md");
        std::fs::write(&md, self.markdown(command))?;
        Ok(md)
    }
}

/// The LLM section of a summary: what the responses reported, then the client's own totals.
fn llm_markdown(llm: &serde_json::Map<String, serde_json::Value>) -> String {
    let mut out = String::new();
    let model = llm.get("model").and_then(|m| m.as_str()).unwrap_or("?");
    let _ = writeln!(out, "\n## LLM ({model})\n\n| usage | value |\n|---|---|");
    let show = |v: &serde_json::Value| match v.as_f64() {
        Some(f) if v.is_f64() => format!("{f:.4}"),
        _ => v.to_string(),
    };
    for (k, v) in llm {
        if k == "model" || k == "client" {
            continue;
        }
        let _ = writeln!(out, "| {k} | {} |", show(v));
    }
    if let Some(client) = llm.get("client").and_then(|c| c.as_object()) {
        for (k, v) in client {
            let _ = writeln!(out, "| client {k} | {} |", show(v));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn commands_lose_their_passwords() {
        assert_eq!(
            redact_command("clarisql bench odutqa --lake postgres://ann:pw@db/x?schema=s --lake=postgresql://b:q@h/y --out r.json"),
            "clarisql bench odutqa --lake postgres://ann:***@db/x?schema=s --lake=postgresql://b:***@h/y --out r.json"
        );
    }

    #[test]
    fn percentiles_and_markdown() {
        let v = [1.0, 2.0, 3.0, 4.0, 100.0];
        assert_eq!(percentile(&v, 50.0), 3.0);
        assert_eq!(percentile(&v, 95.0), 100.0);
        assert_eq!(percentile(&[], 50.0), 0.0);
        let r = Report {
            benchmark: "x".into(),
            n: 1,
            metrics: serde_json::json!({"ex": 0.5}),
            extra: serde_json::json!({}),
            items: vec![],
        };
        assert!(r.markdown("clarisql bench").contains("| ex | 0.500 |"));
    }
}
