//! Structural ambiguities, where the data makes two readings possible:
//! - QuantifierScope: "every/each/all F" where the entity E and F are linked many-to-many
//!   (through a table with keys to both, or as two columns of one table whose rows pair them:
//!   "which destination does every airline fly to?"): every E–F pair, or the E linked to every F?
//! - AttachmentAmbiguity: a condition after a coordination of values ("hotels and pods priced at
//!   200"): does it bind both values or only the last?

use super::Detector;
use crate::cues::Cue;
use crate::interpret::{Context, Interpretation};
use crate::segment::Unit;
use crate::taxonomy::{worded_in_chinese, Candidate, CandidateKind, Category, Finding};
use clarisql_lake::{ColumnId, TableId};
use clarisql_sql::{Agg, CmpOp, Cond, Expr, Literal, Operand, Query};

fn reading_option(ctx: &Context, label: String) -> Candidate {
    Candidate {
        kind: CandidateKind::Reading,
        database: Some(ctx.lake.db(ctx.db).id.clone()),
        table: None,
        column: None,
        value: None,
        score: 0.5,
        label,
    }
}

/// Words between a coordination and a later condition that open a new relative clause after
/// a conjunction ("… or King and whose decor …", "…, and with a price of …").
fn restarts_clause(between: &[clarisql_text::Token]) -> bool {
    between.windows(2).any(|w| {
        matches!(w[0].norm.as_str(), "and" | "but" | ",")
            && matches!(
                w[1].norm.as_str(),
                "whose" | "who" | "which" | "that" | "where" | "with" | "having"
            )
    })
}

/// A table with single-column foreign keys to both `a` and `b`: (bridge, key to a, key to b).
fn bridge(ctx: &Context, a: TableId, b: TableId) -> Option<(TableId, ColumnId, ColumnId)> {
    let db = ctx.lake.db(a.db);
    for (t, _) in db.tables.iter().enumerate() {
        let to = |target: TableId| {
            db.foreign_keys
                .iter()
                .find(|fk| {
                    fk.from_table == t
                        && fk.to_table == target.table as usize
                        && fk.from_columns.len() == 1
                })
                .map(|fk| {
                    TableId {
                        db: a.db,
                        table: t as u32,
                    }
                    .column(fk.from_columns[0])
                })
        };
        if let (Some(ka), Some(kb)) = (to(a), to(b)) {
            return Some((
                TableId {
                    db: a.db,
                    table: t as u32,
                },
                ka,
                kb,
            ));
        }
    }
    None
}

/// "Which honey type does every apiary produce?" over harvests of hives of apiaries: a value
/// that repeats across the entity's rows (not one naming them) and a quantified table the rows
/// reach by foreign keys, directly or through one table, pair up many-to-many as a bridge table
/// would. The key that reaches the quantified table.
fn chain_to(
    ctx: &Context,
    entity: TableId,
    quantified: TableId,
    projected: ColumnId,
) -> Option<ColumnId> {
    if ctx.lake.identifies_rows(projected) || ctx.is_key(projected) {
        return None;
    }
    let key = |from: TableId, to: TableId| ctx.foreign_key(from, to).map(|(k, _)| k);
    key(entity, quantified).or_else(|| {
        (0..ctx.lake.table(entity).columns.len())
            .filter_map(|i| ctx.lake.referred_table(entity.column(i)))
            .find_map(|middle| key(middle, quantified))
    })
}

pub struct QuantifierScope;

