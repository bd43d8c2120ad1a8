//! What a question can ask for: one intent per column people ask about, with the words used
//! for it (several, to vary the questions) and, where the concept lends itself to it, vague
//! expressions that do not name the column (the SELECT underspecification of the paper).

use crate::odutqa::lake::TableKind;
use crate::odutqa::Lang;

/// When a measure holds: per month (property sales figures) or always (attributes).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Period {
    None,
    Month,
}

/// A vague way to ask for a column, and the words that would give the column away.
pub(crate) struct Vague {
    /// Whole questions about one entity: `{E}` entity, `{S}` its scope, `{P}` the month.
    pub en_q: &'static [&'static str],
    pub zh_q: &'static [&'static str],
    /// A follow-up clause about the same entity ("how is the environment there").
    pub en_tail: &'static [&'static str],
    pub zh_tail: &'static [&'static str],
    /// A noun phrase for comparisons ("in terms of {np}").
    pub en_np: &'static [&'static str],
    pub zh_np: &'static [&'static str],
    /// Forbidden words: the header and its synonyms (whole words in English, substrings in Chinese).
    pub en_forbidden: &'static [&'static str],
    pub zh_forbidden: &'static [&'static str],
}

pub(crate) struct IntentSpec {
    pub id: &'static str,
    pub column: &'static str,
    pub period: Period,
    /// Bare noun phrases ("average price"); frames add the article.
    pub en: &'static [&'static str],
    pub zh: &'static [&'static str],
    /// How a Chinese question asks for the value: 是多少 (numbers), 是什么, 是哪家, …
    pub zh_q: &'static str,
    pub vague: Option<Vague>,
}

impl IntentSpec {
    pub fn words(&self, lang: Lang) -> &'static [&'static str] {
        match lang {
            Lang::En => self.en,
            Lang::Zh => self.zh,
        }
    }
}

const NUM: &str = "是多少";
const WHAT: &str = "是什么";

const GREEN: Vague = Vague {
    en_q: &[
        "How is the environment of {E}{S}?",
        "Is {E}{S} a pleasant place to live?",
        "What are the surroundings like at {E}{S}?",
    ],
    zh_q: &[
        "{S}{E}的小区环境怎么样？",
        "{S}{E}住起来环境好吗？",
        "{S}{E}的居住环境如何？",
    ],
    en_tail: &[
        "how is the environment there",
        "what is the living environment like there",
    ],
    zh_tail: &["小区环境怎么样", "居住环境如何"],
    en_np: &["living environment", "surroundings"],
    zh_np: &["居住环境", "小区环境"],
    en_forbidden: &[
        "green coverage",
        "greening",
        "green space",
        "green coverage ratio",
    ],
    zh_forbidden: &["绿化", "绿地"],
};

pub(crate) const PROPERTY_INTENTS: &[IntentSpec] = &[
    IntentSpec {
        id: "property/average_price",
        column: "average_price",
        period: Period::Month,
        en: &[
            "average price",
            "average transaction price",
            "average selling price per square metre",
        ],
        zh: &["成交均价", "平均成交价格", "每平方米均价"],
        zh_q: NUM,
        vague: None,
    },
    IntentSpec {
        id: "property/units_sold",
        column: "units_sold",
        period: Period::Month,
        en: &["number of units sold", "units sold", "number of homes sold"],
        zh: &["成交套数", "售出套数"],
        zh_q: NUM,
        vague: Some(Vague {
            en_q: &[
                "How well did {E}{S} sell in {P}?",
                "Was {E}{S} selling well in {P}?",
            ],
            zh_q: &["{S}{E}在{P}卖得怎么样？", "{S}{E}{P}的销售情况如何？"],
            en_tail: &["how well was it selling", "was it selling well"],
            zh_tail: &["卖得怎么样", "销售情况如何"],
            en_np: &["sales performance"],
            zh_np: &["销售情况"],
            en_forbidden: &["units sold", "number of units", "homes sold", "units"],
            zh_forbidden: &["套数", "成交套"],
        }),
    },
    IntentSpec {
        id: "property/transaction_area",
        column: "transaction_area",
        period: Period::Month,
        en: &["transaction area", "floor area sold", "total area sold"],
        zh: &["成交面积", "售出面积"],
        zh_q: NUM,
        vague: None,
    },
    IntentSpec {
        id: "property/transaction_amount",
        column: "transaction_amount",
        period: Period::Month,
        en: &["transaction amount", "total sales value", "sales turnover"],
        zh: &["成交金额", "销售额"],
        zh_q: NUM,
        vague: None,
    },
    IntentSpec {
        id: "property/green_coverage_ratio",
        column: "green_coverage_ratio",
        period: Period::None,
        en: &["green coverage ratio", "greening rate", "green space ratio"],
        zh: &["绿化率", "绿地率"],
        zh_q: NUM,
        vague: Some(GREEN),
    },
    IntentSpec {
        id: "property/plot_ratio",
        column: "plot_ratio",
        period: Period::None,
        en: &["plot ratio", "floor area ratio"],
        zh: &["容积率"],
        zh_q: NUM,
        vague: Some(Vague {
            en_q: &["How crowded is {E}{S}?", "Does {E}{S} feel cramped?"],
            zh_q: &["{S}{E}住起来拥挤吗？", "{S}{E}的楼盖得密不密？"],
            en_tail: &["how crowded is it", "does it feel cramped"],
            zh_tail: &["住起来拥挤吗", "楼盖得密不密"],
            en_np: &["how crowded they are"],
            zh_np: &["拥挤程度"],
            en_forbidden: &["plot ratio", "floor area ratio", "FAR"],
            zh_forbidden: &["容积率"],
        }),
    },
    IntentSpec {
        id: "property/developer",
        column: "developer",
        period: Period::None,
        en: &["developer", "developing company"],
        zh: &["开发商", "开发企业"],
        zh_q: "是哪家",
        vague: None,
    },
    IntentSpec {
        id: "property/location",
        column: "location",
        period: Period::None,
        en: &["address", "location"],
        zh: &["项目地址", "具体地址"],
        zh_q: WHAT,
        vague: None,
    },
    IntentSpec {
        id: "property/property_type",
        column: "property_type",
        period: Period::None,
        en: &["property type", "type of property"],
        zh: &["物业类型"],
        zh_q: WHAT,
        vague: None,
    },
];

