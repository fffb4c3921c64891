#!/bin/sh
# make backups: this site's snapshots in the off-site repository (those of releases before site
# names included), newest last, with their date, tags (how each was made, and its release) and
# size. It never makes a repository: a mistyped address is an error.
set -eu
. status.sh
. offsite.sh
. settings.sh
OFFSITE_REASON=
offsite_open && offsite_restic snapshots --host "$SITE_NAME" --host "$OLD_SITE_NAME" || { echo "$OFFSITE_REASON" >&2 && exit 1; }
