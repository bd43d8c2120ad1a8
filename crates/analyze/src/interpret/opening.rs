//! What the passes start from: the condition zones, the words that need no explanation, the
//! tables the question is about, and the table a generic head noun ("names", "details")
//! belongs to.

use super::*;

/// Condition zones: from a relative-clause opener to the end of the sentence.
pub(super) fn condition_zones(tokens: &[Token], units: &[Unit]) -> Vec<bool> {
    let mut in_condition = vec![false; units.len()];
    let mut zone = false;
    let mut seen_content = false;
    // A sentence opening with a prepositional phrase ("In June 2021, which community …"):
    // its words set the scene and open nothing; the comma closing it starts the question.
    let mut fronted = false;
    let mut sentence_start = true;
    for (i, u) in units.iter().enumerate() {
        let t = &tokens[u.start];
        if ends_sentence(t) || (t.kind == TokenKind::Punct && list_follows(tokens, u.start)) {
            zone = false;
            seen_content = false;
            fronted = false;
            sentence_start = true;
            in_condition[i] = false;
            continue;
        }
        if sentence_start && t.kind == TokenKind::Word {
            fronted = matches!(
                t.norm.as_str(),
                "in" | "during" | "for" | "on" | "at" | "as" | "since" | "from" | "by"
            );
            sentence_start = false;
        }
        if fronted && t.kind == TokenKind::Punct && t.norm == "," {
            fronted = false;
            seen_content = false;
        }
        // "that company's revenue": a determiner before a possessive, not a relative.
        let determiner = tokens
            .get(u.start + 1)
            .is_some_and(|n| n.raw.ends_with("'s") || n.raw.ends_with("\u{2019}s"));
        if seen_content
            && u.is_filler()
            && opens_condition(t, u.start)
            && !determiner
            && !columns_listed_with(tokens, units, i)
        {
            zone = true;
        }
        if zone && possessive_list_follows(tokens, u.start) {
            zone = false;
        }
        in_condition[i] = zone;
        if u.is_link() || u.unknown {
            seen_content = true;
        }
    }
    in_condition
}

/// A full stop, question or exclamation mark, or semicolon: the end of a sentence.
pub(super) fn ends_sentence(t: &Token) -> bool {
    t.kind == TokenKind::Punct && matches!(t.norm.as_str(), "." | "?" | ";" | "!")
}

/// "repair visits in 2023 where parts cost over 5000: turbine code, date and cost": a colon with
/// a space after it (or a spaced dash, which the tokenizer reads as one) ends what came before as
/// a sentence does, so the list after it is what is asked for, not part of the condition.
fn list_follows(tokens: &[Token], at: usize) -> bool {
    let t = &tokens[at];
    t.norm == ":" && (t.raw == "\u{ff1a}" || tokens.get(at + 1).is_some_and(|n| n.start > t.end))
}

/// "beekeepers who joined after 2018 and their phone": "and" with a possessive after it, and
/// nothing to the end of the sentence that states a condition (a verb of being, a comparison, a
/// number), adds what is shown to each row; it does not go on with the condition.
fn possessive_list_follows(tokens: &[Token], at: usize) -> bool {
    if tokens[at].norm != "and"
        || !tokens
            .get(at + 1)
            .is_some_and(|t| matches!(t.norm.as_str(), "their" | "its" | "his" | "her"))
    {
        return false;
    }
    tokens[at + 2..]
        .iter()
        .take_while(|t| !ends_sentence(t))
        .all(|t| {
            t.kind != TokenKind::Number
                && t.kind != TokenKind::Quoted
                && !matches!(
                    t.norm.as_str(),
                    "is" | "are"
                        | "was"
                        | "were"
                        | "be"
                        | "been"
                        | "than"
                        | "over"
                        | "above"
                        | "below"
                        | "under"
                        | "least"
                        | "most"
                        | "between"
                        | "not"
                        | "no"
                        | "equal"
                        | "equals"
                        | "exceed"
                        | "exceeds"
                )
        })
}

