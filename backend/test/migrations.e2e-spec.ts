import { DEFAULT_PORTFOLIO } from '@portfolio/contract';
import { createTestDatabase, type TestDatabase } from './test-database';
import { startTestApp } from './test-app';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(() => database?.drop());

describe('migrations at start-up', () => {
  it('create the table and seed the default document on an empty database, and are a no-op on the next start', async () => {
    const first = await startTestApp(database.url);
    expect(await database.query('SELECT document, version FROM portfolio')).toEqual([
      { document: DEFAULT_PORTFOLIO, version: 1 },
    ]);
    const edited = { ...DEFAULT_PORTFOLIO, skills: [{ name: 'Kept across restarts' }] };
    const cookie = await first.signIn();
    await first.http
      .put('/api/portfolio')
      .set('Content-Type', 'application/json')
      .set('Cookie', cookie)
      .send(edited)
      .expect(200);
    await first.close();

    const second = await startTestApp(database.url);
    await second.close();

    expect(await database.query('SELECT document, version FROM portfolio')).toEqual([{ document: edited, version: 2 }]);
    expect(await database.query('SELECT name FROM migrations ORDER BY id')).toEqual([
      { name: 'CreatePortfolio1795314383372' },
      { name: 'CreateAuthTables1795315200000' },
      { name: 'AddDocumentShape1795400000000' },
      { name: 'CreateRevisions1795500000000' },
      { name: 'CreateTrustedDevices1795600000000' },
      { name: 'CreateSecondFactor1795700000000' },
      { name: 'CreateMedia1795800000000' },
    ]);
  });
});
