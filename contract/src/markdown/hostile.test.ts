// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { mediaUrl } from '../media.js';
import { renderPost } from './render-post.js';

/*
 * The hostile corpus: the usual XSS vectors (OWASP's filter evasion cheat sheet and the like) in
 * every place a post can hold them. Each output is parsed by a real HTML parser (jsdom) and
 * checked element by element against what the renderer may write at all.
 */
const IMAGE_URL = mediaUrl({ kind: 'image', id: 'abcdefabcdefabcdefabcdefabcdef12', width: 800, height: 600 });
const PAGE = 'https://portfolio.example/blog/a-post';

const ELEMENTS: Record<string, readonly string[]> = {
  P: [],
  H2: ['id'],
  H3: ['id'],
  H4: ['id'],
  H5: [],
  H6: [],
  A: ['href', 'title', 'rel', 'class', 'aria-label'],
  IMG: ['src', 'alt', 'title', 'width', 'height', 'srcset', 'sizes', 'loading', 'decoding'],
  INPUT: ['type', 'class', 'aria-label', 'disabled', 'checked'],
  PRE: [],
  CODE: ['class'],
  SPAN: ['class'],
  EM: [],
  STRONG: [],
  S: [],
  BR: [],
  HR: [],
  BLOCKQUOTE: [],
  UL: ['class'],
  OL: ['class', 'start'],
  LI: ['class'],
  TABLE: [],
  THEAD: [],
  TBODY: [],
  TR: [],
  TH: ['class'],
  TD: ['class'],
};

/** Fails unless the HTML holds only the renderer's own elements, attributes and addresses. */
function expectInert(html: string): void {
  // Text is escaped, so every `<` in the output opens one of the renderer's own tags.
  for (const [, name] of html.matchAll(/<\/?([^\s>/]*)/g)) expect(Object.keys(ELEMENTS)).toContain(name!.toUpperCase());
  expect(html).not.toMatch(/<[^>]*\sstyle\s*=/i);

  const body = new DOMParser().parseFromString(`<!doctype html><body>${html}</body>`, 'text/html').body;
  for (const element of body.querySelectorAll('*')) {
    const allowed = ELEMENTS[element.tagName];
    expect(allowed, element.tagName).toBeDefined();
    for (const attribute of element.attributes) {
      expect(allowed, `${element.tagName} ${attribute.name}`).toContain(attribute.name);
    }
    const id = element.getAttribute('id');
    if (id !== null) expect(id).toMatch(/^section(-|$)/);
    const href = element.getAttribute('href');
    if (href !== null) {
      // What a browser makes of the address, control characters and all.
      const url = new URL(href, PAGE);
      expect(['http:', 'https:', 'mailto:'], href).toContain(url.protocol);
      if (url.origin !== new URL(PAGE).origin && url.protocol !== 'mailto:')
        expect(element.getAttribute('rel')).toBe('noopener noreferrer');
    }
    const src = element.getAttribute('src');
    if (src !== null) expect(src).toMatch(/^\/media\/[0-9a-f]{32}-\d+x\d+-\d+\.webp$/);
    for (const candidate of element.getAttribute('srcset')?.split(', ') ?? [])
      expect(candidate).toMatch(/^\/media\/\S+\.webp \d+w$/);
    if (element.tagName === 'INPUT') {
      expect(element.getAttribute('type')).toBe('checkbox');
      expect(element.hasAttribute('disabled')).toBe(true);
    }
  }
}

const SCRIPT = '<script>alert(1)</script>';
const JS = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'javascript&colon;alert(1)',
  '&#106;avascript:alert(1)',
  '&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)',
  '&#0000106&#0000097vascript:alert(1)',
  'jav&#x09;ascript:alert(1)',
  'jav&#x0A;ascript:alert(1)',
  'jav&#x0D;ascript:alert(1)',
  '&#x20;javascript:alert(1)',
  '&#x01;javascript:alert(1)',
  'java\\script:alert(1)',
  'java%0ascript:alert(1)',
  '%6Aavascript:alert(1)',
  'vbscript:msgbox(1)',
  'VBScript:msgbox(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'data:text/html,<script>alert(1)</script>',
  'DATA:image/svg+xml,<svg onload=alert(1)>',
  'file:///etc/passwd',
  'FILE://c:/windows/win.ini',
];

