//! Interpretation: from the units of one question over one database to a resolved intent
//! ([`Query`]), with a confidence and the findings that stand in the way.
//!
//! Roles are assigned in passes, each consuming the units it explains: LIKE patterns, values
//! (filters), comparisons (a number attached to a column or to a count), numbers beside a
//! column, superlatives and "top N" (ordering with a limit), aggregates and counts, grouping,
//! ordering; what is left names the projection and the tables. Every content word should be
//! explained by some pass: what is not lowers confidence.
//!
//! Words after a relative clause opener ("who", "that", "with", …) describe conditions; a column
//! named there that no pass explains is not silently projected — it is a doubt.
//!
//! [`interpret`] lists the passes in the order they run. The files follow that flow:
//! `opening` (condition zones, the tables in focus, generic head nouns), `columns` (which
//! column a unit names, and what a number or date is compared with), `conditions` (LIKE,
//! months, values, comparisons), `ranking` (superlatives, ordering), `aggregates` (counts,
//! grouping), `projection` (what is shown, groups), `assemble` (the query; then weighing it:
//! its doubts, alternatives and fit). `clues` holds the small word and schema facts the passes share. Every pass
//! is a method of `Reader` (what the opening found, read-only) writing into `State`.

mod aggregates;
mod assemble;
mod clues;
mod columns;
mod conditions;
mod opening;
mod projection;
mod ranking;

use crate::cues::{pattern_noun, Cue, LikeKind};
use crate::link::ValueCandidate;
use crate::segment::Unit;
use crate::taxonomy::{
    or_list, worded_in_chinese, Candidate, CandidateKind, Category, Clause, Finding,
};
use clarisql_index::{Element, LakeIndex, ValueMatch};
use clarisql_lake::{ColumnId, ColumnKind, DbId, Lake, TableId};
use clarisql_sql::{Agg, Builder, CmpOp, Cond, Expr, Literal, Operand, Order, Query, SetOp};
use clarisql_text::{comparable_concepts, Token, TokenKind};
pub(crate) use clues::name_the_entities;
use clues::*;

/// The unit after "each" and, when a column of its table follows it ("each student's first
/// name"), that column's unit and the column.
type EachTarget = (usize, Option<(usize, ColumnId)>);

/// The outcome for one database.
#[derive(Debug, Clone)]
pub struct Interpretation {
    pub db: DbId,
    pub query: Option<Query>,
    /// Other readings when the question is ambiguous (same structure, another choice).
    pub alternatives: Vec<Query>,
    /// 0..1: how sure the engine is that `query` is what was meant.
    pub confidence: f32,
    pub findings: Vec<Finding>,
    /// What the engine chose without being told ("'name' read as student.name").
    pub assumptions: Vec<String>,
    /// Why confidence is below 1, the strongest doubt first, for explanations.
    pub doubts: Vec<String>,
    /// Token ranges of content words nothing explained.
    pub unexplained: Vec<(usize, usize)>,
    /// 0..1: how much of the question's content this database explains, weighted by how well
    /// each word matched (a finer signal than `confidence` for choosing among databases).
    pub fit: f32,
    /// 0..1: like `fit`, but counting every word the database grounds, whether or not the
    /// reading could place it.
    pub grounding_fit: f32,
    /// 0..1: the share of the question's content words the reading placed, however loosely each
    /// matched (two databases that both place every word read the question alike, even when one
    /// names things more exactly).
    pub placed_share: f32,
    /// What the reading found out about the question's structure, for the detectors.
    pub facts: ReadingFacts,
}

impl Interpretation {
    /// A reading that is `query` as it stands, made without reading words (a follow-up edited
    /// at the query level: "what about february?" over the query in play), with what was assumed.
    pub fn of_query(query: Query, confidence: f32, assumption: String) -> Interpretation {
        Interpretation {
            db: query.db,
            query: Some(query),
            alternatives: Vec::new(),
            confidence,
            findings: Vec::new(),
            assumptions: vec![assumption],
            doubts: Vec::new(),
            unexplained: Vec::new(),
            fit: 1.0,
            grounding_fit: 1.0,
            placed_share: 1.0,
            facts: ReadingFacts::default(),
        }
    }
}

