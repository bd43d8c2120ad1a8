//! A synchronous face on [`LlmClient`] for the engine, which does not run async code.

use crate::accounting::Accounting;
use crate::chat::{ChatRequest, ChatResponse, ToolCall};
use crate::client::{LlmClient, Structured, ToolRun};
use crate::config::LlmConfig;
use crate::LlmError;
use serde::de::DeserializeOwned;
use std::future::Future;

/// [`LlmClient`] with its own single-threaded tokio runtime; each call blocks until done.
///
/// Do not call it from inside an async runtime (tokio forbids blocking there): such calls return
/// [`LlmError::Runtime`] instead of panicking. Async code should use [`LlmClient`] directly.
///
/// ```no_run
/// use clarisql_llm::{BlockingClient, ChatRequest, LlmConfig, Message};
/// if let Some(config) = LlmConfig::from_env()? {
///     let client = BlockingClient::new(config)?;
///     let answer = client.chat(&ChatRequest::new(vec![Message::user("Say hi")]))?;
///     println!("{}", answer.text());
/// }
/// # Ok::<(), clarisql_llm::LlmError>(())
/// ```
#[derive(Debug)]
pub struct BlockingClient {
    /// Always `Some` until drop; an `Option` so `Drop` can take it out.
    runtime: Option<tokio::runtime::Runtime>,
    client: LlmClient,
}

impl Drop for BlockingClient {
    // Dropping a tokio runtime inside an async context panics; shutting it down in the
    // background does not, wherever the client is dropped.
    fn drop(&mut self) {
        if let Some(runtime) = self.runtime.take() {
            runtime.shutdown_background();
        }
    }
}

impl BlockingClient {
    pub fn new(config: LlmConfig) -> Result<Self, LlmError> {
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .map_err(|err| LlmError::Runtime(format!("cannot start a tokio runtime: {err}")))?;
        let client = LlmClient::new(config)?;
        Ok(BlockingClient {
            runtime: Some(runtime),
            client,
        })
    }

    /// The async client inside, for its accessors.
    pub fn inner(&self) -> &LlmClient {
        &self.client
    }

    pub fn accounting(&self) -> Accounting {
        self.client.accounting()
    }

    pub fn take_accounting(&self) -> Accounting {
        self.client.take_accounting()
    }

    /// See [`LlmClient::chat`].
    pub fn chat(&self, request: &ChatRequest) -> Result<ChatResponse, LlmError> {
        self.block_on(self.client.chat(request))?
    }

    /// See [`LlmClient::chat_json`].
    pub fn chat_json<T: DeserializeOwned>(
        &self,
        request: &ChatRequest,
    ) -> Result<Structured<T>, LlmError> {
        self.block_on(self.client.chat_json(request))?
    }

    /// See [`LlmClient::run_tools`].
    pub fn run_tools<F>(
        &self,
        request: ChatRequest,
        max_rounds: usize,
        execute: F,
    ) -> Result<ToolRun, LlmError>
    where
        F: FnMut(&ToolCall) -> String,
    {
        self.block_on(self.client.run_tools(request, max_rounds, execute))?
    }

    fn block_on<F: Future>(&self, future: F) -> Result<F::Output, LlmError> {
        if tokio::runtime::Handle::try_current().is_ok() {
            return Err(LlmError::Runtime(
                "BlockingClient was called from inside an async runtime; use LlmClient there"
                    .into(),
            ));
        }
        let runtime = self
            .runtime
            .as_ref()
            .ok_or_else(|| LlmError::Runtime("the runtime is shut down".into()))?;
        Ok(runtime.block_on(future))
    }
}
