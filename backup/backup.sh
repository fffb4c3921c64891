#!/bin/sh
# One backup: the database dumped into backups/ (the schedule's into backups/nightly/, where the
# retention policy applies; one made on demand stays until its owner removes it), then, with
# BACKUP_REPOSITORY set, sent off-site. A failure never removes a dump.
# Usage: backup.sh [nightly | on-demand]. Exits 0 when done, 1 when nothing was written, and 3
# when the dump is written here but did not reach off-site.
set -eu
. status.sh
. offsite.sh
. settings.sh
settings_valid || exit 1

kind=${1:-on-demand}
case "$kind" in
  nightly) dir=/backups/nightly ;;
  on-demand) dir=/backups ;;
  *) echo "usage: backup.sh [nightly | on-demand]" >&2 && exit 2 ;;
esac

# A dump holds session hashes and the addresses of failed sign-ins: readable by its owner only,
# who is whoever owns backups/ on the host.
umask 077
chmod 700 /backups
owner=$(stat -c %u:%g /backups)
mkdir -p "$dir"
chown "$owner" "$dir"

# One backup at a time: the schedule's and make backup's would otherwise race for the status.
exec 9>/backups/.lock
flock 9
# What a run stopped part way (the service stopped, the server off) left behind.
rm -f "$dir"/*.partial

release=$(cat /etc/portfolio-release)
name=portfolio-$(date +%Y-%m-%d-%H%M%S)-$release.dump
file=$dir/$name
errors=$(mktemp)
# The kept pages and the search index are made again from the rest: a dump leaves their rows out.
if ! pg_dump --format=custom --exclude-table-data=kept_page --exclude-table-data='search_*' >"$file.partial" 2>"$errors"; then
  rm -f "$file.partial"
  sed 's/^/backup: /' "$errors" >&2
  reason="make logs shows pg_dump's words"
  ! grep -q 'No space left on device' "$errors" || reason='No space left on device'
  status_failed "The dump could not be written ($reason); nothing was removed."
  exit 1
fi
mv "$file.partial" "$file"
chown "$owner" "$file"
echo "Wrote backups/${file#/backups/} ($(stat -c %s "$file") bytes)"
last=$(now_utc)

if [ "$kind" = nightly ]; then
  for kept in "$dir"/portfolio-*.dump; do echo "${kept##*/}"; done | sort -r |
    awk -v daily="$BACKUP_KEEP_DAILY" -v weekly="$BACKUP_KEEP_WEEKLY" -v monthly="$BACKUP_KEEP_MONTHLY" -f /usr/local/lib/portfolio-backup/retention.awk |
    while read -r old; do rm -f "$dir/$old" && echo "backup: removed backups/nightly/$old (retention)"; done
fi

if ! offsite_configured; then
  status_write "$last" "" ""
  exit 0
fi
OFFSITE_REASON=
if ! offsite_send "$file" "$kind" "$release"; then
  echo "backup: error: backups/${file#/backups/} is written here, but did not reach off-site: $OFFSITE_REASON" >&2
  status_write "$last" false "The last backup did not reach off-site: $OFFSITE_REASON"
  exit 3
fi
echo "Sent off-site."
if [ "$kind" = nightly ] && ! offsite_forget; then
  status_failed "The last backup reached off-site, but the older ones there could not be let go: $OFFSITE_REASON"
  status_write "$last" true "$(status_field error)"
  exit 3
fi
status_write "$last" true ""
