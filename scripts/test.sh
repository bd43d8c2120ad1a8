#!/usr/bin/env bash
# Runs the tests with the real servers they need, started (or reused) by their own scripts.
#
#   scripts/test.sh                      cargo test --workspace
#   scripts/test.sh -p clarisql-llm      cargo test with these arguments instead
#
# Each server script prints, last, an env file that exports the server's address for the tests.
# CLARISQL_REQUIRE_SERVERS=1 makes a test fail, not skip, if its server is missing.
set -euo pipefail
cd "$(dirname "$0")/.."

export CLARISQL_REQUIRE_SERVERS="${CLARISQL_REQUIRE_SERVERS:-1}"

# Model server (llama-cpp-python + SmolLM2-135M): CLARISQL_TEST_LLM_URL, CLARISQL_TEST_LLM_MODEL.
llm_env=$(scripts/llm-test-server.sh | tail -n 1)
# shellcheck source=/dev/null
. "$llm_env"

if [[ $# -gt 0 ]]; then
    cargo test "$@"
else
    cargo test --workspace
fi
