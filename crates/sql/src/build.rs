//! Intent -> `sqlparser` AST -> SQL text for a dialect.
//!
//! Nodes with many dialect-specific fields (SELECT, a function call, a table reference) are
//! cloned from templates parsed once and then filled in, so the builder keeps working when the
//! AST grows fields we do not use.

use crate::intent::{Agg, CmpOp, Cond, Expr, Literal, Operand, Order, Query, SetOp};
use crate::join::{self, JoinPlan};
use clarisql_exec::Dialect;
use clarisql_lake::{Affinity, ColumnId, Lake, TableId};
use sqlparser::ast::{self as ast, Ident};
use sqlparser::dialect::{GenericDialect, PostgreSqlDialect, SQLiteDialect};
use sqlparser::parser::Parser;
use std::sync::OnceLock;

#[derive(Debug, Clone, thiserror::Error)]
pub enum BuildError {
    #[error("no foreign-key path joins table '{0}' to table '{1}'")]
    NoJoinPath(String, String),
    #[error("the query selects nothing")]
    EmptySelect,
    #[error("the query reads no table (nothing in the question names the rows to count or show)")]
    NoTable,
    #[error("the query mixes databases '{0}' and '{1}'")]
    CrossDatabase(String, String),
}

/// A built query: its AST, its text, and what the builder had to assume.
#[derive(Debug, Clone)]
pub struct Built {
    pub ast: ast::Query,
    pub sql: String,
    /// Every table the SQL reads.
    pub tables: Vec<TableId>,
    /// The join path used one of several foreign keys between two tables.
    pub ambiguous_join: bool,
}

pub fn sqlparser_dialect(d: Dialect) -> Box<dyn sqlparser::dialect::Dialect> {
    match d {
        Dialect::Sqlite => Box::new(SQLiteDialect {}),
        Dialect::Postgres => Box::new(PostgreSqlDialect {}),
    }
}

struct Templates {
    query: ast::Query,
    select: ast::Select,
    function: ast::Function,
    table: ast::TableFactor,
}

fn templates() -> &'static Templates {
    static T: OnceLock<Templates> = OnceLock::new();
    T.get_or_init(|| {
        // These literals are fixed and known to parse; a failure is a bug in this file.
        #[allow(clippy::expect_used)]
        let stmt = Parser::parse_sql(&GenericDialect {}, "SELECT f(x) FROM t AS a")
            .ok()
            .and_then(|mut v| v.pop())
            .expect("template SQL parses");
        let ast::Statement::Query(query) = stmt else {
            unreachable!("template is a query")
        };
        let ast::SetExpr::Select(select) = query.body.as_ref().clone() else {
            unreachable!("template is a select")
        };
        let ast::SelectItem::UnnamedExpr(ast::Expr::Function(function)) =
            select.projection[0].clone()
        else {
            unreachable!("template projects a function")
        };
        let table = select.from[0].relation.clone();
        Templates {
            query: *query,
            select: *select,
            function,
            table,
        }
    })
}

fn ident(name: &str) -> Ident {
    Ident::with_quote('"', name)
}

fn number(n: impl ToString) -> ast::Expr {
    ast::Expr::value(ast::Value::Number(n.to_string(), false))
}

fn literal(l: &Literal) -> ast::Expr {
    match l {
        Literal::Int(i) => number(i),
        Literal::Real(r) => number(r),
        Literal::Text(s) => ast::Expr::value(ast::Value::SingleQuotedString(s.clone())),
    }
}

fn function(name: &str, arg: Option<ast::Expr>, distinct: bool) -> ast::Expr {
    let mut f = templates().function.clone();
    f.name = ast::ObjectName::from(vec![Ident::new(name)]);
    let arg = match arg {
        Some(e) => ast::FunctionArgExpr::Expr(e),
        None => ast::FunctionArgExpr::Wildcard,
    };
    f.args = ast::FunctionArguments::List(ast::FunctionArgumentList {
        duplicate_treatment: distinct.then_some(ast::DuplicateTreatment::Distinct),
        args: vec![ast::FunctionArg::Unnamed(arg)],
        clauses: Vec::new(),
    });
    ast::Expr::Function(f)
}

/// Builds queries over one lake for one dialect.
pub struct Builder<'a> {
    lake: &'a Lake,
    dialect: Dialect,
}

/// Aliases of the tables in one SELECT.
struct Scope {
    aliases: Vec<(TableId, Option<String>)>,
}

impl Scope {
    fn alias(&self, t: TableId) -> Option<&str> {
        self.aliases
            .iter()
            .find(|(id, _)| *id == t)
            .and_then(|(_, a)| a.as_deref())
    }
}

impl<'a> Builder<'a> {
    pub fn new(lake: &'a Lake, dialect: Dialect) -> Self {
        Builder { lake, dialect }
    }

