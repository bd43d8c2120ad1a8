//! Tables partitioned by place (one per district of a city, named in captions), at a size where
//! lake-wide lookups are crowded: a short name held in every district's table, a city with more
//! districts than a clarification usually lists.

use super::{answer, engine_of, first_column, first_finding, first_two_columns_sorted};
use clarisql_analyze::{Category, QuestionType};
use clarisql_engine::{Ask, Decision, Session};

const CITIES: [&str; 3] = ["Corvale", "Marbury", "Lindon"];
/// Twelve districts per city, each name used once in the lake.
const DISTRICTS: [&str; 3] = [
    "Ashford Birchley Cedarton Dunmore Elmstead Fernhill Glenrock Heathway Ivybridge Juniper \
     Kestrel Laurel",
    "Alder Brookside Copperfield Dovecote Eastmere Foxley Greywater Changeling Inglewood Jarrow \
     Kingsmoor Larkspur",
    "Amberley Bramble Coldharbour Darnley Edgemoor Fairholt Goldcrest Hawksmere Ironbridge \
     Jessamine Kilnsey Lowther",
];
/// The first word of a table's names: one per table, so every short name has 36 full forms.
const PREFIXES: &str = "Anhe Baoli Changsheng Datang Delong Dongfang Furui Guangsha Guoxin \
    Hengtai Hongda Huachen Huitong Jiahe Jinsheng Junhe Kaixuan Lanting Lianfa Mingyuan Ronghua \
    Runhe Shengshi Tianyu Wanhe Xinda Yifeng Yongxin Yuanda Zhaofeng Zhengrong Zhongchuang \
    Zhonghe Zhongliang Zhongnan Zhongtai";

/// A sales table and a land table per district of [`DISTRICTS`], with captions (sales first:
/// where a place names both, the sales table comes first).
fn partitioned_lake() -> String {
    let mut sql = String::from(
        "CREATE TABLE clarisql_meta (table_name TEXT, column_name TEXT, description TEXT);\n",
    );
    let prefixes: Vec<&str> = PREFIXES.split_whitespace().collect();
    let mut k = 0;
    for (city, districts) in CITIES.iter().zip(DISTRICTS) {
        for district in districts.split_whitespace() {
            let place = format!("{}_{}", city.to_lowercase(), district.to_lowercase());
            let prefix = prefixes[k];
            // The sales table's short names come from another table's prefix.
            let other = prefixes[(k + 7) % prefixes.len()];
            k += 1;
            sql.push_str(&format!(
                "CREATE TABLE property_sales_{place} (community_name TEXT, developer TEXT, \
                   location TEXT, transaction_month TEXT, units_sold INTEGER, \
                   transaction_area REAL, average_price REAL, transaction_amount REAL, \
                   plot_ratio REAL);
                 INSERT INTO property_sales_{place} VALUES
                   ('{other} Yuntai Plaza', '{other} Holdings', '5 Park Lane', '2021-06', 40,
                    3900.0, 31000.0, 880.5, 2.2),
                   ('{other} Maple Garden', '{other} Holdings', '9 Elm Row', '2021-07', 25,
                    2100.0, 28000.0, 610.0, 1.9);
                 CREATE TABLE land_auction_{place} (project_name TEXT, location TEXT, \
                   land_use TEXT, land_area REAL, plot_ratio REAL, starting_price REAL, \
                   transaction_price REAL, transaction_date TEXT);
                 INSERT INTO land_auction_{place} VALUES
                   ('{prefix} Jinghu Homeland', '3 Main Road', 'Residential', 52000.0, 2.5,
                    30000.0, 41000.0, '2021-05-12'),
                   ('{prefix} Yuntai Plaza', '8 Hill Road', 'Commercial', 18000.0, 3.1,
                    40000.0, 52000.0, '2022-03-02'),
                   ('{prefix} Riverside Court', '21 Quay Street', 'Residential', 36000.0,
                    1.8, 20000.0, 23000.0, '2020-11-30');
                 INSERT INTO clarisql_meta VALUES
                   ('land_auction_{place}', '', \
                    'Table of Land Auction Information in {district} District, {city}'),
                   ('land_auction_{place}', 'project_name', 'Project Name'),
                   ('land_auction_{place}', 'location', 'Location'),
                   ('land_auction_{place}', 'land_use', 'Land Use'),
                   ('land_auction_{place}', 'land_area', 'Land Area (m²)'),
                   ('land_auction_{place}', 'plot_ratio', 'Plot Ratio'),
                   ('land_auction_{place}', 'starting_price', 'Starting Price (10k yuan)'),
                   ('land_auction_{place}', 'transaction_price', 'Transaction Price (10k yuan)'),
                   ('land_auction_{place}', 'transaction_date', 'Transaction Date (YYYY-MM-DD)'),
                   ('property_sales_{place}', '', \
                    'Table of Property Sales Information in {district} District, {city}'),
                   ('property_sales_{place}', 'community_name', 'Community Name'),
                   ('property_sales_{place}', 'developer', 'Developer'),
                   ('property_sales_{place}', 'location', 'Location'),
                   ('property_sales_{place}', 'transaction_month', 'Transaction Month (YYYY-MM)'),
                   ('property_sales_{place}', 'units_sold', 'Units Sold (units)'),
                   ('property_sales_{place}', 'transaction_area', 'Transaction Area (m²)'),
                   ('property_sales_{place}', 'average_price', 'Average Price (yuan/m²)'),
                   ('property_sales_{place}', 'transaction_amount', 'Transaction Amount (10k yuan)'),
                   ('property_sales_{place}', 'plot_ratio', 'Plot Ratio');\n"
            ));
        }
    }
    // A district with land tables only.
    sql.push_str(
        "CREATE TABLE land_auction_lindon_northgate (project_name TEXT, location TEXT, \
           land_use TEXT, land_area REAL, plot_ratio REAL, starting_price REAL, \
           transaction_price REAL, transaction_date TEXT);
         INSERT INTO land_auction_lindon_northgate VALUES ('Yuanda Hilltop Court', \
           '4 Gate Road', 'Residential', 28000.0, 2.7, 21000.0, 30000.0, '2021-02-11');
         INSERT INTO clarisql_meta VALUES ('land_auction_lindon_northgate', '', \
           'Table of Land Auction Information in Northgate District, Lindon');",
    );
    // One name only one table holds.
    sql.push_str(
        "INSERT INTO land_auction_corvale_ashford VALUES ('Anhe Lakeview Terrace', '2 Bay Road', \
         'Residential', 41000.0, 2.0, 25000.0, 33000.0, '2022-08-19');",
    );
    sql
}

