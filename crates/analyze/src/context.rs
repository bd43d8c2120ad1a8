//! Context: reading a question in the light of the query the dialogue has in play.
//!
//! A follow-up is recognised from its relation to that query, not from example phrasings: it
//! refers back (a pronoun or determiner with nothing in the question for it to point to: "their",
//! "those", "he", "there"), it is an ellipsis ("and …", "what about …"), or it is incomplete on
//! its own (nothing to select, or too little understood) while the query in play completes it.
//! A follow-up is read in the previous database with the previous tables and conditions
//! inherited, replacing what it restates: a new value for the same column replaces the old
//! condition, a projection it asks for replaces the old one.
//!
//! A question complete on its own stands alone — unless the earlier conditions could still apply
//! to it (it names a group or a related entity, not one row the earlier conditions were on):
//! then it *may* continue, and the engine checks whether the two readings
//! give different answers before asking (ContextAmbiguity).

use crate::cues::find_cues;
use crate::interpret::Interpretation;
use crate::link::Linker;
use crate::segment::{segment, Unit};
use crate::taxonomy::{worded_in_chinese, Candidate, CandidateKind, Category, Clause, Finding};
use crate::Analyzer;
use clarisql_index::Element;
use clarisql_lake::{ColumnId, ColumnKind, TableId};
use clarisql_sql::{CmpOp, Cond, Expr, Literal, Operand, Query};
use clarisql_text::{Token, TokenKind};

/// How a question relates to the query in play.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Relation {
    /// It refers back, is an ellipsis, or is incomplete alone: read it with the earlier context.
    Continues,
    /// Complete alone, but the earlier conditions could still apply to it.
    MayContinue,
    /// It names its own subject and conditions.
    StandsAlone,
}

/// What in the question points back at the dialogue.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct BackReference {
    /// A pronoun or determiner with no antecedent in the question itself ("their", "those").
    pub pronoun: Option<String>,
    /// The question opens as an ellipsis ("and …", "what about …").
    pub ellipsis: bool,
}

impl BackReference {
    pub fn any(&self) -> bool {
        self.pronoun.is_some() || self.ellipsis
    }
}

/// A question read against the query in play.
#[derive(Debug, Clone)]
pub struct ContextReading {
    /// The question alone, in the database of the query in play.
    pub own: Interpretation,
    pub relation: Relation,
    pub reference: BackReference,
    /// The question with the earlier tables and conditions inherited (for `Continues` and
    /// `MayContinue`).
    pub merged: Option<Interpretation>,
    /// Earlier conditions the merged reading keeps.
    pub kept: Vec<Cond>,
}

/// Determiners and pronouns that point at something said before.
fn pointing_word(norm: &str) -> bool {
    matches!(
        norm,
        "their"
            | "theirs"
            | "they"
            | "them"
            | "those"
            | "these"
            | "he"
            | "him"
            | "his"
            | "she"
            | "her"
            | "hers"
            | "it"
            | "its"
            | "there"
            | "here"
            | "same"
            | "above"
            | "aforementioned"
            | "previous"
            | "他"
            | "她"
            | "它"
            | "他们"
            | "她们"
            | "它们"
            | "这些"
            | "那些"
            | "这个"
            | "那个"
            | "其"
            | "该"
    )
}

fn is_be(norm: &str) -> bool {
    matches!(
        norm,
        "is" | "are" | "was" | "were" | "be" | "been" | "'s" | "s" | "isn't" | "aren't"
    )
}

