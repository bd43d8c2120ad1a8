//! PostgresDb against a real server (scripts/pg-test-server.sh starts one; without
//! CLARISQL_TEST_PG_URL these tests skip, unless CLARISQL_REQUIRE_SERVERS=1).

use clarisql_exec::{Database, Dialect, ExecError, Limits, PostgresDb, Value};
use clarisql_testsupport::PgTestDb;
use std::time::{Duration, Instant};

fn text(s: &str) -> Value {
    Value::Text(s.to_string())
}

#[test]
fn returns_typed_values() {
    let Some(server) = PgTestDb::create("typed_values") else {
        return;
    };
    server.execute(
        "CREATE TYPE mood AS ENUM ('sad', 'happy');
         CREATE DOMAIN positive AS int CHECK (VALUE > 0);
         CREATE TABLE t(
            i2 smallint, i4 int, i8 bigint, f4 real, f8 double precision, n numeric(12,3), big numeric,
            t text, v varchar(10), c char(4), b bool, d date, ts timestamp, tz timestamptz, tm time,
            iv interval, u uuid, j json, jb jsonb, by bytea, m mood, p positive, arr int[]);
         INSERT INTO t VALUES (
            -2, 40000, 9000000000, 1.5, 2.25, 1234.500, 123456789012345678901234567890,
            'héllo', 'var', 'ab', true, '2024-01-31', '2024-01-31 12:34:56', '2024-01-31 12:34:56+02', '08:00',
            '1 day 2 hours', 'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11', '{\"a\": 1}', '{\"b\": [1, 2]}', '\\x00ff10',
            'happy', 7, '{1,2}');
         INSERT INTO t DEFAULT VALUES;",
    );
    let db = PostgresDb::open(server.url()).unwrap();
    assert_eq!(db.dialect(), Dialect::Postgres);
    let rs = db
        .query("SELECT * FROM t ORDER BY i2 NULLS LAST", &Limits::default())
        .unwrap();
    assert_eq!(rs.columns.len(), 23);
    assert_eq!(rs.columns[0], "i2");
    assert_eq!(
        rs.rows[0],
        vec![
            Value::Integer(-2),
            Value::Integer(40000),
            Value::Integer(9_000_000_000),
            Value::Real(1.5),
            Value::Real(2.25),
            Value::Real(1234.5),
            text("123456789012345678901234567890"),
            text("héllo"),
            text("var"),
            text("ab"),
            Value::Integer(1),
            text("2024-01-31"),
            text("2024-01-31 12:34:56"),
            text("2024-01-31 10:34:56+00"),
            text("08:00:00"),
            text("1 day 02:00:00"),
            text("a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11"),
            text("{\"a\": 1}"),
            text("{\"b\": [1, 2]}"),
            Value::Blob(vec![0, 255, 16]),
            text("happy"),
            Value::Integer(7),
            text("{1,2}"),
        ]
    );
    assert!(rs.rows[1].iter().all(Value::is_null), "{:?}", rs.rows[1]);
    assert!(!rs.truncated);

    let rs = db
        .query(
            "SELECT count(*) AS n, sum(i8) AS s, avg(i4) AS a, false AS f, 0.1::float4 AS r FROM t",
            &Limits::default(),
        )
        .unwrap();
    assert_eq!(rs.columns, ["n", "s", "a", "f", "r"]);
    assert_eq!(
        rs.rows[0][..4],
        [
            Value::Integer(2),
            Value::Integer(9_000_000_000),
            Value::Real(40000.0),
            Value::Integer(0)
        ]
    );
    assert_eq!(
        rs.rows[0][4],
        Value::Real(0.1),
        "float4 prints its shortest exact form"
    );
}

