//! One named thing answered by several rows that a scope column tells apart (ScopeMissing,
//! `engine::entity`): asked about when the question wants one value, not when it wants a list or
//! when what separates the rows is a measure.

use super::engine_of;
use clarisql_engine::{Ask, Decision};

// Each wine name comes back in two vintages, so names are far from unique (half the rows).
const CELLAR: &str =
    "CREATE TABLE wine (wine_id INTEGER PRIMARY KEY, name TEXT, vintage_year INTEGER,
                            grape TEXT, rating INTEGER);
         INSERT INTO wine VALUES
           (1,'Alder Ridge',2018,'Merlot',88),(2,'Alder Ridge',2020,'Merlot',91),
           (3,'Brook Hollow',2019,'Syrah',85),(4,'Brook Hollow',2021,'Syrah',87),
           (5,'Cedar Bend',2018,'Merlot',90),(6,'Cedar Bend',2019,'Merlot',84),
           (7,'Dune Crest',2020,'Syrah',86),(8,'Dune Crest',2021,'Syrah',92);
         CREATE TABLE dock (dock_id INTEGER PRIMARY KEY, site TEXT, region TEXT, slots INTEGER,
                            depth REAL);
         INSERT INTO dock VALUES
           (1,'North Pier','Harbour',11,4.5),(2,'South Pier','Harbour',9,6.0),
           (3,'Old Quay','River',9,3.0),(4,'Mill Jetty','River',11,2.5),
           (5,'East Wharf','Bay',9,7.0);";

#[test]
fn one_value_of_a_thing_with_several_versions_is_asked_about() {
    let (_dir, engine) = engine_of("cellar", CELLAR);

    // A name shared by two vintages: which year?
    let r = engine.ask("What rating does Alder Ridge have?", &Ask::default());
    assert_eq!(r.decision, Decision::Clarify, "{}", r.message);
    let c = r.clarification.as_ref().expect("a clarification");
    assert!(
        c.options.iter().any(|o| o.contains("2018"))
            && c.options.iter().any(|o| o.contains("2020")),
        "{c:?}"
    );

    // A list is answered whole.
    let r = engine.ask(
        "List the ratings of wines named Alder Ridge.",
        &Ask::default(),
    );
    assert_eq!(r.decision, Decision::Answer, "{}", r.message);
    assert_eq!(r.rows.len(), 2);

    // Rows of one region differ in a measure (slots, depth), which is no scope to choose.
    let r = engine.ask("What is the depth of River?", &Ask::default());
    assert_eq!(r.decision, Decision::Answer, "{}", r.message);
}
