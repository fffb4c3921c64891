import { revisionsFromIfMatch, toEtag } from './etag';

const A = 'a'.repeat(32);
const B = 'b'.repeat(32);

describe('ETags of a stored revision', () => {
  it('are strong and quoted, the version and the digest', () => {
    expect(toEtag({ version: 7, digest: A })).toBe(`"7-${A}"`);
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
