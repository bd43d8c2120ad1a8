//! From the state the passes left to one query; then weighing it: its doubts, other readings
//! as alternatives, and how much of the question it explains.

use super::*;

impl Reader<'_, '_> {
    /// Assembles the query from what the passes read: projection, tables, grouping, order, and
    /// subqueries for what a join cannot say.
    pub(super) fn assemble(
        &self,
        st: &mut State,
        like_columns: Vec<ColumnId>,
        desc_hint: Option<bool>,
        pronoun_verbs: Vec<usize>,
    ) -> Query {
        let ctx = self.ctx;
        let units = self.units;
        let tokens = self.tokens;
        let in_condition = &self.in_condition;
        let is_table = &self.is_table;
        let focus = &self.focus;
        self.direct_parallel_keys(st);
        // "issued in 2024" over an issue date: a year said of a column of dates is the dates
        // of that year, whichever pass read it.
        for f in st.filters.iter_mut() {
            if let Cond::Compare {
                expr: Expr::Column(c),
                op: CmpOp::Eq,
                value: Operand::Literal(lit),
            } = f
            {
                if let Some(n) = lit.as_number().filter(|&n| year_like(n)) {
                    if ctx.kind(*c) == ColumnKind::Date {
                        *f = year_condition(ctx, *c, n);
                    }
                }
            }
        }
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
            || !st.count_having.is_empty()
            || !st.agg_having.is_empty();
        // "walks per walk type", "the intakes broken down by species": the rows themselves
        // counted per value of what they are split by, when nothing else is shown.
        let split_by = st.group_units.iter().any(|&j| {
            j > 0
                && units[j - 1].cue == Some(Cue::Each)
                && matches!(tokens[units[j - 1].end - 1].norm.as_str(), "per" | "by")
        });
        let only_groups_shown = select
            .iter()
            .all(|e| e.column().is_some_and(|c| st.group.contains(&c)) && !e.is_aggregate());
        let has_agg = if !has_agg && split_by && !st.group.is_empty() && only_groups_shown {
            select.push(Expr::CountStar);
            st.doubt(0.9, "the rows counted per group");
            true
        } else {
            has_agg
        };
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
        for t in focus {
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
                // "the information of all instructors", "the details for all chip models",
                // "all the data from the products": the rows' every attribute.
                || (u.unknown
                    && matches!(
                        tokens[u.start].norm.as_str(),
                        "information" | "info" | "details" | "data"
                    )
                    // Not "the delegate and committee information": those columns' values.
                    && !(i > 0 && units[i - 1].end == u.start && units[i - 1].is_link())
                    && tokens.get(u.end).is_some_and(|t| {
                        matches!(t.norm.as_str(), "of" | "for" | "about" | "on" | "from")
                    })
                    && units[i + 1..]
                        .iter()
                        .enumerate()
                        .take_while(|(_, n)| n.start <= u.end + 3)
                        .any(|(k, _)| is_table[i + 1 + k]))
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
        // "What is the oldest age among the students?": the superlative's column is what is asked
        // (not after "who": "who got the highest mark?" asks for the person).
        let asks_who = tokens.first().is_some_and(|t| t.norm == "who");
        if select.is_empty()
            && !asks_who
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
        // "How long is the Marlin?", "how deep are they?": the measure the adjective names.
        if let (true, Some((k, words))) = (select.is_empty(), how_adjective(tokens)) {
            let entity: Vec<TableId> = tables.iter().chain(focus.iter()).copied().collect();
            if let Some(col) = concept_column_any(ctx, words, &entity) {
                select.push(Expr::Column(col));
                if let Some(u) = units.iter().position(|u| u.start <= k && k < u.end) {
                    st.used[u] = true;
                }
                st.assumptions.push(format!(
                    "'how {}' read as {}",
                    tokens[k].norm,
                    ctx.column_label(col)
                ));
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
                .copied()
                // "Who has the highest gpa?": the rows the ranking column belongs to.
                .or_else(|| {
                    let ranked = st.order.first().and_then(|o| o.expr.column());
                    ranked.filter(|_| asks_who).map(|c| c.table)
                });
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
                let who = match shown[..] {
                    [] => self.who_of_event(st, t),
                    _ => Vec::new(),
                };
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
                        // "List the books and their authors": a related table listed with the
                        // rows asked about is shown by its name too.
                        if let Some(o) = self.listed_with(t) {
                            select.push(Expr::Column(o));
                        }
                    }
                    // Nothing names the rows ("Which asset …" over assets without a name):
                    // their one description, else their key. Which of the two was meant is a
                    // guess (on Spider train as often wrong as right), so alone it falls short
                    // of answering, but the reading stands for the detectors.
                    [] if !who.is_empty() => {
                        select.extend(who.into_iter().map(Expr::Column));
                        st.doubt(0.85, "'who' read as the people the rows refer to");
                    }
                    [] => {
                        // (A column called the rows' number, `flight_number`, before a
                        // surrogate key.)
                        let number = ctx.columns_of(&[t]).find(|&c| self.numbers_rows(t, c));
                        let fallback = match ctx.description_columns(t).as_slice() {
                            [c] => Some(*c),
                            _ => number.or_else(|| ctx.lake.single_key(t)),
                        };
                        if let Some(c) = fallback {
                            select.push(Expr::Column(c));
                            st.assumptions.push(format!(
                                "showing the {} of each {}",
                                ctx.lake.column(c).name,
                                ctx.lake.table(t).name
                            ));
                            // A column called the rows' number ("flight number", "invoice
                            // no"), or a key written as codes ("PT-2022-0001"), is what people
                            // call them by: as good as a name.
                            let coded_key = ctx.lake.single_key(t) == Some(c)
                                && ctx.lake.column(c).kind == ColumnKind::Text;
                            if self.numbers_rows(t, c) || coded_key {
                                st.doubt(0.8, "projection defaulted to the rows' numbers");
                            } else {
                                st.doubt(
                                    UNNAMED_ROWS_DOUBT,
                                    "projection defaulted to a column that names no row",
                                );
                            }
                            st.projection_defaulted = true;
                        }
                    }
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
        let mut plain: Vec<ColumnId> = select
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
                if let (Some((reference, _)), Some(key)) =
                    (ctx.foreign_key(r, e), ctx.lake.single_key(e))
                {
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
        // Conditions on groups (a count, "at least 2 students"; an aggregate, "whose average
        // salary is above 42000"): per the projected things.
        let (counts, aggregates) = (!st.count_having.is_empty(), !st.agg_having.is_empty());
        if counts || aggregates {
            if st.group.is_empty() {
                st.group = st.grouping(&plain);
            }
            let counted_expr = match st.distinct_having.and_then(|t| ctx.lake.single_key(t)) {
                Some(key) => Expr::Agg {
                    func: Agg::Count,
                    column: key,
                    distinct: true,
                },
                None => Expr::CountStar,
            };
            for (op, n) in &st.count_having {
                st.having.push(Cond::Compare {
                    expr: counted_expr.clone(),
                    op: *op,
                    value: Operand::Literal(Literal::number(*n)),
                });
            }
            let conditions = std::mem::take(&mut st.agg_having);
            st.having.extend(conditions);
            if st.group.is_empty() && counts {
                st.doubt(0.2, "a count condition with nothing to group by");
            }
            if st.group.is_empty() && aggregates {
                st.doubt(0.2, "an aggregate condition with nothing to group by");
            }
        }
        // "total hours per week and number of games played" from a `games_played` column: beside
        // another aggregate, the rows' numbers add up as that one does (asked alone, they add up
        // further down, once the grouping is known).
        if let Some(c) = st.number_column.filter(|c| {
            st.group.is_empty() && plain.contains(c) && select.iter().any(Expr::is_aggregate)
        }) {
            for e in select.iter_mut() {
                if *e == Expr::Column(c) {
                    *e = Expr::Agg {
                        func: Agg::Sum,
                        column: c,
                        distinct: false,
                    };
                }
            }
            plain.retain(|p| *p != c);
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
            // "How many camera lenses have a focal length longer than 15 mm?": a question that
            // opens with its count, lists nothing and counts nothing per anything ("each",
            // "in different competitions") asks for the one number; a column read beside it
            // (from its conditions or the counted words) is not shown.
            let opens_with_count = st.count_star.is_some_and(|pos| {
                units[..pos].iter().all(|u| u.is_filler())
                    && !units.iter().any(|u| {
                        matches!(
                            u.cue,
                            Some(Cue::Each) | Some(Cue::And) | Some(Cue::Distinct)
                        )
                    })
            });
            if opens_with_count {
                select.retain(|e| e.is_aggregate());
                // A column of a table nothing else in the question reads ("How many students
                // got an A grade?" with the A unread) was the only trace of a condition: the
                // count without it is not what was asked.
                let still_read = |t: TableId| {
                    st.count_table == Some(t)
                        || st
                            .filters
                            .iter()
                            .any(|f| f.columns().iter().any(|c| c.table == t))
                        || select
                            .iter()
                            .any(|e| e.column().is_some_and(|c| c.table == t))
                };
                if plain.iter().any(|c| !still_read(c.table)) {
                    st.doubt(
                        0.6,
                        "a column read beside the count belongs to nothing counted",
                    );
                }
                plain.clear();
                st.doubt(
                    0.9,
                    "a count asked alone: the column read beside it is not shown",
                );
            } else if (st.count_star.is_some() || categories) && plain.len() <= 2 {
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
                // "from oldest to youngest", "from the cheapest to the most expensive": the
                // scale's ends name what orders (age, price) in the tables shown.
                let shown: Vec<TableId> = plain.iter().map(|c| c.table).collect();
                let by_scale = units
                    .iter()
                    .filter(|u| matches!(u.cue, Some(Cue::Direction { .. })))
                    .flat_map(|u| &tokens[u.start..u.end])
                    .find_map(|t| comparable_concepts(&t.norm))
                    .and_then(|(words, _)| concept_column_any(ctx, words, &shown))
                    .filter(|c| shown.contains(&c.table));
                if let (Some(c), None) = (by_scale, &aggregate) {
                    st.order.push(Order {
                        expr: Expr::Column(c),
                        desc,
                    });
                }
                match (alphabetical, aggregate, plain.first()) {
                    _ if !st.order.is_empty() => {}
                    (false, Some(a), _) => {
                        // "ordered by the average number of crew", "in decreasing order of
                        // each town's highest rainfall": an aggregate said only after the words
                        // that introduce the sort key is that key, not a column to show.
                        let key_from = units.iter().position(|u| match u.cue {
                            Some(Cue::OrderBy) => true,
                            Some(Cue::Direction { .. }) => {
                                matches!(tokens[u.end - 1].norm.as_str(), "of" | "by")
                            }
                            _ => false,
                        });
                        let said_at = st.select.iter().find(|(_, e)| *e == a).map(|(p, _)| *p);
                        if let (Some(k), Some(p)) = (key_from, said_at) {
                            if p > k && select.iter().any(|e| !e.is_aggregate()) {
                                select.retain(|e| *e != a);
                            }
                        }
                        st.order.push(Order { expr: a, desc })
                    }
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
        // picks the row the aggregate is computed over. So it does for things asked in the
        // plural ("the cities in the county with the most officers"): all of that row's.
        let superlative_of_another = match st.order.as_slice() {
            [Order {
                expr: Expr::Column(by),
                ..
            }] => {
                let shown: Vec<TableId> = select
                    .iter()
                    .filter_map(|e| match e {
                        Expr::Column(c) => Some(c.table),
                        _ => None,
                    })
                    .collect();
                shown.len() == select.len()
                    && !shown.contains(&by.table)
                    && units.iter().enumerate().any(|(i, u)| {
                        let last = &tokens[u.end - 1];
                        let names_shown = if is_table[i] {
                            best_table(u).is_some_and(|(t, _)| shown.contains(&t))
                        } else {
                            // "the names of towns" read whole as `town_name`: the plural is
                            // the table's word ("the total points of …" is a column's).
                            st.select.iter().any(|(p, e)| {
                                *p == i
                                    && e.column().is_some_and(|c| {
                                        identifier_stems(&ctx.lake.table(c.table).name)
                                            .contains(&last.stem)
                                    })
                            })
                        };
                        names_shown && last.looks_plural()
                    })
            }
            _ => false,
        };
        if !select.is_empty()
            && (select.iter().all(Expr::is_aggregate) || superlative_of_another)
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
        // "How many trains ran on the Coast Line in March 2024?", "cars carried per vessel in
        // March": a year or month read before the counted (or summed) rows were known went to
        // the dates of what they belong to (when the line opened); the time said is that of the
        // rows counted, which refer to it.
        let counted = st
            .count_table
            .or(st.count_over_column.map(|(_, c)| c.table))
            .filter(|_| select.contains(&Expr::CountStar));
        let summed = select.iter().find_map(|e| match e {
            Expr::Agg { column, .. } => Some(column.table),
            _ => None,
        });
        if let Some(counted) = counted.or(summed) {
            let db = ctx.lake.db(ctx.db);
            let refers = |from: TableId, to: TableId| {
                db.foreign_keys.iter().any(|fk| {
                    fk.from_table == from.table as usize && fk.to_table == to.table as usize
                })
            };
            // Things with no dates of their own ("how many dishes did the school get in
            // October") are dated by the rows that point at them and at the rows the time went
            // to (the orders of dishes by schools), when one table does.
            let dated_by_rows = |c: ColumnId| {
                let mut found = ctx
                    .lake
                    .tables_of(ctx.db)
                    .filter(|u| *u != counted && refers(*u, counted) && refers(*u, c.table));
                match (found.next(), found.next()) {
                    (Some(u), None) => clues::date_column(ctx, &[u]),
                    _ => None,
                }
            };
            let own = clues::date_column(ctx, &[counted]);
            for f in st.filters.iter_mut() {
                if let Cond::Like {
                    expr: Expr::Column(c),
                    pattern,
                    negated: false,
                } = f
                {
                    let calendar = pattern.ends_with('%')
                        && (pattern.starts_with("____-")
                            || pattern.bytes().take(4).all(|b| b.is_ascii_digit()));
                    if !calendar || c.table == counted || !holds_dates(ctx, *c) {
                        continue;
                    }
                    let event_date = match own {
                        Some(d) => refers(counted, c.table).then_some(d),
                        None => dated_by_rows(*c),
                    };
                    if let Some(event_date) = event_date {
                        *c = event_date;
                    }
                }
            }
        }
        // Counting things across a join to the rows that point at them ("how many students play
        // games", through the plays to the games) counts each thing once. ("How many times",
        // "how often" count the occasions: the rows the join finds.)
        let occasions = self
            .tokens
            .windows(3)
            .any(|w| w[0].norm == "how" && w[1].norm == "many" && w[2].norm == "times")
            || self
                .tokens
                .windows(2)
                .any(|w| w[0].norm == "how" && w[1].norm == "often");
        if let (Some(t), true, false) =
            (st.count_table, select.contains(&Expr::CountStar), occasions)
        {
            let needed: Vec<TableId> = tables
                .iter()
                .copied()
                .chain(st.filters.iter().flat_map(|f| f.columns()).map(|c| c.table))
                .collect();
            // Per group, a bridge's rows are what is counted ("the number of documents in each
            // location" counts the location's document records); a count of everything counts
            // the things, whatever the tree passes through.
            let fanned_out = if st.group.is_empty() {
                join_repeats_rows(ctx, t, &needed)
            } else {
                let db = ctx.lake.db(ctx.db);
                needed.iter().any(|u| {
                    *u != t
                        && db.foreign_keys.iter().any(|fk| {
                            fk.from_table == u.table as usize && fk.to_table == t.table as usize
                        })
                })
            };
            if let (true, Some(key)) = (fanned_out, ctx.lake.row_key(t)) {
                if st.group.is_empty() {
                    st.counted_once_through = Some(t);
                }
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
            && repeats_as_category(ctx, *c)
            // A row's own description ("all investor details") is listed per row.
            && !clarisql_text::identifier_words(&ctx.lake.column(*c).name)
                .last()
                .is_some_and(|w| clarisql_text::is_description_word(w))
            // "all" right before the column's words ("all product colors", "all the
            // directors"), not before another noun ("origins of all flights"); or the column's
            // words in the plural right after an opening "what"/"which" ("What ranks do we
            // have?", "Which cities do students live in?").
            && st.chosen.iter().any(|&(j, col, _)| {
                let opening = units[j].start == 1
                    && matches!(tokens[0].norm.as_str(), "what" | "which")
                    && tokens[units[j].end - 1].looks_plural();
                col == *c
                    && (opening
                        || tokens[..units[j].start]
                            .iter()
                            .rev()
                            .take(3)
                            .any(|t| t.norm == "all"))
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
        // Two words that read as one ordering ("the largest classroom (with the highest
        // capacity)") order once.
        let mut seen: Vec<Expr> = Vec::new();
        q.order_by.retain(|o| {
            let first = !seen.contains(&o.expr);
            seen.push(o.expr.clone());
            first
        });
        q.limit = st.limit;
        q.distinct = st.distinct;
        drop_tables_an_empty_key_leaves_out(ctx, &mut q);
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
            // "both saving and checking accounts", read as one list of values of a column: the
            // two values, each its own condition.
            let listed = q.filter.iter().position(|f| {
                matches!(f, Cond::InList { expr: Expr::Column(_), values, negated: false } if values.len() == 2)
            });
            if let Some(k) = listed {
                if let Cond::InList { expr, values, .. } = q.filter.remove(k) {
                    for value in values {
                        q.filter.push(Cond::Compare {
                            expr: expr.clone(),
                            op: CmpOp::Eq,
                            value: Operand::Literal(value),
                        });
                    }
                }
            }
            let pair = (0..q.filter.len()).find_map(|i| {
                (i + 1..q.filter.len())
                    .find(|&j| {
                        same_column_equalities(&q.filter[i], &q.filter[j])
                            || contradictory(&[q.filter[i].clone(), q.filter[j].clone()])
                    })
                    .map(|j| (i, j))
            });
            if let Some((i, j)) = pair {
                // The set operation keeps each value once already.
                q.distinct = false;
                let mut second = q.clone();
                second.filter.remove(i);
                q.filter.remove(j);
                q.compound = Some((SetOp::Intersect, Box::new(second)));
                st.used[b] = true;
                st.undoubt(0.3, TWO_VALUES_ANDED);
                st.undoubt(0.2, CANNOT_HOLD_TOGETHER);
            }
        }
        // "courses in Statistics but not Psychology": a value and the negation of another of the
        // same column cannot both be about one row (the negation adds nothing there); they say
        // which shown things are related to the one and never to the other.
        if plain_listing && q.compound.is_none() {
            let pair = (0..q.filter.len()).find_map(|i| {
                (0..q.filter.len())
                    .find(|&j| j != i && value_and_other_negated(&q.filter[i], &q.filter[j]))
                    .map(|j| (i, j))
            });
            if let Some((i, j)) = pair {
                q.distinct = false;
                let mut second = q.clone();
                if let Cond::Compare { op, .. } = &mut second.filter[j] {
                    *op = CmpOp::Eq;
                }
                second.filter.remove(i);
                q.filter.remove(j);
                q.compound = Some((SetOp::Except, Box::new(second)));
            }
        }
        // "the home ports that have no boat longer than 20": a column's values that no row of its
        // own table with them meets the conditions, the values less those such rows have (a set
        // difference keeps the values a NOT IN over NULLs would lose).
        let own_values_lacked = |f: &Cond| {
            matches!(f, Cond::InQuery { column, query, negated: true }
                if query.tables.as_slice() == [column.table]
                    && query.select.as_slice() == [Expr::Column(*column)])
        };
        // Said of no rows in particular ("home ports that have no boats" read over the boats' own
        // ports), every value is some row's: nothing would be left.
        if q.filter.iter().any(|f| {
            own_values_lacked(f)
                && matches!(f, Cond::InQuery { query, .. } if query.filter.is_empty())
        }) {
            st.doubt(0.1, "no condition says which rows must not have the values");
        }
        if plain_listing && q.compound.is_none() {
            let own = q.filter.iter().position(|f| {
                own_values_lacked(f)
                    && matches!(f, Cond::InQuery { column, .. }
                        if q.select.as_slice() == [Expr::Column(*column)])
            });
            if let Some(k) = own {
                if let Cond::InQuery { query, .. } = q.filter.remove(k) {
                    q.distinct = false;
                    q.compound = Some((SetOp::Except, query));
                }
            }
        }
        // Ordered by a count with nothing grouped and nothing aggregated shown (SQL that cannot
        // run): "the number of floors" shown as a number column is that column, what the rows are
        // ordered by; "sort the origin codes by their number of flights", with no number shown,
        // counts the rows of each shown value.
        if q.group_by.is_empty()
            && !q.select.is_empty()
            && q.select.iter().all(|e| matches!(e, Expr::Column(_)))
            && q.order_by.iter().any(|o| o.expr.is_aggregate())
        {
            let numbers: Vec<ColumnId> = q
                .select
                .iter()
                .filter_map(Expr::column)
                .filter(|&c| {
                    !ctx.is_key(c) && matches!(ctx.kind(c), ColumnKind::Integer | ColumnKind::Real)
                })
                .collect();
            // Where the number column is named: it is the ordering's when named after the
            // ordering words, and shown only when also named before them.
            let order_at = units
                .iter()
                .position(|u| matches!(u.cue, Some(Cue::OrderBy | Cue::Direction { .. })));
            let named_at = |c: ColumnId| -> Vec<usize> {
                st.select
                    .iter()
                    .filter(|(_, e)| e.column() == Some(c))
                    .map(|(p, _)| *p)
                    .chain(st.chosen.iter().filter(|x| x.1 == c).map(|x| x.0))
                    .collect()
            };
            match (numbers.as_slice(), order_at) {
                ([], _) => q.group_by = q.select.iter().filter_map(Expr::column).collect(),
                ([number], Some(k)) if named_at(*number).iter().any(|&p| p > k) => {
                    for o in q.order_by.iter_mut() {
                        if o.expr == Expr::CountStar {
                            o.expr = Expr::Column(*number);
                        }
                    }
                    q.order_by.dedup();
                    if named_at(*number).iter().all(|&p| p > k) && q.select.len() > 1 {
                        q.select.retain(|e| e.column() != Some(*number));
                    }
                }
                _ => {}
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
            let mut tables: Vec<TableId> = q.tables.iter().chain(focus).copied().collect();
            tables.sort();
            tables.dedup();
            let both: Vec<ColumnId> = ctx
                .columns_of(&tables)
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

        drop_unread_sibling(ctx, &mut q);

        // Fewer joins: when a word's column was taken from a table nothing else needs, and an
        // almost-as-good reading of the same word lives in a table the query uses anyway, take that
        // one ("order ids … in each order" reads Order_Items.order_id, not Orders.order_id).
        for k in 0..st.chosen.len() {
            let (j, col, numeric) = st.chosen[k];
            if q.tables.contains(&col.table) {
                continue;
            }

            if q.column_uses(col.table) > 1 {
                continue; // the table is needed by another word too
            }
            let needed = q.needed_tables();
            let better = rival(&self.rank(j, numeric), col, 0.15, |c| {
                c.table != col.table && needed.contains(&c.table)
            });
            if let Some(alt) = better {
                q.replace_column(col, alt);
                st.chosen[k].1 = alt;
            }
        }
        // "the ids of documents that do not have expenses": a word read from the negated table
        // (its columns favoured as a table the question names) is the same word of the rows
        // meant, when a column there ties for it; the negated rows are not joined.
        for k in 0..st.chosen.len() {
            let (j, col, numeric) = st.chosen[k];
            if !st.negated_tables.contains(&col.table) {
                continue;
            }
            let ranked = self.rank_columns(&units[j], &[], numeric);
            let alt = rival(&ranked, col, 0.01, |c| {
                !st.negated_tables.contains(&c.table) && q.tables.contains(&c.table)
            });
            if let Some(alt) = alt {
                // (Not inside the negated rows' own subquery.)
                q.replace_shown_column(col, alt);
                st.chosen[k].1 = alt;
                if q.column_uses(col.table) == 0 {
                    q.tables.retain(|&t| t != col.table);
                }
            }
        }
        count_through_bridge(ctx, &mut q);
        self.show_referred_rows(st, &mut q);
        q.show_distinct_order_keys();
        q
    }

    /// "Who is the lead on Kelp Search?", "Who leads it?" over `projects.lead_id`: a key asked
    /// for as a person (right after "who is", or the verb right after "who"), in words that do
    /// not ask for identifiers ("id", "code", "number"), stands for the row it refers to, which
    /// is shown by its name, joined by that key. (Not any key shown: on Spider a listed key
    /// more often means its own values, "the distinct districts".)
    fn show_referred_rows(&self, st: &State, q: &mut Query) {
        let ctx = self.ctx;
        let tokens = self.tokens;
        if q.select.len() != 1 || !q.group_by.is_empty() || q.compound.is_some() {
            return;
        }
        let Some(Expr::Column(key)) = q.select.first().cloned() else {
            return;
        };
        let Some(&(unit, _, _)) = st.chosen.iter().find(|(_, c, _)| *c == key) else {
            return;
        };
        let start = self.units[unit].start;
        let asked_as_person = tokens.first().is_some_and(|t| t.norm == "who")
            && (start == 1
                || tokens.get(1).is_some_and(|t| {
                    matches!(t.norm.as_str(), "is" | "was" | "are" | "were" | "'s")
                }));
        if !asked_as_person {
            return;
        }
        let asks_identifiers = tokens[start..self.units[unit].end].iter().any(|t| {
            matches!(
                t.norm.as_str(),
                "id" | "ids"
                    | "identifier"
                    | "identifiers"
                    | "code"
                    | "codes"
                    | "number"
                    | "numbers"
                    | "no"
                    | "key"
            )
        });
        let Some(to) = ctx.lake.referred_table(key).filter(|_| !asks_identifiers) else {
            return;
        };
        let shown = ctx.display_columns(to);
        if shown.is_empty()
            || shown
                .iter()
                .any(|c| q.filter.iter().any(|f| f.columns().contains(c)))
        {
            return;
        }
        q.select = shown.into_iter().map(Expr::Column).collect();
        if !q.tables.contains(&key.table) {
            q.tables.push(key.table);
        }
        q.join_keys.push(key);
    }

    /// "Who walked Rex?" over `walk(dog_id, walker_id)`: rows with no name of their own,
    /// asked about with "who", stand for the one table they refer to that has names and that
    /// no condition already names (the dog is given): its name columns, or none when not
    /// exactly one such table is referred to, by one key.
    fn who_of_event(&self, st: &State, t: TableId) -> Vec<ColumnId> {
        let ctx = self.ctx;
        if self.tokens.first().is_none_or(|w| w.norm != "who") {
            return Vec::new();
        }
        let conditioned: Vec<TableId> = st
            .filters
            .iter()
            .flat_map(|f| f.columns())
            .map(|c| c.table)
            .collect();
        let mut found: Vec<Vec<ColumnId>> = Vec::new();
        for fk in keys_from(ctx, t) {
            let to = TableId {
                db: t.db,
                table: fk.to_table as u32,
            };
            let names = ctx.display_columns(to);
            if to == t || names.is_empty() || conditioned.contains(&to) {
                continue;
            }
            if fk.from_columns.len() != 1 {
                return Vec::new();
            }
            found.push(names);
        }
        // Of several (a loan's member and its book), "who" asks for the one named as people
        // are, by given and family name.
        if found.len() > 1 {
            found.retain(|names| {
                names
                    .iter()
                    .any(|&c| clarisql_text::person_name_part(&ctx.lake.column(c).name).is_some())
            });
        }
        match <[Vec<ColumnId>; 1]>::try_from(found) {
            Ok([names]) => names,
            Err(_) => Vec::new(),
        }
    }

    /// Whether `c` is `t`'s column called its number, one value per row: the table's (head)
    /// word and "number", "no" or "code" (`flight_number`, `invoice_no`).
    fn numbers_rows(&self, t: TableId, c: ColumnId) -> bool {
        if !(self.ctx.lake.is_key(c) || self.ctx.lake.identifies_rows(c)) {
            return false;
        }
        let words = clarisql_text::identifier_words(&self.ctx.lake.column(c).name);
        // The table's head word: `contact_number` is no number of `customer_contact_channels`.
        let head = identifier_stems(&self.ctx.lake.table(t).name).pop();
        // What only ever names one thing of a kind: a vehicle's registration, a tag, a serial
        // number, a booking reference (a column of unique values, tested above).
        let marks_one = |w: &str| {
            matches!(
                w,
                "registration" | "reg" | "plate" | "tag" | "serial" | "barcode" | "reference"
            )
        };
        match words.as_slice() {
            [word] => marks_one(word),
            [thing, number] => {
                (matches!(number.as_str(), "number" | "no" | "num" | "code")
                    && head == Some(clarisql_text::stem(thing)))
                    || marks_one(number)
            }
            _ => false,
        }
    }

    /// "flights from Brindale Heath to Corvo Central": a table linked to the values' table by
    /// two keys (`origin_code`, `destination_code`) is joined by the key the preposition before
    /// each value names ("from" an origin, "to" a destination). Each such condition becomes a
    /// subquery on that key, so the values' table is not joined (by whichever key came first)
    /// unless something else reads it; the motion verb before the preposition ("depart from",
    /// "fly to") is explained by it.
    fn direct_parallel_keys(&self, st: &mut State) {
        let ctx = self.ctx;
        let (units, tokens) = (self.units, self.tokens);
        let mut keys_taken: Vec<ColumnId> = Vec::new();
        let mut values_tables: Vec<TableId> = Vec::new();
        for f in 0..st.filters.len() {
            let cols = st.filters[f].columns();
            let Some(v) = cols.first().map(|c| c.table) else {
                continue;
            };
            // Only a table read for its conditions: one whose columns are shown, grouped or
            // sorted is joined anyway, and by which key is the question's to settle.
            if cols.iter().any(|c| c.table != v) || st.shows_table(v) {
                continue;
            }
            // The value read first in this condition (a pattern: any read of its column), and
            // the word before it.
            let said: Vec<&str> = match &st.filters[f] {
                Cond::Compare {
                    value: Operand::Literal(Literal::Text(t)),
                    ..
                } => vec![t.as_str()],
                Cond::InList { values, .. } => values
                    .iter()
                    .filter_map(|l| match l {
                        Literal::Text(t) => Some(t.as_str()),
                        _ => None,
                    })
                    .collect(),
                _ => Vec::new(),
            };
            let Some(&(i, _, _)) = st
                .values_read
                .iter()
                .filter(|(_, c, value)| {
                    cols.contains(c) && (said.is_empty() || said.contains(&value.as_str()))
                })
                .min_by_key(|(i, _, _)| *i)
            else {
                continue;
            };
            // (Past a determiner: "from all Brindale airports", "to the Corvo airports".)
            let determiner =
                |k: usize| matches!(tokens[k].norm.as_str(), "the" | "all" | "every" | "any");
            let Some(mut prep) = units[i].start.checked_sub(1) else {
                continue;
            };
            while prep > 0 && determiner(prep) {
                prep -= 1;
            }
            // The preposition's direction, else that of a verb of motion before it ("arrive
            // in Osaka") or in its place ("leaving Berlin").
            let motion = prep
                .checked_sub(1)
                .and_then(|v| clarisql_text::motion_direction(&tokens[v].norm))
                .or_else(|| clarisql_text::motion_direction(&tokens[prep].norm));
            let Some(words) = clarisql_text::direction_words(&tokens[prep].norm)
                .or_else(|| motion.and_then(clarisql_text::direction_words))
            else {
                continue;
            };
            let Some(pk) = ctx.lake.single_key(v) else {
                continue;
            };
            let says_direction =
                |c: ColumnId| clarisql_text::name_says_direction(&ctx.lake.column(c).name, words);
            // A table in play, or next to one ("airlines that fly to Tokyo" through their
            // flights), holding two single-column keys or more to the values' table, one of
            // which the preposition names.
            let shown_tables = st
                .select
                .iter()
                .filter_map(|(_, e)| e.column())
                .map(|c| c.table);
            let mut in_play: Vec<TableId> = st
                .tables
                .iter()
                .chain(self.focus.iter())
                .copied()
                .chain(shown_tables)
                .collect();
            let next_to: Vec<TableId> = in_play.iter().flat_map(|&t| ctx.neighbours(t)).collect();
            in_play.extend(next_to);
            let chosen = in_play.into_iter().filter(|&t| t != v).find_map(|t| {
                let keys: Vec<ColumnId> = ctx
                    .foreign_keys(t, v)
                    .into_iter()
                    .filter(|&(_, to)| to == pk)
                    .map(|(from, _)| from)
                    .collect();
                let named: Vec<ColumnId> = keys
                    .iter()
                    .copied()
                    .filter(|&k| says_direction(k))
                    .collect();
                match (keys.len() >= 2, named.as_slice()) {
                    (true, [k]) => Some(*k),
                    _ => None,
                }
            });
            let Some(key) = chosen else {
                continue;
            };
            // "not from X": no key of X's rows, rather than a key of the rows not named X.
            let (cond, negated) = match st.filters[f].clone() {
                Cond::Compare {
                    expr,
                    op: CmpOp::Ne,
                    value,
                } => (
                    Cond::Compare {
                        expr,
                        op: CmpOp::Eq,
                        value,
                    },
                    true,
                ),
                Cond::InList {
                    expr,
                    values,
                    negated: true,
                } => (
                    Cond::InList {
                        expr,
                        values,
                        negated: false,
                    },
                    true,
                ),
                other => (other, false),
            };
            let mut rows = Query::new(ctx.db);
            rows.select = vec![Expr::Column(pk)];
            rows.tables = vec![v];
            rows.filter = vec![cond];
            st.filters[f] = Cond::InQuery {
                column: key,
                query: Box::new(rows),
                negated,
            };
            st.add_table(key.table);
            keys_taken.push(key);
            values_tables.push(v);
            // The word right before the preposition, or in its place ("depart", "fly",
            // "leaving"), says the motion the key carries.
            if let Some(k) = units.iter().position(|u| {
                (u.unknown || u.schema.iter().any(|m| m.element == Element::Column(key)))
                    && (u.end == prep || u.end == prep + 1)
                    && u.end - u.start == 1
                    && tokens[u.start].kind == TokenKind::Word
                    && !tokens[u.start].is_capitalised()
            }) {
                st.used[k] = true;
            }
        }
        // The values' table named only as the head of the values ("all Brindale airports") is
        // not joined when nothing else reads it.
        let reads = |st: &State, t: TableId| {
            st.shows_table(t)
                || st.counted.contains(&t)
                || st
                    .filters
                    .iter()
                    .chain(&st.having)
                    .any(|f| f.columns().iter().any(|c| c.table == t))
        };
        let idle: Vec<TableId> = values_tables
            .iter()
            .copied()
            .filter(|&t| !reads(st, t))
            .collect();
        st.tables.retain(|t| !idle.contains(t));
        // "from A to B" over one column: two conditions on it that hold for different keys.
        keys_taken.sort();
        keys_taken.dedup();
        if keys_taken.len() >= 2 {
            st.undoubt(0.3, TWO_VALUES_ANDED);
        }
    }

    /// The name column of a table listed right after table `t`'s word, joined by "and" and
    /// nothing but articles or possessives ("the books and their authors"), that `t` refers to
    /// or is referred to by, and whose rows have one name.
    fn listed_with(&self, t: TableId) -> Option<ColumnId> {
        let (ctx, units, tokens) = (self.ctx, self.units, self.tokens);
        let at = (0..units.len()).find(|&k| {
            self.is_table[k]
                && !self.in_condition[k]
                && best_table(&units[k]).is_some_and(|(b, _)| b == t)
        })?;
        let k = (at + 1..units.len())
            .find(|&k| !units[k].is_filler() && units[k].cue != Some(Cue::And))?;
        let between = &tokens[units[at].end..units[k].start];
        let joined = between.iter().any(|w| w.norm == "and")
            && between
                .iter()
                .all(|w| matches!(w.norm.as_str(), "and" | "their" | "its" | "the"));
        if !joined || !self.is_table[k] || self.in_condition[k] {
            return None;
        }
        let (o, _) = best_table(&units[k])?;
        let related = ctx.foreign_key(t, o).is_some() || ctx.foreign_key(o, t).is_some();
        match ctx.display_columns(o).as_slice() {
            [c] if o != t && related => Some(*c),
            _ => None,
        }
    }

    /// Weighs the query: doubts about words read loosely or not at all, other readings as
    /// alternatives, how much of the question it explains (`fit`), and what each unit was read
    /// as.
    pub(super) fn weigh(&self, mut st: State, mut q: Query) -> Interpretation {
        let ctx = self.ctx;
        let units = self.units;
        let tokens = self.tokens;
        let in_condition = &self.in_condition;
        let is_table = &self.is_table;
        let focus = &self.focus;
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
        // So does a column read surely after "and" whose name differs from the loose one's by
        // the loose word alone ("first and last names", "start and end dates"): the word is a
        // modifier sharing that column's head noun.
        let coordinated = |i: usize| {
            let (Some(c), [word]) = (column_of(i), &tokens[units[i].start..units[i].end]) else {
                return false;
            };
            let after = |j: usize| (j + 1..units.len()).find(|&k| !units[k].is_filler());
            let Some(k) = after(i)
                .filter(|&a| units[a].cue == Some(Cue::And))
                .and_then(after)
            else {
                return false;
            };
            let Some(d) = column_of(k) else { return false };
            let words = |c: ColumnId| clarisql_text::identifier_words(&ctx.lake.column(c).name);
            let (own, sibling) = (words(c), words(d));
            let differ: Vec<usize> = (0..own.len())
                .filter(|&p| sibling.get(p) != Some(&own[p]))
                .collect();
            d != c
                && d.table == c.table
                && !weak.iter().any(|(w, _, _)| *w == k)
                && own.len() == sibling.len()
                && matches!(differ.as_slice(), [p] if clarisql_text::stem(&own[*p]) == word.stem)
        };
        // And a column another word groups or filters by surely ("released … each year" for
        // `release_year`): the loose word only says it again. (Not one shown twice: the loose
        // word might be something else, a misspelt table, "the titles of the albmus".)
        let arranged: Vec<ColumnId> = q
            .group_by
            .iter()
            .copied()
            .chain(q.filter.iter().flat_map(Cond::columns))
            .collect();
        let read_surely = |i: usize, col: ColumnId| {
            arranged.contains(&col)
                && chosen.iter().any(|&(k, c, _)| {
                    k != i
                        && c == col
                        && !weak.iter().any(|(w, _, _)| *w == k)
                        && stems(k) != stems(i)
                })
        };
        let vouched: Vec<usize> = weak
            .iter()
            .filter(|(i, factor, _)| {
                let col = column_of(*i);
                coordinated(*i)
                    || col.is_some_and(|c| read_surely(*i, c))
                    || (col.is_some()
                        && weak.iter().any(|(k, f, _)| {
                            k != i
                                && column_of(*k) == col
                                && stems(*k) != stems(*i)
                                && (*f > *factor || (*f == *factor && k < i))
                        }))
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
        // Unknown words right before a word naming a table whose rows have names ("the puppetry
        // guild"): a name of its rows, or a kind of them, that nothing read.
        let qualifies_named_rows = |i: usize, used: &[bool]| {
            // After an article or a preposition: a noun phrase, not a verb ("which repair
            // boats").
            let opens_phrase = units[i].start > 0
                && matches!(
                    tokens[units[i].start - 1].norm.as_str(),
                    "the" | "a" | "an" | "in" | "of" | "from" | "at" | "for"
                );
            if !opens_phrase {
                return false;
            }
            let mut k = i;
            while k + 1 < units.len()
                && units[k + 1].start == units[k].end
                && units[k + 1].unknown
                && !used[k + 1]
            {
                k += 1;
            }
            units.get(k + 1).is_some_and(|n| {
                n.start == units[k].end
                    && is_table[k + 1]
                    && best_table(n).is_some_and(|(t, _)| !ctx.display_columns(t).is_empty())
            })
        };
        for (i, u) in units.iter().enumerate() {
            if st.used[i] {
                continue;
            }
            // A word naming a partitioned family as a whole ("at auction": every place's
            // land-auction table alike) when the query reads one of its tables: it says which.
            let names_family_read = !u.schema.is_empty()
                && u.values.is_empty()
                && u.schema.iter().all(|m| match m.element {
                    Element::Table(t) => crate::scope::family_of(families, t)
                        .is_some_and(|f| read_families.contains(&f)),
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
                    k != i
                        && st.used[k]
                        && ctx.span_text(o).contains(&text)
                        && ctx.span_text(o) != text
                });
            if chinese && (pointed || restated) {
                continue;
            }
            // "employees who report to …": a request word inside a condition asks for nothing;
            // naming a column there, it is a condition the reading left out.
            let verb_in_condition = u.cue == Some(Cue::Ask) && in_condition[i] && u.is_link();
            if let Some(cue) = u.cue.filter(|_| !verb_in_condition) {
                // "Find the number of investors in total": said of an aggregate already there.
                let restates_aggregate =
                    says_in_total(ctx, u) && q.select.iter().any(Expr::is_aggregate);
                if restates_aggregate {
                    st.used[i] = true;
                    continue;
                }
                // "the locations shared by more than two wrestlers": with no two groups to hold
                // in common, "shared by" only relates the rows counted.
                if cue == Cue::Both && tokens[u.start].norm == "shared" {
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
                    | Cue::Star
                    | Cue::Results => {}
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
            // "courses that are located in room 12": a passive participle before a place
            // restates how the things relate.
            if passive_before_place(tokens, u.start, u.end)
                || (motion_before_place(tokens, u.start, u.end)
                    && units
                        .iter()
                        .enumerate()
                        .any(|(k, p)| p.start == u.end + 1 && st.used[k] && !p.values.is_empty()))
            {
                st.used[i] = true;
                continue;
            }
            // "still not finished", "still aren't paid": the negation the reading placed says
            // the state, which "still" only says lasts.
            let lasting_negation = u.end - u.start == 1
                && tokens[u.start].norm == "still"
                && units
                    .iter()
                    .enumerate()
                    .any(|(k, n)| n.start == u.end && st.used[k] && n.cue == Some(Cue::Not));
            if lasting_negation {
                st.used[i] = true;
                st.restated.push(i);
                continue;
            }
            // "jobs that went for more than the average price", "orders that came to over 50":
            // a verb of amounting before a comparison the reading placed restates the measure
            // compared.
            let amounting = u.end - u.start == 1
                && matches!(
                    tokens[u.start].norm.as_str(),
                    "went"
                        | "go"
                        | "goes"
                        | "came"
                        | "come"
                        | "comes"
                        | "sold"
                        | "sell"
                        | "sells"
                        | "fetched"
                        | "fetch"
                        | "fetches"
                )
                && {
                    let particle = tokens.get(u.end).is_some_and(|t| {
                        matches!(t.norm.as_str(), "for" | "to" | "at" | "in" | "out")
                    });
                    let at = u.end + usize::from(particle);
                    units.iter().enumerate().any(|(k, c)| {
                        c.start == at
                            && st.used[k]
                            && matches!(c.cue, Some(Cue::Compare(_)) | Some(Cue::Between))
                    })
                };
            if amounting {
                st.used[i] = true;
                continue;
            }
            // "how much has the Deluxe brought in", "which course took in the most", "how
            // much have we spent on parts": a verb of earning or spending restates the total
            // the reading adds up.
            let earning = u.end - u.start == 1
                && EARNING_VERBS.contains(&tokens[u.start].norm.as_str())
                && q.select
                    .iter()
                    .chain(q.order_by.iter().map(|o| &o.expr))
                    .any(|e| matches!(e, Expr::Agg { func: Agg::Sum, .. }));
            if earning {
                st.used[i] = true;
                if tokens
                    .get(u.end)
                    .is_some_and(|t| matches!(t.norm.as_str(), "in" | "up"))
                {
                    if let Some(k) = units.iter().position(|p| p.start == u.end) {
                        st.used[k] = true;
                    }
                }
                continue;
            }
            // "the parties associated with delegates from district 1": a plural naming the
            // column that names each row of a table the reading already joins names those
            // rows (one delegate per election row).
            let names_joined_rows = tokens[u.end - 1].looks_plural()
                && !clarisql_text::is_name_word(&tokens[u.end - 1].norm)
                && tokens.get(u.end).is_some_and(|t| {
                    matches!(
                        t.norm.as_str(),
                        "from" | "on" | "in" | "at" | "with" | "who" | "that" | "which" | "both"
                    )
                })
                && best_column(u).is_some_and(|(c, s)| {
                    s >= 0.9
                        && ctx.kind(c) == ColumnKind::Text
                        && ctx.lake.identifies_rows(c)
                        && q.needed_tables().contains(&c.table)
                });
            if names_joined_rows {
                st.used[i] = true;
                continue;
            }
            // "that one", "the most expensive one", "the snowboard one": a pro-form for the
            // rows in focus (not a count, "at least one", nor a part, "one of …").
            let pro_form = u.end - u.start == 1
                && matches!(tokens[u.start].norm.as_str(), "one" | "ones")
                && u.start > 0
                && tokens[u.start - 1].is_word()
                && !matches!(
                    tokens[u.start - 1].norm.as_str(),
                    "least" | "most" | "only" | "just" | "exactly" | "than" | "no"
                )
                && tokens
                    .get(u.end)
                    .is_none_or(|n| !n.is_word() || (n.is_function_word() && n.norm != "of"));
            if pro_form {
                st.used[i] = true;
                continue;
            }
            // "engineers who erected a tower" beside `erection_year`: a verb whose word only
            // loosely names a column relates the rows the reading joins; it is doubted as an
            // unplaced verb, not as data left out. (A verb that names a column well, "finished"
            // for `finished_on`, may be the data asked for.)
            let relating_verb = u.is_link()
                && u.values.is_empty()
                && u.end - u.start == 1
                && u.schema.iter().all(|m| m.score < 0.75)
                && q.needed_tables().len() > 1
                && crate::detect::verb_like(ctx.index.segmenter(), tokens, u.start, u.end);
            if relating_verb {
                st.doubt(UNPLACED_VERB_DOUBT, format!("'{text}' is not explained"));
                unexplained.push((u.start, u.end));
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
                if counted && u.end - u.start == 1 && matches!(t.norm.as_str(), "number" | "count")
                {
                    st.used[i] = true;
                    continue;
                }
                let known_elsewhere = ctx.index.lexicon.contains(&t.stem);
                let name_like = !crate::link::sentence_start(tokens, u.start) && t.is_capitalised();
                let verb_like =
                    crate::detect::verb_like(ctx.index.segmenter(), tokens, u.start, u.end);
                // The verb it belongs to carries the doubt already.
                if u.end - u.start == 1
                    && crate::detect::phrasal_particle(ctx.index.segmenter(), tokens, u.start)
                {
                    st.used[i] = true;
                    continue;
                }
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
                    && !units.get(i + 1).is_some_and(|n| {
                        n.unknown
                            && n.start == u.end
                            && !clarisql_text::is_naming_verb(&tokens[n.start].norm)
                    });
                // "in our record", "each record in schedule": the rows themselves (not
                // "death records", a record of something).
                let after_function_word = u.start == 0
                    || !tokens[u.start - 1].is_word()
                    || tokens[u.start - 1].is_function_word();
                if clarisql_text::is_filler_noun(&t.norm)
                    && u.end - u.start == 1
                    && after_function_word
                {
                    st.used[i] = true;
                    st.doubt(0.95, format!("'{text}' read as the rows themselves"));
                    continue;
                }
                // "number of jobs per district in Sheffield", "which wines haven't gone on sale
                // yet": a noun where the question says what it counts or lists, when the rest of
                // the question chose the table and no word names it, is the asker's word for
                // that table's rows (people rarely use the schema's name for its rows).
                // (Not a word the lake names elsewhere: "authors" in a lake that has an
                // authors table is about those.)
                // Nor an operation ("find online reviews"), nor a count of an attribute the
                // rows have ("how many storeys do the new builds have").
                let attribute_counted = follows_count(units, i)
                    && tokens.get(u.end).is_some_and(|n| {
                        matches!(n.norm.as_str(), "do" | "does" | "did" | "has" | "have")
                    });
                let rows_table = (t.kind == TokenKind::Word
                    && u.end - u.start == 1
                    && !name_like
                    && !known_elsewhere
                    && !attribute_counted
                    && clarisql_text::operation_word(&t.norm).is_none()
                    // (After "which" a plural is read as a verb by its position alone; a
                    // verb's own forms, "which sold best", are still verbs.)
                    && !clarisql_text::is_past_participle(&t.norm)
                    && !t.norm.ends_with("ing")
                    && heads_question(units, tokens, i))
                .then(|| rows_table(&q))
                .flatten()
                // "How many orders does Lucas Mancini have": rows counted of one thing the
                // question names are other rows than that thing's.
                .filter(|&rows| {
                    !(follows_count(units, i)
                        && q.filter.iter().any(|c| {
                            c.columns().iter().any(|&col| {
                                col.table == rows
                                    && (ctx.lake.identifies_rows(col)
                                        || ctx.display_columns(rows).contains(&col))
                            })
                        }))
                })
                .filter(|&rows| {
                    // (The place a partitioned table is of, "in Sheffield", says which table,
                    // not what its rows are.)
                    let family = crate::scope::family_of(families, rows);
                    !units.iter().enumerate().any(|(k, n)| {
                        let tables = table_matches(n);
                        is_table[k]
                            && tables.iter().any(|&(t, _)| t == rows)
                            && (family.is_none()
                                || tables.iter().any(|&(t, _)| {
                                    t != rows && crate::scope::family_of(families, t) == family
                                }))
                    })
                });
                if let Some(rows) = rows_table {
                    st.used[i] = true;
                    st.restated.push(i);
                    st.rows_words.push(i);
                    let reading =
                        format!("'{text}' read as the rows of {}", ctx.lake.table(rows).name);
                    st.doubt(ROWS_WORD_DOUBT, reading.clone());
                    st.assumptions.push(reading);
                    continue;
                }
                let factor = if restates_table && t.kind == TokenKind::Word && !name_like {
                    0.95
                } else if t.kind == TokenKind::Quoted || name_like {
                    0.35
                } else if t.kind == TokenKind::Number || comparable_concepts(&t.norm).is_some() {
                    // An unplaced number or an unplaced "oldest" changes the answer.
                    0.3
                } else if verb_like {
                    UNPLACED_VERB_DOUBT
                } else if qualifies_named_rows(i, &st.used) {
                    // "the artisans of the puppetry guild" with no such guild in the data: the
                    // words name rows the answer would ignore.
                    0.5
                } else if known_elsewhere {
                    0.5
                } else if !in_condition[i] && st.projection_defaulted {
                    // A noun where the question says what it wants, and nothing shown for it.
                    0.5
                } else {
                    0.8
                };
                // The thing counted ("the number of students …") left unread: the count is of
                // something else. (A Chinese classifier after 多少, "多少宗", is not the thing.)
                let counted_thing = t.kind == TokenKind::Word && follows_count(units, i);
                let factor = if counted_thing {
                    f32::min(factor, 0.4)
                } else {
                    factor
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
            let ranked = self.rank(j, numeric);
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
            let owner_unit: Option<usize> =
                (j + 1..units.len()).find(|&k| is_table[k]).filter(|&k| {
                    let s = units[k].start;
                    (s >= 1 && tokens[s - 1].norm == "of")
                        || (s >= 2 && tokens[s - 1].norm == "the" && tokens[s - 2].norm == "of")
                });
            let owner: Option<TableId> = owner_unit
                .and_then(|k| best_table(&units[k]).map(|(t, _)| t))
                .or_else(|| {
                    st.owned_through_key
                        .iter()
                        .find(|(p, _)| *p == j)
                        .map(|(_, t)| *t)
                });
            // A value found in the column keeps its condition there when the word is read as
            // another table's column ("the first names of the students advised by Irene Vance":
            // 'Irene' stays a faculty first name).
            let held_by_value = st.values_read.iter().any(|(v, c, _)| *c == col && *v != j);
            let swap = |q: &mut Query, old: ColumnId, new: ColumnId| {
                if held_by_value {
                    q.replace_shown_column(old, new);
                } else {
                    q.replace_column(old, new);
                }
            };
            // The owner's column as good as the chosen one replaces it.
            let mut col = col;
            if let Some(t) = owner.filter(|t| *t != col.table) {
                if let Some(&(alt, _)) = ranked
                    .iter()
                    .find(|(c, s)| c.table == t && *s >= score - 0.02)
                {
                    swap(&mut q, col, alt);
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
                    swap(&mut q, col, alt);
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
            // person whose name is only kept in parts (`fname` / `lname`, `first_name` /
            // `last_name`): a person's name is both parts, no choice between them.
            let parts = ctx.name_parts(col.table);
            let in_parts = |c: ColumnId| {
                c.table == col.table
                    && (parts.is_some_and(|(first, last)| c == first || c == last)
                        || clarisql_text::identifier_words(&ctx.lake.column(c).name)
                            .iter()
                            .any(|w| clarisql_text::is_person_name_part(w)))
            };
            // Beside them, a name of the thing the person stands for (`business_name` of a
            // customer) is what the question would have named ("the business names").
            let unnamed_organisation = |c: ColumnId| {
                let words = clarisql_text::identifier_words(&ctx.lake.column(c).name);
                c.table == col.table
                    && words.iter().any(|w| clarisql_text::is_name_word(w))
                    && words
                        .iter()
                        .filter(|w| !clarisql_text::is_name_word(w))
                        .all(|w| {
                            let stem = clarisql_text::stem(w);
                            !tokens.iter().any(|t| t.stem == stem)
                        })
            };
            let name_in_parts = units[j].end - units[j].start == 1
                && clarisql_text::is_name_word(&tokens[units[j].start].norm)
                && parts.is_some()
                && !rivals.is_empty()
                && std::iter::once(col)
                    .chain(rivals.iter().map(|&(c, _)| c))
                    .all(|c| in_parts(c) || unnamed_organisation(c))
                && std::iter::once(col)
                    .chain(rivals.iter().map(|&(c, _)| c))
                    .any(in_parts);
            let full = name_in_parts
                || tokens[units[j].start.saturating_sub(1)..units[j].end]
                    .iter()
                    .any(|t| t.norm == "full");
            if full {
                if let (Some((first, last)), Some(at)) = (
                    ctx.name_parts(col.table),
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
            let candidates: Vec<ColumnId> = std::iter::once(col)
                .chain(rivals.iter().map(|(c, _)| *c))
                .collect();
            // What the query does with the column may fit only some of them: "the average
            // quote" is a price, "quoted in 2023" a date.
            let fitting: Vec<ColumnId> = use_of(&q, col, tokens)
                .map(|u| {
                    candidates
                        .iter()
                        .copied()
                        .filter(|&c| takes_use(ctx, c, u))
                        .collect()
                })
                .unwrap_or_default();
            if !fitting.is_empty() && fitting.len() < candidates.len() {
                if let [only] = fitting[..] {
                    if only != col {
                        swap(&mut q, col, only);
                    }
                    continue;
                }
                if !fitting.contains(&col) {
                    swap(&mut q, col, fitting[0]);
                    col = fitting[0];
                }
                rivals.retain(|(c, _)| fitting.contains(c) && *c != col);
            }
            let candidates: Vec<ColumnId> = std::iter::once(col)
                .chain(rivals.iter().map(|(c, _)| *c))
                .collect();
            // A word next to the unit, read elsewhere in the query, that only one of the columns
            // has in its name tells them apart ("sold the most units": `units_sold`, not
            // `transaction_area`). (A word nothing explains keeps the doubt it cast.)
            // A word read as a column of its own is not about this one.
            let reads_another = |i: usize| {
                st.chosen.iter().any(|&(k, c, _)| {
                    k != j && units[k].start <= i && i < units[k].end && !candidates.contains(&c)
                })
            };
            let near: Vec<&str> = (units[j].start.saturating_sub(3)..units[j].start)
                .chain(units[j].end..(units[j].end + 3).min(tokens.len()))
                .filter(|&i| {
                    !unexplained.iter().any(|&(s, e)| s <= i && i < e) && !reads_another(i)
                })
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
                    swap(&mut q, col, only);
                }
                continue;
            }
            // "list them with the pupil" over `pupil_name` and `pupil_rating`: a word that
            // begins the names of several columns of one table is the thing they describe, and
            // the thing itself is shown by its name.
            if let Some(named) =
                thing_by_name(ctx, &tokens[units[j].start..units[j].end], &candidates)
            {
                if named != col {
                    swap(&mut q, col, named);
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

        // Rows that must have no related row of a table the query also joins to them ("not
        // working on the project with the most hours", the project's condition left outside):
        // nothing can meet both, the reading is wrong.
        // (A key subquery over the rows' own table, "not of category X", is no relation.)
        let negated: Vec<usize> = q
            .filter
            .iter()
            .filter_map(|f| match f {
                Cond::InQuery {
                    negated: true,
                    query,
                    column,
                } => query
                    .tables
                    .first()
                    .filter(|t| **t != column.table)
                    .map(|t| t.table as usize),
                _ => None,
            })
            .collect();
        let needed: Vec<usize> = q.needed_tables().iter().map(|t| t.table as usize).collect();
        let db = ctx.lake.db(ctx.db);
        if let Ok(plan) = clarisql_sql::join::plan(db, &needed) {
            let joined = &plan.steps;
            if !negated.is_empty()
                && joined.len() > 1
                && joined.iter().any(|s| negated.contains(&s.table))
            {
                st.doubt(0.3, "a relation negated is also joined");
            }
            // Measured on Spider train: about one such answer in five was right.
            if let Some(&(parent, a, b)) = plan.paired_siblings(db).first() {
                let spoken =
                    |t: usize| clarisql_text::identifier_words(&db.tables[t].name).join(" ");
                st.doubt(
                    0.5,
                    format!(
                        "each {} row would be paired with every {} row of the same {}",
                        spoken(a),
                        spoken(b),
                        spoken(parent)
                    ),
                );
            }
        }
        let said = join_keys_said(ctx, &q);
        q.join_keys.extend(said);
        // The joins (after the column choices above, which may move a column to a reachable
        // table): tables that no foreign key connects cannot be answered; several equally short
        // paths, or parallel keys the question does not choose between, are a guess.
        match Builder::new(ctx.lake, ctx.lake.db(ctx.db).source.dialect()).build(&q) {
            Ok(built) => {
                if built.ambiguous_join {
                    st.doubt(0.5, "two tables are linked by more than one key");
                }
                if built.ambiguous_join || paths_ambiguous(ctx, &q) {
                    if let Some(f) = join_key_choice(ctx, &q, &built.tables, units) {
                        st.findings.push(f);
                    }
                }
                // A reading that needs four tables or more is more often a guess than not
                // (measured on Spider train: under half of such answers were right), so alone it
                // falls short of answering.
                let joins = built.tables.len().saturating_sub(1);
                if joins >= 3 {
                    st.doubt(
                        LONG_JOIN_DOUBT * 0.8f32.powi(joins as i32 - 3),
                        format!("the reading joins {} tables", joins + 1),
                    );
                }
            }
            Err(e) => st.doubt(0.0, e.to_string()),
        }
        if paths_ambiguous(ctx, &q) {
            st.doubt(0.6, "several join paths of the same length");
        }
        // "the top 3 …" with nothing read to rank by: any N rows, not the top ones.
        if q.limit.is_some() && q.order_by.is_empty() {
            st.doubt(0.3, "the first rows are asked for but nothing ranks them");
        }

        // How much of the question this database explains, and how well.
        let mut content = 0.0f32;
        let mut explained = 0.0f32;
        let mut grounded = 0.0f32;
        let mut placed = 0.0f32;
        for (i, u) in units.iter().enumerate() {
            if !(u.is_link() || u.unknown) || u.cue.is_some() {
                continue;
            }
            let len = (u.end - u.start) as f32;
            content += len;
            let best = u
                .schema
                .iter()
                .map(|m| m.score)
                .chain(u.values.iter().map(|v| v.score))
                .fold(if u.number.is_some() { 1.0 } else { 0.0 }, f32::max)
                .min(1.0);
            grounded += len * best;
            // (A word only assumed to name the rows places nothing in this database.)
            if st.used[i] && !st.rows_words.contains(&i) {
                explained += len * best;
                placed += len;
            }
        }
        let grounding_fit = if content == 0.0 {
            0.0
        } else {
            grounded / content
        };
        let fit = if content == 0.0 {
            0.0
        } else {
            explained / content
        };
        let placed_share = if content == 0.0 {
            0.0
        } else {
            placed / content
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
        // "jobs" for the rows of `hires`: the index's name for the work a database records,
        // not the table's own, is said.
        for (j, g) in &grounding {
            let Grounding::Table(t) = g else { continue };
            let u = &units[*j];
            let own = clarisql_text::identifier_words(&ctx.lake.table(*t).name);
            if u.end - u.start == 1
                && clarisql_text::is_work_word(&tokens[u.start].stem)
                && !own
                    .iter()
                    .any(|w| clarisql_text::is_work_word(&clarisql_text::stem(w)))
                && q.tables.contains(t)
            {
                st.assumptions.push(format!(
                    "'{}' read as the rows of {}",
                    tokens[u.start].raw,
                    ctx.lake.table(*t).name
                ));
            }
        }
        let facts = ReadingFacts {
            spans: units.iter().map(|u| (u.start, u.end)).collect(),
            grounding,
            in_condition: in_condition.clone(),
            used: st.used.clone(),
            is_table: is_table.clone(),
            restated: (0..units.len())
                .map(|j| self.redundant[j] || st.restated.contains(&j))
                .collect(),
            focus: focus.clone(),
            count_over_column: st.count_over_column,
            counted_once_through: st.counted_once_through,
            projection_defaulted: st.projection_defaulted,
        };
        Interpretation {
            facts,
            fit,
            grounding_fit,
            placed_share,
            db: ctx.db,
            query: Some(q),
            alternatives,
            confidence: st.confidence.clamp(0.0, 1.0),
            findings: st.findings,
            assumptions: st.assumptions,
            doubts: {
                let mut doubts = st.doubts;
                doubts.sort_by(|a, b| a.0.total_cmp(&b.0));
                doubts.into_iter().map(|(_, why)| why).collect()
            },
            unexplained,
        }
    }
}

/// "boats without a home berth": rows whose key to another table is empty join no row of it,
/// so a table named only as what the empty key would point at ("berth") is left out rather
/// than joined (the join would keep nothing).
fn drop_tables_an_empty_key_leaves_out(ctx: &Context, q: &mut Query) {
    let db = ctx.lake.db(ctx.db);
    let empty_keys: Vec<ColumnId> = q
        .filter
        .iter()
        .filter_map(|f| match f {
            Cond::IsNull {
                expr: Expr::Column(c),
                negated: false,
            } => Some(*c),
            _ => None,
        })
        .collect();
    for key in empty_keys {
        let Some(target) = db.foreign_keys.iter().find_map(|fk| {
            (fk.from_table == key.table.table as usize && fk.from_columns == [key.column as usize])
                .then_some(clarisql_lake::TableId {
                    db: ctx.db,
                    table: fk.to_table as u32,
                })
        }) else {
            continue;
        };
        let used_elsewhere = q
            .select
            .iter()
            .any(|e| e.column().is_some_and(|c| c.table == target))
            || q.filter
                .iter()
                .chain(&q.having)
                .any(|f| f.columns().iter().any(|c| c.table == target))
            || q.group_by.iter().any(|c| c.table == target)
            || q.order_by
                .iter()
                .any(|o| o.expr.column().is_some_and(|c| c.table == target));
        if target != key.table && !used_elsewhere {
            q.tables.retain(|t| *t != target);
        }
    }
}

/// Whether joining `needed` to `t` can repeat a row of `t`: the join tree grown from `t` steps
/// somewhere to a table that refers back to the one it joins (a student's plays), unless that
/// reference is the referring table's whole primary key (one row each side).
fn join_repeats_rows(ctx: &Context, t: TableId, needed: &[TableId]) -> bool {
    let mut tables = vec![t.table as usize];
    for u in needed {
        if u.db == t.db && !tables.contains(&(u.table as usize)) {
            tables.push(u.table as usize);
        }
    }
    let db = ctx.lake.db(ctx.db);
    let Ok(plan) = clarisql_sql::join::plan(db, &tables) else {
        return false;
    };
    plan.steps.iter().any(|step| {
        let mut key: Vec<usize> = step.on.iter().map(|&(c, _, _)| c).collect();
        key.sort_unstable();
        let mut own_key = db.tables[step.table].primary_key.clone();
        own_key.sort_unstable();
        step.refers_to_joined && key != own_key
    })
}

/// A table the question names but nothing reads, joined to the rest only through a parent that
/// another table of the plan also refers to ("the positions of players": `player` beside
/// `match_season` under `team`), is dropped when that other table restates it — its own name or
/// one of its columns' names carries the table's name (`match_season.Player`,
/// `Faculty_Participates_in` for `Participates_in`) — and stays in the plan: the word names the
/// rows already read, and pairing them with the table's rows under the shared parent would only
/// repeat them. Only when exactly one table qualifies and the rest joins without such pairs.
fn drop_unread_sibling(ctx: &Context, q: &mut Query) {
    let db = ctx.lake.db(ctx.db);
    let plan_of = |tables: &[TableId]| {
        let idx: Vec<usize> = tables.iter().map(|t| t.table as usize).collect();
        clarisql_sql::join::plan(db, &idx)
    };
    let needed = q.needed_tables();
    let Ok(pairs) = plan_of(&needed).map(|p| p.paired_siblings(db)) else {
        return;
    };
    if pairs.is_empty() {
        return;
    }
    let restates = |sibling: usize, t: TableId| {
        let name = identifier_stems(&ctx.lake.table(t).name);
        let carries = |other: &str| {
            let stems = identifier_stems(other);
            name.iter().all(|w| stems.contains(w))
        };
        let table = &db.tables[sibling];
        carries(&table.name) || table.columns.iter().any(|c| carries(&c.name))
    };
    let droppable: Vec<TableId> = q
        .tables
        .iter()
        .copied()
        .filter(|&t| q.column_uses(t) == 0)
        .filter(|&t| {
            let rest: Vec<TableId> = needed.iter().copied().filter(|&u| u != t).collect();
            let Ok(rest_plan) = plan_of(&rest) else {
                return false;
            };
            let kept = |s: usize| rest_plan.steps.iter().any(|step| step.table == s);
            let own = t.table as usize;
            !rest.is_empty()
                && rest_plan.paired_siblings(db).is_empty()
                && pairs.iter().any(|&(_, a, b)| {
                    let sibling = if a == own { b } else { a };
                    (a == own || b == own) && kept(sibling) && restates(sibling, t)
                })
        })
        .collect();
    if let [t] = droppable[..] {
        q.tables.retain(|&u| u != t);
    }
}

/// Another column a word reads as nearly as well as `col` (within `slack` of its score, best
/// first) that `fits`; none when `col` is not among the word's readings.
fn rival(
    ranked: &[(ColumnId, f32)],
    col: ColumnId,
    slack: f32,
    fits: impl Fn(ColumnId) -> bool,
) -> Option<ColumnId> {
    let &(_, score) = ranked.iter().find(|(c, _)| *c == col)?;
    ranked
        .iter()
        .find(|&&(c, s)| c != col && s >= score - slack && fits(c))
        .map(|&(c, _)| c)
}

/// "employees who have held two or more jobs": counting, per row of a table, the rows of a table
/// it refers to counts one each time (an employee has one job). The things counted per row are
/// those of the one table that refers to both (the job history), which joins them instead.
fn count_through_bridge(ctx: &Context, q: &mut Query) {
    let counts = |e: &Expr| *e == Expr::CountStar;
    let counted = q.select.iter().any(counts)
        || q.order_by.iter().any(|o| counts(&o.expr))
        || q.having
            .iter()
            .any(|h| matches!(h, Cond::Compare { expr, .. } if counts(expr)));
    let [first, ..] = q.group_by.as_slice() else {
        return;
    };
    let t = first.table;
    let one_row_each = q.group_by.iter().all(|c| c.table == t)
        && q.group_by.iter().any(|&c| ctx.lake.has_unique_values(c));
    let needed = q.needed_tables();
    let [a, b] = needed.as_slice() else { return };
    let x = if *a == t { *b } else { *a };
    if !counted || !one_row_each || !needed.contains(&t) || ctx.foreign_key(t, x).is_none() {
        return;
    }
    let bridges: Vec<TableId> = ctx
        .lake
        .tables_of(ctx.db)
        .filter(|&u| u != t && u != x)
        .filter(|&u| ctx.foreign_key(u, t).is_some() && ctx.foreign_key(u, x).is_some())
        .collect();
    if let [bridge] = bridges.as_slice() {
        q.tables.push(*bridge);
    }
}

/// A column whose values sort rows into kinds: text, or whole numbers that repeat across rows
/// (a kennel or shift number shared by many rows).
fn repeats_as_category(ctx: &Context, c: ColumnId) -> bool {
    let column = ctx.lake.column(c);
    match column.kind {
        ColumnKind::Text => true,
        ColumnKind::Integer => {
            let rows = ctx.lake.table(c.table).row_count;
            column.profile.distinct > 0 && column.profile.distinct * 2 <= rows
        }
        _ => false,
    }
}

/// "rides started at each dock", "the pier with the most departing sailings": where two tables
/// the query needs are linked by several keys, the question may say which, by a participle of a
/// word of one key's name beyond the tables' own ("started" for `start_dock_id`, not
/// `end_dock_id`), or by the direction of a verb of motion ("departing" for `origin_pier`). Only
/// a key named alone is chosen.
fn join_keys_said(ctx: &Context, q: &Query) -> Vec<ColumnId> {
    let needed = q.needed_tables();
    // Verbs in a participle say what the rows did ("started", "ending"); a plain noun or
    // adjective ("the youngest male") names rows, not a key.
    let said: Vec<String> = ctx
        .tokens
        .iter()
        .filter(|t| {
            t.kind == TokenKind::Word && (t.norm.ends_with("ed") || t.norm.ends_with("ing"))
        })
        .map(|t| clarisql_text::stem(&t.norm))
        .collect();
    let motions: Vec<&[&str]> = ctx
        .tokens
        .iter()
        .filter_map(|t| clarisql_text::motion_direction(&t.norm))
        .filter_map(clarisql_text::direction_words)
        .collect();
    // Words the query reads as columns it shows or arranges by ("started" as a `start_date`)
    // are not also a choice of key.
    let read: Vec<ColumnId> = q
        .select
        .iter()
        .filter_map(Expr::column)
        .chain(q.group_by.iter().copied())
        .chain(q.order_by.iter().filter_map(|o| o.expr.column()))
        .collect();
    let read_words: Vec<String> = read
        .iter()
        .flat_map(|&c| identifier_stems(&ctx.lake.column(c).name))
        .collect();
    let mut out = Vec::new();
    for &from in &needed {
        for &to in &needed {
            let keys = ctx.foreign_keys(from, to);
            if from == to || keys.len() < 2 {
                continue;
            }
            // Words of either table's name do not tell its keys apart ("friend" of
            // `person_friend`'s keys `name` and `friend`).
            let tables_words: Vec<String> = identifier_stems(&ctx.lake.table(to).name)
                .into_iter()
                .chain(identifier_stems(&ctx.lake.table(from).name))
                .collect();
            let names_it = |c: ColumnId| {
                let name = &ctx.lake.column(c).name;
                if read.contains(&c) {
                    return false;
                }
                let own_word_said = identifier_stems(name).iter().any(|w| {
                    w.len() >= 3
                        && !tables_words.contains(w)
                        && said.contains(w)
                        && !read_words.contains(w)
                });
                own_word_said
                    || motions
                        .iter()
                        .any(|words| clarisql_text::name_says_direction(name, words))
            };
            let named: Vec<ColumnId> = keys
                .iter()
                .map(|&(k, _)| k)
                .filter(|&k| names_it(k))
                .collect();
            if let [k] = named.as_slice() {
                out.push(*k);
            }
        }
    }
    out
}

/// Of `candidates`, all of one table and all named "<word>_…" after the one word `said`, the
/// one whose other words are a name ("pupil" said over `pupil_name` and `pupil_rating`:
/// `pupil_name`).
fn thing_by_name(ctx: &Context, said: &[Token], candidates: &[ColumnId]) -> Option<ColumnId> {
    let [word] = said else { return None };
    let table = candidates.first()?.table;
    let mut named = None;
    for &c in candidates {
        let words = clarisql_text::identifier_words(&ctx.lake.column(c).name);
        let (first, rest) = words.split_first()?;
        if c.table != table || clarisql_text::stem(first) != word.stem || rest.is_empty() {
            return None;
        }
        if rest.iter().all(|w| clarisql_text::is_name_word(w)) {
            if named.is_some() {
                return None;
            }
            named = Some(c);
        }
    }
    named
}
