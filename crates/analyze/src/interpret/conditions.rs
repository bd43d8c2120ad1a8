//! The passes that read conditions: LIKE patterns, calendar months, values (filters,
//! negated relations, years and dates) and comparisons.

use super::*;

impl Reader<'_, '_> {
    /// LIKE patterns: "names containing 'a'", "starting with 'B'". The matched column is
    /// shown only when nothing else is asked for.
    pub(super) fn like_patterns(&self, st: &mut State) -> Vec<ColumnId> {
        let ctx = self.ctx;
        let units = self.units;
        let tokens = self.tokens;
        let focus = &self.focus;
        let mut like_columns: Vec<ColumnId> = Vec::new();
        for i in 0..units.len() {
            let Some(Cue::Like(kind)) = units[i].cue else {
                continue;
            };
            let mut j = match self.next(i, &st.used) {
                Some(j) => j,
                None => continue,
            };
            let mut skipped = Vec::new();
            if units[j].unknown && pattern_noun(&tokens[units[j].start].norm) {
                skipped.push(j);
                j = match self.next(j, &st.used) {
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
            let before = (0..i).rev().find(|&p| self.column_unit(p, &st.used));
            let col = before.and_then(|p| {
                self.rank(p, false)
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
            let negated = self.prev(i).is_some_and(|x| units[x].cue == Some(Cue::Not));
            if let (true, Some(x)) = (negated, self.prev(i)) {
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
        self.patterns_in_a_column(st, &mut like_columns);
        like_columns
    }

    /// "artists that have 'a' in their names", "with the letter s in the name": a quoted
    /// pattern (or a letter after "letter") followed by "in" and a text column is contained in
    /// that column.
    fn patterns_in_a_column(&self, st: &mut State, like_columns: &mut Vec<ColumnId>) {
        let units = self.units;
        let tokens = self.tokens;
        for j in 0..units.len() {
            let word = &tokens[units[j].start];
            let after_pattern_noun = self
                .prev(j)
                .is_some_and(|p| units[p].unknown && pattern_noun(&tokens[units[p].start].norm));
            // A letter read as a function word ("the letter a") is still the pattern.
            if st.used[j] && !(after_pattern_noun && units[j].is_filler()) {
                continue;
            }
            let pattern = word.kind == TokenKind::Quoted
                || (after_pattern_noun
                    && units[j].end - units[j].start == 1
                    && word.norm.len() <= 2);
            if !pattern || tokens.get(units[j].end).is_none_or(|t| t.norm != "in") {
                continue;
            }
            // "in their names": possessives and articles before the column.
            let Some(p) = (j + 1..units.len()).find(|&k| {
                !tokens[units[k].start..units[k].end].iter().all(|t| {
                    matches!(
                        t.norm.as_str(),
                        "in" | "their" | "its" | "the" | "his" | "her"
                    )
                })
            }) else {
                continue;
            };
            if !self.column_unit(p, &st.used) {
                continue;
            }
            let Some((col, _)) = self
                .rank(p, false)
                .into_iter()
                .find(|(c, _)| self.ctx.kind(*c) == ColumnKind::Text)
            else {
                continue;
            };
            let text = self
                .ctx
                .span_text(&units[j])
                .trim_matches(|c| c == '"' || c == '\'' || c == '‘' || c == '’')
                .to_string();
            if text.is_empty() {
                continue;
            }
            let mut read_from = vec![j, p];
            if after_pattern_noun {
                read_from.extend(self.prev(j));
            }
            st.filter(
                Cond::Like {
                    expr: Expr::Column(col),
                    pattern: format!("%{text}%"),
                    negated: false,
                },
                &read_from,
            );
            st.use_all(&read_from);
            st.chosen.push((p, col, false));
            like_columns.push(col);
        }
    }

    /// Calendar months ("in March 2021", "for July 2022", "2021年3月"): a prefix
    /// condition on the date column of the tables in focus, whose stored values start with the
    /// year and month ("2021-03", "2021-03-15").
    pub(super) fn calendar_months(&self, st: &mut State) {
        let ctx = self.ctx;
        let units = self.units;
        let tokens = self.tokens;
        let focus = &self.focus;
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
            let (month, said, year_unit, in_month, range) = if t.norm == "月" {
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
                (month as u32, said, year, false, None)
            } else {
                let Some(month) = clarisql_text::month_number(&t.norm) else {
                    continue;
                };
                if units[i].end - units[i].start != 1 {
                    continue;
                }
                let year = [self.next(i, &st.used), self.prev(i)]
                    .into_iter()
                    .flatten()
                    .find(|&j| is_year(j));
                // "may" the verb is not May the month: English month names are capitalised,
                // unless a year beside one says it is a month ("in june 2024"), or a time
                // preposition or "the" before a noun does ("finished in may", "since jan",
                // "the april courses").
                let before = units[i]
                    .start
                    .checked_sub(1)
                    .map(|p| tokens[p].norm.as_str());
                // "jun to aug", "sept till nov": a month running to another month is a span of
                // months, with or without a "from" before it.
                let to_month = tokens.get(units[i].end).is_some_and(|c| {
                    matches!(c.norm.as_str(), "to" | "till" | "until" | "through")
                }) && tokens
                    .get(units[i].end + 1)
                    .is_some_and(|m| clarisql_text::month_number(&m.norm).is_some());
                // ("the ones from march", "all the march ones" too.)
                let timed = to_month
                    || matches!(before, Some("in" | "since" | "during" | "from"))
                    || (before == Some("the")
                        && tokens.get(units[i].end).is_some_and(|n| {
                            n.kind == TokenKind::Word
                                && (!n.is_function_word()
                                    || matches!(n.norm.as_str(), "one" | "ones"))
                        }));
                if t.kind == TokenKind::Word && !t.is_capitalised() && year.is_none() && !timed {
                    continue;
                }
                let mut said = vec![i];
                said.extend(year);
                // ("in April", not "since April" nor "the April courses", which read leniently
                // as the rows' own date.)
                let in_month = matches!(before, Some("in" | "during" | "from" | "for"));
                // "from April to June 2023": the months from the one to the other, whole.
                let range = (to_month || matches!(before, Some("from" | "between")))
                    .then(|| {
                        tokens.get(units[i].end).filter(|c| {
                            matches!(c.norm.as_str(), "to" | "and" | "till" | "until" | "through")
                        })?;
                        let j =
                            (i + 1..units.len()).find(|&j| units[j].start == units[i].end + 1)?;
                        let last = (units[j].end - units[j].start == 1)
                            .then(|| clarisql_text::month_number(&tokens[units[j].start].norm))
                            .flatten()?;
                        // (No year: one the partition of the rows said, "lessons from April to
                        // June 2023" over `lessons_2023`.)
                        let y = self.next(j, &st.used).filter(|&k| is_year(k)).or(year);
                        (month <= last).then_some((j, last, y))
                    })
                    .flatten();
                (month, said, year, in_month, range)
            };
            // Before the columns are read the focus may be empty ("2022年10月成交均价最高的小区"):
            // then the tables the question's column words name.
            let first = said
                .iter()
                .map(|&j| units[j].start)
                .min()
                .unwrap_or(units[i].start);
            let named = self
                .date_named_before(first)
                .or_else(|| self.date_unit_named(units[i].start, &st.used));
            // A table a column word names that refers to the tables in focus holds events of
            // theirs ("the most volunteering hours in February": the shifts' date, not when
            // the volunteers joined), as `date_column` prefers.
            let column_tables = tables_named(units, false);
            let with_events: Vec<TableId> = focus
                .iter()
                .copied()
                .chain(column_tables.iter().copied().filter(|&t| {
                    !focus.contains(&t)
                        && keys_from(ctx, t)
                            .iter()
                            .any(|fk| focus.iter().any(|f| f.table as usize == fk.to_table))
                }))
                .collect();
            let Some(col) = named
                .or_else(|| date_column(ctx, &with_events))
                .or_else(|| date_column(ctx, &column_tables))
            else {
                continue;
            };
            // "jobs in April" over a scheduled and a completed date: when no word names the
            // date and the table's name picks none of its dates, which one is the reader's
            // to say.
            if named.is_none() && in_month {
                let dates = dates_of(ctx, col.table);
                if dates.len() > 1 && named_after_rows(ctx, col.table, &dates).is_none() {
                    st.named_rivals.push(NamedRivals {
                        unit: i,
                        column: (col, 1.0),
                        rivals: dates
                            .iter()
                            .filter(|&&c| c != col)
                            .map(|&c| (c, 1.0))
                            .collect(),
                    });
                }
            }
            if let Some((j, last, y)) = range {
                let mut said = said;
                said.extend((i + 1..=j).chain(y));
                said.sort_unstable();
                said.dedup();
                let cond = match y.and_then(|y| units[y].number).map(|n| n as i64) {
                    Some(year) => {
                        let end = format!("{year}-{last:02}-{:02}", days_in_month(year, last));
                        Cond::Between {
                            expr: Expr::Column(col),
                            low: Literal::Text(format!("{year}-{month:02}-01")),
                            high: Literal::Text(through_the_day(ctx, col, end)),
                        }
                    }
                    None => Cond::Or(
                        (month..=last)
                            .map(|m| Cond::Like {
                                expr: Expr::Column(col),
                                pattern: format!("____-{m:02}%"),
                                negated: false,
                            })
                            .collect(),
                    ),
                };
                st.filter(cond, &said);
                st.use_all(&said);
                st.chosen.push((i, col, false));
                continue;
            }
            let year = year_unit.and_then(|j| units[j].number).map(|n| n as i64);
            // "since March": from its first day, in the latest year the dates hold when no
            // year is said (the data is a snapshot with no clock of its own).
            let since = (units[i].start > 0 && tokens[units[i].start - 1].norm == "since")
                .then(|| (0..i).rev().find(|&k| units[k].end == units[i].start))
                .flatten();
            let mut said = said;
            // "tutors who started in September": the word that named the date is the
            // condition's, not a column to show.
            if let Some(c) = named {
                let namer = (0..i).rev().take(4).find(|&j| {
                    !st.used[j]
                        && units[j].start < first
                        && units[j]
                            .schema
                            .iter()
                            .any(|m| m.element == Element::Column(c))
                });
                said.extend(namer);
            }
            let cond = match since {
                Some(k) => {
                    let Some(y) = year.or_else(|| latest_year(ctx, col)) else {
                        continue;
                    };
                    if year.is_none() {
                        st.assumptions.push(format!(
                            "'since {}' read as since {y}-{month:02}-01, the latest year in {}",
                            t.norm,
                            ctx.lake.column(col).name
                        ));
                    }
                    said.push(k);
                    Cond::Compare {
                        expr: Expr::Column(col),
                        op: CmpOp::Ge,
                        value: Operand::Literal(Literal::Text(format!("{y}-{month:02}-01"))),
                    }
                }
                None => Cond::Like {
                    expr: Expr::Column(col),
                    pattern: match year {
                        Some(y) => format!("{y}-{month:02}%"),
                        None => format!("____-{month:02}%"),
                    },
                    negated: false,
                },
            };
            st.filter(cond, &said);
            st.use_all(&said);
            st.chosen.push((i, col, false));
        }
    }

    /// "paid late", "came back late": over rows with a due date, the date the thing was done
    /// after it. The date done is the one named before "late" ("paid" -> `paid_on`), else the
    /// only one left once the due date and the rows' own date are set aside.
    pub(super) fn late_against_due(&self, st: &mut State) {
        let ctx = self.ctx;
        let units = self.units;
        let tokens = self.tokens;
        for i in 0..units.len() {
            let u = &units[i];
            if st.used[i]
                || u.end - u.start != 1
                || tokens[u.start].norm != "late"
                || !u.schema.is_empty()
                || !u.values.is_empty()
            {
                continue;
            }
            let words_of = |c: ColumnId| identifier_stems(&ctx.lake.column(c).name);
            let read = self.focus.iter().find_map(|&t| {
                let dates = dates_of(ctx, t);
                let due: Vec<ColumnId> = dates
                    .iter()
                    .copied()
                    .filter(|&c| words_of(c).iter().any(|w| w == "due" || w == "deadlin"))
                    .collect();
                let [due] = due[..] else {
                    return None;
                };
                let done: Vec<ColumnId> = dates.iter().copied().filter(|&c| c != due).collect();
                // (The word that names it is the condition's, not a column to show.)
                let naming = |c: ColumnId| {
                    (u.start.saturating_sub(3)..u.start)
                        .find(|&k| words_of(c).iter().any(|w| *w == tokens[k].stem))
                };
                let named: Vec<(ColumnId, usize)> = done
                    .iter()
                    .filter_map(|&c| naming(c).map(|k| (c, k)))
                    .collect();
                let own = own_date(ctx, t, &done);
                let rest: Vec<ColumnId> =
                    done.iter().copied().filter(|&c| Some(c) != own).collect();
                match (&named[..], &rest[..]) {
                    ([(c, k)], _) => Some((*c, due, Some(*k))),
                    ([], [c]) => Some((*c, due, None)),
                    _ => None,
                }
            });
            let Some((done, due, named_at)) = read else {
                continue;
            };
            // (The words before "late" that name either date are the condition's too: "came
            // back late" beside `due_back_on`.)
            let mut said = vec![i];
            said.extend((0..i).filter(|&j| {
                !st.used[j]
                    && units[j].start + 3 >= u.start
                    && (named_at.is_some_and(|k| units[j].start <= k && k < units[j].end)
                        || units[j].schema.iter().any(|m| {
                            m.element == Element::Column(done) || m.element == Element::Column(due)
                        }))
            }));
            st.filter(
                Cond::Compare {
                    expr: Expr::Column(done),
                    op: CmpOp::Gt,
                    value: Operand::Column(due),
                },
                &said,
            );
            st.use_all(&said);
            st.restated.extend(&said);
            st.chosen.push((i, done, true));
        }
    }

    /// "this year", "last year" (and "this yr"): the data is a snapshot with no clock of its
    /// own, so its present is the latest year its date column holds; "last year" the one
    /// before. Stated as an assumption.
    pub(super) fn relative_years(&self, st: &mut State) {
        let ctx = self.ctx;
        let units = self.units;
        let tokens = self.tokens;
        for i in 0..units.len() {
            let u = &units[i];
            if st.used[i] || u.is_link() || u.end - u.start != 1 || tokens[u.start].norm != "year" {
                continue;
            }
            let back = match u.start.checked_sub(1).map(|p| tokens[p].norm.as_str()) {
                Some("this" | "current") => 0,
                Some("last" | "previous") => 1,
                _ => continue,
            };
            // ("the room booked the most this year": the bookings' date.)
            let named = tables_named(units, false);
            let neighbours: Vec<TableId> = self
                .focus
                .iter()
                .chain(&named)
                .flat_map(|&t| ctx.neighbours(t))
                .collect();
            let Some(col) = date_column(ctx, &self.focus)
                .or_else(|| date_column(ctx, &named))
                .or_else(|| date_column(ctx, &neighbours))
            else {
                continue;
            };
            let Some(latest) = latest_year(ctx, col) else {
                continue;
            };
            let year = latest - back;
            let mut said = vec![i];
            said.extend((0..units.len()).filter(|&k| units[k].end == u.start));
            st.filter(
                Cond::Like {
                    expr: Expr::Column(col),
                    pattern: format!("{year}%"),
                    negated: false,
                },
                &said,
            );
            st.use_all(&said);
            st.chosen.push((i, col, false));
            let which = if back == 0 {
                "the latest"
            } else {
                "the year before the latest"
            };
            st.assumptions.push(format!(
                "'{} year' read as {year}, {which} in {}",
                tokens[u.start - 1].norm,
                ctx.lake.column(col).name
            ));
        }
    }

    /// "2000 and 1999 parties", "2019 and 2020 films": two numbers joined by "and"/"or", both
    /// values of one column of the table named right after them (stored as text, or among a
    /// numeric column's frequent values, like years), are values of that column, not counts or
    /// limits: (first unit, second unit, column).
    fn numbers_naming_rows(&self, i: usize) -> Option<(usize, usize, ColumnId)> {
        let ctx = self.ctx;
        let units = self.units;
        let joined = |a: usize, b: usize| {
            b == a + 2 && matches!(units[a + 1].cue, Some(Cue::And) | Some(Cue::Or))
        };
        let (first, second) = if i + 2 < units.len() && joined(i, i + 2) {
            (i, i + 2)
        } else if i >= 2 && joined(i - 2, i) {
            (i - 2, i)
        } else {
            return None;
        };
        let head = units
            .get(second + 1)
            .filter(|_| self.is_table[second + 1])?;
        let (table, _) = best_table(head)?;
        let holds = |k: usize, c: ColumnId| {
            let Some(n) = units[k].number else {
                return false;
            };
            let text = Literal::number(n).to_string();
            units[k]
                .values
                .iter()
                .any(|v| v.score >= 0.99 && v.column == c)
                || (!ctx.is_key(c)
                    && matches!(ctx.kind(c), ColumnKind::Integer | ColumnKind::Real)
                    && ctx
                        .lake
                        .column(c)
                        .profile
                        .top
                        .iter()
                        .any(|(v, _)| *v == text))
        };
        (0..ctx.lake.table(table).columns.len())
            .map(|k| table.column(k))
            .find(|&c| holds(first, c) && holds(second, c))
            .map(|c| (first, second, c))
    }

    /// Values: a unit read as a value of a column becomes a filter ("the city of Prague",
    /// "status 'Done'"); so do negated relations ("airlines with no routes"), a year after an
    /// event verb ("opened in 1958") and a date written in the question.
    pub(super) fn values(&self, st: &mut State) {
        let ctx = self.ctx;
        let units = self.units;
        let tokens = self.tokens;
        let is_table = &self.is_table;
        let focus = &self.focus;
        for i in 0..units.len() {
            let u = &units[i];
            if st.used[i] {
                continue;
            }
            if let Some((first, second, column)) = self.numbers_naming_rows(i) {
                // Stored as numbers, they are compared as numbers; stored as text, they are
                // read below like any value.
                if ctx.kind(column) != ColumnKind::Text {
                    let values = [first, second]
                        .iter()
                        .filter_map(|&k| units[k].number.map(Literal::number))
                        .collect();
                    st.filter(
                        Cond::InList {
                            expr: Expr::Column(column),
                            values,
                            negated: false,
                        },
                        &[first, second],
                    );
                    st.use_all(&[first, first + 1, second]);
                    st.chosen.push((first, column, true));
                    continue;
                }
            } else if !prefers_value(u, tokens) {
                continue;
            }
            if self.ranks_rows(i, &st.used) {
                continue;
            }
            // The column may be named next to the value: "the city of Prague", "status 'Done'".
            let mut cands: Vec<ValueCandidate> = u.values.clone();
            let mut named: Option<usize> = None;
            // "the competition called X": past a naming verb.
            let naming_verb = |k: usize| {
                units[k].end - units[k].start == 1
                    && clarisql_text::is_naming_verb(&tokens[units[k].start].norm)
            };
            // "whose investor is not X", "residence is either X or Y": past a negation (read below)
            // or the "either" of a disjunction (explained by its "or").
            let negation_or_either = |k: usize| {
                units[k].cue == Some(Cue::Not)
                    || (units[k].cue == Some(Cue::Or) && tokens[units[k].start].norm == "either")
            };
            let before = self.prev(i).and_then(|p| {
                if naming_verb(p) {
                    st.used[p] = true;
                    self.prev(p)
                } else if negation_or_either(p) {
                    self.prev(p)
                } else {
                    Some(p)
                }
            });
            for j in [before, self.next(i, &st.used)].into_iter().flatten() {
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
                // "How many parcels are in the Fragile class?": the counted table's word, when it
                // names the table far better than any of the value's columns, is the rows
                // counted, not the value's column.
                let counted_rows = Some(j) == before
                    && is_table[j]
                    && follows_count(units, j)
                    && best_table(&units[j]).is_some_and(|(_, table_fit)| {
                        let value_fit = cols
                            .iter()
                            .filter(|(c, _)| cands.iter().any(|v| v.column == *c))
                            .map(|&(_, s)| s)
                            .fold(0.0f32, f32::max);
                        table_fit >= 0.9 && value_fit < table_fit - 0.3
                    });
                if counted_rows {
                    continue;
                }
                // "king beds" with `bed_type` holding 'King' and a `beds` column: a plural (a head
                // noun, not a modifier like "king bed suites") that names another column exactly
                // is that column, not a loose name of the value's.
                let plural = tokens[units[j].end - 1].looks_plural();
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
            // name says that direction, when the value is in columns of both kinds; a value right
            // before "to" and another value is where things go from ("German to English jobs").
            let before_to = tokens
                .get(u.end)
                .is_some_and(|t| matches!(t.norm.as_str(), "to" | "into"))
                && units
                    .iter()
                    .any(|n| n.start == u.end + 1 && !n.values.is_empty());
            let direction = u
                .start
                .checked_sub(1)
                .and_then(|k| clarisql_text::direction_words(&tokens[k].norm))
                .or_else(|| {
                    before_to
                        .then(|| clarisql_text::direction_words("from"))
                        .flatten()
                });
            if let (Some(words), None) = (direction, named) {
                let fits = |c: ColumnId| {
                    clarisql_text::name_says_direction(&ctx.lake.column(c).name, words)
                };
                if cands.iter().any(|v| fits(v.column)) && cands.iter().any(|v| !fits(v.column)) {
                    cands.retain(|v| fits(v.column));
                }
            }
            // Ties: a table in focus, then a table other words of the question name a column of
            // ("asset" -> total_assets: the company's name is meant in that table), then the table
            // the value names a row of (its name column: a company's name before a land's buyer).
            // (Counted by the words that name one: "tips at the High St shop" names `tip` and
            // a `branch` of orders, only a `branch` of staff.)
            let mentions = |t: TableId| {
                units
                    .iter()
                    .enumerate()
                    .filter(|(k, o)| {
                        *k != i
                            && o.schema.iter().any(|m| {
                                matches!(m.element, Element::Column(c) if c.table == t && m.score >= 0.7)
                            })
                    })
                    .count()
            };
            // "Michael Goodrich": the capitalised parts of one name said together are in one
            // table, that of the part next to this one.
            let capitalised = |k: usize| {
                tokens[units[k].start..units[k].end]
                    .iter()
                    .all(|t| t.kind == TokenKind::Word && t.is_capitalised())
            };
            let partner_tables: Vec<TableId> = [i.checked_sub(1), Some(i + 1)]
                .into_iter()
                .flatten()
                .filter(|&k| {
                    k < units.len()
                        && (units[k].end == u.start || units[k].start == u.end)
                        && capitalised(i)
                        && capitalised(k)
                })
                .flat_map(|k| units[k].values.iter().map(|v| v.column.table))
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
                let preference = |v: &ValueCandidate| {
                    (
                        partner_tables.contains(&v.column.table) as u8,
                        focus.contains(&v.column.table) as u8,
                        mentions(v.column.table),
                        own_names.contains(&v.column) as u8,
                    )
                };
                b.score
                    .total_cmp(&a.score)
                    .then(preference(b).cmp(&preference(a)))
            });
            let Some(mut best) = cands.first().cloned() else {
                continue;
            };
            // One value in a key and in a column referring to it ("the professor teaching
            // CIS-220": a course's code, held by its classes too): the copy next to the tables in
            // focus spares a join through an unrelated path.
            let near_focus = |t: TableId| {
                focus
                    .iter()
                    .any(|&f| f == t || ctx.neighbours(f).contains(&t))
            };
            if !near_focus(best.column.table) {
                if let Some(copy) = cands.iter().find(|v| {
                    v.score >= best.score - 0.05
                        && ctx.lake.hold_same_things(v.column, best.column)
                        && near_focus(v.column.table)
                }) {
                    best = copy.clone();
                }
            }
            // "instructors who speak Italian" over cells such as 'French, Italian': cells that
            // list items hold the name as one of them; the rows are those whose list has it.
            let said = ctx.span_text(u);
            if named.is_none()
                && matches!(best.how, ValueMatch::Partial)
                && is_list_item(ctx, best.column, &best.value, &said)
            {
                st.filter(
                    Cond::Like {
                        expr: Expr::Column(best.column),
                        pattern: format!("%{said}%"),
                        negated: false,
                    },
                    &[i],
                );
                st.used[i] = true;
                continue;
            }
            // A quoted name is meant exactly: when it is only part of a stored value ('Desk Lamp'
            // for 'Desk Lamp Deluxe'), it is left unexplained and reported as not found, with the
            // longer values as the near matches to choose from.
            // So is a capitalised name of several words, or a Chinese name, that is only part of
            // stored names ("Binjiang Garden" for 'Agile Binjiang Garden', "景湖湾" for '兆丰景湖湾'):
            // a short form, which of the longer names it stands for is the asker's to say (an
            // equality on it would match nothing).
            let several_capitalised = u.end - u.start >= 2 && capitalised(i);
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
                && !tokens[u.start].is_capitalised();
            if plain_word
                && named.is_none()
                && !focus.is_empty()
                && !focus.iter().any(|t| {
                    *t == best.column.table || ctx.neighbours(*t).contains(&best.column.table)
                })
            {
                continue;
            }
            // "mobile issues" where issues have a component 'mobile' and a label named 'mobile'
            // (through the pairs of issues and labels); "members in York" where members have a
            // home city and a branch in a city: the whole value, exactly as stored, in a table
            // the focus table refers to (or pairs with) rivals the focus table's own column, when
            // no word names that table.
            // Only where the words leave the role open: the value before a noun ("mobile
            // issues") or after a bare "in"/"at" ("members in York"); not after a verb or a
            // preposition that says which ("living in Harrogate", "artists from Bangladesh",
            // "sex is F").
            let prev = |k: usize| u.start.checked_sub(k).map(|p| tokens[p].norm.as_str());
            let before_noun = tokens
                .get(u.end)
                .is_some_and(|t| t.kind == TokenKind::Word && !t.is_function_word())
                && prev(1).is_none_or(|p| {
                    clarisql_text::is_stopword(p) && !matches!(p, "is" | "are" | "was" | "were")
                });
            let placed = matches!(prev(1), Some("in" | "at"))
                && !prev(2).is_some_and(|p| {
                    p.starts_with("liv")
                        || p.starts_with("resid")
                        || matches!(p, "based" | "born" | "located" | "live" | "lives")
                });
            let role_open = (before_noun || placed) && best.value.chars().count() >= 2;
            let related_copy = |v: &ValueCandidate| {
                let (t, own) = (v.column.table, best.column.table);
                role_open
                    && focus.contains(&own)
                    && !focus.contains(&t)
                    && mentions(t) == 0
                    && v.how == ValueMatch::Exact
                    && best.how == ValueMatch::Exact
                    && (ctx.fk_column(own, t).is_some()
                        || ctx.neighbours(own).iter().any(|&p| {
                            super::clues::pairs_only(ctx, p, &super::clues::keys_from(ctx, p))
                                && ctx.fk_column(p, t).is_some()
                        }))
            };
            // The same text in several columns: a value ambiguity unless a column was named.
            let rivals: Vec<&ValueCandidate> = cands
                .iter()
                .filter(|v| {
                    v.column != best.column
                        && !ctx.lake.hold_same_things(v.column, best.column)
                        && v.score >= best.score - 0.05
                        && (focus.contains(&v.column.table) == focus.contains(&best.column.table)
                            || related_copy(v))
                        && (partner_tables.contains(&v.column.table)
                            == partner_tables.contains(&best.column.table))
                })
                .collect();
            if named.is_none() && !rivals.is_empty() {
                let mut options: Vec<Candidate> = vec![value_candidate(ctx, &best)];
                options.extend(rivals.iter().map(|v| value_candidate(ctx, v)));
                crate::taxonomy::distinguish_alike(&mut options);
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
            // A lower-case word found only as a title (see the linker) that reads as a verb
            // ("tracks that belong to …", "songs stay in …") is that verb: it restates a
            // relation. Otherwise it may be the title: asked about through the doubt below.
            let title_as_word = best.how == ValueMatch::Exact && best.score < 1.0;
            let as_verb = crate::detect::verb_like(ctx.index.segmenter(), tokens, u.start, u.end)
                || tokens
                    .get(u.end)
                    .is_some_and(|t| clarisql_text::is_preposition(&t.norm));
            if title_as_word && as_verb {
                st.used[i] = true;
                continue;
            }
            // "all Brindale airports", "the Brindale airports": a part of several names of one
            // column, followed by its table's word in the plural, means every row whose name
            // has it.
            let partial_of = |v: &ValueCandidate| {
                matches!(v.how, ValueMatch::Partial | ValueMatch::Prefix)
                    && v.column == best.column
                    && v.score >= best.score - 0.05
            };
            let rows_named = units
                .get(i + 1)
                .filter(|n| n.start == u.end && is_table[i + 1])
                .is_some_and(|n| {
                    best_table(n).is_some_and(|(t, _)| t == best.column.table)
                        && tokens[n.end - 1].looks_plural()
                });
            let every_name: Vec<String> = if rows_named && partial_of(&best) {
                cands
                    .iter()
                    .filter(|v| partial_of(v))
                    .map(|v| v.value.clone())
                    .collect()
            } else {
                Vec::new()
            };
            if every_name.len() >= 2 {
                st.assumptions.push(format!(
                    "'{}' read as every {} that contains it, such as {}",
                    ctx.span_text(u),
                    ctx.column_label(best.column),
                    every_name.join(", ")
                ));
            }
            // Not found as written, or a lower-case word found as a title.
            if every_name.len() >= 2 {
                // Read as all of them, said above.
            } else if best.how != ValueMatch::Exact || best.score < 1.0 {
                // Spelt otherwise in the data ('Brightwatter' for 'Brightwater'): which value was
                // meant is asked, not guessed (the question may name a value the data lacks).
                // (Another form of the same word, 'Loom' for 'Looms', is that value.)
                let same_word = clarisql_text::stem(&clarisql_text::normalize(&ctx.span_text(u)))
                    == clarisql_text::stem(&clarisql_text::normalize(&best.value));
                let misspelt = matches!(best.how, ValueMatch::Fuzzy(_)) && !same_word;
                st.doubt(
                    if misspelt {
                        best.score.min(MISSPELT_VALUE_DOUBT)
                    } else {
                        best.score
                    },
                    format!("'{}' read as '{}'", ctx.span_text(u), best.value),
                );
                st.assumptions.push(format!(
                    "'{}' read as the value '{}' of {}",
                    ctx.span_text(u),
                    best.value,
                    ctx.column_label(best.column)
                ));
                // What a finding about the value offers: up to five of the values read, in order.
                let offered = |keep: &dyn Fn(&ValueCandidate) -> bool| -> Vec<Candidate> {
                    cands
                        .iter()
                        .filter(|v| keep(v))
                        .take(5)
                        .map(|v| value_candidate(ctx, v))
                        .collect()
                };
                if misspelt {
                    st.findings.push(crate::detect::values::near_spelling(
                        ctx,
                        ctx.char_span(u),
                        &ctx.span_text(u),
                        offered(&|v| matches!(v.how, ValueMatch::Fuzzy(_))),
                        best.column,
                    ));
                }
                // A short form: which longer name it stands for is asked when the reading is
                // not sure enough to answer on the first. Only a name standing alone: a word of
                // a longer capitalised name ("Villa" of "Yuelan Villa") is not the name meant.
                let capitalised = |k: usize| {
                    tokens
                        .get(k)
                        .is_some_and(|t| t.kind == TokenKind::Word && t.is_capitalised())
                };
                // (The first word of the question is capitalised anyway: it says nothing.)
                let alone = u.end - u.start == 1
                    && u.start > 0
                    && capitalised(u.start)
                    && !capitalised(u.end)
                    && (u.start == 1 || !capitalised(u.start - 1));
                if alone && matches!(best.how, ValueMatch::Partial | ValueMatch::Prefix) {
                    let mut longer = offered(&|v| {
                        matches!(v.how, ValueMatch::Partial | ValueMatch::Prefix)
                            && v.score >= best.score - 0.05
                    });
                    // Part of several names alike: the one read first is a guess, asked about.
                    if longer.len() >= 2 {
                        st.doubt(
                            0.5,
                            format!("'{}' is part of several names", ctx.span_text(u)),
                        );
                    }
                    let place = |c: &Candidate| (c.table.clone(), c.column.clone());
                    if longer.iter().all(|c| place(c) == place(&longer[0])) {
                        for c in &mut longer {
                            c.label = c.value.clone().unwrap_or_default();
                        }
                    }
                    st.findings.push(crate::detect::values::short_form(
                        ctx,
                        ctx.char_span(u),
                        &ctx.span_text(u),
                        longer,
                        best.column,
                    ));
                }
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
            // So is the one before a motion verb and its direction ("do not leave from Oslo").
            let anchor = named.filter(|&j| j < i).unwrap_or(i);
            let motion_verb = self.prev(i).filter(|&p| {
                units[p].unknown
                    && units[p].end + 1 == u.start
                    && clarisql_text::direction_words(&tokens[units[p].end].norm).is_some()
            });
            // And before a passive participle and its place ("are not located in San Jose").
            let passive_place = self.prev(i).filter(|&p| {
                units[p].unknown
                    && units[p].end + 1 == u.start
                    && clarisql_text::is_past_participle(&tokens[units[p].start].norm)
                    && clarisql_text::is_place_preposition(&tokens[units[p].end].norm)
            });
            if let Some(p) = passive_place {
                if self
                    .prev(p)
                    .is_some_and(|n| units[n].cue == Some(Cue::Not) && !st.used[n])
                {
                    st.used[p] = true;
                }
            }
            // And before a verb that only says how the rows hold their own value ("patrons who
            // did not settle by voucher", "do not use vouchers"): the value's column is the rows'
            // own (and not their name), so the negation is of that value, not of a relation.
            let own_value_verb = self.prev(i).filter(|&p| {
                let gap = &tokens[units[p].end..u.start];
                units[p].unknown
                    && units[p].end == units[p].start + 1
                    && gap.len() <= 1
                    && gap.iter().all(|t| {
                        clarisql_text::is_place_preposition(&t.norm)
                            || matches!(t.norm.as_str(), "with" | "as" | "by")
                    })
                    && self
                        .prev(p)
                        .is_some_and(|n| units[n].cue == Some(Cue::Not) && !st.used[n])
                    && focus.first() == Some(&best.column.table)
                    && !ctx.lake.identifies_rows(best.column)
            });
            if let Some(p) = own_value_verb {
                st.used[p] = true;
            }
            let not_unit = [
                self.prev(i),
                self.prev(anchor),
                motion_verb.and_then(|p| self.prev(p)),
                passive_place.and_then(|p| self.prev(p)),
                own_value_verb.and_then(|p| self.prev(p)),
            ]
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
            // A table the thing in focus refers to by a key (a product's brand) holds one
            // value per thing too: "products of A and B" are those of either, unless the
            // question says "both".
            let says_both = units[..i].iter().any(|u| u.cue == Some(Cue::Both));
            let own_column = focus.first().is_some_and(|&f| {
                f == best.column.table || (!says_both && refers_directly(ctx, f, best.column.table))
            });
            let or_before = self.prev(i).and_then(|p| {
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
            // (Every name holding it, not only those the lookup listed: a pattern.)
            let cond = if every_name.len() >= 2 {
                Cond::Like {
                    expr,
                    pattern: format!("%{}%", ctx.span_text(u).replace(['%', '_'], "")),
                    negated,
                }
            } else {
                Cond::Compare {
                    expr,
                    op,
                    value: Operand::Literal(lit),
                }
            };
            st.filter(cond, &read_from);
        }

        self.missing_values(st);
        self.unset_events(st);

        // "Which airlines have no routes?", "没有航线的航空公司": rows of a table in focus that no row
        // of the negated table refers to (by a one-column foreign key).
        for i in 0..units.len() {
            if st.used[i] || units[i].cue != Some(Cue::Not) {
                continue;
            }
            // "who never made an order", "that did not attend any class", "从来没下过订单": one
            // verb between the negation and the table restates the relation.
            let verb = self.next(i, &st.used).filter(|&v| {
                let u = &units[v];
                !st.used[v]
                    && u.unknown
                    && u.end - u.start == 1
                    && matches!(tokens[u.start].kind, TokenKind::Word | TokenKind::Cjk)
                    && crate::detect::verb_like(ctx.index.segmenter(), tokens, u.start, u.end)
            });
            // (A word naming several tables alike, "an order", may already be set aside as
            // unplaced: it is the relation all the same.)
            let names_tables = |j: usize| {
                units[j].cue.is_none()
                    && table_matches(&units[j])
                        .first()
                        .is_some_and(|(_, s)| *s >= 0.75)
            };
            let after = verb.unwrap_or(i);
            let next_table = self
                .next(after, &st.used)
                .filter(|&j| is_table[j] && !st.used[j])
                .or_else(|| {
                    (after + 1..units.len())
                        .find(|&j| !units[j].is_filler())
                        .filter(|&j| names_tables(j))
                });
            // The rows meant: a table in focus, else the table of a column asked for before the
            // negation that tells its rows apart ("the names of the clients who do not have any
            // booking"; not "the hometowns that no gymnast comes from", which asks for values).
            // (And each table whose column of the same name ties for the word when the tables
            // named are set aside: "ids of documents" is as much `documents.document_id` as the
            // negated `documents_with_expenses.document_id`.)
            let asked_before = (0..i)
                .filter(|&k| self.column_unit(k, &st.used))
                .flat_map(|k| {
                    let Some(&(top, _)) = self.rank(k, false).first() else {
                        return Vec::new();
                    };
                    let name = &ctx.lake.column(top).name;
                    let unbiased = self.rank_columns(&units[k], &[], false);
                    let top_score = unbiased
                        .iter()
                        .find(|(c, _)| *c == top)
                        .map_or(f32::MAX, |(_, s)| *s);
                    let twins = unbiased.into_iter().filter(|&(c, s)| {
                        c != top
                            && s >= top_score - 0.01
                            && ctx.lake.column(c).name.eq_ignore_ascii_case(name)
                    });
                    std::iter::once(top)
                        .chain(twins.map(|(c, _)| c))
                        .filter(|&c| ctx.lake.identifies_rows(c))
                        .map(|c| c.table)
                        .collect()
                });
            let candidates: Vec<TableId> = focus.iter().copied().chain(asked_before).collect();
            let refers_to_candidate = |t: TableId| {
                candidates
                    .iter()
                    .any(|&c| c != t && ctx.foreign_key(t, c).is_some())
            };
            let (mut j, mut related) = match next_table {
                // "customers who never made an order" where two tables answer to "order" alike:
                // the one referring to the rows meant.
                Some(j) => {
                    let matches = table_matches(&units[j]);
                    let Some(&(best, top)) = matches.first() else {
                        continue;
                    };
                    let related = matches
                        .iter()
                        .filter(|(_, s)| top >= 0.75 && *s >= top - 0.01)
                        .map(|(t, _)| *t)
                        .find(|&t| refers_to_candidate(t))
                        .unwrap_or(best);
                    (j, related)
                }
                // "services that have never been used": a verb closing the clause relates the
                // rows to the one table that refers to them.
                None => {
                    // (Or it is followed only by its indefinite object and words of time or
                    // of whom from: "never rented anything from us", "haven't bought
                    // anything off us yet".)
                    let closes = |v: usize| {
                        let past = clarisql_text::is_past_participle(&tokens[units[v].start].norm);
                        let rest = &tokens[units[v].end..];
                        let anything = rest.first().is_some_and(|t| t.norm == "anything");
                        (past || anything)
                            && rest.iter().all(|t| {
                                t.kind == TokenKind::Punct
                                    || (anything && CLOSING_WORDS.contains(&t.norm.as_str()))
                            })
                    };
                    let Some(v) = verb.filter(|&v| closes(v)) else {
                        continue;
                    };
                    let Some(&entity) = candidates.first() else {
                        continue;
                    };
                    let referring: Vec<TableId> = ctx
                        .neighbours(entity)
                        .into_iter()
                        .filter(|&n| n != entity && ctx.foreign_key(n, entity).is_some())
                        .collect();
                    let [only] = referring[..] else {
                        continue;
                    };
                    if let Some(k) = self
                        .next(v, &st.used)
                        .filter(|&k| tokens[units[k].start].norm == "anything")
                    {
                        st.used[k] = true;
                    }
                    (v, only)
                }
            };
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
                let named_next = self
                    .next(j, &st.used)
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
            // "the department that has no students minored in": a table named right after the
            // negated rows that refers to them and to the rows meant is the relation, though
            // the negated rows may also refer to the rows meant directly (a student's major).
            let named_bridge = self
                .next(j, &st.used)
                .filter(|&k| is_table[k] && !st.used[k])
                .and_then(|k| {
                    let (b, _) = best_table(&units[k])?;
                    if b == related || ctx.foreign_key(b, related).is_none() {
                        return None;
                    }
                    candidates
                        .iter()
                        .filter(|&&t| t != related && t != b)
                        .find_map(|&t| ctx.foreign_key(b, t))
                        .map(|(reference, key)| (k, (key.table, key, reference)))
                });
            let referred = candidates.iter().filter(|&&t| t != related).find_map(|&t| {
                ctx.foreign_key(related, t)
                    .map(|(reference, key)| (t, key, reference))
            });
            // "products that are not in any store": the only table pairing the two (an
            // inventory of product and store keys) holds the relation; no row of it refers to
            // the rows meant. (Not for rows that refer to the table themselves: "employees
            // without a department" lack their own key.)
            let bridged = || {
                candidates.iter().filter(|&&t| t != related).find_map(|&t| {
                    if ctx.foreign_key(t, related).is_some() {
                        return None;
                    }
                    let bridges: Vec<(ColumnId, ColumnId)> = ctx
                        .neighbours(related)
                        .into_iter()
                        .filter(|&b| {
                            b != t && b != related && ctx.foreign_key(b, related).is_some()
                        })
                        .filter_map(|b| ctx.foreign_key(b, t))
                        .collect();
                    match bridges.as_slice() {
                        [(reference, key)] => Some((t, *key, *reference)),
                        _ => None,
                    }
                })
            };
            let found = named_bridge
                .map(|(_, found)| found)
                .or(referred)
                .or_else(bridged);
            // "the home ports that have no boat longer than 20": a column of the
            // negated rows' own table asked before the negation (not one naming each row) lists
            // its values that no such row has; the rows' conditions go inside (see
            // `conditions_of_negated_relations`), and the listing becomes a set difference.
            if found.is_none() {
                let own_values = (0..i)
                    .rev()
                    .find(|&k| self.column_unit(k, &st.used))
                    .and_then(|k| {
                        let &(x, score) =
                            self.rank_columns(&units[k], &[related], false).first()?;
                        (x.table == related
                            && score >= 0.75
                            && !ctx.lake.identifies_rows(x)
                            && !ctx.is_key(x))
                        .then_some((k, x))
                    });
                if let Some((k, x)) = own_values {
                    let mut sub = Query::new(ctx.db);
                    sub.select = vec![Expr::Column(x)];
                    sub.tables = vec![related];
                    st.filter(
                        Cond::InQuery {
                            column: x,
                            query: Box::new(sub),
                            negated: true,
                        },
                        &[i, j],
                    );
                    st.select.push((k, Expr::Column(x)));
                    st.chosen.push((k, x, false));
                    st.add_table(related);
                    st.use_all(&[i, j, k]);
                    st.use_all(verb.as_slice());
                    continue;
                }
            }
            let Some((entity, key, reference)) = found else {
                continue;
            };
            if let Some((k, _)) = named_bridge {
                st.used[k] = true;
            }
            let mut sub = Query::new(ctx.db);
            sub.select = vec![Expr::Column(reference)];
            sub.tables = vec![reference.table];
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
            if let Some(k) = self.next(j, &st.used).filter(|&k| is_table[k]) {
                if best_table(&units[k]).is_some_and(|(other, _)| points_at(other)) {
                    st.used[k] = true;
                }
            }
        }
    }

    /// "stalls still trading", "the visitor boats", "courses taught online": the schema's own
    /// words for what an empty cell of a column means (its comment, "NULL = still trading",
    /// see `Column::null_meanings`) said in the question keep the rows whose cell is empty;
    /// said negated ("no longer trading"), or the positive of a negative meaning ("club
    /// members" for "NULL = not a club member"), the rows whose cell is set. Only where the
    /// words are otherwise unexplained or said with a word of state ("still", "yet", "not"):
    /// "the highest rated" over "NULL = not rated" ranks by the rating.
    pub(super) fn described_states(&self, st: &mut State) {
        let ctx = self.ctx;
        let units = self.units;
        let tokens = self.tokens;
        let mut tables = self.focus.clone();
        for &t in &self.focus {
            for n in ctx.neighbours(t) {
                if !tables.contains(&n) {
                    tables.push(n);
                }
            }
        }
        // "How many are still waiting to be invoiced?": with no table named, the state's
        // words are what says which rows.
        if tables.is_empty() {
            tables = ctx.lake.tables_of(ctx.db).collect();
        }
        for t in tables {
            // "route still running" of a route: the rows' own name is the subject the question
            // already says, not part of the state.
            let own: Vec<String> = clarisql_text::identifier_words(&ctx.lake.table(t).name)
                .iter()
                .map(|w| clarisql_text::stem(w))
                .collect();
            for (c, col) in ctx.lake.table(t).columns.iter().enumerate() {
                if col.profile.nulls == 0 {
                    continue;
                }
                for meaning in col.null_meanings() {
                    // The state is said first; what follows a comma or a bracket, or a
                    // preposition after the state's own words, qualifies it ("still working
                    // for the business (as of June)": "still working").
                    let words = clarisql_text::words(state_clause(meaning));
                    let content = |w: &String| {
                        !negates(w)
                            && !STATE_WORDS.contains(&w.as_str())
                            && !clarisql_text::is_stopword(w)
                    };
                    let state_end = (1..words.len())
                        .find(|&p| {
                            QUALIFYING_PREPOSITIONS.contains(&words[p].as_str())
                                && words[..p].iter().any(content)
                        })
                        .unwrap_or(words.len());
                    let negative = words[..state_end].iter().any(|w| negates(w));
                    let core_of = |words: &[String]| {
                        let mut core: Vec<String> = words
                            .iter()
                            .filter(|w| content(w))
                            .map(|w| clarisql_text::stem(w))
                            .collect();
                        if core.iter().any(|s| !own.contains(s)) {
                            core.retain(|s| !own.contains(s));
                        }
                        core
                    };
                    let (core, state) = (core_of(&words), core_of(&words[..state_end]));
                    // "which courses are online?" for "NULL = taught online", "still in the
                    // co-op" for "NULL = still a member of the co-op": the meaning's last
                    // words alone (the longest such tail said), where nothing else explains
                    // them.
                    let tail = || {
                        (1..core.len()).rev().find_map(|n| {
                            let (first, last) = run_of_stems(tokens, &core[core.len() - n..])?;
                            let unit = units.iter().find(|u| u.start <= first && first < u.end)?;
                            (!unit.is_link()).then_some((first, last))
                        })
                    };
                    // A state that is only a table's name ("NULL = orders by post only" of an
                    // email: "orders") names that table's rows where the question says it
                    // ("varieties never ordered"), not this state.
                    let names_a_table = || {
                        ctx.lake.tables_of(ctx.db).any(|o| {
                            let name: Vec<String> =
                                clarisql_text::identifier_words(&ctx.lake.table(o).name)
                                    .iter()
                                    .map(|w| clarisql_text::stem(w))
                                    .collect();
                            name == state
                        })
                    };
                    let Some((first, last)) = run_of_stems(tokens, &core)
                        .or_else(|| {
                            (!names_a_table())
                                .then(|| run_of_stems(tokens, &state))
                                .flatten()
                        })
                        .or_else(tail)
                    else {
                        continue;
                    };
                    let covering: Vec<usize> = (0..units.len())
                        .filter(|&u| units[u].start <= last && units[u].end > first)
                        .collect();
                    // A word of asking is no state ("count" of "not counted yet"); nor is a
                    // value stored in the rows of `t` ("still pending" of a status
                    // 'pending', beside "NULL = no driver: collected or still pending").
                    let stored_value = |u: usize| {
                        units[u]
                            .values
                            .iter()
                            .any(|v| v.column.table == t && v.score >= 0.99)
                    };
                    if covering
                        .iter()
                        .any(|&u| st.used[u] || units[u].cue.is_some())
                    {
                        continue;
                    }
                    if covering.iter().any(|&u| stored_value(u)) {
                        // Its "still" is the value's, no other state's.
                        for u in 0..units.len() {
                            let w = tokens[units[u].start].norm.as_str();
                            if units[u].end == first && STATE_WORDS.contains(&w) {
                                st.used[u] = true;
                                st.restated.push(u);
                            }
                        }
                        continue;
                    }
                    // ("still waiting to be invoiced": four words before.)
                    let near = |k: usize| k + 4 >= first && k <= last + 2;
                    // "still waiting to be invoiced": what is awaited has not happened.
                    let negation = (0..units.len()).find(|&u| {
                        !st.used[u]
                            && (units[u].cue == Some(Cue::Not)
                                || AWAITING_WORDS.contains(&tokens[units[u].start].norm.as_str()))
                            && near(units[u].start)
                            && units[u].start < first
                    });
                    // "never rented", "haven't rented anything" are not "no longer renting"
                    // (of "NULL = still renting"): the rows never had the relation at all.
                    let never = negation.is_some_and(|u| {
                        matches!(
                            tokens[units[u].start].norm.as_str(),
                            "never" | "nobody" | "nobody's" | "nobodys"
                        )
                    }) || (negation.is_some()
                        && tokens.get(last + 1).is_some_and(|t| t.norm == "anything"));
                    if never && words.iter().any(|w| w == "still") {
                        continue;
                    }
                    // Not across a coordination: in "gas safe registered and still with us"
                    // the "still" is the second state's.
                    let coordinated_apart = |k: usize| {
                        let (a, b) = if k < first { (k, first) } else { (last, k) };
                        units.iter().any(|x| {
                            x.start > a && x.start < b && matches!(x.cue, Some(Cue::And | Cue::Or))
                        })
                    };
                    let state_words: Vec<usize> = (0..units.len())
                        .filter(|&u| {
                            !st.used[u]
                                && near(units[u].start)
                                && STATE_WORDS.contains(&tokens[units[u].start].norm.as_str())
                                && !coordinated_apart(units[u].start)
                        })
                        .collect();
                    let stated = negation.is_some() || !state_words.is_empty();
                    // "gas safe registered" for `gas_safe_number`: a link to this column
                    // through words its name lacks is the comment's doing, no column asked for.
                    let name_stems: Vec<String> = clarisql_text::identifier_words(&col.name)
                        .iter()
                        .map(|w| clarisql_text::stem(w))
                        .collect();
                    let described_link = |u: usize| {
                        units[u]
                            .schema
                            .iter()
                            .any(|m| m.element == Element::Column(t.column(c)))
                            && tokens[units[u].start..units[u].end]
                                .iter()
                                .any(|k| !k.is_function_word() && !name_stems.contains(&k.stem))
                    };
                    let unexplained = covering
                        .iter()
                        .any(|&u| !units[u].is_link() || described_link(u));
                    // "the visitor boats": said right before the rows' own name.
                    let attributive = units.iter().enumerate().any(|(u, unit)| {
                        unit.start == last + 1
                            && self.is_table[u]
                            && best_table(unit).is_some_and(|(named, _)| named == t)
                    });
                    if !(unexplained || stated || attributive) {
                        continue;
                    }
                    let mut read_from = covering.clone();
                    read_from.extend(negation);
                    read_from.extend(&state_words);
                    st.filter(
                        Cond::IsNull {
                            expr: Expr::Column(t.column(c)),
                            negated: negative != negation.is_some(),
                        },
                        &read_from,
                    );
                    st.use_all(&read_from);
                    // The schema's comment explains these words: no column is missing.
                    st.restated.extend(
                        covering
                            .iter()
                            .chain(&state_words)
                            .filter(|&&u| !units[u].is_link()),
                    );
                    st.add_table(t);
                }
            }
        }
    }

    /// "growers still in the co-op", "current volunteers", "members at the moment", "former
    /// staff": a word of lasting state where the rows' table has exactly one column whose
    /// empty cell the schema says means "still …" ("NULL = still a member") keeps the rows
    /// whose cell is empty ("former": set), though the question words the state otherwise.
    /// The same for a state that has not come about yet ("orders that haven't gone out yet",
    /// "pupils who still owe us") over the one column whose empty cell means "not … yet"
    /// ("NULL = not shipped yet"); each kind stands in for the other where the table has
    /// only that one.
    pub(super) fn continuing_states(&self, st: &mut State) {
        let ctx = self.ctx;
        let units = self.units;
        let tokens = self.tokens;
        let lasting_word = (0..units.len()).find_map(|u| {
            let unit = &units[u];
            let norm = tokens[unit.start].norm.as_str();
            let at_the_moment = (norm == "moment"
                && unit.start >= 2
                && tokens[unit.start - 1].norm == "the"
                && tokens[unit.start - 2].norm == "at")
                || (norm == "right" && tokens.get(unit.end).is_some_and(|t| t.norm == "now"));
            let former = match norm {
                "still" | "current" | "currently" | "presently" => false,
                "former" | "ex" => true,
                _ if at_the_moment => false,
                _ => return None,
            };
            (!st.used[u] && !unit.is_link()).then_some((u, former))
        });
        // "haven't gone out yet": a negation before "yet".
        let pending_words = || {
            let yet = tokens.iter().position(|t| t.norm == "yet")?;
            let not = (0..units.len())
                .rev()
                .find(|&u| !st.used[u] && units[u].cue == Some(Cue::Not) && units[u].start < yet)?;
            Some((not, yet))
        };
        // "open jobs", "which invoices are outstanding": a word that itself says the rows'
        // business is not done, and which part of it (`open_kind`).
        // (A word only loosely linked to a column, "outstanding" to `issued_on`, is one too.)
        let loose = |u: usize| {
            units[u].values.is_empty()
                && units[u].number.is_none()
                && units[u].schema.iter().all(|m| m.score < 0.6)
        };
        let open_word = (0..units.len()).find_map(|u| {
            let kind = open_kind(&tokens[units[u].start].norm)?;
            (!st.used[u] && loose(u)).then_some((u, kind))
        });
        let (said, former, pending_first) = match lasting_word {
            Some((u, former)) => (u, former, false),
            None => match (pending_words(), open_word) {
                (Some((not, _)), _) => (not, false, true),
                (None, Some((u, _))) => (u, false, true),
                (None, None) => return,
            },
        };
        let states_of = |pending: bool| -> Vec<ColumnId> {
            self.focus
                .iter()
                .flat_map(|&t| {
                    ctx.lake
                        .table(t)
                        .columns
                        .iter()
                        .enumerate()
                        .filter(move |(_, col)| {
                            col.profile.nulls > 0
                                && col.null_meanings().iter().any(|m| {
                                    let words = clarisql_text::words(state_clause(m));
                                    let negative = words.iter().any(|w| negates(w));
                                    if pending {
                                        negative && words.iter().any(|w| w == "yet")
                                    } else {
                                        !negative && words.iter().any(|w| w == "still")
                                    }
                                })
                        })
                        .map(move |(c, _)| t.column(c))
                })
                .collect()
        };
        let mut states = states_of(pending_first);
        // "former" is said of a lasting state only.
        if states.is_empty() && !former {
            states = states_of(!pending_first);
        }
        // Several things not done yet ("NULL = not done yet", "NULL = not invoiced yet"): an
        // open word says which ("still open" is the work, "outstanding" the payment).
        if let (true, Some((_, kind))) = (states.len() > 1, open_word) {
            let said_of = |c: &ColumnId, stems: &[&str]| {
                let col = &ctx.lake.table(c.table).columns[c.column as usize];
                col.null_meanings().iter().any(|m| {
                    clarisql_text::words(state_clause(m))
                        .iter()
                        .any(|w| stems.iter().any(|s| w.starts_with(s)))
                })
            };
            let fitting: Vec<ColumnId> = kind
                .iter()
                .map(|stems| {
                    states
                        .iter()
                        .copied()
                        .filter(|c| said_of(c, stems))
                        .collect()
                })
                .find(|f: &Vec<ColumnId>| !f.is_empty())
                .unwrap_or_default();
            states = fitting;
        }
        let [column] = states.as_slice() else { return };
        // The asker's own words for the state: what "still" goes on to say ("still owe us
        // money"), or what the negation denies before "yet" ("haven't gone out yet"); words
        // nothing else explains.
        let predicate = |u: usize| {
            !st.used[u]
                && !self.is_table[u]
                && (units[u].unknown
                    || (open_kind(&tokens[units[u].start].norm).is_some() && loose(u)))
        };
        let mut read_from = vec![said];
        if pending_first {
            let yet = pending_words().map_or(said, |(_, yet)| yet);
            read_from
                .extend((said + 1..units.len()).filter(|&k| units[k].end <= yet && predicate(k)));
        } else if tokens[units[said].start].norm == "still" {
            let mut last = units[said].end;
            for (k, unit) in units.iter().enumerate().skip(said + 1) {
                if unit.is_filler() {
                    continue;
                }
                if !predicate(k) || unit.start > last + 1 {
                    break;
                }
                read_from.push(k);
                last = unit.end;
            }
        }
        st.filter(
            Cond::IsNull {
                expr: Expr::Column(*column),
                negated: former,
            },
            &read_from,
        );
        st.use_all(&read_from);
        st.restated.extend(&read_from);
        // "still in the co-op", "still with the studio": the organisation the data is of, in
        // which the state lasts.
        let mut k = units[said].end;
        if tokens
            .get(k)
            .is_some_and(|t| matches!(t.norm.as_str(), "in" | "with" | "at" | "on"))
        {
            k += 1;
            while tokens
                .get(k)
                .is_some_and(|t| matches!(t.norm.as_str(), "the" | "our" | "this"))
            {
                k += 1;
            }
            if let Some(o) = (0..units.len()).find(|&o| {
                units[o].start == k && units[o].unknown && !st.used[o] && !self.is_table[o]
            }) {
                st.used[o] = true;
                st.restated.push(o);
            }
        }
    }

    /// "projects with no target date (set)", "patients without a phone number": "no" or
    /// "without" before a column of a table in focus that the data leaves empty in some rows
    /// keeps those rows. (Only where the data has empty cells: otherwise "no X" is more likely
    /// a relation or a value, read elsewhere.) A participle right after the column ("set",
    /// "recorded") restates the absence.
    fn missing_values(&self, st: &mut State) {
        let ctx = self.ctx;
        let units = self.units;
        let tokens = self.tokens;
        self.present_values(st);
        for i in 0..units.len() {
            if st.used[i]
                || units[i].cue != Some(Cue::Not)
                || !matches!(tokens[units[i].start].norm.as_str(), "no" | "without")
            {
                continue;
            }
            let Some(j) = self.next(i, &st.used) else {
                continue;
            };
            if !self.column_unit(j, &st.used) {
                continue;
            }
            let Some(&(column, score)) = self.rank(j, false).first() else {
                continue;
            };
            if score < 0.75
                || !self.focus.contains(&column.table)
                || ctx.lake.column(column).profile.nulls == 0
            {
                continue;
            }
            st.filter(
                Cond::IsNull {
                    expr: Expr::Column(column),
                    negated: false,
                },
                &[i, j],
            );
            st.use_all(&[i, j]);
            st.chosen.push((j, column, false));
            if let Some(k) = self.next(j, &st.used).filter(|&k| {
                !self.is_table[k]
                    && units[k].end - units[k].start == 1
                    && matches!(
                        tokens[units[k].start].norm.as_str(),
                        "set" | "recorded" | "given" | "entered" | "listed"
                    )
            }) {
                st.used[k] = true;
                st.restated.push(k);
            }
        }
    }

    /// "hires that had a damage charge", "customers with an email": "with" or "have" and an
    /// article before a column of a table in focus that the data leaves empty in some rows
    /// keeps the rows where it is set — unless something about its value follows ("with a
    /// rating of 5", "with a price over 10"), read elsewhere. Yes/no columns are `flags`.
    /// Negated right before the verb ("don't have a van", "haven't got a van") it keeps the
    /// rows where it is empty. A word the column's empty-cell comment uses ("NULL = no
    /// company van") names it though it names only part of the column (`van_reg`).
    fn present_values(&self, st: &mut State) {
        let ctx = self.ctx;
        let units = self.units;
        let tokens = self.tokens;
        for j in 0..units.len() {
            let s = units[j].start;
            let opened = s >= 2
                && matches!(tokens[s - 1].norm.as_str(), "a" | "an" | "any")
                && matches!(
                    tokens[s - 2].norm.as_str(),
                    "with" | "had" | "has" | "have" | "having" | "got"
                );
            // ("which children don't have a key worker yet": a negation elsewhere is read by
            // `continuing_states` or `missing_values`.)
            // (Only "have"/"got" and the article stand between the verb and the column, so a
            // negation of the verb is the nearest one.)
            let negation = (0..j)
                .rev()
                .take(3)
                .find(|&p| units[p].cue == Some(Cue::Not));
            let denied = negation.filter(|&p| Some(units[p].end) == s.checked_sub(2));
            if !opened || (negation.is_some() && denied.is_none()) || !self.column_unit(j, &st.used)
            {
                continue;
            }
            let Some(&(column, score)) = self.rank(j, false).first() else {
                continue;
            };
            let said_of_empty_cells = ctx.lake.column(column).null_meanings().iter().any(|m| {
                clarisql_text::words(m)
                    .iter()
                    .any(|w| clarisql_text::stem(w) == tokens[units[j].end - 1].stem)
            });
            let conditioned = st.filters.iter().any(|f| f.columns().contains(&column));
            if conditioned
                || (score < 0.75 && !(score >= 0.5 && said_of_empty_cells))
                || !self.focus.contains(&column.table)
                || ctx.lake.column(column).profile.nulls == 0
                || flag_literals(ctx, column).is_some()
            {
                continue;
            }
            let valued = tokens.get(units[j].end).is_some_and(|t| {
                t.kind == TokenKind::Number
                    || matches!(
                        t.norm.as_str(),
                        "of" | "over"
                            | "above"
                            | "under"
                            | "below"
                            | "between"
                            | "greater"
                            | "higher"
                            | "lower"
                            | "less"
                            | "more"
                            | "than"
                            | "at"
                            | "="
                            | "like"
                            | "starting"
                            | "containing"
                            | "equal"
                    )
            });
            if valued {
                continue;
            }
            let mut read_from = vec![j];
            read_from.extend(denied);
            st.filter(
                Cond::IsNull {
                    expr: Expr::Column(column),
                    negated: denied.is_none(),
                },
                &read_from,
            );
            st.use_all(&read_from);
            st.chosen.push((j, column, false));
        }
    }

    /// "which kennels are heated?", "the vaccinated dogs", "kennels that aren't heated",
    /// "kennels with a heater" (`has_heater`): a yes/no column ([`flag_literals`]) named beside
    /// its own table's rows states which rows are kept, not what to show. Not in a question
    /// about one row ("Is Rex vaccinated?", a question opened by its verb) nor after "whether",
    /// where the flag is the answer, and not before "of" or in a list of columns to show
    /// ("heated of each", "capacity and heated").
    pub(super) fn flags(&self, st: &mut State) {
        let ctx = self.ctx;
        let units = self.units;
        let tokens = self.tokens;
        // ("Were any of those trade orders?" asks of several rows.)
        let asks_of_one_row = tokens.first().is_some_and(|t| {
            matches!(
                t.norm.as_str(),
                "is" | "are" | "was" | "were" | "does" | "do" | "did" | "has" | "have"
            )
        }) && tokens
            .get(1)
            .is_none_or(|t| !matches!(t.norm.as_str(), "there" | "any" | "all" | "some"));
        if asks_of_one_row {
            return;
        }
        for j in 0..units.len() {
            if !self.column_unit(j, &st.used) {
                continue;
            }
            let Some(&(column, score)) = self.rank(j, false).first() else {
                continue;
            };
            let Some((yes, no)) = flag_literals(ctx, column) else {
                continue;
            };
            // ("not counting cancelled ones": "ones" stands for the rows in focus.)
            let before_ones = tokens
                .get(units[j].end)
                .is_some_and(|t| matches!(t.norm.as_str(), "one" | "ones"))
                && self.focus.contains(&column.table);
            // The rows are named by their table's noun, or by a kind of them the table holds
            // ("which of the cats aren't neutered": 'Cat' of `pets.species`).
            let names_rows = |k: usize| {
                (self.is_table[k] && best_table(&units[k]).is_some_and(|(t, _)| t == column.table))
                    || (!self.is_table[k]
                        && units[k].schema.is_empty()
                        && units[k]
                            .values
                            .iter()
                            .max_by(|a, b| a.score.total_cmp(&b.score))
                            .is_some_and(|v| v.column.table == column.table && v.score >= 0.9))
            };
            // "how many juniors", "how many playing members": counted, the flag's word names
            // the rows it keeps. "which of them are on contract", "any of those callbacks?":
            // rows pointed at by a pronoun are taken as the flag's own (a follow-up's context
            // then says which).
            let counted = self.prev(j).is_some_and(|p| {
                units[p].cue == Some(Cue::Count) && units[p].end == units[j].start
            });
            let pointed_at =
                |t: &Token| matches!(t.norm.as_str(), "them" | "those" | "these" | "they");
            let rows_pointed = tokens[..units[j].start].iter().any(pointed_at);
            let rows_named = before_ones
                || counted
                || rows_pointed
                || (0..units.len()).any(|k| k != j && names_rows(k));
            if score < 0.8 || !rows_named {
                continue;
            }
            // Said as a state of the rows: before their noun ("heated kennels"), as their noun
            // after a count or right after the pronoun pointing at them ("of them callbacks"),
            // or after a form of "be" ("are (not) heated"). Elsewhere ("for each gender") it is
            // a column.
            let modifies = before_ones
                || counted
                || units[j]
                    .start
                    .checked_sub(1)
                    .is_some_and(|p| pointed_at(&tokens[p]))
                || units
                    .get(j + 1)
                    .is_some_and(|u| u.start == units[j].end && names_rows(j + 1));
            // Words nothing explains right before the flag qualify it ("a drinks licence"):
            // the verb or preposition is read across them.
            let qualifiers = (0..j)
                .rev()
                .take_while(|&k| {
                    units[k].unknown && !units[k].is_link() && units[k].cue.is_none() && !st.used[k]
                })
                .take(2)
                .filter(|&k| {
                    tokens[units[k].start..units[k].end]
                        .iter()
                        .all(|t| t.kind == TokenKind::Word)
                })
                .collect::<Vec<_>>();
            let lead_end = qualifiers
                .last()
                .map_or(units[j].start, |&k| units[k].start);
            let predicated = tokens[..lead_end]
                .iter()
                .rev()
                .find(|t| {
                    // (Adverbs between the verb and the state: "are only seasonal".)
                    !matches!(
                        t.norm.as_str(),
                        "not"
                            | "n't"
                            | "all"
                            | "still"
                            | "currently"
                            | "only"
                            | "just"
                            | "actually"
                            | "really"
                            | "also"
                            | "now"
                            // "are marked as vegan friendly", "are listed as exempt".
                            | "marked"
                            | "listed"
                            | "flagged"
                            | "classed"
                            | "as"
                    )
                })
                .is_some_and(|t| {
                    matches!(
                        t.norm.as_str(),
                        "is" | "are"
                            | "was"
                            | "were"
                            | "be"
                            | "been"
                            | "isn't"
                            | "aren't"
                            | "wasn't"
                            | "weren't"
                            // "got cancelled": the passive's "get".
                            | "get"
                            | "gets"
                            | "got"
                            | "getting"
                    )
                });
            // Or as something the rows have: "hotels that have a spa", "rooms with a sea view"
            // (`has_spa`, `has_sea_view`); "without" or "have no" keeps those that have not.
            let owning_word = tokens[..lead_end].iter().rev().find(|t| {
                !matches!(
                    t.norm.as_str(),
                    "a" | "an" | "the" | "any" | "their" | "its" | "own" | "no"
                )
            });
            let possessed = owning_word.is_some_and(|t| {
                matches!(
                    t.norm.as_str(),
                    "have" | "has" | "had" | "having" | "with" | "without"
                )
            });
            let without = owning_word.is_some_and(|t| t.norm == "without");
            // Or as where the rows stand: "jobs done under warranty", "books on sale", "items
            // in stock" (`is_warranty`, `on_sale`, `in_stock`); no bound follows.
            let situated_by = units[j]
                .start
                .checked_sub(1)
                .filter(|&p| matches!(tokens[p].norm.as_str(), "under" | "on" | "in"))
                .filter(|_| {
                    tokens
                        .get(units[j].end)
                        .is_none_or(|t| t.kind != TokenKind::Number)
                });
            if !(modifies || predicated || possessed || situated_by.is_some()) {
                continue;
            }
            // "contactless kiosks vs the rest", "heated kennels versus non-heated ones": both
            // states side by side, one group each, instead of a filter.
            if modifies && against_the_rest(&tokens[units[j].end..]) {
                st.used[j] = true;
                st.chosen.push((j, column, false));
                if !st.group.contains(&column) {
                    st.group.push(column);
                }
                st.select.push((j, Expr::Column(column)));
                continue;
            }
            let whether = tokens[units[j].start.saturating_sub(3)..units[j].start]
                .iter()
                .any(|t| matches!(t.norm.as_str(), "whether" | "if"));
            let after = tokens.get(units[j].end).map(|t| t.norm.as_str());
            if whether || after == Some("of") {
                continue;
            }
            // A neighbour across "and" or a comma that names another column: a list to show.
            let listed = |k: Option<usize>| {
                k.is_some_and(|k| {
                    let between = if k < j {
                        &tokens[units[k].end..units[j].start]
                    } else {
                        &tokens[units[j].end..units[k].start]
                    };
                    between
                        .iter()
                        .any(|t| matches!(t.norm.as_str(), "and" | ","))
                        && !self.is_table[k]
                        && !units[k].schema.is_empty()
                        && best_column(&units[k])
                            .is_none_or(|(c, _)| flag_literals(ctx, c).is_none())
                })
            };
            if listed(self.prev(j)) || listed(self.next(j, &st.used)) {
                continue;
            }
            let negation = self
                .prev(qualifiers.last().copied().unwrap_or(j))
                .filter(|&p| units[p].cue == Some(Cue::Not) && !st.used[p]);
            // "have no spa", "with no sea view": the "no" is the negation, once.
            let said_no =
                possessed && negation.is_some_and(|p| tokens[units[p].start].norm == "no");
            let value = if (negation.is_some() || without) && !(without && said_no) {
                no
            } else {
                yes
            };
            let mut read_from = vec![j];
            read_from.extend(negation);
            read_from.extend(qualifiers.iter().copied());
            // (The qualifiers restate the flag's noun: no attribute left unanswered.)
            st.restated.extend(qualifiers.iter().copied());
            // ("under" is no bound here.)
            read_from.extend(situated_by.and_then(|p| {
                (0..units.len()).find(|&k| units[k].start == p && units[k].cue.is_some())
            }));
            st.filter(
                Cond::Compare {
                    expr: Expr::Column(column),
                    op: CmpOp::Eq,
                    value: Operand::Literal(value),
                },
                &read_from,
            );
            st.use_all(&read_from);
            st.chosen.push((j, column, false));
        }
    }

    /// "orders that haven't been dispatched (yet)", "dogs not adopted": a participle (at most
    /// loosely linked to a column, as "adopted" to `adopted_date`) whose verb opens the name of
    /// the one column of a table in focus that the data leaves empty in some rows
    /// (`dispatch_date`, `adopted_on`) keeps the rows where it is empty when negated, and those
    /// where it is filled when it ends the question after a form of "be" ("which orders have
    /// been dispatched?", "which staff have left?") or stands right before the rows' name ("the
    /// dispatched orders").
    fn unset_events(&self, st: &mut State) {
        let ctx = self.ctx;
        let units = self.units;
        let tokens = self.tokens;
        for j in 0..units.len() {
            let u = &units[j];
            // (A verb may already be set aside as restating a relation: it still counts here
            // unless a condition was read from it.)
            let read = st.filter_units.iter().any(|&(a, b)| (a..=b).contains(&j))
                || st.chosen.iter().any(|&(k, _, _)| k == j);
            if read || !u.values.is_empty() || u.number.is_some() || u.cue.is_some() {
                continue;
            }
            // "还没付款" (not yet paid): a Chinese verb right after the negation, by its English
            // glosses ("pay" for `paid_on`, through the irregular past).
            let chinese = u.end - u.start == 1
                && tokens[u.start].kind == TokenKind::Cjk
                && j > 0
                && units[j - 1].end == u.start
                && units[j - 1].cue == Some(Cue::Not)
                && ctx.index.segmenter().is_chinese_verb(&tokens[u.start].norm);
            let english = u.end - u.start == 1
                && tokens[u.start].kind == TokenKind::Word
                && clarisql_text::is_past_participle(&tokens[u.start].norm);
            if !(chinese || english) {
                continue;
            }
            // The verb and its synonyms ("finished" opens `completed_on`); a Chinese verb's
            // glosses, of a phrase its verb ("完工", "complete a project": complete).
            let said: Vec<&str> = if chinese {
                clarisql_text::english_gloss_phrases(clarisql_text::without_aspect_particle(
                    &tokens[u.start].norm,
                ))
                .into_iter()
                .filter_map(|g| g.split(' ').next())
                .collect()
            } else {
                vec![tokens[u.start].norm.as_str()]
            };
            let mut verbs: Vec<String> = Vec::new();
            for w in said
                .iter()
                .copied()
                .chain(said.iter().flat_map(|w| clarisql_text::synonyms_of(w)))
            {
                let stem = clarisql_text::stem(w);
                if !w.contains(' ') && !verbs.contains(&stem) {
                    verbs.push(stem);
                }
            }
            let opens = |w: &str| {
                let base = clarisql_text::irregular_verb_base(w);
                verbs.iter().any(|v| {
                    (v.chars().count() >= 4 && clarisql_text::stem(w).starts_with(v.as_str()))
                        || (chinese && base.is_some_and(|b| v.starts_with(&clarisql_text::stem(b))))
                })
            };
            // ("which ones aren't finished": with no table named, the event says which rows.)
            let tables: Vec<TableId> = if self.focus.is_empty() {
                ctx.lake.tables_of(ctx.db).collect()
            } else {
                self.focus.clone()
            };
            let named: Vec<ColumnId> = tables
                .iter()
                .flat_map(|&t| (0..ctx.lake.table(t).columns.len()).map(move |c| t.column(c)))
                .filter(|&c| {
                    let col = ctx.lake.column(c);
                    col.profile.nulls > 0
                        && clarisql_text::identifier_words(&col.name)
                            .first()
                            .is_some_and(|w| opens(w))
                })
                .collect();
            let [column] = named[..] else {
                continue;
            };
            let negation = (0..j)
                .rev()
                .take(3)
                .find(|&p| units[p].cue == Some(Cue::Not) && !st.used[p]);
            // ("which staff have left us", "… been collected already", "the staff who have left
            // us and when they went": the participle ends its clause.)
            let ends_question = tokens[u.end..]
                .iter()
                .find(|t| !matches!(t.norm.as_str(), "yet" | "already" | "us"))
                .is_none_or(|t| {
                    t.kind == TokenKind::Punct || matches!(t.norm.as_str(), "and" | "but")
                });
            let after_be = u.start.checked_sub(1).is_some_and(|p| {
                matches!(
                    tokens[p].norm.as_str(),
                    "been" | "are" | "is" | "was" | "were" | "have" | "has" | "had"
                )
            });
            // "the cancelled bookings", "refunded orders": the participle right before the
            // rows' own name says the event happened to them.
            let attributive = units.get(j + 1).is_some_and(|n| {
                n.start == u.end
                    && (self.is_table[j + 1]
                        || n.schema
                            .iter()
                            .any(|m| m.element == Element::Table(column.table)))
            });
            if negation.is_none() && !(ends_question && after_be) && !attributive {
                continue;
            }
            // "incl the ones who have left": rows the answer takes in too, no condition.
            let including = tokens[u.start.saturating_sub(6)..u.start]
                .iter()
                .any(|t| t.norm == "including");
            if including {
                st.used[j] = true;
                st.restated.push(j);
                continue;
            }
            let mut read_from = vec![j];
            read_from.extend(negation);
            // "still not completed", "still unfinished": the state lasts, as the negation says.
            let first = negation.unwrap_or(j);
            let lasting: Vec<usize> = (first.saturating_sub(2)..first)
                .filter(|&p| {
                    !st.used[p] && units[p].unknown && tokens[units[p].start].norm == "still"
                })
                .collect();
            read_from.extend(&lasting);
            st.restated.extend(lasting);
            st.filter(
                Cond::IsNull {
                    expr: Expr::Column(column),
                    negated: negation.is_none(),
                },
                &read_from,
            );
            st.use_all(&read_from);
            st.chosen.push((j, column, false));
            st.add_table(column.table);
        }
    }

    /// "do not have a pet of kind dog or cat", "do not have a roller coaster longer than 3000":
    /// conditions said after a negated table, on it or a table it refers to, pick the rows that
    /// must not exist, so they go inside its subquery. Run once values and comparisons are read.
    pub(super) fn conditions_of_negated_relations(&self, st: &mut State) {
        let ctx = self.ctx;
        let mut n = 0;
        while n < st.filters.len() {
            let (key, related) = match &st.filters[n] {
                Cond::InQuery {
                    column,
                    query,
                    negated: true,
                } if query.tables.len() == 1 => (*column, query.tables[0]),
                _ => {
                    n += 1;
                    continue;
                }
            };
            let entity = key.table;
            let Some(&(said_from, said_after)) = st.filter_units.get(n) else {
                n += 1;
                continue;
            };
            let on_relation = |c: &Cond| {
                let cols = c.columns();
                !cols.is_empty()
                    && cols.iter().all(|col| {
                        col.table == related
                            || (col.table != entity
                                && ctx.foreign_key(related, col.table).is_some())
                    })
            };
            let mut moved = Vec::new();
            let mut k = 0;
            while k < st.filters.len() {
                // Said after the negation's first word: after the relation ("no flights to
                // X"), or within it ("have not made any horror movies").
                if k != n
                    && st
                        .filter_units
                        .get(k)
                        .is_some_and(|&(first, _)| first > said_from)
                    && on_relation(&st.filters[k])
                {
                    moved.push(st.filters.remove(k));
                    st.filter_units.remove(k);
                    if k < n {
                        n -= 1;
                    }
                } else {
                    k += 1;
                }
            }
            if let Cond::InQuery { query, .. } = &mut st.filters[n] {
                query.filter.extend(moved);
            }
            // "people who have no friends living in Austin" over a table pairing people with
            // people: a condition said after it on those rows may be the friends' or the
            // people's.
            let keys_to_entity = ctx.foreign_keys(related, entity).len();
            let said_after_on_entity = st.filters.iter().zip(&st.filter_units).any(|(c, u)| {
                u.0 > said_after && c.columns().iter().any(|col| col.table == entity)
            });
            if keys_to_entity >= 2 && said_after_on_entity {
                st.doubt(
                    0.5,
                    "a condition after a relation between rows of one table may be on either side",
                );
            }
            n += 1;
        }
    }

    /// "delivered after their due date", "wage above their market value": a column compared
    /// with another of the same rows, both dates or both numbers, the one named before the cue
    /// (in the same clause), the other right after it. True when it read one.
    fn column_against_column(&self, st: &mut State, cue: usize, o: usize, op: CmpOp) -> bool {
        let ctx = self.ctx;
        let units = self.units;
        if units[o].number.is_some() || self.date_at(o).is_some() || !self.column_unit(o, &st.used)
        {
            return false;
        }
        let comparable = |a: ColumnId, b: ColumnId| {
            a != b
                && a.table == b.table
                && !ctx.is_key(a)
                && !ctx.is_key(b)
                && ((holds_dates(ctx, a) && holds_dates(ctx, b))
                    || (ctx.kind(a).is_numeric() && ctx.kind(b).is_numeric()))
        };
        // (Before the cue, a word that is also a stored value names the column it shares a
        // name with too: "projects delivered after their deadline" with 'delivered' a status,
        // whose condition stands.)
        let Some(before) = (0..cue)
            .rev()
            .take(3)
            .take_while(|&k| !self.in_condition[cue] || self.in_condition[k])
            .find(|&k| {
                (!st.used[k] || !units[k].values.is_empty())
                    && units[k].cue.is_none()
                    && !self.is_table[k]
                    && !units[k].schema.is_empty()
            })
        else {
            return false;
        };
        let pair = self.rank(o, false).into_iter().find_map(|(right, _)| {
            self.rank(before, false)
                .into_iter()
                .find(|&(left, _)| comparable(left, right))
                .map(|(left, _)| (left, right))
        });
        let Some((left, right)) = pair else {
            return false;
        };
        st.chosen.push((before, left, true));
        st.chosen.push((o, right, true));
        st.filter(
            Cond::Compare {
                expr: Expr::Column(left),
                op,
                value: Operand::Column(right),
            },
            &[before, cue, o],
        );
        st.use_all(&[before, cue, o]);
        true
    }

    /// Comparisons: a number after a comparative cue ("more than 30", "at least 2 orders")
    /// compared with a column or with a count, and numbers beside a column with no cue
    /// ("room 108").
    pub(super) fn comparisons(&self, st: &mut State) {
        let ctx = self.ctx;
        let units = self.units;
        let tokens = self.tokens;
        let is_table = &self.is_table;
        let focus = &self.focus;
        let in_condition = &self.in_condition;
        for i in 0..units.len() {
            if st.used[i] {
                continue;
            }
            let mut direction_word = None;
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
                        None => {
                            // "on a higher day rate than average": a comparative that only says
                            // which way, before the column it compares.
                            let Some((op, adjective)) = self
                                .prev(i)
                                .filter(|&k| self.column_unit(k, &st.used))
                                .and_then(|k| units.iter().position(|a| a.end == units[k].start))
                                .and_then(|a| {
                                    let op = match tokens[units[a].start].norm.as_str() {
                                        "higher" | "greater" | "bigger" | "larger" => CmpOp::Gt,
                                        "lower" | "smaller" => CmpOp::Lt,
                                        _ => return None,
                                    };
                                    (units[a].end - units[a].start == 1).then_some((op, a))
                                })
                            else {
                                continue;
                            };
                            direction_word = Some(adjective);
                            (op, None)
                        }
                    }
                }
                Some(Cue::Between) => {
                    // "between A and B", or in Chinese after them: "在A到B之间".
                    let forward = self.next(i, &st.used).and_then(|a| {
                        let and = self.next(a, &st.used)?;
                        Some((a, and, self.next(and, &st.used)?))
                    });
                    let backward = self.prev(i).and_then(|b| {
                        let and = self.prev(b)?;
                        Some((self.prev(and)?, and, b))
                    });
                    let joins = |k: usize| {
                        units[k].cue == Some(Cue::And)
                            || matches!(tokens[units[k].start].norm.as_str(), "到" | "至")
                    };
                    // "between 2009-01-01 and 2010-01-01": dates compare as text.
                    let dates = forward.and_then(|(a, and, b)| {
                        let (lo, hi) = (self.date_at(a)?, self.date_at(b)?);
                        (joins(and) && !st.used[a] && !st.used[b]).then_some((a, and, b, lo, hi))
                    });
                    if let Some((a, and, b, lo, hi)) = dates {
                        let Some((col, cu)) = self.date_column_for(i, b, &st.used) else {
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
                    let col = self.numeric_column_for(i.min(a), b, &st.used).or_else(|| {
                        if !(year_like(lo) && year_like(hi)) {
                            return None;
                        }
                        let v = self.event_verb_before(i, &st.used)?;
                        time_column(ctx, focus).map(|c| (c, v))
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
            let Some(o) = (if trailing {
                self.prev(i)
            } else {
                self.next(i, &st.used)
            }) else {
                continue;
            };
            // "比全体员工的平均时薪": "all staff's" before the average says it is over all the
            // rows, as "of all staff" after it does.
            let o = match (units[o].cue, trailing) {
                (Some(Cue::All), false) => {
                    let table = self
                        .next(o, &st.used)
                        .filter(|&t| self.is_table[t] && units[t].cue.is_none());
                    let agg = self
                        .next(table.unwrap_or(o), &st.used)
                        .filter(|&a| matches!(units[a].cue, Some(Cue::Agg(_))));
                    match agg {
                        Some(a) => {
                            st.used[o] = true;
                            if let Some(t) = table {
                                st.used[t] = true;
                            }
                            a
                        }
                        None => o,
                    }
                }
                _ => o,
            };
            // "after the year 1989", "before the date 2009-01-01": the column is named between the
            // cue and what it is compared with.
            let (o, named_between) = match self.adjacent_next(o) {
                Some(k)
                    if !trailing
                        && units[o].number.is_none()
                        && self.column_unit(o, &st.used)
                        && (units[k].number.is_some() || self.date_at(k).is_some()) =>
                {
                    (k, Some(o))
                }
                _ => (o, None),
            };
            let between_column = |want: &dyn Fn(ColumnId) -> bool| {
                named_between.and_then(|j| {
                    self.rank(j, false)
                        .into_iter()
                        .find(|(c, _)| !ctx.is_key(*c) && want(*c))
                        .map(|(c, _)| (c, Some(j)))
                })
            };
            // "more than the average X": a nested aggregate.
            if let Some(Cue::Agg(func @ (Agg::Avg | Agg::Max | Agg::Min))) = units[o].cue {
                // "the avg permit fee", "the average Dartford hire price": the words naming
                // the rows averaged over (a table, a partition) may come before the column.
                let mut after = self.next(o, &st.used);
                let mut rows_named = Vec::new();
                for _ in 0..2 {
                    match after {
                        Some(k) if is_table[k] && !self.column_unit(k, &st.used) => {
                            rows_named.push(k);
                            after = self.next(k, &st.used);
                        }
                        _ => break,
                    }
                }
                let after = after.filter(|&k| self.column_unit(k, &st.used));
                if after.is_none() {
                    rows_named.clear();
                }
                let before = (0..i)
                    .rev()
                    .take(3)
                    .take_while(|&k| !in_condition[i] || in_condition[k])
                    .find(|&k| self.column_unit(k, &st.used));
                let col = after
                    .and_then(|k| self.rank(k, true).first().map(|(c, _)| (Some(k), *c)))
                    .or_else(|| {
                        before.and_then(|k| self.rank(k, true).first().map(|(c, _)| (Some(k), *c)))
                    })
                    .or_else(|| {
                        concept
                            .and_then(|w| concept_column(ctx, w, focus))
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
                // "the average salary of instructors in the Physics department": the rows the
                // aggregate is taken over, described right after it.
                if let Some(m) = k.filter(|&m| m > o) {
                    read_from.extend(self.group_of_aggregate(st, m, col, &mut sub));
                }
                st.filter(
                    Cond::Compare {
                        expr: Expr::Column(col),
                        op,
                        value: Operand::Query(Box::new(sub)),
                    },
                    &read_from,
                );
                st.use_all(&[i, o]);
                st.use_all(&rows_named);
                st.use_all(direction_word.as_slice());
                if let Some(k) = k {
                    st.used[k] = true;
                    st.chosen.push((k, col, true));
                }
                if let Some(b) = before {
                    if self.rank(b, true).first().is_some_and(|(c, _)| *c == col) {
                        st.used[b] = true;
                    }
                }
                if concept.is_some() {
                    mark_adjective(st, units, i);
                }
                continue;
            }
            if self.column_against_column(st, i, o, op) {
                continue;
            }
            if let Some(date) = self.date_at(o) {
                let Some((col, cu)) = between_column(&|c| holds_dates(ctx, c))
                    .or_else(|| self.date_column_for(i, o, &st.used))
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
            let distinct_count = self
                .adjacent_next(operand_end)
                .is_some_and(|d| units[d].cue == Some(Cue::Distinct));
            let counted_unit = if distinct_count {
                self.adjacent_next(operand_end)
                    .and_then(|j| self.adjacent_next(j))
            } else {
                self.adjacent_next(operand_end)
            }
            // "价格低于150的住宿": 的 closes the condition; the number counts nothing.
            .filter(|&a| {
                !tokens[units[operand_end].end..units[a].start]
                    .iter()
                    .any(|t| t.norm == "的")
            });
            // "students that have at least one 'B' grade" (or "one grade 'B'"): with a value
            // after it, the bound only says such rows exist, which the value's condition and
            // its join already say.
            let only_existence = (op == CmpOp::Ge && n == 1.0) || (op == CmpOp::Gt && n == 0.0);
            if only_existence
                && !trailing
                && counted_unit.is_some_and(|a| {
                    let valued = |k: usize| !units[k].values.is_empty();
                    !is_table[a] && (valued(a) || self.adjacent_next(a).is_some_and(valued))
                })
            {
                st.use_all(&[i, o]);
                continue;
            }
            // "reserved more than 60 times", "nominated at least two times": how often a thing
            // occurs is a count of its rows, those of a table the verb before names
            // (reservations), else of the rows shown, per what is shown.
            let times = counted_unit.filter(|&a| {
                units[a].unknown
                    && units[a].end == units[a].start + 1
                    && matches!(tokens[units[a].start].norm.as_str(), "times" | "time")
            });
            if let Some(a) = times {
                st.count_having.push((op, n));
                st.use_all(&[i, o, a]);
                let event = self.prev(i).filter(|&p| is_table[p] && !focus.is_empty());
                if let Some((t, _)) = event.and_then(|p| best_table(&units[p])) {
                    if !focus.contains(&t) {
                        st.add_table(t);
                        st.counted.push(t);
                    }
                }
                continue;
            }
            if let Some(a) = counted_unit {
                let countable = !st.used[a]
                    && units[a].cue.is_none()
                    && table_matches(&units[a])
                        .first()
                        .is_some_and(|(_, s)| *s >= 0.5)
                    && (is_table[a] || self.rank(a, true).is_empty());
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
                        .flat_map(|&f| {
                            (0..ctx.lake.table(f).columns.len()).map(move |k| f.column(k))
                        })
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
                        if let Some(d) = self.adjacent_next(operand_end) {
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
            // "longer than 15 km": a unit after the number that names one measure of the rows
            // in focus (`distance_km`) says what is compared, whatever else the adjective
            // could measure (a duration).
            let by_unit = self
                .adjacent_next(o)
                .filter(|&u| !st.used[u] && concept.is_some())
                .and_then(|u| {
                    let mut named: Vec<ColumnId> = units[u]
                        .schema
                        .iter()
                        .filter_map(|m| match m.element {
                            Element::Column(c)
                                if focus.contains(&c.table)
                                    && !ctx.is_key(c)
                                    && matches!(
                                        ctx.kind(c),
                                        ColumnKind::Integer | ColumnKind::Real
                                    ) =>
                            {
                                Some(c)
                            }
                            _ => None,
                        })
                        .collect();
                    named.dedup();
                    match named.as_slice() {
                        [c] => Some((*c, Some(u))),
                        _ => None,
                    }
                });
            let col = match concept {
                Some(_) if by_unit.is_some() => by_unit,
                Some(words) => concept_column_dir(ctx, words, focus).map(|(c, reversed)| {
                    if reversed {
                        op = flip(op);
                    }
                    (c, None)
                }),
                None => {
                    let event_time = || {
                        let v = self
                            .event_verb_before(i, &st.used)
                            .filter(|_| year_like(n))?;
                        time_column(ctx, focus).map(|c| (c, Some(v)))
                    };
                    // "the prices of wines produced before 2010": a year after an event verb and a
                    // word of time is when the things were made, not a number named earlier.
                    let temporal = tokens[units[i].start..units[i].end]
                        .iter()
                        .any(|t| matches!(t.norm.as_str(), "before" | "after" | "since" | "until"));
                    // "flights after 2022", "the average price of wines after 2008": a year
                    // after a word of time is the year of the things in focus (as "in 2022"
                    // is), not a number named further back; one named right before the word
                    // is what is compared ("founded before 1890").
                    let their_time = (temporal && year_like(n))
                        .then(|| time_column(ctx, focus))
                        .flatten();
                    between_column(&|c| ctx.kind(c) != ColumnKind::Text || holds_dates(ctx, c))
                        .or_else(|| event_time().filter(|_| temporal))
                        .or_else(
                            || match (self.numeric_column_for(i, o, &st.used), their_time) {
                                (Some((c, j)), Some(t))
                                    if c != t && units[j].end < units[i].start =>
                                {
                                    Some((t, None))
                                }
                                (Some((c, j)), _) => Some((c, Some(j))),
                                (None, t) => t.map(|t| (t, None)),
                            },
                        )
                        .or_else(event_time)
                        .or_else(|| self.sole_measure_of_rows(i, o, n))
                }
            };
            let Some((col, cu)) = col else { continue };
            st.use_all(&[i, o]);
            st.use_all(direction_word.as_slice());
            if let Some(cu) = cu {
                st.used[cu] = true;
                st.chosen.push((cu, col, true));
                // "airports that have a total number of passengers above N": the column compared
                // holds the number; "number of" counts no rows here.
                if let Some(c) = cu.checked_sub(1).filter(|&c| {
                    units[c].cue == Some(Cue::Count) && units[c].end == units[cu].start
                }) {
                    st.used[c] = true;
                }
                // "price above 700 dollars" for `price_in_dollars`: the word before the cue
                // that names the column named after the number as well says it once more.
                if cu > o {
                    if let Some(p) = self.prev(i.min(o)).filter(|&p| {
                        self.column_unit(p, &st.used)
                            && units[p]
                                .schema
                                .iter()
                                .any(|m| m.element == Element::Column(col))
                    }) {
                        st.used[p] = true;
                    }
                }
            }
            if concept.is_some() {
                mark_adjective(st, units, i);
                // "longer than 120 minutes": a word after the number that names the compared
                // column (by its unit) restates it.
                if let Some(u) = self.adjacent_next(o).filter(|&u| {
                    !st.used[u]
                        && units[u]
                            .schema
                            .iter()
                            .any(|m| m.element == Element::Column(col))
                }) {
                    st.used[u] = true;
                }
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
            // "departments whose average salary is above 42000": an aggregate said right before
            // the column compares each group's aggregate; not a word of the column's own name
            // ("max temperature" for `max_temperature_f`).
            let own_word = |a: usize| {
                let name = identifier_stems(&ctx.lake.column(col).name);
                tokens[units[a].start..units[a].end]
                    .iter()
                    .any(|t| name.contains(&t.stem))
            };
            let aggregate = cu.and_then(|j| {
                let a = self.prev(j)?;
                match units[a].cue {
                    Some(Cue::Agg(func @ (Agg::Avg | Agg::Sum | Agg::Max | Agg::Min)))
                        if !st.used[a] && units[a].end == units[j].start && !own_word(a) =>
                    {
                        Some((a, func))
                    }
                    _ => None,
                }
            });
            if let Some((a, func)) = aggregate {
                st.agg_having.push(Cond::Compare {
                    expr: Expr::Agg {
                        func,
                        column: col,
                        distinct: false,
                    },
                    op,
                    value: Operand::Literal(value),
                });
                st.use_all(&[i, o, a]);
                continue;
            }
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
            if st.used[i] || self.ranks_rows(i, &st.used) {
                continue;
            }
            let after = self
                .adjacent_next(i)
                .filter(|&j| self.column_unit(j, &st.used));
            // "the average ticket price in 2023": a year said as a time is no value of a
            // number column named before the preposition whose values never reach it ("in
            // year 2002", with nothing between, and "founded in 1990" over years are).
            let said_as_time = year_like(n) && year_said_as_time(tokens, u);
            let holds = |p: usize| {
                self.rank(p, true).first().is_none_or(|&(c, _)| {
                    let profile = &ctx.lake.column(c).profile;
                    !matches!(ctx.kind(c), ColumnKind::Integer | ColumnKind::Real)
                        || (profile.min.is_some_and(|lo| lo <= n)
                            && profile.max.is_some_and(|hi| n <= hi))
                })
            };
            let before = self.prev(i).filter(|&p| {
                self.column_unit(p, &st.used)
                    && (!said_as_time || units[p].end == u.start || holds(p))
            });
            let col = after
                .and_then(|j| self.rank(j, true).first().map(|(c, _)| (j, *c)))
                .or_else(|| before.and_then(|p| self.rank(p, true).first().map(|(c, _)| (p, *c))));
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
            // "client 10", "the address of client 10": a whole number right after a word naming a
            // table, within the range of its one-column whole-number key, is the key of one of
            // its rows.
            let keyed = i
                .checked_sub(1)
                .filter(|&p| units[p].end == u.start)
                .and_then(|p| {
                    let t = self.table_named_last(p)?;
                    let [k] = ctx.lake.table(t).primary_key.as_slice() else {
                        return None;
                    };
                    let key = t.column(*k);
                    let profile = &ctx.lake.column(key).profile;
                    let within = profile.min.is_some_and(|lo| lo <= n)
                        && profile.max.is_some_and(|hi| n <= hi);
                    (ctx.kind(key) == ColumnKind::Integer && n.fract() == 0.0 && within)
                        .then_some(key)
                });
            if let Some(key) = keyed {
                st.filter(
                    Cond::Compare {
                        expr: Expr::Column(key),
                        op: CmpOp::Eq,
                        value: Operand::Literal(Literal::number(n)),
                    },
                    &[i],
                );
                st.used[i] = true;
                continue;
            }
            // "in 2022", "2022年": a year said as a time is the year of the things in focus.
            let event = self
                .event_verb_before(i, &st.used)
                .or_else(|| year_said_as_time(tokens, u).then_some(i))
                .filter(|_| year_like(n))
                .and_then(|v| {
                    let named = self
                        .date_named_before(units[v.min(i)].start)
                        .or_else(|| (v < i).then(|| self.date_named_by_verb(v)).flatten());
                    named.or_else(|| time_column(ctx, focus)).map(|c| (v, c))
                });
            if let Some((v, col)) = event {
                st.filter(year_condition(ctx, col, n), &[v, i]);
                st.use_all(&[i, v]);
                if let Some(k) = self.year_char_after(i) {
                    st.used[k] = true;
                }
                st.chosen.push((v, col, true));
            }
        }
    }

    /// The table unit `p` names with its last word: the unit's table ("client"), or the table
    /// of its column when the column's words end with that table's name ("address of client").
    fn table_named_last(&self, p: usize) -> Option<TableId> {
        let u = &self.units[p];
        if self.is_table[p] {
            return best_table(u).map(|(t, _)| t);
        }
        let (c, _) = best_column(u)?;
        let last = clarisql_text::stem(&self.tokens[u.end - 1].norm);
        let name = identifier_stems(&self.ctx.lake.table(c.table).name);
        (u.end - u.start > 1 && matches!(name.as_slice(), [w] if *w == last)).then_some(c.table)
    }

    /// Where a group of rows described after unit `from` ends: at the end of the question or at
    /// an ordering ("sorted by their age").
    fn group_end(&self, from: usize) -> usize {
        let units = self.units;
        (from + 1..units.len())
            .find(|&k| {
                matches!(
                    units[k].cue,
                    Some(Cue::OrderBy | Cue::Direction { .. } | Cue::Alphabetical)
                )
            })
            .unwrap_or(units.len())
    }

    /// "the minimum rating for English songs", "the average stars of the movies directed by
    /// James Cameron": conditions said after an aggregate's measure (unit `m`), through "of",
    /// "for" or "among" and the rows' table, describe the rows aggregated; they move from the
    /// question into `sub`. Returns the units read (the table named), none when nothing moved.
    fn group_of_aggregate(
        &self,
        st: &mut State,
        m: usize,
        col: ColumnId,
        sub: &mut Query,
    ) -> Vec<usize> {
        let units = self.units;
        let tokens = self.tokens;
        if st.filters.len() != st.filter_units.len()
            || !tokens
                .get(units[m].end)
                .is_some_and(|t| matches!(t.norm.as_str(), "of" | "for" | "among"))
        {
            return Vec::new();
        }
        let end = self.group_end(m);
        // The rows are named: the measure's own table, or one joined to it.
        let names_rows = |k: usize| {
            self.is_table[k]
                && best_table(&units[k]).is_some_and(|(t, _)| {
                    t == col.table || self.ctx.neighbours(col.table).contains(&t)
                })
        };
        let Some(rows) = (m + 1..end).find(|&k| names_rows(k)) else {
            return Vec::new();
        };
        let moved: Vec<usize> = (0..st.filters.len())
            .filter(|&f| st.filter_units[f].0 > m && st.filter_units[f].1 < end)
            .collect();
        if moved.is_empty() {
            return Vec::new();
        }
        sub.tables = vec![col.table];
        for &f in moved.iter().rev() {
            sub.filter.insert(0, st.filters.remove(f));
            st.filter_units.remove(f);
        }
        st.used[rows] = true;
        vec![rows]
    }

    /// "people under 40", "how many people are over 30": a number compared right after the
    /// rows named, with no column said, is of the one measure their table has, when its values
    /// reach the number.
    /// An amount of money ("under £20", "under 20 dollars") is of the one column of money it
    /// has.
    fn sole_measure_of_rows(
        &self,
        i: usize,
        o: usize,
        n: f64,
    ) -> Option<(ColumnId, Option<usize>)> {
        let ctx = self.ctx;
        let p = self.prev(i).filter(|&p| self.is_table[p])?;
        let (t, _) = best_table(&self.units[p])?;
        let c = if self.is_money_amount(o) {
            ctx.sole_money(t)?
        } else {
            ctx.sole_measure(t)?
        };
        let profile = &ctx.lake.column(c).profile;
        (profile.min? <= n && n <= profile.max?).then_some((c, None))
    }

    /// Whether the number of unit `o` is an amount of money: a currency sign before it ("£20",
    /// "$ 5") or a currency word after it ("20 quid").
    fn is_money_amount(&self, o: usize) -> bool {
        let tokens = self.tokens;
        let Some(t) = tokens.get(self.units[o].start) else {
            return false;
        };
        let sign = self
            .ctx
            .text
            .get(..t.start)
            .is_some_and(|before| before.trim_end().ends_with(['£', '$', '€', '¥']));
        sign || tokens
            .get(self.units[o].end)
            .is_some_and(|w| clarisql_text::is_currency_word(&w.norm))
    }

    /// "whose age is greater than all engineers", "a higher resolution than some songs in
    /// English", "older than every engineer": a measure compared with that of a group of rows
    /// described after the comparison. The group's conditions (read as filters by the value
    /// pass) move into a subquery for the group's extreme: above all (or any) of them is above
    /// their maximum, above some (at least one) of them is above their minimum.
    pub(super) fn comparisons_with_groups(&self, st: &mut State) {
        let ctx = self.ctx;
        let units = self.units;
        let tokens = self.tokens;
        if st.filters.len() != st.filter_units.len() {
            return;
        }
        for i in 0..units.len() {
            if st.used[i] {
                continue;
            }
            let Some(Compared {
                op,
                mut measure,
                adjective,
            }) = self.compared_measure(i, st)
            else {
                continue;
            };
            let end = self.group_end(i);
            let mut some = false;
            // "less than the lowest revenue of any manufacturer in Austin": the group's extreme
            // said outright.
            let mut extreme: Option<bool> = None;
            // Quantifiers and the measure restated: explained by the comparison.
            let mut explained: Vec<usize> = Vec::new();
            let mut first = None;
            let mut k = i + 1;
            while k < end {
                let u = &units[k];
                let word = tokens[u.start].norm.as_str();
                if u.is_filler() {
                    some |= matches!(word, "some" | "a" | "an");
                } else if u.cue == Some(Cue::All) {
                    explained.push(k);
                } else if u.cue == Some(Cue::Compare(CmpOp::Ge))
                    && units.get(k + 1).and_then(|n| n.number) == Some(1.0)
                {
                    // "(at least one)": some of them.
                    some = true;
                    explained.extend([k, k + 1]);
                    k += 1;
                } else if measure.is_none() && self.column_unit(k, &st.used) {
                    // "salary smaller than any salary of those employees": the measure named
                    // after the comparison.
                    measure = self
                        .rank(k, true)
                        .into_iter()
                        .find(|(c, _)| comparable(ctx, *c))
                        .map(|(c, _)| (c, Some(k)));
                    explained.push(k);
                } else if let (Some(Cue::Superlative { desc }), None) = (u.cue, extreme) {
                    extreme = Some(desc);
                    explained.push(k);
                } else if extreme.is_some()
                    && measure.is_some_and(|(m, _)| self.rank(k, true).iter().any(|(c, _)| *c == m))
                {
                    explained.push(k);
                } else {
                    first = Some(k);
                    break;
                }
                k += 1;
            }
            let (Some((col, col_unit)), Some(first)) = (measure, first) else {
                continue;
            };
            // A number, a date or an aggregate after the comparison is compared otherwise.
            if units[first].number.is_some()
                || self.date_at(first).is_some()
                || matches!(units[first].cue, Some(Cue::Agg(_)))
            {
                continue;
            }
            let moved: Vec<usize> = (0..st.filters.len())
                .filter(|&f| st.filter_units[f].0 >= first && st.filter_units[f].1 < end)
                .collect();
            if moved.is_empty() {
                continue;
            }
            let above = matches!(op, CmpOp::Gt | CmpOp::Ge);
            let func = match extreme {
                Some(true) => Agg::Max,
                Some(false) => Agg::Min,
                None if above != some => Agg::Max,
                None => Agg::Min,
            };
            let mut sub = Query::new(ctx.db);
            sub.select = vec![Expr::Agg {
                func,
                column: col,
                distinct: false,
            }];
            sub.tables = vec![col.table];
            let mut last = i;
            for &f in moved.iter().rev() {
                last = last.max(st.filter_units[f].1);
                sub.filter.insert(0, st.filters.remove(f));
                st.filter_units.remove(f);
            }
            let group_tables: Vec<TableId> = sub.needed_tables();
            // Words naming the group's rows ("engineers", "songs in English") are explained by it.
            let names_group: Vec<usize> = (first..=last.min(end - 1))
                .filter(|&k| {
                    !st.used[k]
                        && self.is_table[k]
                        && best_table(&units[k]).is_some_and(|(t, _)| group_tables.contains(&t))
                })
                .collect();
            st.use_all(&names_group);
            let mut read_from = vec![i, last];
            read_from.extend(col_unit);
            read_from.extend(adjective);
            st.use_all(&read_from);
            st.use_all(&explained);
            if let Some(p) = col_unit {
                st.chosen.push((p, col, true));
            }
            st.filter(
                Cond::Compare {
                    expr: Expr::Column(col),
                    op,
                    value: Operand::Query(Box::new(sub)),
                },
                &read_from,
            );
        }
    }

    /// The comparison at unit `i` and the measure compared, when named before it: "age greater
    /// than", "older than" (a comparative that names a concept), "a higher resolution than".
    fn compared_measure(&self, i: usize, st: &State) -> Option<Compared> {
        let ctx = self.ctx;
        let units = self.units;
        let tokens = self.tokens;
        let named_before = |p: usize| {
            self.column_unit(p, &st.used)
                .then(|| {
                    self.rank(p, true)
                        .into_iter()
                        .find(|(c, _)| comparable(ctx, *c))
                        .map(|(c, _)| (c, Some(p)))
                })
                .flatten()
        };
        match units[i].cue {
            Some(Cue::Compare(op @ (CmpOp::Gt | CmpOp::Lt | CmpOp::Ge | CmpOp::Le))) => {
                Some(Compared {
                    op,
                    measure: self.prev(i).and_then(named_before),
                    adjective: None,
                })
            }
            Some(Cue::Than) => {
                let p = self.prev(i)?;
                if let Some((words, up)) = comparative(&tokens[units[i].start.checked_sub(1)?]) {
                    let (c, reversed) = concept_column_dir(ctx, words, &self.focus)?;
                    let op = if up { CmpOp::Gt } else { CmpOp::Lt };
                    let op = if reversed { flip(op) } else { op };
                    return Some(Compared {
                        op,
                        measure: Some((c, None)),
                        adjective: Some(p),
                    });
                }
                // "a higher resolution than": a comparative adjective before the measure.
                let a = self.prev(p)?;
                let up = match tokens[units[a].start].norm.as_str() {
                    "higher" | "greater" | "larger" | "bigger" => true,
                    "lower" | "smaller" => false,
                    _ => return None,
                };
                if units[a].end != units[p].start || (!units[a].unknown && units[a].cue.is_none()) {
                    return None;
                }
                Some(Compared {
                    op: if up { CmpOp::Gt } else { CmpOp::Lt },
                    measure: Some(named_before(p)?),
                    adjective: Some(a),
                })
            }
            _ => None,
        }
    }
}

/// A comparison of a measure: its operator, the measure's column with the unit naming it (none
/// when a comparative such as "older" names it), and the comparative adjective's unit.
struct Compared {
    op: CmpOp,
    measure: Option<(ColumnId, Option<usize>)>,
    adjective: Option<usize>,
}

/// Words that say a state holds or has changed ("still trading", "not yet rated", "no longer
/// open"), beside a meaning's own words.
const STATE_WORDS: &[&str] = &["still", "yet", "currently", "only", "longer", "anymore"];

/// The clause of a comment's meaning that says the state; what follows a comma, a colon or a
/// bracket qualifies it ("still working for the business (as of June)").
fn state_clause(meaning: &str) -> &str {
    meaning
        .split([',', '(', ';', ':', '，', '（'])
        .next()
        .unwrap_or(meaning)
}

/// The stems of what a word of an open matter says is not done, in order of preference:
/// "open" / "unfinished" work is not done, completed, closed or resolved; "outstanding" or
/// "unpaid" is first not paid, else not done.
fn open_kind(word: &str) -> Option<&'static [&'static [&'static str]]> {
    const DONE: &[&str] = &[
        "done", "complet", "finish", "clos", "resolv", "fix", "carried",
    ];
    const PAID: &[&str] = &["paid", "pay", "settl"];
    Some(match word {
        "open" | "unfinished" | "incomplete" | "unresolved" | "ongoing" => &[DONE],
        "outstanding" | "unpaid" | "unsettled" => &[PAID, DONE],
        _ => return None,
    })
}

/// What may follow "anything" after a negated verb that closes its clause: "never rented
/// anything from us", "haven't bought anything off us yet", "didn't order anything at all".
const CLOSING_WORDS: &[&str] = &[
    "anything", "from", "off", "with", "us", "yet", "ever", "at", "all", "so", "far", "before",
];

/// Words that say a thing has not happened yet: "waiting to be installed".
const AWAITING_WORDS: &[&str] = &["waiting", "awaiting", "pending"];

/// Prepositions that, after a state's own words, start what qualifies it ("still working for
/// the business").
const QUALIFYING_PREPOSITIONS: &[&str] = &[
    "for", "with", "by", "since", "until", "as", "because", "from", "at", "to", "in", "of", "on",
];

/// A word that negates what follows in a meaning or a question ("not", "no", "never",
/// "without", "isn't", "none").
fn negates(word: &str) -> bool {
    word == "none" || word.ends_with("n't") || crate::cues::is_negation_word(word)
}

/// Where the stems `core` stand in the question in their order, with at most two function or
/// state words between them: the first and last token.
fn run_of_stems(tokens: &[Token], core: &[String]) -> Option<(usize, usize)> {
    let (head, rest) = core.split_first()?;
    'start: for first in 0..tokens.len() {
        if tokens[first].stem != *head {
            continue;
        }
        let mut at = first;
        for stem in rest {
            let next = (at + 1..tokens.len().min(at + 4)).find(|&k| tokens[k].stem == *stem);
            let Some(k) = next else { continue 'start };
            if tokens[at + 1..k].iter().any(|t| {
                t.kind != TokenKind::Punct
                    && !clarisql_text::is_stopword(&t.norm)
                    && !STATE_WORDS.contains(&t.norm.as_str())
            }) {
                continue 'start;
            }
            at = k;
        }
        return Some((first, at));
    }
    None
}

/// Whether `item` is one entry of the list in `value`, a cell of a column whose cells list
/// several entries ("French, Italian"; "piano; violin").
fn is_list_item(ctx: &Context, column: ColumnId, value: &str, item: &str) -> bool {
    const SEPARATORS: [char; 3] = [',', ';', '/'];
    let entries = |v: &str| -> Vec<String> {
        v.split(SEPARATORS)
            .map(|e| e.trim().to_lowercase())
            .filter(|e| !e.is_empty())
            .collect()
    };
    let item = item.trim().to_lowercase();
    let in_cell = entries(value);
    let values = &ctx.lake.column(column).profile.values;
    let listed = values.iter().filter(|v| entries(v).len() > 1).count();
    in_cell.len() > 1 && in_cell.contains(&item) && listed * 3 >= values.len()
}

/// Whether `from`, a table of things (its own one-column key, not a reference: not a table of
/// pairs), holds a foreign key to `to` (each thing names at most one row there).
fn refers_directly(ctx: &Context, from: TableId, to: TableId) -> bool {
    from.db == to.db
        && from != to
        && ctx
            .lake
            .single_key(from)
            .is_some_and(|k| !ctx.lake.refers(k))
        && ctx.fk_column(from, to).is_some()
}

/// The days of month `month` (1–12) of `year`.
fn days_in_month(year: i64, month: u32) -> u32 {
    match month {
        4 | 6 | 9 | 11 => 30,
        2 if (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 => 29,
        2 => 28,
        _ => 31,
    }
}

/// Whether the words after a state and its rows' noun set them against all other rows: "vs the
/// rest", "versus the others", "vs non-heated ones" (within the next few words).
fn against_the_rest(after: &[Token]) -> bool {
    let Some(v) = after
        .iter()
        .take(3)
        .position(|t| matches!(t.norm.as_str(), "vs" | "versus" | "v"))
    else {
        return false;
    };
    after[v + 1..]
        .iter()
        .find(|t| !matches!(t.norm.as_str(), "the" | "all" | "." | "those"))
        .is_some_and(|t| {
            matches!(
                t.norm.as_str(),
                "rest" | "others" | "other" | "remainder" | "remaining"
            ) || (t.norm.starts_with("non") && t.norm.len() > 4)
        })
}
