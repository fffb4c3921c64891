import { DEFAULT_PORTFOLIO, pickPortfolio, type Portfolio, type PortfolioInput } from '@portfolio/contract';
import { renderPost } from '@portfolio/contract/markdown';
import { CLOCK, type Clock } from '../../src/portfolio/clock';
import { PortfolioReader } from '../../src/portfolio/portfolio-reader';
import { RENDER_AFTER_SAVE_MS, SiteService } from '../../src/site/site.service';
import { countRenders, parsePage, parseXml, SITE_URL, siteHarness } from './site-harness';
import { samplePost } from '../support/document-samples';

/** The API's clock, moved by the tests: a scheduled post's moment comes without waiting for it. */
class MovedClock implements Clock {
  moment = new Date();
  now(): Date {
    return new Date(this.moment);
  }
}
const clock = new MovedClock();
const site = siteHarness({ SITE_URL }, [{ provide: CLOCK, useValue: clock }]);
const http = () => site.api.http;

const NOW = '2030-06-01T12:00:00Z';
const LATER = '2030-06-01T12:00:01Z';
const IMAGE = '/media/0123456789abcdef0123456789abcdef-1280x720-1280.webp';
const BODY = [
  'Queues fill when producers outrun consumers.',
  '## Why it happens',
  'Bursts, mostly.',
  '## Measuring it',
  '```ts\nconst lag = high - committed;\n```',
  '### Per partition',
  `![Lag per partition](${IMAGE})`,
].join('\n\n');
const SOON = 'Published at its second, and not one before.';

let body: string;
let soonBody: string;

const post = samplePost;

/** Posts of every kind: with a page, without one, a draft, one scheduled for LATER, and another with a page. */
const document = (): Portfolio =>
  pickPortfolio({
    ...DEFAULT_PORTFOLIO,
    personalInfo: { ...DEFAULT_PORTFOLIO.personalInfo, name: 'Jordan Lee' },
    blogs: [
      post({
        title: 'Backpressure, Explained',
        excerpt: 'Why queues fill up.',
        date: '2030-05-20',
        readTime: '7 min read',
        slug: 'backpressure',
        formerSlugs: ['queues-101'],
        tags: ['queues', 'kafka'],
        body,
      }),
      post({ title: 'A Short Note', slug: 'short-note' }),
      post({ title: 'Secret Draft', slug: 'secret-draft', status: 'draft', body }),
      post({ title: 'Coming Soon', slug: 'coming-soon', status: 'scheduled', publishAt: LATER, body: soonBody }),
      post({ title: 'Year in Review', slug: 'year-in-review', body: soonBody }),
    ],
  } satisfies PortfolioInput);

beforeAll(async () => {
  body = await site.storeBody(BODY);
  soonBody = await site.storeBody(SOON);
});

beforeEach(async () => {
  clock.moment = new Date(NOW);
  await site.save(document());
});

const pageOf = async (path: string) => parsePage((await http().get(path).expect(200)).text);

