//! The schema lexicon: "here is a word stem; which tables and columns of the lake answer to it?"

use crate::names::Names;
use clarisql_lake::{ColumnId, DbId, TableId};
use fst::{automaton::Levenshtein, IntoStreamer, Map, MapBuilder, Streamer};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// A table or a column of the lake.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Element {
    Table(TableId),
    Column(ColumnId),
}

impl Element {
    pub fn db(self) -> DbId {
        match self {
            Element::Table(t) => t.db,
            Element::Column(c) => c.table.db,
        }
    }
    pub fn table(self) -> TableId {
        match self {
            Element::Table(t) => t,
            Element::Column(c) => c.table,
        }
    }
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Lexicon {
    keys: Vec<u8>,
    postings: Vec<Vec<(Element, f32)>>,
    /// Number of databases whose schema uses each stem.
    db_count: Vec<u32>,
    databases: u32,
    #[serde(skip)]
    map: Option<Map<Vec<u8>>>,
}

impl Lexicon {
    pub fn build<'a>(
        elements: impl Iterator<Item = (Element, &'a Names)>,
        databases: usize,
    ) -> Result<Lexicon, fst::Error> {
        let mut by_stem: BTreeMap<String, Vec<(Element, f32)>> = BTreeMap::new();
        for (element, names) in elements {
            for (stem, weight) in names.stems() {
                let list = by_stem.entry(stem).or_default();
                match list.iter_mut().find(|(e, _)| *e == element) {
                    Some(p) => p.1 = p.1.max(weight),
                    None => list.push((element, weight)),
                }
            }
        }
        let mut builder = MapBuilder::memory();
        let mut postings = Vec::with_capacity(by_stem.len());
        let mut db_count = Vec::with_capacity(by_stem.len());
        for (i, (stem, list)) in by_stem.into_iter().enumerate() {
            builder.insert(&stem, i as u64)?;
            let mut dbs: Vec<DbId> = list.iter().map(|(e, _)| e.db()).collect();
            dbs.sort();
            dbs.dedup();
            db_count.push(dbs.len() as u32);
            postings.push(list);
        }
        let keys = builder.into_inner()?;
        let mut lexicon = Lexicon {
            keys,
            postings,
            db_count,
            databases: databases as u32,
            map: None,
        };
        lexicon.open()?;
        Ok(lexicon)
    }

    pub fn open(&mut self) -> Result<(), fst::Error> {
        self.map = Some(Map::new(self.keys.clone())?);
        Ok(())
    }

    fn id(&self, stem: &str) -> Option<usize> {
        self.map.as_ref()?.get(stem).map(|i| i as usize)
    }

    /// Elements answering to `stem`, with the weight of the phrase it occurs in.
    pub fn lookup(&self, stem: &str) -> &[(Element, f32)] {
        match self.id(stem) {
            Some(i) => &self.postings[i],
            None => &[],
        }
    }

    pub fn contains(&self, stem: &str) -> bool {
        self.id(stem).is_some()
    }

    /// Inverse database frequency of a stem: high for words only one database uses.
    pub fn idf(&self, stem: &str) -> f32 {
        let df = self.id(stem).map(|i| self.db_count[i]).unwrap_or(0) as f32;
        ((self.databases as f32 + 1.0) / (df + 1.0)).ln() + 0.1
    }

    /// Idf for a term seen in `df` databases.
    pub fn idf_of_count(&self, df: usize) -> f32 {
        ((self.databases as f32 + 1.0) / (df as f32 + 1.0)).ln() + 0.1
    }

    /// Known stems within `distance` edits of `stem` (excluding itself), nearest first.
    pub fn fuzzy(&self, stem: &str, distance: u32) -> Vec<(String, u32)> {
        let Some(map) = self.map.as_ref() else {
            return Vec::new();
        };
        let Ok(automaton) = Levenshtein::new(stem, distance) else {
            return Vec::new();
        };
        let mut stream = map.search(automaton).into_stream();
        let mut out = Vec::new();
        while let Some((k, _)) = stream.next() {
            let k = String::from_utf8_lossy(k).into_owned();
            if k != stem {
                let d = strsim::levenshtein(&k, stem) as u32;
                out.push((k, d));
            }
        }
        out.sort_by_key(|(_, d)| *d);
        out
    }

    pub fn len(&self) -> usize {
        self.postings.len()
    }

    pub fn is_empty(&self) -> bool {
        self.postings.is_empty()
    }
}
