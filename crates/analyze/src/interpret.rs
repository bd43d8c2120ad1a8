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

use crate::cues::{Cue, LikeKind};
use crate::link::ValueCandidate;
use crate::segment::Unit;
use crate::taxonomy::{
    or_list, or_list_zh, worded_in_chinese, Candidate, CandidateKind, Category, Clause, Finding,
};
use clarisql_index::{Element, LakeIndex, ValueMatch};
use clarisql_lake::{ColumnId, ColumnKind, DbId, Lake, TableId};
use clarisql_sql::{Agg, Builder, CmpOp, Cond, Expr, Literal, Operand, Order, Query, SetOp};
use clarisql_text::{comparable_concepts, Token, TokenKind};

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
    /// Why confidence is below 1, for debugging and explanations.
    pub doubts: Vec<String>,
    /// Token ranges of content words nothing explained.
    pub unexplained: Vec<(usize, usize)>,
    /// 0..1: how much of the question's content this database explains, weighted by how well
    /// each word matched (a finer signal than `confidence` for choosing among databases).
    pub fit: f32,
    /// What the reading found out about the question's structure, for the detectors.
    pub facts: ReadingFacts,
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
    /// The tables the question is about.
    pub focus: Vec<TableId>,
    /// "how many X" where X is a column: counted as rows, though distinct X may be meant
    /// (type-token): (unit, column).
    pub count_over_column: Option<(usize, ColumnId)>,
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
    fn foreign_key(&self, from: TableId, to: TableId) -> Option<(ColumnId, ColumnId)> {
        let db = self.lake.db(from.db);
        db.foreign_keys
            .iter()
            .find(|fk| {
                fk.from_table == from.table as usize
                    && fk.to_table == to.table as usize
                    && fk.from_columns.len() == 1
            })
            .map(|fk| (from.column(fk.from_columns[0]), to.column(fk.to_columns[0])))
    }
    /// The column people mean when they ask for "the X" of a table: its name or title.
    fn display_columns(&self, t: TableId) -> Vec<ColumnId> {
        let table = self.lake.table(t);
        let words = |c: &clarisql_lake::Column| clarisql_text::identifier_words(&c.name);
        let table_stems: Vec<String> = self
            .index
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
    /// "the highest average price": order the groups by an aggregate of a column.
    agg_superlative: Option<(Agg, ColumnId, bool)>,
    /// "with at least 2 students": HAVING COUNT(*) op n, grouped by the projected entity.
    count_having: Vec<(CmpOp, f64)>,
    /// "at least 3 different products": the count condition counts distinct rows of this table.
    distinct_having: Option<TableId>,
    confidence: f32,
    doubts: Vec<String>,
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
        self.doubts.push(why.into());
    }
    /// Withdraws a doubt a later reading resolved (`factor` as it was given); whether there
    /// was one.
    fn undoubt(&mut self, factor: f32, why: &str) -> bool {
        let Some(p) = self.doubts.iter().position(|d| d == why) else {
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
        self.filters.push(cond);
        self.filter_units.push((first, last));
    }
}

fn table_matches(u: &Unit) -> Vec<(TableId, f32)> {
    u.schema
        .iter()
        .filter_map(|m| match m.element {
            Element::Table(t) => Some((t, m.score)),
            _ => None,
        })
        .collect()
}

/// A table that only relates others: no primary key, every column in a foreign key, two
/// keys or more (`has_allergy`: student, allergy).
fn is_bridge(ctx: &Context, t: TableId) -> bool {
    let db = ctx.lake.db(t.db);
    let table = ctx.lake.table(t);
    let keys: Vec<&clarisql_lake::ForeignKey> = db
        .foreign_keys
        .iter()
        .filter(|fk| fk.from_table == t.table as usize)
        .collect();
    table.primary_key.is_empty()
        && keys.len() >= 2
        && (0..table.columns.len()).all(|c| keys.iter().any(|fk| fk.from_columns.contains(&c)))
}

/// An English plural ("beds", "categories"; not "allergy", "class").
fn looks_plural(t: &Token) -> bool {
    t.kind == TokenKind::Word
        && t.norm.len() >= 4
        && t.norm.ends_with('s')
        && !t.norm.ends_with("ss")
        && t.stem != t.norm
}

/// `noun` names the doer of `verb`: teacher, instructor, driver, players of teach, instruct,
/// drive, play.
fn is_agent_noun_of(noun: &str, verb: &str) -> bool {
    verb.len() >= 3
        && noun
            .strip_prefix(verb)
            .is_some_and(|rest| matches!(rest, "er" | "or" | "r" | "ers" | "ors" | "rs"))
}

fn best_table(u: &Unit) -> Option<(TableId, f32)> {
    table_matches(u).into_iter().next()
}

fn best_column_score(u: &Unit) -> f32 {
    u.schema
        .iter()
        .filter(|m| matches!(m.element, Element::Column(_)))
        .map(|m| m.score)
        .fold(0.0, f32::max)
}

/// A value reading is preferred over a schema reading for names: quoted, capitalised,
/// multi-word, or better scored.
fn prefers_value(u: &Unit, tokens: &[Token]) -> bool {
    if u.values.is_empty() || u.cue.is_some() {
        return false;
    }
    // A bare number stored as text ("2008") reads as a number (a year, a count) unless quoted;
    // so does a lower-case number word ("two regions", not a storm called 'Two').
    let first = &tokens[u.start];
    let number_word = u.end - u.start == 1
        && first.kind == TokenKind::Word
        && !first.raw.chars().next().is_some_and(char::is_uppercase);
    if u.number.is_some() && (first.kind == TokenKind::Number || number_word) {
        return false;
    }
    let best_value = u.values.iter().map(|v| v.score).fold(0.0, f32::max);
    let best_schema = u.schema.iter().map(|m| m.score).fold(0.0, f32::max);
    if u.schema.is_empty() {
        return true;
    }
    let quoted = first.kind == TokenKind::Quoted;
    let capitalised = u.start > 0 && first.raw.chars().next().is_some_and(char::is_uppercase);
    quoted
        || ((capitalised || u.end - u.start > 1) && best_value >= best_schema - 0.05)
        || best_value > best_schema + 0.1
}

/// Words that open a relative clause or a condition.
fn opens_condition(t: &Token, i: usize) -> bool {
    matches!(
        t.norm.as_str(),
        "that" | "who" | "whose" | "where" | "with" | "having" | "whom" | "without"
    ) || (i > 0 && t.norm == "which")
}

/// Adjectives whose comparative form compares a measurable property ("older than").
fn comparative(t: &Token) -> Option<(&'static [&'static str], bool)> {
    let base = matches!(
        t.norm.as_str(),
        "older"
            | "younger"
            | "taller"
            | "shorter"
            | "heavier"
            | "lighter"
            | "longer"
            | "faster"
            | "slower"
            | "cheaper"
            | "pricier"
            | "bigger"
            | "larger"
            | "smaller"
            | "later"
            | "earlier"
            | "richer"
            | "hotter"
            | "colder"
            | "farther"
            | "further"
    );
    if base {
        comparable_concepts(&t.norm)
    } else {
        None
    }
}

/// Nouns that only introduce a pattern: "contains the word 'x'".
fn pattern_noun(norm: &str) -> bool {
    matches!(
        norm,
        "string"
            | "word"
            | "words"
            | "letter"
            | "letters"
            | "substring"
            | "phrase"
            | "character"
            | "characters"
            | "text"
            | "term"
    )
}

