import * as passwords from '../../src/auth/password/password';
import type { SessionsAnswer } from '@portfolio/contract';
import { OWNER, sessionCookie, startAtProductCost } from '../support/test-app';
import { json, statuses } from './auth-harness';
import { codeOf, password, secondFactorHarness } from './second-factor-harness';

const { auth, post, status, turnOn } = secondFactorHarness();

const WRONG_PASSWORD = { message: 'Wrong password. Enter the password you sign in with.', password: 'wrong' };
const wrong = 'not the password';
const OFF = { enabled: false, recoveryCodesLeft: 0 };
const THIEF = { 'X-Forwarded-For': '203.0.113.66' };

/** Another browser signed in: a second session of the owner's, or one a thief copied. */
async function otherBrowser(): Promise<string> {
  const response = await auth.login(OWNER).set('User-Agent', 'curl/8.5.0').set(THIEF);
  return sessionCookie(response.headers['set-cookie']);
}

const sessionOf = (cookie: string) => auth.api.http.get('/api/auth/session').set('Cookie', cookie);

describe('turning the second factor on takes the password again', () => {
  it('refuses setup without a password, or with a wrong one, and changes nothing', async () => {
    const cookie = await auth.api.signIn();

    const missing = await post('setup', cookie).expect(400);
    expect(missing.body.errors).toEqual([{ path: 'password', message: expect.any(String) }]);
    await post('setup', cookie, { password: wrong }).expect(401, WRONG_PASSWORD);

    expect(await auth.database.query('SELECT * FROM second_factor')).toEqual([]);
    await status(cookie).expect(200, OFF);
    await sessionOf(cookie).expect(200);
  });

  it('refuses the confirmation with a wrong password, even with the right code, and stays off', async () => {
    const cookie = await auth.api.signIn();
    const { secret } = (await post('setup', cookie, { password }).expect(200)).body as { secret: string };

    await post('confirm', cookie, { code: codeOf(secret) }).expect(400);
    await post('confirm', cookie, { code: codeOf(secret), password: wrong }).expect(401, WRONG_PASSWORD);

    await status(cookie).expect(200, OFF);
    expect(await auth.database.query('SELECT * FROM recovery_code')).toEqual([]);
    await auth.login(OWNER).expect(204);
  });

  it('ends every other session once it is on, and keeps this one', async () => {
    const other = await otherBrowser();
    const cookie = await auth.api.signIn();
    await sessionOf(other).expect(200);

    await turnOn(cookie);

    await sessionOf(other).expect(401);
    await auth.save(other).expect(401);
    await sessionOf(cookie).expect(200);
    const { sessions } = (await auth.api.http.get('/api/auth/sessions').set('Cookie', cookie).expect(200))
      .body as SessionsAnswer;
    expect(sessions).toEqual([expect.objectContaining({ current: true })]);
  });

  it('ends no session when its code is wrong', async () => {
    const other = await otherBrowser();
    const cookie = await auth.api.signIn();
    await post('setup', cookie, { password }).expect(200);

    await post('confirm', cookie, { code: '000000', password }).expect(400);

    await sessionOf(other).expect(200);
  });
});

describe('turning the second factor off takes the password again', () => {
  it('refuses it without the password or with a wrong one, spends no code, and stays on', async () => {
    const { cookie, recoveryCodes } = await turnOn();
    const code = recoveryCodes[0]!;

    await post('off', cookie, { code }).expect(400);
    await post('off', cookie, { code, password: wrong }).expect(401, WRONG_PASSWORD);

    await status(cookie).expect(200, { enabled: true, recoveryCodesLeft: 10 });
    await post('off', cookie, { code, password }).expect(204);
    await status(cookie).expect(200, OFF);
  });
});

describe('a wrong password counts against the sign-in budget', () => {
  it('counts each before hashing it: after 5, the 6th is not hashed, and sign-in from that address waits too', async () => {
    const cookie = await auth.api.signIn();
    const verify = jest.spyOn(passwords, 'verifyPassword');

    for (let n = 0; n < 5; n += 1) await post('setup', cookie, { password: wrong }).expect(401);
    const locked = await post('setup', cookie, { password }).expect(429);

    expect(verify).toHaveBeenCalledTimes(5);
    verify.mockRestore();
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(890);
    expect(await auth.database.query('SELECT * FROM second_factor')).toEqual([]);
    await auth.login(OWNER).expect(429);
  });

  it('counts wrong passwords sent at the same moment, each of them', async () => {
    const strict = await startAtProductCost({ LOGIN_FAILURES_TOTAL: '3' });
    try {
      const cookie = await strict.signIn();
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, n) =>
          strict.http
            .post('/api/auth/second-factor/setup')
            .set('Content-Type', json)
            .set('Cookie', cookie)
            .set('X-Forwarded-For', `203.0.113.${100 + n}`)
            .send({ password: wrong }),
        ),
      );

      expect(statuses(answers)).toEqual([...Array<number>(3).fill(401), ...Array<number>(7).fill(429)]);
    } finally {
      await strict.close();
    }
  });

  it('forgets the attempt when the password is right', async () => {
    const cookie = await auth.api.signIn();

    for (let n = 0; n < 4; n += 1) await post('setup', cookie, { password: wrong }).expect(401);
    for (let n = 0; n < 3; n += 1) await post('setup', cookie, { password }).expect(200);

    expect(await auth.database.query('SELECT count(*)::int AS n FROM login_failure')).toEqual([{ n: 4 }]);
  });
});

describe('a stolen session', () => {
  it('cannot turn the second factor on without the password, and the owner signs it out from every other browser', async () => {
    const stolen = await otherBrowser();
    const owner = await auth.api.signIn();

    await post('setup', stolen, { password: 'a guess' }).set(THIEF).expect(401, WRONG_PASSWORD);
    await post('setup', stolen).set(THIEF).expect(400);
    await status(owner).expect(200, OFF);

    const { sessions } = (await auth.api.http.get('/api/auth/sessions').set('Cookie', owner).expect(200))
      .body as SessionsAnswer;
    expect(sessions.find(({ current }) => !current)).toMatchObject({ browser: 'curl', address: '203.0.113.66' });
    await auth.api.http
      .post('/api/auth/sessions/end-others')
      .set('Content-Type', json)
      .set('Cookie', owner)
      .send({ password })
      .expect(200, { ended: 1 });

    await sessionOf(stolen).expect(401);
    await post('setup', stolen, { password }).expect(401);
    await sessionOf(owner).expect(200);
  });
});