/// Finds what in the question points back at the dialogue. `names_entity[i]` says whether
/// token `i` is part of a mention of a table (an antecedent inside the question itself).
pub fn back_reference(tokens: &[Token], names_entity: &[bool]) -> BackReference {
    let words: Vec<(usize, &Token)> = tokens
        .iter()
        .enumerate()
        .filter(|(_, t)| t.kind != TokenKind::Punct)
        .collect();
    let first_norms: Vec<&str> = words.iter().take(3).map(|(_, t)| t.norm.as_str()).collect();
    let ellipsis = matches!(
        first_norms.first(),
        Some(&"and") | Some(&"also") | Some(&"然后") | Some(&"那") | Some(&"那么") | Some(&"还有")
    ) || matches!(
        first_norms.as_slice(),
        ["what", "about", ..] | ["how", "about", ..] | ["what", "if", ..] | ["same", "for", ..]
    ) || tokens
        .iter()
        .rev()
        .find(|t| t.kind != TokenKind::Punct)
        .is_some_and(|t| t.norm == "呢");
    let mut pronoun = None;
    for (k, &(i, t)) in words.iter().enumerate() {
        let norm = t.norm.as_str();
        let prev = k.checked_sub(1).map(|p| words[p].1.norm.as_str());
        let next = words.get(k + 1).map(|(_, t)| t.norm.as_str());
        let points = match norm {
            // Existential "there": "how many are there", "there are".
            "there" => !prev.is_some_and(is_be) && !next.is_some_and(is_be),
            // "that" is a relative pronoun after a noun; a determiner after a preposition or
            // before "one".
            "that" | "this" => {
                matches!(next, Some("one") | Some("ones"))
                    || prev.is_some_and(clarisql_text::is_preposition)
                    || (norm == "this" && k == 0)
            }
            "it" => !matches!(next, Some("is") | Some("was")) || k > 0,
            _ => pointing_word(norm),
        };
        if !points {
            continue;
        }
        // An entity named earlier in the question is the antecedent of a personal pronoun
        // ("students and their ages"); places ("there") and demonstratives ("those") point out.
        // A partitive ("each of them", "which of them") picks among a set already given: the
        // earlier answer, not a thing the question names ("How many flights does each of them
        // operate?").
        let partitive = norm == "them"
            && prev == Some("of")
            && k.checked_sub(2).is_some_and(|q| {
                matches!(
                    words[q].1.norm.as_str(),
                    "each" | "all" | "any" | "some" | "which" | "both" | "none" | "one" | "most"
                )
            });
        let personal = !partitive
            && !matches!(
                norm,
                "there" | "here" | "those" | "these" | "that" | "this" | "same"
            );
        // A singular pronoun ("it", "its", "he") does not stand for a plural mention ("how many
        // walks has it had?": the walks are not "it").
        let singular = matches!(norm, "it" | "its" | "he" | "him" | "his" | "she" | "her");
        // The subject of an inverted question after its "which X" ("which kennel is it in?",
        // "what breed was he?") is not that X: it points out.
        let inverted_subject = prev.is_some_and(|p| {
            is_be(p) || matches!(p, "does" | "did" | "do" | "has" | "had" | "have")
        }) && words[..k]
            .iter()
            .rev()
            .map(|(_, t)| t.norm.as_str())
            .find(|w| {
                matches!(
                    *w,
                    "which" | "what" | "whose" | "how" | "who" | "where" | "when"
                )
            })
            .is_some_and(|w| matches!(w, "which" | "what" | "whose"));
        // The object of the question's own verb ("which customers sent them?", "which lift
        // serves it?") is not the verb's subject named before it (that would be "themselves"):
        // it points out.
        let object_of_verb = matches!(norm, "them" | "it" | "him")
            && k.checked_sub(1)
                .map(|p| words[p].1)
                .is_some_and(|p| p.is_word() && !p.is_function_word() && !is_be(&p.norm));
        if personal
            && !inverted_subject
            && !object_of_verb
            && (0..i).any(|j| names_entity[j] && !(singular && tokens[j].looks_plural()))
        {
            continue;
        }
        pronoun = Some(t.raw.clone());
        break;
    }
    BackReference { pronoun, ellipsis }
}

/// The units of a question over a database (as the interpreter sees them).
fn units_of(analyzer: &Analyzer, tokens: &[Token], db: clarisql_lake::DbId) -> Vec<Unit> {
    let linker = Linker::new(analyzer.lake, analyzer.index, db);
    let links = linker.link(tokens);
    let cues = find_cues(tokens);
    segment(tokens, &cues, &links)
}

/// The table a unit names, when its table match beats its column matches.
fn named_table(u: &Unit) -> Option<TableId> {
    if u.cue.is_some() {
        return None;
    }
    let table = u
        .schema
        .iter()
        .filter_map(|m| match m.element {
            Element::Table(t) => Some((t, m.score)),
            _ => None,
        })
        .max_by(|a, b| a.1.total_cmp(&b.1))?;
    let column = u
        .schema
        .iter()
        .filter(|m| matches!(m.element, Element::Column(_)))
        .map(|m| m.score)
        .fold(0.0, f32::max);
    (table.1 >= 0.8 && table.1 + 1e-3 >= column).then_some(table.0)
}

fn columns_of(u: &Unit) -> Vec<(ColumnId, f32)> {
    u.schema
        .iter()
        .filter_map(|m| match m.element {
            Element::Column(c) => Some((c, m.score)),
            _ => None,
        })
        .collect()
}

