#!/usr/bin/env bash
# The owner's operations on the production stack: make backup, restore, upgrade, rollback, publish
# and wait-healthy. One place knows how the database is dumped and replaced, which images a rollback
# puts back, and when the API counts as up.
set -euo pipefail
cd "$(dirname "$0")/.."

if docker compose version >/dev/null 2>&1; then
  compose() { docker compose "$@"; }
else
  compose() { docker-compose "$@"; }
fi

# What make rollback puts back: the images the stack ran before the last upgrade, and the backup
# made just before it.
ROLLBACK_STATE=backups/rollback.env
# The services built from this repository (db runs a pinned upstream image).
BUILT_SERVICES=(backend nginx)
# How long a new version has to become healthy before make upgrade puts the previous one back.
UPGRADE_HEALTH_SECONDS=${UPGRADE_HEALTH_SECONDS:-120}

fail() {
  printf '%s\n' "$*" >&2
  exit 1
}

# A dump by the backup service, as its schedule makes them (backup/backup.sh), kept in backups/
# until the owner removes it, and sent off-site when BACKUP_REPOSITORY is set. A dump that is
# written but did not reach off-site fails make backup, and is enough for make upgrade.
backup() {
  mkdir -p backups && chmod 700 backups
  local printed status=0
  printed=$(compose run --rm --no-deps -T backup backup.sh on-demand) || status=$?
  printf '%s\n' "$printed"
  BACKUP_FILE=$(sed -n 's/^Wrote \(backups\/[^ ]*\).*/\1/p' <<<"$printed")
  [ -n "$BACKUP_FILE" ] || fail "The backup failed (above); nothing was written."
  [ "$status" -eq 0 ] || [ "${1:-}" = local ] || fail "The dump is in $BACKUP_FILE, but it did not reach off-site (above)."
}

# Local dumps, then off-site snapshots, each with its date, release and size.
backups() {
  echo "Here (backups/):"
  local file name size
  for file in backups/nightly/*.dump backups/*.dump; do
    [ -f "$file" ] || continue
    name=${file##*/}
    size=$(du -h "$file" | cut -f 1)
    if [[ $name =~ ^portfolio-([0-9-]{10})-([0-9]{2})([0-9]{2})([0-9]{2})-?(.*)\.dump$ ]]; then
      printf '  %-60s %s %s:%s:%s  release %-8s %s\n' "$file" "${BASH_REMATCH[1]}" "${BASH_REMATCH[@]:2:3}" "${BASH_REMATCH[5]:-?}" "$size"
    else
      printf '  %-60s %s\n' "$file" "$size"
    fi
  done
  if [ -z "$(env_setting BACKUP_REPOSITORY)" ]; then
    echo "Off-site: none (BACKUP_REPOSITORY is not set in .env)."
    return 0
  fi
  echo "Off-site (BACKUP_REPOSITORY):"
  compose run --rm --no-deps -T backup snapshots.sh
}

# A value of .env, as the stack reads it (the environment wins, as for make's own settings).
env_setting() {
  local value=${!1:-}
  [ -n "$value" ] || value=$(sed -n "s/^$1=//p" .env 2>/dev/null | tail -n 1)
  printf '%s' "$value"
}

# Replaces the whole database (schema included) with a dump's, in one transaction: tables that
# later migrations made and the dump does not know are gone too, so the API migrates the restored
# data forward from where the dump left it. The dump is read in full before anything is dropped,
# and any error rolls the transaction back: a restore that fails leaves the database as it was.
# $2 runs before the schema is dropped and $3 after the dump's SQL, both in that transaction;
# what they leave in pg_temp.restore_outcome is printed.
replace_database() {
  compose exec -T db sh -c '
    set -e
    dir=$(mktemp -d)
    trap "rm -rf \"$dir\"" EXIT
    printf "%s\n" "$1" >"$dir/before.sql"
    printf "%s\n" "$2" >"$dir/after.sql"
    pg_restore --no-owner --no-privileges --file="$dir/dump.sql"
    psql -X -q -A -t -o /dev/null -v ON_ERROR_STOP=1 --single-transaction -U "$POSTGRES_USER" -d "$POSTGRES_DB" \
      -c "SET client_min_messages TO warning" -c "CREATE TEMP TABLE restore_outcome (outcome text) ON COMMIT DROP" \
      -f "$dir/before.sql" -c "DROP SCHEMA public CASCADE" -c "CREATE SCHEMA public" -f "$dir/dump.sql" \
      -f "$dir/after.sql" -c "\\o" -c "TABLE pg_temp.restore_outcome"
  ' sh "${2:-}" "${3:-}" <"$1"
}

# The migrations a dump's database ran, one a line: TypeORM's migrations table, read from the dump.
dump_migrations() {
  compose exec -T db pg_restore --data-only --table=migrations --file=- <"$1" |
    awk -F '\t' '/^COPY / { rows = 1; next } /^\\\.$/ { rows = 0 } rows { print $3 }'
}

