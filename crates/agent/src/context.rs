//! The engine's view of a question, turned into the plain inputs the prompts take.

use clarisql_engine::assist::{Attempt, Outcome, ProposalContext};
use clarisql_engine::{Decision, Engine, Turn};
use clarisql_exec::Dialect;
use clarisql_lake::TableId;
use clarisql_llm::prompts::{
    self, ColumnContext, Lang, RepairProblem, ResolvedFinding, TableContext,
};

/// Columns shown per table: wide tables are cut, the question's words usually sit early.
const MAX_COLUMNS: usize = 40;
/// Sample values per column.
const SAMPLES: usize = 4;
/// Longest sample shown, in characters (long texts teach the model nothing about spelling).
const MAX_SAMPLE_CHARS: usize = 40;

/// Chinese prompts for Chinese questions, English otherwise.
pub(crate) fn lang_of(text: &str) -> Lang {
    if clarisql_text::has_cjk(text) {
        Lang::Zh
    } else {
        Lang::En
    }
}

pub(crate) fn dialect_name(dialect: Dialect) -> &'static str {
    match dialect {
        Dialect::Sqlite => "SQLite",
        Dialect::Postgres => "PostgreSQL",
    }
}

/// A table as the prompt shows it: name, caption, columns with types and sample values.
pub(crate) fn table_context(engine: &Engine, table: TableId) -> TableContext {
    let t = engine.lake.table(table);
    TableContext {
        name: t.name.clone(),
        caption: t.caption.clone(),
        columns: t
            .columns
            .iter()
            .take(MAX_COLUMNS)
            .map(|c| {
                let declared = if c.declared_type.is_empty() {
                    format!("{:?}", c.kind).to_uppercase()
                } else {
                    c.declared_type.clone()
                };
                let mut column = ColumnContext::new(&c.name, declared);
                column.description = c.description.clone();
                column.samples = c
                    .profile
                    .top
                    .iter()
                    .map(|(v, _)| v)
                    .filter(|v| !v.is_empty() && v.chars().count() <= MAX_SAMPLE_CHARS)
                    .take(SAMPLES)
                    .cloned()
                    .collect();
                column
            })
            .collect(),
    }
}

pub(crate) fn tables(ctx: &ProposalContext<'_>) -> Vec<TableContext> {
    ctx.tables
        .iter()
        .map(|t| table_context(ctx.engine, *t))
        .collect()
}

/// The dialogue as the prompts take it: earlier turns (the user's words and what the system
/// said: what a benchmark told the session, when it did, else the engine's reply), then the
/// question as the last user turn.
pub(crate) fn dialogue(history: &[Turn], question: &str) -> Vec<prompts::Turn> {
    let mut out = Vec::new();
    for turn in history {
        out.push(prompts::Turn::user(&turn.user));
        let said = match (&turn.told, turn.decision, turn.sql.as_ref()) {
            (Some(told), _, _) => told.clone(),
            (None, Decision::Answer, Some(sql)) => format!("{} (SQL: {sql})", turn.message),
            (None, _, _) => turn.message.clone(),
        };
        out.push(prompts::Turn::system(said));
    }
    out.push(prompts::Turn::user(question));
    out
}

pub(crate) fn resolved(ctx: &ProposalContext<'_>) -> Vec<ResolvedFinding> {
    ctx.resolved
        .iter()
        .map(|(phrase, meaning)| ResolvedFinding {
            phrase: phrase.clone(),
            meaning: meaning.clone(),
        })
        .collect()
}

pub(crate) fn dialect(ctx: &ProposalContext<'_>) -> String {
    dialect_name(ctx.engine.lake.db(ctx.db).source.dialect()).to_string()
}

/// What went wrong with an attempt, in the repair prompt's terms.
pub(crate) fn problem(attempt: &Attempt) -> RepairProblem {
    match &attempt.outcome {
        Outcome::Rejected { reason } => RepairProblem::Rejected(reason.clone()),
        Outcome::Failed { error } => RepairProblem::ExecutionError(error.clone()),
        Outcome::Empty | Outcome::Answered { .. } => RepairProblem::EmptyResult,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use clarisql_analyze::QuestionType;

    fn turn(told: Option<&str>) -> Turn {
        Turn {
            user: "How many flights leave TRL?".into(),
            decision: Decision::Answer,
            question_type: QuestionType::Answerable,
            message: "3 rows.".into(),
            sql: Some("SELECT COUNT(*) FROM flight WHERE origin = 'TRL'".into()),
            told: told.map(str::to_string),
        }
    }

    #[test]
    fn the_dialogue_carries_what_the_system_was_told_to_have_said() {
        let own = dialogue(&[turn(None)], "And to BXM?");
        assert_eq!(own.len(), 3);
        assert!(own[1].text.contains("origin = 'TRL'"), "{:?}", own[1]);
        let told = dialogue(
            &[turn(Some(
                "Here. [SELECT COUNT(*) FROM flight WHERE dest = 'QOR']",
            ))],
            "And to BXM?",
        );
        assert_eq!(
            told[1].text,
            "Here. [SELECT COUNT(*) FROM flight WHERE dest = 'QOR']"
        );
        assert_eq!(told[2], prompts::Turn::user("And to BXM?"));
    }
}
