# shellcheck shell=bash
# make upgrade and rollback: the settings a new version needs, which images a rollback puts back,
# and with which backup. Read by scripts/production.sh, whose helpers it uses.

# What make rollback puts back: the images the stack ran before the last upgrade, and the backup
# made just before it.
ROLLBACK_STATE=backups/rollback.env
# The services built from this repository (db runs a pinned upstream image).
BUILT_SERVICES=(backend nginx)
# How long a new version has to become healthy before make upgrade puts the previous one back.
UPGRADE_HEALTH_SECONDS=${UPGRADE_HEALTH_SECONDS:-120}

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
# awk reads to the end: leaving early would end compose with SIGPIPE, which pipefail makes fatal.
image_of() {
  compose config | awk -v service="  $1:" '
    $0 == service { inside = 1; next }
    inside && /^  [^ ]/ { inside = 0 }
    inside && $1 == "image:" && !found { print $2; found = 1 }'
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

# Sign-in stays as it is now (choose_sign_in): a device forgotten or a session ended since the
# upgrade's backup is not trusted or signed in again by it.
rollback() {
  [ -f "$ROLLBACK_STATE" ] || fail "Nothing to roll back to: make upgrade records the previous version when it runs."
  choose_sign_in
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
  load_dump "$BACKUP" ||
    start_again "The database could not be put back (above): it is as it was."
  for image in $IMAGES; do
    docker tag "$image:rollback" "$image:latest" ||
      start_again "The previous images could not be put back (above), though the data of $BACKUP is."
  done
  compose up -d --no-build || start_again "The previous version could not be started (above)."
  wait_healthy "$UPGRADE_HEALTH_SECONDS" || fail "The previous version is not healthy either: make logs"
  echo "Rolled back to the images and the data of $BACKUP."
  printf '%s\n' "$SIGN_IN_SAID"
  echo "This folder still holds the newer code: check out the previous release before the next make up."
}
