//! ODUTQA-MDC rebuilt: an open-domain lake of per-district and per-year tables, questions with
//! SELECT / FROM / WHERE underspecification labelled as they are generated, and the simulated
//! user that answers clarification questions (Wang et al., "ODUTQA-MDC").
//!
//! ```no_run
//! use clarisql_gen::odutqa::{generate_lake, LakeOptions, Lang, Size};
//! let lake = generate_lake(&LakeOptions {
//!     out_dir: "bench-data".into(),
//!     lang: Lang::En,
//!     seed: 7,
//!     size: Size::Small,
//! })?;
//! // bench-data/odutqa_en/odutqa_en.sqlite, train.json, validation.json, test.json, …
//! println!("{} tables, {} records", lake.tables.len(), lake.records);
//! # Ok::<(), clarisql_gen::odutqa::GenError>(())
//! ```
//!
//! # What is written
//!
//! Under `<out_dir>/odutqa_<lang>/` (the Spider layout, so the lake loader finds the database):
//! - `odutqa_<lang>.sqlite`: property sales tables `property_sales_<city>_<district>`, land
//!   auction tables `land_auction_<city>_<district>`, finance tables `enterprise_finance_<year>`
//!   (2019–2022), and `clarisql_meta(table_name, column_name, description)` holding each
//!   table's caption (`column_name` NULL) and each column's header with its unit.
//! - `train.json`, `validation.json`, `test.json`: the records, split 6:2:2 within each stratum.
//! - `short_forms.json`: every long name with its short form ([`ShortForm`]).
//! - `manifest.json`: seed, size, tables and counts.
//!
//! # Label formats (one [`Record`] per question)
//!
//! | field | format |
//! |---|---|
//! | `Query` | the question |
//! | `Tokens` | [`tokenize_query`] of the query (English words and punctuation; Chinese characters) |
//! | `Slots` | one BIO tag per token: `B-city`, `I-district`, `B-year`, `B-month`, `B-community`, `B-project`, `B-enterprise`, `O` |
//! | `Intent` | intent ids in order (`property/average_price`, `land/winning_bidder`, `finance/net_profit`, …); a vague one is `unknown` |
//! | `Intent-Underspecification` | `"True"` when an intent is `unknown`, else `"False"` |
//! | `Scope-Underspecification` | list of `[content, slot_type, "Missing" \| "Error" \| "Unmatch"]`; `slot_type` is `City`/`District`/`Year` (`城市`/`区域`/`年份`); content is `""` for Missing and the text as written otherwise; an Unmatch gives two triples (city and district); order carries no meaning |
//! | `Condition-Underspecification` | list of `[short form as written, column header, "not exist"]` |
//! | `SELECT-Clarification` | `{"Column Name": header}` (`{"列名": …}`) or `{}` |
//! | `FROM-Clarification` | `{correct value: slot_type}` (`{"Conghua District": "District"}`) |
//! | `WHERE-Clarification` | `{full value: column header}` |
//! | `Table_caption`, `Tables` | captions and ASCII names of the gold tables, same order |
//! | `SQL`, `Answer` | gold SQLite query and its executed result `{columns, rows}` |
//! | `Forbidden_words` | header and synonyms a vague question must not contain |
//! | `Gold_clarifications` | each issue with the value that resolves it (what the simulated user reveals) |
//! | `Stratum`, `Template` | `well_specified` / `select` / `from` / `where` / `mixed`; the template group |
//!
//! Label vocabularies (`Missing`, `Error`, `Unmatch`, `not exist`, `unknown`, intent ids, slot
//! tags) are the same in both languages; contents, slot types and headers are in the record's
//! language.

mod gazetteer;
pub(crate) mod lake;
mod questions;
mod record;
pub mod simulator;
mod tokens;

pub use gazetteer::MONTHS_EN;
pub use lake::{ShortForm, TableInfo, TableKind, FIRST_YEAR, LAST_YEAR};
pub use questions::contains_forbidden;
/// For [`crate::wording`], which rewrites generated record files in place.
pub(crate) use record::write_records;
pub use record::{
    load_records, Answer, Clause, ConditionIssue, ConditionTriple, Flag, GoldClarification,
    GoldIssue, Record, ScopeIssue, ScopeTriple, Stratum,
};
pub use tokens::{token_spans, tokenize_query, Token};

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// The language of values, captions and questions.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    En,
    Zh,
}

