//! Servers for tests that talk HTTP: the real model server the scripts start, and a small
//! scripted HTTP server for what a healthy model server never does (garbage, hangs, hostile
//! answers, tool calls on cue).

use std::io::{BufRead, BufReader, Read, Write};
use std::net::{TcpListener, TcpStream};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// The model server started by `scripts/llm-test-server.sh`.
pub struct ModelServer {
    /// Base URL, up to `/v1`.
    pub url: String,
    pub model: String,
}

/// The model server from `CLARISQL_TEST_LLM_URL` / `CLARISQL_TEST_LLM_MODEL`, or `None` (after
/// saying so) when none is configured and servers are not required.
///
/// # Panics
/// When `CLARISQL_REQUIRE_SERVERS=1` and `CLARISQL_TEST_LLM_URL` is unset.
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
            Some(ModelServer {
                url: url.trim().to_string(),
                model,
            })
        }
        None if std::env::var(crate::REQUIRE_VAR).as_deref() == Ok("1") => panic!(
            "CLARISQL_TEST_LLM_URL is not set but {}=1; run scripts/test.sh, or \
             `. \"$(scripts/llm-test-server.sh | tail -n 1)\"` first",
            crate::REQUIRE_VAR
        ),
        None => {
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
    /// A response with a JSON (or any) body.
    pub fn body(status: u16, body: impl Into<String>) -> Self {
        Reply::Respond(status, Vec::new(), body.into())
    }

    /// A 200 chat completion whose message content is `content`.
    pub fn completion(content: &str) -> Self {
        Reply::body(200, completion_body(content, "stop"))
    }

    /// A 200 chat completion that calls one tool with `arguments` (JSON text).
    pub fn tool_call(name: &str, arguments: &str) -> Self {
        let body = format!(
            r#"{{"id":"chatcmpl-test","object":"chat.completion","model":"scripted","choices":[{{"index":0,"finish_reason":"tool_calls","message":{{"role":"assistant","content":null,"tool_calls":[{{"id":"call_1","type":"function","function":{{"name":{},"arguments":{}}}}}]}}}}],"usage":{{"prompt_tokens":30,"completion_tokens":10,"total_tokens":40}}}}"#,
            json_string(name),
            json_string(arguments)
        );
        Reply::body(200, body)
    }
}

/// A chat-completion body with `content` and usage of 30 + 10 tokens.
pub fn completion_body(content: &str, finish_reason: &str) -> String {
    format!(
        r#"{{"id":"chatcmpl-test","object":"chat.completion","model":"scripted","choices":[{{"index":0,"finish_reason":{},"message":{{"role":"assistant","content":{}}}}}],"usage":{{"prompt_tokens":30,"completion_tokens":10,"total_tokens":40}}}}"#,
        json_string(finish_reason),
        json_string(content)
    )
}

/// `text` as a JSON string literal.
pub fn json_string(text: &str) -> String {
    let mut out = String::from('"');
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// A real HTTP/1.1 server on 127.0.0.1 that answers requests with a script, in order (the last
/// reply repeats), and keeps the bodies it was sent. Runs on plain threads so it serves sync and
/// async tests alike; it lives until the test process ends.
pub struct ScriptedServer {
    /// Base URL, up to `/v1`.
    pub url: String,
    requests: Arc<Mutex<Vec<String>>>,
    served: Arc<AtomicUsize>,
}

impl ScriptedServer {
    /// # Panics
    /// When the script is empty or no local port can be bound.
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

    /// The request bodies received, in order.
    pub fn bodies(&self) -> Vec<String> {
        self.requests
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .clone()
    }
}

fn serve(stream: TcpStream, script: &[Reply], requests: &Mutex<Vec<String>>, served: &AtomicUsize) {
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
        .unwrap_or_else(|p| p.into_inner())
        .push(String::from_utf8_lossy(&body).into_owned());
    let index = served.fetch_add(1, Ordering::SeqCst);
    let reply = &script[index.min(script.len() - 1)];
    let mut stream = stream;
    match reply {
        Reply::Hang => std::thread::sleep(Duration::from_secs(30)),
        Reply::Close => {}
        Reply::Respond(status, headers, body) => {
            let mut head = format!(
                "HTTP/1.1 {status} {}\r\ncontent-type: application/json\r\ncontent-length: {}\r\nconnection: close\r\n",
                if *status == 200 { "OK" } else { "Status" },
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
