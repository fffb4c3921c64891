import { expect, test } from '@playwright/test';
import { axeViolations, baseUrl, storeWithPost, withName } from '../support';

// The blog's own pages: the index of every public post, a tag's page and feed, read as a
// reader without JavaScript reads them, through nginx, and checked by axe in both themes.

const TITLE = 'Backpressure, Explained';

test.beforeAll(async () => {
  // The spec's three posts, the newest given a page and two spellings of one tag.
  await storeWithPost(withName('Ada Lovelace'), { title: TITLE, slug: 'backpressure', tags: ['Queues', 'kafka'] });
});

test.describe("the blog's index and a tag's page", () => {
  test('list the posts newest first, and lead to a post and its tags, with JavaScript off', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
    await page.goto(`${baseUrl()}/blog`);

    await expect(page).toHaveTitle('Blog — Ada Lovelace');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog');
    await expect(page.getByRole('heading', { level: 2 })).toHaveText([
      TITLE,
      'Type-Safe APIs with TypeScript',
      'A Practical Guide to Feature Engineering',
    ]);
    // Three posts: one page, so no links to others.
    await expect(page.getByRole('navigation', { name: 'Pages' })).toHaveCount(0);

    await page.getByRole('link', { name: `Read Article: ${TITLE}` }).click();
    await expect(page).toHaveURL(`${baseUrl()}/blog/backpressure`);
    await page.getByRole('list', { name: 'Tags' }).getByRole('link', { name: 'Queues' }).click();
    await expect(page).toHaveURL(`${baseUrl()}/blog/tag/queues`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Posts tagged “Queues”');
    await expect(page.getByRole('heading', { level: 2 })).toHaveText([TITLE]);
    const feed = page.locator('link[rel="alternate"][href$="/blog/tag/queues/feed.xml"]');
    await expect(feed).toHaveCount(1);
    await page.getByRole('link', { name: 'All posts' }).click();
    await expect(page).toHaveURL(`${baseUrl()}/blog`);
    expect(scripts).toEqual([]);
    await context.close();
  });

  test('have their feed, the first page by number moves, and what is no page is the 404 page', async ({ page }) => {
    const feed = await (await page.request.get(`${baseUrl()}/blog/tag/kafka/feed.xml`)).text();
    expect(feed).toContain(`<link href="${baseUrl()}/blog/backpressure"/>`);
    expect(feed).not.toContain('Type-Safe APIs');
    const sitemap = await (await page.request.get(`${baseUrl()}/sitemap.xml`)).text();
    for (const path of ['/blog', '/blog/tag/queues', '/blog/tag/kafka'])
      expect(sitemap).toContain(`${baseUrl()}${path}<`);

    const first = await page.request.get(`${baseUrl()}/blog/page/1`, { maxRedirects: 0 });
    expect(first.status()).toBe(301);
    expect(first.headers().location).toBe('/blog');
    for (const path of ['/blog/page/999', '/blog/page/0', '/blog/tag/never-used', '/blog/tag/never-used/feed.xml']) {
      const missing = await page.goto(`${baseUrl()}${path}`);
      expect(missing?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
  });
});

for (const theme of ['dark', 'light'] as const) {
  test.describe(`in the ${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((choice) => localStorage.setItem('theme', choice), theme);
    });

    for (const width of [390, 1280]) {
      test(`the blog's index and a tag's page at ${width} px have no axe violations`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        for (const [path, heading] of [
          ['/blog', 'Blog'],
          ['/blog/tag/queues', 'Posts tagged “Queues”'],
        ]) {
          await page.goto(`${baseUrl()}${path}`);
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading!);
          expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
          expect(await axeViolations(page), path).toEqual([]);
        }
      });
    }
  });
}
