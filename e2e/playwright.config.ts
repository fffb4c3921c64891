import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '@portfolio/stack/chromium';

/**
 * Playwright drives the system Chromium (never a downloaded one) against the stacks that
 * stack/global-setup.ts starts: nginx in front of the built front end and the API on PostgreSQL,
 * one for each worker. A worker's tests share its stack and some of them stop the API, so each
 * file runs in one worker: two files at a time, one on each core.
 */
export default defineConfig({
  testDir: './tests',
  globalSetup: './stack/global-setup.ts',
  globalTeardown: './stack/global-teardown.ts',
  workers: 2,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // Two tests share the two cores, each with a browser and a stack: axe over every admin tab took
  // 61 s under load.
  timeout: 90_000,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: '.stack/report' }]],
  outputDir: '.stack/results',
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
    // A trace records every action of every test, failing or not: two editor files took 88-93 s
    // with it and 67-70 s without. A failure keeps its screenshot; to see its steps, run it again
    // with `--trace retain-on-failure` (docs/development.md).
    trace: 'off',
    screenshot: 'only-on-failure',
  },
});
