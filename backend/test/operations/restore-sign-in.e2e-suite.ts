import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Client } from 'pg';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

const REPO = resolve(__dirname, '../../..');

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
