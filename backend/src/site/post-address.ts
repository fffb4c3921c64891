import { postPath } from '@portfolio/contract';

// A post's address and whether it has a page are the contract's; the statistics read them here.
export { BLOG_PATH, hasPage } from '@portfolio/contract';

/** A post's page as a whole address, for the sitemap and the feed. */
export const postUrl = (siteUrl: string, slug: string): string => `${siteUrl}${postPath(slug)}`;
