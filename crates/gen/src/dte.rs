//! DTE-style counterfactual examples (Wang et al., "Know What I don't Know"): take an
//! answerable Spider-format question, pick a column its gold SQL uses and its words mention,
//! and edit a copy of the database:
//!
//! - UNK: delete the column -> the question is `unanswerable` / `ColumnUnanswerable` (the gold
//!   query now fails on the copy, which is checked);
//! - AMB: delete it and add two near-synonym columns (the original values, and a perturbed
//!   copy) -> `ambiguous` / `ColumnAmbiguity` with two gold queries, one per new column (both
//!   run and give different results, which is checked).
//!
//! The original question stays as an `answerable` case on an untouched copy of its database
//! (its gold query is re-run there first). Output lake layout: `<out>/<id>/<id>.sqlite`, ids
//! `<db>` (untouched), `<db>__unk<k>` and `<db>__amb<k>`; `<out>/dte-manifest.json` lists them.
//!
//! Near-synonyms come from a small generic word list ([`crate::words::NEAR_SYNONYMS`]) and
//! qualifier pairs such as `official_<col>` / `estimated_<col>`; systematic forms
//! (`min_<col>` / `max_<col>`, `<col>_2022` / `<col>_2023`, `<col>_value` / `<col>_2023`) only
//! when none of those names is free.

use crate::labelled::LabelledCase;
use crate::verify::{self, answers, distinct_interpretations, fails};
use crate::words::{self, identifier_words, is_filler, is_key_word, word_key};
use clarisql_analyze::{Category, QuestionType};
use clarisql_exec::SqliteDb;
use clarisql_lake::{Database, Lake};
use rand::seq::{IndexedRandom, SliceRandom};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};
use sqlparser::ast::{Expr, Ident, Statement};
use sqlparser::dialect::{GenericDialect, MySqlDialect, SQLiteDialect};
use sqlparser::parser::Parser;
use std::collections::BTreeSet;
use std::ops::ControlFlow;
use std::path::{Path, PathBuf};

/// The file in the output lake that lists what this generator wrote (so a rerun can replace it).
pub const MANIFEST: &str = "dte-manifest.json";

/// A Spider-format question: `{db_id, question, query}`.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct SourceQuestion {
    pub db_id: String,
    pub question: String,
    pub query: String,
}

#[derive(Debug, Clone)]
pub struct DteOptions {
    pub seed: u64,
    /// Source questions to turn into counterfactuals (each gives up to three cases).
    pub limit: usize,
    /// The folder that receives the edited and untouched database copies.
    pub out_lake: PathBuf,
}

/// What happened to the source questions.
#[derive(Debug, Clone, Default, Serialize)]
pub struct DteStats {
    pub considered: usize,
    pub used: usize,
    pub database_missing: usize,
    pub gold_failed: usize,
    pub no_mentioned_column: usize,
    pub unk: usize,
    pub amb: usize,
    pub unk_rejected: usize,
    pub amb_rejected: usize,
    pub databases_written: usize,
}

#[derive(Debug, Clone, Serialize)]
pub struct DteOutput {
    pub cases: Vec<LabelledCase>,
    pub stats: DteStats,
}

#[derive(Debug, thiserror::Error)]
pub enum DteError {
    #[error("cannot read {path}: {message}")]
    Read { path: String, message: String },
    #[error("{path} is not a Spider-format question file: {message}; expected a JSON array of {{\"db_id\", \"question\", \"query\"}} objects")]
    Format { path: String, message: String },
    #[error("{path}: {message}")]
    Io { path: String, message: String },
    #[error("the output lake {path} is not empty and was not written by `generate dte`; choose an empty or new folder")]
    NotEmpty { path: String },
}

/// Reads a Spider-format question file.
pub fn read_questions(path: &Path) -> Result<Vec<SourceQuestion>, DteError> {
    let text = std::fs::read_to_string(path).map_err(|e| DteError::Read {
        path: path.display().to_string(),
        message: e.to_string(),
    })?;
    serde_json::from_str(&text).map_err(|e| DteError::Format {
        path: path.display().to_string(),
        message: e.to_string(),
    })
}

