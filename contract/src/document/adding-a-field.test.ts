import { describe, expect, it } from 'vitest';
import { DEFAULT_PORTFOLIO } from '../default-portfolio.js';
import { hostileDocument } from '../testing/hostile-document.js';
import { largestDocument } from '../testing/largest-document.js';
import { checkDocument, hasShape, pick } from './check.js';
import { object, optional, text } from './fields.js';
import { PORTFOLIO } from './portfolio.js';
import { MESSAGES } from './values.js';

/*
 * docs/adding-a-field.md promises that a new field is one line in the description: the API's
 * check and the editor's (both `checkDocument`), the stored copy (`pick`), the guard the public
 * page trusts (`hasShape`) and every generated test document take it with no other change.
 */
const WITH_PRONOUNS = object({
  ...PORTFOLIO.fields,
  personalInfo: object({ ...PORTFOLIO.fields.personalInfo.fields, pronouns: optional(text(40)) }),
});

describe('a field added to a copy of the description', () => {
  it('is in the generated documents, which the check accepts and the copy and the guard keep', () => {
    for (const document of [
      largestDocument(WITH_PRONOUNS),
      hostileDocument(WITH_PRONOUNS, { text: '<', url: 'https://x.example/?' }),
    ]) {
      expect(document.personalInfo.pronouns).toEqual(expect.any(String));
      expect(checkDocument(WITH_PRONOUNS, document)).toEqual([]);
      expect(hasShape(WITH_PRONOUNS, document)).toBe(true);
      expect(pick(WITH_PRONOUNS, document)).toEqual(document);
    }
  });

  it('is checked by its own bound and named by its path', () => {
    const document = largestDocument(WITH_PRONOUNS);
    document.personalInfo.pronouns = 'x'.repeat(41);

    expect(checkDocument(WITH_PRONOUNS, document)).toEqual([
      { path: 'personalInfo.pronouns', message: MESSAGES.tooLong(40) },
    ]);
  });

  it('leaves a document without it a document, which reads it as empty: the default content needs no edit', () => {
    expect(checkDocument(WITH_PRONOUNS, DEFAULT_PORTFOLIO)).toEqual([]);
    expect(hasShape(WITH_PRONOUNS, DEFAULT_PORTFOLIO)).toBe(true);
    expect(pick(WITH_PRONOUNS, DEFAULT_PORTFOLIO)).toEqual({
      ...DEFAULT_PORTFOLIO,
      personalInfo: { ...DEFAULT_PORTFOLIO.personalInfo, pronouns: '' },
    });
  });
});
