//! The question records: splits, strata, gold SQL against the generated SQLite file, and labels
//! that agree with the question text.

use clarisql_gen::odutqa::{
    contains_forbidden, generate_lake, load_records, tokenize_query, Flag, GenError, GeneratedLake,
    GoldIssue, LakeOptions, Lang, Record, ScopeIssue, Size, Stratum, TableKind,
};
use rusqlite::types::ValueRef;
use rusqlite::Connection;
use std::collections::{BTreeMap, BTreeSet};
use std::path::PathBuf;
use std::sync::OnceLock;

fn out_dir(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
        .join("odutqa-record-tests")
        .join(name)
}

fn lake(lang: Lang) -> &'static (GeneratedLake, Vec<Record>) {
    static EN: OnceLock<(GeneratedLake, Vec<Record>)> = OnceLock::new();
    static ZH: OnceLock<(GeneratedLake, Vec<Record>)> = OnceLock::new();
    let cell = if lang == Lang::En { &EN } else { &ZH };
    cell.get_or_init(|| {
        let started = std::time::Instant::now();
        let l = generate_lake(&LakeOptions {
            out_dir: out_dir("main"),
            lang,
            seed: 5,
            size: Size::Small,
        })
        .unwrap();
        eprintln!("small {lang:?} lake in {:?}", started.elapsed());
        let mut all = Vec::new();
        for p in [&l.train_path, &l.validation_path, &l.test_path] {
            all.extend(load_records(p).unwrap());
        }
        (l, all)
    })
}

fn both() -> Vec<&'static (GeneratedLake, Vec<Record>)> {
    vec![lake(Lang::En), lake(Lang::Zh)]
}

#[test]
fn splits_are_six_two_two_within_every_stratum() {
    for (l, records) in both() {
        assert_eq!(records.len(), 400);
        assert_eq!(l.records, 400);
        let split = |p: &PathBuf| load_records(p).unwrap();
        let (train, val, test) = (
            split(&l.train_path),
            split(&l.validation_path),
            split(&l.test_path),
        );
        assert_eq!((train.len(), val.len(), test.len()), (240, 80, 80));
        for stratum in [
            Stratum::WellSpecified,
            Stratum::Select,
            Stratum::From,
            Stratum::Where,
            Stratum::Mixed,
        ] {
            let n = |rs: &[Record]| rs.iter().filter(|r| r.stratum == stratum).count() as f64;
            let total = n(&train) + n(&val) + n(&test);
            assert!((n(&train) - 0.6 * total).abs() <= 1.0, "{stratum:?}");
            assert!((n(&val) - 0.2 * total).abs() <= 1.0, "{stratum:?}");
        }
        let ids: BTreeSet<&str> = records.iter().map(|r| r.id.as_str()).collect();
        assert_eq!(ids.len(), records.len(), "ids are unique");
        let queries: BTreeSet<&str> = records.iter().map(|r| r.query.as_str()).collect();
        assert_eq!(queries.len(), records.len(), "questions are unique");
    }
}

#[test]
fn strata_follow_the_papers_table_4() {
    for (_, records) in both() {
        let share = |f: &dyn Fn(&Record) -> bool| {
            100.0 * records.iter().filter(|r| f(r)).count() as f64 / 400.0
        };
        let well = share(&|r| r.stratum == Stratum::WellSpecified);
        let single =
            share(&|r| matches!(r.stratum, Stratum::Select | Stratum::From | Stratum::Where));
        let mixed = share(&|r| r.stratum == Stratum::Mixed);
        assert!((well - 20.3).abs() < 1.0, "well specified {well}");
        assert!((single - 31.4).abs() < 1.0, "single {single}");
        assert!((mixed - 48.3).abs() < 1.0, "mixed {mixed}");
        for r in records.iter() {
            let mut clauses = r.clauses();
            clauses.sort();
            assert_eq!(Stratum::of(&clauses), r.stratum, "{}", r.query);
        }
        let multi_table = share(&|r| r.is_multi_table());
        let multi_intent = share(&|r| r.is_multi_intent());
        assert!(multi_table > 30.0, "multi-table {multi_table}");
        assert!(multi_intent > 30.0, "multi-intent {multi_intent}");
        let templates: BTreeSet<&str> = records.iter().map(|r| r.template.as_str()).collect();
        assert!(templates.len() > 40, "templates used: {}", templates.len());
    }
}

