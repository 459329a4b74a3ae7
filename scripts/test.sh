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
# Every check two at a time, then the browser suite. (Both side by side was tried, the other checks at
# the lowest CPU priority: every browser test took 1.4 times as long and the checks 1.6 times, for no
# gain in all — the CPU is the limit, as it was for more browser workers and for three checks at once.)
checks_began=$(date +%s)
phase "typecheck, lint, unit, component, server, builds" \
  ./scripts/pnpm.sh exec turbo run typecheck lint test build --concurrency=2 --output-logs=new-only --summarize
phase "browser end-to-end" ./scripts/pnpm.sh --filter @oms/console run e2e
