//! Spider-style exact match (EM): two queries match when every component matches — SELECT items,
//! FROM tables, WHERE conditions and their connectives, GROUP BY, HAVING, ORDER BY (with whether a
//! LIMIT is present), set operations and the keywords used — compared as multisets, with values
//! masked, aliases resolved to table names, and case and DISTINCT ignored (as the Spider and MMSQL
//! evaluation scripts do).
//!
//! ```
//! use clarisql_bench::em::{exact_match, SchemaNames};
//! let schema = SchemaNames::new([("flights", vec!["flightno", "airline", "source"])]);
//! assert_eq!(
//!     exact_match(
//!         "SELECT T1.FlightNo FROM flights AS T1 WHERE T1.source = 'APG'",
//!         "SELECT flightno FROM flights WHERE source = 'XYZ'",
//!         &schema,
//!     ),
//!     Ok(true)
//! );
//! ```

use sqlparser::ast::{self as ast, Expr, SelectItem, SetExpr, TableFactor};
use sqlparser::dialect::{Dialect, GenericDialect, MySqlDialect, SQLiteDialect};
use sqlparser::parser::Parser;
use std::collections::{BTreeMap, BTreeSet};

/// Table names and their columns (lower case): resolves unqualified columns to their table.
#[derive(Debug, Clone, Default)]
pub struct SchemaNames {
    tables: BTreeMap<String, Vec<String>>,
}

impl SchemaNames {
    pub fn new<T, C, S>(tables: T) -> SchemaNames
    where
        T: IntoIterator<Item = (S, C)>,
        C: IntoIterator<Item = S>,
        S: AsRef<str>,
    {
        SchemaNames {
            tables: tables
                .into_iter()
                .map(|(t, cols)| {
                    (
                        t.as_ref().to_lowercase(),
                        cols.into_iter()
                            .map(|c| c.as_ref().to_lowercase())
                            .collect(),
                    )
                })
                .collect(),
        }
    }

    pub fn of_database(db: &clarisql_lake::Database) -> SchemaNames {
        SchemaNames::new(db.tables.iter().map(|t| {
            (
                t.name.as_str(),
                t.columns
                    .iter()
                    .map(|c| c.name.as_str())
                    .collect::<Vec<_>>(),
            )
        }))
    }

    fn has_column(&self, table: &str, column: &str) -> bool {
        self.tables
            .get(table)
            .is_some_and(|cols| cols.iter().any(|c| c == column))
    }
}

/// The components of one SELECT (and of what a set operation joins to it).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Components {
    pub select: Vec<String>,
    pub from: Vec<String>,
    pub conditions: Vec<String>,
    pub connectives: BTreeSet<String>,
    pub group_by: Vec<String>,
    pub having: Vec<String>,
    /// In order: ordering matters.
    pub order_by: Vec<String>,
    pub limit: bool,
    pub keywords: BTreeSet<String>,
    pub set_op: Option<(String, Box<Components>)>,
}

impl Components {
    /// One line, for nesting inside another query's condition and for reports.
    pub fn canonical(&self) -> String {
        let mut s = format!(
            "select[{}] from[{}] where[{}|{}] group[{}] having[{}] order[{}] limit[{}]",
            self.select.join(","),
            self.from.join(","),
            self.conditions.join(","),
            self.connectives
                .iter()
                .cloned()
                .collect::<Vec<_>>()
                .join(","),
            self.group_by.join(","),
            self.having.join(","),
            self.order_by.join(","),
            self.limit
        );
        if let Some((op, right)) = &self.set_op {
            s.push_str(&format!(" {op} ({})", right.canonical()));
        }
        s
    }

    /// The names of the components that differ from `other`'s (empty when they match).
    pub fn differences(&self, other: &Components) -> Vec<&'static str> {
        let mut out = Vec::new();
        if self.select != other.select {
            out.push("select");
        }
        if self.from != other.from {
            out.push("from");
        }
        if self.conditions != other.conditions {
            out.push("where");
        }
        if self.connectives != other.connectives {
            out.push("and/or");
        }
        if self.group_by != other.group_by {
            out.push("group");
        }
        if self.having != other.having {
            out.push("having");
        }
        if self.order_by != other.order_by || self.limit != other.limit {
            out.push("order");
        }
        if self.keywords != other.keywords {
            out.push("keywords");
        }
        let set_ops_match = match (&self.set_op, &other.set_op) {
            (None, None) => true,
            (Some((a, x)), Some((b, y))) => a == b && x.differences(y).is_empty(),
            _ => false,
        };
        if !set_ops_match {
            out.push("set operation");
        }
        out
    }
}

