//! Question records: templates filled with sampled values, underspecification injected by
//! template restructuring (vague intents, missing scope) and value edits (typos, mismatched
//! city–district pairs, short forms), gold SQL executed for the answer.
//!
//! Every label is recorded at the moment the question is built (see [`Labels`]); nothing is
//! inferred from the text afterwards.

mod frames;
pub(crate) mod intents;
pub(crate) mod render;
pub(crate) mod scope;

use self::frames::Frames;
use self::intents::{intents_of, IntentSpec, Period, RankingSpec, RANKINGS};
use self::render::{slot, text, Fills, Piece, Utterance};
use self::scope::{year_pieces, PlaceIssue, PlaceMention};
use crate::odutqa::gazetteer::MONTHS_EN;
use crate::odutqa::lake::{
    column, finance_caption, finance_table_name, land_table_name, place_caption,
    property_table_name, LakeModel, Place, TableKind,
};
use crate::odutqa::record::{
    Answer, Clause, ConditionTriple, Flag, GoldClarification, Record, ScopeIssue, ScopeTriple,
    Stratum,
};
use crate::odutqa::tokens::bio_tags;
use crate::odutqa::{GenError, Lang, Size};
use clarisql_exec::{Limits, SqliteSession, Value};
use rand::seq::{IndexedRandom, SliceRandom};
use rand::Rng;
use rand_chacha::ChaCha8Rng;
use std::collections::{BTreeMap, BTreeSet, HashSet};

/// What the generator knows while writing questions in one language.
pub(crate) struct Ctx<'a> {
    pub model: &'a LakeModel,
    pub lang: Lang,
    pub captions_lower: Vec<String>,
    pub property_places: Vec<Place>,
    pub land_places: Vec<Place>,
}

/// The labels of one question, accumulated as it is built.
#[derive(Debug, Default)]
pub(crate) struct Labels {
    pub clauses: BTreeSet<Clause>,
    pub scope: Vec<ScopeTriple>,
    pub condition: Vec<ConditionTriple>,
    pub select_clarification: BTreeMap<String, String>,
    pub from_clarification: BTreeMap<String, String>,
    pub where_clarification: BTreeMap<String, String>,
    pub gold: Vec<GoldClarification>,
    pub forbidden: Vec<String>,
}

/// Which clauses a question must leave underspecified.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) struct Want {
    pub select: bool,
    pub from: bool,
    pub where_: bool,
}

const fn want(select: bool, from: bool, where_: bool) -> Want {
    Want {
        select,
        from,
        where_,
    }
}

/// How many records of each clause combination to make: the paper's Table 4 proportions
/// (20.3% well specified, 0.8% SELECT, 13.0% FROM, 17.6% WHERE, 48.3% mixed). The split of
/// the mixed stratum follows the clause frequencies of the paper's §A.4 sample: mostly
/// FROM+WHERE, with a SELECT issue in about a quarter.
pub(crate) fn stratum_targets(size: Size) -> Vec<(Want, usize)> {
    let total = match size {
        Size::Paper => 25_105,
        Size::Small => 400,
    };
    let shares: [(Want, f64); 8] = [
        (want(false, false, false), 5_095.0),
        (want(true, false, false), 197.0),
        (want(false, true, false), 3_274.0),
        (want(false, false, true), 4_421.0),
        (want(true, true, false), 12_118.0 * 0.06),
        (want(true, false, true), 12_118.0 * 0.10),
        (want(false, true, true), 12_118.0 * 0.76),
        (want(true, true, true), 12_118.0 * 0.08),
    ];
    let sum: f64 = shares.iter().map(|s| s.1).sum();
    // Largest remainder, so the counts add up to the total exactly.
    let raw: Vec<f64> = shares.iter().map(|s| s.1 / sum * total as f64).collect();
    let mut counts: Vec<usize> = raw.iter().map(|r| r.floor() as usize).collect();
    let mut order: Vec<usize> = (0..raw.len()).collect();
    order.sort_by(|&a, &b| {
        (raw[b] - raw[b].floor())
            .total_cmp(&(raw[a] - raw[a].floor()))
            .then(a.cmp(&b))
    });
    let missing = total - counts.iter().sum::<usize>();
    for &i in order.iter().take(missing) {
        counts[i] += 1;
    }
    shares
        .iter()
        .zip(counts)
        .map(|(s, n)| (s.0, n.max(1)))
        .collect()
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Shape {
    Single,
    PairTables,
    PairSame,
    Top,
    Count,
    Cross,
}

impl Shape {
    fn allows(self, w: Want) -> bool {
        let select_ok =
            !w.select || matches!(self, Shape::Single | Shape::PairTables | Shape::PairSame);
        let where_ok = !w.where_
            || matches!(
                self,
                Shape::Single | Shape::PairTables | Shape::PairSame | Shape::Cross
            );
        select_ok && where_ok
    }
}

const SHAPE_WEIGHTS: [(Shape, u32); 6] = [
    (Shape::Single, 30),
    (Shape::PairTables, 38),
    (Shape::PairSame, 10),
    (Shape::Top, 7),
    (Shape::Count, 3),
    (Shape::Cross, 12),
];

fn weighted<T: Copy>(items: &[(T, u32)], rng: &mut ChaCha8Rng) -> Option<T> {
    let total: u32 = items.iter().map(|i| i.1).sum();
    if total == 0 {
        return None;
    }
    let mut r = rng.random_range(0..total);
    for &(item, w) in items {
        if r < w {
            return Some(item);
        }
        r -= w;
    }
    None
}

/// A table of the lake.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum TableRef {
    Property(usize),
    Land(usize),
    Finance(usize),
}

/// An entity a question names: a community, a land project, an enterprise in a year.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Entity {
    Community { table: usize, idx: usize },
    Project { table: usize, idx: usize },
    Enterprise { table: usize, row: usize },
}

/// The result check a draft must pass after execution.
#[derive(Debug, Clone)]
enum Check {
    NonEmpty,
    Rows(usize),
    /// The first two rows of `tie_sql` must differ in the last column (a unique top answer).
    NoTie(String),
    PositiveCount,
}

