//! Per category: pattern identification (cheap, from the schema and profiles) and test
//! building (SQL templates run on the data, then a question rendered from our own phrasings).

use super::table::{first_column, speakable, value_literal, Col, TableView};
use super::Built;
use crate::labelled::LabelledCase;
use crate::verify::{self, answers, distinct_interpretations, fails};
use crate::words::{self, is_filler, is_key_word, word_key, DERIVED_METRICS, MISSING_ATTRIBUTES};
use clarisql_analyze::Category;
use rand::seq::{IndexedRandom, SliceRandom};
use rand_chacha::ChaCha8Rng;

/// What the identification step found; `build` turns it into a test.
#[derive(Debug, Clone)]
pub enum Pattern {
    /// Columns of one table sharing a word (or a generic concept) that names none of them.
    ColumnAmbiguity {
        columns: Vec<usize>,
        hypernym: String,
    },
    /// Two columns in a many-to-many relation: `entity` (few values) and `component`.
    QuantifierScope { entity: usize, component: usize },
    /// A link table between two named tables (many-to-many through foreign keys): every
    /// `entity` row (the smaller table) and the `component` rows linked to it.
    QuantifierScopeLinked { entity: Link, component: Link },
    /// An entity column repeated across a place-or-time partition, with a measure.
    ScopeMissing {
        entity: usize,
        partition: usize,
        measure: usize,
    },
    /// A name column, a categorical column, and a modifier column two categories share.
    Attachment {
        name: usize,
        category: usize,
        modifier: usize,
    },
    /// A category column with repeats: COUNT(*) vs COUNT(DISTINCT).
    TypeToken { kind: usize, filter: Option<usize> },
    /// An attribute the database lacks.
    ColumnUnanswerable {
        attribute: &'static str,
        numeric: bool,
    },
    /// A derived metric over two measures, formula unknown.
    Calculation {
        metric: &'static str,
        a: usize,
        b: usize,
    },
    /// A request outside SQL (forecast, chart, e-mail, web, translation).
    OutOfScope { kind: OutOfScopeKind },
}

/// One side of a link table: its foreign-key column, and the table, key and name column it
/// points to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Link {
    pub fk_column: usize,
    pub table: usize,
    pub key: usize,
    pub display: usize,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OutOfScopeKind {
    Forecast,
    Chart,
    Email,
    Web,
    Translate,
}

/// Words too generic to be a hypernym on their own.
fn generic(word: &str) -> bool {
    is_filler(word)
        || is_key_word(word)
        || word.len() < 3
        || word.chars().all(|c| c.is_ascii_digit())
        || matches!(
            word,
            "num" | "number" | "total" | "count" | "has" | "code" | "value" | "info" | "other"
        )
}

/// Unit words that end a column name ("profits in billion", "length mm"): not its head.
const UNITS: &[&str] = &[
    "percent", "pct", "billion", "million", "thousand", "usd", "eur", "dollar", "mm", "cm", "km",
    "kg", "lb", "lbs", "mile", "hour", "minute", "second", "mib", "gb", "mb",
];

/// The noun a column name is about: its last word, before any unit ("in billion") and
/// without trailing fillers ("date address from" -> "address").
fn head_word(words: &[String]) -> Option<String> {
    let mut w: Vec<&String> = words.iter().collect();
    if let Some(i) = w.iter().position(|x| x.as_str() == "in").filter(|&i| i > 0) {
        w.truncate(i);
    }
    while let Some(last) = w.last() {
        let k = word_key(last);
        if is_filler(&k)
            || is_key_word(&k)
            || UNITS.contains(&k.as_str())
            || k.chars().all(|c| c.is_ascii_digit())
            || matches!(k.as_str(), "from" | "to")
        {
            w.pop();
        } else {
            break;
        }
    }
    w.last().map(|x| word_key(x))
}

/// Values that only flag (yes/no, M/F, 0/1): not entities anyone names in a question.
fn flag_like(values: &[clarisql_exec::Value]) -> bool {
    values.iter().all(|v| {
        let s = v.to_string().trim().to_lowercase();
        s.chars().count() <= 1 || matches!(s.as_str(), "yes" | "no" | "true" | "false" | "null")
    })
}

/// Values that are mostly numbers (stored as text): counts and scores, not names.
fn mostly_numeric(values: &[clarisql_exec::Value]) -> bool {
    let numeric = values
        .iter()
        .filter(|v| v.to_string().trim().parse::<f64>().is_ok())
        .count();
    numeric * 2 > values.len()
}

