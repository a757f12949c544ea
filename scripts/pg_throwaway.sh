#!/usr/bin/env bash
# A throwaway PostgreSQL cluster for tests and benchmarks: never the machine's own server.
#
#   url=$(scripts/pg_throwaway.sh start DIR)   # prints postgresql://postgres@127.0.0.1:PORT/postgres
#   scripts/pg_throwaway.sh stop DIR           # stops it and deletes DIR
#
# DIR must not exist yet (start makes it). PostgreSQL refuses to run as root, so when run as root the
# cluster belongs to the `postgres` system user (DIR is handed to it). The server listens on 127.0.0.1
# only, on a free private port, with its unix socket inside DIR and trust authentication (loopback
# only), fsync off (a throwaway cluster need not survive a power cut; PG_THROWAWAY_DURABLE=1 keeps
# PostgreSQL's durable defaults, as benchmarks want). Status 3 from start: no PostgreSQL binaries on this
# machine (install the Debian `postgresql` package).
set -euo pipefail

find_bin() {
    local name="$1" dir
    if command -v "$name" >/dev/null 2>&1; then command -v "$name"; return 0; fi
    for dir in /usr/lib/postgresql/*/bin; do
        if [ -x "$dir/$name" ]; then echo "$dir/$name"; return 0; fi
    done
    return 1
}

as_owner() {  # run a command as the cluster's owner: postgres when we are root, else ourselves
    if [ "$(id -u)" -eq 0 ]; then
        if command -v runuser >/dev/null 2>&1; then runuser -u postgres -- "$@"; else su postgres -s /bin/sh -c "$(printf '%q ' "$@")"; fi
    else
        "$@"
    fi
}

free_port() {
    python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1]); s.close()'
}

start() {
    local dir="$1" initdb pg_ctl port
    initdb="$(find_bin initdb)" || { echo "pg_throwaway: no PostgreSQL (initdb not found)" >&2; exit 3; }
    pg_ctl="$(find_bin pg_ctl)" || { echo "pg_throwaway: no PostgreSQL (pg_ctl not found)" >&2; exit 3; }
    if [ -e "$dir" ]; then echo "pg_throwaway: $dir already exists" >&2; exit 2; fi
    mkdir -p "$dir/data" "$dir/socket"
    if [ "$(id -u)" -eq 0 ]; then
        id postgres >/dev/null 2>&1 || { echo "pg_throwaway: running as root and there is no 'postgres' user" >&2; exit 3; }
        chown -R postgres: "$dir"
        chmod 700 "$dir"
    fi
    as_owner "$initdb" -D "$dir/data" -U postgres -A trust --no-sync -E UTF8 --locale=C >"$dir/initdb.log" 2>&1 || {
        cat "$dir/initdb.log" >&2; exit 1; }
    port="$(free_port)"
    local options="-c listen_addresses=127.0.0.1 -p $port -k $dir/socket -c max_connections=300 -c shared_buffers=256MB"
    if [ "${PG_THROWAWAY_DURABLE:-0}" != 1 ]; then
        options="$options -c fsync=off -c synchronous_commit=off -c full_page_writes=off"
    fi
    as_owner "$pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 -o "$options" \
        start >"$dir/pg_ctl.log" 2>&1 || { cat "$dir/pg_ctl.log" "$dir/server.log" >&2 || true; exit 1; }
    echo "$port" >"$dir/port"
    echo "postgresql://postgres@127.0.0.1:$port/postgres"
}

stop() {
    local dir="$1" pg_ctl
    [ -d "$dir" ] || return 0
    if [ -f "$dir/data/postmaster.pid" ] && pg_ctl="$(find_bin pg_ctl)"; then
        as_owner "$pg_ctl" -D "$dir/data" -m immediate -w stop >/dev/null 2>&1 || true
    fi
    rm -rf "$dir"
}

case "${1:-}" in
    start) start "${2:?usage: pg_throwaway.sh start DIR}" ;;
    stop) stop "${2:?usage: pg_throwaway.sh stop DIR}" ;;
    *) echo "usage: pg_throwaway.sh start|stop DIR" >&2; exit 2 ;;
esac
