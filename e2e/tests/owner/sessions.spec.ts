import { readFileSync } from 'node:fs';
import { type Page, expect, test } from '@playwright/test';
import { OWNER, axeViolations, clearLoginFailures, runSql, signedIn, toast } from '../support';

const RESET_2FA = readFileSync(new URL('../../../scripts/reset-2fa.sql', import.meta.url), 'utf8');
const FIREFOX_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

test.afterEach(async () => {
  await runSql(RESET_2FA);
  await clearLoginFailures();
});

/** Opens Security and tries to turn two-step sign-in on with `password`. */
async function turnOnWith(page: Page, password: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Two-step sign-in' });
  if (!(await dialog.isVisible())) await page.getByRole('button', { name: 'Security' }).click();
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Turn on' }).click();
}

test('a stolen session can neither turn two-step sign-in on nor sign the owner out without the password, and the owner signs it out from Sessions', async ({
  page,
  browser,
}) => {
  await clearLoginFailures();
  // The other tests' sessions and browsers go, so that the lists hold this test's own.
  await runSql('DELETE FROM session; DELETE FROM trusted_device');
  // A session of the owner's, on another browser, now in a thief's hands.
  const elsewhere = await browser.newContext({ userAgent: FIREFOX_ON_WINDOWS });
  const thief = await elsewhere.newPage();
  await signedIn(thief);
  await signedIn(page);

  await turnOnWith(thief, 'a guess at the password');
  const thiefDialog = thief.getByRole('dialog', { name: 'Two-step sign-in' });
  await expect(thiefDialog.getByRole('alert')).toHaveText('Wrong password. Enter the password you sign in with.');
  await expect(thiefDialog.getByRole('img', { name: 'QR code for your authenticator app' })).toHaveCount(0);

  // Nor can it sign out the owner's browser, or forget it, with a guess.
  await thiefDialog.getByRole('button', { name: 'Cancel' }).click();
  await thief.getByRole('button', { name: 'Sessions' }).click();
  const thiefSessions = thief.getByRole('dialog', { name: 'Sessions' });
  await thiefSessions.getByRole('button', { name: 'Sign out everywhere else' }).click();
  await thiefSessions.getByLabel('Password').fill('another guess');
  await thiefSessions.getByRole('button', { name: 'Sign out everywhere else' }).click();
  await expect(thiefSessions.getByRole('alert')).toHaveText('Wrong password. Enter the password you sign in with.');
  await thiefSessions.getByRole('button', { name: 'Cancel' }).click();
  await thiefSessions.getByRole('button', { name: /^Forget Chrome on Linux/ }).click();
  await thiefSessions.getByLabel('Password').fill('a third guess');
  await thiefSessions.getByRole('button', { name: 'Forget' }).click();
  await expect(thiefSessions.getByRole('alert')).toHaveText('Wrong password. Enter the password you sign in with.');
  await thiefSessions.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: 'Sessions' }).click();
  const sessions = page.getByRole('dialog', { name: 'Sessions' });
  const rows = sessions.getByRole('list', { name: 'Sessions' }).getByRole('listitem');
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: 'This browser' })).toContainText('Chrome on Linux');
  await expect(rows.filter({ hasText: 'Firefox on Windows' }).getByRole('button', { name: /^Sign out/ })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await expect(sessions.getByRole('list', { name: 'Trusted browsers' }).getByRole('listitem')).toHaveCount(2);
  await sessions.getByRole('button', { name: 'Sign out everywhere else' }).click();
  await sessions.getByLabel('Password').fill(OWNER.password);
  await sessions.getByRole('button', { name: 'Sign out everywhere else' }).click();
  await expect(toast(page)).toHaveText('Signed out 1 other session.');
  await expect(rows).toHaveCount(1);

  // Its next request, even with the password, finds its session ended.
  const answer = thief.waitForResponse('**/api/auth/sessions/end-others');
  await thiefSessions.getByRole('button', { name: 'Sign out everywhere else' }).click();
  await thiefSessions.getByLabel('Password').fill(OWNER.password);
  await thiefSessions.getByRole('button', { name: 'Sign out everywhere else' }).click();
  expect((await answer).status()).toBe(401);
  await expect(thief.getByRole('dialog', { name: 'Your session has ended' })).toBeVisible();
  await elsewhere.close();

  await sessions.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Security' }).click();
  await expect(page.getByRole('dialog', { name: 'Two-step sign-in' }).getByLabel('Password')).toBeVisible();
});
