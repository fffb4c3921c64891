import { pickPortfolio, PORTFOLIO, postsInOrder, type Portfolio } from '@portfolio/contract';
import { renderPost } from '@portfolio/contract/markdown';
import { HOSTILE, hostileDocument } from '@portfolio/contract/testing';
import { describe, expect, it } from 'vitest';
import { OWNER_PORTFOLIO } from '@/test/fixtures';
import { renderPostPage } from './render-post-page';
// The source post.html, with the same markers as the built one.
import TEMPLATE from '../../post.html?raw';

const SITE_URL = 'https://jordan.example';
const BODY = [
  'Queues fill when producers outrun consumers.',
  '## Why it happens',
  'Bursts.',
  '## What to do',
  '### Shed load',
  '```ts\nconst limit = 10;\n```',
  '![A graph](/media/0123456789abcdef0123456789abcdef-1200x800-1200.webp)',
].join('\n\n');

/** The owner's posts, the second with a page at /blog/backpressure, tagged. */
const WITH_PAGES: Portfolio = {
  ...OWNER_PORTFOLIO,
  blogs: OWNER_PORTFOLIO.blogs.map((post, index) => ({
    ...post,
    ...(index === 0 && { slug: 'first', body: 'a'.repeat(32) }),
    ...(index === 1 && { slug: 'backpressure', body: 'b'.repeat(32), tags: ['queues', 'kafka'] }),
  })),
};

function render(portfolio: Portfolio, index: number, markdown: string): Document {
  const html = renderPostPage({
    template: TEMPLATE,
    portfolio,
    // The post and its neighbours, as the site's pass hands them over.
    post: portfolio.blogs[index]!,
    ...postsInOrder(portfolio.blogs).find(({ post }) => post === portfolio.blogs[index]),
    content: renderPost(markdown),
    siteUrl: SITE_URL,
    renderedAt: new Date(2026, 5, 1),
  });
  return new DOMParser().parseFromString(html, 'text/html');
}

const content = (page: Document, selector: string) => page.querySelector(selector)?.getAttribute('content');
const json = (page: Document, selector: string): unknown => JSON.parse(page.querySelector(selector)!.textContent!);

