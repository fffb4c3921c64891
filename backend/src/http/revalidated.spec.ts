import { namesTag } from './revalidated';

const TAG = `"7-${'a'.repeat(32)}"`;

describe('If-None-Match', () => {
  it.each<[string | undefined, boolean]>([
    [undefined, false],
    [TAG, true],
    [`W/${TAG}`, true],
    [`"6-${'a'.repeat(32)}", ${TAG}`, true],
    ['*', true],
    // The same version of other content: a restored backup reused the number.
    [`"7-${'b'.repeat(32)}"`, false],
    [`"77-${'a'.repeat(32)}"`, false],
    ['"7"', false],
    [TAG.slice(1, -1), false],
    ['', false],
  ])('%j names the current tag: %s', (header, expected) => {
    expect(namesTag(header, TAG)).toBe(expected);
  });

  it('compares a weak tag of ours as the strong one', () => {
    expect(namesTag(TAG, `W/${TAG}`)).toBe(true);
  });
});
