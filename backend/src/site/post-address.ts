import { postPath } from '@portfolio/contract';

/** A post's page as a whole address, for the sitemap and the feed. */
export const postUrl = (siteUrl: string, slug: string): string => `${siteUrl}${postPath(slug)}`;
