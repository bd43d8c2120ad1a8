//! ODUTQA-MDC end to end on a generated lake (real SQLite files): scope families discovered from
//! captions, scope clarification through a session, and the benchmark runner's report.

use clarisql_analyze::scope;
use clarisql_analyze::Category;
use clarisql_bench::odutqa::{run, OdutqaOptions};
use clarisql_engine::{Decision, Engine, Response, Session};
use clarisql_gen::odutqa::{generate_lake, load_records, LakeOptions, Lang, Size};
use clarisql_lake::DbId;

fn lake(
    lang: Lang,
) -> (
    tempfile::TempDir,
    Engine,
    clarisql_gen::odutqa::GeneratedLake,
) {
    let dir = tempfile::tempdir().expect("tempdir");
    let generated = generate_lake(&LakeOptions {
        out_dir: dir.path().join("lake"),
        lang,
        seed: 11,
        size: Size::Small,
    })
    .expect("generate");
    let engine =
        Engine::open(&[dir.path().join("lake")], &dir.path().join("cache"), None).expect("engine");
    (dir, engine, generated)
}

/// A generated lake, its database and its scope families.
fn lake_db(lang: Lang) -> (tempfile::TempDir, Engine, DbId, Vec<scope::Family>) {
    let (dir, engine, g) = lake(lang);
    let (db, _) = engine.lake.database(&g.db_id).expect("db");
    let fams = scope::families(&engine.lake, db);
    (dir, engine, db, fams)
}

#[test]
fn families_and_slots_come_from_captions() {
    for (lang, place, year) in [
        (Lang::En, vec!["District", "City"], "Year"),
        (Lang::Zh, vec!["城市", "区域"], "年份"),
    ] {
        let (_dir, _engine, _db, fams) = lake_db(lang);
        assert_eq!(fams.len(), 3, "{lang:?}: sales, land and finance families");
        let places: Vec<&scope::Family> = fams.iter().filter(|f| f.slots.len() == 2).collect();
        assert_eq!(places.len(), 2);
        for f in places {
            assert_eq!(f.slots, place, "{lang:?}");
        }
        assert!(fams.iter().any(|f| f.slots == vec![year.to_string()]));
    }
}

#[test]
fn a_missing_district_is_asked_and_the_reply_is_folded_in() {
    let (_dir, engine, db, fams) = lake_db(Lang::En);
    let place = fams
        .iter()
        .find(|f| f.slots.len() == 2)
        .expect("place family");
    let member = &place.members[0];
    let (district, city) = (&member.values[0], &member.values[1]);
    let table = engine.lake.table(member.table);
    let column = table
        .columns
        .iter()
        .find(|c| c.name.contains("green") || c.name.contains("price"))
        .map(|c| c.name.replace('_', " "))
        .unwrap_or_else(|| "average price".into());
    let mut session = session_in(&engine, db);
    let first = session.ask(&format!("What is the {column} in {city}?"));
    assert_eq!(first.decision, Decision::Clarify, "{}", first.message);
    assert_eq!(first.findings[0].category, Category::ScopeMissing);
    let options = &first.clarification.as_ref().expect("options").options;
    assert!(
        options.iter().any(|o| o.contains(district.as_str())),
        "{options:?}"
    );
    let second = session.ask(&format!("The correct district is {district}."));
    assert!(
        second
            .findings
            .iter()
            .all(|f| f.category != Category::ScopeMissing),
        "{:?}",
        second.findings
    );
}

#[test]
fn a_missing_year_given_in_chinese_goes_before_the_question() {
    let (_dir, engine, db, fams) = lake_db(Lang::Zh);
    let (a, _, name) = two_years_of_one_company(&engine, db, &fams);
    let mut session = session_in(&engine, db);
    let first = session.ask(&format!("{name}的净利润是多少？"));
    assert_eq!(first.decision, Decision::Clarify, "{}", first.message);
    assert_eq!(first.findings[0].category, Category::ScopeMissing);
    // After the question mark the year would be a sentence of its own, and "是多少" a count.
    let second = session.ask(&format!("{}年", a.values[0]));
    assert_eq!(second.decision, Decision::Answer, "{}", second.message);
    assert_eq!(
        second.columns.last().map(String::as_str),
        Some("net_profit"),
        "{:?}",
        second.sql
    );
    assert!(
        !second.sql.clone().unwrap_or_default().contains("COUNT"),
        "{:?}",
        second.sql
    );
}

#[test]
fn bench_reports_the_papers_metrics() {
    let (_dir, engine, g) = lake(Lang::En);
    let records = load_records(&g.test_path).expect("records");
    let report = run(
        &engine,
        &records,
        &OdutqaOptions {
            limit: Some(15),
            ..Default::default()
        },
        &|_, _| {},
    );
    assert_eq!(report.n, 15);
    for k in [
        "select_acc",
        "select_f1",
        "from_acc",
        "from_f1",
        "where_acc",
        "where_f1",
        "mixed_acc",
        "table_precision",
        "table_recall",
        "table_f1",
        "ecr",
        "ea",
        "turns_per_question",
        "latency_ms_p50",
    ] {
        assert!(report.metrics.get(k).is_some_and(|v| v.is_number()), "{k}");
    }
    let gold_errors = report.extra["counts"]["gold_errors"].as_u64();
    assert_eq!(gold_errors, Some(0), "every gold SQL runs on the lake");
    assert!(report.markdown("x").contains("paper best"));
}

/// Says every sentence in its own words, keeping it whole; counts its calls.
struct Loud(std::sync::atomic::AtomicUsize);

impl clarisql_gen::odutqa::simulator::Paraphraser for Loud {
    fn paraphrase(
        &self,
        r: &clarisql_gen::odutqa::simulator::ParaphraseRequest<'_>,
    ) -> Option<String> {
        self.0.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        Some(format!("Right, so: {}", r.sentence))
    }
}

#[test]
fn a_voice_replaces_the_rule_paraphraser_in_dynamic_mode() {
    let (_dir, engine, g) = lake(Lang::En);
    let records = load_records(&g.test_path).expect("records");
    let voice = std::sync::Arc::new(Loud(Default::default()));
    let report = run(
        &engine,
        &records,
        &OdutqaOptions {
            limit: Some(15),
            voice: Some(clarisql_bench::labelled::Voice(voice.clone())),
            ..Default::default()
        },
        &|_, _| {},
    );
    let calls = voice.0.load(std::sync::atomic::Ordering::Relaxed);
    let replies: Vec<String> = report
        .items
        .iter()
        .flat_map(|i| i["dialogue"].as_array().cloned().unwrap_or_default())
        .filter_map(|e| e["user"].as_str().map(str::to_string))
        .filter(|u| u.starts_with("Right, so: "))
        .collect();
    assert_eq!(report.extra["simulated_user_voice"], "llm");
    assert!(
        calls > 0,
        "the dialogues have clarifications the user answers"
    );
    assert!(!replies.is_empty());
}

/// The place family whose tables have `column` (a sales or land family).
fn place_family<'f>(engine: &Engine, fams: &'f [scope::Family], column: &str) -> &'f scope::Family {
    fams.iter()
        .find(|f| {
            f.slots.len() == 2
                && engine
                    .lake
                    .table(f.members[0].table)
                    .columns
                    .iter()
                    .any(|c| c.name == column)
        })
        .expect("a place family with that column")
}

