import AxeBuilder from '@axe-core/playwright';
import { type Page, expect, test } from '@playwright/test';
import { DEFAULT_PORTFOLIO, OWNER, baseUrl, clearLoginFailures, storeDocument } from './support';

// axe-core's own rules, all of them (WCAG 2.x A and AA, and its best practices), on every screen.

test.beforeAll(async () => {
  await storeDocument(DEFAULT_PORTFOLIO);
  await clearLoginFailures();
});

/** axe's violations on the page as it stands, one line each, so a failure reads as a list. */
async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) => `${violation.id}: ${node.target.join(' ')}: ${node.failureSummary?.replaceAll('\n', ' ')}`,
    ),
  );
}

for (const width of [390, 1280]) {
  test(`the public page at ${width} px has no axe violations`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(baseUrl());
    await expect(page.getByRole('heading', { level: 1, name: DEFAULT_PORTFOLIO.personalInfo.title })).toBeVisible();

    expect(await violations(page)).toEqual([]);
  });
}

test('the not-found page has no axe violations', async ({ page }) => {
  await page.goto(`${baseUrl()}/no-such-page`);
  await expect(page.getByText('Oops! Page not found')).toBeVisible();

  expect(await violations(page)).toEqual([]);
});

test('the sign-in screen has no axe violations', async ({ page }) => {
  await page.goto(`${baseUrl()}/admin`);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();

  expect(await violations(page)).toEqual([]);
});

test('every tab of the admin has no axe violations', async ({ page }) => {
  await page.goto(`${baseUrl()}/admin`);
  await page.getByLabel('Username').fill(OWNER.username);
  await page.getByLabel('Password', { exact: true }).fill(OWNER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();

  for (const tab of ['Personal', 'Skills', 'Projects', 'Blogs']) {
    await page.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
    await expect(page.getByRole('tab', { name: new RegExp(`^${tab}`) })).toHaveAttribute('aria-selected', 'true');

    expect(await violations(page), `the ${tab} tab`).toEqual([]);
  }
});
