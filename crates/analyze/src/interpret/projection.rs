//! What is shown: the projection from the units no pass explained, then the groups, which
//! are shown the way the question shows them.

use super::*;

impl Reader<'_, '_> {
    /// The projection and tables from what is left: columns named and not explained by a
    /// condition, tables named, and the default columns of a table asked for as a whole.
    pub(super) fn projection(&self, st: &mut State, each_first_projected: bool) -> Vec<usize> {
        let ctx = self.ctx;
        let units = self.units;
        let tokens = self.tokens;
        let in_condition = &self.in_condition;
        let is_table = &self.is_table;
        let focus = &self.focus;
        let redundant = &self.redundant;
        let mut pronoun_verbs: Vec<usize> = Vec::new();
        for (i, u) in units.iter().enumerate() {
            // "the city name" where the city's name column is `City`: a name word right after a
            // table's name that matches no column asks for that table's name.
            let name_of_table = (u.unknown
                && !st.used[i]
                && !in_condition[i]
                && u.end - u.start == 1
                && clarisql_text::is_name_word(&tokens[u.start].norm)
                && i > 0
                && is_table[i - 1]
                && units[i - 1].end == u.start)
                .then(|| best_table(&units[i - 1]))
                .flatten();
            if let Some((t, _)) = name_of_table {
                let shown = ctx.display_columns(t);
                if !shown.is_empty() {
                    st.add_table(t);
                    for c in shown {
                        st.select.push((i, Expr::Column(c)));
                    }
                    st.used[i] = true;
                    continue;
                }
            }
            // "the party name" where `Party` holds each party's name: the name word restates
            // the text column right before it.
            let restates_column_before = !st.used[i]
                && !in_condition[i]
                && u.end - u.start == 1
                && clarisql_text::is_name_word(&tokens[u.start].norm)
                && i > 0
                && units[i - 1].end == u.start
                && units[i - 1].end - units[i - 1].start == 1
                && units[i - 1].cue.is_none()
                && !is_table[i - 1]
                && !prefers_value(&units[i - 1], tokens)
                && self.rank(i - 1, false).first().is_some_and(|(c, _)| {
                    ctx.kind(*c) == ColumnKind::Text
                        && !ctx.is_key(*c)
                        && !clarisql_text::is_name_word(&ctx.lake.column(*c).name.to_lowercase())
                });
            if restates_column_before {
                st.used[i] = true;
                continue;
            }
            // A word no name explains that only restates its neighbour ("founded year" of a
            // `Founded` column of years, "affiliation types" of a column of a few words) is read
            // with it; a kind word before "of" ("kinds of injuries") asks for a count of kinds.
            let plain_word = || {
                u.end == u.start + 1
                    && tokens[u.start].kind == TokenKind::Word
                    && !tokens[u.start].is_capitalised()
                    && !crate::segment::kind_before_of(tokens, u)
            };
            if redundant[i] && u.unknown && !st.used[i] && !in_condition[i] && plain_word() {
                st.used[i] = true;
                continue;
            }
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
            let ranked = self.rank(i, false);
            let Some(&(col, score)) = ranked.first() else {
                continue;
            };
            // "the maximum enrollment across all schools" (`School` naming each row): after an
            // aggregate of the rows, "of/across all" and the column naming them are those rows.
            let all_at = tokens[..u.start]
                .iter()
                .rev()
                .take(2)
                .position(|t| t.norm == "all")
                .map(|back| u.start - 1 - back);
            let all_rows = !st.select.is_empty()
                && st.select.iter().all(|(_, e)| e.is_aggregate())
                && st.group.is_empty()
                && ctx.lake.identifies_rows(col)
                && !ctx.lake.is_key(col)
                && ctx.kind(col) == ColumnKind::Text
                && all_at.is_some_and(|a| {
                    a > 0
                        && (clarisql_text::is_preposition(&tokens[a - 1].norm)
                            || matches!(tokens[a - 1].norm.as_str(), "across" | "over"))
                });
            if all_rows {
                st.used[i] = true;
                st.add_table(col.table);
                continue;
            }
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
            if rows_counted
                && bare
                && own_score < 0.99
                && matches!(lone_word, Some("number" | "count"))
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
                            && tokens[units[*p].end..u.start].iter().all(|t| {
                                matches!(t.norm.as_str(), "," | "and" | "the" | "its")
                            }) =>
                    {
                        Some(c.table)
                    }
                    _ => None,
                });
                // "the id and details of the investor": listed right before a column (past
                // words that need no explanation: "the id and full name of …").
                let self_explained = |k: usize| st.used[k] && !units[k].is_link();
                let listed_before = || {
                    let k = (i + 1..units.len()).find(|&k| {
                        !units[k].is_filler()
                            && units[k].cue != Some(Cue::And)
                            && !self_explained(k)
                    })?;
                    let between_list = (u.end..units[k].start).all(|p| {
                        matches!(tokens[p].norm.as_str(), "," | "and" | "the" | "its")
                            || units
                                .iter()
                                .enumerate()
                                .any(|(j, v)| v.start <= p && p < v.end && self_explained(j))
                    }) && tokens[u.end..units[k].start]
                        .iter()
                        .any(|t| matches!(t.norm.as_str(), "," | "and"));
                    (between_list && self.column_unit(k, &st.used))
                        .then(|| self.rank(k, false).first().map(|(c, _)| c.table))
                        .flatten()
                };
                // The table's key when the word names it, else the column of that table the
                // word names ("id" for a song's `f_id` when songs are keyed by name), else the
                // key all the same.
                let key = listed_after.or_else(listed_before).and_then(|t| {
                    let named: Vec<ColumnId> = ranked
                        .iter()
                        .map(|(c, _)| *c)
                        .filter(|c| c.table == t)
                        .collect();
                    let key = ctx.lake.single_key(t);
                    key.filter(|k| named.contains(k))
                        .or_else(|| named.first().copied())
                        .or(key)
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
            let qualifies_another = |tables_too: bool| {
                units.iter().enumerate().any(|(j, v)| {
                    j != i
                        && (tables_too || !is_table[j])
                        && v.number.is_none()
                        && !v.schema.is_empty()
                        && self
                            .rank(j, false)
                            .iter()
                            .any(|(c, _)| ranked.iter().any(|(d, _)| d == c))
                })
            };
            // "rooms located on each floor": a participle right after a table's name and before
            // a preposition describes those rows; a column of another table it names is not
            // asked for.
            let reduced_relative = u.end - u.start == 1
                && i > 0
                && is_table[i - 1]
                && units[i - 1].end == u.start
                && tokens[u.start].norm.ends_with("ed")
                && tokens.get(u.end).is_some_and(|t| {
                    matches!(
                        t.norm.as_str(),
                        "in" | "on" | "at" | "by" | "for" | "to" | "from" | "with"
                    )
                })
                && best_table(&units[i - 1]).is_some_and(|(t, _)| t != col.table);
            // "the store … is located in": a passive participle that only loosely names a
            // column, or that a place follows ("are located in room 12"), restates how the
            // things relate; it asks for no column.
            // "rooms are located for each block": a participle that names the column only through
            // a noun of its stem ("location", a synonym of `address`) is the verb, not the noun.
            let by_another_word = !clarisql_text::identifier_words(&ctx.lake.column(col).name)
                .iter()
                .any(|w| clarisql_text::stem(w) == tokens[u.start].stem);
            let loose_passive = (((own_score < 0.7 || by_another_word)
                && crate::detect::after_be(tokens, u.start, u.end)
                && clarisql_text::is_past_participle(&tokens[u.start].norm))
                || passive_before_place(tokens, u.start, u.end))
                && !qualifies_another(false);
            // "the youngest employee in the company": a column of a table not asked about, said
            // as the place the question is set in (after "in the", closing its clause), is not
            // asked for.
            let setting = u.end - u.start == 1
                && u.start >= 2
                && matches!(tokens[u.start - 2].norm.as_str(), "in" | "at" | "within")
                && tokens[u.start - 1].norm == "the"
                && tokens.get(u.end).is_none_or(|t| t.kind == TokenKind::Punct)
                && !self.focus.contains(&col.table);
            // "Return the founded year for the school with the largest enrollment": the rows'
            // own names, after "for/of the" and right before the superlative that picks the
            // row, say which row; what is shown was asked for before them.
            let row_picked = u.end - u.start == 1
                && u.start >= 2
                && matches!(tokens[u.start - 2].norm.as_str(), "for" | "of")
                && tokens[u.start - 1].norm == "the"
                && !st.select.is_empty()
                && ctx.kind(col) == ColumnKind::Text
                && ctx.lake.identifies_rows(col)
                && self.next(i, &st.used).is_some_and(|n| {
                    matches!(units[n].cue, Some(Cue::Superlative { .. }))
                        && tokens[u.end..units[n].start]
                            .iter()
                            .all(|t| matches!(t.norm.as_str(), "with" | "the" | "that" | "has"))
                });
            // "which client has booked the most appointments", "which clients booked more than
            // 2 events": a participle after "have" or its subject's table, with rows of a table
            // as its object, relates the two; the column the verb names (`booked_on`) is not
            // asked for.
            let perfect_with_object = u.end - u.start == 1
                && (matches!(
                    word_before_of(tokens, u.start),
                    Some("have" | "has" | "had")
                ) || i
                    .checked_sub(1)
                    .is_some_and(|p| is_table[p] && units[p].end == u.start))
                && clarisql_text::is_past_participle(&tokens[u.start].norm)
                && units
                    .iter()
                    .enumerate()
                    .skip(i + 1)
                    .find(|(_, v)| {
                        !v.is_filler()
                            && v.number.is_none()
                            && !matches!(
                                v.cue,
                                Some(Cue::Superlative { .. } | Cue::Compare(_) | Cue::Than)
                            )
                    })
                    .is_some_and(|(k, _)| is_table[k]);
            if reduced_relative || loose_passive || setting || row_picked || perfect_with_object {
                st.used[i] = true;
                continue;
            }
            if st.count_star.is_some()
                && score < 0.9
                && u.end - u.start == 1
                && (crate::detect::verb_like(ctx.index.segmenter(), tokens, u.start, u.end)
                    || crate::detect::after_be(tokens, u.start, u.end))
                && !crate::detect::in_verb_position(tokens, u.end - 1)
                && !qualifies_another(true)
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
            // "the first and last name of Linda Smith's advisor", "the winning aircraft name": a
            // word read as a key referring to another table is that table's row, whose columns
            // the words before "of" (or a name word right after it) name; the key itself is not
            // shown.
            if let Some(referred) = self
                .role_then_name(st, i, col)
                .or_else(|| self.role_after_of(st, i, col))
            {
                st.add_table(referred);
                st.add_table(col.table);
                st.used[i] = true;
                continue;
            }
            // "the students advised by Michael Goodrich", "students who have professors as
            // their advisors": a word for the role a key plays (a verb form, or a noun after a
            // possessive; not the referred table's own name, "account id", nor a generic head)
            // is the way two tables relate when the reading holds the referred table to a
            // condition, shows a column of it, or another word names it. It is not shown: the
            // key's numbers say nothing the referred row does not.
            let referred_in_use = |r: TableId| {
                let named_elsewhere = units.iter().enumerate().any(|(j, v)| {
                    j != i
                        && v.cue.is_none()
                        && if is_table[j] {
                            best_table(v).is_some_and(|(t, _)| t == r)
                        } else {
                            !prefers_value(v, tokens)
                                && self
                                    .rank(j, false)
                                    .first()
                                    .is_some_and(|(c, _)| c.table == r)
                        }
                });
                named_elsewhere
                    || st
                        .filters
                        .iter()
                        .flat_map(Cond::columns)
                        .chain(st.select.iter().filter_map(|(_, e)| e.column()))
                        .any(|c| c.table == r)
            };
            let role_word = lone_word.is_some()
                && !is_generic_head(&tokens[u.start..u.end])
                && (crate::detect::verb_like(ctx.index.segmenter(), tokens, u.start, u.end)
                    || matches!(word_before, Some("their" | "his" | "her" | "its")))
                && ctx.lake.referred_table(col).is_some_and(|r| {
                    !identifier_stems(&ctx.lake.table(r).name).contains(&tokens[u.start].stem)
                        && referred_in_use(r)
                });
            if role_word {
                st.add_table(col.table);
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
            // "the enrollment dates of all the tests that have result 'Pass'": a word read only
            // loosely as a column that a condition holds to one value, beside another shown
            // column, is not asked for (each row would show that value).
            let held_to_one_value = st.filters.iter().any(|f| f.holds_to_value(col));
            if held_to_one_value && score < 0.9 && !st.select.is_empty() {
                st.used[i] = true;
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
                Some(
                    "which"
                        | "what"
                        | "哪个"
                        | "哪家"
                        | "哪些"
                        | "哪一个"
                        | "哪一家"
                        | "哪位"
                        | "哪一位"
                        | "哪种"
                )
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
        show_tables_listed_with_columns(ctx, units, is_table, in_condition, st);

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
        pronoun_verbs
    }

    /// "the winning aircraft name": a name word right after a unit read as `key`, a key
    /// referring to another table, asks for what names the referred rows; the key is not shown.
    fn role_then_name(&self, st: &mut State, i: usize, key: ColumnId) -> Option<TableId> {
        let units = self.units;
        let tokens = self.tokens;
        let k = i + 1;
        let v = units.get(k)?;
        if v.start != units[i].end
            || st.used[k]
            || v.end - v.start != 1
            || !clarisql_text::is_name_word(&tokens[v.start].norm)
        {
            return None;
        }
        let referred = self.ctx.lake.referred_table(key)?;
        let &name = self.ctx.display_columns(referred).first()?;
        st.select.push((k, Expr::Column(name)));
        st.owned_through_key.push((k, referred));
        st.used[k] = true;
        Some(referred)
    }

    /// For a unit read as `key`, a one-column foreign key, right after "of" (and the words
    /// saying whose it is: "of Linda Smith's advisor", "of the head"): the table it refers to,
    /// once the columns shown before "of" are re-read as that table's columns ("first name" of
    /// the advisor, not of the student). `None`, changing nothing, when no shown column is or
    /// has a counterpart there.
    fn role_after_of(&self, st: &mut State, i: usize, key: ColumnId) -> Option<TableId> {
        let ctx = self.ctx;
        let units = self.units;
        let tokens = self.tokens;
        let u = &units[i];
        let of = (u.start.saturating_sub(4)..u.start)
            .rev()
            .find(|&k| tokens[k].norm == "of")?;
        // Between "of" and the key: "the", or the value naming whose it is ("Linda Smith's").
        let possessor = units.iter().any(|v| {
            v.start > of && v.end == u.start && !v.values.is_empty() && {
                let last = &tokens[v.end - 1];
                last.raw.ends_with("'s") || last.norm == "s" || last.raw == "'"
            }
        });
        let only_article = tokens[of + 1..u.start]
            .iter()
            .all(|t| matches!(t.norm.as_str(), "the" | "a" | "an"));
        if !(possessor || only_article) {
            return None;
        }
        let referred = self.ctx.lake.referred_table(key)?;
        let mut replaced = false;
        for k in 0..st.select.len() {
            let (p, Expr::Column(c)) = st.select[k] else {
                continue;
            };
            if units[p].end > of {
                continue;
            }
            if c.table == referred {
                st.owned_through_key.push((p, referred));
                replaced = true;
                continue;
            }
            // The words' own matches: the referred table need not be in focus.
            let own = |x: ColumnId| {
                units[p].schema.iter().find_map(|m| match m.element {
                    Element::Column(y) if y == x => Some(m.score),
                    _ => None,
                })
            };
            let Some(score) = own(c) else { continue };
            // Else a bare name word asks for what names the referred rows ("the name of the
            // winning aircraft": the aircraft's `aircraft` column).
            let name_word = units[p].end - units[p].start == 1
                && clarisql_text::is_name_word(&tokens[units[p].start].norm);
            let Some(alt) = units[p]
                .schema
                .iter()
                .find_map(|m| match m.element {
                    Element::Column(y) if y.table == referred && m.score >= score - 0.06 => Some(y),
                    _ => None,
                })
                .or_else(|| {
                    name_word
                        .then(|| ctx.display_columns(referred).first().copied())
                        .flatten()
                })
            else {
                continue;
            };
            st.select[k].1 = Expr::Column(alt);
            st.owned_through_key.push((p, referred));
            for ch in st.chosen.iter_mut().filter(|ch| ch.0 == p) {
                ch.1 = alt;
            }
            replaced = true;
        }
        // A name word right before "of" that shows nothing yet ("the location and name of the
        // winning aircraft", no column of the tables in focus being a name): the referred rows'
        // name.
        let name_before = (0..i).rev().find(|&p| {
            units[p].end == of
                && !st.select.iter().any(|(q, _)| *q == p)
                && units[p].end - units[p].start == 1
                && clarisql_text::is_name_word(&tokens[units[p].start].norm)
        });
        if let (Some(p), Some(&name)) = (name_before, ctx.display_columns(referred).first()) {
            st.select.push((p, Expr::Column(name)));
            st.owned_through_key.push((p, referred));
            st.used[p] = true;
            replaced = true;
        }
        replaced.then_some(referred)
    }

    /// Groups, now that the projection is known.
    pub(super) fn groups(&self, st: &mut State, each_targets: Vec<EachTarget>) {
        let ctx = self.ctx;
        let units = self.units;
        let is_table = &self.is_table;
        let focus = &self.focus;
        for (j, fixed) in each_targets {
            // "document type codes and the number of documents in each code": one word that
            // repeats the head of a shown column's words groups by that column.
            let restated = (units[j].end == units[j].start + 1)
                .then(|| {
                    let word = &self.tokens[units[j].start].stem;
                    st.select.iter().find_map(|(p, e)| match e {
                        Expr::Column(c)
                            if *p != j
                                && units[*p].end > units[*p].start + 1
                                && self.tokens[units[*p].end - 1].stem == *word =>
                        {
                            Some(*c)
                        }
                        _ => None,
                    })
                })
                .flatten();
            // The table the word names as itself, and the aggregates taken so far: both rules
            // below ask whether those aggregates are over that table's own rows.
            let own_table = (is_table[j] && fixed.is_none() && restated.is_none())
                .then(|| best_table(&units[j]).map(|(t, _)| t))
                .flatten();
            let aggs: Vec<&Expr> = st
                .select
                .iter()
                .map(|(_, e)| e)
                .filter(|e| e.is_aggregate())
                .collect();
            let over = |t: TableId| {
                aggs.iter()
                    .all(|e| matches!(e, Expr::Agg { column, .. } if column.table == t))
            };
            // "the minimum, maximum and average market value for every company" over the
            // company table: each company is one of the rows aggregated, so "every" spans them
            // all; a group per row would take the minimum of one value. Not a total alone: "the
            // total revenue of each manufacturer" is each one's own figure.
            let own_rows = own_table.is_some_and(|t| {
                aggs.iter()
                    .any(|e| !matches!(e, Expr::Agg { func: Agg::Sum, .. }))
                    && over(t)
                    && st.tables.iter().all(|&o| o == t)
            });
            // "avg takings per refill" over refills, "avg load per trip on the long routes": a
            // rate per one of the very rows measured is their plain average (a group per row
            // would give each row back), whatever else is joined to filter them.
            let per_own_row = own_table.is_some_and(|t| {
                units[j].start > 0
                    && self.tokens[units[j].start - 1].norm == "per"
                    && !aggs.is_empty()
                    && over(t)
                    && aggs.iter().all(|e| {
                        matches!(
                            e,
                            Expr::Agg {
                                func: Agg::Avg | Agg::Min | Agg::Max,
                                ..
                            }
                        )
                    })
            });
            if own_rows || per_own_row {
                continue;
            }
            let col = match fixed.map(|(_, c)| c).or(restated) {
                Some(c) => Some(c),
                None if is_table[j] => {
                    let t = best_table(&units[j]).map(|(t, _)| t);
                    t.and_then(|t| {
                        // "aircraft names … for each aircraft": group by what is shown of it when
                        // that tells its rows apart (or when only its own rows are aggregated);
                        // else by its name (joined), else through the foreign key of the counted
                        // table. "For each maker, its country and the average price of its cars"
                        // is per maker: makers of one country are not one group.
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
                        let display = ctx.display_columns(t);
                        let shown = st.select.iter().find_map(|(_, e)| match e {
                            Expr::Column(c)
                                if c.table == t
                                    && st.number_column != Some(*c)
                                    && (counted.is_none()
                                        || ctx.is_key(*c)
                                        || ctx.lake.identifies_rows(*c)
                                        || display.contains(c)) =>
                            {
                                Some(*c)
                            }
                            _ => None,
                        });
                        // A table of pairs ("each allergy" over `has_allergy`: student,
                        // allergy) has no name of its own: the column of it the word names.
                        let named = || {
                            self.rank(j, false)
                                .into_iter()
                                .map(|(c, _)| c)
                                .find(|c| c.table == t)
                        };
                        shown
                            .or_else(|| display.first().copied())
                            .or_else(|| counted.and_then(|f| ctx.fk_column(f, t)))
                            .or_else(|| ctx.lake.table(t).primary_key.first().map(|&k| t.column(k)))
                            .or_else(named)
                    })
                }
                None => {
                    // A column already shown wins over an equally named one elsewhere.
                    let ranked = self.rank(j, false);
                    let best = ranked.first().map(|(_, s)| *s).unwrap_or(0.0);
                    ranked
                        .iter()
                        .find(|(c, s)| {
                            *s >= best - 0.3
                                && st.select.iter().any(|(_, e)| *e == Expr::Column(*c))
                        })
                        .or(ranked.first())
                        .map(|(c, _)| *c)
                }
            };
            let Some(col) = col else {
                // Nothing to group by: the question's "each" is not in the query.
                st.doubt(
                    0.5,
                    format!("no column to group '{}' by", ctx.span_text(&units[j])),
                );
                continue;
            };
            if !is_table[j] && fixed.is_none() {
                st.chosen.push((j, col, false));
            }
            if !st.group.contains(&col) {
                st.group.push(col);
            }
            // A column named after the table ("each student's first name") is asked for in its
            // own words: shown at its place, and kept when nothing is aggregated per group.
            if !st.select.iter().any(|(_, e)| *e == Expr::Column(col)) {
                st.select
                    .push((fixed.map_or(j, |(k, _)| k), Expr::Column(col)));
            }
        }
    }
}

/// The word right before token `start`, if any.
fn word_before_of(tokens: &[Token], start: usize) -> Option<&str> {
    start.checked_sub(1).map(|p| tokens[p].norm.as_str())
}
