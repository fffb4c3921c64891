import { execFile, execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { EnvironmentVariables } from '../../src/environment-variables';
import { startSshServer, type SshServer } from '../support/ssh-server.cjs';
import { inTheService, serviceFolder } from './backup-service';

// Each secret lives in one place. The backup service's password and its storage's keys are never
// on a command line, where ps shows them to every user of the server, and never in the API's
// container; the owner's password is never in the backup service's.

describe('a failing off-site backup', () => {
  let sftp: SshServer;
  beforeAll(async () => {
    sftp = await startSshServer('127.0.0.1');
  });
  afterAll(() => sftp?.remove());

  it('puts neither the password nor the repository on any command line, while restic and the sanitizer run', async () => {
    const folder = serviceFolder();
    const path = join(folder.dir, 'repository');
    execFileSync('restic', ['init'], { env: { ...process.env, RESTIC_REPOSITORY: path, RESTIC_PASSWORD: 'right' } });
    execFileSync('mkdir', ['-m', '700', folder.keys]);
    copyFileSync(sftp.clientKey, join(folder.keys, 'id_ed25519'));
    writeFileSync(join(folder.dir, 'dump'), 'the database as dumped');
    const settings = {
      BACKUP_REPOSITORY: `sftp://${sftp.user}@127.0.0.1:${sftp.port}/${path}`,
      BACKUP_PASSWORD: 'not-the-password-it-was-made-with-8c3e1f',
      SITE_URL: 'https://jordan.example',
    };
    const trace = join(folder.dir, 'execve.log');

    // Every command line the run starts (strace), and what ps shows every 50 ms meanwhile.
    const seen: string[] = [];
    const sampling = setInterval(() => execFile('ps', ['-eo', 'args'], (_, stdout) => seen.push(stdout)), 50);
    const run = await inTheService(folder, 'offsite_send dump nightly 3.2.0; echo "$OFFSITE_REASON"', settings, [
      'strace',
      ...['-f', '-qq', '-e', 'trace=execve', '-s', '4096', '-o', trace],
    ]);
    clearInterval(sampling);

    expect(run.stdout).toContain('The off-site repository could not be reached or read');
    expect(run.stderr).toMatch(/^backup: restic: /m);
    const commandLines = readFileSync(trace, 'utf8');
    expect(commandLines).toMatch(/execve\("[^"]*\/restic"/);
    expect(commandLines).toMatch(/execve\("[^"]*\/awk"/);
    expect(seen.length).toBeGreaterThan(3);
    for (const secret of [settings.BACKUP_PASSWORD, settings.BACKUP_REPOSITORY]) {
      expect(commandLines).not.toContain(secret);
      expect(seen.join('\n')).not.toContain(secret);
      expect(run.stderr).not.toContain(secret);
    }
  });
});

describe("the stack's containers", () => {
  const REPO = resolve(__dirname, '../../..');
  const STORAGE = {
    AWS_ACCESS_KEY_ID: 'AKIAEXAMPLE',
    AWS_SECRET_ACCESS_KEY: 'aws-secret-9f2c',
    B2_ACCOUNT_ID: 'b2-account',
    B2_ACCOUNT_KEY: 'b2-key-1d7a',
  };
  const BACKUPS = { BACKUP_REPOSITORY: 's3:s3.amazonaws.com/bucket', BACKUP_PASSWORD: 'backup-password-3e8b' };
  const OWNER = { ADMIN_USERNAME: 'owner', ADMIN_PASSWORD_HASH: 'scrypt:15:8:3:owner-hash' };

  /** Each service's environment, as Docker Compose gives it with this .env (env_file included). */
  function environments(): Record<string, Record<string, string>> {
    const dir = mkdtempSync(join(tmpdir(), 'portfolio-compose-'));
    copyFileSync(join(REPO, 'docker-compose.yml'), join(dir, 'docker-compose.yml'));
    const env = {
      POSTGRES_PASSWORD: 'db-password',
      SITE_URL: 'https://jordan.example',
      ...STORAGE,
      ...BACKUPS,
      ...OWNER,
    };
    writeFileSync(
      join(dir, '.env'),
      Object.entries(env)
        .map(([name, value]) => `${name}=${value}\n`)
        .join(''),
    );
    return environmentsOf(execFileSync('docker-compose', ['config'], { cwd: dir, encoding: 'utf8' }));
  }

  it('give the API what it reads and nothing else: no storage key, no backup setting but its status file', () => {
    const api = environments().backend!;

    // Every setting of the API's but the embedded database's folder, which production never uses.
    const reads = Object.keys(new EnvironmentVariables()).filter((name) => name !== 'DATA_DIR');
    expect(Object.keys(api).sort()).toEqual([...reads, 'RCLONE_CONFIG'].sort());
    expect(api.ADMIN_PASSWORD_HASH).toBe(OWNER.ADMIN_PASSWORD_HASH);
    for (const secret of [...Object.values(STORAGE), ...Object.values(BACKUPS)])
      expect(Object.values(api)).not.toContain(secret);
  });

  it("give the backup service its settings and its storage's keys, and not the owner's password", () => {
    const backup = environments().backup!;

    expect(backup).toMatchObject({ ...STORAGE, ...BACKUPS, SITE_URL: 'https://jordan.example' });
    expect(Object.keys(backup).filter((name) => name.startsWith('ADMIN_'))).toEqual([]);
    expect(Object.values(backup)).not.toContain(OWNER.ADMIN_PASSWORD_HASH);
  });
});

/** The environment of each service in the YAML `docker-compose config` prints (keys sorted, two spaces a level). */
function environmentsOf(config: string): Record<string, Record<string, string>> {
  const services: Record<string, Record<string, string>> = {};
  let service: Record<string, string> | undefined;
  let inEnvironment = false;
  for (const line of config.split('\n')) {
    const named = /^ {2}([\w-]+):$/.exec(line);
    if (named) services[named[1]!] = service = {};
    const setting = /^ {6}(\w+): (.*)$/.exec(line);
    if (inEnvironment && setting) service![setting[1]!] = setting[2]!.replace(/^'(.*)'$/, '$1');
    else inEnvironment = line === '    environment:';
  }
  return services;
}
