#!/usr/bin/env bash
# End-to-end tests need Debian's Chromium (Playwright cannot download its own browsers here).
set -euo pipefail
chromium_path="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$chromium_path" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's chromium for the end-to-end tests..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "Missing: Chromium at $chromium_path. Install it with: sudo apt-get install -y chromium" >&2
echo "(or point CHROMIUM_PATH at a Chromium binary)" >&2
exit 1