fn canonical(v: ValueRef<'_>) -> String {
    match v {
        ValueRef::Null => "null".into(),
        ValueRef::Integer(i) => format!("{i}"),
        ValueRef::Real(f) => format!("{f:.6}"),
        ValueRef::Text(t) => String::from_utf8_lossy(t).into_owned(),
        ValueRef::Blob(_) => "blob".into(),
    }
}

fn json_canonical(v: &clarisql_exec::Value) -> String {
    match v {
        clarisql_exec::Value::Null => "null".into(),
        clarisql_exec::Value::Integer(i) => format!("{i}"),
        clarisql_exec::Value::Real(f) => format!("{f:.6}"),
        clarisql_exec::Value::Text(t) => t.clone(),
        clarisql_exec::Value::Blob(_) => "blob".into(),
    }
}

#[test]
fn every_gold_sql_runs_and_gives_the_recorded_answer() {
    for (l, records) in both() {
        let conn = Connection::open(&l.sqlite_path).unwrap();
        for r in records.iter() {
            let mut stmt = conn
                .prepare(&r.sql)
                .unwrap_or_else(|e| panic!("{e}: {}", r.sql));
            let n = stmt.column_count();
            let columns: Vec<String> = stmt.column_names().map(|c| c.to_string()).collect();
            let rows: Vec<Vec<String>> = stmt
                .query_map([], |row| {
                    (0..n).map(|i| row.get_ref(i).map(canonical)).collect()
                })
                .unwrap()
                .map(Result::unwrap)
                .collect();
            let recorded: Vec<Vec<String>> = r
                .answer
                .rows
                .iter()
                .map(|row| row.iter().map(json_canonical).collect())
                .collect();
            assert_eq!(columns, r.answer.columns, "{}", r.sql);
            assert_eq!(rows, recorded, "{}", r.sql);
            assert!(!rows.is_empty(), "{}", r.sql);
            assert_eq!(r.tables.len(), r.table_caption.len());
            for t in &r.tables {
                assert!(r.sql.contains(t.as_str()), "{} not in {}", t, r.sql);
            }
        }
    }
}

#[test]
fn slot_tags_align_with_tokens() {
    let types = [
        "city",
        "district",
        "year",
        "month",
        "community",
        "project",
        "enterprise",
    ];
    for (_, records) in both() {
        for r in records.iter() {
            assert_eq!(r.tokens, tokenize_query(&r.query, r.lang), "{}", r.query);
            assert_eq!(r.slots.len(), r.tokens.len(), "{}", r.query);
            let mut prev = "O".to_string();
            for tag in &r.slots {
                if let Some(t) = tag.strip_prefix("I-") {
                    assert!(
                        prev.ends_with(&format!("-{t}")),
                        "{tag} after {prev} in {}",
                        r.query
                    );
                } else if let Some(t) = tag.strip_prefix("B-") {
                    assert!(types.contains(&t), "{tag}");
                } else {
                    assert_eq!(tag, "O");
                }
                prev = tag.clone();
            }
        }
        // Slots carry what the labels talk about: every Error/Unmatch content is a tagged span.
        for r in records.iter() {
            let spans = tagged_spans(r);
            for t in r
                .scope_underspecification
                .iter()
                .filter(|t| t.2 != ScopeIssue::Missing)
            {
                assert!(
                    spans.iter().any(|s| s == &compact(&t.0)),
                    "{:?} not tagged in {} {:?}",
                    t,
                    r.query,
                    spans
                );
            }
            for t in &r.condition_underspecification {
                assert!(
                    spans.iter().any(|s| s == &compact(&t.0)),
                    "{:?} not tagged in {}",
                    t,
                    r.query
                );
            }
        }
    }
}

fn compact(s: &str) -> String {
    s.chars().filter(|c| !c.is_whitespace()).collect()
}

/// The text of each B-/I- run, without spaces.
fn tagged_spans(r: &Record) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for (tok, tag) in r.tokens.iter().zip(&r.slots) {
        if tag.starts_with("B-") {
            out.push(tok.clone());
        } else if tag.starts_with("I-") {
            if let Some(last) = out.last_mut() {
                last.push_str(tok);
            }
        }
    }
    out
}

struct Places {
    /// (city, district) of every district table, canonical forms.
    pairs: BTreeSet<(String, String)>,
    captions: Vec<String>,
}