#[test]
fn a_short_name_held_in_every_district_is_completed_from_the_district_asked_about() {
    let (_dir, engine) = engine_of("estates", &partitioned_lake());
    // Lowther is the last district: its land table's names begin "Zhongtai", the last of the
    // 36 full names in the order the value index keeps them.
    let (r, f) = first_finding(
        &engine,
        "What is the plot ratio of Jinghu Homeland in Lowther District, Lindon?",
        Decision::Clarify,
        Category::ValueNotFound,
    );
    let offered: Vec<&str> = f
        .candidates
        .iter()
        .filter_map(|c| c.value.as_deref())
        .collect();
    // The one name of that district's table, not the first of the 36 the lake holds.
    assert_eq!(offered, ["Zhongtai Jinghu Homeland"], "{}", r.message);
}

#[test]
fn a_name_wanting_a_column_of_one_family_is_looked_up_in_that_familys_table() {
    let (_dir, engine) = engine_of("estates", &partitioned_lake());
    // Both of Laurel's tables hold a "… Yuntai Plaza"; land use is asked, so the land table's.
    let (_, f) = first_finding(
        &engine,
        "I'd like to know the land use and transaction price of Yuntai Plaza in Laurel \
         District, Corvale.",
        Decision::Clarify,
        Category::ValueNotFound,
    );
    assert_eq!(
        f.candidates[0].column.as_deref(),
        Some("project_name"),
        "{:?}",
        f.candidates
    );
    assert!(f.message.contains("project name"), "{}", f.message);
}

/// Asks `question`, which must be met by a question about a missing place, then answers with
/// `reply`, which must be answered: the places offered, and the answer's SQL.
fn place_asked_then_answered(question: &str, reply: &str) -> (usize, String) {
    let (_dir, engine) = engine_of("estates", &partitioned_lake());
    let mut s = Session::new(&engine);
    let r = s.ask(question);
    assert_eq!(r.decision, Decision::Clarify, "{}", r.message);
    let asked = &r.findings[0];
    assert_eq!(asked.category, Category::ScopeMissing, "{}", r.message);
    let offered = asked.candidates.len();
    let r = s.ask(reply);
    assert_eq!(r.decision, Decision::Answer, "{}", r.message);
    (offered, r.sql.unwrap_or_default())
}

#[test]
fn any_district_of_the_city_named_answers_a_missing_district() {
    let (offered, sql) = place_asked_then_answered(
        "Which project in Marbury has the highest transaction price?",
        "It's Larkspur District.",
    );
    // All twelve districts of Marbury are offered, not the first eight.
    assert_eq!(offered, 12);
    assert!(sql.contains("land_auction_marbury_larkspur"), "{sql}");
}

