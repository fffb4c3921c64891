import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * The same journeys against the production stack in Docker (`make e2e-docker`), and the
 * operations an owner performs on it (production/). Tests that start and stop processes of the
 * native stack are tagged @native and left to `make e2e`.
 */
export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: ['tests/**/*.spec.ts', 'production/**/*.spec.ts'],
  grepInvert: /@native/,
  globalSetup: './stack/docker-setup.ts',
  globalTeardown: './stack/docker-teardown.ts',
  timeout: 120_000,
  // A stack in Docker for each worker, as make e2e has a native one for each: these tests stop,
  // restore or flood their worker's own. Most of an operation's time is spent waiting (for a
  // nightly backup's minute, a database stopped for 20 s, a restart), which the other worker's
  // tests fill.
  workers: 2,
});
