//! Which table or column a word names when both answer to it: a word right after a value of its
//! table names that table's rows ("white grapes"); a key column holding row codes of the table
//! it is named after stands for that table ("physicians" of an affiliation), unless a code
//! follows the word ("room 112").

use super::engine_of;
use clarisql_engine::{Ask, Decision};

const CLINIC: &str = "CREATE TABLE grape (grape TEXT PRIMARY KEY, color TEXT);
         CREATE TABLE wine (wine_id INTEGER PRIMARY KEY, name TEXT,
                            grape TEXT REFERENCES grape(grape), score INTEGER);
         INSERT INTO grape VALUES ('Chardonnay','White'),('Riesling','White'),('Merlot','Red');
         INSERT INTO wine VALUES (1,'Lakeside','Chardonnay',90),(2,'Hilltop','Merlot',85),
                                 (3,'Riverbend','Riesling',88),(4,'Stonegate','Chardonnay',91);
         CREATE TABLE physician (employee_id INTEGER PRIMARY KEY, name TEXT, position TEXT);
         CREATE TABLE ward (ward_id INTEGER PRIMARY KEY, name TEXT, head INTEGER REFERENCES physician(employee_id));
         CREATE TABLE affiliated_with (physician INTEGER REFERENCES physician(employee_id),
                                       ward INTEGER REFERENCES ward(ward_id),
                                       PRIMARY KEY (physician, ward));
         INSERT INTO physician VALUES (1,'Maya Okoro','Surgeon'),(2,'Jonas Feld','Resident'),(3,'Lena Ruiz','Attending');
         INSERT INTO ward VALUES (10,'Cardiology',1),(11,'Oncology',3);
         INSERT INTO affiliated_with VALUES (1,10),(2,10),(3,11);
         CREATE TABLE room (room_number INTEGER PRIMARY KEY, room_name TEXT, floor INTEGER);
         CREATE TABLE stay (stay_id INTEGER PRIMARY KEY, patient TEXT,
                            room INTEGER REFERENCES room(room_number), nights INTEGER);
         INSERT INTO room VALUES (111,'Lilac',1),(112,'Birch',1),(201,'Cedar',2);
         INSERT INTO stay VALUES (1,'P. Amsel',111,3),(2,'R. Brandt',112,2),(3,'S. Claes',112,5);";

#[test]
fn a_word_names_the_table_or_the_key_column_it_should() {
    let (_dir, engine) = engine_of("clinic", CLINIC);
    let sql = |q: &str| {
        let r = engine.ask(q, &Ask::default());
        assert_eq!(r.decision, Decision::Answer, "{q}: {}", r.message);
        r.sql.unwrap_or_default()
    };

    // "white grapes" are grape rows, not the wine's grape column shown as well.
    let s = sql("Give the names and scores of wines made from white grapes.");
    assert!(s.starts_with(r#"SELECT T1."name", T1."score" FROM"#), "{s}");

    // "physicians" are the physician rows, shown by name, not the affiliation's number.
    let s = sql("Find the names of physicians affiliated with the Cardiology ward.");
    assert!(
        s.contains(r#""physician" AS"#) && s.contains(r#"."name""#),
        "{s}"
    );
    assert!(!s.starts_with(r#"SELECT T1."physician""#), "{s}");

    // "room 112" gives the stay's room number.
    let s = sql("How many stays are there in room 112?");
    assert!(s.contains("112"), "{s}");
}
