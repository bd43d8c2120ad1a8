//! SQL from a model: generation, a query plan, or a tool-calling agent; repairs from feedback.

use crate::context;
use crate::tools::EngineTools;
use crate::usage;
use clarisql_engine::assist::{
    AssistError, AssistUsage, Attempt, Proposal, ProposalContext, SqlProposer,
};
use clarisql_llm::prompts::{
    self, DecomposeInput, PlanAnswer, RepairAnswer, RepairInput, SqlAnswer, SqlGenerationInput,
};
use clarisql_llm::{BlockingClient, ToolChoice};
use std::sync::Arc;

/// Tokens a SQL answer may take by default: a long query with assumptions fits; a rambling
/// model is cut off (and the cut-off answer is a failure the engine falls back from).
pub const DEFAULT_MAX_TOKENS: u32 = 512;

/// How the model writes its first query.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ProposerMode {
    /// One call: schema subset, samples, grounded findings and dialogue in, SQL out.
    Generate,
    /// A plan of sub-questions, each with SQL, combined into one final query (MMSQL's
    /// decomposer, TACO's query plan); the final query is what the engine verifies.
    Decompose,
    /// The model calls the engine's tools (table and value search, schema lookup, validated
    /// execution) before it answers. The first round is forced to `first_tool` (servers that
    /// cannot pick tools themselves still take a named one); later rounds are the model's choice.
    Agent { first_tool: String },
}

impl ProposerMode {
    /// Agent mode starting with `run_sql`: the model tries a query at once and sees its result
    /// or its error, as MAIC-TQA's SGV agent does.
    pub fn agent() -> Self {
        ProposerMode::Agent {
            first_tool: "run_sql".to_string(),
        }
    }
}

/// A [`SqlProposer`] backed by an OpenAI-compatible model.
pub struct LlmProposer {
    client: Arc<BlockingClient>,
    mode: ProposerMode,
    max_tool_rounds: usize,
    max_tokens: u32,
}

impl LlmProposer {
    pub fn new(client: Arc<BlockingClient>, mode: ProposerMode) -> Self {
        LlmProposer {
            client,
            mode,
            max_tool_rounds: 4,
            max_tokens: DEFAULT_MAX_TOKENS,
        }
    }

    /// Tokens an answer may take (a plan gets twice as many).
    pub fn with_max_tokens(mut self, tokens: u32) -> Self {
        self.max_tokens = tokens;
        self
    }

    pub fn with_max_tool_rounds(mut self, rounds: usize) -> Self {
        self.max_tool_rounds = rounds;
        self
    }

    fn generation_input(&self, ctx: &ProposalContext<'_>) -> SqlGenerationInput {
        SqlGenerationInput {
            lang: context::lang_of(ctx.question),
            dialect: context::dialect(ctx),
            tables: context::tables(ctx),
            findings: context::resolved(ctx),
            dialogue: context::dialogue(ctx.history, ctx.question),
            examples: Vec::new(),
        }
    }

    fn generate(
        &self,
        ctx: &ProposalContext<'_>,
        usage: &mut AssistUsage,
    ) -> Result<Proposal, AssistError> {
        let request = prompts::sql_generation(&self.generation_input(ctx))
            .into_request()
            .with_max_tokens(self.max_tokens);
        let answer: SqlAnswer = usage::chat_json(&self.client, &request, usage)?;
        Ok(Proposal {
            sql: answer.sql,
            database: None,
            assumptions: answer.assumptions,
            notes: Vec::new(),
        })
    }

    fn decompose(
        &self,
        ctx: &ProposalContext<'_>,
        usage: &mut AssistUsage,
    ) -> Result<Proposal, AssistError> {
        let input = DecomposeInput {
            lang: context::lang_of(ctx.question),
            dialect: context::dialect(ctx),
            tables: context::tables(ctx),
            question: ctx.question.to_string(),
        };
        let request = prompts::decompose(&input)
            .into_request()
            .with_max_tokens(self.max_tokens.saturating_mul(2));
        let plan: PlanAnswer = usage::chat_json(&self.client, &request, usage)?;
        // A one-step plan may leave final_sql empty and put the query in its step.
        let sql = if plan.final_sql.trim().is_empty() {
            plan.steps.last().map(|s| s.sql.clone()).unwrap_or_default()
        } else {
            plan.final_sql.clone()
        };
        let notes = plan
            .steps
            .iter()
            .enumerate()
            .map(|(i, s)| format!("plan step {}: {} — {}", i + 1, s.question, s.sql))
            .collect();
        Ok(Proposal {
            sql,
            database: None,
            assumptions: Vec::new(),
            notes,
        })
    }

