import { expect, test } from '@playwright/test';
import { restartApi, stopApi } from '../stack/stack.mjs';
import { DEFAULT_PORTFOLIO, baseUrl, storeDocument, withName } from './support';

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