    pub fn build(&self, q: &Query) -> Result<Built, BuildError> {
        let mut ambiguous_join = false;
        let mut tables = Vec::new();
        let ast = self.query(q, &mut ambiguous_join, &mut tables)?;
        if tables.is_empty() {
            return Err(BuildError::NoTable);
        }
        let sql = ast.to_string();
        Ok(Built {
            ast,
            sql,
            tables,
            ambiguous_join,
        })
    }

    fn column(&self, scope: &Scope, c: ColumnId) -> ast::Expr {
        let name = ident(&self.lake.column(c).name);
        match scope.alias(c.table) {
            Some(a) => ast::Expr::CompoundIdentifier(vec![Ident::new(a), name]),
            None => ast::Expr::Identifier(name),
        }
    }

    /// A column used as a number: the column itself, or cast when its numbers are stored as
    /// text (a `TEXT` or untyped column the profile found numbers in), so that it compares,
    /// sorts and takes a maximum as a number ("100" > "50"), not as text.
    fn number(&self, scope: &Scope, c: ColumnId) -> ast::Expr {
        let col = self.lake.column(c);
        if !(col.kind.is_numeric() && Affinity::of_declared(&col.declared_type).keeps_text()) {
            return self.column(scope, c);
        }
        ast::Expr::Cast {
            kind: ast::CastKind::Cast,
            expr: Box::new(self.column(scope, c)),
            data_type: ast::DataType::Numeric(ast::ExactNumberInfo::None),
            format: None,
        }
    }

    fn expr(&self, scope: &Scope, e: &Expr) -> ast::Expr {
        match e {
            Expr::Column(c) => self.column(scope, *c),
            Expr::Star => ast::Expr::Wildcard(ast::helpers::attached_token::AttachedToken::empty()),
            Expr::CountStar => function("COUNT", None, false),
            Expr::Agg {
                func,
                column,
                distinct,
            } => {
                let arg = match func {
                    Agg::Count => self.column(scope, *column),
                    _ => self.number(scope, *column),
                };
                function(func.sql_name(), Some(arg), *distinct)
            }
            Expr::Constant { value, .. } => literal(value),
        }
    }

    /// An expression compared with or sorted as a number.
    fn numeric_expr(&self, scope: &Scope, e: &Expr) -> ast::Expr {
        match e {
            Expr::Column(c) => self.number(scope, *c),
            other => self.expr(scope, other),
        }
    }

    fn cond(
        &self,
        scope: &Scope,
        c: &Cond,
        amb: &mut bool,
        tables: &mut Vec<TableId>,
    ) -> Result<ast::Expr, BuildError> {
        Ok(match c {
            Cond::Compare { expr, op, value } => {
                let right = match value {
                    Operand::Literal(l) => literal(l),
                    Operand::Query(q) => ast::Expr::Subquery(Box::new(self.query(q, amb, tables)?)),
                    Operand::Column(c) => self.expr(scope, &Expr::Column(*c)),
                };
                let op = match op {
                    CmpOp::Eq => ast::BinaryOperator::Eq,
                    CmpOp::Ne => ast::BinaryOperator::NotEq,
                    CmpOp::Lt => ast::BinaryOperator::Lt,
                    CmpOp::Le => ast::BinaryOperator::LtEq,
                    CmpOp::Gt => ast::BinaryOperator::Gt,
                    CmpOp::Ge => ast::BinaryOperator::GtEq,
                };
                let left = match value {
                    Operand::Literal(Literal::Text(_)) | Operand::Column(_) => {
                        self.expr(scope, expr)
                    }
                    _ => self.numeric_expr(scope, expr),
                };
                ast::Expr::BinaryOp {
                    left: Box::new(left),
                    op,
                    right: Box::new(right),
                }
            }
            Cond::Between { expr, low, high } => ast::Expr::Between {
                expr: Box::new(match low {
                    Literal::Text(_) => self.expr(scope, expr),
                    _ => self.numeric_expr(scope, expr),
                }),
                negated: false,
                low: Box::new(literal(low)),
                high: Box::new(literal(high)),
            },
            Cond::Like {
                expr,
                pattern,
                negated,
            } => {
                let expr = Box::new(self.expr(scope, expr));
                let pattern = Box::new(literal(&Literal::Text(pattern.clone())));
                // SQLite's LIKE ignores ASCII case; PostgreSQL's does not, ILIKE does.
                match self.dialect {
                    Dialect::Postgres => ast::Expr::ILike {
                        negated: *negated,
                        any: false,
                        expr,
                        pattern,
                        escape_char: None,
                    },
                    Dialect::Sqlite => ast::Expr::Like {
                        negated: *negated,
                        any: false,
                        expr,
                        pattern,
                        escape_char: None,
                    },
                }
            }
            Cond::InList {
                expr,
                values,
                negated,
            } => ast::Expr::In {
                expr: Box::new(self.expr(scope, expr)),
                target: ast::InTarget::List(values.iter().map(literal).collect()),
                negated: *negated,
                global: false,
            },
            Cond::InQuery {
                column,
                query,
                negated,
            } => {
                // `x NOT IN (…)` is never true once the list holds a NULL: an account is
                // "without trips" though trips without an account exist. Empty cells are left
                // out of the list when the column has any.
                let nullable = |e: &Expr| match e {
                    Expr::Column(c) => self.lake.column(*c).profile.nulls > 0,
                    _ => false,
                };
                let subquery = match query.select.as_slice() {
                    [only] if *negated && nullable(only) => {
                        let mut q = (**query).clone();
                        q.filter.push(Cond::IsNull {
                            expr: only.clone(),
                            negated: true,
                        });
                        self.query(&q, amb, tables)?
                    }
                    _ => self.query(query, amb, tables)?,
                };
                ast::Expr::In {
                    expr: Box::new(self.column(scope, *column)),
                    target: ast::InTarget::Subquery(Box::new(subquery)),
                    negated: *negated,
                    global: false,
                }
            }
            Cond::IsNull { expr, negated } => {
                let e = Box::new(self.expr(scope, expr));
                if *negated {
                    ast::Expr::IsNotNull(e)
                } else {
                    ast::Expr::IsNull(e)
                }
            }
            Cond::Or(parts) => {
                let mut it = parts.iter();
                let Some(first) = it.next() else {
                    return Ok(ast::Expr::value(ast::Value::Boolean(false)));
                };
                let mut acc = self.cond(scope, first, amb, tables)?;
                for p in it {
                    acc = ast::Expr::BinaryOp {
                        left: Box::new(acc),
                        op: ast::BinaryOperator::Or,
                        right: Box::new(self.cond(scope, p, amb, tables)?),
                    };
                }
                ast::Expr::Nested(Box::new(acc))
            }
            Cond::And(parts) => {
                let inner = self.and(scope, parts, amb, tables)?;
                match inner {
                    Some(e) => ast::Expr::Nested(Box::new(e)),
                    None => ast::Expr::value(ast::Value::Boolean(true)),
                }
            }
        })
    }