pub fn interpret(ctx: &Context, units: &[Unit]) -> Interpretation {
    let mut st = State {
        used: vec![false; units.len()],
        confidence: 1.0,
        ..State::default()
    };
    let tokens = ctx.tokens;
    let next = |i: usize, used: &[bool]| -> Option<usize> {
        (i + 1..units.len())
            .find(|&j| !(units[j].is_filler() || (used[j] && units[j].cue.is_none())))
    };
    let prev = |i: usize| -> Option<usize> { (0..i).rev().find(|&j| !units[j].is_filler()) };
    // The next unit when nothing but function words separates them.
    let adjacent_next = |i: usize| -> Option<usize> {
        (i + 1..units.len())
            .find(|&j| !units[j].is_filler() || tokens[units[j].start].kind == TokenKind::Punct)
            .filter(|&j| !units[j].is_filler())
    };
    // "2022年": the year's character after year unit `i`, which goes with it.
    let year_char_after =
        |i: usize| adjacent_next(i).filter(|&k| tokens[units[k].start].norm == "年");
    // A number right before a superlative ("the 3 most expensive") or after "top" counts the
    // rows shown; right after a noun it labels the noun ("course 301 most recently").
    // So does a count of the rows named right after it when the sentence ranks them ("the
    // two chains with the most stores", "which 3 players won the most awards").
    let ranking = |j: usize| {
        matches!(
            units[j].cue,
            Some(Cue::Superlative { .. } | Cue::Frequent { .. })
        )
    };
    let ranks_rows = |i: usize, used: &[bool]| -> bool {
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
                .take_while(|&j| {
                    !(tokens[units[j].start].kind == TokenKind::Punct
                        && matches!(tokens[units[j].start].norm.as_str(), "." | "?" | ";" | "!"))
                })
                .any(ranking);
            whole && rows_named && ranked_later
        };
        units[i].number.is_some()
            && (prev(i).is_some_and(|p| units[p].cue == Some(Cue::Top))
                || (!labels_noun && (next(i, used).is_some_and(ranking) || counts_named_rows())))
    };

    // Condition zones: from a relative-clause opener to the end of the sentence.
    let mut in_condition = vec![false; units.len()];
    {
        let mut zone = false;
        let mut seen_content = false;
        // A sentence opening with a prepositional phrase ("In June 2021, which community …"):
        // its words set the scene and open nothing; the comma closing it starts the question.
        let mut fronted = false;
        let mut sentence_start = true;
        for (i, u) in units.iter().enumerate() {
            let t = &tokens[u.start];
            if t.kind == TokenKind::Punct && matches!(t.norm.as_str(), "." | "?" | ";" | "!") {
                zone = false;
                seen_content = false;
                fronted = false;
                sentence_start = true;
                in_condition[i] = false;
                continue;
            }
            if sentence_start && t.kind == TokenKind::Word {
                fronted = matches!(
                    t.norm.as_str(),
                    "in" | "during" | "for" | "on" | "at" | "as" | "since" | "from" | "by"
                );
                sentence_start = false;
            }
            if fronted && t.kind == TokenKind::Punct && t.norm == "," {
                fronted = false;
                seen_content = false;
            }
            // "that company's revenue": a determiner before a possessive, not a relative.
            let determiner = tokens
                .get(u.start + 1)
                .is_some_and(|n| n.raw.ends_with("'s") || n.raw.ends_with("\u{2019}s"));
            if seen_content && u.is_filler() && opens_condition(t, u.start) && !determiner {
                zone = true;
            }
            in_condition[i] = zone;
            if u.is_link() || u.unknown {
                seen_content = true;
            }
        }
    }

    // Fillers and "ask" words need no explanation; nor does "full" before a name ("the full
    // name": first and last, resolved where the column is chosen).
    for (i, u) in units.iter().enumerate() {
        let full_name = u.unknown
            && tokens[u.start].norm == "full"
            && units.get(i + 1).is_some_and(|n| {
                n.start == u.end && clarisql_text::is_name_word(&tokens[n.start].norm)
            });
        if u.is_filler() || (u.cue == Some(Cue::Ask) && !u.is_link()) || full_name {
            st.used[i] = true;
        }
    }

    // Pass 0: the tables the question is about. A unit names a table when its table match
    // beats its column matches; a tie goes to the column when the column's table is already in
    // focus. A span matching several tables equally ("participates") names none of them.
    let mut is_table = vec![false; units.len()];
    let mut focus: Vec<TableId> = Vec::new();
    for strict in [true, false] {
        for (i, u) in units.iter().enumerate() {
            if u.cue.is_some() || prefers_value(u, tokens) || is_table[i] {
                continue;
            }
            let tables = table_matches(u);
            let Some(&(t, s)) = tables.first() else {
                continue;
            };
            if s < 0.7 {
                continue;
            }
            // "music artists": a word that only partly names a table, right before a word that
            // fully names another, modifies it.
            let modifies_next = s < 0.99
                && units.get(i + 1).is_some_and(|n| {
                    n.start == u.end
                        && n.cue.is_none()
                        && table_matches(n)
                            .first()
                            .is_some_and(|&(nt, ns)| nt != t && ns >= 0.99)
                });
            if modifies_next {
                st.used[i] = true;
                continue;
            }
            let col = best_column_score(u);
            let tied_tables = tables.iter().filter(|(_, x)| *x >= s - 1e-3).count() > 1;
            // "wines made from white grapes": right after a value of its table, the word names
            // the rows the value describes, not the column that shares the table's name.
            let qualified_by_value = i.checked_sub(1).is_some_and(|p| {
                units[p].end == u.start
                    && units[p].number.is_none()
                    && units[p]
                        .values
                        .iter()
                        .any(|v| v.column.table == t && v.how == ValueMatch::Exact)
            });
            // "room 112": a code given right after the word is the key column's.
            let coded_next = units
                .get(i + 1)
                .is_some_and(|n| n.start == u.end && n.number.is_some());
            let wins = if strict {
                s > col + 0.05
            } else {
                s + 1e-3 >= col
                    && (qualified_by_value
                        || !u.schema.iter().any(|m| matches!(m.element, Element::Column(c) if m.score >= s - 1e-3 && focus.contains(&c.table) && c.table != t && (coded_next || !codes_rows_of(ctx, c, t)))))
            };
            if wins {
                is_table[i] = true;
                // "professors" for a `faculty` table whose `rank` holds 'Professor': a word that
                // names the table by another name than its own, and is one of its values,
                // means the rows with that value. Not a role a key gives the rows ("the
                // instructor" of a course, `course.instructor`): that is every row.
                let said_in = |name: &str| {
                    let own = identifier_stems(name);
                    tokens[u.start..u.end]
                        .iter()
                        .filter(|x| x.is_word())
                        .all(|x| own.contains(&x.stem))
                };
                let by_own_name = said_in(&ctx.lake.table(t).name);
                let names_a_role = u.schema.iter().any(|m| {
                    matches!(m.element, Element::Column(c)
                        if m.score >= s - 1e-3
                            && ctx.fk_column(c.table, t) == Some(c)
                            && said_in(&ctx.lake.column(c).name))
                });
                if s < 0.99 || !(by_own_name || names_a_role) {
                    if let Some(v) = u
                        .values
                        .iter()
                        .find(|v| v.column.table == t && v.how == ValueMatch::Exact)
                    {
                        st.filter(
                            Cond::Compare {
                                expr: Expr::Column(v.column),
                                op: CmpOp::Eq,
                                value: Operand::Literal(Literal::Text(v.value.clone())),
                            },
                            &[i],
                        );
                        st.assumptions.push(format!(
                            "'{}' read as {} rows whose {} is '{}'",
                            ctx.span_text(u),
                            ctx.lake.table(t).name,
                            ctx.lake.column(v.column).name,
                            v.value
                        ));
                    }
                }
                if tied_tables {
                    st.used[i] = true;
                    let tied: Vec<TableId> = tables
                        .iter()
                        .filter(|(_, x)| *x >= s - 1e-3)
                        .map(|(t, _)| *t)
                        .collect();
                    if !one_member_per_family(ctx, &tied) {
                        st.doubt(0.9, format!("'{}' fits several tables", ctx.span_text(u)));
                    }
                } else if !focus.contains(&t) {
                    focus.push(t);
                }
            }
        }
    }
    // Tables of columns named without doubt ("the name of the district" -> district).
    for (i, u) in units.iter().enumerate() {
        if is_table[i] || u.cue.is_some() || prefers_value(u, tokens) {
            continue;
        }
        let cols: Vec<(ColumnId, f32)> = u
            .schema
            .iter()
            .filter_map(|m| match m.element {
                Element::Column(c) => Some((c, m.score)),
                _ => None,
            })
            .collect();
        if let [(c, s), rest @ ..] = cols.as_slice() {
            if *s >= 0.9
                && rest.iter().all(|(_, x)| *x < s - 0.1)
                && !focus.contains(&c.table)
                && u.end - u.start > 1
            {
                focus.push(c.table);
            }
        }
    }
    for u in units.iter() {
        if prefers_value(u, tokens) && u.values.len() == 1 {
            let t = u.values[0].column.table;
            if !focus.contains(&t) {
                focus.push(t);
            }
        }
    }

    // Words just before a unit that the unit did not take but a column's name has ("total
    // number of passengers" for `total_passengers` beside `transit_passengers`): a cue word
    // ("total", "average") is often also part of the name.
    let modifier_hits = |column: &str, u: &Unit| -> f32 {
        let before = &tokens[u.start.saturating_sub(3)..u.start];
        let name: Vec<String> = clarisql_text::identifier_words(column)
            .iter()
            .map(|w| clarisql_text::stem(w))
            .collect();
        let own: Vec<&str> = tokens[u.start..u.end]
            .iter()
            .map(|t| t.stem.as_str())
            .collect();
        before
            .iter()
            .filter(|t| t.is_word() && !clarisql_text::is_stopword(&t.norm))
            .filter(|t| !own.contains(&t.stem.as_str()) && name.contains(&t.stem))
            .count() as f32
    };
    // Whether unit `k` (a cue word, say) is a word of column `c`'s name: "total" in "total
    // assets" for `total_assets` is part of the name, not an aggregate; "total" as a loose
    // synonym of `transaction_amount` is one.
    let links_column = |k: usize, c: ColumnId| {
        let words = clarisql_text::identifier_words(&ctx.lake.column(c).name);
        let spelt = |t: &Token| {
            words.iter().any(|w| {
                clarisql_text::stem(w) == t.stem
                    || clarisql_text::abbreviation_expansions(w).contains(&t.norm.as_str())
            })
        };
        units[k]
            .schema
            .iter()
            .any(|m| m.element == Element::Column(c))
            // A Chinese name is in a caption or description, whose words the link compared.
            && tokens[units[k].start..units[k].end]
                .iter()
                .any(|t| t.kind == TokenKind::Cjk || spelt(t))
    };
    // Column choice given the focus: columns of focus tables first, then their neighbours.
    let rank_columns = |u: &Unit, focus: &[TableId], want_numeric: bool| -> Vec<(ColumnId, f32)> {
        let mut cands: Vec<(ColumnId, f32)> = u
            .schema
            .iter()
            .filter_map(|m| match m.element {
                Element::Column(c) => Some((c, m.score)),
                _ => None,
            })
            .filter(|(c, _)| {
                !want_numeric
                    || matches!(
                        ctx.kind(*c),
                        ColumnKind::Integer | ColumnKind::Real | ColumnKind::Date
                    )
            })
            .map(|(c, s)| {
                let bonus = if focus.contains(&c.table) {
                    0.25
                } else if focus.iter().any(|f| ctx.neighbours(*f).contains(&c.table)) {
                    0.1
                } else {
                    0.0
                };
                (
                    c,
                    s + bonus + 0.05 * modifier_hits(ctx.lake.column(c).name.as_str(), u),
                )
            })
            .collect();
        cands.sort_by(|a, b| b.1.total_cmp(&a.1).then(a.0.cmp(&b.0)));
        cands
    };
    let column_unit = |j: usize, used: &[bool]| -> bool {
        !used[j]
            && units[j].cue.is_none()
            && !is_table[j]
            && !units[j].schema.is_empty()
            && !prefers_value(&units[j], tokens)
    };

    // Generic head nouns ("names", "details", "id") take their table from the words around
    // them: "resident details" (a table right before), "names and ids of the customers" (a
    // table after "of"). "names of authors", where the thing is itself a column, is redundant.
    let mut restrict: Vec<Option<TableId>> = vec![None; units.len()];
    let mut redundant = vec![false; units.len()];
    for (i, u) in units.iter().enumerate() {
        if u.cue.is_some() || is_table[i] || !is_generic_head(&tokens[u.start..u.end]) {
            continue;
        }
        if i > 0 && is_table[i - 1] && units[i - 1].end == u.start {
            restrict[i] = best_table(&units[i - 1]).map(|(t, _)| t);
            continue;
        }
        // "the problem whose id is 10"; "the logs for the problem whose id is 10", read whole
        // as the log table: the thing named last, when a table is named so.
        if i > 1
            && is_table[i - 2]
            && units[i - 1].is_filler()
            && tokens[units[i - 1].start].norm == "whose"
        {
            let before = &units[i - 2];
            let last = &tokens[before.end - 1];
            let named_last = (before.end - before.start > 1)
                .then(|| {
                    let db = ctx.lake.db(ctx.db);
                    (0..db.tables.len())
                        .map(|k| TableId {
                            db: ctx.db,
                            table: k as u32,
                        })
                        .find(|&t| identifier_stems(&ctx.lake.table(t).name) == [last.stem.clone()])
                })
                .flatten();
            restrict[i] = named_last.or_else(|| best_table(before).map(|(t, _)| t));
            continue;
        }
        let mut saw_of = false;
        let mut passed_columns = false;
        for k in i + 1..units.len() {
            let w = &units[k];
            let t = &tokens[w.start];
            if w.is_filler() {
                if t.kind == TokenKind::Punct && t.norm != "," {
                    break;
                }
                saw_of |= matches!(t.norm.as_str(), "of" | "for");
                continue;
            }
            if matches!(w.cue, Some(Cue::And) | Some(Cue::All) | Some(Cue::Each)) {
                saw_of |= w.cue == Some(Cue::Each);
                continue;
            }
            // "the names of the 3 instructors": how many comes before the thing.
            if saw_of && w.number.is_some() && w.end - w.start == 1 && !is_table[k] {
                continue;
            }
            if is_table[k] {
                if saw_of {
                    restrict[i] = best_table(w).map(|(t, _)| t);
                }
                break;
            }
            if w.cue.is_none() && !w.schema.is_empty() && !prefers_value(w, tokens) {
                if saw_of {
                    // Not past other columns listed: "the name, role code and date of birth of
                    // the employee" asks for the name too.
                    redundant[i] =
                        !passed_columns && clarisql_text::is_name_word(&tokens[u.start].norm);
                    break;
                }
                passed_columns = true;
                continue;
            }
            break;
        }
    }
    // Words that only restate their neighbour: "number" after a column word ("phone number"
    // for `building_phone`), and a weak match to some key right after a table's name ("bank
    // branch" for `bank`, not `branch_ID`).
    for (i, u) in units.iter().enumerate().skip(1) {
        let before = &units[i - 1];
        if u.cue.is_some() || is_table[i] || before.end != u.start || !u.values.is_empty() {
            continue;
        }
        let column_before = before.cue.is_none()
            && !is_table[i - 1]
            && before
                .schema
                .iter()
                .any(|m| matches!(m.element, Element::Column(_)) && m.score >= 0.8);
        let number_word = u.end - u.start == 1
            && matches!(tokens[u.start].norm.as_str(), "number" | "numbers" | "no");
        let weak_key = u.schema.iter().all(|m| match m.element {
            Element::Column(c) => m.score < 0.6 && ctx.is_key(c),
            _ => false,
        });
        if (column_before && number_word) || (is_table[i - 1] && weak_key) {
            redundant[i] = true;
        }
    }
    let rank = |j: usize, want_numeric: bool| -> Vec<(ColumnId, f32)> {
        let ranked = rank_columns(&units[j], &focus, want_numeric);
        let Some(t) = restrict[j] else { return ranked };
        let mut own: Vec<(ColumnId, f32)> = ranked
            .iter()
            .filter(|(c, _)| c.table == t)
            .copied()
            .collect();
        // "the ids of the order items": the table's own key, not a key it borrows.
        if matches!(tokens[units[j].start].norm.as_str(), "id" | "ids") {
            if let [k] = ctx.lake.table(t).primary_key.as_slice() {
                let key = t.column(*k);
                if let Some(pos) = own.iter().position(|(c, _)| *c == key) {
                    let e = own.remove(pos);
                    let top = own.first().map(|x| x.1).unwrap_or(0.0);
                    own.insert(0, (e.0, e.1.max(top) + 0.05));
                }
            }
        }
        let name_word = clarisql_text::is_name_word(&tokens[units[j].start].norm);
        // A column that refers to another table ("dept_name" of instructors) holds that
        // table's name, not this one's.
        let refers_on = |c: ColumnId| {
            ctx.lake.db(c.table.db).foreign_keys.iter().any(|fk| {
                fk.from_table == c.table.table as usize
                    && fk.from_columns.contains(&(c.column as usize))
            })
        };
        let shown: Vec<ColumnId> = ctx
            .display_columns(t)
            .into_iter()
            .filter(|&c| !(name_word && refers_on(c)))
            .collect();
        if name_word {
            own.retain(|&(c, _)| !refers_on(c));
        }
        let strong_own = own.first().is_some_and(|(_, s)| *s >= 1.0);
        if shown.len() == 1 && name_word && !want_numeric && !strong_own {
            return vec![(shown[0], 1.0)];
        }
        if !own.is_empty() {
            return own;
        }
        // "the names of members" when members have no name: another table's name is not theirs
        // (a college's, which many members share), unless the table is a role of the one it
        // refers to, one row per referred row ("perpetrators" of people), or joins two tables
        // ("the party hosts").
        if name_word && shown.is_empty() && !want_numeric {
            let table = ctx.lake.table(t);
            let db = ctx.lake.db(t.db);
            let refers: Vec<&clarisql_lake::ForeignKey> = db
                .foreign_keys
                .iter()
                .filter(|fk| fk.from_table == t.table as usize)
                .collect();
            let joins_two = refers.len() >= 2
                && !table.primary_key.is_empty()
                && table
                    .primary_key
                    .iter()
                    .all(|k| refers.iter().any(|fk| fk.from_columns.contains(k)));
            let takes_name_from = |o: TableId| {
                refers.iter().any(|fk| {
                    fk.to_table == o.table as usize
                        && (joins_two
                            || matches!(fk.from_columns.as_slice(), [c] if table.row_count > 0
                                && table.columns[*c].profile.distinct >= table.row_count))
                })
            };
            return ranked
                .into_iter()
                .filter(|(c, _)| takes_name_from(c.table))
                .collect();
        }
        ranked
    };

    // Pass 1: LIKE patterns: "names containing 'a'", "starting with 'B'". The matched column is
    // shown only when nothing else is asked for.
    let mut like_columns: Vec<ColumnId> = Vec::new();
    for i in 0..units.len() {
        let Some(Cue::Like(kind)) = units[i].cue else {
            continue;
        };
        let mut j = match next(i, &st.used) {
            Some(j) => j,
            None => continue,
        };
        let mut skipped = Vec::new();
        if units[j].unknown && pattern_noun(&tokens[units[j].start].norm) {
            skipped.push(j);
            j = match next(j, &st.used) {
                Some(j) => j,
                None => continue,
            };
        }
        let quoted = tokens[units[j].start].kind == TokenKind::Quoted;
        if !(quoted || units[j].unknown || !units[j].values.is_empty()) {
            continue;
        }
        // "What does each contract contain? List the number …": a pattern is in the same
        // sentence as its verb.
        let sentence_ends = tokens[units[i].end..units[j].start].iter().any(|t| {
            t.kind == TokenKind::Punct && matches!(t.norm.as_str(), "." | "?" | "!" | ";")
        });
        if sentence_ends {
            continue;
        }
        let pattern_text = ctx
            .span_text(&units[j])
            .trim_matches(|c| c == '"' || c == '\'')
            .to_string();
        // The column: named before ("names containing"), else the first name column in focus.
        let before = (0..i).rev().find(|&p| column_unit(p, &st.used));
        let col = before.and_then(|p| {
            rank(p, false)
                .into_iter()
                .find(|(c, _)| ctx.kind(*c) == ColumnKind::Text)
                .map(|(c, _)| (Some(p), c))
        });
        let col = col.or_else(|| {
            focus
                .first()
                .and_then(|t| ctx.display_columns(*t).first().map(|c| (None, *c)))
        });
        let Some((p, col)) = col else { continue };
        let pattern = match kind {
            LikeKind::Contains => format!("%{pattern_text}%"),
            LikeKind::StartsWith => format!("{pattern_text}%"),
            LikeKind::EndsWith => format!("%{pattern_text}"),
        };
        let negated = prev(i).is_some_and(|x| units[x].cue == Some(Cue::Not));
        if let (true, Some(x)) = (negated, prev(i)) {
            st.used[x] = true;
        }
        if let Some(p) = p {
            st.used[p] = true;
            st.chosen.push((p, col, false));
        }
        like_columns.push(col);
        let mut read_from = vec![i, j];
        read_from.extend(p);
        st.filter(
            Cond::Like {
                expr: Expr::Column(col),
                pattern,
                negated,
            },
            &read_from,
        );
        st.use_all(&[i, j]);
        st.use_all(&skipped);
    }

    // Pass 1b: calendar months ("in March 2021", "for July 2022", "2021年3月"): a prefix
    // condition on the date column of the tables in focus, whose stored values start with the
    // year and month ("2021-03", "2021-03-15").
    for i in 0..units.len() {
        if st.used[i] {
            continue;
        }
        let t = &tokens[units[i].start];
        let is_year = |j: usize| {
            units[j]
                .number
                .is_some_and(|n| (1900.0..2200.0).contains(&n) && n.fract() == 0.0)
        };
        let word_at = |j: usize, w: &str| {
            units[j].end - units[j].start == 1 && tokens[units[j].start].norm == w
        };
        // The month, the units that say it, and the unit of its year. "2022年1月" is segmented
        // 2022 / 年 / 1 / 月: the month is the number before 月, the year the number before 年.
        let (month, said, year_unit) = if t.norm == "月" {
            let Some(month) = i
                .checked_sub(1)
                .filter(|&m| !st.used[m])
                .and_then(|m| units[m].number)
                .filter(|n| (1.0..=12.0).contains(n) && n.fract() == 0.0)
            else {
                continue;
            };
            let year = (i >= 3 && word_at(i - 2, "年") && is_year(i - 3)).then(|| i - 3);
            let mut said = vec![i - 1, i];
            if let Some(j) = year {
                said.extend([j, j + 1]);
            }
            (month as u32, said, year)
        } else {
            let Some(month) = clarisql_text::month_number(&t.norm) else {
                continue;
            };
            // "may" the verb is not May the month: English month names are capitalised.
            if t.kind == TokenKind::Word && !t.raw.chars().next().is_some_and(char::is_uppercase) {
                continue;
            }
            if units[i].end - units[i].start != 1 {
                continue;
            }
            let year = [next(i, &st.used), prev(i)]
                .into_iter()
                .flatten()
                .find(|&j| is_year(j));
            let mut said = vec![i];
            said.extend(year);
            (month, said, year)
        };
        // Before the columns are read the focus may be empty ("2022年10月成交均价最高的小区"):
        // then the tables the question's column words name.
        let Some(col) =
            date_column(ctx, &focus).or_else(|| date_column(ctx, &tables_named(units, false)))
        else {
            continue;
        };
        let pattern = match year_unit {
            Some(j) => format!("{}-{month:02}%", units[j].number.unwrap_or_default() as i64),
            None => format!("____-{month:02}%"),
        };
        st.filter(
            Cond::Like {
                expr: Expr::Column(col),
                pattern,
                negated: false,
            },
            &said,
        );
        st.use_all(&said);
        st.chosen.push((i, col, false));
    }

    // Pass 2: values -> filters.
    for i in 0..units.len() {
        let u = &units[i];
        if st.used[i] || !prefers_value(u, tokens) {
            continue;
        }
        if ranks_rows(i, &st.used) {
            continue;
        }
        // The column may be named next to the value: "the city of Prague", "status 'Done'".
        let mut cands: Vec<ValueCandidate> = u.values.clone();
        let mut named: Option<usize> = None;
        // "the competition called X": past a naming verb.
        let naming_verb = |k: usize| {
            units[k].end - units[k].start == 1
                && matches!(
                    tokens[units[k].start].norm.as_str(),
                    "called" | "named" | "titled" | "entitled" | "labelled" | "labeled"
                )
        };
        // "whose investor is not X", "residence is either X or Y": past a negation (read below)
        // or the "either" of a disjunction (explained by its "or").
        let negation_or_either = |k: usize| {
            units[k].cue == Some(Cue::Not)
                || (units[k].cue == Some(Cue::Or) && tokens[units[k].start].norm == "either")
        };
        let before = prev(i).and_then(|p| {
            if naming_verb(p) {
                st.used[p] = true;
                prev(p)
            } else if negation_or_either(p) {
                prev(p)
            } else {
                Some(p)
            }
        });
        for j in [before, next(i, &st.used)].into_iter().flatten() {
            if st.used[j] || units[j].cue.is_some() {
                continue;
            }
            let cols: Vec<(ColumnId, f32)> = units[j]
                .schema
                .iter()
                .filter_map(|m| match m.element {
                    Element::Column(c) => Some((c, m.score)),
                    _ => None,
                })
                .collect();
            // "king beds" with `bed_type` holding 'King' and a `beds` column: a plural (a head
            // noun, not a modifier like "king bed suites") that names another column exactly
            // is that column, not a loose name of the value's.
            let plural = looks_plural(&tokens[units[j].end - 1]);
            let exact_other = |c: ColumnId| {
                plural
                    && cols.iter().any(|&(o, s)| o != c && s >= 0.9)
                    && cols.iter().all(|&(o, s)| o != c || s < 0.9)
            };
            let cols: Vec<ColumnId> = cols
                .iter()
                .map(|&(c, _)| c)
                .filter(|&c| !exact_other(c))
                .collect();
            if cands.iter().any(|v| cols.contains(&v.column)) {
                cands.retain(|v| cols.contains(&v.column));
                named = Some(j);
                break;
            }
        }
        // "from Oslo" / "to Bergen": a directional word before the value picks the column whose
        // name says that direction, when the value is in columns of both kinds.
        let direction = u
            .start
            .checked_sub(1)
            .and_then(|k| clarisql_text::direction_words(&tokens[k].norm));
        if let (Some(words), None) = (direction, named) {
            let fits = |c: ColumnId| {
                clarisql_text::identifier_words(&ctx.lake.column(c).name)
                    .iter()
                    .any(|w| {
                        words
                            .iter()
                            .any(|d| w == d || (d.len() >= 4 && w.starts_with(d)))
                    })
            };
            if cands.iter().any(|v| fits(v.column)) && cands.iter().any(|v| !fits(v.column)) {
                cands.retain(|v| fits(v.column));
            }
        }
        // Ties: a table in focus, then a table other words of the question name a column of
        // ("asset" -> total_assets: the company's name is meant in that table), then the table
        // the value names a row of (its name column: a company's name before a land's buyer).
        let mentioned: Vec<TableId> = units
            .iter()
            .enumerate()
            .filter(|(k, _)| *k != i)
            .flat_map(|(_, o)| o.schema.iter())
            .filter_map(|m| match m.element {
                Element::Column(c) if m.score >= 0.7 => Some(c.table),
                _ => None,
            })
            .collect();
        let mut own_names: Vec<ColumnId> = Vec::new();
        for v in &cands {
            if let Some(c) = crate::detect::values::name_column(ctx, v.column.table) {
                if !own_names.contains(&c) {
                    own_names.push(c);
                }
            }
        }
        cands.sort_by(|a, b| {
            let rank = |v: &ValueCandidate| {
                (
                    focus.contains(&v.column.table) as u8,
                    mentioned.contains(&v.column.table) as u8,
                    own_names.contains(&v.column) as u8,
                )
            };
            b.score.total_cmp(&a.score).then(rank(b).cmp(&rank(a)))
        });
        let Some(best) = cands.first().cloned() else {
            continue;
        };
        // A quoted name is meant exactly: when it is only part of a stored value ('Desk Lamp'
        // for 'Desk Lamp Deluxe'), it is left unexplained and reported as not found, with the
        // longer values as the near matches to choose from.
        // So is a capitalised name of several words, or a Chinese name, that is only part of
        // stored names ("Binjiang Garden" for 'Agile Binjiang Garden', "景湖湾" for '兆丰景湖湾'):
        // a short form, which of the longer names it stands for is the asker's to say (an
        // equality on it would match nothing).
        let several_capitalised = u.end - u.start >= 2
            && tokens[u.start..u.end].iter().all(|t| {
                t.kind == TokenKind::Word && t.raw.chars().next().is_some_and(char::is_uppercase)
            });
        let chinese = tokens[u.start..u.end]
            .iter()
            .all(|t| t.kind == TokenKind::Cjk);
        if (tokens[u.start].kind == TokenKind::Quoted || several_capitalised || chinese)
            && matches!(best.how, ValueMatch::Partial | ValueMatch::Prefix)
        {
            continue;
        }
        // A lone lower-case word that happens to be a value of an unrelated table ("phone
        // numbers" vs a track called 'Numbers') is not a condition.
        let plain_word = u.end - u.start == 1
            && tokens[u.start].kind == TokenKind::Word
            && !tokens[u.start]
                .raw
                .chars()
                .next()
                .is_some_and(char::is_uppercase);
        if plain_word
            && named.is_none()
            && !focus.is_empty()
            && !focus
                .iter()
                .any(|t| *t == best.column.table || ctx.neighbours(*t).contains(&best.column.table))
        {
            continue;
        }
        // The same text in several columns: a value ambiguity unless a column was named.
        let rivals: Vec<&ValueCandidate> = cands
            .iter()
            .filter(|v| {
                v.column != best.column
                    && v.score >= best.score - 0.05
                    && (focus.contains(&v.column.table) == focus.contains(&best.column.table))
            })
            .collect();
        if named.is_none() && !rivals.is_empty() {
            let mut options: Vec<Candidate> = vec![value_candidate(ctx, &best)];
            options.extend(rivals.iter().map(|v| value_candidate(ctx, v)));
            let labels: Vec<String> = options.iter().map(|c| c.label.clone()).collect();
            let mut f = Finding::new(
                Category::ValueAmbiguity,
                ctx.char_span(u),
                ctx.span_text(u),
                format!(
                    "'{}' appears in several columns: {}",
                    ctx.span_text(u),
                    or_list(&labels)
                ),
            );
            f.candidates = options;
            f.evidence =
                "the value occurs in more than one column of the tables in question".into();
            f.question = Some(format!(
                "Which '{}' do you mean: {}?",
                ctx.span_text(u),
                or_list(&labels)
            ));
            f.blocking = false;
            st.findings.push(f);
            st.doubt(0.55, "value in several columns");
        }
        if best.how != ValueMatch::Exact {
            st.doubt(
                best.score,
                format!("'{}' read as '{}'", ctx.span_text(u), best.value),
            );
            st.assumptions.push(format!(
                "'{}' read as the value '{}' of {}",
                ctx.span_text(u),
                best.value,
                ctx.column_label(best.column)
            ));
        }
        st.used[i] = true;
        st.values_read.push((i, best.column, best.value.clone()));
        if let Some(j) = named {
            st.used[j] = true;
            // Recorded for grounding only: `chosen` drives the column-ambiguity and fewer-joins
            // passes, and a word that names the value's column has already been decided.
            st.named_for_value.push((j, best.column));
            // Unless the words name another column holding the value just as well.
            let word_score = |c: ColumnId| {
                units[j]
                    .schema
                    .iter()
                    .filter(|m| m.element == Element::Column(c))
                    .map(|m| m.score)
                    .fold(0.0, f32::max)
            };
            let rivals: Vec<(ColumnId, f32)> = cands
                .iter()
                .filter(|v| {
                    v.column != best.column
                        && v.column.table == best.column.table
                        && v.score >= best.score - 0.05
                        && word_score(v.column) >= word_score(best.column) - 0.02
                        && !ctx.same_by_key(best.column, v.column)
                })
                .map(|v| (v.column, word_score(v.column)))
                .collect();
            if !rivals.is_empty() {
                st.named_rivals.push(NamedRivals {
                    unit: j,
                    column: (best.column, word_score(best.column)),
                    rivals,
                });
            }
        }
        // "not Lyon", or "do not have the country 'France'" (the negation before the column
        // named for the value).
        let anchor = named.filter(|&j| j < i).unwrap_or(i);
        let not_unit = [prev(i), prev(anchor)]
            .into_iter()
            .flatten()
            .find(|&p| units[p].cue == Some(Cue::Not) && !st.used[p]);
        let negated = not_unit.is_some();
        if let Some(p) = not_unit {
            st.used[p] = true;
        }
        let lit = Literal::Text(best.value.clone());
        let expr = Expr::Column(best.column);
        // "X or Y" of the same column: one IN list.
        // "Leeds or Lyon", and "from Leeds and Lyon" when the column is the thing's own (a
        // student lives in one city): one IN list. Across a related table "and" means both
        // (handled later as key subqueries).
        let own_column = focus.first() == Some(&best.column.table);
        let or_before = prev(i).and_then(|p| {
            (units[p].cue == Some(Cue::Or) || (units[p].cue == Some(Cue::And) && own_column))
                .then_some(p)
        });
        // A negation before the first value holds for the list: "not food or animal" is
        // neither (NOT IN).
        if let (Some(p), false) = (or_before, negated) {
            if let Some(Cond::Compare {
                expr: Expr::Column(c),
                op: op @ (CmpOp::Eq | CmpOp::Ne),
                value: Operand::Literal(l),
            }) = st.filters.last().cloned()
            {
                if c == best.column {
                    st.filters.pop();
                    let (first, _) = st.filter_units.pop().unwrap_or((i, i));
                    st.filter(
                        Cond::InList {
                            expr,
                            values: vec![l, lit],
                            negated: op == CmpOp::Ne,
                        },
                        &[first, i],
                    );
                    st.used[p] = true;
                    continue;
                }
            }
            if let Some(Cond::InList {
                expr: Expr::Column(c),
                values,
                ..
            }) = st.filters.last_mut()
            {
                if *c == best.column {
                    values.push(lit);
                    if let Some((_, last)) = st.filter_units.last_mut() {
                        *last = i;
                    }
                    st.used[p] = true;
                    continue;
                }
            }
        }
        // "X and Y" of the same single-valued column cannot both hold: not understood.
        // The same value said twice ("female guests (gender code 'Female')") is one condition.
        if let Some(Cond::Compare {
            expr: Expr::Column(c),
            op: CmpOp::Eq,
            value: Operand::Literal(said),
        }) = st.filters.last()
        {
            if *c == best.column && !negated && *said == lit {
                continue;
            }
            if *c == best.column && !negated {
                st.doubt(0.3, TWO_VALUES_ANDED);
            }
        }
        let op = if negated { CmpOp::Ne } else { CmpOp::Eq };
        let mut read_from = vec![i];
        read_from.extend(named);
        st.filter(
            Cond::Compare {
                expr,
                op,
                value: Operand::Literal(lit),
            },
            &read_from,
        );
    }

    // The numeric column a comparison is about: the column right after the number ("over 50
    // days held"), else the nearest column before the cue ("age above 30"), else after.
    let numeric_column_for = |cue: usize,
                              operand: usize,
                              used: &[bool]|
     -> Option<(ColumnId, usize)> {
        // A key is an identifier, not a measure: "more than 2" is never about an id.
        // A small number is not a date: "more than 2" is never about a date column.
        let n = units[operand].number.unwrap_or(0.0);
        let year_like = n.fract() == 0.0 && (1000.0..3000.0).contains(&n);
        let pick = |j: usize| {
            rank(j, true)
                .into_iter()
                .find(|(c, _)| !ctx.is_key(*c) && (year_like || ctx.kind(*c) != ColumnKind::Date))
                .map(|(c, _)| (c, j))
        };
        if let Some(j) = adjacent_next(operand) {
            if column_unit(j, used) {
                if let Some(r) = pick(j) {
                    return Some(r);
                }
            }
        }
        for j in (0..cue).rev().take(4) {
            let u = &units[j];
            if u.cue.is_some() && u.cue != Some(Cue::Not) {
                break;
            }
            if !column_unit(j, used) {
                continue;
            }
            if let Some(r) = pick(j) {
                return Some(r);
            }
        }
        None
    };

    // "Which airlines have no routes?", "没有航线的航空公司": rows of a table in focus that no row
    // of the negated table refers to (by a one-column foreign key).
    for i in 0..units.len() {
        if st.used[i] || units[i].cue != Some(Cue::Not) {
            continue;
        }
        // "who never made an order", "that did not attend any class": one verb between the
        // negation and the table restates the relation.
        let verb = next(i, &st.used).filter(|&v| {
            let u = &units[v];
            !st.used[v]
                && u.unknown
                && u.end - u.start == 1
                && tokens[u.start].kind == TokenKind::Word
                && crate::detect::verb_like(ctx.index.segmenter(), tokens, u.start, u.end)
        });
        let Some(mut j) = next(verb.unwrap_or(i), &st.used).filter(|&j| is_table[j] && !st.used[j])
        else {
            continue;
        };
        let Some((mut related, _)) = best_table(&units[j]) else {
            continue;
        };
        // The rows meant: a table in focus, else the table of a column asked for before the
        // negation that tells its rows apart ("the names of the clients who do not have any
        // booking"; not "the hometowns that no gymnast comes from", which asks for values).
        let asked_before = (0..i)
            .filter(|&k| column_unit(k, &st.used))
            .filter_map(|k| {
                rank(k, false)
                    .first()
                    .filter(|(c, _)| ctx.lake.identifies_rows(*c))
                    .map(|(c, _)| c.table)
            });
        let candidates: Vec<TableId> = focus.iter().copied().chain(asked_before).collect();
        // "teachers who didn't teach (any lesson)": the verb whose doer the rows' own table is
        // named after (teach -> teacher). The relation is the table named next, else the one
        // table that refers to the rows.
        let mut own_verb = None;
        if candidates.contains(&related)
            && verb.is_none()
            && units[j].end - units[j].start == 1
            && tokens[units[j].start].kind == TokenKind::Word
            && clarisql_text::identifier_words(&ctx.lake.table(related).name)
                .iter()
                .any(|w| is_agent_noun_of(w, &tokens[units[j].start].norm))
        {
            let named_next = next(j, &st.used)
                .filter(|&k| is_table[k] && !st.used[k])
                .and_then(|k| best_table(&units[k]).map(|(t, _)| (k, t)))
                .filter(|(_, t)| *t != related);
            let referring: Vec<TableId> = ctx
                .neighbours(related)
                .into_iter()
                .filter(|&n| n != related && ctx.foreign_key(n, related).is_some())
                .collect();
            match (named_next, referring.as_slice()) {
                (Some((k, t)), _) => {
                    own_verb = Some(j);
                    j = k;
                    related = t;
                }
                (None, [only]) => {
                    own_verb = Some(j);
                    related = *only;
                }
                _ => {}
            }
        }
        let referred = candidates.iter().filter(|&&t| t != related).find_map(|&t| {
            ctx.foreign_key(related, t)
                .map(|(reference, key)| (t, key, reference))
        });
        let Some((entity, key, reference)) = referred else {
            continue;
        };
        let mut sub = Query::new(ctx.db);
        sub.select = vec![Expr::Column(reference)];
        sub.tables = vec![related];
        // "do not have a pet of kind dog or cat": conditions said after the negated table, on
        // it or a table it refers to, pick the rows that must not exist.
        let on_relation = |c: &Cond| {
            let cols = c.columns();
            !cols.is_empty()
                && cols.iter().all(|col| {
                    col.table == related
                        || (col.table != entity && ctx.foreign_key(related, col.table).is_some())
                })
        };
        let mut k = 0;
        while k < st.filters.len() {
            if st.filter_units.get(k).is_some_and(|&(first, _)| first > j)
                && on_relation(&st.filters[k])
            {
                sub.filter.push(st.filters.remove(k));
                st.filter_units.remove(k);
            } else {
                k += 1;
            }
        }
        st.filter(
            Cond::InQuery {
                column: key,
                query: Box::new(sub),
                negated: true,
            },
            &[i, j],
        );
        st.add_table(entity);
        st.use_all(&[i, j]);
        st.use_all(verb.as_slice());
        st.use_all(own_verb.as_slice());
        st.negated_tables.push(related);
        // "students who did not enroll in any course", "instructors who didn't teach courses":
        // what the negated rows point at (directly or through one table) restates the
        // relation; it is not joined to the entity.
        let points_at = |other: TableId| {
            other != entity
                && ctx
                    .neighbours(related)
                    .iter()
                    .any(|&n| n == other || (n != entity && ctx.neighbours(n).contains(&other)))
        };
        if let Some(k) = next(j, &st.used).filter(|&k| is_table[k]) {
            if best_table(&units[k]).is_some_and(|(other, _)| points_at(other)) {
                st.used[k] = true;
            }
        }
    }

    // "books made after 1989", "campuses opened in 1958": an event verb just before a year
    // compares the year with the time of the thing (its one year or date column).
    let event_verb_before = |k: usize, used: &[bool]| -> Option<usize> {
        (0..k).rev().take(2).find(|&v| {
            let u = &units[v];
            let t = &tokens[u.start];
            !used[v]
                && u.unknown
                && u.end - u.start == 1
                && t.kind == TokenKind::Word
                && clarisql_text::is_event_verb(&t.norm)
        })
    };
    let year_like = |n: f64| n.fract() == 0.0 && (1000.0..3000.0).contains(&n);

    // A date written in the question ("after 1978-06-26", "before '1989-04-24 23:51:54'").
    let date_at = |k: usize| -> Option<String> {
        let t = &tokens[units[k].start];
        (units[k].end - units[k].start == 1
            && t.kind == TokenKind::Quoted
            && clarisql_text::is_date_literal(&t.raw))
        .then(|| t.raw.trim().to_string())
    };
    // The dated column a date is compared with: one named just before the cue ("hired before
    // …", "the order date after …") or right after the date, else the one whose name holds the
    // verb before the cue ("reported after …" -> date_problem_reported), else the one dated
    // column of the tables in focus or named by the question's words.
    let date_column_for =
        |cue: usize, operand: usize, used: &[bool]| -> Option<(ColumnId, Option<usize>)> {
            let dated_of = |j: usize| {
                rank(j, false)
                    .into_iter()
                    .find(|(c, _)| holds_dates(ctx, *c))
                    .map(|(c, _)| (c, Some(j)))
            };
            for j in (0..cue).rev().take(4) {
                if units[j].cue.is_some() && units[j].cue != Some(Cue::Not) {
                    break;
                }
                if column_unit(j, used) {
                    if let Some(r) = dated_of(j) {
                        return Some(r);
                    }
                }
            }
            if let Some(r) = adjacent_next(operand)
                .filter(|&j| column_unit(j, used))
                .and_then(dated_of)
            {
                return Some(r);
            }
            let mut tables: Vec<TableId> = focus.clone();
            for t in tables_named(units, true) {
                if !tables.contains(&t) {
                    tables.push(t);
                }
            }
            let dated: Vec<ColumnId> = tables
                .iter()
                .flat_map(|&t| (0..ctx.lake.table(t).columns.len()).map(move |i| t.column(i)))
                .filter(|&c| holds_dates(ctx, c))
                .collect();
            let verb = prev(cue).filter(|&v| !used[v] && units[v].unknown);
            if let Some(v) = verb {
                let stem = &tokens[units[v].start].stem;
                let named: Vec<ColumnId> = dated
                    .iter()
                    .copied()
                    .filter(|&c| {
                        clarisql_text::identifier_words(&ctx.lake.column(c).name)
                            .iter()
                            .any(|w| clarisql_text::stem(w) == *stem)
                    })
                    .collect();
                if let [c] = named.as_slice() {
                    return Some((*c, Some(v)));
                }
            }
            // The table named right before the cue ("orders that have a shipment after …").
            if let Some((t, _)) = prev(cue)
                .filter(|&p| is_table[p])
                .and_then(|p| best_table(&units[p]))
            {
                if let [c] = dated.iter().filter(|c| c.table == t).collect::<Vec<_>>()[..] {
                    return Some((*c, verb));
                }
            }
            // The one dated column of the tables in focus, else of the tables the question's
            // words name ("invoice numbers created before …": invoices, not shipments that also
            // hold an invoice number), else of all.
            let named_table = |t: TableId| {
                clarisql_text::identifier_words(&ctx.lake.table(t).name)
                    .last()
                    .map(|w| clarisql_text::stem(w))
                    .is_some_and(|w| tokens.iter().any(|k| k.stem == w))
            };
            let only = |keep: &dyn Fn(&ColumnId) -> bool| -> Option<ColumnId> {
                match dated.iter().filter(|c| keep(c)).collect::<Vec<_>>()[..] {
                    [c] => Some(*c),
                    _ => None,
                }
            };
            only(&|c| focus.contains(&c.table))
                .or_else(|| only(&|c| named_table(c.table)))
                .or_else(|| only(&|_| true))
                .map(|c| (c, verb))
        };

    // Pass 3: comparisons.
    for i in 0..units.len() {
        if st.used[i] {
            continue;
        }
        let (op, concept) = match units[i].cue {
            Some(Cue::Compare(op)) => (op, None),
            // "exactly two albums", "exactly 3": a count or a number said to be equal.
            Some(Cue::Equal) => (CmpOp::Eq, None),
            Some(Cue::Than) => {
                let Some(p) = units[i].start.checked_sub(1) else {
                    continue;
                };
                match comparative(&tokens[p]) {
                    Some((words, up)) => (if up { CmpOp::Gt } else { CmpOp::Lt }, Some(words)),
                    None => continue,
                }
            }
            Some(Cue::Between) => {
                // "between A and B", or in Chinese after them: "在A到B之间".
                let forward = next(i, &st.used).and_then(|a| {
                    let and = next(a, &st.used)?;
                    Some((a, and, next(and, &st.used)?))
                });
                let backward = prev(i).and_then(|b| {
                    let and = prev(b)?;
                    Some((prev(and)?, and, b))
                });
                let joins = |k: usize| {
                    units[k].cue == Some(Cue::And)
                        || matches!(tokens[units[k].start].norm.as_str(), "到" | "至")
                };
                // "between 2009-01-01 and 2010-01-01": dates compare as text.
                let dates = forward.and_then(|(a, and, b)| {
                    let (lo, hi) = (date_at(a)?, date_at(b)?);
                    (joins(and) && !st.used[a] && !st.used[b]).then_some((a, and, b, lo, hi))
                });
                if let Some((a, and, b, lo, hi)) = dates {
                    let Some((col, cu)) = date_column_for(i, b, &st.used) else {
                        continue;
                    };
                    let mut read_from = vec![i, a, and, b];
                    read_from.extend(cu);
                    if let Some(cu) = cu {
                        st.chosen.push((cu, col, true));
                    }
                    st.filter(
                        Cond::Between {
                            expr: Expr::Column(col),
                            low: Literal::Text(lo),
                            high: Literal::Text(through_the_day(ctx, col, hi)),
                        },
                        &read_from,
                    );
                    st.use_all(&read_from);
                    continue;
                }
                let Some((a, and, b)) =
                    [forward, backward]
                        .into_iter()
                        .flatten()
                        .find(|&(a, and, b)| {
                            units[a].number.is_some()
                                && units[b].number.is_some()
                                && joins(and)
                                && !st.used[a]
                                && !st.used[b]
                        })
                else {
                    continue;
                };
                let (Some(lo), Some(hi)) = (units[a].number, units[b].number) else {
                    continue;
                };
                // "conferred between 1998 and 2002": with no column named, two years after an
                // event verb are the time of the things in focus.
                let col = numeric_column_for(i.min(a), b, &st.used).or_else(|| {
                    if !(year_like(lo) && year_like(hi)) {
                        return None;
                    }
                    let v = event_verb_before(i, &st.used)?;
                    time_column(ctx, &focus).map(|c| (c, v))
                });
                let Some((col, cu)) = col else {
                    continue;
                };
                let (low, high) = if ctx.kind(col) == ColumnKind::Date && year_like(hi) {
                    // Dates compare as text: the later year runs to its last day.
                    (
                        Literal::Text(format!("{}", lo as i64)),
                        Literal::Text(format!("{}-12-31 23:59:59", hi as i64)),
                    )
                } else {
                    (Literal::number(lo), Literal::number(hi))
                };
                st.chosen.push((cu, col, true));
                st.filter(
                    Cond::Between {
                        expr: Expr::Column(col),
                        low,
                        high,
                    },
                    &[i, a, and, b, cu],
                );
                st.use_all(&[i, a, and, b, cu]);
                continue;
            }
            _ => continue,
        };
        // Operand: after the cue, or before it for "30 or older".
        let trailing = tokens[units[i].start].norm == "or";
        let Some(o) = (if trailing { prev(i) } else { next(i, &st.used) }) else {
            continue;
        };
        // "after the year 1989", "before the date 2009-01-01": the column is named between the
        // cue and what it is compared with.
        let (o, named_between) = match adjacent_next(o) {
            Some(k)
                if !trailing
                    && units[o].number.is_none()
                    && column_unit(o, &st.used)
                    && (units[k].number.is_some() || date_at(k).is_some()) =>
            {
                (k, Some(o))
            }
            _ => (o, None),
        };
        let between_column = |want: &dyn Fn(ColumnId) -> bool| {
            named_between.and_then(|j| {
                rank(j, false)
                    .into_iter()
                    .find(|(c, _)| !ctx.is_key(*c) && want(*c))
                    .map(|(c, _)| (c, Some(j)))
            })
        };
        // "more than the average X": a nested aggregate.
        if let Some(Cue::Agg(func @ (Agg::Avg | Agg::Max | Agg::Min))) = units[o].cue {
            let after = next(o, &st.used).filter(|&k| column_unit(k, &st.used));
            let before = (0..i).rev().take(3).find(|&k| column_unit(k, &st.used));
            let col = after
                .and_then(|k| rank(k, true).first().map(|(c, _)| (Some(k), *c)))
                .or_else(|| before.and_then(|k| rank(k, true).first().map(|(c, _)| (Some(k), *c))))
                .or_else(|| {
                    concept
                        .and_then(|w| concept_column(ctx, w, &focus))
                        .map(|c| (None, c))
                });
            let Some((k, col)) = col else { continue };
            let mut sub = Query::new(ctx.db);
            sub.select = vec![Expr::Agg {
                func,
                column: col,
                distinct: false,
            }];
            let mut read_from = vec![i, o];
            read_from.extend(k);
            st.filter(
                Cond::Compare {
                    expr: Expr::Column(col),
                    op,
                    value: Operand::Query(Box::new(sub)),
                },
                &read_from,
            );
            st.use_all(&[i, o]);
            if let Some(k) = k {
                st.used[k] = true;
                st.chosen.push((k, col, true));
            }
            if let Some(b) = before {
                if rank(b, true).first().is_some_and(|(c, _)| *c == col) {
                    st.used[b] = true;
                }
            }
            if concept.is_some() {
                mark_adjective(&mut st, units, i);
            }
            continue;
        }
        if let Some(date) = date_at(o) {
            let Some((col, cu)) = between_column(&|c| holds_dates(ctx, c))
                .or_else(|| date_column_for(i, o, &st.used))
            else {
                continue;
            };
            let mut read_from = vec![i, o];
            read_from.extend(cu);
            if let Some(cu) = cu {
                st.chosen.push((cu, col, true));
            }
            // "on or before June 30" includes the day. "after June 30" reads as a moment, its
            // start, as SQL compares the literal.
            let date = if op == CmpOp::Le {
                through_the_day(ctx, col, date)
            } else {
                date
            };
            st.filter(
                Cond::Compare {
                    expr: Expr::Column(col),
                    op,
                    value: Operand::Literal(Literal::Text(date)),
                },
                &read_from,
            );
            st.use_all(&read_from);
            continue;
        }
        let Some(n) = units[o].number else { continue };
        // Count comparison: "more than 2 students", "at least 3 different products", "2 or
        // more cinemas" (what is counted follows the number, or the trailing cue).
        let operand_end = if trailing { i } else { o };
        let distinct_count =
            adjacent_next(operand_end).is_some_and(|d| units[d].cue == Some(Cue::Distinct));
        let counted_unit = if distinct_count {
            adjacent_next(operand_end).and_then(adjacent_next)
        } else {
            adjacent_next(operand_end)
        }
        // "价格低于150的住宿": 的 closes the condition; the number counts nothing.
        .filter(|&a| {
            !tokens[units[operand_end].end..units[a].start]
                .iter()
                .any(|t| t.norm == "的")
        });
        if let Some(a) = counted_unit {
            let countable = !st.used[a]
                && units[a].cue.is_none()
                && table_matches(&units[a])
                    .first()
                    .is_some_and(|(_, s)| *s >= 0.5)
                && (is_table[a] || rank(a, true).is_empty());
            // "dorms that can accommodate more than 300 students": when no count of the rows
            // named could reach the number, a measure of a table in focus that the word names
            // (student_capacity) and whose values do reach it is what is compared.
            let measure = || {
                let (t, _) = best_table(&units[a])?;
                if n < ctx.lake.table(t).row_count as f64 {
                    return None;
                }
                let said: Vec<&str> = tokens[units[a].start..units[a].end]
                    .iter()
                    .map(|k| k.stem.as_str())
                    .collect();
                let named: Vec<ColumnId> = focus
                    .iter()
                    .filter(|&&f| f != t)
                    .flat_map(|&f| (0..ctx.lake.table(f).columns.len()).map(move |k| f.column(k)))
                    .filter(|&c| {
                        let profile = &ctx.lake.column(c).profile;
                        !ctx.is_key(c)
                            && matches!(ctx.kind(c), ColumnKind::Integer | ColumnKind::Real)
                            && profile.min.is_some_and(|lo| lo <= n)
                            && profile.max.is_some_and(|hi| hi >= n)
                            && clarisql_text::identifier_words(&ctx.lake.column(c).name)
                                .iter()
                                .any(|w| said.contains(&clarisql_text::stem(w).as_str()))
                    })
                    .collect();
                match named.as_slice() {
                    [c] => Some(*c),
                    _ => None,
                }
            };
            if let Some(col) = countable.then(measure).flatten() {
                st.chosen.push((a, col, true));
                st.filter(
                    Cond::Compare {
                        expr: Expr::Column(col),
                        op,
                        value: Operand::Literal(Literal::number(n)),
                    },
                    &[i, o, a],
                );
                st.use_all(&[i, o, a]);
                continue;
            }
            if countable && concept.is_none() {
                st.count_having.push((op, n));
                st.use_all(&[i, o, a]);
                if distinct_count {
                    if let Some(d) = adjacent_next(operand_end) {
                        st.used[d] = true;
                    }
                }
                if let Some((t, _)) = best_table(&units[a]) {
                    st.add_table(t);
                    st.counted.push(t);
                    if distinct_count {
                        st.distinct_having = Some(t);
                    }
                }
                continue;
            }
        }
        let mut op = op;
        let col = match concept {
            Some(words) => concept_column_dir(ctx, words, &focus).map(|(c, reversed)| {
                if reversed {
                    op = flip(op);
                }
                (c, None)
            }),
            None => {
                let event_time = || {
                    let v = event_verb_before(i, &st.used).filter(|_| year_like(n))?;
                    time_column(ctx, &focus).map(|c| (c, Some(v)))
                };
                // "the prices of wines produced before 2010": a year after an event verb and a
                // word of time is when the things were made, not a number named earlier.
                let temporal = tokens[units[i].start..units[i].end]
                    .iter()
                    .any(|t| matches!(t.norm.as_str(), "before" | "after" | "since" | "until"));
                between_column(&|c| ctx.kind(c) != ColumnKind::Text || holds_dates(ctx, c))
                    .or_else(|| event_time().filter(|_| temporal))
                    .or_else(|| numeric_column_for(i, o, &st.used).map(|(c, j)| (c, Some(j))))
                    .or_else(event_time)
            }
        };
        let Some((col, cu)) = col else { continue };
        st.use_all(&[i, o]);
        if let Some(cu) = cu {
            st.used[cu] = true;
            st.chosen.push((cu, col, true));
            // "airports that have a total number of passengers above N": the column compared
            // holds the number; "number of" counts no rows here.
            if let Some(c) = cu
                .checked_sub(1)
                .filter(|&c| units[c].cue == Some(Cue::Count) && units[c].end == units[cu].start)
            {
                st.used[c] = true;
            }
        }
        if concept.is_some() {
            mark_adjective(&mut st, units, i);
        }
        // "years old", "years of age" after the number restate the unit.
        let value = if ctx.kind(col) == ColumnKind::Date
            && n.fract() == 0.0
            && (1000.0..3000.0).contains(&n)
        {
            // A year against a date column compares as text on the year prefix.
            Literal::Text(format!("{}", n as i64))
        } else {
            Literal::number(n)
        };
        let mut read_from = vec![i, o];
        read_from.extend(cu);
        st.filter(
            Cond::Compare {
                expr: Expr::Column(col),
                op,
                value: Operand::Literal(value),
            },
            &read_from,
        );
    }

    // Numbers beside a column with no comparison: "room 108", "0 loans", "in year 2002".
    for (i, u) in units.iter().enumerate() {
        let Some(n) = u.number else { continue };
        if st.used[i] || ranks_rows(i, &st.used) {
            continue;
        }
        let after = adjacent_next(i).filter(|&j| column_unit(j, &st.used));
        let before = prev(i).filter(|&p| column_unit(p, &st.used));
        let col = after
            .and_then(|j| rank(j, true).first().map(|(c, _)| (j, *c)))
            .or_else(|| before.and_then(|p| rank(p, true).first().map(|(c, _)| (p, *c))));
        if let Some((p, col)) = col {
            st.filter(
                Cond::Compare {
                    expr: Expr::Column(col),
                    op: CmpOp::Eq,
                    value: Operand::Literal(Literal::number(n)),
                },
                &[i, p],
            );
            st.use_all(&[i, p]);
            st.chosen.push((p, col, true));
            continue;
        }
        // "in 2022", "2022年": a year said as a time is the year of the things in focus.
        let event = event_verb_before(i, &st.used)
            .or_else(|| year_said_as_time(tokens, u).then_some(i))
            .filter(|_| year_like(n))
            .and_then(|v| time_column(ctx, &focus).map(|c| (v, c)));
        if let Some((v, col)) = event {
            st.filter(year_condition(ctx, col, n), &[v, i]);
            st.use_all(&[i, v]);
            if let Some(k) = year_char_after(i) {
                st.used[k] = true;
            }
            st.chosen.push((v, col, true));
        }
    }

    join_disjunctions(&mut st, units, tokens);

    let has_each = units.iter().any(|u| u.cue == Some(Cue::Each));

    // "the average instructor salary": a table's name right before one of its measures says
    // whose measure it is; the measure is what is aggregated.
    let measure_of_named_table = |c: usize, used: &[bool]| -> Option<usize> {
        if !is_table[c] {
            return None;
        }
        let (t, _) = best_table(&units[c])?;
        let m = c + 1;
        (m < units.len()
            && units[m].start == units[c].end
            && units[m].cue.is_none()
            && column_unit(m, used)
            && rank(m, true)
                .first()
                .is_some_and(|(col, _)| col.table == t && !ctx.is_key(*col)))
        .then_some(m)
    };

    // Pass 4: top N, "the 3 most …", superlatives.
    for i in 0..units.len() {
        if st.used[i] {
            continue;
        }
        if let (Some(n), true) = (units[i].number, ranks_rows(i, &st.used)) {
            st.limit = Some(n.max(1.0) as u64);
            st.used[i] = true;
            if let Some(p) = prev(i).filter(|&p| units[p].cue == Some(Cue::Top)) {
                st.used[p] = true;
            }
        }
        // Chinese counts after the superlative: "价格最低的3个住宿", "最高的三个".
        if let (Some(n), Some(p)) = (units[i].number, prev(i)) {
            let superlative = matches!(units[p].cue, Some(Cue::Superlative { .. }))
                || comparable_concepts(&tokens[units[p].start].norm).is_some();
            if superlative
                && tokens[units[p].start].kind == TokenKind::Cjk
                && tokens[units[p].end..units[i].start]
                    .iter()
                    .all(|t| t.norm == "的")
            {
                st.limit = Some(n.max(1.0) as u64);
                st.used[i] = true;
            }
        }
        if units[i].cue == Some(Cue::Top) {
            if let Some(j) = next(i, &st.used) {
                if let Some(n) = units[j].number {
                    st.limit = Some(n.max(1.0) as u64);
                    st.use_all(&[i, j]);
                }
            }
        }
    }
    for i in 0..units.len() {
        if st.used[i] {
            continue;
        }
        // "Which allergy type is most common?": the groups of what is asked, by their rows.
        if let Some(Cue::Frequent { desc }) = units[i].cue {
            st.count_superlative = Some(desc);
            st.used[i] = true;
            if st.limit.is_none() {
                st.limit = Some(1);
            }
            continue;
        }
        // "top rated": "top" with no number is a superlative.
        let desc = match units[i].cue {
            Some(Cue::Superlative { desc }) => desc,
            Some(Cue::Top) => true,
            _ => continue,
        };
        // Chinese puts the measure first ("哪个小区的成交均价最高"): with no column after the
        // superlative, the column right before it.
        let after = next(i, &st.used);
        let chinese = tokens[units[i].start].kind == TokenKind::Cjk;
        // "住宿最多的城市": 的 ends the superlative's phrase; what follows is its head, not its
        // measure.
        let column_after = after
            .is_some_and(|j| column_unit(j, &st.used) || units[j].cue == Some(Cue::Count))
            && !(chinese && tokens.get(units[i].end).is_some_and(|t| t.norm == "的"));
        let j = match (after, prev(i)) {
            (_, Some(p)) if chinese && !column_after && column_unit(p, &st.used) => p,
            // "哪个城市的住宿最多": the things counted come before "most".
            (_, Some(p))
                if chinese
                    && !column_after
                    && is_table[p]
                    && !st.used[p]
                    && matches!(tokens[units[i].start].norm.as_str(), "最多" | "最少") =>
            {
                p
            }
            (Some(j), _) => j,
            _ => continue,
        };
        // "the most expensive": the adjective decides (handled below).
        if units[j].unknown && comparable_concepts(&tokens[units[j].start].norm).is_some() {
            continue;
        }
        // "the highest average price", "平均价格最高": the groups ordered by an aggregate.
        let aggregate_of = |a: usize| match units[a].cue {
            Some(Cue::Agg(func @ (Agg::Avg | Agg::Sum | Agg::Max | Agg::Min))) if !st.used[a] => {
                Some(func)
            }
            _ => None,
        };
        // The table named before the measure, read with it ("the highest average instructor
        // salary").
        let mut owner = None;
        let aggregated = if let Some(func) = aggregate_of(j) {
            next(j, &st.used)
                .map(|c| match measure_of_named_table(c, &st.used) {
                    Some(m) => {
                        owner = Some(c);
                        m
                    }
                    None => c,
                })
                .filter(|&c| column_unit(c, &st.used))
                .map(|c| (func, j, c))
        } else if chinese && j < i {
            prev(j).and_then(|a| aggregate_of(a).map(|func| (func, a, j)))
        } else {
            None
        };
        if let Some((func, a, c)) = aggregated {
            if let Some((col, _)) = rank(c, true).into_iter().find(|(col, _)| !ctx.is_key(*col)) {
                st.agg_superlative = Some((func, col, desc));
                st.chosen.push((c, col, true));
                st.use_all(&[i, a, c]);
                st.use_all(owner.as_slice());
                if st.limit.is_none() {
                    st.limit = Some(1);
                }
                continue;
            }
        }
        let (target, via_count) = if units[j].cue == Some(Cue::Count) {
            (next(j, &st.used), true)
        } else {
            (Some(j), false)
        };
        let Some(t) = target else { continue };
        if units[t].cue.is_some() {
            continue;
        }
        // "the largest cities in terms of population": the measure is named after the thing.
        let t = match next(t, &st.used) {
            Some(m)
                if is_table[t]
                    && column_unit(m, &st.used)
                    && tokens[units[t].end..units[m].start]
                        .iter()
                        .any(|k| k.norm == "terms") =>
            {
                m
            }
            _ => t,
        };
        let word = tokens[units[i].start..units[i].end]
            .iter()
            .map(|t| t.norm.as_str())
            .collect::<Vec<_>>()
            .join(" ");
        let counts = matches!(
            word.as_str(),
            "most" | "the most" | "least" | "the least" | "fewest" | "最多" | "最少"
        );
        // "the course with the most registered students": a participle between "most" and
        // the things counted qualifies them; it names no measure (`date_of_registration`).
        let t = match next(t, &st.used) {
            Some(m)
                if counts
                    && !via_count
                    && !is_table[t]
                    && is_table[m]
                    && units[t].end - units[t].start == 1
                    && units[m].start == units[t].end
                    && best_column_score(&units[t]) < 0.9
                    && crate::detect::verb_like(
                        ctx.index.segmenter(),
                        tokens,
                        units[t].start,
                        units[t].end,
                    ) =>
            {
                st.used[t] = true;
                m
            }
            _ => t,
        };
        // "the largest number of votes" where a column holds the number: order by it.
        let column = column_unit(t, &st.used)
            .then(|| {
                rank(t, true)
                    .into_iter()
                    .find(|(c, s)| {
                        !ctx.is_key(*c)
                            && (!via_count || (*s >= 0.8 && ctx.kind(*c) != ColumnKind::Date))
                    })
                    .map(|(c, _)| c)
            })
            .flatten()
            .or_else(|| quantity_column(ctx, &units[t], &focus));
        if !via_count && !counts && is_table[t] && column.is_none() {
            // "the highest mountain", "the largest city": a measure of the thing, by its concept.
            let concept = comparable_concepts(&word).or_else(|| match word.as_str() {
                "highest" | "lowest" => Some((&["height", "elevation", "altitude"][..], true)),
                _ => None,
            });
            if let Some(col) = concept.and_then(|(w, _)| concept_column(ctx, w, &focus)) {
                st.order.push(Order {
                    expr: Expr::Column(col),
                    desc,
                });
                st.used[i] = true;
                if st.limit.is_none() {
                    st.limit = Some(1);
                }
            }
            continue;
        }
        if let Some(col) = column {
            if column_unit(t, &st.used) {
                st.chosen.push((t, col, true));
            }
        }
        if let (Some(col), true) = (column, has_each) {
            // "the highest price for each film": an aggregate per group.
            st.select.push((
                i,
                Expr::Agg {
                    func: if desc { Agg::Max } else { Agg::Min },
                    column: col,
                    distinct: false,
                },
            ));
            st.use_all(&[i, t]);
            if via_count {
                st.used[j] = true;
            }
            continue;
        }
        if let Some(col) = column {
            // "the highest rank" is rank 1: a rank column counts down from the top.
            let is_rank = clarisql_text::identifier_words(&ctx.lake.column(col).name)
                .iter()
                .any(|w| matches!(w.as_str(), "rank" | "ranking"));
            let by_standing = matches!(
                word.as_str(),
                "highest" | "lowest" | "top" | "best" | "worst"
            );
            st.order.push(Order {
                expr: Expr::Column(col),
                desc: desc != (is_rank && by_standing),
            });
            st.use_all(&[i, t]);
            if via_count {
                st.used[j] = true;
            }
        } else if let Some(col) = best_table(&units[t])
            .filter(|_| counts || via_count)
            .and_then(|(tid, _)| number_named_like_table(ctx, tid, &units[t]))
        {
            // "the year with the most degrees" over a `degrees` table whose `degrees` column
            // holds the number per row: the sum of that column, not the rows.
            st.agg_superlative = Some((Agg::Sum, col, desc));
            st.chosen.push((t, col, true));
            st.add_table(col.table);
            st.use_all(&[i, t]);
            if via_count {
                st.used[j] = true;
            }
            if st.limit.is_none() {
                st.limit = Some(1);
            }
        } else if is_table[t] || (via_count && best_table(&units[t]).is_some()) {
            st.count_superlative = Some(desc);
            st.use_all(&[i, t]);
            if via_count {
                st.used[j] = true;
            }
            if let Some((tid, _)) = best_table(&units[t]) {
                st.add_table(tid);
                st.counted.push(tid);
            }
        } else {
            continue;
        }
        if st.limit.is_none() {
            st.limit = Some(1);
        }
    }
    // Superlative adjectives: "the oldest student", "the most expensive product", "the latest
    // join year" (a column right after the adjective names what is compared).
    for i in 0..units.len() {
        if st.used[i] || !units[i].unknown {
            continue;
        }
        let t = &tokens[units[i].start];
        let Some((words, up)) = comparable_concepts(&t.norm) else {
            continue;
        };
        let marked =
            i > 0 && matches!(units[i - 1].cue, Some(Cue::Superlative { .. })) && !st.used[i - 1];
        if !(t.norm.ends_with("est") || marked || t.norm == "latest" || t.norm.starts_with('最'))
            || matches!(t.norm.as_str(), "where" | "when" | "much")
        {
            continue;
        }
        let mut desc = up;
        if marked {
            if units[i - 1].cue == Some(Cue::Superlative { desc: false }) {
                desc = !up; // "least expensive"
            }
            st.used[i - 1] = true;
        }
        // "the appointment that started most recently": an adverb's column is the verb's
        // before the superlative (a time column), not one after it.
        let named_before = (marked && t.norm.ends_with("ly"))
            .then(|| i.checked_sub(2))
            .flatten()
            .filter(|&j| column_unit(j, &st.used) && units[j].end == units[i - 1].start)
            .and_then(|j| rank(j, false).first().map(|(c, _)| (j, *c)))
            .filter(|&(_, c)| ctx.kind(c) == ColumnKind::Date || holds_dates(ctx, c));
        let named = named_before.or_else(|| {
            adjacent_next(i)
                .filter(|&j| column_unit(j, &st.used))
                .and_then(|j| rank(j, true).first().map(|(c, _)| (j, *c)))
        });
        let col = match named {
            Some((j, c)) => {
                st.used[j] = true;
                st.chosen.push((j, c, true));
                Some(c)
            }
            None => concept_column_dir(ctx, words, &focus).map(|(c, reversed)| {
                if reversed {
                    desc = !desc;
                }
                c
            }),
        };
        let Some(col) = col else { continue };
        st.used[i] = true;
        if has_each {
            st.select.push((
                i,
                Expr::Agg {
                    func: if desc { Agg::Max } else { Agg::Min },
                    column: col,
                    distinct: false,
                },
            ));
            continue;
        }
        st.order.push(Order {
            expr: Expr::Column(col),
            desc,
        });
        if st.limit.is_none() {
            st.limit = Some(1);
        }
    }

    // Pass 7: ordering. "ordered by X (and Y)", "in descending order of X", "sorted by
    // descending X", "in alphabetical order".
    let mut desc_hint: Option<bool> = None;
    for i in 0..units.len() {
        // Chinese names the column first: "按价格从高到低", "按价格降序排序".
        if tokens[units[i].start].kind == TokenKind::Cjk && !st.used[i] {
            let direction = match units[i].cue {
                Some(Cue::Direction { desc }) => Some(desc),
                Some(Cue::OrderBy) => Some(desc_hint.unwrap_or(false)),
                _ => None,
            };
            let by = |p: usize| {
                units[p].start > 0
                    && matches!(
                        tokens[units[p].start - 1].norm.as_str(),
                        "按" | "按照" | "根据"
                    )
            };
            let named = prev(i)
                .filter(|&p| by(p) && column_unit(p, &st.used))
                .and_then(|p| rank(p, false).first().map(|(c, _)| (p, *c)));
            if let (Some(desc), Some((p, col))) = (direction, named) {
                st.order_by_unit(col, desc, p, i);
                desc_hint = Some(desc);
                continue;
            }
        }
        let by_before = units[i].start > 0 && tokens[units[i].start - 1].norm == "by";
        // "names by budget from big to small", "by age descending": the column between "by"
        // and the direction is the order.
        if let (Some(Cue::Direction { desc }), Some(p)) = (units[i].cue, prev(i)) {
            let after_by = tokens[..units[p].start]
                .iter()
                .rev()
                .find(|t| !matches!(t.norm.as_str(), "the" | "their" | "its" | "his" | "her"))
                .is_some_and(|t| t.norm == "by");
            if after_by && !is_table[p] && column_unit(p, &st.used) && st.order.is_empty() {
                if let Some((col, _)) = rank(p, false).first().copied() {
                    st.order_by_unit(col, desc, p, i);
                    desc_hint = Some(desc);
                    continue;
                }
            }
        }
        let (desc, names_column) = match units[i].cue {
            // "by descending X", "descending order of X", "ordered descending by X".
            Some(Cue::Direction { desc }) => (
                desc,
                by_before
                    || matches!(tokens[units[i].end - 1].norm.as_str(), "of" | "by")
                    || tokens.get(units[i].end).is_some_and(|t| t.norm == "by"),
            ),
            // "descending alphabetical order" keeps the direction already given.
            // "in alphabetical order by last name" names the column after "by".
            Some(Cue::Alphabetical) => (
                desc_hint.unwrap_or(false),
                matches!(tokens[units[i].end - 1].norm.as_str(), "of" | "by")
                    || tokens
                        .get(units[i].end)
                        .is_some_and(|t| matches!(t.norm.as_str(), "of" | "by")),
            ),
            Some(Cue::OrderBy) => (desc_hint.unwrap_or(false), true),
            // "order all stations by the opening year", "sorted according to credits": a
            // sorting verb earlier, then the word that introduces its column.
            None if sorts_by(units, tokens, i)
                && (0..i).any(|u| sorting_verb_unit(&units[u], tokens))
                && st.order.is_empty() =>
            {
                for (u, unit) in units[..i].iter().enumerate() {
                    if sorting_verb_unit(unit, tokens) {
                        st.used[u] = true;
                    }
                }
                (desc_hint.unwrap_or(false), true)
            }
            _ => continue,
        };
        if units[i].cue != Some(Cue::OrderBy) && units[i].cue.is_some() {
            desc_hint = Some(desc);
        }
        st.used[i] = true;
        if !names_column {
            continue;
        }
        let mut desc = desc;
        let mut k = i;
        while let Some(j) = next(k, &st.used) {
            match units[j].cue {
                Some(Cue::Direction { desc: d }) => {
                    desc = d;
                    desc_hint = Some(d);
                    st.used[j] = true;
                    k = j;
                    continue;
                }
                Some(Cue::Count) => {
                    st.order.push(Order {
                        expr: Expr::CountStar,
                        desc,
                    });
                    st.used[j] = true;
                    break;
                }
                _ => {}
            }
            // "in descending order of maximum aperture" for a `max_aperture` column: the cue
            // word is part of the column's name.
            if matches!(units[j].cue, Some(Cue::Agg(_))) {
                let names_next = adjacent_next(j)
                    .filter(|&n| column_unit(n, &st.used))
                    .and_then(|n| rank(n, false).first().copied())
                    .is_some_and(|(col, _)| links_column(j, col));
                if names_next {
                    st.used[j] = true;
                    k = j;
                    continue;
                }
            }
            // "ordered by frequency (descending)": by how many rows each shown value has.
            if units[j].end - units[j].start == 1
                && matches!(
                    tokens[units[j].start].norm.as_str(),
                    "frequency" | "popularity"
                )
                && units[j].schema.is_empty()
            {
                // A direction right after it: "frequency descending".
                let after = next(j, &st.used).and_then(|d| match units[d].cue {
                    Some(Cue::Direction { desc }) if units[d].start == units[j].end => {
                        Some((d, desc))
                    }
                    _ => None,
                });
                if let Some((d, d_desc)) = after {
                    desc = d_desc;
                    st.used[d] = true;
                }
                st.count_superlative = Some(desc);
                st.used[j] = true;
                break;
            }
            // "order of building height": skip the table word before its column.
            let target = if is_table[j] {
                adjacent_next(j).filter(|&c| column_unit(c, &st.used))
            } else {
                Some(j)
            };
            let Some(c) = target.filter(|&c| column_unit(c, &st.used)) else {
                break;
            };
            let Some((col, _)) = rank(c, false).first().copied() else {
                break;
            };
            st.order.push(Order {
                expr: Expr::Column(col),
                desc,
            });
            st.used[c] = true;
            st.chosen.push((c, col, false));
            if target != Some(j) {
                st.used[j] = true;
            }
            // "… and Y", but not "by age and list their names", which asks anew.
            let asks_anew = |from: usize, to: usize| {
                tokens[units[from].end..units[to].start]
                    .iter()
                    .any(|t| crate::cues::is_ask_word(&t.norm))
            };
            match next(c, &st.used) {
                Some(a)
                    if units[a].cue == Some(Cue::And)
                        && next(a, &st.used)
                            .is_some_and(|x| column_unit(x, &st.used) && !asks_anew(a, x)) =>
                {
                    st.used[a] = true;
                    k = a;
                }
                _ => break,
            }
        }
    }

    // A sorting verb is explained by the order the question asks for, and so is what it sorts
    // when that names no data ("sort the results in ascending order", "ordered from most to
    // least").
    if !st.order.is_empty() || desc_hint.is_some() {
        let mut after_verb = false;
        for u in 0..units.len() {
            if sorting_verb_unit(&units[u], tokens) {
                st.used[u] = true;
                after_verb = true;
            } else if after_verb
                && !units[u].is_link()
                && units[u].cue.is_none()
                && clarisql_text::is_output_word(&tokens[units[u].start].norm)
            {
                st.used[u] = true;
            } else if !units[u].is_filler() {
                after_verb = false;
            }
        }
    }

    // Pass 5: aggregates and counts.
    for i in 0..units.len() {
        if st.used[i] {
            continue;
        }
        match units[i].cue {
            Some(Cue::Agg(func)) => {
                // "minimum, average, and maximum X": every aggregate in the run applies to X.
                let mut run = vec![(i, func)];
                let mut k = i;
                let mut ands = Vec::new();
                while let Some(n) = next(k, &st.used) {
                    match units[n].cue {
                        Some(Cue::And) => {
                            ands.push(n);
                            k = n;
                        }
                        Some(Cue::Agg(f)) => {
                            run.push((n, f));
                            k = n;
                        }
                        _ => break,
                    }
                }
                let Some(mut j) = next(k, &st.used) else {
                    continue;
                };
                // "the average number of points" for a `points` column: the column holds the
                // number; "number of" does not count rows.
                if units[j].cue == Some(Cue::Count) && func != Agg::Count {
                    let holds_number = next(j, &st.used).filter(|&c| {
                        !is_table[c]
                            && column_unit(c, &st.used)
                            && rank(c, true)
                                .first()
                                .is_some_and(|(col, s)| *s >= 0.8 && !ctx.is_key(*col))
                    });
                    if let Some(c) = holds_number {
                        // "the maximum and total number of beds": the total is the run's last
                        // (not "the average total number of passengers", a column's name).
                        if ands.last() == Some(&k)
                            && tokens[units[j].start..units[j].end]
                                .iter()
                                .any(|t| t.norm == "total")
                        {
                            run.push((j, Agg::Sum));
                        }
                        st.used[j] = true;
                        j = c;
                    }
                }
                let distinct = units[j].cue == Some(Cue::Distinct);
                if distinct {
                    match next(j, &st.used) {
                        Some(x) => j = x,
                        None => continue,
                    }
                }
                if func != Agg::Count {
                    if let Some(m) = measure_of_named_table(j, &st.used) {
                        st.used[j] = true;
                        j = m;
                    }
                }
                if !column_unit(j, &st.used) {
                    // "total number of X": a count, left to the count rule.
                    continue;
                }
                let Some((col, score)) = rank(j, func != Agg::Count).first().copied() else {
                    continue;
                };
                // "the total assets of X" for a `total_assets` column: the cue word is part of
                // the column's name, not an aggregate.
                if run.len() == 1
                    && !distinct
                    && units[i].end == units[j].start
                    && links_column(i, col)
                {
                    st.used[i] = true;
                    continue;
                }
                if score < 0.6 {
                    st.doubt(
                        score.max(0.3),
                        format!(
                            "'{}' read as {}",
                            ctx.span_text(&units[j]),
                            ctx.column_label(col)
                        ),
                    );
                }
                for (u, f) in &run {
                    st.select.push((
                        *u,
                        Expr::Agg {
                            func: *f,
                            column: col,
                            distinct,
                        },
                    ));
                    st.used[*u] = true;
                }
                st.use_all(&ands);
                st.used[j] = true;
                st.chosen.push((j, col, func != Agg::Count));
                // "the maximum price and score": the aggregates apply to every numeric column
                // coordinated after the first.
                let mut k = j;
                while func != Agg::Count && k < units.len() {
                    let Some(a) = next(k, &st.used).filter(|&a| units[a].cue == Some(Cue::And))
                    else {
                        break;
                    };
                    let Some(c) = next(a, &st.used).filter(|&c| {
                        column_unit(c, &st.used) && units[c].cue.is_none() && !is_table[c]
                    }) else {
                        break;
                    };
                    let Some((col2, score2)) = rank(c, true).first().copied() else {
                        break;
                    };
                    let numeric = matches!(ctx.kind(col2), ColumnKind::Integer | ColumnKind::Real);
                    if score2 < 0.6 || !numeric || col2 == col {
                        break;
                    }
                    for (u, f) in &run {
                        st.select.push((
                            *u,
                            Expr::Agg {
                                func: *f,
                                column: col2,
                                distinct,
                            },
                        ));
                    }
                    st.used[a] = true;
                    st.used[c] = true;
                    st.chosen.push((c, col2, true));
                    k = c;
                }
            }
            Some(Cue::Count) => {
                // "phone number of …": "number" ends a noun here, it does not count.
                let starts_with_number = tokens[units[i].start].norm == "number";
                if starts_with_number
                    && i > 0
                    && !units[i - 1].is_filler()
                    && units[i - 1].is_link()
                    && units[i - 1].end == units[i].start
                {
                    st.used[i] = true;
                    continue;
                }
                // "Count the number of …": one count.
                if next(i, &st.used).is_some_and(|j| units[j].cue == Some(Cue::Count)) {
                    st.used[i] = true;
                    continue;
                }
                st.used[i] = true;
                let Some(mut j) = next(i, &st.used) else {
                    st.count_star = Some(i);
                    continue;
                };
                let distinct = units[j].cue == Some(Cue::Distinct);
                if distinct {
                    st.used[j] = true;
                    match next(j, &st.used) {
                        Some(x) => j = x,
                        None => {
                            st.count_star = Some(i);
                            continue;
                        }
                    }
                }
                // "How many kinds of enzymes are there?": the kinds of the thing named after
                // "of" — its kind column's values when it has one, else its names when they
                // repeat (a row per student and sport), else its rows (each is a kind); not a
                // column of another table that a kind word also names.
                let kind_word = units[j].end - units[j].start == 1
                    && clarisql_text::is_kind_word(&tokens[units[j].start].stem)
                    && tokens.get(units[j].end).is_some_and(|t| t.norm == "of");
                let kinds_of = next(j, &st.used)
                    .filter(|&k| kind_word && is_table[k])
                    .and_then(|k| best_table(&units[k]).map(|(t, _)| (k, t)));
                if let Some((k, t)) = kinds_of {
                    let kind_columns = kind_columns(ctx, t, &tokens[units[j].start].stem);
                    let repeated_names: Vec<ColumnId> = ctx
                        .display_columns(t)
                        .into_iter()
                        .filter(|&c| !ctx.lake.has_unique_values(c))
                        .take(1)
                        .collect();
                    st.used[j] = true;
                    let counted_kind = match (kind_columns.as_slice(), repeated_names.as_slice()) {
                        ([col], _) | ([], [col]) => Some(*col),
                        _ => None,
                    };
                    if let Some(col) = counted_kind {
                        st.select.push((
                            i,
                            Expr::Agg {
                                func: Agg::Count,
                                column: col,
                                distinct: true,
                            },
                        ));
                        st.add_table(t);
                        st.used[k] = true;
                        continue;
                    }
                    j = k;
                }
                if units[j].cue.is_some() || units[j].schema.is_empty() || st.used[j] {
                    st.count_star = Some(i);
                    continue;
                }
                // A column that already holds the number: "number of games played" (a measure
                // named by the words), or "how many hosts" with a `number_of_hosts` column.
                let says_number = tokens[units[i].start..units[i].end]
                    .iter()
                    .any(|t| t.norm == "number");
                // "How many furniture components are there in total?": a sum of a column that
                // holds the number (after the table's name, when one comes first).
                let in_total =
                    (i + 1..units.len()).find(|&k| !st.used[k] && says_in_total(ctx, &units[k]));
                let modifier = j;
                if in_total.is_some() && is_table[j] {
                    if let Some(k) = adjacent_next(j).filter(|&k| column_unit(k, &st.used)) {
                        j = k;
                    }
                }
                // "how many beds" with a `beds` column: a numeric column named by the plural
                // word itself holds how many there are in each row.
                let plural_word = (units[j].end - units[j].start == 1)
                    .then(|| &tokens[units[j].start])
                    .filter(|t| looks_plural(t))
                    .map(|t| t.norm.clone());
                let named_as_count = |c: ColumnId| {
                    plural_word.as_ref().is_some_and(|w| {
                        clarisql_text::identifier_words(&ctx.lake.column(c).name) == [w.as_str()]
                    })
                };
                let quantity = rank(j, true)
                    .into_iter()
                    .find(|(c, s)| {
                        (says_number || in_total.is_some() || named_as_count(*c))
                            && *s >= 0.8
                            && !ctx.is_key(*c)
                            && ctx.kind(*c) != ColumnKind::Date
                            && !names_an_identifier(ctx, *c)
                    })
                    .or_else(|| quantity_column(ctx, &units[j], &focus).map(|c| (c, 1.0)));
                // "How many degrees were conferred …" over a `degrees` table whose `degrees`
                // column holds the number per row: the sum of that column, not the rows.
                let own_number = (is_table[j] && !distinct)
                    .then(|| best_table(&units[j]))
                    .flatten()
                    .and_then(|(t, _)| number_named_like_table(ctx, t, &units[j]));
                if let Some(col) = own_number {
                    st.select.push((
                        i,
                        Expr::Agg {
                            func: Agg::Sum,
                            column: col,
                            distinct: false,
                        },
                    ));
                    st.used[j] = true;
                    st.add_table(col.table);
                    continue;
                }
                // "How many card types are there?" over `card_type_code`: types are counted
                // once each, whatever the rows (the question names the kind, not the rows).
                // The kind word ends the counted words, or follows the table's name.
                let named_table = best_table(&units[j])
                    .filter(|_| is_table[j])
                    .map(|(t, _)| t);
                let kind_unit = [
                    Some(j),
                    adjacent_next(j).filter(|&k| is_table[j] && units[k].start == units[j].end),
                ]
                .into_iter()
                .flatten()
                .find(|&k| {
                    let words = &tokens[units[k].start..units[k].end];
                    let kind = |t: &Token| {
                        t.kind == TokenKind::Word && clarisql_text::is_kind_word(&t.stem)
                    };
                    // "card types"; "types of vessels" read whole as `vessel_type`; not
                    // "cards of the type …".
                    let kind_last =
                        words.last().is_some_and(kind) && !words.iter().any(|t| t.norm == "of");
                    let kind_of = words.len() > 2 && kind(&words[0]) && words[1].norm == "of";
                    kind_last || kind_of
                })
                // A table of the kinds themselves ("document types" over
                // `ref_document_types`) has one row per kind: its rows are counted.
                .filter(|_| {
                    !named_table.is_some_and(|t| {
                        identifier_stems(&ctx.lake.table(t).name)
                            .iter()
                            .any(|w| clarisql_text::is_kind_word(w))
                    })
                });
                let kind_column = kind_unit.and_then(|k| {
                    let words = &tokens[units[k].start..units[k].end];
                    let kind = &words
                        .iter()
                        .rev()
                        .find(|t| clarisql_text::is_kind_word(&t.stem))
                        .unwrap_or(&words[words.len() - 1])
                        .stem;
                    // A column of the table named, else the best-named column of that kind.
                    named_table
                        .and_then(|t| match kind_columns(ctx, t, kind).as_slice() {
                            [c] => Some((*c, k)),
                            _ => None,
                        })
                        .or_else(|| {
                            rank(k, false)
                                .into_iter()
                                .find(|(c, s)| *s >= 0.8 && holds_kinds(ctx, *c, kind))
                                .map(|(c, _)| (c, k))
                        })
                });
                if let Some((col, k)) = kind_column {
                    st.select.push((
                        i,
                        Expr::Agg {
                            func: Agg::Count,
                            column: col,
                            distinct: true,
                        },
                    ));
                    st.chosen.push((k, col, false));
                    st.add_table(col.table);
                    st.use_all(&[j, k]);
                    continue;
                }
                if let (Some((col, _)), false, false) = (quantity, distinct, is_table[j]) {
                    // "the total number of rooms": the sum of the per-row numbers. Not when
                    // "total" is the column's own word and the rows are listed one by one ("List
                    // the total number of horses on farms in ascending order", `total_horses`).
                    let own_total = clarisql_text::identifier_words(&ctx.lake.column(col).name)
                        .iter()
                        .any(|w| w == "total");
                    let listed = units.iter().any(|u| {
                        matches!(
                            u.cue,
                            Some(Cue::Direction { .. } | Cue::OrderBy | Cue::Each)
                        )
                    });
                    let total = in_total.is_some()
                        || (tokens[units[i].start..units[i].end]
                            .iter()
                            .any(|t| t.norm == "total")
                            && !(own_total && listed));
                    if let Some(k) = in_total {
                        st.use_all(&[k, modifier]);
                    }
                    let expr = if total {
                        Expr::Agg {
                            func: Agg::Sum,
                            column: col,
                            distinct: false,
                        }
                    } else {
                        st.number_column = Some(col);
                        Expr::Column(col)
                    };
                    st.select.push((i, expr));
                    st.used[j] = true;
                    st.doubt(
                        0.85,
                        format!(
                            "'number of {}' read as the column {}",
                            ctx.span_text(&units[j]),
                            ctx.column_label(col)
                        ),
                    );
                    continue;
                }
                // "how many different captain ranks": the different values of the table's column
                // named right after it.
                if distinct && is_table[j] {
                    let table = best_table(&units[j]).map(|(t, _)| t);
                    let column = next(j, &st.used)
                        .filter(|&k| units[k].start == units[j].end && column_unit(k, &st.used))
                        .and_then(|k| Some((k, rank(k, false).first().copied()?)))
                        .filter(|(_, (c, s))| Some(c.table) == table && *s >= 0.8);
                    if let Some((k, (col, _))) = column {
                        st.select.push((
                            i,
                            Expr::Agg {
                                func: Agg::Count,
                                column: col,
                                distinct: true,
                            },
                        ));
                        st.add_table(col.table);
                        st.used[j] = true;
                        st.used[k] = true;
                        st.chosen.push((k, col, false));
                        continue;
                    }
                }
                // "How many movie directors are there?": a table's name before one of its
                // columns qualifies the column, which is what is counted (rows, or different
                // values: see the TypeToken detector).
                let qualified_column = next(j, &st.used)
                    .filter(|&k| {
                        is_table[j] && units[k].start == units[j].end && column_unit(k, &st.used)
                    })
                    .and_then(|k| Some((k, rank(k, false).first().copied()?)))
                    .filter(|&(_, (c, s))| {
                        best_table(&units[j]).is_some_and(|(t, _)| t == c.table)
                            && s >= 0.8
                            && !ctx.is_key(c)
                    });
                if let Some((k, (col, _))) = qualified_column {
                    st.count_star = Some(i);
                    st.add_table(col.table);
                    st.count_over_column = Some((k, col));
                    st.chosen.push((k, col, false));
                    st.used[j] = true;
                    st.used[k] = true;
                    continue;
                }
                if is_table[j] {
                    st.count_star = Some(i);
                    // "How many movie ratings …": a table's name before another's that refers
                    // to it qualifies it (a modifier is singular: not "students play games");
                    // the rows of the second are counted.
                    let singular = tokens[units[j].end - 1].stem == tokens[units[j].end - 1].norm;
                    let head = next(j, &st.used)
                        .filter(|&k| singular && units[k].start == units[j].end && is_table[k])
                        .filter(|&k| {
                            let (Some((a, _)), Some((b, _))) =
                                (best_table(&units[j]), best_table(&units[k]))
                            else {
                                return false;
                            };
                            a != b && ctx.foreign_key(b, a).is_some()
                        });
                    if let Some(k) = head {
                        st.used[j] = true;
                        j = k;
                    }
                    // "How many allergies are there?" naming a bridge (`has_allergy`: student,
                    // allergy) and, through its key, the allergies themselves: with nothing
                    // else said, the things are counted, not the pairs.
                    let counted_table = best_table(&units[j]).map(|(t, _)| t);
                    let about_nothing_else =
                        st.filters.is_empty() && focus.iter().all(|f| Some(*f) == counted_table);
                    let thing = counted_table
                        .filter(|&t| about_nothing_else && is_bridge(ctx, t))
                        .and_then(|t| {
                            units[j].schema.iter().find_map(|m| match m.element {
                                Element::Column(c) if c.table == t && m.score >= 0.9 => ctx
                                    .neighbours(t)
                                    .into_iter()
                                    .find(|&e| ctx.fk_column(t, e) == Some(c)),
                                _ => None,
                            })
                        });
                    if let Some(t) = thing.or(counted_table) {
                        st.add_table(t);
                        st.count_table = Some(t);
                        st.counted.push(t);
                    }
                    st.used[j] = true;
                    if distinct && thing.is_none() {
                        st.doubt(0.85, "'different' on a count of rows");
                    }
                    continue;
                }
                let Some((col, _)) = rank(j, false).first().copied() else {
                    st.count_star = Some(i);
                    continue;
                };
                if distinct {
                    st.chosen.push((j, col, false));
                    st.select.push((
                        i,
                        Expr::Agg {
                            func: Agg::Count,
                            column: col,
                            distinct: true,
                        },
                    ));
                } else {
                    // "how many cities …" over a table of addresses: rows or distinct cities?
                    st.count_star = Some(i);
                    st.add_table(col.table);
                    st.count_over_column = Some((j, col));
                    st.doubt(
                        0.7,
                        format!(
                            "'{}' counted as rows of {}",
                            ctx.span_text(&units[j]),
                            ctx.lake.table(col.table).name
                        ),
                    );
                }
                st.used[j] = true;
            }
            _ => {}
        }
    }
    // "2022年…成交了几宗土地": a year said as a time that found no table in focus above is the
    // year of the rows counted.
    let counted = st
        .count_table
        .or(st.count_over_column.map(|(_, c)| c.table));
    if let Some(col) = counted.and_then(|t| time_column(ctx, &[t])) {
        for (i, u) in units.iter().enumerate() {
            let Some(n) = u.number else { continue };
            if st.used[i] || !year_like(n) || !year_said_as_time(tokens, u) {
                continue;
            }
            st.filter(year_condition(ctx, col, n), &[i]);
            st.used[i] = true;
            if let Some(k) = year_char_after(i) {
                st.used[k] = true;
            }
        }
    }

    // Pass 6: grouping ("for each X", "per X"). The target is reserved now and resolved after
    // the projection is known (a group is shown the way the question shows it).
    let mut each_targets: Vec<(usize, Option<ColumnId>)> = Vec::new();
    let mut each_first_projected = false;
    for i in 0..units.len() {
        if st.used[i] || units[i].cue != Some(Cue::Each) {
            continue;
        }
        let Some(mut j) = next(i, &st.used) else {
            // "… and the number of accounts for each": each of what was asked first.
            st.used[i] = true;
            each_first_projected = true;
            continue;
        };
        // "how many allergies correspond to each one?": each of what was asked first.
        if units[j].end - units[j].start == 1 && tokens[units[j].start].norm == "one" {
            st.use_all(&[i, j]);
            each_first_projected = true;
            continue;
        }
        if units[j].cue == Some(Cue::Distinct) {
            st.used[j] = true;
            match next(j, &st.used) {
                Some(x) => j = x,
                None => continue,
            }
        }
        if units[j].cue.is_some() || units[j].schema.is_empty() || st.used[j] {
            continue;
        }
        // "each channel owner": a table followed by one of its columns names the column.
        let mut fixed = None;
        if is_table[j] {
            if let (Some((t, _)), Some(k)) = (
                best_table(&units[j]),
                adjacent_next(j).filter(|&k| column_unit(k, &st.used)),
            ) {
                if let Some((c, _)) = rank_columns(&units[k], &[t], false)
                    .first()
                    .filter(|(c, _)| c.table == t)
                {
                    fixed = Some(*c);
                    st.used[k] = true;
                }
            }
        }
        each_targets.push((j, fixed));
        st.group_units.push(j);
        st.use_all(&[i, j]);
    }

    // Pass 8: projection and tables from what is left.
    let mut pronoun_verbs: Vec<usize> = Vec::new();
    for (i, u) in units.iter().enumerate() {
        if st.used[i] || u.cue.is_some() || u.schema.is_empty() || prefers_value(u, tokens) {
            continue;
        }
        if is_table[i] {
            if let Some((t, _)) = best_table(u) {
                st.add_table(t);
            }
            st.used[i] = true;
            continue;
        }
        if in_condition[i] {
            continue; // a condition we did not understand: reported below
        }
        if redundant[i] {
            st.used[i] = true;
            continue;
        }
        let ranked = rank(i, false);
        let Some(&(col, score)) = ranked.first() else {
            continue;
        };
        let lone_word = (u.end - u.start == 1).then(|| tokens[u.start].norm.as_str());
        // The unit's own match, not its rank among the focus tables' columns.
        let own_score = best_column_score(u);
        // "How many accounts does each customer have? List the number and customer id": a
        // bare "number" is the count already asked for, not a column whose name ends in it.
        let rows_counted = st.count_star.is_some()
            || st.select.iter().any(|(_, e)| {
                matches!(
                    e,
                    Expr::Agg {
                        func: Agg::Count,
                        ..
                    }
                )
            });
        let bare = u.start == 0 || tokens[u.start - 1].is_function_word();
        if rows_counted && bare && own_score < 0.99 && matches!(lone_word, Some("number" | "count"))
        {
            st.used[i] = true;
            continue;
        }
        // "the department numbers of employees": an identifying word right after a table's
        // name is the key by which the rows in focus refer to that table, not another column
        // that merely ends in the word ("phone_number").
        if own_score < 0.9
            && matches!(lone_word, Some("number" | "numbers" | "no" | "id" | "ids"))
            && i > 0
            && is_table[i - 1]
            && units[i - 1].end == u.start
        {
            // Not when the table has such a column of its own ("apartment numbers":
            // `apt_number`).
            let named = best_table(&units[i - 1])
                .map(|(t, _)| t)
                .filter(|&t| !ranked.iter().any(|(c, _)| c.table == t));
            let key = named.and_then(|t| {
                focus
                    .iter()
                    .filter(|f| **f != t)
                    .find_map(|f| ctx.fk_column(*f, t))
            });
            if let (Some(t), Some(key)) = (named, key) {
                let named_elsewhere = units.iter().enumerate().any(|(j, v)| {
                    j != i - 1 && is_table[j] && best_table(v).is_some_and(|(x, _)| x == t)
                });
                if !named_elsewhere {
                    st.tables.retain(|x| *x != t);
                }
                st.add_table(key.table);
                st.select.push((i, Expr::Column(key)));
                st.used[i] = true;
                continue;
            }
        }
        // "the name, id and number of visits of each attraction": a bare "id" listed right
        // after a shown column is the key of that column's table (unless "of" says whose).
        if matches!(lone_word, Some("id" | "ids"))
            && tokens.get(u.end).is_none_or(|t| t.norm != "of")
        {
            let listed_after = st.select.iter().rev().find_map(|(p, e)| match e {
                Expr::Column(c)
                    if *p < i
                        && tokens[units[*p].end..u.start]
                            .iter()
                            .all(|t| matches!(t.norm.as_str(), "," | "and" | "the" | "its")) =>
                {
                    Some(c.table)
                }
                _ => None,
            });
            let key = listed_after.and_then(|t| match ctx.lake.table(t).primary_key.as_slice() {
                [k] => Some(t.column(*k)),
                _ => None,
            });
            if let Some(key) = key {
                st.select.push((i, Expr::Column(key)));
                st.used[i] = true;
                continue;
            }
        }
        // "How many parcels were sold", "成交了几宗土地": a verb with no object that only loosely
        // names a column restates the event of the rows counted; it asks for no column. With
        // an object ("have opened an account") it relates them to something else, and a column
        // another word also names ("billed from each state": billing_state) it qualifies.
        let qualifies_another = || {
            units.iter().enumerate().any(|(j, v)| {
                j != i
                    && v.number.is_none()
                    && !v.schema.is_empty()
                    && rank(j, false)
                        .iter()
                        .any(|(c, _)| ranked.iter().any(|(d, _)| d == c))
            })
        };
        if st.count_star.is_some()
            && score < 0.9
            && u.end - u.start == 1
            && (crate::detect::verb_like(ctx.index.segmenter(), tokens, u.start, u.end)
                || crate::detect::after_be(tokens, u.start, u.end))
            && !crate::detect::in_verb_position(tokens, u.end - 1)
            && !qualifies_another()
        {
            st.used[i] = true;
            continue;
        }
        // "tests that have result 'Pass'", "channels owned by either CCTV", "which buildings
        // does 'Emma' manage": a word right beside a value of the column it names says which
        // column the value is in; the column is held to the value, not asked for.
        let beside_its_value = st.values_read.iter().any(|&(v, c, _)| {
            c == col && {
                let (a, b) = if v > i {
                    (u.end, units[v].start)
                } else {
                    (units[v].end, u.start)
                };
                // "the last name of Linda Smith's advisor": after "of" it is asked for.
                b >= a && b - a <= 2 && !tokens[a..b].iter().any(|t| t.norm == "of")
            }
        });
        if beside_its_value {
            st.used[i] = true;
            st.named_for_value.push((i, col));
            continue;
        }
        let word_before = u.start.checked_sub(1).map(|p| tokens[p].norm.as_str());
        // "the performances they attended", "the elections he took part in": a word right
        // after a subject pronoun is the verb relating two things; it asks for no column.
        let verb_of_pronoun = u.end - u.start == 1
            && matches!(
                word_before,
                Some("they" | "he" | "she" | "we" | "you" | "i")
            );
        if verb_of_pronoun {
            st.used[i] = true;
            pronoun_verbs.push(i);
            continue;
        }
        // "the most common colleges of players" over a season table with `college` and
        // `player`: words that also name a table, after "of" and a column shown from the same
        // table, say whose the column is; they are not shown. So do words read as a key that
        // refers to the shown column's table ("the area of the appellation that produces the
        // most wines", the word also naming `wine.appellation`).
        let matched_tables = table_matches(u);
        let owner_of_shown =
            matched_tables.first().is_some_and(|(_, s)| *s >= 0.9) && u.start >= 2 && {
                let of = if word_before == Some("the") {
                    u.start - 2
                } else {
                    u.start - 1
                };
                let names_table =
                    |t: TableId| matched_tables.iter().any(|(x, s)| *x == t && *s >= 0.9);
                let whose = |c: &ColumnId| {
                    *c != col
                        && (c.table == col.table
                            || (names_table(c.table)
                                && ctx.fk_column(col.table, c.table) == Some(col)))
                };
                matches!(tokens[of].norm.as_str(), "of" | "for")
                    && st.select.iter().any(|(p, e)| {
                        units[*p].end == of && matches!(e, Expr::Column(c) if whose(c))
                    })
            };
        if owner_of_shown {
            // A thing of its own (the appellation, not the players counted per college): it
            // is what any count or ranking is per.
            let referred = st.select.iter().find_map(|(_, e)| match e {
                Expr::Column(c) if c.table != col.table => ctx
                    .foreign_key(col.table, c.table)
                    .filter(|(from, _)| *from == col)
                    .map(|(_, to)| to),
                _ => None,
            });
            st.owner_keys.extend(referred);
            st.used[i] = true;
            continue;
        }
        // "scientists assigned to any project": a thing that need only exist is joined, not
        // shown.
        if word_before == Some("any") {
            st.used[i] = true;
            st.add_table(col.table);
            continue;
        }
        st.chosen.push((i, col, false));
        if units[..i]
            .iter()
            .rev()
            .take(3)
            .any(|p| p.cue == Some(Cue::Distinct))
        {
            st.distinct = true;
        }
        // "哪个小区", "which community": after a which-word, the head of a name column names
        // it fully (the name word is what "which" asks for).
        let which_of_name = matches!(
            word_before,
            Some("which" | "what" | "哪个" | "哪家" | "哪些" | "哪一个" | "哪一家")
        ) && ctx.display_columns(col.table).contains(&col);
        if score < 0.9 && !which_of_name {
            st.weak_shown.push((
                i,
                score.clamp(0.3, 1.0),
                format!("'{}' read as {}", ctx.span_text(u), ctx.column_label(col)),
            ));
        }
        // "the number of customers" read whole as `no_of_customers`.
        if tokens[u.start].norm == "number"
            && ctx.kind(col).is_numeric()
            && !names_an_identifier(ctx, col)
        {
            st.number_column = Some(col);
        }
        st.select.push((i, Expr::Column(col)));
        st.used[i] = true;
    }
    show_tables_listed_with_columns(ctx, units, &is_table, &in_condition, &mut st);

    if each_first_projected && st.group.is_empty() {
        let mut shown: Vec<(usize, ColumnId)> = st
            .select
            .iter()
            .filter_map(|(p, e)| match e {
                Expr::Column(c) => Some((*p, *c)),
                _ => None,
            })
            .collect();
        shown.sort();
        if let Some((_, c)) = shown.first() {
            st.group.push(*c);
        }
    }
    // Groups, now that the projection is known.
    for (j, fixed) in each_targets {
        let col = match fixed {
            Some(c) => Some(c),
            None if is_table[j] => {
                let t = best_table(&units[j]).map(|(t, _)| t);
                t.and_then(|t| {
                    // "aircraft names … for each aircraft": group by what is shown of it; else by
                    // its name (joined), else through the foreign key of the counted table.
                    let shown = st.select.iter().find_map(|(_, e)| match e {
                        Expr::Column(c) if c.table == t && st.number_column != Some(*c) => Some(*c),
                        _ => None,
                    });
                    let from_select = st
                        .select
                        .iter()
                        .filter_map(|(_, e)| e.column())
                        .map(|c| c.table);
                    let counted = st
                        .tables
                        .iter()
                        .copied()
                        .chain(from_select)
                        .chain(focus.iter().copied())
                        .find(|f| *f != t);
                    shown
                        .or_else(|| ctx.display_columns(t).first().copied())
                        .or_else(|| counted.and_then(|f| ctx.fk_column(f, t)))
                        .or_else(|| ctx.lake.table(t).primary_key.first().map(|&k| t.column(k)))
                })
            }
            None => {
                // A column already shown wins over an equally named one elsewhere.
                let ranked = rank(j, false);
                let best = ranked.first().map(|(_, s)| *s).unwrap_or(0.0);
                ranked
                    .iter()
                    .find(|(c, s)| {
                        *s >= best - 0.3 && st.select.iter().any(|(_, e)| *e == Expr::Column(*c))
                    })
                    .or(ranked.first())
                    .map(|(c, _)| *c)
            }
        };
        let Some(col) = col else { continue };
        if !is_table[j] && fixed.is_none() {
            st.chosen.push((j, col, false));
        }
        if !st.group.contains(&col) {
            st.group.push(col);
        }
        if !st.select.iter().any(|(_, e)| *e == Expr::Column(col)) {
            st.select.push((j, Expr::Column(col)));
        }
    }

    // Assemble.
    st.select.sort_by_key(|(p, _)| *p);
    let mut items = st.select.clone();
    if let Some(pos) = st.count_star {
        items.push((pos, Expr::CountStar));
        items.sort_by_key(|(p, _)| *p);
    }
    let mut select: Vec<Expr> = items.into_iter().map(|(_, e)| e).collect();
    dedup(&mut select);
    let has_agg = select.iter().any(Expr::is_aggregate)
        || st.count_superlative.is_some()
        || st.agg_superlative.is_some()
        || !st.count_having.is_empty();
    // "for each X" without any aggregate lists rows; it is not a grouping.
    if !has_agg && !st.group.is_empty() {
        let added: Vec<ColumnId> = st
            .group_units
            .iter()
            .filter_map(|&j| {
                st.select
                    .iter()
                    .find(|(p, _)| *p == j)
                    .and_then(|(_, e)| e.column())
            })
            .collect();
        // "How many beds does each suite have?" with a `beds` column: a count asked per X,
        // answered by the column that holds it, shows which X each number is for.
        let counts_per_row = st
            .number_column
            .is_some_and(|n| select.contains(&Expr::Column(n)));
        if counts_per_row {
            // Kept: the X beside each number.
        } else if select.len() > added.len() {
            select.retain(|e| !matches!(e, Expr::Column(c) if added.contains(c)));
        } else if !added.is_empty() {
            // "For each airport, which airlines fly there?" / "每个机场都有哪些航空公司": the
            // other thing named is what is asked, shown beside each X by its name.
            let asked = focus
                .iter()
                .filter(|t| !added.iter().any(|c| c.table == **t) && !st.counted.contains(t))
                .find_map(|&t| match ctx.display_columns(t).as_slice() {
                    [c] => Some(*c),
                    _ => None,
                });
            match asked {
                Some(c) => select.push(Expr::Column(c)),
                // Only the "each X" column is left to show: the engine chose what to show.
                None => st.projection_defaulted = true,
            }
        }
        for c in std::mem::take(&mut st.group) {
            st.add_table(c.table);
        }
    }
    // The tables in focus that what is shown comes from; the first one only when nothing
    // shown says where the rows come from ("How many …").
    let mut tables = st.tables.clone();
    let shows_a_column = select.iter().any(|e| e.column().is_some());
    for t in &focus {
        if !tables.contains(t)
            && (select
                .iter()
                .any(|e| e.column().is_some_and(|c| c.table == *t))
                || (tables.is_empty() && !shows_a_column))
        {
            tables.push(*t);
        }
    }
    // "all information", or "all the customer information" (the table named in between).
    let star = units.iter().enumerate().any(|(i, u)| {
        (u.cue == Some(Cue::Star) && !st.used[i])
            || (i > 0
                && is_table[i - 1]
                && units[i - 1].end == u.start
                && u.unknown
                && matches!(
                    tokens[u.start].norm.as_str(),
                    "information" | "info" | "details"
                )
                && tokens[..units[i - 1].start]
                    .iter()
                    .rev()
                    .take(2)
                    .any(|t| t.norm == "all"))
    });
    // "the highest, lowest and average cost", "the ages of the oldest and youngest students":
    // both ends of one column are asked for, not one row; each is a value of its own.
    if let [Order {
        expr: Expr::Column(a),
        desc: first_desc,
    }, Order {
        expr: Expr::Column(b),
        desc: second_desc,
    }] = st.order.as_slice()
    {
        if a == b
            && first_desc != second_desc
            && st.limit == Some(1)
            && st.count_superlative.is_none()
            && st.agg_superlative.is_none()
            && st.group.is_empty()
            && select
                .iter()
                .all(|e| e.is_aggregate() || *e == Expr::Column(*a))
        {
            let end = |desc: bool| Expr::Agg {
                func: if desc { Agg::Max } else { Agg::Min },
                column: *a,
                distinct: false,
            };
            let ends = [end(*first_desc), end(*second_desc)];
            select.retain(|e| *e != Expr::Column(*a));
            select.splice(0..0, ends);
            st.order.clear();
            st.limit = None;
        }
    }
    // "What is the oldest age among the students?": the superlative's column is what is asked.
    if select.is_empty()
        && st.limit == Some(1)
        && st.count_superlative.is_none()
        && st.agg_superlative.is_none()
        && st.group.is_empty()
    {
        if let [Order {
            expr: Expr::Column(col),
            desc,
        }] = st.order.as_slice()
        {
            // The column comes before any table the question names ("the oldest age among the
            // students"); "which district has the largest population" asks for the district.
            let first_table = (0..units.len())
                .find(|&k| is_table[k])
                .unwrap_or(units.len());
            // A Chinese superlative joined to the table by 的 ("卫生评分最高的住宿") picks a row.
            let modifies_table = |k: usize| {
                first_table < units.len()
                    && tokens[units[k].end..units[first_table].start]
                        .iter()
                        .any(|t| t.norm == "的")
            };
            // "住宿的最高卫生评分是多少": after its table, asked for with 多少, it is the value.
            let value_asked = |k: usize| {
                tokens[units[k].start].kind == TokenKind::Cjk
                    && k > first_table
                    && !(k + 1..units.len()).any(|m| is_table[m])
                    && tokens[units[k].end..].iter().any(|t| t.norm == "多少")
            };
            let asked = units.iter().enumerate().any(|(k, u)| {
                st.chosen.iter().any(|(j, c, _)| *j == k && c == col)
                    && !in_condition[k]
                    && !u.schema.is_empty()
                    && ((k < first_table && !modifies_table(k)) || value_asked(k))
            });
            if asked {
                select.push(Expr::Agg {
                    func: if *desc { Agg::Max } else { Agg::Min },
                    column: *col,
                    distinct: false,
                });
                st.order.clear();
                st.limit = None;
            }
        }
    }
    // "all information about each X", "all details for each X": what "each" would show (X's
    // key or name) gives way to every column.
    let each = units.iter().any(|u| u.cue == Some(Cue::Each));
    if star
        && !select.is_empty()
        && select.iter().all(|e| match e {
            Expr::Column(c) => each || ctx.lake.is_key(*c),
            _ => false,
        })
        && st.count_star.is_none()
    {
        select.clear();
        st.group.clear();
    }
    if select.is_empty() && star {
        select.push(Expr::Star);
        for (i, u) in units.iter().enumerate() {
            if u.cue == Some(Cue::Star) {
                st.used[i] = true;
            }
        }
    }
    if select.is_empty() && !like_columns.is_empty() {
        select.push(Expr::Column(like_columns[0]));
    }
    // "Where is X?", "When did X …?": the place or time of the thing asked about.
    let question_word = tokens.iter().find(|t| t.is_word()).map(|t| t.norm.as_str());
    if let (true, Some(w @ ("where" | "when"))) = (select.is_empty(), question_word) {
        if let Some((words, _)) = comparable_concepts(w) {
            let entity: Vec<TableId> = tables.iter().chain(focus.iter()).copied().collect();
            if let Some(col) = concept_column_any(ctx, words, &entity) {
                select.push(Expr::Column(col));
                st.assumptions
                    .push(format!("'{w}' read as {}", ctx.column_label(col)));
            }
        }
    }
    if select.is_empty() {
        // "Which X …?" with no column named: show the X's name.
        // The entity asked about, not the thing counted ("which artist has the most albums").
        let entity = focus
            .iter()
            .chain(tables.iter())
            .find(|t| !st.counted.contains(t) && !st.negated_tables.contains(t))
            .or_else(|| tables.first())
            .or_else(|| focus.first())
            .copied();
        // "What is the type of allergy Cat?": the words that named the table also name one of
        // its columns, which is what is asked.
        let named_column = entity.and_then(|t| {
            let mut named: Vec<(usize, ColumnId)> = units
                .iter()
                .enumerate()
                .filter(|&(k, u)| is_table[k] && best_table(u).is_some_and(|(b, _)| b == t))
                .flat_map(|(k, u)| u.schema.iter().map(move |m| (k, m)))
                .filter_map(|(k, m)| match m.element {
                    Element::Column(c) if m.score >= 0.9 && c.table == t => Some((k, c)),
                    _ => None,
                })
                .filter(|&(_, c)| !ctx.is_key(c) && !ctx.display_columns(t).contains(&c))
                .collect();
            named.dedup_by_key(|(_, c)| *c);
            match named[..] {
                [one] => Some(one),
                _ => None,
            }
        });
        if let Some((k, c)) = named_column {
            select.push(Expr::Column(c));
            st.chosen.push((k, c, false));
            st.doubt(0.9, "the table's words read as its column");
        } else if let Some(t) = entity {
            let shown = ctx.display_columns(t);
            match shown.as_slice() {
                [c] => {
                    select.push(Expr::Column(*c));
                    st.assumptions.push(format!(
                        "showing the {} of each {}",
                        ctx.lake.column(*c).name,
                        ctx.lake.table(t).name
                    ));
                    st.doubt(0.8, "projection defaulted to the name column");
                    st.projection_defaulted = true;
                }
                [] => {}
                many => {
                    select.extend(many.iter().map(|c| Expr::Column(*c)));
                    st.doubt(0.7, "projection defaulted to several name columns");
                }
            }
        }
    }
    if select.is_empty() {
        st.doubt(0.0, "nothing to select");
    }
    for (i, u) in units.iter().enumerate() {
        if !st.used[i]
            && u.cue == Some(Cue::Distinct)
            && !select.is_empty()
            && !select.iter().all(Expr::is_aggregate)
        {
            st.distinct = true;
            st.used[i] = true;
        }
    }
    // The rows asked about: those of the first shown column, unless the question names only
    // the table in focus, puts a condition on it, and it borrows that column from a table it
    // refers to ("the names of entrepreneurs whose investor is not X", names read from people):
    // each of its rows has one such related row.
    let named_by_word = |t: TableId| {
        units
            .iter()
            .any(|u| table_matches(u).iter().any(|&(b, s)| b == t && s >= 0.9))
    };
    let entity = select
        .iter()
        .find_map(|e| match e {
            Expr::Column(c) => Some(c.table),
            _ => None,
        })
        .map(|shown| match focus.first() {
            Some(&f)
                if f != shown
                    && ctx.foreign_key(f, shown).is_some()
                    && named_by_word(f)
                    && !named_by_word(shown)
                    && st
                        .filters
                        .iter()
                        .flat_map(|c| c.columns())
                        .any(|c| c.table == f) =>
            {
                f
            }
            _ => shown,
        })
        .or(st.count_table)
        .or_else(|| focus.first().copied());
    // Conditions on a related table that a join cannot express: "dorms that do not have a TV
    // Lounge" (no related row matches) and "movies rated 3 and 4 stars" (related rows match
    // each value) become key-membership subqueries.
    if let Some(e) = entity {
        let (filters, moved) =
            related_conditions_as_subqueries(ctx, e, std::mem::take(&mut st.filters));
        st.filters = filters;
        // "students who take both Canoeing and Kayaking": the two values are now each
        // checked against the student's related rows, which is what "both" asks.
        let anded_left = st.filters.iter().enumerate().any(|(i, a)| {
            st.filters[i + 1..]
                .iter()
                .any(|b| same_column_equalities(a, b))
        });
        // Not when a negation is about ("X visited but Y did not"): one of the values may be
        // the one negated.
        let negation = st.filters.iter().any(|f| {
            matches!(
                f,
                Cond::InQuery { negated: true, .. }
                    | Cond::InList { negated: true, .. }
                    | Cond::Compare { op: CmpOp::Ne, .. }
            )
        });
        if moved && !anded_left && !negation && st.undoubt(0.3, TWO_VALUES_ANDED) {
            for (i, u) in units.iter().enumerate() {
                if u.cue == Some(Cue::Both) {
                    st.used[i] = true;
                }
            }
        }
        if moved {
            st.assumptions.push(format!(
                "conditions on related rows checked per {}",
                ctx.lake.table(e).name
            ));
            // Tables that only carried a moved condition are no longer joined.
            let still: Vec<TableId> = st
                .filters
                .iter()
                .flat_map(|f| f.columns())
                .map(|c| c.table)
                .collect();
            tables.retain(|t| {
                *t == e
                    || still.contains(t)
                    || select
                        .iter()
                        .any(|x| x.column().is_some_and(|c| c.table == *t))
                    || st.counted.contains(t)
            });
        }
    }
    // Two conditions that cannot both hold ("price above 10 and price below 5") mean the
    // question asked for something else (an intersection of groups).
    if contradictory(&st.filters) {
        st.doubt(0.2, CANNOT_HOLD_TOGETHER);
    }
    let plain: Vec<ColumnId> = select
        .iter()
        .filter_map(|e| match e {
            Expr::Column(c) => Some(*c),
            _ => None,
        })
        .collect();
    if let Some(desc) = st.count_superlative {
        if st.group.is_empty() {
            st.group = st.grouping(&plain);
        }
        if st.counted.is_empty() {
            count_the_referring_rows(ctx, &st.group, &mut tables);
        }
        st.order.insert(
            0,
            Order {
                expr: Expr::CountStar,
                desc,
            },
        );
        if st.group.is_empty() {
            st.doubt(0.2, "a superlative over counts with nothing to group by");
        }
    }
    if let Some((func, column, desc)) = st.agg_superlative {
        if st.group.is_empty() {
            st.group = st.grouping(&plain);
        }
        st.order.insert(
            0,
            Order {
                expr: Expr::Agg {
                    func,
                    column,
                    distinct: false,
                },
                desc,
            },
        );
        if st.group.is_empty() {
            st.doubt(
                0.2,
                "a superlative over an aggregate with nothing to group by",
            );
        }
    }
    // "How many customers have more than one order (with status X)?": the customers whose
    // orders, grouped, pass the count are counted: a key-membership subquery over the counted
    // table, which takes the conditions on it along.
    if !st.count_having.is_empty()
        && plain.is_empty()
        && st.group.is_empty()
        && select.as_slice() == [Expr::CountStar]
        && st.distinct_having.is_none()
    {
        let counted_other = st.count_table.and_then(|e| {
            match st.counted.iter().filter(|&&r| r != e).collect::<Vec<_>>()[..] {
                [r] => Some((e, *r)),
                _ => None,
            }
        });
        if let Some((e, r)) = counted_other {
            if let (Some((reference, _)), [k]) = (
                ctx.foreign_key(r, e),
                ctx.lake.table(e).primary_key.as_slice(),
            ) {
                let key = e.column(*k);
                let mut sub = Query::new(ctx.db);
                sub.select = vec![Expr::Column(reference)];
                sub.tables = vec![r];
                sub.group_by = vec![reference];
                sub.having = st
                    .count_having
                    .drain(..)
                    .map(|(op, n)| Cond::Compare {
                        expr: Expr::CountStar,
                        op,
                        value: Operand::Literal(Literal::number(n)),
                    })
                    .collect();
                let (on_counted, rest): (Vec<Cond>, Vec<Cond>) =
                    std::mem::take(&mut st.filters).into_iter().partition(|f| {
                        let cols = f.columns();
                        !cols.is_empty() && cols.iter().all(|c| c.table != e)
                    });
                sub.filter = on_counted;
                st.filters = rest;
                st.filters.push(Cond::InQuery {
                    column: key,
                    query: Box::new(sub),
                    negated: false,
                });
                tables.retain(|t| *t == e);
                st.counted.retain(|t| *t == e);
            }
        }
    }
    if !st.count_having.is_empty() {
        if st.group.is_empty() {
            st.group = st.grouping(&plain);
        }
        let counted_expr = match st
            .distinct_having
            .map(|t| (t, &ctx.lake.table(t).primary_key))
        {
            Some((t, pk)) if pk.len() == 1 => Expr::Agg {
                func: Agg::Count,
                column: t.column(pk[0]),
                distinct: true,
            },
            _ => Expr::CountStar,
        };
        for (op, n) in &st.count_having {
            st.having.push(Cond::Compare {
                expr: counted_expr.clone(),
                op: *op,
                value: Operand::Literal(Literal::number(*n)),
            });
        }
        if st.group.is_empty() {
            st.doubt(0.2, "a count condition with nothing to group by");
        }
    }
    let select_has_agg = select.iter().any(Expr::is_aggregate);
    if select_has_agg && !plain.is_empty() && st.group.is_empty() {
        // "the transaction types and the total amount": a total beside a category is per
        // category, as a count beside a column is.
        let categories = plain.iter().all(|c| {
            ctx.kind(*c) == ColumnKind::Text
                && !ctx.lake.identifies_rows(*c)
                && !ctx.is_key(*c)
                && !st.filters.iter().any(|f| f.columns().contains(c))
        });
        if (st.count_star.is_some() || categories) && plain.len() <= 2 {
            st.group = st.grouping(&plain);
            st.doubt(0.85, "grouped by the projected columns");
        } else {
            st.doubt(0.4, "aggregates mixed with columns");
        }
    }
    if let Some(desc) = desc_hint {
        if st.order.is_empty() {
            // "in alphabetical order" with no column: the first projected column; "in
            // descending order" beside a count or total: that aggregate.
            let alphabetical = units.iter().any(|u| u.cue == Some(Cue::Alphabetical));
            let aggregate = select.iter().find(|e| e.is_aggregate()).cloned();
            match (alphabetical, aggregate, plain.first()) {
                (false, Some(a), _) => st.order.push(Order { expr: a, desc }),
                (_, _, Some(c)) => st.order.push(Order {
                    expr: Expr::Column(*c),
                    desc,
                }),
                _ => {}
            }
        } else {
            for o in st.order.iter_mut() {
                if (o.expr != Expr::CountStar || st.count_superlative.is_none())
                    && st.agg_superlative.is_none()
                {
                    o.desc = desc;
                }
            }
        }
    }
    // "from old to young" over a birth date: the oldest has the earliest date.
    let by_age = units.iter().any(|u| {
        matches!(u.cue, Some(Cue::Direction { .. }))
            && tokens[u.start..u.end]
                .iter()
                .any(|t| comparable_concepts(&t.norm).is_some_and(|(c, _)| c == ["age"]))
    });
    if by_age {
        for o in st.order.iter_mut() {
            if matches!(o.expr, Expr::Column(c) if dates_a_beginning(ctx, c)) {
                o.desc = !o.desc;
            }
        }
    }
    // "the average age of students in the dorm with the largest capacity": the superlative
    // picks the row the aggregate is computed over.
    if !select.is_empty()
        && select.iter().all(Expr::is_aggregate)
        && st.group.is_empty()
        && st.limit == Some(1)
        && st.count_superlative.is_none()
        && st.agg_superlative.is_none()
    {
        if let [Order {
            expr: Expr::Column(col),
            desc,
        }] = st.order.as_slice()
        {
            let mut sub = Query::new(ctx.db);
            sub.select = vec![Expr::Agg {
                func: if *desc { Agg::Max } else { Agg::Min },
                column: *col,
                distinct: false,
            }];
            st.filters.push(Cond::Compare {
                expr: Expr::Column(*col),
                op: CmpOp::Eq,
                value: Operand::Query(Box::new(sub)),
            });
            st.order.clear();
            st.limit = None;
        }
    }
    // "How old is the youngest person for each job?": the plain column and its aggregate are one
    // thing asked twice; keep the aggregate.
    let aggregated: Vec<ColumnId> = select
        .iter()
        .filter_map(|e| match e {
            Expr::Agg { column, .. } => Some(*column),
            _ => None,
        })
        .collect();
    if select.len() > 1 {
        let group = st.group.clone();
        select.retain(
            |e| !matches!(e, Expr::Column(c) if aggregated.contains(c) && !group.contains(c)),
        );
    }
    // Counting things across a join to the rows that point at them ("how many students play
    // games") counts each thing once.
    if let (Some(t), true) = (st.count_table, select.contains(&Expr::CountStar)) {
        let needed: Vec<TableId> = tables
            .iter()
            .copied()
            .chain(st.filters.iter().flat_map(|f| f.columns()).map(|c| c.table))
            .collect();
        let db = ctx.lake.db(ctx.db);
        let fanned_out = needed.iter().any(|u| {
            *u != t
                && db
                    .foreign_keys
                    .iter()
                    .any(|fk| fk.from_table == u.table as usize && fk.to_table == t.table as usize)
        });
        let pk = &ctx.lake.table(t).primary_key;
        if fanned_out && pk.len() == 1 {
            let key = t.column(pk[0]);
            for e in select.iter_mut() {
                if *e == Expr::CountStar {
                    *e = Expr::Agg {
                        func: Agg::Count,
                        column: key,
                        distinct: true,
                    };
                }
            }
        }
    }
    // "the number of customers in the banks at New York City" from a `no_of_customers` column,
    // asked alone: the numbers of the rows meant add up (one row's sum is its number). Not
    // when several things are named ("the units sold of A and B"): each has its own.
    let names_several = st
        .filters
        .iter()
        .any(|f| matches!(f, Cond::InList { .. } | Cond::Or(_)));
    if let [Expr::Column(c)] = select.as_slice() {
        if st.number_column == Some(*c)
            && !each
            && !names_several
            && st.group.is_empty()
            && st.order.is_empty()
            && st.limit.is_none()
            && !st.distinct
        {
            select[0] = Expr::Agg {
                func: Agg::Sum,
                column: *c,
                distinct: false,
            };
        }
    }
    // "Show all product colors": listing one attribute that repeats across rows (not a key,
    // not a name of the rows) lists its different values.
    if let [Expr::Column(c)] = select.as_slice() {
        let listing = st.group.is_empty()
            && st.limit.is_none()
            && !ctx.lake.is_key(*c)
            && !ctx.lake.identifies_rows(*c)
            && st.order.is_empty()
            && ctx.lake.column(*c).kind == ColumnKind::Text
            // "all" right before the column's words ("all product colors", "all the
            // directors"), not before another noun ("origins of all flights").
            && st.chosen.iter().any(|&(j, col, _)| {
                col == *c
                    && tokens[..units[j].start]
                        .iter()
                        .rev()
                        .take(3)
                        .any(|t| t.norm == "all")
            });
        if listing {
            st.distinct = true;
        }
    }
    let mut q = Query::new(ctx.db);
    q.select = select;
    q.tables = tables;
    q.filter = st.filters.clone();
    q.group_by = st.group.clone();
    q.having = st.having.clone();
    q.order_by = st.order.clone();
    q.limit = st.limit;
    q.distinct = st.distinct;
    name_the_entities(ctx, &mut q);
    // "Which industries have both companies in the USA and companies in China?": two
    // conditions on one column that no row meets together, said with "both", hold for
    // different rows of the same shown thing: the shown values common to both.
    let both = units
        .iter()
        .position(|u| u.cue == Some(Cue::Both))
        .filter(|&b| !st.used[b]);
    let plain_listing = q.group_by.is_empty()
        && q.having.is_empty()
        && q.order_by.is_empty()
        && q.limit.is_none()
        && !q.select.is_empty()
        && q.select.iter().all(|e| matches!(e, Expr::Column(_)));
    if let (Some(b), true) = (both, plain_listing) {
        let pair = (0..q.filter.len()).find_map(|i| {
            (i + 1..q.filter.len())
                .find(|&j| {
                    same_column_equalities(&q.filter[i], &q.filter[j])
                        || contradictory(&[q.filter[i].clone(), q.filter[j].clone()])
                })
                .map(|j| (i, j))
        });
        if let Some((i, j)) = pair {
            let mut second = q.clone();
            second.filter.remove(i);
            q.filter.remove(j);
            q.compound = Some((SetOp::Intersect, Box::new(second)));
            st.used[b] = true;
            st.undoubt(0.3, TWO_VALUES_ANDED);
            st.undoubt(0.2, CANNOT_HOLD_TOGETHER);
        }
    }
    // A column shown beside groups is a group key too ("for each rank and gender"); one that
    // depends on the key ("the id and name of …") changes nothing.
    if !q.group_by.is_empty() {
        for e in &q.select {
            if let Expr::Column(c) = e {
                if !q.group_by.contains(c) {
                    q.group_by.push(*c);
                }
            }
        }
    }

    // "sorted by the year they joined": the word before the pronoun and the verb name one column
    // together (`year_join`), when exactly one column of the tables in play has both words.
    for &v in &pronoun_verbs {
        let u = &units[v];
        let Some(k) = (0..v).rev().find(|&k| units[k].end + 1 == u.start) else {
            continue;
        };
        let Some(pos) = st.chosen.iter().position(|(j, _, _)| *j == k) else {
            continue;
        };
        let old = st.chosen[pos].1;
        let wanted = [
            tokens[units[k].end - 1].stem.as_str(),
            tokens[u.start].stem.as_str(),
        ];
        let mut tables: Vec<TableId> = q.tables.iter().chain(&focus).copied().collect();
        tables.sort();
        tables.dedup();
        let both: Vec<ColumnId> = tables
            .iter()
            .flat_map(|&t| {
                let cols = &ctx.lake.table(t).columns;
                (0..cols.len()).map(move |c| t.column(c))
            })
            .filter(|&c| {
                let stems = identifier_stems(&ctx.lake.column(c).name);
                wanted.iter().all(|w| stems.iter().any(|s| s == w))
            })
            .collect();
        if let [new] = both[..] {
            if new != old {
                q.replace_column(old, new);
                st.chosen[pos].1 = new;
                if !q.tables.contains(&new.table) {
                    q.tables.push(new.table);
                }
            }
        }
    }

    // Fewer joins: when a word's column was taken from a table nothing else needs, and an
    // almost-as-good reading of the same word lives in a table the query uses anyway, take that
    // one ("order ids … in each order" reads Order_Items.order_id, not Orders.order_id).
    for k in 0..st.chosen.len() {
        let (j, col, numeric) = st.chosen[k];
        if q.tables.contains(&col.table) {
            continue;
        }

        let uses_elsewhere = |q: &Query, t: TableId| -> usize {
            let mut n = 0;
            for e in &q.select {
                if e.column().is_some_and(|c| c.table == t) {
                    n += 1;
                }
            }
            for f in q.filter.iter().chain(&q.having) {
                n += f.columns().iter().filter(|c| c.table == t).count();
            }
            n += q.group_by.iter().filter(|c| c.table == t).count();
            n += q
                .order_by
                .iter()
                .filter(|o| o.expr.column().is_some_and(|c| c.table == t))
                .count();
            n
        };
        if uses_elsewhere(&q, col.table) > 1 {
            continue; // the table is needed by another word too
        }
        let ranked = rank(j, numeric);
        let Some(&(_, score)) = ranked.iter().find(|(c, _)| *c == col) else {
            continue;
        };
        let needed = q.needed_tables();
        let better = ranked.iter().find(|(c, s)| {
            *c != col && *s >= score - 0.15 && c.table != col.table && needed.contains(&c.table)
        });
        if let Some(&(alt, _)) = better {
            q.replace_column(col, alt);
            st.chosen[k].1 = alt;
        }
    }
    let twins = drop_joined_twins(ctx, &mut q);
    let weak = std::mem::take(&mut st.weak_shown);
    let chosen = st.chosen.clone();
    let column_of = |i: usize| chosen.iter().find(|c| c.0 == i).map(|c| c.1);
    // Two different words read loosely as the same column vouch for each other ("开发…的企业",
    // the enterprise that developed it, for `developer`): the surer one's doubt stands for
    // both. The same word twice ("opening … opened") is one piece of evidence, not two.
    let stems = |i: usize| -> Vec<&str> {
        tokens[units[i].start..units[i].end]
            .iter()
            .map(|t| t.stem.as_str())
            .collect()
    };
    let vouched: Vec<usize> = weak
        .iter()
        .filter(|(i, factor, _)| {
            let col = column_of(*i);
            col.is_some()
                && weak.iter().any(|(k, f, _)| {
                    k != i
                        && column_of(*k) == col
                        && stems(*k) != stems(*i)
                        && (*f > *factor || (*f == *factor && k < i))
                })
        })
        .map(|(i, _, _)| *i)
        .collect();
    for (i, factor, why) in weak {
        let now = column_of(i);
        if !now.is_some_and(|c| twins.contains(&c)) && !vouched.contains(&i) {
            st.doubt(factor, why);
        }
    }

    // Unexplained words.
    let families = ctx.families;
    let read_families: Vec<usize> = q
        .needed_tables()
        .iter()
        .filter_map(|t| crate::scope::family_of(families, *t))
        .collect();
    let mut unexplained = Vec::new();
    for (i, u) in units.iter().enumerate() {
        if st.used[i] {
            continue;
        }
        // A word naming a partitioned family as a whole ("at auction": every place's
        // land-auction table alike) when the query reads one of its tables: it says which.
        let names_family_read = !u.schema.is_empty()
            && u.values.is_empty()
            && u.schema.iter().all(|m| match m.element {
                Element::Table(t) => {
                    crate::scope::family_of(families, t).is_some_and(|f| read_families.contains(&f))
                }
                Element::Column(_) => false,
            });
        if u.cue.is_none() && names_family_read {
            st.used[i] = true;
            continue;
        }
        let text = ctx.span_text(u);
        // Chinese restatements: a word pointed back to ("这家公司"), or a word inside one the
        // reading uses ("开发" of "开发商开发的"), says nothing new.
        let chinese = tokens[u.start..u.end]
            .iter()
            .all(|t| t.kind == TokenKind::Cjk);
        let pointed = u.start > 0 && clarisql_text::is_pointer_word(&tokens[u.start - 1].norm);
        let restated = chinese
            && text.chars().count() >= 2
            && units.iter().enumerate().any(|(k, o)| {
                k != i && st.used[k] && ctx.span_text(o).contains(&text) && ctx.span_text(o) != text
            });
        if chinese && (pointed || restated) {
            continue;
        }
        if let Some(cue) = u.cue {
            // "Find the number of investors in total": said of an aggregate already there.
            let restates_aggregate =
                says_in_total(ctx, u) && q.select.iter().any(Expr::is_aggregate);
            if restates_aggregate {
                st.used[i] = true;
                continue;
            }
            match cue {
                Cue::And
                | Cue::All
                | Cue::Than
                | Cue::Ask
                | Cue::Equal
                | Cue::Distinct
                | Cue::Each
                | Cue::Star => {}
                // A negation or comparison left out inverts or changes the answer.
                Cue::Not
                | Cue::Compare(_)
                | Cue::Between
                | Cue::Superlative { .. }
                | Cue::Frequent { .. }
                | Cue::Like(_) => st.doubt(0.25, format!("'{text}' was not understood here")),
                _ => st.doubt(0.5, format!("'{text}' was not understood here")),
            }
            continue;
        }
        if u.is_link() {
            st.doubt(
                0.45,
                format!("'{text}' matches the data but has no place in the query"),
            );
            unexplained.push((u.start, u.end));
            continue;
        }
        if u.unknown {
            let t = &tokens[u.start];
            // "List the number and the contract id": the count already asked for.
            let counted = q.select.iter().any(|e| {
                matches!(
                    e,
                    Expr::CountStar
                        | Expr::Agg {
                            func: Agg::Count,
                            ..
                        }
                )
            });
            if counted && u.end - u.start == 1 && matches!(t.norm.as_str(), "number" | "count") {
                st.used[i] = true;
                continue;
            }
            let known_elsewhere = ctx.index.lexicon.contains(&t.stem);
            let name_like = !crate::link::sentence_start(tokens, u.start)
                && t.raw.chars().next().is_some_and(char::is_uppercase);
            let verb_like = crate::detect::verb_like(ctx.index.segmenter(), tokens, u.start, u.end);
            // A noun right after a table's name restates the thing ("faculty members", "staff
            // records"): the table explains it.
            // So does "number" after a column word ("phone number" for `Phone`).
            let restates_table = i > 0
                && units[i - 1].end == u.start
                && (is_table[i - 1]
                    || (st.used[i - 1]
                        && matches!(t.norm.as_str(), "number" | "numbers" | "no")
                        && units[i - 1]
                            .schema
                            .iter()
                            .any(|m| matches!(m.element, Element::Column(_)))))
                && !units
                    .get(i + 1)
                    .is_some_and(|n| n.unknown && n.start == u.end);
            let factor = if restates_table && t.kind == TokenKind::Word && !name_like {
                0.95
            } else if t.kind == TokenKind::Quoted || name_like {
                0.35
            } else if t.kind == TokenKind::Number || comparable_concepts(&t.norm).is_some() {
                // An unplaced number or an unplaced "oldest" changes the answer.
                0.3
            } else if verb_like {
                0.9
            } else if known_elsewhere {
                0.5
            } else if !in_condition[i] && st.projection_defaulted {
                // A noun where the question says what it wants, and nothing shown for it.
                0.5
            } else {
                0.8
            };
            st.doubt(factor, format!("'{text}' is not explained"));
            unexplained.push((u.start, u.end));
        }
    }

    // Column ambiguity, whichever pass chose the column: another column fits the same words as
    // well, and nothing in the question tells them apart.
    let mut swaps: Vec<(ColumnId, ColumnId)> = Vec::new();
    let mut seen_units: Vec<usize> = Vec::new();
    // The same column of two tables of one partitioned family (the average price of two
    // districts' sales) is one measure: the scope says which table each row comes from.
    let one_measure = |a: ColumnId, b: ColumnId| {
        let family = |c: ColumnId| crate::scope::family_of(families, c.table);
        family(a).is_some()
            && family(a) == family(b)
            && ctx
                .lake
                .column(a)
                .name
                .eq_ignore_ascii_case(&ctx.lake.column(b).name)
    };
    for &(j, col, numeric) in &st.chosen {
        if seen_units.contains(&j) {
            continue;
        }
        seen_units.push(j);
        let ranked = rank(j, numeric);
        let Some(&(top, score)) = ranked.iter().find(|(c, _)| *c == col) else {
            continue;
        };
        let _ = top;
        // A key and the foreign key that refers to it hold the same values: not a choice. A
        // column of a table the question names beats one of a table it does not.
        let named_tables: Vec<TableId> = units
            .iter()
            .enumerate()
            .filter(|(k, _)| is_table[*k])
            .filter_map(|(_, u)| best_table(u).map(|(t, _)| t))
            .collect();
        // "the first name of the faculty …": the table after "of" owns the column.
        let owner_unit: Option<usize> = (j + 1..units.len()).find(|&k| is_table[k]).filter(|&k| {
            let s = units[k].start;
            (s >= 1 && tokens[s - 1].norm == "of")
                || (s >= 2 && tokens[s - 1].norm == "the" && tokens[s - 2].norm == "of")
        });
        let owner: Option<TableId> = owner_unit.and_then(|k| best_table(&units[k]).map(|(t, _)| t));
        // The owner's column as good as the chosen one replaces it.
        let mut col = col;
        if let Some(t) = owner.filter(|t| *t != col.table) {
            if let Some(&(alt, _)) = ranked
                .iter()
                .find(|(c, s)| c.table == t && *s >= score - 0.02)
            {
                q.replace_column(col, alt);
                col = alt;
            }
        }
        // "the names of technicians" when no column of technicians answers to the word: the
        // name of a table that refers to them, or of a table beside them, names other
        // things. (Other attributes may be kept in such tables: "the mail date of the
        // document", "the facility codes of apartments", "the job title of the staff".)
        let name_word = units[j].end - units[j].start == 1
            && matches!(
                tokens[units[j].start].norm.as_str(),
                "name" | "names" | "title" | "titles"
            );
        // The owner right after "of (the)", a table word and nothing more.
        let own_owner = owner_unit
            .filter(|&k| {
                name_word
                    && tokens.get(units[j].end).is_some_and(|t| t.norm == "of")
                    && units[k].start <= units[j].end + 2
                    && tokens[units[k].start..units[k].end]
                        .iter()
                        .all(|t| !t.is_function_word())
            })
            .and_then(|k| match units[k].schema.first()?.element {
                Element::Table(t) => Some(t),
                Element::Column(_) => None,
            });
        if let Some(t) = own_owner.filter(|&t| {
            !ctx.looks_up(t, col.table)
                && !ranked.iter().any(|(c, _)| c.table == t)
                && ctx.display_columns(col.table).contains(&col)
        }) {
            st.findings.push(crate::detect::attributes::not_a_column_of(
                ctx,
                ctx.char_span(&units[j]),
                &ctx.span_text(&units[j]),
                t,
            ));
            continue;
        }
        // A column whose table the rest of the query can reach beats one whose table it cannot
        // ("Which cities does Eastern fly to?": the airports' city, not the hotels').
        let others: Vec<usize> = q
            .needed_tables()
            .iter()
            .filter(|t| **t != col.table)
            .map(|t| t.table as usize)
            .collect();
        let reachable = |t: TableId| {
            let mut tables = others.clone();
            if !tables.contains(&(t.table as usize)) {
                tables.push(t.table as usize);
            }
            clarisql_sql::join::plan(ctx.lake.db(ctx.db), &tables).is_ok()
        };
        if !others.is_empty() && !reachable(col.table) {
            if let Some(&(alt, _)) = ranked
                .iter()
                .find(|(c, s)| *s >= score - 0.02 && c.table != col.table && reachable(c.table))
            {
                q.replace_column(col, alt);
                col = alt;
            }
        }
        // A column of the table the rest of the query reads beats one of another table ("the
        // city with the highest average price": the city beside the price).
        let rest_tables: Vec<TableId> = q
            .select
            .iter()
            .filter_map(|e| e.column())
            .chain(q.filter.iter().flat_map(|c| c.columns()))
            .chain(q.order_by.iter().filter_map(|o| o.expr.column()))
            .filter(|c| *c != col)
            .map(|c| c.table)
            .collect();
        let outranked = |c: ColumnId| {
            (named_tables.contains(&col.table) && !named_tables.contains(&c.table))
                || (owner == Some(col.table) && c.table != col.table)
                || (rest_tables.contains(&col.table) && !rest_tables.contains(&c.table))
                || (!others.is_empty()
                    && c.table != col.table
                    && reachable(col.table)
                    && !reachable(c.table))
        };
        let mut rivals: Vec<(ColumnId, f32)> = Vec::new();
        for &(c, s) in &ranked {
            if c != col
                && s >= score - 0.02
                && !ctx.same_by_key(col, c)
                && !one_measure(col, c)
                && !rivals.iter().any(|&(r, _)| one_measure(r, c))
                && !outranked(c)
            {
                rivals.push((c, s));
            }
        }
        // "the full name": the first and the last name, both shown. So is "the name" of a
        // person whose name is only kept in parts (`fname`, `lname`).
        let in_parts = |c: ColumnId| {
            c.table == col.table
                && clarisql_text::identifier_words(&ctx.lake.column(c).name)
                    .iter()
                    .any(|w| clarisql_text::is_person_name_part(w))
        };
        let name_in_parts = units[j].end - units[j].start == 1
            && clarisql_text::is_name_word(&tokens[units[j].start].norm)
            && in_parts(col)
            && !rivals.is_empty()
            && rivals.iter().all(|&(c, _)| in_parts(c));
        let full = name_in_parts
            || tokens[units[j].start.saturating_sub(1)..units[j].end]
                .iter()
                .any(|t| t.norm == "full");
        if full {
            // `first_name`, `FirstName`, `Fname`: the part before "name" says which.
            let named = |c: &ColumnId, parts: &[&str]| {
                let compact = ctx
                    .lake
                    .column(*c)
                    .name
                    .to_lowercase()
                    .replace(['_', ' '], "");
                compact.contains("name") && parts.iter().any(|p| compact.contains(p))
            };
            let same_table: Vec<ColumnId> = (0..ctx.lake.table(col.table).columns.len())
                .map(|k| col.table.column(k))
                .filter(|&c| ctx.kind(c) == ColumnKind::Text)
                .collect();
            let first = same_table
                .iter()
                .find(|c| named(c, &["first", "fname", "fore", "given"]));
            let last = same_table
                .iter()
                .find(|c| named(c, &["last", "lname", "surname", "family"]));
            if let (Some(&first), Some(&last), Some(at)) = (
                first,
                last,
                q.select.iter().position(|e| *e == Expr::Column(col)),
            ) {
                q.select
                    .splice(at..=at, [Expr::Column(first), Expr::Column(last)]);
                dedup(&mut q.select);
                for g in [first, last] {
                    if !q.group_by.is_empty() && !q.group_by.contains(&g) {
                        q.group_by.push(g);
                    }
                }
                continue;
            }
        }
        if rivals.is_empty() {
            continue;
        }
        // A word next to the unit, read elsewhere in the query, that only one of the columns
        // has in its name tells them apart ("sold the most units": `units_sold`, not
        // `transaction_area`). (A word nothing explains keeps the doubt it cast.)
        let candidates: Vec<ColumnId> = std::iter::once(col)
            .chain(rivals.iter().map(|(c, _)| *c))
            .collect();
        // A word read as a column of its own is not about this one.
        let reads_another = |i: usize| {
            st.chosen.iter().any(|&(k, c, _)| {
                k != j && units[k].start <= i && i < units[k].end && !candidates.contains(&c)
            })
        };
        let near: Vec<&str> = (units[j].start.saturating_sub(3)..units[j].start)
            .chain(units[j].end..(units[j].end + 3).min(tokens.len()))
            .filter(|&i| !unexplained.iter().any(|&(s, e)| s <= i && i < e) && !reads_another(i))
            .map(|i| &tokens[i])
            .filter(|t| t.is_word() && !t.is_function_word())
            .map(|t| t.stem.as_str())
            .collect();
        let told: Vec<ColumnId> = candidates
            .iter()
            .copied()
            .filter(|&c| {
                let stems = identifier_stems(&ctx.lake.column(c).name);
                near.iter().any(|w| stems.iter().any(|s| s == w))
            })
            .collect();
        if let [only] = told[..] {
            if only != col {
                q.replace_column(col, only);
            }
            continue;
        }
        st.findings
            .push(column_ambiguity(ctx, &q, &units[j], (col, score), &rivals));
        swaps.extend(rivals.iter().map(|(c, _)| (col, *c)));
    }
    // The same for a value's column: the words before the value name both.
    for NamedRivals {
        unit: j,
        column: (col, score),
        rivals,
    } in std::mem::take(&mut st.named_rivals)
    {
        st.findings
            .push(column_ambiguity(ctx, &q, &units[j], (col, score), &rivals));
        swaps.extend(rivals.iter().map(|(c, _)| (col, *c)));
    }
    let alternatives: Vec<Query> = swaps
        .iter()
        .map(|&(old, new)| {
            let mut alt = q.clone();
            alt.replace_column(old, new);
            alt
        })
        .collect();

    // The joins (after the column choices above, which may move a column to a reachable
    // table): tables that no foreign key connects cannot be answered; several equally short
    // paths, or parallel keys, are a guess.
    match Builder::new(ctx.lake, ctx.lake.db(ctx.db).source.dialect()).build(&q) {
        Ok(built) => {
            if built.ambiguous_join {
                st.doubt(0.5, "two tables are linked by more than one key");
            }
            // A reading that needs four tables or more is more often a guess than not
            // (measured on Spider train: under half of such answers were right), so alone it
            // falls short of answering.
            let joins = built.tables.len().saturating_sub(1);
            if joins >= 3 {
                st.doubt(
                    LONG_JOIN_DOUBT * 0.8f32.powi(joins as i32 - 3),
                    format!("{joins} joins"),
                );
            }
        }
        Err(e) => st.doubt(0.0, e.to_string()),
    }
    if paths_ambiguous(ctx, &q) {
        st.doubt(0.6, "several join paths of the same length");
    }

    // How much of the question this database explains, and how well.
    let mut content = 0.0f32;
    let mut explained = 0.0f32;
    for (i, u) in units.iter().enumerate() {
        if !(u.is_link() || u.unknown) || u.cue.is_some() {
            continue;
        }
        let len = (u.end - u.start) as f32;
        content += len;
        if st.used[i] {
            let best = u
                .schema
                .iter()
                .map(|m| m.score)
                .chain(u.values.iter().map(|v| v.score))
                .fold(if u.number.is_some() { 1.0 } else { 0.0 }, f32::max);
            explained += len * best.min(1.0);
        }
    }
    let fit = if content == 0.0 {
        0.0
    } else {
        explained / content
    };

    let mut grounding: Vec<(usize, Grounding)> = Vec::new();
    let chosen_columns = st.chosen.iter().map(|(j, c, _)| (j, c));
    for (j, col) in chosen_columns.chain(st.named_for_value.iter().map(|(j, c)| (j, c))) {
        if !grounding.iter().any(|(k, _)| k == j) {
            grounding.push((*j, Grounding::Column(*col)));
        }
    }
    for (j, col, value) in &st.values_read {
        grounding.push((*j, Grounding::Value(*col, value.clone())));
    }
    for (j, u) in units.iter().enumerate() {
        if is_table[j] && !grounding.iter().any(|(k, _)| *k == j) {
            if let Some((t, _)) = best_table(u) {
                grounding.push((j, Grounding::Table(t)));
            }
        }
    }
    let facts = ReadingFacts {
        spans: units.iter().map(|u| (u.start, u.end)).collect(),
        grounding,
        in_condition,
        used: st.used.clone(),
        is_table,
        focus,
        count_over_column: st.count_over_column,
        projection_defaulted: st.projection_defaulted,
    };
    Interpretation {
        facts,
        fit,
        db: ctx.db,
        query: Some(q),
        alternatives,
        confidence: st.confidence.clamp(0.0, 1.0),
        findings: st.findings,
        assumptions: st.assumptions,
        doubts: st.doubts,
        unexplained,
    }
}

