#!/usr/bin/env bash
# Build, then typecheck, lint and format check beside every test: domain, web, server (PGlite, and PostgreSQL when TEST_DATABASE_URL is set), end to end in Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

# The end-to-end tests drive Chromium's headless shell; the benches and screenshots, full Chromium
# (decision 0172).
if [ ! -x /usr/bin/chromium ] || [ ! -x /usr/bin/chromium-headless-shell ]; then
  echo "Installing Debian Chromium and its headless shell for the end-to-end tests..."
  SUDO=""
  [ "$(id -u)" -ne 0 ] && command -v sudo >/dev/null && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium chromium-headless-shell >/dev/null
fi

# Decision 0155: the front end and the server bundle are built first when their sources changed
# (the e2e tests serve the one, the server tests' app processes run the other: decision 0174);
# then the tests run beside the static checks instead of after them. The checks are
# single-threaded tools and fill the CPU the tests leave idle (a worker waiting on Chromium or
# PostgreSQL). The checks' findings are printed
# after the tests' when a check fails; the run fails when either side fails.
echo "Build..."
START_BUILD_ONLY=1 node --import tsx scripts/start.ts

echo "Typecheck, lint and format check, beside the tests (their findings follow the tests')..."
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
# Three TypeScript programs (decision 0138): server and domain (Node, no DOM), the browser (src/web),
# and the code that drives Chromium (e2e, scripts).
npm run --silent typecheck >"$logs/typecheck" 2>&1 &
typecheck=$!
# oxlint's type-aware rules run on Go (decision 0171): one core for them, as for the other checks.
GOMAXPROCS=1 npm run --silent lint >"$logs/lint" 2>&1 &
lint=$!
tests=0
npx vitest run "$@" || tests=1
# Nothing is printed after the test runner's own summary unless a check failed.
status=0
wait "$typecheck" || { status=1; echo "---- npm run typecheck failed:"; cat "$logs/typecheck"; } >&2
wait "$lint" || { status=1; echo "---- npm run lint failed:"; cat "$logs/lint"; } >&2
[ "$status" -eq 0 ] && [ "$tests" -eq 0 ]