/// Structural facts of a reading that detectors build on (per unit of the segmentation).
#[derive(Debug, Clone, Default)]
pub struct ReadingFacts {
    /// Units after a relative-clause opener ("who", "that", "with"): conditions, not projection.
    pub in_condition: Vec<bool>,
    /// Units some pass explained.
    pub used: Vec<bool>,
    /// Units read as tables.
    pub is_table: Vec<bool>,
    /// Units that only restate their neighbour ("founded year" of a `Founded` column of years).
    pub restated: Vec<bool>,
    /// The tables the question is about.
    pub focus: Vec<TableId>,
    /// "how many X" where X is a column: counted as rows, though distinct X may be meant
    /// (type-token): (unit, column).
    pub count_over_column: Option<(usize, ColumnId)>,
    /// "how many animals got adopted": things counted once each across a join to the rows that
    /// point at them, though every such row may be meant (type-token): the things' table.
    pub counted_once_through: Option<TableId>,
    /// No column was named: the projection was chosen by the engine.
    pub projection_defaulted: bool,
    /// Token range `[start, end)` of every unit.
    pub spans: Vec<(usize, usize)>,
    /// What each grounded unit was read as.
    pub grounding: Vec<(usize, Grounding)>,
}

/// What a unit of the question was read as.
#[derive(Debug, Clone, PartialEq)]
pub enum Grounding {
    Table(TableId),
    Column(ColumnId),
    Value(ColumnId, String),
}

pub struct Context<'a> {
    pub lake: &'a Lake,
    pub index: &'a LakeIndex,
    pub db: DbId,
    pub text: &'a str,
    pub tokens: &'a [Token],
    /// The partitioned families of `db` (`scope::families`), found once per reading.
    pub families: &'a [crate::scope::Family],
    /// Family members the question's scope rules out (`scope::Resolved::hidden`).
    pub hidden: &'a std::collections::HashSet<clarisql_lake::TableId>,
}

