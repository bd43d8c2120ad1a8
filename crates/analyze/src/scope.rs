//! Scope: tables partitioned by place or time (one table per city and district, one per year),
//! discovered from the lake itself, and the question's scope checked against them — the
//! Scope Validator of ODUTQA-MDC (its Algorithm 1: single-slot and slot-combination counts over
//! the captions).
//!
//! Discovery ([`families`]): tables of one database with the same columns form a *family*;
//! what their captions (or, without one, their names' words) do not share is each table's
//! scope (`Conghua District, Guangzhou` / `广州市从化区` / `2019`). The scope splits into slots
//! at separators and after administrative level words; a slot is named by the level word its
//! values end with (District/区), as a year (four digits), or as the parent level of a slot it
//! contains (the slot whose values each hold several districts is the city). Nothing is
//! configured per lake.
//!
//! Checking ([`check`]): scope values named in the question (in full, or without their level
//! word), misspelt ones (one edit, or one character in Chinese), and years are grouped by
//! position (a district and the city right after it are one group). A group missing a slot of
//! a family the question is about is `ScopeMissing`; a value no caption holds is `ScopeError`;
//! two values that exist alone but not together are `ScopeUnmatch` (both reported). Resolved
//! groups name the family members the question means: the others are hidden from linking.

use crate::interpret::{Context, Grounding, Interpretation};
use crate::taxonomy::{or_list, or_list_zh, Candidate, CandidateKind, Category, Finding};
use clarisql_lake::{DbId, Lake, TableId};
use clarisql_sql::{Cond, Literal, Operand};
use std::collections::{BTreeSet, HashMap, HashSet};

/// Administrative levels a scope slot may be: (English level word, Chinese level character,
/// English slot name, Chinese slot name, parent level index).
const LEVELS: &[(&str, char, &str, &str, Option<usize>)] = &[
    ("district", '区', "District", "区域", Some(2)),
    ("county", '县', "County", "县", Some(2)),
    ("city", '市', "City", "城市", Some(3)),
    ("province", '省', "Province", "省份", None),
];
const YEAR_EN: &str = "Year";
const YEAR_ZH: &str = "年份";
const MONTHS: &[&str] = &[
    "january",
    "february",
    "march",
    "april",
    "may",
    "june",
    "july",
    "august",
    "september",
    "october",
    "november",
    "december",
];

/// One table of a family and its scope values, one per slot of the family.
#[derive(Debug, Clone)]
pub struct Member {
    pub table: TableId,
    pub values: Vec<String>,
}

/// Tables with the same columns, partitioned by scope.
#[derive(Debug, Clone)]
pub struct Family {
    /// Slot names ("District", "City" / "区域", "城市" / "Year"), in caption order.
    pub slots: Vec<String>,
    pub members: Vec<Member>,
    /// Captions are Chinese.
    pub zh: bool,
    /// Stems of the words of the members' names that are not scope values: what the rows are
    /// ("lesson" of `lessons_2023`).
    pub heads: Vec<String>,
    /// Stems of the words that name date columns of the database's other tables ("start" of
    /// `tutors.started_on`): a year said right after one dates those rows, not the family's.
    /// Empty for a family without a year slot.
    pub other_dates: Vec<String>,
}

impl Family {
    fn slot_index(&self, name: &str) -> Option<usize> {
        self.slots.iter().position(|s| s == name)
    }
    fn is_year(&self, i: usize) -> bool {
        self.slots[i] == YEAR_EN || self.slots[i] == YEAR_ZH
    }
}

fn is_cjk(c: char) -> bool {
    matches!(c as u32, 0x3400..=0x4DBF | 0x4E00..=0x9FFF | 0xF900..=0xFAFF)
}

/// The level of a value by its last word or character.
fn level_of(value: &str) -> Option<usize> {
    let last_word = value.split_whitespace().last()?.to_lowercase();
    let last_char = value.chars().last()?;
    LEVELS
        .iter()
        .position(|l| l.0 == last_word || (is_cjk(last_char) && l.1 == last_char))
}

/// The value without its level word ("Conghua District" -> "Conghua", "广州市" -> "广州").
fn bare(value: &str) -> Option<String> {
    let level = level_of(value)?;
    let s = if value.chars().last().is_some_and(is_cjk) {
        value.strip_suffix(LEVELS[level].1)?.to_string()
    } else {
        value.rsplit_once(' ')?.0.trim().to_string()
    };
    (s.chars().count() >= 2).then_some(s)
}

fn common_prefix(a: &[Vec<char>]) -> usize {
    let first = &a[0];
    (0..first.len())
        .find(|&i| a.iter().any(|s| s.get(i) != Some(&first[i])))
        .unwrap_or(first.len())
}

/// Splits the varying part of a caption into slot values.
fn split_scope(middle: &str) -> Vec<String> {
    let mut parts = Vec::new();
    for piece in middle.split([',', '，', '、']) {
        for piece in piece.split(" of ") {
            let piece = piece.trim();
            if piece.is_empty() {
                continue;
            }
            if piece.chars().any(is_cjk) {
                // After each level character that is not the last: 广州市从化区 -> 广州市 | 从化区.
                let mut cur = String::new();
                let chars: Vec<char> = piece.chars().collect();
                for (i, &c) in chars.iter().enumerate() {
                    cur.push(c);
                    if i + 1 < chars.len() && matches!(c, '市' | '省') {
                        parts.push(std::mem::take(&mut cur));
                    }
                }
                parts.push(cur);
            } else {
                parts.push(piece.to_string());
            }
        }
    }
    parts
}

/// The words of a table name's scope joined into values: a year stands alone, the words between
/// years are one value (["Old", "Town", "2024"] -> ["Old Town", "2024"]).
fn join_name_words(words: &[String]) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    let mut run: Vec<&str> = Vec::new();
    for w in words {
        if year_like(w).is_some() {
            if !run.is_empty() {
                out.push(run.join(" "));
                run.clear();
            }
            out.push(w.clone());
        } else {
            run.push(w);
        }
    }
    if !run.is_empty() {
        out.push(run.join(" "));
    }
    out
}

/// The stems of each member's scope values (`tree_works_old_town`: "old", "town"), which the
/// linker reads past to find a member's head noun ("works").
pub fn scope_stems(families: &[Family]) -> HashMap<TableId, Vec<String>> {
    families
        .iter()
        .flat_map(|f| &f.members)
        .map(|m| (m.table, value_stems(m)))
        .collect()
}

/// The stems of the words of a member's scope values.
fn value_stems(m: &Member) -> Vec<String> {
    m.values
        .iter()
        .flat_map(|v| clarisql_text::words(v))
        .map(|w| clarisql_text::stem(&w))
        .collect()
}

/// True when `table` is one of the partitioned tables of `families`.
pub fn is_member(families: &[Family], table: TableId) -> bool {
    family_of(families, table).is_some()
}

/// The index in `families` of the family `table` is a member of.
pub fn family_of(families: &[Family], table: TableId) -> Option<usize> {
    families
        .iter()
        .position(|f| f.members.iter().any(|m| m.table == table))
}

/// What a table says of its scope: its caption, or else its name's words, capitalised and
/// separated as a caption separates slots (`rent_listings_lisbon_2022` -> "Rent, Listings,
/// Lisbon, 2022"), so that tables named by place and year form families too.
fn scope_text(table: &clarisql_lake::Table) -> String {
    if let Some(c) = &table.caption {
        return c.clone();
    }
    clarisql_text::identifier_words(&table.name)
        .iter()
        .map(|w| {
            let mut cs = w.chars();
            match cs.next() {
                Some(f) => f.to_uppercase().chain(cs).collect(),
                None => String::new(),
            }
        })
        .collect::<Vec<String>>()
        .join(", ")
}

