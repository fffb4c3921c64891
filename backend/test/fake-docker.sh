#!/usr/bin/env bash
# A stand-in for `docker` that answers as a running stack would, so the owner's operations can be
# run without a Docker engine. Each call is noted in $FAKE_DOCKER_LOG, one line in short (the
# database and health scripts by what they do), and a call whose line matches the extended regular
# expression $FAKE_DOCKER_FAIL fails. What a restore feeds the database goes to $FAKE_DOCKER_LOG.restored.
set -euo pipefail

case "$*" in
  'compose exec -T db sh -c'*pg_dump*) call='compose exec db pg_dump' ;;
  'compose exec -T db sh -c'*pg_restore*) call='compose exec db pg_restore' ;;
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
  'compose exec db pg_restore') cat >"$FAKE_DOCKER_LOG.restored" ;;
esac
