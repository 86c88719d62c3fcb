#!/usr/bin/env bash
# Installs the Debian packages the project needs (browser, CJK font, PostgreSQL client/server, wrk)
# when they are missing. Idempotent; needs root (as on this machine kind) or sudo.
set -euo pipefail
need=()
command -v chromium >/dev/null 2>&1 || need+=(chromium)
fc-list :lang=zh 2>/dev/null | grep -qi . || need+=(fonts-wqy-microhei)
command -v pg_ctlcluster >/dev/null 2>&1 || need+=(postgresql)
if [ "${WITH_BENCH_TOOLS:-0}" = 1 ]; then command -v wrk >/dev/null 2>&1 || need+=(wrk); fi
if [ ${#need[@]} -gt 0 ]; then
  echo "[setup] installing Debian packages: ${need[*]}"
  SUDO=""; [ "$(id -u)" = 0 ] || SUDO="sudo"
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get update -qq
  $SUDO apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
fi