/// The first value of `column` in `m`'s table that `other`'s table does not hold (`in_other`:
/// one it holds too).
fn value_of(
    engine: &Engine,
    db: DbId,
    column: &str,
    m: &scope::Member,
    other: &scope::Member,
    in_other: bool,
) -> String {
    let (t, o) = (
        &engine.lake.table(m.table).name,
        &engine.lake.table(other.table).name,
    );
    let not = if in_other { "" } else { "NOT " };
    engine
        .run_sql(
            db,
            &format!(
                "SELECT {column} FROM {t} WHERE {column} {not}IN (SELECT {column} FROM {o}) \
                 ORDER BY {column} LIMIT 1"
            ),
        )
        .expect("a value")
        .rows[0][0]
        .to_string()
}

/// The first two members of `family` and a community each holds that the other does not.
fn two_members_and_their_own_names<'f>(
    engine: &Engine,
    db: DbId,
    family: &'f scope::Family,
) -> (&'f scope::Member, &'f scope::Member, String, String) {
    two_members_and_their_own(engine, db, family, "community_name")
}

/// The first two members of `family` and a value of `column` each holds that the other does not.
fn two_members_and_their_own<'f>(
    engine: &Engine,
    db: DbId,
    family: &'f scope::Family,
    column: &str,
) -> (&'f scope::Member, &'f scope::Member, String, String) {
    let (a, b) = (&family.members[0], &family.members[1]);
    let name_a = value_of(engine, db, column, a, b, false);
    let name_b = value_of(engine, db, column, b, a, false);
    (a, b, name_a, name_b)
}

/// Asks `question`, which must get a clarification, then replies `reply`, which must get an
/// answer; returns the answer.
fn clarified_then_answered(session: &mut Session<'_>, question: &str, reply: &str) -> Response {
    let first = session.ask(question);
    assert_eq!(first.decision, Decision::Clarify, "{}", first.message);
    let r = session.ask(reply);
    assert_eq!(r.decision, Decision::Answer, "{}", r.message);
    r
}

/// A dialogue held in `db`.
fn session_in(engine: &Engine, db: DbId) -> Session<'_> {
    let mut session = Session::new(engine);
    session.options.db = Some(db);
    session
}

/// The first two years of the finance family (the one family with one slot) and a company
/// listed in both.
fn two_years_of_one_company<'f>(
    engine: &Engine,
    db: DbId,
    fams: &'f [scope::Family],
) -> (&'f scope::Member, &'f scope::Member, String) {
    let years = fams
        .iter()
        .find(|f| f.slots.len() == 1)
        .expect("finance family");
    let (a, b) = (&years.members[0], &years.members[1]);
    let name = value_of(engine, db, "enterprise_name", a, b, true);
    (a, b, name)
}

/// The year and month of the one 'YYYY-MM' value `sql` selects.
fn year_and_month(engine: &Engine, db: DbId, sql: &str) -> (String, u32) {
    let month = engine.run_sql(db, sql).expect("a month").rows[0][0].to_string();
    let (year, mm) = month.split_once('-').expect("YYYY-MM");
    (year.to_string(), mm.parse().expect("a month number"))
}

fn ask_in(engine: &Engine, db: DbId, question: &str) -> clarisql_engine::Response {
    engine.ask(
        question,
        &clarisql_engine::Ask {
            db: Some(db),
            ..Default::default()
        },
    )
}

#[test]
fn a_question_over_two_districts_is_answered_per_district_side_by_side() {
    let (_dir, engine, db, fams) = lake_db(Lang::En);
    // The sales family: its tables have a community name per row and units sold.
    let sales = place_family(&engine, &fams, "units_sold");
    let (a, b, name_a, name_b) = two_members_and_their_own_names(&engine, db, sales);
    let question = format!(
        "What were the units sold of {name_a} in {}, {} and of {name_b} in {}, {}?",
        a.values[0], a.values[1], b.values[0], b.values[1]
    );
    let r = ask_in(&engine, db, &question);
    assert_eq!(r.decision, Decision::Answer, "{question}: {}", r.message);
    let sql = r.sql.clone().unwrap_or_default();
    assert!(sql.contains("UNION ALL"), "{sql}");
    for m in [a, b] {
        assert!(sql.contains(&engine.lake.table(m.table).name), "{sql}");
    }
    // Every row says whose it is, and both communities are there.
    assert_eq!(r.columns[0], "community_name", "{:?}", r.columns);
    let names: Vec<String> = r.rows.iter().map(|row| row[0].to_string()).collect();
    assert!(
        names.contains(&name_a) && names.contains(&name_b),
        "{names:?}"
    );
    assert!(
        names.iter().all(|n| *n == name_a || *n == name_b),
        "{names:?}"
    );
}

#[test]
fn one_company_in_two_years_is_answered_per_year_with_the_year_shown() {
    let (_dir, engine, db, fams) = lake_db(Lang::En);
    let (a, b, name) = two_years_of_one_company(&engine, db, &fams);
    let (y1, y2) = (&a.values[0], &b.values[0]);
    // "change" is an ordinary verb here, not a misspelt synonym of a price column.
    for question in [
        format!("What were the total assets of {name} in {y1} and in {y2}?"),
        format!("How did the turnover of {name} change from {y1} to {y2}?"),
    ] {
        let r = ask_in(&engine, db, &question);
        assert_eq!(r.decision, Decision::Answer, "{question}: {}", r.message);
        assert_eq!(r.columns[0], "year", "{:?}", r.columns);
        let shown: Vec<String> = r.rows.iter().map(|row| row[0].to_string()).collect();
        assert_eq!(shown, [y1.clone(), y2.clone()], "{:?}", r.sql);
    }
}

#[test]
fn scope_names_are_told_from_other_names() {
    let (_dir, _engine, _db, fams) = lake_db(Lang::En);
    let place = fams
        .iter()
        .find(|f| f.slots.len() == 2)
        .expect("place family");
    let (district, city) = (&place.members[0].values[0], &place.members[0].values[1]);
    let bare = district.trim_end_matches(" District");
    for name in [district.as_str(), city.as_str(), bare, "Qwzx District"] {
        assert!(scope::is_scope_name(&fams, name), "{name}");
    }
    assert!(!scope::is_scope_name(&fams, "Qwzx Garden"));
}

#[test]
fn a_chinese_request_phrase_is_not_read_as_missing_data() {
    let (_dir, engine, db, fams) = lake_db(Lang::Zh);
    let m = &place_family(&engine, &fams, "property_type").members[0];
    let t = &engine.lake.table(m.table).name;
    let name = engine
        .run_sql(
            db,
            &format!("SELECT community_name FROM {t} ORDER BY community_name LIMIT 1"),
        )
        .expect("a name")
        .rows[0][0]
        .to_string();
    // Captions name the city first: 广州市从化区.
    let (city, district) = (&m.values[0], &m.values[1]);
    let question = format!("我想知道{city}{district}{name}的物业类型。");
    let r = ask_in(&engine, db, &question);
    assert_eq!(r.decision, Decision::Answer, "{question}: {}", r.message);
    assert!(r.sql.unwrap_or_default().contains("property_type"));
}

#[test]
fn a_chinese_question_over_two_districts_is_split_where_each_name_follows_its_place() {
    let (_dir, engine, db, fams) = lake_db(Lang::Zh);
    let sales = place_family(&engine, &fams, "property_type");
    let (a, b, name_a, name_b) = two_members_and_their_own_names(&engine, db, sales);
    // Captions name the city first: 广州市从化区.
    let question = format!(
        "{}{}{name_a}和{}{}{name_b}的物业类型分别是什么？",
        a.values[0], a.values[1], b.values[0], b.values[1]
    );
    let r = ask_in(&engine, db, &question);
    assert_eq!(r.decision, Decision::Answer, "{question}: {}", r.message);
    let sql = r.sql.clone().unwrap_or_default();
    assert!(sql.contains("UNION ALL"), "{sql}");
    let names: Vec<String> = r.rows.iter().map(|row| row[0].to_string()).collect();
    assert!(
        names.contains(&name_a) && names.contains(&name_b),
        "{names:?}"
    );
}

