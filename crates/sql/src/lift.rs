//! Lift: SQL text back into the intent ([`Query`]) where the intent can say it — so a dialogue can
//! carry over the tables, conditions and projection of a turn whose SQL it did not build (a
//! benchmark's gold reply, a statement a user typed).
//!
//! Parts the intent cannot express (arithmetic, CASE, window functions, an AND nested in an OR)
//! are dropped and the result is marked incomplete: good enough to know what is in play, not to
//! stand in for the original statement.
//!
//! ```text
//! SELECT T2.name FROM flights AS T1 JOIN airlines AS T2 ON T1.airline = T2.uid
//!   WHERE T1.source = 'APG'
//!   -> Query { select: [airlines.name], tables: [flights, airlines],
//!              filter: [flights.source = 'APG'] }, complete
//! ```

use crate::intent::{Agg, CmpOp, Cond, Expr, Literal, Operand, Order, Query, SetOp};
use clarisql_lake::{ColumnId, Database, DbId, Lake, TableId};
use sqlparser::ast::{self as ast, SelectItem, SetExpr, TableFactor};
use sqlparser::dialect::{Dialect, GenericDialect, MySqlDialect, SQLiteDialect};
use sqlparser::parser::Parser;

/// A statement lifted into the intent.
#[derive(Debug, Clone, PartialEq)]
pub struct Lifted {
    pub query: Query,
    /// False when some part of the statement could not be expressed and was left out.
    pub complete: bool,
    /// The statement's selected items, in order: the column each shows as it is, or `None` for
    /// anything else (an aggregate, arithmetic). Lines up with the statement's result columns.
    pub shown: Vec<Option<ColumnId>>,
    /// True when the statement's LIMIT is kept but its ORDER BY could not be lifted (`ORDER BY
    /// SUM(net + vat) DESC LIMIT 1`): the lifted query would pick other rows than it did.
    pub limit_unordered: bool,
}

/// Lifts `sql` over database `db` of `lake`; `None` when it is not a query over that database.
/// Benchmark gold is often MySQL-flavoured (backticks, double-quoted strings), so MySQL's
/// reading is tried first, then SQLite's, then the generic one.
pub fn lift(sql: &str, lake: &Lake, db: DbId) -> Option<Lifted> {
    let cleaned = sql.trim().trim_end_matches(';').trim();
    let dialects: [&dyn Dialect; 3] = [&MySqlDialect {}, &SQLiteDialect {}, &GenericDialect {}];
    for d in dialects {
        let Ok(mut stmts) = Parser::parse_sql(d, cleaned) else {
            continue;
        };
        if stmts.len() != 1 {
            return None;
        }
        let Some(ast::Statement::Query(q)) = stmts.pop() else {
            return None;
        };
        let mut lifter = Lifter {
            database: lake.db(db),
            db,
            complete: true,
            shown: None,
        };
        let query = lifter.query(&q, &Vec::new())?;
        let ordered = match &q.order_by {
            Some(ast::OrderBy {
                kind: ast::OrderByKind::Expressions(items),
                ..
            }) => items.len(),
            _ => 0,
        };
        return Some(Lifted {
            limit_unordered: query.limit.is_some() && query.order_by.len() < ordered,
            query,
            complete: lifter.complete,
            shown: lifter.shown.unwrap_or_default(),
        });
    }
    None
}

/// The selected expression an ORDER BY item names by its alias (`SUM(x) AS total … ORDER BY
/// total`) or by its position (`ORDER BY 2`); `None` when it names neither (a column, an
/// expression of its own). An alias outranks a column of the same name, as in SQLite.
fn selected<'q>(body: &'q SetExpr, item: &ast::Expr) -> Option<&'q ast::Expr> {
    let SetExpr::Select(s) = body else {
        return None;
    };
    match item {
        ast::Expr::Identifier(name) => s.projection.iter().find_map(|p| match p {
            SelectItem::ExprWithAlias { expr, alias }
                if alias.value.eq_ignore_ascii_case(&name.value) =>
            {
                Some(expr)
            }
            _ => None,
        }),
        ast::Expr::Value(_) => {
            let n = number(item).filter(|n| *n >= 1.0 && n.fract() == 0.0)? as usize;
            match s.projection.get(n - 1)? {
                SelectItem::UnnamedExpr(e) | SelectItem::ExprWithAlias { expr: e, .. } => Some(e),
                _ => None,
            }
        }
        _ => None,
    }
}