fn io_err(path: &Path, message: impl std::fmt::Display) -> DteError {
    DteError::Io {
        path: path.display().to_string(),
        message: message.to_string(),
    }
}

/// Empties a previous run's output (only folders its manifest lists) or refuses a foreign folder.
fn prepare_out_lake(dir: &Path) -> Result<(), DteError> {
    std::fs::create_dir_all(dir)
        .map_err(|e| io_err(dir, format!("cannot create the folder: {e}")))?;
    let manifest = dir.join(MANIFEST);
    if manifest.is_file() {
        let text = std::fs::read_to_string(&manifest).map_err(|e| io_err(&manifest, e))?;
        let listed: Vec<String> = serde_json::from_str::<serde_json::Value>(&text)
            .ok()
            .and_then(|v| v.get("databases").cloned())
            .and_then(|v| serde_json::from_value(v).ok())
            .unwrap_or_default();
        for id in listed {
            // Only plain folder names: a manifest must not make us delete elsewhere.
            if !id.is_empty() && !id.contains(['/', '\\']) && id != ".." && id != "." {
                let _ = std::fs::remove_dir_all(dir.join(&id));
            }
        }
        let _ = std::fs::remove_file(&manifest);
    }
    let non_empty = std::fs::read_dir(dir)
        .map_err(|e| io_err(dir, e))?
        .next()
        .is_some();
    if non_empty {
        return Err(DteError::NotEmpty {
            path: dir.display().to_string(),
        });
    }
    Ok(())
}

