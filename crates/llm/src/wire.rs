//! The OpenAI chat-completions JSON: request bodies out, responses in.
//!
//! Servers differ in small ways (arguments as a string or an object, content as a string or a
//! list of parts, missing ids or usage); reading is lenient about those and strict about the
//! rest.

use crate::accounting::estimate_usage;
use crate::chat::{
    ChatRequest, ChatResponse, FinishReason, Message, Role, TokenUsage, ToolCall, ToolChoice,
};
use crate::config::StructuredOutput;
use crate::error::excerpt;
use crate::LlmError;
use serde_json::{json, Map, Value};

/// The JSON body for `request` sent to `model`, with the schema put as `mode` says.
pub(crate) fn request_body(request: &ChatRequest, model: &str, mode: StructuredOutput) -> Value {
    let mut messages: Vec<Value> = request.messages.iter().map(message_json).collect();
    let mut body = Map::new();
    body.insert("model".into(), json!(model));
    if let Some(schema) = &request.response_schema {
        match mode {
            StructuredOutput::JsonSchema => {
                body.insert(
                    "response_format".into(),
                    json!({
                        "type": "json_schema",
                        "json_schema": {"name": schema.name, "schema": schema.schema, "strict": schema.strict}
                    }),
                );
            }
            StructuredOutput::JsonObject => {
                body.insert(
                    "response_format".into(),
                    json!({"type": "json_object", "schema": schema.schema}),
                );
                add_schema_instruction(&mut messages, &schema.schema);
            }
            StructuredOutput::Prompt => add_schema_instruction(&mut messages, &schema.schema),
        }
    }
    body.insert("messages".into(), Value::Array(messages));
    if let Some(t) = request.temperature {
        body.insert("temperature".into(), json!(t));
    }
    if let Some(p) = request.top_p {
        body.insert("top_p".into(), json!(p));
    }
    if let Some(n) = request.max_tokens {
        body.insert("max_tokens".into(), json!(n));
    }
    if let Some(seed) = request.seed {
        body.insert("seed".into(), json!(seed));
    }
    if !request.stop.is_empty() {
        body.insert("stop".into(), json!(request.stop));
    }
    if !request.tools.is_empty() {
        let tools: Vec<Value> = request
            .tools
            .iter()
            .map(|tool| {
                json!({"type": "function", "function": {
                    "name": tool.name, "description": tool.description, "parameters": tool.parameters
                }})
            })
            .collect();
        body.insert("tools".into(), Value::Array(tools));
    }
    if let Some(choice) = &request.tool_choice {
        let choice = match choice {
            ToolChoice::Auto => json!("auto"),
            ToolChoice::None => json!("none"),
            ToolChoice::Required => json!("required"),
            ToolChoice::Function(name) => json!({"type": "function", "function": {"name": name}}),
        };
        body.insert("tool_choice".into(), choice);
    }
    Value::Object(body)
}

/// When the server cannot enforce the schema, the model has to read it.
fn add_schema_instruction(messages: &mut Vec<Value>, schema: &Value) {
    let instruction = format!(
        "Reply with one JSON value that follows this JSON Schema, and nothing else:\n{schema}"
    );
    match messages.first_mut() {
        Some(Value::Object(first)) if first.get("role") == Some(&json!("system")) => {
            let text = first
                .get("content")
                .and_then(Value::as_str)
                .unwrap_or("")
                .to_string();
            first.insert("content".into(), json!(format!("{text}\n\n{instruction}")));
        }
        _ => messages.insert(0, json!({"role": "system", "content": instruction})),
    }
}

