import { request as send } from 'node:http';
import { expect, test } from '@playwright/test';
import { readNativeState } from '../stack/stack.mjs';
import { OWNER } from './support';

/**
 * A request to nginx from [::1], its path sent exactly as written (a URL would tidy it). The tests
 * here spend nginx's sign-in and session limits, which count this client apart from the other
 * tests' 127.0.0.1.
 */
function fromIpv6(
  method: string,
  path: string,
  { body, cookie }: { body?: object; cookie?: string } = {},
): Promise<{ status: number; setCookie: string[] }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (cookie !== undefined) headers.Cookie = cookie;
    const outgoing = send({ host: '::1', port: readNativeState().nginxPort, method, path, headers }, (incoming) => {
      incoming.resume();
      incoming.on('end', () =>
        resolve({ status: incoming.statusCode!, setCookie: incoming.headers['set-cookie'] ?? [] }),
      );
    });
    outgoing.on('error', reject);
    outgoing.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

// nginx limits sign-ins, and tells the owner's session, by its own reading of the path and the
// Cookie header; the API must not take a request for something nginx did not.
test.describe('nginx and the API read a request alike', { tag: '@native' }, () => {
  test('every other spelling of the sign-in path is limited by nginx or a 404, and checks no password', async () => {
    for (const path of [
      '/api/auth/login/',
      '/api/AUTH/login',
      '/api/auth/Login',
      '/api/auth//login',
      '/api/auth/./login',
      '/api/auth/%6Cogin',
    ]) {
      const answer = await fromIpv6('POST', path, { body: OWNER });
      expect([404, 429], path).toContain(answer.status);
      expect(answer.setCookie, path).toEqual([]);
    }
  });

  test('a session cookie with a space before `=` is no session to either: not limited, and 401', async () => {
    const signedIn = await fromIpv6('POST', '/api/auth/login', { body: OWNER });
    expect(signedIn.status).toBe(204);
    const session = signedIn.setCookie.map((line) => line.split(';')[0]!).find((pair) => pair.includes('session'))!;
    const burst = (cookie: string) =>
      Promise.all(Array.from({ length: 30 }, () => fromIpv6('GET', '/api/auth/session', { cookie })));

    const spaced = await burst(session.replace('=', ' ='));
    expect(new Set(spaced.map(({ status }) => status))).toEqual(new Set([401]));

    // The same session written as it is: the API takes it, and nginx holds it to 5 a second.
    const exact = await burst(session);
    expect(new Set(exact.map(({ status }) => status))).toEqual(new Set([200, 429]));
  });
});
