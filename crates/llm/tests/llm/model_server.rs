//! Against the real model server (llama-cpp-python serving SmolLM2-135M-Instruct, started by
//! `scripts/llm-test-server.sh`). A 135M model writes poor text: these tests check the protocol,
//! parsing, caching, accounting and what the server supports, not the quality of answers.
//!
//! What llama-cpp-python 0.3.36 supports, as these tests pin down:
//! - `response_format: json_schema`: no (HTTP 500, a validation error naming response_format);
//!   the client steps down to `json_object` with the schema, which the server enforces by grammar.
//! - tools with a named `tool_choice`: yes, arguments constrained to the parameters schema;
//!   `auto` with the model's own chat template: the model answers in text.

use clarisql_llm::prompts::{self, ColumnContext, Lang, QuestionTypeAnswer, TableContext, Turn};
use clarisql_llm::{
    BlockingClient, ChatRequest, FinishReason, JsonSchema, LlmClient, LlmConfig, Message, Prices,
    Role, StructuredOutput, Tool, ToolChoice,
};
use clarisql_testsupport::http::{model_server, ModelServer};
use serde::Deserialize;
use serde_json::json;
use std::time::{Duration, Instant};

fn config(server: &ModelServer) -> LlmConfig {
    LlmConfig::new(&server.url, &server.model)
        .with_cache_dir(None)
        .with_request_timeout(Duration::from_secs(120))
}

fn short(text: &str) -> ChatRequest {
    ChatRequest::new(vec![Message::user(text)])
        .with_temperature(0.0)
        .with_max_tokens(24)
}

#[tokio::test]
async fn chat_round_trip() {
    let Some(server) = model_server() else { return };
    let client = LlmClient::new(config(&server)).expect("client");
    let started = Instant::now();
    let answer = client
        .chat(&short("Say hello in one short sentence."))
        .await
        .expect("an answer");
    eprintln!("round trip: {:?}, {:?}", started.elapsed(), answer.usage);
    assert_eq!(answer.message.role, Role::Assistant);
    assert!(!answer.text().trim().is_empty(), "some text");
    assert!(matches!(
        answer.finish_reason,
        FinishReason::Stop | FinishReason::Length
    ));
    assert!(!answer.usage.estimated, "llama-cpp-python reports usage");
    assert!(answer.usage.prompt_tokens > 0 && answer.usage.completion_tokens <= 24);
    assert!(!answer.cached);
    let run = client.accounting();
    assert_eq!((run.calls, run.http_requests, run.failures), (1, 1, 0));
}

#[derive(Debug, Deserialize)]
struct Capital {
    country: String,
    capital: String,
    population_millions: i64,
}

fn capital_request() -> ChatRequest {
    let schema = json!({
        "type": "object",
        "properties": {
            "country": {"type": "string"},
            "capital": {"type": "string"},
            "population_millions": {"type": "integer"},
        },
        "required": ["country", "capital", "population_millions"],
        "additionalProperties": false,
    });
    ChatRequest::new(vec![
        Message::system("You answer with JSON."),
        Message::user("Give the capital of France and its population in millions."),
    ])
    .with_temperature(0.0)
    .with_max_tokens(80)
    .with_schema(JsonSchema::new("capital", schema))
}

#[tokio::test]
async fn schema_constrained_output_parses_into_a_struct() {
    let Some(server) = model_server() else { return };
    let client = LlmClient::new(config(&server)).expect("client");
    assert_eq!(client.structured_output(), StructuredOutput::JsonSchema);
    let found = client
        .chat_json::<Capital>(&capital_request())
        .await
        .expect("typed answer");
    eprintln!("structured: {found:?}");
    // The grammar guarantees the shape, not the truth.
    assert!(
        !found.value.country.is_empty()
            || !found.value.capital.is_empty()
            || found.value.population_millions != 0
    );
    assert!(!found.repaired, "grammar-constrained JSON needs no repair");
    // json_schema was refused once (no retries of that 500), json_object then served.
    assert_eq!(client.structured_output(), StructuredOutput::JsonObject);
    let run = client.accounting();
    assert_eq!(
        (run.http_requests, run.failures, run.retries),
        (2, 1, 0),
        "{run:?}"
    );

    // From now on the client goes straight to json_object.
    client
        .chat_json::<Capital>(&capital_request().with_seed(1))
        .await
        .expect("typed answer");
    assert_eq!(client.accounting().http_requests, 3);
}

#[tokio::test]
async fn a_project_prompt_runs_end_to_end() {
    let Some(server) = model_server() else { return };
    let client =
        LlmClient::new(config(&server).with_structured_output(StructuredOutput::JsonObject))
            .expect("client");
    let table = TableContext {
        name: "films".into(),
        caption: Some("Films".into()),
        columns: vec![
            ColumnContext::new("title", "TEXT").with_samples(&["Heat", "Alien"]),
            ColumnContext::new("imdb_rating", "REAL"),
            ColumnContext::new("rt_rating", "REAL"),
        ],
    };
    for (lang, question) in [
        (Lang::En, "Which film has the top rating?"),
        (Lang::Zh, "评分最高的电影是哪部？"),
    ] {
        let prompt = prompts::question_type(&prompts::QuestionTypeInput {
            lang,
            tables: vec![table.clone()],
            dialogue: vec![Turn::user(question)],
        });
        let request = prompt.into_request().with_max_tokens(400);
        match client.chat_json::<QuestionTypeAnswer>(&request).await {
            // The enum is grammar-enforced, so any answer that finishes parses.
            Ok(found) => eprintln!("{lang:?}: {:?}", found.value.question_type),
            // A tiny model may talk until max_tokens inside a string: that must be typed too.
            Err(clarisql_llm::LlmError::TruncatedJson { finish_reason, .. }) => {
                assert_eq!(finish_reason, "length")
            }
            Err(other) => panic!("{lang:?}: {other}"),
        }
    }
}

