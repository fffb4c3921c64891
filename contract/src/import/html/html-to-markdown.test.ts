import { describe, expect, it } from 'vitest';
import { postText, renderPost } from '../../markdown/render-post.js';
import { htmlToMarkdown } from './html-to-markdown.js';
import { htmlToLine, htmlToText } from './html-to-text.js';

const markdownOf = (html: string) => htmlToMarkdown(html).markdown;
const removedFrom = (html: string) => htmlToMarkdown(html).removed;

describe('htmlToMarkdown: what Markdown holds', () => {
  it('writes headings with #, emphasis with * and strong with **', () => {
    expect(
      markdownOf(
        '<h2>Two</h2><h4>Four <em>it</em></h4><p>An <em>em</em>, a <i>i</i>, a <strong>strong</strong>, a <b>b</b>.</p>',
      ),
    ).toBe('## Two\n\n#### Four *it*\n\nAn *em*, a *i*, a **strong**, a **b**.');
  });

  it('does not nest an emphasis in the same emphasis, whose delimiters would close it', () => {
    // As in the Theme Unit Test's "Markup: HTML Tags and Formatting".
    expect(markdownOf('This tag shows <strong>bold<strong> text.</strong></strong>')).toBe(
      'This tag shows **bold text.**',
    );
  });

  it('fences code blocks, with the language named by the class or the lang attribute', () => {
    expect(markdownOf('<pre><code class="language-js">let a = 1;\n</code></pre>')).toBe('```js\nlet a = 1;\n```');
    expect(markdownOf('<pre class="lang-python"><code>pass</code></pre>')).toBe('```python\npass\n```');
    expect(markdownOf('<pre class="brush: php; title: ; notranslate">&lt;?php echo 1; ?&gt;</pre>')).toBe(
      '```php\n<?php echo 1; ?>\n```',
    );
    expect(markdownOf('<pre lang="Ruby">puts 1</pre>')).toBe('```ruby\nputs 1\n```');
    expect(markdownOf('<pre>plain\n\n  indented<br>after a break</pre>')).toBe(
      '```\nplain\n\n  indented\nafter a break\n```',
    );
  });

  it('makes the fence longer than any run of backticks in the code', () => {
    expect(markdownOf('<pre><code>```\nnested\n```</code></pre>')).toBe('````\n```\nnested\n```\n````');
  });

  it('writes lists with - and numbers, nested lists indented, and block quotes', () => {
    expect(markdownOf('<ul><li>one<ul><li>two</li></ul></li><li>three</li></ul>')).toBe(
      '-   one\n    -   two\n-   three',
    );
    expect(markdownOf('<ol start="3"><li>c</li><li>d</li></ol>')).toBe('3.  c\n4.  d');
    expect(markdownOf('<blockquote><p>Said.</p><p>Twice.</p></blockquote>')).toBe('> Said.\n> \n> Twice.');
  });

  it('writes links and images with their titles, their addresses escaped', () => {
    expect(markdownOf('<a href="https://example.com/a (b)" title="A &quot;title&quot;">text</a>')).toBe(
      '[text](https://example.com/a%20\\(b\\) "A \\"title\\"")',
    );
    expect(markdownOf('<img src="/i.png" alt="An [alt]" title="T">')).toBe('![An \\[alt\\]](/i.png "T")');
    expect(markdownOf('<a href="/big.jpg"><img src="/small.jpg" alt="x"></a>')).toBe('[![x](/small.jpg)](/big.jpg)');
    expect(markdownOf('<a name="anchor">just text</a>')).toBe('just text');
  });

  it('writes strikethrough with ~~', () => {
    expect(markdownOf('<p><del>a</del> <s>b</s> <strike>c</strike></p>')).toBe('~~a~~ ~~b~~ ~~c~~');
  });

  it('writes tables with GitHub’s pipes: the first row heads a table that has no heading row', () => {
    expect(
      markdownOf(
        '<table><thead><tr><th>Name</th><th>Pay</th></tr></thead><tbody><tr><td>Jo</td><td>$1</td></tr></tbody></table>',
      ),
    ).toBe('| Name | Pay |\n| --- | --- |\n| Jo | $1 |');
    expect(
      markdownOf('<table><tr><td>a|b</td><td><p>one</p><p>two</p></td></tr><tr><td colspan="2">wide</td></tr></table>'),
    ).toBe('| a\\|b | one two |\n| --- | --- |\n| wide |  |');
    expect(markdownOf('<table><caption>Costs</caption><tr><td>1</td></tr><tr><td>2</td><td>3</td></tr></table>')).toBe(
      '| 1 |  |\n| --- | --- |\n| 2 | 3 |\n\nCosts',
    );
  });

  it('keeps the text of an element it does not know', () => {
    expect(markdownOf('<p>H<sub>2</sub>O, <abbr title="x">abbr</abbr>, <custom-tag>custom</custom-tag></p>')).toBe(
      'H2O, abbr, custom',
    );
    expect(markdownOf('<details><summary>More</summary>Hidden text</details>')).toBe('More\n\nHidden text');
  });

  it('writes a line break as a backslash, and none at the end of a block where a browser shows none', () => {
    expect(markdownOf('<p>one<br>two<br></p><p>three<br/><br/></p>')).toBe('one\\\ntwo\n\nthree');
    expect(markdownOf('<h2>A<br>heading</h2><table><tr><td>a<br>b</td></tr></table>')).toBe(
      '## A heading\n\n| a b |\n| --- |',
    );
  });
});

