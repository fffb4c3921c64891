import {
  hasPage,
  newestFirst,
  parseInstant,
  isIsoDate,
  type Blog,
  type LanguageLink,
  type Portfolio,
} from '@portfolio/contract';
import { postUrl } from './post-address';
import { escapeXml } from './xml';

/** What a site file is made of: the document as visitors see it, when its pages last changed (`lastChange`), and the site's address. */
export interface SiteSource {
  portfolio: Portfolio;
  updated: Date;
  /** Absolute, without a trailing slash. */
  siteUrl: string;
}

/** Crawlers read the pages and the feed, never the admin or the API, and learn of the sitemap. */
export function robotsTxt({ siteUrl }: Pick<SiteSource, 'siteUrl'>): string {
  return ['User-agent: *', 'Disallow: /admin', 'Disallow: /api/', '', `Sitemap: ${siteUrl}/sitemap.xml`, ''].join('\n');
}

/**
 * When the pages last changed: the last save, or a later moment at which a scheduled post came
 * out (every page shows the posts: the home page lists them, each post links its neighbours).
 */
export function lastChange(portfolio: Portfolio, savedAt: Date): Date {
  const moments = portfolio.blogs.flatMap((post) =>
    post.status === 'scheduled' ? (parseInstant(post.publishAt) ?? []) : [],
  );
  return new Date(Math.max(savedAt.getTime(), ...moments.map((moment) => moment.getTime())));
}

/** A page the sitemap lists: its path, and on a site in several languages the same page in each. */
export interface SitemapPage {
  path: string;
  alternates?: readonly LanguageLink[];
}

/**
 * The site's pages (the home page, each page of the blog's listings, each public post's page, in
 * each language), with the time the pages last changed; a page in several languages names each
 * (`xhtml:link`), as its own head does.
 */
export function sitemapXml(source: SiteSource, pages: readonly SitemapPage[]): string {
  const { siteUrl } = source;
  const lastmod = source.updated.toISOString();
  const languages = pages.some(({ alternates }) => alternates);
  const url = ({ path, alternates = [] }: SitemapPage) =>
    [
      `  <url><loc>${escapeXml(`${siteUrl}${path}`)}</loc>`,
      ...alternates.map(
        ({ hreflang, path: other }) =>
          `<xhtml:link rel="alternate" hreflang="${escapeXml(hreflang)}" href="${escapeXml(`${siteUrl}${other}`)}"/>`,
      ),
      `<lastmod>${lastmod}</lastmod></url>`,
    ].join('');
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${languages ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"' : ''}>`,
    ...pages.map(url),
    '</urlset>',
    '',
  ].join('\n');
}

/** How many posts the feed carries whole: the newest, so that it stays small however many posts there are. */
export const FEED_WHOLE_POSTS = 20;

/**
 * How many posts a feed carries at all: its newest. A reader keeps the entries it has seen, and
 * the blog's index lists every post; 10,000 entries would be megabytes at every poll.
 */
export const FEED_POSTS = 50;

/** The `FEED_POSTS` newest of `posts` by their date (the given order on a tie), in the given order. */
export function feedPosts(posts: readonly Blog[]): readonly Blog[] {
  if (posts.length <= FEED_POSTS) return posts;
  // The order is remembered per list: the site's posts were sorted for the blog's index already; a
  // tag's, already newest first, are sorted once here.
  const newest = new Set(newestFirst(posts).slice(0, FEED_POSTS));
  return posts.filter((post) => newest.has(post));
}

/**
 * The posts a feed of `posts` carries whole: the `FEED_WHOLE_POSTS` newest with a page, by their
 * date (one that is no date counts as the oldest), in the document's order on a tie.
 */
export function wholeInFeed(posts: readonly Blog[]): Set<Blog> {
  return new Set(newestFirst(posts.filter(hasPage)).slice(0, FEED_WHOLE_POSTS));
}

/** A feed of some of the posts (one tag's): its posts, its own address and its title's subject. */
export interface FeedOf {
  posts: readonly Blog[];
  /** Where its language's pages are: empty for the primary language's, `/fr` for another's. */
  prefix: string;
  /** Its language, where the owner chose the site's (an English site's feed says none, as it did). */
  language?: string;
  /** The feed's path, `/feed.xml` for the whole blog's. */
  self: string;
  /** The listing's page the feed stands for, a path. */
  page: string;
  subject: string;
}

/** The site's feed in one language: its newest public posts, in the owner's order. */
export const siteFeed = (portfolio: Portfolio, prefix = '', language?: string): FeedOf => ({
  posts: feedPosts(portfolio.blogs),
  prefix,
  language,
  self: `${prefix}/feed.xml`,
  page: `${prefix}/`,
  subject: 'blog',
});

/**
 * The public posts as an Atom feed. A post with a page links to it; the newest carry their whole
 * body as HTML (`bodies`, by body id: those of `wholeInFeed`), its relative addresses read against
 * the page, and the others their title, link and summary only; one without a page links to the
 * home page's blog section. Its id is a tag URI made of the site, its date and its title,
 * stable while those are.
 */
export function atomFeed(source: SiteSource, bodies: ReadonlyMap<string, string>, feed: FeedOf): string {
  const { portfolio, siteUrl, updated } = source;
  const { name, title } = portfolio.personalInfo;
  const { prefix, language } = feed;
  const host = new URL(siteUrl).hostname;
  const whole = wholeInFeed(feed.posts);
  const ids = new Set<string>();
  const entries = feed.posts.map((post) => {
    const day = isIsoDate(post.date) ? post.date : updated.toISOString().slice(0, 10);
    const tag = `tag:${host},${day}:${slug(post.title)}`;
    let id = tag;
    for (let n = 2; ids.has(id); n += 1) id = `${tag}-${n}`;
    ids.add(id);
    const page = hasPage(post) ? postUrl(siteUrl, post.slug, prefix) : `${siteUrl}${prefix}/#blog`;
    const body = whole.has(post) ? bodies.get(post.body) : undefined;
    return [
      '  <entry>',
      `    <title>${escapeXml(post.title)}</title>`,
      `    <link href="${escapeXml(page)}"/>`,
      `    <id>${escapeXml(id)}</id>`,
      `    <updated>${day}T00:00:00Z</updated>`,
      ...post.tags.map((tag) => `    <category term="${escapeXml(tag)}"/>`),
      `    <summary>${escapeXml(post.excerpt)}</summary>`,
      ...(body === undefined
        ? []
        : [`    <content type="html" xml:base="${escapeXml(page)}">${escapeXml(body)}</content>`]),
      '  </entry>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom"${language ? ` xml:lang="${escapeXml(language)}"` : ''}>`,
    `  <title>${escapeXml(`${name}: ${feed.subject}`)}</title>`,
    `  <subtitle>${escapeXml(title)}</subtitle>`,
    `  <link rel="self" href="${escapeXml(`${siteUrl}${feed.self}`)}"/>`,
    `  <link href="${escapeXml(`${siteUrl}${feed.page}`)}"/>`,
    `  <id>${escapeXml(`${siteUrl}${feed.page}`)}</id>`,
    `  <updated>${updated.toISOString()}</updated>`,
    `  <author><name>${escapeXml(name)}</name></author>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}

/** `Type-Safe APIs!` → `type-safe-apis`; letters of every script are kept. */
function slug(text: string): string {
  return (
    text
      .normalize('NFKC')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, '') || 'post'
  );
}
