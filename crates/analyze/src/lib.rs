//! Understanding one question against the lake: link its words to tables, columns and values,
//! interpret it as a resolved intent, and report what stands in the way as findings in the one
//! taxonomy ([`taxonomy`]).
//!
//! Data flow inside: tokens -> [`cues`] + [`link`] -> [`segment`] (one reading) ->
//! [`interpret`] (intent, confidence) -> [`detect`] (findings).
//!
//! Architecture Invariant: the analyzer does no I/O and never fails on a question: an odd
//! question yields low confidence and findings, not an error.

pub mod context;
pub mod cues;
pub mod detect;
pub mod interpret;
pub mod labels;
pub mod link;
pub mod scope;
pub mod segment;
pub mod taxonomy;

pub use interpret::{Grounding, Interpretation, ReadingFacts};
pub use taxonomy::{Candidate, CandidateKind, Category, Clause, Finding, QuestionType};

use clarisql_index::LakeIndex;
use clarisql_lake::{DbId, Lake, TableId};
use clarisql_text::Token;

/// Analyzes questions over one lake.
pub struct Analyzer<'a> {
    pub lake: &'a Lake,
    pub index: &'a LakeIndex,
}

impl<'a> Analyzer<'a> {
    pub fn new(lake: &'a Lake, index: &'a LakeIndex) -> Self {
        Analyzer { lake, index }
    }

    pub fn tokenize(&self, question: &str) -> Vec<Token> {
        self.index.segmenter().tokenize(question)
    }

    /// A developer's view of how the question was read over `db`: its units and what each may
    /// mean, then the doubts (shown by `clarisql ask --explain`).
    pub fn explain(&self, question: &str, db: DbId) -> String {
        use std::fmt::Write as _;
        let tokens = self.tokenize(question);
        let linker = link::Linker::new(self.lake, self.index, db);
        let links = linker.link(&tokens);
        let cues = cues::find_cues(&tokens);
        let mut units = segment::segment(&tokens, &cues, &links);
        segment::explain_words_of_place(question, &tokens, &self.lake.db(db).id, &mut units);
        let mut out = String::new();
        for u in &units {
            let text = tokens[u.start..u.end]
                .iter()
                .map(|t| t.raw.as_str())
                .collect::<Vec<_>>()
                .join(" ");
            let mut parts = Vec::new();
            if let Some(c) = u.cue {
                parts.push(format!("cue {c:?}"));
            }
            for m in u.schema.iter().take(4) {
                let name = match m.element {
                    clarisql_index::Element::Table(t) => {
                        format!("table {}", self.lake.table(t).name)
                    }
                    clarisql_index::Element::Column(c) => format!(
                        "column {}.{}",
                        self.lake.table(c.table).name,
                        self.lake.column(c).name
                    ),
                };
                parts.push(format!("{name} {:.2}", m.score));
            }
            for v in u.values.iter().take(3) {
                parts.push(format!(
                    "value '{}' in {}.{} {:.2}",
                    v.value,
                    self.lake.table(v.column.table).name,
                    self.lake.column(v.column).name,
                    v.score
                ));
            }
            if let Some(n) = u.number {
                parts.push(format!("number {n}"));
            }
            if u.unknown {
                parts.push("unknown".into());
            }
            if !parts.is_empty() {
                let _ = writeln!(out, "  [{text}] {}", parts.join("; "));
            }
        }
        let interp = self.interpret(question, &tokens, db);
        let _ = writeln!(
            out,
            "  confidence {:.2}; doubts: {}",
            interp.confidence,
            interp.doubts.join(" | ")
        );
        out
    }

    /// "Coimbra districts" where trips are partitioned by city and `districts` (no member) holds
    /// 'Coimbra' in a column: a scope mention right before the name of another table that
    /// stores it is a value of that table, not the scope of the family. The byte spans of the
    /// mention with that name, to be read as a stored name (`scope::resolve`).
    fn values_before_own_tables(
        &self,
        question: &str,
        tokens: &[Token],
        db: DbId,
        families: &[scope::Family],
        scoped: &scope::Resolved,
    ) -> Vec<(usize, usize)> {
        let mut out = Vec::new();
        for &(s, e, _) in &scoped.spans {
            let Some(next) = tokens.iter().find(|t| t.start >= e && t.is_word()) else {
                continue;
            };
            if question[e..next.start].chars().any(|c| !c.is_whitespace()) {
                continue;
            }
            let Some(id) = self
                .index
                .values
                .exact(&clarisql_text::value_key(&question[s..e]))
            else {
                continue;
            };
            let holders: Vec<TableId> = self
                .index
                .values
                .locations_in(id, db)
                .map(|l| l.column.table)
                .filter(|t| !scope::is_member(families, *t))
                .collect();
            let named = holders.iter().any(|&t| {
                clarisql_text::identifier_words(&self.lake.table(t).name)
                    .last()
                    .is_some_and(|w| clarisql_text::stem(w) == next.stem)
            });
            if named {
                out.push((s, next.end));
            }
        }
        out
    }

    /// The best reading of `question` over database `db`, with its findings.
    pub fn interpret(&self, question: &str, tokens: &[Token], db: DbId) -> Interpretation {
        let mut linker = link::Linker::new(self.lake, self.index, db);
        // Partitioned tables whose scope the question names: the other members are hidden.
        // Stored names written in full, so a place inside one is not read as a scope (only
        // where tables are partitioned by scope: it costs a second value lookup).
        let families = scope::families(self.lake, db);
        let names = if families.is_empty() {
            Vec::new()
        } else {
            linker.exact_value_spans(tokens)
        };
        let mut scoped = scope::resolve(&families, question, &names);
        let values = self.values_before_own_tables(question, tokens, db, &families, &scoped);
        if !values.is_empty() {
            let names: Vec<(usize, usize)> = names.iter().copied().chain(values).collect();
            scoped = scope::resolve(&families, question, &names);
        }
        linker.hidden = scoped.hidden.clone();
        linker.scoped = scoped.spans;
        // A misspelt place is left to the scope check: no tables, and no value either.
        linker
            .scoped
            .extend(scoped.misspelt.iter().map(|&(s, e)| (s, e, Vec::new())));
        let links = linker.link(tokens);
        let cues = cues::find_cues(tokens);
        let mut units = segment::segment(tokens, &cues, &links);
        segment::explain_words_of_place(question, tokens, &self.lake.db(db).id, &mut units);
        let ctx = interpret::Context {
            lake: self.lake,
            index: self.index,
            db,
            text: question,
            tokens,
            families: &families,
            hidden: &scoped.hidden,
        };
        interpret::bridge_heads(&ctx, &mut units);
        interpret::members_of_people(&ctx, &mut units);
        interpret::verbs_before_own_places(&ctx, &mut units);
        let mut interpretation = interpret::interpret(&ctx, &units);
        detect::detect(&ctx, &units, &mut interpretation);
        interpret::doubt_echoed_value(&mut interpretation);
        interpretation
    }
}