#[tokio::test]
async fn a_tool_call_loop_completes() {
    let Some(server) = model_server() else { return };
    let client = LlmClient::new(config(&server)).expect("client");
    let tool = Tool::new(
        "population",
        "Returns the population of a city.",
        json!({"type": "object", "properties": {"city": {"type": "string"}}, "required": ["city"]}),
    );
    let request = ChatRequest::new(vec![Message::user("What is the population of Paris?")])
        .with_temperature(0.0)
        .with_max_tokens(60)
        .with_tools(vec![tool], Some(ToolChoice::Function("population".into())));
    #[derive(Deserialize)]
    struct Args {
        city: String,
    }
    let mut cities = Vec::new();
    let run = client
        .run_tools(request, 2, |call| match call.parse_arguments::<Args>() {
            Ok(args) => {
                cities.push(args.city);
                r#"{"population": 2100000}"#.to_string()
            }
            Err(err) => format!("error: {err}"),
        })
        .await
        .expect("the loop ends");
    eprintln!(
        "tool run: cities {cities:?}, answer {:?}",
        run.answer.text()
    );
    assert_eq!(run.rounds, 1, "a forced call, then a text answer");
    assert_eq!(run.calls.len(), 1);
    assert_eq!(run.calls[0].name, "population");
    assert_eq!(cities.len(), 1, "arguments follow the parameters schema");
    assert!(run.answer.tool_calls().is_empty());
    let roles: Vec<Role> = run.messages.iter().map(|m| m.role).collect();
    assert_eq!(
        roles,
        [Role::User, Role::Assistant, Role::Tool, Role::Assistant]
    );
}

#[tokio::test]
async fn repeated_requests_come_from_the_cache() {
    let Some(server) = model_server() else { return };
    let dir = tempfile::tempdir().expect("temp dir");
    let cached = || config(&server).with_cache_dir(Some(dir.path().to_path_buf()));
    let client = LlmClient::new(cached()).expect("client");
    let request = short("Name a colour.").with_prompt_version("test@1");
    let first = client.chat(&request).await.expect("server");
    let started = Instant::now();
    let second = client.chat(&request).await.expect("cache");
    eprintln!("cache hit: {:?}", started.elapsed());
    assert!(second.cached && !first.cached);
    assert_eq!(first.text(), second.text());
    let run = client.accounting();
    assert_eq!(
        (run.calls, run.http_requests, run.cache_hits),
        (2, 1, 1),
        "no second HTTP call"
    );

    let resumed = LlmClient::new(cached()).expect("client");
    assert!(resumed.chat(&request).await.expect("cache").cached);
    assert_eq!(resumed.accounting().http_requests, 0);
}

#[tokio::test]
async fn accounting_matches_the_servers_usage() {
    let Some(server) = model_server() else { return };
    let client =
        LlmClient::new(config(&server).with_prices(Prices::new(0.15, 0.60))).expect("client");
    let mut prompt_tokens = 0;
    let mut completion_tokens = 0;
    for text in ["Say one word.", "Say two words."] {
        let answer = client.chat(&short(text)).await.expect("answer");
        prompt_tokens += answer.usage.prompt_tokens;
        completion_tokens += answer.usage.completion_tokens;
    }
    let run = client.accounting();
    assert_eq!(run.calls, 2);
    assert_eq!(run.estimated_calls, 0);
    assert_eq!(
        (run.prompt_tokens, run.completion_tokens),
        (prompt_tokens, completion_tokens)
    );
    let expected = (prompt_tokens as f64 * 0.15 + completion_tokens as f64 * 0.60) / 1e6;
    assert!((run.cost_usd - expected).abs() < 1e-12);
    assert!(run.cost_usd > 0.0);
}

#[test]
fn the_blocking_client_talks_to_the_server() {
    let Some(server) = model_server() else { return };
    let client = BlockingClient::new(config(&server)).expect("client");
    let prompt = prompts::user_paraphrase(&prompts::ParaphraseInput {
        lang: Lang::Zh,
        sentence: "正确的城市是北京。".into(),
        key_value: "北京".into(),
    });
    let answer = client
        .chat(&prompt.into_request().with_max_tokens(40))
        .expect("answer");
    let reply = prompts::clean_paraphrase(answer.text());
    eprintln!(
        "paraphrase: {reply:?} keeps key: {}",
        prompts::keeps_key_value(&reply, "北京")
    );
    assert!(!answer.text().is_empty());
    assert_eq!(client.accounting().http_requests, 1);
}