/// Parses `sql` in the first dialect that accepts it: MySQL first (backtick identifiers and
/// double-quoted strings, as benchmark gold is written), then SQLite, then generic.
fn parse(sql: &str) -> Result<ast::Query, String> {
    let cleaned = sql.trim().trim_end_matches(';').trim();
    let dialects: [&dyn Dialect; 3] = [&MySqlDialect {}, &SQLiteDialect {}, &GenericDialect {}];
    let mut first_error = None;
    for d in dialects {
        match Parser::parse_sql(d, cleaned) {
            Ok(mut stmts) if stmts.len() == 1 => {
                if let Some(ast::Statement::Query(q)) = stmts.pop() {
                    return Ok(*q);
                }
                return Err("not a SELECT query".into());
            }
            Ok(stmts) => return Err(format!("{} statements, expected one", stmts.len())),
            Err(e) => {
                first_error.get_or_insert(e.to_string());
            }
        }
    }
    Err(first_error.unwrap_or_else(|| "does not parse".into()))
}

/// Parses SQL written for SQLite (double quotes are identifiers), as the engine writes it.
fn parse_sqlite(sql: &str) -> Result<ast::Query, String> {
    let cleaned = sql.trim().trim_end_matches(';').trim();
    match Parser::parse_sql(&SQLiteDialect {}, cleaned) {
        Ok(mut stmts) if stmts.len() == 1 => match stmts.pop() {
            Some(ast::Statement::Query(q)) => Ok(*q),
            _ => Err("not a SELECT query".into()),
        },
        Ok(stmts) => Err(format!("{} statements, expected one", stmts.len())),
        Err(_) => parse(sql),
    }
}

/// The components of `sql` (benchmark gold: MySQL-flavoured first).
pub fn components(sql: &str, schema: &SchemaNames) -> Result<Components, String> {
    let q = parse(sql)?;
    Ok(query_components(&q, schema, &Scope::default()))
}

/// Spider EM of a predicted query (SQLite-flavoured, as the engine writes it) against the gold.
/// `Err` when the gold does not parse; a prediction that does not parse does not match.
pub fn exact_match(gold: &str, predicted: &str, schema: &SchemaNames) -> Result<bool, String> {
    let g = components(gold, schema)?;
    let Ok(p) = parse_sqlite(predicted) else {
        return Ok(false);
    };
    let p = query_components(&p, schema, &Scope::default());
    Ok(g.differences(&p).is_empty())
}

/// Names visible in one SELECT: alias or table name -> table name, in FROM order.
#[derive(Debug, Clone, Default)]
struct Scope {
    names: Vec<(String, String)>,
    tables: Vec<String>,
    outer: Option<Box<Scope>>,
}

impl Scope {
    fn table_of(&self, qualifier: &str) -> Option<String> {
        self.names
            .iter()
            .find(|(n, _)| n == qualifier)
            .map(|(_, t)| t.clone())
            .or_else(|| self.outer.as_ref().and_then(|o| o.table_of(qualifier)))
    }

    fn resolve(&self, column: &str, schema: &SchemaNames) -> String {
        if let Some(t) = self.tables.iter().find(|t| schema.has_column(t, column)) {
            return format!("{t}.{column}");
        }
        if let Some(o) = &self.outer {
            let r = o.resolve(column, schema);
            if r.contains('.') {
                return r;
            }
        }
        match self.tables.as_slice() {
            [only] => format!("{only}.{column}"),
            _ => column.to_string(),
        }
    }
}

fn object_name(name: &ast::ObjectName) -> String {
    name.0
        .last()
        .and_then(|p| p.as_ident())
        .map(|i| i.value.to_lowercase())
        .unwrap_or_default()
}

