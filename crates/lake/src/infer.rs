//! Join keys a database does not declare. Lakes assembled from separate sources (web tables,
//! spreadsheets, CSV exports, one table per region or year) often declare no keys at all,
//! though their tables still refer to each other: a sales table's `developer` holds company
//! names that a finance table lists one per row; an `orders.csv` has a `customer_id` column
//! holding the `id`s of `customers.csv`. Such columns are taken as foreign keys, so questions
//! can join along them like along declared ones. In order:
//!
//! 1. a table without a primary key gets one when a column is named as its identifier (`id`,
//!    `customer_id` in `customers`) and holds each row's value once;
//! 2. a column named after another table's one-column key holds a reference to it when its
//!    values lie within the key's: the same name (`accounts.customer_id` for
//!    `customers.customer_id`), the key's name after a role (`home_team_id` for
//!    `team.team_id`), or the table's name before an `id` key (`start_station_id` for
//!    `station.id`);
//! 3. an integer column whose values are all found in another table's sparse integer key
//!    (`student.advisor` holding faculty ids like 1121 and 7712) refers to it whatever its
//!    name: a few values drawn from a sparse range do not land inside it by chance;
//! 4. only in a database that declares no foreign key at all (declared keys are the schema
//!    author's word), a text column whose values are names another table lists once.
//!
//! Databases that declare some keys often leave others out, so 1–3 apply to every database.

use crate::profile::quote;
use crate::schema::{ColumnKind, Database, ForeignKey, Table};
use clarisql_text::{identifier_words, stem};
use std::collections::HashSet;

/// Fewer different values than this say too little (a yes/no column matches any list).
const MIN_DISTINCT: u64 = 3;

/// A key is sparse when its range is at least this many times its number of values.
const SPARSE_RANGE: f64 = 2.0;

/// Adds the keys and references a database leaves undeclared (see the module doc).
pub(crate) fn add_inferred_foreign_keys(db: &mut Database) {
    add_identifier_keys(db);
    let mut found = key_named_references(db);
    found.extend(value_references(db, &found));
    add_name_references(db);
    db.foreign_keys.extend(found);
}

/// Lower-case stems of an identifier's words: `Start_Station_ID` -> [start, station, id].
fn stems(name: &str) -> Vec<String> {
    identifier_words(name).iter().map(|w| stem(w)).collect()
}

/// Step 1: a key for a table that declares none, from a column named as the table's
/// identifier that holds no value twice and no null.
fn add_identifier_keys(db: &mut Database) {
    for table in db.tables.iter_mut() {
        if !table.primary_key.is_empty() || table.row_count == 0 {
            continue;
        }
        let own = stems(&table.name);
        let key = table.columns.iter().position(|c| {
            let words = stems(&c.name);
            let unique = c.profile.nulls == 0 && c.profile.distinct == table.row_count;
            let named = words.last().is_some_and(|w| w == "id")
                && (words.len() == 1 || own.ends_with(&words[..words.len() - 1]));
            unique && named && matches!(c.kind, ColumnKind::Integer | ColumnKind::Text)
        });
        if let Some(k) = key {
            table.primary_key = vec![k];
        }
    }
}

/// Whether column `from` holds values within key column `to`'s: the numeric range, or for
/// text every value.
fn within(from: &crate::schema::Column, to: &crate::schema::Column) -> bool {
    let (f, k) = (&from.profile, &to.profile);
    if from.kind != to.kind || f.distinct == 0 || f.distinct > k.distinct {
        return false;
    }
    match (f.min, f.max, k.min, k.max) {
        (Some(a), Some(b), Some(lo), Some(hi)) => a >= lo && b <= hi,
        _ => {
            f.values_complete && k.values_complete && f.values.iter().all(|v| k.values.contains(v))
        }
    }
}

/// Whether column `from` of table `fi` is already a reference (declared, or in `found`) or
/// its table's own one-column key.
fn refers_already(db: &Database, found: &[ForeignKey], fi: usize, c: usize) -> bool {
    db.tables[fi].primary_key == [c]
        || db
            .foreign_keys
            .iter()
            .chain(found)
            .any(|fk| fk.from_table == fi && fk.from_columns.contains(&c))
}