/// A question before execution.
struct Draft {
    utterance: Utterance,
    intents: Vec<String>,
    tables: Vec<TableRef>,
    sql: String,
    labels: Labels,
    template: String,
    check: Check,
}

fn sql_str(s: &str) -> String {
    format!("'{}'", s.replace('\'', "''"))
}

fn name_column(kind: TableKind) -> &'static str {
    match kind {
        TableKind::PropertySales => "community_name",
        TableKind::LandAuction => "project_name",
        TableKind::EnterpriseFinance => "enterprise_name",
    }
}

fn entity_slot(kind: TableKind) -> &'static str {
    match kind {
        TableKind::PropertySales => "community",
        TableKind::LandAuction => "project",
        TableKind::EnterpriseFinance => "enterprise",
    }
}

fn kind_name(kind: TableKind) -> &'static str {
    match kind {
        TableKind::PropertySales => "property",
        TableKind::LandAuction => "land",
        TableKind::EnterpriseFinance => "finance",
    }
}

impl<'a> Ctx<'a> {
    pub fn new(model: &'a LakeModel, lang: Lang) -> Ctx<'a> {
        let captions_lower = model
            .tables(lang)
            .into_iter()
            .map(|t| t.caption.to_lowercase())
            .collect();
        Ctx {
            model,
            lang,
            captions_lower,
            property_places: model.property.iter().map(|t| t.place).collect(),
            land_places: model.land.iter().map(|t| t.place).collect(),
        }
    }

    fn pick<'s>(&self, frames: &'s Frames, rng: &mut ChaCha8Rng) -> (usize, &'s str) {
        let list = match self.lang {
            Lang::En => frames.en,
            Lang::Zh => frames.zh,
        };
        let i = rng.random_range(0..list.len());
        (i, list[i])
    }

