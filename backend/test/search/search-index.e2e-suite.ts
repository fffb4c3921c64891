import {
  DEFAULT_PORTFOLIO,
  pickPortfolio,
  readPostings,
  searchFragmentName,
  type Blog,
  type Portfolio,
  type SearchChunk,
  type SearchFragment,
  type SearchMeta,
} from '@portfolio/contract';
import { DataSource } from 'typeorm';
import { PortfolioReader } from '../../src/portfolio/portfolio-reader';
import { SearchIndex } from '../../src/search/search-index';
import { siteHarness } from '../site/site-harness';
import { samplePost } from '../support/document-samples';

const site = siteHarness();
const http = () => site.api.http;

/** Settles once the index is made from what visitors see now. */
async function indexed(): Promise<void> {
  const api = site.api.app;
  await api.get(SearchIndex).current(await api.get(PortfolioReader).readPublic());
}

/** The addresses of the posts the index holds `word` for, as a reader's browser finds them: description, chunk, fragments. */
async function found(word: string, description = '/search/meta.json'): Promise<string[]> {
  const meta = (await http().get(description).expect(200)).body as SearchMeta;
  const [, file] = meta.chunks.filter(([first]) => first <= word).at(-1)!;
  const chunk = (await http().get(`/search/${file}`).expect(200)).body as SearchChunk;
  const postings = chunk.find(([entry]) => entry === word)?.[1] ?? [];
  const numbers = Array.from(readPostings(postings), ([number]) => number);
  const fragments = await Promise.all(
    numbers.map(
      async (number) =>
        (
          await http()
            .get(`/search/${searchFragmentName(number)}`)
            .expect(200)
        ).body,
    ),
  );
  return (fragments as SearchFragment[]).map(({ url }) => url);
}

/** The names of the chunks the description names now. */
async function describedChunks(): Promise<string[]> {
  const meta = (await http().get('/search/meta.json').expect(200)).body as SearchMeta;
  return meta.chunks.map(([, name]) => name);
}

let posts: Blog[];

beforeAll(async () => {
  const body = async (words: string) => site.storeBody(`## A heading\n\nSome text with ${words} in it.`);
  posts = [
    samplePost({ title: 'Locks', slug: 'locks', body: await body('zanzibar and postgres') }),
    samplePost({ title: 'Rewritten', slug: 'rewritten', body: await body('axolotl') }),
    samplePost({ title: 'Draft', slug: 'draft', status: 'draft', body: await body('quokka') }),
    samplePost({ title: 'Hidden', slug: 'hidden', hidden: true, body: await body('narwhal') }),
    samplePost({
      title: 'Later',
      slug: 'later',
      status: 'scheduled',
      publishAt: '2999-01-01T00:00:00Z',
      body: await body('okapi'),
    }),
    // Found by the text of its code too.
    samplePost({ title: 'Code', slug: 'code', body: await site.storeBody('```sql\nSELECT pg_advisory_lock(1);\n```') }),
  ];
  await site.save(pickPortfolio({ ...DEFAULT_PORTFOLIO, blogs: posts }));
});