struct Lifter<'a> {
    database: &'a Database,
    db: DbId,
    complete: bool,
    /// [`Lifted::shown`]: set by the first SELECT whose projection is read, the outermost one
    /// (a subquery's projection is read after its enclosing one's).
    shown: Option<Vec<Option<ColumnId>>>,
}

/// Names visible in one SELECT: (alias or table name, table), in FROM order.
type Scope = Vec<(String, TableId)>;

impl Lifter<'_> {
    fn query(&mut self, q: &ast::Query, outer: &Scope) -> Option<Query> {
        let (mut query, scope) = self.set_expr(&q.body, outer)?;
        if let Some(order) = &q.order_by {
            if let ast::OrderByKind::Expressions(items) = &order.kind {
                for o in items {
                    // `ORDER BY owed` / `ORDER BY 2` name a selected expression, not a column.
                    let target = selected(&q.body, &o.expr).unwrap_or(&o.expr);
                    match self.expr(target, &scope) {
                        Some(expr) => query.order_by.push(Order {
                            expr,
                            desc: matches!(o.options.sort, Some(ast::OrderBySort::Desc)),
                        }),
                        None => self.complete = false,
                    }
                }
            }
        }
        if let Some(limit) = &q.limit_clause {
            let n = match limit {
                ast::LimitClause::LimitOffset {
                    limit: Some(e),
                    offset: None,
                    ..
                } => number(e),
                _ => None,
            };
            match n.filter(|n| *n >= 0.0) {
                Some(n) => query.limit = Some(n as u64),
                None => self.complete = false,
            }
        }
        Some(query)
    }

    fn set_expr(&mut self, body: &SetExpr, outer: &Scope) -> Option<(Query, Scope)> {
        match body {
            SetExpr::Select(s) => self.select(s, outer),
            SetExpr::Query(q) => {
                let query = self.query(q, outer)?;
                Some((query, outer.clone()))
            }
            SetExpr::SetOperation {
                left,
                op,
                right,
                set_quantifier,
            } => {
                let (mut l, scope) = self.set_expr(left, outer)?;
                let (r, _) = self.set_expr(right, outer)?;
                let op = match op {
                    ast::SetOperator::Union if *set_quantifier == ast::SetQuantifier::All => {
                        SetOp::UnionAll
                    }
                    ast::SetOperator::Union => SetOp::Union,
                    ast::SetOperator::Intersect => SetOp::Intersect,
                    ast::SetOperator::Except | ast::SetOperator::Minus => SetOp::Except,
                };
                l.compound = Some((op, Box::new(r)));
                Some((l, scope))
            }
            _ => None,
        }
    }

    fn table(&self, name: &ast::ObjectName) -> Option<TableId> {
        let n = name.0.last().and_then(|p| p.as_ident())?;
        let i = self.database.table_index(&n.value)?;
        Some(TableId {
            db: self.db,
            table: i as u32,
        })
    }

    fn select(&mut self, s: &ast::Select, outer: &Scope) -> Option<(Query, Scope)> {
        let mut query = Query::new(self.db);
        let mut scope: Scope = Vec::new();
        for twj in &s.from {
            let factors =
                std::iter::once(&twj.relation).chain(twj.joins.iter().map(|j| &j.relation));
            for f in factors {
                match f {
                    TableFactor::Table { name, alias, .. } => {
                        let t = self.table(name)?;
                        let own = name
                            .0
                            .last()
                            .and_then(|p| p.as_ident())
                            .map(|i| i.value.to_lowercase())
                            .unwrap_or_default();
                        scope.push((own, t));
                        if let Some(a) = alias {
                            scope.push((a.name.value.to_lowercase(), t));
                        }
                        if !query.tables.contains(&t) {
                            query.tables.push(t);
                        }
                    }
                    _ => {
                        // Derived tables and table functions have no place in the intent.
                        self.complete = false;
                    }
                }
            }
        }
        if query.tables.is_empty() {
            return None;
        }
        let mut visible = scope.clone();
        visible.extend(outer.iter().cloned());
        query.distinct = matches!(s.distinct, Some(ast::Distinct::Distinct));
        let mut shown = Vec::new();
        for item in &s.projection {
            let (e, plain) = match item {
                SelectItem::UnnamedExpr(e) | SelectItem::ExprWithAlias { expr: e, .. } => (
                    self.expr(e, &visible),
                    matches!(
                        e,
                        ast::Expr::Identifier(_) | ast::Expr::CompoundIdentifier(_)
                    ),
                ),
                SelectItem::Wildcard(_) | SelectItem::QualifiedWildcard(..) => {
                    (Some(Expr::Star), false)
                }
                _ => (None, false),
            };
            // (`ROUND(price, 2)` lifts as the column but does not show it as it is.)
            shown.push(match &e {
                Some(Expr::Column(c)) if plain => Some(*c),
                _ => None,
            });
            match e {
                Some(e) => query.select.push(e),
                None => self.complete = false,
            }
        }
        self.shown.get_or_insert(shown);
        if query.select.is_empty() {
            return None;
        }
        if let Some(w) = &s.selection {
            query.filter = self.conditions(w, &visible);
        }
        if let ast::GroupByExpr::Expressions(exprs, _) = &s.group_by {
            for e in exprs {
                match self.expr(e, &visible).and_then(|x| match x {
                    Expr::Column(c) => Some(c),
                    _ => None,
                }) {
                    Some(c) => query.group_by.push(c),
                    None => self.complete = false,
                }
            }
        }
        if let Some(h) = &s.having {
            query.having = self.conditions(h, &visible);
        }
        Some((query, scope))
    }

    fn column(&self, parts: &[ast::Ident], scope: &Scope) -> Option<ColumnId> {
        let name = &parts.last()?.value;
        let lookup = |t: TableId| {
            self.database.tables[t.table as usize]
                .column_index(name)
                .map(|i| t.column(i))
        };
        if parts.len() >= 2 {
            let q = parts[parts.len() - 2].value.to_lowercase();
            let t = scope.iter().find(|(n, _)| *n == q).map(|(_, t)| *t)?;
            return lookup(t);
        }
        scope.iter().find_map(|(_, t)| lookup(*t))
    }

    fn expr(&mut self, e: &ast::Expr, scope: &Scope) -> Option<Expr> {
        match e {
            ast::Expr::Identifier(i) => self
                .column(std::slice::from_ref(i), scope)
                .map(Expr::Column),
            ast::Expr::CompoundIdentifier(parts) => self.column(parts, scope).map(Expr::Column),
            ast::Expr::Nested(inner) => self.expr(inner, scope),
            ast::Expr::Function(f) => {
                let name = f
                    .name
                    .0
                    .last()
                    .and_then(|p| p.as_ident())?
                    .value
                    .to_lowercase();
                let ast::FunctionArguments::List(list) = &f.args else {
                    return None;
                };
                if name == "round" {
                    // ROUND(AVG(x), 2) only formats the number: what is in play is AVG(x).
                    let Some(ast::FunctionArg::Unnamed(ast::FunctionArgExpr::Expr(x))) =
                        list.args.first()
                    else {
                        return None;
                    };
                    self.complete = false;
                    return self.expr(x, scope);
                }
                let func = match name.as_str() {
                    "count" => Agg::Count,
                    "sum" => Agg::Sum,
                    "avg" => Agg::Avg,
                    "min" => Agg::Min,
                    "max" => Agg::Max,
                    _ => return None,
                };
                let distinct = matches!(
                    list.duplicate_treatment,
                    Some(ast::DuplicateTreatment::Distinct)
                );
                match list.args.as_slice() {
                    [ast::FunctionArg::Unnamed(ast::FunctionArgExpr::Wildcard)]
                        if func == Agg::Count =>
                    {
                        Some(Expr::CountStar)
                    }
                    [ast::FunctionArg::Unnamed(ast::FunctionArgExpr::Expr(x))] => {
                        match self.expr(x, scope)? {
                            Expr::Column(column) => Some(Expr::Agg {
                                func,
                                column,
                                distinct,
                            }),
                            Expr::Star if func == Agg::Count => Some(Expr::CountStar),
                            _ => None,
                        }
                    }
                    _ => None,
                }
            }
            _ => None,
        }
    }

    /// A WHERE or HAVING clause as the conditions that must all hold.
    fn conditions(&mut self, e: &ast::Expr, scope: &Scope) -> Vec<Cond> {
        let mut out = Vec::new();
        let mut parts = Vec::new();
        split(e, ast::BinaryOperator::And, &mut parts);
        for p in parts {
            match self.condition(p, scope) {
                Some(c) => out.push(c),
                None => self.complete = false,
            }
        }
        out
    }

    fn condition(&mut self, e: &ast::Expr, scope: &Scope) -> Option<Cond> {
        match e {
            ast::Expr::Nested(inner) => self.condition(inner, scope),
            ast::Expr::BinaryOp {
                op: ast::BinaryOperator::Or,
                ..
            } => {
                let mut parts = Vec::new();
                split(e, ast::BinaryOperator::Or, &mut parts);
                let conds: Option<Vec<Cond>> = parts
                    .into_iter()
                    .map(|p| self.condition(p, scope))
                    .collect();
                Some(Cond::Or(conds?))
            }
            ast::Expr::BinaryOp { left, op, right } => {
                let op = compare_op(op)?;
                if let Some(expr) = self.expr(left, scope) {
                    let value = self.operand(right, scope)?;
                    return Some(Cond::Compare { expr, op, value });
                }
                // `3 < x`: the column on the left.
                let expr = self.expr(right, scope)?;
                let value = self.operand(left, scope)?;
                Some(Cond::Compare {
                    expr,
                    op: flip(op),
                    value,
                })
            }
            ast::Expr::Between {
                expr,
                negated: false,
                low,
                high,
            } => Some(Cond::Between {
                expr: self.expr(expr, scope)?,
                low: literal(low)?,
                high: literal(high)?,
            }),
            ast::Expr::Like {
                negated,
                expr,
                pattern,
                ..
            }
            | ast::Expr::ILike {
                negated,
                expr,
                pattern,
                ..
            } => {
                let Literal::Text(pattern) = literal(pattern)? else {
                    return None;
                };
                Some(Cond::Like {
                    expr: self.expr(expr, scope)?,
                    pattern,
                    negated: *negated,
                })
            }
            ast::Expr::In {
                expr,
                target,
                negated,
                ..
            } => match target {
                ast::InTarget::List(items) => Some(Cond::InList {
                    expr: self.expr(expr, scope)?,
                    values: items.iter().map(literal).collect::<Option<Vec<_>>>()?,
                    negated: *negated,
                }),
                ast::InTarget::Subquery(q) => {
                    let Expr::Column(column) = self.expr(expr, scope)? else {
                        return None;
                    };
                    let query = self.query(q, scope)?;
                    Some(Cond::InQuery {
                        column,
                        query: Box::new(query),
                        negated: *negated,
                    })
                }
                _ => None,
            },
            ast::Expr::IsNull(x) => Some(Cond::IsNull {
                expr: self.expr(x, scope)?,
                negated: false,
            }),
            ast::Expr::IsNotNull(x) => Some(Cond::IsNull {
                expr: self.expr(x, scope)?,
                negated: true,
            }),
            ast::Expr::UnaryOp {
                op: ast::UnaryOperator::Not,
                expr,
            } => match self.condition(expr, scope)? {
                Cond::Like {
                    expr,
                    pattern,
                    negated,
                } => Some(Cond::Like {
                    expr,
                    pattern,
                    negated: !negated,
                }),
                Cond::InList {
                    expr,
                    values,
                    negated,
                } => Some(Cond::InList {
                    expr,
                    values,
                    negated: !negated,
                }),
                Cond::InQuery {
                    column,
                    query,
                    negated,
                } => Some(Cond::InQuery {
                    column,
                    query,
                    negated: !negated,
                }),
                Cond::IsNull { expr, negated } => Some(Cond::IsNull {
                    expr,
                    negated: !negated,
                }),
                Cond::Compare { expr, op, value } => Some(Cond::Compare {
                    expr,
                    op: negate(op),
                    value,
                }),
                _ => None,
            },
            _ => None,
        }
    }

    fn operand(&mut self, e: &ast::Expr, scope: &Scope) -> Option<Operand> {
        match e {
            ast::Expr::Subquery(q) => Some(Operand::Query(Box::new(self.query(q, scope)?))),
            ast::Expr::Nested(inner) => self.operand(inner, scope),
            // A name that is a column is that column, as SQLite reads it, even double-quoted;
            // otherwise a double-quoted name is a string.
            ast::Expr::Identifier(i) => match self.column(std::slice::from_ref(i), scope) {
                Some(c) => Some(Operand::Column(c)),
                None => literal(e).map(Operand::Literal),
            },
            ast::Expr::CompoundIdentifier(parts) => self.column(parts, scope).map(Operand::Column),
            other => literal(other).map(Operand::Literal),
        }
    }
}

