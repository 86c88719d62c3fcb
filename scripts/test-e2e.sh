#!/usr/bin/env bash
# Playwright journeys in Debian's Chromium against the real server (test mode, fresh embedded database).
set -euo pipefail
cd "$(dirname "$0")/.."
[ -f dist/index.html ] || npx vite build --logLevel warn
npx playwright test "$@"
