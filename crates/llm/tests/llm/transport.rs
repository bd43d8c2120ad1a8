//! Failure paths against a real (scripted) local HTTP server: retries and backoff, Retry-After,
//! timeouts, dropped connections, garbage, typed parse failures, response_format fallback, the
//! disk cache, accounting, the tool loop and the blocking facade.

use crate::common::{completion, completion_body, json_bodies, Reply, ScriptedServer};
use clarisql_llm::{
    BlockingClient, ChatRequest, JsonSchema, LlmClient, LlmConfig, LlmError, Message, Prices,
    RetryPolicy, StructuredOutput, Tool, ToolChoice,
};
use serde::Deserialize;
use serde_json::json;
use std::time::{Duration, Instant};

fn fast_retries(max_retries: u32) -> RetryPolicy {
    RetryPolicy {
        max_retries,
        initial_backoff: Duration::from_millis(10),
        max_backoff: Duration::from_millis(40),
        max_retry_after: Duration::from_secs(3),
    }
}

fn config(url: &str) -> LlmConfig {
    LlmConfig::new(url, "test-model")
        .with_cache_dir(None)
        .with_retry(fast_retries(2))
        .with_request_timeout(Duration::from_secs(5))
}

fn client(server: &ScriptedServer) -> LlmClient {
    LlmClient::new(config(&server.url)).expect("client")
}

fn ask(text: &str) -> ChatRequest {
    ChatRequest::new(vec![Message::user(text)])
}

#[derive(Debug, Deserialize, PartialEq)]
struct City {
    city: String,
    population: u64,
}

fn city_request() -> ChatRequest {
    let schema = json!({
        "type": "object",
        "properties": {"city": {"type": "string"}, "population": {"type": "integer"}},
        "required": ["city", "population"],
        "additionalProperties": false,
    });
    ask("Which city?").with_schema(JsonSchema::new("city", schema))
}

#[tokio::test]
async fn rate_limit_is_retried_after_the_servers_retry_after() {
    let server = ScriptedServer::start(vec![
        Reply::Respond(
            429,
            vec![("retry-after", "1".into())],
            r#"{"error": {"message": "slow down"}}"#.into(),
        ),
        completion("ok"),
    ]);
    let client = client(&server);
    let started = Instant::now();
    let answer = client
        .chat(&ask("hi"))
        .await
        .expect("second attempt succeeds");
    let waited = started.elapsed();
    assert_eq!(answer.text(), "ok");
    assert!(
        waited >= Duration::from_millis(950),
        "Retry-After: 1 honoured, waited {waited:?}"
    );
    assert_eq!(server.request_count(), 2);
    let run = client.accounting();
    assert_eq!(
        (run.calls, run.http_requests, run.retries, run.failures),
        (1, 2, 1, 0)
    );
}

#[tokio::test]
async fn server_errors_are_retried_then_reported_with_the_attempt_count() {
    let server = ScriptedServer::start(vec![
        Reply::body(500, "boom"),
        Reply::body(503, "busy"),
        Reply::body(500, "still broken"),
    ]);
    let client = client(&server);
    let err = client
        .chat(&ask("hi"))
        .await
        .expect_err("every attempt fails");
    match &err {
        LlmError::Http {
            status: 500,
            attempts: 3,
            body,
        } => assert_eq!(body, "still broken"),
        other => panic!("expected HTTP 500 after 3 attempts, got {other:?}"),
    }
    assert!(err.is_transient());
    assert_eq!(
        server.request_count(),
        3,
        "max_retries = 2 means 3 requests, no more"
    );
    assert_eq!(client.accounting().failures, 1);
}

