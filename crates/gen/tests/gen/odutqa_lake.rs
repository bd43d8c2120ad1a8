//! The generated lake: real SQLite files, read back the way the project's lake loader does.

use clarisql_gen::odutqa::{
    describe_lake, generate_lake, GeneratedLake, LakeOptions, Lang, ShortForm, Size, TableKind,
};
use rusqlite::Connection;
use std::path::PathBuf;
use std::sync::OnceLock;

fn lake(lang: Lang) -> &'static GeneratedLake {
    static EN: OnceLock<GeneratedLake> = OnceLock::new();
    static ZH: OnceLock<GeneratedLake> = OnceLock::new();
    let cell = if lang == Lang::En { &EN } else { &ZH };
    cell.get_or_init(|| {
        let out_dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("odutqa-lake-tests");
        generate_lake(&LakeOptions {
            out_dir,
            lang,
            seed: 11,
            size: Size::Small,
        })
        .unwrap()
    })
}

fn open(lang: Lang) -> Connection {
    Connection::open(&lake(lang).sqlite_path).unwrap()
}

fn strings(conn: &Connection, sql: &str) -> Vec<String> {
    let mut stmt = conn.prepare(sql).unwrap();
    stmt.query_map([], |r| r.get::<_, String>(0))
        .unwrap()
        .map(Result::unwrap)
        .collect()
}

fn has_cjk(s: &str) -> bool {
    s.chars().any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c))
}

#[test]
fn uses_the_spider_layout() {
    let l = lake(Lang::En);
    assert_eq!(l.db_id, "odutqa_en");
    assert!(
        l.sqlite_path.ends_with("odutqa_en/odutqa_en.sqlite"),
        "{}",
        l.sqlite_path.display()
    );
    for p in [
        &l.train_path,
        &l.validation_path,
        &l.test_path,
        &l.short_forms_path,
    ] {
        assert!(p.is_file(), "{}", p.display());
    }
    assert!(l.dir.join("manifest.json").is_file());
}