pub(crate) fn identify(category: Category, v: &TableView) -> Vec<Pattern> {
    let rows = v.rows();
    let mut out = Vec::new();
    match category {
        Category::ColumnAmbiguity => column_ambiguity_patterns(v, &mut out),
        Category::QuantifierScope => {
            linked_scope_patterns(v, &mut out);
            out.extend(identify_single_scope(v));
        }
        Category::ScopeMissing => {
            // The entity is the table's name column: "the age of Eddie Collins" asks about one
            // named thing that has a row per year. A category ("the price for Pearson", a
            // publisher of many books) names a set of rows, and asking for its value is a list.
            let name = v.display();
            for p in v.cols.iter().filter(|c| c.scope_like(rows)) {
                for e in v.cols.iter().filter(|c| {
                    Some(c.index) == name
                        && c.kind == clarisql_lake::ColumnKind::Text
                        && !c.key
                        && c.index != p.index
                        && c.distinct >= 3
                        && !c.scope_like(rows)
                }) {
                    for m in v.cols.iter().filter(|c| c.measure() && c.index != p.index) {
                        out.push(Pattern::ScopeMissing {
                            entity: e.index,
                            partition: p.index,
                            measure: m.index,
                        });
                    }
                }
            }
        }
        Category::AttachmentAmbiguity => {
            let Some(name) = v.display() else {
                return out;
            };
            for c in v
                .cols
                .iter()
                .filter(|c| c.kind == clarisql_lake::ColumnKind::Text && c.categorical(rows))
            {
                for m in v
                    .cols
                    .iter()
                    .filter(|m| m.index != c.index && m.index != name && !m.key && m.distinct >= 2)
                {
                    if c.index != name {
                        out.push(Pattern::Attachment {
                            name,
                            category: c.index,
                            modifier: m.index,
                        });
                    }
                }
            }
        }
        Category::TypeToken => {
            // Not a column named as a kind ("acc types"): its plural asks for the kinds.
            for k in v.cols.iter().filter(|c| {
                c.kind == clarisql_lake::ColumnKind::Text
                    && !c.key
                    && c.distinct >= 2
                    && c.distinct * 10 <= rows * 8
                    && !c.words.iter().any(|w| clarisql_text::is_kind_word(w))
            }) {
                out.push(Pattern::TypeToken {
                    kind: k.index,
                    filter: None,
                });
                for f in v
                    .cols
                    .iter()
                    .filter(|f| f.index != k.index && f.categorical(rows))
                {
                    out.push(Pattern::TypeToken {
                        kind: k.index,
                        filter: Some(f.index),
                    });
                }
            }
        }
        Category::ColumnUnanswerable => {
            if v.display().is_none() && !v.cols.iter().any(|c| c.measure()) {
                return out;
            }
            for &(attribute, numeric) in MISSING_ATTRIBUTES {
                if v.lacks_concept(attribute) {
                    out.push(Pattern::ColumnUnanswerable { attribute, numeric });
                }
            }
        }
        Category::CalculationUnanswerable => {
            let measures: Vec<&Col> = v.cols.iter().filter(|c| c.measure()).collect();
            for (i, a) in measures.iter().enumerate() {
                for b in &measures[i + 1..] {
                    for &metric in DERIVED_METRICS {
                        if v.lacks_concept(metric) {
                            out.push(Pattern::Calculation {
                                metric,
                                a: a.index,
                                b: b.index,
                            });
                        }
                    }
                }
            }
        }
        Category::OutOfScope => {
            let has_measure = v.cols.iter().any(|c| c.measure());
            let has_display = v.display().is_some();
            for kind in [
                OutOfScopeKind::Forecast,
                OutOfScopeKind::Chart,
                OutOfScopeKind::Email,
                OutOfScopeKind::Web,
                OutOfScopeKind::Translate,
            ] {
                let fits = match kind {
                    OutOfScopeKind::Forecast | OutOfScopeKind::Chart => has_measure,
                    _ => has_display,
                };
                if fits {
                    out.push(Pattern::OutOfScope { kind });
                }
            }
        }
        _ => {}
    }
    out
}

fn identify_single_scope(v: &TableView) -> Vec<Pattern> {
    let text: Vec<&Col> = v
        .cols
        .iter()
        .filter(|c| c.kind == clarisql_lake::ColumnKind::Text && !c.key && c.distinct >= 2)
        .collect();
    let mut out = Vec::new();
    for e in &text {
        for c in &text {
            if e.index != c.index && (3..=8).contains(&e.distinct) && c.distinct > e.distinct {
                out.push(Pattern::QuantifierScope {
                    entity: e.index,
                    component: c.index,
                });
            }
        }
    }
    out
}

/// Link tables: two single-column foreign keys to two tables that have a name column.
fn linked_scope_patterns(v: &TableView, out: &mut Vec<Pattern>) {
    let sides: Vec<Link> =
        v.db.foreign_keys
            .iter()
            .filter(|fk| {
                fk.from_table == v.index && fk.from_columns.len() == 1 && fk.to_columns.len() == 1
            })
            .filter_map(|fk| {
                let target = TableView::new(v.db, fk.to_table)?;
                Some(Link {
                    fk_column: fk.from_columns[0],
                    table: fk.to_table,
                    key: fk.to_columns[0],
                    display: target.display()?,
                })
            })
            .collect();
    for (i, a) in sides.iter().enumerate() {
        for b in &sides[i + 1..] {
            if a.table == b.table {
                continue;
            }
            let rows = |l: &Link| v.db.tables[l.table].row_count;
            let (entity, component) = if rows(a) <= rows(b) {
                (*a, *b)
            } else {
                (*b, *a)
            };
            out.push(Pattern::QuantifierScopeLinked { entity, component });
        }
    }
}

