import { expect, request, test } from '@playwright/test';
import { fromAnotherClient } from './another-client';
import { baseUrl, clearLoginFailures, OWNER, ownerApi } from './support';

// Requests an attacker would send, against the whole stack: each is judged within its bound, by
// nginx and the API alike, and the site keeps answering. The tests that spend limits send from a
// client of their own (see fromAnotherClient), and the one that empties its sign-in budget runs last.
test.describe.configure({ mode: 'serial' });

const WRONG = JSON.stringify({ username: OWNER.username, password: 'not the password at all' });

test('every other spelling of the sign-in path is limited by nginx or a 404, and checks no password', () => {
  const paths = [
    '/api/auth/login/',
    '/api/AUTH/login',
    '/api/auth/Login',
    '/api/auth//login',
    '/api/auth/./login',
    '/api/auth/%6Cogin',
  ];
  const answers = fromAnotherClient(paths.map((path) => ({ method: 'POST', path, body: JSON.stringify(OWNER) })));
  answers.forEach((answer, index) => {
    expect([404, 429], paths[index]).toContain(answer.status);
    expect(answer.setCookie, paths[index]).toEqual([]);
  });
});

test('a session cookie with a space before `=` is no session to either: not limited, and 401', () => {
  const [signedIn] = fromAnotherClient([{ method: 'POST', path: '/api/auth/login', body: JSON.stringify(OWNER) }]);
  expect(signedIn!.status).toBe(204);
  const session = signedIn!.setCookie.map((line) => line.split(';')[0]!).find((pair) => pair.includes('session'))!;
  const burst = (cookie: string) =>
    fromAnotherClient(Array.from({ length: 30 }, () => ({ method: 'GET', path: '/api/auth/session', cookie })));

  const spaced = burst(session.replace('=', ' ='));
  expect(new Set(spaced.map(({ status }) => status))).toEqual(new Set([401]));

  // The same session written as it is: the API takes it, and nginx holds it to 5 a second.
  const exact = burst(session);
  expect(new Set(exact.map(({ status }) => status))).toEqual(new Set([200, 429]));
});

test('JSON nested thousands of levels deep is a 4xx with or without a session, never a 500', async () => {
  const nested = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);
  const stranger = await request.newContext({ baseURL: baseUrl() });
  const owner = await ownerApi();

  // The sign-in routes take 16 KB: 6,000 levels fit, 10,000 are refused by their size first.
  for (const [api, method, path, levels, status] of [
    [stranger, 'POST', '/api/auth/logout', 6_000, 400],
    [stranger, 'POST', '/api/auth/logout', 10_000, 413],
    [owner, 'PUT', '/api/portfolio', 10_000, 400],
  ] as const) {
    const answer = await api.fetch(path, {
      method,
      data: nested(levels),
      headers: { 'Content-Type': 'application/json' },
    });
    expect(answer.status(), `${levels} levels to ${path}`).toBe(status);
    if (status === 400) expect(await answer.json()).toEqual({ message: 'The request body is nested too deeply' });
  }
  await Promise.all([stranger.dispose(), owner.dispose()]);
});

test('a PDF made to be slow to read is refused within a second, and the API answers pings meanwhile', async () => {
  const owner = await ownerApi();
  const visitor = await request.newContext({ baseURL: baseUrl() });
  // `trailer<<` over and over with no /Root: a search from each one to the end would take minutes.
  const slow = Buffer.from(`%PDF-1.7\nxref\n${'trailer<<'.repeat(100_000)}startxref\n9\n%%EOF\n`, 'latin1');

  const started = Date.now();
  const judged = owner
    .post('/api/media', { multipart: { file: { name: 'slow.pdf', mimeType: 'application/pdf', buffer: slow } } })
    .then((answer) => ({ status: answer.status(), ms: Date.now() - started }));
  const pings: number[] = [];
  for (let sent = 0; sent < 10; sent += 1) {
    const pinged = Date.now();
    expect((await visitor.get('/api/ping')).status()).toBe(200);
    pings.push(Date.now() - pinged);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  expect(await judged).toEqual({ status: 422, ms: expect.any(Number) });
  expect((await judged).ms).toBeLessThan(1000);
  expect(Math.max(...pings)).toBeLessThan(500);
  await Promise.all([owner.dispose(), visitor.dispose()]);
});

test('20 wrong sign-ins sent at once from one address: at most the 5 of its budget are checked, the rest 429', async () => {
  const answers = fromAnotherClient(
    Array.from({ length: 20 }, () => ({ method: 'POST', path: '/api/auth/login', body: WRONG })),
  );
  const statuses = answers.map(({ status }) => status);
  const checked = statuses.filter((status) => status === 401).length;

  expect(checked).toBeLessThanOrEqual(5);
  expect(statuses.filter((status) => status !== 401)).toEqual(Array(20 - checked).fill(429));
  // That address's failures are forgotten; the owner's own address was never touched.
  await clearLoginFailures();
});
