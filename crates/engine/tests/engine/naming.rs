//! Which table or column a word names when both answer to it: a word right after a value of its
//! table names that table's rows ("white grapes"); a key column holding row codes of the table
//! it is named after stands for that table ("physicians" of an affiliation), unless a code
//! follows the word ("room 112"). "The names of T" are T's own names or those of a table T
//! refers to, never those of another thing; words naming two columns of a value's table that
//! both hold it are a column ambiguity. A table listed with shown columns is shown by its name;
//! words naming a table and one of its columns ask for the column when nothing else is shown; a
//! verb after a pronoun relates things ("the meetings they attended") and may complete a
//! column's name ("the year they joined"); a degree word inside a whole name is that name; words
//! after "of" that say whose a shown column is ("the school of athletes") are not shown. A
//! table of codes listed with shown columns is shown by the code its referrer holds (a word
//! every row of a column holds is no filter); an identifying word right after a table ("division
//! numbers") is the key referring to it; a bare "number" beside a count is the count; a bare
//! "id" listed after a shown column is that column's table's key; a word after "of" naming the
//! thing whose column is shown ("the area of the appellation that …") is not shown, and counts
//! and rankings are per that thing. A text key holding codes beside its table's names ("room"
//! of reservations over `rooms.room_id`) does not compete with that table either. A word right
//! after a column word that names that column too, or the time it holds ("service years",
//! "founded year"), names no other column; years stored as text compare like numbers. Items
//! listed together are each shown ("their respective regions", "nation and circuit names", a
//! table's word listed between its columns); a comparison reads its column within its clause.
//! A bare "id" listed before a column is its table's key (or the column "id" names); a
//! superlative compares no key: a key referring to another table says which rows are meant.
//! A passive verb before its agent ("made by") restates a relation; "first" in "first and last
//! names" shares the head noun of the column read after "and". A count whose counted thing is
//! left unread, or names several tables alike, is not answered. A participle right after a
//! table's name ("rooms located on …") describes its rows, not another table's column. "Its"
//! and "their" in a second sentence point back to the table the question asks about; a name
//! word after a table that no column answers to asks for that table's name. "Values" right
//! after a column word are that column's values, even where another database has a `value`
//! column. "The number of X" read as a column holding it has rivals like any other. A word a
//! table's names use is never read as a one-letter slip for another of its names. Two numbers
//! joined before a table ("2019 and 2020 films") are values of its column that holds them. A word
//! covering several columns ("size" over height and weight) is asked about; the column chosen
//! replaces it. A question that opens with its count and counts per nothing asks for one number.
//! A name written out whole and in order ("color description") keeps its words: its last word is
//! not read with the words after it ("description for the product"). The middle word of a
//! preposition written in three words ("in charge of") names no column. A count asked alone
//! does not drop the only word of its condition; a capital A inside a sentence is a value.
//! Columns asked "of" a key that refers to another table ("the names of Linda's advisor", "the
//! last name of the head of …") are that table's, and the key is not shown. A word read loosely
//! as a column a condition holds to one value is not shown beside other columns. A name written
//! out whole and in order with one misspelt word in the schema is still that name. A plural
//! before a preposition ("items in the group") does not open a table's compound name. A
//! passive participle loosely naming a column ("is located in") is not shown, nor is a word
//! loosely naming a column right before a word surely naming another ("delivery slot codes").
//! "Full names" are those of the table named that keeps a person's name in parts; "the name of
//! the most recent film" is the film's. A broader noun names a table of its kinds ("companies"
//! for a table of suppliers), unless a table is named so itself. "Each kind of result" groups by
//! the result column, though "kind" also names another. A word before the noun a `<noun>_type`
//! column is named after ("robusta coffee") is a kind, not found when the data lacks it; "how many
//! kilos" is the amount kept in kilograms, not a rate per kilogram; a list after a colon or a
//! spaced dash is what is shown; "crowd" and "tickets" name attendance and issues.

use super::{
    answer, answer_sql, ask_in, engine_of, engine_over, first_column, first_finding, write_db,
};
use clarisql_analyze::Category;
use clarisql_engine::{Ask, Decision, Session};

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
    let sql = |q: &str| answer_sql(&engine, q);

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

const WORKSHOP: &str = "CREATE TABLE technician (technician_id INTEGER PRIMARY KEY, team TEXT, age INTEGER);
         CREATE TABLE repair (repair_id INTEGER PRIMARY KEY, name TEXT, launch_year INTEGER);
         CREATE TABLE repair_assignment (technician_id INTEGER REFERENCES technician(technician_id),
                                         repair_id INTEGER REFERENCES repair(repair_id),
                                         PRIMARY KEY (technician_id, repair_id));
         CREATE TABLE person (person_id INTEGER PRIMARY KEY, name TEXT, nationality TEXT);
         CREATE TABLE player (player_id INTEGER PRIMARY KEY,
                              person_id INTEGER REFERENCES person(person_id), earnings REAL);
         INSERT INTO technician VALUES (1,'NYY',36),(2,'CLE',43),(3,'NYY',28);
         INSERT INTO repair VALUES (11,'Discoverer',2009),(12,'Gemini',2011),(13,'Apollo',2014);
         INSERT INTO repair_assignment VALUES (1,11),(2,12),(3,13),(1,13);
         INSERT INTO person VALUES (1,'Ana Ortiz','Chile'),(2,'Bo Lind','Sweden'),(3,'Cy Adler','Austria');
         INSERT INTO player VALUES (1,1,12000.0),(2,2,9000.0),(3,3,30500.0);";

