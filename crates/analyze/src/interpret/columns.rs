//! Column choice: which columns a unit names given the tables in focus, and the columns
//! a number, a year or a date is compared with.

use super::*;

impl Reader<'_, '_> {
    /// Words just before a unit that the unit did not take but a column's name has ("total
    /// number of passengers" for `total_passengers` beside `transit_passengers`): a cue word
    /// ("total", "average") is often also part of the name.
    pub(super) fn modifier_hits(&self, column: &str, u: &Unit) -> f32 {
        let tokens = self.tokens;
        let before = &tokens[u.start.saturating_sub(3)..u.start];
        let name: Vec<String> = clarisql_text::identifier_words(column)
            .iter()
            .map(|w| clarisql_text::stem(w))
            .collect();
        let own: Vec<&str> = tokens[u.start..u.end]
            .iter()
            .map(|t| t.stem.as_str())
            .collect();
        before
            .iter()
            .filter(|t| t.is_word() && !clarisql_text::is_stopword(&t.norm))
            .filter(|t| !own.contains(&t.stem.as_str()) && name.contains(&t.stem))
            .count() as f32
    }

    /// Whether unit `k` (a cue word, say) is a word of column `c`'s name: "total" in "total
    /// assets" for `total_assets` is part of the name, not an aggregate; "total" as a loose
    /// synonym of `transaction_amount` is one.
    pub(super) fn links_column(&self, k: usize, c: ColumnId) -> bool {
        let ctx = self.ctx;
        let units = self.units;
        let tokens = self.tokens;
        let words = clarisql_text::identifier_words(&ctx.lake.column(c).name);
        let spelt = |t: &Token| {
            words.iter().any(|w| {
                clarisql_text::stem(w) == t.stem
                    || clarisql_text::abbreviation_expansions(w).contains(&t.norm.as_str())
            })
        };
        units[k]
            .schema
            .iter()
            .any(|m| m.element == Element::Column(c))
            // A Chinese name is in a caption or description, whose words the link compared.
            && tokens[units[k].start..units[k].end]
                .iter()
                .any(|t| t.kind == TokenKind::Cjk || spelt(t))
    }

    /// Column choice given the focus: columns of focus tables first, then their neighbours.
    pub(super) fn rank_columns(
        &self,
        u: &Unit,
        focus: &[TableId],
        want_numeric: bool,
    ) -> Vec<(ColumnId, f32)> {
        let ctx = self.ctx;
        // "When were the fuchsias sown?": a time, of the columns the word names alike
        // (`sown_date`, not `quantity_sown`).
        let asks_when = ctx
            .tokens
            .first()
            .is_some_and(|t| matches!(t.norm.as_str(), "when" | "什么时候"));
        let mut cands: Vec<(ColumnId, f32)> = u
            .schema
            .iter()
            .filter_map(|m| match m.element {
                Element::Column(c) => Some((c, m.score)),
                _ => None,
            })
            .filter(|(c, _)| {
                // Years and dates stored as text compare and sort as well as numbers.
                !want_numeric
                    || matches!(
                        ctx.kind(*c),
                        ColumnKind::Integer | ColumnKind::Real | ColumnKind::Date
                    )
                    || holds_times(ctx, *c)
            })
            .map(|(c, s)| {
                let bonus = if focus.contains(&c.table) {
                    0.25
                } else if focus.iter().any(|f| ctx.neighbours(*f).contains(&c.table)) {
                    0.1
                } else {
                    0.0
                };
                let time = if asks_when && (ctx.kind(c) == ColumnKind::Date || holds_times(ctx, c))
                {
                    0.25
                } else {
                    0.0
                };
                (
                    c,
                    s + bonus + time - per_unit_only(ctx.tokens, u, &ctx.lake.column(c).name)
                        + 0.05 * self.modifier_hits(ctx.lake.column(c).name.as_str(), u),
                )
            })
            .collect();
        cands.sort_by(|a, b| b.1.total_cmp(&a.1).then(a.0.cmp(&b.0)));
        cands
    }

