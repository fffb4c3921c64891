import { DEFAULT_PORTFOLIO, pickPortfolio, type Portfolio, type PortfolioInput } from '@portfolio/contract';
import { parsePage, parseXml, SITE_URL, siteHarness } from './site-harness';

const site = siteHarness();
const http = () => site.api.http;

const HIDDEN = ['Hidden Skill Zig', 'Project Under Wraps', 'A Post To Revise'];
let body: string;

/** Skills, projects and posts in the owner's order, one of each hidden, the second project featured. */
const arranged = (): PortfolioInput => ({
  ...DEFAULT_PORTFOLIO,
  skills: [{ name: 'Rust' }, { name: HIDDEN[0]!, hidden: true }, { name: 'Kafka' }],
  projects: [
    { ...DEFAULT_PORTFOLIO.projects[0]!, title: 'Stream Router' },
    { ...DEFAULT_PORTFOLIO.projects[0]!, title: 'Lineage Explorer', featured: true },
    { ...DEFAULT_PORTFOLIO.projects[0]!, title: HIDDEN[1]!, featured: true, hidden: true },
  ],
  blogs: [
    { ...DEFAULT_PORTFOLIO.blogs[0]!, title: HIDDEN[2]!, slug: 'to-revise', body, hidden: true },
    { ...DEFAULT_PORTFOLIO.blogs[1]!, title: 'Year in Review', slug: 'year-in-review', body },
  ],
});

beforeAll(async () => {
  body = await site.storeBody('## Notes\n\nWritten in the open.');
});

beforeEach(async () => {
  await site.save(arranged());
});

const anonymous = (path: string) => http().get(path).expect(200);

describe('what a visitor is sent of an arranged page', () => {
  it('GET /: hidden items appear nowhere in the HTML, its data or its JSON-LD; the featured project comes first', async () => {
    const { text } = await anonymous('/');
    const page = parsePage(text);

    for (const title of HIDDEN) expect(text).not.toContain(title);
    const { portfolio } = page.json('application/json', 'page-data') as { portfolio: Portfolio };
    expect(portfolio.skills.map(({ name }) => name)).toEqual(['Rust', 'Kafka']);
    expect(portfolio.projects.map(({ title }) => title)).toEqual(['Lineage Explorer', 'Stream Router']);
    expect(portfolio.blogs.map(({ title }) => title)).toEqual(['Year in Review']);
    expect(text.indexOf('Lineage Explorer')).toBeLessThan(text.indexOf('Stream Router'));
    expect(page.bodyText()).toContain('FEATURED');
  });

  it('GET /api/portfolio without a session: the same view, under a tag that names no revision', async () => {
    const owner = await http().get('/api/portfolio').set('Cookie', site.cookie).expect(200);
    const visitor = await anonymous('/api/portfolio');

    for (const title of HIDDEN) expect(visitor.text).not.toContain(title);
    expect((visitor.body as Portfolio).projects.map(({ title }) => title)).toEqual([
      'Lineage Explorer',
      'Stream Router',
    ]);
    expect(visitor.headers.etag).not.toBe(owner.headers.etag);
  });

  it('the owner’s session reads the document as saved, byte for byte: order, hidden and featured', async () => {
    const owner = await http().get('/api/portfolio').set('Cookie', site.cookie).expect(200);

    expect(owner.text).toBe(JSON.stringify(pickPortfolio(arranged())));
  });

  it('a hidden post has no page, and is in neither the feed nor the sitemap', async () => {
    await http().get('/blog/to-revise').expect(404);
    await anonymous('/blog/year-in-review');
    const feed = (await anonymous('/feed.xml')).text;
    const sitemap = (await anonymous('/sitemap.xml')).text;

    expect(feed).not.toContain(HIDDEN[2]);
    expect(feed).toContain('Year in Review');
    const { urlset } = parseXml(sitemap) as { urlset: { url: Array<{ loc: string }> } };
    expect(urlset.url.map(({ loc }) => loc)).toEqual([
      `${SITE_URL}/`,
      `${SITE_URL}/blog`,
      `${SITE_URL}/blog/year-in-review`,
    ]);
  });

  it('shown again, an item is back where the owner put it, with nothing lost', async () => {
    const document = arranged();
    document.skills[1]!.hidden = false;
    document.blogs[0]!.hidden = false;
    await site.save(document);

    const { portfolio } = parsePage((await anonymous('/')).text).json('application/json', 'page-data') as {
      portfolio: Portfolio;
    };
    expect(portfolio.skills.map(({ name }) => name)).toEqual(['Rust', HIDDEN[0], 'Kafka']);
    expect(portfolio.blogs[0]).toMatchObject({ title: HIDDEN[2], slug: 'to-revise', body });
    await anonymous('/blog/to-revise');
  });

  it('a kept version restores with its order, hidden and featured items exactly as they were', async () => {
    const owner = () => http().get('/api/portfolio').set('Cookie', site.cookie).expect(200);
    const before = await owner();
    const version = /^"(\d+)-/.exec(before.headers.etag!)![1]!;
    const reversed = arranged();
    reversed.skills.reverse();
    reversed.projects.forEach((project) => (project.featured = false));
    const saved = await site.save(reversed);

    const restored = await http()
      .post(`/api/portfolio/revisions/${version}/restore`)
      .set('Cookie', site.cookie)
      .set('If-Match', saved.headers.etag!)
      .set('Content-Type', 'application/json')
      .send('{}')
      .expect(200);

    expect(JSON.stringify(restored.body)).toBe(before.text);
    expect((await owner()).text).toBe(before.text);
  });
});