/// "the orders with the customer name", "bookings with their guest's name and the hotel":
/// "with" and a determiner, followed to the end of the sentence only by words naming columns or
/// tables (no value, number, comparison or superlative), lists what is shown with each row; it
/// states no condition.
fn columns_listed_with(tokens: &[Token], units: &[Unit], at: usize) -> bool {
    let determiner = |k: usize| {
        tokens
            .get(k)
            .is_some_and(|t| matches!(t.norm.as_str(), "the" | "their" | "its" | "his" | "her"))
    };
    if tokens[units[at].start].norm != "with" || !determiner(units[at].end) {
        return false;
    }
    // ("each league winner with its round": after a quantifier in the same sentence, as
    // before, the words with "with" are read by what the quantifier asks.)
    let quantified = tokens[..units[at].start]
        .iter()
        .rev()
        .take_while(|t| !ends_sentence(t))
        .any(|t| matches!(t.norm.as_str(), "each" | "every" | "all"));
    if quantified {
        return false;
    }
    let rest: Vec<&Unit> = units[at + 1..]
        .iter()
        .take_while(|u| !ends_sentence(&tokens[u.start]))
        .collect();
    rest.iter().any(|u| !u.schema.is_empty())
        && rest.iter().all(|u| {
            let t = &tokens[u.start];
            let listing = u.cue.is_none_or(|c| c == Cue::And);
            let names_value = !u.values.is_empty() && u.schema.is_empty();
            listing
                && !names_value
                && u.number.is_none()
                && !matches!(t.kind, TokenKind::Number | TokenKind::Quoted)
                && (u.is_link()
                    || u.unknown
                    || u.is_filler()
                    || u.cue == Some(Cue::And)
                    || t.kind == TokenKind::Punct)
                && !tokens[u.start..u.end]
                    .iter()
                    .any(|t| states_condition(&t.norm))
        })
}

/// Words that make what follows "with the" a condition ("with the maximum occupancy", "with the
/// rate for their sex", "with the price above …"), not a list of columns shown.
fn states_condition(word: &str) -> bool {
    matches!(
        word,
        "is" | "are"
            | "was"
            | "were"
            | "not"
            | "no"
            | "for"
            | "in"
            | "at"
            | "on"
            | "by"
            | "from"
            | "per"
            | "each"
            | "than"
            | "max"
            | "maximum"
            | "min"
            | "minimum"
            | "most"
            | "least"
            | "top"
            | "best"
            | "worst"
            | "same"
    ) || (word.len() > 5 && word.ends_with("est"))
}

/// Fillers and "ask" words need no explanation; nor does "full" before a name ("the full
/// name": first and last, resolved where the column is chosen), nor "values" after a column.
pub(super) fn mark_self_explained(tokens: &[Token], units: &[Unit], st: &mut State) {
    for (i, u) in units.iter().enumerate() {
        let full_name = u.unknown
            && tokens[u.start].norm == "full"
            && units.get(i + 1).is_some_and(|n| {
                n.start == u.end && clarisql_text::is_name_word(&tokens[n.start].norm)
            });
        if u.is_filler()
            || (u.cue == Some(Cue::Ask) && !u.is_link())
            || u.cue == Some(Cue::Results)
            // "Return both the city and the count": "both" after a request only announces the
            // items asked for.
            || (u.cue == Some(Cue::Both)
                && u.start > 0
                && crate::cues::is_ask_word(&tokens[u.start - 1].norm))
            || full_name
            || crate::segment::restates_column_values(tokens, units, i)
        {
            st.used[i] = true;
        }
    }
}

