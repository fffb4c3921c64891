import { escapeMarkup, type PageLanguage } from '@portfolio/contract';

/** A `<meta>` of the head, its content escaped. */
export const metaTag = (key: 'name' | 'property', id: string, content: string | number): string =>
  `<meta ${key}="${id}" content="${escapeMarkup(String(content))}" />`;

/** A language tag as Open Graph writes a locale: `pt_BR` for `pt-BR`. */
const openGraphLocale = (tag: string) => tag.replaceAll('-', '_');

/**
 * The Open Graph tags every page's head begins its preview with, in this order; on a site in
 * several languages, then the page's locale and the others it is written in.
 */
export const openGraph = (page: {
  type: string;
  siteName: string;
  title: string;
  description: string;
  url: string;
  language?: PageLanguage;
}) => [
  metaTag('property', 'og:type', page.type),
  metaTag('property', 'og:site_name', page.siteName),
  metaTag('property', 'og:title', page.title),
  metaTag('property', 'og:description', page.description),
  metaTag('property', 'og:url', page.url),
  ...(page.language ? openGraphLocales(page.language) : []),
];

function openGraphLocales({ tag, alternates }: PageLanguage): string[] {
  const others = alternates.filter(({ hreflang }) => hreflang !== tag && hreflang !== 'x-default');
  return [
    metaTag('property', 'og:locale', openGraphLocale(tag)),
    ...others.map(({ hreflang }) => metaTag('property', 'og:locale:alternate', openGraphLocale(hreflang))),
  ];
}

/**
 * The page's canonical URL and, on a site in several languages, where search engines find the
 * same page in each (itself included, then `x-default`): absolute, as both must be.
 */
export const canonicalLinks = (pageUrl: string, siteUrl: string, language: PageLanguage | undefined): string[] => [
  `<link rel="canonical" href="${escapeMarkup(pageUrl)}" />`,
  ...(language?.alternates ?? []).map(
    ({ hreflang, path }) =>
      `<link rel="alternate" hreflang="${escapeMarkup(hreflang)}" href="${escapeMarkup(`${siteUrl}${path}`)}" />`,
  ),
];

/**
 * The site's URL for a page's links: its language's pages' (`https://example.com/fr`), the site's
 * own for the primary language and for a site in one.
 */
export const languageUrl = (siteUrl: string, language: PageLanguage | undefined): string =>
  `${siteUrl}${language?.prefix ?? ''}`;

/**
 * The language JSON-LD names the page's posts in: the page's, where the owner chose the site's
 * languages; none on an English site that chose none, whose page is as it was.
 */
export const contentLanguage = (languages: readonly string[], language: PageLanguage | undefined) =>
  language?.tag ?? languages[0];

/**
 * The link to an Atom feed titled as the feed is: the site's, which every page's head names, or
 * (given `subject` and `path`) a tag's, which its pages name too. `siteUrl` is the language's
 * (`languageUrl`), whose pages have their own feed.
 */
export const feedLink = (name: string, siteUrl: string, subject = 'blog', path = '/feed.xml'): string =>
  `<link rel="alternate" type="application/atom+xml" title="${escapeMarkup(`${name}: ${subject}`)}" href="${escapeMarkup(`${siteUrl}${path}`)}" />`;
