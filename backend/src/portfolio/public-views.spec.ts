import { DEFAULT_PORTFOLIO, type Blog, type Portfolio } from '@portfolio/contract';
import { PublicViews, visitorsDocument } from './public-views';
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

  it('name what visitors read, whichever objects hold it, and serialise the blog only when asked for', () => {
    const now = at(0);
    const copy = (document: Portfolio): Portfolio => JSON.parse(JSON.stringify(document)) as Portfolio;
    let serialised = 0;
    const whole = () => {
      serialised += 1;
      return Buffer.from(JSON.stringify(DEFAULT_PORTFOLIO));
    };
    const view = visitorsDocument(DEFAULT_PORTFOLIO, whole, now);
    const etagOf = (document: Portfolio) => visitorsDocument(document, () => Buffer.from(''), now).etag;
    const draft: Blog = { ...DEFAULT_PORTFOLIO.blogs[0]!, slug: 'unsaid', status: 'draft' };
    const [first, ...rest] = DEFAULT_PORTFOLIO.blogs;

    expect(serialised).toBe(0);
    expect(etagOf(copy(DEFAULT_PORTFOLIO))).toBe(view.etag);
    expect(etagOf({ ...DEFAULT_PORTFOLIO, blogs: [...DEFAULT_PORTFOLIO.blogs, draft] })).toBe(view.etag);
    expect(etagOf({ ...DEFAULT_PORTFOLIO, blogs: [{ ...first!, title: 'Another title' }, ...rest] })).not.toBe(
      view.etag,
    );
    expect(etagOf({ ...DEFAULT_PORTFOLIO, blogs: [...rest, first!] })).not.toBe(view.etag);
    const personalInfo = { ...DEFAULT_PORTFOLIO.personalInfo, title: 'Another title' };
    expect(etagOf({ ...DEFAULT_PORTFOLIO, personalInfo })).not.toBe(view.etag);
    expect(JSON.parse(view.json.toString())).toEqual(DEFAULT_PORTFOLIO);
    expect(serialised).toBe(1);
  });
});
