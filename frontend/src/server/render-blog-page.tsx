import {
  escapeMarkup,
  fillWords,
  listingPagePath,
  tagFeedPath,
  type BlogPageInput,
  type SiteWords,
} from '@portfolio/contract';
import { siteLocale } from '@portfolio/contract/languages';
import { BlogIndexPage, listingBase, listingHeading } from '@/features/portfolio/post/blog-index-page';
import { fillTemplate } from './fill-template';
import { canonicalLinks, feedLink, languageUrl, metaTag as meta, openGraph } from './head-tags';
import { renderBody } from './render-body';
import { HTML, themedHtml } from './themed-html';

/** Where the built `post.html` takes the page's head tags and its body: the blog's pages share it. */
const HEAD = /<!-- post-head -->[\s\S]*?<!-- \/post-head -->/;
const BODY = '<!-- post-body -->';

/**
 * A page of the blog's index or of a tag's, from the built `post.html`: like a post's page, it is
 * whole as HTML and loads no app; its one script is the head script, which sets the theme.
 */
export function renderBlogPage({ template, renderedAt, ...listing }: BlogPageInput): string {
  const locale = siteLocale(listing.portfolio, listing.language?.tag);
  const body = renderBody(
    <BlogIndexPage {...listing} renderedYear={renderedAt.getFullYear()} />,
    locale,
    listing.language,
  );
  return fillTemplate(template, 'post.html', [
    [HTML, themedHtml(listing.portfolio.appearance.theme, locale)],
    [HEAD, blogHead(listing, locale.words)],
    [BODY, body],
  ]);
}

/**
 * The head of a listing's page: its title, the canonical URL (and on a site in several languages,
 * the listing in each), its neighbours, and the feeds it has.
 */
function blogHead(
  { portfolio, tag, page, pages, siteUrl, language }: Omit<BlogPageInput, 'template' | 'renderedAt'>,
  words: SiteWords,
): string {
  const { name } = portfolio.personalInfo;
  const base = listingBase(tag);
  const heading = listingHeading(tag, words);
  const title = `${page > 1 ? fillWords(words.titleOnPage, { title: heading, page }) : heading} — ${name}`;
  const description = tag
    ? fillWords(words.tagDescription, { name, tag: tag.name })
    : fillWords(words.blogDescription, { name });
  const home = languageUrl(siteUrl, language);
  const pageUrl = `${home}${listingPagePath(base, page)}`;
  const link = (rel: string, at: number) =>
    `<link rel="${rel}" href="${escapeMarkup(`${home}${listingPagePath(base, at)}`)}" />`;
  return [
    `<title>${escapeMarkup(title)}</title>`,
    meta('name', 'description', description),
    ...canonicalLinks(pageUrl, siteUrl, language),
    ...(page > 1 ? [link('prev', page - 1)] : []),
    ...(page < pages ? [link('next', page + 1)] : []),
    ...openGraph({ type: 'website', siteName: name, title, description, url: pageUrl, language }),
    feedLink(name, home),
    ...(tag ? [feedLink(name, home, tag.name, tagFeedPath(tag.slug))] : []),
  ].join('\n    ');
}
