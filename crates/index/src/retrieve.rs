//! Open-domain retrieval: which databases and tables of the lake is a question about?
//!
//! Every question token that is not a function word is evidence: a schema word (weighted by how
//! few databases use it) or part of a value that occurs in the data (weighted by how few
//! databases hold it). A database scores the sum, over tokens, of the best evidence it offers;
//! tables likewise, and tables on the foreign-key path between matched tables follow them.

use crate::values::allowed_edits;
use crate::{Element, LakeIndex};
use clarisql_lake::{DbId, Lake, TableId};
use clarisql_text::{is_stopword, join_key, Token, TokenKind};
use serde::Serialize;
use std::collections::HashMap;

#[derive(Debug, Clone, Serialize)]
pub struct ScoredDb {
    pub db: DbId,
    pub score: f32,
}

#[derive(Debug, Clone, Serialize)]
pub struct ScoredTable {
    pub table: TableId,
    pub score: f32,
}

/// A run of question tokens that is exactly a value somewhere in the lake.
#[derive(Debug, Clone, Serialize)]
pub struct ValueHit {
    /// Token range `[start, end)`.
    pub start: usize,
    pub end: usize,
    pub entry: u32,
}

#[derive(Debug, Clone, Default, Serialize)]
pub struct Retrieval {
    /// Databases with any evidence, best first.
    pub databases: Vec<ScoredDb>,
    /// Tables, best database first, then by score; FK bridges follow matched tables.
    pub tables: Vec<ScoredTable>,
    pub value_hits: Vec<ValueHit>,
}

impl Retrieval {
    /// (best - second) / best: 1.0 when only one database has evidence.
    pub fn db_margin(&self) -> f32 {
        match self.databases.as_slice() {
            [] => 0.0,
            [_] => 1.0,
            [a, b, ..] => ((a.score - b.score) / a.score.max(1e-6)).clamp(0.0, 1.0),
        }
    }
}

/// How strongly database size discounts evidence (0 = not at all). The focus-table scoring
/// already keeps scattered matches in a large schema from adding up, so the size discount is
/// mild: at 0.5 it buried large databases whose one table explains the question (Spider train,
/// open: db top-1 0.795 at 0.5, 0.813 at 0.25, 0.791 at 0).
const DB_SIZE_EXPONENT: f32 = 0.25;

/// Longest value phrase looked up, in tokens.
const MAX_VALUE_TOKENS: usize = 6;

fn is_content(t: &Token) -> bool {
    match t.kind {
        TokenKind::Quoted => true,
        TokenKind::Word | TokenKind::Cjk => !t.is_function_word(),
        _ => false,
    }
}

impl LakeIndex {
    /// Ranks databases and tables for `tokens` (a tokenised question). `k` bounds the table list.
    pub fn retrieve(&self, lake: &Lake, tokens: &[Token], k: usize) -> Retrieval {
        self.retrieve_within(lake, tokens, k, None)
    }

