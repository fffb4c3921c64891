import { defineConfig } from '@playwright/test';

/**
 * Playwright drives the system Chromium (never a downloaded one) against the stack that
 * stack/global-setup.ts starts: nginx in front of the built front end and the API on PostgreSQL.
 * One worker: the tests share that stack and some of them stop the API.
 */
export default defineConfig({
  testDir: './tests',
  globalSetup: './stack/global-setup.ts',
  globalTeardown: './stack/global-teardown.ts',
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 60_000,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: '.stack/report' }]],
  outputDir: '.stack/results',
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // This machine has no network beyond the registries: keep Chromium from calling home.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
    trace: 'retain-on-failure',
  },
});
