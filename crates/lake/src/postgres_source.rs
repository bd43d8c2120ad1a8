//! PostgreSQL sources: one schema of one database, read from `pg_catalog` and profiled with the
//! same rules as SQLite files.
//!
//! Tables are the schema's ordinary, partitioned and foreign tables that the user may SELECT
//! from (partitions show as their parent; views are left out, as for SQLite). Table comments
//! (`COMMENT ON TABLE`) are captions, column comments descriptions. PostgreSQL enforces column
//! types, so the declared type decides a column's kind; only text columns that hold dates are
//! recognised from their values, as everywhere.
//!
//! The fingerprint hashes the catalog as read (tables, columns, types, comments, keys), the
//! database's OID and statistics-reset time, and per table its file node, size and the
//! statistics counters of inserted, updated and deleted rows. Catalog changes show at once;
//! data changes show once the writing session has reported its counters, which PostgreSQL does
//! within about a second of a commit and when the session ends. Counting rows instead would
//! read every table on every load and miss updates. Changes through foreign tables are not
//! seen.

use crate::discover::{SourceKind, SourceSpec};
use crate::profile::{int, take_values, text, values_query_limit};
use crate::schema::*;
use crate::LoadIssue;
use clarisql_exec::{
    quote_ident, quote_literal, Database as _, ExecError, Limits, PgUrl, PostgresDb, ResultSet,
    Value,
};
use std::collections::HashMap;
use std::time::Duration;

/// Columns profiled per aggregate query.
const CHUNK: usize = 40;

/// Catalog queries return one row per column of the schema: no cap to speak of.
fn catalog_limits() -> Limits {
    Limits {
        timeout: Duration::from_secs(120),
        max_rows: 50_000_000,
    }
}

/// Connects to the server a spec names.
pub fn open(spec: &SourceSpec) -> Result<(PostgresDb, PgUrl), LoadIssue> {
    let SourceKind::Postgres { url, .. } = &spec.kind else {
        return Err(LoadIssue {
            path: spec.describe(),
            problem: "not a PostgreSQL source".to_string(),
        });
    };
    let issue = |e: ExecError| match e {
        ExecError::Connect { target, message } => LoadIssue {
            path: target,
            problem: message,
        },
        other => LoadIssue {
            path: spec.describe(),
            problem: other.to_string(),
        },
    };
    let parsed = PgUrl::parse(url).map_err(issue)?;
    let db = PostgresDb::open(url).map_err(issue)?;
    Ok((db, parsed))
}

/// Connects, reads and profiles without the cache.
pub fn profile(spec: &SourceSpec) -> Result<Database, LoadIssue> {
    let (db, url) = open(spec)?;
    let catalog = Catalog::read(&db, &url)?;
    let fingerprint = crate::cache::server_fingerprint(spec, &catalog.signature());
    build(spec, &db, &url, &catalog, fingerprint)
}

/// The catalog rows of one schema, as read.
pub struct Catalog {
    /// oid, name, comment
    tables: ResultSet,
    /// table oid, attnum, name, declared type, base type name, type kind (`pg_type.typtype`), comment
    columns: ResultSet,
    /// table oid, attnum, in key order
    primary_keys: ResultSet,
    /// constraint oid, table oid, referenced table oid, attnum, referenced attnum, in key order
    foreign_keys: ResultSet,
    /// per relation: oid, file node, size, rows inserted, updated, deleted
    counters: ResultSet,
    /// database oid, statistics reset time
    identity: ResultSet,
}

