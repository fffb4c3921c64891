import { describe, expect, it } from 'vitest';
import { excerptOf, marked, wordsOf } from './search-excerpt';

const shown = (pieces: { text: string; found: boolean }[] | undefined) =>
  pieces?.map(({ text, found }) => (found ? `[${text}]` : text)).join('');

describe('the words found, in context', () => {
  it('marks each word found, whatever its case and accents, the last word also as a start', () => {
    expect(shown(marked('Café locks: LOCKING and blocks', wordsOf('cafe lock')))).toBe(
      '[Café] [locks]: [LOCKING] and blocks',
    );
    expect(shown(marked('locks locking', wordsOf('lock ')))).toBe('locks locking');
  });

  it('shows about thirty words around the first found, with an ellipsis where the text goes on', () => {
    const text = Array.from({ length: 100 }, (_, at) => (at === 50 ? 'zanzibar' : `w${at}`)).join(' ');
    const excerpt = shown(excerptOf(text, wordsOf('zanzibar')))!;
    expect(excerpt).toMatch(/^… w40 .* \[zanzibar\] .* w70 …$/);
    expect(shown(excerptOf('zanzibar at the start', wordsOf('zanzibar')))).toBe('[zanzibar] at the start');
    expect(excerptOf('nothing here', wordsOf('zanzibar'))).toBeUndefined();
  });
});
