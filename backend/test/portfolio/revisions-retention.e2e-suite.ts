import { randomBytes } from 'node:crypto';
import { DEFAULT_PORTFOLIO } from '@portfolio/contract';
import { PostBodiesService } from '../../src/post-bodies/post-bodies.service';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { startTestApp, type TestApp } from '../support/test-app';

// The last 3 saves or a year, whichever keeps more, and at most 1 MB of them.
let database: TestDatabase;
let api: TestApp;
let cookie: string;

beforeAll(async () => {
  database = await createTestDatabase();
  api = await startTestApp(database.url, { REVISIONS_KEPT: '3', REVISIONS_KEPT_DAYS: '365', REVISIONS_MAX_MB: '1' });
  cookie = await api.signIn();
});

afterAll(async () => {
  await api?.close();
  await database?.drop();
});

async function save(
  times: number,
  edit: (document: typeof DEFAULT_PORTFOLIO) => void = () => undefined,
): Promise<void> {
  for (let save = 0; save < times; save += 1) {
    const document = structuredClone(DEFAULT_PORTFOLIO);
    document.personalInfo.title = `Engineer, save ${save}`;
    edit(document);
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

it('forgets the oldest versions, however young, once the kept ones take more than 1 MB, and never the document', async () => {
  await database.query('DELETE FROM portfolio_revision');
  await save(4);
  const young = await kept();
  // 300 KB of random characters each, which PostgreSQL cannot compress: 1.2 MB together.
  for (const version of young) {
    await database.query(
      `UPDATE portfolio_revision SET document = document || jsonb_build_object('padding', $2::text) WHERE version = $1`,
      [version, randomBytes(225 * 1024).toString('base64')],
    );
  }

  await save(1);

  // The version this save replaced and the 3 newest of the large ones fit in 1 MB; the oldest would not.
  const now = await kept();
  expect(now).toEqual([...young.slice(1), young.at(-1)! + 1]);
  const current = await api.http.get('/api/portfolio').expect(200);
  expect(current.body.personalInfo.title).toBe('Engineer, save 0');
});

/** Makes each kept version this many kilobytes larger, of random characters PostgreSQL cannot compress. */
async function pad(versions: number[], kilobytes: number): Promise<void> {
  for (const version of versions) {
    await database.query(
      `UPDATE portfolio_revision SET document = document || jsonb_build_object('padding', $2::text) WHERE version = $1`,
      [version, randomBytes(((kilobytes * 1024) / 4) * 3).toString('base64')],
    );
  }
}

/** Dates the kept versions one day apart, the newest `newestDaysAgo` days ago; answers them oldest first. */
async function spreadOverDays(newestDaysAgo: number): Promise<number[]> {
  await database.query(
    `UPDATE portfolio_revision
     SET saved_at = now() - make_interval(days => $1 + (SELECT max(version) FROM portfolio_revision) - version)`,
    [newestDaysAgo],
  );
  return kept();
}

describe('a flood of saves', () => {
  beforeEach(() => database.query('DELETE FROM portfolio_revision'));

  it('keeps the newest version of each of the last 30 days, and the post bodies they refer to', async () => {
    const stored = await api.http
      .put('/api/post-bodies')
      .set('Content-Type', 'application/json')
      .set('Cookie', cookie)
      .send({ markdown: '# Written on the first day' })
      .expect(200);
    const body = stored.body.id as string;
    await save(1, (document) => Object.assign(document.blogs[0]!, { slug: 'first-day', body }));
    await save(4);
    const days = await spreadOverDays(1);
    await database.query(`UPDATE post_body SET stored_at = now() - interval '30 days'`);

    // Today: 6 saves whose versions take 300 KB each, more than the 1 MB budget together.
    await save(6);
    await pad((await kept()).slice(days.length), 300);
    await save(1);
    await api.app.get(PostBodiesService).sweep();

    const now = await kept();
    expect(now.slice(0, days.length)).toEqual(days);
    // Today's newest, small, and as many of the large ones as the budget has room for.
    expect(now.length).toBeGreaterThan(days.length + 1);
    expect(now.length).toBeLessThan(days.length + 7);
    const bodies = await database.query<{ id: string }>('SELECT id FROM post_body');
    expect(bodies.map(({ id }) => id)).toEqual([body]);
  });

  it('keeps the newest days that fit when the days alone take more than the budget, and none of the rest', async () => {
    await save(4);
    const days = await spreadOverDays(1);
    await pad(days, 300);
    await save(2);
    await pad((await kept()).slice(days.length), 300);

    await save(1);

    // Today's newest (small) and the 3 newest of the 300 KB days fit in 1 MB; today's others go first.
    expect(await kept()).toEqual([...days.slice(1), days.at(-1)! + 3]);
  });
});