describe('renderPostPage', () => {
  it('shows the post: its title as the one h1, date, read time, tags, contents and body', () => {
    const page = render(WITH_PAGES, 1, BODY);
    const root = page.getElementById('root')!;

    expect([...root.querySelectorAll('h1')].map((h1) => h1.textContent)).toEqual(['Year in Review']);
    expect(root.querySelector('time')?.getAttribute('datetime')).toBe('2023-12-31');
    expect(root.textContent).toContain('Dec 31, 2023');
    expect(root.textContent).toContain('4 min read');
    expect([...root.querySelectorAll('ul[aria-label="Tags"] li')].map((tag) => tag.textContent)).toEqual([
      'queues',
      'kafka',
    ]);
    const contents = [...root.querySelectorAll('nav[aria-labelledby="post-contents-title"] a')];
    expect(contents.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Why it happens', '#section-why-it-happens'],
      ['What to do', '#section-what-to-do'],
      ['Shed load', '#section-shed-load'],
    ]);
    for (const link of contents) expect(root.querySelector(link.getAttribute('href')!)).not.toBeNull();
    expect(root.querySelector('.post-body code.hljs .hljs-keyword')!.textContent).toBe('const');
  });

  it('links the neighbouring posts that have a page, and back to the blog’s index', () => {
    const page = render(WITH_PAGES, 1, BODY);
    const links = [...page.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href')]);

    expect(page.querySelector('a[rel="prev"]')?.getAttribute('href')).toBe('/blog/first');
    // The third post has no body, so no page: there is no next one.
    expect(page.querySelector('a[rel="next"]')).toBeNull();
    expect(links).toContainEqual(['All posts', '/blog']);
    // The header leads to the home page's sections: this page has no script, so its menu is one
    // that opens without.
    expect(links).toContainEqual(['Skills', '/#skills']);
    expect(links).toContainEqual(['Jordan Lee', '/']);
    expect(page.querySelector('header button')).toBeNull();
    expect(page.querySelector('header details a[href="/#contact"]')).not.toBeNull();
  });

  it('has the head of an article: title, excerpt, canonical URL, Open Graph with its image, JSON-LD', () => {
    const page = render(WITH_PAGES, 1, BODY);
    const url = `${SITE_URL}/blog/backpressure`;

    expect(page.title).toBe('Year in Review — Jordan Lee');
    expect(content(page, 'meta[name="description"]')).toBe('What shipped in 2023.');
    expect(page.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(url);
    expect(content(page, 'meta[property="og:type"]')).toBe('article');
    expect(content(page, 'meta[property="og:url"]')).toBe(url);
    expect(content(page, 'meta[property="article:published_time"]')).toBe('2023-12-31');
    expect(content(page, 'meta[property="og:image"]')).toBe(
      `${SITE_URL}/media/0123456789abcdef0123456789abcdef-1200x800-1200.webp`,
    );
    expect(json(page, 'script[type="application/ld+json"]')).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Year in Review',
      datePublished: '2023-12-31',
      author: { '@type': 'Person', name: 'Jordan Lee', url: `${SITE_URL}/` },
      url,
      image: `${SITE_URL}/media/0123456789abcdef0123456789abcdef-1200x800-1200.webp`,
      keywords: ['queues', 'kafka'],
      wordCount: renderPost(BODY).wordCount,
      articleBody: renderPost(BODY).text,
    });
  });

  it('shows the portrait in link previews when the body has no image, and no contents under 3 headings', () => {
    const page = render(WITH_PAGES, 0, 'Just text.\n\n## One\n\n## Two');

    expect(content(page, 'meta[property="og:image"]')).toMatch(/^https:\/\/jordan\.example\/.*portrait/);
    expect(content(page, 'meta[name="twitter:card"]')).toBe('summary');
    expect(page.querySelector('nav[aria-labelledby="post-contents-title"]')).toBeNull();
    expect(page.querySelector('a[rel="next"]')?.getAttribute('href')).toBe('/blog/backpressure');
  });

  it('loads no script and carries no style attribute or element', () => {
    const page = render(WITH_PAGES, 1, `${BODY}\n\n| a | b |\n|:-:|--:|\n| 1 | 2 |\n\n- [x] done`);

    expect([...page.querySelectorAll('script')].map((script) => script.type)).toEqual(['application/ld+json']);
    expect(page.querySelectorAll('[style], style')).toHaveLength(0);
    expect([...page.querySelectorAll('link[rel="stylesheet"]')].map((link) => link.getAttribute('href'))).toEqual([
      '/src/index.css',
      '/src/features/portfolio/post-page.css',
    ]);
  });

  it('keeps hostile text in its place: the title, every attribute, the JSON-LD and the page', () => {
    const hostile = hostileDocument(PORTFOLIO, HOSTILE);
    const portfolio = pickPortfolio({ ...hostile, blogs: [{ ...hostile.blogs[0]!, body: 'c'.repeat(32) }] });
    const post = portfolio.blogs[0]!;
    const page = render(portfolio, 0, `# ${HOSTILE.text}\n\n${HOSTILE.text}\n\n<script>alert(1)</script>`);

    expect(page.title).toBe(`${post.title} — ${portfolio.personalInfo.name}`);
    expect(content(page, 'meta[name="description"]')).toBe(post.excerpt);
    expect(content(page, 'meta[property="og:title"]')).toBe(post.title);
    expect(
      [...page.querySelectorAll('meta[property="article:tag"]')].map((tag) => tag.getAttribute('content')),
    ).toEqual(post.tags);
    expect(json(page, 'script[type="application/ld+json"]')).toMatchObject({
      headline: post.title,
      description: post.excerpt,
      author: { name: portfolio.personalInfo.name },
      articleBody: expect.stringContaining(HOSTILE.text),
    });
    const root = page.getElementById('root')!;
    for (const text of [post.title, post.readTime, ...post.tags]) {
      expect(root.textContent).toContain(text);
    }
    expect(root.querySelector('.post-body')!.textContent).toContain('<script>alert(1)</script>');
    expect(page.querySelectorAll('b')).toHaveLength(0);
    expect([...page.querySelectorAll('script')].map((script) => script.type)).toEqual(['application/ld+json']);
  });

  it('refuses a template without its markers', () => {
    expect(() =>
      renderPostPage({
        template: '<html></html>',
        portfolio: WITH_PAGES,
        post: WITH_PAGES.blogs[1]!,
        content: renderPost(BODY),
        siteUrl: SITE_URL,
        renderedAt: new Date(),
      }),
    ).toThrow(/marker/);
  });
});
