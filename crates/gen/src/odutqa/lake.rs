//! The lake: an abstract model of ODUTQA-MDC-shaped tables (property sales and land auctions per
//! city district, enterprise finance per year), built from the seed independently of the
//! language, then written to one SQLite file in English or Chinese.

use super::gazetteer::*;
use super::{GenError, Lang, Size};
use rand::seq::{IndexedRandom, SliceRandom};
use rand::Rng;
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};
use std::path::Path;

/// First and last year of the data (the paper's finance tables cover 2019–2022).
pub const FIRST_YEAR: u16 = 2019;
pub const LAST_YEAR: u16 = 2022;
pub(crate) const YEARS: [u16; 4] = [2019, 2020, 2021, 2022];

/// The three kinds of table of ODUTQA-MDC.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TableKind {
    /// One table per city district: monthly sales of residential projects.
    PropertySales,
    /// One table per city district: land parcels sold at auction.
    LandAuction,
    /// One table per year: financial indicators of real estate enterprises.
    EnterpriseFinance,
}

/// A column of one of the table kinds: its ASCII name and how people call it.
pub(crate) struct ColumnSpec {
    pub name: &'static str,
    pub en: &'static str,
    pub zh: &'static str,
    pub unit_en: &'static str,
    pub unit_zh: &'static str,
    pub sql_type: &'static str,
}

impl ColumnSpec {
    /// The header as a person says it ("Green Coverage Ratio" / "绿化率"): used in labels.
    pub fn display(&self, lang: Lang) -> &'static str {
        match lang {
            Lang::En => self.en,
            Lang::Zh => self.zh,
        }
    }

    /// The header with its unit, stored as the column description.
    pub fn description(&self, lang: Lang) -> String {
        let (name, unit) = match lang {
            Lang::En => (self.en, self.unit_en),
            Lang::Zh => (self.zh, self.unit_zh),
        };
        if unit.is_empty() {
            name.to_string()
        } else {
            format!("{name} ({unit})")
        }
    }
}

const fn col(
    name: &'static str,
    en: &'static str,
    zh: &'static str,
    unit_en: &'static str,
    unit_zh: &'static str,
    sql_type: &'static str,
) -> ColumnSpec {
    ColumnSpec {
        name,
        en,
        zh,
        unit_en,
        unit_zh,
        sql_type,
    }
}

pub(crate) const PROPERTY_COLUMNS: &[ColumnSpec] = &[
    col(
        "community_name",
        "Community Name",
        "小区名称",
        "",
        "",
        "TEXT",
    ),
    col("developer", "Developer", "开发商", "", "", "TEXT"),
    col("location", "Location", "项目地址", "", "", "TEXT"),
    col("property_type", "Property Type", "物业类型", "", "", "TEXT"),
    col(
        "transaction_month",
        "Transaction Month",
        "成交月份",
        "YYYY-MM",
        "年-月",
        "TEXT",
    ),
    col(
        "units_sold",
        "Units Sold",
        "成交套数",
        "units",
        "套",
        "INTEGER",
    ),
    col(
        "transaction_area",
        "Transaction Area",
        "成交面积",
        "m²",
        "平方米",
        "REAL",
    ),
    col(
        "average_price",
        "Average Price",
        "成交均价",
        "yuan/m²",
        "元/平方米",
        "INTEGER",
    ),
    col(
        "transaction_amount",
        "Transaction Amount",
        "成交金额",
        "10k yuan",
        "万元",
        "REAL",
    ),
    col(
        "green_coverage_ratio",
        "Green Coverage Ratio",
        "绿化率",
        "%",
        "%",
        "REAL",
    ),
    col("plot_ratio", "Plot Ratio", "容积率", "", "", "REAL"),
];

