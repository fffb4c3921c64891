import { DEFAULT_PORTFOLIO, type Blog } from '@portfolio/contract';
import { DataSource } from 'typeorm';
import { samplePost } from '../support/document-samples';
import { parsePage, siteHarness } from './site-harness';

// The owner orders the pinned posts with one route that moves places only; a post pinned by its
// own save goes last among them. The document and the landing page list them in that order.

const site = siteHarness();
const http = () => site.api.http;

/** Post `n`, dated `n` days into 2025. */
const post = (n: number, fields: Partial<Blog> = {}) =>
  samplePost({ title: `Post ${n}`, date: new Date(Date.UTC(2025, 0, n)).toISOString().slice(0, 10), ...fields });

interface Row {
  id: string;
  title: string;
  version: number;
  updated: string;
  seq: string;
}
const records = (): Promise<Row[]> =>
  site.api.app.get(DataSource).query(
    `SELECT id, fields ->> 'title' AS title, version, updated_at::text AS updated, seq::text AS seq
     FROM post ORDER BY position, id COLLATE "C"`,
  );
const idOf = async (title: string) => (await records()).find((row) => row.title === title)!.id;
const pinnedList = async (): Promise<string[]> =>
  (await http().get('/api/posts?pinned=true').set('Cookie', site.cookie).expect(200)).body.posts.map(
    ({ title }: { title: string }) => title,
  );
const documentPins = async (): Promise<string[]> =>
  (await http().get('/api/portfolio').set('Cookie', site.cookie).expect(200)).body.blogs
    .filter((each: Blog) => each.pinned)
    .map(({ title }: Blog) => title);
const etagOf = async (id: string) => (await http().get(`/api/posts/${id}`).set('Cookie', site.cookie)).headers.etag;
const reorder = (body: object) =>
  http().put('/api/posts/pinned').set('Cookie', site.cookie).set('Content-Type', 'application/json').send(body);

/** The titles of the landing page's posts, once it shows `first` first (it is rendered just after a save). */
async function landingTitles(first: string): Promise<string[]> {
  for (let tries = 0; ; tries += 1) {
    const html = (await http().get('/').expect(200)).text;
    const section = parsePage(/<section[^>]*id="blog"[\s\S]*?<\/section>/.exec(html)![0]);
    const titles = section.elements('h3').map((heading) => heading.text);
    if (titles[0] === first || tries === 20) return titles;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeEach(async () => {
  const blogs = [post(1), post(2, { pinned: true }), post(3), post(4, { pinned: true }), post(5, { pinned: true })];
  await site.save({ ...DEFAULT_PORTFOLIO, blogs });
});

describe('the pinned posts in the owner’s order', () => {
  it('lists the pinned posts alone in the owner’s order', async () => {
    expect(await pinnedList()).toEqual(['Post 2', 'Post 4', 'Post 5']);
    const page = (await http().get('/api/posts?pinned=true').set('Cookie', site.cookie)).body;
    expect(page).toMatchObject({ total: 3, page: 1, pages: 1, counts: { published: 3, draft: 0, scheduled: 0 } });
    await http().get('/api/posts?pinned=yes').set('Cookie', site.cookie).expect(400);
  });

  it('reorders them, moving places only, and the document and the landing page follow', async () => {
    const ids = await Promise.all(['Post 5', 'Post 2', 'Post 4'].map(idOf));
    const before = await records();
    const etags = await Promise.all(before.map(({ id }) => etagOf(id)));

    const answer = await reorder({ ids }).expect(200);

    expect(answer.body).toEqual({ ids });
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(await pinnedList()).toEqual(['Post 5', 'Post 2', 'Post 4']);
    expect(await documentPins()).toEqual(['Post 5', 'Post 2', 'Post 4']);
    expect((await landingTitles('Post 5')).slice(0, 3)).toEqual(['Post 5', 'Post 2', 'Post 4']);
    const after = await records();
    const kept = ({ id, version, updated }: Row) => ({ id, version, updated });
    expect(after.map(kept).sort((a, b) => a.id.localeCompare(b.id))).toEqual(
      before.map(kept).sort((a, b) => a.id.localeCompare(b.id)),
    );
    expect(await Promise.all(before.map(({ id }) => etagOf(id)))).toEqual(etags);
    // The unpinned posts keep their places.
    expect(after.filter((row) => !['Post 2', 'Post 4', 'Post 5'].includes(row.title))).toEqual(
      before.filter((row) => !['Post 2', 'Post 4', 'Post 5'].includes(row.title)),
    );
  });

  it('refuses another set of posts with 409, and a malformed body with 400, changing nothing', async () => {
    const [two, four, five, one] = await Promise.all(['Post 2', 'Post 4', 'Post 5', 'Post 1'].map(idOf));
    const before = await records();

    for (const ids of [
      [five, two],
      [five, two, four, one],
      [five, two, one],
    ]) {
      const refused = await reorder({ ids }).expect(409);
      expect(refused.body).toEqual({
        message: 'The pinned posts changed since the list was read. Reload to see them.',
      });
    }
    for (const body of [{}, { ids: 'x' }, { ids: [five, five, two] }, { ids: [1, 2, 3] }, { ids: [], more: 1 }, []]) {
      await reorder(body).expect(400);
    }

    expect(await records()).toEqual(before);
    expect(await pinnedList()).toEqual(['Post 2', 'Post 4', 'Post 5']);
  });

  it('puts a post pinned by its own save last among the pinned', async () => {
    const one = await idOf('Post 1');

    await http()
      .put(`/api/posts/${one}`)
      .set('Cookie', site.cookie)
      .send(post(1, { pinned: true }))
      .expect(200);

    expect(await pinnedList()).toEqual(['Post 2', 'Post 4', 'Post 5', 'Post 1']);
    expect(await documentPins()).toEqual(['Post 2', 'Post 4', 'Post 5', 'Post 1']);
    // A save that keeps it pinned leaves its place.
    await http()
      .put(`/api/posts/${await idOf('Post 2')}`)
      .set('Cookie', site.cookie)
      .send(post(2, { pinned: true, title: 'Post 2', excerpt: 'Edited' }))
      .expect(200);
    expect(await pinnedList()).toEqual(['Post 2', 'Post 4', 'Post 5', 'Post 1']);
  });
});
