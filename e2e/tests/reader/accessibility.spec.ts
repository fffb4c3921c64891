import { expect, test } from '@playwright/test';
import { DEFAULT_PORTFOLIO, axeViolations, baseUrl, clearLoginFailures, signIn, storeWithPost } from '../support';

// axe-core's own rules, all of them (WCAG 2.x A and AA, and its best practices, contrast
// included), on every screen, in both themes: the visitor's choice is kept in this browser.

test.beforeAll(async () => {
  // A post with a page of every part: a table of contents, a table, code and a task list.
  await storeWithPost(DEFAULT_PORTFOLIO, { slug: 'a-post' });
  await clearLoginFailures();
});

for (const theme of ['dark', 'light'] as const) {
  test.describe(`in the ${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((choice) => localStorage.setItem('theme', choice), theme);
    });

    test.afterEach(async ({ page }) => {
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
    });

    for (const width of [390, 1280]) {
      test(`the public page at ${width} px has no axe violations`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(baseUrl());
        await expect(page.getByRole('heading', { level: 1, name: DEFAULT_PORTFOLIO.personalInfo.title })).toBeVisible();

        expect(await axeViolations(page)).toEqual([]);
      });

      test(`a post's page at ${width} px has no axe violations`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`${baseUrl()}/blog/a-post`);
        await expect(page.getByRole('navigation', { name: 'Contents' })).toBeVisible();
        await expect(page.getByRole('table')).toBeVisible();

        expect(await axeViolations(page)).toEqual([]);
      });
    }

    test('the not-found page has no axe violations', async ({ page }) => {
      await page.goto(`${baseUrl()}/no-such-page`);
      await expect(page.getByText('Oops! Page not found')).toBeVisible();

      expect(await axeViolations(page)).toEqual([]);
    });

    test('the sign-in screen has no axe violations', async ({ page }) => {
      await page.goto(`${baseUrl()}/admin`);
      await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();

      expect(await axeViolations(page)).toEqual([]);
    });

    test('every tab of the admin has no axe violations', async ({ page }) => {
      await signIn(page);

      for (const tab of ['Personal', 'Skills', 'Projects', 'Blogs', 'Statistics']) {
        await page.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
        await expect(page.getByRole('tab', { name: new RegExp(`^${tab}`) })).toHaveAttribute('aria-selected', 'true');

        expect(await axeViolations(page), `the ${tab} tab`).toEqual([]);
      }
    });
  });
}
