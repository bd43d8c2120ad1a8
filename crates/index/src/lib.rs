//! The lake index: table documents, a schema lexicon and a value index, built once from a
//! [`Lake`] and cached on disk under the lake's fingerprint; plus open-domain retrieval of the
//! databases and tables a question is about.
//!
//! Layout follows the build -> write -> open -> query shape: [`LakeIndex::build`],
//! [`LakeIndex::save`], [`LakeIndex::load_or_build`], [`LakeIndex::retrieve`].
//!
//! Architecture Invariant: the index is derived data. Deleting the cache never loses anything;
//! the next run rebuilds it.

mod bm25;
mod lexicon;
pub mod names;
mod retrieve;
mod values;

pub use lexicon::{Element, Lexicon};
pub use names::{Names, Phrase};
pub use retrieve::{Retrieval, ScoredDb, ScoredTable};
pub use values::{allowed_edits, ValueEntry, ValueIndex, ValueLocation, ValueMatch};

use clarisql_lake::{ColumnId, DbId, Lake, TableId};
use clarisql_text::Segmenter;
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// Bump when the index format changes. A change of what goes into it is caught without it: a
/// hash of the sources that build it (`build.rs`) is kept with the index and must match.
const INDEX_VERSION: u32 = 31;
const INDEXING_CODE: &str = env!("CLARISQL_INDEX_CODE");

#[derive(Debug, thiserror::Error)]
pub enum IndexError {
    #[error("cannot build the index: {0}")]
    Build(#[from] fst::Error),
}

/// Everything retrieval and linking need to know about the lake's words.
#[derive(Debug, Serialize, Deserialize)]
pub struct LakeIndex {
    version: u32,
    /// [`INDEXING_CODE`] of the build that wrote it.
    code: String,
    pub fingerprint: String,
    /// Names of every table, by database then table.
    table_names: Vec<Vec<Names>>,
    /// Names of every column, by database, table, column.
    column_names: Vec<Vec<Vec<Names>>>,
    pub lexicon: Lexicon,
    pub values: ValueIndex,
    docs: bm25::TableDocs,
    /// Mean number of schema elements (tables + columns) per database.
    avg_db_size: f32,
    /// Chinese names from the lake, taught to the segmenter.
    cjk_words: Vec<String>,
    #[serde(skip)]
    segmenter: Option<Segmenter>,
}

/// What building or loading the index cost, for `clarisql index`.
#[derive(Debug, Clone)]
pub struct IndexStats {
    pub from_cache: bool,
    pub build_time: Duration,
    pub file: Option<PathBuf>,
    pub bytes: u64,
    pub values: usize,
    pub stems: usize,
}

impl LakeIndex {
    pub fn build(lake: &Lake) -> Result<LakeIndex, IndexError> {
        let mut table_names = Vec::new();
        let mut column_names = Vec::new();
        for db in &lake.databases {
            let mut names: Vec<Names> = db.tables.iter().map(names::table_names).collect();
            names::name_work_tables(db, &mut names);
            table_names.push(names);
            column_names.push(
                db.tables
                    .iter()
                    .map(|t| {
                        t.columns
                            .iter()
                            .map(|c| names::column_names(c, t))
                            .collect::<Vec<_>>()
                    })
                    .collect::<Vec<_>>(),
            );
        }
        let mut elements: Vec<(Element, &Names)> = Vec::new();
        for (d, tables) in table_names.iter().enumerate() {
            for (t, n) in tables.iter().enumerate() {
                let tid = TableId {
                    db: DbId(d as u32),
                    table: t as u32,
                };
                elements.push((Element::Table(tid), n));
                for (c, cn) in column_names[d][t].iter().enumerate() {
                    elements.push((Element::Column(tid.column(c)), cn));
                }
            }
        }
        let lexicon = Lexicon::build(elements.into_iter(), lake.databases.len())?;
        let values = ValueIndex::build(lake)?;
        let docs = bm25::TableDocs::build(lake.all_tables().map(|(tid, _)| {
            let d = tid.db.0 as usize;
            let t = tid.table as usize;
            let mut stems: Vec<String> = table_names[d][t]
                .stems()
                .into_iter()
                .map(|(s, _)| s)
                .collect();
            for cn in &column_names[d][t] {
                stems.extend(cn.stems().into_iter().map(|(s, _)| s));
            }
            (tid, stems)
        }));
        let mut cjk_words: Vec<String> = Vec::new();
        for (_, table) in lake.all_tables() {
            for col in &table.columns {
                cjk_words.extend(
                    col.profile
                        .values
                        .iter()
                        .filter(|v| clarisql_text::has_cjk(v))
                        .cloned(),
                );
            }
            if let Some(c) = &table.caption {
                cjk_words.extend(
                    c.split_whitespace()
                        .filter(|w| clarisql_text::has_cjk(w))
                        .map(str::to_string),
                );
                cjk_words.extend(place_words(c));
            }
        }
        cjk_words.sort();
        cjk_words.dedup();
        let elements: usize = lake
            .databases
            .iter()
            .map(|d| d.tables.iter().map(|t| t.columns.len() + 1).sum::<usize>())
            .sum();
        let avg_db_size = elements as f32 / lake.databases.len().max(1) as f32;
        let index = LakeIndex {
            avg_db_size,
            version: INDEX_VERSION,
            code: INDEXING_CODE.to_string(),
            fingerprint: lake.fingerprint(),
            table_names,
            column_names,
            lexicon,
            values,
            docs,
            cjk_words,
            segmenter: None,
        };
        Ok(index.with_segmenter())
    }