impl Catalog {
    pub fn read(db: &PostgresDb, url: &PgUrl) -> Result<Catalog, LoadIssue> {
        let issue = |e: ExecError| LoadIssue {
            path: url.redacted(),
            problem: format!("cannot read the schema: {e}"),
        };
        let q = |sql: &str| db.query(sql, &catalog_limits()).map_err(issue);
        let namespace = q(&format!(
            "SELECT oid FROM pg_namespace WHERE nspname = {}",
            quote_literal(url.schema())
        ))?;
        let Some(ns) = namespace.rows.first().and_then(|r| r.first()).map(int) else {
            return Err(LoadIssue {
                path: url.redacted(),
                problem: format!(
                    "database '{}' has no schema '{}'; name an existing one with ?schema=NAME (psql: \\dn lists them)",
                    url.database(),
                    url.schema()
                ),
            });
        };
        // The tables we read: the schema's tables that this user may read, partitions as their parent.
        let tables_of_schema = format!(
            "c.relnamespace = {ns} AND c.relkind IN ('r', 'p', 'f') AND NOT c.relispartition \
             AND has_table_privilege(c.oid, 'SELECT')"
        );
        let tables = q(&format!(
            "SELECT c.oid, c.relname, obj_description(c.oid, 'pg_class') FROM pg_class c \
             WHERE {tables_of_schema} ORDER BY c.oid"
        ))?;
        let columns = q(&format!(
            "SELECT a.attrelid, a.attnum, a.attname, format_type(a.atttypid, a.atttypmod), \
                    COALESCE(b.typname, t.typname), COALESCE(b.typtype, t.typtype)::text, \
                    col_description(a.attrelid, a.attnum) \
             FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_type t ON t.oid = a.atttypid \
             LEFT JOIN pg_type b ON t.typtype = 'd' AND b.oid = t.typbasetype \
             WHERE {tables_of_schema} AND a.attnum > 0 AND NOT a.attisdropped \
             ORDER BY a.attrelid, a.attnum"
        ))?;
        let primary_keys = q(&format!(
            "SELECT con.conrelid, k.attnum FROM pg_constraint con JOIN pg_class c ON c.oid = con.conrelid \
             CROSS JOIN LATERAL unnest(con.conkey) WITH ORDINALITY AS k(attnum, ord) \
             WHERE con.contype = 'p' AND {tables_of_schema} ORDER BY con.conrelid, k.ord"
        ))?;
        // conparentid = 0: the constraint as declared, not its copies on partitions.
        let foreign_keys = q(&format!(
            "SELECT con.oid, con.conrelid, con.confrelid, k.attnum, k.fattnum \
             FROM pg_constraint con JOIN pg_class c ON c.oid = con.conrelid \
             CROSS JOIN LATERAL unnest(con.conkey, con.confkey) WITH ORDINALITY AS k(attnum, fattnum, ord) \
             WHERE con.contype = 'f' AND con.conparentid = 0 AND {tables_of_schema} \
             ORDER BY con.conrelid, con.conname, con.oid, k.ord"
        ))?;
        let counters = q(&format!(
            "SELECT c.oid, c.relfilenode, pg_relation_size(c.oid), s.n_tup_ins, s.n_tup_upd, s.n_tup_del \
             FROM pg_class c LEFT JOIN pg_stat_all_tables s ON s.relid = c.oid \
             WHERE c.relnamespace = {ns} AND c.relkind IN ('r', 'p', 'f', 'm') ORDER BY c.oid"
        ))?;
        let identity = q(
            "SELECT d.oid, s.stats_reset FROM pg_database d \
             LEFT JOIN pg_stat_database s ON s.datid = d.oid WHERE d.datname = current_database()",
        )?;
        Ok(Catalog {
            tables,
            columns,
            primary_keys,
            foreign_keys,
            counters,
            identity,
        })
    }

    /// Bytes that change when the schema or its data change (see the module comment).
    pub fn signature(&self) -> Vec<u8> {
        let mut out = Vec::new();
        for rs in [
            &self.identity,
            &self.tables,
            &self.columns,
            &self.primary_keys,
            &self.foreign_keys,
            &self.counters,
        ] {
            for row in &rs.rows {
                for value in row {
                    // Debug keeps NULL and the text "NULL" apart.
                    out.extend_from_slice(format!("{value:?}").as_bytes());
                    out.push(0x1f);
                }
                out.push(0x1e);
            }
            out.push(0x1d);
        }
        out
    }
}

fn oid(row: &[Value], i: usize) -> i64 {
    match row.get(i) {
        Some(Value::Integer(n)) => *n,
        _ => -1,
    }
}

fn cell(row: &[Value], i: usize) -> Option<String> {
    row.get(i).and_then(text)
}

/// The kind of a column of PostgreSQL type `base` (the domain's base for a domain).
fn pg_kind(base: &str, declared: &str) -> ColumnKind {
    match base {
        "int2" | "int4" | "int8" | "oid" => ColumnKind::Integer,
        // numeric(p, 0) holds integers.
        "numeric" if declared.ends_with(",0)") => ColumnKind::Integer,
        "numeric" | "float4" | "float8" => ColumnKind::Real,
        "bool" => ColumnKind::Boolean,
        "date" | "timestamp" | "timestamptz" | "time" | "timetz" => ColumnKind::Date,
        "bytea" => ColumnKind::Blob,
        _ => ColumnKind::Text,
    }
}

