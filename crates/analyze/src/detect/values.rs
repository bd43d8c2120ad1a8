//! ValueNotFound: a name in the question that no value matches, with the nearest values that
//! exist (or, when nothing is close, the values of the thing named beside it).

use crate::cues::Cue;
use crate::interpret::{Context, Interpretation};
use crate::segment::Unit;
use crate::taxonomy::{
    or_list, or_list_zh, worded_in_chinese, Candidate, CandidateKind, Category, Finding,
};
use clarisql_index::allowed_edits;
use clarisql_text::{join_key, TokenKind};
use std::collections::HashSet;

/// A name in the question (quoted, or capitalised mid-sentence) that no value matches:
/// report it with the nearest values that exist.
pub(super) fn value_not_found(ctx: &Context, units: &[Unit], out: &mut Interpretation) {
    let mut spans = out.unexplained.clone();
    spans.sort();
    // One finding per name: the words after the first of a capitalised run belong to it.
    let mut reported_until = 0;
    let all_cjk = |s: usize, e: usize| ctx.tokens[s..e].iter().all(|t| t.kind == TokenKind::Cjk);
    for &(start, end) in &spans {
        if start < reported_until {
            continue;
        }
        let Some(u) = units.iter().find(|u| u.start == start && u.end == end) else {
            continue;
        };
        // Chinese words left unexplained side by side ("锦绣 公馆") are one name when together
        // they are a short form of stored names.
        let mut end = end;
        if all_cjk(start, end) {
            let mut k = end;
            while let Some(&(_, e2)) = spans.iter().find(|&&(s2, e2)| s2 == k && all_cjk(s2, e2)) {
                k = e2;
            }
            let key: String = ctx.tokens[start..k]
                .iter()
                .map(|t| t.norm.as_str())
                .collect();
            if k > end && !ctx.index.values.cjk_short_form_of(&key, 1).is_empty() {
                end = k;
            }
        }
        let t = &ctx.tokens[u.start];
        let quoted = t.kind == TokenKind::Quoted;
        // A date compared with ("after 1978-06-26") is a bound, not a name to look up.
        let compared_date = clarisql_text::date_of(t).is_some()
            && units
                .iter()
                .rev()
                .find(|w| w.end <= start && !w.is_filler())
                .is_some_and(|w| {
                    matches!(
                        w.cue,
                        Some(Cue::Compare(_) | Cue::Between | Cue::Than | Cue::And | Cue::Or)
                    )
                });
        if compared_date {
            continue;
        }
        // A month beside a number ("in March 2020", "3 May") is a date, not a name.
        let number_at = |i: Option<usize>| {
            i.and_then(|i| ctx.tokens.get(i))
                .is_some_and(|t| t.kind == TokenKind::Number)
        };
        let dated_month = clarisql_text::month_number(&t.norm).is_some()
            && (number_at(Some(u.start + 1)) || number_at(u.start.checked_sub(1)));
        // (Any sentence's first word is capitalised: "… in Harrogate? Need names …".)
        let name_like = !crate::link::sentence_start(ctx.tokens, u.start)
            && t.kind == TokenKind::Word
            && t.is_capitalised()
            && !dated_month;
        // A Chinese span is a name when it is a short form of stored names.
        let chinese_key: String = ctx.tokens[start..end]
            .iter()
            .map(|t| t.norm.as_str())
            .collect();
        let chinese_name = ctx.tokens[start..end]
            .iter()
            .all(|t| t.kind == TokenKind::Cjk)
            && !ctx
                .index
                .values
                .cjk_short_form_of(&chinese_key, 1)
                .is_empty();
        // "深圳的住宿": a Chinese word that modifies a table's name through 的 says which rows
        // (a value), where one after it ("住宿的游泳池") would ask for an attribute.
        let in_family = |t: clarisql_lake::TableId| crate::scope::is_member(ctx.families, t);
        // (Before a table of a partitioned family, such a word is a place: the scope check's.)
        let modified_table = row_modifier_of(ctx, units, start, end).filter(|t| !in_family(*t));
        let kind_named = kind_modified(ctx, units, start, end);
        if !(quoted
            || name_like
            || chinese_name
            || modified_table.is_some()
            || kind_named.is_some())
        {
            continue;
        }
        // Extend a capitalised word to the whole capitalised run ("Tesla Motors").
        let mut e = end;
        while !quoted
            && !chinese_name
            && e < ctx.tokens.len()
            && ctx.tokens[e].kind == TokenKind::Word
            && ctx.tokens[e].is_capitalised()
        {
            e += 1;
        }
        reported_until = e;
        let text = ctx.text[ctx.tokens[start].start..ctx.tokens[e - 1].end].to_string();
        if crate::scope::is_scope_name(ctx.families, &text) {
            continue;
        }
        let key = if quoted {
            clarisql_text::value_key(&t.raw)
        } else {
            join_key(
                &ctx.tokens[start..e]
                    .iter()
                    .map(|t| t.norm.as_str())
                    .collect::<Vec<_>>(),
            )
        };
        // The thing the name should be: the word beside it ("the Chemistry department", "maker
        // Tesla"), read as a table (its name column) or a column.
        // Not a noun the name is linked to by "of" / "的": that is what is asked about the name
        // ("the risk level of X", "X的风险等级"), not what the name is.
        let possessive = |from: usize, to: usize| {
            ctx.tokens[from..to]
                .iter()
                .any(|t| t.norm == "of" || t.norm == "的")
        };
        let before = units
            .iter()
            .rev()
            .find(|w| w.end <= start && !w.is_filler())
            .filter(|w| !w.schema.is_empty() && w.cue.is_none() && !possessive(w.end, start));
        let after = units
            .iter()
            .find(|w| w.start >= e && !w.is_filler())
            .filter(|w| !w.schema.is_empty() && w.cue.is_none() && !possessive(e, w.start));
        // The nearest noun; on a tie the one after ("the Chemistry department").
        let beside: Vec<&Unit> = match (before, after) {
            (Some(b), Some(a)) if start - b.end < a.start - e => vec![b, a],
            (b, a) => a.into_iter().chain(b).collect(),
        };
        // Tables other words of the question name a column of ("the reserve price of X in …"):
        // a table named beside the name is meant only when it is one of them. Most named first
        // (each word adding its best score for the table): "the land use and transaction price
        // of X" asks about a land table, though a sales table has a column read as "transaction
        // price" too.
        let mut asked_tables: Vec<(clarisql_lake::TableId, f32)> = Vec::new();
        for w in units.iter().filter(|w| w.end <= start || w.start >= e) {
            let mut named: Vec<(clarisql_lake::TableId, f32)> = Vec::new();
            for m in &w.schema {
                if let clarisql_index::Element::Column(c) = m.element {
                    if m.score >= 0.7 && !named.iter().any(|(t, _)| *t == c.table) {
                        named.push((c.table, m.score));
                    }
                }
            }
            for (t, score) in named {
                match asked_tables.iter_mut().find(|(x, _)| *x == t) {
                    Some((_, sum)) => *sum += score,
                    None => asked_tables.push((t, score)),
                }
            }
        }
        asked_tables.sort_by(|a, b| b.1.total_cmp(&a.1));
        let asked_tables: Vec<clarisql_lake::TableId> =
            asked_tables.into_iter().map(|(t, _)| t).collect();
        let rank = |t: clarisql_lake::TableId| asked_tables.iter().position(|&x| x == t);
        let expected: Option<(clarisql_lake::ColumnId, String)> = beside.iter().find_map(|w| {
            // What the word may name, in its order: a text column, or a table asked about by
            // its name column (with the table's rank among those asked about).
            let mut options: Vec<(Option<usize>, (clarisql_lake::ColumnId, String))> = Vec::new();
            for m in &w.schema {
                match m.element {
                    clarisql_index::Element::Column(c)
                        if ctx.lake.column(c).kind == clarisql_lake::ColumnKind::Text =>
                    {
                        options.push((None, (c, column_noun(ctx, c))));
                    }
                    clarisql_index::Element::Table(t)
                        if asked_tables.is_empty() || rank(t).is_some() =>
                    {
                        let Some(c) = name_column(ctx, t) else {
                            continue;
                        };
                        // One table of a family is named after its scope, not after its rows:
                        // its name column says what the rows are.
                        let noun = if in_family(t) {
                            column_noun(ctx, c)
                        } else {
                            noun_of(&ctx.lake.table(t).name)
                        };
                        options.push((Some(rank(t).unwrap_or(0)), (c, noun)));
                    }
                    _ => {}
                }
            }
            // The first; when that is a table, the one the other words ask most about.
            match options.first()? {
                (None, column) => Some(column.clone()),
                (Some(_), _) => options
                    .iter()
                    .filter_map(|(r, o)| Some(((*r)?, o)))
                    .min_by_key(|(r, _)| *r)
                    .map(|(_, o)| o.clone()),
            }
        });
        // "lavender honey" over a `honey_type` column: that column, whatever is beside.
        let expected = kind_named.map(|c| (c, column_noun(ctx, c))).or(expected);
        // Else the name column of the tables asked about.
        let expected = expected.or_else(|| {
            let first = *asked_tables.first()?;
            let c = name_column(ctx, first)?;
            Some((c, column_noun(ctx, c)))
        });
        let mut near = nearest_values(ctx, &key, 20);
        let span = (
            clarisql_text::char_offset(ctx.text, ctx.tokens[start].start),
            clarisql_text::char_offset(ctx.text, ctx.tokens[e - 1].end),
        );
        // Stored as written, in another place's table than the question's: a missing place.
        let holders: Vec<clarisql_lake::TableId> = ctx
            .index
            .values
            .exact(&key)
            .map(|id| {
                ctx.index
                    .values
                    .locations_in(id, ctx.db)
                    .map(|l| l.column.table)
                    .collect()
            })
            .unwrap_or_default();
        if !holders.is_empty() {
            let shown = text.trim_matches(|c| c == '"' || c == '\'');
            let found = crate::scope::placed_elsewhere(
                ctx.lake,
                ctx.db,
                ctx.families,
                shown,
                span,
                &holders,
            );
            if !found.is_empty() {
                out.findings.extend(found);
                continue;
            }
        }
        if expected.is_none() {
            // Nothing says what the name is: a name names the rows of the table it is the name
            // column of ("Lanting Real Estate" is a company before it is a land's buyer).
            let db = ctx.lake.db(ctx.db);
            let own_name = |cand: &Candidate| -> bool {
                let Some(i) = db
                    .tables
                    .iter()
                    .position(|t| Some(t.name.as_str()) == cand.table.as_deref())
                else {
                    return false;
                };
                let t = clarisql_lake::TableId {
                    db: ctx.db,
                    table: i as u32,
                };
                name_column(ctx, t).is_some_and(|c| {
                    Some(ctx.lake.column(c).name.as_str()) == cand.column.as_deref()
                })
            };
            near.sort_by_cached_key(|cand| (-(cand.score * 100.0) as i32, !own_name(cand)));
        }
        if let Some((c, _)) = &expected {
            // Near matches in the expected column first, in its table before its namesakes.
            let column = ctx.lake.column(*c).name.as_str();
            let table = ctx.lake.table(c.table).name.as_str();
            near.sort_by_key(|cand| {
                (
                    cand.column.as_deref() != Some(column),
                    cand.table.as_deref() != Some(table),
                )
            });
        }
        // Names holding every word, when there are such, are what a short form stands for.
        if near.iter().any(|c| c.score >= 0.9) {
            near.retain(|c| c.score >= 0.8);
        }
        // Each value once, where it was found first (the expected column when it is there).
        let mut shown_values: Vec<String> = Vec::new();
        near.retain(|c| {
            let v = c.value.clone().unwrap_or_default();
            let first = !shown_values.contains(&v);
            shown_values.push(v);
            first
        });
        near.truncate(5);
        let shown = text.trim_matches(|c| c == '"' || c == '\'');
        let zh = worded_in_chinese(ctx.text);
        let mut f = match (near.is_empty(), &expected) {
            (false, _) => {
                let thing = expected
                    .as_ref()
                    .map(|(_, n)| n.clone())
                    .or_else(|| near[0].column.clone())
                    .unwrap_or_default();
                offering(span, &text, shown, &thing, near, zh, false)
            }
            (true, Some((c, noun))) => {
                // Nothing close: list what exists for that thing (the most frequent values).
                let col = ctx.lake.column(*c);
                let existing: Vec<Candidate> = col
                    .profile
                    .top
                    .iter()
                    .take(8)
                    .map(|(v, _)| Candidate {
                        kind: CandidateKind::Value,
                        database: Some(ctx.lake.db(ctx.db).id.clone()),
                        table: Some(ctx.lake.table(c.table).name.clone()),
                        column: Some(col.name.clone()),
                        value: Some(v.clone()),
                        score: 0.3,
                        label: v.clone(),
                    })
                    .collect();
                let labels: Vec<String> = existing.iter().map(|c| c.label.clone()).collect();
                let mut f = Finding::new(
                    Category::ValueNotFound,
                    span,
                    text.clone(),
                    if zh {
                        format!(
                            "没有名为“{shown}”的{noun}；现有的{noun}有：{}",
                            or_list_zh(&labels)
                        )
                    } else {
                        format!(
                            "No {noun} named '{shown}'; {noun} values that exist: {}",
                            or_list(&labels)
                        )
                    },
                );
                if !labels.is_empty() {
                    f.question = Some(if zh {
                        format!(
                            "没有“{shown}”这个{noun}。您指的是其中之一吗：{}？",
                            or_list_zh(&labels)
                        )
                    } else {
                        format!(
                            "There is no {noun} '{shown}'. Did you mean one of these: {}?",
                            or_list(&labels)
                        )
                    });
                }
                f.candidates = existing;
                f
            }
            (true, None) => match modified_table {
                Some(t) => values_of_categories(ctx, t, span, &text, shown),
                None => Finding::new(
                    Category::ValueNotFound,
                    span,
                    text.clone(),
                    if zh {
                        format!("数据库 {} 中没有“{shown}”这个值", ctx.lake.db(ctx.db).id)
                    } else {
                        format!(
                            "No value '{shown}' exists in database {}",
                            ctx.lake.db(ctx.db).id
                        )
                    },
                ),
            },
        };
        f.evidence = "looked up the value index (exact, partial, prefix and edit distance)".into();
        out.findings.push(f);
    }
}

