import { ChunkCutter, indexFiles, type SearchFile } from './chunk-cutter.js';
import { searchChunkOf, SEARCH_META, type SearchChunk, type SearchMeta } from './search-index.js';

/** A post's change to an index: its number, and its words with their weights before (none for a new post) and now (none for a post gone). */
export interface IndexedChange {
  number: number;
  before: Iterable<readonly [string, number]>;
  now: Iterable<readonly [string, number]>;
}

/**
 * The index after some posts changed, made from the index before (its description, and its
 * chunks' texts, `chunkTexts` answering in the order of the names asked) without the other posts:
 * the chunks that hold a word whose weight in a changed post moved are made again, and those after
 * them until a chunk ends where one ended before; the others are kept by name. The description and
 * chunks are those `searchIndexFiles` makes of every post now (the tests hold it to that);
 * `chunks` is only those made again.
 */
export async function patchedIndexFiles(
  before: SearchMeta,
  chunkTexts: (names: readonly string[]) => Promise<string[]>,
  changes: readonly IndexedChange[],
  posts: number,
  metaName: string = SEARCH_META,
): Promise<{ meta: SearchFile; chunks: SearchFile[] }> {
  // Each word whose postings change, with each changed post's weight for it now (none: gone), by chunk.
  const edits = new Map<string, Map<number, number | undefined>>();
  const touched = new Map<number, Set<string>>();
  const edit = (word: string, number: number, weight: number | undefined) => {
    if (!edits.has(word)) {
      edits.set(word, new Map());
      const at = searchChunkOf(before, word);
      touched.set(at, (touched.get(at) ?? new Set()).add(word));
    }
    edits.get(word)!.set(number, weight);
  };
  for (const change of changes) {
    const had = new Map(change.before);
    const has = new Map(change.now);
    // A word whose weight in the post is as it was keeps its postings.
    for (const [word, weight] of had) if (has.get(word) !== weight) edit(word, change.number, has.get(word));
    for (const [word, weight] of has) if (had.get(word) !== weight) edit(word, change.number, weight);
  }
  // The touched chunks are read together; those after them, read until the cut falls in step, one by one.
  const names = [...touched.keys()].map((at) => before.chunks[at]![1]);
  const texts = new Map((await chunkTexts(names)).map((text, at) => [names[at]!, text]));
  const chunkText = async (name: string) => texts.get(name) ?? (await chunkTexts([name]))[0]!;
  const firsts: [string, string][] = [];
  const made: SearchFile[] = [];
  for (let at = 0; at < before.chunks.length;) {
    if (!touched.has(at)) {
      firsts.push(before.chunks[at]!);
      at += 1;
      continue;
    }
    // From this chunk's start, a boundary, until the cut falls where a chunk of the index before ended.
    const cutter = new ChunkCutter();
    do {
      const [, name] = before.chunks[at]!;
      const entries = JSON.parse(await chunkText(name)) as SearchChunk;
      for (const [word, postings] of patched(entries, touched.get(at), edits)) cutter.add(word, postings);
      at += 1;
    } while (!cutter.atBoundary && at < before.chunks.length);
    cutter.end();
    firsts.push(...cutter.firsts);
    made.push(...cutter.chunks);
  }
  return indexFiles(firsts, made, posts, metaName);
}

/**
 * A chunk's words, in order, with `touched` among them: a touched word's postings with its edits'
 * posts at their weight now, or left out; a word no post has any more is left out.
 */
function* patched(
  entries: SearchChunk,
  touched: ReadonlySet<string> | undefined,
  edits: ReadonlyMap<string, ReadonlyMap<number, number | undefined>>,
): Generator<[string, number[]]> {
  const postingsOf = new Map(entries);
  const added = [...(touched ?? [])].filter((word) => !postingsOf.has(word));
  const words = [...entries.map(([word]) => word), ...added].sort();
  for (const word of words) {
    const postings = postingsOf.get(word) ?? [];
    const edited = touched?.has(word) ? edits.get(word)! : undefined;
    if (!edited) {
      yield [word, postings];
      continue;
    }
    const now = editedPostings(postings, edited);
    if (now.length > 0) yield [word, now];
  }
}

/**
 * `postings` with the posts of `edits` at their weight now, or taken out (none): merged in one
 * pass over the gaps, which a chunk read again holds thousands of, without reading them as pairs.
 */
function editedPostings(postings: readonly number[], edits: ReadonlyMap<number, number | undefined>): number[] {
  const added = [...edits].filter((edit): edit is [number, number] => edit[1] !== undefined).sort(([a], [b]) => a - b);
  const merged: number[] = [];
  let last = 0;
  const write = (post: number, weight: number) => {
    merged.push(post - last, weight);
    last = post;
  };
  let next = 0;
  for (let at = 0, post = 0; at + 1 < postings.length; at += 2) {
    post += postings[at]!;
    for (; next < added.length && added[next]![0] < post; next += 1) write(...added[next]!);
    if (!edits.has(post)) write(post, postings[at + 1]!);
  }
  for (; next < added.length; next += 1) write(...added[next]!);
  return merged;
}
