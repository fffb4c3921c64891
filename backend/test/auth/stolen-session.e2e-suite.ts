import type { SessionsAnswer } from '@portfolio/contract';
import { deviceCookie, OWNER, sessionCookie, startTestApp, type TestApp } from '../support/test-app';
import { authHarness, json } from './auth-harness';

const auth = authHarness();

const WRONG_PASSWORD = { message: 'Wrong password. Enter the password you sign in with.', password: 'wrong' };
const THIEF = { 'X-Forwarded-For': '203.0.113.66' };
const OWNER_HOME = { 'X-Forwarded-For': '198.51.100.7' };

/**
 * The finding this answers: a stolen session that could forget the owner's trusted devices and
 * end each session the owner starts, while strangers spend everyone's budget of failed sign-ins,
 * kept the owner out until someone edited the database.
 */
describe('a stolen session cannot keep the owner out', () => {
  let site: TestApp;

  // Everyone's budget small enough to spend in a test; the owner's device keeps its own.
  beforeAll(async () => {
    site = await startTestApp(auth.database.url, { LOGIN_FAILURES_TOTAL: '3' });
  });

  afterAll(() => site?.close());

  const login = (body: object) => site.http.post('/api/auth/login').set('Content-Type', json).send(body);
  const change = (method: 'delete' | 'post', path: string, cookie: string, body: object) =>
    site.http[method](path).set('Content-Type', json).set('Cookie', cookie).set(THIEF).send(body);
  const listed = async (cookie: string) =>
    (await site.http.get('/api/auth/sessions').set('Cookie', cookie).expect(200)).body as SessionsAnswer;

  it('while strangers lock sign-in for every new browser, the owner signs in from a trusted one and ends the stolen session', async () => {
    const home = await login(OWNER).set(OWNER_HOME).expect(204);
    const ownerDevice = deviceCookie(home.headers['set-cookie']);
    const stolen = sessionCookie((await login(OWNER).set(THIEF).expect(204)).headers['set-cookie']);
    const { sessions, devices } = await listed(stolen);

    // The thief tries, without the password, to forget the owner's device and end the owner's sessions.
    for (const device of devices) {
      await change('delete', `/api/auth/devices/${device.id}`, stolen, {}).expect(400);
    }
    await change('post', '/api/auth/sessions/end-others', stolen, { password: 'a guess' }).expect(401, WRONG_PASSWORD);
    for (const session of sessions.filter(({ current }) => !current)) {
      await change('delete', `/api/auth/sessions/${session.id}`, stolen, {}).expect(400);
    }
    // Strangers spend what the thief's guess left of everyone's budget: no new browser signs in.
    for (let n = 0; n < 2; n += 1) {
      await login({ ...OWNER, password: 'a stranger’s guess' })
        .set('X-Forwarded-For', `192.0.2.${n + 1}`)
        .expect(401);
    }
    await login(OWNER).set('X-Forwarded-For', '192.0.2.200').expect(429);

    const back = await login(OWNER).set(OWNER_HOME).set('Cookie', ownerDevice).expect(204);
    const owner = sessionCookie(back.headers['set-cookie']);
    // The browser sends its device cookie with the password too: it is checked against the device's budget.
    await site.http
      .post('/api/auth/sessions/end-others')
      .set('Content-Type', json)
      .set('Cookie', `${owner}; ${deviceCookie(back.headers['set-cookie'])}`)
      .send({ password: OWNER.password })
      .expect(200, { ended: 2 });

    await site.http.get('/api/auth/session').set('Cookie', stolen).expect(401);
    await site.http.get('/api/auth/session').set('Cookie', owner).expect(200);
  });
});

describe('what a session alone can change of sign-in', () => {
  /** Every route under /api/auth that is not a read, as `METHOD /path`. */
  function authChanges(): string[] {
    const express = auth.api.app.getHttpAdapter().getInstance() as {
      router: { stack: { route?: { path: string; methods: Record<string, boolean> } }[] };
    };
    const routes = express.router.stack
      .flatMap(({ route }) => (route ? Object.keys(route.methods).map((method) => ({ method, path: route.path })) : []))
      .filter(({ method, path }) => path.startsWith('/api/auth/') && method !== 'get')
      .map(({ method, path }) => `${method.toUpperCase()} ${path}`);
    // Each is in the router's stack twice (NestJS also registers its handler for its own router).
    return [...new Set(routes)].sort();
  }

  it('is nothing without the password: no route changes the password or the username, and every other change asks for it', async () => {
    const stolen = await auth.api.signIn();
    const { sessions, devices } = (await auth.api.http.get('/api/auth/sessions').set('Cookie', stolen).expect(200))
      .body as SessionsAnswer;
    const owner = await auth.api.signIn();

    // Signing in needs the password; signing out ends only the session that asks.
    const asksForThePassword = [
      'DELETE /api/auth/devices/:id',
      'DELETE /api/auth/sessions/:id',
      'POST /api/auth/second-factor/confirm',
      'POST /api/auth/second-factor/off',
      'POST /api/auth/second-factor/setup',
      'POST /api/auth/sessions/end-others',
    ];
    expect(authChanges()).toEqual(['POST /api/auth/login', 'POST /api/auth/logout', ...asksForThePassword].sort());

    const ids: Record<string, string> = { devices: devices[0]!.id, sessions: sessions[0]!.id };
    for (const [n, route] of asksForThePassword.entries()) {
      const [method, path] = route.split(' ') as ['DELETE' | 'POST', string];
      const concrete = path.replace(/\/(devices|sessions)\/:id$/, (_, kind: string) => `/${kind}/${ids[kind]}`);
      await auth.api.http[method === 'DELETE' ? 'delete' : 'post'](concrete)
        .set('Content-Type', json)
        .set('Cookie', stolen)
        // From as many addresses: one address's budget is 5.
        .set('X-Forwarded-For', `203.0.113.${n + 1}`)
        .send({ password: 'a guess', ...(/(confirm|off)$/.test(path) && { code: '123456' }) })
        .expect(401, WRONG_PASSWORD);
    }

    const after = (await auth.api.http.get('/api/auth/sessions').set('Cookie', owner).expect(200))
      .body as SessionsAnswer;
    expect([after.sessions.length, after.devices.length]).toEqual([2, 2]);
    await auth.api.http.get('/api/auth/second-factor').set('Cookie', owner).expect(200, {
      enabled: false,
      recoveryCodesLeft: 0,
    });
  });
});
