import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import { OWNER, startAtProductCost } from '../support/test-app';
import { json, statuses } from './auth-harness';
import { codeOf, password, secondFactorHarness } from './second-factor-harness';

const { auth, post, turnOn } = secondFactorHarness();
const RESET_SQL = readFileSync(join(__dirname, '../../../scripts/reset-2fa.sql'), 'utf8');

/** The code's TOTP step is spent by the confirmation: the sign-in must use the next one. */
const signIn = (code?: string) => auth.login(code === undefined ? OWNER : { ...OWNER, code });

describe('turning the second factor on', () => {
  it('gives a secret and its otpauth:// address, then takes a code of it and returns 10 recovery codes, kept hashed', async () => {
    const cookie = await auth.api.signIn();
    await auth.api.http
      .get('/api/auth/second-factor')
      .set('Cookie', cookie)
      .expect(200, { enabled: false, recoveryCodesLeft: 0 });

    const setup = await post('setup', cookie, { password }).expect(200);
    expect(setup.headers['cache-control']).toBe('no-store');
    const { secret, uri } = setup.body as { secret: string; uri: string };
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toBe(
      `otpauth://totp/Portfolio:owner?issuer=Portfolio&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
    );
    await auth.api.http
      .get('/api/auth/second-factor')
      .set('Cookie', cookie)
      .expect(200, { enabled: false, recoveryCodesLeft: 0 });

    const confirmed = await post('confirm', cookie, { code: codeOf(secret), password }).expect(200);
    const codes = (confirmed.body as { recoveryCodes: string[] }).recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[A-HJ-NP-Z2-9]{4}(-[A-HJ-NP-Z2-9]{4}){3}$/);
    await auth.api.http
      .get('/api/auth/second-factor')
      .set('Cookie', cookie)
      .expect(200, { enabled: true, recoveryCodesLeft: 10 });

    const stored = await auth.database.query<{ code_hash: Buffer }>('SELECT code_hash FROM recovery_code');
    const hashes = stored.map((row) => row.code_hash.toString('hex')).sort();
    expect(hashes).toEqual(
      codes.map((code) => createHash('sha256').update(code.replaceAll('-', '')).digest('hex')).sort(),
    );
  });

  it('refuses a wrong code and stays off', async () => {
    const cookie = await auth.api.signIn();
    const { secret } = (await post('setup', cookie, { password }).expect(200)).body as { secret: string };

    const wrong = String((Number(codeOf(secret)) + 1) % 1_000_000).padStart(6, '0');
    await post('confirm', cookie, { code: wrong, password }).expect(400, {
      message: 'That code is not valid. Enter the code the app shows now.',
    });

    await auth.api.http
      .get('/api/auth/second-factor')
      .set('Cookie', cookie)
      .expect(200, { enabled: false, recoveryCodesLeft: 0 });
    await signIn().expect(204);
  });

  it('needs the session, and refuses setup while it is on', async () => {
    await auth.api.http.get('/api/auth/second-factor').expect(401);
    await auth.api.http.post('/api/auth/second-factor/setup').set('Content-Type', json).send({}).expect(401);

    const { cookie } = await turnOn();

    await post('setup', cookie, { password }).expect(409, {
      message: 'The second factor is already on. Turn it off first.',
    });
  });
});

describe('signing in with the second factor on', () => {
  it('asks for the code after the right password, and signs in with the next code of the app', async () => {
    const { secret } = await turnOn();

    const asked = await signIn().expect(401);
    expect(asked.body).toEqual({
      message: 'Enter the 6-digit code from your authenticator app, or a recovery code.',
      secondFactor: 'required',
    });
    expect(asked.headers['set-cookie']).toBeUndefined();
    await auth.login({ username: OWNER.username, password: 'wrong password!' }).expect(401, {
      message: 'Invalid username or password',
    });

    const audit = jest.spyOn(Logger.prototype, 'log');
    await signIn(codeOf(secret, 1)).expect(204);
    expect(audit).toHaveBeenCalledWith(
      expect.objectContaining({ event: 'sign-in', secondFactor: 'authenticator' }),
      'Signed in',
    );
    audit.mockRestore();
  });

  it('accepts each code once', async () => {
    const { secret } = await turnOn();

    const next = codeOf(secret, 1);
    await signIn(next).expect(204);
    const reused = await signIn(next).expect(401);
    expect(reused.body.message).toBe(
      'That code is not valid, or was used already. Enter the current code, or a recovery code.',
    );
    // The confirmation's own code, a step earlier, is spent too.
    await signIn(codeOf(secret)).expect(401);
  });

  it('accepts a recovery code once, typed in lower case or without dashes, and counts it used', async () => {
    const { secret, cookie, recoveryCodes } = await turnOn();
    const [first, second] = recoveryCodes as [string, string];

    await signIn(first.toLowerCase()).expect(204);
    await signIn(first).expect(401);
    await signIn(second.replaceAll('-', ' ')).expect(204);

    await auth.api.http
      .get('/api/auth/second-factor')
      .set('Cookie', cookie)
      .expect(200, { enabled: true, recoveryCodesLeft: 8 });
    await signIn(codeOf(secret, 1)).expect(204);
  });

  it('throttles wrong codes like wrong passwords: after 5, even the right code gets 429', async () => {
    const { secret } = await turnOn();

    for (let n = 0; n < 5; n += 1) await signIn('000000').expect(401);

    const locked = await signIn(codeOf(secret, 1)).expect(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(890);
  });

  it('counts wrong codes sent at the same moment, each of them', async () => {
    const strict = await startAtProductCost({ LOGIN_FAILURES_TOTAL: '3' });
    try {
      await turnOn(undefined, strict);
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, n) =>
          auth.login({ ...OWNER, code: '000000' }, strict).set('X-Forwarded-For', `203.0.113.${80 + n}`),
        ),
      );

      expect(statuses(answers)).toEqual([...Array<number>(3).fill(401), ...Array<number>(7).fill(429)]);
    } finally {
      await strict.close();
    }
  });

  it.each([
    ['a number', { ...OWNER, code: 123456 }],
    ['an empty code', { ...OWNER, code: '' }],
    ['a 33-character code', { ...OWNER, code: 'x'.repeat(33) }],
  ])('refuses %s with 400', async (_, body) => {
    await turnOn();

    await auth.login(body).expect(400);
  });
});

describe('turning the second factor off', () => {
  it('takes a code, then sign-in needs the password alone', async () => {
    const { cookie, secret } = await turnOn();
    await post('off', cookie, { code: '123-456', password }).expect(400);

    await post('off', cookie, { code: codeOf(secret, 1), password }).expect(204);

    await auth.api.http
      .get('/api/auth/second-factor')
      .set('Cookie', cookie)
      .expect(200, { enabled: false, recoveryCodesLeft: 0 });
    expect(await auth.database.query('SELECT * FROM recovery_code')).toEqual([]);
    await signIn().expect(204);
  });

  it('is what `make reset-2fa` does from the server, with no code', async () => {
    await turnOn();
    await signIn().expect(401);

    await auth.database.query(RESET_SQL);

    await signIn().expect(204);
  });
});
