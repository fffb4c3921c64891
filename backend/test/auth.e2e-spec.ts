import * as password from '../src/auth/password';
import { createHash } from 'node:crypto';
import { DEFAULT_PORTFOLIO } from '@portfolio/contract';
import { AuthService } from '../src/auth/auth.service';
import { createTestDatabase, type TestDatabase } from './test-database';
import { OWNER, sessionCookie, startTestApp, type TestApp } from './test-app';

let database: TestDatabase;
let api: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  api = await startTestApp(database.url);
});

afterAll(async () => {
  await api?.close();
  await database?.drop();
});

beforeEach(async () => {
  await database.query('DELETE FROM session');
  await database.query('DELETE FROM login_failure');
  await database.query('UPDATE portfolio SET document = $1, version = 1', [JSON.stringify(DEFAULT_PORTFOLIO)]);
});

const json = 'application/json';

function login(body: unknown, app: TestApp = api) {
  return app.http
    .post('/api/auth/login')
    .set('Content-Type', json)
    .send(body as object);
}

function save(cookie?: string) {
  const put = api.http.put('/api/portfolio').set('Content-Type', json);
  const changed = { ...DEFAULT_PORTFOLIO, personalInfo: { ...DEFAULT_PORTFOLIO.personalInfo, name: 'Mallory' } };
  return (cookie === undefined ? put : put.set('Cookie', cookie)).send(changed);
}

async function expectDocumentUnchanged(): Promise<void> {
  expect(await database.query('SELECT document, version FROM portfolio')).toEqual([
    { document: DEFAULT_PORTFOLIO, version: 1 },
  ]);
}

/** "Time passes": move every recorded moment back, instead of waiting for real. */
async function timePasses(seconds: number): Promise<void> {
  const interval = `${seconds} seconds`;
  await database.query('UPDATE login_failure SET failed_at = failed_at - $1::interval', [interval]);
  await database.query(
    'UPDATE session SET created_at = created_at - $1::interval, last_seen_at = last_seen_at - $1::interval',
    [interval],
  );
}

describe('POST /api/auth/login', () => {
  it('signs the owner in: 204 and an HttpOnly, SameSite=Strict session cookie', async () => {
    const response = await login(OWNER).expect(204);

    const [cookie] = [response.headers['set-cookie']].flat() as string[];
    expect(cookie).toMatch(/^portfolio_session=[\w-]{43}; /);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Strict/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).not.toMatch(/; Secure/);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('marks the cookie Secure with the __Host- prefix when the request came over HTTPS through the proxy', async () => {
    const response = await login(OWNER).set('X-Forwarded-Proto', 'https').expect(204);

    const [cookie] = [response.headers['set-cookie']].flat() as string[];
    expect(cookie).toMatch(/^__Host-portfolio_session=[\w-]{43}; /);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Strict/);
    expect(cookie).not.toMatch(/Domain=/i);
    await save(sessionCookie(cookie)).expect(200);
  });

  it('keeps only the SHA-256 of a 256-bit token', async () => {
    const cookie = await api.signIn();
    const token = cookie.split('=')[1]!;

    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const rows = await database.query<{ token_hash: Buffer; row: string }>(
      'SELECT token_hash, session::text AS row FROM session',
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash.equals(createHash('sha256').update(token).digest())).toBe(true);
    expect(rows[0]!.row).not.toContain(token);
    expect(rows[0]!.row).not.toContain(Buffer.from(token, 'base64url').toString('hex'));
  });

  it('trims the username but not the password', async () => {
    await login({ username: `  ${OWNER.username} `, password: OWNER.password }).expect(204);
    await login({ username: OWNER.username, password: ` ${OWNER.password}` }).expect(401);
  });

  it('answers a wrong username and a wrong password alike', async () => {
    const wrongUser = await login({ username: 'admin', password: OWNER.password }).expect(401);
    const wrongPassword = await login({ username: OWNER.username, password: 'not the password' }).expect(401);

    expect(wrongUser.body).toEqual({ message: 'Invalid username or password' });
    expect(wrongPassword.body).toEqual(wrongUser.body);
    expect(wrongPassword.headers['cache-control']).toBe('no-store');
    expect(await database.query('SELECT * FROM session')).toEqual([]);
  });

  it.each<[string, string]>([
    ['an array', '[]'],
    ['a number', '42'],
    ['no fields', '{}'],
    ['no password', '{"username":"owner"}'],
    ['a number password', '{"username":"owner","password":12345678901234}'],
    ['an unknown field', '{"username":"owner","password":"x","remember":true}'],
    ['a 10 KB username', JSON.stringify({ username: 'u'.repeat(10 * 1024), password: 'x' })],
  ])('refuses %s with 400 before checking anything', async (_, body) => {
    const signIn = jest.spyOn(api.app.get(AuthService), 'signIn');

    const response = await api.http.post('/api/auth/login').set('Content-Type', json).send(body).expect(400);

    expect(response.body.message).toEqual(expect.any(String));
    expect(signIn).not.toHaveBeenCalled();
    signIn.mockRestore();
  });

  it('refuses a 1 MB password with 413, without hashing it', async () => {
    const signIn = jest.spyOn(api.app.get(AuthService), 'signIn');

    const response = await login({ username: OWNER.username, password: 'p'.repeat(1024 * 1024) }).expect(413);

    expect(response.body).toEqual({ message: 'The request body is larger than 16 KB' });
    expect(signIn).not.toHaveBeenCalled();
    signIn.mockRestore();
  });
});