impl<'a> Analyzer<'a> {
    /// Reads `question` against `previous`, the query the dialogue has in play.
    pub fn interpret_in_context(
        &self,
        question: &str,
        tokens: &[Token],
        previous: &Query,
    ) -> ContextReading {
        let db = previous.db;
        let own = self.interpret(question, tokens, db);
        let units = units_of(self, tokens, db);
        let mut names_entity = vec![false; tokens.len()];
        for u in &units {
            if named_table(u).is_some() {
                names_entity[u.start..u.end]
                    .iter_mut()
                    .for_each(|x| *x = true);
            }
        }
        let reference = back_reference(tokens, &names_entity);
        let merger = Merger {
            analyzer: self,
            units: &units,
            tokens,
            previous,
            points_back: reference.pronoun.is_some(),
        };
        // A question that names neither rows nor a column to show ("and potatoes?") is
        // incomplete alone too: what it shows is the earlier turn's ("which plots are …" names
        // its rows, shown by their names).
        let incomplete = own.query.as_ref().is_none_or(|q| q.select.is_empty())
            || own.confidence < 0.5
            || (own.facts.projection_defaulted && !names_entity.contains(&true));
        let merged = own.query.as_ref().map(|q| merger.merge(q));
        // "How many flights does each of them operate?": one figure per thing the earlier turn
        // listed, when the question itself groups by nothing.
        let each_of_them = tokens.windows(3).any(|w| {
            w[0].norm == "each"
                && w[1].norm == "of"
                && matches!(w[2].norm.as_str(), "them" | "those")
        });
        let listed: Vec<ColumnId> = previous
            .select
            .iter()
            .filter_map(|e| match e {
                Expr::Column(c) => Some(*c),
                _ => None,
            })
            .collect();
        let merged = merged.map(|mut m| {
            let q = &mut m.query;
            let aggregated = q.select.iter().any(Expr::is_aggregate);
            if each_of_them && aggregated && q.group_by.is_empty() && !listed.is_empty() {
                q.group_by = listed.clone();
                for (k, c) in listed.iter().enumerate() {
                    q.select.insert(k, Expr::Column(*c));
                }
            }
            m
        });
        let merged_interpretation = merged.as_ref().map(|m| {
            let mut i = own.clone();
            i.query = Some(m.query.clone());
            i.alternatives = own
                .alternatives
                .iter()
                .map(|alt| merger.merge(alt).query)
                .filter(|alt| *alt != m.query)
                .collect();
            // Words the earlier turn explains are no ambiguity now: a column re-read in a table
            // in play settles which column was meant.
            if !m.refocused.is_empty() {
                i.findings.retain(|f| {
                    !(f.category == Category::ColumnAmbiguity
                        && m.refocused.iter().any(|t| f.text.eq_ignore_ascii_case(t)))
                });
                if i.findings
                    .iter()
                    .all(|f| f.category != Category::ColumnAmbiguity)
                {
                    i.alternatives.clear();
                }
            }
            if incomplete {
                // The question alone lacked what the earlier turn supplies: judge the merged
                // reading by how much of the question it uses.
                i.confidence = 0.9 * m.coverage;
                i.doubts.push(format!(
                    "read as a follow-up: {:.0}% of its words used",
                    m.coverage * 100.0
                ));
            }
            i.fit = i.fit.max(m.coverage);
            if !m.key_readings.is_empty() {
                i.findings
                    .push(self.key_choice(question, tokens, &reference, &m.key_readings));
                i.query = m.key_readings.first().map(|(_, q)| q.clone());
            }
            i
        });
        let kept = merged.as_ref().map(|m| m.kept.clone()).unwrap_or_default();
        let relation = if merged.is_none() {
            Relation::StandsAlone
        } else if reference.any()
            || (incomplete && merged.as_ref().is_some_and(|m| m.coverage >= 0.75))
        {
            Relation::Continues
        } else if may_continue(self, &own, previous, &merger) {
            Relation::MayContinue
        } else {
            Relation::StandsAlone
        };
        ContextReading {
            own,
            relation,
            reference,
            merged: merged_interpretation,
            kept,
        }
    }
}

impl Analyzer<'_> {
    /// Which key of a referring table an inherited condition on the referred table's key goes
    /// through ("How many flights depart from there?": origin or destination): a column choice
    /// over the word pointing back (or the whole question), one reading per key.
    fn key_choice(
        &self,
        question: &str,
        tokens: &[Token],
        reference: &BackReference,
        readings: &[(ColumnId, Query)],
    ) -> Finding {
        let lake = self.lake;
        let span = reference
            .pronoun
            .as_ref()
            .and_then(|p| tokens.iter().find(|t| &t.norm == p))
            .map(|t| {
                (
                    question[..t.start].chars().count(),
                    question[..t.end].chars().count(),
                )
            })
            .unwrap_or((0, question.chars().count()));
        let text: String = question
            .chars()
            .skip(span.0)
            .take(span.1 - span.0)
            .collect();
        let candidates = readings
            .iter()
            .map(|(c, _)| Candidate {
                kind: CandidateKind::Column,
                database: Some(lake.db(c.table.db).id.clone()),
                table: Some(lake.table(c.table).name.clone()),
                column: Some(lake.column(*c).name.clone()),
                value: None,
                score: 1.0,
                label: format!("{}.{}", lake.table(c.table).name, lake.column(*c).name),
            })
            .collect();
        let mut f = Finding::column_choice(span, &text, candidates, worded_in_chinese(question));
        f.clause = Clause::Where;
        f.evidence =
            "the earlier condition is on a table this one refers to by several keys".into();
        f.readings = readings.iter().map(|(_, q)| q.clone()).collect();
        f
    }
}

/// Conditions that name values (not subqueries): what a person remembers as "the conditions so
/// far" ("from APG", "in 2019").
fn literal_condition(c: &Cond) -> bool {
    match c {
        Cond::Compare {
            value: Operand::Literal(_),
            ..
        }
        | Cond::Between { .. }
        | Cond::Like { .. }
        | Cond::InList { .. } => true,
        Cond::Or(parts) => parts.iter().all(literal_condition),
        _ => false,
    }
}

