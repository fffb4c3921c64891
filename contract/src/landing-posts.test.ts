import { describe, expect, it } from 'vitest';
import { DEFAULT_PORTFOLIO } from './default-portfolio.js';
import { landingPortfolio, landingPosts, landingPostsCount, pinFormerLandingPosts } from './document/landing-posts.js';
import { checkPortfolio, pickPortfolio, type Blog, type PortfolioInput } from './document/portfolio.js';
import { publicPortfolio } from './document/public-view.js';
import { SHAPE_VERSION, upgradeDocument } from './document/shape.js';

const NOW = new Date('2026-06-01T00:00:00Z');

/** Post `n` of a list, dated `n` days into 2025 unless told: later in the list is newer. */
const post = (n: number, extra: Partial<Blog> = {}): Blog => ({
  ...DEFAULT_PORTFOLIO.blogs[0]!,
  title: `Post ${n}`,
  date: new Date(Date.UTC(2025, 0, n)).toISOString().slice(0, 10),
  ...extra,
});
const titles = (posts: readonly Blog[]) => posts.map((each) => each.title);
const numbered = (...numbers: number[]) => numbers.map((n) => `Post ${n}`);
/** Posts 1 to `count`, oldest first: the order the former page showed them in. */
const oldestFirst = (count: number) => Array.from({ length: count }, (_, index) => post(index + 1));

describe('landingPosts', () => {
  it('shows the newest 6 of 20 posts, newest first, and says there are more', () => {
    const { shown, more } = landingPosts(oldestFirst(20), 6);

    expect(titles(shown)).toEqual(numbered(20, 19, 18, 17, 16, 15));
    expect(more).toBe(true);
  });

  it('shows the pinned posts first, in the owner’s order, then the newest of the others', () => {
    const posts = oldestFirst(20).map((each, index) => ({ ...each, pinned: [4, 2, 9].includes(index + 1) }));

    expect(titles(landingPosts(posts, 6).shown)).toEqual(numbered(2, 4, 9, 20, 19, 18));
  });

  it.each([3, 12])('honours a count of %i', (count) => {
    expect(landingPosts(oldestFirst(20), count).shown).toHaveLength(count);
    expect(landingPosts(oldestFirst(count), count).more).toBe(false);
  });

  it('keeps the owner’s order among posts of one date, and puts a post without a date last', () => {
    const posts = [post(1, { date: '' }), post(2, { date: '2025-03-01' }), post(3, { date: '2025-03-01' })];

    expect(titles(landingPosts(posts, 6).shown)).toEqual(numbered(2, 3, 1));
  });

  it('reads a missing count as 6', () => {
    expect(landingPostsCount(DEFAULT_PORTFOLIO)).toBe(6);
    expect(landingPostsCount(pickPortfolio({ ...DEFAULT_PORTFOLIO, landingPage: { posts: '11' } }))).toBe(11);
  });
});

describe('landingPortfolio', () => {
  it('keeps the posts shown and one more, in the owner’s order, which gives the same page again', () => {
    const portfolio = {
      ...DEFAULT_PORTFOLIO,
      blogs: oldestFirst(100).map((each, n) => ({ ...each, pinned: n === 49 })),
    };

    const landing = landingPortfolio(portfolio);

    expect(titles(landing.blogs)).toEqual(numbered(50, 95, 96, 97, 98, 99, 100));
    expect(landingPosts(landing.blogs, 6)).toEqual(landingPosts(portfolio.blogs, 6));
  });

  it('leaves the specification’s three posts as they are', () => {
    expect(landingPortfolio(DEFAULT_PORTFOLIO)).toEqual(DEFAULT_PORTFOLIO);
  });
});

describe('the upgrade of a document from before the landing page chose its posts', () => {
  /** The landing page's posts of a document upgraded from shape 2, as visitors see it. */
  const landingAfterUpgrade = (blogs: PortfolioInput['blogs']) => {
    const upgraded = pickPortfolio(upgradeDocument({ ...DEFAULT_PORTFOLIO, blogs }, SHAPE_VERSION - 1));
    const visible = publicPortfolio(upgraded, new Date());
    return { upgraded, shown: titles(landingPosts(visible.blogs, landingPostsCount(visible)).shown) };
  };

  it('changes nothing when the public posts were newest first already', () => {
    const document = { ...DEFAULT_PORTFOLIO, blogs: oldestFirst(8).reverse() };

    expect(pinFormerLandingPosts(document, NOW)).toBe(document);
  });

  it('pins the posts the page showed, in their order, when they were not newest first', () => {
    const { upgraded, shown } = landingAfterUpgrade(oldestFirst(4));

    expect(shown).toEqual(numbered(1, 2, 3, 4));
    expect(upgraded.landingPage.posts).toBe('6');
    expect(checkPortfolio(upgraded)).toEqual([]);
  });

  it('shows as many as it showed, up to 12, and the newest after them for more', () => {
    expect(landingAfterUpgrade(oldestFirst(9))).toMatchObject({
      shown: numbered(1, 2, 3, 4, 5, 6, 7, 8, 9),
      upgraded: { landingPage: { posts: '9' } },
    });
    expect(landingAfterUpgrade(oldestFirst(20)).shown).toEqual(numbered(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12));
  });

  it('pins public posts only, reading a post without a status as published', () => {
    const { status: _status, ...noStatus } = post(3);
    const blogs = [
      post(1, { status: 'draft' }),
      post(2, { hidden: true }),
      noStatus,
      post(4, { status: 'scheduled', publishAt: '2099-01-01T00:00:00Z' }),
      post(5, { date: '2020-01-01' }),
      post(6),
    ];

    const { upgraded, shown } = landingAfterUpgrade(blogs);

    expect(shown).toEqual(numbered(3, 5, 6));
    expect(upgraded.blogs.map((each) => each.pinned)).toEqual([false, false, true, false, true, true]);
  });
});
