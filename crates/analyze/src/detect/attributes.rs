//! Attribute-level issues (SELECT clause):
//! - ColumnUnanswerable / CalculationUnanswerable: a noun the question asks about that no column
//!   of the database answers to; a derived measure ("efficiency score", "profit margin") is a
//!   calculation with no formula in the data, anything else a missing column. Reported with the
//!   closest columns that exist.
//! - TypeToken: "how many X" over a column X: every row, or every different X?
//! - VagueIntent: an evaluative question ("how is X doing?", "which sells best?") that names no
//!   column: which measure? (rows with no measure at all: nothing to judge by, a missing column);
//!   a judgement of a named measure ("the best sale price"): the highest or the lowest?

use super::{covered, Detector};
use crate::cues::Cue;
use crate::interpret::{Context, Interpretation};
use crate::segment::Unit;
use crate::taxonomy::{
    distinguish_alike, or_list, or_list_zh, worded_in_chinese, Candidate, CandidateKind, Category,
    Finding,
};
use clarisql_lake::{ColumnId, ColumnKind, TableId};
use clarisql_sql::{Agg, Expr, Query};
use clarisql_text::{
    comparable_concepts, identifier_words, is_evaluative, is_metric_noun, is_question_cue,
    umbrella_members, TokenKind,
};

/// "what kind of car", "any type of dish": a classifier word that only picks out the rows. After
/// "the" ("the types of competition") it asks for an attribute of them.
fn classifier_filler(tokens: &[clarisql_text::Token], k: usize) -> bool {
    matches!(
        tokens[k].norm.as_str(),
        "kind" | "kinds" | "type" | "types" | "sort" | "sorts"
    ) && k.checked_sub(1).is_some_and(|p| {
        matches!(
            tokens[p].norm.as_str(),
            "what" | "which" | "any" | "all" | "every" | "some" | "this" | "that" | "a"
        )
    })
}

/// A word an English idiom puts where a noun could be, naming no data: a unit after a number
/// ("20 years old"), "times" in a count ("the number of times", "how many times"), a frequency
/// after a superlative ("the most common", "most often"), a verb after "who" or a passive
/// auxiliary ("who won", "were born", "has been named"), a verb of change ending its clause or
/// before its span ("how did X change from 2019 to 2021"), a month said as a time.
fn idiom_word(tokens: &[clarisql_text::Token], k: usize) -> bool {
    let norm = tokens[k].norm.as_str();
    let prev = k.checked_sub(1).map(|p| &tokens[p]);
    let prev_norm = prev.map(|t| t.norm.as_str()).unwrap_or("");
    let next_norm = tokens.get(k + 1).map(|t| t.norm.as_str());
    (matches!(
        norm,
        "change" | "changed" | "changes" | "vary" | "varied" | "evolve"
    ) && !matches!(prev_norm, "the" | "a" | "any" | "biggest" | "largest")
        && next_norm.is_none_or(|n| {
            matches!(
                n,
                "from" | "between" | "over" | "since" | "?" | "." | "," | "!" | ";" | "("
            )
        }))
        || (prev.is_some_and(|t| t.kind == TokenKind::Number) && clarisql_text::is_time_unit(norm))
        // Arriving, "requests that came in", "which district put in the most".
        || (matches!(norm, "came" | "come" | "comes" | "put" | "puts") && next_norm == Some("in"))
        // A month said as a time, "in april 2024", "since jan", "the april courses".
        || (clarisql_text::month_number(norm).is_some()
            && (matches!(prev_norm, "in" | "since" | "during" | "the")
                || tokens
                    .get(k + 1)
                    .is_some_and(|t| t.kind == TokenKind::Number)))
        || (matches!(norm, "times" | "time") && matches!(prev_norm, "of" | "many" | "most"))
        || (matches!(
            norm,
            "common" | "often" | "frequent" | "frequently" | "popular" | "majority"
        ) && matches!(prev_norm, "most" | "least" | "the"))
        || matches!(prev_norm, "who" | "been" | "were" | "was")
        // "patients on our books", "staff on the payroll", "clients on file": being recorded.
        || (matches!(
            norm,
            "books" | "file" | "record" | "records" | "roster" | "payroll" | "register"
        ) && (prev_norm == "on"
            || (matches!(prev_norm, "our" | "the" | "its" | "their" | "your")
                && k >= 2
                && tokens[k - 2].norm == "on")))
}

/// Whether the word before token `k` is the last word of a table's name in the database
/// ("faculty" before "members"), even when the linker joined it to a column phrase.
fn ends_with_table_word(ctx: &Context, k: usize) -> bool {
    let Some(prev) = k.checked_sub(1).map(|p| &ctx.tokens[p]) else {
        return false;
    };
    ctx.lake.db(ctx.db).tables.iter().any(|t| {
        clarisql_text::identifier_words(&t.name)
            .last()
            .is_some_and(|w| clarisql_text::stem(w) == prev.stem)
    })
}

fn column_candidate(ctx: &Context, c: ColumnId, score: f32) -> Candidate {
    Candidate {
        kind: CandidateKind::Column,
        database: Some(ctx.lake.db(c.table.db).id.clone()),
        table: Some(ctx.lake.table(c.table).name.clone()),
        column: Some(ctx.lake.column(c).name.clone()),
        value: None,
        score: score.clamp(0.0, 1.0),
        label: ctx.lake.column(c).spoken_name(),
    }
}

/// Candidates of `columns`, named as people name them (told apart by table when alike).
fn column_candidates(ctx: &Context, columns: &[(ColumnId, f32)]) -> Vec<Candidate> {
    let mut out: Vec<Candidate> = columns
        .iter()
        .map(|(c, s)| column_candidate(ctx, *c, *s))
        .collect();
    distinguish_alike(&mut out);
    out
}

/// Columns of `tables` whose names look most like `phrase` (shared word stems, then spelling).
/// The score of a column listed because nothing looked like the words (what there is).
const NOTHING_ALIKE: f32 = 0.1;

fn closest_columns(
    ctx: &Context,
    phrase: &str,
    tables: &[TableId],
    limit: usize,
) -> Vec<(ColumnId, f32)> {
    let stems: Vec<String> = clarisql_text::words(phrase)
        .iter()
        .map(|w| clarisql_text::stem(w))
        .collect();
    let mut scored: Vec<(ColumnId, f32)> = Vec::new();
    for &t in tables {
        for (c, col) in ctx.lake.table(t).columns.iter().enumerate() {
            let words: Vec<String> = clarisql_text::identifier_words(&col.name);
            let col_stems: Vec<String> = words.iter().map(|w| clarisql_text::stem(w)).collect();
            let shared = stems.iter().filter(|s| col_stems.contains(s)).count() as f32
                / stems.len().max(1) as f32;
            let spelling = strsim::jaro_winkler(&phrase.to_lowercase(), &words.join(" ")) as f32;
            let score = 0.6 * shared + 0.4 * spelling;
            if score > 0.45 {
                scored.push((t.column(c), score));
            }
        }
    }
    scored.sort_by(|a, b| b.1.total_cmp(&a.1));
    if scored.is_empty() {
        // Nothing looks alike: name what there is, so the user can rephrase.
        scored = tables
            .iter()
            .flat_map(|&t| {
                (0..ctx.lake.table(t).columns.len()).map(move |c| (t.column(c), NOTHING_ALIKE))
            })
            .filter(|(c, _)| {
                clarisql_text::identifier_words(&ctx.lake.column(*c).name)
                    .last()
                    .is_none_or(|w| w != "id")
            })
            .collect();
    }
    scored.truncate(limit);
    scored
}

/// Each column as the findings name it (see `column_candidates`).
fn column_labels(ctx: &Context, columns: &[(ColumnId, f32)]) -> Vec<String> {
    column_candidates(ctx, columns)
        .into_iter()
        .map(|c| c.label)
        .collect()
}

/// The tables the question's words name surely, themselves or by a column, in question order.
fn named_tables(units: &[Unit]) -> Vec<TableId> {
    let mut out: Vec<TableId> = Vec::new();
    for m in units.iter().filter_map(|u| u.schema.first()) {
        let t = match m.element {
            clarisql_index::Element::Table(t) => t,
            clarisql_index::Element::Column(c) => c.table,
        };
        if m.score >= 0.8 && !out.contains(&t) {
            out.push(t);
        }
    }
    out
}

/// The tables a reading is about: its focus, else those of its query.
fn reading_tables(reading: &Interpretation) -> Vec<TableId> {
    if !reading.facts.focus.is_empty() {
        return reading.facts.focus.clone();
    }
    reading
        .query
        .as_ref()
        .map(|q| q.needed_tables())
        .unwrap_or_default()
}

pub struct UnknownAttribute;

