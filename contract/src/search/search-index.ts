/**
 * The blog's search index: static files under `SEARCH_PATH`, made by the API from the public posts
 * and read by the reader's browser (docs/blog/search.md). Both sides split text into words here, so a
 * word is found exactly as it was indexed.
 *
 * - `meta.json` (`SearchMeta`): how many posts there are and the first word of each chunk.
 * - a chunk (`SearchChunk`), named after its content: words in order, each with its postings.
 * - a post's fragment, `p/{number}.json` (`SearchFragment`): what a result shows.
 */
export const SEARCH_PATH = '/search';
export const SEARCH_META = 'meta.json';
/**
 * The description of a language's index: the primary language's `meta.json`, another's in its
 * folder (`fr/meta.json`). Each language is searched on its own; the chunks are shared, by name.
 */
export const searchMetaName = (prefix: string): string => (prefix ? `${prefix.slice(1)}/${SEARCH_META}` : SEARCH_META);
export const searchFragmentName = (post: number): string => `p/${post}.json`;

/** The format of the index's files: a reader that finds another takes the index as not there yet. */
export const SEARCH_INDEX_VERSION = 2;

/** The index's description, the only file a search reads before its words' chunks. */
export interface SearchMeta {
  version: typeof SEARCH_INDEX_VERSION;
  /** How many posts the index holds: each word's rarity is read against it. */
  posts: number;
  /** Each chunk's first word and file name, by their first word: a word is in the last chunk whose first word is not after it. */
  chunks: [first: string, file: string][];
}

/**
 * Words in order (compared as JavaScript strings), each with its postings: pairs of a post and the
 * word's weight in that post, in post order, flattened (`[gap, weight, gap, weight, …]`). A post is
 * written as its number's gap from the post before (the first as its number): a common word's
 * postings are then mostly one digit each, and the chunks about 40 % fewer bytes gzipped.
 */
export type SearchChunk = [word: string, postings: number[]][];

/** Postings as pairs of a post's number and the word's weight in it, from their flattened gaps. */
export function* readPostings(postings: readonly number[]): Generator<[post: number, weight: number]> {
  let post = 0;
  for (let at = 0; at + 1 < postings.length; at += 2) {
    post += postings[at]!;
    yield [post, postings[at + 1]!];
  }
}

/** The chunk a word is in, by its place in the description: the last whose first word is not after it. */
export function searchChunkOf(meta: Pick<SearchMeta, 'chunks'>, word: string): number {
  let low = 0;
  let high = meta.chunks.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (meta.chunks[middle]![0] <= word) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** What a result shows of a post, and where it leads. */
export interface SearchFragment {
  url: string;
  title: string;
  /** As the post's page shows it: `Mar 5, 2026`, or the text the post gives. */
  date: string;
  tags: string[];
  excerpt: string;
  /** The body's text as its page shows it (at most `SEARCH_TEXT_MAX` characters), for the words found in context. */
  text: string;
}

export const SEARCH_TEXT_MAX = 20_000;

/** A word longer than this is not indexed (a hash, a line of base64), nor looked for. */
export const SEARCH_WORD_MAX = 40;

// Marks too: a letter and its accent typed apart (NFD) are one word.
const WORD = /[\p{L}\p{M}\p{N}]+/gu;

/** A word as it is indexed and looked for: compatibility form, accents dropped, lower case. */
export function searchWord(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Each word of `text` with where it stands: its start and end in `text` and its indexed form. */
export function* searchWordSpans(text: string): Generator<{ start: number; end: number; word: string }> {
  for (const match of text.matchAll(WORD)) {
    const word = searchWord(match[0]);
    if (word.length > SEARCH_WORD_MAX) continue;
    yield { start: match.index, end: match.index + match[0].length, word };
  }
}

/** The indexed form of each word of `text`, in order. */
export function searchWords(text: string): string[] {
  return Array.from(searchWordSpans(text), ({ word }) => word);
}