#[test]
fn a_name_given_without_a_place_is_found_outside_the_place_named_for_another() {
    let (_dir, engine) = engine_of("estates", &partitioned_lake());
    // Lowther is named for the second project only; "Lakeview Terrace" is held in Ashford.
    let (r, f) = first_finding(
        &engine,
        "Compare the plot ratio of Lakeview Terrace and Zhongtai Jinghu Homeland in Lowther \
         District, Lindon.",
        Decision::Clarify,
        Category::ValueNotFound,
    );
    assert!(
        f.candidates
            .iter()
            .any(|c| c.value.as_deref() == Some("Anhe Lakeview Terrace")),
        "{}",
        r.message
    );
}

#[test]
fn a_common_word_one_letter_from_a_place_in_a_table_name_is_not_that_table() {
    let (_dir, engine) = engine_of("estates", &partitioned_lake());
    // "change" is one letter from "changel", the stem of Changeling (a district of Marbury).
    let r = engine.ask(
        "How did the transaction price of Zhongtai Jinghu Homeland change?",
        &Ask::default(),
    );
    assert!(
        !r.doubts.iter().any(|d| d.contains("'change' matches")),
        "{:?}",
        r.doubts
    );
}

/// Sales tables of four districts of two Chinese cities, with Chinese captions and descriptions.
const CHINESE_LAKE: &str = "
    CREATE TABLE clarisql_meta (table_name TEXT, column_name TEXT, description TEXT);
    CREATE TABLE sales_a_east (community_name TEXT, average_price REAL);
    CREATE TABLE sales_a_west (community_name TEXT, average_price REAL);
    CREATE TABLE sales_b_east (community_name TEXT, average_price REAL);
    CREATE TABLE sales_b_north (community_name TEXT, average_price REAL);
    INSERT INTO sales_a_east VALUES ('瑞华翠湖花园', 31000.0), ('安和松涛公寓', 28000.0);
    INSERT INTO sales_a_west VALUES ('兆丰翠湖花园', 26000.0), ('金泓枫林湾', 24000.0);
    INSERT INTO sales_b_east VALUES ('德隆翠湖花园', 35000.0), ('宏达明月湾', 33000.0);
    INSERT INTO sales_b_north VALUES ('信达望江苑', 22000.0), ('联发翠湖花园', 21000.0);
    INSERT INTO clarisql_meta VALUES
      ('sales_a_east', '', '临川市东湖区商品房成交信息表'),
      ('sales_a_west', '', '临川市西岭区商品房成交信息表'),
      ('sales_b_east', '', '青阳市东湖区商品房成交信息表'),
      ('sales_b_north', '', '青阳市北山区商品房成交信息表'),
      ('sales_a_east', 'community_name', '小区名称'), ('sales_a_west', 'community_name', '小区名称'),
      ('sales_b_east', 'community_name', '小区名称'), ('sales_b_north', 'community_name', '小区名称'),
      ('sales_a_east', 'average_price', '成交均价 (元/平方米)'),
      ('sales_a_west', 'average_price', '成交均价 (元/平方米)'),
      ('sales_b_east', 'average_price', '成交均价 (元/平方米)'),
      ('sales_b_north', 'average_price', '成交均价 (元/平方米)');";

#[test]
fn a_chinese_question_is_asked_about_its_scope_and_names_in_chinese() {
    let (_dir, engine) = engine_of("estates_zh", CHINESE_LAKE);
    // 东湖区 is in both cities: which city is not said.
    let (_, f) = first_finding(
        &engine,
        "东湖区瑞华翠湖花园的成交均价是多少？",
        Decision::Clarify,
        Category::ScopeMissing,
    );
    assert!(
        f.message.contains("城市") && !f.message.contains("The question"),
        "{}",
        f.message
    );
    let asked = f.question.clone().unwrap_or_default();
    assert!(asked.starts_with("您指的是哪个城市"), "{asked}");
    // A short name is called what its column's description calls it.
    let r = engine.ask("临川市西岭区枫林湾的成交均价是多少？", &Ask::default());
    let f = &r.findings[0];
    assert_eq!(f.category, Category::ValueNotFound, "{}", r.message);
    assert!(f.message.contains("小区名称"), "{}", f.message);
}

#[test]
fn a_reply_may_name_a_place_the_clarification_did_not_list() {
    // No place at all: a few of the 36 districts are listed, Lowther not among them.
    let (offered, sql) = place_asked_then_answered(
        "Which project has the highest transaction price?",
        "Sorry, I left out the place. It's Lowther District, Lindon.",
    );
    assert!(offered < 36);
    assert!(sql.contains("land_auction_lindon_lowther"), "{sql}");
}

