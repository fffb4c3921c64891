import { rmSync, writeFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { BACKUP_STATUS_FILE } from '@portfolio/stack/native';
import { axeViolations, baseUrl, signedIn } from '../support';

// The admin as the owner sees the backups, from the report the backup service writes, read by the
// real API through nginx; the Docker stack's own backup service is tested with it.

const HOUR_MS = 60 * 60 * 1000;
const hoursAgo = (hours: number) => `${new Date(Date.now() - hours * HOUR_MS).toISOString().slice(0, 19)}Z`;
const ERROR = 'The off-site repository could not be reached: the backup is kept on this server only.';

const report = (status: { last: string | null; offsite: boolean | null; error: string | null }) =>
  writeFileSync(BACKUP_STATUS_FILE, JSON.stringify(status));

// The admin's footer is inside its main landmark, so it is no contentinfo landmark of its own.
const footer = (page: Page) => page.locator('footer');

test.describe('the backups in the admin', { tag: '@native' }, () => {
  test.afterEach(() => rmSync(BACKUP_STATUS_FILE, { force: true }));

  for (const theme of ['dark', 'light'] as const) {
    test(`a failure is an alert with the service's words, with no axe violations, in the ${theme} theme`, async ({
      page,
    }) => {
      await page.addInitScript((choice) => localStorage.setItem('theme', choice), theme);
      report({ last: hoursAgo(2), offsite: false, error: ERROR });

      await signedIn(page);

      await expect(page.getByRole('alert')).toHaveText(
        `Backups need your attention${ERROR}This stays until a backup succeeds.`,
      );
      await expect(footer(page)).toContainText('Last backup 2 hours ago, not copied off-site');
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test('the alert goes once a backup succeeds, and health says so through nginx', async ({ page }) => {
    report({ last: hoursAgo(30), offsite: true, error: 'Wrong password for the off-site repository.' });
    await signedIn(page);
    await expect(page.getByRole('alert')).toContainText('Wrong password for the off-site repository.');

    const last = hoursAgo(0);
    report({ last, offsite: true, error: null });
    const health = await page.request.get(`${baseUrl()}/api/health`);
    expect((await health.json()).backup).toEqual({ last, offsite: true, error: null });
    await page.reload();

    await expect(footer(page)).toContainText('Last backup just now, copied off-site');
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});
