//! Dialogue state through `Session`, end to end on a small flights database the test writes:
//! follow-ups inherit, stand-alone questions do not, a follow-up that may or may not keep the
//! earlier conditions is asked about (or answered both ways), small talk gets a reply, and a
//! benchmark can tell the session what the system said.

use super::engine_of;
use clarisql_analyze::{Category, QuestionType};
use clarisql_engine::{Decision, Engine, Session};
use std::path::Path;

fn engine(dir: &Path) -> Engine {
    let lake = dir.join("lake").join("air");
    std::fs::create_dir_all(&lake).unwrap();
    let conn = rusqlite::Connection::open(lake.join("air.sqlite")).unwrap();
    conn.execute_batch(
        "CREATE TABLE carrier (carrier_id INTEGER PRIMARY KEY, name TEXT, home_country TEXT);
         CREATE TABLE flight (flight_number INTEGER PRIMARY KEY, carrier_id INTEGER REFERENCES carrier(carrier_id),
                              origin_code TEXT, destination_code TEXT, year INTEGER);
         INSERT INTO carrier VALUES (1,'Polar Wings','Norland'),(2,'Sunfield Air','Calvia'),(3,'Coastline Express','Norland');
         INSERT INTO flight VALUES (101,1,'TRL','BXM',2022),(102,1,'BXM','TRL',2022),(103,1,'TRL','QOR',2023),
           (104,1,'QOR','VEL',2023),(201,2,'TRL','VEL',2023),(202,2,'VEL','BXM',2022),(301,3,'QOR','TRL',2022);",
    )
    .unwrap();
    Engine::open(&[dir.join("lake")], &dir.join("cache"), None).unwrap()
}

/// A kennel's stays over two years, for follow-ups about years and values.
fn kennel(dir: &Path) -> Engine {
    let lake = dir.join("lake").join("kennel");
    std::fs::create_dir_all(&lake).unwrap();
    let conn = rusqlite::Connection::open(lake.join("kennel.sqlite")).unwrap();
    conn.execute_batch(
        "CREATE TABLE stay (stay_id INTEGER PRIMARY KEY, dog TEXT, fee REAL, stay_date TEXT, status TEXT);
         INSERT INTO stay VALUES (1,'Bramble',30,'2021-04-02','Paid'),(2,'Quill',45,'2021-09-12','Paid'),
           (3,'Bramble',50,'2022-01-20','Paid'),(4,'Tansy',25,'2022-06-05','Open'),(5,'Quill',40,'2022-11-30','Paid');",
    )
    .unwrap();
    drop(conn);
    Engine::open(&[dir.join("lake")], &dir.join("cache"), None).unwrap()
}

fn sql(r: &clarisql_engine::Response) -> String {
    r.sql
        .clone()
        .unwrap_or_else(|| format!("<no SQL: {}>", r.message))
}

