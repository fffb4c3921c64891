import { isIsoDate, type Portfolio } from '@portfolio/contract';
import { escapeXml } from './xml';

/** What a site file is made of: the document, when it was saved, and the site's address. */
export interface SiteSource {
  portfolio: Portfolio;
  savedAt: Date;
  /** Absolute, without a trailing slash. */
  siteUrl: string;
}

/** Crawlers read the page and the feed, never the admin or the API, and learn of the sitemap. */
export function robotsTxt({ siteUrl }: Pick<SiteSource, 'siteUrl'>): string {
  return ['User-agent: *', 'Disallow: /admin', 'Disallow: /api/', '', `Sitemap: ${siteUrl}/sitemap.xml`, ''].join('\n');
}

/** The site has one page; its last change is the document's last save. */
export function sitemapXml({ savedAt, siteUrl }: SiteSource): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    `  <url><loc>${escapeXml(`${siteUrl}/`)}</loc><lastmod>${savedAt.toISOString()}</lastmod></url>`,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * The blog posts as an Atom feed. Posts have no page of their own, so each links to the page's
 * blog section; its id is a tag URI made of the site, its date and its title, stable while those are.
 */
export function atomFeed({ portfolio, savedAt, siteUrl }: SiteSource): string {
  const { name, title } = portfolio.personalInfo;
  const host = new URL(siteUrl).hostname;
  const ids = new Set<string>();
  const entries = portfolio.blogs.map((post) => {
    const day = isIsoDate(post.date) ? post.date : savedAt.toISOString().slice(0, 10);
    const tag = `tag:${host},${day}:${slug(post.title)}`;
    let id = tag;
    for (let n = 2; ids.has(id); n += 1) id = `${tag}-${n}`;
    ids.add(id);
    return [
      '  <entry>',
      `    <title>${escapeXml(post.title)}</title>`,
      `    <link href="${escapeXml(`${siteUrl}/#blog`)}"/>`,
      `    <id>${escapeXml(id)}</id>`,
      `    <updated>${day}T00:00:00Z</updated>`,
      `    <summary>${escapeXml(post.excerpt)}</summary>`,
      '  </entry>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <title>${escapeXml(`${name}: blog`)}</title>`,
    `  <subtitle>${escapeXml(title)}</subtitle>`,
    `  <link rel="self" href="${escapeXml(`${siteUrl}/feed.xml`)}"/>`,
    `  <link href="${escapeXml(`${siteUrl}/`)}"/>`,
    `  <id>${escapeXml(`${siteUrl}/`)}</id>`,
    `  <updated>${savedAt.toISOString()}</updated>`,
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
