/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  // Unit specs sit beside the code; HTTP tests on a real PostgreSQL sit in test/.
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.e2e-spec.ts'],
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }] },
  // One PostgreSQL for the run (DATABASE_URL's, or an embedded one); each test file makes its own database on it.
  globalSetup: '<rootDir>/test/support/global-setup.mjs',
  globalTeardown: '<rootDir>/test/support/global-teardown.mjs',
  testTimeout: 30_000,
  testSequencer: '<rootDir>/test/support/sequencer.mjs',
  // One worker per core, not Jest's cores minus one: the files wait on PostgreSQL and on the tools
  // they run (rclone, restic, an SFTP server) as much as on the CPU, and each has its own database.
  maxWorkers: '100%',
};