#[test]
fn follow_ups_inherit_and_stand_alone_questions_do_not() {
    let dir = tempfile::tempdir().unwrap();
    let engine = engine(dir.path());
    let mut s = Session::new(&engine);
    let r = s.ask("How many flights have origin code TRL?");
    assert_eq!(r.decision, Decision::Answer, "{}", r.message);
    let r = s.ask("And what are their flight numbers?");
    assert_eq!(r.decision, Decision::Answer, "{}", r.message);
    assert!(
        sql(&r).contains("'TRL'") && sql(&r).contains("flight_number"),
        "{}",
        sql(&r)
    );
    assert_eq!(r.rows.len(), 3);
    // A question that names its own subject does not keep the old filter.
    let r = s.ask("How many carriers are there?");
    assert_eq!(sql(&r), r#"SELECT COUNT(*) FROM "carrier""#);
    // Small talk: a reply, no SQL, and the query in play stays.
    let r = s.ask("Thanks!");
    assert_eq!(
        (r.decision, r.question_type),
        (Decision::Reply, QuestionType::Improper)
    );
    assert!(r.sql.is_none());
    assert!(s.state().in_play.is_some());
    assert_eq!(s.turns.len(), 4);
    s.reset();
    assert!(s.turns.is_empty() && s.state().in_play.is_none());
}

#[test]
fn a_follow_up_that_may_keep_the_earlier_conditions_is_asked_about() {
    let dir = tempfile::tempdir().unwrap();
    let engine = engine(dir.path());
    let mut s = Session::new(&engine);
    s.ask("How many flights have origin code TRL?");
    let r = s.ask("What are the flight numbers of Polar Wings?");
    assert_eq!(
        (r.decision, r.question_type),
        (Decision::Clarify, QuestionType::Ambiguous),
        "{}",
        r.message
    );
    assert_eq!(
        r.findings.first().map(|f| f.category),
        Some(clarisql_analyze::Category::ContextAmbiguity)
    );
    assert!(s.awaiting_clarification());
    let r = s.ask("all of them");
    assert_eq!(r.decision, Decision::Answer, "{}", r.message);
    assert_eq!(r.rows.len(), 4, "{}", sql(&r));
    assert!(!sql(&r).contains("TRL"));

    // Answered both ways with --all-interpretations.
    let mut s = Session::new(&engine);
    s.options.all_interpretations = true;
    s.ask("How many flights have origin code TRL?");
    let r = s.ask("What are the flight numbers of Polar Wings?");
    assert_eq!(r.decision, Decision::Answer);
    assert_eq!(r.question_type, QuestionType::Ambiguous);
    assert_eq!(r.rows.len(), 2, "{}", sql(&r));
    assert_eq!(r.interpretations.len(), 1);
    assert_eq!(r.interpretations[0].rows.len(), 4);
}

#[test]
fn a_question_announced_as_a_different_one_keeps_nothing_from_earlier_turns() {
    let dir = tempfile::tempdir().unwrap();
    let engine = engine(dir.path());
    for announced in [
        "Different question: what are the flight numbers of Polar Wings?",
        // Typed the way people chat: "diff q -".
        "diff q - what are the flight numbers of Polar Wings?",
    ] {
        let mut s = Session::new(&engine);
        s.ask("How many flights have origin code TRL?");
        let r = s.ask(announced);
        assert_eq!(r.decision, Decision::Answer, "{announced}: {}", r.message);
        assert_eq!(r.rows.len(), 4, "{announced}: {}", sql(&r));
        assert!(!sql(&r).contains("TRL"), "{announced}: {}", sql(&r));
    }
}

#[test]
fn earlier_conditions_on_a_table_the_follow_up_does_not_name_may_still_apply() {
    let dir = tempfile::tempdir().unwrap();
    let engine = engine(dir.path());
    let mut s = Session::new(&engine);
    // The earlier condition is on carriers; the follow-up names only flights, which the
    // earlier question read too.
    let r = s.ask("Which flights are run by carriers from Norland?");
    assert_eq!(r.decision, Decision::Answer, "{}", r.message);
    let r = s.ask("What are the flight numbers with destination code VEL?");
    assert_eq!(
        (r.decision, r.question_type),
        (Decision::Clarify, QuestionType::Ambiguous),
        "{}",
        r.message
    );
    assert_eq!(
        r.findings.first().map(|f| f.category),
        Some(clarisql_analyze::Category::ContextAmbiguity)
    );
}

#[test]
fn a_reply_to_a_question_the_told_system_asked_answers_the_question_before_it() {
    let dir = tempfile::tempdir().unwrap();
    let engine = engine(dir.path());
    let mut s = Session::new(&engine);
    s.ask("How many flights have origin code TRL?");
    s.tell(
        "3 flights.",
        Some("SELECT count(*) FROM flight WHERE origin_code = 'TRL'"),
    );
    let r = s.ask("Show the flight numbers with year 2023.");
    assert_eq!(r.decision, Decision::Answer, "{}", r.message);
    // The gold system asked back where the session answered.
    s.tell("Only the ones from TRL, or across the whole network?", None);
    let r = s.ask("the whole network");
    assert_eq!(r.decision, Decision::Answer, "{}", r.message);
    let mut numbers: Vec<String> = r.rows.iter().map(|row| row[0].to_string()).collect();
    numbers.sort();
    assert_eq!(numbers, ["103", "104", "201"], "{}", sql(&r));
}

/// A reply to a question asked back that the engine cannot read ("where they live, the
/// undergrads" where nothing records a course level) is no new question the data lacks: the
/// question it answers is answered as first read, and the response says the reply was not used.
#[test]
fn a_reply_to_a_question_asked_back_that_cannot_be_read_answers_the_question_as_first_read() {
    let (_dir, engine) = engine_of(
        "college",
        "CREATE TABLE student (stu_id INTEGER PRIMARY KEY, first_name TEXT, last_name TEXT, city TEXT);
         CREATE TABLE fee (fee_id INTEGER PRIMARY KEY, stu_id INTEGER REFERENCES student(stu_id),
           billing_city TEXT, amount REAL);
         INSERT INTO student VALUES (1,'Ada','Moreau','Lyon'),(2,'Ben','Okafor','Leeds'),(3,'Dev','Patel','Leeds');
         INSERT INTO fee VALUES (1,1,'Leeds',900),(2,3,'Lisbon',700);",
    );
    let mut s = Session::new(&engine);
    s.ask("which students live in Leeds?");
    s.tell(
        "Do you mean the city they live in or the city their fees are billed to?",
        None,
    );
    let r = s.ask("where they live, the undergrads");
    assert_eq!(r.decision, Decision::Answer, "{}", r.message);
    assert_eq!(r.question_type, QuestionType::Answerable);
    let mut names: Vec<String> = r.rows.iter().map(|row| row[1].to_string()).collect();
    names.sort();
    assert_eq!(names, ["Okafor", "Patel"], "{}", sql(&r));
    assert!(
        r.assumptions
            .iter()
            .any(|a| a.contains("could not be read")),
        "{:?}",
        r.assumptions
    );
}

#[test]
fn a_benchmark_can_tell_the_session_what_the_system_said() {
    let dir = tempfile::tempdir().unwrap();
    let engine = engine(dir.path());
    let mut s = Session::new(&engine);
    s.options.db = Some(engine.database("air").unwrap());
    // The system's own answer does not matter: the gold SQL is what is in play next.
    s.ask("Show the flights of Polar Wings.");
    s.tell(
        "Here they are.",
        Some("SELECT T1.flight_number FROM flight AS T1 JOIN carrier AS T2 ON T1.carrier_id = T2.carrier_id WHERE T2.name = \"Sunfield Air\""),
    );
    assert!(s.turns[0].told.is_some());
    let r = s.ask("What about in 2022?");
    assert_eq!(r.decision, Decision::Answer, "{}", r.message);
    assert!(
        sql(&r).contains("Sunfield Air") && sql(&r).contains("2022"),
        "{}",
        sql(&r)
    );
    assert_eq!(r.rows.len(), 1);
    // A told reply without SQL leaves the query in play.
    s.ask("Thanks!");
    s.tell("You're welcome!", None);
    assert!(s.state().in_play.is_some());
}

#[test]
fn small_talk_that_shares_words_with_the_data_gets_a_reply() {
    let dir = tempfile::tempdir().unwrap();
    // A second database, so that a reply in a session fixed to one names only that one.
    let other = dir.path().join("lake").join("zoo");
    std::fs::create_dir_all(&other).unwrap();
    rusqlite::Connection::open(other.join("zoo.sqlite"))
        .unwrap()
        .execute_batch("CREATE TABLE animal (animal_id INTEGER PRIMARY KEY, name TEXT);")
        .unwrap();
    let engine = engine(dir.path());
    let mut s = Session::new(&engine);
    s.options.db = Some(engine.database("air").unwrap());
    // Each names something the data holds (a column, a table, a carrier), but is put to the
    // assistant or is a remark.
    for remark in [
        "What is your name?",
        "Do you like flights?",
        "I love Polar Wings!",
        "Okay, thank you!",
        "Thanks a lot, that was really helpful!",
        "今天心情不错，给我讲个笑话吧。",
    ] {
        let r = s.ask(remark);
        assert_eq!(
            (r.decision, r.question_type),
            (Decision::Reply, QuestionType::Improper),
            "{remark}: {:?} {}",
            r.sql,
            r.message
        );
        assert!(!r.message.contains("zoo"), "{}", r.message);
    }
    // A request put to the assistant is a question about the data.
    for request in [
        "Can you show the flight numbers?",
        "Could you tell me the names of the carriers?",
    ] {
        let r = s.ask(request);
        assert_eq!(r.decision, Decision::Answer, "{request}: {}", r.message);
    }
}

#[test]
fn a_place_referred_back_to_goes_through_the_key_the_question_names() {
    let (_dir, engine) = engine_of(
        "routes",
        "CREATE TABLE airport (code TEXT PRIMARY KEY, airport_name TEXT, city TEXT);
         CREATE TABLE flight (flight_number INTEGER PRIMARY KEY,
                              origin_code TEXT REFERENCES airport(code),
                              destination_code TEXT REFERENCES airport(code));
         INSERT INTO airport VALUES ('TRL','Tarl Field','Tarl'),('BXM','Bexmoor','Bex'),('QOR','Qorin','Qor');
         INSERT INTO flight VALUES (1,'TRL','BXM'),(2,'TRL','QOR'),(3,'TRL','BXM'),(4,'BXM','TRL'),(5,'QOR','BXM');",
    );
    // Named: three flights leave TRL (one arrives there).
    let mut s = Session::new(&engine);
    s.ask("What is the airport name of TRL?");
    let r = s.ask("How many flights have their origin there?");
    assert_eq!(r.decision, Decision::Answer, "{}", r.message);
    assert!(sql(&r).contains("origin_code"), "{}", sql(&r));
    assert_eq!(r.rows[0][0].to_string(), "3", "{}", sql(&r));
    // Not named: which key is asked, and the reply settles it.
    let mut s = Session::new(&engine);
    s.ask("What is the airport name of TRL?");
    let r = s.ask("How many flights go there?");
    assert_eq!(r.decision, Decision::Clarify, "{}: {}", sql(&r), r.message);
    let r = s.ask("the destination code");
    assert_eq!(r.decision, Decision::Answer, "{}", r.message);
    assert_eq!(r.rows[0][0].to_string(), "1", "{}", sql(&r));
}

#[test]
fn a_follow_up_the_data_cannot_join_to_the_earlier_question_is_read_alone() {
    let (_dir, engine) = engine_of(
        "air",
        "CREATE TABLE flight (flight_number INTEGER PRIMARY KEY, origin_code TEXT);
         CREATE TABLE weather (day TEXT, city TEXT, temperature REAL);
         INSERT INTO flight VALUES (101,'TRL'),(102,'BXM');
         INSERT INTO weather VALUES ('2022-01-01','Tarl',3.5),('2022-01-02','Bexmoor',7.0);",
    );
    let mut s = Session::new(&engine);
    let r = s.ask("What is the temperature in Tarl?");
    assert_eq!(r.decision, Decision::Answer, "{}", r.message);
    let r = s.ask("And what are the flight numbers?");
    assert_eq!(r.decision, Decision::Answer, "{}", r.message);
    assert_eq!(sql(&r), r#"SELECT "flight_number" FROM "flight""#);
}

#[test]
fn a_refusal_says_what_can_be_answered_in_words_people_use() {
    let (_dir, engine) = engine_of(
        "payroll",
        "CREATE TABLE staff (staff_id INTEGER PRIMARY KEY, fname TEXT, lname TEXT,
                             dept_no INTEGER, amount_paid REAL);
         INSERT INTO staff VALUES (1,'Ada','Holt',3,1200.0),(2,'Ben','Varga',4,900.0);",
    );
    let mut s = Session::new(&engine);
    let r = s.ask("What is the shoe size of each staff member?");
    assert_eq!(r.decision, Decision::Refuse, "{}", sql(&r));
    assert!(
        r.message
            .contains("its first name, last name, department number and amount paid"),
        "{}",
        r.message
    );
}

#[test]
fn those_after_a_grouped_answer_are_its_groups() {
    let dir = tempfile::tempdir().unwrap();
    let engine = engine(dir.path());
    let mut s = Session::new(&engine);
    let r = s.ask("Show the top 2 origin codes by number of flights.");
    assert_eq!(r.decision, Decision::Answer, "{}", r.message);
    // The flights of both codes (TRL: 3, QOR: 2), not two flights picked from the groups.
    let r = s.ask("List the flight numbers from those origin codes.");
    assert_eq!(r.decision, Decision::Answer, "{}", r.message);
    assert_eq!(r.rows.len(), 5, "{}", sql(&r));
    // Ordered by a count with nothing grouped: the shown codes are the groups.
    s.reset();
    let r = s.ask("Sort the origin codes in ascending order of their number of flights.");
    assert_eq!(r.decision, Decision::Answer, "{}", r.message);
    assert_eq!(r.rows.len(), 4, "{}", sql(&r));
}

#[test]
fn each_of_them_is_each_of_the_earlier_answer() {
    let dir = tempfile::tempdir().unwrap();
    let engine = engine(dir.path());
    let mut s = Session::new(&engine);
    let r = s.ask("Which carriers are based in Norland?");
    assert_eq!(r.decision, Decision::Answer, "{}", r.message);
    // "them" is the Norland carriers, though the question names flights before it.
    let r = s.ask("How many flights does each of them operate?");
    assert_eq!(r.decision, Decision::Answer, "{}", r.message);
    assert!(sql(&r).contains("'Norland'"), "{}", sql(&r));
    assert_eq!(r.rows.len(), 2, "{}", sql(&r));
}

#[test]
fn which_of_them_after_a_count_lists_what_was_counted() {
    let dir = tempfile::tempdir().unwrap();
    let engine = engine(dir.path());
    let mut s = Session::new(&engine);
    let r = s.ask("How many carriers are based in Norland?");
    assert_eq!(r.decision, Decision::Answer, "{}", r.message);
    let r = s.ask("Which of them have flights to VEL?");
    assert_eq!(r.decision, Decision::Answer, "{}", r.message);
    assert!(!sql(&r).contains("COUNT"), "{}", sql(&r));
    assert_eq!(
        r.rows,
        vec![vec![clarisql_exec::Value::Text("Polar Wings".into())]],
        "{}",
        sql(&r)
    );
}

#[test]
fn a_year_alone_replaces_the_year_of_an_earlier_date_pattern() {
    let dir = tempfile::tempdir().unwrap();
    let engine = kennel(dir.path());
    let mut s = Session::new(&engine);
    s.options.db = Some(engine.database("kennel").unwrap());
    s.ask("What was the total fee of paid stays in 2021?");
    s.tell(
        "75.",
        Some("SELECT sum(fee) FROM stay WHERE status = 'Paid' AND stay_date LIKE '2021%'"),
    );
    // OK. opens the turn; the question after it is what is read.
    let r = s.ask("OK. And in 2022?");
    assert_eq!(r.decision, Decision::Answer, "{}", r.message);
    assert!(
        sql(&r).contains("'2022%'") && sql(&r).contains("'Paid'"),
        "{}",
        sql(&r)
    );
    assert_eq!(
        r.rows,
        vec![vec![clarisql_exec::Value::Real(90.0)]],
        "{}",
        sql(&r)
    );
}

/// "it" after a question about one carrier stands for that carrier, even when the follow-up
/// names a plural thing first ("how many flights does it run?": the flights are not "it").
#[test]
fn a_singular_pronoun_points_past_a_plural_mention_to_the_earlier_row() {
    let dir = tempfile::tempdir().unwrap();
    let engine = engine(dir.path());
    let mut s = Session::new(&engine);
    let r = s.ask("Which carrier is based in Calvia?");
    assert_eq!(r.decision, Decision::Answer, "{}", r.message);
    let r = s.ask("How many flights does it run?");
    assert_eq!(r.decision, Decision::Answer, "{}", r.message);
    assert!(sql(&r).contains("'Calvia'"), "{}", sql(&r));
    assert_eq!(r.rows.len(), 1);
    assert_eq!(r.rows[0][0].to_string(), "2", "{}", sql(&r));
}

/// A family name two people share, said of one ("Brennan's lessons"), is asked about with
/// each person's given name and what tells them apart; the reply may use either.
#[test]
fn a_family_name_two_people_share_is_asked_about_and_a_reply_picks_one() {
    let dir = tempfile::tempdir().unwrap();
    let lake = dir.path().join("lake");
    std::fs::create_dir_all(&lake).unwrap();
    let conn = rusqlite::Connection::open(lake.join("climbing.sqlite")).unwrap();
    conn.execute_batch(
        "CREATE TABLE coach (coach_id INTEGER PRIMARY KEY, first_name TEXT, last_name TEXT, speciality TEXT);
         CREATE TABLE session (session_id INTEGER PRIMARY KEY, coach_id INTEGER REFERENCES coach(coach_id),
                               session_date TEXT, wall TEXT);
         INSERT INTO coach VALUES (1,'Ines','Brennan','bouldering'),(2,'Tomas','Brennan','lead'),
           (3,'Wren','Adair','bouldering'),(4,'Oskar','Lindell','lead');
         INSERT INTO session VALUES (1,1,'2024-03-01','North'),(2,1,'2024-03-02','South'),
           (3,2,'2024-03-02','North'),(4,3,'2024-03-03','East'),(5,4,'2024-03-04','South');",
    )
    .unwrap();
    let engine = Engine::open(&[lake], &dir.path().join("cache"), None).unwrap();
    let mut s = Session::new(&engine);
    // A request put to the assistant is a question, not small talk about it.
    let r = s.ask("Can you show me Brennan's sessions?");
    assert_eq!(r.decision, Decision::Clarify, "{}", sql(&r));
    assert_eq!(r.findings[0].category, Category::ValueAmbiguity);
    let options = r.clarification.as_ref().map(|c| c.options.clone()).unwrap();
    assert_eq!(
        options,
        vec!["Ines Brennan (bouldering)", "Tomas Brennan (lead)"]
    );
    let r = s.ask("the lead one");
    assert_eq!(r.decision, Decision::Answer, "{}", r.message);
    assert!(sql(&r).contains("'Tomas'"), "{}", sql(&r));
    assert_eq!(r.rows.len(), 1, "{}", sql(&r));
    // Named in full, or as a column, the name is not asked about.
    let mut s = Session::new(&engine);
    let r = s.ask("Show me Ines Brennan's sessions.");
    assert_ne!(r.decision, Decision::Clarify, "{}", r.message);
    let r = s.ask("Which coaches have the last name Brennan?");
    assert_eq!(r.decision, Decision::Answer, "{}", r.message);
    assert_eq!(r.rows.len(), 2);
    // Small talk that names something of the lake is still small talk, and labelled so.
    let r = s.ask("tell me a joke about bouldering coaches");
    assert_eq!(r.decision, Decision::Reply, "{}", r.message);
    assert_eq!(r.findings[0].category, Category::Improper);
}

/// Earlier conditions on rows the follow-up neither shows nor showed before belong to the
/// earlier question; "all" widens a follow-up that could otherwise keep them.
#[test]
fn a_question_about_other_rows_or_about_all_of_them_stands_alone() {
    let dir = tempfile::tempdir().unwrap();
    let engine = engine(dir.path());
    let mut s = Session::new(&engine);
    let r = s.ask("Which flights have origin code TRL?");
    assert_eq!(r.decision, Decision::Answer, "{}", r.message);
    let r = s.ask("Which carriers are based in Norland?");
    assert_eq!(r.decision, Decision::Answer, "{}", r.message);
    assert_eq!(r.rows.len(), 2, "{}", sql(&r));
    let mut s = Session::new(&engine);
    s.ask("How many flights have origin code TRL?");
    let r = s.ask("What are all the flight numbers of Polar Wings?");
    assert_eq!(r.decision, Decision::Answer, "{}", r.message);
    assert_eq!(r.rows.len(), 4, "{}", sql(&r));
}

/// "Which carriers run them?": the object of the question's verb points back to the earlier
/// rows (not to the carriers named before it), and the carriers are shown by name, not by the
/// earlier rows' key to them.
#[test]
fn the_object_of_a_follow_up_verb_points_back_and_the_new_rows_show_their_names() {
    let dir = tempfile::tempdir().unwrap();
    let engine = engine(dir.path());
    let mut s = Session::new(&engine);
    let r = s.ask("Which flights have origin code QOR?");
    assert_eq!(r.decision, Decision::Answer, "{}", r.message);
    let r = s.ask("Which carriers run them?");
    assert_eq!(r.decision, Decision::Answer, "{}", r.message);
    let mut names: Vec<String> = r.rows.iter().map(|row| row[0].to_string()).collect();
    names.sort();
    assert_eq!(names, ["Coastline Express", "Polar Wings"], "{}", sql(&r));
}

/// "what about february?" after a question about a month of a year: the same question about
/// the other month (a month is a date's part, no stored value to substitute); a year given
/// with it replaces the year too, and the rewritten question is what a next follow-up reads.
#[test]
fn another_month_asked_after_one_is_the_same_question_about_it() {
    let dir = tempfile::tempdir().unwrap();
    let lake = dir.path().join("lake").join("post");
    std::fs::create_dir_all(&lake).unwrap();
    let conn = rusqlite::Connection::open(lake.join("post.sqlite")).unwrap();
    conn.execute_batch(
        "CREATE TABLE parcel (parcel_id INTEGER PRIMARY KEY, weight_kg REAL, posted_on TEXT);
         INSERT INTO parcel VALUES (1,2.0,'2024-03-02'),(2,1.5,'2024-03-19'),(3,4.0,'2024-02-11'),
           (4,0.5,'2023-04-30'),(5,3.0,'2024-04-01');",
    )
    .unwrap();
    let engine = Engine::open(&[dir.path().join("lake")], &dir.path().join("cache"), None).unwrap();
    let count = |n: i64| vec![vec![clarisql_exec::Value::Integer(n)]];
    let mut s = Session::new(&engine);
    let r = s.ask("How many parcels were posted in March 2024?");
    assert_eq!(r.rows, count(2), "{}", sql(&r));
    let r = s.ask("what about february?");
    assert_eq!(r.decision, Decision::Answer, "{}", r.message);
    assert_eq!(r.rows, count(1), "{}", sql(&r));
    let r = s.ask("and April 2023?");
    assert_eq!(r.rows, count(1), "{}", sql(&r));
    assert!(sql(&r).contains("2023-04"), "{}", sql(&r));
}

/// The same, where the turn before was a reply that names no month ("by posting date") and
/// the history gives its SQL: the month is changed in the query in play.
#[test]
fn another_month_after_a_reply_changes_the_month_of_the_query_in_play() {
    let dir = tempfile::tempdir().unwrap();
    let lake = dir.path().join("lake").join("post");
    std::fs::create_dir_all(&lake).unwrap();
    let conn = rusqlite::Connection::open(lake.join("post.sqlite")).unwrap();
    conn.execute_batch(
        "CREATE TABLE parcel (parcel_id INTEGER PRIMARY KEY, weight_kg REAL, posted_on TEXT,
                              delivered_on TEXT);
         INSERT INTO parcel VALUES (1,2.0,'2024-03-02','2024-03-04'),(2,1.5,'2024-03-19','2024-03-21'),
           (3,4.0,'2024-02-11','2024-03-01'),(4,0.5,'2024-02-29','2024-03-02'),(5,3.0,'2024-04-01',NULL);",
    )
    .unwrap();
    let engine = Engine::open(&[dir.path().join("lake")], &dir.path().join("cache"), None).unwrap();
    let mut s = Session::new(&engine);
    s.ask("How many parcels were there in March 2024?");
    s.tell("Posted or delivered?", None);
    s.ask("by posting date");
    s.tell(
        "2 parcels.",
        Some("SELECT COUNT(*) FROM parcel WHERE posted_on BETWEEN '2024-03-01' AND '2024-03-31'"),
    );
    let r = s.ask("what about february?");
    assert_eq!(r.decision, Decision::Answer, "{}", r.message);
    assert_eq!(
        r.rows,
        vec![vec![clarisql_exec::Value::Integer(2)]],
        "{}",
        sql(&r)
    );
    assert!(sql(&r).contains("'2024-02-29'"), "{}", sql(&r));
}

