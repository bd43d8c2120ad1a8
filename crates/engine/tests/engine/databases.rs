//! Which database of an open lake: several that read the question equally well are asked
//! about when their answers differ, however many copies of one table stand before the one that
//! differs in the retrieval ranking. Between databases that place the same share of the
//! question, the one that has words for more of it is chosen; one that places every word as
//! surely as the best one, only less exactly, ties with it. The tables reported as retrieved
//! cover each database that reads the question nearly as well. One that explains as much of the
//! question ties even when its query is less sure; a tie is settled by the rows when only one
//! database has rows meeting the question's conditions, and one where the question names a value
//! it lacks does not tie. A name opened by a capitalised article ("The Lantern Year") is found by
//! retrieval. Within one database, "who joined us in 2023" fits every table of people with a
//! date of joining alike: which one is asked.

use super::{answer, engine_of, engine_over, first_finding, write_db};
use clarisql_analyze::Category;
use clarisql_engine::{Ask, Decision};

#[test]
fn a_database_that_answers_differently_is_read_behind_many_copies() {
    let dir = tempfile::tempdir().unwrap();
    let students = "CREATE TABLE student (stu_id INTEGER PRIMARY KEY, fname TEXT, lname TEXT,
                                          age INTEGER);";
    // Five small databases hold the same student rows (a lake often has such copies) …
    for (db, extra) in [
        (
            "club",
            "CREATE TABLE club (club_id INTEGER PRIMARY KEY, club_name TEXT);",
        ),
        (
            "dorm",
            "CREATE TABLE dorm (dorm_id INTEGER PRIMARY KEY, dorm_name TEXT);",
        ),
        (
            "game",
            "CREATE TABLE game (game_id INTEGER PRIMARY KEY, title TEXT);",
        ),
        (
            "pet",
            "CREATE TABLE pet (pet_id INTEGER PRIMARY KEY, kind TEXT);",
        ),
        (
            "vote",
            "CREATE TABLE vote (vote_id INTEGER PRIMARY KEY, ballot TEXT);",
        ),
    ] {
        write_db(
            dir.path(),
            db,
            &format!(
                "{students} {extra}
                 INSERT INTO student VALUES (1,'Linda','Smith',18),(2,'Tracy','Kim',19);"
            ),
        );
    }
    // … and a larger one (ranked after them) holds other rows.
    write_db(
        dir.path(),
        "campus",
        &format!(
            "{students}
             CREATE TABLE course (course_id INTEGER PRIMARY KEY, title TEXT, credits INTEGER);
             CREATE TABLE enrolment (stu_id INTEGER REFERENCES student(stu_id),
                                     course_id INTEGER REFERENCES course(course_id), grade TEXT);
             INSERT INTO student VALUES (1,'Linda','Smith',24),(2,'Omar','Diaz',22);
             INSERT INTO course VALUES (1,'Algebra',5);
             INSERT INTO enrolment VALUES (1,1,'A');"
        ),
    );
    let engine = engine_over(dir.path());
    let r = engine.ask(
        "What is the age of the student Linda Smith?",
        &Ask::default(),
    );
    assert_eq!(r.decision, Decision::Clarify, "{:?} {}", r.sql, r.message);
    let f = r.findings.first().expect("a finding");
    assert_eq!(f.category, Category::TableAmbiguity, "{}", f.message);
    assert!(f.message.contains("campus"), "{}", f.message);
}

#[test]
fn the_database_with_words_for_more_of_the_question_is_chosen() {
    let dir = tempfile::tempdir().unwrap();
    write_db(
        dir.path(),
        "voting",
        "CREATE TABLE student (stu_id INTEGER PRIMARY KEY, first_name TEXT, city_code TEXT);
         CREATE TABLE voting_record (stu_id INTEGER REFERENCES student(stu_id),
                                     election_cycle TEXT, president_vote INTEGER,
                                     vice_president_vote INTEGER);
         INSERT INTO student VALUES (1,'Ada','PIT'),(2,'Ben','BAL'),(3,'Cleo','NYC');
         INSERT INTO voting_record VALUES (1,'Spring',2,3),(2,'Spring',1,3),(3,'Fall',2,1);",
    );
    // Here "vice president" is a value the reading can use, but nothing has "votes".
    write_db(
        dir.path(),
        "clubs",
        "CREATE TABLE student (stu_id INTEGER PRIMARY KEY, first_name TEXT, city_code TEXT);
         CREATE TABLE club (club_id INTEGER PRIMARY KEY, club_name TEXT);
         CREATE TABLE membership (stu_id INTEGER REFERENCES student(stu_id),
                                  club_id INTEGER REFERENCES club(club_id), position TEXT);
         INSERT INTO student VALUES (1,'Dan','PIT'),(2,'Eve','BAL');
         INSERT INTO club VALUES (1,'Chess'),(2,'Drama');
         INSERT INTO membership VALUES (1,1,'President'),(2,1,'Vice President'),(2,2,'Member');",
    );
    let engine = engine_over(dir.path());
    let r = engine.ask(
        "What are the first names of the students who have vice president votes and live in a city whose city code is not PIT?",
        &Ask::default(),
    );
    assert_eq!(r.database.as_deref(), Some("voting"), "{}", r.message);
}

