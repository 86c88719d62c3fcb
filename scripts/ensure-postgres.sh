#!/usr/bin/env bash
# Makes sure a PostgreSQL server answers on 127.0.0.1:5432 for the server tests; starts the
# Debian cluster when it is installed but down. Prints the admin URL the tests should use.
set -euo pipefail
url="${PG_ADMIN_URL:-postgres://postgres@127.0.0.1:5432/postgres}"
if ! pg_isready -q -h 127.0.0.1 -p 5432 2>/dev/null; then
  ver=$(ls /etc/postgresql 2>/dev/null | sort -V | tail -n1 || true)
  if [ -z "$ver" ]; then echo "[pg] no PostgreSQL cluster found" >&2; exit 1; fi
  SUDO=""; [ "$(id -u)" = 0 ] || SUDO="sudo"
  $SUDO pg_ctlcluster --skip-systemctl-redirect "$ver" main start >&2 || $SUDO pg_ctlcluster "$ver" main start >&2
  for _ in $(seq 1 30); do pg_isready -q -h 127.0.0.1 -p 5432 && break; sleep 1; done
fi
# Trust auth for local connections is the machine default; fall back to the postgres OS user.
if ! psql "$url" -Atqc 'select 1' >/dev/null 2>&1; then
  if command -v runuser >/dev/null 2>&1 && [ "$(id -u)" = 0 ]; then
    runuser -u postgres -- psql -Atqc "alter user postgres password 'postgres'" >/dev/null
    url="postgres://postgres:postgres@127.0.0.1:5432/postgres"
  fi
fi
echo "$url"
