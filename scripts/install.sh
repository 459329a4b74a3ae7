#!/usr/bin/env bash
# Installs the workspace's npm packages exactly as the lockfile pins them (pnpm via npx).
set -euo pipefail
cd "$(dirname "$0")/.."
export TURBO_TELEMETRY_DISABLED=1
./scripts/pnpm.sh install --frozen-lockfile --prefer-offline --reporter=append-only | grep -v -E '^(Progress|Packages):' || true
test -d node_modules/.pnpm || { echo "install failed" >&2; exit 1; }
