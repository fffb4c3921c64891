import { expect, request, test } from '@playwright/test';
import { CONTENT_SECURITY_POLICY } from '@portfolio/contract';
import { readState } from '@portfolio/stack/native';
import { OWNER, apiLog, baseUrl, clearLoginFailures, recordCspViolations } from '../support';

async function assetPaths(request: import('@playwright/test').APIRequestContext): Promise<string[]> {
  const html = await (await request.get(`${baseUrl()}/`)).text();
  const paths = new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]!));
  // Chunks import each other: follow them, so lazy ones (the admin) are checked too.
  for (const path of [...paths]) {
    if (!path.endsWith('.js')) continue;
    const code = await (await request.get(`${baseUrl()}${path}`)).text();
    for (const match of code.matchAll(/["'`(/]((?:\.\/|\/assets\/)?[\w.-]+-[\w-]{8}\.(?:js|css|webp))["'`)]/g)) {
      paths.add(`/assets/${match[1]!.replace(/^(\.\/|\/assets\/)/, '')}`);
    }
  }
  return [...paths];
}

test.describe('security', () => {
  test('headers are on the page, the admin, the assets and the API', async ({ request }) => {
    const [asset] = await assetPaths(request);
    for (const path of [
      '/',
      '/admin',
      asset!,
      '/api/ping',
      '/api/portfolio',
      '/api/nothing-here',
      '/assets/missing.js',
    ]) {
      const response = await request.get(`${baseUrl()}${path}`);
      const headers = response.headers();
      expect(headers['content-security-policy'], path).toBe(CONTENT_SECURITY_POLICY);
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['x-frame-options'], path).toBe('DENY');
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(headers['cross-origin-opener-policy'], path).toBe('same-origin');
      expect(headers['cross-origin-resource-policy'], path).toBe('same-origin');
      expect(headers['permissions-policy'], path).toContain('camera=()');
      expect(headers['server'], path).toBe('nginx');
      expect(headers['strict-transport-security'], path).toBeUndefined();
    }
  });

  test('HSTS is sent when the site is served over HTTPS', async ({ request }) => {
    const response = await request.get(`${baseUrl()}/`, { headers: { 'X-Forwarded-Proto': 'https' } });

    expect(response.headers()['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  test('caching: hashed assets forever, the page revalidated, a missing asset 404', async ({ request }) => {
    const [asset] = await assetPaths(request);

    expect((await request.get(`${baseUrl()}${asset!}`)).headers()['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await request.get(`${baseUrl()}/`)).headers()['cache-control']).toBe('no-cache');
    expect((await request.get(`${baseUrl()}/admin`)).headers()['cache-control']).toBe('no-cache');
    const missing = await request.get(`${baseUrl()}/assets/missing-0123abcd.js`);
    expect(missing.status()).toBe(404);
    expect(missing.headers()['cache-control']).toBeUndefined();
  });

  test('pages load with no Content-Security-Policy violation', async ({ page }) => {
    const violations = await recordCspViolations(page);
    for (const path of ['/', '/admin']) {
      await page.goto(`${baseUrl()}${path}`);
      await expect(page.getByRole('heading').first()).toBeVisible();
      // Lazy chunks, the portrait and the data arrive after the first paint.
      await page.waitForTimeout(1000);
      expect(await violations(), path).toEqual([]);
    }
  });

  test('the admin password is in no served file', async ({ request }) => {
    const paths = ['/', '/admin', '/resume.pdf', ...(await assetPaths(request))];
    expect(paths.some((path) => path.includes('admin'))).toBe(true);
    for (const path of paths) {
      const body = await (await request.get(`${baseUrl()}${path}`)).body();
      expect(body.includes(OWNER.password), path).toBe(false);
    }
  });

  test('dotfiles are not served, TRACE is refused', async ({ request }) => {
    for (const path of ['/.env', '/.git/HEAD', '/.git/config', '/assets/.hidden']) {
      const response = await request.get(`${baseUrl()}${path}`);
      expect(response.status(), path).toBe(404);
    }
    expect((await request.fetch(`${baseUrl()}/`, { method: 'TRACE' })).status()).toBe(405);
    expect((await request.fetch(`${baseUrl()}/api/ping`, { method: 'TRACE' })).status()).toBe(405);
  });

  test('bodies over 512 KB (600 KB for a post body) are refused as JSON before reaching the API', async ({
    request,
  }) => {
    const document = await request.put(`${baseUrl()}/api/portfolio`, {
      headers: { 'Content-Type': 'application/json' },
      data: JSON.stringify({ big: 'x'.repeat(520 * 1024) }),
    });
    expect(document.status()).toBe(413);
    expect(await document.json()).toEqual({ message: 'The request body is larger than 512 KB' });

    const body = await request.put(`${baseUrl()}/api/post-bodies`, {
      headers: { 'Content-Type': 'application/json' },
      data: JSON.stringify({ markdown: 'x'.repeat(610 * 1024) }),
    });
    expect(body.status()).toBe(413);
    expect(await body.json()).toEqual({ message: 'The request body is larger than 600 KB' });
  });

  test('the client cannot forge its address: nginx overwrites X-Forwarded-For', async ({ request }) => {
    const wrong = { username: OWNER.username, password: 'not the password at all' };
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await request.post(`${baseUrl()}/api/auth/login`, {
        data: wrong,
        headers: { 'X-Forwarded-For': `198.51.100.${attempt}` },
      });
      expect(response.status()).toBe(401);
    }
    const locked = await request.post(`${baseUrl()}/api/auth/login`, {
      data: OWNER,
      headers: { 'X-Forwarded-For': '198.51.100.99' },
    });
    expect(locked.status()).toBe(429);
    expect(Number(locked.headers()['retry-after'])).toBeGreaterThan(0);
    // Let the owner in again for the tests that follow.
    await clearLoginFailures();
  });
});

test.describe('the API’s log', () => {
  test('records sign-ins, failures and sign-outs with the address, and never a credential', async () => {
    const api = await request.newContext({ baseURL: baseUrl() });
    const wrongPassword = 'wrong password, logged nowhere';
    expect(
      (await api.post('/api/auth/login', { data: { username: OWNER.username, password: wrongPassword } })).status(),
    ).toBe(401);
    const signedIn = await api.post('/api/auth/login', { data: OWNER });
    expect(signedIn.status()).toBe(204);
    const token = /portfolio_session=([\w-]+)/.exec(signedIn.headers()['set-cookie']!)![1]!;
    expect((await api.post('/api/auth/logout', { data: {} })).status()).toBe(204);
    await api.dispose();

    const events = async () =>
      apiLog()
        .split('\n')
        .filter((line) => line.includes('"context":"Audit"'))
        .map((line) => JSON.parse(line) as { event: string; ip: string });
    await expect
      .poll(async () => (await events()).map(({ event }) => event).slice(-3))
      .toEqual(['sign-in-failed', 'sign-in', 'sign-out']);
    // Natively the tests' own address; in Docker, the engine's gateway as nginx sees it.
    expect((await events()).at(-1)!.ip).toMatch(
      readState().kind === 'native' ? /127\.0\.0\.1/ : /^\d{1,3}(\.\d{1,3}){3}$/,
    );

    const log = apiLog();
    expect(log).not.toContain(OWNER.password);
    expect(log).not.toContain(wrongPassword);
    expect(log).not.toContain(token);
  });
});
