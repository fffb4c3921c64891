#!/usr/bin/env bash
# The owner's operations on the production stack: make backup, backups, restore, upgrade,
# rollback, publish and wait-healthy. One place knows how the database is dumped and replaced
# (production/backups.sh), which images a rollback puts back (production/upgrades.sh), how a
# publish is asked for (production/publish.sh), and, here, what they share: how .env is read and
# when the database and the API count as up.
set -euo pipefail
cd "$(dirname "$0")/.."

if docker compose version >/dev/null 2>&1; then
  compose() { docker compose "$@"; }
else
  compose() { docker-compose "$@"; }
fi

fail() {
  printf '%s\n' "$*" >&2
  exit 1
}

# A value of .env, as the stack reads it (the environment wins, as for make's own settings).
env_setting() {
  local value=${!1:-}
  [ -n "$value" ] || value=$(sed -n "s/^$1=//p" .env 2>/dev/null | tail -n 1)
  printf '%s' "$value"
}

# The database's service started and answering (at most a minute): all a restore needs.
database_up() {
  compose up -d --no-build db
  local deadline=$((SECONDS + 60))
  until compose exec -T db sh -c 'pg_isready -q -h 127.0.0.1 -U "$POSTGRES_USER" -d "$POSTGRES_DB"' >/dev/null 2>&1; do
    [ "$SECONDS" -lt "$deadline" ] || fail "The database did not start (make logs): nothing was changed."
    sleep 1
  done
}

# Until the API answers /api/health from inside its container, at most $1 seconds.
wait_healthy() {
  local deadline=$((SECONDS + ${1:-60}))
  while [ "$SECONDS" -lt "$deadline" ]; do
    compose exec -T backend node -e "fetch('http://127.0.0.1:8080/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))" \
      >/dev/null 2>&1 && return 0
    sleep 0.5
  done
  return 1
}

# The operations, by what they work on; each file is read by this one, whose helpers it uses.
# shellcheck source=scripts/production/backups.sh
. scripts/production/backups.sh
# shellcheck source=scripts/production/upgrades.sh
. scripts/production/upgrades.sh
# shellcheck source=scripts/production/publish.sh
. scripts/production/publish.sh

case "${1:-}" in
  backup) backup ;;
  backups) backups ;;
  restore) restore "${2:-}" ;;
  upgrade) upgrade ;;
  rollback) rollback ;;
  publish) publish ;;
  wait-healthy) wait_healthy "${2:-60}" || fail "The API did not become healthy: make logs" ;;
  *) fail "usage: $0 backup | backups | restore FILE | upgrade | rollback | publish | wait-healthy [SECONDS]" ;;
esac
