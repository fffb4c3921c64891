import { gunzipSync } from 'node:zlib';
import { Logger } from '@nestjs/common';
import { DEFAULT_PORTFOLIO, pickPortfolio, type Blog, type SearchMeta } from '@portfolio/contract';
import { readWeights, searchIndexFiles } from '@portfolio/contract/search-build';
import { PortfolioReader } from '../../src/portfolio/portfolio-reader';
import { SearchIndex } from '../../src/search/search-index';
import { siteHarness } from '../site/site-harness';
import { samplePost } from '../support/document-samples';

const site = siteHarness();

/** Settles once the index is made from what visitors see now: how many languages' indexes the build patched. */
async function indexed(): Promise<number> {
  const api = site.api.app;
  const log = jest.spyOn(Logger.prototype, 'log');
  try {
    await api.get(SearchIndex).current(await api.get(PortfolioReader).readPublic());
    const built = log.mock.calls
      .map(([message]) => String(message))
      .find((message) => message.startsWith('Search index:'));
    return Number(/(\d+) of \d+ languages patched/.exec(built ?? '')?.[1]);
  } finally {
    log.mockRestore();
  }
}

/** A stored file of the index, as its text. */
async function stored(name: string): Promise<string | undefined> {
  const [row] = await site.database.query<{ gzip: Buffer }>('SELECT gzip FROM search_file WHERE name = $1', [name]);
  return row && gunzipSync(row.gzip).toString();
}

/**
 * Whether the stored index of a language (its description, `metaName`) is the one made whole from
 * its posts' kept words (those whose address `ours` picks): its description and each chunk it names.
 */
async function isWhole(metaName = 'meta.json', ours = (slug: string) => !slug.startsWith('/')): Promise<void> {
  const rows = await site.database.query<{ slug: string; number: number; weights: string }>(
    'SELECT slug, number, weights FROM search_post',
  );
  const posts = rows.filter(({ slug }) => ours(slug));
  const whole = searchIndexFiles(new Map(posts.map(({ number, weights }) => [number, readWeights(weights)])), metaName);
  expect(await stored(metaName)).toBe(whole.meta.text);
  for (const { name, text } of whole.chunks) expect(await stored(name)).toBe(text);
}

/** Words enough that the index has several chunks, the same for every post but `own`. */
const text = (own: string) =>
  `${own} ${Array.from({ length: 400 }, (_, at) => `word${(at * 7919) % 1_500}`).join(' ')} ${own}`;

let posts: Blog[];

beforeAll(async () => {
  posts = await Promise.all(
    Array.from({ length: 20 }, async (_, at) =>
      samplePost({ title: `Post ${at}`, slug: `post-${at}`, body: await site.storeBody(text(`own${at}`)) }),
    ),
  );
  await site.save(pickPortfolio({ ...DEFAULT_PORTFOLIO, blogs: posts }));
  await indexed();
});

describe('the search index after a few posts change', () => {
  it('is patched into the index made whole: a post edited, one hidden, one added', async () => {
    const chunks = (JSON.parse((await stored('meta.json'))!) as SearchMeta).chunks.length;
    expect(chunks).toBeGreaterThan(1);
    posts[3] = { ...posts[3]!, body: await site.storeBody(text('capybara')) };
    posts[5] = { ...posts[5]!, hidden: true };
    posts.push(samplePost({ title: 'A new post', slug: 'a-new-post', body: await site.storeBody(text('axolotl')) }));
    await site.save(pickPortfolio({ ...DEFAULT_PORTFOLIO, blogs: posts }));
    expect(await indexed()).toBe(1);
    await isWhole();
    const meta = JSON.parse((await stored('meta.json'))!) as SearchMeta;
    expect(meta.posts).toBe(20);
  });

  it('is made whole when a chunk its description names is missing', async () => {
    const [, first] = (JSON.parse((await stored('meta.json'))!) as SearchMeta).chunks.at(-1)!;
    await site.database.query('DELETE FROM search_file WHERE name = $1', [first]);
    posts[7] = { ...posts[7]!, title: 'Post seven, renamed' };
    await site.save(pickPortfolio({ ...DEFAULT_PORTFOLIO, blogs: posts }));
    expect(await indexed()).toBe(0);
    await isWhole();
  });
});

describe('the search index of a site in two languages, after a few posts change', () => {
  it("patches each language's index into the one made whole: a post hidden, a translation edited", async () => {
    const translated = posts.map((post, at) => ({
      ...post,
      hidden: false,
      translations: [{ language: 'fr', title: `Billet ${at}`, slug: `billet-${at}` }],
    }));
    const save = () => site.save(pickPortfolio({ ...DEFAULT_PORTFOLIO, languages: ['en', 'fr'], blogs: translated }));
    await save();
    await indexed();
    translated[2] = { ...translated[2]!, hidden: true };
    translated[5] = { ...translated[5]!, translations: [{ language: 'fr', title: 'Hérisson', slug: 'billet-5' }] };
    await save();
    expect(await indexed()).toBe(2);
    await isWhole();
    await isWhole('fr/meta.json', (slug) => slug.startsWith('/fr/'));
  });
});

describe('a blog of more posts than one message to the build carries', () => {
  it('is indexed whole, the posts of every message in it', async () => {
    const body = await site.storeBody('A body about wombats.');
    const many = Array.from({ length: 1_201 }, (_, at) =>
      samplePost({ title: `Many ${at}`, slug: `many-${at}`, body }),
    );
    await site.save(pickPortfolio({ ...DEFAULT_PORTFOLIO, blogs: many }));
    expect(await indexed()).toBe(0);
    expect((JSON.parse((await stored('meta.json'))!) as SearchMeta).posts).toBe(1_201);
    const [kept] = await site.database.query<{ count: string }>('SELECT count(*) FROM search_post');
    expect(Number(kept?.count)).toBe(1_201);
  });
});
