import { describe, expect, it } from 'vitest';
import { mediaUrl, type ImageMedia } from '../media.js';
import { HIGHLIGHT_BUDGET } from './highlight.js';
import { POST_BODY_MAX, renderPost } from './render-post.js';

const IMAGE: ImageMedia = { kind: 'image', id: '0123456789abcdef0123456789abcdef', width: 1600, height: 900 };
const IMAGE_URL = mediaUrl(IMAGE);

const html = (markdown: string) => renderPost(markdown).html;

describe('CommonMark', () => {
  it('renders paragraphs, emphasis, code spans, breaks, quotes, rules and lists', () => {
    expect(html('A *b* **c** `d`  \ne\nf')).toBe('<p>A <em>b</em> <strong>c</strong> <code>d</code><br>\ne\nf</p>\n');
    expect(html('> quoted')).toBe('<blockquote>\n<p>quoted</p>\n</blockquote>\n');
    expect(html('---')).toBe('<hr>\n');
    expect(html('- a\n- b')).toBe('<ul>\n<li>a</li>\n<li>b</li>\n</ul>\n');
    expect(html('3. a\n4. b')).toBe('<ol start="3">\n<li>a</li>\n<li>b</li>\n</ol>\n');
    expect(html('    indented <code>')).toBe('<pre><code>indented &lt;code&gt;\n</code></pre>\n');
  });

  it('renders links: kept addresses, off-site ones with rel, in the same tab', () => {
    expect(html('[a](https://example.com/x?y=1 "T") [b](/blog/other) [c](#section-x) [d](mailto:me@example.com)')).toBe(
      '<p><a href="https://example.com/x?y=1" title="T" rel="noopener noreferrer">a</a> <a href="/blog/other">b</a> ' +
        '<a href="#section-x">c</a> <a href="mailto:me@example.com">d</a></p>\n',
    );
    expect(html('<https://example.com> [r]\n\n[r]: //example.org')).toBe(
      '<p><a href="https://example.com" rel="noopener noreferrer">https://example.com</a> ' +
        '<a href="//example.org" rel="noopener noreferrer">r</a></p>\n',
    );
  });

  it('does not turn bare addresses into links', () => {
    expect(html('see https://example.com')).toBe('<p>see https://example.com</p>\n');
  });

  it('shows raw HTML as text', () => {
    expect(html('<div>\n*x*\n</div>')).toBe('<p>&lt;div&gt;\n<em>x</em>\n&lt;/div&gt;</p>\n');
  });
});

describe('GitHub extensions', () => {
  it('renders tables, with alignment as a class', () => {
    expect(html('| a | b | c |\n|:--|:-:|--:|\n| 1 | *2* | `3` |')).toBe(
      '<table>\n<thead>\n<tr>\n<th class="align-left">a</th>\n<th class="align-center">b</th>\n' +
        '<th class="align-right">c</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td class="align-left">1</td>\n' +
        '<td class="align-center"><em>2</em></td>\n<td class="align-right"><code>3</code></td>\n</tr>\n</tbody>\n</table>\n',
    );
    expect(html('| a |\n|---|\n| 1 |')).toBe(
      '<table>\n<thead>\n<tr>\n<th>a</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td>1</td>\n</tr>\n</tbody>\n</table>\n',
    );
  });

  it('renders task lists as disabled checkboxes', () => {
    expect(html('- [x] done\n- [ ] to do\n- [X] *also*\n- plain\n- [y] not a task')).toBe(
      '<ul class="contains-task-list">\n' +
        '<li class="task-list-item"><input type="checkbox" class="task-list-item-checkbox" aria-label="Task" disabled checked> done</li>\n' +
        '<li class="task-list-item"><input type="checkbox" class="task-list-item-checkbox" aria-label="Task" disabled> to do</li>\n' +
        '<li class="task-list-item"><input type="checkbox" class="task-list-item-checkbox" aria-label="Task" disabled checked> <em>also</em></li>\n' +
        '<li>plain</li>\n<li>[y] not a task</li>\n</ul>\n',
    );
    expect(html('1. [ ] first')).toContain('<ol class="contains-task-list">');
    // Only at the start of an item.
    expect(html('text [x] here')).toBe('<p>text [x] here</p>\n');
  });

  it('renders strikethrough', () => {
    expect(html('~~gone~~ ~kept~')).toBe('<p><s>gone</s> ~kept~</p>\n');
  });
});

describe('code', () => {
  it('highlights a known language with classes and no style', () => {
    const out = html('```ts\nconst a: number = 1; // note\n```');
    expect(out).toMatch(/^<pre><code class="hljs language-typescript">/);
    expect(out).toContain('<span class="hljs-keyword">const</span>');
    expect(out).toContain('<span class="hljs-comment">// note</span>');
    expect(out).not.toMatch(/style/i);
  });

  it.each([
    ['js', 'javascript'],
    ['JSX', 'javascript'],
    ['tsx', 'typescript'],
    ['json', 'json'],
    ['sh', 'bash'],
    ['console', 'shell'],
    ['css', 'css'],
    ['html', 'xml'],
    ['py', 'python'],
    ['go', 'go'],
    ['rs', 'rust'],
    ['java', 'java'],
    ['c', 'c'],
    ['c++', 'cpp'],
    ['sql', 'sql'],
    ['yml', 'yaml'],
    ['md', 'markdown'],
    ['diff', 'diff'],
    ['Dockerfile', 'dockerfile'],
  ])('knows ```%s as %s', (name, language) => {
    const out = html(`\`\`\`${name} extra words\nx = 1 "s" <b>\n\`\`\``);
    expect(out).toContain(`<pre><code class="hljs language-${language}">`);
    expect(out).not.toContain('<b>');
    expect(out).not.toMatch(/style=/);
  });

  it('shows an unknown or missing language as escaped plain code', () => {
    for (const info of ['', 'klingon', 'constructor', '__proto__', 'toString']) {
      expect(html(`\`\`\`${info}\n<b>x</b> & y\n\`\`\``)).toBe(
        '<pre><code>&lt;b&gt;x&lt;/b&gt; &amp; y\n</code></pre>\n',
      );
    }
  });

  it('stops colouring past the budget, and shows the rest plain', () => {
    const block = `\`\`\`js\n${'let a = 1;\n'.repeat(HIGHLIGHT_BUDGET / 11 / 2)}\`\`\``;
    const out = html([block, block, block].join('\n\n'));
    expect(out.match(/<code class="hljs language-javascript">/g)).toHaveLength(2);
    expect(out.match(/<code class="language-javascript">let a = 1;/g)).toHaveLength(1);
  });
});