/// The tables the question is about. A unit names a table when its table match
/// beats its column matches; a tie goes to the column when the column's table is already in
/// focus. A span matching several tables equally ("participates") names none of them.
pub(super) fn tables_in_focus(
    ctx: &Context,
    units: &[Unit],
    st: &mut State,
) -> (Vec<bool>, Vec<TableId>) {
    let tokens = ctx.tokens;
    let mut is_table = vec![false; units.len()];
    let mut focus: Vec<TableId> = Vec::new();
    for strict in [true, false] {
        for (i, u) in units.iter().enumerate() {
            if u.cue.is_some() || prefers_value(u, tokens) || is_table[i] {
                continue;
            }
            let tables = table_matches(u);
            let Some(&(t, s)) = tables.first() else {
                continue;
            };
            if s < 0.7 {
                continue;
            }
            // "music artists": a word that only partly names a table, right before a word that
            // fully names another, modifies it.
            let modifies_next = s < 0.99
                && units.get(i + 1).is_some_and(|n| {
                    n.start == u.end
                        && n.cue.is_none()
                        && table_matches(n)
                            .first()
                            .is_some_and(|&(nt, ns)| nt != t && ns >= 0.99)
                });
            if modifies_next {
                st.used[i] = true;
                continue;
            }
            let col = best_column_score(u);
            let tied_tables = tables.iter().filter(|(_, x)| *x >= s - 1e-3).count() > 1;
            // "wines made from white grapes": right after a value of its table, the word names
            // the rows the value describes, not the column that shares the table's name.
            let qualified_by_value = i.checked_sub(1).is_some_and(|p| {
                units[p].end == u.start
                    && units[p].number.is_none()
                    && units[p]
                        .values
                        .iter()
                        .any(|v| v.column.table == t && v.how == ValueMatch::Exact)
            });
            // "room 112": a code given right after the word is the key column's.
            let coded_next = units
                .get(i + 1)
                .is_some_and(|n| n.start == u.end && n.number.is_some());
            // "the rank, company, and market value of every company": a word naming a table and
            // one of its columns alike, listed between columns of that table, is the column.
            let own_column = u.schema.iter().any(
                |m| matches!(m.element, Element::Column(c) if c.table == t && m.score >= s - 1e-3),
            );
            let column_of_table = |k: usize| {
                let w = &units[k];
                w.cue.is_none()
                    && w.schema
                        .first()
                        .is_some_and(|m| matches!(m.element, Element::Column(c) if c.table == t))
            };
            let separates = |k: usize| {
                let w = &units[k];
                w.cue == Some(Cue::And)
                    || (w.is_filler() && matches!(tokens[w.start].norm.as_str(), "," | "and"))
            };
            let listed_with = |ks: &mut dyn Iterator<Item = usize>| {
                let mut separated = false;
                for k in ks {
                    if separates(k) {
                        separated = true;
                    } else {
                        return separated && column_of_table(k);
                    }
                }
                false
            };
            if own_column
                && (listed_with(&mut (0..i).rev()) || listed_with(&mut (i + 1..units.len())))
            {
                continue;
            }
            let wins = if strict {
                s > col + 0.05
            } else {
                s + 1e-3 >= col
                    && (qualified_by_value
                        || !u.schema.iter().any(|m| matches!(m.element, Element::Column(c) if m.score >= s - 1e-3 && focus.contains(&c.table) && c.table != t && (coded_next || !codes_rows_of(ctx, c, t)))))
            };
            if wins {
                is_table[i] = true;
                // "professors" for a `faculty` table whose `rank` holds 'Professor': a word that
                // names the table by another name than its own, and is one of its values,
                // means the rows with that value. Not a role a key gives the rows ("the
                // instructor" of a course, `course.instructor`): that is every row.
                let said_in = |name: &str| {
                    let own = identifier_stems(name);
                    tokens[u.start..u.end]
                        .iter()
                        .filter(|x| x.is_word())
                        .all(|x| own.contains(&x.stem))
                };
                let by_own_name = said_in(&ctx.lake.table(t).name);
                let names_a_role = u.schema.iter().any(|m| {
                    matches!(m.element, Element::Column(c)
                        if m.score >= s - 1e-3
                            && ctx.fk_column(c.table, t) == Some(c)
                            && said_in(&ctx.lake.column(c).name))
                });
                if s < 0.99 || !(by_own_name || names_a_role) {
                    if let Some(v) = u
                        .values
                        .iter()
                        .find(|v| v.column.table == t && v.how == ValueMatch::Exact)
                    {
                        st.filter(
                            Cond::Compare {
                                expr: Expr::Column(v.column),
                                op: CmpOp::Eq,
                                value: Operand::Literal(Literal::Text(v.value.clone())),
                            },
                            &[i],
                        );
                        st.assumptions.push(format!(
                            "'{}' read as {} rows whose {} is '{}'",
                            ctx.span_text(u),
                            ctx.lake.table(t).name,
                            ctx.lake.column(v.column).name,
                            v.value
                        ));
                    }
                }
                if tied_tables {
                    st.used[i] = true;
                    let tied: Vec<TableId> = tables
                        .iter()
                        .filter(|(_, x)| *x >= s - 1e-3)
                        .map(|(t, _)| *t)
                        .collect();
                    // Which rows a count counts decides the answer.
                    let counted = follows_count(units, i);
                    if !one_member_per_family(ctx, &tied) {
                        let factor = if counted { 0.4 } else { 0.9 };
                        st.doubt(
                            factor,
                            format!("'{}' fits several tables", ctx.span_text(u)),
                        );
                    }
                } else if !focus.contains(&t) {
                    focus.push(t);
                }
            }
        }
    }
    // Tables of columns named without doubt ("the name of the district" -> district).
    for (i, u) in units.iter().enumerate() {
        if is_table[i] || u.cue.is_some() || prefers_value(u, tokens) {
            continue;
        }
        let cols: Vec<(ColumnId, f32)> = u
            .schema
            .iter()
            .filter_map(|m| match m.element {
                Element::Column(c) => Some((c, m.score)),
                _ => None,
            })
            .collect();
        if let [(c, s), rest @ ..] = cols.as_slice() {
            if *s >= 0.9
                && rest.iter().all(|(_, x)| *x < s - 0.1)
                && !focus.contains(&c.table)
                && u.end - u.start > 1
            {
                focus.push(c.table);
            }
        }
    }
    for u in units.iter() {
        if prefers_value(u, tokens) && u.values.len() == 1 {
            let t = u.values[0].column.table;
            if !focus.contains(&t) {
                focus.push(t);
            }
        }
    }
    // "a boat trip" over `trips.boat_name`: a word after a determiner that only loosely names
    // a column of the table named right after it is part of that name, not the column.
    for i in 0..units.len().saturating_sub(1) {
        let (u, next) = (&units[i], &units[i + 1]);
        let Some((t, s)) = is_table[i + 1].then(|| best_table(next)).flatten() else {
            continue;
        };
        let loose_column_of_t = !u.schema.is_empty()
            && u.values.is_empty()
            && u.cue.is_none()
            && u.end - u.start == 1
            && u.schema
                .iter()
                .all(|m| matches!(m.element, Element::Column(c) if c.table == t) && m.score < 0.75);
        // (After a determiner only: "who advises student 9", "average profits companies
        // make" put a verb or a measure there.)
        let after_determiner = u.start.checked_sub(1).is_some_and(|p| {
            matches!(
                tokens[p].norm.as_str(),
                "a" | "an"
                    | "the"
                    | "our"
                    | "their"
                    | "his"
                    | "her"
                    | "its"
                    | "any"
                    | "every"
                    | "each"
                    | "this"
                    | "that"
                    | "these"
                    | "those"
            )
        });
        if !is_table[i]
            && !st.used[i]
            && after_determiner
            && next.start == u.end
            && s >= 0.99
            && loose_column_of_t
        {
            st.used[i] = true;
        }
    }
    (is_table, focus)
}