/// "lavender honey" where `honey_type` holds the kinds of honey: one lower-case word nothing
/// explains, right before the word a `<word>_<kind>` text column is named after, is a kind of
/// that thing: a value of the column (not found, as nothing linked it), not a missing column.
pub(crate) fn kind_modified(
    ctx: &Context,
    units: &[Unit],
    start: usize,
    end: usize,
) -> Option<clarisql_lake::ColumnId> {
    let t = &ctx.tokens[start];
    // Verbs name no kind: "banks that have provided loans", "years spent working", "branches
    // that offer loans".
    let verb_form = |t: &clarisql_text::Token| {
        clarisql_text::is_past_participle(&t.norm) || t.norm.ends_with("ing")
    };
    let opens_verb = start > 0
        && matches!(
            ctx.tokens[start - 1].norm.as_str(),
            "that" | "which" | "who" | "to" | "can" | "could" | "will" | "would" | "do" | "does"
        );
    if end != start + 1
        || t.kind != TokenKind::Word
        || t.is_capitalised()
        || t.is_function_word()
        || verb_form(t)
        || opens_verb
        || super::verb_like(ctx.index.segmenter(), ctx.tokens, start, end)
    {
        return None;
    }
    let next = units.iter().find(|w| w.start == end)?;
    let noun = &ctx.tokens[next.start];
    if verb_form(noun) {
        return None;
    }
    next.schema.iter().find_map(|m| match m.element {
        clarisql_index::Element::Column(c) => {
            let col = ctx.lake.column(c);
            let words = clarisql_text::identifier_words(&col.name);
            (col.kind == clarisql_lake::ColumnKind::Text
                && words.len() == 2
                && (words[0] == noun.norm || clarisql_text::stem(&words[0]) == noun.stem)
                && clarisql_text::is_kind_word(&words[1]))
            .then_some(c)
        }
        _ => None,
    })
}

