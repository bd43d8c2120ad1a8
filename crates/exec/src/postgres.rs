//! PostgreSQL backend.
//!
//! Every query runs inside its own `BEGIN READ ONLY … ROLLBACK`, on a session whose
//! `default_transaction_read_only` is on, under `statement_timeout`. The statement is first
//! prepared (which rejects anything but exactly one statement and tells the column types), then
//! opened as a cursor and fetched `max_rows + 1` rows at a time, so the server stops at the row
//! cap and only row-returning queries (SELECT, WITH … SELECT, VALUES, TABLE) can run at all.
//!
//! Rows travel in PostgreSQL's text format and are converted by column type:
//!
//! | PostgreSQL type | [`Value`] |
//! |---|---|
//! | `int2`, `int4`, `int8`, `oid` | `Integer` |
//! | `float4`, `float8` | `Real` (`NaN`, `Infinity` stay `Text`) |
//! | `numeric` | `Integer` when integral and within `i64`, else `Real`; `Text` when it does not fit an `f64` exactly enough to matter (integral beyond `i64`, `NaN`, `Infinity`) |
//! | `bool` | `Integer` 1 or 0, as SQLite stores booleans, so results compare across backends |
//! | `bytea` | `Blob` |
//! | `char(n)` (`bpchar`) | `Text` without the trailing pad spaces |
//! | `date`, `timestamp`, `timestamptz`, `time`, `interval` | `Text` in ISO form (`2024-01-31`, `2024-01-31 12:00:00`, `…+00`: the session runs in UTC) |
//! | text, `varchar`, `name`, `uuid`, `json`, `jsonb`, enums, arrays and every other type | `Text`, as PostgreSQL prints it |
//! | NULL | `Null` |
//!
//! Domains convert as their base type.
//!
//! Connection URLs are `postgres://user:password@host:port/database` (or `postgresql://…`),
//! with libpq-style parameters (`?sslmode=disable`, `connect_timeout=5`, …) and one of our own:
//! `?schema=NAME` picks the schema whose tables form the database (default `public`); the
//! session's `search_path` is that schema, then `public`. A URL without a password uses `$PGPASSWORD`, one without a user
//! `$PGUSER` or `$USER`, one without a host `localhost`. TLS is not supported: `sslmode` may be
//! absent, `disable` or `prefer` (which then connects without TLS).
//!
//! Read-only holds for this connection; a function that opens connections of its own (dblink)
//! is beyond it: the validator allows only plain SELECTs, and the role in the URL should only
//! be granted what it needs.

use crate::{Database, Dialect, ExecError, Limits, ResultSet, Value};
use postgres::error::{Severity, SqlState};
use postgres::types::{Kind, Type};
use postgres::{Client, Config, NoTls, SimpleQueryMessage};
use std::fmt;
use std::str::FromStr;
use std::sync::{Mutex, MutexGuard};
use std::time::{Duration, Instant};

/// The schema used when the URL names none.
pub const DEFAULT_SCHEMA: &str = "public";
/// How long to wait for a server to accept a connection, unless the URL says otherwise.
const CONNECT_TIMEOUT: Duration = Duration::from_secs(10);
const CURSOR: &str = "clarisql_cursor";

/// Whether `s` is a PostgreSQL connection URL rather than a file path.
///
/// ```
/// assert!(clarisql_exec::is_postgres_url("postgresql://localhost/shop"));
/// assert!(!clarisql_exec::is_postgres_url("lake/shop.sqlite"));
/// ```
pub fn is_postgres_url(s: &str) -> bool {
    let lower = s.get(..13).unwrap_or(s).to_ascii_lowercase();
    lower.starts_with("postgres://") || lower.starts_with("postgresql://")
}

