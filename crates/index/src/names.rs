//! What a table or column answers to: the words of its identifier, their expansions
//! (`dept` -> department), synonyms (`nation` -> country), the column name without the table's
//! prefix (`stu_fname` in `student` -> first name), its two words written as one
//! (`class_room` -> classroom), and its caption or description.

use clarisql_lake::{Column, Database, Table};
use clarisql_text::{
    abbreviation_expansions, hypernyms_of, identifier_words, is_work_word, normalize, stem,
    synonyms_of, words,
};
use serde::{Deserialize, Serialize};

/// One way of referring to a schema element, as a sequence of stems.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Phrase {
    pub stems: Vec<String>,
    /// 1.0 for the identifier itself; lower for expansions, synonyms and descriptions.
    pub weight: f32,
}

/// All the phrases of one element, the most literal first.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct Names {
    /// Normalised identifier words, as written (`["stu", "fname"]`).
    pub words: Vec<String>,
    pub phrases: Vec<Phrase>,
}

impl Names {
    fn push(&mut self, stems: Vec<String>, weight: f32) {
        let stems: Vec<String> = stems.into_iter().filter(|s| !s.is_empty()).collect();
        if stems.is_empty() {
            return;
        }
        if let Some(p) = self.phrases.iter_mut().find(|p| p.stems == stems) {
            p.weight = p.weight.max(weight);
        } else {
            self.phrases.push(Phrase { stems, weight });
        }
    }

    /// Every stem any phrase uses, with the best weight it appears under.
    pub fn stems(&self) -> Vec<(String, f32)> {
        let mut out: Vec<(String, f32)> = Vec::new();
        for p in &self.phrases {
            for s in &p.stems {
                match out.iter_mut().find(|(x, _)| x == s) {
                    Some(e) => e.1 = e.1.max(p.weight),
                    None => out.push((s.clone(), p.weight)),
                }
            }
        }
        out
    }
}

fn stems_of(words: &[String]) -> Vec<String> {
    words
        .iter()
        .flat_map(|w| w.split(' '))
        .map(|w| stem(&normalize(w)))
        .collect()
}

/// Variants of a word list: each word alone replaced by its expansions or synonyms.
fn variants(words: &[String]) -> Vec<(Vec<String>, f32)> {
    let mut out = Vec::new();
    // All abbreviations expanded at once ("stu fname" -> "student first name").
    let expanded: Vec<String> = words
        .iter()
        .map(|w| {
            abbreviation_expansions(w)
                .first()
                .map(|e| e.to_string())
                .unwrap_or_else(|| w.clone())
        })
        .collect();
    if expanded != words {
        out.push((expanded, 0.95));
    }
    for (i, w) in words.iter().enumerate() {
        for e in abbreviation_expansions(w).iter().skip(1) {
            let mut v = words.to_vec();
            v[i] = e.to_string();
            out.push((v, 0.9));
        }
        for s in synonyms_of(w) {
            let mut v = words.to_vec();
            v[i] = s.to_string();
            out.push((v, 0.85));
        }
    }
    // Synonyms of the whole identifier ("last name" ~ "surname"): the same thing named whole,
    // as strong as the name (a cue word inside one, "average", stays part of it).
    let joined = words.join(" ");
    for s in synonyms_of(&joined) {
        out.push((s.split(' ').map(str::to_string).collect(), 1.0));
    }
    out
}

fn add_with_variants(names: &mut Names, words: &[String], weight: f32) {
    // "LName" splits into l + name: read the letter and the word together too (lname ->
    // "last name" through the abbreviations).
    if words.len() >= 2 && words[0].chars().count() == 1 {
        let mut joined = vec![format!("{}{}", words[0], words[1])];
        joined.extend(words[2..].iter().cloned());
        if !abbreviation_expansions(&joined[0]).is_empty() {
            names.push(stems_of(&joined), weight);
            for (v, w) in variants(&joined) {
                names.push(stems_of(&v), weight * w);
            }
        }
    }
    names.push(stems_of(words), weight);
    for (v, w) in variants(words) {
        names.push(stems_of(&v), weight * w);
    }
    // A two-word identifier written as one word ("classroom" for `class_room`, "hometown" for
    // `home_town`): the two stems glued, so that the compound is no longer a word that merely
    // starts with the first ("credit" is not `credit_rating`). Longer identifiers are left
    // alone: gluing each pair of their words added phrases and gained nothing measured.
    let plain = |w: &String| w.chars().count() >= 3 && w.chars().all(|c| c.is_alphabetic());
    if let [a, b] = words {
        if plain(a) && plain(b) {
            let glued = format!("{}{}", stem(&normalize(a)), stem(&normalize(b)));
            names.push(vec![glued], weight * 0.95);
        }
    }
}