/// Named as the schema names it: "maker" for a `makers` table, "city" for a `city` column.
pub(crate) fn noun_of(name: &str) -> String {
    let words = clarisql_text::identifier_words(name).join(" ");
    match words.strip_suffix('s') {
        Some(single) if words.len() > 3 && !words.ends_with("ss") => single.to_string(),
        _ => words,
    }
}

/// A column as the question's language names it: its Chinese description in a Chinese question
/// ("小区名称", not "community name").
fn column_noun(ctx: &Context, c: clarisql_lake::ColumnId) -> String {
    let col = ctx.lake.column(c);
    match col.described_name() {
        Some(d) if clarisql_text::has_cjk(d) && worded_in_chinese(ctx.text) => d.to_string(),
        _ => noun_of(&col.name),
    }
}

/// A short form read as the longer stored names holding it ("Northwind" for 'Northwind
/// Outdoor'): not found as written, with those names as the near matches. It does not block:
/// the reading answers on the first name and states the assumption when it is otherwise sure,
/// and asks this when it is not.
pub(crate) fn short_form(
    ctx: &Context,
    span: (usize, usize),
    text: &str,
    longer: Vec<Candidate>,
    column: clarisql_lake::ColumnId,
) -> Finding {
    let zh = worded_in_chinese(ctx.text);
    let mut f = offering(span, text, text, &value_noun(ctx, column), longer, zh, true);
    f.evidence = "the value index holds the words only inside longer names".into();
    f.blocking = false;
    f
}