#[test]
fn small_lake_has_a_handful_of_each_kind() {
    let conn = open(Lang::En);
    let names = strings(
        &conn,
        "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name",
    );
    let count = |prefix: &str| names.iter().filter(|n| n.starts_with(prefix)).count();
    assert_eq!(count("property_sales_"), 5);
    assert_eq!(count("land_auction_"), 5);
    assert_eq!(count("enterprise_finance_"), 4);
    assert!(names.contains(&"clarisql_meta".to_string()));
    assert!(names.iter().all(|n| n
        .chars()
        .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_')));
}

#[test]
fn paper_size_has_the_papers_table_counts_and_row_sizes() {
    let tables = describe_lake(Size::Paper, 7, Lang::En);
    let of = |k: TableKind| tables.iter().filter(|t| t.kind == k).collect::<Vec<_>>();
    let avg = |ts: &[&clarisql_gen::odutqa::TableInfo]| {
        ts.iter().map(|t| t.rows).sum::<usize>() as f64 / ts.len() as f64
    };
    let (property, land, finance) = (
        of(TableKind::PropertySales),
        of(TableKind::LandAuction),
        of(TableKind::EnterpriseFinance),
    );
    assert_eq!((property.len(), land.len(), finance.len()), (102, 103, 4));
    assert!(
        (900.0..1200.0).contains(&avg(&property)),
        "property rows {}",
        avg(&property)
    );
    assert!(
        (25.0..36.0).contains(&avg(&land)),
        "land rows {}",
        avg(&land)
    );
    assert!(
        (420.0..470.0).contains(&avg(&finance)),
        "finance rows {}",
        avg(&finance)
    );
    let years: Vec<u16> = finance.iter().filter_map(|t| t.year).collect();
    assert_eq!(years, [2019, 2020, 2021, 2022]);
}

#[test]
fn every_table_has_one_caption_in_the_papers_style() {
    for lang in [Lang::En, Lang::Zh] {
        let conn = open(lang);
        for info in &lake(lang).tables {
            let captions = strings(
                &conn,
                &format!("SELECT description FROM clarisql_meta WHERE table_name = '{}' AND column_name IS NULL", info.name),
            );
            assert_eq!(
                captions,
                std::slice::from_ref(&info.caption),
                "{}",
                info.name
            );
            let c = &info.caption;
            match (lang, info.kind) {
                (Lang::En, TableKind::LandAuction) => {
                    assert!(
                        c.starts_with("Table of Land Auction Information in ")
                            && c.contains(" District, "),
                        "{c}"
                    )
                }
                (Lang::En, TableKind::PropertySales) => {
                    assert!(
                        c.starts_with("Table of Property Sales Information in ")
                            && c.contains(" District, "),
                        "{c}"
                    )
                }
                (Lang::En, TableKind::EnterpriseFinance) => assert!(
                    c.starts_with("Table of Real Estate Enterprise Finance"),
                    "{c}"
                ),
                (Lang::Zh, TableKind::LandAuction) => {
                    assert!(c.ends_with("土地成交信息表") && c.contains('市'), "{c}")
                }
                (Lang::Zh, TableKind::PropertySales) => {
                    assert!(c.ends_with("商品房成交信息表") && c.contains('区'), "{c}")
                }
                (Lang::Zh, TableKind::EnterpriseFinance) => {
                    assert!(c.ends_with("年房地产企业财务信息表"), "{c}")
                }
            }
            // Column descriptions are there too, for linking words to columns.
            let described = strings(
                &conn,
                &format!("SELECT column_name FROM clarisql_meta WHERE table_name = '{}' AND column_name IS NOT NULL", info.name),
            );
            assert!(described.len() >= 8, "{}: {described:?}", info.name);
        }
    }
}

#[test]
fn tables_are_partitioned_by_city_district_and_year() {
    let l = lake(Lang::En);
    let conn = open(Lang::En);
    let mut cities = std::collections::BTreeSet::new();
    for info in &l.tables {
        match info.kind {
            TableKind::PropertySales | TableKind::LandAuction => {
                let (city, district) = (info.city.clone().unwrap(), info.district.clone().unwrap());
                assert!(
                    info.caption.ends_with(&format!("{district}, {city}")),
                    "{}",
                    info.caption
                );
                cities.insert(city);
                // Every row of a district table is in that district.
                let outside = strings(
                    &conn,
                    &format!(
                        "SELECT location FROM {} WHERE location NOT LIKE '%{}%'",
                        info.name,
                        district.replace('\'', "''")
                    ),
                );
                assert!(outside.is_empty(), "{}: {outside:?}", info.name);
            }
            TableKind::EnterpriseFinance => {
                assert!(info.name.ends_with(&info.year.unwrap().to_string()))
            }
        }
    }
    assert!(cities.len() >= 2, "an Unmatch needs two cities: {cities:?}");
    let months = strings(
        &conn,
        &format!(
            "SELECT DISTINCT transaction_month FROM {}",
            l.tables[0].name
        ),
    );
    assert!(
        months
            .iter()
            .all(|m| m.as_str() >= "2019-01" && m.as_str() <= "2022-12"),
        "{months:?}"
    );
    let pairs: Vec<(Option<String>, Option<String>)> = l
        .tables
        .iter()
        .map(|t| (t.city.clone(), t.district.clone()))
        .collect();
    let place_tables = l
        .tables
        .iter()
        .filter(|t| t.kind == TableKind::PropertySales)
        .count();
    let distinct: std::collections::BTreeSet<_> = l
        .tables
        .iter()
        .filter(|t| t.kind == TableKind::PropertySales)
        .map(|t| (&t.city, &t.district))
        .collect();
    assert_eq!(
        distinct.len(),
        place_tables,
        "one property table per district: {pairs:?}"
    );
}

fn is_subsequence(short: &str, full: &str) -> bool {
    let mut it = full.chars();
    short
        .chars()
        .filter(|c| !c.is_whitespace())
        .all(|c| it.any(|f| f == c))
}

#[test]
fn short_forms_abbreviate_real_values_and_are_not_values_themselves() {
    for lang in [Lang::En, Lang::Zh] {
        let l = lake(lang);
        let conn = open(lang);
        let forms: Vec<ShortForm> =
            serde_json::from_str(&std::fs::read_to_string(&l.short_forms_path).unwrap()).unwrap();
        assert!(forms.len() > 50, "{}", forms.len());
        assert!(forms.iter().any(|f| f.kind == "substring"));
        for f in &forms {
            let count = |v: &str| -> i64 {
                conn.query_row(
                    &format!("SELECT COUNT(*) FROM {} WHERE {} = ?1", f.table, f.column),
                    [v],
                    |r| r.get(0),
                )
                .unwrap()
            };
            assert!(count(&f.full) > 0, "{f:?}");
            assert_eq!(
                count(&f.short),
                0,
                "a short form must not be a value: {f:?}"
            );
            assert!(f.short.chars().count() < f.full.chars().count(), "{f:?}");
            match f.kind.as_str() {
                "substring" => assert!(f.full.contains(&f.short), "{f:?}"),
                _ => assert!(
                    is_subsequence(&f.short, &f.full) && !f.full.contains(&f.short),
                    "{f:?}"
                ),
            }
            // The short form points at one value of its table.
            let matches: i64 = conn
                .query_row(
                    &format!(
                        "SELECT COUNT(DISTINCT {}) FROM {} WHERE instr({}, ?1) > 0",
                        f.column, f.table, f.column
                    ),
                    [&f.short],
                    |r| r.get(0),
                )
                .unwrap();
            if f.kind == "substring" {
                assert_eq!(matches, 1, "{f:?}");
            }
        }
    }
}

#[test]
fn chinese_lake_has_chinese_values_and_captions() {
    let l = lake(Lang::Zh);
    let conn = open(Lang::Zh);
    assert!(l.tables.iter().all(|t| has_cjk(&t.caption)));
    for info in &l.tables {
        let column = match info.kind {
            TableKind::PropertySales => "community_name",
            TableKind::LandAuction => "project_name",
            TableKind::EnterpriseFinance => "enterprise_name",
        };
        let values = strings(
            &conn,
            &format!("SELECT {column} FROM {} LIMIT 20", info.name),
        );
        assert!(
            !values.is_empty() && values.iter().all(|v| has_cjk(v)),
            "{}: {values:?}",
            info.name
        );
    }
    let risks = strings(
        &conn,
        "SELECT DISTINCT risk_level FROM enterprise_finance_2021",
    );
    assert!(risks.iter().all(|r| r.ends_with("风险")), "{risks:?}");
    // The same seed builds the same lake in both languages, only the words differ.
    let en = lake(Lang::En);
    let rows = |g: &GeneratedLake| {
        g.tables
            .iter()
            .map(|t| (t.name.clone(), t.rows))
            .collect::<Vec<_>>()
    };
    assert_eq!(rows(en), rows(l));
}
