import { gzipSync } from 'node:zlib';
import { DEFAULT_PORTFOLIO, SHAPE_VERSION, type Blog } from '@portfolio/contract';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { startTestApp, type TestApp } from '../support/test-app';
import { samplePost } from '../support/document-samples';
import { BUILT_FRONT_END, parsePage, SITE_URL } from './site-harness';

// The landing page shows the pinned posts, then the newest, and links to the blog for the rest;
// a site saved by the release before, which showed every public post in the owner's order, shows
// the posts it showed, in that order, once upgraded.

let database: TestDatabase;
let api: TestApp | undefined;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterEach(async () => {
  await api?.close();
  api = undefined;
});

afterAll(() => database?.drop());

/** Stores a document as the release that wrote it did, then starts this release's API on it. */
async function storeAndStart(document: unknown, shape: number): Promise<TestApp> {
  await database.query('UPDATE portfolio SET document = $1::jsonb, shape = $2, version = version + 1', [
    JSON.stringify(document),
    shape,
  ]);
  api = await startTestApp(database.url, { STATIC_DIR: BUILT_FRONT_END, SITE_URL });
  return api;
}

/** Post `n`, dated `n` days into 2025: later in a list of them is newer. */
const post = (n: number, fields: Partial<Blog> = {}) =>
  samplePost({ title: `Post ${n}`, date: new Date(Date.UTC(2025, 0, n)).toISOString().slice(0, 10), ...fields });
const oldestFirst = (count: number) => Array.from({ length: count }, (_, index) => post(index + 1));
const numbered = (...numbers: number[]) => numbers.map((n) => `Post ${n}`);

async function landingPage(app: TestApp) {
  const response = await app.http.get('/').expect(200);
  const page = parsePage(/<section[^>]*id="blog"[\s\S]*?<\/section>/.exec(response.text)![0]);
  return {
    html: response.text,
    titles: page.elements('h3').map((heading) => heading.text),
    allPosts: page.elements('a').filter((link) => link.attributes.href === '/blog'),
  };
}

describe('the landing page of this release', () => {
  it('shows six of twenty posts, the pinned first, never one that is not public, and links to the blog', async () => {
    const blogs = oldestFirst(20);
    blogs[19] = post(20, { status: 'draft' });
    blogs[18] = post(19, { hidden: true });
    blogs[17] = post(18, { status: 'scheduled', publishAt: '2099-01-01T00:00:00Z' });
    blogs[3] = post(4, { pinned: true });
    blogs[1] = post(2, { pinned: true });
    const app = await storeAndStart({ ...DEFAULT_PORTFOLIO, blogs }, SHAPE_VERSION);

    const { titles, allPosts } = await landingPage(app);

    expect(titles).toEqual(numbered(2, 4, 17, 16, 15, 14));
    expect(allPosts.map((link) => link.text)).toEqual(['All posts']);
  });

  it('stays the same size with 100 posts as with 10 (gzip, within 5 %)', async () => {
    const sizes: number[] = [];
    for (const count of [10, 100]) {
      const app = await storeAndStart({ ...DEFAULT_PORTFOLIO, blogs: oldestFirst(count) }, SHAPE_VERSION);
      const { html, titles } = await landingPage(app);
      expect(titles).toHaveLength(6);
      sizes.push(gzipSync(html).length);
      await app.close();
      api = undefined;
    }

    expect(Math.abs(sizes[1]! - sizes[0]!) / sizes[0]!).toBeLessThan(0.05);
  });
});

describe("the last release's site, upgraded (as its backup restores here)", () => {
  const LAST_SHAPE = SHAPE_VERSION - 1;
  // The last release's posts: no pin, the landing page showing every public one in this order.
  const lastRelease = (blogs: Blog[]) => ({
    ...DEFAULT_PORTFOLIO,
    blogs: blogs.map(({ pinned: _pinned, ...rest }) => rest),
  });

  it('shows the posts it showed, in the same order, and keeps them so once saved', async () => {
    const blogs = [...oldestFirst(9), post(10, { status: 'draft' })];
    const app = await storeAndStart(lastRelease(blogs), LAST_SHAPE);

    expect((await landingPage(app)).titles).toEqual(numbered(1, 2, 3, 4, 5, 6, 7, 8, 9));
    const { body } = await app.http
      .get('/api/portfolio')
      .set('Cookie', await app.signIn())
      .expect(200);
    expect(body.landingPage).toEqual({ posts: '9' });
    expect(body.blogs.map((each: Blog) => each.pinned)).toEqual([...Array(9).fill(true), false]);

    // The owner unpins one and saves: stored in this release's shape, never upgraded again.
    const cookie = await app.signIn();
    body.blogs[0].pinned = false;
    await app.http
      .put('/api/portfolio')
      .set('Cookie', cookie)
      .set('Content-Type', 'application/json')
      .send(body)
      .expect(200);
    await app.close();
    api = await startTestApp(database.url, { STATIC_DIR: BUILT_FRONT_END, SITE_URL });
    expect(await database.query('SELECT shape FROM portfolio')).toEqual([{ shape: SHAPE_VERSION }]);
    expect((await landingPage(api)).titles).toEqual(numbered(2, 3, 4, 5, 6, 7, 8, 9, 1));
  });

  it('changes nothing when its posts were newest first already, as the specification’s are', async () => {
    const app = await storeAndStart(lastRelease(DEFAULT_PORTFOLIO.blogs), LAST_SHAPE);

    expect((await app.http.get('/api/portfolio').expect(200)).body).toEqual(DEFAULT_PORTFOLIO);
    expect((await landingPage(app)).titles).toEqual(DEFAULT_PORTFOLIO.blogs.map((each) => each.title));
  });

  it('restores a kept version of the last release with its posts pinned as its page showed them', async () => {
    const app = await storeAndStart(DEFAULT_PORTFOLIO, SHAPE_VERSION);
    const version = 900_002;
    await database.query(
      'INSERT INTO portfolio_revision (version, document, shape, saved_at) VALUES ($1, $2::jsonb, $3, now())',
      [version, JSON.stringify(lastRelease(oldestFirst(3))), LAST_SHAPE],
    );
    const cookie = await app.signIn();
    const etag = (await app.http.get('/api/portfolio').set('Cookie', cookie)).headers.etag!;

    const restored = await app.http
      .post(`/api/portfolio/revisions/${version}/restore`)
      .set('Content-Type', 'application/json')
      .set('Cookie', cookie)
      .set('If-Match', etag)
      .send('{}')
      .expect(200);

    expect(restored.body.blogs.map((each: Blog) => [each.title, each.pinned])).toEqual([
      ['Post 1', true],
      ['Post 2', true],
      ['Post 3', true],
    ]);
    expect((await landingPage(app)).titles).toEqual(numbered(1, 2, 3));
  });
});