fn query_components(q: &ast::Query, schema: &SchemaNames, outer: &Scope) -> Components {
    let mut c = set_expr_components(&q.body, schema, outer);
    let scope = match q.body.as_ref() {
        SetExpr::Select(s) => select_scope(s, outer),
        _ => Scope::default(),
    };
    if let Some(order) = &q.order_by {
        if let ast::OrderByKind::Expressions(exprs) = &order.kind {
            c.order_by = exprs
                .iter()
                .map(|o| {
                    let dir = match o.options.sort {
                        Some(ast::OrderBySort::Desc) => "desc",
                        _ => "asc",
                    };
                    format!("{dir} {}", expr_text(&o.expr, schema, &scope))
                })
                .collect();
            if !c.order_by.is_empty() {
                c.keywords.insert("order".into());
                let dirs: BTreeSet<&str> = c
                    .order_by
                    .iter()
                    .map(|o| o.split(' ').next().unwrap_or("asc"))
                    .collect();
                for d in dirs {
                    c.keywords.insert(d.to_string());
                }
            }
        }
    }
    if q.limit_clause.is_some() {
        c.limit = true;
        c.keywords.insert("limit".into());
    }
    c
}

fn set_expr_components(body: &SetExpr, schema: &SchemaNames, outer: &Scope) -> Components {
    match body {
        SetExpr::Select(s) => select_components(s, schema, outer),
        SetExpr::Query(q) => query_components(q, schema, outer),
        SetExpr::SetOperation {
            left, op, right, ..
        } => {
            let mut c = set_expr_components(left, schema, outer);
            let name = match op {
                ast::SetOperator::Union => "union",
                ast::SetOperator::Intersect => "intersect",
                ast::SetOperator::Except | ast::SetOperator::Minus => "except",
            };
            c.keywords.insert(name.into());
            c.set_op = Some((
                name.into(),
                Box::new(set_expr_components(right, schema, outer)),
            ));
            c
        }
        _ => Components::default(),
    }
}

fn select_scope(s: &ast::Select, outer: &Scope) -> Scope {
    let mut scope = Scope {
        outer: Some(Box::new(outer.clone())),
        ..Scope::default()
    };
    let mut add = |factor: &TableFactor| match factor {
        TableFactor::Table { name, alias, .. } => {
            let t = object_name(name);
            scope.names.push((t.clone(), t.clone()));
            if let Some(a) = alias {
                scope.names.push((a.name.value.to_lowercase(), t.clone()));
            }
            scope.tables.push(t);
        }
        TableFactor::Derived { alias: Some(a), .. } => {
            scope
                .names
                .push((a.name.value.to_lowercase(), "(subquery)".into()));
        }
        _ => {}
    };
    for twj in &s.from {
        add(&twj.relation);
        for j in &twj.joins {
            add(&j.relation);
        }
    }
    scope
}

fn select_components(s: &ast::Select, schema: &SchemaNames, outer: &Scope) -> Components {
    let scope = select_scope(s, outer);
    let mut c = Components::default();
    for item in &s.projection {
        let text = match item {
            SelectItem::UnnamedExpr(e) | SelectItem::ExprWithAlias { expr: e, .. } => {
                expr_text(e, schema, &scope)
            }
            SelectItem::ExprWithAliases { expr, .. } => expr_text(expr, schema, &scope),
            SelectItem::Wildcard(_) | SelectItem::QualifiedWildcard(..) => "*".into(),
        };
        c.select.push(text);
    }
    c.select.sort();
    for twj in &s.from {
        let mut push = |factor: &TableFactor| match factor {
            TableFactor::Table { name, .. } => c.from.push(object_name(name)),
            TableFactor::Derived { subquery, .. } => c.from.push(format!(
                "({})",
                query_components(subquery, schema, &scope).canonical()
            )),
            _ => c.from.push("?".into()),
        };
        push(&twj.relation);
        for j in &twj.joins {
            push(&j.relation);
        }
    }
    c.from.sort();
    if let Some(w) = &s.selection {
        c.keywords.insert("where".into());
        let mut conds = Vec::new();
        flatten(w, &mut conds, &mut c.connectives);
        c.conditions = conds
            .iter()
            .map(|e| condition_text(e, schema, &scope, &mut c.keywords))
            .collect();
        c.conditions.sort();
        if c.connectives.contains("or") {
            c.keywords.insert("or".into());
        }
    }
    if let ast::GroupByExpr::Expressions(exprs, _) = &s.group_by {
        // Spider compares grouped columns by name, without their table.
        c.group_by = exprs
            .iter()
            .map(|e| {
                let t = expr_text(e, schema, &scope);
                t.rsplit('.').next().unwrap_or(&t).to_string()
            })
            .collect();
        c.group_by.sort();
        if !c.group_by.is_empty() {
            c.keywords.insert("group".into());
        }
    }
    if let Some(h) = &s.having {
        c.keywords.insert("having".into());
        let mut conds = Vec::new();
        let mut connectives = BTreeSet::new();
        flatten(h, &mut conds, &mut connectives);
        c.having = conds
            .iter()
            .map(|e| condition_text(e, schema, &scope, &mut c.keywords))
            .collect();
        c.having.sort();
    }
    c
}

