//! Small facts the passes consult about words ("looks plural", "opens a condition") and the
//! schema ("holds dates", "the time column of these tables").

use super::*;

/// "are located in room B12": a one-word passive participle after "be" with a place after it
/// (not "required at most", a bound) says how the things relate; it asks for nothing.
pub(super) fn passive_before_place(tokens: &[Token], start: usize, end: usize) -> bool {
    end - start == 1
        && crate::detect::after_be(tokens, start, end)
        && clarisql_text::is_past_participle(&tokens[start].norm)
        && tokens
            .get(end)
            .is_some_and(|t| clarisql_text::is_place_preposition(&t.norm))
        && !tokens
            .get(end + 1)
            .is_some_and(|t| matches!(t.norm.as_str(), "most" | "least"))
}

/// "moves that went to Leeds", "parcels coming from Oslo": a verb of going right before the
/// preposition of a place says how the rows relate to it, which the place's condition reads.
pub(super) fn motion_before_place(tokens: &[Token], start: usize, end: usize) -> bool {
    end - start == 1
        && matches!(
            tokens[start].norm.as_str(),
            "go" | "goes"
                | "went"
                | "gone"
                | "going"
                | "come"
                | "comes"
                | "came"
                | "coming"
                | "head"
                | "heads"
                | "headed"
                | "heading"
        )
        && tokens
            .get(end)
            .is_some_and(|t| matches!(t.norm.as_str(), "to" | "from" | "into" | "out"))
        && tokens.get(end + 1).is_some_and(|t| t.is_word())
}

pub(super) fn table_matches(u: &Unit) -> Vec<(TableId, f32)> {
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
pub(super) fn is_bridge(ctx: &Context, t: TableId) -> bool {
    ctx.lake.table(t).primary_key.is_empty() && pairs_only(ctx, t, &keys_from(ctx, t))
}

/// The foreign keys table `t` holds, to the tables it refers to.
pub(super) fn keys_from<'a>(ctx: &Context<'a>, t: TableId) -> Vec<&'a clarisql_lake::ForeignKey> {
    ctx.lake
        .db(t.db)
        .foreign_keys
        .iter()
        .filter(|fk| fk.from_table == t.table as usize)
        .collect()
}

/// Two keys or more (`keys`, those `t` holds) and every column of `t` in one: its rows only
/// pair rows of other tables.
pub(super) fn pairs_only(ctx: &Context, t: TableId, keys: &[&clarisql_lake::ForeignKey]) -> bool {
    keys.len() >= 2
        && (0..ctx.lake.table(t).columns.len())
            .all(|c| keys.iter().any(|fk| fk.from_columns.contains(&c)))
}

/// `noun` names the doer of `verb`: teacher, instructor, driver, players of teach, instruct,
/// drive, play.
pub(super) fn is_agent_noun_of(noun: &str, verb: &str) -> bool {
    verb.len() >= 3
        && noun
            .strip_prefix(verb)
            .is_some_and(|rest| matches!(rest, "er" | "or" | "r" | "ers" | "ors" | "rs"))
}

pub(super) fn best_table(u: &Unit) -> Option<(TableId, f32)> {
    table_matches(u).into_iter().next()
}

/// The column the unit's words fit best, with how well.
pub(super) fn best_column(u: &Unit) -> Option<(ColumnId, f32)> {
    u.schema
        .iter()
        .filter_map(|m| match m.element {
            Element::Column(c) => Some((c, m.score)),
            _ => None,
        })
        .max_by(|a, b| a.1.total_cmp(&b.1))
}

/// Whether unit `i` comes right after a count cue: it names the thing counted ("the number of
/// students").
pub(super) fn follows_count(units: &[Unit], i: usize) -> bool {
    i.checked_sub(1)
        .is_some_and(|p| units[p].cue == Some(Cue::Count) && units[p].end == units[i].start)
}

pub(super) fn best_column_score(u: &Unit) -> f32 {
    u.schema
        .iter()
        .filter(|m| matches!(m.element, Element::Column(_)))
        .map(|m| m.score)
        .fold(0.0, f32::max)
}

/// A value reading is preferred over a schema reading for names: quoted, capitalised,
/// multi-word, or better scored.
pub(super) fn prefers_value(u: &Unit, tokens: &[Token]) -> bool {
    if u.values.is_empty() || u.cue.is_some() {
        return false;
    }
    // A bare number stored as text ("2008") reads as a number (a year, a count) unless quoted;
    // so does a lower-case number word ("two regions", not a storm called 'Two').
    let first = &tokens[u.start];
    let number_word =
        u.end - u.start == 1 && first.kind == TokenKind::Word && !first.is_capitalised();
    if u.number.is_some() && (first.kind == TokenKind::Number || number_word) {
        return false;
    }
    let best_value = u.values.iter().map(|v| v.score).fold(0.0, f32::max);
    let best_schema = u.schema.iter().map(|m| m.score).fold(0.0, f32::max);
    if u.schema.is_empty() {
        return true;
    }
    let quoted = first.kind == TokenKind::Quoted;
    let capitalised = u.start > 0 && first.is_capitalised();
    quoted
        || ((capitalised || u.end - u.start > 1) && best_value >= best_schema - 0.05)
        || best_value > best_schema + 0.1
}

