#!/usr/bin/env bash
# Starts a throwaway PostgreSQL server for clarisql's tests and writes its URL to an env file.
#
#   scripts/pg-test-server.sh          start (or reuse) the server; prints the env file's path
#   scripts/pg-test-server.sh stop     stop it (the cluster stays on disk for a fast restart)
#   scripts/pg-test-server.sh destroy  stop it and delete the cluster
#
# Then: `source "$(scripts/pg-test-server.sh)"` sets CLARISQL_TEST_PG_URL.
#
# The cluster lives in $CLARISQL_PG_DIR (default /tmp/clarisql-pg-test): a folder outside any
# home directory, because PostgreSQL refuses to run as root and the unprivileged user that runs
# it must be able to reach the folder. It listens on 127.0.0.1 only, on a free port, with
# password (scram) authentication over TCP, and durability switched off (it holds test data).
# A second run reuses a running server; the Debian package is installed when the server is missing.
set -euo pipefail

BASE="${CLARISQL_PG_DIR:-/tmp/clarisql-pg-test}"
DATA="$BASE/data"
SOCKET_DIR="$BASE/socket"
LOG="$BASE/server.log"
ENV_FILE="$BASE/env"
TEST_DB="clarisql_test"
SUPERUSER="postgres"

say() { echo "pg-test-server: $*" >&2; }
die() { say "$*"; exit 1; }

find_bindir() {
    local dir
    # Debian keeps the server binaries per major version, off the PATH; take the newest.
    for dir in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V -r); do
        if [ -x "$dir/initdb" ] && [ -x "$dir/pg_ctl" ] && [ -x "$dir/postgres" ]; then
            echo "$dir"
            return 0
        fi
    done
    if command -v initdb >/dev/null && command -v pg_ctl >/dev/null && command -v postgres >/dev/null; then
        dirname "$(command -v initdb)"
        return 0
    fi
    return 1
}

install_server() {
    [ "$(id -u)" -eq 0 ] || die "the PostgreSQL server is not installed; as root run: apt-get install -y --no-install-recommends postgresql"
    say "installing the Debian postgresql package"
    export DEBIAN_FRONTEND=noninteractive
    if ! apt-get install -y --no-install-recommends postgresql >"$BASE.apt.log" 2>&1; then
        # A fresh machine may have no package lists yet.
        apt-get update >>"$BASE.apt.log" 2>&1 || die "apt-get update failed; see $BASE.apt.log"
        apt-get install -y --no-install-recommends postgresql >>"$BASE.apt.log" 2>&1 \
            || die "apt-get install postgresql failed; see $BASE.apt.log"
    fi
}

# Runs a command as the unprivileged user that owns the cluster.
as_owner() {
    if [ "$(id -u)" -eq 0 ]; then
        runuser -u "$OWNER" -- "$@"
    else
        "$@"
    fi
}