impl Detector for UnknownAttribute {
    fn name(&self) -> &'static str {
        "ColumnUnanswerable / CalculationUnanswerable"
    }

    fn detect(&self, ctx: &Context, units: &[Unit], reading: &mut Interpretation) {
        let mut tables = reading_tables(reading);
        if tables.is_empty() {
            // No query came of the question (often because of the very word no column
            // answers to): it is about the tables its words name.
            tables = named_tables(units);
        }
        if let Some(f) = unmeasured_property(ctx, &tables) {
            reading.findings.push(f);
            return;
        }
        let whole_database = tables.is_empty();
        if whole_database {
            // Nothing of the question names a table ("Show all majors."): it is about the
            // database as a whole.
            tables = ctx.lake.tables_of(ctx.db).collect();
        }
        let mut i = 0;
        while i < units.len() {
            let u = &units[i];
            let t = &ctx.tokens[u.start];
            // "这家公司", "该企业": a pointer back to a thing already named, not data asked for.
            let pointed =
                u.start > 0 && clarisql_text::is_pointer_word(&ctx.tokens[u.start - 1].norm);
            // "the names of members" where members have no name column: the name (or date) word
            // links to other tables' names, none of which the reading could use.
            let unplaced_name = (clarisql_text::is_name_word(&t.norm)
                || matches!(t.norm.as_str(), "date" | "dates"))
                && reading.unexplained.contains(&(u.start, u.end));
            // "with its parking spaces": after a possessive comes a noun phrase, an attribute
            // of the thing asked about.
            let possessed = u.start > 0
                && matches!(
                    ctx.tokens[u.start - 1].norm.as_str(),
                    "its" | "their" | "his" | "her"
                );
            // A motion verb the reading explained ("depart" before "from", read as the key
            // that says so) names nothing missing.
            let motion = ctx
                .tokens
                .get(u.end)
                .is_some_and(|n| clarisql_text::direction_words(&n.norm).is_some());
            // Nor does a word the reading read with its neighbour ("founded year").
            let restated = reading.facts.used.get(i).copied().unwrap_or(false)
                && reading.facts.restated.get(i).copied().unwrap_or(false);
            let explained = (motion || restated)
                && reading.query.is_some()
                && !reading.unexplained.contains(&(u.start, u.end));
            let candidate_noun = ((u.unknown && !explained) || unplaced_name)
                && !pointed
                && matches!(t.kind, TokenKind::Word | TokenKind::Cjk)
                && !t.is_function_word()
                && (possessed
                    || !super::verb_like(ctx.index.segmenter(), ctx.tokens, u.start, u.end))
                && !idiom_word(ctx.tokens, u.start)
                && !clarisql_text::is_filler_noun(&t.norm)
                && !classifier_filler(ctx.tokens, u.start)
                && !is_question_cue(&t.norm)
                && comparable_concepts(&t.norm).is_none()
                // "the best cost-effectiveness": a degree of what follows, not a noun.
                && !matches!(t.norm.as_str(), "best" | "worst" | "better" | "worse")
                && !(u.start > 0 && t.is_capitalised())
                && super::values::kind_modified(ctx, units, u.start, u.end).is_none();
            // Units k - 1 and k are one word with a hyphen between.
            let hyphenated = |k: usize| {
                let gap = &ctx.text
                    [ctx.tokens[units[k - 1].end - 1].end..ctx.tokens[units[k].start].start];
                matches!(gap, "-" | "‐")
            };
            // A noun right after a table's name restates the thing ("faculty members"); joined
            // to it by a hyphen it makes another word ("cost-effectiveness").
            let after_table = i > 0
                && units[i - 1].end == u.start
                && !hyphenated(i)
                && (reading.facts.is_table.get(i - 1).copied().unwrap_or(false)
                    || ends_with_table_word(ctx, u.start));
            // A classifier noun after the table ("transaction types", "product categories")
            // asks for an attribute of it.
            let classifier = matches!(
                t.stem.as_str(),
                "type" | "categori" | "kind" | "class" | "status" | "level" | "grade"
            );
            let restates_column = crate::segment::restates_column_values(ctx.tokens, units, i);
            // "the aircraft names", "an exhibition attendance over 200": an attribute the
            // reading could not place, or one compared with a number, is asked for, not restated.
            let compared_next = units.get(i + 1).is_some_and(|n| {
                matches!(n.cue, Some(Cue::Compare(_)))
                    && units.get(i + 2).is_some_and(|v| v.number.is_some())
            });
            // "the average order quantity": what an aggregate takes of a table's rows is an
            // attribute of them, not the rows restated.
            let aggregated = after_table
                && i >= 2
                && matches!(
                    units[..i - 1]
                        .iter()
                        .rev()
                        .find(|p| !p.is_filler())
                        .and_then(|p| p.cue),
                    Some(Cue::Agg(_))
                );
            // "member called X": a naming verb after the noun ends it.
            let extends =
                |n: &Unit| n.unknown && !clarisql_text::is_naming_verb(&ctx.tokens[n.start].norm);
            let restates_table = (after_table || restates_column)
                && !aggregated
                && !classifier
                && !unplaced_name
                && !compared_next
                && !units
                    .get(i + 1)
                    .is_some_and(|n| extends(n) && n.start == u.end);
            if !candidate_noun || restates_table || covered(ctx, reading, u.start, u.end) {
                i += 1;
                continue;
            }
            // The noun phrase: this word and the unknown or generic words right after it
            // ("efficiency score", "model name"), and whatever a hyphen joins to it
            // ("value-for-money ratio").
            let mut first = i;
            while first > 0 && hyphenated(first) {
                first -= 1;
            }
            // "battery life": a word right before the noun that the data names only loosely,
            // by spelling, not by a word of the name (battery ~ `bats`, where "rating" is a word
            // of `rating_in_percent`), modifies it; together they name one thing the data
            // lacks, and the loose reading of the modifier is no answer to it.
            let loose_modifier = first > 0 && {
                let m = &units[first - 1];
                let best = m.schema.iter().map(|x| x.score).fold(0.0, f32::max);
                let stem = &ctx.tokens[m.start].stem;
                let a_word_of = |name: &str| {
                    identifier_words(name)
                        .iter()
                        .any(|w| clarisql_text::stem(w) == *stem)
                };
                let named_by_a_word = m.schema.iter().any(|x| match x.element {
                    clarisql_index::Element::Column(c) => a_word_of(&ctx.lake.column(c).name),
                    clarisql_index::Element::Table(t) => a_word_of(&ctx.lake.table(t).name),
                });
                !named_by_a_word
                    && m.end == units[first].start
                    && m.values.is_empty()
                    && m.cue.is_none()
                    && m.number.is_none()
                    && best > 0.0
                    && best < 0.8
                    && m.end - m.start == 1
                    && ctx.tokens[m.start].kind == TokenKind::Word
                    && !clarisql_text::is_stopword(&ctx.tokens[m.start].norm)
                    // A modifier in a compound is singular ("battery life"); "values appear"
                    // is a subject and its verb.
                    && !ctx.tokens[m.start].looks_plural()
                    && !is_generic(&ctx.tokens[m.start].norm)
            };
            if loose_modifier {
                first -= 1;
            }
            let mut end = i + 1;
            while end < units.len()
                && (hyphenated(end)
                    || ((units[end].unknown || is_generic(&ctx.tokens[units[end].start].norm))
                        && units[end].cue.is_none()))
                && matches!(
                    ctx.tokens[units[end].start].kind,
                    TokenKind::Word | TokenKind::Cjk
                )
            {
                end += 1;
            }
            let (s, e) = (units[first].start, units[end - 1].end);
            let phrase = ctx.text[ctx.tokens[s].start..ctx.tokens[e - 1].end].to_string();
            let words: Vec<&str> = ctx.tokens[s..e].iter().map(|t| t.norm.as_str()).collect();
            // Only a noun the question asks about, one the lake uses elsewhere, one compared with
            // a number ("an attendance more than 100") or a named measure is an attribute.
            let asked = !reading.facts.in_condition.get(i).copied().unwrap_or(false) || possessed;
            let known_elsewhere = ctx.tokens[s..e]
                .iter()
                .any(|t| ctx.index.lexicon.contains(&t.stem));
            let compared = units.get(end).is_some_and(|n| {
                matches!(n.cue, Some(Cue::Compare(_)) | Some(Cue::Between))
                    && units.get(end + 1).is_some_and(|v| v.number.is_some())
            });
            // "for each loyalty tier", "per region": the rows are to be grouped by it.
            let grouped = units[..i]
                .iter()
                .rev()
                .find(|p| !p.is_filler())
                .is_some_and(|p| p.cue == Some(Cue::Each));
            // "lifetime value", "value-for-money score": a named measure, not a stored attribute
            // (wherever it stands: "the student with the best cost-effectiveness").
            let calculation = words.iter().any(|w| is_metric_noun(w))
                || (words.len() > 1 && words.contains(&"value"));
            if !(asked || known_elsewhere || compared || grouped || calculation) {
                i = end;
                continue;
            }
            let closest = closest_columns(ctx, &phrase, &tables, 4);
            let zh = worded_in_chinese(ctx.text);
            let table_names: Vec<String> = if whole_database {
                let id = &ctx.lake.db(ctx.db).id;
                vec![if zh {
                    format!("数据库 {id} ")
                } else {
                    format!("database {id}")
                }]
            } else {
                tables
                    .iter()
                    .map(|t| ctx.lake.table(*t).name.clone())
                    .collect()
            };
            let labels = column_labels(ctx, &closest);
            let span = (
                clarisql_text::char_offset(ctx.text, ctx.tokens[s].start),
                clarisql_text::char_offset(ctx.text, ctx.tokens[e - 1].end),
            );
            // "the size of all people" over `height` and `weight`: an umbrella noun for several
            // columns is a choice among them, answered by naming one (its words replace the
            // noun in the question).
            let said = phrase.to_lowercase();
            let said = said
                .strip_suffix(" values")
                .or_else(|| said.strip_suffix(" value"))
                .unwrap_or(&said);
            let covered_columns: Vec<ColumnId> = umbrella_members(said)
                .map(|heads| {
                    ctx.columns_of(&tables)
                        .filter(|&c| {
                            !ctx.lake.is_key(c)
                                && identifier_words(&ctx.lake.column(c).name)
                                    .last()
                                    .is_some_and(|w| heads.contains(&w.as_str()))
                        })
                        .collect()
                })
                .unwrap_or_default();
            if covered_columns.len() >= 2 {
                let candidates: Vec<Candidate> = covered_columns
                    .iter()
                    .map(|&c| Candidate {
                        value: Some(identifier_words(&ctx.lake.column(c).name).join(" ")),
                        ..column_candidate(ctx, c, 0.5)
                    })
                    .collect();
                let mut f = Finding::column_choice(span, &phrase, candidates, zh);
                f.evidence = "a word that covers several columns of the table".into();
                f.blocking = true;
                reading.findings.push(f);
                i = end;
                continue;
            }
            // "How many suites …" over room types 'Junior Suite' and 'Executive Suite': the
            // noun is the kind several stored values are of, not a missing column.
            if e == s + 1 {
                if let Some((col, kinds)) = kinds_named_by(ctx, &tables, &ctx.tokens[s]) {
                    let counted = units[..i].iter().any(|p| p.cue == Some(Cue::Count));
                    reading
                        .findings
                        .push(kind_noun_finding(ctx, span, &phrase, col, &kinds, counted));
                    i = end;
                    continue;
                }
            }
            if !(known_elsewhere || calculation || grouped) {
                if let Some(f) = world_knowledge(ctx, reading, units, span, &phrase, s, e) {
                    reading.findings.push(f);
                    i = end;
                    continue;
                }
            }
            let mut f = if calculation {
                let mut f = Finding::new(
                    Category::CalculationUnanswerable,
                    span,
                    phrase.clone(),
                    if zh {
                        format!(
                            "“{phrase}”是一个派生指标：{}中没有保存它的列，数据也没有定义它的计算方法{}",
                            or_list_zh(&table_names),
                            if labels.is_empty() { String::new() } else { format!("；相关的列：{}", or_list_zh(&labels)) }
                        )
                    } else {
                        format!(
                            "'{phrase}' is a derived measure: no column of {} holds it and the data defines no formula for it{}",
                            or_list(&table_names),
                            if labels.is_empty() { String::new() } else { format!("; related columns: {}", or_list(&labels)) }
                        )
                    },
                );
                f.evidence = "a measure-like noun phrase that matches no column".into();
                f
            } else {
                let mut f = missing_column(ctx, span, &phrase, &table_names, &closest);
                f.evidence = if known_elsewhere {
                    "a noun other databases use as a column name, absent here".into()
                } else {
                    "a noun that matches no column or value".into()
                };
                f
            };
            f.candidates = column_candidates(ctx, &closest);
            // When the engine had to guess what to show, this noun was the thing asked for: it
            // blocks. Otherwise the engine refuses on confidence and the finding says why.
            // A missing grouping key would silently drop the grouping: it blocks too.
            f.blocking =
                (asked && (reading.facts.projection_defaulted || loose_modifier)) || grouped;
            reading.findings.push(f);
            i = end;
        }
    }
}

