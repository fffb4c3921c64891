/** The paths the API answers outside /api: the pre-rendered page and the site's files. */
export const SITE_ROUTES = ['/', '/robots.txt', '/sitemap.xml', '/feed.xml'];