/// Splits a condition at its top-level ANDs and ORs.
fn flatten<'a>(e: &'a Expr, out: &mut Vec<&'a Expr>, connectives: &mut BTreeSet<String>) {
    match e {
        Expr::BinaryOp {
            left,
            op: ast::BinaryOperator::And,
            right,
        } => {
            connectives.insert("and".into());
            flatten(left, out, connectives);
            flatten(right, out, connectives);
        }
        Expr::BinaryOp {
            left,
            op: ast::BinaryOperator::Or,
            right,
        } => {
            connectives.insert("or".into());
            flatten(left, out, connectives);
            flatten(right, out, connectives);
        }
        Expr::Nested(inner) if matches!(inner.as_ref(), Expr::BinaryOp { op, .. } if matches!(op, ast::BinaryOperator::And | ast::BinaryOperator::Or)) => {
            flatten(inner, out, connectives)
        }
        _ => out.push(e),
    }
}

/// One condition with its value masked (a nested query is compared by its components).
fn condition_text(
    e: &Expr,
    schema: &SchemaNames,
    scope: &Scope,
    keywords: &mut BTreeSet<String>,
) -> String {
    let side = |x: &Expr| operand_text(x, schema, scope);
    match e {
        Expr::BinaryOp { left, op, right } => {
            format!("{} {} {}", side(left), op_text(op), side(right))
        }
        Expr::Between {
            expr,
            negated,
            low,
            high,
        } => {
            if *negated {
                keywords.insert("not".into());
            }
            format!(
                "{}{} between {} and {}",
                if *negated { "not " } else { "" },
                side(expr),
                side(low),
                side(high)
            )
        }
        Expr::Like {
            negated,
            expr,
            pattern,
            ..
        }
        | Expr::ILike {
            negated,
            expr,
            pattern,
            ..
        } => {
            keywords.insert("like".into());
            if *negated {
                keywords.insert("not".into());
            }
            format!(
                "{}{} like {}",
                if *negated { "not " } else { "" },
                side(expr),
                side(pattern)
            )
        }
        Expr::In {
            expr,
            target,
            negated,
            ..
        } => {
            keywords.insert("in".into());
            if *negated {
                keywords.insert("not".into());
            }
            let what = match target {
                ast::InTarget::Subquery(q) => {
                    format!("({})", query_components(q, schema, scope).canonical())
                }
                _ => "value".into(),
            };
            format!(
                "{}{} in {what}",
                if *negated { "not " } else { "" },
                side(expr)
            )
        }
        Expr::IsNull(x) => format!("{} is null", side(x)),
        Expr::IsNotNull(x) => {
            keywords.insert("not".into());
            format!("{} is not null", side(x))
        }
        Expr::UnaryOp {
            op: ast::UnaryOperator::Not,
            expr,
        } => {
            keywords.insert("not".into());
            format!("not {}", condition_text(expr, schema, scope, keywords))
        }
        Expr::Nested(inner) => condition_text(inner, schema, scope, keywords),
        Expr::Exists { subquery, negated } => format!(
            "{}exists ({})",
            if *negated { "not " } else { "" },
            query_components(subquery, schema, scope).canonical()
        ),
        other => expr_text(other, schema, scope),
    }
}

fn op_text(op: &ast::BinaryOperator) -> String {
    match op {
        ast::BinaryOperator::NotEq => "!=".into(),
        other => other.to_string().to_lowercase(),
    }
}

/// An operand of a condition: values are masked, nested queries kept.
fn operand_text(e: &Expr, schema: &SchemaNames, scope: &Scope) -> String {
    match e {
        Expr::Value(_) => "value".into(),
        Expr::UnaryOp { op, expr } if matches!(expr.as_ref(), Expr::Value(_)) => {
            let _ = op;
            "value".into()
        }
        Expr::Subquery(q) => format!("({})", query_components(q, schema, scope).canonical()),
        Expr::Nested(inner) => operand_text(inner, schema, scope),
        other => expr_text(other, schema, scope),
    }
}