    /// Whether unit `j` can still name a column: unexplained, no cue, not a table, not a value.
    pub(super) fn column_unit(&self, j: usize, used: &[bool]) -> bool {
        let units = self.units;
        let tokens = self.tokens;
        let is_table = &self.is_table;
        !used[j]
            && units[j].cue.is_none()
            && !is_table[j]
            && !units[j].schema.is_empty()
            && !prefers_value(&units[j], tokens)
    }

    /// The columns unit `j` may name, best first: [`Self::rank_columns`] narrowed to the table a
    /// generic head noun belongs to ("resident details", "the ids of the order items").
    pub(super) fn rank(&self, j: usize, want_numeric: bool) -> Vec<(ColumnId, f32)> {
        let ctx = self.ctx;
        let units = self.units;
        let tokens = self.tokens;
        let focus = &self.focus;
        let restrict = &self.restrict;
        let ranked = self.rank_columns(&units[j], focus, want_numeric);
        let Some(t) = restrict[j] else { return ranked };
        let mut own: Vec<(ColumnId, f32)> = ranked
            .iter()
            .filter(|(c, _)| c.table == t)
            .copied()
            .collect();
        // "the ids of the order items": the table's own key, not a key it borrows.
        if matches!(tokens[units[j].start].norm.as_str(), "id" | "ids") {
            if let Some(key) = ctx.lake.single_key(t) {
                if let Some(pos) = own.iter().position(|(c, _)| *c == key) {
                    let e = own.remove(pos);
                    let top = own.first().map(|x| x.1).unwrap_or(0.0);
                    own.insert(0, (e.0, e.1.max(top) + 0.05));
                }
            }
        }
        let name_word = clarisql_text::is_name_word(&tokens[units[j].start].norm);
        // A column that refers to another table ("dept_name" of instructors) holds that
        // table's name, not this one's.
        let refers_on = |c: ColumnId| {
            ctx.lake.db(c.table.db).foreign_keys.iter().any(|fk| {
                fk.from_table == c.table.table as usize
                    && fk.from_columns.contains(&(c.column as usize))
            })
        };
        let shown: Vec<ColumnId> = ctx
            .display_columns(t)
            .into_iter()
            .filter(|&c| !(name_word && refers_on(c)))
            .collect();
        if name_word {
            own.retain(|&(c, _)| !refers_on(c));
        }
        let strong_own = own.first().is_some_and(|(_, s)| *s >= 1.0);
        if shown.len() == 1 && name_word && !want_numeric && !strong_own {
            return vec![(shown[0], 1.0)];
        }
        if !own.is_empty() {
            return own;
        }
        // "the names of members" when members have no name: another table's name is not theirs
        // (a college's, which many members share), unless the table is a role of the one it
        // refers to, one row per referred row ("perpetrators" of people), or joins two tables
        // ("the party hosts").
        if name_word && shown.is_empty() && !want_numeric {
            let table = ctx.lake.table(t);
            let refers = keys_from(ctx, t);
            let joins_two = refers.len() >= 2
                && !table.primary_key.is_empty()
                && table
                    .primary_key
                    .iter()
                    .all(|k| refers.iter().any(|fk| fk.from_columns.contains(k)));
            let takes_name_from = |o: TableId| {
                refers.iter().any(|fk| {
                    fk.to_table == o.table as usize
                        && (joins_two
                            || matches!(fk.from_columns.as_slice(), [c] if table.row_count > 0
                                && table.columns[*c].profile.distinct >= table.row_count))
                })
            };
            return ranked
                .into_iter()
                .filter(|(c, _)| takes_name_from(c.table))
                .collect();
        }
        ranked
    }

