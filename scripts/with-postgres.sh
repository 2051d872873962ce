#!/usr/bin/env bash
# Runs a command with TEST_DATABASE_URL pointing at a throw-away PostgreSQL cluster from Debian's
# packages (installed when missing, as root), removed afterwards.
set -euo pipefail
# Debian installs the server binaries (initdb, pg_ctl) under /usr/lib/postgresql/<version>/bin, off the PATH.
if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
  if [ "$(id -u)" = 0 ]; then
    echo "Installing Debian's postgresql for the PostgreSQL test suite..." >&2
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
  else
    echo "PostgreSQL is missing: install Debian's 'postgresql' package (apt-get install postgresql, as root), or run without TEST_POSTGRES=1." >&2
    exit 1
  fi
fi
bin=$(dirname "$(ls /usr/lib/postgresql/*/bin/initdb | sort -V | tail -n 1)")
dir=$(mktemp -d /tmp/simu-pg.XXXXXX)
chown -R postgres "$dir" 2>/dev/null || true
port=${PG_PORT:-55432}
as_pg() { if [ "$(id -u)" = 0 ]; then su postgres -s /bin/sh -c "$*"; else sh -c "$*"; fi; }
as_pg "$bin/initdb -D $dir/data -A trust -U postgres >/dev/null"
as_pg "$bin/pg_ctl -D $dir/data -o '-p $port -k $dir -c listen_addresses=127.0.0.1' -l $dir/log -w start >/dev/null"
trap 'as_pg "$bin/pg_ctl -D $dir/data -m fast stop >/dev/null" || true; rm -rf "$dir"' EXIT
as_pg "$bin/createdb -h 127.0.0.1 -p $port -U postgres simu_test"
TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/simu_test" "$@"