#[test]
fn the_name_of_a_thing_is_its_own_or_its_lookups() {
    let (_dir, engine) = engine_of("workshop", WORKSHOP);

    // Technicians have no name; a repair's name is not theirs.
    let (_, f) = first_finding(
        &engine,
        "List the names of technicians in ascending order of age.",
        Decision::Refuse,
        Category::ColumnUnanswerable,
    );
    assert!(
        f.message.contains("no column of technician"),
        "{}",
        f.message
    );

    // The repairs' own names are answered.
    let r = engine.ask("List the names of repairs.", &Ask::default());
    assert_eq!(r.decision, Decision::Answer, "{}", r.message);

    // A player's name is kept in the person it refers to.
    let r = engine.ask("What are the names of players?", &Ask::default());
    assert_eq!(r.decision, Decision::Answer, "{}", r.message);
    assert!(r.sql.unwrap_or_default().contains(r#""person""#));
}

#[test]
fn a_value_named_by_words_that_fit_two_of_its_columns_is_asked_about() {
    let (_dir, engine) = engine_of(
        "firms",
        "CREATE TABLE company (company_id INTEGER PRIMARY KEY, name TEXT,
                               industry_2022 TEXT, industry_2023 TEXT, sales REAL);
         INSERT INTO company VALUES (1,'Arcadia','Banking','Banking',10.5),
                                    (2,'Borealis','Banking','Insurance',7.0),
                                    (3,'Cobalt','Insurance','Banking',3.2),
                                    (4,'Dunmore','Mining','Mining',8.8);",
    );
    let (r, f) = first_finding(
        &engine,
        "Which companies are in the Banking industry?",
        Decision::Clarify,
        Category::ColumnAmbiguity,
    );
    assert_eq!(f.text, "industry");
    let options = r.clarification.map(|c| c.options).unwrap_or_default();
    assert_eq!(options, ["industry 2022", "industry 2023"], "{}", r.message);
}

#[test]
fn a_word_beside_a_value_names_its_column_and_is_not_shown() {
    let (_dir, engine) = engine_of(
        "media",
        "CREATE TABLE channel (channel_id INTEGER PRIMARY KEY, name TEXT, owner TEXT, share REAL);
         INSERT INTO channel VALUES (1,'Nova One','Halcyon Media',2.1),(2,'Nova Sport','Halcyon Media',1.4),
                                    (3,'Riverside TV','Larkspur Group',0.9),(4,'Teal Kids','Orchard Holdings',1.1);",
    );
    let r = engine.ask(
        "List the names of all the channels owned by either Halcyon Media or Larkspur Group.",
        &Ask::default(),
    );
    assert_eq!(
        r.sql.as_deref(),
        Some(
            r#"SELECT "name" FROM "channel" WHERE "owner" IN ('Halcyon Media', 'Larkspur Group')"#
        ),
        "{}",
        r.message
    );
}

#[test]
fn a_chinese_short_name_may_hold_the_word_for_and() {
    let (_dir, engine) = engine_of(
        "firms_zh",
        "CREATE TABLE enterprise (enterprise_id INTEGER PRIMARY KEY, enterprise_name TEXT, revenue REAL);
         INSERT INTO enterprise VALUES (1,'上海安和实业有限公司',12.5),(2,'武汉万和房地产开发有限公司',30.1),
                                       (3,'杭州美林置业有限公司',8.4),(4,'北京荷塘商业管理有限公司',5.0);",
    );
    // 安和实业 is the short form of one name (not 安 and 实业); 万和地产 abbreviates another.
    for (q, full) in [
        ("安和实业的营收是多少？", "上海安和实业有限公司"),
        ("万和地产的营收是多少？", "武汉万和房地产开发有限公司"),
    ] {
        let db = engine.lake.database("firms_zh").map(|(id, _)| id);
        let r = engine.ask(
            q,
            &Ask {
                db,
                ..Ask::default()
            },
        );
        assert_eq!(r.decision, Decision::Clarify, "{q}: {}", r.message);
        let options = r.clarification.map(|c| c.options).unwrap_or_default();
        assert_eq!(options, [full], "{q}: {}", r.message);
    }
}

#[test]
fn which_with_the_head_of_a_name_column_asks_for_the_name() {
    let (_dir, engine) = engine_of(
        "homes",
        "CREATE TABLE clarisql_meta (table_name TEXT, column_name TEXT, description TEXT);
         CREATE TABLE sales (sale_id INTEGER PRIMARY KEY, community_name TEXT, units_sold INTEGER);
         INSERT INTO clarisql_meta VALUES ('sales','','商品房成交信息表'),('sales','community_name','小区名称'),
                                          ('sales','units_sold','成交套数');
         INSERT INTO sales VALUES (1,'泰和花园',12),(2,'滨江雅苑',30),(3,'观澜公寓',7);",
    );
    // 小区 is the head of 小区名称: after 哪个 it asks for the name, not loosely for the column.
    let r = engine.ask("哪个小区成交套数最多？", &Ask::default());
    assert_eq!(
        r.sql.as_deref(),
        Some(r#"SELECT "community_name" FROM "sales" ORDER BY "units_sold" DESC LIMIT 1"#),
        "{}",
        r.message
    );
}

#[test]
fn a_table_listed_with_shown_columns_is_shown_by_its_name() {
    let (_dir, engine) = engine_of(
        "league",
        "CREATE TABLE team (team_id INTEGER PRIMARY KEY, team_name TEXT, city TEXT);
         CREATE TABLE coach (coach_id INTEGER PRIMARY KEY, name TEXT, years_coached INTEGER,
                             team_id INTEGER REFERENCES team(team_id));
         INSERT INTO team VALUES (1,'Harbor Hawks','Easton'),(2,'Valley Foxes','Weston'),
                                 (3,'Ridge Owls','Norton');
         INSERT INTO coach VALUES (1,'Ada Brook',4,1),(2,'Ben Cole',9,2),(3,'Cal Dunn',2,3);",
    );
    let sql = |q: &str| answer_sql(&engine, q);
    // The coaches are listed with a column of theirs: their names are shown too.
    let s = sql("Show the coaches and the years coached.");
    assert!(
        s.starts_with(r#"SELECT "name", "years_coached" FROM "coach""#),
        "{s}"
    );
    // The teams are listed after the coaches' names: theirs are shown too.
    let s = sql("What are the names of coaches and their corresponding teams?");
    assert!(
        s.starts_with(r#"SELECT T1."name", T2."team_name" FROM"#),
        "{s}"
    );
    // A table's name before a column of it only qualifies the column.
    let s = sql("Show the coach names and team cities.");
    assert!(!s.contains("team_name"), "{s}");
}

#[test]
fn a_table_in_a_series_of_shown_columns_is_shown_by_its_name() {
    let (_dir, engine) = engine_of(
        "staffing",
        "CREATE TABLE location (loc_id INTEGER PRIMARY KEY, city TEXT, region TEXT);
         CREATE TABLE department (dept_id INTEGER PRIMARY KEY, dept_name TEXT,
                                  loc_id INTEGER REFERENCES location(loc_id));
         CREATE TABLE employee (emp_id INTEGER PRIMARY KEY, name TEXT,
                                dept_id INTEGER REFERENCES department(dept_id));
         INSERT INTO location VALUES (1,'Easton','North'),(2,'Weston','South');
         INSERT INTO department VALUES (1,'Sales',1),(2,'Audit',2);
         INSERT INTO employee VALUES (1,'Ada Brook',1),(2,'Ben Cole',2),(3,'Cal Dunn',2);",
    );
    let s = answer_sql(
        &engine,
        "Show the names, departments, cities, and regions of all employees.",
    );
    assert!(
        s.starts_with(r#"SELECT T1."name", T2."dept_name", T3."city", T3."region" FROM"#),
        "{s}"
    );
}

#[test]
fn a_verb_after_a_pronoun_relates_things_and_asks_for_no_column() {
    let (_dir, engine) = engine_of(
        "club",
        "CREATE TABLE member (member_id INTEGER PRIMARY KEY, name TEXT, year_join INTEGER);
         CREATE TABLE meeting (meeting_id INTEGER PRIMARY KEY, title TEXT, year INTEGER,
                               attendance INTEGER);
         CREATE TABLE meeting_member (member_id INTEGER REFERENCES member(member_id),
                                      meeting_id INTEGER REFERENCES meeting(meeting_id),
                                      PRIMARY KEY (member_id, meeting_id));
         INSERT INTO member VALUES (1,'Ada Brook',2015),(2,'Ben Cole',2011),(3,'Cal Dunn',2019);
         INSERT INTO meeting VALUES (1,'Spring Fair',2018,40),(2,'Autumn Talk',2020,25);
         INSERT INTO meeting_member VALUES (1,1),(2,1),(2,2),(3,2);",
    );
    let sql = |q: &str| answer_sql(&engine, q);
    // "attended" relates members to meetings; the meetings' attendance is not asked for.
    let s = sql("Show the names of members and the titles of the meetings they attended.");
    assert!(s.starts_with(r#"SELECT T1."name", T3."title" FROM"#), "{s}");
    // "the year they joined" is one column, `year_join`, not the meetings' year.
    let s = sql("What are the names of members, sorted by the year they joined?");
    assert_eq!(s, r#"SELECT "name" FROM "member" ORDER BY "year_join" ASC"#);
}

#[test]
fn a_degree_word_inside_a_whole_column_name_is_that_column() {
    let (_dir, engine) = engine_of(
        "portal",
        "CREATE TABLE account (account_id INTEGER PRIMARY KEY, holder TEXT, date_opened TEXT,
                               date_of_latest_login TEXT);
         INSERT INTO account VALUES (1,'Ann Lee','2020-01-05','2024-03-01'),
                                    (2,'Bo Chan','2021-06-10','2024-02-11'),
                                    (3,'Cy Roe','2019-09-30','2023-12-24');",
    );
    let sql = |q: &str| answer_sql(&engine, q);
    // "the dates of the latest login" is `date_of_latest_login`, not the newest row.
    let s =
        sql("What are the dates of the latest login of the accounts of holder Ann Lee or Bo Chan?");
    assert!(
        s.starts_with(r#"SELECT "date_of_latest_login" FROM"#) && !s.contains("LIMIT"),
        "{s}"
    );
    // Alone, "latest" still orders.
    let s = sql("Show the holder of the latest opened account.");
    assert!(s.ends_with(r#"ORDER BY "date_opened" DESC LIMIT 1"#), "{s}");
}

#[test]
fn words_naming_a_table_and_one_of_its_columns_ask_for_the_column() {
    let (_dir, engine) = engine_of(
        "orchard",
        "CREATE TABLE Fruit_Type (Fruit TEXT PRIMARY KEY, FruitType TEXT);
         CREATE TABLE Has_Fruit (farm_id INTEGER, Fruit TEXT REFERENCES Fruit_Type(Fruit),
                                 planted INTEGER);
         INSERT INTO Fruit_Type VALUES ('Apple','pome'),('Plum','drupe'),('Cherry','drupe'),
                                       ('Pear','pome');
         INSERT INTO Has_Fruit VALUES (1,'Apple',2001),(1,'Plum',2003),(2,'Apple',2010);",
    );
    let sql = |q: &str| answer_sql(&engine, q);
    // "type of fruit" names the table Fruit_Type and its column FruitType: the column is asked.
    assert_eq!(
        sql("What is the type of fruit Plum?"),
        r#"SELECT "FruitType" FROM "Fruit_Type" WHERE "Fruit" = 'Plum'"#
    );
    assert_eq!(
        sql("Show all fruit types."),
        r#"SELECT DISTINCT "FruitType" FROM "Fruit_Type""#
    );
    // "fruits" names Has_Fruit, which has no name column: listed with the types, the fruits
    // are shown by their column in Fruit_Type, and Has_Fruit is not joined.
    assert_eq!(
        sql("What are the fruits and their types?"),
        r#"SELECT "Fruit", "FruitType" FROM "Fruit_Type""#
    );
}

#[test]
fn words_after_of_that_say_whose_a_shown_column_is_are_not_shown() {
    let (_dir, engine) = engine_of(
        "games",
        "CREATE TABLE athlete (athlete_id INTEGER PRIMARY KEY, athlete TEXT, years_active INTEGER);
         CREATE TABLE draft_pick (pick_id INTEGER PRIMARY KEY, athlete TEXT, school TEXT,
                                  round INTEGER);
         INSERT INTO athlete VALUES (1,'Ana Ortiz',4),(2,'Bo Lind',2),(3,'Cy Adler',6);
         INSERT INTO draft_pick VALUES (1,'Ana Ortiz','Lakeside',1),(2,'Bo Lind','Lakeside',2),
                                       (3,'Cy Adler','Hillcrest',1),(4,'Di Moss','Riverton',3);",
    );
    // "athletes" names the athlete table and draft_pick.athlete: after "school of" it says whose
    // school, so only the school is grouped and shown.
    let r = engine.ask(
        "Show the most common school of athletes in draft picks.",
        &Ask::default(),
    );
    assert_eq!(r.decision, Decision::Answer, "{}", r.message);
    assert_eq!(
        r.sql.unwrap_or_default(),
        r#"SELECT "school" FROM "draft_pick" GROUP BY "school" ORDER BY COUNT(*) DESC LIMIT 1"#
    );
}

/// Twelve full names hold "明月湾"; the lake holds thousands of other values.
const MANY_NAMES: &str =
    "CREATE TABLE community (community_name TEXT, green_ratio REAL, note TEXT);
         CREATE TABLE clarisql_meta (table_name TEXT, column_name TEXT, description TEXT);
         INSERT INTO clarisql_meta VALUES ('community','community_name','小区名称'),
           ('community','green_ratio','绿化率 (%)'),('community','note','备注');
         INSERT INTO community (community_name, green_ratio) VALUES
           ('德隆明月湾',31.5),('信达明月湾',28.0),('兆丰明月湾',35.2),('兰亭明月湾',30.1),
           ('凯旋明月湾',29.9),('华城明月湾',33.3),('宏达明月湾',27.4),('金泓明月湾',32.8),
           ('祥和明月湾',34.0),('鼎盛明月湾',26.5),('瑞华明月湾',30.7),('联发明月湾',31.1);
         WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 3000)
           INSERT INTO community (community_name, green_ratio, note)
           SELECT '第' || i || '号楼', 30.0, '备注' || i FROM n;";

#[test]
fn a_chinese_short_name_held_by_a_dozen_names_in_a_large_lake_is_still_a_short_form() {
    let (_dir, engine) = engine_of("estates", MANY_NAMES);
    let (_, f) = first_finding(
        &engine,
        "明月湾的绿化率是多少？",
        Decision::Clarify,
        Category::ValueNotFound,
    );
    assert!(
        f.candidates
            .iter()
            .any(|c| c.value.as_deref().is_some_and(|v| v.ends_with("明月湾"))),
        "{:?}",
        f.candidates
    );
}

#[test]
fn a_table_of_codes_is_shown_by_the_code_its_referrer_holds() {
    let (_dir, engine) = engine_of(
        "lodging",
        "CREATE TABLE ref_grade (grade_code TEXT PRIMARY KEY, grade_description TEXT);
         CREATE TABLE inn (inn_id INTEGER PRIMARY KEY, inn_name TEXT, nightly_rate INTEGER,
                           grade_code TEXT REFERENCES ref_grade(grade_code));
         INSERT INTO ref_grade VALUES ('1','grade'),('2','grade'),('3','grade');
         INSERT INTO inn VALUES (1,'by the lake',120,'2'),(2,'old mill',80,'1'),
                                (3,'harbour view',200,'3');",
    );
    // "grade" is what every description says: the word is no filter, and the grade asked for
    // beside an inn's columns is the code the inn holds.
    assert_eq!(
        answer_sql(
            &engine,
            "Show the id and grade of each inn, ordered by its nightly rate."
        ),
        r#"SELECT "inn_id", "grade_code" FROM "inn" ORDER BY "nightly_rate" ASC"#
    );
    assert_eq!(
        answer_sql(
            &engine,
            "What are the names and grades of the two inns with the lowest nightly rates?"
        ),
        r#"SELECT "inn_name", "grade_code" FROM "inn" ORDER BY "nightly_rate" ASC LIMIT 2"#
    );
}

#[test]
fn an_identifying_word_after_a_table_is_the_key_that_refers_to_it() {
    let (_dir, engine) = engine_of(
        "staffing",
        "CREATE TABLE division (division_id INTEGER PRIMARY KEY, division_name TEXT);
         CREATE TABLE worker (worker_id INTEGER PRIMARY KEY, first_name TEXT, last_name TEXT,
                              phone_number TEXT,
                              division_id INTEGER REFERENCES division(division_id));
         CREATE TABLE shift (shift_id INTEGER PRIMARY KEY,
                             worker_id INTEGER REFERENCES worker(worker_id), hours INTEGER);
         INSERT INTO division VALUES (10,'Sales'),(20,'Support');
         INSERT INTO worker VALUES (1,'Ada','Brook','555-0101',10),(2,'Ben','Cole','555-0102',20),
                                   (3,'Cal','Dunn','555-0103',20);
         INSERT INTO shift VALUES (1,1,8),(2,1,6),(3,2,4);",
    );
    // "division numbers" are the workers' division keys, not their phone numbers.
    assert_eq!(
        answer_sql(
            &engine,
            "What are the first names and division numbers for workers with last name Cole?"
        ),
        r#"SELECT "first_name", "division_id" FROM "worker" WHERE "last_name" = 'Cole'"#
    );
    // A bare "number" beside a count is the count, not a column ending in "number".
    assert_eq!(
        answer_sql(
            &engine,
            "How many shifts does each worker have? List the number and worker id."
        ),
        r#"SELECT COUNT(*), T1."worker_id" FROM "worker" AS T1 JOIN "shift" AS T2 ON T2."worker_id" = T1."worker_id" GROUP BY T1."worker_id""#
    );
}

#[test]
fn a_bare_id_listed_after_a_shown_column_is_its_tables_key() {
    let (_dir, engine) = engine_of(
        "sights",
        "CREATE TABLE attraction (attraction_id INTEGER PRIMARY KEY, name TEXT);
         CREATE TABLE visit (visit_id INTEGER PRIMARY KEY,
                             attraction_id INTEGER REFERENCES attraction(attraction_id),
                             visit_date TEXT);
         INSERT INTO attraction VALUES (1,'Old Mill'),(2,'Glass Tower'),(3,'Salt Caves');
         INSERT INTO visit VALUES (1,1,'2024-01-02'),(2,1,'2024-02-03'),(3,3,'2024-03-04');",
    );
    // The id shown beside each attraction's name is the attraction's, not a visit's.
    assert_eq!(
        answer_sql(
            &engine,
            "What are the name, id and the number of visits for each attraction?"
        ),
        r#"SELECT T1."name", T1."attraction_id", COUNT(*) FROM "attraction" AS T1 JOIN "visit" AS T2 ON T2."attraction_id" = T1."attraction_id" GROUP BY T1."name", T1."attraction_id""#
    );
}

#[test]
fn the_thing_whose_column_is_shown_is_what_the_ranking_is_per() {
    let (_dir, engine) = engine_of(
        "vineyard",
        "CREATE TABLE appellation (appellation TEXT PRIMARY KEY, area TEXT, county TEXT);
         CREATE TABLE wine (wine_id INTEGER PRIMARY KEY, name TEXT,
                            appellation TEXT REFERENCES appellation(appellation), year INTEGER);
         INSERT INTO appellation VALUES ('Napa Valley','North Coast','Napa'),
             ('Paso Robles','Central Coast','San Luis Obispo'),('Sonoma Coast','North Coast','Sonoma');
         INSERT INTO wine VALUES (1,'Ridge','Napa Valley',2006),(2,'Oak Hill','Napa Valley',2008),
             (3,'Sandstone','Paso Robles',2009),(4,'Fogline','Sonoma Coast',2004),
             (5,'Bluff','Paso Robles',2005),(6,'Cove','Paso Robles',2007),
             (7,'Tidepool','Sonoma Coast',2003);",
    );
    // "appellation" says whose area is asked; it is not shown, and the wines are counted per
    // appellation (North Coast has more wines in all, Paso Robles the most of one appellation).
    let r = engine.ask(
        "What is the area of the appellation that produces the highest number of wines before the year of 2010?",
        &Ask::default(),
    );
    assert_eq!(r.decision, Decision::Answer, "{}", r.message);
    let sql = r.sql.clone().unwrap_or_default();
    assert!(
        sql.starts_with(r#"SELECT T1."area" FROM"#)
            && sql.contains(r#"GROUP BY T1."area", T1."appellation""#),
        "{sql}"
    );
    assert_eq!(r.rows.len(), 1);
    assert_eq!(r.rows[0][0].to_string(), "Central Coast");
    assert!(answer_sql(
        &engine,
        "What are the counties for appellations with at most 2 wines?"
    )
    .starts_with(r#"SELECT T1."county" FROM"#));
}

#[test]
fn a_text_key_holding_codes_beside_names_does_not_compete_with_its_table() {
    let (_dir, engine) = engine_of(
        "inn",
        "CREATE TABLE rooms (room_id TEXT PRIMARY KEY, room_name TEXT, beds INTEGER);
         CREATE TABLE reservations (code INTEGER PRIMARY KEY,
                                    room TEXT REFERENCES rooms(room_id), check_in TEXT);
         INSERT INTO rooms VALUES ('RND','Recluse and defiance',1),('IBS','Interim but salutary',2),
                                  ('AOB','Abscond or bolster',2);
         INSERT INTO reservations VALUES (1,'RND','2024-01-02'),(2,'IBS','2024-01-03'),
                                         (3,'IBS','2024-01-09'),(4,'AOB','2024-02-01');",
    );
    // "room" names the rooms (shown by name), not the reservations' room codes.
    let r = engine.ask(
        "Which room has the largest number of reservations?",
        &Ask::default(),
    );
    assert_eq!(r.decision, Decision::Answer, "{}", r.message);
    let sql = r.sql.clone().unwrap_or_default();
    assert!(
        sql.starts_with(r#"SELECT T1."room_name" FROM "rooms""#),
        "{sql}"
    );
    assert_eq!(r.rows[0][0].to_string(), "Interim but salutary");
}

#[test]
fn a_word_restating_the_column_before_it_names_no_other_column() {
    let (_dir, engine) = engine_of(
        "fleet",
        "CREATE TABLE captain (captain_id INTEGER PRIMARY KEY, name TEXT,
                               service_year_starts INTEGER, grade INTEGER, founded REAL);
         CREATE TABLE command (captain_id INTEGER REFERENCES captain(captain_id),
                               ship TEXT, from_year INTEGER, season_year TEXT);
         INSERT INTO captain VALUES (1,'Ines Varga',2001,3,1990.0),(2,'Tom Hale',2006,5,1985.0),
                                    (3,'Aiko Mori',2003,4,1999.0);
         INSERT INTO command VALUES (1,'Petrel',2010,'2010-11'),(2,'Osprey',2012,'2012-13'),
                                    (3,'Kestrel',2011,'2011-12'),(3,'Petrel',2013,'2013-14');",
    );
    // "service years" is `service_year_starts`: "years" also names the command's `from_year`,
    // which would join the commands and repeat captains.
    let s = answer_sql(
        &engine,
        "Show the service years of captains in descending order of their grade.",
    );
    assert_eq!(
        s,
        r#"SELECT "service_year_starts" FROM "captain" ORDER BY "grade" DESC"#
    );
    // "founded year" over a column of years (stored as reals): "year" is that column's time.
    let s = answer_sql(
        &engine,
        "List the names of captains in descending order of founded year.",
    );
    assert_eq!(s, r#"SELECT "name" FROM "captain" ORDER BY "founded" DESC"#);
}

#[test]
fn years_stored_as_text_are_compared_like_numbers() {
    let (_dir, engine) = engine_of(
        "fairs",
        "CREATE TABLE venue (venue_id INTEGER PRIMARY KEY, name TEXT, opening_year INTEGER);
         CREATE TABLE fair (fair_id INTEGER PRIMARY KEY, name TEXT, year TEXT,
                            venue_id INTEGER REFERENCES venue(venue_id));
         INSERT INTO venue VALUES (1,'North Hall',1990),(2,'Harbour Dome',2015);
         INSERT INTO fair VALUES (1,'Spring Fair','2016',1),(2,'Book Fair','2019',1),
                                 (3,'Food Fair','2012',2);",
    );
    // The fair's own year, though it is text, not the venue's opening year.
    let r = engine.ask(
        "What is the name of the fair that happened in the most recent year?",
        &Ask::default(),
    );
    assert_eq!(r.decision, Decision::Answer, "{}", r.message);
    assert_eq!(
        r.sql.as_deref(),
        Some(r#"SELECT "name" FROM "fair" ORDER BY CAST("year" AS NUMERIC) DESC LIMIT 1"#)
    );
    assert_eq!(r.rows[0][0].to_string(), "Book Fair");
}

#[test]
fn numbers_stored_as_text_are_compared_sorted_and_ranked_as_numbers() {
    // As text, "7" > "50" and "100" < "50": every answer below would be wrong.
    let (_dir, engine) = engine_of(
        "ring",
        "CREATE TABLE wrestler (wrestler_id INTEGER PRIMARY KEY, name TEXT, days_held TEXT,
                                code TEXT);
         INSERT INTO wrestler VALUES (1,'Rex Vale','100','010'),(2,'Ona Bright','50','020'),
                                     (3,'Tam Cole','7','030');",
    );
    let names = |q: &str| -> Vec<String> {
        let r = engine.ask(q, &Ask::default());
        assert_eq!(r.decision, Decision::Answer, "{q}: {}", r.message);
        r.rows.iter().map(|row| row[0].to_string()).collect()
    };
    assert_eq!(
        names("What are the names of wrestlers with more than 60 days held?"),
        ["Rex Vale"]
    );
    assert_eq!(
        names("List the names of wrestlers in descending order of days held."),
        ["Rex Vale", "Ona Bright", "Tam Cole"]
    );
    assert_eq!(
        names("What is the name of the wrestler with the most days held?"),
        ["Rex Vale"]
    );
    assert_eq!(names("What is the maximum days held?"), ["100"]);
}

const MARKET: &str = "CREATE TABLE region (region_id INTEGER PRIMARY KEY, region_name TEXT);
         CREATE TABLE guild (guild_id INTEGER PRIMARY KEY, guild_name TEXT,
                             region_id INTEGER REFERENCES region(region_id));
         CREATE TABLE nation (id INTEGER PRIMARY KEY, name TEXT);
         CREATE TABLE circuit (id INTEGER PRIMARY KEY, name TEXT, nation_id INTEGER REFERENCES nation(id));
         CREATE TABLE firm (firm_id INTEGER PRIMARY KEY, rank INTEGER, firm TEXT, market_value REAL,
                            sector TEXT);
         CREATE TABLE listing (listing_id INTEGER PRIMARY KEY, title TEXT, price_in_dollars REAL,
                               price_in_euros REAL, stock INTEGER);
         CREATE TABLE worker (worker_id INTEGER PRIMARY KEY, name TEXT, age INTEGER, salary INTEGER);
         INSERT INTO region VALUES (1,'Uplands'),(2,'Coast');
         INSERT INTO guild VALUES (1,'Weavers',1),(2,'Smiths',2),(3,'Masons',1);
         INSERT INTO nation VALUES (1,'Avalor'),(2,'Brevia');
         INSERT INTO circuit VALUES (1,'Premier Circuit',1),(2,'Coastal Cup',2);
         INSERT INTO firm VALUES (1,1,'Helio Power',210.5,'Energy'),(2,2,'Nordbank',180.0,'Banking'),
                                 (3,3,'Windline',95.2,'Energy');
         INSERT INTO listing VALUES (1,'Oak desk',820,760,4),(2,'Lamp',45,41,30),(3,'Sofa',1300,1200,2);
         INSERT INTO worker VALUES (1,'Rui',34,5200),(2,'Mia',29,4100),(3,'Sol',51,6100);";

#[test]
fn items_listed_together_are_each_shown() {
    let (_dir, engine) = engine_of("market", MARKET);
    let sql = |q: &str| answer_sql(&engine, q);
    // A table listed after a shown column with "their respective" is shown by its name.
    assert_eq!(
        sql("What are the names of guilds and their respective regions?"),
        r#"SELECT T1."guild_name", T2."region_name" FROM "guild" AS T1 JOIN "region" AS T2 ON T2."region_id" = T1."region_id""#
    );
    // "nation and circuit names": the head noun after the last table names a column of each.
    assert_eq!(
        sql("List all nation and circuit names."),
        r#"SELECT T1."name", T2."name" FROM "nation" AS T1 JOIN "circuit" AS T2 ON T2."nation_id" = T1."id""#
    );
    // A word naming a table and its column, listed between that table's columns, is the column.
    assert_eq!(
        sql("What is the rank, firm, and market value of every firm in the Energy sector?"),
        r#"SELECT "rank", "firm", "market_value" FROM "firm" WHERE "sector" = 'Energy'"#
    );
}

#[test]
fn a_comparison_reads_its_column_within_its_clause() {
    let (_dir, engine) = engine_of("market", MARKET);
    // "price … 700 dollars": the column is said on both sides of the number; neither is shown.
    assert_eq!(
        answer_sql(
            &engine,
            "Which listings have price above 700 dollars? Show their titles and stock."
        ),
        r#"SELECT "title", "stock" FROM "listing" WHERE "price_in_dollars" > 700"#
    );
    // A column named before "who" is what is shown, not what the clause compares.
    for q in [
        "What are the worker ages who make more than the average?",
        "What are the worker ages who make more than 5000?",
    ] {
        let r = engine.ask(q, &Ask::default());
        let sql = r.sql.clone().unwrap_or_default();
        assert!(!sql.contains(r#""age" >"#), "{q}: {sql}");
    }
}

#[test]
fn a_bare_id_listed_with_a_column_and_a_key_after_a_superlative() {
    let (_dir, engine) = engine_of(
        "tracks",
        "CREATE TABLE backer (backer_id INTEGER PRIMARY KEY, backer_details TEXT);
         CREATE TABLE pledge (pledge_id INTEGER PRIMARY KEY,
                              backer_id INTEGER REFERENCES backer(backer_id), amount REAL);
         CREATE TABLE track (track_name TEXT PRIMARY KEY, f_id INTEGER, genre TEXT, singer TEXT,
                             rating INTEGER, language TEXT);
         CREATE TABLE racer (racer_id INTEGER PRIMARY KEY, name TEXT, age INTEGER);
         CREATE TABLE race (race_id INTEGER PRIMARY KEY,
                            winning_racer INTEGER REFERENCES racer(racer_id), venue TEXT);
         CREATE TABLE error_log (error_log_id INTEGER PRIMARY KEY, issue_id INTEGER,
                                 log_entry_date TEXT);
         INSERT INTO backer VALUES (1,'angel investor'),(2,'small fund');
         INSERT INTO pledge VALUES (1,1,50),(2,2,70),(3,2,20);
         INSERT INTO track VALUES ('Blue Road',11,'folk','Ana',7,'English'),
                                  ('Noche',12,'pop','Luz',9,'Spanish'),('Rain',13,'rock','Ana',5,'English');
         INSERT INTO racer VALUES (1,'Kai',31),(2,'Lea',24),(3,'Oto',19);
         INSERT INTO race VALUES (1,1,'Monza'),(2,2,'Spa'),(3,1,'Imola');
         INSERT INTO error_log VALUES (1,40,'2021-05-01'),(2,41,'2020-02-11'),(3,40,'2022-07-19');
         CREATE TABLE patron (patron_id INTEGER PRIMARY KEY, patron_first_name TEXT,
                              patron_last_name TEXT);
         CREATE TABLE loan (loan_id INTEGER PRIMARY KEY,
                            patron_id INTEGER REFERENCES patron(patron_id));
         INSERT INTO patron VALUES (1,'Ada','Moss'),(2,'Ben','Roe');
         INSERT INTO loan VALUES (1,1),(2,2),(3,2);",
    );
    let sql = |q: &str| answer_sql(&engine, q);
    // A bare "id" listed right before a column is the key of that column's table…
    let s = sql("Show the id and details of the backer that has the largest number of pledges.");
    assert!(
        s.starts_with(r#"SELECT T1."backer_id", T1."backer_details" FROM "backer""#),
        "{s}"
    );
    // (past "full", which needs no explanation)
    let s = sql("Return the id and full name of the patron with the most loans.");
    assert!(
        s.starts_with(
            r#"SELECT T1."patron_id", T1."patron_first_name", T1."patron_last_name" FROM "patron""#
        ),
        "{s}"
    );
    // … or the column of it "id" names, when the table is keyed by a name.
    assert_eq!(
        sql("List the id, genre and singer of English tracks ordered by rating."),
        r#"SELECT "f_id", "genre", "singer" FROM "track" WHERE "language" = 'English' ORDER BY "rating" ASC"#
    );
    // A superlative compares no key: a key referring to another table says which rows ("the
    // winning racer": racers that won), the table's own key is what is shown.
    assert_eq!(
        sql("What is the name and age of the youngest winning racer?"),
        r#"SELECT T1."name", T1."age" FROM "racer" AS T1 JOIN "race" AS T2 ON T2."winning_racer" = T1."racer_id" ORDER BY T1."age" ASC LIMIT 1"#
    );
    assert_eq!(
        sql("What is the oldest log id and its corresponding issue id?"),
        r#"SELECT "error_log_id", "issue_id" FROM "error_log" ORDER BY "log_entry_date" ASC LIMIT 1"#
    );
}

#[test]
fn a_passive_verb_and_a_coordinated_modifier_are_explained() {
    let (_dir, engine) = engine_of(
        "depot",
        "CREATE TABLE client (client_id INTEGER PRIMARY KEY, client_name TEXT);
         CREATE TABLE purchase (purchase_id INTEGER PRIMARY KEY,
                                client_id INTEGER REFERENCES client(client_id), purchase_status TEXT);
         CREATE TABLE vehicle (vehicle_id INTEGER PRIMARY KEY, make TEXT, model TEXT);
         CREATE TABLE crew (crew_id INTEGER PRIMARY KEY, crew_first_name TEXT, crew_last_name TEXT,
                            crew_details TEXT, vehicle_id INTEGER REFERENCES vehicle(vehicle_id));
         INSERT INTO client VALUES (1,'Ruth Amos'),(2,'Ivo Lind');
         INSERT INTO purchase VALUES (1,1,'Packing'),(2,2,'Shipped'),(3,1,'Shipped');
         INSERT INTO vehicle VALUES (1,'Volvo','FH16'),(2,'Scania','R500');
         INSERT INTO crew VALUES (1,'Mara','Quist','night',1),(2,'Jon','Berg','day',2);",
    );
    // "made" (a word the lake knows as a column elsewhere) is a passive verb before its agent:
    // it restates the relation.
    let r = engine.ask(
        "Which purchases are made by the client named 'Ruth Amos'? Give me the purchase ids and status.",
        &Ask::default(),
    );
    assert_eq!(r.decision, Decision::Answer, "{}", r.message);
    assert_eq!(
        r.sql.as_deref(),
        Some(
            r#"SELECT T1."purchase_id", T1."purchase_status" FROM "purchase" AS T1 JOIN "client" AS T2 ON T2."client_id" = T1."client_id" WHERE T2."client_name" = 'Ruth Amos'"#
        )
    );
    assert!(r.confidence >= 0.85, "{} {:?}", r.confidence, r.doubts);
    // So is a participle before "by" with no "be": "the payment methods used by customers".
    let (_dir2, shop) = engine_of(
        "payments",
        "CREATE TABLE customer (customer_id INTEGER PRIMARY KEY, customer_name TEXT,
                                payment_method TEXT);
         INSERT INTO customer VALUES (1,'Ruth Amos','Card'),(2,'Ivo Lind','Cash'),(3,'Ada Roe','Card');",
    );
    let r = shop.ask(
        "Return all the distinct payment methods used by customers.",
        &Ask::default(),
    );
    assert_eq!(
        r.sql.as_deref(),
        Some(r#"SELECT DISTINCT "payment_method" FROM "customer""#)
    );
    assert!(r.confidence >= 0.85, "{} {:?}", r.confidence, r.doubts);
    // And a participle after "be" with no agent: "how many payments were made".
    let (_dir3, ledger) = engine_of(
        "ledger",
        "CREATE TABLE payment (payment_id INTEGER PRIMARY KEY, payment_method TEXT, amount REAL);
         INSERT INTO payment VALUES (1,'Card',20),(2,'Cash',15),(3,'Card',40);",
    );
    let r = ledger.ask(
        "For each payment method, how many payments were made?",
        &Ask::default(),
    );
    assert_eq!(r.decision, Decision::Answer, "{}", r.message);
    assert!(r.confidence >= 0.85, "{} {:?}", r.confidence, r.doubts);
    // "first and last names": "first" shares the head noun of the surely read last name.
    let r = engine.ask(
        "Which crew drive a Volvo? Give me their first and last names.",
        &Ask::default(),
    );
    assert!(
        !r.doubts.iter().any(|d| d.contains("'first'")),
        "{:?}",
        r.doubts
    );
}

#[test]
fn a_count_whose_counted_thing_is_unread_is_not_answered() {
    let (_dir, engine) = engine_of(
        "school",
        "CREATE TABLE teacher (teacher_id INTEGER PRIMARY KEY, first_name TEXT, last_name TEXT,
                               classroom INTEGER);
         CREATE TABLE roll (roll_id INTEGER PRIMARY KEY, full_name TEXT, classroom INTEGER);
         CREATE TABLE client (client_id INTEGER PRIMARY KEY, client_name TEXT);
         CREATE TABLE available_plans (plan_id INTEGER PRIMARY KEY, plan_type TEXT);
         CREATE TABLE client_plans (client_id INTEGER REFERENCES client(client_id),
                                    plan_id INTEGER REFERENCES available_plans(plan_id));
         INSERT INTO teacher VALUES (1,'Ana','Ruiz',101),(2,'Ole','Berg',102);
         INSERT INTO roll VALUES (1,'Kim Ode',101),(2,'Lu Pai',101),(3,'Mo Ash',102);
         INSERT INTO client VALUES (1,'Ivo Lind'),(2,'Ruth Amos');
         INSERT INTO available_plans VALUES (1,'basic'),(2,'family');
         INSERT INTO client_plans VALUES (1,1),(1,2),(2,1);",
    );
    // Nothing is named "pupils": counting the teacher's own rows would answer another question.
    let r = engine.ask(
        "Count the number of pupils the teacher Ana Ruiz teaches.",
        &Ask::default(),
    );
    assert_ne!(r.decision, Decision::Answer, "{:?}", r.sql);
    // "plans" names two tables equally: which rows are counted is not known.
    let r = engine.ask(
        "How many plans does the client named 'Ivo Lind' have?",
        &Ask::default(),
    );
    assert_ne!(r.decision, Decision::Answer, "{:?}", r.sql);
}

#[test]
fn a_participle_after_a_table_describes_its_rows() {
    let (_dir, engine) = engine_of(
        "ward",
        "CREATE TABLE room (room_number INTEGER PRIMARY KEY, block_floor INTEGER, block_code INTEGER);
         CREATE TABLE patient (ssn INTEGER PRIMARY KEY, name TEXT, address TEXT);
         CREATE TABLE stay (stay_id INTEGER PRIMARY KEY, patient INTEGER REFERENCES patient(ssn),
                            room INTEGER REFERENCES room(room_number));
         INSERT INTO room VALUES (101,1,1),(102,1,2),(201,2,1);
         INSERT INTO patient VALUES (1,'Ada Lowe','12 Elm Road'),(2,'Bo Chen','4 Pier Lane');
         INSERT INTO stay VALUES (1,1,101),(2,2,201);",
    );
    // "located" loosely names the patients' address; after "rooms" it only says where they are.
    assert_eq!(
        answer_sql(
            &engine,
            "Find the number of rooms located on each block floor."
        ),
        r#"SELECT COUNT(*), "block_floor" FROM "room" GROUP BY "block_floor""#
    );
}

#[test]
fn a_second_sentence_points_back_to_what_the_question_asks_about() {
    let (_dir, engine) = engine_of(
        "towns",
        "CREATE TABLE town (town_id INTEGER PRIMARY KEY, town TEXT, gdp REAL);
         CREATE TABLE kiosk (kiosk_id INTEGER PRIMARY KEY, address TEXT);
         CREATE TABLE promo (promo_id INTEGER PRIMARY KEY, kiosk_id INTEGER REFERENCES kiosk(kiosk_id),
                             month TEXT);
         CREATE TABLE role (role_code TEXT PRIMARY KEY, role_name TEXT);
         CREATE TABLE staff (staff_id INTEGER PRIMARY KEY, staff_name TEXT,
                             role_code TEXT REFERENCES role(role_code));
         INSERT INTO town VALUES (1,'Oakham',310.5),(2,'Brill',120.0),(3,'Tarn',98.25);
         INSERT INTO kiosk VALUES (1,'1 Quay St'),(2,'9 Mill Rd');
         INSERT INTO promo VALUES (1,1,'May'),(2,2,'June'),(3,2,'July');
         INSERT INTO role VALUES ('HR','Human Resources'),('OP','Operations');
         INSERT INTO staff VALUES (1,'Edda Voss','HR'),(2,'Pim Lowe','OP');",
    );
    let sql = |q: &str| answer_sql(&engine, q);
    // "the town name": a name word after a table whose name column is called like the table (in
    // a database where no column answers to "name").
    let (_dir2, towns) = engine_of(
        "towns_only",
        "CREATE TABLE town (town_id INTEGER PRIMARY KEY, town TEXT, gdp REAL);
         INSERT INTO town VALUES (1,'Oakham',310.5),(2,'Brill',120.0),(3,'Tarn',98.25);",
    );
    assert_eq!(
        answer_sql(
            &towns,
            "Which town has the lowest GDP? Please list the town name and its GDP."
        ),
        r#"SELECT "town", "gdp" FROM "town" ORDER BY "gdp" ASC LIMIT 1"#
    );
    // "its id", "their names": the thing the question asks about ("which kiosk", "which staff").
    let s = sql("Which kiosk has promos most frequently? List its id and number of promos.");
    assert!(
        s.contains(r#"."kiosk_id", COUNT(*)"#) && !s.contains("promo_id"),
        "{s}"
    );
    let s = sql("Which staff have the role with code 'HR'? Find their names.");
    assert!(
        s.starts_with(r#"SELECT T1."staff_name""#) || s.starts_with(r#"SELECT "staff_name""#),
        "{s}"
    );
}

#[test]
fn values_after_a_column_word_are_that_columns_values() {
    let dir = tempfile::tempdir().unwrap();
    write_db(
        dir.path(),
        "school",
        "CREATE TABLE pupil (pupil_id INTEGER PRIMARY KEY, name TEXT, city TEXT);
         INSERT INTO pupil VALUES (1,'Ada','Lyon'),(2,'Ben','Leeds'),(3,'Cleo','Leeds');
         CREATE TABLE prize (prize_id INTEGER PRIMARY KEY, value_points INTEGER);",
    );
    // Another database makes "value" a word of the lake; `value_points` shares it.
    write_db(
        dir.path(),
        "settings",
        "CREATE TABLE setting (setting_name TEXT PRIMARY KEY, value TEXT);
         INSERT INTO setting VALUES ('theme','dark');",
    );
    let engine = engine_over(dir.path());
    let school = Ask {
        db: engine.lake.database("school").map(|(id, _)| id),
        ..Ask::default()
    };
    let r = engine.ask(
        "How many different city values do the pupils have?",
        &school,
    );
    assert_eq!(r.decision, Decision::Answer, "{}", r.message);
    assert_eq!(
        r.sql.as_deref(),
        Some(r#"SELECT COUNT(DISTINCT "city") FROM "pupil""#)
    );
}

#[test]
fn rows_no_column_names_are_shown_by_their_description_but_not_answered_alone() {
    let (_dir, engine) = engine_of(
        "upkeep",
        "CREATE TABLE asset (asset_id INTEGER PRIMARY KEY, asset_details TEXT, bought TEXT);
         CREATE TABLE part (part_id INTEGER PRIMARY KEY, part_name TEXT);
         CREATE TABLE asset_part (asset_id INTEGER REFERENCES asset(asset_id),
                                  part_id INTEGER REFERENCES part(part_id));
         INSERT INTO asset VALUES (1,'pump','2019-01-02'),(2,'boiler','2020-05-06'),(3,'valve','2021-07-08');
         INSERT INTO part VALUES (1,'seal'),(2,'gasket'),(3,'bolt');
         INSERT INTO asset_part VALUES (1,1),(1,2),(1,3),(2,1),(3,2);",
    );
    // The reading exists (the asset's description shown), so the quantifier is asked about.
    let (r, _) = first_finding(
        &engine,
        "Which asset does every part have?",
        Decision::Clarify,
        Category::QuantifierScope,
    );
    assert!(r.clarification.is_some(), "{}", r.message);
    // Alone, what to show for an asset is a guess: no answer.
    let r = engine.ask("Which asset has the most parts?", &Ask::default());
    assert_ne!(r.decision, Decision::Answer, "{:?}", r.sql);
    assert!(
        r.doubts.iter().any(|d| d.contains("names no row")),
        "{:?}",
        r.doubts
    );
}

#[test]
fn a_name_word_after_a_table_without_names_is_a_missing_column() {
    let (_dir, engine) = engine_of(
        "air",
        "CREATE TABLE aircraft (aid INTEGER PRIMARY KEY, distance INTEGER);
         CREATE TABLE flight (flno INTEGER PRIMARY KEY, origin TEXT,
                              aid INTEGER REFERENCES aircraft(aid));
         INSERT INTO aircraft VALUES (1,3000),(2,5000);
         INSERT INTO flight VALUES (10,'Oslo',1),(11,'Rome',1),(12,'Lima',2);",
    );
    let (_, f) = first_finding(
        &engine,
        "What are the aircraft names?",
        Decision::Refuse,
        Category::ColumnUnanswerable,
    );
    assert_eq!(f.text, "names");
    // What an aggregate takes of a table's rows is an attribute of them, not the rows again.
    let (_, f) = first_finding(
        &engine,
        "What is the average flight duration?",
        Decision::Refuse,
        Category::ColumnUnanswerable,
    );
    assert_eq!(f.text, "duration");
}

#[test]
fn the_number_of_a_thing_two_columns_hold_alike_is_asked_about() {
    let (_dir, engine) = engine_of(
        "inn",
        "CREATE TABLE booking (code INTEGER PRIMARY KEY, guest TEXT, planned_kids INTEGER,
                               actual_kids INTEGER);
         INSERT INTO booking VALUES (1,'Ada',2,1),(2,'Ben',0,0),(3,'Cleo',3,2);",
    );
    let (r, f) = first_finding(
        &engine,
        "Find the number of kids in the booking of Ada.",
        Decision::Clarify,
        Category::ColumnAmbiguity,
    );
    let labels: Vec<&str> = f.candidates.iter().map(|c| c.label.as_str()).collect();
    assert_eq!(labels, ["planned kids", "actual kids"], "{}", r.message);
}

#[test]
fn a_word_the_table_uses_is_not_a_slip_for_another_of_its_names() {
    let (_dir, engine) = engine_of(
        "body",
        "CREATE TABLE person (person_id INTEGER PRIMARY KEY, name TEXT, height REAL,
                              weight_2022 REAL, weight_2023 REAL);
         INSERT INTO person VALUES (1,'Ada',1.62,55,56),(2,'Ben',1.80,80,78);",
    );
    // "weight" is one letter from `height`, but it is a word of the weight columns.
    let (r, f) = first_finding(
        &engine,
        "What is the weight of the person named Ada?",
        Decision::Clarify,
        Category::ColumnAmbiguity,
    );
    let labels: Vec<&str> = f.candidates.iter().map(|c| c.label.as_str()).collect();
    assert_eq!(labels, ["weight 2022", "weight 2023"], "{}", r.message);
}

#[test]
fn two_numbers_joined_before_a_table_are_values_of_its_column() {
    let (_dir, engine) = engine_of(
        "cinema",
        "CREATE TABLE film (film_id INTEGER PRIMARY KEY, title TEXT, year INTEGER, rating REAL);
         INSERT INTO film VALUES (1,'Dune',2021,8),(2,'Tenet',2020,7.3),(3,'Soul',2020,8),
                                 (4,'Parasite',2019,8.5);",
    );
    assert_eq!(
        answer_sql(&engine, "List the titles of 2019 and 2020 films."),
        r#"SELECT "title" FROM "film" WHERE "year" IN (2019, 2020)"#
    );
    // A condition after them may bind both years or only the second.
    first_finding(
        &engine,
        "List the titles of 2019 and 2020 films with rating 8.",
        Decision::Clarify,
        Category::AttachmentAmbiguity,
    );
}

#[test]
fn a_value_right_after_coordinated_values_is_the_noun_they_both_qualify() {
    let (_dir, engine) = engine_of(
        "firm",
        "CREATE TABLE staff (staff_id INTEGER PRIMARY KEY, name TEXT, level TEXT, role TEXT);
         INSERT INTO staff VALUES (1,'Ada','Senior','Engineer'),(2,'Ben','Junior','Engineer'),
                                  (3,'Cleo','Senior','Manager'),(4,'Dan','Junior','Manager'),
                                  (5,'Eve','Senior','Engineer');",
    );
    // "senior and junior engineers": both are engineers; no attachment to ask about.
    let r = engine.ask(
        "How many senior and junior engineers are there?",
        &Ask::default(),
    );
    assert!(
        r.findings
            .iter()
            .all(|f| f.category != Category::AttachmentAmbiguity),
        "{}",
        r.message
    );
    // A condition after the coordination still may bind both or only the second.
    first_finding(
        &engine,
        "List the names of senior and junior staff with role Manager.",
        Decision::Clarify,
        Category::AttachmentAmbiguity,
    );
}

#[test]
fn a_word_covering_several_columns_is_asked_about_and_the_choice_replaces_it() {
    let (_dir, engine) = engine_of(
        "club",
        "CREATE TABLE member (member_id INTEGER PRIMARY KEY, name TEXT, height REAL, weight REAL);
         INSERT INTO member VALUES (1,'Ada',1.62,55),(2,'Ben',1.80,80);",
    );
    let mut session = Session::new(&engine);
    let r = session.ask("What is the size of Ada?");
    assert_eq!(r.decision, Decision::Clarify, "{}", r.message);
    let finding = r.findings.first().map(|f| (f.category, f.text.clone()));
    assert_eq!(
        finding,
        Some((Category::ColumnAmbiguity, "size".to_string()))
    );
    let options = r.clarification.map(|c| c.options).unwrap_or_default();
    assert_eq!(options, ["height", "weight"]);
    let r = session.ask("2");
    assert_eq!(r.decision, Decision::Answer, "{}", r.message);
    assert_eq!(
        r.sql.as_deref(),
        Some(r#"SELECT "weight" FROM "member" WHERE "name" = 'Ada'"#)
    );
}

#[test]
fn a_question_opening_with_its_count_asks_for_one_number() {
    let (_dir, engine) = engine_of(
        "photo",
        "CREATE TABLE camera_lens (id INTEGER PRIMARY KEY, brand TEXT, name TEXT,
                                   focal_length_mm REAL, max_aperture REAL);
         INSERT INTO camera_lens VALUES (1,'Olympus','Zuiko 12',12,2.0),(2,'Sigma','Art 30',30,1.4),
                                        (3,'Sigma','Art 50',50,1.4),(4,'Panasonic','Leica 15',15,1.7);",
    );
    // "mm" names the column again; it is not shown beside the count.
    assert_eq!(
        answer_sql(
            &engine,
            "How many camera lenses have a focal length longer than 15 mm?"
        ),
        r#"SELECT COUNT(*) FROM "camera_lens" WHERE "focal_length_mm" > 15"#
    );
    // Counted per something, the something is shown.
    assert_eq!(
        answer_sql(&engine, "How many camera lenses does each brand have?"),
        r#"SELECT COUNT(*), "brand" FROM "camera_lens" GROUP BY "brand""#
    );
}

#[test]
fn a_count_does_not_drop_the_only_word_of_its_condition() {
    let (_dir, engine) = engine_of(
        "school",
        "CREATE TABLE student (stu_id INTEGER PRIMARY KEY, name TEXT);
         CREATE TABLE course (course_id INTEGER PRIMARY KEY, title TEXT);
         CREATE TABLE enrollment (stu_id INTEGER REFERENCES student(stu_id),
                                  course_id INTEGER REFERENCES course(course_id), grade TEXT,
                                  PRIMARY KEY (stu_id, course_id));
         INSERT INTO student VALUES (1,'Ada'),(2,'Ben'),(3,'Cleo');
         INSERT INTO course VALUES (10,'Optics'),(11,'Harmony');
         INSERT INTO enrollment VALUES (1,10,'A'),(2,10,'B'),(2,11,'A');",
    );
    // "grade" is read, "passing" is not: counting every student would answer another question.
    let r = engine.ask("How many students got a passing grade?", &Ask::default());
    assert_ne!(r.decision, Decision::Answer, "{:?}", r.sql);
    // A capital A inside a sentence is a value, not an article; the students are counted once.
    assert_eq!(
        answer_sql(&engine, "How many students got an A grade?"),
        r#"SELECT COUNT(DISTINCT T1."stu_id") FROM "student" AS T1 JOIN "enrollment" AS T2 ON T2."stu_id" = T1."stu_id" WHERE T2."grade" = 'A'"#
    );
}

#[test]
fn a_name_written_out_whole_keeps_its_words() {
    let (_dir, engine) = engine_of(
        "spices",
        "CREATE TABLE ref_colors (color_code TEXT PRIMARY KEY, color_description TEXT);
         CREATE TABLE products (product_id INTEGER PRIMARY KEY, product_name TEXT,
                                product_description TEXT,
                                color_code TEXT REFERENCES ref_colors(color_code), price REAL);
         INSERT INTO ref_colors VALUES ('1','red'),('2','green'),('3','white');
         INSERT INTO products VALUES (1,'sage','dried leaves','2',3.5),(2,'paprika','ground pods','1',2.0),
                                     (3,'salt','fine grains','3',1.0);",
    );
    // "color description" is a column's whole name: "description for the product" is not the
    // product's description.
    assert_eq!(
        answer_sql(
            &engine,
            "Give the color description for the product 'sage'."
        ),
        r#"SELECT T1."color_description" FROM "ref_colors" AS T1 JOIN "products" AS T2 ON T2."color_code" = T1."color_code" WHERE T2."product_name" = 'sage'"#
    );
    // Without the modifier, the description of the product is its own.
    assert_eq!(
        answer_sql(&engine, "What is the description of the product sage?"),
        r#"SELECT "product_description" FROM "products" WHERE "product_name" = 'sage'"#
    );
}

#[test]
fn the_middle_of_a_three_word_preposition_names_nothing() {
    let (_dir, engine) = engine_of(
        "park",
        "CREATE TABLE staff (staff_id INTEGER PRIMARY KEY, name TEXT);
         CREATE TABLE attraction (attraction_id INTEGER PRIMARY KEY, name TEXT, price REAL,
                                  staff_id INTEGER REFERENCES staff(staff_id));
         INSERT INTO staff VALUES (1,'Ida Berg'),(2,'Omar Haddad');
         INSERT INTO attraction VALUES (1,'Old Mill',12.5,1),(2,'Sky Wheel',8,2),(3,'Ghost Train',10,2);",
    );
    // "charge" would be a price; "in charge of" only relates the staff to the attraction.
    assert_eq!(
        answer_sql(
            &engine,
            "What is the name of the staff in charge of the attraction named 'Old Mill'?"
        ),
        r#"SELECT T1."name" FROM "staff" AS T1 JOIN "attraction" AS T2 ON T2."staff_id" = T1."staff_id" WHERE T2."name" = 'Old Mill'"#
    );
}

#[test]
fn columns_of_a_role_are_the_referred_tables() {
    let (_dir, engine) = engine_of(
        "campus",
        "CREATE TABLE faculty (fac_id INTEGER PRIMARY KEY, first_name TEXT, last_name TEXT,
                               rank TEXT);
         CREATE TABLE student (stu_id INTEGER PRIMARY KEY, first_name TEXT, last_name TEXT,
                               age INTEGER, advisor INTEGER REFERENCES faculty(fac_id));
         CREATE TABLE department (dept_id INTEGER PRIMARY KEY, name TEXT,
                                  head INTEGER REFERENCES faculty(fac_id));
         INSERT INTO faculty VALUES (1,'Mara','Quist','Professor'),(2,'Piet','Gauss','Lecturer');
         INSERT INTO student VALUES (1,'Linda','Smith',20,1),(2,'Omar','Haddad',22,2);
         INSERT INTO department VALUES (1,'Physics',2),(2,'History',1);",
    );
    // The advisor is a faculty row: its names, not the student's, and not the key itself.
    assert_eq!(
        answer_sql(
            &engine,
            "What are the first name and last name of Linda Smith's advisor?"
        ),
        r#"SELECT T1."first_name", T1."last_name" FROM "faculty" AS T1 JOIN "student" AS T2 ON T2."advisor" = T1."fac_id" WHERE T2."first_name" = 'Linda' AND T2."last_name" = 'Smith'"#
    );
    assert_eq!(
        answer_sql(
            &engine,
            "What is the last name of the head of the Physics department?"
        ),
        r#"SELECT T1."last_name" FROM "faculty" AS T1 JOIN "department" AS T2 ON T2."head" = T1."fac_id" WHERE T2."name" = 'Physics'"#
    );
    // A bare "name" of the role is what names the referred rows (`horse`.`horse`).
    let (_dir, engine) = engine_of(
        "turf",
        "CREATE TABLE horse (horse_id INTEGER PRIMARY KEY, horse TEXT, age INTEGER);
         CREATE TABLE race (race_id INTEGER PRIMARY KEY, location TEXT,
                            winning_horse INTEGER REFERENCES horse(horse_id));
         INSERT INTO horse VALUES (1,'Blue Comet',4),(2,'Red Rum',6);
         INSERT INTO race VALUES (1,'Ascot',2),(2,'Epsom',1);",
    );
    assert_eq!(
        answer_sql(
            &engine,
            "What is the location and name of the winning horse?"
        ),
        r#"SELECT T1."location", T2."horse" FROM "race" AS T1 JOIN "horse" AS T2 ON T2."horse_id" = T1."winning_horse""#
    );
    // So is a name word right after the key's words.
    assert_eq!(
        answer_sql(&engine, "List the location and the winning horse name."),
        r#"SELECT T1."location", T2."horse" FROM "race" AS T1 JOIN "horse" AS T2 ON T2."horse_id" = T1."winning_horse""#
    );
}

#[test]
fn an_abbreviated_column_answers_to_its_word() {
    let (_dir, engine) = engine_of(
        "colleges",
        "CREATE TABLE college (c_name TEXT PRIMARY KEY, state TEXT, enr INTEGER);
         INSERT INTO college VALUES ('Ridge','FL',12000),('Bay','FL',8000),('Peak','CO',20000);",
    );
    assert_eq!(
        answer_sql(&engine, "What is the average enrollment of colleges in FL?"),
        r#"SELECT AVG("enr") FROM "college" WHERE "state" = 'FL'"#
    );
}

#[test]
fn a_loose_word_for_a_column_held_to_one_value_is_not_shown() {
    let (_dir, engine) = engine_of(
        "courses",
        "CREATE TABLE course_enrolment (registration_id INTEGER PRIMARY KEY, student TEXT,
                                        date_of_enrolment TEXT);
         CREATE TABLE student_tests_taken (registration_id INTEGER
                                             REFERENCES course_enrolment(registration_id),
                                           date_test_taken TEXT, test_result TEXT);
         INSERT INTO course_enrolment VALUES (1,'Ada','2021-09-01'),(2,'Ben','2021-09-03');
         INSERT INTO student_tests_taken VALUES (1,'2021-12-01','Pass'),(2,'2021-12-02','Fail');",
    );
    // "tests" reads loosely as `test_result`, which "Pass" already fixes: only the dates.
    assert_eq!(
        answer_sql(
            &engine,
            r#"What are the enrollment dates of all the tests that have result "Pass"?"#
        ),
        r#"SELECT T1."date_of_enrolment" FROM "course_enrolment" AS T1 JOIN "student_tests_taken" AS T2 ON T2."registration_id" = T1."registration_id" WHERE T2."test_result" = 'Pass'"#
    );
}

#[test]
fn a_whole_name_with_a_misspelt_schema_word_is_still_that_name() {
    let (_dir, engine) = engine_of(
        "sales",
        "CREATE TABLE sales_region (sales_region_code TEXT PRIMARY KEY, sales_region_name TEXT,
                                   sales_region_descripton TEXT, other_details TEXT);
         CREATE TABLE item (item_id INTEGER PRIMARY KEY, item_name TEXT, item_description TEXT);
         INSERT INTO sales_region VALUES ('NO','Nordic','Cold markets',NULL),
                                         ('IB','Iberia','Warm markets',NULL);
         INSERT INTO item VALUES (1,'Kettle','Steel, 1 litre');",
    );
    // `sales_region_descripton` (sic): "sales region description" is that column, not the
    // table beside another column that has "description" right.
    assert_eq!(
        answer_sql(&engine, "Find the sales region description of Nordic."),
        r#"SELECT "sales_region_descripton" FROM "sales_region" WHERE "sales_region_name" = 'Nordic'"#
    );
}

#[test]
fn a_misspelt_question_word_is_one_slip_from_the_schema_word_not_its_stem() {
    let (_dir, engine) = engine_of(
        "shuttle",
        "CREATE TABLE passengers (passenger_id INTEGER PRIMARY KEY, full_name TEXT NOT NULL,
                                  home_town TEXT NOT NULL);
         INSERT INTO passengers VALUES (1,'Rin Vale','Eastmoor'),(2,'Tam Holt','Westby'),
                                       (3,'Oda Finch','Eastmoor');",
    );
    // "pasengers" is one letter from `passengers`, though three from its stem "passeng".
    let r = answer(&engine, "How many pasengers live in Eastmoor?");
    assert_eq!(first_column(&r), ["2"], "{:?}", r.sql);
}

#[test]
fn a_plural_before_a_preposition_does_not_open_a_tables_compound_name() {
    let (_dir, engine) = engine_of(
        "stock",
        "CREATE TABLE item_groups (group_code TEXT PRIMARY KEY, group_description TEXT);
         CREATE TABLE item (item_id INTEGER PRIMARY KEY, item_name TEXT,
                            group_code TEXT REFERENCES item_groups(group_code),
                            weeks_on_shelf INTEGER);
         INSERT INTO item_groups VALUES ('Tools','hand tools'),('Paint','paints and brushes');
         INSERT INTO item VALUES (1,'Hammer','Tools',3),(2,'Roller','Paint',5),(3,'Saw','Tools',1);",
    );
    // "items in the group" are items, not `item_groups`…
    assert_eq!(
        answer_sql(&engine, "Return the names of items in the group 'Tools'."),
        r#"SELECT "item_name" FROM "item" WHERE "group_code" = 'Tools'"#
    );
    // … while a column's name may be such a phrase.
    assert_eq!(
        answer_sql(&engine, "What is the most weeks on shelf of any item?"),
        r#"SELECT MAX("weeks_on_shelf") FROM "item""#
    );
}

#[test]
fn a_passive_participle_that_loosely_names_a_column_is_not_shown() {
    let (_dir, engine) = engine_of(
        "shops",
        "CREATE TABLE region (region_code TEXT PRIMARY KEY, region_name TEXT);
         CREATE TABLE shop (shop_id INTEGER PRIMARY KEY, shop_name TEXT, shop_email_address TEXT,
                            region_code TEXT REFERENCES region(region_code));
         INSERT INTO region VALUES ('N','North'),('S','South');
         INSERT INTO shop VALUES (1,'Fern Books','fern@example.org','N'),
                                 (2,'Pike Tools','pike@example.org','S');",
    );
    // "located" (a loose match for the address) says how shop and region relate.
    assert_eq!(
        answer_sql(
            &engine,
            "Return the name of the region the shop Fern Books is located in."
        ),
        r#"SELECT T1."region_name" FROM "region" AS T1 JOIN "shop" AS T2 ON T2."region_code" = T1."region_code" WHERE T2."shop_name" = 'Fern Books'"#
    );
}

#[test]
fn a_word_loosely_naming_a_column_before_a_sure_column_word_modifies_it() {
    let (_dir, engine) = engine_of(
        "deliveries",
        "CREATE TABLE supplier (supplier_id INTEGER PRIMARY KEY, supplier_name TEXT);
         CREATE TABLE supplier_delivery_slots (supplier_id INTEGER REFERENCES supplier(supplier_id),
                                               slot_code TEXT, delivery_number TEXT,
                                               PRIMARY KEY (supplier_id, slot_code));
         CREATE TABLE client (client_id INTEGER PRIMARY KEY, last_name TEXT, phone_number TEXT,
                              cell_mobile_phone_number TEXT);
         INSERT INTO supplier VALUES (1,'Acme'),(2,'Borr');
         INSERT INTO supplier_delivery_slots VALUES (1,'AM','D-1'),(2,'AM','D-2'),(1,'PM','D-3');
         INSERT INTO client VALUES (1,'Kerr','555-0100','555-0199');",
    );
    // "delivery" (the first word of `delivery_number`) qualifies "slot codes": not shown.
    assert_eq!(
        answer_sql(&engine, "Which delivery slot codes are used by Acme?"),
        r#"SELECT T1."slot_code" FROM "supplier_delivery_slots" AS T1 JOIN "supplier" AS T2 ON T2."supplier_id" = T1."supplier_id" WHERE T2."supplier_name" = 'Acme'"#
    );
    // Unless the two words name that column together.
    assert_eq!(
        answer_sql(
            &engine,
            "What is the mobile phone number of the client Kerr?"
        ),
        r#"SELECT "cell_mobile_phone_number" FROM "client" WHERE "last_name" = 'Kerr'"#
    );
}

#[test]
fn a_full_name_is_the_name_of_the_table_that_keeps_one_in_parts() {
    let (_dir, engine) = engine_of(
        "desks",
        "CREATE TABLE desk (desk_id INTEGER PRIMARY KEY, desk_name TEXT, city TEXT);
         CREATE TABLE clerk (clerk_id INTEGER PRIMARY KEY, first_name TEXT, last_name TEXT,
                             desk_id INTEGER REFERENCES desk(desk_id));
         INSERT INTO desk VALUES (1,'Front','Oslo'),(2,'Back','Bergen');
         INSERT INTO clerk VALUES (1,'Ada','Moss',1),(2,'Ben','Roe',2);",
    );
    // Not the name of the desks listed right after it.
    assert_eq!(
        answer_sql(
            &engine,
            "What are the full names, desks, and cities for each clerk?"
        ),
        r#"SELECT T1."first_name", T1."last_name", T2."desk_name", T2."city" FROM "clerk" AS T1 JOIN "desk" AS T2 ON T2."desk_id" = T1."desk_id""#
    );
}

/// "The customer names" of customers kept as a first name, a last name and a business name:
/// the person's name, both parts; the business name only when the question says "business".
#[test]
fn names_of_people_beside_a_business_name_are_the_persons_name() {
    let (_dir, engine) = engine_of(
        "framers",
        "CREATE TABLE customers (customer_id INTEGER PRIMARY KEY, first_name TEXT NOT NULL,
           last_name TEXT NOT NULL, business_name TEXT -- NULL = a private customer
         );
         CREATE TABLE orders (order_id INTEGER PRIMARY KEY,
           customer_id INTEGER REFERENCES customers(customer_id), collected_on TEXT);
         INSERT INTO customers VALUES (1,'Ines','Moor','Moor Interiors'),(2,'Cal','Venn',NULL),
           (3,'Tova','Reich','Reich Gallery');
         INSERT INTO orders VALUES (1,1,'2024-02-03'),(2,2,NULL),(3,3,NULL),(4,1,'2024-05-06');",
    );
    let r = answer(
        &engine,
        "which orders haven't been collected yet? need the customer names",
    );
    assert!(
        r.columns.iter().any(|c| c.contains("first_name"))
            && r.columns.iter().any(|c| c.contains("last_name"))
            && !r.columns.iter().any(|c| c.contains("business_name")),
        "{:?}",
        r.sql
    );
    assert_eq!(
        answer_sql(&engine, "list the business names of our customers"),
        r#"SELECT "business_name" FROM "customers""#
    );
}

#[test]
fn the_name_of_the_most_something_thing_is_that_things_name() {
    let (_dir, engine) = engine_of(
        "films",
        "CREATE TABLE critic (critic_id INTEGER PRIMARY KEY, name TEXT);
         CREATE TABLE film (film_id INTEGER PRIMARY KEY, title TEXT, year INTEGER);
         CREATE TABLE review (critic_id INTEGER REFERENCES critic(critic_id),
                              film_id INTEGER REFERENCES film(film_id), stars INTEGER);
         CREATE TABLE hall (hall_id INTEGER PRIMARY KEY, hall_name TEXT, base_price REAL);
         INSERT INTO critic VALUES (1,'Ines'),(2,'Jalen');
         INSERT INTO film VALUES (1,'Dawn',1999),(2,'Dusk',2011);
         INSERT INTO review VALUES (1,1,4),(2,2,5);
         INSERT INTO hall VALUES (1,'Oak',120),(2,'Elm',150);",
    );
    // A superlative between "of" and the thing does not hide whose name is asked.
    assert_eq!(
        answer_sql(&engine, "What is the name of the most recent film?"),
        r#"SELECT "title" FROM "film" ORDER BY "year" DESC LIMIT 1"#
    );
    // The column it orders by is not the thing named ("name" still asked for).
    assert_eq!(
        answer_sql(
            &engine,
            "Find the id and name of the most expensive base price hall."
        ),
        r#"SELECT "hall_id", "hall_name" FROM "hall" ORDER BY "base_price" DESC LIMIT 1"#
    );
}

#[test]
fn born_and_died_name_the_birth_and_death_columns() {
    let (_dir, engine) = engine_of(
        "registry",
        "CREATE TABLE person (person_id INTEGER PRIMARY KEY, name TEXT, birth_country TEXT,
                              death_country TEXT);
         INSERT INTO person VALUES (1,'Ada','Norland','Calvia'),(2,'Ben','Calvia','Norland'),
                                   (3,'Cleo','Norland','Norland'),(4,'Dan','Calvia','Calvia');",
    );
    assert_eq!(
        answer_sql(&engine, "How many people were born in Norland?"),
        r#"SELECT COUNT(*) FROM "person" WHERE "birth_country" = 'Norland'"#
    );
    assert_eq!(
        answer_sql(&engine, "How many people died in Calvia?"),
        r#"SELECT COUNT(*) FROM "person" WHERE "death_country" = 'Calvia'"#
    );
}

#[test]
fn things_of_two_values_of_the_table_they_refer_to_are_those_of_either() {
    let (_dir, engine) = engine_of(
        "shop",
        "CREATE TABLE brand (brand_id INTEGER PRIMARY KEY, name TEXT, country TEXT);
         CREATE TABLE product (product_id INTEGER PRIMARY KEY, name TEXT, price REAL,
                               brand_id INTEGER REFERENCES brand(brand_id));
         INSERT INTO brand VALUES (1,'Bluepeak','Norland'),(2,'Greenleaf','Calvia'),(3,'Ridgeway','Calvia');
         INSERT INTO product VALUES (1,'Summit Jacket',150,1),(2,'Dome Tent',300,2),
                                    (3,'Trail Boot',120,3),(4,'Day Pack',60,1);",
    );
    // A product has one brand: "and" cannot mean both brands at once.
    assert_eq!(
        answer_sql(&engine, "List the products of Bluepeak and Greenleaf."),
        r#"SELECT T1."name" FROM "product" AS T1 JOIN "brand" AS T2 ON T2."brand_id" = T1."brand_id" WHERE T2."name" IN ('Bluepeak', 'Greenleaf')"#
    );
}

#[test]
fn a_judgement_asked_in_chinese_offers_measures_in_chinese_and_no_keys() {
    let (_dir, engine) = engine_of(
        "零售",
        "CREATE TABLE 品牌 (品牌编号 INTEGER PRIMARY KEY, 名称 TEXT);
         CREATE TABLE 商品 (商品编号 INTEGER PRIMARY KEY, 名称 TEXT, 标价 REAL, 售价 REAL,
                            品牌编号 INTEGER REFERENCES 品牌(品牌编号));
         INSERT INTO 品牌 VALUES (1,'蓝峰'),(2,'绿叶');
         INSERT INTO 商品 VALUES (1,'登山夹克',150,120,1),(2,'帐篷',300,260,2);",
    );
    let (r, f) = first_finding(
        &engine,
        "登山夹克怎么样？",
        Decision::Clarify,
        Category::VagueIntent,
    );
    let columns: Vec<&str> = f
        .candidates
        .iter()
        .filter_map(|c| c.column.as_deref())
        .collect();
    assert_eq!(columns, ["标价", "售价"], "{}", r.message);
    let question = r.clarification.map(|c| c.question).unwrap_or_default();
    assert!(question.starts_with("您指的是"), "{question}");
}

#[test]
fn a_judgement_says_by_what_and_which_way_or_is_asked() {
    let (_dir, engine) = engine_of(
        "outfitter",
        "CREATE TABLE store (store_id INTEGER PRIMARY KEY, name TEXT, city TEXT);
         CREATE TABLE product (product_id INTEGER PRIMARY KEY, name TEXT, list_price REAL,
                               sale_price REAL, stock INTEGER);
         INSERT INTO store VALUES (1,'Downtown','Lisbon'),(2,'Riverside','Porto');
         INSERT INTO product VALUES (1,'Summit Jacket',150,120,4),(2,'Dome Tent',300,260,9),
                                    (3,'Day Pack',60,45,20);",
    );
    // "best" closing the clause names no measure: which one is asked.
    let (_, f) = first_finding(
        &engine,
        "Which product sells best?",
        Decision::Clarify,
        Category::VagueIntent,
    );
    assert_eq!(f.candidates.len(), 3, "{:?}", f.candidates);
    // Rows with nothing to measure: the judgement cannot be made, and nothing is answered.
    let (r, _) = first_finding(
        &engine,
        "Which store does best?",
        Decision::Refuse,
        Category::ColumnUnanswerable,
    );
    assert!(r.message.contains("nothing that measures"), "{}", r.message);
    // A measure named, but not which way is better: asked; the choice replaces the word.
    let mut s = Session::new(&engine);
    let r = s.ask("Which product has the best sale price?");
    assert_eq!(r.decision, Decision::Clarify, "{:?} {}", r.sql, r.message);
    assert_eq!(r.findings[0].category, Category::VagueIntent);
    let r = s.ask("the lowest sale price");
    assert_eq!(
        r.sql.unwrap_or_default(),
        r#"SELECT "name" FROM "product" ORDER BY "sale_price" ASC LIMIT 1"#,
        "{}",
        r.message
    );
    // In Chinese the measure comes first.
    let (_dir, engine) = engine_of(
        "零售",
        "CREATE TABLE 商品 (商品编号 INTEGER PRIMARY KEY, 名称 TEXT, 售价 REAL);
         INSERT INTO 商品 VALUES (1,'登山夹克',120),(2,'帐篷',260);",
    );
    first_finding(
        &engine,
        "售价最好的商品是哪个？",
        Decision::Clarify,
        Category::VagueIntent,
    );
}

#[test]
fn a_broader_noun_names_a_table_of_its_kinds_unless_one_is_named_so() {
    let suppliers = "CREATE TABLE suppliers (supplier_id INTEGER PRIMARY KEY, name TEXT, city TEXT,
                                            revenue REAL);
         INSERT INTO suppliers VALUES (1,'Nordvik','Oslo',120),(2,'Fjellgods','Oslo',80),
                                      (3,'Baltik','Riga',60);";
    let (_dir, engine) = engine_of("trade", suppliers);
    assert_eq!(
        answer_sql(&engine, "How many companies are based in Oslo?"),
        r#"SELECT COUNT(*) FROM "suppliers" WHERE "city" = 'Oslo'"#
    );
    assert_eq!(
        answer_sql(&engine, "What is the total revenue of all companies?"),
        r#"SELECT SUM("revenue") FROM "suppliers""#
    );
    let (_dir, engine) = engine_of(
        "trade",
        &format!(
            "{suppliers}
             CREATE TABLE company (company_id INTEGER PRIMARY KEY, name TEXT, city TEXT);
             INSERT INTO company VALUES (1,'Holm AS','Oslo'),(2,'Vik AS','Bergen');"
        ),
    );
    assert_eq!(
        answer_sql(&engine, "How many companies are based in Oslo?"),
        r#"SELECT COUNT(*) FROM "company" WHERE "city" = 'Oslo'"#
    );
}

#[test]
fn a_kind_of_a_column_is_that_column() {
    // `category` answers to "kind" too; "kind of result" still means the results.
    let (_dir, engine) = engine_of(
        "awards",
        "CREATE TABLE festival (festival_id INTEGER PRIMARY KEY, name TEXT, category TEXT,
                                result TEXT);
         INSERT INTO festival VALUES (1,'Aurora','Best Song','Won'),(2,'Borealis','Best Album','Won'),
                                     (3,'Cascade','Best Song','Nominated');",
    );
    assert_eq!(
        answer_sql(&engine, "How many festivals have had each kind of result?"),
        r#"SELECT COUNT(*), "result" FROM "festival" GROUP BY "result""#
    );
    assert_eq!(
        answer_sql(&engine, "What kind of result did the festival Aurora have?"),
        r#"SELECT "result" FROM "festival" WHERE "name" = 'Aurora'"#
    );
}

#[test]
fn the_owner_said_inside_the_last_item_of_a_list_owns_every_item() {
    let (_dir, engine) = engine_of(
        "venues",
        "CREATE TABLE ref_event_types (event_type_code TEXT PRIMARY KEY, event_type_description TEXT);
         CREATE TABLE events (event_id INTEGER PRIMARY KEY, description TEXT,
                              event_type_code TEXT REFERENCES ref_event_types(event_type_code));
         CREATE TABLE event_type_notes (note_id INTEGER PRIMARY KEY, note TEXT,
                                        event_type_code TEXT REFERENCES ref_event_types(event_type_code));
         INSERT INTO ref_event_types VALUES ('C','Concert'),('F','Fair');
         INSERT INTO event_type_notes VALUES (1,'loud','C'),(2,'outdoor','F'),(3,'late','C');
         INSERT INTO events VALUES (1,'Spring gala','C'),(2,'Jazz night','C'),(3,'Food market','F');",
    );
    // "code of the event type" is read whole; the description is the event type's too (the
    // table the code keys, of the two named so).
    let s = answer_sql(
        &engine,
        "Show the description and code of the event type that most events belong to.",
    );
    assert!(
        s.starts_with(r#"SELECT T1."event_type_description", "#),
        "{s}"
    );
}

#[test]
fn a_table_named_with_and_is_named_whole() {
    let (_dir, engine) = engine_of(
        "school",
        "CREATE TABLE program_hosts_and_guests (host_id INTEGER PRIMARY KEY, login_name TEXT, family_name TEXT);
         CREATE TABLE programs (program_id INTEGER PRIMARY KEY, program_name TEXT,
                               host_id INTEGER REFERENCES program_hosts_and_guests(host_id));
         CREATE TABLE listeners (listener_id INTEGER PRIMARY KEY, login_name TEXT, family_name TEXT);
         INSERT INTO program_hosts_and_guests VALUES (1,'ada','Brook'),(2,'ben','Cole');
         INSERT INTO programs VALUES (1,'Morning',1),(2,'Evening',1);
         INSERT INTO listeners VALUES (1,'cy','Dunn');",
    );
    assert_eq!(
        answer_sql(
            &engine,
            "What are the login names of program hosts and guests?"
        ),
        r#"SELECT "login_name" FROM "program_hosts_and_guests""#
    );
}

#[test]
fn a_word_a_yes_no_column_is_named_after_is_its_yes() {
    let (_dir, engine) = engine_of(
        "shop",
        "CREATE TABLE customer (customer_id INTEGER PRIMARY KEY, name TEXT, is_active TEXT);
         INSERT INTO customer VALUES (1,'Ada','Y'),(2,'Ben','N'),(3,'Cy','Y');",
    );
    assert_eq!(
        answer_sql(&engine, "List the names of active customers."),
        r#"SELECT "name" FROM "customer" WHERE "is_active" = 'Y'"#
    );
}

#[test]
fn a_modifier_before_two_listed_heads_qualifies_both() {
    let (_dir, engine) = engine_of(
        "paints",
        "CREATE TABLE ref_colors (color_code TEXT PRIMARY KEY, color_description TEXT);
         CREATE TABLE products (product_id INTEGER PRIMARY KEY, product_name TEXT,
                                product_description TEXT,
                                color_code TEXT REFERENCES ref_colors(color_code));
         INSERT INTO ref_colors VALUES ('R','red'),('B','blue');
         INSERT INTO products VALUES (1,'Gloss','shiny','R'),(2,'Matte','flat','B');",
    );
    let s = answer_sql(
        &engine,
        "Show the color code and description and the corresponding product name.",
    );
    assert!(s.contains(r#"."color_description""#), "{s}");
}

#[test]
fn a_time_word_after_a_column_of_years_names_that_column_when_nothing_else_is_so_called() {
    let dir = tempfile::tempdir().unwrap();
    write_db(
        dir.path(),
        "league",
        "CREATE TABLE club (club_id INTEGER PRIMARY KEY, team TEXT, founded REAL, city TEXT);
         INSERT INTO club VALUES (1,'Harbor United',1921.0,'Portsea'),
                                 (2,'Mill Town',1899.0,'Ashby'),(3,'Rovers',1950.0,'Portsea');",
    );
    // Another database makes "year" a word of the lake, none of the league's.
    write_db(
        dir.path(),
        "calendar",
        "CREATE TABLE holiday (holiday_id INTEGER PRIMARY KEY, title TEXT, year INTEGER);
         INSERT INTO holiday VALUES (1,'Spring Day',2020);",
    );
    let engine = engine_over(dir.path());
    let sql = |q: &str| {
        let r = ask_in(&engine, "league", q);
        assert_eq!(r.decision, Decision::Answer, "{q}: {}", r.message);
        r.sql.unwrap_or_default()
    };
    assert_eq!(
        sql("List the club teams in the order of founded year."),
        r#"SELECT "team" FROM "club" ORDER BY "founded" ASC"#
    );
    // Nor does the detector take "year" for a fact the data lacks, in a lake where no
    // column is named so.
    let (_alone, engine) = engine_of(
        "league",
        "CREATE TABLE club (club_id INTEGER PRIMARY KEY, team TEXT, founded REAL, city TEXT);
         INSERT INTO club VALUES (1,'Harbor United',1921.0,'Portsea'),
                                 (2,'Mill Town',1899.0,'Ashby');",
    );
    assert_eq!(
        answer_sql(&engine, "What is the founded year of Harbor United?"),
        r#"SELECT "founded" FROM "club" WHERE "team" = 'Harbor United'"#
    );
}

#[test]
fn a_score_after_a_column_of_numbers_is_that_column() {
    let dir = tempfile::tempdir().unwrap();
    write_db(
        dir.path(),
        "meet",
        "CREATE TABLE athlete (athlete_id INTEGER PRIMARY KEY, name TEXT, vault INTEGER,
                               sprint REAL);
         INSERT INTO athlete VALUES (1,'Ona',140,11.2),(2,'Pim',155,10.9),(3,'Rae',132,11.8);",
    );
    // Another database makes "score" a word of the lake, none of the meet's.
    write_db(
        dir.path(),
        "quiz",
        "CREATE TABLE round (round_id INTEGER PRIMARY KEY, team TEXT, score INTEGER);
         INSERT INTO round VALUES (1,'Owls',12);",
    );
    let engine = engine_over(dir.path());
    let r = ask_in(&engine, "meet", "What is the minimum vault score?");
    assert_eq!(r.decision, Decision::Answer, "{}", r.message);
    assert_eq!(
        r.sql.as_deref(),
        Some(r#"SELECT MIN("vault") FROM "athlete""#)
    );
    // A score no column holds is still not answered.
    let r = ask_in(&engine, "meet", "What is the average agility score?");
    assert_ne!(r.decision, Decision::Answer, "{:?}", r.sql);
}

/// A Chinese question over English names: its words reach tables and columns through their
/// English glosses, in retrieval (which database) and in linking (which table and column).
#[test]
fn a_chinese_question_reads_english_names_through_their_glosses() {
    let dir = tempfile::tempdir().unwrap();
    write_db(
        dir.path(),
        "kennel",
        "CREATE TABLE dogs (dog_id INTEGER PRIMARY KEY, name TEXT, breed TEXT, age INTEGER);
         INSERT INTO dogs VALUES (1,'Bramble','Whippet',3),(2,'Quill','Saluki',5),(3,'Tansy','Whippet',7);",
    );
    write_db(
        dir.path(),
        "orchard",
        "CREATE TABLE trees (tree_id INTEGER PRIMARY KEY, variety TEXT, planted INTEGER);
         INSERT INTO trees VALUES (1,'Russet',2001),(2,'Pippin',2010);",
    );
    let engine = engine_over(dir.path());
    let r = super::answer(&engine, "狗的平均年龄是多少？");
    assert_eq!(r.database.as_deref(), Some("kennel"));
    assert_eq!(r.sql.as_deref(), Some(r#"SELECT AVG("age") FROM "dogs""#));
    let r = super::answer(&engine, "有多少只狗？");
    assert_eq!(r.sql.as_deref(), Some(r#"SELECT COUNT(*) FROM "dogs""#));
}

/// A Chinese question over data stored in English: a place name reaches the partition it
/// names, and a category its stored value, through the words' dictionary glosses (柏林 is
/// "Berlin", 电动车 an "electric vehicle" of the vehicles table); "…有多少？" counts.
#[test]
fn a_chinese_question_names_stored_english_places_and_categories_through_glosses() {
    let dir = tempfile::tempdir().unwrap();
    write_db(
        dir.path(),
        "rideshare",
        "CREATE TABLE vehicles (vehicle_id INTEGER PRIMARY KEY, plate TEXT, fuel_type TEXT);
         INSERT INTO vehicles VALUES (1,'KX-101','electric'),(2,'KX-102','petrol'),(3,'KX-103','electric'),
           (4,'KX-104','hybrid'),(5,'KX-105','electric'),(6,'KX-106','petrol'),(7,'KX-107','hybrid');
         CREATE TABLE rides_berlin (ride_id INTEGER PRIMARY KEY, vehicle_id INTEGER REFERENCES vehicles(vehicle_id), fare REAL);
         CREATE TABLE rides_vienna (ride_id INTEGER PRIMARY KEY, vehicle_id INTEGER REFERENCES vehicles(vehicle_id), fare REAL);
         INSERT INTO rides_berlin VALUES (1,1,12.5),(2,2,8.0),(3,1,4.5);
         INSERT INTO rides_vienna VALUES (1,3,9.0);",
    );
    let engine = engine_over(dir.path());
    let r = super::answer(&engine, "柏林的乘车记录有多少？");
    assert_eq!(
        r.sql.as_deref(),
        Some(r#"SELECT COUNT(*) FROM "rides_berlin""#)
    );
    let r = super::answer(&engine, "有多少辆电动车？");
    assert_eq!(
        r.sql.as_deref(),
        Some(r#"SELECT COUNT(*) FROM "vehicles" WHERE "fuel_type" = 'electric'"#)
    );
}

const ROASTERY: &str = "CREATE TABLE roasts (roast_id INTEGER PRIMARY KEY, roast_date TEXT,
                                      coffee_type TEXT, weight_kg REAL,
                                      wholesale_price_per_kg REAL, retail_price_per_kg REAL,
                                      crew TEXT);
         INSERT INTO roasts VALUES (1,'2023-02-01','arabica',40,9,14,'north'),
                                   (2,'2023-05-10','liberica',65,11,17,'south'),
                                   (3,'2023-09-21','arabica',80,9.5,15,'north'),
                                   (4,'2024-01-15','excelsa',55,12,18,'south');
         CREATE TABLE concerts (concert_id INTEGER PRIMARY KEY, venue TEXT, held_on TEXT,
                                attendance INTEGER);
         INSERT INTO concerts VALUES (1,'Dock Hall','2024-03-02',1200),(2,'Old Mill','2024-06-11',800);
         CREATE TABLE crews (crew_id INTEGER PRIMARY KEY, crew_name TEXT, daily_rate REAL,
                             hourly_overtime REAL);
         INSERT INTO crews VALUES (1,'north',240,30),(2,'south',260,35);
         CREATE TABLE issues (issue_id INTEGER PRIMARY KEY, title TEXT, status TEXT);
         INSERT INTO issues VALUES (1,'Login fails','open'),(2,'Slow search','closed'),
                                   (3,'Typo on page','open');";

#[test]
fn a_kind_not_in_the_data_before_its_thing_is_a_value_not_found() {
    let (_dir, engine) = engine_of("roastery", ROASTERY);
    // "robusta coffee" over a `coffee_type` column: a kind of coffee the data does not hold,
    // with the kinds that exist, not a column that is missing.
    let (_, f) = first_finding(
        &engine,
        "How much robusta coffee did we roast in 2023?",
        Decision::Clarify,
        Category::ValueNotFound,
    );
    let offered: Vec<_> = f
        .candidates
        .iter()
        .filter_map(|c| c.value.clone())
        .collect();
    assert!(offered.contains(&"arabica".to_string()), "{offered:?}");
}

#[test]
fn a_unit_names_the_amount_measured_in_it_not_a_rate_per_unit() {
    let (_dir, engine) = engine_of("roastery", ROASTERY);
    let sql = answer_sql(
        &engine,
        "How many kilos of arabica coffee did we roast in 2023?",
    );
    assert!(sql.contains("SUM(\"weight_kg\")"), "{sql}");
    // The rate is still named by its own words.
    let sql = answer_sql(
        &engine,
        "What is the average retail price per kg of arabica coffee?",
    );
    assert!(sql.contains("AVG(\"retail_price_per_kg\")"), "{sql}");
}

#[test]
fn a_list_after_a_colon_or_a_spaced_dash_is_what_is_shown() {
    let (_dir, engine) = engine_of("roastery", ROASTERY);
    for q in [
        "arabica roasts in 2023 where weight is over 50 - date, crew and weight please",
        "arabica roasts in 2023 where weight is over 50: date, crew and weight",
    ] {
        let sql = answer_sql(&engine, q);
        assert!(
            sql.starts_with("SELECT \"roast_date\", \"crew\", \"weight_kg\" FROM"),
            "{q}: {sql}"
        );
        assert!(sql.contains("\"weight_kg\" > 50"), "{q}: {sql}");
    }
}

#[test]
fn everyday_words_name_the_columns_and_tables_schemas_call_otherwise() {
    let (_dir, engine) = engine_of("roastery", ROASTERY);
    let sql = answer_sql(&engine, "What was the biggest crowd at any concert?");
    assert!(sql.contains("MAX(\"attendance\")"), "{sql}");
    let sql = answer_sql(&engine, "How many tickets are open?");
    assert!(sql.contains("FROM \"issues\""), "{sql}");
    // A rate "per day" is the daily one.
    let sql = answer_sql(&engine, "What is each crew paid per day?");
    assert!(sql.contains("\"daily_rate\""), "{sql}");
}

/// A value stored both in a column of the rows asked about and, whole, in a table they refer
/// to or are paired with: where the words leave the role open ("brakes jobs", "customers in
/// Dunmore") it is asked which; a verb or preposition that says which ("living in") decides.
#[test]
fn a_value_also_held_by_a_related_table_is_asked_about_when_the_words_leave_it_open() {
    let (_dir, engine) = engine_of(
        "workshop",
        "CREATE TABLE garages (garage_id INTEGER PRIMARY KEY, garage_name TEXT, town TEXT);
         CREATE TABLE customers (customer_id INTEGER PRIMARY KEY, full_name TEXT, home_town TEXT,
                                 garage_id INTEGER REFERENCES garages(garage_id));
         CREATE TABLE jobs (job_id INTEGER PRIMARY KEY, title TEXT, area TEXT,
                            customer_id INTEGER REFERENCES customers(customer_id));
         CREATE TABLE tags (tag_id INTEGER PRIMARY KEY, name TEXT);
         CREATE TABLE job_tags (job_id INTEGER REFERENCES jobs(job_id),
                                tag_id INTEGER REFERENCES tags(tag_id), PRIMARY KEY (job_id, tag_id));
         INSERT INTO garages VALUES (1,'Northside Motors','Dunmore'),(2,'Quay Autos','Ballyvee');
         INSERT INTO customers VALUES (1,'Ann Roe','Dunmore',2),(2,'Cal Fitz','Ballyvee',1),
                                      (3,'Dee Lynch','Ballyvee',2);
         INSERT INTO jobs VALUES (1,'Pad swap','brakes',1),(2,'Oil change','engine',2),
                                 (3,'Rotor skim','brakes',3),(4,'Belt fit','engine',1);
         INSERT INTO tags VALUES (1,'brakes'),(2,'urgent');
         INSERT INTO job_tags VALUES (2,1),(4,1),(1,2);",
    );
    let (r, _) = first_finding(
        &engine,
        "How many brakes jobs are there?",
        Decision::Clarify,
        Category::ValueAmbiguity,
    );
    let options = r.clarification.map(|c| c.options).unwrap_or_default();
    assert!(options.iter().any(|o| o.contains("tag")), "{options:?}");
    // Choosing the tag counts the jobs tagged so, through the pairs.
    let mut s = Session::new(&engine);
    s.ask("How many brakes jobs are there?");
    let r = s.ask("brakes (tag)");
    assert_eq!(
        r.rows,
        vec![vec![clarisql_exec::Value::Integer(2)]],
        "{:?}",
        r.sql
    );
    first_finding(
        &engine,
        "How many customers are in Dunmore?",
        Decision::Clarify,
        Category::ValueAmbiguity,
    );
    // "On our books" says the rows are recorded; it names no missing column.
    let (r, _) = first_finding(
        &engine,
        "How many Dunmore customers are on our books?",
        Decision::Clarify,
        Category::ValueAmbiguity,
    );
    assert!(
        r.findings
            .iter()
            .all(|f| f.category != Category::ColumnUnanswerable),
        "{:?}",
        r.findings
    );
    let sql = answer_sql(&engine, "How many customers living in Dunmore are there?");
    assert!(sql.contains("\"home_town\" = 'Dunmore'"), "{sql}");
}

const GAZETTE: &str = "CREATE TABLE writers (writer_id INTEGER PRIMARY KEY, first_name TEXT,
                                       last_name TEXT, hamlet TEXT, joined_date TEXT,
                                       phone TEXT);
         INSERT INTO writers VALUES (1,'Ilse','Marrow','Upper Fenn','2017-04-02','555-0101'),
                                    (2,'Tobin','Quaile','Saltcote','2020-08-19','555-0102'),
                                    (3,'Wren','Haddow','Upper Fenn','2022-01-10','555-0103');
         CREATE TABLE articles (article_id INTEGER PRIMARY KEY, writer_id INTEGER
                                REFERENCES writers(writer_id), title TEXT, section TEXT,
                                publication_year INTEGER, submission_date TEXT,
                                due_date TEXT, delivered_date TEXT);
         INSERT INTO articles VALUES
           (1,1,'Tides of Fenn','local',1988,'1988-01-05','1988-02-01','1988-01-30'),
           (2,2,'Salt and Smoke','culture',2021,'2021-03-03','2021-04-01','2021-04-09'),
           (3,3,'The Last Ferry','local',2022,'2022-05-20','2022-06-15','2022-06-20'),
           (4,1,'Orchard Notes','culture',1995,'1995-07-07','1995-08-01','1995-07-28');
         CREATE TABLE article_roles (article_id INTEGER REFERENCES articles(article_id),
                                     writer_id INTEGER REFERENCES writers(writer_id),
                                     role TEXT, PRIMARY KEY (article_id, writer_id));
         INSERT INTO article_roles VALUES (1,1,'lead'),(1,2,'editor'),(2,2,'lead'),
                                          (2,3,'reviewer'),(3,3,'lead'),(3,1,'editor'),
                                          (4,1,'lead'),(4,3,'reviewer');";

#[test]
fn a_participle_names_the_noun_made_from_its_verb() {
    let (_dir, engine) = engine_of("gazette", GAZETTE);
    // The stemmer cuts "published" and `publication` apart; they share the verb.
    let sql = answer_sql(&engine, "articles published before 1990");
    assert!(sql.contains("\"publication_year\" < 1990"), "{sql}");
    let sql = answer_sql(&engine, "how many articles were submitted in 2021?");
    assert!(sql.contains("\"submission_date\""), "{sql}");
}

#[test]
fn a_column_after_and_their_past_a_clause_is_shown_with_the_rows() {
    let (_dir, engine) = engine_of("gazette", GAZETTE);
    let sql = answer_sql(
        &engine,
        "list the writers who joined after 2019 and their phone",
    );
    assert!(
        sql.starts_with("SELECT \"first_name\", \"last_name\", \"phone\" FROM \"writers\""),
        "{sql}"
    );
    assert!(sql.contains("\"joined_date\" > '2019'"), "{sql}");
    // Stated of the column, it is still a condition.
    let sql = answer_sql(
        &engine,
        "list the writers who joined after 2019 and their hamlet is Saltcote",
    );
    assert!(sql.contains("\"hamlet\" = 'Saltcote'"), "{sql}");
}

#[test]
fn a_column_compared_with_another_of_the_same_rows() {
    let (_dir, engine) = engine_of("gazette", GAZETTE);
    let sql = answer_sql(
        &engine,
        "which articles were delivered after their due date?",
    );
    assert!(sql.contains("\"delivered_date\" > \"due_date\""), "{sql}");
    let r = answer(
        &engine,
        "how many articles were delivered before the due date?",
    );
    assert_eq!(first_column(&r), ["2"], "{:?}", r.sql);
}

#[test]
fn a_past_verb_names_the_role_its_doer_is_stored_under() {
    let (_dir, engine) = engine_of("gazette", GAZETTE);
    for (q, role, who) in [
        ("Who reviewed Orchard Notes?", "reviewer", "Haddow"),
        ("Who edited The Last Ferry?", "editor", "Marrow"),
        ("Who led Salt and Smoke?", "lead", "Quaile"),
    ] {
        let r = answer(&engine, q);
        let sql = r.sql.clone().unwrap_or_default();
        assert!(sql.contains(&format!("\"role\" = '{role}'")), "{q}: {sql}");
        assert_eq!(r.rows.len(), 1, "{q}: {sql}");
        assert!(
            r.rows[0].iter().any(|v| v.to_string() == who),
            "{q}: {:?}",
            r.rows
        );
    }
}

#[test]
fn two_rows_of_one_title_are_asked_about_by_the_title_not_the_role_beside_it() {
    let (_dir, engine) = engine_of(
        "gazette",
        &GAZETTE.replace("(3,3,'The Last Ferry',", "(3,3,'Tides of Fenn',"),
    );
    let r = engine.ask("Who edited Tides of Fenn?", &Ask::default());
    assert_eq!(r.decision, Decision::Clarify, "{:?}", r.sql);
    assert!(
        r.message.starts_with("'Tides of Fenn' matches 2 rows"),
        "{}",
        r.message
    );
}

#[test]
fn a_measure_named_by_an_adjective_is_never_a_key() {
    // "running" is one of the words for a length of time; its stem is that of `run_id`.
    let (_dir, engine) = engine_of(
        "slopes",
        "CREATE TABLE runs (run_id INTEGER PRIMARY KEY, run_name TEXT, grade TEXT,
                            length_m INTEGER);
         INSERT INTO runs VALUES (1,'Fox Gully','red',1800),(2,'Larch Way','blue',2400),
                                 (3,'Stag Drop','red',900),(4,'Owl Track','red',1200);",
    );
    let r = answer(&engine, "what's the longest red run?");
    assert!(
        r.sql
            .as_deref()
            .unwrap_or_default()
            .contains("ORDER BY \"length_m\" DESC"),
        "{:?}",
        r.sql
    );
    assert_eq!(first_column(&r), ["Fox Gully"]);
}

#[test]
fn a_size_of_rows_that_have_none_asks_which_measure() {
    let (_dir, engine) = engine_of(
        "kiln",
        "CREATE TABLE sale (sale_id INTEGER PRIMARY KEY, buyer_name TEXT, order_date TEXT,
                            quantity INTEGER, unit_price REAL);
         INSERT INTO sale VALUES (1,'Orla Venn','2024-02-01',12,4.5),(2,'Piet Dane','2024-03-09',3,22.0),
                                 (3,'Orla Venn','2024-05-17',40,1.2),(4,'Sunny Bell','2024-06-30',7,9.9);",
    );
    // Not the latest order date: a size, which the rows measure two ways.
    let q = "What's the biggest order we've ever had?";
    let (_, f) = first_finding(&engine, q, Decision::Clarify, Category::ColumnAmbiguity);
    let columns: Vec<_> = f
        .candidates
        .iter()
        .filter_map(|c| c.column.clone())
        .collect();
    assert!(
        columns.contains(&"quantity".to_string()) && columns.contains(&"unit_price".to_string()),
        "{q}: {columns:?}"
    );
    let r = engine.ask("who placed the smallest order?", &Ask::default());
    assert_eq!(r.decision, Decision::Clarify, "{:?}", r.sql);
    assert!(r.message.contains("quantity"), "{}", r.message);
}

/// A lodge whose room types come in two kinds of cabin.
const LODGE: &str = "
    CREATE TABLE rooms (room_id INTEGER PRIMARY KEY, room_type TEXT, nightly_rate REAL, floor INTEGER);
    INSERT INTO rooms VALUES (1,'Garden Cabin',120,1),(2,'Lake Cabin',150,1),(3,'Dorm',30,2),
        (4,'Twin',70,2),(5,'Lake Cabin',155,2),(6,'Dorm',32,3),(7,'Twin',72,3),
        (8,'Garden Cabin',118,3),(9,'Dorm',31,1),(10,'Twin',75,1);
    CREATE TABLE guests (guest_id INTEGER PRIMARY KEY, guest_name TEXT, home_town TEXT);
    INSERT INTO guests VALUES (1,'Ylva Brekke','Voss'),(2,'Tomas Lind','Odda'),(3,'Siri Haug','Voss');
    CREATE TABLE stays (stay_id INTEGER PRIMARY KEY, guest_id INTEGER REFERENCES guests(guest_id),
        room_id INTEGER REFERENCES rooms(room_id), stay_date TEXT, price_paid REAL);
    INSERT INTO stays VALUES (1,1,2,'2023-07-01',300),(2,2,3,'2024-01-12',60),
        (3,3,1,'2024-06-20',240),(4,1,5,'2024-08-02',310),(5,2,4,'2023-11-30',140);";

#[test]
fn a_noun_that_several_stored_values_are_kinds_of_is_asked_about() {
    let (_dir, engine) = engine_of("fjell_lodge", LODGE);
    // Counted: the rooms of those kinds, or the kinds themselves.
    let r = ask_in(
        &engine,
        "fjell_lodge",
        "How many cabins does the lodge have?",
    );
    assert_eq!(r.decision, Decision::Clarify, "{}", r.message);
    let f = &r.findings[0];
    assert_eq!(f.category, Category::TypeToken, "{}", r.message);
    assert!(r.message.contains("Garden Cabin"), "{}", r.message);
    assert_eq!(f.candidates.len(), 2, "{:?}", f.candidates);
    // Shown: which kind.
    let r = ask_in(&engine, "fjell_lodge", "Show the cabins");
    assert_eq!(r.decision, Decision::Clarify, "{}", r.message);
    let f = &r.findings[0];
    assert_eq!(f.category, Category::ValueAmbiguity, "{}", r.message);
    let values: Vec<_> = f
        .candidates
        .iter()
        .filter_map(|c| c.value.clone())
        .collect();
    assert_eq!(values.len(), 2, "{values:?}");
    assert!(values.contains(&"Lake Cabin".to_string()), "{values:?}");
}

#[test]
fn a_word_of_the_database_name_after_the_is_the_whole_not_a_missing_column() {
    let (_dir, engine) = engine_of("fjell_lodge", LODGE);
    let r = engine.ask(
        "How many guests visited the lodge in 2024?",
        &Ask::default(),
    );
    assert!(
        r.findings.iter().all(|f| !f.text.contains("lodge")),
        "{}",
        r.message
    );
}

#[test]
fn a_year_said_as_a_time_is_the_rows_year_not_a_value_of_the_measure() {
    let (_dir, engine) = engine_of("fjell_lodge", LODGE);
    for q in [
        "What was the average price paid in 2024?",
        "What was the average price paid for the 2024 stays?",
    ] {
        let r = answer(&engine, q);
        let sql = r.sql.clone().unwrap_or_default();
        assert!(
            sql.contains("AVG(\"price_paid\")") && sql.contains("'2024%'"),
            "{q}: {sql}"
        );
        assert!(first_column(&r)[0].starts_with("203.33"), "{q}");
    }
}

#[test]
fn columns_listed_after_with_the_are_shown_not_a_condition() {
    let (_dir, engine) = engine_of("fjell_lodge", LODGE);
    let sql = answer_sql(
        &engine,
        "Show the stays with the guest name and the price paid",
    );
    assert!(
        sql.contains("\"guest_name\"") && sql.contains("\"price_paid\""),
        "{sql}"
    );
}

#[test]
fn the_most_of_rows_counts_them_never_sums_their_date() {
    // "bookings" names `booked_on` as surely as the `bookings_log` table.
    let (_dir, engine) = engine_of(
        "inn_ledger",
        "CREATE TABLE guests (guest_id INTEGER PRIMARY KEY, guest_name TEXT);
         INSERT INTO guests VALUES (1,'Ylva Brekke'),(2,'Tomas Lind'),(3,'Siri Haug');
         CREATE TABLE bookings_log (booking_id INTEGER PRIMARY KEY,
             guest_id INTEGER REFERENCES guests(guest_id), booked_on TEXT, nights INTEGER);
         INSERT INTO bookings_log VALUES (1,1,'2024-01-03',2),(2,2,'2024-02-11',1),
             (3,2,'2024-03-09',4),(4,3,'2024-03-20',1),(5,2,'2024-05-02',2),(6,1,'2024-06-14',3);",
    );
    let r = answer(&engine, "Which guest made the most bookings?");
    let sql = r.sql.clone().unwrap_or_default();
    assert!(sql.contains("ORDER BY COUNT(*) DESC"), "{sql}");
    assert_eq!(first_column(&r), ["Tomas Lind"]);
}

#[test]
fn a_participle_before_the_rows_name_keeps_the_rows_its_event_happened_to() {
    let (_dir, engine) = engine_of(
        "ferry_desk",
        "CREATE TABLE tickets (ticket_id INTEGER PRIMARY KEY, passenger_name TEXT, sold_on TEXT,
                               fare REAL, refunded_on TEXT);
         INSERT INTO tickets VALUES (1,'Ada Moss','2024-04-01',12.5,NULL),
             (2,'Bo Kent','2024-04-02',9.0,'2024-04-03'),(3,'Cy Rowe','2024-04-05',12.5,NULL),
             (4,'Di Hale','2024-04-07',15.0,'2024-04-09'),(5,'Ed Vane','2024-04-08',9.0,NULL);",
    );
    let r = answer(&engine, "List the refunded tickets");
    assert_eq!(first_column(&r), ["Bo Kent", "Di Hale"], "{:?}", r.sql);
    let r = answer(&engine, "How many refunded tickets are there?");
    assert_eq!(first_column(&r), ["2"], "{:?}", r.sql);
}

#[test]
fn a_chinese_word_whose_gloss_is_a_word_of_asking_still_names_a_table() {
    // 订单 is "order", which as an English word also asks for an ordering.
    let (_dir, engine) = engine_of(
        "shop_desk",
        "CREATE TABLE orders (order_id INTEGER PRIMARY KEY, customer_name TEXT, ordered_on TEXT,
                              total REAL);
         INSERT INTO orders VALUES (1,'Ada Moss','2024-04-01',12.5),(2,'Bo Kent','2024-04-02',9.0),
                                   (3,'Cy Rowe','2024-05-05',30.0);",
    );
    let r = answer(&engine, "2024年5月有多少订单？");
    assert_eq!(first_column(&r), ["1"], "{:?}", r.sql);
}

/// Kennels with a yes/no column named `has_…` and a rating in stars.
const KENNELS: &str = "
    CREATE TABLE kennels (kennel_id INTEGER PRIMARY KEY, kennel_name TEXT, town TEXT,
                          has_heater INTEGER, star_rating INTEGER);
    INSERT INTO kennels VALUES (1,'Bramble Lodge','Ashby',1,4),(2,'Quill House','Ashby',0,3),
        (3,'Tansy Barn','Corley',1,5),(4,'Fern Yard','Corley',0,2),(5,'Moss End','Ashby',1,3);";

#[test]
fn a_yes_no_column_the_rows_have_keeps_those_that_have_it() {
    let (_dir, engine) = engine_of("kennel_row", KENNELS);
    let r = answer(&engine, "Which kennels have a heater?");
    assert_eq!(
        first_column(&r),
        ["Bramble Lodge", "Tansy Barn", "Moss End"],
        "{:?}",
        r.sql
    );
    let r = answer(&engine, "kennels in Ashby without a heater");
    assert_eq!(first_column(&r), ["Quill House"], "{:?}", r.sql);
}

#[test]
fn how_many_of_a_number_a_row_stores_reads_the_number() {
    let (_dir, engine) = engine_of("kennel_row", KENNELS);
    let r = answer(&engine, "How many stars does Bramble Lodge have?");
    assert_eq!(first_column(&r), ["4"], "{:?}", r.sql);
}

#[test]
fn words_whose_initials_spell_a_stored_code_name_it() {
    let (_dir, engine) = engine_of(
        "rowing_club",
        "CREATE TABLE members (member_id INTEGER PRIMARY KEY, member_name TEXT, role TEXT,
                               joined_year INTEGER);
         INSERT INTO members VALUES (1,'Ada Moss','Chair',2015),(2,'Bo Kent','VP',2016),
             (3,'Cy Rowe','Member',2018),(4,'Di Hale','Member',2019),(5,'Ed Vane','Member',2020),
             (6,'Fay Lund','Treasurer',2017),(7,'Gus Orr','Member',2021),(8,'Hal Fenn','Member',2022),
             (9,'Ivy Dale','Member',2022),(10,'Jo Penn','Member',2023);",
    );
    let r = ask_in(&engine, "rowing_club", "Who is the vice president?");
    assert_eq!(r.decision, Decision::Answer, "{}", r.message);
    assert_eq!(first_column(&r), ["Bo Kent"], "{:?}", r.sql);
}

#[test]
fn each_thing_with_its_column_is_no_list_that_asks_which_quantifier() {
    // A quantified "each … with its …" keeps its earlier reading; only "with the" after rows
    // named without a quantifier lists columns.
    let (_dir, engine) = engine_of(
        "cup_draw",
        "CREATE TABLE ties (tie_id INTEGER PRIMARY KEY, round TEXT, club_id_winner INTEGER,
                            club_id_loser INTEGER);
         INSERT INTO ties VALUES (1,'First',11,12),(2,'First',13,14),(3,'Second',11,13),
                                 (4,'Final',11,15),(5,'Second',15,16);",
    );
    let r = engine.ask("List each club id winner with its round.", &Ask::default());
    assert_ne!(r.decision, Decision::Clarify, "{}", r.message);
}

/// A soup kitchen whose schema says in comments what its empty cells and yes values mean.
const SOUP_KITCHEN: &str = "
    CREATE TABLE volunteers (
      volunteer_id INTEGER PRIMARY KEY,
      full_name TEXT NOT NULL,
      joined_on TEXT NOT NULL,
      left_on TEXT,                    -- NULL = volunteer still helping
      has_permit INTEGER NOT NULL      -- 1 = hygiene certificate
    );
    CREATE TABLE shifts (
      shift_id INTEGER PRIMARY KEY,
      volunteer_id INTEGER NOT NULL REFERENCES volunteers(volunteer_id),
      shift_day TEXT NOT NULL,
      kitchen TEXT,                    -- NULL = cooked remotely
      meals_served INTEGER,            -- NULL = not counted yet
      signed_by TEXT                   -- NULL = not a supervised shift
    );
    INSERT INTO volunteers VALUES
      (1,'Una Pike','2021-03-01',NULL,1),(2,'Rafe Dunn','2020-06-12','2023-01-31',0),
      (3,'Mira Holt','2022-09-09',NULL,0),(4,'Tobin Ash','2019-11-20','2022-05-05',1),
      (5,'Lena Crow','2023-02-14',NULL,1);
    INSERT INTO shifts VALUES
      (1,1,'2024-01-06','North Hall',120,'Ida'),(2,3,'2024-01-06',NULL,40,NULL),
      (3,5,'2024-01-13','North Hall',NULL,'Ida'),(4,1,'2024-01-13','Mill Lane',95,NULL),
      (5,3,'2024-01-20',NULL,NULL,NULL),(6,2,'2022-12-03','Mill Lane',80,'Ole');";

#[test]
fn what_a_schema_comment_says_an_empty_cell_means_is_a_condition() {
    let (_dir, engine) = engine_of("soup_kitchen", SOUP_KITCHEN);
    let r = answer(&engine, "Which volunteers are still helping?");
    assert_eq!(
        first_column(&r),
        ["Una Pike", "Mira Holt", "Lena Crow"],
        "{:?}",
        r.sql
    );
    let r = answer(&engine, "How many volunteers are no longer helping?");
    assert_eq!(first_column(&r), ["2"], "{:?}", r.sql);
    // The state's last word alone, where nothing else explains it.
    let r = answer(&engine, "How many shifts were remote?");
    assert_eq!(first_column(&r), ["2"], "{:?}", r.sql);
    // The positive of a negative meaning keeps the rows whose cell is set.
    let r = answer(&engine, "How many supervised shifts were there?");
    assert_eq!(first_column(&r), ["3"], "{:?}", r.sql);
    // A word of asking is no state ("count" of "NULL = not counted yet").
    let r = answer(&engine, "Count the shifts in North Hall.");
    assert_eq!(first_column(&r), ["2"], "{:?}", r.sql);
}

#[test]
fn what_a_schema_comment_says_a_yes_means_names_the_column() {
    let (_dir, engine) = engine_of("soup_kitchen", SOUP_KITCHEN);
    let r = answer(&engine, "Which volunteers have a hygiene certificate?");
    assert_eq!(
        first_column(&r),
        ["Una Pike", "Tobin Ash", "Lena Crow"],
        "{:?}",
        r.sql
    );
    let r = answer(&engine, "How many volunteers have no hygiene certificate?");
    assert_eq!(first_column(&r), ["2"], "{:?}", r.sql);
}

/// A reservoir keeper's ponds: measures named by their dimension.
const PONDS: &str = "
    CREATE TABLE ponds (pond_id INTEGER PRIMARY KEY, pond_name TEXT, depth_m REAL, width_m REAL,
                        shore_km REAL);
    INSERT INTO ponds VALUES (1,'Heron Mere',4.5,120.0,1.2),(2,'Stillwater',2.0,300.0,2.5),
        (3,'Coot Pool',7.25,80.0,0.6),(4,'Reed Flash',1.1,45.0,0.3);";

#[test]
fn an_adjective_of_a_dimension_ranks_by_and_asks_for_its_measure() {
    let (_dir, engine) = engine_of("reservoir", PONDS);
    let r = answer(&engine, "Which is the deepest pond?");
    assert_eq!(first_column(&r), ["Coot Pool"], "{:?}", r.sql);
    let r = answer(&engine, "Which pond is the widest?");
    assert_eq!(first_column(&r), ["Stillwater"], "{:?}", r.sql);
    let r = answer(&engine, "How deep is Heron Mere?");
    assert_eq!(first_column(&r), ["4.5"], "{:?}", r.sql);
    // A dimension nothing of the thing measures is a missing column.
    let (_, f) = first_finding(
        &engine,
        "How tall is Reed Flash?",
        Decision::Refuse,
        Category::ColumnUnanswerable,
    );
    assert_eq!(f.text, "tall");
}

/// A ferry line's crossings: each crossing refers to its vessel, both dated.
const CROSSINGS: &str = "
    CREATE TABLE vessels (vessel_id INTEGER PRIMARY KEY, vessel_name TEXT, entered_service TEXT);
    CREATE TABLE crossings (crossing_id INTEGER PRIMARY KEY,
                            vessel_id INTEGER REFERENCES vessels(vessel_id),
                            sailed_on TEXT, cars INTEGER);
    INSERT INTO vessels VALUES (1,'Gannet','2024-03-01'),(2,'Puffin','2019-05-10');
    INSERT INTO crossings VALUES (1,1,'2024-03-02',40),(2,1,'2024-03-09',38),(3,1,'2024-04-01',41),
        (4,2,'2024-03-02',22),(5,2,'2024-03-03',25),(6,1,'2024-05-05',30);";

#[test]
fn a_month_said_of_counted_events_is_their_date_not_their_owners() {
    let (_dir, engine) = engine_of("ferry_log", CROSSINGS);
    // The rows counted refer to the vessel: March is when they sailed, not when it entered
    // service (which would count 4, all the crossings of a vessel new in March).
    let r = answer(
        &engine,
        "How many crossings did the Gannet make in March 2024?",
    );
    assert_eq!(first_column(&r), ["2"], "{:?}", r.sql);
    let r = answer(&engine, "Total cars carried per vessel in March 2024?");
    assert_eq!(r.rows.len(), 2, "{:?}", r.sql);
    assert!(
        r.sql.as_deref().unwrap_or_default().contains("sailed_on"),
        "{:?}",
        r.sql
    );
}

#[test]
fn each_kind_in_chinese_groups_by_the_column_it_names() {
    let (_dir, engine) = engine_of(
        "craft_fair",
        "CREATE TABLE works (work_id INTEGER PRIMARY KEY, title TEXT, material TEXT, price REAL);
         INSERT INTO works VALUES (1,'Tide Bowl','clay',40),(2,'Fern Cup','clay',18),
             (3,'Owl','wood',55),(4,'Rain Vase','glass',70),(5,'Hare','wood',35);",
    );
    // 每种 ("each kind of") is a grouping, not a missing column.
    let r = answer(&engine, "每种材料的作品各有多少件？");
    assert_eq!(r.rows.len(), 3, "{:?}", r.sql);
}

#[test]
fn a_condition_said_twice_is_one_condition() {
    let (_dir, engine) = engine_of(
        "tool_library",
        "CREATE TABLE shelves (shelf_id INTEGER PRIMARY KEY, shelf_code TEXT);
         CREATE TABLE tools (tool_id INTEGER PRIMARY KEY, tool_name TEXT,
                             home_shelf_id INTEGER REFERENCES shelves(shelf_id));
         INSERT INTO shelves VALUES (1,'A1'),(2,'B2');
         INSERT INTO tools VALUES (1,'Auger',1),(2,'Spade',NULL),(3,'Plane',2),(4,'Rasp',NULL);",
    );
    // Said twice, as here, it is one condition.
    let r = answer(
        &engine,
        "List the tools without a home shelf, the ones with no home shelf.",
    );
    assert_eq!(first_column(&r), ["Spade", "Rasp"], "{:?}", r.sql);
    let sql = r.sql.unwrap_or_default();
    assert_eq!(sql.matches("IS NULL").count(), 1, "{sql}");
    let r = answer(&engine, "List the tools without a home shelf.");
    assert_eq!(first_column(&r), ["Spade", "Rasp"], "{:?}", r.sql);
}

/// A window-cleaning round: cleaners (who may have left) and their visits (billed or not).
const WINDOW_ROUND: &str = "
    CREATE TABLE cleaners (
      cleaner_id INTEGER PRIMARY KEY,
      full_name TEXT NOT NULL,
      started_on TEXT NOT NULL,
      left_on TEXT                 -- NULL = still cleaning for the firm (as of spring)
    );
    CREATE TABLE visits (
      visit_id INTEGER PRIMARY KEY,
      cleaner_id INTEGER NOT NULL REFERENCES cleaners(cleaner_id),
      street TEXT NOT NULL,
      fee REAL NOT NULL,
      billed_on TEXT               -- NULL = not billed yet
    );
    INSERT INTO cleaners VALUES (1,'Ada Quill','2020-04-01',NULL),
      (2,'Bram Toll','2019-02-11','2023-08-30'),(3,'Cass Ivory','2021-06-15',NULL),
      (4,'Dov Marsh','2018-01-09','2022-03-31');
    INSERT INTO visits VALUES (1,1,'Lark Row',12.5,'2024-03-02'),(2,1,'Lark Row',12.5,NULL),
      (3,3,'Mint Lane',20.0,'2024-03-05'),(4,2,'Mint Lane',18.0,'2023-07-01'),
      (5,3,'Lark Row',15.0,NULL),(6,4,'Oak Close',9.0,'2022-02-02'),(7,3,'Mint Lane',20.0,NULL);";

/// How many visits each street has, by street, from an answer holding a `street` column and
/// a count.
fn counts_per_street(r: &clarisql_engine::Response) -> Vec<(String, String)> {
    let street = r.columns.iter().position(|c| c == "street").unwrap_or(0);
    let mut counts: Vec<(String, String)> = r
        .rows
        .iter()
        .map(|row| (row[street].to_string(), row[1 - street].to_string()))
        .collect();
    counts.sort();
    counts
}

/// `counts_per_street` of the window round's visits.
fn street_counts() -> Vec<(String, String)> {
    STREET_COUNTS
        .iter()
        .map(|(s, n)| (s.to_string(), n.to_string()))
        .collect()
}

const STREET_COUNTS: [(&str, &str); 3] =
    [("Lark Row", "3"), ("Mint Lane", "3"), ("Oak Close", "1")];

#[test]
fn a_state_the_schema_describes_is_read_in_the_askers_words() {
    let (_dir, engine) = engine_of("window_round", WINDOW_ROUND);
    let current = ["Ada Quill", "Cass Ivory"];
    // The state's own words, without what qualifies it ("for the firm (as of spring)").
    let r = answer(&engine, "Which cleaners are still cleaning?");
    assert_eq!(first_column(&r), current, "{:?}", r.sql);
    // A word of lasting state where one column's empty cell means "still …".
    let r = answer(&engine, "List the current cleaners.");
    assert_eq!(first_column(&r), current, "{:?}", r.sql);
    let r = answer(&engine, "Which cleaners are still with the firm?");
    assert_eq!(first_column(&r), current, "{:?}", r.sql);
    // "but" joins two conditions as "and" does.
    let r = answer(
        &engine,
        "Which cleaners started before 2021 but are still cleaning?",
    );
    assert_eq!(first_column(&r), ["Ada Quill"], "{:?}", r.sql);
    let r = answer(&engine, "How many former cleaners are there?");
    assert_eq!(first_column(&r), ["2"], "{:?}", r.sql);
    // What is awaited has not happened.
    let r = answer(&engine, "How many visits are still waiting to be billed?");
    assert_eq!(first_column(&r), ["3"], "{:?}", r.sql);
}

#[test]
fn a_state_not_yet_come_about_is_read_from_the_one_column_empty_until_then() {
    let (_dir, engine) = engine_of("window_round", WINDOW_ROUND);
    // The asker's words for what has not happened yet ("settled" for "billed"), over the one
    // column of the visits whose empty cell means "not … yet".
    let r = answer(&engine, "How many visits haven't been settled yet?");
    assert_eq!(first_column(&r), ["3"], "{:?}", r.sql);
    // "still" where the rows have no "still …" column but one "not … yet" one.
    let r = answer(
        &engine,
        "How many visits do the customers still owe us for?",
    );
    assert_eq!(first_column(&r), ["3"], "{:?}", r.sql);
}

#[test]
fn an_open_or_outstanding_matter_is_the_empty_column_of_what_it_says_is_not_done() {
    let (_dir, engine) = engine_of(
        "boiler_fixes",
        "CREATE TABLE repairs (
           repair_id INTEGER PRIMARY KEY,
           address TEXT NOT NULL,
           completed_on TEXT,   -- NULL = work not done yet
           paid_on TEXT         -- NULL = not paid yet
         );
         INSERT INTO repairs VALUES (1,'1 Elm Row',NULL,NULL),(2,'2 Elm Row','2024-01-02',NULL),
           (3,'3 Elm Row','2024-01-05','2024-01-20'),(4,'4 Elm Row','2024-02-01',NULL),
           (5,'5 Elm Row',NULL,NULL),(6,'6 Elm Row',NULL,NULL);",
    );
    // Two "not … yet" columns: "open" is the work not done, "outstanding" the payment.
    let r = answer(&engine, "how many repairs are still open?");
    assert_eq!(first_column(&r), ["3"], "{:?}", r.sql);
    let r = answer(&engine, "how many repairs are outstanding?");
    assert_eq!(first_column(&r), ["5"], "{:?}", r.sql);
}

#[test]
fn an_event_said_in_the_perfect_keeps_the_rows_whose_date_of_it_is_filled() {
    let (_dir, engine) = engine_of("window_round", WINDOW_ROUND);
    // "have left" (an irregular participle after "have"), `left_on` empty while still there.
    let r = answer(&engine, "which cleaners have left?");
    assert_eq!(first_column(&r), ["Bram Toll", "Dov Marsh"], "{:?}", r.sql);
    let r = answer(&engine, "how many cleaners have left us");
    assert_eq!(first_column(&r), ["2"], "{:?}", r.sql);
}

#[test]
fn an_adverb_of_emphasis_changes_nothing() {
    let (_dir, engine) = engine_of("window_round", WINDOW_ROUND);
    let plain = answer_sql(&engine, "which cleaners have never done a visit?");
    for q in [
        "which cleaners have never actually done a visit?",
        "which cleaners have never really done a visit?",
    ] {
        assert_eq!(answer_sql(&engine, q), plain, "{q}");
    }
}

#[test]
fn the_askers_word_for_the_rows_counted_names_the_table_the_rest_chose() {
    let (_dir, engine) = engine_of("window_round", WINDOW_ROUND);
    let r = answer(&engine, "number of jobs per street");
    assert_eq!(counts_per_street(&r), street_counts(), "{:?}", r.sql);
    // A count of something the rows have ("how many panes did …") is an attribute, not the
    // rows; an operation word is no name of rows.
    let (_, f) = first_finding(
        &engine,
        "How many panes did Lark Row have?",
        Decision::Refuse,
        Category::ColumnUnanswerable,
    );
    assert_eq!(f.text, "panes");
    let (_, f) = first_finding(
        &engine,
        "Find online reviews of Lark Row.",
        Decision::Refuse,
        Category::OutOfScope,
    );
    assert_eq!(f.text, "online");
    assert!(
        r.assumptions.iter().any(|a| a.contains("jobs")) || r.message.contains("jobs"),
        "the reading of 'jobs' is said: {:?} / {}",
        r.assumptions,
        r.message
    );
}

#[test]
fn a_word_the_lake_names_elsewhere_is_not_assumed_to_name_other_rows() {
    // With a database that has errands of its own, "errands" in the window round is not its
    // visits (alone, it is: the asker's word for the rows the rest chose).
    let dir = tempfile::tempdir().unwrap();
    write_db(dir.path(), "window_round", WINDOW_ROUND);
    let alone = engine_over(dir.path());
    let r = ask_in(&alone, "window_round", "number of errands per street");
    assert_eq!(counts_per_street(&r), street_counts(), "{:?}", r.sql);
    write_db(
        dir.path(),
        "odd_errands",
        "CREATE TABLE errands (errand_id INTEGER PRIMARY KEY, title TEXT NOT NULL, pay REAL);
         INSERT INTO errands VALUES (1,'Gutter clearing',40),(2,'Fence painting',55);",
    );
    let engine = engine_over(dir.path());
    let r = ask_in(&engine, "window_round", "number of errands per street");
    assert_ne!(r.decision, Decision::Answer, "{:?}", r.sql);
}

#[test]
fn jobs_are_the_rows_of_the_table_of_the_work_done() {
    // "jobs" names the dated table whose rows refer to the most others (the visits, each
    // to a cleaner), said as an assumption, also where nothing else in the question chose it.
    let (_dir, engine) = engine_of("window_round", WINDOW_ROUND);
    let r = answer(&engine, "how many jobs did Cass Ivory do?");
    assert_eq!(r.rows.len(), 1, "{:?}", r.sql);
    assert_eq!(r.rows[0][0].to_string(), "3", "{:?}", r.sql);
    assert!(
        r.assumptions
            .iter()
            .any(|a| a.contains("'jobs'") && a.contains("visits")),
        "{:?}",
        r.assumptions
    );
    // Where a column is named so, "job" means that column's thing, not the work table.
    let dir = tempfile::tempdir().unwrap();
    write_db(
        dir.path(),
        "staffing",
        "CREATE TABLE people (person_id INTEGER PRIMARY KEY, name TEXT NOT NULL, job TEXT NOT NULL);
         CREATE TABLE shifts (shift_id INTEGER PRIMARY KEY,
           person_id INTEGER NOT NULL REFERENCES people(person_id), worked_on TEXT NOT NULL);
         INSERT INTO people VALUES (1,'Ida Moss','porter'),(2,'Ned Ash','cook');
         INSERT INTO shifts VALUES (1,1,'2024-01-02'),(2,1,'2024-01-03'),(3,2,'2024-01-03');",
    );
    let engine = engine_over(dir.path());
    let r = ask_in(&engine, "staffing", "how many jobs are there?");
    assert!(
        r.sql.as_deref().is_none_or(|s| !s.contains("shifts")),
        "{:?}",
        r.sql
    );
}

#[test]
fn a_future_doing_or_a_change_to_the_data_is_out_of_scope() {
    let (_dir, engine) = engine_of("window_round", WINDOW_ROUND);
    for q in [
        "how many visits will we need in May?",
        "do you reckon they'll book more visits in July?",
        "can you mark visit 2 as billed",
        // A command to change the data, though a column is named after its verb.
        "bill visit 3 please",
        "move visit 2 to Kiln Lane",
        "change the fee of visit 2 to 30",
        // The weather is no stored data.
        "is it going to rain on the day of visit 2?",
        // A day or a judgement ahead, said the way people chat.
        "are we gonna be busy next saturday?",
        "how many visits next friday?",
    ] {
        first_finding(&engine, q, Decision::Refuse, Category::OutOfScope);
    }
    // A command whose first verb names a column is still one when a relative clause comes
    // before its second ("who … and remind them").
    let (_dir2, club) = engine_of(
        "chess_club",
        "CREATE TABLE members (member_id INTEGER PRIMARY KEY, full_name TEXT NOT NULL,
           email TEXT NOT NULL, dues_paid_on TEXT -- NULL = not paid yet
         );
         INSERT INTO members VALUES (1,'Ode Brask','ode@example.org','2024-01-03'),
           (2,'Pim Yarrow','pim@example.org',NULL);",
    );
    first_finding(
        &club,
        "Email every member who has not paid and remind them about it.",
        Decision::Refuse,
        Category::OutOfScope,
    );
    // A verb of change in a question under way is no command, after "Ltd." or not.
    let r = engine.ask(
        "How did the fee of Ada Quill Ltd. change from 2022 to 2023?",
        &Ask::default(),
    );
    assert!(
        r.findings
            .iter()
            .all(|f| f.category != Category::OutOfScope),
        "{:?}",
        r.findings
    );
}

#[test]
fn rows_split_by_a_column_with_nothing_else_asked_are_counted_per_value() {
    let (_dir, engine) = engine_of("window_round", WINDOW_ROUND);
    for q in ["visits per street", "break down the visits by street"] {
        let r = answer(&engine, q);
        assert_eq!(counts_per_street(&r), street_counts(), "{q}: {:?}", r.sql);
    }
}

#[test]
fn a_year_said_of_rows_with_several_dates_is_of_the_date_named_after_them() {
    // Three dates per hire; only `hire_date` is the hire's own.
    let (_dir, engine) = engine_of(
        "tent_hire",
        "CREATE TABLE hires (hire_id INTEGER PRIMARY KEY, customer TEXT NOT NULL,
                             return_date TEXT NOT NULL, hire_date TEXT NOT NULL,
                             paid_date TEXT NOT NULL);
         INSERT INTO hires VALUES (1,'Ivo Penn','2023-12-31','2023-12-28','2023-12-28'),
           (2,'Jo Reed','2024-05-02','2024-04-20','2024-05-02'),
           (3,'Kit Vale','2025-01-05','2024-12-30','2025-01-05'),
           (4,'Lou Barr','2023-06-01','2023-05-25','2023-05-25');",
    );
    let r = answer(&engine, "how many hires in 2024?");
    assert_eq!(first_column(&r), ["2"], "{:?}", r.sql);
}

#[test]
fn a_word_that_begins_several_column_names_is_the_thing_shown_by_its_name() {
    let (_dir, engine) = engine_of(
        "tutoring",
        "CREATE TABLE sessions (session_id INTEGER PRIMARY KEY, tutor_name TEXT NOT NULL,
           tutor_rating INTEGER NOT NULL, minutes INTEGER NOT NULL, fee REAL NOT NULL);
         INSERT INTO sessions VALUES (1,'Una Brisk',4,45,30.0),(2,'Oto Penn',5,90,55.0),
           (3,'Una Brisk',4,60,40.0),(4,'Ivo Lark',3,30,20.0);",
    );
    // "the tutor" is the tutor, shown by name: no choice with the tutor's rating.
    let r = answer(&engine, "list the sessions over 50 minutes with the tutor");
    assert_eq!(first_column(&r), ["Oto Penn", "Una Brisk"], "{:?}", r.sql);
    // Said with the rest of a column's name, that column.
    let r = answer(&engine, "what is the average tutor rating?");
    assert_eq!(r.columns.len(), 1, "{:?}", r.sql);
    assert!(
        r.sql.as_deref().unwrap_or("").contains("tutor_rating"),
        "{:?}",
        r.sql
    );
}

#[test]
fn a_verb_after_have_with_rows_as_its_object_asks_for_no_column_it_names() {
    let (_dir, engine) = engine_of(
        "stables",
        "CREATE TABLE riders (rider_id INTEGER PRIMARY KEY, full_name TEXT NOT NULL);
         CREATE TABLE lessons (lesson_id INTEGER PRIMARY KEY,
           rider_id INTEGER NOT NULL REFERENCES riders(rider_id),
           booked_on TEXT NOT NULL, lesson_date TEXT NOT NULL);
         INSERT INTO riders VALUES (1,'Wren Hale'),(2,'Jory Pike'),(3,'Esk Moor');
         INSERT INTO lessons VALUES (1,1,'2024-01-02','2024-01-09'),(2,2,'2024-01-02','2024-01-10'),
           (3,2,'2024-01-05','2024-01-12'),(4,2,'2024-02-01','2024-02-08'),
           (5,3,'2024-02-03','2024-02-10');",
    );
    // "booked" relates riders to lessons here; `booked_on` is not what is asked.
    let r = answer(&engine, "Which rider has booked the most lessons?");
    assert_eq!(first_column(&r), ["Jory Pike"], "{:?}", r.sql);
    // So with a comparison before the object, and with the subject right before the verb.
    for q in [
        "Which riders have booked more than 1 lesson?",
        "which riders booked more than 1 lesson?",
    ] {
        let r = answer(&engine, q);
        assert_eq!(first_column(&r), ["Jory Pike"], "{q}: {:?}", r.sql);
    }
    // Without an object it still names the date.
    let r = answer(&engine, "how many lessons were booked in January 2024?");
    assert_eq!(first_column(&r), ["3"], "{:?}", r.sql);
}

#[test]
fn words_shortened_as_in_a_chat_are_read_spelt_out() {
    let (_dir, engine) = engine_of("window_round", WINDOW_ROUND);
    // "rn", "atm": a lasting state said as "right now", "at the moment".
    for question in ["how many cleaners have we got rn", "how many cleaners atm"] {
        let r = answer(&engine, question);
        assert_eq!(first_column(&r), ["2"], "{question}: {:?}", r.sql);
    }
    // An abbreviation written in capitals is a name, not chat.
    let tokens = clarisql_text::tokenize("ATM fees rn");
    let norms: Vec<&str> = tokens.iter().map(|t| t.norm.as_str()).collect();
    assert_eq!(norms, ["atm", "fees", "right", "now"]);
}

const CYCLE_FIX: &str = "
    CREATE TABLE fixes (fix_id INTEGER PRIMARY KEY, owner_name TEXT NOT NULL, fee REAL NOT NULL,
      is_guarantee INTEGER NOT NULL CHECK (is_guarantee IN (0,1)));
    INSERT INTO fixes VALUES (1,'Pell Orr',25.0,1),(2,'Fen Aske',12.5,0),(3,'Pell Orr',40.0,0),
      (4,'Tor Ward',8.0,1);";

#[test]
fn a_yes_no_state_said_with_a_preposition_keeps_the_rows_in_it() {
    let (_dir, engine) = engine_of("cycle_fix", CYCLE_FIX);
    // "under guarantee": where the rows stand, not a bound.
    let r = answer(&engine, "How many fixes were done under guarantee?");
    assert_eq!(first_column(&r), ["2"], "{:?}", r.sql);
}

#[test]
fn an_amount_of_money_is_of_the_one_money_column_of_the_rows() {
    let (_dir, engine) = engine_of("cycle_fix", CYCLE_FIX);
    // The currency said after the amount is its unit, as a sign before it.
    for question in [
        "fixes under 20 dollars",
        "fixes under £20",
        "Which fixes cost less than 20 quid?",
    ] {
        let r = answer(&engine, question);
        assert_eq!(
            first_column(&r),
            ["Fen Aske", "Tor Ward"],
            "{question}: {:?}",
            r.sql
        );
    }
}

#[test]
fn this_year_is_the_latest_year_the_data_holds() {
    let (_dir, engine) = engine_of(
        "tent_log",
        "CREATE TABLE hires (hire_id INTEGER PRIMARY KEY, hirer TEXT NOT NULL, hired_on TEXT NOT NULL);
         INSERT INTO hires VALUES (1,'Ash Lune','2022-05-01'),(2,'Bo Frey','2023-06-11'),
           (3,'Cy Dorn','2023-08-02'),(4,'Di Wren','2024-03-09');",
    );
    // A snapshot has no clock: its present is the latest year in the rows' dates.
    let r = answer(&engine, "how many hires this year?");
    assert_eq!(first_column(&r), ["1"], "{:?}", r.sql);
    assert!(
        r.assumptions.iter().any(|a| a.contains("2024")),
        "{:?}",
        r.assumptions
    );
    let r = answer(&engine, "how many hires last yr");
    assert_eq!(first_column(&r), ["2"], "{:?}", r.sql);
}

const WATCH_MENDS: &str = "
    CREATE TABLE mends (mend_id INTEGER PRIMARY KEY, owner TEXT NOT NULL,
      taken_in TEXT NOT NULL, promised_for TEXT NOT NULL,
      handed_back TEXT -- NULL = not handed back yet
    );
    INSERT INTO mends VALUES (1,'Ilse Varn','2023-11-20','2023-12-02','2024-01-05'),
      (2,'Oto Brem','2023-12-28','2024-01-10','2024-01-12'),
      (3,'Ilse Varn','2024-01-03','2024-01-15',NULL),
      (4,'Rue Palk','2024-03-01','2024-03-12','2024-03-10');";

#[test]
fn a_time_said_of_rows_with_several_dates_is_of_the_date_the_words_name_or_their_own() {
    let (_dir, engine) = engine_of("watch_mends", WATCH_MENDS);
    // A bare year: the date every row has that comes first, when the row came about.
    let r = answer(&engine, "how many mends in 2023?");
    assert_eq!(first_column(&r), ["2"], "{:?}", r.sql);
    // The word before the time names the date ("handed back in january").
    let r = answer(&engine, "how many mends were handed back in january");
    assert_eq!(first_column(&r), ["2"], "{:?}", r.sql);
    // "finished" for `completed_on`: a synonym names the date too.
    let (_dir2, chores) = engine_of(
        "chore_board",
        "CREATE TABLE chores (chore_id INTEGER PRIMARY KEY, title TEXT NOT NULL,
           posted_on TEXT NOT NULL, completed_on TEXT -- NULL = still open
         );
         INSERT INTO chores VALUES (1,'Sweep yard','2024-02-20','2024-03-02'),
           (2,'Oil hinges','2024-03-01',NULL),(3,'Wash van','2024-03-05','2024-04-01');",
    );
    let r = answer(&chores, "how many chores were finished in March?");
    assert_eq!(first_column(&r), ["1"], "{:?}", r.sql);
    // "since jan" without a year: the latest year the dates hold, said as an assumption.
    let r = answer(&engine, "how many mends were taken in since jan?");
    assert_eq!(first_column(&r), ["2"], "{:?}", r.sql);
    assert!(
        r.assumptions.iter().any(|a| a.contains("2024-01-01")),
        "{:?}",
        r.assumptions
    );
}

#[test]
fn a_yes_no_column_answers_to_a_synonym_of_its_word() {
    let (_dir, engine) = engine_of(
        "hamper_orders",
        "CREATE TABLE buyers (buyer_id INTEGER PRIMARY KEY, buyer_name TEXT NOT NULL,
           is_corporate INTEGER NOT NULL CHECK (is_corporate IN (0,1)));
         INSERT INTO buyers VALUES (1,'Quell & Sons',1),(2,'Ivy Marr',0),(3,'Tarn Works',1);",
    );
    // "business" for `is_corporate`.
    let r = answer(&engine, "list the business buyers");
    assert_eq!(
        first_column(&r),
        ["Quell & Sons", "Tarn Works"],
        "{:?}",
        r.sql
    );
}

/// Everyday words for what a schema names otherwise: "tonnage" is the tonnes a column holds;
/// "a completed session" is an appointment; "net profit" is a measure the data has no formula
/// for (CalculationUnanswerable), not a column that happens to be missing.
#[test]
fn tonnage_sessions_and_profit_are_read_as_people_mean_them() {
    let (_dir, engine) = engine_of(
        "studio_yard",
        "CREATE TABLE deliveries (delivery_id INTEGER PRIMARY KEY, delivered_on TEXT NOT NULL,
           net_tonnes REAL NOT NULL);
         CREATE TABLE appointments (appointment_id INTEGER PRIMARY KEY, status TEXT NOT NULL,
           final_price REAL);
         INSERT INTO deliveries VALUES (1,'2024-01-05',12.5),(2,'2024-02-07',7.5),
           (3,'2023-12-30',4.0);
         INSERT INTO appointments VALUES (1,'completed',120),(2,'completed',80),
           (3,'cancelled',NULL);",
    );
    let r = answer(&engine, "total tonnage delivered in 2024");
    assert_eq!(first_column(&r), ["20.0"], "{:?}", r.sql);
    let r = answer(&engine, "whats the avg final price of a completed session?");
    assert_eq!(first_column(&r), ["100.0"], "{:?}", r.sql);
    assert!(r.findings.is_empty(), "{:?}", r.findings);
    first_finding(
        &engine,
        "what was our net profit last year?",
        Decision::Refuse,
        Category::CalculationUnanswerable,
    );
}

/// "how old are the members?" where nothing in the database records a birth, an age or a year
/// of making: an age the data lacks (ColumnUnanswerable), not words it could not connect.
/// Boats with a year built have an age the data tells.
#[test]
fn an_age_asked_where_nothing_records_birth_or_year_is_a_missing_column() {
    let (_dir, engine) = engine_of(
        "choir",
        "CREATE TABLE members (member_id INTEGER PRIMARY KEY, first_name TEXT NOT NULL,
           joined_on TEXT NOT NULL);
         INSERT INTO members VALUES (1,'Ula','2020-03-01'),(2,'Vic','2022-05-09');",
    );
    first_finding(
        &engine,
        "how old are the members?",
        Decision::Refuse,
        Category::ColumnUnanswerable,
    );
    let (_dir, engine) = engine_of(
        "rowing_club",
        "CREATE TABLE boats (boat_id INTEGER PRIMARY KEY, boat_name TEXT NOT NULL,
           year_built INTEGER NOT NULL);
         INSERT INTO boats VALUES (1,'Heron',1998),(2,'Swift',2011);",
    );
    let r = engine.ask("how old are the boats?", &Default::default());
    assert!(
        !r.findings
            .iter()
            .any(|f| f.category == Category::ColumnUnanswerable),
        "{}",
        r.message
    );
}

/// "how much is X" of a thing with prices asks for a price, not a judgement: the one priced per
/// the unit of time the question says ("for a week", "by the hour"), or, when nothing says
/// which of several prices, a column ambiguity among the prices only.
#[test]
fn how_much_a_thing_is_asks_for_its_price_per_the_unit_said() {
    let (_dir, engine) = engine_of(
        "studio_hire",
        "CREATE TABLE rooms (room_id INTEGER PRIMARY KEY, name TEXT NOT NULL, seats INTEGER NOT NULL,
           hourly_rate REAL NOT NULL, weekly_rate REAL NOT NULL);
         INSERT INTO rooms VALUES (1,'Blue Room',8,40,900),(2,'Loft',20,65,1400);",
    );
    assert_eq!(
        answer_sql(&engine, "how much is the Loft by the hour?"),
        r#"SELECT "hourly_rate" FROM "rooms" WHERE "name" = 'Loft'"#
    );
    assert_eq!(
        answer_sql(&engine, "how much is Blue Room for a week?"),
        r#"SELECT "weekly_rate" FROM "rooms" WHERE "name" = 'Blue Room'"#
    );
    let (_, f) = first_finding(
        &engine,
        "how much is the Loft?",
        Decision::Clarify,
        Category::ColumnAmbiguity,
    );
    let offered: Vec<&str> = f.candidates.iter().map(|c| c.label.as_str()).collect();
    assert_eq!(offered, ["hourly rate", "weekly rate"], "{}", f.message);
}

