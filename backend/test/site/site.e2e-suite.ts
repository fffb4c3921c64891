import { gunzipSync } from 'node:zlib';
import { DEFAULT_PORTFOLIO, pageContent, PORTFOLIO, withoutOptionalFields, type Portfolio } from '@portfolio/contract';
import { PortfolioWriter } from '../../src/portfolio/portfolio-writer';
import { RENDER_AFTER_SAVE_MS, SiteService } from '../../src/site/site.service';
import { countRenders, parsePage, parseXml, SITE_URL, siteHarness } from './site-harness';

const site = siteHarness();
const http = () => site.api.http;

beforeEach(async () => {
  await site.save(DEFAULT_PORTFOLIO);
});

const OWNER: Portfolio = {
  ...structuredClone(DEFAULT_PORTFOLIO),
  personalInfo: {
    ...DEFAULT_PORTFOLIO.personalInfo,
    name: 'Jordan Lee',
    title: 'Data Platform Engineer',
    description: 'I build the pipes data flows through.',
    email: 'jordan@example.com',
    github: 'https://github.com/jordan',
    linkedin: 'https://www.linkedin.com/in/jordan',
  },
};

const afterTheRender = () => new Promise((resolve) => setTimeout(resolve, RENDER_AFTER_SAVE_MS + 100));

