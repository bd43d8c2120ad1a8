//! Running the real `clarisql` binary on lakes the tests write.

use clarisql_gen::demo::{self, DemoLake, DemoQuestion, Expected};
use rusqlite::Connection;
use serde_json::Value;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::OnceLock;

/// What one run of the binary printed.
pub struct Run {
    pub success: bool,
    pub stdout: String,
    pub stderr: String,
}

impl std::fmt::Debug for Run {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "success: {}\n--- stdout\n{}\n--- stderr\n{}",
            self.success, self.stdout, self.stderr
        )
    }
}

/// Runs `clarisql ARGS` with its own cache folder, feeding `stdin` when given.
pub fn clarisql_with_input(args: &[&str], cache: &Path, stdin: Option<&str>) -> Run {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_clarisql"));
    cmd.args(args)
        .env("CLARISQL_CACHE", cache)
        .env_remove("RUST_LOG")
        // No LLM unless a test names one with --llm.
        .env_remove("CLARISQL_LLM_URL")
        .env_remove("CLARISQL_LLM_MODEL")
        .env_remove("CLARISQL_LLM_CACHE")
        .stdin(if stdin.is_some() {
            Stdio::piped()
        } else {
            Stdio::null()
        })
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let mut child = cmd.spawn().unwrap();
    if let Some(text) = stdin {
        let mut pipe = child.stdin.take().unwrap();
        pipe.write_all(text.as_bytes()).unwrap();
    }
    let out = child.wait_with_output().unwrap();
    Run {
        success: out.status.success(),
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
    }
}

pub fn clarisql(args: &[&str], cache: &Path) -> Run {
    clarisql_with_input(args, cache, None)
}

pub fn path_str(p: &Path) -> &str {
    p.to_str().unwrap()
}

/// The demo lake, written once per test run (and reused across runs while it is current).
pub fn demo_lake() -> &'static DemoLake {
    static LAKE: OnceLock<DemoLake> = OnceLock::new();
    LAKE.get_or_init(|| {
        let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("cli-tests-demo-lake");
        demo::open_or_write_demo_lake(&dir, demo::DEFAULT_SEED).unwrap()
    })
}

pub fn demo_dir() -> &'static str {
    path_str(&demo_lake().dir)
}

pub fn demo_db(id: &str) -> &'static Path {
    &demo_lake()
        .databases
        .iter()
        .find(|d| d.id == id)
        .unwrap()
        .path
}

/// The demo question that is expected to do `expected` with the database `db`.
pub fn demo_question(expected: Expected, db: Option<&str>) -> &'static DemoQuestion {
    demo_lake()
        .questions
        .iter()
        .find(|q| q.expected == expected && q.database.as_deref() == db)
        .unwrap_or_else(|| panic!("no demo question for {expected:?} over {db:?}"))
}

/// `clarisql ask --json`: exactly one JSON object on one line, and the documented keys.
pub fn ask_json(lake: &str, question: &str, extra: &[&str], cache: &Path) -> Value {
    let mut args = vec!["ask", "--lake", lake, "--json"];
    args.extend_from_slice(extra);
    args.push(question);
    let run = clarisql(&args, cache);
    assert!(run.success, "{run:?}");
    assert_eq!(run.stdout.lines().count(), 1, "one line of JSON: {run:?}");
    let v: Value = serde_json::from_str(&run.stdout).unwrap_or_else(|e| panic!("{e}: {run:?}"));
    assert_documented_keys(&v);
    v
}

const RESPONSE_KEYS: &[&str] = &[
    "decision",
    "question_type",
    "database",
    "tables",
    "sql",
    "columns",
    "rows",
    "findings",
    "clarification",
    "message",
];
const FINDING_KEYS: &[&str] = &[
    "category",
    "clause",
    "span",
    "text",
    "candidates",
    "message",
];
const CANDIDATE_KEYS: &[&str] = &["kind", "database", "table", "column", "value", "score"];

pub fn assert_documented_keys(v: &Value) {
    let has = |obj: &Value, keys: &[&str]| {
        for k in keys {
            assert!(obj.get(k).is_some(), "missing key '{k}' in {obj:#}");
        }
    };
    has(v, RESPONSE_KEYS);
    for f in v["findings"].as_array().unwrap() {
        has(f, FINDING_KEYS);
        let span = f["span"].as_array().unwrap();
        assert_eq!(span.len(), 2, "{f:#}");
        for c in f["candidates"].as_array().unwrap() {
            has(c, CANDIDATE_KEYS);
            let score = c["score"].as_f64().unwrap();
            assert!((0.0..=1.0).contains(&score), "{c:#}");
        }
    }
}

/// The first column of every row of `sql`, as text.
pub fn column(db: &Path, sql: &str) -> Vec<String> {
    let conn = Connection::open(db).unwrap();
    let mut stmt = conn.prepare(sql).unwrap();
    stmt.query_map([], |r| r.get::<_, rusqlite::types::Value>(0))
        .unwrap()
        .map(|v| match v.unwrap() {
            rusqlite::types::Value::Text(s) => s,
            rusqlite::types::Value::Integer(i) => i.to_string(),
            rusqlite::types::Value::Real(x) => x.to_string(),
            other => format!("{other:?}"),
        })
        .collect()
}

pub fn count(db: &Path, sql: &str) -> i64 {
    Connection::open(db)
        .unwrap()
        .query_row(sql, [], |r| r.get(0))
        .unwrap()
}

/// A small SQLite database `<root>/pets/pets.sqlite`: one table of pets.
pub fn write_pets_db(root: &Path) -> PathBuf {
    let dir = root.join("pets");
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("pets.sqlite");
    let conn = Connection::open(&path).unwrap();
    conn.execute_batch(
        "CREATE TABLE owners(owner_id INTEGER PRIMARY KEY, name TEXT, city TEXT);
         CREATE TABLE pets(pet_id INTEGER PRIMARY KEY, name TEXT, kind TEXT, age INTEGER,
                           owner_id INTEGER REFERENCES owners(owner_id));
         INSERT INTO owners VALUES (1, 'Maren Holt', 'Bergen'), (2, 'Ilse Varga', 'Pecs');
         INSERT INTO pets VALUES (1, 'Rex', 'dog', 3, 1), (2, 'Tomas', 'cat', 5, 1),
                                 (3, 'Kiwi', 'bird', 1, 2), (4, 'Bramble', 'dog', 8, 2),
                                 (5, 'Pip', 'hamster', 2, 2);",
    )
    .unwrap();
    path
}

/// A CSV database `<root>/<name>/trees.csv`.
pub fn write_trees_csv(root: &Path, name: &str) -> PathBuf {
    let dir = root.join(name);
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("trees.csv");
    std::fs::write(
        &path,
        "species,height,park\noak,20,North Park\nbirch,12,North Park\nelm,18,River Park\n",
    )
    .unwrap();
    path
}