impl Context<'_> {
    /// Every column of `tables`, table by table.
    pub(crate) fn columns_of<'t>(
        &self,
        tables: &'t [TableId],
    ) -> impl Iterator<Item = ColumnId> + 't
    where
        Self: 't,
    {
        let lake = self.lake;
        tables
            .iter()
            .flat_map(move |&t| (0..lake.table(t).columns.len()).map(move |c| t.column(c)))
    }
    pub fn span_text(&self, u: &Unit) -> String {
        let s = self.tokens[u.start].start;
        let e = self.tokens[u.end - 1].end;
        self.text[s..e].to_string()
    }
    pub fn char_span(&self, u: &Unit) -> (usize, usize) {
        let s = self.tokens[u.start].start;
        let e = self.tokens[u.end - 1].end;
        (
            clarisql_text::char_offset(self.text, s),
            clarisql_text::char_offset(self.text, e),
        )
    }
    fn column_label(&self, c: ColumnId) -> String {
        format!(
            "{}.{}",
            self.lake.table(c.table).name,
            self.lake.column(c).name
        )
    }
    fn kind(&self, c: ColumnId) -> ColumnKind {
        self.lake.column(c).kind
    }
    /// Whether a single-column foreign key links `a` and `b` (either way).
    pub fn same_by_key(&self, a: ColumnId, b: ColumnId) -> bool {
        if a.table.db != b.table.db {
            return false;
        }
        let db = self.lake.db(a.table.db);
        let links = |x: ColumnId, y: ColumnId| {
            db.foreign_keys.iter().any(|fk| {
                fk.from_table == x.table.table as usize
                    && fk.to_table == y.table.table as usize
                    && fk.from_columns == [x.column as usize]
                    && fk.to_columns == [y.column as usize]
            })
        };
        links(a, b) || links(b, a)
    }

    pub fn is_key(&self, c: ColumnId) -> bool {
        self.lake.is_key(c)
            || clarisql_text::identifier_words(&self.lake.column(c).name)
                .last()
                .is_some_and(|w| w == "id")
    }
    /// The one number a table keeps about its rows, when it keeps exactly one that is no key
    /// (a `Rating` table's `stars`): what "the average rating" averages.
    fn sole_measure(&self, t: TableId) -> Option<ColumnId> {
        self.only_measure(t, |_| true)
    }
    /// The one column of money a table keeps about its rows (`fee`, `price_paid`, `amount`),
    /// when it keeps exactly one: what "under £20" of its rows is about.
    fn sole_money(&self, t: TableId) -> Option<ColumnId> {
        self.only_measure(t, |c| {
            clarisql_text::identifier_words(&self.lake.column(c).name)
                .iter()
                .any(|w| clarisql_text::is_money_word(w))
        })
    }
    /// The money a table's rows come to: its one column of money, or of several, the one
    /// called a total (`total_amount` beside `vat_amount`). What "how much were we paid" sums
    /// when "paid" names the table's date of payment.
    fn money_total(&self, t: TableId) -> Option<ColumnId> {
        self.sole_money(t).or_else(|| {
            self.only_measure(t, |c| {
                let words = clarisql_text::identifier_words(&self.lake.column(c).name);
                words.iter().any(|w| clarisql_text::is_money_word(w))
                    && words.iter().any(|w| w == "total")
            })
        })
    }
    /// The one number of table `t` that is no key and is `kept`, when there is exactly one.
    fn only_measure(&self, t: TableId, kept: impl Fn(ColumnId) -> bool) -> Option<ColumnId> {
        let mut measures = (0..self.lake.table(t).columns.len())
            .map(|i| t.column(i))
            .filter(|&c| {
                matches!(self.kind(c), ColumnKind::Integer | ColumnKind::Real)
                    && !self.is_key(c)
                    && kept(c)
            });
        match (measures.next(), measures.next()) {
            (Some(c), None) => Some(c),
            _ => None,
        }
    }
    /// Text columns that describe a row ("asset_details", "role_description").
    fn description_columns(&self, t: TableId) -> Vec<ColumnId> {
        let table = self.lake.table(t);
        (0..table.columns.len())
            .map(|i| t.column(i))
            .filter(|&c| {
                let words = clarisql_text::identifier_words(&self.lake.column(c).name);
                // "other_address_details" holds what the other columns do not.
                self.kind(c) == ColumnKind::Text
                    && words.first().is_some_and(|w| w != "other")
                    && words.last().is_some_and(|w| {
                        matches!(w.as_str(), "details" | "detail" | "description" | "desc")
                    })
            })
            .collect()
    }
    fn neighbours(&self, t: TableId) -> Vec<TableId> {
        let db = self.lake.db(t.db);
        db.foreign_keys
            .iter()
            .filter_map(|fk| {
                if fk.from_table == t.table as usize {
                    Some(fk.to_table)
                } else if fk.to_table == t.table as usize {
                    Some(fk.from_table)
                } else {
                    None
                }
            })
            .map(|i| TableId {
                db: t.db,
                table: i as u32,
            })
            .collect()
    }
    /// Whether `to` is `from` or a table `from` refers to, directly or through one more key:
    /// where an attribute of `from`'s rows may be kept ("the city of a customer" in the
    /// customer's address). A table that refers to `from` holds other things.
    fn looks_up(&self, from: TableId, to: TableId) -> bool {
        let db = self.lake.db(from.db);
        let parents = |t: usize| {
            db.foreign_keys
                .iter()
                .filter(move |fk| fk.from_table == t)
                .map(|fk| fk.to_table)
        };
        let (from, to) = (from.table as usize, to.table as usize);
        from == to || parents(from).any(|p| p == to || parents(p).any(|g| g == to))
    }
    /// A column of `from` that is a foreign key to `to`.
    fn fk_column(&self, from: TableId, to: TableId) -> Option<ColumnId> {
        self.foreign_key(from, to).map(|(column, _)| column)
    }
    /// A one-column foreign key from `from` to `to`: (its column, the column of `to` it refers to).
    pub(crate) fn foreign_key(&self, from: TableId, to: TableId) -> Option<(ColumnId, ColumnId)> {
        self.foreign_keys(from, to).first().copied()
    }
    /// Every one-column foreign key from `from` to `to`, in declaration order.
    fn foreign_keys(&self, from: TableId, to: TableId) -> Vec<(ColumnId, ColumnId)> {
        self.lake
            .db(from.db)
            .foreign_keys
            .iter()
            .filter(|fk| {
                fk.from_table == from.table as usize
                    && fk.to_table == to.table as usize
                    && fk.from_columns.len() == 1
            })
            .map(|fk| (from.column(fk.from_columns[0]), to.column(fk.to_columns[0])))
            .collect()
    }
    /// A table's first-name and last-name columns (`first_name`, `FirstName`, `Fname`, …), when
    /// it keeps a person's name in parts: what "the full name" shows.
    fn name_parts(&self, t: TableId) -> Option<(ColumnId, ColumnId)> {
        name_parts(self.lake, t)
    }
    /// The column people mean when they ask for "the X" of a table: its name or title.
    pub(crate) fn display_columns(&self, t: TableId) -> Vec<ColumnId> {
        display_columns(self.lake, self.index, t)
    }
}

