//! The engine's own functions as tools a model can call: table search (retrieval), value
//! search (the value index, ODUTQA's slotSearchTool), schema lookup, and SQL execution through
//! the engine's validator (MAIC-TQA's sqlQueryTool).
//!
//! Tool inputs come from the model: they are parsed leniently, bounded in length, and checked
//! against the lake (a database or table that does not exist is an error message, not a
//! panic). Tool outputs are JSON data for the model, never instructions to the engine.

use crate::context::table_context;
use clarisql_engine::Engine;
use clarisql_index::ValueMatch;
use clarisql_lake::DbId;
use clarisql_llm::{Tool, ToolCall};
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};
use std::sync::Mutex;

/// Longest text argument accepted (a phrase, a value, a name).
const MAX_TEXT_CHARS: usize = 200;
/// Longest SQL accepted.
const MAX_SQL_CHARS: usize = 4_000;
/// Rows of a query result shown to the model.
const ROWS_SHOWN: usize = 10;
/// Results of a search.
const HITS: usize = 8;

/// One tool call the engine served, for the trace.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ToolUse {
    pub tool: String,
    pub arguments: String,
    /// The result as sent back to the model (cut for the trace).
    pub result: String,
    /// False when the call was refused or failed (bad arguments, unknown name, SQL error).
    pub ok: bool,
}

/// The tools over one engine; `db` is the database a call means when it names none.
pub struct EngineTools<'a> {
    engine: &'a Engine,
    db: DbId,
    uses: Mutex<Vec<ToolUse>>,
}

#[derive(Deserialize)]
struct PhraseArgs {
    text: String,
}

#[derive(Deserialize)]
struct ValueArgs {
    text: String,
    #[serde(default)]
    database: Option<String>,
}

#[derive(Deserialize)]
struct TableArgs {
    #[serde(default)]
    database: Option<String>,
    table: String,
}

#[derive(Deserialize)]
struct SqlArgs {
    #[serde(default)]
    database: Option<String>,
    sql: String,
}

fn object(properties: Value, required: &[&str]) -> Value {
    json!({
        "type": "object",
        "properties": properties,
        "required": required,
        "additionalProperties": false,
    })
}

impl<'a> EngineTools<'a> {
    pub fn new(engine: &'a Engine, db: DbId) -> Self {
        EngineTools {
            engine,
            db,
            uses: Mutex::new(Vec::new()),
        }
    }

    /// The tool definitions to send with a request.
    pub fn definitions() -> Vec<Tool> {
        vec![
            Tool::new(
                "search_tables",
                "Find the tables of the lake that fit a phrase (words of the question, a topic). Returns databases, tables and their columns, best first.",
                object(json!({"text": {"type": "string"}}), &["text"]),
            ),
            Tool::new(
                "search_values",
                "Find which columns hold a value, exactly or nearly (typos, partial names). Use it to spell filter values as the data does.",
                object(
                    json!({"text": {"type": "string"}, "database": {"type": "string"}}),
                    &["text", "database"],
                ),
            ),
            Tool::new(
                "describe_table",
                "A table's columns with types and sample values, its primary key and foreign keys.",
                object(
                    json!({"database": {"type": "string"}, "table": {"type": "string"}}),
                    &["database", "table"],
                ),
            ),
            Tool::new(
                "run_sql",
                "Run one read-only SELECT on a database and see its columns and first rows, or why it was refused or failed.",
                object(
                    json!({"database": {"type": "string"}, "sql": {"type": "string"}}),
                    &["database", "sql"],
                ),
            ),
        ]
    }

    /// Every call served so far.
    pub fn uses(&self) -> Vec<ToolUse> {
        self.uses.lock().unwrap_or_else(|p| p.into_inner()).clone()
    }

    /// Serves one call; the text goes back to the model as the tool's result.
    pub fn call(&self, call: &ToolCall) -> String {
        let outcome = match call.name.as_str() {
            "search_tables" => call
                .parse_arguments::<PhraseArgs>()
                .map_err(|e| format!("bad arguments: {e}"))
                .and_then(|a| self.search_tables(&a.text)),
            "search_values" => call
                .parse_arguments::<ValueArgs>()
                .map_err(|e| format!("bad arguments: {e}"))
                .and_then(|a| self.search_values(&a.text, a.database.as_deref())),
            "describe_table" => call
                .parse_arguments::<TableArgs>()
                .map_err(|e| format!("bad arguments: {e}"))
                .and_then(|a| self.describe_table(a.database.as_deref(), &a.table)),
            "run_sql" => call
                .parse_arguments::<SqlArgs>()
                .map_err(|e| format!("bad arguments: {e}"))
                .and_then(|a| self.run_sql(a.database.as_deref(), &a.sql)),
            other => Err(format!(
                "there is no tool '{other}'; use search_tables, search_values, describe_table or run_sql"
            )),
        };
        let (ok, result) = match outcome {
            Ok(value) => (true, value.to_string()),
            Err(error) => (false, json!({ "error": error }).to_string()),
        };
        self.uses
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .push(ToolUse {
                tool: call.name.clone(),
                arguments: clip(&call.arguments, 300),
                result: clip(&result, 300),
                ok,
            });
        result
    }

    fn database(&self, name: Option<&str>) -> Result<DbId, String> {
        match name.map(str::trim).filter(|n| !n.is_empty()) {
            None => Ok(self.db),
            Some(n) => self
                .engine
                .database(bounded(n, MAX_TEXT_CHARS)?)
                .map_err(|e| e.to_string()),
        }
    }

