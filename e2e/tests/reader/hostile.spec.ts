import { get } from 'node:http';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type APIRequestContext, expect, request, test } from '@playwright/test';
import { fromAnotherClient } from '../another-client';
import { baseUrl, clearLoginFailures, DEFAULT_PORTFOLIO, OWNER, ownerApi, storeDocument } from '../support';

// Requests an attacker would send, against the whole stack: each is judged within its bound, by
// nginx and the API alike, and the site keeps answering. The tests that spend limits send from a
// client of their own (see fromAnotherClient), and the one that empties its sign-in budget runs last.
test.describe.configure({ mode: 'serial' });

const WRONG = JSON.stringify({ username: OWNER.username, password: 'not the password at all' });

// The owner's session for the tests that need one, signed in once: each sign-in hashes the password.
let owner: APIRequestContext;
test.beforeAll(async () => {
  owner = await ownerApi();
});
test.afterAll(async () => {
  await owner.dispose();
});

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
  await stranger.dispose();
});

test('a PDF made to be slow to read is refused within a second, and the API answers pings meanwhile', async () => {
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
  await visitor.dispose();
});

/** Other ways to write `path` that nginx reads as `path`: an empty, `.` or `..` segment, an escape, a fragment. */
function otherSpellingsOf(path: string): string[] {
  const cut = path.lastIndexOf('/');
  const [head, tail] = [path.slice(0, cut), path.slice(cut + 1)];
  const spellings = [
    `/${path}`,
    `${head}//${tail}`,
    `${head}/./${tail}`,
    `${head}/%2e/${tail}`,
    `/gone/..${path}`,
    `${head}%2F${tail}`,
    path.replace(/[a-z]/, (letter) => `%${letter.charCodeAt(0).toString(16)}`),
    `${path}#top`,
  ];
  return [...new Set(spellings)].filter((spelling) => spelling.startsWith('/') && spelling !== path);
}

/** The status of a GET of `path` sent exactly as written (a URL would tidy it), from outside any browser. */
function statusOfRaw(path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(`${baseUrl()}/`, { path }, (answer) => answer.resume().on('end', () => resolve(answer.statusCode!))).on(
      'error',
      reject,
    );
  });
}

/** Calls `read` again and again until `ms` have passed, pausing a little between calls; returns every answer. */
async function repeatFor<T>(ms: number, read: () => Promise<T>): Promise<T[]> {
  const answers: T[] = [];
  for (const until = Date.now() + ms; Date.now() < until;) {
    answers.push(await read());
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return answers;
}

test('a stranger asking for the cached addresses spelt otherwise never changes what their visitors get', async () => {
  // A post with a page, in the feed and the sitemap, and an upload: every address nginx caches.
  const body = await owner.put('/api/post-bodies', { data: { markdown: 'Read on every spelling.' } });
  const document = structuredClone(DEFAULT_PORTFOLIO);
  document.blogs[0] = { ...document.blogs[0]!, slug: 'one-reading', body: ((await body.json()) as { id: string }).id };
  await storeDocument(document);
  const uploaded = await owner.post('/api/media', {
    multipart: {
      file: {
        name: 'resume.pdf',
        mimeType: 'application/pdf',
        buffer: readFileSync(join(import.meta.dirname, '..', '..', 'fixtures', 'resume.pdf')),
      },
    },
  });
  const { url: upload } = (await uploaded.json()) as { url: string };
  const addresses = ['/', '/blog/one-reading', '/feed.xml', '/sitemap.xml', '/api/portfolio', upload];

  const visitor = await request.newContext({ baseURL: baseUrl() });
  const read = () => Promise.all(addresses.map((path) => visitor.get(path)));
  const expected = await Promise.all((await read()).map((answer) => answer.body()));
  // Many times a second each, for a second and a half: nginx keeps a copy for a second, so at least
  // once the stranger would come first to an expired copy, and its answer be kept for visitors.
  // Reads without a session cookie spend no limit: the stranger needs no address of its own.
  const [strangers, visitors] = await Promise.all([
    repeatFor(1500, () => Promise.all(addresses.flatMap(otherSpellingsOf).map(statusOfRaw))),
    repeatFor(1500, async () =>
      Promise.all(
        (await read()).map(async (answer, index) =>
          answer.status() === 200 && (await answer.body()).equals(expected[index]!) ? 'same' : answer.status(),
        ),
      ),
    ),
  ]);

  const differed = visitors.flatMap((round) =>
    round.flatMap((got, index) => (got === 'same' ? [] : [`${addresses[index]} ${got}`])),
  );
  expect(differed).toEqual([]);
  // No other spelling was answered with a page: each is not found (refused by nginx, or, as a path
  // that is no file, no imported post's old address either).
  expect(new Set(strangers.flat())).toEqual(new Set([404]));
  await visitor.dispose();
});

test('after Logout the browser keeps nothing of the owner’s: a draft cannot be read from its cache', async ({
  page,
}) => {
  const document = structuredClone(DEFAULT_PORTFOLIO);
  document.blogs[0] = { ...document.blogs[0]!, title: 'An unannounced move', status: 'draft' };
  const current = await owner.get('/api/portfolio');
  const saved = await owner.put('/api/portfolio', { data: document, headers: { 'If-Match': current.headers().etag! } });
  expect(saved.status()).toBe(200);

  // In the browser, what the admin does: sign in, read the owner's document, and Logout. A page of
  // the site's own (the smallest) is where the requests come from.
  await page.goto(`${baseUrl()}/robots.txt`);
  const post = (path: string, body: unknown) =>
    page.evaluate(
      async ([path, body]) => {
        const answer = await fetch(path, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        });
        return answer.status;
      },
      [path, body] as const,
    );
  const readsTheDraft = (cache: RequestCache) =>
    page.evaluate(async (cache) => {
      const answer = await fetch('/api/portfolio', { cache, mode: 'same-origin' }).catch(() => undefined);
      return (await answer?.text())?.includes('An unannounced move') ?? false;
    }, cache);
  expect(await post('/api/auth/login', OWNER)).toBe(204);
  expect(await readsTheDraft('default')).toBe(true);
  // The browser takes the header for itself: its scripts never see it.
  const logout = page.waitForResponse((answer) => answer.url().endsWith('/api/auth/logout'));
  expect(await post('/api/auth/logout', {})).toBe(204);
  expect((await (await logout).allHeaders())['clear-site-data']).toBe('"cache"');

  // What the next person at this computer could read: the cache alone, whatever it was stored for.
  expect(await readsTheDraft('only-if-cached')).toBe(false);
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
