#!/usr/bin/env bash
# Runs every benchmark, one after another (they share 2 cores with everything else: never in
# parallel). Each writes bench/results/<name>.json and its row of bench/results/latest.md; at the
# end latest.md is rewritten from all the JSON files.
#
#   bash bench/run.sh                 # full runs (about 20 minutes)
#   bash bench/run.sh --quick         # short runs while developing (any option is passed to every bench)
#   BENCH_ONLY="sizes api" bash bench/run.sh
#   BENCH_ONLY=firstview-switch bash bench/run.sh   # not in the default list: ~15-20 min on its own
#
# The browser benches measure a fresh production build of the current sources, made here into a
# temporary directory (dist/ is left alone); set DIST_DIR to measure an existing build instead.
set -uo pipefail
cd "$(dirname "$0")/.."

all=(sizes rounds lighthouse render api contention flashsale profile-order)
read -r -a only <<<"${BENCH_ONLY:-${all[*]}}"

tmp=$(mktemp -d "${TMPDIR:-/tmp}/bench-run-XXXXXX")
trap 'rm -rf "$tmp"' EXIT

needs_build=0
for b in "${only[@]}"; do
  case "$b" in sizes|rounds|lighthouse|firstview-switch|render) needs_build=1 ;; esac
done
if [ "$needs_build" = 1 ] && [ -z "${DIST_DIR:-}" ]; then
  echo "[bench] building the H5 app into $tmp/dist"
  if node node_modules/vite/bin/vite.js build --outDir "$tmp/dist" --emptyOutDir --logLevel warn >"$tmp/build.log" 2>&1; then
    export DIST_DIR="$tmp/dist"
  else
    echo "[bench] the build failed; the browser benches will report it:" >&2
    tail -n 20 "$tmp/build.log" >&2
    export DIST_DIR="$tmp/dist-missing"
  fi
fi

failed=()
for b in "${only[@]}"; do
  if [ ! -f "bench/$b.ts" ]; then echo "[bench] no bench named $b" >&2; failed+=("$b"); continue; fi
  echo
  echo "=== bench/$b.ts ==="
  started=$(date +%s)
  node --import tsx "bench/$b.ts" "$@" || failed+=("$b")
  echo "=== $b: $(( $(date +%s) - started )) s ==="
done

# latest.md: one row per bench, from bench/results/<name>.json (rows of benches not run now stay).
node --import tsx bench/lib/latest.ts
echo
cat "${BENCH_RESULTS_DIR:-bench/results}/latest.md"
if [ "${#failed[@]}" -gt 0 ]; then
  echo "[bench] not fully measured: ${failed[*]} (see the rows above and bench/results/<name>.json)" >&2
  exit 1
fi
