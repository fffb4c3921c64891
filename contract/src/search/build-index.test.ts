import { describe, expect, it } from 'vitest';
import { readPostings, SEARCH_META, type SearchChunk, type SearchMeta } from './search-index.js';
import { postText, renderPost } from '../markdown.js';
import { fragmentText, readWeights, postWeights, searchIndexFiles, weightsText } from './build-index.js';

const post = (title: string, text: string, tags: string[] = []) => ({
  url: `/blog/${title.toLowerCase().replace(/\W+/g, '-')}`,
  title,
  date: '2026-11-01',
  tags,
  excerpt: '',
  text,
});

/** Words the way a body has them: a few hundred distinct, in sentences. */
function body(seed: number, words = 700): string {
  const out: string[] = [];
  for (let at = 0; at < words; at += 1) out.push(`w${((seed + 1) * 7919 * (at + 3)) % 3001}`);
  return out.join(' ');
}

/** Each word of the chunks with its postings as pairs of a post's number and a weight. */
function postingsOf(chunks: { text: string }[]): Map<string, [number, number][]> {
  return new Map(
    chunks.flatMap(({ text }) =>
      (JSON.parse(text) as SearchChunk).map(([word, postings]) => [word, [...readPostings(postings)]] as const),
    ),
  );
}

describe('the search index', () => {
  it('weighs a word of the title above the same word in the body, and the shorter post above the longer', () => {
    const titled = postWeights(post('Postgres locks', 'a body about something else'));
    const inBody = postWeights(post('A post', 'here postgres is named once among other words'));
    expect(titled.get('postgres')).toBeGreaterThan(inBody.get('postgres')!);
    const long = postWeights(post('Long', `postgres ${body(1, 3000)}`));
    expect(inBody.get('postgres')).toBeGreaterThan(long.get('postgres')!);
  });

  it('finds each word in the chunk its description names, with every post that has it', () => {
    const posts = new Map(Array.from({ length: 200 }, (_, n) => [n + 1, postWeights(post(`Post ${n}`, body(n)))]));
    const { meta, chunks } = searchIndexFiles(posts);
    expect(meta.name).toBe(SEARCH_META);
    const description = JSON.parse(meta.text) as SearchMeta;
    expect(description.posts).toBe(200);
    expect(chunks.length).toBeGreaterThan(3);
    expect(description.chunks.map(([, name]) => name)).toEqual(chunks.map(({ name }) => name));
    const texts = new Map(chunks.map(({ name, text }) => [name, JSON.parse(text) as SearchChunk]));
    for (const word of ['w17', 'post', '199']) {
      const where = description.chunks.filter(([first]) => first <= word).at(-1)!;
      const found = texts.get(where[1])!.find(([entry]) => entry === word)!;
      const holders = [...posts].filter(([, weights]) => weights.has(word));
      expect([...readPostings(found[1])]).toEqual(holders.map(([number, weights]) => [number, weights.get(word)]));
    }
  });

  it("changes only the chunks of an edited post's words, and keeps the others' names", () => {
    const posts = new Map(Array.from({ length: 300 }, (_, n) => [n + 1, postWeights(post(`Post ${n}`, body(n)))]));
    const before = searchIndexFiles(posts).chunks.map(({ name }) => name);
    posts.set(42, postWeights(post('Post 41', `${body(41)} zebra`)));
    const after = searchIndexFiles(posts).chunks.map(({ name }) => name);
    const changed = after.filter((name) => !before.includes(name));
    expect(changed.length).toBeGreaterThan(0);
    expect(changed.length).toBeLessThan(after.length / 4);
    expect(postingsOf(searchIndexFiles(posts).chunks).get('zebra')).toEqual([[42, expect.any(Number)]]);
  });

  it('keeps weights as text and reads them back', () => {
    const weights = postWeights(post('Café crème', 'naïve text, 42 words'));
    expect(new Map(readWeights(weightsText(weights)))).toEqual(weights);
    expect([...weights.keys()]).toEqual(expect.arrayContaining(['cafe', 'creme', 'naive', '42']));
  });

  it("reads a body's text as its page shows it, and keeps at most 20,000 characters of it for a result", () => {
    const markdown = '## Locks & keys\n\nUse `SELECT 1` <here>…\n\n```sql\nSELECT pg_advisory_lock(1);\n```';
    expect(postText(markdown)).toBe(renderPost(markdown).text);
    expect(postText(markdown)).toContain('pg_advisory_lock');
    expect(JSON.parse(fragmentText(post('T', 'x'.repeat(30_000)))).text).toHaveLength(20_000);
  });
});
