import type { SessionsAnswer } from '@portfolio/contract';
import * as passwords from '../../src/auth/password/password';
import { deviceCookie, OWNER, sessionCookie } from '../support/test-app';
import { authHarness, json } from './auth-harness';
import { CHROME_ON_LINUX } from '../support/browser-agents';

const auth = authHarness();

const FIREFOX_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

/** A browser signed in from `ip` with `userAgent`: its session and device cookies. */
async function browser(userAgent: string, ip: string): Promise<{ session: string; device: string; both: string }> {
  const response = await auth.login(OWNER).set('User-Agent', userAgent).set('X-Forwarded-For', ip).expect(204);
  const session = sessionCookie(response.headers['set-cookie']);
  const device = deviceCookie(response.headers['set-cookie']);
  return { session, device, both: `${session}; ${device}` };
}

const list = (cookie: string) =>
  auth.api.http.get('/api/auth/sessions').set('Cookie', cookie).set('X-Forwarded-For', '198.51.100.7');

/** A change, with the owner's password unless `body` says otherwise. */
const send = (
  method: 'delete' | 'post',
  path: string,
  cookie?: string,
  body: object = { password: OWNER.password },
) => {
  const request = auth.api.http[method](path).set('Content-Type', json);
  return (cookie === undefined ? request : request.set('Cookie', cookie)).send(body);
};

describe('GET /api/auth/sessions', () => {
  it('lists the live sessions and trusted devices with their browser and address, this browser marked', async () => {
    const laptop = await browser(CHROME_ON_LINUX, '198.51.100.7');
    const phone = await browser(FIREFOX_ON_WINDOWS, '2001:db8:aa:bb:1:2:3:4');

    const response = await list(laptop.both).expect(200);

    expect(response.headers['cache-control']).toBe('no-store');
    const { sessions, devices } = response.body as SessionsAnswer;
    const time = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(sessions).toEqual([
      {
        id: expect.stringMatching(/^\d+$/),
        browser: 'Chrome on Linux',
        address: '198.51.100.7',
        createdAt: time,
        lastUsedAt: time,
        current: true,
      },
      {
        id: expect.stringMatching(/^\d+$/),
        browser: 'Firefox on Windows',
        address: '2001:db8:aa:bb::/64',
        createdAt: time,
        lastUsedAt: time,
        current: false,
      },
    ]);
    expect(devices.map(({ browser, address, current }) => ({ browser, address, current }))).toEqual([
      { browser: 'Firefox on Windows', address: '2001:db8:aa:bb::/64', current: false },
      { browser: 'Chrome on Linux', address: '198.51.100.7', current: true },
    ]);
    expect(JSON.stringify(response.body)).not.toContain(phone.session.split('=')[1]);
  });

  it('shows the address a session was last used from', async () => {
    const laptop = await browser(CHROME_ON_LINUX, '198.51.100.7');
    const stolen = await browser(CHROME_ON_LINUX, '198.51.100.7');

    await auth.api.http.get('/api/auth/session').set('Cookie', stolen.session).set('X-Forwarded-For', '203.0.113.66');

    const { sessions } = (await list(laptop.session).expect(200)).body as SessionsAnswer;
    expect(sessions.map(({ address, current }) => ({ address, current }))).toEqual([
      { address: '198.51.100.7', current: true },
      { address: '203.0.113.66', current: false },
    ]);
  });

  it('leaves out sessions that have ended', async () => {
    const old = await browser(CHROME_ON_LINUX, '198.51.100.7');
    await auth.timePasses(24 * 60 * 60 + 1);
    const laptop = await browser(CHROME_ON_LINUX, '198.51.100.7');

    const { sessions } = (await list(laptop.session).expect(200)).body as SessionsAnswer;

    expect(sessions).toHaveLength(1);
    await auth.api.http.get('/api/auth/session').set('Cookie', old.session).expect(401);
  });

  it('needs the session', async () => {
    await auth.api.http.get('/api/auth/sessions').expect(401, { message: 'Sign in to see this.' });
  });
});

describe('DELETE /api/auth/sessions/{id}', () => {
  it('ends another session: its next request is 401', async () => {
    const laptop = await browser(CHROME_ON_LINUX, '198.51.100.7');
    const other = await browser(FIREFOX_ON_WINDOWS, '198.51.100.8');
    const { sessions } = (await list(laptop.session).expect(200)).body as SessionsAnswer;

    await send('delete', `/api/auth/sessions/${sessions[1]!.id}`, laptop.session).expect(204);

    await auth.save(other.session).expect(401);
    await auth.api.http.get('/api/auth/session').set('Cookie', laptop.session).expect(200);
    expect(((await list(laptop.session).expect(200)).body as SessionsAnswer).sessions).toHaveLength(1);
  });

  it('refuses to end this browser’s own session: Logout does that', async () => {
    const laptop = await browser(CHROME_ON_LINUX, '198.51.100.7');
    const { sessions } = (await list(laptop.session).expect(200)).body as SessionsAnswer;

    await send('delete', `/api/auth/sessions/${sessions[0]!.id}`, laptop.session).expect(409, {
      message: 'That is the session of this browser: use Logout to end it.',
    });

    await auth.api.http.get('/api/auth/session').set('Cookie', laptop.session).expect(200);
  });

  it('answers 404 for a session that is not live, 400 for what is no id, and 401 without a session', async () => {
    const laptop = await browser(CHROME_ON_LINUX, '198.51.100.7');

    await send('delete', '/api/auth/sessions/987654', laptop.session).expect(404, {
      message: 'No session 987654 is live: it may have ended already.',
    });
    for (const id of ['abc', '0', '-1', '1.5', '01', '9223372036854775808', '99999999999999999999']) {
      await send('delete', `/api/auth/sessions/${id}`, laptop.session).expect(400, {
        message: 'id must be a whole number from 1 to 9223372036854775807',
      });
    }
    await send('delete', '/api/auth/sessions/1').expect(401);
  });
});

