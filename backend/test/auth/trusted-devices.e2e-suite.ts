import { createHash } from 'node:crypto';
import { Logger } from '@nestjs/common';
import { deviceCookie, OWNER, sessionCookie, startAtProductCost, startTestApp } from '../support/test-app';
import { authHarness, statuses } from './auth-harness';

const auth = authHarness();
const wrong = { username: OWNER.username, password: 'wrong password!' };
const from = (ip: string) => ({ 'X-Forwarded-For': ip });

/** Signs the owner in from `ip`, sending `cookie` if given; returns the device cookie it was given. */
async function signInFrom(ip: string, cookie?: string): Promise<string> {
  const request = auth.login(OWNER).set(from(ip));
  const response = await (cookie === undefined ? request : request.set('Cookie', cookie)).expect(204);
  return deviceCookie(response.headers['set-cookie']);
}

describe('the device cookie', () => {
  it('is given at sign-in: HttpOnly, SameSite=Strict, for 180 days, kept only as a SHA-256', async () => {
    const response = await auth.login(OWNER).expect(204);

    const header = [response.headers['set-cookie'] ?? []].flat().find((line) => line.startsWith('portfolio_device='))!;
    expect(header).toMatch(
      /^portfolio_device=[\w-]{43}; Max-Age=15552000; Path=\/; Expires=.*; HttpOnly; SameSite=Strict$/,
    );
    const token = deviceCookie(response.headers['set-cookie']).split('=')[1]!;
    const rows = await auth.database.query<{ token_hash: Buffer; row: string }>(
      'SELECT token_hash, trusted_device::text AS row FROM trusted_device',
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash.equals(createHash('sha256').update(token).digest())).toBe(true);
    expect(rows[0]!.row).not.toContain(token);
  });

  it('takes the __Host- prefix and Secure over HTTPS, and outlives signing out', async () => {
    const response = await auth.login(OWNER).set('X-Forwarded-Proto', 'https').expect(204);
    const device = deviceCookie(response.headers['set-cookie']);
    expect(device).toMatch(/^__Host-portfolio_device=/);

    const logout = await auth.api.http
      .post('/api/auth/logout')
      .set('Content-Type', 'application/json')
      .set('X-Forwarded-Proto', 'https')
      .set('Cookie', `${sessionCookie(response.headers['set-cookie'])}; ${device}`)
      .expect(204);
    expect([logout.headers['set-cookie']].flat().join()).not.toMatch(/portfolio_device/);
    expect(await auth.database.query('SELECT count(*)::int AS n FROM trusted_device')).toEqual([{ n: 1 }]);
  });
});

