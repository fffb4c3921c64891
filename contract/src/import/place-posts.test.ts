import { describe, expect, it } from 'vitest';
import { DEFAULT_PORTFOLIO } from '../default-portfolio.js';
import { checkPortfolio } from '../document/portfolio.js';
import type { ImportedPost } from './imported-post.js';
import { PostPlacing } from './place-posts.js';

const NOW = new Date('2026-06-01T12:00:00Z');

const imported = (fields: Partial<ImportedPost>): ImportedPost => ({
  source: 'export.xml, item 1',
  title: 'Hello world',
  slug: 'hello-world',
  status: 'published',
  date: '2019-05-01T10:00:00Z',
  tags: [],
  excerpt: '',
  markdown: 'Some words.',
  ...fields,
});

const placing = () => new PostPlacing(DEFAULT_PORTFOLIO.blogs, NOW);

describe('placing imported posts among the site’s', () => {
  it('keeps a free address, and gives a taken one the next free number, saying why', () => {
    const place = placing();
    expect(place.place(imported({})).row).toMatchObject({ slug: 'hello-world', outcome: 'added' });
    const again = place.place(imported({ title: 'Another', date: '2019-05-02T00:00:00Z' }));
    expect(again.row).toMatchObject({
      slug: 'hello-world-2',
      outcome: 'renamed',
      reason: 'The address /blog/hello-world is taken.',
    });
    const former = new PostPlacing(
      [{ title: 'Old', date: '2018-01-01', slug: 'new', formerSlugs: ['old'], formerPaths: [] }],
      NOW,
    );
    expect(former.place(imported({ slug: 'old' })).row.slug).toBe('old-2');
  });

  it('skips a post the site has already (the same title on the same day), so a file imported twice adds nothing', () => {
    const [first] = DEFAULT_PORTFOLIO.blogs;
    const row = placing().place(
      imported({ title: ` ${first!.title.toUpperCase()} `, date: `${first!.date}T08:00:00Z` }),
    ).row;
    expect(row.outcome).toBe('skipped');
    const place = placing();
    place.place(imported({}));
    expect(place.place(imported({})).row.outcome).toBe('skipped');
    const moved = new PostPlacing(
      [{ title: 'Renamed since', date: '2020-01-01', slug: 'x', formerSlugs: [], formerPaths: ['/2019/05/hello/'] }],
      NOW,
    );
    expect(moved.place(imported({ oldPath: '/2019/05/hello/' })).row.outcome).toBe('skipped');
  });

  it('keeps the old path to send on, unless this site answers it itself', () => {
    const place = placing();
    expect(place.place(imported({ oldPath: '/2019/05/h%c3%a9/' })).fields!.formerPaths).toEqual(['/2019/05/h%C3%A9/']);
    for (const [n, oldPath] of [
      '/blog/x',
      '/fr/x/',
      '/api/posts',
      '//evil.example/',
      '/a/../b',
      `/${'a'.repeat(200)}`,
    ].entries()) {
      const placed = place.place(imported({ title: `Post ${n}`, oldPath }));
      expect(placed.fields!.formerPaths).toEqual([]);
      expect(placed.warnings[0]!.message).toContain(oldPath);
    }
  });

  it('makes every field fit its bound and says what it shortened', () => {
    const placed = placing().place(
      imported({
        title: 'word '.repeat(40),
        tags: ['One', 'one', ' Two ', 'x'.repeat(50), ...Array.from({ length: 12 }, (_, n) => `tag ${n}`)],
        markdown: 'a '.repeat(60_000),
      }),
    );
    expect(placed.fields!.title.length).toBeLessThanOrEqual(120);
    expect(placed.fields!.title.endsWith('…')).toBe(true);
    expect(placed.fields!.tags).toHaveLength(10);
    expect(placed.fields!.tags.slice(0, 2)).toEqual(['One', 'Two']);
    expect(placed.markdown.length).toBeLessThanOrEqual(100_000);
    expect(placed.warnings.map(({ message }) => message)).toEqual([
      'The title was shortened to 120 characters.',
      'The body was 120,000 characters; its first 100,000 were kept.',
      `The tag "${'x'.repeat(50)}" was shortened to 40 characters.`,
      'It had 15 tags; the first 10 were kept.',
    ]);
  });

  it("reads the status the site's way: a private post hidden, a scheduled one already past published", () => {
    const place = placing();
    const status = (fields: Partial<ImportedPost>) => {
      const { status, publishAt, hidden } = place.place(imported({ title: `${Math.random()}`, ...fields })).fields!;
      return { status, publishAt, hidden };
    };
    expect(status({ status: 'hidden' })).toEqual({ status: 'published', publishAt: '', hidden: true });
    expect(status({ status: 'draft' })).toEqual({ status: 'draft', publishAt: '', hidden: false });
    expect(status({ status: 'scheduled', date: '2027-01-01T09:30:00Z' })).toEqual({
      status: 'scheduled',
      publishAt: '2027-01-01T09:30:00Z',
      hidden: false,
    });
    expect(status({ status: 'scheduled', date: '2020-01-01T09:30:00Z' }).status).toBe('published');
  });

  it('writes an excerpt and a read time from the body when the file has none, and dates an undated post today', () => {
    const { fields } = placing().place(
      imported({ date: '', markdown: `# Heading\n\n${'Plenty of words here. '.repeat(100)}` }),
    );
    expect(fields!.date).toBe('2026-06-01');
    expect(fields!.readTime).toBe('2 min read');
    expect(fields!.excerpt.startsWith('Heading Plenty of words here.')).toBe(true);
    expect(fields!.excerpt.length).toBeLessThanOrEqual(240);
  });

  it('gives posts the document accepts, once each has its body', () => {
    const place = placing();
    const posts = ['Café au lait', '日本語', '', 'x'.repeat(200)].map(
      (title, n) => place.place(imported({ title, slug: '', date: `2019-05-0${n + 1}T00:00:00Z` })).fields!,
    );
    expect(posts.map(({ slug }) => slug)).toEqual(['cafe-au-lait', 'post', 'untitled', 'x'.repeat(80)]);
    expect(checkPortfolio({ ...DEFAULT_PORTFOLIO, blogs: [...DEFAULT_PORTFOLIO.blogs, ...posts] })).toEqual([]);
  });
});