fn message_json(message: &Message) -> Value {
    let role = match message.role {
        Role::System => "system",
        Role::User => "user",
        Role::Assistant => "assistant",
        Role::Tool => "tool",
    };
    let mut out = Map::new();
    out.insert("role".into(), json!(role));
    // A tool-call-only assistant turn has no text. OpenAI allows `null` there, but
    // llama-cpp-python rejects it; an empty string is accepted by every server we know.
    let content = match (&message.content, message.role) {
        (Some(text), _) => json!(text),
        (None, Role::Assistant) => json!(""),
        (None, _) => Value::Null,
    };
    out.insert("content".into(), content);
    if !message.tool_calls.is_empty() {
        let calls: Vec<Value> = message
            .tool_calls
            .iter()
            .map(|call| json!({"id": call.id, "type": "function", "function": {"name": call.name, "arguments": call.arguments}}))
            .collect();
        out.insert("tool_calls".into(), Value::Array(calls));
    }
    if let Some(id) = &message.tool_call_id {
        out.insert("tool_call_id".into(), json!(id));
    }
    Value::Object(out)
}

/// Reads a 2xx response body into a [`ChatResponse`]; `request` serves to estimate tokens when
/// the server sends no usage.
pub(crate) fn parse_response(body: &str, request: &ChatRequest) -> Result<ChatResponse, LlmError> {
    let bad = |reason: String| LlmError::BadResponse {
        reason,
        excerpt: excerpt(body, 200),
    };
    let root: Value = serde_json::from_str(body).map_err(|err| bad(format!("not JSON: {err}")))?;
    if let Some(error) = root.get("error").filter(|e| !e.is_null()) {
        // Some servers report failures inside a 200.
        let message = error
            .get("message")
            .and_then(Value::as_str)
            .map(str::to_string)
            .unwrap_or_else(|| error.to_string());
        return Err(bad(format!("the server reported an error: {message}")));
    }
    let choice = root
        .get("choices")
        .and_then(Value::as_array)
        .and_then(|choices| choices.first())
        .ok_or_else(|| bad("no choices".into()))?;
    let message = choice
        .get("message")
        .filter(|m| m.is_object())
        .ok_or_else(|| bad("the choice has no message object".into()))?;
    let content = content_text(message.get("content"));
    let tool_calls = match message.get("tool_calls") {
        Some(Value::Array(calls)) => calls
            .iter()
            .enumerate()
            .map(|(i, call)| tool_call(call, i))
            .collect::<Result<Vec<_>, String>>()
            .map_err(bad)?,
        _ => Vec::new(),
    };
    let refusal = message
        .get("refusal")
        .and_then(Value::as_str)
        .filter(|r| !r.is_empty())
        .map(str::to_string);
    let finish_reason =
        FinishReason::from_wire(choice.get("finish_reason").and_then(Value::as_str));
    let answer = Message {
        role: Role::Assistant,
        content,
        tool_calls,
        tool_call_id: None,
    };
    let usage = usage(root.get("usage")).unwrap_or_else(|| estimate_usage(request, &answer));
    let model = root
        .get("model")
        .and_then(Value::as_str)
        .unwrap_or("")
        .to_string();
    Ok(ChatResponse {
        message: answer,
        finish_reason,
        usage,
        model,
        refusal,
        cached: false,
    })
}

/// `content` as text: a string, or the text parts of a list of parts.
fn content_text(content: Option<&Value>) -> Option<String> {
    match content? {
        Value::String(text) => Some(text.clone()),
        Value::Array(parts) => {
            let text: String = parts
                .iter()
                .filter_map(|part| part.get("text").and_then(Value::as_str))
                .collect();
            Some(text)
        }
        _ => None,
    }
}

fn tool_call(call: &Value, index: usize) -> Result<ToolCall, String> {
    let function = call.get("function").ok_or("a tool call has no function")?;
    let name = function
        .get("name")
        .and_then(Value::as_str)
        .ok_or("a tool call has no function name")?;
    // OpenAI sends arguments as a JSON string; some servers send the object itself.
    let arguments = match function.get("arguments") {
        Some(Value::String(text)) => text.clone(),
        Some(Value::Null) | None => "{}".to_string(),
        Some(other) => other.to_string(),
    };
    let id = call
        .get("id")
        .and_then(Value::as_str)
        .filter(|id| !id.is_empty())
        .map(str::to_string)
        .unwrap_or_else(|| format!("call_{index}"));
    Ok(ToolCall {
        id,
        name: name.to_string(),
        arguments,
    })
}

