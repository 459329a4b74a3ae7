#!/usr/bin/env bash
# npm test: install, then typecheck, lint, unit, component, server integration (real PostgreSQL),
# storybook, and browser end-to-end tests (Debian chromium). Stops at the first red step; prints each
# phase's time at the end (and as far as it got when a phase fails).
set -euo pipefail
cd "$(dirname "$0")/.."
export TURBO_TELEMETRY_DISABLED=1
start=$(date +%s)
phases=()
phase() {
  local name=$1
  shift
  local began
  began=$(date +%s)
  echo "[test] ${name}"
  "$@"
  phases+=("$(printf '%-52s %5d s' "$name" $(($(date +%s) - began)))")
}
report() {
  local code=$?
  echo "[test] phase times:"
  for p in "${phases[@]}"; do echo "[test]   $p"; done
  if [ -n "${checks_began:-}" ]; then node scripts/task-times.mjs "$checks_began" || true; fi
  if [ "$code" -eq 0 ]; then echo "[test] all green in $(($(date +%s) - start)) s"; fi
}
trap report EXIT
phase "install" ./scripts/install.sh
phase "chromium" ./scripts/ensure-chromium.sh
# The console's build first: the browser suite needs it, and starts as soon as it is there.
phase "console build" \
  ./scripts/pnpm.sh exec turbo run build --filter=@oms/console --output-logs=new-only

# Then two lanes side by side: the browser suite, and every other check two at a time at the lowest CPU
# priority. The browser suite alone keeps only 1.3 of 2 cores busy; the other checks take what it leaves,
# and all of the machine once it is done. (Side by side at one priority, every browser test took three
# times as long: a click waits on the browser, the server and PostgreSQL in turn, and each wait grew.
# More browser workers or stacks did not help either: the CPU is the limit.) The first red lane stops both.
other_checks() {
  ./scripts/pnpm.sh exec turbo run typecheck lint test build --filter='!@oms/console' \
    --concurrency=2 --output-logs=new-only --summarize &&
    ./scripts/pnpm.sh exec turbo run typecheck lint test --filter=@oms/console \
    --concurrency=2 --output-logs=new-only --summarize
}
lane() {
  local name=$1 began code
  shift
  began=$(date +%s)
  set +e
  "$@"
  code=$?
  set -e
  printf '%-52s %5d s%s\n' "$name" $(($(date +%s) - began)) "$([ "$code" -ne 0 ] && echo " (red)")" >>"$lane_times"
  return "$code"
}
lanes=()
stop_lanes() { for l in "${lanes[@]}"; do kill -TERM -- "-$l" 2>/dev/null || true; done; }
lane_times=$(mktemp)
checks_began=$(date +%s)
phases_began=$checks_began
export -f lane other_checks
export lane_times
echo "[test] browser end-to-end | typecheck, lint, unit, component, server, builds (side by side)"
setsid bash -c 'lane "browser end-to-end" ./scripts/pnpm.sh --filter @oms/console run e2e' &
lanes+=($!)
setsid nice -n 19 bash -c 'lane "typecheck, lint, unit, component, server, builds" other_checks' &
lanes+=($!)
trap 'stop_lanes; exit 130' INT TERM
failed=0
for _ in "${lanes[@]}"; do
  if ! wait -n; then
    failed=1
    stop_lanes
  fi
done
while read -r line; do phases+=("$line"); done <"$lane_times"
phases+=("$(printf '%-52s %5d s' "both lanes" $(($(date +%s) - phases_began)))")
rm -f "$lane_times"
[ "$failed" -eq 0 ]