/// The partitioned families of database `db`, discovered from column names and captions (or
/// table names).
pub fn families(lake: &Lake, db: DbId) -> Vec<Family> {
    let database = lake.db(db);
    let mut groups: Vec<(Vec<String>, Vec<TableId>)> = Vec::new();
    for (i, t) in database.tables.iter().enumerate() {
        let mut sig: Vec<String> = t.columns.iter().map(|c| c.name.to_lowercase()).collect();
        sig.sort();
        let id = TableId {
            db,
            table: i as u32,
        };
        match groups.iter_mut().find(|g| g.0 == sig) {
            Some(g) => g.1.push(id),
            None => groups.push((sig, vec![id])),
        }
    }
    let mut out = Vec::new();
    for (_, tables) in groups.into_iter().filter(|g| g.1.len() >= 2) {
        let captions: Vec<Vec<char>> = tables
            .iter()
            .map(|t| scope_text(lake.table(*t)).chars().collect())
            .collect();
        let mut pre = common_prefix(&captions);
        let reversed: Vec<Vec<char>> = captions
            .iter()
            .map(|c| c.iter().rev().copied().collect())
            .collect();
        let mut suf = common_prefix(&reversed);
        let shortest = captions.iter().map(Vec::len).min().unwrap_or(0);
        // Never cut inside a word or a number.
        let inside = |c: &[char], i: usize| {
            i > 0 && i < c.len() && c[i - 1].is_ascii_alphanumeric() && c[i].is_ascii_alphanumeric()
        };
        while pre > 0 && captions.iter().any(|c| inside(c, pre)) {
            pre -= 1;
        }
        while suf > 0 && captions.iter().any(|c| inside(c, c.len() - suf)) {
            suf -= 1;
        }
        // A shared level word at the end of the scope belongs to it (…区 + 土地成交信息表).
        while suf > 0
            && captions.iter().all(|c| {
                let k = c.len() - suf;
                LEVELS.iter().any(|l| l.1 == c[k])
            })
        {
            suf -= 1;
        }
        // Names alone partition a relation only when they share its name ("rent listings" of
        // each city): tables that merely have the same columns (savings and checking
        // balances) are not one relation's parts.
        let named_only = tables.iter().any(|t| lake.table(*t).caption.is_none());
        if pre + suf >= shortest || (named_only && pre + suf == 0) {
            continue;
        }
        let mut parts: Vec<Vec<String>> = captions
            .iter()
            .map(|c| split_scope(&c[pre..c.len() - suf].iter().collect::<String>()))
            .collect();
        // A name's words are split one per slot, so a place of two words (`tree_works_old_town`
        // beside `tree_works_westhill`) reads as two slots: the words between years are one
        // value where the members disagree on their count, or where a column elsewhere holds
        // the joined values ('Old Town' in `streets.district`).
        if named_only {
            let joined: Vec<Vec<String>> = parts.iter().map(|p| join_name_words(p)).collect();
            let uneven = parts.iter().any(|p| p.len() != parts[0].len());
            let even = joined.iter().all(|p| p.len() == joined[0].len());
            let named_elsewhere = || {
                (0..joined[0].len()).any(|i| {
                    let values: Vec<&String> = joined.iter().map(|p| &p[i]).collect();
                    values.iter().any(|v| v.contains(' '))
                        && column_of_values(lake, db, &tables, &values).is_some()
                })
            };
            if even && (uneven || named_elsewhere()) {
                parts = joined;
            }
        }
        let n = parts[0].len();
        if n == 0 || parts.iter().any(|p| p.len() != n) {
            continue;
        }
        let zh = captions[0].iter().any(|c| is_cjk(*c));
        let mut levels: Vec<Option<usize>> = Vec::new();
        let mut slots: Vec<String> = Vec::new();
        for i in 0..n {
            let col: Vec<&String> = parts.iter().map(|p| &p[i]).collect();
            if col
                .iter()
                .all(|v| v.len() == 4 && v.chars().all(|c| c.is_ascii_digit()))
            {
                levels.push(None);
                slots.push(if zh { YEAR_ZH } else { YEAR_EN }.to_string());
                continue;
            }
            let lv = level_of(col[0]).filter(|&l| col.iter().all(|v| level_of(v) == Some(l)));
            levels.push(lv);
            slots.push(String::new());
        }
        // A slot without a level word is the parent of a slot it contains.
        for i in 0..n {
            if !slots[i].is_empty() {
                continue;
            }
            let lv = levels[i].or_else(|| {
                (0..n).find_map(|j| {
                    let child = levels[j]?;
                    let contains = parts
                        .iter()
                        .all(|p| parts.iter().filter(|q| q[j] == p[j]).all(|q| q[i] == p[i]));
                    let distinct_i: HashSet<&String> = parts.iter().map(|p| &p[i]).collect();
                    let distinct_j: HashSet<&String> = parts.iter().map(|p| &p[j]).collect();
                    (j != i && contains && distinct_i.len() < distinct_j.len())
                        .then_some(LEVELS[child].4)
                        .flatten()
                })
            });
            let values: Vec<&String> = parts.iter().map(|p| &p[i]).collect();
            slots[i] = match lv {
                Some(l) if zh => LEVELS[l].3.to_string(),
                Some(l) => LEVELS[l].2.to_string(),
                None => match column_of_values(lake, db, &tables, &values) {
                    Some(name) => name,
                    None if zh => "范围".to_string(),
                    None => "Scope".to_string(),
                },
            };
        }
        // Two tables named alike ("player award", "manager award") may be two relations; a
        // family read from names alone has a year among its slots or three members or more.
        if named_only && tables.len() < 3 && !slots.iter().any(|s| s == YEAR_EN || s == YEAR_ZH) {
            continue;
        }
        let members: Vec<Member> = tables
            .iter()
            .zip(parts)
            .map(|(t, values)| Member { table: *t, values })
            .collect();
        let mut heads: Vec<String> = Vec::new();
        for m in &members {
            let scope = value_stems(m);
            for w in clarisql_text::identifier_words(&lake.table(m.table).name) {
                let st = clarisql_text::stem(&w);
                if !scope.contains(&st)
                    && !st.chars().all(|c| c.is_ascii_digit())
                    && !heads.contains(&st)
                {
                    heads.push(st);
                }
            }
        }
        // (Read only for a year slot: `scope::mentions`.)
        let other_dates = if slots.iter().any(|s| s == YEAR_EN || s == YEAR_ZH) {
            other_date_stems(lake, db, &members)
        } else {
            Vec::new()
        };
        out.push(Family {
            slots,
            members,
            zh,
            heads,
            other_dates,
        });
    }
    out
}

/// Words of date column names that say nothing of what happened on the date.
const DATE_WORDS: &[&str] = &["date", "on", "at", "time", "day", "dt", "when", "of"];

/// The stems of the words naming date columns of the tables of `db` outside `members`
/// (`Family::other_dates`).
fn other_date_stems(lake: &Lake, db: DbId, members: &[Member]) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for (i, t) in lake.db(db).tables.iter().enumerate() {
        let id = TableId {
            db,
            table: i as u32,
        };
        if members.iter().any(|m| m.table == id) {
            continue;
        }
        for c in t.columns.iter().filter(|c| c.profile.dates.is_some()) {
            for w in clarisql_text::identifier_words(&c.name) {
                let st = clarisql_text::stem(&w);
                if !DATE_WORDS.contains(&st.as_str()) && !out.contains(&st) {
                    out.push(st);
                }
            }
        }
    }
    out
}

/// The name of a column outside the family (`tables`) that holds every scope value of a slot
/// (`districts.city` holding 'Leeds', 'Bristol' and 'Norwich' of `pickups_leeds`, …): what the
/// lake calls that slot, "City". A name column is called by the words before its "name"
/// (`district_name`: "District").
fn column_of_values(
    lake: &Lake,
    db: DbId,
    tables: &[TableId],
    values: &[&String],
) -> Option<String> {
    let keys: Vec<String> = values.iter().map(|v| clarisql_text::value_key(v)).collect();
    let database = lake.db(db);
    let mut names = database
        .tables
        .iter()
        .enumerate()
        .filter(|(i, _)| !tables.iter().any(|t| t.table as usize == *i))
        .flat_map(|(_, t)| &t.columns)
        .filter(|c| {
            let held: HashSet<String> = c
                .profile
                .values
                .iter()
                .map(|v| clarisql_text::value_key(v))
                .collect();
            !held.is_empty() && keys.iter().all(|k| held.contains(k))
        })
        .map(|c| {
            let words = clarisql_text::identifier_words(&c.name);
            let words: Vec<&String> = match words.as_slice() {
                [head @ .., last] if !head.is_empty() && clarisql_text::is_name_word(last) => {
                    head.iter().collect()
                }
                _ => words.iter().collect(),
            };
            let name = words
                .iter()
                .map(|w| w.as_str())
                .collect::<Vec<_>>()
                .join(" ");
            let mut chars = name.chars();
            chars
                .next()
                .map(|f| f.to_uppercase().chain(chars).collect::<String>())
                .unwrap_or_default()
        });
    let first = names.next()?;
    // Two columns naming it differently: the lake does not say which.
    names.all(|n| n == first).then_some(first)
}

