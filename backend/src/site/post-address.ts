import { postPath } from '@portfolio/contract';

/** A post's page as a whole address, for the sitemap and the feed, in the language whose pages are under `prefix`. */
export const postUrl = (siteUrl: string, slug: string, prefix = ''): string => `${siteUrl}${prefix}${postPath(slug)}`;
