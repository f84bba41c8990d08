#!/usr/bin/env bash
# Entry point of the root npm scripts: installs what is missing, then runs the TypeScript command.
set -euo pipefail
cd "$(dirname "$0")/.."
cmd=${1:?usage: scripts/run.sh start|test|lint|admin|bench|load|bench-build|bench-research|bench-research-time|bench-revisions|lighthouse|lighthouse-dashboard|gallery|client-generate|migration [args]}; shift
source scripts/bootstrap.sh
case "$cmd" in
  start)     ensure_temporal; ensure_postgres; ensure_chromium; exec node --import tsx scripts/start.ts "$@" ;;
  test)      ensure_temporal; ensure_s3_server; ensure_postgres; ensure_chromium; exec node --import tsx scripts/test.ts "$@" ;;
  admin)     ensure_postgres; exec node --import tsx scripts/admin.ts "$@" ;;
  bench)     ensure_temporal; ensure_postgres; ensure_chromium; ensure_bench_tools; exec node --import tsx scripts/bench.ts "$@" ;;
  load)      ensure_postgres; exec node --import tsx scripts/load.ts "$@" ;;
  bench-build) ensure_temporal; ensure_postgres; ensure_chromium; exec node --import tsx scripts/bench-build.ts "$@" ;;
  bench-languages) ensure_temporal; ensure_postgres; ensure_chromium; exec node --import tsx scripts/bench-languages.ts "$@" ;;
  bench-research) ensure_temporal; ensure_postgres; ensure_chromium; exec node --import tsx scripts/bench-research.ts "$@" ;;
  bench-research-time) ensure_chromium; exec node --import tsx scripts/bench-research-time.ts "$@" ;;
  bench-revisions) ensure_temporal; ensure_postgres; ensure_chromium; exec node --import tsx scripts/bench-revisions.ts "$@" ;;
  lighthouse-dashboard) ensure_postgres; ensure_chromium; exec node --import tsx scripts/lighthouse-dashboard.ts "$@" ;;
  lighthouse) ensure_chromium; exec node --import tsx scripts/lighthouse-sites.ts "$@" ;;
  gallery)   ensure_chromium; exec node --import tsx packages/site-kit/scripts/gallery.ts "$@" ;;
  client-generate) ensure_temporal; ensure_postgres; exec node --import tsx packages/client/scripts/generate.ts "$@" ;;
  lint)      node_modules/.bin/prettier --check . --log-level warn && node_modules/.bin/eslint . \
             && node_modules/.bin/tsc -p tsconfig.json --noEmit && exec npm run --silent lint:structure ;;
  migration) ensure_postgres; exec node --import tsx scripts/new-migration.ts "$@" ;;
  *) echo "unknown command: $cmd" >&2; exit 2 ;;
esac