fn column_ambiguity_patterns(v: &TableView, out: &mut Vec<Pattern>) {
    let candidates: Vec<&Col> = v.cols.iter().filter(|c| !c.key).collect();
    let keys = |c: &Col| -> Vec<String> { c.words.iter().map(|w| word_key(w)).collect() };
    let mut seen: Vec<String> = Vec::new();
    let mut push = |hypernym: String, members: Vec<usize>, out: &mut Vec<Pattern>| {
        if members.len() >= 2 && !seen.contains(&hypernym) {
            seen.push(hypernym.clone());
            out.push(Pattern::ColumnAmbiguity {
                columns: members.into_iter().take(3).collect(),
                hypernym,
            });
        }
    };
    for (i, a) in candidates.iter().enumerate() {
        for b in &candidates[i + 1..] {
            if a.numeric() != b.numeric() {
                continue;
            }
            let bk = keys(b);
            let shared: Vec<String> = a
                .words
                .iter()
                .filter(|w| bk.contains(&word_key(w)))
                .cloned()
                .collect();
            if shared.is_empty() || shared.iter().all(|w| generic(w)) {
                continue;
            }
            let shared_keys: Vec<String> = shared.iter().map(|w| word_key(w)).collect();
            // Shared words must include both columns' head noun: "home phone" / "work phone"
            // share "phone", but "customer phone" / "customer email" only share their owner.
            match (head_word(&a.words), head_word(&b.words)) {
                (Some(ha), Some(hb)) if ha == hb && shared_keys.contains(&ha) => {}
                _ => continue,
            }
            // The hypernym must not name a column outright ("score" next to "home score").
            if v.cols.iter().any(|c| keys(c) == shared_keys) {
                continue;
            }
            // "first name" / "last name": a person's name kept in parts is the whole name (the
            // engine shows both parts for "the name"), no choice between them.
            let name_part = |c: &Col| clarisql_text::person_name_part(&c.name).is_some();
            if shared_keys.len() == 1
                && clarisql_text::is_name_word(&shared_keys[0])
                && name_part(a)
                && name_part(b)
            {
                continue;
            }
            let members: Vec<usize> = candidates
                .iter()
                .filter(|c| c.numeric() == a.numeric())
                .filter(|c| {
                    let ck = keys(c);
                    shared_keys.iter().all(|k| ck.contains(k))
                })
                .map(|c| c.index)
                .collect();
            push(shared.join(" "), members, out);
        }
    }
    // Umbrella nouns whose members often sit side by side in one table (the engine's own list,
    // so what the generator asks about is what the detector knows).
    for (concept, members) in clarisql_text::UMBRELLA_NOUNS {
        if v.cols
            .iter()
            .any(|c| c.words.iter().any(|w| concept.contains(w.as_str())))
        {
            continue;
        }
        let found: Vec<&Col> = candidates
            .iter()
            .filter(|c| {
                c.words
                    .last()
                    .is_some_and(|w| members.contains(&word_key(w).as_str()))
            })
            .copied()
            .collect();
        if let Some(first) = found.first() {
            let same_kind: Vec<usize> = found
                .iter()
                .filter(|c| c.numeric() == first.numeric())
                .map(|c| c.index)
                .collect();
            push(concept.to_string(), same_kind, out);
        }
    }
}

pub(crate) fn build(p: &Pattern, v: &TableView, rng: &mut ChaCha8Rng) -> Option<Built> {
    match p {
        Pattern::ColumnAmbiguity { columns, hypernym } => {
            column_ambiguity(v, columns, hypernym, rng)
        }
        Pattern::QuantifierScope { entity, component } => {
            quantifier_scope(v, *entity, *component, rng)
        }
        Pattern::QuantifierScopeLinked { entity, component } => {
            quantifier_scope_linked(v, *entity, *component, rng)
        }
        Pattern::ScopeMissing {
            entity,
            partition,
            measure,
        } => scope_missing(v, *entity, *partition, *measure, rng),
        Pattern::Attachment {
            name,
            category,
            modifier,
        } => attachment(v, *name, *category, *modifier, rng),
        Pattern::TypeToken { kind, filter } => type_token(v, *kind, *filter, rng),
        Pattern::ColumnUnanswerable { attribute, numeric } => {
            column_unanswerable(v, attribute, *numeric, rng)
        }
        Pattern::Calculation { metric, a, b } => calculation(v, metric, *a, *b, rng),
        Pattern::OutOfScope { kind } => out_of_scope(v, *kind, rng),
    }
}

/// Fills `{name}` slots of a template.
fn fill(template: &str, slots: &[(&str, &str)]) -> String {
    let mut s = template.to_string();
    for (k, val) in slots {
        s = s.replace(&format!("{{{k}}}"), val);
    }
    capitalise(&s)
}

fn capitalise(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().collect::<String>() + c.as_str(),
        None => String::new(),
    }
}

fn pick<'t>(rng: &mut ChaCha8Rng, options: &[&'t str]) -> &'t str {
    options.choose(rng).copied().unwrap_or("")
}

fn case(
    v: &TableView,
    question: String,
    category: Category,
    queries: Vec<String>,
    span: &str,
    note: String,
) -> LabelledCase {
    let mut c = LabelledCase::new(
        v.db.id.clone(),
        question,
        category.question_type(),
        Some(category),
        queries,
    );
    c.span = Some(span.to_string());
    c.note = Some(note);
    c
}

/// An answerable seed: kept only when it runs and returns rows.
fn seed(v: &TableView, question: String, sql: String) -> Option<(String, String)> {
    answers(v.connection().as_ref(), &sql).map(|_| (question, sql))
}