/// Splits `e` at every top-level `op` (AND or OR).
fn split<'e>(e: &'e ast::Expr, op: ast::BinaryOperator, out: &mut Vec<&'e ast::Expr>) {
    match e {
        ast::Expr::BinaryOp { left, op: o, right } if *o == op => {
            split(left, op.clone(), out);
            split(right, op, out);
        }
        ast::Expr::Nested(inner) if matches!(inner.as_ref(), ast::Expr::BinaryOp { op: o, .. } if *o == op) => {
            split(inner, op, out)
        }
        _ => out.push(e),
    }
}

fn compare_op(op: &ast::BinaryOperator) -> Option<CmpOp> {
    Some(match op {
        ast::BinaryOperator::Eq => CmpOp::Eq,
        ast::BinaryOperator::NotEq => CmpOp::Ne,
        ast::BinaryOperator::Lt => CmpOp::Lt,
        ast::BinaryOperator::LtEq => CmpOp::Le,
        ast::BinaryOperator::Gt => CmpOp::Gt,
        ast::BinaryOperator::GtEq => CmpOp::Ge,
        _ => return None,
    })
}

fn flip(op: CmpOp) -> CmpOp {
    match op {
        CmpOp::Lt => CmpOp::Gt,
        CmpOp::Le => CmpOp::Ge,
        CmpOp::Gt => CmpOp::Lt,
        CmpOp::Ge => CmpOp::Le,
        other => other,
    }
}

fn negate(op: CmpOp) -> CmpOp {
    match op {
        CmpOp::Eq => CmpOp::Ne,
        CmpOp::Ne => CmpOp::Eq,
        CmpOp::Lt => CmpOp::Ge,
        CmpOp::Le => CmpOp::Gt,
        CmpOp::Gt => CmpOp::Le,
        CmpOp::Ge => CmpOp::Lt,
    }
}

fn number(e: &ast::Expr) -> Option<f64> {
    literal(e)?.as_number()
}

fn literal(e: &ast::Expr) -> Option<Literal> {
    match e {
        ast::Expr::Value(v) => match &v.value {
            ast::Value::Number(n, _) => Some(Literal::parse(n)),
            ast::Value::SingleQuotedString(s) | ast::Value::DoubleQuotedString(s) => {
                Some(Literal::Text(s.clone()))
            }
            _ => None,
        },
        ast::Expr::UnaryOp {
            op: ast::UnaryOperator::Minus,
            expr,
        } => match literal(expr)? {
            Literal::Int(i) => Some(Literal::Int(-i)),
            Literal::Real(r) => Some(Literal::Real(-r)),
            Literal::Text(_) => None,
        },
        ast::Expr::Nested(inner) => literal(inner),
        _ => None,
    }
}
