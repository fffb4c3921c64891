import { renderPost } from '@portfolio/contract/markdown';
import { type Portfolio } from '@portfolio/contract';
import { siteLocale } from '@portfolio/contract/languages';
import { describe, expect, it } from 'vitest';
import { OWNER_PORTFOLIO } from '@/test/fixtures';
import INDEX_TEMPLATE from '../../index.html?raw';
import POST_TEMPLATE from '../../post.html?raw';
import { renderBlogPage, renderPage, renderPostPage } from './render-page';

const SITE_URL = 'https://jordan.example';
const renderedAt = new Date(2026, 5, 1);
const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

/** The owner's site in `languages`, its first post with a page, and the owner's own words. */
function site(languages: string[], words: Portfolio['words'] = []): Portfolio {
  const [first, ...rest] = OWNER_PORTFOLIO.blogs;
  return { ...OWNER_PORTFOLIO, languages, words, blogs: [{ ...first!, slug: 'first', body: 'b'.repeat(32) }, ...rest] };
}

const landing = (portfolio: Portfolio) =>
  parse(renderPage({ template: INDEX_TEMPLATE, portfolio, siteUrl: SITE_URL, renderedAt }));
const postPage = (portfolio: Portfolio) =>
  parse(
    renderPostPage({
      template: POST_TEMPLATE,
      portfolio,
      post: portfolio.blogs[0]!,
      older: portfolio.blogs[1],
      content: renderPost('## One\n\n## Two\n\n## Three\n\nText.'),
      siteUrl: SITE_URL,
      renderedAt,
    }),
  );
const blogPage = (portfolio: Portfolio) =>
  parse(
    renderBlogPage({
      template: POST_TEMPLATE,
      portfolio,
      posts: portfolio.blogs,
      tag: { name: 'Kafka', slug: 'kafka' },
      page: 2,
      pages: 3,
      siteUrl: SITE_URL,
      renderedAt,
    }),
  );

describe('the pages of a site in French', () => {
  const french = siteLocale({ languages: ['fr'], words: [] }).words;

  it("are French: the page's language, its fixed words and its dates", () => {
    const page = landing(site(['fr', 'en']));
    expect(page.documentElement.lang).toBe('fr');
    expect(page.documentElement.hasAttribute('dir')).toBe(false);
    expect(page.querySelector('#skills-title')!.textContent).toBe(french.skillsTitle);
    expect(page.querySelector('#projects-title')!.textContent).toBe(french.projectsTitle);
    expect(page.querySelector('nav')!.getAttribute('aria-label')).toBe(french.sections);
    expect(page.querySelector('footer')!.textContent).toContain(french.copyright.split('{year}')[1]!.trim());
    expect(page.querySelector('#blog time')!.textContent).toMatch(/^\d{1,2} [a-zéû.]+ \d{4}$/);
    expect(page.body.textContent).not.toContain('Latest Insights');
    const graph = JSON.parse(page.querySelector('script[type="application/ld+json"]')!.textContent!) as {
      '@graph': { '@type': string; inLanguage?: string }[];
    };
    const postings = graph['@graph'].filter((node) => node['@type'] === 'BlogPosting');
    expect(postings.map((posting) => posting.inLanguage)).toEqual(postings.map(() => 'fr'));
    expect(postings.length).toBeGreaterThan(0);
  });

  it("hand the islands their words in the page, which an English page's never carry", () => {
    const page = landing(site(['fr']));
    expect(JSON.parse(page.querySelector('header')!.getAttribute('data-words')!)).toEqual({
      openMenu: french.openMenu,
      closeMenu: french.closeMenu,
    });
    expect(JSON.parse(page.querySelector('[data-island="connectivity"]')!.getAttribute('data-words')!)).toEqual({
      demoMode: french.demoMode,
      offlineMode: french.offlineMode,
    });
    const english = landing(site([]));
    expect(english.documentElement.lang).toBe('en');
    expect(english.querySelectorAll('[data-words]')).toHaveLength(0);
    expect(english.head.innerHTML).not.toContain('inLanguage');
  });

  it('carry no languages, words or translations in the data: the HTML is written in the one language', () => {
    const portfolio = site(['fr']);
    const data = JSON.parse(landing(portfolio).getElementById('page-data')!.textContent!) as {
      portfolio: Portfolio;
    };
    expect(data.portfolio).not.toHaveProperty('languages');
    expect(data.portfolio).not.toHaveProperty('words');
    expect(portfolio.skills[0]).toHaveProperty('translations');
    expect(data.portfolio.personalInfo).not.toHaveProperty('translations');
    expect(data.portfolio.skills.filter((skill) => 'translations' in skill)).toEqual([]);
  });

  it("are a post's page and a listing in French too, with the search box's words", () => {
    const post = postPage(site(['fr']));
    expect(post.documentElement.lang).toBe('fr');
    expect(post.querySelector('.post-back')!.textContent).toBe(french.allPosts);
    expect(post.querySelector('#post-contents-title')!.textContent).toBe(french.contents);
    expect(post.querySelector('.post-next span')!.textContent).toBe(french.olderPost);
    expect(post.querySelector('input[type="search"]')!.getAttribute('placeholder')).toBe(french.searchPosts);
    expect(JSON.parse(post.querySelector('[data-search-box]')!.getAttribute('data-words')!)).toMatchObject({
      noPostsFound: french.noPostsFound,
    });

    const listing = blogPage(site(['fr']));
    expect(listing.querySelector('h1')!.textContent).toBe(french.postsTagged.replace('{tag}', 'Kafka'));
    expect(listing.querySelector('.post-meta')!.textContent).toBe(
      french.pageOf.replace('{page}', '2').replace('{pages}', '3'),
    );
    expect(listing.title).toBe(
      `${french.titleOnPage.replace('{title}', french.postsTagged.replace('{tag}', 'Kafka')).replace('{page}', '2')} — Jordan Lee`,
    );
  });

  it("show the owner's own word in place of the built-in one, for its language only", () => {
    const page = landing(site(['fr'], [{ language: 'fr', word: 'blogTitle', text: 'Mes carnets' }]));
    expect(page.querySelector('#blog-title')!.textContent).toBe('Mes carnets');
    const other = landing(site(['de'], [{ language: 'fr', word: 'blogTitle', text: 'Mes carnets' }]));
    expect(other.querySelector('#blog-title')!.textContent).toBe(
      siteLocale({ languages: ['de'], words: [] }).words.blogTitle,
    );
  });
});

describe('the pages of a site in Arabic', () => {
  it('run right to left, in Arabic words', () => {
    for (const page of [landing(site(['ar'])), postPage(site(['ar'])), blogPage(site(['ar']))]) {
      expect(page.documentElement.lang).toBe('ar');
      expect(page.documentElement.dir).toBe('rtl');
    }
    const arabic = siteLocale({ languages: ['ar'], words: [] }).words;
    expect(landing(site(['ar'])).querySelector('#contact-title')!.textContent).toBe(arabic.contactTitle);
  });
});
