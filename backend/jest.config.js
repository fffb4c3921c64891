/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  // Unit specs sit beside the code; HTTP tests on a real PostgreSQL sit in test/, each folder's suites
  // run by its suites.e2e-spec.ts (test/support/suites.ts says why).
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.e2e-spec.ts'],
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }] },
  // One PostgreSQL for the run (DATABASE_URL's, or an embedded one); each suite makes its own database on it.
  globalSetup: '<rootDir>/test/support/global-setup.mjs',
  globalTeardown: '<rootDir>/test/support/global-teardown.mjs',
  testTimeout: 30_000,
  // A spy a test makes ends with it, rather than watching the next test's calls (or the next suite's).
  restoreMocks: true,
  testSequencer: '<rootDir>/test/support/sequencer.mjs',
  // One worker per core, not Jest's cores minus one, and not more: on two cores two workers kept 1.8
  // of them busy, and a third made the run slower (184 s against 171 s). Each suite has its own
  // database, so files run side by side.
  maxWorkers: '100%',
};