/// Whether a column's name (stems) says it holds the key of a table (`table_then_id`: the
/// table's name stems and "id"): the key's own name, the key's name after a role word, or the
/// table's name before a key called `id`.
fn named_after_key(column: &[String], table_then_id: &[String], key: &[String]) -> bool {
    column == key
        || (column.len() > key.len() && key.len() >= 2 && column.ends_with(key))
        || (key == ["id"] && column.ends_with(table_then_id))
}

/// Step 2: columns named after another table's one-column key and holding its values.
fn key_named_references(db: &Database) -> Vec<ForeignKey> {
    // Every column's stems, once.
    let column_stems: Vec<Vec<Vec<String>>> = db
        .tables
        .iter()
        .map(|t| t.columns.iter().map(|c| stems(&c.name)).collect())
        .collect();
    let mut found = Vec::new();
    for (ti, to) in db.tables.iter().enumerate() {
        let [k] = to.primary_key.as_slice() else {
            continue;
        };
        let key = &to.columns[*k];
        let key_words = &column_stems[ti][*k];
        let mut table_then_id = stems(&to.name);
        table_then_id.push("id".to_string());
        for (fi, from) in db.tables.iter().enumerate() {
            if fi == ti {
                continue;
            }
            for (c, column) in from.columns.iter().enumerate() {
                // Two tables keyed by the same name (one row each side) say nothing of which
                // refers to which: `refers_already` counts a table's own key. A column may
                // refer to several tables keyed alike (one per year, say).
                if named_after_key(&column_stems[fi][c], &table_then_id, key_words)
                    && !refers_already(db, &[], fi, c)
                    && within(column, key)
                {
                    found.push(ForeignKey {
                        from_table: fi,
                        from_columns: vec![c],
                        to_table: ti,
                        to_columns: vec![*k],
                    });
                }
            }
        }
    }
    found
}

