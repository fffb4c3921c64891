import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startSshServer, type SshServer } from '../support/ssh-server.cjs';
import { inTheService, serviceFolder, type ServiceFolder } from './backup-service';

// The off-site repository as the backup service's scripts use it, with this machine's restic and
// OpenSSH: the SFTP server's host key pinned on first use, and each site's snapshots under a name
// of its own, so that sites sharing a repository never forget each other's.

const PASSWORD = 'the-repository-password-0b5d';

/** A restic repository made at `path` (on this machine, which the SFTP server serves too). */
function repositoryAt(path: string, password = PASSWORD) {
  execFileSync('restic', ['init'], { env: { ...process.env, RESTIC_REPOSITORY: path, RESTIC_PASSWORD: password } });
}

describe("the SFTP server's host key", () => {
  let sftp: SshServer;
  beforeAll(async () => {
    sftp = await startSshServer('127.0.0.1');
  });
  afterAll(() => sftp?.remove());

  it('is pinned in backups/ssh/known_hosts on first use, which says so once, and a changed one is refused', async () => {
    const folder = serviceFolder();
    mkdirSync(folder.keys, { mode: 0o700 });
    copyFileSync(sftp.clientKey, join(folder.keys, 'id_ed25519'));
    const path = join(folder.dir, 'repository');
    repositoryAt(path);
    const settings = {
      BACKUP_REPOSITORY: `sftp://${sftp.user}@127.0.0.1:${sftp.port}/${path}`,
      BACKUP_PASSWORD: PASSWORD,
    };
    const open = () => inTheService(folder, 'offsite_open; status=$?; echo "$OFFSITE_REASON"; exit $status', settings);
    const hostKey = () => readFileSync(join(sftp.dir, 'host_key.pub'), 'utf8').split(' ').slice(0, 2).join(' ');

    const first = await open();
    const second = await open();

    expect(first).toMatchObject({ status: 0 });
    expect(first.stderr).toContain("backup: pinned the off-site server's host key in backups/ssh/known_hosts");
    const pinned = readFileSync(join(folder.keys, 'known_hosts'), 'utf8');
    expect(pinned).toBe(`[127.0.0.1]:${sftp.port} ${hostKey()}\n`);
    expect(second.status).toBe(0);
    expect(second.stderr).not.toContain('pinned');

    // Another server answers at that address: a new host key.
    sftp.stop();
    rmSync(join(sftp.dir, 'host_key'));
    execFileSync('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-f', join(sftp.dir, 'host_key')]);
    await sftp.start();
    const changed = await open();

    expect(changed).toEqual({
      status: 1,
      stdout: expect.stringContaining(
        "The off-site server's host key is not the one pinned in backups/ssh/known_hosts",
      ),
      stderr: expect.any(String),
    });
    expect(readFileSync(join(folder.keys, 'known_hosts'), 'utf8')).toBe(pinned);
  });
});

describe("each site's snapshots", () => {
  /** A nightly backup of `site` to the repository at `path`, and its retention (2 days kept). */
  const nightly = (folder: ServiceFolder, path: string, site: string) =>
    inTheService(folder, 'offsite_send dump nightly 3.2.0 && offsite_forget && offsite_restic snapshots --json', {
      BACKUP_REPOSITORY: path,
      BACKUP_PASSWORD: PASSWORD,
      SITE_URL: site,
      BACKUP_KEEP_DAILY: '2',
      BACKUP_KEEP_WEEKLY: '0',
      BACKUP_KEEP_MONTHLY: '0',
    });

  /** The host and day of each snapshot the run listed last. */
  const listed = (stdout: string) =>
    (JSON.parse(stdout.slice(stdout.lastIndexOf('\n['))) as Array<{ hostname: string; time: string }>)
      .map((snapshot) => `${snapshot.hostname} ${snapshot.time.slice(0, 10)}`)
      .sort();

  it('carry its address, so that retention never forgets another site’s; those from before site names stay this site’s', async () => {
    const folder = serviceFolder();
    writeFileSync(join(folder.dir, 'dump'), 'the database as dumped');
    const path = join(folder.dir, 'repository');
    repositoryAt(path);
    // Three nights of a release before site names, which named every snapshot portfolio.
    for (const night of ['2026-01-10', '2026-01-11', '2026-01-12'])
      execFileSync(
        'restic',
        ['backup', '--host', 'portfolio', '--tag', 'nightly', '--time', `${night} 03:00:00`, '--stdin'],
        { input: 'an older dump', env: { ...process.env, RESTIC_REPOSITORY: path, RESTIC_PASSWORD: PASSWORD } },
      );
    const today = new Date().toISOString().slice(0, 10);

    const other = await nightly(folder, path, 'https://other.example');
    const ours = await nightly(folder, path, 'https://Jordan.example:8443/');

    expect(other.status).toBe(0);
    expect(ours.status).toBe(0);
    // Ours and the older ones are one series: two days kept, today's and the newest older one.
    // The other site's, made today too, is not ours to forget.
    expect(listed(ours.stdout)).toEqual([
      `jordan.example:8443 ${today}`,
      `other.example ${today}`,
      'portfolio 2026-01-12',
    ]);
    const snapshots = await inTheService(folder, 'snapshots.sh', {
      BACKUP_REPOSITORY: path,
      BACKUP_PASSWORD: PASSWORD,
      SITE_URL: 'https://jordan.example:8443',
    });
    expect(snapshots.stdout).toMatch(/jordan\.example:8443/);
    expect(snapshots.stdout).toMatch(/portfolio/);
    expect(snapshots.stdout).not.toMatch(/other\.example/);
    expect(existsSync(join(folder.keys, 'known_hosts'))).toBe(false);
  });
});