    /// As `retrieve`, over database `only` when one is given (a question asked of one
    /// database: other databases' tables are no candidates).
    pub fn retrieve_within(
        &self,
        lake: &Lake,
        tokens: &[Token],
        k: usize,
        only: Option<DbId>,
    ) -> Retrieval {
        let n = tokens.len();
        // Per token: best evidence per database and per table.
        let mut db_ev: Vec<HashMap<DbId, f32>> = vec![HashMap::new(); n];
        let mut table_ev: Vec<HashMap<TableId, f32>> = vec![HashMap::new(); n];
        let bump_db = |ev: &mut Vec<HashMap<DbId, f32>>, i: usize, db: DbId, w: f32| {
            let e = ev[i].entry(db).or_default();
            *e = e.max(w);
        };
        let bump_table = |ev: &mut Vec<HashMap<TableId, f32>>, i: usize, t: TableId, w: f32| {
            let e = ev[i].entry(t).or_default();
            *e = e.max(w);
        };

        let mut english_dbs: Option<std::collections::HashSet<DbId>> = None;
        for (i, tok) in tokens.iter().enumerate() {
            if !is_content(tok) || tok.kind == TokenKind::Quoted {
                continue;
            }
            let mut postings: Vec<(Element, f32, f32)> = self
                .lexicon
                .lookup(&tok.stem)
                .iter()
                .map(|&(e, w)| (e, w, self.lexicon.idf(&tok.stem)))
                .collect();
            if postings.is_empty() && tok.stem.chars().count() >= 5 {
                if let Some((near, _)) = self.lexicon.fuzzy(&tok.stem, 1).into_iter().next() {
                    let idf = self.lexicon.idf(&near);
                    postings = self
                        .lexicon
                        .lookup(&near)
                        .iter()
                        .map(|&(e, w)| (e, w * 0.7, idf))
                        .collect();
                }
            }
            if postings.is_empty() && tok.kind == TokenKind::Cjk {
                // Databases named in English, found once per question and only when needed.
                let english = english_dbs.get_or_insert_with(|| {
                    lake.databases
                        .iter()
                        .enumerate()
                        .filter(|(_, d)| !d.names_in_chinese())
                        .map(|(i, _)| DbId(i as u32))
                        .collect::<std::collections::HashSet<DbId>>()
                });
                if !english.is_empty() {
                    postings = self.gloss_postings(&tok.norm);
                    postings.retain(|(e, _, _)| english.contains(&e.db()));
                }
            }
            let cue = if clarisql_text::is_question_cue(&tok.norm) {
                0.3
            } else {
                1.0
            };
            for (element, w, idf) in postings {
                let w = w * cue;
                bump_db(&mut db_ev, i, element.db(), idf * w);
                let tw = if matches!(element, Element::Table(_)) {
                    1.0
                } else {
                    0.75
                };
                bump_table(&mut table_ev, i, element.table(), idf * w * tw);
            }
        }

        let mut value_hits = Vec::new();
        for start in 0..n {
            for end in (start + 1)..=(start + MAX_VALUE_TOKENS).min(n) {
                let span = &tokens[start..end];
                if span.iter().any(|t| t.kind == TokenKind::Punct)
                    || (span.len() > 1 && span.iter().any(|t| t.kind == TokenKind::Quoted))
                {
                    break;
                }
                let single = span.len() == 1;
                let first = &span[0];
                let last = &span[span.len() - 1];
                // (A capitalised article inside the question opens a name: "of The Hollow Tide".)
                let opens_name = start > 0 && first.is_capitalised();
                if (!single
                    && ((is_stopword(&first.norm) && !opens_name) || is_stopword(&last.norm)))
                    || (single && !is_content(first) && first.kind != TokenKind::Number)
                {
                    continue;
                }
                // Bare numbers are everywhere; only quoted or multi-word ones are evidence.
                if single && first.kind == TokenKind::Number {
                    continue;
                }
                let norms: Vec<&str> = span.iter().map(|t| t.norm.as_str()).collect();
                let key = join_key(&norms);
                // ("tent" for the kind 'Tents'. Not the other way: a plural is the table's
                // word far more often than a stored singular, "students" and a job 'student'.)
                let inflected = || {
                    clarisql_text::other_number_forms(&key)
                        .iter()
                        .find_map(|k| self.values.exact(k))
                };
                let singular = !key.ends_with('s');
                let Some(entry_id) = self
                    .values
                    .exact(&key)
                    .or_else(|| singular.then(inflected).flatten())
                else {
                    continue;
                };
                value_hits.push(ValueHit {
                    start,
                    end,
                    entry: entry_id,
                });
                let entry = self.values.entry(entry_id);
                let mut w = self.lexicon.idf_of_count(entry.database_count());
                if single && first.kind == TokenKind::Word {
                    // A lone lower-case everyday word ("more", "one", "mountain") is rarely
                    // meant as a value; a capitalised one mid-sentence ("Prague") usually is.
                    if clarisql_text::is_question_cue(&first.norm)
                        || clarisql_text::number_word(&first.norm).is_some()
                    {
                        continue;
                    }
                    let capitalised = start > 0 && first.is_capitalised();
                    let has_digit = first.raw.chars().any(|c| c.is_ascii_digit());
                    if !capitalised && !has_digit {
                        w *= 0.3;
                    } else if self.lexicon.contains(&first.stem) {
                        w *= 0.7;
                    }
                }
                for loc in &entry.locations {
                    for i in start..end {
                        bump_db(&mut db_ev, i, loc.column.table.db, w);
                        bump_table(&mut table_ev, i, loc.column.table, w * 0.8);
                    }
                }
            }
        }
        // A word in the plural of a stored singular ("grooms" for 'Groom') is evidence only
        // for a question nothing else grounds: then rather than no database at all. (A pass of
        // its own, so the common path looks up no plurals.)
        if db_ev.iter().all(HashMap::is_empty) {
            for (i, tok) in tokens.iter().enumerate() {
                if tok.kind != TokenKind::Word || !is_content(tok) || !tok.norm.ends_with('s') {
                    continue;
                }
                let singular = clarisql_text::other_number_forms(&tok.norm)
                    .iter()
                    .find_map(|k| self.values.exact(k));
                let Some(entry_id) = singular else { continue };
                let entry = self.values.entry(entry_id);
                let w = 0.5 * self.lexicon.idf_of_count(entry.database_count());
                for loc in &entry.locations {
                    bump_db(&mut db_ev, i, loc.column.table.db, w);
                    bump_table(&mut table_ev, i, loc.column.table, w * 0.8);
                }
            }
        }
        // A quoted string that is not a value may still be a near miss: fuzzy evidence, weaker.
        for (i, tok) in tokens.iter().enumerate() {
            if tok.kind != TokenKind::Quoted || value_hits.iter().any(|h| h.start == i) {
                continue;
            }
            let edits = allowed_edits(tok.norm.chars().count());
            for (entry_id, _) in self.values.fuzzy(&tok.norm, edits, 5) {
                let entry = self.values.entry(entry_id);
                let w = 0.6 * self.lexicon.idf_of_count(entry.database_count());
                for loc in &entry.locations {
                    bump_db(&mut db_ev, i, loc.column.table.db, w);
                    bump_table(&mut table_ev, i, loc.column.table, w * 0.8);
                }
            }
        }

        let mut table_scores: HashMap<TableId, f32> = HashMap::new();
        for ev in &table_ev {
            for (&t, &w) in ev {
                *table_scores.entry(t).or_default() += w;
            }
        }
        if std::env::var_os("CLARISQL_DEBUG_RETRIEVAL").is_some() {
            for (i, ev) in table_ev.iter().enumerate() {
                let mut v: Vec<_> = ev
                    .iter()
                    .map(|(t, w)| (format!("{}.{}", lake.db(t.db).id, lake.table(*t).name), *w))
                    .collect();
                v.sort_by(|a, b| b.1.total_cmp(&a.1));
                v.truncate(6);
                eprintln!("  {} -> {:?}", tokens[i].norm, v);
            }
        }
        let mut databases = self.score_databases(lake, &db_ev, &table_ev);
        databases.retain(|d| only.is_none_or(|o| o == d.db));
        databases.sort_by(|a, b| b.score.total_cmp(&a.score).then(a.db.cmp(&b.db)));
        let tables = self.rank_tables(lake, &databases, &table_scores, k);
        Retrieval {
            databases,
            tables,
            value_hits,
        }
    }