describe('sessions', () => {
  it('GET /api/auth/session names the owner while signed in, and answers 401 otherwise', async () => {
    const cookie = await api.signIn();

    const response = await api.http
      .get('/api/auth/session')
      .set('Cookie', cookie)
      .expect(200, { username: OWNER.username });
    expect(response.headers['cache-control']).toBe('no-store');
    await api.http.get('/api/auth/session').expect(401, { message: 'Not signed in' });
  });

  it('gives each sign-in its own token; signing out ends only that one', async () => {
    const first = await api.signIn();
    const second = await api.signIn();
    expect(first).not.toBe(second);

    await save(first).expect(200);
    await api.http.post('/api/auth/logout').set('Content-Type', json).set('Cookie', first).expect(204);

    await api.http.get('/api/auth/session').set('Cookie', first).expect(401);
    await save(first).expect(401);
    await api.http.get('/api/auth/session').set('Cookie', second).expect(200);
  });

  it('clears the cookie on logout', async () => {
    const cookie = await api.signIn();

    const response = await api.http
      .post('/api/auth/logout')
      .set('Content-Type', json)
      .set('Cookie', cookie)
      .expect(204);

    expect([response.headers['set-cookie']].flat().join()).toMatch(/portfolio_session=;.*Expires=Thu, 01 Jan 1970/);
    expect(await database.query('SELECT * FROM session')).toEqual([]);
  });

  it('ends after 24 h without use, and 14 days after sign-in however used', async () => {
    const idle = await api.signIn();
    await timePasses(24 * 60 * 60 + 1);
    await api.http.get('/api/auth/session').set('Cookie', idle).expect(401);

    const busy = await api.signIn();
    for (let day = 0; day < 14; day += 1) {
      await timePasses(23 * 60 * 60);
      await api.http.get('/api/auth/session').set('Cookie', busy).expect(200);
    }
    await timePasses(14 * 60 * 60);
    await api.http.get('/api/auth/session').set('Cookie', busy).expect(401);
  });
});

describe('PUT /api/portfolio without a live session', () => {
  afterEach(expectDocumentUnchanged);

  it('is 401 with no cookie', async () => {
    await save().expect(401, { message: 'Your session has ended. Sign in again to save.' });
  });

  it('is 401 with a made-up token', async () => {
    await save(`portfolio_session=${Buffer.alloc(32, 7).toString('base64url')}`).expect(401);
    await save('portfolio_session=not-even-a-token').expect(401);
  });

  it('is 401 with an expired session', async () => {
    const cookie = await api.signIn();
    await timePasses(24 * 60 * 60 + 1);

    await save(cookie).expect(401);
  });

  it('is 401 with a session that signed out', async () => {
    const cookie = await api.signIn();
    await api.http.post('/api/auth/logout').set('Content-Type', json).set('Cookie', cookie).expect(204);

    await save(cookie).expect(401);
  });
});