/// The earlier conditions could still apply: the question picks out rows by a name (a text
/// value) that the earlier conditions could still narrow, among the tables the earlier question
/// read or their neighbours, and neither restates nor contradicts them (MMSQL's "What is the
/// flight number of Delta?" after "flights from APG"). Whether the two readings differ is for
/// the caller to run and see. (Not a number compared, "students aged 18" after "students with
/// allergies": measured on dialogues, such a question is more often meant alone.)
fn may_continue(
    analyzer: &Analyzer,
    own: &Interpretation,
    previous: &Query,
    merger: &Merger,
) -> bool {
    let Some(q) = &own.query else { return false };
    if own.findings.iter().any(|f| f.blocking) || q.select.is_empty() || q.compound.is_some() {
        return false;
    }
    let earlier: Vec<&Cond> = previous
        .filter
        .iter()
        .filter(|c| literal_condition(c))
        .collect();
    if earlier.is_empty() {
        return false;
    }
    let earlier_columns: Vec<ColumnId> = earlier.iter().flat_map(|c| c.columns()).collect();
    // A name that picks out one row of the table the earlier conditions are on ("the student
    // named Kim" after "students over 20"): the person means that entity, and the earlier
    // conditions would only test it. A name of a group ("books by Quill" after "fiction
    // books") or of a related entity ("flights of Delta" after "flights from APG") leaves rows
    // the earlier conditions could still narrow.
    let names_one_row = |col: &ColumnId| {
        earlier_columns.iter().any(|e| e.table == col.table) && analyzer.lake.identifies_rows(*col)
    };
    let names_entity = q.filter.iter().any(|c| match c {
        Cond::Compare {
            expr: Expr::Column(col),
            op: CmpOp::Eq,
            value: Operand::Literal(Literal::Text(_)),
        } => analyzer.lake.column(*col).kind == ColumnKind::Text && !names_one_row(col),
        _ => false,
    });
    if !names_entity {
        return false;
    }
    // It asks for the column an earlier condition fixed ("the names of carriers from X" after
    // "… of carrier Y"): the earlier condition cannot apply.
    if q.select
        .iter()
        .filter_map(Expr::column)
        .any(|c| earlier_columns.contains(&c))
    {
        return false;
    }
    // It restates or contradicts an earlier condition: it stands alone.
    if q.filter
        .iter()
        .flat_map(Cond::columns)
        .any(|c| earlier_columns.contains(&c))
    {
        return false;
    }
    // The earlier question's tables, and the tables next to those its conditions are on: where
    // its conditions could narrow the new question's rows.
    let db = analyzer.lake.db(q.db);
    let next_to = |a: TableId, b: TableId| {
        a.db == b.db
            && db.foreign_keys.iter().any(|fk| {
                (fk.from_table == a.table as usize && fk.to_table == b.table as usize)
                    || (fk.from_table == b.table as usize && fk.to_table == a.table as usize)
            })
    };
    let earlier_tables = previous.needed_tables();
    let own_tables = q.needed_tables();
    let shares_tables = own_tables.iter().any(|t| {
        earlier_tables.contains(t)
            || earlier_columns
                .iter()
                .any(|c| c.table == *t || next_to(c.table, *t))
    });
    // The earlier question read the rows this one shows ("the flight number of Delta" after
    // "airlines with flights from APG"); an earlier question about other rows (an instructor's
    // level, then lessons' prices) leaves its conditions behind.
    let mut shown: Vec<TableId> = q
        .select
        .iter()
        .filter_map(Expr::column)
        .map(|c| c.table)
        .collect();
    if shown.is_empty() {
        shown.extend(q.tables.first());
    }
    let reads_shown = shown.iter().any(|t| earlier_tables.contains(t));
    // "List all instructors …", "the longest overall": the person widens the question.
    let widened = merger.tokens.iter().any(|t| {
        matches!(
            t.norm.as_str(),
            "all" | "overall" | "whole" | "entire" | "全部" | "所有" | "整个"
        )
    });
    shares_tables && reads_shown && !widened && merger.previous.db == q.db
}

struct Merger<'m, 'a> {
    analyzer: &'m Analyzer<'a>,
    units: &'m [Unit],
    tokens: &'m [Token],
    previous: &'m Query,
    /// A pronoun of the question points at the earlier rows ("which depots are they at?").
    points_back: bool,
}

struct Merged {
    query: Query,
    /// The merged query keeps an earlier condition on a table's key ("airport code TRL") that
    /// a table of the follow-up refers to by several keys (a flight's origin and destination)
    /// and the question names none of them: one reading per key, with the key columns.
    key_readings: Vec<(ColumnId, Query)>,
    kept: Vec<Cond>,
    /// Words re-read as a column of a table in play.
    refocused: Vec<String>,
    /// Share of the question's content words the merged query uses.
    coverage: f32,
}

fn literal_matches(c: &Cond, wanted: &dyn Fn(&Literal) -> bool) -> bool {
    match c {
        Cond::Compare {
            value: Operand::Literal(l),
            ..
        } => wanted(l),
        Cond::Between { low, high, .. } => wanted(low) || wanted(high),
        Cond::InList { values, .. } => values.iter().any(wanted),
        Cond::Like { pattern, .. } => wanted(&Literal::Text(pattern.trim_matches('%').to_string())),
        Cond::Or(parts) => parts.iter().any(|p| literal_matches(p, wanted)),
        _ => false,
    }
}

fn same_text(a: &str, b: &str) -> bool {
    clarisql_text::value_key(a) == clarisql_text::value_key(b)
}

impl Merger<'_, '_> {
    fn lake(&self) -> &clarisql_lake::Lake {
        self.analyzer.lake
    }

    fn span(&self, u: &Unit) -> String {
        self.tokens[u.start..u.end]
            .iter()
            .map(|t| t.raw.as_str())
            .collect::<Vec<_>>()
            .join(" ")
    }