fn places(l: &GeneratedLake) -> Places {
    let pairs = l
        .tables
        .iter()
        .filter(|t| t.kind != TableKind::EnterpriseFinance)
        .map(|t| (t.city.clone().unwrap(), t.district.clone().unwrap()))
        .collect();
    Places {
        pairs,
        captions: l.tables.iter().map(|t| t.caption.to_lowercase()).collect(),
    }
}

/// The forms a question may write a city or district in: "广州市" or "广州", "Conghua District".
fn written_forms(canonical: &str) -> Vec<String> {
    let stem = canonical
        .trim_end_matches(" District")
        .trim_end_matches('市')
        .to_string();
    vec![canonical.to_string(), stem]
}

fn is_city(l: &GeneratedLake, v: &str) -> bool {
    l.tables.iter().any(|t| {
        t.city
            .as_deref()
            .is_some_and(|c| c == v || c.trim_end_matches('市') == v)
    })
}

fn is_district(l: &GeneratedLake, v: &str) -> bool {
    l.tables.iter().any(|t| t.district.as_deref() == Some(v))
}

#[test]
fn scope_labels_agree_with_the_question() {
    for (l, records) in both() {
        let p = places(l);
        let mut seen = BTreeMap::new();
        for r in records.iter() {
            for t in &r.scope_underspecification {
                *seen.entry(format!("{:?}", t.2)).or_insert(0) += 1;
                match t.2 {
                    ScopeIssue::Missing => {
                        assert_eq!(t.0, "");
                        // The value resolving this issue is not in the question in any form.
                        let gold = r
                            .gold_clarifications
                            .iter()
                            .find(|g| matches!(&g.issue, GoldIssue::From { triples } if triples.contains(t)))
                            .unwrap();
                        assert_eq!(r.from_clarification.get(&gold.value), Some(&t.1));
                        if t.1 != "Year" && t.1 != "年份" {
                            for form in written_forms(&gold.value) {
                                assert!(
                                    !r.query.contains(&form),
                                    "missing {} but '{}' has {form}",
                                    gold.value,
                                    r.query
                                );
                            }
                        }
                    }
                    ScopeIssue::Error => {
                        assert!(r.query.contains(&t.0), "{}", r.query);
                        let lower = t.0.to_lowercase();
                        assert!(
                            !p.captions.iter().any(|c| c.contains(&lower)),
                            "typo {} is in a caption",
                            t.0
                        );
                        let correct: Vec<&String> = r
                            .from_clarification
                            .iter()
                            .filter(|(_, ty)| **ty == t.1)
                            .map(|(v, _)| v)
                            .collect();
                        assert!(!correct.is_empty());
                    }
                    ScopeIssue::Unmatch => {
                        assert!(r.query.contains(&t.0), "{}", r.query);
                        let is_valid = is_city(l, &t.0) || is_district(l, &t.0);
                        assert!(is_valid, "each Unmatch value exists on its own: {}", t.0);
                    }
                }
            }
            // Unmatch comes in city–district pairs that no table has.
            let unmatched: Vec<&String> = r
                .scope_underspecification
                .iter()
                .filter(|t| t.2 == ScopeIssue::Unmatch)
                .map(|t| &t.0)
                .collect();
            for pair in unmatched.chunks(2) {
                let (city, district) = (pair[0], pair[1]);
                let exists = p
                    .pairs
                    .iter()
                    .any(|(c, d)| (c == city || c.trim_end_matches('市') == city) && d == district);
                assert!(
                    !exists,
                    "{city} + {district} exists, yet labelled Unmatch: {}",
                    r.query
                );
            }
            // Well-specified place questions name both city and district of every table.
            if r.scope_underspecification.is_empty() {
                for t in l.tables.iter().filter(|t| {
                    r.tables.contains(&t.name) && t.kind != TableKind::EnterpriseFinance
                }) {
                    let (city, district) = (t.city.clone().unwrap(), t.district.clone().unwrap());
                    assert!(
                        written_forms(&city).iter().any(|f| r.query.contains(f)),
                        "{city} not in {}",
                        r.query
                    );
                    assert!(r.query.contains(&district), "{district} not in {}", r.query);
                }
            }
        }
        for kind in ["Missing", "Error", "Unmatch"] {
            assert!(seen.get(kind).copied().unwrap_or(0) > 5, "{kind}: {seen:?}");
        }
    }
}

fn is_subsequence(short: &str, full: &str) -> bool {
    let mut it = full.chars();
    short
        .chars()
        .filter(|c| !c.is_whitespace())
        .all(|c| it.any(|f| f == c))
}