/// The column of `tables` whose stored values include two or more kinds of the thing `word`
/// names: values of several words whose last word is that noun ("suites": 'Junior Suite',
/// 'Executive Suite' of `room_type`). Names (values that tell rows apart) are no kinds.
fn kinds_named_by(
    ctx: &Context,
    tables: &[TableId],
    word: &clarisql_text::Token,
) -> Option<(ColumnId, Vec<String>)> {
    if word.kind != TokenKind::Word || word.stem.chars().count() < 3 {
        return None;
    }
    ctx.columns_of(tables)
        .filter(|&c| {
            let p = &ctx.lake.column(c).profile;
            p.values_complete
                && !ctx.lake.is_key(c)
                && !ctx.lake.has_unique_values(c)
                && ctx.lake.repeats_values(c)
        })
        .find_map(|c| {
            let kinds: Vec<String> = ctx
                .lake
                .column(c)
                .profile
                .values
                .iter()
                .filter(|v| {
                    let words = clarisql_text::words(v);
                    words.len() >= 2
                        && words
                            .last()
                            .is_some_and(|w| clarisql_text::stem(w) == word.stem)
                })
                .cloned()
                .collect();
            (kinds.len() >= 2).then_some((c, kinds))
        })
}

/// The finding for a noun that is the kind of several stored values (`kinds` of `col`).
/// Counted ("how many suites"), it is a TypeToken: the rows of those kinds, or the kinds
/// themselves. Otherwise it is a ValueAmbiguity: which kind.
fn kind_noun_finding(
    ctx: &Context,
    span: (usize, usize),
    phrase: &str,
    col: ColumnId,
    kinds: &[String],
    counted: bool,
) -> Finding {
    use clarisql_sql::{Cond, Literal};
    let zh = worded_in_chinese(ctx.text);
    let table = ctx.lake.table(col.table).name.clone();
    let column = ctx.lake.column(col).name.clone();
    let option = |label: String, value: Option<String>, kind: CandidateKind| Candidate {
        kind,
        database: Some(ctx.lake.db(ctx.db).id.clone()),
        table: Some(table.clone()),
        column: Some(column.clone()),
        value,
        score: 0.5,
        label,
    };
    let listed = if zh {
        or_list_zh(kinds)
    } else {
        or_list(kinds)
    };
    if counted {
        let mut rows = Query::new(ctx.db);
        rows.tables = vec![col.table];
        rows.filter = vec![Cond::InList {
            expr: Expr::Column(col),
            values: kinds.iter().map(|k| Literal::Text(k.clone())).collect(),
            negated: false,
        }];
        let mut every = rows.clone();
        every.select = vec![Expr::CountStar];
        let mut different = rows;
        different.select = vec![Expr::Agg {
            func: Agg::Count,
            column: col,
            distinct: true,
        }];
        let mut f = Finding::new(
            Category::TypeToken,
            span,
            phrase,
            if zh {
                format!("“{phrase}”的个数可能是这些类别（{listed}）的{table}行数，也可能是类别本身的个数")
            } else {
                format!("'how many {phrase}' may count the {table} rows of those kinds ({listed}) or the kinds themselves")
            },
        );
        f.evidence = format!("'{phrase}' is the kind several values of {table}.{column} are of");
        f.question = Some(if zh {
            format!("您要的是这些类别的{table}行数，还是类别的个数？")
        } else {
            format!(
                "Do you want the number of {table} rows of those kinds, or the number of kinds?"
            )
        });
        f.candidates = vec![
            option(
                if zh {
                    format!("{column}为{listed}的{table}行数")
                } else {
                    format!("{table} rows whose {column} is {listed}")
                },
                None,
                CandidateKind::Reading,
            ),
            option(
                if zh {
                    format!("不同{column}值的个数")
                } else {
                    format!("different {column} values")
                },
                None,
                CandidateKind::Reading,
            ),
        ];
        f.readings = vec![every, different];
        return f;
    }
    let mut f = Finding::new(
        Category::ValueAmbiguity,
        span,
        phrase,
        if zh {
            format!("“{phrase}”可能指{listed}（{column}）")
        } else {
            format!("'{phrase}' may mean {listed} ({column})")
        },
    );
    f.evidence = format!("'{phrase}' is the kind several values of {table}.{column} are of");
    f.question = Some(if zh {
        format!("“{phrase}”指哪一种：{listed}？")
    } else {
        format!("Which kind of {phrase} do you mean: {listed}?")
    });
    f.candidates = kinds
        .iter()
        .map(|k| option(k.clone(), Some(k.clone()), CandidateKind::Value))
        .collect();
    f
}

