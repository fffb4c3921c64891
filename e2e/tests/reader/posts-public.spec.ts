import AxeBuilder from '@axe-core/playwright';
import { type Page, expect, test } from '@playwright/test';
import { restartApi, stopApi } from '@portfolio/stack/native';
import { baseUrl, recordCspViolations, storeWithPost, withName } from '../support';

const TITLE = 'Backpressure, Explained';
const SLUG = 'backpressure-explained';

test.beforeAll(async () => {
  await storeWithPost(withName('Ada Lovelace'), {
    title: TITLE,
    slug: SLUG,
    formerSlugs: ['queues-101'],
    tags: ['queues', 'kafka'],
  });
});

/** The post's page, reached from its card on the home page. */
async function openFromTheCard(page: Page): Promise<void> {
  await page.goto(`${baseUrl()}/`);
  await page.getByRole('link', { name: `Read Article: ${TITLE}` }).click();
  await expect(page).toHaveURL(`${baseUrl()}/blog/${SLUG}`);
}

test.describe("a post's own page", () => {
  test('is reached from its card and read with JavaScript off, loading no script', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    await openFromTheCard(page);
    const scripts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
    await page.reload();

    await expect(page).toHaveTitle(`${TITLE} — Ada Lovelace`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLE);
    await expect(page.getByText('Bursts, skewed keys and retries.')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Tags' })).toHaveText(/queues\s*kafka/);
    await page.getByRole('navigation', { name: 'Contents' }).getByRole('link', { name: 'What to do' }).click();
    await expect(page).toHaveURL(/#section-what-to-do$/);
    await expect(page.getByRole('heading', { name: /What to do/ })).toBeInViewport();
    expect(scripts).toEqual([]);

    // The header leads back to the home page's sections, through a menu that needs no script.
    const sections = page.getByRole('navigation', { name: 'Sections' });
    // A <summary>, which Playwright gives no role.
    await sections.getByLabel('Menu').click();
    await sections.getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(`${baseUrl()}/#contact`);
    await context.close();
  });

  for (const width of [320, 390, 768, 1280]) {
    test(`at ${width} px with JavaScript off, its header shows the owner's name and reaches every section`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 800 } });
      const page = await context.newPage();
      await page.goto(`${baseUrl()}/blog/${SLUG}`);

      await expect(page.getByRole('banner').getByRole('link', { name: 'Ada Lovelace' })).toBeInViewport({ ratio: 1 });
      const sections = page.getByRole('navigation', { name: 'Sections' });
      // Narrow screens fold the links into a menu.
      const menu = sections.getByLabel('Menu');
      if (await menu.isVisible()) await menu.click();
      for (const label of ['Home', 'Skills', 'Projects', 'Blog', 'Contact']) {
        await expect(sections.getByRole('link', { name: label })).toBeInViewport({ ratio: 1 });
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      await sections.getByRole('link', { name: 'Contact' }).click();
      await expect(page).toHaveURL(`${baseUrl()}/#contact`);
      await context.close();
    });

    test(`at ${width} px, the not-found page fits the screen`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`${baseUrl()}/blog/never-written`);

      await expect(page.getByRole('heading', { level: 1 })).toBeInViewport({ ratio: 1 });
      await expect(page.getByRole('link', { name: 'Return to Home' })).toBeInViewport({ ratio: 1 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  }

  test('moves from a former address, and is the 404 page at an unknown one', async ({ page }) => {
    const moved = await page.request.get(`${baseUrl()}/blog/queues-101`, { maxRedirects: 0 });
    expect(moved.status()).toBe(301);
    expect(moved.headers().location).toBe(`/blog/${SLUG}`);

    const missing = await page.goto(`${baseUrl()}/blog/never-written`);
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect((await page.request.get(`${baseUrl()}/post.html`)).status()).toBe(404);
  });

  test('is listed in the feed, with its body, and in the sitemap', async ({ request }) => {
    const feed = await (await request.get(`${baseUrl()}/feed.xml`)).text();
    expect(feed).toContain(`<link href="${baseUrl()}/blog/${SLUG}"/>`);
    expect(feed).toContain('&lt;h2 id=&quot;section-why-queues-fill&quot;&gt;Why queues fill');

    const sitemap = await (await request.get(`${baseUrl()}/sitemap.xml`)).text();
    expect(sitemap).toContain(`<loc>${baseUrl()}/blog/${SLUG}</loc>`);
  });

  for (const [width, theme] of [
    [375, 'dark'],
    [1280, 'dark'],
    [375, 'light'],
    [1280, 'light'],
  ] as const) {
    test(`has no axe violations and no CSP violation at ${width} px, in the ${theme} theme`, async ({ page }) => {
      const violations = await recordCspViolations(page);
      await page.addInitScript((choice) => localStorage.setItem('theme', choice), theme);
      await page.setViewportSize({ width, height: 900 });
      await openFromTheCard(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLE);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);

      const { violations: found } = await new AxeBuilder({ page }).analyze();
      expect(found.map(({ id, nodes }) => `${id}: ${nodes.map(({ target }) => target.join(' ')).join(', ')}`)).toEqual(
        [],
      );
      expect(await violations()).toEqual([]);
    });
  }
});

// Native only: in Docker, the production operations stop and restart the real containers.
test.describe("a post's page with the API stopped", { tag: '@native' }, () => {
  test.afterAll(async () => {
    await restartApi();
  });

  test('is served from nginx’s cache once asked for; with nothing cached it is the app’s page, 503', async ({
    page,
    context,
  }) => {
    expect((await page.request.get(`${baseUrl()}/blog/${SLUG}`)).status()).toBe(200);

    await stopApi();

    const stale = await page.goto(`${baseUrl()}/blog/${SLUG}`);
    expect(stale?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLE);

    // A session cookie passes nginx's cache: as if nothing had ever been cached.
    await context.addCookies([{ name: 'portfolio_session', value: 'stale', url: baseUrl() }]);
    const away = await page.goto(`${baseUrl()}/blog/${SLUG}`);
    expect(away?.status()).toBe(503);
    expect(await away?.text()).toContain('<div id="root">');
  });
});
