import { renderPost } from '@portfolio/contract/markdown';
import { inLanguage, languageName, type PageLanguage, type Portfolio } from '@portfolio/contract';
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

const landing = (portfolio: Portfolio, language?: PageLanguage) =>
  parse(renderPage({ template: INDEX_TEMPLATE, portfolio, siteUrl: SITE_URL, language, renderedAt }));
const postPage = (portfolio: Portfolio, language?: PageLanguage) =>
  parse(
    renderPostPage({
      template: POST_TEMPLATE,
      portfolio,
      post: portfolio.blogs[0]!,
      older: portfolio.blogs[1],
      content: renderPost('## One\n\n## Two\n\n## Three\n\nText.'),
      siteUrl: SITE_URL,
      language,
      renderedAt,
    }),
  );
const blogPage = (portfolio: Portfolio, language?: PageLanguage) =>
  parse(
    renderBlogPage({
      template: POST_TEMPLATE,
      portfolio,
      posts: portfolio.blogs,
      tag: { name: 'Kafka', slug: 'kafka' },
      page: 2,
      pages: 3,
      siteUrl: SITE_URL,
      language,
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

type PostTranslation = Portfolio['blogs'][number]['translations'][number];

/** A post's French translation: the fields given, the others left to the English. */
const postInFrench = (fields: Partial<PostTranslation>): PostTranslation => ({
  language: 'fr',
  title: '',
  readTime: '',
  excerpt: '',
  slug: '',
  tags: [],
  body: '',
  ...fields,
});

/**
 * A site in English and French: the owner's title and two posts translated, the first at an
 * address of its own in French, the second at its English one.
 */
function bilingual(): Portfolio {
  const base = site(['en', 'fr']);
  const [first, second, ...rest] = base.blogs;
  return {
    ...base,
    personalInfo: {
      ...base.personalInfo,
      translations: [{ language: 'fr', name: '', title: 'Ingénieur de données', description: '' }],
    },
    blogs: [
      {
        ...first!,
        tags: ['Kafka'],
        translations: [postInFrench({ title: 'La contre-pression', slug: 'contre-pression', tags: ['Flux'] })],
      },
      { ...second!, slug: 'second', body: 'c'.repeat(32), translations: [postInFrench({ title: 'Mon année' })] },
      ...rest,
    ],
  };
}

/** What the API gives a page of the bilingual site in `tag`, the page being at `paths` in each language. */
const bilingualPage = (tag: 'en' | 'fr', paths: { en: string; fr: string }): PageLanguage => ({
  tag,
  prefix: tag === 'fr' ? '/fr' : '',
  alternates: [
    { hreflang: 'en', path: paths.en },
    { hreflang: 'fr', path: paths.fr },
    { hreflang: 'x-default', path: paths.en },
  ],
  switcher: tag === 'fr' ? [{ hreflang: 'en', path: paths.en }] : [{ hreflang: 'fr', path: paths.fr }],
});

const HOMES = { en: '/', fr: '/fr/' };

const attribute = (page: Document, selector: string, name: string) =>
  [...page.querySelectorAll(selector)].map((element) => element.getAttribute(name));
const hreflangs = (page: Document) =>
  [...page.head.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
    link.getAttribute('hreflang'),
    link.getAttribute('href'),
  ]);
const content = (page: Document, property: string) => attribute(page, `meta[property="${property}"]`, 'content');
/** The language switcher, named in the page's language. */
const switcher = (page: Document) =>
  page.querySelector(
    `nav[aria-label="${siteLocale({ languages: [], words: [] }, page.documentElement.lang).words.languages}"]`,
  );
/** The switcher's entries: a link's language, address and name, or the page's own language as text. */
const switcherEntries = (page: Document) =>
  [...switcher(page)!.querySelectorAll('li > *')].map((entry) =>
    entry.tagName === 'A'
      ? {
          link: entry.getAttribute('href'),
          hreflang: entry.getAttribute('hreflang'),
          lang: entry.getAttribute('lang'),
          rel: entry.getAttribute('rel'),
          name: entry.textContent,
        }
      : { current: entry.getAttribute('aria-current'), name: entry.textContent },
  );
const structured = (page: Document) =>
  JSON.parse(page.querySelector('script[type="application/ld+json"]')!.textContent!) as Record<string, unknown>;
/** The body's links to the site's pages, other than the switcher's to the other languages. */
const sitePaths = (page: Document) => attribute(page, 'body a[href^="/"]:not([rel="alternate"])', 'href');

describe('the pages of a site in English and French', () => {
  const french = inLanguage(bilingual(), 'fr');

  it('the French home page: in French, its links under /fr/, the English page among its alternates', () => {
    const page = landing(french, bilingualPage('fr', HOMES));

    expect(page.documentElement.lang).toBe('fr');
    expect(page.querySelector('#root h1')!.textContent).toBe('Ingénieur de données');
    expect(attribute(page, '#blog a', 'href')).toEqual(['/fr/blog/contre-pression', '/fr/blog/second']);
    expect(attribute(page, 'link[rel="canonical"]', 'href')).toEqual([`${SITE_URL}/fr/`]);
    expect(content(page, 'og:url')).toEqual([`${SITE_URL}/fr/`]);
    expect(hreflangs(page)).toEqual([
      ['en', `${SITE_URL}/`],
      ['fr', `${SITE_URL}/fr/`],
      ['x-default', `${SITE_URL}/`],
    ]);
    expect(content(page, 'og:locale')).toEqual(['fr']);
    expect(content(page, 'og:locale:alternate')).toEqual(['en']);
    expect(content(page, 'og:image:alt')).toEqual([`Portrait de ${french.personalInfo.name}`]);
    expect(attribute(page, 'link[type="application/atom+xml"]', 'href')).toEqual([`${SITE_URL}/fr/feed.xml`]);
    expect(structured(page)).toMatchObject({
      '@graph': [
        { url: `${SITE_URL}/fr/` },
        { inLanguage: 'fr', url: `${SITE_URL}/fr/blog/contre-pression` },
        { inLanguage: 'fr', url: `${SITE_URL}/fr/blog/second` },
      ],
    });
    expect(switcherEntries(page)).toEqual([
      { link: '/', hreflang: 'en', lang: 'en', rel: 'alternate', name: 'English' },
      { current: 'true', name: 'Français' },
    ]);
    expect(switcher(page)!.getAttribute('aria-label')).toBe('Langues');
  });

  it('the French home page carries its French content only, without the translations', () => {
    const data = JSON.parse(landing(french, bilingualPage('fr', HOMES)).getElementById('page-data')!.textContent!) as {
      portfolio: Portfolio;
    };
    expect(data.portfolio.blogs.map((post) => post.title)).toEqual(['La contre-pression', 'Mon année']);
    expect(data.portfolio.personalInfo).not.toHaveProperty('translations');
    expect(data.portfolio.blogs[0]).not.toHaveProperty('translations');
  });

  it('the English home page: at the root, its links as they were, the switcher to French', () => {
    const page = landing(inLanguage(bilingual(), 'en'), bilingualPage('en', HOMES));

    expect(page.documentElement.lang).toBe('en');
    expect(attribute(page, '#blog a', 'href')).toEqual(['/blog/first', '/blog/second']);
    expect(attribute(page, 'link[rel="canonical"]', 'href')).toEqual([`${SITE_URL}/`]);
    expect(content(page, 'og:locale')).toEqual(['en']);
    expect(content(page, 'og:locale:alternate')).toEqual(['fr']);
    expect(switcherEntries(page)).toEqual([
      { current: 'true', name: 'English' },
      { link: '/fr/', hreflang: 'fr', lang: 'fr', rel: 'alternate', name: 'Français' },
    ]);
  });

  it("a French post's page: its address, its links and its feed under /fr/, the post in English beside it", () => {
    const paths = { en: '/blog/first', fr: '/fr/blog/contre-pression' };
    const page = postPage(french, bilingualPage('fr', paths));

    expect(page.documentElement.lang).toBe('fr');
    expect(attribute(page, 'link[rel="canonical"]', 'href')).toEqual([`${SITE_URL}/fr/blog/contre-pression`]);
    expect(content(page, 'og:url')).toEqual([`${SITE_URL}/fr/blog/contre-pression`]);
    expect(hreflangs(page)).toEqual([
      ['en', `${SITE_URL}/blog/first`],
      ['fr', `${SITE_URL}/fr/blog/contre-pression`],
      ['x-default', `${SITE_URL}/blog/first`],
    ]);
    expect(content(page, 'og:locale')).toEqual(['fr']);
    expect(content(page, 'og:locale:alternate')).toEqual(['en']);
    expect(attribute(page, 'link[type="application/atom+xml"]', 'href')).toEqual([`${SITE_URL}/fr/feed.xml`]);
    expect(structured(page)).toMatchObject({
      inLanguage: 'fr',
      author: { url: `${SITE_URL}/fr/` },
      url: `${SITE_URL}/fr/blog/contre-pression`,
    });
    const links = sitePaths(page);
    expect(links).toEqual(
      expect.arrayContaining(['/fr/', '/fr/#skills', '/fr/blog', '/fr/blog/tag/flux', '/fr/blog/second']),
    );
    expect(links.filter((href) => !href!.startsWith('/fr/'))).toEqual([]);
    expect(page.querySelector('img[src^="/api/hits"]')!.getAttribute('src')).toBe(
      `/api/hits?path=${encodeURIComponent('/fr/blog/contre-pression')}`,
    );
    expect(switcherEntries(page)).toEqual([
      { link: '/blog/first', hreflang: 'en', lang: 'en', rel: 'alternate', name: 'English' },
      { current: 'true', name: 'Français' },
    ]);
  });

  it("a French listing's page: its address, its neighbours and its feeds under /fr/, the English home where it has no English page", () => {
    const page = blogPage(french, {
      tag: 'fr',
      prefix: '/fr',
      alternates: [
        { hreflang: 'fr', path: '/fr/blog/tag/kafka/page/2' },
        { hreflang: 'x-default', path: '/fr/blog/tag/kafka/page/2' },
      ],
      switcher: [{ hreflang: 'en', path: '/' }],
    });

    expect(page.documentElement.lang).toBe('fr');
    expect(attribute(page, 'link[rel="canonical"]', 'href')).toEqual([`${SITE_URL}/fr/blog/tag/kafka/page/2`]);
    expect(attribute(page, 'link[rel="prev"]', 'href')).toEqual([`${SITE_URL}/fr/blog/tag/kafka`]);
    expect(attribute(page, 'link[rel="next"]', 'href')).toEqual([`${SITE_URL}/fr/blog/tag/kafka/page/3`]);
    expect(content(page, 'og:url')).toEqual([`${SITE_URL}/fr/blog/tag/kafka/page/2`]);
    expect(hreflangs(page)).toEqual([
      ['fr', `${SITE_URL}/fr/blog/tag/kafka/page/2`],
      ['x-default', `${SITE_URL}/fr/blog/tag/kafka/page/2`],
    ]);
    expect(content(page, 'og:locale')).toEqual(['fr']);
    expect(content(page, 'og:locale:alternate')).toEqual([]);
    expect(attribute(page, 'link[type="application/atom+xml"]', 'href')).toEqual([
      `${SITE_URL}/fr/feed.xml`,
      `${SITE_URL}/fr/blog/tag/kafka/feed.xml`,
    ]);
    expect(attribute(page, 'a[rel="prev"], a[rel="next"]', 'href')).toEqual([
      '/fr/blog/tag/kafka',
      '/fr/blog/tag/kafka/page/3',
    ]);
    const links = sitePaths(page);
    expect(links).toEqual(
      expect.arrayContaining(['/fr/', '/fr/blog', '/fr/blog/contre-pression', '/fr/blog/tag/flux']),
    );
    expect(links.filter((href) => !href!.startsWith('/fr/'))).toEqual([]);
    expect(switcherEntries(page)).toEqual([
      { link: '/', hreflang: 'en', lang: 'en', rel: 'alternate', name: 'English' },
      { current: 'true', name: 'Français' },
    ]);
  });

  it('a site in one language is given none: no switcher, no alternates, its links at the root', () => {
    for (const page of [landing(site(['fr'])), postPage(site(['fr'])), blogPage(site(['fr']))]) {
      expect(switcher(page)).toBeNull();
      expect(page.body.querySelector('[hreflang], [aria-current]')).toBeNull();
      expect(hreflangs(page)).toEqual([]);
      expect(content(page, 'og:locale')).toEqual([]);
      expect(sitePaths(page).filter((href) => href!.startsWith('/fr'))).toEqual([]);
    }
  });
});

describe('the Arabic pages of a site in English, Arabic and Brazilian Portuguese', () => {
  it('run right to left, with the switcher in the site’s order and each language named in its own', () => {
    const page = landing(inLanguage(site(['en', 'ar', 'pt-BR']), 'ar'), {
      tag: 'ar',
      prefix: '/ar',
      alternates: [
        { hreflang: 'en', path: '/' },
        { hreflang: 'ar', path: '/ar/' },
        { hreflang: 'pt-BR', path: '/pt-BR/' },
        { hreflang: 'x-default', path: '/' },
      ],
      switcher: [
        { hreflang: 'en', path: '/' },
        { hreflang: 'pt-BR', path: '/pt-BR/' },
      ],
    });

    expect(page.documentElement.lang).toBe('ar');
    expect(page.documentElement.dir).toBe('rtl');
    expect(content(page, 'og:locale')).toEqual(['ar']);
    expect(content(page, 'og:locale:alternate')).toEqual(['en', 'pt_BR']);
    expect(switcherEntries(page)).toEqual([
      { link: '/', hreflang: 'en', lang: 'en', rel: 'alternate', name: 'English' },
      { current: 'true', name: languageName('ar') },
      { link: '/pt-BR/', hreflang: 'pt-BR', lang: 'pt-BR', rel: 'alternate', name: languageName('pt-BR') },
    ]);
  });
});
