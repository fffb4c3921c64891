import { randomBytes } from 'node:crypto';
import { Client, Pool } from 'pg';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { databaseOptions } from '../../src/database/database-options';

export interface TestDatabase {
  url: string;
  /** Runs one statement on this database, for checking what the API stored. */
  query<Row>(sql: string, parameters?: unknown[]): Promise<Row[]>;
  drop(): Promise<void>;
}

function serverUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set: run the tests through Jest (globalSetup).');
  return url;
}

function databaseUrl(name: string): string {
  const url = new URL(serverUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

async function onServer<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Any number will do, as long as nothing else on the server locks it. */
const TEMPLATE_LOCK = 7_411_209;

/**
 * The name of a database migrated by this release's migrations, made by the first file of the run
 * that asks (the others wait for it): each file's database is a copy of it, which PostgreSQL makes
 * in a fraction of the time the migrations take. Built under another name and renamed when
 * whole, so that a run stopped half way never leaves a half-migrated template behind.
 */
async function migratedTemplate(client: Client): Promise<string> {
  const name = process.env.TEST_TEMPLATE_DATABASE;
  if (!name) throw new Error('TEST_TEMPLATE_DATABASE is not set: run the tests through Jest (globalSetup).');
  await client.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK]);
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) {
      const building = `${name}_building`;
      await client.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
      await client.query(`CREATE DATABASE ${building}`);
      // The migrations exactly as the API runs them at start-up (the same list, in the same order).
      const { migrations } = databaseOptions(databaseUrl(building)) as { migrations: DataSourceOptions['migrations'] };
      const dataSource = new DataSource({ type: 'postgres', url: databaseUrl(building), migrations });
      await dataSource.initialize();
      try {
        await dataSource.runMigrations();
      } finally {
        await dataSource.destroy();
      }
      await client.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    }
    return name;
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
  }
}

/**
 * A new database of its own for one test file, so files can run side by side: migrated as the
 * API's start-up migrates an empty one (a copy of the run's migrated template), or `empty` for a
 * test of the migrations themselves.
 */
export async function createTestDatabase({ empty = false }: { empty?: boolean } = {}): Promise<TestDatabase> {
  const name = `portfolio_test_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl(), async (client) => {
    const template = empty ? 'template1' : await migratedTemplate(client);
    await client.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  });
  const url = databaseUrl(name);
  // The test's own connections, kept between its queries: a new one costs a fork of the server and
  // a password exchange (~0.2 s on a busy machine), and some files check the database after each of
  // hundreds of requests. Each query still runs on its own and reads what is committed then.
  const pool = new Pool({ connectionString: url, max: 2, idleTimeoutMillis: 5_000, allowExitOnIdle: true });
  // A connection lost while idle (the server stopped under a test) is dropped from the pool, and
  // the next query opens another.
  pool.on('error', () => undefined);
  return {
    url,
    query: async (sql, parameters) => (await pool.query(sql, parameters)).rows,
    drop: async () => {
      await pool.end();
      await onServer(serverUrl(), (client) => client.query(`DROP DATABASE ${name} WITH (FORCE)`));
    },
  };
}