/// Step 3: integer columns whose values all occur in another table's sparse integer key.
/// The profile gives ranges only, so the candidates it leaves are checked on the data; a
/// database that cannot be read now keeps what steps 1 and 2 found.
fn value_references(db: &Database, found: &[ForeignKey]) -> Vec<ForeignKey> {
    let sparse_keys: Vec<(usize, usize)> = db
        .tables
        .iter()
        .enumerate()
        .filter_map(|(ti, t)| {
            let [k] = t.primary_key.as_slice() else {
                return None;
            };
            let p = &t.columns[*k].profile;
            let (lo, hi) = (p.min?, p.max?);
            let sparse = t.columns[*k].kind == ColumnKind::Integer
                && p.distinct >= MIN_DISTINCT
                && hi - lo + 1.0 >= SPARSE_RANGE * p.distinct as f64;
            sparse.then_some((ti, *k))
        })
        .collect();
    let mut candidates = Vec::new();
    for &(ti, k) in &sparse_keys {
        let key = &db.tables[ti].columns[k];
        for (fi, from) in db.tables.iter().enumerate() {
            for (c, column) in from.columns.iter().enumerate() {
                if fi != ti
                    && column.kind == ColumnKind::Integer
                    && column.profile.distinct >= MIN_DISTINCT
                    && !refers_already(db, found, fi, c)
                    && within(column, key)
                {
                    candidates.push(ForeignKey {
                        from_table: fi,
                        from_columns: vec![c],
                        to_table: ti,
                        to_columns: vec![k],
                    });
                }
            }
        }
    }
    if candidates.is_empty() {
        return candidates;
    }
    let conn = db.source.connect();
    // Runs on every load: a check that takes long is given up (no reference), not waited for.
    let limits = clarisql_exec::Limits {
        timeout: std::time::Duration::from_secs(2),
        max_rows: 1,
    };
    candidates.retain(|fk| {
        let (from, to) = (&db.tables[fk.from_table], &db.tables[fk.to_table]);
        let c = quote(&from.columns[fk.from_columns[0]].name);
        let k = quote(&to.columns[fk.to_columns[0]].name);
        let sql = format!(
            "SELECT COUNT(*) FROM (SELECT DISTINCT {c} AS v FROM {} WHERE {c} IS NOT NULL) AS d \
             WHERE v NOT IN (SELECT {k} FROM {} WHERE {k} IS NOT NULL)",
            quote(&from.name),
            quote(&to.name)
        );
        match conn.query(&sql, &limits) {
            Ok(rs) => {
                rs.rows
                    .first()
                    .and_then(|r| r.first())
                    .and_then(|v| v.as_f64())
                    == Some(0.0)
            }
            Err(e) => {
                tracing::debug!(db = db.id, error = %e, "cannot check a reference by value");
                false
            }
        }
    });
    // A column found in two sparse keys refers to neither for sure.
    let twice = |fk: &ForeignKey| {
        candidates
            .iter()
            .filter(|o| o.from_table == fk.from_table && o.from_columns == fk.from_columns)
            .count()
            > 1
    };
    candidates.iter().filter(|fk| !twice(fk)).cloned().collect()
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

    fn fk(from_table: usize, from: usize, to_table: usize, to: usize) -> ForeignKey {
        ForeignKey {
            from_table,
            from_columns: vec![from],
            to_table,
            to_columns: vec![to],
        }
    }

    #[test]
    fn tables_without_keys_get_their_id_columns_as_keys_and_references_to_them() {
        // As a folder of CSV files arrives: no key declared anywhere.
        let db = load(
            "CREATE TABLE customers(id INT, name TEXT, city TEXT);
             CREATE TABLE orders(id INT, customer_id INT, amount REAL);
             CREATE TABLE visits(customer_id INT, day TEXT);
             INSERT INTO customers VALUES (1,'Ann','Leeds'),(2,'Bob','York'),(3,'Cid','Leeds');
             INSERT INTO orders VALUES (10,1,5.5),(11,1,7),(12,2,3),(13,3,9);
             INSERT INTO visits VALUES (1,'mon'),(1,'tue'),(2,'mon');",
        );
        assert_eq!(db.tables[0].primary_key, [0], "customers.id");
        assert_eq!(db.tables[1].primary_key, [0], "orders.id");
        // visits.customer_id repeats: not visits' key, though named like one.
        assert!(db.tables[2].primary_key.is_empty());
        assert_eq!(db.foreign_keys, [fk(1, 1, 0, 0), fk(2, 0, 0, 0)]);
    }

    #[test]
    fn a_column_named_for_a_role_of_a_key_refers_to_it() {
        let db = load(
            "CREATE TABLE team(team_id INTEGER PRIMARY KEY, name TEXT);
             CREATE TABLE station(id INTEGER PRIMARY KEY, name TEXT);
             CREATE TABLE game(game_id INTEGER PRIMARY KEY, home_team_id INT, away_team_id INT,
                               start_station_id INT, end_station_id INT);
             INSERT INTO team VALUES (1,'a'),(2,'b'),(3,'c');
             INSERT INTO station VALUES (1,'s'),(2,'t'),(3,'u'),(4,'v');
             INSERT INTO game VALUES (1,1,2,1,4),(2,2,3,2,3),(3,3,1,4,9);",
        );
        // end_station_id holds 9, which no station has: no reference.
        assert_eq!(
            db.foreign_keys,
            [fk(2, 1, 0, 0), fk(2, 2, 0, 0), fk(2, 3, 1, 0)]
        );
    }

    #[test]
    fn values_found_in_a_sparse_key_refer_to_it_whatever_the_name() {
        let db = load(
            "CREATE TABLE faculty(fac_id INTEGER PRIMARY KEY, name TEXT);
             CREATE TABLE student(stu_id INTEGER PRIMARY KEY, advisor INT, mentor INT, age INT,
                                  grade INT);
             CREATE TABLE level(level INTEGER PRIMARY KEY);
             INSERT INTO faculty VALUES (1121,'a'),(7712,'b'),(3345,'c'),(9001,'d');
             INSERT INTO level VALUES (1),(2),(3),(4),(5);
             INSERT INTO student VALUES (1,1121,1121,18,1),(2,7712,7712,19,2),(3,3345,3346,20,3),
                                        (4,1121,9001,21,4);",
        );
        // advisor: all faculty ids. mentor: 3346 is no faculty id. age: outside their range.
        // grade: within level's key, but that key is dense (1..5), where small numbers land
        // by chance.
        assert_eq!(db.foreign_keys, [fk(1, 1, 0, 0)]);
    }
}