/// The tables the question's words name surely (a match of 0.75 or more), in question order:
/// by one of their columns, and with `by_table_name` by their own name too.
fn tables_named(units: &[Unit], by_table_name: bool) -> Vec<TableId> {
    let mut named: Vec<TableId> = Vec::new();
    for u in units.iter().filter(|u| u.cue.is_none()) {
        for m in u.schema.iter().filter(|m| m.score >= 0.75) {
            let t = match m.element {
                Element::Column(c) => c.table,
                Element::Table(t) if by_table_name => t,
                Element::Table(_) => continue,
            };
            if !named.contains(&t) {
                named.push(t);
            }
        }
    }
    named
}

/// The column of `tables` holding calendar dates: a date column, or text whose stored values
/// start with "YYYY-MM".
fn date_column(ctx: &Context, tables: &[TableId]) -> Option<ColumnId> {
    tables.iter().find_map(|&t| {
        (0..ctx.lake.table(t).columns.len())
            .map(|i| t.column(i))
            .find(|&c| holds_dates(ctx, c))
    })
}

/// The last moment of a day written as a date ("2021-06-30") when `col` stores times of day
/// too: a bound that includes the day must include its times ("2021-06-30 10:00" sorts after
/// "2021-06-30").
fn through_the_day(ctx: &Context, col: ColumnId, date: String) -> String {
    let with_times = ctx
        .lake
        .column(col)
        .profile
        .top
        .iter()
        .any(|(v, _)| v.len() > 10);
    if date.len() == 10 && with_times {
        format!("{date} 23:59:59")
    } else {
        date
    }
}

