import { createHash } from 'node:crypto';
import { landingPortfolio, postPath, postsInOrder, tagFeedPath, type Blog, type Portfolio } from '@portfolio/contract';
import type { RenderedPost } from '@portfolio/contract/markdown';
import type { PublicPortfolio } from '../portfolio/portfolio-reader';
import { blogListings, listingPagesOf } from './blog-listings';
import type { PageJob } from './kept-pages';
import type { PageRenderer } from './page-renderer';
import { atomFeed, lastChange, siteFeed, sitemapXml, wholeInFeed, type FeedOf, type SiteSource } from './site-files';

type BodyOf = (id: string) => Promise<RenderedPost | undefined>;

/** What every page's digest holds besides its own inputs: the renderer's build, the address, the footer's year. */
interface Common {
  build: string;
  siteUrl: string;
  year: number;
}

/** The digest of what a page shows: its inputs, never its rendered text. */
function digestOf(common: Common, kind: string, inputs: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify([common, kind, inputs]))
    .digest('base64url')
    .slice(0, 32);
}

/** What a post's page and a listing's page show of the landing content: the header's name, the theme, the preview image. */
const shellOf = ({ personalInfo, appearance }: Portfolio) => ({ personalInfo, appearance });

/** What a post's page shows of a neighbour: its link. */
const neighbourOf = (post: Blog | undefined) => post && { title: post.title, slug: post.slug };

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
): Generator<PageJob> {
  const portfolio = view.document;
  const source = { portfolio, savedAt: view.publishedAt, siteUrl };
  const common: Common = { build: renderer?.build ?? '', siteUrl, year: new Date().getFullYear() };
  const shell = shellOf(portfolio);
  const listings = blogListings(portfolio);
  if (renderer) {
    yield {
      name: '/',
      digest: digestOf(common, 'home', landingPortfolio(portfolio)),
      make: async () => renderer.page(portfolio, siteUrl),
    };
  }
  yield {
    name: 'sitemap.xml',
    digest: digestOf(common, 'sitemap', sitemapXml(source, listings)),
    make: async () => sitemapXml(source, listings),
  };
  for (const { post, newer, older } of renderer ? postsInOrder(portfolio.blogs) : []) {
    yield {
      name: postPath(post.slug),
      digest: digestOf(common, 'post', [shell, post, neighbourOf(newer), neighbourOf(older)]),
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
        digest: digestOf(common, 'listing', [shell, posts, tag, page, pages]),
        make: async () => renderer?.blog({ portfolio, posts, tag, page, pages, siteUrl }),
      };
    }
  }
  const feeds: FeedOf[] = [siteFeed(portfolio)];
  for (const { base, tag, posts } of listings) {
    if (tag) feeds.push({ posts, self: tagFeedPath(tag.slug), page: base, subject: tag.name });
  }
  const { name, title } = portfolio.personalInfo;
  const updated = lastChange(source).toISOString();
  // Each post's fields are hashed once, however many feeds list it.
  const postDigests = new Map(portfolio.blogs.map((post) => [post, digestOf(common, 'entry', post)]));
  for (const feed of feeds) {
    const { posts, ...about } = feed;
    yield {
      name: feed.self.slice(1),
      digest: digestOf(common, 'feed', [
        name,
        title,
        updated,
        about,
        posts.map((post) => postDigests.get(post) ?? digestOf(common, 'entry', post)),
      ]),
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