/// The value as written is not in the data, only values a letter or two away ('Brightwatter' for
/// 'Brightwater'): a ValueNotFound offering them, asked when the reading is not sure enough to
/// answer on the nearest one.
pub(crate) fn near_spelling(
    ctx: &Context,
    span: (usize, usize),
    text: &str,
    near: Vec<Candidate>,
    column: clarisql_lake::ColumnId,
) -> Finding {
    let shown = text.trim_matches(|c| c == '"' || c == '\'');
    let zh = worded_in_chinese(ctx.text);
    let mut f = offering(span, text, shown, &value_noun(ctx, column), near, zh, false);
    f.evidence = "the value index holds the value only with other spellings".into();
    f.blocking = false;
    f
}

/// What a value of `column` is called in a message: the rows' own name is named after the rows
/// ("brand"), another column after itself ("address").
fn value_noun(ctx: &Context, column: clarisql_lake::ColumnId) -> String {
    if name_column(ctx, column.table) == Some(column) {
        noun_of(&ctx.lake.table(column.table).name)
    } else {
        column_noun(ctx, column)
    }
}

/// A ValueNotFound for the name `shown` (`text` as written) that offers `near`: the values
/// close to it, or for a `short_form` the longer names that hold it. `thing` is what the name
/// should be ("maker").
fn offering(
    span: (usize, usize),
    text: &str,
    shown: &str,
    thing: &str,
    near: Vec<Candidate>,
    zh: bool,
    short_form: bool,
) -> Finding {
    let labels: Vec<String> = near.iter().map(|c| c.label.clone()).collect();
    let message = match (zh, short_form) {
        (true, false) => format!(
            "没有名为“{shown}”的{thing}；相近的值有：{}",
            or_list_zh(&labels)
        ),
        (true, true) => format!(
            "没有名为“{shown}”的{thing}；包含它的名称有：{}",
            or_list_zh(&labels)
        ),
        (false, false) => format!(
            "No {thing} named '{shown}'; close values that exist: {}",
            or_list(&labels)
        ),
        (false, true) => format!(
            "No {thing} is named '{shown}' exactly; names that hold it: {}",
            or_list(&labels)
        ),
    };
    let mut f = Finding::new(Category::ValueNotFound, span, text, message);
    f.question = Some(if zh {
        format!("数据中没有“{shown}”。您指的是{}吗？", or_list_zh(&labels))
    } else {
        format!(
            "'{shown}' is not in the data{}. Did you mean {}?",
            if short_form { " as written" } else { "" },
            or_list(&labels)
        )
    });
    f.candidates = near;
    f
}

