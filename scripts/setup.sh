#!/usr/bin/env bash
# Create .venv with Python 3.12+ (Django 6 needs it; the system python3 here may be 3.11)
# and install the requirements. Usage: scripts/setup.sh [requirements file]
set -euo pipefail
cd "$(dirname "$0")/.."
requirements=${1:-requirements.txt}
find_python() {
  for candidate in "${PYTHON:-}" python3.13 python3.12 \
      $(ls -d "${PYENV_ROOT:-$HOME/.pyenv}"/versions/3.1[2-9]*/bin/python3 2>/dev/null | sort -V -r); do
    [ -n "$candidate" ] || continue
    if "$candidate" -c 'import sys; sys.exit(sys.version_info < (3, 12))' 2>/dev/null; then
      echo "$candidate"; return
    fi
  done
  python3 -c 'import sys; sys.exit(sys.version_info < (3, 12))' 2>/dev/null && { echo python3; return; }
  echo "Python 3.12 or newer is needed (Django 6). Install it, or set PYTHON=/path/to/python3.12." >&2
  exit 1
}
if [ ! -x .venv/bin/python ] || ! .venv/bin/python -c 'import sys; sys.exit(sys.version_info < (3, 12))'; then
  rm -rf .venv
  "$(find_python)" -m venv .venv
fi
.venv/bin/pip install -qq --disable-pip-version-check -r "$requirements"
