import { describe, expect, it } from 'vitest';
import { postWeights, searchIndexFiles, type PostWeights } from './build-index.js';
import { patchedIndexFiles, type IndexedChange } from './patch-index.js';
import type { SearchMeta } from './search-index.js';

/** A post's weights: `words` words drawn from a vocabulary of `vocabulary`, by a sequence seeded with `seed`. */
function weightsOf(seed: number, words = 300, vocabulary = 4_000): PostWeights {
  let state = seed * 7919 + 1;
  const next = () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31);
  const text = Array.from({ length: words }, () => `w${next() % vocabulary}`).join(' ');
  return postWeights({ title: `Post ${seed}`, tags: [`t${seed % 7}`], excerpt: '', text });
}

/** The index of `posts` and, for each change, the index patched from it and the one made whole. */
async function both(posts: Map<number, PostWeights>, change: (posts: Map<number, PostWeights>) => IndexedChange[]) {
  const first = searchIndexFiles(posts);
  const stored = new Map(first.chunks.map(({ name, text }) => [name, text]));
  const read: string[] = [];
  const chunkTexts = (names: readonly string[]) => {
    read.push(...names);
    return Promise.resolve(names.map((name) => stored.get(name)!));
  };
  const changes = change(posts);
  const patched = await patchedIndexFiles(JSON.parse(first.meta.text) as SearchMeta, chunkTexts, changes, posts.size);
  for (const { name, text } of patched.chunks) stored.set(name, text);
  const whole = searchIndexFiles(posts);
  return { first, patched, whole, stored, read };
}

const blog = (count: number) => new Map(Array.from({ length: count }, (_, at) => [at + 1, weightsOf(at + 1)]));

/** Replaces post `number`'s weights and says so as a change. */
function edit(posts: Map<number, PostWeights>, number: number, weights: PostWeights | undefined): IndexedChange {
  const before = posts.get(number) ?? new Map();
  if (weights) posts.set(number, weights);
  else posts.delete(number);
  return { number, before, now: weights ?? new Map() };
}

describe('an index patched after some posts changed', () => {
  it.each([
    ['one post rewritten', (posts: Map<number, PostWeights>) => [edit(posts, 40, weightsOf(9_001))]],
    [
      'one word added to a post',
      (posts: Map<number, PostWeights>) => [edit(posts, 7, new Map([...posts.get(7)!, ['zebra', 50]]))],
    ],
    ['a post deleted', (posts: Map<number, PostWeights>) => [edit(posts, 120, undefined)]],
    ['a post added', (posts: Map<number, PostWeights>) => [edit(posts, 401, weightsOf(401))]],
    [
      'several at once, a new first and last word among them',
      (posts: Map<number, PostWeights>) => [
        edit(
          posts,
          3,
          new Map([
            ['0000', 10],
            ['zzzz', 20],
          ]),
        ),
        edit(posts, 250, undefined),
        edit(posts, 402, weightsOf(77, 900)),
        edit(posts, 90, weightsOf(90, 10)),
      ],
    ],
  ])('is the index made whole: %s', async (_, change) => {
    const { patched, whole, stored } = await both(blog(400), change);
    expect(patched.meta).toEqual(whole.meta);
    for (const { name, text } of whole.chunks) expect(stored.get(name)).toBe(text);
  });

  it('stays the index made whole through rounds of patches, each made from the last', async () => {
    const posts = blog(300);
    let { meta, chunks } = searchIndexFiles(posts);
    const stored = new Map(chunks.map(({ name, text }) => [name, text]));
    let state = 12_345;
    const next = (below: number) => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) % below;
    for (let round = 0; round < 25; round += 1) {
      const numbers = new Set(Array.from({ length: 1 + next(6) }, () => 1 + next(320)));
      const changes = [...numbers].map((number) =>
        edit(posts, number, next(5) === 0 ? undefined : weightsOf(1_000 + round * 10 + number, 20 + next(600))),
      );
      ({ meta, chunks } = await patchedIndexFiles(
        JSON.parse(meta.text) as SearchMeta,
        (names) => Promise.resolve(names.map((name) => stored.get(name)!)),
        changes,
        posts.size,
      ));
      for (const { name, text } of chunks) stored.set(name, text);
      const whole = searchIndexFiles(posts);
      expect(meta).toEqual(whole.meta);
      for (const chunk of whole.chunks) expect(stored.get(chunk.name)).toBe(chunk.text);
    }
  });

  it('reads and makes only a few chunks for one edit', async () => {
    const { first, patched, read } = await both(blog(400), (posts) => [
      edit(posts, 40, new Map([...posts.get(40)!, ['zebra', 50]])),
    ]);
    expect(patched.chunks.length).toBeGreaterThan(0);
    expect(read.length).toBeLessThanOrEqual(3);
    expect(first.chunks.length).toBeGreaterThan(20);
  });

  it('lists the chunk that comes first under no word when every word of the first is gone', async () => {
    const words = (prefix: string, from: number, to: number) =>
      new Map(Array.from({ length: to - from }, (_, at) => [`${prefix}${String(from + at).padStart(4, '0')}`, 50]));
    const rest = new Map(Array.from({ length: 50 }, (_, at) => [at + 10, weightsOf(at + 10)]));
    // Words before every other (digits come before letters), enough to fill the first chunk and
    // more; then the first chunk's words as a post of their own, the cut falling after them again.
    const probe = searchIndexFiles(new Map([[1, words('0a', 0, 2_000)], ...rest]));
    const firstChunk = (JSON.parse(probe.chunks[0]!.text) as [string][]).map(([word]) => word);
    const posts = new Map([
      [1, new Map(firstChunk.map((word) => [word, 50]))],
      [2, words('0a', firstChunk.length, 2_000)],
      ...rest,
    ]);
    const { patched, whole } = await both(posts, (blog) => [edit(blog, 1, undefined)]);
    expect(patched.meta).toEqual(whole.meta);
    expect((JSON.parse(patched.meta.text) as SearchMeta).chunks[0]![0]).toBe('');
  });

  it('empties the index when its last post goes, and fills it again', async () => {
    const emptied = await both(blog(1), (posts) => [edit(posts, 1, undefined)]);
    expect(emptied.patched.meta).toEqual(emptied.whole.meta);
    expect(emptied.patched.chunks).toEqual(emptied.whole.chunks);
    const meta = JSON.parse(emptied.patched.meta.text) as SearchMeta;
    const stored = new Map(emptied.patched.chunks.map(({ name, text }) => [name, text]));
    const refilled = await patchedIndexFiles(
      meta,
      (names) => Promise.resolve(names.map((name) => stored.get(name)!)),
      [{ number: 2, before: new Map(), now: weightsOf(2) }],
      1,
    );
    expect(refilled.meta).toEqual(searchIndexFiles(new Map([[2, weightsOf(2)]])).meta);
  });
});
