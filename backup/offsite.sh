# The off-site copy: a restic repository (BACKUP_REPOSITORY, opened with BACKUP_PASSWORD), which
# encrypts on this side and keeps each chunk once. Each dump goes in as one file, portfolio.dump,
# in a snapshot tagged with how it was made (nightly or on-demand) and the release that made it.
# Sourced by the backup service's scripts; each function leaves the reason for a failure, in
# words that name no secret, host or path, in OFFSITE_REASON.
OFFSITE_HOST=portfolio

offsite_configured() {
  [ -n "${BACKUP_REPOSITORY:-}" ]
}

# What restic printed, with the repository's address (which may hold a key or a password) and any
# user:password@ in an address taken out.
offsite_sanitize() {
  awk -v secret="$BACKUP_REPOSITORY" -v password="${BACKUP_PASSWORD:-}" '{
    if (secret != "") while ((at = index($0, secret)) > 0) $0 = substr($0, 1, at - 1) "BACKUP_REPOSITORY" substr($0, at + length(secret))
    if (password != "") while ((at = index($0, password)) > 0) $0 = substr($0, 1, at - 1) "BACKUP_PASSWORD" substr($0, at + length(password))
    gsub(/\/\/[^\/@ ]*@/, "//")
    print
  }'
}

# restic with the repository and password from the settings, its messages kept for the reason.
offsite_restic() {
  errors=$(mktemp)
  status=0
  RESTIC_REPOSITORY=$BACKUP_REPOSITORY RESTIC_PASSWORD=$BACKUP_PASSWORD restic --no-cache "$@" 2>"$errors" || status=$?
  if [ "$status" -eq 10 ]; then
    OFFSITE_REASON="There is no off-site repository at BACKUP_REPOSITORY: check the address."
  elif [ "$status" -ne 0 ]; then
    # restic's own words go to the log only: they may name the storage's host and path, and the
    # reason is shown on the public /api/health.
    offsite_sanitize <"$errors" | grep -v '^[[:space:]]*$' | tail -n 3 | sed 's/^/backup: restic: /' >&2
    case "$status" in
      12) OFFSITE_REASON="BACKUP_PASSWORD does not open the off-site repository: it is not the password it was made with." ;;
      *) OFFSITE_REASON="The off-site repository could not be reached or read (restic exited with $status; make logs shows why)." ;;
    esac
  fi
  rm -f "$errors"
  return "$status"
}

# SFTP repositories: restic signs in with OpenSSH, using the key and known_hosts the owner put in
# backups/ssh/, never asking anything (there is nobody to answer).
offsite_ssh() {
  mkdir -p /root/.ssh && chmod 700 /root/.ssh
  if [ -d /backups/ssh ]; then cp -R /backups/ssh/. /root/.ssh/ && chmod -R go-rwx /root/.ssh; fi
  {
    printf 'Host *\n  BatchMode yes\n  StrictHostKeyChecking accept-new\n  ConnectTimeout 20\n  ServerAliveInterval 15\n'
    [ ! -f /backups/ssh/config ] || cat /backups/ssh/config
  } >/root/.ssh/config
}

# The repository, made on first use: restic says 10 when there is none at that address yet.
offsite_open() {
  offsite_ssh
  offsite_restic cat config >/dev/null && return 0
  [ "$status" -eq 10 ] || return 1
  echo "backup: making the off-site repository"
  offsite_restic init >/dev/null
}

# $1: a dump, $2: nightly or on-demand. Prints what restic added (the bytes sent, after deduplication).
offsite_send() {
  offsite_open || return 1
  sent=$(mktemp)
  if ! offsite_restic backup --host "$OFFSITE_HOST" --tag "$2" --tag "release=$(cat /etc/portfolio-release)" \
    --stdin --stdin-filename portfolio.dump <"$1" >"$sent"; then
    rm -f "$sent"
    return 1
  fi
  grep -E '^(Added to the repository|snapshot )' "$sent" | sed 's/^/backup: /' || true
  rm -f "$sent"
}

# The retention policy, off-site: only what the schedule made, as at home.
offsite_forget() {
  offsite_restic forget --prune --host "$OFFSITE_HOST" --tag nightly --group-by host \
    --keep-daily "$BACKUP_KEEP_DAILY" --keep-weekly "$BACKUP_KEEP_WEEKLY" --keep-monthly "$BACKUP_KEEP_MONTHLY" >/dev/null
}

# Reads a tenth of the stored data back and checks it against its hashes.
offsite_check() {
  offsite_open && offsite_restic check --read-data-subset=10% >/dev/null
}
