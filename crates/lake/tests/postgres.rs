//! PostgreSQL databases in the lake, against a real server (scripts/pg-test-server.sh starts
//! one; without CLARISQL_TEST_PG_URL the tests that need it skip, unless
//! CLARISQL_REQUIRE_SERVERS=1).

use clarisql_exec::{Dialect, Limits, Value};
use clarisql_lake::{ColumnKind, ForeignKey, Lake, LakeError, LoadOptions, Source};
use clarisql_testsupport::PgTestDb;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

const SHOP: &str = "
    CREATE TABLE maker(id int PRIMARY KEY, name text NOT NULL, country varchar(40), founded smallint);
    COMMENT ON TABLE maker IS 'Car makers';
    COMMENT ON COLUMN maker.country IS 'Country of the head office';
    CREATE TABLE model(
        maker_id int REFERENCES maker(id), code char(4), name text, price numeric(10,2), launched date,
        electric boolean, specs jsonb, photo bytea, PRIMARY KEY (maker_id, code));
    CREATE TABLE sale(
        id bigserial PRIMARY KEY, maker_id int, code char(4), sold_at timestamptz, amount double precision,
        note text, FOREIGN KEY (maker_id, code) REFERENCES model(maker_id, code));
    COMMENT ON COLUMN sale.amount IS 'Sale price in euros';
    CREATE TABLE empty_t(x int);
    CREATE VIEW big_makers AS SELECT * FROM maker;
    INSERT INTO maker VALUES (1, 'Volkswagen', 'Germany', 1937), (2, 'Fiat', 'Italy', 1899),
        (3, 'Fiat', NULL, 1899), (4, 'Lada', NULL, NULL);
    INSERT INTO model VALUES
        (1, 'GOLF', 'Golf', 25000.50, '1974-05-01', false, '{\"doors\": 5}', '\\x0102'),
        (1, 'ID3', 'ID.3', 39000, '2019-11-04', true, '{\"doors\": 5}', NULL),
        (2, 'UNO', 'Uno', NULL, NULL, NULL, NULL, NULL);
    INSERT INTO sale(maker_id, code, sold_at, amount, note) VALUES
        (1, 'GOLF', '2024-01-02 10:00:00+00', 24000, '2024-01-02'),
        (1, 'ID3', '2024-02-03 11:00:00+00', 38000.5, '2024-02-03'),
        (2, 'UNO', NULL, NULL, NULL);
";

fn options(cache: &Path) -> LoadOptions<'static> {
    LoadOptions {
        cache_dir: cache.to_path_buf(),
        progress: None,
    }
}

fn load(paths: &[&str], cache: &Path) -> Lake {
    let paths: Vec<PathBuf> = paths.iter().map(PathBuf::from).collect();
    Lake::load(&paths, &options(cache)).unwrap()
}

