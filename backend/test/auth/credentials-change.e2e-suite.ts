import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import { Client } from 'pg';
import { hashPassword } from '../../src/auth/password/password';
import { formatPasswordHash } from '../../src/password-hash';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { deviceCookie, OWNER, sessionCookie, startTestApp, type TestApp } from '../support/test-app';

const END_SESSIONS_SQL = readFileSync(join(__dirname, '../../../scripts/end-sessions.sql'), 'utf8');
const NEW_PASSWORD = 'a new password, long enough';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  // The first start migrates the database.
  await (await startTestApp(database.url)).close();
});

afterAll(() => database?.drop());

beforeEach(async () => {
  await database.query('DELETE FROM owner_credentials');
  await database.query('DELETE FROM session');
  await database.query('DELETE FROM trusted_device');
});

/**
 * `work` with the API started on the test database with these settings, closed after; the owner's
 * password given as `ADMIN_PASSWORD` unless they say otherwise, as a local run gives it.
 */
async function withApi<T>(environment: Record<string, string>, work: (api: TestApp) => Promise<T>): Promise<T> {
  const api = await startTestApp(database.url, { ADMIN_PASSWORD: OWNER.password, ...environment });
  try {
    return await work(api);
  } finally {
    await api.close();
  }
}

/** Signs in as `owner` and returns the browser's cookies. */
async function signIn(api: TestApp, owner = OWNER): Promise<{ session: string; device: string }> {
  const response = await api.http.post('/api/auth/login').set('Content-Type', 'application/json').send(owner);
  expect(response.status).toBe(204);
  return {
    session: sessionCookie(response.headers['set-cookie']),
    device: deviceCookie(response.headers['set-cookie']),
  };
}

const sessionOf = (api: TestApp, session: string) => api.http.get('/api/auth/session').set('Cookie', session);
const devices = () => database.query<{ n: number }>('SELECT count(*)::int AS n FROM trusted_device');
const hashOf = async (password: string) => formatPasswordHash(await hashPassword(password));

/** The settings of a start with the password given as ADMIN_PASSWORD_HASH. */
const withHash = (hash: string) => ({ ADMIN_PASSWORD: '', ADMIN_PASSWORD_HASH: hash });