/// A date column, or a text column whose frequent values all start with a year and a month
/// ("2021-03", "2021-03-15 10:00").
fn holds_dates(ctx: &Context, c: ColumnId) -> bool {
    let looks_dated = |v: &str| {
        let b = v.as_bytes();
        b.len() >= 7
            && b[..4].iter().all(u8::is_ascii_digit)
            && b[4] == b'-'
            && b[5..7].iter().all(u8::is_ascii_digit)
    };
    let col = ctx.lake.column(c);
    col.kind == ColumnKind::Date
        || (col.kind == ColumnKind::Text
            && !col.profile.top.is_empty()
            && col.profile.top.iter().all(|(v, _)| looks_dated(v)))
}

/// Head nouns that name a kind of column every table has.
fn is_generic_head(tokens: &[Token]) -> bool {
    tokens.len() == 1
        && matches!(
            tokens[0].norm.as_str(),
            "name"
                | "names"
                | "title"
                | "titles"
                | "id"
                | "ids"
                | "detail"
                | "details"
                | "description"
                | "descriptions"
                | "code"
                | "codes"
                | "type"
                | "types"
        )
}

/// A numeric column of the focus that counts the thing a unit names: "hosts" ->
/// `Number_of_hosts`, "employees" -> `num_employees`.
/// The numeric column of table `t` named as the table is and as the words of `u` are (a
/// `faculty` column in `faculty`): each row holds how many of the thing there are.
fn number_named_like_table(ctx: &Context, t: TableId, u: &Unit) -> Option<ColumnId> {
    let words: Vec<String> = ctx.tokens[u.start..u.end]
        .iter()
        .filter(|t| t.is_word())
        .map(|t| t.stem.clone())
        .collect();
    let table = ctx.lake.table(t);
    if identifier_stems(&table.name) != words {
        return None;
    }
    let c = table
        .columns
        .iter()
        .position(|col| col.kind.is_numeric() && identifier_stems(&col.name) == words)?;
    let col = t.column(c);
    (!ctx.is_key(col)).then_some(col)
}

