import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

// The backup service's scripts (backup/) run on this machine with this machine's restic and
// OpenSSH, as its container runs them: a folder stands in for the container's backups/ (the
// owner's backups/ssh/ in it), root's home and the status volume.
const BACKUP = resolve(__dirname, '../../../backup');

export interface ServiceFolder {
  dir: string;
  /** backups/ssh/: the owner's key, config and the pinned host keys. */
  keys: string;
}

export function serviceFolder(): ServiceFolder {
  const dir = mkdtempSync(join(tmpdir(), 'portfolio-backup-'));
  for (const folder of ['backups', 'home', 'bin']) mkdirSync(join(dir, folder), { mode: 0o700 });
  // ssh reads the configuration in the home /etc/passwd names, not $HOME: pointed at the run's
  // home, as root's home is $HOME in the container.
  writeFileSync(join(dir, 'bin', 'ssh'), '#!/bin/sh\nexec /usr/bin/ssh -F "$HOME/.ssh/config" "$@"\n');
  chmodSync(join(dir, 'bin', 'ssh'), 0o755);
  return { dir, keys: join(dir, 'backups', 'ssh') };
}

export interface Ran {
  status: number | null;
  stdout: string;
  stderr: string;
}

/**
 * `commands` in sh with the service's scripts sourced, the settings in its environment, as
 * `prefix` (such as strace) runs it.
 */
export function inTheService(
  folder: ServiceFolder,
  commands: string,
  settings: Record<string, string>,
  prefix: string[] = [],
): Promise<Ran> {
  const script = `. status.sh && . offsite.sh && . settings.sh && ${commands}`;
  const child = spawn(prefix[0] ?? 'sh', [...prefix.slice(1), ...(prefix.length ? ['sh'] : []), '-c', script], {
    cwd: folder.dir,
    env: {
      PATH: `${join(folder.dir, 'bin')}:${BACKUP}:${process.env.PATH}`,
      HOME: join(folder.dir, 'home'),
      SSH_KEYS: folder.keys,
      STATUS_DIR: join(folder.dir, 'status'),
      ...settings,
    },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  return new Promise((done) => child.on('close', (status) => done({ status, stdout, stderr })));
}
