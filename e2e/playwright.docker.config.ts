import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * The production stack in Docker (`make e2e-docker`): the operations an owner performs on it
 * (production/), and the journeys that go through what only the images hold. The other journeys
 * (the editor's tabs, arrangement, history, posts, sessions, two-step sign-in, statistics, themes,
 * accessibility, a save's failures) drive the same bundle, the same API and the same nginx template, and run in
 * `make e2e`; docs/development.md says why each journey is where it is. Tests that start and stop
 * processes of the native stack are tagged @native and left to `make e2e`.
 */
export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: [
    'production/**/*.spec.ts',
    // The web image: nginx's template as its entrypoint renders it, with its headers, policy,
    // caching and limits, in front of the page the API's image renders.
    'tests/reader/security.spec.ts',
    'tests/reader/prerendered.spec.ts',
    // The API's image (Node on musl, the settings Compose hands it): the page and the resume from
    // its volume.
    'tests/reader/visitor.spec.ts',
    // The admin's bundle as the web image built it, sign-in, uploads through sharp's musl build and
    // a save; the PDF check and the search index's builder, in the image's own processes under the
    // containers' ceilings.
    'tests/owner/media.spec.ts',
    'tests/reader/hostile.spec.ts',
    'tests/reader/search.spec.ts',
  ],
  grepInvert: /@native/,
  globalSetup: './stack/docker-setup.ts',
  globalTeardown: './stack/docker-teardown.ts',
  timeout: 120_000,
  // A stack in Docker for each worker, as make e2e has a native one for each: these tests stop,
  // restore or flood their worker's own. Most of an operation's time is spent waiting (for a
  // nightly backup's minute, a database stopped for 20 s, a restart), which the other worker's
  // tests fill. A third worker had stacks miss their health checks and journeys their waits.
  workers: 2,
});