/// A stored name of `column` in `m`'s table, the first whose short form passes `short` (which
/// returns it), with that short form.
fn name_with_short_form(
    engine: &Engine,
    db: DbId,
    m: &scope::Member,
    column: &str,
    short: impl Fn(&str) -> Option<String>,
) -> (String, String) {
    let t = &engine.lake.table(m.table).name;
    engine
        .run_sql(
            db,
            &format!("SELECT DISTINCT {column} FROM {t} ORDER BY {column}"),
        )
        .expect("names")
        .rows
        .iter()
        .map(|row| row[0].to_string())
        .find_map(|full| short(&full).map(|s| (full, s)))
        .expect("a name with a short form")
}

#[test]
fn a_short_form_is_asked_about_and_the_full_name_answers() {
    for lang in [Lang::En, Lang::Zh] {
        let (_dir, engine, db, fams) = lake_db(lang);
        let m = &place_family(&engine, &fams, "property_type").members[0];
        let (full, short, question) = match lang {
            Lang::En => {
                // "Agile Binjiang Garden" -> "Binjiang Garden".
                let (full, short) = name_with_short_form(&engine, db, m, "community_name", |n| {
                    let words: Vec<&str> = n.split(' ').collect();
                    (words.len() >= 3).then(|| words[1..].join(" "))
                });
                let q = format!(
                    "What is the property type of {short} in {}, {}?",
                    m.values[0], m.values[1]
                );
                (full, short, q)
            }
            Lang::Zh => {
                // "雅居乐滨江雅苑" -> "滨江雅苑": the brand dropped.
                let (full, short) = name_with_short_form(&engine, db, m, "community_name", |n| {
                    let chars: Vec<char> = n.chars().collect();
                    (chars.len() >= 5).then(|| chars[2..].iter().collect())
                });
                let q = format!("{}{}{short}的物业类型是什么？", m.values[0], m.values[1]);
                (full, short, q)
            }
        };
        let mut session = session_in(&engine, db);
        let first = session.ask(&question);
        assert_eq!(
            first.decision,
            Decision::Clarify,
            "{question}: {}",
            first.message
        );
        let asked = &first.findings[0];
        assert_eq!(asked.category, Category::ValueNotFound, "{question}");
        assert_eq!(asked.text, short, "{question}");
        assert!(
            asked
                .candidates
                .iter()
                .any(|c| c.value.as_deref() == Some(full.as_str())),
            "{question}: {:?}",
            asked.candidates
        );
        let second = session.ask(&full);
        assert_eq!(
            second.decision,
            Decision::Answer,
            "{full}: {}",
            second.message
        );
        assert!(second.sql.unwrap_or_default().contains(&full));
    }
}

#[test]
fn a_clause_asking_for_a_judgement_is_a_vague_intent_and_the_chosen_measure_is_added() {
    let (_dir, engine, db, fams) = lake_db(Lang::En);
    let m = &place_family(&engine, &fams, "units_sold").members[0];
    let (name, _) = name_with_short_form(&engine, db, m, "community_name", |n| Some(n.into()));
    let question = format!(
        "What is the property type of {name} in {}, {}? And how well was it selling?",
        m.values[0], m.values[1]
    );
    let mut session = session_in(&engine, db);
    let first = session.ask(&question);
    assert_eq!(first.decision, Decision::Clarify, "{}", first.message);
    assert_eq!(first.findings[0].category, Category::VagueIntent);
    let second = session.ask("The units sold.");
    assert_eq!(second.decision, Decision::Answer, "{}", second.message);
    for column in ["property_type", "units_sold"] {
        assert!(
            second.columns.iter().any(|c| c == column),
            "{column} in {:?}",
            second.columns
        );
    }
}

#[test]
fn trade_names_of_a_measure_find_its_column() {
    for (lang, column, words) in [
        (Lang::En, "plot_ratio", "floor area ratio"),
        (Lang::Zh, "green_coverage_ratio", "绿地率"),
    ] {
        let (_dir, engine, db, fams) = lake_db(lang);
        let m = &place_family(&engine, &fams, column).members[0];
        let (name, _) = name_with_short_form(&engine, db, m, "community_name", |n| Some(n.into()));
        let question = match lang {
            Lang::En => format!(
                "What is the {words} of {name} in {}, {}?",
                m.values[0], m.values[1]
            ),
            Lang::Zh => format!("{}{}{name}的{words}是多少？", m.values[0], m.values[1]),
        };
        let r = ask_in(&engine, db, &question);
        assert_eq!(r.decision, Decision::Answer, "{question}: {}", r.message);
        // The entity is named beside its measure, each row once.
        assert_eq!(r.columns, ["community_name", column], "{question}");
        assert_eq!(r.rows.len(), 1, "{question}: {:?}", r.sql);
    }
}

#[test]
fn a_chinese_question_over_a_range_of_years_is_answered_per_year() {
    let (_dir, engine, db, fams) = lake_db(Lang::Zh);
    let (a, b, name) = two_years_of_one_company(&engine, db, &fams);
    let question = format!(
        "{name}从{}年到{}年的总资产有什么变化？",
        a.values[0], b.values[0]
    );
    let r = ask_in(&engine, db, &question);
    assert_eq!(r.decision, Decision::Answer, "{question}: {}", r.message);
    let shown: Vec<String> = r.rows.iter().map(|row| row[0].to_string()).collect();
    assert_eq!(
        shown,
        [a.values[0].clone(), b.values[0].clone()],
        "{:?}",
        r.sql
    );
}

#[test]
fn parcels_are_the_rows_their_code_tells_apart_and_a_year_beside_the_place_is_when() {
    for lang in [Lang::En, Lang::Zh] {
        let (_dir, engine, db, fams) = lake_db(lang);
        let m = &place_family(&engine, &fams, "parcel_code").members[0];
        let table = engine.lake.table(m.table).name.clone();
        let place = match lang {
            Lang::En => format!("{}, {}", m.values[0], m.values[1]),
            Lang::Zh => format!("{}{}", m.values[0], m.values[1]),
        };
        let questions = match lang {
            // The verb restates the event of the rows counted ("sold", "成交了"); Chinese says
            // the year first.
            Lang::En => [
                format!("How many parcels are there in {place}?"),
                format!("How many parcels are there in {place} in 2022?"),
                format!("How many land parcels were sold in {place} in 2022?"),
            ],
            Lang::Zh => [
                format!("{place}有多少个地块？"),
                format!("{place}2022年有多少个地块？"),
                format!("2022年{place}成交了几宗土地？"),
            ],
        };
        for (question, dated) in questions.iter().zip([false, true, true]) {
            let r = ask_in(&engine, db, question);
            assert_eq!(r.decision, Decision::Answer, "{question}: {}", r.message);
            let sql = r.sql.clone().unwrap_or_default();
            assert!(sql.starts_with("SELECT COUNT(*)"), "{question}: {sql}");
            assert!(sql.contains(&table), "{question}: {sql}");
            // The year is a date of the place's rows, not the finance table of that year.
            assert_eq!(sql.contains("LIKE '2022%'"), dated, "{question}: {sql}");
            assert!(!sql.contains("JOIN"), "{question}: {sql}");
        }
    }
}

