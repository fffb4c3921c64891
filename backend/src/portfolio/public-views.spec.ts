import { DEFAULT_PORTFOLIO, type Blog, type Portfolio } from '@portfolio/contract';
import { PublicViews } from './public-views';
import type { StoredPortfolio } from './stored-portfolio';

const MOMENT = Date.parse('2030-06-01T12:00:00Z');
const at = (ms: number) => new Date(MOMENT + ms);

function storedWithScheduledPost(): { stored: StoredPortfolio; statusReads: () => number } {
  let reads = 0;
  const scheduled: Blog = { ...DEFAULT_PORTFOLIO.blogs[0]!, slug: 'soon', publishAt: '2030-06-01T12:00:00Z' };
  Object.defineProperty(scheduled, 'status', {
    enumerable: true,
    get: () => {
      reads += 1;
      return 'scheduled';
    },
  });
  const document: Portfolio = { ...DEFAULT_PORTFOLIO, blogs: [scheduled, ...DEFAULT_PORTFOLIO.blogs.slice(1)] };
  const stored: StoredPortfolio = {
    document,
    revision: { version: 1, digest: 'a'.repeat(32) },
    savedAt: at(-60_000),
    publishedAt: at(-60_000),
    json: Buffer.from(JSON.stringify(document)),
    problems: [],
  };
  return { stored, statusReads: () => reads };
}

describe('the public views of a revision', () => {
  it('show a scheduled post from its moment on, and hide it again when the clock is set back', () => {
    const { stored } = storedWithScheduledPost();
    const views = new PublicViews();
    const slugs = (now: Date) => views.of(stored, now).document.blogs.map(({ slug }) => slug);

    expect(slugs(at(-1))).not.toContain('soon');
    expect(slugs(at(0))).toContain('soon');
    expect(slugs(at(-1))).not.toContain('soon');
  });

  it('read the posts once between two scheduled moments, however many reads there are', () => {
    const { stored, statusReads } = storedWithScheduledPost();
    const views = new PublicViews();
    const first = views.of(stored, at(-10_000));
    const reads = statusReads();

    for (const ms of [-9_000, -5_000, -1]) expect(views.of(stored, at(ms))).toBe(first);
    expect(statusReads()).toBe(reads);
    expect(views.of(stored, at(0))).not.toBe(first);
  });
});
