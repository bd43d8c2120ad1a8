//! The gate every statement passes before it reaches a database — built here, typed by a user,
//! or written by an LLM: it must parse, be exactly one read-only SELECT (CTEs allowed), call no
//! function with side effects, and name only tables and columns that exist.
//!
//! Architecture Invariant: nothing runs on a database without `validate` saying yes.

use crate::build::sqlparser_dialect;
use clarisql_exec::Dialect;
use clarisql_lake::{Database, DbId, Lake, TableId};
use sqlparser::ast::{self as ast, Visit, Visitor};
use sqlparser::parser::Parser;
use std::collections::HashSet;
use std::ops::ControlFlow;

#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum ValidationError {
    #[error("the SQL does not parse: {0}")]
    Parse(String),
    #[error("there is no SQL statement")]
    Empty,
    #[error("{0} statements given; only one SELECT may run at a time")]
    MultipleStatements(usize),
    #[error("only read-only SELECT queries may run; this is {0}")]
    NotReadOnly(String),
    #[error("the function {0}() is not allowed (it can reach outside the query)")]
    ForbiddenFunction(String),
    #[error("database '{db}' has no table '{table}'{hint}")]
    UnknownTable {
        db: String,
        table: String,
        hint: String,
    },
    #[error("no table in the query has a column '{column}'{hint}")]
    UnknownColumn { column: String, hint: String },
}

/// A statement that passed: its tables, and the parsed form.
#[derive(Debug, Clone)]
pub struct Validated {
    pub statement: ast::Statement,
    pub tables: Vec<TableId>,
}

/// Functions that read files, sleep, change settings or load code.
fn forbidden_function(name: &str) -> bool {
    let n = name.to_ascii_lowercase();
    n.starts_with("pg_")
        || n.starts_with("lo_")
        || n.starts_with("dblink")
        || matches!(
            n.as_str(),
            "load_extension"
                | "readfile"
                | "writefile"
                | "edit"
                | "fts3_tokenizer"
                | "set_config"
                | "sleep"
                | "current_setting"
                | "query_to_xml"
                | "copy"
        )
}

fn closest<'a>(name: &str, candidates: impl Iterator<Item = &'a str>) -> String {
    let lower = name.to_lowercase();
    let mut best: Vec<(f64, &str)> = candidates
        .map(|c| (strsim::jaro_winkler(&lower, &c.to_lowercase()), c))
        .filter(|(s, _)| *s > 0.75)
        .collect();
    best.sort_by(|a, b| b.0.total_cmp(&a.0));
    match best.first() {
        Some((_, c)) => format!(" (did you mean '{c}'?)"),
        None => String::new(),
    }
}

struct Checker<'a> {
    db: &'a Database,
    problem: Option<ValidationError>,
    cte_names: HashSet<String>,
    tables: Vec<usize>,
    aliases: HashSet<String>,
    idents: Vec<Vec<String>>,
}

impl Checker<'_> {
    fn fail(&mut self, e: ValidationError) -> ControlFlow<()> {
        self.problem = Some(e);
        ControlFlow::Break(())
    }
}

fn set_expr_kind(body: &ast::SetExpr) -> Option<&'static str> {
    match body {
        ast::SetExpr::Insert(_) => Some("an INSERT"),
        ast::SetExpr::Update(_) => Some("an UPDATE"),
        ast::SetExpr::Delete(_) => Some("a DELETE"),
        ast::SetExpr::Merge(_) => Some("a MERGE"),
        ast::SetExpr::SetOperation { left, right, .. } => {
            set_expr_kind(left).or_else(|| set_expr_kind(right))
        }
        _ => None,
    }
}

