import type { Blog } from '@portfolio/contract';
import { portfolioHarness } from '../portfolio/portfolio-harness';

const harness = portfolioHarness();

// 25 posts, a day apart, written oldest first: every fifth a draft, every seventh tagged.
const posts: Blog[] = Array.from({ length: 25 }, (_, index) => ({
  title: index === 12 ? 'The Twelfth Night' : `Post ${index}`,
  readTime: '',
  date: `2024-01-${String(index + 1).padStart(2, '0')}`,
  excerpt: '',
  slug: '',
  status: index % 5 === 0 ? 'draft' : 'published',
  publishAt: '',
  tags: index % 7 === 0 ? ['seventh'] : [],
  body: '',
  formerSlugs: [],
  formerPaths: [],
  hidden: false,
  pinned: false,
  translations: [],
}));

const list = (query: string) => harness.api.http.get(`/api/posts?${query}`).set('Cookie', harness.cookie);

describe('the owner list of posts', () => {
  beforeEach(async () => {
    await harness.save(harness.edited((d) => (d.blogs = posts))).expect(200);
  });

  it('answers 20 a page, newest first, with the total, the pages and the counts', async () => {
    const first = await list('').expect(200);
    const second = await list('page=2').expect(200);

    expect(first.body.posts.map(({ title }: Blog) => title)).toEqual(
      posts
        .slice(5)
        .reverse()
        .map(({ title }) => title),
    );
    expect(second.body.posts.map(({ date }: Blog) => date)).toEqual(
      posts
        .slice(0, 5)
        .reverse()
        .map(({ date }) => date),
    );
    expect(first.body).toMatchObject({
      total: 25,
      page: 1,
      pages: 2,
      counts: { published: 20, draft: 5, scheduled: 0 },
    });
    expect(Object.keys(first.body.posts[0]).sort()).toEqual(
      ['date', 'id', 'pinned', 'publishAt', 'slug', 'status', 'tags', 'title', 'updatedAt'].sort(),
    );
  });

  it('finds by title whatever the case, and filters by status and by tag', async () => {
    expect((await list('q=twelfth').expect(200)).body.posts.map(({ title }: Blog) => title)).toEqual([
      'The Twelfth Night',
    ]);
    expect((await list('q=50%25').expect(200)).body.total).toBe(0);
    const drafts = await list('status=draft').expect(200);
    expect(drafts.body.posts.map(({ date }: Blog) => date)).toEqual([
      '2024-01-21',
      '2024-01-16',
      '2024-01-11',
      '2024-01-06',
      '2024-01-01',
    ]);
    expect(drafts.body).toMatchObject({ total: 5, pages: 1 });
    expect((await list('tag=seventh').expect(200)).body.total).toBe(4);
  });

  it('refuses a parameter that is not one, naming it', async () => {
    expect((await list('page=0').expect(400)).body.message).toMatch(/^page/);
    expect((await list('status=hidden').expect(400)).body.message).toMatch(/^status/);
    await harness.api.http.get('/api/posts').expect(401);
  });
});
