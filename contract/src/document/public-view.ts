import { isIsoDate } from '../dates.js';
import { parseInstant } from './instants.js';
import type { Blog, Portfolio } from './portfolio.js';

/**
 * Whether visitors see a post at `now`: a published one always, a scheduled one from its
 * `publishAt` on (that very second included), a draft or a hidden post never. Worked out from
 * `now` each time, so a clock set back hides a post again rather than remembering it was shown.
 */
export function isPublicPost(
  { status, publishAt, hidden }: Pick<Blog, 'status' | 'publishAt' | 'hidden'>,
  now: Date,
): boolean {
  if (hidden) return false;
  if (status === 'published') return true;
  if (status !== 'scheduled') return false;
  const moment = parseInstant(publishAt);
  return moment !== undefined && moment.getTime() <= now.getTime();
}

/** Each list's order, by the list: the site's pages ask it of the same 10,000 posts several times. */
const sorted = new WeakMap<readonly object[], readonly object[]>();

/**
 * The posts newest first: by date (one that is not a date counts as the oldest), in the owner's
 * order on a tie (the sort is stable). Sorted once per list, the same list asked again is answered
 * with the same order: a part of it is that order filtered, not sorted again.
 */
export function newestFirst<T extends Pick<Blog, 'date'>>(posts: readonly T[]): readonly T[] {
  const known = sorted.get(posts) as readonly T[] | undefined;
  if (known) return known;
  // Each date is checked once, not at each of the sort's comparisons.
  const dated = posts.map((post) => ({ post, day: isIsoDate(post.date) ? post.date : '' }));
  dated.sort((a, b) => (a.day < b.day ? 1 : a.day > b.day ? -1 : 0));
  const order = dated.map(({ post }) => post);
  sorted.set(posts, order);
  return order;
}

/**
 * The document as visitors see it at `now`: without hidden items and posts that are not public
 * yet, featured projects first (each group in the owner's order).
 */
export const publicPortfolio = (document: Portfolio, now: Date): Portfolio => {
  const projects = document.projects.filter((project) => !project.hidden);
  return {
    ...document,
    skills: document.skills.filter((skill) => !skill.hidden),
    projects: [...projects.filter((project) => project.featured), ...projects.filter((project) => !project.featured)],
    blogs: document.blogs.filter((post) => isPublicPost(post, now)),
  };
};

/** When the next scheduled post becomes public after `now`, if one is waiting. */
export function nextPublication(document: Portfolio, now: Date): Date | undefined {
  const waiting = document.blogs
    .filter((post) => post.status === 'scheduled' && !post.hidden)
    .flatMap((post) => parseInstant(post.publishAt) ?? [])
    .filter((moment) => moment.getTime() > now.getTime());
  return waiting.length > 0 ? new Date(Math.min(...waiting.map((moment) => moment.getTime()))) : undefined;
}
