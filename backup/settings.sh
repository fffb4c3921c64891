# The backup settings of .env, read and judged once, so that a mistake is named rather than
# met at three in the morning. Sourced by the backup service's scripts (after status.sh).
BACKUP_AT=${BACKUP_AT:-03:00}
BACKUP_KEEP_DAILY=${BACKUP_KEEP_DAILY:-7}
BACKUP_KEEP_WEEKLY=${BACKUP_KEEP_WEEKLY:-4}
BACKUP_KEEP_MONTHLY=${BACKUP_KEEP_MONTHLY:-6}
TZ=${TZ:-UTC}
# Each site's name in the off-site repository, on every snapshot it makes: SITE_URL's host (and
# port), so that sites sharing a repository never list, restore or forget each other's. Releases
# before this one named every snapshot portfolio: those count as this site's.
SITE_NAME=$(printf '%s' "${SITE_URL:-}" | sed -e 's|^[A-Za-z]*://||' -e 's|/*$||' | tr 'A-Z' 'a-z')
OLD_SITE_NAME=portfolio

# The first setting that is wrong, in words; nothing when all are right.
settings_problem() {
  echo "$BACKUP_AT" | grep -Eqx '([01][0-9]|2[0-3]):[0-5][0-9]' ||
    { echo "BACKUP_AT=$BACKUP_AT is not a time of day such as 03:00 (hours 00-23, two digits each)." && return; }
  case "$TZ" in *..*) false ;; *) [ -f "/usr/share/zoneinfo/$TZ" ] ;; esac ||
    { echo "BACKUP_TIMEZONE=$TZ is not a time zone such as UTC or Europe/Paris." && return; }
  for keep in "DAILY=$BACKUP_KEEP_DAILY" "WEEKLY=$BACKUP_KEEP_WEEKLY" "MONTHLY=$BACKUP_KEEP_MONTHLY"; do
    echo "${keep#*=}" | grep -Eqx '0|[1-9][0-9]{0,3}' || { echo "BACKUP_KEEP_$keep is not a number of backups (0 to 9999)." && return; }
  done
  [ $((BACKUP_KEEP_DAILY + BACKUP_KEEP_WEEKLY + BACKUP_KEEP_MONTHLY)) -gt 0 ] ||
    { echo "BACKUP_KEEP_DAILY, BACKUP_KEEP_WEEKLY and BACKUP_KEEP_MONTHLY are all 0: every nightly backup would be removed." && return; }
  if [ -n "${BACKUP_REPOSITORY:-}" ] && { [ -z "${BACKUP_PASSWORD:-}" ] || [ "$BACKUP_PASSWORD" = change-me ]; }; then
    echo "BACKUP_REPOSITORY is set but BACKUP_PASSWORD is not: set it to a long random password (openssl rand -base64 24) and keep it somewhere other than this server." && return
  fi
  [ -n "${BACKUP_REPOSITORY:-}" ] || return 0
  # A pattern of the whole value, where grep would judge each line of it apart.
  case "$SITE_NAME" in '' | *[!a-z0-9.:-]*)
    echo "SITE_URL=${SITE_URL:-} is not the site's address, such as https://example.com: the off-site snapshots are named after it." ;;
  esac
}

settings_valid() {
  problem=$(settings_problem)
  [ -z "$problem" ] && return 0
  status_failed "$problem Nothing was backed up: fix .env, then make up."
  return 1
}
