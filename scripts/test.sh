#!/usr/bin/env bash
# Typecheck, lint, format, then every test: domain, web, server (PGlite, and PostgreSQL when TEST_DATABASE_URL is set), end to end in Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -x /usr/bin/chromium ]; then
  echo "Installing Debian Chromium for the end-to-end tests..."
  SUDO=""
  [ "$(id -u)" -ne 0 ] && command -v sudo >/dev/null && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
fi

# The static checks are independent single-threaded tools: run them side by side, one per core,
# and fail when any of them fails (each prints its own findings).
echo "Typecheck, lint, format check and build..."
# Three TypeScript programs (decision 0138): server and domain (Node, no DOM), the browser (src/web),
# and the code that drives Chromium (e2e, scripts).
npm run --silent typecheck &
typecheck=$!
{ npm run --silent lint && npx vite build --logLevel warn; } &
lint=$!
status=0
wait "$typecheck" || status=1
wait "$lint" || status=1
[ "$status" -eq 0 ] || { echo "Typecheck, lint, format check or build failed." >&2; exit 1; }

npx vitest run "$@"