#[test]
fn the_retrieved_tables_cover_each_database_that_reads_the_question_as_well() {
    let dir = tempfile::tempdir().unwrap();
    // Two databases with many tables about ships, each ranked by retrieval before the other
    // database's ship table, and with other rows in it.
    let tables = "CREATE TABLE ship (ship_id INTEGER PRIMARY KEY, name TEXT, tonnage INTEGER);
         CREATE TABLE ship_crew (ship_id INTEGER REFERENCES ship(ship_id), sailor TEXT);
         CREATE TABLE ship_log (ship_id INTEGER REFERENCES ship(ship_id), entry TEXT);
         CREATE TABLE ship_cargo (ship_id INTEGER REFERENCES ship(ship_id), goods TEXT);
         CREATE TABLE ship_owner (ship_id INTEGER REFERENCES ship(ship_id), owner TEXT);
         CREATE TABLE ship_berth (ship_id INTEGER REFERENCES ship(ship_id), berth TEXT);";
    write_db(
        dir.path(),
        "harbour",
        &format!(
            "{tables} INSERT INTO ship VALUES (1,'Aurora',900),(2,'Boreas',1200),(3,'Calypso',700);"
        ),
    );
    write_db(
        dir.path(),
        "fleet",
        &format!("{tables} INSERT INTO ship VALUES (1,'Dauntless',400);"),
    );
    let engine = engine_over(dir.path());
    let r = engine.ask("How many ships are there?", &Ask::default());
    assert_eq!(r.decision, Decision::Clarify, "{:?} {}", r.sql, r.message);
    for table in ["harbour.ship", "fleet.ship"] {
        assert!(
            r.retrieved_tables.iter().any(|t| t == table),
            "{table} not among {:?}",
            r.retrieved_tables
        );
    }
    // Asked of one database, the tables retrieved are that database's.
    let r = engine.ask(
        "How many ships are there?",
        &Ask {
            db: engine.database("harbour").ok(),
            ..Ask::default()
        },
    );
    assert_eq!(r.decision, Decision::Answer, "{}", r.message);
    assert!(
        r.retrieved_tables.len() == 5
            && r.retrieved_tables.iter().all(|t| t.starts_with("harbour.")),
        "{:?}",
        r.retrieved_tables
    );
}

#[test]
fn a_database_that_places_every_word_less_exactly_still_ties() {
    let dir = tempfile::tempdir().unwrap();
    write_db(
        dir.path(),
        "logistics",
        "CREATE TABLE warehouse (warehouse_id INTEGER PRIMARY KEY, warehouse_name TEXT,
                                 capacity REAL);
         INSERT INTO warehouse VALUES (1,'Dockside',900.0),(2,'Uplands',300.0),(3,'Riverbend',450.0);",
    );
    // The same question read here matches 'capacity' only to a longer column name.
    write_db(
        dir.path(),
        "grain",
        "CREATE TABLE warehouse (warehouse_id INTEGER PRIMARY KEY, name TEXT,
                                 capacity_in_tonnes REAL);
         INSERT INTO warehouse VALUES (1,'Silo A',12.5),(2,'Silo B',40.0),(3,'Silo C',8.0);",
    );
    let engine = engine_over(dir.path());
    let (_, f) = first_finding(
        &engine,
        "Which warehouse has the lowest capacity?",
        Decision::Clarify,
        Category::TableAmbiguity,
    );
    assert!(
        f.message.contains("logistics") && f.message.contains("grain"),
        "{}",
        f.message
    );
    // A question only one of them reads in full is answered there.
    let r = engine.ask(
        "What is the capacity of the Uplands warehouse?",
        &Ask::default(),
    );
    assert_eq!(r.decision, Decision::Answer, "{}", r.message);
    assert_eq!(r.database.as_deref(), Some("logistics"));
}