/// A scope value (or a misspelling of one, or a year) found in the question.
#[derive(Debug, Clone)]
struct Mention {
    /// Byte range in the question.
    start: usize,
    end: usize,
    slot: String,
    /// The value it names, when it names one exactly.
    value: Option<String>,
    /// A misspelling: the values it is closest to.
    near: Vec<String>,
}

fn word_boundary(text: &str, start: usize, end: usize) -> bool {
    let before = text[..start].chars().last();
    let after = text[end..].chars().next();
    let ok = |c: Option<char>| c.is_none_or(|c| !c.is_alphanumeric() || is_cjk(c));
    ok(before) && ok(after)
}

/// Every occurrence of `needle` in `text`, case-insensitive for ASCII, on word boundaries.
fn find_all(text: &str, needle: &str) -> Vec<(usize, usize)> {
    let lower = text.to_lowercase();
    let n = needle.to_lowercase();
    if n.is_empty() || lower.len() != text.len() {
        return Vec::new();
    }
    let mut out = Vec::new();
    let mut from = 0;
    while let Some(i) = lower[from..].find(&n) {
        let s = from + i;
        let e = s + n.len();
        if needle.chars().any(is_cjk) || word_boundary(text, s, e) {
            out.push((s, e));
        }
        from = e;
    }
    out
}

fn year_like(s: &str) -> Option<u32> {
    (s.len() == 4)
        .then(|| s.parse::<u32>().ok())
        .flatten()
        .filter(|y| (1000..3000).contains(y))
}

/// The scope mentions of `text` for these families, longest first, not overlapping.
/// The words at `[s, e)` as a misspelling of the nearest of `forms` (written form, slot,
/// value) written in Latin letters: one slip away for a short form, two for a longer one. The
/// nearest form's slot is the mention's, its values there the ones offered.
fn misspelt_mention<'f>(
    text: &str,
    s: usize,
    e: usize,
    forms: impl Iterator<Item = &'f (String, String, String)>,
) -> Option<Mention> {
    let written = text[s..e].to_lowercase();
    // Optimal string alignment: two swapped letters are one slip, as typists make.
    let mut near: Vec<(usize, &(String, String, String))> = forms
        .filter(|f| !f.0.chars().any(is_cjk))
        .map(|f| (strsim::osa_distance(&written, &f.0.to_lowercase()), f))
        .filter(|(d, f)| *d > 0 && *d <= if f.0.len() <= 5 { 1 } else { 2 })
        .collect();
    near.sort_by_key(|n| n.0);
    let slot = near.first()?.1 .1.clone();
    let values = near
        .iter()
        .filter(|n| n.1 .1 == slot)
        .map(|n| n.1 .2.clone())
        .collect();
    Some(Mention {
        start: s,
        end: e,
        slot,
        value: None,
        near: values,
    })
}

fn mentions(text: &str, families: &[&Family], grounded: &[(usize, usize)]) -> Vec<Mention> {
    let mut found: Vec<Mention> = Vec::new();
    let mut seen: HashSet<(String, String)> = HashSet::new();
    let mut forms: Vec<(String, String, String)> = Vec::new(); // (form, slot, value)
    for f in families {
        for m in &f.members {
            for (i, v) in m.values.iter().enumerate() {
                if f.is_year(i) || !seen.insert((f.slots[i].clone(), v.clone())) {
                    continue;
                }
                forms.push((v.clone(), f.slots[i].clone(), v.clone()));
                if let Some(b) = bare(v) {
                    forms.push((b, f.slots[i].clone(), v.clone()));
                }
            }
        }
    }
    forms.sort_by_key(|f| std::cmp::Reverse(f.0.len()));
    let free =
        |found: &[Mention], s: usize, e: usize| found.iter().all(|m| e <= m.start || s >= m.end);
    // A Chinese place without its level character ("和平" of 和平区) is a word of the question
    // only where the question's words start and end ("天津和平的…", not "面积和平均": 和 | 平均).
    // (The question is cut only when such a form occurs in it.)
    let cuts: std::cell::OnceCell<Vec<usize>> = std::cell::OnceCell::new();
    let splits_words = |form: &str, value: &str, s: usize, e: usize| {
        if form == value || !form.chars().any(is_cjk) {
            return false;
        }
        let cuts = cuts.get_or_init(|| {
            clarisql_text::Segmenter::shared()
                .tokenize(text)
                .iter()
                .flat_map(|t| [t.start, t.end])
                .collect()
        });
        !(cuts.contains(&s) && cuts.contains(&e))
    };
    for (form, slot, value) in &forms {
        for (s, e) in find_all(text, form) {
            if free(&found, s, e) && !splits_words(form, value, s, e) {
                found.push(Mention {
                    start: s,
                    end: e,
                    slot: slot.clone(),
                    value: Some(value.clone()),
                    near: Vec::new(),
                });
            }
        }
    }
    // A place stored in English and named in Chinese (里斯本 for Lisbon): the word's gloss.
    if text.chars().any(is_cjk) {
        let english: Vec<&(String, String, String)> = forms
            .iter()
            .filter(|f| f.0 == f.2 && !f.0.chars().any(is_cjk))
            .collect();
        for t in clarisql_text::Segmenter::shared().tokenize(text) {
            if t.kind != clarisql_text::TokenKind::Cjk || !free(&found, t.start, t.end) {
                continue;
            }
            if let Some(f) = english
                .iter()
                .find(|f| clarisql_text::gloss_names(&t.norm, &f.0))
            {
                found.push(Mention {
                    start: t.start,
                    end: t.end,
                    slot: f.1.clone(),
                    value: Some(f.2.clone()),
                    near: Vec::new(),
                });
            }
        }
    }
    // Misspellings: an English word run before a level word ("Yanat District"), a capitalised
    // word one or two edits from a value, a Chinese run one character from a value.
    let known: Vec<&(String, String, String)> = forms.iter().collect();
    let in_grounded = |s: usize, e: usize| grounded.iter().any(|&(a, b)| s < b && e > a);
    let words: Vec<(usize, usize)> = {
        let mut v = Vec::new();
        let mut start = None;
        for (i, c) in text.char_indices() {
            let part = c.is_alphanumeric() && !is_cjk(c) || c == '\'';
            match (part, start) {
                (true, None) => start = Some(i),
                (false, Some(s)) => {
                    v.push((s, i));
                    start = None;
                }
                _ => {}
            }
        }
        if let Some(s) = start {
            v.push((s, text.len()));
        }
        v
    };
    for (k, &(s, e)) in words.iter().enumerate() {
        let w = &text[s..e];
        // A word in lower case, as chat is typed ("tressinham"), is a slip only when long and
        // one letter off: a further reach would take plain words for places.
        let capital = w.chars().next().is_some_and(|c| c.is_uppercase());
        if w.len() < if capital { 4 } else { 6 } {
            continue;
        }
        // With a level word after it, the mention is both words.
        let (span_end, with_level) = match words.get(k + 1) {
            Some(&(s2, e2))
                if text[e..s2].trim().is_empty()
                    && LEVELS
                        .iter()
                        .any(|l| text[s2..e2].eq_ignore_ascii_case(l.0)) =>
            {
                (e2, Some(text[s2..e2].to_string()))
            }
            _ => (e, None),
        };
        if !free(&found, s, span_end) || in_grounded(s, span_end) {
            continue;
        }
        let written = text[s..span_end].to_lowercase();
        let candidates = known
            .iter()
            .copied()
            .filter(|f| with_level.is_none() || f.0.contains(' ') || f.0 == f.2)
            .filter(|f| capital || strsim::osa_distance(&written, &f.0.to_lowercase()) == 1);
        found.extend(misspelt_mention(text, s, span_end, candidates));
    }
    // Two capitalised words misspelling a two-word value ("Old Twon" for Old Town): each word
    // alone is too far from the whole name to be seen above.
    for pair in words.windows(2) {
        let [(s, e), (s2, e2)] = [pair[0], pair[1]];
        let capital = |w: &str| w.chars().next().is_some_and(|c| c.is_uppercase());
        if !capital(&text[s..e])
            || !capital(&text[s2..e2])
            || !text[e..s2].trim().is_empty()
            || !free(&found, s, e2)
            || in_grounded(s, e2)
        {
            continue;
        }
        let candidates = known.iter().copied().filter(|f| f.0.contains(' '));
        found.extend(misspelt_mention(text, s, e2, candidates));
    }
    let chars: Vec<(usize, char)> = text.char_indices().collect();
    for f in known.iter().filter(|f| f.0.chars().any(is_cjk)) {
        let v: Vec<char> = f.0.chars().collect();
        if v.len() < 2 || chars.len() < v.len() {
            continue;
        }
        // A bare name ("广州" for 广州市) misspelt is told by where it stands: right before a
        // place of the next level ("广洲白云区", "舞汉洪山区", "广洲的白云区"); a full name by
        // its level character kept ("舞汉市").
        let bare_form = f.0 != f.2;
        // The place after must be of a finer level: "开发苏州市" is a verb before a city, not a
        // district ("开福") misspelt.
        let coarser_than = |value: &str| match (level_of(&f.2), level_of(value)) {
            (Some(a), Some(b)) => a > b,
            _ => true,
        };
        for i in 0..=chars.len() - v.len() {
            let window: Vec<char> = chars[i..i + v.len()].iter().map(|c| c.1).collect();
            let diff = window.iter().zip(&v).filter(|(a, b)| a != b).count();
            let anchored = bare_form || window.last() == v.last();
            if diff != 1 || !anchored || !window.iter().all(|c| is_cjk(*c)) {
                continue;
            }
            let s = chars[i].0;
            let e = chars.get(i + v.len()).map(|c| c.0).unwrap_or(text.len());
            let before_a_place = found.iter().any(|m| {
                m.value.as_deref().is_some_and(coarser_than)
                    && m.slot != f.1
                    && (m.start == e || text.get(e..m.start) == Some("的"))
            });
            if bare_form && !before_a_place {
                continue;
            }
            if let Some(m) = found
                .iter_mut()
                .find(|m| m.start == s && m.end == e && m.value.is_none() && m.slot == f.1)
            {
                // One character from several values ("愉北区": 江北区, 渝北区): all are offered.
                if !m.near.contains(&f.2) {
                    m.near.push(f.2.clone());
                }
            } else if free(&found, s, e) && !in_grounded(s, e) {
                found.push(Mention {
                    start: s,
                    end: e,
                    slot: f.1.clone(),
                    value: None,
                    near: vec![f.2.clone()],
                });
            }
        }
    }
    // Years: four digits, unless they date a month ("March 2020", "2020年3月").
    let year_families: Vec<&&Family> = families
        .iter()
        .filter(|f| (0..f.slots.len()).any(|i| f.is_year(i)))
        .collect();
    if let Some(fam) = year_families.first() {
        let i = (0..fam.slots.len()).find(|&i| fam.is_year(i)).unwrap_or(0);
        let years: BTreeSet<String> = fam.members.iter().map(|m| m.values[i].clone()).collect();
        // (Read once, only when a year dates a month.)
        let rows_named = std::cell::OnceCell::new();
        let bytes = text.as_bytes();
        let mut k = 0;
        while k < bytes.len() {
            if !bytes[k].is_ascii_digit() {
                k += 1;
                continue;
            }
            let s = k;
            while k < bytes.len() && bytes[k].is_ascii_digit() {
                k += 1;
            }
            let digits = &text[s..k];
            if year_like(digits).is_none() || !free(&found, s, k) {
                continue;
            }
            let before = text[..s].trim_end().to_lowercase();
            let after = &text[k..];
            let dated = MONTHS.iter().any(|m| before.ends_with(m))
                || (after.starts_with('年')
                    && after['年'.len_utf8()..]
                        .chars()
                        .next()
                        .is_some_and(|c| c.is_ascii_digit()))
                || after.starts_with('-')
                || before.ends_with('-');
            // ("lessons in March 2023" over lessons partitioned by year: the month is of those
            // rows, so its year is theirs; "tutors who started in September 2024" dates others,
            // and so does "tutors who started in 2024", whose verb names a date of tutors.)
            let dates_others = || dated || date_word_before(text, s, fam);
            if dates_others() && !*rows_named.get_or_init(|| names_rows(text, fam)) {
                continue;
            }
            let exact = years.contains(digits);
            found.push(Mention {
                start: s,
                end: k,
                slot: fam.slots[i].clone(),
                value: exact.then(|| digits.to_string()),
                near: if exact {
                    Vec::new()
                } else {
                    years.iter().cloned().collect()
                },
            });
        }
    }
    found.sort_by_key(|m| m.start);
    found
}

