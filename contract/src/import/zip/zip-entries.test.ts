import { afterAll, describe, expect, it } from 'vitest';
import { ImportFileError } from '../imported-post.js';
import { readZipEntries, type ZipBounds } from './zip-entries.js';
import { archiveFile, removeTestArchives, zipBytes, zipOf, type TestEntry } from './test-archives.js';

afterAll(removeTestArchives);

/** Every entry read to its end, and the error that stopped the reading, if any. */
async function readAll(path: string, bounds?: Partial<ZipBounds>) {
  const read: { path: string; size: number; text: string }[] = [];
  try {
    for await (const entry of readZipEntries(path, 'blog.zip', bounds)) {
      read.push({ path: entry.path, size: entry.size, text: (await entry.read()).toString() });
    }
    return { read };
  } catch (error) {
    return { read, error };
  }
}

/** The refusal of an archive whose first entry is fine and whose second is `hostile`. */
async function refusal(hostile: TestEntry, swapped?: Record<string, string>, bounds?: Partial<ZipBounds>) {
  const { read, error } = await readAll(await zipOf([{ name: 'first.md', data: 'fine' }, hostile], swapped), bounds);
  expect(read.map((entry) => entry.path)).toEqual(['first.md']);
  expect(error).toBeInstanceOf(ImportFileError);
  return error as ImportFileError;
}

const ZEROS = Buffer.alloc(2 * 1024 * 1024);

describe('readZipEntries', () => {
  it('gives the files in the archive order with their bytes, without folders or what macOS adds', async () => {
    const zip = await zipOf([
      { name: '_posts/2019-05-01-a.md', data: '# A' },
      { name: '__MACOSX/_posts/._2019-05-01-a.md', data: 'resource fork' },
      { name: '_posts/.DS_Store', data: 'finder' },
      { name: 'images/é.png', data: Buffer.from([0x89, 0x50, 0x4e, 0x47]), compress: false },
    ]);
    const { read, error } = await readAll(zip);
    expect(error).toBeUndefined();
    expect(read).toEqual([
      { path: '_posts/2019-05-01-a.md', size: 3, text: '# A' },
      { path: 'images/é.png', size: 4, text: Buffer.from([0x89, 0x50, 0x4e, 0x47]).toString() },
    ]);
  });

  it('reads only the entries asked for, and not one after the next is asked for', async () => {
    const entries = [];
    for await (const entry of readZipEntries(
      await zipOf([
        { name: 'a.md', data: 'a' },
        { name: 'b.md', data: 'b' },
      ]),
      'blog.zip',
    )) {
      entries.push(entry);
    }
    expect(entries.map((entry) => entry.path)).toEqual(['a.md', 'b.md']);
    await expect(entries[0]!.read()).rejects.toThrow('was read after the next entry was asked for');
  });

  it.each([
    ['climbs out', 'xx/evil.md', '../evil.md', 'climbs out of the archive'],
    ['climbs out from inside', 'a/xx/xx/b.md', 'a/../../b.md', 'climbs out of the archive'],
    ['is absolute', '_etc/passwd', '/etc/passwd', 'absolute path'],
    ['names a drive', 'Cx/x.md', 'C:/x.md', 'absolute path'],
    ['hides a backslash', 'C_xx.md', 'C:\\x.md', 'backslash'],
    ['hides a NUL', 'a_b.md', 'a\0b.md', 'NUL'],
  ])('refuses an entry whose name %s, naming it, and gives nothing after', async (_, harmless, hostile, words) => {
    const error = await refusal({ name: harmless, data: 'x' }, { [harmless]: hostile });
    expect(error.message).toContain(words);
    expect(error.source).toBe(`blog.zip, ${hostile.replace('\0', '\\u0000')}`);
  });

  it('refuses a symbolic link', async () => {
    const error = await refusal({ name: 'link.md', data: '/etc/passwd', mode: 0o120777 });
    expect(error.source).toBe('blog.zip, link.md');
    expect(error.message).toContain('symbolic link');
  });

  it('refuses an encrypted entry', async () => {
    const bytes = await zipBytes([
      { name: 'first.md', data: 'fine' },
      { name: 'secret.md', data: 'hidden', compress: true },
    ]);
    const { read, error } = await readAll(archiveFile(flagEncrypted(bytes, 'secret.md')));
    expect(read.map((entry) => entry.path)).toEqual(['first.md']);
    expect(error).toBeInstanceOf(ImportFileError);
    expect((error as ImportFileError).source).toBe('blog.zip, secret.md');
    expect((error as ImportFileError).message).toContain('encrypted');
  });

  it('refuses an archive listing more entries than the bound, before giving any', async () => {
    const zip = await zipOf(['a', 'b', 'c'].map((name) => ({ name: `${name}.md`, data: name })));
    const { read, error } = await readAll(zip, { entries: 2 });
    expect(read).toEqual([]);
    expect((error as ImportFileError).source).toBe('blog.zip');
    expect((error as ImportFileError).message).toContain('at most 2');
    expect((await readAll(zip, { entries: 3 })).read).toHaveLength(3);
  });

  it('stops a zip bomb while it expands: an entry past the bound', async () => {
    const error = await refusal({ name: 'bomb.md', data: ZEROS, compress: true }, {}, { entryBytes: 1024 * 1024 });
    expect(error.source).toBe('blog.zip, bomb.md');
    expect(error.message).toContain('more than 1,048,576 bytes');
  });

  it('stops a zip bomb whose header lies about its size', async () => {
    const bytes = await zipBytes([
      { name: 'first.md', data: 'fine' },
      { name: 'bomb.md', data: ZEROS, compress: true },
    ]);
    const { read, error } = await readAll(archiveFile(declareSize(bytes, 'bomb.md', 1000)), { entryBytes: 10_000 });
    expect(read.map((entry) => entry.path)).toEqual(['first.md']);
    expect((error as ImportFileError).source).toBe('blog.zip, bomb.md');
    expect((error as ImportFileError).message).toContain('too many bytes');
  });

  it('stops when the entries read together expand past the bound', async () => {
    const half = Buffer.alloc(600 * 1024);
    const zip = await zipOf([
      { name: 'a.md', data: half, compress: true },
      { name: 'b.md', data: half, compress: true },
    ]);
    const { read, error } = await readAll(zip, { totalBytes: 1024 * 1024 });
    expect(read.map((entry) => entry.path)).toEqual(['a.md']);
    expect((error as ImportFileError).source).toBe('blog.zip, b.md');
    expect((await readAll(zip, { totalBytes: 1200 * 1024 })).error).toBeUndefined();
  });

  it('refuses a file that is not a zip, naming it', async () => {
    const { read, error } = await readAll(archiveFile(Buffer.from('<?xml version="1.0"?><rss></rss>')));
    expect(read).toEqual([]);
    expect(error).toBeInstanceOf(ImportFileError);
    expect((error as ImportFileError).source).toBe('blog.zip');
    expect((error as ImportFileError).message).toContain('not a zip archive');
  });
});

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;