/// "the capital of Norway", "挪威的首都": an unknown noun asked of a value the data holds only
/// as what describes rows (a brand's country), not as a row of its own. Nothing in the lake is
/// about that thing: the question asks the world, not the data (OutOfScope). A value that names
/// rows of its own table ("the email of Bluepeak", a brand) leaves a missing column instead.
/// `[s, e)` are the noun phrase's tokens.
fn world_knowledge(
    ctx: &Context,
    reading: &Interpretation,
    units: &[Unit],
    span: (usize, usize),
    phrase: &str,
    s: usize,
    e: usize,
) -> Option<Finding> {
    let tokens = &ctx.tokens;
    // The value's first token: after "of" (and an article), or before 的.
    let english = tokens.get(e).is_some_and(|t| t.norm == "of");
    let at = if english {
        let k = e + 1;
        if tokens.get(k).is_some_and(|t| t.norm == "the") {
            k + 1
        } else {
            k
        }
    } else if s >= 2 && tokens[s - 1].norm == "的" {
        units.iter().find(|u| u.end == s - 1)?.start
    } else {
        return None;
    };
    let k = units.iter().position(|u| u.start == at)?;
    let (column, value) = reading.facts.grounding.iter().find_map(|(j, g)| match g {
        crate::interpret::Grounding::Value(c, v) if *j == k => Some((*c, v.clone())),
        _ => None,
    })?;
    if ctx.lake.is_key(column)
        || crate::detect::values::name_column(ctx, column.table) == Some(column)
    {
        return None;
    }
    let table = &ctx.lake.table(column.table).name;
    let col = identifier_words(&ctx.lake.column(column).name).join(" ");
    let db = &ctx.lake.db(ctx.db).id;
    let message = if worded_in_chinese(ctx.text) {
        format!("“{phrase}”是关于“{value}”的常识或网络知识：数据只把“{value}”记作{table}的{col}，没有关于它本身的信息；clarisql 只回答数据库 {db} 中数据的问题")
    } else {
        format!("'{phrase}' of '{value}' is world knowledge: the data holds '{value}' only as the {col} of {table}, nothing about it; clarisql answers questions about the data in {db}")
    };
    let mut f = Finding::new(Category::OutOfScope, span, phrase, message);
    f.evidence = "an unknown noun asked of a value that only describes rows".into();
    Some(f)
}

/// Whether an adjective's concepts (`comparable_concepts`) are a physical dimension that
/// only a column of its own measures: not an age, a time or a length of time (read off dates),
/// a size (how big a show was may be its visitors) nor a popularity (a judgement).
fn physical_dimension(concepts: &[&str]) -> bool {
    let physical = |c: &&str| {
        matches!(
            *c,
            "height"
                | "weight"
                | "length"
                | "depth"
                | "width"
                | "distance"
                | "speed"
                | "temperature"
        )
    };
    concepts.iter().any(physical) && !concepts.iter().any(|c| matches!(*c, "duration" | "size"))
}

/// "How tall is the bronze horse?" where nothing of the thing measures a height: the property
/// the adjective after "how" names (`comparable_concepts`) is a column the tables lack.
fn unmeasured_property(ctx: &Context, tables: &[TableId]) -> Option<Finding> {
    let (k, concepts) = crate::interpret::how_adjective(ctx.tokens)?;
    // "how old are they" is an age, which dates of birth, making or founding also tell; missing
    // only when no table of the database records one (the reading may not have joined it).
    let everything: Vec<TableId> = ctx.lake.tables_of(ctx.db).collect();
    let age = concepts.contains(&"age")
        && !ctx.columns_of(&everything).any(|c| {
            identifier_words(&ctx.lake.column(c).name).iter().any(|w| {
                matches!(
                    w.as_str(),
                    "age"
                        | "birth"
                        | "born"
                        | "dob"
                        | "year"
                        | "founded"
                        | "established"
                        | "built"
                        | "made"
                )
            })
        });
    if tables.is_empty() || !(physical_dimension(concepts) || age) {
        return None;
    }
    let adjective = &ctx.tokens[k];
    let stems: Vec<String> = concepts.iter().map(|w| clarisql_text::stem(w)).collect();
    let measured = ctx.columns_of(tables).any(|c| {
        ctx.index
            .column_names(c)
            .phrases
            .iter()
            .any(|p| p.stems.iter().any(|s| stems.contains(s)))
    });
    if measured {
        return None;
    }
    let span = (
        clarisql_text::char_offset(ctx.text, adjective.start),
        clarisql_text::char_offset(ctx.text, adjective.end),
    );
    let table_names: Vec<String> = tables
        .iter()
        .map(|t| ctx.lake.table(*t).name.clone())
        .collect();
    let closest = closest_columns(ctx, concepts.join(" ").as_str(), tables, 4);
    let mut f = missing_column(ctx, span, &adjective.raw, &table_names, &closest);
    f.evidence = "an adjective of a property no column measures".into();
    f.candidates = column_candidates(ctx, &closest);
    f.blocking = true;
    Some(f)
}

/// The ColumnUnanswerable finding for `phrase`: no column of `tables` holds it; `closest` are
/// the columns that look most like it (or, when none does, some of what there is, not named
/// "closest" in the message).
fn missing_column(
    ctx: &Context,
    span: (usize, usize),
    phrase: &str,
    table_names: &[String],
    closest: &[(ColumnId, f32)],
) -> Finding {
    let labels = column_labels(ctx, closest);
    let alike = closest.iter().any(|&(_, s)| s > NOTHING_ALIKE);
    let message = if worded_in_chinese(ctx.text) {
        format!(
            "{}中没有与“{phrase}”对应的列{}",
            or_list_zh(table_names),
            match (labels.is_empty(), alike) {
                (true, _) => String::new(),
                (false, true) => format!("；最接近的是{}", or_list_zh(&labels)),
                (false, false) => String::new(),
            }
        )
    } else {
        format!(
            "'{phrase}' matches no column of {}{}",
            or_list(table_names),
            match (labels.is_empty(), alike) {
                (true, _) => String::new(),
                (false, true) => format!("; the closest are {}", or_list(&labels)),
                // Nothing alike: the candidates still list what there is, and the dialogue
                // says what can be answered instead.
                (false, false) => String::new(),
            }
        )
    };
    Finding::new(
        Category::ColumnUnanswerable,
        span,
        phrase.to_string(),
        message,
    )
}

/// "the names of technicians" when technicians have no name: the column the words found
/// belongs to another table of rows, so it is another thing's name. A blocking
/// ColumnUnanswerable on `owner`, with its closest columns.
pub(crate) fn not_a_column_of(
    ctx: &Context,
    span: (usize, usize),
    phrase: &str,
    owner: TableId,
) -> Finding {
    let closest = closest_columns(ctx, phrase, &[owner], 4);
    let mut f = missing_column(
        ctx,
        span,
        phrase,
        &[ctx.lake.table(owner).name.clone()],
        &closest,
    );
    f.evidence = "the words name a column of another table, not of the table they belong to".into();
    f.candidates = column_candidates(ctx, &closest);
    f.blocking = true;
    f
}

fn is_generic(norm: &str) -> bool {
    matches!(
        norm,
        "name"
            | "names"
            | "id"
            | "ids"
            | "number"
            | "numbers"
            | "code"
            | "codes"
            | "value"
            | "values"
            | "score"
            | "scores"
            | "rate"
            | "rates"
    )
}

pub struct TypeToken;

impl Detector for TypeToken {
    fn name(&self) -> &'static str {
        "TypeToken"
    }

    fn detect(&self, ctx: &Context, units: &[Unit], reading: &mut Interpretation) {
        if let Some(f) = things_or_their_rows(ctx, units, reading) {
            reading.findings.push(f);
            return;
        }
        let Some((j, col)) = reading.facts.count_over_column else {
            return;
        };
        let Some(q) = reading.query.clone() else {
            return;
        };
        if !q.select.contains(&Expr::CountStar) {
            return;
        }
        let u = &units[j];
        // Only when the counted word names what the column holds (its head noun: "cities" for
        // `city`, or the thing a name column names: "drugs" for `drug_name`), not when it names
        // the rows ("transactions" for `transaction_type`).
        let words = clarisql_text::identifier_words(&ctx.lake.column(col).name);
        let head = words.last().map(|w| clarisql_text::stem(w));
        let named_thing = match words.as_slice() {
            [thing, name] if clarisql_text::is_name_word(name) => Some(clarisql_text::stem(thing)),
            _ => None,
        };
        let counted_head = ctx.tokens[u.start..u.end]
            .iter()
            .rev()
            .find(|t| t.is_word())
            .map(|t| t.stem.clone());
        let names_column = head.is_some() && (head == counted_head || named_thing == counted_head);
        if !names_column || ctx.lake.has_unique_values(col) {
            return;
        }
        let text = ctx.span_text(u);
        let mut distinct = q.clone();
        for e in distinct.select.iter_mut() {
            if *e == Expr::CountStar {
                *e = Expr::Agg {
                    func: Agg::Count,
                    column: col,
                    distinct: true,
                };
            }
        }
        let table = ctx.lake.table(col.table).name.clone();
        let column = ctx.lake.column(col).name.clone();
        let zh = worded_in_chinese(ctx.text);
        let mut f = Finding::new(
            Category::TypeToken,
            ctx.char_span(u),
            text.clone(),
            if zh {
                format!("“{text}”的个数可能是{table}的行数，也可能是不同{column}值的个数")
            } else {
                format!("'how many {text}' may count every {table} row or only the different {column} values")
            },
        );
        f.evidence =
            format!("'{text}' names the column {table}.{column}, which repeats across rows");
        f.question = Some(if zh {
            format!("您要的是{table}的行数，还是不同{column}值的个数？")
        } else {
            format!("Do you want the number of {table} rows, or the number of different {column} values?")
        });
        let reading_option = |label: String, score: f32| Candidate {
            kind: CandidateKind::Reading,
            database: Some(ctx.lake.db(ctx.db).id.clone()),
            table: Some(table.clone()),
            column: Some(column.clone()),
            value: None,
            score,
            label,
        };
        f.candidates = if zh {
            vec![
                reading_option(format!("{table}的行数（COUNT(*)）"), 0.5),
                reading_option(
                    format!("不同{column}值的个数（COUNT(DISTINCT {column})）"),
                    0.5,
                ),
            ]
        } else {
            vec![
                reading_option(format!("every {table} row (COUNT(*))"), 0.5),
                reading_option(
                    format!("different {column} values (COUNT(DISTINCT {column}))"),
                    0.5,
                ),
            ]
        };
        f.readings = vec![q, distinct];
        reading.findings.push(f);
    }
}