describe('htmlToMarkdown: what Markdown cannot hold is removed and counted', () => {
  it('removes scripts, styles, frames, embedded objects and forms with what they hold', () => {
    const { markdown, removed } = htmlToMarkdown(
      '<p>Kept</p><script>alert(1)</script><style>p{}</style><iframe src="https://evil.example"></iframe>' +
        '<object data="x.swf"><embed src="x.swf"></object><video src="v.mp4"></video>' +
        '<form action="/x"><input name="a"><textarea>t</textarea><button>Send</button></form><input type="text">',
    );
    expect(markdown).toBe('Kept');
    expect(removed).toEqual({ script: 1, style: 1, iframe: 1, embed: 3, form: 2 });
  });

  it('counts an empty element it removes', () => {
    expect(removedFrom('<p>a</p><form></form><object></object>')).toEqual({ form: 1, embed: 1 });
  });

  it('keeps the text of a link to a script, never the address', () => {
    const { markdown, removed } = htmlToMarkdown(
      '<a href=" JavaScript:alert(1)">click</a> <a href="java&#x09;script:alert(1)">tab</a> <img src="javascript:x" alt="y">',
    );
    expect(markdown).toBe('click tab');
    expect(removed).toEqual({ script: 3 });
  });

  it('counts each block of WordPress’s editor once, keeping its content', () => {
    const { markdown, removed } = htmlToMarkdown(
      '<!-- wp:paragraph -->\n<p>One</p>\n<!-- /wp:paragraph -->\n\n<!-- wp:image {"id":12} -->\n<figure><img src="/a.jpg" alt=""/></figure>\n<!-- /wp:image -->\n\n<!-- wp:separator /-->\n<!--more-->',
    );
    expect(markdown).toBe('One\n\n![](/a.jpg)');
    expect(removed).toEqual({ 'block comment': 3 });
  });

  it('removes shortcodes, and the address or fallback a media shortcode encloses', () => {
    const { markdown, removed } = htmlToMarkdown(
      '[gallery ids="1,2"]\n\nWatch [embed]https://youtube.com/watch?v=1[/embed] and listen [audio src="a.mp3"] now. [su_box title="Box"]Boxed[/su_box]',
    );
    expect(markdown).toBe('Watch and listen now. Boxed');
    expect(removed).toEqual({ shortcode: 4 });
  });

  it('keeps a caption’s image and its text, as a paragraph under it', () => {
    const caption =
      '[caption id="attachment_754" align="alignnone" width="604"]<a href="https://example.com/b.jpg"><img src="https://example.com/b.jpg?w=604" alt="Bell on Wharf" width="604" /></a> Bell on wharf in San Francisco[/caption]';
    expect(htmlToMarkdown(caption)).toEqual({
      markdown:
        '[![Bell on Wharf](https://example.com/b.jpg?w=604)](https://example.com/b.jpg)\n\nBell on wharf in San Francisco',
      removed: {},
    });
    // Before WordPress 3.4, the caption was an attribute.
    expect(markdownOf('[caption id="" caption="Old &amp; gold"]<img src="/o.jpg" alt="o">[/caption]')).toBe(
      '![o](/o.jpg)\n\nOld & gold',
    );
  });

  it('keeps brackets that are the author’s text, and a shortcode written as text', () => {
    expect(htmlToMarkdown('He said [sic] as noted [1], see [[gallery]].')).toEqual({
      markdown: 'He said \\[sic\\] as noted \\[1\\], see \\[gallery\\].',
      removed: {},
    });
  });
});

