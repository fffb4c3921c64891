import { DEFAULT_PORTFOLIO, SHAPE_VERSION, type Portfolio } from '@portfolio/contract';
import { CreatePosts1796400000000 } from '../../src/migrations/1796400000000-create-posts';
import { migrateAsBefore } from '../support/migrate-as-before';
import { createTestDatabase } from '../support/test-database';
import { startTestApp } from '../support/test-app';

// The previous release's document: every post in its row, published, drafted and scheduled.
const previous: Portfolio = {
  ...DEFAULT_PORTFOLIO,
  blogs: [
    { ...DEFAULT_PORTFOLIO.blogs[0]!, slug: 'published-post', tags: ['ml'], pinned: true },
    { ...DEFAULT_PORTFOLIO.blogs[1]!, slug: 'a-draft', status: 'draft' },
    { ...DEFAULT_PORTFOLIO.blogs[2]!, slug: 'later', status: 'scheduled', publishAt: '2031-01-01T09:00:00Z' },
  ],
};

describe('the posts migration', () => {
  it("serves the previous release's document as it was, its posts each in a record", async () => {
    const upgraded = await createTestDatabase({ empty: true });
    try {
      await migrateAsBefore(upgraded.url, CreatePosts1796400000000);
      await upgraded.query('UPDATE portfolio SET document = $1::jsonb, shape = $2, version = 7', [
        JSON.stringify(previous),
        SHAPE_VERSION,
      ]);
      await upgraded.query(
        'INSERT INTO portfolio_revision (version, document, shape, saved_at) VALUES (6, $1::jsonb, $2, now())',
        [JSON.stringify(DEFAULT_PORTFOLIO), SHAPE_VERSION],
      );

      const api = await startTestApp(upgraded.url);
      try {
        const cookie = await api.signIn();
        const read = await api.http.get('/api/portfolio').set('Cookie', cookie).expect(200);
        expect(read.body).toEqual(previous);
        expect(read.headers.etag).toMatch(/^"7-[0-9a-f]{32}"$/);

        expect(
          await upgraded.query("SELECT fields ->> 'slug' AS slug, position, version FROM post ORDER BY position"),
        ).toEqual([
          { slug: 'published-post', position: 0, version: 1 },
          { slug: 'a-draft', position: 1, version: 1 },
          { slug: 'later', position: 2, version: 1 },
        ]);
        expect(await upgraded.query("SELECT document -> 'blogs' AS blogs FROM portfolio")).toEqual([{ blogs: [] }]);

        // The version kept before the upgrade still holds its posts, and restores them.
        const restored = await api.http
          .post('/api/portfolio/revisions/6/restore')
          .set('Content-Type', 'application/json')
          .set('Cookie', cookie)
          .set('If-Match', read.headers.etag!)
          .send('{}')
          .expect(200);
        expect(restored.body).toEqual(DEFAULT_PORTFOLIO);
      } finally {
        await api.close();
      }
    } finally {
      await upgraded.drop();
    }
  });

  it('puts the posts back in the row when it is undone', async () => {
    const undone = await createTestDatabase({ empty: true });
    try {
      await migrateAsBefore(undone.url, CreatePosts1796400000000);
      await undone.query('UPDATE portfolio SET document = $1::jsonb', [JSON.stringify(previous)]);
      const runner = { query: (sql: string, parameters?: unknown[]) => undone.query(sql, parameters) };
      await new CreatePosts1796400000000().up(runner as never);
      expect(await undone.query('SELECT count(*)::integer AS n FROM post')).toEqual([{ n: 3 }]);

      await new CreatePosts1796400000000().down(runner as never);

      expect(await undone.query('SELECT document FROM portfolio')).toEqual([{ document: previous }]);
    } finally {
      await undone.drop();
    }
  });
});