/// Words that open a relative clause or a condition.
pub(super) fn opens_condition(t: &Token, i: usize) -> bool {
    matches!(
        t.norm.as_str(),
        "that" | "who" | "whose" | "where" | "with" | "having" | "whom" | "without"
    ) || (i > 0 && t.norm == "which")
}

/// Adjectives whose comparative form compares a measurable property ("older than").
pub(super) fn comparative(t: &Token) -> Option<(&'static [&'static str], bool)> {
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
            | "dearer"
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

/// The tables the question's words name surely (a match of 0.75 or more), in question order:
/// by one of their columns, and with `by_table_name` by their own name too.
pub(super) fn tables_named(units: &[Unit], by_table_name: bool) -> Vec<TableId> {
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
/// start with "YYYY-MM". A table that refers to another of `tables` comes first: its rows are
/// the events ("trains that ran on the Coast Line in March" are departures of a route), and
/// the time said is theirs, not when the route opened.
pub(super) fn date_column(ctx: &Context, tables: &[TableId]) -> Option<ColumnId> {
    let refers_to_another = |t: TableId| {
        ctx.lake.db(t.db).foreign_keys.iter().any(|fk| {
            fk.from_table == t.table as usize
                && fk.to_table != fk.from_table
                && tables.iter().any(|o| o.table as usize == fk.to_table)
        })
    };
    let dated = |t: TableId| {
        let dates = dates_of(ctx, t);
        own_date(ctx, t, &dates).or_else(|| dates.first().copied())
    };
    tables
        .iter()
        .filter(|&&t| refers_to_another(t))
        .chain(tables.iter())
        .find_map(|&t| dated(t))
}

/// Of several date columns `dates` of table `t`, the one that dates its rows themselves: the
/// one named after them (`order_date` of orders), else the one every row fills, else of those
/// the one whose dates come first — an order is dropped off before it is ready or collected, a
/// request made before it is scheduled, a course starts before it ends. None for fewer than
/// two, or when the data does not tell.
pub(super) fn own_date(ctx: &Context, t: TableId, dates: &[ColumnId]) -> Option<ColumnId> {
    if dates.len() < 2 {
        return None;
    }
    if let Some(c) = named_after_rows(ctx, t, dates) {
        return Some(c);
    }
    let filled: Vec<ColumnId> = dates
        .iter()
        .copied()
        .filter(|&c| ctx.lake.column(c).profile.nulls == 0)
        .collect();
    let first_date = |c: ColumnId| {
        known_dates(ctx, c)
            .map(|v| v.get(..10).unwrap_or(v))
            .min()
            .map(str::to_string)
    };
    match filled[..] {
        [] => None,
        [c] => Some(c),
        _ => {
            let mut firsts: Vec<(String, ColumnId)> = filled
                .iter()
                .filter_map(|&c| first_date(c).map(|d| (d, c)))
                .collect();
            firsts.sort();
            match firsts.as_slice() {
                [(a, c), (b, _), ..] if a < b => Some(*c),
                _ => None,
            }
        }
    }
}

/// The latest year date column `col` holds.
pub(super) fn latest_year(ctx: &Context, col: ColumnId) -> Option<i64> {
    known_dates(ctx, col)
        .filter_map(|v| v.get(..4).and_then(|y| y.parse::<i64>().ok()))
        .max()
}

/// The values of column `col` its profile keeps: its first and last date, its value list and
/// its frequent values (where the min and max of its dates are to be found).
fn known_dates<'l>(ctx: &Context<'l>, col: ColumnId) -> impl Iterator<Item = &'l str> {
    let profile = &ctx.lake.column(col).profile;
    profile
        .dates
        .iter()
        .flat_map(|(first, last)| [first, last])
        .chain(&profile.values)
        .chain(profile.top.iter().map(|(v, _)| v))
        .map(String::as_str)
}

/// The one of `columns` whose name holds a word of its table's name: `order_date` of orders.
pub(super) fn named_after_rows(
    ctx: &Context,
    t: TableId,
    columns: &[ColumnId],
) -> Option<ColumnId> {
    let rows: Vec<String> = clarisql_text::identifier_words(&ctx.lake.table(t).name)
        .iter()
        .map(|w| clarisql_text::stem(w))
        .collect();
    let mut named = columns.iter().copied().filter(|&c| {
        clarisql_text::identifier_words(&ctx.lake.column(c).name)
            .iter()
            .any(|w| rows.contains(&clarisql_text::stem(w)))
    });
    match (named.next(), named.next()) {
        (Some(c), None) => Some(c),
        _ => None,
    }
}

