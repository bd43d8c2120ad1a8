//! The engine: one question (and its dialogue) in, one decision out — answer with verified SQL,
//! ask one clarification question, refuse with the reason, or reply to small talk.
//!
//! ```text
//! question -> intake -> retrieve (lake index) -> interpret per candidate database (analyze)
//!          -> decide -> build SQL (sql) -> validate -> execute read-only (exec) -> Response
//! ```
//!
//! Architecture Invariant: every SQL statement that reaches a database went through
//! `clarisql_sql::validate` first, and runs on a read-only connection with limits.
//!
//! Architecture Invariant: the engine does no network I/O and knows no LLM. A model comes in
//! through the traits of [`assist`] (implemented by `clarisql-agent`), only where the engine's
//! own reading falls short, and everything it proposes is verified here.

pub mod assist;
mod decide;
pub mod dialogue;
mod entity;
mod intake;
mod newcomers;
mod response;
mod session;
mod split;

pub use assist::{AnswerSource, Assist, LlmTrace};
pub use response::{Clarification, Decision, Response};
pub use session::{Session, Turn};

use clarisql_analyze::{Analyzer, Interpretation};
use clarisql_exec::Limits;
use clarisql_index::{IndexStats, LakeIndex, Retrieval};
use clarisql_lake::{DbId, Lake, LoadOptions};
use std::path::{Path, PathBuf};
use std::time::Duration;

/// Tunable behaviour. The defaults are what the CLI uses.
#[derive(Debug, Clone)]
pub struct EngineConfig {
    /// Answer only when the chosen reading's confidence reaches this.
    pub answer_threshold: f32,
    /// How many retrieved databases are interpreted in full. Lakes hold copies of one table in
    /// several databases; with too few places the copies fill them, and a database that would
    /// answer differently is never read, so a tie goes unnoticed (Spider train, open: 4 -> 8
    /// took answer precision 0.836 -> 0.842 at coverage 0.443 -> 0.437; 12 added little).
    pub candidate_databases: usize,
    /// Limits for executing SQL.
    pub limits: Limits,
    /// Tables reported per answer for retrieval metrics.
    pub top_k_tables: usize,
}

impl Default for EngineConfig {
    fn default() -> Self {
        EngineConfig {
            answer_threshold: 0.62,
            candidate_databases: 8,
            limits: Limits {
                timeout: Duration::from_secs(10),
                max_rows: 1000,
            },
            top_k_tables: 5,
        }
    }
}

#[derive(Debug, thiserror::Error)]
pub enum EngineError {
    #[error(transparent)]
    Lake(#[from] clarisql_lake::LakeError),
    #[error(transparent)]
    Index(#[from] clarisql_index::IndexError),
    #[error("unknown database '{0}'; the lake has: {1}")]
    UnknownDatabase(String, String),
}

/// A loaded lake with its index, ready for questions.
pub struct Engine {
    pub lake: Lake,
    pub index: LakeIndex,
    pub config: EngineConfig,
    pub index_stats: IndexStats,
    /// The LLM steps, when a model is configured; `None` is the deterministic engine.
    pub assist: Option<Assist>,
}

/// `clarisql analyze`: the engine's decision with the taxonomy findings, plus ODUTQA's labels
/// and DTE's per-token tags for the database it chose.
#[derive(Debug, Clone, serde::Serialize)]
pub struct Analysis {
    pub question: String,
    #[serde(flatten)]
    pub response: Response,
    pub odutqa: Option<clarisql_analyze::labels::OdutqaLabels>,
    pub dte: Vec<clarisql_analyze::labels::TaggedToken>,
}

/// Options of one request.
#[derive(Debug, Clone, Default)]
pub struct Ask {
    /// Restrict to this database.
    pub db: Option<DbId>,
    /// Answer every interpretation of an ambiguous question instead of asking.
    pub all_interpretations: bool,
}

impl Engine {
    /// Loads the lake at `paths` and its index (cached under `cache_dir`).
    pub fn open(
        paths: &[PathBuf],
        cache_dir: &Path,
        progress: Option<clarisql_lake::Progress<'_>>,
    ) -> Result<Engine, EngineError> {
        let options = LoadOptions {
            cache_dir: cache_dir.to_path_buf(),
            progress,
        };
        let lake = Lake::load(paths, &options)?;
        let (index, index_stats) = LakeIndex::load_or_build(&lake, cache_dir)?;
        Ok(Engine {
            lake,
            index,
            config: EngineConfig::default(),
            index_stats,
            assist: None,
        })
    }

    pub fn from_parts(lake: Lake, index: LakeIndex, index_stats: IndexStats) -> Engine {
        Engine {
            lake,
            index,
            config: EngineConfig::default(),
            index_stats,
            assist: None,
        }
    }

    /// Resolves a database name given by a user.
    pub fn database(&self, name: &str) -> Result<DbId, EngineError> {
        self.lake.database(name).map(|(id, _)| id).ok_or_else(|| {
            let mut names: Vec<&str> = self.lake.databases.iter().map(|d| d.id.as_str()).collect();
            names.sort();
            let shown = if names.len() > 20 {
                format!("{} … ({} in all)", names[..20].join(", "), names.len())
            } else {
                names.join(", ")
            };
            EngineError::UnknownDatabase(name.to_string(), shown)
        })
    }

    pub fn analyzer(&self) -> Analyzer<'_> {
        Analyzer::new(&self.lake, &self.index)
    }

    /// Answers one stand-alone question.
    pub fn ask(&self, question: &str, options: &Ask) -> Response {
        let mut session = Session::new(self);
        session.options = options.clone();
        session.ask(question)
    }

    /// Runs `sql` on database `db` the way the engine runs its own SQL: validated (one read-only
    /// SELECT over existing tables and columns), then executed read-only under the configured
    /// limits. Agent tools use this; the error says what was refused or what failed.
    pub fn run_sql(&self, db: DbId, sql: &str) -> Result<clarisql_exec::ResultSet, String> {
        decide::execute(self, db, sql)
    }

    /// The decision and, for the database it chose, the reading with the papers' labels
    /// (`clarisql analyze`).
    pub fn analyze(&self, question: &str, options: &Ask) -> Analysis {
        let response = self.ask(question, options);
        let db = options.db.or_else(|| {
            response
                .database
                .as_deref()
                .and_then(|d| self.database(d).ok())
        });
        let analyzer = self.analyzer();
        let tokens = analyzer.tokenize(question);
        let reading = db.map(|d| analyzer.interpret(question, &tokens, d));
        let odutqa = reading
            .as_ref()
            .map(clarisql_analyze::labels::odutqa_labels);
        let dte = reading
            .as_ref()
            .map(|r| clarisql_analyze::labels::dte_tags(&self.lake, question, &tokens, r))
            .unwrap_or_default();
        Analysis {
            question: question.to_string(),
            response,
            odutqa,
            dte,
        }
    }

    /// Retrieval only: databases and tables for a question.
    pub fn retrieve(&self, question: &str) -> Retrieval {
        let tokens = self.index.segmenter().tokenize(question);
        self.index
            .retrieve(&self.lake, &tokens, self.config.top_k_tables)
    }

    /// Interprets `question` over its candidate databases, best first.
    pub fn interpretations(
        &self,
        question: &str,
        db: Option<DbId>,
    ) -> (Retrieval, Vec<(Interpretation, f32)>) {
        decide::interpretations(self, question, db, &session::Hints::default())
    }
}
