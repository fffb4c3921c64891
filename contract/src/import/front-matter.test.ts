import { TomlDate } from 'smol-toml';
import { describe, expect, it } from 'vitest';
import { readFrontMatter } from './front-matter.js';
import { ImportFileError } from './imported-post.js';

const SOURCE = 'blog.zip, _posts/2019-05-01-a.md';

/** The error reading `text` throws, checked to be an import's refusal naming the file. */
function refusal(text: string): ImportFileError {
  try {
    readFrontMatter(text, SOURCE);
  } catch (error) {
    expect(error).toBeInstanceOf(ImportFileError);
    expect((error as ImportFileError).source).toBe(SOURCE);
    return error as ImportFileError;
  }
  throw new Error('It was read.');
}

describe('readFrontMatter', () => {
  it('reads a file without front matter as all body', () => {
    expect(readFrontMatter('\uFEFF# Hello\n\n---\n\ntext', SOURCE)).toEqual({
      data: {},
      body: '# Hello\n\n---\n\ntext',
    });
  });

  it('reads YAML between --- lines, the body below as written, dates as their text', () => {
    const text =
      '---\ntitle: "Foo --- Bar"\ndate: 2010-01-10 13:07:09 +00:00\ntags:\n- food\n- pizza\n---\n\nBody\n---\nmore';
    expect(readFrontMatter(text, SOURCE)).toEqual({
      data: { title: 'Foo --- Bar', date: '2010-01-10 13:07:09 +00:00', tags: ['food', 'pizza'] },
      body: '\nBody\n---\nmore',
    });
  });

  it('reads Windows line ends, the YAML end marker and empty front matter', () => {
    expect(readFrontMatter('---\r\ntitle: Win\r\n...\r\nBody\r\n', SOURCE)).toEqual({
      data: { title: 'Win' },
      body: 'Body\r\n',
    });
    expect(readFrontMatter('---\n---\nNo fields.', SOURCE)).toEqual({ data: {}, body: 'No fields.' });
  });

  it('reads TOML between +++ lines, its dates as TOML dates', () => {
    const { data, body } = readFrontMatter(
      '+++\ntitle = "Emoji Support"\ndate = 2019-03-05T10:00:00+02:00\ntags = [\n    "emoji",\n]\n+++\n\nBody',
      SOURCE,
    );
    expect(data.title).toBe('Emoji Support');
    expect(data.tags).toEqual(['emoji']);
    expect(data.date).toBeInstanceOf(TomlDate);
    expect((data.date as TomlDate).toISOString()).toBe('2019-03-05T10:00:00.000+02:00');
    expect(body).toBe('\nBody');
  });

  it('makes nothing of a YAML tag but the plain value, and lets a repeated key win as Jekyll does', () => {
    const { data } = readFrontMatter('---\nx: !ruby/object:Gem::Version\n  v: 1\ntitle: a\ntitle: b\n---\n', SOURCE);
    expect(data).toEqual({ x: { v: 1 }, title: 'b' });
  });

  it('keeps a __proto__ key a field, never the prototype', () => {
    const { data } = readFrontMatter('---\n__proto__:\n  polluted: true\n---\n', SOURCE);
    expect(Object.getPrototypeOf(data)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('reads a few aliases', () => {
    const { data } = readFrontMatter('---\nbase: &tags [a, b]\ntags: *tags\n---\n', SOURCE);
    expect(data.tags).toEqual(['a', 'b']);
  });

  it('refuses a YAML alias bomb', () => {
    const bomb = [
      'a: &a [x, x, x, x, x, x, x, x, x]',
      'b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]',
      'c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b]',
      'd: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c]',
      'e: [*d, *d, *d, *d, *d, *d, *d, *d, *d]',
    ].join('\n');
    expect(refusal(`---\n${bomb}\n---\nBody`).message).toContain('aliases');
  });

  it('refuses malformed YAML, naming the line of the file', () => {
    expect(refusal('---\ntitle: ok\ndate: a: b\n---\n').message).toMatch(/not valid YAML at line 3/);
  });

  it('refuses malformed TOML, naming the line of the file', () => {
    expect(refusal('+++\ntitle = "ok"\ndate = \n+++\n').message).toMatch(/not valid TOML at line 3/);
  });

  it('refuses front matter that is never closed, or is not fields', () => {
    expect(refusal('---\ntitle: a\n\nBody').message).toContain('never closed');
    expect(refusal('---\n- a\n- b\n---\n').message).toContain('not a list of fields');
  });
});