/// A given name several people share ("Tom", two drivers) names one of them without saying
/// which: a ValueAmbiguity offering each whole name; the whole name answers.
#[test]
fn a_given_name_several_people_share_asks_which_one() {
    let (_dir, engine) = engine_of(
        "couriers",
        "CREATE TABLE drivers (driver_id INTEGER PRIMARY KEY, first_name TEXT NOT NULL,
           last_name TEXT NOT NULL);
         CREATE TABLE deliveries (delivery_id INTEGER PRIMARY KEY,
           driver_id INTEGER NOT NULL REFERENCES drivers(driver_id), delivered_on TEXT NOT NULL);
         INSERT INTO drivers VALUES (1,'Tom','Bristow'),(2,'Tom','Hale'),(3,'Una','Marsh');
         INSERT INTO deliveries VALUES (1,1,'2024-01-02'),(2,1,'2024-01-03'),(3,2,'2024-01-04'),
           (4,3,'2024-01-05');",
    );
    let (r, f) = first_finding(
        &engine,
        "how many deliveries did Tom make?",
        Decision::Clarify,
        Category::ValueAmbiguity,
    );
    let options = r.clarification.map(|c| c.options).unwrap_or_default();
    assert_eq!(options, ["Tom Bristow", "Tom Hale"], "{}", f.message);
    let r = answer(&engine, "how many deliveries did Tom Hale make?");
    assert_eq!(first_column(&r), ["1"], "{:?}", r.sql);
}