    /// The numeric column a comparison is about: the column right after the number ("over 50
    /// days held"), else the nearest column before the cue ("age above 30"), else after.
    pub(super) fn numeric_column_for(
        &self,
        cue: usize,
        operand: usize,
        used: &[bool],
    ) -> Option<(ColumnId, usize)> {
        let ctx = self.ctx;
        let units = self.units;
        // A key is an identifier, not a measure: "more than 2" is never about an id.
        // A small number is not a date: "more than 2" is never about a date column.
        let n = units[operand].number.unwrap_or(0.0);
        let year_like = n.fract() == 0.0 && (1000.0..3000.0).contains(&n);
        let pick = |j: usize| {
            self.rank(j, true)
                .into_iter()
                .find(|(c, _)| !ctx.is_key(*c) && (year_like || ctx.kind(*c) != ColumnKind::Date))
                .map(|(c, _)| (c, j))
        };
        if let Some(j) = self.adjacent_next(operand) {
            if self.column_unit(j, used) {
                if let Some(r) = pick(j) {
                    return Some(r);
                }
            }
        }
        for j in (0..cue).rev().take(4) {
            let u = &units[j];
            // Not past the opener of the clause the comparison is in: "the ids of employees who
            // make more than …" compares no id.
            if (u.cue.is_some() && u.cue != Some(Cue::Not))
                || (self.in_condition[cue] && !self.in_condition[j])
            {
                break;
            }
            if !self.column_unit(j, used) {
                continue;
            }
            if let Some(r) = pick(j) {
                return Some(r);
            }
        }
        None
    }

    /// "books made after 1989", "campuses opened in 1958": an event verb just before a year
    /// compares the year with the time of the thing (its one year or date column).
    pub(super) fn event_verb_before(&self, k: usize, used: &[bool]) -> Option<usize> {
        let units = self.units;
        let tokens = self.tokens;
        (0..k).rev().take(2).find(|&v| {
            let u = &units[v];
            let t = &tokens[u.start];
            !used[v]
                && u.unknown
                && u.end - u.start == 1
                && t.kind == TokenKind::Word
                && clarisql_text::is_event_verb(&t.norm)
        })
    }

    /// The tables in focus, then those the question's words name ([`tables_named`]).
    fn focus_and_named(&self, by_table_name: bool) -> Vec<TableId> {
        let mut tables: Vec<TableId> = self.focus.clone();
        for t in tables_named(self.units, by_table_name) {
            if !tables.contains(&t) {
                tables.push(t);
            }
        }
        tables
    }

    /// The date column a word just before a time names ("collected in April" -> `collected_on`,
    /// "courses starting in January" -> `starts_on`): of the four tokens before token `at`, the
    /// nearest content word that is (or is a synonym of) a word of exactly one date column of
    /// the tables in focus, named, or next to them.
    pub(super) fn date_named_before(&self, at: usize) -> Option<ColumnId> {
        let dated = self.dates_near();
        (at.saturating_sub(4)..at)
            .rev()
            .find_map(|k| self.date_named_at(k, &dated))
    }

    /// The dated columns of the tables in focus or named, and of their neighbours.
    fn dates_near(&self) -> Vec<ColumnId> {
        let ctx = self.ctx;
        let mut tables = self.focus_and_named(false);
        for t in tables.clone().into_iter().flat_map(|t| ctx.neighbours(t)) {
            if !tables.contains(&t) {
                tables.push(t);
            }
        }
        ctx.columns_of(&tables)
            .filter(|&c| holds_dates(ctx, c))
            .collect()
    }

