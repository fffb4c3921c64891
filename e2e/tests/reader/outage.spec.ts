import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, request, test } from '@playwright/test';
import { restartApi, stopApi } from '@portfolio/stack/native';
import { DEFAULT_PORTFOLIO, baseUrl, ownerApi, storeDocument, withName } from '../support';

const RESUME_FIXTURE = join(import.meta.dirname, '..', '..', 'fixtures', 'resume.pdf');

// Native only: in Docker, the production operations stop and restart the real containers.
test.describe('with the API stopped', { tag: '@native' }, () => {
  test.afterAll(async () => {
    await restartApi();
  });

  test('the page still shows the owner’s content, from nginx’s cache, and says Offline Mode', async ({
    page,
    request,
  }) => {
    // Visitors' reads put the document in nginx's cache.
    await storeDocument(withName('Katherine Johnson'));

    await stopApi();

    const api = await request.get(`${baseUrl()}/api/ping`);
    expect(api.status()).toBe(503);
    expect(await api.json()).toEqual({ message: 'The API is not available. Try again shortly.' });

    await page.goto(`${baseUrl()}/`);
    await expect(page.getByText('Katherine Johnson').first()).toBeVisible();
    await expect(page.getByText('Offline Mode')).toBeVisible();
  });

  test('an upload once asked for is served from nginx’s cache', async () => {
    await restartApi();
    const owner = await ownerApi();
    const uploaded = await owner.post('/api/media', {
      multipart: { file: { name: 'resume.pdf', mimeType: 'application/pdf', buffer: readFileSync(RESUME_FIXTURE) } },
    });
    const { url } = (await uploaded.json()) as { url: string };
    await owner.dispose();
    const visitor = await request.newContext({ baseURL: baseUrl() });
    expect((await visitor.get(url)).status()).toBe(200);

    await stopApi();

    const served = await visitor.get(url);
    expect(served.status()).toBe(200);
    expect(await served.body()).toEqual(readFileSync(RESUME_FIXTURE));
    await visitor.dispose();
  });

  test('with nothing cached, the static page shows the built-in content', async ({ page, context }) => {
    await stopApi();
    // A session cookie (even a stale one) passes nginx's cache: as if nothing had ever been cached.
    await context.addCookies([{ name: 'portfolio_session', value: 'stale', url: baseUrl() }]);

    const response = await page.goto(`${baseUrl()}/`);
    expect(response!.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(DEFAULT_PORTFOLIO.personalInfo.title);
    await expect(page.getByText(DEFAULT_PORTFOLIO.personalInfo.name).first()).toBeVisible();
    await expect(page.getByText('Offline Mode')).toBeVisible();
  });
});