#[test]
fn loads_schema_keys_comments_and_profiles() {
    let Some(server) = PgTestDb::create("lake_catalog") else {
        return;
    };
    server.execute(SHOP);
    let cache = tempfile::tempdir().unwrap();
    let lake = load(&[server.url()], cache.path());
    assert!(lake.issues.is_empty(), "{:?}", lake.issues);
    let db = &lake.databases[0];
    assert_eq!(db.id, server.name());
    assert_eq!(db.source.dialect(), Dialect::Postgres);
    let names: Vec<&str> = db.tables.iter().map(|t| t.name.as_str()).collect();
    assert_eq!(
        names,
        ["maker", "model", "sale", "empty_t"],
        "tables in creation order, no views"
    );

    let maker = &db.tables[0];
    assert_eq!(maker.caption.as_deref(), Some("Car makers"));
    assert_eq!(maker.primary_key, [0]);
    assert_eq!(maker.row_count, 4);
    let declared: Vec<&str> = maker
        .columns
        .iter()
        .map(|c| c.declared_type.as_str())
        .collect();
    assert_eq!(
        declared,
        ["integer", "text", "character varying(40)", "smallint"]
    );
    let kinds: Vec<ColumnKind> = maker.columns.iter().map(|c| c.kind).collect();
    assert_eq!(
        kinds,
        [
            ColumnKind::Integer,
            ColumnKind::Text,
            ColumnKind::Text,
            ColumnKind::Integer
        ]
    );
    assert_eq!(
        maker.columns[2].description.as_deref(),
        Some("Country of the head office")
    );
    assert_eq!(maker.columns[1].description, None);
    let name = &maker.columns[1].profile;
    assert_eq!((name.distinct, name.nulls), (3, 0));
    assert_eq!(name.top[0], ("Fiat".to_string(), 2));
    assert_eq!(name.values, ["Fiat", "Lada", "Volkswagen"]);
    assert!(name.values_complete);
    let country = &maker.columns[2].profile;
    assert_eq!((country.distinct, country.nulls), (2, 2));
    let founded = &maker.columns[3].profile;
    assert_eq!(
        (founded.min, founded.max, founded.nulls),
        (Some(1899.0), Some(1937.0), 1)
    );
    assert_eq!(founded.top[0], ("1899".to_string(), 2));
    assert!(
        founded.values.is_empty(),
        "numbers are not in the value index"
    );

    let model = &db.tables[1];
    assert_eq!(model.primary_key, [0, 1]);
    let kinds: Vec<ColumnKind> = model.columns.iter().map(|c| c.kind).collect();
    use ColumnKind::*;
    assert_eq!(
        kinds,
        [Integer, Text, Text, Real, Date, Boolean, Text, Blob]
    );
    assert_eq!(model.columns[1].declared_type, "character(4)");
    assert_eq!(
        model.columns[1].profile.values,
        ["GOLF", "ID3", "UNO"],
        "char(n) without its padding"
    );
    let price = &model.columns[3].profile;
    assert_eq!(
        (price.min, price.max, price.nulls),
        (Some(25000.5), Some(39000.0), 1)
    );
    assert_eq!(
        model.columns[4].profile.top[0].0, "1974-05-01",
        "ties in value order"
    );
    assert_eq!(
        model.columns[5].profile.values,
        ["0", "1"],
        "booleans as 0/1, as in SQLite"
    );
    assert_eq!(
        model.columns[6].profile.distinct, 1,
        "jsonb counted through its text"
    );
    assert_eq!(
        model.columns[6].profile.top,
        [("{\"doors\": 5}".to_string(), 2)]
    );
    assert_eq!(model.columns[7].profile.nulls, 2);

    let sale = &db.tables[2];
    assert_eq!(sale.columns[3].kind, ColumnKind::Date);
    assert_eq!(
        sale.columns[4].description.as_deref(),
        Some("Sale price in euros")
    );
    assert_eq!(
        sale.columns[5].kind,
        ColumnKind::Date,
        "a text column holding dates, as for SQLite"
    );
    assert_eq!(db.tables[3].row_count, 0);

    assert_eq!(
        db.foreign_keys,
        [
            ForeignKey {
                from_table: 1,
                from_columns: vec![0],
                to_table: 0,
                to_columns: vec![0]
            },
            ForeignKey {
                from_table: 2,
                from_columns: vec![1, 2],
                to_table: 1,
                to_columns: vec![0, 1]
            },
        ]
    );

    // The source runs queries, read-only.
    let handle = db.source.connect();
    assert_eq!(handle.dialect(), Dialect::Postgres);
    let rs = handle
        .query(
            "SELECT name FROM maker WHERE name ILIKE 'fi%' ORDER BY id",
            &Limits::default(),
        )
        .unwrap();
    assert_eq!(
        rs.rows,
        vec![
            vec![Value::Text("Fiat".into())],
            vec![Value::Text("Fiat".into())]
        ]
    );
    assert!(handle
        .query("DELETE FROM maker", &Limits::default())
        .is_err());
    assert_eq!(
        server.column("SELECT count(*) FROM maker"),
        [Some("4".to_string())]
    );
}