    /// The one column of `dated` that the word at token `k` names by a word of its name, its
    /// verb ("left" of `leave_date`) or a synonym; of several, the one whose next word follows
    /// too ("checking in": `check_in`, not `check_out`).
    fn date_named_at(&self, k: usize, dated: &[ColumnId]) -> Option<ColumnId> {
        let ctx = self.ctx;
        let t = &self.tokens[k];
        if t.kind != TokenKind::Word || t.is_function_word() {
            return None;
        }
        let base = clarisql_text::irregular_verb_base(&t.norm);
        let position = |c: ColumnId| {
            clarisql_text::identifier_words(&ctx.lake.column(c).name)
                .iter()
                .position(|w| {
                    clarisql_text::stem(w) == t.stem
                        || base == Some(w.as_str())
                        || clarisql_text::synonyms_of(w).contains(&t.norm.as_str())
                })
        };
        let named: Vec<ColumnId> = dated
            .iter()
            .copied()
            .filter(|&c| position(c).is_some())
            .collect();
        match named[..] {
            [c] => Some(c),
            [_, _, ..] => {
                let next = self.tokens.get(k + 1)?;
                let continued: Vec<ColumnId> = named
                    .iter()
                    .copied()
                    .filter(|&c| {
                        let words = clarisql_text::identifier_words(&ctx.lake.column(c).name);
                        position(c)
                            .and_then(|p| words.get(p + 1))
                            .is_some_and(|w| *w == next.norm)
                    })
                    .collect();
                match continued[..] {
                    [c] => Some(c),
                    _ => None,
                }
            }
            [] => None,
        }
    }

    /// The one date column a unit before token `at` names outright, above any other column
    /// it may name ("how many check-ins did we have in August": `check_in`).
    pub(super) fn date_unit_named(&self, at: usize, used: &[bool]) -> Option<ColumnId> {
        let named: Vec<ColumnId> = (0..self.units.len())
            .filter(|&j| self.units[j].end <= at && self.column_unit(j, used))
            .filter_map(|j| {
                let ranked = self.rank(j, false);
                let (c, s) = *ranked.first()?;
                let clear = ranked.get(1).is_none_or(|&(_, r)| r < s);
                (s >= 0.9 && clear && holds_dates(self.ctx, c)).then_some(c)
            })
            .collect();
        match named[..] {
            [c] => Some(c),
            _ => None,
        }
    }

    /// The date column the verb at unit `v` names itself ("which grooms left in 2024":
    /// `leave_date`).
    pub(super) fn date_named_by_verb(&self, v: usize) -> Option<ColumnId> {
        let u = &self.units[v];
        if u.end - u.start != 1 {
            return None;
        }
        self.date_named_at(u.start, &self.dates_near())
    }

    /// A date written in the question ("after 1978-06-26", "before '1989-04-24 23:51:54'").
    pub(super) fn date_at(&self, k: usize) -> Option<String> {
        let units = self.units;
        let tokens = self.tokens;
        let t = &tokens[units[k].start];
        (units[k].end - units[k].start == 1)
            .then(|| clarisql_text::date_of(t))
            .flatten()
    }

