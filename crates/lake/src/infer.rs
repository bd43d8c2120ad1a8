//! Join keys a database does not declare. Lakes assembled from separate sources (web tables,
//! spreadsheets, one table per region or year) often declare no foreign keys at all, though
//! their tables still refer to each other by name: a sales table's `developer` holds company
//! names that a finance table lists one per row. Such a column is taken as a foreign key to
//! that name column, so questions can join along it like along a declared one.

use crate::schema::{ColumnKind, Database, ForeignKey, Table};
use std::collections::HashSet;

/// Fewer different values than this say too little (a yes/no column matches any list).
const MIN_DISTINCT: u64 = 3;

/// Adds `from(column) -> to(name column)` for every text column whose values all occur in a
/// column of another table that holds each of its values once — only in a database that
/// declares no foreign key (declared keys are the schema author's word).
pub(crate) fn add_inferred_foreign_keys(db: &mut Database) {
    if !db.foreign_keys.is_empty() {
        return;
    }
    let complete_text = |t: &Table, c: usize| {
        let col = &t.columns[c];
        col.kind == ColumnKind::Text
            && col.profile.values_complete
            && col.profile.distinct >= MIN_DISTINCT
    };
    // Columns that name their table's rows: every value once.
    let targets: Vec<(usize, usize, HashSet<&str>)> = db
        .tables
        .iter()
        .enumerate()
        .flat_map(|(ti, t)| {
            (0..t.columns.len())
                .filter(move |&c| {
                    let p = &t.columns[c].profile;
                    complete_text(t, c) && p.distinct + p.nulls == t.row_count
                })
                .map(move |c| {
                    let values = t.columns[c].profile.values.iter().map(String::as_str);
                    (ti, c, values.collect())
                })
        })
        .collect();
    let mut found = Vec::new();
    for (fi, from) in db.tables.iter().enumerate() {
        for c in (0..from.columns.len()).filter(|&c| complete_text(from, c)) {
            for (ti, tc, names) in &targets {
                // Tables with the same columns are parts of one relation (one per region or
                // year), not tables that refer to each other.
                if *ti == fi || same_columns(from, &db.tables[*ti]) {
                    continue;
                }
                // Most, not all: one year's list may miss a company the sales name (at
                // least three values in four listed).
                let values = &from.columns[c].profile.values;
                let found_names = values.iter().filter(|v| names.contains(v.as_str())).count();
                if found_names as u64 >= MIN_DISTINCT && 4 * found_names >= 3 * values.len() {
                    found.push(ForeignKey {
                        from_table: fi,
                        from_columns: vec![c],
                        to_table: *ti,
                        to_columns: vec![*tc],
                    });
                }
            }
        }
    }
    db.foreign_keys = found;
}

fn same_columns(a: &Table, b: &Table) -> bool {
    a.columns.len() == b.columns.len()
        && a.columns
            .iter()
            .zip(&b.columns)
            .all(|(x, y)| x.name == y.name)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::discover::{SourceKind, SourceSpec};
    use crate::profile::profile;
    use rusqlite::Connection;

    fn load(sql: &str) -> Database {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("lake.sqlite");
        Connection::open(&path).unwrap().execute_batch(sql).unwrap();
        let spec = SourceSpec {
            id: "lake".into(),
            kind: SourceKind::Sqlite(path),
        };
        let mut db = profile(&spec, None).unwrap();
        add_inferred_foreign_keys(&mut db);
        db
    }

    const COMPANIES: &str = "
        CREATE TABLE finance_2020(company TEXT, profit REAL);
        CREATE TABLE finance_2021(company TEXT, profit REAL);
        INSERT INTO finance_2020 VALUES ('A Co',1),('B Co',2),('C Co',3),('D Co',4),('E Co',5),('F Co',6);
        INSERT INTO finance_2021 VALUES ('A Co',1),('B Co',2),('C Co',3),('D Co',4),('E Co',5),('F Co',6);";

    #[test]
    fn a_column_of_names_listed_once_elsewhere_is_a_key_to_them() {
        let db = load(&format!(
            "{COMPANIES}
             CREATE TABLE sales(project TEXT, developer TEXT, units INT);
             INSERT INTO sales VALUES ('P1','A Co',1),('P2','B Co',2),('P3','C Co',3),
                 ('P4','D Co',4),('P5','E Co',5),('P6','A Co',6);"
        ));
        let to = |t: usize| ForeignKey {
            from_table: 2,
            from_columns: vec![1],
            to_table: t,
            to_columns: vec![0],
        };
        assert_eq!(
            db.foreign_keys,
            [to(0), to(1)],
            "sales.developer -> each year's company"
        );
    }

    #[test]
    fn parts_of_one_relation_and_values_not_all_listed_are_no_keys() {
        // finance_2020 and finance_2021 hold the same companies but are one relation split by
        // year; developers the list mostly misses are no reference to it.
        let db = load(&format!(
            "{COMPANIES}
             CREATE TABLE sales(project TEXT, developer TEXT);
             INSERT INTO sales VALUES ('P1','A Co'),('P2','B Co'),('P3','C Co'),('P4','Y Co'),
                 ('P5','Z Co');"
        ));
        assert!(db.foreign_keys.is_empty(), "{:?}", db.foreign_keys);
    }

    #[test]
    fn a_list_missing_a_few_names_is_still_referred_to() {
        let db = load(&format!(
            "{COMPANIES}
             CREATE TABLE sales(project TEXT, developer TEXT);
             INSERT INTO finance_2020 VALUES ('G Co',7),('H Co',8);
             DELETE FROM finance_2021 WHERE company = 'F Co';
             INSERT INTO sales VALUES ('P1','A Co'),('P2','B Co'),('P3','C Co'),('P4','D Co'),
                 ('P5','E Co'),('P6','F Co'),('P7','G Co'),('P8','H Co'),('P9','A Co');"
        ));
        // finance_2021 lacks F, G and H (three in eight): no key; finance_2020 lists all.
        assert_eq!(db.foreign_keys.len(), 1, "{:?}", db.foreign_keys);
        let db = load(&format!(
            "{COMPANIES}
             CREATE TABLE sales(project TEXT, developer TEXT);
             INSERT INTO finance_2020 VALUES ('G Co',7);
             INSERT INTO finance_2021 VALUES ('G Co',7);
             INSERT INTO sales VALUES ('P1','A Co'),('P2','B Co'),('P3','C Co'),('P4','D Co'),
                 ('P5','E Co'),('P6','F Co'),('P7','G Co'),('P8','H Co'),('P9','A Co');"
        ));
        // Both lists lack only H (one in eight): both are referred to.
        assert_eq!(db.foreign_keys.len(), 2, "{:?}", db.foreign_keys);
    }

    #[test]
    fn declared_keys_are_left_as_declared() {
        let db = load(
            "CREATE TABLE maker(id INTEGER PRIMARY KEY, name TEXT);
             CREATE TABLE car(id INT, maker INT REFERENCES maker, label TEXT);
             CREATE TABLE label(name TEXT);
             INSERT INTO maker VALUES (1,'a'),(2,'b');
             INSERT INTO label VALUES ('l1'),('l2'),('l3'),('l4'),('l5');
             INSERT INTO car VALUES (1,1,'l1'),(2,1,'l2'),(3,2,'l3'),(4,2,'l4'),(5,2,'l5');",
        );
        assert_eq!(db.foreign_keys.len(), 1, "{:?}", db.foreign_keys);
    }
}