describe('GET /: the public page as HTML', () => {
  it("holds the owner's name, title, description, every skill, project and post", async () => {
    await site.save(OWNER);
    const response = await http().get('/').expect(200);

    expect(response.headers['content-type']).toMatch(/^text\/html; charset=utf-8/);
    const text = parsePage(response.text).bodyText();
    const { personalInfo, skills, projects, blogs } = OWNER;
    for (const value of [personalInfo.name, personalInfo.title, personalInfo.description, personalInfo.email]) {
      expect(text).toContain(value);
    }
    for (const skill of skills) expect(text).toContain(skill.name);
    for (const project of projects) {
      expect(text).toContain(project.title);
      expect(text).toContain(project.description);
      for (const tech of project.tech) expect(text).toContain(tech);
    }
    for (const post of blogs) {
      expect(text).toContain(post.title);
      expect(text).toContain(post.excerpt);
    }
    expect(parsePage(response.text).links()).toEqual(
      expect.arrayContaining([personalInfo.github, personalInfo.linkedin, `mailto:${personalInfo.email}`]),
    );
  });

  it('has the head tags of a profile: title, description, canonical URL, Open Graph, Twitter card, feed', async () => {
    await site.save(OWNER);
    const html = (await http().get('/').expect(200)).text;
    const page = parsePage(html);

    expect(page.title()).toBe('Jordan Lee — Data Platform Engineer');
    expect(page.meta('name', 'description')).toBe('I build the pipes data flows through.');
    expect(page.link('canonical').href).toBe(`${SITE_URL}/`);
    expect(page.meta('property', 'og:type')).toBe('profile');
    expect(page.meta('property', 'og:title')).toBe('Jordan Lee — Data Platform Engineer');
    expect(page.meta('property', 'og:description')).toBe('I build the pipes data flows through.');
    expect(page.meta('property', 'og:url')).toBe(`${SITE_URL}/`);
    expect(page.meta('property', 'og:image')).toMatch(new RegExp(`^${SITE_URL}/assets/portrait-[\\w-]+\\.webp$`));
    expect(page.meta('property', 'og:image:width')).toBe('480');
    expect(page.meta('property', 'og:image:height')).toBe('480');
    expect(page.meta('name', 'twitter:card')).toBe('summary');
    expect(page.meta('name', 'twitter:image')).toBe(page.meta('property', 'og:image'));
    expect(page.link('alternate')).toMatchObject({ type: 'application/atom+xml', href: `${SITE_URL}/feed.xml` });
    expect(page.link('manifest').href).toBe('/site.webmanifest');
    expect(page.meta('name', 'theme-color')).toBe('#09090b');
    // The static page's preload of /api/portfolio is gone: the document is in the page.
    expect(html).not.toContain('/api/portfolio');
  });

  it('describes the owner and the posts in JSON-LD', async () => {
    await site.save(OWNER);
    const page = parsePage((await http().get('/').expect(200)).text);
    const data = page.json('application/ld+json') as { '@context': string; '@graph': Array<Record<string, unknown>> };

    expect(data['@context']).toBe('https://schema.org');
    const [person, ...posts] = data['@graph'];
    expect(person).toMatchObject({
      '@type': 'Person',
      name: 'Jordan Lee',
      jobTitle: 'Data Platform Engineer',
      url: `${SITE_URL}/`,
      sameAs: ['https://github.com/jordan', 'https://www.linkedin.com/in/jordan'],
    });
    expect(posts).toEqual(
      OWNER.blogs.map((post) =>
        expect.objectContaining({
          '@type': 'BlogPosting',
          headline: post.title,
          datePublished: post.date,
          author: { '@id': person!['@id'] },
        }),
      ),
    );
  });

  it('embeds the document it was rendered from, for the browser to take over without a request', async () => {
    await site.save(OWNER);
    const page = parsePage((await http().get('/').expect(200)).text);

    expect(page.json('application/json', 'page-data')).toEqual({
      portfolio: pageContent(OWNER),
      renderedYear: expect.any(Number),
    });
    // The head script, which loads the page's islands once it is painted, the JSON-LD and the
    // data: no script the page did not mean to have.
    expect(page.scripts().sort()).toEqual(['application/json', 'application/ld+json', 'the head script']);
    const [head] = page.elements('script').filter(({ attributes }) => !attributes.type);
    expect(head!.attributes['data-app']).toMatch(/^\/assets\/islands-[\w-]+\.js$/);
  });

  it('shows the owner of a document without the fields added after the specification', async () => {
    await site.save(withoutOptionalFields(PORTFOLIO, OWNER));
    const page = parsePage((await http().get('/').expect(200)).text);

    expect(page.title()).toBe('Jordan Lee — Data Platform Engineer');
    expect(page.bodyText()).toContain(OWNER.personalInfo.description);
    // Read as the whole document, those fields empty (as OWNER's are).
    expect(page.json('application/json', 'page-data')).toEqual({
      portfolio: pageContent(OWNER),
      renderedYear: expect.any(Number),
    });
  });

  it('is rendered once per version, at each save, and never per request', async () => {
    const pages = site.api.app.get(SiteService);
    const first = await pages.currentPage(SITE_URL);
    expect(await pages.currentPage(SITE_URL)).toBe(first);

    await site.save(OWNER);
    const second = await pages.currentPage(SITE_URL);
    expect(second).not.toBe(first);
    expect(gunzipSync(second!.gzip).toString()).toContain('Jordan Lee');
    expect(await pages.currentPage(SITE_URL)).toBe(second);
  });

  it('is rendered after the save is answered, and a request before that gets the new page', async () => {
    const pages = site.api.app.get(SiteService);
    const renders = countRenders(pages, 'page');

    // Not the document the test before saved: a save that changes nothing visitors see renders nothing.
    await site.api.app
      .get(PortfolioWriter)
      .replace({ ...OWNER, personalInfo: { ...OWNER.personalInfo, name: 'Robin' } });
    // What the owner's PUT sends once the save resolves: nothing was rendered for it yet.
    expect(renders.count).toBe(0);
    const page = await pages.currentPage(SITE_URL);
    expect(gunzipSync(page!.gzip).toString()).toContain('Robin');
    // The render the save started finds the page made, and makes no other.
    await afterTheRender();
    expect(await pages.currentPage(SITE_URL)).toBe(page);
    expect(renders.count).toBe(1);

    // With no visitor first, the save's render makes the page, ready for the next one.
    await site.api.app.get(PortfolioWriter).replace({ ...OWNER, personalInfo: { ...OWNER.personalInfo, name: 'Sam' } });
    await afterTheRender();
    expect(renders.count).toBe(2);
    expect(gunzipSync((await pages.currentPage(SITE_URL))!.gzip).toString()).toContain('Sam');
    expect(renders.count).toBe(2);
  });

  it('renders a scheduled post’s page when its moment comes, with no visitor first', async () => {
    const pages = site.api.app.get(SiteService);
    const body = await site.storeBody('Out at its second.');
    // The next whole second but one: a moment is written to the second.
    const moment = new Date(Math.ceil(Date.now() / 1000) * 1000 + 1000);
    const scheduled = {
      ...OWNER,
      blogs: [
        ...OWNER.blogs,
        {
          ...OWNER.blogs[0]!,
          title: 'Out at its second',
          slug: 'out-at-its-second',
          status: 'scheduled' as const,
          publishAt: moment.toISOString().replace(/\.\d{3}Z$/, 'Z'),
          body,
        },
      ],
    };
    await site.save(scheduled);
    await http().get('/blog/out-at-its-second').expect(404);
    const renders = countRenders(pages, 'post');

    await new Promise((resolve) => setTimeout(resolve, moment.getTime() - Date.now() + 300));
    await pages.rendered(SITE_URL);
    expect(renders.count).toBe(1);

    const page = parsePage((await http().get('/blog/out-at-its-second').expect(200)).text);
    expect(page.title()).toContain('Out at its second');
    expect(renders.count).toBe(1);
  });

  it('is sent with an ETag, revalidated, and answered 304 while unchanged', async () => {
    const first = await http().get('/').expect(200);
    const etag = first.headers.etag!;

    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    await http().get('/').set('If-None-Match', etag).expect(304);

    await site.save(OWNER);
    const changed = await http().get('/').set('If-None-Match', etag).expect(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.text).toContain('Jordan Lee');
  });

  it('is sent gzipped to a client that takes it, the same page', async () => {
    const plain = await http().get('/').set('Accept-Encoding', 'identity').expect(200);
    const zipped = await http().get('/').set('Accept-Encoding', 'gzip').expect(200);

    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(Number(zipped.headers['content-length'])).toBeLessThan(Number(plain.headers['content-length']) / 3);
    expect(zipped.text).toBe(plain.text);
    expect(zipped.headers.vary).toMatch(/Accept-Encoding/);
    expect(zipped.headers.etag).toBe(plain.headers.etag);
  });

  it('answers HEAD with the headers only', async () => {
    const response = await http().head('/').expect(200);

    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.text).toBeUndefined();
  });
});