/// The URL with its password replaced by `***`, for messages and files.
///
/// ```
/// assert_eq!(
///     clarisql_exec::redact_url("postgres://ann:secret@db:5432/shop?password=x&schema=s"),
///     "postgres://ann:***@db:5432/shop?password=***&schema=s"
/// );
/// ```
pub fn redact_url(url: &str) -> String {
    let Some(scheme_end) = url.find("://").map(|i| i + 3) else {
        return url.to_string();
    };
    let (scheme, rest) = url.split_at(scheme_end);
    // The user part ends at the last '@' before the query, even if a password holds an
    // unescaped '/' or '@': better to mangle an odd URL's display than to leak its password.
    let query_start = rest.find('?').unwrap_or(rest.len());
    let (authority, tail) = match rest[..query_start].rfind('@') {
        Some(at) => {
            let (userinfo, rest) = rest.split_at(at);
            let host_end = rest.find(['/', '?']).unwrap_or(rest.len());
            let (host, tail) = rest.split_at(host_end);
            let authority = match userinfo.find(':') {
                Some(colon) => format!("{}:***{host}", &userinfo[..colon]),
                None => format!("{userinfo}{host}"),
            };
            (authority, tail)
        }
        None => {
            let host_end = rest.find(['/', '?']).unwrap_or(rest.len());
            (rest[..host_end].to_string(), &rest[host_end..])
        }
    };
    let tail = match tail.find('?') {
        Some(q) => {
            let (path, query) = tail.split_at(q + 1);
            let pairs: Vec<String> = query
                .split('&')
                .map(|pair| match pair.split_once('=') {
                    Some((key, _)) if key.eq_ignore_ascii_case("password") => format!("{key}=***"),
                    _ => pair.to_string(),
                })
                .collect();
            format!("{path}{}", pairs.join("&"))
        }
        None => tail.to_string(),
    };
    format!("{scheme}{authority}{tail}")
}

fn percent_decode(s: &str) -> String {
    let bytes = s.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let hex = |b: u8| (b as char).to_digit(16);
        match (
            bytes[i],
            bytes.get(i + 1).copied().and_then(hex),
            bytes.get(i + 2).copied().and_then(hex),
        ) {
            (b'%', Some(hi), Some(lo)) => {
                out.push((hi * 16 + lo) as u8);
                i += 3;
            }
            (b'+', _, _) => {
                out.push(b' ');
                i += 1;
            }
            (b, _, _) => {
                out.push(b);
                i += 1;
            }
        }
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// A parsed PostgreSQL connection URL: server, database and schema.
#[derive(Clone)]
pub struct PgUrl {
    /// As given, password included: never printed (see [`PgUrl::redacted`]).
    url: String,
    config: Config,
    schema: String,
    database: String,
}

impl PgUrl {
    /// Parses `url`; checks its form only, does not connect.
    pub fn parse(url: &str) -> Result<PgUrl, ExecError> {
        let bad = |message: String| ExecError::Connect {
            target: redact_url(url),
            message,
        };
        if !is_postgres_url(url) {
            return Err(bad(
                "not a PostgreSQL URL; write postgres://user:password@host:port/database"
                    .to_string(),
            ));
        }
        // `schema` is ours: take it out before the driver, which rejects parameters it does not know.
        let (base, query) = url.split_once('?').unwrap_or((url, ""));
        let mut schema = None;
        let mut kept = Vec::new();
        for pair in query.split('&').filter(|p| !p.is_empty()) {
            match pair.split_once('=') {
                Some(("schema", value)) => schema = Some(percent_decode(value)),
                _ => kept.push(pair),
            }
        }
        let schema = schema.unwrap_or_else(|| DEFAULT_SCHEMA.to_string());
        if schema.is_empty() {
            return Err(bad(
                "?schema= is empty; name a schema or leave the parameter out".to_string(),
            ));
        }
        let driver_url = if kept.is_empty() {
            base.to_string()
        } else {
            format!("{base}?{}", kept.join("&"))
        };
        let mut config = Config::from_str(&driver_url).map_err(|e| {
            bad(format!(
                "invalid connection URL ({e}); write postgres://user:password@host:port/database[?schema=NAME]"
            ))
        })?;
        if config.get_user().is_none() {
            let user = ["PGUSER", "USER"]
                .iter()
                .find_map(|v| std::env::var(v).ok().filter(|u| !u.is_empty()));
            match user {
                Some(user) => config.user(&user),
                None => {
                    return Err(bad(
                        "the URL names no user; write postgres://USER@host/database".to_string(),
                    ))
                }
            };
        }
        if config.get_password().is_none() {
            if let Ok(password) = std::env::var("PGPASSWORD") {
                config.password(&password);
            }
        }
        if config.get_hosts().is_empty() && config.get_hostaddrs().is_empty() {
            config.host("localhost");
        }
        if config.get_connect_timeout().is_none() {
            config.connect_timeout(CONNECT_TIMEOUT);
        }
        if config.get_application_name().is_none() {
            config.application_name("clarisql");
        }
        let database = config
            .get_dbname()
            .or(config.get_user())
            .unwrap_or_default()
            .to_string();
        Ok(PgUrl {
            url: url.to_string(),
            config,
            schema,
            database,
        })
    }

    /// The database name (the user name when the URL names no database, as libpq does).
    pub fn database(&self) -> &str {
        &self.database
    }

    /// The schema whose tables are the database's (`public` unless `?schema=` says otherwise).
    pub fn schema(&self) -> &str {
        &self.schema
    }

    /// The URL as given, password included: for connecting, never for printing.
    pub fn as_str(&self) -> &str {
        &self.url
    }

    /// The driver's settings (user, password, host, timeouts; without `schema`), for the one
    /// writer outside this crate (`gen::pg_load`): connections opened here stay read-only.
    pub fn config(&self) -> &Config {
        &self.config
    }

    /// The URL without its password, for messages.
    pub fn redacted(&self) -> String {
        redact_url(&self.url)
    }
}

impl fmt::Debug for PgUrl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "PgUrl({})", self.redacted())
    }
}