pub(crate) const LAND_INTENTS: &[IntentSpec] = &[
    IntentSpec {
        id: "land/transaction_price",
        column: "transaction_price",
        period: Period::None,
        en: &[
            "transaction price",
            "final price of the land",
            "winning bid",
        ],
        zh: &["成交价", "成交价格"],
        zh_q: NUM,
        vague: None,
    },
    IntentSpec {
        id: "land/starting_price",
        column: "starting_price",
        period: Period::None,
        en: &["starting price", "reserve price", "opening bid"],
        zh: &["起始价", "起拍价"],
        zh_q: NUM,
        vague: None,
    },
    IntentSpec {
        id: "land/floor_price",
        column: "floor_price",
        period: Period::None,
        en: &["floor price", "land cost per square metre of floor space"],
        zh: &["楼面地价", "楼面价"],
        zh_q: NUM,
        vague: None,
    },
    IntentSpec {
        id: "land/premium_rate",
        column: "premium_rate",
        period: Period::None,
        en: &["premium rate", "premium over the starting price"],
        zh: &["溢价率"],
        zh_q: NUM,
        vague: Some(Vague {
            en_q: &[
                "How fierce was the bidding for {E}{S}?",
                "Was the land for {E}{S} hotly contested?",
            ],
            zh_q: &["{S}{E}的土地竞拍激烈吗？", "{S}{E}拿地时竞争激烈吗？"],
            en_tail: &["how fierce was the bidding", "was the land hotly contested"],
            zh_tail: &["竞拍激烈吗", "拿地时竞争激烈吗"],
            en_np: &["competition at auction"],
            zh_np: &["竞拍激烈程度"],
            en_forbidden: &["premium", "premium rate"],
            zh_forbidden: &["溢价"],
        }),
    },
    IntentSpec {
        id: "land/land_area",
        column: "land_area",
        period: Period::None,
        en: &["land area", "site area"],
        zh: &["土地面积", "占地面积"],
        zh_q: NUM,
        vague: Some(Vague {
            en_q: &[
                "How big is the site of {E}{S}?",
                "How large is the plot for {E}{S}?",
            ],
            zh_q: &["{S}{E}的地块有多大？", "{S}{E}这块地大不大？"],
            en_tail: &["how big is the site", "how large is the plot"],
            zh_tail: &["地块有多大", "这块地大不大"],
            en_np: &["size of the site"],
            zh_np: &["地块大小"],
            en_forbidden: &["land area", "site area", "area"],
            zh_forbidden: &["面积"],
        }),
    },
    IntentSpec {
        id: "land/plot_ratio",
        column: "plot_ratio",
        period: Period::None,
        en: &["plot ratio", "floor area ratio"],
        zh: &["容积率"],
        zh_q: NUM,
        vague: Some(Vague {
            en_q: &[
                "How intensively can the land of {E}{S} be built on?",
                "How much can be built on the land of {E}{S}?",
            ],
            zh_q: &["{S}{E}的地块开发强度怎么样？", "{S}{E}这块地能盖多少楼？"],
            en_tail: &[
                "how much can be built there",
                "how intensively can it be built on",
            ],
            zh_tail: &["开发强度怎么样", "能盖多少楼"],
            en_np: &["development intensity"],
            zh_np: &["开发强度"],
            en_forbidden: &["plot ratio", "floor area ratio", "FAR"],
            zh_forbidden: &["容积率"],
        }),
    },
    IntentSpec {
        id: "land/building_density",
        column: "building_density",
        period: Period::None,
        en: &["building density", "site coverage"],
        zh: &["建筑密度"],
        zh_q: NUM,
        vague: Some(Vague {
            en_q: &[
                "How tightly packed will the buildings of {E}{S} be?",
                "Will {E}{S} be densely built?",
            ],
            zh_q: &["{S}{E}的楼会不会盖得很挤？", "{S}{E}的楼栋排布密不密？"],
            en_tail: &[
                "how tightly packed will the buildings be",
                "will it be densely built",
            ],
            zh_tail: &["楼会不会盖得很挤", "楼栋排布密不密"],
            en_np: &["how tightly packed the buildings are"],
            zh_np: &["楼栋疏密程度"],
            en_forbidden: &["building density", "site coverage", "density"],
            zh_forbidden: &["建筑密度"],
        }),
    },
    IntentSpec {
        id: "land/green_coverage_ratio",
        column: "green_coverage_ratio",
        period: Period::None,
        en: &["green coverage ratio", "greening rate"],
        zh: &["绿化率"],
        zh_q: NUM,
        vague: Some(GREEN),
    },
    IntentSpec {
        id: "land/winning_bidder",
        column: "winning_bidder",
        period: Period::None,
        en: &["winning bidder", "buyer of the land"],
        zh: &["竞得人", "竞得企业"],
        zh_q: "是哪家",
        vague: None,
    },
    IntentSpec {
        id: "land/transaction_date",
        column: "transaction_date",
        period: Period::None,
        en: &["transaction date", "date of sale"],
        zh: &["成交日期", "成交时间"],
        zh_q: "是哪天",
        vague: None,
    },
    IntentSpec {
        id: "land/land_use",
        column: "land_use",
        period: Period::None,
        en: &["land use", "permitted use"],
        zh: &["土地用途"],
        zh_q: WHAT,
        vague: None,
    },
];