pub(crate) const LAND_COLUMNS: &[ColumnSpec] = &[
    col("parcel_code", "Parcel Code", "地块编号", "", "", "TEXT"),
    col("project_name", "Project Name", "项目名称", "", "", "TEXT"),
    col("location", "Location", "地块位置", "", "", "TEXT"),
    col("land_use", "Land Use", "土地用途", "", "", "TEXT"),
    col("land_area", "Land Area", "土地面积", "m²", "平方米", "REAL"),
    col("plot_ratio", "Plot Ratio", "容积率", "", "", "REAL"),
    col(
        "building_density",
        "Building Density",
        "建筑密度",
        "%",
        "%",
        "REAL",
    ),
    col(
        "green_coverage_ratio",
        "Green Coverage Ratio",
        "绿化率",
        "%",
        "%",
        "REAL",
    ),
    col(
        "starting_price",
        "Starting Price",
        "起始价",
        "10k yuan",
        "万元",
        "REAL",
    ),
    col(
        "transaction_price",
        "Transaction Price",
        "成交价",
        "10k yuan",
        "万元",
        "REAL",
    ),
    col(
        "floor_price",
        "Floor Price",
        "楼面地价",
        "yuan/m²",
        "元/平方米",
        "INTEGER",
    ),
    col("premium_rate", "Premium Rate", "溢价率", "%", "%", "REAL"),
    col("winning_bidder", "Winning Bidder", "竞得人", "", "", "TEXT"),
    col(
        "transaction_date",
        "Transaction Date",
        "成交日期",
        "YYYY-MM-DD",
        "年-月-日",
        "TEXT",
    ),
];

pub(crate) const FINANCE_COLUMNS: &[ColumnSpec] = &[
    col(
        "enterprise_name",
        "Enterprise Name",
        "企业名称",
        "",
        "",
        "TEXT",
    ),
    col("city", "City", "所在城市", "", "", "TEXT"),
    col(
        "operating_revenue",
        "Operating Revenue",
        "营业收入",
        "100M yuan",
        "亿元",
        "REAL",
    ),
    col(
        "operating_profit",
        "Operating Profit",
        "营业利润",
        "100M yuan",
        "亿元",
        "REAL",
    ),
    col(
        "net_profit",
        "Net Profit",
        "净利润",
        "100M yuan",
        "亿元",
        "REAL",
    ),
    col(
        "total_assets",
        "Total Assets",
        "总资产",
        "100M yuan",
        "亿元",
        "REAL",
    ),
    col(
        "debt_ratio",
        "Debt-to-Asset Ratio",
        "资产负债率",
        "%",
        "%",
        "REAL",
    ),
    col("risk_level", "Risk Level", "风险等级", "", "", "TEXT"),
];

pub(crate) fn columns(kind: TableKind) -> &'static [ColumnSpec] {
    match kind {
        TableKind::PropertySales => PROPERTY_COLUMNS,
        TableKind::LandAuction => LAND_COLUMNS,
        TableKind::EnterpriseFinance => FINANCE_COLUMNS,
    }
}

pub(crate) fn column(kind: TableKind, name: &str) -> &'static ColumnSpec {
    // Column names are compile-time constants of this module; a miss is a bug caught by tests.
    columns(kind)
        .iter()
        .find(|c| c.name == name)
        .unwrap_or(&columns(kind)[0])
}

/// A city district, as indexes into the gazetteer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Place {
    pub city: usize,
    pub district: usize,
}

impl Place {
    pub fn city_def(&self) -> &'static CityDef {
        &CITIES[self.city]
    }
    pub fn district_def(&self) -> &'static DistrictDef {
        &CITIES[self.city].districts[self.district]
    }
}

/// The canonical name of a city: "Guangzhou" / "广州市".
pub(crate) fn city_name(city: usize, lang: Lang) -> String {
    match lang {
        Lang::En => CITIES[city].en.to_string(),
        Lang::Zh => CITIES[city].zh.to_string(),
    }
}

/// The canonical name of a district: "Conghua District" / "从化区".
pub(crate) fn district_name(place: Place, lang: Lang) -> String {
    let d = place.district_def();
    match lang {
        Lang::En => format!("{} District", d.en),
        Lang::Zh => d.zh.to_string(),
    }
}

fn pick(pair: Pair, lang: Lang) -> &'static str {
    match lang {
        Lang::En => pair.0,
        Lang::Zh => pair.1,
    }
}

/// A project name: developer brand + distinctive core + kind word.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct ProjectName {
    pub brand: usize,
    pub core: usize,
    pub suffix: usize,
}