/// Writes the counterfactual lake and returns the labelled cases over it.
pub fn generate(
    lake: &Lake,
    questions: &[SourceQuestion],
    options: &DteOptions,
    progress: &dyn Fn(usize, usize),
) -> Result<DteOutput, DteError> {
    prepare_out_lake(&options.out_lake)?;
    let mut rng = ChaCha8Rng::seed_from_u64(options.seed);
    let mut order: Vec<usize> = (0..questions.len()).collect();
    order.shuffle(&mut rng);
    let mut stats = DteStats::default();
    let mut cases: Vec<LabelledCase> = Vec::new();
    let mut written: BTreeSet<String> = BTreeSet::new();
    let mut variants: std::collections::BTreeMap<String, usize> = Default::default();
    for i in order {
        if stats.used >= options.limit {
            break;
        }
        progress(stats.used, options.limit);
        stats.considered += 1;
        let q = &questions[i];
        let Some((_, db)) = lake.database(&q.db_id) else {
            stats.database_missing += 1;
            continue;
        };
        let Some(source_file) = db.source.sqlite_path() else {
            stats.database_missing += 1;
            continue;
        };
        let Some(gold_rows) = answers(db.source.connect().as_ref(), &q.query) else {
            stats.gold_failed += 1;
            continue;
        };
        let Some(target) = pick_target(db, q, &mut rng) else {
            stats.no_mentioned_column += 1;
            continue;
        };
        stats.used += 1;
        let n = cases.len();

        // The untouched original, answerable.
        let original = copy_database(source_file, &options.out_lake, &db.id)?;
        if written.insert(db.id.clone()) {
            stats.databases_written += 1;
        }
        if answers(SqliteDb::new_unchecked(&original).as_ref_db(), &q.query).is_some() {
            let mut c = LabelledCase::new(
                db.id.clone(),
                q.question.clone(),
                QuestionType::Answerable,
                None,
                vec![q.query.clone()],
            );
            c.id = Some(format!("dte-{:04}-ans", stats.used));
            c.note = Some("original question on the untouched database".into());
            cases.push(c);
        }

        let table = &db.tables[target.table].name;
        let column = &db.tables[target.table].columns[target.column].name;

        // UNK: the column deleted.
        let k = variants.entry(db.id.clone()).or_insert(0);
        *k += 1;
        let unk_id = format!("{}__unk{}", db.id, k);
        let unk_file = copy_database(source_file, &options.out_lake, &unk_id)?;
        let unk_ok = edit(&unk_file, &[drop_column(table, column)]).is_ok()
            && fails(SqliteDb::new_unchecked(&unk_file).as_ref_db(), &q.query);
        if unk_ok {
            written.insert(unk_id.clone());
            stats.databases_written += 1;
            stats.unk += 1;
            let mut c = LabelledCase::new(
                unk_id,
                q.question.clone(),
                QuestionType::Unanswerable,
                Some(Category::ColumnUnanswerable),
                Vec::new(),
            );
            c.id = Some(format!("dte-{:04}-unk", stats.used));
            c.span = Some(target.span.clone());
            c.note = Some(format!("deleted column {table}.{column}"));
            cases.push(c);
        } else {
            stats.unk_rejected += 1;
            remove_database(&options.out_lake, &unk_id);
        }

        // AMB: the column replaced by two near-synonyms.
        let amb_id = format!("{}__amb{}", db.id, k);
        let amb_file = copy_database(source_file, &options.out_lake, &amb_id)?;
        let existing: Vec<String> = db.tables[target.table]
            .columns
            .iter()
            .map(|c| c.name.to_lowercase())
            .collect();
        let declared = db.tables[target.table].columns[target.column]
            .declared_type
            .clone();
        let numeric = db.tables[target.table].columns[target.column]
            .kind
            .is_numeric();
        let mut kept = false;
        if let Some((first, second)) = synonym_pair(column, numeric, &existing, &mut rng) {
            let delta = rng.random_range(1..=9);
            let statements =
                replace_with_synonyms(table, column, &first, &second, &declared, numeric, delta);
            let renamed = [
                rename_column(&q.query, column, &first),
                rename_column(&q.query, column, &second),
            ];
            if let ([Some(a), Some(b)], Ok(())) = (&renamed, edit(&amb_file, &statements)) {
                let queries = vec![a.clone(), b.clone()];
                let db_amb = SqliteDb::new_unchecked(&amb_file);
                if let Some(results) = distinct_interpretations(db_amb.as_ref_db(), &queries) {
                    // The first synonym carries the original values: same answer as before.
                    if results[0].row_keys() == gold_rows.row_keys() {
                        kept = true;
                        written.insert(amb_id.clone());
                        stats.databases_written += 1;
                        stats.amb += 1;
                        let mut c = LabelledCase::new(
                            amb_id.clone(),
                            q.question.clone(),
                            QuestionType::Ambiguous,
                            Some(Category::ColumnAmbiguity),
                            queries,
                        );
                        c.id = Some(format!("dte-{:04}-amb", stats.used));
                        c.span = Some(target.span.clone());
                        c.note = Some(format!(
                            "column {table}.{column} replaced by {first} (original values) and {second} (perturbed copy)"
                        ));
                        cases.push(c);
                    }
                }
            }
        }
        if !kept {
            stats.amb_rejected += 1;
            remove_database(&options.out_lake, &amb_id);
        }
        if cases.len() == n {
            stats.used -= 1;
        }
    }
    progress(options.limit, options.limit);
    let manifest = serde_json::json!({
        "generator": "clarisql generate dte",
        "seed": options.seed,
        "databases": written,
        "stats": stats,
    });
    let path = options.out_lake.join(MANIFEST);
    let text = serde_json::to_string_pretty(&manifest).map_err(|e| io_err(&path, e))?;
    std::fs::write(&path, text + "\n").map_err(|e| io_err(&path, e))?;
    Ok(DteOutput { cases, stats })
}

/// `SqliteDb` as the trait object the verifiers take.
trait AsRefDb {
    fn as_ref_db(&self) -> &dyn clarisql_exec::Database;
}

impl AsRefDb for SqliteDb {
    fn as_ref_db(&self) -> &dyn clarisql_exec::Database {
        self
    }
}

/// Copies `file` to `<out>/<id>/<id>.sqlite` (replacing an older copy).
fn copy_database(file: &Path, out: &Path, id: &str) -> Result<PathBuf, DteError> {
    let dir = out.join(id);
    std::fs::create_dir_all(&dir).map_err(|e| io_err(&dir, e))?;
    let target = dir.join(format!("{id}.sqlite"));
    std::fs::copy(file, &target).map_err(|e| {
        io_err(
            &target,
            format!("cannot copy {}: {e} (is there space left?)", file.display()),
        )
    })?;
    Ok(target)
}