fn usage(usage: Option<&Value>) -> Option<TokenUsage> {
    let usage = usage?;
    let prompt = usage.get("prompt_tokens").and_then(Value::as_u64)?;
    let completion = usage
        .get("completion_tokens")
        .and_then(Value::as_u64)
        .unwrap_or(0);
    Some(TokenUsage {
        prompt_tokens: prompt,
        completion_tokens: completion,
        estimated: false,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chat::{JsonSchema, Tool};

    #[test]
    fn body_carries_schema_tools_and_parameters() {
        let request = ChatRequest::new(vec![Message::system("be brief"), Message::user("hi")])
            .with_temperature(0.0)
            .with_max_tokens(10)
            .with_schema(JsonSchema::new("answer", json!({"type": "object"})))
            .with_tools(
                vec![Tool::new("run_sql", "runs SQL", json!({"type": "object"}))],
                Some(ToolChoice::Function("run_sql".into())),
            );
        let body = request_body(&request, "m", StructuredOutput::JsonSchema);
        assert_eq!(body["model"], "m");
        assert_eq!(body["response_format"]["type"], "json_schema");
        assert_eq!(body["response_format"]["json_schema"]["name"], "answer");
        assert_eq!(body["tools"][0]["function"]["name"], "run_sql");
        assert_eq!(body["tool_choice"]["function"]["name"], "run_sql");
        assert_eq!(body["max_tokens"], 10);
        assert_eq!(body["messages"][0]["content"], "be brief");

        let prompted = request_body(&request, "m", StructuredOutput::Prompt);
        assert!(prompted.get("response_format").is_none());
        let system = prompted["messages"][0]["content"].as_str().unwrap_or("");
        assert!(
            system.starts_with("be brief") && system.contains("JSON Schema"),
            "{system}"
        );
    }

    #[test]
    fn tool_call_turns_have_text_content() {
        let turn = Message {
            role: Role::Assistant,
            content: None,
            tool_calls: vec![ToolCall {
                id: "c1".into(),
                name: "f".into(),
                arguments: "{}".into(),
            }],
            tool_call_id: None,
        };
        let body = request_body(
            &ChatRequest::new(vec![turn, Message::tool_result("c1", "42")]),
            "m",
            StructuredOutput::Prompt,
        );
        assert_eq!(body["messages"][0]["content"], "");
        assert_eq!(
            body["messages"][0]["tool_calls"][0]["function"]["arguments"],
            "{}"
        );
        assert_eq!(body["messages"][1]["tool_call_id"], "c1");
    }

    #[test]
    fn reads_lenient_responses() {
        let request = ChatRequest::new(vec![Message::user("hello there")]);
        let body = r#"{"model": "x", "choices": [{"finish_reason": "tool_calls", "message": {"role": "assistant",
            "content": [{"type": "text", "text": "a"}, {"type": "text", "text": "b"}],
            "tool_calls": [{"function": {"name": "f", "arguments": {"k": 1}}}]}}]}"#;
        let response = parse_response(body, &request).expect("parses");
        assert_eq!(response.text(), "ab");
        assert_eq!(response.tool_calls()[0].id, "call_0");
        assert_eq!(response.tool_calls()[0].arguments, r#"{"k":1}"#);
        assert_eq!(response.finish_reason, FinishReason::ToolCalls);
        assert!(response.usage.estimated && response.usage.prompt_tokens > 0);
    }

    #[test]
    fn rejects_what_is_not_a_completion() {
        let request = ChatRequest::new(vec![Message::user("q")]);
        for body in [
            "<html>502</html>",
            "{\"choices\": []}",
            "{\"error\": {\"message\": \"model not loaded\"}}",
            "{\"choices\": [{}]}",
        ] {
            let err = parse_response(body, &request).expect_err(body);
            assert!(matches!(err, LlmError::BadResponse { .. }), "{body}: {err}");
        }
    }
}