/// A value in two columns of the same name (an instrument of tutors and of pupils): the
/// reply "the pupils" names the table and picks its column; the pupils are shown by their
/// names' parts, not by the other name column they keep (a guardian's).
#[test]
fn a_reply_naming_the_table_picks_one_of_two_same_named_columns() {
    let dir = tempfile::tempdir().unwrap();
    let lake = dir.path().join("lake").join("conservatory");
    std::fs::create_dir_all(&lake).unwrap();
    let conn = rusqlite::Connection::open(lake.join("conservatory.sqlite")).unwrap();
    conn.execute_batch(
        "CREATE TABLE tutors (tutor_id INTEGER PRIMARY KEY, first_name TEXT, last_name TEXT, instrument TEXT);
         CREATE TABLE pupils (pupil_id INTEGER PRIMARY KEY, first_name TEXT, last_name TEXT,
                              guardian_name TEXT, instrument TEXT);
         INSERT INTO tutors VALUES (1,'Oona','Brisk','oboe'),(2,'Piet','Vand','harp'),(3,'Rhea','Tull','oboe'),(4,'Sol','Marr','harp');
         INSERT INTO pupils VALUES (1,'Ada','Quill','Mara Quill','oboe'),(2,'Bo','Reed','Tom Reed','harp'),
           (3,'Cy','Fenn','Lia Fenn','oboe'),(4,'Di','Holt','Ned Holt','harp'),(5,'Ed','Lorn','Sue Lorn','harp');",
    )
    .unwrap();
    let engine = Engine::open(&[dir.path().join("lake")], &dir.path().join("cache"), None).unwrap();
    let mut s = Session::new(&engine);
    let r = s.ask("who plays the oboe?");
    assert_eq!(r.decision, Decision::Clarify, "{}", sql(&r));
    let r = s.ask("the pupils");
    assert_eq!(
        sql(&r),
        r#"SELECT "first_name", "last_name" FROM "pupils" WHERE "instrument" = 'oboe'"#
    );
}

