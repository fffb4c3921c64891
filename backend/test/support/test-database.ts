import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

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

async function onServer<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A new, empty database of its own for one test file, so files can run side by side. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `portfolio_test_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl(), (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl());
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    query: (sql, parameters) => onServer(url.toString(), async (client) => (await client.query(sql, parameters)).rows),
    drop: () =>
      onServer(serverUrl(), (client) => client.query(`DROP DATABASE ${name} WITH (FORCE)`)).then(() => undefined),
  };
}