# This release's version, then its migrations, one a line, as the API's image knows them.
release_migrations() {
  compose run --rm --no-deps -T backend node -e "
    console.log(require('@portfolio/contract').VERSION);
    for (const migration of require('./dist/database/database-options').databaseOptions('').migrations)
      console.log(migration.name);"
}

# A dump from a newer release is refused before anything changes, unless FORCE is set: this
# release would read its newer document without the fields it does not know (hidden flags among
# them), and show the public what the owner had hidden.
check_release() {
  local dumped release unknown
  # A dump that cannot be read is refused here, as the restore itself would refuse it.
  dumped=$(dump_migrations "$1") || fail "The restore failed (above): the database is as it was."
  release=$(release_migrations) || fail "This release's migrations could not be listed (above): nothing was changed."
  unknown=$(grep -vxF -f <(tail -n +2 <<<"$release") <<<"$dumped" || true)
  [ -n "$unknown" ] || return 0
  {
    echo "$1 is from a newer release than this one ($(head -n 1 <<<"$release")): its database ran migrations this release does not know:"
    sed 's/^/  /' <<<"$unknown"
  } >&2
  [ -z "${FORCE:-}" ] ||
    { echo "FORCE is set: restoring it anyway. This release may drop what it does not know in it, hidden flags included." >&2 && return 0; }
  fail "Nothing was changed. Restore it on that release or a later one (make upgrade first), or FORCE=1 restores it here anyway, losing what this release does not know."
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

# What /api/health says of the publishing, from inside the API's container: one JSON line.
publish_status() {
  compose exec -T backend node -e "fetch('http://127.0.0.1:8080/api/health').then((r) => r.json()).then((h) => console.log(JSON.stringify(h.publish)))"
}

# Asks the running API to publish the site now, checking what the target holds (it listens for
# SIGUSR2), and waits for that publish to end: saves and scheduled posts publish by themselves.
publish() {
  [ -n "$(env_setting PUBLISH_TO)" ] || fail "PUBLISH_TO is not set in .env: the site is published nowhere (README: Publish to a static host or CDN)."
  local before after deadline=$((SECONDS + ${PUBLISH_WAIT_SECONDS:-300}))
  before=$(publish_status) || fail "The API does not answer: make up, then make logs."
  compose kill -s SIGUSR2 backend >/dev/null
  until after=$(publish_status) && [ "$after" != "$before" ]; do
    [ "$SECONDS" -lt "$deadline" ] || fail "No publish ended within ${PUBLISH_WAIT_SECONDS:-300} s (or it failed as the last one did): make logs"
    sleep 1
  done
  printf '%s\n' "$after"
  grep -q '"ok":true' <<<"$after" || fail "The publish failed (above); it is tried again by itself, later and later."
  echo "Published."
}

# Sign-in is never weaker after a restore: every session ends, and this server's second factor,
# when it is on, is kept over the dump's unless SIGN_IN=backup asks for the dump's as it is.
restore() {
  local file=${1:-} keep
  case "${SIGN_IN:-}" in
    '') keep=$(cat scripts/restore-keep-second-factor.sql) ;;
    backup) keep='' ;;
    *) fail "SIGN_IN=backup restores the backup's sign-in as it is; there is no SIGN_IN=$SIGN_IN. Nothing was changed." ;;
  esac
  case "${FROM:-}" in
    '') [ -f "$file" ] || fail "usage: make restore FILE=backups/portfolio-<date>.dump | FROM=offsite [SNAPSHOT=<id>] [SIGN_IN=backup] [FORCE=1]" ;;
    offsite)
      [ -z "$file" ] || fail "FILE and FROM=offsite name two backups: give one. Nothing was changed."
      # On a new machine nothing runs yet: the database first, empty, then the snapshot.
      database_up
      mkdir -p backups && chmod 700 backups
      file=$(compose run --rm --no-deps -T backup fetch.sh "${SNAPSHOT:-latest}" | sed -n 's/^Fetched //p')
      [ -f "$file" ] || fail "Nothing was changed."
      echo "Fetched $file from the off-site repository." ;;
    *) fail "FROM=offsite restores from the off-site repository; there is no FROM=$FROM. Nothing was changed." ;;
  esac
  check_release "$file"
  # The API is stopped while the database is replaced; nginx serves its cached pages meanwhile.
  # On a new machine there is none yet: make up starts it on the restored data.
  local api
  api=$(compose ps -q backend)
  [ -z "$api" ] || compose stop backend
  local status=0 outcome
  outcome=$(replace_database "$file" "$keep" "$(cat scripts/restore-sign-in.sql)") || status=$?
  [ "$status" -eq 0 ] || echo "The restore failed (above): the database is as it was." >&2
  if [ -n "$api" ]; then
    compose start backend
    wait_healthy 60 || fail "The API did not become healthy: make logs"
  fi
  [ "$status" -eq 0 ] || return "$status"
  echo "Restored $file."
  echo "Every session was ended: sign in again."
  case "$outcome" in
    kept-was-off) echo "Two-step sign-in is on here and was off in the backup: kept on, with its recovery codes." \
      "SIGN_IN=backup restores the backup's as it is." ;;
    kept) echo "Two-step sign-in: kept this server's secret and recovery codes (used ones stay used) rather than the backup's." \
      "SIGN_IN=backup restores the backup's as it is." ;;
  esac
  [ -n "$api" ] || echo "make up serves it."
}

