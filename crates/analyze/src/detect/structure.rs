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
use crate::taxonomy::{Candidate, CandidateKind, Category, Finding};
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
        // "all the players" a list.
        let bare = |k: usize| {
            matches!(
                ctx.span_text(&units[k]).to_lowercase().as_str(),
                "every" | "each"
            )
        };
        let Some(k) = (0..units.len()).find(|&k| {
            matches!(units[k].cue, Some(Cue::All) | Some(Cue::Each))
                && bare(k)
                && units.get(k + 1).is_some_and(|n| !n.schema.is_empty())
        }) else {
            return;
        };
        // The entity: the table of what is projected.
        let Some(projected) = q.select.iter().find_map(|e| e.column()) else {
            return;
        };
        let entity = projected.table;
        let (pairs, division, e_name, f_name, evidence) =
            if reading.facts.is_table.get(k + 1).copied().unwrap_or(false) {
                let Some(quantified) = units[k + 1].schema.iter().find_map(|m| match m.element {
                    clarisql_index::Element::Table(t) => Some(t),
                    _ => None,
                }) else {
                    return;
                };
                if entity == quantified {
                    return;
                }
                let Some((_, _, key_quantified)) = bridge(ctx, entity, quantified) else {
                    return;
                };
                // Reading 1: every pair (the list as asked, per quantified row).
                let mut pairs = q.clone();
                pairs.tables.push(quantified);
                pairs.distinct = true;
                // Reading 2: the entities linked to every quantified row.
                let mut division = q.clone();
                division.group_by = division.select.iter().filter_map(|e| e.column()).collect();
                let mut all = Query::new(ctx.db);
                all.select = vec![Expr::CountStar];
                all.tables = vec![quantified];
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
                let Some(quantified) = units[k + 1].schema.iter().find_map(|m| match m.element {
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
        let text = ctx.span_text(&units[k + 1]);
        let quantifier = ctx.span_text(&units[k]);
        let mut f = Finding::new(
            Category::QuantifierScope,
            ctx.char_span(&units[k]),
            format!("{quantifier} {text}"),
            format!("'{quantifier} {text}' may mean each {f_name} separately (every {e_name}–{f_name} pair) or all of them together (the {e_name} linked to every {f_name})"),
        );
        f.evidence = evidence;
        f.question = Some(format!(
            "Do you mean for each {f_name} separately, or the {e_name} linked to every {f_name}?"
        ));
        f.candidates = vec![
            reading_option(ctx, format!("for each {f_name} separately")),
            reading_option(ctx, format!("linked to every {f_name}")),
        ];
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
        // The modifier must come after the coordination in the question.
        let coordination_end = units.iter().rposition(|u| {
            u.values
                .iter()
                .any(|v| v.column == column && values.contains(&Literal::Text(v.value.clone())))
        });
        let modifier_columns = modifier.columns();
        let modifier_unit = units.iter().rposition(|u| {
            u.schema.iter().any(|m| {
                matches!(m.element, clarisql_index::Element::Column(c) if modifier_columns.contains(&c))
            }) || u.values.iter().any(|v| modifier_columns.contains(&v.column))
                || u.number.is_some()
        });
        match (coordination_end, modifier_unit) {
            (Some(a), Some(b)) if b > a => {}
            _ => return,
        }
        let eq = |v: &Literal| Cond::Compare {
            expr: Expr::Column(column),
            op: CmpOp::Eq,
            value: Operand::Literal(v.clone()),
        };
        // Reading 1 (as read): the condition binds both values. Reading 2: only the last,
        // (col = v0) OR (col = v1 AND modifier).
        let both = q.clone();
        let mut alt = q.clone();
        alt.filter
            .retain(|c| *c != q.filter[pos] && *c != q.filter[other_pos]);
        alt.filter.push(Cond::Or(vec![
            eq(&values[0]),
            Cond::And(vec![eq(&values[1]), modifier.clone()]),
        ]));
        let shown = |l: &Literal| match l {
            Literal::Text(s) => s.clone(),
            other => other.to_string(),
        };
        let (a, b) = (shown(&values[0]), shown(&values[1]));
        let mut f = Finding::new(
            Category::AttachmentAmbiguity,
            (0, ctx.text.chars().count()),
            format!("{a} … {b}"),
            format!("the last condition may apply to both {a} and {b}, or only to {b}"),
        );
        f.evidence = "a condition follows a coordination of two values".into();
        f.question = Some(format!(
            "Does the condition apply to both {a} and {b}, or only to {b}?"
        ));
        f.candidates = vec![
            reading_option(ctx, format!("both {a} and {b}")),
            reading_option(ctx, format!("only {b}")),
        ];
        f.readings = vec![both, alt];
        reading.findings.push(f);
    }
}