/// Strips words that only repeat the table's name: `dorm_name` in `dorm` -> `name`.
fn without_table_prefix(column: &[String], table: &[String]) -> Option<Vec<String>> {
    if column.len() < 2 {
        return None;
    }
    let table_stems: Vec<String> = stems_of(table);
    let first = &column[0];
    let first_stem = stem(first);
    let is_table_word = table_stems.contains(&first_stem)
        || table
            .iter()
            .any(|t| t.len() > first.len() && first.len() >= 2 && t.starts_with(first.as_str()))
        || abbreviation_expansions(first)
            .iter()
            .any(|e| table_stems.contains(&stem(e)));
    is_table_word.then(|| column[1..].to_vec())
}

/// `DName` in `Department`, `eid` in `employee`, `apid` in `airports`, `DNO` in `Department`:
/// the table's first letters (or its initials) glued to "name", "id" or "no" are the table's
/// own name, key or number. Only a text column reads as the name and only a primary-key column
/// as the id or number, so that a word that merely ends that way (`paid`, `bid`, `piano`) is
/// not taken apart.
fn own_initialled(
    column: &Column,
    table: &Table,
    words: &[String],
    table_words: &[String],
) -> Option<&'static str> {
    if words.len() > 2 {
        return None;
    }
    let joined = words.concat();
    if !abbreviation_expansions(&joined).is_empty() {
        return None;
    }
    let (head, own) = [
        ("name", "name"),
        ("id", "id"),
        ("no", "number"),
        ("num", "number"),
    ]
    .into_iter()
    .find_map(|(suffix, own)| joined.strip_suffix(suffix).map(|h| (h, own)))?;
    if head.is_empty() || head.chars().count() > 4 || !head.chars().all(|c| c.is_ascii_lowercase())
    {
        return None;
    }
    let initials: String = table_words
        .iter()
        .filter_map(|w| w.chars().next())
        .collect();
    let shortened = table_words.first().is_some_and(|w| w.starts_with(head));
    if !(shortened || (table_words.len() > 1 && initials == head)) {
        return None;
    }
    let fits = match own {
        "name" => column.kind == clarisql_lake::ColumnKind::Text,
        // The key, or the number that stands for a row.
        _ => table
            .columns
            .iter()
            .position(|c| c.name == column.name)
            .is_some_and(|i| table.primary_key.contains(&i)),
    };
    fits.then_some(own)
}

pub fn table_names(table: &Table) -> Names {
    let words = identifier_words(&table.name);
    let mut names = Names {
        words: words.clone(),
        phrases: Vec::new(),
    };
    add_with_variants(&mut names, &words, 1.0);
    // The broader name of what the table lists ("manufacturers" are "companies"), more
    // loosely. Tables only: a column `publisher` of books is no company of the question's.
    if let Some(head) = words.last() {
        for broad in hypernyms_of(head) {
            let mut v = words.clone();
            if let Some(last) = v.last_mut() {
                *last = broad.to_string();
            }
            names.push(stems_of(&v), 0.8);
        }
    }
    // Schema-kind prefixes say how a table is stored, not what it holds ("Ref_Document_Types"
    // is "document types").
    if let [first, rest @ ..] = words.as_slice() {
        let storage_prefix = matches!(
            first.as_str(),
            "ref" | "tbl" | "tb" | "lu" | "lkp" | "lookup" | "dim" | "fact" | "stg" | "t"
        );
        if storage_prefix && !rest.is_empty() {
            add_with_variants(&mut names, rest, 0.95);
        }
    }
    if let Some(caption) = &table.caption {
        let cap = words_of_text(caption);
        if !cap.is_empty() {
            names.push(stems_of(&cap), 0.7);
        }
    }
    names
}

/// What people call the work a business records ("how many jobs did we do in May") names its
/// work tables (`Database::work_tables`), more loosely than their own names; not in a
/// database where a table or column is named so already (a `job_title` is what "job" means
/// there).
pub fn name_work_tables(db: &Database, names: &mut [Names]) {
    let named_so = |words: &[String]| words.iter().any(|w| is_work_word(&stem(w)));
    if db.tables.iter().any(|t| {
        named_so(&identifier_words(&t.name))
            || t.columns
                .iter()
                .any(|c| named_so(&identifier_words(&c.name)))
    }) {
        return;
    }
    for t in db.work_tables() {
        if let Some(n) = names.get_mut(t) {
            n.push(vec![stem("job")], 0.75);
        }
    }
}

