#!/usr/bin/env bash
# A throwaway PostgreSQL for tests: a private cluster in a temp dir, on 127.0.0.1 and a free port.
#
#   pg="$(.ci/postgres.sh start)" && eval "$pg"   # exports DATABASE_URL=postgres://postgres@127.0.0.1:PORT/fornido
#   .ci/postgres.sh stop                          # stops it and deletes its directory
#
# `start` prints only an `export DATABASE_URL=…` line on stdout (logs go to stderr). Assign it before
# eval'ing: a bare `eval "$(… start)"` would hide a failed start from `set -e`.
# It also records the URL and the directory in a state file for `stop`:
# $FORNIDO_PG_STATE, default ${TMPDIR:-/tmp}/fornido-ci-pg.env (set it to run several at once).
set -euo pipefail

state="${FORNIDO_PG_STATE:-${TMPDIR:-/tmp}/fornido-ci-pg.env}"
log() { echo "postgres.sh: $*" >&2; }

# PostgreSQL refuses to run as root: as root, run its programs as the `postgres` user.
as_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }

# The newest installed PostgreSQL's bin dir, or nothing.
pg_bin() { ls -d /usr/lib/postgresql/*/bin/initdb 2>/dev/null | sort -V | tail -n 1 | xargs -r dirname || true; }

start() {
  if [ -f "$state" ]; then log "already running ($state); run '$0 stop' first"; exit 1; fi
  if [ -z "$(pg_bin)" ]; then
    if [ "$(id -u)" != 0 ]; then log "PostgreSQL is not installed: sudo apt-get install -y postgresql"; exit 1; fi
    log "installing Debian's postgresql"
    # Debian's package may also create (and start) its own "main" cluster on 5432; we do not use it.
    { apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y postgresql; } >&2
  fi
  local bin dir port
  bin="$(pg_bin)"
  if [ -z "$bin" ]; then log "initdb not found in /usr/lib/postgresql/*/bin"; exit 1; fi
  dir="$(mktemp -d "${TMPDIR:-/tmp}/fornido-pg.XXXXXX")"
  # Recorded now, so `stop` also cleans up after a start that failed half-way.
  printf 'PG_DIR=%q\n' "$dir" >"$state"
  if [ "$(id -u)" = 0 ]; then chown postgres: "$dir"; fi
  port="$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"

  as_pg "$bin/initdb" -D "$dir/data" -U postgres --auth=trust --encoding=UTF8 --locale=C.UTF-8 --no-sync >/dev/null
  # Throwaway data: durability settings off for speed; no TCP except 127.0.0.1, socket in our dir.
  cat >>"$dir/data/postgresql.conf" <<EOF
listen_addresses = '127.0.0.1'
port = $port
unix_socket_directories = '$dir'
fsync = off
synchronous_commit = off
full_page_writes = off
EOF
  as_pg "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w start >/dev/null
  "$bin/createdb" -h 127.0.0.1 -p "$port" -U postgres fornido

  local url="postgres://postgres@127.0.0.1:$port/fornido"
  printf 'PG_DIR=%q\nDATABASE_URL=%q\n' "$dir" "$url" >"$state"
  log "PostgreSQL $("$bin/postgres" --version | awk '{print $3}') running in $dir on 127.0.0.1:$port"
  echo "export DATABASE_URL=$url"
}

stop() {
  if [ ! -f "$state" ]; then log "nothing to stop ($state not found)"; return 0; fi
  local PG_DIR="" DATABASE_URL=""
  # shellcheck source=/dev/null
  . "$state"
  if [ -f "$PG_DIR/data/postmaster.pid" ]; then
    as_pg "$(pg_bin)/pg_ctl" -D "$PG_DIR/data" -m fast -w stop >/dev/null ||
      as_pg "$(pg_bin)/pg_ctl" -D "$PG_DIR/data" -m immediate -w stop >/dev/null || log "pg_ctl stop failed"
  fi
  [ -n "$PG_DIR" ] && rm -rf "$PG_DIR"
  rm -f "$state"
  log "stopped and removed $PG_DIR"
}

case "${1:-}" in
  start) start ;;
  stop) stop ;;
  *) echo "usage: $0 start|stop   (pg=\"\$($0 start)\" && eval \"\$pg\" exports DATABASE_URL)" >&2; exit 2 ;;
esac