/// Columns a value's words fit as well as the one chosen (see `State::named_rivals`).
struct NamedRivals {
    unit: usize,
    /// The chosen column and how well the words fit it.
    column: (ColumnId, f32),
    rivals: Vec<(ColumnId, f32)>,
}

#[derive(Default)]
struct State {
    used: Vec<bool>,
    /// Projection items with the unit position they came from (for ordering).
    select: Vec<(usize, Expr)>,
    filters: Vec<Cond>,
    /// The units each condition was read from (first, last), parallel to `filters` until the
    /// disjunction pass joins conditions on either side of an "or".
    filter_units: Vec<(usize, usize)>,
    having: Vec<Cond>,
    group: Vec<ColumnId>,
    /// "for each X" seen (grouping only makes sense with an aggregate).
    group_units: Vec<usize>,
    order: Vec<Order>,
    limit: Option<u64>,
    distinct: bool,
    tables: Vec<TableId>,
    count_star: Option<usize>,
    count_over_column: Option<(usize, ColumnId)>,
    counted_once_through: Option<TableId>,
    /// A column read as holding "the number of X" (`no_of_customers`).
    number_column: Option<ColumnId>,
    projection_defaulted: bool,
    /// Units read as values: (unit, column, value).
    values_read: Vec<(usize, ColumnId, String)>,
    /// Units that named the column of a value beside them ("the city of Prague").
    named_for_value: Vec<(usize, ColumnId)>,
    /// Keys of the things whose shown columns are asked for ("the area of the appellation
    /// that …"): a grouping taken from the projection groups by them too, unshown.
    owner_keys: Vec<ColumnId>,
    /// Units whose column a word after "of" said whose it is through a key ("the first name
    /// of Linda Smith's advisor": the advisor's table), with that table.
    owned_through_key: Vec<(usize, TableId)>,
    /// A value's named column with the other columns of its table the same words name as well
    /// and that hold the value too ("the Banking industry" over `industry_value` and
    /// `industry_2023`; across tables the question's focus decides).
    named_rivals: Vec<NamedRivals>,
    /// The table whose rows the count counts ("how many students").
    count_table: Option<TableId>,
    /// Tables that are counted (by a count, a count condition or a count superlative), as
    /// opposed to the entity the question asks about.
    counted: Vec<TableId>,
    /// A superlative over a count ("has the most students"): order groups by COUNT(*).
    count_superlative: Option<bool>,
    /// Tables only read inside a NOT IN ("airlines with no routes"): never what is shown.
    negated_tables: Vec<TableId>,
    /// Units a pass read as restating what a neighbour says ("no end date *set*"): no data
    /// is missing for them.
    restated: Vec<usize>,
    /// Units taken as the asker's word for the rows of the table the rest chose ("jobs"):
    /// no missing column, but no evidence for this database either.
    rows_words: Vec<usize>,
    /// "the highest average price": order the groups by an aggregate of a column.
    agg_superlative: Option<(Agg, ColumnId, bool)>,
    /// "with at least 2 students": HAVING COUNT(*) op n, grouped by the projected entity.
    count_having: Vec<(CmpOp, f64)>,
    /// "whose average salary is above 42000": HAVING conditions on an aggregate of a column,
    /// grouped by the projected things.
    agg_having: Vec<Cond>,
    /// "at least 3 different products": the count condition counts distinct rows of this table.
    distinct_having: Option<TableId>,
    confidence: f32,
    /// (factor, why)
    doubts: Vec<(f32, String)>,
    findings: Vec<Finding>,
    assumptions: Vec<String>,
    /// Every column chosen for a unit: (unit, column, numeric wanted). Checked at the end for
    /// rivals that fit as well (one mechanism for column ambiguity, whatever pass chose).
    chosen: Vec<(usize, ColumnId, bool)>,
    /// Doubts about shown columns read from weak links, (unit, factor, why): counted once the
    /// projection is final, since a column that only repeats a joined one says nothing new.
    weak_shown: Vec<(usize, f32, String)>,
}

