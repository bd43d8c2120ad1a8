//! The value index: "here is a word or phrase from a question; which columns hold it as a value?"
//!
//! Keys are [`clarisql_text::value_key`]s (case-, accent- and spacing-insensitive). Lookups:
//! exact key, every value containing a set of tokens (partial names such as "Binjiang Garden"
//! for "Agile Binjiang Garden"), key prefix, and edit distance (typos).

use clarisql_lake::{ColumnId, DbId, Lake};
use fst::{automaton::Levenshtein, Automaton, IntoStreamer, Map, MapBuilder, Streamer};
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, HashMap};
use std::sync::OnceLock;

/// Values whose token lists grow beyond this are too common to be evidence ("the", "new").
const MAX_TOKEN_POSTINGS: usize = 4_000;
/// A Chinese short form stands for a few names; text that many names hold is a common word.
/// "Many" grows with the lake (one value in `SHORT_FORM_SHARE`): in a lake of thousands of
/// names a short name ("明月湾") is held by a dozen brands' full names and still names one of
/// them, while a common part ("有限公司") is held by hundreds.
const MAX_SHORT_FORM_NAMES: usize = 10;
const SHORT_FORM_SHARE: usize = 200;

/// Where a value lives, with its text as stored.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ValueLocation {
    pub column: ColumnId,
    pub value: String,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct ValueEntry {
    pub key: String,
    pub locations: Vec<ValueLocation>,
}

impl ValueEntry {
    /// Number of distinct databases holding this value.
    pub fn database_count(&self) -> usize {
        let mut dbs: Vec<DbId> = self.locations.iter().map(|l| l.column.table.db).collect();
        dbs.sort();
        dbs.dedup();
        dbs.len()
    }
}

/// How a value was found.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub enum ValueMatch {
    Exact,
    /// All question tokens occur in the (longer) value.
    Partial,
    Prefix,
    /// Within this many edits.
    Fuzzy(u32),
    /// Another form of the stored word: a past verb for the role of its doer ("reviewed" for
    /// 'reviewer').
    WordForm,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct ValueIndex {
    keys: Vec<u8>,
    entries: Vec<ValueEntry>,
    tokens: Vec<u8>,
    /// Entry ids per token; empty with `frequent` set when the token is too common.
    token_postings: Vec<Vec<u32>>,
    frequent: Vec<bool>,
    #[serde(skip)]
    key_map: Option<Map<Vec<u8>>>,
    #[serde(skip)]
    token_map: Option<Map<Vec<u8>>>,
    /// Entry ids per Chinese character, built on first use: Chinese short forms are looked up
    /// by characters, since a segmenter cuts a name differently alone and inside a sentence.
    #[serde(skip)]
    cjk_chars: OnceLock<HashMap<char, Vec<u32>>>,
}

fn key_tokens(key: &str) -> Vec<String> {
    // A Chinese key has no spaces: segment it again so its words can be looked up alone.
    if clarisql_text::has_cjk(key) {
        clarisql_text::words(key)
    } else {
        key.split(' ')
            .filter(|s| !s.is_empty())
            .map(str::to_string)
            .collect()
    }
}

impl ValueIndex {
    pub fn build(lake: &Lake) -> Result<ValueIndex, fst::Error> {
        let mut by_key: BTreeMap<String, Vec<ValueLocation>> = BTreeMap::new();
        for (tid, table) in lake.all_tables() {
            for (c, col) in table.columns.iter().enumerate() {
                for v in &col.profile.values {
                    let key = clarisql_text::value_key(v);
                    if key.is_empty() {
                        continue;
                    }
                    by_key.entry(key).or_default().push(ValueLocation {
                        column: tid.column(c),
                        value: v.clone(),
                    });
                }
            }
        }
        let mut builder = MapBuilder::memory();
        let mut entries = Vec::with_capacity(by_key.len());
        let mut by_token: BTreeMap<String, Vec<u32>> = BTreeMap::new();
        for (i, (key, locations)) in by_key.into_iter().enumerate() {
            builder.insert(&key, i as u64)?;
            for t in key_tokens(&key) {
                let list = by_token.entry(t).or_default();
                if list.last() != Some(&(i as u32)) && list.len() <= MAX_TOKEN_POSTINGS {
                    list.push(i as u32);
                }
            }
            entries.push(ValueEntry { key, locations });
        }
        let keys = builder.into_inner()?;
        let mut tb = MapBuilder::memory();
        let mut token_postings = Vec::with_capacity(by_token.len());
        let mut frequent = Vec::with_capacity(by_token.len());
        for (i, (token, list)) in by_token.into_iter().enumerate() {
            tb.insert(&token, i as u64)?;
            let too_many = list.len() > MAX_TOKEN_POSTINGS;
            frequent.push(too_many);
            token_postings.push(if too_many { Vec::new() } else { list });
        }
        let tokens = tb.into_inner()?;
        let mut index = ValueIndex {
            keys,
            entries,
            tokens,
            token_postings,
            frequent,
            key_map: None,
            token_map: None,
            cjk_chars: OnceLock::new(),
        };
        index.open()?;
        Ok(index)
    }