#[tokio::test]
async fn client_errors_are_not_retried_and_say_what_to_do() {
    let server = ScriptedServer::start(vec![Reply::body(401, r#"{"error": "bad key"}"#)]);
    let err = client(&server)
        .chat(&ask("hi"))
        .await
        .expect_err("unauthorized");
    assert!(
        matches!(
            err,
            LlmError::Http {
                status: 401,
                attempts: 1,
                ..
            }
        ),
        "{err:?}"
    );
    assert!(err.to_string().contains("CLARISQL_LLM_API_KEY"), "{err}");
    assert_eq!(server.request_count(), 1);
}

#[tokio::test]
async fn garbage_is_a_bad_response_not_a_panic() {
    for body in [
        "<html><body>502 Bad Gateway</body></html>",
        "{\"choices\": \"no\"}",
        "",
        "{\"choices\": [{\"message\": 7}]}",
    ] {
        let server = ScriptedServer::start(vec![Reply::body(200, body)]);
        let err = client(&server).chat(&ask("hi")).await.expect_err(body);
        assert!(
            matches!(err, LlmError::BadResponse { .. }),
            "{body:?}: {err:?}"
        );
        assert_eq!(server.request_count(), 1, "garbage is not retried");
    }
}

#[tokio::test]
async fn a_dropped_connection_is_retried() {
    let server = ScriptedServer::start(vec![Reply::Close, completion("back")]);
    let answer = client(&server)
        .chat(&ask("hi"))
        .await
        .expect("retry succeeds");
    assert_eq!(answer.text(), "back");
    assert_eq!(server.request_count(), 2);
}

#[tokio::test]
async fn a_refused_connection_is_typed() {
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .expect("bind")
        .local_addr()
        .expect("addr")
        .port();
    // The listener is dropped here: nothing listens on the port any more.
    let client = LlmClient::new(config(&format!("http://127.0.0.1:{port}/v1"))).expect("client");
    let err = client.chat(&ask("hi")).await.expect_err("nothing listens");
    assert!(
        matches!(err, LlmError::Connect { attempts: 3, .. }),
        "{err:?}"
    );
    assert!(err.to_string().contains("/v1"), "{err}");
}

#[tokio::test]
async fn a_hanging_server_times_out() {
    let server = ScriptedServer::start(vec![Reply::Hang]);
    let config = config(&server.url)
        .with_request_timeout(Duration::from_millis(300))
        .with_retry(fast_retries(1));
    let client = LlmClient::new(config).expect("client");
    let started = Instant::now();
    let err = client.chat(&ask("hi")).await.expect_err("no answer comes");
    assert!(
        matches!(err, LlmError::Timeout { attempts: 2, .. }),
        "{err:?}"
    );
    assert!(
        started.elapsed() < Duration::from_secs(3),
        "bounded: {:?}",
        started.elapsed()
    );
    assert_eq!(server.request_count(), 2);
}

#[tokio::test]
async fn structured_answers_fail_with_precise_types() {
    let refusal_body = json!({"model": "m", "choices": [{"finish_reason": "stop",
        "message": {"role": "assistant", "content": null, "refusal": "I can't share that."}}]})
    .to_string();
    let server = ScriptedServer::start(vec![
        completion("I'm sorry, but I can't help with that."),
        Reply::body(200, refusal_body),
        Reply::body(
            200,
            completion_body("{\"city\": \"Par", "length", Some((10, 64))),
        ),
        completion("The city is Paris, home to two million people."),
        completion("{\"town\": \"Paris\"}"),
        completion("{\"city\": \"Paris\", \"population\": 2100000"),
        completion("Sure:\n```json\n{\"city\": \"Paris\", \"population\": 2100000,}\n```"),
    ]);
    let client = client(&server);
    let mut outcomes = Vec::new();
    for i in 0..7 {
        // A distinct request each time, as the cache is off but the point is one reply per call.
        let request = city_request().with_seed(i);
        outcomes.push(client.chat_json::<City>(&request).await);
    }
    let kinds: Vec<String> = outcomes
        .iter()
        .map(|o| match o {
            Ok(found) => format!("Ok(repaired={})", found.repaired),
            Err(err) => format!("{err:?}")
                .split([' ', '{', '('])
                .next()
                .unwrap_or("")
                .to_string(),
        })
        .collect();
    assert_eq!(
        kinds,
        [
            "Refusal",
            "Refusal",
            "TruncatedJson",
            "NoJson",
            "SchemaMismatch",
            "TruncatedJson",
            "Ok(repaired=true)"
        ]
    );
    match &outcomes[2] {
        Err(LlmError::TruncatedJson { finish_reason, .. }) => assert_eq!(finish_reason, "length"),
        other => panic!("{other:?}"),
    }
    let found = outcomes.pop().expect("seven").expect("last one parses");
    assert_eq!(
        found.value,
        City {
            city: "Paris".into(),
            population: 2_100_000
        }
    );
    assert_eq!(server.request_count(), 7, "content errors are not retried");
}

#[tokio::test]
async fn a_rejected_response_format_steps_down_to_the_prompt() {
    // llama-cpp-python answers an unknown response_format type with HTTP 500 and a validation
    // message; a server without JSON mode may say 400.
    let server = ScriptedServer::start(vec![
        Reply::body(
            500,
            r#"{"error": {"message": "('body', 'response_format', 'type'): Input should be 'text' or 'json_object'"}}"#,
        ),
        Reply::body(
            400,
            r#"{"error": {"message": "response_format is not supported"}}"#,
        ),
        completion(r#"{"city": "Paris", "population": 1}"#),
    ]);
    let client = client(&server);
    let found = client
        .chat_json::<City>(&city_request())
        .await
        .expect("third form works");
    assert_eq!(found.value.city, "Paris");
    assert_eq!(client.structured_output(), StructuredOutput::Prompt);
    let bodies = json_bodies(&server);
    assert_eq!(
        bodies.len(),
        3,
        "a response_format rejection is not retried as a server error"
    );
    assert_eq!(bodies[0]["response_format"]["type"], "json_schema");
    assert_eq!(bodies[1]["response_format"]["type"], "json_object");
    assert!(bodies[2].get("response_format").is_none());
    let system = bodies[2]["messages"][0]["content"].as_str().unwrap_or("");
    assert!(
        system.contains("JSON Schema") && system.contains("population"),
        "{system}"
    );
}

#[tokio::test]
async fn a_fresh_client_replays_answers_cached_after_a_step_down() {
    let dir = tempfile::tempdir().expect("temp dir");
    let server = ScriptedServer::start(vec![
        Reply::body(
            500,
            r#"{"error": {"message": "('body', 'response_format', 'type'): Input should be 'text' or 'json_object'"}}"#,
        ),
        completion(r#"{"city": "Paris", "population": 1}"#),
    ]);
    let cached = || config(&server.url).with_cache_dir(Some(dir.path().to_path_buf()));
    let first = LlmClient::new(cached()).expect("client");
    first
        .chat_json::<City>(&city_request())
        .await
        .expect("answer after stepping down");
    assert_eq!(server.request_count(), 2);

    // A new client starts at json_schema again, yet finds the json_object answer on disk.
    let replay = LlmClient::new(cached()).expect("client");
    let found = replay
        .chat_json::<City>(&city_request())
        .await
        .expect("from the cache");
    assert!(found.response.cached);
    assert_eq!(found.value.city, "Paris");
    assert_eq!(server.request_count(), 2, "no HTTP request on replay");
    let run = replay.accounting();
    assert_eq!((run.calls, run.cache_hits, run.http_requests), (1, 1, 0));
}

#[tokio::test]
async fn the_cache_answers_repeats_without_http_and_survives_corruption() {
    let dir = tempfile::tempdir().expect("temp dir");
    let server = ScriptedServer::start(vec![completion("first"), completion("second")]);
    let cached_config = || config(&server.url).with_cache_dir(Some(dir.path().to_path_buf()));
    let client = LlmClient::new(cached_config()).expect("client");
    let request = ask("same question").with_prompt_version("demo@1");

    let first = client.chat(&request).await.expect("from the server");
    let again = client.chat(&request).await.expect("from the cache");
    assert!(!first.cached && again.cached);
    assert_eq!(again.text(), "first");
    assert_eq!(server.request_count(), 1, "no second HTTP call");
    let run = client.accounting();
    assert_eq!((run.calls, run.cache_hits, run.http_requests), (2, 1, 1));
    assert_eq!(run.prompt_tokens, 12, "a cache hit costs no tokens");

    // A resumed run (new client, same folder) also hits.
    let resumed = LlmClient::new(cached_config()).expect("client");
    assert!(resumed.chat(&request).await.expect("hit").cached);
    assert_eq!(server.request_count(), 1);

    // Another prompt version is another request.
    let bumped = ask("same question").with_prompt_version("demo@2");
    assert!(!resumed.chat(&bumped).await.expect("miss").cached);
    assert_eq!(server.request_count(), 2);

    // A corrupt entry is a miss, then rewritten.
    let (_, key) = resumed.request_body(&request);
    let entry = dir
        .path()
        .join(&key.as_str()[..2])
        .join(format!("{}.json", key.as_str()));
    std::fs::write(&entry, "{ truncated").expect("corrupt the entry");
    let refetched = resumed.chat(&request).await.expect("asks the server again");
    assert!(!refetched.cached);
    assert_eq!(server.request_count(), 3);
    assert!(resumed.chat(&request).await.expect("hit again").cached);
}

#[tokio::test]
async fn accounting_counts_tokens_cost_and_estimates() {
    let server = ScriptedServer::start(vec![
        Reply::body(
            200,
            completion_body("four token answer", "stop", Some((1000, 200))),
        ),
        Reply::body(200, completion_body("no usage here", "stop", None)),
    ]);
    let client =
        LlmClient::new(config(&server.url).with_prices(Prices::new(0.15, 0.60))).expect("client");
    client.chat(&ask("first")).await.expect("answer");
    let estimated = client.chat(&ask("second question")).await.expect("answer");
    assert!(estimated.usage.estimated);
    assert!(estimated.usage.prompt_tokens > 0 && estimated.usage.completion_tokens > 0);

    let run = client.take_accounting();
    assert_eq!(run.calls, 2);
    assert_eq!(run.estimated_calls, 1);
    assert_eq!(run.prompt_tokens, 1000 + estimated.usage.prompt_tokens);
    assert_eq!(
        run.completion_tokens,
        200 + estimated.usage.completion_tokens
    );
    let expected = (run.prompt_tokens as f64 * 0.15 + run.completion_tokens as f64 * 0.60) / 1e6;
    assert!(
        (run.cost_usd - expected).abs() < 1e-12,
        "{} vs {expected}",
        run.cost_usd
    );
    assert!((run.cost_per(2) - expected / 2.0).abs() < 1e-12);
    assert_eq!(client.accounting().calls, 0, "take_accounting starts over");
}

fn tool_call_body(name: &str, arguments: &str) -> String {
    json!({"model": "m", "usage": {"prompt_tokens": 20, "completion_tokens": 8},
        "choices": [{"finish_reason": "tool_calls", "message": {"role": "assistant", "content": null,
            "tool_calls": [{"id": format!("call_{name}"), "type": "function",
                            "function": {"name": name, "arguments": arguments}}]}}]})
    .to_string()
}

fn run_sql_tool() -> Tool {
    Tool::new(
        "run_sql",
        "Runs a read-only SQL query and returns its rows as JSON.",
        json!({"type": "object", "properties": {"sql": {"type": "string"}}, "required": ["sql"]}),
    )
}

#[tokio::test]
async fn the_tool_loop_feeds_results_back() {
    let server = ScriptedServer::start(vec![
        Reply::body(
            200,
            tool_call_body("run_sql", r#"{"sql": "SELECT COUNT(*) FROM t"}"#),
        ),
        Reply::body(200, tool_call_body("run_sql", r#"{'sql': 'SELECT 1',}"#)),
        completion("There are 42 rows."),
    ]);
    let client = client(&server);
    let request = ask("How many rows?").with_tools(
        vec![run_sql_tool()],
        Some(ToolChoice::Function("run_sql".into())),
    );
    let mut seen = Vec::new();
    let run = client
        .run_tools(request, 3, |call| {
            #[derive(Deserialize)]
            struct Args {
                sql: String,
            }
            match call.parse_arguments::<Args>() {
                Ok(args) => {
                    seen.push(args.sql);
                    "[[42]]".to_string()
                }
                Err(err) => format!("error: {err}"),
            }
        })
        .await
        .expect("the model ends with text");
    assert_eq!(run.rounds, 2);
    assert_eq!(
        seen,
        ["SELECT COUNT(*) FROM t", "SELECT 1"],
        "arguments parsed, the second after repair"
    );
    assert_eq!(run.answer.text(), "There are 42 rows.");
    let roles: Vec<String> = run
        .messages
        .iter()
        .map(|m| format!("{:?}", m.role))
        .collect();
    assert_eq!(
        roles,
        [
            "User",
            "Assistant",
            "Tool",
            "Assistant",
            "Tool",
            "Assistant"
        ]
    );

    let bodies = json_bodies(&server);
    assert_eq!(
        bodies[0]["tool_choice"]["function"]["name"], "run_sql",
        "first round forced"
    );
    assert_eq!(bodies[1]["tool_choice"], "auto", "later rounds free");
    assert_eq!(
        bodies[1]["messages"][1]["tool_calls"][0]["id"],
        "call_run_sql"
    );
    assert_eq!(bodies[1]["messages"][2]["role"], "tool");
    assert_eq!(bodies[1]["messages"][2]["tool_call_id"], "call_run_sql");
    assert_eq!(bodies[1]["messages"][2]["content"], "[[42]]");
}

#[tokio::test]
async fn the_tool_loop_is_bounded() {
    let server = ScriptedServer::start(vec![Reply::body(
        200,
        tool_call_body("run_sql", r#"{"sql": "SELECT 1"}"#),
    )]);
    let request = ask("loop forever").with_tools(vec![run_sql_tool()], None);
    let err = client(&server)
        .run_tools(request, 2, |_| "[]".to_string())
        .await
        .expect_err("never ends");
    assert!(
        matches!(&err, LlmError::ToolRoundsExceeded { rounds: 2, last_tools } if last_tools == "run_sql"),
        "{err:?}"
    );
    assert_eq!(server.request_count(), 3);
}

#[test]
fn the_blocking_client_serves_sync_code_and_refuses_async_contexts() {
    let server = ScriptedServer::start(vec![completion("sync hello")]);
    let client = BlockingClient::new(config(&server.url)).expect("client");
    assert_eq!(
        client.chat(&ask("hi")).expect("answer").text(),
        "sync hello"
    );
    assert_eq!(client.accounting().calls, 1);

    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .expect("runtime");
    let err = runtime
        .block_on(async { client.chat(&ask("hi")) })
        .expect_err("inside async");
    assert!(matches!(err, LlmError::Runtime(_)), "{err:?}");
    // Dropping the client inside an async context must not panic either.
    runtime.block_on(async move { drop(client) });
}