#[test]
fn a_database_that_explains_as_much_but_reads_less_surely_ties() {
    let dir = tempfile::tempdir().unwrap();
    write_db(
        dir.path(),
        "circuits",
        "CREATE TABLE track (track_id INTEGER PRIMARY KEY, name TEXT, location TEXT, seats INTEGER);
         INSERT INTO track VALUES (1,'Redgate Ring','Fenwick',5000),(2,'Oakmoor Speedway','Lowdell',8000);",
    );
    // Every word has a place here too, but only through a long join (a location of the label
    // behind each track): the reading is less sure, the question no less about this database.
    write_db(
        dir.path(),
        "music",
        "CREATE TABLE label (label_id INTEGER PRIMARY KEY, name TEXT, location TEXT);
         CREATE TABLE artist (artist_id INTEGER PRIMARY KEY, name TEXT,
                              label_id INTEGER REFERENCES label(label_id));
         CREATE TABLE album (album_id INTEGER PRIMARY KEY, title TEXT,
                             artist_id INTEGER REFERENCES artist(artist_id));
         CREATE TABLE track (track_id INTEGER PRIMARY KEY, name TEXT,
                             album_id INTEGER REFERENCES album(album_id), milliseconds INTEGER);
         INSERT INTO label VALUES (1,'Hollow Reed','Brackley');
         INSERT INTO artist VALUES (1,'The Quills',1);
         INSERT INTO album VALUES (1,'Paper Moons',1);
         INSERT INTO track VALUES (1,'Lantern',1,200000),(2,'Driftwood',1,180000);",
    );
    let engine = engine_over(dir.path());
    let (_, f) = first_finding(
        &engine,
        "Give me every track's name and location.",
        Decision::Clarify,
        Category::TableAmbiguity,
    );
    assert!(
        f.message.contains("circuits") && f.message.contains("music"),
        "{}",
        f.message
    );
}

#[test]
fn only_the_database_with_rows_meeting_the_conditions_is_meant() {
    let dir = tempfile::tempdir().unwrap();
    let parcels = "CREATE TABLE parcel (parcel_id INTEGER PRIMARY KEY, label TEXT, weight REAL);";
    write_db(
        dir.path(),
        "depot",
        &format!(
            "{parcels} INSERT INTO parcel VALUES (7041,'Lamp',120.0),(7042,'Rug',180.0),(7043,'Vase',15.0);"
        ),
    );
    write_db(
        dir.path(),
        "courier",
        &format!("{parcels} INSERT INTO parcel VALUES (1,'Kettle',2.5),(2,'Kite',0.5);"),
    );
    let engine = engine_over(dir.path());
    // An id and a range that only one database's rows meet: the question is about that one,
    // and the answer says which others it could have been about.
    for question in [
        "What is the label of the parcel with id 7041?",
        "How many parcels weigh between 100 and 200?",
    ] {
        let r = engine.ask(question, &Ask::default());
        assert_eq!(r.decision, Decision::Answer, "{question}: {}", r.message);
        assert_eq!(r.database.as_deref(), Some("depot"), "{question}");
        assert!(
            r.assumptions.iter().any(|a| a.contains("courier")),
            "{question}: {:?}",
            r.assumptions
        );
    }
    // Rows in neither: nothing tells them apart, so the engine asks.
    let r = engine.ask(
        "What is the label of the parcel with id 9999?",
        &Ask::default(),
    );
    assert_eq!(r.decision, Decision::Clarify, "{:?} {}", r.sql, r.message);
    // Without a condition, both hold rows: asked too.
    let r = engine.ask("What are the labels of all parcels?", &Ask::default());
    assert_eq!(r.decision, Decision::Clarify, "{:?} {}", r.sql, r.message);
}