fn password(url: &str) -> String {
    let rest = &url[url.find("://").unwrap() + 3..];
    let userinfo = &rest[..rest.rfind('@').unwrap()];
    userinfo.split_once(':').unwrap().1.to_string()
}

fn cache_files(dir: &Path) -> Vec<(PathBuf, Vec<u8>)> {
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .map(|p| {
            let bytes = std::fs::read(&p).unwrap();
            (p, bytes)
        })
        .collect();
    files.sort();
    files
}

/// Reloads until the fingerprint moves: data changes reach PostgreSQL's statistics within
/// about a second of the writer's commit.
fn reload_until_changed(url: &str, cache: &Path, before: &str) -> Lake {
    let started = Instant::now();
    loop {
        let lake = load(&[url], cache);
        if lake.databases[0].fingerprint != before || started.elapsed() > Duration::from_secs(15) {
            return lake;
        }
        std::thread::sleep(Duration::from_millis(200));
    }
}

#[test]
fn caches_until_schema_or_data_change_and_never_stores_the_password() {
    let Some(server) = PgTestDb::create("lake_cache") else {
        return;
    };
    server.execute(SHOP);
    let cache = tempfile::tempdir().unwrap();
    let first = load(&[server.url()], cache.path());
    let stored = cache_files(cache.path());
    assert_eq!(stored.len(), 1, "one cache file per database");
    let secret = password(server.url());
    assert!(
        !String::from_utf8_lossy(&stored[0].1).contains(&secret),
        "the cache holds no password"
    );
    let Source::Postgres { url, schema } = &first.databases[0].source else {
        panic!("not a PostgreSQL source")
    };
    assert_eq!((url.as_str(), schema.as_str()), (server.url(), "public"));
    assert!(!format!(
        "{:?} {}",
        first.databases[0].source,
        first.databases[0].source.describe()
    )
    .contains(&secret));

    // Unchanged: the cache is used as it is (not rewritten), and it connects with the live password.
    let second = load(&[server.url()], cache.path());
    assert_eq!(
        second.databases[0].fingerprint,
        first.databases[0].fingerprint
    );
    assert_eq!(cache_files(cache.path()), stored);
    assert_eq!(second.databases[0].source, first.databases[0].source);
    let rs = second.databases[0]
        .source
        .connect()
        .query("SELECT count(*) FROM sale", &Limits::default())
        .unwrap();
    assert_eq!(rs.rows, vec![vec![Value::Integer(3)]]);

    // Data: an update that keeps the row count still changes the fingerprint.
    server.execute("UPDATE maker SET name = 'Lada Niva' WHERE id = 4");
    let third = reload_until_changed(server.url(), cache.path(), &first.databases[0].fingerprint);
    assert_ne!(
        third.databases[0].fingerprint,
        first.databases[0].fingerprint
    );
    assert!(third.databases[0].tables[0].columns[1]
        .profile
        .values
        .contains(&"Lada Niva".to_string()));
    server.execute("INSERT INTO maker VALUES (5, 'Skoda', 'Czechia', 1895)");
    let fourth = reload_until_changed(server.url(), cache.path(), &third.databases[0].fingerprint);
    assert_eq!(fourth.databases[0].tables[0].row_count, 5);

    // Schema: a new comment shows at once.
    server.execute("COMMENT ON TABLE sale IS 'Sales since 2024'");
    let fifth = load(&[server.url()], cache.path());
    assert_ne!(
        fifth.databases[0].fingerprint,
        fourth.databases[0].fingerprint
    );
    assert_eq!(
        fifth.databases[0].tables[2].caption.as_deref(),
        Some("Sales since 2024")
    );
    assert_eq!(
        cache_files(cache.path()).len(),
        1,
        "the entry is replaced, not added to"
    );
}

