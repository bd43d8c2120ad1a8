//! Question frames per shape, in both languages (this project's own wording).
//!
//! Placeholders: `{E}`/`{E2}` entities, `{S}`/`{S2}` their scopes (English scopes carry their
//! own leading " in "; Chinese place scopes precede the entity, year scopes follow it), `{P}`
//! a month ("July 2021" / "2021年7月"), `{Y}`/`{Y2}` bare years, `{M}` the measures,
//! `{Q}` the Chinese question word (是多少, 是什么, …), `{V}` a vague noun phrase.

pub(crate) struct Frames {
    pub en: &'static [&'static str],
    pub zh: &'static [&'static str],
}

/// One entity of a district table, with a month.
pub(crate) const SINGLE_MONTH: Frames = Frames {
    en: &[
        "What was the {M} of {E}{S} in {P}?",
        "Could you tell me the {M} of {E}{S} for {P}?",
        "In {P}, what was the {M} of {E}{S}?",
        "I'd like to know the {M} of {E}{S} in {P}.",
        "Please look up the {M} of {E}{S} for {P}.",
    ],
    zh: &[
        "{S}{E}在{P}的{M}{Q}？",
        "请问{S}{E}{P}的{M}{Q}？",
        "{P}，{S}{E}的{M}{Q}？",
        "帮我查一下{S}{E}{P}的{M}。",
        "我想了解{S}{E}在{P}的{M}。",
    ],
};

/// One entity of a district table, no month.
pub(crate) const SINGLE: Frames = Frames {
    en: &[
        "What is the {M} of {E}{S}?",
        "Could you tell me the {M} of {E}{S}?",
        "I'd like to know the {M} of {E}{S}.",
        "Please look up the {M} of {E}{S}.",
        "What's the {M} of {E}{S}?",
    ],
    zh: &[
        "{S}{E}的{M}{Q}？",
        "请问{S}{E}的{M}{Q}？",
        "帮我查一下{S}{E}的{M}。",
        "我想知道{S}{E}的{M}。",
    ],
};

/// One enterprise in one year.
pub(crate) const SINGLE_FINANCE: Frames = Frames {
    en: &[
        "What was the {M} of {E}{S}?",
        "Could you tell me the {M} of {E}{S}?",
        "I'd like to know the {M} of {E}{S}.",
        "Please look up the {M} of {E}{S}.",
        "What did {E} report as its {M}{S}?",
    ],
    zh: &[
        "{E}{S}的{M}{Q}？",
        "请问{E}{S}的{M}{Q}？",
        "帮我查一下{E}{S}的{M}。",
        "我想了解{E}{S}的{M}。",
    ],
};

/// Follow-up sentence carrying a vague intent after a clear one: `{T}` is the vague clause.
pub(crate) const TAIL: Frames = Frames {
    en: &[" Also, {T}?", " And {T}?"],
    zh: &["另外，{T}？", "还有，{T}？"],
};

/// Two entities in two district tables (different cities), with a month.
pub(crate) const PAIR_MONTH: Frames = Frames {
    en: &[
        "Compare the {M} of {E}{S} and {E2}{S2} in {P}.",
        "What were the {M} of {E}{S} and of {E2}{S2} in {P}?",
        "In {P}, how did {E}{S} and {E2}{S2} compare on {M}?",
        "Show me the {M} for {E}{S} and {E2}{S2}, {P}.",
    ],
    zh: &[
        "{S}{E}和{S2}{E2}在{P}的{M}分别{Q}？",
        "对比一下{S}{E}与{S2}{E2}{P}的{M}。",
        "{P}，{S}{E}和{S2}{E2}的{M}各{Q}？",
    ],
};

/// Two entities in two district tables, no month.
pub(crate) const PAIR: Frames = Frames {
    en: &[
        "Compare the {M} of {E}{S} and {E2}{S2}.",
        "What are the {M} of {E}{S} and of {E2}{S2}?",
        "How do {E}{S} and {E2}{S2} compare on {M}?",
        "Show me the {M} for both {E}{S} and {E2}{S2}.",
    ],
    zh: &[
        "{S}{E}和{S2}{E2}的{M}分别{Q}？",
        "对比一下{S}{E}与{S2}{E2}的{M}。",
        "{S}{E}和{S2}{E2}两者的{M}各{Q}？",
    ],
};

pub(crate) const PAIR_VAGUE_MONTH: Frames = Frames {
    en: &[
        "How did {E}{S} and {E2}{S2} compare in terms of {V} in {P}?",
        "In {P}, which did better on {V}: {E}{S} or {E2}{S2}?",
    ],
    zh: &[
        "{S}{E}和{S2}{E2}在{P}的{V}相比如何？",
        "比较一下{P}{S}{E}和{S2}{E2}的{V}。",
    ],
};

pub(crate) const PAIR_VAGUE: Frames = Frames {
    en: &[
        "How do {E}{S} and {E2}{S2} compare in terms of {V}?",
        "Tell me how {E}{S} and {E2}{S2} differ in {V}.",
    ],
    zh: &[
        "{S}{E}和{S2}{E2}的{V}相比如何？",
        "比较一下{S}{E}和{S2}{E2}的{V}。",
    ],
};

