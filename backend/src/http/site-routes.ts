import { BLOG_PATH, MEDIA_PATH } from '@portfolio/contract';

/**
 * The paths the API answers outside /api: the pre-rendered pages (home and posts), the site's
 * files and the owner's uploads.
 */
export const SITE_ROUTES = ['/', `${BLOG_PATH}:slug`, '/robots.txt', '/sitemap.xml', '/feed.xml', `${MEDIA_PATH}:name`];

/** A post's page: one part after the posts' path. */
const isPostPage = (path: string): boolean =>
  path.startsWith(BLOG_PATH) && /^[^/]+$/.test(path.slice(BLOG_PATH.length));

/** Whether a path is one of them, answered by the API rather than the front end's files. */
export const isSiteRoute = (path: string): boolean =>
  SITE_ROUTES.includes(path) || isPostPage(path) || path.startsWith(MEDIA_PATH);
