# What the API reads to tell the owner how backups stand (/api/health, the admin): the last good
# dump's time, whether it reached off-site, and the last run's failure until a run succeeds.
# Sourced by the backup service's scripts.
STATUS_DIR=${STATUS_DIR:-/run/backup-status}
STATUS_FILE=$STATUS_DIR/status.json

# $1: a field of the status, or nothing when there is no status yet.
status_field() {
  jq -r --arg field "$1" 'if .[$field] == null then empty else .[$field] | tostring end' "$STATUS_FILE" 2>/dev/null || true
}

# $1: when the last good dump was made ("" for none), $2: true, false or "" (no off-site
# repository), $3: the failure ("" for none). Written whole, then renamed: a reader never sees half.
status_write() {
  mkdir -p "$STATUS_DIR"
  jq -n --arg last "$1" --arg offsite "$2" --arg error "$3" '{
    last: (if $last == "" then null else $last end),
    offsite: (if $offsite == "" then null else ($offsite == "true") end),
    error: (if $error == "" then null else $error end)
  }' >"$STATUS_FILE.partial"
  # Readable by the API, which runs as another user; it holds no secret (a backup's umask is 077).
  chmod 644 "$STATUS_FILE.partial"
  mv "$STATUS_FILE.partial" "$STATUS_FILE"
}

# A failure: logged as an error and shown to the owner until a run succeeds. What the last good
# backup was stays as it was.
status_failed() {
  echo "backup: error: $1" >&2
  status_write "$(status_field last)" "$(status_field offsite)" "$1"
}

now_utc() {
  date -u +%Y-%m-%dT%H:%M:%SZ
}
