import {
  readPostings,
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
      words.map((word, at) => this.postsOf(meta, word, prefix && at === words.length - 1)),
    );
    const scores = new Map<number, number>();
    for (const [at, posts] of matches.entries()) {
      const idf = Math.log(1 + (meta.posts - posts.size + 0.5) / (posts.size + 0.5));
      for (const [post, weight] of posts) {
        const before = scores.get(post);
        if (at === 0) scores.set(post, idf * weight);
        else if (before !== undefined) scores.set(post, before + idf * weight);
      }
      // Every word must be found: a post that missed one is dropped.
      if (at > 0) for (const post of scores.keys()) if (!posts.has(post)) scores.delete(post);
    }
    return [...scores].map(([post, score]) => ({ post, score })).sort((a, b) => b.score - a.score || b.post - a.post);
  }

  /** The posts that hold `word` (or, as a prefix, a word it starts), each with its best weight. */
  private async postsOf(meta: SearchMeta, word: string, prefix: boolean): Promise<Map<number, number>> {
    const first = searchChunkOf(meta, word);
    const files = [meta.chunks[first]![1]];
    for (let at = first + 1; prefix && at < meta.chunks.length && files.length < PREFIX_CHUNKS; at += 1) {
      const [start, file] = meta.chunks[at]!;
      if (!start.startsWith(word)) break;
      files.push(file);
    }
    const posts = new Map<number, number>();
    for (const chunk of await Promise.all(files.map((file) => this.chunk(file)))) {
      for (const [entry, postings] of chunk) {
        if (entry !== word && !(prefix && entry.startsWith(word))) continue;
        for (const [post, weight] of readPostings(postings)) posts.set(post, Math.max(posts.get(post) ?? 0, weight));
      }
    }
    return posts;
  }

  private chunk(file: string): Promise<SearchChunk> {
    return once(this.chunks, file, () => this.read<SearchChunk>(file));
  }
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