    /// Makes the fst maps usable after deserialisation.
    pub fn open(&mut self) -> Result<(), fst::Error> {
        self.key_map = Some(Map::new(self.keys.clone())?);
        self.token_map = Some(Map::new(self.tokens.clone())?);
        Ok(())
    }

    pub fn len(&self) -> usize {
        self.entries.len()
    }

    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    pub fn entry(&self, id: u32) -> &ValueEntry {
        &self.entries[id as usize]
    }

    fn key_map(&self) -> Option<&Map<Vec<u8>>> {
        self.key_map.as_ref()
    }

    /// The entry whose key is exactly `key`.
    pub fn exact(&self, key: &str) -> Option<u32> {
        self.key_map()?.get(key).map(|i| i as u32)
    }

    /// Entries containing every one of `tokens` (at most `limit`); none if a token is unknown.
    pub fn containing(&self, tokens: &[&str], limit: usize) -> Vec<u32> {
        let Some(map) = self.token_map.as_ref() else {
            return Vec::new();
        };
        let mut lists: Vec<&Vec<u32>> = Vec::new();
        for t in tokens {
            match map.get(t) {
                Some(i) if !self.frequent[i as usize] => {
                    lists.push(&self.token_postings[i as usize])
                }
                Some(_) => {}
                None => return Vec::new(),
            }
        }
        if lists.is_empty() {
            return Vec::new();
        }
        lists.sort_by_key(|l| l.len());
        let mut out: Vec<u32> = lists[0].clone();
        for l in &lists[1..] {
            out.retain(|x| l.binary_search(x).is_ok());
        }
        out.truncate(limit);
        out
    }

    /// Longer Chinese names that `text` (three characters or more) is a short form of (at most
    /// `limit`; none when more than a few names hold it): names holding it whole ("景湖湾" in
    /// "兆丰景湖湾"), then abbreviations — its characters in order, the first two together
    /// ("益丰商管" for "上海益丰商业管理有限公司"). Each with whether it holds `text` whole.
    pub fn cjk_short_form_of(&self, text: &str, limit: usize) -> Vec<(u32, bool)> {
        let chars: Vec<char> = text.chars().collect();
        // Two characters are a word ("广场", "公司"), not a name.
        if chars.len() < 3 || !chars.iter().all(|c| clarisql_text::is_cjk(*c)) {
            return Vec::new();
        }
        let postings = self.cjk_chars.get_or_init(|| {
            let mut map: HashMap<char, Vec<u32>> = HashMap::new();
            for (i, e) in self.entries.iter().enumerate() {
                for c in e.key.chars().filter(|c| clarisql_text::is_cjk(*c)) {
                    let list = map.entry(c).or_default();
                    if list.last() != Some(&(i as u32)) {
                        list.push(i as u32);
                    }
                }
            }
            map
        });
        let mut lists: Vec<&Vec<u32>> = Vec::new();
        for c in &chars {
            match postings.get(c) {
                Some(l) => lists.push(l),
                None => return Vec::new(),
            }
        }
        lists.sort_by_key(|l| l.len());
        let mut ids: Vec<u32> = lists[0].clone();
        for l in &lists[1..] {
            ids.retain(|x| l.binary_search(x).is_ok());
        }
        let head: String = chars[..2].iter().collect();
        let mut out: Vec<(u32, bool)> = ids
            .into_iter()
            .filter_map(|id| {
                let key = &self.entries[id as usize].key;
                if key.chars().count() <= chars.len() {
                    return None;
                }
                if key.contains(text) {
                    return Some((id, true));
                }
                let mut rest = key.chars();
                let ordered = chars.iter().all(|c| rest.any(|k| k == *c));
                (ordered && key.contains(&head)).then_some((id, false))
            })
            .collect();
        // Held by many names, it is a common part of names ("有限公司"), not one name's short form.
        if out.len() > MAX_SHORT_FORM_NAMES.max(self.entries.len() / SHORT_FORM_SHARE) {
            return Vec::new();
        }
        out.sort_by_key(|(id, whole)| (!whole, self.entries[*id as usize].key.chars().count()));
        out.truncate(limit);
        out
    }