fn remove_database(out: &Path, id: &str) {
    let _ = std::fs::remove_dir_all(out.join(id));
}

/// Runs schema edits on a copy (the only place this crate writes to a database).
fn edit(file: &Path, statements: &[String]) -> Result<(), rusqlite::Error> {
    let conn = rusqlite::Connection::open(file)?;
    for s in statements {
        conn.execute_batch(s)?;
    }
    conn.close().map_err(|(_, e)| e)
}

fn drop_column(table: &str, column: &str) -> String {
    format!(
        "ALTER TABLE {} DROP COLUMN {}",
        verify::quote_ident(table),
        verify::quote_ident(column)
    )
}

/// Adds `first` (the original values) and `second` (the values of the next row, shifted by
/// `delta` when numeric), then drops `column`.
fn replace_with_synonyms(
    table: &str,
    column: &str,
    first: &str,
    second: &str,
    declared: &str,
    numeric: bool,
    delta: i64,
) -> Vec<String> {
    let (t, c, a, b) = (
        verify::quote_ident(table),
        verify::quote_ident(column),
        verify::quote_ident(first),
        verify::quote_ident(second),
    );
    let mut out = vec![
        format!("ALTER TABLE {t} ADD COLUMN {a} {declared}"),
        format!("UPDATE {t} SET {a} = {c}"),
        format!("ALTER TABLE {t} ADD COLUMN {b} {declared}"),
        // Each row takes the next row's value (the last row the first's): same values,
        // other rows.
        format!("UPDATE {t} SET {b} = (SELECT x.{c} FROM {t} AS x WHERE x.rowid > {t}.rowid ORDER BY x.rowid LIMIT 1)"),
        format!("UPDATE {t} SET {b} = (SELECT x.{c} FROM {t} AS x ORDER BY x.rowid LIMIT 1) WHERE rowid = (SELECT MAX(rowid) FROM {t})"),
    ];
    if numeric {
        out.push(format!(
            "UPDATE {t} SET {b} = {b} + {delta} WHERE {b} IS NOT NULL"
        ));
    }
    out.push(drop_column(table, column));
    out
}

/// The column chosen for a question: its table and column index and the question's words
/// that mention it.
struct Target {
    table: usize,
    column: usize,
    span: String,
}

fn parse_sql(sql: &str) -> Option<Vec<Statement>> {
    Parser::parse_sql(&MySqlDialect {}, sql)
        .or_else(|_| Parser::parse_sql(&SQLiteDialect {}, sql))
        .or_else(|_| Parser::parse_sql(&GenericDialect {}, sql))
        .ok()
}

/// Lower-case names of the tables and of the column identifiers a query uses.
fn tables_and_columns(statements: &[Statement]) -> (BTreeSet<String>, BTreeSet<String>) {
    let mut tables = BTreeSet::new();
    let mut columns = BTreeSet::new();
    let _ = sqlparser::ast::visit_relations(&statements.to_vec(), |r| {
        if let Some(last) = r.0.last().and_then(|p| p.as_ident()) {
            tables.insert(last.value.to_lowercase());
        }
        ControlFlow::<()>::Continue(())
    });
    let _ = sqlparser::ast::visit_expressions(&statements.to_vec(), |e| {
        match e {
            Expr::Identifier(i) => {
                columns.insert(i.value.to_lowercase());
            }
            Expr::CompoundIdentifier(parts) => {
                if let Some(last) = parts.last() {
                    columns.insert(last.value.to_lowercase());
                }
            }
            _ => {}
        }
        ControlFlow::<()>::Continue(())
    });
    (tables, columns)
}

/// Words of a text with their byte ranges.
fn words_with_offsets(text: &str) -> Vec<(usize, usize, String)> {
    let mut out = Vec::new();
    let mut start = None;
    for (i, ch) in text.char_indices() {
        match (ch.is_alphanumeric(), start) {
            (true, None) => start = Some(i),
            (false, Some(s)) => {
                out.push((s, i, text[s..i].to_lowercase()));
                start = None;
            }
            _ => {}
        }
    }
    if let Some(s) = start {
        out.push((s, text.len(), text[s..].to_lowercase()));
    }
    out
}