#[test]
fn the_most_ending_the_question_counts_or_totals_what_the_verb_before_it_names() {
    // Ann books most often (3), Bo has the dearest single booking (50), Cy the largest total
    // charged (70).
    let (_dir, engine) = engine_of(
        "studio",
        "CREATE TABLE customers (customer_id INTEGER PRIMARY KEY, full_name TEXT NOT NULL,
           town TEXT NOT NULL);
         CREATE TABLE bookings (booking_id INTEGER PRIMARY KEY,
           customer_id INTEGER NOT NULL REFERENCES customers(customer_id),
           booked_on TEXT NOT NULL, amount_charged REAL NOT NULL);
         INSERT INTO customers VALUES (1,'Ann Lee','Hove'),(2,'Bo Park','Lewes'),(3,'Cy Dunn','Hove');
         INSERT INTO bookings VALUES (1,1,'2024-01-05',10),(2,1,'2024-02-05',10),
           (3,1,'2024-03-05',10),(4,2,'2024-01-09',50),(5,3,'2024-02-11',35),(6,3,'2024-04-11',35);",
    );
    for (q, who) in [
        ("which customer books us the most?", "Ann Lee"),
        (
            "which customer has been charged the most overall?",
            "Cy Dunn",
        ),
    ] {
        let r = answer(&engine, q);
        assert_eq!(r.rows.len(), 1, "{q}: {:?}", r.sql);
        assert_eq!(r.rows[0][0].to_string(), who, "{q}: {:?}", r.sql);
    }
}

