#!/usr/bin/env bash
# Set up everything the tests need and run the whole suite: Python packages, and (as root,
# through apt) Debian's Chromium and CJK fonts for the browser tests. Extra args go to pytest.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -x /usr/bin/chromium ] || ! fc-list 2>/dev/null | grep -qi "Noto.*CJK"; then
  if [ "$(id -u)" = 0 ]; then
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq --no-install-recommends chromium fonts-noto-cjk fonts-symbola >/dev/null
  else
    echo "Browser tests need Debian's chromium and fonts-noto-cjk: sudo apt-get install chromium fonts-noto-cjk" >&2
  fi
fi
scripts/setup.sh requirements-dev.txt
mkdir -p test-artifacts
exec .venv/bin/pytest "$@"
