import { BODY_LIMIT_BYTES, DEFAULT_PORTFOLIO, POST_BODY_MAX, SHAPE_VERSION } from '@portfolio/contract';
import { describe, expect, it } from 'vitest';
import { OWNER_PORTFOLIO, OWNER_SPECIFICATION_DOCUMENT } from '@/test/fixtures';
import { exportFile, FILE_LIMIT_BYTES, importFile } from './document-file';

/** What the editor holds: its posts' bodies as Markdown. */
const WITH_BODY = {
  ...OWNER_PORTFOLIO,
  blogs: OWNER_PORTFOLIO.blogs.map((post, index) =>
    index === 0 ? { ...post, slug: 'backpressure', body: '## Queues\n\nThey fill up.' } : post,
  ),
};
const BODY_ID = '0123456789abcdef0123456789abcdef';

describe('exportFile', () => {
  it('writes the document with its shape, named after the day', () => {
    const file = exportFile(DEFAULT_PORTFOLIO, new Date('2026-11-23T22:30:00Z'));

    expect(file.name).toBe('portfolio-2026-11-23.json');
    expect(JSON.parse(file.text)).toEqual({ shape: SHAPE_VERSION, bodies: 'markdown', portfolio: DEFAULT_PORTFOLIO });
  });

  it("is imported back as the same document, its posts' bodies as Markdown", () => {
    const { text } = exportFile(WITH_BODY, new Date());

    expect(importFile(text)).toEqual({ ok: true, portfolio: WITH_BODY, bodiesAsIds: false });
  });

  it('keeps an arranged document exactly: its order, hidden and featured items, and the site’s theme', () => {
    const arranged = structuredClone(OWNER_PORTFOLIO);
    arranged.skills.reverse();
    arranged.skills[0]!.hidden = true;
    arranged.projects[1]!.featured = true;
    arranged.blogs[2]!.hidden = true;
    arranged.appearance.theme = 'system';
    const { text } = exportFile(arranged, new Date());

    expect(importFile(text)).toEqual({ ok: true, portfolio: arranged, bodiesAsIds: false });
    expect(JSON.stringify((JSON.parse(text) as { portfolio: unknown }).portfolio)).toBe(JSON.stringify(arranged));
  });

  // The editor's file now holds the landing content alone; a file exported when the editor held
  // every post (at most 100 then) must still be read, each post with the longest body.
  it('has room for a file exported with every post of the former bound, each with the longest body', () => {
    expect(FILE_LIMIT_BYTES).toBeGreaterThanOrEqual(BODY_LIMIT_BYTES + 100 * POST_BODY_MAX * 3);
  });
});

describe('importFile', () => {
  it('takes a bare document, as the API answers it, and drops fields it does not know', () => {
    const text = JSON.stringify({ ...DEFAULT_PORTFOLIO, theme: 'dark' });

    expect(importFile(text)).toEqual({ ok: true, portfolio: DEFAULT_PORTFOLIO, bodiesAsIds: true });
  });

  it("takes a bare document's bodies as the ids of bodies stored on the site", () => {
    const document = { ...OWNER_PORTFOLIO, blogs: [{ ...OWNER_PORTFOLIO.blogs[0]!, slug: 'queues', body: BODY_ID }] };

    expect(importFile(JSON.stringify(document))).toEqual({ ok: true, portfolio: document, bodiesAsIds: true });
  });

  it.each([
    ['an exported file', { shape: SHAPE_VERSION, portfolio: OWNER_SPECIFICATION_DOCUMENT }],
    ['a bare document', OWNER_SPECIFICATION_DOCUMENT],
  ])('takes %s without the fields added after the specification, and reads them as empty', (_, file) => {
    expect(importFile(JSON.stringify(file))).toMatchObject({ ok: true, portfolio: OWNER_PORTFOLIO });
  });

  it('leaves broken values to the editor to show, as a save would', () => {
    const broken = {
      ...DEFAULT_PORTFOLIO,
      personalInfo: { ...DEFAULT_PORTFOLIO.personalInfo, email: 'nope', name: '' },
    };

    expect(importFile(JSON.stringify(broken))).toMatchObject({ ok: true, portfolio: broken });
  });

  it.each([
    ['text that is not JSON', 'portfolio', 'The file is not JSON.'],
    ['an empty file', '', 'The file is not JSON.'],
    ['a list', '[]', 'The file is not a portfolio document: must be an object.'],
    [
      'a document without skills',
      JSON.stringify({ ...DEFAULT_PORTFOLIO, skills: undefined }),
      'The file is not a portfolio document: skills is required.',
    ],
    [
      'a number for a text',
      JSON.stringify({ ...DEFAULT_PORTFOLIO, personalInfo: { ...DEFAULT_PORTFOLIO.personalInfo, email: '', name: 7 } }),
      'The file is not a portfolio document: personalInfo.name must be text.',
    ],
    [
      'a shape from a newer version',
      JSON.stringify({ shape: SHAPE_VERSION + 1, portfolio: DEFAULT_PORTFOLIO }),
      'The file was exported by a newer version of the site; update this one first.',
    ],
    ['a file over 32 MB', ' '.repeat(32 * 1024 * 1024 + 1), 'The file is larger than 32 MB, the most an export holds.'],
  ])('refuses %s, saying why', (_, text, reason) => {
    expect(importFile(text)).toEqual({ ok: false, reason });
  });
});
