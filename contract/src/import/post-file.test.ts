import { describe, expect, it } from 'vitest';
import { readFrontMatter } from './front-matter.js';
import { postFile } from './post-file.js';
import { readPostFile } from './read-post-file.js';

const SOURCE = 'export.zip, posts/a.md';

const roundTrip = (fields: Record<string, unknown>, markdown: string) =>
  readPostFile(postFile(fields, markdown), SOURCE);

const POST = {
  title: 'Été à Zürich — 東京 🎉',
  date: '2024-01-05',
  readTime: '5 min read',
  excerpt: 'First line.\nSecond line: with a colon.\n',
  slug: 'ete-a-zurich',
  status: 'scheduled',
  publishAt: '2030-01-01T08:00:00Z',
  tags: ['yes', 'null', '2024-01-05', '#hash'],
  formerSlugs: ['summer', 'zurich'],
  hidden: false,
  pinned: true,
  formerPaths: ['/2019/05/ete/', '/?p=12'],
  translations: [
    { language: 'fr', title: 'Été', body: '---\ntitle: not front matter\n---\n\n# Bonjour\n' },
    { language: 'de', title: '', readTime: '', excerpt: '', slug: '', tags: [], body: '' },
  ],
};

/** Text a YAML writer could read back as something else, or lose part of. */
const TRICKY = [
  '',
  ' ',
  'true',
  'no',
  '~',
  'null',
  '0x10',
  '1e3',
  '.inf',
  '-.nan',
  '012',
  '2024-01-05',
  '2024-01-05T10:00:00Z',
  '12:30:00',
  '"quoted"',
  "it's",
  ': colon first',
  'a: b',
  '- dash',
  '? question',
  '| pipe',
  '> fold',
  '&anchor',
  '*alias',
  '!tag',
  '%YAML 1.1',
  '@at',
  '`tick',
  '[a, b]',
  '{a: b}',
  'a #not a comment',
  '---',
  '...',
  '+++',
  ' leading space',
  'trailing space ',
  '\ttab',
  'a\nb',
  'ends with a line end\n',
  'ends with two\n\n',
  '\nstarts with a line end',
  '  indented first line\nthen not',
  'windows\r\nline ends\r\n',
  'trailing spaces   \nnext',
  'separator\u2028inside',
  'nul\u0000inside',
  'zero\u200bwidth and 👩‍👩‍👧 family',
  '---\ninside: yes\n---',
  'x'.repeat(500),
];

describe('postFile', () => {
  it('writes the fields in a stable order, the body below a blank line', () => {
    const shuffled = Object.fromEntries(Object.entries(POST).reverse());
    const file = postFile(shuffled, '# Hello\n');
    expect(file).toBe(postFile(POST, '# Hello\n'));
    const names = [...file.matchAll(/^(\w+):/gm)].map((match) => match[1]);
    expect(names).toEqual([
      'title',
      'date',
      'readTime',
      'excerpt',
      'slug',
      'status',
      'publishAt',
      'tags',
      'formerSlugs',
      'hidden',
      'pinned',
      'formerPaths',
      'translations',
    ]);
    expect(file.endsWith('\n---\n\n# Hello\n')).toBe(true);
  });

  it('writes what other generators read: a date as a plain date, and a draft as one', () => {
    const file = postFile({ title: 'Draft', date: '2024-01-05', status: 'draft' }, 'Body');
    expect(file).toBe('---\ntitle: Draft\ndate: 2024-01-05\nstatus: draft\ndraft: true\n---\n\nBody');
    expect(roundTrip({ title: 'Draft', status: 'draft' }, 'Body').fields).toEqual({ title: 'Draft', status: 'draft' });
  });

  it('leaves the body field out: the body is the text', () => {
    const file = postFile({ title: 'A', body: '0123456789abcdef0123456789abcdef' }, 'Text');
    expect(readFrontMatter(file, SOURCE).data).toEqual({ title: 'A' });
  });

  it('keeps a field it does not know, after those it does', () => {
    const file = postFile({ zeta: 1, title: 'A', alpha: ['x'] }, '');
    expect(Object.keys(readPostFile(file, SOURCE).fields)).toEqual(['title', 'alpha', 'zeta']);
  });
});

describe('readPostFile', () => {
  it('gives back a whole post exactly', () => {
    expect(roundTrip(POST, '# Hello\n\n---\n\nBelow a rule.\n')).toEqual({
      fields: POST,
      markdown: '# Hello\n\n---\n\nBelow a rule.\n',
    });
  });

  it('gives back empty fields and an empty body', () => {
    expect(roundTrip({}, '')).toEqual({ fields: {}, markdown: '' });
    expect(roundTrip({ title: '', tags: [], translations: [] }, '')).toEqual({
      fields: { title: '', tags: [], translations: [] },
      markdown: '',
    });
  });

  it.each(TRICKY.map((text) => [JSON.stringify(text), text]))('gives back %s in every kind of place', (_, text) => {
    const fields = {
      title: text,
      excerpt: text,
      tags: [text, 'plain'],
      translations: [{ language: 'fr', title: text, body: text }],
    };
    expect(roundTrip(fields, text)).toEqual({ fields, markdown: text });
  });

  it('reads a file a person saved on Windows, without the blank line', () => {
    const file = '---\r\ntitle: Edited\r\n---\r\nBody\r\n';
    expect(readPostFile(file, SOURCE)).toEqual({ fields: { title: 'Edited' }, markdown: 'Body\r\n' });
  });
});