describe('the search index: every public post, nothing else', () => {
  it('finds a public post by a word of its body, of its code and of its title, with what a result shows', async () => {
    expect(await found('zanzibar')).toEqual(['/blog/locks']);
    expect(await found('pg_advisory_lock')).toEqual([]);
    expect(await found('advisory')).toEqual(['/blog/code']);
    expect(await found('locks')).toEqual(['/blog/locks']);
    const meta = (await http().get('/search/meta.json').expect(200)).body as SearchMeta;
    expect(meta.posts).toBe(3);
  });

  it('finds nothing of a draft, a hidden post or a post scheduled for later', async () => {
    for (const word of ['quokka', 'narwhal', 'okapi']) expect(await found(word)).toEqual([]);
  });

  /** The chunks the description named before the last edit and names no more. */
  let replaced: string[] = [];

  it("follows a post's edit without a restart, finds nothing of its former text", async () => {
    const before = await describedChunks();
    posts[1] = { ...posts[1]!, body: await site.storeBody('Now about capybara only.') };
    await site.save(pickPortfolio({ ...DEFAULT_PORTFOLIO, blogs: posts }));
    await indexed();
    expect(await found('axolotl')).toEqual([]);
    expect(await found('capybara')).toEqual(['/blog/rewritten']);
    const after = await describedChunks();
    replaced = before.filter((name) => !after.includes(name));
    expect(replaced.length).toBeGreaterThan(0);
    // A reader who read the former description a moment before still finds its chunks.
    for (const name of replaced) await http().get(`/search/${name}`).expect(200);
  });

  it('builds nothing for a save of the landing page, which changes no post', async () => {
    await indexed();
    const index = site.api.app.get(SearchIndex);
    const build = jest.spyOn(index as unknown as { build: () => Promise<unknown> }, 'build');
    const landing = await http().get('/api/landing').set('Cookie', site.cookie).expect(200);
    const document = landing.body as Portfolio;
    document.personalInfo.title = 'A title of its own';
    await http()
      .put('/api/landing')
      .set('Cookie', site.cookie)
      .set('Content-Type', 'application/json')
      .set('If-Match', landing.headers.etag as string)
      .send(JSON.stringify(document))
      .expect(200);
    await indexed();
    expect(build).not.toHaveBeenCalled();
    build.mockRestore();
  });

  it('no longer finds a post once it is hidden, and its fragment is gone', async () => {
    posts[0] = { ...posts[0]!, hidden: true };
    await site.save(pickPortfolio({ ...DEFAULT_PORTFOLIO, blogs: posts }));
    await indexed();
    expect(await found('zanzibar')).toEqual([]);
    // The chunks of two descriptions ago are kept no longer.
    for (const name of replaced) await http().get(`/search/${name}`).expect(404);
    const fragments = (await site.api.app.get(SearchIndex).files()).filter(({ name }) => name.startsWith('p/'));
    expect(fragments).toHaveLength(2);
  });
});

describe('GET /search/…', () => {
  it('keeps a chunk for good, asks again for the description and a fragment, and answers 304 to its tag', async () => {
    const meta = await http().get('/search/meta.json').expect(200);
    expect(meta.headers['cache-control']).toBe('no-cache');
    const [, chunk] = (meta.body as SearchMeta).chunks[0]!;
    expect((await http().get(`/search/${chunk}`).expect(200)).headers['cache-control']).toContain('immutable');
    await http()
      .get('/search/meta.json')
      .set('If-None-Match', meta.headers.etag as string)
      .expect(304);
  });

  it('makes the index again when its files are gone (a database restored under the API)', async () => {
    await site.api.app.get(DataSource).query('DELETE FROM search_file');
    const meta = (await http().get('/search/meta.json').expect(200)).body as SearchMeta;
    expect(meta.posts).toBe(2);
    expect(await found('capybara')).toEqual(['/blog/rewritten']);
  });

  it('answers 404 for a name that is no file of the index', async () => {
    for (const path of [
      '/search/c-0000000000000000.json',
      '/search/p/999.json',
      '/search/x.json',
      '/search/p/..%2Fmeta.json',
    ]) {
      await http().get(path).expect(404);
    }
  });
});

describe('the search index of a site in two languages', () => {
  afterAll(async () => {
    await site.save(pickPortfolio({ ...DEFAULT_PORTFOLIO, blogs: posts }));
    await indexed();
  });

  it("searches each language's posts apart, a translation by its own words at its own address", async () => {
    const translated = posts.map((post) =>
      post.slug === 'locks'
        ? {
            ...post,
            hidden: false,
            translations: [{ language: 'fr', title: 'Verrous', slug: 'verrous', excerpt: 'ornithorynque' }],
          }
        : post,
    );
    await site.save(pickPortfolio({ ...DEFAULT_PORTFOLIO, languages: ['en', 'fr'], blogs: translated }));
    await indexed();

    expect(await found('ornithorynque', '/search/fr/meta.json')).toEqual(['/fr/blog/verrous']);
    // The body, not translated, is the post's own in French too; the English index holds the English post alone.
    expect(await found('zanzibar', '/search/fr/meta.json')).toEqual(['/fr/blog/verrous']);
    expect(await found('zanzibar')).toEqual(['/blog/locks']);
    expect(await found('ornithorynque')).toEqual([]);
    expect(await found('capybara')).toEqual(['/blog/rewritten']);
    expect(await found('capybara', '/search/fr/meta.json')).toEqual([]);
  });

  it('has no index for a language the site has not, and builds none for asking', async () => {
    await http().get('/search/de/meta.json').expect(404);
    await http().get('/search/en/meta.json').expect(404);
    await site.save(pickPortfolio({ ...DEFAULT_PORTFOLIO, blogs: posts }));
    await indexed();
    await http().get('/search/fr/meta.json').expect(404);
  });
});
