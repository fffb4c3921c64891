import { expect, test } from '@playwright/test';
import { restartApi, stopApi } from '../stack/stack.mjs';
import { baseUrl, storeDocument, withName } from './support';

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
});
