//! Test servers: the real model server the scripts start, and a small scripted HTTP server for
//! the failure paths a healthy model server never takes (429, 500, garbage, hangs).

#![allow(dead_code)] // each test file uses its own part of this module

use std::io::{BufRead, BufReader, Read, Write};
use std::net::{TcpListener, TcpStream};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// The model server started by `scripts/llm-test-server.sh`.
pub struct ModelServer {
    pub url: String,
    pub model: String,
}

/// The model server from `CLARISQL_TEST_LLM_URL` / `CLARISQL_TEST_LLM_MODEL`. Without it the
/// test is skipped — or fails, when `CLARISQL_REQUIRE_SERVERS=1` says servers must be there.
pub fn model_server() -> Option<ModelServer> {
    let url = std::env::var("CLARISQL_TEST_LLM_URL")
        .ok()
        .filter(|u| !u.trim().is_empty());
    match url {
        Some(url) => {
            let model = std::env::var("CLARISQL_TEST_LLM_MODEL")
                .ok()
                .filter(|m| !m.trim().is_empty())
                .unwrap_or_else(|| "smollm2-135m-instruct".to_string());
            Some(ModelServer { url, model })
        }
        None => {
            assert!(
                std::env::var("CLARISQL_REQUIRE_SERVERS").as_deref() != Ok("1"),
                "CLARISQL_TEST_LLM_URL is not set but CLARISQL_REQUIRE_SERVERS=1; run scripts/test.sh, \
                 or `. \"$(scripts/llm-test-server.sh | tail -n 1)\"` first"
            );
            eprintln!("skipped: run scripts/test.sh (it starts the model server)");
            None
        }
    }
}

/// What the scripted server does with one request.
#[derive(Debug, Clone)]
pub enum Reply {
    /// Status, extra headers, body.
    Respond(u16, Vec<(&'static str, String)>, String),
    /// Reads the request and never answers (for timeouts).
    Hang,
    /// Reads the request and closes the connection without a word.
    Close,
}

impl Reply {
    pub fn json(status: u16, body: impl Into<String>) -> Self {
        Reply::Respond(status, Vec::new(), body.into())
    }
    /// A 200 chat completion whose message content is `content`.
    pub fn completion(content: &str) -> Self {
        Reply::json(200, completion_body(content, "stop", Some((12, 5))))
    }
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

/// A real HTTP/1.1 server on 127.0.0.1 that answers requests with a script, in order (the last
/// reply repeats), and records what it was sent. Runs on plain threads so it serves sync and
/// async tests alike; it lives until the test process ends.
pub struct ScriptedServer {
    /// Base URL, up to `/v1`.
    pub url: String,
    requests: Arc<Mutex<Vec<serde_json::Value>>>,
    served: Arc<AtomicUsize>,
}

impl ScriptedServer {
    pub fn start(script: Vec<Reply>) -> Self {
        assert!(!script.is_empty(), "a script needs at least one reply");
        let listener = TcpListener::bind("127.0.0.1:0").expect("bind a local port");
        let url = format!(
            "http://{}/v1",
            listener.local_addr().expect("local address")
        );
        let requests = Arc::new(Mutex::new(Vec::new()));
        let served = Arc::new(AtomicUsize::new(0));
        let script = Arc::new(script);
        let (requests_in, served_in) = (requests.clone(), served.clone());
        std::thread::spawn(move || {
            for stream in listener.incoming() {
                let Ok(stream) = stream else { continue };
                let (script, requests, served) =
                    (script.clone(), requests_in.clone(), served_in.clone());
                std::thread::spawn(move || serve(stream, &script, &requests, &served));
            }
        });
        ScriptedServer {
            url,
            requests,
            served,
        }
    }

    /// Requests received so far.
    pub fn request_count(&self) -> usize {
        self.served.load(Ordering::SeqCst)
    }

    /// The JSON bodies received, in order.
    pub fn bodies(&self) -> Vec<serde_json::Value> {
        self.requests.lock().expect("lock").clone()
    }
}

fn serve(
    stream: TcpStream,
    script: &[Reply],
    requests: &Mutex<Vec<serde_json::Value>>,
    served: &AtomicUsize,
) {
    let _ = stream.set_read_timeout(Some(Duration::from_secs(10)));
    let mut reader = BufReader::new(match stream.try_clone() {
        Ok(s) => s,
        Err(_) => return,
    });
    let mut content_length = 0usize;
    let mut line = String::new();
    loop {
        line.clear();
        if reader.read_line(&mut line).unwrap_or(0) == 0 {
            return;
        }
        let header = line.trim_end();
        if header.is_empty() {
            break;
        }
        if let Some((name, value)) = header.split_once(':') {
            if name.eq_ignore_ascii_case("content-length") {
                content_length = value.trim().parse().unwrap_or(0);
            }
        }
    }
    let mut body = vec![0u8; content_length];
    if reader.read_exact(&mut body).is_err() {
        return;
    }
    requests
        .lock()
        .expect("lock")
        .push(serde_json::from_slice(&body).unwrap_or(serde_json::Value::Null));
    let index = served.fetch_add(1, Ordering::SeqCst);
    let reply = &script[index.min(script.len() - 1)];
    let mut stream = stream;
    match reply {
        Reply::Hang => std::thread::sleep(Duration::from_secs(30)),
        Reply::Close => {}
        Reply::Respond(status, headers, body) => {
            let mut head = format!(
                "HTTP/1.1 {status} {}\r\ncontent-type: application/json\r\ncontent-length: {}\r\nconnection: close\r\n",
                reason(*status),
                body.len()
            );
            for (name, value) in headers {
                head.push_str(&format!("{name}: {value}\r\n"));
            }
            head.push_str("\r\n");
            let _ = stream.write_all(head.as_bytes());
            let _ = stream.write_all(body.as_bytes());
            let _ = stream.flush();
        }
    }
}

fn reason(status: u16) -> &'static str {
    match status {
        200 => "OK",
        400 => "Bad Request",
        401 => "Unauthorized",
        422 => "Unprocessable Entity",
        429 => "Too Many Requests",
        500 => "Internal Server Error",
        503 => "Service Unavailable",
        _ => "Status",
    }
}
