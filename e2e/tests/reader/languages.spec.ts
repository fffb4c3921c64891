import { expect, test } from '@playwright/test';
import { siteLocale } from '@portfolio/contract/languages';
import {
  DEFAULT_PORTFOLIO,
  type Portfolio,
  axeViolations,
  baseUrl,
  recordCspViolations,
  storeDocument,
  storeWithPost,
} from '../support';

// A site in the owner's language, in a real browser through nginx: the page's words, the scripts'
// words once they run, right to left for Arabic, and nothing axe finds in either theme.

const inLanguages = (languages: string[], changes: Partial<Portfolio> = {}): Portfolio => ({
  ...structuredClone(DEFAULT_PORTFOLIO),
  languages,
  words: [],
  ...changes,
});

test.describe("a site in the owner's language", () => {
  test.afterAll(async () => {
    await storeDocument(DEFAULT_PORTFOLIO);
  });

  test("reads in French, its menu's script says so in French too, and the owner's own word wins", async ({ page }) => {
    const french = siteLocale({ languages: ['fr'], words: [] }).words;
    await storeDocument(
      inLanguages(['fr'], { words: [{ language: 'fr', word: 'blogTitle', text: 'Mes carnets de route' }] }),
    );
    const violations = await recordCspViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(baseUrl());

    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 2, name: french.skillsTitle })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Mes carnets de route' })).toBeAttached();
    await expect(page.getByText('Latest Insights')).toHaveCount(0);
    const menu = page.getByRole('button', { name: french.openMenu });
    await menu.click();
    await expect(page.getByRole('button', { name: french.closeMenu })).toHaveAttribute('aria-expanded', 'true');
    expect(await violations()).toEqual([]);
  });

  for (const theme of ['dark', 'light'] as const) {
    test(`lays Arabic out right to left, with nothing for axe to find, in the ${theme} theme`, async ({ page }) => {
      const arabic = siteLocale({ languages: ['ar'], words: [] }).words;
      await storeWithPost(inLanguages(['ar'], { appearance: { theme } }), { slug: 'a-post' });
      await page.setViewportSize({ width: 1280, height: 900 });

      await page.goto(baseUrl());
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.getByRole('heading', { level: 2, name: arabic.contactTitle })).toBeVisible();
      // The bar mirrors: the owner's name at the right, the section links at the left.
      const name = await page.getByRole('link', { name: DEFAULT_PORTFOLIO.personalInfo.name }).boundingBox();
      const sections = await page.getByRole('navigation', { name: arabic.sections }).boundingBox();
      expect(name!.x).toBeGreaterThan(sections!.x);
      expect(await axeViolations(page)).toEqual([]);

      await page.goto(`${baseUrl()}/blog/a-post`);
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.getByRole('searchbox', { name: arabic.searchPosts })).toBeAttached();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