impl State {
    fn doubt(&mut self, factor: f32, why: impl Into<String>) {
        self.confidence *= factor;
        self.doubts.push((factor, why.into()));
    }
    /// Withdraws a doubt a later reading resolved (`factor` as it was given); whether there
    /// was one.
    fn undoubt(&mut self, factor: f32, why: &str) -> bool {
        let Some(p) = self.doubts.iter().position(|(_, d)| d == why) else {
            return false;
        };
        self.doubts.remove(p);
        self.confidence /= factor;
        true
    }
    /// The grouping a projection implies: its plain columns, then the keys of the things they
    /// belong to.
    fn grouping(&self, plain: &[ColumnId]) -> Vec<ColumnId> {
        let mut group = plain.to_vec();
        for k in &self.owner_keys {
            if !group.contains(k) {
                group.push(*k);
            }
        }
        group
    }
    /// Whether a column of `t` is shown, grouped by or sorted by.
    fn shows_table(&self, t: TableId) -> bool {
        self.select
            .iter()
            .any(|(_, e)| e.column().is_some_and(|c| c.table == t))
            || self.group.iter().any(|c| c.table == t)
            || self
                .order
                .iter()
                .any(|o| o.expr.column().is_some_and(|c| c.table == t))
    }
    fn add_table(&mut self, t: TableId) {
        if !self.tables.contains(&t) {
            self.tables.push(t);
        }
    }
    /// Order by `col`, read from unit `column` with the direction of unit `cue`.
    fn order_by_unit(&mut self, col: ColumnId, desc: bool, column: usize, cue: usize) {
        self.order.push(Order {
            expr: Expr::Column(col),
            desc,
        });
        self.chosen.push((column, col, false));
        self.use_all(&[cue, column]);
    }
    fn use_all(&mut self, units: &[usize]) {
        for &u in units {
            self.used[u] = true;
        }
    }
    /// A WHERE condition read from `units`.
    fn filter(&mut self, cond: Cond, units: &[usize]) {
        let first = units.iter().copied().min().unwrap_or(0);
        let last = units.iter().copied().max().unwrap_or(0);
        // Said twice ("the visitor boats, the ones without a home berth"): one condition.
        if self.filters.contains(&cond) {
            return;
        }
        self.filters.push(cond);
        self.filter_units.push((first, last));
    }
}

/// What every pass reads: the question, its units, and what the opening found. Read-only once
/// the passes start; what they decide goes into [`State`].
struct Reader<'c, 'a> {
    ctx: &'c Context<'a>,
    units: &'c [Unit],
    tokens: &'a [Token],
    /// Units after a relative-clause opener: conditions, not projection.
    in_condition: Vec<bool>,
    /// Units read as tables.
    is_table: Vec<bool>,
    /// The tables the question is about.
    focus: Vec<TableId>,
    /// The table a generic head noun belongs to ("resident details" -> resident).
    restrict: Vec<Option<TableId>>,
    /// Words that only restate their neighbour ("phone number" after a phone column).
    redundant: Vec<bool>,
}

pub(crate) use opening::{bridge_heads, members_of_people, verbs_before_own_places};

/// Reads one question over one database. The passes run in this order, each consuming the
/// units it explains; the order matters (a value read as a filter is not a column to show).
pub fn interpret(ctx: &Context, units: &[Unit]) -> Interpretation {
    let mut st = State {
        used: vec![false; units.len()],
        confidence: 1.0,
        ..State::default()
    };
    let in_condition = opening::condition_zones(ctx.tokens, units);
    opening::mark_self_explained(ctx.tokens, units, &mut st);
    let (is_table, focus) = opening::tables_in_focus(ctx, units, &mut st);
    let (restrict, redundant) = opening::generic_heads(ctx, units, &is_table);
    let r = Reader {
        ctx,
        units,
        tokens: ctx.tokens,
        in_condition,
        is_table,
        focus,
        restrict,
        redundant,
    };
    r.described_states(&mut st);
    r.continuing_states(&mut st);
    let like_columns = r.like_patterns(&mut st);
    r.calendar_months(&mut st);
    r.relative_years(&mut st);
    r.late_against_due(&mut st);
    r.values(&mut st);
    r.flags(&mut st);
    r.comparisons_with_groups(&mut st);
    r.comparisons(&mut st);
    r.conditions_of_negated_relations(&mut st);
    join_disjunctions(&mut st, units, ctx.tokens);
    r.superlatives(&mut st);
    let desc_hint = r.ordering(&mut st);
    r.aggregates(&mut st);
    let (each_targets, each_first_projected) = r.grouping(&mut st);
    let pronoun_verbs = r.projection(&mut st, each_first_projected);
    r.groups(&mut st, each_targets);
    let q = r.assemble(&mut st, like_columns, desc_hint, pronoun_verbs);
    r.weigh(st, q)
}