impl ProjectName {
    /// "Huayue Binjiang Garden" / "华悦滨江花园".
    pub fn full(&self, lang: Lang) -> String {
        let (b, c, s) = (
            BRANDS[self.brand],
            NAME_CORES[self.core],
            NAME_SUFFIXES[self.suffix],
        );
        match lang {
            Lang::En => format!("{} {} {}", b.0, c.0, s.0),
            Lang::Zh => format!("{}{}{}", b.1, c.1, s.1),
        }
    }
    /// "Binjiang Garden" / "滨江花园": what people type when they leave the brand out.
    pub fn short(&self, lang: Lang) -> String {
        let (c, s) = (NAME_CORES[self.core], NAME_SUFFIXES[self.suffix]);
        match lang {
            Lang::En => format!("{} {}", c.0, s.0),
            Lang::Zh => format!("{}{}", c.1, s.1),
        }
    }
}

/// A real estate enterprise: home city, brand and line of business.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Enterprise {
    pub city: usize,
    pub brand: usize,
    pub kind: usize,
}

impl Enterprise {
    /// "Guangzhou Huayue Real Estate Development Co., Ltd." / "广州华悦房地产开发有限公司".
    pub fn full(&self, lang: Lang) -> String {
        let (c, b, k) = (
            &CITIES[self.city],
            BRANDS[self.brand],
            &ENTERPRISE_KINDS[self.kind],
        );
        match lang {
            Lang::En => format!("{} {} {}", c.en, b.0, k.en),
            Lang::Zh => format!("{}{}{}", c.zh.trim_end_matches('市'), b.1, k.zh),
        }
    }
    /// "Huayue Real Estate" / "华悦地产".
    pub fn short(&self, lang: Lang) -> String {
        let (b, k) = (BRANDS[self.brand], &ENTERPRISE_KINDS[self.kind]);
        match lang {
            Lang::En => format!("{} {}", b.0, k.en_short),
            Lang::Zh => format!("{}{}", b.1, k.zh_short),
        }
    }
}

pub(crate) struct Community {
    pub name: ProjectName,
    pub developer: usize,
    pub road: usize,
    pub number: u32,
    pub property_type: usize,
    pub green: f64,
    pub plot: f64,
}

pub(crate) struct SalesRow {
    pub community: usize,
    pub year: u16,
    pub month: u8,
    pub units: i64,
    pub area: f64,
    pub avg_price: i64,
    pub amount: f64,
}

pub(crate) struct PropertyTable {
    pub place: Place,
    pub communities: Vec<Community>,
    pub rows: Vec<SalesRow>,
}

pub(crate) struct Parcel {
    pub code: String,
    pub name: ProjectName,
    pub direction: usize,
    pub road: usize,
    pub land_use: usize,
    pub area: f64,
    pub plot: f64,
    pub density: f64,
    pub green: f64,
    pub starting_price: f64,
    pub price: f64,
    pub floor_price: i64,
    pub premium: f64,
    pub winner: usize,
    pub date: (u16, u8, u8),
}

pub(crate) struct LandTable {
    pub place: Place,
    pub parcels: Vec<Parcel>,
}

pub(crate) struct FinanceRow {
    pub enterprise: usize,
    pub revenue: f64,
    pub operating_profit: f64,
    pub net_profit: f64,
    pub assets: f64,
    pub debt_ratio: f64,
    pub risk: usize,
}

pub(crate) struct FinanceTable {
    pub year: u16,
    pub rows: Vec<FinanceRow>,
}

/// The whole lake before it is written in a language.
pub(crate) struct LakeModel {
    pub enterprises: Vec<Enterprise>,
    pub property: Vec<PropertyTable>,
    pub land: Vec<LandTable>,
    pub finance: Vec<FinanceTable>,
}

/// How big a lake is.
pub(crate) struct SizePlan {
    pub cities: Option<usize>,
    pub districts_per_city: Option<usize>,
    pub property_tables: usize,
    pub land_tables: usize,
    pub communities: (usize, usize),
    pub parcels: (usize, usize),
    pub enterprises: usize,
}

