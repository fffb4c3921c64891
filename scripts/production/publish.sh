# shellcheck shell=bash
# make publish: the site sent to the static host now, rather than at the next save. Read by
# scripts/production.sh, whose helpers it uses.

# What /api/health says of the publishing, from inside the API's container: one JSON line.
publish_status() {
  compose exec -T backend node -e "fetch('http://127.0.0.1:8080/api/health').then((r) => r.json()).then((h) => console.log(JSON.stringify(h.publish)))"
}

# Asks the running API to publish the site now, checking what the target holds (it listens for
# SIGUSR2), and waits for that publish to end: saves and scheduled posts publish by themselves.
publish() {
  [ -n "$(env_setting PUBLISH_TO)" ] || fail "PUBLISH_TO is not set in .env: the site is published nowhere (docs/operations.md: Publish to a static host or CDN)."
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
