import { type Page, expect, test } from '@playwright/test';
import { DEFAULT_PORTFOLIO, axeViolations, baseUrl, pageData, signedIn, storeDocument, toast } from '../support';

test.beforeEach(async () => {
  await storeDocument(DEFAULT_PORTFOLIO);
});

async function saveName(page: Page, name: string) {
  await page.getByLabel('Name').fill(name);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page)).toHaveText('Data saved successfully!');
}

test('the owner saves twice, restores the first save from History with the keyboard, and visitors see it', async ({
  page,
  browser,
}) => {
  await signedIn(page);
  await saveName(page, 'Ada First');
  await saveName(page, 'Ada Second');

  await page.getByRole('button', { name: 'History' }).click();
  const list = page.getByRole('dialog', { name: 'History' }).getByRole('list', { name: 'Saved versions' });
  await expect(list.getByRole('listitem').first()).toContainText('Current');
  const firstSave = list.getByRole('listitem').nth(1);
  await expect(firstSave).toContainText(/just now · Changed: Personal/);
  expect(await axeViolations(page)).toEqual([]);

  await firstSave.getByRole('button', { name: /^View version \d+$/ }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: /^Version \d+, saved just now$/ })).toBeFocused();
  await expect(page.locator('header').getByText('Ada First')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Restore this version' }).click();
  const confirm = page.getByRole('dialog', { name: /^Restore version \d+\?$/ });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');

  await expect(toast(page)).toHaveText(/^Version \d+ is restored and published\.$/);
  await expect(page.getByLabel('Name')).toHaveValue('Ada First');
  await expect(page.getByText('Unsaved changes')).toBeHidden();

  const visitor = await browser.newPage();
  await expect
    .poll(async () => pageData(await (await visitor.request.get(baseUrl())).text())?.personalInfo.name, {
      timeout: 3000,
    })
    .toBe('Ada First');
  await visitor.goto(baseUrl());
  await expect(visitor.locator('header').getByText('Ada First')).toBeVisible();
  await visitor.close();

  // The restore is itself kept: the version it replaced (the second save) can be restored too.
  await page.getByRole('button', { name: 'History' }).click();
  await expect(list.getByRole('listitem').nth(1)).toContainText('Changed: Personal');
});