/// The table a column unit read whole across its own "of" names after it ("code of the
/// attraction type"): of the tables its columns are in, the one whose name holds every word after
/// "of" (`Ref_Attraction_Types`, not `Tourist_Attractions`).
fn owner_inside(ctx: &Context, w: &Unit) -> Option<TableId> {
    let tokens = &ctx.tokens[w.start..w.end];
    let of = tokens.iter().position(|t| t.norm == "of")?;
    let owner: Vec<&str> = tokens[of + 1..]
        .iter()
        .filter(|t| !t.is_function_word())
        .map(|t| t.stem.as_str())
        .collect();
    if of == 0 || owner.is_empty() {
        return None;
    }
    let columns = w.schema.iter().filter_map(|m| match m.element {
        Element::Column(c) => Some(c),
        _ => None,
    });
    let named: Vec<ColumnId> = columns
        .filter(|c| {
            let stems = identifier_stems(&ctx.lake.table(c.table).name);
            owner.iter().all(|o| stems.iter().any(|s| s == o))
        })
        .collect();
    let one_table = |cs: &[ColumnId]| match cs {
        [first, rest @ ..] if rest.iter().all(|c| c.table == first.table) => Some(first.table),
        _ => None,
    };
    // Several tables named so ("code of the location": locations and document locations):
    // the one the column keys.
    one_table(&named).or_else(|| {
        let keyed: Vec<ColumnId> = named
            .iter()
            .copied()
            .filter(|&c| ctx.lake.single_key(c.table) == Some(c))
            .collect();
        one_table(&keyed)
    })
}