/// A gold reply that rounds its figure and matches a year by a range of dates: a value alone
/// ("and Quill?") takes the place of the earlier one, a year alone that of the range's year,
/// and what is shown stays the earlier turn's.
#[test]
fn a_value_or_a_year_alone_replaces_its_own_in_a_rounded_total_told_before() {
    let dir = tempfile::tempdir().unwrap();
    let engine = kennel(dir.path());
    let mut s = Session::new(&engine);
    s.options.db = Some(engine.database("kennel").unwrap());
    s.ask("how much did Bramble's stays cost in 2022");
    s.tell(
        "50.",
        Some("SELECT ROUND(SUM(fee), 1) FROM stay WHERE dog = 'Bramble' AND stay_date BETWEEN '2022-01-01' AND '2022-12-31'"),
    );
    let r = s.ask("and Quill?");
    assert_eq!(r.decision, Decision::Answer, "{}", r.message);
    assert!(sql(&r).contains("'Quill'"), "{}", sql(&r));
    assert_eq!(
        r.rows,
        vec![vec![clarisql_exec::Value::Real(40.0)]],
        "{}",
        sql(&r)
    );
    let r = s.ask("what about 2021");
    assert_eq!(r.decision, Decision::Answer, "{}", r.message);
    assert!(sql(&r).contains("'2021-01-01'"), "{}", sql(&r));
    assert_eq!(
        r.rows,
        vec![vec![clarisql_exec::Value::Real(45.0)]],
        "{}",
        sql(&r)
    );
}