impl fmt::Display for PgUrl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.redacted())
    }
}

/// Double quotes an identifier for PostgreSQL.
pub fn quote_ident(ident: &str) -> String {
    format!("\"{}\"", ident.replace('"', "\"\""))
}

/// Single quotes a string literal (the session runs with `standard_conforming_strings = on`).
pub fn quote_literal(text: &str) -> String {
    format!("'{}'", text.replace('\'', "''"))
}

/// One PostgreSQL database (one schema of it), read-only.
///
/// The connection opens on the first query and is kept for the next ones; a connection lost
/// in between is opened again once.
pub struct PostgresDb {
    url: Result<PgUrl, (String, String)>,
    client: Mutex<Option<Client>>,
}

impl fmt::Debug for PostgresDb {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.url {
            Ok(url) => write!(f, "PostgresDb({url})"),
            Err((target, _)) => write!(f, "PostgresDb({target}, invalid)"),
        }
    }
}

/// Why a run failed: the server said no, or the connection is gone.
enum Failure {
    Exec(ExecError),
    Connection(postgres::Error),
}

impl From<ExecError> for Failure {
    fn from(e: ExecError) -> Self {
        Failure::Exec(e)
    }
}

impl PostgresDb {
    /// Connects to `url` and checks that the server answers.
    pub fn open(url: &str) -> Result<PostgresDb, ExecError> {
        let url = PgUrl::parse(url)?;
        let client = connect(&url)?;
        Ok(PostgresDb {
            url: Ok(url),
            client: Mutex::new(Some(client)),
        })
    }

    /// A handle that connects on its first query; a bad URL is reported then.
    pub fn new_unchecked(url: &str) -> PostgresDb {
        let url = PgUrl::parse(url).map_err(|e| match e {
            ExecError::Connect { target, message } => (target, message),
            other => (redact_url(url), other.to_string()),
        });
        PostgresDb {
            url,
            client: Mutex::new(None),
        }
    }

    /// The parsed URL.
    pub fn url(&self) -> Result<&PgUrl, ExecError> {
        self.url
            .as_ref()
            .map_err(|(target, message)| ExecError::Connect {
                target: target.clone(),
                message: message.clone(),
            })
    }

    fn lock(&self) -> MutexGuard<'_, Option<Client>> {
        // A panic while holding the lock leaves a connection in an unknown state: drop it.
        self.client.lock().unwrap_or_else(|poisoned| {
            let mut guard = poisoned.into_inner();
            *guard = None;
            guard
        })
    }
}

fn session_setup(schema: &str) -> String {
    [
        "SET default_transaction_read_only = on".to_string(),
        // The schema first; then public, where extensions usually put their functions.
        format!("SET search_path = {}, public", quote_ident(schema)),
        // Fixed output formats, whatever the server's defaults: ISO dates in UTC, hex bytea,
        // shortest exact floats, and literals where a backslash is a backslash.
        "SET DateStyle = 'ISO, YMD'".to_string(),
        "SET IntervalStyle = 'postgres'".to_string(),
        "SET TimeZone = 'UTC'".to_string(),
        "SET bytea_output = 'hex'".to_string(),
        "SET extra_float_digits = 1".to_string(),
        "SET standard_conforming_strings = on".to_string(),
    ]
    .join("; ")
}

fn connect(url: &PgUrl) -> Result<Client, ExecError> {
    let fail = |e: &postgres::Error| ExecError::Connect {
        target: url.redacted(),
        message: connect_problem(e),
    };
    let mut client = url.config.connect(NoTls).map_err(|e| fail(&e))?;
    client
        .batch_execute(&session_setup(&url.schema))
        .map_err(|e| fail(&e))?;
    Ok(client)
}

