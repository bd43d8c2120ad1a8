//! Test servers: the real model server the scripts start, and the scripted HTTP server of
//! `clarisql-testsupport` for the failure paths a healthy model server never takes (429, 500,
//! garbage, hangs). What is here is only what these tests need beyond it: completions with
//! chosen token usage, and request bodies as JSON.

pub use clarisql_testsupport::http::{Reply, ScriptedServer};

/// A 200 chat completion whose message content is `content` (usage 12 + 5 tokens).
pub fn completion(content: &str) -> Reply {
    Reply::body(200, completion_body(content, "stop", Some((12, 5))))
}

/// A chat-completion body; `usage` = (prompt, completion) tokens, or none.
pub fn completion_body(content: &str, finish_reason: &str, usage: Option<(u64, u64)>) -> String {
    let mut body = serde_json::json!({
        "id": "chatcmpl-test",
        "object": "chat.completion",
        "model": "scripted",
        "choices": [{"index": 0, "finish_reason": finish_reason,
                     "message": {"role": "assistant", "content": content}}],
    });
    if let Some((prompt, completion)) = usage {
        body["usage"] = serde_json::json!({"prompt_tokens": prompt, "completion_tokens": completion,
                                           "total_tokens": prompt + completion});
    }
    body.to_string()
}

/// The request bodies the server received, parsed (a body that is not JSON becomes `null`).
pub fn json_bodies(server: &ScriptedServer) -> Vec<serde_json::Value> {
    server
        .bodies()
        .iter()
        .map(|b| serde_json::from_str(b).unwrap_or(serde_json::Value::Null))
        .collect()
}
