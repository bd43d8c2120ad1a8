//! The builder's SQL on a real SQLite file: expected text, sqlparser round trip, and execution.

use clarisql_exec::{Database as _, Dialect, Limits, SqliteDb, Value};
use clarisql_lake::{DbId, Lake, TableId};
use clarisql_sql::{Agg, Builder, CmpOp, Cond, Expr, Literal, Operand, Order, Query, SetOp};
use sqlparser::parser::Parser;

fn lake(dir: &std::path::Path) -> Lake {
    let path = dir.join("shop.sqlite");
    let conn = rusqlite::Connection::open(&path).unwrap();
    conn.execute_batch(
        "CREATE TABLE maker(id INTEGER PRIMARY KEY, name TEXT, country TEXT);
         CREATE TABLE car(id INTEGER PRIMARY KEY, model TEXT, maker_id INT REFERENCES maker(id), price REAL);
         INSERT INTO maker VALUES (1,'Volkswagen','Germany'),(2,'Fiat','Italy'),(3,'Audi','Germany');
         INSERT INTO car VALUES (1,'Golf',1,20000),(2,'Polo',1,15000),(3,'Panda',2,9000),(4,'A4',3,35000);",
    )
    .unwrap();
    let db = clarisql_lake::profile_sqlite_file(&path, "shop").unwrap();
    Lake {
        databases: vec![db],
        issues: vec![],
    }
}

const MAKER: TableId = TableId {
    db: DbId(0),
    table: 0,
};
const CAR: TableId = TableId {
    db: DbId(0),
    table: 1,
};

fn run(lake: &Lake, q: &Query) -> (String, Vec<Vec<Value>>) {
    let built = Builder::new(lake, Dialect::Sqlite).build(q).unwrap();
    // Round trip: the printed SQL parses back to the same text.
    let reparsed = Parser::parse_sql(&sqlparser::dialect::SQLiteDialect {}, &built.sql).unwrap();
    assert_eq!(reparsed[0].to_string(), built.sql);
    clarisql_sql::validate(&built.sql, lake, DbId(0), Dialect::Sqlite).unwrap();
    let path = lake.databases[0].source.sqlite_path().unwrap();
    let rs = SqliteDb::open(path)
        .unwrap()
        .query(&built.sql, &Limits::default())
        .unwrap();
    (built.sql, rs.rows)
}

#[test]
fn builds_joins_groups_and_nesting() {
    let dir = tempfile::tempdir().unwrap();
    let lake = lake(dir.path());

    let mut q = Query::new(DbId(0));
    q.select = vec![Expr::Column(MAKER.column(1)), Expr::CountStar];
    q.tables = vec![CAR];
    q.group_by = vec![MAKER.column(1)];
    q.order_by = vec![Order {
        expr: Expr::CountStar,
        desc: true,
    }];
    q.limit = Some(1);
    let (sql, rows) = run(&lake, &q);
    assert_eq!(
        sql,
        r#"SELECT T1."name", COUNT(*) FROM "maker" AS T1 JOIN "car" AS T2 ON T2."maker_id" = T1."id" GROUP BY T1."name" ORDER BY COUNT(*) DESC LIMIT 1"#
    );
    assert_eq!(
        rows,
        vec![vec![Value::Text("Volkswagen".into()), Value::Integer(2)]]
    );

    // Nested comparison: cars dearer than the average.
    let mut avg = Query::new(DbId(0));
    avg.select = vec![Expr::Agg {
        func: Agg::Avg,
        column: CAR.column(3),
        distinct: false,
    }];
    let mut q = Query::new(DbId(0));
    q.select = vec![Expr::Column(CAR.column(1))];
    q.filter = vec![Cond::Compare {
        expr: Expr::Column(CAR.column(3)),
        op: CmpOp::Gt,
        value: Operand::Query(Box::new(avg)),
    }];
    q.order_by = vec![Order {
        expr: Expr::Column(CAR.column(1)),
        desc: false,
    }];
    let (sql, rows) = run(&lake, &q);
    assert_eq!(
        sql,
        r#"SELECT "model" FROM "car" WHERE "price" > (SELECT AVG("price") FROM "car") ORDER BY "model" ASC"#
    );
    assert_eq!(
        rows,
        vec![
            vec![Value::Text("A4".into())],
            vec![Value::Text("Golf".into())]
        ]
    );

    // Set operation and IN / NOT IN / BETWEEN / LIKE filters.
    let mut german = Query::new(DbId(0));
    german.select = vec![Expr::Column(MAKER.column(1))];
    german.filter = vec![Cond::Compare {
        expr: Expr::Column(MAKER.column(2)),
        op: CmpOp::Eq,
        value: Operand::Literal(Literal::Text("Germany".into())),
    }];
    let mut cheap = Query::new(DbId(0));
    cheap.select = vec![Expr::Column(MAKER.column(1))];
    cheap.filter = vec![
        Cond::Between {
            expr: Expr::Column(CAR.column(3)),
            low: Literal::Int(10000),
            high: Literal::Int(25000),
        },
        Cond::Like {
            expr: Expr::Column(CAR.column(1)),
            pattern: "%o%".into(),
            negated: false,
        },
        Cond::InList {
            expr: Expr::Column(MAKER.column(2)),
            values: vec![Literal::Text("Germany".into())],
            negated: false,
        },
    ];
    german.compound = Some((SetOp::Intersect, Box::new(cheap)));
    let (_, rows) = run(&lake, &german);
    assert_eq!(rows, vec![vec![Value::Text("Volkswagen".into())]]);

    let mut sub = Query::new(DbId(0));
    sub.select = vec![Expr::Column(CAR.column(2))];
    let mut q = Query::new(DbId(0));
    q.select = vec![Expr::Column(MAKER.column(1))];
    q.filter = vec![Cond::InQuery {
        column: MAKER.column(0),
        query: Box::new(sub),
        negated: true,
    }];
    let (_, rows) = run(&lake, &q);
    assert!(rows.is_empty());
}

#[test]
fn compares_a_column_with_another_joining_its_table() {
    let dir = tempfile::tempdir().unwrap();
    let lake = lake(dir.path());
    let mut q = Query::new(DbId(0));
    q.select = vec![Expr::Column(CAR.column(1))];
    q.filter = vec![Cond::Compare {
        expr: Expr::Column(CAR.column(0)),
        op: CmpOp::Gt,
        value: Operand::Column(MAKER.column(0)),
    }];
    let (sql, rows) = run(&lake, &q);
    assert!(sql.contains("JOIN \"maker\""), "{sql}");
    assert!(sql.contains("T1.\"id\" > T2.\"id\""), "{sql}");
    let mut models: Vec<String> = rows.iter().map(|r| r[0].canonical()).collect();
    models.sort();
    assert_eq!(models, ["s:A4", "s:Panda", "s:Polo"]);
}

#[test]
fn renders_postgres_like_as_ilike() {
    let dir = tempfile::tempdir().unwrap();
    let lake = lake(dir.path());
    let mut q = Query::new(DbId(0));
    q.select = vec![Expr::Column(MAKER.column(1))];
    q.filter = vec![Cond::Like {
        expr: Expr::Column(MAKER.column(1)),
        pattern: "v%".into(),
        negated: false,
    }];
    let pg = Builder::new(&lake, Dialect::Postgres)
        .build(&q)
        .unwrap()
        .sql;
    assert_eq!(pg, r#"SELECT "name" FROM "maker" WHERE "name" ILIKE 'v%'"#);
}