/** Entities without their `;`, or of a control character: CommonMark leaves them as they are. */
const UNDECODED = ['&#0000106&#0000097vascript:alert(1)', '&#x01;javascript:alert(1)'];

const CORPUS: Record<string, string> = {
  'a script block': SCRIPT,
  'a script inline': `a ${SCRIPT} b`,
  'a script split over lines': '<scr\nipt>alert(1)</script>',
  'img onerror': '<img src=x onerror=alert(1)>',
  'svg onload': '<svg onload=alert(1)><circle r=1 /></svg>',
  iframe: '<iframe src="javascript:alert(1)"></iframe>',
  'an HTML link': '<a href="javascript:alert(1)">x</a>',
  'event attributes': '<div onclick="alert(1)" onmouseover=alert(1)>x</div>',
  style: '<style>body{background:url(javascript:alert(1))}</style><p style="color:red">x</p>',
  'meta refresh': '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  base: '<base href="javascript:alert(1)//">',
  form: '<form action="javascript:alert(1)"><button>x</button></form>',
  'math and xlink': '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  'comments, CDATA and processing instructions': '<!-- <script>x</script> --><![CDATA[<script>]]><?php echo 1 ?>',
  'an HTML block in a list': `- <div>\n  ${SCRIPT}\n  </div>`,
  'escaped entities': '&lt;script&gt;alert(1)&lt;/script&gt; &#60;script&#62;',
  'a quote out of a link title': `[x](https://example.com "\\"><script>alert(1)</script>")`,
  'an attribute out of a link title': `[x](https://example.com '" onmouseover="alert(1)')`,
  'HTML as link text': '[<img src=x onerror=alert(1)>](https://example.com)',
  'HTML in code spans': '`<script>alert(1)</script>` ``<img src=x onerror=alert(1)>``',
  'HTML in a fence': `\`\`\`\n${SCRIPT}\n\`\`\``,
  'HTML in a highlighted fence': `\`\`\`html\n${SCRIPT}<img src=x onerror=alert(1)><svg onload=alert(1)>\n\`\`\``,
  'a fence closing its own tags': '```js\n</code></pre><script>alert(1)</script>\n```',
  'a fence info string': `\`\`\`"><script>alert(1)</script>\nx\n\`\`\`\n\n\`\`\`js" onmouseover="alert(1)\nx\n\`\`\``,
  'an indented code block': `    ${SCRIPT}`,
  'table cells': `| ${SCRIPT} | [x](javascript:alert(1)) |\n|---|---|\n| <img src=x onerror=alert(1)> | ![x](javascript:alert(1)) |`,
  'an alignment that is a style': '| a |\n|:-:|\n| <p style="x">b</p> |',
  headings: `## ${SCRIPT}\n\n## "><img src=x onerror=alert(1)>\n\n### <svg onload=alert(1)>\n\n# main`,
  'task lists': `- [ ] ${SCRIPT}\n- [x] [x](javascript:alert(1))\n- [x] <input type="checkbox" onclick="alert(1)">`,
  'image alts': `![${SCRIPT}](${IMAGE_URL}) ![" onerror="alert(1)](${IMAGE_URL}) ![x](${IMAGE_URL} "\\" onerror=\\"alert(1)")`,
  'remote and script images':
    '![x](https://evil.example/a.png) ![x](javascript:alert(1)) ![x](data:image/svg+xml,<svg onload=alert(1)>)',
  'an upload address with something after it': `![x](${IMAGE_URL}"onerror="alert(1)) ![x](${IMAGE_URL}?x=" onerror=alert(1)) ![x](${IMAGE_URL}#x)`,
  'image inside a link': `[![x](javascript:alert(1))](javascript:alert(1))`,
};
for (const scheme of JS) {
  CORPUS[`${scheme}: inline link`] = `[x](${scheme})`;
  CORPUS[`${scheme}: link in angle brackets`] = `[x](<${scheme}>)`;
  CORPUS[`${scheme}: link with a title`] = `[x](${scheme} "t")`;
  CORPUS[`${scheme}: reference link`] = `[x][r] [r] [r][]\n\n[r]: ${scheme}`;
  CORPUS[`${scheme}: autolink`] = `<${scheme}>`;
  CORPUS[`${scheme}: image`] = `![x](${scheme})`;
}
// Whitespace and control characters as they are, where Markdown lets them into an address.
for (const hidden of ['\t', '\n', '\r', '\u0001', '\u0000', '\u00a0', '\u2028', '\u200b', ' ']) {
  CORPUS[`javascript: with U+${hidden.charCodeAt(0).toString(16)} hidden in it`] =
    `[x](<java${hidden}script:alert(1)>)`;
  CORPUS[`javascript: after U+${hidden.charCodeAt(0).toString(16)}`] = `[x](<${hidden}javascript:alert(1)>)`;
}

