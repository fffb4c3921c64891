import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseEnv } from 'node:util';
import { SCRYPT_COST, verifyPassword } from '../../src/auth/password/password';
import { parsePasswordHash } from '../../src/password-hash';
import { loadConfig } from '../../src/config';

// The scripts behind `make hash-password` and `make env`, run as the owner runs them.
const REPO = resolve(__dirname, '../../..');
const HASH_PASSWORD = join(REPO, 'scripts', 'hash-password.mjs');
const MAKE_ENV = join(REPO, 'scripts', 'make-env.mjs');

function hashPassword(input: string) {
  return spawnSync(process.execPath, [HASH_PASSWORD], { input, encoding: 'utf8' });
}

describe('make hash-password', () => {
  it('prints a hash the API accepts for the password read, without its line break', async () => {
    const run = hashPassword('correct horse battery staple\n');

    expect(run.status).toBe(0);
    const hash = parsePasswordHash(run.stdout.trim());
    expect(hash).toMatchObject(SCRYPT_COST);
    await expect(verifyPassword('correct horse battery staple', hash!)).resolves.toBe(true);
    await expect(verifyPassword('correct horse battery staple\n', hash!)).resolves.toBe(false);
  });

  it('reads only the first line, and keeps white space that is part of the password', async () => {
    const hash = parsePasswordHash(hashPassword('  spaced password  \r\nsecond line\n').stdout.trim())!;

    await expect(verifyPassword('  spaced password  ', hash)).resolves.toBe(true);
  });

  it('refuses a password shorter than 12 characters', () => {
    const run = hashPassword('short pass\n');

    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr.trim()).toBe('The password must be at least 12 characters long.');
  });
});

describe('make env', () => {
  function newCheckout(): string {
    const dir = mkdtempSync(join(tmpdir(), 'portfolio-env-'));
    copyFileSync(join(REPO, '.env.example'), join(dir, '.env.example'));
    return dir;
  }

  it('writes .env with a random password, shown once and stored only as a hash the API accepts', async () => {
    const dir = newCheckout();

    const output = execFileSync(process.execPath, [MAKE_ENV], {
      cwd: dir,
      encoding: 'utf8',
      env: { ...process.env, SITE_URL: 'https://jordan.example' },
    });

    const password = /password: (\S+)/.exec(output)![1]!;
    const env = parseEnv(readFileSync(join(dir, '.env'), 'utf8'));
    expect(statSync(join(dir, '.env')).mode & 0o777).toBe(0o600);
    expect(readFileSync(join(dir, '.env'), 'utf8')).not.toContain(password);
    expect(env.ADMIN_PASSWORD).toBe('');
    expect(env.POSTGRES_PASSWORD).toMatch(/^[\w-]{32}$/);
    expect(env.SITE_URL).toBe('https://jordan.example');
    expect(output).not.toMatch(/set SITE_URL/);
    // The off-site backups' password, shown once with where to keep it: lost with the server, it
    // would leave every off-site copy unreadable.
    expect(env.BACKUP_PASSWORD).toMatch(/^[\w-]{32}$/);
    expect(env.BACKUP_PASSWORD).not.toBe(env.POSTGRES_PASSWORD);
    expect(output).toContain(`BACKUP_PASSWORD=${env.BACKUP_PASSWORD}`);
    expect(output).toMatch(/Keep it somewhere other than this server/);
    await expect(verifyPassword(password, parsePasswordHash(env.ADMIN_PASSWORD_HASH!)!)).resolves.toBe(true);
    // The API starts with it, in production too (with a database URL).
    expect(() =>
      loadConfig({ ...env, NODE_ENV: 'production', DATABASE_URL: 'postgres://u:p@db/portfolio' }),
    ).not.toThrow();
  });

  it('leaves SITE_URL empty when it is not given, and says to set it before make up', () => {
    const dir = newCheckout();
    const { SITE_URL: _unset, ...environment } = process.env;

    const output = execFileSync(process.execPath, [MAKE_ENV], { cwd: dir, encoding: 'utf8', env: environment });

    expect(parseEnv(readFileSync(join(dir, '.env'), 'utf8')).SITE_URL).toBe('');
    expect(output).toMatch(/Before make up, set SITE_URL in \.env/);
  });

  it.each(['example.com', 'https://example.com/blog', 'ftp://example.com'])(
    'refuses SITE_URL=%s and writes no .env',
    (siteUrl) => {
      const dir = newCheckout();

      const run = spawnSync(process.execPath, [MAKE_ENV], {
        cwd: dir,
        encoding: 'utf8',
        env: { ...process.env, SITE_URL: siteUrl },
      });

      expect(run.status).toBe(1);
      expect(run.stderr).toMatch(/SITE_URL must be the address visitors use/);
      expect(() => statSync(join(dir, '.env'))).toThrow();
    },
  );

  it('makes new secrets every time', () => {
    const [first, second] = [newCheckout(), newCheckout()].map((dir) => {
      execFileSync(process.execPath, [MAKE_ENV], { cwd: dir });
      return parseEnv(readFileSync(join(dir, '.env'), 'utf8'));
    });

    expect(first!.ADMIN_PASSWORD_HASH).not.toBe(second!.ADMIN_PASSWORD_HASH);
    expect(first!.POSTGRES_PASSWORD).not.toBe(second!.POSTGRES_PASSWORD);
  });

  it('never overwrites an existing .env', () => {
    const dir = newCheckout();
    writeFileSync(join(dir, '.env'), 'ADMIN_USERNAME=kept\n');

    const output = execFileSync(process.execPath, [MAKE_ENV], { cwd: dir, encoding: 'utf8' });

    expect(output).toMatch(/already exists/);
    expect(readFileSync(join(dir, '.env'), 'utf8')).toBe('ADMIN_USERNAME=kept\n');
  });

  it('leaves .env.example refused as it is: its secrets are placeholders', () => {
    const example = parseEnv(readFileSync(join(REPO, '.env.example'), 'utf8'));

    expect(() =>
      loadConfig({ ...example, NODE_ENV: 'production', DATABASE_URL: 'postgres://u:p@db/portfolio' }),
    ).toThrow(/ADMIN_PASSWORD is still the example value/);
  });
});