/// The table whose rows the Chinese words `[start, end)` pick out: they come right before 的 and
/// the table's name ("深圳的住宿").
fn row_modifier_of(
    ctx: &Context,
    units: &[Unit],
    start: usize,
    end: usize,
) -> Option<clarisql_lake::TableId> {
    // Words of degree ("最贵", "较新") or measure ("昂贵") describe, they do not name.
    let describes = |t: &clarisql_text::Token| {
        t.norm.starts_with(['最', '较', '更', '很'])
            || clarisql_text::comparable_concepts(&t.norm).is_some()
            || clarisql_text::number_word(&t.norm).is_some()
    };
    if !ctx.tokens[start..end]
        .iter()
        .all(|t| t.kind == TokenKind::Cjk && !describes(t))
        || ctx.tokens.get(end).is_none_or(|t| t.norm != "的")
    {
        return None;
    }
    let next = units.iter().find(|u| u.start == end + 1)?;
    next.schema.iter().find_map(|m| match m.element {
        clarisql_index::Element::Table(t) if m.score >= 0.9 => Some(t),
        _ => None,
    })
}

/// A ValueNotFound for a name that picks rows of table `t` and is close to no value: the values
/// its categories hold (text columns that repeat: a city, a type), so the person can choose.
fn values_of_categories(
    ctx: &Context,
    t: clarisql_lake::TableId,
    span: (usize, usize),
    text: &str,
    shown: &str,
) -> Finding {
    let table = ctx.lake.table(t);
    let zh = worded_in_chinese(ctx.text);
    let mut candidates = Vec::new();
    let mut parts = Vec::new();
    for (i, col) in table.columns.iter().enumerate() {
        let c = t.column(i);
        if col.kind != clarisql_lake::ColumnKind::Text
            || ctx.lake.is_key(c)
            || !ctx.lake.repeats_values(c)
            || col.profile.top.is_empty()
        {
            continue;
        }
        let values: Vec<String> = col
            .profile
            .top
            .iter()
            .take(6)
            .map(|(v, _)| v.clone())
            .collect();
        parts.push(if zh {
            format!("{}：{}", col.name, or_list_zh(&values))
        } else {
            format!("{}: {}", col.name, or_list(&values))
        });
        candidates.extend(values.into_iter().map(|v| Candidate {
            kind: CandidateKind::Value,
            database: Some(ctx.lake.db(ctx.db).id.clone()),
            table: Some(table.name.clone()),
            column: Some(col.name.clone()),
            value: Some(v.clone()),
            score: 0.3,
            label: v,
        }));
    }
    let mut f = Finding::new(
        Category::ValueNotFound,
        span,
        text.to_string(),
        match (zh, parts.is_empty()) {
            (false, true) => format!("No {} matches '{shown}'", table.name),
            (false, false) => format!(
                "No {} matches '{shown}'; the values it has: {}",
                table.name,
                parts.join("; ")
            ),
            (true, true) => format!("{}中没有“{shown}”", table.name),
            (true, false) => format!(
                "{}中没有“{shown}”；它有这些值：{}",
                table.name,
                parts.join("；")
            ),
        },
    );
    if !parts.is_empty() {
        f.question = Some(if zh {
            format!(
                "{}中没有“{shown}”。您指的是其中之一吗：{}？",
                table.name,
                parts.join("；")
            )
        } else {
            format!(
                "There is no '{shown}' among the {}. Did you mean one of these: {}?",
                table.name,
                parts.join("; ")
            )
        });
    }
    f.candidates = candidates;
    f
}