#[test]
fn their_names_of_people_named_in_parts_shows_both_parts() {
    let dir = tempfile::tempdir().unwrap();
    let lake = dir.path().join("lake").join("choir");
    std::fs::create_dir_all(&lake).unwrap();
    rusqlite::Connection::open(lake.join("choir.sqlite"))
        .unwrap()
        .execute_batch(
            "CREATE TABLE tutors (tutor_id INTEGER PRIMARY KEY, first_name TEXT, last_name TEXT);
             CREATE TABLE singers (singer_id INTEGER PRIMARY KEY, first_name TEXT, last_name TEXT,
                                   town TEXT, tutor_id INTEGER REFERENCES tutors(tutor_id));
             INSERT INTO tutors VALUES (1,'Ines','Marl'),(2,'Olaf','Brink');
             INSERT INTO singers VALUES (1,'Ada','Fenn','Ashby',1),(2,'Bo','Lark','Corley',2),
                 (3,'Cy','Moss','Ashby',2);",
        )
        .unwrap();
    let engine = Engine::open(&[dir.path().join("lake")], &dir.path().join("cache"), None).unwrap();
    let mut s = Session::new(&engine);
    let r = s.ask("Which singers live in Ashby?");
    assert_eq!(r.decision, Decision::Answer, "{}", r.message);
    let r = s.ask("list their names");
    assert_eq!(r.decision, Decision::Answer, "{}", r.message);
    assert_eq!(r.rows.len(), 2, "{}", sql(&r));
    assert_eq!(r.rows[0].len(), 2, "first and last names: {}", sql(&r));
}

