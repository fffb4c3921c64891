import { matchesIfNoneMatch, toEtag, versionsFromIfMatch } from './etag';

describe('ETags of the stored version', () => {
  it('are strong and quoted', () => {
    expect(toEtag(7)).toBe('"7"');
  });

  it.each<[string | undefined, number, boolean]>([
    [undefined, 7, false],
    ['"7"', 7, true],
    ['W/"7"', 7, true],
    ['"6", "7"', 7, true],
    ['*', 7, true],
    ['"6"', 7, false],
    ['"77"', 7, false],
    ['7', 7, false],
    ['', 7, false],
  ])('If-None-Match %j matches version %i: %s', (header, version, expected) => {
    expect(matchesIfNoneMatch(header, version)).toBe(expected);
  });

  it.each<[string | undefined, number[] | undefined]>([
    [undefined, undefined],
    ['*', undefined],
    ['"3"', [3]],
    ['W/"3"', [3]],
    ['"3", W/"4" ,"5"', [3, 4, 5]],
    ['3', []],
    ['"three"', []],
    ['"99999999999"', []],
  ])('If-Match %j allows replacing versions %j', (header, expected) => {
    expect(versionsFromIfMatch(header)).toEqual(expected);
  });
});