describe('images', () => {
  it("shows this site's uploads with their size, copies and lazy loading", () => {
    expect(html(`![A *cat*](${IMAGE_URL} "On a mat")`)).toBe(
      `<p><img src="${IMAGE_URL}" alt="A cat" title="On a mat" width="1600" height="900" ` +
        `srcset="/media/${IMAGE.id}-1600x900-320.webp 320w, /media/${IMAGE.id}-1600x900-640.webp 640w, ` +
        `/media/${IMAGE.id}-1600x900-960.webp 960w, /media/${IMAGE.id}-1600x900-1280.webp 1280w" ` +
        'sizes="(max-width: 48rem) 100vw, 48rem" loading="lazy" decoding="async"></p>\n',
    );
  });

  it('shows any other image as its alt text', () => {
    for (const src of [
      'https://example.com/cat.png',
      '//example.com/cat.png',
      'data:image/png;base64,AAAA',
      'javascript:alert(1)',
      `/media/${IMAGE.id}.pdf`,
      IMAGE_URL.replace('-1280.webp', '-320.webp'),
      '/uploads/cat.webp',
    ]) {
      expect(html(`![A <cat>](${src})`)).toBe('<p>A &lt;cat&gt;</p>\n');
    }
  });
});

describe('headings', () => {
  it('gives h2–h4 prefixed, unique ids and a link to themselves; a # heading is an h2', () => {
    const post = renderPost(
      '# Intro\n\n## Intro\n\n### Using `npm` & *Vite*\n\n#### Déjà vu!\n\n##### Small\n\nIntro\n===',
    );
    expect(post.headings).toEqual([
      { level: 2, id: 'section-intro', text: 'Intro' },
      { level: 2, id: 'section-intro-2', text: 'Intro' },
      { level: 3, id: 'section-using-npm-vite', text: 'Using npm & Vite' },
      { level: 4, id: 'section-déjà-vu', text: 'Déjà vu!' },
      { level: 2, id: 'section-intro-3', text: 'Intro' },
    ]);
    expect(post.html).toContain(
      '<h2 id="section-intro">Intro <a href="#section-intro" class="heading-anchor" aria-label="Link to this section">#</a></h2>',
    );
    expect(post.html).toContain('<h5>Small</h5>');
    expect(post.html).not.toContain('<h1');
  });

  it('keeps ids unique whatever the texts, and short', () => {
    const post = renderPost(
      ['## A', '## A 2', '## A', '## A', '## !!!', '## ', `## ${'word '.repeat(100)}`].join('\n\n'),
    );
    const ids = post.headings.map((heading) => heading.id);
    expect(ids).toEqual([
      'section-a',
      'section-a-2',
      'section-a-3',
      'section-a-4',
      'section',
      'section-2',
      expect.stringMatching(/^section-word(-word)*$/),
    ]);
    expect(ids.at(-1)!.length).toBeLessThanOrEqual('section-'.length + 64);
  });
});

describe('text, word count and first image', () => {
  it('gives the body as plain text, blocks apart', () => {
    const post = renderPost(
      `# Title\n\nSome *emphasis* and [a link](https://example.com)\nover two lines.\n\n` +
        `![alt text](https://example.com/x.png) ![shown](${IMAGE_URL})\n\n- [x] one\n- two\n\n| h1 | h2 |\n|--|--|\n| c1 | c2 |\n\n` +
        '```js\nconst x = 1;\n```\n\n<b>raw</b>',
    );
    expect(post.text).toBe(
      'Title\n\nSome emphasis and a link over two lines.\n\nalt text shown\n\none\n\ntwo\n\nh1 h2\n\nc1 c2\n\nconst x = 1;\n\n<b>raw</b>',
    );
    expect(post.wordCount).toBe(22);
    expect(post.firstImage).toBe(IMAGE_URL);
  });

  it('counts words, not punctuation', () => {
    expect(renderPost('One — two, *three*! ... `4`').wordCount).toBe(4);
    expect(renderPost('').wordCount).toBe(0);
  });

  it('has no first image when no image is an upload', () => {
    expect(renderPost('![x](https://example.com/a.png)').firstImage).toBe('');
  });
});

describe('the length limit', () => {
  it('renders a body of POST_BODY_MAX characters and refuses a longer one', () => {
    expect(renderPost('a'.repeat(POST_BODY_MAX)).wordCount).toBe(1);
    expect(() => renderPost('a'.repeat(POST_BODY_MAX + 1))).toThrow(RangeError);
  });
});