#[test]
fn a_database_without_the_named_value_does_not_tie() {
    let dir = tempfile::tempdir().unwrap();
    write_db(
        dir.path(),
        "shopa",
        "CREATE TABLE customers (customer_id INTEGER PRIMARY KEY, customer_name TEXT,
                                 customer_phone TEXT, customer_email_address TEXT);
         INSERT INTO customers VALUES (1,'Alaric','555-0101','alaric@example.org'),
                                      (2,'Mabel','555-0102','mabel@example.org');",
    );
    // Its column names match the question's words a little better, but no customer here is
    // named Alaric: the question names what this database does not have.
    write_db(
        dir.path(),
        "shopb",
        "CREATE TABLE customers (customer_id INTEGER PRIMARY KEY, customer_first_name TEXT,
                                 customer_last_name TEXT, customer_phone TEXT, customer_email TEXT);
         INSERT INTO customers VALUES (1,'Ivor','Lund','555-0201','ivor@example.net'),
                                      (2,'Odile','Marsh','555-0202','odile@example.net');",
    );
    // Unrelated databases, so that words every database has are not all the lake's words.
    for (db, table) in [
        (
            "zoo",
            "animal (animal_id INTEGER PRIMARY KEY, species TEXT)",
        ),
        (
            "weather",
            "reading (reading_id INTEGER PRIMARY KEY, rainfall REAL)",
        ),
        ("library", "book (book_id INTEGER PRIMARY KEY, title TEXT)"),
        ("garage", "car (car_id INTEGER PRIMARY KEY, plate TEXT)"),
    ] {
        write_db(dir.path(), db, &format!("CREATE TABLE {table};"));
    }
    let engine = engine_over(dir.path());
    let r = engine.ask(
        "Give the phone and email for customer Alaric.",
        &Ask::default(),
    );
    assert_eq!(r.decision, Decision::Answer, "{}", r.message);
    assert_eq!(r.database.as_deref(), Some("shopa"));
}

#[test]
fn a_name_opened_by_an_article_finds_its_database() {
    let dir = tempfile::tempdir().unwrap();
    write_db(
        dir.path(),
        "films",
        "CREATE TABLE film (film_id INTEGER PRIMARY KEY, title TEXT, genre TEXT);
         INSERT INTO film VALUES (1,'The Lantern Year','Drama'),(2,'Quiet Orchards','Comedy');",
    );
    write_db(
        dir.path(),
        "garden",
        "CREATE TABLE plant (plant_id INTEGER PRIMARY KEY, name TEXT, height REAL);
         INSERT INTO plant VALUES (1,'Fern',0.4),(2,'Lantern Tree',3.0);",
    );
    let engine = engine_over(dir.path());
    // No column holds a budget, but the film is named: the answer says what is missing there,
    // not that nothing in the lake matches.
    let (r, _) = first_finding(
        &engine,
        "What is the budget of The Lantern Year?",
        Decision::Refuse,
        Category::ColumnUnanswerable,
    );
    assert_eq!(r.database.as_deref(), Some("films"), "{}", r.message);
}

/// "Who joined us in 2023?" over members (joined_on) and staff (hired_on): either kind of
/// people joined; the question names neither, so which one is asked (TableAmbiguity), each
/// option a reading of its own. With staff alone it is the staff's question.
#[test]
fn people_who_joined_us_over_two_tables_of_people_asks_which() {
    const PEOPLE: &str =
        "CREATE TABLE members (member_id INTEGER PRIMARY KEY, first_name TEXT NOT NULL,
           last_name TEXT NOT NULL, joined_on TEXT NOT NULL);
         CREATE TABLE staff (staff_id INTEGER PRIMARY KEY, first_name TEXT NOT NULL,
           last_name TEXT NOT NULL, hired_on TEXT NOT NULL);
         INSERT INTO members VALUES (1,'Ivo','Grant','2023-02-01'),(2,'Lea','Moss','2022-05-05');
         INSERT INTO staff VALUES (1,'Nia','Cole','2023-09-12'),(2,'Raf','Dunn','2021-01-04');";
    let (_dir, engine) = engine_of("club", PEOPLE);
    let (r, f) = first_finding(
        &engine,
        "who joined us in 2023?",
        Decision::Clarify,
        Category::TableAmbiguity,
    );
    let options = r.clarification.map(|c| c.options).unwrap_or_default();
    assert_eq!(options, ["members", "staff"], "{}", f.message);
    assert_eq!(f.readings.len(), 2);
    let (_dir, engine) = engine_of(
        "club",
        "CREATE TABLE staff (staff_id INTEGER PRIMARY KEY, first_name TEXT NOT NULL,
           last_name TEXT NOT NULL, started_on TEXT NOT NULL);
         INSERT INTO staff VALUES (1,'Nia','Cole','2023-09-12'),(2,'Raf','Dunn','2021-01-04');",
    );
    let r = answer(&engine, "who started with us in September 2023?");
    assert_eq!(r.rows.len(), 1, "{:?}", r.sql);
    assert_eq!(r.rows[0][1].to_string(), "Cole");
}