    fn pick_str(
        &self,
        en: &'static [&'static str],
        zh: &'static [&'static str],
        rng: &mut ChaCha8Rng,
    ) -> &'static str {
        let list = match self.lang {
            Lang::En => en,
            Lang::Zh => zh,
        };
        list.choose(rng).copied().unwrap_or("")
    }

    fn table_name(&self, t: TableRef) -> String {
        match t {
            TableRef::Property(i) => property_table_name(&self.model.property[i]),
            TableRef::Land(i) => land_table_name(&self.model.land[i]),
            TableRef::Finance(i) => finance_table_name(self.model.finance[i].year),
        }
    }

    fn caption(&self, t: TableRef) -> String {
        match t {
            TableRef::Property(i) => place_caption(
                TableKind::PropertySales,
                self.model.property[i].place,
                self.lang,
            ),
            TableRef::Land(i) => {
                place_caption(TableKind::LandAuction, self.model.land[i].place, self.lang)
            }
            TableRef::Finance(i) => finance_caption(self.model.finance[i].year, self.lang),
        }
    }

    fn tables_of(&self, kind: TableKind) -> usize {
        match kind {
            TableKind::PropertySales => self.model.property.len(),
            TableKind::LandAuction => self.model.land.len(),
            TableKind::EnterpriseFinance => self.model.finance.len(),
        }
    }

    fn table_ref(kind: TableKind, i: usize) -> TableRef {
        match kind {
            TableKind::PropertySales => TableRef::Property(i),
            TableKind::LandAuction => TableRef::Land(i),
            TableKind::EnterpriseFinance => TableRef::Finance(i),
        }
    }

    fn place_of(&self, t: TableRef) -> Option<Place> {
        match t {
            TableRef::Property(i) => Some(self.model.property[i].place),
            TableRef::Land(i) => Some(self.model.land[i].place),
            TableRef::Finance(_) => None,
        }
    }

    fn kind_places(&self, kind: TableKind) -> &[Place] {
        match kind {
            TableKind::LandAuction => &self.land_places,
            _ => &self.property_places,
        }
    }

    fn entity_count(&self, t: TableRef) -> usize {
        match t {
            TableRef::Property(i) => self.model.property[i].communities.len(),
            TableRef::Land(i) => self.model.land[i].parcels.len(),
            TableRef::Finance(i) => self.model.finance[i].rows.len(),
        }
    }

    fn entity(t: TableRef, idx: usize) -> Entity {
        match t {
            TableRef::Property(table) => Entity::Community { table, idx },
            TableRef::Land(table) => Entity::Project { table, idx },
            TableRef::Finance(table) => Entity::Enterprise { table, row: idx },
        }
    }

    fn full_and_short(&self, e: Entity) -> (String, String) {
        let lang = self.lang;
        match e {
            Entity::Community { table, idx } => {
                let n = &self.model.property[table].communities[idx].name;
                (n.full(lang), n.short(lang))
            }
            Entity::Project { table, idx } => {
                let n = &self.model.land[table].parcels[idx].name;
                (n.full(lang), n.short(lang))
            }
            Entity::Enterprise { table, row } => {
                let e = &self.model.enterprises[self.model.finance[table].rows[row].enterprise];
                (e.full(lang), e.short(lang))
            }
        }
    }

    /// The entity as the question names it: in full, or by its short form (WHERE not exist).
    fn entity_pieces(
        &self,
        e: Entity,
        kind: TableKind,
        shorten: bool,
        labels: &mut Labels,
    ) -> (Vec<Piece>, String) {
        let (full, short) = self.full_and_short(e);
        let header = column(kind, name_column(kind)).display(self.lang);
        let written = if shorten {
            labels.add_where(&short, &full, header);
            short
        } else {
            full.clone()
        };
        (vec![slot(&written, entity_slot(kind))], full)
    }

    fn month_pieces(&self, (year, month): (u16, u8)) -> Vec<Piece> {
        match self.lang {
            Lang::En => vec![
                slot(MONTHS_EN[(month - 1) as usize], "month"),
                text(" "),
                slot(&year.to_string(), "year"),
            ],
            Lang::Zh => vec![
                slot(&year.to_string(), "year"),
                text("年"),
                slot(&month.to_string(), "month"),
                text("月"),
            ],
        }
    }

    /// Measures joined for one sentence: "average price and units sold" / "成交均价和成交套数".
    fn measure_pieces(&self, intents: &[&IntentSpec], rng: &mut ChaCha8Rng) -> Vec<Piece> {
        let words: Vec<&str> = intents
            .iter()
            .map(|i| *i.words(self.lang).choose(rng).unwrap_or(&""))
            .collect();
        let joined = match self.lang {
            Lang::En => words.join(" and "),
            Lang::Zh => words.join("和"),
        };
        vec![text(&joined)]
    }

    /// The Chinese question word; `several` adds 分别 for multi-intent single-entity questions.
    fn question_word(intents: &[&IntentSpec], several: bool) -> Vec<Piece> {
        let first = intents.first().map(|i| i.zh_q).unwrap_or("是多少");
        let q = if intents.iter().all(|i| i.zh_q == first) {
            first
        } else {
            "是什么"
        };
        if several && intents.len() > 1 {
            vec![text(&format!("分别{q}"))]
        } else {
            vec![text(q)]
        }
    }

    /// Picks `n` intents of a table kind; with `vague`, the last one is asked vaguely.
    fn choose_intents(
        &self,
        kind: TableKind,
        n: usize,
        vague: bool,
        rng: &mut ChaCha8Rng,
    ) -> Vec<&'static IntentSpec> {
        let all = intents_of(kind);
        let mut out: Vec<&'static IntentSpec> = Vec::new();
        if vague {
            let vague_ones: Vec<&'static IntentSpec> =
                all.iter().filter(|i| i.vague.is_some()).collect();
            if let Some(v) = vague_ones.choose(rng) {
                out.push(v);
            }
        }
        let mut pool: Vec<&'static IntentSpec> = all
            .iter()
            .filter(|i| !out.iter().any(|o| o.id == i.id))
            .collect();
        pool.shuffle(rng);
        while out.len() < n {
            match pool.pop() {
                Some(i) => out.insert(0, i),
                None => break,
            }
        }
        out
    }

    fn vague_of(intents: &[&'static IntentSpec], vague: bool) -> Option<&'static intents::Vague> {
        if vague {
            intents.last().and_then(|i| i.vague.as_ref())
        } else {
            None
        }
    }

    fn intent_labels(intents: &[&IntentSpec], vague: bool) -> Vec<String> {
        let n = intents.len();
        intents
            .iter()
            .enumerate()
            .map(|(k, i)| {
                if vague && k + 1 == n {
                    "unknown".to_string()
                } else {
                    i.id.to_string()
                }
            })
            .collect()
    }

    fn months_of(&self, table: usize, community: usize) -> Vec<(u16, u8)> {
        self.model.property[table]
            .rows
            .iter()
            .filter(|r| r.community == community)
            .map(|r| (r.year, r.month))
            .collect()
    }

    fn year_issue(&self, rng: &mut ChaCha8Rng, allow_missing: bool) -> ScopeIssue {
        if allow_missing && rng.random_bool(0.65) {
            ScopeIssue::Missing
        } else {
            ScopeIssue::Error
        }
    }

    /// Decides which of `n` scopes (or entities) get an issue: one, or sometimes all.
    fn which(n: usize, wanted: bool, rng: &mut ChaCha8Rng) -> Vec<bool> {
        if !wanted {
            return vec![false; n];
        }
        if n > 1 && rng.random_bool(0.3) {
            return vec![true; n];
        }
        let k = rng.random_range(0..n);
        (0..n).map(|i| i == k).collect()
    }

    /// The scope phrase of a table (place or year), possibly underspecified.
    fn scope_pieces(
        &self,
        t: TableRef,
        issue: bool,
        avoid: &[Place],
        allow_de: bool,
        labels: &mut Labels,
        rng: &mut ChaCha8Rng,
    ) -> Option<Vec<Piece>> {
        match t {
            TableRef::Finance(i) => {
                let year = self.model.finance[i].year;
                let issue = issue.then(|| self.year_issue(rng, true));
                let written = self.year_mention(year, issue, labels, rng)?;
                Some(year_pieces(written.as_deref(), self.lang, rng))
            }
            _ => {
                let place = self.place_of(t)?;
                let kind = if matches!(t, TableRef::Land(_)) {
                    TableKind::LandAuction
                } else {
                    TableKind::PropertySales
                };
                let issue = issue.then(|| PlaceIssue::sample(rng));
                let m: PlaceMention =
                    self.place_mention(place, self.kind_places(kind), issue, avoid, labels, rng)?;
                Some(m.pieces(self.lang, allow_de, rng))
            }
        }
    }

    fn draft(&self, shape: Shape, w: Want, rng: &mut ChaCha8Rng) -> Option<Draft> {
        match shape {
            Shape::Single => self.single(w, rng),
            Shape::PairTables => self.pair_tables(w, rng),
            Shape::PairSame => self.pair_same(w, rng),
            Shape::Top => self.top(w, rng),
            Shape::Count => self.count(w, rng),
            Shape::Cross => self.cross(w, rng),
        }
    }

    fn random_kind(&self, weights: &[(TableKind, u32)], rng: &mut ChaCha8Rng) -> Option<TableKind> {
        let available: Vec<(TableKind, u32)> = weights
            .iter()
            .copied()
            .filter(|(k, _)| self.tables_of(*k) > 0)
            .collect();
        weighted(&available, rng)
    }

    fn select_sql(kind: TableKind, intents: &[&IntentSpec], distinct: bool) -> String {
        let mut cols = vec![name_column(kind)];
        cols.extend(intents.iter().map(|i| i.column));
        format!(
            "SELECT {}{}",
            if distinct { "DISTINCT " } else { "" },
            cols.join(", ")
        )
    }

    fn month_condition(month: Option<(u16, u8)>) -> String {
        match month {
            Some((y, m)) => format!(" AND transaction_month = '{y}-{m:02}'"),
            None => String::new(),
        }
    }

    /// One entity, one or two intents.
    fn single(&self, w: Want, rng: &mut ChaCha8Rng) -> Option<Draft> {
        let kind = self.random_kind(
            &[
                (TableKind::PropertySales, 45),
                (TableKind::LandAuction, 30),
                (TableKind::EnterpriseFinance, 25),
            ],
            rng,
        )?;
        let t = Self::table_ref(kind, rng.random_range(0..self.tables_of(kind)));
        let e = Self::entity(t, rng.random_range(0..self.entity_count(t)));
        let n = if rng.random_bool(0.4) { 1 } else { 2 };
        let intents = self.choose_intents(kind, n, w.select, rng);
        let month = match e {
            Entity::Community { table, idx }
                if intents.iter().any(|i| i.period == Period::Month) =>
            {
                Some(*self.months_of(table, idx).choose(rng)?)
            }
            _ => None,
        };
        let mut labels = Labels::default();
        let scope = self.scope_pieces(t, w.from, &[], true, &mut labels, rng)?;
        let (entity, full) = self.entity_pieces(e, kind, w.where_, &mut labels);
        let vague = Self::vague_of(&intents, w.select);
        if let Some(v) = vague {
            let header = column(kind, intents[intents.len() - 1].column).display(self.lang);
            labels.add_select(header, self.lang, self.forbidden(v));
        }
        let mut fills = Fills::new();
        fills.insert("E", entity);
        fills.insert("S", scope);
        if let Some(m) = month {
            fills.insert("P", self.month_pieces(m));
        }
        let clear: Vec<&IntentSpec> = if vague.is_some() {
            intents[..intents.len() - 1].to_vec()
        } else {
            intents.clone()
        };
        let mut u = Utterance::default();
        let frame_id;
        if let (Some(v), true) = (vague, clear.is_empty()) {
            let frame = self.pick_str(v.en_q, v.zh_q, rng);
            frame_id = "vague".to_string();
            u.render(frame, &fills).ok()?;
        } else {
            fills.insert("M", self.measure_pieces(&clear, rng));
            fills.insert("Q", Self::question_word(&clear, true));
            let frames = match (kind, month.is_some()) {
                (TableKind::EnterpriseFinance, _) => &frames::SINGLE_FINANCE,
                (_, true) => &frames::SINGLE_MONTH,
                _ => &frames::SINGLE,
            };
            let (i, frame) = self.pick(frames, rng);
            u.render(frame, &fills).ok()?;
            frame_id = format!("f{i}");
            if let Some(v) = vague {
                fills.insert("T", vec![text(self.pick_str(v.en_tail, v.zh_tail, rng))]);
                let (_, tail) = self.pick(&frames::TAIL, rng);
                u.render(tail, &fills).ok()?;
            }
        }
        let table = self.table_name(t);
        let sql = format!(
            "{} FROM {table} WHERE {} = {}{}",
            Self::select_sql(
                kind,
                &intents,
                month.is_none() && kind != TableKind::EnterpriseFinance
            ),
            name_column(kind),
            sql_str(&full),
            Self::month_condition(month)
        );
        Some(Draft {
            utterance: u.finish(),
            intents: Self::intent_labels(&intents, vague.is_some()),
            tables: vec![t],
            sql,
            labels,
            template: format!("{}.single.{}i.{}", kind_name(kind), intents.len(), frame_id),
            check: Check::NonEmpty,
        })
    }

    fn forbidden(&self, v: &intents::Vague) -> &'static [&'static str] {
        match self.lang {
            Lang::En => v.en_forbidden,
            Lang::Zh => v.zh_forbidden,
        }
    }

    /// Two entities in two tables: two districts of different cities, or one enterprise in
    /// two years.
    fn pair_tables(&self, w: Want, rng: &mut ChaCha8Rng) -> Option<Draft> {
        let kind = self.random_kind(
            &[
                (TableKind::PropertySales, 45),
                (TableKind::LandAuction, 35),
                (TableKind::EnterpriseFinance, 20),
            ],
            rng,
        )?;
        if kind == TableKind::EnterpriseFinance {
            return self.pair_years(w, rng);
        }
        let n_tables = self.tables_of(kind);
        let t1 = Self::table_ref(kind, rng.random_range(0..n_tables));
        let p1 = self.place_of(t1)?;
        let others: Vec<usize> = (0..n_tables)
            .filter(|&i| {
                self.place_of(Self::table_ref(kind, i))
                    .is_some_and(|p| p.city != p1.city)
            })
            .collect();
        let t2 = Self::table_ref(kind, *others.choose(rng)?);
        let p2 = self.place_of(t2)?;
        let e1 = Self::entity(t1, rng.random_range(0..self.entity_count(t1)));
        let e2 = Self::entity(t2, rng.random_range(0..self.entity_count(t2)));
        let n = if rng.random_bool(0.55) { 1 } else { 2 };
        let intents = self.choose_intents(kind, n, w.select, rng);
        let month = match (e1, e2) {
            (Entity::Community { table: a, idx: i }, Entity::Community { table: b, idx: j })
                if intents.iter().any(|x| x.period == Period::Month) =>
            {
                let second = self.months_of(b, j);
                let common: Vec<(u16, u8)> = self
                    .months_of(a, i)
                    .into_iter()
                    .filter(|m| second.contains(m))
                    .collect();
                Some(*common.choose(rng)?)
            }
            _ => None,
        };
        let mut labels = Labels::default();
        let scope_issue = Self::which(2, w.from, rng);
        let s1 = self.scope_pieces(t1, scope_issue[0], &[p2], true, &mut labels, rng)?;
        let s2 = self.scope_pieces(t2, scope_issue[1], &[p1], true, &mut labels, rng)?;
        let short = Self::which(2, w.where_, rng);
        let (ep1, full1) = self.entity_pieces(e1, kind, short[0], &mut labels);
        let (ep2, full2) = self.entity_pieces(e2, kind, short[1], &mut labels);
        let vague = Self::vague_of(&intents, w.select);
        if let Some(v) = vague {
            let header = column(kind, intents[intents.len() - 1].column).display(self.lang);
            labels.add_select(header, self.lang, self.forbidden(v));
        }
        let mut fills = Fills::new();
        fills.insert("E", ep1);
        fills.insert("E2", ep2);
        fills.insert("S", s1);
        fills.insert("S2", s2);
        if let Some(m) = month {
            fills.insert("P", self.month_pieces(m));
        }
        let frame_id = self.render_pair(
            &intents,
            vague,
            month.is_some(),
            PairFrames::TABLES,
            &mut fills,
            rng,
        )?;
        let u = frame_id.1;
        let distinct = month.is_none();
        let part = |t: TableRef, full: &str| {
            format!(
                "{} FROM {} WHERE {} = {}{}",
                Self::select_sql(kind, &intents, distinct),
                self.table_name(t),
                name_column(kind),
                sql_str(full),
                Self::month_condition(month)
            )
        };
        let sql = format!("{} UNION ALL {}", part(t1, &full1), part(t2, &full2));
        Some(Draft {
            utterance: u,
            intents: Self::intent_labels(&intents, vague.is_some()),
            tables: vec![t1, t2],
            sql,
            labels,
            template: format!(
                "{}.pair_tables.{}i.{}",
                kind_name(kind),
                intents.len(),
                frame_id.0
            ),
            check: Check::Rows(2),
        })
    }

    /// Renders a two-entity question: clear, vague only, or clear with a vague follow-up.
    fn render_pair(
        &self,
        intents: &[&'static IntentSpec],
        vague: Option<&'static intents::Vague>,
        has_month: bool,
        frames: PairFrames,
        fills: &mut Fills,
        rng: &mut ChaCha8Rng,
    ) -> Option<(String, Utterance)> {
        let clear: Vec<&IntentSpec> = if vague.is_some() {
            intents[..intents.len() - 1].to_vec()
        } else {
            intents.to_vec()
        };
        let mut u = Utterance::default();
        if let Some(v) = vague {
            fills.insert("V", vec![text(self.pick_str(v.en_np, v.zh_np, rng))]);
        }
        let id = if let (Some(_), true) = (vague, clear.is_empty()) {
            let f = if has_month {
                frames.vague_month
            } else {
                frames.vague
            };
            let (i, frame) = self.pick(f, rng);
            u.render(frame, fills).ok()?;
            format!("vague{i}")
        } else {
            fills.insert("M", self.measure_pieces(&clear, rng));
            fills.insert("Q", Self::question_word(&clear, false));
            let f = if has_month {
                frames.clear_month
            } else {
                frames.clear
            };
            let (i, frame) = self.pick(f, rng);
            u.render(frame, fills).ok()?;
            if vague.is_some() {
                let (_, tail) = self.pick(frames.tail, rng);
                u.render(tail, fills).ok()?;
            }
            format!("f{i}")
        };
        Some((id, u.finish()))
    }

    /// One enterprise in two years: the year is the scope of each table.
    fn pair_years(&self, w: Want, rng: &mut ChaCha8Rng) -> Option<Draft> {
        let kind = TableKind::EnterpriseFinance;
        let years = self.model.finance.len();
        if years < 2 {
            return None;
        }
        let a = rng.random_range(0..years);
        let mut b = rng.random_range(0..years - 1);
        if b >= a {
            b += 1;
        }
        let (a, b) = (a.min(b), a.max(b));
        let row_a = rng.random_range(0..self.model.finance[a].rows.len());
        let enterprise = self.model.finance[a].rows[row_a].enterprise;
        // The enterprise must have filed in both years.
        if !self.model.finance[b]
            .rows
            .iter()
            .any(|r| r.enterprise == enterprise)
        {
            return None;
        }
        let (ta, tb) = (TableRef::Finance(a), TableRef::Finance(b));
        let n = if rng.random_bool(0.55) { 1 } else { 2 };
        let intents = self.choose_intents(kind, n, w.select, rng);
        let mut labels = Labels::default();
        // Leaving out one of two years does not read naturally: only misspell years here.
        let issue = Self::which(2, w.from, rng);
        let mut year_fill = |t: usize, bad: bool, labels: &mut Labels| -> Option<Vec<Piece>> {
            let year = self.model.finance[t].year;
            let written = self.year_mention(year, bad.then_some(ScopeIssue::Error), labels, rng)?;
            Some(vec![slot(&written?, "year")])
        };
        let ya = year_fill(a, issue[0], &mut labels)?;
        let yb = year_fill(b, issue[1], &mut labels)?;
        let (ep, full) = self.entity_pieces(
            Entity::Enterprise {
                table: a,
                row: row_a,
            },
            kind,
            w.where_,
            &mut labels,
        );
        let vague = Self::vague_of(&intents, w.select);
        if let Some(v) = vague {
            let header = column(kind, intents[intents.len() - 1].column).display(self.lang);
            labels.add_select(header, self.lang, self.forbidden(v));
        }
        let mut fills = Fills::new();
        fills.insert("E", ep);
        fills.insert("Y", ya);
        fills.insert("Y2", yb);
        let (id, u) =
            self.render_pair(&intents, vague, false, PairFrames::YEARS, &mut fills, rng)?;
        let part = |t: usize| {
            let year = self.model.finance[t].year;
            let mut cols = vec![format!("{year} AS year"), name_column(kind).to_string()];
            cols.extend(intents.iter().map(|i| i.column.to_string()));
            format!(
                "SELECT {} FROM {} WHERE enterprise_name = {}",
                cols.join(", "),
                finance_table_name(year),
                sql_str(&full)
            )
        };
        Some(Draft {
            utterance: u,
            intents: Self::intent_labels(&intents, vague.is_some()),
            tables: vec![ta, tb],
            sql: format!("{} UNION ALL {}", part(a), part(b)),
            labels,
            template: format!("finance.pair_years.{}i.{id}", intents.len()),
            check: Check::Rows(2),
        })
    }

    /// Two entities of one table.
    fn pair_same(&self, w: Want, rng: &mut ChaCha8Rng) -> Option<Draft> {
        let kind = self.random_kind(
            &[
                (TableKind::PropertySales, 40),
                (TableKind::LandAuction, 30),
                (TableKind::EnterpriseFinance, 30),
            ],
            rng,
        )?;
        let t = Self::table_ref(kind, rng.random_range(0..self.tables_of(kind)));
        let count = self.entity_count(t);
        if count < 2 {
            return None;
        }
        let i = rng.random_range(0..count);
        let mut j = rng.random_range(0..count - 1);
        if j >= i {
            j += 1;
        }
        let (e1, e2) = (Self::entity(t, i), Self::entity(t, j));
        let n = if rng.random_bool(0.7) { 1 } else { 2 };
        let intents = self.choose_intents(kind, n, w.select, rng);
        let month = match (e1, e2) {
            (Entity::Community { table, idx: a }, Entity::Community { idx: b, .. })
                if intents.iter().any(|x| x.period == Period::Month) =>
            {
                let second = self.months_of(table, b);
                let common: Vec<(u16, u8)> = self
                    .months_of(table, a)
                    .into_iter()
                    .filter(|m| second.contains(m))
                    .collect();
                Some(*common.choose(rng)?)
            }
            _ => None,
        };
        let mut labels = Labels::default();
        let scope = self.scope_pieces(t, w.from, &[], true, &mut labels, rng)?;
        let short = Self::which(2, w.where_, rng);
        let (ep1, full1) = self.entity_pieces(e1, kind, short[0], &mut labels);
        let (ep2, full2) = self.entity_pieces(e2, kind, short[1], &mut labels);
        let vague = Self::vague_of(&intents, w.select);
        if let Some(v) = vague {
            let header = column(kind, intents[intents.len() - 1].column).display(self.lang);
            labels.add_select(header, self.lang, self.forbidden(v));
        }
        let mut fills = Fills::new();
        fills.insert("E", ep1);
        fills.insert("E2", ep2);
        fills.insert("S", scope);
        if let Some(m) = month {
            fills.insert("P", self.month_pieces(m));
        }
        let frames = if kind == TableKind::EnterpriseFinance {
            PairFrames::SAME_FINANCE
        } else {
            PairFrames::SAME
        };
        let (id, u) =
            self.render_pair(&intents, vague, month.is_some(), frames, &mut fills, rng)?;
        let mut names = [full1, full2];
        names.sort();
        let sql = format!(
            "{} FROM {} WHERE {} IN ({}, {}){} ORDER BY {}",
            Self::select_sql(
                kind,
                &intents,
                month.is_none() && kind != TableKind::EnterpriseFinance
            ),
            self.table_name(t),
            name_column(kind),
            sql_str(&names[0]),
            sql_str(&names[1]),
            Self::month_condition(month),
            name_column(kind)
        );
        Some(Draft {
            utterance: u,
            intents: Self::intent_labels(&intents, vague.is_some()),
            tables: vec![t],
            sql,
            labels,
            template: format!(
                "{}.pair_same_table.{}i.{id}",
                kind_name(kind),
                intents.len()
            ),
            check: Check::Rows(2),
        })
    }

    /// The top row of a table by one measure.
    fn top(&self, w: Want, rng: &mut ChaCha8Rng) -> Option<Draft> {
        let candidates: Vec<&RankingSpec> = RANKINGS
            .iter()
            .filter(|r| self.tables_of(r.kind) > 0)
            .collect();
        let spec = *candidates.choose(rng)?;
        let kind = spec.kind;
        let t = Self::table_ref(kind, rng.random_range(0..self.tables_of(kind)));
        let month = match t {
            TableRef::Property(i) if spec.period == Period::Month => {
                let r = self.model.property[i].rows.choose(rng)?;
                Some((r.year, r.month))
            }
            _ => None,
        };
        let mut labels = Labels::default();
        let scope = self.scope_pieces(t, w.from, &[], false, &mut labels, rng)?;
        let mut fills = Fills::new();
        fills.insert("S", scope);
        if let Some(m) = month {
            fills.insert("P", self.month_pieces(m));
        }
        let list = match self.lang {
            Lang::En => spec.en,
            Lang::Zh => spec.zh,
        };
        let i = rng.random_range(0..list.len());
        let mut u = Utterance::default();
        u.render(list[i], &fills).ok()?;
        let table = self.table_name(t);
        let filter = match month {
            Some((y, m)) => format!(" WHERE transaction_month = '{y}-{m:02}'"),
            None => String::new(),
        };
        let base = format!(
            "SELECT {}, {} FROM {table}{filter} ORDER BY {} DESC LIMIT ",
            name_column(kind),
            spec.column,
            spec.column
        );
        Some(Draft {
            utterance: u.finish(),
            intents: vec![spec.id.to_string()],
            tables: vec![t],
            sql: format!("{base}1"),
            labels,
            template: format!(
                "{}.ranking.{}.f{i}",
                kind_name(kind),
                spec.id.split('/').nth(1).unwrap_or("")
            ),
            check: Check::NoTie(format!("{base}2")),
        })
    }

    /// How many land parcels a district sold in a year.
    fn count(&self, w: Want, rng: &mut ChaCha8Rng) -> Option<Draft> {
        if self.model.land.is_empty() {
            return None;
        }
        let ti = rng.random_range(0..self.model.land.len());
        let t = TableRef::Land(ti);
        let year = self.model.land[ti].parcels.choose(rng)?.date.0;
        let mut labels = Labels::default();
        let scope = self.scope_pieces(t, w.from, &[], false, &mut labels, rng)?;
        let mut fills = Fills::new();
        fills.insert("S", scope);
        fills.insert("Y", vec![slot(&year.to_string(), "year")]);
        let (i, frame) = self.pick(&frames::COUNT_PARCELS, rng);
        let mut u = Utterance::default();
        u.render(frame, &fills).ok()?;
        Some(Draft {
            utterance: u.finish(),
            intents: vec!["land/parcel_count".to_string()],
            tables: vec![t],
            sql: format!(
                "SELECT COUNT(*) FROM {} WHERE transaction_date LIKE '{year}-%'",
                self.table_name(t)
            ),
            labels,
            template: format!("land.count.f{i}"),
            check: Check::PositiveCount,
        })
    }

    /// A land winner or developer, then a finance figure of that enterprise in a year.
    fn cross(&self, w: Want, rng: &mut ChaCha8Rng) -> Option<Draft> {
        let kind = self.random_kind(
            &[(TableKind::PropertySales, 50), (TableKind::LandAuction, 50)],
            rng,
        )?;
        let t = Self::table_ref(kind, rng.random_range(0..self.tables_of(kind)));
        let idx = rng.random_range(0..self.entity_count(t));
        let e = Self::entity(t, idx);
        let company = match e {
            Entity::Community { table, idx } => {
                self.model.property[table].communities[idx].developer
            }
            Entity::Project { table, idx } => self.model.land[table].parcels[idx].winner,
            Entity::Enterprise { .. } => return None,
        };
        let years: Vec<usize> = (0..self.model.finance.len())
            .filter(|&y| {
                self.model.finance[y]
                    .rows
                    .iter()
                    .any(|r| r.enterprise == company)
            })
            .collect();
        let fy = *years.choose(rng)?;
        let ft = TableRef::Finance(fy);
        let measure = self.choose_intents(TableKind::EnterpriseFinance, 1, false, rng);
        let mut labels = Labels::default();
        let issue = Self::which(2, w.from, rng);
        let scope = self.scope_pieces(t, issue[0], &[], true, &mut labels, rng)?;
        let year_scope = self.scope_pieces(ft, issue[1], &[], false, &mut labels, rng)?;
        let (ep, full) = self.entity_pieces(e, kind, w.where_, &mut labels);
        let mut fills = Fills::new();
        fills.insert("E", ep);
        fills.insert("S", scope);
        fills.insert("S2", year_scope);
        fills.insert("M", self.measure_pieces(&measure, rng));
        fills.insert("Q", Self::question_word(&measure, false));
        let frames = if kind == TableKind::LandAuction {
            &frames::CROSS_LAND
        } else {
            &frames::CROSS_PROPERTY
        };
        let (i, frame) = self.pick(frames, rng);
        let mut u = Utterance::default();
        u.render(frame, &fills).ok()?;
        let m = measure.first()?;
        let (link, distinct, first) = match kind {
            TableKind::LandAuction => ("winning_bidder", "", "land/winning_bidder"),
            _ => ("developer", "DISTINCT ", "property/developer"),
        };
        let sql = format!(
            "SELECT {distinct}t.{link}, f.{} FROM {} AS t JOIN {} AS f ON f.enterprise_name = t.{link} WHERE t.{} = {}",
            m.column,
            self.table_name(t),
            self.table_name(ft),
            name_column(kind),
            sql_str(&full)
        );
        Some(Draft {
            utterance: u.finish(),
            intents: vec![first.to_string(), m.id.to_string()],
            tables: vec![t, ft],
            sql,
            labels,
            template: format!("{}.cross_domain.f{i}", kind_name(kind)),
            check: Check::NonEmpty,
        })
    }
}

/// The frame sets of one two-entity shape.
#[derive(Clone, Copy)]
struct PairFrames {
    clear: &'static Frames,
    clear_month: &'static Frames,
    vague: &'static Frames,
    vague_month: &'static Frames,
    tail: &'static Frames,
}

impl PairFrames {
    const TABLES: PairFrames = PairFrames {
        clear: &frames::PAIR,
        clear_month: &frames::PAIR_MONTH,
        vague: &frames::PAIR_VAGUE,
        vague_month: &frames::PAIR_VAGUE_MONTH,
        tail: &frames::PAIR_TAIL,
    };
    const YEARS: PairFrames = PairFrames {
        clear: &frames::YEARS_PAIR,
        clear_month: &frames::YEARS_PAIR,
        vague: &frames::YEARS_PAIR_VAGUE,
        vague_month: &frames::YEARS_PAIR_VAGUE,
        tail: &frames::YEARS_TAIL,
    };
    const SAME: PairFrames = PairFrames {
        clear: &frames::SAME,
        clear_month: &frames::SAME_MONTH,
        vague: &frames::SAME_VAGUE,
        vague_month: &frames::SAME_VAGUE_MONTH,
        tail: &frames::PAIR_TAIL,
    };
    const SAME_FINANCE: PairFrames = PairFrames {
        clear: &frames::SAME_FINANCE,
        clear_month: &frames::SAME_FINANCE,
        vague: &frames::SAME_VAGUE_FINANCE,
        vague_month: &frames::SAME_VAGUE_FINANCE,
        tail: &frames::PAIR_TAIL,
    };
}

/// True when `query` contains `word`: whole words in English (case-insensitive), substrings
/// in Chinese.
pub fn contains_forbidden(query: &str, word: &str, lang: Lang) -> bool {
    match lang {
        Lang::Zh => query.contains(word),
        Lang::En => {
            let q = query.to_lowercase();
            let w = word.to_lowercase();
            let bytes = q.as_bytes();
            let mut from = 0;
            while let Some(pos) = q[from..].find(&w) {
                let start = from + pos;
                let end = start + w.len();
                let before = start == 0 || !(bytes[start - 1] as char).is_ascii_alphanumeric();
                let after = end == q.len() || !(bytes[end] as char).is_ascii_alphanumeric();
                if before && after {
                    return true;
                }
                from = start + 1;
            }
            false
        }
    }
}

/// Writes the records of one language: stratified by clause combination, each SQL executed
/// on `session` (the generated lake).
pub(crate) fn generate_records(
    ctx: &Ctx,
    size: Size,
    db_id: &str,
    session: &mut SqliteSession,
    rng: &mut ChaCha8Rng,
) -> Result<Vec<Record>, GenError> {
    let mut records = Vec::new();
    let mut seen: HashSet<String> = HashSet::new();
    let limits = Limits::default();
    for (w, target) in stratum_targets(size) {
        let shapes: Vec<(Shape, u32)> = SHAPE_WEIGHTS
            .iter()
            .copied()
            .filter(|(s, _)| s.allows(w))
            .collect();
        let mut made = 0;
        let mut attempts = 0usize;
        let budget = target * 60 + 2_000;
        while made < target {
            attempts += 1;
            if attempts > budget {
                return Err(GenError::Exhausted {
                    stratum: format!("{:?}", Stratum::of(&want_clauses(w))),
                    made,
                    target,
                });
            }
            let Some(shape) = weighted(&shapes, rng) else {
                break;
            };
            let Some(draft) = ctx.draft(shape, w, rng) else {
                continue;
            };
            let Some(record) = finish(ctx, draft, db_id, records.len(), session, &limits)? else {
                continue;
            };
            if Stratum::of(&record.clauses()) != Stratum::of(&want_clauses(w))
                || !seen.insert(record.query.clone())
            {
                continue;
            }
            records.push(record);
            made += 1;
        }
    }
    Ok(records)
}

fn want_clauses(w: Want) -> Vec<Clause> {
    let mut c = Vec::new();
    if w.select {
        c.push(Clause::Select);
    }
    if w.from {
        c.push(Clause::From);
    }
    if w.where_ {
        c.push(Clause::Where);
    }
    c
}

fn run(
    session: &mut SqliteSession,
    sql: &str,
    limits: &Limits,
) -> Result<clarisql_exec::ResultSet, GenError> {
    session
        .query(sql, limits)
        .map_err(|e| GenError::Internal(format!("gold SQL failed: {e}\n  {sql}")))
}

/// Executes a draft, applies the quality filters, and turns it into a record (None when the
/// draft is filtered out).
fn finish(
    ctx: &Ctx,
    draft: Draft,
    db_id: &str,
    index: usize,
    session: &mut SqliteSession,
    limits: &Limits,
) -> Result<Option<Record>, GenError> {
    let lang = ctx.lang;
    let query = draft.utterance.text.clone();
    if draft
        .labels
        .forbidden
        .iter()
        .any(|w| contains_forbidden(&query, w, lang))
    {
        return Ok(None);
    }
    let (tokens, slots) =
        bio_tags(&query, lang, &draft.utterance.slots).map_err(GenError::Internal)?;
    let rs = run(session, &draft.sql, limits)?;
    let has_null = rs.rows.iter().flatten().any(Value::is_null);
    let ok = !rs.rows.is_empty()
        && !has_null
        && match &draft.check {
            Check::NonEmpty => true,
            Check::Rows(n) => rs.rows.len() == *n,
            Check::NoTie(tie_sql) => {
                let tie = run(session, tie_sql, limits)?;
                match (tie.rows.first(), tie.rows.get(1)) {
                    (Some(a), Some(b)) => {
                        a.last().map(Value::canonical) != b.last().map(Value::canonical)
                    }
                    _ => true,
                }
            }
            Check::PositiveCount => rs.rows[0]
                .first()
                .and_then(Value::as_f64)
                .is_some_and(|n| n > 0.0),
        };
    if !ok {
        return Ok(None);
    }
    let labels = draft.labels;
    let stratum = Stratum::of(&labels.clauses.iter().copied().collect::<Vec<_>>());
    let mut forbidden = labels.forbidden;
    forbidden.sort();
    forbidden.dedup();
    Ok(Some(Record {
        id: format!("{db_id}-{index:06}"),
        db_id: db_id.to_string(),
        lang,
        query,
        tokens,
        intent: draft.intents,
        slots,
        select_clarification: labels.select_clarification,
        from_clarification: labels.from_clarification,
        where_clarification: labels.where_clarification,
        intent_underspecification: Flag::from_bool(labels.clauses.contains(&Clause::Select)),
        scope_underspecification: labels.scope,
        condition_underspecification: labels.condition,
        table_caption: draft.tables.iter().map(|t| ctx.caption(*t)).collect(),
        tables: draft.tables.iter().map(|t| ctx.table_name(*t)).collect(),
        sql: draft.sql,
        answer: Answer {
            columns: rs.columns,
            rows: rs.rows,
        },
        forbidden_words: forbidden,
        gold_clarifications: labels.gold,
        stratum,
        template: draft.template,
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paper_targets_match_table_4() {
        let t = stratum_targets(Size::Paper);
        assert_eq!(t.iter().map(|x| x.1).sum::<usize>(), 25_105);
        assert_eq!(t[0].1, 5_095);
        assert_eq!(t[1].1, 197);
        assert_eq!(t[2].1, 3_274);
        assert_eq!(t[3].1, 4_421);
        assert_eq!(t[4..].iter().map(|x| x.1).sum::<usize>(), 12_118);
    }

    #[test]
    fn forbidden_words_match_whole_english_words() {
        assert!(contains_forbidden(
            "What is the Plot Ratio?",
            "plot ratio",
            Lang::En
        ));
        assert!(!contains_forbidden("Is it a farm?", "FAR", Lang::En));
        assert!(contains_forbidden("绿化率是多少", "绿化", Lang::Zh));
    }

    #[test]
    fn intent_columns_exist() {
        use crate::odutqa::lake::columns;
        for kind in [
            TableKind::PropertySales,
            TableKind::LandAuction,
            TableKind::EnterpriseFinance,
        ] {
            for i in intents_of(kind) {
                assert!(columns(kind).iter().any(|c| c.name == i.column), "{}", i.id);
                assert!(!i.en.is_empty() && !i.zh.is_empty(), "{}", i.id);
            }
        }
        for r in RANKINGS {
            assert!(
                columns(r.kind).iter().any(|c| c.name == r.column),
                "{}",
                r.id
            );
        }
    }
}
