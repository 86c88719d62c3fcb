#!/usr/bin/env bash
# The quick start: installs what is missing, builds the H5 app when its sources changed, and starts
# the shop (API + /h5/) on 127.0.0.1 with the embedded database (seeded with demo data on first start).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
if [ ! -f dist/index.html ] || [ -n "$(find src widgets index.html vite.config.ts -newer dist/index.html -print -quit 2>/dev/null)" ]; then
  echo "[start] building the H5 app"
  npx vite build --logLevel warn
fi
export SHOP_MODE="${SHOP_MODE:-development}"
exec node --import tsx server/main.ts
