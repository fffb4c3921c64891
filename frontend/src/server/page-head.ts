import { escapeMarkup, fillWords, type PageLanguage, type Portfolio, type SiteWords } from '@portfolio/contract';
import { pageTitle } from '@/features/portfolio/lib/page-title';
import { portraitOf, PORTRAIT_SIZES, previewImage } from '@/features/portfolio/lib/portrait';
import { jsonForScript } from './escape';
import { canonicalLinks, contentLanguage, feedLink, languageUrl, metaTag as meta, openGraph } from './head-tags';
import { structuredData } from './structured-data';

/**
 * The head of the pre-rendered page: its title and description, the canonical URL, link previews
 * (Open Graph and Twitter), the owner and posts for search engines (JSON-LD), and the feed; on a
 * site in several languages, the page in each; in the page's `words`. `siteUrl` is absolute, without a
 * trailing slash.
 */
export function pageHead(portfolio: Portfolio, siteUrl: string, words: SiteWords, language?: PageLanguage): string {
  const { name, description } = portfolio.personalInfo;
  const heading = pageTitle(portfolio.personalInfo);
  const home = languageUrl(siteUrl, language);
  const pageUrl = `${home}/`;
  const preview = previewImage(portfolio.personalInfo);
  const imageUrl = new URL(preview.url, pageUrl).href;
  const portrait = portraitOf(portfolio.personalInfo);
  const portraitSources = portrait.srcSet
    ? ` imagesrcset="${escapeMarkup(portrait.srcSet)}" imagesizes="${PORTRAIT_SIZES}"`
    : '';
  const imageAlt = fillWords(words.portraitOf, { name });

  return [
    `<title>${escapeMarkup(heading)}</title>`,
    meta('name', 'description', description),
    ...canonicalLinks(pageUrl, siteUrl, language),
    // The portrait is the first screen's largest picture: fetched first, at the size it is shown.
    `<link rel="preload" as="image" href="${escapeMarkup(portrait.src)}"${portraitSources} fetchpriority="high" />`,
    ...openGraph({ type: 'profile', siteName: name, title: heading, description, url: pageUrl, language }),
    meta('property', 'og:image', imageUrl),
    meta('property', 'og:image:type', 'image/webp'),
    meta('property', 'og:image:width', preview.width),
    meta('property', 'og:image:height', preview.height),
    meta('property', 'og:image:alt', imageAlt),
    meta('name', 'twitter:card', 'summary'),
    meta('name', 'twitter:title', heading),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', imageUrl),
    meta('name', 'twitter:image:alt', imageAlt),
    feedLink(name, home),
    `<script type="application/ld+json">${jsonForScript(
      structuredData(portfolio, pageUrl, imageUrl, contentLanguage(portfolio.languages, language)),
    )}</script>`,
    // Without JavaScript the section menu's button cannot open it: this shows the links instead.
    '<noscript><link rel="stylesheet" href="/no-script.css" /></noscript>',
  ].join('\n    ');
}