    fn and(
        &self,
        scope: &Scope,
        conds: &[Cond],
        amb: &mut bool,
        tables: &mut Vec<TableId>,
    ) -> Result<Option<ast::Expr>, BuildError> {
        let mut acc: Option<ast::Expr> = None;
        for c in conds {
            let e = self.cond(scope, c, amb, tables)?;
            acc = Some(match acc {
                None => e,
                Some(prev) => ast::Expr::BinaryOp {
                    left: Box::new(prev),
                    op: ast::BinaryOperator::And,
                    right: Box::new(e),
                },
            });
        }
        Ok(acc)
    }

    fn select(
        &self,
        q: &Query,
        amb: &mut bool,
        all_tables: &mut Vec<TableId>,
    ) -> Result<(ast::Select, Scope), BuildError> {
        if q.select.is_empty() {
            return Err(BuildError::EmptySelect);
        }
        let db = self.lake.db(q.db);
        let needed = q.needed_tables();
        if let Some(other) = needed.iter().find(|t| t.db != q.db) {
            return Err(BuildError::CrossDatabase(
                db.id.clone(),
                self.lake.db(other.db).id.clone(),
            ));
        }
        let indices: Vec<usize> = needed.iter().map(|t| t.table as usize).collect();
        let keys: Vec<(usize, usize)> = q
            .join_keys
            .iter()
            .filter(|c| c.table.db == q.db)
            .map(|c| (c.table.table as usize, c.column as usize))
            .collect();
        let plan: JoinPlan = join::plan_by(db, &indices, &keys).map_err(|(a, b)| {
            BuildError::NoJoinPath(db.tables[a].name.clone(), db.tables[b].name.clone())
        })?;
        *amb |= plan.ambiguous;
        let multi = plan.steps.len() > 1;
        let scope = Scope {
            aliases: plan
                .steps
                .iter()
                .enumerate()
                .map(|(i, s)| {
                    (
                        TableId {
                            db: q.db,
                            table: s.table as u32,
                        },
                        multi.then(|| format!("T{}", i + 1)),
                    )
                })
                .collect(),
        };
        let table_factor = |t: usize, alias: Option<&str>| {
            let mut f = templates().table.clone();
            if let ast::TableFactor::Table { name, alias: a, .. } = &mut f {
                *name = ast::ObjectName::from(vec![ident(&db.tables[t].name)]);
                *a = alias.map(|al| ast::TableAlias {
                    explicit: true,
                    name: Ident::new(al),
                    columns: Vec::new(),
                    at: None,
                });
            }
            f
        };
        let mut from = Vec::new();
        if let Some(first) = plan.steps.first() {
            let tid = TableId {
                db: q.db,
                table: first.table as u32,
            };
            let mut twj = ast::TableWithJoins {
                relation: table_factor(first.table, scope.alias(tid)),
                joins: Vec::new(),
            };
            for step in &plan.steps[1..] {
                let tid = TableId {
                    db: q.db,
                    table: step.table as u32,
                };
                let mut on: Option<ast::Expr> = None;
                for &(mine, other, theirs) in &step.on {
                    let l = self.column(&scope, tid.column(mine));
                    let r = self.column(
                        &scope,
                        TableId {
                            db: q.db,
                            table: other as u32,
                        }
                        .column(theirs),
                    );
                    let eq = ast::Expr::BinaryOp {
                        left: Box::new(l),
                        op: ast::BinaryOperator::Eq,
                        right: Box::new(r),
                    };
                    on = Some(match on {
                        None => eq,
                        Some(prev) => ast::Expr::BinaryOp {
                            left: Box::new(prev),
                            op: ast::BinaryOperator::And,
                            right: Box::new(eq),
                        },
                    });
                }
                let constraint = match on {
                    Some(e) => ast::JoinConstraint::On(e),
                    None => ast::JoinConstraint::None,
                };
                twj.joins.push(ast::Join {
                    relation: table_factor(step.table, scope.alias(tid)),
                    global: false,
                    join_operator: ast::JoinOperator::Join(constraint),
                });
            }
            from.push(twj);
        }
        for (t, _) in &scope.aliases {
            if !all_tables.contains(t) {
                all_tables.push(*t);
            }
        }
        let mut s = templates().select.clone();
        s.projection = q
            .select
            .iter()
            .map(|e| match e {
                Expr::Constant { value, alias } => ast::SelectItem::ExprWithAlias {
                    expr: literal(value),
                    alias: ident(alias),
                },
                _ => ast::SelectItem::UnnamedExpr(self.expr(&scope, e)),
            })
            .collect();
        s.distinct = q.distinct.then_some(ast::Distinct::Distinct);
        s.from = from;
        s.selection = self.and(&scope, &q.filter, amb, all_tables)?;
        s.group_by = ast::GroupByExpr::Expressions(
            q.group_by.iter().map(|c| self.column(&scope, *c)).collect(),
            Vec::new(),
        );
        s.having = self.and(&scope, &q.having, amb, all_tables)?;
        Ok((s, scope))
    }