    /// A database scores as its best *focus* table: evidence through that table counts fully,
    /// through its foreign-key neighbours a little less, and elsewhere in the database much less.
    /// So a question about one thing beats scattered matches in a large schema.
    fn score_databases(
        &self,
        lake: &Lake,
        db_ev: &[HashMap<DbId, f32>],
        table_ev: &[HashMap<TableId, f32>],
    ) -> Vec<ScoredDb> {
        const NEIGHBOUR: f32 = 0.85;
        const ELSEWHERE: f32 = 0.5;
        let mut candidates: Vec<DbId> = db_ev.iter().flat_map(|m| m.keys().copied()).collect();
        candidates.sort();
        candidates.dedup();
        let mut out = Vec::with_capacity(candidates.len());
        for db in candidates {
            let database = lake.db(db);
            let mut best = 0.0f32;
            for focus in 0..database.tables.len() {
                let neighbours: Vec<usize> = database
                    .foreign_keys
                    .iter()
                    .filter_map(|fk| {
                        if fk.from_table == focus {
                            Some(fk.to_table)
                        } else if fk.to_table == focus {
                            Some(fk.from_table)
                        } else {
                            None
                        }
                    })
                    .collect();
                let mut score = 0.0;
                for (i, ev) in table_ev.iter().enumerate() {
                    if !db_ev[i].contains_key(&db) {
                        continue;
                    }
                    let mut tok = 0.0f32;
                    for (t, &w) in ev.iter().filter(|(t, _)| t.db == db) {
                        let t = t.table as usize;
                        let factor = if t == focus {
                            1.0
                        } else if neighbours.contains(&t) {
                            NEIGHBOUR
                        } else {
                            ELSEWHERE
                        };
                        tok = tok.max(w * factor);
                    }
                    score += tok;
                }
                best = best.max(score);
            }
            // Length normalisation, as in query-likelihood retrieval: the same evidence says
            // more about a small, focused database than about a large one.
            let size = database
                .tables
                .iter()
                .map(|t| t.columns.len() + 1)
                .sum::<usize>() as f32;
            let norm = (self.avg_db_size / size.max(1.0)).powf(DB_SIZE_EXPONENT);
            out.push(ScoredDb {
                db,
                score: best * norm,
            });
        }
        out
    }

