import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * The same journeys against the production stack in Docker (`make e2e-docker`), and the
 * operations an owner performs on it (production/). Tests that start and stop processes of the
 * native stack are tagged @native and left to `make e2e`.
 *
 * Two workers, one a project: the tests of the shared stack run one at a time (they restart its
 * services and change its settings), and beside them, one at a time too, the tests that make
 * stacks of their own (an upgrade from the last release, a disaster and its restore, the
 * operations' restarts and restores). Those spend minutes building images and waiting on
 * containers, which the shared stack's tests never wait for.
 */
const OWN_STACKS = /production\/(upgrade|disaster|operations)\.spec\.ts$/;

export default defineConfig({
  ...base,
  testDir: '.',
  grepInvert: /@native/,
  globalSetup: './stack/docker-setup.ts',
  globalTeardown: './stack/docker-teardown.ts',
  timeout: 120_000,
  workers: 2,
  projects: [
    { name: 'stacks of their own', testMatch: OWN_STACKS, workers: 1 },
    {
      name: 'the shared stack',
      testMatch: ['tests/**/*.spec.ts', 'production/**/*.spec.ts'],
      testIgnore: OWN_STACKS,
      workers: 1,
    },
  ],
});
