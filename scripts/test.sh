#!/usr/bin/env bash
# The whole test suite, with the real servers the tests need started (or reused) first:
# a throwaway PostgreSQL cluster and a local OpenAI-compatible model server.
#
#   scripts/test.sh                        cargo test --workspace
#   scripts/test.sh -p clarisql-lake       cargo test with these arguments instead
#
# Each server script prints, last, an env file that exports the server's address for the tests.
# CLARISQL_REQUIRE_SERVERS=1 makes a test fail, not skip, when its server is missing.
set -euo pipefail
cd "$(dirname "$0")/.."

export CLARISQL_REQUIRE_SERVERS="${CLARISQL_REQUIRE_SERVERS:-1}"

# PostgreSQL (installed from Debian's packages when missing): CLARISQL_TEST_PG_URL.
pg_env=$(scripts/pg-test-server.sh | tail -n 1)
# shellcheck source=/dev/null
. "$pg_env"

# Model server (llama-cpp-python + SmolLM2-135M): CLARISQL_TEST_LLM_URL, CLARISQL_TEST_LLM_MODEL.
llm_env=$(scripts/llm-test-server.sh | tail -n 1)
# shellcheck source=/dev/null
. "$llm_env"

if [[ $# -eq 0 ]]; then
    set -- --workspace
fi
log=$(mktemp)
trap 'rm -f "$log"' EXIT
status=0
cargo test "$@" 2>&1 | tee "$log" || status=$?
# One summary for the whole run (cargo prints one per test binary).
awk '/^test result:/ { p += $4; f += $6; i += $8 } END {
    printf "\n== summary: %d passed, %d failed, %d ignored ==\n", p, f, i }' "$log"
exit "$status"