impl Visitor for Checker<'_> {
    type Break = ();

    fn pre_visit_query(&mut self, query: &ast::Query) -> ControlFlow<()> {
        if let Some(kind) = set_expr_kind(&query.body) {
            return self.fail(ValidationError::NotReadOnly(kind.to_string()));
        }
        if !query.locks.is_empty() {
            return self.fail(ValidationError::NotReadOnly(
                "a locking SELECT (FOR UPDATE/SHARE)".to_string(),
            ));
        }
        if let Some(with) = &query.with {
            for cte in &with.cte_tables {
                self.cte_names.insert(cte.alias.name.value.to_lowercase());
                for c in &cte.alias.columns {
                    self.aliases.insert(c.name.value.to_lowercase());
                }
            }
        }
        ControlFlow::Continue(())
    }

    fn pre_visit_select(&mut self, select: &ast::Select) -> ControlFlow<()> {
        if select.into.is_some() {
            return self.fail(ValidationError::NotReadOnly(
                "SELECT INTO (it creates a table)".to_string(),
            ));
        }
        for item in &select.projection {
            if let ast::SelectItem::ExprWithAlias { alias, .. } = item {
                self.aliases.insert(alias.value.to_lowercase());
            }
        }
        ControlFlow::Continue(())
    }

    fn pre_visit_table_factor(&mut self, tf: &ast::TableFactor) -> ControlFlow<()> {
        match tf {
            ast::TableFactor::Table {
                alias, args, name, ..
            } => {
                if args.is_some() {
                    let n = name.to_string();
                    return self.fail(ValidationError::ForbiddenFunction(n));
                }
                if let Some(a) = alias {
                    self.aliases.insert(a.name.value.to_lowercase());
                }
            }
            ast::TableFactor::Derived { alias: Some(a), .. } => {
                self.aliases.insert(a.name.value.to_lowercase());
                for c in &a.columns {
                    self.aliases.insert(c.name.value.to_lowercase());
                }
            }
            _ => {}
        }
        ControlFlow::Continue(())
    }

    fn pre_visit_relation(&mut self, relation: &ast::ObjectName) -> ControlFlow<()> {
        let Some(last) = relation.0.last().and_then(|p| p.as_ident()) else {
            return ControlFlow::Continue(());
        };
        let name = last.value.clone();
        if self.cte_names.contains(&name.to_lowercase()) {
            return ControlFlow::Continue(());
        }
        match self.db.table_index(&name) {
            Some(t) => {
                if !self.tables.contains(&t) {
                    self.tables.push(t);
                }
                ControlFlow::Continue(())
            }
            None => {
                let hint = closest(&name, self.db.tables.iter().map(|t| t.name.as_str()));
                self.fail(ValidationError::UnknownTable {
                    db: self.db.id.clone(),
                    table: name,
                    hint,
                })
            }
        }
    }

    fn pre_visit_expr(&mut self, expr: &ast::Expr) -> ControlFlow<()> {
        match expr {
            ast::Expr::Function(f) => {
                let name = f.name.to_string();
                if forbidden_function(name.trim_matches('"')) {
                    return self.fail(ValidationError::ForbiddenFunction(name));
                }
            }
            ast::Expr::Identifier(i) => self.idents.push(vec![i.value.clone()]),
            ast::Expr::CompoundIdentifier(parts) => self
                .idents
                .push(parts.iter().map(|p| p.value.clone()).collect()),
            _ => {}
        }
        ControlFlow::Continue(())
    }
}