/// True when no other column carries all of `col`'s words: naming it is unambiguous.
fn names_one_column(v: &TableView, col: &Col) -> bool {
    let mine: Vec<String> = col.words.iter().map(|w| word_key(w)).collect();
    v.cols.iter().filter(|c| c.index != col.index).all(|c| {
        let theirs: Vec<String> = c.words.iter().map(|w| word_key(w)).collect();
        !mine.iter().all(|k| theirs.contains(k))
    })
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum AmbShape {
    Max,
    Min,
    Avg,
    ArgMax,
    GroupAvg,
    Projection,
    Distinct,
    CountDistinct,
}

fn column_ambiguity(
    v: &TableView,
    columns: &[usize],
    hypernym: &str,
    rng: &mut ChaCha8Rng,
) -> Option<Built> {
    let numeric = v.col(columns[0]).numeric();
    let display = v.display().filter(|d| !columns.contains(d));
    let group = v
        .cols
        .iter()
        .find(|c| c.categorical(v.rows()) && !columns.contains(&c.index) && !c.numeric())
        .map(|c| c.index);
    let mut shapes: Vec<AmbShape> = if numeric {
        vec![AmbShape::Max, AmbShape::Min, AmbShape::Avg]
    } else {
        vec![AmbShape::Distinct, AmbShape::CountDistinct]
    };
    if display.is_some() {
        shapes.push(AmbShape::Projection);
        if numeric {
            shapes.push(AmbShape::ArgMax);
        }
    }
    if group.is_some() && numeric {
        shapes.push(AmbShape::GroupAvg);
    }
    shapes.shuffle(rng);
    let mut order: Vec<usize> = columns.to_vec();
    order.shuffle(rng);
    let t = v.t();
    let noun = v.noun();
    let nouns = v.nouns();
    let d_phrase = display.map(|d| v.col(d).phrase()).unwrap_or_default();
    let g_phrase = group.map(|g| v.col(g).phrase()).unwrap_or_default();
    let conn = v.connection();
    for shape in shapes {
        let sql = |c: usize| -> String {
            let a = v.c(c);
            match shape {
                AmbShape::Max => format!("SELECT MAX({a}) FROM {t}"),
                AmbShape::Min => format!("SELECT MIN({a}) FROM {t}"),
                AmbShape::Avg => format!("SELECT AVG({a}) FROM {t}"),
                AmbShape::ArgMax => format!(
                    "SELECT {} FROM {t} WHERE {a} IS NOT NULL ORDER BY {a} DESC LIMIT 1",
                    v.c(display.unwrap_or(0))
                ),
                AmbShape::GroupAvg => {
                    let g = v.c(group.unwrap_or(0));
                    format!("SELECT {g}, AVG({a}) FROM {t} GROUP BY {g}")
                }
                AmbShape::Projection => {
                    format!("SELECT {}, {a} FROM {t}", v.c(display.unwrap_or(0)))
                }
                AmbShape::Distinct => format!("SELECT DISTINCT {a} FROM {t} WHERE {a} IS NOT NULL"),
                AmbShape::CountDistinct => format!("SELECT COUNT(DISTINCT {a}) FROM {t}"),
            }
        };
        let templates: &[&str] = match shape {
            AmbShape::Max => &[
                "what is the highest {h}?",
                "what is the maximum {h} among all {Ts}?",
                "find the largest {h} of any {T}.",
            ],
            AmbShape::Min => &[
                "what is the lowest {h}?",
                "find the smallest {h} among the {Ts}.",
                "what is the minimum {h} of all {Ts}?",
            ],
            AmbShape::Avg => &[
                "what is the average {h} of {Ts}?",
                "give me the mean {h} across all {Ts}.",
                "on average, what {h} do {Ts} have?",
            ],
            AmbShape::ArgMax => &[
                "which {T} has the highest {h}?",
                "name the {T} with the largest {h}.",
                "show the {d} of the {T} with the top {h}.",
            ],
            AmbShape::GroupAvg => &[
                "what is the average {h} for each {g}?",
                "show the mean {h} per {g}.",
                "for every {g}, give the average {h} of the {Ts}.",
            ],
            AmbShape::Projection => &[
                "list the {d} and {h} of every {T}.",
                "show each {T}'s {d} together with its {h}.",
                "what is the {h} of each {T}? give the {d} too.",
            ],
            AmbShape::Distinct => &[
                "list all the different {h} values of the {Ts}.",
                "which {h} values appear among the {Ts}?",
                "show every distinct {h} of the {Ts}.",
            ],
            AmbShape::CountDistinct => &[
                "how many different {h} values do the {Ts} have?",
                "count the distinct {h} values among all {Ts}.",
            ],
        };
        let queries: Vec<String> = order.iter().map(|&c| sql(c)).collect();
        if distinct_interpretations(conn.as_ref(), &queries).is_none() {
            continue;
        }
        let template = pick(rng, templates);
        let slots = |h: &str| -> String {
            fill(
                template,
                &[
                    ("h", h),
                    ("T", &noun),
                    ("Ts", &nouns),
                    ("d", &d_phrase),
                    ("g", &g_phrase),
                ],
            )
        };
        let question = slots(hypernym);
        let names: Vec<String> = order.iter().map(|&c| v.col(c).name.clone()).collect();
        let note = format!(
            "'{hypernym}' may mean {} of table {}",
            names.join(" or "),
            v.table.name
        );
        let mut seeds = Vec::new();
        for &c in &order {
            let col = v.col(c);
            if names_one_column(v, col) {
                seeds.extend(seed(v, slots(&col.phrase()), sql(c)));
            }
        }
        return Some(Built {
            case: case(
                v,
                question,
                Category::ColumnAmbiguity,
                queries,
                hypernym,
                note,
            ),
            seeds,
        });
    }
    None
}

/// Counts rows of a single-number query; 0 when it fails.
fn count(conn: &dyn clarisql_exec::Database, sql: &str) -> i64 {
    first_column(conn, sql)
        .first()
        .and_then(|v| v.as_f64())
        .map(|f| f as i64)
        .unwrap_or(0)
}

fn quantifier_scope(
    v: &TableView,
    entity: usize,
    component: usize,
    rng: &mut ChaCha8Rng,
) -> Option<Built> {
    let conn = v.connection();
    let (t, e, c) = (v.t(), v.c(entity), v.c(component));
    // Entities and components people name: words, not flags, codes or numbers.
    let entities = first_column(
        conn.as_ref(),
        &format!("SELECT DISTINCT {e} FROM {t} WHERE {e} IS NOT NULL"),
    );
    let components = first_column(
        conn.as_ref(),
        &format!("SELECT DISTINCT {c} FROM {t} WHERE {c} IS NOT NULL LIMIT 50"),
    );
    if flag_like(&entities)
        || mostly_numeric(&entities)
        || mostly_numeric(&components)
        || v.col(entity).words.iter().any(|w| w == "code")
    {
        return None;
    }
    // Many-to-many in the data: some component goes with several entities and back.
    let shared = count(
        conn.as_ref(),
        &format!("SELECT COUNT(*) FROM (SELECT {c} FROM {t} WHERE {e} IS NOT NULL GROUP BY {c} HAVING COUNT(DISTINCT {e}) > 1) AS s"),
    );
    let spread = count(
        conn.as_ref(),
        &format!("SELECT COUNT(*) FROM (SELECT {e} FROM {t} WHERE {c} IS NOT NULL GROUP BY {e} HAVING COUNT(DISTINCT {c}) > 1) AS s"),
    );
    if shared == 0 || spread == 0 {
        return None;
    }
    let collective = format!(
        "SELECT {c} FROM {t} WHERE {e} IS NOT NULL GROUP BY {c} HAVING COUNT(DISTINCT {e}) = (SELECT COUNT(DISTINCT {e}) FROM {t})"
    );
    let distributive =
        format!("SELECT DISTINCT {e}, {c} FROM {t} WHERE {e} IS NOT NULL AND {c} IS NOT NULL");
    let queries = vec![collective, distributive];
    distinct_interpretations(conn.as_ref(), &queries)?;
    let (ep, cp) = (v.col(entity).phrase(), v.col(component).phrase());
    let template = pick(
        rng,
        &[
            "list the {c} that every {e} has.",
            "which {c} does every {e} have?",
            "show the {c} for every {e} in the {Ts}.",
            "find the {c} shared by every {e}.",
        ],
    );
    let question = fill(template, &[("c", &cp), ("e", &ep), ("Ts", &v.nouns())]);
    let note = format!(
        "'every {ep}': the {cp} common to all of them (collective) or each {ep} with its {cp} (distributive); table {}",
        v.table.name
    );
    let seed_q = fill("list each {e} with its {c}.", &[("c", &cp), ("e", &ep)]);
    let seeds = seed(v, seed_q, queries[1].clone()).into_iter().collect();
    Some(Built {
        case: case(
            v,
            question,
            Category::QuantifierScope,
            queries,
            &format!("every {ep}"),
            note,
        ),
        seeds,
    })
}

fn quantifier_scope_linked(
    v: &TableView,
    entity: Link,
    component: Link,
    rng: &mut ChaCha8Rng,
) -> Option<Built> {
    let conn = v.connection();
    let q = crate::verify::quote_ident;
    let table = |l: &Link| &v.db.tables[l.table];
    let col = |l: &Link, c: usize| q(&table(l).columns[c].name);
    let j = v.t();
    let (fe, fc) = (v.c(entity.fk_column), v.c(component.fk_column));
    let (te, tc) = (q(&table(&entity).name), q(&table(&component).name));
    let (ke, kc) = (col(&entity, entity.key), col(&component, component.key));
    let (de, dc) = (
        col(&entity, entity.display),
        col(&component, component.display),
    );
    let shared = count(
        conn.as_ref(),
        &format!("SELECT COUNT(*) FROM (SELECT {fc} FROM {j} GROUP BY {fc} HAVING COUNT(DISTINCT {fe}) > 1) AS s"),
    );
    let spread = count(
        conn.as_ref(),
        &format!("SELECT COUNT(*) FROM (SELECT {fe} FROM {j} GROUP BY {fe} HAVING COUNT(DISTINCT {fc}) > 1) AS s"),
    );
    if shared == 0 || spread == 0 {
        return None;
    }
    let names = first_column(conn.as_ref(), &format!("SELECT DISTINCT {de} FROM {te}"));
    if flag_like(&names) || mostly_numeric(&names) {
        return None;
    }
    let collective = format!(
        "SELECT {tc}.{dc} FROM {tc} WHERE {tc}.{kc} IN (SELECT {fc} FROM {j} GROUP BY {fc} HAVING COUNT(DISTINCT {fe}) = (SELECT COUNT(DISTINCT {fe}) FROM {j}))"
    );
    let distributive = format!(
        "SELECT DISTINCT {te}.{de}, {tc}.{dc} FROM {j} JOIN {te} ON {j}.{fe} = {te}.{ke} JOIN {tc} ON {j}.{fc} = {tc}.{kc}"
    );
    let queries = vec![collective, distributive];
    distinct_interpretations(conn.as_ref(), &queries)?;
    let e_noun = words::row_noun(&table(&entity).name);
    let c_noun = words::row_noun(&table(&component).name);
    let template = pick(
        rng,
        &[
            "list the {c} that every {e} has.",
            "which {c} does every {e} have?",
            "find the {c} shared by every {e}.",
            "show the {c} linked to every {e}.",
        ],
    );
    let question = fill(template, &[("c", &c_noun), ("e", &e_noun)]);
    let note = format!(
        "'every {e_noun}': the {c_noun} linked to all of them (collective) or each {e_noun} with its {c_noun} (distributive), through table {}",
        v.table.name
    );
    let seed_q = fill(
        "list each {e} with its {c}.",
        &[("c", &c_noun), ("e", &e_noun)],
    );
    let seeds = seed(v, seed_q, queries[1].clone()).into_iter().collect();
    Some(Built {
        case: case(
            v,
            question,
            Category::QuantifierScope,
            queries,
            &format!("every {e_noun}"),
            note,
        ),
        seeds,
    })
}

fn scope_missing(
    v: &TableView,
    entity: usize,
    partition: usize,
    measure: usize,
    rng: &mut ChaCha8Rng,
) -> Option<Built> {
    let conn = v.connection();
    let (t, e, p, m) = (v.t(), v.c(entity), v.c(partition), v.c(measure));
    // Versions of one thing agree on every other text column (a wine's grape and winery): rows
    // that share a name but differ there are different things, and listing them is the answer.
    let same_thing: String = v
        .cols
        .iter()
        .filter(|c| {
            c.kind == clarisql_lake::ColumnKind::Text
                && !c.key
                && ![entity, partition, measure].contains(&c.index)
        })
        .map(|c| format!(" AND COUNT(DISTINCT {}) <= 1", v.c(c.index)))
        .collect();
    let entities = first_column(
        conn.as_ref(),
        &format!("SELECT {e} FROM {t} WHERE {e} IS NOT NULL AND {p} IS NOT NULL AND {m} IS NOT NULL GROUP BY {e} HAVING COUNT(DISTINCT {p}) BETWEEN 2 AND 4 AND COUNT(DISTINCT {m}) >= 2{same_thing} ORDER BY {e} LIMIT 20"),
    );
    // The entity is named in the question: a word or a name, not a flag or a code letter.
    let choices: Vec<_> = entities
        .iter()
        .filter(|x| {
            speakable(x).is_some_and(|s| s.chars().count() >= 3 && s.parse::<f64>().is_err())
        })
        .collect();
    let value = *choices.choose(rng)?;
    let shown = speakable(value)?;
    let lit = value_literal(value);
    let parts = first_column(
        conn.as_ref(),
        &format!("SELECT DISTINCT {p} FROM {t} WHERE {e} = {lit} AND {p} IS NOT NULL AND {m} IS NOT NULL ORDER BY {p}"),
    );
    if parts.len() < 2 {
        return None;
    }
    let queries: Vec<String> = parts
        .iter()
        .map(|pv| {
            format!(
                "SELECT {m} FROM {t} WHERE {e} = {lit} AND {p} = {}",
                value_literal(pv)
            )
        })
        .collect();
    distinct_interpretations(conn.as_ref(), &queries)?;
    let (mp, pp) = (v.col(measure).phrase(), v.col(partition).phrase());
    let template = pick(
        rng,
        &[
            "what is the {m} of {v}?",
            "show the {m} for {v}.",
            "tell me the {m} of {v}.",
            "what {m} does {v} have?",
        ],
    );
    let question = fill(template, &[("m", &mp), ("v", &shown)]);
    let shown_parts: Vec<String> = parts.iter().map(|x| x.to_string()).collect();
    let note = format!(
        "{shown} has a {mp} for each {pp} ({}) in table {}; the question names none",
        shown_parts.join(", "),
        v.table.name
    );
    let first = parts.first().map(|x| x.to_string()).unwrap_or_default();
    let seed_q = fill(
        "what is the {m} of {v} for {p} {pv}?",
        &[("m", &mp), ("v", &shown), ("p", &pp), ("pv", &first)],
    );
    let seeds = seed(v, seed_q, queries[0].clone()).into_iter().collect();
    Some(Built {
        case: case(v, question, Category::ScopeMissing, queries, &shown, note),
        seeds,
    })
}

fn attachment(
    v: &TableView,
    name: usize,
    category: usize,
    modifier: usize,
    rng: &mut ChaCha8Rng,
) -> Option<Built> {
    let conn = v.connection();
    let (t, n, c, m) = (v.t(), v.c(name), v.c(category), v.c(modifier));
    let shared = first_column(
        conn.as_ref(),
        &format!("SELECT {m} FROM {t} WHERE {m} IS NOT NULL AND {c} IS NOT NULL GROUP BY {m} HAVING COUNT(DISTINCT {c}) >= 2 ORDER BY {m} LIMIT 20"),
    );
    let shared: Vec<_> = shared.iter().filter(|x| speakable(x).is_some()).collect();
    let mv = *shared.choose(rng)?;
    let mlit = value_literal(mv);
    let mut cats = first_column(
        conn.as_ref(),
        &format!("SELECT DISTINCT {c} FROM {t} WHERE {m} = {mlit} ORDER BY {c} LIMIT 12"),
    );
    cats.retain(|x| speakable(x).is_some());
    cats.shuffle(rng);
    if cats.len() < 2 {
        return None;
    }
    let (c1, c2) = (&cats[0], &cats[1]);
    if flag_like(&cats[..2]) {
        return None;
    }
    let (l1, l2) = (value_literal(c1), value_literal(c2));
    let both = format!("SELECT {n} FROM {t} WHERE ({c} = {l1} OR {c} = {l2}) AND {m} = {mlit}");
    let last_only =
        format!("SELECT {n} FROM {t} WHERE {c} = {l1} OR ({c} = {l2} AND {m} = {mlit})");
    let queries = vec![both, last_only];
    distinct_interpretations(conn.as_ref(), &queries)?;
    let (s1, s2, smv) = (speakable(c1)?, speakable(c2)?, speakable(mv)?);
    let (np, mp) = (v.col(name).phrase(), v.col(modifier).phrase());
    let template = pick(
        rng,
        &[
            "list the {n} of {c1} and {c2} {Ts} with {m} {mv}.",
            "show {c1} and {c2} {Ts} whose {m} is {mv}.",
            "which {Ts} are {c1} or {c2} with a {m} of {mv}? give their {n}.",
        ],
    );
    let question = fill(
        template,
        &[
            ("n", &np),
            ("c1", &s1),
            ("c2", &s2),
            ("Ts", &v.nouns()),
            ("m", &mp),
            ("mv", &smv),
        ],
    );
    let note = format!(
        "'{mp} {smv}' may restrict both {s1} and {s2} {} or only {s2}; table {}",
        v.nouns(),
        v.table.name
    );
    let cp = v.col(category).phrase();
    let seed_q = fill(
        "list the {n} of {Ts} whose {cp} is {c1} or {c2} and whose {m} is {mv}.",
        &[
            ("n", &np),
            ("Ts", &v.nouns()),
            ("cp", &cp),
            ("c1", &s1),
            ("c2", &s2),
            ("m", &mp),
            ("mv", &smv),
        ],
    );
    let seeds = seed(v, seed_q, queries[0].clone()).into_iter().collect();
    Some(Built {
        case: case(
            v,
            question,
            Category::AttachmentAmbiguity,
            queries,
            &format!("{mp} {smv}"),
            note,
        ),
        seeds,
    })
}

fn type_token(
    v: &TableView,
    kind: usize,
    filter: Option<usize>,
    rng: &mut ChaCha8Rng,
) -> Option<Built> {
    let conn = v.connection();
    let (t, k) = (v.t(), v.c(kind));
    let (condition, f_phrase, fv_shown) = match filter {
        Some(f) => {
            let fc = v.c(f);
            let values = first_column(
                conn.as_ref(),
                &format!("SELECT {fc} FROM {t} WHERE {fc} IS NOT NULL GROUP BY {fc} HAVING COUNT(*) >= 2 ORDER BY {fc} LIMIT 12"),
            );
            let values: Vec<_> = values.iter().filter(|x| speakable(x).is_some()).collect();
            let fv = *values.choose(rng)?;
            (
                format!(" WHERE {fc} = {}", value_literal(fv)),
                v.col(f).phrase(),
                speakable(fv)?,
            )
        }
        None => (String::new(), String::new(), String::new()),
    };
    let token = format!("SELECT COUNT(*) FROM {t}{condition}");
    let type_ = format!("SELECT COUNT(DISTINCT {k}) FROM {t}{condition}");
    let queries = vec![token, type_];
    distinct_interpretations(conn.as_ref(), &queries)?;
    let kp = words::plural(&v.col(kind).phrase());
    let templates: &[&str] = if filter.is_some() {
        &[
            "how many {ks} are there among the {Ts} with {f} {fv}?",
            "count the {ks} of {Ts} whose {f} is {fv}.",
            "for {f} {fv}, how many {ks} do the {Ts} have?",
        ]
    } else {
        &[
            "how many {ks} are there among the {Ts}?",
            "count the {ks} listed for the {Ts}.",
            "how many {ks} do the {Ts} have?",
        ]
    };
    let question = fill(
        pick(rng, templates),
        &[
            ("ks", &kp),
            ("Ts", &v.nouns()),
            ("f", &f_phrase),
            ("fv", &fv_shown),
        ],
    );
    let note = format!(
        "'how many {kp}': every row (COUNT(*)) or every different {} (COUNT(DISTINCT)); table {}",
        v.col(kind).phrase(),
        v.table.name
    );
    let seed_q = fill(
        if filter.is_some() {
            "how many different {k} values do the {Ts} with {f} {fv} have?"
        } else {
            "how many different {k} values do the {Ts} have?"
        },
        &[
            ("k", &v.col(kind).phrase()),
            ("Ts", &v.nouns()),
            ("f", &f_phrase),
            ("fv", &fv_shown),
        ],
    );
    let seeds = seed(v, seed_q, queries[1].clone()).into_iter().collect();
    Some(Built {
        case: case(v, question, Category::TypeToken, queries, &kp, note),
        seeds,
    })
}

/// The SQL name a made-up attribute or function would have.
fn made_up_ident(phrase: &str) -> String {
    phrase
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .collect::<Vec<_>>()
        .join("_")
        .to_lowercase()
}

fn column_unanswerable(
    v: &TableView,
    attribute: &str,
    numeric: bool,
    rng: &mut ChaCha8Rng,
) -> Option<Built> {
    let conn = v.connection();
    let t = v.t();
    // Bare: SQLite reads an unknown double-quoted name as a string, and the query would run.
    let x = made_up_ident(attribute);
    let display = v.display();
    let measure = v
        .cols
        .iter()
        .filter(|c| c.measure())
        .map(|c| c.index)
        .collect::<Vec<_>>();
    let category = v
        .cols
        .iter()
        .filter(|c| c.categorical(v.rows()) && !c.numeric())
        .map(|c| c.index)
        .collect::<Vec<_>>();
    // (question template, SQL template with {x} for the attribute column, real column to seed with)
    let mut shapes: Vec<(&str, String, Option<usize>)> = Vec::new();
    if let Some(d) = display {
        let dc = v.c(d);
        let real = if numeric {
            measure.first()
        } else {
            category.first()
        }
        .copied();
        for q in [
            "what is the {a} of each {T}?",
            "list every {T} with its {a}.",
            "show the {d} and {a} of all {Ts}.",
        ] {
            shapes.push((q, format!("SELECT {dc}, {{x}} FROM {t}"), real));
        }
        if numeric {
            shapes.push((
                "which {T} has the highest {a}?",
                format!("SELECT {dc} FROM {t} ORDER BY {{x}} DESC LIMIT 1"),
                measure.first().copied(),
            ));
        }
    }
    if numeric {
        shapes.push((
            "what is the average {a} of the {Ts}?",
            format!("SELECT AVG({{x}}) FROM {t}"),
            measure.first().copied(),
        ));
    } else {
        shapes.push((
            "how many {Ts} are there for each {a}?",
            format!("SELECT {{x}}, COUNT(*) FROM {t} GROUP BY {{x}}"),
            category.first().copied(),
        ));
    }
    let (template, sql, real) = shapes.choose(rng)?.clone();
    let transformed = sql.replace("{x}", &x);
    if !fails(conn.as_ref(), &transformed) {
        return None;
    }
    let d_phrase = display.map(|d| v.col(d).phrase()).unwrap_or_default();
    let render = |a: &str| {
        fill(
            template,
            &[
                ("a", a),
                ("T", &v.noun()),
                ("Ts", &v.nouns()),
                ("d", &d_phrase),
            ],
        )
    };
    let question = render(attribute);
    let seeds = real
        .and_then(|r| {
            let col = v.col(r);
            names_one_column(v, col)
                .then(|| seed(v, render(&col.phrase()), sql.replace("{x}", &v.c(r))))
                .flatten()
        })
        .into_iter()
        .collect();
    let note = format!(
        "no column of database {} holds '{attribute}' (the transformed query fails: {transformed})",
        v.db.id
    );
    Some(Built {
        case: case(
            v,
            question,
            Category::ColumnUnanswerable,
            Vec::new(),
            attribute,
            note,
        ),
        seeds,
    })
}

fn calculation(
    v: &TableView,
    metric: &str,
    a: usize,
    b: usize,
    rng: &mut ChaCha8Rng,
) -> Option<Built> {
    let conn = v.connection();
    let t = v.t();
    let udf = format!("{}({}, {})", made_up_ident(metric), v.c(a), v.c(b));
    let display = v.display();
    let mut shapes: Vec<(&str, String)> = vec![(
        "what is the average {m} of all {Ts}?",
        format!("SELECT AVG({udf}) FROM {t}"),
    )];
    if let Some(d) = display {
        let dc = v.c(d);
        shapes.push((
            "what is the {m} of each {T}?",
            format!("SELECT {dc}, {udf} FROM {t}"),
        ));
        shapes.push((
            "which {T} has the best {m}?",
            format!("SELECT {dc} FROM {t} ORDER BY {udf} DESC LIMIT 1"),
        ));
        shapes.push((
            "rank the {Ts} by {m}, best first.",
            format!("SELECT {dc} FROM {t} ORDER BY {udf} DESC"),
        ));
    }
    let (template, sql) = shapes.choose(rng)?.clone();
    if !fails(conn.as_ref(), &sql) {
        return None;
    }
    let question = fill(
        template,
        &[("m", metric), ("T", &v.noun()), ("Ts", &v.nouns())],
    );
    let seed_q = fill(
        "what is the average {a} of all {Ts}?",
        &[("a", &v.col(a).phrase()), ("Ts", &v.nouns())],
    );
    let seeds = names_one_column(v, v.col(a))
        .then(|| seed(v, seed_q, format!("SELECT AVG({}) FROM {t}", v.c(a))))
        .flatten()
        .into_iter()
        .collect();
    let note = format!(
        "'{metric}' would need a formula over columns such as {} and {}; none is defined (the query with the function fails: {sql})",
        v.col(a).name,
        v.col(b).name
    );
    Some(Built {
        case: case(
            v,
            question,
            Category::CalculationUnanswerable,
            Vec::new(),
            metric,
            note,
        ),
        seeds,
    })
}

fn out_of_scope(v: &TableView, kind: OutOfScopeKind, rng: &mut ChaCha8Rng) -> Option<Built> {
    let conn = v.connection();
    let t = v.t();
    let measures: Vec<usize> = v
        .cols
        .iter()
        .filter(|c| c.measure())
        .map(|c| c.index)
        .collect();
    let display = v.display();
    let a = measures.choose(rng).copied();
    let b = measures.iter().copied().find(|m| Some(*m) != a);
    let ap = a.map(|x| v.col(x).phrase()).unwrap_or_default();
    let bp = b.map(|x| v.col(x).phrase()).unwrap_or_default();
    let dp = display.map(|x| v.col(x).phrase()).unwrap_or_default();
    let (template, sql, span): (&str, String, &str) = match kind {
        OutOfScopeKind::Forecast => {
            let ac = v.c(a?);
            let (q, span) = *[
                ("predict the {a} of each {T} for next year.", "predict"),
                (
                    "what will the average {a} of the {Ts} be next year?",
                    "will",
                ),
                (
                    "forecast how the total {a} of the {Ts} will change over the next five years.",
                    "forecast",
                ),
            ]
            .choose(rng)?;
            (q, format!("SELECT forecast_next_year({ac}) FROM {t}"), span)
        }
        OutOfScopeKind::Chart => {
            let ac = v.c(a?);
            let mut options = vec![("draw a bar chart of the {a} of the {Ts}.", "bar chart")];
            if b.is_some() {
                options.push(("plot {a} against {b} for all {Ts}.", "plot"));
            }
            if display.is_some() {
                options.push((
                    "make a pie chart of the {a} of each {T} by {d}.",
                    "pie chart",
                ));
            }
            let (q, span) = *options.choose(rng)?;
            (q, format!("SELECT bar_chart({ac}) FROM {t}"), span)
        }
        OutOfScopeKind::Email => {
            let dc = v.c(display?);
            let (q, span) = *[
                ("email the list of {T} {ds} to my manager.", "email"),
                ("send a reminder message to every {T} on the list.", "send"),
            ]
            .choose(rng)?;
            (q, format!("SELECT send_email({dc}) FROM {t}"), span)
        }
        OutOfScopeKind::Web => {
            let d = display?;
            let values = first_column(
                conn.as_ref(),
                &format!("SELECT {} FROM {t} LIMIT 30", v.c(d)),
            );
            let values: Vec<String> = values.iter().filter_map(speakable).collect();
            let value = values.choose(rng)?.clone();
            let (q, span) = *[
                (
                    "search the web for the latest news about {v}.",
                    "search the web",
                ),
                ("what does wikipedia say about {v}?", "wikipedia"),
                ("find online reviews of {v}.", "online reviews"),
            ]
            .choose(rng)?;
            let sql = format!("SELECT web_search({})", verify::literal(&value, false));
            let question = fill(q, &[("v", &value)]);
            if !fails(conn.as_ref(), &sql) {
                return None;
            }
            let note = format!("needs the web, not database {}", v.db.id);
            return Some(Built {
                case: case(v, question, Category::OutOfScope, Vec::new(), span, note),
                seeds: Vec::new(),
            });
        }
        OutOfScopeKind::Translate => {
            let dc = v.c(display?);
            (
                "translate the {d} of every {T} into french.",
                format!("SELECT translate_text({dc}, 'fr') FROM {t}"),
                "translate",
            )
        }
    };
    if !fails(conn.as_ref(), &sql) {
        return None;
    }
    let ds = words::plural(&dp);
    let question = fill(
        template,
        &[
            ("a", &ap),
            ("b", &bp),
            ("d", &dp),
            ("ds", &ds),
            ("T", &v.noun()),
            ("Ts", &v.nouns()),
        ],
    );
    let mut seeds = Vec::new();
    if let (Some(x), Some(d)) = (a, display) {
        let q = fill(
            "list the {d} and {a} of every {T}.",
            &[("d", &dp), ("a", &ap), ("T", &v.noun())],
        );
        if names_one_column(v, v.col(x)) {
            seeds.extend(seed(
                v,
                q,
                format!("SELECT {}, {} FROM {t}", v.c(d), v.c(x)),
            ));
        }
    }
    let note =
        format!("asks for something SQL cannot do (the query with the function fails: {sql})");
    Some(Built {
        case: case(v, question, Category::OutOfScope, Vec::new(), span, note),
        seeds,
    })
}