#[test]
fn a_place_that_does_not_go_with_another_is_offered_from_every_family() {
    let (_dir, engine) = engine_of("estates", &partitioned_lake());
    // Ashford is in Corvale; Lindon's districts include Northgate, which has land tables only
    // (the question reads a sales table's column, as a question may misjudge the family).
    let r = engine.ask(
        "Which community in Ashford District, Lindon has the highest average price?",
        &Ask::default(),
    );
    assert_eq!(r.decision, Decision::Clarify, "{}", r.message);
    let district = r
        .findings
        .iter()
        .find(|f| f.category == Category::ScopeUnmatch && f.text == "Ashford District");
    let offered: Vec<&str> = district
        .map(|f| {
            f.candidates
                .iter()
                .filter_map(|c| c.value.as_deref())
                .collect()
        })
        .unwrap_or_default();
    assert!(offered.contains(&"Northgate District"), "{:?}", r.findings);
}

#[test]
fn a_month_beside_a_year_is_a_date_not_a_name() {
    let (_dir, engine) = engine_of("estates", &partitioned_lake());
    let r = engine.ask(
        "How well did Maple Garden in Laurel District, Corvale sell in June 2021?",
        &Ask::default(),
    );
    assert!(
        !r.findings
            .iter()
            .any(|f| f.category == Category::ValueNotFound && f.text == "June"),
        "{:?}",
        r.findings
    );
}

/// Tables partitioned by town and year with no captions: the names alone say the scope.
#[test]
fn tables_named_by_place_and_year_are_a_family_without_captions() {
    let mut sql = String::new();
    for (town, year, rent) in [
        ("harwick", 2022, 900),
        ("harwick", 2023, 950),
        ("ostervale", 2023, 700),
        ("brenmoor", 2022, 610),
        ("brenmoor", 2023, 640),
    ] {
        sql.push_str(&format!(
            "CREATE TABLE rent_listings_{town}_{year} (listing_name TEXT, monthly_rent INTEGER);
             INSERT INTO rent_listings_{town}_{year} VALUES ('Casa {town}', {rent}), ('Loft {town}', {rent} + 100);\n"
        ));
    }
    let (_dir, engine) = engine_of("housing", &sql);
    for (question, category) in [
        (
            "What is the highest monthly rent in Harwick?",
            Category::ScopeMissing,
        ),
        (
            "What is the highest monthly rent in Harwik in 2023?",
            Category::ScopeError,
        ),
        (
            "What is the highest monthly rent in Ostervale in 2022?",
            Category::ScopeUnmatch,
        ),
    ] {
        first_finding(&engine, question, Decision::Clarify, category);
    }
    let ask = |q: &str| engine.ask(q, &Ask::default());
    let r = ask("What is the highest monthly rent in Brenmoor in 2023?");
    assert_eq!(r.decision, Decision::Answer, "{}", r.message);
    assert_eq!(r.rows[0][0].to_string(), "740", "{:?}", r.sql);
    // Every interpretation asked for: each year of Harwick is answered, none is asked.
    let r = engine.ask(
        "What is the highest monthly rent in Harwick?",
        &Ask {
            all_interpretations: true,
            ..Ask::default()
        },
    );
    assert_eq!(r.decision, Decision::Answer, "{}", r.message);
    let mut rents = vec![r.rows[0][0].to_string()];
    rents.extend(r.interpretations.iter().map(|i| i.rows[0][0].to_string()));
    rents.sort();
    assert_eq!(
        rents,
        ["1000", "1050"],
        "{:?} {:?}",
        r.sql,
        r.interpretations
    );
}

/// A number compared with a column of a table outside the year-partitioned family is that
/// column's value, not a year the family lacks; a year the question only names still is.
#[test]
fn a_year_compared_with_a_column_outside_the_family_is_no_scope() {
    let (_dir, engine) = engine_of(
        "league",
        "CREATE TABLE clubs (club_id INTEGER PRIMARY KEY, name TEXT, founded_year INTEGER);
         INSERT INTO clubs VALUES (1,'Harrow Vale',1888),(2,'Tidewell',1921),(3,'Cobble End',1895);
         CREATE TABLE fixtures_2021 (fixture_id INTEGER PRIMARY KEY, home_club_id INTEGER REFERENCES clubs(club_id), crowd INTEGER);
         CREATE TABLE fixtures_2022 (fixture_id INTEGER PRIMARY KEY, home_club_id INTEGER REFERENCES clubs(club_id), crowd INTEGER);
         INSERT INTO fixtures_2021 VALUES (1,1,900),(2,2,1200);
         INSERT INTO fixtures_2022 VALUES (1,3,700),(2,1,1500);",
    );
    let r = engine.ask("Which clubs were founded before 1900?", &Ask::default());
    assert_eq!(r.decision, Decision::Answer, "{}", r.message);
    assert_eq!(r.rows.len(), 2, "{:?}", r.sql);
    let (_, f) = first_finding(
        &engine,
        "What was the largest crowd at the fixtures of 2019?",
        Decision::Clarify,
        Category::ScopeError,
    );
    assert!(f.message.contains("2019"), "{}", f.message);
}