/// The column that names the rows of a table (its `name`/`title`, or a text column named like the
/// table), when there is exactly one.
pub(crate) fn name_column(
    ctx: &Context,
    t: clarisql_lake::TableId,
) -> Option<clarisql_lake::ColumnId> {
    let table = ctx.lake.table(t);
    let table_words: Vec<String> = clarisql_text::identifier_words(&table.name)
        .iter()
        .map(|w| clarisql_text::stem(w))
        .collect();
    let found: Vec<clarisql_lake::ColumnId> = table
        .columns
        .iter()
        .enumerate()
        .filter(|(_, c)| c.kind == clarisql_lake::ColumnKind::Text)
        .filter(|(_, c)| {
            let w: Vec<String> = clarisql_text::identifier_words(&c.name)
                .iter()
                .map(|w| clarisql_text::stem(w))
                .collect();
            w.last().is_some_and(|l| clarisql_text::is_name_word(l))
                || (w.len() == 1 && table_words.contains(&w[0]))
        })
        .map(|(i, _)| t.column(i))
        .collect();
    (found.len() == 1).then(|| found[0])
}

/// Values of this database nearest to `key` (at most `limit` values, each with every column
/// that stores it), by edit distance, shared words, or prefix. Values stored in tables the
/// question's scope rules out come only when none in scope is close.
pub fn nearest_values(ctx: &Context, key: &str, limit: usize) -> Vec<Candidate> {
    let values = &ctx.index.values;
    // How many matches each lookup returns. When the scope hides tables most matches may be in
    // them ("Binjiang Garden" ends a name in many districts' tables), so look deeper.
    let depth = if ctx.hidden.is_empty() { 20 } else { 400 };
    let mut found: Vec<(f32, u32)> = Vec::new();
    let edits = allowed_edits(key.chars().count()).clamp(1, 2);
    for (id, d) in values.fuzzy(key, edits, depth) {
        found.push((1.0 - 0.2 * d as f32, id));
    }
    for (id, whole) in values.cjk_short_form_of(key, depth) {
        found.push((if whole { 0.9 } else { 0.85 }, id));
    }
    // Two Chinese characters are too short to look for inside names, but a name that begins
    // with them ("北风" for '北风户外') is what they may stand for.
    if key.chars().count() == 2 && key.chars().all(clarisql_text::is_cjk) {
        for id in values.prefixed(key, depth) {
            found.push((0.8, id));
        }
    }
    let words: Vec<&str> = key.split(' ').filter(|w| w.chars().count() >= 3).collect();
    // Longer names holding every word ("Yasong Residence" in 'Dongfang Yasong Residence'): the
    // names a short form stands for.
    if words.len() >= 2 {
        for id in values.containing(&words, depth) {
            found.push((0.9, id));
        }
    }
    for w in &words {
        for id in values.containing(&[w], depth) {
            found.push((0.6, id));
        }
        if let Some(p) = w.get(..w.len().min(4)) {
            for id in values.prefixed(p, depth / 2) {
                found.push((0.4, id));
            }
        }
    }
    found.sort_by(|a, b| b.0.total_cmp(&a.0));
    let scoped = candidates_of(ctx, &found, limit, true);
    // A name the question gives no place of ("X and Y in Futian District") may be stored in a
    // table the scope hides: when nothing in scope holds it, look everywhere.
    if ctx.hidden.is_empty() || scoped.iter().any(|c| c.score >= 0.8) {
        scoped
    } else {
        candidates_of(ctx, &found, limit, false)
    }
}