/// "How many animals got adopted in 2024?", read as the different animals counted across the
/// adoptions that point at them: one animal may have several, so every adoption may be meant
/// (type-token). Not when the question says which: "different", "unique" or "types of" (the
/// things), a negation, the things having the rows ("students with an allergy"), or a noun
/// naming the rows (then the things are what is counted). `decide` drops the finding when the
/// two counts agree in the data.
fn things_or_their_rows(
    ctx: &Context,
    units: &[Unit],
    reading: &Interpretation,
) -> Option<Finding> {
    let things = reading.facts.counted_once_through?;
    let q = reading.query.as_ref()?;
    let key = ctx.lake.row_key(things)?;
    let once = Expr::Agg {
        func: Agg::Count,
        column: key,
        distinct: true,
    };
    let said = |cue: Cue| units.iter().any(|u| u.cue == Some(cue));
    if q.select != [once.clone()] || said(Cue::Distinct) || said(Cue::Not) {
        return None;
    }
    // "How many students have an allergy", "customers with a booking": what the things have
    // is named, and having one is what counts them. ("have" before a participle, "have we
    // tuned", "has Ann Lee done", is a tense, not a possession.)
    let tokens = ctx.tokens;
    let possession = tokens
        .iter()
        .enumerate()
        .any(|(i, t)| match t.norm.as_str() {
            "with" => true,
            "have" | "has" | "had" | "having" => !tokens[i + 1..]
                .iter()
                .filter(|t| t.is_word())
                .take(4)
                .any(|t| clarisql_text::is_past_participle(&t.norm)),
            _ => false,
        });
    if possession {
        return None;
    }
    // The word that named the things. The rows that point at them must go unnamed by a noun:
    // "how many customers have an account" names what the customers have, and counts the
    // customers; "how many courts got booked" leaves the bookings to a verb (or a partition's
    // scope word, "at the York branch"), and may count either.
    use crate::interpret::Grounding;
    let j = reading
        .facts
        .grounding
        .iter()
        .find_map(|(j, g)| matches!(g, Grounding::Table(t) if *t == things).then_some(*j))?;
    // "How many types of products": the kinds, surely.
    let before: Vec<&str> = tokens[..units[j].start]
        .iter()
        .rev()
        .filter(|t| t.is_word())
        .take(2)
        .map(|t| t.norm.as_str())
        .collect();
    if matches!(
        before.as_slice(),
        ["of", "type" | "types" | "kind" | "kinds" | "sort" | "sorts"]
    ) {
        return None;
    }
    let db = ctx.lake.db(ctx.db);
    // The tables the query reads: those it needs, and those the join passes through between
    // them.
    let named: Vec<usize> = q.needed_tables().iter().map(|t| t.table as usize).collect();
    let read: Vec<TableId> = clarisql_sql::join::plan(db, &named)
        .map(|plan| plan.steps.iter().map(|s| s.table).collect())
        .unwrap_or(named)
        .into_iter()
        .map(|table| TableId {
            db: ctx.db,
            table: table as u32,
        })
        .collect();
    let scope_words = crate::scope::scope_stems(ctx.families);
    let names_rows = |k: usize, t: TableId| {
        let words: Vec<&clarisql_text::Token> = tokens[units[k].start..units[k].end]
            .iter()
            .filter(|t| t.is_word())
            .collect();
        let verb = words.iter().all(|w| {
            clarisql_text::is_past_participle(&w.norm) || clarisql_text::is_verb_form(&w.norm)
        });
        let scope = scope_words
            .get(&t)
            .is_some_and(|stems| words.iter().all(|w| stems.contains(&w.stem)));
        !words.is_empty() && !verb && !scope
    };
    let names_other_rows = reading.facts.grounding.iter().any(|(k, g)| {
        *k != j
            && matches!(g, Grounding::Table(t) if *t != things && read.contains(t) && names_rows(*k, *t))
    });
    if names_other_rows {
        return None;
    }
    let rows_table = read.iter().copied().find(|u| {
        *u != things
            && db
                .foreign_keys
                .iter()
                .any(|fk| fk.from_table == u.table as usize && fk.to_table == things.table as usize)
    })?;
    let mut every = q.clone();
    for e in every.select.iter_mut() {
        if *e == once {
            *e = Expr::CountStar;
        }
    }
    let text = ctx.span_text(&units[j]);
    let thing_name = ctx.lake.table(things).name.clone();
    let rows_name = ctx.lake.table(rows_table).name.clone();
    let zh = worded_in_chinese(ctx.text);
    let mut f = Finding::new(
        Category::TypeToken,
        ctx.char_span(&units[j]),
        text.clone(),
        if zh {
            format!("“{text}”的个数可能是不同的{thing_name}个数，也可能是{rows_name}的行数（同一个可以出现多次）")
        } else {
            format!("'how many {text}' may count the different {thing_name} or every {rows_name} row (one may have several)")
        },
    );
    f.evidence = format!("{rows_name} rows refer to {thing_name}, several to the same one");
    f.question = Some(if zh {
        format!("您要的是不同{thing_name}的个数，还是{rows_name}的行数？")
    } else {
        format!(
            "Do you want the number of different {thing_name}, or the number of {rows_name} rows?"
        )
    });
    let option = |label: String| Candidate {
        kind: CandidateKind::Reading,
        database: Some(db.id.clone()),
        table: Some(thing_name.clone()),
        column: None,
        value: None,
        score: 0.5,
        label,
    };
    f.candidates = if zh {
        vec![
            option(format!("不同{thing_name}的个数")),
            option(format!("{rows_name}的行数")),
        ]
    } else {
        vec![
            option(format!("different {thing_name} (each counted once)")),
            option(format!("every {rows_name} row")),
        ]
    };
    f.readings = vec![q.clone(), every];
    Some(f)
}

pub struct VagueIntent;