    /// Tables of the best databases: scored ones first, then FK neighbours of scored ones.
    fn rank_tables(
        &self,
        lake: &Lake,
        databases: &[ScoredDb],
        scores: &HashMap<TableId, f32>,
        k: usize,
    ) -> Vec<ScoredTable> {
        let mut out: Vec<ScoredTable> = Vec::new();
        for sdb in databases {
            if out.len() >= k {
                break;
            }
            let db = lake.db(sdb.db);
            let mut in_db: Vec<ScoredTable> = (0..db.tables.len())
                .filter_map(|t| {
                    let tid = TableId {
                        db: sdb.db,
                        table: t as u32,
                    };
                    scores
                        .get(&tid)
                        .map(|&score| ScoredTable { table: tid, score })
                })
                .collect();
            in_db.sort_by(|a, b| b.score.total_cmp(&a.score).then(a.table.cmp(&b.table)));
            // Bridges: unscored tables linked by a foreign key to two scored ones come first,
            // then those linked to one.
            let scored: Vec<usize> = in_db.iter().map(|s| s.table.table as usize).collect();
            let mut neighbours: Vec<(usize, usize)> = (0..db.tables.len())
                .filter(|t| !scored.contains(t))
                .map(|t| {
                    let links = db
                        .foreign_keys
                        .iter()
                        .filter(|fk| {
                            (fk.from_table == t && scored.contains(&fk.to_table))
                                || (fk.to_table == t && scored.contains(&fk.from_table))
                        })
                        .count();
                    (t, links)
                })
                .filter(|(_, links)| *links > 0)
                .collect();
            neighbours.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
            let floor = in_db.last().map(|s| s.score).unwrap_or(0.0);
            out.extend(in_db);
            out.extend(neighbours.into_iter().map(|(t, links)| ScoredTable {
                table: TableId {
                    db: sdb.db,
                    table: t as u32,
                },
                score: floor * 0.1 * links as f32,
            }));
        }
        out.truncate(k.max(1));
        out
    }

    /// BM25 ranking of tables for the content stems of `tokens` (one retrieval signal; ODUTQA's
    /// caption retrieval falls back to it).
    pub fn bm25_tables(&self, tokens: &[Token]) -> Vec<(TableId, f32)> {
        let stems: Vec<String> = tokens
            .iter()
            .filter(|t| is_content(t))
            .map(|t| t.stem.clone())
            .collect();
        self.docs.search(&stems)
    }

    /// Evidence of a Chinese word that names nothing in the lake as written: the schema words
    /// its English glosses name (价格 -> price), as (element, weight, idf). A one-word gloss
    /// weighs `text::GLOSS_WEIGHT`; each word of a longer one ("date of birth") weighs `GLOSS_PART`.
    fn gloss_postings(&self, word: &str) -> Vec<(Element, f32, f32)> {
        let mut best: HashMap<Element, (f32, f32)> = HashMap::new();
        for gloss in clarisql_text::english_glosses(word) {
            let weight = if gloss.len() == 1 {
                clarisql_text::GLOSS_WEIGHT
            } else {
                GLOSS_PART
            };
            for stem in &gloss {
                let cue = if clarisql_text::is_question_cue(stem) {
                    0.3
                } else {
                    1.0
                };
                let idf = self.lexicon.idf(stem);
                for &(e, w) in self.lexicon.lookup(stem) {
                    let w = w * weight * cue;
                    let entry = best.entry(e).or_insert((0.0, idf));
                    if w * idf > entry.0 * entry.1 {
                        *entry = (w, idf);
                    }
                }
            }
        }
        best.into_iter().map(|(e, (w, idf))| (e, w, idf)).collect()
    }
}

/// Weight of one word of a gloss of several ("出生日期", "date of birth": date, birth).
const GLOSS_PART: f32 = 0.6;