#[test]
fn a_company_pointed_back_to_is_shown_once() {
    for lang in [Lang::En, Lang::Zh] {
        let (_dir, engine, db, fams) = lake_db(lang);
        let m = &place_family(&engine, &fams, "winning_bidder").members[0];
        let years = fams
            .iter()
            .find(|f| f.slots.len() == 1)
            .expect("finance family");
        let year = &years.members[0];
        let (land, finance) = (
            &engine.lake.table(m.table).name,
            &engine.lake.table(year.table).name,
        );
        // A project whose winning bidder has figures that year.
        let project = engine
            .run_sql(
                db,
                &format!(
                    "SELECT project_name FROM {land} WHERE winning_bidder IN \
                     (SELECT enterprise_name FROM {finance}) ORDER BY project_name LIMIT 1"
                ),
            )
            .expect("a project")
            .rows[0][0]
            .to_string();
        let y = &year.values[0];
        // The place names the district's land table and its sales table alike: no doubt,
        // since the other words choose. "它" / "that company" point back to the bidder.
        let questions = match lang {
            Lang::En => {
                let place = format!("{}, {}", m.values[0], m.values[1]);
                vec![
                    format!("Who won the land for {project} in {place}, and what was that company's net profit in {y}?"),
                    format!("Which company bought the land for {project} in {place}, and what was its net profit in {y}?"),
                ]
            }
            Lang::Zh => {
                let place = format!("{}{}", m.values[0], m.values[1]);
                vec![format!(
                    "竞得{place}{project}地块的是哪家公司？它{y}年的净利润是多少？"
                )]
            }
        };
        for question in questions {
            let r = ask_in(&engine, db, &question);
            assert_eq!(r.decision, Decision::Answer, "{question}: {}", r.message);
            // The bidder and the company are one: shown once, beside the profit.
            assert_eq!(r.columns.len(), 2, "{question}: {:?}", r.sql);
            assert_eq!(r.columns[1], "net_profit", "{question}: {:?}", r.sql);
            assert!(
                !r.doubts.iter().any(|d| d.contains("fits several tables")),
                "{question}: {:?}",
                r.doubts
            );
        }
    }
}

#[test]
fn a_chinese_month_before_the_measure_is_a_date_of_the_measures_table() {
    let (_dir, engine, db, fams) = lake_db(Lang::Zh);
    let m = &place_family(&engine, &fams, "units_sold").members[0];
    let table = &engine.lake.table(m.table).name;
    let (year, mm) = year_and_month(
        &engine,
        db,
        &format!("SELECT MIN(transaction_month) FROM {table}"),
    );
    // "2022年10月" comes before the words that name the table; 月 is a unit, not a column.
    let question = format!(
        "{}{}{year}年{mm}月成交均价最高是多少？",
        m.values[0], m.values[1]
    );
    let r = ask_in(&engine, db, &question);
    assert_eq!(r.decision, Decision::Answer, "{question}: {}", r.message);
    let sql = r.sql.clone().unwrap_or_default();
    assert!(
        sql.contains(&format!("LIKE '{year}-{mm:02}%'")),
        "{question}: {sql}"
    );
}

#[test]
fn two_places_compared_on_a_chosen_measure_are_answered_per_place() {
    let (_dir, engine, db, fams) = lake_db(Lang::En);
    let sales = place_family(&engine, &fams, "units_sold");
    let (a, b, name_a, name_b) = two_members_and_their_own_names(&engine, db, sales);
    let mut session = session_in(&engine, db);
    // Each place over its own table, side by side — not one row of each paired by a join.
    let r = clarified_then_answered(
        &mut session,
        &format!(
            "Tell me how {name_a} in {}, {} and {name_b} in {}, {} differ in how crowded they are.",
            a.values[0], a.values[1], b.values[0], b.values[1]
        ),
        "I'm interested in its Plot Ratio.",
    );
    let sql = r.sql.clone().unwrap_or_default();
    assert!(sql.contains("UNION ALL"), "{sql}");
    assert_eq!(r.columns, ["community_name", "plot_ratio"], "{sql}");
}

#[test]
fn a_judgement_every_part_shares_is_asked_once_and_each_place_answered_with_the_choice() {
    let (_dir, engine, db, fams) = lake_db(Lang::En);
    let land = place_family(&engine, &fams, "premium_rate");
    let (a, b, name_a, name_b) = two_members_and_their_own(&engine, db, land, "project_name");
    let mut session = session_in(&engine, db);
    // The shared clause names no column: the measure is asked for, not "which table's land use".
    let first = session.ask(&format!(
        "Show me the land use for both {name_a} in {}, {} and {name_b} in {}, {}. \
         And what about their competition at auction?",
        a.values[0], a.values[1], b.values[0], b.values[1]
    ));
    assert_eq!(first.decision, Decision::Clarify, "{}", first.message);
    assert!(
        first
            .findings
            .iter()
            .any(|f| f.category == Category::VagueIntent),
        "{:?}",
        first.findings
    );
    let options = first.clarification.map(|c| c.options).unwrap_or_default();
    assert!(options.iter().any(|o| o == "Premium Rate"), "{options:?}");
    let r = session.ask("I want the Premium Rate.");
    assert_eq!(r.decision, Decision::Answer, "{}", r.message);
    let sql = r.sql.clone().unwrap_or_default();
    assert!(sql.contains("UNION ALL"), "{sql}");
    assert_eq!(
        r.columns,
        ["project_name", "land_use", "premium_rate"],
        "{sql}"
    );
}

#[test]
fn a_name_stored_only_in_another_places_table_is_asked_where_it_is() {
    let (_dir, engine, db, fams) = lake_db(Lang::En);
    let land = place_family(&engine, &fams, "premium_rate");
    let (a, b, name_a, name_b) = two_members_and_their_own(&engine, db, land, "project_name");
    let mut session = session_in(&engine, db);
    // Only the second name has a place; the first is stored, but in another place's table.
    let first = session.ask(&format!(
        "How do {name_a} and {name_b} in {}, {} compare on winning bidder?",
        b.values[0], b.values[1]
    ));
    assert_eq!(first.decision, Decision::Clarify, "{}", first.message);
    let missing: Vec<_> = first
        .findings
        .iter()
        .filter(|f| f.category == Category::ScopeMissing)
        .collect();
    assert_eq!(missing.len(), land.slots.len(), "{:?}", first.findings);
    assert!(missing.iter().all(|f| f.text == name_a), "{missing:?}");
    assert!(
        first
            .findings
            .iter()
            .all(|f| f.category != Category::ValueNotFound),
        "{:?}",
        first.findings
    );
    let r = session.ask(&format!("It is in {}, {}.", a.values[0], a.values[1]));
    assert_eq!(r.decision, Decision::Answer, "{}", r.message);
    let sql = r.sql.clone().unwrap_or_default();
    assert!(sql.contains("UNION ALL"), "{sql}");
    let names: Vec<String> = r.rows.iter().map(|row| row[0].to_string()).collect();
    assert!(
        names.contains(&name_a) && names.contains(&name_b),
        "{names:?} {sql}"
    );
}

#[test]
fn a_misspelt_place_is_asked_about_not_the_place_of_the_name_beside_it() {
    let (_dir, engine, db, fams) = lake_db(Lang::En);
    let land = place_family(&engine, &fams, "premium_rate");
    let (a, b, name_a, name_b) = two_members_and_their_own(&engine, db, land, "project_name");
    // One letter doubled in the first place's first word.
    let typo = {
        let mut chars: Vec<char> = a.values[0].chars().collect();
        chars.insert(2, chars[2]);
        chars.into_iter().collect::<String>()
    };
    let r = ask_in(
        &engine,
        db,
        &format!(
            "How do {name_a} in {typo}, {} and {name_b} in {}, {} compare on winning bidder?",
            a.values[1], b.values[0], b.values[1]
        ),
    );
    assert!(
        r.findings
            .iter()
            .any(|f| f.category == Category::ScopeError),
        "{:?}",
        r.findings
    );
    assert!(
        r.findings
            .iter()
            .all(|f| !(f.category == Category::ScopeMissing && f.text == name_a)),
        "{:?}",
        r.findings
    );
}

