import { expect, test } from '@playwright/test';
import { pageContent } from '@portfolio/contract';
import {
  DEFAULT_PORTFOLIO,
  baseUrl,
  ownerApi,
  pageData,
  recordCspViolations,
  storeDocument,
  withName,
} from '../support';

test.describe('the public page served as HTML', () => {
  test.beforeAll(async () => {
    await storeDocument(withName('Ada Lovelace'));
  });

  test('is read and used with JavaScript off, the narrow-screen menu too', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/`);

    await expect(page).toHaveTitle(`Ada Lovelace — ${DEFAULT_PORTFOLIO.personalInfo.title}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(DEFAULT_PORTFOLIO.personalInfo.title);
    for (const { name } of DEFAULT_PORTFOLIO.skills) {
      await expect(page.locator('#skills').getByText(name, { exact: true })).toBeVisible();
    }
    await expect(page.locator('#projects article')).toHaveCount(DEFAULT_PORTFOLIO.projects.length);
    await expect(page.locator('#blog article')).toHaveCount(DEFAULT_PORTFOLIO.blogs.length);

    // The menu button needs JavaScript: without it the section links show in its place, in a row.
    const navigation = page.getByRole('navigation', { name: 'Sections' });
    await expect(navigation.getByRole('button')).toBeHidden();
    await expect(page.locator('#section-links')).toHaveCSS('position', 'static');
    await expect(page.locator('#section-links')).toHaveCSS('flex-direction', 'row');
    await navigation.getByRole('link', { name: 'Contact', exact: true }).click();
    await expect(page).toHaveURL(/#contact$/);
    await expect(page.getByRole('link', { name: 'Start a Conversation' })).toBeInViewport();
    await context.close();
  });

  test('is taken over by the browser with no console error, no CSP violation and no request for the document', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    const documentRequests: string[] = [];
    page.on('request', (request) => request.url().endsWith('/api/portfolio') && documentRequests.push(request.url()));
    const violations = await recordCspViolations(page);
    await page.setViewportSize({ width: 375, height: 740 });

    // The islands' script arrives after the first paint; once it has pinged the API, it is attached.
    const pinged = page.waitForResponse((response) => response.url().endsWith('/api/ping'));
    await page.goto(`${baseUrl()}/`);
    await pinged;
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');

    expect(errors).toEqual([]);
    expect(await violations()).toEqual([]);
    expect(documentRequests).toEqual([]);
  });

  test('loads one script, its islands, and no React, with the menu, the theme and the badge working', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') scripts.push(await response.text());
    });
    await page.setViewportSize({ width: 375, height: 740 });

    const pinged = page.waitForResponse((response) => response.url().endsWith('/api/ping'));
    await page.goto(`${baseUrl()}/`);
    await pinged;
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Skills' }).click();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    await page.getByRole('combobox', { name: 'Theme' }).selectOption('light');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.context().setOffline(true);
    await expect(page.getByRole('status')).toHaveText('Demo Mode');

    expect(scripts).toHaveLength(1);
    // Every React build creates its elements' symbol by this name; the islands create none.
    expect(scripts[0]!.includes('react.transitional.element'), 'the script is React').toBe(false);
    expect(scripts[0]!.length).toBeLessThan(15 * 1024);
  });

  test("turns its dial's hand with no script, and animates nothing the main thread has to paint", async ({ page }) => {
    await page.goto(`${baseUrl()}/`);
    const hand = page.locator('#home svg[data-dial-hand]');
    const angle = () => hand.evaluate((svg) => getComputedStyle(svg).transform);
    const first = await angle();
    await expect.poll(angle, { timeout: 5_000 }).not.toBe(first);

    // Only transform and opacity animate on the compositor, and only on an element of their own:
    // anything else (a colour, an SVG stroke), or anything drawn inside an SVG, is painted by the
    // main thread at every frame it runs. Each frame of a whole second is looked at, since an
    // animation may run for part of one only.
    const animated = await page.evaluate(async () => {
      const properties = new Set<string>();
      const insideDrawings = new Set<string>();
      const until = performance.now() + 1_100;
      while (performance.now() < until) {
        for (const animation of document.getAnimations()) {
          const effect = animation.effect instanceof KeyframeEffect ? animation.effect : null;
          if (effect?.target instanceof SVGElement && effect.target.ownerSVGElement) {
            insideDrawings.add(effect.target.tagName);
          }
          for (const keyframe of effect?.getKeyframes() ?? []) {
            for (const key of Object.keys(keyframe)) {
              if (!['offset', 'easing', 'composite', 'computedOffset'].includes(key)) properties.add(key);
            }
          }
        }
        await new Promise(requestAnimationFrame);
      }
      return { properties: [...properties].sort(), insideDrawings: [...insideDrawings] };
    });
    // The badge's ping and the dial's hand, which the compositor runs, are seen; nothing else is.
    expect(animated).toEqual({ properties: ['opacity', 'transform'], insideDrawings: [] });
  });

  test('shows a save to a fresh visit within 2 s', async ({ page, request }) => {
    const owner = await ownerApi();
    const current = await owner.get('/api/portfolio');
    const document = withName('Grace Hopper');
    const saved = await owner.put('/api/portfolio', {
      data: document,
      headers: { 'If-Match': current.headers().etag! },
    });
    expect(saved.status()).toBe(200);
    const savedAt = Date.now();

    // What a new visitor is sent, asked for every 50 ms (a browser's own start-up would blur the time).
    await expect
      .poll(async () => pageData(await (await request.get(`${baseUrl()}/`)).text()), {
        timeout: 2000,
        intervals: [50],
      })
      .toEqual(pageContent(document));
    expect(Date.now() - savedAt).toBeLessThan(2000);

    await page.goto(`${baseUrl()}/`);
    await expect(page.locator('header').getByText('Grace Hopper')).toBeVisible();
    await owner.dispose();
  });
});

