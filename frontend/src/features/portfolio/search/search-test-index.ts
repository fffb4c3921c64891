import { searchFragmentName, SEARCH_INDEX_VERSION, type SearchChunk, type SearchMeta } from '@portfolio/contract';
import { fragmentText, postWeights, searchIndexFiles, type SearchablePost } from '@portfolio/contract/search-build';
import type { ReadFile } from './search-query';

/**
 * The index the API would make of `posts` (numbered from 1), as files by name, and a reader of
 * them (`filesReader`).
 */
export function indexOf(posts: SearchablePost[]) {
  const files = new Map<string, string>();
  const { meta, chunks } = searchIndexFiles(new Map(posts.map((post, at) => [at + 1, postWeights(post)])));
  for (const file of [meta, ...chunks]) files.set(file.name, file.text);
  posts.forEach((post, at) => files.set(searchFragmentName(at + 1), fragmentText(post)));
  return filesReader(files);
}

/** A reader of `files` by name that lists what it read; a name that is no file is a failed request. */
export function filesReader(files: Map<string, string>) {
  const read: string[] = [];
  const readFile: ReadFile = async <T>(name: string) => {
    read.push(name);
    const text = files.get(name);
    if (text === undefined) throw new Error(`${name}: 404`);
    return JSON.parse(text) as T;
  };
  return { files, read, readFile };
}

/** A post as the index reads it. */
export const post = (title: string, text: string, fields: Partial<SearchablePost> = {}): SearchablePost => ({
  url: `/blog/${title.toLowerCase().replace(/\W+/g, '-')}`,
  title,
  date: '2026-03-05',
  tags: [],
  excerpt: '',
  text,
  ...fields,
});

/** An index cut by hand into chunks starting at `firsts`: what many posts would make (postings as gaps, as stored). */
export function chunkedIndex(words: Record<string, number[]>, firsts: string[]) {
  const sorted = Object.keys(words).sort();
  const files = new Map<string, string>();
  const meta: SearchMeta = { version: SEARCH_INDEX_VERSION, posts: 10, chunks: [] };
  firsts.forEach((first, at) => {
    const next = firsts[at + 1];
    const chunk: SearchChunk = sorted
      .filter((word) => word >= first && (next === undefined || word < next))
      .map((word) => [word, words[word]!]);
    files.set(`c-${at}.json`, JSON.stringify(chunk));
    meta.chunks.push([first, `c-${at}.json`]);
  });
  files.set('meta.json', JSON.stringify(meta));
  return files;
}
