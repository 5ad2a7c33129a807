#!/usr/bin/env bash
# Typecheck, lint, format, then every test: domain, server (PGlite, and PostgreSQL when TEST_DATABASE_URL is set), end to end in Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -x /usr/bin/chromium ]; then
  echo "Installing Debian Chromium for the end-to-end tests..."
  SUDO=""
  [ "$(id -u)" -ne 0 ] && command -v sudo >/dev/null && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
fi

echo "Typecheck, lint and format check..."
npx tsc --noEmit
npm run --silent lint

npx vite build --logLevel warn
npx vitest run "$@"