impl SizePlan {
    pub fn of(size: Size) -> SizePlan {
        match size {
            // The paper's shape: 102 property tables (~1,040 rows), 103 land tables (~30 rows),
            // 4 finance tables (~445 rows).
            Size::Paper => SizePlan {
                cities: None,
                districts_per_city: None,
                property_tables: 102,
                land_tables: 103,
                communities: (28, 40),
                parcels: (20, 41),
                enterprises: 458,
            },
            Size::Small => SizePlan {
                cities: Some(3),
                districts_per_city: Some(2),
                property_tables: 5,
                land_tables: 5,
                communities: (5, 7),
                parcels: (6, 9),
                enterprises: 48,
            },
        }
    }
}

fn round_to(x: f64, decimals: i32) -> f64 {
    let f = 10f64.powi(decimals);
    (x * f).round() / f
}

impl LakeModel {
    pub fn generate(size: Size, rng: &mut ChaCha8Rng) -> LakeModel {
        let plan = SizePlan::of(size);
        let mut city_ids: Vec<usize> = (0..CITIES.len()).collect();
        if let Some(n) = plan.cities {
            city_ids.shuffle(rng);
            city_ids.truncate(n);
            city_ids.sort();
        }
        let mut places = Vec::new();
        for &c in &city_ids {
            let mut ds: Vec<usize> = (0..CITIES[c].districts.len()).collect();
            if let Some(n) = plan.districts_per_city {
                ds.shuffle(rng);
                ds.truncate(n);
                ds.sort();
            }
            places.extend(ds.into_iter().map(|district| Place { city: c, district }));
        }
        let enterprises = generate_enterprises(plan.enterprises, rng);
        let property_places = choose_places(&places, plan.property_tables, rng);
        let land_places = choose_places(&places, plan.land_tables, rng);
        let property = property_places
            .into_iter()
            .map(|place| generate_property_table(place, &plan, &enterprises, rng))
            .collect();
        let land = land_places
            .into_iter()
            .map(|place| generate_land_table(place, &plan, &enterprises, rng))
            .collect();
        let finance = generate_finance_tables(&enterprises, rng);
        LakeModel {
            enterprises,
            property,
            land,
            finance,
        }
    }
}

fn choose_places(places: &[Place], n: usize, rng: &mut ChaCha8Rng) -> Vec<Place> {
    let mut chosen: Vec<Place> = places.to_vec();
    chosen.shuffle(rng);
    chosen.truncate(n.min(places.len()));
    // Keep a stable, readable table order: by city, then district.
    chosen.sort_by_key(|p| (p.city, p.district));
    chosen
}

fn generate_enterprises(n: usize, rng: &mut ChaCha8Rng) -> Vec<Enterprise> {
    // (brand, kind) is unique, so every short form names exactly one enterprise.
    let mut combos: Vec<(usize, usize)> = (0..BRANDS.len())
        .flat_map(|b| (0..ENTERPRISE_KINDS.len()).map(move |k| (b, k)))
        .collect();
    combos.shuffle(rng);
    combos.truncate(n.min(combos.len()));
    combos.sort();
    combos
        .into_iter()
        .map(|(brand, kind)| Enterprise {
            city: rng.random_range(0..CITIES.len()),
            brand,
            kind,
        })
        .collect()
}

/// Distinct (core, suffix) pairs for one table, so a short form points at one project.
fn distinct_names(
    n: usize,
    enterprises: &[Enterprise],
    rng: &mut ChaCha8Rng,
) -> Vec<(ProjectName, usize)> {
    let mut pairs: Vec<(usize, usize)> = (0..NAME_CORES.len())
        .flat_map(|c| (0..NAME_SUFFIXES.len()).map(move |s| (c, s)))
        .collect();
    pairs.shuffle(rng);
    pairs.truncate(n);
    pairs
        .into_iter()
        .map(|(core, suffix)| {
            let developer = rng.random_range(0..enterprises.len());
            (
                ProjectName {
                    brand: enterprises[developer].brand,
                    core,
                    suffix,
                },
                developer,
            )
        })
        .collect()
}

fn district_factor(place: Place) -> f64 {
    // Central districts come first in the gazetteer: they are dearer.
    let n = place.city_def().districts.len() as f64;
    1.45 - 0.8 * (place.district as f64 / n)
}

