//! BM25 over table documents (table name, caption, column names).
//!
//! Written here rather than taken from tantivy: the documents are a few thousand short lists of
//! stems that we already produce with our own tokenizer, and the ranking must sit in memory
//! beside the lexicon; a search-engine dependency would cost build time and a second tokenizer.

use clarisql_lake::TableId;
use serde::{Deserialize, Serialize};
use std::collections::HashMap;

const K1: f32 = 1.2;
const B: f32 = 0.75;

#[derive(Debug, Clone, Default, Serialize, Deserialize)]
pub struct TableDocs {
    tables: Vec<TableId>,
    lengths: Vec<u32>,
    /// stem -> (document, term frequency)
    postings: HashMap<String, Vec<(u32, u32)>>,
    avg_len: f32,
}

impl TableDocs {
    pub fn build(docs: impl Iterator<Item = (TableId, Vec<String>)>) -> TableDocs {
        let mut out = TableDocs::default();
        for (tid, stems) in docs {
            let d = out.tables.len() as u32;
            out.tables.push(tid);
            out.lengths.push(stems.len() as u32);
            let mut tf: HashMap<&str, u32> = HashMap::new();
            for s in &stems {
                *tf.entry(s.as_str()).or_default() += 1;
            }
            for (s, n) in tf {
                out.postings.entry(s.to_string()).or_default().push((d, n));
            }
        }
        let total: u32 = out.lengths.iter().sum();
        out.avg_len = if out.tables.is_empty() {
            1.0
        } else {
            total as f32 / out.tables.len() as f32
        };
        out
    }

    /// BM25 score of every table matching at least one query stem, best first.
    pub fn search(&self, query: &[String]) -> Vec<(TableId, f32)> {
        let n = self.tables.len() as f32;
        let mut scores: HashMap<u32, f32> = HashMap::new();
        for q in query {
            let Some(list) = self.postings.get(q) else {
                continue;
            };
            let df = list.len() as f32;
            let idf = ((n - df + 0.5) / (df + 0.5) + 1.0).ln();
            for &(d, tf) in list {
                let len = self.lengths[d as usize] as f32;
                let tf = tf as f32;
                let s = idf * tf * (K1 + 1.0) / (tf + K1 * (1.0 - B + B * len / self.avg_len));
                *scores.entry(d).or_default() += s;
            }
        }
        let mut out: Vec<(TableId, f32)> = scores
            .into_iter()
            .map(|(d, s)| (self.tables[d as usize], s))
            .collect();
        out.sort_by(|a, b| b.1.total_cmp(&a.1).then(a.0.cmp(&b.0)));
        out
    }
}
