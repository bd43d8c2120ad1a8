//! Connection and per-query cost of PostgresDb:
//! `cargo run -p clarisql-exec --example pg_latency -- postgres://user:password@host:port/db`.
use clarisql_exec::{Database, Limits, PostgresDb};
use std::time::Instant;

fn main() {
    let Some(url) = std::env::args().nth(1) else {
        eprintln!("usage: pg_latency postgres://user:password@host:port/db");
        std::process::exit(2);
    };
    let started = Instant::now();
    let db = match PostgresDb::open(&url) {
        Ok(db) => db,
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(1);
        }
    };
    println!("connect: {:?}", started.elapsed());
    let n = 200;
    let started = Instant::now();
    for _ in 0..n {
        if let Err(e) = db.query("SELECT 1", &Limits::default()) {
            eprintln!("{e}");
            std::process::exit(1);
        }
    }
    println!("SELECT 1: {:?} per query over {n}", started.elapsed() / n);
    let started = Instant::now();
    let sql = "SELECT g, g::text, g * 0.5 FROM generate_series(1, 10000) AS g";
    let rows = db
        .query(sql, &Limits::default())
        .map(|r| r.rows.len())
        .unwrap_or(0);
    println!(
        "10000 rows x 3 columns: {:?} ({rows} rows)",
        started.elapsed()
    );
}