    fn file_for(cache_dir: &Path, lake: &Lake) -> PathBuf {
        cache_dir.join(format!("index-{}.bin", lake.fingerprint()))
    }

    /// Writes the index to `path` (atomically).
    pub fn save(&self, path: &Path) -> std::io::Result<u64> {
        let bytes = postcard::to_allocvec(self).map_err(std::io::Error::other)?;
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir)?;
        }
        let tmp = path.with_extension("tmp");
        std::fs::write(&tmp, &bytes)?;
        std::fs::rename(&tmp, path)?;
        Ok(bytes.len() as u64)
    }

    fn open(mut self) -> Result<LakeIndex, IndexError> {
        self.lexicon.open()?;
        self.values.open()?;
        Ok(self.with_segmenter())
    }

    /// The cached index for this lake when its fingerprint still matches, else a new one
    /// (written to the cache; a cache that cannot be written is only a warning).
    pub fn load_or_build(
        lake: &Lake,
        cache_dir: &Path,
    ) -> Result<(LakeIndex, IndexStats), IndexError> {
        let started = Instant::now();
        let file = Self::file_for(cache_dir, lake);
        if let Ok(bytes) = std::fs::read(&file) {
            if let Ok(index) = postcard::from_bytes::<LakeIndex>(&bytes) {
                if index.version == INDEX_VERSION
                    && index.code == INDEXING_CODE
                    && index.fingerprint == lake.fingerprint()
                {
                    let index = index.open()?;
                    let stats = IndexStats {
                        from_cache: true,
                        build_time: started.elapsed(),
                        file: Some(file),
                        bytes: bytes.len() as u64,
                        values: index.values.len(),
                        stems: index.lexicon.len(),
                    };
                    return Ok((index, stats));
                }
            }
        }
        let index = LakeIndex::build(lake)?;
        let build_time = started.elapsed();
        let (file, bytes) = match index.save(&file) {
            Ok(bytes) => (Some(file), bytes),
            Err(e) => {
                tracing::warn!("could not write the index cache {}: {e}", file.display());
                (None, 0)
            }
        };
        let stats = IndexStats {
            from_cache: false,
            build_time,
            file,
            bytes,
            values: index.values.len(),
            stems: index.lexicon.len(),
        };
        Ok((index, stats))
    }

    /// The segmenter that knows the lake's Chinese names.
    pub fn segmenter(&self) -> &Segmenter {
        if self.cjk_words.is_empty() {
            return Segmenter::shared();
        }
        self.segmenter
            .as_ref()
            .unwrap_or_else(|| Segmenter::shared())
    }

    /// Prepares the lake-aware segmenter (lazy: jieba loads on the first Chinese text).
    fn with_segmenter(mut self) -> LakeIndex {
        if !self.cjk_words.is_empty() {
            self.segmenter = Some(Segmenter::with_words(self.cjk_words.clone()));
        }
        self
    }

    pub fn table_names(&self, t: TableId) -> &Names {
        &self.table_names[t.db.0 as usize][t.table as usize]
    }

    pub fn column_names(&self, c: ColumnId) -> &Names {
        &self.column_names[c.table.db.0 as usize][c.table.table as usize][c.column as usize]
    }

    pub fn names(&self, e: Element) -> &Names {
        match e {
            Element::Table(t) => self.table_names(t),
            Element::Column(c) => self.column_names(c),
        }
    }
}

/// The Chinese place names a caption holds ("郑州市惠济区商品房成交信息表" -> 郑州市, 惠济区):
/// runs ending in an administrative level character. Known to the segmenter, they keep a name
/// written right after a place whole ("惠济区映月花园", not "惠济 / 区映 / 月 / 花园").
fn place_words(caption: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut run = String::new();
    for c in caption.chars() {
        if !clarisql_text::is_cjk(c) {
            run.clear();
            continue;
        }
        run.push(c);
        if matches!(c, '省' | '市' | '区' | '县') {
            if (2..=6).contains(&run.chars().count()) {
                out.push(std::mem::take(&mut run));
            }
            run.clear();
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::{place_words, LakeIndex};
    use clarisql_lake::{Lake, LoadOptions};

    #[test]
    fn an_index_written_by_other_indexing_code_is_rebuilt() {
        let dir = tempfile::tempdir().unwrap();
        let db = dir.path().join("shop.sqlite");
        rusqlite::Connection::open(&db)
            .unwrap()
            .execute_batch(
                "CREATE TABLE item (id INTEGER PRIMARY KEY, name TEXT);
                 INSERT INTO item VALUES (1,'lamp');",
            )
            .unwrap();
        let cache = dir.path().join("cache");
        let options = LoadOptions {
            cache_dir: cache.clone(),
            progress: None,
        };
        let lake = Lake::load(&[db], &options).unwrap();
        let built = |lake: &Lake| LakeIndex::load_or_build(lake, &cache).unwrap().1;
        assert!(!built(&lake).from_cache);
        assert!(built(&lake).from_cache);
        // The same file, as a build with other indexing code wrote it.
        let file = LakeIndex::file_for(&cache, &lake);
        let mut stale = postcard::from_bytes::<LakeIndex>(&std::fs::read(&file).unwrap()).unwrap();
        stale.code = "another build".into();
        stale.save(&file).unwrap();
        assert!(!built(&lake).from_cache);
    }

    #[test]
    fn a_chinese_caption_gives_its_place_names() {
        assert_eq!(
            place_words("郑州市惠济区商品房成交信息表"),
            ["郑州市", "惠济区"]
        );
        assert_eq!(place_words("2019年企业财务数据表"), Vec::<String>::new());
        assert_eq!(
            place_words("Table of Sales in Erqi District"),
            Vec::<String>::new()
        );
    }
}
