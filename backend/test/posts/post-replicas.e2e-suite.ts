import { DEFAULT_PORTFOLIO } from '@portfolio/contract';
import { PortfolioRepository } from '../../src/portfolio/portfolio.repository';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { startTestApp, type TestApp } from '../support/test-app';

// Two API processes on one database, as replicas behind a load balancer would be; the second
// keeps what it read for no time at all, so each read asks the database what changed.
let database: TestDatabase;
let first: TestApp;
let second: TestApp;
let cookie: string;

beforeAll(async () => {
  database = await createTestDatabase();
  first = await startTestApp(database.url);
  second = await startTestApp(database.url, { DOCUMENT_FRESH_MS: '0' });
  cookie = await first.signIn();
});

afterAll(async () => {
  await first?.close();
  await second?.close();
  await database?.drop();
});

const read = (app: TestApp) => app.http.get('/api/portfolio').set('Cookie', cookie).expect(200);

describe('a post saved through one replica', () => {
  it('shows through the other, which reads only the posts changed since the change it held', async () => {
    await read(second);
    const { id } = (await database.query<{ id: string }>('SELECT id FROM post ORDER BY position OFFSET 2 LIMIT 1'))[0]!;
    const etag = (await first.http.get(`/api/posts/${id}`).set('Cookie', cookie).expect(200)).headers.etag!;
    const changes = jest.spyOn(second.app.get(PortfolioRepository), 'postChanges');

    await first.http
      .put(`/api/posts/${id}`)
      .set('Cookie', cookie)
      .set('Content-Type', 'application/json')
      .set('If-Match', etag)
      .send({ ...DEFAULT_PORTFOLIO.blogs[2], title: 'Saved through the first' })
      .expect(200);
    const seen = await read(second);

    expect(seen.body.blogs.map(({ title }: { title: string }) => title)).toEqual([
      DEFAULT_PORTFOLIO.blogs[0]!.title,
      DEFAULT_PORTFOLIO.blogs[1]!.title,
      'Saved through the first',
    ]);
    expect(changes).toHaveBeenCalledTimes(1);
    expect((await changes.mock.results[0]!.value).records.map((post: { id: string }) => post.id)).toEqual([id]);
    expect(seen.headers.etag).toBe((await read(first)).headers.etag);
    changes.mockRestore();
  });

  it('is gone from the other once deleted', async () => {
    const { id } = (await database.query<{ id: string }>('SELECT id FROM post ORDER BY position LIMIT 1'))[0]!;
    await read(second);

    await first.http
      .delete(`/api/posts/${id}`)
      .set('Cookie', cookie)
      .set('Content-Type', 'application/json')
      .send('{}')
      .expect(204);

    expect((await read(second)).body.blogs).toHaveLength(DEFAULT_PORTFOLIO.blogs.length - 1);
  });
});