describe('GET /blog/{slug}: a post with a body has a page', () => {
  it('shows the title as its one h1, the date, read time, tags, a table of contents and the body', async () => {
    const response = await http().get('/blog/backpressure').expect(200);
    expect(response.headers['content-type']).toMatch(/^text\/html; charset=utf-8/);
    const page = parsePage(response.text);

    expect(page.elements('h1').map((h1) => h1.text)).toEqual(['Backpressure, Explained']);
    expect(page.elements('time')).toEqual([{ attributes: { datetime: '2030-05-20' }, text: 'May 20, 2030' }]);
    const text = page.bodyText();
    for (const part of [
      '7 min read',
      'queues',
      'kafka',
      'Queues fill when producers outrun consumers.',
      'Bursts, mostly.',
    ]) {
      expect(text).toContain(part);
    }
    expect(response.text).toContain(renderPost(BODY).html);
    const contents = page.elements('a').filter(({ attributes }) => attributes.href?.startsWith('#section-'));
    expect(contents.slice(0, 3).map(({ text, attributes }) => [text, attributes.href])).toEqual([
      ['Why it happens', '#section-why-it-happens'],
      ['Measuring it', '#section-measuring-it'],
      ['Per partition', '#section-per-partition'],
    ]);
  });

  it('links the neighbouring public posts with a page, the blog section, and the home page’s sections', async () => {
    const first = await pageOf('/blog/backpressure');
    const last = await pageOf('/blog/year-in-review');

    // The bodiless note, the draft and the post still to come are skipped.
    const relOf = (page: typeof first, rel: string) =>
      page.elements('a').find(({ attributes }) => attributes.rel === rel)?.attributes.href;
    expect(relOf(first, 'prev')).toBeUndefined();
    expect(relOf(first, 'next')).toBe('/blog/year-in-review');
    expect(relOf(last, 'prev')).toBe('/blog/backpressure');
    expect(relOf(last, 'next')).toBeUndefined();
    expect(first.links()).toEqual(expect.arrayContaining(['/#blog', '/', '/#skills', '/#contact']));
  });

  it('has the head of an article: title, excerpt, canonical URL, Open Graph, and a BlogPosting', async () => {
    const page = await pageOf('/blog/backpressure');
    const url = `${SITE_URL}/blog/backpressure`;
    const rendered = renderPost(BODY);

    expect(page.title()).toBe('Backpressure, Explained — Jordan Lee');
    expect(page.meta('name', 'description')).toBe('Why queues fill up.');
    expect(page.link('canonical').href).toBe(url);
    expect(page.meta('property', 'og:type')).toBe('article');
    expect(page.meta('property', 'og:url')).toBe(url);
    expect(page.meta('property', 'article:published_time')).toBe('2030-05-20');
    expect(page.meta('property', 'og:image')).toBe(`${SITE_URL}${IMAGE}`);
    expect(page.link('alternate')).toMatchObject({ type: 'application/atom+xml', href: `${SITE_URL}/feed.xml` });
    expect(page.json('application/ld+json')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: 'Backpressure, Explained',
      description: 'Why queues fill up.',
      datePublished: '2030-05-20',
      author: { '@type': 'Person', name: 'Jordan Lee', url: `${SITE_URL}/` },
      url,
      mainEntityOfPage: url,
      image: `${SITE_URL}${IMAGE}`,
      keywords: ['queues', 'kafka'],
      wordCount: rendered.wordCount,
      articleBody: rendered.text,
    });
  });

  it('shows the portrait in link previews when the body has no image', async () => {
    const page = await pageOf('/blog/year-in-review');

    expect(page.meta('property', 'og:image')).toMatch(new RegExp(`^${SITE_URL}/assets/portrait-[\\w-]+\\.webp$`));
  });

  it('runs no app and carries no style: the JSON-LD, the head script, and the two stylesheets', async () => {
    const { text } = await http().get('/blog/backpressure').expect(200);
    const page = parsePage(text);

    // The head script sets the theme; it names no app to load.
    expect(page.scripts()).toEqual(['application/ld+json', 'the head script']);
    expect(page.elements('script').map(({ attributes }) => attributes['data-app'])).toEqual([undefined, undefined]);
    expect(text.match(/<\/script>/g)).toHaveLength(2);
    expect(page.styled()).toBe(0);
    expect(text).not.toMatch(/<[^>]*\sstyle=/i);
    const stylesheets = page.elements('link').filter(({ attributes }) => attributes.rel === 'stylesheet');
    expect(stylesheets.map(({ attributes }) => attributes.href)).toEqual([
      expect.stringMatching(/^\/assets\/post-[\w-]+\.css$/),
      expect.stringMatching(/^\/assets\/[\w-]+\.css$/),
    ]);
  });

  it('is sent with a weak ETag, revalidated, answered 304 while unchanged, and gzipped to who takes it', async () => {
    const first = await http().get('/blog/backpressure').set('Accept-Encoding', 'identity').expect(200);
    const etag = first.headers.etag!;

    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    await http().get('/blog/backpressure').set('If-None-Match', etag).expect(304);
    const zipped = await http().get('/blog/backpressure').set('Accept-Encoding', 'gzip').expect(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.text).toBe(first.text);

    await site.save({ ...document(), personalInfo: { ...document().personalInfo, name: 'Sam Lee' } });
    const changed = await http().get('/blog/backpressure').set('If-None-Match', etag).expect(200);
    expect(changed.text).toContain('Sam Lee');
  });

  it('is rendered when its version is saved, never at a visitor’s request', async () => {
    const pages = site.api.app.get(SiteService);
    await pages.rendered(SITE_URL);
    const renders = countRenders(pages, 'post');

    await http().get('/blog/backpressure').expect(200);
    await http().get('/blog/backpressure').expect(200);
    await http().get('/blog/year-in-review').expect(200);
    expect(renders.count).toBe(0);

    // A save renders both pages (each links the other), with no visitor.
    const renamed = document();
    renamed.blogs[4]!.title = 'Year in Review, Revised';
    await site.save(renamed);
    await new Promise((resolve) => setTimeout(resolve, RENDER_AFTER_SAVE_MS + 50));
    await pages.rendered(SITE_URL);
    expect(renders.count).toBe(2);
    expect((await pageOf('/blog/backpressure')).links()).toContain('/blog/year-in-review');
    await http().get('/blog/year-in-review').expect(200);
    expect(renders.count).toBe(2);
  });
});

