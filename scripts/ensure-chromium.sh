#!/usr/bin/env bash
# The browser tests drive Debian's chromium (browser downloads such as `playwright install` fail
# here), with a CJK font so screenshots show Chinese instead of boxes.
set -euo pipefail
need=()
command -v chromium >/dev/null 2>&1 || need+=(chromium)
dpkg -s fonts-noto-cjk >/dev/null 2>&1 || need+=(fonts-noto-cjk)
[ ${#need[@]} -eq 0 ] && exit 0
echo "[test] installing Debian packages: ${need[*]}"
SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${need[@]}" >/dev/null
command -v chromium
