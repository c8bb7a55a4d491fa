#!/usr/bin/env bash
# A throwaway PostgreSQL cluster for the server tests.
#
#   tests/setup/postgres.sh start   start one (or reuse the one already running), print its URL
#   tests/setup/postgres.sh url     print postgres://USER:PASS@127.0.0.1:PORT/postgres
#   tests/setup/postgres.sh stop    stop it and delete its data
#
# The cluster lives in a fresh folder under the system temp folder, listens only on
# 127.0.0.1 on a free port, keeps its unix socket in that folder and runs with fsync off:
# its data is worth nothing. Its state (port, folder, pid) goes to a state file, by default
# ${TMPDIR:-/tmp}/member-portal-pg.env; set MEMBER_PORTAL_PG_STATE to use another one (the
# test script does, so two runs on one machine do not share a cluster).
set -euo pipefail

TMP_BASE="${TMPDIR:-/tmp}"
STATE_FILE="${MEMBER_PORTAL_PG_STATE:-$TMP_BASE/member-portal-pg.env}"
PG_USER="portal"
PG_PASSWORD="portal"

log() { echo "[postgres] $*" >&2; }
die() {
  log "error: $*"
  exit 1
}

# PostgreSQL refuses to run as root: as root, run its programs as the postgres user.
as_pg() {
  if [ "$(id -u)" -eq 0 ]; then
    if command -v runuser >/dev/null 2>&1; then
      (cd / && runuser -u postgres -- "$@")
    else
      local quoted
      printf -v quoted '%q ' "$@"
      (cd / && su postgres -s /bin/sh -c "$quoted")
    fi
  else
    "$@"
  fi
}

find_bin_dir() {
  local dir
  # Prefer 15 (what production runs), then the newest installed.
  for dir in /usr/lib/postgresql/15/bin $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V -r); do
    if [ -x "$dir/pg_ctl" ] && [ -x "$dir/initdb" ]; then
      echo "$dir"
      return 0
    fi
  done
  if command -v pg_ctl >/dev/null 2>&1 && command -v initdb >/dev/null 2>&1; then
    dirname "$(command -v pg_ctl)"
    return 0
  fi
  return 1
}

free_port() {
  node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close();});"
}

# Alive and not a zombie (a container's init may never reap a killed server).
pid_alive() {
  [ -n "${1:-}" ] && kill -0 "$1" 2>/dev/null || return 1
  [ ! -r "/proc/$1/stat" ] || ! grep -q '^[0-9]* ([^)]*) Z' "/proc/$1/stat"
}

# Reads a state file into PG_* variables.
load_state() {
  local file="$1"
  PG_PORT="" PG_ROOT="" PG_DATA="" PG_PID="" PG_BIN="" PG_OWNER=""
  [ -f "$file" ] || return 1
  # shellcheck disable=SC1090
  . "$file"
}

cluster_running() {
  [ -n "${PG_DATA:-}" ] && [ -n "${PG_BIN:-}" ] && [ -d "$PG_DATA" ] &&
    as_pg "$PG_BIN/pg_ctl" status -D "$PG_DATA" >/dev/null 2>&1 || return 1
  # pg_ctl only checks the pid; make sure the server really answers.
  [ ! -x "$PG_BIN/pg_isready" ] || "$PG_BIN/pg_isready" -q -h 127.0.0.1 -p "$PG_PORT" -t 5
}

# Stops the cluster described by the loaded state and deletes its folder and state file.
stop_loaded() {
  local file="$1"
  if [ -n "${PG_DATA:-}" ] && [ -d "$PG_DATA" ]; then
    if cluster_running; then
      log "stopping the cluster on port ${PG_PORT} (data in $PG_ROOT)"
      if ! as_pg "$PG_BIN/pg_ctl" stop -D "$PG_DATA" -m fast -w -t 30 >/dev/null 2>&1; then
        log "pg_ctl stop failed; killing pid ${PG_PID}"
        pid_alive "$PG_PID" && kill -9 "$PG_PID" 2>/dev/null || true
      fi
    elif pid_alive "$PG_PID"; then
      kill -9 "$PG_PID" 2>/dev/null || true
    fi
  fi
  case "${PG_ROOT:-}" in
    */member-portal-pg.*) rm -rf "$PG_ROOT" ;;
  esac
  rm -f "$file"
}