/// What went wrong while connecting, and what to check, for code that opens its own session
/// from [`PgUrl::config`].
pub fn pg_connect_problem(e: &postgres::Error) -> String {
    connect_problem(e)
}

/// A server error as a sentence: its message, detail and hint (or the driver's message).
pub fn pg_error_message(e: &postgres::Error) -> String {
    describe(e)
}

/// What went wrong while connecting, and what to check.
fn connect_problem(e: &postgres::Error) -> String {
    let what = describe(e);
    let hint = match e.code() {
        Some(c)
            if *c == SqlState::INVALID_PASSWORD
                || *c == SqlState::INVALID_AUTHORIZATION_SPECIFICATION =>
        {
            "check the user name and password in the URL (or $PGPASSWORD)"
        }
        Some(c) if *c == SqlState::INVALID_CATALOG_NAME => "check the database name in the URL",
        Some(_) => "check the URL and the server's settings",
        None if what.contains("TLS") => "connect with ?sslmode=disable (TLS is not supported yet)",
        None => "check that the server is running and that the host and port in the URL are right",
    };
    format!("{what}; {hint}")
}

/// The server's message (with its detail and hint), or the driver's.
fn describe(e: &postgres::Error) -> String {
    match e.as_db_error() {
        Some(db) => {
            let mut s = db.message().to_string();
            if let Some(detail) = db.detail() {
                s.push_str(&format!(" ({detail})"));
            }
            if let Some(hint) = db.hint() {
                s.push_str(&format!("; hint: {hint}"));
            }
            s
        }
        None => e.to_string(),
    }
}

/// Whether the session is gone: no server message at all, a FATAL one (the server ended the
/// session: shutdown, restart, terminated backend), or a connection-exception code.
fn session_lost(e: &postgres::Error) -> bool {
    match e.as_db_error() {
        None => true,
        Some(db) => {
            matches!(
                db.parsed_severity(),
                Some(Severity::Fatal | Severity::Panic)
            ) || db.code().code().starts_with("08")
                || db.code().code().starts_with("57P")
        }
    }
}

fn query_error(e: postgres::Error, limits: &Limits) -> Failure {
    if session_lost(&e) {
        return Failure::Connection(e);
    }
    if e.code() == Some(&SqlState::QUERY_CANCELED) {
        return Failure::Exec(ExecError::Timeout(limits.timeout));
    }
    Failure::Exec(ExecError::Query(describe(&e)))
}

fn timeout_ms(d: Duration) -> u128 {
    // 0 would mean "no limit".
    d.as_millis().max(1)
}

/// Runs `sql` in a read-only transaction and always ends the transaction. The flag says
/// whether the connection is still fit for the next query.
fn run(client: &mut Client, sql: &str, limits: &Limits) -> (Result<ResultSet, Failure>, bool) {
    let started = Instant::now();
    let begin = format!(
        "BEGIN READ ONLY; SET LOCAL statement_timeout = {}",
        timeout_ms(limits.timeout)
    );
    if let Err(e) = client.batch_execute(&begin) {
        return (Err(query_error(e, limits)), false);
    }
    let result = run_in_transaction(client, sql, limits, started);
    match client.batch_execute("ROLLBACK") {
        Ok(()) => {
            let healthy = !matches!(result, Err(Failure::Connection(_)));
            (result, healthy)
        }
        Err(e) => {
            tracing::warn!("ROLLBACK failed, dropping the connection: {}", describe(&e));
            (result, false)
        }
    }
}

