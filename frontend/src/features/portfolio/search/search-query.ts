import {
  searchChunkOf,
  searchFragmentName,
  SEARCH_INDEX_VERSION,
  SEARCH_META,
  SEARCH_PATH,
  searchWords,
  type SearchChunk,
  type SearchFragment,
  type SearchMeta,
} from '@portfolio/contract';

/** A post found, with its score: the higher, the better it answers the query. */
export interface Found {
  post: number;
  score: number;
}

/** A word's weight in each post, by the post's number (0 where it is not), and how many posts have it. */
interface WordWeights {
  weights: Float64Array;
  count: number;
}

/** Reads a file of the index by its name under the index's path; rejects when it cannot. */
export type ReadFile = <T>(name: string) => Promise<T>;

/** A prefix reads at most this many chunks: a letter or two would otherwise fetch much of the index. */
const PREFIX_CHUNKS = 3;

/** The index's files as the browser fetches them, each once (a stale description is read again). */
export const fetchFile: ReadFile = async <T>(name: string) => {
  const response = await fetch(`${SEARCH_PATH}/${name}`);
  if (!response.ok) throw new Error(`${name}: ${response.status}`);
  return (await response.json()) as T;
};

/**
 * The blog's search index as the reader's browser reads it (docs/blog/search.md): the description
 * first, then only the chunks a query's words are in, each once, and a result's fragment when it
 * is shown.
 */
export class SearchIndexReader {
  private meta: Promise<SearchMeta> | undefined;
  private readonly chunks = new Map<string, Promise<SearchChunk>>();
  private readonly fragments = new Map<number, Promise<SearchFragment>>();

  private readonly read: ReadFile;
  /** The description of the page's language's index: the primary's `meta.json`, another's `fr/meta.json`. */
  private readonly metaName: string;

  constructor(read: ReadFile = fetchFile, metaName = SEARCH_META) {
    this.read = read;
    this.metaName = metaName;
  }

  /**
   * The posts that hold every word of `query`, best first: each word but the last as it is, the
   * last also as the start of a longer one unless the query ends with a space. A word's rarity
   * (BM25's idf) times its weight in a post, summed over the words. Ties: the newer post (the
   * higher number) first.
   */
  async find(query: string): Promise<Found[]> {
    const words = searchWords(query);
    if (words.length === 0) return [];
    const prefix = !/\s$/.test(query);
    try {
      return await this.score(words, prefix);
    } catch {
      // A chunk the description names is gone: the index was made again since. Read it anew, once.
      this.meta = undefined;
      return this.score(words, prefix);
    }
  }

  /**
   * What a result shows of post `post`. One that is gone was taken out of the index since its
   * description was read (the post hidden or deleted): the next query reads the description anew.
   */
  fragment(post: number): Promise<SearchFragment> {
    return once(this.fragments, post, () => this.read<SearchFragment>(searchFragmentName(post))).catch(
      (error: unknown) => {
        this.meta = undefined;
        throw error;
      },
    );
  }

  private async score(words: string[], prefix: boolean): Promise<Found[]> {
    this.meta ??= this.read<SearchMeta>(this.metaName).then((read) => {
      // An index another release wrote (a page open across an upgrade) is not read as this one's
      // format: the search says it is unavailable, and asks again at the next query.
      if (read.version !== SEARCH_INDEX_VERSION) throw new Error(`${this.metaName}: version ${read.version}`);
      return read;
    });
    const meta = await this.meta.catch((error: unknown) => {
      this.meta = undefined;
      throw error;
    });
    const matches = await Promise.all(
      words.map((word, at) => this.weightsOf(meta, word, prefix && at === words.length - 1)),
    );
    const idfs = matches.map(({ count }) => Math.log(1 + (meta.posts - count + 0.5) / (count + 0.5)));
    const end = Math.min(...matches.map(({ weights }) => weights.length));
    const found: Found[] = [];
    for (let post = 1; post < end; post += 1) {
      let score = 0;
      // Every word must be found: a post that missed one is dropped.
      for (let at = 0; at < matches.length && score >= 0; at += 1) {
        const weight = matches[at]!.weights[post]!;
        score = weight > 0 ? score + idfs[at]! * weight : -1;
      }
      if (score > 0) found.push({ post, score });
    }
    return found.sort((a, b) => b.score - a.score || b.post - a.post);
  }

  /**
   * The best weight of `word` (or, as a prefix, of a word it starts) in each post, by the post's
   * number (0: not there), and in how many posts it is. In arrays rather than maps: a common word
   * at 10,000 posts has thousands of postings, read at each query.
   */
  private async weightsOf(meta: SearchMeta, word: string, prefix: boolean): Promise<WordWeights> {
    const first = searchChunkOf(meta, word);
    const files = [meta.chunks[first]![1]];
    for (let at = first + 1; prefix && at < meta.chunks.length && files.length < PREFIX_CHUNKS; at += 1) {
      const [start, file] = meta.chunks[at]!;
      if (!start.startsWith(word)) break;
      files.push(file);
    }
    const lists = (await Promise.all(files.map((file) => this.chunk(file))))
      .flat()
      .filter(([entry]) => entry === word || (prefix && entry.startsWith(word)))
      .map(([, postings]) => postings);
    return wordWeights(lists);
  }

  private chunk(file: string): Promise<SearchChunk> {
    return once(this.chunks, file, () => this.read<SearchChunk>(file));
  }
}

/** The best weight in each post of several postings (`[gap, weight, …]`, a prefix's words). */
function wordWeights(lists: readonly (readonly number[])[]): WordWeights {
  let last = 0;
  for (const postings of lists) {
    let post = 0;
    for (let at = 0; at + 1 < postings.length; at += 2) post += postings[at]!;
    last = Math.max(last, post);
  }
  const weights = new Float64Array(last + 1);
  let count = 0;
  for (const postings of lists) {
    for (let at = 0, post = 0; at + 1 < postings.length; at += 2) {
      post += postings[at]!;
      const weight = postings[at + 1]!;
      if (weights[post] === 0) count += 1;
      if (weight > weights[post]!) weights[post] = weight;
    }
  }
  return { weights, count };
}

/** `read()`'s answer for `key`, read once and kept; one that failed is read again when next asked for. */
function once<K, T>(kept: Map<K, Promise<T>>, key: K, read: () => Promise<T>): Promise<T> {
  let answer = kept.get(key);
  if (!answer) {
    answer = read();
    kept.set(key, answer);
    answer.catch(() => kept.delete(key));
  }
  return answer;
}