/// Tables per town, and a town the lake has no table for: the scope named is wrong, not left
/// unsaid. The rows of such a table have codes for keys, which name them in an answer, and a
/// year said of its dates is the dates of that year.
#[test]
fn a_place_no_table_is_about_is_a_scope_error() {
    let mut sql = String::new();
    for town in ["harwick", "ostervale", "brenmoor"] {
        sql.push_str(&format!(
            "CREATE TABLE inspections_{town} (inspection_code TEXT PRIMARY KEY, outcome TEXT, filed_date TEXT);
             INSERT INTO inspections_{town} VALUES ('{town}-01','passed','2023-04-02'),('{town}-02','failed','2024-01-15'),
                                                   ('{town}-03','passed','2024-06-30');\n"
        ));
    }
    let (_dir, engine) = engine_of("inspections", &sql);
    let (r, f) = first_finding(
        &engine,
        "How many inspections were passed in Quillford?",
        Decision::Clarify,
        Category::ScopeError,
    );
    assert_eq!(f.text, "Quillford");
    let options = r.clarification.map(|c| c.options).unwrap_or_default();
    assert_eq!(options.len(), 3, "{options:?}");
    let r = answer(&engine, "List the inspections filed in 2024 in Ostervale.");
    let mut codes = first_column(&r);
    codes.sort();
    assert_eq!(codes, ["ostervale-02", "ostervale-03"], "{:?}", r.sql);
}

/// A two-word place misspelt in one word ("Old Twon" for Old Town) is a place no table is
/// about, as a one-word slip is.
#[test]
fn a_two_word_place_misspelt_is_a_scope_error() {
    let mut sql = String::from(
        "CREATE TABLE streets (street_id INTEGER PRIMARY KEY, street_name TEXT, district TEXT);
         INSERT INTO streets VALUES (1,'Mint Row','Old Town'),(2,'Pier Lane','Harbourside'),
           (3,'Kiln Walk','Eastmoor');\n",
    );
    for district in ["old_town", "harbourside", "eastmoor"] {
        sql.push_str(&format!(
            "CREATE TABLE inspections_{district} (inspection_id INTEGER PRIMARY KEY,
               street_id INTEGER REFERENCES streets(street_id), outcome TEXT);
             INSERT INTO inspections_{district} VALUES (1,1,'passed'),(2,2,'failed');\n"
        ));
    }
    let (_dir, engine) = engine_of("inspections", &sql);
    let (_, f) = first_finding(
        &engine,
        "How many inspections were passed in Old Twon?",
        Decision::Clarify,
        Category::ScopeError,
    );
    assert_eq!(f.text, "Old Twon");
}

/// Repairs in tables per town, and a lookup table of quarters that records each quarter's town.
fn quarters_lake() -> String {
    let mut sql = String::from(
        "CREATE TABLE quarters (quarter_id INTEGER PRIMARY KEY, quarter_name TEXT, town TEXT);
         INSERT INTO quarters VALUES (1,'Nettlebank','Harwick'),(2,'Quayside','Harwick'),
           (3,'Millrace','Ostervale'),(4,'Thornfield','Ostervale'),(5,'Gorse Hill','Brenmoor'),
           (6,'Saltings','Brenmoor');\n",
    );
    for (town, quarters) in [
        ("harwick", [1, 2]),
        ("ostervale", [3, 4]),
        ("brenmoor", [5, 6]),
    ] {
        sql.push_str(&format!(
            "CREATE TABLE repairs_{town} (repair_id INTEGER PRIMARY KEY,
                 quarter_id INTEGER REFERENCES quarters(quarter_id), cost REAL);
             INSERT INTO repairs_{town} VALUES (1,{a},120.0),(2,{b},80.0),(3,{a},45.5);\n",
            a = quarters[0],
            b = quarters[1]
        ));
    }
    sql
}

/// A quarter named with a town it is not in is a ScopeUnmatch (the data says where it is),
/// while a quarter of the town named is answered.
#[test]
fn a_quarter_named_with_a_town_it_is_not_in_is_a_scope_unmatch() {
    let (_dir, engine) = engine_of("repairs", &quarters_lake());
    let (_, f) = first_finding(
        &engine,
        "What is the total cost of repairs in Millrace, Harwick?",
        Decision::Refuse,
        Category::ScopeUnmatch,
    );
    assert_eq!(f.text, "Millrace");
    assert_eq!(f.candidates[0].value.as_deref(), Some("Ostervale"));
    let r = answer(
        &engine,
        "What is the total cost of repairs in Millrace, Ostervale?",
    );
    assert_eq!(r.rows.len(), 1, "{:?}", r.sql);
    assert!(
        r.sql
            .as_deref()
            .is_some_and(|s| s.contains("repairs_ostervale")),
        "{:?}",
        r.sql
    );
}

