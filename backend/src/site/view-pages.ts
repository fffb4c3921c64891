import { landingPortfolio, postPath, postsInOrder, tagFeedPath } from '@portfolio/contract';
import type { RenderedPost } from '@portfolio/contract/markdown';
import type { PublicPortfolio } from '../portfolio/portfolio-reader';
import { blogListings, listingPagesOf } from './blog-listings';
import type { PageJob } from './kept-pages';
import type { PageDigests } from './page-digests';
import type { PageRenderer } from './page-renderer';
import {
  atomFeed,
  feedPosts,
  lastChange,
  siteFeed,
  sitemapXml,
  wholeInFeed,
  type FeedOf,
  type SiteSource,
} from './site-files';

type BodyOf = (id: string) => Promise<RenderedPost | undefined>;

/**
 * Each page and file of a view, in this order, with the digest of what it shows: the home page and
 * the sitemap, each public post's page (newest first), each page of the blog's index and of each
 * tag's, then the feed and each tag's. Nothing is rendered until a page's `make` is called; a body
 * is read (and rendered, unless `bodyOf` still has it) for each page that shows it. Without a
 * renderer, only the site's files.
 */
export function* viewPages(
  view: PublicPortfolio,
  siteUrl: string,
  renderer: PageRenderer | undefined,
  bodyOf: BodyOf,
  remembered: PageDigests,
): Generator<PageJob> {
  const portfolio = view.document;
  // Every feed and the sitemap carry it: the posts are read for it once a pass.
  const source = { portfolio, updated: lastChange(portfolio, view.publishedAt), siteUrl };
  const digests = remembered.for({ build: renderer?.build ?? '', siteUrl, year: new Date().getFullYear() });
  const listings = blogListings(portfolio);
  if (renderer) {
    yield {
      name: '/',
      digest: digests.of('home', landingPortfolio(portfolio)),
      make: async () => renderer.page(portfolio, siteUrl),
    };
  }
  yield {
    name: 'sitemap.xml',
    digest: digests.of('sitemap', sitemapXml(source, listings)),
    make: async () => sitemapXml(source, listings),
  };
  for (const { post, newer, older } of renderer ? postsInOrder(portfolio.blogs) : []) {
    yield {
      name: postPath(post.slug),
      digest: digests.post(portfolio, post, newer, older),
      make: async () => {
        const content = await bodyOf(post.body);
        return content && renderer?.post({ portfolio, post, newer, older, content, siteUrl });
      },
    };
  }
  for (const listing of renderer ? listings : []) {
    const { tag, pages } = listing;
    for (const { path, page, posts } of listingPagesOf(listing)) {
      yield {
        name: path,
        digest: digests.listing(portfolio, posts, [tag, page, pages]),
        make: async () => renderer?.blog({ portfolio, posts, tag, page, pages, siteUrl }),
      };
    }
  }
  const feeds: FeedOf[] = [siteFeed(portfolio)];
  for (const { base, tag, posts } of listings) {
    if (tag) feeds.push({ posts: feedPosts(posts), self: tagFeedPath(tag.slug), page: base, subject: tag.name });
  }
  const { name, title } = portfolio.personalInfo;
  const [language] = portfolio.languages;
  for (const feed of feeds) {
    const { posts, ...about } = feed;
    yield {
      name: feed.self.slice(1),
      // Not the site's last change: a feed is made again when what it lists changes, and dated then.
      // Dated by every public save, each of 200 tags' feeds was made again at each.
      digest: digests.of('feed', [name, title, language, about, posts.map((post) => digests.entry(post))]),
      make: async () => feedOf(source, feed, bodyOf),
    };
  }
}

/** A feed, with the bodies of its newest posts read (or found still rendered) for it. */
async function feedOf(source: SiteSource, feed: FeedOf, bodyOf: BodyOf): Promise<string> {
  const ids = new Set([...wholeInFeed(feed.posts)].map((post) => post.body));
  const bodies = await Promise.all([...ids].map(async (id) => [id, (await bodyOf(id))?.html] as const));
  const html = new Map(bodies.flatMap(([id, content]) => (content === undefined ? [] : [[id, content] as const])));
  return atomFeed(source, html, feed);
}