/// Whether values of this type can be counted and grouped as they are; others (json, xml,
/// geometric types, …) lack equality and are compared as text.
fn comparable(base: &str, typtype: &str) -> bool {
    typtype == "e"
        || matches!(
            base,
            "int2"
                | "int4"
                | "int8"
                | "oid"
                | "numeric"
                | "float4"
                | "float8"
                | "bool"
                | "date"
                | "timestamp"
                | "timestamptz"
                | "time"
                | "timetz"
                | "interval"
                | "text"
                | "varchar"
                | "bpchar"
                | "name"
                | "char"
                | "citext"
                | "uuid"
                | "bytea"
                | "money"
                | "inet"
                | "cidr"
                | "macaddr"
        )
}

/// Builds the catalog and profiles every table.
pub fn build(
    spec: &SourceSpec,
    db: &PostgresDb,
    url: &PgUrl,
    catalog: &Catalog,
    fingerprint: String,
) -> Result<Database, LoadIssue> {
    let issue = |problem: String| LoadIssue {
        path: url.redacted(),
        problem,
    };
    let mut tables = Vec::new();
    let mut table_of: HashMap<i64, usize> = HashMap::new();
    for row in &catalog.tables.rows {
        table_of.insert(oid(row, 0), tables.len());
        tables.push(Table {
            name: cell(row, 1).unwrap_or_default(),
            caption: cell(row, 2),
            columns: Vec::new(),
            primary_key: Vec::new(),
            row_count: 0,
        });
    }
    if tables.is_empty() {
        return Err(issue(format!(
            "schema '{}' has no tables this user may read; pick another with ?schema=NAME or GRANT SELECT",
            url.schema()
        )));
    }
    // (table, attnum) -> column index; how each column's values are compared.
    let mut column_of: HashMap<(usize, i64), usize> = HashMap::new();
    let mut comparable_as_is: Vec<Vec<bool>> = vec![Vec::new(); tables.len()];
    for row in &catalog.columns.rows {
        let Some(&t) = table_of.get(&oid(row, 0)) else {
            continue;
        };
        let declared = cell(row, 3).unwrap_or_default();
        let base = cell(row, 4).unwrap_or_default();
        let typtype = cell(row, 5).unwrap_or_default();
        column_of.insert((t, oid(row, 1)), tables[t].columns.len());
        comparable_as_is[t].push(comparable(&base, &typtype));
        tables[t].columns.push(Column {
            name: cell(row, 2).unwrap_or_default(),
            kind: pg_kind(&base, &declared),
            declared_type: declared,
            description: cell(row, 6),
            profile: Profile::default(),
        });
    }
    for row in &catalog.primary_keys.rows {
        let Some(&t) = table_of.get(&oid(row, 0)) else {
            continue;
        };
        if let Some(&c) = column_of.get(&(t, oid(row, 1))) {
            tables[t].primary_key.push(c);
        }
    }
    let foreign_keys = foreign_keys(&catalog.foreign_keys, &table_of, &column_of);
    for (table, comparable) in tables.iter_mut().zip(&comparable_as_is) {
        profile_table(db, url.schema(), table, comparable)
            .map_err(|e| issue(format!("cannot profile table '{}': {e}", table.name)))?;
    }
    let source = Source::Postgres {
        url: url.as_str().to_string(),
        schema: url.schema().to_string(),
    };
    Ok(Database {
        id: spec.id.clone(),
        source,
        tables,
        foreign_keys,
        fingerprint,
    })
}