/// Whether a word of `text` names the rows of family `fam` (a stem of its members' names).
fn names_rows(text: &str, fam: &Family) -> bool {
    clarisql_text::tokenize(text)
        .iter()
        .any(|t| t.is_word() && fam.heads.contains(&t.stem))
}

/// Whether the word before byte `at` (past a preposition: "started in 2024", "joined
/// since 2023") names a date column of a table outside family `fam` (`Family::other_dates`).
fn date_word_before(text: &str, at: usize, fam: &Family) -> bool {
    const PAST: &[&str] = &[
        "in", "during", "since", "before", "after", "from", "until", "by",
    ];
    clarisql_text::tokenize(&text[..at])
        .iter()
        .rev()
        .filter(|t| t.is_word())
        .find(|t| !PAST.contains(&t.norm.as_str()))
        .is_some_and(|t| fam.other_dates.contains(&t.stem))
}

/// Whether only separators stand between byte `end` of one mention and `start` of the next.
fn stands_together(text: &str, end: usize, start: usize) -> bool {
    let between = text[end..start]
        .trim_matches(|c: char| c.is_whitespace() || ",，、的".contains(c))
        .to_lowercase();
    let between = between.trim();
    // "2022年西安市": the year's character joins it to the place right after it ("2022年，"
    // sets it apart).
    between.is_empty() || between == "of" || between == "in" || text[end..start].trim() == "年"
}

/// Mentions that stand together: nothing but separators between them and no slot repeated.
fn groups(text: &str, mentions: &[Mention], fams: &[&Family]) -> Vec<Vec<Mention>> {
    let mut out: Vec<Vec<Mention>> = Vec::new();
    for m in mentions {
        let joins = out.last().and_then(|g| g.last()).is_some_and(|prev| {
            stands_together(text, prev.end, m.start)
                && out.last().is_some_and(|g| {
                    g.iter().all(|x| x.slot != m.slot)
                        // Only slots one family has together: "Erqi District, Zhengzhou in
                        // 2022" is a place, then a year of another family (or a plain date).
                        && fams.iter().any(|f| {
                            f.slot_index(&m.slot).is_some()
                                && g.iter().all(|x| f.slot_index(&x.slot).is_some())
                        })
                })
        });
        if joins {
            if let Some(g) = out.last_mut() {
                g.push(m.clone());
            }
        } else {
            out.push(vec![m.clone()]);
        }
    }
    out
}

/// Whether `text` names a scope of the partitioned families `fams` (`families`) — a value a
/// caption holds (with or without its level word), or any name ending in a level word ("Dogli
/// District"): the scope check reports it, not the value lookup.
pub fn is_scope_name(fams: &[Family], text: &str) -> bool {
    if fams.is_empty() {
        return false;
    }
    let text = text.trim();
    level_of(text).is_some()
        || fams.iter().flat_map(|f| &f.members).any(|m| {
            m.values.iter().any(|v| {
                v.eq_ignore_ascii_case(text)
                    || bare(v).is_some_and(|b| b.eq_ignore_ascii_case(text))
            })
        })
}

/// What the scope check found.
#[derive(Debug, Clone, Default)]
pub struct ScopeCheck {
    pub findings: Vec<Finding>,
    /// Family members the question's scope rules out.
    pub hidden: HashSet<TableId>,
}

/// The byte span of the words unit `u` of `reading` was read from.
fn unit_bytes(ctx: &Context, reading: &Interpretation, u: usize) -> Option<(usize, usize)> {
    let &(s, e) = reading.facts.spans.get(u)?;
    Some((
        ctx.tokens.get(s)?.start,
        ctx.tokens.get(e.checked_sub(1)?)?.end,
    ))
}

