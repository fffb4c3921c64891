import { MEDIA_PATH } from '@portfolio/contract';

/**
 * The paths the API answers outside /api: the pre-rendered pages (home and posts), the site's
 * files and the owner's uploads.
 */
export const SITE_ROUTES = ['/', '/blog/:slug', '/robots.txt', '/sitemap.xml', '/feed.xml', `${MEDIA_PATH}:name`];

const POST_PAGE = /^\/blog\/[^/]+$/;

/** Whether a path is one of them, answered by the API rather than the front end's files. */
export const isSiteRoute = (path: string): boolean =>
  SITE_ROUTES.includes(path) || POST_PAGE.test(path) || path.startsWith(MEDIA_PATH);
