#!/usr/bin/env bash
# npm test: install, then typecheck, lint, unit, component, server integration (real PostgreSQL),
# storybook, and browser end-to-end tests (Debian chromium). Stops at the first red step.
set -euo pipefail
cd "$(dirname "$0")/.."
export TURBO_TELEMETRY_DISABLED=1
start=$(date +%s)
./scripts/install.sh
./scripts/ensure-chromium.sh
# Two cores: two tasks at a time.
./scripts/pnpm.sh exec turbo run typecheck lint test build --concurrency=2 --output-logs=new-only
echo "[test] browser end-to-end"
./scripts/pnpm.sh --filter @oms/console run e2e
echo "[test] all green in $(( $(date +%s) - start )) s"