/// A column holding a kind of thing named by `kind` (a stem): named with it, repeating values,
/// no key (`card_type_code` for "type").
fn holds_kinds(ctx: &Context, c: ColumnId, kind: &str) -> bool {
    !ctx.is_key(c)
        && !ctx.lake.has_unique_values(c)
        && identifier_stems(&ctx.lake.column(c).name)
            .iter()
            .any(|w| w == kind)
}

/// The columns of `t` holding kinds named by `kind`.
fn kind_columns(ctx: &Context, t: TableId, kind: &str) -> Vec<ColumnId> {
    (0..ctx.lake.table(t).columns.len())
        .map(|c| t.column(c))
        .filter(|&c| holds_kinds(ctx, c, kind))
        .collect()
}

/// The stems of an identifier's words (`num_employees` -> num, employe).
fn identifier_stems(name: &str) -> Vec<String> {
    clarisql_text::identifier_words(name)
        .iter()
        .map(|w| clarisql_text::stem(w))
        .collect()
}

fn quantity_column(ctx: &Context, u: &Unit, focus: &[TableId]) -> Option<ColumnId> {
    let words: Vec<String> = ctx.tokens[u.start..u.end]
        .iter()
        .filter(|t| t.is_word())
        .map(|t| t.stem.clone())
        .collect();
    let last = words.last()?;
    let counters = ["number", "num", "no", "count", "total", "nbr"];
    let mut found = Vec::new();
    for &t in focus {
        for (c, col) in ctx.lake.table(t).columns.iter().enumerate() {
            if !col.kind.is_numeric() {
                continue;
            }
            let stems = identifier_stems(&col.name);
            // "number_of_hosts", "num_employees", "host_count" count; "invoice_number" names.
            let Some(pos) = stems.iter().position(|s| s == last) else {
                continue;
            };
            let counter_before = stems[..pos].iter().any(|s| counters.contains(&s.as_str()));
            let count_after = stems[pos + 1..]
                .iter()
                .any(|s| s == "count" || s == "total");
            if counter_before || count_after {
                found.push(t.column(c));
            }
        }
    }
    (found.len() == 1).then(|| found[0])
}

