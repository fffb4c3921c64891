import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { GhostBody } from './ghost-cards.js';
import { renderLexical } from './ghost-lexical.js';
import { ImportFileError } from '../imported-post.js';

const fixture = (name: string) =>
  readFileSync(join(import.meta.dirname, '../../../fixtures/import/ghost', name), 'utf8');

/** All of a body's HTML, its Markdown parts left out. */
const htmlOf = (body: GhostBody) => body.parts.map((part) => ('html' in part ? part.html : '')).join('');

/** A document of the given top-level nodes, as Ghost's editor writes one. */
const lexical = (...children: unknown[]) => JSON.stringify({ root: { type: 'root', children } });
const paragraph = (...children: unknown[]) => ({ type: 'paragraph', children });
const textNode = (text: string, format = 0) => ({ type: 'extended-text', text, format });

describe('renderLexical, on a page a Ghost site wrote (Stencila’s test page)', () => {
  const body = renderLexical(fixture('stencila-ghost.koenig.json'), 'test page');
  const html = htmlOf(body);

  it('writes each of the text formats as its element', () => {
    expect(html).toContain(
      '<p>Paragraph with <strong>bold</strong> <em>italic</em> <strong><em>bold and italic</em></strong> ' +
        '<s>strikethrough</s> <u>underline</u> <code>code</code> <sub>subscript</sub> <sup>superscript</sup> ' +
        '<mark>highlight</mark> and a <a href="https://ghost.org/help/using-the-editor/">link</a></p>',
    );
  });

  it('writes headings at their level, quotes and asides as quotes', () => {
    expect(html).toContain('<h1>Heading 1</h1><h2>Heading 2</h2><h3>Heading 3</h3>');
    expect(html).toContain('<blockquote><p>A quote</p></blockquote><blockquote><p>Another quote</p></blockquote>');
  });

  it('puts a nested list inside the item before it, and keeps line breaks in an item', () => {
    expect(html).toContain(
      '<ul><li>List item 1<br>  This is a paragraph under the bullet<ul><li>List item 1<br>  This is a paragraph under the bullet</li><li>List item 2</li></ul></li></ul>',
    );
    expect(html).toContain('<ol><li>Numbered list item 1</li><li>Numbered list item 2</li></ol><hr>');
  });

  it('writes the image and the code cards with their captions, the code escaped', () => {
    expect(html).toContain('<img src="https://stencila.ghost.io/content/images/2025/01/stencila-128.png" alt="">');
    expect(html).toContain('Image caption</span></figcaption>');
    expect(html).toContain('<pre><code class="language-Python">print(&quot;Hello world&quot;)</code></pre>');
    expect(html).toContain('Code caption</span></p></figcaption>');
  });

  it('keeps the Markdown card as the author wrote it, between the HTML before and after it', () => {
    expect(body.parts).toHaveLength(3);
    expect(body.parts[1]).toEqual({ markdown: '|A |B |\n|--|--|\n| 1| 2|\n' });
    expect(body.parts[2]).toMatchObject({ html: expect.stringMatching(/^<span>HTML card<\/span>/) });
  });

  it('keeps the text or a link of the cards Markdown cannot hold, and counts them', () => {
    expect(html).toContain('What Ghost calls a "callout" and Stencila refers to as an "admonition"');
    expect(html).toContain('Collapsable Content Area</span></strong></p>');
    expect(html).toContain('We can hide the text inside this area.');
    expect(html).toContain('<a href="https://stencila.ghost.io/content/media/2025/01/testing.m4a">Testing</a>');
    expect(html).toContain(
      '<a href="https://stencila.io">Stencila</a></p><p>Documents with scientific intelligence</p>',
    );
    expect(Object.fromEntries(body.reduced)).toEqual({
      callout: 1,
      video: 1,
      audio: 1,
      toggle: 1,
      file: 1,
      bookmark: 1,
    });
    expect(body.dropped.size).toBe(0);
  });
});

describe('renderLexical, on the Koenig editor’s own welcome document', () => {
  const document = JSON.parse(fixture('ghost-4.47-export-with-lexical.json')).db[0].data.posts[1].lexical as string;
  const html = htmlOf(renderLexical(document, 'welcome'));

  it('writes its headings, images and code spans, the apostrophes escaped', () => {
    expect(html).toMatch(
      /^<p>There&#39;s a whole lot to discover in this editor\. Let us help you settle in\.<\/p><h3>Rich editing<\/h3>/,
    );
    expect(html).toContain('<p><img src="/Koenig-editor-1.png" alt=""></p>');
    expect(html).toContain(
      'Use <code>---</code> to divide your paragraphs with a line, or <code>```</code> to add a code block.',
    );
    expect(html).toContain(
      'check <a href="https://ghost.org/changelog/markdown/">ghost.org/changelog/markdown/</a>.</p>',
    );
  });
});

describe('renderLexical, on what an editor would not write', () => {
  it('escapes text and addresses, so a script in a text is text', () => {
    const link = { type: 'link', url: 'https://a.example/"><script>x()</script>', children: [textNode('<b>&')] };
    const html = htmlOf(renderLexical(lexical(paragraph(textNode('<script>alert(1)</script>'), link)), 'post'));
    expect(html).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt;<a href="https://a.example/&quot;&gt;&lt;script&gt;x()&lt;/script&gt;">&lt;b&gt;&amp;</a></p>',
    );
  });

  it('writes an image card’s description, title and link, escaped', () => {
    const image = { type: 'image', src: '/content/images/a.png', alt: 'A "quoted" <b>', title: 'T', href: '/about/' };
    expect(htmlOf(renderLexical(lexical(image), 'post'))).toBe(
      '<p><a href="/about/"><img src="/content/images/a.png" alt="A &quot;quoted&quot; &lt;b&gt;" title="T"></a></p>',
    );
  });

  it('leaves out empty paragraphs and gives an ordered list its start', () => {
    const list = {
      type: 'list',
      listType: 'number',
      start: 3,
      children: [{ type: 'listitem', children: [textNode('c')] }],
    };
    expect(htmlOf(renderLexical(lexical(paragraph(), list), 'post'))).toBe('<ol start="3"><li>c</li></ol>');
  });

  it('writes a heading of no known level as a paragraph', () => {
    const heading = { type: 'heading', tag: 'h9 onclick=x', children: [textNode('Title')] };
    expect(htmlOf(renderLexical(lexical(heading), 'post'))).toBe('<p>Title</p>');
  });

  it('counts the cards it leaves out by name: the signup form, the paywall, one it does not know', () => {
    const body = renderLexical(
      lexical({ type: 'signup', header: 'Join' }, { type: 'paywall' }, { type: 'poll' }, { type: 'paywall' }),
      'post',
    );
    expect(body.parts).toEqual([]);
    expect(Object.fromEntries(body.dropped)).toEqual({ signup: 1, paywall: 2, poll: 1 });
  });

  it('refuses content that is not JSON, or has no root, naming the post', () => {
    expect(() => renderLexical('{"root":', 'export.json, post "A"')).toThrow(ImportFileError);
    expect(() => renderLexical('{"root":', 'export.json, post "A"')).toThrow(/^export\.json, post "A": .*not JSON/);
    expect(() => renderLexical('[1]', 'export.json, post "A"')).toThrow(/has no root/);
  });

  it('refuses a document nested deeper than an editor writes, rather than running out of stack', () => {
    const depth = 5000;
    const json = `{"root":{"children":[${'{"type":"quote","children":['.repeat(depth)}${']}'.repeat(depth)}]}}`;
    expect(() => renderLexical(json, 'post')).toThrow(/nested deeper/);
  });
});
