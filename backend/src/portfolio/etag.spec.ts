import { matchesIfNoneMatch, revisionsFromIfMatch, toEtag } from './etag';

const A = 'a'.repeat(32);
const B = 'b'.repeat(32);
const current = { version: 7, digest: A };

describe('ETags of a stored revision', () => {
  it('are strong and quoted, the version and the digest', () => {
    expect(toEtag(current)).toBe(`"7-${A}"`);
  });

  it.each<[string | undefined, boolean]>([
    [undefined, false],
    [`"7-${A}"`, true],
    [`W/"7-${A}"`, true],
    [`"6-${A}", "7-${A}"`, true],
    ['*', true],
    // The same version of other content: a restored backup reused the number.
    [`"7-${B}"`, false],
    [`"6-${A}"`, false],
    [`"77-${A}"`, false],
    ['"7"', false],
    [`7-${A}`, false],
    ['', false],
  ])('If-None-Match %j matches the current revision: %s', (header, expected) => {
    expect(matchesIfNoneMatch(header, current)).toBe(expected);
  });

  it.each<[string | undefined, { version: number; digest: string }[] | undefined]>([
    [undefined, undefined],
    ['*', undefined],
    [`"3-${A}"`, [{ version: 3, digest: A }]],
    [`W/"3-${A}"`, [{ version: 3, digest: A }]],
    [
      `"3-${A}", W/"4-${B}" ,"5-${A}"`,
      [
        { version: 3, digest: A },
        { version: 4, digest: B },
        { version: 5, digest: A },
      ],
    ],
    ['"3"', []],
    [`"3-${A.toUpperCase()}"`, []],
    ['"three"', []],
    [`"99999999999-${A}"`, []],
  ])('If-Match %j allows replacing %j', (header, expected) => {
    expect(revisionsFromIfMatch(header)).toEqual(expected);
  });
});