/// The candidates of the first `limit` values of `found` (best first) that are stored in this
/// database (only in tables in the question's scope when `in_scope`), each with every place.
fn candidates_of(
    ctx: &Context,
    found: &[(f32, u32)],
    limit: usize,
    in_scope: bool,
) -> Vec<Candidate> {
    let values = &ctx.index.values;
    let mut out: Vec<Candidate> = Vec::new();
    let mut seen: HashSet<u32> = HashSet::new();
    let mut kept = 0;
    for &(score, id) in found {
        if !seen.insert(id) {
            continue;
        }
        // Every place the value is stored: the caller picks the column it expects.
        let places: Vec<_> = values
            .locations_in(id, ctx.db)
            .filter(|l| !in_scope || !ctx.hidden.contains(&l.column.table))
            .collect();
        if places.is_empty() {
            continue;
        }
        kept += 1;
        if kept > limit {
            break;
        }
        for loc in places {
            out.push(Candidate {
                kind: CandidateKind::Value,
                database: Some(ctx.lake.db(ctx.db).id.clone()),
                table: Some(ctx.lake.table(loc.column.table).name.clone()),
                column: Some(ctx.lake.column(loc.column).name.clone()),
                value: Some(loc.value.clone()),
                score,
                label: loc.value.clone(),
            });
        }
    }
    out
}
