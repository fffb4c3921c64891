#!/bin/sh
# The backup service: a backup every day at BACKUP_AT in BACKUP_TIMEZONE (the container's TZ), and,
# with an off-site repository, once a week a check that reads a part of its data back. A start
# after that day's time has passed (the server was off at night, the first start) backs up at once.
set -eu
. status.sh
. offsite.sh
. settings.sh

if ! settings_valid; then
  # Kept running, so that the owner sees why in the admin rather than a restarting service.
  while :; do sleep 3600; done
fi
offsite=no
offsite_configured && offsite=yes
echo "backup: every day at $BACKUP_AT ($TZ); kept: $BACKUP_KEEP_DAILY daily, $BACKUP_KEEP_WEEKLY weekly, $BACKUP_KEEP_MONTHLY monthly; off-site: $offsite"

minutes() {
  hours=${1%:*} mins=${1#*:}
  # Without their leading zero, 08 and 09 are not read as octal.
  echo $((${hours#0} * 60 + ${mins#0}))
}
# "YYYY-MM-DD HH:MM" of the last scheduled run, kept with the status across restarts: a new
# BACKUP_AT is a new appointment the same day.
ran=$STATUS_DIR/scheduled
# When the repository was last checked (seconds since 1970).
checked=$STATUS_DIR/checked
WEEK=604800

while :; do
  today=$(date +%Y-%m-%d)
  now=$(date +%H:%M)
  if [ "$(minutes "$now")" -ge "$(minutes "$BACKUP_AT")" ] && [ "$(cat "$ran" 2>/dev/null)" != "$today $BACKUP_AT" ]; then
    mkdir -p "$STATUS_DIR" && echo "$today $BACKUP_AT" >"$ran"
    backup.sh nightly || true
    if offsite_configured && [ $(($(date +%s) - $(cat "$checked" 2>/dev/null || echo 0))) -ge "$WEEK" ]; then
      OFFSITE_REASON=
      if offsite_check; then
        date +%s >"$checked"
        echo "backup: the weekly check of the off-site repository read its data back without a fault"
      else
        status_failed "The weekly check of the off-site repository failed: $OFFSITE_REASON"
      fi
    fi
  fi
  sleep 15
done