    fn order(&self, q: &Query, scope: &Scope) -> Option<ast::OrderBy> {
        if q.order_by.is_empty() {
            return None;
        }
        let exprs = q
            .order_by
            .iter()
            .map(|Order { expr, desc }| ast::OrderByExpr {
                expr: self.numeric_expr(scope, expr),
                options: ast::OrderByOptions {
                    sort: Some(if *desc {
                        ast::OrderBySort::Desc
                    } else {
                        ast::OrderBySort::Asc
                    }),
                    nulls_first: None,
                },
                with_fill: None,
            })
            .collect();
        Some(ast::OrderBy {
            kind: ast::OrderByKind::Expressions(exprs),
            interpolate: None,
        })
    }

    /// The SELECT and the ones a set operation chains to it (`a UNION ALL b UNION ALL c`).
    fn set_expr(
        &self,
        q: &Query,
        amb: &mut bool,
        tables: &mut Vec<TableId>,
    ) -> Result<(ast::SetExpr, Scope), BuildError> {
        let (select, scope) = self.select(q, amb, tables)?;
        let mut body = ast::SetExpr::Select(Box::new(select));
        if let Some((op, other)) = &q.compound {
            let (right, _) = self.set_expr(other, amb, tables)?;
            body = ast::SetExpr::SetOperation {
                left: Box::new(body),
                op: match op {
                    SetOp::Union | SetOp::UnionAll => ast::SetOperator::Union,
                    SetOp::Intersect => ast::SetOperator::Intersect,
                    SetOp::Except => ast::SetOperator::Except,
                },
                set_quantifier: if *op == SetOp::UnionAll {
                    ast::SetQuantifier::All
                } else {
                    ast::SetQuantifier::None
                },
                right: Box::new(right),
            };
        }
        Ok((body, scope))
    }

    fn query(
        &self,
        q: &Query,
        amb: &mut bool,
        tables: &mut Vec<TableId>,
    ) -> Result<ast::Query, BuildError> {
        let (body, scope) = self.set_expr(q, amb, tables)?;
        let mut out = templates().query.clone();
        out.body = Box::new(body);
        out.order_by = self.order(q, &scope);
        out.limit_clause = q.limit.map(|n| ast::LimitClause::LimitOffset {
            limit: Some(number(n)),
            offset: None,
            limit_by: Vec::new(),
        });
        Ok(out)
    }
}