describe('the hostile corpus', () => {
  it.each(Object.entries(CORPUS))('%s is inert', (_name, markdown) => {
    const post = renderPost(markdown);
    expectInert(post.html);
    for (const heading of post.headings) expect(heading.id).toMatch(/^section(-[\p{L}\p{N}]+)*(-\d+)?$/u);
    expect(post.firstImage === '' || post.firstImage === IMAGE_URL).toBe(true);
  });

  it('keeps the text of a refused link, and of a refused image its alt', () => {
    for (const scheme of JS.filter((address) => !UNDECODED.includes(address))) {
      const body = new DOMParser().parseFromString(
        renderPost(`[click](${scheme}) ![alt](${scheme})`).html,
        'text/html',
      ).body;
      expect(body.querySelector('a, img')).toBeNull();
      // The text alone, or where the address is no Markdown address at all, everything as typed.
      expect(body.textContent).toMatch(/^click alt\n$|^\[click\]\(.*\) !\[alt\]\(.*\)\n$/);
    }
  });

  it('leaves an entity Markdown does not decode as text: a relative address, `&` and a fragment', () => {
    for (const address of UNDECODED) {
      const link = new DOMParser().parseFromString(renderPost(`[x](${address})`).html, 'text/html').querySelector('a')!;
      const url = new URL(link.getAttribute('href')!, PAGE);
      expect(url.origin).toBe(new URL(PAGE).origin);
      expect(url.pathname).toBe('/blog/&');
    }
  });

  it('shows HTML as the text it is', () => {
    const body = new DOMParser().parseFromString(
      renderPost(`${SCRIPT}\n\n| <b>x</b> |\n|-|\n| y |`).html,
      'text/html',
    ).body;
    expect(body.querySelector('p')!.textContent).toBe(SCRIPT);
    expect(body.querySelector('th')!.textContent).toBe('<b>x</b>');
  });

  it('gives a heading named like a page element a prefixed id', () => {
    expect(renderPost('# main\n\n## root\n\n### content').headings.map((heading) => heading.id)).toEqual([
      'section-main',
      'section-root',
      'section-content',
    ]);
  });

  it('writes no style, id or name in any output of the corpus', () => {
    const all = Object.values(CORPUS)
      .map((markdown) => renderPost(markdown).html)
      .join('\n');
    const body = new DOMParser().parseFromString(all, 'text/html').body;
    expect(
      body.querySelector('[style], [name], script, style, iframe, svg, math, object, embed, form, base, meta'),
    ).toBeNull();
    for (const element of body.querySelectorAll('[id]')) expect(['H2', 'H3', 'H4']).toContain(element.tagName);
  });
});
