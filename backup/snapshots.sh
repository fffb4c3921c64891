#!/bin/sh
# make backups: the off-site repository's snapshots, newest last, with their date, tags (how each
# was made, and its release) and size.
set -eu
. status.sh
. offsite.sh
. settings.sh
OFFSITE_REASON=
offsite_open && offsite_restic snapshots --host "$OFFSITE_HOST" || { echo "$OFFSITE_REASON" >&2 && exit 1; }