/// The table of the column named by the modifier words of the item listed right before unit
/// `i` and `i`'s own head ("color code and description" -> `color_description`), when there is
/// exactly one such column.
fn shared_modifier(ctx: &Context, units: &[Unit], i: usize) -> Option<TableId> {
    let tokens = ctx.tokens;
    let and = i
        .checked_sub(1)
        .filter(|&a| units[a].cue == Some(Cue::And))?;
    let before = and.checked_sub(1).map(|b| &units[b])?;
    if before.end - before.start < 2 || before.cue.is_some() || before.schema.is_empty() {
        return None;
    }
    let mut wanted: Vec<String> = tokens[before.start..before.end - 1]
        .iter()
        .filter(|t| !t.is_function_word())
        .map(|t| t.stem.clone())
        .collect();
    if wanted.is_empty() {
        return None;
    }
    wanted.push(tokens[units[i].start].stem.clone());
    let db = ctx.lake.db(ctx.db);
    let mut found = (0..db.tables.len()).flat_map(|k| {
        let t = TableId {
            db: ctx.db,
            table: k as u32,
        };
        ctx.lake
            .table(t)
            .columns
            .iter()
            .filter(|c| identifier_stems(&c.name) == wanted)
            .map(move |_| t)
            .collect::<Vec<_>>()
    });
    match (found.next(), found.next()) {
        (Some(t), None) => Some(t),
        _ => None,
    }
}