    fn agent(
        &self,
        ctx: &ProposalContext<'_>,
        first_tool: &str,
        usage: &mut AssistUsage,
    ) -> Result<Proposal, AssistError> {
        let tools = EngineTools::new(ctx.engine, ctx.db);
        let request = prompts::sql_agent(&self.generation_input(ctx))
            .into_request()
            .with_max_tokens(self.max_tokens)
            .with_tools(
                EngineTools::definitions(),
                Some(ToolChoice::Function(first_tool.to_string())),
            );
        let run = usage::metered(&self.client, usage, || {
            self.client
                .run_tools(request, self.max_tool_rounds, |call| tools.call(call))
        });
        let uses = tools.uses();
        let mut notes: Vec<String> = uses
            .iter()
            .map(|u| {
                format!(
                    "tool {}({}) -> {}",
                    u.tool,
                    u.arguments,
                    if u.ok { &u.result } else { "error" }
                )
            })
            .collect();
        // The SQL the model last ran successfully through the tool, if any: a fallback for a
        // final answer without JSON.
        let last_good_sql = uses
            .iter()
            .rev()
            .filter(|u| u.tool == "run_sql" && u.ok)
            .find_map(|u| {
                let args: serde_json::Value = clarisql_llm::json::parse_as(&u.arguments).ok()?;
                let sql = args.get("sql")?.as_str()?.to_string();
                let db = args
                    .get("database")
                    .and_then(|d| d.as_str())
                    .map(str::to_string);
                Some((sql, db))
            });
        let run = match run {
            Ok(run) => run,
            Err(e) => {
                return match last_good_sql {
                    Some((sql, database)) => {
                        notes.push(format!(
                            "the agent stopped early ({e}); using the last query it ran"
                        ));
                        Ok(Proposal {
                            sql,
                            database,
                            assumptions: Vec::new(),
                            notes,
                        })
                    }
                    None => Err(e.with_notes(notes)),
                }
            }
        };
        let answer = clarisql_llm::json::parse_as::<SqlAnswer>(run.answer.text());
        match (answer, last_good_sql) {
            (Ok(a), _) if !a.sql.trim().is_empty() => Ok(Proposal {
                sql: a.sql,
                database: None,
                assumptions: a.assumptions,
                notes,
            }),
            (_, Some((sql, database))) => {
                notes.push(
                    "the agent's final answer held no SQL; using the last query it ran".into(),
                );
                Ok(Proposal {
                    sql,
                    database,
                    assumptions: Vec::new(),
                    notes,
                })
            }
            (Err(e), None) => Err(AssistError::new(format!(
                "the agent's final answer holds no SQL: {e}"
            ))
            .with_notes(notes)),
            (Ok(_), None) => Err(
                AssistError::new("the agent's final answer holds an empty SQL").with_notes(notes),
            ),
        }
    }
}

impl SqlProposer for LlmProposer {
    fn name(&self) -> String {
        let mode = match &self.mode {
            ProposerMode::Generate => "generate",
            ProposerMode::Decompose => "decompose",
            ProposerMode::Agent { .. } => "agent",
        };
        format!("llm:{}:{mode}", self.client.inner().config().model)
    }

    fn propose(
        &self,
        ctx: &ProposalContext<'_>,
        usage: &mut AssistUsage,
    ) -> Result<Proposal, AssistError> {
        match &self.mode {
            ProposerMode::Generate => self.generate(ctx, usage),
            ProposerMode::Decompose => self.decompose(ctx, usage),
            ProposerMode::Agent { first_tool } => self.agent(ctx, first_tool, usage),
        }
    }

    fn repair(
        &self,
        ctx: &ProposalContext<'_>,
        failed: &[Attempt],
        usage: &mut AssistUsage,
    ) -> Result<Proposal, AssistError> {
        let Some((last, earlier)) = failed.split_last() else {
            return self.propose(ctx, usage);
        };
        let input = RepairInput {
            lang: context::lang_of(ctx.question),
            dialect: context::dialect(ctx),
            tables: context::tables(ctx),
            dialogue: context::dialogue(ctx.history, ctx.question),
            sql: last.sql.clone(),
            problem: context::problem(last),
            earlier_attempts: earlier
                .iter()
                .map(|a| (a.sql.clone(), context::problem(a)))
                .collect(),
        };
        let request = prompts::sql_repair(&input)
            .into_request()
            .with_max_tokens(self.max_tokens);
        let answer: RepairAnswer = usage::chat_json(&self.client, &request, usage)?;
        let mut notes = vec![format!("repair: {}", answer.diagnosis.trim())];
        for v in &answer.unmatched_values {
            notes.push(format!(
                "the LLM believes '{}' ({}) matches nothing in the data",
                v.value, v.column
            ));
        }
        Ok(Proposal {
            sql: answer.sql,
            database: None,
            assumptions: Vec::new(),
            notes,
        })
    }
}