describe('POST /api/auth/sessions/end-others', () => {
  it('ends every session but this browser’s, and says how many', async () => {
    const laptop = await browser(CHROME_ON_LINUX, '198.51.100.7');
    const others = [await browser(FIREFOX_ON_WINDOWS, '198.51.100.8'), await browser(CHROME_ON_LINUX, '203.0.113.9')];

    await send('post', '/api/auth/sessions/end-others', laptop.session).expect(200, { ended: 2 });

    for (const other of others) await auth.api.http.get('/api/auth/session').set('Cookie', other.session).expect(401);
    await auth.save(laptop.session).expect(200);
    await send('post', '/api/auth/sessions/end-others', laptop.session).expect(200, { ended: 0 });
    await send('post', '/api/auth/sessions/end-others').expect(401);
  });
});

describe('DELETE /api/auth/devices/{id}', () => {
  it('forgets a trusted device: it is no longer listed, nor spared its address’s lock-out', async () => {
    const laptop = await browser(CHROME_ON_LINUX, '198.51.100.7');
    const phone = await browser(FIREFOX_ON_WINDOWS, '198.51.100.8');
    const { devices } = (await list(laptop.both).expect(200)).body as SessionsAnswer;
    const phoneDevice = devices.find(({ current }) => !current)!;

    await send('delete', `/api/auth/devices/${phoneDevice.id}`, laptop.session).expect(204);

    const after = (await list(laptop.both).expect(200)).body as SessionsAnswer;
    expect(after.devices.map(({ id }) => id)).not.toContain(phoneDevice.id);
    for (let n = 0; n < 5; n += 1) {
      await auth
        .login({ ...OWNER, password: 'wrong password!' })
        .set('X-Forwarded-For', '198.51.100.8')
        .expect(401);
    }
    await auth.login(OWNER).set('X-Forwarded-For', '198.51.100.8').set('Cookie', phone.device).expect(429);
  });

  it('answers 404 for a device that is not kept, 400 for what is no id', async () => {
    const laptop = await browser(CHROME_ON_LINUX, '198.51.100.7');

    await send('delete', '/api/auth/devices/987654', laptop.session).expect(404, {
      message: 'No trusted device 987654: it may have been forgotten already.',
    });
    await send('delete', '/api/auth/devices/x', laptop.session).expect(400);
    await send('delete', '/api/auth/devices/1').expect(401);
  });
});

describe('each change takes the password again', () => {
  const WRONG_PASSWORD = { message: 'Wrong password. Enter the password you sign in with.', password: 'wrong' };

  /** Two browsers signed in: this one, and another whose session and device the changes would end. */
  async function twoBrowsers() {
    const laptop = await browser(CHROME_ON_LINUX, '198.51.100.7');
    const phone = await browser(FIREFOX_ON_WINDOWS, '198.51.100.8');
    const listed = (await list(laptop.both).expect(200)).body as SessionsAnswer;
    const other = ({ current }: { current: boolean }) => !current;
    const changes = [
      ['delete', `/api/auth/sessions/${listed.sessions.find(other)!.id}`],
      ['post', '/api/auth/sessions/end-others'],
      ['delete', `/api/auth/devices/${listed.devices.find(other)!.id}`],
    ] as const;
    return { laptop, phone, listed, changes };
  }

  it('refuses each without the password (400) or with a wrong one (401), and ends or forgets nothing', async () => {
    const { laptop, phone, listed, changes } = await twoBrowsers();

    for (const [method, path] of changes) {
      const missing = await send(method, path, laptop.session, {}).expect(400);
      expect(missing.body.errors).toEqual([{ path: 'password', message: expect.any(String) }]);
      await send(method, path, laptop.session, { password: 42 }).expect(400);
      await send(method, path, laptop.session, { password: 'not the password' }).expect(401, WRONG_PASSWORD);
    }

    const ids = ({ sessions, devices }: SessionsAnswer) => [sessions.map(({ id }) => id), devices.map(({ id }) => id)];
    expect(ids((await list(laptop.both).expect(200)).body as SessionsAnswer)).toEqual(ids(listed));
    await auth.api.http.get('/api/auth/session').set('Cookie', phone.session).expect(200);
  });

  it('counts a wrong password as a failed sign-in, before hashing it: after 5, sign-in from that address waits too', async () => {
    const { laptop, phone, changes } = await twoBrowsers();
    const verify = jest.spyOn(passwords, 'verifyPassword');

    for (let n = 0; n < 5; n += 1) {
      const [method, path] = changes[n % changes.length]!;
      await send(method, path, laptop.session, { password: 'a guess' }).expect(401);
    }
    const [method, path] = changes[1];
    await send(method, path, laptop.session).expect(429);

    expect(verify).toHaveBeenCalledTimes(5);
    verify.mockRestore();
    await auth.api.http.get('/api/auth/session').set('Cookie', phone.session).expect(200);
    // The guesses came from 127.0.0.1, without the device cookie: that address's budget is spent.
    await auth.login(OWNER).expect(429);
  });

  it('forgets the attempt when the password is right', async () => {
    const { laptop, changes } = await twoBrowsers();

    for (let n = 0; n < 4; n += 1)
      await send('post', changes[1][1], laptop.session, { password: 'a guess' }).expect(401);
    for (const [method, path] of changes)
      await send(method, path, laptop.session).expect(method === 'post' ? 200 : 204);

    expect(await auth.database.query('SELECT count(*)::int AS n FROM login_failure')).toEqual([{ n: 4 }]);
  });
});