/// The families a reading touches (a table, column or value of a member is grounded). Values
/// read inside `names` (byte spans of names the question gives that were not found, "Ronghua
/// Commercial") are words of those names, not rows of their tables ('Commercial' property).
fn touched(
    ctx: &Context,
    families: &[Family],
    reading: &Interpretation,
    names: &[(usize, usize)],
) -> Vec<usize> {
    let inside_name = |u: &usize| {
        unit_bytes(ctx, reading, *u)
            .is_some_and(|(a, b)| names.iter().any(|&(ns, ne)| ns <= a && b <= ne))
    };
    let mut tables: HashSet<TableId> = HashSet::new();
    let mut name_words: HashSet<TableId> = HashSet::new();
    for (u, g) in &reading.facts.grounding {
        match g {
            Grounding::Value(c, _) if inside_name(u) => name_words.insert(c.table),
            Grounding::Table(t) => tables.insert(*t),
            Grounding::Column(c) | Grounding::Value(c, _) => tables.insert(c.table),
        };
    }
    if let Some(q) = &reading.query {
        let needed: Vec<TableId> = q
            .needed_tables()
            .into_iter()
            .filter(|t| tables.contains(t) || !name_words.contains(t))
            .collect();
        tables.extend(needed);
    }
    (0..families.len())
        .filter(|&i| {
            families[i]
                .members
                .iter()
                .any(|m| tables.contains(&m.table))
        })
        .collect()
}

/// The byte offset of char offset `c`.
fn byte_at(text: &str, c: usize) -> Option<usize> {
    text.char_indices()
        .map(|(b, _)| b)
        .chain(std::iter::once(text.len()))
        .nth(c)
}

fn char_span(text: &str, s: usize, e: usize) -> (usize, usize) {
    (
        clarisql_text::char_offset(text, s),
        clarisql_text::char_offset(text, e),
    )
}

/// Members of a family whose values agree with a group's exact values.
fn matching<'f>(f: &'f Family, group: &[Mention]) -> Vec<&'f Member> {
    f.members
        .iter()
        .filter(|m| {
            group
                .iter()
                .all(|x| match (&x.value, f.slot_index(&x.slot)) {
                    (Some(v), Some(i)) => &m.values[i] == v,
                    _ => true,
                })
        })
        .collect()
}

/// "The question does not say which district it is about." (in Chinese over a Chinese family).
fn not_said(slot: &str, zh: bool) -> String {
    if zh {
        format!("问题没有说是哪个{slot}。")
    } else {
        format!(
            "The question does not say which {} it is about.",
            slot.to_lowercase()
        )
    }
}

/// A missing or wrong scope, made a blocking question: which value of `slot`, among the candidates
/// (asked in Chinese over a Chinese family).
pub(crate) fn asking_which(mut finding: Finding, slot: &str, zh: bool, why: &str) -> Finding {
    let labels: Vec<String> = finding.candidates.iter().map(|c| c.label.clone()).collect();
    let slot = slot.to_lowercase();
    finding.question = Some(if zh {
        format!("您指的是哪个{slot}：{}？", or_list_zh(&labels))
    } else {
        format!("Which {slot} do you mean: {}?", or_list(&labels))
    });
    finding.evidence = format!("tables of this kind exist per {slot}; {why}");
    finding.blocking = true;
    finding
}

fn candidate(db: &str, slot: &str, value: &str, label: String, score: f32) -> Candidate {
    Candidate {
        kind: CandidateKind::Value,
        database: Some(db.to_string()),
        table: None,
        column: Some(slot.to_string()),
        value: Some(value.to_string()),
        score,
        label,
    }
}

/// The mentions not inside a longer stored name (byte spans `names`): "Chongqing" in
/// "Chongqing X Holdings Co., Ltd." is part of the name, not a scope.
fn outside_names(ms: Vec<Mention>, names: &[(usize, usize)]) -> Vec<Mention> {
    ms.into_iter()
        .filter(|m| {
            !names
                .iter()
                .any(|&(a, b)| a <= m.start && m.end <= b && b - a > m.end - m.start)
        })
        .collect()
}

/// What the question's scope resolves to before interpretation.
#[derive(Debug, Clone, Default)]
pub struct Resolved {
    /// Members of families whose every named group rules them out.
    pub hidden: HashSet<TableId>,
    /// Byte spans of exact scope mentions and the tables their group names: the words name
    /// those tables (as their captions do), not a value or a column.
    pub spans: Vec<(usize, usize, Vec<TableId>)>,
    /// Byte spans of words surely read as misspelt scope values ("Xii'an" beside a place):
    /// the scope check asks about them, so they are no value either (by spelling alone a
    /// misspelt place matches a column of places, in tables the question is not about).
    pub misspelt: Vec<(usize, usize)>,
}

/// Resolves the scope mentions of `text` over a database's families `fams` (`families`):
/// members of families whose named groups all match are kept, their siblings hidden. `names`
/// are byte spans of stored names the text gives in full: a place inside one ("Chongqing X
/// Holdings Co., Ltd.") is no scope.
pub fn resolve(fams: &[Family], text: &str, names: &[(usize, usize)]) -> Resolved {
    let all: Vec<&Family> = fams.iter().collect();
    let ms = outside_names(mentions(text, &all, &[]), names);
    let mut gs = groups(text, &ms, &all);
    // A scope written right beside another that no family has together with it ("Erqi
    // District, Zhengzhou in 2022", "2022年西安市雁塔区…", a year of the finance tables) says
    // when, of the place's tables: it is left to the reading as a date, not a scope naming
    // other tables. The year is that date on whichever side it stands; otherwise the later.
    let is_year = |g: &Vec<Mention>| g.iter().all(|m| m.slot == YEAR_EN || m.slot == YEAR_ZH);
    let mut k = 1;
    while k < gs.len() {
        let (prev, g) = (&gs[k - 1], &gs[k]);
        let apart = !fams.iter().any(|f| {
            prev.iter()
                .chain(g.iter())
                .all(|m| f.slot_index(&m.slot).is_some())
        });
        match (prev.last(), g.first()) {
            (Some(p), Some(m)) if apart && stands_together(text, p.end, m.start) => {
                if is_year(prev) && !is_year(g) {
                    gs.remove(k - 1);
                } else {
                    gs.remove(k);
                }
            }
            _ => k += 1,
        }
    }
    let mut out = Resolved::default();
    for g in &gs {
        let mut tables = Vec::new();
        for f in fams {
            if g.iter().all(|m| f.slot_index(&m.slot).is_some()) {
                tables.extend(matching(f, g).iter().map(|m| m.table));
            }
        }
        // Only where it is surely a place: beside a place that exists ("Yanta District of
        // Xii'an") or with its level word ("Songjiarg District"); a word alone near a place's
        // name may be part of another name ("Wanhe Property" beside Tianhe).
        let beside_place = g.iter().any(|m| m.value.is_some());
        out.misspelt.extend(
            g.iter()
                .filter(|m| {
                    m.value.is_none() && (beside_place || level_of(&text[m.start..m.end]).is_some())
                })
                .map(|m| (m.start, m.end)),
        );
        for m in g.iter().filter(|m| m.value.is_some()) {
            // "2021年" is one word: the year's character is part of what names the tables.
            let end = if text[m.end..].starts_with('年') {
                m.end + '年'.len_utf8()
            } else {
                m.end
            };
            out.spans.push((m.start, end, tables.clone()));
        }
    }
    for f in fams {
        let mut keep: HashSet<TableId> = HashSet::new();
        let mut resolved = false;
        for g in &gs {
            if g.iter().any(|m| f.slot_index(&m.slot).is_none()) {
                continue;
            }
            let ok = matching(f, g);
            if g.iter().all(|m| m.value.is_some()) && !ok.is_empty() {
                resolved = true;
                keep.extend(ok.iter().map(|m| m.table));
            }
        }
        if resolved {
            out.hidden.extend(
                f.members
                    .iter()
                    .map(|m| m.table)
                    .filter(|t| !keep.contains(t)),
            );
        }
    }
    out
}

