#!/usr/bin/env bash
# The end-to-end tests drive Debian's Chromium: browser downloads are impossible on this project's machines,
# so install the distribution package when it is missing (needs root or sudo and Debian's package index).
set -euo pipefail
browser="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$browser" ]; then exit 0; fi
echo "Chromium not found at $browser: installing Debian's chromium package" >&2
sudo_cmd=""
if [ "$(id -u)" -ne 0 ]; then sudo_cmd="sudo"; fi
$sudo_cmd apt-get update
DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y --no-install-recommends chromium