/// Columns like `invoice_number`, `room_no`, `phone_code` identify rather than measure.
fn names_an_identifier(ctx: &Context, c: ColumnId) -> bool {
    let words = clarisql_text::identifier_words(&ctx.lake.column(c).name);
    words
        .last()
        .is_some_and(|w| matches!(w.as_str(), "number" | "no" | "num" | "id" | "code" | "nbr"))
}

/// Marks the comparative adjective just before a "than" cue as explained.
fn mark_adjective(st: &mut State, units: &[Unit], cue: usize) {
    if let Some(adj) = units.iter().position(|u| u.end == units[cue].start) {
        st.used[adj] = true;
    }
}

fn dedup(v: &mut Vec<Expr>) {
    let mut seen: Vec<Expr> = Vec::new();
    v.retain(|e| {
        if seen.contains(e) {
            false
        } else {
            seen.push(e.clone());
            true
        }
    });
}

/// True when two needed tables are joined by more than one shortest path.
fn paths_ambiguous(ctx: &Context, q: &Query) -> bool {
    let needed = q.needed_tables();
    if needed.len() < 2 {
        return false;
    }
    let db = ctx.lake.db(ctx.db);
    let n = db.tables.len();
    let adj: Vec<Vec<usize>> = (0..n)
        .map(|t| {
            let mut v: Vec<usize> = db
                .foreign_keys
                .iter()
                .filter_map(|fk| {
                    if fk.from_table == t {
                        Some(fk.to_table)
                    } else if fk.to_table == t {
                        Some(fk.from_table)
                    } else {
                        None
                    }
                })
                .filter(|&x| x != t)
                .collect();
            v.sort();
            v.dedup();
            v
        })
        .collect();
    let src = needed[0].table as usize;
    // BFS counting shortest paths.
    let mut dist = vec![usize::MAX; n];
    let mut count = vec![0u32; n];
    let mut queue = std::collections::VecDeque::new();
    dist[src] = 0;
    count[src] = 1;
    queue.push_back(src);
    while let Some(t) = queue.pop_front() {
        for &x in &adj[t] {
            if dist[x] == usize::MAX {
                dist[x] = dist[t] + 1;
                count[x] = count[t];
                queue.push_back(x);
            } else if dist[x] == dist[t] + 1 {
                count[x] = count[x].saturating_add(count[t]);
            }
        }
    }
    needed[1..].iter().any(|t| {
        let t = t.table as usize;
        // A path through another needed table is the intended one.
        count[t] > 1
            && !needed.iter().any(|o| {
                o.table as usize != t && o.table as usize != src && dist[o.table as usize] < dist[t]
            })
    })
}

