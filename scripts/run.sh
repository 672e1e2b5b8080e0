#!/usr/bin/env bash
# Set up and start the calculator on http://127.0.0.1:8000 (SQLite, built-in rule sets loaded).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh requirements.txt
.venv/bin/python manage.py migrate --noinput
.venv/bin/python manage.py load_rulesets
exec .venv/bin/python manage.py runserver 127.0.0.1:8000