describe('GET /blog/{slug}: every other address', () => {
  it('moves a former address to the post’s current one, for good', async () => {
    const response = await http().get('/blog/queues-101').expect(301);

    expect(response.headers.location).toBe('/blog/backpressure');
  });

  it('keeps a public post’s current address its own, even without a page, over another’s former one', async () => {
    await site.save({
      ...document(),
      blogs: document().blogs.map((item) =>
        item.slug === 'backpressure' ? { ...item, formerSlugs: ['short-note'] } : item,
      ),
    });

    await http().get('/blog/short-note').expect(404);
  });

  it.each([
    ['a draft', 'secret-draft'],
    ['a post scheduled for later', 'coming-soon'],
    ['a post without a body', 'short-note'],
    ['an unknown address', 'never-written'],
  ])('answers %s with the site’s 404 page', async (_what, slug) => {
    const response = await http().get(`/blog/${slug}`).expect(404);

    expect(response.headers['content-type']).toMatch(/^text\/html/);
    // The app's own page, which shows its not-found screen.
    expect(response.text).toContain('<div id="root">');
    expect(response.text).not.toContain('Secret Draft');
  });

  it('answers what cannot be an address with a 404 without reading the document', async () => {
    // The save's own render reads the document first.
    await new Promise((resolve) => setTimeout(resolve, RENDER_AFTER_SAVE_MS + 50));
    const readPublic = jest.spyOn(site.api.app.get(PortfolioReader), 'readPublic');

    for (const path of ['/blog/Backpressure', '/blog/back_pressure', '/blog/%3Cscript%3E', `/blog/${'a'.repeat(81)}`]) {
      await http().get(path).expect(404);
    }
    expect(readPublic).not.toHaveBeenCalled();
    await http().get('/blog/backpressure').expect(200);
    expect(readPublic).toHaveBeenCalledTimes(1);
  });
});

describe('a scheduled post comes out at its second, with no save', () => {
  it('on the home page, its own page, the feed and the sitemap', async () => {
    const before = await http().get('/').expect(200);
    await http().get('/blog/coming-soon').expect(404);
    expect(before.text).not.toContain('Coming Soon');
    expect((await http().get('/feed.xml').expect(200)).text).not.toContain('Coming Soon');
    expect((await http().get('/sitemap.xml').expect(200)).text).not.toContain('coming-soon');

    clock.moment = new Date(LATER);

    const home = await http().get('/').set('If-None-Match', before.headers.etag!).expect(200);
    expect(parsePage(home.text).links()).toContain('/blog/coming-soon');
    expect(parsePage((await http().get('/blog/coming-soon').expect(200)).text).title()).toBe(
      'Coming Soon — Jordan Lee',
    );
    expect((await http().get('/feed.xml').expect(200)).text).toContain('Coming Soon');
    const { urlset } = parseXml((await http().get('/sitemap.xml').expect(200)).text) as {
      urlset: { url: Array<{ loc: string; lastmod: string }> };
    };
    expect(urlset.url.map(({ loc }) => loc)).toContain(`${SITE_URL}/blog/coming-soon`);
    expect(urlset.url[0]!.lastmod).toBe(new Date(LATER).toISOString());
  });
});

describe('the feed of many posts', () => {
  it('carries the whole body of the newest 20 public posts only, and the others’ title, link and summary', async () => {
    const many = document();
    // 25 posts with a page, dated a day apart, the newest in the middle of the document.
    many.blogs = Array.from({ length: 25 }, (_, day) =>
      post({
        title: `Day ${day + 1}`,
        slug: `day-${day + 1}`,
        date: `2030-04-${String(((day + 12) % 25) + 1).padStart(2, '0')}`,
        excerpt: `The excerpt of day ${day + 1}.`,
        body,
      }),
    );
    await site.save(many);

    const { feed } = parseXml((await http().get('/feed.xml').expect(200)).text) as {
      feed: { entry: Array<{ title: string; updated: string; summary: string; content?: unknown }> };
    };

    expect(feed.entry).toHaveLength(25);
    const whole = feed.entry.filter((entry) => entry.content !== undefined);
    const titled = feed.entry.filter((entry) => entry.content === undefined);
    expect(whole).toHaveLength(20);
    const oldestWhole = Math.min(...whole.map((entry) => Date.parse(entry.updated)));
    expect(titled.map((entry) => Date.parse(entry.updated)).every((day) => day < oldestWhole)).toBe(true);
    // Days 14 to 18 are dated April 1st to 5th: the oldest, titled, linked and summed up.
    expect(titled.map(({ summary }) => summary)).toEqual(
      [14, 15, 16, 17, 18].map((day) => `The excerpt of day ${day}.`),
    );
  });
});

