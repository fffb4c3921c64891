import { BLOG_INDEX_PATH, BLOG_PATH, MEDIA_PATH, SEARCH_PATH } from '@portfolio/contract';

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
];

/** A post's page (one part after the posts' path), or a listing's page or a tag's feed. */
const isBlogPage = (path: string): boolean =>
  path.startsWith(BLOG_PATH) &&
  /^([^/]+|page\/[^/]+|tag\/[^/]+(\/page\/[^/]+|\/feed\.xml)?)$/.test(path.slice(BLOG_PATH.length));

/** Whether a path is one of them, answered by the API rather than the front end's files. */
export const isSiteRoute = (path: string): boolean =>
  SITE_ROUTES.includes(path) || isBlogPage(path) || path.startsWith(MEDIA_PATH) || path.startsWith(`${SEARCH_PATH}/`);
