#!/usr/bin/env bash
# Every test of the project, as CI runs it: set-up, lint, type-check, generated types up to date,
# unit + API tests on the embedded database, API tests on a PostgreSQL server, the production
# build with its size budget, and the browser journeys.
set -euo pipefail
cd "$(dirname "$0")/.."
step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }
step setup;              bash scripts/setup.sh
step lint;               npx eslint --max-warnings=0 .
step typecheck;          npm run --silent typecheck   # the browser's project (tsconfig.json) and the server's (server/tsconfig.json)
step "generated types";  node --import tsx scripts/gen-types.ts --check
step "unit + API (PGlite)"; npx vitest run
step "API (PostgreSQL)"; bash scripts/test-pg.sh
step "build + budget";   npm run build --silent
step "e2e (Chromium)";   bash scripts/test-e2e.sh
