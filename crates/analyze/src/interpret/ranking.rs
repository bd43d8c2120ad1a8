//! The passes that rank rows: "top N", superlatives, and explicit ordering.

use super::*;

impl Reader<'_, '_> {
    /// Top N and superlatives: "the 3 most expensive", "the oldest student", "the most
    /// recent", "has the most students" (a superlative over a count): an order with a limit.
    pub(super) fn superlatives(&self, st: &mut State) {
        let ctx = self.ctx;
        let units = self.units;
        let tokens = self.tokens;
        let is_table = &self.is_table;
        let focus = &self.focus;
        let has_each = units.iter().any(|u| u.cue == Some(Cue::Each));

        // Pass 4: top N, "the 3 most …", superlatives.
        for i in 0..units.len() {
            if st.used[i] {
                continue;
            }
            if let (Some(n), true) = (units[i].number, self.ranks_rows(i, &st.used)) {
                st.limit = Some(n.max(1.0) as u64);
                st.used[i] = true;
                if let Some(p) = self.prev(i).filter(|&p| units[p].cue == Some(Cue::Top)) {
                    st.used[p] = true;
                }
            }
            // Chinese counts after the superlative: "价格最低的3个住宿", "最高的三个".
            if let (Some(n), Some(p)) = (units[i].number, self.prev(i)) {
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
                if let Some(j) = self.next(i, &st.used) {
                    if let Some(n) = units[j].number {
                        st.limit = Some(n.max(1.0) as u64);
                        st.use_all(&[i, j]);
                    }
                }
            }
        }
        for i in 0..units.len() {
            // "the top 3 brands by number of products", "top 2 stores by total quantity", "the
            // top 3 types in terms of the average room count", "the top 3 number of courses":
            // the count or total after "by" or "in terms of", or right after the number, is what
            // "top" ranks by (the number was read above).
            let top_by = (units[i].cue == Some(Cue::Top))
                .then(|| {
                    (i + 1..units.len()).find(|&k| {
                        let mut before = tokens[..units[k].start]
                            .iter()
                            .rev()
                            .filter(|t| !matches!(t.norm.as_str(), "the" | "their" | "its"));
                        let said_after = match (before.next(), before.next()) {
                            (Some(a), _) if a.norm == "by" => true,
                            (Some(a), Some(b)) => a.norm == "of" && b.norm == "terms",
                            _ => false,
                        };
                        let after_number = self
                            .prev(k)
                            .is_some_and(|n| units[n].number.is_some() && self.prev(n) == Some(i));
                        !st.used[k]
                            && matches!(units[k].cue, Some(Cue::Count) | Some(Cue::Agg(_)))
                            && (said_after || after_number)
                    })
                })
                .flatten();
            if st.used[i] && top_by.is_none() {
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
            let after = self.next(i, &st.used);
            let chinese = tokens[units[i].start].kind == TokenKind::Cjk;
            // "住宿最多的城市": 的 ends the superlative's phrase; what follows is its head, not its
            // measure.
            let column_after = after
                .is_some_and(|j| self.column_unit(j, &st.used) || units[j].cue == Some(Cue::Count))
                && !(chinese && tokens.get(units[i].end).is_some_and(|t| t.norm == "的"));
            // (Set where "the most" ends the question and the verb before it says what.)
            let mut verb_before = false;
            let j = match top_by {
                Some(k) => k,
                None => match (after, self.prev(i)) {
                    (_, Some(p)) if chinese && !column_after && self.column_unit(p, &st.used) => p,
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
                    // "which client books us the most", "who has been invoiced the most
                    // overall": with nothing after "the most", the verb before it names what is
                    // counted (a table) or totalled (a column).
                    (None, Some(p))
                        if !chinese
                            && p > 0
                            && !st.used[p]
                            && matches!(
                                tokens[units[i].start..units[i].end]
                                    .iter()
                                    .map(|t| t.norm.as_str())
                                    .collect::<Vec<_>>()[..],
                                ["most"] | ["the", "most"] | ["least"] | ["the", "least"]
                            )
                            && (is_table[p] || self.column_unit(p, &st.used)) =>
                    {
                        verb_before = true;
                        p
                    }
                    _ => continue,
                },
            };
            // "the most expensive": the adjective decides (handled below).
            if units[j].unknown && comparable_concepts(&tokens[units[j].start].norm).is_some() {
                continue;
            }
            // "the highest average price", "平均价格最高": the groups ordered by an aggregate.
            let aggregate_of = |a: usize| match units[a].cue {
                Some(Cue::Agg(func @ (Agg::Avg | Agg::Sum | Agg::Max | Agg::Min)))
                    if !st.used[a] =>
                {
                    Some(func)
                }
                _ => None,
            };
            // The table named before the measure, read with it ("the highest average instructor
            // salary").
            let mut owner = None;
            let aggregated = if let Some(func) = aggregate_of(j) {
                self.next(j, &st.used)
                    .map(|c| match self.measure_of_named_table(c, &st.used) {
                        Some(m) => {
                            owner = Some(c);
                            m
                        }
                        None => c,
                    })
                    .filter(|&c| {
                        self.column_unit(c, &st.used)
                            || self.table_measure(j, c, &st.used).is_some()
                    })
                    .map(|c| (func, j, c))
            } else if chinese && j < i {
                self.prev(j)
                    .and_then(|a| aggregate_of(a).map(|func| (func, a, j)))
            } else {
                None
            };
            if let Some((func, a, c)) = aggregated {
                let measure = self.table_measure(a, c, &st.used);
                if let Some((col, _)) = measure.map(|m| (m, 1.0)).or_else(|| {
                    self.rank(c, true)
                        .into_iter()
                        .find(|(col, _)| !ctx.is_key(*col))
                }) {
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
                (self.next(j, &st.used), true)
            } else {
                (Some(j), false)
            };
            let Some(t) = target else { continue };
            if units[t].cue.is_some() {
                continue;
            }
            // "the largest cities in terms of population": the measure is named after the thing.
            let t = match self.next(t, &st.used) {
                Some(m)
                    if is_table[t]
                        && self.column_unit(m, &st.used)
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
            let t = match self.next(t, &st.used) {
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
            // A size is no date, nor is an amount: "the biggest order" and "the most orders" do
            // not rank by `order_date`.
            let of_size = matches!(word.as_str(), "largest" | "biggest" | "smallest");
            // "the largest number of votes" where a column holds the number: order by it.
            let column = self
                .column_unit(t, &st.used)
                .then(|| {
                    self.rank(t, true)
                        .into_iter()
                        .find(|(c, s)| {
                            !(ctx.is_key(*c) || ((of_size || counts) && holds_dates(ctx, *c)))
                                && (!via_count || (*s >= 0.8 && ctx.kind(*c) != ColumnKind::Date))
                        })
                        .map(|(c, _)| c)
                })
                .flatten()
                .or_else(|| quantity_column(ctx, &units[t], focus));
            // With nothing of the thing named by size, each of its measures is a reading of it
            // (quantity, price), which is asked: where the word names only a date or a key of
            // the rows ("order" of `order_date`), not a word of another measure.
            let names_rows_only = || {
                let ranked = self.rank(t, false);
                !ranked.is_empty()
                    && ranked
                        .iter()
                        .all(|&(c, _)| ctx.is_key(c) || holds_dates(ctx, c))
            };
            if of_size && !via_count && !is_table[t] && column.is_none() && names_rows_only() {
                // (The rows are those of the focus, else those the word's columns belong to.)
                let rows = match focus[..] {
                    [f] => Some(f),
                    _ => self.rank(t, false).first().map(|(c, _)| c.table),
                };
                let measures = rows.map(|r| self.measures_of(r)).unwrap_or_default();
                if let [first, ref rivals @ ..] = measures[..] {
                    if !rivals.is_empty() {
                        st.named_rivals.push(NamedRivals {
                            unit: i,
                            column: (first, 1.0),
                            rivals: rivals.iter().map(|&c| (c, 1.0)).collect(),
                        });
                    }
                    st.order.push(Order {
                        expr: Expr::Column(first),
                        desc,
                    });
                    st.used[i] = true;
                    st.used[t] = true;
                    if st.limit.is_none() {
                        st.limit = Some(1);
                    }
                    continue;
                }
            }
            if !via_count && !counts && is_table[t] && column.is_none() {
                // "the highest mountain", "the largest city": a measure of the thing, by its concept.
                let concept = comparable_concepts(&word).or_else(|| match word.as_str() {
                    "highest" | "lowest" => Some((&["height", "elevation", "altitude"][..], true)),
                    _ => None,
                });
                if let Some(col) = concept.and_then(|(w, _)| concept_column(ctx, w, focus)) {
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
                if self.column_unit(t, &st.used) {
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
            // "the department with the most credits": "most" of a measure whose table holds
            // several rows per thing asked about is their total.
            // ("who has been invoiced the most": the invoiced amounts of each, over the rows
            // of another table than the one asked about.)
            let asked_elsewhere = |col: ColumnId| {
                (0..t)
                    .find(|&k| is_table[k])
                    .and_then(|k| best_table(&units[k]))
                    .is_some_and(|(x, _)| x != col.table)
            };
            let totalled = column.filter(|&col| {
                counts
                    && !via_count
                    && (self.several_rows_per_thing_before(i, col)
                        || (verb_before && asked_elsewhere(col)))
            });
            if let Some(col) = totalled {
                st.agg_superlative = Some((Agg::Sum, col, desc));
                st.use_all(&[i, t]);
                if st.limit.is_none() {
                    st.limit = Some(1);
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
                doubt_second_ranking(st, col);
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
            } else if is_table[t] || ((via_count || counts) && best_table(&units[t]).is_some()) {
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
            if let Some(col) = self.tenure_column(i) {
                // "which teacher has been with us the longest": the earliest start.
                st.order.push(Order {
                    expr: Expr::Column(col),
                    desc: false,
                });
                st.add_table(col.table);
                st.used[i] = true;
                if st.limit.is_none() {
                    st.limit = Some(1);
                }
                continue;
            }
            let Some((words, up)) = comparable_concepts(&t.norm) else {
                continue;
            };
            let marked = i > 0
                && matches!(units[i - 1].cue, Some(Cue::Superlative { .. }))
                && !st.used[i - 1];
            if !(t.norm.ends_with("est")
                || marked
                || t.norm == "latest"
                || t.norm.starts_with('最'))
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
                .filter(|&j| self.column_unit(j, &st.used) && units[j].end == units[i - 1].start)
                .and_then(|j| self.rank(j, false).first().map(|(c, _)| (j, *c)))
                .filter(|&(_, c)| ctx.kind(c) == ColumnKind::Date || holds_dates(ctx, c));
            // A key is an identifier, not a measure: "the oldest log id" compares no id, though
            // the id is what is shown (a year in a key still is a time). A key referring to
            // another table says which rows are meant: "the youngest winning pilot" is a pilot
            // that won; the adjective's concept is what is compared.
            let next_column = self
                .adjacent_next(i)
                .filter(|&j| self.column_unit(j, &st.used))
                .and_then(|j| self.rank(j, true).first().map(|&(c, _)| (j, c)));
            let identifies = |c: ColumnId| ctx.is_key(c) && !holds_times(ctx, c);
            let relates = next_column.filter(|&(_, c)| identifies(c) && ctx.lake.refers(c));
            let named = named_before.or(next_column.filter(|&(_, c)| !identifies(c)));
            let col = match named {
                Some((j, c)) => {
                    st.used[j] = true;
                    st.chosen.push((j, c, true));
                    Some(c)
                }
                None => concept_column_dir(ctx, words, focus)
                    .map(|(c, reversed)| {
                        if reversed {
                            desc = !desc;
                        }
                        c
                    })
                    .or_else(|| {
                        // "the cheapest tent" over a list and a sale price: either may be meant,
                        // which is asked (a column ambiguity on the adjective). Only columns of
                        // the things asked about: others are no reading of the adjective.
                        let alike = concept_columns(ctx, words, focus);
                        // A word of the question that names one of them only settles it: "the
                        // company that started a contract the earliest" (its start date).
                        let stems_of = |c: ColumnId| identifier_stems(&ctx.lake.column(c).name);
                        let told: Vec<ColumnId> = alike
                            .iter()
                            .copied()
                            .filter(|&c| {
                                stems_of(c).iter().any(|s| {
                                    tokens.iter().any(|t| t.stem == *s)
                                        && alike
                                            .iter()
                                            .filter(|&&o| stems_of(o).contains(s))
                                            .count()
                                            == 1
                                })
                            })
                            .collect();
                        if let [one] = told[..] {
                            return Some(one);
                        }
                        match alike.as_slice() {
                            [first, rivals @ ..]
                                if !rivals.is_empty() && focus.contains(&first.table) =>
                            {
                                st.named_rivals.push(NamedRivals {
                                    unit: i,
                                    column: (*first, 1.0),
                                    rivals: rivals.iter().map(|&c| (c, 1.0)).collect(),
                                });
                                Some(*first)
                            }
                            _ => None,
                        }
                    }),
            };
            let Some(col) = col else { continue };
            if let Some((j, key)) = relates.filter(|_| named_before.is_none()) {
                st.used[j] = true;
                st.add_table(key.table);
            }
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
            doubt_second_ranking(st, col);
            st.order.push(Order {
                expr: Expr::Column(col),
                desc,
            });
            if st.limit.is_none() {
                st.limit = Some(1);
            }
        }
    }

    /// Ordering. "ordered by X (and Y)", "in descending order of X", "sorted by
    /// descending X", "in alphabetical order".
    pub(super) fn ordering(&self, st: &mut State) -> Option<bool> {
        let units = self.units;
        let tokens = self.tokens;
        let is_table = &self.is_table;
        let mut desc_hint: Option<bool> = None;
        // Directions taken by the column right before them; they set no direction for the rest.
        let mut own_directions = Vec::new();
        for i in 0..units.len() {
            if own_directions.contains(&i) {
                continue;
            }
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
                let named = self
                    .prev(i)
                    .filter(|&p| by(p) && self.column_unit(p, &st.used))
                    .and_then(|p| self.rank(p, false).first().map(|(c, _)| (p, *c)));
                if let (Some(desc), Some((p, col))) = (direction, named) {
                    st.order_by_unit(col, desc, p, i);
                    desc_hint = Some(desc);
                    continue;
                }
            }
            let by_before = units[i].start > 0 && tokens[units[i].start - 1].norm == "by";
            // "names by budget from big to small", "by age descending": the column between "by"
            // and the direction is the order.
            if let (Some(Cue::Direction { desc }), Some(p)) = (units[i].cue, self.prev(i)) {
                let after_by = tokens[..units[p].start]
                    .iter()
                    .rev()
                    .find(|t| !matches!(t.norm.as_str(), "the" | "their" | "its" | "his" | "her"))
                    .is_some_and(|t| t.norm == "by");
                if after_by && !is_table[p] && self.column_unit(p, &st.used) && st.order.is_empty()
                {
                    if let Some((col, _)) = self.rank(p, false).first().copied() {
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
            // "sort first by price, then by name".
            if let Some(p) = self.prev(i).filter(|&p| self.sequence_word(p)) {
                st.used[p] = true;
            }
            let mut desc = desc;
            let mut k = i;
            while let Some(j) = self.next(k, &st.used) {
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
                    let names_next = self
                        .adjacent_next(j)
                        .filter(|&n| self.column_unit(n, &st.used))
                        .and_then(|n| self.rank(n, false).first().copied())
                        .is_some_and(|(col, _)| self.links_column(j, col));
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
                    let after = self.next(j, &st.used).and_then(|d| match units[d].cue {
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
                    self.adjacent_next(j)
                        .filter(|&c| self.column_unit(c, &st.used))
                } else {
                    Some(j)
                };
                let Some(c) = target.filter(|&c| self.column_unit(c, &st.used)) else {
                    // "in the alphabetical order of their depots": a table alone sorts by the
                    // column that names its rows, else by its one description.
                    let naming = || {
                        let (t, _) = best_table(&units[j])?;
                        match (
                            self.ctx.display_columns(t).as_slice(),
                            self.ctx.description_columns(t).as_slice(),
                        ) {
                            ([c], _) | ([], [c]) => Some(*c),
                            _ => None,
                        }
                    };
                    if let Some(col) = is_table[j].then(naming).flatten() {
                        st.order.push(Order {
                            expr: Expr::Column(col),
                            desc,
                        });
                        st.used[j] = true;
                    }
                    break;
                };
                let Some((col, _)) = self.rank(c, false).first().copied() else {
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
                let last = match self.own_direction(c, &mut st.used, &mut st.order) {
                    Some(d) => {
                        own_directions.push(d);
                        d
                    }
                    None => c,
                };
                // "… and Y", but not "by age and list their names", which asks anew.
                let asks_anew = |from: usize, to: usize| {
                    tokens[units[from].end..units[to].start]
                        .iter()
                        .any(|t| crate::cues::is_ask_word(&t.norm))
                };
                match self.next(last, &st.used) {
                    Some(a)
                        if units[a].cue == Some(Cue::And)
                            && self.next(a, &st.used).is_some_and(|x| {
                                self.column_unit(x, &st.used) && !asks_anew(a, x)
                            }) =>
                    {
                        st.used[a] = true;
                        k = a;
                    }
                    // "by name, then title", "first by price, and then by name": commas and
                    // words of sequence between the keys.
                    Some(_) => match self.sequenced_key(last, &st.used) {
                        Some(x) => {
                            for u in last + 1..x {
                                st.used[u] = true;
                            }
                            k = x - 1;
                        }
                        None => break,
                    },
                    None => break,
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
        desc_hint
    }
}

impl Reader<'_, '_> {
    /// "has been with us the longest", "'s been a member the longest": "longest" after
    /// "been" in its clause ranks the rows in focus by how long ago they began, their one date
    /// that starts a stay (`clues::dates_a_stay`). Not after a verb in "-ing" ("been waiting
    /// the longest": the wait has its own start).
    fn tenure_column(&self, i: usize) -> Option<ColumnId> {
        let tokens = self.tokens;
        let at = self.units[i].start;
        if tokens[at].norm != "longest" {
            return None;
        }
        let clause = tokens[..at]
            .iter()
            .rev()
            .take_while(|t| t.kind != TokenKind::Punct);
        let mut been = false;
        for t in clause {
            if t.norm.ends_with("ing") {
                return None;
            }
            if t.norm == "been" {
                been = true;
                break;
            }
        }
        if !been {
            return None;
        }
        let starts: Vec<ColumnId> = self
            .ctx
            .columns_of(&self.focus)
            .filter(|&c| dates_a_stay(self.ctx, c))
            .collect();
        match starts[..] {
            [one] => Some(one),
            _ => None,
        }
    }
}

/// "the highest support rate, lowest consider rate": each superlative picks its own row (or
/// asks for an aggregate); one row ranked two ways by superlatives answers neither.
fn doubt_second_ranking(st: &mut State, col: ColumnId) {
    if st
        .order
        .iter()
        .any(|o| matches!(o.expr, Expr::Column(c) if c != col))
    {
        st.doubt(0.3, "two superlatives rank the rows two ways");
    }
}

impl Reader<'_, '_> {
    /// The measures of table `t`: its number columns that are no key, no year or time, and no
    /// flag.
    fn measures_of(&self, t: TableId) -> Vec<ColumnId> {
        let ctx = self.ctx;
        ctx.columns_of(&[t])
            .filter(|&c| {
                ctx.kind(c).is_numeric()
                    && !ctx.is_key(c)
                    && !holds_times(ctx, c)
                    && ctx.lake.column(c).profile.distinct > 2
            })
            .collect()
    }

    /// "sorted by price decreasing and name ascending": a direction right after the sort column
    /// `c` is that column's own, so each column of the list keeps its direction. Returns the
    /// direction's unit when there is one.
    fn own_direction(&self, c: usize, used: &mut [bool], order: &mut [Order]) -> Option<usize> {
        let units = self.units;
        let d = self.next(c, used)?;
        // "by age in descending order of height" names another column after "of"; "in
        // descending alphabetical order" is read with its order words, for every key.
        let names_another = matches!(self.tokens[units[d].end - 1].norm.as_str(), "of" | "by");
        let alphabetical = self
            .next(d, used)
            .is_some_and(|a| units[a].cue == Some(Cue::Alphabetical));
        match (units[d].cue, order.last_mut()) {
            (Some(Cue::Direction { desc }), Some(key))
                if !used[d] && !names_another && !alphabetical =>
            {
                key.desc = desc;
                used[d] = true;
                Some(d)
            }
            _ => None,
        }
    }

    /// The next sort key after the key ending at unit `last` when only commas, "and" and words
    /// of sequence ("then", "finally") separate them, at least one comma or "then" among them.
    fn sequenced_key(&self, last: usize, used: &[bool]) -> Option<usize> {
        let units = self.units;
        let tokens = self.tokens;
        let x = (last + 1..units.len()).find(|&u| {
            !(units[u].is_filler() || units[u].cue == Some(Cue::And) || self.sequence_word(u))
        })?;
        let between = &tokens[units[last].end..units[x].start];
        let separated = between.iter().all(|t| {
            t.kind == TokenKind::Punct
                || matches!(
                    t.norm.as_str(),
                    "and" | "by" | "the" | "then" | "finally" | "lastly"
                )
        }) && between
            .iter()
            .any(|t| matches!(t.norm.as_str(), "," | "then"));
        // "by reviewer name, movie title": a table word before its column starts the next key.
        let key = self.column_unit(x, used)
            || (self.is_table[x]
                && self
                    .adjacent_next(x)
                    .is_some_and(|c| self.column_unit(c, used)));
        (separated && key).then_some(x)
    }

    /// A word that orders a list and names no data: "first", "then", "finally", "lastly".
    fn sequence_word(&self, u: usize) -> bool {
        let unit = &self.units[u];
        unit.end == unit.start + 1
            && unit.cue.is_none()
            && !unit.is_link()
            && matches!(
                self.tokens[unit.start].norm.as_str(),
                "first" | "then" | "finally" | "lastly"
            )
    }

    /// Whether the thing named just before unit `i` ("the department" of "the department with
    /// the most credits") has several rows of `col`'s table: a table `col`'s table refers to,
    /// or a column of that table whose values repeat.
    fn several_rows_per_thing_before(&self, i: usize, col: ColumnId) -> bool {
        let units = self.units;
        let ctx = self.ctx;
        let Some(p) = (i.saturating_sub(3)..i)
            .rev()
            .find(|&p| units[p].cue.is_none() && !units[p].is_filler() && !units[p].unknown)
        else {
            return false;
        };
        if self.is_table[p] {
            best_table(&units[p])
                .is_some_and(|(x, _)| x != col.table && ctx.foreign_key(col.table, x).is_some())
        } else {
            self.rank(p, false)
                .into_iter()
                .any(|(x, _)| x.table == col.table && x != col && !ctx.lake.has_unique_values(x))
        }
    }
}
