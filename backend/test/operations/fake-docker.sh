#!/usr/bin/env bash
# A stand-in for `docker` that answers as a running stack would, so the owner's operations can be
# run without a Docker engine. Each call is noted in $FAKE_DOCKER_LOG, one line in short (the
# database and health scripts by what they do), and a call whose line matches the extended regular
# expression $FAKE_DOCKER_FAIL fails. What a restore feeds the database goes to $FAKE_DOCKER_LOG.restored,
# and the SQL it runs around the dump to $FAKE_DOCKER_LOG.sql (each ended by a NUL); it answers $FAKE_DOCKER_OUTCOME for
# what became of sign-in (nothing unless set). A dump's migrations are the lines of the dump file as pg_restore prints
# them; this release is 3.2.0 with its first two migrations. The backup service writes its dumps
# into backups/ (a fetched snapshot's named after the snapshot asked for), and exits
# $FAKE_DOCKER_BACKUP_STATUS (0 unless set: 3 is a dump that did not reach off-site). With
# $FAKE_DOCKER_NEW_MACHINE set, no container exists yet. Asked to publish (SIGUSR2), the API's
# health says $FAKE_DOCKER_PUBLISHED of the publishing.
set -euo pipefail

case "$*" in
  'compose run --rm --no-deps -T backup backup.sh '*) call="compose run backup backup.sh ${!#}" ;;
  'compose run --rm --no-deps -T backup fetch.sh '*) call="compose run backup fetch.sh ${!#}" ;;
  'compose exec -T db sh -c'*pg_restore*) call='compose exec db pg_restore' && shift 8 && printf '%s\0' "$@" >"$FAKE_DOCKER_LOG.sql" ;;
  'compose exec -T db pg_restore --data-only --table=migrations'*) call='compose exec db migrations of the dump' ;;
  'compose run --rm --no-deps -T backend node -e'*database-options*) call='compose run backend migrations' ;;
  'compose exec -T backend node -e'*h.publish*) call='compose exec backend publish status' ;;
  'compose exec -T backend node -e'*/api/health*) call='compose exec backend health' ;;
  *) call=$* ;;
esac

if [ -n "${FAKE_DOCKER_FAIL:-}" ] && grep -Eq -- "$FAKE_DOCKER_FAIL" <<<"$call"; then
  echo "$call (failed)" >>"$FAKE_DOCKER_LOG"
  echo "docker: $call failed, as the test asked" >&2
  exit 1
fi
echo "$call" >>"$FAKE_DOCKER_LOG"

case "$call" in
  'compose ps -q '*) [ -n "${FAKE_DOCKER_NEW_MACHINE:-}" ] || echo "${!#}-container" ;;
  'compose config') printf 'services:\n  backend:\n    image: portfolio-backend\n  nginx:\n    image: portfolio-nginx\n' ;;
  'inspect --format '*) echo "sha256:${!#}" ;;
  'compose run backup backup.sh '*)
    dump=backups/portfolio-2026-11-26-030000-3.2.0.dump
    echo 'the database as dumped' >"$dump"
    echo "Wrote $dump (23 bytes)"
    exit "${FAKE_DOCKER_BACKUP_STATUS:-0}" ;;
  'compose run backup fetch.sh '*)
    dump=backups/offsite-${!#}-2026-11-26-030000.dump
    echo "the snapshot ${!#}" >"$dump"
    echo "Fetched $dump" ;;
  'compose exec db pg_restore') cat >"$FAKE_DOCKER_LOG.restored" && printf '%s' "${FAKE_DOCKER_OUTCOME:-}" ;;
  'compose exec db migrations of the dump') cat ;;
  # What health says of the publishing: $FAKE_DOCKER_PUBLISHED once the API was asked to publish.
  'compose kill -s SIGUSR2 backend') touch "$FAKE_DOCKER_LOG.asked" ;;
  'compose exec backend publish status')
    if [ -e "$FAKE_DOCKER_LOG.asked" ]; then echo "$FAKE_DOCKER_PUBLISHED"; else echo '{"last":null,"ok":null,"error":null,"moved":null}'; fi ;;
  'compose run backend migrations') printf '3.2.0\nCreatePortfolio1795314383372\nCreateAuthTables1795315200000\n' ;;
esac
