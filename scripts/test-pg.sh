#!/usr/bin/env bash
# The server suite again, against a real PostgreSQL server (started here when it is down).
set -euo pipefail
cd "$(dirname "$0")/.."
url=$(bash scripts/ensure-postgres.sh)
TEST_PG_URL="$url" npx vitest run --project server --project server-isolated "$@"