#[test]
fn a_chinese_judgement_in_a_second_sentence_is_a_vague_intent() {
    let (_dir, engine, db, fams) = lake_db(Lang::Zh);
    let sales = place_family(&engine, &fams, "units_sold");
    let (a, b) = (&sales.members[0], &sales.members[1]);
    let name = value_of(&engine, db, "community_name", a, b, false);
    let place: String = a.values.concat();
    // The first sentence asks for a column; the second, after the full-width question mark,
    // for a judgement.
    let r = ask_in(
        &engine,
        db,
        &format!("{place}{name}的具体地址是什么？还有，居住环境如何？"),
    );
    assert_eq!(r.decision, Decision::Clarify, "{}", r.message);
    assert!(
        r.findings
            .iter()
            .any(|f| f.category == Category::VagueIntent),
        "{:?}",
        r.findings
    );
}

#[test]
fn a_chinese_comparison_of_two_places_on_a_chosen_measure_is_answered_per_place() {
    let (_dir, engine, db, fams) = lake_db(Lang::Zh);
    let sales = place_family(&engine, &fams, "units_sold");
    let (a, b, name_a, name_b) = two_members_and_their_own(&engine, db, sales, "community_name");
    let mut session = session_in(&engine, db);
    // The measure is named as the data describes it (a column description, not its name).
    let r = clarified_then_answered(
        &mut session,
        &format!(
            "{}的{name_a}和{}的{name_b}的居住环境相比如何？",
            a.values.concat(),
            b.values.concat()
        ),
        "具体是问绿化率。",
    );
    let sql = r.sql.clone().unwrap_or_default();
    assert!(sql.contains("UNION ALL"), "{sql}");
    assert!(sql.contains("green_coverage_ratio"), "{sql}");
}

#[test]
fn a_judgement_about_an_ambiguous_column_word_offers_that_words_columns() {
    let (_dir, engine, db, fams) = lake_db(Lang::En);
    let sales = place_family(&engine, &fams, "units_sold");
    let (a, _, name_a, _) = two_members_and_their_own_names(&engine, db, sales);
    let table = &engine.lake.table(a.table).name;
    let name_c = engine
        .run_sql(
            db,
            &format!(
                "SELECT community_name FROM {table} WHERE community_name <> '{name_a}' \
                 ORDER BY community_name LIMIT 1"
            ),
        )
        .expect("another community")
        .rows[0][0]
        .to_string();
    let question = format!(
        "How did {name_a} and {name_c} in {}, {} compare in terms of sales performance?",
        a.values[0], a.values[1]
    );
    let r = ask_in(&engine, db, &question);
    assert_eq!(r.decision, Decision::Clarify, "{}", r.message);
    // One question about the judgement, not "which column is 'sales'" first.
    assert!(
        r.findings
            .iter()
            .all(|f| f.category != Category::ColumnAmbiguity),
        "{:?}",
        r.findings
    );
    let vague = r
        .findings
        .iter()
        .find(|f| f.category == Category::VagueIntent)
        .expect("a vague intent");
    let offered: Vec<Option<&str>> = vague
        .candidates
        .iter()
        .map(|c| c.column.as_deref())
        .collect();
    assert!(offered.contains(&Some("units_sold")), "{offered:?}");
    assert!(!offered.contains(&Some("plot_ratio")), "{offered:?}");
}

/// The finance family (the one with one slot) and a company of its first year that also
/// bought land: its full name is stored in both families' tables.
fn company_that_bought_land<'f>(
    engine: &Engine,
    db: DbId,
    fams: &'f [scope::Family],
) -> (&'f scope::Family, String) {
    let land = place_family(engine, fams, "premium_rate");
    let years = fams
        .iter()
        .find(|f| f.slots.len() == 1)
        .expect("finance family");
    let (fin, auction) = (
        &engine.lake.table(years.members[0].table).name,
        &engine.lake.table(land.members[0].table).name,
    );
    let company = engine
        .run_sql(
            db,
            &format!(
                "SELECT enterprise_name FROM {fin} WHERE enterprise_name IN \
                 (SELECT winning_bidder FROM {auction}) ORDER BY enterprise_name LIMIT 1"
            ),
        )
        .expect("a company that bought land")
        .rows[0][0]
        .to_string();
    (years, company)
}

#[test]
fn a_short_company_name_is_looked_for_as_the_companys_own_name_not_as_a_buyer() {
    let (_dir, engine, db, fams) = lake_db(Lang::En);
    let (years, full) = company_that_bought_land(&engine, db, &fams);
    let year = &years.members[0];
    let short: String = full
        .split(' ')
        .skip(1)
        .take(2)
        .collect::<Vec<_>>()
        .join(" ");
    let r = ask_in(
        &engine,
        db,
        &format!(
            "How did {short} do in terms of indebtedness during {}?",
            year.values[0]
        ),
    );
    let not_found = r
        .findings
        .iter()
        .find(|f| f.category == Category::ValueNotFound)
        .unwrap_or_else(|| panic!("{short}: {:?}", r.findings));
    assert_eq!(
        not_found.candidates[0].column.as_deref(),
        Some("enterprise_name"),
        "{short}: {:?}",
        not_found.candidates
    );
}

#[test]
fn chinese_short_names_right_after_their_district_are_read_whole() {
    let (_dir, engine, db, fams) = lake_db(Lang::Zh);
    let sales = place_family(&engine, &fams, "units_sold");
    let mut misread = Vec::new();
    for m in &sales.members {
        let table = &engine.lake.table(m.table).name;
        let names = engine
            .run_sql(
                db,
                &format!("SELECT DISTINCT community_name FROM {table} ORDER BY community_name"),
            )
            .expect("names");
        for row in &names.rows {
            // The short form without its two-character brand ("广厦映月花园" -> "映月花园"),
            // written right after the district ("惠济区映月花园").
            let full = row[0].to_string();
            let short: String = full.chars().skip(2).collect();
            if short.chars().count() < 3 {
                continue;
            }
            let r = ask_in(
                &engine,
                db,
                &format!("{}{short}的成交均价是多少？", m.values.concat()),
            );
            let whole = r.findings.iter().any(|f| {
                f.category == Category::ValueNotFound
                    && f.text == short
                    && f.candidates
                        .iter()
                        .any(|c| c.value.as_deref() == Some(full.as_str()))
            });
            if !whole {
                misread.push(short);
            }
        }
    }
    assert!(misread.is_empty(), "{misread:?}");
}

#[test]
fn a_chinese_degree_or_size_asked_of_a_thing_is_a_vague_intent() {
    let (_dir, engine, db, fams) = lake_db(Lang::Zh);
    let sales = place_family(&engine, &fams, "units_sold");
    let (a, b) = (&sales.members[0], &sales.members[1]);
    let name = value_of(&engine, db, "community_name", a, b, false);
    for judged in ["拥挤程度", "环境状况"] {
        let r = ask_in(
            &engine,
            db,
            &format!("看一下{}{name}的{judged}。", a.values.concat()),
        );
        assert!(
            r.findings
                .iter()
                .any(|f| f.category == Category::VagueIntent),
            "{judged}: {:?}",
            r.findings
        );
    }
}

