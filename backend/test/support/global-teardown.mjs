import pg from 'pg';

export default async function globalTeardown() {
  if (globalThis.testPostgres) return globalThis.testPostgres.stop();
  // A server of DATABASE_URL's outlives the run: the run's template is not left on it.
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${process.env.TEST_TEMPLATE_DATABASE} WITH (FORCE)`);
  } finally {
    await client.end();
  }
}
