import { DEFAULT_PORTFOLIO, type Blog } from '@portfolio/contract';
import { portfolioHarness } from '../portfolio/portfolio-harness';

const harness = portfolioHarness();
const http = () => harness.api.http;

interface Row {
  id: string;
  version: number;
  updated: string;
  title: string;
}

const records = (): Promise<Row[]> =>
  harness.database.query<Row>(
    `SELECT id, version, updated_at::text AS updated, fields ->> 'title' AS title
     FROM post ORDER BY position, id COLLATE "C"`,
  );
const kept = async (): Promise<number> =>
  (await harness.database.query<{ n: number }>('SELECT count(*)::integer AS n FROM post_revision'))[0]!.n;

const read = (id: string) => http().get(`/api/posts/${id}`).set('Cookie', harness.cookie);
function put(id: string, post: unknown, ifMatch?: string) {
  const request = http().put(`/api/posts/${id}`).set('Cookie', harness.cookie).set('Content-Type', 'application/json');
  return (ifMatch === undefined ? request : request.set('If-Match', ifMatch)).send(JSON.stringify(post));
}
const ownerDocument = async () => (await http().get('/api/portfolio').set('Cookie', harness.cookie).expect(200)).body;
const edited = (change: Partial<Blog>): Blog => ({ ...DEFAULT_PORTFOLIO.blogs[1]!, ...change });

describe('one post saved on its own', () => {
  it('reads a post with its id under its own ETag', async () => {
    const [, second] = await records();
    const answer = await read(second!.id).expect(200);

    expect(answer.body).toEqual({ id: second!.id, ...DEFAULT_PORTFOLIO.blogs[1] });
    expect(answer.headers.etag).toMatch(new RegExp(`^"${second!.version}-[0-9a-f]{32}"$`));
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('saves one post and touches no other: their versions, times, ETags and kept versions', async () => {
    const before = await records();
    const [first, second, third] = before;
    const etags = await Promise.all([first!, third!].map(async ({ id }) => (await read(id)).headers.etag));
    const keptBefore = await kept();

    const saved = await put(second!.id, edited({ title: 'Saved alone' }), (await read(second!.id)).headers.etag).expect(
      200,
    );

    expect(saved.body.title).toBe('Saved alone');
    const after = await records();
    expect(after[1]).toMatchObject({ id: second!.id, version: second!.version + 1, title: 'Saved alone' });
    expect([after[0], after[2]]).toEqual([first, third]);
    expect(await Promise.all([first!, third!].map(async ({ id }) => (await read(id)).headers.etag))).toEqual(etags);
    expect(await kept()).toBe(keptBefore + 1);
    expect((await ownerDocument()).blogs[1].title).toBe('Saved alone');
  });

  it('answers 412 naming the post to the second of two saves from one ETag, and keeps the first', async () => {
    const [, second] = await records();
    const etag = (await read(second!.id)).headers.etag!;
    await put(second!.id, edited({ title: 'First browser' }), etag).expect(200);

    const refused = await put(second!.id, edited({ title: 'Second browser' }), etag).expect(412);

    expect(refused.body.message).toMatch(/"First browser" was changed elsewhere/);
    expect((await read(second!.id)).body.title).toBe('First browser');
  });

  it('saves two posts from their own ETags, both', async () => {
    const [first, second] = await records();
    const [a, b] = await Promise.all([read(first!.id), read(second!.id)]);

    const saves = await Promise.all([
      put(first!.id, { ...DEFAULT_PORTFOLIO.blogs[0], title: 'One' }, a.headers.etag),
      put(second!.id, edited({ title: 'Two' }), b.headers.etag),
    ]);

    expect(saves.map(({ status }) => status)).toEqual([200, 200]);
    expect((await ownerDocument()).blogs.slice(0, 2).map(({ title }: Blog) => title)).toEqual(['One', 'Two']);
  });

  it("moves the date of what visitors see (the sitemap's) for a post they see, and not for a draft", async () => {
    const lastmod = async () =>
      /<lastmod>([^<]+)<\/lastmod>/.exec((await http().get('/sitemap.xml').expect(200)).text)![1]!;
    const [first, second] = await records();
    const draft = { ...DEFAULT_PORTFOLIO.blogs[0], status: 'draft' as const };
    await put(first!.id, draft).expect(200);
    const before = await lastmod();
    await new Promise((resolve) => setTimeout(resolve, 20));

    await put(first!.id, { ...draft, title: 'Still a draft' }).expect(200);
    expect(await lastmod()).toBe(before);

    await put(second!.id, edited({ title: 'Seen by visitors' })).expect(200);
    expect(Date.parse(await lastmod())).toBeGreaterThan(Date.parse(before));
  });

  it('refuses a bad post with 400 naming the field, and changes nothing', async () => {
    const before = await records();
    const [, second] = before;

    const blank = await put(second!.id, edited({ title: '' })).expect(400);
    const taken = await put(second!.id, edited({ slug: 'taken' }))
      .expect(200)
      .then(() => put(before[2]!.id, { ...DEFAULT_PORTFOLIO.blogs[2], slug: 'taken' }).expect(400));
    const unscheduled = await put(before[2]!.id, { ...DEFAULT_PORTFOLIO.blogs[2], status: 'scheduled' }).expect(400);

    expect(blank.body.errors.map(({ path }: { path: string }) => path)).toEqual(['title']);
    expect(taken.body.errors.map(({ path }: { path: string }) => path)).toEqual(['slug']);
    expect(unscheduled.body.errors.map(({ path }: { path: string }) => path)).toEqual(['publishAt']);
    expect((await records())[2]).toEqual(before[2]);
  });

  it('creates a post after the others, and deletes it, its last version kept', async () => {
    const created = await http()
      .post('/api/posts')
      .set('Cookie', harness.cookie)
      .send({ ...DEFAULT_PORTFOLIO.blogs[0], title: 'Brand new', slug: 'brand-new' })
      .expect(201);
    expect(created.headers.location).toBe(`/api/posts/${created.body.id}`);
    expect((await ownerDocument()).blogs.at(-1).title).toBe('Brand new');

    await http()
      .delete(`/api/posts/${created.body.id}`)
      .set('Cookie', harness.cookie)
      .set('Content-Type', 'application/json')
      .set('If-Match', created.headers.etag!)
      .send('{}')
      .expect(204);

    await read(created.body.id).expect(404);
    expect((await ownerDocument()).blogs).toEqual(DEFAULT_PORTFOLIO.blogs);
    expect(
      await harness.database.query("SELECT fields ->> 'title' AS title FROM post_revision WHERE post_id = $1", [
        created.body.id,
      ]),
    ).toEqual([{ title: 'Brand new' }]);
  });

  it('answers 401 without a session, and changes nothing', async () => {
    const before = await records();
    const [, second] = before;

    await http().get(`/api/posts/${second!.id}`).expect(401);
    await http()
      .put(`/api/posts/${second!.id}`)
      .send(edited({ title: 'Stranger' }))
      .expect(401);
    await http().delete(`/api/posts/${second!.id}`).set('Content-Type', 'application/json').send('{}').expect(401);

    expect(await records()).toEqual(before);
  });
});
