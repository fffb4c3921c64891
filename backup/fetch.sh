#!/bin/sh
# make restore FROM=offsite: a snapshot of the off-site repository ($1: its ID, or latest, this
# site's newest) written into backups/ as a dump, whose name it prints; make restore then restores
# it as any other. It never makes a repository: a mistyped address is an error.
set -eu
. status.sh
. offsite.sh
. settings.sh
snapshot=${1:-latest}

# latest, or 8 to 64 hexadecimal digits. A pattern judges the whole value, where grep judged each
# line apart and let a second line reach restic as an option.
snapshot_valid() {
  case "$1" in
    latest) ;;
    '' | *[!0-9a-f]*) return 1 ;;
    *) [ "${#1}" -ge 8 ] && [ "${#1}" -le 64 ] ;;
  esac
}

snapshot_valid "$snapshot" || { echo "SNAPSHOT=$snapshot is not a snapshot's ID (make backups lists them) or latest." >&2 && exit 1; }
offsite_configured || { echo "BACKUP_REPOSITORY is not set in .env: there is no off-site repository to restore from." >&2 && exit 1; }
settings_valid || exit 1
umask 077
file=/backups/offsite-$snapshot-$(date +%Y-%m-%d-%H%M%S).dump
OFFSITE_REASON=
if ! offsite_open || ! offsite_restic dump --host "$SITE_NAME" --host "$OLD_SITE_NAME" "$snapshot" /portfolio.dump >"$file.partial"; then
  rm -f "$file.partial"
  echo "The snapshot $snapshot could not be read from the off-site repository: $OFFSITE_REASON" >&2
  exit 1
fi
mv "$file.partial" "$file"
chown "$(stat -c %u:%g /backups)" "$file"
echo "Fetched backups/${file#/backups/}"