/// Algorithm 1 over the question: Missing, Error and Unmatch findings, with values that exist.
pub fn check(ctx: &Context, reading: &Interpretation) -> ScopeCheck {
    let fams = ctx.families;
    if fams.is_empty() {
        return ScopeCheck::default();
    }
    let text = ctx.text;
    let db_name = ctx.lake.db(ctx.db).id.clone();
    // Spans of values the reading grounded as written (entity names are not misspelt scopes;
    // a word read as a value only by spelling — "Chagsha" for 'Changsha' — may be one).
    let grounded: Vec<(usize, usize)> = reading
        .facts
        .grounding
        .iter()
        .filter_map(|(u, g)| {
            let Grounding::Value(_, v) = g else {
                return None;
            };
            let span = unit_bytes(ctx, reading, *u)?;
            let written = text.get(span.0..span.1)?;
            (clarisql_text::value_key(written) == clarisql_text::value_key(v)).then_some(span)
        })
        .collect();
    let all: Vec<&Family> = fams.iter().collect();
    // A place inside a longer name the question gives ("Wuhan Lanting Co., Ltd.") is no scope.
    let names: Vec<(usize, usize)> = grounded
        .iter()
        .copied()
        .chain(
            reading
                .findings
                .iter()
                .filter(|f| {
                    matches!(
                        f.category,
                        Category::ValueAmbiguity | Category::ValueNotFound
                    ) || is_placed_elsewhere(f)
                })
                .filter_map(|f| Some((byte_at(text, f.span.0)?, byte_at(text, f.span.1)?))),
        )
        .collect();
    let mut ms = outside_names(mentions(text, &all, &grounded), &names);
    // A number the reading compares a column of a table outside every family with ("clubs
    // founded before 1900") is that column's value, not a scope.
    let in_family: HashSet<TableId> = fams
        .iter()
        .flat_map(|f| f.members.iter().map(|m| m.table))
        .collect();
    let compared: Vec<f64> = reading
        .query
        .iter()
        .flat_map(|q| q.filter.iter().chain(&q.having))
        .filter(|c| {
            c.columns()
                .iter()
                .all(|col| !in_family.contains(&col.table))
        })
        .flat_map(|c| match c {
            Cond::Compare {
                value: Operand::Literal(l),
                ..
            } => vec![l],
            Cond::Between { low, high, .. } => vec![low, high],
            _ => Vec::new(),
        })
        .filter_map(Literal::as_number)
        .collect();
    ms.retain(|m| {
        m.value.is_some()
            || text[m.start..m.end]
                .trim()
                .parse::<f64>()
                .map_or(true, |n| !compared.contains(&n))
    });
    let gs = groups(text, &ms, &all);
    let value_tables: HashSet<TableId> = reading
        .facts
        .grounding
        .iter()
        .filter_map(|(_, g)| match g {
            Grounding::Value(c, _) => Some(c.table),
            _ => None,
        })
        .collect();
    let not_found: Vec<(usize, usize)> = reading
        .findings
        .iter()
        .filter(|f| f.category == Category::ValueNotFound)
        .filter_map(|f| Some((byte_at(text, f.span.0)?, byte_at(text, f.span.1)?)))
        .collect();
    let mut involved: Vec<usize> = touched(ctx, fams, reading, &not_found);
    for m in &ms {
        for (i, f) in fams.iter().enumerate() {
            if f.slot_index(&m.slot).is_some() && !involved.contains(&i) {
                involved.push(i);
            }
        }
    }
    let mut out = ScopeCheck::default();
    // One finding per (category, words, slot), whichever families see it: the first with
    // values that exist stands ("Xi'an" beside a district of another city has cities to offer
    // in the sales family, none in the land family).
    let mut reported: HashMap<(String, String), usize> = HashMap::new();
    let mut push = |f: Finding, slot: &str, out: &mut ScopeCheck| {
        let key = (format!("{:?}{}", f.category, f.text), slot.to_string());
        match reported.get(&key) {
            Some(&at) => {
                if out.findings[at].candidates.is_empty() && !f.candidates.is_empty() {
                    out.findings[at] = f;
                }
            }
            None => {
                reported.insert(key, out.findings.len());
                out.findings.push(f);
            }
        }
    };
    for &fi in &involved {
        let f = &fams[fi];
        let sep = if f.zh { "" } else { ", " };
        // Each group as far as this family has its slots: "Banan District, Chongqing in 2019"
        // names a member of a family without years all the same.
        let fgroups: Vec<Vec<Mention>> = gs
            .iter()
            .map(|g| {
                g.iter()
                    .filter(|m| f.slot_index(&m.slot).is_some())
                    .cloned()
                    .collect::<Vec<Mention>>()
            })
            .filter(|g| !g.is_empty())
            .collect();
        // Nothing of this family's scope is named.
        if fgroups.is_empty() {
            for (i, slot) in f.slots.iter().enumerate() {
                // Values of the tables holding a value the question names come first.
                let mut values: Vec<&String> = Vec::new();
                for m in f
                    .members
                    .iter()
                    .filter(|m| value_tables.contains(&m.table))
                    .chain(f.members.iter())
                {
                    if !values.contains(&&m.values[i]) {
                        values.push(&m.values[i]);
                    }
                }
                let mut finding =
                    Finding::new(Category::ScopeMissing, (0, 0), "", not_said(slot, f.zh));
                finding.candidates = values
                    .iter()
                    .take(8)
                    .map(|v| candidate(&db_name, slot, v, v.to_string(), 0.5))
                    .collect();
                push(
                    asking_which(finding, slot, f.zh, "none is named"),
                    slot,
                    &mut out,
                );
            }
            continue;
        }
        for g in &fgroups {
            // The values the group names that captions hold.
            let exact: Vec<&Mention> = g.iter().filter(|m| m.value.is_some()).collect();
            let exact_group: Vec<Mention> = exact.iter().map(|m| (*m).clone()).collect();
            // Error: a value no caption holds.
            for m in g.iter().filter(|m| m.value.is_none()) {
                let written = &text[m.start..m.end];
                let mut finding = Finding::new(
                    Category::ScopeError,
                    char_span(text, m.start, m.end),
                    written,
                    if f.zh {
                        format!("没有关于“{written}”（{}）的表。", m.slot)
                    } else {
                        format!("No table is about '{written}' ({}).", m.slot.to_lowercase())
                    },
                );
                // Values that exist with the rest of the group first ("重庆的愉北区": 渝北区 is
                // in 重庆, 江北区 may not be).
                let fits = |v: &String| {
                    let mut probe = exact_group.clone();
                    probe.push(Mention {
                        value: Some(v.clone()),
                        ..m.clone()
                    });
                    !matching(f, &probe).is_empty()
                };
                let mut near: Vec<&String> = m.near.iter().collect();
                near.sort_by_key(|v| !fits(v));
                finding.candidates = near
                    .into_iter()
                    .take(6)
                    .map(|v| candidate(&db_name, &m.slot, v, v.clone(), 0.8))
                    .collect();
                let labels: Vec<String> =
                    finding.candidates.iter().map(|c| c.label.clone()).collect();
                finding.question = Some(if f.zh {
                    format!(
                        "没有关于“{written}”的表。您指的是{}吗？",
                        or_list_zh(&labels)
                    )
                } else {
                    format!(
                        "No table is about '{written}'. Did you mean {}?",
                        or_list(&labels)
                    )
                });
                finding.evidence = format!("'{written}' is found in no caption (slot count 0)");
                finding.blocking = true;
                push(finding, &m.slot, &mut out);
            }
            // Unmatch: each exists, together they do not.
            // The combination counts over every family with these slots (Algorithm 1 counts
            // over all captions): a pair that has land tables but no sales table still exists.
            let exists_anywhere = fams.iter().any(|o| {
                exact_group.iter().all(|m| o.slot_index(&m.slot).is_some())
                    && !matching(o, &exact_group).is_empty()
            });
            if exact.len() >= 2 && !exists_anywhere {
                for m in &exact {
                    let i = f.slot_index(&m.slot).unwrap_or(0);
                    let others: Vec<Mention> = exact
                        .iter()
                        .filter(|x| x.slot != m.slot)
                        .map(|x| (*x).clone())
                        .collect();
                    // Over every family with these slots, as for a missing value: the
                    // question's family may be misjudged (Changping has land tables only).
                    let fits: BTreeSet<String> = fams
                        .iter()
                        .filter(|o| o.slots == f.slots)
                        .flat_map(|o| matching(o, &others))
                        .map(|x| x.values[i].clone())
                        .collect();
                    let written = &text[m.start..m.end];
                    let mut finding = Finding::new(
                        Category::ScopeUnmatch,
                        char_span(text, m.start, m.end),
                        written,
                        if f.zh {
                            let others: Vec<String> = others
                                .iter()
                                .map(|o| format!("“{}”", &text[o.start..o.end]))
                                .collect();
                            format!(
                                "“{written}”和{}都存在，但没有同时关于两者的表。",
                                or_list_zh(&others)
                            )
                        } else {
                            let others: Vec<String> = others
                                .iter()
                                .map(|o| format!("'{}'", &text[o.start..o.end]))
                                .collect();
                            format!(
                                "'{written}' and {} exist, but no table is about both.",
                                or_list(&others)
                            )
                        },
                    );
                    finding.candidates = fits
                        .iter()
                        .map(|v| candidate(&db_name, &m.slot, v, v.clone(), 0.7))
                        .collect();
                    let labels: Vec<String> =
                        finding.candidates.iter().map(|c| c.label.clone()).collect();
                    finding.question = Some(if f.zh {
                        format!(
                            "没有关于这个组合的表。您指的是哪个{}：{}？",
                            m.slot,
                            or_list_zh(&labels)
                        )
                    } else {
                        format!(
                            "No table is about that combination. Which {} do you mean: {}?",
                            m.slot.to_lowercase(),
                            or_list(&labels)
                        )
                    });
                    finding.evidence = "each value is found in captions, the combination in none (combined slot count 0)".into();
                    finding.blocking = true;
                    push(finding, &m.slot, &mut out);
                }
            }
            // Missing: a slot of the family the group does not name.
            for (i, slot) in f.slots.iter().enumerate() {
                if g.iter().any(|m| &m.slot == slot) {
                    continue;
                }
                let fits: Vec<&Member> = matching(f, g);
                let mut values: BTreeSet<String> =
                    fits.iter().map(|m| m.values[i].clone()).collect();
                // The same slot next to the same places in the other families: the question's
                // family may be misjudged, and a reply naming one of them must still apply.
                for other in fams.iter().filter(|o| o.slots == f.slots) {
                    values.extend(matching(other, g).iter().map(|m| m.values[i].clone()));
                }
                // The anchor the missing value goes next to, in caption order.
                let anchor = g.iter().min_by_key(|m| m.start);
                let (text_anchor, span) = match anchor {
                    Some(a) => (
                        text[a.start..a.end].to_string(),
                        char_span(text, a.start, a.end),
                    ),
                    None => (String::new(), (0, 0)),
                };
                let anchor_first = anchor
                    .and_then(|a| f.slot_index(&a.slot))
                    .is_some_and(|ai| ai < i);
                let mut finding = Finding::new(
                    Category::ScopeMissing,
                    span,
                    text_anchor.clone(),
                    not_said(slot, f.zh),
                );
                // Every value that fits the places named (a city's districts, four years): a
                // reply may name any of them, and there are few once a place is named.
                finding.candidates = values
                    .iter()
                    .map(|v| {
                        let label = if text_anchor.is_empty() {
                            v.clone()
                        } else if anchor_first {
                            format!("{text_anchor}{sep}{v}")
                        } else {
                            format!("{v}{sep}{text_anchor}")
                        };
                        candidate(&db_name, slot, v, label, 0.6)
                    })
                    .collect();
                push(
                    asking_which(finding, slot, f.zh, "the question names none"),
                    slot,
                    &mut out,
                );
            }
        }
    }
    out
}

