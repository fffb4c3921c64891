# The off-site copy: a restic repository (BACKUP_REPOSITORY, opened with BACKUP_PASSWORD), which
# encrypts on this side and keeps each chunk once. Each dump goes in as one file, portfolio.dump,
# in a snapshot tagged with how it was made (nightly or on-demand) and the release that made it.
# Sourced by the backup service's scripts; each function leaves the reason for a failure, in
# words that name no secret, host or path, in OFFSITE_REASON. No secret is ever put on a command
# line, where ps shows it to every user of the machine: restic and awk read them from the environment.
# The owner's SSH key, config and the pinned host keys (backups/ssh/ on the host).
SSH_KEYS=${SSH_KEYS:-/backups/ssh}
KNOWN_HOSTS=$SSH_KEYS/known_hosts

offsite_configured() {
  [ -n "${BACKUP_REPOSITORY:-}" ]
}

# What restic printed, with the repository's address (which may hold a key or a password), the
# password and any user:password@ in an address taken out.
offsite_sanitize() {
  awk '{
    secret = ENVIRON["BACKUP_REPOSITORY"]; password = ENVIRON["BACKUP_PASSWORD"]
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
  offsite_pinned
  if [ "$status" -eq 10 ]; then
    OFFSITE_REASON="There is no off-site repository at BACKUP_REPOSITORY: check the address."
  elif [ "$status" -ne 0 ]; then
    # restic's own words go to the log only: they may name the storage's host and path, and the
    # reason is shown on the public /api/health.
    offsite_sanitize <"$errors" | grep -v '^[[:space:]]*$' | tail -n 3 | sed 's/^/backup: restic: /' >&2
    if offsite_key_changed; then
      OFFSITE_REASON="The off-site server's host key is not the one pinned in backups/ssh/known_hosts: if its key really changed, remove its line there."
    elif [ "$status" -eq 12 ]; then
      OFFSITE_REASON="BACKUP_PASSWORD does not open the off-site repository: it is not the password it was made with."
    else
      OFFSITE_REASON="The off-site repository could not be reached or read (restic exited with $status; make logs shows why)."
    fi
  fi
  rm -f "$errors"
  return "$status"
}

# Whether an SFTP server's host key is not the one pinned. restic does not always pass ssh's
# words on before it exits: ssh is asked again, to sign in and do nothing.
offsite_key_changed() {
  case "$BACKUP_REPOSITORY" in
    sftp://*) server=${BACKUP_REPOSITORY#sftp://} && server=${server%%/*} ;;
    sftp:*) server=${BACKUP_REPOSITORY#sftp:} && server=${server%%:*} ;;
    *) return 1 ;;
  esac
  port=
  case "$server" in *:*) port=${server##*:} && server=${server%:*} ;; esac
  ssh ${port:+-p "$port"} "$server" true </dev/null 2>&1 | grep -q 'Host key verification failed'
}

# SFTP repositories: restic signs in with OpenSSH, using the key and config the owner put in
# backups/ssh/, never asking anything (there is nobody to answer). The server's host key is
# pinned in backups/ssh/known_hosts on first use, which outlives the container: a server that
# later shows another key is refused rather than trusted.
offsite_ssh() {
  mkdir -p "$HOME/.ssh" && chmod 700 "$HOME/.ssh"
  [ -d "$SSH_KEYS" ] || { mkdir -p "$SSH_KEYS" && chown "$(stat -c %u:%g "$SSH_KEYS/..")" "$SSH_KEYS"; }
  cp -R "$SSH_KEYS/." "$HOME/.ssh/" && chmod -R go-rwx "$HOME/.ssh"
  {
    printf 'Host *\n  BatchMode yes\n  StrictHostKeyChecking accept-new\n  UserKnownHostsFile %s\n  HashKnownHosts no\n' "$KNOWN_HOSTS"
    printf '  ConnectTimeout 20\n  ServerAliveInterval 15\n'
    # Named where they are, rather than where ssh looks by default (the home /etc/passwd gives).
    for key in "$HOME"/.ssh/id_*; do
      [ ! -f "$key" ] || [ "${key%.pub}" != "$key" ] || printf '  IdentityFile %s\n' "$key"
    done
    [ ! -f "$SSH_KEYS/config" ] || cat "$SSH_KEYS/config"
  } >"$HOME/.ssh/config"
  OFFSITE_PINNED=$(offsite_keys_pinned)
}

offsite_keys_pinned() {
  cat "$KNOWN_HOSTS" 2>/dev/null | wc -l
}

# Says once that a host key was pinned, and gives the file to whoever owns backups/.
offsite_pinned() {
  [ "$(offsite_keys_pinned)" -gt "${OFFSITE_PINNED:-0}" ] || return 0
  OFFSITE_PINNED=$(offsite_keys_pinned)
  chown "$(stat -c %u:%g "$SSH_KEYS")" "$KNOWN_HOSTS"
  echo "backup: pinned the off-site server's host key in backups/ssh/known_hosts; a server showing another key will be refused" >&2
}

# The repository, for reading: one that is not there is an error, never made (a mistyped
# address would otherwise be an empty repository).
offsite_open() {
  offsite_ssh
  offsite_restic cat config >/dev/null
}

# The repository, made on the first backup: restic says 10 when there is none at that address.
offsite_open_or_make() {
  offsite_open && return 0
  [ "$status" -eq 10 ] || return 1
  echo "backup: making the off-site repository at BACKUP_REPOSITORY"
  offsite_restic init >/dev/null
}

# $1: a dump, $2: nightly or on-demand, $3: the release that made it. Prints what restic added (the bytes sent, after deduplication).
offsite_send() {
  offsite_open_or_make || return 1
  sent=$(mktemp)
  if ! offsite_restic backup --host "$SITE_NAME" --tag "$2" --tag "release=$3" \
    --stdin --stdin-filename portfolio.dump <"$1" >"$sent"; then
    rm -f "$sent"
    return 1
  fi
  grep -E '^(Added to the repository|snapshot )' "$sent" | sed 's/^/backup: /' || true
  rm -f "$sent"
}

# The retention policy, off-site: only what this site's schedule made, as at home. Its snapshots
# under the name of releases before site names are one series with its own.
offsite_forget() {
  offsite_restic forget --prune --host "$SITE_NAME" --host "$OLD_SITE_NAME" --tag nightly --group-by '' \
    --keep-daily "$BACKUP_KEEP_DAILY" --keep-weekly "$BACKUP_KEEP_WEEKLY" --keep-monthly "$BACKUP_KEEP_MONTHLY" >/dev/null
}

# Reads a tenth of the stored data back and checks it against its hashes.
offsite_check() {
  offsite_open && offsite_restic check --read-data-subset=10% >/dev/null
}