describe('a change of password at restart', () => {
  it('ends every session and forgets every trusted device when ADMIN_PASSWORD_HASH is new; the same one keeps them', async () => {
    const hash = await hashOf(OWNER.password);
    const browser = await withApi(withHash(hash), (api) => signIn(api));

    await withApi(withHash(hash), (api) => sessionOf(api, browser.session).expect(200));
    expect(await devices()).toEqual([{ n: 1 }]);

    await withApi(withHash(await hashOf(NEW_PASSWORD)), async (api) => {
      await sessionOf(api, browser.session).expect(401);
      expect(await devices()).toEqual([{ n: 0 }]);
      await signIn(api, { ...OWNER, password: NEW_PASSWORD });
    });
  });

  it('keeps them across restarts with the same ADMIN_PASSWORD (hashed anew each time), and ends them for another', async () => {
    const browser = await withApi({}, (api) => signIn(api));

    await withApi({}, (api) => sessionOf(api, browser.session).expect(200));
    await withApi({ ADMIN_PASSWORD_HASH: '', ADMIN_PASSWORD: OWNER.password }, (api) =>
      sessionOf(api, browser.session).expect(200),
    );

    await withApi({ ADMIN_PASSWORD: NEW_PASSWORD }, async (api) => {
      await sessionOf(api, browser.session).expect(401);
      expect(await devices()).toEqual([{ n: 0 }]);
    });
  });

  it('keeps of ADMIN_PASSWORD only a slow, salted hash, and of ADMIN_PASSWORD_HASH only a digest of it', async () => {
    const hash = await hashOf(OWNER.password);
    await withApi({}, async () => undefined);
    const [plain] = await database.query<{ password: string }>('SELECT password FROM owner_credentials');
    await withApi(withHash(hash), async () => undefined);
    const [hashed] = await database.query<{ password: string }>('SELECT password FROM owner_credentials');

    expect(plain!.password).toMatch(/^scrypt:13:8:12:[\w-]{22}:[\w-]{43}$/);
    expect(plain!.password).not.toContain(OWNER.password);
    expect(hashed!.password).toMatch(/^sha256:[\w-]{43}$/);
    expect(hashed!.password).not.toContain(hash.split(':')[4]);
  });

  it('ends them when ADMIN_USERNAME changes, and says so in the audit log without a secret', async () => {
    const browser = await withApi({}, (api) => signIn(api));
    const audit = jest.spyOn(Logger.prototype, 'warn');

    await withApi({ ADMIN_USERNAME: 'ada' }, async (api) => {
      await sessionOf(api, browser.session).expect(401);
      expect(await devices()).toEqual([{ n: 0 }]);
    });

    const logged = audit.mock.calls.filter(([entry]) => (entry as { event?: string }).event === 'credentials-changed');
    audit.mockRestore();
    expect(logged).toEqual([
      [
        { event: 'credentials-changed', username: true, password: false, endedSessions: 1, forgottenDevices: 1 },
        'The username or password changed: every session ended, every trusted device forgotten',
      ],
    ]);
  });

  it('keeps the sessions at the first start that records the credentials (an upgrade signs nobody out)', async () => {
    const browser = await withApi({}, (api) => signIn(api));
    await database.query('DELETE FROM owner_credentials');

    await withApi({ ADMIN_PASSWORD: NEW_PASSWORD }, (api) => sessionOf(api, browser.session).expect(200));
  });

  it('is checked by one replica at a time: replicas started together end the sessions once, and keep the next', async () => {
    const before = await withApi({}, (api) => signIn(api));
    // A replica in the middle of its check holds the table until it commits.
    const checking = new Client({ connectionString: database.url });
    await checking.connect();
    await checking.query('BEGIN');
    await checking.query('LOCK TABLE owner_credentials IN EXCLUSIVE MODE');
    let started = 0;
    const replicas = [1, 2].map(() =>
      startTestApp(database.url, { ADMIN_PASSWORD: NEW_PASSWORD }).then((api) => {
        started += 1;
        return api;
      }),
    );
    try {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(started).toBe(0);
    } finally {
      await checking.query('ROLLBACK');
      await checking.end();
    }
    const [first, second] = await Promise.all(replicas);

    try {
      await sessionOf(first!, before.session).expect(401);
      const after = await signIn(first!, { ...OWNER, password: NEW_PASSWORD });
      await withApi({ ADMIN_PASSWORD: NEW_PASSWORD }, (third) => sessionOf(third, after.session).expect(200));
      await sessionOf(second!, after.session).expect(200);
      expect(await database.query('SELECT username FROM owner_credentials')).toEqual([{ username: OWNER.username }]);
    } finally {
      await Promise.all([first!.close(), second!.close()]);
    }
  });
});

describe('make end-sessions', () => {
  it('ends every session and forgets every trusted device; the password, the second factor and the document stay', async () => {
    await withApi({}, async (api) => {
      const browsers = [await signIn(api), await signIn(api)];
      await database.query("INSERT INTO second_factor (username, secret, enabled) VALUES ('owner', 'SECRET', true)");
      const before = await database.query('SELECT document, version FROM portfolio');

      await database.query(END_SESSIONS_SQL);

      for (const { session } of browsers) await sessionOf(api, session).expect(401);
      expect(await devices()).toEqual([{ n: 0 }]);
      expect(await database.query('SELECT enabled FROM second_factor')).toEqual([{ enabled: true }]);
      expect(await database.query('SELECT document, version FROM portfolio')).toEqual(before);
      await database.query('DELETE FROM second_factor');
    });
  });
});
