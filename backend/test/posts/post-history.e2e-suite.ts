import { DEFAULT_PORTFOLIO } from '@portfolio/contract';
import { portfolioHarness } from '../portfolio/portfolio-harness';

const harness = portfolioHarness();
const http = () => harness.api.http;
const owner = <T extends { set: (name: string, value: string) => T }>(request: T): T =>
  request.set('Cookie', harness.cookie).set('Content-Type', 'application/json');

const secondId = async (): Promise<string> =>
  (await harness.database.query<{ id: string }>('SELECT id FROM post ORDER BY position OFFSET 1 LIMIT 1'))[0]!.id;
const etagOf = async (id: string) => (await owner(http().get(`/api/posts/${id}`)).expect(200)).headers.etag!;
const put = async (id: string, title: string) =>
  owner(http().put(`/api/posts/${id}`))
    .set('If-Match', await etagOf(id))
    .send({ ...DEFAULT_PORTFOLIO.blogs[1], title })
    .expect(200);
const versionOf = async (id: string) => Number(/^"(\d+)-/.exec(await etagOf(id))![1]);
const restore = (id: string, version: number) => owner(http().post(`/api/posts/${id}/revisions/${version}/restore`));
const titles = async () =>
  (await owner(http().get('/api/portfolio')).expect(200)).body.blogs.map(({ title }: { title: string }) => title);

describe("a post's history", () => {
  afterEach(() => harness.database.query('DELETE FROM post_revision'));

  it('lists the versions its saves replaced, newest first, with the fields each changed', async () => {
    const id = await secondId();
    const first = await versionOf(id);
    await put(id, 'Second title');
    await put(id, 'Third title');

    const { body } = await owner(http().get(`/api/posts/${id}/revisions`)).expect(200);

    expect(body.next).toBeNull();
    expect(body.revisions.map(({ version }: { version: number }) => version)).toEqual([first + 1, first]);
    expect(body.revisions[0].changed).toEqual(['title']);
    const kept = await owner(http().get(`/api/posts/${id}/revisions/${first + 1}`)).expect(200);
    expect(kept.body.post).toEqual({ id, ...DEFAULT_PORTFOLIO.blogs[1], title: 'Second title' });
  });

  it('restores a version as the next, guarded by If-Match (428 without, 412 when stale)', async () => {
    const id = await secondId();
    const stale = await etagOf(id);
    const first = await versionOf(id);
    await put(id, 'Replaced');

    await restore(id, first).send('{}').expect(428);
    await restore(id, first).set('If-Match', stale).send('{}').expect(412);
    const restored = await restore(id, first)
      .set('If-Match', await etagOf(id))
      .send('{}')
      .expect(200);

    expect(restored.body).toEqual({ id, ...DEFAULT_PORTFOLIO.blogs[1] });
    expect(restored.headers.etag).toMatch(new RegExp(`^"${first + 2}-`));
    expect(await titles()).toEqual(DEFAULT_PORTFOLIO.blogs.map(({ title }) => title));
  });

  it('brings back a deleted post under its id, after the others', async () => {
    const id = await secondId();
    const last = await versionOf(id);
    await owner(http().delete(`/api/posts/${id}`))
      .set('If-Match', await etagOf(id))
      .send('{}')
      .expect(204);
    expect(await titles()).not.toContain(DEFAULT_PORTFOLIO.blogs[1]!.title);

    const restored = await restore(id, last).send('{}').expect(200);

    expect(restored.body.id).toBe(id);
    const [first, second, third] = DEFAULT_PORTFOLIO.blogs.map(({ title }) => title);
    expect(await titles()).toEqual([first, third, second]);
    await owner(http().get(`/api/posts/${id}/revisions/${last + 5}`)).expect(404);
  });

  it("forgets versions of a post past the newest kept and the days kept, and no other post's", async () => {
    const id = await secondId();
    const other = (await harness.database.query<{ id: string }>('SELECT id FROM post ORDER BY position LIMIT 1'))[0]!
      .id;
    // 120 versions two years old, for this post and another: more than the 100 newest kept by default.
    await harness.database.query(
      `INSERT INTO post_revision (post_id, version, fields, shape, saved_at)
       SELECT post.id, 1000 + n, fields, shape, now() - interval '2 years'
       FROM post, generate_series(1, 120) AS n WHERE post.id = ANY($1::text[])`,
      [[id, other]],
    );

    await put(id, 'Saved once more');

    const counts = await harness.database.query<{ post_id: string; n: number }>(
      'SELECT post_id, count(*)::integer AS n FROM post_revision GROUP BY post_id',
    );
    // The newest 100 by number (1021 to 1120) and the version the save just kept, which is young.
    expect(counts.find(({ post_id }) => post_id === id)).toMatchObject({ n: 101 });
    expect(
      await harness.database.query(
        'SELECT min(version) AS oldest FROM post_revision WHERE post_id = $1 AND version > 1000',
        [id],
      ),
    ).toEqual([{ oldest: 1021 }]);
    expect(counts.find(({ post_id }) => post_id === other)).toMatchObject({ n: 120 });
  });
});
