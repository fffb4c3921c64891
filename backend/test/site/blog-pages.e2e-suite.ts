import { DEFAULT_PORTFOLIO, pickPortfolio, type Blog, type Portfolio } from '@portfolio/contract';
import { parsePage, parseXml, SITE_URL, siteHarness } from './site-harness';
import { samplePost } from '../support/document-samples';

const site = siteHarness();
const http = () => site.api.http;

let body: string;

/** Day `n` of 2030 (1 to 365), so that a later `n` is a newer post. */
const day = (n: number) => new Date(Date.UTC(2030, 0, n)).toISOString().slice(0, 10);

/**
 * 45 public posts, a draft and a hidden one. Post n is dated day n, except the last two in the
 * owner's list, which share the newest date (the first of them in the list comes first). Posts 2,
 * 12, … 42 have no body (no page). The odd ones are tagged 'cafe-notes' up to post 29 and 'Café
 * Notes' after (one tag) and '!!!' (no page), the even ones 'Rust'.
 */
function manyPosts(): Blog[] {
  const posts = Array.from({ length: 43 }, (_, at) =>
    samplePost({
      title: `Post ${at + 1}`,
      date: day(at + 1),
      slug: `post-${at + 1}`,
      body: (at + 1) % 10 === 2 ? '' : body,
      tags: at % 2 === 0 ? [at < 30 ? 'cafe-notes' : 'Café Notes', '!!!'] : ['Rust'],
    }),
  );
  return [
    samplePost({ title: 'Secret Draft', slug: 'secret-draft', status: 'draft', body, date: day(300) }),
    samplePost({ title: 'Hidden One', slug: 'hidden-one', hidden: true, body, date: day(300) }),
    ...posts.reverse(),
    samplePost({ title: 'Tie A', slug: 'tie-a', date: day(200), body, tags: ['Rust'] }),
    samplePost({ title: 'Tie B', slug: 'tie-b', date: day(200), body }),
  ];
}

const document = (): Portfolio =>
  pickPortfolio({
    ...DEFAULT_PORTFOLIO,
    personalInfo: { ...DEFAULT_PORTFOLIO.personalInfo, name: 'Jordan Lee' },
    blogs: manyPosts(),
  });

beforeAll(async () => {
  body = await site.storeBody('A paragraph of the post.');
  await site.save(document());
});

const pageOf = async (path: string) => parsePage((await http().get(path).expect(200)).text);
const headings = (page: ReturnType<typeof parsePage>, tag: string) => page.elements(tag).map(({ text }) => text);
const relOf = (page: ReturnType<typeof parsePage>, rel: string) =>
  page.elements('a').find(({ attributes }) => attributes.rel === rel)?.attributes.href;

describe('GET /blog: every public post, newest first, 20 to a page', () => {
  it('lists the first 20 teasers, with or without a page, with no script but the head script', async () => {
    const page = await pageOf('/blog');

    expect(page.title()).toBe('Blog — Jordan Lee');
    expect(headings(page, 'h1')).toEqual(['Blog']);
    const newest = ['Tie A', 'Tie B', ...Array.from({ length: 18 }, (_, at) => `Post ${43 - at}`)];
    expect(headings(page, 'h2')).toEqual(newest);
    expect(page.scripts()).toEqual(['the head script']);
    expect(page.bodyText()).toContain('An excerpt.');
    // Post 42 has no body: its teaser is listed, its 'Read Article' no link.
    expect(page.links()).toContain('/blog/post-43');
    expect(page.links()).not.toContain('/blog/post-42');
    expect(page.links()).toEqual(expect.arrayContaining(['/blog/tag/cafe-notes', '/blog/tag/rust']));
    expect(page.links().some((href) => href?.startsWith('/blog/tag/') && !/^\/blog\/tag\/[a-z-]+$/.test(href))).toBe(
      false,
    );
    expect(relOf(page, 'prev')).toBeUndefined();
    expect(relOf(page, 'next')).toBe('/blog/page/2');
    expect(page.link('canonical').href).toBe(`${SITE_URL}/blog`);
  });

  it('has its further pages, linked both ways, and leaves out drafts and hidden posts', async () => {
    const second = await pageOf('/blog/page/2');
    const third = await pageOf('/blog/page/3');

    expect(headings(second, 'h2')).toEqual(Array.from({ length: 20 }, (_, at) => `Post ${25 - at}`));
    expect(relOf(second, 'prev')).toBe('/blog');
    expect(relOf(second, 'next')).toBe('/blog/page/3');
    expect(second.title()).toBe('Blog (page 2) — Jordan Lee');
    expect(headings(third, 'h2')).toEqual(['Post 5', 'Post 4', 'Post 3', 'Post 2', 'Post 1']);
    expect(relOf(third, 'prev')).toBe('/blog/page/2');
    expect(relOf(third, 'next')).toBeUndefined();
    for (const page of [second, third]) expect(page.bodyText()).not.toMatch(/Secret Draft|Hidden One/);
  });

  it('moves /blog/page/1 to /blog, and answers the not-found page with a 404 past the last page', async () => {
    await http().get('/blog/page/1').expect(301).expect('Location', '/blog');
    for (const path of ['/blog/page/0', '/blog/page/4', '/blog/page/x', '/blog/page/02', '/blog/page/999']) {
      const response = await http().get(path).expect(404);
      expect(response.text).toContain('<div id="root">');
    }
  });
});