    /// Values and numbers of the follow-up that its own reading left unused, put into the
    /// earlier condition on the column they belong to ("what about 2020?" after "… in 2019").
    fn substitutions(&self, own: &Query) -> Vec<Cond> {
        let mut out: Vec<Cond> = Vec::new();
        let used = |lit: &dyn Fn(&Literal) -> bool| {
            own.filter
                .iter()
                .chain(&own.having)
                .any(|c| literal_matches(c, lit))
        };
        for u in self.units {
            if let Some(n) = u.number {
                if used(&|l: &Literal| {
                    matches!(l, Literal::Int(i) if *i as f64 == n)
                        || matches!(l, Literal::Real(r) if *r == n)
                }) {
                    continue;
                }
                // The earlier numeric condition whose column's range holds the number.
                let target = self.previous.filter.iter().find(|c| match c {
                    Cond::Compare {
                        expr: Expr::Column(col),
                        value: Operand::Literal(Literal::Int(_) | Literal::Real(_)),
                        ..
                    } => {
                        let p = &self.lake().column(*col).profile;
                        p.min.is_none_or(|lo| n >= lo) && p.max.is_none_or(|hi| n <= hi)
                    }
                    _ => false,
                });
                if let Some(Cond::Compare { expr, op, .. }) = target {
                    out.push(Cond::Compare {
                        expr: expr.clone(),
                        op: *op,
                        value: Operand::Literal(Literal::number(n)),
                    });
                } else if let Some(like) = self.earlier_year_pattern(n) {
                    // "and in 2024?" after dates matched by their year ('2023%').
                    out.push(like);
                } else if let Some(col) = self.only_column_holding(n) {
                    // No earlier condition on a number: the one numeric column of the tables
                    // in play whose range holds it ("what about in 2022?" -> year = 2022).
                    out.push(Cond::Compare {
                        expr: Expr::Column(col),
                        op: CmpOp::Eq,
                        value: Operand::Literal(Literal::number(n)),
                    });
                }
                continue;
            }
            if u.values.is_empty() || u.cue.is_some() {
                continue;
            }
            let taken = u.values.iter().any(|v| {
                used(&|l: &Literal| matches!(l, Literal::Text(t) if same_text(t, &v.value)))
            });
            if taken {
                continue;
            }
            // A value of a column the earlier conditions test: the new value replaces the old.
            for c in &self.previous.filter {
                let (Cond::Compare {
                    expr: Expr::Column(col),
                    op: CmpOp::Eq,
                    ..
                }
                | Cond::Like {
                    expr: Expr::Column(col),
                    ..
                }) = c
                else {
                    continue;
                };
                if let Some(v) = u
                    .values
                    .iter()
                    .filter(|v| v.column == *col)
                    .max_by(|a, b| a.score.total_cmp(&b.score))
                {
                    out.push(Cond::Compare {
                        expr: Expr::Column(*col),
                        op: CmpOp::Eq,
                        value: Operand::Literal(Literal::Text(v.value.clone())),
                    });
                    break;
                }
            }
        }
        out
    }

    /// The earlier condition matching dates by a year written at the start of a pattern
    /// (`date LIKE '2023%'`, `'2023-08%'`) or of both bounds of a range within one year, with
    /// year `n` in its place; `n` must read as a year.
    fn earlier_year_pattern(&self, n: f64) -> Option<Cond> {
        if n.fract() != 0.0 || !(1000.0..=2999.0).contains(&n) {
            return None;
        }
        self.previous.filter.iter().find_map(|c| match c {
            Cond::Like {
                expr,
                pattern,
                negated: false,
            } => {
                let year = pattern.get(..4)?;
                let rest = &pattern[4..];
                let dated = year.chars().all(|c| c.is_ascii_digit())
                    && (rest.starts_with('%') || rest.starts_with('-'));
                dated.then(|| Cond::Like {
                    expr: expr.clone(),
                    pattern: format!("{}{rest}", n as i64),
                    negated: false,
                })
            }
            // "BETWEEN '2024-01-01' AND '2024-12-31'": the same span of the other year.
            Cond::Between {
                expr,
                low: Literal::Text(low),
                high: Literal::Text(high),
            } => {
                let year_of = |d: &str| {
                    let y = d.get(..4)?;
                    (y.chars().all(|c| c.is_ascii_digit()) && d[4..].starts_with('-'))
                        .then(|| y.to_string())
                };
                let (ly, hy) = (year_of(low)?, year_of(high)?);
                (ly == hy).then(|| Cond::Between {
                    expr: expr.clone(),
                    low: Literal::Text(format!("{}{}", n as i64, &low[4..])),
                    high: Literal::Text(format!("{}{}", n as i64, &high[4..])),
                })
            }
            _ => None,
        })
    }

    /// The single non-key numeric column of the tables in play whose values span `n` (only
    /// whole numbers: a year, a count, a size).
    fn only_column_holding(&self, n: f64) -> Option<ColumnId> {
        if n.fract() != 0.0 {
            return None;
        }
        let mut found = None;
        for t in self.previous.needed_tables() {
            let table = self.lake().table(t);
            for (i, c) in table.columns.iter().enumerate() {
                let id = t.column(i);
                let keyish =
                    table.primary_key.contains(&i) || c.name.to_lowercase().ends_with("id");
                let p = &c.profile;
                let spans = p.min.is_some_and(|lo| n >= lo) && p.max.is_some_and(|hi| n <= hi);
                if keyish || !spans || !matches!(c.kind, ColumnKind::Integer | ColumnKind::Real) {
                    continue;
                }
                if found.is_some() {
                    return None;
                }
                found = Some(id);
            }
        }
        found
    }

    /// "Which of them …?", "Who …?" after a count: the rows counted, listed now.
    fn lists_what_was_counted(&self) -> bool {
        let counted =
            !self.previous.select.is_empty() && self.previous.select.iter().all(Expr::is_aggregate);
        counted
            && self.tokens.iter().find(|t| t.is_word()).is_some_and(|t| {
                matches!(t.norm.as_str(), "which" | "who" | "whom" | "list" | "name")
            })
    }

    /// What names the rows of the earlier query's first table ("Which of them …?" lists them
    /// by it).
    fn earlier_rows_named(&self) -> Vec<Expr> {
        let Some(&t) = self.previous.tables.first() else {
            return Vec::new();
        };
        crate::interpret::display_columns(self.lake(), self.analyzer.index, t)
            .into_iter()
            .map(Expr::Column)
            .collect()
    }

