import { isRecord, pick } from './check.js';
import { isPublicPost, newestFirst } from './public-view.js';
import { PORTFOLIO, type Blog, type Portfolio } from './portfolio.js';

/** A post's description, to read a stored post as the document does. */
const POST = PORTFOLIO.fields.blogs.item;

/** The most posts the landing page shows, whatever the owner chose. */
export const LANDING_POSTS_MAX = 12;

/** How many posts the landing page shows: the owner's choice, 6 when they made none. */
export const landingPostsCount = (portfolio: Pick<Portfolio, 'landingPage'>): number =>
  Number(portfolio.landingPage.posts);

/**
 * The landing page's posts, from the public ones in the owner's order: the pinned ones in that
 * order, then the others newest first (equal dates keep the owner's order), the first `count` of
 * them; and whether there are more, which the page links to the blog for.
 */
export function landingPosts(posts: readonly Blog[], count: number): { shown: Blog[]; more: boolean } {
  const ordered = [...posts.filter((post) => post.pinned), ...newestFirst(posts).filter((post) => !post.pinned)];
  return { shown: ordered.slice(0, count), more: ordered.length > count };
}

/**
 * A public document with only the posts the landing page needs, in the owner's order: those it
 * shows, and one more when there are more, which is how the page knows to link to the blog. The
 * page's HTML and the data it carries then stay the same size however many posts the owner has
 * written; the landing page's posts of the result are the same posts again.
 */
export function landingPortfolio(portfolio: Portfolio): Portfolio {
  const needed = new Set(landingPosts(portfolio.blogs, landingPostsCount(portfolio) + 1).shown);
  return { ...portfolio, blogs: portfolio.blogs.filter((post) => needed.has(post)) };
}

/**
 * The upgrade of a document written before the landing page chose its posts, when it showed every
 * public post in the owner's order: if those were not newest first already, the first of them (as
 * many as the page may show) are pinned, and the page shows as many when that is more than 6, so
 * that it shows the posts it showed before, in the same order. Public as of `now`, the moment of
 * the upgrade; posts are read as the document's description reads them (no status is published).
 */
export function pinFormerLandingPosts(document: Record<string, unknown>, now: Date): Record<string, unknown> {
  if (!Array.isArray(document.blogs)) return document;
  const blogs: unknown[] = document.blogs;
  const publicPosts = blogs.flatMap((post) => {
    const read = isRecord(post) && (pick(POST, post) as Blog);
    return read && isPublicPost(read, now) ? [{ post, date: read.date }] : [];
  });
  // The sort is stable: the same order back means they were newest first already.
  if (newestFirst(publicPosts).every((entry, index) => entry === publicPosts[index])) return document;
  const pinned = new Set<unknown>(publicPosts.slice(0, LANDING_POSTS_MAX).map((entry) => entry.post));
  return {
    ...document,
    blogs: blogs.map((post) => (pinned.has(post) ? { ...(post as Record<string, unknown>), pinned: true } : post)),
    ...(pinned.size > 6 && { landingPage: { posts: String(pinned.size) } }),
  };
}