impl Detector for QuantifierScope {
    fn name(&self) -> &'static str {
        "QuantifierScope"
    }

    fn detect(&self, ctx: &Context, units: &[Unit], reading: &mut Interpretation) {
        let Some(q) = reading.query.clone() else {
            return;
        };
        // "every F" / "all F" / "each F": a quantifier right before a table.
        // Only a bare quantifier ("every team", "each team"); "for each team" is a grouping and
        // "all the players" a list. In Chinese ("飞往每个机场", "参加了所有活动") the quantifier
        // must follow the thing asked about: one that opens the question ("每个机场都有…")
        // distributes over it, as "for each" does.
        let bare = |k: usize| match ctx.span_text(&units[k]).to_lowercase().as_str() {
            "every" | "each" => true,
            "每个" | "每一个" | "所有" | "全部" => {
                (0..k).any(|j| reading.facts.is_table.get(j).copied().unwrap_or(false))
            }
            _ => false,
        };
        // What is quantified may come after values that qualify it ("every German client",
        // "every Acomb Library member"): the first unit naming something after them.
        let quantified_at = |k: usize| {
            (k + 1..units.len().min(k + 4)).find(|&m| {
                !units[m].schema.is_empty()
                    && units[k + 1..m]
                        .iter()
                        .all(|u| u.cue.is_none() && !u.values.is_empty())
            })
        };
        let Some((k, m)) = (0..units.len()).find_map(|k| {
            let m = quantified_at(k)?;
            (matches!(units[k].cue, Some(Cue::All) | Some(Cue::Each))
                && bare(k)
                // "each kind of result": the kinds, values of one column, are grouped by.
                && !crate::segment::kind_before_of(ctx.tokens, &units[m]))
            .then_some((k, m))
        }) else {
            return;
        };
        // The entity: the table of what is projected.
        let Some(projected) = q.select.iter().find_map(|e| e.column()) else {
            return;
        };
        let entity = projected.table;
        let (pairs, division, e_name, f_name, evidence) =
            if reading.facts.is_table.get(m).copied().unwrap_or(false) {
                let Some(quantified) = units[m].schema.iter().find_map(|m| match m.element {
                    clarisql_index::Element::Table(t) => Some(t),
                    _ => None,
                }) else {
                    return;
                };
                // "哪些航空公司飞往每个机场" reads as a list per airport (airport, airline): the
                // entity is the other thing shown. ("List each device with its shop" quantifies
                // what is listed: no second reading.)
                let chinese = ctx.tokens[units[k].start].kind == clarisql_text::TokenKind::Cjk;
                let entity = if entity != quantified {
                    entity
                } else if chinese {
                    match q
                        .select
                        .iter()
                        .filter_map(|e| e.column())
                        .find(|c| c.table != quantified)
                    {
                        Some(c) => c.table,
                        None => return,
                    }
                } else {
                    return;
                };
                let Some(key_quantified) = bridge(ctx, entity, quantified)
                    .map(|(_, _, k)| k)
                    .or_else(|| {
                        // (A total or average "for each" is grouped already.)
                        let grouped =
                            !q.group_by.is_empty() || q.select.iter().any(Expr::is_aggregate);
                        (!grouped)
                            .then(|| chain_to(ctx, entity, quantified, projected))
                            .flatten()
                    })
                else {
                    return;
                };
                // Reading 1: every pair (the list as asked, per quantified row).
                let mut pairs = q.clone();
                if !pairs.tables.contains(&quantified) {
                    pairs.tables.push(quantified);
                }
                pairs.distinct = true;
                // Reading 2: the entities linked to every quantified row.
                let mut division = q.clone();
                division
                    .select
                    .retain(|e| e.column().is_none_or(|c| c.table != quantified));
                division.group_by = division.select.iter().filter_map(|e| e.column()).collect();
                let mut all = Query::new(ctx.db);
                all.select = vec![Expr::CountStar];
                all.tables = vec![quantified];
                // "every German client": every one the values single out, not every one.
                if m > k + 1 {
                    all.filter = q
                        .filter
                        .iter()
                        .filter(|c| c.columns().iter().all(|col| col.table != entity))
                        .cloned()
                        .collect();
                }
                division.tables.push(key_quantified.table);
                division.having.push(Cond::Compare {
                    expr: Expr::Agg {
                        func: Agg::Count,
                        column: key_quantified,
                        distinct: true,
                    },
                    op: CmpOp::Eq,
                    value: Operand::Query(Box::new(all)),
                });
                let e_name = ctx.lake.table(entity).name.clone();
                let f_name = ctx.lake.table(quantified).name.clone();
                let evidence = format!("{e_name} and {f_name} are linked many-to-many");
                (pairs, division, e_name, f_name, evidence)
            } else {
                // "Which destination does every airline fly to?": two columns of one table whose rows
                // pair them many-to-many. Every pair, or the value paired with every other value?
                let Some(quantified) = units[m].schema.iter().find_map(|m| match m.element {
                    clarisql_index::Element::Column(c) if c.table == entity && c != projected => {
                        Some(c)
                    }
                    _ => None,
                }) else {
                    return;
                };
                if ctx.is_key(quantified) || ctx.is_key(projected) {
                    return;
                }
                let mut pairs = q.clone();
                if !pairs.select.contains(&Expr::Column(quantified)) {
                    pairs.select.push(Expr::Column(quantified));
                }
                pairs.distinct = true;
                let mut division = q.clone();
                division.select.retain(|e| *e != Expr::Column(quantified));
                division.group_by = division.select.iter().filter_map(|e| e.column()).collect();
                let mut all = Query::new(ctx.db);
                all.select = vec![Expr::Agg {
                    func: Agg::Count,
                    column: quantified,
                    distinct: true,
                }];
                all.tables = vec![entity];
                division.having.push(Cond::Compare {
                    expr: Expr::Agg {
                        func: Agg::Count,
                        column: quantified,
                        distinct: true,
                    },
                    op: CmpOp::Eq,
                    value: Operand::Query(Box::new(all)),
                });
                let e_name = ctx.lake.column(projected).name.clone();
                let f_name = ctx.lake.column(quantified).name.clone();
                let evidence = format!(
                    "rows of {} pair {e_name} with {f_name} many-to-many",
                    ctx.lake.table(entity).name
                );
                (pairs, division, e_name, f_name, evidence)
            };
        // The words as written ("every airport", "每个机场").
        let phrase = &ctx.text[ctx.tokens[units[k].start].start..ctx.tokens[units[m].end - 1].end];
        let zh = worded_in_chinese(ctx.text);
        let mut f = Finding::new(
            Category::QuantifierScope,
            ctx.char_span(&units[k]),
            phrase.to_string(),
            if zh {
                format!("“{phrase}”可以指每个{f_name}分别来看（每一对{e_name}与{f_name}），也可以指所有{f_name}合在一起（与每个{f_name}都有关联的{e_name}）")
            } else {
                format!("'{phrase}' may mean each {f_name} separately (every {e_name}–{f_name} pair) or all of them together (the {e_name} linked to every {f_name})")
            },
        );
        f.evidence = evidence;
        f.question = Some(if zh {
            format!("您是指每个{f_name}分别来看，还是与每个{f_name}都有关联的{e_name}？")
        } else {
            format!("Do you mean for each {f_name} separately, or the {e_name} linked to every {f_name}?")
        });
        f.candidates = if zh {
            vec![
                reading_option(ctx, format!("每个{f_name}分别来看")),
                reading_option(ctx, format!("与每个{f_name}都有关联")),
            ]
        } else {
            vec![
                reading_option(ctx, format!("for each {f_name} separately")),
                reading_option(ctx, format!("linked to every {f_name}")),
            ]
        };
        f.readings = vec![pairs, division];
        reading.findings.push(f);
    }
}

