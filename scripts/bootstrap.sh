#!/usr/bin/env bash
# Installs what the project needs, reusing whatever is already there. Sourced by scripts/run.sh.
# Each step is skipped when its result is present, so a second run takes seconds.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
PNPM_VERSION=10.34.8
TEMPORAL_CLI_VERSION=v1.5.1   # v1.6+ cannot be built with `go install pkg@version` (replace directive)
CACHE_DIR=${XDG_CACHE_HOME:-$HOME/.cache}/site-generation-service
say() { printf '\033[36m[bootstrap]\033[0m %s\n' "$*" >&2; }
is_root() { [ "$(id -u)" = 0 ]; }
apt_install() {
  is_root && command -v apt-get >/dev/null || return 1
  if [ ! -f "$CACHE_DIR/.apt-updated" ]; then apt-get update -qq >&2 && mkdir -p "$CACHE_DIR" && touch "$CACHE_DIR/.apt-updated"; fi
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >&2
}
hash_of() { cat "$@" 2>/dev/null | sha256sum | cut -c1-16; }

# 1. pnpm: PATH if it is the pinned version, else a project-local copy from the npm registry.
ensure_pnpm() {
  if command -v pnpm >/dev/null && [ "$(pnpm --version 2>/dev/null)" = "$PNPM_VERSION" ]; then PNPM=pnpm; return; fi
  PNPM="$ROOT/.tools/pnpm/node_modules/.bin/pnpm"
  if [ ! -x "$PNPM" ]; then
    say "installing pnpm $PNPM_VERSION into .tools/pnpm"
    npm install --silent --no-audit --no-fund --prefix "$ROOT/.tools/pnpm" "pnpm@$PNPM_VERSION" >&2
  fi
}