/// A column of the given tables (text columns too) for a place or time word.
fn concept_column_any(ctx: &Context, words: &[&str], tables: &[TableId]) -> Option<ColumnId> {
    let stems: Vec<String> = words.iter().map(|w| clarisql_text::stem(w)).collect();
    let mut found = Vec::new();
    for &t in tables {
        for (c, _) in ctx.lake.table(t).columns.iter().enumerate() {
            let cid = t.column(c);
            if ctx
                .index
                .column_names(cid)
                .phrases
                .iter()
                .any(|p| p.stems.iter().any(|s| stems.contains(s)))
                && !found.contains(&cid)
            {
                found.push(cid);
            }
        }
    }
    (found.len() == 1).then(|| found[0])
}

/// Rewrites equality conditions (and negated lists) on a table other than `entity` into
/// `entity.key [NOT] IN (SELECT entity.key … WHERE condition)` when a plain join would answer
/// something else: a negated condition (no related row may match), or several values for one
/// related column (each must match in some related row). Returns the new filters and whether
/// any moved.
fn related_conditions_as_subqueries(
    ctx: &Context,
    entity: TableId,
    filters: Vec<Cond>,
) -> (Vec<Cond>, bool) {
    let pk = &ctx.lake.table(entity).primary_key;
    let [key] = pk.as_slice() else {
        return (filters, false);
    };
    let key = entity.column(*key);
    let related_eq = |c: &Cond| -> Option<ColumnId> {
        match c {
            Cond::Compare {
                expr: Expr::Column(col),
                op: CmpOp::Eq | CmpOp::Ne,
                value: Operand::Literal(Literal::Text(_)),
            } if col.table != entity => Some(*col),
            // "no allergy to food or animal": none of the related rows holds one of them.
            Cond::InList {
                expr: Expr::Column(col),
                negated: true,
                ..
            } if col.table != entity => Some(*col),
            _ => None,
        }
    };
    let mut out = Vec::new();
    let mut moved = false;
    for (i, f) in filters.iter().enumerate() {
        let Some(col) = related_eq(f) else {
            out.push(f.clone());
            continue;
        };
        let negated = matches!(
            f,
            Cond::Compare { op: CmpOp::Ne, .. } | Cond::InList { negated: true, .. }
        );
        let same_column = filters
            .iter()
            .enumerate()
            .filter(|(j, g)| *j != i && related_eq(g) == Some(col))
            .count()
            > 0;
        if !(negated || same_column) {
            out.push(f.clone());
            continue;
        }
        let positive = match f {
            Cond::Compare { expr, value, .. } => Cond::Compare {
                expr: expr.clone(),
                op: CmpOp::Eq,
                value: value.clone(),
            },
            Cond::InList { expr, values, .. } => Cond::InList {
                expr: expr.clone(),
                values: values.clone(),
                negated: false,
            },
            other => other.clone(),
        };
        let mut sub = Query::new(ctx.db);
        sub.select = vec![Expr::Column(key)];
        sub.tables = vec![entity];
        sub.filter = vec![positive];
        out.push(Cond::InQuery {
            column: key,
            query: Box::new(sub),
            negated,
        });
        moved = true;
    }
    (out, moved)
}

/// How sure a reading over four joined tables is, at most.
const LONG_JOIN_DOUBT: f32 = 0.55;

/// The doubt about conditions no row can meet together.
const CANNOT_HOLD_TOGETHER: &str = "conditions that cannot hold together";

/// The doubt about "X and Y" said of one column that holds one value per row.
const TWO_VALUES_ANDED: &str = "two values for one column joined by 'and'";

/// Two equalities on the same column ("status = A", "status = B").
fn same_column_equalities(a: &Cond, b: &Cond) -> bool {
    match (a, b) {
        (
            Cond::Compare {
                expr: Expr::Column(x),
                op: CmpOp::Eq,
                ..
            },
            Cond::Compare {
                expr: Expr::Column(y),
                op: CmpOp::Eq,
                ..
            },
        ) => x == y,
        _ => false,
    }
}

/// The comparison seen from the other side: "older than" on a birth date is "before".
fn flip(op: CmpOp) -> CmpOp {
    match op {
        CmpOp::Gt => CmpOp::Lt,
        CmpOp::Ge => CmpOp::Le,
        CmpOp::Lt => CmpOp::Gt,
        CmpOp::Le => CmpOp::Ge,
        other => other,
    }
}