    /// Does the follow-up ask for its own projection (rather than keep the earlier one)?
    fn asks_projection(&self, own: &Query) -> bool {
        if own.select.is_empty() {
            return false;
        }
        if own
            .select
            .iter()
            .any(|e| e.is_aggregate() || *e == Expr::Star)
        {
            return true;
        }
        if self.lists_what_was_counted() {
            return true;
        }
        // "which depots are they based at?": rows of a table the earlier question did not
        // read, named and asked of the earlier rows, are what is asked for (shown by their
        // name column).
        let in_play = self.previous.needed_tables();
        let names_new_rows = self.points_back
            && own.select.iter().filter_map(Expr::column).any(|c| {
                !in_play.contains(&c.table)
                    && self.units.iter().any(|u| named_table(u) == Some(c.table))
            });
        if names_new_rows {
            return true;
        }
        let filtered: Vec<ColumnId> = own.filter.iter().flat_map(Cond::columns).collect();
        own.select.iter().any(|e| match e {
            Expr::Column(c) => {
                !filtered.contains(c)
                    && self.units.iter().any(|u| {
                        u.cue.is_none() && columns_of(u).iter().any(|(x, s)| x == c && *s >= 0.7)
                    })
            }
            _ => false,
        })
    }

    /// A projected column of another table, re-read in a table in play when a column there fits
    /// the same words about as well ("and their names?" -> the name of the earlier entity).
    fn refocus(&self, own: &mut Query, in_play: &[TableId], refocused: &mut Vec<String>) {
        let columns: Vec<ColumnId> = own.select.iter().filter_map(Expr::column).collect();
        for c in columns {
            if in_play.contains(&c.table) {
                continue;
            }
            let Some(u) = self
                .units
                .iter()
                .find(|u| columns_of(u).iter().any(|(x, _)| *x == c))
            else {
                continue;
            };
            // "which depots are they based at?": the word names the other table itself, asked
            // of the earlier rows; a key in play that refers to it (`home_depot_id`) is only the
            // way there.
            if self.points_back && named_table(u) == Some(c.table) {
                continue;
            }
            let cols = columns_of(u);
            let score = cols
                .iter()
                .find(|(x, _)| *x == c)
                .map(|(_, s)| *s)
                .unwrap_or(0.0);
            let name = &self.lake().column(c).name;
            let candidates: Vec<&(ColumnId, f32)> = cols
                .iter()
                .filter(|(x, s)| in_play.contains(&x.table) && *s >= score - 0.15)
                .collect();
            // "list their names" over first and last names: each column becomes its namesake
            // of the rows in play (not both the one that scored last).
            let namesake = candidates
                .iter()
                .find(|(x, _)| self.lake().column(*x).name.eq_ignore_ascii_case(name));
            if let Some((better, _)) = namesake
                .copied()
                .or_else(|| candidates.into_iter().max_by(|a, b| a.1.total_cmp(&b.1)))
            {
                own.replace_column(c, *better);
                // "list their names" of people named in parts: both parts, as a question that
                // names the people shows them.
                let said_names =
                    u.end - u.start == 1 && clarisql_text::is_name_word(&self.tokens[u.start].norm);
                if said_names && own.select.len() == 1 {
                    if let Some((given, family)) =
                        crate::interpret::name_parts(self.lake(), better.table)
                    {
                        if [given, family].contains(better) {
                            own.select = vec![Expr::Column(given), Expr::Column(family)];
                        }
                    }
                }
                let needed = own.needed_tables();
                own.tables.retain(|t| *t != c.table || needed.contains(t));
                refocused.push(self.span(u));
            }
        }
    }

    /// The previous query as a set of entities: `key IN (SELECT key FROM …)`, for a follow-up
    /// about "those" rows when the earlier query picked them by ordering, grouping or a set
    /// operation. A grouped query's rows are its groups: "those" are values of its group column.
    fn as_key_condition(&self) -> Option<(TableId, Cond)> {
        let prev = self.previous;
        // Rows merely ordered or grouped, all of them, need no condition.
        if prev.filter.is_empty()
            && prev.having.is_empty()
            && prev.limit.is_none()
            && prev.compound.is_none()
        {
            return None;
        }
        let (entity, key) = match prev.group_by.as_slice() {
            [] => {
                let entity = prev
                    .select
                    .iter()
                    .find_map(Expr::column)
                    .map(|c| c.table)
                    .or_else(|| prev.tables.first().copied())?;
                (entity, self.lake().single_key(entity)?)
            }
            [group] => (group.table, *group),
            _ => return None,
        };
        let mut sub = prev.clone();
        sub.select = vec![Expr::Column(key)];
        sub.distinct = false;
        if let Some((_, right)) = &mut sub.compound {
            // The other side of a set operation must select the same key.
            let other = right.select.iter().find_map(Expr::column).map(|c| c.table);
            if other != Some(entity) {
                return None;
            }
            right.select = vec![Expr::Column(key)];
        }
        Some((
            entity,
            Cond::InQuery {
                column: key,
                query: Box::new(sub),
                negated: false,
            },
        ))
    }

