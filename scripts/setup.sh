#!/usr/bin/env bash
# Everything the project needs on a fresh machine of this kind: Debian packages (Chromium, a CJK
# font, PostgreSQL) and the npm packages from the lock file. Safe to run again.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-system.sh
stamp=node_modules/.install-stamp
if [ ! -f "$stamp" ] || [ package-lock.json -nt "$stamp" ] || [ package.json -nt "$stamp" ]; then
  echo "[setup] installing npm packages"
  npm ci --no-audit --no-fund --loglevel=error
  touch "$stamp"
fi