#[test]
fn a_chinese_noun_of_one_character_names_the_kind_stored_in_english() {
    // 狗 ("dog") is 'Dog' of `pets.species`, the measure word before it counting nothing;
    // 翻译员 (translator + the suffix of a person) names a table of translators.
    let dir = tempfile::tempdir().unwrap();
    write_db(
        dir.path(),
        "pets_db",
        "CREATE TABLE owners (owner_id INTEGER PRIMARY KEY, full_name TEXT NOT NULL, town TEXT NOT NULL);
         CREATE TABLE pets (pet_id INTEGER PRIMARY KEY,
           owner_id INTEGER NOT NULL REFERENCES owners(owner_id), name TEXT NOT NULL,
           species TEXT NOT NULL);
         INSERT INTO owners VALUES (1,'Ada Rook','Hove'),(2,'Ben Tarn','Lewes'),(3,'Cal Wren','Hove');
         INSERT INTO pets VALUES (1,1,'Biscuit','Dog'),(2,1,'Mabel','Cat'),(3,2,'Pip','Dog'),
           (4,3,'Nutmeg','Rabbit'),(5,3,'Olive','Cat'),(6,2,'Rolo','Dog');",
    );
    write_db(
        dir.path(),
        "agency",
        "CREATE TABLE translators (translator_id INTEGER PRIMARY KEY, full_name TEXT NOT NULL,
           hourly_rate REAL NOT NULL);
         INSERT INTO translators VALUES (1,'Mei Lin',40.0),(2,'Otto Berg',55.0),(3,'Rui Sousa',35.0);",
    );
    let engine = engine_over(dir.path());
    let r = ask_in(&engine, "pets_db", "有多少只狗？");
    assert_eq!(r.decision, Decision::Answer, "{}", r.message);
    assert_eq!(
        r.rows.first().map(|row| row[0].to_string()),
        Some("3".into()),
        "{:?}",
        r.sql
    );
    let r = ask_in(&engine, "agency", "一共有多少个翻译员？");
    assert_eq!(r.decision, Decision::Answer, "{}", r.message);
    assert_eq!(
        r.rows.first().map(|row| row[0].to_string()),
        Some("3".into()),
        "{:?}",
        r.sql
    );
}

