//! The passes that aggregate: counts, sums and averages, and "for each" grouping.

use super::*;

impl Reader<'_, '_> {
    /// Aggregates and counts: "how many", "the average price", "the total": what is counted
    /// or aggregated, and over which table.
    pub(super) fn aggregates(&self, st: &mut State) {
        let ctx = self.ctx;
        let units = self.units;
        let tokens = self.tokens;
        let is_table = &self.is_table;
        let focus = &self.focus;
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
                    while let Some(n) = self.next(k, &st.used) {
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
                    let Some(mut j) = self.next(k, &st.used) else {
                        continue;
                    };
                    // "the average number of points" for a `points` column: the column holds the
                    // number; "number of" does not count rows.
                    if units[j].cue == Some(Cue::Count) && func != Agg::Count {
                        let holds_number = self.next(j, &st.used).filter(|&c| {
                            !is_table[c]
                                && self.column_unit(c, &st.used)
                                && self
                                    .rank(c, true)
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
                    // "how much has the Deluxe brought in", "how much came in as cash": a
                    // verb of earning or spending instead of the money's column adds up the
                    // one money column of the rows in focus.
                    let earning = func == Agg::Sum
                        && run.len() == 1
                        && units[j].unknown
                        && units[j].end == units[j].start + 1
                        && EARNING_VERBS.contains(&tokens[units[j].start].norm.as_str());
                    if earning {
                        let money: Vec<ColumnId> =
                            focus.iter().filter_map(|&t| ctx.money_total(t)).collect();
                        if let [col] = money[..] {
                            st.select.push((
                                i,
                                Expr::Agg {
                                    func,
                                    column: col,
                                    distinct: false,
                                },
                            ));
                            st.use_all(&[i, j]);
                            if let Some(p) = self.adjacent_next(j).filter(|&p| {
                                matches!(tokens[units[p].start].norm.as_str(), "in" | "up")
                                    && units[p].end == units[p].start + 1
                            }) {
                                st.used[p] = true;
                            }
                            st.chosen.push((j, col, true));
                            continue;
                        }
                    }
                    let distinct = units[j].cue == Some(Cue::Distinct);
                    if distinct {
                        match self.next(j, &st.used) {
                            Some(x) => j = x,
                            None => continue,
                        }
                    }
                    if func != Agg::Count {
                        if let Some(m) = self.measure_of_named_table(j, &st.used) {
                            st.used[j] = true;
                            j = m;
                        }
                    }
                    // "the average rating" of a `Rating` table that keeps one number, `stars`:
                    // the table's measure is aggregated.
                    let table_measure = (func != Agg::Count)
                        .then(|| self.table_measure(k, j, &st.used))
                        .flatten();
                    if table_measure.is_none() && !self.column_unit(j, &st.used) {
                        // "total number of X": a count, left to the count rule.
                        continue;
                    }
                    let Some((mut col, score)) = table_measure
                        .map(|m| (m, 1.0))
                        .or_else(|| self.rank(j, func != Agg::Count).first().copied())
                    else {
                        continue;
                    };
                    // "how much have we been paid" for a `paid_on` date: dates do not add up;
                    // the money of the rows the date is about does.
                    if matches!(func, Agg::Sum | Agg::Avg) && holds_dates(ctx, col) {
                        match ctx.money_total(col.table) {
                            Some(m) => col = m,
                            None => continue,
                        }
                    }
                    // "the total assets of X" for a `total_assets` column: the cue word is part of
                    // the column's name, not an aggregate.
                    if table_measure.is_none()
                        && run.len() == 1
                        && !distinct
                        && units[i].end == units[j].start
                        && self.links_column(i, col)
                    {
                        st.used[i] = true;
                        continue;
                    }
                    if table_measure.is_some() {
                        st.doubt(
                            0.9,
                            format!(
                                "'{}' read as its table's one measure, {}",
                                ctx.span_text(&units[j]),
                                ctx.column_label(col)
                            ),
                        );
                    }
                    // "the total quoted" for `quoted_price`: a word of the name of the one
                    // column of its rank that adds up names it as surely as the head noun would.
                    let summed_by_own_word = matches!(func, Agg::Sum | Agg::Avg)
                        && ctx.kind(col).is_numeric()
                        && {
                            let stems = identifier_stems(&ctx.lake.column(col).name);
                            tokens[units[j].start..units[j].end]
                                .iter()
                                .filter(|t| t.is_word())
                                .all(|t| stems.contains(&t.stem))
                        }
                        && !self.rank(j, true).iter().any(|&(c, s)| {
                            c != col && s >= score - 0.02 && ctx.kind(c).is_numeric()
                        });
                    if score < 0.6 && !summed_by_own_word {
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
                        let Some(a) = self
                            .next(k, &st.used)
                            .filter(|&a| units[a].cue == Some(Cue::And))
                        else {
                            break;
                        };
                        let Some(c) = self.next(a, &st.used).filter(|&c| {
                            self.column_unit(c, &st.used) && units[c].cue.is_none() && !is_table[c]
                        }) else {
                            break;
                        };
                        let Some((col2, score2)) = self.rank(c, true).first().copied() else {
                            break;
                        };
                        let numeric =
                            matches!(ctx.kind(col2), ColumnKind::Integer | ColumnKind::Real);
                        // "the total salaries and department id": a key is no quantity to add up.
                        if score2 < 0.6 || !numeric || col2 == col || ctx.is_key(col2) {
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
                    // A sum cue right after the count, then a column of numbers: "How many total
                    // credits …" asks the sum of `credits` (read by the aggregate rule); "How many
                    // total litres …" with a `total_litres` column, whose name holds the cue
                    // word, adds that column up over the rows meant (below).
                    let sum_then_column = self
                        .next(i, &st.used)
                        .filter(|&j| {
                            units[j].cue == Some(Cue::Agg(Agg::Sum))
                                && units[j].start == units[i].end
                        })
                        .and_then(|j| {
                            let c = self.next(j, &st.used)?;
                            let (col, score) = self.rank(c, true).first().copied()?;
                            Some((j, c, col, score, self.links_column(j, col)))
                        });
                    // "Count the number of …": one count.
                    let total_of = sum_then_column.is_some_and(|(j, _, _, _, in_name)| {
                        !in_name && tokens[units[j].start].norm == "total"
                    });
                    if total_of
                        || self
                            .next(i, &st.used)
                            .is_some_and(|j| units[j].cue == Some(Cue::Count))
                    {
                        st.used[i] = true;
                        continue;
                    }
                    st.used[i] = true;
                    let own_total = sum_then_column
                        .filter(|&(j, c, col, score, in_name)| {
                            in_name
                                && score >= 0.7
                                && units[c].start == units[j].end
                                && self.column_unit(c, &st.used)
                                && !ctx.is_key(col)
                        })
                        .map(|(j, c, col, _, _)| (j, c, col));
                    if let Some((j, c, col)) = own_total {
                        st.select.push((
                            i,
                            Expr::Agg {
                                func: Agg::Sum,
                                column: col,
                                distinct: false,
                            },
                        ));
                        st.use_all(&[j, c]);
                        st.chosen.push((c, col, true));
                        continue;
                    }
                    let Some(mut j) = self.next(i, &st.used) else {
                        st.count_star = Some(i);
                        continue;
                    };
                    let distinct = units[j].cue == Some(Cue::Distinct);
                    if distinct {
                        st.used[j] = true;
                        match self.next(j, &st.used) {
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
                    let kinds_of = self
                        .next(j, &st.used)
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
                        let counted_kind =
                            match (kind_columns.as_slice(), repeated_names.as_slice()) {
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
                    let in_total = (i + 1..units.len())
                        .find(|&k| !st.used[k] && says_in_total(ctx, &units[k]));
                    let modifier = j;
                    if in_total.is_some() && is_table[j] {
                        if let Some(k) = self
                            .adjacent_next(j)
                            .filter(|&k| self.column_unit(k, &st.used))
                        {
                            j = k;
                        }
                    }
                    // "how many beds" with a `beds` column: a numeric column named by the plural
                    // word itself holds how many there are in each row.
                    let plural_word = (units[j].end - units[j].start == 1)
                        .then(|| &tokens[units[j].start])
                        .filter(|t| t.looks_plural())
                        .map(|t| t.norm.clone());
                    // So does one named by it and a participle saying which ("how many portions
                    // got served" over `portions_ordered` and `portions_served`): the one whose
                    // participle the question says, or the only one the word begins.
                    let said_stems: Vec<&str> = tokens.iter().map(|t| t.stem.as_str()).collect();
                    let named_as_count = |c: ColumnId| {
                        plural_word.as_ref().is_some_and(|w| {
                            let words = clarisql_text::identifier_words(&ctx.lake.column(c).name);
                            match words.as_slice() {
                                [only] => only == w,
                                [first, rest @ ..] => {
                                    first == w
                                        && rest.iter().all(|r| clarisql_text::is_past_participle(r))
                                        && (rest.iter().all(|r| {
                                            said_stems.contains(&clarisql_text::stem(r).as_str())
                                        }) || !ctx.columns_of(&[c.table]).any(|o| {
                                            o != c
                                                && clarisql_text::identifier_words(
                                                    &ctx.lake.column(o).name,
                                                )
                                                .first()
                                                    == Some(w)
                                        }))
                                }
                                [] => false,
                            }
                        })
                    };
                    // "How many kilos of arabica did we roast": a unit of measure counts the
                    // amount a column holds in that unit (`weight_kg`), not rows.
                    let says_unit = units[j].end - units[j].start == 1
                        && clarisql_text::is_measure_unit(&tokens[units[j].start].norm);
                    let quantity = self
                        .rank(j, true)
                        .into_iter()
                        .find(|(c, s)| {
                            (says_number || in_total.is_some() || named_as_count(*c) || says_unit)
                                && *s >= 0.8
                                && !ctx.is_key(*c)
                                && ctx.kind(*c) != ColumnKind::Date
                                && !names_an_identifier(ctx, *c)
                        })
                        .or_else(|| quantity_column(ctx, &units[j], focus).map(|c| (c, 1.0)));
                    // The participle's column need not be among the word's best links; the
                    // participle's own word chose it, no rival to weigh.
                    let by_participle = if quantity.is_some() {
                        None
                    } else {
                        let tables: Vec<TableId> = ctx.lake.tables_of(ctx.db).collect();
                        let mut found = ctx.columns_of(&tables).filter(|&c| {
                            ctx.kind(c).is_numeric()
                                && !ctx.is_key(c)
                                && clarisql_text::identifier_words(&ctx.lake.column(c).name).len()
                                    > 1
                                && named_as_count(c)
                        });
                        match (found.next(), found.next()) {
                            (Some(c), None) => Some(c),
                            _ => None,
                        }
                    };
                    let quantity = quantity.or(by_participle.map(|c| (c, 1.0)));
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
                        self.adjacent_next(j)
                            .filter(|&k| is_table[j] && units[k].start == units[j].end),
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
                                self.rank(k, false)
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
                    // "the number of games played" beside a `Plays_Games` table: the words that
                    // spell a numeric column's name in its order name that column, not the table.
                    let spells_quantity = quantity.is_some_and(|(col, _)| {
                        let words: Vec<&str> = tokens[units[j].start..units[j].end]
                            .iter()
                            .filter(|t| t.is_word())
                            .map(|t| t.norm.as_str())
                            .collect();
                        words.len() > 1
                            && clarisql_text::identifier_words(&ctx.lake.column(col).name) == words
                    });
                    let names_table = is_table[j] && !spells_quantity;
                    if let (Some((col, _)), false, false) = (quantity, distinct, names_table) {
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
                        // "all game ids and the number of hours played": the numbers of each
                        // thing listed before, whose rows hold several, added up per thing.
                        let per_listed = (0..i)
                            .filter(|&p| self.column_unit(p, &st.used))
                            .filter_map(|p| self.rank(p, false).first().map(|&(k, _)| k))
                            .find(|&k| {
                                ctx.is_key(k)
                                    && k != col
                                    && ((k.table == col.table && !ctx.lake.has_unique_values(k))
                                        || ctx.foreign_key(col.table, k.table).is_some())
                            });
                        if let (Some(k), false) = (per_listed, total) {
                            st.group.push(k);
                        }
                        let expr = if total || per_listed.is_some() || (says_unit && !listed) {
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
                        let told_by_participle =
                            clarisql_text::identifier_words(&ctx.lake.column(col).name).len() > 1
                                && named_as_count(col);
                        if told_by_participle {
                            let participle = identifier_stems(&ctx.lake.column(col).name);
                            for (k, u) in units.iter().enumerate() {
                                if k != j
                                    && u.end - u.start == 1
                                    && participle
                                        .get(1..)
                                        .is_some_and(|p| p.contains(&tokens[u.start].stem))
                                {
                                    st.used[k] = true;
                                }
                            }
                        } else {
                            st.chosen.push((j, col, true));
                        }
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
                        let column = self
                            .next(j, &st.used)
                            .filter(|&k| {
                                units[k].start == units[j].end && self.column_unit(k, &st.used)
                            })
                            .and_then(|k| Some((k, self.rank(k, false).first().copied()?)))
                            .filter(|(_, (c, s))| Some(c.table) == table && *s >= 0.8);
                        if let Some((k, (col, _))) = column {
                            count_different(st, i, col, k);
                            st.used[j] = true;
                            continue;
                        }
                    }
                    // "How many movie directors are there?": a table's name before one of its
                    // columns qualifies the column, which is what is counted (rows, or different
                    // values: see the TypeToken detector).
                    let qualified_column = self
                        .next(j, &st.used)
                        .filter(|&k| {
                            is_table[j]
                                && units[k].start == units[j].end
                                && self.column_unit(k, &st.used)
                        })
                        .and_then(|k| Some((k, self.rank(k, false).first().copied()?)))
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
                    // "How many different allergy types exist?" naming a table and, as well, its
                    // column of the same words (`allergy_type.allergytype`): the different kinds
                    // are counted, not the rows. ("different artists" are the artists, even where
                    // a column `artist` holds their names.)
                    let kinds = clarisql_text::is_kind_word(&clarisql_text::stem(
                        &tokens[units[j].end - 1].norm,
                    ));
                    let own_column = best_table(&units[j])
                        .filter(|_| distinct && kinds && is_table[j])
                        .and_then(|(t, ts)| {
                            best_column(&units[j])
                                .filter(|&(c, s)| c.table == t && s >= ts && !ctx.is_key(c))
                        });
                    if let Some((col, _)) = own_column {
                        count_different(st, i, col, j);
                        continue;
                    }
                    if is_table[j] {
                        st.count_star = Some(i);
                        // "How many movie ratings …": a table's name before another's that refers
                        // to it qualifies it (a modifier is singular: not "students play games");
                        // the rows of the second are counted.
                        let singular = !tokens[units[j].end - 1].looks_plural();
                        let head = self
                            .next(j, &st.used)
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
                        let about_nothing_else = st.filters.is_empty()
                            && focus.iter().all(|f| Some(*f) == counted_table);
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
                        // "the different affected regions", "distinct students enrolled in
                        // courses": a table whose rows refer to several things, named with one
                        // of them as the head: the different things referred to are counted.
                        let referred = counted_table
                            .filter(|_| distinct && thing.is_none())
                            .and_then(|t| referred_head(ctx, tokens, &units[j], t));
                        if let Some(col) = referred {
                            st.count_star = None;
                            count_different(st, i, col, j);
                            continue;
                        }
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
                    let Some((col, _)) = self.rank(j, false).first().copied() else {
                        st.count_star = Some(i);
                        continue;
                    };
                    // "how many stars does it have" over `star_rating`, "how many seats do they
                    // have": a number each row stores is read, not rows counted ("how many
                    // sections does each course have" still counts, per course).
                    let per_each = units.iter().any(|u| u.cue == Some(Cue::Each));
                    let stored_number = !distinct
                        && !per_each
                        && matches!(ctx.kind(col), ColumnKind::Integer | ColumnKind::Real)
                        && !ctx.is_key(col)
                        && tokens[units[j].end..]
                            .iter()
                            .take(4)
                            .any(|t| matches!(t.norm.as_str(), "have" | "has" | "had"));
                    if stored_number {
                        st.select.push((i, Expr::Column(col)));
                        st.chosen.push((j, col, true));
                        st.add_table(col.table);
                    } else if distinct {
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
                if let Some(k) = self.year_char_after(i) {
                    st.used[k] = true;
                }
            }
        }
    }

    /// Grouping ("for each X", "per X"). The target is reserved now and resolved after
    /// the projection is known (a group is shown the way the question shows it).
    pub(super) fn grouping(&self, st: &mut State) -> (Vec<EachTarget>, bool) {
        let units = self.units;
        let tokens = self.tokens;
        let is_table = &self.is_table;
        let mut each_targets: Vec<EachTarget> = Vec::new();
        let mut each_first_projected = false;
        // "the maximum price of different product kinds", "the average age for different
        // genders": after a measure taken, "of/for different" says per what, like "each".
        let measured = st
            .select
            .iter()
            .any(|(_, e)| matches!(e, Expr::Agg { func, .. } if *func != Agg::Count));
        let per_different = |i: usize| {
            measured
                && units[i].cue == Some(Cue::Distinct)
                && units[i].start > 0
                && matches!(
                    tokens[units[i].start - 1].norm.as_str(),
                    "of" | "for" | "by" | "across"
                )
        };
        for i in 0..units.len() {
            if st.used[i] || !(units[i].cue == Some(Cue::Each) || per_different(i)) {
                continue;
            }
            let Some(mut j) = self.next(i, &st.used) else {
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
            // "each distinct …", "each kind of result": what names nothing of its own leads to
            // the thing grouped by.
            if units[j].cue == Some(Cue::Distinct) || self.redundant[j] {
                st.used[j] = true;
                match self.next(j, &st.used) {
                    Some(x) => j = x,
                    None => continue,
                }
            }
            if units[j].cue.is_some() || units[j].schema.is_empty() || st.used[j] {
                continue;
            }
            // "each channel owner": a table followed by one of its columns names the column
            // (unit `k`, where the column is shown).
            let mut fixed = None;
            if is_table[j] {
                if let (Some((t, _)), Some(k)) = (
                    best_table(&units[j]),
                    self.adjacent_next(j)
                        .filter(|&k| self.column_unit(k, &st.used)),
                ) {
                    if let Some((c, _)) = self
                        .rank_columns(&units[k], &[t], false)
                        .first()
                        .filter(|(c, _)| c.table == t)
                    {
                        fixed = Some((k, *c));
                        st.used[k] = true;
                    }
                }
            }
            each_targets.push((j, fixed));
            st.group_units.push(j);
            st.use_all(&[i, j]);
        }
        (each_targets, each_first_projected)
    }
}

/// Counts the different values of `col` (the count cue at unit `i`, the column read from unit
/// `read`).
fn count_different(st: &mut State, i: usize, col: ColumnId, read: usize) {
    st.select.push((
        i,
        Expr::Agg {
            func: Agg::Count,
            column: col,
            distinct: true,
        },
    ));
    st.add_table(col.table);
    st.used[read] = true;
    st.chosen.push((read, col, false));
}

/// The key column of table `t` (whose rows refer to two things or more) to the one thing the
/// unit's words name, not counting words after a preposition ("students" in "students enrolled
/// in courses"); none when no or several things are named.
fn referred_head(ctx: &Context, tokens: &[Token], u: &Unit, t: TableId) -> Option<ColumnId> {
    if keys_from(ctx, t).len() < 2 {
        return None;
    }
    let heads: Vec<String> = (u.start..u.end)
        .filter(|&p| p == u.start || !clarisql_text::is_preposition(&tokens[p - 1].norm))
        .map(|p| clarisql_text::stem(&tokens[p].norm))
        .collect();
    let named: Vec<ColumnId> = ctx
        .neighbours(t)
        .into_iter()
        .filter(|&e| {
            clarisql_text::identifier_words(&ctx.lake.table(e).name)
                .last()
                .is_some_and(|w| heads.contains(&clarisql_text::stem(w)))
        })
        .filter_map(|e| ctx.fk_column(t, e))
        .collect();
    match named.as_slice() {
        [c] => Some(*c),
        _ => None,
    }
}
