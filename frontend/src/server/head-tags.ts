import { escapeMarkup } from '@portfolio/contract';

/** A `<meta>` of the head, its content escaped. */
export const metaTag = (key: 'name' | 'property', id: string, content: string | number): string =>
  `<meta ${key}="${id}" content="${escapeMarkup(String(content))}" />`;

/** The Open Graph tags every page's head begins its preview with, in this order. */
export const openGraph = (page: {
  type: string;
  siteName: string;
  title: string;
  description: string;
  url: string;
}) => [
  metaTag('property', 'og:type', page.type),
  metaTag('property', 'og:site_name', page.siteName),
  metaTag('property', 'og:title', page.title),
  metaTag('property', 'og:description', page.description),
  metaTag('property', 'og:url', page.url),
];

/**
 * The link to an Atom feed titled as the feed is: the site's, which every page's head names, or
 * (given `subject` and `path`) a tag's, which its pages name too.
 */
export const feedLink = (name: string, siteUrl: string, subject = 'blog', path = '/feed.xml'): string =>
  `<link rel="alternate" type="application/atom+xml" title="${escapeMarkup(`${name}: ${subject}`)}" href="${escapeMarkup(`${siteUrl}${path}`)}" />`;