/// Checks `sql` for database `db` of `lake`.
pub fn validate(
    sql: &str,
    lake: &Lake,
    db: DbId,
    dialect: Dialect,
) -> Result<Validated, ValidationError> {
    let d = sqlparser_dialect(dialect);
    let mut statements =
        Parser::parse_sql(d.as_ref(), sql).map_err(|e| ValidationError::Parse(e.to_string()))?;
    let statement = match statements.len() {
        0 => return Err(ValidationError::Empty),
        1 => statements.remove(0),
        n => return Err(ValidationError::MultipleStatements(n)),
    };
    let ast::Statement::Query(_) = &statement else {
        let kind = statement
            .to_string()
            .split_whitespace()
            .next()
            .unwrap_or("another statement")
            .to_uppercase();
        return Err(ValidationError::NotReadOnly(format!("a {kind} statement")));
    };
    let database = lake.db(db);
    let mut checker = Checker {
        db: database,
        problem: None,
        cte_names: HashSet::new(),
        tables: Vec::new(),
        aliases: HashSet::new(),
        idents: Vec::new(),
    };
    let _ = statement.visit(&mut checker);
    if let Some(problem) = checker.problem {
        return Err(problem);
    }
    // Columns: the last part of every identifier must be a column of a table in the query
    // (or of any table when the query reads only CTEs), an alias, or a table-qualified star.
    let scope: Vec<usize> = if checker.tables.is_empty() {
        (0..database.tables.len()).collect()
    } else {
        checker.tables.clone()
    };
    for parts in &checker.idents {
        let Some(col) = parts.last() else { continue };
        let lower = col.to_lowercase();
        if checker.aliases.contains(&lower) || checker.cte_names.contains(&lower) {
            continue;
        }
        let known = scope
            .iter()
            .any(|&t| database.tables[t].column_index(col).is_some())
            || database.tables.iter().any(|t| {
                t.column_index(col).is_some()
                    && parts.len() > 1
                    && checker.cte_names.contains(&parts[0].to_lowercase())
            });
        // SQLite reads an unknown double-quoted identifier as a string; we do not.
        if !known
            && !matches!(
                lower.as_str(),
                "true"
                    | "false"
                    | "null"
                    | "current_date"
                    | "current_time"
                    | "current_timestamp"
                    | "rowid"
            )
        {
            let hint = closest(
                col,
                scope
                    .iter()
                    .flat_map(|&t| database.tables[t].columns.iter().map(|c| c.name.as_str())),
            );
            return Err(ValidationError::UnknownColumn {
                column: col.clone(),
                hint,
            });
        }
    }
    let tables = checker
        .tables
        .iter()
        .map(|&t| TableId {
            db,
            table: t as u32,
        })
        .collect();
    Ok(Validated { statement, tables })
}

#[cfg(test)]
mod tests {
    use super::*;
    use clarisql_lake::{Column, ColumnKind, Profile, Source, Table};

    fn lake() -> Lake {
        let col = |n: &str| Column {
            name: n.into(),
            declared_type: String::new(),
            kind: ColumnKind::Text,
            description: None,
            profile: Profile::default(),
        };
        Lake {
            databases: vec![Database {
                id: "shop".into(),
                source: Source::Sqlite { path: "x".into() },
                tables: vec![Table {
                    name: "car".into(),
                    caption: None,
                    columns: vec![col("id"), col("maker"), col("price")],
                    primary_key: vec![0],
                    row_count: 1,
                }],
                foreign_keys: vec![],
                fingerprint: String::new(),
            }],
            issues: vec![],
        }
    }

    fn check(sql: &str) -> Result<(), String> {
        validate(sql, &lake(), DbId(0), Dialect::Sqlite)
            .map(|_| ())
            .map_err(|e| e.to_string())
    }

    #[test]
    fn accepts_reads() {
        for sql in [
            "SELECT maker, COUNT(*) FROM car GROUP BY maker ORDER BY COUNT(*) DESC LIMIT 1",
            "SELECT T1.price FROM car AS T1 WHERE T1.price > (SELECT AVG(price) FROM car)",
            "WITH cheap AS (SELECT id FROM car WHERE price < 10) SELECT id FROM cheap",
            "SELECT `maker` FROM `car`",
            "SELECT maker AS m FROM car ORDER BY m",
            "SELECT id FROM car UNION SELECT id FROM car",
        ] {
            assert_eq!(check(sql), Ok(()), "{sql}");
        }
    }

    #[test]
    fn rejects_writes_and_unknowns() {
        let cases = [
            ("DELETE FROM car", "only read-only"),
            ("DROP TABLE car", "only read-only"),
            ("SELECT 1; DROP TABLE car", "2 statements"),
            (
                "WITH x AS (DELETE FROM car RETURNING id) SELECT * FROM x",
                "",
            ),
            (
                "SELECT * FROM cars",
                "no table 'cars' (did you mean 'car'?)",
            ),
            (
                "SELECT prize FROM car",
                "no table in the query has a column 'prize' (did you mean 'price'?)",
            ),
            ("SELECT load_extension('x')", "not allowed"),
            ("SELECT pg_read_file('/etc/passwd')", "not allowed"),
            ("SELEC maker FROM car", "does not parse"),
            ("", "no SQL statement"),
        ];
        for (sql, expected) in cases {
            let err = check(sql).unwrap_err();
            assert!(err.contains(expected), "{sql}: {err}");
        }
    }
}