fn foreign_keys(
    rows: &ResultSet,
    table_of: &HashMap<i64, usize>,
    column_of: &HashMap<(usize, i64), usize>,
) -> Vec<ForeignKey> {
    // Rows of one constraint are adjacent, in key order.
    let mut by_constraint: Vec<(i64, Vec<&[Value]>)> = Vec::new();
    for row in &rows.rows {
        let id = oid(row, 0);
        match by_constraint.last_mut() {
            Some((last, members)) if *last == id => members.push(row),
            _ => by_constraint.push((id, vec![row])),
        }
    }
    let mut out = Vec::new();
    for (_, members) in by_constraint {
        let (Some(&from_table), Some(&to_table)) = (
            table_of.get(&oid(members[0], 1)),
            table_of.get(&oid(members[0], 2)),
        ) else {
            continue; // A key to a table outside the schema: ignore it, as for SQLite.
        };
        let pairs: Vec<(Option<&usize>, Option<&usize>)> = members
            .iter()
            .map(|r| {
                (
                    column_of.get(&(from_table, oid(r, 3))),
                    column_of.get(&(to_table, oid(r, 4))),
                )
            })
            .collect();
        if pairs.iter().any(|(f, t)| f.is_none() || t.is_none()) {
            continue;
        }
        let fk = ForeignKey {
            from_table,
            from_columns: pairs.iter().filter_map(|(f, _)| f.copied()).collect(),
            to_table,
            to_columns: pairs.iter().filter_map(|(_, t)| t.copied()).collect(),
        };
        if !out.contains(&fk) {
            out.push(fk);
        }
    }
    out
}

fn profile_table(
    db: &PostgresDb,
    schema: &str,
    table: &mut Table,
    comparable: &[bool],
) -> Result<(), ExecError> {
    let limits = crate::profile::limits();
    let t = format!("{}.{}", quote_ident(schema), quote_ident(&table.name));
    let count = db.query(&format!("SELECT count(*) FROM {t}"), &limits)?;
    table.row_count = count
        .rows
        .first()
        .and_then(|r| r.first())
        .map(int)
        .unwrap_or(0);
    if table.row_count == 0 {
        return Ok(());
    }
    // How a column's values are counted and grouped: as they are, or as text.
    let value_expr = |i: usize, name: &str| {
        let c = quote_ident(name);
        if comparable.get(i).copied().unwrap_or(false) {
            c
        } else {
            format!("{c}::text")
        }
    };
    for start in (0..table.columns.len()).step_by(CHUNK) {
        let end = (start + CHUNK).min(table.columns.len());
        let mut exprs = Vec::new();
        for (i, col) in table.columns.iter().enumerate().take(end).skip(start) {
            let c = quote_ident(&col.name);
            exprs.push(format!("count(DISTINCT {})", value_expr(i, &col.name)));
            exprs.push(format!("count(*) - count({c})"));
            if col.kind.is_numeric() {
                exprs.push(format!("min({c})::float8"));
                exprs.push(format!("max({c})::float8"));
            } else {
                exprs.push("NULL".to_string());
                exprs.push("NULL".to_string());
            }
        }
        let rs = db.query(&format!("SELECT {} FROM {t}", exprs.join(", ")), &limits)?;
        let Some(row) = rs.rows.first() else { continue };
        for (k, col) in table.columns[start..end].iter_mut().enumerate() {
            let v = |i: usize| row.get(k * 4 + i).cloned().unwrap_or(Value::Null);
            col.profile.distinct = int(&v(0));
            col.profile.nulls = int(&v(1));
            // NaN and infinities are not a range.
            col.profile.min = v(2).as_f64().filter(|f| f.is_finite());
            col.profile.max = v(3).as_f64().filter(|f| f.is_finite());
        }
    }
    for i in 0..table.columns.len() {
        let col = &table.columns[i];
        if col.kind == ColumnKind::Blob {
            continue;
        }
        let c = quote_ident(&col.name);
        let v = value_expr(i, &col.name);
        let sql = format!(
            "SELECT {v}, count(*) AS n FROM {t} WHERE {c} IS NOT NULL GROUP BY 1 ORDER BY n DESC, 1 LIMIT {}",
            values_query_limit(col.kind)
        );
        let rs = db.query(&sql, &limits)?;
        take_values(&mut table.columns[i], &rs.rows);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kinds_follow_postgres_types() {
        assert_eq!(pg_kind("int8", "bigint"), ColumnKind::Integer);
        assert_eq!(pg_kind("numeric", "numeric(10,0)"), ColumnKind::Integer);
        assert_eq!(pg_kind("numeric", "numeric(10,2)"), ColumnKind::Real);
        assert_eq!(
            pg_kind("timestamptz", "timestamp with time zone"),
            ColumnKind::Date
        );
        assert_eq!(pg_kind("interval", "interval"), ColumnKind::Text);
        assert_eq!(pg_kind("bool", "boolean"), ColumnKind::Boolean);
        assert_eq!(pg_kind("bytea", "bytea"), ColumnKind::Blob);
        assert!(!comparable("json", "b") && comparable("mood", "e") && comparable("text", "b"));
    }
}
