#!/usr/bin/env bash
# Run tests (default: the database-backed web tests) against a throwaway PostgreSQL on
# 127.0.0.1, to catch what SQLite lets through (string lengths, types). Needs root for apt and
# to run the server as the postgres user. Extra args go to pytest.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq && apt-get install -y -qq --no-install-recommends postgresql >/dev/null
fi
PGBIN=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)
PGPORT=${PGPORT:-54329}
PGROOT=$(mktemp -d /tmp/pg.XXXXXX)
chown postgres:postgres "$PGROOT"
as_pg() { runuser -u postgres -- "$@"; }
stop_pg() { as_pg "$PGBIN/pg_ctl" -D "$PGROOT/data" -m fast -w stop >/dev/null 2>&1 || true; rm -rf "$PGROOT"; }
trap stop_pg EXIT
as_pg "$PGBIN/initdb" -D "$PGROOT/data" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
as_pg "$PGBIN/pg_ctl" -D "$PGROOT/data" -l "$PGROOT/log" -w \
  -o "-c listen_addresses=127.0.0.1 -p $PGPORT -k $PGROOT -c fsync=off" start >/dev/null
psql -h 127.0.0.1 -p "$PGPORT" -U postgres -qc "CREATE ROLE app LOGIN CREATEDB PASSWORD 'app'" -c "CREATE DATABASE app OWNER app"
export DATABASE_URL="postgres://app:app@127.0.0.1:$PGPORT/app"
.venv/bin/python manage.py migrate --noinput -v0
if [ $# -eq 0 ]; then set -- tests/web -q; fi
.venv/bin/pytest "$@"