/// The question's words that mention a column: every content word of its name, close together.
fn mention(question: &str, column: &str) -> Option<String> {
    let wanted: Vec<String> = identifier_words(column)
        .into_iter()
        .filter(|w| !is_filler(w) && !is_key_word(w))
        .map(|w| word_key(&w))
        .collect();
    if wanted.is_empty() {
        return None;
    }
    let words = words_with_offsets(question);
    let mut positions = Vec::new();
    for w in &wanted {
        positions.push(words.iter().position(|(_, _, x)| &word_key(x) == w)?);
    }
    let lo = *positions.iter().min()?;
    let hi = *positions.iter().max()?;
    if hi - lo > 4 {
        return None;
    }
    Some(question[words[lo].0..words[hi].1].to_string())
}

/// A column the gold SQL uses and the question mentions, not a key, in exactly one of the
/// query's tables.
fn pick_target(db: &Database, q: &SourceQuestion, rng: &mut ChaCha8Rng) -> Option<Target> {
    let statements = parse_sql(&q.query)?;
    let (tables, columns) = tables_and_columns(&statements);
    let used: Vec<usize> = db
        .tables
        .iter()
        .enumerate()
        .filter(|(_, t)| tables.contains(&t.name.to_lowercase()))
        .map(|(i, _)| i)
        .collect();
    let mut keys: BTreeSet<(usize, usize)> = BTreeSet::new();
    for fk in &db.foreign_keys {
        keys.extend(fk.from_columns.iter().map(|c| (fk.from_table, *c)));
        keys.extend(fk.to_columns.iter().map(|c| (fk.to_table, *c)));
    }
    let mut found = Vec::new();
    for &t in &used {
        let table = &db.tables[t];
        for (ci, col) in table.columns.iter().enumerate() {
            let name = col.name.to_lowercase();
            if !columns.contains(&name)
                || table.primary_key.contains(&ci)
                || keys.contains(&(t, ci))
                || identifier_words(&col.name)
                    .last()
                    .is_some_and(|w| is_key_word(w))
            {
                continue;
            }
            let elsewhere = used
                .iter()
                .any(|&o| o != t && db.tables[o].column_index(&col.name).is_some());
            if elsewhere {
                continue;
            }
            if let Some(span) = mention(&q.question, &col.name) {
                found.push(Target {
                    table: t,
                    column: ci,
                    span,
                });
            }
        }
    }
    let i = (0..found.len()).collect::<Vec<_>>().choose(rng).copied()?;
    Some(found.swap_remove(i))
}

/// Words joined in the style of `like` (`Song_Name` -> `Song_Title`, `songName` -> `songTitle`,
/// `song_name` -> `song_title`).
fn styled(parts: &[String], like: &str) -> String {
    let capital = like.chars().next().is_some_and(char::is_uppercase);
    let camel = !like.contains(['_', ' ', '-'])
        && like.chars().skip(1).any(char::is_uppercase)
        && like.chars().any(char::is_lowercase);
    let cap = |w: &str| {
        let mut c = w.chars();
        c.next()
            .map(|f| f.to_uppercase().collect::<String>() + c.as_str())
            .unwrap_or_default()
    };
    if camel {
        parts
            .iter()
            .enumerate()
            .map(|(i, w)| {
                if i == 0 && !capital {
                    w.clone()
                } else {
                    cap(w)
                }
            })
            .collect()
    } else {
        let sep = if like.contains(' ') { " " } else { "_" };
        parts
            .iter()
            .map(|w| if capital { cap(w) } else { w.clone() })
            .collect::<Vec<_>>()
            .join(sep)
    }
}

