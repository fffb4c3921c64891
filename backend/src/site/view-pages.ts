import { postPath, postsInOrder, tagFeedPath } from '@portfolio/contract';
import type { RenderedPost } from '@portfolio/contract/markdown';
import type { PublicPortfolio } from '../portfolio/portfolio-reader';
import { blogListings, listingPagesOf } from './blog-listings';
import type { PageRenderer } from './page-renderer';
import type { Make } from './render-pass';
import { atomFeed, siteFeed, sitemapXml, wholeInFeed, type FeedOf, type SiteSource } from './site-files';

type BodyOf = (id: string) => Promise<RenderedPost | undefined>;

/**
 * The text of each page and file of a view, in this order: the home page and the sitemap, each
 * public post's page (newest first), each page of the blog's index and of each tag's, then the feed and each
 * tag's. A body is read and rendered once for its post's page; the site feed's keep their HTML
 * until that feed is made, and no other is held (a tag's feed reads its own again). Without a
 * renderer, only the site's files.
 */
export function* viewPages(
  view: PublicPortfolio,
  siteUrl: string,
  renderer: PageRenderer | undefined,
  bodyOf: BodyOf,
): Generator<[string, Make<string>]> {
  const portfolio = view.document;
  const source = { portfolio, savedAt: view.publishedAt, siteUrl };
  const listings = blogListings(portfolio);
  const forFeed = new Set([...wholeInFeed(portfolio.blogs)].map((post) => post.body));
  let feedHtml: Map<string, Promise<string | undefined>> | undefined = new Map();
  const body = (id: string) => {
    const rendered = bodyOf(id);
    if (feedHtml && forFeed.has(id) && !feedHtml.has(id))
      feedHtml.set(
        id,
        rendered.then((post) => post?.html),
      );
    return rendered;
  };
  if (renderer) yield ['/', async () => renderer.page(portfolio, siteUrl)];
  yield ['sitemap.xml', async () => sitemapXml(source, listings)];
  for (const { post, newer, older } of renderer ? postsInOrder(portfolio.blogs) : []) {
    yield [
      postPath(post.slug),
      async () => {
        const content = await body(post.body);
        return content && renderer?.post({ portfolio, post, newer, older, content, siteUrl });
      },
    ];
  }
  for (const listing of renderer ? listings : []) {
    const { tag, pages } = listing;
    for (const { path, page, posts } of listingPagesOf(listing)) {
      yield [path, async () => renderer?.blog({ portfolio, posts, tag, page, pages, siteUrl })];
    }
  }
  yield [
    'feed.xml',
    async () => {
      const html = await feedBodies(forFeed, (id) => feedHtml?.get(id) ?? body(id).then((post) => post?.html));
      feedHtml = undefined;
      return atomFeed(source, html, siteFeed(portfolio));
    },
  ];
  for (const { base, tag, posts } of listings) {
    if (!tag) continue;
    const feed: FeedOf = { posts, self: tagFeedPath(tag.slug), page: base, subject: tag.name };
    yield [feed.self.slice(1), async () => tagFeed(source, feed, bodyOf)];
  }
}

/** A tag's feed, with the bodies of its newest posts read for it. */
async function tagFeed(source: SiteSource, feed: FeedOf, bodyOf: BodyOf): Promise<string> {
  const ids = new Set([...wholeInFeed(feed.posts)].map((post) => post.body));
  const html = await feedBodies(ids, (id) => bodyOf(id).then((post) => post?.html));
  return atomFeed(source, html, feed);
}

/** The HTML of the bodies `ids`, by id, leaving out any that is not stored. */
async function feedBodies(
  ids: ReadonlySet<string>,
  htmlOf: (id: string) => Promise<string | undefined>,
): Promise<Map<string, string>> {
  const bodies = await Promise.all([...ids].map(async (id) => [id, await htmlOf(id)] as const));
  return new Map(bodies.flatMap(([id, content]) => (content === undefined ? [] : [[id, content] as const])));
}