/// Conditions on one column that no row can satisfy together.
fn contradictory(filters: &[Cond]) -> bool {
    let bound = |c: &Cond| -> Option<(ColumnId, CmpOp, f64)> {
        match c {
            Cond::Compare {
                expr: Expr::Column(col),
                op,
                value: Operand::Literal(Literal::Int(i)),
            } => Some((*col, *op, *i as f64)),
            Cond::Compare {
                expr: Expr::Column(col),
                op,
                value: Operand::Literal(Literal::Real(r)),
            } => Some((*col, *op, *r)),
            _ => None,
        }
    };
    let bounds: Vec<(ColumnId, CmpOp, f64)> = filters.iter().filter_map(bound).collect();
    for (i, a) in bounds.iter().enumerate() {
        for b in &bounds[i + 1..] {
            if a.0 != b.0 {
                continue;
            }
            let (lo, hi) = match (a.1, b.1) {
                (CmpOp::Gt | CmpOp::Ge, CmpOp::Lt | CmpOp::Le) => (a.2, b.2),
                (CmpOp::Lt | CmpOp::Le, CmpOp::Gt | CmpOp::Ge) => (b.2, a.2),
                (CmpOp::Eq, CmpOp::Eq) => return a.2 != b.2,
                _ => continue,
            };
            if lo >= hi {
                return true;
            }
        }
    }
    let eq_text: Vec<(ColumnId, &String)> = filters
        .iter()
        .filter_map(|c| match c {
            Cond::Compare {
                expr: Expr::Column(col),
                op: CmpOp::Eq,
                value: Operand::Literal(Literal::Text(t)),
            } => Some((*col, t)),
            _ => None,
        })
        .collect();
    eq_text
        .iter()
        .enumerate()
        .any(|(i, a)| eq_text[i + 1..].iter().any(|b| a.0 == b.0 && a.1 != b.1))
}

/// A column of the focus tables (else any table) whose name is one of the concept words.
/// Age has a fallback: the birth or founding date, compared the other way round (the oldest
/// person has the earliest birth date).
fn concept_column(ctx: &Context, words: &[&str], focus: &[TableId]) -> Option<ColumnId> {
    concept_column_dir(ctx, words, focus).map(|(c, _)| c)
}

/// A key column named after the table it refers to and holding its row codes, not names (the
/// `physician` number of an affiliation), where that table has names to show: a word naming
/// both means that table's rows, so the column does not compete with the table for it. A key
/// holding the name itself (a wine's `grape`) is that name, and does compete; so does a key
/// whose table has no names (a `screen_mode` number).
fn codes_rows_of(ctx: &Context, c: ColumnId, t: TableId) -> bool {
    let Some((from, referred)) = ctx.foreign_key(c.table, t) else {
        return false;
    };
    let names = ctx.display_columns(t);
    // A text key may hold the thing's name itself (`wine.appellation`); one that refers to a
    // code beside the name (`room` -> `rooms.room_id`, not `room_name`) holds codes.
    from == c
        && !names.is_empty()
        && (ctx.kind(c) != ColumnKind::Text || !names.contains(&referred))
}

/// A column holding when a thing began (a birth, founding or opening date): the older the thing,
/// the smaller its value.
fn dates_a_beginning(ctx: &Context, c: ColumnId) -> bool {
    matches!(
        ctx.kind(c),
        ColumnKind::Date | ColumnKind::Text | ColumnKind::Integer
    ) && clarisql_text::identifier_words(&ctx.lake.column(c).name)
        .iter()
        .any(|x| {
            matches!(
                x.as_str(),
                "birth"
                    | "dob"
                    | "born"
                    | "birthday"
                    | "formed"
                    | "founded"
                    | "established"
                    | "created"
                    | "opened"
                    | "built"
            )
        })
}

/// A word asking for an order ("sort", "ordered") that names no data.
fn sorting_verb_unit(unit: &Unit, tokens: &[Token]) -> bool {
    unit.cue.is_none()
        && !unit.is_link()
        && unit.end == unit.start + 1
        && clarisql_text::is_sorting_verb(&tokens[unit.start].norm)
}

/// Unit `i` introduces the column a sorting verb sorts by: "by", "according to", "based on",
/// "using".
fn sorts_by(units: &[Unit], tokens: &[Token], i: usize) -> bool {
    let word = |k: usize| tokens.get(k).map(|t| t.norm.as_str());
    let start = units[i].start;
    match word(start) {
        Some("by" | "using") => true,
        Some("according") => word(start + 1) == Some("to"),
        Some("based") => word(start + 1) == Some("on"),
        _ => false,
    }
}

fn concept_column_dir(
    ctx: &Context,
    words: &[&str],
    focus: &[TableId],
) -> Option<(ColumnId, bool)> {
    if let Some(c) = concept_column_exact(ctx, words, focus) {
        return Some((c, false));
    }
    if words.contains(&"age") {
        let dates: Vec<ColumnId> = focus
            .iter()
            .flat_map(|&t| {
                ctx.lake
                    .table(t)
                    .columns
                    .iter()
                    .enumerate()
                    .map(move |(c, _)| t.column(c))
            })
            .filter(|&c| dates_a_beginning(ctx, c))
            .collect();
        if dates.len() == 1 {
            return Some((dates[0], true));
        }
        // The only date of the thing ("the oldest order": its placement date).
        let all_dates: Vec<ColumnId> = focus
            .iter()
            .flat_map(|&t| {
                ctx.lake
                    .table(t)
                    .columns
                    .iter()
                    .enumerate()
                    .map(move |(c, _)| t.column(c))
            })
            .filter(|&c| ctx.kind(c) == ColumnKind::Date)
            .collect();
        if all_dates.len() == 1 {
            return Some((all_dates[0], true));
        }
    }
    None
}

fn concept_column_exact(ctx: &Context, words: &[&str], focus: &[TableId]) -> Option<ColumnId> {
    let stems: Vec<String> = words.iter().map(|w| clarisql_text::stem(w)).collect();
    let db = ctx.lake.db(ctx.db);
    let mut found: Vec<(u8, ColumnId)> = Vec::new();
    for (t, table) in db.tables.iter().enumerate() {
        let tid = TableId {
            db: ctx.db,
            table: t as u32,
        };
        for (c, _) in table.columns.iter().enumerate() {
            let cid = tid.column(c);
            let names = ctx.index.column_names(cid);
            let hit = names
                .phrases
                .iter()
                .any(|p| p.stems.iter().any(|s| stems.contains(s)));
            if hit
                && matches!(
                    ctx.kind(cid),
                    ColumnKind::Integer | ColumnKind::Real | ColumnKind::Date
                )
            {
                let rank = if focus.contains(&tid) { 0 } else { 1 };
                found.push((rank, cid));
            }
        }
    }
    found.sort();
    let best = found.first()?;
    // Two columns of the same rank would be a guess.
    if found.iter().filter(|(r, _)| *r == best.0).count() > 1 {
        return None;
    }
    Some(best.1)
}

/// ColumnAmbiguity: the words of `u` fit `chosen` (column, score) and each of `rivals` as well,
/// and nothing in the question tells them apart. One reading per option: the query as built,
/// then each rival in the chosen column's place.
fn column_ambiguity(
    ctx: &Context,
    q: &Query,
    u: &Unit,
    (col, score): (ColumnId, f32),
    rivals: &[(ColumnId, f32)],
) -> Finding {
    let zh = worded_in_chinese(ctx.text);
    let mut options = vec![column_candidate(ctx, col, score)];
    options.extend(rivals.iter().map(|(c, s)| column_candidate(ctx, *c, *s)));
    let labels: Vec<String> = options.iter().map(|c| c.label.clone()).collect();
    let text = ctx.span_text(u);
    let mut f = Finding::new(
        Category::ColumnAmbiguity,
        ctx.char_span(u),
        text.clone(),
        if zh {
            format!("“{text}”可能指{}", or_list_zh(&labels))
        } else {
            format!("'{text}' may refer to {}", or_list(&labels))
        },
    );
    f.candidates = options;
    f.evidence = "several columns match the words equally well".into();
    // The clause is where the column is used: what is asked (shown or ranked by) or a condition.
    let asked = q.select.iter().any(|e| e.column() == Some(col))
        || q.order_by.iter().any(|o| o.expr.column() == Some(col));
    if !asked && q.filter.iter().any(|c| c.columns().contains(&col)) {
        f.clause = Clause::Where;
    }
    f.question = Some(if zh {
        format!("“{text}”指的是哪一个：{}？", or_list_zh(&labels))
    } else {
        format!("Which one do you mean by '{text}': {}?", or_list(&labels))
    });
    f.readings = std::iter::once(q.clone())
        .chain(rivals.iter().map(|(c, _)| {
            let mut alt = q.clone();
            alt.replace_column(col, *c);
            alt
        }))
        .collect();
    f
}

fn column_candidate(ctx: &Context, c: ColumnId, score: f32) -> Candidate {
    Candidate {
        kind: CandidateKind::Column,
        database: Some(ctx.lake.db(c.table.db).id.clone()),
        table: Some(ctx.lake.table(c.table).name.clone()),
        column: Some(ctx.lake.column(c).name.clone()),
        value: None,
        score: score.min(1.0),
        label: ctx.column_label(c),
    }
}

fn value_candidate(ctx: &Context, v: &ValueCandidate) -> Candidate {
    Candidate {
        kind: CandidateKind::Value,
        database: Some(ctx.lake.db(v.column.table.db).id.clone()),
        table: Some(ctx.lake.table(v.column.table).name.clone()),
        column: Some(ctx.lake.column(v.column).name.clone()),
        value: Some(v.value.clone()),
        score: v.score,
        label: format!("{} ({})", v.value, ctx.column_label(v.column)),
    }
}

/// Attributes of rows picked by name in one table of a partitioned family ("the plot ratio of
/// Binjiang Garden in …"): the answer names them — the name column first, each entity once
/// (such tables repeat an entity per period), in name order when several are compared; the top
/// rows of such a table show the measure they were ranked by. The scope split answers the same
/// way, so one answer reads like another (and a VagueIntent reading like a question naming its
/// measure).
pub(crate) fn name_the_entities(ctx: &Context, q: &mut Query) {
    let in_family = |t: TableId| crate::scope::is_member(ctx.families, t);
    // The tables the query reads (a reading of a partitioned family may leave `tables` to its
    // columns).
    let tables = q.needed_tables();
    // Joined to what it refers to ("the developer of X and its profit"): each row once.
    if tables.len() > 1 {
        let picks_a_named_row = q.filter.iter().any(|c| {
            matches!(c, Cond::Compare { expr: Expr::Column(col), op: CmpOp::Eq, value: Operand::Literal(Literal::Text(_)) }
                if in_family(col.table)
                    && crate::detect::values::name_column(ctx, col.table) == Some(*col))
        });
        if picks_a_named_row
            && q.select.iter().all(|e| matches!(e, Expr::Column(_)))
            && q.group_by.is_empty()
            && q.limit.is_none()
        {
            q.distinct = true;
        }
        return;
    }
    let [table] = tables.as_slice() else {
        return;
    };
    let Some(name) = crate::detect::values::name_column(ctx, *table).filter(|_| in_family(*table))
    else {
        return;
    };
    // "Which community had the highest average price?": the top rows show the measure they
    // were ranked by beside their names.
    if let [Expr::Column(shown)] = q.select.as_slice() {
        if *shown == name && q.limit.is_some() && q.compound.is_none() {
            if let [order] = q.order_by.as_slice() {
                let by = order.expr.clone();
                if by != Expr::Column(name) {
                    q.select.push(by);
                }
            }
        }
    }
    let plain = !q.select.is_empty()
        && q.select.iter().all(|e| matches!(e, Expr::Column(_)))
        && q.group_by.is_empty()
        && q.order_by.is_empty()
        && q.limit.is_none()
        && q.compound.is_none();
    if !plain {
        return;
    }
    let named_values = |c: &Cond| -> usize {
        match c {
            Cond::Compare {
                expr: Expr::Column(col),
                op: CmpOp::Eq,
                value: Operand::Literal(Literal::Text(_)),
            } if *col == name => 1,
            Cond::InList {
                expr: Expr::Column(col),
                values,
                negated: false,
            } if *col == name => values.len(),
            Cond::Or(parts) => {
                let all_named = parts.iter().all(|p| {
                    matches!(
                        p,
                        Cond::Compare { expr: Expr::Column(col), op: CmpOp::Eq, .. } if *col == name
                    )
                });
                if all_named {
                    parts.len()
                } else {
                    0
                }
            }
            _ => 0,
        }
    };
    let Some(count) = q.filter.iter().map(named_values).find(|n| *n > 0) else {
        return;
    };
    if !q.select.contains(&Expr::Column(name)) {
        q.select.insert(0, Expr::Column(name));
    }
    q.distinct = true;
    if count > 1 {
        q.order_by.push(clarisql_sql::Order {
            expr: Expr::Column(name),
            desc: false,
        });
    }
}

/// "height above 5000 or prominence above 1000", "from Hartford or younger than 40": the two
/// conditions read on either side of an unused "or" hold one or the other. A leading "either"
/// of a disjunction (or of an IN list) is explained by it.
fn join_disjunctions(st: &mut State, units: &[Unit], tokens: &[Token]) {
    if st.filters.len() != st.filter_units.len() {
        return;
    }
    for o in (0..units.len()).rev() {
        if st.used[o] || units[o].cue != Some(Cue::Or) || tokens[units[o].start].norm != "or" {
            continue;
        }
        let before = (0..st.filters.len())
            .filter(|&k| st.filter_units[k].1 < o)
            .max_by_key(|&k| st.filter_units[k].1);
        let after = (0..st.filters.len())
            .filter(|&k| st.filter_units[k].0 > o)
            .min_by_key(|&k| st.filter_units[k].0);
        let (Some(a), Some(b)) = (before, after) else {
            continue;
        };
        // Nothing but the conditions' own words between them and the "or".
        let (a_end, b_start) = (st.filter_units[a].1, st.filter_units[b].0);
        let stray = (a_end + 1..b_start)
            .any(|k| k != o && !st.used[k] && (units[k].is_link() || units[k].unknown));
        if stray || a == b {
            continue;
        }
        let (first, last) = (st.filter_units[a].0, st.filter_units[b].1);
        let (hi, lo) = (a.max(b), a.min(b));
        let cb = st.filters.remove(hi);
        st.filter_units.remove(hi);
        let ca = st.filters.remove(lo);
        st.filter_units.remove(lo);
        let (ca, cb) = if a < b { (ca, cb) } else { (cb, ca) };
        let mut parts = Vec::new();
        for c in [ca, cb] {
            match c {
                Cond::Or(inner) => parts.extend(inner),
                c => parts.push(c),
            }
        }
        st.filters.push(Cond::Or(parts));
        st.filter_units.push((first, last));
        st.used[o] = true;
    }
    for e in 0..units.len() {
        if !st.used[e]
            && units[e].cue == Some(Cue::Or)
            && tokens[units[e].start].norm == "either"
            && (e + 1..units.len()).any(|o| units[o].cue == Some(Cue::Or) && st.used[o])
        {
            st.used[e] = true;
        }
    }
}

/// "Show the players and the years played", "the names of members and their parties": a table
/// listed with shown columns is shown too, by its name. Not a table that owns a column shown
/// before it ("the name of the customer and the date"), one counted, or one in a condition.
fn show_tables_listed_with_columns(
    ctx: &Context,
    units: &[Unit],
    is_table: &[bool],
    in_condition: &[bool],
    st: &mut State,
) {
    let tokens = ctx.tokens;
    let joins_list = |a: usize, b: usize| {
        a <= b
            && tokens[a..b].iter().any(|t| t.norm == "and")
            && tokens[a..b].iter().all(|t| {
                matches!(
                    t.norm.as_str(),
                    "and" | "of" | "the" | "their" | "its" | "all" | "also" | "," | "corresponding"
                )
            })
    };
    let shown_by = |k: usize, st: &State| {
        st.select
            .iter()
            .any(|(p, e)| *p == k && matches!(e, Expr::Column(_)))
    };
    let shows_table = |t: TableId, st: &State| {
        st.select
            .iter()
            .any(|(_, e)| matches!(e, Expr::Column(c) if c.table == t))
    };
    for (i, u) in units.iter().enumerate() {
        if !is_table[i] || in_condition[i] || u.cue.is_some() {
            continue;
        }
        let Some((t, _)) = best_table(u) else {
            continue;
        };
        if st.counted.contains(&t) || st.count_table == Some(t) {
            continue;
        }
        // "the names of companies": whose names; not "… and of employees", a second item.
        let mut before = tokens[..u.start]
            .iter()
            .rev()
            .filter(|t| !matches!(t.norm.as_str(), "the" | "all"));
        let owner = before.next().is_some_and(|t| t.norm == "of")
            && before.next().is_none_or(|t| t.norm != "and");
        let shown_before = st
            .select
            .iter()
            .any(|(p, e)| *p < i && matches!(e, Expr::Column(c) if c.table == t));
        // "document ids", "product category code": a table's name before a column qualifies it.
        let qualifies_next = units
            .get(i + 1)
            .is_some_and(|n| n.start == u.end && n.is_link());
        if owner || shown_before || qualifies_next {
            continue;
        }
        // The item before it in the list: a shown column, or a table whose column is shown
        // ("names of members and their parties").
        let left = (0..i)
            .rev()
            .find(|&k| units[k].end <= u.start && units[k].is_link());
        let listed_after = left.is_some_and(|k| {
            joins_list(units[k].end, u.start)
                && (shown_by(k, st)
                    || (is_table[k]
                        && best_table(&units[k]).is_some_and(|(s, _)| shows_table(s, st))))
        });
        let right = (i + 1..units.len()).find(|&k| units[k].is_link());
        let listed_before =
            right.is_some_and(|k| joins_list(u.end, units[k].start) && shown_by(k, st));
        if !(listed_after || listed_before) {
            continue;
        }
        // A table with no name column ("allergies" of a has_allergy table) is shown by the
        // column its word names in a table already shown ("the allergies and their types").
        let mut shown = ctx.display_columns(t);
        if shown.is_empty() {
            shown.extend(
                u.schema
                    .iter()
                    .filter_map(|m| match m.element {
                        Element::Column(c) if m.score >= 0.9 && shows_table(c.table, st) => Some(c),
                        _ => None,
                    })
                    .take(1),
            );
            // A table of codes and nothing to name them by ("the id and star rating of each
            // hotel" over a ratings table keyed by code): the code that the word also names in
            // a table referring to it.
            if shown.is_empty() {
                let holders: Vec<ColumnId> = u
                    .schema
                    .iter()
                    .filter_map(|m| match m.element {
                        Element::Column(c) if ctx.fk_column(c.table, t) == Some(c) => Some(c),
                        _ => None,
                    })
                    .collect();
                if let [holder] = holders.as_slice() {
                    shown.push(*holder);
                }
            }
            // The table was only this word's: the thing is shown where its name is.
            let filtered = st
                .filters
                .iter()
                .flat_map(|f| f.columns())
                .any(|c| c.table == t);
            if let Some(c) = shown.first().filter(|c| c.table != t && !filtered) {
                st.tables.retain(|x| *x != t);
                st.add_table(c.table);
            }
        }
        for c in shown {
            if !st.select.iter().any(|(_, e)| *e == Expr::Column(c)) {
                st.select.push((i, Expr::Column(c)));
                // The word may name the column itself: a twin elsewhere may serve it with
                // fewer joins (the "Fewer joins" step of `interpret`).
                if u.schema
                    .iter()
                    .any(|m| m.element == Element::Column(c) && m.score >= 0.9)
                {
                    st.chosen.push((i, c, false));
                }
            }
        }
    }
}

/// "What is the most common amenity?" (the question does not say what is counted): when every
/// group is one row of its table (the grouped columns are unique there), counting those rows
/// says nothing; the rows of the one table that refers to it are what occur more or less often.
fn count_the_referring_rows(ctx: &Context, group: &[ColumnId], tables: &mut Vec<TableId>) {
    let Some(first) = group.first() else {
        return;
    };
    let t = first.table;
    let table = ctx.lake.table(t);
    let unique = |c: &ColumnId| {
        let p = &ctx.lake.column(*c).profile;
        c.table == t && table.row_count > 1 && p.nulls == 0 && p.distinct >= table.row_count
    };
    if !group.iter().all(unique) {
        return;
    }
    let db = ctx.lake.db(t.db);
    let mut referring: Vec<TableId> = db
        .foreign_keys
        .iter()
        .filter(|fk| fk.to_table == t.table as usize && fk.from_table != t.table as usize)
        .map(|fk| TableId {
            db: t.db,
            table: fk.from_table as u32,
        })
        .collect();
    referring.sort();
    referring.dedup();
    if referring.iter().any(|r| tables.contains(r)) {
        return;
    }
    // Several: the one a word of the question names beyond the grouped table's own name
    // ("the product ordered most often": `order_items`, not `product_suppliers`).
    if referring.len() > 1 {
        let own = identifier_stems(&table.name);
        let said: Vec<&str> = ctx
            .tokens
            .iter()
            .filter(|x| x.is_word() && !x.is_function_word() && !own.contains(&x.stem))
            .map(|x| x.stem.as_str())
            .collect();
        referring.retain(|r| {
            identifier_stems(&ctx.lake.table(*r).name)
                .iter()
                .any(|w| said.contains(&w.as_str()))
        });
    }
    if let [r] = referring.as_slice() {
        tables.push(*r);
    }
}

/// Whether `tables` are members of partitioned families, one of each: what a scope names
/// ("Yanta District": the district's sales table and its land table). The other words choose
/// the family, so such a tie is no doubt.
fn one_member_per_family(ctx: &Context, tables: &[TableId]) -> bool {
    let mut seen = Vec::new();
    tables
        .iter()
        .all(|t| match crate::scope::family_of(ctx.families, *t) {
            Some(f) if !seen.contains(&f) => {
                seen.push(f);
                true
            }
            _ => false,
        })
}

/// Two shown columns the join makes equal (a bidder and the company it refers to, "who won …,
/// and what was that company's profit") show one thing twice: the later one goes.
fn drop_joined_twins(ctx: &Context, q: &mut Query) -> Vec<ColumnId> {
    let plain = |e: &Expr| match e {
        Expr::Column(c) => Some(*c),
        _ => None,
    };
    let shown: Vec<ColumnId> = q.select.iter().filter_map(plain).collect();
    let twin = |a: ColumnId, b: ColumnId| {
        a.table != b.table
            && (ctx.foreign_key(a.table, b.table) == Some((a, b))
                || ctx.foreign_key(b.table, a.table) == Some((b, a)))
    };
    let mut drop = Vec::new();
    for (i, &a) in shown.iter().enumerate() {
        if let Some(&b) = shown[i + 1..]
            .iter()
            .find(|&&b| twin(a, b) && !drop.contains(&a))
        {
            drop.push(b);
        }
    }
    q.select
        .retain(|e| !plain(e).is_some_and(|c| drop.contains(&c)));
    drop
}

/// "in 2022", "during 2022", "2022年": a number said as a time.
fn year_said_as_time(tokens: &[Token], u: &Unit) -> bool {
    let before = u.start.checked_sub(1).map(|p| tokens[p].norm.as_str());
    let after = tokens.get(u.end).map(|t| t.norm.as_str());
    tokens[u.start].kind == TokenKind::Number
        && (matches!(before, Some("in" | "during")) || after == Some("年"))
}

/// The rows of year `n` in time column `col`: a date column holds the year as its text prefix.
fn year_condition(ctx: &Context, col: ColumnId, n: f64) -> Cond {
    if ctx.kind(col) == ColumnKind::Date {
        Cond::Like {
            expr: Expr::Column(col),
            pattern: format!("{}%", n as i64),
            negated: false,
        }
    } else {
        Cond::Compare {
            expr: Expr::Column(col),
            op: CmpOp::Eq,
            value: Operand::Literal(Literal::number(n)),
        }
    }
}

/// The time of the things in focus: the one column of the first focus table that has one whose
/// name says year or date (or that holds dates).
fn time_column(ctx: &Context, focus: &[TableId]) -> Option<ColumnId> {
    focus.iter().find_map(|&t| {
        let times: Vec<ColumnId> = (0..ctx.lake.table(t).columns.len())
            .map(|i| t.column(i))
            .filter(|&c| {
                ctx.kind(c) == ColumnKind::Date
                    || clarisql_text::identifier_words(&ctx.lake.column(c).name)
                        .iter()
                        .any(|w| matches!(w.as_str(), "year" | "date"))
            })
            .collect();
        match times.as_slice() {
            [c] => Some(*c),
            _ => None,
        }
    })
}

/// "in total", "altogether": a sum cue that, after a count, only says the count is overall.
fn says_in_total(ctx: &Context, u: &Unit) -> bool {
    u.cue == Some(Cue::Agg(Agg::Sum))
        && matches!(
            ctx.span_text(u).to_lowercase().as_str(),
            "in total" | "altogether"
        )
}
