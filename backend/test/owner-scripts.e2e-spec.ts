import { execFileSync, spawnSync } from 'node:child_process';
import { Client } from 'pg';
import { copyFileSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseEnv } from 'node:util';
import { SCRYPT_COST, verifyPassword } from '../src/auth/password';
import { parsePasswordHash } from '../src/password-hash';
import { loadConfig } from '../src/config';
import { createTestDatabase, type TestDatabase } from './test-database';

// The scripts behind `make hash-password` and `make env`, run as the owner runs them.
const REPO = resolve(__dirname, '../..');
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

describe("make restore's sign-in rules", () => {
  // The SQL make restore runs around a dump's, in its one transaction, on a real PostgreSQL. Here
  // a dump is the SQL of the sign-in tables as the migrations make them, after the search_path
  // pg_restore sets.
  const KEEP = readFileSync(join(REPO, 'scripts', 'restore-keep-sign-in.sql'), 'utf8');
  const SIGN_IN = readFileSync(join(REPO, 'scripts', 'restore-sign-in.sql'), 'utf8');
  const TABLES = `
    CREATE TABLE public.session (token_hash bytea PRIMARY KEY, username text NOT NULL);
    CREATE TABLE public.second_factor (username text PRIMARY KEY, secret text NOT NULL,
      enabled boolean NOT NULL DEFAULT false, last_step bigint NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now());
    CREATE TABLE public.recovery_code (code_hash bytea PRIMARY KEY, username text NOT NULL, used_at timestamptz);
    CREATE TABLE public.trusted_device (id bigserial PRIMARY KEY, token_hash bytea NOT NULL UNIQUE,
      username text NOT NULL, user_agent text NOT NULL DEFAULT '');`;
  const USED = "'2026-11-01T00:00:00Z'";

  /**
   * A database's sign-in: one session, a device trusted with the same token, a second factor (or
   * none) and two recovery codes.
   */
  const signIn = (session: string, secret: string | null, used: string) =>
    `${TABLES}
    INSERT INTO public.session VALUES ('\\x${session}', 'owner');
    INSERT INTO public.trusted_device (id, token_hash, username, user_agent) VALUES (7, '\\x${session}', 'owner', 'Firefox');
    ${secret ? `INSERT INTO public.second_factor (username, secret, enabled) VALUES ('owner', '${secret}', true);` : ''}
    ${secret ? `INSERT INTO public.recovery_code VALUES ('\\x01', 'owner', ${used}), ('\\x02', 'owner', NULL);` : ''}`;

  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database?.drop());

  /** make restore of `dump` over the database as `current` left it; what it found, or its error. */
  async function restore(current: string, dump: string, keep = true): Promise<string> {
    await database.query(`DROP SCHEMA public CASCADE; CREATE SCHEMA public; ${current}`);
    const client = new Client({ connectionString: database.url });
    await client.connect();
    try {
      await client.query('BEGIN');
      await client.query('CREATE TEMP TABLE restore_outcome (outcome text) ON COMMIT DROP');
      if (keep) await client.query(KEEP);
      await client.query('DROP SCHEMA public CASCADE; CREATE SCHEMA public');
      await client.query(`SELECT pg_catalog.set_config('search_path', '', false); ${dump}`);
      await client.query(SIGN_IN);
      const [row] = (await client.query<{ outcome: string }>('SELECT outcome FROM pg_temp.restore_outcome')).rows;
      await client.query('COMMIT');
      return row!.outcome;
    } catch (error) {
      await client.query('ROLLBACK');
      return (error as Error).message;
    } finally {
      await client.end();
    }
  }

  const state = async () => ({
    sessions: await database.query("SELECT encode(token_hash, 'hex') AS token FROM session"),
    devices: await database.query("SELECT encode(token_hash, 'hex') AS token FROM trusted_device ORDER BY 1"),
    secondFactor: await database.query('SELECT secret, enabled FROM second_factor'),
    codes: await database.query(
      "SELECT encode(code_hash, 'hex') AS code, used_at IS NOT NULL AS used FROM recovery_code ORDER BY 1",
    ),
  });

  it('ends every session, and keeps the second factor that is on here when the dump had it off', async () => {
    const outcome = await restore(signIn('aa', 'NOWSECRET', USED), signIn('bb', null, 'NULL'));

    expect(outcome).toBe('kept-was-off');
    expect(await state()).toEqual({
      sessions: [],
      devices: [{ token: 'aa' }],
      secondFactor: [{ secret: 'NOWSECRET', enabled: true }],
      codes: [
        { code: '01', used: true },
        { code: '02', used: false },
      ],
    });
  });

  it('keeps a recovery code used since the backup used, and says the dump differed', async () => {
    const outcome = await restore(signIn('aa', 'SECRET', USED), signIn('bb', 'SECRET', 'NULL'));

    expect(outcome).toBe('kept');
    expect((await state()).codes).toEqual([
      { code: '01', used: true },
      { code: '02', used: false },
    ]);
  });

  it('says nothing when the dump held the same second factor', async () => {
    expect(await restore(signIn('aa', 'SECRET', USED), signIn('bb', 'SECRET', USED))).toBe('as-backed-up');
    expect((await state()).sessions).toEqual([]);
  });

  it("restores the dump's second factor as it is when the owner asks, sessions ended all the same", async () => {
    const outcome = await restore(signIn('aa', 'NOWSECRET', USED), signIn('bb', 'OLDSECRET', 'NULL'), false);

    expect(outcome).toBe('as-backed-up');
    expect(await state()).toEqual({
      sessions: [],
      devices: [{ token: 'bb' }],
      secondFactor: [{ secret: 'OLDSECRET', enabled: true }],
      codes: [
        { code: '01', used: false },
        { code: '02', used: false },
      ],
    });
  });

  it("keeps the devices trusted here, not the dump's: one forgotten since stays forgotten, one trusted since stays trusted", async () => {
    const now = `${signIn('aa', null, 'NULL')}
      INSERT INTO public.trusted_device (id, token_hash, username) VALUES (9, '\\xcc', 'owner')`;

    await restore(now, signIn('bb', null, 'NULL'));

    expect((await state()).devices).toEqual([{ token: 'aa' }, { token: 'cc' }]);
    // The dump's sequence was behind the ids kept: the next device trusted takes a new one.
    await database.query("INSERT INTO trusted_device (token_hash, username) VALUES ('\\xdd', 'owner')");
    expect(await database.query('SELECT id FROM trusted_device ORDER BY id')).toEqual([
      { id: '7' },
      { id: '9' },
      { id: '10' },
    ]);
  });

  it('keeps the devices trusted here over a dump of a release whose table had fewer columns, or none', async () => {
    const session = 'CREATE TABLE public.session (token_hash bytea PRIMARY KEY, username text NOT NULL);';
    const older = `${session}
      CREATE TABLE public.trusted_device (id bigserial PRIMARY KEY, token_hash bytea NOT NULL UNIQUE, username text NOT NULL);
      INSERT INTO public.trusted_device (token_hash, username) VALUES ('\\xbb', 'owner');`;

    await restore(signIn('aa', null, 'NULL'), older);
    expect(await database.query("SELECT encode(token_hash, 'hex') AS token FROM trusted_device")).toEqual([
      { token: 'aa' },
    ]);

    expect(await restore(signIn('aa', null, 'NULL'), session)).toBe('as-backed-up');
  });

  it("restores the dump's trusted devices as they are when the owner asks", async () => {
    await restore(signIn('aa', null, 'NULL'), signIn('bb', null, 'NULL'), false);

    expect((await state()).devices).toEqual([{ token: 'bb' }]);
  });

  it('refuses a dump from before two-step sign-in while it is on here, and changes nothing', async () => {
    const outcome = await restore(
      signIn('aa', 'NOWSECRET', USED),
      'CREATE TABLE public.session (token_hash bytea PRIMARY KEY, username text NOT NULL)',
    );

    expect(outcome).toMatch(/^This backup is from a release before two-step sign-in, which is on here/);
    expect((await state()).sessions).toEqual([{ token: 'aa' }]);
    expect((await state()).secondFactor).toEqual([{ secret: 'NOWSECRET', enabled: true }]);
  });
});
