//! Join keys a database does not declare. Lakes assembled from separate sources (web tables,
//! spreadsheets, one table per region or year) often declare no foreign keys at all, though
//! their tables still refer to each other by name: a sales table's `developer` holds company
//! names that a finance table lists one per row. Such a column is taken as a foreign key to
//! that name column, so questions can join along it like along a declared one. Databases that
//! declare some keys often leave others out: a column named exactly like another table's key,
//! holding values within it, is taken as a reference too.

use crate::schema::{ColumnKind, Database, ForeignKey, Table};
use std::collections::HashSet;

/// Fewer different values than this say too little (a yes/no column matches any list).
const MIN_DISTINCT: u64 = 3;

/// Adds the references a database leaves undeclared: a column named exactly like another
/// table's one-column primary key, whose values lie within that key's (`accounts.customer_id`
/// for `customers.customer_id`), in any database; and, only in a database that declares no
/// foreign key at all (declared keys are the schema author's word), `from(column) -> to(name
/// column)` for every text column whose values all occur in a column of another table that
/// holds each of its values once.
pub(crate) fn add_inferred_foreign_keys(db: &mut Database) {
    let key_named = key_named_references(db);
    add_name_references(db);
    db.foreign_keys.extend(key_named);
}

/// Columns named like another table's primary key and holding its values, not declared.
fn key_named_references(db: &Database) -> Vec<ForeignKey> {
    let declared = |t: usize, c: usize| {
        db.foreign_keys
            .iter()
            .any(|fk| fk.from_table == t && fk.from_columns.contains(&c))
    };
    let within = |from: &crate::schema::Column, to: &crate::schema::Column| {
        let (f, k) = (&from.profile, &to.profile);
        if from.kind != to.kind || f.distinct == 0 || f.distinct > k.distinct {
            return false;
        }
        match (f.min, f.max, k.min, k.max) {
            (Some(a), Some(b), Some(lo), Some(hi)) => a >= lo && b <= hi,
            _ => {
                f.values_complete
                    && k.values_complete
                    && f.values.iter().all(|v| k.values.contains(v))
            }
        }
    };
    let mut found = Vec::new();
    for (ti, to) in db.tables.iter().enumerate() {
        let [k] = to.primary_key.as_slice() else {
            continue;
        };
        let key = &to.columns[*k];
        for (fi, from) in db.tables.iter().enumerate() {
            if fi == ti {
                continue;
            }
            let Some(c) = from
                .columns
                .iter()
                .position(|c| c.name.eq_ignore_ascii_case(&key.name))
            else {
                continue;
            };
            // Two tables keyed by the same name (one row each side) say nothing of which
            // refers to which.
            let own_key = from.primary_key == [c];
            if !own_key && !declared(fi, c) && within(&from.columns[c], key) {
                found.push(ForeignKey {
                    from_table: fi,
                    from_columns: vec![c],
                    to_table: ti,
                    to_columns: vec![*k],
                });
            }
        }
    }
    found
}

/// Text columns whose values are the names of another table's rows (see the module doc).
fn add_name_references(db: &mut Database) {
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

    #[test]
    fn a_column_named_like_another_tables_key_and_within_it_refers_to_it() {
        // One key declared (card -> client); `account.client_id` is not, but is named like
        // client's key and holds its values. `ledger.client_id` holds a value client lacks, and
        // `profile.client_id` is its own table's key (one row each side): neither refers.
        let db = load(
            "CREATE TABLE client(client_id INTEGER PRIMARY KEY, name TEXT);
             CREATE TABLE card(card_id INTEGER PRIMARY KEY,
                               client_id INT REFERENCES client(client_id));
             CREATE TABLE account(account_id INTEGER PRIMARY KEY, Client_ID INT, label TEXT);
             CREATE TABLE ledger(entry_id INTEGER PRIMARY KEY, client_id INT);
             CREATE TABLE profile(client_id INTEGER PRIMARY KEY, bio TEXT);
             INSERT INTO client VALUES (1,'a'),(2,'b'),(3,'c');
             INSERT INTO card VALUES (10,1),(11,2);
             INSERT INTO account VALUES (20,1,'x'),(21,1,'y'),(22,3,'z');
             INSERT INTO ledger VALUES (30,1),(31,9);
             INSERT INTO profile VALUES (1,'p'),(2,'q');",
        );
        assert_eq!(
            db.foreign_keys,
            [
                ForeignKey {
                    from_table: 1,
                    from_columns: vec![1],
                    to_table: 0,
                    to_columns: vec![0],
                },
                ForeignKey {
                    from_table: 2,
                    from_columns: vec![1],
                    to_table: 0,
                    to_columns: vec![0],
                },
            ]
        );
    }
}
