import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, loadConfigFromEnvironment } from './config';

const HASH = 'scrypt:15:8:3:c2FsdHNhbHRzYWx0c2FsdA:aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaGhhc2g';
const ADMIN = { ADMIN_USERNAME: 'owner', ADMIN_PASSWORD_HASH: HASH };
const PRODUCTION = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://portfolio:secret@db:5432/portfolio',
  SITE_URL: 'https://portfolio.example',
};

describe('loadConfig', () => {
  it('has defaults for a local run, with the embedded database', () => {
    expect(loadConfig(ADMIN)).toEqual({
      nodeEnv: 'development',
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: undefined,
      dataDir: '.data',
      staticDir: 'frontend/dist',
      siteUrl: undefined,
      logLevel: 'info',
      admin: { username: 'owner', password: { hash: expect.objectContaining({ log2N: 15, r: 8, p: 3 }) } },
      cookieSecure: false,
      trustProxy: ['loopback'],
      session: { idleSeconds: 86_400, absoluteSeconds: 1_209_600 },
      loginThrottle: { perIp: 5, perIpWindowSeconds: 900, total: 100, totalWindowSeconds: 3600 },
      documentFreshMs: 1000,
      revisions: { kept: 100, keptDays: 365, maxBytes: 50 * 1024 * 1024 },
      backupStatusFile: undefined,
      publish: undefined,
    });
  });

  it('reads every setting', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      PORT: '3000',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://portfolio:secret@db:5432/portfolio',
      DATA_DIR: '/var/lib/portfolio',
      STATIC_DIR: '/srv/site',
      SITE_URL: 'https://Portfolio.Example:443/',
      LOG_LEVEL: 'warn',
      ADMIN_USERNAME: 'ada',
      ADMIN_PASSWORD: 'a long local password',
      COOKIE_SECURE: 'true',
      TRUST_PROXY: '10.0.0.0/8, ::1',
      SESSION_IDLE_SECONDS: '600',
      SESSION_ABSOLUTE_SECONDS: '3600',
      LOGIN_FAILURES_PER_IP: '3',
      LOGIN_IP_WINDOW_SECONDS: '60',
      LOGIN_FAILURES_TOTAL: '50',
      LOGIN_TOTAL_WINDOW_SECONDS: '120',
      DOCUMENT_FRESH_MS: '250',
      REVISIONS_KEPT: '20',
      REVISIONS_KEPT_DAYS: '30',
      REVISIONS_MAX_MB: '5',
      BACKUP_STATUS_FILE: '/run/backup-status/status.json',
      PUBLISH_TO: ':sftp,host=static.example,user=site,pass=hidden:www',
      PUBLIC_URL: 'https://www.portfolio.example/',
    });

    expect(config).toEqual({
      nodeEnv: 'production',
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: 'postgres://portfolio:secret@db:5432/portfolio',
      dataDir: '/var/lib/portfolio',
      staticDir: '/srv/site',
      siteUrl: 'https://portfolio.example',
      logLevel: 'warn',
      admin: { username: 'ada', password: { plain: 'a long local password' } },
      cookieSecure: true,
      trustProxy: ['10.0.0.0/8', '::1'],
      session: { idleSeconds: 600, absoluteSeconds: 3600 },
      loginThrottle: { perIp: 3, perIpWindowSeconds: 60, total: 50, totalWindowSeconds: 120 },
      documentFreshMs: 250,
      revisions: { kept: 20, keptDays: 30, maxBytes: 5 * 1024 * 1024 },
      backupStatusFile: '/run/backup-status/status.json',
      publish: {
        to: ':sftp,host=static.example,user=site,pass=hidden:www',
        publicUrl: 'https://www.portfolio.example',
      },
    });
  });

  it('publishes to the address visitors use when no other is given', () => {
    expect(loadConfig({ ...ADMIN, SITE_URL: 'https://portfolio.example', PUBLISH_TO: '/srv/site' }).publish).toEqual({
      to: '/srv/site',
      publicUrl: 'https://portfolio.example',
    });
    expect(loadConfig({ ...ADMIN, PUBLISH_TO: 'r2:bucket/site', PUBLIC_URL: 'https://cdn.example' }).publish).toEqual({
      to: 'r2:bucket/site',
      publicUrl: 'https://cdn.example',
    });
  });

  it('treats an empty value as unset', () => {
    expect(loadConfig({ ...ADMIN, PORT: '', DATABASE_URL: '', ADMIN_PASSWORD: '' })).toMatchObject({
      port: 8080,
      databaseUrl: undefined,
      admin: { password: { hash: expect.any(Object) } },
    });
  });

  it('lets a local run keep a short or example password, which production refuses', () => {
    const local = { ADMIN_USERNAME: 'owner', ADMIN_PASSWORD: 'admin' };

    expect(loadConfig(local).admin.password).toEqual({ plain: 'admin' });
    expect(loadConfig({ ...local, ADMIN_PASSWORD: 'change-me' }).admin.password).toEqual({ plain: 'change-me' });
    expect(() => loadConfig({ ...local, ...PRODUCTION })).toThrow(/at least 12 characters in production/);
  });

  it('trusts no proxy when told "none"', () => {
    expect(loadConfig({ ...ADMIN, TRUST_PROXY: 'none' }).trustProxy).toEqual([]);
  });

  it.each([
    ['127.0.0.1', ['loopback']],
    ['127.1.2.3', ['loopback']],
    ['::1', ['loopback']],
    ['localhost', ['loopback']],
    ['0.0.0.0', []],
    ['::', []],
    ['192.168.1.20', []],
    ['127.0.0.1.example', []],
  ])('by default, listening on %s, trusts %j', (host, trusted) => {
    expect(loadConfig({ ...ADMIN, HOST: host }).trustProxy).toEqual(trusted);
  });

  it.each<[Record<string, string>, RegExp]>([
    [{ PORT: '0' }, /PORT must not be less than 1/],
    [{ PORT: '65536' }, /PORT must not be greater than 65535/],
    [{ PORT: 'eighty' }, /PORT must be an integer/],
    [{ PORT: '80.5' }, /PORT must be an integer/],
    [{ DOCUMENT_FRESH_MS: '-1' }, /DOCUMENT_FRESH_MS must be 0 or more/],
    [{ DOCUMENT_FRESH_MS: '60001' }, /DOCUMENT_FRESH_MS must be at most 60000/],
    [{ DOCUMENT_FRESH_MS: 'a second' }, /DOCUMENT_FRESH_MS must be a whole number of milliseconds/],
    [{ NODE_ENV: 'prod' }, /NODE_ENV must be one of the following values/],
    [{ REVISIONS_KEPT: '0' }, /REVISIONS_KEPT must be at least 1/],
    [{ REVISIONS_KEPT: 'all' }, /REVISIONS_KEPT must be a whole number of saves/],
    [{ REVISIONS_KEPT_DAYS: '-1' }, /REVISIONS_KEPT_DAYS must be 0 or more/],
    [{ REVISIONS_MAX_MB: '0' }, /REVISIONS_MAX_MB must be at least 1 \(a version can take a quarter of a megabyte\)/],
    [{ REVISIONS_MAX_MB: '0.5' }, /REVISIONS_MAX_MB must be a whole number of megabytes/],
    [{ REVISIONS_MAX_MB: '50 MB' }, /REVISIONS_MAX_MB must be a whole number of megabytes/],
    [{ REVISIONS_MAX_MB: '1000001' }, /REVISIONS_MAX_MB must be at most 1000000/],
    [{ LOG_LEVEL: 'verbose' }, /LOG_LEVEL must be one of the following values/],
    [{ DATABASE_URL: 'mysql://db/portfolio' }, /DATABASE_URL must be a postgres:\/\/ URL/],
    [
      { NODE_ENV: 'production' },
      /DATABASE_URL must be a postgres:\/\/ URL \(it is required when NODE_ENV is production\)/,
    ],
    [
      { NODE_ENV: 'production', DATABASE_URL: 'postgres://portfolio:change-me@db/portfolio' },
      /DATABASE_URL still has the example password/,
    ],
    [
      { NODE_ENV: 'production', DATABASE_URL: PRODUCTION.DATABASE_URL },
      /SITE_URL must be the address visitors use, such as https:\/\/example.com \(it is required when NODE_ENV is production\)/,
    ],
    [{ SITE_URL: 'example.com' }, /SITE_URL must be the address visitors use/],
    [{ SITE_URL: 'ftp://example.com' }, /SITE_URL must be the address visitors use/],
    [{ SITE_URL: 'https://example.com/portfolio' }, /SITE_URL must be the address visitors use/],
    [{ SITE_URL: 'https://example.com/?a=1' }, /SITE_URL must be the address visitors use/],
    [{ SITE_URL: 'https://owner:secret@example.com' }, /SITE_URL must be the address visitors use/],
    [{ SITE_URL: 'https://exa mple.com' }, /SITE_URL must be the address visitors use/],
    [{ ADMIN_USERNAME: '' }, /ADMIN_USERNAME is required/],
    [{ ADMIN_USERNAME: ' owner' }, /ADMIN_USERNAME must not start or end with white space/],
    [{ ADMIN_PASSWORD_HASH: '' }, /ADMIN_PASSWORD_HASH must be set/],
    [
      { ADMIN_PASSWORD_HASH: 'scrypt:15:8:3:bad' },
      /ADMIN_PASSWORD_HASH must be set, as `make hash-password` prints it/,
    ],
    [
      { ...PRODUCTION, ADMIN_PASSWORD_HASH: '', ADMIN_PASSWORD: 'change-me' },
      /ADMIN_PASSWORD is still the example value/,
    ],
    [
      { ...PRODUCTION, ADMIN_PASSWORD_HASH: '', ADMIN_PASSWORD: 'short' },
      /ADMIN_PASSWORD must be at least 12 characters in production/,
    ],
    [{ ADMIN_PASSWORD: 'a long local password' }, /set ADMIN_PASSWORD or ADMIN_PASSWORD_HASH, not both/],
    [{ COOKIE_SECURE: 'yes' }, /COOKIE_SECURE must be true or false/],
    [{ TRUST_PROXY: 'true' }, /TRUST_PROXY must be "none" or a comma-separated list/],
    [{ TRUST_PROXY: '0.0.0.0/0' }, /TRUST_PROXY must be/],
    [{ TRUST_PROXY: 'loopback,*' }, /TRUST_PROXY must be/],
    [{ SESSION_IDLE_SECONDS: '10' }, /SESSION_IDLE_SECONDS must not be less than 60/],
    [{ LOGIN_FAILURES_PER_IP: '0' }, /LOGIN_FAILURES_PER_IP must not be less than 1/],
    [{ PUBLISH_TO: 'site', PUBLIC_URL: 'https://cdn.example' }, /PUBLISH_TO must be where rclone publishes the site/],
    [{ PUBLISH_TO: '/srv/site\n', PUBLIC_URL: 'https://cdn.example' }, /PUBLISH_TO must be/],
    [{ PUBLISH_TO: '/srv/site' }, /PUBLIC_URL must be the address visitors of the published site use/],
    [{ PUBLISH_TO: '/srv/site', PUBLIC_URL: 'cdn.example' }, /PUBLIC_URL must be the address/],
    [{ SITE_URL: 'https://portfolio.example', PUBLIC_URL: 'https://cdn.example/site' }, /PUBLIC_URL must be/],
    [{ BACKUP_STATUS_FILE: 'status.json' }, /BACKUP_STATUS_FILE must be an absolute path: the file where/],
    [{ BACKUP_STATUS_FILE: './run/status.json' }, /BACKUP_STATUS_FILE must be an absolute path/],
  ])('refuses %j with one line naming the variable', (variables, reason) => {
    expect(() => loadConfig({ ...ADMIN, ...variables })).toThrow(reason);
    expect(() => loadConfig({ ...ADMIN, ...variables })).toThrow(/^Invalid environment variables: [^\n]+$/);
  });

  it('refuses to start without the owner credentials, saying how to make them', () => {
    expect(() => loadConfig({})).toThrow(
      /ADMIN_USERNAME is required \(run `make env`\).*ADMIN_PASSWORD_HASH must be set/,
    );
  });

  it('names every bad variable at once, and never a value', () => {
    const secretUrl = 'mysql://admin:hunter2@db/portfolio';
    let message = '';
    try {
      loadConfig({ ...ADMIN, PORT: 'x', DATABASE_URL: secretUrl, ADMIN_PASSWORD: 'hunter2' });
    } catch (error) {
      message = (error as Error).message;
    }

    expect(message).toMatch(/PORT/);
    expect(message).toMatch(/DATABASE_URL/);
    expect(message).toMatch(/ADMIN_PASSWORD/);
    expect(message).not.toContain('hunter2');
  });
});

