//! Lifting SQL text back into the intent on a real SQLite file: the lifted query, rebuilt by the
//! builder, returns the same rows as the original statement; what the intent cannot say is
//! reported as incomplete.

use clarisql_exec::{Database as _, Dialect, Limits, SqliteDb, Value};
use clarisql_lake::{DbId, Lake};
use clarisql_sql::{lift, Builder, Cond, Expr};

fn lake(dir: &std::path::Path) -> Lake {
    let path = dir.join("air.sqlite");
    let conn = rusqlite::Connection::open(&path).unwrap();
    conn.execute_batch(
        "CREATE TABLE airlines(uid INTEGER PRIMARY KEY, airline TEXT, country TEXT);
         CREATE TABLE flights(airline INT REFERENCES airlines(uid), flightno INT, sourceairport TEXT, destairport TEXT, year INT);
         INSERT INTO airlines VALUES (1,'Delta Airlines','USA'),(2,'JetBlue','USA'),(3,'Aer Nova','Ireland');
         INSERT INTO flights VALUES (1,28,'APG','ASY',2019),(1,29,'ASY','APG',2020),(2,44,'APG','CVO',2020),
                                    (3,7,'CVO','APG',2019),(3,8,'APG','ASY',2020);",
    )
    .unwrap();
    let db = clarisql_lake::profile_sqlite_file(&path, "air").unwrap();
    Lake {
        databases: vec![db],
        issues: vec![],
    }
}

fn rows(lake: &Lake, sql: &str) -> Vec<Vec<String>> {
    let path = lake.databases[0].source.sqlite_path().unwrap();
    let rs = SqliteDb::open(path)
        .unwrap()
        .query(sql, &Limits::default())
        .unwrap();
    let mut out: Vec<Vec<String>> = rs
        .rows
        .iter()
        .map(|r| r.iter().map(Value::canonical).collect())
        .collect();
    out.sort();
    out
}

/// Statements the intent can say: lifted, rebuilt, and run, they give the original's rows.
const ROUND_TRIPS: &[&str] = &[
    "SELECT count(*) FROM flights WHERE sourceairport = 'APG'",
    "SELECT T1.flightno FROM flights AS T1 JOIN airlines AS T2 ON T1.airline = T2.uid WHERE T2.airline = \"Delta Airlines\"",
    "SELECT `airline`, count(*) FROM `flights` GROUP BY airline HAVING count(*) >= 2",
    "SELECT DISTINCT destairport FROM flights WHERE year BETWEEN 2019 AND 2020 AND sourceairport != 'CVO'",
    "SELECT airline FROM airlines WHERE uid IN (SELECT airline FROM flights WHERE year = 2020) ORDER BY airline DESC LIMIT 2",
    "SELECT airline FROM airlines WHERE country LIKE 'U%' OR uid = 3",
    "SELECT flightno FROM flights WHERE flightno > (SELECT avg(flightno) FROM flights);",
    "SELECT sourceairport FROM flights WHERE year = 2019 INTERSECT SELECT sourceairport FROM flights WHERE year = 2020",
    "SELECT max(flightno), min(year) FROM flights WHERE NOT destairport IN ('APG')",
    // A column compared with a column of the joined rows.
    "SELECT T1.flightno FROM flights AS T1 JOIN airlines AS T2 ON T1.airline = T2.uid WHERE T2.airline > T1.sourceairport",
    // Ordered by a selected expression's alias or position: the LIMIT keeps the rows it picked.
    "SELECT airline, count(*) AS n FROM flights GROUP BY airline ORDER BY n ASC LIMIT 1",
    "SELECT flightno, year FROM flights ORDER BY 2 DESC, 1 LIMIT 2",
];

#[test]
fn lifted_queries_give_the_same_rows() {
    let dir = tempfile::tempdir().unwrap();
    let lake = lake(dir.path());
    for sql in ROUND_TRIPS {
        let lifted = lift(sql, &lake, DbId(0)).unwrap_or_else(|| panic!("not lifted: {sql}"));
        assert!(lifted.complete, "incomplete: {sql}");
        let built = Builder::new(&lake, Dialect::Sqlite)
            .build(&lifted.query)
            .unwrap_or_else(|e| panic!("{sql}: {e}"));
        let original = sql
            .replace('`', "\"")
            .replace("\"Delta Airlines\"", "'Delta Airlines'");
        assert_eq!(
            rows(&lake, &built.sql),
            rows(&lake, &original),
            "{sql}\n-> {}",
            built.sql
        );
    }
}

#[test]
fn conditions_and_tables_are_kept_when_parts_are_not() {
    let dir = tempfile::tempdir().unwrap();
    let lake = lake(dir.path());
    // Arithmetic in the projection cannot be said; the table and the condition still can.
    let lifted = lift(
        "SELECT flightno + 1 FROM flights WHERE sourceairport = 'APG'",
        &lake,
        DbId(0),
    );
    assert!(lifted.is_none(), "nothing selectable is left");
    let lifted = lift(
        "SELECT flightno, flightno * 2 FROM flights WHERE sourceairport = 'APG'",
        &lake,
        DbId(0),
    )
    .unwrap();
    assert!(!lifted.complete);
    assert_eq!(lifted.query.filter.len(), 1);
    assert!(matches!(lifted.query.filter[0], Cond::Compare { .. }));
    assert_eq!(lifted.query.select.len(), 1);
    assert!(matches!(lifted.query.select[0], Expr::Column(_)));
    // Rounding only formats the number: the aggregate under it is in play, marked incomplete.
    let lifted = lift(
        "SELECT ROUND(AVG(year), 1) FROM flights WHERE sourceairport = 'APG'",
        &lake,
        DbId(0),
    )
    .unwrap();
    assert!(!lifted.complete);
    assert!(
        matches!(lifted.query.select[..], [Expr::Agg { .. }]),
        "{:?}",
        lifted.query.select
    );
    // Not SQL, another database's table, several statements: nothing to lift.
    assert!(lift("The database has no such column.", &lake, DbId(0)).is_none());
    assert!(lift("SELECT name FROM singer", &lake, DbId(0)).is_none());
    assert!(lift(
        "SELECT 1 FROM flights; SELECT 2 FROM flights",
        &lake,
        DbId(0)
    )
    .is_none());
}