    fn search_tables(&self, text: &str) -> Result<Value, String> {
        let text = bounded(text, MAX_TEXT_CHARS)?;
        let retrieval = self.engine.retrieve(text);
        let tables: Vec<Value> = retrieval
            .tables
            .iter()
            .take(HITS)
            .map(|t| {
                let table = self.engine.lake.table(t.table);
                json!({
                    "database": self.engine.lake.db(t.table.db).id,
                    "table": table.name,
                    "columns": table.columns.iter().take(30).map(|c| c.name.as_str()).collect::<Vec<_>>(),
                })
            })
            .collect();
        Ok(json!({ "tables": tables }))
    }

    fn search_values(&self, text: &str, database: Option<&str>) -> Result<Value, String> {
        let text = bounded(text, MAX_TEXT_CHARS)?;
        let db = self.database(database)?;
        let values = &self.engine.index.values;
        let key = clarisql_text::value_key(text);
        let mut found: Vec<(u32, ValueMatch)> = Vec::new();
        if let Some(id) = values.exact(&key) {
            found.push((id, ValueMatch::Exact));
        }
        let tokens: Vec<&str> = key.split(' ').filter(|t| !t.is_empty()).collect();
        for id in values.containing(&tokens, HITS * 4) {
            found.push((id, ValueMatch::Partial));
        }
        let edits = clarisql_index::allowed_edits(key.chars().count());
        for (id, d) in values.fuzzy(&key, edits, HITS * 4) {
            found.push((id, ValueMatch::Fuzzy(d)));
        }
        let mut hits: Vec<Value> = Vec::new();
        let mut seen = std::collections::HashSet::new();
        for (id, how) in found {
            for loc in values.locations_in(id, db) {
                let column = self.engine.lake.column(loc.column);
                let table = self.engine.lake.table(loc.column.table);
                if seen.insert((loc.value.clone(), loc.column)) && hits.len() < HITS {
                    hits.push(json!({
                        "value": loc.value,
                        "table": table.name,
                        "column": column.name,
                        "match": match how {
                            ValueMatch::Exact => "exact".to_string(),
                            ValueMatch::Partial => "contains the words".to_string(),
                            ValueMatch::Prefix => "prefix".to_string(),
                            ValueMatch::Fuzzy(d) => format!("{d} edit(s) away"),
                            ValueMatch::WordForm => "another form of the word".to_string(),
                        },
                    }));
                }
            }
        }
        Ok(json!({ "database": self.engine.lake.db(db).id, "values": hits }))
    }

    fn describe_table(&self, database: Option<&str>, table: &str) -> Result<Value, String> {
        let table = bounded(table, MAX_TEXT_CHARS)?;
        let db = self.database(database)?;
        let d = self.engine.lake.db(db);
        let Some(index) = d.table_index(table.trim()) else {
            let names: Vec<&str> = d.tables.iter().map(|t| t.name.as_str()).collect();
            return Err(format!(
                "database '{}' has no table '{table}'; its tables: {}",
                d.id,
                names.join(", ")
            ));
        };
        let tid = clarisql_lake::TableId {
            db,
            table: index as u32,
        };
        let t = &d.tables[index];
        let context = table_context(self.engine, tid);
        let foreign_keys: Vec<String> = d
            .foreign_keys
            .iter()
            .filter(|fk| fk.from_table == index || fk.to_table == index)
            .map(|fk| {
                let cols = |table: usize, cols: &[usize]| {
                    cols.iter()
                        .filter_map(|c| d.tables.get(table)?.columns.get(*c))
                        .map(|c| c.name.as_str())
                        .collect::<Vec<_>>()
                        .join(", ")
                };
                format!(
                    "{}({}) -> {}({})",
                    d.tables[fk.from_table].name,
                    cols(fk.from_table, &fk.from_columns),
                    d.tables[fk.to_table].name,
                    cols(fk.to_table, &fk.to_columns)
                )
            })
            .collect();
        Ok(json!({
            "database": d.id,
            "table": t.name,
            "rows": t.row_count,
            "columns": context.columns.iter().map(|c| json!({
                "name": c.name, "type": c.data_type, "samples": c.samples,
            })).collect::<Vec<_>>(),
            "primary_key": t.primary_key.iter().filter_map(|c| t.columns.get(*c)).map(|c| c.name.as_str()).collect::<Vec<_>>(),
            "foreign_keys": foreign_keys,
        }))
    }

    fn run_sql(&self, database: Option<&str>, sql: &str) -> Result<Value, String> {
        let sql = bounded(sql, MAX_SQL_CHARS)?;
        let db = self.database(database)?;
        let rs = self.engine.run_sql(db, sql)?;
        let rows: Vec<Vec<String>> = rs
            .rows
            .iter()
            .take(ROWS_SHOWN)
            .map(|r| r.iter().map(|v| clip(&v.to_string(), 60)).collect())
            .collect();
        Ok(json!({
            "database": self.engine.lake.db(db).id,
            "columns": rs.columns,
            "rows": rows,
            "row_count": rs.rows.len(),
            "truncated": rs.truncated,
        }))
    }
}

fn bounded(text: &str, max: usize) -> Result<&str, String> {
    let n = text.chars().count();
    if n > max {
        Err(format!(
            "the argument is {n} characters long; at most {max} are accepted"
        ))
    } else {
        Ok(text)
    }
}

fn clip(text: &str, max: usize) -> String {
    match text.char_indices().nth(max) {
        Some((cut, _)) => format!("{}…", &text[..cut]),
        None => text.to_string(),
    }
}
