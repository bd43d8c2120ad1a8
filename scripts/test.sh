#!/usr/bin/env bash
# Runs the tests with the servers they need: starts (or reuses) the throwaway PostgreSQL
# server and requires it, so a test that needs it fails instead of skipping.
#
#   scripts/test.sh                                  cargo test --workspace
#   scripts/test.sh -p clarisql-exec -p clarisql-lake   any cargo test arguments
set -euo pipefail
cd "$(dirname "$0")/.."
env_file="$(scripts/pg-test-server.sh)"
# shellcheck disable=SC1090
source "$env_file"
export CLARISQL_REQUIRE_SERVERS=1
if [ "$#" -eq 0 ]; then
    set -- --workspace
fi
exec cargo test "$@"
