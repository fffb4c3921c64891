import type { HttpException } from '@nestjs/common';
import { DEFAULT_PORTFOLIO } from '@portfolio/contract';
import { AuthService } from '../../src/auth/sign-in/auth.service';
import { OWNER, startAtProductCost, startTestApp } from '../support/test-app';
import { authHarness, json, statuses } from './auth-harness';

const auth = authHarness();

describe('PUT /api/portfolio without a live session', () => {
  afterEach(() => auth.expectDocumentUnchanged());

  it('is 401 with no cookie', async () => {
    await auth.save().expect(401, { message: 'Your session has ended. Sign in again to save.' });
  });

  it('is 401 with a made-up token', async () => {
    await auth.save(`portfolio_session=${Buffer.alloc(32, 7).toString('base64url')}`).expect(401);
    await auth.save('portfolio_session=not-even-a-token').expect(401);
  });

  it('is 401 with an expired session', async () => {
    const cookie = await auth.api.signIn();
    await auth.timePasses(24 * 60 * 60 + 1);

    await auth.save(cookie).expect(401);
  });

  it('is 401 with a session that signed out', async () => {
    const cookie = await auth.api.signIn();
    await auth.api.http.post('/api/auth/logout').set('Content-Type', json).set('Cookie', cookie).expect(204);

    await auth.save(cookie).expect(401);
  });
});