fn generate_property_table(
    place: Place,
    plan: &SizePlan,
    enterprises: &[Enterprise],
    rng: &mut ChaCha8Rng,
) -> PropertyTable {
    let n = rng.random_range(plan.communities.0..=plan.communities.1);
    let base = place.city_def().price as f64 * district_factor(place);
    let mut communities = Vec::with_capacity(n);
    let mut rows = Vec::new();
    for (i, (name, developer)) in distinct_names(n, enterprises, rng).into_iter().enumerate() {
        let property_type = if rng.random_bool(0.75) {
            0
        } else {
            rng.random_range(1..PROPERTY_TYPES.len())
        };
        communities.push(Community {
            name,
            developer,
            road: rng.random_range(0..ROADS.len()),
            number: rng.random_range(1..400),
            property_type,
            green: round_to(rng.random_range(25.0..45.0), 1),
            plot: round_to(rng.random_range(1.2..4.5), 2),
        });
        let level = base * rng.random_range(0.8..1.25);
        let unit_size = rng.random_range(75.0..140.0);
        let popularity: f64 = rng.random_range(8.0..120.0);
        // Projects open for sale at different times; a few months have no sales at all.
        let start = rng.random_range(0..30u32);
        for m in start..48 {
            if rng.random_bool(0.08) {
                continue;
            }
            let year = FIRST_YEAR + (m / 12) as u16;
            let month = (m % 12 + 1) as u8;
            let drift = 1.0 + 0.004 * m as f64;
            let avg_price = (level * drift * rng.random_range(0.95..1.05)).round() as i64;
            let units = ((popularity * rng.random_range(0.3..1.7)).round() as i64).max(1);
            let area = round_to(units as f64 * unit_size * rng.random_range(0.9..1.1), 2);
            let amount = round_to(area * avg_price as f64 / 10_000.0, 2);
            rows.push(SalesRow {
                community: i,
                year,
                month,
                units,
                area,
                avg_price,
                amount,
            });
        }
    }
    PropertyTable {
        place,
        communities,
        rows,
    }
}

fn generate_land_table(
    place: Place,
    plan: &SizePlan,
    enterprises: &[Enterprise],
    rng: &mut ChaCha8Rng,
) -> LandTable {
    let n = rng.random_range(plan.parcels.0..=plan.parcels.1);
    let base = place.city_def().price as f64 * district_factor(place) * 0.42;
    let prefix: String = place
        .district_def()
        .slug
        .chars()
        .take(2)
        .collect::<String>()
        .to_uppercase();
    let mut parcels = Vec::with_capacity(n);
    for (i, (name, winner)) in distinct_names(n, enterprises, rng).into_iter().enumerate() {
        let year = YEARS[rng.random_range(0..YEARS.len())];
        let month = rng.random_range(1..=12u8);
        let day = rng.random_range(1..=28u8);
        let land_use = *[0usize, 0, 0, 1, 2, 2, 3].choose(rng).unwrap_or(&0);
        let area = round_to(rng.random_range(8_000.0..120_000.0), 2);
        let plot = round_to(rng.random_range(1.0..3.5), 2);
        let floor_price = (base * rng.random_range(0.7..1.3)).round() as i64;
        let price = round_to(floor_price as f64 * area * plot / 10_000.0, 2);
        let premium = if rng.random_bool(0.45) {
            0.0
        } else {
            round_to(rng.random_range(1.0..60.0), 2)
        };
        parcels.push(Parcel {
            code: format!("{prefix}{year}-{:02}", i + 1),
            name,
            direction: rng.random_range(0..DIRECTIONS.len()),
            road: rng.random_range(0..ROADS.len()),
            land_use,
            area,
            plot,
            density: round_to(rng.random_range(18.0..40.0), 1),
            green: round_to(rng.random_range(25.0..40.0), 1),
            starting_price: round_to(price / (1.0 + premium / 100.0), 2),
            price,
            floor_price,
            premium,
            winner,
            date: (year, month, day),
        });
    }
    // Parcels are listed in the order they were sold, as a land bureau would.
    parcels.sort_by_key(|p| p.date);
    LandTable { place, parcels }
}