#[test]
fn a_schema_other_than_public_is_its_own_database() {
    let Some(server) = PgTestDb::create("lake_schema") else {
        return;
    };
    server.execute(
        "CREATE SCHEMA sales; CREATE TABLE sales.orders(id int PRIMARY KEY, city text);
         INSERT INTO sales.orders VALUES (1, 'Guangzhou'), (2, 'Shenzhen');
         CREATE TABLE public.other(x int);",
    );
    let cache = tempfile::tempdir().unwrap();
    let url = server.url_with("schema=sales");
    let missing = server.url_with("schema=nope");
    let lake = load(&[&url, server.url(), &missing], cache.path());
    let ids: Vec<&str> = lake.databases.iter().map(|d| d.id.as_str()).collect();
    assert_eq!(
        ids,
        [
            format!("{}_sales", server.name()),
            server.name().to_string()
        ]
    );
    let orders = &lake.databases[0].tables[0];
    assert_eq!(orders.columns[1].profile.values, ["Guangzhou", "Shenzhen"]);
    let rs = lake.databases[0]
        .source
        .connect()
        .query("SELECT count(*) FROM orders", &Limits::default())
        .unwrap();
    assert_eq!(rs.rows, vec![vec![Value::Integer(2)]]);
    assert_eq!(lake.issues.len(), 1);
    assert!(
        lake.issues[0].problem.contains("has no schema 'nope'"),
        "{}",
        lake.issues[0]
    );
}

fn sqlite_fixture(dir: &Path) -> PathBuf {
    let path = dir.join("shop.sqlite");
    let conn = rusqlite::Connection::open(&path).unwrap();
    conn.execute_batch("CREATE TABLE t(a INTEGER); INSERT INTO t VALUES (1);")
        .unwrap();
    path
}

/// Needs no server: nothing listens on port 1.
#[test]
fn an_unreachable_server_is_an_issue_and_the_rest_still_loads() {
    let dir = tempfile::tempdir().unwrap();
    let sqlite = sqlite_fixture(dir.path());
    let cache = dir.path().join("cache");
    let unreachable = "postgres://ann:hunter2@127.0.0.1:1/nowhere?connect_timeout=3";
    let lake = load(&[unreachable, sqlite.to_str().unwrap()], &cache);
    assert_eq!(lake.databases.len(), 1);
    assert_eq!(lake.databases[0].id, "shop");
    assert_eq!(lake.issues.len(), 1);
    let issue = &lake.issues[0];
    assert_eq!(
        issue.path,
        "postgres://ann:***@127.0.0.1:1/nowhere?connect_timeout=3"
    );
    assert!(issue.problem.contains("server is running"), "{issue}");
    assert!(!issue.to_string().contains("hunter2"), "{issue}");

    let only = Lake::load(&[PathBuf::from(unreachable)], &options(&cache)).unwrap_err();
    assert!(
        matches!(&only, LakeError::NothingLoaded(issues) if issues.len() == 1),
        "{only}"
    );
    assert!(!only.to_string().contains("hunter2"));
}

#[test]
fn bad_credentials_are_an_issue_that_hides_the_password() {
    let Some(server) = PgTestDb::create("lake_bad_password") else {
        return;
    };
    server.execute("CREATE TABLE t(a int)");
    let dir = tempfile::tempdir().unwrap();
    let sqlite = sqlite_fixture(dir.path());
    let secret = password(server.url());
    let wrong = server.url().replace(&format!(":{secret}@"), ":hunter2@");
    let lake = load(
        &[&wrong, sqlite.to_str().unwrap()],
        &dir.path().join("cache"),
    );
    assert_eq!(lake.databases.len(), 1);
    let issue = &lake.issues[0];
    assert!(
        issue.path.contains(":***@") && issue.path.contains(server.name()),
        "{issue}"
    );
    assert!(
        issue.problem.contains("password authentication failed"),
        "{issue}"
    );
    assert!(!issue.to_string().contains("hunter2") && !issue.to_string().contains(&secret));
}
