#!/bin/sh
# make restore FROM=offsite: a snapshot of the off-site repository ($1: its ID, or latest) written
# into backups/ as a dump, whose name it prints; make restore then restores it as any other.
set -eu
. status.sh
. offsite.sh
. settings.sh
snapshot=${1:-latest}
echo "$snapshot" | grep -Eqx 'latest|[0-9a-f]{8,64}' || { echo "SNAPSHOT=$snapshot is not a snapshot's ID (make backups lists them) or latest." >&2 && exit 1; }
offsite_configured || { echo "BACKUP_REPOSITORY is not set in .env: there is no off-site repository to restore from." >&2 && exit 1; }
settings_valid || exit 1
umask 077
file=/backups/offsite-$snapshot-$(date +%Y-%m-%d-%H%M%S).dump
OFFSITE_REASON=
if ! offsite_open || ! offsite_restic dump --host "$OFFSITE_HOST" "$snapshot" /portfolio.dump >"$file.partial"; then
  rm -f "$file.partial"
  echo "The snapshot $snapshot could not be read from the off-site repository: $OFFSITE_REASON" >&2
  exit 1
fi
mv "$file.partial" "$file"
chown "$(stat -c %u:%g /backups)" "$file"
echo "Fetched backups/${file#/backups/}"
