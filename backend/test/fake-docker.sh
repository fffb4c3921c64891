#!/usr/bin/env bash
# A stand-in for `docker` that answers as a running stack would, so the owner's operations can be
# run without a Docker engine. Each call is noted in $FAKE_DOCKER_LOG, one line in short (the
# database and health scripts by what they do), and a call whose line matches the extended regular
# expression $FAKE_DOCKER_FAIL fails. What a restore feeds the database goes to $FAKE_DOCKER_LOG.restored,
# and the SQL it runs around the dump to $FAKE_DOCKER_LOG.sql (each ended by a NUL); it answers $FAKE_DOCKER_OUTCOME for
# what became of sign-in (nothing unless set). A dump's migrations are the lines of the dump file as pg_restore prints
# them; this release is 3.2.0 with its first two migrations.
set -euo pipefail

case "$*" in
  'compose exec -T db sh -c'*pg_dump*) call='compose exec db pg_dump' ;;
  'compose exec -T db sh -c'*pg_restore*) call='compose exec db pg_restore' && shift 8 && printf '%s\0' "$@" >"$FAKE_DOCKER_LOG.sql" ;;
  'compose exec -T db pg_restore --data-only --table=migrations'*) call='compose exec db migrations of the dump' ;;
  'compose run --rm --no-deps -T backend node -e'*database-options*) call='compose run backend migrations' ;;
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
  'compose ps -q '*) echo "${!#}-container" ;;
  'compose config') printf 'services:\n  backend:\n    image: portfolio-backend\n  nginx:\n    image: portfolio-nginx\n' ;;
  'inspect --format '*) echo "sha256:${!#}" ;;
  'compose exec db pg_dump') echo 'the database as dumped' ;;
  'compose exec db pg_restore') cat >"$FAKE_DOCKER_LOG.restored" && printf '%s' "${FAKE_DOCKER_OUTCOME:-}" ;;
  'compose exec db migrations of the dump') cat ;;
  'compose run backend migrations') printf '3.2.0\nCreatePortfolio1795314383372\nCreateAuthTables1795315200000\n' ;;
esac