/// Generic head nouns ("names", "details", "id") take their table from the words around
/// them: "resident details" (a table right before), "names and ids of the customers" (a
/// table after "of"). "names of authors", where the thing is itself a column, is redundant.
pub(super) fn generic_heads(
    ctx: &Context,
    units: &[Unit],
    is_table: &[bool],
) -> (Vec<Option<TableId>>, Vec<bool>) {
    let tokens = ctx.tokens;
    let mut restrict: Vec<Option<TableId>> = vec![None; units.len()];
    let mut redundant = vec![false; units.len()];
    for (i, u) in units.iter().enumerate() {
        if u.cue.is_some() || is_table[i] || !is_generic_head(&tokens[u.start..u.end]) {
            continue;
        }
        if i > 0 && is_table[i - 1] && units[i - 1].end == u.start {
            restrict[i] = best_table(&units[i - 1]).map(|(t, _)| t);
            continue;
        }
        // "the color code and description": the modifier of the item before "and" qualifies
        // this head too, when a column is named so (`color_description`).
        if let Some(t) = shared_modifier(ctx, units, i) {
            restrict[i] = Some(t);
            continue;
        }
        // "the full names, departments and cities for each employee": a full name is a
        // person's, kept in parts; the table named that keeps one.
        let full = u.start > 0 && tokens[u.start - 1].norm == "full";
        let person = || {
            units.iter().enumerate().find_map(|(k, w)| {
                best_table(w)
                    .filter(|&(t, _)| is_table[k] && ctx.name_parts(t).is_some())
                    .map(|(t, _)| t)
            })
        };
        if let Some(t) = full.then(person).flatten() {
            restrict[i] = Some(t);
            continue;
        }
        // "the problem whose id is 10"; "the logs for the problem whose id is 10", read whole
        // as the log table: the thing named last, when a table is named so.
        if i > 1
            && is_table[i - 2]
            && units[i - 1].is_filler()
            && tokens[units[i - 1].start].norm == "whose"
        {
            let before = &units[i - 2];
            let last = &tokens[before.end - 1];
            let named_last = (before.end - before.start > 1)
                .then(|| {
                    ctx.lake
                        .tables_of(ctx.db)
                        .find(|&t| identifier_stems(&ctx.lake.table(t).name) == [last.stem.clone()])
                })
                .flatten();
            restrict[i] = named_last.or_else(|| best_table(before).map(|(t, _)| t));
            continue;
        }
        // "Which shop …? List its id": "its" and "their" point back to the thing the question
        // asks about, the table named right after "which" or "what".
        let pointer = u
            .start
            .checked_sub(1)
            .is_some_and(|p| matches!(tokens[p].norm.as_str(), "its" | "their"));
        let asked_about = (0..i).find(|&k| {
            is_table[k]
                && units[k]
                    .start
                    .checked_sub(1)
                    .is_some_and(|p| matches!(tokens[p].norm.as_str(), "which" | "what"))
        });
        if let Some(k) = asked_about.filter(|_| pointer) {
            restrict[i] = best_table(&units[k]).map(|(t, _)| t);
            continue;
        }
        let mut saw_of = false;
        let mut passed_columns = false;
        let mut past_superlative = false;
        for k in i + 1..units.len() {
            let w = &units[k];
            let t = &tokens[w.start];
            if w.is_filler() {
                if t.kind == TokenKind::Punct && t.norm != "," {
                    break;
                }
                saw_of |= matches!(t.norm.as_str(), "of" | "for");
                continue;
            }
            if matches!(w.cue, Some(Cue::And) | Some(Cue::All) | Some(Cue::Each)) {
                saw_of |= w.cue == Some(Cue::Each);
                continue;
            }
            // "the name of the most recent movie": which one comes before the thing.
            let superlative = |k: usize| {
                matches!(units[k].cue, Some(Cue::Superlative { .. })) && units[k].schema.is_empty()
            };
            if saw_of && (superlative(k) || (w.unknown && superlative(k - 1))) {
                past_superlative = true;
                continue;
            }
            // "the names of the 3 instructors": how many comes before the thing.
            if saw_of && w.number.is_some() && w.end - w.start == 1 && !is_table[k] {
                continue;
            }
            if is_table[k] {
                if saw_of {
                    restrict[i] = best_table(w).map(|(t, _)| t);
                }
                break;
            }
            if w.cue.is_none() && !w.schema.is_empty() && !prefers_value(w, tokens) {
                // "the description and code of the attraction type", the last item read whole
                // as a column: the table its own "of" names owns the items listed before it.
                if let Some(t) = owner_inside(ctx, w).filter(|_| !saw_of && !passed_columns) {
                    restrict[i] = Some(t);
                    break;
                }
                if saw_of {
                    // Not past other columns listed: "the name, role code and date of birth of
                    // the employee" asks for the name too; nor is the column a superlative
                    // orders by ("the name of the most expensive base price room") the thing.
                    redundant[i] = !passed_columns
                        && !past_superlative
                        && clarisql_text::is_name_word(&tokens[u.start].norm);
                    break;
                }
                passed_columns = true;
                continue;
            }
            break;
        }
    }
    // Words that only restate their neighbour: "number" after a column word ("phone number"
    // for `building_phone`), and a weak match to some key right after a table's name ("bank
    // branch" for `bank`, not `branch_ID`).
    for (i, u) in units.iter().enumerate().skip(1) {
        let before = &units[i - 1];
        if u.cue.is_some() || is_table[i] || before.end != u.start || !u.values.is_empty() {
            continue;
        }
        let column_before = before.cue.is_none()
            && !is_table[i - 1]
            && before
                .schema
                .iter()
                .any(|m| matches!(m.element, Element::Column(_)) && m.score >= 0.8);
        let number_word = u.end - u.start == 1
            && matches!(tokens[u.start].norm.as_str(), "number" | "numbers" | "no");
        let weak_key = !u.schema.is_empty()
            && u.schema.iter().all(|m| match m.element {
                Element::Column(c) => m.score < 0.6 && ctx.is_key(c),
                _ => false,
            });
        // "working years" (`Working_year_starts`), "placement date" (`date_order_placed`): a
        // word after a column word that names that column too, or says what it holds, says
        // nothing new.
        let lone_word = (u.end - u.start == 1).then(|| tokens[u.start].norm.as_str());
        let same_column =
            (before.cue.is_none() && !is_table[i - 1] && !prefers_value(before, tokens))
                .then(|| best_column(before))
                .flatten()
                .is_some_and(|(c, _)| {
                    u.schema.iter().any(|m| m.element == Element::Column(c))
                        || lone_word.is_some_and(|w| says_what_column_holds(ctx, w, c, u))
                });
        if (column_before && number_word) || (is_table[i - 1] && weak_key) || same_column {
            redundant[i] = true;
        }
    }
    // "each kind of result", "what type of decor": a word for a kind before "of" and a column
    // word says that column's values are meant; it names no column of its own.
    for (i, u) in units.iter().enumerate() {
        let kind_word =
            u.cue.is_none() && !is_table[i] && crate::segment::kind_before_of(tokens, u);
        let of_column = || {
            let k = units.iter().position(|v| {
                v.start > u.end
                    && tokens[u.end + 1..v.start]
                        .iter()
                        .all(|t| matches!(t.norm.as_str(), "the" | "a" | "an"))
            })?;
            let v = &units[k];
            (v.cue.is_none() && !is_table[k] && !prefers_value(v, tokens))
                .then(|| best_column(v))
                .flatten()
                .filter(|(_, s)| *s >= 0.9)
        };
        if kind_word && of_column().is_some() {
            redundant[i] = true;
        }
    }
    // "the branch names of banks", "contact channel codes": a word only loosely naming columns
    // (the first word of `branch_id`), right before a word that surely names another column of
    // the same table, is a modifier of that word, not a column of its own.
    for (i, u) in units.iter().enumerate() {
        let Some(next) = units
            .get(i + 1)
            .filter(|n| n.start == u.end && n.cue.is_none())
        else {
            continue;
        };
        let loose: Vec<ColumnId> = u
            .schema
            .iter()
            .filter_map(|m| match m.element {
                Element::Column(c) if m.score < 0.7 => Some(c),
                _ => None,
            })
            .collect();
        let only_loose = !loose.is_empty()
            && u.end - u.start == 1
            && u.cue.is_none()
            && u.values.is_empty()
            && u.number.is_none()
            && !is_table[i]
            && u.schema.iter().all(|m| m.score < 0.7);
        // Not when the two words together name one of the loose columns ("mobile phone
        // number" for `cell_mobile_phone_number` beside `phone_number`).
        let together = next
            .schema
            .iter()
            .any(|m| matches!(m.element, Element::Column(c) if loose.contains(&c)));
        let modifies = only_loose
            && !together
            && !is_table[i + 1]
            && best_column(next)
                .is_some_and(|(c, s)| s >= 0.9 && loose.iter().any(|l| l.table == c.table));
        if modifies {
            redundant[i] = true;
        }
    }
    (restrict, redundant)
}