fn run_in_transaction(
    client: &mut Client,
    sql: &str,
    limits: &Limits,
    started: Instant,
) -> Result<ResultSet, Failure> {
    // Preparing refuses more than one statement and tells the column types.
    let statement = client.prepare(sql).map_err(|e| query_error(e, limits))?;
    if statement.columns().is_empty() {
        return Err(ExecError::Query(
            "the statement returns no rows; only queries (SELECT, WITH … SELECT, VALUES) run here, read-only"
                .to_string(),
        )
        .into());
    }
    let columns: Vec<String> = statement
        .columns()
        .iter()
        .map(|c| c.name().to_string())
        .collect();
    let types: Vec<Type> = statement
        .columns()
        .iter()
        .map(|c| c.type_().clone())
        .collect();
    // Through the extended protocol, so the server again accepts exactly one statement; the
    // newline ends a trailing `--` comment.
    let declare = format!("DECLARE {CURSOR} NO SCROLL CURSOR FOR {sql}\n");
    if let Err(e) = client.execute(declare.as_str(), &[]) {
        return Err(match e.code() {
            Some(c) if *c == SqlState::SYNTAX_ERROR => ExecError::Query(format!(
                "only queries (SELECT, WITH … SELECT, VALUES) run here, read-only: {}",
                describe(&e)
            ))
            .into(),
            _ => query_error(e, limits),
        });
    }
    // The cap is fetched by the server: one row more than allowed tells that there were more.
    let fetch = limits.max_rows.min(1 << 40) + 1;
    let remaining = limits.timeout.saturating_sub(started.elapsed());
    let messages = client
        .simple_query(&format!(
            "SET LOCAL statement_timeout = {}; FETCH FORWARD {fetch} FROM {CURSOR}",
            timeout_ms(remaining)
        ))
        .map_err(|e| query_error(e, limits))?;
    let mut rows = Vec::new();
    for message in &messages {
        let SimpleQueryMessage::Row(row) = message else {
            continue;
        };
        let mut out = Vec::with_capacity(types.len());
        for (i, ty) in types.iter().enumerate() {
            let text = row
                .try_get(i)
                .map_err(|e| ExecError::Query(format!("cannot read column {i}: {e}")))?;
            out.push(to_value(ty, text));
        }
        rows.push(out);
    }
    let truncated = rows.len() > limits.max_rows;
    rows.truncate(limits.max_rows);
    Ok(ResultSet {
        columns,
        rows,
        truncated,
    })
}

fn base_type(ty: &Type) -> &Type {
    match ty.kind() {
        Kind::Domain(inner) => base_type(inner),
        _ => ty,
    }
}

/// Converts one value in PostgreSQL's text format, by its column type (see the module table).
pub fn to_value(ty: &Type, text: Option<&str>) -> Value {
    let Some(s) = text else { return Value::Null };
    let ty = base_type(ty);
    let as_text = || Value::Text(s.to_string());
    match *ty {
        Type::BOOL => Value::Integer(i64::from(s == "t")),
        Type::INT2 | Type::INT4 | Type::INT8 | Type::OID => {
            s.parse().map(Value::Integer).unwrap_or_else(|_| as_text())
        }
        Type::FLOAT4 | Type::FLOAT8 => match s.parse::<f64>() {
            Ok(f) if f.is_finite() => Value::Real(f),
            _ => as_text(),
        },
        Type::NUMERIC => numeric(s),
        Type::BYTEA => decode_hex(s).map(Value::Blob).unwrap_or_else(as_text),
        Type::BPCHAR => Value::Text(s.trim_end_matches(' ').to_string()),
        _ => as_text(),
    }
}

fn numeric(s: &str) -> Value {
    let integral = s.bytes().all(|b| b.is_ascii_digit() || b == b'-');
    if integral {
        // Beyond i64 an f64 would round the digits away: keep them as text.
        return s
            .parse()
            .map(Value::Integer)
            .unwrap_or_else(|_| Value::Text(s.to_string()));
    }
    match s.parse::<f64>() {
        Ok(f) if f.is_finite() => Value::Real(f),
        _ => Value::Text(s.to_string()),
    }
}

/// `\x0aff` (bytea's hex output) to bytes.
fn decode_hex(s: &str) -> Option<Vec<u8>> {
    let hex = s.strip_prefix("\\x")?.as_bytes();
    if hex.len() % 2 != 0 {
        return None;
    }
    hex.chunks(2)
        .map(|pair| {
            let digit = |b: u8| (b as char).to_digit(16);
            Some((digit(pair[0])? * 16 + digit(pair[1])?) as u8)
        })
        .collect()
}

impl Database for PostgresDb {
    fn dialect(&self) -> Dialect {
        Dialect::Postgres
    }