port_in_use() {
    (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null
}

pick_port() {
    local port
    # Away from 5432 (a system cluster may be there); spread by uid so two users rarely collide.
    for port in $(seq $((54320 + $(id -u) % 50 * 20)) 65000); do
        if ! port_in_use "$port"; then
            echo "$port"
            return 0
        fi
    done
    die "no free TCP port on 127.0.0.1"
}

is_running() {
    [ -f "$DATA/postmaster.pid" ] && as_owner "$BINDIR/pg_ctl" -D "$DATA" status >/dev/null 2>&1
}

wait_ready() {
    local port="$1" i
    for i in $(seq 1 120); do
        if "$BINDIR/pg_isready" -q -h 127.0.0.1 -p "$port" -d postgres; then
            return 0
        fi
        sleep 0.25
    done
    die "the server on port $port did not become ready; see $LOG"
}

psql_admin() {
    local port="$1"
    shift
    # Over the Unix socket, where the superuser is trusted: no password needed here.
    as_owner "$BINDIR/psql" -X -q -v ON_ERROR_STOP=1 -h "$SOCKET_DIR" -p "$port" -U "$SUPERUSER" -d postgres "$@"
}

write_env() {
    local port="$1" password="$2"
    local tmp="$ENV_FILE.tmp"
    {
        echo "# written by scripts/pg-test-server.sh"
        echo "export CLARISQL_TEST_PG_URL=postgres://$SUPERUSER:$password@127.0.0.1:$port/$TEST_DB"
    } >"$tmp"
    mv "$tmp" "$ENV_FILE"
}

current_port() {
    sed -n "s/^port = \([0-9]*\).*/\1/p" "$DATA/postgresql.auto.conf" 2>/dev/null | tail -1
}

start() {
    mkdir -p "$(dirname "$BASE")"
    BINDIR="$(find_bindir)" || { install_server; BINDIR="$(find_bindir)" || die "initdb not found after installing postgresql"; }
    if [ "$(id -u)" -eq 0 ]; then
        OWNER="$SUPERUSER"
        id "$OWNER" >/dev/null 2>&1 || useradd --system --home-dir "$BASE" --shell /usr/sbin/nologin "$OWNER"
    else
        OWNER="$(id -un)"
    fi
    mkdir -p "$BASE"
    [ "$(id -u)" -eq 0 ] && chown "$OWNER" "$BASE"
    chmod 700 "$BASE"

    if is_running && [ -f "$ENV_FILE" ]; then
        wait_ready "$(current_port)"
        say "reusing the server on port $(current_port)"
        echo "$ENV_FILE"
        return 0
    fi

    local password
    if [ ! -f "$DATA/PG_VERSION" ]; then
        rm -rf "$DATA"
        password="$(head -c 18 /dev/urandom | base64 | tr -dc 'A-Za-z0-9' | head -c 20)"
        local pwfile="$BASE/pwfile"
        echo "$password" >"$pwfile"
        [ "$(id -u)" -eq 0 ] && chown "$OWNER" "$pwfile"
        say "creating a cluster in $DATA"
        as_owner "$BINDIR/initdb" -D "$DATA" -U "$SUPERUSER" --pwfile="$pwfile" \
            --auth-local=trust --auth-host=scram-sha-256 \
            --encoding=UTF8 --locale=C --no-sync >"$BASE/initdb.log" 2>&1 \
            || die "initdb failed; see $BASE/initdb.log"
        rm -f "$pwfile"
        echo "$password" >"$BASE/password"
        chmod 600 "$BASE/password"
    fi
    password="$(cat "$BASE/password")"

    local port
    port="$(current_port)"
    if [ -z "$port" ] || port_in_use "$port"; then
        port="$(pick_port)"
    fi
    as_owner mkdir -p "$SOCKET_DIR"
    # ALTER SYSTEM's file: later starts read the same settings.
    as_owner tee "$DATA/postgresql.auto.conf" >/dev/null <<EOF
# written by scripts/pg-test-server.sh
listen_addresses = '127.0.0.1'
port = $port
unix_socket_directories = '$SOCKET_DIR'
fsync = off
synchronous_commit = off
full_page_writes = off
shared_buffers = '64MB'
max_connections = 200
EOF
    say "starting the server on 127.0.0.1:$port"
    as_owner "$BINDIR/pg_ctl" -D "$DATA" -l "$LOG" -w -t 60 start >/dev/null || die "the server did not start; see $LOG"
    wait_ready "$port"
    if ! psql_admin "$port" -tAc "SELECT 1 FROM pg_database WHERE datname = '$TEST_DB'" | grep -q 1; then
        psql_admin "$port" -c "CREATE DATABASE $TEST_DB"
    fi
    write_env "$port" "$password"
    echo "$ENV_FILE"
}

stop() {
    BINDIR="$(find_bindir)" || die "the PostgreSQL server is not installed"
    if [ "$(id -u)" -eq 0 ]; then OWNER="$SUPERUSER"; else OWNER="$(id -un)"; fi
    if is_running; then
        as_owner "$BINDIR/pg_ctl" -D "$DATA" -m fast -w stop >/dev/null
        say "stopped"
    else
        say "not running"
    fi
}

case "${1:-start}" in
    start) start ;;
    stop) stop ;;
    destroy) stop; rm -rf "$BASE"; say "deleted $BASE" ;;
    *) die "usage: $0 [start|stop|destroy]" ;;
esac
