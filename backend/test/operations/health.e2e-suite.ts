import { VERSION } from '@portfolio/contract';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { startTestApp, type TestApp } from '../support/test-app';

// What an upgrade and an owner read off /api/health: the release that answers, and whether its
// database's schema is the one it expects; no backups where none are scheduled (the backups are
// backup-status.e2e-suite.ts's).

let database: TestDatabase;
let api: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  api = await startTestApp(database.url);
});

afterAll(async () => {
  await api?.close();
  await database?.drop();
});

describe('GET /api/health', () => {
  it("names the release and the database's migrations, every one of them run", async () => {
    const rows = await database.query<{ name: string }>('SELECT name FROM migrations ORDER BY id');

    const { body } = await api.http.get('/api/health').expect(200);

    expect(body).toEqual({
      status: 'ok',
      database: 'up',
      document: 'valid',
      version: VERSION,
      migrations: { applied: rows.length, last: rows.at(-1)!.name, pending: [], unknown: [] },
      backup: null,
      // The site is published nowhere unless PUBLISH_TO says where.
      publish: null,
    });
    expect(rows.length).toBeGreaterThanOrEqual(7);
  });

  it('names a migration the database ran that this release does not know (data of a newer one)', async () => {
    await database.query(
      `INSERT INTO migrations (timestamp, name) VALUES (1899999999999, 'FromTheFuture1899999999999')`,
    );

    const { body } = await api.http.get('/api/health').expect(200);

    expect(body.migrations).toMatchObject({
      last: 'FromTheFuture1899999999999',
      unknown: ['FromTheFuture1899999999999'],
    });
  });
});