test.describe('the site beside the page', () => {
  test('robots.txt, the sitemap and the feed are served through nginx with absolute URLs', async ({ request }) => {
    const robots = await request.get(`${baseUrl()}/robots.txt`);
    expect(robots.status()).toBe(200);
    expect(await robots.text()).toContain(`Sitemap: ${baseUrl()}/sitemap.xml`);

    const sitemap = await request.get(`${baseUrl()}/sitemap.xml`);
    expect(sitemap.headers()['content-type']).toMatch(/^application\/xml/);
    expect(await sitemap.text()).toContain(`<loc>${baseUrl()}/</loc>`);

    const feed = await request.get(`${baseUrl()}/feed.xml`);
    expect(feed.headers()['content-type']).toMatch(/^application\/atom\+xml/);
    expect((await feed.text()).match(/<entry>/g)).toHaveLength(DEFAULT_PORTFOLIO.blogs.length);
  });

  test('the page is sent gzipped with an ETag, and revalidated', async ({ request }) => {
    const page = await request.get(`${baseUrl()}/`, { headers: { 'Accept-Encoding': 'gzip' } });

    expect(page.headers()['content-encoding']).toBe('gzip');
    expect(page.headers()['cache-control']).toBe('no-cache');
    const etag = page.headers().etag!;
    expect(etag).toMatch(/^W\/"/);
    const again = await request.get(`${baseUrl()}/`, { headers: { 'If-None-Match': etag } });
    expect(again.status()).toBe(304);
  });

  test('paths that are no route of the app are 404s; the admin is not', async ({ request }) => {
    for (const path of ['/favicon.ico', '/sitemap', '/wp-login.php', '/admin/users']) {
      expect((await request.get(`${baseUrl()}${path}`)).status(), path).toBe(404);
    }
    expect((await request.get(`${baseUrl()}/admin`)).status()).toBe(200);
    const manifest = await request.get(`${baseUrl()}/site.webmanifest`);
    expect(manifest.status()).toBe(200);
    expect((await manifest.json()).icons).toHaveLength(3);
  });
});