#[test]
fn the_date_a_question_says_by_its_words_is_the_one_a_month_or_year_reads() {
    // Three dates on a stay and two on a member of staff: "checking in", "check-ins" and
    // "left" say which one.
    let dir = tempfile::tempdir().unwrap();
    write_db(
        dir.path(),
        "yard",
        "CREATE TABLE staff (staff_id INTEGER PRIMARY KEY, full_name TEXT NOT NULL, role TEXT NOT NULL,
           start_date TEXT NOT NULL, leave_date TEXT);
         CREATE TABLE stays (stay_id INTEGER PRIMARY KEY, staff_id INTEGER NOT NULL REFERENCES staff(staff_id),
           booked_on TEXT NOT NULL, check_in TEXT NOT NULL, check_out TEXT NOT NULL, deposit REAL NOT NULL);
         INSERT INTO staff VALUES (1,'Ann Cole','Groom','2022-03-01','2024-06-30'),(2,'Bea Dale','Groom','2024-02-01',NULL),
           (3,'Cal Eyre','Manager','2021-01-10',NULL),(4,'Dot Finn','Groom','2020-05-05','2023-01-31');
         INSERT INTO stays VALUES (1,1,'2024-07-20','2024-08-02','2024-08-09',20),(2,2,'2024-08-01','2024-08-30','2024-09-03',30),
           (3,3,'2024-11-15','2024-12-01','2024-12-05',15),(4,2,'2024-12-10','2025-01-02','2025-01-06',25),(5,1,'2024-06-01','2024-07-30','2024-08-04',10);",
    );
    let engine = engine_over(dir.path());
    for (q, sql) in [
        (
            "total deposits for stays checking in during dec 2024",
            r#"SELECT SUM("deposit") FROM "stays" WHERE "check_in" LIKE '2024-12%'"#,
        ),
        (
            "how many check-ins did we have in August 2024?",
            r#"SELECT COUNT(*) FROM "stays" WHERE "check_in" LIKE '2024-08%'"#,
        ),
        (
            "which grooms left in 2024?",
            r#"SELECT "full_name" FROM "staff" WHERE "role" = 'Groom' AND "leave_date" LIKE '2024%'"#,
        ),
    ] {
        let r = ask_in(&engine, "yard", q);
        assert_eq!(r.sql.as_deref(), Some(sql), "{q}: {}", r.message);
    }
    // With no database named, a plural of a stored singular ('Groom') that nothing else in
    // the question grounds still finds its database.
    let r = answer(&engine, "how many grooms are there?");
    assert_eq!(
        r.rows.first().map(|row| row[0].to_string()),
        Some("3".into()),
        "{:?}",
        r.sql
    );
}
