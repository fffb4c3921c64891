import { DEFAULT_PORTFOLIO, MESSAGES, type PortfolioInput } from '@portfolio/contract';
import { siteLocale } from '@portfolio/contract/languages';
import { samplePost } from '../support/document-samples';
import { parsePage, parseXml, SITE_URL, siteHarness } from './site-harness';

const site = siteHarness();
const http = () => site.api.http;
const french = siteLocale({ languages: ['fr'], words: [] }).words;

let body: string;

beforeAll(async () => {
  body = await site.storeBody('## One\n\nA post in the owner’s words.');
});

/** The built-in content with a post that has a page, in `languages`, with the owner's `words`. */
const document = (languages: string[], words: PortfolioInput['words'] = []): PortfolioInput => ({
  ...DEFAULT_PORTFOLIO,
  blogs: [samplePost({ title: 'Premier', slug: 'premier', body, tags: ['Rust'], date: '2024-03-05' })],
  languages,
  words,
});

const htmlOf = (html: string) => /<html[^>]*>/.exec(html)![0];

describe('a site whose primary language is French', () => {
  it('serves its pages in French: the language, the fixed words and the dates', async () => {
    await site.save(document(['fr', 'en']));

    const home = (await http().get('/').expect(200)).text;
    expect(htmlOf(home)).toContain('lang="fr"');
    expect(parsePage(home).bodyText()).toContain(french.skillsTitle);
    expect(parsePage(home).bodyText()).toContain('5 mars 2024');
    expect(parsePage(home).bodyText()).not.toContain('Latest Insights');

    const post = (await http().get('/blog/premier').expect(200)).text;
    expect(htmlOf(post)).toContain('lang="fr"');
    expect(post).toContain(french.allPosts);

    expect(parsePage(post).json('application/ld+json')).toMatchObject({ inLanguage: 'fr' });
    expect((await http().get('/feed.xml').expect(200)).text).toContain(
      '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="fr">',
    );

    const listing = (await http().get('/blog/tag/rust').expect(200)).text;
    expect(parsePage(listing).title()).toBe(`${french.postsTagged.replace('{tag}', 'Rust')} — Alex Morgan`);
  });

  it("shows the owner's own word, and English again once the languages are gone", async () => {
    await site.save(document(['fr'], [{ language: 'fr', word: 'blogTitle', text: 'Mes carnets' }]));
    expect((await http().get('/').expect(200)).text).toContain('Mes carnets');

    await site.save(document([], [{ language: 'fr', word: 'blogTitle', text: 'Mes carnets' }]));
    const home = (await http().get('/').expect(200)).text;
    expect(htmlOf(home)).toContain('lang="en"');
    expect(home).not.toContain('Mes carnets');
    expect(home).toContain('Latest Insights');
    expect(home).not.toContain('inLanguage');
    // Every page follows, not the landing page alone.
    expect(htmlOf((await http().get('/blog/premier').expect(200)).text)).toContain('lang="en"');
    expect((await http().get('/blog/tag/rust').expect(200)).text).toContain('Posts tagged “Rust”');
    expect((await http().get('/feed.xml').expect(200)).text).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
    // Kept for when French comes back.
    expect((await http().get('/api/portfolio').set('Cookie', site.cookie).expect(200)).body.words).toEqual([
      { language: 'fr', word: 'blogTitle', text: 'Mes carnets' },
    ]);
  });

  it('lays an Arabic site out right to left', async () => {
    await site.save(document(['ar']));
    expect(htmlOf((await http().get('/').expect(200)).text)).toContain('lang="ar" dir="rtl"');
  });
});

describe('PUT /api/portfolio with languages the site cannot take', () => {
  const refused = (languages: unknown, words: unknown = []) =>
    http()
      .put('/api/portfolio')
      .set('Content-Type', 'application/json')
      .set('Cookie', site.cookie)
      .send(JSON.stringify({ ...document([]), languages, words }))
      .expect(400);

  it('refuses a tag that is not one, and one listed twice, naming the field, and changes nothing', async () => {
    await site.save(document(['de']));

    expect((await refused(['fr', '../fr'])).body.errors).toEqual([
      { path: 'languages', message: MESSAGES.item(1, MESSAGES.language) },
    ]);
    expect((await refused(['fr', 'fr'])).body.errors).toEqual([
      { path: 'languages.1', message: MESSAGES.languageTwice },
    ]);
    expect((await refused(['fr'], [{ language: 'fr', word: 'blog', text: '' }])).body.errors).toEqual([
      { path: 'words.0.text', message: MESSAGES.blank },
    ]);
    expect((await http().get('/api/portfolio').expect(200)).body.languages).toEqual(['de']);
  });
});