    /// An inherited condition on a table's one-column key (`airport.code = 'TRL'`, from "the
    /// airport name of TRL") where the only other use of that table is to reach a table that
    /// refers to it by several keys (flight.origin_code, flight.destination_code): the join
    /// would pick one key silently. The condition moves onto the key the question names
    /// ("flights that have their origin there"), and the referred table is dropped; when the
    /// question names none, the readings per key are returned for the user to choose from.
    fn rekey(&self, q: &mut Query, kept: &[Cond]) -> Vec<(ColumnId, Query)> {
        let lake = self.lake();
        let db = lake.db(q.db);
        for i in 0..q.filter.len() {
            if !kept.contains(&q.filter[i]) {
                continue;
            }
            let Cond::Compare {
                expr: Expr::Column(key),
                op: CmpOp::Eq,
                value: Operand::Literal(_),
            } = &q.filter[i]
            else {
                continue;
            };
            let key = *key;
            let table = key.table;
            if lake.single_key(table) != Some(key) {
                continue;
            }
            // Nothing else is read from the key's table.
            let mut others = q.clone();
            others.filter.remove(i);
            if others.columns_read().iter().any(|c| c.table == table) {
                continue;
            }
            // The keys other needed tables hold to it.
            let needed = q.needed_tables();
            let referring: Vec<ColumnId> = db
                .foreign_keys
                .iter()
                .filter(|fk| {
                    fk.to_table == table.table as usize
                        && fk.to_columns == [key.column as usize]
                        && fk.from_table != fk.to_table
                        && fk.from_columns.len() == 1
                })
                .map(|fk| ColumnId {
                    table: TableId {
                        db: q.db,
                        table: fk.from_table as u32,
                    },
                    column: fk.from_columns[0] as u32,
                })
                .filter(|c| needed.contains(&c.table))
                .collect();
            let referrers: Vec<TableId> = referring.iter().map(|c| c.table).collect();
            if referring.len() < 2 || referrers.iter().any(|t| *t != referrers[0]) {
                continue;
            }
            let moved = |q: &Query, to: ColumnId| {
                let mut alt = q.clone();
                if let Cond::Compare { expr, .. } = &mut alt.filter[i] {
                    *expr = Expr::Column(to);
                }
                alt.tables.retain(|t| *t != table);
                if !alt.tables.contains(&to.table) {
                    alt.tables.push(to.table);
                }
                alt
            };
            let named: Vec<ColumnId> = referring
                .iter()
                .copied()
                .filter(|c| {
                    self.units
                        .iter()
                        .any(|u| columns_of(u).iter().any(|(x, s)| x == c && *s >= 0.5))
                })
                .collect();
            if let [one] = named.as_slice() {
                *q = moved(q, *one);
                return Vec::new();
            }
            return referring.iter().map(|&c| (c, moved(q, c))).collect();
        }
        Vec::new()
    }

    fn merge(&self, own: &Query) -> Merged {
        let prev = self.previous;
        let mut own = own.clone();
        let in_play = prev.needed_tables();
        let mut refocused = Vec::new();
        // Listed by their names when nothing else is asked for, or when "of them" says the
        // rows are the counted ones (not the flights of "Which of them have flights to X?").
        let of_them =
            self.tokens.windows(2).take(3).any(|w| {
                w[0].norm == "of" && matches!(w[1].norm.as_str(), "them" | "those" | "these")
            });
        if self.lists_what_was_counted() && (own.select.is_empty() || of_them) {
            let named = self.earlier_rows_named();
            if !named.is_empty() {
                own.select = named;
            }
        }
        let asks = self.asks_projection(&own);
        if asks {
            self.refocus(&mut own, &in_play, &mut refocused);
        }
        own.filter.extend(self.substitutions(&own));
        let restated: Vec<ColumnId> = own.filter.iter().flat_map(Cond::columns).collect();
        let restated_having: Vec<ColumnId> = own.having.iter().flat_map(Cond::columns).collect();
        let own_aggregates = !own.select.is_empty() && own.select.iter().all(Expr::is_aggregate);
        let set_like = prev.limit.is_some()
            || prev.compound.is_some()
            || (!prev.group_by.is_empty() && !own_aggregates);
        let mut kept: Vec<Cond> = prev
            .filter
            .iter()
            .filter(|c| c.columns().iter().all(|x| !restated.contains(x)))
            .cloned()
            .collect();
        let mut q;
        if asks && set_like {
            // "their names" after "the three oldest": the same rows, whatever picked them.
            q = own.clone();
            match self.as_key_condition() {
                Some((entity, cond)) => {
                    if !q.tables.contains(&entity) {
                        q.tables.push(entity);
                    }
                    q.filter.push(cond.clone());
                    kept = vec![cond];
                }
                None => {
                    q.filter.extend(kept.iter().cloned());
                    for t in &prev.tables {
                        if !q.tables.contains(t) {
                            q.tables.push(*t);
                        }
                    }
                }
            }
        } else {
            q = prev.clone();
            q.filter = kept.clone();
            q.filter.extend(own.filter.iter().cloned());
            q.having
                .retain(|c| c.columns().iter().all(|x| !restated_having.contains(x)));
            q.having.extend(own.having.iter().cloned());
            if asks {
                q.select = own.select.clone();
                q.distinct = own.distinct;
                if !own.group_by.is_empty() {
                    q.group_by = own.group_by.clone();
                } else if !prev.group_by.is_empty() && own_aggregates {
                    // "and their average age?" after a count per group: per group again.
                    let mut select: Vec<Expr> =
                        prev.group_by.iter().map(|c| Expr::Column(*c)).collect();
                    select.extend(own.select.iter().cloned());
                    q.select = select;
                } else {
                    q.group_by.clear();
                    q.having = own.having.clone();
                }
                let prev_counts =
                    !prev.select.is_empty() && prev.select.iter().all(Expr::is_aggregate);
                if !own.order_by.is_empty() || own.limit.is_some() || prev_counts {
                    q.order_by = own.order_by.clone();
                    q.limit = own.limit;
                }
                q.compound = None;
                for t in &own.tables {
                    if !q.tables.contains(t) {
                        q.tables.push(*t);
                    }
                }
            } else if !own.order_by.is_empty() || own.limit.is_some() {
                q.order_by = own.order_by.clone();
                q.limit = own.limit;
            }
        }
        let key_readings = self.rekey(&mut q, &kept);
        let coverage = self.coverage(&q);
        Merged {
            query: q,
            key_readings,
            kept,
            refocused,
            coverage,
        }
    }

