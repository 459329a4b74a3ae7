#!/usr/bin/env bash
# npm start: install, build the console, then serve console + API (embedded PostgreSQL unless
# DATABASE_URL is set) on PORT (default 8080).
set -euo pipefail
cd "$(dirname "$0")/.."
export TURBO_TELEMETRY_DISABLED=1
./scripts/install.sh
./scripts/pnpm.sh exec turbo run build --filter=@oms/console --output-logs=errors-only
export NODE_ENV=production
exec node --import tsx apps/server/src/main.ts
