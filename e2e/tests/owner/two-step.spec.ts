import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { OWNER, axeViolations, clearLoginFailures, runSql, signIn, toast } from '../support';

const RESET_2FA = readFileSync(new URL('../../../scripts/reset-2fa.sql', import.meta.url), 'utf8');

test.afterEach(async () => {
  await runSql(RESET_2FA);
});

test('the owner turns two-step sign-in on from Security with the password, signs in with a recovery code, and turns it off with the password', async ({
  page,
}) => {
  await clearLoginFailures();
  await signIn(page);
  await page.getByRole('button', { name: 'Security' }).click();
  const dialog = page.getByRole('dialog', { name: 'Two-step sign-in' });
  await dialog.getByLabel('Password').fill(OWNER.password);
  await dialog.getByRole('button', { name: 'Turn on' }).click();

  await expect(dialog.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await dialog.locator('code').textContent())!.replaceAll(' ', '');
  const app = new TOTP({ secret: Secret.fromBase32(secret) });
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByLabel('Code from the app').fill(app.generate());
  await dialog.getByRole('button', { name: 'Turn on' }).click();

  // allTextContents does not wait: the list appears once the server has answered.
  const shown = dialog.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(shown).toHaveCount(10);
  const codes = await shown.allTextContents();
  await dialog.getByRole('button', { name: 'I have kept them' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();

  await signIn(page);
  await page.getByLabel('Authentication code').fill(codes[0]!);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('tab', { name: /^Personal/ })).toBeVisible();

  await page.getByRole('button', { name: 'Security' }).click();
  await expect(dialog).toContainText('Two-step sign-in is on. 9 of 10 recovery codes are left.');
  // The confirmation spent the app's code of that moment: the next one is taken.
  await dialog.getByLabel('Password').fill(OWNER.password);
  await dialog.getByLabel('Code', { exact: true }).fill(app.generate({ timestamp: Date.now() + 30_000 }));
  await dialog.getByRole('button', { name: 'Turn off' }).click();
  await expect(toast(page)).toHaveText('Two-step sign-in is off.');
});
