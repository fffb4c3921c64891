import { DEFAULT_PORTFOLIO } from '@portfolio/contract';
import { createTestDatabase, type TestDatabase } from './test-database';
import { startTestApp, type TestApp } from './test-app';

// The last 3 saves or a year, whichever keeps more.
let database: TestDatabase;
let api: TestApp;
let cookie: string;

beforeAll(async () => {
  database = await createTestDatabase();
  api = await startTestApp(database.url, { REVISIONS_KEPT: '3', REVISIONS_KEPT_DAYS: '365' });
  cookie = await api.signIn();
});

afterAll(async () => {
  await api?.close();
  await database?.drop();
});

async function save(times: number): Promise<void> {
  for (let save = 0; save < times; save += 1) {
    const document = structuredClone(DEFAULT_PORTFOLIO);
    document.personalInfo.title = `Engineer, save ${save}`;
    await api.http
      .put('/api/portfolio')
      .set('Content-Type', 'application/json')
      .set('Cookie', cookie)
      .send(JSON.stringify(document))
      .expect(200);
  }
}

const kept = async () =>
  (await database.query<{ version: number }>('SELECT version FROM portfolio_revision ORDER BY version')).map(
    (row) => row.version,
  );

it('keeps every version younger than the days, however many', async () => {
  await save(6);

  expect(await kept()).toEqual([1, 2, 3, 4, 5, 6]);
});

it('forgets, at the next save, versions that are both older than the days and beyond the last 3', async () => {
  await database.query(`UPDATE portfolio_revision SET saved_at = now() - interval '2 years' WHERE version <= 5`);

  await save(1);

  // 5 is old but among the newest 3 (5, 6, 7); 1 to 4 are old and beyond them.
  expect(await kept()).toEqual([5, 6, 7]);
});