#[test]
fn cannot_write_even_if_asked() {
    let Some(server) = PgTestDb::create("read_only") else {
        return;
    };
    server.execute(
        "CREATE TABLE t(a int PRIMARY KEY, b text);
         INSERT INTO t VALUES (1, 'x'), (2, 'y'), (3, NULL);
         CREATE SEQUENCE s;
         CREATE FUNCTION sneaky() RETURNS int LANGUAGE sql AS 'INSERT INTO t VALUES (99, ''w'') RETURNING a';",
    );
    let db = PostgresDb::open(server.url()).unwrap();
    let writes = [
        "INSERT INTO t VALUES (9, 'z')",
        "INSERT INTO t VALUES (9, 'z') RETURNING *",
        "UPDATE t SET b = 'w'",
        "DELETE FROM t",
        "DROP TABLE t",
        "CREATE TABLE u(x int)",
        "TRUNCATE t",
        "ALTER TABLE t ADD COLUMN c int",
        "SELECT sneaky()",
        "SELECT nextval('s')",
        "WITH d AS (DELETE FROM t RETURNING *) SELECT * FROM d",
        "SELECT 1; DELETE FROM t",
        "COMMIT",
        "SET default_transaction_read_only = off",
        "SELECT * FROM t FOR UPDATE",
    ];
    for sql in writes {
        match db.query(sql, &Limits::default()) {
            Err(ExecError::Query(message)) => println!("{sql}\n  -> {message}"),
            other => panic!("{sql} was not refused: {other:?}"),
        }
    }
    let err = db
        .query("SELECT sneaky()", &Limits::default())
        .unwrap_err()
        .to_string();
    assert!(
        err.contains("read-only transaction"),
        "the transaction itself refuses writes: {err}"
    );
    let rs = db
        .query("SELECT a, b FROM t ORDER BY a", &Limits::default())
        .unwrap();
    assert_eq!(
        rs.rows,
        vec![
            vec![Value::Integer(1), text("x")],
            vec![Value::Integer(2), text("y")],
            vec![Value::Integer(3), Value::Null]
        ]
    );
    // And from outside: nothing changed, the table and sequence are as they were.
    assert_eq!(
        server.column("SELECT count(*) FROM t"),
        [Some("3".to_string())]
    );
    assert_eq!(
        server.column("SELECT last_value FROM s"),
        [Some("1".to_string())]
    );
    assert_eq!(
        server.column("SELECT is_called::text FROM s"),
        [Some("false".to_string())]
    );
}

#[test]
fn stops_runaway_queries_and_keeps_working() {
    let Some(server) = PgTestDb::create("timeout") else {
        return;
    };
    let db = PostgresDb::open(server.url()).unwrap();
    let limits = Limits {
        timeout: Duration::from_millis(300),
        max_rows: 10,
    };
    let started = Instant::now();
    let err = db.query("SELECT pg_sleep(5)", &limits).unwrap_err();
    let took = started.elapsed();
    assert!(
        matches!(err, ExecError::Timeout(d) if d == limits.timeout),
        "{err}"
    );
    assert!(took < Duration::from_secs(2), "stopped after {took:?}");
    let sql =
        "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT count(*) FROM c";
    assert!(matches!(db.query(sql, &limits), Err(ExecError::Timeout(_))));
    // The same connection goes on.
    assert_eq!(
        db.query("SELECT 1", &limits).unwrap().rows,
        vec![vec![Value::Integer(1)]]
    );
}

#[test]
fn caps_rows_at_the_server() {
    let Some(server) = PgTestDb::create("row_cap") else {
        return;
    };
    let db = PostgresDb::open(server.url()).unwrap();
    let capped = Limits {
        max_rows: 10,
        ..Limits::default()
    };
    let rs = db
        .query(
            "SELECT g FROM generate_series(1, 100) AS g ORDER BY g",
            &capped,
        )
        .unwrap();
    assert_eq!(rs.rows.len(), 10);
    assert!(rs.truncated);
    assert_eq!(rs.rows[9], vec![Value::Integer(10)]);
    let rs = db
        .query("SELECT g FROM generate_series(1, 10) AS g", &capped)
        .unwrap();
    assert_eq!((rs.rows.len(), rs.truncated), (10, false));
    // A billion rows: the server stops at the cap, so this is quick and small.
    server.execute("CREATE TABLE k AS SELECT g FROM generate_series(1, 1000) AS g");
    let started = Instant::now();
    let rs = db
        .query("SELECT a.g, b.g, c.g FROM k a, k b, k c", &capped)
        .unwrap();
    assert!(rs.truncated && rs.rows.len() == 10);
    assert!(
        started.elapsed() < Duration::from_secs(5),
        "took {:?}",
        started.elapsed()
    );
}

