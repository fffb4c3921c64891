import { DEFAULT_PORTFOLIO, type Blog, type Portfolio } from '@portfolio/contract';
import { portfolioHarness } from '../portfolio/portfolio-harness';

const harness = portfolioHarness();
const http = () => harness.api.http;

interface Row {
  id: string;
  version: number;
  seq: string;
  updated: string;
}

const records = (): Promise<Row[]> =>
  harness.database.query<Row>(
    'SELECT id, version, seq::text AS seq, updated_at::text AS updated FROM post ORDER BY position, id COLLATE "C"',
  );
const postEtags = async (): Promise<string[]> =>
  Promise.all(
    (await records()).map(
      async ({ id }) => (await http().get(`/api/posts/${id}`).set('Cookie', harness.cookie).expect(200)).headers.etag!,
    ),
  );
const rowVersion = async (): Promise<number> =>
  (await harness.database.query<{ version: number }>('SELECT version FROM portfolio'))[0]!.version;

const readLanding = () => http().get('/api/landing').set('Cookie', harness.cookie);
function putLanding(document: unknown, ifMatch?: string) {
  const put = http().put('/api/landing').set('Cookie', harness.cookie).set('Content-Type', 'application/json');
  return (ifMatch === undefined ? put : put.set('If-Match', ifMatch)).send(JSON.stringify(document));
}
const landing = (change: (document: Portfolio) => void = () => {}): Portfolio =>
  harness.edited((document) => {
    change(document);
    document.blogs = [];
  });
const ownerDocument = async (): Promise<Portfolio> =>
  (await http().get('/api/portfolio').set('Cookie', harness.cookie).expect(200)).body;

describe('the landing page read and saved on its own', () => {
  it("reads the document without posts under the row's own ETag, for the owner only", async () => {
    const answer = await readLanding().expect(200);

    expect(answer.body).toEqual({ ...DEFAULT_PORTFOLIO, blogs: [] });
    const [row] = await harness.database.query<{ etag: string }>(
      `SELECT '"' || version || '-' || md5(document::text) || '"' AS etag FROM portfolio`,
    );
    expect(answer.headers.etag).toBe(row!.etag);
    expect(answer.headers['cache-control']).toBe('no-store');
    await http().get('/api/landing').expect(401);
  });

  it('saves the landing page and touches no post: versions, numbers, times and ETags stay', async () => {
    const before = await records();
    const etags = await postEtags();
    const { etag } = (await readLanding()).headers;

    const saved = await putLanding(
      landing((document) => (document.personalInfo.name = 'Landing alone')),
      etag,
    ).expect(200);

    expect(saved.body).toEqual({ ...landing((document) => (document.personalInfo.name = 'Landing alone')) });
    expect(saved.headers['cache-control']).toBe('no-store');
    expect(saved.headers.etag).not.toBe(etag);
    expect(saved.headers.etag).toBe((await readLanding()).headers.etag);
    expect(await records()).toEqual(before);
    expect(await postEtags()).toEqual(etags);
    const whole = await ownerDocument();
    expect(whole.personalInfo.name).toBe('Landing alone');
    expect(whole.blogs).toEqual(DEFAULT_PORTFOLIO.blogs);
  });

  it('keeps its ETag when a post is saved on its own', async () => {
    const { etag } = (await readLanding()).headers;
    const wholeEtag = (await http().get('/api/portfolio').set('Cookie', harness.cookie)).headers.etag;
    const [first] = await records();

    await http()
      .put(`/api/posts/${first!.id}`)
      .set('Cookie', harness.cookie)
      .send({ ...DEFAULT_PORTFOLIO.blogs[0], title: 'A post alone' })
      .expect(200);

    expect((await readLanding()).headers.etag).toBe(etag);
    expect((await http().get('/api/portfolio').set('Cookie', harness.cookie)).headers.etag).not.toBe(wholeEtag);
    await putLanding(
      landing((document) => (document.personalInfo.name = 'After the post')),
      etag,
    ).expect(200);
    expect((await ownerDocument()).blogs[0]!.title).toBe('A post alone');
  });

  it('answers 412 to a save from a stale ETag, and stores nothing', async () => {
    const { etag } = (await readLanding()).headers;
    await putLanding(
      landing((document) => (document.personalInfo.name = 'First tab')),
      etag,
    ).expect(200);
    const version = await rowVersion();

    const refused = await putLanding(
      landing((document) => (document.personalInfo.name = 'Second tab')),
      etag,
    ).expect(412);

    expect(refused.body.message).toMatch(/landing page was changed elsewhere/);
    expect(await rowVersion()).toBe(version);
    expect((await ownerDocument()).personalInfo.name).toBe('First tab');
    // Without If-Match the last write wins.
    await putLanding(landing((document) => (document.personalInfo.name = 'Last'))).expect(200);
    expect((await ownerDocument()).personalInfo.name).toBe('Last');
  });

  it('refuses a save that brings posts, naming blogs, and stores nothing', async () => {
    const version = await rowVersion();
    const before = await records();

    const refused = await putLanding(harness.edited((document) => (document.personalInfo.name = 'With posts'))).expect(
      400,
    );

    expect(refused.body).toEqual({
      message: 'Some fields are not valid',
      errors: [{ path: 'blogs', message: 'posts are saved one at a time at /api/posts' }],
    });
    expect(await rowVersion()).toBe(version);
    expect(await records()).toEqual(before);
    const invalid = await putLanding(landing((document) => (document.personalInfo.name = ''))).expect(400);
    expect(invalid.body.errors.map(({ path }: { path: string }) => path)).toEqual(['personalInfo.name']);
    await http()
      .put('/api/landing')
      .set('Cookie', harness.cookie)
      .set('Content-Type', 'text/plain')
      .send('{}')
      .expect(415);
  });

  it('keeps the version it replaced without posts, which restores with the posts as they stand', async () => {
    const replaced = await rowVersion();
    await putLanding(landing((document) => (document.personalInfo.name = 'Newer name'))).expect(200);
    const [kept] = await harness.database.query<{ holds: boolean; blogs: unknown[] }>(
      `SELECT holds_posts AS holds, document -> 'blogs' AS blogs FROM portfolio_revision WHERE version = $1`,
      [replaced],
    );
    expect(kept).toEqual({ holds: false, blogs: [] });
    const [first] = await records();
    await http()
      .put(`/api/posts/${first!.id}`)
      .set('Cookie', harness.cookie)
      .send({ ...DEFAULT_PORTFOLIO.blogs[0], title: 'Written since' })
      .expect(200);

    const read = await http().get(`/api/portfolio/revisions/${replaced}`).set('Cookie', harness.cookie).expect(200);
    expect(read.body.document.personalInfo.name).toBe(DEFAULT_PORTFOLIO.personalInfo.name);
    expect(read.body.document.blogs[0].title).toBe('Written since');
    const current = (await http().get('/api/portfolio').set('Cookie', harness.cookie)).headers.etag!;
    const restored = await http()
      .post(`/api/portfolio/revisions/${replaced}/restore`)
      .set('Cookie', harness.cookie)
      .set('Content-Type', 'application/json')
      .set('If-Match', current)
      .send('{}')
      .expect(200);

    expect(restored.body.personalInfo.name).toBe(DEFAULT_PORTFOLIO.personalInfo.name);
    expect(restored.body.blogs.map(({ title }: Blog) => title)).toEqual([
      'Written since',
      ...DEFAULT_PORTFOLIO.blogs.slice(1).map(({ title }) => title),
    ]);
  });
});
