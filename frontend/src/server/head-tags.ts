import { escapeMarkup } from '@portfolio/contract';

/** A `<meta>` of the head, its content escaped. */
export const metaTag = (key: 'name' | 'property', id: string, content: string | number): string =>
  `<meta ${key}="${id}" content="${escapeMarkup(String(content))}" />`;

/** The link to the site's Atom feed, which every page's head names. */
export const feedLink = (name: string, siteUrl: string): string =>
  `<link rel="alternate" type="application/atom+xml" title="${escapeMarkup(`${name}: blog`)}" href="${escapeMarkup(`${siteUrl}/feed.xml`)}" />`;