describe('requests from other sites', () => {
  afterEach(() => auth.expectDocumentUnchanged());

  it.each<[string, Record<string, string>]>([
    ['a foreign Origin', { Origin: 'https://evil.example' }],
    ['Origin: null', { Origin: 'null' }],
    ['Sec-Fetch-Site: cross-site', { 'Sec-Fetch-Site': 'cross-site' }],
  ])('are refused with 403 for %s, on save and on sign-in', async (_, headers) => {
    const cookie = await auth.api.signIn();

    await auth.save(cookie).set(headers).expect(403, { message: 'Changes are accepted only from this site' });
    await auth.login(OWNER).set(headers).expect(403);
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'])(
    'are refused with 415 for a %s body, as HTML forms send',
    async (contentType) => {
      const cookie = await auth.api.signIn();

      await auth.api.http
        .put('/api/portfolio')
        .set('Cookie', cookie)
        .set('Content-Type', contentType)
        .send('{}')
        .expect(415);
      await auth.api.http
        .post('/api/auth/login')
        .set('Content-Type', contentType)
        .send(`username=owner&password=x`)
        .expect(415);
    },
  );

  it('are let through from this very site', async () => {
    const cookie = await auth.api.signIn();

    await auth
      .save(cookie)
      .set({ Host: 'portfolio.example', Origin: 'https://portfolio.example', 'Sec-Fetch-Site': 'same-origin' })
      .expect(200);
    await auth.database.query('UPDATE portfolio SET document = $1, version = 1', [JSON.stringify(DEFAULT_PORTFOLIO)]);
  });

  it('never get CORS headers', async () => {
    const response = await auth.api.http.get('/api/portfolio').set('Origin', 'https://evil.example').expect(200);

    expect(Object.keys(response.headers).filter((name) => name.startsWith('access-control-'))).toEqual([]);
  });
});

describe('security headers', () => {
  it.each(['/api/ping', '/api/portfolio', '/api/nothing-here'])('are on %s', async (path) => {
    const response = await auth.api.http.get(path);

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
    for (let attempt = 0; attempt < 5; attempt += 1) await auth.login(wrong).set(from('203.0.113.5')).expect(401);

    const locked = await auth.login(wrong).set(from('203.0.113.5')).expect(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(890);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(900);
    expect(locked.body.message).toBe('Too many failed sign-ins. Try again in 15 minutes.');
    expect(locked.headers['cache-control']).toBe('no-store');
    await auth.login(OWNER).set(from('203.0.113.5')).expect(429);

    await auth.timePasses(14 * 60);
    await auth.login(OWNER).set(from('203.0.113.5')).expect(429);
    await auth.timePasses(60);
    await auth.login(OWNER).set(from('203.0.113.5')).expect(204);
  });

  it('does not count throttled attempts, and a success clears the address', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) await auth.login(wrong).set(from('203.0.113.6')).expect(401);
    await auth.login(wrong).set(from('203.0.113.6')).expect(429);
    await auth.timePasses(15 * 60);
    await auth.login(OWNER).set(from('203.0.113.6')).expect(204);

    for (let attempt = 0; attempt < 5; attempt += 1) await auth.login(wrong).set(from('203.0.113.6')).expect(401);
    await auth.login(wrong).set(from('203.0.113.6')).expect(429);
  });

  it('counts addresses forwarded by a trusted proxy apart', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) await auth.login(wrong).set(from('203.0.113.7')).expect(401);

    await auth.login(wrong).set(from('203.0.113.7')).expect(429);
    await auth.login(wrong).set(from('203.0.113.8')).expect(401);
    await auth.login(OWNER).set(from('203.0.113.8')).expect(204);
  });

  it('ignores X-Forwarded-For from a client that is not a trusted proxy', async () => {
    const direct = await startTestApp(auth.database.url, { TRUST_PROXY: '192.0.2.1' });
    try {
      for (let attempt = 0; attempt < 5; attempt += 1)
        await auth
          .login(wrong, direct)
          .set(from(`198.51.100.${attempt}`))
          .expect(401);

      await auth.login(OWNER, direct).set(from('198.51.100.200')).expect(429);
      const rows = await auth.database.query<{ ip: string }>('SELECT DISTINCT ip FROM login_failure');
      expect(rows.map((row) => row.ip)).toEqual([expect.stringMatching(/127\.0\.0\.1$/)]);
    } finally {
      await direct.close();
    }
  });

  // A sign-in hashes for about 0.3 s: sent at the same moment, they were all let through by a
  // count that none of them had added to yet.
  it('counts 20 sign-ins sent at the same moment from one address: at most 5 are checked, the rest get 429', async () => {
    const slow = await startAtProductCost();
    try {
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => auth.login(wrong, slow).set(from('203.0.113.20'))),
      );

      const checked = answers.filter(({ status }) => status === 401);
      const refused = answers.filter(({ status }) => status === 429);
      expect(checked.length).toBeGreaterThan(0);
      expect(checked.length).toBeLessThanOrEqual(5);
      expect(checked.length + refused.length).toBe(20);
      for (const { headers } of refused) expect(Number(headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await slow.close();
    }
  });

  it('counts sign-ins sent at the same moment from many addresses against the total, each of them', async () => {
    const strict = await startAtProductCost({ LOGIN_FAILURES_TOTAL: '3' });
    try {
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, n) => auth.login(wrong, strict).set(from(`203.0.113.${30 + n}`))),
      );

      expect(statuses(answers)).toEqual([...Array<number>(3).fill(401), ...Array<number>(7).fill(429)]);
    } finally {
      await strict.close();
    }
  });

  it('checks at most two passwords of one address at a time, an IPv6 address by its /64', async () => {
    const service = auth.api.app.get(AuthService);
    // The status each refusal is answered with: 401, a wrong password checked; 429, not checked.
    const signIn = (ip: string) =>
      service.signIn(OWNER.username, 'wrong password!', { ip }).then(
        () => 204,
        (refusal: HttpException) => refusal.getStatus(),
      );

    const answered = await Promise.all(
      ['2001:db8:5:5::1', '2001:db8:5:5::2', '2001:db8:5:5::3', '2001:db8:5:6::1'].map(signIn),
    );

    expect(answered).toEqual([401, 401, 429, 401]);
    expect(await signIn('2001:db8:5:5::3')).toBe(401);
  });

  it('locks everyone out after too many failures in total', async () => {
    const strict = await startTestApp(auth.database.url, { LOGIN_FAILURES_TOTAL: '3' });
    try {
      for (const ip of ['203.0.113.10', '203.0.113.11', '203.0.113.12'])
        await auth.login(wrong, strict).set(from(ip)).expect(401);

      const locked = await auth.login(OWNER, strict).set(from('203.0.113.13')).expect(429);
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(3500);
    } finally {
      await strict.close();
    }
  });
});
