import { escapeMarkup } from '@portfolio/contract';
import { describe, expect, it } from 'vitest';
import { jsonForScript } from './escape';

describe('escapeMarkup', () => {
  it('escapes the five characters that can end text or a quoted attribute', () => {
    expect(escapeMarkup(`<a href="x" title='y'>&amp;</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;amp;&lt;/a&gt;',
    );
  });
});

describe('jsonForScript', () => {
  const hostile = { text: `</script><!--"'&\u2028\u2029>` };

  it('writes no character that can end or change a script element', () => {
    const json = jsonForScript(hostile);

    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(json).toContain('\\u003c/script\\u003e\\u003c!--');
  });

  it('reads back as the same value', () => {
    expect(JSON.parse(jsonForScript(hostile))).toEqual(hostile);
  });
});
