//! SQUAB-style generation of ambiguous and unanswerable questions from any lake, offline:
//! pattern identification (from the schema and the column profiles) -> relational metadata
//! (heuristic: shared words as hypernyms, generic attribute and metric lists) -> SQL templates
//! (verified by execution) -> question (our own templates, several phrasings each).
//!
//! Categories (taxonomy names): `ColumnAmbiguity`, `QuantifierScope` (SQUAB's "scope"),
//! `ScopeMissing` (one named thing with a row per year or place, the question naming none),
//! `AttachmentAmbiguity`, `ColumnUnanswerable`, `CalculationUnanswerable`, `OutOfScope`,
//! `TypeToken`; plus answerable controls built from the unambiguous seed queries.
//!
//! Every ambiguous test's interpretations run, return rows and give pairwise different results;
//! every unanswerable test's transformed query fails on the database. The output depends only
//! on the lake and the seed.
//!
//! ```no_run
//! # fn demo(lake: &clarisql_lake::Lake) -> Result<(), Box<dyn std::error::Error>> {
//! use clarisql_gen::squab::{generate, SquabOptions};
//! let out = generate(lake, &SquabOptions { seed: 7, per_category: 30, answerable: true }, &|_, _| {});
//! clarisql_gen::labelled::write_cases("squab.json".as_ref(), &out.cases)?;
//! # Ok(()) }
//! ```

mod categories;
mod table;

use crate::labelled::LabelledCase;
use clarisql_analyze::{Category, QuestionType};
use clarisql_lake::Lake;
use rand::seq::SliceRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde::Serialize;
use std::collections::{BTreeMap, BTreeSet};

pub use categories::Pattern;
use table::TableView;

/// The categories this generator makes, in output order.
pub const CATEGORIES: [Category; 8] = [
    Category::ColumnAmbiguity,
    Category::QuantifierScope,
    Category::ScopeMissing,
    Category::AttachmentAmbiguity,
    Category::TypeToken,
    Category::ColumnUnanswerable,
    Category::CalculationUnanswerable,
    Category::OutOfScope,
];

#[derive(Debug, Clone)]
pub struct SquabOptions {
    pub seed: u64,
    /// Tests wanted per category (fewer when the lake does not have enough patterns).
    pub per_category: usize,
    /// Also emit `per_category` answerable controls (the seed queries, phrased exactly).
    pub answerable: bool,
}

/// How generation went for one category.
#[derive(Debug, Clone, Default, Serialize)]
pub struct CategoryStats {
    /// Patterns identified in the lake.
    pub patterns: usize,
    /// Patterns tried before the target was reached.
    pub tried: usize,
    /// Tests kept (verified by execution).
    pub kept: usize,
}

#[derive(Debug, Clone, Serialize)]
pub struct SquabOutput {
    pub cases: Vec<LabelledCase>,
    /// Per category name (and `answerable`).
    pub stats: BTreeMap<String, CategoryStats>,
}

/// One verified test and the answerable seeds found on the way.
pub(crate) struct Built {
    pub case: LabelledCase,
    /// (question, SQL) pairs that name the column exactly: answerable controls.
    pub seeds: Vec<(String, String)>,
}

/// Independent random streams per category, so adding one category does not shift another.
fn stream(seed: u64, stream: u64) -> ChaCha8Rng {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    rng.set_stream(stream);
    rng
}

/// Generates the tests; `progress(done, total)` is told per category pass.
pub fn generate(
    lake: &Lake,
    options: &SquabOptions,
    progress: &dyn Fn(usize, usize),
) -> SquabOutput {
    let views: Vec<TableView> = lake
        .databases
        .iter()
        .flat_map(|db| (0..db.tables.len()).filter_map(move |t| TableView::new(db, t)))
        .collect();
    let total = CATEGORIES.len() + usize::from(options.answerable);
    let mut stats: BTreeMap<String, CategoryStats> = BTreeMap::new();
    let mut cases: Vec<LabelledCase> = Vec::new();
    let mut seen: BTreeSet<(String, String)> = BTreeSet::new();
    let mut seeds: Vec<(String, String, String)> = Vec::new();
    for (k, category) in CATEGORIES.iter().enumerate() {
        progress(k, total);
        let mut rng = stream(options.seed, k as u64 + 1);
        let mut patterns: Vec<(usize, Pattern)> = Vec::new();
        for (v, view) in views.iter().enumerate() {
            for p in categories::identify(*category, view) {
                patterns.push((v, p));
            }
        }
        let ordered = spread_over_databases(patterns, &views, &mut rng);
        let st = stats.entry(category.name().to_string()).or_default();
        st.patterns = ordered.len();
        let mut made = 0usize;
        for (v, pattern) in ordered {
            if made >= options.per_category {
                break;
            }
            st.tried += 1;
            let view = &views[v];
            let Some(built) = categories::build(&pattern, view, &mut rng) else {
                continue;
            };
            let key = (built.case.db_id.clone(), built.case.question.to_lowercase());
            if !seen.insert(key) {
                continue;
            }
            for (q, sql) in built.seeds {
                seeds.push((view.db.id.clone(), q, sql));
            }
            let mut case = built.case;
            case.id = Some(format!("squab-{}-{:03}", category.name(), made + 1));
            cases.push(case);
            made += 1;
        }
        st.kept = made;
    }
    if options.answerable {
        progress(CATEGORIES.len(), total);
        let mut rng = stream(options.seed, 100);
        seeds.shuffle(&mut rng);
        let st = stats.entry("answerable".to_string()).or_default();
        st.patterns = seeds.len();
        let mut made = 0usize;
        for (db_id, question, sql) in seeds {
            if made >= options.per_category {
                break;
            }
            st.tried += 1;
            if !seen.insert((db_id.clone(), question.to_lowercase())) {
                continue;
            }
            let mut case =
                LabelledCase::new(db_id, question, QuestionType::Answerable, None, vec![sql]);
            case.id = Some(format!("squab-answerable-{:03}", made + 1));
            case.note = Some("seed query of a pattern, the column named exactly".into());
            cases.push(case);
            made += 1;
        }
        st.kept = made;
    }
    progress(total, total);
    SquabOutput { cases, stats }
}

/// Shuffles patterns, then takes one per database in turn, so the tests spread over the lake
/// instead of piling up on the database with the most columns.
fn spread_over_databases(
    mut patterns: Vec<(usize, Pattern)>,
    views: &[TableView],
    rng: &mut ChaCha8Rng,
) -> Vec<(usize, Pattern)> {
    patterns.shuffle(rng);
    let mut by_db: BTreeMap<&str, Vec<(usize, Pattern)>> = BTreeMap::new();
    for (v, p) in patterns {
        by_db
            .entry(views[v].db.id.as_str())
            .or_default()
            .push((v, p));
    }
    let mut queues: Vec<std::collections::VecDeque<(usize, Pattern)>> =
        by_db.into_values().map(Into::into).collect();
    queues.shuffle(rng);
    let mut out = Vec::new();
    loop {
        let mut any = false;
        for q in queues.iter_mut() {
            if let Some(item) = q.pop_front() {
                out.push(item);
                any = true;
            }
        }
        if !any {
            break;
        }
    }
    out
}