describe('requests from other sites', () => {
  afterEach(expectDocumentUnchanged);

  it.each<[string, Record<string, string>]>([
    ['a foreign Origin', { Origin: 'https://evil.example' }],
    ['Origin: null', { Origin: 'null' }],
    ['Sec-Fetch-Site: cross-site', { 'Sec-Fetch-Site': 'cross-site' }],
  ])('are refused with 403 for %s, on save and on sign-in', async (_, headers) => {
    const cookie = await api.signIn();

    await save(cookie).set(headers).expect(403, { message: 'Changes are accepted only from this site' });
    await login(OWNER).set(headers).expect(403);
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'])(
    'are refused with 415 for a %s body, as HTML forms send',
    async (contentType) => {
      const cookie = await api.signIn();

      await api.http
        .put('/api/portfolio')
        .set('Cookie', cookie)
        .set('Content-Type', contentType)
        .send('{}')
        .expect(415);
      await api.http
        .post('/api/auth/login')
        .set('Content-Type', contentType)
        .send(`username=owner&password=x`)
        .expect(415);
    },
  );

  it('are let through from this very site', async () => {
    const cookie = await api.signIn();

    await save(cookie)
      .set({ Host: 'portfolio.example', Origin: 'https://portfolio.example', 'Sec-Fetch-Site': 'same-origin' })
      .expect(200);
    await database.query('UPDATE portfolio SET document = $1, version = 1', [JSON.stringify(DEFAULT_PORTFOLIO)]);
  });

  it('never get CORS headers', async () => {
    const response = await api.http.get('/api/portfolio').set('Origin', 'https://evil.example').expect(200);

    expect(Object.keys(response.headers).filter((name) => name.startsWith('access-control-'))).toEqual([]);
  });
});

describe('security headers', () => {
  it.each(['/api/ping', '/api/portfolio', '/api/nothing-here'])('are on %s', async (path) => {
    const response = await api.http.get(path);

    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
    expect(response.headers['content-security-policy']).toMatch(/default-src 'none'/);
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });
});

describe('throttling failed sign-ins', () => {
  const wrong = { username: OWNER.username, password: 'wrong password!' };
  const from = (ip: string) => ({ 'X-Forwarded-For': ip });

  it('answers 429 with Retry-After after 5 failures, even to the right password, until the window has passed', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) await login(wrong).set(from('203.0.113.5')).expect(401);

    const locked = await login(wrong).set(from('203.0.113.5')).expect(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(890);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(900);
    expect(locked.body.message).toBe('Too many failed sign-ins. Try again in 15 minutes.');
    expect(locked.headers['cache-control']).toBe('no-store');
    await login(OWNER).set(from('203.0.113.5')).expect(429);

    await timePasses(14 * 60);
    await login(OWNER).set(from('203.0.113.5')).expect(429);
    await timePasses(60);
    await login(OWNER).set(from('203.0.113.5')).expect(204);
  });

  it('does not count throttled attempts, and a success clears the address', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) await login(wrong).set(from('203.0.113.6')).expect(401);
    await login(wrong).set(from('203.0.113.6')).expect(429);
    await timePasses(15 * 60);
    await login(OWNER).set(from('203.0.113.6')).expect(204);

    for (let attempt = 0; attempt < 5; attempt += 1) await login(wrong).set(from('203.0.113.6')).expect(401);
    await login(wrong).set(from('203.0.113.6')).expect(429);
  });

  it('counts addresses forwarded by a trusted proxy apart', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) await login(wrong).set(from('203.0.113.7')).expect(401);

    await login(wrong).set(from('203.0.113.7')).expect(429);
    await login(wrong).set(from('203.0.113.8')).expect(401);
    await login(OWNER).set(from('203.0.113.8')).expect(204);
  });

  it('ignores X-Forwarded-For from a client that is not a trusted proxy', async () => {
    const direct = await startTestApp(database.url, { TRUST_PROXY: '192.0.2.1' });
    try {
      for (let attempt = 0; attempt < 5; attempt += 1)
        await login(wrong, direct)
          .set(from(`198.51.100.${attempt}`))
          .expect(401);

      await login(OWNER, direct).set(from('198.51.100.200')).expect(429);
      const rows = await database.query<{ ip: string }>('SELECT DISTINCT ip FROM login_failure');
      expect(rows.map((row) => row.ip)).toEqual([expect.stringMatching(/127\.0\.0\.1$/)]);
    } finally {
      await direct.close();
    }
  });

  it('locks everyone out after too many failures in total', async () => {
    const strict = await startTestApp(database.url, { LOGIN_FAILURES_TOTAL: '3' });
    try {
      for (const ip of ['203.0.113.10', '203.0.113.11', '203.0.113.12'])
        await login(wrong, strict).set(from(ip)).expect(401);

      const locked = await login(OWNER, strict).set(from('203.0.113.13')).expect(429);
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(3500);
    } finally {
      await strict.close();
    }
  });
});

describe('the work a sign-in does', () => {
  // Counted rather than timed: a wrong username must cost the same hashing as a wrong password,
  // and a count says so on a loaded machine too.
  it('hashes the password once, against the same stored hash, whether the username or the password is wrong', async () => {
    const verify = jest.spyOn(password, 'verifyPassword');

    await login({ username: 'not-the-owner', password: OWNER.password }).expect(401);
    await login({ username: OWNER.username, password: 'not the password' }).expect(401);

    expect(verify).toHaveBeenCalledTimes(2);
    expect(verify.mock.calls[0]![1]).toBe(verify.mock.calls[1]![1]);
    verify.mockRestore();
  });
});