# Settings that docker-compose.yml requires (written there as ${NAME:?reason}) and .env lacks.
missing_settings() {
  local name
  for name in $(grep -o '\${[A-Z_]*:?' docker-compose.yml | tr -d '${:?' | sort -u); do
    [ -n "$(env_setting "$name")" ] || echo "$name"
  done
}

check_settings() {
  [ -f .env ] || fail "No .env: run make env first."
  local missing
  missing=$(missing_settings)
  if [ -n "$missing" ]; then
    echo "This version needs these settings in .env, which has none for them (.env.example says what each is):" >&2
    sed 's/^/  /' <<<"$missing" >&2
    fail "Nothing was changed."
  fi
  local added
  added=$(comm -13 <(sed -n 's/^\([A-Z_]*\)=.*/\1/p' .env | sort -u) <(sed -n 's/^\([A-Z_]*\)=.*/\1/p' .env.example | sort -u))
  [ -z "$added" ] || echo "New settings, at their defaults until set in .env (see .env.example):" $added
}

upgrade() {
  check_settings
  [ -n "$(compose ps -q backend)" ] || fail "The stack is not running: make up starts it."
  backup local
  record_rollback "$BACKUP_FILE"
  echo "Building the new version while the current one serves..."
  compose build || fail "The new version did not build (above). Nothing was changed."
  # The new image judges .env by its own rules (secrets, addresses) before it replaces anything.
  compose run --rm --no-deps -T backend node -e "require('./dist/config').loadConfig(process.env)" ||
    fail "The new version refuses these settings (above). Nothing was changed: fix .env, then make upgrade."
  local started=$SECONDS
  # The API first (nginx serves its cached pages meanwhile), then nginx once the API answers.
  if compose up -d --no-build --no-deps backend && wait_healthy "$UPGRADE_HEALTH_SECONDS"; then
    compose up -d --no-build
    echo "Upgraded: the new version answered after $((SECONDS - started)) s. make rollback puts the previous one back."
    return 0
  fi
  echo "The new version did not start, or did not become healthy within $UPGRADE_HEALTH_SECONDS s. Its last lines:" >&2
  compose logs --no-color --tail=20 backend >&2 || true
  echo "Putting the previous version back..." >&2
  rollback
  fail "The upgrade was rolled back: the previous version and its data ($BACKUP_FILE) are back."
}

# The image docker-compose.yml names for a service (an older release may have named it otherwise).
image_of() {
  compose config | awk -v service="  $1:" '
    $0 == service { inside = 1; next }
    inside && /^  [^ ]/ { exit }
    inside && $1 == "image:" { print $2; exit }'
}

# Tags the images the stack runs now as :rollback, under the names this docker-compose.yml gives
# them, and notes which backup goes with them.
record_rollback() {
  local images=() service container image
  for service in "${BUILT_SERVICES[@]}"; do
    container=$(compose ps -q "$service")
    [ -n "$container" ] || fail "The $service service is not running: make up starts the stack."
    image=$(image_of "$service")
    image=${image%:*}
    docker tag "$(docker inspect --format '{{.Image}}' "$container")" "$image:rollback"
    images+=("$image")
  done
  printf 'BACKUP=%q\nIMAGES=%q\n' "$1" "${images[*]}" >"$ROLLBACK_STATE"
}

# A rollback that stops part way starts the API again before it gives up, rather than leave the
# site without one: the container it stopped, unless a new one already took its place.
start_again() {
  printf '%s\n' "$1" >&2
  compose start backend || fail "The API could not be started again either (above): make logs."
  fail "The API is started again. make rollback tries once more; make logs shows how it runs."
}

rollback() {
  [ -f "$ROLLBACK_STATE" ] || fail "Nothing to roll back to: make upgrade records the previous version when it runs."
  local BACKUP IMAGES image
  # shellcheck source=/dev/null
  . "$ROLLBACK_STATE"
  [ -f "$BACKUP" ] || fail "The backup made before the upgrade, $BACKUP, is gone: nothing was changed."
  for image in $IMAGES; do
    docker image inspect "$image:rollback" >/dev/null || fail "The image $image:rollback is gone (above): nothing was changed."
  done
  compose stop backend || start_again "The API could not be stopped (above): nothing was changed."
  # The images are tagged once the data is back, so a database that cannot be put back leaves
  # both as they were.
  replace_database "$BACKUP" ||
    start_again "The database could not be put back (above): it is as it was."
  for image in $IMAGES; do
    docker tag "$image:rollback" "$image:latest" ||
      start_again "The previous images could not be put back (above), though the data of $BACKUP is."
  done
  compose up -d --no-build || start_again "The previous version could not be started (above)."
  wait_healthy "$UPGRADE_HEALTH_SECONDS" || fail "The previous version is not healthy either: make logs"
  echo "Rolled back to the images and the data of $BACKUP."
  echo "This folder still holds the newer code: check out the previous release before the next make up."
}

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
