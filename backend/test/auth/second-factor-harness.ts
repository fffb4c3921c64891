import { Secret, TOTP } from 'otpauth';
import { OWNER, type TestApp } from '../support/test-app';
import { authHarness, json } from './auth-harness';

/** The code an authenticator app shows for `secret`, `steps` periods of 30 s from now. */
export function codeOf(secret: string, steps = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + steps * 30_000 });
}

/** The owner's password, which each change of the second factor asks for again. */
export const password = OWNER.password;

/** `authHarness`, with the second factor off before each test, and the calls the admin makes to change it. */
export function secondFactorHarness() {
  const auth = authHarness();

  beforeEach(async () => {
    await auth.database.query('DELETE FROM recovery_code');
    await auth.database.query('DELETE FROM second_factor');
  });

  function post(path: string, cookie: string, body: object = {}, app: TestApp = auth.api) {
    return app.http.post(`/api/auth/second-factor/${path}`).set('Content-Type', json).set('Cookie', cookie).send(body);
  }

  return {
    auth,
    post,

    status: (cookie: string) => auth.api.http.get('/api/auth/second-factor').set('Cookie', cookie),

    /** Turns the second factor on as the admin does; returns the session, the secret and the recovery codes. */
    async turnOn(
      signedIn?: string,
      app: TestApp = auth.api,
    ): Promise<{ cookie: string; secret: string; recoveryCodes: string[] }> {
      const cookie = signedIn ?? (await app.signIn());
      const { secret } = (await post('setup', cookie, { password }, app).expect(200)).body as { secret: string };
      const confirmed = await post('confirm', cookie, { code: codeOf(secret), password }, app).expect(200);
      return { cookie, secret, recoveryCodes: (confirmed.body as { recoveryCodes: string[] }).recoveryCodes };
    },
  };
}
