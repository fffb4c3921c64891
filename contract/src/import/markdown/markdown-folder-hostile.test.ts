import { afterAll, describe, expect, it } from 'vitest';
import { ImportFileError } from '../imported-post.js';
import { readMarkdownFolder, type MarkdownFolderOptions } from './markdown-folder.js';
import { archiveFile, collect, removeTestArchives, zipOf, type TestEntry } from '../zip/test-archives.js';

afterAll(removeTestArchives);

const FINE: TestEntry = { name: '_posts/2020-01-01-fine.md', data: '---\ntitle: Fine\n---\nText' };

const readArchive = async (
  entries: TestEntry[],
  swapped?: Record<string, string>,
  options: MarkdownFolderOptions = {},
) => collect(readMarkdownFolder(await zipOf(entries, swapped), 'blog.zip', options));

/** The refusal that stopped a reading, checked to name the archive and `entry`. */
function refusal(read: Awaited<ReturnType<typeof collect>>, entry?: string): ImportFileError {
  expect(read.error).toBeInstanceOf(ImportFileError);
  const error = read.error as ImportFileError;
  expect(error.source).toBe(entry ? `blog.zip, ${entry}` : 'blog.zip');
  return error;
}

describe('readMarkdownFolder refuses a hostile archive', () => {
  it.each([
    ['climbs out', 'xx/xx/evil.md', '../../evil.md'],
    ['is absolute', '_etc/passwd.md', '/etc/passwd.md'],
  ])('an entry whose name %s, before giving anything', async (_, harmless, hostile) => {
    const read = await readArchive([FINE, { name: harmless, data: 'x' }], { [harmless]: hostile });
    expect(refusal(read, hostile).message).toMatch(/climbs out|absolute/);
    expect(read.order).toEqual([]);
  });

  it('a symbolic link, before giving anything', async () => {
    const read = await readArchive([FINE, { name: 'img/a.png', data: '/etc/passwd', mode: 0o120777 }]);
    expect(refusal(read, 'img/a.png').message).toContain('symbolic link');
    expect(read.order).toEqual([]);
  });

  it('a post that expands past the bound, giving nothing after it', async () => {
    const bomb = { name: '_posts/2020-01-02-bomb.md', data: Buffer.alloc(2 * 1024 * 1024, 'a'), compress: true };
    const read = await readArchive(
      [FINE, bomb, { ...FINE, name: '_posts/2020-01-03-after.md' }],
      {},
      {
        bounds: { entryBytes: 1024 * 1024 },
      },
    );
    expect(refusal(read, bomb.name).message).toContain('more than 1,048,576 bytes');
    expect(read.posts.map((post) => post.title)).toEqual(['Fine']);
    expect(read.order).toEqual(['post']);
  });

  it('an archive whose posts and images together expand past the bound', async () => {
    const read = await readArchive(
      [
        { name: '_posts/2020-01-01-a.md', data: `![a](/a.png)\n${'x'.repeat(600 * 1024)}`, compress: true },
        { name: 'a.png', data: Buffer.alloc(600 * 1024), compress: true },
      ],
      {},
      { bounds: { totalBytes: 1024 * 1024 } },
    );
    expect(refusal(read, 'a.png').message).toContain('more than an import may read');
    expect(read.order).toEqual(['post']);
  });

  it('malformed front matter, naming the file and the entry, giving nothing after it', async () => {
    const broken = { name: '_posts/2020-01-02-broken.md', data: '---\ntitle: [unclosed\n---\nText' };
    const read = await readArchive([FINE, broken, { ...FINE, name: '_posts/2020-01-03-after.md' }]);
    expect(refusal(read, broken.name).message).toContain('not valid YAML');
    expect(read.order).toEqual(['post']);
  });

  it('a YAML alias bomb', async () => {
    const levels = ['a: &a [x, x, x, x, x, x, x, x, x]'];
    for (const [from, to] of [
      ['a', 'b'],
      ['b', 'c'],
      ['c', 'd'],
      ['d', 'e'],
      ['e', 'f'],
    ]) {
      levels.push(`${to}: &${to} [${Array(9).fill(`*${from}`).join(', ')}]`);
    }
    const bomb = { name: '_posts/2020-01-02-bomb.md', data: `---\n${levels.join('\n')}\n---\nText` };
    const read = await readArchive([bomb, FINE]);
    expect(refusal(read, bomb.name).message).toContain('aliases');
    expect(read.order).toEqual([]);
  });

  it('a file that is not a zip', async () => {
    const read = await collect(readMarkdownFolder(archiveFile(Buffer.from('---\ntitle: a\n---\n')), 'blog.zip'));
    expect(refusal(read).message).toContain('not a zip archive');
    expect(read.order).toEqual([]);
  });
});

describe('readMarkdownFolder, settings it cannot read', () => {
  it("warns, and gives the posts the generator's default addresses", async () => {
    const read = await readArchive([
      { name: '_config.yml', data: 'permalink: [unclosed\n' },
      { name: '_posts/2020-01-01-fine.md', data: '---\ntitle: Fine\n---\nText' },
    ]);
    expect(read.error).toBeUndefined();
    expect(read.warnings).toHaveLength(1);
    expect(read.warnings[0]!.source).toBe('_config.yml');
    expect(read.warnings[0]!.message).toContain("The posts' old addresses are the generator's defaults.");
    expect(read.posts[0]!.oldPath).toBe('/2020/01/01/fine.html');
  });
});