pub(crate) const FINANCE_INTENTS: &[IntentSpec] = &[
    IntentSpec {
        id: "finance/operating_revenue",
        column: "operating_revenue",
        period: Period::None,
        en: &["operating revenue", "revenue", "turnover"],
        zh: &["营业收入", "营收"],
        zh_q: NUM,
        vague: None,
    },
    IntentSpec {
        id: "finance/operating_profit",
        column: "operating_profit",
        period: Period::None,
        en: &["operating profit"],
        zh: &["营业利润"],
        zh_q: NUM,
        vague: None,
    },
    IntentSpec {
        id: "finance/net_profit",
        column: "net_profit",
        period: Period::None,
        en: &["net profit", "net income"],
        zh: &["净利润"],
        zh_q: NUM,
        vague: Some(Vague {
            en_q: &["Did {E} make money{S}?", "How did {E} do financially{S}?"],
            zh_q: &["{E}{S}赚钱了吗？", "{E}{S}的盈利情况怎么样？"],
            en_tail: &["did it make money", "how did it do financially"],
            zh_tail: &["赚钱了吗", "盈利情况怎么样"],
            en_np: &["financial performance"],
            zh_np: &["盈利情况"],
            en_forbidden: &["net profit", "net income", "profit", "income"],
            zh_forbidden: &["净利润", "利润"],
        }),
    },
    IntentSpec {
        id: "finance/total_assets",
        column: "total_assets",
        period: Period::None,
        en: &["total assets", "asset base"],
        zh: &["总资产", "资产总额"],
        zh_q: NUM,
        vague: Some(Vague {
            en_q: &["How big was {E}{S}?", "What size of company was {E}{S}?"],
            zh_q: &["{E}{S}的规模有多大？", "{E}{S}家底厚不厚？"],
            en_tail: &["how big was it", "what size of company was it"],
            zh_tail: &["规模有多大", "家底厚不厚"],
            en_np: &["size"],
            zh_np: &["规模"],
            en_forbidden: &["total assets", "assets", "asset base"],
            zh_forbidden: &["资产"],
        }),
    },
    IntentSpec {
        id: "finance/debt_ratio",
        column: "debt_ratio",
        period: Period::None,
        en: &["debt-to-asset ratio", "liability ratio"],
        zh: &["资产负债率", "负债率"],
        zh_q: NUM,
        vague: Some(Vague {
            en_q: &[
                "How heavily indebted was {E}{S}?",
                "Was {E} carrying a lot of debt{S}?",
            ],
            zh_q: &["{E}{S}的负债压力大吗？", "{E}{S}欠债多不多？"],
            en_tail: &[
                "how heavily indebted was it",
                "was it carrying a lot of debt",
            ],
            zh_tail: &["负债压力大吗", "欠债多不多"],
            en_np: &["indebtedness"],
            zh_np: &["负债压力"],
            en_forbidden: &[
                "debt-to-asset",
                "debt-to-asset ratio",
                "liability ratio",
                "debt ratio",
            ],
            zh_forbidden: &["负债率"],
        }),
    },
    IntentSpec {
        id: "finance/risk_level",
        column: "risk_level",
        period: Period::None,
        en: &["risk level", "risk rating"],
        zh: &["风险等级"],
        zh_q: WHAT,
        vague: Some(Vague {
            en_q: &[
                "How is the business status of {E}{S}?",
                "Was {E} in good shape{S}?",
            ],
            zh_q: &["{E}{S}的经营状况怎么样？", "{E}{S}经营得稳不稳？"],
            en_tail: &["how is its business status", "was it in good shape"],
            zh_tail: &["经营状况怎么样", "经营得稳不稳"],
            en_np: &["business status"],
            zh_np: &["经营状况"],
            en_forbidden: &["risk", "risk level", "risk rating"],
            zh_forbidden: &["风险"],
        }),
    },
];