describe('a site in English and French', () => {
  /** A project translated in part, a post translated into French, and one in English only. */
  const bilingual = (): PortfolioInput => {
    const base = document(['en', 'fr']);
    return {
      ...base,
      projects: base.projects.map((project, index) =>
        index === 0 ? { ...project, translations: [{ language: 'fr', title: 'Mon projet' }] } : project,
      ),
      blogs: [
        samplePost({
          title: 'Hello',
          slug: 'hello',
          body,
          tags: ['Travel'],
          date: '2024-03-05',
          translations: [
            {
              language: 'fr',
              title: 'Bonjour',
              readTime: '',
              excerpt: '',
              slug: 'bonjour',
              tags: ['Voyage'],
              body: '',
            },
          ],
        }),
        samplePost({ title: 'English only', slug: 'english-only', body, date: '2024-03-04' }),
      ],
    };
  };

  beforeAll(async () => {
    await site.save(bilingual());
  });

  it('serves the French pages under /fr/, the translated text where there is one and the English where not', async () => {
    const home = (await http().get('/fr/').expect(200)).text;
    expect(htmlOf(home)).toContain('lang="fr"');
    expect(parsePage(home).bodyText()).toContain('Mon projet');
    expect(parsePage(home).bodyText()).toContain(DEFAULT_PORTFOLIO.projects[1]!.title);
    expect(parsePage(home).bodyText()).toContain('Bonjour');
    expect(parsePage(home).bodyText()).not.toContain('English only');

    const english = (await http().get('/').expect(200)).text;
    expect(htmlOf(english)).toContain('lang="en"');
    expect(parsePage(english).bodyText()).not.toContain('Mon projet');
  });

  it('has a page for a post in each language it is written in, and none where it is not', async () => {
    expect(parsePage((await http().get('/fr/blog/bonjour').expect(200)).text).bodyText()).toContain('Bonjour');
    expect(parsePage((await http().get('/blog/hello').expect(200)).text).bodyText()).toContain('Hello');
    await http().get('/fr/blog/english-only').expect(404);
    await http().get('/fr/blog/hello').expect(404);
    const french = parsePage((await http().get('/fr/blog').expect(200)).text).bodyText();
    expect(french).toContain('Bonjour');
    expect(french).not.toContain('English only');
    await http().get('/fr/blog/tag/voyage').expect(200);
    await http().get('/fr/blog/tag/travel').expect(404);
  });

  it('moves a language’s home without its slash to it, and answers a language the site has not with the 404 page', async () => {
    expect((await http().get('/fr').expect(301)).headers.location).toBe('/fr/');
    await http().get('/de/').expect(404);
    await http().get('/en/').expect(404);
    await http().get('/fr/blog/page/1').expect(301).expect('Location', '/fr/blog');
  });

  it('answers a path that is no page with the not-found page of its language, and the app’s page for a language the site has not', async () => {
    const missing = await http().get('/fr/blog/nope').expect(404);
    expect(htmlOf(missing.text)).toContain('lang="fr"');
    expect(parsePage(missing.text).bodyText()).toContain(french.notFoundHeading);
    expect(parsePage(missing.text).links()).toEqual(expect.arrayContaining(['/fr/', '/']));

    const english = await http().get('/blog/nope').expect(404);
    expect(htmlOf(english.text)).toContain('lang="en"');
    expect(parsePage(english.text).title()).toBe(`Page not found — ${DEFAULT_PORTFOLIO.personalInfo.name}`);
    expect(parsePage((await http().get('/de/').expect(404)).text).scripts()).toContain('module');
  });

  it('gives each language its own feed, in its language and linking its own pages', async () => {
    const feed = (await http().get('/fr/feed.xml').expect(200)).text;
    expect(feed).toContain('<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="fr">');
    expect(feed).toContain('<link href="https://portfolio.example/fr/blog/bonjour"/>');
    expect(feed).not.toContain('English only');
    expect((await http().get('/feed.xml').expect(200)).text).toContain('xml:lang="en"');
    expect((await http().get('/fr/blog/tag/voyage/feed.xml').expect(200)).text).toContain('Bonjour');
  });

  it('lists every page of each language in the sitemap, each with the same page in the others and x-default', async () => {
    const xml = (await http().get('/sitemap.xml').expect(200)).text;
    const urls = (parseXml(xml).urlset as { url: { loc: string; 'xhtml:link'?: unknown }[] }).url;
    const alternatesOf = (loc: string) => {
      const links = urls.find((url) => url.loc === `${SITE_URL}${loc}`)?.['xhtml:link'];
      return ([] as { '@_hreflang': string; '@_href': string }[])
        .concat((links ?? []) as never)
        .map((link) => `${link['@_hreflang']} ${link['@_href'].slice(SITE_URL.length)}`);
    };
    expect(alternatesOf('/')).toEqual(['en /', 'fr /fr/', 'x-default /']);
    expect(alternatesOf('/fr/')).toEqual(alternatesOf('/'));
    expect(alternatesOf('/fr/blog/bonjour')).toEqual([
      'en /blog/hello',
      'fr /fr/blog/bonjour',
      'x-default /blog/hello',
    ]);
    expect(alternatesOf('/blog/english-only')).toEqual(['en /blog/english-only', 'x-default /blog/english-only']);
  });
});