/// A quarter named without its town: the data records the town, so the question is read in
/// that town's table and the reading says so; with nothing that places it, the town is asked.
#[test]
fn a_quarter_named_alone_is_read_in_the_town_the_data_records_for_it() {
    let (_dir, engine) = engine_of("repairs", &quarters_lake());
    let r = answer(&engine, "What is the total cost of repairs in Millrace?");
    assert!(
        r.sql
            .as_deref()
            .is_some_and(|s| s.contains("repairs_ostervale")),
        "{:?}",
        r.sql
    );
    assert_eq!(first_column(&r), ["165.5"], "{:?}", r.sql);
    assert!(
        r.assumptions.iter().any(|a| a.contains("Ostervale")),
        "{:?}",
        r.assumptions
    );
    let r = engine.ask("What is the total cost of repairs?", &Ask::default());
    assert_eq!(r.decision, Decision::Clarify, "{:?}", r.sql);
    assert_eq!(r.findings[0].category, Category::ScopeMissing);
    // The slot is called what the lake calls it: the quarters' `town` holds every town.
    let asked = r.clarification.map(|c| c.question).unwrap_or_default();
    assert!(asked.starts_with("Which town do you mean"), "{asked}");
}

/// Deliveries partitioned by town and a table of zones that records each zone's town: a town
/// named right before "zones" is a value of the zones asked about, not the scope of the
/// deliveries (which would join zones twice, by the zone delivered from and to).
#[test]
fn a_place_before_another_tables_name_is_a_value_of_that_table() {
    let mut sql = String::from(
        "CREATE TABLE zones (zone_id INTEGER PRIMARY KEY, zone_name TEXT, town TEXT, residents INTEGER);
         INSERT INTO zones VALUES (1,'Mill Row','Belcourt',7200),(2,'Quayside','Belcourt',3100),
                                  (3,'Old Gate','Ardmore',9000),(4,'Fenside','Calder',6400);\n",
    );
    for town in ["ardmore", "belcourt", "calder"] {
        sql.push_str(&format!(
            "CREATE TABLE deliveries_{town} (delivery_id INTEGER PRIMARY KEY,
                 from_zone_id INTEGER REFERENCES zones(zone_id), to_zone_id INTEGER REFERENCES zones(zone_id),
                 parcels INTEGER);
             INSERT INTO deliveries_{town} VALUES (1,1,2,4),(2,2,1,7);\n"
        ));
    }
    let (_dir, engine) = engine_of("couriers", &sql);
    let r = answer(&engine, "Belcourt zones with more than 5,000 residents");
    assert_eq!(first_column(&r), ["Mill Row"], "{:?}", r.sql);
    // The town is still the scope of the deliveries when they are asked about.
    let r = answer(&engine, "How many deliveries were there in Belcourt?");
    assert!(
        r.sql
            .as_deref()
            .is_some_and(|s| s.contains("deliveries_belcourt")),
        "{:?}",
        r.sql
    );
}

