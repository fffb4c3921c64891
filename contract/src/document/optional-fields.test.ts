import { describe, expect, it } from 'vitest';
import { DEFAULT_PORTFOLIO } from '../default-portfolio.js';
import { checkDocument, fieldAt, fieldPaths, hasShape, isRecord, pick } from './check.js';
import { list, object, optional, text } from './fields.js';
import { optionalFieldPaths, withoutOptionalFields } from './optional-fields.js';
import { checkPortfolio, isPortfolio, pickPortfolio, PORTFOLIO } from './portfolio.js';
import { MESSAGES } from './values.js';

/** The document as the specification shapes it: the default content without the fields added since. */
const SPECIFICATION_DOCUMENT = withoutOptionalFields(PORTFOLIO, DEFAULT_PORTFOLIO);

/** Every optional field the default content has room for, found by walking the description. */
const OPTIONAL_PATHS = optionalFieldPaths(PORTFOLIO, DEFAULT_PORTFOLIO);

/** A copy of the default content with one change at a dotted path; `undefined` leaves the key out. */
function withValue(path: string, value: unknown): unknown {
  const document: unknown = structuredClone(DEFAULT_PORTFOLIO);
  const keys = path.split('.');
  const last = keys.pop()!;
  const parent = keys.reduce((node, key) => (node as Record<string, unknown>)[key], document) as Record<
    string,
    unknown
  >;
  if (value === undefined) delete parent[last];
  else parent[last] = value;
  return document;
}

const keysOf = (value: unknown) => (isRecord(value) ? Object.keys(value).sort() : value);

describe('the fields added after the specification', () => {
  // That no field of the specification is optional is the next test's: its document holds them all.
  it('are optional', () => {
    expect(OPTIONAL_PATHS).toEqual(
      expect.arrayContaining([
        'personalInfo.portrait',
        'personalInfo.resume',
        'projects.0.image',
        'projects.1.image',
        'projects.2.image',
        'blogs.0.slug',
        'blogs.0.status',
        'blogs.0.publishAt',
        'blogs.0.tags',
        'blogs.0.body',
        'blogs.0.formerSlugs',
      ]),
    );
  });
});

describe("the specification's document, without any optional field", () => {
  const { personalInfo, skills, projects, blogs } = SPECIFICATION_DOCUMENT;

  it("holds the specification's fields, and only those", () => {
    expect(keysOf(SPECIFICATION_DOCUMENT)).toEqual(['blogs', 'personalInfo', 'projects', 'skills']);
    expect(keysOf(personalInfo)).toEqual(['description', 'email', 'github', 'linkedin', 'name', 'title']);
    expect(keysOf(skills[0])).toEqual(['name']);
    expect(keysOf(projects[0])).toEqual(['description', 'github', 'live', 'tech', 'title']);
    expect(keysOf(blogs[0])).toEqual(['date', 'excerpt', 'readTime', 'title']);
  });

  it('passes the API’s check and the guard the public page and the admin trust', () => {
    expect(checkPortfolio(SPECIFICATION_DOCUMENT)).toEqual([]);
    expect(isPortfolio(SPECIFICATION_DOCUMENT)).toBe(true);
  });

  // The default content's optional fields are empty: reading restores exactly them.
  it('reads as the whole document, its optional fields empty', () => {
    expect(pickPortfolio(SPECIFICATION_DOCUMENT)).toEqual(DEFAULT_PORTFOLIO);
  });
});

describe.each(OPTIONAL_PATHS)('a document without %s', (path) => {
  it('passes the check and the guard, and reads it as empty', () => {
    const document = withValue(path, undefined);

    expect(checkPortfolio(document)).toEqual([]);
    expect(isPortfolio(document)).toBe(true);
    expect(pickPortfolio(document)).toEqual(DEFAULT_PORTFOLIO);
  });

  // A list (a post's tags) is refused as one, an object (appearance) as one, a flag (hidden) as
  // one; anything else as text.
  const kind = fieldAt(PORTFOLIO, path)?.kind;
  const notText = kind === 'list' || kind === 'object' || kind === 'flag' ? MESSAGES[kind] : MESSAGES.text;

  it.each([
    ['null', null, MESSAGES.required],
    ['a number', 42, notText],
  ])('is refused with %s there instead', (_, value, message) => {
    const document = withValue(path, value);

    expect(checkPortfolio(document)).toEqual([{ path, message }]);
    expect(isPortfolio(document)).toBe(false);
  });
});

describe('every field the specification has', () => {
  const required = fieldPaths(PORTFOLIO, DEFAULT_PORTFOLIO).filter((path) => !OPTIONAL_PATHS.includes(path));

  it.each(required)('is required: %s', (path) => {
    const document = withValue(path, undefined);

    expect(checkPortfolio(document)).toEqual([{ path, message: MESSAGES.required }]);
    expect(isPortfolio(document)).toBe(false);
  });
});

describe('an optional list of objects', () => {
  const description = object({ name: text(10), links: optional(list(3, object({ href: text(20) }))) });

  it('may be missing, and reads as no items', () => {
    expect(checkDocument(description, { name: 'Ada' })).toEqual([]);
    expect(hasShape(description, { name: 'Ada' })).toBe(true);
    expect(pick(description, { name: 'Ada' })).toEqual({ name: 'Ada', links: [] });
  });

  it('is checked like any list when it is there', () => {
    expect(checkDocument(description, { name: 'Ada', links: [{}] })).toEqual([
      { path: 'links.0.href', message: MESSAGES.required },
    ]);
    expect(checkDocument(description, { name: 'Ada', links: null })).toEqual([
      { path: 'links', message: MESSAGES.required },
    ]);
    expect(hasShape(description, { name: 'Ada', links: null })).toBe(false);
  });
});