# 2. Dependencies, when the lockfile or a manifest changed since the last install.
ensure_deps() {
  local stamp="$ROOT/node_modules/.sgs-deps" want
  want=$(cd "$ROOT" && hash_of pnpm-lock.yaml package.json */package.json */*/package.json)
  [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$want" ] && return
  # Several commands may start at once (npm start beside npm test): one installs, the others wait for it.
  mkdir -p "$ROOT/.tools"
  exec 9>"$ROOT/.tools/deps.lock"
  flock 9
  if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$want" ]; then
    say "installing dependencies (pnpm install --frozen-lockfile)"
    (cd "$ROOT" && "$PNPM" install --frozen-lockfile --reporter=append-only >&2)
    echo "$want" > "$stamp"
  fi
  flock -u 9
}

# 3. The Prisma client (generated offline: JS engine + pg driver adapter).
ensure_prisma_client() {
  local stamp="$ROOT/packages/db/src/generated/.stamp" want
  want=$(cd "$ROOT" && hash_of prisma/schema.prisma prisma.config.ts node_modules/.sgs-deps)
  [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$want" ] && return
  say "generating the Prisma client"
  (cd "$ROOT" && DATABASE_URL=${DATABASE_URL:-postgresql://localhost/unused} "$PNPM" exec prisma generate >&2)
  echo "$want" > "$stamp"
}

# 4. The Temporal CLI (dev server + Web UI): $TEMPORAL_CLI, PATH, the cache, else build the pinned version.
ensure_temporal() {
  if [ -n "${TEMPORAL_CLI:-}" ] && [ -x "$TEMPORAL_CLI" ]; then return; fi
  if command -v temporal >/dev/null; then TEMPORAL_CLI=$(command -v temporal); export TEMPORAL_CLI; return; fi
  local dir="$CACHE_DIR/temporal-$TEMPORAL_CLI_VERSION"
  TEMPORAL_CLI="$dir/temporal"; export TEMPORAL_CLI
  [ -x "$TEMPORAL_CLI" ] && return
  if ! command -v go >/dev/null; then
    say "The Temporal CLI is missing and Go is not installed to build it."
    say "Install it (brew install temporal, or the official installer) or set TEMPORAL_CLI=/path/to/temporal."
    exit 1
  fi
  say "building the Temporal CLI $TEMPORAL_CLI_VERSION from the Go module proxy (first time only; several minutes)"
  mkdir -p "$dir"
  (cd /tmp && GOBIN="$dir" GOFLAGS=-mod=mod go install "github.com/temporalio/cli/cmd/temporal@$TEMPORAL_CLI_VERSION" >&2)
}

# 4b. An S3-compatible server for the object-storage tests: $S3_SERVER_BIN, the cache, else versitygw built once
#     from the Go module proxy (a real S3 server with a POSIX backend; about two minutes the first time).
VERSITYGW_VERSION=v1.8.0   # keep in step with scripts/lib/s3.ts
ensure_s3_server() {
  if [ -n "${S3_SERVER_BIN:-}" ] && [ -x "$S3_SERVER_BIN" ]; then return; fi
  local dir="$CACHE_DIR/versitygw-$VERSITYGW_VERSION"
  S3_SERVER_BIN="$dir/versitygw"; export S3_SERVER_BIN
  [ -x "$S3_SERVER_BIN" ] && return
  if ! command -v go >/dev/null; then
    say "Go is needed once to build the S3 test server (versitygw $VERSITYGW_VERSION); or set S3_SERVER_BIN."
    exit 1
  fi
  say "building versitygw $VERSITYGW_VERSION (S3 test server) from the Go module proxy (first time only)"
  mkdir -p "$dir"
  (cd /tmp && GOBIN="$dir" GOFLAGS=-mod=mod go install "github.com/versity/versitygw/cmd/versitygw@$VERSITYGW_VERSION" >&2)
}

# 5. PostgreSQL server binaries, unless DATABASE_URL points at a server we do not manage.
ensure_postgres() {
  if [ -n "${DATABASE_URL:-}" ]; then return; fi
  local bin
  for bin in "${PG_BIN:-}" "$(dirname "$(command -v postgres 2>/dev/null || echo /nonexistent/x)")" $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V -r); do
    if [ -n "$bin" ] && [ -x "$bin/postgres" ] && [ -x "$bin/initdb" ]; then PG_BIN=$bin; export PG_BIN; return; fi
  done
  say "installing PostgreSQL (apt)"
  apt_install postgresql || { say "PostgreSQL not found: install it, set PG_BIN to its bin directory, or set DATABASE_URL."; exit 1; }
  PG_BIN=$(ls -d /usr/lib/postgresql/*/bin | sort -V -r | head -1); export PG_BIN
}

# 6. Chromium for visual review: $CHROMIUM_PATH, a system Chromium or Chrome, else Debian's package (as root).
#    Playwright's own browser download is not used: it needs the internet and a matching build.
ensure_chromium() {
  local c
  if [ -n "${CHROMIUM_PATH:-}" ]; then
    if [ -x "$CHROMIUM_PATH" ]; then export CHROMIUM_PATH; return; fi
    say "CHROMIUM_PATH=$CHROMIUM_PATH is not an executable; looking for another Chromium"
  fi
  for c in /usr/bin/chromium /usr/bin/chromium-browser /usr/bin/google-chrome /usr/bin/google-chrome-stable \
           "/Applications/Chromium.app/Contents/MacOS/Chromium" "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome"; do
    if [ -x "$c" ]; then CHROMIUM_PATH=$c; export CHROMIUM_PATH; return; fi
  done
  say "installing Chromium (apt) for visual review"
  # A stale package list 404s on install: refresh it once and try again.
  if apt_install chromium || { rm -f "$CACHE_DIR/.apt-updated"; apt_install chromium; }; then
    if [ -x /usr/bin/chromium ]; then CHROMIUM_PATH=/usr/bin/chromium; export CHROMIUM_PATH; return; fi
  fi
  say "Chromium is needed for visual review and could not be installed (that needs root and apt-get)."
  say "Install Chromium or Google Chrome, or set CHROMIUM_PATH=/path/to/chromium, then run this again."
  exit 1
}

ensure_pnpm
ensure_deps
ensure_prisma_client
export PNPM
