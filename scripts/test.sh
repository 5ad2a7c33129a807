#!/usr/bin/env bash
# Every test: domain, server (PGlite, and PostgreSQL when TEST_DATABASE_URL is set), end to end in Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -x /usr/bin/chromium ]; then
  echo "Installing Debian Chromium for the end-to-end tests..."
  SUDO=""
  [ "$(id -u)" -ne 0 ] && command -v sudo >/dev/null && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
fi

npx vite build --logLevel warn
npx vitest run "$@"