describe('the files crawlers and feed readers ask for', () => {
  it('robots.txt keeps crawlers out of the admin and the API, and names the sitemap', async () => {
    const response = await http().get('/robots.txt').expect(200);

    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const lines = response.text.split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Disallow: /admin',
        'Disallow: /api/',
        `Sitemap: ${SITE_URL}/sitemap.xml`,
      ]),
    );
  });

  it("sitemap.xml lists the page and the blog's index with the last save's time", async () => {
    const before = Date.now();
    await site.save(OWNER);
    const response = await http().get('/sitemap.xml').expect(200);

    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    const { urlset } = parseXml(response.text) as { urlset: { url: Array<{ loc: string; lastmod: string }> } };
    expect(urlset.url.map(({ loc }) => loc)).toEqual([`${SITE_URL}/`, `${SITE_URL}/blog`]);
    for (const { lastmod } of urlset.url) {
      expect(Date.parse(lastmod)).toBeGreaterThanOrEqual(before - 1000);
      expect(Date.parse(lastmod)).toBeLessThanOrEqual(Date.now() + 1000);
    }
  });

  it('feed.xml is an Atom feed of the posts, each with a distinct id', async () => {
    await site.save(OWNER);
    const response = await http().get('/feed.xml').expect(200);

    expect(response.headers['content-type']).toMatch(/^application\/atom\+xml/);
    const { feed } = parseXml(response.text) as {
      feed: { title: string; entry: Array<{ title: string; summary: string; id: string; updated: string }> };
    };
    expect(feed.title).toBe('Jordan Lee: blog');
    expect(feed.entry.map((entry) => entry.title)).toEqual(OWNER.blogs.map((post) => post.title));
    expect(feed.entry.map((entry) => entry.summary)).toEqual(OWNER.blogs.map((post) => post.excerpt));
    expect(feed.entry.map((entry) => entry.updated)).toEqual(OWNER.blogs.map((post) => `${post.date}T00:00:00Z`));
    expect(new Set(feed.entry.map((entry) => entry.id)).size).toBe(OWNER.blogs.length);
  });
});