#[test]
fn a_chinese_verb_before_a_full_company_name_is_no_part_of_it() {
    let (_dir, engine, db, fams) = lake_db(Lang::Zh);
    let (year, _, company) = two_years_of_one_company(&engine, db, &fams);
    // "了解" runs straight into the stored name; the place in the name is no scope.
    let r = ask_in(
        &engine,
        db,
        &format!("我想了解{company}{}年的负债率和营收。", year.values[0]),
    );
    assert_eq!(
        r.decision,
        Decision::Answer,
        "{}: {:?}",
        r.message,
        r.findings
    );
    let sql = r.sql.clone().unwrap_or_default();
    assert!(sql.contains(&engine.lake.table(year.table).name), "{sql}");
}

#[test]
fn a_company_named_in_full_is_read_in_its_own_table_and_its_year_asked() {
    let (_dir, engine, db, fams) = lake_db(Lang::En);
    let (years, company) = company_that_bought_land(&engine, db, &fams);
    let r = ask_in(
        &engine,
        db,
        &format!("How did {company} do in terms of indebtedness?"),
    );
    let missing: Vec<&str> = r
        .findings
        .iter()
        .filter(|f| f.category == Category::ScopeMissing)
        .filter_map(|f| f.candidates.first().and_then(|c| c.column.as_deref()))
        .collect();
    assert_eq!(missing, [years.slots[0].as_str()], "{:?}", r.findings);
}

#[test]
fn a_judgement_after_each_places_names_is_asked_once_for_all_places() {
    let (_dir, engine, db, fams) = lake_db(Lang::En);
    let land = place_family(&engine, &fams, "premium_rate");
    let (a, b, name_a, name_b) = two_members_and_their_own(&engine, db, land, "project_name");
    let mut session = session_in(&engine, db);
    // The judgement's clause begins with the names ("How do A in X and B in Y compare …"): only
    // its tail is shared by the per-place parts.
    let first = session.ask(&format!(
        "How do {name_a} in {}, {} and {name_b} in {}, {} compare in terms of how tightly packed \
         the buildings are?",
        a.values[1], a.values[0], b.values[1], b.values[0]
    ));
    assert_eq!(first.decision, Decision::Clarify, "{}", first.message);
    assert!(
        first
            .findings
            .iter()
            .any(|f| f.category == Category::VagueIntent),
        "{:?}",
        first.findings
    );
    let r = session.ask("Building Density, please.");
    assert_eq!(r.decision, Decision::Answer, "{}", r.message);
    assert_eq!(r.rows.len(), 2, "{:?}", r.sql);
    assert!(
        r.columns.iter().any(|c| c == "building_density"),
        "{:?}",
        r.sql
    );
}

#[test]
fn a_chosen_measure_explains_a_judgement_whose_words_loosely_name_columns() {
    let (_dir, engine, db, fams) = lake_db(Lang::En);
    let sales = place_family(&engine, &fams, "units_sold");
    let (a, b, name_a, name_b) = two_members_and_their_own_names(&engine, db, sales);
    let mut session = session_in(&engine, db);
    // "sales" loosely names several columns of a sales table; the measure chosen for the
    // judgement says which.
    let r = clarified_then_answered(
        &mut session,
        &format!(
            "What were the green coverage ratio of {name_a} in {}, {} and of {name_b} in {}, {}? \
         And what about their sales performance?",
            a.values[1], a.values[0], b.values[1], b.values[0]
        ),
        "I'm interested in its Units Sold.",
    );
    assert_eq!(
        r.columns,
        ["community_name", "green_coverage_ratio", "units_sold"],
        "{:?}",
        r.sql
    );
}

#[test]
fn the_enterprise_that_developed_a_community_is_joined_to_its_finances() {
    let (_dir, engine, db, fams) = lake_db(Lang::Zh);
    let sales = place_family(&engine, &fams, "units_sold");
    let years = fams
        .iter()
        .find(|f| f.slots.len() == 1)
        .expect("finance family");
    let (place, fin) = (&sales.members[0], &years.members[0]);
    let community = engine
        .run_sql(
            db,
            &format!(
                "SELECT community_name FROM {} WHERE developer IN (SELECT enterprise_name FROM {}) \
                 ORDER BY community_name LIMIT 1",
                engine.lake.table(place.table).name,
                engine.lake.table(fin.table).name
            ),
        )
        .expect("a community whose developer has finances")
        .rows[0][0]
        .to_string();
    // "开发" (developed) and "企业" (enterprise) each name the developer only loosely; together
    // they say which company the question follows.
    let r = ask_in(
        &engine,
        db,
        &format!(
            "开发{}{community}的企业{}年的资产总额是多少？",
            place.values.concat(),
            fin.values[0]
        ),
    );
    assert_eq!(r.decision, Decision::Answer, "{}", r.message);
    let sql = r.sql.clone().unwrap_or_default();
    assert!(
        sql.contains("developer") && sql.contains(&engine.lake.table(fin.table).name),
        "{sql}"
    );
}

#[test]
fn a_district_placed_in_another_city_is_reported_once_per_place_with_what_exists() {
    let (_dir, engine, db, fams) = lake_db(Lang::En);
    let sales = place_family(&engine, &fams, "units_sold");
    let mut unmatched = 0;
    // Every district of the sales tables put in every other city: some families have that
    // district, some do not, and each place is still one finding that offers what exists.
    for a in &sales.members {
        for b in sales.members.iter().filter(|b| b.values[1] != a.values[1]) {
            let (district, city) = (&a.values[0], &b.values[1]);
            let r = ask_in(
                &engine,
                db,
                &format!("How many units were sold in {district}, {city}?"),
            );
            let found: Vec<_> = r
                .findings
                .iter()
                .filter(|f| f.category == Category::ScopeUnmatch)
                .collect();
            unmatched += found.len();
            for f in &found {
                assert!(!f.candidates.is_empty(), "{district}, {city}: {f:?}");
                assert_eq!(
                    found.iter().filter(|g| g.text == f.text).count(),
                    1,
                    "{district}, {city}: {found:?}"
                );
            }
        }
    }
    assert!(unmatched > 0, "no district was put in a city it is not in");
}

#[test]
fn a_misspelt_city_beside_its_district_is_asked_about_and_read_as_no_value() {
    let (_dir, engine, db, fams) = lake_db(Lang::En);
    let sales = place_family(&engine, &fams, "units_sold");
    let (a, _, name_a, _) = two_members_and_their_own_names(&engine, db, sales);
    // One letter doubled in the city: by spelling it is close to the city column of the
    // finance tables too, which have a year to ask about.
    let typo = {
        let mut chars: Vec<char> = a.values[1].chars().collect();
        chars.insert(2, chars[2]);
        chars.into_iter().collect::<String>()
    };
    let question = format!(
        "What is the units sold of {name_a} in {} of {typo}?",
        a.values[0]
    );
    let r = ask_in(&engine, db, &question);
    assert!(
        r.findings
            .iter()
            .any(|f| f.category == Category::ScopeError && f.text == typo),
        "{question}: {:?}",
        r.findings
    );
    assert!(
        r.findings.iter().all(|f| !matches!(
            f.category,
            Category::ScopeMissing | Category::ValueAmbiguity
        )),
        "{question}: {:?}",
        r.findings
    );
}

