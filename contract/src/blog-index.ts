import { hasPage } from './document/post-address.js';
import { newestFirst } from './document/public-view.js';
import type { Blog } from './document/portfolio.js';

/** The blog's own index: every public post, newest first, `BLOG_PAGE_SIZE` to a page. */
export const BLOG_INDEX_PATH = '/blog';
export const BLOG_PAGE_SIZE = 20;

/**
 * A tag's address part: lower case, accents dropped, any run of other than a–z and 0–9 one '-',
 * none at either end. Two spellings with one slug are one tag; a tag whose slug is empty has no page.
 */
export function tagSlug(tag: string): string {
  return tag
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A tag's page, `/blog/tag/{slug}`. */
export const tagPath = (slug: string): string => `${BLOG_INDEX_PATH}/tag/${slug}`;

/** A tag's Atom feed, beside its page: `/blog/tag/{slug}/feed.xml`. */
export const tagFeedPath = (slug: string): string => `${tagPath(slug)}/feed.xml`;

/** Page `page` (from 1) of a listing whose first page is at `base`: `base`, `base/page/2`, … */
export const listingPagePath = (base: string, page: number): string => (page === 1 ? base : `${base}/page/${page}`);

/** How many pages a listing of `count` posts takes: one at least, so that an empty blog has its index. */
export const listingPages = (count: number): number => Math.max(1, Math.ceil(count / BLOG_PAGE_SIZE));

/** One tag of the blog: its spelling in the newest post that carries it, and its posts newest first. */
export interface BlogTag {
  slug: string;
  name: string;
  posts: Blog[];
}

/** The tags of `posts` that have a page, by slug, each with its posts newest first. */
export function blogTags(posts: readonly Blog[]): Map<string, BlogTag> {
  const tags = new Map<string, BlogTag>();
  for (const post of newestFirst(posts)) {
    for (const name of post.tags) {
      const slug = tagSlug(name);
      if (slug === '') continue;
      const tag = tags.get(slug) ?? { slug, name, posts: [] };
      // A post that writes one tag twice (two spellings) is listed once.
      if (tag.posts.at(-1) !== post) tag.posts.push(post);
      tags.set(slug, tag);
    }
  }
  return tags;
}

/** A post with a page, and the posts with a page just newer and just older, by the blog's order. */
export interface PostInOrder {
  post: Blog;
  newer?: Blog;
  older?: Blog;
}

/**
 * The posts of `posts` that have a page, newest first, each with its neighbours: sorted once for
 * every post's page, where each page sorting them for itself would take the square of their number.
 */
export function postsInOrder(posts: readonly Blog[]): PostInOrder[] {
  const order = newestFirst(posts).filter(hasPage);
  return order.map((post, at) => ({ post, newer: order[at - 1], older: order[at + 1] }));
}