pub fn column_names(column: &Column, table: &Table) -> Names {
    let words = identifier_words(&column.name);
    let mut names = Names {
        words: words.clone(),
        phrases: Vec::new(),
    };
    add_with_variants(&mut names, &words, 1.0);
    let table_words = identifier_words(&table.name);
    if let Some(rest) = without_table_prefix(&words, &table_words) {
        add_with_variants(&mut names, &rest, 0.9);
    }
    if let Some(own) = own_initialled(column, table, &words, &table_words) {
        // A number is only ever said with its table ("flight number"); a name or id alone is
        // the table's own, as `dorm_name` above.
        let mut said = if own == "number" {
            table_words.clone()
        } else {
            Vec::new()
        };
        said.push(own.to_string());
        names.push(stems_of(&said), 0.9);
    }
    // Without its unit: a unit's words ("年" of "成交月份 (年-月)", "m") are not names of the column.
    if let Some(head) = column.described_name() {
        let d = words_of_text(head);
        if !d.is_empty() && d.len() <= 8 {
            names.push(stems_of(&d), 0.8);
            // Other names of the described measure ("容积率" ~ "建筑容积率").
            for s in synonyms_of(&normalize(head)) {
                names.push(stems_of(&words_of_text(s)), 0.75);
            }
        }
    }
    // What the yes value of a yes/no column means names it ("1 = shore power" for
    // `has_power`): "berths without shore power" is the column's no.
    for meaning in column.true_meanings() {
        let d = words_of_text(meaning);
        if !d.is_empty() && d.len() <= 4 {
            names.push(stems_of(&d), 0.8);
        }
    }
    names
}

fn words_of_text(text: &str) -> Vec<String> {
    words(text)
        .into_iter()
        .filter(|w| !clarisql_text::is_stopword(w))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use clarisql_lake::{ColumnKind, Profile};

    fn column(name: &str) -> Column {
        Column {
            name: name.into(),
            declared_type: String::new(),
            kind: ColumnKind::Text,
            description: None,
            profile: Profile::default(),
        }
    }

    fn table(name: &str) -> Table {
        Table {
            name: name.into(),
            caption: None,
            columns: vec![],
            primary_key: vec![],
            row_count: 0,
        }
    }

    fn phrases(n: &Names) -> Vec<String> {
        n.phrases.iter().map(|p| p.stems.join(" ")).collect()
    }

    /// The phrases of column `at` of a table of `columns` keyed by its first.
    fn keyed_phrases(table_name: &str, columns: &[&str], at: usize) -> Vec<String> {
        let mut t = table(table_name);
        t.columns = columns.iter().map(|c| column(c)).collect();
        t.primary_key = vec![0];
        phrases(&column_names(&t.columns[at], &t))
    }

    #[test]
    fn the_tables_initial_glued_to_name_id_or_no_is_its_own() {
        let has = |p: &[String], x: &str| p.iter().any(|y| y == x);
        assert!(has(
            &keyed_phrases("Department", &["DNO", "DName"], 1),
            "name"
        ));
        assert!(has(&keyed_phrases("employee", &["eid", "paid"], 0), "id"));
        assert!(has(
            &keyed_phrases("Department", &["DNO", "DName"], 0),
            "depart number"
        ));
        // A first name is not the table's name, nor is a word that merely ends in "id" (not
        // the key) its id.
        assert!(!has(
            &keyed_phrases("Faculty", &["FacID", "FName"], 1),
            "name"
        ));
        assert!(!has(
            &keyed_phrases("payments", &["pay_no", "paid"], 1),
            "id"
        ));
    }

    #[test]
    fn expands_abbreviations_and_prefixes() {
        let n = column_names(&column("stu_fname"), &table("Student"));
        let p = phrases(&n);
        assert!(p.contains(&"stu fname".to_string()), "{p:?}");
        assert!(p.contains(&"student first name".to_string()), "{p:?}");
        assert!(p.contains(&"first name".to_string()), "{p:?}");
        let n = column_names(&column("dorm_name"), &table("Dorm"));
        assert!(phrases(&n).contains(&"name".to_string()));
        let n = table_names(&table("Nations"));
        assert!(
            phrases(&n).contains(&"countri".to_string()),
            "{:?}",
            phrases(&n)
        );
    }

    #[test]
    fn two_identifier_words_answer_to_their_compound() {
        let p = phrases(&column_names(&column("class_room"), &table("lesson")));
        assert!(p.contains(&"classroom".to_string()), "{p:?}");
        let p = phrases(&column_names(&column("home_town"), &table("player")));
        assert!(p.contains(&"hometown".to_string()), "{p:?}");
        // The stems glued: `credit_rating` is "creditrate", which "credit" does not open.
        let p = phrases(&column_names(&column("credit_rating"), &table("customer")));
        assert!(p.contains(&"creditrate".to_string()), "{p:?}");
        // Not letters or digits glued to a word.
        let p = phrases(&column_names(&column("area_km_2"), &table("city")));
        assert!(!p.iter().any(|x| x.contains("areakm")), "{p:?}");
    }
}
