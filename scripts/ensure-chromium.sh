#!/usr/bin/env bash
# The browser tests drive Debian's chromium; browser downloads (playwright install) fail here.
set -euo pipefail
if command -v chromium >/dev/null 2>&1; then exit 0; fi
echo "[test] installing Debian chromium"
SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
command -v chromium