impl Lang {
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Zh => "zh",
        }
    }
}

/// How big a lake and its question set are.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Size {
    /// 3 cities × 2 districts, 5 property + 5 land + 4 finance tables, 400 records: for tests
    /// and demos.
    Small,
    /// The paper's shape: 102 property tables (~1,000 rows), 103 land tables (~30 rows),
    /// 4 finance tables (~445 rows), 25,105 records.
    Paper,
}

/// What to generate and where.
#[derive(Debug, Clone)]
pub struct LakeOptions {
    /// The folder that receives `odutqa_<lang>/`.
    pub out_dir: PathBuf,
    pub lang: Lang,
    /// Everything written is a function of the seed (and size and language).
    pub seed: u64,
    pub size: Size,
}

/// What [`generate_lake`] wrote.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct GeneratedLake {
    /// `odutqa_en` / `odutqa_zh`.
    pub db_id: String,
    /// `<out_dir>/<db_id>`.
    pub dir: PathBuf,
    pub sqlite_path: PathBuf,
    pub train_path: PathBuf,
    pub validation_path: PathBuf,
    pub test_path: PathBuf,
    pub short_forms_path: PathBuf,
    pub tables: Vec<TableInfo>,
    pub records: usize,
    /// Records per split (`train`, `validation`, `test`).
    pub splits: BTreeMap<String, usize>,
    /// Records per stratum (`well_specified`, `select`, `from`, `where`, `mixed`).
    pub strata: BTreeMap<String, usize>,
}

/// Why generation failed.
#[derive(Debug, thiserror::Error)]
pub enum GenError {
    #[error("{}: {message}", path.display())]
    Io { path: PathBuf, message: String },
    #[error("cannot write the SQLite lake {}: {message} (check the folder is writable and has space)", path.display())]
    Sqlite { path: PathBuf, message: String },
    #[error("{} is not a valid records file: {message}", path.display())]
    Malformed { path: PathBuf, message: String },
    #[error(
        "could only make {made} of {target} '{stratum}' questions from this lake; \
         use a larger size or another seed"
    )]
    Exhausted {
        stratum: String,
        made: usize,
        target: usize,
    },
    #[error("generator bug: {0}")]
    Internal(String),
}

/// Chinese characters, CJK punctuation and full-width forms: each is a token of its own.
pub(crate) fn is_wide_char(c: char) -> bool {
    matches!(c as u32, 0x3400..=0x4DBF | 0x4E00..=0x9FFF | 0xF900..=0xFAFF | 0x3000..=0x303F | 0xFF00..=0xFFEF)
}

/// Independent random streams per phase, so changing one phase does not shift the others.
fn stream(seed: u64, stream: u64) -> ChaCha8Rng {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    rng.set_stream(stream);
    rng
}

const LAKE_STREAM: u64 = 1;
const QUESTION_STREAM: u64 = 2;
const SPLIT_STREAM: u64 = 3;