/// An expression as text: columns resolved to `table.column`, aggregates lower-cased without
/// DISTINCT, literals masked, aliases ignored.
fn expr_text(e: &Expr, schema: &SchemaNames, scope: &Scope) -> String {
    match e {
        Expr::Identifier(i) => scope.resolve(&i.value.to_lowercase(), schema),
        Expr::CompoundIdentifier(parts) => {
            let col = parts
                .last()
                .map(|p| p.value.to_lowercase())
                .unwrap_or_default();
            let qualifier = parts
                .len()
                .checked_sub(2)
                .and_then(|i| parts.get(i))
                .map(|p| p.value.to_lowercase());
            match qualifier.and_then(|q| scope.table_of(&q).or(Some(q))) {
                Some(t) if t != "(subquery)" => format!("{t}.{col}"),
                _ => col,
            }
        }
        Expr::Function(f) => {
            let name = object_name(&f.name);
            let args: Vec<String> = match &f.args {
                ast::FunctionArguments::List(list) => list
                    .args
                    .iter()
                    .map(|a| match a {
                        ast::FunctionArg::Unnamed(ast::FunctionArgExpr::Expr(x)) => {
                            expr_text(x, schema, scope)
                        }
                        ast::FunctionArg::Unnamed(_) => "*".into(),
                        other => other.to_string().to_lowercase(),
                    })
                    .collect(),
                ast::FunctionArguments::Subquery(q) => {
                    vec![format!(
                        "({})",
                        query_components(q, schema, scope).canonical()
                    )]
                }
                ast::FunctionArguments::None => Vec::new(),
            };
            format!("{name}({})", args.join(","))
        }
        Expr::Nested(inner) => expr_text(inner, schema, scope),
        Expr::BinaryOp { left, op, right } => format!(
            "({} {} {})",
            operand_text(left, schema, scope),
            op_text(op),
            operand_text(right, schema, scope)
        ),
        Expr::Value(_) => "value".into(),
        Expr::Wildcard(_) | Expr::QualifiedWildcard(..) => "*".into(),
        Expr::Subquery(q) => format!("({})", query_components(q, schema, scope).canonical()),
        Expr::Cast { expr, .. } => expr_text(expr, schema, scope),
        other => other.to_string().to_lowercase(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn schema() -> SchemaNames {
        SchemaNames::new([
            (
                "flights",
                vec!["flightno", "airline", "sourceairport", "destairport"],
            ),
            ("airlines", vec!["uid", "airline", "country"]),
            ("airports", vec!["airportcode", "city", "country"]),
        ])
    }

    /// (gold, predicted, match?) — one line per case.
    const CASES: &[(&str, &str, bool)] = &[
        // Aliases, case, quoting and values do not matter.
        (
            "SELECT T1.FlightNo FROM FLIGHTS AS T1 WHERE T1.SourceAirport = 'APG'",
            r#"SELECT "flightno" FROM "flights" WHERE "sourceairport" = 'XYZ'"#,
            true,
        ),
        // Select items are a multiset: order does not matter, count does.
        (
            "SELECT airline, flightno FROM flights",
            "SELECT flightno, airline FROM flights",
            true,
        ),
        (
            "SELECT airline FROM flights",
            "SELECT airline, flightno FROM flights",
            false,
        ),
        // Aggregates must agree; DISTINCT is ignored as in the Spider script.
        (
            "SELECT count(*) FROM flights",
            "SELECT COUNT(*) FROM flights",
            true,
        ),
        (
            "SELECT count(DISTINCT airline) FROM flights",
            "SELECT COUNT(airline) FROM flights",
            true,
        ),
        (
            "SELECT max(flightno) FROM flights",
            "SELECT min(flightno) FROM flights",
            false,
        ),
        // WHERE: operators matter, the order of conditions does not, AND vs OR does.
        (
            "SELECT airline FROM flights WHERE sourceairport = 'A' AND destairport = 'B'",
            "SELECT airline FROM flights WHERE destairport = 'Q' AND sourceairport = 'R'",
            true,
        ),
        (
            "SELECT airline FROM flights WHERE sourceairport = 'A' OR destairport = 'B'",
            "SELECT airline FROM flights WHERE sourceairport = 'A' AND destairport = 'B'",
            false,
        ),
        (
            "SELECT airline FROM flights WHERE flightno > 10",
            "SELECT airline FROM flights WHERE flightno < 10",
            false,
        ),
        // Tables joined: the set of tables decides, not the join syntax.
        (
            "SELECT T1.country FROM airlines AS T1 JOIN flights AS T2 ON T1.uid = T2.airline WHERE T2.flightno = 3",
            r#"SELECT "airlines"."country" FROM "flights" JOIN "airlines" ON "flights"."airline" = "airlines"."uid" WHERE "flights"."flightno" = 3"#,
            true,
        ),
        (
            "SELECT country FROM airlines",
            "SELECT country FROM airports",
            false,
        ),
        // GROUP BY, HAVING, ORDER BY (direction matters), LIMIT presence.
        (
            "SELECT airline, count(*) FROM flights GROUP BY airline HAVING count(*) > 2",
            "SELECT airline, COUNT(*) FROM flights GROUP BY airline HAVING COUNT(*) > 5",
            true,
        ),
        (
            "SELECT airline FROM flights GROUP BY airline ORDER BY count(*) DESC LIMIT 1",
            "SELECT airline FROM flights GROUP BY airline ORDER BY count(*) DESC LIMIT 3",
            true,
        ),
        (
            "SELECT airline FROM flights ORDER BY flightno DESC LIMIT 1",
            "SELECT airline FROM flights ORDER BY flightno ASC LIMIT 1",
            false,
        ),
        (
            "SELECT airline FROM flights ORDER BY flightno DESC LIMIT 1",
            "SELECT airline FROM flights ORDER BY flightno DESC",
            false,
        ),
        // Nested queries and set operations are compared component by component.
        (
            "SELECT airline FROM flights WHERE flightno > (SELECT avg(flightno) FROM flights)",
            "SELECT airline FROM flights WHERE flightno > (SELECT AVG(flightno) FROM flights)",
            true,
        ),
        (
            "SELECT airline FROM flights WHERE flightno > (SELECT avg(flightno) FROM flights)",
            "SELECT airline FROM flights WHERE flightno > (SELECT max(flightno) FROM flights)",
            false,
        ),
        (
            "SELECT airline FROM flights WHERE sourceairport = 'A' INTERSECT SELECT airline FROM flights WHERE sourceairport = 'B'",
            "SELECT airline FROM flights WHERE sourceairport = 'x' INTERSECT SELECT airline FROM flights WHERE sourceairport = 'y'",
            true,
        ),
        (
            "SELECT airline FROM flights WHERE sourceairport = 'A' INTERSECT SELECT airline FROM flights WHERE sourceairport = 'B'",
            "SELECT airline FROM flights WHERE sourceairport = 'x' UNION SELECT airline FROM flights WHERE sourceairport = 'y'",
            false,
        ),
        (
            "SELECT airline FROM flights WHERE flightno NOT IN (SELECT flightno FROM flights WHERE sourceairport = 'A')",
            "SELECT airline FROM flights WHERE flightno IN (SELECT flightno FROM flights WHERE sourceairport = 'A')",
            false,
        ),
        (
            "SELECT airline FROM flights WHERE airline LIKE '%a%'",
            "SELECT airline FROM flights WHERE airline LIKE '%b%'",
            true,
        ),
        // MySQL-flavoured gold: backticks and double-quoted strings.
        (
            "SELECT `airline` FROM `flights` WHERE sourceairport = \"APG\"",
            "SELECT airline FROM flights WHERE sourceairport = 'APG'",
            true,
        ),
        // A prediction that does not parse does not match.
        ("SELECT airline FROM flights", "SELEC airline FRM", false),
    ];

    #[test]
    fn components_match_as_spider_does() {
        let s = schema();
        for (gold, pred, expected) in CASES {
            let got = exact_match(gold, pred, &s);
            assert_eq!(got, Ok(*expected), "gold: {gold}\npred: {pred}");
        }
    }

    #[test]
    fn gold_that_does_not_parse_is_an_error() {
        assert!(exact_match("SELEC x", "SELECT 1", &schema()).is_err());
        let c = components("SELECT a FROM flights WHERE x = 1", &schema());
        assert!(c.is_ok_and(|c| c.keywords.contains("where")));
    }
}