/// The last moment of a day written as a date ("2021-06-30") when `col` stores times of day
/// too: a bound that includes the day must include its times ("2021-06-30 10:00" sorts after
/// "2021-06-30").
pub(super) fn through_the_day(ctx: &Context, col: ColumnId, date: String) -> String {
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

/// Whether column `c` holds dates (`Column::holds_dates`).
pub(super) fn holds_dates(ctx: &Context, c: ColumnId) -> bool {
    ctx.lake.column(c).holds_dates()
}

/// The columns of table `t` that hold dates (`holds_dates`), in table order.
pub(super) fn dates_of(ctx: &Context, t: TableId) -> Vec<ColumnId> {
    ctx.columns_of(&[t])
        .filter(|&c| holds_dates(ctx, c))
        .collect()
}

/// Whether column `c` holds points in time: dates, or whole numbers that read as years (stored
/// as numbers or as text; four-digit years sort the same either way).
pub(super) fn holds_times(ctx: &Context, c: ColumnId) -> bool {
    let p = &ctx.lake.column(c).profile;
    let year =
        |v: Option<f64>| v.is_some_and(|v| v.fract() == 0.0 && (1000.0..3000.0).contains(&v));
    let years = match ctx.kind(c) {
        ColumnKind::Integer | ColumnKind::Real => year(p.min) && year(p.max),
        ColumnKind::Text => {
            !p.top.is_empty()
                && p.top
                    .iter()
                    .all(|(v, _)| v.len() == 4 && year(v.parse::<f64>().ok()))
        }
        _ => false,
    };
    years || holds_dates(ctx, c)
}

/// Head nouns that name a kind of column every table has.
pub(super) fn is_generic_head(tokens: &[Token]) -> bool {
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
pub(super) fn number_named_like_table(ctx: &Context, t: TableId, u: &Unit) -> Option<ColumnId> {
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
pub(super) fn holds_kinds(ctx: &Context, c: ColumnId, kind: &str) -> bool {
    !ctx.is_key(c)
        && !ctx.lake.has_unique_values(c)
        && identifier_stems(&ctx.lake.column(c).name)
            .iter()
            .any(|w| w == kind)
}

/// The columns of `t` holding kinds named by `kind`.
pub(super) fn kind_columns(ctx: &Context, t: TableId, kind: &str) -> Vec<ColumnId> {
    (0..ctx.lake.table(t).columns.len())
        .map(|c| t.column(c))
        .filter(|&c| holds_kinds(ctx, c, kind))
        .collect()
}

/// The stems of an identifier's words (`num_employees` -> num, employe).
pub(super) fn identifier_stems(name: &str) -> Vec<String> {
    clarisql_text::identifier_words(name)
        .iter()
        .map(|w| clarisql_text::stem(w))
        .collect()
}

pub(super) fn quantity_column(ctx: &Context, u: &Unit, focus: &[TableId]) -> Option<ColumnId> {
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
pub(super) fn names_an_identifier(ctx: &Context, c: ColumnId) -> bool {
    let words = clarisql_text::identifier_words(&ctx.lake.column(c).name);
    words
        .last()
        .is_some_and(|w| matches!(w.as_str(), "number" | "no" | "num" | "id" | "code" | "nbr"))
}

/// Marks the comparative adjective just before a "than" cue as explained.
pub(super) fn mark_adjective(st: &mut State, units: &[Unit], cue: usize) {
    if let Some(adj) = units.iter().position(|u| u.end == units[cue].start) {
        st.used[adj] = true;
    }
}

pub(super) fn dedup(v: &mut Vec<Expr>) {
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
pub(super) fn paths_ambiguous(ctx: &Context, q: &Query) -> bool {
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
pub(super) fn concept_column_any(
    ctx: &Context,
    words: &[&str],
    tables: &[TableId],
) -> Option<ColumnId> {
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
pub(super) fn related_conditions_as_subqueries(
    ctx: &Context,
    entity: TableId,
    filters: Vec<Cond>,
) -> (Vec<Cond>, bool) {
    let Some(key) = ctx.lake.single_key(entity) else {
        return (filters, false);
    };
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

/// How sure a reading is that a noun the data does not know, where the question says what it
/// counts or lists, is the asker's word for the rows of the table the rest chose ("jobs" for
/// `installations`): likely, and stated as an assumption.
pub(super) const ROWS_WORD_DOUBT: f32 = 0.9;

/// Whether unit `i` stands where a question names what it counts or lists: "how many X",
/// "number of X", "which X", "what X", "the priciest X", "list (all) (the) X".
pub(super) fn heads_question(units: &[Unit], tokens: &[Token], i: usize) -> bool {
    let start = units[i].start;
    if follows_count(units, i) {
        return true;
    }
    // ("which York jobs": a place's name may stand between.)
    let previous = |k: usize| start.checked_sub(k).map(|p| tokens[p].norm.as_str());
    if matches!(previous(1), Some("which" | "what"))
        || (start >= 2
            && tokens[start - 1].is_capitalised()
            && matches!(previous(2), Some("which" | "what")))
    {
        return true;
    }
    // "the priciest job" (not "the most popular form": an adjective follows "most").
    if i > 0
        && units[i - 1].end == start
        && matches!(units[i - 1].cue, Some(Cue::Superlative { .. }))
        && tokens[start - 1].norm.ends_with("est")
    {
        return true;
    }
    // "list all the X", "show me our X": a request verb opening the question, then only
    // determiners.
    let mut k = start;
    while k > 0
        && matches!(
            tokens[k - 1].norm.as_str(),
            "all" | "the" | "our" | "my" | "me" | "every" | "any"
        )
    {
        k -= 1;
    }
    k == 1 && matches!(tokens[0].norm.as_str(), "list" | "show" | "give" | "find")
}

/// The table whose rows a query lists or counts: that of its first shown column, else the
/// first table it reads.
pub(super) fn rows_table(q: &Query) -> Option<TableId> {
    q.select
        .iter()
        .find_map(|e| e.column())
        .map(|c| c.table)
        .or_else(|| q.tables.first().copied())
}

/// How sure a reading is with a verb it could not place ("the managers who oversee …"): it
/// usually restates how the things the reading joins relate.
pub(super) const UNPLACED_VERB_DOUBT: f32 = 0.9;

/// How sure a reading is of a value the question spells otherwise than the data ('Brightwatter'
/// for 'Brightwater'): below the answer threshold, so the near values are offered (on Spider train
/// the nearest value was the one meant about half the time).
pub(super) const MISSPELT_VALUE_DOUBT: f32 = 0.6;

/// How sure a reading over four joined tables is, at most.
pub(super) const LONG_JOIN_DOUBT: f32 = 0.55;

/// How sure a reading is that shows rows no column names by their description or key (below
/// the answer threshold: a guess at what to show, though the rest of the reading may hold).
pub(super) const UNNAMED_ROWS_DOUBT: f32 = 0.6;

/// The doubt about conditions no row can meet together.
pub(super) const CANNOT_HOLD_TOGETHER: &str = "conditions that cannot hold together";

/// The doubt about "X and Y" said of one column that holds one value per row.
pub(super) const TWO_VALUES_ANDED: &str = "two values for one column joined by 'and'";

/// Two equalities on the same column ("status = A", "status = B").
pub(super) fn same_column_equalities(a: &Cond, b: &Cond) -> bool {
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

/// `col = A` and `col <> B` (B another value): the negation says nothing about a row that is A.
pub(super) fn value_and_other_negated(a: &Cond, b: &Cond) -> bool {
    match (a, b) {
        (
            Cond::Compare {
                expr: Expr::Column(x),
                op: CmpOp::Eq,
                value: Operand::Literal(v),
            },
            Cond::Compare {
                expr: Expr::Column(y),
                op: CmpOp::Ne,
                value: Operand::Literal(w),
            },
        ) => x == y && v != w,
        _ => false,
    }
}

/// Whether rows can be compared by column `c`: a measure or a date, not an identifier.
pub(super) fn comparable(ctx: &Context, c: ColumnId) -> bool {
    !ctx.is_key(c)
        && matches!(
            ctx.kind(c),
            ColumnKind::Integer | ColumnKind::Real | ColumnKind::Date
        )
}

/// The comparison seen from the other side: "older than" on a birth date is "before".
pub(super) fn flip(op: CmpOp) -> CmpOp {
    match op {
        CmpOp::Gt => CmpOp::Lt,
        CmpOp::Ge => CmpOp::Le,
        CmpOp::Lt => CmpOp::Gt,
        CmpOp::Le => CmpOp::Ge,
        other => other,
    }
}

/// Conditions on one column that no row can satisfy together.
pub(super) fn contradictory(filters: &[Cond]) -> bool {
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
    let eq_text: Vec<(ColumnId, &str)> = filters.iter().filter_map(Cond::text_equality).collect();
    eq_text
        .iter()
        .enumerate()
        .any(|(i, a)| eq_text[i + 1..].iter().any(|b| a.0 == b.0 && a.1 != b.1))
}

/// A column of the focus tables (else any table) whose name is one of the concept words.
/// Age has a fallback: the birth or founding date, compared the other way round (the oldest
/// person has the earliest birth date).
pub(super) fn concept_column(ctx: &Context, words: &[&str], focus: &[TableId]) -> Option<ColumnId> {
    concept_column_dir(ctx, words, focus).map(|(c, _)| c)
}

/// A key column named after the table it refers to and holding its row codes, not names (the
/// `physician` number of an affiliation), where that table has names to show: a word naming
/// both means that table's rows, so the column does not compete with the table for it. A key
/// holding the name itself (a wine's `grape`) is that name, and does compete; so does a key
/// whose table has no names (a `screen_mode` number).
pub(super) fn codes_rows_of(ctx: &Context, c: ColumnId, t: TableId) -> bool {
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

/// Whether column `c` dates when a stay began: a date named for a start, a joining, a hiring
/// or a signing up (`joined_on`, `start_date`, `hire_date`, `member_since`).
pub(super) fn dates_a_stay(ctx: &Context, c: ColumnId) -> bool {
    holds_dates(ctx, c)
        && clarisql_text::identifier_words(&ctx.lake.column(c).name)
            .iter()
            .any(|x| {
                matches!(
                    x.as_str(),
                    "start"
                        | "started"
                        | "join"
                        | "joined"
                        | "joining"
                        | "hire"
                        | "hired"
                        | "since"
                        | "enrolled"
                        | "registered"
                        | "signup"
                        | "employed"
                )
            })
}

/// A column holding when a thing began (a birth, founding or opening date): the older the thing,
/// the smaller its value.
pub(super) fn dates_a_beginning(ctx: &Context, c: ColumnId) -> bool {
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
pub(super) fn sorting_verb_unit(unit: &Unit, tokens: &[Token]) -> bool {
    unit.cue.is_none()
        && !unit.is_link()
        && unit.end == unit.start + 1
        && clarisql_text::is_sorting_verb(&tokens[unit.start].norm)
}

/// Unit `i` introduces the column a sorting verb sorts by: "by", "according to", "based on",
/// "using".
pub(super) fn sorts_by(units: &[Unit], tokens: &[Token], i: usize) -> bool {
    let word = |k: usize| tokens.get(k).map(|t| t.norm.as_str());
    let start = units[i].start;
    match word(start) {
        Some("by" | "using") => true,
        Some("according") => word(start + 1) == Some("to"),
        Some("based") => word(start + 1) == Some("on"),
        _ => false,
    }
}

pub(super) fn concept_column_dir(
    ctx: &Context,
    words: &[&str],
    focus: &[TableId],
) -> Option<(ColumnId, bool)> {
    // A column of the concept in the tables in focus, else a date of theirs that says their
    // age, else a column of the concept elsewhere ("the oldest log" is dated, not aged like
    // the people of another table).
    let exact = concept_column_exact(ctx, words, focus);
    if let Some(c) = exact.filter(|c| focus.is_empty() || focus.contains(&c.table)) {
        return Some((c, false));
    }
    if words.contains(&"age") {
        let dates: Vec<ColumnId> = ctx
            .columns_of(focus)
            .filter(|&c| dates_a_beginning(ctx, c))
            .collect();
        if dates.len() == 1 {
            return Some((dates[0], true));
        }
        // The only date of the thing ("the oldest order": its placement date).
        let all_dates: Vec<ColumnId> = ctx
            .columns_of(focus)
            .filter(|&c| ctx.kind(c) == ColumnKind::Date)
            .collect();
        if all_dates.len() == 1 {
            return Some((all_dates[0], true));
        }
    }
    exact.map(|c| (c, false))
}

pub(super) fn concept_column_exact(
    ctx: &Context,
    words: &[&str],
    focus: &[TableId],
) -> Option<ColumnId> {
    // Two columns of the same rank would be a guess.
    match concept_columns(ctx, words, focus).as_slice() {
        [one] => Some(*one),
        _ => None,
    }
}

/// The number or date columns (not keys) a concept's words name, those of the tables in focus
/// first: all that rank best (two prices of one product are both "cheap").
pub(super) fn concept_columns(ctx: &Context, words: &[&str], focus: &[TableId]) -> Vec<ColumnId> {
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
            // (A key is no measure: "running" is not `run_id` of a table of runs.)
            if hit
                && !ctx.is_key(cid)
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
    let Some(&(best, _)) = found.first() else {
        return Vec::new();
    };
    found
        .into_iter()
        .take_while(|(r, _)| *r == best)
        .map(|(_, c)| c)
        .collect()
}

/// What a query does with a column that only one kind of column can take: a sum or an average
/// takes numbers; a date condition ("quoted in 2023") takes dates; a ranking by a word of time
/// ("the most recent") takes dates and one by a word of degree ("the highest quote") numbers.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(super) enum ColumnUse {
    Number,
    Date,
}

pub(super) fn use_of(q: &Query, col: ColumnId, tokens: &[Token]) -> Option<ColumnUse> {
    let summed = |e: &Expr| matches!(e, Expr::Agg { func: Agg::Sum | Agg::Avg, column, .. } if *column == col);
    if q.select.iter().any(summed)
        || q.order_by.iter().any(|o| summed(&o.expr))
        || q.having.iter().any(|c| match c {
            Cond::Compare { expr, .. } | Cond::Between { expr, .. } => summed(expr),
            _ => false,
        })
    {
        return Some(ColumnUse::Number);
    }
    let dated = |l: &Literal| matches!(l, Literal::Text(t) if clarisql_text::is_date_literal(t));
    let on_col = |e: &Expr| *e == Expr::Column(col);
    let date_condition = q.filter.iter().any(|c| match c {
        Cond::Compare {
            expr,
            value: Operand::Literal(l),
            ..
        } => on_col(expr) && dated(l),
        Cond::Between { expr, low, high } => on_col(expr) && dated(low) && dated(high),
        // `LIKE '2023%'`, `LIKE '2023-03%'`: a year or a month.
        Cond::Like { expr, pattern, .. } => {
            on_col(expr)
                && pattern.len() >= 5
                && pattern.as_bytes()[..4].iter().all(u8::is_ascii_digit)
                && matches!(pattern.as_bytes()[4], b'%' | b'-')
        }
        _ => false,
    });
    if date_condition {
        return Some(ColumnUse::Date);
    }
    if q.order_by.iter().any(|o| on_col(&o.expr)) {
        let of_time = |t: &Token| {
            clarisql_text::comparable_concepts(&t.norm)
                .is_some_and(|(concepts, _)| concepts.contains(&"date"))
        };
        if tokens.iter().any(of_time) {
            return Some(ColumnUse::Date);
        }
        // (An old thing may be dated or aged; "a" and "z" end alphabets.)
        let of_degree = |t: &Token| {
            clarisql_text::scale_end(&t.norm).is_some()
                && !clarisql_text::is_old_word(&t.norm)
                && !matches!(t.norm.as_str(), "a" | "z")
        };
        if tokens.iter().any(of_degree) {
            return Some(ColumnUse::Number);
        }
    }
    None
}

/// Column `c` can be used as `u` asks: a number that is no date, or a date (a year kept as a
/// number is one).
pub(super) fn takes_use(ctx: &Context, c: ColumnId, u: ColumnUse) -> bool {
    match u {
        ColumnUse::Number => ctx.kind(c).is_numeric(),
        ColumnUse::Date => {
            ctx.kind(c) == ColumnKind::Date
                || (ctx.kind(c).is_numeric()
                    && clarisql_text::identifier_words(&ctx.lake.column(c).name)
                        .iter()
                        .any(|w| w == "year"))
        }
    }
}

/// ColumnAmbiguity: the words of `u` fit `chosen` (column, score) and each of `rivals` as well,
/// and nothing in the question tells them apart. One reading per option: the query as built,
/// then each rival in the chosen column's place.
pub(super) fn column_ambiguity(
    ctx: &Context,
    q: &Query,
    u: &Unit,
    (col, score): (ColumnId, f32),
    rivals: &[(ColumnId, f32)],
) -> Finding {
    let zh = worded_in_chinese(ctx.text);
    let mut options = vec![column_candidate(ctx, col, score)];
    options.extend(rivals.iter().map(|(c, s)| column_candidate(ctx, *c, *s)));
    let mut f = Finding::column_choice(ctx.char_span(u), &ctx.span_text(u), options, zh);
    f.evidence = "several columns match the words equally well".into();
    // The clause is where the column is used: what is asked (shown or ranked by) or a condition.
    let asked = q.select.iter().any(|e| e.column() == Some(col))
        || q.order_by.iter().any(|o| o.expr.column() == Some(col));
    if !asked && q.filter.iter().any(|c| c.columns().contains(&col)) {
        f.clause = Clause::Where;
    }
    f.readings = std::iter::once(q.clone())
        .chain(rivals.iter().map(|(c, _)| {
            let mut alt = q.clone();
            alt.replace_column(col, *c);
            alt
        }))
        .collect();
    f
}

pub(super) fn column_candidate(ctx: &Context, c: ColumnId, score: f32) -> Candidate {
    Candidate {
        kind: CandidateKind::Column,
        database: Some(ctx.lake.db(c.table.db).id.clone()),
        table: Some(ctx.lake.table(c.table).name.clone()),
        column: Some(ctx.lake.column(c).name.clone()),
        value: None,
        score: score.min(1.0),
        label: ctx.lake.column(c).spoken_name(),
    }
}

pub(super) fn value_candidate(ctx: &Context, v: &ValueCandidate) -> Candidate {
    Candidate {
        kind: CandidateKind::Value,
        database: Some(ctx.lake.db(v.column.table.db).id.clone()),
        table: Some(ctx.lake.table(v.column.table).name.clone()),
        column: Some(ctx.lake.column(v.column).name.clone()),
        value: Some(v.value.clone()),
        score: v.score,
        label: format!("{} ({})", v.value, value_holder(ctx, v.column)),
    }
}

/// What a value of `c` is said to be in an option: its column's name, or for a bare name column
/// its table's thing ("mobile (label)", not "mobile (name)").
fn value_holder(ctx: &Context, c: ColumnId) -> String {
    let spoken = ctx.lake.column(c).spoken_name();
    if clarisql_text::is_name_word(&spoken.to_lowercase()) {
        crate::detect::values::noun_of(&ctx.lake.table(c.table).name)
    } else {
        spoken
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
pub(super) fn join_disjunctions(st: &mut State, units: &[Unit], tokens: &[Token]) {
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
pub(super) fn show_tables_listed_with_columns(
    ctx: &Context,
    units: &[Unit],
    is_table: &[bool],
    in_condition: &[bool],
    st: &mut State,
) {
    let tokens = ctx.tokens;
    // "names and departments"; with `comma`, "names, departments, cities and …" too.
    let joins_list = |a: usize, b: usize, comma: bool| {
        a <= b
            && tokens[a..b]
                .iter()
                .any(|t| t.norm == "and" || (comma && t.norm == ","))
            && tokens[a..b].iter().all(|t| {
                matches!(
                    t.norm.as_str(),
                    "and"
                        | "of"
                        | "the"
                        | "their"
                        | "its"
                        | "all"
                        | "also"
                        | ","
                        | "corresponding"
                        | "respective"
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
            .filter(|t| !matches!(t.norm.as_str(), "the" | "all" | "different" | "distinct"));
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
        // (After a comma alone, only a shown column: "District, Wuhan" lists no tables.)
        let listed_after = left.is_some_and(|k| {
            (joins_list(units[k].end, u.start, true) && shown_by(k, st))
                || (joins_list(units[k].end, u.start, false)
                    && is_table[k]
                    && best_table(&units[k]).is_some_and(|(s, _)| shows_table(s, st)))
        });
        let right = (i + 1..units.len()).find(|&k| units[k].is_link());
        let listed_before =
            right.is_some_and(|k| joins_list(u.end, units[k].start, false) && shown_by(k, st));
        // "beekeepers who joined after 2018 and their phone": past the clause on the rows, "and
        // their" lists a column with them.
        let listed_past_clause = (i + 1..units.len())
            .find(|&k| units[k].is_link() && !in_condition[k])
            .is_some_and(|k| {
                (i + 1..k).any(|m| in_condition[m])
                    && shown_by(k, st)
                    && units[k].start >= 2
                    && matches!(
                        tokens[units[k].start - 1].norm.as_str(),
                        "their" | "its" | "his" | "her"
                    )
                    && tokens[units[k].start - 2].norm == "and"
            });
        // "country and league names": the head noun after the last table listed names a column
        // of each.
        let shared_head = right
            .filter(|&k| is_table[k] && joins_list(u.end, units[k].start, false))
            .map(|k| k + 1)
            .filter(|&h| {
                units.get(h).is_some_and(|n| n.start == units[h - 1].end) && shown_by(h, st)
            })
            .and_then(|h| {
                units[h]
                    .schema
                    .iter()
                    .filter_map(|m| match m.element {
                        Element::Column(c) if c.table == t => Some((c, m.score)),
                        _ => None,
                    })
                    .max_by(|a, b| a.1.total_cmp(&b.1))
                    .map(|(c, _)| c)
            });
        // "all allergy types with the number of students": listed with a count of other rows,
        // each is shown (and the count is per each).
        let listed_with_count = (i + 1..units.len())
            .find(|&k| !units[k].is_filler() && units[k].cue != Some(Cue::And))
            .is_some_and(|k| {
                units[k].cue == Some(Cue::Count)
                    && tokens[u.end..units[k].start]
                        .iter()
                        .any(|t| matches!(t.norm.as_str(), "and" | "with"))
                    && tokens[u.end..units[k].start].iter().all(|t| {
                        matches!(
                            t.norm.as_str(),
                            "and" | "with" | "the" | "their" | "its" | ","
                        )
                    })
            });
        if !(listed_after
            || listed_before
            || listed_past_clause
            || listed_with_count
            || shared_head.is_some())
        {
            continue;
        }
        // Listed with a count, words that name one of its columns exactly name what is shown.
        let named_exactly = u.schema.iter().find_map(|m| match m.element {
            Element::Column(c) if listed_with_count && c.table == t && m.score >= 0.99 => Some(c),
            _ => None,
        });
        // A table with no name column ("allergies" of a has_allergy table) is shown by the
        // column its word names in a table already shown ("the allergies and their types").
        let mut shown = match shared_head.or(named_exactly) {
            Some(c) => vec![c],
            None => ctx.display_columns(t),
        };
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
pub(super) fn count_the_referring_rows(
    ctx: &Context,
    group: &[ColumnId],
    tables: &mut Vec<TableId>,
) {
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
pub(super) fn one_member_per_family(ctx: &Context, tables: &[TableId]) -> bool {
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
pub(super) fn drop_joined_twins(ctx: &Context, q: &mut Query) -> Vec<ColumnId> {
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

/// "in 2022", "during 2022", "2022年", "the 2022 season": a number said as a time.
pub(super) fn year_said_as_time(tokens: &[Token], u: &Unit) -> bool {
    let before = u.start.checked_sub(1).map(|p| tokens[p].norm.as_str());
    let after = tokens.get(u.end).map(|t| t.norm.as_str());
    // "the 2023 festival", "the 2019 season": a year before a noun says when it was.
    let before_noun = before == Some("the")
        && tokens
            .get(u.end)
            .is_some_and(|t| t.kind == TokenKind::Word && !t.is_function_word());
    // "the bookings for 2025": after "for", a year of this era with nothing before it (no
    // "£") and no unit after it ("for 2000 kg") is a time too.
    let for_year = before == Some("for")
        && u.end - u.start == 1
        && tokens[u.start].start == tokens[u.start - 1].end + 1
        && tokens[u.start]
            .norm
            .parse::<u32>()
            .is_ok_and(|y| (1950..=2100).contains(&y))
        && after.is_none_or(|a| {
            !clarisql_text::is_measure_unit(a) && !clarisql_text::is_currency_word(a)
        });
    tokens[u.start].kind == TokenKind::Number
        && (matches!(before, Some("in" | "during"))
            || after == Some("年")
            || before_noun
            || for_year)
}

/// The rows of year `n` in time column `col`: a date column holds the year as its text prefix.
pub(super) fn year_condition(ctx: &Context, col: ColumnId, n: f64) -> Cond {
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
///
/// Rows with no time of their own take it from the rows they belong to: the one time column of
/// the tables the focus refers to ("prescriptions in 2024", each written at an appointment
/// that has the date).
pub(super) fn time_column(ctx: &Context, focus: &[TableId]) -> Option<ColumnId> {
    let times_of = |t: TableId| -> Vec<ColumnId> {
        (0..ctx.lake.table(t).columns.len())
            .map(|i| t.column(i))
            .filter(|&c| {
                ctx.kind(c) == ColumnKind::Date
                    || clarisql_text::identifier_words(&ctx.lake.column(c).name)
                        .iter()
                        .any(|w| matches!(w.as_str(), "year" | "date"))
            })
            .collect()
    };
    let focus_times: Vec<Vec<ColumnId>> = focus.iter().map(|&t| times_of(t)).collect();
    let own = focus
        .iter()
        .zip(&focus_times)
        .find_map(|(&t, times)| match times[..] {
            [c] => Some(c),
            [] => None,
            // Of several, the one named after the rows themselves (`order_date` of orders, not
            // `due_date`: "orders in 2024"), else, when all are dates, the rows' own.
            _ => named_after_rows(ctx, t, times).or_else(|| {
                let dates: Vec<ColumnId> = times
                    .iter()
                    .copied()
                    .filter(|&c| holds_dates(ctx, c))
                    .collect();
                (dates.len() == times.len())
                    .then(|| own_date(ctx, t, &dates))
                    .flatten()
            }),
        });
    // (Not where a column of the focus holds times by its values, `Took_office` years.)
    let timed = |(t, times): (&TableId, &Vec<ColumnId>)| {
        !times.is_empty()
            || (0..ctx.lake.table(*t).columns.len()).any(|i| holds_times(ctx, t.column(i)))
    };
    if own.is_some() || focus.iter().zip(&focus_times).any(timed) {
        return own;
    }
    let parents: Vec<ColumnId> = focus
        .iter()
        .flat_map(|&t| keys_from(ctx, t))
        .flat_map(|fk| {
            times_of(TableId {
                db: ctx.db,
                table: fk.to_table as u32,
            })
        })
        .collect();
    match parents[..] {
        [c] => Some(c),
        _ => None,
    }
}

/// "in total", "altogether": a sum cue that, after a count, only says the count is overall.
pub(super) fn says_in_total(ctx: &Context, u: &Unit) -> bool {
    u.cue == Some(Cue::Agg(Agg::Sum))
        && matches!(
            ctx.span_text(u).to_lowercase().as_str(),
            "in total" | "altogether"
        )
}

/// "Which port has the most delayed sailings?" where a sailing's route refers to ports twice
/// (its origin and its destination) and its vessel to a third (its home port), and the question
/// chooses none: one reading per key by which the table referred to can be reached — keys of a
/// table the query reads, or of a table between two it reads — as a column choice over the
/// words naming the table referred to (else the whole question). Not blocking: it is asked only
/// when the engine is otherwise unsure. `None` when the keys do not give different SQL.
pub(super) fn join_key_choice(
    ctx: &Context,
    q: &Query,
    read: &[TableId],
    units: &[Unit],
) -> Option<Finding> {
    let db = ctx.lake.db(ctx.db);
    let builder = Builder::new(ctx.lake, db.source.dialect());
    let table = |t: usize| TableId {
        db: ctx.db,
        table: t as u32,
    };
    let needed = q.needed_tables();
    let keys: Vec<(ColumnId, TableId)> = db
        .foreign_keys
        .iter()
        .filter(|fk| fk.from_table != fk.to_table)
        .filter_map(|fk| match fk.from_columns[..] {
            [c] => Some((table(fk.from_table).column(c), table(fk.to_table))),
            _ => None,
        })
        .collect();
    // A table between two needed ones: it refers to one, and the other refers to it.
    let between = |m: TableId| {
        !needed.contains(&m)
            && keys
                .iter()
                .any(|(k, to)| k.table == m && needed.contains(to))
            && keys
                .iter()
                .any(|(k, to)| *to == m && needed.contains(&k.table))
    };
    let mut readings: Vec<(ColumnId, Query)> = Vec::new();
    let mut seen: Vec<String> = Vec::new();
    let mut target = None;
    for &(k, to) in &keys {
        let via_read = read.contains(&k.table) && read.contains(&to);
        let parallel = keys
            .iter()
            .filter(|(j, t)| j.table == k.table && *t == to)
            .count()
            >= 2;
        if !needed.contains(&to)
            || target.is_some_and(|t| t != to)
            || q.join_keys.contains(&k)
            || !((via_read && parallel) || between(k.table))
        {
            continue;
        }
        let mut alt = q.clone();
        alt.join_keys.push(k);
        if !needed.contains(&k.table) {
            alt.tables.push(k.table);
        }
        let Ok(built) = builder.build(&alt) else {
            continue;
        };
        if !built.tables.contains(&k.table) || seen.contains(&built.sql) {
            continue;
        }
        seen.push(built.sql);
        readings.push((k, alt));
        target = Some(to);
    }
    let to = target?;
    if readings.len() < 2 {
        return None;
    }
    let zh = worded_in_chinese(ctx.text);
    let named = units.iter().find(|u| {
        u.schema
            .iter()
            .any(|m| m.element == Element::Table(to) && m.score >= 0.75)
    });
    let (span, text) = match named {
        Some(u) => (ctx.char_span(u), ctx.span_text(u)),
        None => ((0, ctx.text.chars().count()), ctx.text.to_string()),
    };
    // A key is named by what it points at ("origin port"), not as an identifier.
    let options = readings
        .iter()
        .map(|(k, _)| {
            let mut c = column_candidate(ctx, *k, 1.0);
            let words = clarisql_text::identifier_words(&ctx.lake.column(*k).name);
            if let [named @ .., last] = &words[..] {
                if last == "id" && !named.is_empty() {
                    c.label = named.join(" ");
                }
            }
            c
        })
        .collect();
    let mut f = Finding::column_choice(span, &text, options, zh);
    f.evidence = "the tables the reading joins are linked by several keys".into();
    f.blocking = false;
    f.readings = readings.into_iter().map(|(_, q)| q).collect();
    Some(f)
}

/// The values of a yes/no column, `(yes, no)` as the data writes them: integers 0 and 1, or
/// text such as Y/N, T/F, yes/no, true/false (any case; the linker reads the same text pairs
/// as the value a word names, "active" of `is_active`). `None` for any other column, and for
/// one whose rows hold a single value written as text (its opposite's spelling is unknown).
pub(super) fn flag_literals(ctx: &Context, c: ColumnId) -> Option<(Literal, Literal)> {
    let col = ctx.lake.column(c);
    let p = &col.profile;
    if p.distinct == 0 || p.distinct > 2 || p.top.len() as u64 != p.distinct {
        return None;
    }
    let truth = |v: &str| match v.trim() {
        "1" => Some(true),
        "0" => Some(false),
        v => clarisql_text::yes_no_word(v),
    };
    let mut yes = None;
    let mut no = None;
    for (v, _) in &p.top {
        match truth(v)? {
            true => yes = Some(Literal::parse(v)),
            false => no = Some(Literal::parse(v)),
        }
    }
    let numeric = matches!(col.kind, ColumnKind::Integer | ColumnKind::Boolean)
        || p.top.iter().all(|(v, _)| v.parse::<i64>().is_ok());
    match (yes, no) {
        (Some(y), Some(n)) => Some((y, n)),
        (Some(y), None) if numeric => Some((y, Literal::Int(0))),
        (None, Some(n)) if numeric => Some((Literal::Int(1), n)),
        _ => None,
    }
}