/// "I can't find a carrier called 'Polar Wigns'. Did you mean Polar Wings?" — "yeah that one":
/// the earlier question is read with the offered name, whether the offer was told (a gold
/// history) or the session's own.
#[test]
fn accepting_an_offered_name_reads_the_earlier_question_with_it() {
    let dir = tempfile::tempdir().unwrap();
    let engine = engine(dir.path());
    let mut s = Session::new(&engine);
    s.options.db = Some(engine.database("air").unwrap());
    s.ask("list the flight numbers of Polar Wigns in 2023");
    s.tell(
        "I can't find a carrier called 'Polar Wigns'. Did you mean Polar Wings?",
        None,
    );
    let r = s.ask("yeah that one");
    assert_eq!(
        (r.decision, r.question_type),
        (Decision::Answer, QuestionType::Answerable),
        "{}",
        r.message
    );
    let mut numbers: Vec<String> = r.rows.iter().map(|row| row[0].to_string()).collect();
    numbers.sort();
    assert_eq!(numbers, ["103", "104"], "{}", sql(&r));
    // A reply naming the offered carrier, sorry and all.
    let mut s = Session::new(&engine);
    s.options.db = Some(engine.database("air").unwrap());
    s.ask("how many flights has Sunfeld Air flown?");
    s.tell(
        "There's no carrier called 'Sunfeld Air'. The closest match is 'Sunfield Air' - did you mean that one?",
        None,
    );
    let r = s.ask("yes sunfield air sorry");
    assert_eq!(r.decision, Decision::Answer, "{}", r.message);
    assert_eq!(
        r.rows.first().map(|row| row[0].to_string()).as_deref(),
        Some("2")
    );
    // A choice between readings offers no name: "yes" does not pick one.
    let mut s = Session::new(&engine);
    s.options.db = Some(engine.database("air").unwrap());
    s.ask("which flights did Polar Wings fly?");
    s.tell("Do you mean flights from TRL or flights to TRL?", None);
    let r = s.ask("yes");
    assert_ne!(r.decision, Decision::Answer, "{}", sql(&r));
}