/// Work orders split by district in table names alone, one district of two words
/// (`repair_jobs_upper_mill` beside `repair_jobs_quayside`), the districts held by a column of
/// another table: one family whose scope the place's words name, whose name's head noun is the
/// word before the place ("jobs"); an "open" job is one whose completion the schema says is
/// still empty; "in each district" asks every district.
#[test]
fn a_place_of_two_words_in_table_names_is_one_scope_value() {
    let mut sql = String::from(
        "CREATE TABLE lanes (lane_id INTEGER PRIMARY KEY, lane_name TEXT, district TEXT);
         INSERT INTO lanes VALUES (1, 'Kiln Row', 'Quayside'), (2, 'Tanner Walk', 'Upper Mill'),
           (3, 'Bell Yard', 'Norcross');\n",
    );
    for (district, rows) in [
        ("quayside", "(1, 'resurfacing', '2024-03-02', NULL, 400.0, NULL), (2, 'patching', '2024-04-01', '2024-04-09', 90.0, 95.0)"),
        ("upper_mill", "(1, 'patching', '2024-02-11', NULL, 120.0, NULL), (2, 'patching', '2024-05-05', NULL, 80.0, NULL), (3, 'resurfacing', '2024-01-05', '2024-02-01', 500.0, 520.0)"),
        ("norcross", "(1, 'patching', '2024-06-01', '2024-06-03', 70.0, 70.0)"),
    ] {
        sql.push_str(&format!(
            "CREATE TABLE repair_jobs_{district} (job_id INTEGER PRIMARY KEY, job_type TEXT,
               reported_date TEXT,
               completed_date TEXT, -- NULL = work not done yet
               quoted_cost REAL,
               invoiced_cost REAL -- NULL = not invoiced yet
             );
             INSERT INTO repair_jobs_{district} VALUES {rows};\n"
        ));
    }
    let (_dir, engine) = engine_of("road_repairs", &sql);
    let r = answer(&engine, "how many jobs in Upper Mill are still open?");
    let sql = r.sql.clone().unwrap_or_default();
    assert!(sql.contains("repair_jobs_upper_mill"), "{sql}");
    assert!(sql.contains("\"completed_date\" IS NULL"), "{sql}");
    assert_eq!(first_column(&r), ["2"], "{sql}");
    // Without a district, the district is asked, its two-word name among the options.
    let (r, _) = first_finding(
        &engine,
        "how many open jobs are there?",
        Decision::Clarify,
        Category::ScopeMissing,
    );
    let options = r.clarification.map(|c| c.options).unwrap_or_default();
    assert!(options.iter().any(|o| o == "Upper Mill"), "{options:?}");
    // Every district, said with the slot's own name: one answer per district, side by side;
    // "had an invoiced cost" keeps the jobs where it is set.
    for question in [
        "how many jobs had an invoiced cost across all three districts?",
        "how many jobs had an invoiced cost in each district?",
        "how many jobs had an invoiced cost in all 3 districts?",
    ] {
        let r = answer(&engine, question);
        let rows = first_two_columns_sorted(&r);
        assert_eq!(
            rows,
            ["Norcross 1", "Quayside 1", "Upper Mill 1"],
            "{question}: {:?}",
            r.sql
        );
    }
}

/// Lessons partitioned by year: a month dated with a year, said of the lessons, is of that
/// year's table ("lessons in March 2023", "from April to June 2023"); said of a date of another
/// table ("tutors who started in September 2024", "in 2024") it dates that table and names no
/// member; a year said of the lessons ("tutors who gave lessons in 2024") is their table's.
#[test]
fn a_dated_month_picks_the_year_of_the_rows_it_is_said_of() {
    let (_dir, engine) = engine_of(
        "tuition",
        "CREATE TABLE tutors (tutor_id INTEGER PRIMARY KEY, full_name TEXT, started_on TEXT);
         INSERT INTO tutors VALUES (1,'Ines Vale','2023-01-09'),(2,'Omar Pike','2024-09-02'),
           (3,'Lu Brand','2024-02-12');
         CREATE TABLE lessons_2023 (lesson_id INTEGER PRIMARY KEY, tutor_id INTEGER REFERENCES tutors(tutor_id),
           lesson_date TEXT, tutor_pay REAL);
         CREATE TABLE lessons_2024 (lesson_id INTEGER PRIMARY KEY, tutor_id INTEGER REFERENCES tutors(tutor_id),
           lesson_date TEXT, tutor_pay REAL);
         INSERT INTO lessons_2023 VALUES (1,1,'2023-03-02',30),(2,1,'2023-03-20',30),(3,1,'2023-04-11',25),
           (4,1,'2023-06-30',25),(5,1,'2023-07-01',40);
         INSERT INTO lessons_2024 VALUES (1,2,'2024-03-05',35),(2,3,'2024-09-10',35),
           (3,1,'2024-10-01',30);",
    );
    let r = answer(&engine, "How many lessons were there in March 2023?");
    assert_eq!(first_column(&r), ["2"], "{:?}", r.sql);
    let r = answer(
        &engine,
        "How much did we pay tutors for lessons from April to June 2023?",
    );
    assert_eq!(first_column(&r), ["50.0"], "{:?}", r.sql);
    let r = answer(&engine, "Which tutors started in September 2024?");
    assert_eq!(first_column(&r), ["Omar Pike"], "{:?}", r.sql);
    let r = answer(&engine, "Which tutors started in 2024?");
    let mut names = first_column(&r);
    names.sort();
    assert_eq!(names, ["Lu Brand", "Omar Pike"], "{:?}", r.sql);
    let r = answer(&engine, "Which tutors gave lessons in 2024?");
    let mut names = first_column(&r);
    names.sort();
    assert_eq!(names, ["Ines Vale", "Lu Brand", "Omar Pike"], "{:?}", r.sql);
}

