import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BLOG_INDEX_PATH, BLOG_PATH, MEDIA_PATH, SEARCH_PATH } from '@portfolio/contract';
import { isSiteRoute } from './site-routes';

// nginx chooses by path which requests reach the API: the posts' and the uploads' paths it sends on
// must be the contract's, or a post's page would be the app's 404 in front of an API that has it.
const TEMPLATE = readFileSync(
  join(__dirname, '..', '..', '..', '..', 'nginx', 'templates', 'default.conf.template'),
  'utf8',
);

/** The block of nginx's `location <prefix>`, if it has one. */
const locationOf = (prefix: string) =>
  new RegExp(`\\n {4}location ${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\{([^}]*)\\}`).exec(TEMPLATE)?.[1];

/** The blog's location: the index, `/blog`, and every path under it. */
const BLOG_LOCATION = '~ ^/blog(/([^/]+|page/[^/]+|tag/[^/]+(/page/[^/]+|/feed\\.xml)?))?$';

describe('the paths the API answers outside /api', () => {
  it.each([BLOG_LOCATION, MEDIA_PATH, `${SEARCH_PATH}/`])('%s is sent on to the API by nginx', (prefix) => {
    expect(locationOf(prefix)).toMatch(/\n {8}proxy_pass \$api;/);
  });

  it("nginx's blog location holds the index and the posts' path", () => {
    const blog = new RegExp(BLOG_LOCATION.slice(2));
    for (const path of [BLOG_INDEX_PATH, `${BLOG_PATH}a-post`, `${BLOG_PATH}tag/rust/feed.xml`])
      expect(blog.test(path)).toBe(true);
    expect(blog.test('/blogs')).toBe(false);
    // Nothing but the API's routes: any other path is the app's not-found page, which nginx serves.
    expect(
      ['/blog/', '/blog/a/b', '/blog/tag/rust/more', '/blog/page/2/more'].filter((path) => blog.test(path)),
    ).toEqual([]);
  });

  it("are a post's page, one part after the posts' path", () => {
    expect(isSiteRoute(`${BLOG_PATH}my-first-post`)).toBe(true);
    expect(isSiteRoute(BLOG_PATH)).toBe(false);
    expect(isSiteRoute(`${BLOG_PATH}my-first-post/more`)).toBe(false);
    expect(isSiteRoute('/blogs/my-first-post')).toBe(false);
  });

  it("are the blog's listings: its index, its pages, each tag's page, its pages and its feed", () => {
    for (const path of ['/blog', '/blog/page/2', '/blog/tag/rust', '/blog/tag/rust/page/2', '/blog/tag/rust/feed.xml'])
      expect(isSiteRoute(path)).toBe(true);
    for (const path of ['/blog/a/b', '/blog/tag/rust/more', '/blog/page/2/more', '/blog/tag/rust/page'])
      expect(isSiteRoute(path)).toBe(false);
  });
});

describe("the site's pages in another language", () => {
  const LANGUAGE_LOCATION =
    '~ "^/(?!api(/|$))[a-z]{2,3}(-[A-Z][a-z]{3})?(-([A-Z]{2}|[0-9]{3}))?(/|/feed\\.xml|/blog(/([^/]+|page/[^/]+|tag/[^/]+(/page/[^/]+|/feed\\.xml)?))?)?$"';
  const language = new RegExp(LANGUAGE_LOCATION.slice(3, -1));

  it('are sent on to the API by nginx, as its routes take them, and no other path of the site is', () => {
    expect(locationOf(LANGUAGE_LOCATION)).toMatch(/\n {8}proxy_pass \$api;/);
    const pages = ['/fr', '/fr/', '/fr/feed.xml', '/fr/blog', '/fr/blog/un-article', '/pt-BR/blog/tag/x/page/2'];
    expect(pages.filter((path) => !(isSiteRoute(path) && language.test(path)))).toEqual([]);
    for (const path of ['/fr', '/fr/', '/pt-BR/blog/un-article', '/zh-Hant-TW/feed.xml', '/es-419/blog/tag/x'])
      expect(language.test(path)).toBe(true);
    for (const path of [
      '/api/portfolio',
      '/api',
      '/admin',
      '/assets/index.js',
      '/favicon.svg',
      '/icon-192.png',
      '/no-script.css',
      '/media/a.webp',
    ])
      expect(language.test(path)).toBe(false);
  });

  it("are a language's home, its feed and its blog's pages, as the API's routes take them", () => {
    for (const path of ['/fr', '/fr/', '/fr/feed.xml', '/fr/blog', '/fr/blog/un-article', '/pt-BR/blog/tag/x/page/2'])
      expect(isSiteRoute(path)).toBe(true);
    for (const path of ['/fr/admin', '/fr/sitemap.xml', '/fr/blog/a/b', '/api/blog', '/french/', '/FR/'])
      expect(isSiteRoute(path)).toBe(false);
  });
});