    fn query(&self, sql: &str, limits: &Limits) -> Result<ResultSet, ExecError> {
        let url = self.url()?;
        let mut guard = self.lock();
        // One retry when a kept connection turns out to be dead (the server restarted, say).
        for attempt in 0..2 {
            let reused = guard.is_some();
            let client = match guard.as_mut() {
                Some(client) if !client.is_closed() => client,
                _ => guard.insert(connect(url)?),
            };
            let (result, healthy) = run(client, sql, limits);
            if !healthy {
                *guard = None;
            }
            match result {
                Ok(rs) => return Ok(rs),
                Err(Failure::Exec(e)) => return Err(e),
                Err(Failure::Connection(e)) => {
                    if !reused || attempt == 1 {
                        return Err(ExecError::Connect {
                            target: url.redacted(),
                            message: connect_problem(&e),
                        });
                    }
                }
            }
        }
        Err(ExecError::Connect {
            target: url.redacted(),
            message: "the connection keeps failing".to_string(),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_urls_and_hides_passwords() {
        let url = PgUrl::parse(
            "postgresql://ann:s%40cret@db.example:6543/shop?schema=sales&sslmode=disable",
        )
        .unwrap();
        assert_eq!(url.database(), "shop");
        assert_eq!(url.schema(), "sales");
        assert_eq!(
            url.redacted(),
            "postgresql://ann:***@db.example:6543/shop?schema=sales&sslmode=disable"
        );
        assert!(!format!("{url:?} {url}").contains("cret"));
        assert_eq!(
            PgUrl::parse("postgres://ann@localhost/shop")
                .unwrap()
                .schema(),
            "public"
        );
        assert_eq!(
            PgUrl::parse("postgres://ann@localhost/shop?schema=my%20s")
                .unwrap()
                .schema(),
            "my s"
        );
        assert_eq!(
            redact_url("postgres://h/db?user=a&password=b"),
            "postgres://h/db?user=a&password=***"
        );
        assert_eq!(redact_url("postgres://ann@h/db"), "postgres://ann@h/db");
        assert_eq!(
            redact_url("postgres://ann:a/b@c@h:1/db?x=1"),
            "postgres://ann:***@h:1/db?x=1"
        );
        assert_eq!(redact_url("postgres://h:1/db"), "postgres://h:1/db");
        assert_eq!(redact_url("postgresql://"), "postgresql://");

        let err = PgUrl::parse("postgres://ann:pw@localhost/shop?colour=red")
            .unwrap_err()
            .to_string();
        assert!(
            err.contains("invalid connection URL") && !err.contains(":pw@"),
            "{err}"
        );
        let err = PgUrl::parse("postgres://ann@localhost/shop?schema=")
            .unwrap_err()
            .to_string();
        assert!(err.contains("schema"), "{err}");
        assert!(!is_postgres_url("/data/postgres.sqlite"));
        assert!(is_postgres_url("POSTGRES://x/y"));
    }

    #[test]
    fn converts_text_values_by_type() {
        let v = |ty: &Type, s: &str| to_value(ty, Some(s));
        assert_eq!(v(&Type::INT8, "-42"), Value::Integer(-42));
        assert_eq!(v(&Type::BOOL, "t"), Value::Integer(1));
        assert_eq!(v(&Type::BOOL, "f"), Value::Integer(0));
        assert_eq!(v(&Type::FLOAT8, "2.5"), Value::Real(2.5));
        assert_eq!(v(&Type::FLOAT8, "NaN"), Value::Text("NaN".into()));
        assert_eq!(v(&Type::NUMERIC, "12"), Value::Integer(12));
        assert_eq!(
            v(&Type::NUMERIC, "3.3333333333333333"),
            Value::Real(3.3333333333333333)
        );
        assert_eq!(
            v(&Type::NUMERIC, "123456789012345678901234"),
            Value::Text("123456789012345678901234".into())
        );
        assert_eq!(v(&Type::NUMERIC, "NaN"), Value::Text("NaN".into()));
        assert_eq!(v(&Type::BYTEA, "\\x00ff"), Value::Blob(vec![0, 255]));
        assert_eq!(v(&Type::BPCHAR, "ab   "), Value::Text("ab".into()));
        assert_eq!(
            v(&Type::DATE, "2024-01-31"),
            Value::Text("2024-01-31".into())
        );
        assert_eq!(to_value(&Type::TEXT, None), Value::Null);
    }

    #[test]
    fn a_bad_url_fails_at_the_first_query() {
        let db = PostgresDb::new_unchecked("postgres://ann:pw@localhost/shop?colour=red");
        let err = db
            .query("SELECT 1", &Limits::default())
            .unwrap_err()
            .to_string();
        assert!(
            err.contains("invalid connection URL") && !err.contains(":pw@"),
            "{err}"
        );
        assert_eq!(db.dialect(), Dialect::Postgres);
    }
}