#[test]
fn condition_labels_name_short_forms_of_real_values() {
    for (l, records) in both() {
        let conn = Connection::open(&l.sqlite_path).unwrap();
        let mut count = 0;
        for r in records
            .iter()
            .filter(|r| !r.condition_underspecification.is_empty())
        {
            assert_eq!(
                r.condition_underspecification.len(),
                r.where_clarification.len(),
                "{}",
                r.query
            );
            for g in &r.gold_clarifications {
                let GoldIssue::Where { triple } = &g.issue else {
                    continue;
                };
                assert!(r.condition_underspecification.contains(triple));
                assert_eq!(r.where_clarification.get(&g.value), Some(&triple.1));
                let (short, full) = (&triple.0, &g.value);
                assert!(r.query.contains(short.as_str()), "{}", r.query);
                assert!(!r.query.contains(full.as_str()), "{}", r.query);
                assert!(
                    full.contains(short.as_str()) || is_subsequence(short, full),
                    "{short} / {full}"
                );
                let column = ["community_name", "project_name", "enterprise_name"]
                    .into_iter()
                    .find(|c| r.sql.contains(c))
                    .unwrap();
                let table = &r.tables[0];
                let n = |v: &str| -> i64 {
                    conn.query_row(
                        &format!("SELECT COUNT(*) FROM {table} WHERE {column} = ?1"),
                        [v],
                        |x| x.get(0),
                    )
                    .unwrap()
                };
                assert_eq!(n(short), 0, "{short} is an exact value of {table}");
                assert!(
                    r.sql.contains(&format!("'{}'", full.replace('\'', "''"))),
                    "gold SQL uses the full value"
                );
                count += 1;
            }
            // The WHERE-Clarification keys are the full values; the triples list the short forms.
            let shorts: BTreeSet<&String> = r
                .condition_underspecification
                .iter()
                .map(|t| &t.0)
                .collect();
            assert!(r.where_clarification.keys().all(|k| !shorts.contains(k)));
        }
        assert!(count > 100, "{count}");
    }
}

#[test]
fn vague_intents_avoid_their_forbidden_words() {
    for (_, records) in both() {
        let mut count = 0;
        for r in records.iter() {
            let vague = r.intent.iter().any(|i| i == "unknown");
            assert_eq!(
                r.intent_underspecification == Flag::True,
                vague,
                "{}",
                r.query
            );
            assert_eq!(r.select_clarification.len(), usize::from(vague));
            if vague {
                count += 1;
                assert!(!r.forbidden_words.is_empty());
                for w in &r.forbidden_words {
                    assert!(
                        !contains_forbidden(&r.query, w, r.lang),
                        "'{w}' in {}",
                        r.query
                    );
                }
                let header = r.select_clarification.values().next().unwrap();
                assert!(r.forbidden_words.contains(header));
            }
        }
        assert!(count > 30, "{count}");
    }
}

#[test]
fn gold_clarifications_cover_every_label() {
    for (_, records) in both() {
        for r in records.iter() {
            let scope_in_gold: usize = r
                .gold_clarifications
                .iter()
                .map(|g| match &g.issue {
                    clarisql_gen::odutqa::GoldIssue::From { triples } => triples.len(),
                    _ => 0,
                })
                .sum();
            assert_eq!(
                scope_in_gold,
                r.scope_underspecification.len(),
                "{}",
                r.query
            );
            let where_in_gold = r
                .gold_clarifications
                .iter()
                .filter(|g| matches!(g.issue, clarisql_gen::odutqa::GoldIssue::Where { .. }))
                .count();
            assert_eq!(where_in_gold, r.condition_underspecification.len());
            for g in &r.gold_clarifications {
                let in_dicts = r.from_clarification.get(&g.value) == Some(&g.value_type)
                    || r.where_clarification.get(&g.value) == Some(&g.value_type)
                    || r.select_clarification.values().any(|v| v == &g.value);
                assert!(in_dicts, "{g:?} in {}", r.query);
            }
        }
    }
}

