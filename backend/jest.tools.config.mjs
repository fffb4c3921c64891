// The API's tests that drive the system's tools the product runs: rclone publishing to a folder,
// an S3-style store or an SFTP server, restic backing up to one. They need those tools installed
// and spend most of their time waiting on them (a sign-in per rclone command, the publisher's
// retries), so they run with make e2e's other tests of real parts, not in make test.
import base from './jest.config.js';

/** @type {import('jest').Config} */
export default { ...base, testMatch: ['<rootDir>/test/**/*.tools-spec.ts'] };