describe('loadConfigFromEnvironment', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  it('reads the .env file, and the process environment wins over it', () => {
    const envFile = join(mkdtempSync(join(tmpdir(), 'portfolio-config-')), '.env');
    writeFileSync(envFile, `PORT=9000\nLOG_LEVEL=debug\nADMIN_USERNAME=owner\nADMIN_PASSWORD_HASH=${HASH}\n`);
    process.env.PORT = '9100';
    delete process.env.LOG_LEVEL;

    expect(loadConfigFromEnvironment(envFile)).toMatchObject({
      port: 9100,
      logLevel: 'debug',
      admin: { username: 'owner' },
    });
  });

  it('takes a password from the environment over the hash in the file', () => {
    const envFile = join(mkdtempSync(join(tmpdir(), 'portfolio-config-')), '.env');
    writeFileSync(envFile, `ADMIN_USERNAME=owner\nADMIN_PASSWORD_HASH=${HASH}\nADMIN_PASSWORD=\n`);

    const config = loadConfigFromEnvironment(envFile, {
      ADMIN_USERNAME: 'ada',
      ADMIN_PASSWORD: 'from the environment',
    });

    expect(config.admin).toEqual({ username: 'ada', password: { plain: 'from the environment' } });
  });

  it('runs without a .env file', () => {
    Object.assign(process.env, ADMIN);
    delete process.env.PORT;
    expect(loadConfigFromEnvironment(join(tmpdir(), 'no-such-dir', '.env')).port).toBe(8080);
  });
});
