//! The builder's SQL on a real PostgreSQL database loaded through the lake: sqlparser round
//! trip, validation and execution (scripts/pg-test-server.sh starts the server; without
//! CLARISQL_TEST_PG_URL these tests skip, unless CLARISQL_REQUIRE_SERVERS=1).

use clarisql_exec::{Dialect, Limits, Value};
use clarisql_lake::{DbId, Lake, LoadOptions, TableId};
use clarisql_sql::{Agg, Builder, CmpOp, Cond, Expr, Literal, Operand, Order, Query, SetOp};
use clarisql_testsupport::PgTestDb;
use sqlparser::parser::Parser;
use std::path::PathBuf;

const MAKER: TableId = TableId {
    db: DbId(0),
    table: 0,
};
const CAR: TableId = TableId {
    db: DbId(0),
    table: 1,
};

fn lake(server: &PgTestDb, cache: &std::path::Path) -> Lake {
    server.execute(
        "CREATE TABLE maker(id int PRIMARY KEY, name text, country text);
         CREATE TABLE car(id int PRIMARY KEY, model text, maker_id int REFERENCES maker(id), price real);
         INSERT INTO maker VALUES (1,'Volkswagen','Germany'),(2,'Fiat','Italy'),(3,'Audi','Germany');
         INSERT INTO car VALUES (1,'Golf',1,20000),(2,'Polo',1,15000),(3,'Panda',2,9000),(4,'A4',3,35000);",
    );
    let options = LoadOptions {
        cache_dir: cache.to_path_buf(),
        progress: None,
    };
    Lake::load(&[PathBuf::from(server.url())], &options).unwrap()
}

fn run(lake: &Lake, q: &Query) -> (String, Vec<Vec<Value>>) {
    assert_eq!(lake.databases[0].source.dialect(), Dialect::Postgres);
    let built = Builder::new(lake, Dialect::Postgres).build(q).unwrap();
    let reparsed =
        Parser::parse_sql(&sqlparser::dialect::PostgreSqlDialect {}, &built.sql).unwrap();
    assert_eq!(reparsed[0].to_string(), built.sql);
    clarisql_sql::validate(&built.sql, lake, DbId(0), Dialect::Postgres).unwrap();
    let rs = lake.databases[0]
        .source
        .connect()
        .query(&built.sql, &Limits::default())
        .unwrap();
    (built.sql, rs.rows)
}

#[test]
fn builds_joins_groups_nesting_and_ilike() {
    let Some(server) = PgTestDb::create("sql_build") else {
        return;
    };
    let cache = tempfile::tempdir().unwrap();
    let lake = lake(&server, cache.path());

    let mut q = Query::new(DbId(0));
    q.select = vec![Expr::Column(MAKER.column(1)), Expr::CountStar];
    q.tables = vec![CAR];
    q.group_by = vec![MAKER.column(1)];
    q.order_by = vec![Order {
        expr: Expr::CountStar,
        desc: true,
    }];
    q.limit = Some(1);
    let (_, rows) = run(&lake, &q);
    assert_eq!(
        rows,
        vec![vec![Value::Text("Volkswagen".into()), Value::Integer(2)]]
    );

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
    let (_, rows) = run(&lake, &q);
    assert_eq!(
        rows,
        vec![
            vec![Value::Text("A4".into())],
            vec![Value::Text("Golf".into())]
        ]
    );

    // LIKE renders as ILIKE: a lower-case pattern finds "Volkswagen".
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
            expr: Expr::Column(MAKER.column(1)),
            pattern: "v%".into(),
            negated: false,
        },
    ];
    german.compound = Some((SetOp::Intersect, Box::new(cheap)));
    let (sql, rows) = run(&lake, &german);
    assert!(sql.contains("ILIKE 'v%'"), "{sql}");
    assert_eq!(rows, vec![vec![Value::Text("Volkswagen".into())]]);
}
