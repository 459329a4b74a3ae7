#!/usr/bin/env bash
# pnpm pinned to the version in package.json; npx caches it after the first run (corepack fails here).
exec npx -y pnpm@10.34.9 "$@"
