#!/usr/bin/env bash
# `npm test`: every check and test, in order, stopping at the first failure. Works on a
# fresh Debian machine after `npm ci`, as root and without a terminal: it installs Chromium
# and the PostgreSQL server with apt when they are missing. See docs/decisions/002-test-pipeline.md.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
export CI="${CI:-true}"
export DEBIAN_FRONTEND=noninteractive

STEPS_TOTAL=8
STEP=0
STEP_NAME="setup"
STARTED_AT=$SECONDS
# Our own PostgreSQL state file, so a second run on the same machine cannot stop ours.
export MEMBER_PORTAL_PG_STATE="${TMPDIR:-/tmp}/member-portal-pg-run-$$.env"
export MEMBER_PORTAL_PG_OWNER=$$

banner() { printf '\n\033[1m==> %s\033[0m\n' "$*"; }

step() {
  STEP=$((STEP + 1))
  STEP_NAME="$1"
  banner "[$STEP/$STEPS_TOTAL] $STEP_NAME"
  if [ -n "${2:-}" ]; then echo "    $2"; fi
}

as_root() {
  if [ "$(id -u)" -eq 0 ]; then
    "$@"
  elif command -v sudo >/dev/null 2>&1; then
    sudo -n "$@"
  else
    echo "Need root to run: $*" >&2
    return 1
  fi
}

APT_UPDATED=0
apt_install() {
  if [ "$APT_UPDATED" -eq 0 ]; then
    echo "    apt-get update"
    as_root apt-get update
    APT_UPDATED=1
  fi
  echo "    apt-get install -y $*"
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "$@" </dev/null
}

stop_postgres() { tests/setup/postgres.sh stop >/dev/null 2>&1 || true; }

on_exit() {
  local status=$?
  # A step's background half (the type check beside lint) ends with the run.
  kill $(jobs -p) 2>/dev/null || true
  stop_postgres
  local elapsed=$((SECONDS - STARTED_AT))
  if [ "$status" -eq 0 ]; then
    printf '\n\033[1;32mALL %d STEPS PASSED in %ds\033[0m\n' "$STEPS_TOTAL" "$elapsed"
  else
    printf '\n\033[1;31mFAILED at step %d/%d (%s) after %ds, exit status %d\033[0m\n' \
      "$STEP" "$STEPS_TOTAL" "$STEP_NAME" "$elapsed" "$status" >&2
  fi
  exit "$status"
}
trap on_exit EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

if [ ! -d node_modules ]; then
  echo "node_modules is missing: run 'npm ci' first." >&2
  exit 1
fi

step "Chromium for the end-to-end tests" "playwright-core drives Debian's chromium (/usr/bin/chromium)."
if [ -x /usr/bin/chromium ]; then
  echo "    found $(/usr/bin/chromium --version 2>/dev/null || echo /usr/bin/chromium)"
else
  apt_install chromium
fi

step "PostgreSQL server binaries" "The server tests also run against a real PostgreSQL."
if compgen -G '/usr/lib/postgresql/*/bin/pg_ctl' >/dev/null; then
  echo "    found $(ls -d /usr/lib/postgresql/*/bin | tr '\n' ' ')"
else
  # Only the binaries are needed: do not let the package create and start its own cluster.
  as_root mkdir -p /etc/postgresql-common/createcluster.d
  echo 'create_main_cluster = false' | as_root tee /etc/postgresql-common/createcluster.d/50-member-portal-tests.conf >/dev/null
  apt_install postgresql
fi

step "Lint and type check" "eslint (including the import boundaries), madge, prettier --check and knip; beside them tsc for the browser app and workers, the server, tests and benchmarks"
# Each of the two keeps one core busy, so they run side by side; type check prints after lint.
TYPECHECK_LOG="$(mktemp)"
npm run --silent typecheck >"$TYPECHECK_LOG" 2>&1 &
TYPECHECK_PID=$!
LINT_STATUS=0
npm run --silent lint || LINT_STATUS=$?
TYPECHECK_STATUS=0
wait "$TYPECHECK_PID" || TYPECHECK_STATUS=$?
echo "    type check:"
cat "$TYPECHECK_LOG"
rm -f "$TYPECHECK_LOG"
if [ "$LINT_STATUS" -ne 0 ]; then
  echo "Lint failed (exit status $LINT_STATUS)." >&2
  exit "$LINT_STATUS"
fi
if [ "$TYPECHECK_STATUS" -ne 0 ]; then
  echo "Type check failed (exit status $TYPECHECK_STATUS)." >&2
  exit "$TYPECHECK_STATUS"
fi

step "Unit tests" "vitest projects 'unit-node' (contract/, workers/, pure lib code), 'unit' (jsdom: components and hooks) and 'unit-isolated' (jsdom tests that mock a shared module)"
npx vitest run --project unit-node --project unit --project unit-isolated

step "Server tests on PGlite" "vitest project 'server' on the embedded database (TEST_DB=pglite)"
TEST_DB=pglite npx vitest run --project server

step "Server tests on PostgreSQL" "a throwaway PostgreSQL on 127.0.0.1, then vitest project 'server' (TEST_DB=postgres)"
TEST_DATABASE_URL="$(tests/setup/postgres.sh start)"
echo "    database server: ${TEST_DATABASE_URL}"
TEST_DB=postgres TEST_DATABASE_URL="$TEST_DATABASE_URL" npx vitest run --project server
stop_postgres

step "Build" "vite build of the browser app into dist/ (the end-to-end tests use it)"
npx vite build

step "End-to-end tests" "vitest project 'e2e': the real server and the built app in headless Chromium, three files at a time; pictures of every screen: npm run screenshots"
# The journeys assert; their pictures are for a run by hand (E2E_SCREENSHOTS=1) or npm run screenshots.
E2E_SCREENSHOTS="${E2E_SCREENSHOTS:-0}" npx vitest run --project e2e