fn generate_finance_tables(enterprises: &[Enterprise], rng: &mut ChaCha8Rng) -> Vec<FinanceTable> {
    let mut state: Vec<(f64, f64, f64, f64)> = enterprises
        .iter()
        .map(|_| {
            let revenue = (rng.random_range(1.5f64..7.5)).exp(); // about 4.5 to 1,800 (100M yuan)
            (
                revenue,
                rng.random_range(-0.08..0.22),
                rng.random_range(1.6..4.0),
                rng.random_range(45.0..92.0),
            )
        })
        .collect();
    let mut tables = Vec::new();
    for year in YEARS {
        let mut rows = Vec::new();
        for (e, s) in state.iter_mut().enumerate() {
            if year > FIRST_YEAR {
                s.0 *= rng.random_range(0.78..1.25);
                s.1 = (s.1 + rng.random_range(-0.05..0.05)).clamp(-0.2, 0.3);
                s.3 = (s.3 + rng.random_range(-4.0..4.0)).clamp(30.0, 98.0);
            }
            // Not every enterprise files every year.
            if rng.random_bool(0.03) {
                continue;
            }
            let revenue = round_to(s.0, 2);
            let operating_profit = round_to(s.0 * s.1, 2);
            let net_profit = round_to(operating_profit * rng.random_range(0.68..0.8), 2);
            let assets = round_to(s.0 * s.2, 2);
            let debt_ratio = round_to(s.3, 2);
            let risk = if debt_ratio > 85.0 || net_profit < 0.0 {
                2
            } else if debt_ratio > 70.0 {
                1
            } else {
                0
            };
            rows.push(FinanceRow {
                enterprise: e,
                revenue,
                operating_profit,
                net_profit,
                assets,
                debt_ratio,
                risk,
            });
        }
        tables.push(FinanceTable { year, rows });
    }
    tables
}

/// One table of a generated lake, as written.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct TableInfo {
    /// ASCII table name: `land_auction_guangzhou_conghua`.
    pub name: String,
    /// "Table of Land Auction Information in Conghua District, Guangzhou".
    pub caption: String,
    pub kind: TableKind,
    /// The partition the table covers: city and district, or the year.
    pub city: Option<String>,
    pub district: Option<String>,
    pub year: Option<u16>,
    pub rows: usize,
}

/// A long value and the short form people use for it; `short` is never itself a value of the
/// column, but is contained in `full` (as a substring, or as an in-order abbreviation).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ShortForm {
    pub table: String,
    pub column: String,
    pub full: String,
    pub short: String,
    /// `substring` or `abbreviation`.
    pub kind: String,
}

pub(crate) fn property_table_name(t: &PropertyTable) -> String {
    format!(
        "property_sales_{}_{}",
        t.place.city_def().slug,
        t.place.district_def().slug
    )
}

pub(crate) fn land_table_name(t: &LandTable) -> String {
    format!(
        "land_auction_{}_{}",
        t.place.city_def().slug,
        t.place.district_def().slug
    )
}

pub(crate) fn finance_table_name(year: u16) -> String {
    format!("enterprise_finance_{year}")
}

/// The caption of a district table, in the paper's style.
pub(crate) fn place_caption(kind: TableKind, place: Place, lang: Lang) -> String {
    let (c, d) = (place.city_def(), place.district_def());
    match (kind, lang) {
        (TableKind::LandAuction, Lang::En) => {
            format!(
                "Table of Land Auction Information in {} District, {}",
                d.en, c.en
            )
        }
        (TableKind::LandAuction, Lang::Zh) => format!("{}{}土地成交信息表", c.zh, d.zh),
        (_, Lang::En) => format!(
            "Table of Property Sales Information in {} District, {}",
            d.en, c.en
        ),
        (_, Lang::Zh) => format!("{}{}商品房成交信息表", c.zh, d.zh),
    }
}

pub(crate) fn finance_caption(year: u16, lang: Lang) -> String {
    match lang {
        Lang::En => format!("Table of Real Estate Enterprise Finance Information, {year}"),
        Lang::Zh => format!("{year}年房地产企业财务信息表"),
    }
}

