#!/usr/bin/env bash
# Starts a local PostgreSQL server for the API tests and prints the DATABASE_URL to use.
# Installs Debian's postgresql when the machine has none. Idempotent.
set -euo pipefail
log() { echo "[postgres] $*" >&2; }
if ! ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1; then
  log "installing Debian's postgresql"
  apt-get update -qq >&2 && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >&2
fi
if ! pg_lsclusters -h | grep -q .; then
  ver=$(ls /usr/lib/postgresql | sort -n | tail -1)
  pg_createcluster "$ver" main >&2
fi
read -r ver cluster port status _ < <(pg_lsclusters -h | head -1)
if [ "$status" != "online" ]; then
  log "starting cluster $ver/$cluster on port $port"
  pg_ctlcluster "$ver" "$cluster" start >&2
fi
for _ in $(seq 1 30); do
  pg_isready -q -p "$port" && break
  sleep 1
done
pg_isready -q -p "$port" || { log "server did not become ready"; exit 1; }
su postgres -c "psql -p $port -qtAc \"SELECT 1 FROM pg_roles WHERE rolname='sanity'\"" | grep -q 1 ||
  su postgres -c "psql -p $port -qc \"CREATE ROLE sanity LOGIN SUPERUSER PASSWORD 'sanity'\"" >&2
su postgres -c "psql -p $port -qtAc \"SELECT 1 FROM pg_database WHERE datname='sanity'\"" | grep -q 1 ||
  su postgres -c "createdb -p $port -O sanity sanity" >&2
echo "postgres://sanity:sanity@127.0.0.1:$port/sanity"
