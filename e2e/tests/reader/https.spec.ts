import { type APIRequestContext, expect, request, test } from '@playwright/test';
import { startHttpsProxy } from '@portfolio/stack/https-proxy';
import { OWNER, recordCspViolations } from '../support';

// The README's HTTPS set-up: Caddy (deploy/Caddyfile) terminating TLS in front of nginx.
let proxy: Awaited<ReturnType<typeof startHttpsProxy>>;
let https: APIRequestContext;

test.beforeAll(async () => {
  proxy = await startHttpsProxy();
  https = await request.newContext({ baseURL: proxy.url, ignoreHTTPSErrors: true });
  await expect
    .poll(async () => (await https.get('/api/ping').catch(() => undefined))?.status(), { timeout: 30_000 })
    .toBe(200);
});

test.afterAll(async () => {
  await https?.dispose();
  await proxy?.stop();
});

test.describe('behind the HTTPS proxy', { tag: '@native' }, () => {
  test('pages carry HSTS and the security headers', async () => {
    const response = await https.get('/');

    expect(response.status()).toBe(200);
    expect(response.headers()['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(response.headers()['content-security-policy']).toContain("default-src 'none'");
  });

  test('signing in sets a Secure, __Host- prefixed session cookie that works', async () => {
    const response = await https.post('/api/auth/login', { data: OWNER });

    expect(response.status()).toBe(204);
    const cookie = response.headers()['set-cookie']!;
    expect(cookie).toMatch(/^__Host-portfolio_session=[\w-]{43};/);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Strict/);
    expect(await (await https.get('/api/auth/session')).json()).toEqual({ username: OWNER.username });
    expect((await https.post('/api/auth/logout', { data: {} })).status()).toBe(204);
  });

  test('the page works in the browser with no policy violation', async ({ browser }) => {
    const context = await browser.newContext({ ignoreHTTPSErrors: true });
    const page = await context.newPage();
    const violations = await recordCspViolations(page);

    await page.goto(`${proxy.url}/`);

    await expect(page.getByRole('heading', { name: 'Skills & Technologies' })).toBeVisible();
    await expect(page.getByText('Offline Mode')).toHaveCount(0);
    expect(await violations()).toEqual([]);
    await context.close();
  });
});
