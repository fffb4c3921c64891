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
  // One stack in Docker, which several of these tests stop, upgrade or restore.
  workers: 1,
});