/// Moving through the question's units.
impl Reader<'_, '_> {
    /// The next unit that is not a function word nor already explained (a cue always counts).
    pub(super) fn next(&self, i: usize, used: &[bool]) -> Option<usize> {
        let units = self.units;
        (i + 1..units.len())
            .find(|&j| !(units[j].is_filler() || (used[j] && units[j].cue.is_none())))
    }

    /// The previous unit that is not a function word.
    pub(super) fn prev(&self, i: usize) -> Option<usize> {
        (0..i).rev().find(|&j| !self.units[j].is_filler())
    }

    /// The next unit when nothing but function words separates them.
    pub(super) fn adjacent_next(&self, i: usize) -> Option<usize> {
        let units = self.units;
        let tokens = self.tokens;
        (i + 1..units.len())
            .find(|&j| !units[j].is_filler() || tokens[units[j].start].kind == TokenKind::Punct)
            .filter(|&j| !units[j].is_filler())
    }

    /// "2022年": the year's character after year unit `i`, which goes with it.
    pub(super) fn year_char_after(&self, i: usize) -> Option<usize> {
        self.adjacent_next(i)
            .filter(|&k| self.tokens[self.units[k].start].norm == "年")
    }

    /// Whether unit `j` ranks rows (a superlative, "most frequent").
    pub(super) fn ranking(&self, j: usize) -> bool {
        let units = self.units;
        // A superlative of a concept the data compares ("oldest", "youngest") ranks too.
        let word = &self.tokens[units[j].start].norm;
        let compared_superlative = units[j].end == units[j].start + 1
            && units[j].cue.is_none()
            && !units[j].is_link()
            && word.ends_with("est")
            && comparable_concepts(word).is_some();
        compared_superlative
            || matches!(
                units[j].cue,
                Some(Cue::Superlative { .. } | Cue::Frequent { .. })
            )
    }

    /// Whether the number at unit `i` counts the rows shown. A number right before a
    /// superlative ("the 3 most expensive") or after "top" does; right after a noun it labels
    /// the noun ("course 301 most recently"). So does a count of the rows named right after it
    /// when the sentence ranks them ("the two chains with the most stores", "which 3 players
    /// won the most awards").
    pub(super) fn ranks_rows(&self, i: usize, used: &[bool]) -> bool {
        let units = self.units;
        let tokens = self.tokens;
        let labels_noun = i.checked_sub(1).is_some_and(|p| {
            units[p].is_link() && units[p].cue.is_none() && units[p].end == units[i].start
        });
        let counts_named_rows = || {
            let whole = units[i]
                .number
                .is_some_and(|n| n.fract() == 0.0 && (1.0..=100.0).contains(&n));
            let rows_named = units.get(i + 1).is_some_and(|u| {
                u.start == units[i].end
                    && u.cue.is_none()
                    && table_matches(u).first().is_some_and(|&(_, s)| s >= 0.99)
            });
            let ranked_later = (i + 2..units.len())
                .take_while(|&j| !opening::ends_sentence(&tokens[units[j].start]))
                .any(|j| self.ranking(j));
            whole && rows_named && ranked_later
        };
        units[i].number.is_some()
            && (self.prev(i).is_some_and(|p| units[p].cue == Some(Cue::Top))
                || (!labels_noun
                    && (self.next(i, used).is_some_and(|j| self.ranking(j))
                        || counts_named_rows())))
    }
}

/// A table's first-name and last-name text columns (`first_name`, `FirstName`, `Fname`, …),
/// when it keeps a person's name in parts.
pub(crate) fn name_parts(lake: &Lake, t: TableId) -> Option<(ColumnId, ColumnId)> {
    let part = |want: clarisql_text::NamePart| {
        (0..lake.table(t).columns.len())
            .map(|k| t.column(k))
            .find(|&c| {
                lake.column(c).kind == ColumnKind::Text
                    && clarisql_text::person_name_part(&lake.column(c).name) == Some(want)
            })
    };
    Some((
        part(clarisql_text::NamePart::Given)?,
        part(clarisql_text::NamePart::Family)?,
    ))
}

