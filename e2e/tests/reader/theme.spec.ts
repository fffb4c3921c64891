import { type Page, expect, test } from '@playwright/test';
import { DEFAULT_PORTFOLIO, type Portfolio, baseUrl, recordCspViolations, storeDocument } from '../support';

// Light, dark, and the visitor's own: the theme is set before the page is first drawn, from the
// visitor's choice kept in the browser or the site's default the server renders, through nginx's
// one cached copy of the page and under the site's unchanged content security policy.

const withTheme = (theme: Portfolio['appearance']['theme']): Portfolio => ({
  ...DEFAULT_PORTFOLIO,
  appearance: { theme },
});

const PAGE_COLOURS = { dark: 'oklch(0.141 0.005 285.823)', light: 'oklch(0.985 0 0)' };

/**
 * Records, from before the page's own scripts run, the theme and the page's background at each of
 * the first frames the browser draws, and when the body appears.
 */
async function recordFrames(page: Page): Promise<() => Promise<Array<{ theme?: string; background: string }>>> {
  await page.addInitScript(() => {
    const frames: Array<{ theme?: string; background: string }> = [];
    (window as unknown as { frames_: typeof frames }).frames_ = frames;
    const note = () =>
      frames.push({
        theme: document.documentElement.dataset.theme,
        background: document.body ? getComputedStyle(document.body).backgroundColor : 'no body yet',
      });
    new MutationObserver((_, observer) => {
      if (!document.body) return;
      observer.disconnect();
      note();
    }).observe(document, { childList: true, subtree: true });
    let count = 0;
    const frame = () => {
      note();
      if ((count += 1) < 5) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
  return () =>
    page.evaluate(() => (window as unknown as { frames_: Array<{ theme?: string; background: string }> }).frames_);
}

test.describe('the theme', () => {
  test.afterAll(async () => {
    await storeDocument(DEFAULT_PORTFOLIO);
  });

  test('a visitor switches it, reloads, and it holds, with no frame drawn in the other theme', async ({ page }) => {
    await storeDocument(withTheme('dark'));
    const violations = await recordCspViolations(page);
    await page.goto(`${baseUrl()}/`);
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'dark');
    const control = page.getByRole('combobox', { name: 'Theme' });
    await expect(control).toHaveValue('dark');
    await expect(control.getByRole('option')).toHaveText(['Light', 'Dark', 'System']);

    await control.selectOption('Light');

    await expect(html).toHaveAttribute('data-theme', 'light');
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#fafafa');
    await expect(page.locator('meta[name="color-scheme"]')).toHaveAttribute('content', 'light');
    await expect(page.locator('body')).toHaveCSS('background-color', PAGE_COLOURS.light);

    const frames = await recordFrames(page);
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Theme' })).toHaveValue('light');
    const drawn = await frames();
    expect(drawn.length).toBeGreaterThan(1);
    for (const frame of drawn) {
      expect(frame.theme).toBe('light');
      expect([PAGE_COLOURS.light, 'no body yet']).toContain(frame.background);
    }
    expect(await violations()).toEqual([]);
  });

  test("follows the site's default and, under System, the device, for a visitor who has not chosen", async ({
    browser,
  }) => {
    for (const [siteTheme, device, inUse] of [
      ['light', 'dark', 'light'],
      ['system', 'light', 'light'],
      ['system', 'dark', 'dark'],
    ] as const) {
      await storeDocument(withTheme(siteTheme));
      const context = await browser.newContext({ colorScheme: device });
      const page = await context.newPage();
      await page.goto(`${baseUrl()}/`);

      await expect(page.locator('html'), `${siteTheme} on a ${device} device`).toHaveAttribute('data-theme', inUse);
      await expect(page.getByRole('combobox', { name: 'Theme' })).toHaveValue(siteTheme);
      await expect(page.locator('body')).toHaveCSS('background-color', PAGE_COLOURS[inUse]);
      await context.close();
    }
  });

  test("is the site's default with JavaScript off, where the control is not shown", async ({ browser }) => {
    for (const [siteTheme, device, inUse] of [
      ['light', 'dark', 'light'],
      ['system', 'light', 'light'],
      ['dark', 'light', 'dark'],
    ] as const) {
      await storeDocument(withTheme(siteTheme));
      const context = await browser.newContext({ javaScriptEnabled: false, colorScheme: device });
      const page = await context.newPage();
      await page.goto(`${baseUrl()}/`);

      await expect(page.locator('body'), `${siteTheme} on a ${device} device`).toHaveCSS(
        'background-color',
        PAGE_COLOURS[inUse],
      );
      await expect(page.getByRole('combobox', { name: 'Theme' })).toBeHidden();
      await context.close();
    }
  });

  test('the choice holds in the admin, which has its own control', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('theme', 'light'));
    await page.goto(`${baseUrl()}/admin`);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();

    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(page.locator('body')).toHaveCSS('background-color', PAGE_COLOURS.light);
  });
});
