import { DEFAULT_PORTFOLIO, SHAPE_VERSION } from '@portfolio/contract';
import { describe, expect, it } from 'vitest';
import { OWNER_PORTFOLIO, OWNER_SPECIFICATION_DOCUMENT } from '@/test/fixtures';
import { exportFile, importFile } from './document-file';

describe('exportFile', () => {
  it('writes the document with its shape, named after the day', () => {
    const file = exportFile(DEFAULT_PORTFOLIO, new Date('2026-11-23T22:30:00Z'));

    expect(file.name).toBe('portfolio-2026-11-23.json');
    expect(JSON.parse(file.text)).toEqual({ shape: SHAPE_VERSION, portfolio: DEFAULT_PORTFOLIO });
  });

  it('is imported back as the same document', () => {
    const { text } = exportFile(DEFAULT_PORTFOLIO, new Date());

    expect(importFile(text)).toEqual({ ok: true, portfolio: DEFAULT_PORTFOLIO });
  });
});

describe('importFile', () => {
  it('takes a bare document, as the API answers it, and drops fields it does not know', () => {
    const text = JSON.stringify({ ...DEFAULT_PORTFOLIO, theme: 'dark' });

    expect(importFile(text)).toEqual({ ok: true, portfolio: DEFAULT_PORTFOLIO });
  });

  it.each([
    ['an exported file', { shape: SHAPE_VERSION, portfolio: OWNER_SPECIFICATION_DOCUMENT }],
    ['a bare document', OWNER_SPECIFICATION_DOCUMENT],
  ])('takes %s without the fields added after the specification, and reads them as empty', (_, file) => {
    expect(importFile(JSON.stringify(file))).toEqual({ ok: true, portfolio: OWNER_PORTFOLIO });
  });

  it('leaves broken values to the editor to show, as a save would', () => {
    const broken = {
      ...DEFAULT_PORTFOLIO,
      personalInfo: { ...DEFAULT_PORTFOLIO.personalInfo, email: 'nope', name: '' },
    };

    expect(importFile(JSON.stringify(broken))).toEqual({ ok: true, portfolio: broken });
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
    ['a file over 256 KB', ' '.repeat(256 * 1024 + 1), 'The file is larger than 256 KB, the most a save takes.'],
  ])('refuses %s, saying why', (_, text, reason) => {
    expect(importFile(text)).toEqual({ ok: false, reason });
  });
});