/** Each header (local and central) of the entry `name`: its offset and where its name starts. */
function headersOf(bytes: Buffer, name: string) {
  const headers: { at: number; central: boolean }[] = [];
  for (let at = 0; at + 4 <= bytes.length; at += 1) {
    const signature = bytes.readUInt32LE(at);
    if (signature !== LOCAL_HEADER && signature !== CENTRAL_HEADER) continue;
    const central = signature === CENTRAL_HEADER;
    const nameAt = at + (central ? 46 : 30);
    const length = bytes.readUInt16LE(at + (central ? 28 : 26));
    if (bytes.toString('utf8', nameAt, nameAt + length) === name) headers.push({ at, central });
  }
  return headers;
}

/** The archive with the entry `name` marked encrypted (the general purpose flag's first bit). */
function flagEncrypted(bytes: Buffer, name: string): Buffer {
  const marked = Buffer.from(bytes);
  for (const { at, central } of headersOf(marked, name)) {
    const flags = at + (central ? 8 : 6);
    marked.writeUInt16LE(marked.readUInt16LE(flags) | 1, flags);
  }
  return marked;
}

/** The archive with the central directory saying the entry `name` expands to `size` bytes. */
function declareSize(bytes: Buffer, name: string, size: number): Buffer {
  const lying = Buffer.from(bytes);
  for (const { at, central } of headersOf(lying, name)) if (central) lying.writeUInt32LE(size, at + 24);
  return lying;
}