# Clusters left behind by test runs that died without cleaning up: a state file whose
# owner process is gone. Manual clusters (no owner) are left alone.
reap_orphans() {
  local file
  for file in "$TMP_BASE"/member-portal-pg*.env; do
    [ -f "$file" ] || continue
    [ "$file" = "$STATE_FILE" ] && continue
    load_state "$file" || continue
    if [ -n "$PG_OWNER" ] && ! pid_alive "$PG_OWNER"; then
      log "removing a cluster left behind by process $PG_OWNER ($file)"
      stop_loaded "$file"
    fi
  done
}

url_of_loaded() { echo "postgres://$PG_USER:$PG_PASSWORD@127.0.0.1:$PG_PORT/postgres"; }

cmd_start() {
  reap_orphans
  if load_state "$STATE_FILE"; then
    if cluster_running; then
      log "already running on port $PG_PORT (state in $STATE_FILE)"
      url_of_loaded
      return 0
    fi
    log "a previous cluster in $STATE_FILE is not running; cleaning it up"
    stop_loaded "$STATE_FILE"
  fi

  local bin
  bin="$(find_bin_dir)" || die "no PostgreSQL server binaries found (apt-get install -y postgresql)"
  if [ "$(id -u)" -eq 0 ]; then
    id postgres >/dev/null 2>&1 || die "running as root needs the 'postgres' user (apt-get install -y postgresql)"
    # The postgres user must be able to reach the temp folder.
    if ! as_pg test -w "$TMP_BASE" || ! as_pg test -x "$TMP_BASE"; then
      log "$TMP_BASE is not usable by the postgres user; using /tmp"
      TMP_BASE=/tmp
    fi
  fi

  local root data port attempt
  root="$(mktemp -d "$TMP_BASE/member-portal-pg.XXXXXX")"
  data="$root/data"
  chmod 700 "$root"
  printf '%s\n' "$PG_PASSWORD" >"$root/pwfile"
  [ "$(id -u)" -eq 0 ] && chown -R postgres:postgres "$root"

  log "initdb ($("$bin/postgres" --version)) in $root"
  if ! as_pg "$bin/initdb" -D "$data" -U "$PG_USER" --pwfile="$root/pwfile" \
    --auth-local=trust --auth-host=scram-sha-256 -E UTF8 --locale=C.UTF-8 >"$root/initdb.log" 2>&1; then
    cat "$root/initdb.log" >&2
    rm -rf "$root"
    die "initdb failed"
  fi
  rm -f "$root/pwfile"
  cat >>"$data/postgresql.conf" <<EOF

# Throwaway test cluster (tests/setup/postgres.sh).
listen_addresses = '127.0.0.1'
unix_socket_directories = '$root'
max_connections = 300
fsync = off
synchronous_commit = off
full_page_writes = off
EOF

  # A free port can be taken between the check and the start: try a few.
  for attempt in 1 2 3 4 5; do
    port="$(free_port)"
    log "starting on 127.0.0.1:$port (attempt $attempt)"
    if as_pg "$bin/pg_ctl" start -D "$data" -w -t 60 -o "-p $port" -l "$root/server.log" >/dev/null 2>&1; then
      PG_PORT="$port" PG_ROOT="$root" PG_DATA="$data" PG_BIN="$bin"
      PG_PID="$(head -n 1 "$data/postmaster.pid")"
      PG_OWNER="${MEMBER_PORTAL_PG_OWNER:-}"
      cat >"$STATE_FILE" <<EOF
PG_PORT=$PG_PORT
PG_ROOT=$PG_ROOT
PG_DATA=$PG_DATA
PG_PID=$PG_PID
PG_BIN=$PG_BIN
PG_OWNER=$PG_OWNER
EOF
      log "ready: pid $PG_PID, state in $STATE_FILE"
      url_of_loaded
      return 0
    fi
    tail -n 20 "$root/server.log" >&2 || true
  done
  rm -rf "$root"
  die "PostgreSQL did not start"
}

cmd_stop() {
  if load_state "$STATE_FILE"; then
    stop_loaded "$STATE_FILE"
    log "stopped"
  else
    log "not running (no $STATE_FILE)"
  fi
}

cmd_url() {
  load_state "$STATE_FILE" || die "not running (no $STATE_FILE); run: $0 start"
  url_of_loaded
}

case "${1:-}" in
  start) cmd_start ;;
  stop) cmd_stop ;;
  url) cmd_url ;;
  *)
    echo "usage: $0 start|stop|url" >&2
    exit 2
    ;;
esac