#[test]
fn a_chinese_judgement_with_a_month_keeps_the_month_once_its_measure_is_chosen() {
    let (_dir, engine, db, fams) = lake_db(Lang::Zh);
    let sales = place_family(&engine, &fams, "units_sold");
    let (a, b, name_a, name_b) = two_members_and_their_own(&engine, db, sales, "community_name");
    // A month with sales of both.
    let (ta, tb) = (
        &engine.lake.table(a.table).name,
        &engine.lake.table(b.table).name,
    );
    let (year, mm) = year_and_month(
        &engine,
        db,
        &format!(
            "SELECT MIN(x.transaction_month) FROM {ta} AS x JOIN {tb} AS y \
             ON x.transaction_month = y.transaction_month \
             WHERE x.community_name = '{name_a}' AND y.community_name = '{name_b}'"
        ),
    );
    let mut session = session_in(&engine, db);
    // The chosen measure glosses '销售情况'; the month before it still dates each place's rows.
    let r = clarified_then_answered(
        &mut session,
        &format!(
            "{}的{name_a}和{}的{name_b}在{year}年{mm}月的销售情况相比如何？",
            a.values.concat(),
            b.values.concat()
        ),
        "成交套数。",
    );
    let sql = r.sql.clone().unwrap_or_default();
    assert!(sql.contains("UNION ALL"), "{sql}");
    assert!(sql.contains("units_sold"), "{sql}");
    assert_eq!(
        sql.matches(&format!("LIKE '{year}-{mm:02}%'")).count(),
        2,
        "{sql}"
    );
}

#[test]
fn a_word_of_a_company_name_not_found_is_no_row_of_the_place_tables() {
    let (_dir, engine, db, fams) = lake_db(Lang::En);
    let sales = place_family(&engine, &fams, "units_sold");
    let table = &engine.lake.table(sales.members[0].table).name;
    // A property type ('Commercial', say) ends a company's short name the lake does not hold.
    let kind = engine
        .run_sql(db, &format!("SELECT MIN(property_type) FROM {table}"))
        .expect("a property type")
        .rows[0][0]
        .to_string();
    let question = format!("What was the risk level of Qorvath {kind} in 2021?");
    let r = ask_in(&engine, db, &question);
    assert!(
        r.findings
            .iter()
            .any(|f| f.category == Category::ValueNotFound),
        "{question}: {:?}",
        r.findings
    );
    assert!(
        r.findings
            .iter()
            .all(|f| f.category != Category::ScopeMissing),
        "{question}: {:?}",
        r.findings
    );
}

#[test]
fn a_chinese_short_name_of_two_words_beside_a_named_place_is_asked_about() {
    let (_dir, engine, db, fams) = lake_db(Lang::Zh);
    let sales = place_family(&engine, &fams, "units_sold");
    let (a, _, name_a, name_b) = two_members_and_their_own(&engine, db, sales, "community_name");
    // The second community without its brand ("锦绣公馆" of 恒泰锦绣公馆), in another place's
    // table than the one the question names: it is not left out of the answer.
    let short: String = name_b.chars().skip(2).collect();
    let question = format!("对比一下{}{name_a}与{short}的成交金额。", a.values.concat());
    let r = ask_in(&engine, db, &question);
    assert!(
        r.findings
            .iter()
            .any(|f| f.category == Category::ValueNotFound && f.text == short),
        "{question}: {:?} {:?}",
        r.decision,
        r.findings
    );
}

#[test]
fn the_top_row_of_a_partition_shows_the_measure_it_was_ranked_by() {
    for lang in [Lang::En, Lang::Zh] {
        let (_dir, engine, db, fams) = lake_db(lang);
        let m = &place_family(&engine, &fams, "average_price").members[0];
        let question = match lang {
            Lang::En => format!(
                "Which community in {}, {} had the highest average price?",
                m.values[0], m.values[1]
            ),
            Lang::Zh => format!("{}{}哪个小区的成交均价最高？", m.values[0], m.values[1]),
        };
        let r = ask_in(&engine, db, &question);
        assert_eq!(r.decision, Decision::Answer, "{question}: {}", r.message);
        // The price itself, or its average over the months when none is named.
        let shown_price = r.columns.len() == 2 && r.columns[1].contains("average_price");
        assert!(
            r.columns[0] == "community_name" && shown_price,
            "{question}: {:?}",
            r.sql
        );
    }
}

#[test]
fn a_measure_chosen_for_a_judgement_about_one_thing_is_shown_beside_its_name() {
    let (_dir, engine, db, fams) = lake_db(Lang::En);
    let m = &place_family(&engine, &fams, "plot_ratio").members[0];
    let (name, _) = name_with_short_form(&engine, db, m, "community_name", |n| Some(n.into()));
    let question = format!(
        "What about the living environment of {name} in {}, {}?",
        m.values[0], m.values[1]
    );
    let mut session = session_in(&engine, db);
    let first = session.ask(&question);
    assert_eq!(
        first.findings[0].category,
        Category::VagueIntent,
        "{question}"
    );
    let r = session.ask("The plot ratio.");
    assert_eq!(r.decision, Decision::Answer, "{}", r.message);
    assert_eq!(r.columns, ["community_name", "plot_ratio"], "{:?}", r.sql);
}

#[test]
fn the_same_measure_of_two_districts_is_not_a_choice_between_columns() {
    let (_dir, engine, db, fams) = lake_db(Lang::En);
    let land = place_family(&engine, &fams, "premium_rate");
    let (a, b, name_a, name_b) = two_members_and_their_own(&engine, db, land, "project_name");
    let question = format!(
        "How do \"{name_a}\" in {}, {} and \"{name_b}\" in {}, {} compare on starting price? \
         Also, how do they compare in terms of development intensity?",
        a.values[0], a.values[1], b.values[0], b.values[1]
    );
    let r = ask_in(&engine, db, &question);
    let across_tables = r.findings.iter().find(|f| {
        f.category == Category::ColumnAmbiguity
            && f.candidates.windows(2).any(|w| w[0].table != w[1].table)
    });
    assert!(across_tables.is_none(), "{question}: {across_tables:?}");
}

#[test]
fn a_word_beside_an_ambiguous_word_tells_the_columns_apart() {
    let (_dir, engine, db, fams) = lake_db(Lang::En);
    let m = &place_family(&engine, &fams, "units_sold").members[0];
    let question = format!(
        "Which community in {}, {} sold the most units?",
        m.values[0], m.values[1]
    );
    let r = ask_in(&engine, db, &question);
    assert_eq!(r.decision, Decision::Answer, "{question}: {}", r.message);
    assert!(
        r.sql
            .as_deref()
            .is_some_and(|s| s.contains("ORDER BY \"units_sold\" DESC")),
        "{question}: {:?}",
        r.sql
    );
}

#[test]
fn a_reply_naming_a_measure_no_option_offered_is_taken() {
    let (_dir, engine, db, fams) = lake_db(Lang::En);
    let m = &place_family(&engine, &fams, "premium_rate").members[0];
    let (name, _) = name_with_short_form(&engine, db, m, "project_name", |n| Some(n.into()));
    let question = format!(
        "How big is the site of {name} in {}, {}?",
        m.values[0], m.values[1]
    );
    let mut session = session_in(&engine, db);
    let first = session.ask(&question);
    assert_eq!(
        first.decision,
        Decision::Clarify,
        "{question}: {}",
        first.message
    );
    assert_eq!(
        first.findings[0].category,
        Category::ColumnAmbiguity,
        "{question}"
    );
    let offered: Vec<Option<String>> = first.findings[0]
        .candidates
        .iter()
        .map(|c| c.column.clone())
        .collect();
    assert!(
        !offered.contains(&Some("premium_rate".into())),
        "{offered:?}"
    );
    let r = session.ask("I meant the premium rate.");
    assert_eq!(r.decision, Decision::Answer, "{}", r.message);
    assert!(r.columns.iter().any(|c| c == "premium_rate"), "{:?}", r.sql);
    // A question of its own that happens to name a measure is not a reply.
    session.ask(&question);
    let next = session.ask("What is the average premium rate of each land use?");
    assert!(
        !next.sql.clone().unwrap_or_default().contains(&name),
        "{:?}",
        next.sql
    );
}