/// Follow-up carrying a vague intent after a clear comparison.
pub(crate) const PAIR_TAIL: Frames = Frames {
    en: &[
        " Also, how do they compare in terms of {V}?",
        " And what about their {V}?",
    ],
    zh: &["另外，两者的{V}相比如何？", "还有，它们的{V}怎么样？"],
};

/// One enterprise in two years (two finance tables).
pub(crate) const YEARS_PAIR: Frames = Frames {
    en: &[
        "What was the {M} of {E} in {Y} and in {Y2}?",
        "How did the {M} of {E} change from {Y} to {Y2}?",
        "Compare the {M} of {E} between {Y} and {Y2}.",
    ],
    zh: &[
        "{E}{Y}年和{Y2}年的{M}分别{Q}？",
        "{E}从{Y}年到{Y2}年的{M}有什么变化？",
        "对比一下{E}在{Y}年和{Y2}年的{M}。",
    ],
};

pub(crate) const YEARS_PAIR_VAGUE: Frames = Frames {
    en: &[
        "How did the {V} of {E} change from {Y} to {Y2}?",
        "Compare the {V} of {E} in {Y} and {Y2}.",
    ],
    zh: &[
        "{E}从{Y}年到{Y2}年的{V}有什么变化？",
        "对比一下{E}在{Y}年和{Y2}年的{V}。",
    ],
};

pub(crate) const YEARS_TAIL: Frames = Frames {
    en: &[" Also, how did its {V} change?"],
    zh: &["另外，它的{V}有什么变化？"],
};

/// Two entities of one district table, with a month.
pub(crate) const SAME_MONTH: Frames = Frames {
    en: &[
        "What were the {M} of {E} and {E2}{S} in {P}?",
        "Compare the {M} of {E} and {E2}{S} for {P}.",
    ],
    zh: &[
        "{S}{E}和{E2}在{P}的{M}分别{Q}？",
        "对比一下{S}{E}与{E2}{P}的{M}。",
    ],
};

pub(crate) const SAME: Frames = Frames {
    en: &[
        "What are the {M} of {E} and {E2}{S}?",
        "Compare the {M} of {E} and {E2}{S}.",
    ],
    zh: &["{S}{E}和{E2}的{M}分别{Q}？", "对比一下{S}{E}与{E2}的{M}。"],
};

pub(crate) const SAME_FINANCE: Frames = Frames {
    en: &[
        "What were the {M} of {E} and {E2}{S}?",
        "Compare the {M} of {E} and {E2}{S}.",
    ],
    zh: &["{E}和{E2}{S}的{M}分别{Q}？", "对比一下{E}与{E2}{S}的{M}。"],
};

pub(crate) const SAME_VAGUE_MONTH: Frames = Frames {
    en: &["How did {E} and {E2}{S} compare in terms of {V} in {P}?"],
    zh: &["{S}{E}和{E2}在{P}的{V}相比如何？"],
};

pub(crate) const SAME_VAGUE: Frames = Frames {
    en: &[
        "How do {E} and {E2}{S} compare in terms of {V}?",
        "Which is better in terms of {V}, {E} or {E2}{S}?",
    ],
    zh: &["{S}{E}和{E2}的{V}相比如何？"],
};

pub(crate) const SAME_VAGUE_FINANCE: Frames = Frames {
    en: &["How did {E} and {E2} compare in terms of {V}{S}?"],
    zh: &["{E}和{E2}{S}的{V}相比如何？"],
};

/// Land parcels sold in a district in a year.
pub(crate) const COUNT_PARCELS: Frames = Frames {
    en: &[
        "How many land parcels were sold{S} in {Y}?",
        "How many land deals closed{S} in {Y}?",
        "In {Y}, how many plots of land were auctioned{S}?",
    ],
    zh: &["{S}{Y}年一共成交了多少宗地块？", "{Y}年{S}成交了几宗土地？"],
};

/// The winner of a land auction, then a finance figure of that company.
pub(crate) const CROSS_LAND: Frames = Frames {
    en: &[
        "Who won the land for {E}{S}, and what was that company's {M}{S2}?",
        "Which company bought the land for {E}{S}, and what was its {M}{S2}?",
    ],
    zh: &[
        "{S}{E}的地块被哪家企业竞得？该企业{S2}的{M}{Q}？",
        "竞得{S}{E}地块的是哪家公司？它{S2}的{M}{Q}？",
    ],
};

/// The developer of a community, then a finance figure of that company.
pub(crate) const CROSS_PROPERTY: Frames = Frames {
    en: &[
        "Who developed {E}{S}, and what was that company's {M}{S2}?",
        "Which company is behind {E}{S}, and what was its {M}{S2}?",
    ],
    zh: &[
        "{S}{E}是哪家开发商开发的？这家公司{S2}的{M}{Q}？",
        "开发{S}{E}的企业{S2}的{M}{Q}？",
    ],
};