describe('htmlToMarkdown: WordPress’s classic posts', () => {
  it('makes paragraphs of text parted by blank lines, and line breaks of single newlines', () => {
    const classic =
      'First line\nsecond line\n\nSecond <strong>paragraph</strong>\n<h2>Heading</h2>\nAfter the heading\n<ul>\n<li>item</li>\n</ul>';
    expect(markdownOf(classic)).toBe(
      'First line\\\nsecond line\n\nSecond **paragraph**\n\n## Heading\n\nAfter the heading\n\n-   item',
    );
  });

  it('leaves a pre’s newlines alone', () => {
    expect(markdownOf('Text\n\n<pre>a\n\nb\nc</pre>\n\nMore')).toBe('Text\n\n```\na\n\nb\nc\n```\n\nMore');
  });

  it('leaves HTML whose blank lines only part tags as written: a newline in a paragraph is a space', () => {
    expect(markdownOf('<p>wrapped\nline</p>\n\n<p>next</p>')).toBe('wrapped line\n\nnext');
  });
});

describe('htmlToMarkdown: text reads the same once rendered', () => {
  const tricky = [
    '* not a list',
    '- not a list',
    '+ not a list',
    '1. not a list',
    '2) not a list',
    '# not a heading',
    '> not a quote',
    '=== not an underline',
    '*not em* _not em_ **not strong**',
    '`not code`',
    '[not](a link) ![not](an image)',
    '~~not struck~~ but ~ kept',
    'AT&amp;T &copy; &#169; stay as written',
    '<https://not.an.autolink> <b>not a tag</b>',
    'back\\slash \\* and C:\\path\\',
    'a | b | c',
    '100% of $5 at 3 < 4 > 2 & done!',
  ];
  for (const text of tricky) {
    it(JSON.stringify(text), () => {
      const escapedHtml = text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
      expect(postText(markdownOf(`<p>${escapedHtml}</p>`))).toBe(text);
    });
  }
});

describe('htmlToMarkdown: hostile HTML never reaches the page', () => {
  const hostile = [
    '<img src=x onerror=alert(1)>',
    '<svg onload=alert(1)><script>alert(2)</script></svg>',
    '<a href="javascript&colon;alert(1)">x</a>',
    '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
    '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
    '<p style="background:url(javascript:alert(1))" onclick="alert(1)">styled</p>',
    '<!--><script>alert(1)</script>-->',
    '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
    '[caption]<img src=x onerror=alert(1)>[embed]<script>alert(1)</script>[/embed][/caption]',
  ];
  for (const html of hostile) {
    it(html, () => {
      const markdown = markdownOf(html);
      // No tag, handler or script address is left, but as escaped text.
      expect(markdown).not.toMatch(/(^|[^\\])<[a-z!/]|\son\w+\s*=|javascript:/i);
      expect(renderPost(markdown).html).not.toMatch(/<(script|iframe|svg|style|math)|\son\w+=|javascript:/i);
    });
  }

  it('counts a script a browser would run after an empty comment', () => {
    expect(removedFrom('<!--><script>alert(1)</script>-->')).toEqual({ script: 1 });
  });

  it('shows markup written as text as text', () => {
    expect(renderPost(markdownOf('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>')).html).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>\n',
    );
  });
});

describe('htmlToMarkdown: bounded time', () => {
  // Each takes well under a second; read in quadratic time, each would take many.
  const unclosed = {
    comments: `a\n\nb ${'<!--'.repeat(100_000)}`,
    shortcodes: '[embed]'.repeat(60_000),
    'shortcode attributes': '[a b="'.repeat(30_000),
    'verbatim elements': `a\n\nb ${'<pre'.repeat(100_000)}`,
    tags: `a\n\nb ${'<'.repeat(400_000)}`,
    'block tags': `a\n\n${'<p'.repeat(200_000)}`,
  };
  for (const [name, html] of Object.entries(unclosed)) {
    it(`reads a page of unclosed ${name} in linear time`, () => {
      const started = performance.now();
      htmlToMarkdown(html);
      expect(performance.now() - started).toBeLessThan(2000);
    });
  }
});

describe('htmlToText', () => {
  it('reads a title’s markup and entities as the text a reader saw', () => {
    // The Theme Unit Test's titles, as its file writes them.
    expect(htmlToLine('Markup: Title <em>With</em> <b>Mark<sup>up</sup></b>')).toBe('Markup: Title With Markup');
    expect(htmlToLine('AT&amp;T &#8217;s caf&eacute;\n<script>x</script>')).toBe('AT&T ’s café');
  });

  it('keeps an excerpt’s paragraphs apart and drops its tags', () => {
    expect(htmlToText('<p>One <a href="/x">link</a>.</p><p>Two<br>lines</p><style>p{}</style>')).toBe(
      'One link.\n\nTwo\nlines',
    );
  });
});
