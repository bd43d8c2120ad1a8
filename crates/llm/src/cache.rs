//! A disk cache of answers, keyed by the full request, so benchmark runs can be repeated and
//! resumed without paying twice.
//!
//! Layout: `<dir>/<first 2 hex of key>/<key>.json`, one file per answer, written to a temporary
//! file and renamed into place so a crash never leaves half an entry. An entry that does not read
//! back is treated as absent (and overwritten by the next answer): the cache is an optimisation,
//! never a reason to fail.

use crate::chat::ChatResponse;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::io::Write;
use std::path::{Path, PathBuf};

/// Bumped when the entry format or the key derivation changes; old entries then miss.
const CACHE_FORMAT: u32 = 1;

/// A cache key: the BLAKE3 hash of the request, in hex.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct CacheKey(String);

impl CacheKey {
    /// Hashes the request body (model, messages, parameters, schema, tools — all of it) with
    /// the prompt version. The endpoint URL and the key are left out: the same model behind
    /// another port or proxy gives the same answers, and secrets do not belong in a hash input.
    pub fn of(body: &Value, prompt_version: Option<&str>) -> Self {
        let keyed = serde_json::json!({"format": CACHE_FORMAT, "prompt_version": prompt_version, "body": body});
        // serde_json writes object keys in a fixed order, so equal requests hash equally.
        let bytes = serde_json::to_vec(&keyed).unwrap_or_default();
        CacheKey(blake3::hash(&bytes).to_hex().to_string())
    }
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

#[derive(Serialize, Deserialize)]
struct Entry {
    format: u32,
    key: String,
    /// Kept for people reading the cache; not used on lookup.
    request: Value,
    response: ChatResponse,
}

/// Answers on disk.
#[derive(Debug, Clone)]
pub struct ResponseCache {
    dir: PathBuf,
}

impl ResponseCache {
    pub fn new(dir: impl Into<PathBuf>) -> Self {
        ResponseCache { dir: dir.into() }
    }

    pub fn dir(&self) -> &Path {
        &self.dir
    }

    fn path(&self, key: &CacheKey) -> PathBuf {
        self.dir.join(&key.0[..2]).join(format!("{}.json", key.0))
    }

    /// The stored answer, or `None` when there is none or it does not read back.
    pub fn get(&self, key: &CacheKey) -> Option<ChatResponse> {
        let path = self.path(key);
        let bytes = match std::fs::read(&path) {
            Ok(bytes) => bytes,
            Err(err) if err.kind() == std::io::ErrorKind::NotFound => return None,
            Err(err) => {
                tracing::warn!(path = %path.display(), %err, "cannot read LLM cache entry; asking the server");
                return None;
            }
        };
        match serde_json::from_slice::<Entry>(&bytes) {
            Ok(entry) if entry.format == CACHE_FORMAT && entry.key == key.0 => Some(ChatResponse {
                cached: true,
                ..entry.response
            }),
            Ok(_) => None,
            Err(err) => {
                tracing::warn!(path = %path.display(), %err, "corrupt LLM cache entry ignored; it will be rewritten");
                None
            }
        }
    }

    /// Stores an answer. Failures are logged, not returned: a read-only or full disk slows a
    /// run down but must not stop it.
    pub fn put(&self, key: &CacheKey, request: &Value, response: &ChatResponse) {
        let entry = Entry {
            format: CACHE_FORMAT,
            key: key.0.clone(),
            request: request.clone(),
            response: ChatResponse {
                cached: false,
                ..response.clone()
            },
        };
        if let Err(err) = self.write_atomically(key, &entry) {
            tracing::warn!(dir = %self.dir.display(), %err, "cannot write LLM cache entry");
        }
    }

    fn write_atomically(&self, key: &CacheKey, entry: &Entry) -> std::io::Result<()> {
        let path = self.path(key);
        let folder = path.parent().unwrap_or(&self.dir);
        std::fs::create_dir_all(folder)?;
        let bytes = serde_json::to_vec_pretty(entry).map_err(std::io::Error::other)?;
        // A unique temporary name per writer, so concurrent writers of one key do not collide;
        // rename is atomic within a folder, so readers see the old entry or the new, never half.
        let temporary = folder.join(format!(
            ".{}.{}.{}.tmp",
            key.0,
            std::process::id(),
            std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map(|d| d.as_nanos())
                .unwrap_or(0)
        ));
        let result = (|| {
            let mut file = std::fs::File::create(&temporary)?;
            file.write_all(&bytes)?;
            file.sync_all()?;
            std::fs::rename(&temporary, &path)
        })();
        if result.is_err() {
            let _ = std::fs::remove_file(&temporary);
        }
        result
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chat::{FinishReason, Message, TokenUsage};
    use serde_json::json;

    fn answer(text: &str) -> ChatResponse {
        ChatResponse {
            message: Message::assistant(text),
            finish_reason: FinishReason::Stop,
            usage: TokenUsage {
                prompt_tokens: 3,
                completion_tokens: 1,
                estimated: false,
            },
            model: "m".into(),
            refusal: None,
            cached: false,
        }
    }

    #[test]
    fn keys_depend_on_every_part_of_the_request() {
        let body = json!({"model": "m", "messages": [{"role": "user", "content": "hi"}], "temperature": 0.0});
        let key = CacheKey::of(&body, Some("p@1"));
        assert_eq!(key, CacheKey::of(&body.clone(), Some("p@1")));
        assert_ne!(key, CacheKey::of(&body, Some("p@2")));
        assert_ne!(key, CacheKey::of(&body, None));
        let mut other = body.clone();
        other["temperature"] = json!(0.5);
        assert_ne!(key, CacheKey::of(&other, Some("p@1")));
        let mut other = body;
        other["model"] = json!("n");
        assert_ne!(key, CacheKey::of(&other, Some("p@1")));
    }

    #[test]
    fn round_trip_and_corrupt_entries() {
        let dir = tempfile::tempdir().expect("temp dir");
        let cache = ResponseCache::new(dir.path().join("llm"));
        let key = CacheKey::of(&json!({"a": 1}), None);
        assert!(cache.get(&key).is_none());
        cache.put(&key, &json!({"a": 1}), &answer("hello"));
        let hit = cache.get(&key).expect("stored");
        assert!(hit.cached);
        assert_eq!(hit.text(), "hello");

        std::fs::write(cache.path(&key), b"{ not json").expect("overwrite");
        assert!(cache.get(&key).is_none(), "a corrupt entry is a miss");
        cache.put(&key, &json!({"a": 1}), &answer("again"));
        assert_eq!(cache.get(&key).expect("rewritten").text(), "again");

        let leftovers: Vec<_> = std::fs::read_dir(cache.path(&key).parent().expect("folder"))
            .expect("list")
            .filter_map(Result::ok)
            .filter(|e| e.file_name().to_string_lossy().ends_with(".tmp"))
            .collect();
        assert!(leftovers.is_empty(), "no temporary files left behind");
    }

    #[test]
    fn unwritable_cache_is_not_fatal() {
        let dir = tempfile::tempdir().expect("temp dir");
        let blocker = dir.path().join("file");
        std::fs::write(&blocker, b"x").expect("write");
        // The cache folder path runs through a regular file: every write fails.
        let cache = ResponseCache::new(blocker.join("llm"));
        let key = CacheKey::of(&json!({}), None);
        cache.put(&key, &json!({}), &answer("x"));
        assert!(cache.get(&key).is_none());
    }
}