/// Intents that rank the rows of one table ("which community had the highest average price").
pub(crate) struct RankingSpec {
    pub id: &'static str,
    pub kind: TableKind,
    pub column: &'static str,
    pub period: Period,
    /// Frames: `{S}` scope (leading space in English), `{P}` month.
    pub en: &'static [&'static str],
    pub zh: &'static [&'static str],
}

pub(crate) const RANKINGS: &[RankingSpec] = &[
    RankingSpec {
        id: "property/top_average_price",
        kind: TableKind::PropertySales,
        column: "average_price",
        period: Period::Month,
        en: &[
            "Which community{S} had the highest average price in {P}?",
            "In {P}, which community{S} sold at the highest average price?",
            "What was the most expensive community{S} by average price in {P}?",
        ],
        zh: &[
            "{P}{S}哪个小区的成交均价最高？",
            "{S}{P}成交均价最高的小区是哪个？",
            "{P}，{S}均价最高的是哪个小区？",
        ],
    },
    RankingSpec {
        id: "property/top_units_sold",
        kind: TableKind::PropertySales,
        column: "units_sold",
        period: Period::Month,
        en: &[
            "Which community{S} sold the most units in {P}?",
            "In {P}, which community{S} had the largest number of units sold?",
        ],
        zh: &[
            "{P}{S}哪个小区成交套数最多？",
            "{S}{P}卖出套数最多的是哪个小区？",
        ],
    },
    RankingSpec {
        id: "land/top_transaction_price",
        kind: TableKind::LandAuction,
        column: "transaction_price",
        period: Period::None,
        en: &[
            "Which project{S} paid the highest transaction price for its land?",
            "Which land deal{S} had the highest transaction price, and for which project?",
        ],
        zh: &[
            "{S}哪个项目的土地成交价最高？",
            "{S}成交价最高的地块是哪个项目的？",
        ],
    },
    RankingSpec {
        id: "land/top_premium_rate",
        kind: TableKind::LandAuction,
        column: "premium_rate",
        period: Period::None,
        en: &[
            "Which project{S} had the highest premium rate at auction?",
            "Which land sale{S} went for the highest premium rate?",
        ],
        zh: &[
            "{S}哪个项目拿地的溢价率最高？",
            "{S}溢价率最高的是哪个项目？",
        ],
    },
    RankingSpec {
        id: "finance/top_net_profit",
        kind: TableKind::EnterpriseFinance,
        column: "net_profit",
        period: Period::None,
        en: &[
            "Which enterprise had the highest net profit{S}?",
            "Which company earned the largest net profit{S}?",
        ],
        zh: &["{S}哪家企业的净利润最高？", "{S}净利润最高的企业是哪家？"],
    },
    RankingSpec {
        id: "finance/top_operating_revenue",
        kind: TableKind::EnterpriseFinance,
        column: "operating_revenue",
        period: Period::None,
        en: &[
            "Which enterprise had the highest operating revenue{S}?",
            "Which company brought in the most revenue{S}?",
        ],
        zh: &["{S}哪家企业的营业收入最高？", "{S}营收最高的是哪家企业？"],
    },
];

pub(crate) fn intents_of(kind: TableKind) -> &'static [IntentSpec] {
    match kind {
        TableKind::PropertySales => PROPERTY_INTENTS,
        TableKind::LandAuction => LAND_INTENTS,
        TableKind::EnterpriseFinance => FINANCE_INTENTS,
    }
}
