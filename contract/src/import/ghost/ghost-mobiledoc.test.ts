// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { GhostBody } from './ghost-cards.js';
import { renderMobiledoc } from './ghost-mobiledoc.js';
import { ImportFileError } from '../imported-post.js';

interface GhostPost {
  slug: string;
  mobiledoc: string;
  html: string;
}

const postsOf = (name: string): GhostPost[] =>
  JSON.parse(readFileSync(join(import.meta.dirname, '../../../fixtures/import/ghost', name), 'utf8')).db[0].data.posts;

/** Ghost 4.1's own posts, as a new site of it has them. */
const DEFAULT_POSTS = postsOf('ghost-4.1-export.json');
const post = (slug: string) => DEFAULT_POSTS.find((candidate) => candidate.slug === slug)!;

const htmlOf = (body: GhostBody) => body.parts.map((part) => ('html' in part ? part.html : '')).join('');

/** The paragraphs, headings, items and quotes of a piece of HTML, each as its element and the text a reader sees. */
function textsOf(html: string): string[] {
  const body = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html').body;
  return [...body.querySelectorAll('p, h1, h2, h3, h4, li, blockquote')]
    .map((element) => `${element.tagName} ${element.textContent!.replace(/\s+/g, ' ').trim()}`)
    .filter((text) => !text.endsWith(' '));
}

const mobiledoc = (sections: unknown[], more: Record<string, unknown[]> = {}) =>
  JSON.stringify({ version: '0.3.1', atoms: [], cards: [], markups: [], sections, ...more });

describe('renderMobiledoc, on the posts of a new Ghost 4.1 site', () => {
  it.each(DEFAULT_POSTS.map(({ slug }) => slug))(
    'writes every paragraph, heading, item and quote of Ghost’s own rendering of "%s"',
    (slug) => {
      const mine = textsOf(htmlOf(renderMobiledoc(post(slug).mobiledoc, slug)));
      const ghosts = textsOf(post(slug).html);
      expect(ghosts.length).toBeGreaterThan(0);
      for (const text of ghosts) expect(mine).toContain(text);
    },
  );

  it('writes links, emphasis and Ghost’s soft line breaks as Ghost wrote them', () => {
    const html = htmlOf(renderMobiledoc(post('grow').mobiledoc, 'grow'));
    for (const piece of [
      '<a href="https://ghost.org/pricing/"><strong>Ghost(Pro)</strong></a>',
      '<strong><a href="https://newsletterguide.org/">The Newsletter Guide</a></strong><br>',
      '<p><strong>Contributors</strong><br>This is the base user level in Ghost.',
    ]) {
      expect(post('grow').html).toContain(piece);
      expect(html).toContain(piece);
    }
    expect(html.match(/<br>/g)).toHaveLength(post('grow').html.match(/<br>/g)!.length);
  });

  it('keeps a gallery’s images, and a bookmark and an embed as links (the embed’s iframe left out)', () => {
    const body = renderMobiledoc(post('write').mobiledoc, 'write');
    const html = htmlOf(body);
    expect(html).toContain(
      '<figure><p><img src="https://static.ghost.org/v4.0.0/images/jd-mason-hPiEFq6-Eto-unsplash.jpg" alt="">' +
        '<img src="https://static.ghost.org/v4.0.0/images/jp-valery-OBpOP9GVH9U-unsplash.jpg" alt=""></p>' +
        '<figcaption>Peaceful places</figcaption></figure>',
    );
    expect(html).toContain('<p><a href="https://opensubscriptionplatforms.com/">Open Subscription Platforms</a></p>');
    expect(html).toContain(
      '<p><a href="https://www.youtube.com/watch?v=hmH3XMlms8E">&quot;VELA&quot; Episode 1 of 4 | John John Florence</a></p>',
    );
    expect(html).not.toContain('<iframe');
    expect(Object.fromEntries(body.reduced)).toEqual({ bookmark: 1, embed: 1 });
  });

  it('leaves out the paywall, counted', () => {
    const body = renderMobiledoc(post('sell').mobiledoc, 'sell');
    expect(Object.fromEntries(body.dropped)).toEqual({ paywall: 1 });
  });

  it('keeps a Markdown card as written, for the reader to make Markdown of its own', () => {
    const body = renderMobiledoc(post('integrations').mobiledoc, 'integrations');
    expect(body.parts[1]).toEqual({
      markdown: expect.stringMatching(/^<script src="https:\/\/zapier\.com\/apps\/embed\/widget\.js/),
    });
  });

  it('writes a code card with its language, escaped', () => {
    const [sample] = postsOf('ghost-4.47-export.json');
    const html = htmlOf(renderMobiledoc(sample!.mobiledoc, 'sample'));
    expect(html).toContain('<pre><code class="language-typescript">// Sample code\nclass Person {');
    expect(html).toContain('console.log(`Hello, my name is ${this.name} and I am ${this.age} years old.`);');
    expect(html).toContain(
      '<p>Sample <code>inline code</code> inside texts</p><blockquote>Sample Quote 1</blockquote>',
    );
  });
});

describe('renderMobiledoc, on what an editor would not write', () => {
  it('escapes text and addresses, and keeps the text of a markup that is no inline element', () => {
    const html = htmlOf(
      renderMobiledoc(
        mobiledoc(
          [
            [
              1,
              'p',
              [
                [0, [0], 1, '<img src=x onerror=alert(1)>'],
                [0, [1], 1, 'run'],
              ],
            ],
          ],
          { markups: [['a', ['href', '"><script>x()</script>', 'onclick', 'x()']], ['script']] },
        ),
        'post',
      ),
    );
    expect(html).toBe(
      '<p><a href="&quot;&gt;&lt;script&gt;x()&lt;/script&gt;">&lt;img src=x onerror=alert(1)&gt;</a>run</p>',
    );
  });

  it('closes what a section leaves open, and writes an aside as a quote and a list by its items', () => {
    const html = htmlOf(
      renderMobiledoc(
        mobiledoc(
          [
            [1, 'aside', [[0, [0, 1], 0, 'open']]],
            [3, 'ol', [[[0, [], 0, 'one']], [[0, [], 0, 'two']]]],
          ],
          { markups: [['strong'], ['em']] },
        ),
        'post',
      ),
    );
    expect(html).toBe('<blockquote><strong><em>open</em></strong></blockquote><ol><li>one</li><li>two</li></ol>');
  });

  it('counts a card it does not know, and a section it does not know, as left out', () => {
    const body = renderMobiledoc(
      mobiledoc(
        [
          [10, 0],
          [7, 'p'],
        ],
        { cards: [['poll', {}]] },
      ),
      'post',
    );
    expect(body.parts).toEqual([]);
    expect(Object.fromEntries(body.dropped)).toEqual({ poll: 1, 'unknown section': 1 });
  });

  it('refuses what is not JSON, or not Mobiledoc 0.3, naming the post', () => {
    expect(() => renderMobiledoc('{"version"', 'export.json, post "A"')).toThrow(ImportFileError);
    expect(() => renderMobiledoc('{"version"', 'export.json, post "A"')).toThrow(/^export\.json, post "A": .*not JSON/);
    expect(() => renderMobiledoc('{"version":"0.2.0","sections":[]}', 'post')).toThrow(/not in the Mobiledoc format/);
  });
});