    /// Share of the question's content units the query explains.
    fn coverage(&self, q: &Query) -> f32 {
        let mut content = 0usize;
        let mut used = 0usize;
        let tables = q.needed_tables();
        let mut columns: Vec<ColumnId> = q.select.iter().filter_map(Expr::column).collect();
        columns.extend(q.filter.iter().chain(&q.having).flat_map(Cond::columns));
        columns.extend(q.group_by.iter().copied());
        columns.extend(q.order_by.iter().filter_map(|o| o.expr.column()));
        for u in self.units {
            if u.cue.is_some() || !(u.is_link() || u.unknown) {
                continue;
            }
            if self.tokens[u.start..u.end]
                .iter()
                .all(|t| pointing_word(&t.norm))
            {
                continue;
            }
            content += 1;
            let by_number = u.number.is_some_and(|n| {
                q.filter.iter().chain(&q.having).any(|c| {
                    literal_matches(c, &|l| {
                        matches!(l, Literal::Int(i) if *i as f64 == n)
                            || matches!(l, Literal::Real(r) if *r == n)
                            // A year opening a date pattern ('2024%').
                            || matches!(l, Literal::Text(t) if n.fract() == 0.0
                                && t.starts_with(&(n as i64).to_string()))
                    })
                }) || q.limit == Some(n as u64)
            });
            let by_value = u.values.iter().any(|v| {
                q.filter.iter().any(|c| {
                    literal_matches(
                        c,
                        &|l| matches!(l, Literal::Text(t) if same_text(t, &v.value)),
                    )
                })
            });
            let by_schema = u.schema.iter().any(|m| match m.element {
                Element::Table(t) => tables.contains(&t),
                Element::Column(c) => columns.contains(&c),
            });
            if by_number || by_value || by_schema {
                used += 1;
            }
        }
        if content == 0 {
            1.0
        } else {
            used as f32 / content as f32
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn reference(text: &str, entities: &[&str]) -> BackReference {
        let tokens = clarisql_text::tokenize(text);
        let names: Vec<bool> = tokens
            .iter()
            .map(|t| entities.contains(&t.norm.as_str()))
            .collect();
        back_reference(&tokens, &names)
    }

    /// (question, table words in it, pointing word found?, ellipsis?)
    const CASES: &[(&str, &[&str], Option<&str>, bool)] = &[
        (
            "And what are their flight numbers?",
            &[],
            Some("their"),
            true,
        ),
        ("what are their ages", &[], Some("their"), false),
        ("What about in 2020?", &[], None, true),
        ("How about Delta?", &[], None, true),
        ("How many students are there?", &["students"], None, false),
        (
            "How many flights leave from there?",
            &["flights"],
            Some("there"),
            false,
        ),
        (
            "List the names of students and their ages.",
            &["students"],
            None,
            false,
        ),
        (
            "Can you also give me his email address?",
            &[],
            Some("his"),
            false,
        ),
        (
            "Show the students that live in Leeds.",
            &["students"],
            None,
            false,
        ),
        ("Which of those are in Leeds?", &[], Some("those"), false),
        // A partitive picks among the earlier answer even after a table word.
        (
            "How many parcels does each of them carry?",
            &["parcels"],
            Some("them"),
            false,
        ),
        (
            "Which parcels are heavier than their boxes?",
            &["parcels"],
            None,
            false,
        ),
        (
            "What is the budget of that department?",
            &["department"],
            Some("that"),
            false,
        ),
        (
            "How many airlines have flights departing from here?",
            &["airlines", "flights"],
            Some("here"),
            false,
        ),
        (
            "Find the name of the department with the largest budget.",
            &["department"],
            None,
            false,
        ),
        ("2020年呢?", &[], None, true),
        // A singular pronoun has no plural antecedent; a singular mention is one.
        (
            "How many visits has it had?",
            &["visits"],
            Some("it"),
            false,
        ),
        ("Which shelf is it on?", &["shelf"], Some("it"), false),
        (
            "Which depot is the largest and how many vans does it hold?",
            &["depot", "vans"],
            None,
            false,
        ),
        // The object of the question's verb is not its subject.
        (
            "Which patrons borrowed them?",
            &["patrons"],
            Some("them"),
            false,
        ),
        ("Which ferry serves it?", &["ferry"], Some("it"), false),
    ];

    #[test]
    fn back_references_are_found_without_their_antecedent() {
        for (text, entities, pronoun, ellipsis) in CASES {
            let r = reference(text, entities);
            assert_eq!(
                r.pronoun.as_deref().map(str::to_lowercase).as_deref(),
                *pronoun,
                "{text}"
            );
            assert_eq!(r.ellipsis, *ellipsis, "{text}");
        }
    }
}