/// Two new column names near `column` in meaning, neither already in the table.
fn synonym_pair(
    column: &str,
    numeric: bool,
    existing: &[String],
    rng: &mut ChaCha8Rng,
) -> Option<(String, String)> {
    let base = identifier_words(column);
    let (head, rest) = base.split_last()?;
    let mut options: Vec<(Vec<String>, Vec<String>)> = Vec::new();
    let syns = words::near_synonyms(head);
    if syns.len() >= 2 {
        let mut picked: Vec<&str> = syns.to_vec();
        picked.shuffle(rng);
        let with = |s: &str| {
            let mut v = rest.to_vec();
            v.push(s.to_string());
            v
        };
        options.push((with(picked[0]), with(picked[1])));
    }
    if let Some((q1, q2)) = words::QUALIFIER_PAIRS.choose(rng) {
        let with = |q: &str| {
            let mut v = vec![q.to_string()];
            v.extend(base.iter().cloned());
            v
        };
        options.push((with(q1), with(q2)));
    }
    // Words people would take for the column ("score" / "grade" for a rating, "official" /
    // "estimated" rating) first; forms that only number or bound it when none is free.
    options.shuffle(rng);
    let suffixed = |s: &str| {
        let mut v = base.clone();
        v.push(s.to_string());
        v
    };
    if numeric {
        let prefixed = |p: &str| {
            let mut v = vec![p.to_string()];
            v.extend(base.iter().cloned());
            v
        };
        options.push((prefixed("min"), prefixed("max")));
    }
    options.push((suffixed("2022"), suffixed("2023")));
    options.push((suffixed("value"), suffixed("2023")));
    options.into_iter().find_map(|(a, b)| {
        let (a, b) = (styled(&a, column), styled(&b, column));
        let free = |n: &str| !existing.contains(&n.to_lowercase());
        (free(&a) && free(&b) && a.to_lowercase() != b.to_lowercase()).then_some((a, b))
    })
}

/// `sql` with every column reference named `from` renamed to `to` (printed back from the AST).
fn rename_column(sql: &str, from: &str, to: &str) -> Option<String> {
    let mut statements = parse_sql(sql)?;
    let from = from.to_lowercase();
    let needs_quotes = !to.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
        || to.chars().next().is_some_and(|c| c.is_ascii_digit());
    let rename = |i: &mut Ident| {
        if i.value.to_lowercase() == from {
            i.value = to.to_string();
            if needs_quotes {
                i.quote_style = Some('"');
            }
        }
    };
    let _ = sqlparser::ast::visit_expressions_mut(&mut statements, |e| {
        match e {
            Expr::Identifier(i) => rename(i),
            Expr::CompoundIdentifier(parts) => {
                if let Some(last) = parts.last_mut() {
                    rename(last);
                }
            }
            _ => {}
        }
        ControlFlow::<()>::Continue(())
    });
    Some(
        statements
            .iter()
            .map(|s| s.to_string())
            .collect::<Vec<_>>()
            .join("; "),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_mentions_and_renames() {
        assert_eq!(
            styled(&["song".into(), "title".into()], "Song_Name"),
            "Song_Title"
        );
        assert_eq!(
            styled(&["song".into(), "title".into()], "songName"),
            "songTitle"
        );
        assert_eq!(styled(&["age".into(), "2023".into()], "age"), "age_2023");
        assert_eq!(
            mention("What is the average age of all singers?", "Age").as_deref(),
            Some("age")
        );
        assert_eq!(
            mention("Show the release year of each song.", "Song_release_year").as_deref(),
            Some("release year of each song")
        );
        assert_eq!(mention("How many singers are there?", "Age"), None);
        assert_eq!(
            rename_column(
                "SELECT avg(T1.`Age`) FROM singer AS T1 WHERE age > 20",
                "age",
                "age_2023"
            )
            .as_deref(),
            Some("SELECT avg(T1.`age_2023`) FROM singer AS T1 WHERE age_2023 > 20")
        );
        let mut rng = ChaCha8Rng::seed_from_u64(1);
        let (a, b) = synonym_pair("Rating", true, &["rating".into()], &mut rng).expect("pair");
        assert_ne!(a, b);
        assert!(a.starts_with(|c: char| c.is_uppercase()), "{a}");
        // Words people would take for the column, not numbered or bounded copies of it.
        for seed in 0..20 {
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            let (a, b) = synonym_pair("rating", true, &["rating".into()], &mut rng).expect("pair");
            for n in [&a, &b] {
                assert!(
                    !n.contains(|c: char| c.is_ascii_digit())
                        && !n.starts_with("min")
                        && !n.starts_with("max")
                        && !n.ends_with("value"),
                    "seed {seed}: {a} / {b}"
                );
            }
        }
    }
}
