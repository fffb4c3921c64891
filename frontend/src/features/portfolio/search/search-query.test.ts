import { SEARCH_INDEX_VERSION } from '@portfolio/contract';
import { describe, expect, it } from 'vitest';
import { SearchIndexReader } from './search-query';
import { chunkedIndex, filesReader, indexOf, post } from './search-test-index';

const posts = [
  post('Postgres locks', 'Advisory locks and row locks in PostgreSQL.'),
  post('Queues', 'A queue of jobs, with postgres as its store and a zanzibar retry.'),
  post('Gardening', 'Tomatoes need sun.', { tags: ['Postgres'] }),
];

const reader = (files = indexOf(posts)) => ({ reader: new SearchIndexReader(files.readFile), read: files.read });

describe('a search of the index', () => {
  it('finds a post by a word of its body only, and a post whose title has the word before one whose body has it', async () => {
    const { reader: search } = reader();
    expect(await search.find('zanzibar ')).toEqual([{ post: 2, score: expect.any(Number) }]);
    const found = await search.find('postgres ');
    expect(found.map(({ post: number }) => number)).toEqual([1, 3, 2]);
  });

  it('needs every word, reads the last as a start unless a space follows it, and finds nothing of an empty query', async () => {
    const { reader: search } = reader();
    expect((await search.find('postgres que')).map(({ post: number }) => number)).toEqual([2]);
    expect(await search.find('postgres que ')).toEqual([]);
    expect((await search.find('Tomat')).map(({ post: number }) => number)).toEqual([3]);
    expect(await search.find('  ')).toEqual([]);
  });

  it('reads the description once, each chunk once, and a fragment only when asked', async () => {
    const { reader: search, read } = reader();
    await search.find('locks');
    await search.find('locks ');
    expect(read).toEqual(['meta.json', expect.stringMatching(/^c-/)]);
    expect((await search.fragment(2)).title).toBe('Queues');
    expect((await search.fragment(3)).date).toBe('Mar 5, 2026');
  });

  it('reads a prefix in the chunks after its own while they start with it, at most three', async () => {
    const files = chunkedIndex(
      { car: [1, 10], card: [2, 10], care: [3, 10], cargo: [4, 10], carp: [5, 10], cart: [6, 10], cat: [7, 10] },
      ['', 'card', 'care', 'cargo', 'carp'],
    );
    const { reader: search, read } = reader(filesReader(files));
    const found = await search.find('car');
    // cargo's chunk is the fourth: not read.
    expect(found.map(({ post: number }) => number).sort()).toEqual([1, 2, 3]);
    expect(read).toEqual(['meta.json', 'c-0.json', 'c-1.json', 'c-2.json']);
  });

  it('reads the description again when a chunk it names is gone, once', async () => {
    const index = indexOf(posts);
    const search = new SearchIndexReader(index.readFile);
    await search.find('locks');
    // The index made again: another chunk under another name.
    const chunk = [...index.files.keys()].find((name) => name.startsWith('c-'))!;
    index.files.set('c-new.json', index.files.get(chunk)!);
    index.files.delete(chunk);
    index.files.set('meta.json', index.files.get('meta.json')!.replace(chunk, 'c-new.json'));
    expect((await search.find('zanzibar')).map(({ post: number }) => number)).toEqual([2]);
    index.files.delete('meta.json');
    await expect(new SearchIndexReader(index.readFile).find('zanzibar')).rejects.toThrow('meta.json: 404');
  });

  it('reads postings as gaps between post numbers', async () => {
    const files = chunkedIndex({ locks: [3, 10, 4, 20, 1, 30] }, ['']);
    const { reader: search } = reader(filesReader(files));
    expect(await search.find('locks')).toEqual([
      { post: 8, score: expect.any(Number) },
      { post: 7, score: expect.any(Number) },
      { post: 3, score: expect.any(Number) },
    ]);
  });

  it('reads no index of another format, and reads the description again at the next query', async () => {
    const files = chunkedIndex({ locks: [3, 10] }, ['']);
    const current = files.get('meta.json')!;
    files.set('meta.json', current.replace(`"version":${SEARCH_INDEX_VERSION}`, '"version":1'));
    const { reader: search } = reader(filesReader(files));
    await expect(search.find('locks')).rejects.toThrow('meta.json: version 1');
    files.set('meta.json', current);
    expect((await search.find('locks')).map(({ post }) => post)).toEqual([3]);
  });
});