    /// The dated column a date is compared with: one named just before the cue ("hired before
    /// …", "the order date after …") or right after the date, else the one whose name holds the
    /// verb before the cue ("reported after …" -> date_problem_reported), else the one dated
    /// column of the tables in focus or named by the question's words.
    pub(super) fn date_column_for(
        &self,
        cue: usize,
        operand: usize,
        used: &[bool],
    ) -> Option<(ColumnId, Option<usize>)> {
        let ctx = self.ctx;
        let units = self.units;
        let tokens = self.tokens;
        let is_table = &self.is_table;
        let focus = &self.focus;
        let dated_of = |j: usize| {
            self.rank(j, false)
                .into_iter()
                .find(|(c, _)| holds_dates(ctx, *c))
                .map(|(c, _)| (c, Some(j)))
        };
        for j in (0..cue).rev().take(4) {
            if units[j].cue.is_some() && units[j].cue != Some(Cue::Not) {
                break;
            }
            if self.column_unit(j, used) {
                if let Some(r) = dated_of(j) {
                    return Some(r);
                }
            }
        }
        if let Some(r) = self
            .adjacent_next(operand)
            .filter(|&j| self.column_unit(j, used))
            .and_then(dated_of)
        {
            return Some(r);
        }
        let tables = self.focus_and_named(true);
        let dated: Vec<ColumnId> = ctx
            .columns_of(&tables)
            .filter(|&c| holds_dates(ctx, c))
            .collect();
        let verb = self.prev(cue).filter(|&v| !used[v] && units[v].unknown);
        if let Some(v) = verb {
            let stem = &tokens[units[v].start].stem;
            let named: Vec<ColumnId> = dated
                .iter()
                .copied()
                .filter(|&c| {
                    clarisql_text::identifier_words(&ctx.lake.column(c).name)
                        .iter()
                        .any(|w| clarisql_text::stem(w) == *stem)
                })
                .collect();
            if let [c] = named.as_slice() {
                return Some((*c, Some(v)));
            }
        }
        // The table named right before the cue ("orders that have a shipment after …").
        if let Some((t, _)) = self
            .prev(cue)
            .filter(|&p| is_table[p])
            .and_then(|p| best_table(&units[p]))
        {
            if let [c] = dated.iter().filter(|c| c.table == t).collect::<Vec<_>>()[..] {
                return Some((*c, verb));
            }
        }
        // The one dated column of the tables in focus, else of the tables the question's
        // words name ("invoice numbers created before …": invoices, not shipments that also
        // hold an invoice number), else of all.
        let named_table = |t: TableId| {
            clarisql_text::identifier_words(&ctx.lake.table(t).name)
                .last()
                .map(|w| clarisql_text::stem(w))
                .is_some_and(|w| tokens.iter().any(|k| k.stem == w))
        };
        let only = |keep: &dyn Fn(&ColumnId) -> bool| -> Option<ColumnId> {
            match dated.iter().filter(|c| keep(c)).collect::<Vec<_>>()[..] {
                [c] => Some(*c),
                _ => None,
            }
        };
        only(&|c| focus.contains(&c.table))
            .or_else(|| only(&|c| named_table(c.table)))
            .or_else(|| only(&|_| true))
            .map(|c| (c, verb))
    }

    /// "the average rating" where unit `j` names a `Rating` table, not a column of it, right
    /// after the aggregate word `agg`: the one number that table keeps (`stars`) is what the
    /// aggregate takes. (Not "in total does the customer pay": the table is not what is totalled.)
    pub(super) fn table_measure(&self, agg: usize, j: usize, used: &[bool]) -> Option<ColumnId> {
        let units = self.units;
        if !self.is_table[j]
            || units[j].cue.is_some()
            || units[j].start != units[agg].end
            || self.column_unit(j, used)
        {
            return None;
        }
        best_table(&units[j]).and_then(|(t, _)| self.ctx.sole_measure(t))
    }

    /// "the average instructor salary": a table's name right before one of its measures says
    /// whose measure it is; the measure is what is aggregated.
    pub(super) fn measure_of_named_table(&self, c: usize, used: &[bool]) -> Option<usize> {
        let ctx = self.ctx;
        let units = self.units;
        let is_table = &self.is_table;
        if !is_table[c] {
            return None;
        }
        let (t, _) = best_table(&units[c])?;
        let m = c + 1;
        (m < units.len()
            && units[m].start == units[c].end
            && units[m].cue.is_none()
            && self.column_unit(m, used)
            && self
                .rank(m, true)
                .first()
                .is_some_and(|(col, _)| col.table == t && !ctx.is_key(*col)))
        .then_some(m)
    }
}

/// "How many kilos": a word that names a rate column (`price_per_kg`) only by the unit after its
/// "per" names the amount measured in that unit (`weight_kg`), not the rate. The penalty moves
/// such a column below one the word names outright.
fn per_unit_only(tokens: &[clarisql_text::Token], u: &Unit, column: &str) -> f32 {
    let words = clarisql_text::identifier_words(column);
    let said = &tokens[u.start..u.end];
    let Some(per) = words.iter().position(|w| w == "per") else {
        return 0.0;
    };
    // "price per kg" says the rate itself.
    if said.iter().any(|t| t.norm == "per") {
        return 0.0;
    }
    let names_the_measure = words[..per].iter().any(|w| {
        let stem = clarisql_text::stem(w);
        said.iter().any(|t| t.norm == *w || t.stem == stem)
    });
    if names_the_measure {
        0.0
    } else {
        0.1
    }
}