    /// True when `token` occurs in some value (common or not).
    pub fn has_token(&self, token: &str) -> bool {
        self.token_map
            .as_ref()
            .is_some_and(|m| m.contains_key(token))
    }

    /// True when `token` occurs in so many values that it says nothing.
    pub fn is_frequent_token(&self, token: &str) -> bool {
        self.token_map
            .as_ref()
            .and_then(|m| m.get(token))
            .is_some_and(|i| self.frequent[i as usize])
    }

    /// Entries whose key starts with `prefix` (at most `limit`).
    pub fn prefixed(&self, prefix: &str, limit: usize) -> Vec<u32> {
        let Some(map) = self.key_map() else {
            return Vec::new();
        };
        let automaton = fst::automaton::Str::new(prefix).starts_with();
        let mut stream = map.search(automaton).into_stream();
        let mut out = Vec::new();
        while let Some((_, v)) = stream.next() {
            out.push(v as u32);
            if out.len() >= limit {
                break;
            }
        }
        out
    }

    /// Entries within `distance` edits of `key` (excluding the exact one), nearest first.
    pub fn fuzzy(&self, key: &str, distance: u32, limit: usize) -> Vec<(u32, u32)> {
        let Some(map) = self.key_map() else {
            return Vec::new();
        };
        let Ok(automaton) = Levenshtein::new(key, distance) else {
            return Vec::new();
        };
        let mut stream = map.search(automaton).into_stream();
        let mut out = Vec::new();
        while let Some((k, v)) = stream.next() {
            let k = String::from_utf8_lossy(k);
            if k == key {
                continue;
            }
            out.push((v as u32, strsim::levenshtein(&k, key) as u32));
            if out.len() >= limit * 4 {
                break;
            }
        }
        out.sort_by_key(|(_, d)| *d);
        out.truncate(limit);
        out
    }

    /// Token lookup with edit distance, for a single mistyped word: nearest tokens first.
    pub fn fuzzy_tokens(&self, token: &str, distance: u32, limit: usize) -> Vec<(String, u32)> {
        let Some(map) = self.token_map.as_ref() else {
            return Vec::new();
        };
        let Ok(automaton) = Levenshtein::new(token, distance) else {
            return Vec::new();
        };
        let mut stream = map.search(automaton).into_stream();
        let mut out = Vec::new();
        while let Some((k, _)) = stream.next() {
            let k = String::from_utf8_lossy(k).into_owned();
            if k != token {
                let d = strsim::levenshtein(&k, token) as u32;
                out.push((k, d));
            }
            if out.len() >= limit * 4 {
                break;
            }
        }
        out.sort_by_key(|(_, d)| *d);
        out.truncate(limit);
        out
    }

    /// Distinct locations of an entry restricted to one database.
    pub fn locations_in(&self, id: u32, db: DbId) -> impl Iterator<Item = &ValueLocation> {
        self.entries[id as usize]
            .locations
            .iter()
            .filter(move |l| l.column.table.db == db)
    }
}

/// Edit distance allowed for a key of this many characters: none below 4, then 1, then 2.
pub fn allowed_edits(chars: usize) -> u32 {
    match chars {
        0..=3 => 0,
        4..=8 => 1,
        _ => 2,
    }
}
