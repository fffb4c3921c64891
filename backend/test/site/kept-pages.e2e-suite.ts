import { gzipSync } from 'node:zlib';
import { DEFAULT_PORTFOLIO, pickPortfolio, type Portfolio, type PortfolioInput } from '@portfolio/contract';
import { PostBodiesService } from '../../src/post-bodies/post-bodies.service';
import { KeptPages } from '../../src/site/kept-pages';
import { RENDER_AFTER_SAVE_MS, SiteService } from '../../src/site/site.service';
import { samplePost } from '../support/document-samples';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { startTestApp, type TestApp } from '../support/test-app';
import { BUILT_FRONT_END, countRenders, parsePage, SITE_URL } from './site-harness';

const POSTS = 50;
const environment = { STATIC_DIR: BUILT_FRONT_END, SITE_URL };

let database: TestDatabase;
let api: TestApp;
let cookie: string;
let bodies: string[];

/** The day `at` days before 2030-03-01: post 0 is the newest, so the blog's order is the posts' order. */
const dayBefore = (at: number) => new Date(Date.UTC(2030, 2, 1 - at)).toISOString().slice(0, 10);

/** Fifty public posts with a page each, tagged t0, t1 and t2 in turn (one listing page per tag). */
const document = (title = (at: number) => `Post ${at}`): Portfolio =>
  pickPortfolio({
    ...DEFAULT_PORTFOLIO,
    blogs: bodies.map((body, at) =>
      samplePost({ title: title(at), date: dayBefore(at), slug: `post-${at}`, tags: [`t${at % 3}`], body }),
    ),
  } satisfies PortfolioInput);

const save = (portfolio: Portfolio) =>
  api.http
    .put('/api/portfolio')
    .set('Content-Type', 'application/json')
    .set('Cookie', cookie)
    .send(JSON.stringify(portfolio))
    .expect(200);

/** Waits for the render a save starts, and for it to end. */
async function settle(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, RENDER_AFTER_SAVE_MS + 50));
  await api.app.get(SiteService).rendered(SITE_URL);
}

/** When each kept page of the site was last rendered, by name. */
async function stamps(): Promise<Map<string, string>> {
  const rows = (await database.query(
    "SELECT name, to_char(made_at, 'YYYY-MM-DD HH24:MI:SS.US') AS made FROM kept_page WHERE site_url = $1",
    [SITE_URL],
  )) as { name: string; made: string }[];
  return new Map(rows.map(({ name, made }) => [name, made]));
}

/** Counts the service's renders of every kind of page from now on. */
function everyRender(service: SiteService) {
  const counts = (['page', 'post', 'blog'] as const).map((which) => countRenders(service, which));
  return {
    get count() {
      return counts.reduce((sum, { count }) => sum + count, 0);
    },
  };
}

beforeAll(async () => {
  database = await createTestDatabase();
  api = await startTestApp(database.url, environment);
  cookie = await api.signIn();
  bodies = [];
  for (let at = 0; at < POSTS; at++) {
    const stored = await api.http
      .put('/api/post-bodies')
      .set('Content-Type', 'application/json')
      .set('Cookie', cookie)
      .send({ markdown: `Body of post ${at}.\n\n## Its part\n\nMore of post ${at}.` })
      .expect(200);
    bodies.push(stored.body.id as string);
  }
  await save(document());
  await settle();
});

afterAll(async () => {
  await api?.close();
  await database?.drop();
});