/// Where a community is: "88 Zhongshan Road, Conghua District" / "从化区中山路88号".
pub(crate) fn community_location(c: &Community, place: Place, lang: Lang) -> String {
    match lang {
        Lang::En => format!(
            "{} {} Road, {}",
            c.number,
            ROADS[c.road].0,
            district_name(place, lang)
        ),
        Lang::Zh => format!(
            "{}{}路{}号",
            place.district_def().zh,
            ROADS[c.road].1,
            c.number
        ),
    }
}

pub(crate) fn parcel_location(p: &Parcel, place: Place, lang: Lang) -> String {
    match lang {
        Lang::En => format!(
            "{} of {} Road, {}",
            DIRECTIONS[p.direction].0,
            ROADS[p.road].0,
            district_name(place, lang)
        ),
        Lang::Zh => format!(
            "{}{}路以{}",
            place.district_def().zh,
            ROADS[p.road].1,
            DIRECTIONS[p.direction].1
        ),
    }
}

impl LakeModel {
    /// Every table with its caption and partition, in the order written.
    pub fn tables(&self, lang: Lang) -> Vec<TableInfo> {
        let mut out = Vec::new();
        for t in &self.property {
            out.push(TableInfo {
                name: property_table_name(t),
                caption: place_caption(TableKind::PropertySales, t.place, lang),
                kind: TableKind::PropertySales,
                city: Some(city_name(t.place.city, lang)),
                district: Some(district_name(t.place, lang)),
                year: None,
                rows: t.rows.len(),
            });
        }
        for t in &self.land {
            out.push(TableInfo {
                name: land_table_name(t),
                caption: place_caption(TableKind::LandAuction, t.place, lang),
                kind: TableKind::LandAuction,
                city: Some(city_name(t.place.city, lang)),
                district: Some(district_name(t.place, lang)),
                year: None,
                rows: t.parcels.len(),
            });
        }
        for t in &self.finance {
            out.push(TableInfo {
                name: finance_table_name(t.year),
                caption: finance_caption(t.year, lang),
                kind: TableKind::EnterpriseFinance,
                city: None,
                district: None,
                year: Some(t.year),
                rows: t.rows.len(),
            });
        }
        out
    }

    /// The short forms of every long name in the lake, per table.
    pub fn short_forms(&self, lang: Lang) -> Vec<ShortForm> {
        let mut out = Vec::new();
        let substring = |full: &str, short: &str| {
            if full.contains(short) {
                "substring".to_string()
            } else {
                "abbreviation".to_string()
            }
        };
        for t in &self.property {
            for c in &t.communities {
                let (full, short) = (c.name.full(lang), c.name.short(lang));
                out.push(ShortForm {
                    table: property_table_name(t),
                    column: "community_name".into(),
                    kind: substring(&full, &short),
                    full,
                    short,
                });
            }
        }
        for t in &self.land {
            for p in &t.parcels {
                let (full, short) = (p.name.full(lang), p.name.short(lang));
                out.push(ShortForm {
                    table: land_table_name(t),
                    column: "project_name".into(),
                    kind: substring(&full, &short),
                    full,
                    short,
                });
            }
        }
        for t in &self.finance {
            for r in &t.rows {
                let e = &self.enterprises[r.enterprise];
                let (full, short) = (e.full(lang), e.short(lang));
                out.push(ShortForm {
                    table: finance_table_name(t.year),
                    column: "enterprise_name".into(),
                    kind: substring(&full, &short),
                    full,
                    short,
                });
            }
        }
        out
    }