#[test]
fn a_measure_chosen_for_two_districts_is_answered_per_district() {
    let (_dir, engine, db, fams) = lake_db(Lang::En);
    let land = place_family(&engine, &fams, "land_area");
    let (a, b, name_a, name_b) = two_members_and_their_own(&engine, db, land, "project_name");
    let question = format!(
        "How do {name_a} in {}, {} and {name_b} in {}, {} compare in terms of size of the site?",
        a.values[0], a.values[1], b.values[0], b.values[1]
    );
    let mut session = session_in(&engine, db);
    let first = session.ask(&question);
    assert_eq!(
        first.decision,
        Decision::Clarify,
        "{question}: {}",
        first.message
    );
    // One option per measure, not one per district's table.
    let options = &first.clarification.as_ref().expect("options").options;
    assert_eq!(options.len(), 2, "{options:?}");
    let r = session.ask("1");
    assert_eq!(r.decision, Decision::Answer, "{}", r.message);
    let sql = r.sql.clone().unwrap_or_default();
    for m in [a, b] {
        assert!(sql.contains(&engine.lake.table(m.table).name), "{sql}");
    }
    assert_eq!(r.columns, ["project_name", "land_area"], "{sql}");
}

#[test]
fn a_scene_set_before_a_comma_leaves_the_which_question_a_question() {
    let (_dir, engine, db, fams) = lake_db(Lang::En);
    let m = &place_family(&engine, &fams, "units_sold").members[0];
    let table = &engine.lake.table(m.table).name;
    let (year, mm) = year_and_month(
        &engine,
        db,
        &format!("SELECT MIN(transaction_month) FROM {table}"),
    );
    let month = clarisql_gen::odutqa::MONTHS_EN[(mm as usize).clamp(1, 12) - 1];
    // "In June 2021, which …": the comma closes an opening phrase, not a noun that "which"
    // would describe.
    let question = format!(
        "In {month} {year}, which community in {}, {} had the largest number of units sold?",
        m.values[0], m.values[1]
    );
    let r = ask_in(&engine, db, &question);
    assert_eq!(r.decision, Decision::Answer, "{question}: {}", r.message);
    assert_eq!(r.columns, ["community_name", "units_sold"], "{:?}", r.sql);
    let sql = r.sql.clone().unwrap_or_default();
    assert!(sql.contains(&format!("{year}-{mm:02}")), "{sql}");
}

#[test]
fn a_word_every_table_of_a_family_answers_to_is_said_of_the_one_read() {
    let (_dir, engine, db, fams) = lake_db(Lang::En);
    let m = &place_family(&engine, &fams, "premium_rate").members[0];
    // "auction" names every district's land-auction table alike; the place picks one.
    let question = format!(
        "Which project in {}, {} had the highest premium rate at auction?",
        m.values[0], m.values[1]
    );
    let r = ask_in(&engine, db, &question);
    assert_eq!(r.decision, Decision::Answer, "{question}: {}", r.message);
    let sql = r.sql.clone().unwrap_or_default();
    assert!(sql.contains(&engine.lake.table(m.table).name), "{sql}");
}

#[test]
fn a_year_of_one_family_and_a_place_of_another_are_one_question() {
    let (_dir, engine, db, fams) = lake_db(Lang::En);
    let m = &place_family(&engine, &fams, "premium_rate").members[0];
    let year = &fams
        .iter()
        .find(|f| f.slots.len() == 1)
        .expect("a year family")
        .members[0]
        .values[0];
    // Not two scopes of one relation answered side by side: the year is not a finance part.
    let question = format!(
        "In {year}, how many plots of land were auctioned in {}, {}?",
        m.values[0], m.values[1]
    );
    let r = ask_in(&engine, db, &question);
    let sql = r.sql.clone().unwrap_or_default();
    assert!(!sql.contains("UNION ALL"), "{question}: {sql}");
}

#[test]
fn a_chinese_city_misspelt_in_any_character_before_its_district_is_asked_about() {
    let (_dir, engine, db, fams) = lake_db(Lang::Zh);
    let m = &place_family(&engine, &fams, "green_coverage_ratio").members[0];
    let (city, district) = (&m.values[0], &m.values[1]);
    let (name, _) = name_with_short_form(&engine, db, m, "community_name", |n| Some(n.into()));
    // "舞汉洪山区" for 武汉 (the first character changed), and with 的 between ("广洲的白云区").
    let bare: Vec<char> = city.trim_end_matches('市').chars().collect();
    let typo: String = std::iter::once('舞')
        .chain(bare[1..].iter().copied())
        .collect();
    for joint in ["", "的"] {
        let question = format!("{typo}{joint}{district}{name}的绿化率是多少？");
        let r = ask_in(&engine, db, &question);
        assert!(
            r.findings
                .iter()
                .any(|f| f.category == Category::ScopeError && f.text == typo),
            "{question}: {:?}",
            r.findings
        );
    }
}

#[test]
fn a_quality_framed_in_words_the_data_lacks_is_a_vague_intent() {
    let (_dir, engine, db, fams) = lake_db(Lang::En);
    let land = place_family(&engine, &fams, "premium_rate");
    let m = &land.members[0];
    let (a, b, name_a, name_b) = two_members_and_their_own(&engine, db, land, "project_name");
    let name = value_of(&engine, db, "project_name", m, b, false);
    // "development" names a developer column elsewhere and "intensity" is a derived measure's
    // word, but "in terms of" frames a judgement: which measure is meant.
    for question in [
        format!(
            "Which is better in terms of development intensity, {name} or {name_a} in {}, {}?",
            m.values[0], m.values[1]
        ),
        format!(
            "How do \"{name_a}\" in {}, {} and \"{name_b}\" in {}, {} compare in terms of \
             development intensity?",
            a.values[0], a.values[1], b.values[0], b.values[1]
        ),
    ] {
        let r = ask_in(&engine, db, &question);
        assert_eq!(r.decision, Decision::Clarify, "{question}: {}", r.message);
        assert_eq!(
            r.findings[0].category,
            Category::VagueIntent,
            "{question}: {:?}",
            r.findings
        );
    }
}

#[test]
fn chinese_frames_of_a_quality_the_data_lacks_are_a_vague_intent() {
    let (_dir, engine, db, fams) = lake_db(Lang::Zh);
    let (a, b, name) = two_years_of_one_company(&engine, db, &fams);
    let (y1, y2) = (&a.values[0], &b.values[0]);
    for question in [
        format!("{name}{y1}年的规模有多大？"),
        format!("{name}从{y1}年到{y2}年的规模有什么变化？"),
        format!("对比一下{name}在{y1}年和{y2}年的负债压力。"),
    ] {
        let r = ask_in(&engine, db, &question);
        assert_eq!(r.decision, Decision::Clarify, "{question}: {}", r.message);
        assert_eq!(
            r.findings[0].category,
            Category::VagueIntent,
            "{question}: {:?}",
            r.findings
        );
    }
    // A measure named in the same frame is answered.
    let question = format!("对比一下{name}在{y1}年和{y2}年的营业收入。");
    let r = ask_in(&engine, db, &question);
    assert_eq!(r.decision, Decision::Answer, "{question}: {}", r.message);
}
