# shellcheck shell=bash
# make backup, backups and restore: how the database is dumped, listed and replaced. Read by
# scripts/production.sh, whose helpers (compose, fail, env_setting, database_up) it uses.

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

# A dump from a newer release is refused before anything changes, unless FORCE=1: this release
# would read its newer document without the fields it does not know (hidden flags among them),
# and show the public what the owner had hidden.
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
  [ "${FORCE:-}" != 1 ] ||
    { echo "FORCE=1: restoring it anyway. This release may drop what it does not know in it, hidden flags included." >&2 && return 0; }
  fail "Nothing was changed. Restore it on that release or a later one (make upgrade first), or FORCE=1 restores it here anyway, losing what this release does not know."
}

# Sign-in is never weaker after a restore or a rollback: every session ends, and this server's
# trusted devices and second factor (when it is on) are kept over the dump's, unless SIGN_IN=backup
# asks for the dump's as it is. Sets KEEP_SIGN_IN, the SQL that keeps them before the dump is loaded.
choose_sign_in() {
  case "${SIGN_IN:-}" in
    '') KEEP_SIGN_IN=$(cat scripts/restore-keep-sign-in.sql) ;;
    backup) KEEP_SIGN_IN='' ;;
    *) fail "SIGN_IN=backup restores the backup's sign-in as it is; there is no SIGN_IN=$SIGN_IN. Nothing was changed." ;;
  esac
}

# The dump $1 loaded in place of the database, sign-in as choose_sign_in chose; what became of
# sign-in is printed once the database is replaced.
load_dump() {
  local outcome
  outcome=$(replace_database "$1" "$KEEP_SIGN_IN" "$(cat scripts/restore-sign-in.sql)") || return
  SIGN_IN_SAID="Every session was ended: sign in again."
  case "$outcome" in
    kept-was-off) SIGN_IN_SAID+=$'\nTwo-step sign-in is on here and was off in the backup: kept on, with its recovery codes. SIGN_IN=backup restores the backup\'s as it is.' ;;
    kept) SIGN_IN_SAID+=$'\nTwo-step sign-in: kept this server\'s secret and recovery codes (used ones stay used) rather than the backup\'s. SIGN_IN=backup restores the backup\'s as it is.' ;;
  esac
}

# The settings make restore takes, each exactly as documented, checked before anything changes.
check_restore_settings() {
  choose_sign_in
  [ -z "${FORCE:-}" ] || [ "$FORCE" = 1 ] ||
    fail "FORCE=1 restores a newer release's backup anyway; there is no FORCE=$FORCE. Nothing was changed."
  [ -n "${SNAPSHOT:-}" ] || return 0
  [ "${FROM:-}" = offsite ] || fail "SNAPSHOT names an off-site snapshot: give it with FROM=offsite. Nothing was changed."
  [[ $SNAPSHOT =~ ^(latest|[0-9a-f]{8,64})$ ]] ||
    fail "SNAPSHOT=$SNAPSHOT is not a snapshot's ID (make backups lists them) or latest. Nothing was changed."
}

restore() {
  local file=${1:-}
  check_restore_settings
  case "${FROM:-}" in
    '') [ -f "$file" ] || fail "usage: make restore FILE=backups/portfolio-<date>.dump | FROM=offsite [SNAPSHOT=<id>] [SIGN_IN=backup] [FORCE=1]" ;;
    offsite)
      [ -z "$file" ] || fail "FILE and FROM=offsite name two backups: give one. Nothing was changed."
      # On a new machine nothing runs yet: the database first, empty, then the snapshot.
      database_up
      mkdir -p backups && chmod 700 backups
      file=$(compose run --rm --no-deps -T backup fetch.sh "${SNAPSHOT:-latest}" | sed -n 's/^Fetched //p') &&
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
  local status=0
  load_dump "$file" || status=$?
  [ "$status" -eq 0 ] || echo "The restore failed (above): the database is as it was." >&2
  if [ -n "$api" ]; then
    compose start backend
    wait_healthy 60 || fail "The API did not become healthy: make logs"
  fi
  [ "$status" -eq 0 ] || return "$status"
  echo "Restored $file."
  printf '%s\n' "$SIGN_IN_SAID"
  [ -n "$api" ] || echo "make up serves it."
}