impl Detector for VagueIntent {
    fn name(&self) -> &'static str {
        "VagueIntent"
    }

    fn detect(&self, ctx: &Context, units: &[Unit], reading: &mut Interpretation) {
        if let Some(f) = direction_of_judgement(ctx, units) {
            reading.findings.push(f);
            return;
        }
        if let Some(f) = rank_without_measure(ctx, units, reading) {
            reading.findings.push(f);
            return;
        }
        // A clause asking for a judgement ("how is X doing", "was it selling well", "how do they
        // compare in terms of living environment", "住起来拥挤吗") that names no column: the
        // measures of the thing are the candidates. A clause that names a column asks for it.
        let Some((s, e, k)) = judgement_clauses(ctx, units, reading).into_iter().next() else {
            return;
        };
        let Some(table) = reading_tables(reading).first().copied() else {
            return;
        };
        // "sales performance": the word before the judgement is its topic. The columns it may
        // name are the measures to offer, and its own ambiguity is this one.
        let topic: Vec<ColumnId> = topic_of(units, s, k)
            .map(|u| {
                let span = ctx.char_span(u);
                reading
                    .findings
                    .retain(|f| !(f.category == Category::ColumnAmbiguity && f.span == span));
                u.schema
                    .iter()
                    .filter_map(|m| match m.element {
                        clarisql_index::Element::Column(c) if c.table == table => Some(c),
                        _ => None,
                    })
                    .collect()
            })
            .unwrap_or_default();
        let measures: Vec<ColumnId> = ctx
            .lake
            .table(table)
            .columns
            .iter()
            .enumerate()
            .filter(|(i, c)| {
                let id = table.column(*i);
                // Keys and references number rows; they measure nothing (商品编号 as well as
                // `product_id`).
                (c.kind.is_numeric()
                    && c.kind != ColumnKind::Date
                    && !ctx.lake.is_key(id)
                    && !ctx.lake.refers(id))
                    // A grade ("risk level", "credit rating"): a judgement the data makes.
                    || (c.kind == ColumnKind::Text
                        && !ctx.lake.is_key(id)
                        && clarisql_text::identifier_words(&c.name).last().is_some_and(|w| {
                            matches!(
                                w.as_str(),
                                "level" | "grade" | "rating" | "rank" | "class" | "status" | "tier"
                            )
                        }))
            })
            .map(|(i, _)| table.column(i))
            .filter(|c| {
                clarisql_text::identifier_words(&ctx.lake.column(*c).name)
                    .last()
                    .is_none_or(|w| w != "id")
            })
            .take(8)
            .collect();
        // A column the judgement word itself was weakly read as ("performance" as a price).
        let judged: Vec<ColumnId> = units
            .iter()
            .filter(|u| u.start <= k && k < u.end)
            .flat_map(|u| u.schema.iter())
            .filter_map(|m| match m.element {
                clarisql_index::Element::Column(c) => Some(c),
                _ => None,
            })
            .collect();
        let of_topic: Vec<ColumnId> = measures
            .iter()
            .copied()
            .filter(|c| topic.contains(c))
            .collect();
        let measures = if of_topic.is_empty() {
            measures
        } else {
            of_topic
        };
        // "how much is X": a price, when the thing has prices; "for a week", "by the hour"
        // says which, when a column is priced per that unit (`weekly_rate`, `hourly_rate`).
        let how_much =
            ctx.tokens[k].norm == "how" && ctx.tokens.get(k + 1).is_some_and(|t| t.norm == "much");
        let words_of = |c: &ColumnId| clarisql_text::identifier_words(&ctx.lake.column(*c).name);
        let priced: Vec<ColumnId> = measures
            .iter()
            .copied()
            .filter(|c| {
                words_of(c).iter().any(|w| {
                    clarisql_text::is_money_word(w)
                        || matches!(w.as_str(), "rate" | "deposit" | "fund" | "prize")
                })
            })
            .collect();
        let price_asked = how_much && !priced.is_empty();
        let measures = if price_asked {
            let per_unit: Vec<ColumnId> = priced
                .iter()
                .copied()
                .filter(|c| {
                    let words = words_of(c);
                    ctx.tokens[k..e].iter().any(|t| {
                        clarisql_text::period_words(&t.norm)
                            .iter()
                            .any(|p| words.iter().any(|w| w == p))
                    })
                })
                .collect();
            if per_unit.is_empty() {
                priced
            } else {
                per_unit
            }
        } else {
            measures
        };
        if measures.is_empty() {
            // Nothing of the thing judged is a measure: the judgement has nothing to go by.
            let clause = ctx.text[ctx.tokens[s].start..ctx.tokens[e - 1].end].trim();
            let name = &ctx.lake.table(table).name;
            let held: Vec<String> = ctx
                .lake
                .table(table)
                .columns
                .iter()
                .enumerate()
                .filter(|(i, _)| !ctx.lake.is_key(table.column(*i)))
                .map(|(_, c)| c.spoken_name())
                .collect();
            let mut f = Finding::new(
                Category::ColumnUnanswerable,
                (
                    clarisql_text::char_offset(ctx.text, ctx.tokens[k].start),
                    clarisql_text::char_offset(ctx.text, ctx.tokens[k].end),
                ),
                ctx.tokens[k].raw.clone(),
                if worded_in_chinese(ctx.text) {
                    format!(
                        "“{clause}”要求一个评价，但{name}没有可以衡量它的列：只有{}",
                        held.join("、")
                    )
                } else {
                    format!(
                        "'{clause}' asks for a judgement, but {name} holds nothing that measures it: only {}",
                        or_list(&held).replace(" or ", " and ")
                    )
                },
            );
            f.evidence = "a clause asking for a judgement of rows that have no measure".into();
            reading.findings.push(f);
            return;
        }
        // What the other clauses ask for stays asked; the measure is added to it.
        let mut asked: Vec<Expr> = reading
            .query
            .as_ref()
            .filter(|_| !reading.facts.projection_defaulted)
            .map(|q| {
                q.select
                    .iter()
                    .filter(|e| {
                        matches!(e, Expr::Column(c) if !topic.contains(c) && !judged.contains(c))
                    })
                    .cloned()
                    .collect()
            })
            .unwrap_or_default();
        // "How did X and Y compare …": each row says whose it is.
        let compared = reading.query.as_ref().and_then(|q| {
            q.filter.iter().find_map(|c| match c {
                clarisql_sql::Cond::InList {
                    expr: Expr::Column(col),
                    negated: false,
                    ..
                } if ctx.lake.column(*col).kind == ColumnKind::Text => Some(*col),
                _ => None,
            })
        });
        if let Some(c) = compared.filter(|c| !asked.contains(&Expr::Column(*c))) {
            asked.insert(0, Expr::Column(c));
        }
        let with_measure = |c: ColumnId| -> Vec<Expr> {
            let mut select = asked.clone();
            if !select.contains(&Expr::Column(c)) {
                select.push(Expr::Column(c));
            }
            select
        };
        // Each reading answers as a question naming the measure would.
        let with_measure_in = |q: &Query, c: ColumnId| -> Query {
            let mut alt = q.clone();
            alt.select = with_measure(c);
            crate::interpret::name_the_entities(ctx, &mut alt);
            alt
        };
        if let ([only], Some(q)) = (measures.as_slice(), reading.query.as_mut()) {
            // One measure: that is what "how is it doing" can mean here.
            *q = with_measure_in(q, *only);
            reading.assumptions.push(format!(
                "'{}' read as {}",
                ctx.tokens[k].raw,
                ctx.lake.column(*only).name
            ));
            return;
        }
        let labels: Vec<String> = measures
            .iter()
            .map(|c| ctx.lake.column(*c).name.clone())
            .collect();
        let clause = ctx.text[ctx.tokens[s].start..ctx.tokens[e - 1].end].trim();
        let mut f = Finding::new(
            // Several prices of one thing: which column, not what to judge by.
            if price_asked {
                Category::ColumnAmbiguity
            } else {
                Category::VagueIntent
            },
            (
                clarisql_text::char_offset(ctx.text, ctx.tokens[s].start),
                clarisql_text::char_offset(ctx.text, ctx.tokens[e - 1].end),
            ),
            clause.to_string(),
            if price_asked {
                if worded_in_chinese(ctx.text) {
                    format!(
                        "“{clause}”可以指{}的多个价格：{}",
                        ctx.lake.table(table).name,
                        or_list_zh(&labels)
                    )
                } else {
                    format!(
                        "'{clause}' may ask for any of the prices {} keeps: {}",
                        ctx.lake.table(table).name,
                        or_list(&labels)
                    )
                }
            } else if worded_in_chinese(ctx.text) {
                format!(
                    "“{clause}”要求一个评价；{}的数据衡量的是{}",
                    ctx.lake.table(table).name,
                    or_list_zh(&labels)
                )
            } else {
                format!(
                    "'{clause}' asks for a judgement; the data of {} measures {}",
                    ctx.lake.table(table).name,
                    or_list(&labels)
                )
            },
        );
        f.evidence = "a clause asking for a judgement and naming no column".into();
        // Offered by the names people read in the data (a column's description, "Units Sold",
        // "成交套数"), so a reply in those words picks one.
        f.candidates = measures
            .iter()
            .map(|c| column_candidate(ctx, *c, 0.5))
            .collect();
        distinguish_alike(&mut f.candidates);
        let offered: Vec<String> = f.candidates.iter().map(|c| c.label.clone()).collect();
        let noun = if price_asked { "price" } else { "measure" };
        f.question = Some(if worded_in_chinese(ctx.text) {
            format!("您指的是哪一项指标：{}？", or_list_zh(&offered))
        } else {
            format!("Which {noun} do you mean: {}?", or_list(&offered))
        });
        if let Some(q) = &reading.query {
            f.readings = measures.iter().map(|c| with_measure_in(q, *c)).collect();
        }
        reading.findings.push(f);
    }
}