    /// Writes the lake to a fresh SQLite file at `path` (replacing any file there).
    pub fn write_sqlite(&self, path: &Path, lang: Lang) -> Result<(), GenError> {
        let tmp = path.with_extension("sqlite.partial");
        remove_if_exists(&tmp)?;
        let sql_err = |e: rusqlite::Error| GenError::Sqlite {
            path: path.to_path_buf(),
            message: e.to_string(),
        };
        {
            let mut conn = rusqlite::Connection::open(&tmp).map_err(sql_err)?;
            // A generated file is rebuilt from the seed if anything goes wrong: no journal needed.
            conn.execute_batch("PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF;")
                .map_err(sql_err)?;
            let tx = conn.transaction().map_err(sql_err)?;
            tx.execute_batch(
                "CREATE TABLE clarisql_meta(table_name TEXT, column_name TEXT, description TEXT)",
            )
            .map_err(sql_err)?;
            for info in self.tables(lang) {
                let cols = columns(info.kind);
                let defs: Vec<String> = cols
                    .iter()
                    .map(|c| format!("{} {}", c.name, c.sql_type))
                    .collect();
                tx.execute_batch(&format!("CREATE TABLE {} ({})", info.name, defs.join(", ")))
                    .map_err(sql_err)?;
                let mut meta = tx
                    .prepare_cached("INSERT INTO clarisql_meta VALUES (?1, ?2, ?3)")
                    .map_err(sql_err)?;
                meta.execute(rusqlite::params![
                    info.name,
                    Option::<String>::None,
                    info.caption
                ])
                .map_err(sql_err)?;
                for c in cols {
                    meta.execute(rusqlite::params![info.name, c.name, c.description(lang)])
                        .map_err(sql_err)?;
                }
            }
            self.insert_rows(&tx, lang).map_err(sql_err)?;
            tx.commit().map_err(sql_err)?;
        }
        remove_if_exists(path)?;
        std::fs::rename(&tmp, path).map_err(|e| GenError::Io {
            path: path.to_path_buf(),
            message: format!("cannot move the new database into place: {e}"),
        })
    }

    fn insert_rows(&self, tx: &rusqlite::Transaction, lang: Lang) -> Result<(), rusqlite::Error> {
        use rusqlite::params;
        for t in &self.property {
            let sql = format!(
                "INSERT INTO {} VALUES (?1,?2,?3,?4,?5,?6,?7,?8,?9,?10,?11)",
                property_table_name(t)
            );
            let mut stmt = tx.prepare(&sql)?;
            let names: Vec<(String, String, String, &str)> = t
                .communities
                .iter()
                .map(|c| {
                    (
                        c.name.full(lang),
                        self.enterprises[c.developer].full(lang),
                        community_location(c, t.place, lang),
                        pick(PROPERTY_TYPES[c.property_type], lang),
                    )
                })
                .collect();
            for r in &t.rows {
                let c = &t.communities[r.community];
                let (name, developer, location, ptype) = &names[r.community];
                stmt.execute(params![
                    name,
                    developer,
                    location,
                    ptype,
                    format!("{}-{:02}", r.year, r.month),
                    r.units,
                    r.area,
                    r.avg_price,
                    r.amount,
                    c.green,
                    c.plot
                ])?;
            }
        }
        for t in &self.land {
            let sql = format!(
                "INSERT INTO {} VALUES (?1,?2,?3,?4,?5,?6,?7,?8,?9,?10,?11,?12,?13,?14)",
                land_table_name(t)
            );
            let mut stmt = tx.prepare(&sql)?;
            for p in &t.parcels {
                stmt.execute(params![
                    p.code,
                    p.name.full(lang),
                    parcel_location(p, t.place, lang),
                    pick(LAND_USES[p.land_use], lang),
                    p.area,
                    p.plot,
                    p.density,
                    p.green,
                    p.starting_price,
                    p.price,
                    p.floor_price,
                    p.premium,
                    self.enterprises[p.winner].full(lang),
                    format!("{}-{:02}-{:02}", p.date.0, p.date.1, p.date.2)
                ])?;
            }
        }
        for t in &self.finance {
            let sql = format!(
                "INSERT INTO {} VALUES (?1,?2,?3,?4,?5,?6,?7,?8)",
                finance_table_name(t.year)
            );
            let mut stmt = tx.prepare(&sql)?;
            for r in &t.rows {
                let e = &self.enterprises[r.enterprise];
                stmt.execute(params![
                    e.full(lang),
                    city_name(e.city, lang),
                    r.revenue,
                    r.operating_profit,
                    r.net_profit,
                    r.assets,
                    r.debt_ratio,
                    pick(RISK_LEVELS[r.risk], lang)
                ])?;
            }
        }
        Ok(())
    }
}

pub(crate) fn remove_if_exists(path: &Path) -> Result<(), GenError> {
    match std::fs::remove_file(path) {
        Ok(()) => Ok(()),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(()),
        Err(e) => Err(GenError::Io {
            path: path.to_path_buf(),
            message: format!("cannot replace the old file: {e}"),
        }),
    }
}