/// A person named with a year whose table holds none of their rows, though other years'
/// tables do, is a ScopeUnmatch ("how often did Ula Fenn row in 2023" when her outings are all
/// in 2024), not an answer of nought; "how often" counts her outings where she has some.
#[test]
fn a_thing_named_with_a_year_it_has_no_rows_in_is_a_scope_unmatch() {
    let mut sql = String::from(
        "CREATE TABLE rowers (rower_id INTEGER PRIMARY KEY, first_name TEXT NOT NULL,
           last_name TEXT NOT NULL);
         INSERT INTO rowers VALUES (1,'Ula','Fenn'),(2,'Vic','Gale'),(3,'Wyn','Hale');\n",
    );
    for (year, rowers) in [(2023, [2, 3, 2]), (2024, [1, 1, 3])] {
        sql.push_str(&format!(
            "CREATE TABLE outings_{year} (outing_id INTEGER PRIMARY KEY,
               rower_id INTEGER NOT NULL REFERENCES rowers(rower_id), month INTEGER NOT NULL);
             INSERT INTO outings_{year} VALUES (1,{},4),(2,{},5),(3,{},6);\n",
            rowers[0], rowers[1], rowers[2]
        ));
    }
    let (_dir, engine) = engine_of("rowing_club", &sql);
    let (_, f) = first_finding(
        &engine,
        "how often did ula fenn row in 2023",
        Decision::Refuse,
        Category::ScopeUnmatch,
    );
    assert_eq!(f.candidates[0].value.as_deref(), Some("2024"));
    let r = answer(&engine, "how many times did ula fenn row in 2024");
    assert_eq!(first_column(&r), ["2"], "{:?}", r.sql);
}

/// Loads kept per grain store, each store's bins its own. A bin named with a store that does
/// not hold it, and nothing else looked for there, is a ScopeUnmatch offering the store that
/// does ("bin R1 at Hillside"); named beside a bin the store holds ("bins H1 and R1 at
/// Hillside"), the place is right for H1 and R1's own place is what is missing.
#[test]
fn a_name_found_only_in_another_place_than_the_one_named_is_a_scope_unmatch() {
    let mut sql = String::from(
        "CREATE TABLE growers (grower_id INTEGER PRIMARY KEY, farm_name TEXT NOT NULL);
         INSERT INTO growers VALUES (1,'Wold Farm'),(2,'Beck Farm');\n",
    );
    for (store, bins) in [
        ("hillside", ["H1", "H2"]),
        ("riverside", ["R1", "R2"]),
        ("marsh", ["M1", "M2"]),
    ] {
        sql.push_str(&format!(
            "CREATE TABLE loads_{store} (load_id INTEGER PRIMARY KEY,
               grower_id INTEGER NOT NULL REFERENCES growers(grower_id), bin_code TEXT NOT NULL,
               tonnes REAL NOT NULL);
             INSERT INTO loads_{store} VALUES (1,1,'{0}',10),(2,2,'{1}',11),(3,1,'{0}',12),
               (4,2,'{1}',13);\n",
            bins[0], bins[1]
        ));
    }
    let (_dir, engine) = engine_of("grain_stores", &sql);
    let (r, f) = first_finding(
        &engine,
        "what's in bin R1 at Hillside?",
        Decision::Clarify,
        Category::ScopeUnmatch,
    );
    assert_eq!(r.question_type, QuestionType::Unanswerable);
    assert_eq!(f.candidates[0].value.as_deref(), Some("Riverside"));
    first_finding(
        &engine,
        "how many tonnes are in bins H1 and R1 at Hillside?",
        Decision::Clarify,
        Category::ScopeMissing,
    );
    let r = answer(&engine, "how many tonnes are in bin H1 at Hillside?");
    assert_eq!(first_column(&r), ["22.0"], "{:?}", r.sql);
}

/// A family whose place has no name in the data (the slot is only "Scope"): every place said
/// with a word for a business's places ("at every depot", "across all depots") or with as many
/// as there are ("in all three towns") is a question per place, answered side by side.
#[test]
fn every_place_said_in_everyday_words_is_a_question_per_place() {
    let mut sql = String::new();
    for (depot, rows) in [
        ("ashford", "(1,'2024-03-02',900),(2,'2024-03-09',700)"),
        ("brook", "(1,'2024-02-11',400)"),
        (
            "carlow",
            "(1,'2024-06-01',650),(2,'2024-06-03',300),(3,'2024-07-01',800)",
        ),
    ] {
        sql.push_str(&format!(
            "CREATE TABLE loads_{depot} (load_id INTEGER PRIMARY KEY, tipped_on TEXT NOT NULL,
               weight_kg REAL NOT NULL);
             INSERT INTO loads_{depot} VALUES {rows};\n"
        ));
    }
    let (_dir, engine) = engine_of("skips", &sql);
    for question in [
        "how many loads were tipped at every depot?",
        "how many loads were tipped across all depots?",
        "how many loads were tipped in all three towns?",
    ] {
        let r = answer(&engine, question);
        assert_eq!(
            first_two_columns_sorted(&r),
            ["Ashford 2", "Brook 1", "Carlow 3"],
            "{question}: {:?}",
            r.sql
        );
    }
}