describe('strangers cannot lock the owner out', () => {
  it('after 100 failures from 100 addresses, the owner signs in with the device cookie; without one gets 429', async () => {
    const device = await signInFrom('198.51.100.1');
    const audit = jest.spyOn(Logger.prototype, 'warn');

    for (let n = 0; n < 100; n += 1)
      await auth
        .login(wrong)
        .set(from(`203.0.${n >> 4}.${n}`))
        .expect(401);

    const locked = await auth.login(OWNER).set(from('198.51.100.1')).expect(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(3500);
    await auth.login(OWNER).set(from('198.51.100.1')).set('Cookie', device).expect(204);
    expect(audit).toHaveBeenCalledWith(
      expect.objectContaining({ event: 'lock-out', lockedOut: 'everyone', ip: '203.0.6.99' }),
      'Sign-in locked for every new browser',
    );
    audit.mockRestore();
  }, 120_000);

  it('gives the device a budget of its own: 5 failures, then 429 for it, while its address stays open', async () => {
    const device = await signInFrom('198.51.100.2');

    for (let n = 0; n < 5; n += 1) await auth.login(wrong).set(from('198.51.100.2')).set('Cookie', device).expect(401);

    const locked = await auth.login(OWNER).set(from('198.51.100.2')).set('Cookie', device).expect(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(890);
    await auth.login(OWNER).set(from('198.51.100.2')).expect(204);
    await auth.timePasses(15 * 60);
    await auth.login(OWNER).set(from('198.51.100.2')).set('Cookie', device).expect(204);
  });

  it('counts failures sent at the same moment from many addresses against the device, each of them', async () => {
    const slow = await startAtProductCost();
    try {
      const signedIn = await auth.login(OWNER, slow).set(from('198.51.100.6')).expect(204);
      const device = deviceCookie(signedIn.headers['set-cookie']);

      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, n) =>
          auth
            .login(wrong, slow)
            .set(from(`203.0.113.${60 + n}`))
            .set('Cookie', device),
        ),
      );

      expect(statuses(answers)).toEqual([...Array<number>(5).fill(401), ...Array<number>(7).fill(429)]);
    } finally {
      await slow.close();
    }
  });

  it('replaces the cookie at each sign-in: the old one is trusted no more', async () => {
    const first = await signInFrom('198.51.100.3');
    const second = await signInFrom('198.51.100.3', first);
    expect(second).not.toBe(first);
    expect(await auth.database.query('SELECT count(*)::int AS n FROM trusted_device')).toEqual([{ n: 1 }]);

    const strict = await startTestApp(auth.database.url, { LOGIN_FAILURES_TOTAL: '1' });
    try {
      await auth.login(wrong, strict).set(from('203.0.113.50')).expect(401);
      await auth.login(OWNER, strict).set(from('198.51.100.3')).set('Cookie', first).expect(429);
      await auth.login(OWNER, strict).set(from('198.51.100.3')).set('Cookie', second).expect(204);
    } finally {
      await strict.close();
    }
  });

  it.each([
    ['made up', () => Promise.resolve(`portfolio_device=${Buffer.alloc(32, 9).toString('base64url')}`)],
    ['not a token', () => Promise.resolve('portfolio_device=../../etc')],
    [
      'unused for 180 days',
      async () => {
        const device = await signInFrom('198.51.100.4');
        await auth.timePasses(180 * 24 * 60 * 60);
        return device;
      },
    ],
  ])('trusts no cookie that is %s', async (_, cookie) => {
    const device = await cookie();
    for (let n = 0; n < 5; n += 1) await auth.login(wrong).set(from('198.51.100.4')).expect(401);

    await auth.login(OWNER).set(from('198.51.100.4')).set('Cookie', device).expect(429);
  });

  it('trusts a cookie only for the username it was given to', async () => {
    const renamed = await startTestApp(auth.database.url, { ADMIN_USERNAME: 'ada', LOGIN_FAILURES_TOTAL: '1' });
    try {
      // Given after the renamed API started (a new username forgets every device), to the old one.
      const device = await signInFrom('198.51.100.5');
      await auth.login(wrong, renamed).set(from('203.0.113.51')).expect(401);
      await auth
        .login({ username: 'ada', password: OWNER.password }, renamed)
        .set(from('198.51.100.5'))
        .set('Cookie', device)
        .expect(429);
    } finally {
      await renamed.close();
    }
  });
});

describe('counting by address', () => {
  it('counts IPv6 clients by their /64', async () => {
    for (let n = 1; n <= 5; n += 1)
      await auth
        .login(wrong)
        .set(from(`2001:db8:7:7::${n}`))
        .expect(401);

    await auth.login(OWNER).set(from('2001:db8:7:7:abcd::1')).expect(429);
    await auth.login(OWNER).set(from('2001:db8:7:8::1')).expect(204);
  });

  it('believes no X-Forwarded-For by default when the API listens on all addresses', async () => {
    const exposed = await startTestApp(auth.database.url, { HOST: '0.0.0.0' });
    try {
      for (let n = 0; n < 5; n += 1)
        await auth
          .login(wrong, exposed)
          .set(from(`198.51.100.${100 + n}`))
          .expect(401);

      await auth.login(OWNER, exposed).set(from('198.51.100.200')).expect(429);
      const rows = await auth.database.query<{ ip: string }>('SELECT DISTINCT ip FROM login_failure');
      expect(rows).toEqual([{ ip: '127.0.0.1' }]);
    } finally {
      await exposed.close();
    }
  });
});
