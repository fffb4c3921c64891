/*
 * How the search index's files are made (their format is search-index.ts). Pure: what a post
 * shows goes in, file names and texts come out, so the process that builds the index and the tests
 * run the same code. Its own entry (`@portfolio/contract/search-build`, this file): no page's bundle carries it.
 */
import { formatBlogDate } from '../dates.js';
import { ChunkCutter, indexFiles, type SearchFile } from './chunk-cutter.js';
import { searchWords, SEARCH_META, SEARCH_TEXT_MAX, type SearchFragment } from './search-index.js';

export type { SearchFile } from './chunk-cutter.js';
export { patchedIndexFiles, type IndexedChange } from './patch-index.js';

/**
 * What a post's page shows, as the index reads it: a result's fields, with the date as the post
 * gives it and the body's whole text, and the page's language where the owner chose the site's.
 */
export type SearchablePost = SearchFragment & { language?: string };

/** A post's words, each with its weight in the post. */
export type PostWeights = Map<string, number>;

// A word in the title counts as much as this many in the body; in a tag or the excerpt, these.
const TITLE_WEIGHT = 5;
const TAG_WEIGHT = 4;
const EXCERPT_WEIGHT = 2;
// BM25's saturation and length normalisation, against a fixed typical length rather than the
// site's average: a post's weights then depend on that post alone, so one post's edit changes only
// the chunks of its own words.
const K1 = 1.2;
const B = 0.75;
const TYPICAL_WORDS = 600;

/** Each word of `post` with its weight: its count, the title's, tags' and excerpt's counted more, scaled by the post's length. */
export function postWeights(post: Pick<SearchablePost, 'title' | 'tags' | 'excerpt' | 'text'>): PostWeights {
  const counts = new Map<string, number>();
  let words = 0;
  const count = (text: string, weight: number) => {
    for (const word of searchWords(text)) {
      counts.set(word, (counts.get(word) ?? 0) + weight);
      words += 1;
    }
  };
  count(post.title, TITLE_WEIGHT);
  for (const tag of post.tags) count(tag, TAG_WEIGHT);
  count(post.excerpt, EXCERPT_WEIGHT);
  count(post.text, 1);
  const norm = K1 * (1 - B + (B * words) / TYPICAL_WORDS);
  const weights: PostWeights = new Map();
  for (const [word, tf] of counts) weights.set(word, Math.max(1, Math.round((100 * tf * (K1 + 1)) / (tf + norm))));
  return weights;
}

/** A post's weights as text to keep (`word weight` lines), and back: kept posts are read as they are needed, not held as maps. */
export const weightsText = (weights: PostWeights): string =>
  Array.from(weights, ([word, weight]) => `${word} ${weight}`).join('\n');

export function* readWeights(text: string): Generator<[word: string, weight: number]> {
  for (const line of text.split('\n')) {
    const space = line.lastIndexOf(' ');
    if (space > 0) yield [line.slice(0, space), Number(line.slice(space + 1))];
  }
}

/** What a result shows of `post`. */
export function fragmentText(post: SearchablePost): string {
  const { url, title, date, tags, excerpt, language } = post;
  const fragment: SearchFragment = {
    url,
    title,
    date: formatBlogDate(date, language),
    tags,
    excerpt,
    text: post.text.slice(0, SEARCH_TEXT_MAX),
  };
  return JSON.stringify(fragment);
}

/**
 * The index's chunks and its description (named `metaName`: a language's, see `searchMetaName`)
 * from every post's weights, by post number: each word's postings in post order, words in order,
 * cut into chunks named after their content.
 */
export function searchIndexFiles(
  posts: ReadonlyMap<number, Iterable<readonly [string, number]>>,
  metaName: string = SEARCH_META,
): {
  meta: SearchFile;
  chunks: SearchFile[];
} {
  const postings = new Map<string, number[]>();
  // Each word's last post, its postings being gaps from it.
  const last = new Map<string, number>();
  const numbers = [...posts.keys()].sort((a, b) => a - b);
  for (const number of numbers) {
    for (const [word, weight] of posts.get(number)!) {
      let list = postings.get(word);
      if (!list) postings.set(word, (list = []));
      list.push(number - (last.get(word) ?? 0), weight);
      last.set(word, number);
    }
  }
  const cutter = new ChunkCutter();
  for (const word of [...postings.keys()].sort()) cutter.add(word, postings.get(word)!);
  cutter.end();
  return indexFiles(cutter.firsts, cutter.chunks, posts.size, metaName);
}