/// "Which station is the busiest?", "the most successful production": rows ranked by a degree
/// adjective that the reading could not tie to a column. The candidates are the table's own
/// measures and the number of rows of each table that refers to it (a station's rides); one
/// reading per candidate ranks the rows by it. Not blocking: asked only when the engine is
/// otherwise unsure (a reading that ties "most popular" to a count stands).
fn rank_without_measure(
    ctx: &Context,
    units: &[Unit],
    reading: &Interpretation,
) -> Option<Finding> {
    let tokens = ctx.tokens;
    let (k, desc) = tokens.iter().enumerate().find_map(|(k, t)| {
        let more = k.checked_sub(1).map(|p| tokens[p].norm.as_str());
        let graded = t.norm.ends_with("est")
            || t.norm.ends_with("er")
            || t.norm == "worst"
            || matches!(more, Some("most" | "more" | "least" | "less"));
        // Not read into the query: an unknown word, or a superlative left over.
        let unread = units.iter().enumerate().any(|(j, u)| {
            u.start <= k
                && k < u.end
                && (u.unknown || !reading.facts.used.get(j).copied().unwrap_or(true))
        });
        let desc = clarisql_text::degree_adjective(&t.norm)?;
        let desc = if matches!(more, Some("least" | "less")) {
            !desc
        } else {
            desc
        };
        // "the largest number of", "the biggest markup": it grades the noun after it, not the
        // rows ("the biggest vessel", "the biggest one", "is the busiest").
        let grades_noun = tokens.get(k + 1).is_some_and(|n| {
            n.is_word()
                && !n.is_function_word()
                && !matches!(n.norm.as_str(), "one" | "ones")
                && !units.iter().any(|u| {
                    u.start == k + 1
                        && u.schema
                            .iter()
                            .any(|m| matches!(m.element, clarisql_index::Element::Table(_)))
                })
        });
        // "the best instructor" ranks instructors; "which turbine performs best?" closes a
        // clause with a judgement (asked about by the judgement pass).
        let good_or_bad = matches!(t.norm.as_str(), "best" | "worst");
        let before_rows = tokens.get(k + 1).is_some_and(|n| {
            matches!(n.norm.as_str(), "one" | "ones")
                || units.iter().any(|u| {
                    u.start == k + 1
                        && u.schema
                            .iter()
                            .any(|m| matches!(m.element, clarisql_index::Element::Table(_)))
                })
        });
        (graded && unread && !grades_noun && (!good_or_bad || before_rows)).then_some((k, desc))
    })?;
    let table = reading_tables(reading).first().copied()?;
    let db = ctx.lake.db(table.db);
    let own: Vec<ColumnId> = ctx
        .lake
        .table(table)
        .columns
        .iter()
        .enumerate()
        .map(|(i, _)| table.column(i))
        .filter(|&c| {
            let col = ctx.lake.column(c);
            // (Not a yes/no flag stored as 0 and 1.)
            col.kind.is_numeric()
                && col.kind != ColumnKind::Date
                && col.profile.distinct > 2
                && !ctx.lake.is_key(c)
                && identifier_words(&col.name)
                    .last()
                    .is_none_or(|w| w != "id" && w != "year")
        })
        .take(6)
        .collect();
    // Each table once, in the order its keys are declared.
    let mut referring: Vec<TableId> = Vec::new();
    for fk in &db.foreign_keys {
        let from = TableId {
            db: table.db,
            table: fk.from_table as u32,
        };
        if fk.to_table == table.table as usize && from != table && !referring.contains(&from) {
            referring.push(from);
        }
    }
    if own.len() + referring.len() < 2 {
        return None;
    }
    let base = reading
        .query
        .clone()
        .filter(|q| q.needed_tables() == [table] || q.tables.contains(&table))
        .unwrap_or_else(|| {
            let mut q = Query::new(table.db);
            q.tables = vec![table];
            q
        });
    let shown = crate::interpret::display_columns(ctx.lake, ctx.index, table);
    let ranked = |by: Expr, extra: Option<TableId>| -> Query {
        let mut q = base.clone();
        q.select = shown.iter().map(|c| Expr::Column(*c)).collect();
        q.select.push(by.clone());
        q.group_by.clear();
        if let Some(t) = extra {
            if !q.tables.contains(&t) {
                q.tables.push(t);
            }
            q.group_by = ctx.lake.single_key(table).into_iter().collect();
            q.group_by.extend(shown.iter().copied());
        }
        q.order_by = vec![clarisql_sql::Order { expr: by, desc }];
        q.limit = Some(1);
        q
    };
    let zh = worded_in_chinese(ctx.text);
    let mut candidates: Vec<Candidate> = Vec::new();
    let mut readings: Vec<Query> = Vec::new();
    for &c in &own {
        candidates.push(column_candidate(ctx, c, 0.5));
        readings.push(ranked(Expr::Column(c), None));
    }
    for &t in &referring {
        let spoken = identifier_words(&ctx.lake.table(t).name).join(" ");
        candidates.push(Candidate {
            kind: CandidateKind::Reading,
            database: Some(db.id.clone()),
            table: Some(ctx.lake.table(t).name.clone()),
            column: None,
            value: None,
            score: 0.5,
            label: if zh {
                format!("{spoken}的数量")
            } else {
                format!("number of {spoken}")
            },
        });
        readings.push(ranked(Expr::CountStar, Some(t)));
    }
    let first = if k > 0
        && matches!(
            tokens[k - 1].norm.as_str(),
            "most" | "more" | "least" | "less"
        ) {
        k - 1
    } else {
        k
    };
    let span = (
        clarisql_text::char_offset(ctx.text, tokens[first].start),
        clarisql_text::char_offset(ctx.text, tokens[k].end),
    );
    let word = ctx.text[tokens[first].start..tokens[k].end].to_string();
    let labels: Vec<String> = candidates.iter().map(|c| c.label.clone()).collect();
    let name = &ctx.lake.table(table).name;
    let mut f = Finding::new(
        Category::VagueIntent,
        span,
        word.clone(),
        if zh {
            format!("“{word}”没有说明按什么衡量{name}：{}", or_list_zh(&labels))
        } else {
            format!(
                "'{word}' does not say what ranks the {name} rows: {}",
                or_list(&labels)
            )
        },
    );
    f.evidence = "a degree adjective ranking rows by a measure it does not name".into();
    f.blocking = false;
    f.question = Some(if zh {
        format!("您指的是哪一项指标：{}？", or_list_zh(&labels))
    } else {
        format!("By which measure: {}?", or_list(&labels))
    });
    f.candidates = candidates;
    f.readings = readings;
    Some(f)
}

/// "the best sale price", "售价最好": a judgement of a measure the question names, which
/// does not say whether more or less is better (a score, a price). Asked as the highest or the
/// lowest; the choice replaces the word.
fn direction_of_judgement(ctx: &Context, units: &[Unit]) -> Option<Finding> {
    let tokens = ctx.tokens;
    let zh = worded_in_chinese(ctx.text);
    for (k, t) in tokens.iter().enumerate() {
        let good = match t.norm.as_str() {
            "best" | "better" | "最好" => true,
            "worst" | "worse" | "最差" => false,
            _ => continue,
        };
        if units
            .iter()
            .any(|u| u.start <= k && k < u.end && !u.unknown)
        {
            continue;
        }
        // The measure right after it (after 的 in Chinese), or in Chinese right before it
        // ("售价最好").
        let at = if tokens.get(k + 1).is_some_and(|n| n.norm == "的") {
            k + 2
        } else {
            k + 1
        };
        let measured = |u: &&Unit| {
            names_a_column(u)
                && u.schema.iter().any(|m| match m.element {
                    clarisql_index::Element::Column(c) if m.score >= 0.7 => {
                        ctx.lake.column(c).kind.is_numeric()
                            && ctx.lake.column(c).kind != ColumnKind::Date
                            && !ctx.lake.is_key(c)
                    }
                    _ => false,
                })
        };
        let Some(u) = units
            .iter()
            .find(|u| u.start == at)
            .filter(measured)
            .or_else(|| units.iter().find(|u| zh && u.end == k).filter(measured))
        else {
            continue;
        };
        let measure = ctx.span_text(u);
        let word = t.raw.clone();
        let (high, low) = if zh {
            ("最高", "最低")
        } else {
            ("highest", "lowest")
        };
        // The first option is the usual sense of the word: a best score is the highest.
        let order = if good { [high, low] } else { [low, high] };
        let labels: Vec<String> = order
            .iter()
            .map(|w| {
                if zh {
                    format!("{w}的{measure}")
                } else {
                    format!("the {w} {measure}")
                }
            })
            .collect();
        let span = (
            clarisql_text::char_offset(ctx.text, t.start),
            clarisql_text::char_offset(ctx.text, t.end),
        );
        let mut f = Finding::new(
            Category::VagueIntent,
            span,
            word.clone(),
            if zh {
                format!("“{word}{measure}”没有说明数值越高越好还是越低越好")
            } else {
                format!("'{word} {measure}' does not say whether a higher or a lower {measure} is better")
            },
        );
        f.candidates = order
            .iter()
            .zip(&labels)
            .map(|(w, l)| Candidate {
                kind: CandidateKind::Reading,
                database: Some(ctx.lake.db(ctx.db).id.clone()),
                table: None,
                column: None,
                value: Some(w.to_string()),
                score: 0.5,
                label: l.clone(),
            })
            .collect();
        f.question = Some(if zh {
            format!("您指的是{}？", or_list_zh(&labels))
        } else {
            format!("Do you mean {}?", or_list(&labels))
        });
        f.evidence = "a judgement word before a measure, with no direction in the data".into();
        return Some(f);
    }
    None
}

