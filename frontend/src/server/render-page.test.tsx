import { DEFAULT_PORTFOLIO, PORTFOLIO, publicPortfolio, type Blog, type Portfolio } from '@portfolio/contract';
import { HOSTILE, hostileDocument, valuesOf } from '@portfolio/contract/testing';
import { describe, expect, it } from 'vitest';
import { pageDataOf } from '@/app/page-data';
import { OWNER_PORTFOLIO } from '@/test/fixtures';
import { renderPage } from './render-page';
// The source index.html, with the same markers as the built one.
import TEMPLATE from '../../index.html?raw';
// The Blog section of the built-in document's page as the release before the landing page chose
// its posts rendered it, byte for byte.
import BLOG_SECTION_BEFORE from './blog-section-before.txt?raw';
const SITE_URL = 'https://jordan.example';

function render(portfolio: Portfolio): Document {
  const html = renderPage({ template: TEMPLATE, portfolio, siteUrl: SITE_URL, renderedAt: new Date(2026, 5, 1) });
  return new DOMParser().parseFromString(html, 'text/html');
}

/** Every text of the document set to a hostile string after the name of its field. */
const hostile = () => hostileDocument(PORTFOLIO, HOSTILE);

const content = (page: Document, selector: string) => page.querySelector(selector)?.getAttribute('content');
const json = (page: Document, selector: string): unknown => JSON.parse(page.querySelector(selector)!.textContent!);

describe('renderPage', () => {
  it("puts the owner's content in the root, the head tags in place of the defaults, and the data after", () => {
    const page = render(OWNER_PORTFOLIO);

    expect(page.title).toBe('Jordan Lee — Data Platform Engineer');
    expect(page.querySelectorAll('title')).toHaveLength(1);
    expect(page.querySelector('link[rel="preload"][href="/api/portfolio"]')).toBeNull();
    expect(page.getElementById('root')!.textContent).toContain('I build data platforms that teams trust.');
    expect(page.querySelector('#root h1')!.textContent).toBe('Data Platform Engineer');
    expect(page.querySelector('#root #page-data')).toBeNull();
    expect(json(page, 'body > script#page-data')).toEqual(
      pageDataOf({ portfolio: OWNER_PORTFOLIO, renderedYear: 2026 }),
    );
    expect(content(page, 'meta[property="og:url"]')).toBe(`${SITE_URL}/`);
    expect(content(page, 'meta[property="og:image"]')).toMatch(/^https:\/\/jordan\.example\/.*portrait/);
    expect(page.querySelector('noscript')!.innerHTML).toContain('/no-script.css');
  });

  it('keeps hostile text in its place: the title, every attribute, the JSON-LD, the data and the page', () => {
    const portfolio = hostile();
    const page = render(portfolio);
    const { name, title, description } = portfolio.personalInfo;

    expect(page.title).toBe(`${name} — ${title}`);
    expect(content(page, 'meta[name="description"]')).toBe(description);
    expect(content(page, 'meta[property="og:title"]')).toBe(`${name} — ${title}`);
    expect(content(page, 'meta[property="og:image:alt"]')).toBe(`Portrait of ${name}`);
    expect(json(page, 'script[type="application/ld+json"]')).toMatchObject({
      '@graph': [{ name, jobTitle: title }, { headline: portfolio.blogs[0]!.title }],
    });
    expect(json(page, '#page-data')).toEqual(pageDataOf({ portfolio, renderedYear: 2026 }));
    for (const text of valuesOf(PORTFOLIO, portfolio, 'text')) {
      expect(page.getElementById('root')!.textContent).toContain(text);
    }
    // Nothing the owner wrote became an element or ended one early.
    expect(page.querySelectorAll('b')).toHaveLength(0);
    // The app's entry is left to the head script, which the build adds beside the stylesheet.
    expect([...page.querySelectorAll('script')].map((script) => script.type).sort()).toEqual([
      'application/json',
      'application/ld+json',
    ]);
    expect(page.head.querySelectorAll('meta[property^="og:"]')).toHaveLength(10);
  });

  it.each([
    ['dark', 'dark'],
    ['light', 'light'],
    // The device decides: the head script, or the stylesheet when scripts are off.
    ['system', undefined],
  ] as const)('gives <html> the site’s %s theme for the head script, and the theme in use: %s', (theme, inUse) => {
    const page = render({ ...OWNER_PORTFOLIO, appearance: { theme } });

    expect(page.documentElement.dataset.siteTheme).toBe(theme);
    expect(page.documentElement.dataset.theme).toBe(inUse);
    expect(page.documentElement.lang).toBe('en');
  });

  it('renders the Blog section of the specification’s three posts byte for byte as before', () => {
    const html = renderPage({
      template: TEMPLATE,
      portfolio: DEFAULT_PORTFOLIO,
      siteUrl: SITE_URL,
      renderedAt: new Date(),
    });

    expect(/<section[^>]*id="blog"[\s\S]*?<\/section>/.exec(html)?.[0]).toBe(BLOG_SECTION_BEFORE);
  });

  it('carries only the posts the landing page needs, and shows no post that is not public', () => {
    const now = new Date('2026-06-01T00:00:00Z');
    const post = (n: number, extra: Partial<Blog> = {}): Blog => ({
      ...DEFAULT_PORTFOLIO.blogs[0]!,
      title: `Post ${n}`,
      date: `2025-01-${String(n).padStart(2, '0')}`,
      ...extra,
    });
    const posts = Array.from({ length: 20 }, (_, index) => post(index + 1));
    // The newest four are a draft, hidden, scheduled for later and pinned but hidden.
    posts[19] = post(20, { status: 'draft' });
    posts[18] = post(19, { hidden: true });
    posts[17] = post(18, { status: 'scheduled', publishAt: '2026-07-01T00:00:00Z' });
    posts[0] = post(1, { pinned: true, hidden: true });
    posts[4] = post(5, { pinned: true });
    const page = render(publicPortfolio({ ...DEFAULT_PORTFOLIO, blogs: posts }, now));

    expect([...page.querySelectorAll('#blog h3')].map((heading) => heading.textContent)).toEqual([
      'Post 5',
      'Post 17',
      'Post 16',
      'Post 15',
      'Post 14',
      'Post 13',
    ]);
    expect(page.querySelector('#blog a[href="/blog"]')!.textContent).toBe('All posts');
    const data = json(page, '#page-data') as { portfolio: Portfolio };
    expect(data.portfolio.blogs.map((each) => each.title)).toEqual([
      'Post 5',
      'Post 12',
      'Post 13',
      'Post 14',
      'Post 15',
      'Post 16',
      'Post 17',
    ]);
    expect(json(page, 'script[type="application/ld+json"]')).toMatchObject({
      '@graph': [{ '@type': 'Person' }, ...data.portfolio.blogs.map((each) => ({ headline: each.title }))],
    });
  });

  it('refuses a template without its markers, rather than serve a page without content', () => {
    expect(() =>
      renderPage({ template: '<html></html>', portfolio: OWNER_PORTFOLIO, siteUrl: SITE_URL, renderedAt: new Date() }),
    ).toThrow(/marker/);
  });
});