/// "and for 2023?" after a question about 2022: a year is something asked about, never a
/// formula like "and for the rest" said to the assistant.
#[test]
fn a_follow_up_of_only_a_year_is_a_question() {
    let dir = tempfile::tempdir().unwrap();
    let engine = engine(dir.path());
    let mut s = Session::new(&engine);
    s.options.db = Some(engine.database("air").unwrap());
    let r = s.ask("How many flights had origin code TRL in 2022?");
    assert_eq!(r.decision, Decision::Answer, "{}", r.message);
    let r = s.ask("and for 2023?");
    assert_eq!(
        (r.decision, r.question_type),
        (Decision::Answer, QuestionType::Answerable),
        "{}",
        r.message
    );
    assert!(
        sql(&r).contains("2023") && sql(&r).contains("'TRL'"),
        "{}",
        sql(&r)
    );
    assert_eq!(
        r.rows.first().map(|row| row[0].to_string()).as_deref(),
        Some("2")
    );
}

/// A told answer picked by an order the intent cannot say (`ORDER BY SUM(fee * 1.2) DESC
/// LIMIT 1`): the follow-up is about the row it picked, pinned by the values it showed, not
/// about whichever row a LIMIT without its order would give.
#[test]
fn a_told_top_row_ordered_by_arithmetic_stays_the_row_it_was() {
    let dir = tempfile::tempdir().unwrap();
    let engine = kennel(dir.path());
    let mut s = Session::new(&engine);
    s.options.db = Some(engine.database("kennel").unwrap());
    s.ask("which dog brought in the most, with the tax?");
    s.tell(
        "Quill, 102.0.",
        Some("SELECT dog, ROUND(SUM(fee * 1.2), 2) AS gross FROM stay GROUP BY dog ORDER BY gross DESC LIMIT 1"),
    );
    let r = s.ask("what were its stay dates?");
    assert_eq!(r.decision, Decision::Answer, "{}", r.message);
    let mut dates: Vec<String> = r
        .rows
        .iter()
        .map(|row| row.last().map(|v| v.to_string()).unwrap_or_default())
        .collect();
    dates.sort();
    assert_eq!(dates, ["2021-09-12", "2022-11-30"], "{}", sql(&r));
}