pub struct Attachment;

impl Detector for Attachment {
    fn name(&self) -> &'static str {
        "AttachmentAmbiguity"
    }

    fn detect(&self, ctx: &Context, units: &[Unit], reading: &mut Interpretation) {
        let Some(q) = reading.query.clone() else {
            return;
        };
        // Two values of one column joined by and/or (read as IN), then another condition.
        let Some((pos, column, values)) = q.filter.iter().enumerate().find_map(|(i, c)| match c {
            Cond::InList {
                expr: Expr::Column(col),
                values,
                negated: false,
            } if values.len() == 2 => Some((i, *col, values.clone())),
            _ => None,
        }) else {
            return;
        };
        let others: Vec<(usize, Cond)> = q
            .filter
            .iter()
            .cloned()
            .enumerate()
            .filter(|(i, c)| *i != pos && !c.columns().contains(&column))
            .collect();
        let Some((other_pos, modifier)) = others.last().cloned() else {
            return;
        };
        // A calendar period ("… A and B in October 2021") dates the whole question.
        let period = matches!(&modifier, Cond::Like { pattern, negated: false, .. }
            if pattern.len() == 8
                && pattern.as_bytes()[4] == b'-'
                && pattern.ends_with('%')
                && pattern[5..7].bytes().all(|b| b.is_ascii_digit()));
        if period {
            return;
        }
        // English puts the modifier after the coordination ("hotels and pods priced at 200": both,
        // or only pods?); Chinese before it ("价格为200的酒店和胶囊房": both, or only 酒店?). A
        // Chinese modifier after it ("酒店和胶囊房中价格为200的") picks among both: no ambiguity.
        let in_coordination = |u: &Unit| {
            u.values
                .iter()
                .any(|v| v.column == column && values.contains(&Literal::Text(v.value.clone())))
                || u.number
                    .is_some_and(|n| values.contains(&Literal::number(n)))
        };
        let modifier_columns = modifier.columns();
        let is_modifier = |u: &Unit| {
            u.schema.iter().any(|m| {
                matches!(m.element, clarisql_index::Element::Column(c) if modifier_columns.contains(&c))
            }) || u.values.iter().any(|v| modifier_columns.contains(&v.column))
                || u.number.is_some()
        };
        let chinese = units
            .iter()
            .find(|u| in_coordination(u))
            .is_some_and(|u| ctx.tokens[u.start].kind == clarisql_text::TokenKind::Cjk);
        let placed = if chinese {
            match (
                units.iter().position(is_modifier),
                units.iter().position(in_coordination),
            ) {
                (Some(m), Some(c)) => m < c,
                _ => false,
            }
        } else {
            match (
                units.iter().rposition(in_coordination),
                units.iter().rposition(is_modifier),
            ) {
                // "rooms whose bed type is Queen or King and whose decor is traditional": a
                // clause opened afresh after "and" goes back to the head noun, so it binds all
                // the rows, whichever value they hold.
                // "male and female assistant professors": a value right after the coordinated
                // ones (only words nothing explains between) is the noun they both qualify,
                // not a condition added after them.
                (Some(c), Some(m))
                    if m > c
                        && units[c + 1..m].iter().all(|u| u.unknown)
                        && units[m]
                            .values
                            .iter()
                            .any(|v| modifier_columns.contains(&v.column)) =>
                {
                    false
                }
                (Some(c), Some(m)) => {
                    m > c && !restarts_clause(&ctx.tokens[units[c].end..units[m].start])
                }
                _ => false,
            }
        };
        if !placed {
            return;
        }
        let eq = |v: &Literal| Cond::Compare {
            expr: Expr::Column(column),
            op: CmpOp::Eq,
            value: Operand::Literal(v.clone()),
        };
        // Reading 1 (as read): the condition binds both values. Reading 2: only the nearer one,
        // (col = v0) OR (col = v1 AND modifier) in English, the other way round in Chinese.
        let (near, far) = if chinese { (0, 1) } else { (1, 0) };
        let both = q.clone();
        let mut alt = q.clone();
        alt.filter
            .retain(|c| *c != q.filter[pos] && *c != q.filter[other_pos]);
        alt.filter.push(Cond::Or(vec![
            eq(&values[far]),
            Cond::And(vec![eq(&values[near]), modifier.clone()]),
        ]));
        let shown = |l: &Literal| match l {
            Literal::Text(s) => s.clone(),
            other => other.to_string(),
        };
        let (a, b) = (shown(&values[0]), shown(&values[1]));
        let only = shown(&values[near]);
        let mut f = Finding::new(
            Category::AttachmentAmbiguity,
            (0, ctx.text.chars().count()),
            format!("{a} … {b}"),
            if chinese {
                format!("这个条件可能同时限定{a}和{b}，也可能只限定{only}")
            } else {
                format!("the condition may apply to both {a} and {b}, or only to {only}")
            },
        );
        f.evidence = if chinese {
            "a condition precedes a coordination of two values".into()
        } else {
            "a condition follows a coordination of two values".into()
        };
        f.question = Some(if chinese {
            format!("这个条件是同时限定{a}和{b}，还是只限定{only}？")
        } else {
            format!("Does the condition apply to both {a} and {b}, or only to {only}?")
        });
        f.candidates = if chinese {
            vec![
                reading_option(ctx, format!("{a}和{b}都限定")),
                reading_option(ctx, format!("只限定{only}")),
            ]
        } else {
            vec![
                reading_option(ctx, format!("both {a} and {b}")),
                reading_option(ctx, format!("only {only}")),
            ]
        };
        f.readings = vec![both, alt];
        reading.findings.push(f);
    }
}
