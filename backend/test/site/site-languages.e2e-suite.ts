import { DEFAULT_PORTFOLIO, MESSAGES, type PortfolioInput } from '@portfolio/contract';
import { siteLocale } from '@portfolio/contract/languages';
import { samplePost } from '../support/document-samples';
import { parsePage, siteHarness } from './site-harness';

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