describe('GET /blog/tag/{slug}: one tag’s posts, and its feed', () => {
  it('gathers the spellings of one slug, headed by the newest post’s, newest first', async () => {
    const page = await pageOf('/blog/tag/cafe-notes');

    // Posts 1, 3, …, 43 carry it: 'cafe-notes' up to post 29, 'Café Notes' after.
    expect(headings(page, 'h1')).toEqual(['Posts tagged “Café Notes”']);
    expect(headings(page, 'h2')).toEqual(Array.from({ length: 20 }, (_, at) => `Post ${43 - 2 * at}`));
    expect(relOf(page, 'next')).toBe('/blog/tag/cafe-notes/page/2');
    expect(page.links()).toContain('/blog');
    const feed = page.elements('link').find(({ attributes }) => attributes.href?.endsWith('/cafe-notes/feed.xml'));
    expect(feed?.attributes.type).toBe('application/atom+xml');
    expect(headings(await pageOf('/blog/tag/cafe-notes/page/2'), 'h2')).toEqual(['Post 3', 'Post 1']);
    await http().get('/blog/tag/cafe-notes/page/1').expect(301).expect('Location', '/blog/tag/cafe-notes');
  });

  it('answers a tag no public post has, one whose slug is empty, and a page too far with a 404', async () => {
    for (const path of [
      '/blog/tag/unknown',
      '/blog/tag/Rust',
      '/blog/tag/-',
      '/blog/tag/rust/page/3',
      '/blog/tag/x/feed.xml',
    ])
      await http().get(path).expect(404);
    await http().get('/blog/tag/rust/page/2').expect(200);
  });

  it('feeds a tag’s posts, newest first, bounded as the site’s feed: its 20 newest with a page whole', async () => {
    const response = await http().get('/blog/tag/cafe-notes/feed.xml').expect(200);
    expect(response.headers['content-type']).toMatch(/^application\/atom\+xml/);
    const { feed } = parseXml(response.text) as {
      feed: { title: string; link: Array<{ '@_href': string }>; entry: Array<{ title: string; content?: unknown }> };
    };

    expect(feed.title).toBe('Jordan Lee: Café Notes');
    expect(feed.link.map((link) => link['@_href'])).toContain(`${SITE_URL}/blog/tag/cafe-notes/feed.xml`);
    expect(feed.entry).toHaveLength(22);
    expect(feed.entry[0]!.title).toBe('Post 43');
    // All 22 have a page; the 20 newest are whole, the two oldest a summary only.
    const whole = feed.entry.filter((entry) => entry.content !== undefined).map((entry) => entry.title);
    expect(whole).toEqual(Array.from({ length: 20 }, (_, at) => `Post ${43 - 2 * at}`));
  });
});

describe('a post’s page and the sitemap', () => {
  it('links the post’s tags, and the newer and older posts with a page by date, not the list’s order', async () => {
    const page = await pageOf('/blog/post-43');

    expect(page.links()).toEqual(expect.arrayContaining(['/blog/tag/cafe-notes', '/blog']));
    expect(relOf(page, 'prev')).toBe('/blog/tie-b');
    expect(relOf(page, 'next')).toBe('/blog/post-41');
    expect(relOf(await pageOf('/blog/tie-a'), 'next')).toBe('/blog/tie-b');
  });

  it('lists every page of the blog’s and its tags’ listings', async () => {
    const { urlset } = parseXml((await http().get('/sitemap.xml').expect(200)).text) as {
      urlset: { url: Array<{ loc: string }> };
    };
    const locs = urlset.url.map(({ loc }) => loc.slice(SITE_URL.length));
    expect(
      locs.filter((loc) => loc === '/blog' || loc.startsWith('/blog/page/') || loc.startsWith('/blog/tag/')),
    ).toEqual([
      '/blog',
      '/blog/page/2',
      '/blog/page/3',
      '/blog/tag/rust',
      '/blog/tag/rust/page/2',
      '/blog/tag/cafe-notes',
      '/blog/tag/cafe-notes/page/2',
    ]);
  });
});

describe('a blog longer than a feed', () => {
  it('feeds its 50 newest posts, in the owner’s order, and each tag its own 50 newest', async () => {
    // 60 posts, listed oldest first: the ten oldest are in neither feed.
    const posts = Array.from({ length: 60 }, (_, at) =>
      samplePost({ title: `Long ${at + 1}`, date: day(at + 1), slug: `long-${at + 1}`, body, tags: ['Long'] }),
    );
    await site.save(pickPortfolio({ ...document(), blogs: posts }));
    const titles = async (path: string) =>
      (
        parseXml((await http().get(path).expect(200)).text) as { feed: { entry: Array<{ title: string }> } }
      ).feed.entry.map(({ title }) => title);

    const newest = posts.slice(10).map(({ title }) => title);
    expect(await titles('/feed.xml')).toEqual(newest);
    expect(await titles('/blog/tag/long/feed.xml')).toEqual([...newest].reverse());
  });
});