/// A unit that names a column (not a value) well enough to be what a clause asks for.
fn names_a_column(u: &Unit) -> bool {
    u.values.is_empty()
        && u.schema
            .iter()
            .any(|m| matches!(m.element, clarisql_index::Element::Column(_)) && m.score >= 0.7)
}

/// The column word a judgement at token `k` is about, in the clause starting at `s`: the unit
/// right before it ("*sales* performance").
fn topic_of(units: &[Unit], s: usize, k: usize) -> Option<&Unit> {
    units
        .iter()
        .find(|u| u.end == k && u.start >= s && names_a_column(u))
}

/// Clauses of the question (token ranges `[start, end)` with the judgement word) that ask for a
/// judgement and name no column: an evaluative word ("environment", "well"), a "how" followed by
/// a quality ("how crowded", not "how many"), a yes/no question ("was it …", "…吗", "密不密").
fn judgement_clauses(
    ctx: &Context,
    units: &[Unit],
    reading: &Interpretation,
) -> Vec<(usize, usize, usize)> {
    let tokens = ctx.tokens;
    let ends_sentence = |t: &clarisql_text::Token| {
        t.kind == TokenKind::Punct
            && matches!(
                t.norm.as_str(),
                "." | "?" | "!" | ";" | "。" | "？" | "！" | "；"
            )
    };
    // A word the data names (a weak link — "performance" near `average_price` — is not one).
    let in_link = |k: usize| {
        units.iter().any(|u| {
            u.start <= k
                && k < u.end
                && (!u.values.is_empty()
                    || u.number.is_some()
                    || u.schema.iter().any(|m| m.score >= 0.5))
        })
    };
    // A column the reading uses, named in `[s, e)`.
    let names_column = |s: usize, e: usize| {
        units.iter().enumerate().any(|(i, u)| {
            u.start >= s
                && u.end <= e
                && reading.facts.used.get(i).copied().unwrap_or(false)
                && names_a_column(u)
        })
    };
    let mut out = Vec::new();
    let mut s = 0;
    while s < tokens.len() {
        let mut e = s;
        while e < tokens.len() && !ends_sentence(&tokens[e]) {
            e += 1;
        }
        let clause: Vec<usize> = (s..e)
            .filter(|&k| {
                !matches!(
                    tokens[k].norm.as_str(),
                    "and" | "also" | "," | "，" | "另外" | "还有"
                )
            })
            .collect();
        // "what about their competition at auction", "compare in terms of size of the site":
        // a quality named in words that match no column.
        let framed = clause
            .iter()
            .copied()
            .find(|&k| {
                let next = tokens.get(k + 1).map(|t| t.norm.as_str());
                (tokens[k].norm == "terms"
                    && k > 0
                    && tokens[k - 1].norm == "in"
                    && next == Some("of"))
                    || (matches!(tokens[k].norm.as_str(), "what" | "how") && next == Some("about"))
            })
            .filter(|&k| {
                units
                    .iter()
                    .any(|u| u.start > k + 1 && u.end <= e && u.unknown && !u.is_link())
            });
        // "the best efficiency score": a ranking by a measure the data may lack (a missing
        // column or calculation), not a judgement left open — unless the clause frames it as
        // one ("compare in terms of development intensity").
        let asks_a_metric = units.iter().any(|u| {
            u.start >= s && u.end <= e && u.unknown && is_metric_noun(&tokens[u.start].norm)
        });
        if asks_a_metric && framed.is_none() {
            s = e + 1;
            continue;
        }
        let evaluative = clause.iter().copied().find(|&k| {
            let requested = k > 0 && matches!(tokens[k - 1].norm.as_str(), "i'd" | "would");
            // "the best X" ranks by X (a measure the clause names, or a missing one); "performs
            // best", "which is the best?" close the clause: nothing says by what.
            let ranking = matches!(
                tokens[k].norm.as_str(),
                "best" | "worst" | "better" | "worse"
            ) && k + 1 < e;
            is_evaluative(&tokens[k].norm) && !in_link(k) && !requested && !ranking
        });
        let first = clause.first().copied();
        // "how crowded", "differ in how tightly packed …", "how much can be built": a quality;
        // "how many X", "how much money", "how old", "how deep" ask for an amount or an
        // attribute (an adjective of a physical dimension, `physical_dimension`).
        let how_quality = clause.iter().copied().find(|&k| {
            let next = |d: usize| tokens.get(k + d).map(|t| t.norm.as_str());
            tokens[k].norm == "how"
                && match next(1) {
                    Some("much") => matches!(
                        next(2),
                        Some("can" | "could" | "will" | "would" | "is" | "was" | "did" | "does")
                    ),
                    Some("many" | "old" | "long" | "far" | "often" | "tall") | None => false,
                    Some(w)
                        if comparable_concepts(w).is_some_and(|(c, _)| physical_dimension(c)) =>
                    {
                        false
                    }
                    Some(_) => true,
                }
        });
        let yes_no = first.filter(|&k| {
            matches!(
                tokens[k].norm.as_str(),
                "is" | "was" | "are" | "were" | "did" | "does" | "do" | "will" | "has" | "had"
            ) && k + 1 < e
        });
        // Chinese yes/no: a final 吗, or A不A ("密不密", "会不会") anywhere in the clause (read
        // on the characters: the segmenter cuts such runs either way).
        let chinese_yes_no = (s < e)
            .then(|| {
                let text = &ctx.text[tokens[s].start..tokens[e - 1].end];
                let c: Vec<char> = text.chars().collect();
                let a_not_a = c
                    .windows(3)
                    .any(|w| w[1] == '不' && w[0] == w[2] && clarisql_text::is_cjk(w[0]));
                a_not_a || text.trim_end().ends_with('吗')
            })
            .filter(|yes| *yes)
            .and_then(|_| clause.first().copied());
        // Chinese frames of a quality: "规模有多大" (how big), "规模有什么变化" (how did it
        // change), "对比一下…的负债压力" (compare …), about a word the data does not know.
        let chinese_framed = clause
            .iter()
            .copied()
            .find(|&k| {
                // Read on the characters: the segmenter may cut "多大" either way.
                let rest = &ctx.text[tokens[k].start..];
                ["多大", "变化", "对比", "比较", "相比"]
                    .iter()
                    .any(|f| rest.starts_with(f))
            })
            .filter(|_| {
                units.iter().any(|u| {
                    u.start >= s
                        && u.end <= e
                        && u.unknown
                        && !u.is_link()
                        && tokens[u.start].kind == TokenKind::Cjk
                        && !clarisql_text::is_stopword(&tokens[u.start].norm)
                })
            });
        let judgement = evaluative
            .or(framed)
            .or(chinese_framed)
            .or(how_quality)
            .or(yes_no)
            .or(chinese_yes_no);
        if let Some(k) = judgement {
            // "sales performance": the column word is the topic judged, not the thing asked.
            let topic = topic_of(units, s, k).filter(|_| evaluative == Some(k));
            // In a framed quality, a column word right before a noun the data does not know
            // only modifies it ("in terms of development intensity" is not the developer).
            let head_unknown = |u: &Unit| {
                units
                    .iter()
                    .any(|n| n.start == u.end && n.unknown && !n.is_link() && n.end <= e)
            };
            let names_after_frame = units.iter().enumerate().any(|(i, u)| {
                u.start > k
                    && u.end <= e
                    && reading.facts.used.get(i).copied().unwrap_or(false)
                    && names_a_column(u)
                    && !head_unknown(u)
            });
            // "is Sam still working for us?" with the state read as a condition: a yes/no
            // question the reading explains word for word asks about the data.
            let all_explained = || {
                units.iter().enumerate().all(|(i, u)| {
                    u.start < s
                        || u.end > e
                        || u.is_filler()
                        || u.cue.is_some()
                        || reading.facts.used.get(i).copied().unwrap_or(false)
                })
            };
            let named = match topic {
                Some(t) => names_column(s, t.start) || names_column(k + 1, e),
                None if framed == Some(k) => names_column(s, k) || names_after_frame,
                None if yes_no == Some(k) => names_column(s, e) || all_explained(),
                None => names_column(s, e),
            };
            if !named {
                out.push((s, e, k));
            }
        }
        s = e + 1;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::idiom_word;

    /// Whether `word` (its first occurrence) is read as an idiom's word in `q`.
    fn idiom(q: &str, word: &str) -> bool {
        let toks = clarisql_text::tokenize(q);
        let k = toks
            .iter()
            .position(|t| t.norm == word)
            .unwrap_or_else(|| panic!("'{word}' in '{q}'"));
        idiom_word(&toks, k)
    }

    #[test]
    fn a_verb_of_change_names_no_data() {
        assert!(idiom(
            "How did its debt change from 2021 to 2022?",
            "change"
        ));
        assert!(idiom("How did its debt change?", "change"));
        // A noun: the change is the data asked for.
        assert!(!idiom("What was the biggest change in price?", "change"));
        assert!(!idiom("Show the change amount of each order.", "change"));
    }
}
