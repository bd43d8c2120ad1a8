//! The resolved intent of a question: what to select, from which tables, under which conditions.
//! The analyzer produces it, the builder turns it into a `sqlparser` AST, and the dialogue shows
//! it back as assumptions. It names catalog ids, never strings, so it cannot mention a column
//! that does not exist.

use clarisql_lake::{ColumnId, DbId, TableId};
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Agg {
    Count,
    Sum,
    Avg,
    Min,
    Max,
}

impl Agg {
    pub fn sql_name(self) -> &'static str {
        match self {
            Agg::Count => "COUNT",
            Agg::Sum => "SUM",
            Agg::Avg => "AVG",
            Agg::Min => "MIN",
            Agg::Max => "MAX",
        }
    }
}

/// A value computed per row or per group.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum Expr {
    Column(ColumnId),
    /// `*` (all columns of the tables involved).
    Star,
    /// `COUNT(*)`.
    CountStar,
    Agg {
        func: Agg,
        column: ColumnId,
        distinct: bool,
    },
    /// A constant shown as a named column (`2020 AS year`): which part of a combined answer a
    /// row comes from.
    Constant {
        value: Literal,
        alias: String,
    },
}

impl Expr {
    pub fn column(&self) -> Option<ColumnId> {
        match self {
            Expr::Column(c) | Expr::Agg { column: c, .. } => Some(*c),
            _ => None,
        }
    }
    pub fn is_aggregate(&self) -> bool {
        matches!(self, Expr::CountStar | Expr::Agg { .. })
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum Literal {
    Int(i64),
    Real(f64),
    Text(String),
}

impl Literal {
    /// A number when `text` is one, else text.
    pub fn parse(text: &str) -> Literal {
        if let Ok(i) = text.parse::<i64>() {
            Literal::Int(i)
        } else if let Ok(f) = text.parse::<f64>() {
            if f.is_finite() {
                Literal::Real(f)
            } else {
                Literal::Text(text.to_string())
            }
        } else {
            Literal::Text(text.to_string())
        }
    }
    /// The number it is, when it is one.
    pub fn as_number(&self) -> Option<f64> {
        match self {
            Literal::Int(i) => Some(*i as f64),
            Literal::Real(r) => Some(*r),
            Literal::Text(_) => None,
        }
    }
    pub fn number(f: f64) -> Literal {
        if f.fract() == 0.0 && f.abs() < 9.0e15 {
            Literal::Int(f as i64)
        } else {
            Literal::Real(f)
        }
    }
}

impl std::fmt::Display for Literal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Literal::Int(i) => write!(f, "{i}"),
            Literal::Real(r) => write!(f, "{r}"),
            Literal::Text(s) => write!(f, "'{s}'"),
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum CmpOp {
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
}

impl CmpOp {
    pub fn symbol(self) -> &'static str {
        match self {
            CmpOp::Eq => "=",
            CmpOp::Ne => "<>",
            CmpOp::Lt => "<",
            CmpOp::Le => "<=",
            CmpOp::Gt => ">",
            CmpOp::Ge => ">=",
        }
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum Operand {
    Literal(Literal),
    /// A scalar subquery ("more than the average").
    Query(Box<Query>),
    /// Another column of the same rows ("delivered after their deadline").
    Column(ColumnId),
}

/// A condition in WHERE or HAVING.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum Cond {
    Compare {
        expr: Expr,
        op: CmpOp,
        value: Operand,
    },
    Between {
        expr: Expr,
        low: Literal,
        high: Literal,
    },
    Like {
        expr: Expr,
        pattern: String,
        negated: bool,
    },
    InList {
        expr: Expr,
        values: Vec<Literal>,
        negated: bool,
    },
    /// `column [NOT] IN (subquery)`.
    InQuery {
        column: ColumnId,
        query: Box<Query>,
        negated: bool,
    },
    IsNull {
        expr: Expr,
        negated: bool,
    },
    /// Any of these holds.
    Or(Vec<Cond>),
    /// All of these hold (inside an `Or`; top-level conditions are already a conjunction).
    And(Vec<Cond>),
}

impl Cond {
    /// `c = literal`: the condition holds column `c` to one value the question gives.
    pub fn holds_to_value(&self, c: ColumnId) -> bool {
        matches!(self, Cond::Compare {
            expr: Expr::Column(x),
            op: CmpOp::Eq,
            value: Operand::Literal(_),
        } if *x == c)
    }

    /// `c = 'text'`: the column and the text it is held to.
    pub fn text_equality(&self) -> Option<(ColumnId, &str)> {
        match self {
            Cond::Compare {
                expr: Expr::Column(c),
                op: CmpOp::Eq,
                value: Operand::Literal(Literal::Text(t)),
            } => Some((*c, t.as_str())),
            _ => None,
        }
    }

    /// Columns this condition reads in the outer query (not inside subqueries).
    pub fn columns(&self) -> Vec<ColumnId> {
        match self {
            Cond::Compare {
                expr,
                value: Operand::Column(other),
                ..
            } => expr.column().into_iter().chain([*other]).collect(),
            Cond::Compare { expr, .. }
            | Cond::Between { expr, .. }
            | Cond::Like { expr, .. }
            | Cond::InList { expr, .. }
            | Cond::IsNull { expr, .. } => expr.column().into_iter().collect(),
            Cond::InQuery { column, .. } => vec![*column],
            Cond::Or(cs) | Cond::And(cs) => cs.iter().flat_map(Cond::columns).collect(),
        }
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Order {
    pub expr: Expr,
    pub desc: bool,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum SetOp {
    Union,
    /// Keeps duplicate rows: answers for several scopes put side by side.
    UnionAll,
    Intersect,
    Except,
}

/// One SELECT over one database, possibly combined with another by a set operation.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Query {
    pub db: DbId,
    pub distinct: bool,
    pub select: Vec<Expr>,
    /// Tables the question is about; tables of referenced columns are added, and the joins
    /// between them follow foreign keys.
    pub tables: Vec<TableId>,
    /// Conditions that must all hold.
    pub filter: Vec<Cond>,
    pub group_by: Vec<ColumnId>,
    pub having: Vec<Cond>,
    pub order_by: Vec<Order>,
    pub limit: Option<u64>,
    pub compound: Option<(SetOp, Box<Query>)>,
    /// Foreign-key columns to join by where two tables are linked by several keys (the question
    /// said which: "rides started at …" by `start_dock_id`).
    #[serde(default)]
    pub join_keys: Vec<ColumnId>,
}

impl Query {
    /// "the distinct names ordered by price": different rows are told apart by what they are
    /// ordered by, so a plain column ordered by is shown too. (SQL asks this of SELECT DISTINCT:
    /// PostgreSQL rejects an ORDER BY key outside the select list; SQLite would order by an
    /// arbitrary one of the merged rows' keys.)
    pub fn show_distinct_order_keys(&mut self) {
        if !self.distinct || !self.group_by.is_empty() {
            return;
        }
        for o in &self.order_by {
            if matches!(o.expr, Expr::Column(_)) && !self.select.contains(&o.expr) {
                self.select.push(o.expr.clone());
            }
        }
    }
}

impl Expr {
    fn replace_column(&mut self, old: ColumnId, new: ColumnId) {
        match self {
            Expr::Column(c) | Expr::Agg { column: c, .. } if *c == old => *c = new,
            _ => {}
        }
    }
}

impl Cond {
    fn replace_column(&mut self, old: ColumnId, new: ColumnId) {
        match self {
            Cond::Compare { expr, value, .. } => {
                expr.replace_column(old, new);
                match value {
                    Operand::Query(q) => q.replace_column(old, new),
                    Operand::Column(c) if *c == old => *c = new,
                    _ => {}
                }
            }
            Cond::Between { expr, .. }
            | Cond::Like { expr, .. }
            | Cond::InList { expr, .. }
            | Cond::IsNull { expr, .. } => expr.replace_column(old, new),
            Cond::InQuery { column, query, .. } => {
                if *column == old {
                    *column = new;
                }
                query.replace_column(old, new);
            }
            Cond::Or(parts) | Cond::And(parts) => {
                parts.iter_mut().for_each(|p| p.replace_column(old, new))
            }
        }
    }
}

impl Query {
    /// The same query reading `new` wherever it read `old` (another reading of an ambiguous word).
    pub fn replace_column(&mut self, old: ColumnId, new: ColumnId) {
        self.select
            .iter_mut()
            .for_each(|e| e.replace_column(old, new));
        self.filter
            .iter_mut()
            .for_each(|c| c.replace_column(old, new));
        self.having
            .iter_mut()
            .for_each(|c| c.replace_column(old, new));
        self.group_by
            .iter_mut()
            .filter(|c| **c == old)
            .for_each(|c| *c = new);
        self.order_by
            .iter_mut()
            .for_each(|o| o.expr.replace_column(old, new));
        if let Some((_, q)) = &mut self.compound {
            q.replace_column(old, new);
        }
    }

    /// [`Self::replace_column`] everywhere but the WHERE conditions: a word shown read another
    /// way moves what is shown, not a value's condition on the column it was found in.
    pub fn replace_shown_column(&mut self, old: ColumnId, new: ColumnId) {
        let filter = std::mem::take(&mut self.filter);
        self.replace_column(old, new);
        self.filter = filter;
    }

    pub fn new(db: DbId) -> Query {
        Query {
            db,
            distinct: false,
            select: Vec::new(),
            tables: Vec::new(),
            filter: Vec::new(),
            group_by: Vec::new(),
            having: Vec::new(),
            order_by: Vec::new(),
            limit: None,
            compound: None,
            join_keys: Vec::new(),
        }
    }

    /// How many times the outer SELECT reads a column of `t` (shown, in a condition, grouped
    /// or ordered by).
    pub fn column_uses(&self, t: TableId) -> usize {
        let of_t = |c: &ColumnId| c.table == t;
        self.select
            .iter()
            .filter(|e| e.column().as_ref().is_some_and(of_t))
            .count()
            + self
                .filter
                .iter()
                .chain(&self.having)
                .map(|f| f.columns().iter().filter(|c| of_t(c)).count())
                .sum::<usize>()
            + self.group_by.iter().filter(|c| of_t(c)).count()
            + self
                .order_by
                .iter()
                .filter(|o| o.expr.column().as_ref().is_some_and(of_t))
                .count()
    }

    /// Every table the outer SELECT touches: the declared ones and those of referenced columns.
    pub fn needed_tables(&self) -> Vec<TableId> {
        let mut out: Vec<TableId> = Vec::new();
        let mut add = |t: TableId| {
            if !out.contains(&t) {
                out.push(t);
            }
        };
        for e in &self.select {
            if let Some(c) = e.column() {
                add(c.table);
            }
        }
        for &t in &self.tables {
            add(t);
        }
        for c in self.filter.iter().chain(&self.having) {
            for col in c.columns() {
                add(col.table);
            }
        }
        for c in &self.group_by {
            add(c.table);
        }
        for o in &self.order_by {
            if let Some(c) = o.expr.column() {
                add(c.table);
            }
        }
        out
    }

    /// The columns the outer SELECT reads: shown, ranked by, compared (then grouped by).
    pub fn columns_read(&self) -> Vec<ColumnId> {
        self.select
            .iter()
            .filter_map(|e| e.column())
            .chain(self.order_by.iter().filter_map(|o| o.expr.column()))
            .chain(
                self.filter
                    .iter()
                    .chain(&self.having)
                    .flat_map(|c| c.columns()),
            )
            .chain(self.group_by.iter().copied())
            .collect()
    }
}
