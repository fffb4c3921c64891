import { SEARCH_INDEX_VERSION, type SearchChunk, type SearchMeta } from './search-index.js';

/** A file of the index: its name under the index's path, and its text. */
export interface SearchFile {
  name: string;
  text: string;
}

// A chunk ends after a word once it holds this many characters and the word's hash says so, or at
// the most: boundaries set by the words themselves, so a post's edit moves no boundary but near its
// own words, and the chunks it does not touch keep their names. A query reads a chunk, or up to
// three for a word typed in part: at 10,000 posts these sizes keep a later query, five results'
// fragments included, at about 22 KB gzipped and 32 KB at most (docs/blog/search.md).
const CHUNK_AT_LEAST = 6_000;
const CHUNK_AT_MOST = 24_000;
const BOUNDARY_ONE_IN = 16;
// One hash in BOUNDARY_ONE_IN ends with this hexadecimal digit.
const BOUNDARY_HEX = (BOUNDARY_ONE_IN - 1).toString(16);

/**
 * Cuts words in order, each with its postings, into chunks named after their content. Where a
 * chunk ends depends only on the words since the last end, so cutting from any chunk's start gives
 * the chunks a whole index's cut gives from there.
 */
export class ChunkCutter {
  readonly chunks: SearchFile[] = [];
  /** Each chunk's first word and name, as the description lists them. */
  readonly firsts: [string, string][] = [];
  // The chunk being filled: its first word, and each word's entry as JSON, written once and
  // measured as written (a `SearchChunk` is their list).
  private first = '';
  private entries: string[] = [];
  private length = 0;

  add(word: string, postings: number[]): void {
    const entry: SearchChunk[number] = [word, postings];
    if (this.entries.length === 0) this.first = word;
    this.entries.push(JSON.stringify(entry));
    this.length += this.entries.at(-1)!.length + 1;
    if (this.length >= CHUNK_AT_MOST || (this.length >= CHUNK_AT_LEAST && contentHash(word).endsWith(BOUNDARY_HEX))) {
      this.cut();
    }
  }

  /** Whether the words added so far ended a chunk with the last of them. */
  get atBoundary(): boolean {
    return this.entries.length === 0;
  }

  /** Cuts what is left, if anything, as the last chunk. */
  end(): void {
    if (this.entries.length > 0) this.cut();
  }

  private cut(): void {
    const chunk = chunkFile(this.entries);
    this.chunks.push(chunk);
    this.firsts.push([this.first, chunk.name]);
    this.entries = [];
    this.length = 0;
  }
}

/** A chunk of these entries (each a word and its postings, as JSON), named after its content. */
function chunkFile(entries: string[]): SearchFile {
  const text = `[${entries.join(',')}]`;
  return { name: `c-${contentHash(text)}.json`, text };
}

/**
 * An index's files, from each of its chunks' first word and name (`firsts`) and the chunks made
 * (`made`): its description, which lists the first chunk under no word (a word before every other
 * is in it), and the chunks; an index of no word is one empty chunk, which a reader reads as no
 * result.
 */
export function indexFiles(
  firsts: readonly [string, string][],
  made: SearchFile[],
  posts: number,
  metaName: string,
): { meta: SearchFile; chunks: SearchFile[] } {
  if (firsts.length === 0) {
    const empty = chunkFile([]);
    return indexFiles([['', empty.name]], [...made, empty], posts, metaName);
  }
  const chunks = firsts.map(([first, name], at): [string, string] => [at === 0 ? '' : first, name]);
  const meta: SearchMeta = { version: SEARCH_INDEX_VERSION, posts, chunks };
  return { meta: { name: metaName, text: JSON.stringify(meta) }, chunks: made };
}

/** 64 bits of FNV-1a over the text, in hexadecimal: a name that changes with the content. */
function contentHash(text: string): string {
  let low = 0x811c9dc5;
  let high = 0xcbf29ce4;
  for (let at = 0; at < text.length; at += 1) {
    const code = text.charCodeAt(at);
    low = Math.imul(low ^ code, 0x01000193);
    high = Math.imul(high ^ (code + at), 0x01000193);
  }
  return (high >>> 0).toString(16).padStart(8, '0') + (low >>> 0).toString(16).padStart(8, '0');
}
