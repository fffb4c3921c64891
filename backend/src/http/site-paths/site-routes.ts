import {
  BLOG_INDEX_PATH,
  BLOG_PATH,
  LANGUAGE_TAG_PATTERN,
  MEDIA_PATH,
  SEARCH_META,
  SEARCH_PATH,
} from '@portfolio/contract';

/**
 * The paths the API answers outside /api: the pre-rendered pages (home, the blog's listings and
 * posts), the site's files, the tags' feeds, the owner's uploads and the search index's files.
 */
export const SITE_ROUTES = [
  '/',
  BLOG_INDEX_PATH,
  `${BLOG_PATH}page/:page`,
  `${BLOG_PATH}tag/:tag`,
  `${BLOG_PATH}tag/:tag/page/:page`,
  `${BLOG_PATH}tag/:tag/feed.xml`,
  `${BLOG_PATH}:slug`,
  '/robots.txt',
  '/sitemap.xml',
  '/feed.xml',
  `${MEDIA_PATH}:name`,
  `${SEARCH_PATH}/:name`,
  `${SEARCH_PATH}/p/:name`,
  `${SEARCH_PATH}/:language/${SEARCH_META}`,
];

/** A post's page (one part after the posts' path), or a listing's page or a tag's feed. */
const isBlogPage = (path: string): boolean =>
  path.startsWith(BLOG_PATH) &&
  /^([^/]+|page\/[^/]+|tag\/[^/]+(\/page\/[^/]+|\/feed\.xml)?)$/.test(path.slice(BLOG_PATH.length));

/**
 * A language's tag as the first part of a path, then a page in that language: its home (`/fr`,
 * `/fr/`), its feed or a blog's page. Shaped as a tag only: which languages the site has, the API
 * reads in the document. nginx sends these on by the same pattern.
 */
export const LANGUAGE_PATH = new RegExp(`^/(?!api(?:/|$))(${LANGUAGE_TAG_PATTERN})(/.*)?$`);

/**
 * Whether the rest of a path after a language's tag is a page a language has: none (its home,
 * moved to `/fr/`) or one.
 */
export const isLanguagePage = (rest: string | undefined): boolean =>
  rest === undefined || rest === '/' || rest === '/feed.xml' || rest === BLOG_INDEX_PATH || isBlogPage(rest);

/** Whether a path is one of them, answered by the API rather than the front end's files. */
export const isSiteRoute = (path: string): boolean =>
  SITE_ROUTES.includes(path) ||
  isBlogPage(path) ||
  path.startsWith(MEDIA_PATH) ||
  path.startsWith(`${SEARCH_PATH}/`) ||
  isLanguagePath(path);

/** A language's page by its path (`/fr/blog/x`): a tag, then a page a language has. */
function isLanguagePath(path: string): boolean {
  const language = LANGUAGE_PATH.exec(path);
  return language !== null && isLanguagePage(language[2]);
}