/// "How deep is …", "how long are they": the adjective of a measurable property
/// (`comparable_concepts`) right after a question's opening "how" (not "how much", "how
/// many"), with its token position and the column words it points to.
pub(crate) fn how_adjective(tokens: &[Token]) -> Option<(usize, &'static [&'static str])> {
    let mut words = tokens.iter().enumerate().filter(|(_, t)| t.is_word());
    let ((_, how), (k, adjective)) = (words.next()?, words.next()?);
    if how.norm != "how" || matches!(adjective.norm.as_str(), "much" | "many") {
        return None;
    }
    comparable_concepts(&adjective.norm).map(|(concepts, _)| (k, concepts))
}

/// Whether `n` looks like a year.
fn year_like(n: f64) -> bool {
    n.fract() == 0.0 && (1000.0..3000.0).contains(&n)
}

/// "Who borrowed Harbour Lights?" read as the title of the book titled so: an answer that only
/// shows back the value the question named says nothing; the question asked for something else.
/// (Judged on the final query, after the detectors' rewrites.)
pub(crate) fn doubt_echoed_value(i: &mut Interpretation) {
    let Some(q) = &i.query else { return };
    let echoes = q.compound.is_none()
        && q.group_by.is_empty()
        && matches!(q.select.as_slice(), [Expr::Column(c)]
            if q.filter.iter().any(|f| f.holds_to_value(*c)));
    if echoes {
        i.confidence *= ECHOED_VALUE_DOUBT;
        i.doubts.insert(
            0,
            "the answer would only repeat the value the question names".into(),
        );
    }
}

/// Measured on Spider train: every such answer it turned into a refusal was wrong.
const ECHOED_VALUE_DOUBT: f32 = 0.3;

/// The column people mean when they ask for "the X" of a table: its name or title.
pub(crate) fn display_columns(lake: &Lake, index: &LakeIndex, t: TableId) -> Vec<ColumnId> {
    let table = lake.table(t);
    let words = |c: &clarisql_lake::Column| clarisql_text::identifier_words(&c.name);
    let table_stems: Vec<String> = index
        .table_names(t)
        .phrases
        .iter()
        .filter_map(|p| p.stems.first().cloned())
        .collect();
    let exact: Vec<ColumnId> = table
        .columns
        .iter()
        .enumerate()
        .filter(|(_, c)| {
            let w = words(c);
            {
                let stems: Vec<String> = w.iter().map(|x| clarisql_text::stem(x)).collect();
                (w.len() == 1 && clarisql_text::is_name_word(&w[0]))
                    || (w.len() == 2 && clarisql_text::is_name_word(&w[1]) && table_stems.contains(&clarisql_text::stem(&w[0])))
                    // "Institution" in table institution: the column that names the thing
                    || (c.kind == ColumnKind::Text && stems.len() == 1 && table_stems.contains(&stems[0]))
            }
        })
        .map(|(i, _)| t.column(i))
        .collect();
    if !exact.is_empty() {
        return exact;
    }
    // A person is named by the parts of their name; another name column (`guardian_name`,
    // `employer_name`) names someone or something else.
    let parts: Vec<ColumnId> = table
        .columns
        .iter()
        .enumerate()
        .filter(|(_, c)| {
            c.kind == ColumnKind::Text && clarisql_text::person_name_part(&c.name).is_some()
        })
        .map(|(i, _)| t.column(i))
        .collect();
    if !parts.is_empty() {
        return parts;
    }
    table
        .columns
        .iter()
        .enumerate()
        .filter(|(_, c)| {
            c.kind == ColumnKind::Text
                && words(c).iter().any(|w| {
                    clarisql_text::is_name_word(w) || clarisql_text::is_person_name_part(w)
                })
        })
        .map(|(i, _)| t.column(i))
        .collect()
}

/// Verbs of money coming in or going out, said of a total ("brought in", "took", "made",
/// "spent"): where no money column is named they add up the rows' money (`aggregates`), and
/// beside a total read otherwise they are no unexplained word (`assemble`).
#[rustfmt::skip]
pub(super) const EARNING_VERBS: &[&str] = &[
    "brought", "bring", "brings", "took", "take", "takes", "taken", "made", "make", "makes",
    "earned", "earn", "earns", "raised", "raise", "generated", "generate", "spent", "spend",
    "spends", "came", "come", "comes", "fetched",
];