describe('kept pages', () => {
  it('a one-post title edit renders again only the pages that show that post, each body read once', async () => {
    // A new process: no body is held from the first render, so each read below is counted.
    await api.close();
    api = await startTestApp(database.url, environment);
    cookie = await api.signIn();
    const service = api.app.get(SiteService);
    await service.rendered(SITE_URL);
    const before = await stamps();
    expect(before.size).toBeGreaterThan(POSTS);
    const posts = countRenders(service, 'post');
    const listings = countRenders(service, 'blog');
    const home = countRenders(service, 'page');
    const reads = new Map<string, number>();
    const postBodies = api.app.get(PostBodiesService);
    const read = postBodies.read.bind(postBodies);
    postBodies.read = (id: string) => (reads.set(id, (reads.get(id) ?? 0) + 1), read(id));
    const keptListed = jest.spyOn(api.app.get(KeptPages), 'digests');

    await save(document((at) => (at === 25 ? 'Post 25, Retitled' : `Post ${at}`)));
    await settle();

    // Which pages are kept, the pass before knew: the save's pass does not read it again.
    expect(keptListed).not.toHaveBeenCalled();

    const after = await stamps();
    const rendered = [...after].filter(([name, made]) => before.get(name) !== made).map(([name]) => name);
    // Its page and its neighbours' (they link it by its title), the index page and the tag's page
    // that list it, the site's feed and the tag's that list it, and the sitemap (its date is the
    // last change's): not the other tags' feeds, though the site changed.
    expect(rendered.sort()).toEqual(
      [
        '/blog/post-24',
        '/blog/post-25',
        '/blog/post-26',
        '/blog/page/2',
        '/blog/tag/t1',
        'blog/tag/t1/feed.xml',
        'feed.xml',
        'sitemap.xml',
      ].sort(),
    );
    expect([posts.count, listings.count, home.count]).toEqual([3, 2, 0]);
    // The feeds made again share the bodies they show (the site's feed has the newest 20 whole, the
    // tag's feed all of its 17), with the three pages': each read once.
    const shown = [...Array(POSTS).keys()].filter((at) => at < 20 || at % 3 === 1 || (at >= 24 && at <= 26));
    expect([...reads.keys()].sort()).toEqual(shown.map((at) => bodies[at]).sort());
    expect(Math.max(...reads.values())).toBe(1);

    expect(parsePage((await api.http.get('/blog/post-25').expect(200)).text).title()).toContain('Post 25, Retitled');
    expect((await api.http.get('/blog/post-24').expect(200)).text).toContain('Post 25, Retitled');
    expect((await api.http.get('/blog/page/2').expect(200)).text).toContain('Post 25, Retitled');
    expect((await api.http.get('/blog/tag/t0').expect(200)).text).not.toContain('Post 25');
  });

  it('a restart serves the kept pages at once and renders none of them again', async () => {
    const before = await stamps();
    const etag = (await api.http.get('/blog/post-7').expect(200)).headers.etag;
    await api.close();

    api = await startTestApp(database.url, environment);
    const service = api.app.get(SiteService);
    const renders = everyRender(service);
    const page = await api.http.get('/blog/post-7').expect(200);
    expect(page.headers.etag).toBe(etag);
    await api.http.get('/').expect(200);
    await api.http.get('/feed.xml').expect(200);
    await settle();

    expect(renders.count).toBe(0);
    expect(await stamps()).toEqual(before);
    cookie = await api.signIn();
  });

  it('a publish reads the kept pages: the whole site is read with no page rendered', async () => {
    const service = api.app.get(SiteService);
    await service.rendered(SITE_URL);
    const renders = everyRender(service);
    const kept = await stamps();

    const { pages } = await service.wholeSite(SITE_URL);
    const names: string[] = [];
    for await (const page of pages) {
      names.push(page.name);
      expect((await page.text())?.length).toBeGreaterThan(0);
    }

    expect(renders.count).toBe(0);
    // Then the search index's files, which are not pages.
    const searchFiles = names.filter((name) => name.startsWith('search/'));
    expect(searchFiles).toContain('search/meta.json');
    expect(names.slice(0, -searchFiles.length).sort()).toEqual([...kept.keys()].sort());
    expect(await stamps()).toEqual(kept);
  });

  it('a page whose kept row shows something else is rendered again, never served', async () => {
    await database.query(
      "UPDATE kept_page SET digest = 'another', gzip = $2 WHERE site_url = $1 AND name = '/blog/post-3'",
      [SITE_URL, gzipSync('A stale page')],
    );
    await api.close();
    api = await startTestApp(database.url, environment);

    const page = await api.http.get('/blog/post-3').expect(200);

    expect(page.text).not.toContain('A stale page');
    expect(parsePage(page.text).title()).toContain('Post 3');
    await api.app.get(SiteService).rendered(SITE_URL);
    expect(
      await database.query("SELECT digest <> 'another' AS mended FROM kept_page WHERE name = '/blog/post-3'"),
    ).toEqual([{ mended: true }]);
    cookie = await api.signIn();
  });
});