describe('a save of drafts alone', () => {
  it('changes nothing a stranger can read: the public document, the pages, the feed and the sitemap', async () => {
    const paths = ['/api/portfolio', '/', '/blog/backpressure', '/feed.xml', '/sitemap.xml'];
    const read = () => Promise.all(paths.map((path) => http().get(path).expect(200)));
    const before = await read();
    const owner = () => http().get('/api/portfolio').set('Cookie', site.cookie).expect(200);
    const ownerBefore = await owner();

    const revised = document();
    Object.assign(revised.blogs[2]!, { title: 'Secret Draft, Revised', excerpt: 'Still not ready.' });
    await site.save(revised);
    const after = await read();

    for (const [index, path] of paths.entries()) {
      expect([path, after[index]!.headers.etag]).toEqual([path, before[index]!.headers.etag]);
      expect([path, after[index]!.text]).toEqual([path, before[index]!.text]);
      await http().get(path).set('If-None-Match', before[index]!.headers.etag!).expect(304);
    }
    // The owner's own read names the new version, as a save sends it back.
    expect((await owner()).headers.etag).not.toBe(ownerBefore.headers.etag);
  });
});

describe('the home page, the feed and the sitemap', () => {
  it('home: a card links to the page of a post with a body, and the page holds no body', async () => {
    const { text } = await http().get('/').expect(200);
    const page = parsePage(text);

    expect(page.links().filter((href) => href?.startsWith('/blog/'))).toEqual([
      '/blog/backpressure',
      '/blog/year-in-review',
    ]);
    expect(text).not.toContain('Bursts, mostly.');
    expect(text).not.toContain(SOON);
    expect(text).not.toContain('Secret Draft');
    const data = page.json('application/json', 'page-data') as { portfolio: Portfolio };
    expect(data.portfolio.blogs.map((item) => item.body)).toEqual([body, '', soonBody]);
  });

  it('sitemap: the home page, the blog’s and its tags’ pages, and every public post’s page', async () => {
    const { urlset } = parseXml((await http().get('/sitemap.xml').expect(200)).text) as {
      urlset: { url: Array<{ loc: string }> };
    };

    expect(urlset.url.map(({ loc }) => loc)).toEqual([
      `${SITE_URL}/`,
      `${SITE_URL}/blog`,
      `${SITE_URL}/blog/tag/queues`,
      `${SITE_URL}/blog/tag/kafka`,
      `${SITE_URL}/blog/backpressure`,
      `${SITE_URL}/blog/year-in-review`,
    ]);
  });

  it('feed: each public post, linked to its page with its whole body as HTML, or to the blog section', async () => {
    const response = await http().get('/feed.xml').expect(200);
    expect(response.headers.etag).toMatch(/^W\/"[\w-]+"$/);
    const { feed } = parseXml(response.text) as {
      feed: {
        entry: Array<{
          title: string;
          link: { '@_href': string };
          content?: { '#text': string; '@_type': string; '@_xml:base': string };
          category?: unknown;
        }>;
      };
    };

    expect(feed.entry.map(({ title }) => title)).toEqual(['Backpressure, Explained', 'A Short Note', 'Year in Review']);
    expect(feed.entry.map(({ link }) => link['@_href'])).toEqual([
      `${SITE_URL}/blog/backpressure`,
      `${SITE_URL}/#blog`,
      `${SITE_URL}/blog/year-in-review`,
    ]);
    const [first, note, last] = feed.entry;
    expect(first!.content).toEqual({
      '#text': renderPost(BODY).html.trim(),
      '@_type': 'html',
      '@_xml:base': `${SITE_URL}/blog/backpressure`,
    });
    expect(note!.content).toBeUndefined();
    expect(last!.content!['#text']).toBe(renderPost(SOON).html.trim());
    expect(response.text).not.toContain('Secret Draft');
    await http().get('/feed.xml').set('If-None-Match', response.headers.etag!).expect(304);
  });
});