/// "train stations" naming a table of pairs `train_station`: the compound's head names the
/// things, the stations of the table the pairs refer to; the pairs only qualify them.
pub(crate) fn bridge_heads(ctx: &Context, units: &mut [Unit]) {
    for u in units.iter_mut() {
        if u.end - u.start < 2 {
            continue;
        }
        let Some((t, score)) = best_table(u) else {
            continue;
        };
        let head = clarisql_text::stem(&ctx.tokens[u.end - 1].norm);
        let words = clarisql_text::identifier_words(&ctx.lake.table(t).name);
        if words.last().is_none_or(|w| clarisql_text::stem(w) != head) {
            continue;
        }
        // Pairs only (a key made of the pairs counts too).
        let refs = keys_from(ctx, t);
        if !pairs_only(ctx, t, &refs) {
            continue;
        }
        let heads: Vec<TableId> = refs
            .iter()
            .map(|fk| TableId {
                db: t.db,
                table: fk.to_table as u32,
            })
            .filter(|h| {
                matches!(
                    clarisql_text::identifier_words(&ctx.lake.table(*h).name).as_slice(),
                    [w] if clarisql_text::stem(w) == head
                )
            })
            .collect();
        if let [h] = heads.as_slice() {
            u.schema.insert(
                0,
                crate::link::SchemaMatch {
                    element: Element::Table(*h),
                    score: score + 0.01,
                },
            );
        }
    }
}

