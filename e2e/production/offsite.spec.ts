import { execFile } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { setEnv } from '../stack/docker.mjs';
import { startSftpServer, type SftpServer } from './sftp-server';
import { composeRuns, dockerState } from './support';

// The off-site repository's edges on the production stack, with an SFTP server as the repository:
// where its secrets reach, the server's host key, and the commands that only read it.
test.describe.configure({ mode: 'serial', timeout: 300_000 });

const STORAGE = {
  AWS_ACCESS_KEY_ID: 'AKIAOFFSITE',
  AWS_SECRET_ACCESS_KEY: 'aws-secret-0c4f',
  B2_ACCOUNT_KEY: 'b2-key-77e1',
};

let sftp: SftpServer;
let repository: string;
const dir = () => dockerState().composeDir;
const knownHosts = () => join(dir(), 'backups', 'ssh', 'known_hosts');

/** A make target's output, standard error included (where the backup tells of a host key), and whether it failed. */
const makes = (...args: string[]) =>
  promisify(execFile)('make', ['--no-print-directory', ...args], { cwd: dir() }).then(
    ({ stdout, stderr }) => ({ ok: true, output: stdout + stderr }),
    (error: { stdout: string; stderr: string }) => ({ ok: false, output: error.stdout + error.stderr }),
  );

test.beforeAll(async () => {
  sftp = await startSftpServer();
  // As a new owner sets it up: the key alone, no host key pinned yet.
  rmSync(join(dir(), 'backups', 'ssh'), { recursive: true, force: true });
  sftp.handKeyTo(dir());
  repository = sftp.repository('offsite');
  setEnv(dir(), { BACKUP_REPOSITORY: repository, ...STORAGE });
});

test.afterAll(() => {
  setEnv(dir(), { BACKUP_REPOSITORY: '', ...Object.fromEntries(Object.keys(STORAGE).map((name) => [name, ''])) });
  sftp.stop();
});

/** A service's environment in a container of its own, as Compose makes the stack's. */
async function printenv(service: 'backend' | 'backup'): Promise<string> {
  return composeRuns('run', '--rm', '--no-deps', '-T', '--entrypoint', 'printenv', service);
}

test("the API's container holds no storage key and no backup setting but its status file; the backup's no owner's password", async () => {
  const api = await printenv('backend');
  const backup = await printenv('backup');

  console.log(`printenv in the API's container, names only: ${api.match(/^[A-Z_]+(?==)/gm)!.join(' ')}`);
  expect(api.match(/^(BACKUP|AWS|B2|RCLONE)_\w*(?==)/gm)!.sort()).toEqual(['BACKUP_STATUS_FILE', 'RCLONE_CONFIG']);
  for (const secret of Object.values(STORAGE)) expect(api).not.toContain(secret);
  expect(backup).toContain(`AWS_SECRET_ACCESS_KEY=${STORAGE.AWS_SECRET_ACCESS_KEY}`);
  expect(backup).not.toMatch(/^ADMIN_/m);
});

test("make backup makes the repository and pins the server's host key on first use, saying so once, and refuses another key", async () => {
  const first = await makes('backup');
  const second = await makes('backup');

  expect(first).toMatchObject({ ok: true });
  expect(first.output).toContain('backup: making the off-site repository at BACKUP_REPOSITORY');
  expect(first.output).toContain("backup: pinned the off-site server's host key in backups/ssh/known_hosts");
  expect(second).toMatchObject({ ok: true });
  expect(second.output).not.toMatch(/making the off-site repository|pinned/);

  // Another server at that address: another host key than the one pinned.
  const pinned = readFileSync(knownHosts(), 'utf8');
  const [address] = pinned.split(' ');
  writeFileSync(
    knownHosts(),
    `${address} ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIEl8bRgpBk6bPE3yR4IiLsmnJ3nzGJQ0b0h1fKx3yS2V\n`,
  );
  try {
    const refused = await makes('backup');
    expect(refused.ok).toBe(false);
    expect(refused.output).toContain("The off-site server's host key is not the one pinned in backups/ssh/known_hosts");
  } finally {
    writeFileSync(knownHosts(), pinned);
  }
});

test('make backups and make restore FROM=offsite never make a repository at a mistyped address', async () => {
  setEnv(dir(), { BACKUP_REPOSITORY: sftp.repository('offsite-typo') });
  try {
    const listed = await makes('backups');
    const restored = await makes('restore', 'FROM=offsite');

    expect(listed.ok).toBe(false);
    expect(listed.output).toContain('There is no off-site repository at BACKUP_REPOSITORY: check the address.');
    expect(restored.ok).toBe(false);
    expect(restored.output).toContain('Nothing was changed.');
    expect(existsSync(join(sftp.root, 'offsite-typo'))).toBe(false);
  } finally {
    setEnv(dir(), { BACKUP_REPOSITORY: repository });
  }
});

test('a failing off-site backup shows its password on no command line: ps, every 50 ms through it', async () => {
  const password = /^BACKUP_PASSWORD=(.*)$/m.exec(readFileSync(join(dir(), '.env'), 'utf8'))![1]!;
  setEnv(dir(), { BACKUP_PASSWORD: 'not-the-password-it-was-made-with-41d7' });
  const seen: string[] = [];
  const sampling = setInterval(() => execFile('ps', ['-eo', 'args'], (_, stdout) => seen.push(stdout)), 50);
  try {
    const failed = await makes('backup');
    expect(failed.ok).toBe(false);
    expect(failed.output).toContain('BACKUP_PASSWORD does not open the off-site repository');
  } finally {
    clearInterval(sampling);
    setEnv(dir(), { BACKUP_PASSWORD: password });
  }

  console.log(`ps -eo args, ${seen.length} samples 50 ms apart through a failing make backup`);
  expect(seen.join('\n')).toMatch(/restic/);
  for (const secret of ['not-the-password-it-was-made-with-41d7', password, repository])
    expect(seen.join('\n')).not.toContain(secret);
});
