//! The chat-completions vocabulary: messages, tools, requests and responses.
//!
//! These are our types, not the wire format: `wire` turns them into the JSON body that
//! OpenAI-compatible servers take and reads their answers back.

use serde::{Deserialize, Serialize};
use serde_json::Value;

/// Who speaks a message.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Role {
    System,
    User,
    Assistant,
    Tool,
}

/// One message of a conversation with the model.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Message {
    pub role: Role,
    /// Text; `None` for an assistant turn that only calls tools.
    pub content: Option<String>,
    /// Tool calls the assistant asked for (assistant messages only).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub tool_calls: Vec<ToolCall>,
    /// The call this message answers (tool messages only).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tool_call_id: Option<String>,
}

impl Message {
    pub fn system(text: impl Into<String>) -> Self {
        Message::text(Role::System, text)
    }
    pub fn user(text: impl Into<String>) -> Self {
        Message::text(Role::User, text)
    }
    pub fn assistant(text: impl Into<String>) -> Self {
        Message::text(Role::Assistant, text)
    }
    /// The result of running tool call `call_id`, fed back to the model.
    pub fn tool_result(call_id: impl Into<String>, text: impl Into<String>) -> Self {
        Message {
            role: Role::Tool,
            content: Some(text.into()),
            tool_calls: Vec::new(),
            tool_call_id: Some(call_id.into()),
        }
    }
    fn text(role: Role, text: impl Into<String>) -> Self {
        Message {
            role,
            content: Some(text.into()),
            tool_calls: Vec::new(),
            tool_call_id: None,
        }
    }
    /// The text, or "" when there is none.
    pub fn text_or_empty(&self) -> &str {
        self.content.as_deref().unwrap_or("")
    }
}

/// A function the model may call. `parameters` is a JSON Schema object.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Tool {
    pub name: String,
    pub description: String,
    pub parameters: Value,
}

impl Tool {
    pub fn new(name: impl Into<String>, description: impl Into<String>, parameters: Value) -> Self {
        Tool {
            name: name.into(),
            description: description.into(),
            parameters,
        }
    }
}

/// Whether and which tool the model must call.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum ToolChoice {
    /// The model decides (the servers' default when tools are given).
    Auto,
    /// The model must answer in text.
    None,
    /// The model must call some tool.
    Required,
    /// The model must call this tool.
    Function(String),
}

/// A call the model asked for. `arguments` is the JSON text the model wrote, unparsed:
/// small models write broken JSON, and [`ToolCall::parse_arguments`] repairs what it can.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ToolCall {
    pub id: String,
    pub name: String,
    pub arguments: String,
}

impl ToolCall {
    /// The arguments as `T`, through the tolerant JSON parser.
    pub fn parse_arguments<T: serde::de::DeserializeOwned>(&self) -> Result<T, crate::LlmError> {
        crate::json::parse_as(&self.arguments)
    }
}

/// A JSON Schema the answer must follow.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct JsonSchema {
    /// A short identifier (`[a-zA-Z0-9_-]`), required by the OpenAI API.
    pub name: String,
    pub schema: Value,
    /// Ask for strict adherence (OpenAI's `strict: true`); our schemas are written to allow it.
    pub strict: bool,
}

impl JsonSchema {
    pub fn new(name: impl Into<String>, schema: Value) -> Self {
        JsonSchema {
            name: name.into(),
            schema,
            strict: true,
        }
    }
}

/// A request, without the model name and endpoint (those come from [`crate::LlmConfig`]).
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
pub struct ChatRequest {
    pub messages: Vec<Message>,
    pub temperature: Option<f32>,
    pub top_p: Option<f32>,
    pub max_tokens: Option<u32>,
    /// Servers that honour it (vLLM, llama.cpp, OpenAI best-effort) sample reproducibly. Also a way
    /// to ask the cache for a *different* answer to the same prompt: change the seed.
    pub seed: Option<u64>,
    pub stop: Vec<String>,
    /// Constrain the answer to this schema (see [`crate::StructuredOutput`] for how it is sent).
    pub response_schema: Option<JsonSchema>,
    pub tools: Vec<Tool>,
    pub tool_choice: Option<ToolChoice>,
    /// The prompt's id and version (`"sql_generation@3"`); part of the cache key, so editing a
    /// prompt invalidates its cached answers.
    pub prompt_version: Option<String>,
}

impl ChatRequest {
    pub fn new(messages: Vec<Message>) -> Self {
        ChatRequest {
            messages,
            ..ChatRequest::default()
        }
    }
    pub fn with_temperature(mut self, temperature: f32) -> Self {
        self.temperature = Some(temperature);
        self
    }
    pub fn with_max_tokens(mut self, max_tokens: u32) -> Self {
        self.max_tokens = Some(max_tokens);
        self
    }
    pub fn with_seed(mut self, seed: u64) -> Self {
        self.seed = Some(seed);
        self
    }
    pub fn with_schema(mut self, schema: JsonSchema) -> Self {
        self.response_schema = Some(schema);
        self
    }
    pub fn with_tools(mut self, tools: Vec<Tool>, choice: Option<ToolChoice>) -> Self {
        self.tools = tools;
        self.tool_choice = choice;
        self
    }
    pub fn with_prompt_version(mut self, version: impl Into<String>) -> Self {
        self.prompt_version = Some(version.into());
        self
    }
}

/// Why the model stopped.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum FinishReason {
    Stop,
    /// `max_tokens` or the context ran out: the answer is cut off.
    Length,
    ToolCalls,
    ContentFilter,
    /// A reason this crate does not know, kept verbatim.
    Other(String),
    /// The server gave none.
    Unknown,
}

impl FinishReason {
    pub(crate) fn from_wire(reason: Option<&str>) -> Self {
        match reason {
            Some("stop") | Some("eos") => FinishReason::Stop,
            Some("length") => FinishReason::Length,
            Some("tool_calls") | Some("function_call") => FinishReason::ToolCalls,
            Some("content_filter") => FinishReason::ContentFilter,
            Some(other) => FinishReason::Other(other.to_string()),
            None => FinishReason::Unknown,
        }
    }
    pub fn as_str(&self) -> &str {
        match self {
            FinishReason::Stop => "stop",
            FinishReason::Length => "length",
            FinishReason::ToolCalls => "tool_calls",
            FinishReason::ContentFilter => "content_filter",
            FinishReason::Other(reason) => reason,
            FinishReason::Unknown => "unknown",
        }
    }
}

/// Tokens one call used.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct TokenUsage {
    pub prompt_tokens: u64,
    pub completion_tokens: u64,
    /// True when the server sent no `usage` and the numbers are our estimate.
    pub estimated: bool,
}

/// The model's answer to one request.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ChatResponse {
    pub message: Message,
    pub finish_reason: FinishReason,
    pub usage: TokenUsage,
    /// The model name the server reports (may differ from the one asked for, e.g. an alias).
    pub model: String,
    /// A refusal the server reported separately (OpenAI's `message.refusal`).
    pub refusal: Option<String>,
    /// True when this answer came from the disk cache, not the server.
    #[serde(default)]
    pub cached: bool,
}

impl ChatResponse {
    /// The answer's text, or "" for a tool-call-only answer.
    pub fn text(&self) -> &str {
        self.message.text_or_empty()
    }
    pub fn tool_calls(&self) -> &[ToolCall] {
        &self.message.tool_calls
    }
}