const PLACED_ELSEWHERE: &str =
    "the name is stored, but only in tables of other places than the question's";

/// Whether `f` is one of [`placed_elsewhere`]'s findings.
pub fn is_placed_elsewhere(f: &Finding) -> bool {
    f.category == Category::ScopeMissing && f.evidence == PLACED_ELSEWHERE
}

/// A name stored as written, but only in tables of a partitioned family other than those the
/// question places things in ("X and Y in Dongxihu District, Wuhan", X being in Yanta
/// District, Xi'an): X's own place is missing. One `ScopeMissing` per slot, offering the places
/// that hold the name, written beside it ("X in Yanta District, Xi'an") so that a reply naming
/// one puts it there. Empty when some table holding the name is no family member.
pub fn placed_elsewhere(
    lake: &Lake,
    db: DbId,
    fams: &[Family],
    name: &str,
    span: (usize, usize),
    holders: &[TableId],
) -> Vec<Finding> {
    let mut places: Vec<(&Family, &Member)> = Vec::new();
    for t in holders {
        let Some(found) = fams
            .iter()
            .find_map(|f| f.members.iter().find(|m| m.table == *t).map(|m| (f, m)))
        else {
            return Vec::new();
        };
        if !places.iter().any(|(_, m)| m.values == found.1.values) {
            places.push(found);
        }
    }
    let Some((family, _)) = places.first() else {
        return Vec::new();
    };
    let db_name = &lake.db(db).id;
    let label = |f: &Family, m: &Member| {
        if f.zh {
            format!("{}的{name}", m.values.concat())
        } else {
            format!("{name} in {}", m.values.join(", "))
        }
    };
    family
        .slots
        .iter()
        .enumerate()
        .map(|(i, slot)| {
            let mut finding = Finding::new(
                Category::ScopeMissing,
                span,
                name,
                if family.zh {
                    format!("“{name}”不在问题所说的地方；问题没有说它在哪个{slot}。")
                } else {
                    format!(
                        "'{name}' is not in the place the question names; it does not say which {} it is in.",
                        slot.to_lowercase()
                    )
                },
            );
            finding.candidates = places
                .iter()
                .filter(|(f, _)| f.slots == family.slots)
                .map(|(f, m)| candidate(db_name, slot, &m.values[i], label(f, m), 0.6))
                .collect();
            let labels: Vec<String> = finding.candidates.iter().map(|c| c.label.clone()).collect();
            finding.question = Some(if family.zh {
                format!("您说的“{name}”是哪里的：{}？", or_list_zh(&labels))
            } else {
                format!(
                    "Which place do you mean for '{name}': {}?",
                    or_list(&labels)
                )
            });
            finding.evidence = PLACED_ELSEWHERE.into();
            finding.blocking = true;
            finding
        })
        .collect()
}

/// One way to apply a scope clarification: replace `from` in the question by `to` (append when
/// `from` is empty), chosen when the reply names `value`.
#[derive(Debug, Clone, PartialEq)]
pub struct ScopeEdit {
    pub value: String,
    pub from: String,
    pub to: String,
}

/// The edits a response's scope findings over database `db` offer: their options, then every
/// value of a slot the question names nothing of (a few are shown; a reply may name any).
pub fn edits(lake: &Lake, db: DbId, findings: &[Finding]) -> Vec<ScopeEdit> {
    let mut out = shown_edits(findings);
    let unnamed: Vec<String> = findings
        .iter()
        .filter(|f| {
            f.category == Category::ScopeMissing && f.text.is_empty() && !is_placed_elsewhere(f)
        })
        .filter_map(|f| f.candidates.first()?.column.clone())
        .collect();
    if unnamed.is_empty() {
        return out;
    }
    for family in families(lake, db) {
        for slot in &unnamed {
            let Some(i) = family.slot_index(slot) else {
                continue;
            };
            for m in &family.members {
                let v = &m.values[i];
                if !out.iter().any(|e| e.from.is_empty() && &e.value == v) {
                    out.push(ScopeEdit {
                        value: v.clone(),
                        from: String::new(),
                        to: v.clone(),
                    });
                }
            }
        }
    }
    out
}

/// The edits the options of a response's scope findings offer.
fn shown_edits(findings: &[Finding]) -> Vec<ScopeEdit> {
    findings
        .iter()
        .filter(|f| {
            matches!(
                f.category,
                Category::ScopeMissing | Category::ScopeError | Category::ScopeUnmatch
            )
        })
        .flat_map(|f| {
            f.candidates.iter().filter_map(|c| {
                Some(ScopeEdit {
                    value: c.value.clone()?,
                    from: f.text.clone(),
                    to: c.label.clone(),
                })
            })
        })
        .collect()
}