/// Writes the lake, its records (train/validation/test) and its short forms; see the module
/// documentation for the layout and label formats. Existing files of the same lake are replaced.
pub fn generate_lake(options: &LakeOptions) -> Result<GeneratedLake, GenError> {
    let db_id = format!("odutqa_{}", options.lang.code());
    let dir = options.out_dir.join(&db_id);
    std::fs::create_dir_all(&dir).map_err(|e| GenError::Io {
        path: dir.clone(),
        message: format!("cannot create the output folder: {e} (choose a writable --out folder)"),
    })?;
    let model = lake::LakeModel::generate(options.size, &mut stream(options.seed, LAKE_STREAM));
    let sqlite_path = dir.join(format!("{db_id}.sqlite"));
    model.write_sqlite(&sqlite_path, options.lang)?;
    let tables = model.tables(options.lang);

    let db = clarisql_exec::SqliteDb::open(&sqlite_path).map_err(|e| GenError::Sqlite {
        path: sqlite_path.clone(),
        message: e.to_string(),
    })?;
    let mut session = db.session().map_err(|e| GenError::Sqlite {
        path: sqlite_path.clone(),
        message: e.to_string(),
    })?;
    let ctx = questions::Ctx::new(&model, options.lang);
    let records = questions::generate_records(
        &ctx,
        options.size,
        &db_id,
        &mut session,
        &mut stream(options.seed, QUESTION_STREAM),
    )?;
    let total = records.len();
    let mut strata = BTreeMap::new();
    for r in &records {
        *strata
            .entry(stratum_name(r.stratum).to_string())
            .or_insert(0) += 1;
    }
    let [train, validation, test] = split(records, &mut stream(options.seed, SPLIT_STREAM));

    let out = GeneratedLake {
        train_path: dir.join("train.json"),
        validation_path: dir.join("validation.json"),
        test_path: dir.join("test.json"),
        short_forms_path: dir.join("short_forms.json"),
        splits: BTreeMap::from([
            ("train".to_string(), train.len()),
            ("validation".to_string(), validation.len()),
            ("test".to_string(), test.len()),
        ]),
        db_id,
        dir: dir.clone(),
        sqlite_path,
        tables,
        records: total,
        strata,
    };
    record::write_records(&out.train_path, &train)?;
    record::write_records(&out.validation_path, &validation)?;
    record::write_records(&out.test_path, &test)?;
    write_json(&out.short_forms_path, &model.short_forms(options.lang))?;
    let manifest = serde_json::json!({
        "generator": "clarisql-gen odutqa",
        "version": env!("CARGO_PKG_VERSION"),
        "seed": options.seed,
        "lang": options.lang,
        "size": options.size,
        "db_id": out.db_id,
        "records": out.records,
        "splits": out.splits,
        "strata": out.strata,
        "tables": out.tables,
    });
    write_json(&dir.join("manifest.json"), &manifest)?;
    Ok(out)
}

/// The tables a lake of this size and seed has (names, captions, partitions, row counts),
/// computed without writing anything.
pub fn describe_lake(size: Size, seed: u64, lang: Lang) -> Vec<TableInfo> {
    lake::LakeModel::generate(size, &mut stream(seed, LAKE_STREAM)).tables(lang)
}

fn stratum_name(s: Stratum) -> &'static str {
    match s {
        Stratum::WellSpecified => "well_specified",
        Stratum::Select => "select",
        Stratum::From => "from",
        Stratum::Where => "where",
        Stratum::Mixed => "mixed",
    }
}

/// Splits 6:2:2 within each stratum (so every split has the same mix), then shuffles each split.
fn split(records: Vec<Record>, rng: &mut ChaCha8Rng) -> [Vec<Record>; 3] {
    use rand::seq::SliceRandom;
    let mut by_stratum: BTreeMap<Stratum, Vec<Record>> = BTreeMap::new();
    for r in records {
        by_stratum.entry(r.stratum).or_default().push(r);
    }
    let mut out: [Vec<Record>; 3] = [Vec::new(), Vec::new(), Vec::new()];
    for (_, mut group) in by_stratum {
        group.shuffle(rng);
        let n = group.len();
        let n_train = (n as f64 * 0.6).round() as usize;
        let n_val = ((n as f64 * 0.2).round() as usize).min(n - n_train);
        let rest = group.split_off(n_train);
        out[0].extend(group);
        let mut rest = rest;
        let test = rest.split_off(n_val);
        out[1].extend(rest);
        out[2].extend(test);
    }
    for part in out.iter_mut() {
        part.shuffle(rng);
    }
    out
}

fn write_json<T: Serialize>(path: &Path, value: &T) -> Result<(), GenError> {
    let text = serde_json::to_string_pretty(value)
        .map_err(|e| GenError::Internal(format!("cannot serialise {}: {e}", path.display())))?;
    std::fs::write(path, text + "\n").map_err(|e| GenError::Io {
        path: path.to_path_buf(),
        message: format!("cannot write: {e}"),
    })
}