/// "faculty members", "staff members": "members" right after a table of people (rows with a
/// first and a last name) names those people, not a table of memberships; the two words are
/// read as one name.
pub(crate) fn members_of_people(ctx: &Context, units: &mut Vec<Unit>) {
    let mut i = 1;
    while i < units.len() {
        let (before, u) = (&units[i - 1], &units[i]);
        let members = u.end == u.start + 1
            && before.end == u.start
            && u.values.is_empty()
            && clarisql_text::stem(&ctx.tokens[u.start].norm) == "member";
        let of_people = members
            && best_table(before).is_some_and(|(t, s)| s >= 0.9 && ctx.name_parts(t).is_some());
        if of_people {
            units[i - 1].end = units[i].end;
            units.remove(i);
        } else {
            i += 1;
        }
    }
}

/// Whether `word` (unit `u`) after a column word only says what column `c` holds: a time for a
/// column of years or dates ("founded year"), a score, percentage or size for a column of numbers
/// ("snatch score", "white percentages", "enrollment size"), types for a column of a few
/// repeated words ("affiliation types"), a location for a text column when no column of its own
/// table is one ("desk locations" for `clerk_desk`, not "depot location" beside `location`).
fn says_what_column_holds(ctx: &Context, word: &str, c: ColumnId, u: &Unit) -> bool {
    match word {
        "location" | "locations" => {
            ctx.kind(c) == ColumnKind::Text
                && !u
                    .schema
                    .iter()
                    .any(|m| matches!(m.element, Element::Column(k) if k.table == c.table))
        }
        "year" | "years" | "date" | "dates" => holds_times(ctx, c),
        "score" | "scores" | "percentage" | "percentages" | "percent" | "size" | "sizes" => {
            matches!(ctx.kind(c), ColumnKind::Integer | ColumnKind::Real)
        }
        "type" | "types" => {
            ctx.kind(c) == ColumnKind::Text && !ctx.lake.identifies_rows(c) && !ctx.is_key(c)
        }
        _ => false,
    }
}

/// "students who live in HKG", "students living in each city": a verb naming a table of
/// relations that refers to the subject's table (`lives_in`), before a place that is the
/// subject's own value or column, relates the subject to its own attribute; the relation is
/// not meant.
pub(crate) fn verbs_before_own_places(ctx: &Context, units: &mut [Unit]) {
    for i in 1..units.len() {
        let u = &units[i];
        let Some((relation, _)) = best_table(u) else {
            continue;
        };
        let word = &ctx.tokens[u.start];
        let before_place = u.end == u.start + 1
            && word.kind == TokenKind::Word
            && !word.is_capitalised()
            && ctx
                .tokens
                .get(u.end)
                .is_some_and(|t| clarisql_text::is_place_preposition(&t.norm));
        if !before_place {
            continue;
        }
        // The subject: the table named by the last word before the verb that is not a function
        // word ("students who live").
        let subject = units[..i]
            .iter()
            .rev()
            .find(|p| !p.is_filler())
            .and_then(best_table)
            .filter(|&(s, score)| {
                score >= 0.9 && s != relation && ctx.foreign_key(relation, s).is_some()
            });
        let Some((subject, _)) = subject else {
            continue;
        };
        // The place: the next thing named, three words on at most ("in the", "in each").
        let place = units[i + 1..]
            .iter()
            .find(|p| p.is_link())
            .filter(|p| ctx.tokens[u.end..p.start].len() <= 3);
        let own = place.is_some_and(|p| {
            p.values
                .first()
                .map(|v| v.column.table == subject)
                .or_else(|| best_column(p).map(|(c, _)| c.table == subject))
                .unwrap_or(false)
                && best_table(p).is_none()
        });
        if own {
            units[i]
                .schema
                .retain(|m| m.element != Element::Table(relation));
        }
    }
}