#[test]
fn reports_errors_with_their_cause() {
    let Some(server) = PgTestDb::create("errors") else {
        return;
    };
    let db = PostgresDb::open(server.url()).unwrap();
    let err = db
        .query("SELECT * FROM nowhere", &Limits::default())
        .unwrap_err();
    assert!(
        matches!(&err, ExecError::Query(m) if m.contains("\"nowhere\" does not exist")),
        "{err}"
    );
    let err = db.query("SELEC 1", &Limits::default()).unwrap_err();
    assert!(
        matches!(&err, ExecError::Query(m) if m.contains("syntax error")),
        "{err}"
    );
    // A trailing comment or semicolon is fine.
    assert_eq!(
        db.query("SELECT 2; -- two", &Limits::default())
            .unwrap()
            .rows,
        vec![vec![Value::Integer(2)]]
    );
}

#[test]
fn picks_the_schema_from_the_url() {
    let Some(server) = PgTestDb::create("schema_param") else {
        return;
    };
    server.execute("CREATE SCHEMA sales; CREATE TABLE sales.orders(id int); INSERT INTO sales.orders VALUES (5);");
    let db = PostgresDb::open(&server.url_with("schema=sales")).unwrap();
    let rs = db
        .query("SELECT id FROM orders", &Limits::default())
        .unwrap();
    assert_eq!(rs.rows, vec![vec![Value::Integer(5)]]);
    let public = PostgresDb::open(server.url()).unwrap();
    assert!(public
        .query("SELECT id FROM orders", &Limits::default())
        .is_err());
}

#[test]
fn names_unreachable_servers_and_bad_passwords_without_the_password() {
    let Some(server) = PgTestDb::create("connect_errors") else {
        return;
    };
    let err = PostgresDb::open("postgres://ann:hunter2@127.0.0.1:1/shop?connect_timeout=2")
        .unwrap_err()
        .to_string();
    assert!(
        err.starts_with("cannot connect to postgres://ann:***@127.0.0.1:1/shop"),
        "{err}"
    );
    assert!(
        err.contains("server is running") && !err.contains("hunter2"),
        "{err}"
    );

    let url = server.url();
    let (userinfo_end, at) = (url.find("://").unwrap() + 3, url.find('@').unwrap());
    let user = url[userinfo_end..at].split(':').next().unwrap();
    let wrong = format!("{}{user}:hunter2{}", &url[..userinfo_end], &url[at..]);
    let err = PostgresDb::open(&wrong).unwrap_err().to_string();
    assert!(
        err.contains("password") && err.contains("check the user name") && !err.contains("hunter2"),
        "{err}"
    );

    // A lazily connecting handle reports the same on its first query.
    let db = PostgresDb::new_unchecked(&wrong);
    assert!(matches!(
        db.query("SELECT 1", &Limits::default()),
        Err(ExecError::Connect { .. })
    ));
}

#[test]
fn reconnects_once_when_the_connection_was_lost() {
    let Some(server) = PgTestDb::create("reconnect") else {
        return;
    };
    let db = PostgresDb::open(server.url()).unwrap();
    assert_eq!(
        db.query("SELECT 1", &Limits::default()).unwrap().rows,
        vec![vec![Value::Integer(1)]]
    );
    let killed = server.column(&format!(
        "SELECT pg_terminate_backend(pid)::text FROM pg_stat_activity WHERE datname = '{}' AND application_name = 'clarisql'",
        server.name()
    ));
    assert_eq!(killed, [Some("true".to_string())]);
    assert_eq!(
        db.query("SELECT 2", &Limits::default()).unwrap().rows,
        vec![vec![Value::Integer(2)]]
    );
}