#[test]
fn chinese_records_are_in_chinese() {
    let (_, records) = lake(Lang::Zh);
    let cjk = |s: &str| s.chars().any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c));
    assert!(records
        .iter()
        .all(|r| cjk(&r.query) && r.table_caption.iter().all(|c| cjk(c))));
    assert!(records
        .iter()
        .filter(|r| !r.from_clarification.is_empty())
        .all(|r| r.from_clarification.values().all(|t| cjk(t))));
    // Chinese slot tags are per character.
    let r = records
        .iter()
        .find(|r| r.slots.iter().any(|s| s == "B-community"))
        .unwrap();
    assert!(r
        .tokens
        .iter()
        .filter(|t| cjk(t))
        .all(|t| t.chars().count() == 1));
}

#[test]
fn same_seed_same_files_other_seed_other_files() {
    let gen = |name: &str, seed: u64| {
        generate_lake(&LakeOptions {
            out_dir: out_dir(name),
            lang: Lang::En,
            seed,
            size: Size::Small,
        })
        .unwrap()
    };
    let (a, b, c) = (gen("seed-a", 42), gen("seed-b", 42), gen("seed-c", 43));
    for file in [
        "train.json",
        "validation.json",
        "test.json",
        "short_forms.json",
        "manifest.json",
        "odutqa_en.sqlite",
    ] {
        let read = |l: &GeneratedLake| std::fs::read(l.dir.join(file)).unwrap();
        assert_eq!(read(&a), read(&b), "{file} differs under the same seed");
    }
    assert_ne!(
        std::fs::read(a.dir.join("train.json")).unwrap(),
        std::fs::read(c.dir.join("train.json")).unwrap()
    );
    assert_ne!(
        std::fs::read(&a.sqlite_path).unwrap(),
        std::fs::read(&c.sqlite_path).unwrap()
    );
    // Regenerating in place replaces the files rather than appending to them.
    let again = gen("seed-a", 42);
    assert_eq!(
        std::fs::read(&again.sqlite_path).unwrap(),
        std::fs::read(&b.sqlite_path).unwrap()
    );
}

#[test]
fn load_records_explains_bad_files() {
    let dir = out_dir("bad");
    std::fs::create_dir_all(&dir).unwrap();
    let missing = load_records(&dir.join("nope.json")).unwrap_err();
    assert!(
        matches!(missing, GenError::Io { .. }) && missing.to_string().contains("nope.json"),
        "{missing}"
    );
    let truncated = dir.join("truncated.json");
    std::fs::write(&truncated, "[{\"Query\": \"What is").unwrap();
    let err = load_records(&truncated).unwrap_err();
    assert!(matches!(err, GenError::Malformed { .. }), "{err}");
    assert!(
        err.to_string().contains("truncated.json") && err.to_string().contains("regenerate"),
        "{err}"
    );
    let wrong_shape = dir.join("wrong.json");
    std::fs::write(&wrong_shape, "[{\"Query\": \"hi\"}]").unwrap();
    let err = load_records(&wrong_shape).unwrap_err().to_string();
    assert!(err.contains("missing field"), "{err}");
}

#[test]
fn an_unusable_output_folder_is_reported_with_its_path() {
    let file = out_dir("not-a-folder");
    std::fs::create_dir_all(file.parent().unwrap()).unwrap();
    std::fs::write(&file, "a file where the output folder should go").unwrap();
    let err = generate_lake(&LakeOptions {
        out_dir: file,
        lang: Lang::En,
        seed: 1,
        size: Size::Small,
    })
    .unwrap_err();
    assert!(matches!(err, GenError::Io { .. }), "{err}");
    assert!(
        err.to_string().contains("not-a-folder") && err.to_string().contains("writable"),
        "{err}"
    );
}

/// The full paper-size set: slow in a debug build, so opt-in.
#[test]
#[ignore = "generates 2 × 25,105 records; run with `cargo test -p clarisql-gen -- --ignored`"]
fn paper_size_matches_table_4_exactly() {
    for lang in [Lang::En, Lang::Zh] {
        let l = generate_lake(&LakeOptions {
            out_dir: out_dir("paper"),
            lang,
            seed: 7,
            size: Size::Paper,
        })
        .unwrap();
        assert_eq!(l.records, 25_105);
        assert_eq!(l.tables.len(), 209);
        let expected = [
            ("well_specified", 5_095),
            ("select", 197),
            ("from", 3_274),
            ("where", 4_421),
            ("mixed", 12_118),
        ];
        for (name, n) in expected {
            assert_eq!(l.strata.get(name).copied(), Some(n), "{name}");
        }
        let test = load_records(&l.test_path).unwrap();
        assert!((5_000..5_050).contains(&test.len()), "{}", test.len());
    }
}
