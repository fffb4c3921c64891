import {
  BLOG_INDEX_PATH,
  BLOG_PAGE_SIZE,
  blogTags,
  listingPagePath,
  listingPages,
  newestFirst,
  tagPath,
  type Blog,
  type Portfolio,
} from '@portfolio/contract';

/** A listing of the blog: every public post, or one tag's, newest first, at `base` and its pages. */
export interface Listing {
  base: string;
  tag?: { name: string; slug: string };
  posts: readonly Blog[];
  pages: number;
}

/** One page of a listing: its address, its number and the posts it shows. */
export interface ListingPage {
  path: string;
  page: number;
  posts: Blog[];
}

/**
 * The blog's index, then each tag's listing, in the order of the tags' newest posts: in one
 * language, whose pages are under `prefix` (empty for the primary language, `/fr` for another).
 */
export function blogListings(portfolio: Portfolio, prefix = ''): Listing[] {
  const all = newestFirst(portfolio.blogs);
  const tags = [...blogTags(portfolio.blogs).values()];
  return [
    { base: `${prefix}${BLOG_INDEX_PATH}`, posts: all, pages: listingPages(all.length) },
    ...tags.map(({ slug, name, posts }) => ({
      base: `${prefix}${tagPath(slug)}`,
      tag: { name, slug },
      posts,
      pages: listingPages(posts.length),
    })),
  ];
}

/** Each page of `listing`: the first at its base, the others at `{base}/page/{n}`. */
export function listingPagesOf(listing: Listing): ListingPage[] {
  return Array.from({ length: listing.pages }, (_, at) => ({
    path: listingPagePath(listing.base, at + 1),
    page: at + 1,
    posts: listing.posts.slice(at * BLOG_PAGE_SIZE, (at + 1) * BLOG_PAGE_SIZE),
  }));
}