/// The question with the scope values a reply names put in place; None when it names none.
pub fn apply_reply(question: &str, reply: &str, edits: &[ScopeEdit]) -> Option<String> {
    let lower = reply.to_lowercase();
    // An option number ("2", "#2"), counted over the options shown (the first finding's).
    let digits = lower.trim().trim_start_matches('#').trim_end_matches('.');
    // A number past the options is a value ("2021" for a year).
    if let Some(e) = digits
        .parse::<usize>()
        .ok()
        .and_then(|n| edits.get(n.checked_sub(1)?))
    {
        return Some(apply(question, e));
    }
    let mut chosen: Vec<&ScopeEdit> = Vec::new();
    let mut order: Vec<&ScopeEdit> = edits.iter().collect();
    order.sort_by_key(|e| std::cmp::Reverse(e.value.len()));
    let mut used_values: Vec<String> = Vec::new();
    for e in order {
        let v = e.value.to_lowercase();
        if lower.contains(&v)
            && !used_values.iter().any(|u| u.contains(&v))
            && !chosen
                .iter()
                .any(|c| c.from == e.from && !e.from.is_empty())
        {
            used_values.push(v);
            chosen.push(e);
        }
    }
    if chosen.is_empty() {
        return None;
    }
    let mut q = question.to_string();
    for e in chosen {
        q = apply(&q, e);
    }
    Some(q)
}

fn apply(question: &str, e: &ScopeEdit) -> String {
    if e.from.is_empty() {
        // Chinese says when and where first ("2021年…的净利润是多少？"): after the question mark
        // a scope would read as a sentence of its own.
        if clarisql_text::has_cjk(question) {
            // A bare year glued to the next name ("2022郑州市…") reads as one token; "年" ends it,
            // and a comma keeps it a scope of its own rather than the date of a place after it.
            let unit = if year_like(&e.to).is_some() {
                "年，"
            } else {
                ""
            };
            format!("{}{unit}{}", e.to, question.trim_start())
        } else {
            format!("{} {}", question.trim_end(), e.to)
        }
    } else {
        // A quoted name (a value the user already confirmed) stays quoted, its place outside
        // the quotes: "重庆市江北区的\"大唐锦绣山庄\"", not "\"重庆市江北区的大唐锦绣山庄\"".
        let quoted = format!("\"{}\"", e.from);
        if question.contains(&quoted) && e.to.contains(&e.from) {
            let to = e.to.replacen(&e.from, &quoted, 1);
            return question.replacen(&quoted, &to, 1);
        }
        question.replacen(&e.from, &e.to, 1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn missing_year(year: &str) -> ScopeEdit {
        ScopeEdit {
            value: year.to_string(),
            from: String::new(),
            to: year.to_string(),
        }
    }

    #[test]
    fn a_place_given_for_a_quoted_name_goes_outside_its_quotes() {
        let edit = ScopeEdit {
            value: "江北区".into(),
            from: "大唐锦绣山庄".into(),
            to: "重庆市江北区的大唐锦绣山庄".into(),
        };
        let q = "\"大唐锦绣山庄\"和武汉市汉阳区融汇半山广场的绿地率分别是多少？";
        assert_eq!(
            apply_reply(q, "区域是江北区。", std::slice::from_ref(&edit)).as_deref(),
            Some("重庆市江北区的\"大唐锦绣山庄\"和武汉市汉阳区融汇半山广场的绿地率分别是多少？")
        );
        // Unquoted, the name is replaced as before.
        assert_eq!(
            apply(&q.replace('"', ""), &edit),
            "重庆市江北区的大唐锦绣山庄和武汉市汉阳区融汇半山广场的绿地率分别是多少？"
        );
    }

    /// A family of tables by district and city (`slots`), one per place.
    fn places(slots: [&str; 2], zh: bool, places: &[(&str, &str)]) -> Family {
        Family {
            slots: slots.iter().map(|s| s.to_string()).collect(),
            members: places
                .iter()
                .enumerate()
                .map(|(t, (district, city))| Member {
                    table: TableId {
                        db: clarisql_lake::DbId(0),
                        table: t as u32,
                    },
                    values: vec![district.to_string(), city.to_string()],
                })
                .collect(),
            zh,
            heads: Vec::new(),
            other_dates: Vec::new(),
        }
    }

    /// The mention of `word` in `text`, which must be one.
    fn slip_in(text: &str, family: &Family, word: &str) -> Mention {
        mentions(text, &[family], &[])
            .into_iter()
            .find(|m| &text[m.start..m.end] == word)
            .unwrap_or_else(|| panic!("'{word}' is a mention"))
    }

    #[test]
    fn two_swapped_letters_of_a_short_place_name_are_one_slip() {
        let family = places(
            ["District", "City"],
            false,
            &[("Hongshan District", "Wuhan"), ("Yanta District", "Xi'an")],
        );
        let text = "Where is Jinxiu Mansion in Hongshan District, Wuhna?";
        let slip = slip_in(text, &family, "Wuhna");
        assert_eq!(slip.near, ["Wuhan"]);
    }

    #[test]
    fn a_long_place_name_typed_in_lower_case_one_letter_off_is_a_slip() {
        let family = places(
            ["District", "City"],
            false,
            &[("Tressingham", "Corvale"), ("Lyne", "Corvale")],
        );
        let slip = slip_in("tressinham lets for 2024 pls", &family, "tressinham");
        assert_eq!(slip.near, ["Tressingham"]);
        // Two letters off, or short, in lower case: plain words, no place.
        let ms = mentions("tresinhamm lets, lyme ones", &[&family], &[]);
        assert!(ms.is_empty(), "{ms:?}");
    }

    #[test]
    fn a_chinese_place_one_character_from_several_offers_them_all() {
        let family = places(
            ["区域", "城市"],
            true,
            &[
                ("江北区", "重庆市"),
                ("渝北区", "重庆市"),
                ("洪山区", "武汉市"),
            ],
        );
        let text = "重庆的愉北区翠湖花园的均价是多少？";
        let slip = slip_in(text, &family, "愉北区");
        let mut near = slip.near.clone();
        near.sort();
        assert_eq!(near, ["江北区", "渝北区"]);
    }

    #[test]
    fn a_bare_chinese_place_inside_other_words_is_no_mention() {
        let family = places(
            ["区域", "城市"],
            true,
            &[("和平区", "天津市"), ("南开区", "天津市")],
        );
        // "面积和平均": 和 | 平均, not 和平.
        let text = "天津市南开区的滨江雅苑的成交面积和平均成交价格是多少？";
        let ms = mentions(text, &[&family], &[]);
        assert!(ms.iter().all(|m| &text[m.start..m.end] != "和平"), "{ms:?}");
        // Standing as a word, it is one.
        let text = "天津和平的滨江雅苑的均价是多少？";
        let ms = mentions(text, &[&family], &[]);
        assert!(ms.iter().any(|m| &text[m.start..m.end] == "和平"), "{ms:?}");
    }

    #[test]
    fn a_word_before_a_city_is_no_misspelt_district() {
        let family = places(
            ["区域", "城市"],
            true,
            &[("开福区", "长沙市"), ("虎丘区", "苏州市")],
        );
        // "开发" is one character from 开福 (开福区 without its level), but a district does not
        // stand before a city; a city misspelt before a district still does ("长纱开福区").
        let text = "开发苏州市的虎丘区的枫林公馆的企业的营业收入是多少？";
        let ms = mentions(text, &[&family], &[]);
        assert!(ms.iter().all(|m| m.value.is_some()), "{ms:?}");
        let slip = slip_in("长纱开福区的地块有哪些？", &family, "长纱");
        assert_eq!(slip.near, ["长沙市"]);
    }

    #[test]
    fn a_year_given_in_a_reply_is_written_as_chinese_writes_it() {
        let edits = [
            ScopeEdit {
                value: "郑州市".to_string(),
                from: "二七区".to_string(),
                to: "郑州市二七区".to_string(),
            },
            missing_year("2022"),
        ];
        let q = apply_reply(
            "二七区的A是哪家开发商开发的？",
            "城市是郑州市。年份是2022。",
            &edits,
        );
        assert_eq!(
            q.as_deref(),
            Some("2022年，郑州市二七区的A是哪家开发商开发的？")
        );
        let q = apply_reply(
            "Which enterprise had the highest net profit?",
            "2021",
            &[missing_year("2021")],
        );
        assert_eq!(
            q.as_deref(),
            Some("Which enterprise had the highest net profit? 2021")
        );
    }
}
