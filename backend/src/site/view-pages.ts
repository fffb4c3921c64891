import { hasPage, landingPortfolio, postPath, postsInOrder, tagFeedPath, type Portfolio } from '@portfolio/contract';
import type { RenderedPost } from '@portfolio/contract/markdown';
import type { PublicPortfolio } from '../portfolio/portfolio-reader';
import { blogListings, listingPagesOf, type Listing } from './blog-listings';
import type { PageJob } from './kept-pages';
import type { CommonDigests, PageDigests } from './page-digests';
import { homePath, languageViews, notFoundName, PageAddresses, type LanguageView } from './page-languages';
import type { PageRenderer } from './page-renderer';
import {
  atomFeed,
  feedPosts,
  lastChange,
  siteFeed,
  sitemapXml,
  wholeInFeed,
  type FeedOf,
  type SitemapPage,
  type SiteSource,
} from './site-files';

type BodyOf = (id: string) => Promise<RenderedPost | undefined>;

/**
 * Each page and file of a view, in this order, with the digest of what it shows: the home page,
 * the not-found page and the sitemap, each public post's page (newest first), each page of the
 * blog's index and of each tag's, then the feed and each tag's; each of the pages in each of the
 * site's languages, the primary's first (`/`, `/fr/`, …). Nothing is rendered until a page's `make` is called; a body
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
  const site = siteAddresses(portfolio);
  const { views, addresses } = site;
  if (renderer) {
    for (const language of views) {
      const { document, prefix } = language;
      const about = addresses.language(HOME, language);
      yield {
        name: homePath(prefix),
        digest: digests.of('home', [landingPortfolio(document), about]),
        make: async () => renderer.page(document, siteUrl, about),
      };
    }
  }
  for (const language of renderer ? views : []) {
    const { document, prefix } = language;
    const about = addresses.alone(language);
    yield {
      name: notFoundName(prefix),
      digest: digests.of('not-found', [
        document.personalInfo.name,
        document.appearance,
        document.languages,
        document.words,
        about,
      ]),
      make: async () => renderer?.missing(document, siteUrl, about),
    };
  }
  const sitemap = sitemapPages(site);
  yield {
    name: 'sitemap.xml',
    // What it is made of, not its text: making it to hash it took as long as making it.
    digest: digests.of('sitemap', [source.updated, sitemap]),
    make: async () => sitemapXml(source, sitemap),
  };
  for (const language of renderer ? views : []) {
    const { document: portfolio, originalOf } = language;
    for (const { post, newer, older } of postsInOrder(portfolio.blogs)) {
      const about = addresses.language(originalOf(post), language);
      yield {
        name: `${language.prefix}${postPath(post.slug)}`,
        digest: digests.post(portfolio, post, newer, older, about),
        make: async () => {
          const content = await bodyOf(post.body);
          return content && renderer?.post({ portfolio, post, newer, older, content, siteUrl, language: about });
        },
      };
    }
  }
  for (const language of renderer ? views : []) {
    const { document: portfolio } = language;
    for (const listing of site.listings.get(language)!) {
      const { tag, pages } = listing;
      for (const { path, page, posts } of listingPagesOf(listing)) {
        const about = addresses.language(listingKey(language, path), language);
        yield {
          name: path,
          digest: digests.listing(portfolio, posts, [tag, page, pages, about]),
          make: async () => renderer?.blog({ portfolio, posts, tag, page, pages, siteUrl, language: about }),
        };
      }
    }
  }
  for (const language of views) {
    yield* feedPages(source, language, site.listings.get(language)!, digests, bodyOf);
  }
}

/** The home page's key among the pages that are one page in several languages. */
const HOME = 'home';

/** A listing's page's key: its path without its language's prefix, the same in every language. */
const listingKey = ({ prefix }: LanguageView, path: string) => `listing ${path.slice(prefix.length)}`;

/** The site's languages, each one's listings, and where each page is in each language. */
interface SiteAddresses {
  views: LanguageView[];
  listings: Map<LanguageView, Listing[]>;
  addresses: PageAddresses;
}

function siteAddresses(portfolio: Portfolio): SiteAddresses {
  const views = languageViews(portfolio);
  const addresses = new PageAddresses(views);
  const listings = new Map(views.map((view) => [view, blogListings(view.document, view.prefix)]));
  for (const view of views) {
    addresses.add(HOME, view, homePath(view.prefix));
    for (const listing of listings.get(view)!) {
      for (const { path } of listingPagesOf(listing)) addresses.add(listingKey(view, path), view, path);
    }
    for (const post of view.document.blogs.filter(hasPage)) {
      addresses.add(view.originalOf(post), view, `${view.prefix}${postPath(post.slug)}`);
    }
  }
  return { views, listings, addresses };
}

/** The sitemap's pages: each language's home page, its listings' pages and its posts' pages, each with its alternates. */
function sitemapPages({ views, listings, addresses }: SiteAddresses): SitemapPage[] {
  const pages: SitemapPage[] = [];
  const page = (path: string, key: unknown) => {
    const alternates = addresses.alternates(key);
    pages.push(alternates ? { path, alternates } : { path });
  };
  for (const view of views) page(homePath(view.prefix), HOME);
  for (const view of views) {
    for (const listing of listings.get(view)!) {
      for (const { path } of listingPagesOf(listing)) page(path, listingKey(view, path));
    }
  }
  for (const view of views) {
    for (const post of view.document.blogs.filter(hasPage))
      page(`${view.prefix}${postPath(post.slug)}`, view.originalOf(post));
  }
  return pages;
}

/** A language's feeds: its blog's, and each of its tags'. */
function* feedPages(
  source: SiteSource,
  { document: portfolio, prefix, tag: language }: LanguageView,
  listings: readonly Listing[],
  digests: CommonDigests,
  bodyOf: BodyOf,
): Generator<PageJob> {
  // Its language, where the owner chose the site's: an English site's feeds say none, as they did.
  const said = portfolio.languages.length > 0 ? language : undefined;
  const feeds: FeedOf[] = [siteFeed(portfolio, prefix, said)];
  for (const { base, tag, posts } of listings) {
    if (tag) {
      feeds.push({
        posts: feedPosts(posts),
        prefix,
        language: said,
        self: `${prefix}${tagFeedPath(tag.slug)}`,
        page: base,
        subject: tag.name,
      });
    }
  }
  const { name, title } = portfolio.personalInfo;
  for (const feed of feeds) {
    const { posts, ...about } = feed;
    yield {
      name: feed.self.slice(1),
      // Not the site's last change: a feed is made again when what it lists changes, and dated then.
      // Dated by every public save, each of 200 tags' feeds was made again at each.
      digest: digests.of('feed', [name, title, about, posts.map((post) => digests.entry(post))]),
      make: async () => feedOf({ ...source, portfolio }, feed, bodyOf),
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
